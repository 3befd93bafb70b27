"""A record's header alone, for listings: the first line (and the last, for the summary) read
without decoding the config or a single action (`peek_header`)."""

from __future__ import annotations

from typing import Any

import msgspec

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.record_check import _check_time
from dragonwood_tui.engine.record_error import RecordError
from dragonwood_tui.engine.record_format import FORMAT_NAME, Summary, Timestamp, _encoder


# -- the header alone, for listings ---------------------------------------------------------


class HeaderPeek(msgspec.Struct):
    """A record's header as a saves list needs it: the config stays undecoded."""

    app_version: str
    rules_version: int
    seed: int
    config: msgspec.Raw
    seats: list[SeatSpec]
    created: Timestamp
    updated: Timestamp
    summary: Summary
    name: str = ""
    notes: str = ""


class RecordPeek(msgspec.Struct):
    game: str
    format: str
    version: int
    header: HeaderPeek


class _LineHeaderPeek(msgspec.Struct, forbid_unknown_fields=True):
    app_version: str
    rules_version: int
    seed: int
    config: msgspec.Raw
    seats: list[SeatSpec]
    created: Timestamp
    name: str = ""
    notes: str = ""


class _HeadLinePeek(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    game: str
    format: str
    version: int
    header: _LineHeaderPeek
    hash: str | None = None
    summary: Summary | None = None
    updated: Timestamp | None = None


class _ActionLinePeek(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    action: msgspec.Raw
    hash: str | None = None
    summary: Summary | None = None
    updated: Timestamp | None = None


_head_peek_decoder = msgspec.json.Decoder(_HeadLinePeek)
_line_peek_decoder = msgspec.json.Decoder(_ActionLinePeek)
PEEK_BYTES = 64 * 1024  # the first line of a record (its header) fits easily
TAIL_BYTES = 8 * 1024  # so does its last line


def peek_header(prefix: bytes, tail: bytes | None = None) -> RecordPeek | None:
    """The header and summary of a version-2 record from the first bytes of its file and its
    last bytes (`tail`; None: the prefix is the whole file), or None.

    Only lines exactly as this app writes them are read here; for any other layout, or any
    doubt, None says: decode the whole file instead (which is what decides).
    """
    end = prefix.find(b"\n")
    if end < 0:
        return None
    try:
        head = _head_peek_decoder.decode(prefix[:end])
        if _encoder.encode(head) != prefix[:end] or head.format != FORMAT_NAME or head.version != 2:
            return None
        last_line = _last_line(prefix if tail is None else tail)
        if last_line is None:
            return None
        if last_line == prefix[:end]:
            last: Any = head
        else:
            last = _line_peek_decoder.decode(last_line)
            if _encoder.encode(last) != last_line:
                return None
    except (msgspec.DecodeError, RecursionError):
        return None
    if last.summary is None or last.updated is None:
        return None
    h = head.header
    try:
        for field, value in (("created", h.created), ("updated", last.updated)):
            _check_time(field, value)
    except RecordError:
        return None
    return RecordPeek(
        head.game,
        head.format,
        head.version,
        HeaderPeek(
            h.app_version, h.rules_version, h.seed, h.config, h.seats, h.created, last.updated, last.summary, h.name, h.notes
        ),
    )


def _last_line(data: bytes) -> bytes | None:
    """The last complete line of `data` (the end of a file), or None when it holds none."""
    end = data.rfind(b"\n")
    if end < 0:
        return None
    start = data.rfind(b"\n", 0, end) + 1
    if start == 0 and len(data) >= TAIL_BYTES:
        return None  # the line may start before the tail
    return data[start:end]
