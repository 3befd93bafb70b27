"""The capture `hard` would make with a player's selection, and a few words on why (in the
player's language: `why_pick`).

The Dragonwood table highlights this capture when cards are selected (Enter plays it). The values
are `hard`'s own (`dragonwood_hard.rank_turn` with the selection fixed): chance x (what the target
is worth - what the spent cards were worth to the hand) - (1 - chance) x the card a wound
discards - the one-time enhancements spent, over a reload. The cards and the wound are the same
for every target of one selection, so the order is chance x (worth - (cards - wound)): a success
spends cards worth at least a wound, which leans the pick to bigger prizes than the expected VP
(chance x VP) does. When no capture of the cards beats a reload, `hard` would reload; the
capture listed first (the one Enter tries anyway) is then the surest, not the one that loses
least (often a long shot, since a failure costs one card and a cheap success all of them): the
words above the list say a reload is better, and the prompt says "anyway". Pure and
deterministic, well under a millisecond.

One judgement for the coach and the Chances box: `best_capture(view)` (hard's own move from the
whole hand: a capture only when one beats a reload) decides both the guided coach's line (a
capture worth trying, or a reload better) and the box's last words (a reload is better, and why
in a beginner's words; or other cards do better).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, NamedTuple

import msgspec

from dragonwood_tui.bots.dragonwood_hard import Parts, best_turn, rank_turn
from dragonwood_tui.games.dragonwood.actions import Capture
from dragonwood_tui.games.dragonwood.advice import best_option, expected_vp
from dragonwood_tui.games.dragonwood.cards import CREATURE, KIND, VP, name
from dragonwood_tui.games.dragonwood.view import CaptureOption, capture_options
from dragonwood_tui.i18n import _, ngettext
from dragonwood_tui.i18n.card_names import card_name
from dragonwood_tui.i18n.formats import format_percent

if TYPE_CHECKING:  # annotations only
    from dragonwood_tui.games.dragonwood.actions import Reload
    from dragonwood_tui.games.dragonwood.view import View


class Pick(NamedTuple):
    option: CaptureOption  # a legal one of the selection
    value: float | None  # hard's value over a reload (0 or below: hard would reload); None: no chance
    parts: Parts | None = None  # what makes that value (None: no chance)
    cards: tuple[int, ...] = ()  # the selection it spends (one-time enhancements apart)


def _seated(view: View) -> View:
    """The view of the seat whose hand is valued: a spectator's view as the seat to move's."""
    if view.seat is not None:
        return view
    seat = view.to_move if view.to_move is not None else view.current
    return msgspec.structs.replace(view, seat=seat, hand=view.hands[seat] if view.hands else [])


def advice(view: View) -> Reload | Capture | None:
    """hard's own move from the whole hand at a turn (None at a mid-turn choice): the bots
    registry's advisor for Dragonwood, which the guided coach follows."""
    return best_turn(_seated(view)) if view.phase == "turn" else None


def best_capture(view: View) -> Capture | None:
    """The capture of the whole hand that beats a reload (hard's own move), or None when a reload
    is better: the one judgement behind the coach's line and the Chances box's words."""
    move = best_turn(_seated(view))
    return move if isinstance(move, Capture) else None


def rank_captures(
    view: View, cards: Sequence[int], one_time: Sequence[int] = (), options: Sequence[CaptureOption] | None = None
) -> list[Pick]:
    """The legal captures of `cards` (and the one-time enhancements `one_time`) for the seat
    whose hand the view shows, best first by `hard`'s value; then the surer, then table order.
    A capture with no chance comes last. `options`: the selection's `capture_options`, when the
    caller has them already."""
    view = _seated(view)
    if options is None:
        options = capture_options(view, cards, one_time)
    legal = [o for o in options if o.legal]
    if not legal:
        return []
    parts: dict[tuple[int, str], Parts] = {}
    values: dict[tuple[int, str], float] = {
        (a.target, a.method): value
        for value, a in rank_turn(view, only=(tuple(cards), tuple(one_time)), parts=parts)
        if isinstance(a, Capture)
    }
    spent = tuple(sorted(cards))
    picks = [Pick(o, values.get((o.target, o.method)), parts.get((o.target, o.method)), spent) for o in legal]
    if any(p.value is not None and p.value > 0 for p in picks):
        order = sorted(
            range(len(picks)),
            key=lambda i: (picks[i].value is None, -(picks[i].value or 0.0), -picks[i].option.probability, i),
        )
    else:  # hard would reload: the surest first (a try anyway should not be the long shot)
        order = sorted(range(len(picks)), key=lambda i: (-picks[i].option.probability, -(picks[i].value or 0.0), i))
    return [picks[i] for i in order]


def worth_trying(pick: Pick) -> bool:
    """Whether `hard` would make this capture rather than reload (what the prompt and the
    Chances box's words agree on)."""
    return pick.value is not None and pick.value > 0


def _pct(p: Fraction) -> str:
    """A whole percentage in the player's language that never claims a certainty or an
    impossibility it doesn't have ("14%", "14 %"; "<1%", ">99%")."""
    if p in (0, 1):
        return format_percent(int(p))
    whole = round(float(p) * 100)
    return "<" + format_percent(0.01) if whole < 1 else (">" + format_percent(0.99) if whole > 99 else format_percent(whole / 100))


def _pick_words(option: CaptureOption) -> str:
    chance = _pct(option.probability)
    if KIND[option.target] == CREATURE:
        vp = VP[option.target]
        return ngettext("hard's pick: {chance} for {vp} VP", "hard's pick: {chance} for {vp} VP", vp).format(chance=chance, vp=vp)
    return _("hard's pick: {chance} for an enhancement").format(chance=chance)


def _reload_words(top: CaptureOption, parts: Parts | None, cards: int) -> str:
    """Why a reload beats the best capture of the selection, in a beginner's words: the last
    dragon would end the game with the player behind; a success would spend cards worth more
    than the prize (a sure 1 VP for three cards); or the chance is too low for what a miss costs."""
    if parts is None:
        return _("a reload is better")
    if parts.ending:  # the game ends with a success: its worth is the win or the loss
        if parts.gain <= 0:
            return _("a reload is better: the last dragon would end the game with you behind")
    elif parts.gain - parts.spent <= parts.reload:  # even a sure success would be worth less
        if KIND[top.target] == CREATURE:
            return ngettext(
                "a reload is better: {n} card for only {vp} VP, keep it for a bigger capture",
                "a reload is better: {n} cards for only {vp} VP, keep them for a bigger capture",
                cards,
            ).format(n=cards, vp=VP[top.target])
        return ngettext(
            "a reload is better: this enhancement is worth less than {n} card now",
            "a reload is better: this enhancement is worth less than {n} cards now",
            cards,
        ).format(n=cards)
    return _("a reload is better: {chance} is too risky, a miss costs a card").format(chance=_pct(top.probability))


def why_pick(picks: Sequence[Pick], view: View | None = None) -> list[str]:
    """Why the first of `picks` (from `rank_captures`) comes first, in a few words of the
    player's language, most telling first (a narrow box shows the first ones). When no capture
    of these cards beats a reload for `hard`, first the verdict: a reload is better and why, or
    — when the whole hand of `view` has a capture worth trying (`best_capture`, what the coach
    goes by) — that other cards (or an enhancement) do better. Then the pick's chance and prize;
    then the capture a player would look at instead (the best expected VP, else the surest) when
    it is another. Joined with "; ": "a reload is better: 2 cards for only 2 VP, keep them for a
    bigger capture; hard's pick: 14% for 2 VP; Friendly Bunny 86% is worth less". Words only:
    nothing decides on them."""
    if not picks:
        return []
    top = picks[0].option
    if top.probability == 0:
        return [_("no chance with these cards")]
    if not worth_trying(picks[0]):  # hard captures only what beats a reload: the verdict alone,
        # about the capture a try anyway makes (the surest: `rank_captures`), never "hard's pick"
        better = best_capture(view) if view is not None else None
        if better is None:
            return [_reload_words(top, picks[0].parts, len(picks[0].cards))]
        if tuple(sorted(better.cards)) == picks[0].cards:  # the same cards, with an enhancement
            return [_("a better capture spends an enhancement too")]
        return [_("a better capture uses other cards")]
    words = [_pick_words(top)]
    others = [p.option for p in picks[1:] if p.option.probability > 0]
    alt = best_option(others)
    if alt is not None and expected_vp(alt) <= expected_vp(top):
        alt = max(others, key=lambda o: o.probability)  # the first of the surest
        if alt.probability <= top.probability:
            alt = None
    if alt is not None:
        words.append(_("{card} {chance} is worth less").format(card=card_name("dragonwood", name(alt.target)), chance=_pct(alt.probability)))
    return words
