"""A campaign result anyone can check: one file with the best attempt of every passed stage.

The export holds the campaign itself (so a custom campaign can be checked too) and, per stage,
the whole game record. `verify_export` re-plays each record against its stage and reports the
stars it proves; nothing in the file is taken on trust but the records' moves.

The campaign is the built-in one only when its content is: its digest (`content_digest`) equals
the digest of one of the app's own campaign files. Its id and title prove nothing: an edited
copy of the road (same id, same title, one threshold lowered) is a custom campaign, whose stars
are measured by its own thresholds.

What no offline check can prove: who played the person's seat (a computer player can play a
whole road), or that these were the player's first attempts.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import msgspec

from dragonwood_tui.i18n import _, N_, quoted
from dragonwood_tui.campaign.attempts import check_attempt
from dragonwood_tui.campaign.problems import NOT_AN_ATTEMPT, NOT_FINISHED, OTHER_STAGE, SECOND_RECORD
from dragonwood_tui.i18n.json_problems import json_problem
from dragonwood_tui.campaign.export_format import EXPORT_FORMAT, MAX_EXPORT_BYTES, is_export  # noqa: F401  (is_export: re-exported)
from dragonwood_tui.campaign import builtin_path
from dragonwood_tui.campaign.loader import CampaignError, builtin_names, load_campaign, parse_campaign
from dragonwood_tui.campaign.model import Campaign, content_digest
from dragonwood_tui.campaign.progress import Progress
from dragonwood_tui.storage.records import RecordError, decode_record, encode_record
from dragonwood_tui.storage.files import read_limited

EXPORT_VERSION = 1


class ExportStage(msgspec.Struct, forbid_unknown_fields=True):
    stage: str
    save_id: str
    record: str  # the record file's text, as saved


class CampaignExport(msgspec.Struct, forbid_unknown_fields=True):
    format: str
    version: int
    campaign: msgspec.Raw
    stages: list[ExportStage]


def build_export(campaign: Campaign, progress: Progress, saves_folder: Path) -> bytes:
    """The export of every passed stage's best attempt (read again from its save)."""
    from dragonwood_tui.play.saves import load_save

    stages = []
    for sp in progress.stages:
        if sp.best is None or not sp.passed:
            continue
        record = load_save(sp.best.save_id, saves_folder)
        stages.append(ExportStage(sp.id, sp.best.save_id, encode_record(record).decode()))
    doc = CampaignExport(EXPORT_FORMAT, EXPORT_VERSION, msgspec.Raw(msgspec.json.encode(campaign)), stages)
    return msgspec.json.encode(doc) + b"\n"


@dataclass(frozen=True)
class VerifiedStage:
    stage: str
    stars: int
    problem: str | None  # None: the record holds and proves `stars`


@dataclass(frozen=True)
class Builtin:
    """One of the app's own campaign files, as this version ships it."""

    name: str
    campaign: Campaign
    digest: str


def builtins() -> list[Builtin]:
    found = []
    for name in builtin_names():
        try:
            c = load_campaign(builtin_path(name))
        except CampaignError:
            continue
        found.append(Builtin(name, c, content_digest(c)))
    return found


@dataclass(frozen=True)
class Verified:
    campaign: Campaign
    builtin: bool  # the campaign's content is one of the app's own campaigns (else: a custom one)
    stages: list[VerifiedStage]
    digest: str = ""  # the content digest of the export's campaign
    like: Builtin | None = None  # the built-in campaign it is (builtin) or claims to be (same id or title)

    @property
    def stars(self) -> int:
        return sum(s.stars for s in self.stages if s.problem is None)

    @property
    def which(self) -> str:
        """What the campaign is, in words: built-in only by content."""
        if self.builtin and self.like is not None:
            return _("the built-in campaign {name} (content digest {digest}, this app's own)").format(
                name=quoted(self.like.name), digest=self.digest[:16])
        if self.like is None:
            return _("a custom campaign (content digest {digest}): its stars are by its own thresholds").format(
                digest=self.digest[:16])
        if (self.campaign.id, self.campaign.title) == (self.like.campaign.id, self.like.campaign.title):
            message = _(
                "a custom campaign: an edited copy of the built-in {name} (same id and title, other content: digest "
                "{digest}, the built-in's {builtin}): its stars are by its own thresholds, not the built-in's"
            )
        elif self.campaign.id == self.like.campaign.id:
            message = _(
                "a custom campaign: an edited copy of the built-in {name} (same id, other content: digest "
                "{digest}, the built-in's {builtin}): its stars are by its own thresholds, not the built-in's"
            )
        else:
            message = _(
                "a custom campaign: an edited copy of the built-in {name} (same title, other content: digest "
                "{digest}, the built-in's {builtin}): its stars are by its own thresholds, not the built-in's"
            )
        return message.format(name=quoted(self.like.name), digest=self.digest[:16], builtin=self.like.digest[:16])


# What `verify EXPORT` can and can't say (docs/campaign.md).
PROVES = N_(
    "each stage that is ok is a legal game of that stage (its rules, seats, computer players and deal), "
    "re-played move by move with every hash, ending with the stars shown; no offline check can tell who played "
    "the person's seat (a computer player can), nor that these were first attempts"
)


def verify_export(path: Path) -> Verified:
    """Re-play every record of an export; CampaignError for a file that is not one."""
    try:
        data = read_limited(path, MAX_EXPORT_BYTES)
    except RecordError as exc:
        raise CampaignError(exc.reason, path) from None
    try:
        doc = msgspec.json.decode(data, type=CampaignExport)
    except (msgspec.DecodeError, RecursionError) as exc:
        raise CampaignError(_("not a campaign export: {reason}").format(reason=json_problem(exc)), path) from None
    if doc.format != EXPORT_FORMAT or doc.version != EXPORT_VERSION:
        raise CampaignError(_("not a campaign export of version {version}").format(version=EXPORT_VERSION), path)
    campaign = parse_campaign(bytes(doc.campaign), f"{path} (its campaign)")
    mine = content_digest(campaign)
    known = builtins()
    like = next((b for b in known if b.digest == mine), None)  # by content alone
    builtin = like is not None
    if like is None:  # named like one of the app's own: say which, so it reads as what it is
        like = next((b for b in known if b.campaign.id == campaign.id), None) or next(
            (b for b in known if b.campaign.title == campaign.title), None)
    results = []
    seen: set[str] = set()
    for entry in doc.stages:
        if entry.stage in seen:
            results.append(VerifiedStage(entry.stage, 0, SECOND_RECORD))
            continue
        seen.add(entry.stage)
        try:
            record = decode_record(entry.record.encode())
        except RecordError as exc:
            results.append(VerifiedStage(entry.stage, 0, str(exc)))
            continue
        attempt = check_attempt(campaign, record, entry.save_id)
        if attempt is None:
            results.append(VerifiedStage(entry.stage, 0, NOT_AN_ATTEMPT))
        elif attempt.stage != entry.stage:
            results.append(VerifiedStage(entry.stage, 0, OTHER_STAGE.format(stage=attempt.stage)))
        elif attempt.problem is not None:
            results.append(VerifiedStage(entry.stage, 0, attempt.problem))
        elif not attempt.finished:
            results.append(VerifiedStage(entry.stage, 0, NOT_FINISHED))
        else:
            results.append(VerifiedStage(entry.stage, attempt.stars, None))
    return Verified(campaign, builtin, results, mine, like)
