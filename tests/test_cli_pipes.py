"""The command line as a packager or a script uses it: output piped into `head`, options after
the sub-command, seats counted from 1."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest


def run_piped(args: list[str], data: Path) -> subprocess.CompletedProcess[bytes]:
    """`dragonwood ARGS | head -c 1`: the reader leaves after one byte."""
    command = f"{sys.executable} -m dragonwood_tui --data-dir {data} {' '.join(args)} | head -c 1 >/dev/null; exit ${{PIPESTATUS[0]}}"
    return subprocess.run(["bash", "-c", command], capture_output=True, timeout=120)


@pytest.mark.parametrize("command", ["saves", "saves --json", "replay --text"])
def test_a_closed_pipe_gives_no_traceback(tmp_path: Path, command):
    from dragonwood_tui.engine.game import SeatSpec

    from tests.tui.app_helpers import write_save

    saves = tmp_path / "saves"
    saves.mkdir()
    seats = [SeatSpec("You" * 30)] + [SeatSpec(f"Bot {i}", "greedy") for i in range(3)]
    for i in range(300):  # more than a pipe holds (64 KiB) once the reader has gone
        write_save(saves, f"game-{i:03}", "dragonwood", seats, i, steps=None if i < 4 else 1)
    args = command.split() + ([str(saves / "game-000.json")] if command.startswith("replay") else [])
    done = run_piped(args, tmp_path)
    assert b"Traceback" not in done.stderr and b"BrokenPipe" not in done.stderr, done.stderr.decode()[-2000:]


def test_data_dir_is_accepted_after_the_sub_command(tmp_path: Path):
    from dragonwood_tui.cli import _parser

    args = _parser().parse_args(["saves", "--data-dir", str(tmp_path)])
    assert args.data_dir == str(tmp_path)
    args = _parser().parse_args(["--data-dir", str(tmp_path), "saves"])
    assert args.data_dir == str(tmp_path)  # before it still works, not reset by the sub-command


def run_into_a_closed_pipe(args: list[str], data: Path) -> subprocess.CompletedProcess[bytes]:
    """`dragonwood ARGS` writing into a pipe whose reader has already gone: every write fails
    (no race with a reader that might still read)."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        cmd = [sys.executable, "-m", "dragonwood_tui", "--data-dir", str(data), *args]
        return subprocess.run(cmd, stdout=write_end, stderr=subprocess.PIPE, timeout=600)
    finally:
        os.close(write_end)


@pytest.mark.parametrize(
    "command",
    [
        "simulate --seats random,random --games 40",
        "simulate --seats random,random --games 40 --json",
        "tournament --seats random,random --games 40 --jobs 2",
        "campaign simulate --as random --games 1",
        "saves",
        "stats",
        "replay --text",
    ],
)
def test_every_command_ends_a_closed_pipe_alike(tmp_path: Path, command):
    """One exit status (141, as a shell reports SIGPIPE) and nothing on stderr, whatever the
    command."""
    from dragonwood_tui.engine.game import SeatSpec

    from tests.tui.app_helpers import write_save

    saves = tmp_path / "saves"
    saves.mkdir()
    write_save(saves, "game-000", "dragonwood", [SeatSpec("You"), SeatSpec("Bot", "greedy")], 1)
    args = command.split() + ([str(saves / "game-000.json")] if command.startswith("replay") else [])
    done = run_into_a_closed_pipe(args, tmp_path)
    assert done.stderr == b"", done.stderr.decode()[-2000:]
    assert done.returncode == 141
