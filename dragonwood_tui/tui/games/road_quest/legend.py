"""The Road Quest legend: how to read the roads, in the log's empty rows (`GameLog.set_idle`:
shown only while the log's own lines leave room for it, dim).

A new player read `♟▲M┄‹☄›┄·┄·` and `▒1 faced` as a string of glyphs: the legend names each sign
once, with the terrains' symbols and letters in the player's language.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text

from dragonwood_tui.games.road_quest.cards import TERRAINS
from dragonwood_tui.games.road_quest.rules import terrain_word
from dragonwood_tui.i18n import _
from dragonwood_tui.tui.widgets.symbols import EVENT, FACE_DOWN, PAWN

from .pieces import EMPTY_PLACE, NEXT_PLACE, terrain_tag


def legend_lines(compact: bool = False) -> list[Text]:
    """The legend's lines, dim; `compact` (80x24): the road's signs on one line, no heading."""
    dim = Style(dim=True)
    # TRANSLATORS: the Road Quest legend: the signs of a road drawn on one line (♟ ○ ┄· ‹☄› ▒2)
    signs = Text(_("{pawn} where a player stands · {next} the next place · {ahead} places ahead · {waits} sent, waits to be faced · {faced} faced").format(
        pawn=PAWN, next=NEXT_PLACE, ahead="┄" + EMPTY_PLACE, waits=f"‹{EVENT}›", faced=f"{FACE_DOWN}2"), style=dim)
    if compact:
        return [signs]
    terrains = Text(style=dim)
    for i, terrain in enumerate(TERRAINS):
        if i:
            terrains.append(" · ")
        terrains.append_text(terrain_tag(terrain))
        terrains.append(" " + terrain_word(terrain))
    # TRANSLATORS: the Road Quest legend, after the four terrains (♣F forest · ▲M mountain ...): what "next: M F" on a road card says
    terrains.append(" — " + _("a road's “next” says which terrains may follow it"))
    return [Text(_("How to read the table"), style=Style(dim=True, bold=True)), signs, terrains]
