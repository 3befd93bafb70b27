"""The road's difficulty as documented: docs/campaign.md keeps the measured tables of
`dragonwood campaign simulate` (a new player's levels, `hard`, the strongest levels) and the
road's own table; they must describe road.json as it is, and the measured figures must meet the
road's targets. Cheap: it reads the page, it plays no game (the figures come from the command
written above each table)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dragonwood_tui.campaign.loader import load_campaign

DOC = Path(__file__).resolve().parents[2] / "docs" / "campaign.md"
ROAD = load_campaign()
BEGINNER = "dragonwood: easy, dice-quest: normal, road-quest: normal"
HARD = "dragonwood: hard, dice-quest: expert, road-quest: hard"
STRONGEST = "dragonwood: expert, dice-quest: expert, road-quest: hard"
ROW = re.compile(r"^(\d+-\d+)\s+(\S+)\s+(\S+)\s+([\d.]+)%\s+\S+\s+(\d+)%\s+(\d+)%\s+(\d+)%")


def measured() -> dict[str, list[dict]]:
    """`as` -> the rows of its table, from the page's code blocks that start `campaign road:`."""
    tables: dict[str, list[dict]] = {}
    for block in re.findall(r"```\n(campaign road:.*?)```", DOC.read_text(encoding="utf-8"), re.S):
        head, *lines = block.splitlines()
        who = head.split(", as ", 1)[1]
        rows = []
        for line in lines:
            if m := ROW.match(line):
                sid, game, opp, passed, one, two, three = m.groups()
                rows.append({"stage": sid, "game": game, "opponents": opp, "pass": float(passed), "3": int(three)})
        tables[who] = rows
    return tables


def test_the_page_has_the_three_measured_tables_of_this_road():
    tables = measured()
    assert {BEGINNER, HARD, STRONGEST} <= set(tables)
    for who in (BEGINNER, HARD, STRONGEST):
        rows = tables[who]
        assert [r["stage"] for r in rows] == [s.id for s in ROAD.stages], who
        for r, s in zip(rows, ROAD.stages):
            assert r["game"] == s.game and r["opponents"] == (",".join(s.opponents) or "solo")[:18], (who, s.id)


def test_a_new_player_passes_chapter_one_and_meets_no_cliff():
    rows = measured()[BEGINNER]
    first = {s.id for s in ROAD.chapters[0].stages}
    assert all(r["pass"] >= 90 for r in rows if r["stage"] in first)
    for before, after in zip(rows, rows[1:]):
        assert before["pass"] - after["pass"] <= 35, (before["stage"], after["stage"])


def test_chapter_three_stays_hard_for_hard():
    last = {s.id for s in ROAD.chapters[-1].stages}
    assert all(r["pass"] <= 40 for r in measured()[HARD] if r["stage"] in last)


def test_every_stage_gives_three_stars_to_the_strongest_levels_now_and_then():
    assert all(r["3"] >= 2 for r in measured()[STRONGEST])


def _road_rows() -> dict[str, list[str]]:
    text = DOC.read_text(encoding="utf-8").split("## The road", 1)[1].split("\n\n(", 1)[0]
    rows = [[c.strip() for c in line.strip("|").split("|")] for line in text.splitlines() if re.match(r"\| \d+-\d+ ", line)]
    return {r[0]: r for r in rows}


@pytest.mark.parametrize("stage", ROAD.stages, ids=lambda s: s.id)
def test_the_roads_table_shows_each_stages_seats_and_thresholds(stage):
    row = _road_rows()[stage.id]
    seats = "vs " + ", ".join(stage.opponents) if stage.opponents else None
    if seats is None:
        assert row[2] in ("solo", "vs the automated opponent")
    else:
        assert row[2] == seats
    assert [int(n) for n in re.findall(r"\d+", row[-1])] == list(stage.goal.stars[1:])
    if stage.goal.stars[0] > 0:
        assert str(stage.goal.stars[0]) in re.findall(r"\d+", row[4])
