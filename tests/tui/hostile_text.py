"""Hostile text from files, and what the screen a terminal would get shows of it.

`HOSTILE` holds Rich/Textual markup (a style, a link, a click action), an SGR sequence, an OSC 52
clipboard write ended by BEL, a C1 CSI and a bidi override. `screen_segments(app)` is every
drawn cell of the screen in front as Textual composes it (before `tui.terminal_guard`, so it shows
what the widgets themselves drew); `assert_shown_as_text` checks that the hostile text is there,
visibly, and that nothing of it acted.
"""

from __future__ import annotations

from typing import Any

from rich.segment import Segment

from dragonwood_tui.storage.text import UNSAFE

HOSTILE = "Eve\x1b[31m[bold]B[/bold]\x1b]52;c;aGk=\x07[@click=app.quit]Q[/][link=https://evil.test]L[/link]\u202eZ\x9b"
SHORT = "Mo\x1b[31m[@click=app.quit]Q[/]\u202e"  # for a place that shows few cells


def screen_segments(app: Any) -> list[Segment]:
    """The segments of the whole screen in front (every layer: notifications included)."""
    update = app.screen._compositor.render_update(full=True)
    segments: list[Segment] = []
    for line in update.strips:
        for strip in [line] if hasattr(line, "_segments") else line:
            segments.extend(strip)
    return segments


def screen_text(app: Any) -> str:
    return "".join(seg.text for seg in screen_segments(app))


def assert_shown_as_text(app: Any, visible: str = "\\x1b[31m[") -> None:
    """No raw control character, no link or click action from the text; its escape visible."""
    segments = screen_segments(app)
    text = "".join(seg.text for seg in segments)
    raw = UNSAFE.search(text)
    assert raw is None, f"a raw {raw.group()!r} on screen: {text[max(raw.start() - 40, 0):raw.end() + 40]!r}"
    for seg in segments:
        style = seg.style
        if style is None:
            continue
        assert not (style.link or "").startswith("https://evil"), "a link from a file"
        assert "app.quit" not in repr(style.meta), "a click action from a file"
    assert visible in text, f"{visible!r} not shown"
