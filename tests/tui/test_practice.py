"""Practice on your own mistakes, driven through the app: the list from the main menu, a
position on its game's table seen from the practising seat only, a pick graded from the cached
review (best; the blunder played, with the best shown; an option the review did not value),
solved twice in a row leaves the list, a corrupt practice file, and an answer changes no file of
the saves folder (no record, statistics, campaign or daily). Reviews are stacked (practice_helpers)."""

from __future__ import annotations

import msgspec
import pytest
from textual.widgets import OptionList, Static

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.practice.kept import Kept, kept_path
from dragonwood_tui.practice.positions import gather
from dragonwood_tui.storage.records import resolve_game
from dragonwood_tui.tui.screens.practice import PracticeScreen
from dragonwood_tui.tui.screens.practice_verdict import PracticeVerdictScreen
from dragonwood_tui.tui.screens.table_base import TableScreen

from conformance.registered import KINDS, register_if_toy
from tests.notifications import messages
from .app_helpers import Folders, folders, run_async, wait_for, wait_for_menu  # noqa: F401  (fixture)
from .practice_helpers import reviewed_save

YOU_FIRST = [SeatSpec("You"), SeatSpec("Ada", "greedy")]


def convert(table: TableScreen, kept: object) -> object:
    return msgspec.convert(kept, table.client.game.action_type)


async def open_practice(pilot) -> PracticeScreen:
    pilot.app.action_practice()
    await wait_for(pilot, lambda: isinstance(pilot.app.screen, PracticeScreen) and pilot.app.screen.kept is not None, "the practice list")
    return pilot.app.screen


async def table_up(pilot) -> TableScreen:
    await wait_for(pilot, lambda: isinstance(pilot.app.screen, TableScreen) and pilot.app.screen.is_mounted, "a practice table")
    return pilot.app.screen


async def verdict(pilot) -> str:
    await wait_for(pilot, lambda: isinstance(pilot.app.screen, PracticeVerdictScreen) and pilot.app.screen.is_mounted, "the verdict")
    return str(pilot.app.screen.query_one("#practice-verdict-text", Static).render())


def files_of(folder) -> dict[str, bytes]:
    """Every file under `folder`, by its path in it."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def no_analysis(monkeypatch) -> None:
    """Grading is from the cached review: any analysis made is a failure."""
    from dragonwood_tui.review import analysts, run

    def refuse(*_a, **_k):
        raise AssertionError("an analysis ran: practice grades from the cached review")

    monkeypatch.setattr(run, "review_record", refuse)
    monkeypatch.setattr(run, "_analyst", refuse)
    monkeypatch.setattr(analysts, "analyst_for", refuse)


@run_async
async def test_a_reviewed_game_practised_from_the_menu(folders: Folders, monkeypatch):
    record, review = reviewed_save(folders.saves, "dragonwood-a", "dragonwood", YOU_FIRST, 7, seat=0)
    blunders = [d for d in review.decisions if d.cls == "blunder"]
    assert len(blunders) >= 3
    no_analysis(monkeypatch)
    app = folders.app()
    async with app.run_test(size=(80, 24)) as pilot:  # the app's own files made once, before
        await wait_for_menu(pilot)
    before = files_of(folders.data)
    app = folders.app()
    async with app.run_test(size=(120, 40)) as pilot:
        practice = await open_practice(pilot)
        games = practice.query_one("#practice-games", OptionList)
        assert "Dragonwood" in str(games.get_option_at_index(1).prompt)
        assert f"{len(blunders)} positions" in str(games.get_option_at_index(1).prompt)
        await pilot.press("enter")  # all games
        table = await table_up(pilot)
        first = blunders[0]
        assert table.client.steps == first.step and table.viewer == 0 and table.answer is not None
        # the best: "best", and the position's count in a row
        table._play(convert(table, first.best_action))
        text = await verdict(pilot)
        assert "Best: that is the move the review found." in text and "solved 1 of 2 times in a row" in text
        assert "Streak: 1" in text
        await pilot.press("enter")
        table = await table_up(pilot)
        second = blunders[1]
        assert table.client.steps == second.step
        # the blunder played in the game: not the best, what it lost, the best shown with its chances
        table._play(convert(table, second.played_action))
        text = await verdict(pilot)
        assert "Not the best: that is the move you played in the game." in text
        assert "It loses 30.0 pts of chance ± 1.0 pts" in text
        best_words = table.client.game.describe(_state(record, second.step), convert(table, second.best_action), ["You", "Ada"])
        assert f"Best: {best_words}" in text and "Why: The better option wins more often: 70% against 40%" in text
        assert "Streak: 0 (best 1)" in text
        await pilot.press("escape")
        await wait_for(pilot, lambda: pilot.app.screen is practice and practice.run is None, "back to the list")
        assert table.client.steps == second.step  # nothing was played into the position
    # nothing of the data folder changed but the practice file: no record, statistics, campaign or daily
    after = files_of(folders.data)
    assert set(after) - set(before) == {"practice.json"} and {k: after[k] for k in before} == before
    kept = Kept.load(kept_path(folders.saves))
    assert kept.problem is None and kept.best_streak == 1 and kept.streak == 0


def _state(record, step):
    from dragonwood_tui.engine.walk import walk
    from dragonwood_tui.storage.records import resolve_game

    h = record.header
    return walk(resolve_game(record.kind), h.config, h.seed, record.actions[:step], seats=len(h.seats))


@run_async
async def test_solved_twice_in_a_row_leaves_the_list_and_an_unvalued_pick_is_said(folders: Folders):
    _record, review = reviewed_save(folders.saves, "dragonwood-a", "dragonwood", YOU_FIRST, 7, seat=0)
    blunders = [d for d in review.decisions if d.cls == "blunder"]
    app = folders.app()
    async with app.run_test(size=(120, 40)) as pilot:
        practice = await open_practice(pilot)
        for attempt in range(2):
            practice.start(None)
            table = await table_up(pilot)
            assert table.client.steps == blunders[0].step
            table._play(convert(table, blunders[0].best_action))
            text = await verdict(pilot)
            if attempt == 1:
                assert "Solved twice in a row: this position leaves the list." in text
            await pilot.press("escape")
            await wait_for(pilot, lambda: pilot.app.screen is practice and practice.run is None, "back to the list")
        assert [p.step for p in practice.left()] == [d.step for d in blunders[1:]]
        prompt = str(practice.query_one("#practice-games", OptionList).get_option_at_index(0).prompt)
        assert f"{len(blunders) - 1} positions" in prompt
        # a third option, one the review did not value: said so, and it counts for nothing
        practice.start(None)
        table = await table_up(pilot)
        d = blunders[1]
        legal = table.client.legal()
        other = next((a for a in legal if msgspec.json.encode(a) not in (msgspec.json.encode(convert(table, d.best_action)), msgspec.json.encode(convert(table, d.played_action)))), None)
        assert other is not None
        kept_before = (practice.kept.streak, practice.kept.in_a_row(practice.left()[0].key))
        table._play(other)
        text = await verdict(pilot)
        assert "Not valued" in text and "Best: " in text
        assert (practice.kept.streak, practice.kept.in_a_row(practice.left()[0].key)) == kept_before


@run_async
async def test_a_practice_position_shows_only_the_practising_seats_view(folders: Folders):
    # the person sits second: the table is seen from seat 2, never seat 1's hidden hand
    record, review = reviewed_save(folders.saves, "dragonwood-b", "dragonwood", [SeatSpec("Ada", "greedy"), SeatSpec("You")], 8, seat=1)
    first = next(d for d in review.decisions if d.cls == "blunder")
    app = folders.app()
    async with app.run_test(size=(120, 40)) as pilot:
        await open_practice(pilot)
        await pilot.press("enter")
        table = await table_up(pilot)
        game = table.client.game
        state = _state(record, first.step)
        seen = msgspec.msgpack.encode(table.view)
        assert table.viewer == 1 and seen == msgspec.msgpack.encode(game.view(state, 1))
        assert seen != msgspec.msgpack.encode(game.view(state, 0)) and seen != msgspec.msgpack.encode(game.view(state, None))
        assert table.view.hands is None  # every hand: the spectator's only


@run_async
async def test_a_hot_seat_game_practises_the_second_persons_seat_without_a_pass_screen(folders: Folders):
    record, review = reviewed_save(folders.saves, "dragonwood-h", "dragonwood", [SeatSpec("You"), SeatSpec("Bo")], 5, seat=1)
    first = next(d for d in review.decisions if d.cls == "blunder")
    app = folders.app()
    async with app.run_test(size=(120, 40)) as pilot:
        await open_practice(pilot)
        await pilot.press("enter")
        table = await table_up(pilot)
        for _ in range(5):  # a pass screen would come on top now
            await pilot.pause()
        assert pilot.app.screen is table and table.viewer == 1
        state = _state(record, first.step)
        assert msgspec.msgpack.encode(table.view) == msgspec.msgpack.encode(table.client.game.view(state, 1))


@run_async
async def test_no_reviewed_game_says_how_to_get_positions(folders: Folders):
    app = folders.app()
    async with app.run_test(size=(80, 24)) as pilot:
        practice = await open_practice(pilot)
        intro = str(practice.query_one("#practice-intro", Static).render())
        assert "No reviewed game yet" in intro and "review" in intro
        assert not practice.query_one("#practice-games", OptionList).display


@run_async
async def test_a_corrupt_practice_file_is_one_line_and_rebuilt(folders: Folders):
    reviewed_save(folders.saves, "dragonwood-a", "dragonwood", YOU_FIRST, 7, seat=0)
    path = kept_path(folders.saves)
    for bad in (b"{not json", b'{"seal":"00","body":{"format":"dragonwood-tui-practice"}}', b"\xff\xfe" * 50):
        path.write_bytes(bad)
        app = folders.app()
        async with app.run_test(size=(80, 24)) as pilot:
            practice = await open_practice(pilot)
            await wait_for(pilot, lambda: messages(app), "the notice")
            said = messages(app)
            assert len(said) == 1 and "\n" not in said[0] and str(path) in said[0] and "practice starts afresh" in said[0]
            assert practice.left()  # the positions are still there
        assert Kept.load(path).problem is None  # rebuilt: believed next time


def test_gathering_counts_each_reviewed_game_and_leaves_computer_seats_out(tmp_path):
    saves = tmp_path / "saves"
    saves.mkdir()
    reviewed_save(saves, "dragonwood-a", "dragonwood", YOU_FIRST, 7, seat=0)
    reviewed_save(saves, "dragonwood-c", "dragonwood", YOU_FIRST, 9, seat=1)  # a computer player's seat
    found = gather(saves)
    assert found.reviewed_games == 2
    assert {p.source for p in found.positions} == {"dragonwood-a"} and all(p.seat == 0 for p in found.positions)


@pytest.mark.parametrize("kind", KINDS)
@run_async
async def test_every_game_practises_a_position_on_its_own_table(kind: str, folders: Folders, monkeypatch):
    register_if_toy(kind, monkeypatch)
    from dragonwood_tui.bots import default_bot
    from dragonwood_tui.games import get_game

    game = get_game(kind)
    seats = game.default_seats(game.default_players, default_bot(kind))
    for seed in range(11, 41):  # a game with a decision of seat 1 to stack a blunder on
        record, review = reviewed_save(folders.saves, f"{kind}-{seed}", kind, seats, seed, seat=0, steps=60)
        blunders = [d for d in review.decisions if d.cls == "blunder"]
        if blunders:
            break
    assert blunders, f"{kind}: no decision to stack a blunder on"
    app = folders.app()
    async with app.run_test(size=(120, 40)) as pilot:
        await open_practice(pilot)
        await pilot.press("enter")
        table = await table_up(pilot)
        assert table.client.kind == kind and table.client.steps == blunders[0].step
        assert msgspec.msgpack.encode(table.view) == msgspec.msgpack.encode(game.view(_state(record, blunders[0].step), 0))
        table._play(convert(table, blunders[0].best_action))
        assert "Best: that is the move the review found." in await verdict(pilot)


@run_async
async def test_the_replays_review_practises_its_seats_mistakes(folders: Folders):
    from dragonwood_tui.tui.screens.replay import ReplayScreen

    _record, review = reviewed_save(folders.saves, "dragonwood-a", "dragonwood", YOU_FIRST, 7, seat=0)
    blunders = [d for d in review.decisions if d.cls == "blunder"]
    app = folders.app()
    async with app.run_test(size=(120, 40)) as pilot:
        app.sessions.open_replay_save("dragonwood-a", review=True)
        await wait_for(pilot, lambda: isinstance(app.screen, ReplayScreen) and 0 in app.screen.reviews, "the review from its cache")
        await pilot.press("x")
        table = await table_up(pilot)  # its positions, started at once
        assert table.client.steps == blunders[0].step


def _slow_review(monkeypatch, review, started, release):
    """`review.run.load_or_review` as a review that reports progress, then waits to be let go
    (or cancelled); returns `review`."""
    from dragonwood_tui.review import run

    def load_or_review(path, record, seat, *, progress=None, cancel=None, **_):
        progress(0, 10)
        started.set()
        while not release.wait(0.01):
            if cancel():
                raise run.Cancelled()
        progress(10, 10)
        return review

    monkeypatch.setattr(run, "load_or_review", load_or_review)


@run_async
async def test_practise_this_game_reviews_it_first_in_a_worker_cancellable(folders: Folders, monkeypatch):
    import threading

    from dragonwood_tui.review import run
    from dragonwood_tui.tui.screens.practice import ReviewFirstScreen, practise_save

    _record, review = reviewed_save(folders.saves, "dragonwood-a", "dragonwood", YOU_FIRST, 7, seat=0)
    run.cache_path(folders.saves / "dragonwood-a.json").unlink()  # not reviewed yet
    started, release = threading.Event(), threading.Event()
    _slow_review(monkeypatch, review, started, release)
    app = folders.app()
    async with app.run_test(size=(80, 24)) as pilot:
        practise_save(app, "dragonwood-a")
        await wait_for(pilot, lambda: isinstance(app.screen, ReviewFirstScreen) and started.is_set(), "the review running")
        await pilot.press("escape")  # cancelled: back, with a notice
        await wait_for(pilot, lambda: not isinstance(app.screen, ReviewFirstScreen), "the review cancelled")
        assert "Review cancelled." in messages(app)
        started.clear()
        practise_save(app, "dragonwood-a")
        await wait_for(pilot, lambda: isinstance(app.screen, ReviewFirstScreen) and started.is_set(), "the review running again")
        release.set()
        table = await table_up(pilot)
        assert table.client.steps == next(d for d in review.decisions if d.cls == "blunder").step


@run_async
async def test_the_daily_and_campaign_results_practise_the_mistakes_of_their_game(folders: Folders, monkeypatch):
    import threading
    from datetime import date

    from dragonwood_tui.campaign.loader import load_campaign
    from dragonwood_tui.daily.result import Proof
    from dragonwood_tui.review import run
    from dragonwood_tui.tui.screens.campaign_result import CampaignResultScreen
    from dragonwood_tui.tui.screens.daily import DailyResultScreen
    from dragonwood_tui.tui.screens.practice import ReviewFirstScreen

    _record, review = reviewed_save(folders.saves, "dragonwood-a", "dragonwood", YOU_FIRST, 7, seat=0)
    first = next(d for d in review.decisions if d.cls == "blunder")
    app = folders.app()
    async with app.run_test(size=(120, 40)) as pilot:
        # the daily's: its review kept, so no review runs
        proof = Proof("dragonwood", date(2026, 12, 1), False, True, (0,), (), "abc")
        app.push_screen(DailyResultScreen(proof, "dragonwood-a"))
        await wait_for(pilot, lambda: isinstance(app.screen, DailyResultScreen), "the daily result")
        await pilot.press("x")
        table = await table_up(pilot)
        assert table.client.steps == first.step
        await pilot.press("q")  # the table's own "leave": the menu
        await wait_for(pilot, lambda: len(app.screen_stack) == 1, "the menu")
        # the campaign's, of a game not reviewed yet: reviewed first, in a worker
        run.cache_path(folders.saves / "dragonwood-a.json").unlink()
        started, release = threading.Event(), threading.Event()
        _slow_review(monkeypatch, review, started, release)
        app.push_screen(CampaignResultScreen(app.sessions.campaign(), load_campaign().stages[0], "dragonwood-a", 7, None))
        await wait_for(pilot, lambda: isinstance(app.screen, CampaignResultScreen), "the campaign result")
        await pilot.press("x")
        await wait_for(pilot, lambda: isinstance(app.screen, ReviewFirstScreen) and started.is_set(), "the review running")
        release.set()
        table = await table_up(pilot)
        assert table.client.steps == first.step


@run_async
async def test_the_practice_list_follows_a_change_of_language(folders: Folders):
    reviewed_save(folders.saves, "dragonwood-a", "dragonwood", YOU_FIRST, 7, seat=0)
    app = folders.app()
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            practice = await open_practice(pilot)
            app.update_settings(language="fr")
            await pilot.pause()
            title = str(practice.query_one("#practice-title", Static).render())
            prompt = str(practice.query_one("#practice-games", OptionList).get_option_at_index(0).prompt)
            assert "Entraînez-vous" in title and "Tous les jeux" in prompt
    finally:
        from dragonwood_tui import i18n

        i18n.set_language("en")


@run_async
async def test_a_review_file_claiming_another_seats_decision_is_passed_over(folders: Folders):
    from dragonwood_tui.play.saves import save_path

    from .practice_helpers import keep_review, stacked_review

    record, _ = reviewed_save(folders.saves, "dragonwood-a", "dragonwood", YOU_FIRST, 7, seat=0)
    review = stacked_review(record, 0)
    blunders = [d for d in review.decisions if d.cls == "blunder"]
    taken = {d.step for d in review.decisions}
    game = resolve_game(record.kind)
    theirs = next(s for s in range(blunders[0].step) if s not in taken and game.to_move(_state(record, s)) == 1)
    # resealed: the first blunder moved to a step where the computer player decides
    forged = [msgspec.structs.replace(d, step=theirs) if d is blunders[0] else d for d in review.decisions]
    forged.sort(key=lambda d: d.step)
    from dragonwood_tui.review.model import accuracy

    forged_review = msgspec.structs.replace(review, decisions=forged, chance_start=forged[0].chance_best, accuracy=accuracy(forged))
    keep_review(save_path("dragonwood-a", folders.saves), record, forged_review)
    app = folders.app()
    async with app.run_test(size=(120, 40)) as pilot:
        await open_practice(pilot)
        await pilot.press("enter")
        table = await table_up(pilot)
        assert table.client.steps == blunders[1].step and table.client.my_turn()
