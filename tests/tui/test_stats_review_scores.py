"""The Statistics screen's review scores (key 5): the score of the player's last 20 reviewed games
of the line's game as a plot from 3 of them (whole-number ticks), fewer as a sentence and the
scores, none as how to review one; "your last N reviewed games: played like ..." above.
Reviews are written as the review's cache beside the saves (no analysis runs)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Static

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.review.model import Decision, SeatReview, accuracy, classify, counts
from dragonwood_tui.review.run import ANALYSIS_VERSION, CACHE_FORMAT, CacheFile, cache_path, record_key
from dragonwood_tui.review.score import fit_for, score
from dragonwood_tui.storage.cache import store_sealed
from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui.screens.stats import StatsScreen
from dragonwood_tui.tui.screens.stats_review import LEAST_POINTS
from dragonwood_tui.tui.widgets.kept_plot import KeptPlot

from .app_helpers import SMALL, Folders, folders, keys, run_async, write_save  # noqa: F401  (fixture)
from .table_helpers import settle

DECIMAL = re.compile(r"(?<![\d.])\d+\.\d+(?![\d.])")
KIND = "dice-quest"  # solo: quick to play, and its table has a fit


def write_review(folder: Path, save_id: str, record: Any, loss: float, seat: int = 1) -> float:
    """The review of `seat` (1 = first) of the save, cached as the app caches it, every decision losing
    `loss` (so the accuracy is the per-move accuracy of `loss`); its score."""
    decisions = []
    for i, step in enumerate(range(0, min(len(record.actions), 30), 2)):
        best = 0.6
        decisions.append(Decision(
            step=step, turn=1 + i, chance_played=best - loss, chance_best=best, loss=loss, se=0.0, cls=classify(loss),
            options=3, played_action={"n": 0}, best_action={"n": 1} if loss else {"n": 0}))
    review = SeatReview(game=record.kind, seat=seat, name=record.header.seats[seat - 1].name, method="estimated",
                        accuracy=accuracy(decisions), counts=counts(decisions), decisions=decisions, chance_start=0.6)
    store_sealed(cache_path(folder / f"{save_id}.json"), CacheFile(CACHE_FORMAT, ANALYSIS_VERSION, record_key(record), {str(seat): review}))
    fit = fit_for(record.kind, len(record.header.seats))
    assert fit is not None
    return score(review.accuracy, fit)


def saves(folder: Path, games: int, reviewed: int) -> list[int]:
    """`games` solo Dice Quest saves, the last `reviewed` of them reviewed; their scores, oldest first."""
    scores = []
    for i in range(games):
        record = write_save(folder, f"dq-{i:02d}", KIND, [SeatSpec("You", "normal")], 300 + i, minutes=10 * i)
        if i >= games - reviewed:
            scores.append(round(write_review(folder, f"dq-{i:02d}", record, loss=0.01 * (i % 7))))
    return scores


async def open_scores(pilot, app) -> Any:
    await pilot.press("t")
    await settle(pilot, lambda: isinstance(app.screen, StatsScreen))
    await pilot.press("5")
    screen = app.screen
    await settle(pilot, lambda: bool(screen.query("#plot-review")) and screen.query_one("#plot-review", KeptPlot)._key is not None)
    return screen


@pytest.mark.parametrize("reviewed", [0, 2, 3, 22])
@run_async
async def test_review_scores_plot_from_three_games_the_figures_else(folders: Folders, reviewed: int):
    scores = saves(folders.saves, max(3, reviewed), reviewed)
    app = folders.app()
    async with app.run_test(size=SMALL) as pilot:
        screen = await open_scores(pilot, app)
        assert screen.active_tab == "tab-review"
        plot = screen.query_one("#plot-review", KeptPlot)
        line = str(screen.query_one("#stats-review-line", Static).render())
        drawn = "\n".join(plot.render_line(y).text for y in range(plot.size.height))
        assert "Review score, game by game: Dice Quest" in drawn
        if reviewed == 0:
            assert plot._note is not None and "No reviewed game yet" in drawn and line == ""
            return
        shown = min(reviewed, 20)
        if shown == 1:
            assert "1 reviewed game: played like " in line
        else:
            assert f"Your last {shown} reviewed games: played like " in line
        if reviewed < LEAST_POINTS:
            assert plot._note is not None and plot._paint is None
            assert f"{reviewed} reviewed games so far" in drawn and str(LEAST_POINTS) in drawn
            assert ", ".join(str(s) for s in scores) in drawn
        else:
            assert plot._note is None and plot._paint is not None
            assert plot._key == ("review", "Review score, game by game: Dice Quest", tuple(scores[-20:]))
            assert not DECIMAL.search(drawn), drawn  # whole games, whole points
            assert "100" in drawn and "reviewed game" in drawn


def test_only_the_players_seat_and_the_last_twenty(tmp_path):
    from dragonwood_tui.stats import collect
    from dragonwood_tui.stats.reviews import reviewed_games

    folder = tmp_path / "saves"
    folder.mkdir()
    scores = saves(folder, 23, 22)
    # the latest game is a 2-seat one whose review is of the computer player's seat only: not the player's
    record = write_save(folder, "dq-two", KIND, [SeatSpec("You", None), SeatSpec("Bot", "normal")], 9, minutes=999)
    write_review(folder, "dq-two", record, 0.0, seat=2)
    games = collect(folder).games
    found = reviewed_games(folder, games, KIND)
    assert len(found) == 20 and "dq-two" not in {r.save_id for r in found}
    assert [round(r.score) for r in found] == scores[-20:]
    write_review(folder, "dq-two", record, 0.0, seat=1)  # now the person's seat too: the latest
    found = reviewed_games(folder, games, KIND)
    assert found[-1].save_id == "dq-two" and [round(r.score) for r in found[:-1]] == scores[-19:]
    assert reviewed_games(folder, games, "road-quest") == []
    # a damaged cache, a cache of another record, a directory in a cache's place: no reviewed game, no error
    from dragonwood_tui.review.run import cache_path

    cache_path(folder / "dq-22.json").write_bytes(b"\x00not json")
    cache_path(folder / "dq-21.json").write_bytes(cache_path(folder / "dq-20.json").read_bytes())
    cache_path(folder / "dq-19.json").unlink()
    cache_path(folder / "dq-19.json").mkdir()
    (folder / "dq-18.json").write_bytes(b"{}")  # the record itself unreadable now
    found = reviewed_games(folder, games, KIND)
    assert {r.save_id for r in found}.isdisjoint({"dq-22", "dq-21", "dq-19", "dq-18"}) and len(found) == 19  # every other one


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_review_scores_snapshot(snap_compare, folders: Folders, lang: str):
    saves(folders.saves, 6, 6)
    app = folders.app(settings=Settings(language=lang))
    assert snap_compare(app, terminal_size=SMALL, run_before=keys("t", "5"))


@pytest.mark.parametrize("width", [40, 60, 78, 120])
def test_tabs_that_do_not_fit_keep_the_active_one_whole_and_every_one_a_place(width: int):
    from rich.cells import cell_len

    from dragonwood_tui.tui.widgets.tab_strip import TabStrip

    labels = ["Динамика счёта", "Гистограмма счёта", "Доля побед по соперникам", "Испытания", "Разборы"]
    for active in range(len(labels)):
        strip = TabStrip([(f"t{i}", label) for i, label in enumerate(labels)], f"t{active}")
        laid = strip._layout(width)
        assert [t for t, _left, _label in laid] == [f"t{i}" for i in range(len(labels))]
        end = laid[-1][1] + cell_len(laid[-1][2])
        assert end <= width or width < 40 + 1, (width, laid)
        assert laid[active][2] == labels[active]  # the tab on show, whole
        assert all(label for _t, _left, label in laid)
        lefts = [left for _t, left, _label in laid]
        assert lefts == sorted(set(lefts))  # no two tabs on the same cell
        if sum(map(cell_len, labels)) + 2 * len(labels) <= width:  # all fit: as before, two spaces apart
            assert [label for *_x, label in laid] == labels and lefts[1] - lefts[0] == cell_len(labels[0]) + 2


@run_async
async def test_a_game_reviewed_while_the_screen_was_away_shows_when_it_is_opened_again(folders: Folders):
    saves(folders.saves, 3, 2)
    app = folders.app()
    async with app.run_test(size=SMALL) as pilot:
        screen = await open_scores(pilot, app)
        plot = screen.query_one("#plot-review", KeptPlot)
        assert plot._note is not None  # two: the figures
        await pilot.press("escape")
        await settle(pilot, lambda: not isinstance(app.screen, StatsScreen))
        from dragonwood_tui.storage.files import read_record_file

        record = read_record_file(folders.saves / "dq-00.json")
        write_review(folders.saves, "dq-00", record, 0.02)  # the third reviewed game (no statistic changes)
        await pilot.press("t")
        await settle(pilot, lambda: app.screen is screen and plot._paint is not None)
        assert len(plot._key[2]) == 3 and "Your last 3 reviewed games" in str(screen.query_one("#stats-review-line", Static).render())
