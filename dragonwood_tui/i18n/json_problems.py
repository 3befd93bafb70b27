"""msgspec's JSON errors worded in the player's language.

msgspec says what is wrong with a file's JSON in English ("Expected `int` >= 0 - at
`$.chapters[0].stages[1].seed`", "JSON is malformed: expected ':' (byte 5)"). A line a player
reads says it in their language: the shapes msgspec writes are read here, each worded from the
catalog with its fields (the field's path, the value, the bound) kept as written; a message of a
shape not known here is said without its English detail rather than shown in English.
"""

from __future__ import annotations

import re

from dragonwood_tui.i18n import N_, _, quoted

_AT = re.compile(r"^(?P<what>.*) - at `(?P<where>\$[^`]*)`$", re.S)
_EXPECTED_GOT = re.compile(r"^Expected `(?P<want>[^`]+)`, got `(?P<got>[^`]+)`$")
_BOUND = re.compile(r"^Expected `(?P<want>int|float)` (?P<op>>=|<=|>|<) (?P<bound>-?[\d.e+]+)$")
_LENGTH = re.compile(r"^Expected `(?P<want>[^`]+)` of length (?:(?P<op>>=|<=) )?(?P<bound>\d+)$")
_REGEX = re.compile(r"^Expected `str` matching regex (?P<regex>.*)$", re.S)
_FIELD = re.compile(r"^Object (?P<kind>missing required|contains unknown) field `(?P<field>[^`]*)`$")
_VALUE = re.compile(r"^Invalid (?:enum )?value (?P<value>.*)$", re.S)
_EXPECTED = re.compile(r"^Expected `(?P<want>[^`]+)`")
_BYTE = re.compile(r"\(byte (?P<byte>\d+)\)\s*$")

# msgspec's names of JSON types, as a player calls them
_TYPES = {
    "object": N_("an object"),
    "array": N_("an array"),
    "str": N_("a string"),
    "int": N_("an integer"),
    "float": N_("a number"),
    "bool": N_("true or false"),
    "null": N_("null"),
    "datetime": N_("a date and time"),
}
_COMPARE = {
    ">=": N_("at least {bound}"),
    "<=": N_("at most {bound}"),
    ">": N_("more than {bound}"),
    "<": N_("less than {bound}"),
}


def _compare(op: str, bound: str) -> str:
    words = _COMPARE[op]
    return _(words).format(bound=bound)


def _type(name: str) -> str:
    words = _TYPES.get(name.split(" ")[0].split("[")[0])
    return _(words) if words is not None else name


def shape_problem(what: str) -> str:
    """One msgspec validation message (without its place, " - at `$…`") in words."""
    if m := _EXPECTED_GOT.match(what):
        return _("expected {expected}, found {found}").format(expected=_type(m["want"]), found=_type(m["got"]))
    if m := _BOUND.match(what):
        # TRANSLATORS: {expected} is "an integer" or "a number"; {bound} "at least 0", "at most 3"
        return _("expected {expected}, {bound}").format(expected=_type(m["want"]), bound=_compare(m["op"], m["bound"]))
    if m := _LENGTH.match(what):
        n = m["bound"]
        if m["op"] is None:
            return _("expected {expected} of length {n}").format(expected=_type(m["want"]), n=n)
        bound = _compare(m["op"], n)
        # TRANSLATORS: {expected} is "a string", "an array"...; {bound} is "at least 1", "at most 3"
        return _("expected {expected} of length {bound}").format(expected=_type(m["want"]), bound=bound)
    if m := _REGEX.match(what):
        regex = m["regex"]
        if len(regex) >= 2 and regex[0] == regex[-1] == "'":
            regex = quoted(regex[1:-1])
        return _("a text not matching {regex}").format(regex=regex)
    if m := _FIELD.match(what):
        if m["kind"] == "missing required":
            return _("the field {field} is missing").format(field=m["field"])
        return _("unknown field {field}").format(field=m["field"])
    if m := _VALUE.match(what):
        value = m["value"]
        if len(value) >= 2 and value[0] == value[-1] == "'":
            value = quoted(value[1:-1])  # msgspec quotes a text as Python does: the language's quotes
        return _("unknown value {value}").format(value=value if len(value) <= 60 else value[:57] + "…")
    if what.startswith("Expected `datetime` with a timezone"):
        return _("expected a date and time with its time zone")
    if what.startswith("Invalid RFC3339"):
        return _("not a date and time as RFC 3339 writes it")
    if m := _EXPECTED.match(what):  # a constraint not worded above: the type at least
        return _("expected {expected}").format(expected=_type(m["want"]))
    if what in ("Integer value out of range", "Number out of range"):
        return _("a number out of range")
    return _("a value of the wrong type")


def validation_problem(exc: BaseException) -> str:
    """A msgspec.ValidationError in words, with the place it names (`$.chapters[0].title`) kept."""
    message = str(exc)
    m = _AT.match(message)
    if m is None:
        return shape_problem(message)
    # TRANSLATORS: {problem} is what is wrong ("expected an integer, at least 0"); {where} the place in the JSON ("$.chapters[0].seed")
    return _("{problem} (at {where})").format(problem=shape_problem(m["what"]), where=m["where"])


def decode_problem(exc: BaseException) -> str:
    """A msgspec.DecodeError (or the RecursionError of a too deep file) in words."""
    if isinstance(exc, RecursionError):
        return _("JSON nested too deeply")
    message = str(exc)
    if "truncated" in message:
        return _("not JSON: it ends early")
    m = _BYTE.search(message)
    if m is not None:
        return _("not JSON: malformed at byte {byte}").format(byte=m["byte"])
    return _("not JSON")


def json_problem(exc: BaseException) -> str:
    """Either kind of msgspec error, in words."""
    import msgspec

    if isinstance(exc, msgspec.ValidationError):
        return validation_problem(exc)
    return decode_problem(exc)
