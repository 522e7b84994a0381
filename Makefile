# The two commands of the README: `make run` (Vitrine on its embedded defaults) and
# `make test` (the whole test suite). Both build the virtual environment on first use.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin

.PHONY: run test lint playout clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	touch $@

run: $(VENV)/.installed
	DEBUG=$${DEBUG:-true} $(BIN)/python manage.py rundev

test: $(VENV)/.installed
	$(BIN)/python -m pytest $(PYTEST_ARGS)

lint: $(VENV)/.installed
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/bandit -c pyproject.toml -r -q .

clean:
	rm -rf $(VENV) var build *.egg-info
