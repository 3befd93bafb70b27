"""The one-turn expected-value benchmark player (`benchmarks/ev_bot.py`): its capture is the one
of highest exact expected VP, checked against an expected VP computed here independently (the
dice enumerated face by face, the bonuses and the mushroom read from the cards' rules, not from
the engine's odds or `capture_check`), in stacked hands and at every turn of real games; it
reloads when no capture has a positive expected VP; `ev_tournament` seats it beside the app's
levels without offering it."""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from benchmarks import ev_bot, ev_tournament
from dragonwood_tui.bots import bot_levels, make_bot
from dragonwood_tui.games.dragonwood import GAME
from dragonwood_tui.games.dragonwood.actions import Capture, Reload, WoundDiscard
from dragonwood_tui.games.dragonwood.cards import (
    CHARMED_POTION,
    CREATURE,
    DIE_FACES,
    FRIENDLY_BUNNY,
    KIND,
    LIGHTNING_BOLT,
    LUCKY_MUSHROOM,
    METHOD_INDEX,
    PERMANENT_BONUS,
    VALUES,
    VP,
)
from dragonwood_tui.tournament import tournament

from tests.dragonwood.helpers import D, H, build

BLUE, GLOB, SPIDERS = D("Blue Dragon"), D("Gooey Glob"), D("Spooky Spiders")
CLOAK = D("Cloak of Darkness")


@lru_cache(maxsize=None)
def _sums(dice: int) -> dict[tuple[int, int], int]:
    """(sum, lowest die) -> number of the 6**dice rolls, rolled face by face."""
    out: dict[tuple[int, int], int] = {(0, 99): 1}
    for _ in range(dice):
        nxt: dict[tuple[int, int], int] = {}
        for (total, low), n in out.items():
            for face in DIE_FACES:
                key = (total + face, min(low, face))
                nxt[key] = nxt.get(key, 0) + n
        out = nxt
    return out


def chance(dice: int, need: int, mushroom: bool) -> Fraction:
    """The exact chance that `dice` dice reach `need`; with the mushroom, a roll that falls short
    re-rolls its lowest die once."""
    wins = 0
    for (total, low), n in _sums(dice).items():
        if total >= need:
            wins += n * 6
        elif mushroom:
            wins += n * sum(1 for face in DIE_FACES if total - low + face >= need)
    return Fraction(wins, 6 ** (dice + 1))


def expected_vp(view, capture: Capture) -> Fraction:
    """A capture's expected VP as the rules define the roll, computed here (the action is legal)."""
    enh = view.enhancements[view.seat]
    spent = capture.one_time
    dice = len(capture.cards) + (CHARMED_POTION in spent) + (FRIENDLY_BUNNY in spent)
    creature = KIND[capture.target] == CREATURE
    m = METHOD_INDEX[capture.method]
    bonus = (sum(PERMANENT_BONUS[m][e] for e in enh) + 4 * (LIGHTNING_BOLT in spent)) if creature else 0
    need = VALUES[m][capture.target] - bonus
    return chance(dice, need, creature and LUCKY_MUSHROOM in enh) * VP[capture.target]


def decide(state):
    seat = GAME.to_move(state)
    view = GAME.view(state, seat)
    legal = GAME.legal_actions(state)
    action = ev_bot.EVBot(1).choose(view, legal)
    assert action in legal
    return view, legal, action


def test_the_chance_here_is_the_dice_counted_by_hand():
    # two dice reach 5 in 23 of 36 rolls: (1,4) (4,1) (2,3)x4 (3,2)x4 (2,4)x2 (4,2)x2 (3,3)x4 (3,4)x2 (4,3)x2 (4,4)
    assert chance(2, 5, False) == Fraction(23, 36)
    assert chance(1, 5, False) == 0 and chance(1, 0, True) == 1


def test_a_bolt_on_the_glob_beats_a_sure_spider_and_the_dragon():
    # two 5s and a Lightning Bolt: Stomp the Glob (9) needs 5 on two dice with the bolt, 23/36 x 5 VP;
    # the Blue Dragon (Stomp 10) 6 on two dice, 13/36 x 6; the spiders 35/36 x 1
    s = build(2, hands=[H("G5 R5"), H("G1")], enhancements=[[LIGHTNING_BOLT], []], landscape=[SPIDERS, BLUE, GLOB])
    view, legal, action = decide(s)
    assert action == Capture(GLOB, "stomp", tuple(sorted(H("G5 R5"))), (LIGHTNING_BOLT,))
    assert ev_bot.best_capture(view, legal)[1] == Fraction(23, 36) * 5 == Fraction(115, 36)


def test_the_mushroom_and_permanent_bonuses_are_counted_exactly():
    # Cloak +2 and the Lucky Mushroom: Stomp with two 5s on the Blue Dragon needs 8 on two dice,
    # 1/36 without a re-roll; with it (re-roll the lower die when short) 1/36 + 35/36 x ... counted by hand
    s = build(2, hands=[H("G5 R5"), H("G1")], enhancements=[[CLOAK, LUCKY_MUSHROOM], []], landscape=[BLUE, GLOB])
    view, legal, action = decide(s)
    best = max(expected_vp(view, a) for a in legal if isinstance(a, Capture))
    assert ev_bot.best_capture(view, legal)[1] == best
    assert isinstance(action, Capture) and expected_vp(view, action) == best
    # the glob: Stomp 9 - 2 = 7 on two dice with the re-roll; the dragon: 8, 6 VP
    glob = chance(2, 7, True) * 5
    dragon = chance(2, 8, True) * 6
    assert best == max(glob, dragon) and action.target == (GLOB if glob >= dragon else BLUE)


def test_equal_expected_vp_spends_no_enhancement_and_fewer_cards():
    # a 1-die Strike on the spiders (3) with a +2 Cloak is sure: 1 VP; so is Stomp with both 7s
    s = build(2, hands=[H("G7 R7"), H("G1")], enhancements=[[CLOAK, FRIENDLY_BUNNY], []], landscape=[SPIDERS])
    _view, _legal, action = decide(s)
    assert isinstance(action, Capture) and len(action.cards) == 1 and action.one_time == ()


def test_reloads_when_no_capture_has_a_positive_expected_vp():
    # only enhancements (0 VP) in the landscape
    s = build(2, hands=[H("G5 R5 B5"), H("G1")], landscape=[CLOAK, D("Magical Unicorn")])
    assert decide(s)[2] == Reload()
    # a dragon out of reach: one card cannot make Strike 13
    s = build(2, hands=[H("G5"), H("G1")], landscape=[BLUE])
    assert decide(s)[2] == Reload()


def test_a_wound_gives_up_the_card_the_best_capture_needs_least():
    # after a failed attempt: keeping G9 R9 keeps Stomp on the Glob (9 on two dice: 1/36 x 5);
    # the 2 serves nothing the landscape asks for
    s = build(2, hands=[H("G9 R9 B2"), H("G1")], landscape=[GLOB, BLUE])
    view = GAME.view(s, 0)
    assert ev_bot.discard_choice(view, view.hand) == H("B2")[0]
    view.phase = "wound"
    view.options = sorted(view.hand)
    assert ev_bot.EVBot(1).choose(view, []) == WoundDiscard(H("B2")[0])


def test_every_turn_of_real_games_takes_the_highest_expected_vp():
    turns = captures = 0
    for seed in range(12):
        s = GAME.new_game(GAME.default_config(2), seed)
        bots = [ev_bot.EVBot(1), make_bot("dragonwood", "hard", seed)]
        while (seat := GAME.to_move(s)) is not None:
            view = GAME.view(s, seat)
            legal = GAME.legal_actions(s)
            action = bots[seat].choose(view, legal)
            assert action in legal
            if seat == 0 and view.phase == "turn":
                turns += 1
                best = max((expected_vp(view, a) for a in legal if isinstance(a, Capture)), default=Fraction(0))
                if best > 0:
                    captures += 1
                    assert isinstance(action, Capture) and expected_vp(view, action) == best
                else:
                    assert action == Reload()
            GAME.apply(s, action)
    assert turns > 200 and 0 < captures < turns  # both kinds of turn were checked


def test_the_tournament_seats_it_without_offering_it():
    ev_bot.register()
    assert "ev" not in [level.name for level in bot_levels("dragonwood")]
    assert isinstance(make_bot("dragonwood", "ev", 3), ev_bot.EVBot)
    ours = ev_tournament.run(["hard", "ev"], 4, 5)
    theirs = tournament("dragonwood", ["hard", "ev"], 4, 5)
    for key in ("deals", "games", "seats"):
        assert ours[key] == theirs[key]
    for a, b in zip(ours["levels"], theirs["levels"]):
        for key in ("bot", "games", "wins", "win_share", "win_share_ci95", "mean_score", "decisions"):
            assert a[key] == b[key]


def test_the_command_names_an_unknown_player_in_one_line(capsys):
    assert ev_tournament.main(["--seats", "hard,nobody", "--games", "2"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "nobody" in err[0] and "ev" in err[0]
