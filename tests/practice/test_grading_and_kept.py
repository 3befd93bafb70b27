"""Practice without the app: a pick graded from a decision (best, within the noise, the move
played, an option the review did not value), and the kept file (solved twice in a row leaves the
list, the streak; an edited, resealed, damaged, oversized or odd file is dropped and rebuilt with
one line, never a crash)."""

from __future__ import annotations

import os

import msgspec
import pytest

from dragonwood_tui.practice.grading import best_line, grade
from dragonwood_tui.practice.kept import FILE_NAME, FORMAT, MAX_BYTES, Kept, kept_path
from dragonwood_tui.review.model import Decision, classify
from dragonwood_tui.storage.cache import seal

KEY = "0" * 32 + ":1:12"


def decision(loss: float, se: float, played=("a", 1), best=("b", 2)) -> Decision:
    return Decision(
        step=12, turn=3, chance_played=0.6 - loss, chance_best=0.6, loss=loss,
        se=se, cls=classify(loss, se), options=3, played_action=list(played), best_action=list(best),
    )


def test_a_pick_is_graded_from_the_decision_alone():
    d = decision(0.2, 0.01)
    assert grade(d, ("b", 2)).verdict == "best" and grade(d, ("b", 2)).solved
    played = grade(d, ("a", 1))
    assert played.verdict == "played" and not played.solved and played.counted and (played.loss, played.se) == (0.2, 0.01)
    other = grade(d, ("c", 3))
    assert other.verdict == "unvalued" and not other.solved and not other.counted
    # what was played, within the noise of the best: as good as the best
    close = grade(decision(0.012, 0.01), ("a", 1))
    assert close.verdict == "noise" and close.solved


def test_the_best_line_words_the_best_and_its_chances():
    d = decision(0.2, 0.01)
    best, reason = best_line(d, lambda action: f"in the language: {action}")
    assert best == "in the language: ['b', 2]" and "60% chance of winning after it, against 40%" in reason
    best, reason = best_line(d, lambda action: None, players=1)
    assert best == "['b', 2]" and "chance of beating the quest" in reason


def test_the_best_line_gives_the_reviews_reason_when_the_review_is_at_hand():
    from dragonwood_tui.review.model import SeatReview, counts

    d = decision(0.2, 0.01)
    review = SeatReview(game="dragonwood", seat=1, name="You", method="sampled", accuracy=50.0, counts=counts([d]), decisions=[d])
    best, reason = best_line(d, lambda action: "capture", review=review)
    assert best == "capture" and reason.startswith("The better option wins more often: 60% against 40%")


def test_solved_twice_in_a_row_leaves_the_list_and_the_streak_counts(tmp_path):
    path = tmp_path / FILE_NAME
    kept = Kept.load(path)
    assert kept.problem is None and not path.exists()
    kept.answer(KEY, True)
    kept.answer(KEY, False)  # a miss: in a row again from nothing
    kept.answer(KEY, True)
    assert not kept.left(KEY) and (kept.streak, kept.best_streak) == (1, 1)
    kept.answer(KEY, True)
    again = Kept.load(path)
    assert again.left(KEY) and (again.streak, again.best_streak) == (2, 2) and again.problem is None


def sealed(body: dict) -> bytes:
    data = msgspec.json.encode(body)
    return b'{"seal":' + msgspec.json.encode(seal(data)) + b',"body":' + data + b"}"


BAD = {
    "not json": b"{not json",
    "not UTF-8": b"\xff\xfe" * 40,
    "edited (seal wrong)": b'{"seal":"00","body":{"format":"dragonwood-tui-practice"}}',
    "resealed: another format": sealed({"format": "something else"}),
    "resealed: in a row out of range": sealed({"format": FORMAT, "positions": {KEY: {"in_a_row": 7}}}),
    "resealed: a key that is no position": sealed({"format": FORMAT, "positions": {"../../etc": {}}}),
    "resealed: a streak beyond the best": sealed({"format": FORMAT, "streak": 5, "best_streak": 1}),
    "resealed: a negative count": sealed({"format": FORMAT, "positions": {KEY: {"tries": -1}}}),
    "resealed: an unknown field": sealed({"format": FORMAT, "admin": True}),
    "too large": b" " * (MAX_BYTES + 1),
}


@pytest.mark.parametrize("content", list(BAD.values()), ids=list(BAD))
def test_a_bad_practice_file_is_dropped_and_rebuilt_with_one_line(tmp_path, content):
    path = tmp_path / FILE_NAME
    path.write_bytes(content)
    kept = Kept.load(path)
    assert kept.problem is not None and "\n" not in kept.problem and str(path) in kept.problem
    assert (kept.streak, kept.best_streak, kept.marks) == (0, 0, {})
    assert Kept.load(path).problem is None  # rebuilt at once: said once


def test_a_folder_or_a_fifo_in_its_place_is_no_crash(tmp_path):
    (tmp_path / "folder").mkdir()
    path = tmp_path / "folder" / FILE_NAME
    path.mkdir()
    kept = Kept.load(path)
    assert kept.problem is not None
    kept.answer(KEY, True)  # the write refused: only this answer's memory is lost
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "fifo" / FILE_NAME
        fifo.parent.mkdir()
        os.mkfifo(fifo)
        assert Kept.load(fifo).problem is not None  # never blocks on it


def test_the_file_is_beside_the_saves_folder(tmp_path):
    assert kept_path(tmp_path / "data" / "saves") == tmp_path / "data" / FILE_NAME


def test_the_same_capture_with_its_cards_in_another_order_is_the_same_move(tmp_path):
    """A person clicks cards in any order; the review keeps the rules' order: the same move."""
    from dragonwood_tui.engine.game import SeatSpec
    from dragonwood_tui.games import get_game
    from dragonwood_tui.practice.grading import same_move
    from dragonwood_tui.practice.positions import match_at, positions_of
    from tests.tui.app_helpers import write_save
    from tests.tui.practice_helpers import stacked_review

    game = get_game("dragonwood")
    checked = 0
    for seed in range(1, 6):
        record = write_save(tmp_path, f"g{seed}", "dragonwood", [SeatSpec("You"), SeatSpec("Ada", "greedy")], seed)
        for p in positions_of(record, stacked_review(record, 0, every=2), "x"):
            best = msgspec.convert(p.decision.best_action, game.action_type)
            cards = getattr(best, "cards", ())
            if len(cards) < 2:
                continue
            state = match_at(p).state
            reordered = msgspec.structs.replace(best, cards=tuple(reversed(cards)))
            assert grade(p.decision, reordered).verdict == "unvalued"  # as JSON: another action
            found = grade(p.decision, reordered, lambda pick, kept: same_move(game, state, pick, kept))
            assert found.verdict == "best"
            # a capture with other cards is another move
            others = [a for a in game.legal_actions(state) if getattr(a, "cards", None) and sorted(a.cards) != sorted(cards)]
            assert all(not same_move(game, state, a, p.decision.best_action) for a in others)
            assert not same_move(game, state, best, {"type": "nonsense"})  # a file's action that is none
            checked += 1
    assert checked >= 3
