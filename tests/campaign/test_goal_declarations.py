"""A game declares the campaign goals its stages may set (and the unit of each measure there),
what a capture may name and in which words, and its solo opponent's words: the campaign reads
these declarations and keeps no table of games of its own."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from dragonwood_tui import games
from dragonwood_tui.campaign.goals import GOAL_KINDS, goal_words, measure_text, star_words
from dragonwood_tui.campaign.loader import CampaignError, builtin_path, parse_campaign
from dragonwood_tui.campaign.model import Goal, Stage
from dragonwood_tui.tui.screens.campaign_words import opponents_words

PACKAGE = Path(games.__file__).resolve().parent.parent


@pytest.mark.parametrize("kind", games.game_kinds())
def test_a_game_declares_known_goal_kinds_with_a_unit(kind: str) -> None:
    game = games.get_game(kind)
    assert game.goal_kinds, f"{kind} declares no campaign goal"
    for goal_kind, unit in game.goal_kinds.items():
        assert goal_kind in GOAL_KINDS and unit


@pytest.mark.parametrize("kind", games.game_kinds())
def test_the_facts_a_declared_goal_reads_are_the_games(kind: str) -> None:
    game = games.get_game(kind)
    state = game.new_game(game.default_config(game.default_players), 1)
    facts = game.goal_facts(state, 0)
    for goal_kind in game.goal_kinds:
        missing = set(GOAL_KINDS[goal_kind].reads) - set(facts)
        assert not missing, f"{kind}'s {goal_kind} goal reads {missing}, which its goal_facts lacks"
    if any(GOAL_KINDS[k].condition == "targets" for k in game.goal_kinds):
        assert game.goal_targets()


def test_the_declarations_are_the_old_table() -> None:
    old = {
        "dragonwood": {"win": "points", "score": "points", "margin": "points ahead", "capture": "points"},
        "dice-quest": {"win": "points", "score": "points", "cards-left": "cards left", "beat": "enemies beaten"},
        "road-quest": {"win": "roads", "life-left": "life left", "roads-ahead": "roads ahead"},
    }
    assert {kind: dict(games.get_game(kind).goal_kinds) for kind in old} == old


def test_words_come_from_the_game() -> None:
    assert measure_text(Goal("win", [0]), "road-quest", 7) == "7 roads"
    assert measure_text(Goal("margin", [1]), "dragonwood", 3) == "+3 points ahead"
    assert goal_words(Goal("capture", [0], ["Blue Dragon", "Orange Dragon"]), "dragonwood") == "Capture both dragons"
    assert star_words(Goal("capture", [0, 9], ["Blue Dragon"]), "dragonwood") == [
        "Capture the Blue Dragon", "Capture the Blue Dragon, with at least 9 points"]
    solo = [opponents_words(Stage("s", "Solo", kind, Goal("win", [0]))) for kind in ("dragonwood", "dice-quest")]
    assert solo == [["Solo: the forest's automated opponent takes the cards you leave in the landscape."],
                    ["Solo: you against the quest line."]]


def _with_goal(game: str, goal: dict, opponents: list[str] | None = None) -> bytes:
    doc = json.loads(builtin_path().read_text(encoding="utf-8"))
    stage = doc["chapters"][0]["stages"][0]
    stage.update(game=game, goal=goal, modifiers={}, seed=None, guided=False, earlier=[])
    if opponents is not None:
        stage["opponents"] = opponents
    return json.dumps(doc).encode()


def test_the_loader_checks_a_goal_against_the_games_declaration() -> None:
    with pytest.raises(CampaignError, match="goal 'beat' is not a road-quest goal \\(it is for dice-quest\\)"):
        parse_campaign(_with_goal("road-quest", {"kind": "beat", "stars": [1]}, ["normal"]))
    with pytest.raises(CampaignError, match="unknown creature 'Purple Dragon'"):
        parse_campaign(_with_goal("dragonwood", {"kind": "capture", "stars": [0], "creatures": ["Purple Dragon"]}))
    parse_campaign(_with_goal("dragonwood", {"kind": "capture", "stars": [0], "creatures": ["Blue Dragon"]}))


def test_a_new_games_declaration_is_read_as_ours(monkeypatch: pytest.MonkeyPatch) -> None:
    import third_game

    toy, bot = third_game.KIND, third_game.register(monkeypatch, ui=False).DEFAULT_BOT
    parse_campaign(_with_goal(toy, {"kind": "margin", "stars": [1, 5]}, [bot]))
    with pytest.raises(CampaignError, match=f"goal 'capture' is not a {toy} goal"):
        parse_campaign(_with_goal(toy, {"kind": "capture", "stars": [0], "creatures": ["Blue Dragon"]}, [bot]))
    assert measure_text(Goal("margin", [1]), toy, 4) == "+4 points ahead"


# The project's own name is "dragonwood" too: its package, its command and its app class.
_PROJECT = re.compile(r"dragonwood(_tui|-tui|app)|dragonwood (verify|campaign|simulate|\{command\})", re.IGNORECASE)


def test_the_campaign_and_its_screens_name_no_game() -> None:
    files = [*(PACKAGE / "campaign").glob("*.py"), *(PACKAGE / "tui" / "screens").glob("campaign_*.py")]
    names = {"dice quest", "road quest", "dice_quest", "road_quest", "dragon"}
    names |= set(games.game_kinds()) | {games.game_title(k).lower() for k in games.game_kinds()}
    named = []
    for path in files:
        text = _PROJECT.sub("", path.read_text(encoding="utf-8")).lower()
        named += [f"{path.name}: {n}" for n in sorted(names) if n in text.replace("-", " ") or n in text]
    assert named == []
