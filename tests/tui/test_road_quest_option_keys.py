"""The letters of the Road Quest choices (tui/games/road_quest/option_keys.py): every list from a
top to bottom, e and k kept for ending the turn and camping."""

from __future__ import annotations

from dragonwood_tui.tui.games.road_quest.option_keys import KeyBook, LETTERS

from .app_helpers import folders  # noqa: F401  (fixture)


def test_every_list_starts_at_a_and_a_road_laid_does_not_shift_the_next():
    book = KeyBook()
    first = book.letters(1, [("road", "LayRoad"), ("send", "Attack"), ("end", "EndTurn"), ("camp", "Camp")])
    assert first == ["a", "b", "e", "k"]
    later = book.letters(1, [("send", "Attack"), ("other", "UseTreasure"), ("end", "EndTurn")])
    assert later == ["a", "b", "e"]  # not b c (letters kept from the list before)
    assert book.letters(2, [("x", "LayRoad"), ("end", "EndTurn")]) == ["a", "e"]


def test_past_the_letters_none_and_e_k_never_given_to_others():
    keys = KeyBook().letters(1, [(i, "Attack") for i in range(len(LETTERS) + 3)])
    assert "e" not in keys and "k" not in keys and keys.count(" ") == 5 and len(set(keys) - {" "}) == len(LETTERS) - 2


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
