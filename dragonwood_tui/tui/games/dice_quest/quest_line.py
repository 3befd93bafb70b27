"""The Dice Quest quest line: up to five enemies, each with its combination drawn as dice tiles
(number groups), sun ☀ and moon ☾ groups, its power, and whether the dice beat it now.

"Beaten" is written (✓ BEATEN), not only coloured. The widgets draw the engine's card views
(`CardView.groups`) and the solver's results passed in by the screen.
"""

from __future__ import annotations

from collections.abc import Sequence
from rich.text import Span, Text
from textual.app import ComposeResult
from textual.events import Click
from textual.message import Message
from textual.widget import Widget

from dragonwood_tui.games.dice_quest.view import CardView, EnemyView
from dragonwood_tui.tui.widgets.text_fit import fit

POWER_SYMBOLS = {"plus": "+", "minus": "−", "shift": "±", "reroll": "↻", "mirror": "⇅"}
POWER_WORDS = {
    "plus": "+1 to a die",
    "minus": "−1 to a die",
    "shift": "±1 to a die",
    "reroll": "re-roll dice",
    "mirror": "die to 7−x",
}
SUN, MOON = "☀", "☾"


def combination_text(groups: Sequence[tuple[str, int]]) -> Text:
    """Dice tiles for number groups ("[2][2]"), suns and moons for free groups."""
    text = Text()
    for face, count in groups:
        if text:
            text.append(" ")
        if face == "sun":
            text.append(SUN * count, style="bold #f5c542")
        elif face == "moon":
            text.append(MOON * count, style="bold #9db4ff")
        else:
            for i in range(count):
                text.append(f"[{face}]", style="bold reverse")
    return text


def power_text(power: str, words: bool = True) -> Text:
    symbol = POWER_SYMBOLS.get(power, "?")
    text = Text(f"{symbol} {power}", style="bold")
    if words:
        text.append(f": {POWER_WORDS.get(power, '')}", style="dim")
    return text


class EnemyClicked(Message):
    def __init__(self, index: int, card: int) -> None:
        super().__init__()
        self.index = index
        self.card = card


class EnemyCard(Widget):
    DEFAULT_CSS = """
    EnemyCard { width: 1fr; height: 9; border: round $foreground 40%; padding: 0 1; }
    EnemyCard.-beaten { border: heavy $success; }
    EnemyCard.-chosen { border: double $accent; }
    EnemyCard.-empty { border: dashed $foreground 20%; }
    EnemyCard.-compact { height: 5; padding: 0; }
    """

    def __init__(self, index: int) -> None:
        super().__init__()
        self.index = index
        self.card: CardView | None = None
        self.beaten = False
        self.plan_note: Text | None = None
        self.compact = False
        self._state: tuple[EnemyView | None, tuple[str, tuple[Span, ...]] | None, bool, bool] | None = None

    def set_enemy(self, enemy: EnemyView | None, plan_note: Text | None, chosen: bool, compact: bool) -> None:
        key = (enemy, None if plan_note is None else (plan_note.plain, tuple(plan_note.spans)), chosen, compact)
        if key == self._state:
            return
        self._state = key
        self.card = enemy.card if enemy is not None else None
        self.beaten = bool(enemy is not None and enemy.beaten)
        self.plan_note = plan_note
        self.compact = compact
        self.set_class(self.beaten, "-beaten")
        self.set_class(chosen, "-chosen")
        self.set_class(enemy is None, "-empty")
        self.set_class(compact, "-compact")
        letter = chr(ord("A") + self.index)
        if enemy is not None:  # the power the enemy gives, in its title: "A −minus"
            power = enemy.card.power
            self.border_title = f"{letter} {POWER_SYMBOLS.get(power, '?')}{power}"
        else:
            self.border_title = letter
        self.border_subtitle = "✓" if self.beaten else None
        self.refresh()

    def render(self) -> Text:
        card = self.card
        if card is None:
            return Text("(empty)", style="dim")
        width = self.content_size.width or 14
        height = self.content_size.height or (3 if self.compact else 6)
        lines = [fit(Text(card.name, style="bold"), width), combination_text(card.groups)]
        if self.beaten:
            status = Text("✓ BEATEN", style="bold green")
        elif self.plan_note is not None:
            status = self.plan_note
        else:
            status = Text("✗ not beaten", style="dim")
        status_rows = list(status.wrap(self.app.console, width)) if status.cell_len > width else [status]
        if not self.compact:
            lines.append(Text(card.label, style="dim"))
            gives = [Text.assemble(("gives ", "dim"), power_text(card.power))]
            if gives[0].cell_len > width:  # whole lines, not a wrap in the middle of the words
                gives = [Text.assemble(("gives ", "dim"), power_text(card.power, words=False))]
                if len(lines) + 2 + len(status_rows) <= height:  # the words, if room is left
                    gives.append(Text(POWER_WORDS.get(card.power, ""), style="dim"))
            lines += gives
        # one row per line: whether the dice beat the enemy always shows, on the last rows
        return Text("\n", no_wrap=True, overflow="ellipsis").join(lines + status_rows)

    def on_click(self, event: Click) -> None:
        event.stop()
        if self.card is not None:
            self.post_message(EnemyClicked(self.index, self.card.id))


class QuestLine(Widget):
    """`show(line, notes, chosen, compact)`: the enemies (EnemyViews), a note per enemy (the
    cheapest powers that would beat it), the one clicked once (to confirm)."""

    DEFAULT_CSS = """
    QuestLine { layout: horizontal; height: auto; }
    """

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self._cards = [EnemyCard(i) for i in range(5)]

    def compose(self) -> ComposeResult:
        yield from self._cards

    def show(self, line: Sequence[EnemyView], notes: Sequence[Text | None], chosen: int | None, compact: bool) -> None:
        for i, card in enumerate(self._cards):
            enemy = line[i] if i < len(line) else None
            card.set_enemy(enemy, notes[i] if i < len(notes) else None, chosen == i, compact)
