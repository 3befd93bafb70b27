"""Dice Quest's cards in the shared visual language: an enemy's combination drawn as die faces or
a ☀/☾ pattern, its difficulty (the chance one throw beats it), the boss frame for the hardest
ones only, and the army's row of power cards with the spent ones in a dashed card."""

from __future__ import annotations

from dragonwood_tui.games import get_game
from dragonwood_tui.games.dice_quest.view import card_view
from dragonwood_tui.tui.games.dice_quest.army import legend
from dragonwood_tui.tui.games.dice_quest.quest_line import chance_words, combination_text, is_boss, throw_chance
from dragonwood_tui.tui.widgets.palette import palette

CARDS = [card_view(c) for c in get_game("dice-quest").cards]
BY_NAME = {c.name: c for c in CARDS}


def test_a_combination_is_drawn_as_die_faces_or_a_pattern():
    pal = palette()
    assert combination_text(BY_NAME["Stone Troll"].groups, pal).plain == "⚃ ⚃ ⚃"  # three 4s
    assert combination_text(BY_NAME["Pebble Gnome"].groups, pal).plain == "⚀ ⚀"
    assert combination_text(BY_NAME["Basilisk"].groups, pal).plain == "☀ ☀ ☀  ☾ ☾"  # full house


def test_the_difficulty_is_the_chance_of_one_throw():
    assert abs(throw_chance("sun sun") - 7056 / 7776) < 1e-9  # any pair: all but the 720 all-different
    assert abs(throw_chance("sun sun sun sun sun") - 6 / 7776) < 1e-9
    assert chance_words(throw_chance("sun sun")) == "91%"
    assert chance_words(throw_chance("sun sun sun sun sun")) == "<1%"  # never "0%" for a possible throw


def test_only_the_hardest_enemies_are_bosses():
    bosses = sorted(c.name for c in CARDS if is_boss(c))
    assert bosses == sorted(
        ["Forest Giant", "Basilisk", "Manticore", "Chimera", "Lich King", "Sea Wyrm", "Kraken", "Sphinx", "Ancient Dragon"]
    )  # full houses, four and five of a kind; never a "three 6s" (rare, but three dice)


def test_the_army_row_has_a_card_per_power_and_one_for_the_spent_cards():
    army = [BY_NAME["Mirror Moth"], BY_NAME["Glass Newt"], BY_NAME["Thorn Boar"]]
    spent = [BY_NAME["Mossy Imp"]]
    counts = {"mirror": 2, "reroll": 1}
    text = legend(army, counts, spent, palette(), 100).plain
    lines = text.split("\n")
    assert len({len(line) for line in lines}) == 1  # one block: the cards side by side
    assert "mirror ×2" in text and "reroll ×1" in text and "Mirror Moth" in text and "Glass Newt" in text
    assert "spent" in lines[0] and "┄" in lines[0]  # the spent card: the dashed frame of an empty slot
    assert "plus ×1" in text  # what was spent



def test_an_empty_army_shows_a_dashed_slot_per_power_it_may_gain():
    """Before any enemy is beaten the large layouts show every power and what it does, in the
    empty slot's dashed frame (nothing held yet); too narrow a row shows none rather than cut."""
    text = legend([], {}, [], palette(), 119).plain
    lines = text.split("\n")
    assert len(lines) == 4 and lines[0].count("┌") == 5 and "┄" in lines[0]  # five dashed slots, one row
    for words in ("plus", "+1 to a die", "minus", "shift", "reroll", "re-roll dice", "mirror", "die to 7−x"):
        assert words in text
    assert all(len(line) <= 119 for line in lines)
    assert legend([], {}, [], palette(), 60).plain == ""



def test_the_spent_cards_title_is_never_cut_in_a_longer_language():
    """French «utilisées» and a two-digit count do not fit the narrowest card's edge together:
    the count goes inside the card, and nothing is cut."""
    from dragonwood_tui.i18n import set_language
    from dragonwood_tui.tui.games.dice_quest.army import MIN_WIDTH

    set_language("fr")
    try:
        shown = legend([], {}, [BY_NAME["Mossy Imp"]] * 19, palette(), MIN_WIDTH).plain
        top = shown.split("\n")[0]
    finally:
        set_language("en")
    assert "…" not in top and "utilisées" in top, top
    assert "×19" in shown
