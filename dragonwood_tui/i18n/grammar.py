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
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

# str.format's parser (what string.Formatter().parse calls), without importing `string`
from _string import formatter_parser  # type: ignore[import-not-found]  # a C module of CPython with no stub

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


# the forms of the names of the language in effect, by the name as shown: built at first use for
# the catalog object in effect (held here, so that a new catalog is never taken for this one)
_known: list[tuple[object, dict[str, dict[str, str]]]] = []


def _names_forms() -> dict[str, dict[str, str]]:
    """Every card name of the catalog in effect, as shown, with its parsed forms."""
    from dragonwood_tui.i18n import current

    translations = current.translations
    if _known and _known[0][0] is translations:
        return _known[0][1]
    found: dict[str, dict[str, str]] = {}
    catalog: dict[Any, Any] = getattr(translations, "_catalog", {})
    for key in list(catalog):
        if not isinstance(key, str) or "\x04" not in key:
            continue
        context, english = key.split("\x04", 1)
        if not context.endswith(GRAMMAR_SUFFIX):
            continue
        forms = parse_forms(str(catalog[key]))
        if forms is not None:
            found[current.pgettext(context[: -len(GRAMMAR_SUFFIX)], english)] = forms
    _known[:] = [(translations, found)]
    return found


def forms_of(name: str) -> dict[str, str] | None:
    """The forms of a name as shown in the language in effect, or None (not a card's name)."""
    return _names_forms().get(str(name))


def inflect_shown(shown: str, spec: str, language: str) -> str:
    """`shown` in the form `spec` asks: a name; a name and its numbers ("Ours (F, attaque 5)":
    the name inflected, the rest kept); or a list of names ("Ours, Loup": each one)."""
    forms = forms_of(shown)
    head, paren, rest = shown.partition(" (")
    if forms is None and paren and forms_of(head) is not None:
        if spec.startswith("g:"):  # the gender of "Sorcière du givre (un brelan)" is the name's
            return inflect(head, forms_of(head), spec, language)
        return inflect(head, forms_of(head), spec, language) + paren + rest
    if forms is not None or spec.startswith("g:"):
        return inflect(shown, forms, spec, language)
    from dragonwood_tui.i18n import current

    for joint in (", ", current.gettext_(" and ")):  # a list of names ("Ours et Loup"): each one inflected
        parts = shown.split(joint)
        if len(parts) > 1 and all(forms_of(part.partition(" (")[0]) is not None for part in parts):
            return joint.join(inflect_shown(part, spec, language) for part in parts)
    return inflect(shown, None, spec, language)


class Phrase(str):
    """A translated message whose fields ask for grammar (`{card:acc}`): its `format` and
    `format_map` inflect those fields; every other field is formatted as `str.format` does."""

    __slots__ = ()

    def format(self, /, *args: object, **kwargs: object) -> str:
        return _format(str(self), args, kwargs)

    def format_map(self, mapping: Any) -> str:
        return _format(str(self), (), mapping)


# Russian prepositions that take an "о" before a name starting with two consonants of their kind
# ("со Стаей шакалов", "во Фонарном…", "ко Гл…"): the preposition is the translation's, the name's
# first letters are known only when it is inserted
_EUPHONY = re.compile(r"(?:^|(?<=[\s(«—]))([сСвВкК]) $")
_EUPHONY_LETTERS = {"с": "сзшжщ", "в": "вф", "к": "кг"}
_CONSONANTS = "бвгджзйклмнпрстфхцчшщ"


def _euphony(before: str, value: str) -> str:
    match = _EUPHONY.search(before)
    if not match or len(value) < 2:
        return before
    letter = match.group(1)
    first, second = value[0].lower(), value[1].lower()
    if first in _EUPHONY_LETTERS[letter.lower()] and (second in _CONSONANTS or first == "щ"):
        return before[: match.start(1)] + letter + "о "
    return before


def _format(text: str, args: Sequence[object], kwargs: Mapping[str, Any]) -> str:
    """`text.format(*args, **kwargs)` with the grammar specs of this module (and Russian's "со")."""
    from dragonwood_tui.i18n import current

    formatter = _formatter()
    russian = current.language == "ru"
    out: list[str] = []
    auto = 0
    for literal, field, spec, conversion in formatter_parser(text):
        out.append(literal)
        if field is None:
            continue
        if field == "":
            field, auto = str(auto), auto + 1
        value, _key = formatter.get_field(field, args, kwargs)
        value = formatter.convert_field(value, conversion)
        spec = formatter.vformat(spec, args, kwargs) if spec and "{" in spec else (spec or "")
        shown = str(formatter.format_field(value, spec))
        if russian and out and is_grammar_spec(spec):
            out[-1] = _euphony(out[-1], shown)
        out.append(shown)
    return "".join(out)


def _formatter() -> Any:
    global _FORMATTER
    if _FORMATTER is None:
        import string

        from dragonwood_tui.i18n import current

        class Grammar(string.Formatter):
            def format_field(self, value: Any, format_spec: str) -> Any:
                if is_grammar_spec(format_spec):
                    return inflect_shown(str(value), format_spec, current.language)
                return format(value, format_spec)

        _FORMATTER = Grammar()
    return _FORMATTER


_FORMATTER: Any = None


def phrase(translation: str) -> str:
    """`translation` as a `Phrase` when a field of it asks for grammar, else as it is."""
    if "{" in translation and ":" in translation:
        try:
            if any(spec and is_grammar_spec(spec) for _, name, spec, _ in formatter_parser(translation) if name):
                return Phrase(translation)
        except ValueError:
            return translation
    return translation


# What a translation must not do: insert a name bare where a word governs its case (Russian) or
# wants its article (French). `tests/i18n/test_grammar.py` reads every message with these lists.
#: the fields that hold a card's, character's or enemy's name (a player's: PLAYER_FIELDS)
NAME_FIELDS = frozenset({"card", "cards", "character", "enemy", "potion", "jack", "target", "creatures"})
#: ({who} is the subject of its line, nominative wherever Russian puts it: "побеждает {who}")
PLAYER_FIELDS = frozenset({"name", "names", "to", "seat", "seats", "target"})
#: Russian words after which a name is not nominative: prepositions, and the stems of the verbs
#: the catalog uses with a direct or indirect object
RU_PREPOSITIONS = frozenset("с со в во на о об от из у для без к ко по против за над под перед мимо до после через при среди кроме вместо около".split())
RU_VERB_STEMS = ("сбрасыва", "сбросить", "сбросьте", "трат", "потрат", "бер", "взять", "возьм", "клад", "полож",
                 "пь", "выпить", "выпей", "побежда", "победить", "сража", "сразит", "захватыва", "захватить",
                 "надева", "надеть", "использ", "посыла", "послать", "атаку", "атаковать", "теря", "потерять",
                 "забира", "забрать", "выставля", "переда", "улича", "уличить", "вызыва", "вызвать", "встреть")
#: French words after which a card's name needs its article (`{card:le}`, `{card:de}`, `{card:à}`)
FR_ARTICLE_WORDS = frozenset("à de du des le la les l’ au aux sur contre avec dans par pour devant chez vers entre".split())
#: French verbs of the catalog that take a card's name as their object (it needs its article)
FR_VERB_STEMS = ("défauss", "incarn", "jou", "utilis", "dépens", "pren", "pos", "buv", "boi", "combat", "batt", "bat",
                 "captur", "envoi", "envoy", "ignor", "subi", "affront", "perd", "abandonn", "engloutiss", "équip", "avez")
#: nouns a name may follow in apposition ("la carte {card}", "карту {card}"): no article, no case
APPOSITION = frozenset("carte cartes trésor route personnage ennemi créature embûche карта карту карты картой сокровище "
                       "дорогу дорога персонажа персонаж врага засаду засада игрока игроку игроком игрок".split())

_WORD_BEFORE = re.compile(r"([\w’]+)\W*$")


def _fields(text: str) -> list[tuple[str, str, str]]:
    """(text before, field name, spec) of each field of `text`."""
    out, before = [], ""
    try:
        for literal, name, spec, _conv in formatter_parser(text):
            before += literal
            if name is not None:
                out.append((before, name, spec or ""))
                before += "{" + name + "}"
    except ValueError:
        return []
    return out


def ungoverned(text: str, language: str) -> list[str]:
    """The fields of a translation that insert a name bare where the language wants a case form
    (Russian) or an article (French): what `tests/i18n/test_grammar.py` reports."""
    found = []
    for before, name, spec in _fields(text):
        if is_grammar_spec(spec):
            continue
        tail = before.rstrip()
        if language == "fr" and not tail and name in NAME_FIELDS - {"target"} and re.match(
                r"\{" + re.escape(name) + r"\} [a-zà-ÿ]", text):
            found.append(f"{{{name}}} as the subject needs its article ({{{name}:Le}})")  # "{card} reste"
            continue
        if not tail or tail[-1] in ":(«—·,;[/+-":
            continue  # a label, a list or a parenthesis: the name stands alone
        match = _WORD_BEFORE.search(tail)
        word = match.group(1).lower() if match else ""
        if tail.endswith("’"):
            word = tail.split()[-1].lower()
        if word in APPOSITION:
            continue
        if language == "ru" and name in NAME_FIELDS | PLAYER_FIELDS:
            if word in RU_PREPOSITIONS or word.startswith(RU_VERB_STEMS):
                found.append(f"{{{name}}} after «{word}» needs a case ({{{name}:acc}}, {{{name}:gen|игрока}}…)")
        elif language == "fr":
            if name in NAME_FIELDS - {"target"} and (word in FR_ARTICLE_WORDS or word.startswith(FR_VERB_STEMS) or tail.endswith("’")):
                found.append(f"{{{name}}} after « {word} » needs its article ({{{name}:le}}, {{{name}:de}}, {{{name}:à}})")
            elif name in PLAYER_FIELDS | {"who"} and word == "de":
                found.append(f"{{{name}}} after « de » needs its elision ({{{name}:de}})")
    return found


def split_at_field(translation: str, field: str, shown: str, language: str, **fields: object) -> tuple[str, str, str]:
    """A translated message cut around one name field, for a screen that shows the name apart
    (in bold): (words before, the name in the form the translation asks, words after), the other
    fields formatted. `str.partition("{enemy}")` missed `{enemy:le}` and showed the placeholder;
    a translation that lost the field is the whole message in the first part."""
    match = re.search(r"\{" + re.escape(field) + r"(?::([^{}]*))?\}", translation)
    if match is None:
        return Phrase(translation).format(**{field: shown}, **fields), "", ""
    spec = match.group(1) or ""
    name = inflect_shown(shown, spec, language) if spec else shown
    return Phrase(translation[: match.start()]).format(**fields), name, Phrase(translation[match.end() :]).format(**fields)
