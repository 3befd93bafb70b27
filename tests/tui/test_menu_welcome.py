"""The main menu's welcome panel: on a wide terminal, beside the list, the last game finished
(won or lost, the scores, when) and the campaign's stars and next stage, or the art and a word
of welcome before any; read after the first frame from the saves index and the campaign's
progress; names from files shown as text; none on a narrow terminal, and the list stays a list."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.text import Text
from textual.widgets import Static

from campaign.helpers import play_attempt  # tests/campaign/helpers.py
from dragonwood_tui.campaign.loader import load_campaign
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.tui.menu_welcome import ART, campaign_lines
from dragonwood_tui.tui.screens.main_menu import MainMenuScreen

from .app_helpers import SMALL, Folders, folders, run_async, write_save  # noqa: F401  (fixture)
from .table_helpers import settle


async def _panel(folders: Folders, size) -> tuple[str, bool]:
    app = folders.app()
    async with app.run_test(size=size) as pilot:
        await settle(pilot, lambda: isinstance(app.screen, MainMenuScreen) and app.screen.filled)
        panel = app.screen.query_one("#menu-welcome", Static)
        rendered = panel.render()
        text = rendered.plain if isinstance(rendered, Text) else str(rendered)
        shown = panel.display and panel.region.width > 0
        menu = app.screen.query_one("#menu")
        assert not shown or panel.region.x >= menu.region.right  # beside the list, not over it
        return text, shown


@pytest.mark.parametrize("size", [(120, 40), (160, 50)], ids=["120x40", "160x50"])
@run_async
async def test_the_last_game_finished_and_its_result(folders: Folders, size):
    write_save(folders.saves, "dq", "dice-quest", [SeatSpec("You")], 9, minutes=10)
    write_save(folders.saves, "dw", "dragonwood", [SeatSpec("[bold red]Mallory[/]"), SeatSpec("Ada", "greedy")], 8, minutes=20)
    text, shown = await _panel(folders, size)
    assert shown and "Last game" in text
    last = text[text.index("Last game"):].split("\n\n")[0]
    assert "Dragonwood: " in last and "Dice Quest" not in last  # the newest one only
    assert "Your games" in text  # then the games finished by game (two: each 0 or 1 of 1 won)
    assert ("won" in last) != ("lost" in last) and "–" in last  # two seats: both scores
    assert text.index("Last game") < text.index("First stage: ")  # then the campaign's stage to start with


@pytest.mark.parametrize("saves", [0, 1], ids=["empty", "a-game"])
@run_async
async def test_the_panel_stands_as_tall_as_the_list_with_the_forest_at_its_bottom(folders: Folders, saves):
    if saves:
        write_save(folders.saves, "dq", "dice-quest", [SeatSpec("You")], 9, minutes=10)
    app = folders.app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, lambda: isinstance(app.screen, MainMenuScreen) and app.screen.filled)
        panel = app.screen.query_one("#menu-welcome", Static)
        menu = app.screen.query_one("#menu")
        assert (panel.region.y, panel.region.height) == (menu.region.y, menu.region.height)
        rows = str(panel.render().plain if isinstance(panel.render(), Text) else panel.render()).split("\n")
        if ART[1] in "\n".join(rows):  # the forest where the news leave it room: on its last rows
            assert rows[-1].strip() == ART[-1].strip()


@pytest.mark.parametrize("saves", [0, 1], ids=["empty", "a-game"])
@run_async
async def test_a_narrow_menu_says_the_news_under_its_title_and_stays_put(folders: Folders, saves):
    """80x24 has no room for the panel: the last game's result and the campaign's next stage (or
    the word of welcome) take the tagline's two rows, and the list stands where it stood."""
    if saves:
        write_save(folders.saves, "dw", "dragonwood", [SeatSpec("[bold red]Mallory[/]"), SeatSpec("Ada", "greedy")], 8, minutes=20)
    app = folders.app()
    async with app.run_test(size=SMALL) as pilot:
        menu = app.screen.query_one("#menu")
        await pilot.pause()
        before = menu.region
        await settle(pilot, lambda: isinstance(app.screen, MainMenuScreen) and app.screen.filled)
        await pilot.pause()
        summary = app.screen.query_one("#menu-summary", Static)
        text = str(summary.render().plain if isinstance(summary.render(), Text) else summary.render())
        assert summary.display and summary.region.height == 2 and summary.region.bottom <= menu.region.y
        assert not app.screen.query_one("#menu-subtitle", Static).display
        assert menu.region == before  # nothing moved when the news came
        assert menu.region.bottom <= SMALL[1] - 1  # the whole list above the footer
        if saves:
            assert text.startswith("Last game ") and "Dragonwood: " in text and "[bold" not in text
        else:
            assert text.startswith("First stage: ")  # the campaign's first stage for a new player


@run_async
async def test_a_solo_game_says_its_points(folders: Folders):
    write_save(folders.saves, "dq", "dice-quest", [SeatSpec("You")], 9, minutes=10)
    text, _shown = await _panel(folders, (120, 40))
    assert "Dice Quest: " in text and "point" in text


@run_async
async def test_before_any_game_the_art_and_a_welcome(folders: Folders):
    text, shown = await _panel(folders, (120, 40))
    assert shown and ART[1] in text and "Welcome" in text


@run_async
async def test_no_panel_on_a_narrow_terminal(folders: Folders):
    write_save(folders.saves, "dq", "dice-quest", [SeatSpec("You")], 9, minutes=10)
    _text, shown = await _panel(folders, SMALL)
    assert not shown


def test_the_campaigns_stars_and_next_stage(folders: Folders):
    campaign = load_campaign(None)
    fresh = campaign_lines(folders.saves)  # no attempt yet: the stage to start with (a new player needs it most)
    assert fresh == campaign_lines(folders.saves, []) and fresh[1].startswith("First stage: ")
    first = campaign.chapters[0].stages[0]  # the menu reads the file as data: the loader's first stage
    assert fresh == [f"Campaign: {campaign.title}", f"First stage: {first.title} ({first.game.replace('-', ' ').title()})"]
    first = campaign.chapters[0].stages[0]
    play_attempt(campaign, first.id, folders.saves, steps=3)
    from dragonwood_tui.storage.saves_list import list_saves

    assert campaign_lines(folders.saves, [i for i in list_saves(folders.saves) if not i.notes]) == fresh  # progress not read
    lines = campaign_lines(folders.saves, list_saves(folders.saves))
    assert lines == campaign_lines(folders.saves)
    assert "campaign star" in lines[0] and lines[1].startswith("Next stage: ")


def test_a_campaign_that_cannot_be_read_leaves_no_lines(tmp_path):
    folder = tmp_path / "saves"
    folder.write_text("a file where the folder should be", encoding="utf-8")
    assert campaign_lines(folder) == []


def _info(game: str, won: bool, *, finished: bool = True, problem: str | None = None, bot_first: bool = False):
    from dragonwood_tui.storage.saves_list import SaveInfo

    seats = (SeatSpec("Ada", "greedy"), SeatSpec("You")) if bot_first else (SeatSpec("You"), SeatSpec("Ada", "greedy"))
    me = 1 if bot_first else 0
    return SaveInfo(id=f"{game}-{won}", path=Path("x"), game=game, seats=seats, status="finished" if finished else "playing",
                    scores=(10, 8), winners=(me,) if won else (1 - me,), problem=problem)


def test_the_games_finished_by_game_the_most_played_first():
    """Counted from the person's seat (wherever it sits), finished readable games only; none
    before the second game (the last game says the first)."""
    from dragonwood_tui.tui.menu_welcome import record_lines

    assert record_lines([_info("dice-quest", True)]) == []
    infos = [
        _info("dice-quest", True), _info("dragonwood", False), _info("dragonwood", True, bot_first=True),
        _info("dragonwood", False), _info("dragonwood", True, finished=False), _info("dice-quest", True, problem="bad"),
    ]
    assert record_lines(infos) == ["Your games", "Dragonwood: 1 of 3 won", "Dice Quest: 1 of 1 won"]


@run_async
async def test_the_panel_says_the_games_finished_and_the_narrow_menu_does_not(folders: Folders):
    for n, kind in enumerate(("dice-quest", "dragonwood", "dragonwood")):
        seats = [SeatSpec("You")] if kind == "dice-quest" else [SeatSpec("You"), SeatSpec("Ada", "greedy")]
        write_save(folders.saves, f"g{n}", kind, seats, 9 + n, minutes=10 * n)
    text, shown = await _panel(folders, (160, 50))
    assert shown and "Your games" in text and " of 2 won" in text and " of 1 won" in text
    app = folders.app()
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot, lambda: isinstance(app.screen, MainMenuScreen) and app.screen.filled)
        summary = app.screen.query_one("#menu-summary", Static).render()
        assert "Your games" not in str(summary.plain if isinstance(summary, Text) else summary)


@pytest.mark.parametrize("size", [SMALL, (80, 40), (120, 40), (160, 50)], ids=["80x24", "80x40", "120x40", "160x50"])
@run_async
async def test_a_tall_menu_has_the_title_in_block_letters_and_the_forests_edge(folders: Folders, size):
    """From TALL rows the title is drawn large and the forest stands along the bottom: above
    the footer, under the list, never over it; a short terminal keeps its one-line title."""
    from dragonwood_tui.tui.menu_banner import banner_lines
    from dragonwood_tui.tui.screens.main_menu import TALL

    app = folders.app()
    async with app.run_test(size=size) as pilot:
        await settle(pilot, lambda: isinstance(app.screen, MainMenuScreen) and app.screen.filled)
        await pilot.pause()
        screen = app.screen
        banner, title, forest = (screen.query_one(f"#menu-{n}", Static) for n in ("banner", "title", "forest"))
        footer_y = size[1] - 1
        menu = screen.query_one("#menu")
        assert menu.region.bottom <= footer_y  # the whole list, always
        tall = size[1] >= TALL
        assert (banner.display, title.display, forest.display) == (tall, not tall, tall)
        if tall:
            assert banner.region.width >= max(len(line) for line in banner_lines())  # never cut
            assert banner.region.bottom <= menu.region.y
            assert menu.region.bottom <= forest.region.y and forest.region.bottom <= footer_y
            assert forest.region.width == size[0]


@pytest.mark.parametrize("size", [SMALL, (120, 40), (160, 50)], ids=["80x24", "120x40", "160x50"])
@run_async
async def test_a_brand_new_player_is_shown_the_campaigns_first_stage(folders: Folders, size):
    """Nothing played yet: the campaign's first stage, beside the list or under the title."""
    app = folders.app()
    async with app.run_test(size=size) as pilot:
        await settle(pilot, lambda: isinstance(app.screen, MainMenuScreen) and app.screen.filled)
        shown = [w for w in (app.screen.query_one("#menu-welcome", Static), app.screen.query_one("#menu-summary", Static)) if w.display]
        text = " ".join(str(w.render()) for w in shown if w.region.height)
        assert "First stage: " in text and "(Dragonwood)" in " ".join(text.split())


@pytest.mark.parametrize("size", [SMALL, (100, 34), (120, 40), (160, 50)], ids=["80x24", "100x34", "120x40", "160x50"])
@run_async
async def test_todays_deals_under_the_list_where_the_rows_allow_and_nothing_cut(folders: Folders, size):
    """From 40 rows: each daily game, played or not, who sits at its table, and the games that
    have none; every row of the menu above the footer, and the panel's lines unwrapped where wide."""
    from dragonwood_tui.daily.deal import daily_games
    from dragonwood_tui.games import game_kinds, game_title

    app = folders.app()
    async with app.run_test(size=size) as pilot:
        await settle(pilot, lambda: isinstance(app.screen, MainMenuScreen) and app.screen.filled)
        strip = app.screen.query_one("#menu-today", Static)
        assert strip.display == (size[1] >= 40)
        footer_y = size[1] - 1
        for widget in app.screen.query("#menu, #menu-welcome, #menu-today, #menu-banner, #menu-subtitle"):
            if widget.display and widget.region.height:
                assert widget.region.bottom <= footer_y and widget.region.right <= size[0], widget.id
        if strip.display:
            text = str(strip.render())
            for game in daily_games().values():
                assert f"{game.title} not played" in text
            for kind in game_kinds():
                if kind not in daily_games():
                    assert f"{game_title(kind)} has no daily challenge" in text
            forest = app.screen.query_one("#menu-forest")
            assert strip.region.bottom <= forest.region.y  # not under the forest


def test_a_computer_player_named_by_its_level_reads_as_a_computer_player():
    """A campaign names its opponents by their level ("Random", "Hard 2"): a list of players
    says "computer (random)", never a name that is a level; real names stay as typed."""
    from dragonwood_tui.i18n.levels import LEVEL_NAMES
    from dragonwood_tui.tui.titles import players_named

    for level in LEVEL_NAMES:
        for name in (level.capitalize(), f"{level.capitalize()} 2"):
            line = players_named([SeatSpec("You"), SeatSpec(name, level), SeatSpec("Ada", level)])
            assert line == f"You, computer ({level}), Ada", line
    assert players_named([SeatSpec("Hard"), SeatSpec("[b]x[/b]", "normal")]) == "Hard, [b]x[/b]"  # a person may be called so


def test_the_daily_block_counts_the_days_in_a_row():
    from dragonwood_tui.tui.daily_line import days_in_a_row

    assert days_in_a_row([]) == 0
    assert days_in_a_row([True, True, False]) == 2  # today still open: the run to yesterday
    assert days_in_a_row([True, False, True, True]) == 2
    assert days_in_a_row([False, False]) == 0


@pytest.mark.parametrize("cells", [32, 52])
def test_a_panel_with_more_news_than_rows_leaves_out_its_last_blocks_not_the_lists_height(cells):
    """A lived-in profile has every block (last game, campaign, daily, games by game): where they
    would stand taller than the list, the last ones are left out, whole."""
    from rich.console import Console
    from rich.style import Style

    from dragonwood_tui.tui.menu_welcome import HEAD, PLAIN
    from dragonwood_tui.tui.screens.main_menu import welcome_text

    blocks = [["Last game", "✓ Road Quest: won 8–7", "  Dec 1"],
              ["The Road to the Dragons: 16 of 48 campaign stars", "Next stage: The full quest (Dice Quest)"],
              ["Daily challenge", "2 days in a row played", "Last 30 days: 15 won, 9 lost"],
              ["Your games", "Dragonwood: 27 of 63 won", "Dice Quest: 35 of 55 won", "Road Quest: 10 of 29 won"]]
    lines = []
    for block in blocks:
        lines += ([(PLAIN, "")] if lines else []) + [(HEAD, block[0])] + [(PLAIN, line) for line in block[1:]]
    console = Console(width=200)
    for rows in (8, 12, 17):
        text = welcome_text(lines, Style(), rows, console, cells)
        drawn = text.wrap(console, cells)
        assert len(drawn) == rows, (rows, drawn.plain)  # as tall as the list: no taller, and padded to it
        assert "Last game" in text.plain
