"""A line never breaks at a no-break space ("41 %" and "Tour :" stay whole when wrapped)."""

from __future__ import annotations

from rich.console import Console
from rich.text import Text
from textual.content import Content

from dragonwood_tui.tui.no_break_wrap import install


def _lines_rich(text: str, width: int) -> list[str]:
    return [line.plain for line in Text(text).wrap(Console(width=width), width)]


def _lines_textual(text: str, width: int) -> list[str]:
    return [line.plain for line in Content(text).wrap(width)]


def test_no_line_starts_with_what_a_no_break_space_holds():
    install()
    text = "chance de gagner\u00a0: 41\u00a0% contre 30\u202f% sur 64 donnes"
    for width in range(8, len(text)):
        for lines in (_lines_rich(text, width), _lines_textual(text, width)):
            assert not any(line.lstrip().startswith(("%", ":")) for line in lines), (width, lines)
            assert "".join(lines).replace(" ", "") == text.replace(" ", ""), (width, lines)


def test_breaks_still_happen_at_plain_spaces():
    install()
    assert [line.rstrip() for line in _lines_rich("aaa bbb ccc", 4)] == ["aaa", "bbb", "ccc"]
    assert [line.rstrip() for line in _lines_textual("aaa bbb ccc", 4)] == ["aaa", "bbb", "ccc"]
