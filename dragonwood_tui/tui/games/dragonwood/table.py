"""The Dragonwood table: play a match by keys and mouse, computer players at a followable pace.

`DragonwoodTableScreen(client)` plays a seat's `engine.seat.SeatClient` of Dragonwood: every
action goes through `client.send`, an action the rules refuse shows its reason as a notification. Computer players
move on timers (the app's pace setting, skippable with `s`), never blocking the interface. With
two or more people at the table, a "pass to …" screen hides the hands between their decisions.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from pathlib import Path
from typing import Any

from rich.cells import cell_len
from rich.text import Text
from textual.binding import Binding

from dragonwood_tui.i18n import N_, _, ngettext
from dragonwood_tui.tui.titles import is_you_shown, winners_line
from dragonwood_tui.games.words import named_keys
from dragonwood_tui.tui.keyboard_layout import key_shown
from dragonwood_tui.games.dragonwood import cards as C
from dragonwood_tui.games.dragonwood.actions import (
    CARD_CHOICES,
    Action,
    Capture,
    DeclineMushroom,
    HandLimitDiscard,
    MushroomReroll,
    Reload,
    ThunderStormDiscard,
    WindStormPass,
    WoundDiscard,
)
from dragonwood_tui.games.dragonwood.advice import best_reroll, wind_receiver
from dragonwood_tui.bots.dragonwood_greedy import least_useful
from dragonwood_tui.games.dragonwood.state import E_ROLL
from dragonwood_tui.games.dragonwood.view import View
from dragonwood_tui.tui.screens.game_over import GameOverScreen
from dragonwood_tui.tui.screens.table_base import TableScreen
from dragonwood_tui.tui.games.dragonwood.capture_options import CaptureList, option_id
from dragonwood_tui.tui.games.dragonwood.card import METHOD_TITLES, CardClicked, adventurer_text, card_shown
from dragonwood_tui.tui.widgets.chips import ChipClicked
from dragonwood_tui.tui.widgets.dice import DiceRow, DieClicked
from dragonwood_tui.tui.games.dragonwood.motion import roll_outcome
from dragonwood_tui.tui.widgets.text_fit import percent
from dragonwood_tui.tui.games.dragonwood.board import (
    BoardUi,
    DragonwoodBoard,
    hand_of,
    seat_name,
)
from dragonwood_tui.tui.games.dragonwood.hand import KEY_NAMES, SORTS
from dragonwood_tui.tui.games.dragonwood.hand import KEYS as HAND_KEYS

TABLE_CSS = Path(__file__).with_suffix(".tcss")
DICE_STEP = 0.09  # seconds between two dice landing

CARD_PROMPTS: dict[str, tuple[str, Callable[[int], Action]]] = {
    "wound": (N_("Wounded! Choose a card to discard"), WoundDiscard),
    "hand-limit": (N_("More than 9 cards: choose a card to discard"), HandLimitDiscard),
    "thunder-storm": (N_("Thunder Storm! Choose a card to discard"), ThunderStormDiscard),
    "wind-storm": (N_("Wind Storm! Choose a card to pass to your right"), WindStormPass),
}

COMPACT_PROMPTS = {
    "wound": N_("Wounded! Discard a card"),
    "hand-limit": N_("Over 9 cards: discard one"),
    "thunder-storm": N_("Thunder Storm! Discard a card"),
    "wind-storm": N_("Wind Storm! Pass a card right"),
}


def _number_bindings() -> list[Binding]:
    out = []
    for i, key in enumerate(HAND_KEYS):
        description = N_("Pick card / die by number (0, -, =: the 10th, 11th, 12th card)") if i == 0 else ""
        name = KEY_NAMES.get(key, key)
        out.append(Binding(name, f"number({i})", description, show=False, id=f"dragonwood.number_{name}"))
    return out


TARGET_TIP = N_("Highlight the best capture of the landscape card of this letter; pressed again: its next method")


class DragonwoodTableScreen(TableScreen[View, Action, DragonwoodBoard]):
    CSS_PATH = TABLE_CSS
    HELP_TITLE = N_("Dragonwood table")
    BOARD = DragonwoodBoard
    BOARD_ID = "dw-board"
    UI = BoardUi
    ui: BoardUi

    BINDINGS = [
        Binding("r", "reload", N_("Reload"), tooltip=N_("Draw 1 Adventurer card (your whole turn)"), id="dragonwood.reload"),
        Binding("enter", "confirm", N_("Capture"), tooltip=N_("Try the highlighted capture"), id="dragonwood.capture"),
        Binding("enter", "confirm_choice", N_("Confirm"), tooltip=N_("Confirm the card chosen"), id="dragonwood.confirm"),
        Binding("enter", "final_scores", N_("Scores"), tooltip=N_("The end-of-game table"), id="dragonwood.final_scores"),
        # while another player decides, r and enter only say so (their own bindings are hidden)
        Binding("r", "not_yours", "", show=False, id="dragonwood.reload_refused"),
        Binding("enter", "not_yours", "", show=False, id="dragonwood.enter_refused"),
        Binding("k", "keep_roll", N_("Keep roll"), tooltip=N_("Lucky Mushroom: keep the roll as it is"), id="dragonwood.keep_roll"),
        Binding("s", "skip", N_("Skip"), tooltip=N_("Let the computer players finish their moves at once"), id="dragonwood.skip"),
        Binding("h", "show_log", N_("Log"), tooltip=N_("The whole game log, scrollable"), id="dragonwood.log"),
        Binding("i", "players", N_("Players"), tooltip=N_("Every player in detail: hand size, enhancements, creatures, score"), id="dragonwood.players"),
        Binding("o", "sort", N_("Sort"), tooltip=N_("Sort the hand by colour or by value"), id="dragonwood.sort"),
        # esc clears wherever it is pressed: the 80-column footer keeps room for i Players and f1 Help
        Binding("escape", "clear", N_("Clear"), show=False, tooltip=N_("Clear the selection"), id="dragonwood.clear"),
        # one row of the help for the five (a–e, or ф, и, с, в, у in a Cyrillic layout): no letter in the words
        *(
            Binding(key, f"target({i})", N_("Target a landscape card"), show=False, tooltip=TARGET_TIP, id=f"dragonwood.target_{key}")
            for i, key in enumerate("abcde")
        ),
        Binding("f", f"spend({C.FRIENDLY_BUNNY})", N_("Spend Bunny"), show=False, tooltip=N_("Spend the Friendly Bunny (+1 die) on this capture"), id="dragonwood.spend_bunny"),
        Binding("l", f"spend({C.LIGHTNING_BOLT})", N_("Spend Bolt"), show=False, tooltip=N_("Spend the Lightning Bolt (+4) on this capture"), id="dragonwood.spend_bolt"),
        Binding("p", f"spend({C.CHARMED_POTION})", N_("Spend Potion"), show=False, tooltip=N_("Spend the Charmed Potion (a wild card) on this capture"), id="dragonwood.spend_potion"),
        Binding("up", "move_option(-1)", N_("Previous capture"), show=False, id="dragonwood.option_up"),
        Binding("down", "move_option(1)", N_("Next capture"), show=False, id="dragonwood.option_down"),
        Binding("left", "cursor(-1)", N_("Cursor left"), show=False, id="dragonwood.cursor_left"),
        Binding("right", "cursor(1)", N_("Cursor right"), show=False, id="dragonwood.cursor_right"),
        Binding("space", "toggle_cursor", N_("Pick card at cursor"), show=False, id="dragonwood.toggle_cursor"),
        Binding("q", "leave", N_("Menu"), tooltip=N_("Leave the table (the game is saved)"), id="dragonwood.leave"),
        *_number_bindings(),
    ]

    def _init_table(self) -> None:
        self._acted = False  # an action was just played: if it rolled dice, they land one by one
        # (slot, option id) the last a–e press highlighted: only a repeat of it cycles methods
        self._letter_target: tuple[int, str | None] | None = None
        self._landscape_before: list[int] = []  # motion: where a captured card was

    def _start(self) -> None:
        self.board.query_one(DiceRow).faces = sorted(set(C.DIE_FACES))  # a tumbling die shows 1-4

    # -- drawing --------------------------------------------------------------------------
    def _refresh_view(self) -> None:
        super()._refresh_view()
        hand = hand_of(self.view)
        self.ui.selected = [c for c in self.ui.selected if c in hand]
        self.ui.one_time = [e for e in self.ui.one_time if e in self.view.enhancements[self._seat()]]
        if self.ui.pick is not None and self.ui.pick not in hand:
            self.ui.pick = None
        if self.ui.pick is None and hand and self.view.phase in CARD_PROMPTS and self._my_decision():
            # a card prompt opens on the card that helps least (the computer players' choice),
            # so the footer's ⏎ Confirm always has a card to confirm; a card key changes it
            self.ui.pick = least_useful(list(hand))
        if self.ui.cursor is not None and self.ui.cursor >= len(hand):
            self.ui.cursor = len(hand) - 1 if hand else None

    def _keys_state(self) -> tuple[Hashable, ...]:
        v = self.view
        return (v.phase if self._my_decision() else "", v.to_move in self.humans, v.over, self._my_decision())

    def _seat(self) -> int:
        v = self.view
        if v.seat is not None:
            return v.seat
        return v.to_move if v.to_move is not None else v.current

    def _my_decision(self) -> bool:
        """Whether the person at the screen decides now."""
        v = self.view
        return (
            v is not None
            and not v.over
            and v.to_move is not None
            and v.to_move in self.humans
            and v.to_move == self._seat()
        )

    def _key(self, key: str) -> str:
        """A key as the footer names it (in a Cyrillic layout the letter it types: к for r)."""
        return key_shown(self.app, key)

    def _keys(self, message: str, **fields: object) -> str:
        """A message naming keys ({r}, {a_e}: the letters a to e) as the footer names them."""
        return named_keys(message, self._key, **fields)

    def _one_line(self, head: Text, *tails: str) -> Text:
        """`head` and the first of `tails` (longest first) that fits the prompt's one line; the
        last when none does (the prompt then wraps, as any prompt too long for its bar)."""
        bar = self.board.prompt
        width = bar.content_size.width if bar.is_mounted and bar.content_size.width > 0 else self.app.size.width - 2
        for tail in tails:
            if head.cell_len + cell_len(tail) <= width:
                break
        return Text.assemble(head, tail)

    def _say_prompt(self) -> None:
        v = self.view
        prompt = self.board.prompt
        if v is None:
            return
        if v.over:
            winners = [seat_name(self.names, w) for w in v.winners]
            text = Text(_("Game over: "), style="bold")
            if v.solo:
                text.append(_("you win!") if v.winners else _("the opponent wins (or it is a tie)."))
            elif winners:
                text.append(winners_line(winners))
            else:
                text.append(_("no winner."))
            if not self._final_open:  # (under the dialog, Enter is its Menu button)
                text.append("  " + self._keys(_("enter: final scores · {q}: menu")), style="dim")
            prompt.say(text, "")
            return
        if not self._my_decision():
            who = seat_name(self.names, v.to_move)
            text = Text((_("You are playing… ") if is_you_shown(who) else _("{name} is playing… ").format(name=who)))
            text.append(self._keys(_("{s}: skip to your turn")) if self.humans else self._keys(_("{s}: skip")), style="dim")
            prompt.say(text, "waiting")
            return
        phase = v.phase
        if phase == "turn":

            compact = self.ui.compact
            if self.ui.selected:
                row = self.board.option_for(self.ui.target)
                if row is not None:
                    what = (_("{method} {card}").format(method=_(METHOD_TITLES[row.method]), card=card_shown(row.target)), "bold")
                    # a capture the words above the list advise against (a reload is better) is
                    # tried "anyway": the prompt never invites what the advice just refused
                    anyway = option_id(row.target, row.method) in self.board.not_advised
                    head = Text.assemble(_("enter: try anyway to ") if anyway else _("enter: try to "), what)
                    keys = self._keys(_(" · {a_e}: a card's best (again: next method) · ↑↓ · esc clear"))
                    if compact:
                        # one line, so the chances below keep their rows: the same words as a
                        # wide table, fewer of them when they do not fit (never a cryptic short form)
                        text = self._one_line(head, keys, self._keys(_(" · {a_e}: a card's best · esc clear")), _(" · esc clear"), "")
                    else:
                        if not self.ui.narrow:  # a narrow column has no room for it
                            keys += self._keys(_(" · {r} reload"))
                        text = Text.assemble(head, keys)
                else:
                    text = Text(self._keys(_("No capture with these cards: change the selection, or {r} to reload.")))
            elif compact and self.app.size.width < 70:  # e.g. 60 columns: the whole line still shows
                text = Text(self._keys(_("Your turn: pick cards (1–9) to capture, or {r} reload.")))
            elif compact:
                text = Text(self._keys(_("Your turn: pick cards (1–9 or click) to capture, or {r} to reload.")))
            elif v.solo:
                text = Text(self._keys(_("Your turn (solo: you drew 1 card first): pick cards (1–9, 0 for the 10th, or click) to capture, or {r} to reload (draw 1).")))
            else:
                text = Text(self._keys(_("Your turn: pick cards (1–9, 0 for the 10th, or click) to capture, or {r} to reload (draw 1).")))
            prompt.say(text, "")
            return
        if phase == "mushroom" and v.attempt is not None:
            a = v.attempt
            n = len(a.dice)
            die, chance = best_reroll(a)
            if self.ui.compact:
                text = Text(
                    _("Mushroom: {total}, needs {need} · re-roll 1–{n} (die {die}: {chance} to succeed) · {k} keeps").format(
                        k=self._key("k"), total=a.total, need=a.need, n=n, die=die + 1, chance=percent(chance)
                    )
                )
            else:
                text = Text.assemble(
                    (_("Lucky Mushroom: "), "bold"),
                    _(
                        "total {total}, needs {need}. Re-roll one die: press its number (1–{n}) or click it"
                        " (die {die}, the {value}: {chance} to succeed); {k} keeps the roll."
                    ).format(k=self._key("k"), total=a.total, need=a.need, n=n, die=die + 1, value=a.dice[die], chance=percent(chance)),
                )
            prompt.say(text, "choice")
            return
        if phase in CARD_PROMPTS:
            words = _(CARD_PROMPTS[phase][0])
            if self.ui.compact:
                words = _(COMPACT_PROMPTS[phase])
            if phase == "wind-storm" and v.solo:  # solo: discard 1, then draw 1
                words = _("Wind Storm! Discard a card (then draw 1)")
            elif phase == "wind-storm":  # name who receives it
                receiver = seat_name(self.names, wind_receiver(self._seat(), v.players))
                words = (
                    _("Wind Storm! Pass a card to {name}") if self.ui.compact else _("Wind Storm! Choose a card to pass to {name} (your right)")
                ).format(name=receiver)
            text = Text(_("{prompt}: its number or click, then enter.").format(prompt=words))
            if self.ui.pick is not None:
                text = Text.assemble(_("{prompt}: ").format(prompt=words), adventurer_text(self.ui.pick), _(" — enter confirms."))
            prompt.say(text, "choice")
            return
        prompt.say(Text(phase), "")

    # -- after every action -----------------------------------------------------------------
    def _after_action(self, action: Action) -> None:
        self._acted = True
        self._landscape_before = list(self.view.landscape)  # (the view before the action)
        # another seat's card choice keeps the card the person chose for their own prompt
        if not isinstance(action, CARD_CHOICES) or getattr(action, "card", None) == self.ui.pick:
            self.ui.pick = None

    def _after_change(self) -> None:
        # the view drawn next is the one after the action: its events say whether it rolled
        acted, self._acted = self._acted, False
        rolled = acted and any(ev[0] == E_ROLL for ev in self.view.events)
        self._note_outcome(acted)
        if rolled and self._pace() > 0 and not self._skip and self.view.attempt is not None:
            self._start_dice()
        else:
            self.ui.reveal = None
        super()._after_change()

    def _end_delay(self) -> float:
        return DICE_STEP * 7 if self.ui.reveal is not None else 0.05

    def _view_over(self) -> bool:
        return self.view.over

    def _final_screen_type(self) -> Callable[[View, list[str]], GameOverScreen]:
        from dragonwood_tui.tui.games.dragonwood.game_over import DragonwoodGameOverScreen

        return DragonwoodGameOverScreen

    def _pass_note(self) -> str:
        words, _type = CARD_PROMPTS.get(self.view.phase, ("", None)) if self.view is not None else ("", None)
        return _("{prompt}.").format(prompt=_(words)) if words else ""

    def _start_dice(self) -> None:
        self.ui.reveal = 0
        self._roll_dice(DICE_STEP)

    def _land_die(self) -> None:
        a = self.view.attempt if self.view is not None else None
        if a is not None and self.ui.reveal is not None:
            self.ui.reveal += 1
        if a is None or self.ui.reveal is None or self.ui.reveal >= len(a.dice):
            self.ui.reveal = None
            self._stop_dice()
        self.board.show(self.view, ui=self.ui)

    def _show_all_dice(self) -> None:
        self.ui.reveal = None

    def _outcome_motion(self) -> Callable[[], None] | None:
        return roll_outcome(self.view, self._landscape_before, self.board, self.flashes, self.viewer)

    # -- bindings ---------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        v = self.view
        if action in ("show_log", "players"):
            return True
        if action in ("leave", "sort", "cursor", "toggle_cursor", "number", "target", "clear", "move_option"):
            return True
        if v is None:
            return False
        if action == "spend":  # f, l, p: only while the card is held (f1 lists no card you lack)
            return parameters[0] in v.enhancements[self._seat()]
        mine = self._my_decision()
        if action == "reload":
            return mine and v.phase == "turn"
        if action == "not_yours":
            return not mine and not v.over
        if action == "confirm":
            return mine and v.phase == "turn"
        if action == "confirm_choice":
            return mine and v.phase in CARD_PROMPTS
        if action == "keep_roll":
            return mine and v.phase == "mushroom"
        if action == "skip":
            return not v.over and v.to_move not in self.humans
        if action == "final_scores":
            return v.over
        return True

    def action_number(self, index: int) -> None:
        v = self.view
        if v is None:
            return
        if self._my_decision() and v.phase == "mushroom" and v.attempt is not None:
            if index < len(v.attempt.dice):
                self._play(MushroomReroll(index))
            else:
                self.notify(ngettext("There is {n} die.", "There are {n} dice.", len(v.attempt.dice)).format(n=len(v.attempt.dice)), severity="warning")
            return
        self._pick_position(index)

    def _pick_position(self, position: int, cursor: bool = False) -> None:
        shown = self.board.order_shown
        if position >= len(shown):
            self.notify(ngettext("Your hand has {n} card.", "Your hand has {n} cards.", len(shown)).format(n=len(shown)), severity="warning")
            return
        if not cursor:  # the cursor shows only while the arrow keys are used
            self.ui.cursor = None
        self._pick_card(shown[position])

    def _pick_card(self, card: int) -> None:
        v = self.view
        # at a card prompt, even one a computer player answers first (a Thunder Storm goes round
        # the table), a card key chooses the card for the prompt: enter then confirms it
        if v is not None and not v.over and v.phase in CARD_PROMPTS:
            self.ui.pick = card  # pressed again it stays chosen: enter always has a card
        elif card in self.ui.selected:
            self.ui.selected.remove(card)
        else:
            self.ui.selected.append(card)
        self.ui.target_chosen = False  # a new selection: highlight its best capture
        self._letter_target = None
        self._redraw()

    def action_cursor(self, step: int) -> None:
        shown = self.board.order_shown
        if not shown:
            return
        current = self.ui.cursor if self.ui.cursor is not None else (-1 if step > 0 else len(shown))
        self.ui.cursor = max(0, min(len(shown) - 1, current + step))
        self._redraw()

    def action_toggle_cursor(self) -> None:
        if self.ui.cursor is not None:
            self._pick_position(self.ui.cursor, cursor=True)

    def action_clear(self) -> None:
        self.ui.selected.clear()
        self.ui.one_time.clear()
        self.ui.pick = None
        self.ui.target = None
        self.ui.target_chosen = False
        self._letter_target = None
        self._redraw()

    def action_show_log(self) -> None:
        from dragonwood_tui.tui.screens.log_view import LogScreen

        self.app.push_screen(LogScreen(self.board.log.texts))

    def action_players(self) -> None:
        from dragonwood_tui.tui.games.dragonwood.players import PlayersScreen

        if self.view is not None:
            self.app.push_screen(PlayersScreen(self.view, self.names, self.bots))

    def action_sort(self) -> None:
        self.ui.order = SORTS[(SORTS.index(self.ui.order) + 1) % len(SORTS)]
        self._redraw()
        self.notify(_("Hand sorted by colour.") if self.ui.order == "colour" else _("Hand sorted by value."), timeout=2)

    def action_spend(self, card: int) -> None:
        v = self.view
        if v is None:
            return
        if card not in v.enhancements[self._seat()]:
            self.notify(_("You have no {card}.").format(card=card_shown(card)), severity="warning")
            return
        if card in self.ui.one_time:
            self.ui.one_time.remove(card)
        else:
            self.ui.one_time.append(card)
        self.ui.target_chosen = False
        self._letter_target = None
        self._redraw()

    def action_target(self, slot: int) -> None:
        v = self.view
        if v is None or slot >= len(v.landscape):
            return
        card = v.landscape[slot]
        if not self.ui.selected:
            self.notify(_("{card}: select cards first (1–9 or click).").format(card=card_shown(card)), timeout=3)
            return
        ids = [f"{r.target}:{r.method}" for r in self.board.rows if r.target == card]
        if not ids:
            self.notify(_("These cards cannot capture {card}.").format(card=card_shown(card)), severity="warning", timeout=3)
            return
        if self.ui.target in ids and self._letter_target == (slot, self.ui.target):
            self.ui.target = ids[(ids.index(self.ui.target) + 1) % len(ids)]  # pressed again: next method
        else:  # a first press: that card's best chance, even when it is highlighted already
            best = max((r for r in self.board.rows if r.target == card), key=lambda r: r.probability)
            self.ui.target = f"{best.target}:{best.method}"
        self.ui.target_chosen = True
        self._letter_target = (slot, self.ui.target)
        self._redraw()

    def action_reload(self) -> None:
        if self._my_decision() and self.view.phase == "turn":
            self._play(Reload())
            self.ui.selected.clear()
            self.ui.one_time.clear()
            self.ui.target_chosen = False
            self._redraw()
        else:
            self.notify(_("Not your turn to play."), severity="warning")

    def action_not_yours(self) -> None:
        who = seat_name(self.names, self.view.to_move) if self.view is not None else ""
        # a name from a file: plain text, never markup ("[@click=app.quit]" stays words)
        # TRANSLATORS: "you" is another seat of this screen's person (hot seat): simply "not your turn"
        self.notify((self._keys(_("Not your turn: you are playing ({s} skips).")) if is_you_shown(who) else self._keys(_("Not your turn: {name} is playing ({s} skips)."), name=who)), severity="warning", timeout=3, markup=False)

    def action_confirm(self) -> None:
        if self._my_decision() and self.view.phase == "turn":
            self._capture(self.ui.target)

    def action_confirm_choice(self) -> None:
        v = self.view
        if self._my_decision() and v.phase in CARD_PROMPTS:
            if self.ui.pick is None:
                self.notify(_("Choose a card first: its number or a click."), severity="warning")
                return
            action_type = CARD_PROMPTS[v.phase][1]
            self._play(action_type(self.ui.pick))

    def _capture(self, value: str | None) -> None:
        row = self.board.option_for(value)
        if row is None:
            if not self.ui.selected:
                self.notify(self._keys(_("Select cards first (1–9 or click), or {r} to reload.")), severity="warning")
            else:
                self.notify(_("These cards capture nothing here: change the selection."), severity="warning")
            return
        action = Capture(row.target, row.method, tuple(self.ui.selected), tuple(self.ui.one_time))
        if self._play(action):
            self.ui.selected.clear()
            self.ui.one_time.clear()
            self.ui.target = None
            self.ui.target_chosen = False
            self._redraw()

    def action_keep_roll(self) -> None:
        if self._my_decision() and self.view.phase == "mushroom":
            self._play(DeclineMushroom())

    # -- mouse ------------------------------------------------------------------------------
    def on_card_clicked(self, message: CardClicked) -> None:
        message.stop()
        if message.area == "hand":
            self._pick_position(message.index)
        elif message.area == "landscape":
            self.action_target(message.index)

    def on_chip_clicked(self, message: ChipClicked) -> None:
        message.stop()
        if message.area == "enhancement":
            self.action_spend(message.payload)

    def on_die_clicked(self, message: DieClicked) -> None:
        message.stop()
        v = self.view
        if self._my_decision() and v.phase == "mushroom":
            self._play(MushroomReroll(message.index))

    def on_capture_list_highlighted(self, message: CaptureList.Highlighted) -> None:
        message.stop()
        self.ui.target_chosen = True
        if message.value != self.ui.target:
            self.ui.target = message.value
            self._redraw()

    def on_capture_list_chosen(self, message: CaptureList.Chosen) -> None:
        message.stop()
        if self._my_decision() and self.view.phase == "turn":
            self._capture(message.value)
        else:
            self.notify(_("Not your turn to capture."), severity="warning")

    def action_move_option(self, step: int) -> None:
        value = self.board.options.move(step)
        if value is not None:
            self.ui.target_chosen = True
        if value is not None and value != self.ui.target:
            self.ui.target = value
            self._redraw()

    def game_commands(self) -> Iterator[tuple[str, str, Callable[[], object]]]:
        """Commands for the palette that have no key of their own."""
        if self.view is not None and self.view.over:
            yield (_("Final scores"), _("The end-of-game table"), self.action_final_scores)

