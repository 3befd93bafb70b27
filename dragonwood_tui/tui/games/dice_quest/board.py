"""The whole Dice Quest table drawn from one engine view: quest line, dice, free re-rolls, army,
hint, players, log. No rules here: what the dice beat and the cheapest powers come from the
engine (`view.line[i].beaten`, `solver.cheapest_plans`).

`DiceQuestBoard.show(view, ...)` redraws it for any view (the table screen after every action,
the replay viewer for any step).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from rich.cells import cell_len
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical

from dragonwood_tui.i18n import _, ngettext, pgettext
from dragonwood_tui.i18n.formats import format_percent
from dragonwood_tui.tui.titles import person_name
from dragonwood_tui.games.dice_quest import GAME as DICE_QUEST
from dragonwood_tui.games.dice_quest.deck import Card
from dragonwood_tui.games.dice_quest.reroll_chance import reroll_chances
from dragonwood_tui.games.dice_quest.solver import Plan, cheapest_plans
from dragonwood_tui.games.dice_quest.state import Event
from dragonwood_tui.games.dice_quest.view import CardView, DiceQuestView
from dragonwood_tui.tui.games.dice_quest.army import ArmyPanel
from dragonwood_tui.tui.widgets.board_base import TableBoard
from dragonwood_tui.tui.widgets.boxes import LIGHT
from dragonwood_tui.tui.widgets.dice import DiceRow
from dragonwood_tui.tui.widgets.game_log import GameLog
from dragonwood_tui.tui.games.dice_quest.quest_line import POWER_SYMBOLS, QuestLine, RerollNote, enemy_key, power_words
from dragonwood_tui.tui.games.dice_quest.scoreboard import DiceQuestScoreboard
from dragonwood_tui.tui.widgets.status_bar import PromptBar, StatusBar, TextBox


def keep_mark() -> str:
    """The one letter the hint draws on a die to keep, in the player's language."""
    # TRANSLATORS: one letter drawn on a die the hint says to keep (the initial of "keep")
    return pgettext("a die's mark: keep it, one letter", "K")


@dataclass
class QuestUi:
    """The player's picks on the table (never saved)."""

    selected: list[int] = field(default_factory=list)  # die indices
    armed: str | None = None  # a power waiting for its die: plus, minus, shift-down/up, mirror, reroll
    chosen: int | None = None  # quest-line slot clicked once (a second click beats it)
    hint: Text | None = None  # the hint shown, if asked for
    keep: tuple[int, ...] | None = None  # the hint's suggested keep (die indices)
    guide: Text | None = None  # what the decision at hand allows, in words (large layouts, until h)
    compact: bool = False
    narrow: bool = False  # a large layout on a medium terminal: a narrower side column
    tall: bool = False  # a large layout with rows to spare: larger dice
    huge: bool = False  # ... and columns to spare too: larger still
    hidden: tuple[int, ...] = ()  # dice still rolling (drawn as ?)


def seat_name(names: Sequence[str], seat: int | None) -> str:
    if seat is None:
        return "—"
    return person_name(names[seat]) if 0 <= seat < len(names) else _("Seat {n}").format(n=seat + 1)


def plan_note(plan: Plan | None, army: Sequence[CardView], compact: bool) -> Text | None:
    """"⚡ 2 powers: +d3 ⇅d1": the cheapest sure way to beat an enemy from the dice (engine plan)."""
    if plan is None or not plan.uses:
        return None
    powers = {c.id: c.power for c in army}
    steps = []
    for use in plan.uses:
        power = powers.get(use.card, "?")
        symbol = POWER_SYMBOLS.get(power, "?")
        if power == "shift":
            symbol = "+" if use.direction > 0 else "−"
        # TRANSLATORS: a power on a die, on a narrow enemy card: "+d3" is +1 on die 3, "⇅d1" mirror on die 1; "d" abbreviates "die" (a word the reader knows at once, not dice notation)
        steps.append(_("{sign}d{die}").format(sign=symbol, die=use.dice[0] + 1))
    n = len(plan.uses)
    head = f"⚡{n}: " if compact else "⚡ " + ngettext("{n} power: ", "{n} powers: ", n).format(n=n)
    return Text(head + " ".join(steps), style="bold")  # the card colours it (badge colour)


def plan_legend(plan: Plan, army: Sequence[CardView]) -> tuple[str, ...]:
    """What "⚡2: +d4 −d3" means, from its first step, longest wording first ("⚡ powers that beat
    it: +d4 = +1 on die 4"): the 80x24 table's legend of the sign, where the log has no room."""
    use = plan.uses[0]
    power = {c.id: c.power for c in army}.get(use.card, "?")
    die = use.dice[0] + 1
    up = power == "plus" or (power == "shift" and use.direction > 0)
    sign = "+" if up else "−" if power in ("minus", "shift") else POWER_SYMBOLS.get(power, "?")
    step = _("{sign}d{die}").format(sign=sign, die=die)
    if up:
        words = _("+1 on die {n}").format(n=die)
    elif power in ("minus", "shift"):
        words = _("−1 on die {n}").format(n=die)
    elif power == "mirror":
        words = _("die {n} to 7−x").format(n=die)
    else:
        words = power_words(power)
    # TRANSLATORS: at 80x24, what an enemy card's "⚡2: +d4 −d3" means: "⚡ powers that beat it: +d4 = +1 on die 4"
    return (_("⚡ powers that beat it: {step} = {words}").format(step=step, words=words),
            # TRANSLATORS: the short form of "⚡ powers that beat it: {step} = {words}"
            _("⚡ powers: {step} = {words}").format(step=step, words=words), f"⚡ {step} = {words}")


def reroll_notes(view: DiceQuestView, army: Sequence[CardView], ui: QuestUi) -> list[RerollNote | None]:
    """Per enemy, the chance that re-rolling the picked dice beats it, in words longest first
    ("↻ re-roll 1, 3: 31%", "↻ 1,3: 31%"): while dice are picked for a re-roll the player has
    (a free one, or a reroll card in the army)."""
    if view.status != "playing" or not ui.selected or ui.hidden or ui.armed not in (None, "reroll"):
        return []
    can = (view.free_rerolls > 0 and view.reroll_allowed) or any(c.power == "reroll" for c in army)
    if not can:
        return []
    picked = sorted(ui.selected)
    chances = reroll_chances(view.dice, picked, [e.card for e in view.line])
    dice, short = ", ".join(str(i + 1) for i in picked), ",".join(str(i + 1) for i in picked)
    notes: list[RerollNote | None] = []
    for enemy, chance in zip(view.line, chances):
        if enemy.beaten:
            notes.append(None)
            continue
        pct = chance_figure(chance)
        # TRANSLATORS: on an enemy card while dice are picked: the chance that re-rolling them beats it
        # TRANSLATORS: the short form of "↻ re-roll {dice}: {chance}" on a narrow card ("↻ 1,3: 31%")
        words = (_("↻ re-roll {dice}: {chance}").format(dice=dice, chance=pct), _("↻ {dice}: {chance}").format(dice=short, chance=pct), f"↻ {pct}")
        notes.append(RerollNote(chance, words))
    return notes


def chance_figure(chance: float) -> str:
    """A chance in whole percent, never rounded to a certainty or to nothing it is not."""
    if 0 < chance < 0.005:
        return "<" + format_percent(0.01)
    if 0.995 <= chance < 1:
        return ">" + format_percent(0.99)
    return format_percent(round(chance * 100) / 100)


def status_text(view: DiceQuestView, names: Sequence[str], compact: bool) -> Text:
    t = Text()
    t.append(_("Turn {n}").format(n=view.turn), style="bold")
    if view.status == "playing":
        t.append(" · ▶ ")
        t.append(seat_name(names, view.to_move), style="bold")
    elif view.status == "won":
        t.append(" · " + _("QUEST COMPLETE"), style="bold")
    elif view.status == "lost":
        t.append(" · " + _("GAME LOST"), style="bold")
    else:
        t.append(" · " + _("Game over"), style="bold")
    t.append(" · " + _("deck {n} · quest line {m}").format(n=view.deck_size, m=len(view.line)))
    if view.players == 1:
        t.append(" · " + _("army {n} · score {score}").format(n=len(view.seats[0].army), score=view.scores[0]))
    if "strict-reroll" in view.variants and not compact:
        t.append(" · " + _("strict re-roll"))
    return t


class DiceQuestBoard(TableBoard[DiceQuestView, QuestUi]):
    DEFAULT_CSS = """
    DiceQuestBoard { height: 1fr; layout: vertical; }
    """
    PREFIX = "dq"
    UI = QuestUi

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self._plans_key: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]] | None = None
        self._plans: dict[int, Plan | None] = {}
        self.cards: Sequence[Card] = DICE_QUEST.cards  # the deck's cards (a match may use another deck)

    def compose(self) -> ComposeResult:
        yield StatusBar(id="dq-status")
        with Horizontal(id="dq-body"):
            with Vertical(id="dq-main"):
                yield QuestLine(id="dq-line")
                # the hint beside the dice in large layouts (the rows to their right), under them
                # in the compact one
                with Horizontal(id="dq-roll-row"):
                    with Horizontal(id="dq-roll"):
                        yield DiceRow(5, id="dq-dice", changed_box=LIGHT, strips=True)
                        yield TextBox("", id="dq-roll-info")
                    yield TextBox("", id="dq-hint")
                yield PromptBar(id="dq-prompt")
                # the players beside the army in large layouts, under it in the compact one
                with Horizontal(id="dq-army-row"):
                    yield ArmyPanel(id="dq-army")
                    yield DiceQuestScoreboard(id="dq-players")
            with Vertical(id="dq-side"):
                yield GameLog(id="dq-log", idle_after=True)

    def default_name(self, seat: int, players: int) -> str:
        return _("You") if players == 1 else _("Seat {n}").format(n=seat + 1)

    def plans(self, view: DiceQuestView) -> dict[int, Plan | None]:
        """The engine's cheapest plan per enemy for the seat to move (cached per dice/army)."""
        seat = view.to_move if view.to_move is not None else (view.seat or 0)
        army = view.seats[seat].army
        key = (view.dice, tuple(e.card.id for e in view.line), tuple(c.id for c in army))
        if key != self._plans_key:
            self._plans_key = key
            self._plans = cheapest_plans(view.dice, [e.card for e in view.line], army) if view.line else {}
        return self._plans

    def show(
        self,
        view: DiceQuestView,
        names: Sequence[str] | None = None,
        bots: Sequence[str | None] | None = None,
        ui: QuestUi | None = None,
    ) -> None:
        """Redraw for `view` (the log is the table's or the replay viewer's: the game's account)."""
        ui = self._take(view, names, bots, ui)
        compact = ui.compact
        self.set_class(view.players == 1, "-solo")
        self.set_class(ui.tall and not compact and not ui.huge, "-tall")
        self.set_class(ui.huge and not compact, "-huge")
        self.query_one("#dq-status", StatusBar).say(status_text(view, self.names, compact))
        seat = view.to_move if view.to_move is not None else (view.seat if view.seat is not None else 0)
        army = view.seats[seat].army
        plans = self.plans(view) if view.status == "playing" else {}
        notes = [None if e.beaten else plan_note(plans.get(e.card.id), army, compact) for e in view.line]
        rerolls = reroll_notes(view, army, ui) if not compact else []
        self.query_one("#dq-line", QuestLine).show(view.line, notes, ui.chosen, compact, rerolls, big=ui.tall or ui.huge)
        shortest = min((p for p in plans.values() if p is not None and p.uses), key=lambda p: len(p.uses), default=None)
        self._show_dice(view, plan_legend(shortest, army) if compact and shortest is not None and any(notes) else ())
        mine = view.seat is None or view.seat == seat
        self.query_one("#dq-army", ArmyPanel).show(army, ui.armed, compact, mine=mine, spent=view.seats[seat].discard)
        hint = self.query_one("#dq-hint", TextBox)
        hint.say(ui.hint or (None if compact else ui.guide) or Text(""))
        shown = ui.hint is not None or not compact  # compact: the hint's rows only while it is shown
        if hint.display != shown:
            hint.display = shown
        if view.players > 1:
            # beside the army: the powers in a column when every seat's fit (narrow=None: the
            # panel's width decides), else a line per seat under the table
            self.query_one("#dq-players", DiceQuestScoreboard).show(view, self.names, self.bots, compact, narrow=None)

    def _show_dice(self, view: DiceQuestView, legend: Sequence[str] = ()) -> None:
        """`legend`: what the cards' ⚡ notes mean (80x24), on the row the re-roll chances take
        while dice are picked."""
        ui = self.ui
        values = [0 if i in ui.hidden else d for i, d in enumerate(view.dice)]
        last = view.log[-1] if view.log else None
        changed = list(last.picked) if last is not None and last.kind in ("reroll", "power") else []
        label = self._change_label(last) if changed and last is not None else ""
        marks = []
        for i in range(len(view.dice)):
            if i in ui.selected:
                marks.append("↻" if ui.armed in (None, "reroll") else "◆")
            elif ui.keep is not None and i in ui.keep:
                marks.append(keep_mark())  # the hint's keep (the hint names the same mark)
            elif i in changed and i not in ui.hidden:
                marks.append(label)  # what just changed it: "new" (re-rolled), "+1", "7−x"...
            else:
                marks.append("")
        self.query_one("#dq-dice", DiceRow).show(values, ui.selected, changed, marks, compact=ui.compact, large=ui.tall, huge=ui.huge)
        info = Text()
        if view.status == "playing":
            n = view.free_rerolls
            info.append(_("Free re-rolls: {n}").format(n=n), style="bold")
            if n and not view.reroll_allowed:
                info.append(" " + _("(strict: not while an enemy is beaten)"), style="dim")
            beaten = [enemy_key(self.app, i).upper() for i, e in enumerate(view.line) if e.beaten]
            info.append("\n" + _("Beaten now: "))
            info.append(", ".join(beaten) if beaten else _("none"), style="bold" if beaten else "dim")
            if ui.selected and not ui.compact:
                info.append("\n" + _("Selected: {dice}").format(dice=", ".join(str(i + 1) for i in sorted(ui.selected))))
            elif ui.compact:  # the cards have no row for the re-roll chances: one line here
                line = self._compact_chances(view)
                info.append("\n")  # (the line kept when empty: the same rows, no layout pass)
                if line is not None:
                    info.append_text(line)
                else:
                    room = self.query_one("#dq-roll-info", TextBox).content_size.width or 34
                    fits = next((words for words in legend if cell_len(words) <= room), None)
                    if fits is not None:
                        info.append(fits, style="dim")
        self.query_one("#dq-roll-info", TextBox).say(info)

    def _compact_chances(self, view: DiceQuestView) -> Text | None:
        """"↻ 1,3: A 12% D 31%": the chance each enemy falls to the re-roll of the picked dice,
        by its letter, on the row the compact layout has under "Beaten now" (the likeliest kept
        where the row is short; the nil ones left out)."""
        seat = view.to_move if view.to_move is not None else (view.seat or 0)
        notes = reroll_notes(view, view.seats[seat].army, self.ui)
        found = [(n.chance, i) for i, n in enumerate(notes) if n is not None and n.chance > 0]
        if not notes:
            return None
        dice = ",".join(str(i + 1) for i in sorted(self.ui.selected))
        room = self.query_one("#dq-roll-info", TextBox).content_size.width or 34
        kept = sorted(found, reverse=True)
        letters = {i: enemy_key(self.app, i).upper() for _c, i in found}  # (a key's name is looked up once)
        while True:
            parts = [f"{letters[i]} {chance_figure(c)}" for c, i in sorted(kept, key=lambda x: x[1])]
            line = _("↻ {dice}: {chance}").format(dice=dice, chance="  ".join(parts) if parts else chance_figure(0))
            if cell_len(line) <= room or not kept:
                return Text(line, style="bold" if parts else "dim")
            kept = kept[:-1]

    def _change_label(self, event: Event) -> str:
        """The short tag on the dice the last action changed (until the next action)."""
        if event.kind == "reroll" or not event.cards or not self.cards:
            return _("new")
        power = self.cards[event.cards[0]].power
        if power == "shift":
            return "+1" if event.direction > 0 else "−1"
        return {"plus": "+1", "minus": "−1", "mirror": "7−x"}.get(power) or _("new")
