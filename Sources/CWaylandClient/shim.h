#ifndef GESTURE_SANDBOX_WAYLAND_SHIM_H
#define GESTURE_SANDBOX_WAYLAND_SHIM_H

#include <wayland-client.h>
#include <errno.h>
#include <poll.h>
#include <string.h>
#include <time.h>

/* What a Wayland compositor offers, looked at before SDL_Init (SDL 2.26's Wayland driver dies of SIGSEGV on a
   compositor with no wl_seat). Written in C because the protocol's listeners are C callbacks. */
typedef struct gs_wayland_probe_result {
    /* 0: connected and answered; 1: could not connect (errno_value says why); 2: the connection failed while talking
       (errno_value); 3: no answer within the timeout. */
    int status;
    int errno_value;
    /* Space-separated interface names of the compositor's globals, cut short if they don't fit. */
    char globals[2048];
    /* wl_seat capabilities of the first seat (WL_SEAT_CAPABILITY_*), -1 when there is no seat or it never said. */
    int seat_capabilities;
} gs_wayland_probe_result;

typedef struct gs_wayland_probe_state {
    gs_wayland_probe_result *result;
    struct wl_seat *seat;
    int done;
} gs_wayland_probe_state;

static inline void gs_wayland_probe_global(void *data, struct wl_registry *registry, uint32_t name,
                                           const char *interface, uint32_t version) {
    gs_wayland_probe_state *state = (gs_wayland_probe_state *)data;
    size_t used = strlen(state->result->globals), length = strlen(interface);
    if (used + length + 2 < sizeof(state->result->globals)) {
        if (used > 0) state->result->globals[used++] = ' ';
        memcpy(state->result->globals + used, interface, length + 1);
    }
    if (state->seat == NULL && strcmp(interface, wl_seat_interface.name) == 0) {
        state->seat = (struct wl_seat *)wl_registry_bind(registry, name, &wl_seat_interface, 1);
    }
    (void)version;
}

static inline void gs_wayland_probe_global_remove(void *data, struct wl_registry *registry, uint32_t name) {
    (void)data; (void)registry; (void)name;
}

static inline void gs_wayland_probe_seat_capabilities(void *data, struct wl_seat *seat, uint32_t capabilities) {
    ((gs_wayland_probe_state *)data)->result->seat_capabilities = (int)capabilities;
    (void)seat;
}

static inline void gs_wayland_probe_seat_name(void *data, struct wl_seat *seat, const char *name) {
    (void)data; (void)seat; (void)name;
}

static inline void gs_wayland_probe_sync_done(void *data, struct wl_callback *callback, uint32_t serial) {
    ((gs_wayland_probe_state *)data)->done = 1;
    (void)callback; (void)serial;
}

static inline long gs_wayland_probe_now_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

/* One round trip on `display` with a deadline: a compositor that accepts the connection and never answers
   (stopped, wedged) must not hang the app. Returns the probe status (0, 2 or 3). */
static inline int gs_wayland_probe_roundtrip(struct wl_display *display, gs_wayland_probe_state *state,
                                             long deadline, int *error) {
    static const struct wl_callback_listener sync_listener = { gs_wayland_probe_sync_done };
    state->done = 0;
    struct wl_callback *callback = wl_display_sync(display);
    wl_callback_add_listener(callback, &sync_listener, state);
    int status = 0;
    while (!state->done) {
        while (wl_display_prepare_read(display) != 0) {
            if (wl_display_dispatch_pending(display) < 0) { status = 2; break; }
        }
        if (status != 0 || state->done) { if (status == 0) wl_display_cancel_read(display); break; }
        if (wl_display_flush(display) < 0 && errno != EAGAIN) {
            wl_display_cancel_read(display); status = 2; break;
        }
        long left = deadline - gs_wayland_probe_now_ms();
        if (left <= 0) { wl_display_cancel_read(display); status = 3; break; }
        struct pollfd pfd = { wl_display_get_fd(display), POLLIN, 0 };
        int ready = poll(&pfd, 1, (int)left);
        if (ready < 0 && errno == EINTR) { wl_display_cancel_read(display); continue; }
        if (ready <= 0) { wl_display_cancel_read(display); status = ready == 0 ? 3 : 2; break; }
        if (wl_display_read_events(display) < 0) { status = 2; break; }
        if (wl_display_dispatch_pending(display) < 0) { status = 2; break; }
    }
    if (status == 2) *error = wl_display_get_error(display);
    wl_callback_destroy(callback);
    return status;
}

/* Connects to `name` (NULL: WAYLAND_DISPLAY, as SDL does), lists the globals and the first seat's capabilities in
   two round trips, and disconnects. */
static inline gs_wayland_probe_result gs_wayland_probe(const char *name, int timeout_ms) {
    static const struct wl_registry_listener registry_listener = {
        gs_wayland_probe_global, gs_wayland_probe_global_remove
    };
    static const struct wl_seat_listener seat_listener = {
        gs_wayland_probe_seat_capabilities, gs_wayland_probe_seat_name
    };
    gs_wayland_probe_result result;
    memset(&result, 0, sizeof result);
    result.seat_capabilities = -1;
    errno = 0;
    struct wl_display *display = wl_display_connect(name);
    if (display == NULL) {
        result.status = 1;
        result.errno_value = errno;
        return result;
    }
    gs_wayland_probe_state state = { &result, NULL, 0 };
    long deadline = gs_wayland_probe_now_ms() + timeout_ms;
    struct wl_registry *registry = wl_display_get_registry(display);
    wl_registry_add_listener(registry, &registry_listener, &state);
    result.status = gs_wayland_probe_roundtrip(display, &state, deadline, &result.errno_value);
    if (result.status == 0 && state.seat != NULL) {
        wl_seat_add_listener(state.seat, &seat_listener, &state);
        result.status = gs_wayland_probe_roundtrip(display, &state, deadline, &result.errno_value);
    }
    if (state.seat != NULL) wl_seat_destroy(state.seat);
    wl_registry_destroy(registry);
    wl_display_disconnect(display);
    return result;
}

#endif
