"""The shared visual language: frames by shape, badges, large values, suit colours per theme."""

from __future__ import annotations

from rich.text import Text

from dragonwood_tui.tui.widgets.card_face import (
    FRAMES,
    badge,
    card_lines,
    side_by_side,
    value_lines,
)
from dragonwood_tui.tui.widgets.palette import make_palette, palette
from dragonwood_tui.tui.widgets.symbols import DIE_FACES, METHOD_SYMBOLS, SUIT_SYMBOLS, die_face

PAL = palette()


def test_every_frame_and_state_is_a_different_shape():
    # colour never alone: each family and each state has corners of its own
    corners = {(f.top_left, f.bottom_right) for f in FRAMES.values()}
    assert len(corners) == len(FRAMES)


def test_a_card_is_exactly_its_size_and_cuts_what_does_not_fit():
    lines = card_lines(["A very long creature name", "x"], 10, 5, PAL, title="A", corner=badge(3, PAL))
    assert [line.cell_len for line in lines] == [10] * 5
    assert lines[0].plain == "╭─A─⟨★3⟩─╮"
    assert lines[1].plain == "│A very …│"
    assert lines[3].plain == "│        │"


def test_the_state_replaces_the_family_shape_and_the_title_stays():
    selected = card_lines(["x"], 8, 3, PAL, family="power", state="selected", title="✦B")
    targeted = card_lines(["x"], 8, 3, PAL, family="boss", state="targeted", title="♛C")
    assert selected[0].plain.startswith("┏━✦B") and selected[2].plain.endswith("┛")
    assert targeted[0].plain.startswith("╔═♛C") and targeted[2].plain.endswith("╝")


def test_the_badge_and_the_corner_label_fit_a_narrow_card():
    lines = card_lines([], 9, 3, PAL, title="Fire Ants", corner=badge(12, PAL))
    assert lines[0].plain == "╭─⟨★12⟩─╮"  # the badge wins over the title when both cannot fit
    assert badge(5, PAL, symbol="♥").plain == "⟨♥5⟩"


def test_a_value_is_large_when_there_is_room_else_one_line():
    big = value_lines(12, 7, 3, PAL.text)
    assert len(big) == 3 and all(line.cell_len <= 7 for line in big)
    assert [line.plain for line in value_lines(12, 5, 3, PAL.text)] == [" 12"]
    assert [line.plain for line in value_lines(7, 7, 1, PAL.text)] == ["   7"]


def test_a_lifted_card_stands_one_row_higher():
    card = [Text("┌┐"), Text("└┘")]
    rows = side_by_side([card, card], lifted=[1])
    assert [r.plain for r in rows] == ["   ┌┐", "┌┐ └┘", "└┘   "]


def test_symbols_are_distinct_and_one_cell():
    symbols = [*SUIT_SYMBOLS, *METHOD_SYMBOLS.values(), *DIE_FACES]
    assert len(set(symbols)) == len(symbols)
    assert all(Text(s).cell_len == 1 for s in symbols)
    assert die_face(3) == "⚂" and die_face(9) == "9"


def test_suits_are_darker_on_a_light_background_and_a_theme_may_set_them():
    dark = make_palette({"background": "#101010"})
    light = make_palette({"background": "#f8f8f0"})
    assert dark.dark and not light.dark
    assert dark.suits[0] != light.suits[0]
    mine = make_palette({"background": "#000000", "suit-green": "#00ff00", "card-boss": "#ff0000 50%"})
    assert mine.suits[0].color is not None and mine.suits[0].color.triplet is not None
    assert mine.suits[0].color.triplet.hex == "#00ff00"
    assert mine.boss.color is not None and mine.boss.color.triplet is not None
    assert mine.boss.color.triplet.hex == "#7f0000"
