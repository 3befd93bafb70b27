"""Solo Dice Quest's review values each option by the chance of beating the WHOLE quest
(bots/dice_quest_quest.py), not of getting through the turn in progress.

- a chance of 1 is claimed only where the quest is won whatever the dice do: over games of
  `random`, `normal` and `expert`, every decision claimed at 1 is in a won game (or one the seat
  gave up with the win in hand), and no review opens at 1;
- which enemy is beaten is judged (beats are not all worth 1), and a card spent is gone;
- the last turns, with nothing left to draw, are exact: checked against the solver's odds.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import msgspec
import pytest

from dragonwood_tui.bots import make_untimed_bot
from dragonwood_tui.bots.dice_quest_quest import QuestAnalyst, estimated_chance
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.rng import derive_seed
from dragonwood_tui.games.dice_quest import GAME, Action
from dragonwood_tui.games.dice_quest import tables as T
from dragonwood_tui.games.dice_quest.actions import Beat, GiveUp
from dragonwood_tui.games.dice_quest.solver import combo_of, reroll_odds
from dragonwood_tui.games.dice_quest.state import WON
from dragonwood_tui.review import run
from dragonwood_tui.review.analysts import OwnAnalyst, analyst_for
from dragonwood_tui.storage.records import new_record

CONFIG = GAME.default_config(1)


class RecordedGame(msgspec.Struct):
    """A game of tests/dice_quest/fixtures/review_solo_40.json."""

    seed: int
    bot: str
    actions: list[Action]


def _played(level: str, seed: int):
    state = GAME.new_game(CONFIG, seed)
    bot = make_untimed_bot(GAME.kind, level, derive_seed(seed, "bot", 0))
    actions = []
    while GAME.to_move(state) is not None:
        action = bot.choose(GAME.bot_view(state, 0), GAME.legal_actions(state))
        actions.append(action)
        GAME.apply(state, action)
    return new_record(GAME, CONFIG, seed, [SeatSpec(level, level)], actions), state


def test_the_review_of_a_solo_game_is_the_quest_analyst():
    analyst = analyst_for(GAME, CONFIG)
    assert isinstance(analyst, OwnAnalyst) and analyst.method == "estimated"
    assert not isinstance(analyst_for(GAME, GAME.default_config(2)), OwnAnalyst)  # multiplayer: sampled


GAMES = [("expert", s) for s in (1, 2, 3, 5, 11)] + [("normal", s) for s in (1, 2, 4)] + [("random", s) for s in range(6)]


@pytest.mark.parametrize("level,seed", GAMES, ids=lambda x: str(x))
def test_a_chance_of_1_is_claimed_only_in_a_quest_won_whatever_happens(level, seed):
    record, end = _played(level, seed)
    review = run.review_record(record, 0)
    won = end.status == WON
    gave_up = any(isinstance(a, GiveUp) for a in record.actions)
    for d in review.decisions:
        if d.chance_played == 1.0:
            assert won or gave_up, (level, seed, d.step, d.played)
        assert 0.0 <= d.chance_played <= d.chance_best <= 1.0
    if review.decisions:
        assert review.chance_start < 1.0  # a quest is not won at its first decision
        # the chance is of the whole quest: it ends at 1 in a won game, and is below 1 before
        # the last turns in any game
        if won:
            assert review.decisions[-1].chance_played == 1.0 and review.decisions[-1].method == "exact"
        assert any(d.chance_best < 1.0 for d in review.decisions)


def test_lost_games_of_expert_claim_no_certain_win():
    # games `expert` lost: the review made of this-turn chances called most of their decisions
    # 1.0 (any beat got through the turn) and scored them 100
    lost = []
    for seed in range(40):
        record, end = _played("expert", seed)
        if end.status != WON:
            lost.append(record)
        if len(lost) == 2:
            break
    assert lost, "expert won its 40 games: no lost game to check"
    for record in lost:
        review = run.review_record(record, 0)
        assert all(d.chance_played < 1.0 for d in review.decisions)


def _position(line: list[int], dice: list[int], army: list[int] = (), deck: list[int] | None = None):
    """A solo position after the first turn: `line` the quest line, `dice` rolled, one free
    re-roll, `army` beaten before, `deck` the rest (default: every other card)."""
    state = GAME.new_game(CONFIG, 3)
    others = [c for c in range(len(GAME.cards)) if c not in line and c not in army]
    state.line = list(line)
    state.deck = list(others if deck is None else deck)
    state.set_aside = [c for c in others if c not in state.deck]
    state.players[0].army = list(army)
    state.players[0].turns = 2
    state.turn = 2
    state.dice = list(dice)
    state.rerolls_left = 1
    return state


def _card(label: str, power: str | None = None) -> int:
    return next(c.id for c in GAME.cards if c.label == label and (power is None or c.power == power))


def _values(state) -> dict:
    legal = GAME.legal_actions(state)
    view = GAME.view(state, 0)
    return dict(zip(map(repr, legal), QuestAnalyst(GAME, CONFIG).values(view, legal)))


def test_which_enemy_is_beaten_is_judged():
    easy, hard = _card("pair of 2s"), _card("full house", "plus")
    line = [easy, hard, _card("five of a kind"), _card("four of a kind", "reroll"), _card("three 6s")]
    values = _values(_position(line, [2, 2, 5, 5, 5]))
    v_easy, v_hard = values[repr(Beat(easy))], values[repr(Beat(hard))]
    assert 0.0 < v_easy < 1.0 and 0.0 < v_hard < 1.0
    assert v_hard > v_easy  # the full house taken now leaves the pair of 2s, easy later


def test_a_card_spent_is_gone_for_later_turns():
    line = [_card("pair of 2s"), _card("any three", "reroll"), _card("four of a kind", "reroll")]
    unseen = [combo_of(GAME.cards[c]) for c in range(10, 30)]
    combos = [combo_of(GAME.cards[c]) for c in line]
    with_card = estimated_chance(combos, (1, 0, 0, 0, 0), unseen)
    without = estimated_chance(combos, (0, 0, 0, 0, 0), unseen)
    assert with_card > without


def _last_enemy_chance(enemy: int, army: list[int]) -> Fraction:
    """The solver's chance of beating `enemy` alone from a fresh roll, one free re-roll."""
    cards = [GAME.cards[c] for c in army]
    total = sum(T.ROLL_WEIGHT[x] * reroll_odds(T.ROLLS[x], 1, [GAME.cards[enemy]], cards).with_powers for x in range(len(T.ROLLS)))
    return total / 7776


def test_the_last_two_turns_are_exact():
    first, last = _card("pair of 2s", "plus"), _card("three 5s")
    mirror = _card("pair of 3s")
    state = _position([first, last], [2, 2, 1, 3, 4], army=[mirror], deck=[])
    decision = run.review_position(GAME, state, Beat(first))
    assert decision is not None and decision.method == "exact"
    expected = _last_enemy_chance(last, [mirror, first])
    assert decision.chance_played == pytest.approx(float(expected), abs=1e-12)
    # the last turn: beating the last enemy wins the quest, exactly 1; giving up, 0
    state = _position([last], [5, 5, 5, 1, 2], deck=[])
    values = _values(state)
    assert values[repr(Beat(last))] == 1.0 and values[repr(GiveUp())] == 0.0
    decision = run.review_position(GAME, state, GiveUp())
    assert decision is not None and decision.method == "exact" and decision.cls == "blunder" and decision.loss == 1.0


def test_the_last_turn_is_the_solver_s_chance_of_getting_through_on_recorded_games():
    """On the last turn (nothing to draw, one enemy left) beating it wins the quest: every
    option's value is the game's exact chance of getting through the turn (games/dice_quest/
    exact.py), on every such decision of 40 recorded games, however many reroll cards the army
    holds."""
    fixture = Path(__file__).parents[1] / "dice_quest" / "fixtures" / "review_solo_40.json"
    exact = GAME.exact_analyst(CONFIG)
    checked = 0
    for game in msgspec.json.decode(fixture.read_bytes(), type=list[RecordedGame]):
        s = GAME.new_game(CONFIG, game.seed)
        for action in game.actions:
            view = GAME.view(s, 0)
            if not view.unseen and len(view.line) == 1:
                legal = GAME.legal_actions(s)
                ours = QuestAnalyst(GAME, CONFIG).values(view, legal)
                assert ours == pytest.approx([float(v) for v in exact.exact(view, legal)], abs=1e-9), game.seed
                checked += 1
            GAME.apply(s, action)
    assert checked >= 40
