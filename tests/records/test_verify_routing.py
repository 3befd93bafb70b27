"""`dragonwood verify` sends a file to the campaign-export verifier by its parsed `format`
field, not by a substring: a valid record whose first bytes hold the words
`dragonwood-tui-campaign-export` (a player's name) is verified as a record, as `replay --text`
and `import` read it; a real export is still verified as one, whatever its layout."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dragonwood_tui.bots import bot_factory
from dragonwood_tui.campaign.export import EXPORT_FORMAT, is_export
from dragonwood_tui.cli import main
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.match import Match
from dragonwood_tui.games import get_game
from dragonwood_tui.storage.records import encode_record, new_record


@pytest.fixture
def tricky(data_dir: Path, tmp_path: Path) -> Path:
    """A finished solo Dice Quest whose player is named after the export format."""
    game = get_game("dice-quest")
    config = game.default_config(1)
    seats = [SeatSpec(EXPORT_FORMAT, "expert")]
    match = Match(game, config, 3, seats, bot_factory=bot_factory("dice-quest"))
    match.play_bots()
    first, rest = encode_record(new_record(game, config, 3, seats, match.actions)).split(b"\n", 1)
    # the same header, its seats (the player's name) first: any field order is a valid record
    line = json.loads(first)
    header = line.pop("header")
    line = {"header": {"seats": header.pop("seats"), **header}, **line}
    path = tmp_path / "tricky.json"
    path.write_bytes(json.dumps(line, separators=(",", ":")).encode() + b"\n" + rest)
    assert EXPORT_FORMAT.encode() in path.read_bytes()[:200]  # where the old check looked
    return path


def test_a_record_named_like_an_export_is_verified_as_a_record(tricky: Path, capsys):
    assert not is_export(tricky)
    assert main(["verify", str(tricky)]) == 0
    out, err = capsys.readouterr()
    assert out.startswith(f"{tricky}: ok — dice-quest, 1 seat"), out + err
    assert main(["replay", "--text", str(tricky)]) == 0
    assert main(["import", str(tricky), "--again"]) == 0


def test_an_export_is_still_routed_to_the_export_verifier_in_any_layout(data_dir: Path, tmp_path, capsys):
    out = tmp_path / "export.json"
    assert main(["campaign", "export", "--out", str(out)]) == 0
    capsys.readouterr()
    pretty = tmp_path / "pretty.json"
    pretty.write_text(json.dumps(json.loads(out.read_bytes()), indent=2))  # re-laid out: still one
    for path in (out, pretty):
        assert is_export(path)
        assert main(["verify", str(path)]) == 0
        text = capsys.readouterr().out
        assert text.startswith(f"{path}: ") and "proved: 0 stars" in text, text


@pytest.mark.parametrize(
    "body",
    [
        b'{"format": 5}',
        b'["dragonwood-tui-campaign-export"]',
        b'{"name": "dragonwood-tui-campaign-export"}',
        b'{"format": "dragonwood-tui-campaign-export"',  # cut short
        b"\xff\xfe dragonwood-tui-campaign-export",
    ],
)
def test_anything_else_is_not_an_export(tmp_path, body):
    path = tmp_path / "x.json"
    path.write_bytes(body)
    assert not is_export(path)
