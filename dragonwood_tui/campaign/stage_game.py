"""What a stage plays: its game, config (the modifiers applied) and seats (the person first)."""

from __future__ import annotations

from typing import Any

import msgspec

from dragonwood_tui.campaign.model import Stage
from dragonwood_tui.engine.game import BOT_SEAT_NAMES, AnyGame, SeatSpec
from dragonwood_tui.games import get_game
from dragonwood_tui.campaign.quoted import quoted as _quoted
from dragonwood_tui.i18n import _

PERSON = "You"


def modifiers_of(game: AnyGame) -> dict[str, str]:
    """The game's modifiers: config option name -> what a non-default value does."""
    return dict(game.modifiers)


def players(stage: Stage) -> int:
    return 1 + len(stage.opponents)


def stage_config(stage: Stage, game: AnyGame | None = None) -> Any:
    """The stage's config: the game's default for its seats with the modifiers set.

    ValueError (or msgspec.ValidationError) when a modifier or its value is refused."""
    game = game or get_game(stage.game)
    base = game.default_config(players(stage))
    if not stage.modifiers:
        return base
    known = modifiers_of(game)
    fields = set(game.config_type.__struct_fields__)
    values = msgspec.to_builtins(base)
    variants: list[str] = []
    for name, value in stage.modifiers.items():
        if name not in known:
            if not known:
                raise ValueError(_("unknown modifier {name}: this game has none").format(name=_quoted(name)))
            raise ValueError(_("unknown modifier {name} (known: {known})").format(name=_quoted(name), known=", ".join(known)))
        if name in fields:
            values[name] = value
        elif value is True:
            variants.append(name)  # a modifier that is a rules variant, not an option
        elif value is not False:
            shown = msgspec.json.encode(value).decode()
            raise ValueError(_("modifier {name} is on (true) or off (false), not {value}").format(name=_quoted(name), value=shown[:40]))
    config = msgspec.convert(values, game.config_type)
    if variants:
        config = game.with_variants(config, variants)
    # the game refuses what cannot make a game (a hand limit of 3, an unknown power...): every
    # game's new_game checks its config first
    game.new_game(config, 0)
    return config


def stage_seats(stage: Stage) -> list[SeatSpec]:
    """The person, then each opponent with a player's name (Ada, Bram…), as the menu's games
    name them: a level read as a name ("Random tried Strike…") looked like a bug; the level
    shows where the details are (the Players box, the saves list). Older records named their
    seats by level ("Hard 2"): screens still show those as levels (`games.words.level_named`)."""
    seats = [SeatSpec(PERSON)]
    for i, bot in enumerate(stage.opponents):
        seats.append(SeatSpec(BOT_SEAT_NAMES[i % len(BOT_SEAT_NAMES)], bot))
    return seats


def earlier_stages(stage: Stage, game: AnyGame | None = None) -> list[tuple[Stage, Any]]:
    """(the stage as it was set up, its config) for each of its earlier setups."""
    out = []
    for setup in stage.earlier:
        then = msgspec.structs.replace(stage, opponents=setup.opponents, modifiers=setup.modifiers, seed=setup.seed, earlier=[])
        config = stage_config(then, game)
        if setup.config:
            values = msgspec.to_builtins(config)
            unknown = set(setup.config) - set(values)
            if unknown:
                raise ValueError(_("unknown config field {name} in an earlier setup").format(name=_quoted(sorted(unknown)[0])))
            values.update(setup.config)
            config = msgspec.convert(values, type(config))
        out.append((then, config))
    return out

