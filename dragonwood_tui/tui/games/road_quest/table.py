"""The Road Quest table: every choice is one of the engine's legal actions, listed with a key.

`RoadQuestTableScreen(client)` plays a seat's `engine.seat.SeatClient` of Road Quest: a–z (but l, q, s) or a click plays a listed choice,
↑/↓ and Enter too; 1–9 or a click on a hand card lists that card's choices only (Esc lists them
all again). Computer players move at the app's pace (s skips). With several people at one
keyboard, the "pass to …" screen hides the hands between them.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from typing import Any, ClassVar

from rich.text import Text
from textual.binding import Binding, BindingType

from dragonwood_tui.i18n import N_, _, ngettext
from dragonwood_tui.tui.titles import is_you_shown, said_shown, winners_line
from dragonwood_tui.games.road_quest import actions as A, choices
from dragonwood_tui.games.road_quest.actions import Action
from dragonwood_tui.games.road_quest.view import RoadQuestView
from dragonwood_tui.tui.games.road_quest.board import CARDS, OPTION_KEYS, LineClicked, RoadQuestBoard, RoadUi, card_prompt, cards_of
from dragonwood_tui.games.road_quest.config import table_numbers
from dragonwood_tui.games.words import named_keys
from dragonwood_tui.tui.keyboard_layout import key_shown
from dragonwood_tui.tui.screens.game_over import GameOverScreen
from dragonwood_tui.tui.screens.help import keys_text
from dragonwood_tui.tui.screens.table_base import TableScreen
from dragonwood_tui.tui.widgets.game_log import GameLog
from dragonwood_tui.tui.games.road_quest.legend import legend_lines



# what the main phase offers, in the prompt's words, when the choices listed have one of that kind
MAIN_CHOICES = (
    # TRANSLATORS: Road Quest's prompt, joined by commas in "{name}: {choices} — then end the turn" (the words of "lay a road, attack, use treasures, camp")
    (A.LayRoad, N_("lay a road")),
    # TRANSLATORS: Road Quest's prompt: send a creature or an ambush to a rival (as in "lay a road, attack, use treasures, camp")
    (A.Attack, N_("attack")),
    # TRANSLATORS: Road Quest's prompt (as in "lay a road, attack, use treasures, camp")
    (A.UseTreasure, N_("use treasures")),
    # TRANSLATORS: Road Quest's prompt: give up the last road for life (as in "lay a road, attack, use treasures, camp")
    (A.Camp, N_("camp")),
)  # shown with _()


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
        Binding("up", "cursor(-1)", "↑", show=False, id="road_quest.up"),
        Binding("down", "cursor(1)", "↓", show=False, id="road_quest.down"),
        Binding("escape", "clear", N_("All choices"), show=False, tooltip=N_("List every choice again"), id="road_quest.clear"),
        Binding("s", "skip", N_("Skip"), tooltip=N_("Let the computer players finish their moves at once"), id="road_quest.skip"),
        Binding("q", "leave", N_("Menu"), tooltip=N_("Leave the table (the game is saved)"), id="road_quest.leave"),
        *(
            Binding(str(i + 1), f"card({i})", N_("Card 1–9") if i == 0 else "", show=False, id=f"road_quest.card_{i + 1}")
            for i in range(9)
        ),
        *(
            # one row of the help for all (a, b … z, or ф, и … я in a Cyrillic layout): no letter in the words
            Binding(k, f"option({i})", N_("Play the choice of this letter"), show=False, id=f"road_quest.option_{k}")
            for i, k in enumerate(OPTION_KEYS)
        ),
    ]

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

    def _list_options(self) -> None:
        ui = self.ui
        if not self._my_decision():
            ui.options, ui.selected, ui.cursor = [], None, 0
            return
        # by kind, plain losses last (games/road_quest/choices.py): Enter never plays one by accident
        legal = choices.ordered(CARDS, self.view, self._client(self.client.to_move()).legal())
        hand = self.view.seats[self._mover()].hand or ()
        if ui.selected is not None and ui.selected not in hand:
            ui.selected = None
        if ui.selected is not None:
            mine = [a for a in legal if ui.selected in cards_of(a)]
            legal = mine or legal
        ui.options = legal
        ui.cursor = min(ui.cursor, max(0, len(legal) - 1))

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
            keys = keys_text([self._key(k) for k in OPTION_KEYS[: len(self.ui.options)]], every=True)
            text = Text(_("{name}: choose your character ({keys})").format(name=who, keys=keys))
        elif phase == "draw":
            text = Text(self._keys(_("{name}: draw from the deck ({a}) or take the top of the discard"), name=who))
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
        prompt.say(text, "choice")

    def _main_prompt(self, who: str) -> Text:
        """What the turn still offers, from the choices listed (never a road when none may be
        laid, never a plain loss such as a camp at full life), and why no road may be laid after
        facing what was sent."""
        kinds = {type(a) for a in self.ui.options if not choices.loss_note(CARDS, self.view, a)}  # (a plain loss is not offered)
        parts = [_(words) for kind, words in MAIN_CHOICES if kind in kinds]
        if len(parts) == len(MAIN_CHOICES):
            text = Text(_("{name}: lay a road, attack, use treasures, camp — then end the turn").format(name=who))
        elif parts:
            # TRANSLATORS: Road Quest's prompt; {choices}: some of "lay a road", "attack", "use treasures", "camp", joined by commas
            text = Text(_("{name}: {choices} — then end the turn").format(name=who, choices=", ".join(parts)))
        else:
            text = Text(_("{name}: end the turn").format(name=who))
        if self.view.blocked and A.LayRoad not in kinds:
            # TRANSLATORS: Road Quest's prompt, after facing a creature or an ambush sent by a rival (the rules: no road that turn)
            text.append(" · " + _("no road this turn: you faced what was sent"), style="not bold")
        return text

    def _after_action(self, action: Action) -> None:
        # the picks start again
        self.ui.selected = None
        self.ui.cursor = 0

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
        if not self._my_decision() or index >= len(self.ui.options):
            return
        self._play(self.ui.options[index])

    def action_confirm(self) -> None:
        self.action_option(self.ui.cursor)

    def action_cursor(self, step: int) -> None:
        n = len(self.ui.options)
        if n:
            self.ui.cursor = (self.ui.cursor + step) % n
            self._redraw()

    def action_card(self, index: int) -> None:
        if not self._my_decision():
            return
        hand = self.view.seats[self._mover()].hand or ()
        if index >= len(hand):
            return
        card = hand[index]
        self.ui.selected = None if self.ui.selected == card else card
        self.ui.cursor = 0
        self._list_options()
        if self.ui.selected is not None and not any(card in cards_of(a) for a in self.ui.options):
            self.notify(_("That card can't be played now."), severity="warning", timeout=3)
            self.ui.selected = None
            self._list_options()
        self._redraw()

    def action_clear(self) -> None:
        self.ui.selected = None
        self.ui.cursor = 0
        self._list_options()
        self._redraw()

    def on_line_clicked(self, message: LineClicked) -> None:
        message.stop()
        if message.area == "option":
            if message.index == self.ui.cursor:
                self.action_option(message.index)
            else:
                self.ui.cursor = message.index
                self._redraw()
        elif message.area == "hand":
            self.action_card(message.index)
