"""Keys are named as the player presses them on their layout, one alphabet on a line: in a
Cyrillic layout the footer, the help, the prompts and the main menu's entries all say «к» for r
(«^з» for ctrl+p, «ф, и, с, в, у» for a to e, and the landscape's cards are lettered so); in a
Latin layout all say r. A line that names a Latin letter key beside Cyrillic ones fails (the
Russian help said «ф, и, с» about cards labelled A–E). Key caps named in words (esc, enter, f1,
space, del) and symbols (⏎ ← ↑↓) are no letters of either alphabet."""

from __future__ import annotations

import re
from typing import Any

import pytest

from dragonwood_tui import i18n
from dragonwood_tui.storage.settings import Settings

from .app_helpers import Folders, folders, run_async, wait_for  # noqa: F401
from .table_helpers import open_position, settle
from .test_fits_on_screen import screen_rows

# a letter key named alone: "r", "^p", "a–e"; not a letter of a word, nor the f of f1
LATIN_KEY = re.compile(r"(?<![A-Za-zÀ-ÿ0-9\[/.])\^?[a-z](?:–[a-z])?(?![A-Za-zÀ-ÿ0-9\]])|\b[A-E] \(…[A-E]\)")
CYRILLIC_KEY = re.compile(r"(?<![А-Яа-яЁё])\^?[а-яё](?![А-Яа-яЁё])")


def latin_keys(line: str) -> list[str]:
    return LATIN_KEY.findall(line)


def mixes_alphabets(line: str) -> bool:
    """A line naming a Latin letter key and a Cyrillic one (a lone Cyrillic letter: a Russian
    one-letter word counts too, as a line with one is Russian and must name keys so)."""
    return bool(latin_keys(line)) and bool(CYRILLIC_KEY.search(line))


def test_the_check_can_fail() -> None:
    assert mixes_alphabets(" к Подмога  ⏎ Атаковать  f1 Справка ▏^p Команды")
    assert mixes_alphabets("ф, и, с — карты ряда Леса a–e")
    assert latin_keys("Ваш ход: выберите карты (1–9) или r — подмога") == ["r"]
    assert not mixes_alphabets(" к Подмога  ⏎ Атаковать  f1 Справка ▏^з Команды  esc Назад")
    assert not mixes_alphabets(" r Recharger  ⏎ Capturer  f1 Aide ▏^p Commandes")
    assert latin_keys("карту ряда Леса A (…E); ещё раз") == ["A (…E)"]
    assert latin_keys("d / del  Supprimer") == ["d"] and latin_keys("f1 Aide · Tour 5") == []


async def _lines(pilot: Any) -> list[str]:
    await settle(pilot)
    return screen_rows(pilot.app)


def footer_and_prompt(app: Any, rows: list[str]) -> list[str]:
    """The footer's row and the table's prompt (the lines that name keys on a table)."""
    lines = [rows[-1]]
    for prompt in app.screen.query("PromptBar"):
        lines += prompt.render().plain.splitlines()
    return lines


# (what is looked at, how to get there with the keys of a Russian layout) at 80x24 and 120x40
async def _menu(pilot: Any) -> list[str]:
    return await _lines(pilot)


async def _table(pilot: Any) -> list[str]:
    await open_position("dragonwood-turn", "1", "2")(pilot)
    return footer_and_prompt(pilot.app, await _lines(pilot))


async def _table_help(pilot: Any) -> list[str]:
    await open_position("dragonwood-turn")(pilot)
    await pilot.press("f1")
    await wait_for(pilot, lambda: type(pilot.app.screen).__name__ == "HelpScreen", "the help")
    lines = await _lines(pilot)
    assert any("ф, и, с, в, у" in line for line in lines), "the five landscape keys on one row"
    return lines


async def _mushroom(pilot: Any) -> list[str]:
    await open_position("dragonwood-mushroom")(pilot)
    return footer_and_prompt(pilot.app, await _lines(pilot))


async def _over(pilot: Any) -> list[str]:
    await open_position("dragonwood-over")(pilot)
    return footer_and_prompt(pilot.app, await _lines(pilot))


async def _campaign(pilot: Any) -> list[str]:
    await pilot.press("ь")  # where m is
    await wait_for(pilot, lambda: type(pilot.app.screen).__name__ == "CampaignMapScreen", "the campaign map")
    return (await _lines(pilot))[-1:]


async def _saves_help(pilot: Any) -> list[str]:
    await pilot.press("ы")  # where s is
    await wait_for(pilot, lambda: type(pilot.app.screen).__name__ == "SavesScreen", "the saves")
    await pilot.press("f1")
    await wait_for(pilot, lambda: type(pilot.app.screen).__name__ == "HelpScreen", "the help")
    return await _lines(pilot)


WALK = {
    "main-menu": _menu, "table": _table, "table-help": _table_help, "mushroom": _mushroom, "over": _over,
    "campaign-map": _campaign, "saves-help": _saves_help,
}


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
@pytest.mark.parametrize("where", list(WALK))
def test_a_russian_layout_names_every_key_in_its_letters(folders: Folders, where: str, size: tuple[int, int]) -> None:
    app = folders.app(settings=Settings(bot_pace="instant", language="ru"))
    found: list[str] = []

    async def walk() -> None:
        async with app.run_test(size=size) as pilot:
            await wait_for(pilot, lambda: type(app.screen).__name__ == "MainMenuScreen", "the menu")
            found.extend(line for line in await WALK[where](pilot) if latin_keys(line))

    try:
        run_async(walk)()
    finally:
        i18n.set_language("en")
    assert not found, "Latin keys in a Cyrillic layout:\n" + "\n".join(found)


@run_async
async def test_a_latin_layout_names_the_keys_in_latin_letters(folders: Folders) -> None:
    app = folders.app(settings=Settings(bot_pace="instant", language="ru"))
    try:
        async with app.run_test(size=(120, 40)) as pilot:  # wide enough for the prompt to name a–e
            await wait_for(pilot, lambda: type(app.screen).__name__ == "MainMenuScreen", "the menu")
            await open_position("dragonwood-turn")(pilot)
            await pilot.press("o")  # a Latin letter: the player's layout is Latin now (o sorts the hand)
            await pilot.press("1", "2")
            lines = footer_and_prompt(app, await _lines(pilot))
            assert " r " in lines[0] and "a–e" in " ".join(lines)
            assert not [line for line in lines if mixes_alphabets(line)]
    finally:
        i18n.set_language("en")


def test_the_help_names_the_five_landscape_keys_on_one_row() -> None:
    from dragonwood_tui.tui.screens.help import keys_text

    assert keys_text(["a", "b", "c", "d", "e"]) == "a–e"
    assert keys_text(["ф", "и", "с", "в", "у"]) == "ф, и, с, в, у"  # no run in a Cyrillic layout
    assert keys_text(["f1", "?"]) == "f1 / ?" and keys_text(["1", "2", "3"]) == "1–3"


def test_a_message_names_its_keys_and_keeps_its_fields() -> None:
    from dragonwood_tui.games.words import named_keys
    from dragonwood_tui.tui.keyboard_layout import cyrillic_display

    def cyrillic(key: str) -> str:
        return cyrillic_display(key) or key

    assert named_keys("{name} joue ({s} passe)", name="Ada") == "Ada joue (s passe)"
    assert named_keys("{name} играет ({s} — пропустить)", cyrillic, name="Ada") == "Ada играет (ы — пропустить)"
    assert named_keys("{a_e}: лучшая", cyrillic) == "ф, и, с, в, у: лучшая"


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_a_key_pair_never_breaks_across_lines(lang: str) -> None:
    """A message naming the shift keys "[ ]" keeps the pair on one line at any width: a narrow
    panel once showed "shift ([" then "]), mirror" (every game's key messages, every language)."""
    from rich.text import Text

    from dragonwood_tui.games import get_game
    from dragonwood_tui.games.words import named_keys
    from dragonwood_tui.i18n import _
    from dragonwood_tui.tui import no_break_wrap
    from dragonwood_tui.tui.games.dice_quest.legend import legend_lines

    no_break_wrap.install()
    i18n.set_language(lang)
    try:
        lines = [named_keys(_(line)) for line in get_game("dice-quest").coach_lines.values()]
        lines += [t.plain for t in legend_lines(True, lambda key: key)]
        assert any("[" in line for line in lines)
        for line in lines:
            for width in range(12, 70):
                for row in Text(line).wrap(_console(), width):
                    plain = row.plain.rstrip()
                    assert not plain.endswith("[") and not plain.lstrip().startswith("]"), (lang, width, line)
    finally:
        i18n.set_language("en")


def _console() -> Any:
    from rich.console import Console

    return Console(width=200)


# -- Dice Quest and Road Quest: their letter keys (the enemies a–e, the choices a, b … z) -----------
CARD_LETTER = re.compile(r"(?<![A-Za-zÀ-ÿ])[A-Z](?![A-Za-zÀ-ÿ])")  # a card's letter: "A", "B ◆ ♛"
MIRROR = re.compile(r"7 ?− ?x")  # the mirror's formula: x is the die, no key


def key_lines(lines: list[str]) -> list[str]:
    """The lines naming a Latin letter key (the mirror's "7 − x" is a formula, not a key)."""
    return [line for line in lines if latin_keys(MIRROR.sub("", line))]


class _Found:
    """Positions searched when a test first asks (not stored): a Dice Quest turn where the dice
    beat an enemy (the prompt and the hint name the keys that take it)."""

    @staticmethod
    def match(name: str) -> Any:
        from . import positions

        assert name == "dice-quest-beaten"
        for seed in range(1, 200):
            def beaten(g: Any, s: Any) -> bool:
                return g.to_move(s) == 0 and any(e.beaten for e in g.view(s, 0).line)

            actions = positions.play_until("dice-quest", _dq_config(), seed, beaten, "expert")
            if actions is not None:
                return positions.match("dice-quest", _dq_config(), seed, positions.seats(1, 1, "expert"), positions.stored(actions))
        raise AssertionError("no seed where the dice beat an enemy")


def _dq_config() -> Any:
    from dragonwood_tui.games import get_game

    return get_game("dice-quest").default_config(1)


def dice_quest_lines(app: Any, rows: list[str]) -> list[str]:
    """The footer, the prompt, the hint and the roll's box, and each enemy card's top edge (its
    letter): a Latin capital there is a key named in Latin too."""
    screen = app.screen
    lines = footer_and_prompt(app, rows)
    for box in screen.query("#dq-roll-info"):
        lines += box.render().plain.splitlines()
    if getattr(screen, "ui", None) is not None and screen.ui.hint is not None:
        lines += screen.ui.hint.plain.splitlines()
    for card in screen.query("EnemyCard"):
        top = card.render().plain.splitlines()[0]
        if CARD_LETTER.search(top):
            lines.append(f"card: {top}")
    return lines


async def _dq(pilot: Any, name: str, *presses: str, positions: Any = None) -> list[str]:
    if positions is None:
        await open_position(name)(pilot)
    else:
        await open_position(name, positions=positions)(pilot)
    for key in presses:
        await pilot.press(key)
    await settle(pilot, lambda: getattr(pilot.app.screen, "ui", None) is None or pilot.app.screen.ui.hint is None or "…" not in pilot.app.screen.ui.hint.plain)
    return dice_quest_lines(pilot.app, await _lines(pilot))


async def _dq_solo(pilot: Any) -> list[str]:
    return await _dq(pilot, "dice-quest-army", "р")  # where h is: the hint


async def _dq_duel(pilot: Any) -> list[str]:
    return await _dq(pilot, "dice-quest-duel")


async def _dq_beaten(pilot: Any) -> list[str]:
    return await _dq(pilot, "dice-quest-beaten", "р", positions=_Found)


async def _dq_over(pilot: Any) -> list[str]:
    return await _dq(pilot, "dice-quest-lost")


async def _dq_help(pilot: Any) -> list[str]:
    await open_position("dice-quest-army")(pilot)
    await pilot.press("f1")
    await wait_for(pilot, lambda: type(pilot.app.screen).__name__ == "HelpScreen", "the help")
    return await _help_rows(pilot, "ф, и, с, в, у")


async def _help_rows(pilot: Any, row: str | None = None) -> list[str]:
    """The help's rows on screen, and all its rows (those scrolled out of view too)."""
    lines = await _lines(pilot)
    every = [f"{keys}  {does}" for _title, rows in pilot.app.screen.sections for keys, does in rows]
    assert row is None or any(line.startswith(row + "  ") for line in every), f"{row} on one row"
    return lines + every


async def _rq(pilot: Any, name: str) -> list[str]:
    from . import road_quest_positions

    await open_position(name, positions=road_quest_positions)(pilot)
    rows = await _lines(pilot)
    lines = footer_and_prompt(pilot.app, rows)
    for box in pilot.app.screen.query("#rq-options"):  # each choice's letter
        lines += box.render().plain.splitlines()
    return lines


async def _rq_character(pilot: Any) -> list[str]:
    return await _rq(pilot, "character")


async def _rq_draw(pilot: Any) -> list[str]:
    return await _rq(pilot, "draw")


async def _rq_main(pilot: Any) -> list[str]:
    return await _rq(pilot, "main")


async def _rq_over(pilot: Any) -> list[str]:
    return await _rq(pilot, "over")


async def _rq_help(pilot: Any) -> list[str]:
    from . import road_quest_positions

    await open_position("main", positions=road_quest_positions)(pilot)
    await pilot.press("f1")
    await wait_for(pilot, lambda: type(pilot.app.screen).__name__ == "HelpScreen", "the help")
    return await _help_rows(pilot, "ф, и … я")


OTHER_TABLES = {
    "dice-quest-solo": _dq_solo, "dice-quest-duel": _dq_duel, "dice-quest-beaten": _dq_beaten,
    "dice-quest-over": _dq_over, "dice-quest-help": _dq_help,
    "road-quest-character": _rq_character, "road-quest-draw": _rq_draw, "road-quest-main": _rq_main,
    "road-quest-over": _rq_over, "road-quest-help": _rq_help,
}


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
@pytest.mark.parametrize("where", list(OTHER_TABLES))
def test_the_other_tables_name_their_keys_in_a_russian_layout(folders: Folders, where: str, size: tuple[int, int]) -> None:
    app = folders.app(settings=Settings(bot_pace="instant", language="ru"))
    found: list[str] = []

    async def walk() -> None:
        async with app.run_test(size=size) as pilot:
            await wait_for(pilot, lambda: type(app.screen).__name__ == "MainMenuScreen", "the menu")
            lines = await OTHER_TABLES[where](pilot)
            found.extend(line for line in lines if line.startswith("card: ") or line in key_lines([line]))

    try:
        run_async(walk)()
    finally:
        i18n.set_language("en")
    assert not found, "Latin keys in a Cyrillic layout:\n" + "\n".join(found)


@run_async
async def test_the_other_tables_name_their_keys_in_latin_in_a_latin_layout(folders: Folders) -> None:
    app = folders.app(settings=Settings(bot_pace="instant", language="ru"))
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_for(pilot, lambda: type(app.screen).__name__ == "MainMenuScreen", "the menu")
            lines = await _dq(pilot, "dice-quest-beaten", "h", positions=_Found)  # h: a Latin letter, the hint
            assert not [line for line in lines if mixes_alphabets(MIRROR.sub("", line))]
            assert any(line.startswith("card: ") and re.search(r"(?<![A-Za-z])A(?![A-Za-z])", line) for line in lines), lines
    finally:
        i18n.set_language("en")


def test_a_dice_quest_armys_letter_keys_follow_the_layout():
    """The army's chips and power cards name their letter keys as the layout types them ("ч"
    for x in a Russian layout); the signs (+ - [ ]) stay as they are."""
    from dragonwood_tui.tui.games.dice_quest.army import _chips, power_key

    russian = {"x": "ч", "m": "ь"}.get
    labels = [label.plain for label, _payload in _chips({"reroll": 1, "mirror": 2, "plus": 1}, 0, lambda k: russian(k) or k)]
    assert labels[0].startswith("+ ") and any(l.startswith("ч ") for l in labels) and any(l.startswith("ь ") for l in labels)
    assert not any(l.startswith(("x ", "m ")) for l in labels)
    assert power_key("reroll") == "x" and power_key("shift", lambda k: "?") == "[ ]"
