"""Campaign test helpers: a small campaign made in the test, and attempts played by bots in
the person's seat (recorded exactly as the app records them)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from dragonwood_tui.bots import make_bot
from dragonwood_tui.campaign.attempts import start_attempt
from dragonwood_tui.campaign.loader import parse_campaign
from dragonwood_tui.campaign.model import Campaign


def stage(sid: str, goal: dict[str, Any], game: str = "dice-quest", **extra: Any) -> dict[str, Any]:
    return {"id": sid, "title": f"Stage {sid}", "game": game, "goal": goal, **extra}


def campaign_doc(*chapters: list[dict[str, Any]], needs: tuple[int, ...] = ()) -> dict[str, Any]:
    return {
        "format": "dragonwood-tui-campaign",
        "version": 1,
        "id": "test",
        "title": "Test road",
        "chapters": [
            {"id": f"c{i + 1}", "title": f"Chapter {i + 1}", "stages": stages,
             **({"stars_needed": needs[i]} if i < len(needs) and needs[i] else {})}
            for i, stages in enumerate(chapters)
        ],
    }


def make_campaign(doc: dict[str, Any]) -> Campaign:
    return parse_campaign(json.dumps(doc).encode(), "test.json")


# Dice Quest played by the greedy bot: a few enemies beaten, quickly. Thresholds chosen so that
# "easy" gives 3 stars (1, 2, 3 enemies) and "never" no star at all (60 enemies: more than the deck).
EASY = {"kind": "beat", "stars": [1, 2, 3]}
NEVER = {"kind": "beat", "stars": [60]}


def small_campaign() -> Campaign:
    return make_campaign(campaign_doc(
        [stage("a", EASY), stage("b", NEVER), stage("c", EASY)],
        [stage("d", EASY)],
        needs=(0, 4),
    ))


def play_attempt(campaign: Campaign, stage_id: str, folder: Path, seed: int = 5, steps: int | None = None,
                 bot: str = "greedy") -> tuple[str, Any]:
    """An attempt at `stage_id` played by `bot` in the person's seat (autosaved): (save id, match)."""
    st = campaign.stage(stage_id)
    session = start_attempt(campaign, st, folder, seed)
    save_id, match = session.id, session.match
    from dragonwood_tui.bots import bot_names

    person = make_bot(st.game, bot if bot in bot_names(st.game) else "normal", seed)
    played = 0
    while not match.is_over() and (steps is None or played < steps):
        if match.bot_to_move():
            match.play(match.bot_action())
        else:
            match.play(person.choose(match.game.view(match.state, 0), match.game.legal_actions(match.state)))
        played += 1
    session.close()
    return save_id, match
