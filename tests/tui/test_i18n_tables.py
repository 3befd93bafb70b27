"""The game tables and the replay in French and Russian: a change of language redraws every word
of an open table (its landscape cards, its log, its players panel) and of the replay viewer; the
keys of a table work from their places in a Cyrillic layout, the footer showing the letters that
layout types; the rules screen's keys screen lists the tab keys as one row."""

from __future__ import annotations

import re
from typing import Any

import pytest

from dragonwood_tui import i18n
from dragonwood_tui.games.dice_quest.actions import Reroll
from dragonwood_tui.storage.settings import Settings

from . import road_quest_positions
from .app_helpers import LARGE, SMALL, Folders, folders, run_async, standard_saves, wait_for  # noqa: F401
from .table_helpers import match_of, open_position, settle
from .test_app_snapshots import open_replay
from .test_i18n_screens import english_afterwards, english_on, screen_text  # noqa: F401  (fixture)


def settings(lang: str) -> Settings:
    """Motion off (the shared one in test_i18n_screens leaves it on)."""
    return Settings(bot_pace="instant", language=lang, motion=False)


async def switch(pilot: Any, lang: str) -> str:
    """The language changed as the Settings screen changes it; the screen's text after."""
    pilot.app.update_settings(language=lang)
    await settle(pilot, lambda: i18n.language() == lang)
    return screen_text(pilot.app)


@run_async
async def test_a_compact_dragonwood_table_redraws_its_landscape_and_log(folders: Folders) -> None:
    from dragonwood_tui.tui.games.dragonwood.card import card_shown

    app = folders.app(settings=settings("en"))
    async with app.run_test(size=SMALL) as pilot:
        await open_position("dragonwood-turn")(pilot)
        board = app.screen.board
        first = board.query("ForestCard").first()
        assert "† Strike  ▼ Stomp  ≋ Scream" in screen_text(app) and "Turn 5: You." in screen_text(app)
        text = await switch(pilot, "ru")
        assert "† Удар  ▼ Топот  ≋ Крик" in text  # the symbols' legend in the Chances box, told again
        for card in board.query("ForestCard"):
            if card.card >= 0:
                words = " ".join(line.strip("│║ ") for line in card.render().plain.splitlines()[1:3])
                assert card_shown(card.card) in words  # a name whole at 80 columns (on two lines)
        assert "Ход 5: вы." in text and "Turn 5" not in text  # the log, told again
        assert not re.search(r"\bYou\b", text)  # the players panel names the person's seat "Вы"
        assert english_on(text, "ru") == []


@run_async
async def test_a_dice_quest_table_words_its_quest_line_again(folders: Folders) -> None:
    app = folders.app(settings=settings("en"))
    async with app.run_test(size=LARGE) as pilot:
        await open_position("dice-quest-duel")(pilot)
        labels = [e.card.label for e in app.screen.view.line]  # "pair of 2s", "full house"...
        assert all(label in screen_text(app) for label in labels)
        text = await switch(pilot, "fr")
        now = [e.card.label for e in app.screen.view.line]  # the view read again: its words French
        assert now != labels and all(label in text for label in now)
        assert not [label for label in labels if label not in now and label in text]
        assert "Tour 5 (vous)" in text and "Turn 5" not in text
        assert english_on(text, "fr") == []


@run_async
async def test_the_replay_tells_its_steps_again(folders: Folders) -> None:
    standard_saves(folders.saves)
    app = folders.app(settings=settings("en"))
    async with app.run_test(size=LARGE) as pilot:
        await open_replay("dragonwood-b", 20)(pilot)
        await settle(pilot)
        assert "20: Ada reloads." in screen_text(app)
        text = await switch(pilot, "ru")
        assert "20: Ada вызывает подмогу." in text and "reloads" not in text  # the step line
        assert "Ход 18: Ada." in text  # the log
        assert "Удар" in text and "Strike" not in text  # the landscape's cards
        # ("+2 to every Stomp": an enhancement's effect, the games' words, not yet translated)
        assert [w for w in english_on(text, "ru") if w != "Stomp"] == []


@run_async
async def test_a_dice_quest_table_takes_its_keys_from_a_cyrillic_layout(folders: Folders) -> None:
    from textual.widgets._footer import FooterKey

    app = folders.app(settings=settings("ru"))
    async with app.run_test(size=SMALL) as pilot:
        await open_position("dice-quest-solo")(pilot)
        shown = {k.key_display: k.description for k in app.screen.query(FooterKey)}
        # r re-rolls, h hints, g gives up, q leaves: the letters the Russian layout types there
        assert {"к", "р", "п", "й"} <= set(shown) and not {"r", "h", "g", "q"} & set(shown)
        assert shown["р"] == "Подсказка"
        await pilot.press("р")  # where h is
        await settle(pilot, lambda: app.screen.ui.hint is not None)
        free = app.screen.view.free_rerolls
        await pilot.press("1", "2", "к")  # two dice picked, re-rolled from where r is
        await settle(pilot, lambda: app.screen.view.free_rerolls == free - 1)
        assert match_of(app.screen).actions[-1] == Reroll((0, 1))


@run_async
async def test_a_road_quest_choice_is_picked_from_its_cyrillic_key(folders: Folders) -> None:
    app = folders.app(settings=settings("ru"))
    async with app.run_test(size=SMALL) as pilot:
        await open_position("main", positions=road_quest_positions)(pilot)
        match = match_of(app.screen)
        before, second = len(match.actions), app.screen.ui.options[1]
        await pilot.press("и")  # where b is: the second choice
        await settle(pilot, lambda: len(match.actions) > before)
        assert match.actions[before] == second


def test_the_rules_keys_list_the_tab_keys_as_one_row() -> None:
    from dragonwood_tui.tui.screens.help import keys_text

    assert keys_text([str(n) for n in range(1, 10)]) == "1–9"
    assert keys_text(["f1", "?"]) == "f1 / ?" and keys_text(["1", "3", "4"]) == "1 / 3 / 4"


@run_async
async def test_the_rules_keys_screen_in_french(folders: Folders) -> None:
    from dragonwood_tui.tui.screens.help import screen_keys
    from dragonwood_tui.tui.screens.rules import RulesScreen

    from textual.screen import Screen

    class RulesKeys(Screen[None]):  # the rules screen's keys without its pages (slow to render)
        BINDINGS = RulesScreen.BINDINGS

    app = folders.app(settings=settings("fr"))
    async with app.run_test(size=SMALL) as pilot:
        await app.push_screen(RulesKeys())
        await pilot.pause()
        rows = dict(row for _title, rows in screen_keys(app.screen) for row in rows)
        assert rows["1–9"] == "Les règles du jeu de cet onglet"


@run_async
async def test_the_new_game_screen_names_the_seats_in_the_language(folders: Folders) -> None:
    from textual.widgets import Input, Select

    from dragonwood_tui.tui.screens.new_game import PERSON, NewGameScreen

    app = folders.app(settings=settings("fr"))
    async with app.run_test(size=LARGE) as pilot:
        await pilot.press("n")
        await wait_for(pilot, lambda: isinstance(app.screen, NewGameScreen), "the new game")
        await settle(pilot)
        screen = app.screen
        names = [i.value for i in screen.query(".seat-name").results(Input)]
        assert names[0] == "Vous" and screen.query_one("#seat-1-name", Input).placeholder == "Joueur 2"
        assert [s.name for s in screen.seats()][0] == "You"  # the person's seat, shown "Vous" everywhere
        screen.query_one("#seat-1-who", Select).value = PERSON  # two people: "Vous" is Joueur 1
        await settle(pilot)
        assert screen.query_one("#seat-0-name", Input).value == "Joueur 1"
        screen.query_one("#seat-1-name", Input).value = ""
        assert [s.name for s in screen.seats()][:2] == ["Joueur 1", "Joueur 2"]  # kept as typed
        screen.query_one("#seat-1-name", Input).value = "Zoé"
        await switch(pilot, "ru")
        await settle(pilot, lambda: screen.query_one("#seat-0-name", Input).value == "Игрок 1")
        assert screen.query_one("#seat-1-name", Input).value == "Zoé"  # a name typed stays
        text = screen_text(app)
        assert "Игроки" in text and "Joueurs" not in text


@run_async
async def test_the_end_of_game_dialog_is_worded_again(folders: Folders) -> None:
    from dragonwood_tui.tui.games.road_quest.end import RoadQuestGameOverScreen

    app = folders.app(settings=settings("en"))
    async with app.run_test(size=SMALL) as pilot:
        await open_position("over", positions=road_quest_positions, top=RoadQuestGameOverScreen)(pilot)
        focused = app.focused
        assert "You win!" in screen_text(app) and focused is not None
        await switch(pilot, "ru")
        await settle(pilot, lambda: "Вы победили!" in screen_text(app))  # not "Вы побеждает!"
        text = screen_text(app)
        assert "You win" not in text and "Игрок" in text
        assert app.focused is not None and app.focused.id == focused.id  # enter still presses it


@pytest.mark.parametrize("lang", ["fr", "ru"])
@run_async
async def test_the_command_palette_speaks_the_language(folders: Folders, lang: str) -> None:
    """Textual's own commands, the search field and "No matches found" in the language; Textual's
    "Keys" left out for ours, a focused widget's own moves ("Scroll Left") not offered."""
    from textual.command import CommandList, CommandPalette

    def offered() -> str:
        found = app.screen.query(CommandList)
        if not found:
            return ""
        listed = found.first()
        return "\n".join(str(getattr(o.prompt, "plain", o.prompt)) for o in listed.options)

    app = folders.app(settings=settings(lang))
    theme = {"fr": "Thème", "ru": "Тема"}[lang]
    async with app.run_test(size=LARGE) as pilot:
        await pilot.press("ctrl+p")
        await settle(pilot, lambda: isinstance(app.screen, CommandPalette) and theme in offered())
        assert {"fr": "Chercher une commande…", "ru": "Поиск команды…"}[lang] in screen_text(app)
        text = offered()
        assert {"fr": "Changer de thème", "ru": "Сменить тему"}[lang] in text
        for english in ("Screenshot", "Change the current theme", "Keys", "Quit", "Scroll Left", "Page Up", "Focus Next", "Copy selected text"):
            assert not re.search(rf"\b{english}\b", text), english
        assert text.splitlines().count({"fr": "Touches", "ru": "Клавиши"}[lang]) == 1  # ours only (a title line)
        await pilot.press(*"zzzqqq")
        await settle(pilot, lambda: {"fr": "Aucun résultat", "ru": "Ничего не найдено"}[lang] in screen_text(app))
