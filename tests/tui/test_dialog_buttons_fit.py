"""A dialog's buttons are never cut: in French or Russian, at 80 columns or fewer, they drop
their key hints and then stack (tui/widgets/dialog_buttons.py). Every button is whole inside its
dialog, with its words (the hint aside) all shown."""

from __future__ import annotations

import re

import pytest
from textual.app import App, ComposeResult
from textual.containers import Vertical
from textual.widgets import Button

from dragonwood_tui import i18n
from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui.screens.play_on import PlayOnScreen
from dragonwood_tui.tui.widgets.dialog_buttons import DialogButtons

from .app_helpers import SMALL, Folders, folders, run_async, wait_for  # noqa: F401
from .table_helpers import settle

LABELS = ["Те же карты и кубики (s)", "Новая раздача (n)", "Отмена (esc)"]


def _whole(buttons: DialogButtons) -> list[str]:
    """The buttons cut by their row, or whose words are not all shown."""
    area = buttons.content_region
    wrong = []
    for b in buttons.query(Button):
        words = re.sub(r"\s*\([^()]*\)$", "", str(b.label))
        if not (area.x <= b.region.x and b.region.right <= area.right and b.region.width > 0) or b.content_size.width < len(words):
            wrong.append(f"{b.label!s} at {b.region} in {area}")
    return wrong


class _Dialog(App[None]):
    CSS_PATH = "../../dragonwood_tui/tui/app.tcss"

    def __init__(self, width: int, compact: bool) -> None:
        super().__init__()
        self.width, self.compact = width, compact

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog") as v:
            v.styles.width = self.width
            with DialogButtons():
                for label in LABELS:
                    yield Button(label, compact=self.compact)


@pytest.mark.parametrize("compact", [True, False])
@pytest.mark.parametrize("width", [100, 64, 50, 30])
@run_async
async def test_buttons_shorten_then_stack_and_are_never_cut(width, compact):
    app = _Dialog(width, compact)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        row = app.query_one(DialogButtons)
        assert _whole(row) == []
        labels = [str(b.label) for b in row.query(Button)]
        if width == 100:
            assert labels == LABELS and not row.has_class("-stacked")  # room: as written
        if width == 30:
            assert row.has_class("-stacked") and "(" not in "".join(labels)
        assert row.has_class("-stacked") == (width <= 50)  # measured once: a layout never flips the next


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@run_async
async def test_the_play_on_question_shows_its_three_buttons_at_80x24(folders: Folders, lang):
    app = folders.app(settings=Settings(bot_pace="instant", language=lang))
    try:
        async with app.run_test(size=SMALL) as pilot:
            app.push_screen(PlayOnScreen(20))
            await wait_for(pilot, lambda: isinstance(app.screen, PlayOnScreen), "the play-on question")
            await settle(pilot)
            row = app.screen.query_one(DialogButtons)
            assert _whole(row) == [] and len(row.query(Button)) == 3
    finally:
        i18n.set_language("en")
