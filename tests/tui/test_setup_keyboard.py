"""The new-game screen by keyboard: the focus starts on the first field, Tab goes top to bottom
through the fields only (no invisible stop), Enter starts from any field, the footer says what
each key does."""

from __future__ import annotations

from textual.widgets import Button, Checkbox, Input, Select

from dragonwood_tui.storage.settings import Settings

from .app_helpers import Folders, folders, run_async, wait_for, wait_for_screen  # noqa: F401  (fixture)

PAUSED = Settings(bot_pace="slow")


@run_async
async def test_the_setup_focus_goes_top_to_bottom_through_fields_only(folders: Folders):
    app = folders.app(settings=PAUSED)
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.press("n")
        screen = await wait_for_screen(pilot, "NewGameScreen")
        await wait_for(pilot, lambda: app.focused is not None and len(screen.query("#seat-0-name")) == 1, "the first field")
        assert app.focused.id == "players"
        seen = []
        for _ in range(30):
            widget = app.focused
            assert isinstance(widget, (Input, Select, Checkbox, Button)), f"a Tab stop on {widget!r}"
            seen.append(widget)
            await pilot.press("tab")
            if app.focused is seen[0]:
                break
        ids = [w.id for w in seen if w.id]
        assert ids[-2:] == ["start", "back"]
        tops = [w.region.y for w in seen]
        assert tops == sorted(tops), ids  # top to bottom
        footer = " ".join(b.binding.description for b in screen.active_bindings.values() if b.binding.show)
        assert "Player count" in footer
        assert app.focused.id == "players"  # Tab came round: Enter starts, it does not open the list
        await pilot.press("enter")
        await wait_for_screen(pilot, "DragonwoodTableScreen")
