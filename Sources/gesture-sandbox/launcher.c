/// What the user runs as `gesture-sandbox`: it blocks the signals that end the app, then execs the app itself
/// (`gesture-sandbox-app`), so a SIGTERM sent while the dynamic loader maps the app's 84 libraries (25-230 ms) waits,
/// pending, until the app's handlers are in and `TerminationSignals.install()` unblocks it (issue 36). The mask and
/// pending signals survive execve and the process id stays the same. Plain C, linked statically: nothing to load
/// before the sigprocmask.
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/// The app beside the launcher (the build folders), else where `make install` and the package put it: the launcher
/// is PREFIX/bin/gesture-sandbox, the app PREFIX/libexec/gesture-sandbox/gesture-sandbox-app.
static const char beside[] = "gesture-sandbox-app";
static const char installed[] = "libexec/gesture-sandbox/gesture-sandbox-app";

int main(int argc, char **argv) {
    (void)argc;
    // TerminationSignals.ending: the app unblocks these once its handlers are installed.
    sigset_t ending;
    sigemptyset(&ending);
    sigaddset(&ending, SIGINT);
    sigaddset(&ending, SIGTERM);
    sigaddset(&ending, SIGHUP);
    sigaddset(&ending, SIGQUIT);
    sigaddset(&ending, SIGPIPE);
    sigprocmask(SIG_BLOCK, &ending, NULL);

    char folder[PATH_MAX];
    ssize_t length = readlink("/proc/self/exe", folder, sizeof folder);
    if (length == sizeof folder) errno = ENAMETOOLONG;
    if (length <= 0 || length == sizeof folder) {
        fprintf(stderr, "gesture-sandbox: cannot read /proc/self/exe to find the app: %s\n", strerror(errno));
        return 1;
    }
    folder[length] = '\0';
    char *slash = strrchr(folder, '/');
    if (slash) *slash = '\0';
    // PREFIX: the launcher's folder's parent, so the installed path is named without `..`.
    char prefix[PATH_MAX];
    memcpy(prefix, folder, sizeof prefix);
    slash = strrchr(prefix, '/');
    if (slash) *slash = '\0';

    // A path too long for PATH_MAX is not looked at (it is named, cut, in the message).
    char paths[2][PATH_MAX];
    int lengths[2] = {snprintf(paths[0], sizeof paths[0], "%s/%s", folder, beside),
                      snprintf(paths[1], sizeof paths[1], "%s/%s", prefix, installed)};
    for (int index = 0; index < 2; index++) {
        if (lengths[index] < 0 || lengths[index] >= PATH_MAX || access(paths[index], X_OK) != 0) continue;
        execv(paths[index], argv);
        fprintf(stderr, "gesture-sandbox: cannot start %s: %s\n", paths[index], strerror(errno));
        return 1;
    }
    fprintf(stderr, "gesture-sandbox: the app is neither at %s nor at %s; build it with "
            "`swift build --product gesture-sandbox-app` (or `make build`)\n", paths[0], paths[1]);
    return 1;
}
