# The two commands of the README: `make run` (Vitrine on its embedded defaults) and
# `make test` (the whole test suite). Both build the virtual environment on first use,
# from the lock (uv.lock, exported with hashes to requirements*.lock for pip).
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
UV := $(BIN)/uv
# The two files pip installs from: exports of uv.lock, every file pinned by its hash.
EXPORT := $(UV) export --frozen --quiet --no-emit-project --no-header --format requirements-txt
LOCK_HINT := The lock does not match pyproject.toml: run 'make lock', then commit uv.lock, requirements.lock and requirements-dev.lock.

.PHONY: run test lint lock lock-check bench playout clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# uv only writes and checks the lock; installing is pip's job (below), so that a machine
# with nothing but Python installs Vitrine the same way.
$(UV): | $(BIN)/python
	$(BIN)/python -m pip install --quiet "uv>=0.5,<1"

$(VENV)/.installed: pyproject.toml uv.lock requirements-dev.lock | $(BIN)/python
	@$(MAKE) --no-print-directory lock-check
	$(BIN)/python -m pip install --quiet --require-hashes -r requirements-dev.lock
	$(BIN)/python -m pip install --quiet --no-deps -e .
	touch $@

# Refresh the lock after editing pyproject.toml (keeps every pin that still fits).
lock: $(UV)
	$(UV) lock
	$(EXPORT) -o requirements.lock
	$(EXPORT) --extra dev -o requirements-dev.lock

# Fails, saying to run `make lock`, when the lock or its exports are behind pyproject.toml.
lock-check: $(UV)
	@$(UV) lock --check --quiet || { echo "$(LOCK_HINT)" >&2; exit 1; }
	@$(EXPORT) | cmp -s - requirements.lock || { echo "$(LOCK_HINT)" >&2; exit 1; }
	@$(EXPORT) --extra dev | cmp -s - requirements-dev.lock \
		|| { echo "$(LOCK_HINT)" >&2; exit 1; }

run: $(VENV)/.installed
	DEBUG=$${DEBUG:-true} $(BIN)/python manage.py rundev

test: $(VENV)/.installed
	$(BIN)/python -m pytest $(PYTEST_ARGS)

lint: $(VENV)/.installed
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/bandit -c pyproject.toml -r -q .
	$(BIN)/lint-imports --no-cache --no-logo

bench: $(VENV)/.installed
	$(BIN)/python -m pip install --quiet -e ".[dev,bench]"
	$(BIN)/python manage.py bench $(BENCH_ARGS)

clean:
	rm -rf $(VENV) var build *.egg-info
