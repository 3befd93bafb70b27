"""`dragonwood replay --text --seat N FILE`: what seat N saw (1-based), never a card hidden from it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dragonwood_tui.cli import main
from dragonwood_tui.games import get_game
from dragonwood_tui.games.dragonwood.cards import label
from dragonwood_tui.storage.files import read_record_file

REPO = Path(__file__).resolve().parents[2]
DRAGONWOOD = REPO / "saves" / "dragonwood-4-seats.json"
ROAD_QUEST = REPO / "saves" / "road-quest-3-seats.json"


def text(capsys, *argv: str) -> str:
    assert main(["replay", "--text", *argv]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    return out


def hands_over_the_game(path: Path, seat: int) -> list[list[int]]:
    """The seat's hand at the deal and after every action (its own view)."""
    record = read_record_file(path)
    game = get_game(record.kind)
    state = game.new_game(record.header.config, record.header.seed)

    def hand() -> list[int]:
        view = game.view(state, seat)
        return list(view.hand if hasattr(view, "hand") else view.seats[seat].hand)  # Road Quest: per seat

    hands = [hand()]
    for action in record.actions:
        game.apply(state, action)
        hands.append(hand())
    return hands


def tokens(out: str) -> set[str]:
    return set(re.findall(r"\b[A-Z][a-z]?\d+\b", out))


@pytest.mark.parametrize("seat", [1, 2, 3, 4])
def test_a_dragonwood_seat_sees_its_own_hand_and_no_card_hidden_from_it(capsys, seat):
    record = read_record_file(DRAGONWOOD)
    out = text(capsys, "--seat", str(seat), str(DRAGONWOOD))
    full = text(capsys, str(DRAGONWOOD))
    name = record.header.seats[seat - 1].name
    assert f"seen by seat {seat} ({name})" in out
    assert f"seed {record.header.seed}" in full and "seed" not in out.split("\n")[1]  # the seed gives the deck away
    mine = hands_over_the_game(DRAGONWOOD, seat - 1)
    shown = [line.split(": ", 1)[1] for line in out.splitlines() if line.strip().startswith(f"» {name}'s hand:")]
    # every hand line is a hand the seat held, in order, and every change of its hand is shown
    changes = [h for i, h in enumerate(mine) if i == 0 or h != mine[i - 1]]
    as_text = [" ".join(label(c) for c in h) or "no cards" for h in changes]
    assert [s for i, s in enumerate(shown) if i == 0 or s != shown[i - 1]] == as_text
    # Cards only ever held by the others, never shown to the table: in neither account.
    held_by_me = {c for h in mine for c in h}
    others = {c for s in range(len(record.header.seats)) if s != seat - 1 for h in hands_over_the_game(DRAGONWOOD, s) for c in h}
    hidden = {label(c) for c in others - held_by_me} - tokens(full)
    assert hidden, "no card was hidden from this seat: the test could not fail"
    assert not hidden & tokens(out)
    assert {label(c) for c in held_by_me} <= tokens(out)


def test_a_road_quest_seat_sees_its_own_hand_and_the_others_sizes(capsys):
    record = read_record_file(ROAD_QUEST)
    game = get_game(record.kind)
    out = text(capsys, "--seat", "2", str(ROAD_QUEST))
    mine = hands_over_the_game(ROAD_QUEST, 1)
    first = ", ".join(game.cards.cards[c].name for c in mine[0])
    assert f"» Brann's hand: {first}\n" in out
    assert "» hand sizes: Ada 5, Cleo 5" in out
    assert "Ada's hand" not in out and "Cleo's hand" not in out


@pytest.mark.parametrize("seat", ["0", "5", "-1"])
def test_a_seat_out_of_range_is_one_line(capsys, seat):
    assert main(["replay", "--text", "--seat", seat, str(DRAGONWOOD)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == f"dragonwood replay: {DRAGONWOOD}: --seat {seat}: the game has seats 1 to 4\n"
