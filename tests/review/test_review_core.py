"""The review of play, headless: classes from losses on a stacked position, what the analysis may
know (the seat's view only), determinism with any --jobs, the cache, the CLI, simulate --records.

Every test keeps the analysis small (few worlds): they check behaviour, not strength."""

from __future__ import annotations

import json
from pathlib import Path

import msgspec
import pytest
from dragonwood.helpers import D, H, build

import dragonwood_tui.review.sampled as sampled
from dragonwood_tui.bots import make_bot
from dragonwood_tui.cli import main
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.rng import derive_seed
from dragonwood_tui.games.dragonwood import GAME
from dragonwood_tui.games.dragonwood.actions import Capture, Reload
from dragonwood_tui.review import run
from dragonwood_tui.review.model import CLASSES, SeatReview
from dragonwood_tui.storage.records import encode_record, new_record, replay_record
from dragonwood_tui.storage.files import read_record_file


@pytest.fixture(autouse=True)
def small_analysis(monkeypatch):
    monkeypatch.setattr(sampled, "WORLDS", 24)
    monkeypatch.setattr(sampled, "BATCH", 12)
    monkeypatch.setattr(run, "_analysts", {})


def _last_turn(other_hand: str = "G1 G2", deck_seed: int = 7):
    """Seat 1's last turn of the game, behind 2 VP to 3: a sure capture of the Pack of Wolves
    (six dice against 6) wins it, a reload loses it."""
    s = build(
        2,
        hands=[H("O1 O2 O3 O4 O5 O6"), H(other_hand)],
        landscape=[D("Pack of Wolves"), D("Crazy Bats"), D("Angry Ogre")],
        victory=[[D("Fire Ants")], [D("Hungry Bear")]],
        seed=deck_seed,
    )
    s.final_round = True
    s.final_turns_left = 1
    return s


SURE = Capture(D("Pack of Wolves"), "strike", tuple(H("O1 O2 O3 O4 O5 O6")))
LONG_SHOT = Capture(D("Angry Ogre"), "scream", tuple(H("O1 O2")))  # two dice against 14: never


def test_classes_from_the_loss_on_a_stacked_last_turn():
    best = run.review_position(GAME, _last_turn(), SURE)
    assert best is not None and best.cls == "best" and best.loss == 0.0
    assert best.chance_played == pytest.approx(1.0)
    reload = run.review_position(GAME, _last_turn(), Reload())
    assert reload is not None
    assert reload.cls == "blunder" and reload.loss == pytest.approx(1.0) and reload.chance_played == 0.0
    # what the review keeps of the two options is language-free: the sure capture's exact chance and its VP
    assert reload.played_facts == {"do": "reload"}
    assert reload.best_facts["card"] == D("Pack of Wolves") and reload.best_facts["chance"] == 1.0
    shot = run.review_position(GAME, _last_turn(), LONG_SHOT)
    assert shot is not None and shot.cls == "blunder" and shot.options > 100


def test_hidden_cards_do_not_change_the_review():
    # the other hand and the deck's order differ; seat 1 sees the same
    a, b = _last_turn("G1 G2", deck_seed=7), _last_turn("R9 B3", deck_seed=99)
    assert a.hands[1] != b.hands[1]
    assert msgspec.msgpack.encode(GAME.view(a, 0)) == msgspec.msgpack.encode(GAME.view(b, 0))
    for action in (Reload(), LONG_SHOT):
        assert run.review_position(GAME, a, action) == run.review_position(GAME, b, action)


def _short_record(actions: int = 14, seed: int = 3):
    """The first `actions` of a 2-seat game between `hard` bots (a prefix: cheap to review)."""
    config = GAME.default_config(2)
    state = GAME.new_game(config, seed)
    bots = [make_bot("dragonwood", "hard", derive_seed(seed, "bot", i)) for i in range(2)]
    played = []
    while len(played) < actions and GAME.to_move(state) is not None:
        seat = GAME.to_move(state)
        action = bots[seat].choose(GAME.view(state, seat), GAME.legal_actions(state))
        played.append(action)
        GAME.apply(state, action)
    return new_record(GAME, config, seed, [SeatSpec("Ann"), SeatSpec("Bot", "hard")], played)


def test_the_same_review_twice_and_with_two_processes():
    record = _short_record()
    ticks = []
    one = run.review_record(record, 0, progress=lambda done, total: ticks.append((done, total)))
    assert one.decisions and one.seat == 1 and one.name == "Ann" and one.method == "sampled"
    assert ticks[0] == (0, ticks[-1][1]) and ticks[-1][0] == ticks[-1][1]
    assert run.review_record(record, 0) == one
    assert run.review_record(record, 0, jobs=2) == one
    assert sum(one.counts.values()) == len(one.decisions) and set(one.counts) == set(CLASSES)


def test_cancel_stops_the_review():
    with pytest.raises(run.Cancelled):
        run.review_record(_short_record(), 0, cancel=lambda: True)


def test_bad_requests_are_review_errors():
    record = _short_record(4)
    with pytest.raises(run.ReviewError, match="seats 1 to 2"):
        run.review_record(record, 2)
    empty = new_record(GAME, GAME.default_config(2), 1, [SeatSpec("Ann"), SeatSpec("Bo", "hard")], [])
    with pytest.raises(run.ReviewError, match="nothing to review"):
        run.review_record(empty, 0)


def test_the_cache_is_reused_and_a_corrupt_one_rebuilt(tmp_path, monkeypatch):
    record = _short_record(8)
    path = tmp_path / "game.json"
    path.write_bytes(encode_record(record))
    first = run.load_or_review(path, record, 0)
    cache = tmp_path / "game.json.review.json"
    assert cache.is_file()
    real = run.review_record
    calls = []

    def counted(*args, **kwargs):
        calls.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(run, "review_record", counted)
    assert run.load_or_review(path, record, 0) == first and calls == []  # from the cache
    cache.write_bytes(b'{"format": "dragonwood-tui-review", "seats": {"1": [')  # torn
    assert run.load_or_review(path, record, 0) == first and len(calls) == 1
    assert _kept(cache).seats["1"] == first
    run.load_or_review(path, record, 1)  # another seat joins the same cache
    assert set(_kept(cache).seats) == {"1", "2"}


def _kept(cache: Path) -> run.CacheFile:
    """The review cache's body (sealed: storage.cache)."""
    from dragonwood_tui.storage.cache import load_sealed

    kept = load_sealed(cache, run.CacheFile, run.MAX_CACHE_BYTES)
    assert kept is not None
    return kept


def test_an_unwritable_folder_is_no_error(tmp_path, monkeypatch):
    record = _short_record(6)

    def refuse(path, data, **kwargs):
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr("dragonwood_tui.storage.atomic.atomic_write", refuse)
    assert isinstance(run.load_or_review(tmp_path / "x.json", record, 0), SeatReview)


def test_cli_json_shape(tmp_path, capsys):
    path = tmp_path / "game.json"
    path.write_bytes(encode_record(_short_record()))
    assert main(["review", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["seat"] == 1 and 0 <= out["accuracy"] <= 100
    assert set(out["counts"]) == set(CLASSES)
    assert out["decisions"] and {"step", "played", "best", "loss", "class"} <= set(out["decisions"][0])
    assert all(d["class"] in CLASSES for d in out["decisions"])
    assert main(["review", str(path), "--seat", "2"]) == 0  # text, from the other seat
    text = capsys.readouterr().out
    assert text.startswith("dragonwood, seat 2 (Bot): accuracy") and "decisions:" in text


def test_cli_bad_input_is_one_line_and_exit_2(tmp_path, capsys):
    record = _short_record(10)
    path = tmp_path / "game.json"
    path.write_bytes(encode_record(record))
    assert main(["review", str(path), "--seat", "3"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "seats 1 to 2" in err and "game.json" in err
    # a record that does not verify: an action changed after the deal
    lines = path.read_bytes().splitlines()
    lines[3] = b'{"action":{"type":"capture","target":89,"method":"strike","cards":[0]}}'
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"\n".join(lines) + b"\n")
    assert main(["review", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "bad.json" in err and "step 3" in err
    missing = tmp_path / "nope.json"
    assert main(["review", str(missing)]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_simulate_records_are_verifiable_and_reviewable(tmp_path, capsys):
    folder = tmp_path / "records"
    assert main(["simulate", "--game", "dragonwood", "--seats", "normal,normal", "--games", "3", "--records", str(folder), "--json"]) == 0
    capsys.readouterr()
    files = sorted(folder.iterdir())
    assert [f.name for f in files] == ["dragonwood-1.json", "dragonwood-2.json", "dragonwood-3.json"]
    for f in files:
        record = read_record_file(f)
        assert replay_record(record).summary.status == "finished"
        assert [s.bot for s in record.header.seats] == ["normal", "normal"]
    assert main(["verify", str(files[0])]) == 0
