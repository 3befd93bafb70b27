"""Dice Quest options: the number of seats (1 = solo), the rules variants, the rules modifiers of
campaign stages (free re-rolls, a shorter deck, a power type removed) and the two end rules of
rules version 2.

Defaults are the standard rules, except the two end rules: a config read from a rules-version-1
record lacks them and so decodes with them off (the game it records was played without them),
while `default_config` (every new game) turns them on. See docs/rules.md and docs/file-format.md.
"""

from __future__ import annotations

import msgspec

from dragonwood_tui.i18n import N_, _, pgettext, quoted
from dragonwood_tui.engine.game import NewLucks

MIN_PLAYERS = 1
MAX_PLAYERS = 4
POWERS = ("plus", "minus", "shift", "reroll", "mirror")
MAX_REROLLS = 5

# variant name -> what it changes (shown by the app and the docs)
VARIANTS = {
    "strict-reroll": N_("a free re-roll is allowed only while the dice beat no enemy (the rule book read word for word)"),
}

#: rules modifiers (config field -> what a non-default value does), for campaign stages and docs;
#: `modifier_lines(config)` words the ones a config sets
MODIFIERS = {
    "first_rerolls": N_("free re-rolls on a seat's first turn (0 to 5; 2 by the rules)"),
    "rerolls": N_("free re-rolls on each turn after a player's first (0 to 5; 1 by the rules)"),
    "deck_size": N_("a shorter deck: only the top N enemies of the shuffled deck are played"),
    "no_power": N_("one power type removed: its enemies leave the deck before the shuffle"),
}


class DiceQuestConfig(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Options of one Dice Quest game.

    players: 1 (solo) to 4. variants: names from VARIANTS, sorted, no repeats.
    first_rerolls / rerolls: free re-rolls on a seat's first turn / on its later turns.
    deck_size: None (the whole deck) or N: the deck is shuffled as usual (after `no_power`), then
        only its top N enemies are played; the others leave the game unseen.
    no_power: None or a power name (POWERS): every enemy with that power leaves the deck before
        the shuffle (the standard deck then has 33 or 36 enemies).
    idle_rounds: multiplayer end rule: a full round (every seat one turn, from seat 0) in which
        nobody beats an enemy removes the oldest enemy of the quest line from the game.
    forced_loss: solo end rule: when the only move left is to give up, the game is lost by
        itself (no GiveUp action is played; the log and `end_reason` say "no move left").
    new_luck: a practice game's new luck (engine.game.NewLuck, one or more: at which step the
        unseen cards were shuffled again, from which seed); absent from the encoding when unset,
        so every other game's config encodes as before.
    """

    players: int = 1
    variants: tuple[str, ...] = ()
    first_rerolls: int = 2
    rerolls: int = 1
    deck_size: int | None = None
    no_power: str | None = None
    idle_rounds: bool = False  # off when absent (rules version 1); default_config turns it on
    forced_loss: bool = False  # off when absent (rules version 1); default_config turns it on
    new_luck: NewLucks | msgspec.UnsetType = msgspec.UNSET  # play on with new luck (absent: none)

    @property
    def solo(self) -> bool:
        return self.players == 1

    @property
    def strict_reroll(self) -> bool:
        return "strict-reroll" in self.variants


def validate_config(config: DiceQuestConfig) -> None:
    """Raise ValueError naming what is wrong with `config`."""
    if not MIN_PLAYERS <= config.players <= MAX_PLAYERS:
        raise ValueError(_("Dice Quest seats 1 to 4 players, not {players}").format(players=config.players))
    for name in config.variants:
        if name not in VARIANTS:
            raise ValueError(_("unknown Dice Quest variant {name} (known: {known})").format(name=quoted(name), known=", ".join(VARIANTS)))
    for field in ("first_rerolls", "rerolls"):
        value = getattr(config, field)
        if not 0 <= value <= MAX_REROLLS:
            raise ValueError(_("{field} {value}: free re-rolls per turn are 0 to {most}").format(field=field, value=value, most=MAX_REROLLS))
    if config.deck_size is not None and config.deck_size < 1:
        raise ValueError(_("deck size {size}: a deck needs at least 1 enemy").format(size=config.deck_size))
    if config.no_power is not None and config.no_power not in POWERS:
        raise ValueError(_("unknown power {name} (known: {known})").format(name=quoted(config.no_power), known=", ".join(POWERS)))


def default_config(players: int = 1) -> DiceQuestConfig:
    """The standard rules for `players` seats (the end rules of rules version 2 on)."""
    config = DiceQuestConfig(players=players, idle_rounds=True, forced_loss=True)
    validate_config(config)
    return config


def with_variants(config: DiceQuestConfig, variants: list[str]) -> DiceQuestConfig:
    names = sorted(set(config.variants) | set(variants))
    new = msgspec.structs.replace(config, variants=tuple(names))
    validate_config(new)
    return new


def power_word(power: str) -> str:
    """A power's name as the lines show it: "reroll", "shift", "plus", "minus", "mirror"."""
    words = {"reroll": pgettext("dice-quest power", "reroll"), "shift": pgettext("dice-quest power", "shift"),
             "plus": pgettext("dice-quest power", "plus"), "minus": pgettext("dice-quest power", "minus"),
             "mirror": pgettext("dice-quest power", "mirror")}
    return words.get(power, power)


def modifier_lines(config: DiceQuestConfig) -> list[str]:
    """One line for a person per rules option that differs from the standard game."""
    from dragonwood_tui.i18n import ngettext

    lines = []
    if config.strict_reroll:
        lines.append(_("Strict re-roll: a free re-roll only while the dice beat no enemy."))
    n = config.first_rerolls
    if n == 0:
        lines.append(_("No free re-roll on the first turn (instead of 2)."))
    elif n != 2:
        lines.append(ngettext("{n} free re-roll on the first turn (instead of 2).", "{n} free re-rolls on the first turn (instead of 2).", n).format(n=n))
    n = config.rerolls
    if n == 0:
        lines.append(_("No free re-roll after the first turn (instead of 1 per turn)."))
    elif n != 1:
        lines.append(ngettext("{n} free re-roll per turn after the first (instead of 1).", "{n} free re-rolls per turn after the first (instead of 1).", n).format(n=n))
    if config.deck_size is not None:
        n = config.deck_size
        lines.append(ngettext("A shorter quest: {n} enemy in the deck.", "A shorter quest: {n} enemies in the deck.", n).format(n=n))
    if config.no_power is not None:
        lines.append(_("No {power} power: those enemies are out of the deck.").format(power=power_word(config.no_power)))
    return lines


# TRANSLATORS: a rules variant's title on the new-game screen (its config name follows, dimmed)
VARIANT_TITLES = {
    "strict-reroll": N_("Strict re-rolls"),
}
