"""A campaign result anyone can check: one file with the best attempt of every passed stage.

The export holds the campaign itself (so a custom campaign can be checked too) and, per stage,
the whole game record. `verify_export` re-plays each record against its stage and reports the
stars it proves; nothing in the file is taken on trust but the records' moves.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import msgspec

from dragonwood_tui.campaign.attempts import check_attempt
from dragonwood_tui.campaign.loader import CampaignError, builtin_path, load_campaign, parse_campaign
from dragonwood_tui.campaign.model import Campaign
from dragonwood_tui.campaign.progress import Progress, digest
from dragonwood_tui.storage.records import RecordError, decode_record, encode_record
from dragonwood_tui.storage.files import read_limited

EXPORT_FORMAT = "dragonwood-tui-campaign-export"
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
    from dragonwood_tui.storage.saves import load_save

    stages = []
    for sp in progress.stages:
        if sp.best is None or not sp.passed:
            continue
        record = load_save(sp.best.save_id, saves_folder)
        stages.append(ExportStage(sp.id, sp.best.save_id, encode_record(record).decode()))
    doc = CampaignExport(EXPORT_FORMAT, EXPORT_VERSION, msgspec.Raw(msgspec.json.encode(campaign)), stages)
    return msgspec.json.encode(doc) + b"\n"


MAX_EXPORT_BYTES = 64 * 1024 * 1024  # one record per stage, each at most a record's limit


class _Format(msgspec.Struct):
    format: str = ""  # the one field routing needs; every other is skipped


def is_export(path: Path | str) -> bool:
    """Whether `path` is a campaign export: the `format` field of its JSON object says so
    (parsed, not searched for: a record with those words in a player's name is a record).
    A record's first line is its header object; an export is one object (any layout)."""
    from dragonwood_tui.storage.files import Unreadable, read_regular

    try:  # a FIFO or a device is no export, and is never opened (the caller then refuses it)
        data = read_regular(Path(path), MAX_EXPORT_BYTES, what="a campaign export")
    except Unreadable:
        return False
    first = data.split(b"\n", 1)[0]
    for text in (first, data) if len(first) < len(data) else (data,):
        try:
            return msgspec.json.decode(text, type=_Format).format == EXPORT_FORMAT
        except (msgspec.DecodeError, RecursionError):
            continue
    return False


@dataclass(frozen=True)
class VerifiedStage:
    stage: str
    stars: int
    problem: str | None  # None: the record holds and proves `stars`


@dataclass(frozen=True)
class Verified:
    campaign: Campaign
    builtin: bool  # the campaign is the app's own file of that id (else: a custom one)
    stages: list[VerifiedStage]

    @property
    def stars(self) -> int:
        return sum(s.stars for s in self.stages if s.problem is None)


def verify_export(path: Path) -> Verified:
    """Re-play every record of an export; CampaignError for a file that is not one."""
    try:
        data = read_limited(path, MAX_EXPORT_BYTES)
    except RecordError as exc:
        raise CampaignError(exc.reason, path) from None
    try:
        doc = msgspec.json.decode(data, type=CampaignExport)
    except (msgspec.DecodeError, RecursionError) as exc:
        raise CampaignError(f"not a campaign export: {exc}", path) from None
    if doc.format != EXPORT_FORMAT or doc.version != EXPORT_VERSION:
        raise CampaignError(f"not a campaign export of version {EXPORT_VERSION}", path)
    campaign = parse_campaign(bytes(doc.campaign), f"{path} (its campaign)")
    builtin = False
    own = builtin_path(campaign.id)
    if own.is_file():
        try:
            builtin = digest(load_campaign(own)) == digest(campaign)
        except CampaignError:
            builtin = False
    results = []
    seen: set[str] = set()
    for entry in doc.stages:
        if entry.stage in seen:
            results.append(VerifiedStage(entry.stage, 0, "a second record for this stage"))
            continue
        seen.add(entry.stage)
        try:
            record = decode_record(entry.record.encode())
        except RecordError as exc:
            results.append(VerifiedStage(entry.stage, 0, str(exc)))
            continue
        attempt = check_attempt(campaign, record, entry.save_id)
        if attempt is None:
            results.append(VerifiedStage(entry.stage, 0, "the record is not an attempt of this campaign"))
        elif attempt.stage != entry.stage:
            results.append(VerifiedStage(entry.stage, 0, f"the record is an attempt of stage {attempt.stage}"))
        elif attempt.problem is not None:
            results.append(VerifiedStage(entry.stage, 0, attempt.problem))
        elif not attempt.finished:
            results.append(VerifiedStage(entry.stage, 0, "the game is not finished"))
        else:
            results.append(VerifiedStage(entry.stage, attempt.stars, None))
    return Verified(campaign, builtin, results)


def export_dict(v: Verified) -> dict[str, Any]:
    return {
        "campaign": v.campaign.id,
        "builtin": v.builtin,
        "stars": v.stars,
        "stages": [{"stage": s.stage, "stars": s.stars, "problem": s.problem} for s in v.stages],
    }
