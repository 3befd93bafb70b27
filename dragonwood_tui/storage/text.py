"""Text from files made safe for a terminal.

Names, notes and even file names come from files anyone can write. They are stored as they
are (plain text), and shown through `plain()`: control characters (escape sequences, carriage
returns, bidirectional overrides) become visible `\\x..` / `\\u....` escapes, so a record can't
move the cursor, recolour or hide text. The CLI prints with `print`, so Rich markup in a name
is shown literally; the app must put such text in `rich.text.Text`, never parse it as markup.
`plain()` is the one escaping path of both: the CLI prints through it and every screen shows a
file's text through it (Textual passes ESC, C1 controls and bidi overrides to the terminal as
they are; only BEL and a few more are dropped by Rich). `tui.terminal_guard` is the app's last
guard behind it: a character `plain()` would have escaped never reaches the terminal raw.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

# C0 and C1 controls, DEL, Unicode bidi / invisible formatting characters, and lone surrogates
# (JSON can hold "\ud800"; printing one would raise UnicodeEncodeError).
_UNSAFE_CHARS = "\x00-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\ud800-\udfff"
UNSAFE = re.compile(f"[{_UNSAFE_CHARS}]")
SAFE_TEXT = f"^[^{_UNSAFE_CHARS}]*$"  # a pattern (msgspec's `Meta(pattern=)`): none of those characters


def _escape(m: re.Match[str]) -> str:
    code = ord(m.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def unsafe(text: str) -> bool:
    """`text` holds a control or formatting character (one `plain` would escape)."""
    return UNSAFE.search(text) is not None


def plain(text: str, limit: int | None = None) -> str:
    """`text` on one line with every control or formatting character shown as an escape."""
    if limit is not None and len(text) > limit:
        text = text[: max(limit - 1, 0)] + "…"
    return UNSAFE.sub(_escape, text)


def seat_names(seats: Iterable[object]) -> list[str]:
    """The names of a record's seats (anything with `.name`), each through `plain()`: every
    table, board and replay takes its names from here, so a name can't reach the terminal raw."""
    return [plain(getattr(seat, "name", "")) for seat in seats]
