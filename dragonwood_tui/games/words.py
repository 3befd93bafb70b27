"""Small grammar for lines about players: a seat's name is the subject, and the person's seat is
named "You" by default, so "You draw", not "You draws"."""

from __future__ import annotations

from collections.abc import Callable

from dragonwood_tui.i18n import pgettext
from dragonwood_tui.i18n.levels import LEVEL_NAMES, level_name as level_name  # re-exported (tui.titles)

# present-tense verbs whose plain form is not the third person minus its final "s"
_IRREGULAR = {"is": "are", "has": "have", "tries": "try", "passes": "pass", "does": "do", "goes": "go"}


def is_you(who: str) -> bool:
    return who.strip().lower() == "you"


def level_named(name: str) -> bool:
    """Whether a seat is named by a computer level ("Hard", "Random 2": a campaign's opponents)."""
    level, _space, number = name.partition(" ")
    return level.lower() in LEVEL_NAMES and level[:1].isupper() and (number == "" or number.isdigit())


def seat_shown(name: str) -> str:
    """A seat's name as the narration and the screens show it: a campaign opponent named by its
    level ("Hard", "Normal 2": `campaign.stage_game.stage_seats`, English in the record) as that
    level in the language ("Difficile 2", "Сильный 2"); any other name as typed ("You" too: the
    lines about the person are messages of their own, `said`)."""
    if level_named(name):
        level, _space, number = name.partition(" ")
        shown = level_name(level.lower())
        return (shown[:1].upper() + shown[1:] + (" " + number if number else "")).strip()
    return name


def verb(who: str, third_person: str) -> str:
    """`third_person` ("draws", "is") agreeing with `who`: "You" takes "draw", "are"; any
    other name keeps "draws", "is". Words that do not change ("cannot", "re-rolled") pass as given."""
    if not is_you(who):
        return third_person
    if third_person in _IRREGULAR:
        return _IRREGULAR[third_person]
    if third_person.endswith("s") and not third_person.endswith("ss"):
        return third_person[:-1]
    return third_person


def says(who: str, third_person: str) -> str:
    """`who` and the verb agreeing with it: says("You", "draws") == "You draw"."""
    return f"{who} {verb(who, third_person)}"


def said(who: str, you: str, other: str, **fields: object) -> str:
    """A line about `who` in the player's language: `you` when `who` is the person's seat
    ("You draw {n} cards"), else `other` ("{who} draws {n} cards"); both already translated
    messages (`_`/`ngettext`), so the translator writes the person's line and the others' line
    whole, each with its own verb and word order. Formatted with `who` and `fields`."""
    return (you if is_you(who) else other).format(who=who, **fields)


def seat_word(name: str) -> str:
    """A seat's name where it is not the subject ("passes a card to {to}"): the person's seat,
    named "You", in the player's language; any other name as typed."""
    return pgettext("the person's seat, not the subject", "You") if is_you(name) else name


# The coach lines name the keys they explain as placeholders: {r} for the key r, {a_e} for the
# letters a to e. A screen fills them with what the player's keyboard layout types there, as
# its footer shows the keys ("к" for r in a Russian layout); plain Latin letters by default.
_LETTER_RUNS = {"a_e": "abcde"}
# keys named as a pair with a space inside ("[ ]"): a no-break space holds them on one line (a
# narrow panel broke "shift ([" / "])"); the wrapping keeps it (tui.no_break_wrap)
_KEY_PAIRS = {"[ ]": "[\u00a0]", "< >": "<\u00a0>"}


def named_keys(line: str, shown: Callable[[str], str] | None = None, **fields: object) -> str:
    """`line` with its key placeholders filled, each key as `shown(key)` gives it (by default
    the key itself), and its other `fields`. A run of letters reads "a–e" while the keys show as
    those letters, else one by one ("ф, и, с, в, у"): in a Cyrillic layout they are no run."""
    show = shown or (lambda key: key)

    class Keys(dict[str, object]):
        def __missing__(self, name: str) -> str:
            run = _LETTER_RUNS.get(name)
            if run is None:
                return show(name)
            keys = [show(letter) for letter in run]
            return f"{keys[0]}–{keys[-1]}" if keys == list(run) else ", ".join(keys)

    text = line.format_map(Keys(fields))
    for pair, whole in _KEY_PAIRS.items():
        text = text.replace(pair, whole)
    return text


def better_than(best: str, played: str) -> str | None:
    """The review's reason of a game that words each option as what to do ("beat the Goblin",
    "re-roll keeping 3 3"): "Better to beat the Goblin than to re-roll keeping 3 3"; None when
    the two read the same (no nameable difference: the review says its figures alone)."""
    if not best or not played or best == played:
        return None
    from dragonwood_tui.i18n import _

    # TRANSLATORS: {best} and {played} are two things to do, each as an infinitive ("beat the Goblin", "lay the Road 3")
    return _("Better to {best} than to {played}").format(best=best, played=played)
