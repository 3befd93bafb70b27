"""Campaign files are checked on load: every problem is one line naming the file and the stage."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from dragonwood_tui.games import game_kinds
from dragonwood_tui.campaign.loader import CampaignError, builtin_names, load_campaign, parse_campaign

from .helpers import EASY, campaign_doc, stage


def test_the_builtin_road_loads_with_12_stages_in_3_chapters_and_every_game():
    c = load_campaign()
    assert len(c.chapters) == 3 and len(c.stages) >= 12
    assert {s.game for s in c.stages} == set(game_kinds())
    assert all(any(s.game == "road-quest" for s in ch.stages) for ch in c.chapters)  # one in each chapter
    assert any(s.game == "dragonwood" and not s.opponents for s in c.stages)  # the solo variant
    assert any(s.game == "dice-quest" and len(s.opponents) == 2 for s in c.stages)
    assert c.chapters[-1].stars_needed > 0
    guided = [s for s in c.stages if s.guided]
    assert {s.game for s in guided} == set(game_kinds()) and all(s.seed is not None for s in guided)
    assert "road" in builtin_names()


def base() -> dict:
    return campaign_doc([stage("a", EASY), stage("b", {"kind": "win", "stars": [0]}, game="dragonwood", opponents=["greedy"])])


def error(doc_or_bytes, tmp_path: Path) -> str:
    path = tmp_path / "mine.json"
    data = doc_or_bytes if isinstance(doc_or_bytes, bytes) else json.dumps(doc_or_bytes).encode()
    path.write_bytes(data)
    with pytest.raises(CampaignError) as info:
        load_campaign(path)
    message = str(info.value)
    assert message.startswith(str(path)) and "\n" not in message
    return message


def edit(fn) -> dict:
    doc = copy.deepcopy(base())
    fn(doc)
    return doc


def b_stage(doc) -> dict:
    return doc["chapters"][0]["stages"][1]


def rq_stage(doc, **fields) -> None:
    """Stage b becomes a Road Quest stage against `normal`, with `fields` on top."""
    b_stage(doc).update({"game": "road-quest", "opponents": ["normal"], "goal": {"kind": "life-left", "stars": [1, 10]}, **fields})


# a campaign file broken in each way the loader checks, and the words its error names
HOSTILE_CHANGES = [
    (lambda d: b_stage(d)["goal"].update(kind="fly"), "stage b: unknown goal 'fly'"),
    (lambda d: b_stage(d)["goal"].update(kind="cards-left"), "stage b: goal 'cards-left' is not a dragonwood goal"),
    (lambda d: b_stage(d).update(opponents=["godlike"]), "stage b: unknown bot level 'godlike'"),
    (lambda d: b_stage(d).update(modifiers={"gravity": 2}), "stage b: bad modifiers or seats: unknown modifier 'gravity'"),
    (lambda d: b_stage(d).update(requires=["zz"]), "stage b: requires unknown or later stage 'zz'"),
    (lambda d: d["chapters"][0]["stages"][0].update(requires=["b"]), "stage a: requires unknown or later stage 'b'"),
    (lambda d: b_stage(d).update(requires=["b"]), "stage b: a stage cannot require itself"),
    (lambda d: b_stage(d).update(id="a"), "stage a: two stages have the id 'a'"),
    (lambda d: b_stage(d).update(game="chess"), "stage b: unknown game 'chess'"),
    (lambda d: b_stage(d)["goal"].update(stars=[5, 3]), "stage b: star thresholds must not go down"),
    (lambda d: b_stage(d)["goal"].update(stars=[]), "stage b"),
    (lambda d: b_stage(d)["goal"].update(stars=[1, 2, 3, 4]), "stage b"),
    (lambda d: b_stage(d)["goal"].update(kind="capture", creatures=["Purple Dragon"]), "stage b: unknown creature 'Purple Dragon'"),
    (lambda d: b_stage(d)["goal"].update(kind="capture"), "stage b: a capture goal names at least one creature"),
    (lambda d: b_stage(d).update(opponents=["greedy"] * 4), "stage b"),
    (lambda d: b_stage(d).update(guided=True), "stage b: a guided stage needs a fixed deal"),
    (lambda d: b_stage(d).update(colour="red"), "stage b: wrong shape"),
    (lambda d: b_stage(d).update(id="../../etc"), "wrong shape"),
    (lambda d: d["chapters"][0].update(stars_needed=7), "needs 7 stars; the stages before it give at most 0"),
    (lambda d: d.update(format="something-else"), "wrong shape"),
    (lambda d: d.update(chapters=[]), "wrong shape"),
    (lambda d: b_stage(d)["goal"].update(kind="life-left"), "stage b: goal 'life-left' is not a dragonwood goal (it is for road-quest)"),
    (lambda d: rq_stage(d, goal={"kind": "beat", "stars": [3]}), "stage b: goal 'beat' is not a road-quest goal"),
    (lambda d: rq_stage(d, opponents=[]), "stage b: bad modifiers or seats: Road Quest seats 2 to 4 players, not 1"),
    (lambda d: rq_stage(d, opponents=["greedy"]), "stage b: unknown bot level 'greedy' for road-quest"),
    (lambda d: rq_stage(d, modifiers={"character": "elf"}), "stage b: bad modifiers or seats: no character 'elf'"),
    (lambda d: rq_stage(d, modifiers={"start_equipment": "axe"}), "stage b: bad modifiers or seats: unknown starting equipment 'axe'"),
    (lambda d: rq_stage(d, modifiers={"edition": 1}), "stage b: bad modifiers or seats: unknown modifier 'edition'"),
    (lambda d: rq_stage(d, modifiers={"battlefield": True}), "stage b: bad modifiers or seats: unknown modifier 'battlefield'"),
    (lambda d: rq_stage(d, modifiers={"rebirth": 1}), "stage b: bad modifiers or seats: modifier 'rebirth' is on (true) or off (false)"),
]


@pytest.mark.parametrize("change, words", HOSTILE_CHANGES)
def test_hostile_campaign_files(tmp_path, change, words):
    assert words in error(edit(change), tmp_path)


NOT_CAMPAIGNS = [
    (b"", "not JSON"),
    (b"{", "not JSON"),
    (b"[1, 2]", "wrong shape"),
    (b"[" * 100_000 + b"]" * 100_000, ""),
    (b"\xff\xfe\x00", "not JSON"),
    (b'{"format": "dragonwood-tui-campaign", "version": 99}', "wrong shape"),
]


@pytest.mark.parametrize("data, words", NOT_CAMPAIGNS)
def test_files_that_are_no_campaign(tmp_path, data, words):
    assert words in error(data, tmp_path)


def test_missing_folder_and_huge_files(tmp_path):
    assert "no such file" in error_path(tmp_path / "nope.json")
    assert "is a folder" in error_path(tmp_path)
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (2 * 1024 * 1024))
    assert "too large" in error_path(big)


def error_path(path: Path) -> str:
    with pytest.raises(CampaignError) as info:
        load_campaign(path)
    return str(info.value)


def test_text_from_the_file_is_shown_as_plain_text(tmp_path):
    doc = edit(lambda d: b_stage(d).update(opponents=["\x1b[31mred\x1b[0m"]))
    message = error(doc, tmp_path)
    assert "\x1b" not in message and "\\x1b" in message


def test_a_second_campaign_is_a_new_file(tmp_path):
    doc = base()
    doc["id"] = "second"
    c = parse_campaign(json.dumps(doc).encode(), "second.json")
    assert c.id == "second" and [s.id for s in c.stages] == ["a", "b"]
    assert c.previous("b") == ["a"] and c.previous("a") == []
