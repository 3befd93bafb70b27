"""The Road Quest table in the real app: snapshots of the table, every prompt and the end screen
at 80x24, 120x40 and 160x50 (seeded positions, tests/tui/road_quest_positions.json), keys and mouse, and
a whole game against computer players played by keys.

Regenerate the pictures after an intended change with `pytest tests/tui/test_road_quest_table.py
--snapshot-update`, and look at them.
"""

from __future__ import annotations

import pytest

from dragonwood_tui.bots import bot_factory, make_bot
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.match import Match
from dragonwood_tui.games import get_game
from dragonwood_tui.games.road_quest import actions as A
from dragonwood_tui.games.road_quest.choices import twin_key
from dragonwood_tui.tui.games.road_quest.board import OPTION_KEYS, Lines, cards_of
from dragonwood_tui.tui.games.road_quest.end import RoadQuestGameOverScreen
from dragonwood_tui.tui.games.road_quest.table import RoadQuestTableScreen
from dragonwood_tui.tui.screens.confirm import PassToScreen

from . import road_quest_positions as positions
from .app_helpers import LARGE, SMALL, Folders, folders, run_async  # noqa: F401  (fixture)
from . import table_helpers
from .table_helpers import app_with_settings, settle, table_in_app, tap, until

MEDIUM = (120, 40)
SIZES = pytest.mark.parametrize("size", [SMALL, MEDIUM, LARGE], ids=["80x24", "120x40", "160x50"])
GAME = get_game("road-quest")
GAME_CARDS = GAME.cards  # type: ignore[attr-defined]


def open_position(name: str, *presses: str, top: type | None = None):
    return table_helpers.open_position(name, *presses, top=top, positions=positions)


@SIZES
@pytest.mark.parametrize(
    "position, presses",
    [
        ("character", ()),
        ("draw", ()),
        ("creature", ()),  # the exact chance of the fight before choosing
        ("ambush", ()),
        ("main", ()),
        ("main", ("1",)),  # one hand card's choices only
        ("announce", ()),
        ("call-out", ()),
        ("discard", ()),
        ("spoils", ()),
        ("four-seats", ()),
        ("camp-at-full-life", ()),  # camping for no life: last, dimmed and marked
    ],
)
def test_road_quest_table_and_prompts(snap_compare, folders: Folders, size, position, presses):
    run = open_position(position, *presses)
    assert snap_compare(app_with_settings(folders), terminal_size=size, run_before=run)


@SIZES
def test_road_quest_end_screen(snap_compare, folders: Folders, size):
    run = open_position("over", top=RoadQuestGameOverScreen)
    assert snap_compare(app_with_settings(folders), terminal_size=size, run_before=run)


@SIZES
def test_road_quest_pass_to_the_next_person(snap_compare, folders: Folders, size):
    run = open_position("hot-seat", top=PassToScreen)
    assert snap_compare(app_with_settings(folders), terminal_size=size, run_before=run)


@run_async
async def test_keys_play_the_listed_choices_and_hand_cards_filter_them(folders: Folders):
    match = positions.match("main")
    async with table_in_app(folders, match, SMALL) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        legal = GAME.legal_actions(match.state)
        assert {twin_key(GAME_CARDS, a) for a in screen.ui.options} == {twin_key(GAME_CARDS, a) for a in legal}  # every choice listed
        hand = screen.view.seats[0].hand
        await pilot.press("1")
        assert screen.ui.selected == hand[0]
        assert all(hand[0] in (getattr(a, "card", -1), getattr(a, "treasure", -1)) or hand[0] in getattr(a, "cards", ())
                   for a in screen.ui.options)
        await pilot.press("escape")
        assert screen.ui.selected is None and {twin_key(GAME_CARDS, a) for a in screen.ui.options} == {twin_key(GAME_CARDS, a) for a in legal}
        assert set(screen.ui.options) <= set(legal)
        before = len(match.actions)
        await pilot.press(screen.option_key(A.EndTurn()))
        await settle(pilot, lambda: len(match.actions) > before)
        assert match.actions[before] == A.EndTurn()


@run_async
async def test_a_click_highlights_a_choice_and_a_second_click_plays_it(folders: Folders):
    match = positions.match("draw")
    async with table_in_app(folders, match, LARGE) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        options = screen.query_one("#rq-options")
        second = screen.ui.options[1]
        await pilot.click(options, offset=(4, 1))
        assert screen.ui.cursor == 1 and len(match.actions) == len(positions.load()["draw"]["actions"])
        await pilot.click(options, offset=(4, 1))
        await settle(pilot, lambda: match.actions[-1] == second)


@run_async
async def test_a_whole_game_against_computer_players_by_keys(folders: Folders):
    """You (a `normal` player's choice each time, pressed as its key) against `hard`, until the
    end screen."""
    game = GAME
    match = Match(game, game.default_config(2), 11, [SeatSpec("You"), SeatSpec("Ada", "hard")], bot_factory=bot_factory("road-quest"))
    chooser = make_bot("road-quest", "normal", 5)
    async with table_in_app(folders, match, SMALL) as (app, pilot, screen):
        presses = 0
        while not match.is_over():
            await until(pilot, lambda: match.is_over() or (screen._my_decision() and not match.bot_to_move()
                                                            and screen.view.to_move == match.to_move()))
            if match.is_over():
                break
            want = chooser.choose(game.view(match.state, 0), game.legal_actions(match.state))
            index = [twin_key(GAME_CARDS, a) for a in screen.ui.options].index(twin_key(GAME_CARDS, want))  # it or its twin
            before = len(match.actions)
            if screen.option_key(want) != " ":
                await tap(pilot, screen.option_key(want))
            else:
                await tap(pilot, *(["down"] * ((index - screen.ui.cursor) % len(screen.ui.options))), "enter")
            await until(pilot, lambda: len(match.actions) > before)
            presses += 1
            assert presses < 3000
        await settle(pilot, lambda: isinstance(app.screen, RoadQuestGameOverScreen))
        assert isinstance(app.screen, RoadQuestGameOverScreen)
        assert game.winners(match.state)
        await pilot.press("enter")  # back to the menu
        await settle(pilot, lambda: not isinstance(app.screen, (RoadQuestGameOverScreen, RoadQuestTableScreen)))


@run_async
async def test_a_click_on_a_hand_card_lists_its_choices_in_both_columns(folders: Folders):
    match = positions.match("main")
    async with table_in_app(folders, match, SMALL) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        hand = screen.view.seats[0].hand
        legal = GAME.legal_actions(match.state)

        def expected(card):  # a card without a choice now is not selected (the table says so)
            return card if any(card in cards_of(a) for a in legal) else None

        box = screen.query_one("#rq-hand")
        await settle(pilot, lambda: bool(box.columns))  # the hand drawn for its box before a click
        row = next(y for y, columns in enumerate(box.columns) if len(columns) == 2)  # a row of two cards
        (_start, first), (start, second) = box.columns[row]
        await pilot.click(box, offset=(start + 2, row))
        await settle(pilot)
        assert screen.ui.selected == expected(hand[second])
        await pilot.press("escape")
        await settle(pilot, lambda: screen.ui.selected is None)
        await pilot.click(box, offset=(2, row))
        await settle(pilot)
        assert screen.ui.selected == expected(hand[first])
        assert expected(hand[first]) is not None or expected(hand[second]) is not None


@pytest.mark.parametrize("size", [MEDIUM, LARGE], ids=["120x40", "160x50"])
@run_async
async def test_the_hand_is_a_row_of_cards_naming_each_once(folders: Folders, size):
    """The large layouts draw the hand as one row of cards, each naming its card once with its
    combat number, inside the hand box and using its width; the selected card is framed heavy."""
    match = positions.match("main")
    async with table_in_app(folders, match, size) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        hand = screen.view.seats[0].hand
        box = screen.query_one("#rq-hand")
        await settle(pilot, lambda: box.content_size.width > 0)

        def faces() -> list[str]:  # each card's cells, all its rows joined
            rows = box.text.split("\n")
            starts = [start for start, _ in box.columns[0]] + [box.content_size.width + 1]
            return [" ".join(r[starts[i] : starts[i + 1] - 1] for r in rows) for i in range(len(hand))]

        assert all(len(row) <= box.content_size.width for row in box.text.split("\n"))
        for face, card in zip(faces(), hand):
            c = GAME_CARDS.cards[card]
            words = " ".join(" ".join(piece.strip("│║┃ ") for piece in face.split()).split())
            # its combat number once, as the badge on its top edge (not again in words inside)
            assert words.count(c.name.split()[0]) >= 1 and face.count(f"⚂{c.combat}⟩") == 1 and "combat" not in face, face
        # no empty row above the cards, and the row's width used to its last cells
        rows = box.text.split("\n")
        assert rows[0].strip() and box.content_size.width - len(rows[0].rstrip()) < len(hand), rows
        before = len(rows)
        playable = next(i for i, c in enumerate(hand) if any(c in cards_of(a) for a in screen.ui.options))
        await pilot.press(str(playable + 1))
        await settle(pilot, lambda: screen.ui.selected == hand[playable])
        first_row = box.text.split("\n")[0]
        start = box.columns[0][playable][0]
        assert first_row[start] == "┏" and len(box.text.split("\n")) == before, first_row  # framed heavy, in its place


@run_async
async def test_the_character_choice_gives_attack_life_and_trait_in_words(folders: Folders):
    from dragonwood_tui.tui.games.road_quest.board import TRAIT_TEXT

    match = positions.match("character")
    async with table_in_app(folders, match, LARGE) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        rows = screen.query_one("#rq-options").text.split("\n")
        for c in GAME_CARDS.characters:
            row = next(r for r in rows if f"the {c.name} " in r)
            life = c.life_cards * GAME_CARDS.numbers["life_card"]
            assert "attack" in row and f"♥ {life}/{life}" in row, row  # the table's one form of life
            if c.trait in TRAIT_TEXT:
                assert TRAIT_TEXT[c.trait] in row, row
            elif c.trait == "camp-plus-2":  # in the table's numbers: "camping heals 7 (others 5)"
                numbers = GAME_CARDS.numbers
                assert f"camping heals {numbers['bard_camp']} (others {numbers['camp']})" in row, row
            else:  # fewer life cards, said in life points
                assert f"{25 - life} fewer life points" in row, row


@run_async
async def test_enter_after_a_road_laid_at_full_life_does_not_camp(folders: Folders):
    """Camping there gains no life: it is listed last, dimmed and marked, and Enter (the
    highlighted choice) ends the turn, though throwing a treasure away (a) is listed first."""
    match = positions.match("camp-at-full-life")
    async with table_in_app(folders, match, SMALL) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        assert A.Camp() in GAME.legal_actions(match.state)
        assert screen.ui.options[-1] == A.Camp() and screen.ui.cursor == screen.ui.options.index(A.EndTurn())
        text = screen.query_one("#rq-options", Lines).text
        screen_first = screen.ui.options[screen.ui.cursor]
        assert "no life gained (already full)" in text
        before = len(match.actions)
        await pilot.press("enter")
        await settle(pilot, lambda: len(match.actions) > before)
        assert match.actions[before] == screen_first == A.EndTurn()
