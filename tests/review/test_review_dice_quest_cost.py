"""What a solo Dice Quest review computes, and what it does not compute again (docs/performance.md,
"The review of play", third pass): each line's risk once per set of rolls its enemies beat, one
best-keeps pass per turn table, a power's option read from one roll of its table, and no
interface, catalogue or process pool imported by `dragonwood review` of a solo game. Each
shortcut gives the very floats of the long way (the review's figures are pinned to the bit)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from dragonwood_tui.bots import dice_quest_quest as Q
from dragonwood_tui.games.dice_quest import GAME
from dragonwood_tui.games.dice_quest import tables as T
from dragonwood_tui.games.dice_quest.actions import UsePower
from dragonwood_tui.games.dice_quest.solver import beat_set, combo_of

from .test_review_dice_quest_solo import CONFIG, _card, _position

SAVES = Path(__file__).parent.parent.parent / "saves"


def _plain_line_fail(combos) -> float:
    """`line_fail` the long way: the line's beating rolls, one re-roll's best keep from each."""
    ok = [1.0 if any(col) else 0.0 for col in zip(*[beat_set(c) for c in combos])]
    best = Q.best_keeps(Q.expect(ok))
    return 1.0 - sum(w * (1.0 if o else b) for w, o, b in zip(T.ROLL_WEIGHT, ok, best)) / 7776


def test_a_lines_risk_is_computed_once_per_set_of_rolls_beaten():
    pair, three = combo_of(GAME.cards[_card("pair of 6s")]), combo_of(GAME.cards[_card("three 6s")])
    full = combo_of(GAME.cards[_card("full house")])
    Q.line_fail.cache_clear()
    Q._fail_of.cache_clear()
    # every roll that beats three 6s beats a pair of 6s: the same rolls, the same risk
    lines = [(pair,), Q._key([pair, three]), Q._key([pair, full]), Q._key([pair, three, full])]
    for line in lines:
        assert Q.line_fail(line) == _plain_line_fail(line)
    assert Q.line_fail.cache_info().misses == 4
    assert Q._fail_of.cache_info().misses == 2  # {pair, pair + three} and {pair + full, all three}


def _turn_and_army():
    """A mid-quest turn with a free re-roll and an army of every power, two reroll cards."""
    line = [_card("pair of 2s"), _card("full house", "plus"), _card("five of a kind"), _card("three 6s")]
    army = [_card("pair of 1s", "plus"), _card("pair of 1s", "minus"), _card("three 3s"),
            _card("two pairs", "reroll"), _card("four of a kind", "reroll"), _card("pair of 3s")]
    state = _position(line, [2, 3, 4, 5, 6], army)
    return state, GAME.view(state, 0)


def test_a_turn_table_takes_one_best_keeps_pass(monkeypatch):
    state, view = _turn_and_army()
    army = (1, 1, 1, 2, 1)
    Q.QuestAnalyst(GAME, CONFIG)._turn_of(view).table(army, 1, 0)  # the lines' risks, kept across turns
    turn = Q.QuestAnalyst(GAME, CONFIG)._turn_of(view)
    passes = []
    real = Q.best_keeps
    monkeypatch.setattr(Q, "best_keeps", lambda kept: passes.append(1) or real(kept))
    table = turn.table(army, 1, 0)
    improved = [k for k in turn._tables if k[1] > 0 or (k[0][3] > 0 and k[2] < Q.CARD_LAYERS)]
    assert any(k[1] > 0 and k[0][3] > 0 for k in improved)  # some re-roll both ways
    assert len(passes) == len(improved)  # one pass each
    # the same floats as improving with each of the two in turn
    free, card = turn.kept_values(army, 0, 0), turn.kept_values((1, 1, 1, 1, 1), 1, 1)
    two_passes = [max(e, a, b) for e, a, b in zip(turn.end(army), real(free), real(card))]
    assert table == two_passes


def test_a_powers_option_reads_one_roll_of_its_table():
    state, view = _turn_and_army()
    legal = GAME.legal_actions(state)
    powers = [a for a in legal if isinstance(a, UsePower) and GAME.cards[a.card].power != "reroll"]
    assert len(powers) > 10
    analyst = Q.QuestAnalyst(GAME, CONFIG)
    values = analyst.values(view, legal)
    turn = analyst._turn_of(view)
    fewer = [(0, 1, 1, 2, 1), (1, 0, 1, 2, 1), (1, 1, 0, 2, 1), (1, 1, 1, 2, 0)]
    assert not any((army, 1, 0) in turn._tables for army in fewer)  # read, not built
    # built, each roll of each table is the value read
    for army in fewer:
        table = turn.table(army, 1, 0)
        other = Q.QuestAnalyst(GAME, CONFIG)._turn_of(view)
        assert [other.at(army, 1, x) for x in range(len(T.ROLLS))] == table
    assert analyst.values(view, legal) == values


def test_the_review_of_a_solo_game_imports_no_interface_catalogue_or_pool(tmp_path):
    record = tmp_path / "solo.json"
    shutil.copy(SAVES / "dice-quest-solo-won.json", record)  # (its review's cache is written beside it)
    code = ("import sys; from dragonwood_tui.cli import main; assert main(['review', sys.argv[1], '--json']) == 0;"
            "print(' '.join(sys.modules))")
    out = subprocess.run([sys.executable, "-c", code, str(record)], capture_output=True, text=True, check=True).stdout
    loaded = set(out.split("\n")[-2].split())
    assert "dragonwood_tui.bots.dice_quest_quest" in loaded  # it did review
    heavy = ("textual", "rich", "babel", "plotext", "textual_plotext", "multiprocessing", "concurrent",
             "dragonwood_tui.tui", "dragonwood_tui.stats", "dragonwood_tui.review.sampled")
    assert sorted(m for m in loaded if m.startswith(heavy)) == []


def test_the_collector_rests_while_a_one_process_analyst_values(monkeypatch):
    import gc

    from dragonwood_tui.review import run
    from dragonwood_tui.storage.files import read_record_file

    seen = []
    real = Q.QuestAnalyst.estimates

    def estimates(self, view, legal, played=None):
        seen.append(gc.isenabled())
        return real(self, view, legal, played)

    monkeypatch.setattr(Q.QuestAnalyst, "estimates", estimates)
    record = read_record_file(SAVES / "dice-quest-solo-lost.json")
    assert gc.isenabled()
    review = run.review_record(record, 0, jobs=2)
    assert seen and not any(seen)  # its tables hold no cycles: nothing to collect meanwhile
    assert gc.isenabled() and review.decisions
