# `make lab`  - set up .venv (first time only) and open the lessons in JupyterLab
# `make notebook` - the same in Notebook 7 (`jupyter notebook`)
# `make test` - set up .venv (first time only) and run every test the project has
# `make classroom` - serve the classroom page with Voila on localhost
# `make present LESSON=02a_maids_princes_and_maids` - present a lesson with Voila (no code, projector boards; its links open the other lessons);
#   LESSON=uk/00_start_here or ru/00_start_here presents a translated one (`make lessons` writes them)
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8888
PYTEST_ARGS ?=

.PHONY: test lab notebook classroom present benchmarks notebooks catalogs lessons clean

# The venv installs with uv (from PyPI, into the venv by pip): the same versions pip resolves, in a
# third of the time pip takes to fetch and unpack the extras' ~140 packages (a fresh clone's CI run
# spends that time before its first test).
# The venv starts without pip (ensurepip took 4 of the 12 seconds a fresh clone's install took): the
# system's pip puts uv into it (or, where there is no pip 22.3 or later, the venv's own, ensurepip's),
# and uv installs pip with the project, so the venv has its pip as any other.
$(PY):
	$(PYTHON) -m venv --without-pip $(VENV)

# A stamp per extra: uv runs again only when pyproject.toml or the C search changes (the build
# compiles the C searches, solitaire/solver/{maids,spider}/_search.c, through setup.py).
# etc/uv-excludes.txt names the optional packages left out, and why.
$(VENV)/.installed-%: pyproject.toml setup.py etc/uv-excludes.txt $(wildcard solitaire/solver/maids/_*.[ch] solitaire/solver/spider/_*.[ch]) | $(PY)
	$(PY) -m uv --version >/dev/null 2>&1 || $(PYTHON) -m pip --python $(PY) install --quiet uv 2>/dev/null \
	    || { $(PY) -m ensurepip --upgrade --default-pip >/dev/null && $(PY) -m pip install --quiet uv; }
	$(PY) -m uv pip install --quiet --python $(PY) --excludes etc/uv-excludes.txt pip -e '.[$*]'
	touch $@

# Unit, property and doctests, the cluster test (dask on 127.0.0.1), the wheel test (built and
# installed into a fresh venv) and the lessons under strict nbval, on every core (pytest-xdist); beside
# them, from the first second, the browser tests in a pytest of their own, in two groups of one worker
# each, which start chromium and each server once (conftest.py). The browser workers mostly wait for
# chromium and the kernels (both together keep about half a core busy) while the others keep the cores
# busy; as their own session they collect only tests/browser, not the whole suite twice more. Under
# --dist loadgroup each lesson's cells run in order in one kernel on one worker. The browser session's
# report follows the other's. TEST_WORKERS=0 runs everything in one process, one session;
# HYPOTHESIS_PROFILE=thorough make test checks every property with fresh examples at its full count (the
# default profile, ci, is quick and repeatable). Both extras in one install: one resolve and one build of
# the C searches. A session that selects no test (PYTEST_ARGS="-k ...") is no failure.
TEST_WORKERS ?= $(shell nproc 2>/dev/null || echo 1)
BROWSER_WORKERS = 2
# Each module compiled once, its bytecode kept: where the environment says not to write it
# (PYTHONDONTWRITEBYTECODE, as some CI images set), every process of the run compiled what it
# imported from source again, each worker, server and kernel (uv installs no bytecode). The
# caches go to the venv and to __pycache__ folders git ignores.
test: export PYTHONDONTWRITEBYTECODE =
test: $(VENV)/.installed-test,browser
ifeq ($(TEST_WORKERS),0)
	$(PY) -m pytest tests solitaire $(NOTEBOOK_TESTS) $(PYTEST_ARGS)
else
	@browser_log=$$(mktemp); \
	$(PY) -m pytest tests/browser -n $(BROWSER_WORKERS) --dist loadgroup $(PYTEST_ARGS) > $$browser_log 2>&1 & \
	browser=$$!; \
	$(PY) -m pytest tests solitaire $(NOTEBOOK_TESTS) --ignore=tests/browser -n $(TEST_WORKERS) --dist loadgroup \
	    $(PYTEST_ARGS); status=$$?; \
	wait $$browser; browser_status=$$?; \
	echo "--- the browser tests (pytest tests/browser, run beside the others) ---"; cat $$browser_log; rm -f $$browser_log; \
	for code in $$status $$browser_status; do if [ $$code -ne 0 ] && [ $$code -ne 5 ]; then exit $$code; fi; done; \
	if [ $$status -eq 5 ] && [ $$browser_status -eq 5 ]; then exit 5; fi
endif

# A kernel may take minutes to start on a machine whose cores other programs keep busy (nbval: 60 s).
# The Ukrainian and Russian lessons (notebooks/uk, notebooks/ru, once `make lessons` has written any) are
# named too; pytest reads notebooks/ to its depth anyway and collects a lesson once.
NOTEBOOK_TESTS = $(if $(wildcard notebooks/*.ipynb),--nbval notebooks $(wildcard notebooks/uk notebooks/ru) \
    --nbval-sanitize-with tests/nbval_sanitize.cfg \
    --nbval-kernel-startup-timeout=300)

# Re-execute every lesson in place (after the engine, drawing or widgets change).
notebooks: $(VENV)/.installed-notebooks $(VENV)/.installed-test
	$(VENV)/bin/jupyter nbconvert --to notebook --execute --inplace \
	    --ExecutePreprocessor.timeout=600 --ExecutePreprocessor.store_widget_state=False \
	    --ExecutePreprocessor.record_timing=False notebooks/*.ipynb

# Extract the messages a class sees into the Ukrainian and Russian catalogs and compile them
# (solitaire/locale/<lang>/LC_MESSAGES/<part>.po -> .mo); translate what comes in empty, then run it again.
catalogs: $(VENV)/.installed-test
	$(PY) -m solitaire.languages.catalogs

# The lessons in Ukrainian and Russian: the lessons' Markdown cells merged into the lessons catalogs
# (solitaire/locale/<lang>/LC_MESSAGES/lessons.po: a changed paragraph comes in fuzzy, its old English beside
# it), then notebooks/uk/ and notebooks/ru/ written for every lesson translated whole and executed in its
# language (those already up to date are not run again; LESSONS_ARGS=--all runs them too). It says which
# lessons are not translated whole and so not written.
LESSONS_ARGS ?=
lessons: $(VENV)/.installed-notebooks $(VENV)/.installed-test
	$(PY) -m solitaire.languages.catalogs --domain lessons
	$(PY) -m solitaire.texts.lesson_notebooks $(LESSONS_ARGS)

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
# A presented lesson has a port of its own, so a teacher keeps the classroom page and a lesson open at once.
PRESENT_PORT ?= 8868
# Voila's own settings live in etc/voila.py (a closed page's kernel is shut down, idle orphans
# are culled). Kernels are kept running the page ahead of the next visitors (Voila's preheated
# kernels): two, so a teacher's second visit right after the first finds one ready too
# (benchmarks/bench_page_load.py).
VOILA_ROOM = --Voila.config_file_paths=$(CURDIR)/etc --no-browser --port=$(VOILA_PORT) --Voila.port_retries=0 \
    --Voila.ip=127.0.0.1 --preheat_kernel=True
# The room server the learners' phones answer on (python -m solitaire room) starts beside Voila:
# it listens on this laptop's address on its network (ROOM_HOST=auto, or ROOM_HOST=192.168.1.20
# to choose) and on 127.0.0.1, where the page talks to it with a teacher's token made afresh
# for this run and handed to Voila's kernels through the environment. Voila stays on 127.0.0.1.
ROOM_HOST ?= auto
ROOM_PORT ?= 8867
ROOM_DB ?= solitaire-room.sqlite
# Made once, when the classroom's recipe first asks for it (a simple variable is computed as make reads
# the file, for every target: a Python started by each `make present` too).
ROOM_TOKEN = $(eval ROOM_TOKEN := $$(shell $(PYTHON) -c 'import secrets; print(secrets.token_urlsafe(32))'))$(ROOM_TOKEN)
classroom: VOILA_PORT = $(CLASSROOM_PORT)
classroom: $(VENV)/.installed-classroom
	@echo "Voila starts the classroom page; its address follows once the page's boards are ready. Phones join at the address the room server prints (Ctrl-C stops both)"
	@SOLITAIRE_ROOM_TOKEN=$(ROOM_TOKEN) $(PY) -m solitaire room --host $(ROOM_HOST) --port $(ROOM_PORT) --db $(ROOM_DB) & sleep 2
	@SOLITAIRE_THEME=projector SOLITAIRE_ROOM_URL=http://127.0.0.1:$(ROOM_PORT) SOLITAIRE_ROOM_TOKEN=$(ROOM_TOKEN) \
	    $(PY) etc/serve_when_ready.py http://127.0.0.1:$(CLASSROOM_PORT)/ 2 -- \
	    $(VENV)/bin/voila $(VOILA_ROOM) --pool_size=2 notebooks/classroom.ipynb

# One lesson as a page for the projector: Voila hides the code, SOLITAIRE_THEME draws every board big.
# Voila serves the whole notebooks folder, so a lesson's links to the next lesson open it presented
# too; only the named lesson is preheated, in two kernels as the classroom page (Voila matches the
# denylist against each notebook's full path).
# LESSON reaches the shell only through the environment, unexpanded by make ($(value ...)), and
# must be a lesson's name (letters, digits, _ and -), after uk/ or ru/ for a translated lesson
# (notebooks/uk/, notebooks/ru/): a quote, $(...), a space, & or any other / in it is refused.
# The denylist names the lesson's folder too, so presenting 00_start_here preheats no uk/00_start_here.
LESSON ?=
unexport LESSON
present: export PRESENT_LESSON = $(value LESSON)
present: VOILA_PORT = $(PRESENT_PORT)
present: $(VENV)/.installed-classroom
	@name="$$PRESENT_LESSON"; case "$$name" in uk/*|ru/*) name="$${name#??/}";; esac; \
	case "$$name" in ''|*[!A-Za-z0-9_-]*) known=;; *) known=1;; esac; \
	if [ -z "$$known" ] || [ ! -f "notebooks/$$PRESENT_LESSON.ipynb" ]; then \
	    printf "make present: LESSON must name a lesson of notebooks/ (not '%s'), e.g. make present LESSON=02a_maids_princes_and_maids or LESSON=uk/00_start_here; the lessons:\n" "$${PRESENT_LESSON:0:80}"; \
	    (cd notebooks && ls -d *.ipynb uk/*.ipynb ru/*.ipynb 2>/dev/null) | sed -n 's/\.ipynb$$//p' | sed 's/^/  /'; exit 2; fi
	@echo "Voila presents $$PRESENT_LESSON; its address follows once the lesson's boards are ready (Ctrl-C stops it)"
	SOLITAIRE_THEME=projector $(PY) etc/serve_when_ready.py \
	    "http://127.0.0.1:$(PRESENT_PORT)/voila/render/$$PRESENT_LESSON.ipynb" 2 -- \
	    $(VENV)/bin/voila $(VOILA_ROOM) --pool_size=2 \
	    "--VoilaKernelManager.preheat_denylist=^(?!.*/notebooks/$$PRESENT_LESSON\.ipynb$$)" notebooks

benchmarks: $(VENV)/.installed-test
	for b in benchmarks/bench_*.py; do $(PY) $$b || exit 1; done

clean:
	rm -rf $(VENV) build *.egg-info
	find solitaire -name "*.so" -delete
