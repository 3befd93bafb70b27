"""Dragonwood options: seats (1 = the designer's solo variant), first player, the rules variants
of the spec (tie-break, `wound-from-played`, `long-deck`) and the rules modifiers of campaign
stages (hand limit, dragons, ladybugs, deck passes, a starting enhancement).

Every default is the standard game, so a config read from an older record (which lacks the newer
fields) decodes to the rules it was played with.
"""

from __future__ import annotations

from typing import Literal

import msgspec

from dragonwood_tui.engine.game import NewLucks
from dragonwood_tui.i18n import N_, _, ngettext, quoted

from dragonwood_tui.games.dragonwood.cards import ENHANCEMENT_TABLE, HAND_LIMIT

TieBreak = Literal["most-creatures", "orange-dragon-first"]
Dragons = Literal["bottom-half", "top-half"]

TIE_BREAKS = ("most-creatures", "orange-dragon-first")
DRAGON_PLACES = ("bottom-half", "top-half")
ENHANCEMENT_NAMES = tuple(row[0] for row in ENHANCEMENT_TABLE)
HAND_LIMITS = range(5, HAND_LIMIT + 1)  # never below the 5 cards dealt
DECK_PASSES = (1, 2)

#: rules variants known to `with_variants` (the setup screen offers them), name -> one-line label
VARIANTS = {
    "orange-dragon-first": N_("tie-break: who holds the Orange Dragon, then most creatures"),
    "most-creatures": N_("tie-break (default): most creature cards first, then the Orange Dragon"),
    "wound-from-played": N_("failing on an enhancement: the wound discard is a card played"),
    "long-deck": N_("the final round starts at the deck's third run-out, not the second"),
}

#: rules modifiers (config field -> what a non-default value does), for campaign stages and docs;
#: `modifier_lines(config)` words the ones a config sets
MODIFIERS = {
    "hand_limit": N_("a smaller hand limit (5 to 9 cards)"),
    "dragons": N_("the dragons are shuffled into the top half of the Dragonwood deck"),
    "ladybugs": N_("no Lucky Ladybugs in the Adventurer deck (60 cards)"),
    "deck_passes": N_("the final round starts when the Adventurer deck runs out once, not twice"),
    "start_enhancement": N_("the first seat starts with the named enhancement, taken from the deck"),
    "wound_from_played": VARIANTS["wound-from-played"],
    "long_deck": VARIANTS["long-deck"],
}


class Config(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Options of one Dragonwood game (defaults: the standard rules of the spec).

    players: 2-4 seats, or 1 for the solo variant against the automated opponent (one seat, the
        person; the opponent is not a seat, its turns are chance resolved inside `apply`).
    tie_break: "most-creatures" (default: most creatures, then the Orange Dragon) or
        "orange-dragon-first" (the Orange Dragon, then most creatures).
    first_player: seat that plays first; None = drawn by the seeded RNG (solo: always seat 0).
    wound_from_played: variant `wound-from-played`: after a failed attempt on an enhancement the
        wound discard is one of the played cards (default: any card of the hand).
    long_deck: variant `long-deck`: the final round starts one run-out later (the third).
    hand_limit: the hand limit (5-9; the spec's is 9).
    dragons: "bottom-half" (the spec) or "top-half": where each dragon is shuffled in.
    ladybugs: False takes the 4 Lucky Ladybugs out of the Adventurer deck.
    deck_passes: run-outs of the Adventurer deck that start the final round (2, or 1), before
        `long_deck` adds one. Not for the solo variant, where run-outs never end the game.
    start_enhancement: an enhancement's name: seat 0 (the first seat; the person in the solo
        variant and in campaign stages) starts with it in front of them; it is taken out of the
        Dragonwood deck before the setup shuffle.
    new_luck: a practice game's new luck (engine.game.NewLuck, one or more: at which step the
        unseen cards were shuffled again, from which seed); absent from the encoding when unset,
        so every other game's config encodes as before.
    """

    players: int = 2
    tie_break: TieBreak = "most-creatures"
    first_player: int | None = None
    wound_from_played: bool = False
    long_deck: bool = False
    hand_limit: int = HAND_LIMIT
    dragons: Dragons = "bottom-half"
    ladybugs: bool = True
    deck_passes: int = 2
    start_enhancement: str | None = None
    new_luck: NewLucks | msgspec.UnsetType = msgspec.UNSET  # play on with new luck (absent: none)

    def check(self) -> None:
        """Raise ValueError when the options cannot make a game."""
        if not 1 <= self.players <= 4:
            raise ValueError(_("Dragonwood seats 1 to 4 players (1 = solo), not {players}").format(players=self.players))
        if self.tie_break not in TIE_BREAKS:
            raise ValueError(_("unknown tie-break {name} (known: {known})").format(name=quoted(self.tie_break), known=", ".join(TIE_BREAKS)))
        if self.first_player is not None and not 0 <= self.first_player < self.players:
            raise ValueError(_("first player {seat} is not a seat of {players}").format(seat=self.first_player, players=self.players))
        if self.hand_limit not in HAND_LIMITS:
            raise ValueError(ngettext("hand limit {limit}: it must be 5 to {most} card", "hand limit {limit}: it must be 5 to {most} cards", HAND_LIMIT).format(
                limit=repr(self.hand_limit), most=HAND_LIMIT))
        if self.dragons not in DRAGON_PLACES:
            raise ValueError(_("dragons {place}: known places are {known}").format(place=quoted(self.dragons), known=", ".join(DRAGON_PLACES)))
        if self.deck_passes not in DECK_PASSES:
            raise ValueError(_("deck passes {passes}: the deck runs out 1 or 2 times").format(passes=repr(self.deck_passes)))
        if self.solo and (self.deck_passes != 2 or self.long_deck):
            raise ValueError(_("the Adventurer deck never ends a solo game: deck passes and long-deck are for 2-4 players"))
        if self.start_enhancement is not None and self.start_enhancement not in ENHANCEMENT_NAMES:
            raise ValueError(_("unknown enhancement {name} (known: {known})").format(
                name=quoted(self.start_enhancement), known=", ".join(ENHANCEMENT_NAMES)))

    @property
    def solo(self) -> bool:
        return self.players == 1

    @property
    def final_runout(self) -> int:
        """The run-out of the Adventurer deck that starts the final round (2 by the spec)."""
        return self.deck_passes + self.long_deck


def default_config(players: int) -> Config:
    config = Config(players=players)
    config.check()
    return config


def with_variants(config: Config, variants: list[str]) -> Config:
    """`config` with the named rules variants on (names of VARIANTS); ValueError names an unknown one."""
    for variant in variants:
        if variant in TIE_BREAKS:
            config = msgspec.structs.replace(config, tie_break=variant)
        elif variant == "wound-from-played":
            config = msgspec.structs.replace(config, wound_from_played=True)
        elif variant == "long-deck":
            config = msgspec.structs.replace(config, long_deck=True)
        else:
            known = ", ".join(VARIANTS)
            raise ValueError(_("unknown Dragonwood variant {name} (known: {known})").format(name=quoted(variant), known=known))
    config.check()
    return config


def modifier_lines(config: Config) -> list[str]:
    """One line for a person per rules option that differs from the standard game."""
    from dragonwood_tui.i18n.card_names import card_name

    lines = []
    if config.tie_break != "most-creatures":
        lines.append(_("Tie-break: the Orange Dragon first, then most creatures."))
    if config.wound_from_played:
        lines.append(_("A failed attempt on an enhancement: the wound discard is one of the cards played."))
    if config.long_deck:
        lines.append(_("Long deck: the final round starts when the Adventurer deck runs out one more time."))
    if config.hand_limit != HAND_LIMIT:
        lines.append(_("Hand limit {limit} (instead of {usual}).").format(limit=config.hand_limit, usual=HAND_LIMIT))
    if config.dragons == "top-half":
        lines.append(_("The dragons are shuffled into the top half of the Dragonwood deck."))
    if not config.ladybugs:
        lines.append(_("No Lucky Ladybugs: the Adventurer deck has 60 cards."))
    if config.deck_passes != 2:
        lines.append(_("The final round starts the first time the Adventurer deck runs out."))
    if config.start_enhancement is not None:
        lines.append(_("The first seat starts with the {card}.").format(card=card_name("dragonwood", config.start_enhancement)))
    return lines


# TRANSLATORS: a rules variant's title on the new-game screen (its config name follows, dimmed)
VARIANT_TITLES = {
    "orange-dragon-first": N_("The Orange Dragon breaks ties"),
    "wound-from-played": N_("Wounds from the cards played"),
    "long-deck": N_("A longer game"),
}
