"""Labels cut with "…" until a line of them fits: the tab strip's and the footer's way."""

from __future__ import annotations

from collections.abc import Callable, Collection

from rich.cells import cell_len


def cut_longest(words: list[str], fits: Callable[[list[str]], bool], keep: Collection[int] = ()) -> tuple[list[str], bool]:
    """`words` with the longest (but those at `keep`) cut a cell at a time with "…" until
    `fits(words)`; each keeps three cells at least. (The words as cut, whether they fit.)"""
    words = list(words)
    while not fits(words):
        cuttable = [i for i in range(len(words)) if i not in keep and cell_len(words[i]) > 3]
        if not cuttable:
            return words, False
        i = max(cuttable, key=lambda j: cell_len(words[j]))
        words[i] = words[i][: max(1, len(words[i]) - 2)].rstrip() + "…"  # (a cut word's "…" and a character)
    return words, True
