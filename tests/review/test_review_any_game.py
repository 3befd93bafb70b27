"""The review of a game that declares no more than "Adding a game" asks: the toy third game (perfect
information, no world sampler, no rollout, no pre-rank of its own) is reviewed through the
defaults; a game that hides something and deals no worlds is refused with a reason in words."""

from __future__ import annotations

import pytest
from third_game import KIND, register

import dragonwood_tui.review.sampled as sampled
from dragonwood_tui.bots import make_bot, reviewer
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.rng import derive_seed
from dragonwood_tui.review import analysts, run
from dragonwood_tui.storage.records import new_record


@pytest.fixture(autouse=True)
def small_analysis(monkeypatch):
    monkeypatch.setattr(sampled, "WORLDS", 16)
    monkeypatch.setattr(sampled, "BATCH", 8)
    monkeypatch.setattr(run, "_analysts", {})


@pytest.fixture
def toy(monkeypatch):
    return register(monkeypatch, ui=False)


def toy_record(toy, seed: int = 11, actions: int = 30):
    game = toy.GAME
    config = game.default_config(2)
    state = game.new_game(config, seed)
    bots = [make_bot(KIND, level, derive_seed(seed, "bot", i)) for i, level in enumerate(("reckless", "steady"))]
    played = []
    while len(played) < actions and (seat := game.to_move(state)) is not None:
        action = bots[seat].choose(game.view(state, seat), game.legal_actions(state))
        played.append(action)
        game.apply(state, action)
    return new_record(game, config, seed, [SeatSpec("Ann"), SeatSpec("Bot", "steady")], played)


def test_a_recorded_pig_game_is_reviewed_through_the_defaults(toy):
    assert reviewer(KIND) == reviewer("no such game")  # it registered no Reviewer: the defaults
    record = toy_record(toy)
    review = run.review_record(record, 0)
    assert review.method == "sampled" and review.skipped == 0 and review.decisions
    assert all(d.options == 2 and 0.0 <= d.chance_played <= d.chance_best <= 1.0 for d in review.decisions)
    assert run.review_record(record, 0) == review  # deterministic
    assert run.review_record(record, 0, jobs=2) == review  # the decisions' states go to the workers too
    analyst = analysts.analyst_for(toy.GAME, record.header.config)
    assert analyst.bot == "steady" and analyst.rollout is None and analyst.pre_rank is None  # the game's default level


def test_a_perfect_information_world_is_the_seat_s_table_with_new_dice(toy):
    game = toy.GAME
    state = game.new_game(game.default_config(2), 5)
    game.apply(state, toy.Roll())
    worlds = [game.perfect_world(state, seed) for seed in (1, 2)]
    assert all(game.view(w, 0) == game.view(state, 0) for w in worlds)
    assert len({state.rng.state, worlds[0].rng.state, worlds[1].rng.state}) == 3  # the dice to come dealt again
    assert game.perfect_world(state, 1) == worlds[0] and state.rng.state not in (w.rng.state for w in worlds)


def test_the_review_reads_no_state_of_a_hidden_information_game(toy, monkeypatch):
    # the same record, the game now declaring hidden information: the decisions' states stay out
    monkeypatch.setattr(type(toy.GAME), "information", "hidden")
    monkeypatch.setattr(type(toy.GAME), "sample_world", lambda self, view, seed: None, raising=False)
    tasks, _ = run.decisions_of(toy_record(toy), 0)
    assert tasks and all(t.state is None for t in tasks)


def test_a_hidden_information_game_that_deals_no_worlds_is_refused_with_a_reason(toy, monkeypatch):
    monkeypatch.setattr(type(toy.GAME), "information", "hidden")
    assert analysts.analyst_for(toy.GAME, toy.GAME.default_config(2)) is None
    with pytest.raises(run.ReviewError, match=f"^{toy.GAME.title} can't be reviewed: it hides cards or dice"):
        run.review_record(toy_record(toy), 0)


def test_the_default_value_at_the_horizon_is_the_share_of_the_lead_then_of_the_win(toy):
    game = toy.GAME
    state = game.new_game(game.default_config(3), 5)
    state.banked = [6, 9, 9]
    assert [game.horizon_value(state, k) for k in range(3)] == [0.0, 0.5, 0.5]
    state.over, state.to_move = True, 2
    assert [game.horizon_value(state, k) for k in range(3)] == [0.0, 0.0, 1.0]


def test_a_game_with_no_computer_players_is_played_out_at_random(toy, monkeypatch):
    from dragonwood_tui import bots

    record = toy_record(toy)
    monkeypatch.setattr(bots, "_BOTS", {k: v for k, v in bots._BOTS.items() if k != KIND})
    analyst = analysts.analyst_for(toy.GAME, toy.GAME.default_config(2))
    assert analyst.bot == "random"
    review = run.review_record(record, 0)
    assert review.decisions and review.skipped == 0


def test_every_dice_stream_of_a_state_is_dealt_again(toy):
    from dragonwood_tui.engine.rng import Rng, reseed_every_rng

    state = toy.GAME.new_game(toy.GAME.default_config(2), 5)
    nested = [Rng(1), {"a": Rng(1)}, (Rng(1),)]
    assert reseed_every_rng(nested, 9) == 3 and len({r.state for r in (nested[0], nested[1]["a"], nested[2][0])}) == 3
    assert reseed_every_rng(state, 9) == 1 and state.rng.state != toy.GAME.new_game(toy.GAME.default_config(2), 5).rng.state
