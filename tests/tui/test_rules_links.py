"""The rules viewer follows an anchor and opens a web link, and never loads a local file that a
link names (MarkdownViewer's own handler, which would, is kept from running)."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.widgets import Markdown

from dragonwood_tui.tui.screens.rules import RulesViewer

from .app_helpers import run_async, wait_for

TEXT = "# Rules\n\n[other](other.md) [web](https://example.org/) [up](#rules)\n"


class _Host(App[None]):
    def __init__(self) -> None:
        super().__init__()
        self.opened: list[str] = []
        self.loaded: list[str] = []

    def compose(self) -> ComposeResult:
        yield RulesViewer(TEXT, show_table_of_contents=False, open_links=False)

    def open_url(self, url: str, *, new_tab: bool = True) -> None:
        self.opened.append(url)


@run_async
async def test_links_of_the_rules(monkeypatch):
    app = _Host()

    async def go(self: RulesViewer, location: str) -> None:  # MarkdownViewer's: loads a file
        app.loaded.append(str(location))

    monkeypatch.setattr(RulesViewer, "go", go)
    anchors: list[str] = []
    async with app.run_test(size=(80, 24)) as pilot:
        viewer = app.query_one(RulesViewer)
        markdown = viewer.query_one(Markdown)
        monkeypatch.setattr(markdown, "goto_anchor", lambda anchor: anchors.append(anchor) or True)
        for href in ("other.md", "https://example.org/", "#rules"):
            markdown.post_message(Markdown.LinkClicked(markdown, href))
        await wait_for(pilot, lambda: anchors, "the anchor followed")
        await pilot.pause()
    assert app.opened == ["https://example.org/"]
    assert anchors == ["rules"]
    assert app.loaded == []  # no local file, ever
