"""The main menu's welcome panel (wide terminals): what a returning player wants to see first —
the last game's result and the campaign's next stage — or, before any, a small piece of art.

Read in the menu's thread after its first frame, from what the menu lists anyway (the saves
index) and the campaign's own progress cache; no Textual here. Names and titles from files are
shown as text (`plain`). The panel never moves: it is drawn once per reading.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from dragonwood_tui.i18n import _, ngettext

if TYPE_CHECKING:
    from dragonwood_tui.storage.saves_list import SaveInfo
    from dragonwood_tui.tui.host import AppHost

# the forest of Dragonwood, for a player who has finished nothing yet (no campaign stage either)
ART = (
    "        ▲            ▲",
    "   ▲   ▲▲▲    ▲     ▲▲▲",
    "  ▲▲▲ ▲▲▲▲▲  ▲▲▲   ▲▲▲▲▲",
    " ▲▲▲▲▲ ┃┃┃  ▲▲▲▲▲    ┃",
    "   ┃         ┃",
)


def last_game_lines(app: AppHost, infos: Sequence[SaveInfo]) -> list[str]:
    """The newest finished game: its title, won or lost with the scores, when."""
    from dragonwood_tui.tui.titles import game_title

    last = next((i for i in infos if i.problem is None and i.finished and i.scores), None)
    if last is None:
        return []
    me = next((n for n, s in enumerate(last.seats) if s.bot is None), 0)
    mine = last.scores[me] if me < len(last.scores) else 0
    won = me in last.winners
    game = game_title(last.game)
    if len(last.scores) == 1:
        line = ngettext("{game}: won, {n} point", "{game}: won, {n} points", mine) if won else ngettext(
            "{game}: lost, {n} point", "{game}: lost, {n} points", mine)
        result = line.format(game=game, n=mine)
    else:
        best = max(s for n, s in enumerate(last.scores) if n != me)
        # TRANSLATORS: the main menu's last game: "Dragonwood: won 27–23" (your score, then the best other one)
        result = (_("{game}: won {mine}–{other}") if won else _("{game}: lost {mine}–{other}")).format(game=game, mine=mine, other=best)
    return [_("Last game"), ("✓ " if won else "✗ ") + result, "  " + app.format_day(last.updated)]


def record_lines(infos: Sequence[SaveInfo]) -> list[str]:
    """The games finished, by game, the most played first: how many, how many won (none before
    the second: the last game says the first)."""
    from dragonwood_tui.tui.titles import game_title

    counts: dict[str, list[int]] = {}
    for info in infos:
        if info.problem is None and info.finished and info.scores:
            me = next((n for n, s in enumerate(info.seats) if s.bot is None), 0)
            played_won = counts.setdefault(info.game, [0, 0])
            played_won[0] += 1
            played_won[1] += me in info.winners
    if sum(played for played, _won in counts.values()) < 2:
        return []
    # TRANSLATORS: the main menu's heading over the games finished, by game
    lines = [_("Your games")]
    for kind, (played, won) in sorted(counts.items(), key=lambda item: (-item[1][0], item[0])):
        # TRANSLATORS: the main menu: "Dragonwood: 5 of 12 won" (games finished of that game)
        lines.append(ngettext("{game}: {won} of {n} won", "{game}: {won} of {n} won", played).format(
            game=game_title(kind), won=won, n=played))
    return lines


CAMPAIGN_NOTES = "campaign:"
# the shipped campaign, read as data before any attempt (`campaign.builtin_path()`'s file): the
# menu imports no campaign module (tests/tui/test_menu_imports.py), it only names the first stage
BUILTIN_CAMPAIGN = Path(__file__).resolve().parents[1] / "campaign" / "campaigns" / "road.json"


def first_stage_lines() -> list[str]:
    """The campaign's title and its first stage, for a player who has tried none (none when the
    file can't be read as a campaign)."""
    import json

    from dragonwood_tui.i18n import pgettext
    from dragonwood_tui.storage.text import plain
    from dragonwood_tui.tui.titles import game_title

    def shown(text: str) -> str:  # as `campaign.texts.shown` (its context), without importing the campaign
        return plain(pgettext("campaign", text), 40)

    try:
        data = json.loads(BUILTIN_CAMPAIGN.read_text(encoding="utf-8"))
        first = data["chapters"][0]["stages"][0]
        title, stage, game = data["title"], first["title"], first["game"]
        if not all(isinstance(x, str) for x in (title, stage, game)):
            return []
    except (OSError, ValueError, KeyError, IndexError, TypeError):
        return []
    # TRANSLATORS: the main menu: the campaign's title, as a heading
    return [_("Campaign: {campaign}").format(campaign=shown(title)),
            # TRANSLATORS: the main menu, before any campaign game: the stage to start with, and its game
            _("First stage: {stage} ({game})").format(stage=shown(stage), game=game_title(game))]  # how a campaign attempt's notes start (`campaign.attempts.tag_notes`)


def campaign_lines(saves_folder: Path, infos: Sequence[SaveInfo] | None = None) -> list[str]:
    """The campaign's stars and its next stage; before the first attempt, its first stage (a
    new player is the one who needs it most: with `infos`, the saves listed, the progress is
    not even read when none of them is an attempt)."""
    if infos is not None and not any(i.notes.startswith(CAMPAIGN_NOTES) for i in infos):
        return first_stage_lines()
    try:
        from dragonwood_tui.campaign.loader import load_campaign
        from dragonwood_tui.campaign.progress import progress

        p = progress(load_campaign(None), saves_folder)
    except Exception:  # a bad campaign file or folder must not break the menu: no lines
        return []
    if not any(s.attempts for s in p.stages):
        return first_stage_lines()
    from dragonwood_tui.campaign.texts import shown
    from dragonwood_tui.storage.text import plain
    from dragonwood_tui.tui.titles import game_title

    lines = [ngettext("{campaign}: {n} of {most} campaign star", "{campaign}: {n} of {most} campaign stars", p.max_stars).format(
        campaign=plain(shown(p.title), 40), n=p.stars, most=p.max_stars)]
    stage = next((s for s in p.stages if s.id == p.current), None)
    if stage is not None:
        # TRANSLATORS: the main menu: the campaign stage to play next, and its game
        lines.append(_("Next stage: {stage} ({game})").format(stage=plain(shown(stage.title), 40), game=game_title(stage.game)))
    return lines


HEAD, ART_LINE, PLAIN = "head", "art", ""  # how a line of the panel is drawn


def welcome_parts(app: AppHost, infos: Sequence[SaveInfo]) -> list[list[str]]:
    """The blocks a returning player wants first: the last game, the campaign's next stage (its
    first before any), the daily's run and figures, the games finished by game."""
    from dragonwood_tui.tui.daily_line import daily_record_lines

    blocks = (last_game_lines(app, infos), campaign_lines(app.saves_folder, infos), daily_record_lines(app, infos), record_lines(infos))
    return [p for p in blocks if p]


def news_parts(parts: Sequence[Sequence[str]]) -> list[Sequence[str]]:
    """The blocks a narrow menu's two rows say: the last game and the campaign (the record
    is the panel's, where there is room for it)."""
    return [p for p in parts if not p or p[0] not in (_("Your games"), _("Daily challenge"))]


def welcome_words() -> str:
    return _("Welcome to the forest: pick a game, or the campaign to learn them one by one.")


def welcome_lines(parts: Sequence[Sequence[str]]) -> list[tuple[str, str]]:
    """The panel's lines as (how, text): each block's first line a heading, a blank line between;
    a word of welcome when there is none (the art stands under them where the panel has rows:
    `main_menu.welcome_text`)."""
    if not parts:
        return [(PLAIN, welcome_words())]
    lines: list[tuple[str, str]] = []
    if parts[0][0] != _("Last game"):  # nothing finished yet: a word of welcome first
        lines = [(PLAIN, welcome_words())]
    for part in parts:
        lines += ([(PLAIN, "")] if lines else []) + [(HEAD, part[0])] + [(PLAIN, line) for line in part[1:]]
    return lines


def summary_line(parts: Sequence[Sequence[str]]) -> str:
    """The blocks a line each, for a terminal too narrow for the panel: the last game's result
    ("Last game ✗ Dragonwood: lost 22–36") and the campaign's next stage ("Next stage: ..."; its
    stars when no stage is next); before any, the word of welcome (one paragraph, to wrap)."""
    if not parts:
        return welcome_words()
    pieces = []
    for part in parts:
        if part and part[0] == _("Last game"):
            pieces.append(f"{part[0]} {part[1].strip()}" if len(part) > 1 else part[0])
        elif part:
            pieces.append(part[-1].strip())
    return "\n".join(pieces)
