"""The Dice Quest table: re-roll, spend powers, beat an enemy — by keys or mouse.

`DiceQuestTableScreen(client)` plays a seat's `engine.seat.SeatClient` of Dice Quest: every
action goes through `client.send`; a refusal shows its reason. Keys: 1–5 pick dice, r re-rolls them
(free re-roll), a–e beat an enemy, + - [ ] m x spend a power (on the picked die, or pick the die
next), h shows the solver's hint (exact chance and the keep), k picks the hint's re-roll, g gives
up. Computer players move at the app's pace (s skips).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence, Hashable
from pathlib import Path
from typing import Any

from rich.text import Text
from textual import work
from textual.binding import Binding
from textual.worker import get_current_worker

from dragonwood_tui.i18n import N_, _, language, ngettext
from dragonwood_tui.i18n.grammar import split_at_field
from dragonwood_tui.tui.titles import is_you_shown, winners_line
from dragonwood_tui.games.words import named_keys
from dragonwood_tui.tui.keyboard_layout import key_shown
from dragonwood_tui.i18n.card_names import card_name
from dragonwood_tui.games.dice_quest.actions import Action, Beat, GiveUp, Reroll, UsePower
from dragonwood_tui.games.dice_quest import DiceQuestGame
from dragonwood_tui.games.dice_quest.deck import Card
from dragonwood_tui.games.dice_quest.view import DiceQuestView
from dragonwood_tui.games.dice_quest.solver import hints as solver_hints
from dragonwood_tui.tui.games.dice_quest.legend import legend_lines, turn_lines
from dragonwood_tui.tui.widgets.game_log import GameLog
from dragonwood_tui.tui.screens.game_over import GameOverScreen
from dragonwood_tui.tui.screens.table_base import TableScreen
from dragonwood_tui.tui.widgets.text_fit import chance_text
from dragonwood_tui.tui.widgets.chips import ChipClicked
from dragonwood_tui.tui.widgets.dice import DieClicked
from dragonwood_tui.tui.games.dice_quest.board import DiceQuestBoard, QuestUi, keep_mark
from dragonwood_tui.tui.games.dice_quest.hint_words import plan_steps
from dragonwood_tui.tui.games.dice_quest.motion import beat_outcome
from dragonwood_tui.tui.games.dice_quest.quest_line import ENEMY_KEYS, POWER_NAMES, EnemyClicked, enemy_key

TABLE_CSS = Path(__file__).with_suffix(".tcss")
DICE_STEP = 0.07  # seconds between two dice landing
SINGLE_DIE = {"plus", "minus", "shift-down", "shift-up", "mirror"}
ARMED_WORDS = {
    "plus": N_("Plus (+1)"),
    "minus": N_("Minus (−1)"),
    "shift-down": N_("Shift −1"),
    "shift-up": N_("Shift +1"),
    "mirror": N_("Mirror (7−x)"),
    "reroll": N_("Re-roll power"),
}  # shown with _()


BEAT_TIP = N_("Beat the enemy of this letter in the quest line")


def _die_list(indices: Sequence[int], dice: Sequence[int]) -> str:
    """"dice 2, 3 (showing 4, 3)": die numbers as on the screen, with their faces."""
    picked = sorted(indices)
    if not picked:
        return _("none")
    return ngettext("die {numbers} (showing {faces})", "dice {numbers} (showing {faces})", len(picked)).format(
        numbers=", ".join(str(i + 1) for i in picked), faces=", ".join(str(dice[i]) for i in picked)
    )


TALL_HEIGHT = 38  # from this many rows the large layout draws the dice twice the size
HUGE_SIZE = (150, 46)  # from this many columns and rows, larger still (a square face 13x7)


class DiceQuestTableScreen(TableScreen[DiceQuestView, Action, DiceQuestBoard]):
    CSS_PATH = TABLE_CSS
    HELP_TITLE = N_("Dice Quest table")
    BOARD = DiceQuestBoard
    BOARD_ID = "dq-board"
    UI = QuestUi
    ui: QuestUi

    def _fit(self, width: int, height: int) -> bool:
        """The shared layouts, and larger dice when rows are to spare (TALL_HEIGHT)."""
        changed = super()._fit(width, height)
        tall = height >= TALL_HEIGHT
        huge = width >= HUGE_SIZE[0] and height >= HUGE_SIZE[1]
        if (tall, huge) == (self.ui.tall, self.ui.huge):
            return changed
        self.ui.tall, self.ui.huge = tall, huge
        return True

    BINDINGS = [
        Binding("r", "reroll", N_("Re-roll"), tooltip=N_("Free re-roll of the picked dice"), id="dice_quest.reroll"),
        Binding("h", "hint", N_("Hint"), tooltip=N_("The solver's exact chance and the dice to keep"), id="dice_quest.hint"),
        # the same key puts the hint away: the footer says so while a hint shows
        Binding("h", "hide_hint", N_("Hide hint"), tooltip=N_("Put the hint away: the table says again what the turn allows"), id="dice_quest.hide_hint"),
        Binding("k", "take_keep", N_("Pick hint"), show=False, tooltip=N_("After the hint: pick the dice it says to re-roll"), id="dice_quest.take_keep"),
        Binding("enter", "confirm", N_("Confirm"), tooltip=N_("Use the armed power / beat the enemy clicked"), id="dice_quest.confirm"),
        Binding("enter", "final_scores", N_("Scores"), tooltip=N_("The end-of-game table"), id="dice_quest.final_scores"),
        Binding("g", "give_up", N_("Give up"), tooltip=N_("Beat no enemy this turn (solo: the game is lost)"), id="dice_quest.give_up"),
        Binding("s", "skip", N_("Skip"), tooltip=N_("Let the computer players finish their moves at once"), id="dice_quest.skip"),
        Binding("escape", "clear", N_("Clear"), show=False, tooltip=N_("Clear the dice picked and the power armed"), id="dice_quest.clear"),
        Binding("plus,equals_sign", "power('plus')", N_("Plus"), show=False, tooltip=N_("Spend a plus card: +1 on a die"), id="dice_quest.plus"),
        Binding("minus", "power('minus')", N_("Minus"), show=False, tooltip=N_("Spend a minus card: −1 on a die"), id="dice_quest.minus"),
        Binding("left_square_bracket,less_than_sign", "power('shift-down')", N_("Shift −1"), show=False, tooltip=N_("Spend a shift card: −1 on a die"), id="dice_quest.shift_down"),
        Binding("right_square_bracket,greater_than_sign", "power('shift-up')", N_("Shift +1"), show=False, tooltip=N_("Spend a shift card: +1 on a die"), id="dice_quest.shift_up"),
        Binding("m", "power('mirror')", N_("Mirror"), show=False, tooltip=N_("Spend a mirror card: a die to 7 − x"), id="dice_quest.mirror"),
        Binding("x", "power('reroll')", N_("Re-roll power"), show=False, tooltip=N_("Spend a re-roll card on the picked dice"), id="dice_quest.reroll_power"),
        # one row of the help for the five (a–e, or ф, и, с, в, у in a Cyrillic layout): no letter in the words
        *(
            Binding(key, f"beat({i})", N_("Beat an enemy"), show=False, tooltip=BEAT_TIP, id=f"dice_quest.beat_{key}")
            for i, key in enumerate(ENEMY_KEYS)
        ),
        Binding("1", "die(0)", N_("Pick die 1–5"), show=False, id="dice_quest.die_1"),
        Binding("2", "die(1)", "", show=False, id="dice_quest.die_2"),
        Binding("3", "die(2)", "", show=False, id="dice_quest.die_3"),
        Binding("4", "die(3)", "", show=False, id="dice_quest.die_4"),
        Binding("5", "die(4)", "", show=False, id="dice_quest.die_5"),
        Binding("q", "leave", N_("Menu"), tooltip=N_("Leave the table (the game is saved)"), id="dice_quest.leave"),
    ]

    def _init_table(self) -> None:
        self._hint_key: Any = None
        self._hint_cache: dict[Any, Any] = {}
        self._acted = False  # an action was just played: the dice it rolled land one by one
        self._last_action: Action | None = None  # motion: what was played, and the quest line
        self._line_before: list[int] = []  # before it (where a beaten enemy stood)
        self._forced_end = False  # solo: the game was lost with no move left (not given up)

    def _start(self) -> None:
        self.board.cards = self._cards()

    # -- drawing --------------------------------------------------------------------------
    def _refresh_view(self) -> None:
        super()._refresh_view()
        self._forced_end = self._forced_end or self.view.end_reason == "no move left"  # the rules ended it

    def _redraw(self) -> None:
        self.ui.guide = self._guide()
        super()._redraw()
        # the log's empty rows read as a legend of the table until the log fills them
        legend = legend_lines(self.view.players == 1, lambda key: key_shown(self.app, key), compact=self.ui.compact)
        more = [] if self.ui.compact else turn_lines(lambda key: key_shown(self.app, key))  # where the box has the rows
        self.board.query_one("#dq-log", GameLog).set_idle(legend, more)

    def _guide(self) -> Text | None:
        """The rows below the army, while no hint is asked for: what the decision at hand allows
        (the coach's words for it), so a large screen shows the way to play, not a blank."""
        if self.ui.compact or not self._my_decision():
            return None
        game = self.client.game
        found = [t for t in game.coach_topics(self.view, self._legal()) if t != "welcome"]
        if "beat" in found and "reroll" in found:  # its words are for a roll that beats nothing
            found.remove("reroll")
        text = Text(_("Now: "), style="bold")
        for i, topic in enumerate(found or ["welcome"]):
            # the games' words, their keys as the footer shows them
            text.append(("\n" if i else "") + self._keys(_(game.coach_lines[topic])), style="dim")
        return text

    def _keys(self, message: str, **fields: object) -> str:
        """A message naming keys ({r}, {g}...) as the footer names them (к for r in a Cyrillic layout)."""
        return named_keys(message, lambda key: key_shown(self.app, key), **fields)

    def _keys_state(self) -> tuple[Hashable, ...]:
        v = self.view
        confirm = (self.ui.armed, self.ui.chosen, sum(e.beaten for e in v.line) == 1)
        rerolls = bool(v.free_rerolls) and v.reroll_allowed
        return (v.status, v.to_move in self.humans, self._my_decision(), rerolls, self.ui.keep is not None, self.ui.hint is not None, confirm)

    def _maybe_pass(self, seat: int) -> None:
        # Nothing in Dice Quest is hidden: no "pass to" screen, the prompt names the player.
        self._shown_person = seat

    def _my_decision(self) -> bool:
        v = self.view
        return v is not None and v.status == "playing" and v.to_move in self.humans

    def _seat(self) -> int:
        v = self.view
        return v.to_move if v.to_move is not None else (v.seat or 0)

    def _say_prompt(self) -> None:
        v = self.view
        prompt = self.board.prompt
        ui = self.ui
        compact = ui.compact
        if v.status != "playing":
            text = Text(_("Game over. "), style="bold")
            if v.status == "won":
                text.append(ngettext("Quest complete with {n} card!", "Quest complete with {n} cards!", v.scores[0]).format(n=v.scores[0]))
            elif v.status == "lost" and self._forced_end:
                text.append(_("No move left: the game is lost (score {score}).").format(score=v.scores[0]))
            elif v.status == "lost":
                text.append(_("You gave up: the game is lost (score {score}).").format(score=v.scores[0]))
            elif v.winners:
                text.append(winners_line([self._seat_name(w) for w in v.winners]))
            if not self._final_open:  # (under the dialog, Enter is its Menu button)
                text.append("  " + self._keys(_("enter: final scores · {q}: menu")), style="dim")
            prompt.say(text)
            return
        if not self._my_decision():
            who = self._seat_name(v.to_move)
            prompt.say(Text.assemble((_("You are playing… ") if is_you_shown(who) else _("{name} is playing… ").format(name=who)), (self._keys(_("{s}: skip")), "dim")), "waiting")
            return
        if ui.armed is not None:
            words = _(ARMED_WORDS[ui.armed])
            if ui.armed == "reroll":
                text = Text(_("{power}: pick the dice (1–5), then enter · esc cancels").format(power=words))
            else:
                text = Text(_("{power}: pick the die (1–5 or click) · esc cancels").format(power=words))
            prompt.say(text, "choice")
            return
        if ui.chosen is not None and ui.chosen < len(v.line):
            name = card_name("dice-quest", v.line[ui.chosen].card.name)
            before, shown, after = split_at_field(_("enter or click again: beat {enemy} · esc cancels"), "enemy", name, language())
            prompt.say(Text.assemble(before, (shown, "bold"), after), "choice")
            return
        beaten = [enemy_key(self.app, i) for i, e in enumerate(v.line) if e.beaten]
        who = "" if v.players == 1 else _("{name}: ").format(name=self._seat_name(v.to_move))
        if self._no_move_left():
            if v.players == 1:
                text = Text(self._keys(_("No move left: no re-roll, no power, no enemy beaten — the game is lost ({g} ends it now)")))
            else:
                text = Text(who + self._keys(_("no move left: {g} ends your turn")))
            prompt.say(text, "choice")
            return
        if beaten:
            keys = "/".join(beaten)
            text = Text(who + _("beat an enemy: {keys}").format(keys=keys) + (_(" · or re-roll / use powers first") if not compact else self._keys(_(" · {h} hint"))))
        elif v.free_rerolls and v.reroll_allowed:
            text = Text(who + self._keys(_("pick dice to re-roll (1–5), then {r} · powers: + - [ ] {m} {x} · {h}: hint")))
            if compact:
                text = Text(who + self._keys(_("pick dice (1–5), {r} re-rolls · powers + - [ ] {m} {x} · {h} hint")))
        else:
            text = Text(who + self._keys(_("no free re-roll left: use powers (+ - [ ] {m} {x}), or {g} to give up")))
        prompt.say(text)

    # -- after every action -----------------------------------------------------------------
    def _after_action(self, action: Action) -> None:
        # The picks start again; dice re-rolled land one by one.
        self._last_action = action
        self._line_before = [e.card.id for e in self.view.line]  # (the view before the action)
        self.ui.selected.clear()
        self.ui.armed = None
        self.ui.chosen = None
        self.ui.hint = None
        self.ui.keep = None
        self._hint_key = None
        self._acted = True

    def _rolled(self) -> list[int]:
        """The dice the last action rolled (they land one by one), from the view after it."""
        log = self.view.log
        last = log[-1] if log else None
        if last is not None and last.kind == "turn":
            return list(range(len(last.dice)))
        if last is not None and last.kind in ("reroll", "power") and len(last.picked) > 0 and last.before != last.dice:
            if last.kind == "reroll" or len(last.picked) > 1 or self._is_reroll_power(last):
                return list(last.picked)
        return []

    def _no_move_left(self) -> bool:
        """Giving up is the only legal action of the person to move (the spec: the turn, in solo
        the game, is lost at once)."""
        if not self._my_decision():
            return False
        legal = self._legal()
        return len(legal) == 1 and isinstance(legal[0], GiveUp)

    def _is_reroll_power(self, event: Any) -> bool:
        return bool(event.cards and self._cards()[event.cards[0]].power == "reroll")

    def _legal(self) -> list[Action]:
        """The legal actions of the person to move ([] while a computer player moves)."""
        return self._client(self.client.to_move()).legal()

    def _cards(self) -> list[Card]:
        """The game's deck (what the table's own game declares: its cards by id)."""
        game = self.client.game
        assert isinstance(game, DiceQuestGame)
        return list(game.cards)

    def _after_change(self) -> None:
        acted, self._acted = self._acted, False
        hidden = self._rolled() if acted else []
        self._note_outcome(acted)  # an enemy beaten: its place lights, the army pulses
        if hidden and self._pace() > 0 and not self._skip:
            self.ui.hidden = tuple(hidden)
            self._roll_dice(DICE_STEP)
        else:
            self.ui.hidden = ()
        super()._after_change()

    def _outcome_motion(self) -> Callable[[], None] | None:
        return beat_outcome(self._last_action, self._line_before, self.board, self.flashes)

    def _land_die(self) -> None:
        hidden = list(self.ui.hidden)
        if hidden:
            hidden.pop(0)
        self.ui.hidden = tuple(hidden)
        if not hidden:
            self._stop_dice()
        self.board.show(self.view, ui=self.ui)

    def _show_all_dice(self) -> None:
        self.ui.hidden = ()

    def _end_delay(self) -> float:
        return DICE_STEP * 6 if self.ui.hidden else 0.05

    def _view_over(self) -> bool:
        return self.view.status != "playing"

    def _final_screen_type(self) -> Callable[[DiceQuestView, list[str]], GameOverScreen]:
        from dragonwood_tui.tui.games.dice_quest.game_over import DiceQuestForcedLossScreen, DiceQuestGameOverScreen

        return DiceQuestForcedLossScreen if self._forced_end else DiceQuestGameOverScreen

    # -- bindings ---------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        v = self.view
        if action == "leave":
            return True
        if v is None:
            return False
        mine = self._my_decision()
        if action == "skip":
            return v.status == "playing" and not mine
        if action == "final_scores":
            return v.status != "playing"
        if action == "confirm":
            if v.status != "playing":
                return False
            useful = self.ui.armed == "reroll" or self.ui.chosen is not None or sum(e.beaten for e in v.line) == 1
            return mine and useful
        if action == "reroll":  # gone with the last free re-roll: the footer shows only keys that act
            return mine and bool(v.free_rerolls) and v.reroll_allowed
        if action == "hint":  # one key, two labels: "Hint", then "Hide hint" while it shows
            return mine and self.ui.hint is None
        if action == "hide_hint":
            return mine and self.ui.hint is not None
        if action == "give_up":
            return mine
        if action == "take_keep":  # listed in ? help whenever it is the person's move
            return True if mine and self.ui.keep is not None else (None if mine else False)
        return True

    def action_die(self, index: int) -> None:
        v = self.view
        if v is None or index >= len(v.dice):
            return
        ui = self.ui
        if ui.armed in SINGLE_DIE and self._my_decision():
            self._use_power(ui.armed, (index,))
            return
        if index in ui.selected:
            ui.selected.remove(index)
        else:
            ui.selected.append(index)
        self._redraw()

    def action_clear(self) -> None:
        ui = self.ui
        ui.selected.clear()
        ui.armed = None
        ui.chosen = None
        self._redraw()

    def action_reroll(self) -> None:
        if not self._my_decision():
            return
        if not self.ui.selected:
            self.notify(_("Pick the dice to re-roll first (1–5 or click them)."), severity="warning")
            return
        self._play(Reroll(tuple(sorted(self.ui.selected))))

    def action_power(self, power: str) -> None:
        if not self._my_decision():
            return
        ui = self.ui
        card_power = "shift" if power.startswith("shift") else power
        if not any(c.power == card_power for c in self.view.seats[self._seat()].army):
            self.notify(_("No {power} card in your army.").format(power=_(POWER_NAMES[card_power])), severity="warning")
            return
        if power == "reroll":
            if ui.selected and ui.armed != "reroll":
                self._use_power(power, tuple(sorted(ui.selected)))
                return
            if ui.armed == "reroll" and ui.selected:
                self._use_power(power, tuple(sorted(ui.selected)))
                return
        elif len(ui.selected) == 1:
            self._use_power(power, tuple(ui.selected))
            return
        elif len(ui.selected) > 1:
            self.notify(_("{power} acts on one die: pick just one.").format(power=_(ARMED_WORDS[power])), severity="warning")
            return
        ui.armed = None if ui.armed == power else power
        self._redraw()

    def _use_power(self, power: str, dice: tuple[int, ...]) -> None:
        card_power = "shift" if power.startswith("shift") else power
        army = self.view.seats[self._seat()].army
        card = next((c.id for c in army if c.power == card_power), None)
        if card is None:
            self.notify(_("No {power} card in your army.").format(power=_(POWER_NAMES[card_power])), severity="warning")
            return
        direction = {"shift-down": -1, "shift-up": 1}.get(power, 0)
        if not self._play(UsePower(card, dice, direction)):
            self.ui.armed = None
            self._redraw()

    def action_confirm(self) -> None:
        v = self.view
        if v is None or not self._my_decision():
            return
        ui = self.ui
        if ui.armed == "reroll":
            if ui.selected:
                self._use_power("reroll", tuple(sorted(ui.selected)))
            else:
                self.notify(_("Pick the dice to re-roll (1–5) first."), severity="warning")
            return
        if ui.chosen is not None:
            self.action_beat(ui.chosen)
            return
        beaten = [i for i, e in enumerate(v.line) if e.beaten]
        if len(beaten) == 1:
            self.action_beat(beaten[0])
        elif beaten:
            self.notify(_("Several enemies are beaten: press the letter of the one to take."), timeout=3)

    def action_beat(self, slot: int) -> None:
        v = self.view
        if not self._my_decision() or slot >= len(v.line):
            return
        self._play(Beat(v.line[slot].card.id))

    def action_give_up(self) -> None:
        if not self._my_decision():
            return
        v = self.view
        if self._no_move_left():  # nothing else to do: no question
            self._forced_end = v.players == 1
            self._play(GiveUp())
            return
        beaten = any(e.beaten for e in v.line)
        if v.players == 1 or beaten:
            from dragonwood_tui.tui.screens.confirm import ConfirmScreen

            if v.players == 1:
                question = _("Give up this turn? In solo that loses the game.")
                if beaten:
                    question = _("The dice beat an enemy! Give up anyway? In solo that loses the game.")
                yes = _("Give up")
            else:
                question = _("The dice beat an enemy! End your turn without taking it?")
                yes = _("End turn")
            self.app.push_screen(ConfirmScreen(question, yes=yes, no=_("Keep playing")), self._give_up_answer)
        else:
            self._play(GiveUp())

    def _give_up_answer(self, yes: bool | None) -> None:
        if yes and self._my_decision():
            self._play(GiveUp())

    def _language_changed(self, code: str) -> None:
        """A hint shown is worded again from its odds (kept: no second solve)."""
        cached = self._hint_cache.get(self._hint_key) if self.ui.hint is not None and self._hint_key is not None else None
        if cached is not None:
            self._show_hint(cached)
        super()._language_changed(code)

    # -- hint -----------------------------------------------------------------------------
    def action_hide_hint(self) -> None:
        if self.ui.hint is not None:
            self.ui.hint = None
            self.ui.keep = None
            self._redraw()

    def action_hint(self) -> None:
        if not self._my_decision():
            return
        ui = self.ui
        if ui.hint is not None:  # the key pressed twice before the footer changed
            self.action_hide_hint()
            return
        v = self.view
        key = (v.dice, v.free_rerolls, v.reroll_allowed, tuple(e.card.id for e in v.line), tuple(c.id for c in v.seats[self._seat()].army))
        self._hint_key = key
        cached = self._hint_cache.get(key)
        if cached is not None:
            self._show_hint(cached)
            return
        ui.hint = Text(_("Hint: working out the exact odds…"), style="italic")
        self._redraw()
        self._compute_hint(v, key)

    @work(thread=True, exclusive=True, group="hint")
    def _compute_hint(self, view: Any, key: Any) -> None:
        result = solver_hints(view)  # exact odds: a thread keeps the keys answering meanwhile
        if not get_current_worker().is_cancelled:
            self.app.call_from_thread(self._hint_ready, key, result)

    def _hint_ready(self, key: Any, result: Any) -> None:
        self._hint_cache[key] = result
        if key == self._hint_key and self.ui.hint is not None:
            self._show_hint(result)

    def _show_hint(self, h: Any) -> None:
        v = self.view
        ui = self.ui
        odds = h.odds
        text = Text()
        text.append(_("Hint: "), style="bold")
        rerolls = v.free_rerolls if v.reroll_allowed else 0
        beaten = [i for i, e in enumerate(v.line) if e.beaten]
        if beaten:
            enemies = ", ".join(enemy_key(self.app, i).upper() for i in beaten)
            text.append(_("the dice beat {enemies} now — take one ({keys}).").format(enemies=enemies, keys="/".join(enemy_key(self.app, i) for i in beaten)))
            ui.keep = None
        else:
            army = v.seats[self._seat()].army
            plans = [(i, e, h.plans.get(e.card.id)) for i, e in enumerate(v.line)]
            sure = [(i, e, p) for i, e, p in plans if p is not None and p.uses]
            if sure:  # the move itself, with its keys, not only its count of powers
                i, enemy, plan = min(sure, key=lambda t: t[2].cards)
                key = enemy_key(self.app, i)
                steps = plan_steps(plan, v.dice, army, lambda k: key_shown(self.app, k))
                if not rerolls:
                    text.append(_("no free re-roll left.") + " ")
                # TRANSLATORS: the hint's sure move: "Sure now — Ash Wyvern (a): mirror on die 5, 1→6 (m then 5), then a."
                text.append(_("Sure now — {enemy} ({key}): {steps}, then {key}.").format(
                    enemy=card_name("dice-quest", enemy.card.name), key=key, steps=steps), style="bold")
            if rerolls and sure:
                # the sure move first (it must not sit under the fold of the 80x24 box), then
                # the free re-rolls' exact chance for a player who would rather keep the cards
                text.append("\n" + ngettext("Or keep your powers and use {n} free re-roll: ",
                                            "Or keep your powers and use your {n} free re-rolls: ", rerolls).format(n=rerolls))
                self._reroll_odds(text, odds.dice_alone, odds.keep_alone)
            elif rerolls:
                text.append(ngettext("with {n} free re-roll: ", "with {n} free re-rolls: ", rerolls).format(n=rerolls))
                self._reroll_odds(text, odds.dice_alone, odds.keep_alone)
                if army:
                    text.append("\n" + _("Spending powers too: "))
                    text.append(chance_text(odds.with_powers), style="bold")
                    if odds.keep_with_powers != odds.keep_alone and odds.with_powers > odds.dice_alone:
                        text.append(_(" (keep {dice})").format(dice=_die_list(odds.keep_with_powers, v.dice)))
                    text.append(".")
            elif not sure and odds.with_powers > 0:
                # no free re-roll and no sure move: only a re-roll card (then powers) can do it
                rerolled = [i for i in range(len(v.dice)) if i not in odds.keep_with_powers]
                text.append(self._keys(_("no free re-roll left. A re-roll card on {dice} ({k} picks them, then {x}), then powers: "), dice=_die_list(rerolled, v.dice)))
                text.append(chance_text(odds.with_powers), style="bold")
                text.append(".")
                ui.keep = tuple(odds.keep_with_powers)
            elif not sure:
                text.append(self._keys(_("no free re-roll left, and no power beats an enemy now: {g} gives up.")))
                ui.keep = None
            if not rerolls and sure:
                ui.keep = None
        ui.hint = text
        self._redraw()

    def _reroll_odds(self, text: Text, chance: Any, keep: Sequence[int]) -> None:
        """The free re-rolls' exact chance and the keep that reaches it (marked on the dice)."""
        text.append(chance_text(chance), style="bold")
        if chance > 0:
            if keep:
                text.append(self._keys(_(" — keep {dice}, marked {mark}; re-roll the others: {k} picks them"), dice=_die_list(keep, self.view.dice), mark=keep_mark()))
            else:
                text.append(self._keys(_(" — re-roll all dice: {k} picks them")))
            self.ui.keep = tuple(keep)
        else:
            self.ui.keep = None
        text.append(".")

    def action_take_keep(self) -> None:
        ui = self.ui
        if ui.keep is None or not self._my_decision():
            return
        ui.armed = None
        ui.selected = [i for i in range(len(self.view.dice)) if i not in ui.keep]
        self._redraw()

    # -- mouse ------------------------------------------------------------------------------
    def on_die_clicked(self, message: DieClicked) -> None:
        message.stop()
        self.action_die(message.index)

    def on_enemy_clicked(self, message: EnemyClicked) -> None:
        message.stop()
        if not self._my_decision():
            return
        if self.ui.chosen == message.index:
            self.ui.chosen = None
            self.action_beat(message.index)
        else:
            self.ui.chosen = message.index
            self._redraw()

    def on_chip_clicked(self, message: ChipClicked) -> None:
        message.stop()
        if message.area == "power":
            self.action_power(message.payload)
