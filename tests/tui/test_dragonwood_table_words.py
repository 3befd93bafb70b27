"""The Dragonwood table as a new player reads it at 80x24 (the issue's new-player report): one
notice for a key pressed again and again; the log takes the Chances box's rows when it lists no
capture; the prompt never invites the capture the words above the list advise against; the
player rows, the enhancements and the end table in words, not codes."""

from __future__ import annotations

import itertools

import pytest

from dragonwood_tui.bots.dragonwood_pick import rank_captures, worth_trying
from dragonwood_tui.games.dragonwood import cards as C
from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui.games.dragonwood.board import colour_legend, method_legend
from dragonwood_tui.tui.games.dragonwood.capture_options import CaptureList, option_id
from dragonwood_tui.tui.games.dragonwood.card import ForestCard, card_shown, effect_words
from dragonwood_tui.tui.games.dragonwood.game_over import DragonwoodGameOverScreen
from dragonwood_tui.tui.games.dragonwood.scoreboard import DragonwoodScoreboard
from tests.notifications import keep_on_screen

from . import table_positions
from .app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)
from .hostile_text import screen_text
from .table_helpers import INSTANT, settle, table_for, table_in_app, tap


@run_async
async def test_a_key_pressed_again_and_again_shows_one_notice(folders: Folders):
    # a refused key pressed again and again (the 12th card, which the hand has not): the notices
    # piled up over the log, one per press; another refused key replaces it too
    match = table_positions.match("dragonwood-hand-limit-11")
    app = folders.app(settings=INSTANT)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:  # toasts drawn
        told = keep_on_screen(app)
        screen = table_for(match)
        app.push_screen(screen)
        await settle(pilot, lambda: screen.view is not None and not match.bot_to_move() and screen.view.phase == "hand-limit")
        for _press in range(4):
            await tap(pilot, "equals_sign")
        await settle(pilot, lambda: len([n for n in told if "Your hand has" in n.message]) == 4)
        await settle(pilot, lambda: len(app.screen.query("Toast")) >= 1)
        assert len(app.screen.query("Toast")) == 1
        await tap(pilot, "a", "a")  # a landscape card with no cards selected: one notice
        await settle(pilot, lambda: len([n for n in told if "select cards first" in n.message]) == 2)
        await settle(pilot, lambda: "select cards first" in screen_text(app))
        assert len(app.screen.query("Toast")) == 1


@run_async
async def test_the_log_takes_the_chances_rows_when_no_capture_is_listed(folders: Folders):
    match = table_positions.match("dragonwood-turn")
    async with table_in_app(folders, match, size=(80, 24), settings=INSTANT) as (app, pilot, screen):
        await settle(pilot, lambda: not match.bot_to_move())
        log, options = screen.board.log, screen.board.query_one(CaptureList)
        idle_log = log.region.height
        # the box's words whole (the method symbols' legend among them), the log the rest
        assert options.region.height == len(options.lines) + 1 and idle_log >= 5
        assert method_legend() in " ".join(line.plain for line in options.lines)
        await tap(pilot, "1", "2")
        await settle(pilot, lambda: bool(screen.board.rows) and options.region.height > 3)
        assert log.region.height < idle_log  # the captures have the rows now
        await tap(pilot, "escape")
        await settle(pilot, lambda: log.region.height == idle_log)


@pytest.mark.parametrize("name", ["dragonwood-turn", "dragonwood-solo", "dragonwood-four-of-a-kind"])
@run_async
async def test_the_prompt_never_invites_a_capture_the_words_advise_against(folders: Folders, name):
    """Every selection of one to three cards: the capture Enter tries is the first row; when the
    words above the list say a reload (or other cards) is better, that row is the surest and
    the prompt says "anyway"; when hard would try it, the words never say a reload is better."""
    match = table_positions.match(name)
    async with table_in_app(folders, match, size=(120, 40), settings=INSTANT) as (app, pilot, screen):
        await settle(pilot, lambda: not match.bot_to_move() and screen.view.phase == "turn")
        hand = list(screen.board.order_shown)
        checked = anyway = 0
        for cards in [c for k in (1, 2, 3) for c in itertools.combinations(range(min(len(hand), 6)), k)]:
            await tap(pilot, "escape", *("1234567890"[i] for i in cards))
            rows = screen.board.rows
            if not rows:
                continue
            picks = rank_captures(screen.view, screen.ui.selected, screen.ui.one_time)
            first = option_id(picks[0].option.target, picks[0].option.method)
            assert screen.ui.target == first
            title = screen.board.query_one(CaptureList).border_title or ""
            prompt = screen.board.prompt.text
            if worth_trying(picks[0]):
                assert "a reload is better" not in title and "anyway" not in prompt, (title, prompt)
            else:
                assert picks[0].option.probability == max(r.probability for r in rows)
                assert "anyway" in prompt and "hard's pick" not in title, (title, prompt)
                anyway += 1
            checked += 1
        assert checked >= 3 and (anyway or name == "dragonwood-four-of-a-kind")


@run_async
async def test_the_compact_rows_say_creatures_and_the_bonus_in_the_score(folders: Folders):
    match = table_positions.match("dragonwood-turn")  # Bram has a creature and the +3 bonus
    async with table_in_app(folders, match, size=(80, 24), settings=INSTANT) as (app, pilot, screen):
        await settle(pilot, lambda: not match.bot_to_move())
        text = screen_text(app)
        assert "0 creatures · 0 VP" in text and "1 creature · 2 VP" in text and "5 pts (+3 most)" in text
        assert screen.board.query_one(DragonwoodScoreboard).region.width == 80


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@run_async
async def test_card_letters_and_enhancements_are_explained_in_words(folders: Folders, lang):
    match = table_positions.match("dragonwood-solo")  # a landscape of enhancements
    settings = Settings(bot_pace="instant", language=lang)
    async with table_in_app(folders, match, size=(80, 24), settings=settings) as (app, pilot, screen):
        await settle(pilot, lambda: not match.bot_to_move())
        text = screen_text(app)
        assert colour_legend().plain in text  # the log's title: "✿G green ♦R red …"
        for card in screen.query(ForestCard):
            if card.card >= 0 and C.KIND[card.card] == C.ENHANCEMENT:
                inner = card.content_size.width - 2
                footer = str(card.legend(inner))
                assert footer == effect_words(card.card, inner - 1) and len(footer) <= inner
                if len(effect_words(card.card)) < inner:
                    assert footer == effect_words(card.card)  # the words, where they fit


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@run_async
async def test_the_end_table_names_the_orange_dragon_whole_at_80_columns(folders: Folders, lang):
    match = table_positions.match("dragonwood-over")
    settings = Settings(bot_pace="instant", language=lang)
    async with table_in_app(folders, match, size=(80, 24), settings=settings) as (app, pilot, screen):
        await settle(pilot, lambda: isinstance(app.screen, DragonwoodGameOverScreen))
        text = screen_text(app)
        assert card_shown(C.ORANGE_DRAGON) in text.replace("\n", " ")
