"""The rules of Dice Quest: setup, legal actions, applying an action, turn flow, scores.

Turn flow: a turn starts automatically (chance) when the game begins and inside `apply` right
after the previous turn ends: refill the quest line to 5 from the deck, roll the five dice, grant
the free re-rolls (config: 2 on the seat's first turn, else 1). The player then takes free
re-rolls and spends powers in any order, and ends the turn with `Beat` or `GiveUp`. Solo: giving
up loses the game, and (config `forced_loss`) so does having no move but giving up, by itself;
the game is won when the deck and the quest line are both empty. Multiplayer: giving up only ends
the turn; (config `idle_rounds`) a full round without an enemy beaten removes the oldest enemy of
the quest line; the game is over when the deck and the quest line are empty.
"""

from __future__ import annotations

from collections.abc import Sequence

from dragonwood_tui.engine.game import IllegalAction
from dragonwood_tui.i18n import _, ngettext
from dragonwood_tui.i18n.card_names import card_name
from dragonwood_tui.engine.rng import Rng
from dragonwood_tui.games.dice_quest.actions import Action, Beat, GiveUp, Reroll, UsePower
from dragonwood_tui.games.dice_quest.combos import DICE, beats_counts, counts_of
from dragonwood_tui.games.dice_quest.config import DiceQuestConfig, power_word, validate_config
from dragonwood_tui.games.dice_quest.deck import Card
from dragonwood_tui.games.dice_quest.state import (
    END_CLEARED,
    END_GAVE_UP,
    END_NO_MOVE,
    LOST,
    OVER,
    PLAYING,
    WON,
    DiceQuestState,
    Event,
    PlayerState,
)

LINE_SIZE = 5

# All non-empty subsets of the five dice, as sorted index tuples (smallest first).
SUBSETS: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i in range(DICE) if mask >> i & 1) for mask in range(1, 1 << DICE)
)


def power_result(power: str, value: int, direction: int = 0) -> int:
    """The face a single-die power turns `value` into (plus, minus, shift, mirror)."""
    if power == "plus":
        return value + 1
    if power == "minus":
        return value - 1
    if power == "shift":
        return value + direction
    if power == "mirror":
        return 7 - value
    raise ValueError(f"{power} is not a single-die power")


class Rules:
    """The rules bound to one deck (the standard one, or a user's deck file)."""

    def __init__(self, cards: Sequence[Card]) -> None:
        self.cards = tuple(cards)
        self.combos = tuple(c.combination for c in self.cards)
        self.powers = tuple(c.power for c in self.cards)

    # -- setup ------------------------------------------------------------------------
    def new_game(
        self,
        config: DiceQuestConfig,
        seed: int,
        *,
        deck_order: Sequence[int] | None = None,
        dice: Sequence[int] | None = None,
    ) -> DiceQuestState:
        """A new game, first turn started. For tests and puzzles: `deck_order` puts these card
        ids on top of the deck in this order (the rest shuffled below); `dice` stacks die values
        that the next rolls use before the Rng (the first five are the opening roll)."""
        validate_config(config)
        rng = Rng(seed)
        ids = list(range(len(self.cards)))
        set_aside: list[int] = []
        if config.no_power is not None:  # a modifier: that power's enemies are out of the game
            set_aside = [i for i in ids if self.powers[i] == config.no_power]
            ids = [i for i in ids if self.powers[i] != config.no_power]
        if config.deck_size is not None and config.deck_size > len(ids):
            raise ValueError(ngettext("deck size {size}: this deck has only {n} enemy to play", "deck size {size}: this deck has only {n} enemies to play", len(ids)).format(size=config.deck_size, n=len(ids)))
        rng.shuffle(ids)
        if deck_order is not None:
            top = list(deck_order)
            if len(set(top)) != len(top) or any(i not in ids for i in top):
                raise ValueError("deck_order must list distinct card ids of the deck")
            chosen = set(top)
            ids = top + [i for i in ids if i not in chosen]
        if config.deck_size is not None:  # a modifier: only the top N of the shuffled deck
            set_aside += ids[config.deck_size :]
            del ids[config.deck_size :]
        stacked = list(dice or [])
        if any(type(v) is not int or not 1 <= v <= 6 for v in stacked):
            raise ValueError("stacked dice must be integers 1-6")
        state = DiceQuestState(
            config=config,
            rng=rng,
            deck=ids,
            line=[],
            dice=[1] * DICE,
            rerolls_left=0,
            seat=0,
            turn=0,
            players=[PlayerState() for _ in range(config.players)],
            stacked_dice=stacked,
            set_aside=sorted(set_aside),
        )
        self._start_turn(state)
        self._check_no_move(state)
        return state

    def _roll(self, state: DiceQuestState) -> int:
        if state.stacked_dice:
            return state.stacked_dice.pop(0)
        return state.rng.below(6) + 1

    def _start_turn(self, state: DiceQuestState) -> None:
        drawn = []
        while len(state.line) < LINE_SIZE and state.deck:
            card = state.deck.pop(0)
            state.line.append(card)
            drawn.append(card)
        state.dice = [self._roll(state) for _ in range(DICE)]
        player = state.players[state.seat]
        config = state.config
        state.rerolls_left = config.first_rerolls if player.turns == 0 else config.rerolls
        player.turns += 1
        state.turn += 1
        state.log.append(Event("turn", state.turn, state.seat, cards=drawn, dice=list(state.dice)))

    def _end_turn(self, state: DiceQuestState) -> None:
        if self._cleared(state):
            return
        players = state.config.players
        if state.seat == players - 1 and players > 1 and state.config.idle_rounds:
            # A full round in which nobody beat an enemy: the oldest one leaves the game.
            if not state.round_beat:
                card = state.line.pop(0)
                state.gone.append(card)
                state.log.append(Event("idle-round", state.turn, state.seat, cards=[card]))
                if self._cleared(state):
                    return
            state.round_beat = False
        state.seat = (state.seat + 1) % players
        self._start_turn(state)

    @staticmethod
    def _cleared(state: DiceQuestState) -> bool:
        """End the game if the deck and the quest line are both empty."""
        if state.deck or state.line:
            return False
        state.status = WON if state.config.solo else OVER
        state.end_reason = END_CLEARED
        state.log.append(Event(state.status, state.turn, state.seat))
        return True

    def has_move(self, state: DiceQuestState) -> bool:
        """Whether the seat to move can do anything but give up: a free re-roll, a power that
        changes a die, or an enemy the dice beat."""
        if self.reroll_allowed(state):
            return True
        dice = state.dice
        for card in state.players[state.seat].army:
            power = self.powers[card]
            if power == "plus":
                if min(dice) < 6:
                    return True
            elif power != "minus" or max(dice) > 1:
                return True  # reroll, shift and mirror always change something
        return bool(self.beaten(state))

    def _check_no_move(self, state: DiceQuestState) -> None:
        """Solo (forced_loss): with no move left but giving up, the game is lost by the rules."""
        if state.config.solo and state.config.forced_loss and state.status == PLAYING and not self.has_move(state):
            state.log.append(Event("no-move", state.turn, state.seat))
            self._lose(state, END_NO_MOVE)

    @staticmethod
    def _lose(state: DiceQuestState, reason: str) -> None:
        state.status = LOST
        state.end_reason = reason
        state.log.append(Event(LOST, state.turn, state.seat))

    # -- queries ----------------------------------------------------------------------
    def action_bound(self, config: DiceQuestConfig) -> int | None:
        """Most actions a game of `config` can take (None: no bound, a multiplayer game without
        `idle_rounds`). Solo, or with `idle_rounds`, every full round takes at least one enemy
        out of the deck and the line, so a deck of D enemies lasts at most D rounds; a turn is
        its free re-rolls and one Beat or GiveUp; each power is spent once."""
        if not config.solo and not config.idle_rounds:
            return None
        cards = len(self.cards) if config.no_power is None else sum(p != config.no_power for p in self.powers)
        deck = min(cards, config.deck_size or cards)
        turns = deck * config.players
        return turns * (max(config.first_rerolls, config.rerolls) + 1) + deck

    def beaten(self, state: DiceQuestState) -> list[int]:
        """Ids of the quest-line enemies that the current dice beat, in line order."""
        counts = counts_of(state.dice)
        return [c for c in state.line if beats_counts(counts, self.combos[c])]

    def reroll_allowed(self, state: DiceQuestState) -> bool:
        """Whether a free re-roll may be taken now (one left, and under `strict-reroll` only
        while the dice beat no enemy)."""
        if state.status != PLAYING or state.rerolls_left <= 0:
            return False
        return not (state.config.strict_reroll and self.beaten(state))

    def legal_actions(self, state: DiceQuestState) -> list[Action]:
        if state.status != PLAYING:
            return []
        actions: list[Action] = []
        if self.reroll_allowed(state):
            actions.extend(Reroll(s) for s in SUBSETS)
        dice = state.dice
        for card in state.players[state.seat].army:
            power = self.powers[card]
            if power == "reroll":
                actions.extend(UsePower(card, s) for s in SUBSETS)
            elif power == "shift":
                for i in range(DICE):
                    if dice[i] > 1:
                        actions.append(UsePower(card, (i,), -1))
                    if dice[i] < 6:
                        actions.append(UsePower(card, (i,), 1))
            else:
                for i in range(DICE):
                    if (power != "plus" or dice[i] < 6) and (power != "minus" or dice[i] > 1):
                        actions.append(UsePower(card, (i,)))
        actions.extend(Beat(c) for c in self.beaten(state))
        actions.append(GiveUp())
        return actions

    # -- applying ---------------------------------------------------------------------
    def apply(self, state: DiceQuestState, action: object) -> None:
        """Play `action` for the seat to move; IllegalAction (state untouched) if refused."""
        if state.status != PLAYING:
            raise IllegalAction(_("the game is over"))
        if isinstance(action, Reroll):
            self._reroll(state, action)
        elif isinstance(action, UsePower):
            self._use_power(state, action)
        elif isinstance(action, Beat):
            self._beat(state, action)
        elif isinstance(action, GiveUp):
            state.log.append(Event("give-up", state.turn, state.seat))
            if state.config.solo:
                self._lose(state, END_GAVE_UP)
            else:
                self._end_turn(state)
        else:
            raise IllegalAction(_("not a Dice Quest action: {name}").format(name=type(action).__name__))
        self._check_no_move(state)

    @staticmethod
    def _check_dice(picked: object, *, single: bool) -> tuple[int, ...]:
        if not isinstance(picked, (tuple, list)) or not picked:
            raise IllegalAction(_("choose at least one die"))
        picked = tuple(picked)
        if any(type(i) is not int or not 0 <= i < DICE for i in picked):
            raise IllegalAction(_("dice are numbered 0 to 4"))
        if len(set(picked)) != len(picked):
            raise IllegalAction(_("a die is chosen twice"))
        if single and len(picked) != 1:
            raise IllegalAction(_("this power acts on exactly one die"))
        return picked

    def _reroll(self, state: DiceQuestState, action: Reroll) -> None:
        picked = self._check_dice(action.dice, single=False)
        if state.rerolls_left <= 0:
            raise IllegalAction(_("no free re-roll left this turn"))
        if not self.reroll_allowed(state):
            raise IllegalAction(_("strict re-roll: the dice already beat an enemy"))
        before = list(state.dice)
        for i in picked:
            state.dice[i] = self._roll(state)
        state.rerolls_left -= 1
        state.log.append(
            Event("reroll", state.turn, state.seat, dice=list(state.dice), before=before, picked=list(picked))
        )

    def _use_power(self, state: DiceQuestState, action: UsePower) -> None:
        card = action.card
        player = state.players[state.seat]
        if type(card) is not int or card not in player.army:
            raise IllegalAction(_("card {card} is not in your army").format(card=card))
        power = self.powers[card]
        picked = self._check_dice(action.dice, single=power != "reroll")
        direction = action.direction
        if power == "shift":
            if direction not in (1, -1):
                raise IllegalAction(_("shift needs a direction: +1 or -1"))
        elif direction != 0:
            raise IllegalAction(_("{power} takes no direction").format(power=power_word(power)))
        before = list(state.dice)
        if power != "reroll":
            new = power_result(power, before[picked[0]], direction)
            if not 1 <= new <= 6:
                name = f"{power_word(power)} {'+1' if direction > 0 else '−1'}" if power == "shift" else power_word(power)
                if new > 6:  # a die stays within 1-6
                    raise IllegalAction(_("{power} can't raise a 6").format(power=name))
                raise IllegalAction(_("{power} can't lower a 1").format(power=name))
        # Validated: now mutate.
        player.army.remove(card)
        player.discard.append(card)
        if power == "reroll":
            for i in picked:
                state.dice[i] = self._roll(state)
        else:
            state.dice[picked[0]] = new
        state.log.append(
            Event(
                "power", state.turn, state.seat, cards=[card], dice=list(state.dice),
                before=before, picked=list(picked), direction=direction,
            )
        )

    def _beat(self, state: DiceQuestState, action: Beat) -> None:
        card = action.card
        if type(card) is not int or card not in state.line:
            raise IllegalAction(_("card {card} is not in the quest line").format(card=card))
        if not beats_counts(counts_of(state.dice), self.combos[card]):
            raise IllegalAction(_("the dice {dice} don't beat {card} ({combination})").format(
                dice=" ".join(map(str, state.dice)), card=card_name("dice-quest", self.cards[card].name), combination=self.combos[card].label))
        state.line.remove(card)
        state.players[state.seat].army.append(card)
        state.round_beat = True
        state.log.append(Event("beat", state.turn, state.seat, cards=[card], dice=list(state.dice)))
        self._end_turn(state)

    # -- results ----------------------------------------------------------------------
    @staticmethod
    def scores(state: DiceQuestState) -> list[int]:
        """Solo: army size. Multiplayer: army + own discards."""
        if state.config.solo:
            return [len(state.players[0].army)]
        return [len(p.army) + len(p.discard) for p in state.players]

    def winners(self, state: DiceQuestState) -> list[int]:
        """Solo: [0] once won. Multiplayer, once over: best score, then more army cards;
        still tied seats share the win."""
        if state.status == WON:
            return [0]
        if state.status != OVER:
            return []
        keys = [(s, len(p.army)) for s, p in zip(self.scores(state), state.players)]
        best = max(keys)
        return [i for i, k in enumerate(keys) if k == best]
