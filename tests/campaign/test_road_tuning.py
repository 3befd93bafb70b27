"""The road's difficulty, played and documented.

The targets of docs/campaign.md are checked by playing: small seeded runs of the stages with a
bot in the person's seat (`campaign.simulate.play_stage`, the games `dragonwood campaign
simulate` plays), a few seconds in all, judged by the 95% interval of the pass rate, so that 30
games a stage are enough to mean something. The stages whose person's level thinks too long for
a test (Dice Quest's `expert`, Dragonwood's `expert`) are left to the command, and what the page
says of them is checked as what it is: the page's tables match the stage file (`test_the_page_...`).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dragonwood_tui.campaign.loader import load_campaign
from dragonwood_tui.campaign.simulate import person_bots, play_stage, wilson
from dragonwood_tui.engine.rng import derive_seed

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


GAMES = 30  # a stage: enough for a 95% interval of about ±15 points, a few seconds in all


def pass_interval(stage_id: str, spec: str) -> tuple[float, float]:
    """The 95% interval of the pass rate of GAMES seeded games of the stage, as `spec` (seed 1,
    the games `dragonwood campaign simulate --seed 1` plays first)."""
    stage = ROAD.stage(stage_id)
    person = person_bots(spec, [stage.game])[stage.game]
    passed = sum(play_stage(stage, person, derive_seed(1, stage.id, run), run) > 0 for run in range(GAMES))
    lo, hi = wilson(passed, GAMES)
    return lo, hi


def test_a_new_player_passes_chapter_one_and_meets_no_cliff():
    """Played: every chapter-1 stage may be passed 90% of the time (its interval reaches 90%),
    and no step along chapters 1 and 2 into chapter 3's first stage is surely more than 35
    points down (the stage before's low end minus the next one's high end)."""
    spec = BEGINNER.replace(": ", ":").replace(", ", ",")
    first = [s.id for s in ROAD.chapters[0].stages]
    road = [s.id for s in ROAD.stages][: len(first) + len(ROAD.chapters[1].stages) + 1]
    rates = {sid: pass_interval(sid, spec) for sid in road}
    assert all(rates[sid][1] >= 0.90 for sid in first), rates
    for before, after in zip(road, road[1:]):
        assert rates[before][0] - rates[after][1] <= 0.35, (before, after, rates)


def test_chapter_three_stays_hard_for_hard():
    """Played for the stages whose `hard` person thinks fast (Dragonwood's and Road Quest's);
    the Dice Quest ones (`expert` in the person's seat) by the page's table."""
    spec = HARD.replace(": ", ":").replace(", ", ",")
    last = ROAD.chapters[-1].stages
    for s in last:
        if s.game != "dice-quest":
            low, _high = pass_interval(s.id, spec)
            assert low <= 0.40, (s.id, low)
    assert all(r["pass"] <= 40 for r in measured()[HARD] if r["stage"] in {s.id for s in last if s.game == "dice-quest"})


def test_the_page_says_every_stage_gives_three_stars_to_the_strongest_levels_now_and_then():
    """A check of the page only (Dragonwood's `expert` thinks up to a second a move: the command
    above its table measures it, in minutes)."""
    assert all(r["3"] >= 2 for r in measured()[STRONGEST])


def _road_rows() -> dict[str, list[str]]:
    text = DOC.read_text(encoding="utf-8").split("## The road", 1)[1].split("\n\n(", 1)[0]
    rows = [[c.strip() for c in line.strip("|").split("|")] for line in text.splitlines() if re.match(r"\| \d+-\d+ ", line)]
    return {r[0]: r for r in rows}


@pytest.mark.parametrize("stage", ROAD.stages, ids=lambda s: s.id)
def test_the_pages_road_table_shows_each_stages_seats_and_thresholds(stage):
    row = _road_rows()[stage.id]
    seats = "vs " + ", ".join(stage.opponents) if stage.opponents else None
    if seats is None:
        assert row[2] in ("solo", "vs the automated opponent")
    else:
        assert row[2] == seats
    assert [int(n) for n in re.findall(r"\d+", row[-1])] == list(stage.goal.stars[1:])
    if stage.goal.stars[0] > 0:
        assert str(stage.goal.stars[0]) in re.findall(r"\d+", row[4])
