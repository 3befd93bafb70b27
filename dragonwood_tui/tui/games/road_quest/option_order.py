"""The order the Road Quest choices are listed in, and the one Enter plays at first.

Three blocks, lettered a, b, c… top to bottom afresh in every list shown: the lettered choices,
then the fixed keys (e ends the turn,
k camps: option_keys.FIXED), then the plain losses (choices.loss_note: a camp at full life).
The highlight (Enter) does not start on the first row when that row throws something away: it
starts on the first choice that is not a treasure thrown away, a camp or a plain loss, and on
ending the turn when the lettered ones are only such (e.g. "discard the treasure" beside "end the
turn"). No Textual here: tests read it over random games.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from dragonwood_tui.games.road_quest import choices
from dragonwood_tui.games.road_quest.actions import Action, Camp, DropTreasure, EndTurn
from dragonwood_tui.games.road_quest.cards import CardSet
from dragonwood_tui.games.road_quest.view import RoadQuestView
from dragonwood_tui.tui.games.road_quest.option_keys import FIXED, KeyBook

# never the highlighted default when anything else is listed: a treasure or a road given up
COSTLY = (DropTreasure, Camp)


def block_of(action: Action, loss: bool) -> int:
    """0: the lettered choices, 1: the kinds of the fixed keys (e, k), 2: the plain losses (by
    kind, not by letter: the choice of characters is lettered a, b, c, d, e, f)."""
    return 2 if loss else 1 if type(action).__name__ in FIXED else 0


def default_index(options: Sequence[Action], losses: Sequence[bool]) -> int:
    """The choice Enter plays before the highlight is moved: the first that costs nothing, else
    ending the turn, else the first."""
    for i, (a, loss) in enumerate(zip(options, losses)):
        if not loss and not isinstance(a, COSTLY):
            return i
    return next((i for i, a in enumerate(options) if isinstance(a, EndTurn)), 0)


class Listing(NamedTuple):
    options: list[Action]  # as listed, top to bottom
    keys: list[str]  # each one's letter (" ": none left)
    blocks: list[int]  # each one's block (block_of)
    default: int  # the one highlighted before the player moves the highlight


def listing(cards: CardSet, view: RoadQuestView, legal: Sequence[Action], book: KeyBook) -> Listing:
    """The choices of `legal` as the table lists them (twins once), ordered in blocks, lettered
    by `book` from a top to bottom (e and k aside), with Enter's default."""
    options = choices.offered(cards, view, legal)
    losses = [bool(choices.loss_note(cards, view, a)) for a in options]
    blocks = [block_of(a, loss) for a, loss in zip(options, losses)]
    order = sorted(range(len(options)), key=lambda i: blocks[i])  # stable: offered order in a block
    listed = [options[i] for i in order]
    keys = book.letters(
        (view.turn, view.to_move, view.phase), [(choices.twin_key(cards, a), type(a).__name__) for a in listed],
        reserve=view.phase != "character",
    )
    blocks = [blocks[i] for i in order]
    return Listing(listed, keys, blocks, default_index(listed, [b == 2 for b in blocks]))
