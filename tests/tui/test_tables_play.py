"""Pilot-driven games on the tables, by key presses only, in the real app.

The person's decisions are taken from a computer player (greedy / expert) looking at the same
view, then typed as a player would type them: card numbers, a target letter, enter, r, die
numbers, power keys... So the games are whole and quick, and every key path is exercised.
"""

from __future__ import annotations

from typing import Any

import pytest

from dragonwood_tui.bots import bot_factory, make_bot
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.match import Match
from dragonwood_tui.games import get_game
from dragonwood_tui.games.dice_quest.actions import Beat, GiveUp, Reroll, UsePower
from dragonwood_tui.games.dragonwood.actions import (
    CARD_CHOICES,
    Capture,
    DeclineMushroom,
    MushroomReroll,
    Reload,
)
from dragonwood_tui.storage.settings import BOT_PACES, Settings
from dragonwood_tui.tui.screens.confirm import ConfirmScreen, PassToScreen
from dragonwood_tui.tui.games.dice_quest.table import DiceQuestTableScreen
from dragonwood_tui.tui.games.dragonwood.table import DragonwoodTableScreen
from dragonwood_tui.tui.games.dice_quest.game_over import DiceQuestGameOverScreen
from dragonwood_tui.tui.games.dragonwood.game_over import DragonwoodGameOverScreen
from dragonwood_tui.tui.games.dragonwood.board import ONE_TIME_KEYS

from tests.notifications import told
from . import table_positions
from .app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import INSTANT, client_of, settle, table_in_app, tap, until

POWER_KEYS = {"plus": "plus", "minus": "minus", "mirror": "m", "reroll": "x"}


async def press(pilot: Any, *keys: str) -> None:
    await tap(pilot, *keys)


async def card_key(pilot: Any, screen: DragonwoodTableScreen, card: int) -> None:
    """Pick `card` of the hand as a player would: its number, or the arrows then space."""
    position = screen.board.order_shown.index(card)
    if position < 10:
        await press(pilot, "1234567890"[position])
    else:
        await press(pilot, *["right"] * (position + 1), "space")


async def type_dragonwood(pilot: Any, screen: DragonwoodTableScreen, action: Any) -> None:
    if isinstance(action, Reload):
        await press(pilot, "r")
    elif isinstance(action, Capture):
        for card in action.cards:
            await card_key(pilot, screen, card)
        for e in action.one_time:
            await press(pilot, ONE_TIME_KEYS[e])
        slot = screen.view.landscape.index(action.target)
        wanted = f"{action.target}:{action.method}"
        for _ in range(4):  # a letter highlights that card's best capture; again: the next one
            if screen.ui.target == wanted:
                break
            await press(pilot, "abcde"[slot])
        assert screen.ui.target == wanted
        await press(pilot, "enter")
    elif isinstance(action, MushroomReroll):
        await press(pilot, str(action.die + 1))
    elif isinstance(action, DeclineMushroom):
        await press(pilot, "k")
    elif isinstance(action, CARD_CHOICES):
        await card_key(pilot, screen, action.card)
        assert screen.ui.pick == action.card
        await press(pilot, "enter")
    else:  # pragma: no cover - every action type is typed above
        raise AssertionError(action)


@run_async
async def test_a_whole_dragonwood_game_against_computer_players_by_keys(folders: Folders):
    game = get_game("dragonwood")
    seats = [SeatSpec("You"), SeatSpec("Ada", "greedy")]
    match = Match(game, game.default_config(2), 21, seats, bot_factory=bot_factory(game.kind))
    me = make_bot("dragonwood", "greedy", 99)
    async with table_in_app(folders, match, size=(80, 24), settings=INSTANT) as (app, pilot, screen):
        typed = 0
        for _ in range(2000):
            if match.bot_to_move():
                await until(pilot, lambda: match.is_over() or not match.bot_to_move())
            if match.is_over():
                break
            assert match.to_move() == 0 and screen.view.to_move == 0
            before = len(match.actions)
            action = me.choose(screen.view, game.legal_actions(match.state))
            await type_dragonwood(pilot, screen, action)
            assert match.actions[before] == action  # the keys played exactly that action
            typed += 1
        assert match.is_over() and typed > 10
        await settle(pilot, lambda: isinstance(app.screen, DragonwoodGameOverScreen))
        over = app.screen
        assert isinstance(over, DragonwoodGameOverScreen)
        assert over.view.winners == game.winners(match.state)
        await press(pilot, "escape")  # look at the table again
        await settle(pilot, lambda: app.screen is screen)
        assert app.screen is screen and "Game over" in screen.board.prompt.text
        await press(pilot, "enter")  # the final scores again, then the menu
        await settle(pilot, lambda: isinstance(app.screen, DragonwoodGameOverScreen))
        assert isinstance(app.screen, DragonwoodGameOverScreen)
        await press(pilot, "enter")
        await settle(pilot, lambda: type(app.screen).__name__ == "MainMenuScreen")
        assert type(app.screen).__name__ == "MainMenuScreen"


async def type_dice_quest(pilot: Any, screen: DiceQuestTableScreen, action: Any) -> None:
    view = screen.view
    if isinstance(action, Reroll):
        await press(pilot, *[str(i + 1) for i in action.dice], "r")
    elif isinstance(action, UsePower):
        power = next(c.power for c in view.seats[view.to_move].army if c.id == action.card)
        if power == "shift":
            key = "right_square_bracket" if action.direction > 0 else "left_square_bracket"
        else:
            key = POWER_KEYS[power]
        if len(action.dice) == 1 and power != "reroll":
            await press(pilot, key, str(action.dice[0] + 1))  # arm the power, then pick its die
        else:
            await press(pilot, *[str(i + 1) for i in action.dice], key)
    elif isinstance(action, Beat):
        slot = [e.card.id for e in view.line].index(action.card)
        await press(pilot, "abcde"[slot])
    elif isinstance(action, GiveUp):
        forced = screen._no_move_left()  # no move left: g ends it at once, no question
        await press(pilot, "g")
        if view.players == 1 and not forced:
            await until(pilot, lambda: isinstance(pilot.app.screen, ConfirmScreen))
            await press(pilot, "y")
    else:  # pragma: no cover
        raise AssertionError(action)


@run_async
async def test_a_whole_solo_dice_quest_by_keys(folders: Folders):
    game = get_game("dice-quest")
    match = Match(game, game.default_config(1), 1, [SeatSpec("You")], bot_factory=bot_factory(game.kind))
    me = make_bot("dice-quest", "expert", 5)
    async with table_in_app(folders, match, size=(80, 24), settings=INSTANT) as (app, pilot, screen):
        # A power the engine refuses: its reason is shown, nothing changes.
        for _ in range(200):
            if match.is_over():
                break
            before = len(match.actions)
            action = me.choose(screen.view, game.legal_actions(match.state))
            await type_dice_quest(pilot, screen, action)
            if len(match.actions) == before:  # e.g. the give-up question still open
                await until(pilot, lambda: len(match.actions) > before)
            assert match.actions[before] == action
        assert match.is_over()
        await settle(pilot, lambda: isinstance(app.screen, DiceQuestGameOverScreen))
        assert isinstance(app.screen, DiceQuestGameOverScreen)
        assert app.screen.view.status == match.state.status
        await press(pilot, "enter")
        await settle(pilot, lambda: type(app.screen).__name__ == "MainMenuScreen")
        assert type(app.screen).__name__ == "MainMenuScreen"


@run_async
async def test_dice_quest_hint_refusal_and_keep(folders: Folders):
    match = table_positions.match("dice-quest-solo")
    async with table_in_app(folders, match, size=(80, 24), settings=INSTANT) as (app, pilot, screen):
        await press(pilot, "r")  # nothing picked: says so, plays nothing
        assert not match.actions and "Pick the dice" in told(app)[-1].message
        await press(pilot, "h")
        await settle(pilot, lambda: screen.ui.hint is not None and "working" not in screen.ui.hint.plain)
        assert "%" in screen.ui.hint.plain and screen.ui.keep is not None
        await press(pilot, "k")
        assert sorted(screen.ui.selected) == [i for i in range(5) if i not in screen.ui.keep]
        await press(pilot, "r")
        assert isinstance(match.actions[-1], Reroll) and screen.ui.hint is None
        # Beating an enemy the dice do not beat: the engine's reason, as a notification.
        slot = next(i for i, e in enumerate(screen.view.line) if not e.beaten)
        await press(pilot, "abcde"[slot])
        assert len(match.actions) == 1
        assert told(app)[-1].title == "Not allowed"


@run_async
async def test_computer_players_keep_a_pace_and_can_be_skipped(folders: Folders):
    match = table_positions.match("dragonwood-turn")  # You, then two greedy players
    with pytest.MonkeyPatch.context() as patch:
        # a pace no loaded machine outruns: the test waits on what the table does, not on time
        patch.setitem(BOT_PACES, "slow", 3600.0)
        async with table_in_app(folders, match, size=(80, 24), settings=Settings(bot_pace="slow")) as (app, pilot, screen):
            await _pace_then_skip(pilot, match, screen)


async def _pace_then_skip(pilot, match, screen) -> None:
    assert match.to_move() == 0
    await press(pilot, "r")
    played = len(match.actions)
    await pilot.pause()
    assert match.bot_to_move() and len(match.actions) == played  # waiting: the slow pace
    await press(pilot, "o")  # the table still answers meanwhile
    assert screen.ui.order == "value"
    assert "is playing" in screen.board.prompt.text
    await press(pilot, "s")  # skip: the computer players finish their turns at once
    await settle(pilot, lambda: not match.bot_to_move())
    assert match.to_move() == 0 and len(match.actions) > played


@run_async
async def test_hot_seat_hides_hands_between_two_people(folders: Folders):
    match = table_positions.match("dragonwood-hot-seat")  # You and Ada are people, Bram a bot
    app = folders.app(settings=INSTANT)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = DragonwoodTableScreen(client_of(match))
        app.push_screen(screen)
        await settle(pilot, lambda: isinstance(app.screen, PassToScreen))
        first = match.to_move()
        assert isinstance(app.screen, PassToScreen) and app.screen.player_name == match.seats[first].name
        await press(pilot, "enter")
        await settle(pilot, lambda: app.screen is screen)
        assert app.screen is screen and screen.view.seat == first
        await press(pilot, "r")  # a reload: the turn passes on, to the other person in time
        await settle(pilot, lambda: isinstance(app.screen, PassToScreen))
        assert isinstance(app.screen, PassToScreen)
        nxt = match.to_move()
        assert nxt != first and match.seats[nxt].bot is None
        assert app.screen.player_name == match.seats[nxt].name
        await press(pilot, "enter")
        await settle(pilot, lambda: app.screen is screen)
        assert screen.view.seat == nxt and screen.view.hand == match.state.hands[nxt]


@run_async
async def test_the_mouse_picks_cards_and_targets_and_captures(folders: Folders):
    match = table_positions.match("dragonwood-turn")
    async with table_in_app(folders, match, size=(160, 50), settings=INSTANT) as (app, pilot, screen):
        await settle(pilot, lambda: not match.bot_to_move())
        board = screen.board
        hand = board.query_one("#dw-hand")
        first = board.order_shown[0]
        await pilot.click(hand, offset=(hand.LABEL_WIDTH + 2, 1))  # the first card's box
        assert screen.ui.selected == [first]
        await pilot.click("#dw-landscape ForestCard", offset=(3, 2))  # card A: its best capture
        row = board.option_for(screen.ui.target)
        assert row is not None and row.target == screen.view.landscape[0]
        before = len(match.actions)
        options = board.options
        line = options.ids.index(screen.ui.target) - options._top
        await pilot.click(options, offset=(3, 1 + line))  # a click on the highlighted row plays it
        await settle(pilot)
        assert isinstance(match.actions[before], Capture) and match.actions[before].cards == (first,)


@run_async
async def test_the_mouse_picks_dice_and_powers(folders: Folders):
    match = table_positions.match("dice-quest-solo")
    async with table_in_app(folders, match, size=(160, 50), settings=INSTANT) as (app, pilot, screen):
        dice = screen.board.query_one("#dq-dice")
        await pilot.click(dice, offset=(2, 2))  # die 1
        await pilot.click(dice, offset=(2 + 2 * (dice._inner + 3), 2))  # die 3 (boxes of the dice's size, 3 apart)
        assert sorted(screen.ui.selected) == [0, 2]
        await press(pilot, "r")
        assert match.actions[-1] == Reroll((0, 2))


@run_async
async def test_names_from_files_are_shown_as_plain_text(folders: Folders):
    game = get_game("dragonwood")
    name = "[bold red]Mallory[/]"
    match = Match(game, game.default_config(2), 3, [SeatSpec(name), SeatSpec("[i]Eve", "greedy")], bot_factory=bot_factory(game.kind))
    async with table_in_app(folders, match, size=(160, 50), settings=INSTANT) as (app, pilot, screen):
        await settle(pilot, lambda: not match.bot_to_move())
        board = screen.board
        assert name in board.query_one("#dw-status").text
        assert any(name in line for line in board.log.lines)
        import io

        from rich.console import Console

        console = Console(width=60, record=True, file=io.StringIO())
        console.print(board.query_one("#dw-players").render())
        shown = console.export_text()
        assert "[bold red]Mallory" in shown and "[i]Eve" in shown  # literally, cut to the column


@run_async
async def test_computer_players_alone_play_to_the_end_and_the_table_shows_it(folders: Folders):
    # No person at the table: everything is shown (spectator view), the game runs by itself.
    game = get_game("dice-quest")
    match = Match(game, game.default_config(2), 8, [SeatSpec("Ada", "greedy"), SeatSpec("Bram", "greedy")], bot_factory=bot_factory(game.kind))
    app = folders.app(settings=INSTANT)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = DiceQuestTableScreen(client_of(match))
        app.push_screen(screen)
        await settle(pilot, lambda: isinstance(app.screen, DiceQuestGameOverScreen))
        over = app.screen
        assert isinstance(over, DiceQuestGameOverScreen) and match.is_over()
        assert over.view.status == "over" and over.view.winners == game.winners(match.state)
        assert screen.view.seat is None
