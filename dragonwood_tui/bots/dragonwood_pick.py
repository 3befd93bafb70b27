"""The capture `hard` would make with a player's selection, and a few words on why (in the
player's language: `why_pick`).

The Dragonwood table highlights this capture when cards are selected (Enter plays it). The values
are `hard`'s own (`dragonwood_hard.rank_turn` with the selection fixed): chance x (what the target
is worth - what the spent cards were worth to the hand) - (1 - chance) x the card a wound
discards - the one-time enhancements spent, over a reload. The cards and the wound are the same
for every target of one selection, so the order is chance x (worth - (cards - wound)): a success
spends cards worth at least a wound, which leans the pick to bigger prizes than the expected VP
(chance x VP) does. When no capture of the cards beats a reload, `hard` would reload, and its
pick is the capture that loses least — often a long shot, since a failure costs one card and a
cheap success all of them. Pure and deterministic, well under a millisecond.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any, NamedTuple

import msgspec

from dragonwood_tui.bots.dragonwood_hard import rank_turn
from dragonwood_tui.games.dragonwood.actions import Capture
from dragonwood_tui.games.dragonwood.advice import best_option, expected_vp
from dragonwood_tui.games.dragonwood.cards import CREATURE, KIND, VP, name
from dragonwood_tui.games.dragonwood.view import CaptureOption, capture_options
from dragonwood_tui.i18n import _, ngettext
from dragonwood_tui.i18n.card_names import card_name
from dragonwood_tui.i18n.formats import format_percent


class Pick(NamedTuple):
    option: CaptureOption  # a legal one of the selection
    value: float | None  # hard's value over a reload (below 0: hard would reload); None: no chance


def rank_captures(
    view: Any, cards: Sequence[int], one_time: Sequence[int] = (), options: Sequence[Any] | None = None
) -> list[Pick]:
    """The legal captures of `cards` (and the one-time enhancements `one_time`) for the seat
    whose hand the view shows, best first by `hard`'s value; then the surer, then table order.
    A capture with no chance comes last. `options`: the selection's `capture_options`, when the
    caller has them already."""
    if view.seat is None:  # a spectator's view: value it for the seat to move
        seat = view.to_move if view.to_move is not None else view.current
        view = msgspec.structs.replace(view, seat=seat, hand=view.hands[seat] if view.hands else [])
    if options is None:
        options = capture_options(view, cards, one_time)
    legal = [o for o in options if o.legal]
    if not legal:
        return []
    values: dict[tuple[int, str], float] = {
        (a.target, a.method): value
        for value, a in rank_turn(view, only=(tuple(cards), tuple(one_time)))
        if isinstance(a, Capture)
    }
    picks = [Pick(o, values.get((o.target, o.method))) for o in legal]
    order = sorted(
        range(len(picks)),
        key=lambda i: (picks[i].value is None, -(picks[i].value or 0.0), -picks[i].option.probability, i),
    )
    return [picks[i] for i in order]


def _pct(p: Fraction) -> str:
    """A whole percentage in the player's language that never claims a certainty or an
    impossibility it doesn't have ("14%", "14 %"; "<1%", ">99%")."""
    if p in (0, 1):
        return format_percent(int(p))
    whole = round(float(p) * 100)
    return "<" + format_percent(0.01) if whole < 1 else (">" + format_percent(0.99) if whole > 99 else format_percent(whole / 100))


def _pick_words(option: Any) -> str:
    chance = _pct(option.probability)
    if KIND[option.target] == CREATURE:
        vp = VP[option.target]
        return ngettext("hard's pick: {chance} for {vp} VP", "hard's pick: {chance} for {vp} VP", vp).format(chance=chance, vp=vp)
    return _("hard's pick: {chance} for an enhancement").format(chance=chance)


def why_pick(picks: Sequence[Pick]) -> list[str]:
    """Why the first of `picks` (from `rank_captures`) comes first, in a few words of the
    player's language, most telling first (a narrow box shows the first ones): its chance and
    prize; the capture a player would look at instead (the best expected VP, else the surest)
    when it is another; and "hard would reload" when no capture of these cards beats a reload
    for `hard`. Joined with "; ": "hard's pick: 14% for 2 VP; Friendly Bunny 86% is worth less;
    hard would reload". Words only: nothing decides on them."""
    if not picks:
        return []
    top = picks[0].option
    if top.probability == 0:
        return [_("no chance with these cards")]
    words = [_pick_words(top)]
    others = [p.option for p in picks[1:] if p.option.probability > 0]
    alt = best_option(others)
    if alt is not None and expected_vp(alt) <= expected_vp(top):
        alt = max(others, key=lambda o: o.probability)  # the first of the surest
        if alt.probability <= top.probability:
            alt = None
    if alt is not None:
        words.append(_("{card} {chance} is worth less").format(card=card_name("dragonwood", name(alt.target)), chance=_pct(alt.probability)))
    value = picks[0].value
    if value is not None and value < 0:
        words.append(_("hard would reload"))
    return words
