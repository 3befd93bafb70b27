"""The Dragonwood table after the QA round: the highlighted capture follows hard's pick,
keys during a computer player's turn, every seat at 80x24, the full log, the roll's bonuses by
card, distinct default names for several people."""

from __future__ import annotations

from types import SimpleNamespace

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.games.dragonwood import cards as C
from dragonwood_tui.bots.dragonwood_pick import rank_captures
from dragonwood_tui.games.dragonwood.actions import Capture
from dragonwood_tui.games.dragonwood.advice import best_option
from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui.games.dragonwood.table import DragonwoodTableScreen
from dragonwood_tui.tui.screens.log_view import LogScreen
from dragonwood_tui.tui.screens.new_game import person_names
from dragonwood_tui.tui.games.dragonwood.capture_options import CaptureList, option_id
from dragonwood_tui.tui.games.dragonwood.board import bonus_text, fit_words, status_text

from tests.notifications import told
from tests.dragonwood.helpers import H

from . import table_positions
from .app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import INSTANT, settle, table_in_app, tap
from .table_helpers import match_of


def best_id(screen: DragonwoodTableScreen) -> str:
    best = rank_captures(screen.view, screen.ui.selected, screen.ui.one_time)[0].option  # hard's pick
    return option_id(best.target, best.method)


@run_async
async def test_the_highlight_follows_the_best_capture_unless_the_player_chose_one(folders: Folders):
    match = table_positions.match("dragonwood-turn")
    async with table_in_app(folders, match, size=(80, 24), settings=INSTANT) as (app, pilot, screen):
        await settle(pilot, lambda: not match.bot_to_move())
        checked = 0
        for key in "123456789"[: len(screen.board.order_shown)]:
            await tap(pilot, key)
            if not screen.board.rows:
                continue
            assert screen.ui.target == best_id(screen)  # a new selection: its best capture
            checked += 1
            if len(screen.board.rows) > 1:
                await tap(pilot, "down")  # the player's own choice stays while the cards do
                if screen.ui.target == best_id(screen):  # the pick was the last row
                    await tap(pilot, "up")
                chosen = screen.ui.target
                assert chosen != best_id(screen)
                await tap(pilot, "o")  # sorting redraws, the selection is the same
                assert screen.ui.target == chosen
        assert checked >= 2
        await tap(pilot, "escape")
        assert screen.ui.target is None and not screen.ui.target_chosen


@run_async
async def test_enter_after_selecting_tries_the_surest_anyway_when_a_reload_is_better(folders: Folders):
    # G1 G4: Scream Crazy Bats 35/36 (1 VP) or Fire Ants 13/36 (2 VP). hard would reload with
    # either: the words say so about the capture highlighted, the surest (the bats), and the
    # prompt tries it "anyway" (it read "try Fire Ants" under "36% is too risky").
    match = table_positions.match("dragonwood-turn")
    async with table_in_app(folders, match, size=(120, 40), settings=INSTANT) as (app, pilot, screen):
        await settle(pilot, lambda: not match.bot_to_move())
        await tap(pilot, "1", "2")
        selected = list(screen.ui.selected)
        assert sorted(selected) == sorted(H("G1 G4"))
        title = screen.board.query_one(CaptureList).border_title
        assert title == "Chances · ▶ a reload is better: 2 cards for only 1 VP, keep them for a bigger capture"
        assert "enter: try anyway to Scream Crazy Bats" in screen.board.prompt.text
        played = len(match.actions)
        await tap(pilot, "enter")
        await settle(pilot, lambda: len(match.actions) > played)
        action = match.actions[played]
        assert isinstance(action, Capture) and C.name(action.target) == "Crazy Bats"
        assert action.method == "scream" and action.cards == tuple(selected)


def test_the_border_takes_the_reasons_that_fit_in_order():
    clauses = ["hard's pick: 14% for 2 VP", "Friendly Bunny 86% is worth less", "hard would reload"]
    heads = ("Chances · ▶ ", "▶ ")
    every = "hard's pick: 14% for 2 VP; Friendly Bunny 86% is worth less; hard would reload"
    assert fit_words(heads, clauses, 0) == "Chances · ▶ " + every
    assert fit_words(heads, clauses, 81) == "▶ " + every  # the short head, to say it all
    assert fit_words(heads, clauses, 74) == "Chances · ▶ hard's pick: 14% for 2 VP; Friendly Bunny 86% is worth less"
    assert fit_words(heads, clauses, 10) == "Chances · ▶ hard's pick"  # its verdict: no word cut


def test_a_reason_too_long_for_the_border_is_shortened_between_its_words():
    reload = "a reload is better: 2 cards for only 2 VP, keep them for a bigger capture"
    heads = ("Chances · ▶ ", "▶ ")
    assert fit_words(heads, [reload, "hard's pick: 36% for 2 VP"], 60) == "Chances · ▶ a reload is better: 2 cards for only 2 VP"
    assert fit_words(heads, [reload], 30) == "Chances · ▶ a reload is better"
    assert fit_words(heads, [reload], 0) == "Chances · ▶ " + reload  # the width not known yet: every word


@run_async
async def test_the_guided_first_game_r7_b6_says_a_reload_is_better(folders: Folders):
    # The case, in the campaign's guided first game: hard's values put Fire Ants (14%)
    # above the Friendly Bunny (86%), both below a reload: the box says so, Enter tries the surest.
    from dragonwood_tui.tui.screens.campaign_briefing import CampaignBriefingScreen
    from dragonwood_tui.tui.screens.campaign_map import CampaignMapScreen

    app = folders.app(settings=INSTANT)
    async with app.run_test(size=(160, 50)) as pilot:  # room for the three clauses
        await pilot.press("m")
        await settle(pilot, lambda: isinstance(app.screen, CampaignMapScreen))
        await pilot.press("enter")
        await settle(pilot, lambda: isinstance(app.screen, CampaignBriefingScreen))
        await pilot.press("p")
        await settle(pilot, lambda: isinstance(app.screen, DragonwoodTableScreen) and app.screen.view is not None)
        screen = app.screen
        for card in H("R7 B6"):
            await tap(pilot, "1234567890"[screen.board.order_shown.index(card)])
        title = screen.board.query_one(CaptureList).border_title
        # the verdict, in a beginner's words, about the capture Enter tries (the surest), and
        # the coach above says the same
        assert title == "Chances · ▶ a reload is better: this enhancement is worth less than 2 cards now"
        banner = str(screen.query_one("#table-banner").render())
        assert "worth trying" not in banner
        played = len(match_of(screen).actions)
        await tap(pilot, "enter")
        await settle(pilot, lambda: len(match_of(screen).actions) > played)
        action = match_of(screen).actions[played]
        assert isinstance(action, Capture) and C.name(action.target) == "Friendly Bunny" and action.method == "strike"


@run_async
async def test_action_keys_are_refused_during_a_computer_players_turn(folders: Folders):
    match = table_positions.match("dragonwood-turn")  # You, then two greedy players
    async with table_in_app(folders, match, size=(80, 24), settings=Settings(bot_pace="slow")) as (app, pilot, screen):
        assert screen.check_action("reload", ()) is True
        await tap(pilot, "r")
        played = len(match.actions)
        assert match.bot_to_move()
        assert not screen.check_action("reload", ()) and not screen.check_action("confirm", ())
        footer_keys = {b.binding.action for b in screen.active_bindings.values() if b.binding.show and b.enabled}
        assert "reload" not in footer_keys and "confirm" not in footer_keys and "skip" in footer_keys
        told(app).clear()
        await tap(pilot, "1", "r", "enter")
        assert len(match.actions) == played  # nothing played, nothing queued
        assert any("Not your turn" in n.message for n in told(app))
        await tap(pilot, "s")
        await settle(pilot, lambda: not match.bot_to_move())
        assert match.to_move() == 0 and len(match.actions) > played


@run_async
async def test_every_seat_and_the_full_log_at_80x24(folders: Folders):
    match = table_positions.match("dragonwood-wound")  # four players
    async with table_in_app(folders, match, size=(80, 24), settings=INSTANT) as (app, pilot, screen):
        await settle(pilot, lambda: not match.bot_to_move())
        players = screen.board.query_one("#dw-players")
        assert screen.view.players == 4 and players.region.height == 4
        await tap(pilot, "h")
        await settle(pilot, lambda: isinstance(app.screen, LogScreen))
        assert isinstance(app.screen, LogScreen)
        assert [t.plain for t in app.screen.lines] == screen.board.log.lines and len(app.screen.lines) > 10
        await tap(pilot, "escape")
        await settle(pilot, lambda: app.screen is screen)
        assert app.screen is screen


def attempt_view(enhancements: list[int], method: str, one_time: list[int], bonus: int) -> SimpleNamespace:
    attempt = SimpleNamespace(seat=0, method=method, one_time=one_time, bonus=bonus)
    return SimpleNamespace(attempt=attempt, enhancements=[enhancements])


def test_the_roll_names_its_bonuses_apart_from_the_dice():
    assert bonus_text(attempt_view([C.SILVER_SWORD], "strike", [], 2)) == "+2 Sword"
    assert bonus_text(attempt_view([C.SILVER_SWORD], "stomp", [], 0)) == ""
    both = attempt_view([C.BUCKET_OF_SPINACH, C.MAGICAL_UNICORN], "stomp", [C.LIGHTNING_BOLT], 7)
    assert bonus_text(both) == "+2 Spinach +1 Unicorn +4 Bolt"
    assert bonus_text(attempt_view([], "strike", [], 3)) == "+3"  # parts unknown: the number


def test_several_people_are_not_all_called_you():
    bots = [SeatSpec("You"), SeatSpec("Ada", "greedy")]
    assert person_names(bots) == bots
    people = person_names([SeatSpec("You"), SeatSpec("You"), SeatSpec("Bram"), SeatSpec("Cleo", "greedy")])
    assert [s.name for s in people] == ["Player 1", "Player 2", "Bram", "Cleo"]


def test_the_compact_header_at_game_over_has_no_dangling_separator():
    match = table_positions.match("dragonwood-over")
    view = match.game.view(match.state, 0)
    text = status_text(view, [s.name for s in match.seats], compact=True).plain
    assert view.over and "pass " not in text and not text.rstrip().endswith("·") and len(text) <= 78


@run_async
async def test_setup_renames_you_when_a_second_person_sits_down(folders: Folders):
    from textual.widgets import Input, Select

    from dragonwood_tui.tui.screens.new_game import PERSON, NewGameScreen

    app = folders.app(settings=INSTANT)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = NewGameScreen("dragonwood")
        app.push_screen(screen)
        await settle(pilot, lambda: screen.is_mounted and bool(screen.query("#seat-1-who")))
        assert screen.query_one("#seat-0-name", Input).value == "You"
        screen.query_one("#seat-1-who", Select).value = PERSON
        await settle(pilot, lambda: screen.query_one("#seat-0-name", Input).value != "You")
        assert screen.query_one("#seat-0-name", Input).value == "Player 1"
        assert [s.name for s in screen.seats()][:2] == ["Player 1", "Ada"]
