"""Lines never break at a no-break space.

French and Russian text keeps a number and its unit, or a word and its colon, together with
U+00A0 / U+202F ("41 %", "Tour :"), as `i18n.formats` and the catalogs write them. Rich and
Textual wrap at any character Python's `\\s` matches, and that includes the no-break spaces, so a
narrow panel put "%" or ":" alone at the start of a line. Both pinned versions (pyproject) find a
word with a module-level pattern read at each call; `install()` swaps in patterns that treat the
no-break spaces as part of a word. `tests/tui/test_no_break_wrap.py` checks the patch still
takes (a new Rich or Textual that renamed the patterns fails there, not silently).
"""

from __future__ import annotations

import re

NO_BREAK = "\u00a0\u202f\u2007\u2060"
_WORD = rf"(?:\S|[{NO_BREAK}])"  # a character of a word, no-break spaces included
_GAP = rf"[^\S{NO_BREAK}]"  # a space a line may break at


def install() -> None:
    """Make Rich's and Textual's wrapping keep no-break spaces inside words (idempotent)."""
    import rich._wrap
    import textual._wrap

    rich._wrap.re_word = re.compile(rf"{_GAP}*{_WORD}+{_GAP}*")
    textual._wrap.re_chunk = re.compile(rf"{_WORD}+{_GAP}*|{_GAP}+")
