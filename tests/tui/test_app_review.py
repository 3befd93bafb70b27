"""The replay viewer's Review mode (`r`): the panel's summary, jumps to mistakes and to the
costliest decisions, Esc cancelling a review that runs, the cache beside the record, and the
result screens' Review key. Reviews are built by hand (review_helpers): no analysis runs."""

from __future__ import annotations

import threading

import pytest
from datetime import date

from textual.widgets import Static

from dragonwood_tui.review import run
from dragonwood_tui.review.model import costliest
from dragonwood_tui.play.saves import save_path
from dragonwood_tui.tui.screens.replay import ReplayScreen
from dragonwood_tui.tui.screens.review_panel import MISTAKES, ReviewPanel

from tests.notifications import messages
from .app_helpers import SMALL, Folders, folders, run_async, standard_saves, wait_for  # noqa: F401  (fixture)
from dragonwood_tui.review.words import option_words

from .review_helpers import fixed_review, use_fixed


async def open_viewer(pilot, save_id: str, **kw) -> ReplayScreen:
    app = pilot.app
    app.sessions.open_replay_save(save_id, **kw)
    await wait_for(pilot, lambda: isinstance(app.screen, ReplayScreen) and app.screen.is_mounted, "the viewer")
    return app.screen


async def reviewed(pilot, screen: ReplayScreen) -> ReviewPanel:
    await wait_for(pilot, lambda: screen.reviewed in screen.reviews and screen.panel is not None and screen.panel.review is not None, "the review")
    return screen.panel


def summary(panel: ReviewPanel) -> str:
    return str(panel.query_one("#review-summary", Static).render()).replace("\u00a0", " ")


def now(panel: ReviewPanel) -> str:
    return str(panel.query_one("#review-now", Static).render())


@run_async
async def test_the_review_key_shows_the_seat_in_view_and_jumps(folders: Folders, monkeypatch):
    records = standard_saves(folders.saves)
    calls = use_fixed(monkeypatch)
    app = folders.app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_viewer(pilot, "dragonwood-a")
        assert screen.seat is None and not screen.check_action("mistake", (1,))
        await pilot.press("r")  # every hand: the person's seat (You, seat 1)
        panel = await reviewed(pilot, screen)
        expected = fixed_review(records["dragonwood-a"], 0)
        assert calls.made == [("load_or_review", 0, save_path("dragonwood-a", folders.saves))]
        text = summary(panel)
        assert f"Your review (seat 1, sampled): accuracy {expected.accuracy:.0f}/100" in text
        assert f"{expected.counts['blunder']} blunder" in text and "Costliest (keys 1 2 3;" in text
        assert not screen.board.log.display and panel.parent is screen.board.log.parent  # in place of the log
        # the decision at the step on the table: played, best, chances, loss, class
        words = option_words(records["dragonwood-a"], expected)  # the options in words, at their steps
        assert "Step 0: best" in now(panel) and words[0][0] in now(panel) and "Best:   the same" in now(panel)
        mistakes = [d.step for d in expected.decisions if d.cls in MISTAKES]
        await pilot.press("right_square_bracket")
        assert screen.cursor.step == mistakes[0]
        d = next(d for d in expected.decisions if d.step == mistakes[0])
        assert f"Step {d.step}: {d.cls}" in now(panel) and words[d.step][1] in now(panel)
        assert "Why: " in now(panel) and "chance of winning 5" in now(panel) and "over 64 sampled worlds." in now(panel)
        await pilot.press("right_square_bracket")
        assert screen.cursor.step == mistakes[1]
        await pilot.press("left_square_bracket")
        assert screen.cursor.step == mistakes[0]
        worst = costliest(expected)
        for key, decision in zip("123", worst):
            await pilot.press(key)
            assert screen.cursor.step == decision.step
        screen.seek(screen.cursor.length)
        await pilot.press("right_square_bracket")  # none after the last: a notice, the step stays
        assert screen.cursor.at_end
        # another seat in view: its own review; r on the same seat again: back to the table
        await pilot.press("v", "v")
        assert screen.seat == 1
        await pilot.press("r")
        panel = await reviewed(pilot, screen)
        assert screen.reviewed == 1 and "Review of Ada (seat 2" in summary(panel)
        await pilot.press("r")
        await pilot.pause()
        assert screen.reviewed is None and screen.panel is None and screen.board.log.display
        assert [seat for _, seat, _ in calls.made] == [0, 1]


@run_async
async def test_the_review_replaces_the_table_at_80x24_and_moves_on_resize(folders: Folders, monkeypatch):
    standard_saves(folders.saves)
    use_fixed(monkeypatch)
    app = folders.app()
    async with app.run_test(size=SMALL) as pilot:
        screen = await open_viewer(pilot, "dice-quest-c")
        await pilot.press("r")
        panel = await reviewed(pilot, screen)
        assert panel.parent is screen and not screen.board.widget.display
        await pilot.resize_terminal(120, 40)  # the large layout: the panel moves beside the table
        await wait_for(pilot, lambda: screen.panel is not None and screen.panel.parent is screen.board.log.parent, "the panel to move")
        assert screen.board.widget.display and not screen.board.log.display
        await pilot.resize_terminal(*SMALL)
        await wait_for(pilot, lambda: screen.panel is not None and screen.panel.parent is screen, "the panel to move back")
        await pilot.press("r")
        await pilot.pause()
        assert screen.panel is None and screen.board.widget.display


@run_async
async def test_escape_cancels_a_running_review_and_the_replay_stays(folders: Folders, monkeypatch):
    standard_saves(folders.saves)
    started, release = threading.Event(), threading.Event()
    outcome: list[str] = []

    def slow(path, record, seat, *, progress, cancel, **_):
        progress(1, 10)
        started.set()
        release.wait(60)  # the test lets it go on once Esc is pressed (a safety net, not a pace)
        if cancel():
            outcome.append("cancelled")
            raise run.Cancelled
        outcome.append("finished")
        return fixed_review(record, seat)

    monkeypatch.setattr(run, "load_or_review", slow, raising=False)
    app = folders.app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_viewer(pilot, "dragonwood-a")
        await pilot.press("r")
        await wait_for(pilot, started.is_set, "the review to start")
        await wait_for(pilot, lambda: "decision 1 of 10" in summary(screen.panel), "the progress")
        await pilot.press("right")  # the app answers meanwhile
        assert screen.cursor.step == 1
        await pilot.press("escape")
        release.set()
        await wait_for(pilot, lambda: bool(outcome), "the review thread to stop")
        await wait_for(pilot, lambda: not screen._reviewing and screen.panel is None, "the panel to go")
        assert outcome == ["cancelled"] and app.screen is screen and not screen.reviews


@run_async
async def test_a_review_error_is_one_notice(folders: Folders, monkeypatch):
    standard_saves(folders.saves)

    def refuse(path, record, seat, **_):
        raise run.ReviewError("dragonwood-a.json: no analyst for this game")

    monkeypatch.setattr(run, "load_or_review", refuse, raising=False)
    app = folders.app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_viewer(pilot, "dragonwood-a")
        await pilot.press("r")
        await wait_for(pilot, lambda: not screen._reviewing and screen.panel is None, "the review to fail")
        notes = messages(app)
        assert any("no analyst for this game" in n for n in notes), notes
        assert app.screen is screen


@run_async
async def test_the_daily_and_campaign_results_open_the_review(folders: Folders, monkeypatch):
    from dragonwood_tui.daily.result import Proof
    from dragonwood_tui.tui.screens.daily import DailyResultScreen

    standard_saves(folders.saves)
    calls = use_fixed(monkeypatch)
    app = folders.app()
    async with app.run_test(size=(120, 40)) as pilot:
        proof = Proof("dice-quest", date(2026, 12, 1), False, True, (0,), (), "abc")
        app.push_screen(DailyResultScreen(proof, "dice-quest-c"))
        await pilot.pause()
        await pilot.press("v")
        await wait_for(pilot, lambda: isinstance(app.screen, ReplayScreen), "the viewer")
        screen = app.screen
        panel = await reviewed(pilot, screen)
        assert screen.seat == 0 and screen.reviewed == 0 and "Your review" in summary(panel)
        assert calls.made == [("load_or_review", 0, save_path("dice-quest-c", folders.saves))]
        # the campaign's result screen (of a game that is no attempt here: it still opens)
        from dragonwood_tui.campaign.loader import load_campaign
        from dragonwood_tui.tui.screens.campaign_result import CampaignResultScreen

        road = load_campaign()
        app.push_screen(CampaignResultScreen(app.sessions.campaign(), road.stages[0], "dragonwood-a", 7, None))
        await wait_for(pilot, lambda: isinstance(app.screen, CampaignResultScreen), "the result")
        await pilot.press("v")
        await wait_for(pilot, lambda: isinstance(app.screen, ReplayScreen) and app.screen is not screen, "the viewer")
        panel = await reviewed(pilot, app.screen)
        assert app.screen.seat == 0 and "Your review (seat 1" in summary(panel)


@run_async
async def test_a_real_solo_dice_quest_review_is_cached_beside_its_save(folders: Folders, monkeypatch):
    """The whole-quest analysis (fast: a solo Dice Quest); the second opening reads the cache."""
    import shutil
    from pathlib import Path

    sample = Path(__file__).resolve().parents[2] / "saves" / "dice-quest-solo-lost.json"
    shutil.copy(sample, folders.saves / "lost.json")
    made = []
    review_record = run.review_record

    def counted(*args, **kw):
        made.append(args[1])
        return review_record(*args, **kw)

    monkeypatch.setattr(run, "review_record", counted)
    app = folders.app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_viewer(pilot, "lost")
        await pilot.press("r")
        panel = await reviewed(pilot, screen)
        review = screen.reviews[0]
        assert made == [0] and review.method == "estimated"
        assert run.cache_path(folders.saves / "lost.json").exists()
        assert f"accuracy {review.accuracy:.0f}/100" in summary(panel)
        first = next(d for d in review.decisions if d.cls in MISTAKES)
        await pilot.press("right_square_bracket")
        assert screen.cursor.step == first.step and f"Step {first.step}: {first.cls}" in now(panel)
        await pilot.press("escape")  # no review runs: Esc leaves the viewer
        await wait_for(pilot, lambda: not isinstance(app.screen, ReplayScreen), "the viewer to close")
        screen = await open_viewer(pilot, "lost")
        await pilot.press("r")
        await reviewed(pilot, screen)
        assert made == [0] and screen.reviews[0] == review  # from the cache: no analysis


@pytest.mark.parametrize("size", [(80, 24), (120, 40), (160, 50)], ids=["80x24", "120x40", "160x50"])
@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_the_step_in_view_is_never_cut_and_the_rest_scrolls(folders: Folders, monkeypatch, size, lang):
    """The step's class, played, best and why are inside the panel at every size; the summary
    and the plot below them are reached by scrolling (at 120x40 they once lay hidden)."""
    from dragonwood_tui import i18n
    from dragonwood_tui.storage.settings import Settings

    standard_saves(folders.saves)
    use_fixed(monkeypatch)

    @run_async
    async def go() -> None:
        app = folders.app(settings=Settings(bot_pace="instant", language=lang))
        async with app.run_test(size=size) as pilot:
            screen = await open_viewer(pilot, "dragonwood-a")
            await pilot.press("r")
            panel = await reviewed(pilot, screen)
            mistake = next(d for d in panel.review.decisions if d.cls == "mistake")
            screen.seek(mistake.step)
            await wait_for(pilot, lambda: "\n" in now(panel) and len(now(panel).splitlines()) >= 4, "the step's four lines")
            part = panel.query_one("#review-now", Static)
            await wait_for(pilot, lambda: part.region.height >= 4, "the step's part laid out")
            assert panel.content_region.contains_region(part.region), (part.region, panel.content_region)
            plot = panel.query_one("#review-plot")
            panel.scroll_end(animate=False)
            await wait_for(pilot, lambda: panel.scroll_y == panel.max_scroll_y, "the panel scrolled to its end")
            assert plot.region.height >= 6 and panel.content_region.overlaps(plot.region)  # the plot reached

    try:
        go()
    finally:
        i18n.set_language("en")
