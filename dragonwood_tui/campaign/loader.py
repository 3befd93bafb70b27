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
from dragonwood_tui.campaign.quoted import quoted as _quoted
from dragonwood_tui.storage.text import plain
from dragonwood_tui.storage.regular import Unreadable, read_regular
from dragonwood_tui.i18n import _, error_line, ngettext, os_reason
from dragonwood_tui.i18n.unreadable import unreadable_said
from dragonwood_tui.i18n.json_problems import decode_problem, validation_problem

MAX_BYTES = 1024 * 1024
_AT = re.compile(r"\$\.chapters\[(\d+)\](?:\.stages\[(\d+)\])?")


class CampaignError(Exception):
    """A campaign file that cannot be played: `file: stage X: reason`, on one line, in the
    player's language (the reason is worded where it is raised; the file and the stage's id
    are kept as written)."""

    def __init__(self, reason: str, path: object = None, stage: str | None = None) -> None:
        super().__init__(reason)
        self.reason, self.path, self.stage = reason, path, stage

    def __str__(self) -> str:
        stage = _("stage {stage}").format(stage=self.stage) if self.stage else None
        parts = [str(self.path) if self.path is not None else None, stage]
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
        raise CampaignError(unreadable_said(exc), path) from None
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
        problem = _("wrong shape: {problem}").format(problem=validation_problem(exc))
        raise CampaignError(problem, path, _stage_at(data, str(exc))) from None
    except (msgspec.DecodeError, RecursionError) as exc:
        raise CampaignError(decode_problem(exc), path) from None
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
    if isinstance(ident, str):
        return plain(ident, 32)
    # TRANSLATORS: a stage without a readable id, by its places ("#2 of chapter 1")
    return _("#{stage} of chapter {chapter}").format(stage=int(m.group(2)) + 1, chapter=int(m.group(1)) + 1)


def check_campaign(campaign: Campaign, path: object = "<campaign>") -> None:
    seen: set[str] = set()
    chapters: set[str] = set()
    earned_max = 0
    for chapter in campaign.chapters:
        if chapter.id in chapters:
            raise CampaignError(_("two chapters have the id {id}").format(id=_quoted(chapter.id)), path)
        chapters.add(chapter.id)
        if chapter.stars_needed > earned_max:
            # TRANSLATORS: {most} is a number of stars ("the stages before it give at most 3")
            needs = ngettext(
                "chapter {id} needs {n} star; the stages before it give at most {most}",
                "chapter {id} needs {n} stars; the stages before it give at most {most}",
                chapter.stars_needed,
            )
            raise CampaignError(needs.format(id=_quoted(chapter.id), n=chapter.stars_needed, most=earned_max), path)
        for stage in chapter.stages:
            if stage.id in seen:
                raise CampaignError(_("two stages have the id {id}").format(id=_quoted(stage.id)), path, stage.id)
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
        raise CampaignError(_("unknown game {name} (known: {known})").format(name=_quoted(stage.game), known=", ".join(game_kinds()))) from None
    goal = stage.goal
    kind = GOAL_KINDS.get(goal.kind)
    if kind is None:
        raise CampaignError(_("unknown goal {name} (known: {known})").format(name=_quoted(goal.kind), known=", ".join(GOAL_KINDS)))
    if goal.kind not in game.goal_kinds:
        offered = [k for k in game_kinds() if goal.kind in get_game(k).goal_kinds]
        if not offered:
            raise CampaignError(_("goal {name} is not a {game} goal (it is for no game)").format(name=_quoted(goal.kind), game=stage.game))
        # TRANSLATORS: {game} and {games} are game ids as the file writes them
        raise CampaignError(_("goal {name} is not a {game} goal (it is for {games})").format(
            name=_quoted(goal.kind), game=stage.game, games=", ".join(offered)))
    if any(b < a for a, b in zip(goal.stars, goal.stars[1:])):
        raise CampaignError(_("star thresholds must not go down: {stars}").format(stars=", ".join(map(str, goal.stars))))
    if kind.condition == "targets":
        if not goal.creatures:
            # TRANSLATORS: {kind} is a goal kind as the file writes it ("capture")
            raise CampaignError(_("a {kind} goal names at least one creature").format(kind=goal.kind))
        names = set(game.goal_targets())
        for name in goal.creatures:
            if name not in names:
                raise CampaignError(_("unknown creature {name}").format(name=_quoted(name)))
    elif goal.creatures:
        names_them = [k for k, gk in GOAL_KINDS.items() if gk.condition == "targets"]
        # TRANSLATORS: {kinds} are the goal kinds that name creatures ("capture"), {name} the file's
        raise CampaignError(_("only a {kinds} goal names creatures, not {name}").format(
            kinds=", ".join(names_them), name=_quoted(goal.kind)))
    known = bot_names(stage.game)
    for bot in stage.opponents:
        if bot not in known:
            raise CampaignError(_("unknown bot level {name} for {game} (known: {known})").format(
                name=_quoted(bot), game=stage.game, known=", ".join(known)))
    for ref in stage.requires or []:
        if ref == stage.id:
            raise CampaignError(_("a stage cannot require itself"))
        if ref not in earlier:
            raise CampaignError(_("requires unknown or later stage {id} (a stage requires stages before it)").format(id=_quoted(ref)))
    if stage.guided and stage.seed is None:
        raise CampaignError(_("a guided stage needs a fixed deal: give it a seed"))
    try:
        stage_config(stage, game)
    except (ValueError, TypeError, msgspec.ValidationError) as exc:
        raise CampaignError(_("bad modifiers or seats: {problem}").format(problem=_problem(exc))) from None
    for setup in stage.earlier:
        for bot in setup.opponents:
            if bot not in known:
                raise CampaignError(_("unknown bot level {name} for {game} in an earlier setup").format(
                    name=_quoted(bot), game=stage.game))
    try:
        earlier_stages(stage, game)
    except (ValueError, TypeError, msgspec.ValidationError) as exc:
        raise CampaignError(_("bad earlier setup: {problem}").format(problem=_problem(exc))) from None


def _problem(exc: Exception) -> str:
    """A refused config's reason: the games' and stage_game's are worded already; msgspec's here."""
    if isinstance(exc, msgspec.ValidationError):
        return validation_problem(exc)
    if isinstance(exc, TypeError):  # Python's own words
        return _("a value of the wrong type")
    return str(exc)
