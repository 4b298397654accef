#!/usr/bin/env bash
# Builds gesture-sandbox_VERSION_ARCH.deb in the repository's folder with Debian's own tools: `make install` into a
# staging root (release binaries: the launcher in /usr/bin, the app in /usr/libexec/gesture-sandbox; assets, desktop
# entry, icons, man page), then the Debian parts: the binaries stripped, the fonts linked to fonts-dejavu-core
# instead of copied, the man page compressed, the AppStream metainfo (checked with appstreamcli), the copyright file
# and changelog, the lintian override for the static launcher, md5sums, and a control file whose Depends
# dpkg-shlibdeps reads off the app. dpkg-deb builds it and lintian checks it: any error fails the build.
# The version is the app's own (Sources/SandboxFormats/Process/AppVersion.swift, what --version prints).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
fail() { echo "make-deb: $*" >&2; exit 1; }

# Where the package and its metainfo point; set PROJECT_URL to the published repository.
PROJECT_URL=${PROJECT_URL:-https://github.com/OWNER/gesture-sandbox}
SCREENSHOT_URL=${SCREENSHOT_URL:-${PROJECT_URL/github.com/raw.githubusercontent.com}/main/docs/screenshots}
MAINTAINER=${MAINTAINER:-Gesture Sandbox maintainers <maintainers@users.noreply.a-seed-c54ebf70.example>}
APPSTREAM_ID=io.github.gesture_sandbox.gesture_sandbox

version=$(sed -n 's/^ *public static let number = "\(.*\)"$/\1/p' Sources/SandboxFormats/Process/AppVersion.swift)
[ -n "$version" ] || fail "no version in Sources/SandboxFormats/Process/AppVersion.swift"
arch=$(dpkg --print-architecture)
package="gesture-sandbox_${version}_${arch}.deb"
# The date of the commit that set the version, so rebuilding the same commit gives the same metadata.
release_epoch=$(git log -1 --format=%ct -- Sources/SandboxFormats/Process/AppVersion.swift 2>/dev/null || date +%s)
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$release_epoch}

work=.build/deb
stage="$work/root"
rm -rf "$work"
mkdir -p "$stage"
make --no-print-directory install DESTDIR="$PWD/$stage" PREFIX=/usr >/dev/null
share="$stage/usr/share"

app=usr/libexec/gesture-sandbox/gesture-sandbox-app
strip --remove-section=.comment --remove-section=.note --strip-unneeded "$stage/usr/bin/gesture-sandbox" "$stage/$app"

# Debian ships DejaVu in fonts-dejavu-core: link to it (the app finds fonts/ beside its assets either way).
for font in "$share"/gesture-sandbox/fonts/*.ttf; do
    name=$(basename "$font")
    [ -e "/usr/share/fonts/truetype/dejavu/$name" ] || fail "fonts-dejavu-core has no $name"
    ln -sf "$(realpath -m --relative-to="$share/gesture-sandbox/fonts" "$share/fonts/truetype/dejavu/$name")" "$font"
done
rm -f "$share"/gesture-sandbox/fonts/LICENSE-*

gzip -9n "$share/man/man1/gesture-sandbox.1"

substitute() {
    sed -e "s|@VERSION@|$version|g" -e "s|@ARCH@|$arch|g" -e "s|@MAINTAINER@|$MAINTAINER|g" \
        -e "s|@PROJECT_URL@|$PROJECT_URL|g" -e "s|@SCREENSHOT_URL@|$SCREENSHOT_URL|g" \
        -e "s|@APPSTREAM_ID@|$APPSTREAM_ID|g" -e "s|@DATE@|$(date -u -d "@$SOURCE_DATE_EPOCH" +%F)|g" \
        -e "s|@CHANGELOG_DATE@|$(date -u -R -d "@$SOURCE_DATE_EPOCH")|g" \
        -e "s|@INSTALLED_SIZE@|${installed_size:-}|g" -e "s|@DEPENDS@|${depends:-}|g" "$1"
}

metainfo="$share/metainfo/$APPSTREAM_ID.metainfo.xml"
mkdir -p "$share/metainfo"
substitute packaging/gesture-sandbox.metainfo.xml.in > "$metainfo"
appstreamcli validate --no-net --pedantic "$metainfo" >"$work/appstream.log" 2>&1 \
    || { cat "$work/appstream.log" >&2; fail "the AppStream metainfo is invalid"; }

# The static launcher, said to lintian (packaging/lintian-overrides).
install -Dm644 packaging/lintian-overrides "$share/lintian/overrides/gesture-sandbox"

doc="$share/doc/gesture-sandbox"
install -Dm644 packaging/copyright "$doc/copyright"
substitute packaging/changelog.in | gzip -9n > "$doc/changelog.gz"

find "$stage" -type d -exec chmod 755 {} +
find "$stage" -type f -exec chmod 644 {} +
chmod 755 "$stage/usr/bin/gesture-sandbox" "$stage/$app"

# dpkg-shlibdeps wants a source package's debian/control to read; a minimal one in the work folder will do.
mkdir -p "$work/shlibs/debian"
printf 'Source: gesture-sandbox\n\nPackage: gesture-sandbox\nArchitecture: any\n' > "$work/shlibs/debian/control"
# The launcher is static (nothing to depend on): the app's libraries are the package's.
binary="$PWD/$stage/$app"
shlibs=$(cd "$work/shlibs" && dpkg-shlibdeps -O "$binary" 2>"$PWD/../shlibdeps.log") \
    || { cat "$work/shlibdeps.log" >&2; fail "dpkg-shlibdeps failed"; }
# libdecor's plugin: SDL's Wayland window gets its title bar from it where the compositor leaves decorations to
# clients (GNOME); without one libdecor prints "No plugins found" on every start (issue 35).
depends="${shlibs#shlibs:Depends=}, fonts-dejavu-core, libdecor-0-plugin-1-cairo"
installed_size=$(du -sk --apparent-size "$stage" | cut -f1)

mkdir -p "$stage/DEBIAN"
(cd "$stage" && find usr -type f -print0 | sort -z | xargs -0 md5sum) > "$stage/DEBIAN/md5sums"
substitute packaging/control.in > "$stage/DEBIAN/control"
chmod 644 "$stage/DEBIAN/md5sums" "$stage/DEBIAN/control"

dpkg-deb --root-owner-group -Zxz --build "$stage" "$package" >/dev/null
lintian --fail-on error --tag-display-limit 0 "$package" | tee "$work/lintian.log" \
    || fail "lintian found errors in $package (above)"
echo "make-deb: $package ($(du -k "$package" | cut -f1) KB; Depends: $depends)"
