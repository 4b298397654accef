#ifndef GESTURE_SANDBOX_DISPLAY_CONNECTION_H
#define GESTURE_SANDBOX_DISPLAY_CONNECTION_H

/* The connection to the display server under an SDL window (the Wayland compositor's socket, the X server's), watched
   apart from SDL: SDL 2.26 does not report it closing. Killed under a native Wayland window, weston leaves SDL's
   buffer swap spinning forever in wl_display_prepare_read_queue (it fails at once and the loop retries); on X11,
   Xlib's own handler prints two lines and exits (CDisplayEscape holds what ends the app then). Its own module
   because Xlib's `Window` would clash with the app's. */

#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <wayland-client.h>
#include <errno.h>
#include <poll.h>

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

#endif
