"""The main menu: continue, new games, saves, replays, rules, settings, quit.

Its first frame reads no saves: the Continue and daily lines are filled by a thread right after
it (a year of saves is a `stat` each), in rows kept for them, so nothing moves when they come.
Every key works before: Continue looks for the newest unfinished game itself when pressed.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

from rich.cells import cell_len
from rich.console import Console
from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingsMap
from textual.containers import Horizontal
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option
from textual.worker import Worker, WorkerState

from dragonwood_tui.i18n import N_, _, error_line
from dragonwood_tui.tui.widgets.footer import SteadyFooter
from dragonwood_tui.tui.widgets.menu_list import MenuList, MenuPrompt, fit

from dragonwood_tui.tui.host import AppHost, host
from dragonwood_tui.tui.menu_banner import banner_lines, forest_lines

from dragonwood_tui.games import game_kinds, game_title
from dragonwood_tui.tui.games import get_ui, menu_key
from dragonwood_tui.tui.menu_keys import AFTER_GAMES, BEFORE_GAMES, MenuEntry
from dragonwood_tui.i18n import os_reason

STYLES = Path(__file__).with_suffix(".tcss")  # this screen's rules, beside it


def menu_entries() -> list[MenuEntry]:
    """The menu, with a "New ..." entry per registered game, keyed as it registered."""
    games: list[MenuEntry] = []
    for kind in game_kinds():
        title, ui = game_title(kind), get_ui(kind)
        games.append((f"new-{kind}", menu_key(kind), ui.menu_label, title, f"new_game({kind!r})"))  # "": "New <title>"
    return [*BEFORE_GAMES, *games, *AFTER_GAMES]


def _shown_in_footer(oid: str) -> bool:
    # every entry shows its key in the menu itself; the footer keeps to what fits in 80 columns
    return oid in ("campaign", "continue", "quit")


def label_shown(label: str, title: str) -> str:
    """An entry's label in the language in effect ("" for a game's: "New <title>")."""
    return _(label) if label else _("New {game}").format(game=title)


# The rows under Continue (the game, its players) and under the daily challenge (today's two
# games): always this many, filled or not, so the menu keeps its layout when they are filled.
CONTINUE_ROWS, DAILY_ROWS = 2, 1
WIDE = 100  # from this many columns the welcome panel stands beside the list
WIDER = 140  # from this many, a wider panel (its lines unwrapped)
TALL = 34  # from this many rows the title is drawn large (`tui.menu_banner`)
TALLER = 40  # from this many, today's deals under the list too
WAITING = "…"  # in those rows until they are filled
# the cells a detail row has: the menu's 60, less its border, its padding, an entry's padding
# and the row's indent (a longer row is cut with "…", not wrapped under the keys)
DETAIL_CELLS = 60 - 2 - 2 - 2 - 5
WELCOME_CELLS = 36 - 2 - 2  # the welcome panel's inside: its width less its border and padding
WIDER_CELLS = 56 - 2 - 2  # the same from WIDER columns (main_menu.tcss: -wider)
SUMMARY_CELLS = 60  # a line of the summary of a narrow menu (as wide as the list)


class MenuLines(NamedTuple):
    """What the menu shows of the saves: read in a thread after its first frame."""

    can_continue: bool
    continue_detail: str
    daily: str
    error: str | None = None  # the saves folder could not be read (one notification)
    welcome: tuple[tuple[str, str], ...] = ()  # the welcome panel's lines, as (how, text) (`tui.menu_welcome`)
    summary: str = ""  # the same in two rows at most, under the title of a narrow menu ("": the tagline)
    today: tuple[str, ...] = ()  # today's deals, a line each, under the list of a tall terminal (`daily_line.today_deals`)


def _prompt(key: str, label: str, detail: str | None = None, rows: int = 0) -> MenuPrompt:
    lines = detail.splitlines() if detail else []
    if rows:
        lines = (lines + [""] * rows)[:rows]
    fitted = []
    for line in lines:
        while cell_len(line) > DETAIL_CELLS and " · " in line:
            line = line.rsplit(" · ", 1)[0]  # whole facts left out from the end (the time first)
        fitted.append(fit(line, DETAIL_CELLS))
    return MenuPrompt(key, label, fitted)


def read_menu_lines(app: AppHost) -> MenuLines:
    """The Continue and daily lines (from a thread: no notification here, `error` says it)."""
    from dragonwood_tui.storage.saves_list import list_saves
    from dragonwood_tui.tui.saves_listing import describe_save
    from dragonwood_tui.tui.daily_line import today_deals, today_line, today_states
    from dragonwood_tui.tui.menu_welcome import news_parts, summary_line, welcome_lines, welcome_parts

    error = None
    try:
        infos = list_saves(app.saves_folder)
    except OSError as exc:
        infos, error = [], error_line(exc.filename or _("saves folder"), os_reason(exc))
    unfinished = next((i for i in infos if i.problem is None and not i.finished), None)
    detail = describe_save(app, unfinished) if unfinished else _("no unfinished game")
    states = today_states(app, infos if error is None else None)
    parts = welcome_parts(app, infos)
    return MenuLines(unfinished is not None, detail, today_line(states), error, tuple(welcome_lines(parts)), summary_line(news_parts(parts)),
                     tuple(today_deals(app, states)))


def welcome_text(lines: Sequence[tuple[str, str]], art: Style, rows: int = 0, console: Console | None = None, cells: int = WELCOME_CELLS) -> Text:
    """The panel's lines, headings bold; the forest's art in `art`'s colour at the bottom of its
    `rows` (the list's height: the panel stands as tall as the list) when it fits there, or after
    a blank line (no `rows`). `console` counts the rows the words take once wrapped."""
    from dragonwood_tui.tui.menu_welcome import ART, HEAD

    styles = {HEAD: Style(bold=True)}
    texts = [Text(line, style=styles.get(how, "")) for how, line in lines]

    def rows_of(some: list[Text]) -> int:
        return sum(len(t.wrap(console, cells)) if console else 1 for t in some)

    while rows and rows_of(texts) > rows and any(t.plain == "" for t in texts):
        # taller than the list: the last block left out (the list's height is the row's)
        texts = texts[: max(i for i, t in enumerate(texts) if t.plain == "")]
    drawn = rows_of(texts)
    if not rows or drawn + 1 + len(ART) <= rows:
        pad = " " * max(0, (cells - max(cell_len(line) for line in ART)) // 2)  # centred
        texts += [Text("")] * max(1, rows - drawn - len(ART)) + [Text(pad + line, style=art) for line in ART]
    elif rows > drawn:
        texts += [Text("")] * (rows - drawn)  # as tall as the list still, the art left out
    return Text("\n").join(texts)


def size_class(cells: int, breakpoints: list[tuple[int, str]]) -> str:
    """The class of the last breakpoint `cells` reaches (as Textual's breakpoints choose)."""
    return [name for least, name in breakpoints if cells >= least][-1]


class MainMenuScreen(Screen[None]):
    CSS_PATH = STYLES
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (WIDE, "-wide"), (WIDER, "-wider")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (TALL, "-tall"), (TALLER, "-taller")]
    HELP_TITLE = N_("Main menu")
    AUTO_FOCUS = "#menu"

    def __init__(self) -> None:
        super().__init__()
        # The games are read from the registries when the menu is made (a game registered
        # later shows in the next menu), so its keys are this screen's own, not the class's.
        self.menu = menu_entries()
        keys = [
            Binding(key, f"app.{action}", short, tooltip=label or f"New {short}", show=_shown_in_footer(oid), id=f"menu.{oid}")
            for oid, key, label, short, action in self.menu
        ]
        self._bindings = BindingsMap.merge([self._bindings, BindingsMap(keys)])
        self._shown = False  # the first ScreenResume is the menu's opening
        self._wider = False  # the panel drawn for WIDER columns
        self.filled = False  # the Continue and daily lines show what the saves hold (tests wait on it)

    def compose(self) -> ComposeResult:
        # straight on the screen, which centres them as one block: no box, no Center (a box
        # of auto width laid its children out again and again, a fifth of the menu's start-up)
        yield Static(Text("DRAGONWOOD", style="bold"), id="menu-title")
        # the same title in block letters where the rows are to spare (`-tall`)
        yield Static(Text("\n".join(banner_lines())), id="menu-banner")
        yield Static(Text(_("cards, dice and creatures — in the terminal")), id="menu-subtitle")
        # a narrow terminal has no room for the welcome panel: its news on one line instead
        yield Static(id="menu-summary")
        # the welcome panel beside the list on a wide terminal (`-wide`), none on a narrow one
        with Horizontal(id="menu-row"):
            yield MenuList(*self._options(None), id="menu")
            yield Static(id="menu-welcome")
        # today's deals under both where the rows are to spare (`-taller`)
        yield Static(id="menu-today")
        # the forest's edge along the bottom where the rows are to spare (`-tall`)
        yield Static(id="menu-forest")
        yield SteadyFooter()  # (not rebuilt in the background while another screen is on top)

    def _options(self, lines: MenuLines | None) -> list[Option]:
        """The entries; with no `lines` yet, Continue and the daily line wait in their rows
        (Continue enabled: pressed, it finds the newest unfinished game, or says there is none)."""
        from dragonwood_tui.tui.keyboard_layout import key_shown

        options = []
        self._layout_shown = self._layout()
        for oid, bound, label, short, _action in self.menu:
            key = key_shown(self.app, bound)  # as the footer names it: the letter the layout types
            shown = label_shown(label, short)
            if oid == "continue":
                detail = lines.continue_detail if lines else WAITING
                disabled = lines is not None and not lines.can_continue
                options.append(Option(_prompt(key, shown, detail, CONTINUE_ROWS), id=oid, disabled=disabled))
            elif oid == "daily":
                options.append(Option(_prompt(key, shown, lines.daily if lines else WAITING, DAILY_ROWS), id=oid))
            else:
                options.append(Option(_prompt(key, shown), id=oid))
        return options

    def _show(self, lines: MenuLines) -> None:
        if lines.error is not None:
            host(self).notify_error(lines.error, "Saved games", once=True)
        success = self.app.current_theme.success  # (the cards' palette is a table's import, not the menu's)
        art = Style(color=success) if success else Style(bold=True)
        menu = self.query_one("#menu", OptionList)
        rows = len(self.menu) + CONTINUE_ROWS + DAILY_ROWS  # the list's rows: the panel as tall
        self._wider = self.app.size.width >= WIDER
        cells = WIDER_CELLS if self._wider else WELCOME_CELLS
        self.query_one("#menu-welcome", Static).update(welcome_text(lines.welcome, art, rows, self.app.console, cells))
        news = lines.summary.splitlines()  # a line per block, each cut to the list's width (one: wraps)
        summary = [fit(line, SUMMARY_CELLS) for line in news] if len(news) > 1 else news
        self.query_one("#menu-summary", Static).update(Text("\n".join(summary)))
        self.set_class(bool(lines.summary), "-news")
        today = Text()
        today.append(_("Today's daily challenge"), style="bold")  # (the deals' words are plain text)
        for line in lines.today:
            today.append("\n" + line, style="" if line[:1] in "✓✗▶·" else "dim")  # (dim: the games without one)
        self.query_one("#menu-today", Static).update(today)
        highlighted = menu.highlighted
        menu.set_options(self._options(lines))
        if highlighted is not None and not menu.get_option_at_index(highlighted).disabled:
            menu.highlighted = highlighted
        else:
            menu.highlighted = next(i for i, o in enumerate(menu.options) if not o.disabled)
        self.filled = True

    def on_resize(self) -> None:
        forest = self.query_one("#menu-forest", Static)
        forest.update(Text("\n".join(forest_lines(self.size.width))))
        if self.filled and self._wider != (self.app.size.width >= WIDER):
            self.refresh_menu()  # the panel's lines wrapped again, its art centred again

    def refresh_menu(self) -> None:
        """Read the saves again, now (back from another screen)."""
        self._show(read_menu_lines(host(self)))

    def on_mount(self) -> None:
        # the size's classes now: Textual sets them at the screen's first Resize, which a screen
        # pushed over the menu at once (a replay opened from the command line) can come before
        width, height = self.app.size
        self.update_classes({name: name == size_class(width, self.HORIZONTAL_BREAKPOINTS) for _, name in self.HORIZONTAL_BREAKPOINTS}
                            | {name: name == size_class(height, self.VERTICAL_BREAKPOINTS) for _, name in self.VERTICAL_BREAKPOINTS})
        menu = self.query_one("#menu", OptionList)
        menu.highlighted = next(i for i, o in enumerate(menu.options) if not o.disabled)
        host(self).language_signal.subscribe(self, self._language_changed)
        self.bindings_updated_signal.subscribe(self, self._layout_changed)
        self.call_after_refresh(self._fill)  # the saves are read after the first frame

    def _fill(self) -> None:
        app = host(self)
        self.run_worker(lambda: read_menu_lines(app), thread=True, group="menu-lines", exit_on_error=False)
        # the styles of the screens the menu opens, read in while the player reads it (once:
        # this runs after the menu's first frame only)
        from dragonwood_tui.tui.warm_up import warm_up

        warm_up(self.app)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.worker.group != "menu-lines" or self.filled:
            return  # (filled already: back from a screen before the thread was done)
        if event.state == WorkerState.SUCCESS and isinstance(event.worker.result, MenuLines):
            self._show(event.worker.result)
        elif event.state == WorkerState.ERROR:
            self.refresh_menu()  # read here then: any error shows as the app shows it

    def on_screen_resume(self) -> None:
        # Back from a game or the saves list: the newest unfinished game may have changed.
        # (The first resume is the menu's own opening: its thread fills the lines.)
        if self._shown:
            self.refresh_menu()
        self._shown = True

    async def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        for oid, _key, _label, _short, action in self.menu:
            if oid == event.option.id:
                await self.run_action(f"app.{action}")
                return

    def _layout(self) -> bool:
        keys = getattr(self.app, "layout_keys", None)
        return bool(keys is not None and keys.cyrillic)

    def _layout_changed(self, screen: Screen[None]) -> None:
        """The keyboard layout changed (the app refreshes the bindings): the entries' keys too."""
        if self._layout() != getattr(self, "_layout_shown", None) and self.filled:
            self.refresh_menu()

    def _language_changed(self, code: str) -> None:
        """The menu's words, and its footer's, in the new language at once."""
        self.query_one("#menu-subtitle", Static).update(Text(_("cards, dice and creatures — in the terminal")))
        self.refresh_menu()
        self.refresh_bindings()
