"""Log lines agree with their subject: the person's seat is "You" by default, any other name
reads in the third person. Dice Quest words its lines in the past tense ("re-rolled", "beat"),
which agrees with both."""

from __future__ import annotations

from dragonwood_tui.games.dice_quest import GAME, Beat, GiveUp, Reroll, UsePower

from .helpers import card, give_army, stacked

PAIR2 = card("pair of 2s", "plus")
THREE4 = card("three 4s")
FULL = card("full house", "plus")
FIVE = card("five of a kind")
FOUR = card("four of a kind", "plus")
LINE = [PAIR2, THREE4, FULL, FIVE, FOUR]  # beaten by 2 2 x x x only


def _lines(names: list[str] | None, players: int = 2) -> list[str]:
    s = stacked(LINE, [2, 2, 3, 5, 6, 4, 1, 1, 1, 1, 1], players=players)
    plus = card("pair of 1s", "plus")
    give_army(s, [plus])
    return [
        GAME.describe(s, Reroll((1,)), names),
        GAME.describe(s, UsePower(plus, (0,)), names),
        GAME.describe(s, Beat(PAIR2), names),
        GAME.describe(s, GiveUp(), names),
    ]


def test_lines_about_you_agree():
    reroll, power, beat, give_up = _lines(["You", "Bob"])
    assert reroll == "You re-rolled die 2: 2→4; dice now 2 4 3 5 6"
    assert power == "You spent Mossy Imp (plus): +1 on die 1: 2→3; dice now 3 2 3 5 6"
    assert beat.startswith("You beat Twin Sprite (pair of 2s) with 2 2 3 5 6; it joins the army; Turn 2 (Bob):")
    assert give_up.startswith("You beat no enemy this turn; Turn 2 (Bob):")


def test_lines_about_a_named_player_read_in_the_third_person():
    reroll, power, beat, give_up = _lines(["Ann", "Bob"])
    assert reroll == "Ann re-rolled die 2: 2→4; dice now 2 4 3 5 6"
    assert power == "Ann spent Mossy Imp (plus): +1 on die 1: 2→3; dice now 3 2 3 5 6"
    assert beat.startswith("Ann beat Twin Sprite (pair of 2s) with 2 2 3 5 6; it joins the army; Turn 2 (Bob):")
    assert give_up.startswith("Ann beat no enemy this turn; Turn 2 (Bob):")


def test_solo_without_names_is_you():
    reroll, _, _, give_up = _lines(None, players=1)
    assert reroll.startswith("You re-rolled die 2: 2→4")
    assert give_up == "You beat no enemy this turn; No enemy beaten: the game is lost"


def test_lines_name_each_die_and_its_faces():
    # dice 2 2 3 5 6: several dice re-rolled read as "dice 1, 3: 2 3 → 4 1"; powers say what they did
    s = stacked(LINE, [2, 2, 3, 5, 6, 4, 1], players=1)
    mirror, shift = card("pair of 3s", "mirror"), card("three 3s", "shift")
    give_army(s, [mirror, shift])
    assert GAME.describe(s, Reroll((0, 2))) == "You re-rolled dice 1, 3: 2 3 → 4 1; dice now 4 2 1 5 6"
    assert GAME.describe(s, UsePower(mirror, (3,))) == "You spent Mirror Moth (mirror): mirrored die 4: 5→2; dice now 2 2 3 2 6"
    assert GAME.describe(s, UsePower(shift, (4,), -1)).endswith("(shift): −1 on die 5: 6→5; dice now 2 2 3 5 5")
