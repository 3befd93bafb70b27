"""What one seat (or a spectator) sees of a Dice Quest game: `build_view(rules, state, seat)`.

Nothing in Dice Quest is secret except the order of the deck: every card in an army was beaten
face up, so every seat (and a spectator, seat None) sees the same table. `unseen` lists the cards
still in the deck, sorted by id, so that players (and bots) can count what is left. `config` is
the table's rules (free re-rolls, modifiers, end rules): public, and what `worlds` needs to deal a
state from a view.
"""

from __future__ import annotations

import msgspec

from dragonwood_tui.engine.game import public_config
from dragonwood_tui.games.dice_quest.combos import beats_counts, counts_of
from dragonwood_tui.games.dice_quest.config import DiceQuestConfig
from dragonwood_tui.games.dice_quest.deck import Card
from dragonwood_tui.games.dice_quest.rules import Rules
from dragonwood_tui.games.dice_quest.state import DiceQuestState, Event, end_words


class CardView(msgspec.Struct, frozen=True):
    """A card as players see it. `name` is the deck's English name (a key: show it with
    `i18n.card_names.card_name("dice-quest", name)`); `combination` the canonical text ("2 2",
    "sun sun moon moon"); `label` its name in the player's language ("pair of 2s", "two pairs");
    `groups` the groups to draw: (face or "sun"/"moon", how many dice)."""

    id: int
    name: str
    combination: str
    label: str
    power: str
    groups: tuple[tuple[str, int], ...]


class EnemyView(msgspec.Struct, frozen=True):
    """A quest-line enemy and whether the current dice beat it."""

    card: CardView
    beaten: bool


class PlayerView(msgspec.Struct, frozen=True):
    seat: int
    army: list[CardView]  # powers available, in the order beaten
    discard: list[CardView]  # spent powers
    score: int
    first_turn: bool  # the seat has not finished its first turn yet (config.first_rerolls free re-rolls)


class DiceQuestView(msgspec.Struct, frozen=True):
    seat: int | None  # whose view (None: spectator)
    players: int  # seats at the table (1: solo)
    variants: tuple[str, ...]
    turn: int  # 1-based number of the turn in progress
    to_move: int | None  # whose decision it is; None once the game is over
    status: str  # "playing", "won" / "lost" (solo), "over" (multiplayer)
    dice: tuple[int, ...]
    free_rerolls: int  # free re-rolls left this turn
    reroll_allowed: bool  # a free re-roll may be taken now (strict-reroll may forbid it)
    line: list[EnemyView]  # the quest line, oldest first
    beaten: list[int]  # ids of the line enemies the dice beat now
    deck_size: int
    unseen: list[CardView]  # the deck's cards, sorted by id (its order is secret)
    seats: list[PlayerView]  # armies, discards and scores of every seat
    scores: list[int]
    winners: list[int]  # empty while the game runs
    log: list[Event]
    end_reason: str = ""  # "" while playing; "quest complete", "gave up" or "no move left" (keys)
    gone: list[CardView] = []  # enemies removed by idle rounds (multiplayer), oldest first
    set_aside: int = 0  # enemies left out at setup by the deck_size / no_power modifiers
    config: DiceQuestConfig | None = None  # the rules the table plays by (every seat knows them)

    @property
    def end_text(self) -> str:
        """`end_reason` in the player's language (the field stays the English key)."""
        return end_words(self.end_reason)


def card_view(card: Card) -> CardView:
    combo = card.combination
    groups = [(str(f), combo.numbers[f - 1]) for f in range(1, 7) if combo.numbers[f - 1]]
    if combo.sun:
        groups.append(("sun", combo.sun))
    if combo.moon:
        groups.append(("moon", combo.moon))
    return CardView(card.id, card.name, combo.text, combo.label, card.power, tuple(groups))


def build_view(rules: Rules, card_views: tuple[CardView, ...], state: DiceQuestState, seat: int | None) -> DiceQuestView:
    if seat is not None and not 0 <= seat < len(state.players):
        raise ValueError(f"no seat {seat} at this table")
    counts = counts_of(state.dice)
    combos = rules.combos
    line = []
    beaten = []
    for c in state.line:
        hit = beats_counts(counts, combos[c])
        line.append(EnemyView(card_views[c], hit))
        if hit:
            beaten.append(c)
    playing = state.status == "playing"
    scores = rules.scores(state)
    seats = [
        PlayerView(
            i,
            [card_views[c] for c in p.army],
            [card_views[c] for c in p.discard],
            scores[i],
            p.turns == 0 or (p.turns == 1 and playing and state.seat == i),
        )
        for i, p in enumerate(state.players)
    ]
    return DiceQuestView(
        seat=seat,
        players=len(state.players),
        variants=state.config.variants,
        turn=state.turn,
        to_move=state.seat if playing else None,
        status=state.status,
        dice=tuple(state.dice),
        free_rerolls=state.rerolls_left if playing else 0,
        reroll_allowed=rules.reroll_allowed(state),
        line=line,
        beaten=beaten,
        deck_size=len(state.deck),
        unseen=[card_views[c] for c in sorted(state.deck)],
        seats=seats,
        scores=scores,
        winners=rules.winners(state),
        log=list(state.log),
        end_reason=state.end_reason,
        gone=[card_views[c] for c in state.gone],
        set_aside=len(state.set_aside),
        config=public_config(state.config),
    )
