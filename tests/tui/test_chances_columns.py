"""The Chances box's columns line up whatever the rows hold: a long chance (">99.9% (1295/1296)",
"<0.1% (1/1296)", a fraction in 1296ths), a long method name (French "Piétiner" beside "Crier"),
a long dice count (Russian "кубика"), French and Russian numbers ("99,9 %" with a no-break
space). Each column is as wide as its widest cell (CaptureList._widths). Checked on the rendered
text (each column starts at the same place on every row) and by snapshots at 80x24 and 120x40
in English, French and Russian."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest
from rich.cells import cell_len

from dragonwood_tui import i18n
from dragonwood_tui.games.dragonwood import cards as C
from dragonwood_tui.games.dragonwood.view import CaptureOption
from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui.games.dragonwood.capture_options import CaptureList
from dragonwood_tui.tui.widgets.symbols import method_symbol
from dragonwood_tui.tui.widgets.text_fit import chance_text

from .app_helpers import SMALL, Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import app_with_settings, open_position, settle
from .test_i18n_screens import english_afterwards  # noqa: F401  (fixture)

MEDIUM = (120, 40)
SIZES = pytest.mark.parametrize("size", [SMALL, MEDIUM], ids=["80x24", "120x40"])
LANGS = pytest.mark.parametrize("lang", ["en", "fr", "ru"])
POSITION = "dragonwood-four-of-a-kind"  # four 4s against five creatures: Stomps in 1296ths


def settings(lang: str) -> Settings:
    """Motion off (the shared one in test_i18n_screens leaves it on)."""
    return Settings(bot_pace="instant", language=lang, motion=False)


def starts(line: str, row: CaptureOption) -> list[int]:
    """Where each column of `row`'s line starts, in cells: the method's symbol, the value ("≥"),
    the chance, and (a wide row) what it is worth."""
    def at(needle: str, after: int = 0) -> int:
        i = line.index(needle, after)
        return cell_len(line[:i])

    found = [at(method_symbol(row.method) + " "), at("≥")]
    chance = chance_text(row.probability)
    found.append(at(chance, line.index("≥")))
    worth = next((w for w in ("≈", i18n._("enhancement")) if w in line[line.index(chance, line.index("≥")) + len(chance):]), None)
    if worth is not None:
        found.append(at(worth, line.index(chance, line.index("≥")) + len(chance)))
    return found


def assert_columns_line_up(lines: list[str], rows: list[CaptureOption]) -> None:
    assert len(lines) >= len(rows) > 1
    columns = [starts(line, row) for line, row in zip(lines, rows)]
    assert all(c == columns[0] for c in columns), "\n".join(lines)


def _option(target: str, method: str, dice: int, p: Fraction, bonus: int = 0, mushroom: bool = False) -> CaptureOption:
    card = next(c for c in C.DW_IDS if C.name(c) == target)
    value = C.VALUES[C.METHOD_INDEX[method]][card]
    return CaptureOption(card, method, dice, bonus, value, value - bonus, mushroom, p, True, "")


SYNTHETIC = [
    _option("Crazy Bats", "stomp", 4, Fraction(1295, 1296)),
    _option("Orange Dragon", "scream", 4, Fraction(1, 1296), bonus=2, mushroom=True),
    _option("Fire Ants", "strike", 1, Fraction(1, 2)),
    _option("Cloak of Darkness", "strike", 2, Fraction(0)),
    _option("Gooey Glob", "stomp", 3, Fraction(1)),
    _option("Wild Boar", "scream", 3, Fraction(125, 216)),
]


@LANGS
@pytest.mark.parametrize("compact, wide", [(True, False), (False, False), (False, True)], ids=["compact", "narrow", "wide"])
def test_every_row_of_long_and_short_chances_starts_its_columns_at_the_same_place(lang, compact, wide):
    i18n.set_language(lang)
    sources = ((), ()) if wide else None
    cells = [CaptureList._cells(r, i, compact, sources) for i, r in enumerate(SYNTHETIC)]
    widths = CaptureList._widths(cells, compact)
    lines = [CaptureList._row_text(r, i, compact, sources, widths).plain for i, r in enumerate(SYNTHETIC)]
    assert any(">99" in line for line in lines) and any("<0" in line for line in lines)
    assert_columns_line_up(lines, SYNTHETIC)


async def _select_the_four(pilot: Any) -> None:
    """Select the hand's four cards of one value (their keys as the hand shows them)."""
    from collections import Counter

    screen = pilot.app.screen
    order = screen.board.order_shown
    value, _n = Counter(C.VALUE[c] for c in order).most_common(1)[0]
    for i, card in enumerate(order):
        if C.VALUE[card] == value:
            await pilot.press("1234567890"[i])
    await settle(pilot, lambda: len(screen.board.rows) > 1)


@SIZES
@LANGS
@run_async
async def test_the_chances_box_of_four_dice_lines_up_on_the_table(folders: Folders, size, lang):
    app = app_with_settings(folders, settings(lang))
    async with app.run_test(size=size) as pilot:
        await open_position(POSITION, then=_select_the_four)(pilot)
        box = app.screen.board.query_one(CaptureList)
        rows = list(app.screen.board.rows)
        lines = [t.plain for t in box.lines]  # every row as drawn (the screen may show fewer, and a "↓ 2 more")
        assert any("/1296)" in t.plain for t in box.lines)  # four dice: the longest fractions (on screen or below the note)
        assert_columns_line_up(lines, rows)


@SIZES
@LANGS
def test_the_chances_box_of_four_dice(snap_compare, folders: Folders, size, lang):
    run = open_position(POSITION, then=_select_the_four)
    assert snap_compare(app_with_settings(folders, settings(lang)), terminal_size=size, run_before=run)
