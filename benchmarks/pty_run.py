"""One child process in an 80×24 pseudo-terminal, timed until it exits: the start-up and replay
command benchmarks share it."""

from __future__ import annotations

import fcntl
import os
import pty
import select
import struct
import subprocess
import termios
import time


def run_in_terminal(argv: list[str], env: dict[str, str], what: str = "") -> float:
    """Wall seconds from start to exit of `argv` on an 80×24 terminal; exits the benchmark with
    the end of the child's output when it fails."""
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    started = time.perf_counter()
    proc = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, env=env, close_fds=True)
    os.close(slave)
    output = bytearray()
    while True:  # drain the terminal so the child never blocks on output
        ready, _, _ = select.select([master], [], [], 0.05)
        chunk = b""
        if ready:
            try:
                chunk = os.read(master, 65536)
            except OSError:  # EIO: every process closed the terminal
                chunk = b""
            output += chunk
        if not chunk and proc.poll() is not None:
            break
    elapsed = time.perf_counter() - started
    os.close(master)
    if proc.returncode != 0:
        prefix = f"{what} " if what else ""
        raise SystemExit(f"{prefix}exited with {proc.returncode}:\n{output.decode(errors='replace')[-2000:]}")
    return elapsed
