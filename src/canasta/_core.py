"""Which build of the engine core runs: compiled (mypyc) or pure Python.

``pip install`` compiles the twelve core modules with mypyc where a C compiler is present (see
setup.py); the .py sources are installed next to the compiled files either way. Setting
``CANASTA_PURE=1`` in the environment before ``canasta`` is imported makes the core load from the
.py sources even when a compiled build is installed (the loader switch below), which is how the
equivalence test runs the pure source beside the compiled one.

This module is imported first by ``canasta/__init__.py``; it is not part of the compiled core.
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import importlib.util
import os
import sys
from collections.abc import Sequence
from importlib.machinery import ModuleSpec
from pathlib import Path
from types import ModuleType

CORE = ("cards", "melds", "rules", "moves", "state", "solver", "scoring", "position", "record", "rng",
        "errors", "fairness", "bots.obs", "bots.heuristic")
"""The modules that setup.py compiles (pyproject.toml's ``strict = true`` list): the engine core and
the bots' hot loops (the heuristic policy that ISMCTS's rollouts play, and its observation)."""
STAMP = "_core_build.txt"
_HERE = Path(__file__).resolve().parent


def pure_requested() -> bool:
    """Whether ``CANASTA_PURE`` asks for the pure-Python core."""
    return os.environ.get("CANASTA_PURE", "").strip().lower() not in ("", "0", "false", "no")


class _PureCoreFinder:
    """A meta-path finder that loads ``canasta.<core module>`` from its .py source, so that a
    compiled extension beside it is not used."""

    def find_spec(self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None) -> ModuleSpec | None:
        pkg, _, name = fullname.partition(".")
        if pkg != __package__ or name not in CORE:
            return None
        src = _HERE / f"{name.replace('.', '/')}.py"
        if not src.is_file():
            return None
        return importlib.util.spec_from_file_location(fullname, src)


if pure_requested() and not any(isinstance(f, _PureCoreFinder) for f in sys.meta_path):
    sys.meta_path.insert(0, _PureCoreFinder())


def source_hash(pkg: Path = _HERE) -> str:
    """Hash of the core sources, as setup.py computes it when it compiles them."""
    h = hashlib.sha256()
    for name in CORE:
        h.update(name.encode() + b"\0" + (pkg / f"{name.replace('.', '/')}.py").read_bytes() + b"\0")
    return h.hexdigest()


def compiled_modules() -> list[str]:
    """The core modules that would load (or did load) from a compiled extension."""
    out = []
    for name in CORE:
        mod = sys.modules.get(f"{__package__}.{name}")
        if mod is not None:
            origin = getattr(mod, "__file__", None) or ""
        else:
            spec = importlib.util.find_spec(f"{__package__}.{name}")
            origin = (spec.origin or "") if spec else ""
        if origin.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)):
            out.append(name)
    return out


def is_compiled() -> bool:
    """Whether the core that runs is the compiled one (all its modules are)."""
    return len(compiled_modules()) == len(CORE)


def stale() -> bool:
    """Whether a compiled core was built from other sources than the .py files beside it (an
    editable install after a source edit: rebuild with ``make test`` or ``pip install -e .``)."""
    if not compiled_modules():
        return False
    try:
        built = (_HERE / STAMP).read_text().strip()
    except OSError:
        return True
    return built != source_hash()


def describe() -> str:
    """'compiled core', 'pure Python core', or a warning when the compiled files do not match the sources."""
    if stale():
        return "compiled core, STALE: built from other sources, rebuild with pip install"
    if is_compiled():
        return "compiled core"
    n = len(compiled_modules())
    return "pure Python core" if n == 0 else f"mixed core: {n} of {len(CORE)} modules compiled"
