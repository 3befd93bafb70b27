"""Keys in a Cyrillic layout: the key where `r` is types `к` and acts as `r`, app-wide; a name
being typed keeps its letters; the footer shows the letters of the layout the player types."""

from __future__ import annotations

from textual.widgets import Input
from textual.widgets._footer import FooterKey

from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui.keyboard_layout import CYRILLIC_TO_LATIN, cyrillic_display, latin_key

from tui.app_helpers import Folders, folders, run_async, wait_for  # noqa: F401  (fixture)


def test_every_latin_letter_has_its_cyrillic_key():
    assert {latin_key(c)[1] for c in "йцукенгшщзфывапролдячсмить"} == set("qwertyuiopasdfghjklzxcvbnm")  # type: ignore[index]
    assert latin_key("к") == ("r", "r") and latin_key("К") == ("R", "R") and latin_key("ж") == ("semicolon", ";")
    assert latin_key("r") is None and latin_key("1") is None
    assert all(cyrillic_display(latin) == cyr for cyr, latin in CYRILLIC_TO_LATIN.items() if latin.isalpha())


def footer_keys(app) -> set[str]:  # type: ignore[no-untyped-def]
    from dragonwood_tui.tui.widgets.lean_footer import LeanFooter

    lean = [k.shown for f in app.screen.query(LeanFooter) for k in f.items()[0]]  # the screens with one-widget footers
    return {k.key_display for k in app.screen.query(FooterKey)} | set(lean)


@run_async
async def test_a_russian_player_presses_the_keys_by_place(folders: Folders):
    from dragonwood_tui.tui.screens.rules import RulesScreen

    app = folders.app(settings=Settings(language="ru"))
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            # Campaign m, Continue c, Quit q, as the layout types them (the footer comes after the
            # first frame: on a loaded machine one pause is not enough)
            await wait_for(pilot, lambda: {"ь", "с", "й"} <= footer_keys(app), "the footer's Cyrillic keys")
            await pilot.press("к")  # where r is: the Rules
            await wait_for(pilot, lambda: isinstance(app.screen, RulesScreen), "the Rules")
    finally:
        from dragonwood_tui.i18n import set_language

        set_language("en")


@run_async
async def test_the_footer_follows_the_layout_the_player_types(folders: Folders):
    from dragonwood_tui.tui.screens.rules import RulesScreen

    app = folders.app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert {"m", "c", "q"} <= footer_keys(app)
        await pilot.press("к")  # an English player who switched layouts: the key still works
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert {"ь", "с", "й"} <= footer_keys(app)  # the menu's keys as the layout now in use types them
        await pilot.press("z")  # a Latin letter (no menu key): back to the Latin footer
        await pilot.pause()
        assert {"m", "c", "q"} <= footer_keys(app)


@run_async
async def test_typed_text_keeps_its_letters(folders: Folders):
    from dragonwood_tui.tui.screens.confirm import TextPromptScreen

    app = folders.app(settings=Settings(language="ru"))
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            app.push_screen(TextPromptScreen("Имя?"))
            await pilot.pause()
            await pilot.press("к", "о", "т", "r")
            assert app.screen.query_one(Input).value == "котr"
    finally:
        from dragonwood_tui.i18n import set_language

        set_language("en")
