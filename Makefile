# Two commands for a fresh machine:  `make run`  and  `make test`.
# `make run` installs only what the web app needs; `make test` adds the rest (test tools, the terminal
# game, the research environments, Ray) to the same .venv.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
HOST   ?= 127.0.0.1
PORT   ?= 8000
RUN_EXTRAS  := web
PLAY_EXTRAS := tui
TEST_EXTRAS := dev,web,tui,rl,ray

# The engine core is compiled with mypyc at install where a C compiler is present (setup.py); with
# CANASTA_PURE=1 (`make test CANASTA_PURE=1`) it installs as pure Python. An editable install keeps the
# compiled files in src/canasta/, where they would hide later edits of the .py files: so the install
# stamps depend on the core sources, setup.py and the chosen mode, and any change reinstalls (rebuilds).
CORE_SRC  := $(foreach m,cards melds rules moves state solver scoring position record rng errors fairness bots/obs bots/heuristic,src/canasta/$(m).py)
CORE_MODE := $(if $(filter-out 0 false no,$(CANASTA_PURE)),pure,compiled)
BUILD_DEPS := pyproject.toml setup.py $(CORE_SRC) $(VENV)/.core-mode

.PHONY: run play test lint typecheck bench clean FORCE

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip

# rewritten only when the mode changes, so that switching CANASTA_PURE on or off reinstalls
$(VENV)/.core-mode: FORCE | $(BIN)/python
	@echo '$(CORE_MODE)' | cmp -s - $@ || echo '$(CORE_MODE)' > $@

$(VENV)/.installed-run: $(BUILD_DEPS) | $(BIN)/python
	$(BIN)/pip install -q -e '.[$(RUN_EXTRAS)]'
	touch $@

$(VENV)/.installed-play: $(BUILD_DEPS) | $(BIN)/python
	$(BIN)/pip install -q -e '.[$(PLAY_EXTRAS)]'
	touch $@

$(VENV)/.installed-test: $(BUILD_DEPS) | $(BIN)/python
	$(BIN)/pip install -q -e '.[$(TEST_EXTRAS)]'
	touch $@ $(VENV)/.installed-run $(VENV)/.installed-play

run: $(VENV)/.installed-run
	$(BIN)/canasta serve --host $(HOST) --port $(PORT)

play: $(VENV)/.installed-play
	$(BIN)/canasta play

test: $(VENV)/.installed-test
	./scripts/ensure-chromium.sh
	./scripts/ensure-postgres.sh
	$(BIN)/ruff check src tests benchmarks
	$(BIN)/mypy
	$(BIN)/pytest

bench: $(VENV)/.installed-test
	$(BIN)/python benchmarks/engine.py

clean:
	rm -rf $(VENV)
