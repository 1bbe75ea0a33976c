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

.PHONY: run play test lint typecheck bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip

$(VENV)/.installed-run: pyproject.toml | $(BIN)/python
	$(BIN)/pip install -q -e '.[$(RUN_EXTRAS)]'
	touch $@

$(VENV)/.installed-play: pyproject.toml | $(BIN)/python
	$(BIN)/pip install -q -e '.[$(PLAY_EXTRAS)]'
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
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
