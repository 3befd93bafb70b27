"""Grammar a translation can ask of a name it inserts: Russian cases, French articles, agreement.

English inserts a card's name as it is ("You fight {card}"). Russian declines it after a verb or
a preposition ("Вы сражаетесь с Ведьмой") and French puts the name's own article before it
("Vous incarnez la Sorcière", "la carte rejoint l’armée"). A translation says what it needs in
the placeholder's format spec, and the name's forms come from the catalog:

    msgid "You fight {card}."
    msgstr "Вы сражаетесь с {card:ins}."            (ru: nom acc gen dat ins prep)
    msgstr "Vous affrontez {card:le}."              (fr: le Le de De à À — la/l’/les, du/des, au/aux)
    msgid "{card} is beaten."
    msgstr "{card:Le} est {card:g:battu/battue/battus/battues}."   (fr: m / f / m pl / f pl)
    msgstr "{card} {card:g:побеждён/побеждена/побеждено/побеждены}."  (ru: m / f / n / pl)

Each card name has one catalog entry with the context "<kind> card grammar" beside its name's
("<kind> card"), whose translation lists the name's gender and forms (`parse_forms`):

    ru: "gender=f; acc=Ведьму; gen=Ведьмы; dat=Ведьме; ins=Ведьмой; prep=Ведьме"
    fr: "gender=f; article=la"        (article: le, la, l’ or les; les makes it plural)

A case may name a governing noun for a value with no forms, a player's name: `{target:gen|игрока}`
is "вас" for the person's seat (`games.words.seat_word`, whose forms are an entry of its own) and
"игрока Аня" for a player named Аня. In French a value with no article (a player's name, "vous")
takes the bare preposition, elided before a vowel: `{name:de}` is "d’Anne", `{name:à}` "à vous".

A value that is not a known name (a player's name, a number) is shown as it is, whatever the
spec asks: a player's name is never declined (the translation puts a governing noun before it).
The code passes names as it always did (`card_name(kind, name)`); the forms are found by the
name as shown, when a translated message with such a spec is formatted (`Phrase`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

#: the Russian cases a spec may ask for (the nominative is the name itself)
CASES = ("nom", "acc", "gen", "dat", "ins", "prep")
#: the French article specs: the name with its definite article, after "de", after "à"
ARTICLES = ("le", "Le", "de", "De", "à", "À")
#: the order of an agreement spec's forms, per language (gender, plural)
AGREEMENT = {"fr": (("m", False), ("f", False), ("m", True), ("f", True)),
             "ru": (("m", False), ("f", False), ("n", False), (None, True))}
#: the keys each language's "<kind> card grammar" entry must give
REQUIRED = {"fr": ("gender", "article"), "ru": ("gender",) + CASES[1:]}
GRAMMAR_SUFFIX = " grammar"
SEAT_CONTEXT = "the person's seat, not the subject"  # games.words.seat_word's

_SPEC = re.compile(r"^(?:(?:nom|acc|gen|dat|ins|prep)(?:\|[^{}|:]+)?|le|Le|de|De|à|À|g:[^{}]*)$")
_VOWEL = re.compile(r"^[AEIOUYÂÊÎÔÛÉÈËÏÜŸÀHaeiouyâêîôûéèëïüÿàh]")

# French article forms by the name's article: (le, de, à)
_FRENCH = {"le": ("le ", "du ", "au "), "la": ("la ", "de la ", "à la "),
           "l’": ("l’", "de l’", "à l’"), "les": ("les ", "des ", "aux ")}


def is_grammar_spec(spec: str) -> bool:
    """Whether a field's format spec is one of this module's (not a width or a number format)."""
    return bool(_SPEC.match(spec))


def parse_forms(text: str) -> dict[str, str] | None:
    """The forms of a "<kind> card grammar" translation ("gender=f; acc=Ведьму; ..."), or None
    when it is none (the English name itself, untranslated)."""
    forms: dict[str, str] = {}
    for part in text.split(";"):
        key, sep, value = part.partition("=")
        if not sep or not key.strip() or not value.strip():
            return None
        forms[key.strip()] = value.strip()
    return forms if "gender" in forms else None


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def inflect(name: str, forms: Mapping[str, str] | None, spec: str, language: str) -> str:
    """`name` (as shown, nominative) in the form `spec` asks, by its `forms`; the name as it is
    when it has none or the spec is not its language's."""
    if spec.startswith("g:"):
        choices = spec[2:].split("/")
        order = AGREEMENT.get(language, ())
        gender, plural = (forms or {}).get("gender"), _plural(forms)
        for index, (g, p) in enumerate(order):
            if p == plural and (g is None or g == gender) and index < len(choices):
                return choices[index]
        return choices[0]
    case, _bar, noun = spec.partition("|")
    if case in CASES:
        if forms is not None and case in forms:
            return forms[case]
        # a name with no forms (a player's) stays nominative, after the governing noun if given
        return f"{noun} {name}" if noun and case != "nom" else name
    if spec in ARTICLES:
        article = (forms or {}).get("article")
        if article in _FRENCH:
            le, de, a = _FRENCH[article]
        else:  # no article (a player's name, "vous"): the bare preposition, elided before a vowel
            le, de, a = "", ("d’" if _VOWEL.match(name) else "de "), "à "
        word = {"le": le, "de": de, "à": a}[spec.lower()]
        return (_capital(word) if spec[0].isupper() else word) + name
    return name


def _plural(forms: Mapping[str, str] | None) -> bool:
    if not forms:
        return False
    return forms.get("number") == "pl" or forms.get("article") == "les" or forms.get("gender") == "pl"


# the forms of the names of the language in effect, by the name as shown (built at first use)
_known: dict[int, dict[str, dict[str, str]]] = {}


def _names_forms() -> dict[str, dict[str, str]]:
    """Every card name of the catalog in effect, as shown, with its parsed forms."""
    from dragonwood_tui import i18n

    translations = i18n._translations
    found = _known.get(id(translations))
    if found is None:
        found = {}
        catalog: dict[Any, Any] = getattr(translations, "_catalog", {})
        for key in list(catalog):
            if not isinstance(key, str) or "\x04" not in key:
                continue
            context, english = key.split("\x04", 1)
            if not context.endswith(GRAMMAR_SUFFIX):
                continue
            forms = parse_forms(str(catalog[key]))
            if forms is not None:
                found[i18n.pgettext(context[: -len(GRAMMAR_SUFFIX)], english)] = forms
        _known.clear()
        _known[id(translations)] = found
    return found


def forms_of(name: str) -> dict[str, str] | None:
    """The forms of a name as shown in the language in effect, or None (not a card's name)."""
    return _names_forms().get(str(name))


def inflect_shown(shown: str, spec: str, language: str) -> str:
    """`shown` in the form `spec` asks: a name; a name and its numbers ("Ours (F, attaque 5)":
    the name inflected, the rest kept); or a list of names ("Ours, Loup": each one)."""
    forms = forms_of(shown)
    if forms is not None or spec.startswith("g:"):
        return inflect(shown, forms, spec, language)
    head, paren, rest = shown.partition(" (")
    if paren and forms_of(head) is not None:
        return inflect(head, forms_of(head), spec, language) + paren + rest
    parts = shown.split(", ")
    if len(parts) > 1 and all(forms_of(part.partition(" (")[0]) is not None for part in parts):
        return ", ".join(inflect_shown(part, spec, language) for part in parts)
    return inflect(shown, None, spec, language)


class Phrase(str):
    """A translated message whose fields ask for grammar (`{card:acc}`): its `format` and
    `format_map` inflect those fields; every other field is formatted as `str.format` does."""

    __slots__ = ()

    def format(self, /, *args: object, **kwargs: object) -> str:
        return _formatter().vformat(str(self), args, kwargs)

    def format_map(self, mapping: Mapping[str, Any]) -> str:
        return _formatter().vformat(str(self), (), mapping)


def _formatter() -> Any:
    global _FORMATTER
    if _FORMATTER is None:
        import string

        from dragonwood_tui.i18n import language

        class Grammar(string.Formatter):
            def format_field(self, value: Any, format_spec: str) -> Any:
                if is_grammar_spec(format_spec):
                    return inflect_shown(str(value), format_spec, language())
                return format(value, format_spec)

        _FORMATTER = Grammar()
    return _FORMATTER


_FORMATTER: Any = None


def phrase(translation: str) -> str:
    """`translation` as a `Phrase` when a field of it asks for grammar, else as it is."""
    if "{" in translation and ":" in translation:
        from _string import formatter_parser  # type: ignore[import-not-found]

        try:
            if any(spec and is_grammar_spec(spec) for _, name, spec, _ in formatter_parser(translation) if name):
                return Phrase(translation)
        except ValueError:
            return translation
    return translation


def extract(fileobj: object, keywords: object, comment_tags: object, options: object) -> Iterator[tuple[int, str, tuple[str, str], list[str]]]:
    """Babel's extractor: one "<kind> card grammar" entry per card name, for its forms."""
    from dragonwood_tui.i18n.card_names import game_card_names

    note = ("The grammar of this name, for the messages that insert it. Russian: "
            "\"gender=m|f|n|pl; acc=…; gen=…; dat=…; ins=…; prep=…\" (the name in each case). "
            "French: \"gender=m|f; article=le|la|l’|les\". docs/i18n.md: Grammar of names.")
    for context, name, _what in game_card_names():
        if context.endswith(" card"):
            yield 1, "pgettext", (context + GRAMMAR_SUFFIX, name), [note]
    # the person's seat where it is not the subject (games.words.seat_word): "у вас", "à vous"
    yield 1, "pgettext", (SEAT_CONTEXT + GRAMMAR_SUFFIX, "You"), [note]
