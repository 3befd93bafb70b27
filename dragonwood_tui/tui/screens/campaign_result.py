"""The result of a stage attempt: stars earned against the thresholds, what it unlocked, and
next stage / retry (new deal or same deal) / replay / map.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Container, Vertical
from textual.screen import Screen
from textual.widgets import Button, Static

from dragonwood_tui.i18n import N_, _, ngettext
from dragonwood_tui.campaign.model import Stage
from dragonwood_tui.campaign.progress import Progress
from dragonwood_tui.storage.text import plain
from dragonwood_tui.tui.host import host
from dragonwood_tui.tui.screens.campaign_words import measure_words
from dragonwood_tui.tui.widgets.footer import RoomyFooter
from dragonwood_tui.tui.widgets.palette import palette

if TYPE_CHECKING:  # named only: the session opens the result screen, which opens the briefing
    from dragonwood_tui.tui.screens.campaign_play import CampaignSession

RESULT_CSS = """
CampaignResultScreen { align: center middle; }
CampaignResultScreen #result-box { width: auto; min-width: 50; max-width: 100%; height: auto; max-height: 100%;
    border: thick $accent; background: $surface; padding: 0 2; }
CampaignResultScreen #result-title { text-style: bold; width: 100%; text-align: center; padding: 1 0 0 0; }
CampaignResultScreen .result-part { height: auto; margin-top: 1; }
CampaignResultScreen #result-buttons { height: auto; width: 59; margin-top: 1;
    layout: grid; grid-size: 3; grid-columns: 19; grid-gutter: 0 1; }
CampaignResultScreen #result-buttons Button { margin: 0; min-width: 10; width: 100%; }
"""


class CampaignResultScreen(Screen[None]):
    HELP_TITLE = N_("Stage result")
    DEFAULT_CSS = RESULT_CSS
    AUTO_FOCUS = "#result-next"
    BINDINGS = [
        Binding("n,enter", "next", N_("Next stage"), id="result.next"),
        Binding("r", "retry", N_("Retry"), tooltip=N_("Play the stage again with a new deal"), id="result.retry"),
        Binding("s", "same_deal", N_("Same deal"), tooltip=N_("Play this deal again"), id="result.same"),
        Binding("p", "replay", N_("Replay"), tooltip=N_("Watch this game again step by step"), id="result.replay"),
        Binding("v", "review", N_("Review"), tooltip=N_("Each of your decisions weighed against the best"), id="result.review"),
        Binding("x", "practise", N_("Practice"), tooltip=N_("Practice the mistakes of this game"), id="result.practise"),
        Binding("escape,q", "map", N_("Map"), id="result.map"),
    ]

    def __init__(self, session: CampaignSession, stage: Stage, save_id: str, seed: int, before: Progress | None) -> None:
        super().__init__()
        self.session = session
        self.stage = stage
        self.save_id = save_id
        self.seed = seed
        self.before = before
        self.after = session.progress()
        sp = self.after.stage(stage.id)
        self.attempt = next((a for a in sp.attempts if a.save_id == save_id), None)
        self.next_id = self._next_stage()

    def _next_stage(self) -> str | None:
        ids = [s.id for s in self.after.stages]
        i = ids.index(self.stage.id)
        for s in self.after.stages[i + 1 :]:
            if s.unlocked:
                return s.id
        return None

    def compose(self) -> ComposeResult:
        a = self.attempt
        stars = a.stars if a and a.problem is None else 0
        n = len(self.stage.goal.stars)
        if stars:
            title = _("Stage {id} passed!").format(id=self.stage.id) + "  " + "★" * stars + "☆" * (n - stars)
        else:
            title = _("Stage {id}: not passed this time").format(id=self.stage.id)
        with Vertical(id="result-box"):
            yield Static(Text(title), id="result-title")
            yield Static(self._stars(), classes="result-part")
            yield Static(self._unlocked(), classes="result-part", id="result-unlocked")
            with Container(id="result-buttons"):  # two rows of three: whole at 80 columns
                yield Button(_("Next (n)"), id="result-next", variant="primary", disabled=self.next_id is None)
                yield Button(_("Retry (r)"), id="result-retry")
                yield Button(_("Same deal (s)"), id="result-same", disabled=self.stage.seed is not None)
                yield Button(_("Replay (p)"), id="result-replay")
                yield Button(_("Review (v)"), id="result-review")
                yield Button(_("Map (esc)"), id="result-map")
                yield Button(_("Practice (x)"), id="result-practise")
        yield RoomyFooter()  # at 80 columns its own keys, whole, before "^p Commands"

    def _stars(self) -> Text:
        a = self.attempt
        sp = self.after.stage(self.stage.id)
        text = Text()
        if a is None or a.problem is not None:
            text.append(_("This game does not count: {problem}").format(problem=plain((a.problem if a else None) or _("its record was not found"), 200)))
            return text
        result = _("Your result: won, {measure}") if a.won else _("Your result: lost, {measure}")
        text.append(result.format(measure=measure_words(self.stage, a.measure)) + "\n")
        pal = palette(self)
        for i, line in enumerate(sp.star_lines):
            got = a.stars > i
            text.append(" ✓ " if got else " ✗ ", style=pal.good if got else pal.bad)
            text.append(f"{'★' * (i + 1):<3} {line}\n")
        text.rstrip()
        return text

    def _unlocked(self) -> Text:
        text = Text()
        before = {s.id: s for s in self.before.stages} if self.before else {}
        prev = before.get(self.stage.id)
        sp = self.after.stage(self.stage.id)
        if prev is not None and sp.stars > prev.stars and prev.stars:
            text.append(ngettext("A new best: {n} star (was {was}).", "A new best: {n} stars (was {was}).", sp.stars).format(n=sp.stars, was=prev.stars) + "\n", style="bold")
        opened = [s for s in self.after.stages if s.unlocked and (s.id in before and not before[s.id].unlocked)]
        for s in opened:
            text.append(_("Opens stage {id}: {title}").format(id=s.id, title=plain(s.title, 50)) + "\n", style=palette(self).badge)
        text.append(_("Stars in all: {n} of {most}.").format(n=self.after.stars, most=self.after.max_stars))
        return text

    # -- actions ------------------------------------------------------------------------
    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        name = (event.button.id or "result-map").removeprefix("result-")
        getattr(self, f"action_{'same_deal' if name == 'same' else name}")()

    def action_next(self) -> None:
        from dragonwood_tui.tui.screens.campaign_briefing import CampaignBriefingScreen

        if self.next_id is None:
            self.notify(_("No open stage after this one yet: earn a star here first."), severity="warning")
            return
        self.session.selected = self.next_id
        self.app.switch_screen(CampaignBriefingScreen(self.session, self.next_id))

    def action_retry(self) -> None:
        self.session.play(self.stage, replace=self)

    def action_same_deal(self) -> None:
        self.session.play(self.stage, seed=self.seed, replace=self)

    def action_replay(self) -> None:
        host(self).sessions.open_replay_save(self.save_id)

    def action_review(self) -> None:
        """The replay of this game in Review mode, on the person's seat."""
        host(self).sessions.open_replay_save(self.save_id, review=True)

    def action_practise(self) -> None:
        """The position before each of the person's mistakes in this game, to play again (reviewed first if need be)."""
        from dragonwood_tui.tui.screens.practice import practise_save

        practise_save(self.app, self.save_id)

    def action_map(self) -> None:
        self.app.pop_screen()
