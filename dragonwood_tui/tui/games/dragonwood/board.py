"""The whole Dragonwood table drawn from one engine view: landscape, dice, hand, enhancements,
chances of the selection, players, log. No rules here: everything comes from the view and the
engine's helpers (`capture_options`, card tables, `describe.event_lines`); the capture highlighted
first is `hard`'s pick among the selected cards (`bots.dragonwood_pick`).

`DragonwoodBoard.show(view, ...)` redraws it for any view (the table screen calls it after every
action; the replay viewer can call it for any step). Only widgets whose content changed redraw.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from dataclasses import dataclass, field
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.css.scalar import Scalar

from dragonwood_tui.i18n import N_, _, language, ngettext, pgettext
from dragonwood_tui.tui.titles import is_you_shown, person_name
from dragonwood_tui.bots.dragonwood_pick import Pick, rank_captures, why_pick, worth_trying
from dragonwood_tui.games.dragonwood import cards as C
from dragonwood_tui.games.dragonwood.card_names import colour_name
from dragonwood_tui.games.dragonwood.state import E_EVENT, E_OPP_ROLL, E_OPP_TAKE
from dragonwood_tui.games.dragonwood.view import CaptureOption, View, capture_options
from dragonwood_tui.tui.games.ui import READ_ONLY
from dragonwood_tui.tui.keyboard_layout import key_shown
from dragonwood_tui.tui.widgets.board_base import TableBoard
from dragonwood_tui.tui.games.dragonwood.capture_options import CaptureList, option_id
from dragonwood_tui.tui.games.dragonwood.card import METHOD_TITLES, adventurer_text, card_shown, effect_words, short_name, slot_letter
from dragonwood_tui.tui.widgets.symbols import EVENT, POWER, method_symbol
from dragonwood_tui.tui.widgets.card_face import card_lines, side_by_side, stack
from dragonwood_tui.tui.widgets.palette import palette
from dragonwood_tui.tui.widgets.text_fit import fit, percent, wrap_lines
from dragonwood_tui.tui.widgets.chips import ChipRow
from dragonwood_tui.tui.widgets.dice import DiceRow
from dragonwood_tui.tui.widgets.game_log import GameLog
from dragonwood_tui.tui.games.dragonwood.hand import HandRow, sort_hand
from dragonwood_tui.tui.games.dragonwood.how_to_capture import how_to_capture_text
from dragonwood_tui.tui.games.dragonwood.landscape import Landscape
from dragonwood_tui.tui.games.dragonwood.scoreboard import DragonwoodScoreboard
from dragonwood_tui.tui.widgets.status_bar import PromptBar, StatusBar, TextBox

# keys of the one-time enhancements (their names' key word: Friendly Bunny, Lightning Bolt, Potion)
ONE_TIME_KEYS = {C.FRIENDLY_BUNNY: "f", C.LIGHTNING_BOLT: "l", C.CHARMED_POTION: "p"}
ENHANCEMENT_NOTES = {
    C.LUCKY_MUSHROOM: N_("re-roll 1 die"),
    C.GHOST_DISGUISE: N_("+2 Scream"),
    C.SILVER_SWORD: N_("+2 Strike"),
    C.BUCKET_OF_SPINACH: N_("+2 Stomp"),
    C.CLOAK_OF_DARKNESS: N_("+2 all"),
    C.MAGICAL_UNICORN: N_("+1 all"),
    C.FRIENDLY_BUNNY: N_("+1 die"),
    C.LIGHTNING_BOLT: "+4",
    C.CHARMED_POTION: N_("wild card"),
}  # shown with _()


@dataclass
class BoardUi:
    """What the player has picked on the table (not game state: it is never saved)."""

    order: str = "colour"  # hand sort: "colour" or "value"
    selected: list[int] = field(default_factory=list)  # hand cards chosen for a capture
    one_time: list[int] = field(default_factory=list)  # one-time enhancements to spend
    pick: int | None = None  # the card chosen in a card prompt (wound, storms, hand limit)
    cursor: int | None = None  # hand position of the keyboard cursor
    target: str | None = None  # highlighted capture option id
    # the player chose `target` (a–e, ↑↓, a click) for this selection: else the best is highlighted
    target_chosen: bool = False
    compact: bool = False
    narrow: bool = False  # a large layout on a medium terminal: a narrower side column
    reveal: int | None = None  # dice landed so far (None: all)


def hand_of(view: View) -> list[int]:
    """The hand shown: the view's seat's, or (spectator) the hand of the seat to move."""
    if view.seat is not None:
        return view.hand
    if view.hands:
        seat = view.to_move if view.to_move is not None else view.current
        return view.hands[seat]
    return []


def hand_seat(view: View) -> int:
    if view.seat is not None:
        return view.seat
    return view.to_move if view.to_move is not None else view.current


def fit_words(heads: Sequence[str], clauses: Sequence[str], width: int) -> str:
    """A head and the first clause, then each next clause (joined by "; " in the language's way)
    while the line stays within `width` cells (0 or less: the layout is not known yet, every
    clause). The first of `heads` (longest first) that takes every clause; else the one that
    takes the most."""
    best, most = "", 0.0
    # TRANSLATORS: between the clauses of a computer player's reasons ("; "; French: " ; ")
    sep = pgettext("between clauses", "; ")
    first = _first_clause(clauses[0], width - len(heads[-1])) if width > 0 else clauses[0]
    for head in heads:
        whole = 0 >= width or len(head + clauses[0]) <= width
        text, n = head + (clauses[0] if whole else first), 1
        for clause in clauses[1:]:
            if 0 < width < len(text) + len(sep) + len(clause):
                break
            text, n = text + sep + clause, n + 1
        if n == len(clauses) and whole:
            return text
        score = n + (0.5 if whole else 0)  # the first clause whole counts more than the head
        if score > most:
            best, most = text, score
    return best


def _first_clause(clause: str, room: int) -> str:
    """A reason too long for the border, shortened where its words allow, never inside a word:
    to its parts before a comma that fit ("a reload is better: 2 cards for only 2 VP"), else to
    its verdict before the colon ("a reload is better")."""
    if len(clause) <= room:
        return clause
    parts = clause.split(", ")
    for n in range(len(parts) - 1, 0, -1):
        if len(", ".join(parts[:n])) <= room:
            return ", ".join(parts[:n])
    return clause.split(":")[0].rstrip("\u202f\xa0 ") if ":" in clause else clause


def method_legend() -> str:
    """The compact cards' "†4 ▼3 ≋3" in words: "† Strike  ▼ Stomp  ≋ Scream: on a card, the
    dice total each needs" (a large card writes the words itself)."""
    methods = "  ".join(method_symbol(m) + " " + _(METHOD_TITLES[m]) for m in C.METHODS)
    # TRANSLATORS: {methods} is "† Strike  ▼ Stomp  ≋ Scream"; a card's numbers beside those symbols
    return _("{methods}: on a card, the dice total each needs").format(methods=methods)


def colour_legend() -> Text:
    """What the letters of the adventurer cards ("♦R2", the log's "B3") mean, in colour:
    "✿G green ♦R red ♠P purple ●B blue ✹O orange" (the letters and names of the language)."""
    out = Text()
    for colour, word in enumerate(C.COLOURS):
        if colour:
            out.append(" ")
        out.append_text(adventurer_text(colour * 12, style="bold")[:-1])  # the card "✿G1" less its value
        out.append(" " + colour_name(word))
    return out


def seat_name(names: Sequence[str], seat: int | None) -> str:
    if seat is None:
        return "—"
    return person_name(names[seat]) if 0 <= seat < len(names) else _("Player {n}").format(n=seat + 1)


def status_text(view: View, names: Sequence[str], compact: bool, width: int = 0) -> Text:
    """The status line: whose turn, then the decks in words a player reads at once (the
    Adventurer deck and its discard, which pass through that deck, the Dragonwood deck): "deck"
    only where it names a deck. Compact, when it is wider than `width` cells, the Dragonwood deck
    drops its "deck" (the first to go: the Adventurer deck is named in full), then the turn's
    number, then the facts go on a second line (never cut)."""
    whole = _status_text(view, names, compact, dragonwood_deck=True)
    if not compact or width <= 0 or whole.cell_len <= width:
        return whole
    t = _status_text(view, names, compact, dragonwood_deck=False)
    if t.cell_len > width and not view.over:
        # then the turn's number (the log says it, "Turn 14: Ada."): a French header was 86 cells
        unnumbered = _status_text(view, names, compact, dragonwood_deck=False, turn=False)
        if unnumbered.cell_len <= width:
            return unnumbered
    if t.cell_len > width:  # lines rather than a cut: the decks under the turn, each fact whole
        t = _wrapped_at(t, len(_status_text(view, names, compact, head_only=True).plain), width)
    return t


def _status_text(view: View, names: Sequence[str], compact: bool, dragonwood_deck: bool = True, head_only: bool = False, turn: bool = True) -> Text:
    t = Text()
    if turn:
        t.append(_("Turn {n}").format(n=view.turn), style="bold")
        t.append(" · ")
    if view.over:
        t.append(_("Game over"), style="bold")
        if view.end_reason:
            t.append(f" ({view.end_text})")
        if compact:  # the decks no longer matter: no line cut after a dangling "·"
            return t
    else:
        who = seat_name(names, view.to_move if view.to_move is not None else view.current)
        t.append("▶ ")
        t.append(who, style="bold")  # a name: plain text in a Text, never markup
        if view.phase != "turn":
            t.append(" ({phase})".format(phase=_(PHASE_NAMES.get(view.phase, view.phase))))
    if head_only:
        return t
    t.append(" · ")
    t.append(_("Adventurer deck {n}, discard {d}").format(n=view.adventurer_deck, d=len(view.adventurer_discard)))
    if view.over:
        pass
    elif view.final_round:
        left = view.final_turns_left
        t.append(" · " + ngettext("FINAL ROUND: {n} turn left", "FINAL ROUND: {n} turns left", left).format(n=left), style="bold")
    elif view.runouts_left is not None:
        # the Adventurer deck's pass (the discard shuffled back into it when it runs out) of as
        # many as the table runs through (a stage may play one pass, a long deck three)
        # TRANSLATORS: the Adventurer deck's pass through: the game ends when it runs out the last time
        t.append(" · " + _("pass {n} of {total}").format(n=view.runouts + 1, total=view.passes))
        if view.runouts_left == 1 and not compact:
            # TRANSLATORS: after "pass {n} of {total}": agrees with the pass (le passage: «(dernier)»)
            t.append(" " + _("(last)"))
    else:
        # solo: no pass ends the game, which the count says as plainly as "of 2" says a limit
        # TRANSLATORS: the Adventurer deck's pass through, when no pass ends the game (solo)
        t.append(" · " + _("pass {n}, no limit").format(n=view.runouts + 1))
    # TRANSLATORS: the Dragonwood deck without the word "deck", when the line is short of room
    deck = _("Dragonwood deck {n}") if dragonwood_deck else _("Dragonwood {n}")
    t.append(" · " + deck.format(n=view.dragonwood_deck))
    return t


def _wrapped_at(t: Text, head: int, width: int) -> Text:
    """`t` on as many lines as it needs: a new line at `head` and at each " · " after it that
    would not fit (a fact is never split)."""
    out, line = t[:head], 0
    rest = t[head + 3:]
    starts = [0] + [i + 3 for i in range(len(rest.plain)) if rest.plain.startswith(" · ", i)]
    ends = [i for i in starts[1:]] + [len(rest.plain) + 3]
    for start, end in zip(starts, ends):
        part = rest[start : end - 3]
        if line and line + 3 + part.cell_len <= width:
            out.append(" · ")
            line += 3
        else:
            out.append("\n")
            line = 0
        out.append_text(part)
        line += part.cell_len
    return out


CARD_PHASES = ("wound", "hand-limit", "thunder-storm", "wind-storm")  # a card to choose
PHASE_WORDS = {
    "turn": N_("to play: reload or capture"),
    "mushroom": N_("to use the Lucky Mushroom or keep the roll"),
    "wound": N_("to discard a card (wounded)"),
    "hand-limit": N_("to discard down to 9 cards"),
    "thunder-storm": N_("to discard a card (Thunder Storm)"),
    "wind-storm": N_("to pass a card right (Wind Storm)"),
}  # shown with _()
# the phase in the status line's brackets ("Turn 3 · ▶ Ana (wind storm)")
PHASE_NAMES = {
    "mushroom": N_("mushroom"),
    "wound": N_("wound"),
    "hand-limit": N_("hand limit"),
    "thunder-storm": N_("thunder storm"),
    "wind-storm": N_("wind storm"),
}


def bonus_text(view: View) -> str:
    """The attempt's bonus apart from the dice, by card: "+2 Sword +4 Bolt" ("" for none).
    The parts come from the seat's enhancements now; if they do not add up to the bonus
    recorded (the seat changed since), the bare number."""
    a = view.attempt
    if a is None or not a.bonus:
        return ""
    method = C.METHOD_INDEX.get(a.method)
    parts: list[tuple[int, int]] = []
    if method is not None and 0 <= a.seat < len(view.enhancements):
        parts = [(C.PERMANENT_BONUS[method][e], e) for e in view.enhancements[a.seat] if C.PERMANENT_BONUS[method][e]]
    parts += [(C.LIGHTNING_BONUS, e) for e in a.one_time if e == C.LIGHTNING_BOLT]
    if sum(n for n, _card in parts) != a.bonus:
        return f"+{a.bonus}"
    return " ".join("+{n} {card}".format(n=n, card=short_name(e)) for n, e in parts)


# what an event does, in the few words the compact table's one line has room for
EVENT_SHORT = {
    C.SUNNY_DAY: N_("everyone draws 2 cards"),
    C.THUNDER_STORM: N_("everyone discards 1 card"),
    C.WIND_STORM: N_("everyone passes 1 card to the right"),
    C.QUICKSAND: N_("the landscape's enhancements go"),
}  # shown with _()


def current_event(view: View) -> int | None:
    """The event card the table shows: the storm whose prompt is open, or the event the last
    action drew (None: none)."""
    if view.phase == "thunder-storm":
        return C.THUNDER_STORM
    if view.phase == "wind-storm":
        return C.WIND_STORM
    for ev in view.events:
        if ev and ev[0] == E_EVENT:
            return int(ev[1])
    return None


def attempt_text(
    view: View, names: Sequence[str], reveal: int | None, compact: bool = False, width: int = 0, cards: bool = True
) -> Text:
    """The last capture attempt: who, what, with which cards, the dice and the result. Compact
    (one line): the cards are left out when the line would not fit `width` cells."""
    if compact and cards and width > 0:
        whole = attempt_text(view, names, reveal, compact)
        return whole if whole.cell_len <= width else attempt_text(view, names, reveal, compact, cards=False)
    a = view.attempt
    if a is None:
        return Text(_("No capture tried yet."), style="dim")
    t = Text()
    who = seat_name(names, a.seat)
    t.append(who, style="bold")
    method = _(METHOD_TITLES[a.method]) if a.method in METHOD_TITLES else a.method
    if compact:
        # what it needs is said once, after the total ("3 (needs 4)"), never as "3/4"
        t.append(_(": {method} {card} ").format(method=method, card=card_shown(a.target)))
    else:
        if a.result != "pending":  # "You tried", "Ana tried" (one word in English, two in French)
            tried = pgettext("the person's seat", " tried {method} on {card}") if is_you_shown(who) else _(" tried {method} on {card}")
        else:  # "You try", "Ana tries"
            tried = _(" try {method} on {card}") if is_you_shown(who) else _(" tries {method} on {card}")
        t.append(tried.format(method=method, card=card_shown(a.target)) + "\n")
        t.append(_("with") + " ")
    if cards:
        t.append_text(Text(" ").join(adventurer_text(c) for c in a.cards))
        for e in a.one_time:
            t.append(f" + {short_name(e)}")
        t.append(" · " if compact else "\n")
    else:
        t.append(ngettext("{n} card", "{n} cards", len(a.cards)).format(n=len(a.cards)) + " · ")
    landed = len(a.dice) if reveal is None else reveal
    if landed < len(a.dice):
        t.append(_("rolling…"), style="italic")
        return t
    bonus = bonus_text(view)
    if compact:
        dice = [f"[{d}]" if i == a.rerolled else str(d) for i, d in enumerate(a.dice)]
        t.append("+".join(dice) + (f" {bonus} = " if bonus else "="))
        t.append(str(a.total), style="bold")
        t.append(_(" (needs {need}) ").format(need=a.need))
        if a.result == "success":
            t.append("✓", style="bold green")
        elif a.result == "failure":
            t.append("✗", style="bold red")
        else:
            t.append("…", style="bold")
        return t
    t.append(f"{' + '.join(str(d) for d in a.dice)}{' ' + bonus if bonus else ''} = ")
    t.append(str(a.total), style="bold")
    t.append(_(" (needs {need}) ").format(need=a.need))
    if a.result == "success":
        t.append("✓ " + _("SUCCESS"), style="bold green")
    elif a.result == "failure":
        t.append("✗ " + _("FAILURE"), style="bold red")
    else:
        t.append("… " + _("Lucky Mushroom?"), style="bold")
    return t


class DragonwoodBoard(TableBoard[View, BoardUi]):
    """Everything of a Dragonwood table except the keys (the screen owns those)."""

    DEFAULT_CSS = """
    DragonwoodBoard { height: 1fr; layout: vertical; }
    """
    PREFIX = "dw"
    UI = BoardUi

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self.order_shown: list[int] = []  # the hand in display order
        self.rows: list[CaptureOption] = []  # legal capture options of the selection, in display order
        self.not_advised: set[str] = set()  # ids of those rows `hard` would not try (it would reload)
        self._attempt_key: tuple[object, ...] | None = None
        self.opponent_die = ""  # solo: the automated opponent's last roll, in words
        self._opponent_turn = 0
        self._log_title_language = ""  # the language the log's title (its colour legend) is in

    def compose(self) -> ComposeResult:
        # One column: the log last, so that it takes whatever height the others leave (large
        # layouts: the players beside the roll; compact: under the attempt line).
        yield StatusBar(id="dw-status")
        with Vertical(id="dw-body"):
            yield Landscape(id="dw-landscape")
            with Horizontal(id="dw-roll"):
                yield DiceRow(6, id="dw-dice")
                yield TextBox("", id="dw-attempt")
                yield TextBox("", id="dw-how")  # the ways to capture: wide tables only (CSS)
                yield DragonwoodScoreboard(id="dw-players")
            yield PromptBar(id="dw-prompt")
            yield HandRow(id="dw-hand")
            yield ChipRow("enhancement", id="dw-enhancements")
            yield CaptureList(id="dw-options")
            yield GameLog(id="dw-log", hanging=2)

    # -- the parts, for the screen ----------------------------------------------------
    @property
    def options(self) -> CaptureList:
        return self.query_one("#dw-options", CaptureList)

    # -- drawing ----------------------------------------------------------------------
    def show(
        self,
        view: View,
        names: Sequence[str] | None = None,
        bots: Sequence[str | None] | None = None,
        ui: BoardUi | None = None,
    ) -> None:
        """Redraw for `view`. `names`/`bots` per seat; `ui` the player's picks (the log is the
        table's or the replay viewer's: the game's account)."""
        ui = self._take(view, names, bots, ui)
        names, compact = self.names, ui.compact
        self.query_one("#dw-status", StatusBar).say_fitted(lambda width: status_text(view, names, compact, width))
        self._show_log_title()
        self._show_enhancements(view)
        self._show_options(view)
        self._show_hand(view)  # after the options: the highlighted capture is marked on its cards
        self._show_landscape(view)
        self._show_attempt(view)
        self._note_opponent_die(view)
        self.query_one("#dw-players", DragonwoodScoreboard).show(
            view, self.names, self.bots, ui.compact, ui.narrow, opponent_die=self.opponent_die
        )

    def _show_log_title(self) -> None:
        """The log's title says what the card letters it shows mean ("Log · ✿G green ♦R red…"):
        set again only when the language changes (a title set repaints)."""
        if self._log_title_language != language():
            self._log_title_language = language()
            self.query_one("#dw-how", TextBox).say(how_to_capture_text())
            title = Text(_("Log") + " · ")
            title.append_text(colour_legend())
            self.log.border_title = title

    def _show_hand(self, view: View) -> None:
        ui = self.ui
        hand = hand_of(view)
        self.order_shown = sort_hand(hand, ui.order)
        seat = hand_seat(view)
        if view.seat is None or self.has_class(READ_ONLY):  # a replay names whose hand it is
            label = f"{seat_name(self.names, seat)}:"
        else:
            label = _("Your hand:") if not ui.compact else _("Hand:")
        hand_row = self.query_one("#dw-hand", HandRow)
        hand_row.set_label(label)
        marked = [ui.pick] if ui.pick is not None else ui.selected
        if view.phase in CARD_PHASES and ui.pick is None:
            # a card prompt marks only the card chosen for it: a capture selection made while a
            # computer player moved is not the prompt's choice (enter would have none)
            marked = []
        if view.wind_choice >= 0 and ui.pick is None:
            marked = [view.wind_choice]
        mark = ""
        target = self._target_slot(view)
        if marked is ui.selected and target is not None and ui.target is not None:
            mark = f"{method_symbol(ui.target.split(':')[1])}{slot_letter(self.app, target)}"  # "≋C"
        hand_row.show(self.order_shown, marked, ui.cursor, ui.compact, mark)

    def _target_slot(self, view: View) -> int | None:
        """The landscape slot of the highlighted capture's target (None: no capture highlighted)."""
        if not self.ui.target:
            return None
        target = int(self.ui.target.split(":")[0])
        return view.landscape.index(target) if target in view.landscape else None

    def _show_enhancements(self, view: View) -> None:
        seat = hand_seat(view)
        # permanent ones first (always counted, nothing to press), then the one-time ones with
        # the key that spends them on this capture
        permanent, one_time = [], []
        for e in view.enhancements[seat]:
            note = effect_words(e)  # in words ("+1 die, once"): no ∞ or 1× mark to decode
            if C.IS_ONE_TIME[e]:
                key = ONE_TIME_KEYS.get(e, "")
                text = Text(_("{key}: spend {card}").format(key=key_shown(self.app, key) if key else key, card=f"{POWER} {short_name(e)} {note}"))
                one_time.append((text, e, e in self.ui.one_time, False))
            else:
                permanent.append((Text(f"{POWER} {short_name(e)} {note}"), None, False, True))
        chips = permanent + one_time
        label = Text(_("Enhancements:"), style="bold")
        if not chips:
            label.append(" " + pgettext("no Dragonwood cards", "none"), style="dim")
        row = self.query_one("#dw-enhancements", ChipRow)
        row.show(label, chips)
        shown = bool(chips) or not self.ui.compact  # 80x24: no row to say "none" (the log's row)
        if row.display != shown:
            row.display = shown

    def _show_options(self, view: View) -> None:
        ui = self.ui
        hand = hand_of(view)
        selected = [c for c in ui.selected if c in hand]
        rows: list[CaptureOption] = []
        slots: list[int] = []
        message = ""
        reasons: list[str] = []
        picks: list[Pick] = []
        if view.over:
            message = _("The game is over.")
        elif view.phase in CARD_PHASES and view.seat is not None and view.to_move == view.seat:
            message = _("No capture now: choose the card the prompt above asks for.")  # keys pick it
        elif not selected:
            message = (
                _("Pick cards (1–9, 0, click): every capture they allow, its exact chance.") + "\n" + method_legend()
                if ui.compact
                else _("Select cards (1–9, 0, or click) to see every capture they allow and its exact chance.")
            )
        else:
            every = capture_options(view, selected, [e for e in ui.one_time])
            legal: list[tuple[Fraction, int, CaptureOption]] = []
            for order, r in enumerate(every):
                if r.legal:
                    legal.append((-r.probability, order, r))
                elif r.reason not in reasons:
                    reasons.append(r.reason)
            # Best chances first; equal chances in landscape order (A to E, Strike Stomp Scream).
            for _chance, _order, r in sorted(legal, key=lambda item: (item[0], item[1])):
                rows.append(r)
                slots.append(view.landscape.index(r.target))
            if not rows:
                message = _("These cards capture nothing:")
            picks = rank_captures(view, selected, ui.one_time, every)  # hard's values: the default
        self.rows = rows
        self.not_advised = {option_id(p.option.target, p.option.method) for p in picks if not worth_trying(p)}
        options = self.options
        title = _("Chances of the selection")
        keep = ui.target if ui.target_chosen else None
        if picks:
            best_row = picks[0].option  # the capture `hard` would make with these cards
            chosen = self.option_for(keep) if keep is not None else None
            if chosen is None or chosen is best_row:  # why, in as many words as the border holds
                title = fit_words((_("Chances") + " · ▶ ", "▶ "), why_pick(picks, view), (options.size.width or self.app.size.width) - 4)
            else:
                title += " · " + _("best {chance}").format(chance=percent(max(r.probability for r in rows)))
            if chosen is None:
                keep = option_id(best_row.target, best_row.method)
        options.set_edge_text(title)
        # no capture to list (nothing selected, a card prompt, the end): the compact table gives
        # the list's rows to the log (what the others did shows), one class on each of the two
        if options.has_class("-words") != (not rows):
            # after the frame that shows the new rows, with the list's own new height: one
            # layout pass for both, not one for the classes in the key's answer and one after
            def give_rows(words: bool = not rows) -> None:
                options.set_class(words, "-words")
                self.log.set_class(words, "-roomy")

            self.call_after_refresh(give_rows)
        held = view.enhancements[hand_seat(view)]
        options.show(rows, slots, message, reasons, ui.compact, keep=keep, held=held, chosen=ui.one_time)
        ui.target = options.highlighted_id
        if ui.compact or self.log.styles.height is not None:
            self.call_after_refresh(self._fit_log)

    LOG_LINES = 4  # the compact log's lines beside a list of captures: the others' last turn shows
    LIST_ROWS = 3  # ... while the list keeps its border and two captures

    def _fit_log(self) -> None:
        """The compact table's log while captures are listed: LOG_LINES lines where the list
        keeps LIST_ROWS rows, else what it leaves (three rows at least, as the styles say); more
        where the whole list fits above (no empty band under it)."""
        if not self.is_attached or not self.query("#dw-options"):  # (the table left before this frame)
            return
        options, log = self.options, self.log
        if not self.ui.compact or options.has_class("-words") or self.has_class("-read-only"):
            height = None
        else:
            rest = options.outer_size.height + log.outer_size.height
            listed = len(options.lines) + 1  # the whole list and its top border
            height = max(3, min(rest - self.LIST_ROWS, max(1 + self.LOG_LINES, rest - listed)))  # rows the list leaves: the log's
        if log.styles.height != (None if height is None else Scalar.from_number(height)):
            log.styles.height = height

    def _show_landscape(self, view: View) -> None:
        ui = self.ui
        notes: list[Text | None] = [None] * len(view.landscape)
        if self.rows and not ui.compact:
            best: dict[int, CaptureOption] = {}
            for r in self.rows:
                if r.target not in best or r.probability > best[r.target].probability:
                    best[r.target] = r
            for i, card in enumerate(view.landscape):
                top = best.get(card)
                if top is not None:
                    notes[i] = Text.assemble(
                        ("▶ ", "dim"), ("{symbol} {method} {chance}".format(symbol=method_symbol(top.method), method=_(METHOD_TITLES[top.method]), chance=percent(top.probability)), "bold")
                    )
        targeted = self._target_slot(view)
        method = ui.target.split(":")[1] if targeted is not None and ui.target else None
        # the method symbols' legend: in words in the Chances box (`method_legend`); a replay,
        # which has no Chances box, keeps the landscape's short one
        landscape = self.query_one("#dw-landscape", Landscape)
        landscape.show(view.landscape, notes, targeted, ui.compact, method, legend=self.has_class(READ_ONLY))

    def _show_attempt(self, view: View) -> None:
        a = view.attempt
        dice_row = self.query_one("#dw-dice", DiceRow)
        if dice_row.display == self.ui.compact:  # compact: the roll is one line of text
            dice_row.display = not self.ui.compact
        if a is None:
            dice_row.show([], compact=self.ui.compact)
        else:
            landed = len(a.dice) if self.ui.reveal is None else self.ui.reveal
            values = [d if i < landed else 0 for i, d in enumerate(a.dice)]
            changed = [a.rerolled] if a.rerolled >= 0 else []
            marks = ["new" if i == a.rerolled else "" for i in range(len(a.dice))]
            dice_row.show(values, changed=changed, marks=marks, compact=self.ui.compact)
        event = current_event(view)
        box = self.query_one("#dw-attempt", TextBox)
        if not box.content_size.width:  # not laid out yet: fitted again to its width once it is
            self.call_after_refresh(self._fit_attempt)
        key = (repr(a), self.ui.reveal, tuple(self.names), self.ui.compact, event, box.content_size.width, language())
        if key != self._attempt_key:
            self._attempt_key = key
            text = attempt_text(view, self.names, self.ui.reveal, self.ui.compact, box.content_size.width)
            if event is not None:
                short = attempt_text(view, self.names, self.ui.reveal, True)  # its one-line form
                text = self._with_event(event, text, short, box.content_size.width)
            box.say(text)

    def _fit_attempt(self) -> None:
        if self.view is not None and self.query_one("#dw-attempt", TextBox).content_size.width:
            self._show_attempt(self.view)

    def _with_event(self, event: int, attempt: Text, short: Text, width: int) -> Text:
        """The event just drawn (or whose prompt is open) as an event card, the last attempt
        beside it (wrapped from its one-line form when its lines do not fit); compact: the
        event's line instead of the attempt's."""
        pal = palette(self)
        title = Text(f"{EVENT} {card_shown(event)}", style=pal.event)
        short_effect = _(EVENT_SHORT[event]) if event in EVENT_SHORT else ""
        if self.ui.compact:
            return Text.assemble(title, (": " + short_effect, pal.muted))
        card_width = min(34, max(24, width // 2))
        effect = wrap_lines(C.effect_text(event), card_width - 2, 3)
        if len(effect) > 2:  # the card's two lines: what it does in a few words
            effect = wrap_lines(short_effect or C.effect_text(event), card_width - 2, 2)
        card = card_lines([Text(line, style=pal.text) for line in effect], card_width, 4, pal, family="event", title=title)
        room = max(1, width - card_width - 2) if width else 0
        beside = list(attempt.split("\n"))
        if room and any(line.cell_len > room for line in beside):
            beside = list(short.wrap(self.app.console, room))[:4]
        return stack(side_by_side([card, [fit(line, room) for line in beside]], gap=2))

    def _note_opponent_die(self, view: View) -> None:
        """Solo: keep the automated opponent's last roll (and what it took) for the table; it is
        in the events of the action that caused it only. A view of an earlier turn forgets it."""
        if view.opponent_cards is None or view.turn < self._opponent_turn:
            self.opponent_die, self._opponent_turn = "", 0
        rolls = [ev for ev in view.events if ev and ev[0] == E_OPP_ROLL]
        if rolls:
            took = [card_shown(ev[1]) for ev in view.events if ev and ev[0] == E_OPP_TAKE]
            faces = _(" then ").join(str(ev[1]) for ev in rolls)
            self.opponent_die = (
                _("rolled {faces}: took {cards}").format(faces=faces, cards=", ".join(took))
                if took
                else _("rolled {faces}: took nothing").format(faces=faces)
            )
            self._opponent_turn = view.turn

    # -- helpers for the screen ---------------------------------------------------------
    def option_for(self, value: str | None) -> CaptureOption | None:
        for r in self.rows:
            if option_id(r.target, r.method) == value:
                return r
        return None
