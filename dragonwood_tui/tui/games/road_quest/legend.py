"""The Road Quest signs, in one table: the legend in the log's empty rows (`GameLog.set_idle`,
dim, while the log's own lines leave room for it) and the help's "How to read the table" block
(f1) are both drawn from `SIGNS`, so neither names a sign the other explains differently.

A new player read `♟▲M┄‹☄›┄·┄·` and `▒1 faced` as a string of glyphs: each sign is named once,
shortly on the road's line, at length in the help.
"""

from __future__ import annotations

from typing import NamedTuple

from rich.style import Style
from rich.text import Text

from dragonwood_tui.games.road_quest.cards import TERRAINS
from dragonwood_tui.games.road_quest.rules import terrain_word
from dragonwood_tui.i18n import N_, _
from dragonwood_tui.tui.widgets.symbols import DIE, EVENT, FACE_DOWN, PAWN, POWER, SELECTED

from .pieces import EMPTY_PLACE, NEXT_PLACE, terrain_tag


class Sign(NamedTuple):
    sign: str
    short: str  # on the legend's line (marked with N_, shown with _); "" when not there
    words: str  # in the help, in full


# TRANSLATORS: Road Quest's signs: a short word on the legend's line, then the help's words in full
# The road's signs, as a road is drawn on one line (80x24, the opponents' roads), then the cards'.
SIGNS: tuple[Sign, ...] = (
    Sign(PAWN, N_("where a player stands"), N_("where a player stands: on their last road, whose terrain says which roads may follow")),
    Sign(NEXT_PLACE, N_("the next place"), N_("the next place of the road, where its next road goes")),
    Sign("┄" + EMPTY_PLACE, N_("places ahead"), N_("the places further ahead, not reached yet")),
    Sign(f"‹{EVENT}›", N_("sent, waits to be faced"), N_("an ambush or a creature sent to that player: it waits on the road ahead and is faced before the next road")),
    Sign(f"{FACE_DOWN}2", N_("faced"), N_("the ambushes and creatures a player has faced (here 2), lying face down")),
    # TRANSLATORS: the Road Quest legend, after the four terrains (♣F forest · ▲M mountain ...): what "next: M F" on a road card says
    Sign("→M F", "", N_("a road's “next” says which terrains may follow it")),
    Sign(EVENT, "", N_("an ambush: a card sent to harm a rival's road")),
    Sign(POWER, "", N_("a treasure or a Jack: a power to use")),
    Sign(f"⟨{DIE}2⟩", "", N_("a card's combat number: added to a creature's attack when a fight turns the card over")),
    Sign("♥ 9/10 ████░", "", N_("life points and the most a player may have; every bar on one scale, so a longer bar is more life")),
    Sign(SELECTED, "", N_("a road in your hand that may follow yours now")),
    Sign("•", "", N_("a card in your hand that a choice plays now")),
)


def help_signs() -> list[tuple[Text, str]]:
    """The help's "How to read the table" rows: each sign (the terrains in their colours) and
    what it means, in the player's language."""
    rows = [(Text(s.sign), _(s.words)) for s in SIGNS]
    terrains = [(terrain_tag(t), _("terrain: {terrain}").format(terrain=terrain_word(t))) for t in TERRAINS]
    return rows[:5] + terrains + rows[5:]


def legend_lines(compact: bool = False) -> list[Text]:
    """The legend's lines, dim; `compact` (80x24): the road's signs on one line, no heading."""
    dim = Style(dim=True)
    signs = Text(" · ".join(s.sign + " " + _(s.short) for s in SIGNS if s.short), style=dim)
    if compact:
        return [signs]
    terrains = Text(style=dim)
    for i, terrain in enumerate(TERRAINS):
        if i:
            terrains.append(" · ")
        terrains.append_text(terrain_tag(terrain))
        terrains.append(" " + terrain_word(terrain))
    terrains.append(" — " + _(SIGNS[5].words))
    return [Text(_("How to read the table"), style=Style(dim=True, bold=True)), signs, terrains]
