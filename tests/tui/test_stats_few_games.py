"""The Statistics screen with 0, 1, 3 and 12 games of a mode: a plot only when it has points
enough to mean something (else its title, a sentence and the figures: every score shown), axes
with whole-number ticks, and the table above the plots."""

from __future__ import annotations

import re

import pytest
from textual.widgets import Static

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.tui.screens.stats import StatsScreen
from dragonwood_tui.tui.screens.stats_notes import LEAST_GAMES
from dragonwood_tui.tui.widgets.kept_plot import KeptPlot

from .app_helpers import SMALL, Folders, folders, run_async, write_save  # noqa: F401  (fixture)
from .table_helpers import settle

DECIMAL = re.compile(r"(?<![\d.])\d+\.\d+(?![\d.])")  # "19.2": a tick plotext made up


def shows_large(drawn: str, score: int) -> bool:
    """`score` drawn large (card_face.big_value), its three rows one under the other."""
    from rich.style import Style

    from dragonwood_tui.tui.widgets.card_face import big_value

    rows = [t.plain for t in big_value(score, Style())]
    lines = drawn.split("\n")
    return any(
        (col := line.find(rows[0])) >= 0 and all(lines[y + i][col:col + len(r)] == r for i, r in enumerate(rows))
        for y, line in enumerate(lines[:-2]))


@pytest.mark.parametrize("n", [0, 1, 3, 12])
@pytest.mark.parametrize("size", [SMALL, (160, 50)], ids=["80x24", "160x50"])
@run_async
async def test_a_plot_only_with_points_enough_and_the_figures_else(folders: Folders, n: int, size):
    for i in range(n):
        write_save(folders.saves, f"dq-{i:02d}", "dice-quest", [SeatSpec("You", "normal")], 100 + i, minutes=10 * i)
    app = folders.app()
    async with app.run_test(size=size) as pilot:
        await pilot.press("t")
        await settle(pilot, lambda: isinstance(app.screen, StatsScreen))
        screen = app.screen
        if n == 0:
            assert "No finished games yet" in str(screen.query_one("#stats-summary", Static).render())
            assert not screen.query_one("#stats-plots").display
            return
        line = screen._selected()
        assert line is not None and line.played == n
        scores = [g.score for g in line.games]
        table = screen.query_one("#stats-table")
        for key, pid in (("1", "over-time"), ("2", "histogram"), ("3", "by-level")):
            await pilot.press(key)
            await settle(pilot, lambda: bool(screen.query(f"#plot-{pid}")) and screen.active_tab == f"tab-{pid}")
            plot = screen.query_one(f"#plot-{pid}", KeptPlot)
            assert table.region.bottom <= plot.region.y  # the table first
            drawn = "\n".join(plot.render_line(y).text for y in range(plot.size.height))
            few = pid == "by-level" or n < LEAST_GAMES  # (solo only: one bar to compare)
            assert (plot._note is not None) == few, (pid, n)
            if few:
                assert plot._paint is None  # no figure built
                if pid != "by-level":  # every score, in words or large on its game's card
                    assert f"{n} game" in drawn and str(LEAST_GAMES) in drawn
                    for score in scores:
                        assert str(score) in drawn or shows_large(drawn, score), (score, drawn)
                else:
                    assert f"of {n} won" in drawn
            else:
                assert not DECIMAL.search(drawn), (pid, drawn)  # whole games, whole points


def test_the_ticks_are_whole_round_steps():
    from dragonwood_tui.tui.screens.stats_notes import whole_ticks

    for top in range(1, 2000):
        ticks = whole_ticks(top)
        steps = {b - a for a, b in zip(ticks, ticks[1:])}
        assert ticks[0] == 0 and ticks[-1] >= top and len(ticks) <= 5 and len(steps) == 1, (top, ticks)
        assert ticks[-1] - top < steps.pop(), (top, ticks)  # no tick wasted past the top


@pytest.mark.parametrize("n", [1, 3, 4])
@pytest.mark.parametrize("size", [SMALL, (120, 40)], ids=["80x24", "120x40"])
@run_async
async def test_a_few_games_stand_as_cards_won_or_lost_with_their_scores(folders: Folders, n: int, size):
    """Before the plot, the games themselves: a card each, oldest first, numbered, won or lost in
    words and symbol, the score as the points badge (and large), whole on the screen."""
    for i in range(n):
        write_save(folders.saves, f"dq-{i:02d}", "dice-quest", [SeatSpec("You", "normal")], 100 + i, minutes=10 * i)
    app = folders.app()
    async with app.run_test(size=size) as pilot:
        await pilot.press("t")
        await settle(pilot, lambda: isinstance(app.screen, StatsScreen) and bool(app.screen.query("#plot-over-time")))
        screen = app.screen
        plot = screen.query_one("#plot-over-time", KeptPlot)
        line = screen._selected()
        drawn = [plot.render_line(y).text for y in range(plot.size.height)]
        text = "\n".join(drawn)
        won = sum(g.won for g in line.games)
        assert text.count("✓ won") == won and text.count("✗ lost") == n - won, text
        for g in line.games:  # the score once, large (no points badge repeating it)
            assert shows_large(text, g.score)
        assert "⟨★" not in text
        tops = [row for row in drawn if "╭" in row]
        assert len(tops) == 1 and tops[0].count("╭") == n  # one row of cards
        assert drawn.index(tops[0]) + 6 < len(drawn) and sum(row.count("╰") for row in drawn) == n  # whole


@pytest.mark.parametrize("height", [3, 8, 12, 30])
@run_async
async def test_a_note_is_never_cut_the_short_one_stands_in_where_it_has_not_the_rows(height: int):
    from rich.text import Text
    from textual.app import App

    note = Text("\n".join(f"note {i}" for i in range(11)))
    short = Text("title\n\nshort")

    class One(App[None]):
        def compose(self):
            yield KeptPlot(id="plot")

    app = One()
    async with app.run_test(size=(40, height)) as pilot:
        plot = app.query_one(KeptPlot)
        plot.show("key", None, note, short)
        await pilot.pause()
        drawn = "\n".join(plot.render_line(y).text for y in range(plot.size.height))
        if plot.size.height >= 11:
            assert all(f"note {i}" in drawn for i in range(11))
        else:
            assert "note" not in drawn and ("short" in drawn) == (plot.size.height >= 3)


@pytest.mark.parametrize("kind", ["dice-quest", "dragonwood", "dice-quest-2"])
@pytest.mark.parametrize("size", [SMALL, (120, 40), (160, 50)], ids=["80x24", "120x40", "160x50"])
@run_async
async def test_few_games_say_each_fact_once_and_stand_in_the_upper_part_of_their_rows(folders: Folders, kind, size):
    """With few games the table's row says the figures (no cards under the games repeating
    Best, Won, Army, Mean, Streak); a game's card says its opponents and an army that is not
    its score (Dice Quest solo scores its army: "Army: 19" under a large 19 was one number
    twice) where the screen has the rows; the note stands right under the tabs (one free row at
    most above it: cards floating mid-screen read as lost), and where rows are free under the
    cards each game is told in words (day and time, opponents, result) with what the plot will
    show."""
    from dragonwood_tui.tui.screens.stats import TALL_CARDS

    seats = {"dice-quest": [SeatSpec("You", "normal")], "dragonwood": [SeatSpec("You", "greedy"), SeatSpec("Ada", "normal")],
             "dice-quest-2": [SeatSpec("You", "normal"), SeatSpec("Ada", "normal")]}[kind]
    for i in range(2):
        write_save(folders.saves, f"g-{i}", kind.removesuffix("-2"), seats, 100 + i, minutes=10 * i)
    app = folders.app()
    async with app.run_test(size=size) as pilot:
        await pilot.press("t")
        await settle(pilot, lambda: isinstance(app.screen, StatsScreen) and bool(app.screen.query("#plot-over-time")))
        screen = app.screen
        plot = screen.query_one("#plot-over-time", KeptPlot)
        await settle(pilot, lambda: plot.size.height > 0 and plot._note is not None)
        drawn = [plot.render_line(y).text for y in range(plot.size.height)]
        used = [y for y, row in enumerate(drawn) if row.strip()]
        assert drawn[used[0]].strip().startswith("Scores, game by game")
        spare = plot.size.height - (used[-1] - used[0] + 1)
        assert used[0] <= 1 and (used[0] == 1 or spare == 0), (used, spare)
        text = "\n".join(drawn)
        line = screen._selected()
        tall = size[1] >= TALL_CARDS
        if size[1] >= 40:  # the free rows say each game in words, numbered as its card
            assert "Your games" in text and "From 5 games on" in text, text
            for n, g in enumerate(line.games, 1):
                told = next(row for row in drawn if f"Game {n} · " in row)
                assert screen.app_host.format_day(g.when, clock=True) in told and ("won" in told) == g.won, told
            assert spare >= 1  # and whole (never cut)
        other_armies = [g.army for g in line.games if g.army is not None and g.army != g.score]
        assert ("Army: " in text) == (tall and bool(other_armies))
        if size[0] >= 160:  # the cards grow where the row has room
            top = next(row for row in drawn if "╭" in row)
            assert top.index("╮") - top.index("╭") + 1 >= 20, top
        assert not any(f"Army: {g.score}" in text for g in line.games if g.army == g.score)
        assert ("vs " in text) == (tall and kind != "dice-quest")
        assert f"of {line.played}" not in text and "best run" not in text and "Mean" not in text  # the table says them


def test_an_army_column_only_where_the_army_is_not_the_score() -> None:
    """The army's cell stays empty (no "-", no "19" beside Best 19) for a game without armies
    and for one whose score is its army; it is filled where the army says something else."""
    from datetime import datetime, timezone

    from dragonwood_tui.stats.facts import Facts
    from dragonwood_tui.stats.report import row
    from dragonwood_tui.stats.summary import Line
    from dragonwood_tui.tui.screens.stats import _army_told

    def game(score: int, army: int | None) -> Facts:
        return Facts("g", "dice-quest", True, 2, "normal", 0, score, True, datetime(2026, 1, 1, tzinfo=timezone.utc), army=army)

    for games, cell in (([game(19, 19), game(24, 24)], ""), ([game(5, None)], ""), ([game(19, 19), game(30, 24)], "24")):
        line = Line("dice-quest", "2 seats", "", games)
        assert _army_told(line, row(line, "x"))[7] == cell, games


@pytest.mark.parametrize("size", [SMALL, (160, 50)], ids=["80x24", "160x50"])
@pytest.mark.parametrize("kind", ["", "dice-quest", "dragonwood"])
@run_async
async def test_the_table_names_its_columns_in_words_has_a_row_per_game_before_any_and_never_cuts_a_name(folders: Folders, kind, size):
    """Before any game every game's row stands with nothing in it and a sentence says what comes;
    the streak and army columns say what their figures are where the names stay whole (else the
    short words), and the army column only where a game has armies."""
    from dragonwood_tui.games import game_kinds
    from dragonwood_tui.tui.titles import game_title

    if kind:
        seats = [SeatSpec("You", "normal")] if kind == "dice-quest" else [SeatSpec("You", "greedy"), SeatSpec("Ada", "normal")]
        write_save(folders.saves, "g", kind, seats, 100)
    app = folders.app()
    async with app.run_test(size=size) as pilot:
        await pilot.press("t")
        await settle(pilot, lambda: isinstance(app.screen, StatsScreen))
        screen = app.screen
        header = str(screen.query_one("#stats-header", Static).render())
        table = screen.query_one("#stats-table")
        rows = [table.render_line(y).text for y in range(table.size.height)]
        to_come = screen.query_one("#stats-to-come", Static)
        assert to_come.display == (not kind)
        if not kind:
            for game in game_kinds():
                assert any(row.strip().startswith(game_title(game)) for row in rows), rows
            assert "Each game you finish" in str(to_come.render())
        assert "…" not in "".join(rows)  # every name whole
        assert "army" not in header.lower()  # (Dice Quest solo scores its army: no column repeating Best)
        assert "now/best" in header  # the streak's figures say what they are


@run_async
async def test_the_summary_puts_the_campaign_on_a_line_of_its_own_rather_than_cut_it(folders: Folders):
    """80 columns: a finished game, unfinished ones and the campaign's stars are too long for one
    line: the stars go under it, whole."""
    from campaign.helpers import play_attempt  # tests/campaign/helpers.py
    from dragonwood_tui.campaign.loader import load_campaign

    write_save(folders.saves, "done", "dice-quest", [SeatSpec("You", "normal")], 100)
    for i in range(3):
        write_save(folders.saves, f"open-{i}", "dice-quest", [SeatSpec("You", "normal")], 200 + i, steps=2)
    campaign = load_campaign(None)
    play_attempt(campaign, campaign.chapters[0].stages[0].id, folders.saves, steps=2)
    app = folders.app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("t")
        await settle(pilot, lambda: isinstance(app.screen, StatsScreen))
        summary = app.screen.query_one("#stats-summary", Static)
        rendered = summary.render()
        lines = str(rendered.plain if hasattr(rendered, "plain") else rendered).split("\n")
        assert any("campaign star" in line for line in lines) and not any("…" in line for line in lines), lines
        assert all(len(line) <= SMALL[0] - 2 for line in lines)
        assert summary.region.height == len(lines)  # every line shown


@pytest.mark.parametrize("size", [(120, 40), (160, 50)], ids=["120x40", "160x50"])
@run_async
async def test_a_card_says_the_rivals_score_and_the_day_as_the_menu_writes_it(folders: Folders, size):
    """A game with rivals reads by how much on its card ("lost 0–27", "won 27–23"), as the main
    menu says it; the card's day is the menu's day, in words; no figure cards repeat the table."""
    from dragonwood_tui.tui.screens.main_menu import MainMenuScreen

    for i in range(2):
        write_save(folders.saves, f"dw-{i}", "dragonwood", [SeatSpec("You"), SeatSpec("Ada", "greedy")], 8 + i, minutes=10 * i)
    app = folders.app()
    async with app.run_test(size=size) as pilot:
        await settle(pilot, lambda: isinstance(app.screen, MainMenuScreen) and app.screen.filled)
        welcome = app.screen.query_one("#menu-welcome", Static).render()
        menu_text = welcome.plain if hasattr(welcome, "plain") else str(welcome)
        await pilot.press("t")
        await settle(pilot, lambda: isinstance(app.screen, StatsScreen))
        screen = app.screen
        line = screen._selected()
        assert line is not None and line.played == 2
        plot = screen.query_one("#plot-over-time", KeptPlot)
        drawn = "\n".join(plot.render_line(y).text for y in range(plot.size.height))
        for game in line.games:
            assert game.best_other is not None
            words = f"{'won' if game.won else 'lost'} {game.score}–{game.best_other}"
            assert words in drawn, (words, drawn)
        day = app.format_day(line.games[-1].when)
        assert day in drawn and "/" not in day and day in menu_text, (day, menu_text)
        assert "Mean" not in drawn and "best run" not in drawn and "⟨★" not in drawn  # the table's row says those, once


def test_a_day_in_words_with_the_year_only_when_it_is_not_this_years() -> None:
    from datetime import date, datetime

    from dragonwood_tui.i18n.formats import format_clock, format_day

    today = date(2026, 12, 8)
    assert [format_day(date(2026, 12, 7), today, c) for c in ("en", "fr", "ru")] == ["Dec 7", "7 déc.", "7 дек."]
    assert "2025" in format_day(date(2025, 12, 7), today, "en") and "2025" in format_day(date(2025, 12, 7), today, "ru")
    assert format_clock(datetime(2026, 12, 7, 17, 18), "fr") == "17:18"
    assert format_clock(datetime(2026, 12, 7, 17, 18), "en").replace("\u202f", " ") == "5:18 PM"


@pytest.mark.parametrize("size", [SMALL, (120, 40), (160, 50)], ids=["80x24", "120x40", "160x50"])
@pytest.mark.parametrize("n", [5, 12, 40])
@run_async
async def test_each_mark_sits_on_its_games_point_of_the_line(folders: Folders, size, n: int):
    """Every ✓ and ✗ stands on a cell of the dotted line, turning points too (plotext's own line
    rounded a peak a row under its ✓, a dip a row over its ✗): the figure drawn without its
    marks has a dot of the line under each mark."""
    from textual_plotext.plot import Plot

    for i in range(n):
        write_save(folders.saves, f"dq-{i:02d}", "dice-quest", [SeatSpec("You", "normal")], 100 + 7 * i, minutes=10 * i)
    app = folders.app()
    async with app.run_test(size=size) as pilot:
        await pilot.press("t")
        await settle(pilot, lambda: isinstance(app.screen, StatsScreen) and bool(app.screen.query("#plot-over-time")))
        plot = app.screen.query_one("#plot-over-time", KeptPlot)
        await settle(pilot, lambda: plot.size.height > 0 and plot._paint is not None)
        paint, (width, height) = plot._paint, plot.size

    class Unmarked:  # the same figure, its ✓ and ✗ left out
        def __init__(self, plt: Plot) -> None:
            self.plt = plt

        def __getattr__(self, name: str):
            return getattr(self.plt, name)

        def scatter(self, *args, marker: str = "", **kw):
            if marker not in ("✓", "✗"):
                self.plt.scatter(*args, marker=marker, **kw)

    def drawn(marked: bool) -> list[str]:
        plt = Plot()
        paint(plt if marked else Unmarked(plt))
        plt.plotsize(width, height)
        plt._set_size(width, height)
        plt.theme("clear")
        return re.sub(r"\x1b\[[0-9;]*m", "", plt.build()).split("\n")

    marked, line = drawn(True), drawn(False)
    marks = [(y, x) for y, row in enumerate(marked) for x, c in enumerate(row) if c in "✓✗"]
    marks = [(y, x) for y, x in marks if all(abs(x - x2) > 2 for y2, x2 in marks if (y2, x2) != (y, x))]  # (apart)
    assert len(marks) == n or n > width // 4, marked  # (40 games at 80 columns: marks drawn over each other)
    for y, x in marks:  # on the line, its row the line's row beside it (a peak's ✓ not over the line's top)
        assert line[y][x] == "•" and "•" in line[y][x - 1:x] + line[y][x + 1:x + 2], ((y, x), "\n".join(marked), "\n".join(line))
