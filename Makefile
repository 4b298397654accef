# Gesture Sandbox: two commands on a fresh Debian/Ubuntu machine with Swift installed.
#   make run    installs missing system packages, builds in release and opens the default scene (ARGS=... passed on)
#   make test-unit   the unit tests alone (every test target but EndToEndTests): no app process, X server or package
#   make test   installs what the tests need and runs the whole suite with no display (Xvfb for the X tests), checks
#               every public symbol of the documented modules has a doc comment, builds and tests the example
#               packages in Examples/, checks `make install` into a temporary DESTDIR, and builds the package and
#               installs, runs and purges it in a clean Debian 12 root
#   make install / make uninstall   PREFIX (default /usr/local) and DESTDIR as usual
#   make deb    writes gesture-sandbox_VERSION_ARCH.deb (dpkg-deb, dpkg-shlibdeps, lintian; tools/make-deb.sh)
#   make docs   the API documentation (DocC) as a static site in .build/docs; fails on an undocumented public symbol
#   make latency   pointer-to-pixels latency of the release app and of Chromium under Xvfb (tools/latency.py)
# Packages are checked with dpkg -s and installed with apt-get (as root, else through sudo) only when missing.

SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
SWIFT ?= swift
ARGS ?=

# libwayland-dev: the app looks at a Wayland compositor itself before SDL starts on it; Mesa's EGL and GL drivers are
# what SDL draws with on Wayland (even its software renderer goes through a GL texture there) and with no GPU.
# ffmpeg: --video pipes frames to the ffmpeg command (nothing linked); the app runs without it, --video says so.
RUN_PACKAGES := pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev zlib1g-dev fonts-dejavu-core libwayland-dev \
	libegl-mesa0 libgl1-mesa-dri libdecor-0-plugin-1-cairo ffmpeg
# make deb: dpkg-shlibdeps, lintian, appstreamcli.
DEB_PACKAGES := dpkg-dev lintian appstream
# weston (nested in Xvfb) and imagemagick's import: the Wayland session tests (tools/wayland-session.sh); mutter,
# kwin-wayland (with its Breeze decorations, as KDE has them) and dbus: GNOME's and KDE's compositors, headless
# (tools/compositor-session.sh), and plasma-wayland-protocols for the touches fed to KWin (tools/fake-touch.sh); xrdb
# sets Xft.dpi for the X11 scale test; debootstrap: the package's clean-root test (tools/test-deb.sh).
TEST_PACKAGES := $(RUN_PACKAGES) $(DEB_PACKAGES) xvfb xauth xdotool desktop-file-utils weston imagemagick \
	mutter kwin-wayland kwin-style-breeze dbus plasma-wayland-protocols x11-xserver-utils debootstrap
# make latency: tools/latency.py's X server, XTest (xdotool's libraries) and the browser it compares the app with.
LATENCY_PACKAGES := xvfb xdotool chromium
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
XVFB := xvfb-run -a -s "-noreset -screen 0 1280x800x24"

.PHONY: all setup setup-test setup-deb build run test test-unit test-end-to-end test-examples test-install test-deb deb docs install uninstall man
.PHONY: fuzz fuzz-build long-hold bench latency corpus-report clean print-release-flags

PREFIX ?= /usr/local
DESTDIR ?=
INSTALL_ROOT = $(DESTDIR)$(PREFIX)
SHARE = $(INSTALL_ROOT)/share
ICON_SIZES := 48x48 64x64 128x128 256x256 512x512

all: build

# $(1): packages to have. apt-get update runs only when one is missing.
define ensure_packages
	@missing=""; \
	for package in $(1); do dpkg -s "$$package" 2>/dev/null | grep -q "^Status: install ok installed" || missing="$$missing $$package"; done; \
	if [ -n "$$missing" ]; then \
		echo "Installing:$$missing"; \
		$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update -q; \
		$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $$missing; \
	fi
endef

setup:
	@command -v $(SWIFT) >/dev/null || { echo "Install Swift 6.2 or newer first (swift not found on PATH)" >&2; exit 1; }
	$(call ensure_packages,$(RUN_PACKAGES))

setup-test: setup
	$(call ensure_packages,$(TEST_PACKAGES))

setup-deb: setup
	$(call ensure_packages,$(DEB_PACKAGES))

# Release builds link the Swift runtime and Foundation statically, so only the code the app uses is mapped: resident
# memory drops by 5-6 MB (the shared libFoundation and its ICU libraries alone take that much). The toolchain's lld
# links them, when it ships one, without GNU ld's warning about a glibc symbol inside Foundation.
TOOLCHAIN_BIN := $(dir $(realpath $(shell command -v $(SWIFT) 2>/dev/null)))
RELEASE_FLAGS := -c release --static-swift-stdlib $(if $(wildcard $(TOOLCHAIN_BIN)ld.lld),-Xswiftc -use-ld=lld)

# Both halves of the app: gesture-sandbox, the static launcher that blocks the ending signals and execs
# gesture-sandbox-app, the app itself (a SIGTERM while the loader maps the app's libraries then waits for its handlers).
build: setup
	$(SWIFT) build $(RELEASE_FLAGS) --product gesture-sandbox-app
	$(SWIFT) build $(RELEASE_FLAGS) --product gesture-sandbox

# `swift run` doesn't take --static-swift-stdlib, so the built binary is started directly.
run: build
	"$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/gesture-sandbox" $(ARGS)

# For scripts that build the release app themselves (tools/bench-app.sh).
print-release-flags:
	@echo $(RELEASE_FLAGS)

# The whole suite under a virtual X server: SDL tests that need X find DISPLAY, the rest run headless anyway.
# swift test's own summary lines go to stdout. TMPDIR is a fresh folder that the tests must leave empty.
test: setup-test
	$(SWIFT) build --build-tests
	$(XVFB) tools/check-temporary-files.sh $(SWIFT) test --skip-build 2>&1
	tools/doc-coverage.sh $(DOC_MODULES)
	$(MAKE) --no-print-directory test-examples
	$(MAKE) --no-print-directory test-install
	$(MAKE) --no-print-directory test-deb

# The unit tests: every test target but EndToEndTests (which runs the app binary, X servers and weston), with no
# display. Under two minutes on a warm build (README).
test-unit: setup
	$(SWIFT) build --build-tests
	tools/check-temporary-files.sh $(SWIFT) test --skip-build --skip EndToEndTests 2>&1

# The end-to-end tests alone, under a virtual X server as in `make test`.
test-end-to-end: setup-test
	$(SWIFT) build --build-tests
	$(XVFB) tools/check-temporary-files.sh $(SWIFT) test --skip-build --filter EndToEndTests 2>&1

# The example packages build on this one as another package would, and run their own tests (headless runs of their
# apps included), so they can't rot. They share one build folder: both build this package's products the same way,
# so the second takes seconds instead of a whole debug build of its own (15 s against 309 s).
EXAMPLES := Examples/LassoSandbox Examples/TaughtShapes
EXAMPLES_BUILD := $(CURDIR)/.build/examples
test-examples: setup-test
	for example in $(EXAMPLES); do \
		$(SWIFT) build --package-path "$$example" --scratch-path "$(EXAMPLES_BUILD)" --build-tests; \
		tools/check-temporary-files.sh $(SWIFT) test --package-path "$$example" --scratch-path "$(EXAMPLES_BUILD)" \
			--skip-build 2>&1; \
	done
	# export-test run from a user's own app (GestureSandbox.main(scenes:)) writes the test of its own scene that the
	# example's swift test above ran: the committed file is exactly what the app writes now.
	$(EXAMPLES_BUILD)/debug/lasso-sandbox export-test Examples/LassoSandbox/Recordings/lasso-two-tiles.jsonl \
		-o $(EXAMPLES_BUILD)/LassoTwoTilesReplayTests.swift
	diff -u Examples/LassoSandbox/Tests/LassoTests/LassoTwoTilesReplayTests.swift $(EXAMPLES_BUILD)/LassoTwoTilesReplayTests.swift
	# and the app's own export-test of a built-in scene's demo recording writes the test the example ran of it.
	$(SWIFT) build --product gesture-sandbox-app
	$(SWIFT) build --product gesture-sandbox
	"$$($(SWIFT) build --show-bin-path)/gesture-sandbox" export-test Assets/recordings/knob-quarter-turn.jsonl \
		-o $(EXAMPLES_BUILD)/KnobQuarterTurnReplayTests.swift
	diff -u Examples/LassoSandbox/Tests/LassoTests/KnobQuarterTurnReplayTests.swift \
		$(EXAMPLES_BUILD)/KnobQuarterTurnReplayTests.swift

# Installs into a temporary DESTDIR and checks the result (tools/test-install.sh).
test-install: setup-test
	tools/test-install.sh

# The package, built and checked by tools/make-deb.sh; then installed, run and purged in a clean Debian 12 root
# (tools/test-deb.sh: debootstrap, cached in .build/debian; chroot and mount need root, so through sudo otherwise).
deb: setup-deb build man
	tools/make-deb.sh

test-deb: setup-test deb
	$(SUDO) tools/test-deb.sh

# The API documentation of the libraries others build on, as DocC static sites (.build/docs/<Module>, with an index):
# first every public symbol must have a doc comment (tools/doc-coverage.sh), then DocC builds each module's site
# treating any warning (a broken symbol or article link) as an error. Browse with `python3 -m http.server -d .build/docs`.
DOC_MODULES := GestureKit GestureKitTesting GestureSandboxApp
docs: setup
	tools/doc-coverage.sh $(DOC_MODULES)
	rm -rf .build/docs
	mkdir -p .build/docs
	for module in $(DOC_MODULES); do \
		$(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation --target "$$module" \
			--output-path ".build/docs/$$module" --transform-for-static-hosting --hosting-base-path "$$module" \
			--warnings-as-errors; \
	done
	tools/docs-index.sh $(DOC_MODULES) > .build/docs/index.html

# The man page, generated from the command's own help by swift-argument-parser's plugin; its blank lines (between the
# help's paragraphs) become mdoc paragraph breaks, which groff and lintian want instead.
man:
	mkdir -p .build/man
	$(SWIFT) package --allow-writing-to-package-directory generate-manual --configuration debug -o .build/man >/dev/null
	sed -i 's/^$$/.Pp/' .build/man/gesture-sandbox.1

# The release binaries: the launcher in bin, the app it starts in libexec/gesture-sandbox; the assets under
# share/gesture-sandbox, where the app looks first; the desktop entry and its icon in the hicolor theme, for the app
# grid; the man page.
install: build man
	install -Dm755 "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/gesture-sandbox" "$(INSTALL_ROOT)/bin/gesture-sandbox"
	install -Dm755 "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/gesture-sandbox-app" \
		"$(INSTALL_ROOT)/libexec/gesture-sandbox/gesture-sandbox-app"
	mkdir -p "$(SHARE)/gesture-sandbox"
	cp -R Assets/images Assets/fonts Assets/sounds Assets/recordings "$(SHARE)/gesture-sandbox/"
	install -Dm644 Assets/desktop/gesture-sandbox.desktop "$(SHARE)/applications/gesture-sandbox.desktop"
	for size in $(ICON_SIZES); do \
		install -Dm644 "Assets/icons/hicolor/$$size/apps/gesture-sandbox.png" "$(SHARE)/icons/hicolor/$$size/apps/gesture-sandbox.png"; \
	done
	install -Dm644 Assets/icons/hicolor/scalable/apps/gesture-sandbox.svg "$(SHARE)/icons/hicolor/scalable/apps/gesture-sandbox.svg"
	install -Dm644 .build/man/gesture-sandbox.1 "$(SHARE)/man/man1/gesture-sandbox.1"

uninstall:
	rm -rf "$(INSTALL_ROOT)/libexec/gesture-sandbox"
	rm -f "$(INSTALL_ROOT)/bin/gesture-sandbox" "$(SHARE)/applications/gesture-sandbox.desktop" \
		"$(SHARE)/man/man1/gesture-sandbox.1" "$(SHARE)/icons/hicolor/scalable/apps/gesture-sandbox.svg"
	for size in $(ICON_SIZES); do rm -f "$(SHARE)/icons/hicolor/$$size/apps/gesture-sandbox.png"; done
	rm -rf "$(SHARE)/gesture-sandbox"

# The seeded mutation fuzzer (release build of its own, with the app for the signal matrix), FUZZ_SECONDS per target:
# recording parser (sandbox recordings and the evemu and libinput imports), engine dispatch, traces as timeline and
# check read them (seeded with the demo recordings' traces), tuning files, Linux recordings as import reads them,
# gestures files and the Teach scene's Save (structure-aware, saves under planted links),
# the signal matrix (TERM, INT, HUP, QUIT, PIPE sent to the app at random moments, its outputs then audited), and
# display-loss (weston or Xvfb killed under the windowed app at random moments: it must end within 1.5 s, one line).
# Findings (inputs that crash, run over a second or break what the target checks) land in .build/fuzz/TARGET/; a
# crash leaves its input in .build/fuzz/TARGET/current, and an input running past FUZZ_HANG_SECONDS ends that target
# as a hang finding saved as hang.bin (the other targets still run; the exit status says a finding was made). Add
# each to Tests/EndToEndTests/Fixtures/fuzz-regressions/. FUZZ_TARGETS picks some; `make long-hold` is the
# memory check of a held two-finger gesture (LONG_HOLD_MINUTES of virtual time, held against lifted).
FUZZ_SECONDS ?= 60
FUZZ_HANG_SECONDS ?= 10
FUZZ_SEED ?= $(shell date +%s)
FUZZ_TARGETS ?= recordings dispatch traces tuning imports gestures signals display-loss
LONG_HOLD_MINUTES ?= 60
FUZZ_BIN := .build-fuzz/release
FUZZ_RECORDINGS := Assets/recordings/*.jsonl Assets/recordings/*.evemu Assets/recordings/*.libinput.yml \
	Tests/EndToEndTests/Fixtures/fuzz-regressions/*.jsonl
FUZZ_LINUX := Assets/recordings/*.evemu Assets/recordings/*.libinput.yml \
	$(wildcard Tests/EndToEndTests/Fixtures/fuzz-regressions/*.evemu Tests/EndToEndTests/Fixtures/fuzz-regressions/*.yml)
fuzz-build: setup
	$(SWIFT) build -c release --product gesture-sandbox-fuzz --scratch-path .build-fuzz
	$(SWIFT) build -c release --product gesture-sandbox-app --scratch-path .build-fuzz
	$(SWIFT) build -c release --product gesture-sandbox --scratch-path .build-fuzz

fuzz: fuzz-build
	mkdir -p .build/fuzz/seed-traces
	for recording in Assets/recordings/*.jsonl; do \
		SDL_AUDIODRIVER=dummy XDG_STATE_HOME="$(CURDIR)/.build/fuzz/state" $(FUZZ_BIN)/gesture-sandbox --headless --replay "$$recording" \
			--trace ".build/fuzz/seed-traces/$$(basename "$$recording" .jsonl).trace.jsonl"; \
	done
	status=0; \
	for target in $(FUZZ_TARGETS); do \
		case $$target in \
			recordings) seeds="$(FUZZ_RECORDINGS)";; \
			traces) seeds=".build/fuzz/seed-traces/*.trace.jsonl Examples/LassoSandbox/Recordings/*.trace.jsonl";; \
			imports) seeds="$(FUZZ_LINUX)";; \
			signals|display-loss) seeds="Assets/recordings/*.jsonl";; \
			gestures) seeds="Examples/TaughtShapes/Sources/TaughtShapes/Resources/gestures.json";; \
			*) seeds="";; \
		esac; \
		$(FUZZ_BIN)/gesture-sandbox-fuzz $$target --seconds $(FUZZ_SECONDS) --hang-seconds $(FUZZ_HANG_SECONDS) \
			--seed $(FUZZ_SEED) --out .build/fuzz/$$target --app $(FUZZ_BIN)/gesture-sandbox $$seeds || status=1; \
	done; \
	exit $$status

long-hold: fuzz-build
	$(FUZZ_BIN)/gesture-sandbox-fuzz long-hold --app $(FUZZ_BIN)/gesture-sandbox --minutes $(LONG_HOLD_MINUTES) \
		--out .build/fuzz/long-hold

bench: setup
	cd Benchmarks && $(SWIFT) package benchmark

# Pointer-to-pixels latency of the release app (puck, monkey) and Chromium under Xvfb (docs/benchmarks.md).
latency: build
	$(call ensure_packages,$(LATENCY_PACKAGES))
	SKIP_BUILD=1 python3 tools/latency.py $(ARGS)

corpus-report: setup
	$(SWIFT) run -c release corpus-report $(ARGS)

clean:
	rm -rf .build .build-fuzz gesture-sandbox_*.deb Benchmarks/.build $(addsuffix /.build,$(EXAMPLES))
