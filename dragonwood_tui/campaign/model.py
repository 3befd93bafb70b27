"""A campaign as data: chapters of stages, each stage a game with a goal and star thresholds.

These Structs are what a campaign file (JSON, `campaigns/*.json`) decodes to; `loader` checks
what the types cannot (known games, bots, modifiers, goals, stage references).
"""

from __future__ import annotations

from typing import Annotated, Any

import msgspec

Text = Annotated[str, msgspec.Meta(max_length=600)]
Name = Annotated[str, msgspec.Meta(min_length=1, max_length=80)]
Ident = Annotated[str, msgspec.Meta(pattern=r"^[a-z0-9][a-z0-9-]{0,31}$")]
Threshold = Annotated[int, msgspec.Meta(ge=-1000, le=1000)]


class Goal(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """What passes a stage, and what its stars measure (see `goals.GOAL_KINDS`).

    kind: one of `goals.GOAL_KINDS` that the stage's game declares (`Game.goal_kinds`).
    creatures: for a goal of targets ("capture"), the names (of the game's `goal_targets`)
        that must all be in the person's victory pile.
    stars: one to three thresholds on the goal's measure, non-decreasing: star k is earned
        when the goal's condition holds and the measure reaches stars[k-1].
    """

    kind: str
    stars: Annotated[list[Threshold], msgspec.Meta(min_length=1, max_length=3)]
    creatures: Annotated[list[Name], msgspec.Meta(max_length=4)] = []


class EarlierSetup(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """How a stage was set up before the road was re-tuned: a game played then still counts
    for the stage (by the stage's goal of now), so a player keeps the stars and unlocks they
    earned. `config`: config fields set after the modifiers, for a game played under an older
    rules version (a game's card numbers, say)."""

    opponents: Annotated[list[Name], msgspec.Meta(max_length=3)] = []
    modifiers: dict[Annotated[str, msgspec.Meta(max_length=40)], Any] = {}
    seed: Annotated[int, msgspec.Meta(ge=0, le=2**63 - 1)] | None = None
    config: dict[Annotated[str, msgspec.Meta(max_length=40)], Any] = {}


class Stage(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One stop on the road: a game against `opponents` (bot levels; [] = solo).

    seed: a fixed deal (the guided first games); None = a new deal each attempt.
    requires: stage ids that must be passed first (default: the stage before on the road).
    modifiers: engine config options of the game (name -> value), kept in every record.
    guided: coach lines explain each decision as it first comes up.
    earlier: how the stage was set up before a re-tuning (its games still count).
    """

    id: Ident
    title: Name
    game: Name
    goal: Goal
    story: Text = ""
    opponents: Annotated[list[Name], msgspec.Meta(max_length=3)] = []
    modifiers: dict[Annotated[str, msgspec.Meta(max_length=40)], Any] = {}
    seed: Annotated[int, msgspec.Meta(ge=0, le=2**63 - 1)] | None = None
    requires: Annotated[list[Ident], msgspec.Meta(max_length=8)] | None = None
    guided: bool = False
    earlier: Annotated[list[EarlierSetup], msgspec.Meta(max_length=8)] = []


class Chapter(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A part of the road; `stars_needed`: stars in all before its first stage opens."""

    id: Ident
    title: Name
    stages: Annotated[list[Stage], msgspec.Meta(min_length=1, max_length=40)]
    story: Text = ""
    stars_needed: Annotated[int, msgspec.Meta(ge=0, le=1000)] = 0


class Campaign(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    format: Annotated[str, msgspec.Meta(pattern="^dragonwood-tui-campaign$")]
    version: Annotated[int, msgspec.Meta(ge=1, le=1)]
    id: Ident
    title: Name
    chapters: Annotated[list[Chapter], msgspec.Meta(min_length=1, max_length=12)]
    story: Text = ""

    @property
    def stages(self) -> list[Stage]:
        """Every stage in road order."""
        return [s for c in self.chapters for s in c.stages]

    def stage(self, stage_id: str) -> Stage:
        for s in self.stages:
            if s.id == stage_id:
                return s
        raise KeyError(stage_id)

    def chapter_of(self, stage_id: str) -> Chapter:
        for c in self.chapters:
            if any(s.id == stage_id for s in c.stages):
                return c
        raise KeyError(stage_id)

    def previous(self, stage_id: str) -> list[str]:
        """The stage ids `stage_id` needs passed (its `requires`, else the one before it)."""
        stages = self.stages
        for i, s in enumerate(stages):
            if s.id == stage_id:
                if s.requires is not None:
                    return list(s.requires)
                return [stages[i - 1].id] if i else []
        raise KeyError(stage_id)


def content_digest(campaign: Campaign) -> str:
    """The SHA-256 of a campaign's content (every field, decoded and encoded again: the file's
    spacing and key order do not matter, any value does): what tells a campaign file from an
    edited copy (exports) and what a progress cache was computed for."""
    import hashlib

    return hashlib.sha256(msgspec.json.encode(campaign)).hexdigest()
