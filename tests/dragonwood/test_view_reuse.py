"""Views reuse the last attempt's Attempt and the last config's fields (view.py: most views of a
game show both unchanged): every view still shows its own state's attempt and config, games
interleaved step by step, mushroom re-rolls included, and a copying view owns its Attempt."""

from __future__ import annotations

import msgspec

from dragonwood_tui.bots import make_bot
from dragonwood_tui.engine.rng import derive_seed
from dragonwood_tui.games.dragonwood import GAME, clone_state
from dragonwood_tui.games.dragonwood.cards import METHODS
from dragonwood_tui.games.dragonwood.state import RESULT_NAMES, State
from dragonwood_tui.games.dragonwood.view import bot_view, view

#: configs that differ in what a view shows of them; the mushroom start makes re-rolls
CONFIGS = (
    GAME.default_config(4),
    msgspec.structs.replace(GAME.default_config(2), hand_limit=6, start_enhancement="Lucky Mushroom"),
    msgspec.structs.replace(GAME.default_config(1), start_enhancement="Lucky Mushroom"),
    msgspec.structs.replace(GAME.default_config(3), long_deck=True, tie_break="orange-dragon-first"),
)


def _expected_attempt(s: State) -> tuple | None:
    if not s.att_result:
        return None
    return (s.att_seat, s.att_target, METHODS[s.att_method], s.att_cards, s.att_one_time, s.att_dice,
            s.att_bonus, s.att_need, sum(s.att_dice) + s.att_bonus, s.att_reroll, RESULT_NAMES[s.att_result])


def _check(s: State, seat: int) -> None:
    v = bot_view(s, seat)
    a = v.attempt
    shown = None if a is None else (a.seat, a.target, a.method, a.cards, a.one_time, a.dice, a.bonus, a.need,
                                     a.total, a.rerolled, a.result)
    assert shown == _expected_attempt(s)
    c = s.config
    assert (v.tie_break, v.hand_limit, v.passes, v.wound_from_played, v.dragons, v.ladybugs) == (
        c.tie_break, c.hand_limit, c.final_runout, c.wound_from_played, c.dragons, c.ladybugs)


def test_every_view_shows_its_own_states_attempt_and_config() -> None:
    rerolls = 0
    for seed in range(12):
        states = [GAME.new_game(config, seed) for config in CONFIGS]
        bots = [[make_bot("dragonwood", "normal", derive_seed(seed, "bot", i)) for i in range(c.players)] for c in CONFIGS]
        snapshots: list[State] = []
        while any(not s.over for s in states):
            for s, seated in zip(states, bots):  # one step of each game in turn
                if s.over:
                    continue
                seat = s.decider
                _check(s, seat)
                if s.turn % 7 == 3:
                    snapshots.append(clone_state(s))
                action = seated[seat].choose(bot_view(s, seat))
                rerolls += type(action).__name__ == "MushroomReroll"
                GAME.apply(s, action)
                _check(s, s.decider if not s.over else 0)
        for snapshot in snapshots[::5]:  # an earlier copy, its attempt since replaced in the game
            _check(snapshot, snapshot.decider)
    assert rerolls > 0  # the mushroom's re-roll (a die changed in place) was shown


def test_a_copying_view_owns_its_attempt() -> None:
    s = GAME.new_game(CONFIGS[0], 3)
    bots = [make_bot("dragonwood", "normal", i) for i in range(4)]
    while not s.att_result:
        GAME.apply(s, bots[s.decider].choose(bot_view(s, s.decider)))
    shared = bot_view(s, s.decider).attempt
    copied = view(s, s.decider).attempt
    assert copied == shared and copied is not shared
    assert copied is not None and copied.dice is not s.att_dice and copied.cards is not s.att_cards
    copied.dice.append(99)  # what a keeper of the view may do to its copy
    assert bot_view(s, s.decider).attempt.dice == s.att_dice
    assert 99 not in s.att_dice
