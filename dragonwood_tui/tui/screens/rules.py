"""The rules of every game, one tab each, rendered from the Markdown each game ships.

The tabs are the games registry's, in menu order: a tab's id is the game's kind, its title the
game's, its text `games.rules_text(kind)` (the `rules.md` in the game's package). `docs/rules.md`
is those files joined (a test keeps them equal), so the rules a player reads in the app are the
rules the engine follows.

Rendering Markdown is slow on a loaded machine, so it is done lazily and once: a tab's document
is built the first time the tab is shown, and the app installs the screen once ("rules") so that
opening the rules again shows what was rendered (docs/performance.md has the figures).
"""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Markdown, MarkdownViewer, TabbedContent, TabPane

from dragonwood_tui.i18n import N_
from dragonwood_tui.tui.widgets.footer import Footer

from dragonwood_tui.games import game_kinds, game_title, rules_text

STYLES = Path(__file__).with_suffix(".tcss")  # this screen's rules, beside it


class RulesViewer(MarkdownViewer):
    """A MarkdownViewer that follows anchors and web links but never loads a local file."""

    def on_markdown_link_clicked(self, message: Markdown.LinkClicked) -> None:
        # prevent_default: MarkdownViewer's own handler, which Textual calls after this one,
        # would `go` to the link, loading a local file
        message.stop()
        message.prevent_default()
        href = message.href
        if href.startswith("#"):
            self.document.goto_anchor(href[1:])
        elif href.startswith(("https://", "http://")):
            self.app.open_url(href)


def game_sections() -> list[tuple[str, str, str]]:
    """(tab id, title, markdown) of each game offered: its kind, its title, its rules."""
    return [(kind, game_title(kind), rules_text(kind)) for kind in game_kinds()]


class RulesScreen(Screen[None]):
    CSS_PATH = STYLES
    HELP_TITLE = N_("Rules")

    BINDINGS = [
        Binding("escape,q", "close", N_("Back"), id="rules.back"),
        Binding("t", "toggle_contents", N_("Contents"), id="rules.contents"),
        *(
            Binding(str(n), f"show_tab_number({n})", N_("Tab 1–9"), show=False, tooltip=N_("The rules of the game in that tab"), id=f"rules.tab_{n}")
            for n in range(1, 10)
        ),
    ]

    def __init__(self, tab: str | None = None) -> None:
        """`tab`: the kind of the game to open on ("dice-quest")."""
        super().__init__()
        self.sections = game_sections()
        ids = [tab_id for tab_id, _, _ in self.sections]
        self.initial_tab = tab if tab in ids else ids[0]

    def compose(self) -> ComposeResult:
        with TabbedContent(initial=self.initial_tab, id="rules-tabs"):
            for tab_id, title, markdown in self.sections:
                with TabPane(title, id=tab_id):
                    if tab_id == self.initial_tab:  # the others when first shown
                        yield self._viewer(tab_id, markdown)
        yield Footer()

    def _viewer(self, tab_id: str, markdown: str) -> RulesViewer:
        return RulesViewer(
            markdown,
            show_table_of_contents=False,
            open_links=False,  # RulesViewer decides which links to follow
            id=f"rules-{tab_id}",
        )

    def on_mount(self) -> None:
        self._focus_document()

    def _focus_document(self) -> None:
        tabs = self.query_one(TabbedContent)
        if tabs.active:
            self._ensure_viewer(tabs.active).document.focus()

    def _ensure_viewer(self, tab_id: str) -> RulesViewer:
        """The tab's document, built the first time it is asked for."""
        found = self.query(f"#rules-{tab_id}")
        if found:
            return found.first(RulesViewer)
        markdown = next(md for tid, _, md in self.sections if tid == tab_id)
        viewer = self._viewer(tab_id, markdown)
        self.query_one(f"#{tab_id}", TabPane).mount(viewer)
        return viewer

    def on_tabbed_content_tab_activated(self, event: TabbedContent.TabActivated) -> None:
        if self.query_one(TabbedContent).active:
            self._ensure_viewer(self.query_one(TabbedContent).active)
        self.call_after_refresh(self._focus_document)

    def action_show_tab(self, tab: str) -> None:
        if any(tab == tab_id for tab_id, _, _ in self.sections):
            self.query_one(TabbedContent).active = tab

    def action_show_tab_number(self, n: int) -> None:
        if 1 <= n <= len(self.sections):
            self.query_one(TabbedContent).active = self.sections[n - 1][0]

    def action_toggle_contents(self) -> None:
        tabs = self.query_one(TabbedContent)
        viewer = self._ensure_viewer(tabs.active)
        viewer.show_table_of_contents = not viewer.show_table_of_contents

    def action_close(self) -> None:
        self.dismiss(None)
