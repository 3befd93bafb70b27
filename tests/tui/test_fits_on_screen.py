"""Nothing cut at 80x24 and 120x40 in French and Russian: the screens of the walk
(`test_i18n_screens.SCREENS`) and the Dragonwood table in each of its phases.

A screen fails when a line shows a word cut by "…" (a card's name, a header, a button: French
and Russian words are longer than English ones), or when its footer's last key is cut at the
right edge (its line does not end with a whole key's words). Names typed by players are theirs
(kept as typed, cut as any long name is): `TYPED` lists the test saves' long ones.
"""

from __future__ import annotations

import html
import re
from collections import defaultdict
from functools import lru_cache
from pathlib import Path
from typing import Any

import pytest

from dragonwood_tui import i18n
from dragonwood_tui.tui.widgets.footer import translated

from .app_helpers import Folders, folders, run_async  # noqa: F401
from .table_helpers import open_position, settle
from .test_i18n_screens import SCREENS, settings

LOCALE = Path(__file__).resolve().parents[2] / "dragonwood_tui" / "locale"
# the screens of other parts (their tables and the statistics are fitted there)
OTHERS = {"dice-quest", "dice-quest-won", "road-quest", "road-quest-over", "statistics", "new-dice-quest", "new-road-quest"}
# names typed by players in the test saves (shown as text, never markup), cut as any long name is
TYPED = ("[i]epic[/i] game", "[bold red]Mallory[/]")
SIZES = pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
LANGS = pytest.mark.parametrize("lang", ["fr", "ru"])


def screen_rows(app: Any) -> list[str]:
    """The screen as rows of text (from the SVG export a snapshot is)."""
    svg = app.export_screenshot()
    rows: dict[float, list[tuple[float, str]]] = defaultdict(list)
    for m in re.finditer(r'<text[^>]*?x="([\d.]+)"[^>]*?y="([\d.]+)"[^>]*>(.*?)</text>', svg, re.S):
        text = html.unescape(re.sub(r"<[^>]+>", "", m.group(3))).replace("\xa0", " ")
        rows[float(m.group(2))].append((float(m.group(1)), text))
    return ["".join(t for _x, t in sorted(parts)).rstrip() for _y, parts in sorted(rows.items())]


@lru_cache(maxsize=None)
def meant(lang: str) -> frozenset[str]:
    """The words that end in "…" as written (a button that opens a question: "Turn…")."""
    from babel.messages.pofile import read_po

    if lang == "en":
        return frozenset()
    with open(LOCALE / lang / "LC_MESSAGES" / "dragonwood.po", "rb") as f:
        catalog = read_po(f)
    return frozenset(
        word for m in catalog if isinstance(m.string, str) and m.string.endswith("…") for word in [m.string.split()[-1]]
    )


def cut_words(rows: list[str], lang: str = "en") -> list[str]:
    """The rows where "…" cuts a word (a letter just before it), but for typed names and the
    words written so."""
    found = []
    for row in rows:
        for name in TYPED:  # a typed name cut anywhere
            for end in range(len(name), 0, -1):
                row = row.replace(name[:end] + "…", "")
        for m in re.finditer(r"(\S*)\w…", row):
            if m.group(0).lstrip("([«") in meant(lang):
                continue
            found.append(row.strip())
    return found


def footer_cut(app: Any, rows: list[str]) -> str | None:
    """The footer's row when it does not end with the whole words of one of the screen's keys."""
    from textual.widgets import Footer

    from dragonwood_tui.tui.widgets.lean_footer import LeanFooter

    screen = app.screen
    if not screen.query(Footer) and not screen.query(LeanFooter):
        return None
    from dragonwood_tui.tui.widgets.footer import footer_bindings

    last = rows[-1].rstrip(" ▏")
    words = {translated(active.binding.description) for active in screen.active_bindings.values()}
    # every key the footer shows is on the row ("f1 Help" fell off a French replay's whole-word edge)
    keys, _palette = footer_bindings(screen)
    missing = [app.get_key_display(k.binding) for k in keys if f"{app.get_key_display(k.binding)} " not in f"{last} "]
    if not missing and any(w and last.endswith(w) for w in words):
        return None
    return last + (f"  (keys not shown: {' '.join(missing)})" if missing else "")


def hidden_without_note(rows: list[str], app: Any) -> list[str]:
    """The Dragonwood chances lists that hide rows while no "↓ 2 more" / "↑ more" shows on the
    screen (the compact layout has no bottom border to carry it)."""
    from dragonwood_tui.i18n import _

    up = _("↑ more")
    down = re.escape(_("↓ {n} more")).replace(re.escape("{n}"), r"\d+")
    shown = any(up in row or re.search(down, row) for row in rows)
    return [
        f"{len(w.lines)} lines in {w.content_size.height} rows"
        for w in app.screen.query("CaptureList")
        if w.display and len(w.lines) > w.content_size.height and not shown
    ]


def check_fits(rows: list[str], app: Any) -> list[str]:
    import os

    if os.environ.get("SHOW_ROWS"):  # to look at what the check reads
        print("\n".join(rows))
    problems = [f"cut: {row}" for row in cut_words(rows, i18n.language())]
    from rich.cells import cell_len

    for widget in app.screen.query("RoadMap"):  # the campaign map draws past its width uncut ("verroui")
        problems += [f"past the edge: {line}" for line in widget.render().plain.splitlines() if cell_len(line) > widget.content_size.width]
    problems += [f"rows hidden, no note: {name}" for name in hidden_without_note(rows, app)]
    footer = footer_cut(app, rows)
    if footer is not None:
        problems.append(f"footer cut: {footer}")
    return problems


def test_the_check_can_fail() -> None:
    assert cut_words(["│Безумные лету…││Плащ тьмы     │"])
    assert cut_words([" |◀ Début  Tour…  Coup…"])
    assert not cut_words(["▶  [bold red]Mal…  1 carte", "…", "Tour 5 · …"])
    assert not cut_words([" ▶ Jouer  Suivant ▶  Tour…  Coup…"], "fr")  # buttons that ask: written so


# the Dragonwood table in each phase a player meets (positions of tests/tui/table_positions.json)
PHASES = {
    "turn": ("dragonwood-turn",),
    "selection": ("dragonwood-turn", "1", "2"),
    "mushroom": ("dragonwood-mushroom",),
    "wound": ("dragonwood-wound",),
    "thunder-storm": ("dragonwood-thunder-storm",),
    "wind-storm": ("dragonwood-wind-storm",),
    "hand-limit": ("dragonwood-hand-limit",),
    "hand-limit-11": ("dragonwood-hand-limit-11",),
    "four-of-a-kind": ("dragonwood-four-of-a-kind", "1", "2", "3", "4"),
    "solo": ("dragonwood-solo",),
    "over": ("dragonwood-over",),
}


async def _rows_after(app: Any, run: Any, size: tuple[int, int]) -> tuple[list[str], Any]:
    async with app.run_test(size=size) as pilot:
        await run(pilot)
        await settle(pilot)
        return screen_rows(app), app


@SIZES
@LANGS
@pytest.mark.parametrize("screen", [s for s in SCREENS if s not in OTHERS])
def test_no_screen_of_the_walk_is_cut(folders: Folders, monkeypatch, size, lang, screen) -> None:
    app, run = SCREENS[screen](folders, monkeypatch, lang)
    problems: list[str] = []

    async def walk() -> None:
        async with app.run_test(size=size) as pilot:
            await run(pilot)
            await settle(pilot)
            problems.extend(check_fits(screen_rows(app), app))

    run_async(walk)()
    i18n.set_language("en")
    assert not problems, "\n".join(problems)


@SIZES
@pytest.mark.parametrize("lang", ["fr", "ru", "en"])
@pytest.mark.parametrize("phase", list(PHASES))
def test_no_phase_of_the_dragonwood_table_is_cut(folders: Folders, size, lang, phase) -> None:
    if lang == "en" and size != (80, 24):
        pytest.skip("English: 80x24 (its words are the shortest)")
    name, *presses = PHASES[phase]
    app = folders.app(settings=settings(lang))
    problems: list[str] = []

    async def walk() -> None:
        async with app.run_test(size=size) as pilot:
            await open_position(name, *presses)(pilot)
            problems.extend(check_fits(screen_rows(app), app))

    run_async(walk)()
    i18n.set_language("en")
    assert not problems, "\n".join(problems)


# the Dice Quest table, solo and a duel: every enemy's name whole on its card
DICE_QUEST = {"solo": "dice-quest-solo", "army": "dice-quest-army", "duel": "dice-quest-duel"}


@SIZES
@LANGS
@pytest.mark.parametrize("table", list(DICE_QUEST))
def test_no_card_of_the_dice_quest_table_is_cut(folders: Folders, size, lang, table) -> None:
    app = folders.app(settings=settings(lang))
    problems: list[str] = []

    async def walk() -> None:
        async with app.run_test(size=size) as pilot:
            await open_position(DICE_QUEST[table])(pilot)
            problems.extend(check_fits(screen_rows(app), app))

    run_async(walk)()
    i18n.set_language("en")
    assert not problems, "\n".join(problems)
