"""The Daily screen, the daily result and the statistics screen: snapshots at 80x24 and 160x50,
in colour and with NO_COLOR, and Pilot-driven play (a daily from the menu to its result line).

Regenerate after an intended change with `pytest tests/tui --snapshot-update`.
"""

from __future__ import annotations

import shutil
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from daily.helpers import DAY, daily_record, write  # tests/daily/helpers.py
from dragonwood_tui.daily.attempts import attempts
from dragonwood_tui.daily.deal import daily_seed
from dragonwood_tui.play.saves import load_save
from dragonwood_tui.tui.screens.daily import DailyResultScreen, DailyScreen
from dragonwood_tui.tui.screens.game_over import GameOverScreen
from dragonwood_tui.tui.screens.stats import StatsScreen

from .app_helpers import LARGE, SMALL, Folders, folders, keys, run_async  # noqa: F401  (fixture)
from .table_helpers import INSTANT, settle

SAMPLES = Path(__file__).resolve().parents[2] / "saves"
SIZES = pytest.mark.parametrize("size", [SMALL, LARGE], ids=["80x24", "160x50"])
COLOUR = pytest.mark.parametrize("colour", [True, False], ids=["colour", "no-colour"])


def fixed_campaign(monkeypatch, stars: int = 5) -> None:
    """The built-in campaign with `stars` of its stars (its progress is the campaign's own tests'):
    its real title and count, translated on screen as a player sees them (a made-up "The Road"
    of 30 stayed English in the French and Russian snapshots)."""
    from dragonwood_tui.campaign.loader import load_campaign
    from dragonwood_tui.campaign.progress import progress
    from dragonwood_tui.stats import campaign_stars

    real = progress(load_campaign(None), Path("/nonexistent-saves"))
    fixed = campaign_stars.CampaignStars(real.title, stars, real.max_stars)
    monkeypatch.setattr(campaign_stars, "campaign_stars", lambda folder, listing=None: fixed)


def app_on(folders: Folders, monkeypatch, colour: bool, settings=None):
    fixed_campaign(monkeypatch)
    if colour:
        monkeypatch.delenv("NO_COLOR", raising=False)
    else:
        monkeypatch.setenv("NO_COLOR", "1")
    app = folders.app(settings=settings)
    app.fixed_today = DAY
    on_the_day(monkeypatch)
    return app


def on_the_day(monkeypatch) -> None:
    """Records made now are made on DAY (noon UTC, a microsecond apart): an attempt counts for
    its day only when it was started on it, whatever day the test runs."""
    from itertools import count

    from dragonwood_tui.engine import record_build
    from dragonwood_tui.play import autosave, saves

    ticks = count()
    noon = datetime(DAY.year, DAY.month, DAY.day, 12, tzinfo=timezone.utc)

    def now() -> datetime:
        return noon + timedelta(microseconds=next(ticks))

    for module in (record_build, autosave, saves):
        monkeypatch.setattr(module, "now", now)


def some_dailies(folder: Path) -> None:
    """Today's Dragonwood played; a Dice Quest played three days ago and one in progress."""
    write(folder, "dw-today", daily_record("dragonwood", DAY))
    write(folder, "dq-past", daily_record("dice-quest", DAY - timedelta(days=3)))
    write(folder, "dq-running", daily_record("dice-quest", DAY - timedelta(days=1), steps=4))


@SIZES
def test_main_menu_daily_entry(snap_compare, folders: Folders, monkeypatch, size):
    some_dailies(folders.saves)
    assert snap_compare(app_on(folders, monkeypatch, False), terminal_size=size, run_before=keys())


@SIZES
@COLOUR
def test_daily_screen(snap_compare, folders: Folders, monkeypatch, size, colour):
    some_dailies(folders.saves)
    assert snap_compare(app_on(folders, monkeypatch, colour), terminal_size=size, run_before=keys("y"))


@SIZES
@COLOUR
def test_daily_result(snap_compare, folders: Folders, monkeypatch, size, colour):
    some_dailies(folders.saves)
    assert snap_compare(app_on(folders, monkeypatch, colour), terminal_size=size, run_before=keys("y", "enter"))


@SIZES
@COLOUR
def test_statistics_with_plots(snap_compare, folders: Folders, monkeypatch, size, colour):
    for path in SAMPLES.glob("*.json"):
        shutil.copy(path, folders.saves / path.name)
    some_dailies(folders.saves)
    write(folders.saves, "dw-again", daily_record("dragonwood", DAY, practice=True, finished_at=datetime(2026, 12, 1, 12, tzinfo=timezone.utc)))
    assert snap_compare(app_on(folders, monkeypatch, colour), terminal_size=size, run_before=keys("t"))


@pytest.mark.parametrize("plot", ["2", "3"], ids=["histogram", "by-level"])
def test_statistics_other_plots(snap_compare, folders: Folders, monkeypatch, plot):
    for path in SAMPLES.glob("*.json"):
        shutil.copy(path, folders.saves / path.name)
    assert snap_compare(app_on(folders, monkeypatch, False), terminal_size=SMALL, run_before=keys("t", "down", "down", plot))


def test_statistics_with_no_games(snap_compare, folders: Folders, monkeypatch):
    assert snap_compare(app_on(folders, monkeypatch, True), terminal_size=SMALL, run_before=keys("t"))


# -- play ------------------------------------------------------------------------------------


@run_async
async def test_the_daily_entry_starts_the_days_deal_and_resumes_it(folders: Folders, monkeypatch):
    app = app_on(folders, monkeypatch, True, settings=INSTANT)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("y")
        await settle(pilot, lambda: isinstance(app.screen, DailyScreen))
        await pilot.press("enter")  # Dragonwood, today
        await settle(pilot, lambda: getattr(app.screen, "client", None) is not None)
        first = app.sessions.current_save
        record = load_save(first, folders.saves)
        assert record.header.seed == daily_seed(DAY, "dragonwood") and record.header.notes == "daily:2026-12-01"
        await pilot.press("q")  # back to the menu (the game is saved)
        await settle(pilot, lambda: len(app.screen_stack) == 1)
        await pilot.press("y")
        await settle(pilot, lambda: isinstance(app.screen, DailyScreen))
        await pilot.press("enter")  # in progress: resumed, not started again
        await settle(pilot, lambda: getattr(app.screen, "client", None) is not None)
        assert app.sessions.current_save == first
        assert [a.save_id for a in attempts(folders.saves)] == [first]


@run_async
async def test_a_finished_daily_ranks_and_shares_its_line(folders: Folders, monkeypatch):
    copied: list[str] = []
    app = app_on(folders, monkeypatch, True, settings=INSTANT)
    monkeypatch.setattr(app, "copy_to_clipboard", copied.append)
    async with app.run_test(size=LARGE) as pilot:
        app.sessions.play_daily("dice-quest")
        await settle(pilot, lambda: getattr(app.screen, "client", None) is not None)
        await pilot.press("g")  # give up: the solo game is lost at once
        await settle(pilot, lambda: app.screen.__class__.__name__ == "ConfirmScreen")
        await pilot.press("y")
        await settle(pilot, lambda: isinstance(app.screen, GameOverScreen))
        text = str(app.screen.query_one("#over-rank").render())
        assert "Your first finished solo Dice Quest game." in text and "press s" in text
        await pilot.press("s")
        await settle(pilot, lambda: isinstance(app.screen, DailyResultScreen))
        await pilot.press("c")
        await settle(pilot, lambda: bool(copied))
        assert copied == [app.screen.proof.share_line]
        assert copied[0].startswith("Dice Quest daily 2026-12-01 · lost with 0 · check ")
        lost = app.sessions.current_save
        await pilot.press("p")  # play again: practice
        await settle(pilot, lambda: getattr(app.screen, "client", None) is not None and app.sessions.current_save != lost)
        assert load_save(app.sessions.current_save, folders.saves).header.notes == "daily:2026-12-01:practice"
        assert [type(x).__name__ for x in app.screen_stack] == ["MainMenuScreen", "DiceQuestTableScreen"]


@run_async
async def test_the_statistics_plots_follow_the_chosen_mode(folders: Folders, monkeypatch):
    for path in SAMPLES.glob("*.json"):
        shutil.copy(path, folders.saves / path.name)
    app = app_on(folders, monkeypatch, True)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("t")
        await settle(pilot, lambda: isinstance(app.screen, StatsScreen))
        screen = app.screen
        assert screen._selected().kind == "dragonwood"
        await pilot.press("down", "down", "3")
        await settle(pilot, lambda: screen.active_tab == "tab-by-level")
        assert screen._selected().kind == "dice-quest"


@run_async
async def test_an_ordinary_game_ends_with_its_rank_and_no_daily_key(folders: Folders, monkeypatch):
    for path in SAMPLES.glob("dice-quest-solo-*.json"):
        shutil.copy(path, folders.saves / path.name)
    app = app_on(folders, monkeypatch, True, settings=INSTANT)
    async with app.run_test(size=LARGE) as pilot:
        app.sessions.start_default_game("dice-quest", 5)
        await settle(pilot, lambda: getattr(app.screen, "client", None) is not None)
        await pilot.press("g")
        await settle(pilot, lambda: app.screen.__class__.__name__ == "ConfirmScreen")
        await pilot.press("y")
        await settle(pilot, lambda: isinstance(app.screen, GameOverScreen))
        over = app.screen
        # the samples hold a won and a lost solo game: a loss with 0 ranks below the win, and
        # below the sample's loss unless that one scored 0 too (a tie shares the rank)
        from daily.test_stats import read_plain

        lost = read_plain(SAMPLES / "dice-quest-solo-lost.json")[2]["scores"][0]
        rank = "3rd" if lost > 0 else "2nd"
        assert str(over.query_one("#over-rank").render()) == f"Your {rank} best of 3 solo Dice Quest games."
        assert not over.check_action("share", ())
        await pilot.press("s")
        await pilot.pause()
        assert app.screen is over


def test_statistics_daily_results(snap_compare, folders: Folders, monkeypatch):
    some_dailies(folders.saves)
    assert snap_compare(app_on(folders, monkeypatch, False), terminal_size=SMALL, run_before=keys("t", "4"))


@pytest.mark.parametrize("n", [1, 3, 12])
@pytest.mark.parametrize("size", [SMALL, (120, 40), LARGE], ids=["80x24", "120x40", "160x50"])
def test_statistics_with_games_of_a_mode(snap_compare, folders: Folders, monkeypatch, n, size):
    """1 and 3 games: the plot's title, a sentence and the scores; 12: the plot, whole-number ticks."""
    from dragonwood_tui.engine.game import SeatSpec

    from .app_helpers import write_save

    for i in range(n):
        write_save(folders.saves, f"dq-{i:02d}", "dice-quest", [SeatSpec("You", "normal")], 100 + i, minutes=10 * i)
    assert snap_compare(app_on(folders, monkeypatch, True), terminal_size=size, run_before=keys("t"))


@pytest.mark.parametrize("size", [(120, 40), LARGE], ids=["120x40", "160x50"])
def test_main_menu_for_a_returning_player(snap_compare, folders: Folders, monkeypatch, size):
    """The welcome panel with a game finished and a campaign stage tried: the result, the stars,
    the next stage (made on DAY: fixed times)."""
    from campaign.helpers import play_attempt  # tests/campaign/helpers.py
    from dragonwood_tui.campaign.loader import load_campaign
    from dragonwood_tui.engine.game import SeatSpec

    from .app_helpers import write_save

    app = app_on(folders, monkeypatch, True)
    write_save(folders.saves, "dw", "dragonwood", [SeatSpec("You"), SeatSpec("Ada", "greedy")], 8, minutes=20)
    campaign = load_campaign(None)
    play_attempt(campaign, campaign.chapters[0].stages[0].id, folders.saves, steps=2)
    assert snap_compare(app, terminal_size=size, run_before=keys())


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@run_async
async def test_the_daily_result_speaks_to_a_player_and_exports_beside_the_saves(folders: Folders, monkeypatch, lang):
    """No command line (no backticks, no `dragonwood verify`) in the result's words, in any
    language; Export proposes the exports folder beside the saves, not the current folder."""
    from textual.widgets import Input, Static

    from dragonwood_tui import i18n
    from dragonwood_tui.storage.settings import Settings

    some_dailies(folders.saves)
    monkeypatch.chdir(folders.saves)  # a folder the proposal must not take
    app = app_on(folders, monkeypatch, True, settings=Settings(language=lang, motion=False))
    try:
        async with app.run_test(size=SMALL) as pilot:
            await keys("y", "enter")(pilot)
            await settle(pilot, lambda: isinstance(app.screen, DailyResultScreen))
            words = "\n".join(str(s.render()) for s in app.screen.query(Static))
            assert "`" not in words and "verify" not in words, words
            await pilot.press("e")
            await settle(pilot, lambda: bool(app.screen.query(Input)))
            proposed = Path(app.screen.query_one(Input).value)
            assert proposed.parent == folders.data / "exports", proposed
    finally:
        i18n.set_language("en")


@run_async
async def test_the_menu_says_todays_results_and_the_dailys_run(folders: Folders, monkeypatch):
    """A returning player: today's result in words (not only "won") under the Daily entry and
    in the strip of today's deals, and the panel's daily block (days in a row, won and lost)."""
    from textual.widgets import Static

    from dragonwood_tui.tui.screens.main_menu import MainMenuScreen

    some_dailies(folders.saves)
    app = app_on(folders, monkeypatch, True)
    async with app.run_test(size=LARGE) as pilot:
        await settle(pilot, lambda: isinstance(app.screen, MainMenuScreen) and app.screen.filled)
        panel = str(app.screen.query_one("#menu-welcome", Static).render())
        strip = str(app.screen.query_one("#menu-today", Static).render())
        assert "Daily challenge" in panel and "in a row played" in panel and "Last 30 days: " in panel, panel
        dragonwood = next(line for line in strip.splitlines() if "Dragonwood" in line)
        assert dragonwood.startswith(("✓ Dragonwood won ", "✗ Dragonwood lost ")) and "–" in dragonwood, strip
        # the daily in progress under Continue, named as the saves list names it, whole
        first = app.screen.query_one("#menu").get_option("continue").prompt.rows[0]
        assert first.startswith("Dice Quest daily · turn ") and "…" not in first, first
