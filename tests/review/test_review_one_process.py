"""An analyst whose decisions share the tables it builds (solo Dice Quest's whole quest, a
game's exact solver) is run in the review's own process whatever `--jobs`: a pool would build
every table again in each worker (a solo review took longer with the default jobs than with one).
A sampled analyst's decisions are independent: they still go to `jobs` processes."""

from __future__ import annotations

from typing import Any

import pytest

from dragonwood_tui import headless
from dragonwood_tui.bots import make_untimed_bot
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.rng import derive_seed
from dragonwood_tui.games import get_game
from dragonwood_tui.review import run
from dragonwood_tui.storage.records import new_record


class Stop(Exception):
    pass


def _record(kind: str, seats: int, seed: int = 2) -> Any:
    game = get_game(kind)
    config = game.default_config(seats)
    state = game.new_game(config, seed)
    bots = [make_untimed_bot(kind, "normal", derive_seed(seed, "bot", i)) for i in range(seats)]
    actions = []
    while (seat := game.to_move(state)) is not None:
        action = bots[seat].choose(game.view(state, seat), game.legal_actions(state))
        actions.append(action)
        game.apply(state, action)
    return new_record(game, config, seed, [SeatSpec(f"s{i}", "normal") for i in range(seats)], actions)


@pytest.mark.parametrize(("kind", "seats", "processes"), [("dice-quest", 1, 1), ("dice-quest", 2, 2), ("road-quest", 2, 2)])
def test_processes_asked_of_the_pool(monkeypatch, kind, seats, processes):
    asked = []

    def blocks(work, count, jobs, label, progress=None, size=None, start=None, stop=None):
        asked.append(jobs)
        raise Stop  # the processes asked for is all this test reads: no decision is valued

    monkeypatch.setattr(headless, "run_blocks", blocks)
    with pytest.raises(Stop):
        run.review_record(_record(kind, seats), 0, jobs=2)
    assert asked == [processes]


def test_one_process_review_is_the_same_as_with_jobs_one():
    record = _record("dice-quest", 1)
    run._analysts.clear()
    one = run.review_record(record, 0, jobs=1)
    run._analysts.clear()
    assert run.review_record(record, 0, jobs=2) == one
