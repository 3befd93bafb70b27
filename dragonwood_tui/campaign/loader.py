"""Reading and checking campaign files: one clear error naming the file and the stage.

The types (model.py) check the shape; `check_campaign` checks what they cannot: games, goal
kinds (as the stage's game declares them: `Game.goal_kinds`, `goal_targets`), bot levels and
modifiers the app knows, thresholds in order, stage references that point to an earlier stage,
stars a chapter can ask for. A campaign file is read from any path (`load_campaign(path)`: the
built-in road, a player's own file, a game's or a test's).
"""

from __future__ import annotations

import re
from pathlib import Path

import msgspec

from dragonwood_tui.campaign import BUILTIN, builtin_path  # builtin_path re-exported (campaign.export)
from dragonwood_tui.campaign.goals import GOAL_KINDS
from dragonwood_tui.campaign.model import Campaign, Stage
from dragonwood_tui.storage.text import plain
from dragonwood_tui.storage.regular import Unreadable, read_regular
from dragonwood_tui.i18n import _, error_line, os_reason

MAX_BYTES = 1024 * 1024
_AT = re.compile(r"\$\.chapters\[(\d+)\](?:\.stages\[(\d+)\])?")


class CampaignError(Exception):
    """A campaign file that cannot be played: `file: stage X: reason`, on one line."""

    def __init__(self, reason: str, path: object = None, stage: str | None = None) -> None:
        super().__init__(reason)
        self.reason, self.path, self.stage = reason, path, stage

    def __str__(self) -> str:
        parts = [str(self.path) if self.path is not None else None, f"stage {self.stage}" if self.stage else None]
        line = plain(self.reason, 300)
        for part in reversed([p for p in parts if p]):
            line = error_line(part, line)  # the language's colon («campagne.json : …»)
        return line


def builtin_names() -> list[str]:
    return sorted(p.stem for p in BUILTIN.glob("*.json"))


def load_campaign(path: Path | str | None = None) -> Campaign:
    """The campaign in `path` (default: the built-in road), checked; CampaignError otherwise."""
    path = Path(path) if path is not None else builtin_path()
    try:
        data = read_regular(path, MAX_BYTES, what="a campaign")  # never a FIFO, never a huge file
    except Unreadable as exc:
        from dragonwood_tui.i18n.formats import format_number  # an error's sizes only

        raise CampaignError(exc.said(_, format_number), path) from None
    except FileNotFoundError:
        raise CampaignError(_("no such file"), path) from None
    except IsADirectoryError:
        raise CampaignError(_("is a folder, not a file"), path) from None
    except OSError as exc:
        raise CampaignError(_("cannot read: {problem}").format(problem=os_reason(exc)), path) from None
    return parse_campaign(data, path)


def parse_campaign(data: bytes, path: object = "<campaign>") -> Campaign:
    try:
        campaign = msgspec.json.decode(data, type=Campaign)
    except msgspec.ValidationError as exc:
        raise CampaignError(f"wrong shape: {exc}", path, _stage_at(data, str(exc))) from None
    except (msgspec.DecodeError, RecursionError) as exc:
        raise CampaignError(f"not JSON: {exc}" if not isinstance(exc, RecursionError) else "JSON nested too deeply", path) from None
    check_campaign(campaign, path)
    return campaign


def _stage_at(data: bytes, message: str) -> str | None:
    """The id of the stage a validation message points into, when it can be read."""
    m = _AT.search(message)
    if m is None or m.group(2) is None:
        return None
    try:
        raw = msgspec.json.decode(data)
        stage = raw["chapters"][int(m.group(1))]["stages"][int(m.group(2))]
        ident = stage.get("id") if isinstance(stage, dict) else None
    except (msgspec.DecodeError, KeyError, IndexError, TypeError, RecursionError):
        return None
    return plain(ident, 32) if isinstance(ident, str) else f"#{int(m.group(2)) + 1} of chapter {int(m.group(1)) + 1}"


def check_campaign(campaign: Campaign, path: object = "<campaign>") -> None:
    seen: set[str] = set()
    chapters: set[str] = set()
    earned_max = 0
    for chapter in campaign.chapters:
        if chapter.id in chapters:
            raise CampaignError(f"two chapters have the id {chapter.id!r}", path)
        chapters.add(chapter.id)
        if chapter.stars_needed > earned_max:
            raise CampaignError(
                f"chapter {chapter.id!r} needs {chapter.stars_needed} stars; the stages before it give at most {earned_max}",
                path,
            )
        for stage in chapter.stages:
            if stage.id in seen:
                raise CampaignError(f"two stages have the id {stage.id!r}", path, stage.id)
            try:
                check_stage(stage, seen)
            except CampaignError as exc:
                raise CampaignError(exc.reason, path, stage.id) from None
            seen.add(stage.id)
            earned_max += len(stage.goal.stars)


def check_stage(stage: Stage, earlier: set[str]) -> None:
    """CampaignError (without file) for what is wrong with one stage."""
    from dragonwood_tui.bots import bot_names
    from dragonwood_tui.campaign.stage_game import earlier_stages, stage_config
    from dragonwood_tui.games import UnknownGame, game_kinds, get_game

    try:
        game = get_game(stage.game)
    except UnknownGame:
        raise CampaignError(f"unknown game {stage.game[:40]!r} (known: {', '.join(game_kinds())})") from None
    goal = stage.goal
    kind = GOAL_KINDS.get(goal.kind)
    if kind is None:
        raise CampaignError(f"unknown goal {goal.kind[:40]!r} (known: {', '.join(GOAL_KINDS)})")
    if goal.kind not in game.goal_kinds:
        offered = [k for k in game_kinds() if goal.kind in get_game(k).goal_kinds]
        raise CampaignError(f"goal {goal.kind!r} is not a {stage.game} goal (it is for {', '.join(offered) or 'no game'})")
    if any(b < a for a, b in zip(goal.stars, goal.stars[1:])):
        raise CampaignError(f"star thresholds must not go down: {goal.stars}")
    if kind.condition == "targets":
        if not goal.creatures:
            raise CampaignError(f"a {goal.kind} goal names at least one creature")
        names = set(game.goal_targets())
        for name in goal.creatures:
            if name not in names:
                raise CampaignError(f"unknown creature {name[:40]!r}")
    elif goal.creatures:
        names_them = [k for k, gk in GOAL_KINDS.items() if gk.condition == "targets"]
        raise CampaignError(f"only a {' or '.join(names_them)} goal names creatures, not {goal.kind!r}")
    known = bot_names(stage.game)
    for bot in stage.opponents:
        if bot not in known:
            raise CampaignError(f"unknown bot level {bot[:40]!r} for {stage.game} (known: {', '.join(known)})")
    for ref in stage.requires or []:
        if ref == stage.id:
            raise CampaignError("a stage cannot require itself")
        if ref not in earlier:
            raise CampaignError(f"requires unknown or later stage {ref!r} (a stage requires stages before it)")
    if stage.guided and stage.seed is None:
        raise CampaignError("a guided stage needs a fixed deal: give it a seed")
    try:
        stage_config(stage, game)
    except (ValueError, TypeError, msgspec.ValidationError) as exc:
        raise CampaignError(f"bad modifiers or seats: {exc}") from None
    for setup in stage.earlier:
        for bot in setup.opponents:
            if bot not in known:
                raise CampaignError(f"unknown bot level {bot[:40]!r} for {stage.game} in an earlier setup")
    try:
        earlier_stages(stage, game)
    except (ValueError, TypeError, msgspec.ValidationError) as exc:
        raise CampaignError(f"bad earlier setup: {exc}") from None
