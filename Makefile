# Pharaoh's Table: set-up, build, play, test, bench.
# Needs Python 3.11+, Node.js and npm (Debian: apt-get install -y python3 python3-venv nodejs npm).
# Every step is stamped, so a second run only does what changed.

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8000
CHROMIUM ?= /usr/bin/chromium
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: help setup play serve test lint typecheck pytest e2e bench vendor build site chromium clean distclean

help:
	@echo "make play   - set up, build and serve the game on http://127.0.0.1:$(PORT)/"
	@echo "make test   - set up, then ruff, mypy --strict and pytest (unit, doctests, e2e in Chromium)"
	@echo "make bench  - boot time (cold/warm/SW/offline), first visit's bytes and menu at 10 Mbit/s, playouts, hard bots' decision times"
	@echo "make vendor - fetch the pinned Pyodide/PyScript/wheels into static/vendor/"
	@echo "make site   - build the deployable site into _site/"

# ---------------------------------------------------------------- set-up

$(VENV)/.stamp: pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit("Python 3.11+ is needed, found " + sys.version.split()[0]) if sys.version_info < (3, 11) else None'
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[dev]'
	@touch $@

setup: $(VENV)/.stamp vendor build

# The vendored runtime (npm ci + pip download + patched lock): tools/vendor.py checks its
# stamp and the files itself, so it runs every time and returns at once when all is current.
vendor:
	@$(PYTHON) tools/vendor.py

# The Python package for the page: tools/pack.py compares content and rewrites
# build/pharaoh.zip only when a file under py/pharaoh changed (added, edited or removed).
build:
	@$(PYTHON) tools/pack.py

# Debian's Chromium for the e2e tests and the bench (no browser download).
chromium:
	@if [ ! -x $(CHROMIUM) ]; then \
		echo "Installing Debian's chromium"; \
		$(SUDO) apt-get update && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y chromium; \
	fi

# ---------------------------------------------------------------- play

play: $(VENV)/.stamp vendor build
	@echo
	@echo "  Pharaoh's Table: open http://127.0.0.1:$(PORT)/"
	@echo
	$(PYTHON) tools/serve.py --port $(PORT)

serve: play

# ---------------------------------------------------------------- test

lint: $(VENV)/.stamp
	$(VENV)/bin/ruff check .

typecheck: $(VENV)/.stamp
	$(VENV)/bin/mypy --strict

pytest: $(VENV)/.stamp vendor build chromium
	$(PY) -m pytest

e2e: $(VENV)/.stamp vendor build chromium
	$(PY) -m pytest e2e

# All four run even if one fails; the target fails if any did.  The browser tests (e2e/,
# mostly waiting on Chromium) run in a second process beside ruff, mypy and the other tests;
# their output is kept in a file and printed after the rest's.  (-m, not --ignore: testpaths
# names e2e, and --ignore leaves in what is named.)
test: $(VENV)/.stamp vendor build chromium
	@status=0; log=$$(mktemp); \
	$(PY) -m pytest -p no:cacheprovider e2e >$$log 2>&1 & e2e=$$!; \
	trap 'kill $$e2e 2>/dev/null; rm -f $$log' EXIT; \
	echo "== pytest e2e/ runs in the background; its output comes last"; \
	echo "== ruff"; $(VENV)/bin/ruff check . || status=1; \
	echo "== mypy --strict"; $(VENV)/bin/mypy --strict || status=1; \
	echo "== pytest (all but e2e/)"; $(PY) -m pytest -m "not e2e" || status=1; \
	echo "== pytest e2e/"; wait $$e2e || status=1; cat $$log; \
	exit $$status

# ---------------------------------------------------------------- bench, site

bench: $(VENV)/.stamp vendor build chromium
	$(PY) tools/bench.py

site: vendor build
	$(PYTHON) tools/build_site.py

clean:
	rm -rf build _site e2e/artifacts test-results .pytest_cache .mypy_cache .ruff_cache
	find . -name __pycache__ -type d -not -path './node_modules/*' -not -path './.venv/*' -prune -exec rm -rf {} +

distclean: clean
	rm -rf $(VENV) node_modules static/vendor .cache
