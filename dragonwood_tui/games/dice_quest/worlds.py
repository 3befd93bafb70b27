"""A full Dice Quest state consistent with a seat's view, for the review (`sample_world`).

Nothing is secret in Dice Quest but the deck's order (the view's `unseen` lists its cards) and
the dice to come. `sample_world(game, view, seed)` keeps everything the view shows as it is (the
quest line, the dice, the free re-rolls, armies, discards, the enemies gone, the log) and deals
the deck in an order shuffled from `seed`; the cards set aside at setup are those found nowhere
else; the state's PRNG is seeded from `seed` (so the dice to come are new too). What the view
tells only through its log is read from the log: how many turns each seat has started (the
first turn's extra re-rolls) and whether an enemy was beaten in the round in progress (the
`idle_rounds` rule). Dice stacked by a test or a puzzle are not carried over (they are the dice
to come).

None when there is no decision (the game is over), when the view is not the seat to move's, or
when the view does not carry the table's rules (`config`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dragonwood_tui.engine.rng import MASK64, Rng, derive_seed
from dragonwood_tui.games.dice_quest.state import PLAYING, DiceQuestState, PlayerState
from dragonwood_tui.games.dice_quest.view import DiceQuestView

if TYPE_CHECKING:
    from dragonwood_tui.games.dice_quest import DiceQuestGame


def sample_world(game: DiceQuestGame, view: DiceQuestView, seed: int) -> DiceQuestState | None:
    config = view.config
    if config is None or view.status != PLAYING or view.to_move is None or view.seat != view.to_move:
        return None
    rng = Rng(seed & MASK64)
    deck = [c.id for c in view.unseen]
    rng.shuffle(deck)
    line = [e.card.id for e in view.line]
    gone = [c.id for c in view.gone]
    placed = set(deck) | set(line) | set(gone)
    for p in view.seats:
        placed.update(c.id for c in p.army)
        placed.update(c.id for c in p.discard)
    set_aside = [c for c in range(len(game.cards)) if c not in placed]
    n = view.players
    turns = [0] * n
    for e in view.log:
        if e.kind == "turn" and 0 <= e.seat < n:
            turns[e.seat] += 1
    if not view.log:  # (a view without its history) the least the first-turn flags allow
        turns = [0 if p.first_turn and p.seat != view.to_move else 1 + (not p.first_turn) for p in view.seats]
    if n == 1:
        round_beat = any(e.kind == "beat" for e in view.log)
    else:
        starts = [i for i, e in enumerate(view.log) if e.kind == "turn" and e.seat == 0]
        since = starts[-1] if starts else 0
        round_beat = any(e.kind == "beat" for e in view.log[since:])
    return DiceQuestState(
        config=config,
        rng=Rng(derive_seed(rng.next_u64(), "dice")),
        deck=deck,
        line=line,
        dice=list(view.dice),
        rerolls_left=view.free_rerolls,
        seat=view.to_move,
        turn=view.turn,
        players=[
            PlayerState([c.id for c in p.army], [c.id for c in p.discard], turns[i]) for i, p in enumerate(view.seats)
        ],
        status=PLAYING,
        log=list(view.log),
        end_reason="",
        set_aside=set_aside,
        gone=gone,
        round_beat=round_beat,
    )
