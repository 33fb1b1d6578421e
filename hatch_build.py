"""The wheel's build hook: the rules engine compiled by mypyc, or pure Python.

A wheel (`pip install .`) gets the modules that `compile` names in pyproject.toml
compiled into C extensions, next to their `.py` files (Python imports an extension
before a source file of the same name). The compiler works on a copy of the package in a
temporary folder, so that no `.so` ever lands in the source tree, where it would shadow
the `.py` of an editable install. Without a C compiler, without mypyc, or with
DECKCHECK_PURE_PYTHON=1, the wheel is pure Python and plays the same games; an editable
install (`pip install -e .`) is always pure Python. docs/architecture.md, "The compiled
engine".
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

PURE_SWITCH = "DECKCHECK_PURE_PYTHON"
PACKAGE = "deckcheck"

# Run in the copy of the project: compile `sys.argv[1:]` in place there.
SETUP = """
import sys
from mypyc.build import mypycify
from setuptools import setup

setup(
    name="deckcheck-compiled",
    ext_modules=mypycify(["--ignore-missing-imports", *sys.argv[1:]]),
    script_args=["build_ext", "--inplace"],
)
"""


class CompiledEngineHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def dependencies(self) -> list[str]:
        # mypyc comes with mypy; the tested range (mypy >= 1.18 compiles the engine's
        # own `__new__`). setuptools builds the extensions.
        return [] if _pure_asked() else ["mypy>=1.18,<3", "setuptools>=70"]

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel" or version == "editable" or _pure_asked():
            return
        modules = self._modules()
        self._folder = Path(tempfile.mkdtemp(prefix="deckcheck-mypyc-"))
        work = self._folder / "project"
        shutil.copytree(
            Path(self.root) / PACKAGE,
            work / PACKAGE,
            ignore=shutil.ignore_patterns("__pycache__", *(f"*{s}" for s in EXTENSION_SUFFIXES)),
        )
        self.app.display_info(f"compiling {len(modules)} modules with mypyc")
        process = subprocess.run(
            [sys.executable, "-c", SETUP, *modules],
            cwd=work,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            check=False,
        )
        if process.returncode != 0:
            tail = "\n".join(process.stdout.splitlines()[-15:])
            self.app.display_warning(
                f"{tail}\nmypyc could not compile the engine (above): "
                "this wheel is pure Python (the same games, slower)"
            )
            return
        # The modules' extensions, and the one library they share, beside the package.
        suffix = EXTENSION_SUFFIXES[0]
        built = sorted(work.glob(f"*{suffix}")) + sorted((work / PACKAGE).rglob(f"*{suffix}"))
        build_data["pure_python"] = False
        build_data["infer_tag"] = True
        for path in built:
            build_data["force_include"][str(path)] = path.relative_to(work).as_posix()
        self.app.display_info(f"compiled: {len(built)} extension files")

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        folder: Path | None = getattr(self, "_folder", None)
        if folder is not None:
            shutil.rmtree(folder, ignore_errors=True)

    def _modules(self) -> list[str]:
        """The files `compile` names (globs), without those `interpreted` names."""
        root = Path(self.root)
        interpreted = {
            path for pattern in self.config.get("interpreted", []) for path in root.glob(pattern)
        }
        return [
            path.relative_to(root).as_posix()
            for pattern in self.config["compile"]
            for path in sorted(root.glob(pattern))
            if path not in interpreted
        ]


def _pure_asked() -> bool:
    return os.environ.get(PURE_SWITCH, "") not in ("", "0")
