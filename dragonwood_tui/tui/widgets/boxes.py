"""Rows of small boxes drawn as text (the dice, the cards of a hand), and lines stacked into one
renderable: the drawing helpers the row widgets share.

    ╭─1─╮ ┏━2━┓ ╔═3═╗      light: plain; heavy: picked; double: just changed
"""

from __future__ import annotations

from collections.abc import Iterable

from rich.console import OverflowMethod
from rich.text import Text

# box characters: top-left, horizontal, top-right, vertical, bottom-left, bottom-right
LIGHT = ("╭", "─", "╮", "│", "╰", "╯")
HEAVY = ("┏", "━", "┓", "┃", "┗", "┛")
DOUBLE = ("╔", "═", "╗", "║", "╚", "╝")


def centre(text: str, width: int, fill: str) -> str:
    """`text` in the middle of `width` cells of `fill` (a box's top or bottom line)."""
    left = (width - len(text)) // 2
    return (fill * left + text).ljust(width, fill)


def box_at(x: int, inner: int, count: int) -> int | None:
    """The box under column `x` of a row of `count` boxes `inner` cells wide inside, one column
    apart (`x` from the first box's left edge), or None between boxes or past the last."""
    if x < 0:
        return None
    index, within = divmod(x, inner + 3)
    if within >= inner + 2 or index >= count:
        return None
    return index


def stack(lines: Iterable[Text], overflow: OverflowMethod = "crop") -> Text:
    """The lines one under the other, never wrapped."""
    out = Text(no_wrap=True, overflow=overflow)
    for i, line in enumerate(lines):
        if i:
            out.append("\n")
        out.append_text(line)
    return out
