"""Which language wins in the app: --lang, then DRAGONWOOD_LANG, then the saved setting, then the
locale (i18n.choose); the settings screen says which of them decided the language shown."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from dragonwood_tui import i18n
from dragonwood_tui.i18n import choose
from dragonwood_tui.storage.settings import Settings

from .app_helpers import SMALL, Folders, folders, run_async, wait_for  # noqa: F401
from .test_i18n_screens import screen_text


@pytest.fixture(autouse=True)
def no_cli_afterwards() -> Iterator[None]:
    yield
    choose.remember_cli(None)
    i18n.set_language("en")

@pytest.mark.parametrize("cli, env, saved, expected, said", [
    ("ru", {}, "en", "ru", "его выбрал параметр --lang"),  # a saved English does not override --lang ru
    (None, {"DRAGONWOOD_LANG": "fr"}, "en", "fr", "choisie par DRAGONWOOD_LANG"),
    ("fr", {"DRAGONWOOD_LANG": "ru"}, "ru", "fr", "choisie par --lang"),
    (None, {"LC_MESSAGES": "ru_RU.UTF-8"}, "fr", "fr", "choisie par ce réglage"),
    (None, {"LC_MESSAGES": "ru_RU.UTF-8"}, "", "ru", "так настроена локаль системы"),
    (None, {}, "", "en", "English now: chosen by the system's locale."),
])
def test_the_app_follows_the_order_and_says_which_decided(folders: Folders, monkeypatch, cli, env, saved, expected, said):
    monkeypatch.delenv("LC_ALL", raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    choose.remember_cli(cli)

    @run_async
    async def run() -> None:
        app = folders.app(settings=Settings(bot_pace="instant", language=saved))
        async with app.run_test(size=SMALL) as pilot:
            assert i18n.language() == expected
            await pilot.press("o")
            await wait_for(pilot, lambda: type(app.screen).__name__ == "SettingsScreen", "the settings")
            await wait_for(pilot, lambda: said in screen_text(app), f"the line {said!r}")

    run()


@run_async
async def test_a_language_chosen_on_the_settings_screen_applies_at_once_over_lang(folders: Folders) -> None:
    from textual.widgets import Select

    choose.remember_cli("ru")
    app = folders.app(settings=Settings(bot_pace="instant", language=""))
    async with app.run_test(size=SMALL) as pilot:
        assert i18n.language() == "ru"
        await pilot.press("o")
        await wait_for(pilot, lambda: type(app.screen).__name__ == "SettingsScreen", "the settings")
        app.screen.query_one("#language", Select).value = "fr"
        await wait_for(pilot, lambda: i18n.language() == "fr", "French, chosen just now")
        await wait_for(pilot, lambda: "choisie par ce réglage" in screen_text(app), "the line saying so")
