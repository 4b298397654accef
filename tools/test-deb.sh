#!/usr/bin/env bash
# Installs the package `make deb` wrote into a clean Debian 12 root, as a user would (`apt-get install ./…deb`), runs
# `gesture-sandbox --version` and a headless replay with a screenshot there, purges it with the dependencies it
# pulled in, and checks that no file is left that wasn't there before. The root is a debootstrap'ed bookworm
# (minbase) cached in .build/debian/bookworm, copied fresh for each run; downloaded packages are kept in
# .build/debian/archives, so a rerun needs the network only for apt's lists. Run as root (chroot, mount).
# Exits non-zero with a message on the first failure.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
fail() { echo "test-deb: $*" >&2; exit 1; }
[ "$(id -u)" = 0 ] || fail "needs root for chroot and mount (run: sudo tools/test-deb.sh)"
# A container may run as root without the right to mount (no CAP_SYS_ADMIN): the clean root can't be made there, and
# that is said in one line instead of failing half-way. Anything else that goes wrong later still fails.
probe=$(mktemp -d)
if ! mount -t proc proc "$probe" 2>/dev/null; then
    rmdir "$probe"
    echo "test-deb: SKIPPED: this machine doesn't allow mount (a container without CAP_SYS_ADMIN?), so no clean root can be made here"
    exit 0
fi
umount "$probe"
rmdir "$probe"

version=$(sed -n 's/^ *public static let number = "\(.*\)"$/\1/p' Sources/SandboxFormats/Process/AppVersion.swift)
package="gesture-sandbox_${version}_$(dpkg --print-architecture).deb"
[ -f "$package" ] || fail "no $package (make deb writes it)"
MIRROR=${MIRROR:-http://deb.debian.org/debian}

cache=.build/debian/bookworm
archives=.build/debian/archives
if [ ! -f "$cache/.complete" ]; then
    echo "test-deb: debootstrap of a Debian 12 minbase root into $cache (once; a few minutes)"
    rm -rf "$cache"
    mkdir -p "$(dirname "$cache")"
    debootstrap --variant=minbase bookworm "$cache" "$MIRROR" >.build/debian/debootstrap.log 2>&1 \
        || { tail -20 .build/debian/debootstrap.log >&2; fail "debootstrap failed"; }
    touch "$cache/.complete"
fi
mkdir -p "$archives/partial"

root=$(mktemp -d "$PWD/.build/debian/run.XXXXXX")
cleanup() {
    for mount in "$root/var/cache/apt/archives" "$root/proc"; do
        mountpoint -q "$mount" 2>/dev/null && umount "$mount"
    done
    rm -rf "$root"
}
trap cleanup EXIT
cp -a "$cache/." "$root/"
rm -f "$root/.complete"
cp /etc/resolv.conf "$root/etc/resolv.conf"
mount -t proc proc "$root/proc"
mount --bind "$archives" "$root/var/cache/apt/archives"
cp "$package" "$root/tmp/"
in_root() { chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 \
    DEBIAN_FRONTEND=noninteractive "$@"; }

# What the root holds, apt's and dpkg's own bookkeeping, logs and caches aside, and the backups shadow's tools write
# of /etc/passwd, group, shadow and gshadow.
files() {
    (cd "$root" && find . -xdev \( -path ./proc -o -path ./tmp -o -path ./var/cache -o -path ./var/lib/apt \
        -o -path ./var/lib/dpkg -o -path ./var/log -o -path ./run -o -path ./etc/passwd- -o -path ./etc/group- \
        -o -path ./etc/shadow- -o -path ./etc/gshadow- \) -prune -o -print | sort)
}
# The system users and groups: Debian keeps those a dependency created (dbus's messagebus) after a purge, by policy,
# so they are reported, and only one of this package's own would fail the test.
accounts() { cut -d: -f1 "$root/etc/passwd" "$root/etc/group" | sort -u; }

# The packages installed: a purge must leave the same set, except what apt keeps by its own policy (below).
packages() { in_root dpkg-query -W -f='${db:Status-Abbrev} ${Package}\n' | awk '$1 == "ii" {print $2}' | sort; }

in_root apt-get update -q >/dev/null || fail "apt-get update failed in the clean root"
files > "$root/../files-before.$$"
accounts_before=$(accounts)
packages_before=$(packages)
logs=.build/debian/logs
mkdir -p "$logs"
in_root apt-get install -y -q "./tmp/$package" >"$logs/install.log" 2>&1 \
    || { tail -20 "$logs/install.log" >&2; fail "apt-get install ./$package failed"; }
in_root sh -c 'command -v gesture-sandbox' | grep -qx /usr/bin/gesture-sandbox \
    || fail "gesture-sandbox is not on the path after the install"
in_root sh -c 'command -v swift' && fail "the clean root has a Swift toolchain"
[ -x "$root/usr/libexec/gesture-sandbox/gesture-sandbox-app" ] \
    || fail "the app is not /usr/libexec/gesture-sandbox/gesture-sandbox-app (the launcher starts it from there)"
got=$(in_root gesture-sandbox --version) || fail "gesture-sandbox --version failed"
[ "$got" = "gesture-sandbox $version" ] || fail "--version printed '$got', expected 'gesture-sandbox $version'"

in_root sh -c 'cd /tmp && SDL_VIDEODRIVER=offscreen timeout 120 gesture-sandbox --headless \
    --replay /usr/share/gesture-sandbox/recordings/monkey-banana-drag.jsonl --settle 0.5 \
    --screenshot /tmp/shot.png --trace /tmp/trace.jsonl' || fail "the headless replay failed in the clean root"
[ "$(head -c 8 "$root/tmp/shot.png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] \
    || fail "the screenshot is not a PNG"
size=$(od -An -tu1 -j16 -N8 "$root/tmp/shot.png" | awk '{print $3*256+$4 "x" $7*256+$8}')
[ "$size" = 1280x800 ] || fail "the screenshot is $size, expected 1280x800"
grep -q '"recognizer":"monkey.pan"' "$root/tmp/trace.jsonl" || fail "the replay's trace has no monkey.pan transition"

in_root apt-get purge -y -q gesture-sandbox >"$logs/purge.log" 2>&1 || fail "apt-get purge failed (see $logs)"
in_root apt-get autoremove --purge -y -q >>"$logs/purge.log" 2>&1 || fail "apt-get autoremove failed (see $logs)"
# Dependencies installed automatically that the clean root's own packages recommend stay after autoremove, by apt's
# policy (APT::AutoRemove::RecommendsImportant: Debian 12's apt recommends ca-certificates, which ffmpeg's libraries
# brought in, and it recommends openssl). They are reported and purged here; one installed by hand (not automatic)
# or this package itself would fail the test.
kept_packages=$(comm -13 <(echo "$packages_before") <(packages) | tr '\n' ' ')
if [ -n "${kept_packages// /}" ]; then
    automatic=$(in_root apt-mark showauto | sort)
    for kept in $kept_packages; do
        echo "$automatic" | grep -qx "$kept" || fail "$kept is still installed after the purge and not automatic"
    done
    echo "test-deb: dependencies apt keeps because the clean root's packages recommend them, purged: $kept_packages"
    # shellcheck disable=SC2086
    in_root apt-get purge -y -q $kept_packages >>"$logs/purge.log" 2>&1 || fail "apt-get purge failed (see $logs)"
fi
files > "$root/../files-after.$$"
kept=$(comm -13 <(echo "$accounts_before") <(accounts) | tr '\n' ' ')
if echo "$kept" | grep -qi gesture; then fail "users or groups left after purging: $kept"; fi
[ -z "$kept" ] || echo "test-deb: system users/groups the dependencies created and Debian keeps: $kept"
left=$(diff "$root/../files-before.$$" "$root/../files-after.$$" || true)
rm -f "$root/../files-before.$$" "$root/../files-after.$$"
[ -z "$left" ] || fail "files differ after purging (< before, > after):
$left"
echo "test-deb: $package installed in a clean Debian 12 root, ran --version and a headless replay (1280x800" \
     "screenshot), purged with its dependencies, nothing left: OK"
