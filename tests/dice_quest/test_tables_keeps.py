"""`tables.KEEPS` (built from `itertools.combinations`, for a faster start) is, for each roll,
every keep a re-roll can leave: the dice at each proper subset of the five positions."""

from __future__ import annotations

from dragonwood_tui.games.dice_quest import tables as T


def test_each_rolls_keeps_are_its_proper_subsets_of_positions() -> None:
    for x, roll in enumerate(T.ROLLS):
        subsets = {tuple(roll[i] for i in range(5) if mask >> i & 1) for mask in range(31)}
        assert T.KEEPS[x] == sorted(T.SUB_INDEX[s] for s in subsets)
    assert len(T.KEEPS[T.INDEX[(1, 2, 3, 4, 5)]]) == 31 and len(T.KEEPS[T.INDEX[(6, 6, 6, 6, 6)]]) == 5
