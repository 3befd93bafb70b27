"""The Road Quest table: every choice is one of the engine's legal actions, listed with a key.

`RoadQuestTableScreen(client)` plays a seat's `engine.seat.SeatClient` of Road Quest: a–z (but l, q, s) or a click plays a listed choice
(every list lettered a, b, c… from the top; the lettered choices, then e ending it and k camping, each block in letter order, Enter's default never a treasure thrown away: option_keys.py, option_order.py; twin cards listed once: choices.py),
↑/↓ and Enter too; 1–9 or a click on a hand card lists that card's choices only (Esc lists them
all again). Computer players move at the app's pace (s skips). With several people at one
keyboard, the "pass to …" screen hides the hands between them.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from typing import Any, ClassVar

from rich.text import Text
from textual.binding import Binding, BindingType

from dragonwood_tui.i18n import N_, _, language, ngettext
from dragonwood_tui.tui.titles import is_you_shown, said_shown, winners_line
from dragonwood_tui.games.road_quest import choices, turn_words
from dragonwood_tui.games.road_quest.describe import action_text
from dragonwood_tui.games.road_quest.actions import Action, CallOut, Draw, EndTurn
from dragonwood_tui.games.road_quest.view import RoadQuestView
from dragonwood_tui.tui.games.road_quest.board import CARDS, OPTION_KEYS, LineClicked, RoadQuestBoard, RoadUi, card_prompt, cards_of
from dragonwood_tui.tui.games.road_quest.option_keys import KeyBook
from dragonwood_tui.tui.games.road_quest.option_order import listing
from dragonwood_tui.games.road_quest.config import table_numbers
from dragonwood_tui.games.words import named_keys
from dragonwood_tui.tui.keyboard_layout import key_shown
from dragonwood_tui.tui.screens.game_over import GameOverScreen
from dragonwood_tui.tui.screens.help import keys_text
from dragonwood_tui.tui.screens.table_base import TableScreen
from dragonwood_tui.tui.widgets.game_log import GameLog
from dragonwood_tui.tui.widgets.status_bar import PromptBar
from dragonwood_tui.tui.games.road_quest.legend import help_signs, legend_lines





class RoadQuestTableScreen(TableScreen[RoadQuestView, Action, RoadQuestBoard]):
    HELP_TITLE = N_("Road Quest table")
    BOARD = RoadQuestBoard
    BOARD_ID = "rq-board"
    UI = RoadUi
    ui: RoadUi
    DEFAULT_CSS = """
    RoadQuestTableScreen { layout: vertical; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "confirm", N_("Play"), tooltip=N_("Play the highlighted choice"), id="road_quest.confirm"),
        Binding("enter", "final_scores", N_("Scores"), tooltip=N_("The end-of-game table"), id="road_quest.final_scores"),
        # one row of the help for both arrows ("↑ / ↓"), in words
        Binding("up", "cursor(-1)", "", show=False, tooltip=N_("Move the highlight among the choices"), id="road_quest.up"),
        Binding("down", "cursor(1)", "", show=False, tooltip=N_("Move the highlight among the choices"), id="road_quest.down"),
        Binding("escape", "clear", N_("All choices"), show=False, tooltip=N_("List every choice again"), id="road_quest.clear"),
        Binding("s", "skip", N_("Skip"), tooltip=N_("Let the computer players finish their moves at once"), id="road_quest.skip"),
        Binding("q", "leave", N_("Menu"), tooltip=N_("Leave the table (the game is saved)"), id="road_quest.leave"),
        *(
            # one row of the help for all ("1–9")
            Binding(str(i + 1), f"card({i})", "", show=False, tooltip=N_("List only the choices of this hand card"), id=f"road_quest.card_{i + 1}")
            for i in range(9)
        ),
        *(
            # one row of the help for all (a, b … z, or ф, и … я in a Cyrillic layout): no letter in the words
            Binding(k, f"option({i})", N_("Play the choice of this letter"), show=False, id=f"road_quest.option_{k}")
            for i, k in enumerate(OPTION_KEYS)
        ),
    ]

    def help_signs(self) -> list[tuple[Text, str]]:
        """The help's "How to read the table": every sign the table draws, in words."""
        return help_signs()

    # -- drawing ------------------------------------------------------------------------------
    def _redraw(self) -> None:
        super()._redraw()
        self.board.fit_options(self.view)  # the prompt's rows are known now
        # how to read the roads, in the log's empty rows while it has them
        self.board.query_one("#rq-log", GameLog).set_idle(legend_lines(compact=self.ui.compact))

    def _refresh_view(self) -> None:
        super()._refresh_view()
        self._list_options()

    def _mover(self) -> int:
        """The seat to move (asked only at a person's decision: someone is to move)."""
        seat = self.view.to_move
        assert seat is not None
        return seat

    _key_book: KeyBook | None = None

    def _list_options(self) -> None:
        ui = self.ui
        if not self._my_decision():
            ui.options, ui.keys, ui.blocks, ui.notes, ui.legal, ui.selected, ui.cursor, ui.moved = [], [], [], [], [], None, 0, False
            return
        legal = self._client(self.client.to_move()).legal()
        hand = self.view.seats[self._mover()].hand or ()
        if ui.selected is not None and ui.selected not in hand:
            ui.selected = None
        ui.legal = list(legal)
        if ui.selected is not None:
            mine = [a for a in legal if ui.selected in cards_of(a)]
            legal = mine or legal
        # twins once; the lettered choices, then e and k, then plain losses, each in letter order,
        # and Enter's default never a treasure thrown away or a road given up (option_order.py)
        if self._key_book is None:
            self._key_book = KeyBook()
        listed = listing(CARDS, self.view, legal, self._key_book)
        ui.options, ui.keys, ui.blocks = listed.options, listed.keys, listed.blocks
        ui.notes = self._telling_apart(ui.options)
        ui.cursor = min(ui.cursor, max(0, len(ui.options) - 1)) if ui.moved else listed.default

    def _telling_apart(self, options: list[Action]) -> list[str]:
        """Words for choices that would read the same (two Mountain roads of different combat
        numbers: not twins, the rules tell them apart): the combat number of the card played."""
        texts = [action_text(a, CARDS, self.board.names) for a in options]
        notes = []
        for a, text in zip(options, texts):
            cards = cards_of(a)
            same = texts.count(text) > 1 and cards
            notes.append(_("(combat {n})").format(n=CARDS.cards[cards[0]].combat) if same else "")
        return notes

    def option_key(self, action: Action) -> str:
        """The letter a listed choice (or its twin) is played by; " " when it has none."""
        key = choices.twin_key(CARDS, action)
        for a, letter in zip(self.ui.options, self.ui.keys):
            if choices.twin_key(CARDS, a) == key:
                return letter
        return " "

    def _numbers(self) -> Mapping[str, int]:
        return table_numbers(CARDS.numbers, self.view.config)

    def _key(self, key: str) -> str:
        """A key as the footer names it (in a Cyrillic layout the letter it types: ф for a)."""
        return key_shown(self.app, key)

    def _keys(self, message: str, **fields: object) -> str:
        """A message naming keys ({a}, {s}...) as the footer names them."""
        return named_keys(message, self._key, **fields)

    def _keys_state(self) -> tuple[Hashable, ...]:
        v = self.view
        return (v.phase, v.to_move in self.humans, self._my_decision())

    def _my_decision(self) -> bool:
        v = self.view
        return v is not None and v.to_move is not None and v.to_move in self.humans

    def _say_prompt(self) -> None:
        v = self.view
        prompt = self.board.prompt
        if v.to_move is None:
            winners = [self._seat_name(w) for w in v.winners]
            text = Text(_("Game over. "), style="bold")
            text.append(winners_line(winners))
            if not self._final_open:  # (under the dialog, Enter is its Menu button)
                text.append("  " + self._keys(_("enter: final scores · {q}: menu")), style="dim")
            prompt.say(text)
            return
        if not self._my_decision():
            who = self._seat_name(v.to_move)
            prompt.say(Text.assemble((_("You are playing… ") if is_you_shown(who) else _("{name} is playing… ").format(name=who)), (self._keys(_("{s}: skip")), "dim")), "waiting")
            return
        who = self._seat_name(v.to_move)
        me = v.seats[v.to_move]
        phase = v.phase
        if self.ui.selected is not None:
            text = card_prompt(_("Choices for {card} · esc: all choices"), self.ui.selected, self._numbers())
        elif phase == "character":
            keys = keys_text([self._key(k) for k in self.ui.keys if k != " "], every=True)
            text = Text(_("{name}: choose your character ({keys})").format(name=who, keys=keys))
        elif phase == "draw":
            text = self._draw_prompt(who)
        elif phase == "face":
            text = card_prompt(_("{name}: face {card} — pick a choice below"), me.pending[0], self._numbers(), name=who)
        elif phase == "discard":
            text = Text(
                ngettext(
                    "{name}: discard {n} card (pick one below, or 1–9)", "{name}: discard {n} cards (pick one below, or 1–9)", v.discard_left
                ).format(name=who, n=v.discard_left)
            )
        elif phase == "spoils":
            text = Text(said_shown(who, _("You won the duel: take your spoils"), _("{who} won the duel: take your spoils")))
        elif v.announce_due:
            text = Text(_("{name}: your 7th road! Announce it now, or risk being called out").format(name=who))
        else:
            text = self._main_prompt(who)
            self._turn_rows = (self.view, self._rows(text))
        if self.ui.selected is not None and self._turn_rows[0] == v:
            # a card's prompt as many rows as the turn's (its reasons): a card picked and Esc
            # do not lay the screen out again each time
            text.append("\n" * max(0, self._turn_rows[1] - self._rows(text)))
        prompt.say(text, "choice")

    _turn_rows: tuple[object, int] = (None, 0)  # the view the main prompt was said for, and its rows

    def _rows(self, text: Text) -> int:
        """The rows `text` takes in the prompt bar (at most its MAX_LINES)."""
        width = self.board.prompt.content_size.width or self.app.size.width - 2
        return min(PromptBar.MAX_LINES, len(text.wrap(self.app.console, width)))

    def _draw_prompt(self, who: str) -> Text:
        """The draw, as the choices offer it (the discard may be empty), and a call-out on offer."""
        legal = self.ui.legal
        deck = self._key(self.option_key(Draw("deck")))
        if Draw("discard") in legal:
            line = _("{name}: draw from the deck ({a}) or take the top of the discard ({b})").format(
                name=who, a=deck, b=self._key(self.option_key(Draw("discard"))))
        else:
            line = _("{name}: draw from the deck ({a})").format(name=who, a=deck)
        call = next((a for a in legal if isinstance(a, CallOut)), None)
        if call is not None:
            choice = action_text(call, CARDS, self.board.names)
            line += " " + _("— or {choice} ({key})").format(choice=choice, key=self._key(self.option_key(call)))
        return Text(line)

    def _main_prompt(self, who: str) -> Text:
        """What the player may do now, from the choices themselves, and why no road when the
        hand holds one that may not be laid (games/road_quest/turn_words.py); else why the
        creatures and ambushes held back can't be sent, even beside one that can, when it fits
        the prompt's rows whole (the card's digit tells it too)."""
        legal = self.ui.legal
        why = turn_words.no_road_reason(CARDS, self.view, legal)
        # a plain loss (a camp at full life) is listed, dimmed, but never offered in words
        can = turn_words.doable([a for a in legal if not choices.loss_note(CARDS, self.view, a)])
        end = self._key(self.option_key(EndTurn()))
        if can:
            line = _("{name}: {choices} — or end the turn ({key})").format(name=who, choices=", ".join(can), key=end)
        else:
            line = _("{name}: end the turn ({key})").format(name=who, key=end)
        if why:
            return Text(f"{why} {line}")
        if not self.view.attacks:
            # (worked out once a view, list, size and language: a key that moves the highlight
            # words the prompt again, and fitting it wraps every choice)
            board = self.board  # (its size and the hand's rows too: the first frames are laid out anew)
            asked = (self.view, line, list(self.ui.options), self.app.size, board.size, board.prompt.content_size, board.words_rows, language())
            if self._held_said[0] != asked:
                self._held_said = (asked, self._held_back_words(line, who))
            if self._held_said[1]:
                return Text(self._held_said[1])
        return Text(line)

    _held_said: tuple[object, str] = (None, "")

    def _held_back_words(self, line: str, who: str) -> str:
        """The prompt with why the creatures and ambushes held back can't be sent: the reason
        whole, with the choices in words, else with fewer words for them (the list is under the
        prompt), else the short form the same ways, else "" (never a reason cut mid-word)."""
        hand = self.view.seats[self._mover()].hand or ()
        held = turn_words.why_none_sent(CARDS, self.view, self.ui.legal, hand)
        short = turn_words.why_none_sent_short(CARDS, self.view, self.ui.legal, hand)
        pick = _("{name}: pick a choice below").format(name=who)
        # the whole reason, else its short form (a full 80x24 screen: a few words rather than none)
        for said in (f"{held} {line}", f"{held} {pick}", f"{short} {line}", f"{short} {pick}") if held else ():
            if self._fits_prompt(said):
                return said
        return ""

    def _fits_prompt(self, words: str) -> bool:
        """Whether `words` stand whole in the prompt bar's rows at its width, every choice
        still whole under them (80x24: the list before a reason)."""
        width = self.board.prompt.content_size.width or self.app.size.width - 2
        rows = len(Text(words).wrap(self.app.console, width))
        return rows <= PromptBar.MAX_LINES and self.board.choices_whole_with_prompt(self.view, rows)

    def _after_action(self, action: Action) -> None:
        # the picks start again (the highlight on the next list's default)
        self.ui.selected = None
        self.ui.cursor, self.ui.moved = 0, False

    def _view_over(self) -> bool:
        return self.view.to_move is None

    def _final_screen_type(self) -> Callable[[RoadQuestView, list[str]], GameOverScreen]:
        from dragonwood_tui.tui.games.road_quest.end import RoadQuestGameOverScreen

        return RoadQuestGameOverScreen

    # -- keys and mouse -----------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        v = self.view
        if action == "leave":
            return True
        if v is None:
            return False
        mine = self._my_decision()
        if action == "skip":
            return v.to_move is not None and not mine
        if action == "final_scores":
            return v.to_move is None
        if action in ("confirm", "cursor", "option", "card", "clear"):
            return mine
        return True

    def action_option(self, index: int) -> None:
        """The letter OPTION_KEYS[index] pressed: the choice listed with that letter, if any."""
        if not self._my_decision() or index >= len(OPTION_KEYS) or OPTION_KEYS[index] not in self.ui.keys:
            return
        self._play(self.ui.options[self.ui.keys.index(OPTION_KEYS[index])])

    def action_confirm(self) -> None:
        if self._my_decision() and self.ui.cursor < len(self.ui.options):
            self._play(self.ui.options[self.ui.cursor])

    def action_cursor(self, step: int) -> None:
        n = len(self.ui.options)
        if n:
            self.ui.cursor = (self.ui.cursor + step) % n
            self.ui.moved = True
            self._redraw()

    def action_card(self, index: int) -> None:
        if not self._my_decision():
            return
        hand = self.view.seats[self._mover()].hand or ()
        if index >= len(hand):
            return
        card = hand[index]
        self.ui.selected = None if self.ui.selected == card else card
        self.ui.cursor, self.ui.moved = 0, False
        self._list_options()
        if self.ui.selected is not None and not any(card in cards_of(a) for a in self.ui.options):
            why = turn_words.why_not_sent(CARDS, self.view, self.ui.legal, card)
            self.notify(why or _("That card can't be played now."), severity="warning", timeout=3)
            self.ui.selected = None
            self._list_options()
        self._redraw()

    def action_clear(self) -> None:
        self.ui.selected = None
        self.ui.cursor, self.ui.moved = 0, False
        self._list_options()
        self._redraw()

    def on_line_clicked(self, message: LineClicked) -> None:
        message.stop()
        if message.area == "option":
            if message.index == self.ui.cursor:
                self.action_confirm()
            else:
                self.ui.cursor, self.ui.moved = message.index, True
                self._redraw()
        elif message.area == "hand":
            self.action_card(message.index)
