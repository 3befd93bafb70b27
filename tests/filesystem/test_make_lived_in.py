"""The lived-in folder generator: the same days give the same files, every kind of save is
there, and the counts grow with the days."""

from __future__ import annotations

from pathlib import Path

import ast
import hashlib

import pytest

from dragonwood_tui.games import game_kinds
from dragonwood_tui import bots
from dragonwood_tui.devtools.make_lived_in import generate, main
from dragonwood_tui.play.saves import list_saves


def contents(root: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted((root / "saves").iterdir())}


def test_the_same_days_give_the_same_files(tmp_path: Path):
    a = generate(tmp_path / "a", 4)
    b = generate(tmp_path / "b", 4)
    assert a == b and contents(tmp_path / "a") == contents(tmp_path / "b")
    for cache in ("saves-index.json", "stats-cache.json", "campaign/road.progress.json", "config/settings.json"):
        assert (tmp_path / "a" / cache).is_file()


def test_the_folder_holds_every_kind_of_save(tmp_path: Path):
    counts = generate(tmp_path / "d", 10)
    infos = list_saves(tmp_path / "d" / "saves")
    assert len(infos) == counts["saves"] and all(i.problem is None for i in infos)
    assert {i.game for i in infos} == set(game_kinds())
    assert {len(i.seats) for i in infos} == {1, 2, 3, 4}
    assert any(sum(s.bot is None for s in i.seats) >= 2 for i in infos)  # hot seat
    assert {i.status for i in infos} == {"finished", "playing"}
    assert counts["dailies"] == 10 and counts["campaign"] >= 7 and counts["imported"] >= 1
    more = generate(tmp_path / "e", 30)
    assert 2.5 * counts["saves"] <= more["saves"] <= 3.5 * counts["saves"]


def test_the_command_refuses_a_folder_with_saves(tmp_path: Path, capsys):
    assert main([str(tmp_path / "f"), "--days", "1"]) == 0
    assert main([str(tmp_path / "f"), "--days", "1"]) == 2
    assert "not empty" in capsys.readouterr().err


# -- the arguments: a mistake is one line naming it, exit 2, and nothing written -----------


def refusal(argv: list[str], capsys) -> str:
    import pytest

    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "Traceback" not in err and "usage" not in err, err
    return err


def test_a_path_that_is_not_a_folder_is_refused(tmp_path: Path, capsys, monkeypatch):
    import os

    monkeypatch.chdir(tmp_path)
    a_file = tmp_path / "a-file"
    a_file.write_text("not a folder")
    os.mkfifo(tmp_path / "a-fifo")
    (tmp_path / "dangling").symlink_to(tmp_path / "nowhere")
    for bad, named in [(a_file, "a-file"), (a_file / "under", "a-file"), (a_file / "under" / "deeper", "a-file"),
                       (tmp_path / "a-fifo", "a-fifo"), (tmp_path / "dangling", "dangling")]:
        assert named in refusal([str(bad), "--days", "1"], capsys)
    for empty in ("", "  "):
        assert "empty path" in refusal([empty, "--days", "1"], capsys)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a-fifo", "a-file", "dangling"]  # nothing written, not even in "."


def test_a_saves_entry_that_is_a_file_is_refused(tmp_path: Path, capsys):
    (tmp_path / "saves").write_text("in the way")
    assert main([str(tmp_path), "--days", "1"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "saves" in err and "not a folder" in err


def test_absurd_days_are_refused(tmp_path: Path, capsys):
    for days in ("0", "-3", str(10**9), "x", "1.5", "", "1e3"):
        err = refusal([str(tmp_path / "d"), "--days", days], capsys)
        assert "--days" in err
    assert not (tmp_path / "d").exists()


def test_a_refusal_in_a_new_process_is_one_line(tmp_path: Path):
    import subprocess
    import sys

    (tmp_path / "f").write_text("x")
    for args in (["f"], [""], ["f/sub"], ["d", "--days", str(10**9)]):
        done = subprocess.run([sys.executable, "-m", "dragonwood_tui.devtools.make_lived_in", *args], cwd=tmp_path,
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 2 and done.stderr.count("\n") == 1 and "Traceback" not in done.stderr, done.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["f"]


# -- how it plays a game: from the registries and the bots' declaration, never a game's name --

# the sealed caches hold inodes: everything else of the folder is pinned
CACHES = {"saves-index.json", "stats-cache.json", "stats-summary.json"}
# computed on main before the generator read the registries (4 days; 40 days hold a solo game
# given up, which the declaration's give-up action ends); made again once when the campaign's
# computer players got names (Ada, Bram) instead of their level: only the seats' names changed
PINNED = {
    4: "673f82a7a0b5e2aa3466c375677c8464469680c441af715d9968681812cbfb00",
    40: "d8822350928acf689b09055077530417a05331c57e52061ff046191e230688ce",
}


def digest(root: Path) -> str:
    h = hashlib.sha256()
    for p in sorted(root.rglob("*")):
        if p.is_file() and p.name not in CACHES:
            h.update(p.relative_to(root).as_posix().encode() + b"\0" + p.read_bytes() + b"\0")
    return h.hexdigest()


@pytest.mark.parametrize("days", sorted(PINNED))
def test_the_folder_of_the_same_days_is_the_one_it_always_was(tmp_path: Path, days: int):
    generate(tmp_path / "d", days)
    assert digest(tmp_path / "d") == PINNED[days]


def test_the_generators_name_no_game(tmp_path: Path):
    from dragonwood_tui.games import game_kinds

    devtools = Path(__file__).resolve().parents[2] / "dragonwood_tui" / "devtools"
    kinds = set(game_kinds())
    found = [f"{path.name}:{node.lineno} {node.value!r}" for path in sorted(devtools.glob("make_*.py"))
             for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
             if isinstance(node, ast.Constant) and node.value in kinds]
    assert found == []
    # ... and the check sees one
    (tmp_path / "make_x.py").write_text('KIND = "road-quest"\n')
    assert any(isinstance(n, ast.Constant) and n.value in kinds for n in ast.walk(ast.parse((tmp_path / "make_x.py").read_text())))


def test_a_game_that_declares_nothing_is_played_by_default_levels(tmp_path: Path, monkeypatch):
    from third_game import KIND, register

    register(monkeypatch, ui=False)  # its bots registered with no everyday declaration
    everyday = bots.everyday_play(KIND)
    assert everyday is not None and everyday.give_up is None
    assert everyday.person in bots.bot_names(KIND) and set(everyday.opponents) <= set(bots.bot_names(KIND))
    counts = generate(tmp_path / "d", 4)
    infos = list_saves(tmp_path / "d" / "saves")
    assert len(infos) == counts["saves"] and all(i.problem is None for i in infos)
    assert KIND in {i.game for i in infos}


def test_a_declared_give_up_ends_a_solo_game_early(tmp_path: Path):
    from dragonwood_tui.devtools.make_lived_in import kinds, play
    from dragonwood_tui.engine.game import SeatSpec
    from dragonwood_tui.games import get_game

    solo = [k for k in kinds() if bots.everyday_play(k).give_up and any(m.players == 1 for m in get_game(k).modes)]
    assert solo  # a game declares one (the pinned folders hold its given-up games)
    for kind in solo:
        game = get_game(kind)
        actions = play(kind, game.default_config(1), 5, [SeatSpec("You")], stop=6, give_up=True)
        state = game.new_game(game.default_config(1), 5)
        for action in actions:
            game.apply(state, action)
        module, name = bots.everyday_play(kind).give_up.split(":")
        give_up = getattr(__import__(module, fromlist=[name]), name)
        assert game.is_over(state) and isinstance(actions[-1], give_up) and len(actions) > 6
        assert not any(isinstance(a, give_up) for a in play(kind, game.default_config(1), 5, [SeatSpec("You")]))


def test_everyday_levels_must_be_the_games_own():
    with pytest.raises(ValueError, match="everyday levels"):
        bots.register_bots("toy-x", [bots.Level("a", "m:f", "")], everyday=bots.Everyday("b", ("a",)))
