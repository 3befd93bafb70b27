"""The guided first Dragonwood stage played through the app by key presses: from the main
menu to the map, the briefing, the table (with its goal banner and coach), the result with a
star, and stage 2 open. The test decides as the greedy bot would and acts only by keys."""

from __future__ import annotations


from dragonwood_tui.bots import make_bot
from dragonwood_tui.campaign.loader import load_campaign
from dragonwood_tui.campaign.progress import progress
from dragonwood_tui.games.dragonwood import cards as C
from dragonwood_tui.games.dragonwood.actions import Capture, DeclineMushroom, MushroomReroll, Reload
from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui.screens.campaign_briefing import CampaignBriefingScreen
from dragonwood_tui.tui.screens.campaign_map import CampaignMapScreen
from dragonwood_tui.tui.screens.campaign_result import CampaignResultScreen
from dragonwood_tui.tui.games.dragonwood.table import DragonwoodTableScreen

from tests.notifications import told
from .app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import tap, until
from .table_helpers import match_of

FAST = Settings(bot_pace="instant")
NUMBER_KEYS = "1234567890"
SPEND_KEYS = {C.FRIENDLY_BUNNY: "f", C.LIGHTNING_BOLT: "l", C.CHARMED_POTION: "p"}


async def do(pilot, table, action) -> None:
    """Play `action` by the keys a person would press on the Dragonwood table."""
    view = table.view
    if isinstance(action, Reload):
        await tap(pilot, "r")
    elif isinstance(action, DeclineMushroom):
        await tap(pilot, "k")
    elif isinstance(action, MushroomReroll):
        await tap(pilot, NUMBER_KEYS[action.die])
    elif isinstance(action, Capture):
        for card in action.cards:
            await tap(pilot, NUMBER_KEYS[table.board.order_shown.index(card)])
        for card in action.one_time:
            await tap(pilot, SPEND_KEYS[card])
        slot = "abcde"[view.landscape.index(action.target)]
        want = f"{action.target}:{action.method}"
        for _ in range(3):
            await tap(pilot, slot)
            if table.ui.target == want:
                break
        assert table.ui.target == want, (table.ui.target, want)
        await tap(pilot, "enter")
    else:  # a card to choose: wound, hand limit, storms
        await tap(pilot, NUMBER_KEYS[table.board.order_shown.index(action.card)], "enter")


@run_async
async def test_guided_first_stage_by_keys_earns_a_star_and_opens_stage_2(folders: Folders):
    app = folders.app(settings=FAST)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("m")  # Campaign: the first entry of the menu
        await until(pilot, lambda: isinstance(app.screen, CampaignMapScreen))
        assert app.screen.road.selected == "1-1"
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, CampaignBriefingScreen))
        await pilot.press("p")
        await until(pilot, lambda: isinstance(app.screen, DragonwoodTableScreen) and app.screen.view is not None)
        table = app.screen
        match = match_of(table)
        banner = str(table.query_one("#table-banner").render())
        assert "Win the game" in banner and "Coach:" in banner
        person = make_bot("dragonwood", "greedy", 0)
        while not match.is_over():  # every step below waits on a condition, with its own safety net
            await until(pilot, lambda: match.is_over() or (app.screen is table and match.to_move() == 0))
            if match.is_over():
                break
            view = match.game.view(match.state, 0)
            before = len(match.actions)
            await do(pilot, table, person.choose(view, match.game.legal_actions(match.state)))
            await until(pilot, lambda: len(match.actions) > before)
            assert len(match.actions) > before, "the keys did not play the move"
        assert 0 in match.game.winners(match.state)
        await until(pilot, lambda: type(app.screen).__name__ == "DragonwoodGameOverScreen")
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, CampaignResultScreen))
        result = app.screen
        assert result.attempt is not None and result.attempt.stars >= 1
        assert "Opens stage 1-2" in str(result.query_one("#result-unlocked").render())
        await pilot.press("n")  # the next stage's briefing, open to play
        await until(pilot, lambda: isinstance(app.screen, CampaignBriefingScreen))
        assert app.screen.stage.id == "1-2"
        assert app.screen.progress_.unlocked
    p = progress(load_campaign(), folders.saves)
    assert p.stage("1-1").stars >= 1 and p.stage("1-2").unlocked and p.current == "1-2"


@run_async
async def test_the_map_moves_by_keys_and_mouse_and_shows_locks(folders: Folders):
    app = folders.app(settings=FAST)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("m")
        await until(pilot, lambda: isinstance(app.screen, CampaignMapScreen))
        screen = app.screen
        road = screen.road
        await pilot.press("right", "right")
        assert road.selected == "1-3"
        await pilot.press("down")
        assert road.selected == "2-1"
        await pilot.press("left")
        assert road.selected == "1-5"  # the stop before on the road: the end of chapter 1
        await pilot.press("home")
        assert road.selected == "1-1"
        detail = str(screen.query_one("#map-detail").render())
        assert "Goal: Win the game" in detail
        # a click on a stop selects it, a second click opens its briefing (locked: no play)
        y, x0, _, stage = next(s for s in road._spots if s[3] == "1-2")
        region = road.content_region
        await pilot.click(offset=(region.x + x0 + 1, region.y + y))
        assert road.selected == "1-2"
        await pilot.click(offset=(region.x + x0 + 1, region.y + y))
        await until(pilot, lambda: isinstance(app.screen, CampaignBriefingScreen))
        briefing = app.screen
        assert briefing.stage.id == "1-2" and not briefing.progress_.unlocked
        assert briefing.query_one("#brief-play").disabled
        await pilot.press("p")  # refused: the stage is locked
        assert app.screen is briefing
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, CampaignMapScreen))


@run_async
async def test_a_campaign_attempt_resumed_with_continue_keeps_its_banner(folders: Folders):
    app = folders.app(settings=FAST)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("m", "enter", "p")
        await until(pilot, lambda: isinstance(app.screen, DragonwoodTableScreen) and app.screen.view is not None)
        await pilot.press("ctrl+q")
    app = folders.app(settings=FAST)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("c")
        await until(pilot, lambda: isinstance(app.screen, DragonwoodTableScreen) and app.screen.view is not None)
        assert "Stage 1-1" in str(app.screen.query_one("#table-banner").render())


@run_async
async def test_a_campaign_file_of_ones_own_is_loaded_from_the_map(folders: Folders, tmp_path):
    import json

    from dragonwood_tui.campaign.loader import builtin_path

    doc = json.loads(builtin_path().read_text())
    doc["id"], doc["title"] = "mine", "My own road"
    mine = tmp_path / "mine.json"
    mine.write_text(json.dumps(doc))
    broken = tmp_path / "broken.json"
    broken.write_text("{")
    app = folders.app(settings=FAST)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("m")
        await until(pilot, lambda: isinstance(app.screen, CampaignMapScreen))
        await pilot.press("l")
        await until(pilot, lambda: type(app.screen).__name__ == "TextPromptScreen")
        app.screen.query_one("Input").value = str(broken)
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, CampaignMapScreen))
        assert any(str(broken) in n.message for n in told(app))
        await pilot.press("l")
        await until(pilot, lambda: type(app.screen).__name__ == "TextPromptScreen")
        app.screen.query_one("Input").value = str(mine)
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, CampaignMapScreen) and app.screen.session.campaign.id == "mine")
        assert "My own road" in str(app.screen.query_one("#map-title").render())
