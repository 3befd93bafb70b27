"""The main menu: continue, new games, saves, replays, rules, settings, quit."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingsMap
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from dragonwood_tui.i18n import N_, _
from dragonwood_tui.tui.widgets.footer import Footer

from dragonwood_tui.tui.host import host

from dragonwood_tui.games import game_kinds, game_title
from dragonwood_tui.tui.games import get_ui, menu_key
from dragonwood_tui.tui.menu_keys import AFTER_GAMES, BEFORE_GAMES, MenuEntry

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


def _prompt(key: str, label: str, detail: str | None = None) -> Text:
    text = Text.assemble((f" {key} ", "bold reverse"), " ", (label, "bold"))
    for line in detail.splitlines() if detail else []:
        text.append("\n     ")
        text.append(line, style="dim")  # plain text: may hold player names from a file
    return text


class MainMenuScreen(Screen[None]):
    CSS_PATH = STYLES
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

    def compose(self) -> ComposeResult:
        with Vertical(id="menu-box"):
            yield Static(Text("DRAGONWOOD", style="bold"), id="menu-title")
            yield Static(Text(_("cards, dice and creatures — in the terminal")), id="menu-subtitle")
            with Center():
                yield OptionList(*self._options(), id="menu")
        yield Footer()

    def _options(self) -> list[Option]:
        from dragonwood_tui.tui.saves_listing import describe_save, newest_unfinished

        app = host(self)
        unfinished = newest_unfinished(app)
        options = []
        for oid, key, label, short, _action in self.menu:
            shown = label_shown(label, short)
            if oid == "continue":
                detail = describe_save(app, unfinished) if unfinished else _("no unfinished game")
                options.append(Option(_prompt(key, shown, detail), id=oid, disabled=unfinished is None))
            elif oid == "daily":
                from dragonwood_tui.tui.screens.daily import today_line

                options.append(Option(_prompt(key, shown, today_line(app)), id=oid))
            else:
                options.append(Option(_prompt(key, shown), id=oid))
        return options

    def refresh_menu(self) -> None:
        menu = self.query_one("#menu", OptionList)
        highlighted = menu.highlighted
        menu.set_options(self._options())
        if highlighted is not None and not menu.get_option_at_index(highlighted).disabled:
            menu.highlighted = highlighted
        else:
            menu.highlighted = next(i for i, o in enumerate(menu.options) if not o.disabled)

    def on_mount(self) -> None:
        # compose read the saves already: only the highlight is set here
        menu = self.query_one("#menu", OptionList)
        menu.highlighted = next(i for i, o in enumerate(menu.options) if not o.disabled)
        host(self).language_signal.subscribe(self, self._language_changed)

    def _language_changed(self, code: str) -> None:
        """The menu's words, and its footer's, in the new language at once."""
        self.query_one("#menu-subtitle", Static).update(Text(_("cards, dice and creatures — in the terminal")))
        self.refresh_menu()
        self.refresh_bindings()

    def on_screen_resume(self) -> None:
        # Back from a game or the saves list: the newest unfinished game may have changed.
        # (The first resume is the menu's own opening, drawn from compose's reading.)
        if self._shown:
            self.refresh_menu()
        self._shown = True

    async def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        for oid, _key, _label, _short, action in self.menu:
            if oid == event.option.id:
                await self.run_action(f"app.{action}")
                return
