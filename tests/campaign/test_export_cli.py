"""`dragonwood campaign [--json]`, `campaign export`, `verify EXPORT`, `campaign reset`,
`campaign simulate`: a campaign result anyone can check."""

from __future__ import annotations

import json
from pathlib import Path

import msgspec
import pytest

from dragonwood_tui.campaign.loader import load_campaign
from dragonwood_tui.cli import main

from .helpers import play_attempt


@pytest.fixture
def saves(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("DRAGONWOOD_DATA_DIR", str(tmp_path / "data"))
    folder = tmp_path / "data" / "saves"
    folder.mkdir(parents=True)
    return folder


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def passed_road(saves: Path) -> None:
    """The first two stages of the road played by bots in the person's seat."""
    road = load_campaign()
    play_attempt(road, "1-1", saves)
    play_attempt(road, "1-2", saves, bot="greedy")


def test_progress_as_text_and_json(saves, capsys):
    passed_road(saves)
    code, out, _ = run(capsys, "campaign")
    assert code == 0 and "The Road to the Dragons" in out and "1-1" in out
    code, out, _ = run(capsys, "campaign", "--json")
    data = json.loads(out)
    first = data["stages"][0]
    assert set(first) >= {"id", "chapter", "game", "goal", "stars", "unlocked", "best", "attempts"}
    assert first["id"] == "1-1" and first["stars"] >= 1 and first["attempts"] == 1
    assert data["stages"][1]["unlocked"]


def test_export_then_verify_proves_the_stars(saves, tmp_path, capsys):
    passed_road(saves)
    stars = json.loads(run(capsys, "campaign", "--json")[1])
    out_file = tmp_path / "mine.json"
    code, out, err = run(capsys, "campaign", "export", "--out", str(out_file))
    assert code == 0, err
    code, out, err = run(capsys, "verify", str(out_file))
    assert code == 0, err
    proved = sum(s["stars"] for s in stars["stages"] if s["stars"])
    assert f"proved: {proved} stars" in out and "built-in campaign" in out
    # an existing file is kept unless --force
    assert run(capsys, "campaign", "export", "--out", str(out_file))[0] == 2


def test_an_edited_export_proves_nothing_for_the_edited_stage(saves, tmp_path, capsys):
    passed_road(saves)
    out_file = tmp_path / "mine.json"
    run(capsys, "campaign", "export", "--out", str(out_file))
    doc = json.loads(out_file.read_bytes())
    lines = doc["stages"][0]["record"].splitlines()
    last = json.loads(lines[-1])
    last["summary"]["scores"][0] += 30  # claim more points
    lines[-1] = json.dumps(last, separators=(",", ":"))
    doc["stages"][0]["record"] = "\n".join(lines) + "\n"
    out_file.write_text(json.dumps(doc))
    code, out, _ = run(capsys, "verify", str(out_file))
    assert code == 1 and "FAIL" in out and "summary" in out


def test_an_export_with_an_easier_campaign_is_called_custom(saves, tmp_path, capsys):
    passed_road(saves)
    out_file = tmp_path / "mine.json"
    run(capsys, "campaign", "export", "--out", str(out_file))
    doc = json.loads(out_file.read_bytes())
    doc["campaign"]["chapters"][0]["stages"][0]["goal"]["stars"] = [-100, -99, -98]
    out_file.write_text(json.dumps(doc))
    code, out, _ = run(capsys, "verify", str(out_file))
    assert "custom campaign" in out


def test_verify_refuses_a_broken_export_in_one_line(saves, tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format":"dragonwood-tui-campaign-export","version":1,"campaign":{},"stages":[]}')
    code, out, err = run(capsys, "verify", str(bad))
    assert code == 2 and err.count("\n") == 1 and str(bad) in err


def test_reset_needs_yes_off_a_terminal_and_keeps_the_records(saves, capsys, monkeypatch):
    passed_road(saves)
    monkeypatch.setattr("sys.stdin.isatty", lambda: False)
    assert run(capsys, "campaign", "reset")[0] == 2
    code, out, _ = run(capsys, "campaign", "reset", "--yes")
    assert code == 0
    data = json.loads(run(capsys, "campaign", "--json")[1])
    assert data["stars"] == 0
    assert len(list(saves.glob("*.json"))) == 2


def test_a_user_campaign_file_with_a_problem_is_one_line(saves, tmp_path, capsys):
    mine = tmp_path / "mine.json"
    mine.write_text("{}")
    code, _, err = run(capsys, "campaign", "--file", str(mine))
    assert code == 2 and str(mine) in err and err.count("\n") == 1


def test_simulate_json_has_pass_rates_and_star_shares(saves, capsys, tmp_path):
    from .helpers import EASY, campaign_doc, stage

    mine = tmp_path / "small.json"
    mine.write_bytes(msgspec.json.encode(campaign_doc(
        [stage("a", EASY), stage("b", {"kind": "win", "stars": [0, 20]}, game="dragonwood", opponents=["random"])]
    )))
    code, out, err = run(capsys, "campaign", "--file", str(mine), "simulate", "--as", "greedy", "--games", "4", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert [r["stage"] for r in data["stages"]] == ["a", "b"]
    for r in data["stages"]:
        assert 0 <= r["pass_rate"] <= 1 and abs(sum(r["stars"].values()) - 1) < 1e-6
    # the same numbers with two processes: every game's seed comes from the run's seed
    code, again, _ = run(capsys, "campaign", "--file", str(mine), "simulate", "--as", "greedy", "--games", "4", "--jobs", "2", "--json")
    assert code == 0 and json.loads(again)["stages"] == data["stages"]
    code, out, _ = run(capsys, "campaign", "--file", str(mine), "simulate", "--as", "greedy", "--games", "4")
    assert code == 0 and "curve" in out
    assert run(capsys, "campaign", "simulate", "--as", "nobody", "--games", "1")[0] == 2


def edited_export(saves: Path, tmp_path: Path, edit) -> Path:
    passed_road(saves)
    out_file = tmp_path / "mine.json"
    run_ok = main(["campaign", "export", "--out", str(out_file)])
    assert run_ok == 0
    doc = json.loads(out_file.read_bytes())
    edit(doc["campaign"])
    out_file.write_text(json.dumps(doc))
    return out_file


@pytest.mark.parametrize("what, edit", [
    ("a threshold lowered", lambda c: c["chapters"][1]["stages"][0]["goal"]["stars"].__setitem__(0, -5)),
    ("a story changed", lambda c: c["chapters"][0].__setitem__("story", "An easier road.")),
    ("a stage dropped", lambda c: c["chapters"][-1]["stages"].pop()),
])
def test_an_edited_copy_of_the_road_with_its_id_and_title_is_named_custom(saves, tmp_path, capsys, what, edit):
    out_file = edited_export(saves, tmp_path, edit)
    capsys.readouterr()
    road = load_campaign()
    code, out, _ = run(capsys, "verify", str(out_file))
    first = out.splitlines()[0]
    assert first.startswith(f"{out_file}: {road.title}: a custom campaign: an edited copy of the built-in 'road' (same id and title"), what
    assert "its stars are by its own thresholds, not the built-in's" in first
    assert "the built-in campaign" not in out


def test_the_road_is_built_in_by_its_content_not_by_its_id(saves, tmp_path, capsys):
    # the road's content under another id: not the app's road (the id is part of the content)
    out_file = edited_export(saves, tmp_path, lambda c: c.__setitem__("id", "my-road"))
    capsys.readouterr()
    code, out, _ = run(capsys, "verify", str(out_file))
    assert "a custom campaign: an edited copy of the built-in 'road' (same title" in out
    # the export of the road itself, key order and spacing changed: still the road
    doc = json.loads(out_file.read_bytes())
    doc["campaign"]["id"] = "road"
    doc["campaign"] = dict(reversed(list(doc["campaign"].items())))
    out_file.write_text(json.dumps(doc, indent=3))
    code, out, _ = run(capsys, "verify", str(out_file))
    assert code == 0 and "the built-in campaign 'road' (content digest " in out.splitlines()[0]


def test_verify_says_what_an_export_proves_and_what_it_cannot(saves, tmp_path, capsys):
    # bots played the person's seat here: the export holds, and verify says it can't tell
    passed_road(saves)
    out_file = tmp_path / "mine.json"
    run(capsys, "campaign", "export", "--out", str(out_file))
    code, out, _ = run(capsys, "verify", str(out_file))
    assert code == 0
    assert out.splitlines()[-1] == (
        "what this proves: each stage that is ok is a legal game of that stage (its rules, seats, computer "
        "players and deal), re-played move by move with every hash, ending with the stars shown; no offline "
        "check can tell who played the person's seat (a computer player can), nor that these were first attempts"
    )
