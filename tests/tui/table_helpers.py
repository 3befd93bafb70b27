"""Opening the game tables in the real app on a seeded position, for snapshots and Pilot tests."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

from dragonwood_tui.engine.match import Match
from dragonwood_tui.engine.seat import SeatClient
from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui.games import get_ui

from . import table_positions
from .app_helpers import PATIENCE, Folders, wait_for

INSTANT = Settings(bot_pace="instant")


def client_of(match: Match) -> SeatClient[Any, Any]:
    """The table's way in to `match`, as the app's sessions hand it."""
    return SeatClient.of_table(match)


def match_of(screen: Any) -> Match:
    """The match behind a table, for a test's checks (the table itself sees only its client)."""
    match: Match = screen.client._match
    return match


def table_for(match: Match) -> Any:
    """The table screen of the match's game, from the UI registry."""
    return get_ui(match.game.kind).table_screen(client_of(match))


def app_with_settings(folders: Folders, settings: Settings = INSTANT) -> Any:
    return folders.app(settings=settings)


@asynccontextmanager
async def table_in_app(
    folders: Folders, match: Any, size: tuple[int, int] = (80, 24), settings: Settings = INSTANT
) -> AsyncIterator[tuple[Any, Any, Any]]:
    """The real app at `size` with `match` open on its table and drawn: (app, pilot, screen)."""
    app = folders.app(settings=settings)
    async with app.run_test(size=size) as pilot:
        screen = table_for(match)
        app.push_screen(screen)
        await settle(pilot, lambda: screen.view is not None)
        yield app, pilot, screen


async def settle(pilot: Any, until: Callable[[], bool] | None = None, limit: float = PATIENCE) -> None:
    """Let timers and workers run until `until()` holds (an AssertionError after `limit`
    seconds: it is sure to hold), then until the app is idle."""
    if until is not None:
        await wait_for(pilot, until, "the table to settle", limit)
    await pilot.pause()


async def until(pilot: Any, condition: Callable[[], bool], limit: float = PATIENCE) -> None:
    """Like settle, without the final wait for idle: for the many small waits of a whole game.
    A failure names the table's computer-player state (a game whose bots stop is a defect)."""
    try:
        await wait_for(pilot, condition, "the table", limit)
    except AssertionError as failure:
        screen = pilot.app.screen
        worker = getattr(screen, "_thinking", None)
        state = {
            name: getattr(screen, name, "-")
            for name in ("_bot_timer", "_dice_timer", "_batch_until", "_skip", "_outcome", "_end_shown")
        }
        workers = [(w.name, w.state.name) for w in pilot.app.workers]
        raise AssertionError(f"{failure}; thinking {worker and worker.state.name}; {state}; workers {workers}") from None


def open_position(
    name: str, *presses: str, top: type | None = None, then: Callable[[Any], Any] | None = None, positions: Any = table_positions
):
    """A snapshot's run_before: open position `name` (of the `positions` module) on its table,
    press keys, wait for `top`."""

    async def run(pilot: Any) -> None:
        match = positions.match(name)
        screen = table_for(match)
        pilot.app.push_screen(screen)
        await settle(pilot, lambda: screen.is_mounted and screen.view is not None)
        await settle(pilot, lambda: match.is_over() or not match.bot_to_move())
        for key in presses:
            await pilot.press(key)
            await pilot.pause()
        if then is not None:
            result = then(pilot)
            if hasattr(result, "__await__"):
                await result
        if top is not None:
            await settle(pilot, lambda: isinstance(pilot.app.screen, top))
        await settle(pilot)

    return run


async def tap(pilot: Any, *keys: str) -> None:
    """Press `keys` as Pilot.press does (the same Key events through the driver), but wait only
    until the screen has handled them, not for 40 ms of idle time per key: whole games by keys
    stay quick."""
    import unicodedata

    from textual import events
    from textual.keys import REPLACED_KEYS, _character_to_key, _get_unicode_name_from_key

    app = pilot.app
    for key in keys:
        if len(key) == 1 and not key.isalnum():
            key = _character_to_key(key)
        original = REPLACED_KEYS.get(key, key)
        try:
            char: str | None = unicodedata.lookup(_get_unicode_name_from_key(original))
        except KeyError:
            char = key if len(key) == 1 else None
        event = events.Key(key, char)
        event.set_sender(app)
        app._driver.send_message(event)
        # Twice: the app handles the key and hands it to the screen, then the screen acts on it.
        await pilot._wait_for_screen()
        await pilot._wait_for_screen()
