#define _GNU_SOURCE
#include "CWaylandTouchGuard.h"

#include <dlfcn.h>
#include <string.h>
#include <wayland-client.h>

enum { guarded_fingers = 32, guarded_touches = 8 };

/* SDL's listener for one wl_touch, and the fingers it saw go down. Found by the wl_touch, so the proxy keeps SDL's
   own user data; a new wl_touch (a touchscreen came back) takes the oldest slot, whose wl_touch SDL has destroyed. */
struct guarded_touch {
    struct wl_touch *touch;
    const struct wl_touch_listener *sdl;
    int32_t down[guarded_fingers];
    int count;
};

static struct guarded_touch guards[guarded_touches];
static int next_guard;
static unsigned long dropped;
static int active;
/* The tag SDL puts on its windows' surfaces (wl_proxy_set_tag), learnt when SDL sets it; NULL until then. */
static const char *const *sdl_surface_tag;

unsigned long gs_touch_guard_dropped(void) { return dropped; }
int gs_touch_guard_active(void) { return active; }

/* Whether `address` lies in SDL's library. */
static int in_sdl(const void *address) {
    Dl_info info;
    return dladdr(address, &info) != 0 && info.dli_fname != NULL && strstr(info.dli_fname, "libSDL2") != NULL;
}

static struct guarded_touch *guard_of(struct wl_touch *touch) {
    for (int i = 0; i < guarded_touches; i++) {
        if (guards[i].touch == touch) return &guards[i];
    }
    return NULL;
}

static int finger_index(const struct guarded_touch *guard, int32_t id) {
    for (int i = 0; i < guard->count; i++) {
        if (guard->down[i] == id) return i;
    }
    return -1;
}

static int sdl_surface(struct wl_surface *surface) {
    if (surface == NULL) return 0;
    /* Before SDL has tagged a surface (an SDL without tags), any surface passes: only the missing down is caught. */
    return sdl_surface_tag == NULL || wl_proxy_get_tag((struct wl_proxy *)surface) == sdl_surface_tag;
}

static void on_down(void *data, struct wl_touch *touch, uint32_t serial, uint32_t time, struct wl_surface *surface,
                    int32_t id, wl_fixed_t x, wl_fixed_t y) {
    struct guarded_touch *guard = guard_of(touch);
    if (guard == NULL || !sdl_surface(surface)
        || (finger_index(guard, id) < 0 && guard->count == guarded_fingers)) {
        dropped++;
        return;
    }
    if (finger_index(guard, id) < 0) guard->down[guard->count++] = id;
    guard->sdl->down(data, touch, serial, time, surface, id, x, y);
}

static void on_up(void *data, struct wl_touch *touch, uint32_t serial, uint32_t time, int32_t id) {
    struct guarded_touch *guard = guard_of(touch);
    int index = guard == NULL ? -1 : finger_index(guard, id);
    if (index < 0) { dropped++; return; }
    guard->down[index] = guard->down[--guard->count];
    guard->sdl->up(data, touch, serial, time, id);
}

static void on_motion(void *data, struct wl_touch *touch, uint32_t time, int32_t id, wl_fixed_t x, wl_fixed_t y) {
    struct guarded_touch *guard = guard_of(touch);
    if (guard == NULL || finger_index(guard, id) < 0) { dropped++; return; }
    guard->sdl->motion(data, touch, time, id, x, y);
}

static void on_frame(void *data, struct wl_touch *touch) {
    struct guarded_touch *guard = guard_of(touch);
    if (guard != NULL && guard->sdl->frame != NULL) guard->sdl->frame(data, touch);
}

static void on_cancel(void *data, struct wl_touch *touch) {
    struct guarded_touch *guard = guard_of(touch);
    if (guard == NULL) return;
    guard->count = 0;
    if (guard->sdl->cancel != NULL) guard->sdl->cancel(data, touch);
}

/* SDL 2.26 leaves these two NULL in its listener, which libwayland would call for a wl_touch of version 6 or more. */
static void on_shape(void *data, struct wl_touch *touch, int32_t id, wl_fixed_t major, wl_fixed_t minor) {
    struct guarded_touch *guard = guard_of(touch);
    if (guard == NULL || finger_index(guard, id) < 0) { dropped++; return; }
    if (guard->sdl->shape != NULL) guard->sdl->shape(data, touch, id, major, minor);
}

static void on_orientation(void *data, struct wl_touch *touch, int32_t id, wl_fixed_t orientation) {
    struct guarded_touch *guard = guard_of(touch);
    if (guard == NULL || finger_index(guard, id) < 0) { dropped++; return; }
    if (guard->sdl->orientation != NULL) guard->sdl->orientation(data, touch, id, orientation);
}

static const struct wl_touch_listener guard_listener = {
    on_down, on_up, on_motion, on_frame, on_cancel, on_shape, on_orientation,
};

typedef int (*add_listener_function)(struct wl_proxy *, void (**)(void), void *);
typedef void (*set_tag_function)(struct wl_proxy *, const char *const *);

int wl_proxy_add_listener(struct wl_proxy *proxy, void (**implementation)(void), void *data) {
    static add_listener_function real;
    if (real == NULL) real = (add_listener_function)dlsym(RTLD_NEXT, "wl_proxy_add_listener");
    if (proxy != NULL && implementation != NULL && strcmp(wl_proxy_get_class(proxy), "wl_touch") == 0
        && in_sdl(implementation)) {
        struct guarded_touch *guard = &guards[next_guard];
        next_guard = (next_guard + 1) % guarded_touches;
        guard->touch = (struct wl_touch *)proxy;
        guard->sdl = (const struct wl_touch_listener *)implementation;
        guard->count = 0;
        active = 1;
        return real(proxy, (void (**)(void))&guard_listener, data);
    }
    return real(proxy, implementation, data);
}

void wl_proxy_set_tag(struct wl_proxy *proxy, const char *const *tag) {
    static set_tag_function real;
    if (real == NULL) real = (set_tag_function)dlsym(RTLD_NEXT, "wl_proxy_set_tag");
    if (tag != NULL && proxy != NULL && strcmp(wl_proxy_get_class(proxy), "wl_surface") == 0
        && in_sdl(__builtin_return_address(0))) {
        sdl_surface_tag = tag;
    }
    real(proxy, tag);
}
