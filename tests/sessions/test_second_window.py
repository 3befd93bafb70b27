"""Every way a game opens, opened twice: the second opening (another session in this process,
or another process) is refused, writes nothing, and the first one's moves are all in the save.
(The daily's own first save was not locked: a second window played it too, and the two
overwrote each other's moves.)"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys

import pytest

from dragonwood_tui.storage.locks import in_use
from dragonwood_tui.play.saves import load_save
from dragonwood_tui.play.session import GameSession, SaveInUse

from .openers import KINDS, advance, open_kind, second_window

TESTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.mark.parametrize("kind", KINDS)
def test_a_second_session_in_this_process_is_refused_and_no_move_is_lost(kind, tmp_path):
    first = open_kind(kind, tmp_path)
    advance(first.match, 5)
    saved = first.path.read_bytes()
    with pytest.raises(SaveInUse) as refused:
        second_window(kind, tmp_path, first.id)
    assert str(refused.value) == f"{first.path}: it is already open at a table in this window"
    assert first.path.read_bytes() == saved  # the refused one wrote nothing
    advance(first.match, 5)
    played = list(first.match.actions)
    assert load_save(first.id, tmp_path).actions == played
    first.close()
    assert in_use(first.path) is None
    with second_window(kind, tmp_path, first.id) as again:  # free now: it goes on from every move
        assert again.match.actions == played and again.opened == "resume"


CHILD = """
import sys
sys.path.insert(0, sys.argv[1])
from pathlib import Path
from sessions.openers import advance, open_kind
session = open_kind(sys.argv[2], Path(sys.argv[3]))
advance(session.match, 5)
print(session.id, flush=True)
sys.stdin.readline()  # the parent was refused: play on
advance(session.match, 5)
print(len(session.match.actions), flush=True)
sys.stdin.readline()
session.close()
print("closed", flush=True)
"""


@pytest.fixture
def child():
    """Run the CHILD script in another process; killed with SIGKILL if still there at the end."""
    started: list[subprocess.Popen] = []

    def start(kind: str, folder) -> subprocess.Popen:
        proc = subprocess.Popen(
            [sys.executable, "-c", CHILD, TESTS, kind, str(folder)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        )
        started.append(proc)
        return proc

    yield start
    for proc in started:
        if proc.poll() is None:
            os.kill(proc.pid, signal.SIGKILL)
        proc.wait()


def _say(proc: subprocess.Popen, line: str = "go") -> str:
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write(line + "\n")
    proc.stdin.flush()
    return proc.stdout.readline().strip()


def refused_by(proc: subprocess.Popen, kind: str, folder, save_id: str) -> None:
    """The second window is refused, naming the process that plays the save, and writes nothing."""
    path = folder / f"{save_id}.json"
    saved = path.read_bytes()
    with pytest.raises(SaveInUse) as refused:
        second_window(kind, folder, save_id)
    assert f"it is open in another window (pid {proc.pid} on {socket.gethostname()} since " in str(refused.value)
    assert path.read_bytes() == saved


@pytest.mark.parametrize("kind", KINDS)
def test_a_second_process_is_refused_and_no_move_is_lost(kind, tmp_path, child):
    proc = child(kind, tmp_path)
    assert proc.stdout is not None
    save_id = proc.stdout.readline().strip()  # it plays `save_id`, 5 moves in
    refused_by(proc, kind, tmp_path, save_id)
    played = int(_say(proc))  # it plays on: 5 more moves
    refused_by(proc, kind, tmp_path, save_id)
    assert _say(proc) == "closed"
    assert proc.wait() == 0
    assert len(load_save(save_id, tmp_path).actions) == played
    with second_window(kind, tmp_path, save_id) as again:
        assert len(again.match.actions) == played


def test_a_closed_session_saves_no_more_and_can_close_twice(tmp_path):
    session = open_kind("new", tmp_path)
    advance(session.match, 3)
    session.close()
    session.close()
    advance(session.match, 2)  # a match played on after close: not this save's business
    assert len(load_save(session.id, tmp_path).actions) == 3


def test_a_session_names_its_game_and_bots(tmp_path):
    with open_kind("practice", tmp_path) as session:
        assert session.opened == "practice" and len(session.match.actions) == 3
        record = load_save(session.id, tmp_path)
        assert record.header.name == "Practice from step 3"
        assert record.header.notes == "Practice from step 3 of a replay"  # no daily, no stage claimed
        assert session.bots is not None and session.bots("greedy", 1).choose is not None
    assert GameSession  # the class every opening goes through


def test_practice_from_the_end_of_a_finished_game_is_refused_and_makes_no_file(tmp_path):
    from tui.app_helpers import write_save

    from .openers import SEATS

    record = write_save(tmp_path, "dragonwood-over", "dragonwood", SEATS, 7)  # played to its end
    before = sorted(p.name for p in tmp_path.iterdir())
    with pytest.raises(ValueError, match=f"the game is over at step {len(record.actions)}: go back"):
        GameSession.practice(record, len(record.actions), tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == before
    with GameSession.practice(record, len(record.actions) - 1, tmp_path) as session:  # one step before: playable
        assert not session.match.is_over() and session.match.actions == record.actions[:-1]
