"""At 80x24 the hand says what each card does in words ("Plain road (next: any)", "Fallen oak
(lose your last road)"), not only "road→any" or a name, when the rows that takes leave every
choice in sight; the cards stand in two aligned columns, and ✓ and • are explained on a row."""

from __future__ import annotations

import pytest

from dragonwood_tui.games.road_quest.config import table_numbers
from dragonwood_tui.i18n.card_names import card_name
from dragonwood_tui.tui.games.road_quest.board import Lines
from dragonwood_tui.tui.games.road_quest.pieces import CARDS, short_effect

from . import road_quest_positions as positions
from .app_helpers import SMALL, Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import settle, table_in_app
from .test_i18n_screens import english_afterwards  # noqa: F401  (fixture)


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


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@pytest.mark.parametrize("position", ["main", "four-seats"])
@run_async
async def test_a_long_language_at_80x24_keeps_the_marks_and_the_effects_before_the_roads_words(
    folders: Folders, english_afterwards, lang: str, position: str  # noqa: F811
) -> None:
    """A full 80x24 screen in French or Russian: every card a choice plays keeps its • (and a
    legend says it, shortened if need be), and the roads lose their words before any other card
    its effect (French dropped every effect and every •)."""
    from dragonwood_tui.games.road_quest.actions import LayRoad
    from dragonwood_tui.tui.games.road_quest.board import _cards_of

    from .test_i18n_screens import settings

    async with table_in_app(folders, positions.match(position), SMALL, settings(lang)) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        hand = screen.view.seats[screen.view.to_move].hand
        text = screen.query_one("#rq-hand", Lines).text
        follows = {a.card for a in screen.ui.legal if isinstance(a, LayRoad)}
        playable = {c for a in screen.ui.legal for c in _cards_of(a)}
        marked = [c for c in hand if c in playable and c not in follows]
        if marked:
            assert text.count("•") == len(marked) + 1, text  # each mark, and its legend once
        numbers = table_numbers(CARDS.numbers, screen.view.config)
        effects = [short_effect(CARDS.cards[c], numbers) for c in hand if CARDS.cards[c].kind != "road"]
        roads_said = any(short_effect(CARDS.cards[c], numbers) in text for c in hand if CARDS.cards[c].kind == "road")
        assert not roads_said or all(e in text for e in effects), text
