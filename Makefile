# The README's two commands: `make study` starts the tutor, `make test` runs the tests.
# Each first makes sure the Debian C libraries LayoutLab links against are installed.
APT_PACKAGES := libreadline-dev libyaml-dev zlib1g-dev libxml2-utils perl
# Test tooling from PyPI: jsonschema validates the JSON reports against docs/schemas.
PIP_PACKAGES := jsonschema

.PHONY: deps study test bench bench-compare build
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
	@python3 -c "import jsonschema" 2>/dev/null || python3 -m pip install --user -q $(PIP_PACKAGES) 2>/dev/null \
	  || python3 -m pip install --user -q --break-system-packages $(PIP_PACKAGES)

test: deps test-tools
	swift test

bench: deps
	swift build -c release --product layoutlab-bench
	./.build/release/layoutlab-bench all

# Times LayoutLab's solver and kiwisolver (kiwi C++ with its Python binding, from PyPI) on the
# same workloads, interleaved, and prints the ratios (docs/performance/solver.md).
bench-compare: deps
	python3 -c "import kiwisolver" 2>/dev/null || python3 -m pip install --quiet "kiwisolver==1.5.1"
	swift build -c release --product layoutlab-bench
	python3 benchmarks/kiwi_compare.py ./.build/release/layoutlab-bench --repetitions 3
