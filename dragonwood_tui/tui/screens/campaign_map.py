"""The campaign map: the road drawn as a road, chapters winding down the screen, stages as
stops on it with their stars, locks on the stages still closed, the current stage marked.

Keys: ←/→ along the road, ↑/↓ a chapter up or down, Enter opens the stage's briefing, Home
jumps to the current stage, x resets the campaign (after a confirmation; records are kept).
Mouse: a click selects a stop, a click on the selected stop opens it.
"""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import TYPE_CHECKING

from rich.style import Style
from rich.text import Text
from textual import events
from textual.message import Message
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Static

from dragonwood_tui.campaign.texts import shown
from dragonwood_tui.i18n import N_, _, ngettext, pgettext
from dragonwood_tui.tui.titles import level_name
from dragonwood_tui.storage.text import plain
from dragonwood_tui.tui.host import host
from dragonwood_tui.tui.titles import game_title
from dragonwood_tui.tui.widgets.lean_footer import LeanFooter
from dragonwood_tui.tui.widgets.palette import palette
from dragonwood_tui.i18n import os_reason

if TYPE_CHECKING:  # (made by the app's sessions, which import them)
    from dragonwood_tui.campaign.progress import Progress
    from dragonwood_tui.tui.screens.campaign_play import CampaignSession

SP = "\u00a0"  # no-break spaces: leading blanks of a line are kept as drawn

# this screen's rules, beside it: a file the app can read before the map first opens (styles
# added at an opening make Textual parse every style sheet again)
STYLES = Path(__file__).with_suffix(".tcss")


def wrap(title: str, room: int) -> list[str]:
    """A stage title in lines of at most `room` columns (whole words where they fit)."""
    return textwrap.wrap(plain(title, 80), max(8, room)) or [""]


def stars_text(n: int, of: int) -> str:
    return "★" * n + "☆" * (of - n)


class RoadMap(Widget, can_focus=True):
    """The road; `selected` is a stage id. Posts `RoadMap.Opened` on a second click."""

    class Opened(Message):
        def __init__(self, stage: str) -> None:
            super().__init__()
            self.stage = stage

    def __init__(
        self, progress: Progress, chapters: list[tuple[str, str, int]], selected: str | None,
        id: str | None = None, stories: dict[str, str] | None = None,
    ) -> None:
        super().__init__(id=id)
        self.progress = progress
        self.chapters = chapters  # (id, title, stars needed)
        self.stories = stories or {}  # chapter id -> its story line (shown on tall screens)
        self.selected = selected or progress.current
        self._spots: list[tuple[int, int, int, str]] = []  # (y, x0, x1, stage) of each stop

    def set_progress(self, progress: Progress) -> None:
        self.progress = progress
        self.refresh()

    def select(self, stage: str) -> None:
        self.selected = stage
        self.refresh()
        self.post_message(self.Selected(stage))

    class Selected(Message):
        def __init__(self, stage: str) -> None:
            super().__init__()
            self.stage = stage

    # -- drawing --------------------------------------------------------------------------------
    def render(self) -> Text:
        # Whole stage titles under their stops when they fit the height; else the detail line
        # below the map names the selected stage whole.
        text = self._draw(titles=True)
        if self.content_size.height < 30 and text.plain.count("\n") > self.content_size.height:
            text = self._draw(titles=False)
        return text

    def _draw(self, titles: bool) -> Text:
        width = max(self.content_size.width, 40)
        tall = self.content_size.height >= 30
        p = self.progress
        text = Text(no_wrap=True, overflow="crop")
        pal = palette(self)
        road = Style(color=pal.badge.color)  # the road and the stars: the theme's accent, not a fixed yellow
        self._spots = []
        most = max(len([s for s in p.stages if s.chapter == c[0]]) for c in self.chapters)
        box = 9 if tall else 7
        gap = max(2, min(12, (width - 6 - box * most) // max(1, most - 1)))
        cell = box + gap
        turn_x: int | None = None  # where the road comes down from the chapter above
        y = 0
        for ci, (cid, title, needed) in enumerate(self.chapters):
            stages = [s for s in p.stages if s.chapter == cid]
            opened = p.stars >= needed
            head = f"── {ci + 1} · {plain(title, 40)} "
            if needed:
                state = _("open") if opened else f"{p.stars}/{needed}"
                head += _("(opens with {n} ★: {state})").format(n=needed, state=state) + " "
            text.append(head + "─" * max(0, width - len(head)) + "\n", style="bold" if opened else "dim")
            y += 1
            story = self.stories.get(cid)
            if tall and story:
                text.append(SP * 3 + plain(story, width - 4) + "\n", style="italic dim")
                y += 1
            if turn_x is not None:
                text.append(SP * turn_x + "┃\n", style=road if stages[0].unlocked else "dim")
                y += 1
            left_to_right = ci % 2 == 0
            n = len(stages)
            if turn_x is None:
                x0 = 3
            elif left_to_right:
                x0 = turn_x - box // 2
            else:
                x0 = turn_x - (n - 1) * (box + gap) - box // 2
            x0 = max(1, x0)
            order = stages if left_to_right else list(reversed(stages))
            last_room = min(cell - 1, width - (x0 + (n - 1) * cell) - 1)
            wrapped = [wrap(shown(s.title), cell - 1 if i + 1 < n else last_room) for i, s in enumerate(order)]
            lines = [Text(SP * x0) for _row in range(4 if tall else 2)]
            depth = max(len(t) for t in wrapped) if titles else 0
            title_lines = [Text(SP * x0) for _line in range(depth)]
            mid = 1 if tall else 0
            for i, s in enumerate(order):
                start = x0 + i * (box + gap)
                if i:
                    for li, line in enumerate(lines):
                        line.append("━" * gap if li == mid else SP * gap, style=road if s.unlocked else "dim")
                sel = s.id == self.selected
                cur = s.id == p.current
                style = "bold reverse" if sel else (pal.badge if cur else ("" if s.unlocked else "dim"))
                label = f"{'▶' if cur else ''}{s.id}"  # the stage to play next (an asterisk read as a footnote)
                if tall:
                    lines[0].append("╭" + "─" * (box - 2) + "╮", style=style)
                    lines[1].append("│" + label.center(box - 2).replace(" ", SP) + "│", style=style)
                    lines[2].append("╰" + "─" * (box - 2) + "╯", style=style)
                else:
                    lines[0].append(f"({label})".center(box).replace(" ", SP), style=style)
                under = lines[-1]
                if s.unlocked:
                    under.append(stars_text(s.stars, len(s.thresholds)).center(box).replace(" ", SP), style=road if s.stars else "")
                else:
                    # TRANSLATORS: under a locked stage of the campaign map: at most 7 letters
                    locked = plain(pgettext("campaign map, under a stage", "locked"), box)  # never past its box
                    under.append(locked.center(box).replace(" ", SP), style="dim")
                last = i + 1 == len(order)
                for li, line in enumerate(title_lines):
                    part = wrapped[i][li] if li < len(wrapped[i]) else ""
                    line.append(part if last else (part + " " * (cell - len(part))).replace(" ", SP), style="dim")
                for dy in range(3 if tall else 1):
                    self._spots.append((y + dy, start, start + box, s.id))
            for line in lines + title_lines:
                text.append_text(line)
                text.append("\n")
            y += len(lines) + len(title_lines)
            end_x = x0 + (n - 1) * (box + gap) if left_to_right else x0
            turn_x = end_x + box // 2
            if ci + 1 < len(self.chapters):
                text.append(SP * turn_x + "┃\n", style=road)
                y += 1
        return text

    # -- mouse ------------------------------------------------------------------------------------
    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        for y, x0, x1, stage in self._spots:
            if offset.y == y and x0 <= offset.x < x1:
                if stage == self.selected:
                    self.post_message(self.Opened(stage))
                else:
                    self.select(stage)
                return


class CampaignMapScreen(Screen[None]):
    HELP_TITLE = N_("Campaign map")
    CSS_PATH = STYLES
    AUTO_FOCUS = "RoadMap"
    BINDINGS = [
        Binding("left", "move(-1)", N_("Previous stop"), id="campaign.left"),
        Binding("right", "move(1)", N_("Next stop"), id="campaign.right"),
        Binding("up", "chapter(-1)", N_("Chapter up"), show=False, id="campaign.up"),
        Binding("down", "chapter(1)", N_("Chapter down"), show=False, id="campaign.down"),
        Binding("enter", "open", N_("Open stage"), id="campaign.open"),
        Binding("home", "current", N_("Current stage"), show=False, id="campaign.current"),
        Binding("l", "load", N_("Load"), tooltip=N_("Play a campaign file of your own (empty: the built-in road)"), id="campaign.load"),
        Binding("x", "reset", N_("Reset"), tooltip=N_("Start the campaign again (your games stay in the saves)"), id="campaign.reset"),
        Binding("escape,q", "app.main_menu", N_("Menu"), id="campaign.menu"),
    ]

    def __init__(self, session: CampaignSession) -> None:
        super().__init__()
        self.session = session
        self.progress_ = session.progress()
        self._fresh = False  # just read: the first ScreenResume needs no reload

    def compose(self) -> ComposeResult:
        c = self.session.campaign
        p = self.progress_
        yield Static(Text(f"{plain(shown(c.title), 60)}   {p.stars}/{p.max_stars} ★"), id="map-title")
        chapters = [(ch.id, shown(ch.title), ch.stars_needed) for ch in c.chapters]
        stories = {ch.id: shown(ch.story) for ch in c.chapters}
        yield RoadMap(p, chapters, self.session.selected, id="road", stories=stories)
        yield Static(id="map-detail")
        # at 80 columns its own keys, whole, before "^p Commands"; built with the screen (the
        # road taking the focus changes no key): no second build and frame after the first
        yield LeanFooter()  # one widget for the keys: a widget per key was a fifth of the opening

    @property
    def road(self) -> RoadMap:
        return self.query_one(RoadMap)

    def on_mount(self) -> None:
        self._detail()
        self._fresh = True

    def on_screen_resume(self) -> None:
        if self._fresh:  # the push that opened the map: its progress was read just now
            self._fresh = False
            return
        self._reload()

    def _reload(self) -> None:
        # Back from a stage: stars and locks may have changed.
        self.progress_ = self.session.progress()
        self.road.set_progress(self.progress_)
        if self.session.selected:
            self.road.selected = self.session.selected
        p = self.progress_
        self.query_one("#map-title", Static).update(Text(f"{plain(shown(self.session.campaign.title), 60)}   {p.stars}/{p.max_stars} ★"))
        self._detail()

    def _detail(self) -> None:
        from dragonwood_tui.campaign.goals import goal_text, measure_text

        sid = self.road.selected
        if sid is None:
            return
        s = self.progress_.stage(sid)
        stage = self.session.campaign.stage(sid)
        who = ", ".join(level_name(level) for level in stage.opponents) or _("solo")
        text = Text()
        text.append(f"{s.id} {plain(shown(s.title), 50)}", style="bold")
        text.append(f" · {game_title(s.game)} ({who})")
        if s.unlocked:
            text.append(f" · {stars_text(s.stars, len(s.thresholds))}", style=Style(color=palette(self).badge.color))
        else:
            text.append(" · " + _("locked"), style="dim")
        text.append("\n" + _("Goal: {goal}").format(goal=goal_text(stage.goal, stage.game)))
        if s.best:
            best = _("best {measure}").format(measure=measure_text(stage.goal, stage.game, s.best.measure))
        else:
            best = _("not played yet") if not s.attempts else _("not passed yet")
        n = len(s.attempts)
        text.append(f" · {best} · " + ngettext("{n} attempt", "{n} attempts", n).format(n=n))
        self.query_one("#map-detail", Static).update(text)

    # -- moving ---------------------------------------------------------------------------------------
    def _ids(self) -> list[str]:
        return [s.id for s in self.progress_.stages]

    def on_road_map_selected(self, event: RoadMap.Selected) -> None:
        self.session.selected = event.stage
        self._detail()

    def on_road_map_opened(self, event: RoadMap.Opened) -> None:
        self.action_open()

    def action_move(self, step: int) -> None:
        ids = self._ids()
        i = ids.index(self.road.selected) if self.road.selected in ids else 0
        self.road.select(ids[max(0, min(len(ids) - 1, i + step))])

    def action_chapter(self, step: int) -> None:
        p = self.progress_
        chapters = [c.id for c in self.session.campaign.chapters]
        if self.road.selected is None:
            return
        here = p.stage(self.road.selected).chapter
        target = chapters[max(0, min(len(chapters) - 1, chapters.index(here) + step))]
        first = next(s.id for s in p.stages if s.chapter == target)
        self.road.select(first)

    def action_current(self) -> None:
        if self.progress_.current:
            self.road.select(self.progress_.current)

    def action_open(self) -> None:
        from dragonwood_tui.tui.screens.campaign_briefing import CampaignBriefingScreen

        sid = self.road.selected
        if sid is not None:
            self.app.push_screen(CampaignBriefingScreen(self.session, sid))

    def action_load(self) -> None:
        from dragonwood_tui.campaign.loader import CampaignError, load_campaign
        from dragonwood_tui.tui.screens.confirm import TextPromptScreen

        def answer(path: str | None) -> None:
            if path is None:
                return
            try:
                campaign = load_campaign(Path(path).expanduser() if path.strip() else None)
            except CampaignError as exc:
                host(self).notify_error(str(exc), _("Campaign"))
                return
            self.app.switch_screen(CampaignMapScreen(host(self).sessions.use_campaign(campaign)))

        self.app.push_screen(TextPromptScreen(_("Campaign file to play (empty: the built-in road):"), placeholder="~/my-road.json"), answer)

    def action_reset(self) -> None:
        from dragonwood_tui.campaign.progress import reset_progress
        from dragonwood_tui.tui.screens.confirm import ConfirmScreen

        def answer(yes: bool | None) -> None:
            if yes:
                try:
                    reset_progress(self.session.campaign, self.session.folder)
                except OSError as exc:
                    host(self).notify_error(_("cannot reset: {reason}").format(reason=os_reason(exc)), _("Campaign"))
                    return
                self.session.selected = None
                self._reload()
                self.road.select(self.progress_.current or self._ids()[0])
                self.notify(_("The campaign starts again. Your games are still in the saves."), title=_("Campaign"))

        question = _("Start the campaign again? Stars and unlocks go back to the start; your games stay in the saves.")
        self.app.push_screen(ConfirmScreen(question, yes=_("Reset"), no=_("Keep")), answer)
