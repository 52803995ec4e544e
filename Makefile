# `make lab`  - set up .venv (first time only) and open the lessons in JupyterLab
# `make notebook` - the same in Notebook 7 (`jupyter notebook`)
# `make test` - set up .venv (first time only) and run every test the project has
# `make classroom` - serve the classroom page with Voila on localhost
# `make present LESSON=02a_maids_princes_and_maids` - serve one lesson with Voila: no code, projector boards
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8888
PYTEST_ARGS ?=

.PHONY: test lab notebook classroom present benchmarks notebooks catalogs clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

# A stamp per extra: pip runs again only when pyproject.toml or the C search changes
# (pip compiles the C searches, solitaire/solver/{maids,spider}/_search.c, through setup.py).
$(VENV)/.installed-%: pyproject.toml setup.py $(wildcard solitaire/solver/maids/_*.[ch] solitaire/solver/spider/_*.[ch]) | $(PY)
	$(PY) -m pip install --quiet -e '.[$*]'
	touch $@

# Unit, property and doctests, the cluster test (dask on 127.0.0.1), the wheel test (built and
# installed into a fresh venv), the browser tests, then the lessons under strict nbval.
test: $(VENV)/.installed-test $(VENV)/.installed-browser
	$(PY) -m pytest tests solitaire $(NOTEBOOK_TESTS) $(PYTEST_ARGS)

NOTEBOOK_TESTS = $(if $(wildcard notebooks/*.ipynb),--nbval notebooks --nbval-sanitize-with tests/nbval_sanitize.cfg)

# Re-execute every lesson in place (after the engine, drawing or widgets change).
notebooks: $(VENV)/.installed-notebooks $(VENV)/.installed-test
	$(VENV)/bin/jupyter nbconvert --to notebook --execute --inplace \
	    --ExecutePreprocessor.timeout=600 --ExecutePreprocessor.store_widget_state=False \
	    --ExecutePreprocessor.record_timing=False notebooks/*.ipynb

# Extract the messages a class sees into the Ukrainian and Russian catalogs and compile them
# (solitaire/locale/<lang>/LC_MESSAGES/<part>.po -> .mo); translate what comes in empty, then run it again.
catalogs: $(VENV)/.installed-test
	$(PY) -m solitaire.catalogs

# JupyterLab's news prompt ("fetch news?") is switched off in the venv's own configuration.
LAB_PAGE_CONFIG := $(VENV)/etc/jupyter/labconfig/page_config.json
$(LAB_PAGE_CONFIG): | $(PY)
	mkdir -p $(dir $@)
	echo '{"disabledExtensions": {"@jupyterlab/apputils-extension:announcements": true}}' > $@

lab: $(VENV)/.installed-notebooks $(LAB_PAGE_CONFIG)
	@echo "JupyterLab starts on http://127.0.0.1:$(PORT)/lab: open the address with the token it prints below (Ctrl-C stops it)"
	$(VENV)/bin/jupyter lab --no-browser --allow-root --ip=127.0.0.1 --port=$(PORT) --ServerApp.port_retries=0 \
	    --ServerApp.root_dir=notebooks

notebook: $(VENV)/.installed-notebooks $(LAB_PAGE_CONFIG)
	@echo "Notebook 7 starts on http://127.0.0.1:$(PORT)/tree: open the address with the token it prints below (Ctrl-C stops it)"
	$(VENV)/bin/jupyter notebook --no-browser --allow-root --ip=127.0.0.1 --port=$(PORT) --ServerApp.port_retries=0 \
	    --ServerApp.root_dir=notebooks

CLASSROOM_PORT ?= 8866
# A kernel is kept running the page ahead of the next visitor (Voila's preheated kernels): the
# board is clickable about 2.4 s after the request instead of 4.2 s (benchmarks/bench_page_load.py).
VOILA_ROOM := --preheat_kernel=True --pool_size=1 --no-browser --port=$(CLASSROOM_PORT) --Voila.port_retries=0 \
    --Voila.ip=127.0.0.1
classroom: $(VENV)/.installed-classroom
	@echo "Voila on http://127.0.0.1:$(CLASSROOM_PORT)/ (Ctrl-C stops it)"
	SOLITAIRE_THEME=projector $(VENV)/bin/voila $(VOILA_ROOM) notebooks/classroom.ipynb

# One lesson as a page for the projector: Voila hides the code, SOLITAIRE_THEME draws every board big.
LESSON ?=
present: $(VENV)/.installed-classroom
	@if [ -z "$(LESSON)" ] || [ ! -f "notebooks/$(LESSON).ipynb" ]; then \
	    echo "make present: LESSON must name a lesson of notebooks/ (not '$(LESSON)'), e.g. make present LESSON=02a_maids_princes_and_maids; the lessons:"; \
	    ls notebooks | sed -n 's/\.ipynb$$//p' | sed 's/^/  /'; exit 2; fi
	@echo "Voila on http://127.0.0.1:$(CLASSROOM_PORT)/ presents $(LESSON) (Ctrl-C stops it)"
	SOLITAIRE_THEME=projector $(VENV)/bin/voila $(VOILA_ROOM) notebooks/$(LESSON).ipynb

benchmarks: $(VENV)/.installed-test
	for b in benchmarks/bench_*.py; do $(PY) $$b || exit 1; done

clean:
	rm -rf $(VENV) build *.egg-info
	find solitaire -name "*.so" -delete
