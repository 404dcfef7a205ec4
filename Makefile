# The README's two commands: `make study` starts the tutor, `make test` runs the tests.
# Each first makes sure the Debian C libraries LayoutLab links against are installed.
APT_PACKAGES := libreadline-dev libyaml-dev

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

test: deps
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
