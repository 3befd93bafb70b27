"""The Dragonwood table as a new player finds it (issue "At the table as a new player finds
it"): long hands readable with a key for every card, a target's letter picks its best capture,
opponents one key away; and text from a file shown as text."""

from __future__ import annotations

import itertools

import pytest

from dragonwood_tui.games.dragonwood import cards as C
from dragonwood_tui.tui.games.dragonwood.hand import HandRow, hand_key

from . import table_positions
from .app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import settle, table_in_app, tap

SIZES = [(80, 24), (120, 40), (160, 50)]


@pytest.mark.parametrize("cards", [10, 11])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@run_async
async def test_a_full_hand_at_the_hand_limit_is_readable_and_every_card_has_a_key(folders: Folders, size, cards):
    match = table_positions.match(f"dragonwood-hand-limit-{cards}")
    async with table_in_app(folders, match, size=size) as (app, pilot, screen):
        await settle(pilot, lambda: screen.view.phase == "hand-limit" and not match.bot_to_move())
        row = screen.board.query_one("#dw-hand", HandRow)
        shown = screen.board.order_shown
        assert len(shown) == cards
        lines = row.render().plain.split("\n")
        assert all(len(line.rstrip()) <= row.size.width for line in lines), lines
        faces = [part.strip() for line in lines for part in line.split("│")[1::2]]
        assert faces == [C.label(card) for card in shown]  # every card whole, between its box's sides
        for position, card in enumerate(shown):
            key = hand_key(position)
            assert key, f"card {position + 1} has no key"
            await tap(pilot, {"-": "minus", "=": "equals_sign"}.get(key, key))
            assert screen.ui.pick == card, f"key {key!r} should pick card {position + 1}"


@run_async
async def test_a_targets_letter_first_picks_its_best_capture_and_only_a_repeat_cycles(folders: Folders):
    match = table_positions.match("dragonwood-turn")
    async with table_in_app(folders, match, size=(120, 40)) as (app, pilot, screen):
        await settle(pilot, lambda: not match.bot_to_move())
        checked = 0
        hand = len(screen.board.order_shown)
        for picks in [c for n in (1, 2, 3) for c in itertools.combinations(range(hand), n)]:
            await tap(pilot, "escape", *(hand_key(p) for p in picks))
            rows = screen.board.rows
            for slot, card in enumerate(screen.view.landscape):
                mine = [r for r in rows if r.target == card]
                if len(mine) < 2:
                    continue
                best = max(mine, key=lambda r: r.probability)
                letter = "abcde"[slot]
                await tap(pilot, letter)  # the first press: the card's best, even if highlighted already
                assert screen.ui.target == f"{best.target}:{best.method}"
                await tap(pilot, letter)  # again: another method of the same card
                assert screen.ui.target != f"{best.target}:{best.method}"
                assert screen.ui.target.startswith(f"{card}:")
                checked += 1
        assert checked >= 1
        assert "again: next method" in screen.board.prompt.text


@run_async
async def test_the_mushroom_prompt_gives_the_rerolls_exact_chance(folders: Folders):
    from dragonwood_tui.games.dragonwood.advice import best_reroll
    from dragonwood_tui.tui.widgets.text_fit import percent

    match = table_positions.match("dragonwood-mushroom")
    for size in [(80, 24), (120, 40)]:
        async with table_in_app(folders, match, size=size) as (app, pilot, screen):
            await settle(pilot, lambda: screen.view.phase == "mushroom")
            die, chance = best_reroll(screen.view.attempt)
            prompt = screen.board.prompt
            assert f"die {die + 1}" in prompt.text and f"{percent(chance)} to succeed" in prompt.text
            assert prompt.text.endswith("k keeps the roll.") or prompt.text.endswith("k keeps")
            # never cut: the bar has a line for every wrapped line of the prompt
            assert prompt.size.height >= len(prompt._text.wrap(app.console, prompt.content_size.width))
