#ifndef GESTURE_SANDBOX_DISPLAY_ESCAPE_H
#define GESTURE_SANDBOX_DISPLAY_ESCAPE_H

/* Escaping from an SDL call that will never return once the display server is gone: the main thread makes such
   calls through gs_display_call_escapable; another thread that knows the connection is gone sends it `signal`
   (gs_display_escape), and the handler jumps back out of SDL to the call's start, which then returns 1. Nothing of
   SDL is used again: the app writes its outputs and exits.

   A compiled C file of its own, not a header of static inline functions: the handler, the jump point and the flag
   saying the main thread is inside such a call must be one each in the process. As statics in a header each copy of
   the inline functions had its own: Swift specializes the generic `DisplayConnection.duringSDL` into its callers'
   files, whose LLVM modules then held other copies, so in release builds the handler never saw the main thread in
   a call, never jumped, and a present stuck on a dead Wayland connection ended without the fingers' cancels. */

typedef void (*gs_display_body)(void *context);
typedef void (*gs_display_lost_handler)(void);

/* Installs the handler for `signal_number`, unblocks it on the calling thread and notes that thread as the main
   thread. */
void gs_display_install_escape(int signal_number);

/* Runs body(context); 0 when it returned, 1 when the main thread was sent out of it. */
int gs_display_call_escapable(gs_display_body body, void *context);

/* Sends the main thread out of the SDL call it is stuck in (nothing happens if it is not in one). */
void gs_display_escape(int signal_number);

/* Whether the calling thread is the one gs_display_install_escape noted. */
int gs_display_is_main_thread(void);

/* Whether the main thread is inside gs_display_call_escapable now. */
int gs_display_is_escapable(void);

/* Puts a handler in Xlib's fatal I/O error handler, in the libX11 SDL loaded (SDL opens it itself, so it is looked
   up there rather than linked). Inside an escapable call on the main thread the error jumps out of it; elsewhere it
   calls `handler`, which must not return (Xlib would exit with its own two lines). 1 when installed. */
int gs_display_install_x11_handler(gs_display_lost_handler handler);

#endif
