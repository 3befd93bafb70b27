"""The stage briefing: story, goal and star thresholds in words, opponents and their levels,
rules modifiers, the best result and every attempt (each opens its replay); play a new deal
or retry the deal of the last attempt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from datetime import datetime

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, OptionList, Static
from textual.widgets.option_list import Option

from dragonwood_tui.campaign.texts import shown
from dragonwood_tui.i18n import N_, _, ngettext
from dragonwood_tui.tui.widgets.footer import Footer

from dragonwood_tui.storage.text import plain
from dragonwood_tui.tui.host import host
from dragonwood_tui.tui.titles import game_title
from dragonwood_tui.tui.screens.campaign_words import attempt_words, measure_words, modifier_words, opponents_words

if TYPE_CHECKING:  # named only: the session opens the result screen, which opens the briefing
    from dragonwood_tui.tui.screens.campaign_play import CampaignSession

BRIEFING_CSS = """
CampaignBriefingScreen { layout: vertical; }
CampaignBriefingScreen #brief-body { height: 1fr; padding: 0 1; }
CampaignBriefingScreen #brief-title { text-style: bold; color: $primary; }
CampaignBriefingScreen .brief-part { height: auto; margin-top: 1; }
CampaignBriefingScreen #brief-attempts { height: auto; max-height: 8; margin-top: 1; border: none; }
CampaignBriefingScreen #brief-buttons { height: 3; align-horizontal: left; }
CampaignBriefingScreen #brief-buttons Button { margin: 0 1 0 0; }
"""


class CampaignBriefingScreen(Screen[None]):
    HELP_TITLE = N_("Stage briefing")
    DEFAULT_CSS = BRIEFING_CSS
    AUTO_FOCUS = "#brief-play"
    BINDINGS = [
        Binding("p", "play", N_("Play"), tooltip=N_("Play the stage (a new deal)"), id="briefing.play"),
        Binding("s", "same_deal", N_("Same deal"), tooltip=N_("Play the last attempt's deal again"), id="briefing.same"),
        Binding("escape,q", "back", N_("Map"), id="briefing.back"),
    ]

    def __init__(self, session: CampaignSession, stage_id: str) -> None:
        super().__init__()
        self.session = session
        self.stage = session.campaign.stage(stage_id)
        self.progress_ = session.progress().stage(stage_id)

    def compose(self) -> ComposeResult:
        st, sp = self.stage, self.progress_
        chapter = self.session.campaign.chapter_of(st.id)
        with VerticalScroll(id="brief-body"):
            yield Static(Text(_("Stage {id} · {title} — {chapter}").format(id=st.id, title=plain(shown(st.title), 60), chapter=plain(shown(chapter.title), 40))), id="brief-title")
            if st.story:
                yield Static(Text(plain(shown(st.story), 600), style="italic"), classes="brief-part")
            yield Static(self._goal(), classes="brief-part")
            yield Static(self._table(), classes="brief-part")
            yield Static(self._results(), classes="brief-part", id="brief-results")
            if sp.attempts:
                yield OptionList(*self._attempt_options(), id="brief-attempts")
        with Horizontal(id="brief-buttons"):
            yield Button(_("Play (p)"), id="brief-play", variant="primary", disabled=not sp.unlocked)
            yield Button(_("Same deal (s)"), id="brief-same", disabled=not (sp.unlocked and self._last_seed() is not None))
            yield Button(_("Map (esc)"), id="brief-back")
        yield Footer()

    def _goal(self) -> Text:
        from dragonwood_tui.campaign.goals import goal_text, star_texts

        text = Text()
        text.append(_("Goal: "), style="bold")
        text.append(goal_text(self.stage.goal, self.stage.game))  # the progress keeps English words (--json)
        for i, line in enumerate(star_texts(self.stage.goal, self.stage.game)):
            text.append(f"\n  {'★' * (i + 1):<3} {line}")
        return text

    def _table(self) -> Text:
        st = self.stage
        text = Text()
        text.append(f"{game_title(st.game)}", style="bold")
        seats = 1 + len(st.opponents)
        text.append(", " + ngettext("{n} seat", "{n} seats", seats).format(n=seats))
        for line in opponents_words(st):
            text.append(f"\n  {line}")
        mods = modifier_words(st)
        text.append("\n" + _("Rules: "), style="bold")
        if not mods:
            text.append(_("standard"))
        # each change on a line of its own: the games word them as whole sentences
        for line in mods:
            text.append(f"\n  • {line}")
        if st.seed is not None:
            text.append("\n" + _("A fixed deal: the same cards every time."))
        if st.guided:
            text.append("\n" + _("Guided: a coach explains each decision the first time it comes up."))
        return text

    def _results(self) -> Text:
        sp = self.progress_
        text = Text()
        if not sp.unlocked:
            need = self.session.campaign.previous(sp.id)
            chapter = self.session.campaign.chapter_of(sp.id)
            text.append(_("Locked: "), style="bold")
            parts = [_("pass stage {stages}").format(stages=", ".join(need))] if need else []
            if chapter.stars_needed:
                parts.append(ngettext("have {n} star in all", "have {n} stars in all", chapter.stars_needed).format(n=chapter.stars_needed))
            text.append(_(" and ").join(parts) or _("not yet open"))
            text.append(".")
            return text
        text.append(_("Best: "), style="bold")
        if sp.best is None:
            text.append(_("no finished game yet"))
        else:
            text.append(f"{'★' * sp.stars}{'☆' * (len(sp.thresholds) - sp.stars)} — {measure_words(self.stage, sp.best.measure)}")
        n = len(sp.attempts)
        text.append(" · " + ngettext("{n} attempt", "{n} attempts", n).format(n=n) + (" " + _("(Enter on one opens its replay)") if n else ""))
        return text

    def _fmt(self, created: str) -> str:
        try:
            return host(self).format_time(datetime.fromisoformat(created))
        except (ValueError, AttributeError):
            return created[:16]

    def _attempt_options(self) -> list[Option]:
        return [
            Option(Text(plain(attempt_words(self.stage, a, self._fmt), 100)), id=a.save_id)
            for a in reversed(self.progress_.attempts)
        ]

    def _last_seed(self) -> int | None:
        attempts = self.progress_.attempts
        return attempts[-1].seed if attempts else None

    # -- actions ------------------------------------------------------------------------
    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        {"brief-play": self.action_play, "brief-same": self.action_same_deal, "brief-back": self.action_back}[event.button.id or "brief-back"]()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id:
            host(self).sessions.open_replay_save(event.option.id)

    def action_play(self) -> None:
        if not self.progress_.unlocked:
            self.notify(_("This stage is still locked."), severity="warning")
            return
        self.session.play(self.stage, replace=self)

    def action_same_deal(self) -> None:
        seed = self._last_seed()
        if not self.progress_.unlocked or seed is None:
            self.notify(_("No deal to play again yet."), severity="warning")
            return
        self.session.play(self.stage, seed=seed, replace=self)

    def action_back(self) -> None:
        self.app.pop_screen()
