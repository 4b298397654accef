/* Feeds touches into KWin through its fake-input protocol, as a touchscreen would: the commands
   come one a line on standard input: `down ID X Y`, `move ID X Y`, `up ID`, `frame`, `sleep MS`, with X and Y in
   the compositor's logical coordinates. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <wayland-client.h>
#include "fake-input-client.h"

static struct org_kde_kwin_fake_input *fake;

static void global(void *data, struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version) {
    (void)data;
    if (strcmp(interface, org_kde_kwin_fake_input_interface.name) == 0) {
        fake = wl_registry_bind(registry, name, &org_kde_kwin_fake_input_interface, version < 4 ? version : 4);
    }
}
static void global_remove(void *data, struct wl_registry *registry, uint32_t name) { (void)data; (void)registry; (void)name; }

int main(void) {
    struct wl_display *display = wl_display_connect(NULL);
    if (!display) { fprintf(stderr, "fake-touch: can't connect to the compositor\n"); return 1; }
    static const struct wl_registry_listener listener = { global, global_remove };
    struct wl_registry *registry = wl_display_get_registry(display);
    wl_registry_add_listener(registry, &listener, NULL);
    wl_display_roundtrip(display);
    if (!fake) { fprintf(stderr, "fake-touch: the compositor has no org_kde_kwin_fake_input\n"); return 1; }
    org_kde_kwin_fake_input_authenticate(fake, "gesture-sandbox tests", "touches for the end-to-end tests");
    char line[256];
    while (fgets(line, sizeof line, stdin)) {
        unsigned id; double x, y; long ms;
        if (sscanf(line, "down %u %lf %lf", &id, &x, &y) == 3) {
            org_kde_kwin_fake_input_touch_down(fake, id, wl_fixed_from_double(x), wl_fixed_from_double(y));
        } else if (sscanf(line, "move %u %lf %lf", &id, &x, &y) == 3) {
            org_kde_kwin_fake_input_touch_motion(fake, id, wl_fixed_from_double(x), wl_fixed_from_double(y));
        } else if (sscanf(line, "up %u", &id) == 1) {
            org_kde_kwin_fake_input_touch_up(fake, id);
        } else if (strncmp(line, "frame", 5) == 0) {
            org_kde_kwin_fake_input_touch_frame(fake);
        } else if (sscanf(line, "sleep %ld", &ms) == 1) {
            wl_display_roundtrip(display);
            struct timespec pause = { ms / 1000, (ms % 1000) * 1000000L };
            nanosleep(&pause, NULL);
            continue;
        } else if (line[0] != '\n' && line[0] != '#') {
            fprintf(stderr, "fake-touch: can't read %s", line);
            return 64;
        }
        wl_display_flush(display);
    }
    wl_display_roundtrip(display);
    wl_display_disconnect(display);
    return 0;
}
