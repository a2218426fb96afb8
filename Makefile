# recipes: build, test, run and install. Every target installs what is missing first.
SHELL := /bin/bash
PREFIX ?= /usr/local
SWIFT ?= swift
RELEASE_FLAGS := -c release --static-swift-stdlib -Xswiftc -static-executable
BIN := .build/release/recipes
APT_PACKAGES := libcmark-gfm-dev libcmark-gfm-extensions-dev libncurses-dev
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# The official MCP Python SDK, a real client for the tests of `recipes mcp`.
MCP_VENV := .build/mcp-venv
MCP_SDK := mcp==2.3.0

.PHONY: all deps build test run install lint-recipes format-lint bench clean mcp-client

all: build

## deps: install the C libraries (cmark-gfm, ncursesw) with apt-get when pkg-config cannot find them.
deps:
	@if pkg-config --exists libcmark-gfm ncursesw && [ -f /usr/include/cmark-gfm-core-extensions.h ]; then :; \
	elif command -v apt-get >/dev/null; then \
		echo "Installing $(APT_PACKAGES) with apt-get"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $(APT_PACKAGES) >/dev/null; \
	else \
		echo "error: cmark-gfm and ncursesw development files are missing and apt-get is not available." >&2; \
		echo "Install $(APT_PACKAGES) (or your system's equivalents) and run make again." >&2; exit 1; \
	fi

## build: release build of .build/release/recipes (static Swift runtime for a fast start).
build: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product recipes

## test: the code format (swift format lint, .swift-format), unit, import, render and end-to-end tests, then the recipe library lint.
test: build format-lint
	@command -v tmux >/dev/null || ($(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq tmux >/dev/null)
	RECIPES_BIN=$(CURDIR)/$(BIN) $(SWIFT) test --parallel
	$(MAKE) --no-print-directory mcp-client
	$(MCP_VENV)/bin/python Tests/MCPClient/test_recipes_mcp.py $(BIN) Recipes
	$(MAKE) --no-print-directory lint-recipes

## mcp-client: a virtual environment with the MCP Python SDK (PyPI `mcp`) under .build/.
mcp-client: $(MCP_VENV)/.installed

$(MCP_VENV)/.installed:
	@python3 -m venv $(MCP_VENV) 2>/dev/null || { \
		echo "Installing python3-venv with apt-get"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq python3-venv >/dev/null; \
		rm -rf $(MCP_VENV); python3 -m venv $(MCP_VENV); }
	$(MCP_VENV)/bin/pip install -q --disable-pip-version-check $(MCP_SDK)
	@touch $@

## run: open the bundled library.
run: build
	$(BIN) $(ARGS)

## install: the binary, the bundled recipes, the man page and the bash, zsh and fish completions
## under PREFIX (DESTDIR for staging); the bench and test harness are never installed.
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
install: build
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/recipes/Recipes $(MANDIR) $(BASHDIR) $(ZSHDIR) $(FISHDIR)
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/recipes
	cp -R Recipes/. $(DESTDIR)$(PREFIX)/share/recipes/Recipes/
	$(BIN) man > $(MANDIR)/recipes.1
	$(BIN) completions bash > $(BASHDIR)/recipes
	$(BIN) completions zsh > $(ZSHDIR)/_recipes
	$(BIN) completions fish > $(FISHDIR)/recipes.fish
	@echo "installed recipes under $(DESTDIR)$(PREFIX): bin/recipes, share/recipes/Recipes, the man page and completions"

## format-lint: the code follows .swift-format (run `swift format format -i -r Sources Tests Package.swift` to fix).
format-lint:
	$(SWIFT) format lint --strict -r Sources Tests Package.swift

## lint-recipes: house-format lint of Recipes/ and swiftc -parse of every code block.
lint-recipes: build
	$(BIN) lint Recipes
	Scripts/parse-recipe-code Recipes

## bench: speed and memory against rg, fzf --filter and SQLite FTS5 on the same files (report in Bench/out/).
bench: deps
	Bench/run

clean:
	rm -rf .build
