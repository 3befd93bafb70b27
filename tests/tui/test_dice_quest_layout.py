"""The Dice Quest table uses the terminal it is in: every power of the army in its row at
80x24 (shorter words, never a chip cut off), the large layouts draw a card per power with what it does,
the enemy cards hold every line, and a tall terminal draws the dice twice the size."""

from __future__ import annotations

import pytest

from dragonwood_tui.tui.games.dice_quest.army import ArmyPanel
from dragonwood_tui.tui.games.dice_quest.quest_line import EnemyCard
from dragonwood_tui.tui.widgets.dice import DiceRow

from . import table_positions
from .app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import INSTANT, table_in_app

POWERS = ("plus", "minus", "shift-down", "shift-up", "reroll", "mirror")


@pytest.fixture(autouse=True)
def english_afterwards():
    """The app puts its language in effect for the process (the tests here in French and
    Russian): English again for the next test."""
    from dragonwood_tui import i18n

    yield
    i18n.set_language("en")


@pytest.mark.parametrize("size", [(80, 24), (120, 40), (160, 50)], ids=["80x24", "120x40", "160x50"])
@run_async
async def test_every_power_of_the_army_shows_whole(folders: Folders, size):
    match = table_positions.match("dice-quest-army")
    async with table_in_app(folders, match, size=size, settings=INSTANT) as (app, pilot, screen):
        panel = screen.query_one(ArmyPanel)
        chips = [c for c in panel.query("Chip") if c.display]
        # the army once: chips where the cards have no room (80x24), else the cards alone
        payloads = [p for c in chips for p in (c.payload if isinstance(c.payload, tuple) else (c.payload,))]
        assert sorted(payloads) == (sorted(POWERS) if size == (80, 24) else [])
        right = panel.region.right
        for chip in chips:  # inside the panel, its whole label drawn
            assert chip.region.right <= right, (chip.text.plain, chip.region, right)
            assert chip.region.width >= chip.text.cell_len
        legend = panel.query_one("#army-names").text
        if size != (80, 24):
            for power in ("plus", "minus", "shift", "reroll", "mirror"):
                assert f"{power} ×" in legend
            assert "die to 7−x" in legend and "Mirror Moth" in legend
            for card in screen.query(EnemyCard):  # the power's words and the chance both show
                lines = card.render().plain.split("\n")
                assert len(lines) <= card.content_size.height, lines
        dice = screen.query_one("#dq-dice", DiceRow)
        assert (dice.large, dice.huge) == (size == (120, 40), size == (160, 50))  # larger dice with room to spare
        assert dice.region.right <= size[0] and dice.region.height == {(80, 24): 3, (120, 40): 7, (160, 50): 9}[size]


@run_async
async def test_the_power_lines_grow_with_the_army(folders: Folders):
    """A power gained after the first drawing adds its card to the row (every line of the row
    shown: the legend's height follows its cards)."""
    from dragonwood_tui.games import get_game

    cards = get_game("dice-quest").cards
    by_power = {c.power: c for c in cards}
    match = table_positions.match("dice-quest-solo")
    async with table_in_app(folders, match, size=(120, 40), settings=INSTANT) as (app, pilot, screen):
        panel = screen.query_one(ArmyPanel)
        panel.show([by_power["reroll"]], None, compact=False)
        await pilot.pause()
        panel.show([by_power["reroll"], by_power["mirror"]], None, compact=False)
        await pilot.pause()
        names = panel.query_one("#army-names")
        assert "reroll ×1" in names.text and "mirror ×1" in names.text, names.text
        assert names.size.height == len(names.text.split("\n")) == 5, names.text


@pytest.mark.parametrize("size", [(120, 40), (160, 50)], ids=["120x40", "160x50"])
@run_async
async def test_the_rows_below_the_army_say_what_the_turn_allows_before_any_hint(folders: Folders, size):
    """No blank below the army on a large screen: the moves of the decision at hand in words
    (the coach's lines), replaced by the hint when h asks for it."""
    from dragonwood_tui.games import get_game
    from dragonwood_tui.games.words import named_keys

    match = table_positions.match("dice-quest-solo")
    async with table_in_app(folders, match, size=size, settings=INSTANT) as (app, pilot, screen):
        box = screen.query_one("#dq-hint")
        lines = get_game("dice-quest").coach_lines
        assert box.display and box.text.startswith("Now: ")
        assert any(named_keys(line) in box.text for key, line in lines.items() if key != "welcome"), box.text
        assert len(box.text.split("\n")) <= box.content_size.height


@run_async
async def test_the_army_cards_go_when_the_terminal_shrinks_to_the_compact_layout(folders: Folders):
    """The row of power cards shows in the large layout and goes (chips only) in the compact one,
    after a resize either way."""
    match = table_positions.match("dice-quest-army")
    async with table_in_app(folders, match, size=(120, 40), settings=INSTANT) as (app, pilot, screen):
        names = screen.query_one(ArmyPanel).query_one("#army-names")
        assert names.display and "mirror ×3" in names.text
        await pilot.resize_terminal(80, 24)
        for _ in range(20):  # the layout follows the resize within a few refreshes
            await pilot.pause()
            if screen.ui.compact:
                break
        await pilot.pause()
        assert screen.ui.compact and not names.display and names.region.height == 0
        await pilot.resize_terminal(120, 40)
        for _ in range(20):
            await pilot.pause()
            if not screen.ui.compact:
                break
        await pilot.pause()
        assert names.display and "mirror ×3" in names.text


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@run_async
async def test_a_compact_card_header_is_whole_in_every_language(folders: Folders, lang: str):
    """At 80x24 a card's top edge (its letter, ◆ when clicked, ♛ for a boss, the power) is never
    cut with "…", for every enemy of the deck, clicked or not, in every language: what does not
    fit gives way whole (the ♛, then the power's name; its symbol stays)."""
    from dragonwood_tui.games import get_game
    from dragonwood_tui.games.dice_quest.view import EnemyView, card_view
    from dragonwood_tui.storage.settings import Settings
    from dragonwood_tui.tui.games.dice_quest.quest_line import POWER_SYMBOLS

    from .table_helpers import settle

    match = table_positions.match("dice-quest-solo")
    app_settings = Settings(bot_pace="instant", language=lang, motion=False)
    async with table_in_app(folders, match, size=(80, 24), settings=app_settings) as (app, pilot, screen):
        cards = list(screen.query(EnemyCard))
        for deck_card in get_game("dice-quest").cards:
            view = card_view(deck_card)
            for chosen in (False, True):
                for card in cards:
                    card.set_enemy(EnemyView(view, False), None, chosen, compact=True)
                await settle(pilot)
                for card in cards:
                    top = card.render().plain.split("\n")[0]
                    assert "…" not in top and POWER_SYMBOLS[view.power] in top, (lang, view.name, top)


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@pytest.mark.parametrize("position", ["dice-quest-solo", "dice-quest-army", "dice-quest-duel"])
@run_async
async def test_at_80x24_nothing_a_decision_needs_is_cut_or_scrolls(folders: Folders, position: str, lang: str):
    """Solo and two seats, in every language, with the hint asked for: the quest line, the dice,
    the prompt, the army and the players all above the footer, whole, none scrolling; the log
    (last) keeps its two rows at least."""
    from dragonwood_tui.storage.settings import Settings

    from .table_helpers import settle

    match = table_positions.match(position)
    app_settings = Settings(bot_pace="instant", language=lang, motion=False)
    async with table_in_app(folders, match, size=(80, 24), settings=app_settings) as (app, pilot, screen):
        for hint in (False, True):
            if hint:
                await pilot.press("h")
                await settle(pilot, lambda: screen.ui.hint is not None)
            footer_y = 24 - 1
            main = screen.query_one("#dq-main")
            for widget in main.query("*"):
                if widget.display and widget.region.height:
                    assert widget.region.bottom <= footer_y, (widget, widget.region, hint)
                    assert widget.max_scroll_y == 0, (widget, hint)  # nothing to scroll to
            log = screen.query_one("#dq-log")
            assert log.region.y >= main.region.bottom and log.region.height >= 2, (log.region, main.region, hint)


@pytest.mark.parametrize("size", [(80, 24), (120, 40), (160, 50)], ids=["80x24", "120x40", "160x50"])
@run_async
async def test_picked_dice_show_the_chance_of_their_re_roll_on_each_enemy(folders: Folders, size):
    """With dice picked, every enemy not beaten says on its card the exact chance that re-rolling
    them beats it (the large layouts: the compact cards have no row for it); none with no pick."""
    from dragonwood_tui.games.dice_quest.reroll_chance import reroll_chances
    from dragonwood_tui.tui.games.dice_quest.board import chance_figure

    match = table_positions.match("dice-quest-solo")
    async with table_in_app(folders, match, size=size, settings=INSTANT) as (app, pilot, screen):
        cards = list(screen.query(EnemyCard))
        assert not any("re-roll" in c.render().plain for c in cards)
        await pilot.press("1", "3")
        await pilot.pause()
        view = screen.view
        chances = reroll_chances(view.dice, [0, 2], [e.card for e in view.line])
        for card, enemy, chance in zip(cards, view.line, chances):
            text = card.render().plain
            lines = text.split("\n")
            assert len(lines) <= card.content_size.height, lines
            shown = f"↻ re-roll 1, 3: {chance_figure(chance)}" in text
            assert shown == (size != (80, 24) and not enemy.beaten), (text, chance)
        info = screen.query_one("#dq-roll-info").text
        if size == (80, 24):  # the compact layout: by letter, beside the dice
            line = info.split("\n")[-1]
            assert line.startswith("↻ 1,3: ") and len(line) <= screen.query_one("#dq-roll-info").content_size.width
            for n, (enemy, chance) in enumerate(zip(view.line, chances)):
                if f" {'ABCDE'[n]} " in line + " ":
                    assert f"{'ABCDE'[n]} {chance_figure(chance)}" in line and not enemy.beaten and chance > 0
        await pilot.press("1")  # one die less: each card's row drawn again (its strip too)
        await pilot.pause()
        chances = reroll_chances(view.dice, [2], [e.card for e in view.line])
        for card, enemy, chance in zip(cards, view.line, chances):
            drawn = [card.render_line(y).text for y in range(card.content_size.height)]
            assert drawn == card.render().plain.split("\n")  # the screen's strips say what the card says
            assert (f"↻ re-roll 3: {chance_figure(chance)}" in "\n".join(drawn)) == (size != (80, 24) and not enemy.beaten)
        await pilot.press("3")  # picked no more: the chances go
        await pilot.pause()
        assert not any("re-roll" in c.render().plain for c in cards)
        assert not any("re-roll" in c.render_line(y).text for c in cards for y in range(c.content_size.height))


def test_a_chance_never_reads_as_a_certainty_or_nothing_it_is_not():
    from dragonwood_tui.tui.games.dice_quest.board import chance_figure

    assert (chance_figure(0), chance_figure(1)) == ("0%", "100%")
    assert chance_figure(1 / 7776) == "<1%" and chance_figure(1 - 1 / 7776) == ">99%"
    assert chance_figure(0.306) == "31%"


@pytest.mark.parametrize("size", [(80, 24), (120, 40), (160, 50)], ids=["80x24", "120x40", "160x50"])
@run_async
async def test_the_log_s_empty_rows_hold_the_legend_until_the_log_needs_them(folders: Folders, size):
    """A new game's log has a line or two: in the large layouts its empty rows say how to read
    the table; the game's own lines take the rows back as they come (never pushed out)."""
    from dragonwood_tui.tui.widgets.game_log import GameLog

    match = table_positions.match("dice-quest-solo")
    async with table_in_app(folders, match, size=size, settings=INSTANT) as (app, pilot, screen):
        log = screen.query_one("#dq-log", GameLog)
        shown = log.render().plain
        assert ("How to read the table" in shown) == (size != (80, 24))
        if size == (80, 24):  # the short legend: the signs on a line, what beating gives
            assert "☀ ☀ any value" in shown and "Beat one enemy" in shown
        else:
            assert "☀ ☀ ☀" in shown and "Solo:" in shown
            assert any(row.startswith("Solo:") for row in shown.split("\n"))
        log.add([f"line {n}" for n in range(log.content_size.height - 3)])
        await pilot.pause()
        shown = log.render().plain
        assert "How to read the table" not in shown
        lines = shown.split("\n")  # the game's last line shown (a rule's line may follow in rows left)
        assert f"line {log.content_size.height - 4}" in lines and lines[-1] != "", lines


@pytest.mark.parametrize("size", [(80, 24), (120, 40), (160, 50)], ids=["80x24", "120x40", "160x50"])
@run_async
async def test_a_large_table_draws_each_combination_as_dice_boxes(folders: Folders, size):
    """With rows to spare the enemy cards draw what they need as boxes like the dice (a box a
    die, the number or ☀ ☾ in it), whole inside the card; at 80x24 one row of signs."""
    from dragonwood_tui.games.dice_quest.view import CardView

    match = table_positions.match("dice-quest-solo")
    async with table_in_app(folders, match, size=size, settings=INSTANT) as (app, pilot, screen):
        for card in screen.query(EnemyCard):
            if card.card is None:
                continue
            view: CardView = card.card
            dice = sum(n for _face, n in view.groups)
            rows = card.render().plain.split("\n")
            boxes = [row for row in rows if "┌─┐" in row]
            if size == (80, 24):
                assert not boxes
            else:
                assert len(boxes) == 1 and boxes[0].count("┌─┐") == dice, (view.name, rows)
                inner = next(row for row in rows if "│" in row and "┘" not in row and row.count("│") > 2)
                for face, _n in view.groups:
                    assert (face if face.isdigit() else {"sun": "☀", "moon": "☾"}[face]) in inner
                assert all(len(row) == card.size.width for row in rows)


def test_the_legend_says_what_the_boss_mark_and_the_powers_note_mean():
    """♛ and the heavy frame, and "⚡ −d3" (the powers that would beat an enemy): in the large
    legend; ♛ in the 80x24 one too."""
    from dragonwood_tui.tui.games.dice_quest.legend import legend_lines

    large = "\n".join(t.plain for t in legend_lines(True, lambda key: key))
    compact = "\n".join(t.plain for t in legend_lines(True, lambda key: key, compact=True))
    assert "♛" in large and "boss" in large and "⚡ −d3" in large and "die 3" in large
    assert "♛" in compact and "boss" in compact


@pytest.mark.parametrize("size", [(80, 24), (120, 40), (160, 50)], ids=["80x24", "120x40", "160x50"])
@run_async
async def test_the_army_shows_once_and_its_cards_are_clicked_as_the_chips(folders: Folders, size):
    """The army is either a row of chips (no room for cards) or a row of cards, never both; a
    click on a power card arms its power (the shift card: −1 on its left half, +1 on its right),
    and the armed card says so (✓ on its edge)."""
    from .table_helpers import settle

    match = table_positions.match("dice-quest-army")
    async with table_in_app(folders, match, size=size, settings=INSTANT) as (app, pilot, screen):
        panel = screen.query_one(ArmyPanel)
        names = panel.query_one("#army-names")
        chips = [c for c in panel.query("Chip") if c.display]
        assert bool(chips) != bool(names.display and names.region.height), (chips, names.region)
        if chips:
            return
        text = names.text
        lines = text.split("\n")
        for power in ("mirror", "shift-down", "shift-up", "plus"):
            column = {"mirror": "m", "plus": "+", "shift-down": "[ ]", "shift-up": "[ ]"}[power]
            x = lines[0].index(column)
            if power == "shift-up":  # the right half of the shift card: the last cell before the next card
                x = lines[0].index("x") - 4
            await pilot.click(names, offset=(x, 2))
            await settle(pilot, lambda: screen.ui.armed == power)
            assert "✓" in names.text.split("\n")[0], (power, names.text.split("\n")[0])
            await pilot.press("escape")
            await settle(pilot, lambda: screen.ui.armed is None)


@run_async
async def test_h_says_what_it_does_in_both_states(folders: Folders):
    """The footer's h reads "Hint" with no hint shown and "Hide hint" while one shows; pressing
    it does what the label says."""
    from .table_helpers import settle

    match = table_positions.match("dice-quest-solo")
    async with table_in_app(folders, match, size=(120, 40), settings=INSTANT) as (app, pilot, screen):
        shown = {b.binding.action: b.binding.description for b in screen.active_bindings.values() if b.enabled and b.binding.key == "h"}
        assert shown == {"hint": "Hint"}, shown
        await pilot.press("h")
        await settle(pilot, lambda: screen.ui.hint is not None)
        shown = {b.binding.action: b.binding.description for b in screen.active_bindings.values() if b.enabled and b.binding.key == "h"}
        assert shown == {"hide_hint": "Hide hint"}, shown
        await pilot.press("h")
        await settle(pilot, lambda: screen.ui.hint is None)
        shown = {b.binding.action: b.binding.description for b in screen.active_bindings.values() if b.enabled and b.binding.key == "h"}
        assert shown == {"hint": "Hint"}, shown


@pytest.mark.parametrize("size", [(120, 40), (160, 50)], ids=["120x40", "160x50"])
@run_async
async def test_the_legend_follows_the_log_with_no_empty_band(folders: Folders, size):
    """On the first turn the log's legend stands a blank row under the log's lines, not at the
    box's bottom with empty rows between."""
    from dragonwood_tui.tui.widgets.game_log import GameLog

    match = table_positions.match("dice-quest-solo")
    async with table_in_app(folders, match, size=size, settings=INSTANT) as (app, pilot, screen):
        log = screen.query_one("#dq-log", GameLog)
        rows = log.render().plain.split("\n")
        head = rows.index("How to read the table")
        assert all(r.strip() for r in rows[: head - 1]) and not rows[head - 1].strip(), rows


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@pytest.mark.parametrize("position", ["dice-quest-solo", "dice-quest-army", "dice-quest-duel"])
@run_async
async def test_at_80x24_every_enemy_card_shows_its_chance_and_the_powers_sign_is_explained(folders: Folders, position: str, lang: str):
    """The ⟨%⟩ chance is on every enemy card not beaten (on its bottom edge when its top has no
    room), and a card's "⚡2: +d4 −d3" is explained above the log (the log's legend scrolls away)."""
    from dragonwood_tui.storage.settings import Settings
    from dragonwood_tui.tui.games.dice_quest.quest_line import chance_words, throw_chance
    from dragonwood_tui.tui.widgets.status_bar import TextBox

    from .table_helpers import settle

    match = table_positions.match(position)
    app_settings = Settings(bot_pace="instant", language=lang, motion=False)
    async with table_in_app(folders, match, size=(80, 24), settings=app_settings) as (app, pilot, screen):
        await settle(pilot)
        notes = False
        for card in screen.query(EnemyCard):
            if card.card is None or card.beaten:
                continue
            assert chance_words(throw_chance(card.card.combination)) in card.render().plain, (card.card.name, card.render().plain)
            notes = notes or card.plan_note is not None
        info = screen.query_one("#dq-roll-info", TextBox).text
        assert ("⚡" in info and "=" in info) == notes, info
        assert notes == (position == "dice-quest-army")  # (the positions: the test sees both cases)


@pytest.mark.parametrize("position", ["dice-quest-solo", "dice-quest-duel"])
@pytest.mark.parametrize("size", [(120, 40), (140, 45), (160, 50)], ids=["120x40", "140x45", "160x50"])
@run_async
async def test_an_early_turn_s_log_box_has_no_empty_band_at_its_bottom(folders: Folders, size, position: str):
    """The rows the legend leaves hold the rules a turn needs, line by line as they fit: two
    blank rows at most at the box's bottom (a line of those rules needs one, or two wrapped)."""
    from dragonwood_tui.tui.widgets.game_log import GameLog

    match = table_positions.match(position)
    async with table_in_app(folders, match, size=size, settings=INSTANT) as (app, pilot, screen):
        log = screen.query_one("#dq-log", GameLog)
        rows = log.render().plain.split("\n")
        rows += [""] * (log.content_size.height - len(rows))
        blank = len(rows) - max(i for i, r in enumerate(rows) if r.strip()) - 1
        assert blank <= 2, rows


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@run_async
async def test_the_shift_chip_is_one_chip_whose_halves_arm_each_direction(folders: Folders, lang: str):
    """At 80x24 the shift card is one chip, "[ ] shift×1 (−1/+1)", its brackets closed inside
    it (two chips "shift×1 [ −1" and "] +1" read as a broken bracket); a click on its left half
    arms −1, on its right half +1, as the large layout's card does."""
    from dragonwood_tui.storage.settings import Settings

    from .table_helpers import settle

    match = table_positions.match("dice-quest-army")
    async with table_in_app(folders, match, size=(80, 24), settings=Settings(bot_pace="instant", language=lang)) as (app, pilot, screen):
        chips = [c for c in screen.query_one(ArmyPanel).query("Chip") if c.display]
        assert chips
        for chip in chips:  # every chip's brackets open and close inside it
            text = chip.text.plain
            assert text.count("[") == text.count("]") and text.count("(") == text.count(")"), text
        shift = [c for c in chips if "[" in c.text.plain or "]" in c.text.plain]
        assert len(shift) == 1 and "(−1/+1)" in shift[0].text.plain, [c.text.plain for c in chips]
        for x, power in ((1, "shift-down"), (shift[0].region.width - 2, "shift-up")):
            await pilot.click(shift[0], offset=(x, 0))
            await settle(pilot, lambda: screen.ui.armed == power)
            await settle(pilot, lambda: shift[0].has_class("-on"))
            await pilot.press("escape")
            await settle(pilot, lambda: screen.ui.armed is None)


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_the_boss_crown_stays_on_a_compact_card_and_the_power_word_shortens(lang: str):
    """"D ±décalage" lost its ♛ on a French boss card at 80x24: the crown stays whenever the
    letter, crown and symbol fit; the power's name shortens to a dictionary cut with a period
    ("décal.") or goes, never cut with "…"; the title always fits its room."""
    from rich.cells import cell_len

    from dragonwood_tui import i18n
    from dragonwood_tui.tui.games.dice_quest.quest_line import POWER_SYMBOLS, compact_title, power_name
    from dragonwood_tui.tui.widgets.palette import palette
    from dragonwood_tui.tui.widgets.symbols import BOSS, TARGETED

    i18n.set_language(lang)
    pal = palette()
    for power in ("plus", "minus", "shift", "reroll", "mirror"):
        name, symbol = power_name(power), POWER_SYMBOLS[power]
        for chosen in (False, True):
            head = "D" + (f" {TARGETED}" if chosen else "")
            for room in range(cell_len(head) + 2, 30):
                title = compact_title("D", chosen, True, power, room, pal).plain
                assert cell_len(title) <= room and "…" not in title, (room, title)
                if cell_len(f"{head} {BOSS} {symbol}") <= room:
                    assert BOSS in title, (room, title)
                    word = title.split(symbol, 1)[1]
                    assert word in ("", name) or (word.endswith(".") and name.startswith(word[:-1]) and len(word) >= 4), (room, title)
                    if cell_len(f"{head} {BOSS} {symbol}{name}") <= room:
                        assert word == name, (room, title)
