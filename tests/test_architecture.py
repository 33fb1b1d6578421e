"""The package's layers (docs/architecture.md), as declared in pyproject.toml's
`[tool.importlinter]` contracts: an import that points up, or a cycle between packages,
fails the build. Imports inside functions count as much as those at the top."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

PROJECT = Path(__file__).resolve().parent.parent


def test_every_import_points_down_the_layers(capsys: pytest.CaptureFixture[str]) -> None:
    from importlinter.cli import lint_imports

    previous = Path.cwd()
    os.chdir(PROJECT)
    try:
        status = lint_imports(config_filename=str(PROJECT / "pyproject.toml"), no_cache=True)
    finally:
        os.chdir(previous)
    report = capsys.readouterr().out
    assert status == 0, report
    assert "0 broken" in report


def test_the_architecture_document_names_every_package() -> None:
    # docs/architecture.md is the map of the layers: a new package must appear in it.
    document = (PROJECT / "docs" / "architecture.md").read_text(encoding="utf-8")
    packages = sorted(
        path.name for path in (PROJECT / "deckcheck").iterdir() if (path / "__init__.py").is_file()
    )
    missing = [name for name in packages if f"`{name}/`" not in document]
    assert not missing, f"docs/architecture.md does not describe {missing}"


@pytest.mark.parametrize(
    ("statement", "kept_out"),
    [
        # Reading cards or checking a deck never pays for the ability language.
        ("from deckcheck.cards.pool import load_database; load_database()", "deckcheck.effects"),
        ("import deckcheck.validation", "deckcheck.engine"),
        ("import deckcheck.stats", "deckcheck.engine"),
        # Start-up stays light: the PDF library loads only when a PDF sheet is written.
        ("import deckcheck.cli", "fpdf"),
        ("import deckcheck.sheets", "fpdf"),
    ],
)
def test_lower_layers_load_without_the_higher_ones(statement: str, kept_out: str) -> None:
    code = f"import sys; {statement}; print(any(m.startswith({kept_out!r}) for m in sys.modules))"
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "False"
