"""Importing a game the saves already hold is refused, naming the save (`saves.same_game`):
same game kind, rules version, seed, config, seats and actions; names, notes and times aside."""

from __future__ import annotations

from pathlib import Path

import msgspec
import pytest

from dragonwood_tui.cli import main
from dragonwood_tui.play import saves
from dragonwood_tui.storage.records import challenge_of, decode_record, encode_challenge, encode_record

REPO = Path(__file__).resolve().parents[2]
SAMPLE = REPO / "saves" / "dragonwood-4-seats.json"  # a finished game


def snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


def test_the_same_record_twice_is_refused_naming_the_save(saves_folder):
    first, _ = saves.import_file(SAMPLE, saves_folder)
    saves.rename_save(first, "Sunday")  # a name is not the game: still the same
    before = snapshot(saves_folder)
    with pytest.raises(saves.AlreadySaved) as caught:
        saves.import_file(SAMPLE, saves_folder)
    assert caught.value.save_id == first and caught.value.info.finished
    assert str(caught.value) == f"{SAMPLE}: the same game is already saved as {first} «Sunday»"
    assert snapshot(saves_folder) == before  # nothing written
    again, _ = saves.import_file(SAMPLE, saves_folder, again=True)  # a copy, when asked for
    assert again != first and len(saves.list_saves(saves_folder)) == 2


@pytest.mark.parametrize("change", ["seed", "seat name", "bot", "one action less", "config"])
def test_a_different_game_is_not_a_duplicate(saves_folder, tmp_path, change):
    saves.import_file(SAMPLE, saves_folder)
    record = decode_record(SAMPLE.read_bytes())
    other = decode_record(SAMPLE.read_bytes())
    h = other.header
    if change == "seed":
        h.seed += 1
    elif change == "seat name":
        h.seats[1] = msgspec.structs.replace(h.seats[1], name="Someone else")
    elif change == "bot":
        h.seats[1] = msgspec.structs.replace(h.seats[1], bot="normal")
    elif change == "one action less":
        other.actions = other.actions[:-1]
    else:
        h.config = msgspec.structs.replace(h.config, hand_limit=h.config.hand_limit - 1)
    assert saves.same_game(record, record) and not saves.same_game(record, other)
    # the folder's copy is not the changed one: find_same passes it over
    assert saves.find_same(other, saves_folder) is None
    assert saves.find_same(record, saves_folder) is not None


def test_a_challenge_is_a_duplicate_until_its_deal_is_played(saves_folder, tmp_path):
    deal = tmp_path / "deal.json"
    deal.write_bytes(encode_challenge(challenge_of(decode_record(SAMPLE.read_bytes()))))
    first, _ = saves.import_file(deal, saves_folder)
    with pytest.raises(saves.AlreadySaved) as caught:  # the same untouched deal
        saves.import_file(deal, saves_folder)
    assert caught.value.save_id == first and not caught.value.info.finished
    resumed = saves.resume(first, saves_folder)
    resumed.match.play(resumed.match.game.legal_actions(resumed.match.state)[0])
    resumed.lock.release()
    second, _ = saves.import_file(deal, saves_folder)  # the first is being played: a new try
    assert second != first


def test_unreadable_saves_are_passed_over(saves_folder):
    (saves_folder / "broken.json").write_bytes(b"{")
    record = decode_record(SAMPLE.read_bytes())
    (saves_folder / "cut.json").write_bytes(encode_record(record)[:-40])
    saves.import_file(SAMPLE, saves_folder)  # no error from the broken ones
    assert saves.find_same(record, saves_folder).id not in ("broken", "cut")


def test_cli_import_twice_exits_3_and_says_how_to_open_it(saves_folder, tmp_path, capsys):
    assert main(["import", str(SAMPLE)]) == 0
    first = capsys.readouterr().out.split(" as ")[1].split(" ")[0]
    assert main(["import", str(SAMPLE)]) == 3
    out, err = capsys.readouterr()
    assert out == ""
    assert err == (
        f"dragonwood import: {SAMPLE}: the same game is already saved as {first} «A finished 4-seat Dragonwood game»: "
        f"`dragonwood replay {first}` opens it; --again imports a copy\n"
    )
    deal = tmp_path / "deal.json"
    deal.write_bytes(encode_challenge(challenge_of(decode_record(SAMPLE.read_bytes()))))
    assert main(["import", str(deal)]) == 0
    fresh = capsys.readouterr().out.split(" as ")[1].split(":")[0]
    assert main(["import", str(deal)]) == 3
    assert f"`dragonwood resume {fresh}` opens it" in capsys.readouterr().err  # unfinished: resume
    assert main(["import", str(deal), "--again"]) == 0
    assert len(saves.list_saves(saves_folder)) == 3
