"""A save's name as a person reads it, in the player's language.

The app names the records it starts for a daily ("Daily 2026-12-01") or a campaign stage ("The
Road 1-2 · Bog and Brambles"): the record keeps that English name (records stay language-free),
and screens and `dragonwood saves` show it in the language in use, re-made from what the record's
notes claim (the day, the stage). A name the player typed, or changed, is shown as written.
"""

from __future__ import annotations

from dragonwood_tui.i18n import _


def shown_save_name(name: str, notes: str) -> str:
    """`name` in the player's language when it is the app's name for the daily or campaign stage
    the record's `notes` claim; any other name as written (the caller escapes it for the screen)."""
    if not name:
        return name
    if notes.startswith("daily:"):
        return _daily_name(name, notes)
    if notes.startswith("campaign:"):
        return _campaign_name(name, notes)
    return name


def listed_save_title(name: str, notes: str, game: str) -> str:
    """A save's Game cell in a list of saves (the caller escapes a typed name): the game's title,
    with the save's name when it has one; a daily the app named as "<game> daily" (its date
    is the row's, and the day's full name the selected save's details: "Daily challenge
    2026-12-07 (Dragonwood)" was cut to "Daily challeng…" at 80 columns)."""
    if not name:
        return game
    if notes.startswith("daily:"):
        from dragonwood_tui.daily.result import claim_of, record_name

        claim = claim_of(notes)
        if claim is not None and name == record_name(claim.day, False):
            # TRANSLATORS: a daily challenge's saved game in the saves list's Game column ("Dragonwood daily")
            return _("{game} daily").format(game=game)
        if claim is not None and name == record_name(claim.day, True):
            # TRANSLATORS: a later attempt at a day's deal in the saves list's Game column (it does not count)
            return _("{game} daily · practice").format(game=game)
    return f"{shown_save_name(name, notes)} ({game})"


def stage_save_title(name: str, notes: str) -> str | None:
    """A campaign stage's save as the main menu's Continue row names it: "Stage 1-1 First steps
    in the wood" (the campaign's title is the welcome panel's; with it, the row was cut to
    "The Road to the Dragons 1-1 · First ste…"); None for any other save, or a name the player
    changed (the caller escapes the title: a custom campaign's comes from a file)."""
    from dragonwood_tui.campaign.tag import parse_tag

    tag = parse_tag(notes)
    if tag is None:
        return None
    _campaign, sep, stage = shown_save_name(name, notes).partition(f" {tag[1]} · ")
    if not sep or not stage:
        return None  # a name the player typed
    return _("Stage {id} ").format(id=tag[1]) + stage


def _daily_name(name: str, notes: str) -> str:
    from dragonwood_tui.daily.result import claim_of, record_name

    claim = claim_of(notes)
    if claim is None:
        return name
    day = claim.day.isoformat()
    if name == record_name(claim.day, False):
        # TRANSLATORS: a daily challenge's saved game in the saves list; {date} is 2026-12-01
        return _("Daily challenge {date}").format(date=day)
    if name == record_name(claim.day, True):
        # TRANSLATORS: a later attempt at a day's deal in the saves list (it does not count); {date} is 2026-12-01
        return _("Daily challenge {date} · practice").format(date=day)
    return name


def _campaign_name(name: str, notes: str) -> str:
    """"<campaign title> <stage id> · <stage title>" (`campaign.attempts.attempt_name`) with the
    titles the catalog knows in the language; a custom campaign's titles as its file writes them."""
    from dragonwood_tui.campaign.tag import parse_tag
    from dragonwood_tui.campaign.texts import shown

    tag = parse_tag(notes)
    if tag is None:
        return name
    campaign_title, sep, stage_title = name.partition(f" {tag[1]} · ")
    if not sep or not campaign_title or not stage_title:
        return name
    titles = shown(campaign_title), shown(stage_title)
    if (titles[0] == campaign_title) != (titles[1] == stage_title):
        return name  # one title known, the other not: a name the player edited
    return f"{titles[0]} {tag[1]} · {titles[1]}"
