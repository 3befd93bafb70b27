"""Small words of the table widgets: units that agree with their number, chance rows that keep
the value to reach apart from the dice count."""

from __future__ import annotations

from fractions import Fraction

from dragonwood_tui.games.dragonwood.cards import DW_IDS, name
from dragonwood_tui.games.dragonwood.view import CaptureOption
from dragonwood_tui.tui.games.dragonwood.capture_options import CaptureList
from dragonwood_tui.tui.widgets.scoreboard_base import points


def test_points_agree_with_their_number():
    assert [points(n, True) for n in (0, 1, 2, 15)] == ["0 pts", "1 pt", "2 pts", "15 pts"]
    assert points(1, False) == "1"  # under a "Score" header: the number alone


def _card(card_name: str) -> int:
    return next(c for c in DW_IDS if name(c) == card_name)


def _row(card_name: str, value: int, dice: int, bonus: int = 0, compact: bool = True) -> str:
    option = CaptureOption(_card(card_name), "scream", dice, bonus, value, value - bonus, False,
                           Fraction(35, 36), True, "")
    return CaptureList._row_text(option, 1, compact).plain


def test_a_chance_row_keeps_the_value_apart_from_the_dice_count():
    assert _row("Crazy Bats", 3, 2) == "B Crazy Bats     ≋ Scream ≥3   2 dice      97.2% (35/36)"
    assert _row("Cloak of Darkness", 11, 2, bonus=4).startswith("B Cloak of Darkness ≋ Scream ≥11  2 dice+4 ")  # whole
    assert "Scream ≥3   2 dice" in _row("Crazy Bats", 3, 2, compact=False)
