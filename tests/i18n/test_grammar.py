"""Names inserted in French and Russian messages: Russian declines a card's name after the word that
governs its case ("Вы сражаетесь с Болотной каргой"), French gives it its article and agrees with
it ("la Sorcière des tourbières est vaincue"); a player's name, which no catalog can decline, stands
after a governing noun ("игроку Маша"). The catalog check reads every message of both languages."""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from dragonwood_tui.i18n import _, ngettext
from dragonwood_tui.i18n.card_names import card_name
from dragonwood_tui.i18n.catalogs import agrees, po_path
from dragonwood_tui.i18n.grammar import GRAMMAR_SUFFIX, REQUIRED, Phrase, parse_forms, phrase, ungoverned
from dragonwood_tui.games.words import seat_word

FIGHT = "You fight {card}: its attack {against} against your {mine}: you win"
BEATEN = "{who} drinks {potion}: {card} is beaten"


def catalog(code: str):  # type: ignore[no-untyped-def]
    with open(po_path(code), "rb") as f:
        return read_po(f)


def translations(code: str) -> list[tuple[str, str]]:
    """(English singular, form) of every translated message of `code`, each plural form apart."""
    out = []
    for m in catalog(code):
        if m.id and not (m.context or "").endswith(GRAMMAR_SUFFIX):
            english = m.id if isinstance(m.id, str) else m.id[0]
            out += [(english, form) for form in (m.string if isinstance(m.string, tuple) else (m.string,))]
    return out


@pytest.mark.parametrize("code, name, words", [
    ("ru", "Bog hag", "Вы сражаетесь с Болотной каргой:"),
    ("ru", "Bear", "Вы сражаетесь с Медведем:"),
    ("ru", "Jackal pack", "Вы сражаетесь со Стаей шакалов:"),
    ("fr", "Bog hag", "Vous combattez la Sorcière des tourbières"),
    ("fr", "Ogre", "Vous combattez l’Ogre"),
    ("fr", "Wolf", "Vous combattez le Loup"),
])
def test_a_card_name_takes_the_case_or_the_article_its_message_needs(in_language, code, name, words):
    in_language(code)
    line = _(FIGHT).format(card=card_name("road-quest", name), against=5, mine=6)
    assert line.startswith(words)


@pytest.mark.parametrize("code, name, words", [
    ("fr", "Bog hag", "la Sorcière des tourbières est vaincue"), ("fr", "Ogre", "l’Ogre est vaincu"),
    ("ru", "Bog hag", "Болотная карга побеждена"), ("ru", "Ogre", "Огр побеждён"),
])
def test_the_participle_agrees_with_the_name(in_language, code, name, words):
    in_language(code)
    line = _(BEATEN).format(who="Anne", potion=card_name("road-quest", "Victory potion"), card=card_name("road-quest", name))
    assert line.endswith(words)


def test_every_card_of_every_game_is_declined_in_russian(in_language):
    """The class, not one card: every name of the three games' data takes its instrumental."""
    from dragonwood_tui.games import game_kinds, get_game

    in_language("ru")
    names = [(kind, context, name) for kind in game_kinds() for context, name, _what in get_game(kind).card_names()
             if context.endswith(" card")]
    assert len(names) > 100  # every game's cards (the checker sees them)
    for kind, context, name in names:
        shown = card_name(kind, name)
        forms = parse_forms(_pgettext(context + GRAMMAR_SUFFIX, name))
        assert forms is not None, f"{name}: no grammar entry"
        line = _(FIGHT).format(card=shown, against=1, mine=2)
        assert re.match(f"Вы сражаетесь со? {re.escape(forms['ins'])}:", line), line


def _pgettext(context: str, message: str) -> str:
    from dragonwood_tui.i18n import pgettext

    return pgettext(context, message)


@pytest.mark.parametrize("code", ["fr", "ru"])
def test_every_grammar_entry_gives_what_its_language_needs(code):
    bad = []
    for m in catalog(code):
        if not (m.context or "").endswith(GRAMMAR_SUFFIX):
            continue
        forms = parse_forms(m.string)
        if forms is None or any(key not in forms for key in REQUIRED[code]):
            bad.append((m.id, m.string))
            continue
        if code == "fr" and m.context.endswith(" card" + GRAMMAR_SUFFIX):
            name = catalog_name(code, m.context[: -len(GRAMMAR_SUFFIX)], m.id)
            elided = forms["article"] == "l’"
            vowel = bool(re.match(r"[AEIOUYÉÈÊÂÎÔ]", name))  # (an h muet is the translator's to say: l’Hydre)
            if forms["article"] not in ("le", "la", "l’", "les") or (vowel and forms["article"] in ("le", "la")) or (forms["gender"] not in ("m", "f")):
                bad.append((m.id, m.string))
        if code == "ru" and forms.get("gender") not in ("m", "f", "n", "pl"):
            bad.append((m.id, m.string))
    assert bad == []


_NAMES: dict[str, dict[tuple[str, str], str]] = {}


def catalog_name(code: str, context: str, english: str) -> str:
    if code not in _NAMES:
        _NAMES[code] = {(m.context, m.id): m.string for m in catalog(code) if m.context}
    return _NAMES[code][(context, english)]


@pytest.mark.parametrize("code, target, words", [
    ("ru", "Маша", "Вы посылаете Медведя игроку Маша"), ("ru", "You", "Вы посылаете Медведя вам"),
    ("fr", "Anne", "Vous envoyez l’Ours à Anne"),
])
def test_a_player_name_stays_nominative_after_a_governing_noun(in_language, code, target, words):
    in_language(code)
    line = _("You send {card} to {target}").format(card=card_name("road-quest", "Bear"), target=seat_word(target))
    assert line == words


def test_french_elides_de_before_a_player_name_with_a_vowel(in_language):
    in_language("fr")
    assert _("{who}'s hand: {hand}").format(who="Anne", hand="G7") == "Main d’Anne\u202f: G7"
    assert _("{who}'s hand: {hand}").format(who="Boris", hand="G7") == "Main de Boris\u202f: G7"


def test_a_list_of_names_is_declined_name_by_name(in_language):
    from dragonwood_tui.games.road_quest.actions import Defend
    from dragonwood_tui.games.road_quest.cards import standard_cards
    from dragonwood_tui.games.road_quest.describe import action_text

    cards = standard_cards()
    wolf, spider = (next(c.id for c in cards.cards if c.name == n) for n in ("Wolf", "Giant spider"))
    in_language("ru")
    assert action_text(Defend(cards=(wolf, spider)), cards) == "защищаться Волком и Гигантским пауком"
    in_language("fr")
    assert action_text(Defend(cards=(wolf, spider)), cards) == "se défendre avec le Loup et l’Araignée géante"


def test_a_value_with_no_forms_is_shown_as_it_is(in_language):
    """A player's name, a label ("G7"), a damaged entry: the name as given, never an error."""
    in_language("ru")
    text = phrase("{a:acc} {b:ins} {c:g:он/она/оно/они} {d:gen|игрока} {e:>3}")
    assert isinstance(text, Phrase)
    assert text.format(a="G7", b="Маша", c="?", d="Аня", e=7) == "G7 Маша он игрока Аня   7"
    assert parse_forms("gender") is None and parse_forms("Ведьма") is None and parse_forms("acc=x") is None


def test_english_is_untouched_and_a_translation_without_grammar_is_a_plain_string(in_language):
    assert type(_(FIGHT)) is str and _(FIGHT).format(card="Bear", against=1, mine=2).startswith("You fight Bear:")
    in_language("fr")
    assert type(_("Settings")) is str
    assert type(ngettext("You drink {card}: +{n} life point", "You drink {card}: +{n} life points", 2)) is Phrase


def test_a_grammar_spec_agrees_with_the_english_field_and_nothing_else_does():
    assert agrees("Вы сражаетесь с {card:ins}", "You fight {card}")
    assert agrees("{card:Le} est {card:g:vaincu/vaincue/vaincus/vaincues}", "{card} is beaten")
    assert agrees("у {target:gen|игрока}", "from {target}")
    assert not agrees("{card:xyz}", "{card}") and not agrees("{card:ins} {other}", "{card}")


# ---- the catalog check: every message of both languages


def test_the_check_finds_what_it_looks_for():
    assert ungoverned("Вы сражаетесь с {card}", "ru") and ungoverned("Вы сбрасываете {card}", "ru")
    assert ungoverned("Передайте карту {name}", "ru") == [] and ungoverned("у {target}", "ru")
    assert not ungoverned("Вы сражаетесь с {card:ins}", "ru") and not ungoverned("Событие: {card}!", "ru")
    assert not ungoverned("Вы сбрасываете карту {card}", "ru") and not ungoverned("{who} побеждает", "ru")
    assert ungoverned("Vous incarnez {character}", "fr") and ungoverned("jouer le {character}", "fr")
    assert ungoverned("passe devant {card}", "fr") and ungoverned("Main de {who}", "fr")
    assert not ungoverned("Vous incarnez {character:le}", "fr") and not ungoverned("Événement\u202f: {card}\u202f!", "fr")
    assert not ungoverned("le trésor {card}", "fr") and not ungoverned("Vous dénoncez {target}", "fr")
    assert ungoverned("{card} reste dans le paysage", "fr") and not ungoverned("{card:Le} reste", "fr")
    assert not ungoverned("{card} ({effect})", "fr") and not ungoverned("{card}\u202f: choisissez", "fr")


@pytest.mark.parametrize("code", ["fr", "ru"])
def test_no_message_inserts_a_name_bare_where_its_language_wants_a_case_or_an_article(code):
    found = [(english, form, ungoverned(form, code)) for english, form in translations(code) if ungoverned(form, code)]
    assert found == [], f"{len(found)} messages, first: {found[:3]}"


# a field that only ever holds a seat (a player's name, typed, or the person's «вы»)
_SEAT_CASE = re.compile(r"\{(name|names|to|seat|seats|who):(acc|gen|dat|ins|prep)\}")


def seat_cases_without_a_noun(form: str) -> list[str]:
    """The Russian case specs of a seat's field that carry no governing noun: a typed name has
    no case forms, so «за {name:acc}» shows «за Маша»; «за {name:acc|игрока}» shows «за игрока Маша»."""
    return [m.group(0) for m in _SEAT_CASE.finditer(form)]


def test_a_seat_name_in_a_case_has_its_governing_noun():
    assert seat_cases_without_a_noun("а за {name:acc} играет компьютер") == ["{name:acc}"]
    assert seat_cases_without_a_noun("Передайте ход {name:dat|игроку}") == []
    assert seat_cases_without_a_noun("Вы атакуете {target:acc}") == []  # a card (or a seat with its noun elsewhere)
    found = [(english, form) for english, form in translations("ru") if seat_cases_without_a_noun(form)]
    assert found == [], f"{len(found)} messages, first: {found[:3]}"


# counts shown with a plural noun: an ngettext, unless the count never changes
_COUNTED = re.compile(r"\{(\w+)(?::[^}]*)?\} (seats|turns|actions|cards|roads|players|games|points|enemies|creatures|stars|"
                      r"steps|files|dice|rounds|moves|characters|life points)\b")
#: messages whose count is a constant of the code (a name's or a record's size limit, the goal)
CONSTANT_COUNTS = {"a name is at most {n} characters", "seat {seat}: name longer than {n} characters", "more than {n} actions",
                   "Road Quest for {n} players: each holds 5 cards (1 treasure and 4 cards)",
                   "Road Quest for {n} players: each holds 5 cards (5 cards)", "{goal} roads laid",
                   "hand limit {limit}: it must be 5 to {most} cards"}


def test_a_count_shown_with_a_plural_noun_is_an_ngettext():
    from dragonwood_tui.i18n.catalogs import LOCALE_DIR

    with open(LOCALE_DIR / "dragonwood.pot", "rb") as f:
        template = read_po(f)
    single = [m.id for m in template if m.id and isinstance(m.id, str) and _COUNTED.search(m.id) and m.id not in CONSTANT_COUNTS]
    assert single == []


@pytest.mark.parametrize("code, words", [("fr", ["Anne vous envoie l’Ours", "Anne vous prend une route", "Anne vous passe une carte."]),
                                         ("ru", ["Anne посылает вам Медведя", "Anne забирает у вас дорогу", "Anne передаёт вам карту."])])
def test_the_person_a_line_is_addressed_to_stands_before_the_verb(in_language, code, words):
    """"Anne envoie l’Ours à vous" is no French: the person's seat, when another acts on it, has
    lines of its own ("Anne vous envoie l’Ours")."""
    from dragonwood_tui.games.dragonwood.describe import event_line
    from dragonwood_tui.games.dragonwood.state import E_PASS
    from dragonwood_tui.games.road_quest.cards import standard_cards
    from dragonwood_tui.games.road_quest.describe import event_text
    from dragonwood_tui.games.road_quest.state import Event

    cards = standard_cards()
    bear = next(c.id for c in cards.cards if c.name == "Bear")
    in_language(code)
    names = ["You", "Anne"]
    assert event_text(Event("attack", 3, 1, target=0, cards=(bear,)), cards, names) == words[0]
    assert event_text(Event("spoils", 3, 1, target=0, detail="road"), cards, names) == words[1]
    assert event_line([E_PASS, 1, 0], names) == words[2]


@pytest.mark.parametrize("code, words", [("fr", "Capturez le Roi-liche et le Kraken"), ("ru", "Захватите Короля-лича и Кракена")])
def test_a_campaign_goal_names_its_creatures_with_their_article_or_case(in_language, code, words):
    from dragonwood_tui.games import get_game

    in_language(code)
    targets = get_game("dice-quest").goal_target_text(["Lich King", "Kraken"], lambda name: card_name("dice-quest", name))
    assert _("Capture {creatures}").format(creatures=targets) == words


@pytest.mark.parametrize("code, one, many", [("fr", " reste\u202f;", " restent\u202f;"), ("ru", " остаётся;", " остаются;")])
def test_the_verb_after_a_name_agrees_with_its_number_for_every_creature(in_language, code, one, many):
    """"les Fourmis de feu restent", «Огненные муравьи остаются»: every creature of Dragonwood."""
    from dragonwood_tui.games.dragonwood.cards import CREATURE_TABLE

    in_language(code)
    for name, *_rest in CREATURE_TABLE:
        shown = card_name("dragonwood", name)
        forms = parse_forms(_pgettext("dragonwood card" + GRAMMAR_SUFFIX, name))
        plural = forms is not None and (forms.get("article") == "les" or forms.get("gender") == "pl")
        line = _("Failure: {card} stays; {who} is wounded.").format(card=shown, who="Ada")
        assert (many if plural else one) in line, line


# a French card name at the head of a clause ("…\u202f: les Fourmis de feu offraient 40 %"), followed by a word
_FRENCH_SUBJECT = re.compile(r"(?:^|[:;]\s*)\{(\w+):[Ll]e\} ([a-zà-ÿ’]+)")
#: fields whose number is known: {jack} is the one Jack card; {cards} a list the English says is plural
_NUMBER_KNOWN = {"jack", "cards"}


def french_subjects_that_do_not_agree(form: str) -> list[str]:
    """The card names a French translation makes the subject of a verb without the verb agreeing with
    the name's number ({card:g:…}): "les Fourmis de feu offrait" for a card that is plural."""
    return [m.group(0) for m in _FRENCH_SUBJECT.finditer(form)
            if m.group(1) not in _NUMBER_KNOWN and "{%s:g:" % m.group(1) not in form]


def test_a_french_card_name_as_a_subject_has_its_verb_agree():
    assert french_subjects_that_do_not_agree("x\u202f: {card:le} offrait {chance}") == [": {card:le} offrait"]
    assert not french_subjects_that_do_not_agree("x\u202f: {card:le} {card:g:offrait/offrait/offraient/offraient} {chance}")
    assert not french_subjects_that_do_not_agree("utiliser {card:le} pour relancer")  # an object
    found = [(english, form) for english, form in translations("fr") if french_subjects_that_do_not_agree(form)]
    assert found == [], f"{len(found)} messages, first: {found[:3]}"


def test_a_change_of_language_changes_the_forms(in_language):
    """The forms follow the catalog in effect, whatever the order of the changes."""
    for _round in range(3):
        for code, words in (("fr", "Vous combattez l’Ogre"), ("ru", "Вы сражаетесь с Огром"), ("fr", "Vous combattez l’Ogre")):
            in_language(code)
            assert _(FIGHT).format(card=card_name("road-quest", "Ogre"), against=1, mine=2).startswith(words)


@pytest.mark.parametrize("code, words", [("fr", "elle rejoint l’armée"), ("ru", "она вступает в армию")])
def test_a_name_shown_with_its_label_keeps_its_gender(in_language, code, words):
    """Dice Quest shows an enemy as "Name (A)": the gender is still the name's."""
    in_language(code)
    name = card_name("dice-quest", "Frost Witch") + " (A)"
    assert _("You beat {card} with {dice}; it joins the army").format(card=name, dice="3 3").endswith(words)
