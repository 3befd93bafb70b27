"""Telling a campaign export from a record by its `format` field, with no campaign code:
`dragonwood verify` routes every file through here first, and a record needs none of it."""

from __future__ import annotations

from pathlib import Path

import msgspec

EXPORT_FORMAT = "dragonwood-tui-campaign-export"
MAX_EXPORT_BYTES = 64 * 1024 * 1024  # one record per stage, each at most a record's limit


class _Format(msgspec.Struct):
    format: str = ""  # the one field routing needs; every other is skipped


def is_export(path: Path | str) -> bool:
    """Whether `path` is a campaign export: the `format` field of its JSON object says so
    (parsed, not searched for: a record with those words in a player's name is a record).
    A record's first line is its header object; an export is one object (any layout)."""
    from dragonwood_tui.storage.regular import Unreadable, read_regular

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
