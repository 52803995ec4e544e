# `make lab`  - set up .venv (first time only) and open the lessons in JupyterLab
# `make test` - set up .venv (first time only) and run every test the project has
# `make classroom` - serve the classroom page with Voila on localhost
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8888
PYTEST_ARGS ?=

.PHONY: test lab classroom benchmarks clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

# A stamp per extra: pip runs again only when pyproject.toml changes.
$(VENV)/.installed-%: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[$*]'
	touch $@

test: $(VENV)/.installed-test $(VENV)/.installed-browser
	$(PY) -m pytest $(PYTEST_ARGS)

lab: $(VENV)/.installed-notebooks
	@echo "JupyterLab on http://127.0.0.1:$(PORT)/lab (Ctrl-C stops it)"
	$(VENV)/bin/jupyter lab --no-browser --allow-root --ip=127.0.0.1 --port=$(PORT) \
	    --ServerApp.root_dir=notebooks

classroom: $(VENV)/.installed-browser $(VENV)/.installed-notebooks
	@echo "Voila on http://127.0.0.1:$(PORT)/ (Ctrl-C stops it)"
	$(VENV)/bin/voila --no-browser --port=$(PORT) --Voila.ip=127.0.0.1 notebooks/classroom.ipynb

benchmarks: $(VENV)/.installed-test
	for b in benchmarks/bench_*.py; do $(PY) $$b || exit 1; done

clean:
	rm -rf $(VENV) build *.egg-info
