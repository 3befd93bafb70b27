"""Text helpers every table uses: a line cut to fit, wrapped lines, chances in words."""

from __future__ import annotations

import textwrap
from fractions import Fraction

from rich.text import Text


def percent(p: Fraction) -> str:
    """A chance as a percentage that never claims certainty or impossibility it doesn't have."""
    from dragonwood_tui.i18n.formats import format_percent  # the language's way (36,1 % in French)

    if p == 1:
        return format_percent(1)
    if p == 0:
        return format_percent(0)
    value = float(p) * 100
    if value < 0.1:
        return "<" + format_percent(0.001, 1)
    if value > 99.9:
        return ">" + format_percent(0.999, 1)
    return format_percent(float(p), 1)


def chance_text(p: Fraction) -> str:
    """"62.5% (5/8)": the percentage and the exact fraction."""
    if p in (0, 1):
        return percent(p)
    return f"{percent(p)} ({p.numerator}/{p.denominator})"


def fit(text: Text | str, width: int) -> Text:
    """One line of at most `width` cells, cut with an ellipsis."""
    t = text.copy() if isinstance(text, Text) else Text(text)
    if width > 0 and t.cell_len > width:
        t.truncate(max(1, width - 1))
        t.append("…")
    return t


def wrap_lines(text: str, width: int, most: int) -> list[str]:
    """`text` wrapped to `width`, at most `most` lines (the last cut with an ellipsis)."""
    lines = textwrap.wrap(text, max(4, width)) or [""]
    if len(lines) > most:
        lines = lines[:most]
        lines[-1] = lines[-1][: max(1, width - 1)] + "…"
    return lines
