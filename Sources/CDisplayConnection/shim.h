#ifndef GESTURE_SANDBOX_DISPLAY_CONNECTION_H
#define GESTURE_SANDBOX_DISPLAY_CONNECTION_H

/* The connection to the display server under an SDL window (the Wayland compositor's socket, the X server's), watched
   apart from SDL: SDL 2.26 does not report it closing. Killed under a native Wayland window, weston leaves SDL's
   buffer swap spinning forever in wl_display_prepare_read_queue (it fails at once and the loop retries); on X11,
   Xlib's own handler prints two lines and exits. Its own module because Xlib's `Window` would clash with the app's. */

#include <SDL.h>
#include <SDL_syswm.h>
#include <wayland-client.h>
#include <dlfcn.h>
#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <unistd.h>

#ifndef POLLRDHUP
#define POLLRDHUP 0x2000
#endif

/* kind: 1 Wayland, 2 X11, 0 anything else (fd -1 then). */
typedef struct gs_display_connection {
    int kind;
    int fd;
} gs_display_connection;

static inline gs_display_connection gs_display_connection_of(SDL_Window *window) {
    gs_display_connection result = { 0, -1 };
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (window == NULL || SDL_GetWindowWMInfo(window, &info) != SDL_TRUE) return result;
    if (info.subsystem == SDL_SYSWM_WAYLAND && info.info.wl.display != NULL) {
        result.kind = 1;
        result.fd = wl_display_get_fd(info.info.wl.display);
    } else if (info.subsystem == SDL_SYSWM_X11 && info.info.x11.display != NULL) {
        result.kind = 2;
        result.fd = ConnectionNumber(info.info.x11.display);
    }
    return result;
}

/* Waits up to timeout_ms for the peer to close `fd`: 1 closed (or the descriptor is gone), 0 not yet. Asks only for
   hang-ups, so the events SDL reads from the same socket never wake it. */
static inline int gs_display_wait_for_hangup(int fd, int timeout_ms) {
    struct pollfd pfd = { fd, POLLRDHUP, 0 };
    int ready = poll(&pfd, 1, timeout_ms);
    if (ready <= 0) return 0;
    return (pfd.revents & (POLLRDHUP | POLLHUP | POLLERR | POLLNVAL)) != 0;
}

/* Escaping from an SDL call that will never return: the main thread makes such calls through
   gs_display_call_escapable; another thread that knows the connection is gone sends it `signal` (gs_display_escape),
   and the handler jumps back out of SDL to the call's start, which then returns 1. Nothing of SDL is used again: the
   app writes its outputs and exits. The jump skips SDL's frames, so what they hold (a lock, memory) stays held. */
/* Function-local statics: the Swift importer emits these functions, not file-scope variables of these types. */
static inline sigjmp_buf *gs_display_escape_point_slot(void) { static sigjmp_buf point; return &point; }
static inline pthread_t *gs_display_main_thread_slot(void) { static pthread_t thread; return &thread; }
#define gs_display_escape_point (*gs_display_escape_point_slot())
#define gs_display_main_thread (*gs_display_main_thread_slot())
static volatile sig_atomic_t gs_display_escapable = 0;

static void gs_display_escape_handler(int signal_number) {
    (void)signal_number;
    if (gs_display_escapable && pthread_equal(pthread_self(), gs_display_main_thread)) {
        gs_display_escapable = 0;
        siglongjmp(gs_display_escape_point, 1);
    }
}

/* Installs the handler for `signal_number` and notes the calling thread as the main thread. */
static inline void gs_display_install_escape(int signal_number) {
    gs_display_main_thread = pthread_self();
    struct sigaction action;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    action.sa_handler = gs_display_escape_handler;
    sigaction(signal_number, &action, NULL);
}

typedef void (*gs_display_body)(void *context);

/* Runs body(context); 0 when it returned, 1 when the main thread was sent out of it. */
static inline int gs_display_call_escapable(gs_display_body body, void *context) {
    if (sigsetjmp(gs_display_escape_point, 1) != 0) return 1;
    gs_display_escapable = 1;
    body(context);
    gs_display_escapable = 0;
    return 0;
}

/* Sends the main thread out of the SDL call it is stuck in (nothing happens if it is not in one). */
static inline void gs_display_escape(int signal_number) {
    pthread_kill(gs_display_main_thread, signal_number);
}

static inline int gs_display_is_main_thread(void) {
    return pthread_equal(pthread_self(), gs_display_main_thread);
}

typedef void (*gs_display_lost_handler)(void);

/* Called by Xlib when the X connection breaks; must not return (Xlib would exit with its own two lines). */
static gs_display_lost_handler gs_display_x11_lost = NULL;

static inline int gs_display_x11_io_error(Display *display) {
    (void)display;
    /* On the main thread inside an escapable call: straight back out of it. */
    if (gs_display_escapable && gs_display_is_main_thread()) {
        gs_display_escapable = 0;
        siglongjmp(gs_display_escape_point, 1);
    }
    if (gs_display_x11_lost != NULL) gs_display_x11_lost();
    _exit(1);
}

/* Puts `handler` in Xlib's fatal I/O error handler, in the libX11 SDL loaded (SDL opens it itself, so it is looked
   up there rather than linked). 1 when installed. */
static inline int gs_display_install_x11_handler(gs_display_lost_handler handler) {
    void *library = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD);
    if (library == NULL) return 0;
    typedef int (*io_error_handler)(Display *);
    io_error_handler (*set_handler)(io_error_handler) =
        (io_error_handler (*)(io_error_handler))dlsym(library, "XSetIOErrorHandler");
    if (set_handler == NULL) return 0;
    gs_display_x11_lost = handler;
    set_handler(gs_display_x11_io_error);
    return 1;
}

#endif
