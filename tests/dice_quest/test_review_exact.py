"""The exact solo Dice Quest analyst of the turn (games/dice_quest/exact.py: the game's
`exact_analyst`, the chance of getting through the turn in progress) against the solver. The
review values solo decisions by the whole quest (bots/dice_quest_quest.py,
tests/review/test_review_dice_quest_solo.py), whose last turn is this chance.

On every decision of 40 recorded solo games (bots `normal` and `expert`, in
fixtures/review_solo_40.json; `python -m tests.dice_quest.test_review_exact` makes the file
again): the best option's value is exactly the solver's chance of the position (Fractions), a
Beat or a single-die power is worth the solver's chance of the position it leads to, and the
floats of `evaluate` are those Fractions (standard error 0). A hand-built position: keeping a
pair of 6s against "three 6s" is worth 91/216, re-rolling them 0; a re-roll's value is the
average of the solver's chance over the faces the die can show.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import msgspec

from dragonwood_tui.games.dice_quest import GAME, Action
from dragonwood_tui.games.dice_quest.actions import Beat, GiveUp, Reroll, UsePower
from dragonwood_tui.games.dice_quest.solver import hints, reroll_odds
from dragonwood_tui.review.analysts import ExactAnalyst, analyst_for

from .helpers import standard

FIXTURE = Path(__file__).parent / "fixtures" / "review_solo_40.json"


class Game(msgspec.Struct):
    seed: int
    bot: str
    actions: list[Action]


def _make_fixture() -> None:  # pragma: no cover - run by hand to make the file again
    from dragonwood_tui.bots import make_bot

    games = []
    for g in range(40):
        name = "expert" if g % 2 == 0 else "normal"
        bot = make_bot("dice-quest", name, 1000 + g)
        s = GAME.new_game(GAME.default_config(1), g)
        actions = []
        while not GAME.is_over(s):
            a = bot.choose(GAME.view(s, 0), GAME.legal_actions(s))
            GAME.apply(s, a)
            actions.append(a)
        games.append(Game(g, name, actions))
    FIXTURE.write_bytes(msgspec.json.format(msgspec.json.encode(games), indent=0))


def _analyst() -> ExactAnalyst:
    exact = GAME.exact_analyst(GAME.default_config(1))
    assert exact is not None
    analyst = ExactAnalyst(exact)
    assert analyst.method == "exact"
    return analyst


def _chance(state, view=None) -> Fraction:
    """The solver's chance of getting through the turn from `state` ("with powers", as the
    hint key's odds give it: `solver.hints(view).odds.with_powers`)."""
    view = view or GAME.view(state, 0)
    rerolls = view.free_rerolls if view.reroll_allowed else 0
    return reroll_odds(view.dice, rerolls, [e.card for e in view.line], view.seats[0].army).with_powers


def test_equal_to_the_solver_on_every_decision_of_40_recorded_games():
    games = msgspec.json.decode(FIXTURE.read_bytes(), type=list[Game])
    assert len(games) == 40 and {g.bot for g in games} == {"normal", "expert"}
    analyst = _analyst()
    decisions = 0
    for game in games:
        s = GAME.new_game(GAME.default_config(1), game.seed)
        for action in game.actions:
            view = GAME.view(s, 0)
            legal = GAME.legal_actions(s)
            values = analyst.exact(view, legal)
            assert all(type(v) is Fraction and 0 <= v.numerator <= v.denominator for v in values)
            best = _chance(s, view)
            assert best in values and max(map(float, values)) <= float(best), (game.seed, decisions)
            played = values[legal.index(action)]
            turn = s.turn
            GAME.apply(s, action)
            if isinstance(action, Beat):
                assert played == 1
            elif isinstance(action, GiveUp):
                assert played == 0
            elif isinstance(action, UsePower) and GAME.rules.powers[action.card] != "reroll" and s.turn == turn and not GAME.is_over(s):
                assert played == _chance(s)
            decisions += 1
        assert GAME.is_over(s)
    assert decisions > 1000


def test_the_chance_is_the_hint_keys():
    s = _pair_of_sixes()
    assert _chance(s) == hints(GAME.view(s, 0)).odds.with_powers


def test_evaluate_gives_the_exact_values_as_floats_with_no_error():
    s = GAME.new_game(GAME.default_config(1), 3)
    view, legal = GAME.view(s, 0), GAME.legal_actions(s)
    analyst = _analyst()
    exact = analyst.exact(view, legal)
    estimates = analyst.evaluate(view, legal, seed=12345)
    assert [e.value for e in estimates] == [float(v) for v in exact]
    assert all(e.se == 0 for e in estimates)
    assert analyst.evaluate(view, legal, seed=1) == estimates  # exact: the seed changes nothing


def test_multiplayer_is_left_to_the_sampled_analyst():
    assert GAME.exact_analyst(GAME.default_config(2)) is None
    assert GAME.exact_analyst(GAME.default_config(4)) is None
    assert analyst_for(GAME, GAME.default_config(2)).method == "sampled"


def _pair_of_sixes():
    """The quest line: three 6s, five of a kind, three four of a kinds; dice 6 6 1 2 3; one free
    re-roll, no army."""
    top = [17, 41, 37, 38, 40]
    return GAME.new_game(standard(1, first_rerolls=1), 0, deck_order=top, dice=[6, 6, 1, 2, 3])


def test_a_hand_built_position_where_keeping_the_pair_is_plainly_better():
    s = _pair_of_sixes()
    view, legal = GAME.view(s, 0), GAME.legal_actions(s)
    values = dict(zip(legal, _analyst().exact(view, legal)))
    keep_pair = values[Reroll((2, 3, 4))]
    assert keep_pair == 1 - Fraction(5, 6) ** 3 == Fraction(91, 216)  # a 6 among three dice
    assert values[Reroll((0, 1))] == 0  # re-rolling the 6s: no three 6s, no four of a kind left
    assert values[Reroll((0, 1, 2, 3, 4))] < keep_pair
    assert max(values.values()) == keep_pair == _chance(s)
    assert values[GiveUp()] == 0


def test_a_reroll_is_worth_the_average_of_the_solver_over_the_faces():
    s = GAME.new_game(standard(1, first_rerolls=2), 0, deck_order=[17, 41, 37, 38, 40], dice=[6, 6, 6, 2, 3])
    s.dice = [6, 6, 2, 2, 3]
    view, legal = GAME.view(s, 0), GAME.legal_actions(s)
    values = dict(zip(legal, _analyst().exact(view, legal)))
    for picked in [(4,), (2,), (3, 4)]:
        total = Fraction(0)
        faces = [[f] for f in range(1, 7)] if len(picked) == 1 else [[a, b] for a in range(1, 7) for b in range(1, 7)]
        for dice in faces:
            after = GAME.clone(s)
            after.stacked_dice = list(dice)
            GAME.apply(after, Reroll(picked))
            total += _chance(after)
        assert values[Reroll(picked)] == total / len(faces), picked


def test_its_stage_tables_are_the_solvers():
    from dragonwood_tui.games.dice_quest.solver import _exact_stages, success_rolls
    from dragonwood_tui.games.dice_quest.exact import exact_stages

    line = [GAME.cards[c] for c in (17, 41, 12, 28, 5)]
    for counts in [(0, 0, 0, 0, 0), (1, 0, 1, 2, 0), (2, 2, 1, 0, 1)]:
        ok = success_rolls(line, counts)
        assert exact_stages(ok, 3) == _exact_stages(ok, 3)


if __name__ == "__main__":  # pragma: no cover
    _make_fixture()
