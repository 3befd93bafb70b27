"""The letters of the Road Quest choices (tui/games/road_quest/option_keys.py): steady in a turn,
never handed on to another choice of the turn while letters are left, e and k kept."""

from __future__ import annotations

from dragonwood_tui.tui.games.road_quest.option_keys import KeyBook, LETTERS

from .app_helpers import folders  # noqa: F401  (fixture)


def test_a_choice_keeps_its_letter_and_a_freed_letter_waits_for_the_next_turn():
    book = KeyBook()
    first = book.letters(1, [("road", "LayRoad"), ("send", "Attack"), ("end", "EndTurn"), ("camp", "Camp")])
    assert first == ["a", "b", "e", "k"]
    later = book.letters(1, [("send", "Attack"), ("other", "UseTreasure"), ("end", "EndTurn")])
    assert later == ["b", "c", "e"]  # "a" (the road laid) is not given to the new choice
    assert book.letters(2, [("x", "LayRoad"), ("end", "EndTurn")]) == ["a", "e"]


def test_past_the_unused_letters_a_freed_one_is_given_and_past_all_none():
    book = KeyBook()
    many = [(i, "Attack") for i in range(len(LETTERS) + 3)]
    keys = book.letters(1, many)
    assert "e" not in keys and "k" not in keys and keys.count(" ") == 5 and len(set(keys) - {" "}) == len(LETTERS) - 2
    again = book.letters(1, [(i, "Attack") for i in range(100, 103)])
    assert again == ["a", "b", "c"]  # every letter used this turn: the first free ones


def test_the_character_choice_is_lettered_in_order():
    assert KeyBook().letters(0, [(c, "ChooseCharacter") for c in "uvwxyz"], reserve=False) == list("abcdef")


def test_after_the_draw_the_turn_s_choices_are_lettered_from_a(folders):
    """The draw's list (a, b) is a phase of its own: the roads and attacks after it read a, b, c…,
    not c, d, f… (a new player's list began at c)."""
    import asyncio

    from dragonwood_tui.tui.games.road_quest.option_keys import FIXED

    from . import road_quest_positions as positions
    from .table_helpers import settle, table_in_app

    async def run() -> None:
        match = positions.match("draw")
        async with table_in_app(folders, match, (120, 40)) as (app, pilot, screen):
            await settle(pilot, screen._my_decision)
            assert screen.view.phase == "draw"
            await pilot.press(screen.ui.keys[0])
            await settle(pilot, lambda: screen.view.phase != "draw" and screen._my_decision())
            lettered = [k for k in screen.ui.keys if k not in FIXED.values()]
            assert lettered == [k for k in LETTERS if k not in FIXED.values()][: len(lettered)], screen.ui.keys

    asyncio.run(run())
