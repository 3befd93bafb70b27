"""Settings: tolerant loading, atomic saving, remembered between runs, applied by the app."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.widgets import Checkbox, Select

from dragonwood_tui.storage.settings import BOT_PACES, Settings, load_settings, save_settings, settings_path
from dragonwood_tui.tui.screens.settings import SettingsScreen

from tests.notifications import messages
from .app_helpers import Folders, folders, run_async, wait_for  # noqa: F401  (fixture)


def test_missing_file_gives_defaults_without_warning(tmp_path: Path):
    settings, warning = load_settings(tmp_path / "nope.json")
    assert settings == Settings()
    assert warning is None


def test_round_trip(tmp_path: Path):
    path = settings_path(tmp_path / "cfg")
    s = Settings(theme="nord", bot_pace="slow", confirm_delete=False, keymap={"saves.delete": "x"})
    save_settings(s, path)
    assert load_settings(path) == (s, None)
    assert not [p for p in path.parent.iterdir() if p.name != "settings.json"]  # no temp file left


def test_corrupt_file_gives_defaults_and_a_warning(tmp_path: Path):
    path = tmp_path / "settings.json"
    for junk in (b"{not json", b"[1, 2]", b"\xff\xfe", b""):
        path.write_bytes(junk)
        settings, warning = load_settings(path)
        assert settings == Settings()
        assert warning is not None and str(path) in str(warning)


def test_one_bad_field_costs_only_that_field(tmp_path: Path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"theme": "nord", "bot_pace": "ludicrous", "confirm_delete": "yes", "future": 1}))
    settings, warning = load_settings(path)
    assert settings.theme == "nord"
    assert settings.bot_pace == Settings().bot_pace
    assert settings.confirm_delete is Settings().confirm_delete
    assert warning is not None and "bot_pace" in str(warning) and "confirm_delete" in str(warning)


def test_huge_file_is_not_read(tmp_path: Path):
    path = tmp_path / "settings.json"
    path.write_bytes(b" " * (1 << 20))
    settings, warning = load_settings(path)
    assert settings == Settings() and "too large" in str(warning)


def test_pace_delays():
    assert Settings(bot_pace="instant").bot_delay == 0
    assert BOT_PACES["slow"] > BOT_PACES["normal"] > BOT_PACES["fast"] > 0


@run_async
async def test_settings_screen_changes_persist_between_runs(folders: Folders):
    app = folders.app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("o")
        assert isinstance(app.screen, SettingsScreen)
        app.screen.query_one("#theme", Select).value = "nord"
        app.screen.query_one("#bot_pace", Select).value = "fast"
        app.screen.query_one("#confirm_delete", Checkbox).value = False
        await pilot.pause()
        assert app.theme == "nord"
        await pilot.press("escape")
    saved, warning = load_settings(settings_path(folders.config))
    assert warning is None
    assert (saved.theme, saved.bot_pace, saved.confirm_delete) == ("nord", "fast", False)

    again = folders.app()
    async with again.run_test() as pilot:
        await pilot.pause()
        assert again.theme == "nord"
        assert again.bot_delay == BOT_PACES["fast"]
        assert again.settings.confirm_delete is False


@run_async
async def test_theme_from_the_command_palette_is_remembered(folders: Folders):
    app = folders.app()
    async with app.run_test() as pilot:
        app.theme = "gruvbox"  # what the palette's theme picker does
        await pilot.pause()
    assert load_settings(settings_path(folders.config))[0].theme == "gruvbox"


@run_async
async def test_corrupt_settings_file_is_a_notification_not_a_crash(folders: Folders):
    folders.config.mkdir(parents=True)
    settings_path(folders.config).write_text("{oops")
    app = folders.app()
    async with app.run_test() as pilot:
        await wait_for(pilot, lambda: any("not valid JSON" in m for m in messages(app)), "the settings' error")
        assert app.theme == "dragonwood"


@run_async
async def test_keymap_from_settings_remaps_a_binding(folders: Folders):
    save_settings(Settings(keymap={"menu.rules": "x"}), settings_path(folders.config))
    app = folders.app()
    async with app.run_test() as pilot:
        await pilot.press("r")  # no longer the rules
        assert type(app.screen).__name__ == "MainMenuScreen"
        await pilot.press("x")
        assert type(app.screen).__name__ == "RulesScreen"


@run_async
async def test_an_open_settings_screen_follows_a_theme_chosen_in_the_palette(folders: Folders):
    app = folders.app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("o")
        assert isinstance(app.screen, SettingsScreen)
        app.theme = "gruvbox"  # what the palette's theme picker does
        await pilot.pause()
        assert app.screen.query_one("#theme", Select).value == "gruvbox"
        await pilot.press("escape")
        app.theme = "nord"
        await pilot.pause()
        await pilot.press("o")
        await pilot.pause()
        assert app.screen.query_one("#theme", Select).value == "nord"
    assert load_settings(settings_path(folders.config))[0].theme == "nord"


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_the_settings_note_talks_to_a_player(lang: str):
    """The note under the settings says what happens to the choices, in a player's words: no
    file-format words ("keymap", "binding id", "->") on the screen, in any language."""
    from dragonwood_tui import i18n
    from dragonwood_tui.tui.screens.settings import _saved_in

    i18n.set_language(lang)
    try:
        parts = _saved_in("~/config/settings.json")
    finally:
        i18n.set_language("en")
    text = "".join(p if isinstance(p, str) else p[0] for p in parts)
    assert "~/config/settings.json" in text
    for word in ("keymap", "binding", " id", "->", "привязк", "liaison"):
        assert word not in text.lower(), (lang, text)


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@run_async
async def test_the_dropdowns_say_each_thing_once_and_stand_apart_from_their_labels(folders: Folders, lang):
    """No label with two bracketed asides in a row ("instant (no pause) (0 s)"), and every
    dropdown at least two cells right of its label's words, in every language."""
    from rich.cells import cell_len
    from textual.widgets import Label

    from dragonwood_tui import i18n

    app = folders.app(settings=Settings(language=lang, motion=False))
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("o")
            await wait_for(pilot, lambda: isinstance(app.screen, SettingsScreen), "the settings")
            for select in app.screen.query(Select):
                for prompt, _value in select._options:
                    assert ") (" not in str(prompt), prompt
            for row in app.screen.query(".setting-row"):
                label, select = row.query_one(Label), row.query_one(Select)
                words = cell_len(str(label.render()).rstrip())
                assert select.region.x - (label.region.x + words) >= 2, str(label.render())
    finally:
        i18n.set_language("en")
