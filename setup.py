"""Build hook: compiles the engine core with mypyc where it can, else installs it as pure Python.

The twelve core modules and the bots' two hot ones (``CORE`` below, the ``strict = true`` list of
pyproject.toml's mypy overrides) are plain, readable Python typed under ``mypy --strict``; mypyc (shipped with mypy,
which ``[build-system] requires``) compiles them unchanged to C extensions that play the very same
games about twice as fast. The .py files are installed either way, so ``CANASTA_PURE=1`` at run
time can still load them (see ``canasta/_core.py``).

Pure Python is installed instead, with a one-line note, when

- the environment says so: ``CANASTA_PURE=1 pip install .`` (or ``make test CANASTA_PURE=1``);
- mypyc cannot be imported, or no working C compiler / Python headers are found;
- mypyc or the C compiler fails for any reason (the build then goes on without the extensions).

Next to the compiled modules the build writes ``_core_build.txt``: the hash of the core sources
they were compiled from, which ``canasta --version`` and the tests compare with the sources in
place (an editable install keeps the compiled files in ``src/canasta/``, where they would
otherwise hide later edits of the .py files).
"""

from __future__ import annotations

import hashlib
import os
import sys
import sysconfig
import tempfile
from pathlib import Path

from setuptools import setup
from setuptools.command.build_ext import build_ext

HERE = Path(__file__).resolve().parent
PKG = HERE / "src" / "canasta"
CORE = ("cards", "melds", "rules", "moves", "state", "solver", "scoring", "position", "record", "rng",
        "errors", "fairness", "bots.obs", "bots.heuristic")
# the last two are the bots' hot loops (the heuristic policy, which ISMCTS's rollouts play, and its
# observation); typed strictly like the core, and no test or caller patches or subclasses them
STAMP = "_core_build.txt"
# mypyc's C is compiled with -O3 by default; this level is the one the speed figures use
OPT_LEVEL = os.environ.get("CANASTA_MYPYC_OPT", "3")


def note(msg: str) -> None:
    print(f"canasta build: {msg}", file=sys.stderr, flush=True)


def core_hash(pkg: Path = PKG) -> str:
    """The hash of the core sources (same function as ``canasta._core.source_hash``)."""
    h = hashlib.sha256()
    for name in CORE:
        h.update(name.encode() + b"\0" + (pkg / f"{name.replace('.', '/')}.py").read_bytes() + b"\0")
    return h.hexdigest()


def pure_requested() -> bool:
    return os.environ.get("CANASTA_PURE", "").strip().lower() not in ("", "0", "false", "no")


def compiler_works() -> bool:
    """Whether a C compiler can build an extension against this Python's headers."""
    inc = sysconfig.get_paths().get("include", "")
    if not inc or not Path(inc, "Python.h").is_file():
        note(f"no Python.h in {inc!r} (install the python3-dev package)")
        return False
    try:
        from setuptools._distutils.ccompiler import new_compiler
        from setuptools._distutils.sysconfig import customize_compiler

        cc = new_compiler()
        customize_compiler(cc)
        with tempfile.TemporaryDirectory() as tmp:
            src = Path(tmp, "probe.c")
            src.write_text("#include <Python.h>\nint canasta_probe(void) { return 0; }\n")
            cc.compile([str(src)], output_dir=tmp, include_dirs=[inc])
        return True
    except Exception as e:  # no compiler, broken toolchain: pure Python
        note(f"no working C compiler ({type(e).__name__}: {str(e).strip().splitlines()[-1] if str(e).strip() else e})")
        return False


def remove_compiled() -> None:
    """Removes compiled core files that an earlier editable build left in src/ (they would hide the .py files)."""
    gone = [p for m in CORE for p in PKG.glob(f"{m.replace('.', '/')}.*") if p.suffix in (".so", ".pyd")]
    gone += [p for p in PKG.parent.glob("*__mypyc*") if p.suffix in (".so", ".pyd")]
    gone += [p for p in (PKG / STAMP,) if p.exists()]
    for p in gone:
        p.unlink()
    if gone:
        note(f"removed {len(gone)} compiled file(s) of an earlier build from {PKG.parent}")


# setuptools runs this file for metadata too (egg_info, dist_info): mypyc only runs for a build
BUILDS = ("build", "build_ext", "bdist_wheel", "editable_wheel", "install", "develop", "bdist_egg")


def core_extensions() -> list:  # type: ignore[type-arg]
    if not any(cmd in sys.argv[1:] for cmd in BUILDS):
        return []
    exts = _core_extensions()
    if not exts:
        remove_compiled()
    return exts


def _core_extensions() -> list:  # type: ignore[type-arg]
    if pure_requested():
        note("CANASTA_PURE is set: installing the pure-Python core")
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        note("mypyc is not installed: installing the pure-Python core")
        return []
    if not compiler_works():
        note("installing the pure-Python core")
        return []
    cwd = os.getcwd()
    os.chdir(HERE)  # mypyc takes paths relative to the project and reads pyproject.toml's [tool.mypy]
    try:
        exts = mypycify([f"src/canasta/{m.replace('.', '/')}.py" for m in CORE], opt_level=OPT_LEVEL, debug_level="0")
    except BaseException as e:  # mypyc refused (a type error it cannot compile, ...): pure Python
        if isinstance(e, KeyboardInterrupt):
            raise
        note(f"mypyc failed ({type(e).__name__}: {e}); installing the pure-Python core")
        return []
    finally:
        os.chdir(cwd)
    note(f"compiling the core with mypyc ({len(CORE)} modules, -O{OPT_LEVEL})")
    return exts


class BuildExt(build_ext):
    """Builds the compiled core; on any compiler failure installs the pure-Python core instead."""

    def run(self) -> None:
        if not self.extensions:
            return
        try:
            super().run()
        except Exception as e:
            note(f"compiling the core failed ({type(e).__name__}: {e}); installing the pure-Python core")
            for ext in self.extensions:  # leave no half-built core behind
                path = Path(self.get_ext_fullpath(ext.name))
                if path.exists() and self.inplace:
                    path.unlink()
            return
        stamp = core_hash() + "\n"
        target = Path(self.get_ext_fullpath("canasta.state")).parent
        target.mkdir(parents=True, exist_ok=True)
        (target / STAMP).write_text(stamp)
        if self.inplace or getattr(self, "editable_mode", False):  # the compiled files went to src/canasta
            (PKG / STAMP).write_text(stamp)


setup(ext_modules=core_extensions(), cmdclass={"build_ext": BuildExt})
