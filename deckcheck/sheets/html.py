"""A registration sheet as one HTML page, sized for A4 or Letter by CSS (`@page`).

Plain HTML and CSS, no script and nothing fetched: it prints from any browser.
"""

from __future__ import annotations

from html import escape

from deckcheck.sheets.layout import TITLE, fields, rows_of, totals
from deckcheck.sheets.model import Paper, Sheet

_STYLE = """
@page {{ size: {paper}; margin: 12mm; }}
body {{ font-family: "DejaVu Sans", Arial, sans-serif; font-size: 9pt; margin: 0; }}
h1 {{ font-size: 15pt; margin: 0 0 3mm; }}
h2 {{ font-size: 10.5pt; margin: 4mm 0 1mm; }}
table {{ border-collapse: collapse; width: 100%; }}
th, td {{ border-bottom: 0.2mm solid #999; padding: 0.6mm 1.5mm; text-align: left; }}
td.n, th.n {{ text-align: right; width: 8mm; }}
.fields td {{ border: none; padding: 0.8mm 1.5mm; }}
.fields td:first-child {{ font-weight: bold; width: 28mm; }}
.verdict {{ margin: 2mm 0; font-weight: bold; }}
.illegal {{ color: #b00; }}
.totals {{ margin-top: 3mm; font-weight: bold; }}
.signature {{ margin-top: 12mm; border-top: 0.3mm solid #000; width: 90mm; padding-top: 1mm; }}
"""


def render_html(sheet: Sheet, paper: Paper) -> str:
    """The sheet as a standalone HTML document for `paper`."""
    size = "A4" if paper is Paper.A4 else "letter"
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f"<title>{escape(TITLE)}: {escape(sheet.deck_name or sheet.source)}</title>",
        f"<style>{_STYLE.format(paper=size)}</style></head><body>",
        f"<h1>{escape(TITLE)}</h1>",
        '<table class="fields">',
    ]
    for label, value in fields(sheet):
        parts.append(f"<tr><td>{escape(label)}</td><td>{escape(value)}</td></tr>")
    parts.append("</table>")
    verdict_class = "verdict" if sheet.legal else "verdict illegal"
    parts.append(f'<p class="{verdict_class}">{escape(sheet.verdict())}</p>')
    for title, header, rows in rows_of(sheet):
        parts.append(f"<h2>{escape(title)}</h2><table><tr>")
        parts += [
            f'<th class="n">{escape(cell)}</th>' if index == 0 else f"<th>{escape(cell)}</th>"
            for index, cell in enumerate(header)
        ]
        parts.append("</tr>")
        for row in rows:
            cells = [
                f'<td class="n">{escape(cell)}</td>' if index == 0 else f"<td>{escape(cell)}</td>"
                for index, cell in enumerate(row)
            ]
            parts.append("<tr>" + "".join(cells) + "</tr>")
        parts.append("</table>")
    parts.append(f'<p class="totals">{escape(totals(sheet))}</p>')
    parts.append('<p class="signature">Player signature</p>')
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"
