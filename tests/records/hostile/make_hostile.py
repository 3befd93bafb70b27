"""Write the hostile records of this folder: `python tests/records/hostile/make_hostile.py`.

Each file is a record or challenge crafted to break a reader (times that overflow, nesting,
duplicate keys, unknown fields, rules versions that never existed, a summary that lies, broken
lines...), made from the sample saves of `saves/`; `expected.json` maps each file to a part of
the one line every reader (`verify`, `replay --text`, `import`) must give. Files at the size
limit are too large to keep here: `large_cases(folder)` writes them (the tests call it).
Run it again after the record format or the samples change.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path

import msgspec

HERE = Path(__file__).resolve().parent
SAMPLES = HERE.parents[2] / "saves"
DICE = SAMPLES / "dice-quest-solo-won.json"
DRAGONWOOD = SAMPLES / "dragonwood-4-seats.json"


def lines(path: Path) -> list[dict]:
    return [msgspec.json.decode(line) for line in path.read_bytes().splitlines()]


def join(docs: list) -> bytes:
    return b"".join(msgspec.json.encode(d) + b"\n" for d in docs)


def edited(path: Path, change: Callable[[list], object]) -> bytes:
    docs = lines(path)
    change(docs)
    return join(docs)


def as_v1(path: Path) -> dict:
    """A version-1 document of a sample (one JSON object)."""
    first, *rest = lines(path)
    last = rest[-1] if rest else first
    header = dict(first["header"], updated=last["updated"], summary=last["summary"])
    checkpoints = [{"step": 0, "hash": first["hash"]}] + [
        {"step": i, "hash": d["hash"]} for i, d in enumerate(rest, 1) if "hash" in d
    ]
    return {
        "game": first["game"], "format": first["format"], "version": 1, "header": header,
        "actions": [d["action"] for d in rest], "checkpoints": checkpoints,
    }


def v0(actions: list, config: object = None) -> bytes:
    doc = {
        "format": "dragonwood-tui-record", "version": 0, "game": "dice-quest", "seed": 1,
        "config": {"players": 1, "variants": []} if config is None else config,
        "players": [{"name": "Ada"}], "saved": "2025-03-01T18:30:00Z", "actions": actions,
    }
    return msgspec.json.encode(doc)


def nested(depth: int) -> bytes:
    return b"[" * depth + b"]" * depth


def set_last(key: str, value: object) -> Callable[[list], None]:
    return lambda docs: docs[-1].__setitem__(key, value)


def case_bytes() -> dict[str, tuple[bytes, str]]:
    d1 = as_v1(DICE)
    cases: dict[str, tuple[bytes, str]] = {
        # item 3: times no reader can convert
        "updated-year-9999-minus-12h.json": (edited(DICE, set_last("updated", "9999-12-31T23:59:59-12:00")), "`updated` is out of range"),
        "created-year-1-plus-14h.json": (edited(DICE, lambda d: d[0]["header"].__setitem__("created", "0001-01-01T00:00:00+14:00")), "`created` is out of range"),
        "v1-updated-year-9999.json": (msgspec.json.encode(dict(d1, header=dict(d1["header"], updated="9999-12-31T23:59:59-12:00"))), "`updated` is out of range"),
        # item 4: a version-0 draft nested just under Python's recursion limit
        "v0-nested-action-980.json": (v0([{"type": "beat", "card": 1}]).replace(b'{"type":"beat","card":1}', nested(980)), ""),
        "v0-nested-config-990.json": (v0([], config=None).replace(b'{"players":1,"variants":[]}', nested(990)), ""),
        "v1-nested-3000.json": (msgspec.json.encode(d1).replace(b'"notes":""', b'"notes":' + nested(3000)), ""),
        # item 5: unknown fields, duplicate keys, rules versions that never existed, lies
        "dice-quest-action-unknown-field.json": (edited(DICE, lambda d: d[2]["action"].__setitem__("evil", 1)), "step 2: unknown field `$.action.evil`"),
        "dragonwood-action-unknown-field.json": (edited(DRAGONWOOD, lambda d: d[3]["action"].__setitem__("evil", 1)), "step 3: bad action: unknown field evil"),
        "unknown-field-in-config.json": (edited(DICE, lambda d: d[0]["header"]["config"].__setitem__("evil", 1)), "unknown field"),
        "v1-duplicate-header.json": (
            msgspec.json.encode(d1).replace(b'"header":', b'"header":' + msgspec.json.encode(dict(d1["header"], name="other")) + b',"header":', 1),
            "duplicate key 'header'",
        ),
        "duplicate-key-in-the-first-line.json": (DICE.read_bytes().replace(b'"seed":1,', b'"seed":1,"seed":2,', 1), "duplicate key 'seed'"),
        "duplicate-key-in-the-last-line.json": (
            DICE.read_bytes()[::-1].replace(b'"summary":'[::-1], (b'"summary":{"status":"playing","steps":0,"turn":1,"to_move":0,"scores":[0],"winners":[]},"summary":')[::-1], 1)[::-1],
            "duplicate key 'summary'",
        ),
        "rules-version-0.json": (edited(DICE, lambda d: d[0]["header"].__setitem__("rules_version", 0)), "rules version 0 never existed"),
        "rules-version-negative.json": (edited(DICE, lambda d: d[0]["header"].__setitem__("rules_version", -3)), "rules version -3 never existed"),
        "rules-version-newer.json": (edited(DICE, lambda d: d[0]["header"].__setitem__("rules_version", 99)), "needs a newer dragonwood-tui"),
        "summary-lies.json": (edited(DICE, lambda d: d[-1]["summary"].__setitem__("scores", [999])), "the summary does not match the game"),
        "summary-steps-lie.json": (edited(DICE, lambda d: d[-1]["summary"].__setitem__("steps", 5)), "the summary says 5 actions"),
        "hash-differs.json": (edited(DICE, lambda d: d[32].__setitem__("hash", "0123456789abcdef")), "step 32: state hash differs"),
        "unknown-bot.json": (edited(DICE, lambda d: d[0]["header"]["seats"][0].__setitem__("bot", "\x1b]52;c;aGk=\x07")), "unknown bot"),
        # broken lines
        "broken-line-in-the-middle.json": (DICE.read_bytes().replace(b'{"action":{"type":"beat","card":31}}', b'{"action":{"type":"be', 1), "line 3: not JSON"),
        "blank-line.json": (DICE.read_bytes().replace(b"\n", b"\n\n", 3), "blank line"),
        "two-lines-in-one.json": (DICE.read_bytes().replace(b"}}\n{", b"}} {", 1), "line 2"),
        "header-line-torn.json": (DICE.read_bytes()[:100], "truncated file"),
        "no-summary-on-the-last-line.json": (edited(DICE, lambda d: (d[-1].pop("summary"), d[-1].pop("updated"))), "the last line has no summary"),
        "format-version-3.json": (DICE.read_bytes().replace(b'"version":2', b'"version":3', 1), "format version 3"),
        "illegal-action.json": (edited(DICE, lambda d: d[1].__setitem__("action", {"type": "beat", "card": 9999})), "step 1: "),
        "challenge-duplicate-seed.json": (
            b'{"game":"dice-quest","format":"dragonwood-tui-challenge","version":1,"app_version":"0.1.0","rules_version":2,"config":{"players":1,"variants":[]},"seed":1,"seed":2}\n',
            "duplicate key 'seed'",
        ),
        "challenge-rules-version-0.json": (
            b'{"game":"dice-quest","format":"dragonwood-tui-challenge","version":1,"app_version":"0.1.0","rules_version":0,"config":{"players":1,"variants":[]},"seed":1}\n',
            "rules version 0 never existed",
        ),
    }
    return cases


def large_cases(folder: Path) -> dict[str, str]:
    """Hostile files too large to keep in the repository, written into `folder`."""
    first, *rest = lines(DICE)
    filler = {"action": {"type": "give-up"}}
    many = [first] + [filler] * 20_001
    (folder / "more-actions-than-the-limit.json").write_bytes(join(many))
    (folder / "too-large.json").write_bytes(b" " * (16 * 1024 * 1024 + 1))
    return {"more-actions-than-the-limit.json": "more than 20,000 actions", "too-large.json": "file too large"}


def main() -> int:
    expected = {}
    for name, (data, want) in sorted(case_bytes().items()):
        (HERE / name).write_bytes(data)
        expected[name] = want
    (HERE / "expected.json").write_text(json.dumps(expected, indent=1, ensure_ascii=True) + "\n")
    print(f"wrote {len(expected)} hostile records in {HERE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
