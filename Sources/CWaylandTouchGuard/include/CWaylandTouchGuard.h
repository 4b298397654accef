#ifndef GESTURE_SANDBOX_WAYLAND_TOUCH_GUARD_H
#define GESTURE_SANDBOX_WAYLAND_TOUCH_GUARD_H

/* A guard between the compositor's touches and SDL 2.26's wl_touch handlers, which trust every event: a finger that
   moves or lifts with no down SDL saw (a touchscreen that appears while a finger is on it: the seat gains touch after
   the down was sent) made SDL look up a surface it never had and crash in wl_proxy_get_user_data; a finger that goes
   down on a surface that is not SDL's window (libdecor's title bar on GNOME, SDL issue #7726, fixed in SDL 2.28)
   made it read libdecor's data as its window's. The guard forwards to SDL only the fingers that went down on SDL's own
   surfaces, and counts the events it holds back.

   It works by defining wl_proxy_add_listener in the app, which the dynamic linker then prefers for every library's
   calls (the executable is searched first); only SDL's listener for a wl_touch is wrapped, every other call goes to
   libwayland-client's as it is. */

/* Events held back since the start: moves, lifts and shape changes of fingers SDL never saw go down, and downs on
   surfaces that are not SDL's. */
unsigned long gs_touch_guard_dropped(void);

/* Whether SDL's wl_touch listener is behind the guard (a Wayland session with a touch-capable seat). */
int gs_touch_guard_active(void);

#endif
