"""Standard streams that never fail on a character they cannot encode.

A terminal or pipe that is not UTF-8 (`PYTHONIOENCODING=latin-1`, an ASCII locale with
Python's UTF-8 mode off) cannot hold every character the app writes: French and Russian words,
box lines, a file name with undecodable bytes (its surrogates). Python's stdout is strict there,
so any print could end a command with a UnicodeEncodeError traceback. Every entry point calls
`tolerate_unencodable()` first: a stream that would fail writes "?" for what it cannot hold
instead (stderr is Python's "backslashreplace" already, kept), and stdin reads a byte it
cannot decode as "\ufffd" (a yes/no answer typed in another encoding).
"""

from __future__ import annotations

import io
import sys

#: the error handlers that raise on a character the stream's encoding cannot hold
#: ("surrogateescape": an ASCII locale's, which fails on any other non-ASCII character)
_FAILING = frozenset({"strict", "surrogateescape"})


def tolerate_unencodable() -> None:
    """Reconfigure stdin, stdout and stderr so that no text can fail to encode or decode."""
    for name in ("stdin", "stdout", "stderr"):
        stream = getattr(sys, name, None)
        if not isinstance(stream, io.TextIOWrapper) or stream.errors not in _FAILING:
            continue  # replaced (a test's capture, an IDE) or already tolerant: left alone
        try:
            stream.reconfigure(errors="replace")
        except (ValueError, OSError, io.UnsupportedOperation):  # closed, or already read from
            continue

