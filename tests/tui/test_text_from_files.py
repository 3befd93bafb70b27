"""Text from files is shown as text on every screen: a seat's name, a save's name, a review's
method and classes, a kept plot's text, a file's name in a notice. Never markup that acts (a
style, a link, a click action), never a raw escape sequence to the terminal: its escape shown
(`storage.text.plain`, the CLI's own path), and `tui.terminal_guard` behind it."""

from __future__ import annotations

import msgspec
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.app import App, ComposeResult
from textual.widgets import Static

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.review.model import SeatReview
from dragonwood_tui.storage.text import UNSAFE, plain
from dragonwood_tui.tui import terminal_guard
from dragonwood_tui.tui.start import Start

from .app_helpers import Folders, folders, run_async, wait_for, wait_for_screen, write_save  # noqa: F401  (fixture)
from .hostile_text import HOSTILE, SHORT, assert_shown_as_text, screen_text
from .review_helpers import fixed_review
from tests.notifications import keep_on_screen

BIG = (200, 50)


def _hostile_save(folders: Folders, save_id: str = "eve", steps: int | None = 30, **kw) -> object:
    seats = [SeatSpec(HOSTILE), SeatSpec(SHORT, "greedy")]
    return write_save(folders.saves, save_id, "dragonwood", seats, 11, steps=steps, name=HOSTILE, **kw)


# -- the one escaping path ---------------------------------------------------------------------

def test_plain_shows_every_control_and_format_character_and_keeps_the_rest():
    shown = plain(HOSTILE + "\x00\x7f\u200b\u2066\ufeff\x85\r\n\t")
    assert UNSAFE.search(shown) is None
    for visible in ("\\x1b[31m", "\\x07", "\\u202e", "\\x9b", "\\x00", "\\x7f", "\\u200b", "\\u2066", "\\ufeff", "\\x85", "\\x0d", "\\x0a", "\\x09"):
        assert visible in shown
    assert "[bold]B[/bold]" in shown and "[@click=app.quit]" in shown  # markup is only words
    assert plain("Élise «Ёж» 中 ★") == "Élise «Ёж» 中 ★"


def test_the_terminal_guard_drops_what_a_widget_left_raw():
    """A slip (a widget given raw text): the terminal gets no ESC, OSC, C1 or bidi of it, and the
    line keeps its width (all zero cells)."""
    import dragonwood_tui.tui.app  # noqa: F401  (the app installs the guard)
    from textual.strip import Strip

    assert getattr(Strip.render, "_guarded", False)
    terminal_guard.install()  # once only
    strip_text = "a\x1b[31mb\x1b]52;c;aGk=\x07c\x9bd\u202ee"

    strip = Strip([Segment(strip_text, Style(bold=True)), Segment("f")])
    clean = terminal_guard.clean_strip(strip)
    assert "".join(s.text for s in clean) == "a[31mb]52;c;aGk=cdef" and clean.cell_length == strip.cell_length

    class Slip(App[None]):
        def compose(self) -> ComposeResult:
            yield Static(Text(strip_text), id="slip")

    async def run() -> str:
        app = Slip()
        async with app.run_test() as pilot:
            await pilot.pause()
            update = app.screen._compositor.render_update(full=True)
            return update.render_segments(app.console)

    import asyncio

    out = asyncio.run(run())
    assert "a[31mb]52;c;aGk=cde" in out  # the characters around the escapes, as words
    assert "\x1b]52" not in out and "\x9b" not in out and "\u202e" not in out and "\x1b[31mb" not in out


# -- the screens --------------------------------------------------------------------------------

@run_async
async def test_the_saves_list_and_its_details(folders: Folders):
    _hostile_save(folders)
    app = folders.app()
    async with app.run_test(size=BIG) as pilot:
        await pilot.press("s")
        screen = await wait_for_screen(pilot, "SavesScreen")
        await wait_for(pilot, lambda: screen.selected_id == "eve", "the save listed")
        await pilot.pause()
        assert_shown_as_text(app)
        assert app.screen is screen and app.is_running  # no click action ran


@run_async
async def test_the_table_its_board_log_and_notices(folders: Folders):
    _hostile_save(folders)
    app = folders.app(Start(action="resume", save_id="eve"))
    async with app.run_test(size=BIG) as pilot:
        await wait_for_screen(pilot, "DragonwoodTableScreen")
        await pilot.pause()
        assert_shown_as_text(app, "\\x1b[31m")


def near_the_end(kind: str, names: list[str], seed: int) -> object:
    """A game between computer players one action before its end, the seats named `names`."""
    from dragonwood_tui.bots import bot_factory
    from dragonwood_tui.engine.match import Match
    from dragonwood_tui.games import get_game

    game = get_game(kind)
    config = game.default_config(len(names))
    bot = "greedy" if kind == "dragonwood" else default_bot(kind)
    whole = Match(game, config, seed, [SeatSpec(n, bot) for n in names], bot_factory=bot_factory(kind))
    whole.play_bots()
    match = Match(game, config, seed, [SeatSpec(n, bot) for n in names], bot_factory=bot_factory(kind))
    for action in whole.actions[:-1]:
        match.play(action)
    return match


@run_async
async def test_the_end_screen_of_a_finished_game(folders: Folders):
    """A game that ends at the table: its status line and end screen name the seats."""
    from .table_helpers import table_in_app, until

    match = near_the_end("dragonwood", [HOSTILE, SHORT], 11)
    async with table_in_app(folders, match, size=BIG) as (app, pilot, screen):
        await until(pilot, lambda: type(app.screen).__name__ == "DragonwoodGameOverScreen")
        await pilot.pause()
        assert_shown_as_text(app, "\\x1b[31m")
        await pilot.press("escape")  # back to the table: its last status line
        await until(pilot, lambda: app.screen is screen)
        await pilot.pause()
        assert_shown_as_text(app, "\\x1b[31m")


@run_async
async def test_the_replay_viewer(folders: Folders):
    _hostile_save(folders, steps=None)
    app = folders.app()
    async with app.run_test(size=BIG) as pilot:
        app.sessions.open_replay_save("eve")
        screen = await wait_for_screen(pilot, "ReplayScreen")
        await wait_for(pilot, lambda: screen.is_mounted, "the viewer")
        await pilot.press("end")
        await pilot.pause()
        assert_shown_as_text(app, "\\x1b[31m")


def _hostile_review(record, seat: int) -> SeatReview:
    """A review whose every text field is hostile (as an edited cache could hold)."""
    review = fixed_review(record, seat)
    decisions = [msgspec.structs.replace(d, played_action={"type": HOSTILE}, cls=SHORT if i == 2 else d.cls,
                                         played_facts={"do": HOSTILE, "card": HOSTILE}, best_facts={"do": HOSTILE})
                 for i, d in enumerate(review.decisions)]
    return msgspec.structs.replace(review, method=SHORT, decisions=decisions)


@run_async
async def test_the_review_panel_with_a_hostile_cache(folders: Folders, monkeypatch):
    from dragonwood_tui.review import run

    record = _hostile_save(folders, steps=None)
    monkeypatch.setattr(run, "load_or_review", lambda path, record, seat, **kw: _hostile_review(record, seat))
    app = folders.app()
    async with app.run_test(size=BIG) as pilot:
        app.sessions.open_replay_save("eve")
        screen = await wait_for_screen(pilot, "ReplayScreen")
        await wait_for(pilot, lambda: screen.is_mounted, "the viewer")
        await pilot.press("r")
        await wait_for(pilot, lambda: screen.panel is not None and screen.panel.review is not None, "the review")
        review = screen.panel.review
        screen.seek(review.decisions[2].step)  # the decision with the hostile class
        await pilot.pause()
        text = screen_text(app)
        assert plain(SHORT, 20) in text  # the method and the class, as words
        assert_shown_as_text(app, "\\x1b[31m")
    assert record is not None


def test_the_review_panels_words_escape_a_hostile_method_and_class():
    from dragonwood_tui.tui.screens.review_panel import class_text, now_text, summary

    from .app_helpers import write_save as _unused  # noqa: F401

    hostile = plain(HOSTILE, 20)
    assert class_text(HOSTILE).plain == hostile and "\x1b" not in class_text(HOSTILE).plain
    from dragonwood_tui.review.model import Decision

    d = Decision(step=0, turn=1, chance_played=0.1, chance_best=0.5, loss=0.4, se=0, cls=HOSTILE, options=2,
                 played_action={"type": HOSTILE}, best_action=HOSTILE, played_facts={"do": HOSTILE}, best_facts={"card": HOSTILE})
    review = SeatReview(game="dragonwood", seat=1, name=HOSTILE, method=HOSTILE, accuracy=50, counts={}, decisions=[d])
    for text in (summary(review, 2), now_text(review, 0, 2, lambda action: str(action))):
        assert UNSAFE.search(text.plain.replace("\n", "")) is None and "\\x1b[31m" in text.plain
        assert not any(span.style and "link" in str(span.style) for span in text.spans)


@run_async
async def test_the_statistics_screen_and_its_notice(folders: Folders):
    """A bot level from a save (the table's rows, the plot's title) and a file whose name holds
    an escape and markup (the notice of the files not counted)."""
    from dragonwood_tui.storage.atomic import atomic_write
    from dragonwood_tui.storage.records import encode_record
    from dragonwood_tui.play.saves import save_path

    record = write_save(folders.saves, "eve", "dragonwood", [SeatSpec("You"), SeatSpec("Bo", "greedy")], 11)
    seats = [record.header.seats[0], msgspec.structs.replace(record.header.seats[1], bot=SHORT)]  # a level no app offers
    record = msgspec.structs.replace(record, header=msgspec.structs.replace(record.header, seats=seats))
    atomic_write(save_path("eve", folders.saves), encode_record(record))
    (folders.saves / "bad\x1b[31m[@click=app.quit]Q\u202e.json").write_text("{not json", encoding="utf-8")
    app = folders.app()
    posted = keep_on_screen(app)
    async with app.run_test(size=BIG, notifications=True) as pilot:
        await pilot.press("t")
        screen = await wait_for_screen(pilot, "StatsScreen")
        await wait_for(pilot, lambda: screen.stats is not None and bool(screen.query("Toast")), "the statistics and its notice")
        await pilot.pause()
        assert "bad\\x1b[31m[@click=app.quit]Q\\u202e.json" in screen_text(app)  # the notice, as words
        assert_shown_as_text(app, "\\x1b[31m")
    assert posted


def _save_with_a_hostile_bot(folders: Folders) -> None:
    from dragonwood_tui.storage.atomic import atomic_write
    from dragonwood_tui.storage.records import encode_record
    from dragonwood_tui.play.saves import save_path

    record = write_save(folders.saves, "eve", "dragonwood", [SeatSpec("You"), SeatSpec("Bo", "greedy")], 11, steps=10)
    seats = [record.header.seats[0], msgspec.structs.replace(record.header.seats[1], bot=SHORT)]  # a level no app offers
    record = msgspec.structs.replace(record, header=msgspec.structs.replace(record.header, seats=seats))
    atomic_write(save_path("eve", folders.saves), encode_record(record))


@run_async
async def test_an_error_notice_quoting_a_file(folders: Folders):
    """The app's one path for errors from files (`notify_error`): what it quotes is shown as words,
    its lines kept."""
    app = folders.app()
    posted = keep_on_screen(app)
    async with app.run_test(size=BIG, notifications=True) as pilot:
        app.notify_error(f"{SHORT}.json: unreadable\nsecond line")
        await wait_for(pilot, lambda: bool(app.screen.query("Toast")), "the notice")
        await pilot.pause()
        assert posted and "second line" in screen_text(app)
        assert_shown_as_text(app, "Mo\\x1b[31m[@click=app.quit]Q")


@run_async
async def test_the_statistics_screen_with_an_edited_kept_summary(folders: Folders):
    """`stats-summary.json` resealed with a hostile campaign title: shown as words (or, refused
    by the reader, not shown at all), never raw."""
    from dragonwood_tui.stats import summary
    from dragonwood_tui.storage.cache import load_sealed, store_sealed

    write_save(folders.saves, "eve", "dragonwood", [SeatSpec("You"), SeatSpec("Bo", "greedy")], 11)
    kept = folders.data / summary.DERIVED_NAME
    app = folders.app()
    async with app.run_test(size=BIG) as pilot:
        await pilot.press("t")
        screen = await wait_for_screen(pilot, "StatsScreen")
        await wait_for(pilot, lambda: screen.stats is not None and kept.exists(), "the statistics kept")
    summary.compute(folders.saves)  # kept again for its inputs now (the first made the campaign's progress file)
    found = load_sealed(kept, summary._Derived, summary.MAX_DERIVED_BYTES)
    assert found is not None
    store_sealed(kept, msgspec.structs.replace(found, campaign=(HOSTILE, 1, 48)))
    app = folders.app()
    async with app.run_test(size=BIG) as pilot:
        await pilot.press("t")
        screen = await wait_for_screen(pilot, "StatsScreen")
        await wait_for(pilot, lambda: screen.stats is not None, "the statistics")
        await pilot.pause()
        shown = screen_text(app)
        assert_shown_as_text(app, "\\x1b[31m[bold]B" if "Eve" in shown else "")


@run_async
async def test_a_kept_plot_from_an_edited_figures_file(folders: Folders):
    """`stats-figures.json` resealed with hostile text and a link style in a figure: the reader
    drops it and draws the figure again (storage/cache's checks); and should a figure ever reach
    the drawing, its text is drawn as words and its styles lose their links (`_strips`)."""
    from dragonwood_tui.storage.cache import load_sealed, store_sealed
    from dragonwood_tui.tui.widgets import kept_plot

    from dragonwood_tui.tui.screens.stats_notes import LEAST_GAMES

    for i in range(LEAST_GAMES):  # games enough for a plot (fewer: their figures in words)
        write_save(folders.saves, f"eve-{i}", "dragonwood", [SeatSpec("You"), SeatSpec("Bo", "greedy")], 11 + i)
    figures = folders.data / "stats-figures.json"
    for kept in (kept_plot._stores, kept_plot._kept_lines, kept_plot._kept):  # (another test's figures)
        kept.clear()
    app = folders.app()
    async with app.run_test(size=BIG) as pilot:
        await pilot.press("t")
        screen = await wait_for_screen(pilot, "StatsScreen")
        await wait_for(pilot, lambda: screen.stats is not None and figures.exists(), "the statistics' figure kept")
    found = load_sealed(figures, kept_plot._Store, kept_plot.MAX_STORE_BYTES)
    assert found is not None and found.figures
    planted = {
        digest: [[(HOSTILE, "bold link https://evil.test")] + line for line in lines]
        for digest, lines in found.figures.items()
    }
    store_sealed(figures, kept_plot._Store(kept_plot.STORE_VERSION, planted))
    for kept in (kept_plot._stores, kept_plot._kept_lines, kept_plot._kept):  # read from the file again
        kept.clear()
    app = folders.app()
    async with app.run_test(size=BIG) as pilot:
        await pilot.press("t")
        screen = await wait_for_screen(pilot, "StatsScreen")
        plot = screen.query_one("#plot-over-time")
        
        def drawn_again() -> bool:
            store = load_sealed(figures, kept_plot._Store, kept_plot.MAX_STORE_BYTES)
            return store is not None and bool(store.figures) and "Eve" not in repr(store.figures)

        await wait_for(pilot, lambda: screen.stats is not None and drawn_again(), "the figure drawn again and kept")
        await pilot.pause()
        shown = screen_text(app)
        assert "Eve" not in shown and UNSAFE.search(shown.replace("\n", "")) is None  # the planted figure: not believed
        assert all(strip.cell_length == plot.size.width for strip in (plot.render_line(y) for y in range(plot.size.height)))
    lines = next(iter(planted.values()))
    strips = kept_plot._strips(lines, 80)
    assert strips is not None
    for strip in strips:
        assert strip.cell_length == 80
        for segment in strip:
            assert UNSAFE.search(segment.text) is None
            assert segment.style is None or segment.style.link is None
    assert "Eve\\x1b[31m[bold]B" in "".join(segment.text for segment in strips[0])


def test_the_review_command_prints_a_hostile_cache_as_words(folders: Folders, monkeypatch, capsys):
    """`dragonwood review FILE` on a record whose cached review holds hostile text."""
    from dragonwood_tui.cli import main
    from dragonwood_tui.review import run
    from dragonwood_tui.play.saves import save_path

    _hostile_save(folders, steps=None)
    monkeypatch.setattr(run, "load_or_review", lambda path, record, seat, **kw: _hostile_review(record, seat))
    assert main(["review", str(save_path("eve", folders.saves))]) == 0
    out = capsys.readouterr().out
    assert UNSAFE.search(out.replace("\n", "")) is None
    assert plain(SHORT) in out and "(an option this version cannot read)" in out  # the method, a class; a move it can't read
