"""The app's themes (tui/theme.py): offered first in the settings, applied at once, remembered;
every screen's styles parse in each; the motion setting is a tick box there."""

from __future__ import annotations

from textual.widgets import Checkbox, Select

from dragonwood_tui.storage.settings import load_settings, settings_path
from dragonwood_tui.tui.screens.settings import SettingsScreen
from dragonwood_tui.tui.theme import APP_THEMES, THEME_LABELS
from dragonwood_tui.tui.widgets.palette import SUITS_ON_DARK, palette

from . import table_positions
from .app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import table_in_app


@run_async
async def test_a_theme_chosen_in_the_settings_applies_at_once(folders: Folders):
    app = folders.app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("o")
        screen = app.screen
        assert isinstance(screen, SettingsScreen)
        select = screen.query_one("#theme", Select)
        offered = [value for _, value in select._options]
        assert offered[: len(APP_THEMES)] == [t.name for t in APP_THEMES]  # ours first, the default first
        assert screen.styles.background.hex == "#121812"
        select.value = "dragonwood-light"
        await pilot.pause()
        assert app.theme == "dragonwood-light"
        assert screen.styles.background.hex == "#F3EEDC"  # this very screen, redrawn
        assert app.settings.theme == "dragonwood-light"
    assert load_settings(settings_path(folders.config))[0].theme == "dragonwood-light"


@run_async
async def test_every_app_theme_draws_a_table_with_its_own_suit_colours(folders: Folders):
    match = table_positions.match("dragonwood-turn")
    async with table_in_app(folders, match, size=(80, 24)) as (app, pilot, screen):
        seen = set()
        for theme in APP_THEMES:
            app.theme = theme.name
            await pilot.pause()
            assert screen.styles.background.hex == theme.background.upper()
            seen.add(tuple(str(style.color) for style in palette(screen).suits))
        assert len(seen) == len(APP_THEMES) and set(THEME_LABELS) == {t.name for t in APP_THEMES}
        app.theme = "dragonwood"
        await pilot.pause()
        assert [style.color.triplet.hex.lower() for style in palette(screen).suits] == list(SUITS_ON_DARK)


@run_async
async def test_the_motion_tick_box_turns_motion_off_and_on(folders: Folders):
    app = folders.app()
    async with app.run_test(size=(100, 30)) as pilot:
        app.motion_when_headless = True
        assert app.motion
        await pilot.press("o")
        box = app.screen.query_one("#motion", Checkbox)
        box.value = False
        await pilot.pause()
        assert app.settings.motion is False and not app.motion
    assert load_settings(settings_path(folders.config))[0].motion is False


@run_async
async def test_high_contrast_frames_read_at_seven_to_one(folders: Folders):
    match = table_positions.match("dragonwood-turn")
    async with table_in_app(folders, match, size=(120, 40)) as (app, pilot, screen):
        log = screen.board.log
        dim = log.styles.border_top[1]  # the dark theme's frame: the foreground at 30%
        app.theme = "dragonwood-contrast"
        await pilot.pause()
        black = screen.styles.background
        frame = log.styles.border_top[1]
        assert frame != dim and frame.a == 1

        def luminance(c) -> float:
            def channel(v: int) -> float:
                v /= 255
                return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

            return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b)

        assert (luminance(frame) + 0.05) / (luminance(black) + 0.05) >= 7


@run_async
async def test_a_theme_changed_in_the_app_leaves_the_callers_settings_alone(folders: Folders):
    """The app changed the Settings object it was given: a test's shared `INSTANT` took the
    contrast theme and every later table snapshot in that worker drew in black and white."""
    from dragonwood_tui.storage.settings import Settings

    given = Settings(bot_pace="instant")
    app = folders.app(settings=given)
    async with app.run_test(size=(80, 24)) as pilot:
        app.theme = "dragonwood-contrast"
        await pilot.pause()
        assert app.settings.theme == "dragonwood-contrast"
    assert given.theme == Settings().theme
