"""Which language: --lang, else DRAGONWOOD_LANG, else the settings, else the locale, else English."""

from __future__ import annotations

import json

import pytest

from dragonwood_tui.i18n.choose import choose_language, language_source, normalize, system_language


@pytest.mark.parametrize("setting, cli, env, expected", [
    ("en", "ru", {"DRAGONWOOD_LANG": "fr", "LANG": "fr_FR.UTF-8"}, "ru"),  # --lang first, over a saved English
    ("en", None, {"DRAGONWOOD_LANG": "ru", "LANG": "fr_FR.UTF-8"}, "ru"),  # then the variable, over the settings
    ("ru", None, {"LANG": "fr_FR.UTF-8"}, "ru"),  # then the settings, over the locale
    ("en", None, {"LANG": "fr_FR.UTF-8"}, "en"),
    ("", "fr", {"DRAGONWOOD_LANG": "ru", "LANG": "ru_RU.UTF-8"}, "fr"),  # automatic: --lang
    ("", None, {"DRAGONWOOD_LANG": "ru", "LANG": "fr_FR.UTF-8"}, "ru"),  # then the variable
    ("", None, {"LC_ALL": "ru_RU.UTF-8", "LC_MESSAGES": "fr_FR", "LANG": "en_US"}, "ru"),  # LC_ALL first
    ("", None, {"LC_ALL": "", "LC_MESSAGES": "fr_FR.UTF-8", "LANG": "ru_RU"}, "fr"),  # an empty one is unset
    ("", None, {"LANG": "fr_CA.UTF-8"}, "fr"),
    ("", None, {"LANG": "de_DE.UTF-8"}, "en"),  # a locale of a language not offered: English
    ("", None, {"LANG": "C.UTF-8"}, "en"),
    ("", None, {}, "en"),
    ("xx", "zz", {"DRAGONWOOD_LANG": "qq", "LANG": "ru_RU"}, "ru"),  # unknown codes are skipped
])
def test_the_order(setting, cli, env, expected):
    assert choose_language(setting, cli, env) == expected


@pytest.mark.parametrize("setting, cli, env, source", [
    ("en", "ru", {"DRAGONWOOD_LANG": "fr"}, "cli"),
    ("en", None, {"DRAGONWOOD_LANG": "fr"}, "variable"),
    ("en", "xx", {"DRAGONWOOD_LANG": "qq", "LANG": "fr_FR"}, "setting"),
    ("", None, {"LANG": "fr_FR"}, "locale"),
    ("", None, {"LANG": "C"}, "locale"),
    ("", None, {}, "default"),
])
def test_the_step_that_decided(setting, cli, env, source):
    assert language_source(setting, cli, env)[1] == source


def test_a_choice_made_on_the_settings_screen_applies_at_once():
    # the player's latest choice, in this run: over --lang and the variable
    assert language_source("fr", "ru", {"DRAGONWOOD_LANG": "ru"}, chosen_now=True) == ("fr", "setting")
    # "Automatic" chosen then: the order again, without the setting
    assert language_source("", "ru", {"DRAGONWOOD_LANG": "fr"}, chosen_now=True) == ("ru", "cli")


def test_locale_names():
    assert normalize("ru-RU") == "ru" and normalize("FR") == "fr" and normalize("fr_FR@euro") == "fr"
    assert normalize("POSIX") is None and normalize(None) is None
    assert system_language({"LC_MESSAGES": "ru_UA.UTF-8"}) == "ru"


def _help(capsys, argv, env, monkeypatch, tmp_path, settings=None):  # type: ignore[no-untyped-def]
    from dragonwood_tui.cli import main

    monkeypatch.setenv("DRAGONWOOD_CONFIG_DIR", str(tmp_path))
    for name in ("DRAGONWOOD_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    if settings is not None:
        (tmp_path / "settings.json").write_text(json.dumps({"language": settings}))
    with pytest.raises(SystemExit):
        main(argv)
    return capsys.readouterr().out


def test_the_cli_follows_the_order(capsys, monkeypatch, tmp_path, in_language):
    assert "usage:" in _help(capsys, ["--help"], {"LANG": "C"}, monkeypatch, tmp_path)
    assert "utilisation" in _help(capsys, ["--help"], {"LANG": "fr_FR.UTF-8"}, monkeypatch, tmp_path)
    assert "использование" in _help(capsys, ["--help"], {"DRAGONWOOD_LANG": "ru", "LANG": "fr_FR"}, monkeypatch, tmp_path)
    assert "utilisation" in _help(capsys, ["--lang", "fr", "--help"], {"DRAGONWOOD_LANG": "ru"}, monkeypatch, tmp_path)
    # the most explicit wins: --lang over a saved language, the variable over it too
    assert "utilisation" in _help(capsys, ["saves", "--lang=fr", "--help"], {}, monkeypatch, tmp_path, settings="ru")
    assert "использование" in _help(capsys, ["--lang", "ru", "--help"], {}, monkeypatch, tmp_path, settings="en")
    assert "utilisation" in _help(capsys, ["--help"], {"DRAGONWOOD_LANG": "fr"}, monkeypatch, tmp_path, settings="en")
    assert "использование" in _help(capsys, ["--help"], {"LANG": "fr_FR.UTF-8"}, monkeypatch, tmp_path, settings="ru")


def test_a_bad_language_setting_is_a_warning_and_automatic(tmp_path):
    from dragonwood_tui.storage.settings import load_settings

    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"language": "klingon", "theme": "nord"}))
    settings, warning = load_settings(path)
    assert settings.language == "" and settings.theme == "nord"
    assert warning is not None and "language" in str(warning)
