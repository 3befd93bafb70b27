"""Format version 2 is append-only: one line and one fsync per action, a torn last line dropped,
resumed games appended to, older versions rewritten once; verify and replays walk once."""

from __future__ import annotations

import os

import pytest
from records_helpers import as_v1, toy_record
from toy_game import GAME, ToyConfig, play_game, policy

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.match import Match
from dragonwood_tui.engine.record_format import PROGRESS_EVERY, encode_record_v1
from dragonwood_tui.play import saves
from dragonwood_tui.storage import atomic
from dragonwood_tui.play.autosave import Autosave
from dragonwood_tui.storage.records import (
    cursor_of,
    decode_record,
    decode_record_layout,
    encode_record,
    replay_record,
    transcript,
)

SEATS = [SeatSpec("A"), SeatSpec("B")]
CONFIG = ToyConfig(2, 60)


class Counter:
    def __init__(self, monkeypatch) -> None:
        self.fsyncs = 0
        self.replaces = 0
        real_fsync, real_replace = os.fsync, os.replace

        def fsync(fd):
            self.fsyncs += 1
            real_fsync(fd)

        def replace(a, b):
            self.replaces += 1
            real_replace(a, b)

        monkeypatch.setattr(os, "fsync", fsync)
        monkeypatch.setattr(atomic.os, "replace", replace)


def test_each_action_appends_one_line_with_one_fsync(tmp_path, monkeypatch):
    match = Match(GAME, CONFIG, 8, SEATS)
    path = tmp_path / "g.json"
    saver = Autosave(path).attach(match)
    inode = path.stat().st_ino
    counter = Counter(monkeypatch)
    before = path.read_bytes()
    for action in play_game(CONFIG, 8, 100):
        match.play(action)
        data = path.read_bytes()
        assert data.startswith(before) and data.count(b"\n") == before.count(b"\n") + 1  # appended
        before = data
    assert counter.fsyncs == 100 and counter.replaces == 0  # one fsync, no directory fsync
    assert path.stat().st_ino == inode
    assert saver.appends == 100
    assert decode_record(path.read_bytes()).actions == match.actions


def test_a_torn_last_line_is_dropped_and_the_game_resumes_after_it(saves_folder):
    match = Match(GAME, CONFIG, 8, SEATS)
    save_id, _ = saves.start_save(match, saves_folder)
    reference = play_game(CONFIG, 8)
    for action in reference[:50]:
        match.play(action)
    path = saves.save_path(save_id, saves_folder)
    data = path.read_bytes()
    for cut in (1, 5, len(data.splitlines()[-1])):  # a kill or a power cut in the last write
        torn = data[:-cut]
        record, layout = decode_record_layout(torn)
        assert record.actions == reference[:49] and layout.torn == len(torn) - layout.length > 0
        replay_record(record)
    path.write_bytes(data[:-7])
    [info] = saves.list_saves(saves_folder)
    assert info.problem is None and info.steps == 49  # the list reads the last complete line
    resumed = saves.resume(save_id, saves_folder, lock=False)  # the lock has a file of its own
    for action in reference[49:60]:
        resumed.match.play(action)
    final = decode_record(path.read_bytes())
    assert final.actions == reference[:60]
    replay_record(final)


def test_resuming_appends_to_the_same_file(saves_folder, monkeypatch):
    match = Match(GAME, CONFIG, 9, SEATS)
    save_id, _ = saves.start_save(match, saves_folder)
    reference = play_game(CONFIG, 9)
    for action in reference[:40]:
        match.play(action)
    path = saves.save_path(save_id, saves_folder)
    before, inode = path.read_bytes(), path.stat().st_ino
    counter = Counter(monkeypatch)
    resumed = saves.resume(save_id, saves_folder, lock=False)  # the lock has a file of its own
    for action in reference[40:45]:
        resumed.match.play(action)
    assert counter.replaces == 0 and counter.fsyncs == 5
    assert path.stat().st_ino == inode and path.read_bytes().startswith(before)
    assert resumed.autosave.appends == 5


def test_a_version_1_save_is_written_once_as_version_2_then_appended_to(saves_folder, monkeypatch):
    record = as_v1(toy_record(rounds=60, seed=9, limit=40))
    path = saves_folder / "old.json"
    path.write_bytes(encode_record_v1(record))
    counter = Counter(monkeypatch)
    resumed = saves.resume("old", saves_folder, lock=False)
    actions = list(record.actions)
    for _ in range(5):
        action = policy(resumed.match.state, GAME.legal_actions(resumed.match.state))
        actions.append(action)
        resumed.match.play(action)
    assert counter.replaces == 1  # one whole write, as version 2, then appends
    assert path.read_bytes().startswith(b'{"game":"toy","format":"dragonwood-tui-record","version":2,')
    assert decode_record(path.read_bytes()).actions == actions
    assert resumed.autosave.appends == 4


def test_a_file_changed_behind_the_autosaves_back_is_written_whole(tmp_path):
    match = Match(GAME, CONFIG, 8, SEATS)
    path = tmp_path / "g.json"
    saver = Autosave(path).attach(match)
    actions = play_game(CONFIG, 8, 10)
    for action in actions[:5]:
        match.play(action)
    with open(path, "ab") as f:
        f.write(b'{"action":')  # another writer's half line
    for action in actions[5:]:
        match.play(action)
    assert decode_record(path.read_bytes()).actions == actions
    assert saver.appends == 9


def test_a_new_name_rewrites_the_first_line(tmp_path):
    match = Match(GAME, CONFIG, 8, SEATS)
    saver = Autosave(tmp_path / "g.json").attach(match)
    actions = play_game(CONFIG, 8, 6)
    match.play(actions[0])
    saver.name = "renamed"
    for action in actions[1:]:
        match.play(action)
    record = decode_record(saver.path.read_bytes())
    assert record.header.name == "renamed" and record.actions == actions


class CountingGame(type(GAME)):
    applies = 0

    def apply(self, state, action):
        CountingGame.applies += 1
        super().apply(state, action)


def test_verify_the_viewer_and_the_transcript_walk_the_game_once():
    record = toy_record(rounds=300, seed=2)
    n = len(record.actions)
    assert n > 2 * PROGRESS_EVERY
    game = CountingGame()
    seen: list[tuple[int, int]] = []
    for run in (
        lambda: replay_record(record, game, progress=lambda done, total: seen.append((done, total))),
        lambda: cursor_of_game(record, game),
    ):
        CountingGame.applies = 0
        run()
        assert CountingGame.applies == n
    assert seen[-1] == (n, n) and seen[0] == (PROGRESS_EVERY, n) and len(seen) == n // PROGRESS_EVERY + 1
    ticks: list[int] = []
    lines = transcript(record, progress=lambda done, total: ticks.append(done))
    assert ticks[-1] == n and sum(line[:5].strip().isdigit() for line in lines) == n


def cursor_of_game(record, game):
    from dragonwood_tui.engine.replay import ReplayCursor

    return ReplayCursor.from_record(record, game, lines=True)


def test_the_cli_shows_no_progress_bar_off_a_terminal(tmp_path, capsys):
    from dragonwood_tui.cli import main

    path = tmp_path / "g.json"
    path.write_bytes(encode_record(toy_record(rounds=300, seed=2)))
    assert main(["verify", str(path)]) == 0
    assert capsys.readouterr().err == ""


def test_the_progress_bar_appears_only_after_half_a_second(monkeypatch):
    from dragonwood_tui import progress

    class Tty:
        def isatty(self):
            return True

        def write(self, s):
            return len(s)

        def flush(self):
            pass

    monkeypatch.setattr(progress.sys, "stderr", Tty())
    clock = [0.0]
    monkeypatch.setattr(progress.time, "monotonic", lambda: clock[0])
    with progress.terminal_progress("x") as tick:
        tick(10, 100)
        assert tick.__closure__ is not None
        bar = [c.cell_contents for c in tick.__closure__ if type(c.cell_contents).__name__ == "Progress"]
        assert bar == []  # not yet: quick checks show nothing
        clock[0] = 0.6
        tick(20, 100)
        bar = [c.cell_contents for c in tick.__closure__ if type(c.cell_contents).__name__ == "Progress"]
        assert len(bar) == 1 and bar[0].tasks[0].completed == 20


def test_dice_quest_narrates_in_one_apply_what_describe_says():
    from records_helpers import REPO

    from dragonwood_tui.games import get_game
    from dragonwood_tui.storage.records import decode_record as decode

    game = get_game("dice-quest")
    for name in ("dice-quest-solo-won.json", "dice-quest-2-seats.json", "dice-quest-solo-lost.json"):
        record = decode((REPO / "saves" / name).read_bytes())
        names = [s.name for s in record.header.seats]
        state = game.new_game(record.header.config, record.header.seed)
        for action in record.actions:
            said = game.describe(state, action, names)
            before = game.clone(state)
            assert "; ".join(game.narrate(state, action, names)) == said  # a line per event
            game.apply(before, action)
            assert before.log == state.log and before.dice == state.dice  # applied once, as apply does
