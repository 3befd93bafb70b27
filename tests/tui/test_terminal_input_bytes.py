"""A byte that is not UTF-8, typed into the terminal the app runs in, does not end the app: it
goes on drawing and answering keys (Textual's Linux driver decoded its input strictly: a lone
\\xff ended the app with a UnicodeDecodeError; tui/input_guard.py)."""

from __future__ import annotations

import os
import re
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="a pseudo-terminal and the Linux driver")

ESCAPES = re.compile(rb"\x1b(\[[0-9;?<>=$]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[PX^_][^\x1b]*\x1b\\|[()][A-Za-z0-9]|.)")


class Terminal:
    """The app in a pseudo-terminal: what it drew, as text without escape sequences."""

    def __init__(self, tmp_path: Path, columns: int = 100, rows: int = 30) -> None:
        import fcntl
        import struct
        import termios

        try:
            self.master, slave = os.openpty()
        except OSError as exc:
            pytest.skip(f"no pseudo-terminal: {exc}")
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        env = {k: v for k, v in os.environ.items() if not k.startswith(("TEXTUAL", "DRAGONWOOD"))}
        env.update(TERM="xterm-256color", COLUMNS=str(columns), LINES=str(rows), DRAGONWOOD_LANG="en",
                   DRAGONWOOD_DATA_DIR=str(tmp_path / "data"), DRAGONWOOD_CONFIG_DIR=str(tmp_path / "config"),
                   DRAGONWOOD_CACHE_DIR=str(tmp_path / "cache"))
        self.app = subprocess.Popen([sys.executable, "-m", "dragonwood_tui"], stdin=slave, stdout=slave, stderr=slave,
                                    env=env, start_new_session=True, close_fds=True)
        os.close(slave)
        self.raw = b""

    def text(self) -> str:
        return ESCAPES.sub(b"", self.raw).decode("utf-8", "replace")

    def read_until(self, wanted: str, timeout: float = 120.0) -> None:
        """Read what the app draws until `wanted` shows (a generous overall bound: a loaded
        machine); fails at once if the app ends."""
        deadline = time.monotonic() + timeout
        start = len(self.raw)
        while wanted not in ESCAPES.sub(b"", self.raw[start:]).decode("utf-8", "replace"):
            assert self.app.poll() is None, f"the app ended ({self.app.returncode}):\n{self.text()[-3000:]}"
            assert time.monotonic() < deadline, f"{wanted!r} never drawn:\n{self.text()[-3000:]}"
            ready, _, _ = select.select([self.master], [], [], 0.1)
            if ready:
                try:
                    self.raw += os.read(self.master, 65536)
                except OSError:  # the other end closed: the app ended (said above)
                    continue

    def type(self, data: bytes) -> None:
        os.write(self.master, data)

    def close(self) -> None:
        if self.app.poll() is None:
            self.type(b"\x11")  # Ctrl+Q
            try:
                self.app.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.app.kill()
                self.app.wait()
        os.close(self.master)


@pytest.mark.parametrize("typed", [b"\xff", b"\xc3(", b"\x80\x80\xfe"], ids=["lone ff", "broken sequence", "continuations"])
def test_a_byte_that_is_not_utf8_does_not_end_the_app(tmp_path: Path, typed: bytes):
    term = Terminal(tmp_path)
    try:
        term.read_until("Continue")  # the main menu is drawn
        term.type(typed)
        term.type(b"r")  # then a key: the Rules open, so the app still reads keys
        term.read_until("card game")
        assert term.app.poll() is None
    finally:
        term.close()
    assert "UnicodeDecodeError" not in term.text() and "Traceback" not in term.text()
