"""Strict reading: a record's JSON holds no duplicate key and no field its types don't know.

msgspec keeps the last of duplicate keys and ignores unknown fields of Structs that don't
forbid them (a game's action types may not), so the record layer checks both itself, for
every game alike. The check is cheap for files this app writes: the decoded value is
encoded again, and bytes equal to that canonical encoding can hold neither (each key once,
only known fields). Anything else (a hand-edited file) is parsed once more, key by key.
"""

from __future__ import annotations

from typing import Any

import msgspec

from dragonwood_tui.i18n import _, quoted
from dragonwood_tui.engine.record_error import RecordError


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    seen: dict[str, Any] = {}
    for key, value in pairs:
        if key in seen:
            raise RecordError(_("duplicate key {key} in a JSON object").format(key=quoted(key[:40])))
        seen[key] = value
    return seen


def parse_strict(data: bytes) -> Any:
    """The JSON value of `data` as Python objects; RecordError on a duplicate key."""
    import json  # only for a file this app did not write (the stdlib's json: 3 ms to import)

    try:
        return json.loads(data, object_pairs_hook=_no_duplicates)
    except RecursionError:
        raise RecordError(_("not a record: JSON nested too deeply")) from None
    except ValueError as exc:  # msgspec accepted it; the stdlib may still balk (e.g. huge numbers)
        raise RecordError(_("not JSON: {problem}").format(problem=exc)) from None


def unknown_key(parsed: Any, value: Any, path: str = "$") -> str | None:
    """The path of the first key of `parsed` (a JSON value) that `value` (what msgspec decoded
    from it) has no field for, or None."""
    if isinstance(value, msgspec.Struct):
        if not isinstance(parsed, dict):
            return None
        cls = type(value)
        names = dict(zip(cls.__struct_encode_fields__, cls.__struct_fields__))
        tag_field = cls.__struct_config__.tag_field
        for key, sub in parsed.items():
            if key == tag_field:
                continue
            name = names.get(key)
            if name is None:
                return f"{path}.{key}"
            found = unknown_key(sub, getattr(value, name), f"{path}.{key}")
            if found is not None:
                return found
        return None
    if isinstance(value, (list, tuple)) and isinstance(parsed, list):
        for i, (p, v) in enumerate(zip(parsed, value)):
            found = unknown_key(p, v, f"{path}[{i}]")
            if found is not None:
                return found
        return None
    if isinstance(value, dict) and isinstance(parsed, dict):
        for key, p in parsed.items():
            if key in value:
                found = unknown_key(p, value[key], f"{path}.{key}")
                if found is not None:
                    return found
    return None


def check_strict(data: bytes, value: Any, canonical: bytes | None = None) -> None:
    """RecordError when `data` (the JSON msgspec decoded into `value`) repeats a key or holds a
    field `value`'s types don't know. `canonical`: the encoding of `value` in the layout the
    app writes, when known (equal bytes need no second parse)."""
    if canonical is not None and data == canonical:
        return
    where = unknown_key(parse_strict(data), value)
    if where is not None:
        raise RecordError(_("unknown field `{where}`").format(where=where))
