"""A byte typed into the terminal that is not UTF-8 must not end the app.

Textual 8.2.8's Linux driver decodes the terminal's input with a strict UTF-8 incremental
decoder (`LinuxDriver.run_input_thread`: `getincrementaldecoder("utf-8")().decode`, errors
"strict"): a lone `\\xff` (a Latin-1 terminal's "ÿ", a stray byte from a serial line or a paste)
raises UnicodeDecodeError in the input thread, which panics the app: it ends with a traceback.
The decoder is made inside that long method, from the module's own name
`getincrementaldecoder`, so that name is the one point to guard without copying the method:
`guard_input_decoding` gives the module a factory whose decoders replace what they cannot decode
with U+FFFD (a key no binding uses). A split multi-byte character still waits for its next byte:
only invalid bytes are replaced. Reported upstream in docs/architecture.md's list.
"""

from __future__ import annotations

import codecs
from functools import partial
from typing import Any


def _lenient_decoder(encoding: str) -> Any:
    """`codecs.getincrementaldecoder(encoding)`, whose decoders are made with errors="replace"."""
    return partial(codecs.getincrementaldecoder(encoding), errors="replace")


def guard_input_decoding() -> bool:
    """Make the Linux driver's input decoding replace invalid bytes; False where there is no
    such driver (Windows) or it no longer decodes this way (a Textual that changed: the test
    of a typed `\\xff` says whether a guard is still needed)."""
    try:
        from textual.drivers import linux_driver
    except ImportError:  # no termios: not the Linux driver's platform
        return False
    if getattr(linux_driver, "getincrementaldecoder", None) not in (codecs.getincrementaldecoder, _lenient_decoder):
        return False
    # the module's own import of the name (from codecs, not exported by it), replaced on purpose
    linux_driver.getincrementaldecoder = _lenient_decoder  # type: ignore[attr-defined]  # a name Textual imports, not its API
    return True
