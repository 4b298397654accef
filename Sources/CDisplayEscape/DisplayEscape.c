#include "CDisplayEscape.h"

#include <dlfcn.h>
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <unistd.h>

static sigjmp_buf escape_point;
static pthread_t main_thread;
static volatile sig_atomic_t escapable = 0;
static gs_display_lost_handler x11_lost = NULL;

/* On the main thread inside an escapable call: straight back out of it; elsewhere nothing. */
static void leave_if_escapable(void) {
    if (escapable && pthread_equal(pthread_self(), main_thread)) {
        escapable = 0;
        siglongjmp(escape_point, 1);
    }
}

static void escape_handler(int signal_number) {
    (void)signal_number;
    leave_if_escapable();
}

void gs_display_install_escape(int signal_number) {
    main_thread = pthread_self();
    struct sigaction action;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    action.sa_handler = escape_handler;
    sigaction(signal_number, &action, NULL);
    /* A parent may hand the signal down blocked (Foundation's Process does from a test's thread, and so may a desktop
       launcher): blocked, it never reaches the main thread stuck in SDL, whose call is then never left. */
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, signal_number);
    pthread_sigmask(SIG_UNBLOCK, &unblock, NULL);
}

int gs_display_call_escapable(gs_display_body body, void *context) {
    if (sigsetjmp(escape_point, 1) != 0) return 1;
    escapable = 1;
    body(context);
    escapable = 0;
    return 0;
}

void gs_display_escape(int signal_number) {
    pthread_kill(main_thread, signal_number);
}

int gs_display_is_main_thread(void) {
    return pthread_equal(pthread_self(), main_thread);
}

int gs_display_is_escapable(void) {
    return escapable;
}

/* Xlib's `Display *`, unused: declared as void so this file needs no X11 headers. */
static int x11_io_error(void *display) {
    (void)display;
    leave_if_escapable();
    if (x11_lost != NULL) x11_lost();
    _exit(1);
}

int gs_display_install_x11_handler(gs_display_lost_handler handler) {
    void *library = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD);
    if (library == NULL) return 0;
    typedef int (*io_error_handler)(void *);
    io_error_handler (*set_handler)(io_error_handler) =
        (io_error_handler (*)(io_error_handler))dlsym(library, "XSetIOErrorHandler");
    if (set_handler == NULL) return 0;
    x11_lost = handler;
    set_handler(x11_io_error);
    return 1;
}
