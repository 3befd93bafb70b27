"""New game setup: seats (person or computer player, with names), mode, variants, seed.

Sensible defaults everywhere. The focus starts on the first field and Tab goes top to bottom
(players, seats, variants, seed, Start, Back) with no invisible stop; Enter starts the game from
any field (a list opens with space or the arrows), so Enter at once plays against computer players.
"""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Input, Label, Select, Static

from dragonwood_tui.i18n import _, N_, ngettext, quoted
from dragonwood_tui.tui.widgets.footer import Footer

from dragonwood_tui.engine.game import BOT_SEAT_NAMES, PERSON_NAME, SeatSpec
from dragonwood_tui.engine.record_format import MAX_NAME, MAX_SEED
from dragonwood_tui.games import get_game
from dragonwood_tui.tui.host import host
from dragonwood_tui.tui.titles import level_name, person_name
from dragonwood_tui.tui.widgets.tick_box import TickBox

STYLES = Path(__file__).with_suffix(".tcss")  # this screen's rules, beside it

PERSON = "person"


def bot_choices(kind: str) -> list[tuple[str, str]]:
    """(name, how it plays) of the game's computer players, the default first."""
    from dragonwood_tui.bots import bot_levels

    return [(level.name, _(level.description)) for level in bot_levels(kind)]  # marked in the registry



DEFAULT_PERSON = PERSON_NAME


def person_names(seats: list[SeatSpec]) -> list[SeatSpec]:
    """With two or more people at the table, a person still named "You" becomes "Player N"
    (seat N, in the language in use): the "pass to …" screen and the log must tell them apart."""
    if sum(1 for s in seats if s.bot is None) < 2:
        return seats
    return [SeatSpec(default_name(i), None) if s.bot is None and s.name == DEFAULT_PERSON else s for i, s in enumerate(seats)]


def default_name(index: int) -> str:
    """The name a person's seat takes when none is typed: "Player 2", "Joueur 2", "Игрок 2"
    (kept in the record as typed)."""
    return _("Player {n}").format(n=index + 1)


def is_person_word(name: str) -> bool:
    """Whether a person's name is the person's own seat ("You" in the language shown, or in
    English): the record keeps the English "You", shown in every language as the person's seat
    (and the games' lines say "you draw", not "Vous draws")."""
    return name.casefold() in (DEFAULT_PERSON.casefold(), _("You").casefold())


BUTTON_ROWS = 3  # the Start and Back buttons' row (new_game.tcss)


def parse_seed(text: str) -> int | None:
    """None for blank (a random seed); ValueError with a reason for anything but 0..MAX_SEED."""
    text = text.strip().replace("_", "")
    if not text:
        return None
    try:
        seed = int(text)
    except ValueError:
        raise ValueError(_("the deal number must be a whole number, not {text}").format(text=quoted(text[:20]))) from None
    if not 0 <= seed <= MAX_SEED:
        raise ValueError(_("the deal number must be between 0 and {most}").format(most=MAX_SEED))
    return seed


T = TypeVar("T")  # what a choice stands for (a seat's player, a count)


class SetupSelect(Select[T], inherit_bindings=False):
    """A list whose Enter is the screen's (start the game): space and the arrows open it."""

    BINDINGS = [Binding("down,space,up", "show_overlay", N_("Show menu"), show=False)]


class SeatRow(Horizontal):
    """One seat: its number, a name and who plays it."""

    def __init__(self, index: int, name: str, who: str, choices: list[tuple[str, str]], *, person_only: bool) -> None:
        super().__init__(classes="seat-row", id=f"seat-{index}")
        self.index = index
        self.initial_name = name
        self.initial_who = who
        self.choices = choices
        self.person_only = person_only

    def compose(self) -> ComposeResult:
        yield Label(_("Seat {n}").format(n=self.index + 1), classes="seat-label")
        yield Input(
            self.initial_name,
            placeholder=default_name(self.index),
            max_length=MAX_NAME,
            compact=True,
            classes="seat-name",
            id=f"seat-{self.index}-name",
        )
        options = [(_("Person (plays here)"), PERSON)]
        if not self.person_only:
            options += [(_("Computer: {level}").format(level=level_name(name)), name) for name, _how in self.choices]
        yield SetupSelect(
            options,
            value=self.initial_who,
            allow_blank=False,
            compact=True,
            classes="seat-who",
            id=f"seat-{self.index}-who",
        )


class NewGameScreen(Screen[None]):
    CSS_PATH = STYLES
    HELP_TITLE = N_("New game")

    BINDINGS = [
        Binding("escape", "close", N_("Back"), id="new_game.back"),
        Binding("ctrl+s", "start", N_("Start"), id="new_game.start"),
        # Enter starts from anywhere (a focused field, list or button handles its own Enter first).
        Binding("enter", "start", N_("Start"), show=False, id="new_game.start_enter"),
        Binding("f2", "cycle_players", N_("Player count"), tooltip=N_("The next number of players"), id="new_game.players"),
    ]

    def __init__(self, game: str, seed: int | None = None) -> None:
        super().__init__()
        self.game_kind = game
        self.game = get_game(game)
        self.initial_seed = seed
        self.modes = self.game.modes
        self.players = self.game.default_players
        self.bots = bot_choices(game)
        self.variants = {v.name: (v.title, v.label) for v in self.game.variants}
        most = max(m.players for m in self.modes)
        # Remembered while the player changes the number of seats.
        defaults = self.game.default_seats(most, self.bots[0][0] if self.bots else None)
        self.names = [person_name(s.name) if s.bot is None else s.name for s in defaults]  # "Vous"
        self.who = [PERSON if s.bot is None else s.bot for s in defaults]
        self._shown_words = self._default_words()

    @property
    def title_text(self) -> str:
        from dragonwood_tui.tui.games import get_ui

        label = get_ui(self.game_kind).menu_label
        return _(label) if label else _("New {game}").format(game=self.game.title)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="setup-box", can_focus=False):  # no invisible Tab stop
            yield Static(Text(self.title_text, style="bold"), classes="screen-title")
            with Horizontal(classes="setup-row"):
                yield Label(_("Players"), classes="setup-label")
                yield SetupSelect(
                    [(_(m.label), m.players) for m in self.modes],  # the games' words (marked there)
                    value=self.players,
                    allow_blank=False,
                    compact=True,
                    id="players",
                )
            yield Vertical(id="seats")
            if self.variants:
                with Vertical(id="variants"):
                    yield Label(_("Rules variants"), classes="setup-label")
                    for name, (title, description) in self.variants.items():
                        # the title in the language; the config's name (what --variant takes) only in
                        # the tooltip: beside the title a new player read it as noise
                        box = TickBox(Text(_(title) if title else name), False, compact=True, name=name, classes="variant")
                        box.tooltip = f"--variant {name}"
                        yield box
                        yield Static(Text(_(description)), classes="variant-note")  # the games' words
            with Horizontal(classes="setup-row"):
                # TRANSLATORS: the new-game form: the number that picks the deal (the game's seed), for a player
                yield Label(_("Deal number"), classes="setup-label", id="seed-label")
                yield Input(
                    "" if self.initial_seed is None else str(self.initial_seed),
                    # TRANSLATORS: the new-game form's deal number, left blank
                    placeholder=_("optional: blank, a new deal"),
                    compact=True,
                    id="seed",
                )
            yield Static("", id="setup-note")
        # under the form, not at its end: on a short terminal the form scrolls, the buttons stay in sight
        with Horizontal(id="setup-buttons"):
            yield Button(_("Start (enter)"), id="start", variant="primary")
            yield Button(_("Back (esc)"), id="back")
        yield Footer()

    def on_resize(self) -> None:
        # the form scrolls within the rows the buttons and the footer leave: they stay in sight
        self.query_one("#setup-box").styles.max_height = max(3, self.size.height - BUTTON_ROWS - 1)

    async def on_mount(self) -> None:
        self.on_resize()
        await self._show_seats()
        self.query_one("#players", Select).focus()  # the first field: Tab goes on down the screen
        host(self).language_signal.subscribe(self, self._language_changed)

    def _default_words(self) -> tuple[str, list[str]]:
        """The names a seat shows untouched, in the language in use ("Vous", "Joueur 2"...)."""
        return _("You"), [default_name(i) for i in range(len(self.names))]

    def _language_changed(self, code: str) -> None:
        self.call_later(self._rebuild)

    async def _rebuild(self) -> None:
        """Every word in the new language, the choices made kept; a name still the default
        ("You", "Player 2") is the new language's default."""
        self._remember_seats()
        seed = self.query_one("#seed", Input).value
        ticked = set(self.chosen_variants())
        you, defaults = self._shown_words
        new_you, new_defaults = self._shown_words = self._default_words()
        self.names = [new_you if n == you else new_defaults[i] if n == defaults[i] else n for i, n in enumerate(self.names)]
        self.bots = bot_choices(self.game_kind)  # their descriptions
        self.refresh_bindings()
        await self.recompose()
        await self._show_seats()
        self.query_one("#seed", Input).value = seed
        for box in self.query(".variant").results(Checkbox):
            box.value = box.name in ticked
        self.query_one("#players", Select).focus()

    # -- seats ------------------------------------------------------------------------
    def _remember_seats(self) -> None:
        for row in self.query(SeatRow):
            self.names[row.index] = row.query_one(Input).value
            who = row.query_one(Select).value
            if isinstance(who, str):
                self.who[row.index] = who

    async def _show_seats(self) -> None:
        box = self.query_one("#seats", Vertical)
        await box.remove_children()
        solo = self.players == 1
        rows = []
        for i in range(self.players):
            who = PERSON if solo else self.who[i]
            rows.append(SeatRow(i, self.names[i], who, self.bots, person_only=solo))
        await box.mount_all(rows)
        self._update_note()

    def _update_note(self) -> None:
        note = self.game.mode(self.players).note
        note = _(note) if note else ""  # the games' words
        if not note and self.players > 1:
            people = sum(1 for row in self.query(SeatRow) if row.query_one(Select).value == PERSON)
            if people > 1:
                note = ngettext(
                    "{n} person at one keyboard: hands are hidden between turns.",
                    "{n} people at one keyboard: hands are hidden between turns.",
                    people,
                ).format(n=people)
            elif people == 0:
                note = _("Only computer players: you will watch the game.")
        chosen = {row.query_one(Select).value for row in self.query(SeatRow)}
        lines = [note] if note else []
        lines += [_("{level}: {how}.").format(level=level_name(name), how=how) for name, how in self.bots if name in chosen]
        self.query_one("#setup-note", Static).update(Text("\n".join(lines)))

    @on(Select.Changed, "#players")
    async def _players_changed(self, event: Select.Changed) -> None:
        if not isinstance(event.value, int) or event.value == self.players:
            return
        self._remember_seats()
        self.players = event.value
        await self._show_seats()

    @on(Select.Changed, ".seat-who")
    def _who_changed(self, event: Select.Changed) -> None:
        self._update_note()
        people = [row for row in self.query(SeatRow) if row.query_one(Select).value == PERSON]
        for row in people if len(people) > 1 else []:  # "Pass to You" would say nothing
            name = row.query_one(Input)
            if is_person_word(name.value):
                name.value = default_name(row.index)

    def action_cycle_players(self) -> None:
        values = [m.players for m in self.modes]
        select = self.query_one("#players", Select)
        select.value = values[(values.index(self.players) + 1) % len(values)]

    # -- starting ---------------------------------------------------------------------
    def seats(self) -> list[SeatSpec]:
        seats = []
        for row in self.query(SeatRow):
            name = " ".join(row.query_one(Input).value.split())[:MAX_NAME]
            who = row.query_one(Select).value
            bot = None if who == PERSON or not isinstance(who, str) else who
            if not name:
                name = default_name(row.index) if bot is None else BOT_SEAT_NAMES[(row.index - 1) % len(BOT_SEAT_NAMES)]
            elif bot is None and is_person_word(name):
                name = PERSON_NAME
            seats.append(SeatSpec(name=name, bot=bot))
        return person_names(seats)

    def chosen_variants(self) -> list[str]:
        return [box.name for box in self.query(".variant").results(Checkbox) if box.value and box.name]

    def action_start(self) -> None:
        app = host(self)
        try:
            seed = parse_seed(self.query_one("#seed", Input).value)
        except ValueError as exc:
            app.notify_error(str(exc), title=_("Deal number"))
            self.query_one("#seed", Input).focus()
            return
        game = self.game
        try:
            config = game.with_variants(game.default_config(self.players), self.chosen_variants())
        except ValueError as exc:
            app.notify_error(str(exc), title=_("Rules"))
            return
        app.sessions.start_game(self.game_kind, config, seed, self.seats(), replace=self)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "start":
            self.action_start()
        else:
            self.action_close()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_start()

    def action_close(self) -> None:
        self.dismiss(None)
