# Gesture Sandbox: two commands on a fresh Debian/Ubuntu machine with Swift installed.
#   make run    installs missing system packages, builds in release and opens the default scene (ARGS=... passed on)
#   make test   installs what the tests need and runs the whole suite with no display (Xvfb for the X tests), builds
#               and tests the example packages in Examples/, then checks `make install` into a temporary DESTDIR
#   make install / make uninstall   PREFIX (default /usr/local) and DESTDIR as usual
# Packages are checked with dpkg -s and installed with apt-get (as root, else through sudo) only when missing.

SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
SWIFT ?= swift
ARGS ?=

# libwayland-dev: the app looks at a Wayland compositor itself before SDL starts on it; Mesa's EGL and GL drivers are
# what SDL draws with on Wayland (even its software renderer goes through a GL texture there) and with no GPU.
RUN_PACKAGES := pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev zlib1g-dev fonts-dejavu-core libwayland-dev \
	libegl-mesa0 libgl1-mesa-dri
# weston (nested in Xvfb) and imagemagick's import: the Wayland session tests (tools/test-wayland.sh); xrdb sets
# Xft.dpi for the X11 scale test.
TEST_PACKAGES := $(RUN_PACKAGES) xvfb xauth xdotool desktop-file-utils weston imagemagick x11-xserver-utils
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
XVFB := xvfb-run -a -s "-noreset -screen 0 1280x800x24"

.PHONY: all setup setup-test build run test test-examples test-install install uninstall man fuzz bench corpus-report clean print-release-flags

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

# Release builds link the Swift runtime and Foundation statically, so only the code the app uses is mapped: resident
# memory drops by 5-6 MB (the shared libFoundation and its ICU libraries alone take that much). The toolchain's lld
# links them, when it ships one, without GNU ld's warning about a glibc symbol inside Foundation.
TOOLCHAIN_BIN := $(dir $(realpath $(shell command -v $(SWIFT) 2>/dev/null)))
RELEASE_FLAGS := -c release --static-swift-stdlib $(if $(wildcard $(TOOLCHAIN_BIN)ld.lld),-Xswiftc -use-ld=lld)

build: setup
	$(SWIFT) build $(RELEASE_FLAGS) --product gesture-sandbox

# `swift run` doesn't take --static-swift-stdlib, so the built binary is started directly.
run: build
	"$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/gesture-sandbox" $(ARGS)

# For scripts that build the release app themselves (tools/bench-app.sh).
print-release-flags:
	@echo $(RELEASE_FLAGS)

# The whole suite under a virtual X server: SDL tests that need X find DISPLAY, the rest run headless anyway.
# swift test's own summary lines go to stdout.
test: setup-test
	$(SWIFT) build --build-tests
	$(XVFB) $(SWIFT) test --skip-build 2>&1
	$(MAKE) --no-print-directory test-examples
	$(MAKE) --no-print-directory test-install

# The example packages build on this one as another package would, and run their own tests (headless runs of their
# apps included), so they can't rot.
EXAMPLES := Examples/LassoSandbox Examples/TaughtShapes
test-examples: setup-test
	for example in $(EXAMPLES); do \
		$(SWIFT) build --package-path "$$example" --build-tests; \
		$(SWIFT) test --package-path "$$example" --skip-build 2>&1; \
	done

# Installs into a temporary DESTDIR and checks the result (tools/test-install.sh).
test-install: setup-test
	tools/test-install.sh

# The man page, generated from the command's own help by swift-argument-parser's plugin.
man:
	mkdir -p .build/man
	$(SWIFT) package --allow-writing-to-package-directory generate-manual --configuration debug -o .build/man >/dev/null

# The release binary; the assets under share/gesture-sandbox, where the binary looks first; the desktop entry and
# its icon in the hicolor theme, for the app grid; the man page.
install: build man
	install -Dm755 "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/gesture-sandbox" "$(INSTALL_ROOT)/bin/gesture-sandbox"
	mkdir -p "$(SHARE)/gesture-sandbox"
	cp -R Assets/images Assets/fonts Assets/sounds Assets/recordings "$(SHARE)/gesture-sandbox/"
	install -Dm644 Assets/desktop/gesture-sandbox.desktop "$(SHARE)/applications/gesture-sandbox.desktop"
	for size in $(ICON_SIZES); do \
		install -Dm644 "Assets/icons/hicolor/$$size/apps/gesture-sandbox.png" "$(SHARE)/icons/hicolor/$$size/apps/gesture-sandbox.png"; \
	done
	install -Dm644 Assets/icons/hicolor/scalable/apps/gesture-sandbox.svg "$(SHARE)/icons/hicolor/scalable/apps/gesture-sandbox.svg"
	install -Dm644 .build/man/gesture-sandbox.1 "$(SHARE)/man/man1/gesture-sandbox.1"

uninstall:
	rm -f "$(INSTALL_ROOT)/bin/gesture-sandbox" "$(SHARE)/applications/gesture-sandbox.desktop" \
		"$(SHARE)/man/man1/gesture-sandbox.1" "$(SHARE)/icons/hicolor/scalable/apps/gesture-sandbox.svg"
	for size in $(ICON_SIZES); do rm -f "$(SHARE)/icons/hicolor/$$size/apps/gesture-sandbox.png"; done
	rm -rf "$(SHARE)/gesture-sandbox"

# The seeded mutation fuzzer (release build of its own), recording parser (sandbox recordings and the evemu and
# libinput imports) and engine dispatch, FUZZ_SECONDS each. Findings (inputs that crash, run over a second or break the
# touch guarantee) land in .build/fuzz/; a crash leaves its input in .build/fuzz/*/current, and an input running past
# FUZZ_HANG_SECONDS ends that target as a hang finding saved as hang.bin (the other target still runs; the exit
# status says a finding was made). Add each to Tests/SandboxHostTests/Fixtures/fuzz-regressions/.
FUZZ_SECONDS ?= 60
FUZZ_HANG_SECONDS ?= 10
FUZZ_SEED ?= $(shell date +%s)
FUZZ := .build-fuzz/release/gesture-sandbox-fuzz
fuzz: setup
	$(SWIFT) build -c release --product gesture-sandbox-fuzz --scratch-path .build-fuzz
	status=0; \
	$(FUZZ) recordings --seconds $(FUZZ_SECONDS) --hang-seconds $(FUZZ_HANG_SECONDS) --seed $(FUZZ_SEED) \
		--out .build/fuzz/recordings Assets/recordings/*.jsonl Assets/recordings/*.evemu \
		Assets/recordings/*.libinput.yml Tests/SandboxHostTests/Fixtures/fuzz-regressions/*.jsonl || status=1; \
	$(FUZZ) dispatch --seconds $(FUZZ_SECONDS) --hang-seconds $(FUZZ_HANG_SECONDS) --seed $(FUZZ_SEED) \
		--out .build/fuzz/dispatch || status=1; \
	exit $$status

bench: setup
	cd Benchmarks && $(SWIFT) package benchmark

corpus-report: setup
	$(SWIFT) run -c release corpus-report $(ARGS)

clean:
	rm -rf .build .build-fuzz Benchmarks/.build $(addsuffix /.build,$(EXAMPLES))
