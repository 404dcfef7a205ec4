# The README's two commands: `make study` starts the tutor, `make test` runs the tests.
# Each first makes sure the Debian C libraries LayoutLab links against are installed.
APT_PACKAGES := libreadline-dev libyaml-dev

.PHONY: deps study test bench build
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
