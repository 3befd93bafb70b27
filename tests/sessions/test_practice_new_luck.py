"""Practice from a replay with new luck (`GameSession.practice(..., new_luck=...)`): the same
position, another future, recorded so that the practice replays exactly; practice games (same
luck or new) count for no statistics."""

from __future__ import annotations

import msgspec
import pytest

from dragonwood_tui.engine.game import NewLuck, SeatSpec
from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.stats import compute
from dragonwood_tui.storage.records import replay_record
from dragonwood_tui.play.saves import load_save
from dragonwood_tui.play.session import GameSession, is_practice

from tui.app_helpers import write_save

from .openers import SEATS, WATCHED, advance


def views(match) -> bytes:
    return msgspec.json.encode([match.game.view(match.state, seat) for seat in range(len(match.seats))])


def test_new_luck_keeps_the_position_changes_the_future_and_replays_exactly(tmp_path):
    record = write_save(tmp_path, WATCHED, "dragonwood", SEATS, 7, steps=8)
    with GameSession.practice(record, 5, tmp_path) as same, GameSession.practice(record, 5, tmp_path, new_luck=4242) as new:
        assert new.match.config.new_luck == (NewLuck(5, 4242),) and same.match.config == record.header.config
        assert views(new.match) == views(same.match)  # every seat sees the same table
        assert new.match.state.adv_deck != same.match.state.adv_deck  # another future
        assert new.match.lines is not None and new.match.lines[5][-1].startswith("New luck from here")
        advance(new.match, 6)
        played, final = list(new.match.actions), state_hash(new.match.state)
        saved = load_save(new.id, tmp_path)
        assert saved.header.name == "Practice from step 5 (new luck)"
        assert saved.header.notes == "Practice from step 5 of a replay (new luck)"
    assert saved.actions == played and saved.actions[:5] == record.actions[:5]
    assert state_hash(replay_record(saved).state) == final  # every action and hash checked
    with GameSession.resume(new.id, tmp_path) as resumed:  # and it plays on where it stopped
        assert state_hash(resumed.match.state) == final


def test_new_luck_without_a_seed_draws_a_fresh_one_and_records_it(tmp_path):
    record = write_save(tmp_path, WATCHED, "dice-quest", [SeatSpec("You"), SeatSpec("Ada", "expert")], 3, steps=4)
    seeds = set()
    for _ in range(2):
        with GameSession.practice(record, 2, tmp_path, new_luck=True) as session:
            (luck,) = session.match.config.new_luck
            assert luck.step == 2 and 0 <= luck.seed < 2**63
            seeds.add(luck.seed)
            assert load_save(session.id, tmp_path).header.config.new_luck == (luck,)
    assert len(seeds) == 2


def test_practice_of_a_practice_keeps_the_new_luck_it_passed(tmp_path):
    seats = [SeatSpec("You"), SeatSpec("Ada", "normal")]
    record = write_save(tmp_path, WATCHED, "road-quest", seats, 5, steps=6)
    with GameSession.practice(record, 3, tmp_path, new_luck=11) as first:
        advance(first.match, 6)
        lucky = load_save(first.id, tmp_path)
    with GameSession.practice(lucky, 7, tmp_path, new_luck=12) as again:  # new luck twice
        assert again.match.config.new_luck == (NewLuck(3, 11), NewLuck(7, 12))
        assert again.match.actions == lucky.actions[:7]
        advance(again.match, 2)
        twice = load_save(again.id, tmp_path)
    assert state_hash(replay_record(twice).state) == state_hash(again.match.state)
    with GameSession.practice(lucky, 8, tmp_path) as same:  # same luck: the luck it passed stays
        assert same.match.config.new_luck == (NewLuck(3, 11),)
    with GameSession.practice(lucky, 2, tmp_path) as before:  # before it: the record's first future
        assert before.match.config == record.header.config
    with GameSession.practice(lucky, 3, tmp_path, new_luck=13) as instead:  # at its step: instead of it
        assert instead.match.config.new_luck == (NewLuck(3, 13),)


@pytest.mark.parametrize("seed", [-1, 2**63, "7"])
def test_a_bad_new_luck_seed_is_refused_and_makes_no_file(tmp_path, seed):
    record = write_save(tmp_path, WATCHED, "dragonwood", SEATS, 7, steps=4)
    before = sorted(p.name for p in tmp_path.iterdir())
    with pytest.raises(ValueError, match="a new luck seed is 0 to 2"):
        GameSession.practice(record, 2, tmp_path, new_luck=seed)
    assert sorted(p.name for p in tmp_path.iterdir()) == before


def test_practice_games_count_for_no_statistics(tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    record = write_save(folder, WATCHED, "dragonwood", SEATS, 7)  # a whole game: it counts
    for luck in (False, 99):
        with GameSession.practice(record, 10, folder, new_luck=luck) as session:
            advance(session.match, 3)
            assert is_practice(load_save(session.id, folder))
    assert not is_practice(record)
    stats = compute(folder, use_cache=False)
    mode = stats.mode("dragonwood", "2 seats")
    assert mode is not None and mode.played == 1 and stats.unfinished == 0


def test_new_luck_at_a_checkpoint_step_is_in_its_hash(tmp_path):
    from dragonwood_tui.engine.record_format import CHECKPOINT_EVERY

    step = CHECKPOINT_EVERY
    record = write_save(tmp_path, WATCHED, "dragonwood", SEATS, 7, steps=step + 4)
    with GameSession.practice(record, step, tmp_path, new_luck=5) as session:
        advance(session.match, 3)
        saved = load_save(session.id, tmp_path)
        assert [c.step for c in saved.checkpoints] == [0, step]
        assert saved.checkpoints[1].hash != record.checkpoints[1].hash  # the same position, reseeded
    replay_record(saved)  # its hashes hold
