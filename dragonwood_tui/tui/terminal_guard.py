"""The app's last guard before the terminal: no control character in a widget's text is written.

Every screen shows a file's text through `storage.text.plain()` (escapes made visible). This
guard is for a slip: Textual writes a Strip's text as it is (ESC, CSI, OSC 52, C1 controls and
bidi overrides included; Rich drops only BEL and a few), so a name shown raw by a widget could
move the cursor, set the clipboard or reorder the screen. Here each drawn line's text loses the
characters `plain()` escapes before it is turned into terminal sequences. They are all zero
cells wide, so the layout is unchanged; the visible escape is `plain()`'s job, not this one's.
"""

from __future__ import annotations

from typing import Any

from rich.segment import Segment
from textual.strip import Strip

from dragonwood_tui.storage.text import UNSAFE


def clean_strip(strip: Strip) -> Strip:
    """`strip` with the unsafe characters of its text left out (itself when it has none)."""
    segments = list(strip)
    if not UNSAFE.search("".join(seg.text for seg in segments if not seg.control)):
        return strip
    return Strip([seg if seg.control else Segment(UNSAFE.sub("", seg.text), seg.style) for seg in segments], strip.cell_length)


def install() -> None:
    """Every Strip the app renders for the terminal goes through `clean_strip` (once per process)."""
    if getattr(Strip.render, "_guarded", False):
        return
    original = Strip.render

    search = UNSAFE.search

    def render(self: Strip, console: Any) -> str:
        # (a strip caches what it rendered: looked at once; one search of the line's text)
        if self._render_cache is None and search("".join([seg.text for seg in self._segments])):
            self._render_cache = original(clean_strip(self), console)
        return original(self, console)

    render._guarded = True  # type: ignore[attr-defined]  # a mark on the function: installed once
    Strip.render = render  # type: ignore[method-assign]  # the one point every line passes (module doc)
