"""Small grammar for lines about players: a seat's name is the subject, and the person's seat is
named "You" by default, so "You draw", not "You draws"."""

from __future__ import annotations

# present-tense verbs whose plain form is not the third person minus its final "s"
_IRREGULAR = {"is": "are", "has": "have", "tries": "try", "passes": "pass", "does": "do", "goes": "go"}


def is_you(who: str) -> bool:
    return who.strip().lower() == "you"


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
