"""At 80x24 the hand says what each card does in words ("Plain road (next: any)", "Fallen oak
(lose your last road)"), not only "road→any" or a name, when the rows that takes leave every
choice in sight; the cards stand in two aligned columns, and ✓ and • are explained on a row."""

from __future__ import annotations

from dragonwood_tui.games.road_quest.config import table_numbers
from dragonwood_tui.i18n.card_names import card_name
from dragonwood_tui.tui.games.road_quest.board import Lines
from dragonwood_tui.tui.games.road_quest.pieces import CARDS, short_effect

from . import road_quest_positions as positions
from .app_helpers import SMALL, Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import settle, table_in_app


@run_async
async def test_the_compact_hand_says_each_cards_effect_in_words(folders: Folders) -> None:
    async with table_in_app(folders, positions.match("main"), SMALL) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        board = screen.board
        hand, options = board.query_one("#rq-hand", Lines), board.query_one("#rq-options", Lines)
        await settle(pilot, lambda: hand.text != "" and options.text != "")
        await pilot.pause()
        view = board.view
        numbers = table_numbers(CARDS.numbers, view.config)
        for card in view.seats[view.seat].hand:
            c = CARDS.cards[card]
            said = f"{card_name('road-quest', c.name)} ({short_effect(c, numbers)})"
            assert said in hand.text, (said, hand.text)
        assert sorted(set(options.items)) == list(range(len(screen.ui.options))), options.text  # every choice in sight
        rows = hand.text.split("\n")
        second = {row.index(f"{i} ") for row in rows for i in range(2, 10) if f"   {i} " in row and not row.startswith(f"{i} ")}
        assert len(second) <= 1, rows  # the second cards of the rows in one column
        assert "✓ " in hand.text and "• " in hand.text and any(row.rstrip().endswith("playable now") for row in rows), rows
