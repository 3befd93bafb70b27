"""msgspec's English errors, made for real by decoding bad JSON into typed fields, are worded
in French and Russian with their place kept, and nothing of msgspec's English left."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

import msgspec
import pytest

from dragonwood_tui.i18n.json_problems import json_problem

from .test_campaign_errors_translated import MSGSPEC, slips


class Inner(msgspec.Struct, forbid_unknown_fields=True):
    n: Annotated[int, msgspec.Meta(ge=0, le=9)] = 0
    name: Annotated[str, msgspec.Meta(min_length=1, max_length=3, pattern="^[a-z]+$")] = "a"
    pair: tuple[int, int] = (0, 0)
    kind: Literal["a", "b"] = "a"
    when: Annotated[datetime, msgspec.Meta(tz=True)] | None = None
    items: Annotated[list[int], msgspec.Meta(max_length=2)] = []
    x: float = 0.0


class Outer(msgspec.Struct, forbid_unknown_fields=True):
    inner: Inner
    flag: bool = False


BAD = [
    b'{"inner": 5}', b'{}', b'{"inner": {}, "extra": 1}', b'{"inner": {"n": -1}}', b'{"inner": {"n": 10}}',
    b'{"inner": {"n": 1.5}}', b'{"inner": {"name": ""}}', b'{"inner": {"name": "abcd"}}', b'{"inner": {"name": "A"}}',
    b'{"inner": {"pair": [1]}}', b'{"inner": {"kind": "c"}}', b'{"inner": {"when": "2026-01-01T00:00:00"}}',
    b'{"inner": {"when": "nope"}}', b'{"inner": {"items": [1, 2, 3]}}', b'{"inner": {"n": 99999999999999999999999}}',
    b'{"inner": {}, "flag": "yes"}', b'{"inner": {"x": "1"}}', b"[1]", b'"text"',
    b"{", b'{"a" 1}', b"{} x", b'"\\q"', b"", b"tru",
]


@pytest.mark.parametrize("code", ["fr", "ru"])
@pytest.mark.parametrize("data", BAD, ids=lambda d: d.decode()[:30])
def test_each_msgspec_error_is_worded_in_the_language(in_language, code, data):
    with pytest.raises(msgspec.DecodeError) as raised:  # ValidationError is one
        msgspec.json.decode(data, type=Outer)
    in_language(code)
    said = json_problem(raised.value)
    assert slips(code, said) == [], (str(raised.value), said)
    if "- at `$" in str(raised.value):  # the place is kept, as msgspec writes it
        assert str(raised.value).split("- at `")[1].rstrip("`") in said


def test_english_is_worded_too(in_language):
    with pytest.raises(msgspec.ValidationError) as raised:
        msgspec.json.decode(b'{"inner": {"n": -1}}', type=Outer)
    said = json_problem(raised.value)
    assert said == "expected an integer, at least 0 (at $.inner.n)"
    assert not [w for w in MSGSPEC if w in said]
