"""Build the registration sheet's fonts: DejaVu Sans (regular and bold), cut down to the
scripts that card, deck and player names use, so that the package stays small.

    python tools/build_sheet_font.py [FOLDER_WITH_DejaVuSans.ttf]

The folder defaults to matplotlib's copy of DejaVu (`pip install -e '.[dev]'` has it).
The DejaVu licence goes with the fonts. `tests/sheets/` checks that every card name of
the bundled pools has its glyphs in the result.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from fontTools import subset

TARGET = Path(__file__).resolve().parent.parent / "deckcheck" / "sheets" / "fonts"
# Latin (with its extensions), Greek, punctuation, letter-like and number forms, arrows,
# mathematical operators, geometric shapes and miscellaneous symbols (☆, ♥).
RANGES = [
    (0x20, 0x7E),
    (0xA0, 0x24F),
    (0x370, 0x3FF),
    (0x1E00, 0x1EFF),
    (0x2000, 0x206F),
    (0x2100, 0x218F),
    (0x2190, 0x21FF),
    (0x2200, 0x22FF),
    (0x25A0, 0x25FF),
    (0x2600, 0x26FF),
]
FONTS = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")


def main() -> None:
    if len(sys.argv) > 1:
        source = Path(sys.argv[1])
    else:
        import matplotlib

        source = Path(matplotlib.__file__).parent / "mpl-data" / "fonts" / "ttf"
    TARGET.mkdir(parents=True, exist_ok=True)
    unicodes = [code for start, end in RANGES for code in range(start, end + 1)]
    for name in FONTS:
        options = subset.Options()
        options.layout_features = []
        options.hinting = False
        options.name_IDs = ["*"]  # the names carry the licence notice
        font = subset.load_font(str(source / name), options)
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=unicodes)
        subsetter.subset(font)
        subset.save_font(font, str(TARGET / name), options)
        print(f"{name}: {(TARGET / name).stat().st_size:,} bytes")
    shutil.copyfile(source / "LICENSE_DEJAVU", TARGET / "LICENSE_DEJAVU")


if __name__ == "__main__":
    main()
