"""The Dragonwood table as a new player finds it (issue "At the table as a new player finds
it"): long hands readable with a key for every card, a target's letter picks its best capture,
opponents one key away; and text from a file shown as text."""

from __future__ import annotations

import itertools

import pytest
from rich.style import Style

from dragonwood_tui.games.dragonwood import cards as C
from dragonwood_tui.tui.games.dragonwood.hand import HandRow, hand_key
from dragonwood_tui.tui.widgets.card_face import big_value
from dragonwood_tui.tui.widgets.symbols import suit_symbol

from tests.notifications import told
from . import table_positions
from .app_helpers import Folders, folders, run_async, wait_for, wait_for_screen  # noqa: F401  (fixture)
from .table_helpers import settle, table_in_app, tap

SIZES = [(80, 24), (120, 40), (160, 50)]


def _card_block(row: HandRow, lines: list[str], position: int) -> list[str]:
    """The lines of the hand row under the card at `position` (its columns only), from its
    top edge down (a lifted card's row above the others included)."""
    out = []
    for y, line in enumerate(lines):
        cells = "".join(ch for x, ch in enumerate(line.ljust(row.size.width)) if row.position_at(x, y) == position)
        if cells.strip():
            out.append(cells)
    return out


def _shows_value(block: list[str], value: int) -> bool:
    """The value on the card: as text, or drawn large (3 rows of big digits, one under the other)."""
    if any(str(value) in line for line in block):
        return True
    big = [line.plain.strip() for line in big_value(value, Style())]
    return any(all(big[k] in block[i + k] for k in range(3)) for i in range(len(block) - 2))


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
        for position, card in enumerate(shown):  # every card whole: its suit's symbol and its value
            block = _card_block(row, lines, position)
            assert suit_symbol(C.COLOUR[card]) in block[1], (position, block)
            assert _shows_value(block, C.VALUE[card]), (position, block)
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


# -- text from a file is shown as text ----------------------------------------------------------
HOSTILE = [
    "Eve\x1b]52;c;SGVsbG8=\x07",  # writes the clipboard
    "Mal\x1b]2;pwned\x1b\\",  # sets the window title
    "Clr\x1b[2J\x9b31m",  # clears the screen, a C1 CSI
]
MARKUP = ["[@click=app.quit]X[/]", "[/]", "[link=x]"]


def raw_controls(text: str) -> list[str]:
    return sorted({c for c in text if (ord(c) < 0x20 and c != "\n") or 0x7F <= ord(c) <= 0x9F})


def hostile_match(names: list[str], players: int = 3, bot: str | None = None):
    from dragonwood_tui.bots import bot_factory
    from dragonwood_tui.engine.game import SeatSpec
    from dragonwood_tui.engine.match import Match
    from dragonwood_tui.games import get_game

    base = table_positions.match("dragonwood-turn")
    game = get_game("dragonwood")
    seats = [SeatSpec("You", bot)] + [SeatSpec(n, "greedy") for n in names[: players - 1]]
    actions = list(base.actions) if players == base.config.players else []
    return Match(game, game.default_config(players), base.seed, seats, actions, bot_factory("dragonwood"))


def screen_text(app) -> str:
    """Every character the app's screen would write, with its notifications."""
    return app.export_screenshot()


@run_async
async def test_escape_sequences_in_seat_names_never_reach_the_terminal_from_a_table(folders: Folders):
    match = hostile_match(HOSTILE[:2])
    async with table_in_app(folders, match, size=(160, 50)) as (app, pilot, screen):
        await settle(pilot, lambda: not match.bot_to_move())
        await tap(pilot, "r")  # a computer player's turn follows: its name in the prompt and log
        await settle(pilot, lambda: not match.bot_to_move())
        shown = screen_text(app)
        assert "Eve" in shown and "\\x1b]52" in shown  # the name, its escapes visible
        assert raw_controls(shown) == []


@run_async
async def test_escape_sequences_in_seat_names_never_reach_the_terminal_from_the_replay_viewer(folders: Folders):
    from dragonwood_tui.engine.record_build import new_record

    match = hostile_match(HOSTILE[1:], bot="greedy")
    match.play_bots(limit=12)
    record = new_record(match.game, match.config, match.seed, list(match.seats), match.actions)
    app = folders.app()
    async with app.run_test(size=(160, 50)) as pilot:
        await wait_for_screen(pilot, "MainMenuScreen")
        app.sessions.open_replay_record(record, None, title="hostile\x1b]2;x\x07.json")
        await wait_for(pilot, lambda: type(app.screen).__name__ == "ReplayScreen", "the replay viewer")
        for _ in range(6):
            await pilot.press("right")
        await pilot.press("v")
        await pilot.pause()
        shown = screen_text(app)
        assert "Mal" in shown and "Clr" in shown
        assert raw_controls(shown) == []


@pytest.mark.parametrize("seat_name", MARKUP)
@run_async
async def test_markup_in_a_seat_name_is_shown_literally_in_the_not_your_turn_notification(folders: Folders, seat_name):
    from dragonwood_tui.storage.settings import Settings

    match = hostile_match([seat_name], players=2)
    async with table_in_app(folders, match, size=(120, 40), settings=Settings(bot_pace="slow")) as (app, pilot, screen):
        if match.bot_to_move():
            await tap(pilot, "s")  # the other seat opens: skip its wait (a slow pace holds it)
        await settle(pilot, lambda: screen.view.to_move == 0)
        await tap(pilot, "r")  # reload: the other seat is to play, and waits
        await settle(pilot, lambda: screen.view.to_move == 1)
        await tap(pilot, "enter", "r")  # "Not your turn: … is playing"
        await pilot.pause()
        assert app.is_running  # no crash, no click action
        notes = [n for n in told(app) if "Not your turn" in n.message]
        assert notes and all(f"{seat_name} is playing" in n.message and not n.markup for n in notes)
        assert raw_controls(screen_text(app)) == []


@run_async
async def test_every_public_fact_about_the_opponents_is_one_key_away(folders: Folders):
    from dragonwood_tui.tui.games.dragonwood.players import PlayersScreen

    match = table_positions.match("dragonwood-hand-limit-11")
    async with table_in_app(folders, match, size=(80, 24)) as (app, pilot, screen):
        view = screen.view
        await pilot.press("i")
        details = await wait_for_screen(pilot, "PlayersScreen")
        assert isinstance(details, PlayersScreen)
        text = details.body.plain
        for seat in range(view.players):
            assert f"{screen.names[seat]}" in text and f"Hand: {view.hand_sizes[seat]} cards" in text
            for card in view.enhancements[seat] + view.victory[seat]:
                assert C.name(card) in text  # whole names, never "Mush…"
            assert f"{view.scores[seat]} points" in text
        assert "most-creatures bonus" in text
        await pilot.press("escape")
        await wait_for_screen(pilot, "DragonwoodTableScreen")


@run_async
async def test_the_log_overlay_opens_at_the_newest_line(folders: Folders):
    match = table_positions.match("dragonwood-hand-limit-11")
    async with table_in_app(folders, match, size=(80, 24)) as (app, pilot, screen):
        await pilot.press("h")
        log = await wait_for_screen(pilot, "LogScreen")
        scroller = log.query_one("#log-lines")
        await wait_for(pilot, lambda: scroller.max_scroll_y > 0 and scroller.scroll_y == scroller.max_scroll_y, "the log at its end")


@run_async
async def test_the_command_palette_lists_every_command_once(folders: Folders):
    from dragonwood_tui.tui.commands import screen_commands

    app = folders.app()
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for_screen(pilot, "MainMenuScreen")
        names = [n for n, _, _ in screen_commands(app.screen)] + [c.title for c in app.get_system_commands(app.screen)]
        assert "Keys" in names and "Continue" in names
        assert sorted(names) == sorted(set(names)), [n for n in names if names.count(n) > 1]


@run_async
async def test_the_replays_seat_view_names_the_seat_and_the_status_says_deck(folders: Folders):
    from dragonwood_tui.engine.record_build import new_record

    match = hostile_match(["Ada", "Bram"], bot="greedy")
    match.play_bots(limit=10)
    record = new_record(match.game, match.config, match.seed, list(match.seats), match.actions)
    app = folders.app()
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for_screen(pilot, "MainMenuScreen")
        app.sessions.open_replay_record(record, 1, title="game.json")
        replay = await wait_for_screen(pilot, "ReplayScreen")
        await pilot.press("right")
        await pilot.pause()
        row = replay.query_one("#dw-hand", HandRow)
        assert row.label == "Ada:"  # the seat seen, not "Your hand"
        status = replay.query_one("#dw-status").text
        assert "pass 1 of 2" in status and "deck 1" not in status  # "deck" names a deck, never the pass


@run_async
async def test_the_solo_opponents_die_shows_on_the_table_and_compact_cards_have_a_legend(folders: Folders):
    from dragonwood_tui.games.dragonwood.state import E_OPP_ROLL

    match = table_positions.match("dragonwood-solo")
    async with table_in_app(folders, match, size=(80, 24)) as (app, pilot, screen):
        await tap(pilot, "r")  # reload: the automated opponent rolls after the turn
        await settle(pilot, lambda: screen.view.phase == "turn" and screen.view.to_move == 0)
        faces = [ev[1] for ev in match.state.events if ev and ev[0] == E_OPP_ROLL]
        assert faces
        players = screen.board.query_one("#dw-players")
        shown = app.export_screenshot()
        assert screen.board.opponent_die.startswith("rolled") and str(faces[-1]) in screen.board.opponent_die
        assert "rolled" in shown
        # the symbols named in words in the Chances box while it lists no capture (no card
        # carries the short legend "†St ▼Sp ≋Sc" there)
        from dragonwood_tui.tui.games.dragonwood.board import method_legend

        assert method_legend() in " ".join(line.plain for line in screen.board.options.lines)
        assert not any(card.legend_here for card in screen.board.query("ForestCard"))
        assert players is not None
