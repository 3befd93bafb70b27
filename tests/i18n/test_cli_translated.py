"""`--help` of every command, in French and Russian, shows no English string of the catalog."""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from dragonwood_tui.cli import COMMANDS, main
from dragonwood_tui.i18n.catalogs import po_path

CAMPAIGN_VERBS = ("export", "reset", "simulate")


def english_strings(code: str) -> list[str]:
    """The catalog's English messages whose translation differs (format fields cut out: the
    words around them must not show in English)."""
    out = []
    with po_path(code).open("rb") as f:
        catalog = read_po(f, locale=code)
    for m in catalog:
        msgid, first = (m.id, m.string) if isinstance(m.id, str) else (m.id[0], m.string[0])
        if not msgid or m.context or first == msgid:
            continue
        for piece in re.split(r"\{[^}]*\}|%\(\w+\)\w|%\w", msgid):
            piece = " ".join(piece.split())
            if len(piece) >= 12:  # short words ("options") can be a translation's too
                out.append(piece)
    return out


def help_text(capsys, argv: list[str]) -> str:  # type: ignore[no-untyped-def]
    with pytest.raises(SystemExit) as done:
        main(argv)
    assert done.value.code == 0
    return " ".join(capsys.readouterr().out.split())  # argparse wraps lines


@pytest.mark.parametrize("code", ["fr", "ru"])
def test_every_help_is_translated(capsys, in_language, code):
    english = english_strings(code)
    assert any("list saved games" in e for e in english)  # the check can see a help string
    helps = [[], *([c] for c in COMMANDS), *(["campaign", v] for v in CAMPAIGN_VERBS)]
    for argv in helps:
        text = help_text(capsys, [*argv, "--help", "--lang", code] if argv[:1] != ["campaign"] or len(argv) == 1
                         else ["--lang", code, *argv, "--help"])
        shown = [e for e in english if e in text]
        assert shown == [], f"{code} {argv}: English in --help: {shown[:3]}"
        assert ("usage:" in text) is False


def test_the_check_sees_english(capsys):
    text = help_text(capsys, ["saves", "--help"])
    assert [e for e in english_strings("fr") if e in text]


@pytest.mark.parametrize("code, words", [("fr", "Aucune partie sauvegardée"), ("ru", "нет сохранённых партий")])
def test_a_message_of_a_command(capsys, monkeypatch, tmp_path, in_language, code, words):
    monkeypatch.setenv("DRAGONWOOD_CONFIG_DIR", str(tmp_path / "config"))
    assert main(["--data-dir", str(tmp_path), "--lang", code, "saves"]) == 0
    assert words in capsys.readouterr().out


@pytest.mark.parametrize("code, words", [("fr", "aucune partie sauvegardée avec l’id"), ("ru", "нет сохранённой партии с id")])
def test_an_error_of_a_command(capsys, monkeypatch, tmp_path, in_language, code, words):
    monkeypatch.setenv("DRAGONWOOD_CONFIG_DIR", str(tmp_path / "config"))
    assert main(["--data-dir", str(tmp_path), "--lang", code, "export", "nope", "--out", str(tmp_path / "x")]) == 2
    assert words in capsys.readouterr().err


def _helps() -> list[list[str]]:
    return [[], *([c] for c in COMMANDS), *(["campaign", v] for v in CAMPAIGN_VERBS)]


def _help_in(capsys, argv: list[str], code: str) -> str:  # type: ignore[no-untyped-def]
    with pytest.raises(SystemExit):
        main(["--lang", code, *argv, "--help"])
    return capsys.readouterr().out


# placeholders a help may show as they are: names of formats and a number's usual letter
SAME_PLACEHOLDERS = {"JSON", "N"}


@pytest.mark.parametrize("code", ["fr", "ru"])
def test_placeholders_and_headings_are_the_languages(capsys, in_language, code):
    def placeholders(text: str) -> set[str]:
        return set(re.findall(r"(?:-[\w-]+[ =]|\[|^ {2})([A-Z][A-Z_|]+)\b", text, re.M)) - SAME_PLACEHOLDERS

    for argv in _helps():
        english = placeholders(_help_in(capsys, argv, "en"))
        text = _help_in(capsys, argv, code)
        # `--seats SEATS`, `[--as BOT]`, a positional `ID`: argparse's default is the English dest
        left = placeholders(text) & english
        assert not left, f"{code} {argv}: English placeholders {sorted(left)}"
        for heading in re.findall(r"^(\S[^\n]*:)$", text, re.M):  # "options:", "positional arguments:"
            if code == "fr":
                assert heading.endswith("\u202f:"), f"{argv}: {heading!r} glues its colon"


@pytest.mark.parametrize("code, words", [("fr", "pas un nombre entier"), ("ru", "не целое число")])
def test_argparse_names_a_wrong_number_in_words(capsys, in_language, code, words):
    with pytest.raises(SystemExit):
        main(["--lang", code, "simulate", "--games", "x"])
    err = capsys.readouterr().err
    assert words in err and "int" not in err


SAMPLES = sorted((__import__("pathlib").Path(__file__).resolve().parents[2] / "saves").glob("*.json"))


@pytest.mark.parametrize("code", ["fr", "ru"])
@pytest.mark.parametrize("sample", SAMPLES, ids=[p.stem for p in SAMPLES])
def test_a_transcript_is_in_the_language(capsys, monkeypatch, tmp_path, in_language, code, sample):
    monkeypatch.setenv("DRAGONWOOD_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("DRAGONWOOD_DATA_DIR", str(tmp_path / "data"))
    assert main(["--lang", code, "replay", "--text", str(sample)]) == 0
    text = capsys.readouterr().out
    words = ("Final scores", "Winner", "seed ", "rules version", "(person)", "(bot:", "Turn ", "The game is", "saved ")
    assert [w for w in words if w in text] == []
    head_and_end = "\n".join(text.splitlines()[:3] + text.splitlines()[-3:])
    shown = [e for e in english_strings(code) if e in head_and_end]
    assert shown == [], shown


# command lines a person gets wrong: each answers with one line in the language
BAD_LINES = [
    ["simulate", "--game", "nope"], ["simulate", "--seats", "nope", "--games", "1"], ["simulate", "--games", "0"],
    ["tournament", "--seats", "hard,nope", "--games", "1"], ["campaign", "simulate", "--as", "nope"],
    ["daily", "--date", "2026-13-01"], ["daily", "--date", "x"], ["new", "nope"], ["bogus"], ["tournament"],
    ["replay", "--text", "/nonexistent/record.json"], ["verify", "/"],
]
# English a French or Russian error line must not show: Python's own words and our old ones
ENGLISH_WORDS = re.compile(r"\b(unknown|invalid|must|known|error|choose|required|month|day is out|not a|no such|folder|cannot)\b")


def error_slips(code: str, line: str) -> list[str]:
    """What is wrong in a French or Russian error line: English, Python's quotes ('x'), a colon
    French sets without its narrow no-break space."""
    found = [f"English: {m}" for m in ENGLISH_WORDS.findall(line)]
    if re.search(r"'[^' ]+'", line):
        found.append("a value in Python's quotes ('x'), not the language's")
    if code == "fr" and re.search(r"[\w»)] ?:(?= |$)", line):
        found.append("a colon without U+202F before it")
    return found


def test_the_error_line_check_sees_each_slip():
    assert error_slips("fr", "dragonwood simulate: unknown bot 'foo' for dragonwood (known: hard)") != []
    assert error_slips("ru", "dragonwood daily: «x» — не дата: month must be in 1..12") == ["English: month", "English: must"]
    assert error_slips("fr", "dragonwood daily\u202f: «\u202fx\u202f» n’est pas une date\u202f: écrivez-la AAAA-MM-JJ") == []


@pytest.mark.parametrize("code", ["fr", "ru"])
@pytest.mark.parametrize("argv", BAD_LINES, ids=[" ".join(a) for a in BAD_LINES])
def test_a_wrong_command_line_is_answered_in_the_language(capsys, monkeypatch, tmp_path, in_language, code, argv):
    monkeypatch.setenv("DRAGONWOOD_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("DRAGONWOOD_DATA_DIR", str(tmp_path / "data"))
    try:
        status = main(["--lang", code, *argv])
    except SystemExit as done:
        status = done.code
    assert status not in (0, None)
    line = capsys.readouterr().err.strip().splitlines()[-1]
    assert error_slips(code, line) == [], line


@pytest.mark.parametrize("code, word", [("fr", r"\bbots?\b"), ("ru", r"(?<![а-яё])бот(?:а|ов|ом|ы|у)?(?![а-яё])")])
def test_a_computer_player_is_called_one_everywhere(code, word):
    """The menu and the tables say «joueur ordinateur», «компьютерный игрок»: so do the command
    line's help and errors (not the jargon «bot», «бот»)."""
    with po_path(code).open("rb") as f:
        catalog = read_po(f, locale=code)
    pattern = re.compile(word, re.I)
    assert pattern.search("un niveau de bot" if code == "fr" else "уровень бота")  # the check can fail
    said = [form for m in catalog if m.id for form in (m.string if isinstance(m.string, tuple) else (m.string,))
            if form and pattern.search(re.sub(r"\{[^}]*\}", "", form))]
    assert said == [], said[:3]
