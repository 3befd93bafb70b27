"""`?` / F1: the keys of the screen the player was on, read from its live bindings."""

from __future__ import annotations

from pathlib import Path

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text
from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Static

from dragonwood_tui.i18n import N_, _
from dragonwood_tui.tui.widgets.footer import Footer, translated

STYLES = Path(__file__).with_suffix(".tcss")  # this screen's rules, beside it


KEY_WIDTH = 14
# Actions every screen inherits from Textual's Screen: listed with "moving around" keys.
GENERIC_ACTIONS = {"app.focus_next", "app.focus_previous", "screen.copy_text", "focus_next", "focus_previous", "copy_text"}


# The keys Textual's lists and scrolled boxes bring (OptionList, ScrollableContainer), shown in
# "Moving around": Textual declares their words in English; marked here for the catalog.
TEXTUAL_MOVES = (
    N_("Up"), N_("Down"), N_("First"), N_("Last"), N_("Page Up"), N_("Page Down"), N_("Select"),
    N_("Scroll Up"), N_("Scroll Down"), N_("Scroll Left"), N_("Scroll Right"), N_("Scroll Home"),
    N_("Scroll End"), N_("Page Left"), N_("Page Right"),
)


def screen_keys(screen: Screen[Any]) -> list[tuple[str, list[tuple[str, str]]]]:
    """Sections of (keys, what they do) for the described bindings active on `screen`.

    The screen's own keys come first, then the app-wide keys, then the keys to move around
    (focus, the focused list or field). Several keys bound to one action show together
    ("f1 / ?"); remapped keys show as remapped, since they come from the live bindings.
    """
    app = screen.app
    sections: dict[str, dict[tuple[str, str], list[str]]] = {
        N_("This screen"): {},
        N_("Everywhere"): {},
        N_("Moving around"): {},
    }
    for key, active in screen.active_bindings.items():
        binding = active.binding
        description = binding.tooltip or binding.description
        if not description:
            continue
        description = translated(description)  # marked with N_ where the binding is declared
        if binding.action in GENERIC_ACTIONS or active.node not in (app, screen):
            section = "Moving around"
        elif active.node is app:
            section = "Everywhere"
        else:
            section = "This screen"
        display = app.get_key_display(binding)  # one Binding per key: BindingsMap splits them
        # one row for one action with its parameter per key ("show_tab_number(3)": 1–9)
        keys = sections[section].setdefault((binding.action.split("(")[0], description), [])
        if display not in keys:
            keys.append(display)
    return [
        (_(title), [(keys_text(keys), description) for (_action, description), keys in rows.items()])
        for title, rows in sections.items()
        if rows
    ]


def keys_text(keys: list[str], every: bool = False) -> str:
    """The keys of one row: "f1 / ?", a run of digits as "1–9", of Latin letters as "a–e";
    letters that are no run (a Cyrillic layout's ф, и, с, в, у) one by one, more than five as
    "ф, и … я" in the help's column (`every`: all of them, for a prompt)."""
    if len(keys) > 2 and all(k.isdigit() and len(k) == 1 for k in keys):
        numbers = sorted(int(k) for k in keys)
        if numbers == list(range(numbers[0], numbers[-1] + 1)):
            return f"{numbers[0]}–{numbers[-1]}"
    if len(keys) > 2 and all(len(k) == 1 and k.isalpha() for k in keys):
        codes = [ord(k) for k in keys]
        if all(k.isascii() for k in keys) and codes == list(range(codes[0], codes[-1] + 1)):
            return f"{keys[0]}–{keys[-1]}"
        if len(keys) > 5 and not every:  # many (a choice's letters): the first two and the last, to fit the column
            return f"{keys[0]}, {keys[1]} … {keys[-1]}"
        return ", ".join(keys)
    return " / ".join(keys)


class HelpScreen(ModalScreen[None]):
    """Lists the keys of `target` (the screen below); Escape, q, ? or F1 closes it."""

    CSS_PATH = STYLES
    BINDINGS = [
        Binding("escape,q,question_mark,f1", "close", N_("Close"), id="help.close"),
    ]

    def __init__(self, target: Screen[Any], title: str | None = None) -> None:
        super().__init__(classes="dialog-screen")
        self.sections: list[tuple[str, list[tuple[str | Text, str]]]] = [
            (title, list[tuple[str | Text, str]](rows)) for title, rows in screen_keys(target)
        ]
        # a table's signs in words (`help_signs()` -> [(sign, words)]), after its own keys
        signs = getattr(target, "help_signs", None)
        if callable(signs):
            self.sections.insert(1, (_("How to read the table"), signs()))
        self.heading = title or getattr(target, "HELP_TITLE", None) or type(target).__name__

    def compose(self) -> ComposeResult:
        parts: list[RenderableType] = []
        for number, (title, rows) in enumerate(self.sections):
            table = Table(box=None, show_header=False, pad_edge=False, padding=(0, 2, 0, 0))
            table.add_column("Key", no_wrap=True, style="bold", width=KEY_WIDTH)
            table.add_column("Does")
            for keys, description in rows:
                table.add_row(keys if isinstance(keys, Text) else Text(keys), Text(description))
            parts.append(Text(title, style="bold underline"))
            parts.append(table)
            parts.append(Text(""))
        with Vertical(classes="dialog help-dialog"):
            yield Static(Text(_("Keys — {screen}").format(screen=_(self.heading)), style="bold"), classes="dialog-title")
            with VerticalScroll(id="help-keys"):
                yield Static(Group(*parts[:-1]))
            yield Static(
                Text(_("Mouse: click any button, card, die or list row. Ctrl+P: all commands.")),
                classes="dialog-hint",
            )
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)
