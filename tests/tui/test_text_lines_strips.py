"""`TextLines` keeps the strips of lines that did not change from one drawing to the next (only
the changed lines are made again), and every line it shows is still exactly the strip a fresh
widget makes of the same lines, whatever changed (a line's words, a span's style, a whole line's
style, the order, the width); a Dragonwood card no longer redraws when only the highlighted
capture's method changes on another card."""

from __future__ import annotations

import asyncio
from collections.abc import Hashable

from rich.style import Style
from rich.text import Text
from textual.app import App, ComposeResult

from dragonwood_tui.tui.widgets.text_lines import TextLines

RED, BLUE = Style(color="red"), Style(color="blue", bold=True)


class Lines(TextLines):
    DEFAULT_CSS = "Lines { height: 6; }"

    def __init__(self, lines: list[Text], id: str | None = None) -> None:
        super().__init__(id=id)
        self.lines = lines
        self.version = 0
        self.built = 0

    def set_lines(self, lines: list[Text]) -> None:
        self.lines = lines
        self.version += 1
        self.refresh()

    def text_lines(self) -> list[Text]:
        self.built += 1
        return [line.copy() for line in self.lines]

    def text_lines_key(self) -> Hashable:
        return self.version


def _lines(*words: str) -> list[Text]:
    return [Text.assemble((w[:2], RED), w[2:]) for w in words]


class Two(App[None]):
    def compose(self) -> ComposeResult:
        yield Lines(_lines("aa one", "bb two", "cc three"), id="kept")
        yield Lines(_lines("aa one", "bb two", "cc three"), id="fresh")


def _strips(widget: Lines) -> list[list[tuple[str, Style | None]]]:
    return [[(seg.text, seg.style) for seg in widget.render_line(y)] for y in range(6)]


def test_every_line_is_what_a_fresh_widget_draws_after_each_change():
    changes = [
        _lines("aa one", "bb TWO", "cc three"),  # one line's words
        [Text.assemble(("aa", BLUE), " one"), *_lines("bb TWO", "cc three")],  # a span's style
        [Text("aa one", style=RED), *_lines("bb TWO", "cc three")],  # a whole line's style
        _lines("cc three", "aa one", "bb TWO"),  # the order
        _lines("cc three", "cc three", "aa one", "bb TWO"),  # a line twice
        _lines("aa one", "bb two", "cc three"),  # back to the start
    ]

    async def run() -> None:
        app = Two()
        async with app.run_test(size=(40, 14)) as pilot:
            kept, fresh = app.query_one("#kept", Lines), app.query_one("#fresh", Lines)
            _strips(kept)
            for lines in changes:
                kept.set_lines(lines)
                fresh.set_lines(lines)
                fresh._line_strips = {}  # a fresh widget: nothing kept
                assert _strips(kept) == _strips(fresh)
            kept.styles.width = 20  # a new width: no strip of the old one is reused
            fresh.styles.width = 20
            await pilot.pause()
            fresh._line_strips = {}
            fresh._strips_key = None
            assert _strips(kept) == _strips(fresh)
            assert all(sum(len(seg.text) for seg in kept.render_line(y)) == 20 for y in range(6))

    asyncio.run(run())


def test_a_card_shows_the_method_only_when_targeted_and_keeps_its_drawing_otherwise():
    from dragonwood_tui.tui.games.dragonwood.card import ForestCard

    card = ForestCard(0)
    card.refresh = lambda *a, **k: card  # type: ignore[method-assign]  # not mounted
    card.set_card(70, None, False, False, "stomp")
    state = card._state
    card.set_card(70, None, False, False, "scream")  # another card's capture changed method
    assert card._state is state and card.method is None
    card.set_card(70, None, True, False, "scream")
    assert card.method == "scream"


def test_a_change_of_one_line_turns_only_that_line_into_a_strip_again():
    async def run() -> None:
        app = Two()
        async with app.run_test(size=(40, 14)):
            kept = app.query_one("#kept", Lines)
            before = [kept.render_line(y) for y in range(3)]
            kept.set_lines(_lines("aa one", "bb TWO", "cc three"))
            after = [kept.render_line(y) for y in range(3)]
            assert after[0] is before[0] and after[2] is before[2]  # kept as they were
            assert after[1] is not before[1] and "TWO" in after[1].text

    asyncio.run(run())


class Refreshed(Lines):
    """Tells its changes by `refresh_lines`, as the Dragonwood cards, hand and chances do."""

    def set_lines(self, lines: list[Text]) -> None:
        self.lines = lines
        self.version += 1
        self.refresh_lines()


class Bordered(App[None]):
    CSS = "Refreshed { border: round white; padding: 0 1; height: 8; }"

    def compose(self) -> ComposeResult:
        yield Refreshed(_lines("aa one", "bb two", "cc three"), id="lines")


def test_refresh_lines_repaints_exactly_the_rows_that_changed_on_screen():
    changes = [
        _lines("aa one", "bb TWO", "cc three"),
        [Text.assemble(("aa", BLUE), " one"), *_lines("bb TWO", "cc three")],
        _lines("cc three", "aa one", "bb TWO"),
        _lines("cc three", "aa one"),  # one line fewer: every row
        _lines("cc three", "aa one"),  # no change: no row
    ]

    async def run() -> None:
        app = Bordered()
        async with app.run_test(size=(30, 12)) as pilot:
            widget = app.query_one(Refreshed)
            await pilot.pause()
            for lines in changes:
                widget.set_lines(lines)
                await pilot.pause()
                # what Textual composes for the widget (its cached rows and those repainted)
                # is what a widget drawing these lines from scratch shows
                shown = widget.render_lines(widget.size.region)
                widget._strips_key = None
                widget._line_strips = {}
                widget.refresh()
                fresh = widget.render_lines(widget.size.region)
                assert [s.text for s in shown] == [s.text for s in fresh]
                assert [list(s) for s in shown] == [list(s) for s in fresh]

    asyncio.run(run())


class TwoBordered(App[None]):
    CSS = "Refreshed { border: round white; padding: 0 1; height: 6; }"

    def compose(self) -> ComposeResult:
        yield Refreshed(_lines("aa one", "bb two"), id="edge")  # titled by set_edge_text
        yield Refreshed(_lines("aa one", "bb two"), id="plain")  # by border_title, as Textual does


def test_a_new_border_title_repaints_its_row_alone_and_draws_as_border_title_does():
    from textual.geometry import Region

    async def run() -> None:
        app = TwoBordered()
        async with app.run_test(size=(30, 14)) as pilot:
            edge, plain = app.query_one("#edge", Refreshed), app.query_one("#plain", Refreshed)
            await pilot.pause()
            width, height = edge.outer_size
            # markup, as border_title takes it; then another title; then none
            for top, bottom in (("[b]Chances[/b] · ▶ 62%", "↓ 2 more"), ("Chances · best 40%", None), (None, "↑ more")):
                edge._repaint_regions.clear()
                edge.set_edge_text(top)
                edge.set_edge_text(bottom, bottom=True)
                assert edge._repaint_regions <= {Region(0, 0, width, 1), Region(0, height - 1, width, 1)}
                edge.set_edge_text(top)  # the same again: nothing to repaint
                plain.border_title, plain.border_subtitle = top, bottom
                await pilot.pause()
                shown = edge.render_lines(Region(0, 0, width, height))
                drawn = plain.render_lines(Region(0, 0, width, height))
                assert [list(s) for s in shown] == [list(s) for s in drawn]
                assert (edge.border_title, edge.border_subtitle) == (plain.border_title, plain.border_subtitle)

    asyncio.run(run())
