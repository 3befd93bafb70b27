"""The browser's import: a paste lands in the area exactly once, whether the area or a button
has the focus (a paste that reached the screen was lost, and the import then read nothing)."""

from __future__ import annotations

from textual import events
from textual.app import App
from textual.widgets import Button, TextArea

from dragonwood_tui.tui.screens.paste_import import PasteImportScreen

from .app_helpers import run_async


class PasteApp(App[None]):
    def __init__(self) -> None:
        super().__init__()
        self.result: list[str | None] = []

    def on_mount(self) -> None:
        self.push_screen(PasteImportScreen(), self.result.append)


async def pasted(focus_button: bool) -> tuple[str, list[str | None]]:
    app = PasteApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        if focus_button:
            screen.query_one("#cancel", Button).focus()
            await pilot.pause()
        app.post_message(events.Paste('{"game": "dice-quest"}'))
        await pilot.pause()
        text = screen.query_one(TextArea).text
        await pilot.press("ctrl+s")
        await pilot.pause()
    return text, app.result


@run_async
async def test_a_paste_into_the_focused_area_lands_once_and_imports():
    text, result = await pasted(focus_button=False)
    assert text == '{"game": "dice-quest"}'
    assert result == ['{"game": "dice-quest"}']


@run_async
async def test_a_paste_while_a_button_has_the_focus_still_lands_in_the_area():
    text, result = await pasted(focus_button=True)
    assert text == '{"game": "dice-quest"}'
    assert result == ['{"game": "dice-quest"}']
