"""Memo tables of the bots, bounded by the memory they hold, not only by their entry count.

A long tournament meets millions of distinct hands: a table that only counts its entries grows
to hundreds of megabytes when an entry is a few kilobytes (`hard`'s card sets: about 2.5 KB
each; 100,000 of them made a 10,000-game tournament's processes grow past 300 MiB).
`BoundedMemo` adds up an estimate of every entry's bytes and drops the oldest entries once it
holds more than its budget; `entries_within` turns a budget into an entry count for tables whose
entries all have the same size (an `lru_cache`, the hand values). The bots only memoise pure
functions of the key, so what a table keeps changes the speed, never a choice.
"""

from __future__ import annotations

import sys
from collections import OrderedDict
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")

MiB = 1 << 20
#: what a dict adds per entry besides its key and value: its slot and index, with the room a
#: dict keeps free; an OrderedDict's link too
DICT_ENTRY = 50
ORDERED_ENTRY = 130
LRU_ENTRY = 220  # functools.lru_cache: its dict's slot, the link (a list of 4), the key's wrapper


def deep_size(obj: object) -> int:
    """Bytes of `obj` and of the tuples, lists, sets and dicts inside it. An object met twice
    counts twice (the small ints CPython shares too): an over-estimate, the safe side."""
    size = sys.getsizeof(obj)
    if isinstance(obj, dict):
        for k, v in obj.items():
            size += deep_size(k) + deep_size(v)
    elif isinstance(obj, (list, tuple, set, frozenset)):
        for x in obj:
            size += deep_size(x)
    return size


def entries_within(budget: int, entry: tuple[object, object], overhead: int = DICT_ENTRY) -> int:
    """How many entries the size of `entry` (a (key, value) pair as it will be stored) fit in
    `budget` bytes."""
    return max(1, budget // (deep_size(entry[0]) + deep_size(entry[1]) + overhead))


class BoundedMemo(Generic[K, V]):
    """A memo of at most about `budget` bytes (its entries' `deep_size`): the oldest entries go
    first. Callers must not change a value they get (it is shared with later calls)."""

    __slots__ = ("budget", "used", "_entries")

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.used = 0
        self._entries: OrderedDict[K, tuple[V, int]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._entries)

    def get(self, key: K) -> V | None:
        got = self._entries.get(key)
        return None if got is None else got[0]

    def put(self, key: K, value: V) -> V:
        """Keep `value` for `key` (and return it), dropping the oldest entries past the budget."""
        size = deep_size(key) + deep_size(value) + ORDERED_ENTRY
        old = self._entries.pop(key, None)
        if old is not None:
            self.used -= old[1]
        self._entries[key] = (value, size)
        self.used += size
        while self.used > self.budget and len(self._entries) > 1:
            _, (_, dropped) = self._entries.popitem(last=False)
            self.used -= dropped
        return value

    def clear(self) -> None:
        self._entries.clear()
        self.used = 0
