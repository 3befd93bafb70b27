"""With no free re-roll left the hint names the move, not only a chance: which power, on which
die, with its keys ("mirror on die 5, 1→6 (m then 5), then a"), from the solver's own plan; and
the footer's r goes while there is no free re-roll to take."""

from __future__ import annotations

import pytest

from dragonwood_tui.games.dice_quest import tables as T
from dragonwood_tui.games.dice_quest.solver import beaten_by, cheapest_plans

from . import table_positions
from .app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import INSTANT, settle, table_in_app


def _army_match():
    match = table_positions.match("dice-quest-army")
    match.state.rerolls_left = 0  # the turn's free re-rolls all taken
    return match


def _rolls_by_power(free_re_rolls: bool = False) -> dict[str, tuple[int, ...]]:
    """One roll per power that the cheapest sure move starts with, beating nothing by itself
    (`free_re_rolls`: with the turn's free re-rolls still there)."""
    match = table_positions.match("dice-quest-army") if free_re_rolls else _army_match()
    view = match.game.view(match.state, 0)
    assert (view.free_rerolls > 0) == free_re_rolls
    army, line = view.seats[0].army, [e.card for e in view.line]
    powers = {c.id: c.power for c in army}
    found: dict[str, tuple[int, ...]] = {}
    for roll in T.ROLLS:
        if beaten_by(roll, line):
            continue
        plans = [p for p in cheapest_plans(roll, line, army).values() if p is not None and p.uses]
        if plans:
            first = powers[min(plans, key=lambda p: p.cards).uses[0].card]
            found.setdefault(first, tuple(roll))
    return found


ROLLS = _rolls_by_power()


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
@pytest.mark.parametrize("power", sorted(ROLLS))
@run_async
async def test_the_hint_with_no_free_re_roll_names_the_power_the_die_and_the_keys(folders: Folders, power: str, size):
    match = _army_match()
    match.state.dice = list(ROLLS[power])
    async with table_in_app(folders, match, size=size, settings=INSTANT) as (app, pilot, screen):
        view = screen.view
        assert view.free_rerolls == 0 and not view.beaten
        await pilot.press("h")
        await settle(pilot, lambda: screen.ui.hint is not None and "working" not in screen.ui.hint.plain)
        hint = screen.ui.hint.plain
        army, line = view.seats[0].army, [e.card for e in view.line]
        plans = [(i, p) for i, p in enumerate(cheapest_plans(view.dice, line, army).values()) if p is not None and p.uses]
        i, plan = min(plans, key=lambda ip: ip[1].cards)
        assert "0 free re-rolls" not in hint, hint
        for use in plan.uses:  # every step: its die and the keys that play it
            assert f"on die {use.dice[0] + 1}," in hint and f"then {use.dice[0] + 1})" in hint, hint
        assert f"then {'abcde'[i]}." in hint, hint
        assert {"plus": "(+ then", "minus": "(- then", "mirror": "(m then", "shift": "then"}[power] in hint, hint
        box = screen.query_one("#dq-hint")
        await settle(pilot, lambda: box.region.height > 0)
        assert box.max_scroll_y == 0 and box.region.bottom <= size[1] - 1, (box.region, hint)  # whole, above the footer


@run_async
async def test_r_leaves_the_footer_with_the_last_free_re_roll(folders: Folders):
    match = table_positions.match("dice-quest-army")
    async with table_in_app(folders, match, size=(120, 40), settings=INSTANT) as (app, pilot, screen):
        def footer_r() -> bool:
            return any(b.binding.action == "reroll" for b in screen.active_bindings.values())

        assert screen.view.free_rerolls > 0 and footer_r()
        while screen.view.free_rerolls and screen.view.status == "playing":
            left = screen.view.free_rerolls
            await pilot.press("1", "r")
            await settle(pilot, lambda: screen.view.free_rerolls < left)
        await settle(pilot, lambda: not footer_r())


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
@run_async
async def test_an_army_whose_cards_were_all_used_says_so_not_empty(folders: Folders, size):
    """After the last power is spent the army's title says "all spent", never the "empty — beat
    enemies to gain powers" of an army that never had a card."""
    match = table_positions.match("dice-quest-army")
    seat = match.state.players[0]
    seat.discard, seat.army = seat.army, []
    async with table_in_app(folders, match, size=size, settings=INSTANT) as (app, pilot, screen):
        label = screen.query_one("#army-chips")._label.text
        assert "all spent" in label and "empty" not in label, label


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@pytest.mark.parametrize("position", ["dice-quest-solo", "dice-quest-army", "dice-quest-duel"])
@run_async
async def test_the_footer_keys_never_touch_the_palette_key(folders: Folders, lang: str, position: str):
    """At 80x24 in every language, "^p Commands" keeps a blank between its border and the last
    key ("f1 Aide▏^p Commandes" read as one word), or is left out."""
    from dragonwood_tui.storage.settings import Settings

    match = table_positions.match(position)
    async with table_in_app(folders, match, size=(80, 24), settings=Settings(bot_pace="instant", language=lang)) as (app, pilot, screen):
        keys = [k for k in screen.query("FooterKey") if k.display]
        palette = [k for k in keys if k.has_class("-command-palette")]
        others = [k for k in keys if not k.has_class("-command-palette")]
        assert others and others[-1].region.right <= 80
        if palette:
            assert others[-1].region.right <= palette[0].region.x, [(k.region, k.description) for k in keys]


@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_the_power_notes_and_the_beaten_mark_are_in_the_language(lang: str):
    """"+d4 −d3" keeps no English "d" in French or Russian, and a beaten enemy reads "beaten"
    (K.-O., бой выигран: of no gender, as "not beaten"), not "victory"."""
    import re

    from dragonwood_tui import i18n
    from dragonwood_tui.i18n import _
    from dragonwood_tui.tui.games.dice_quest.board import plan_note

    match = _army_match()
    view = match.game.view(match.state, 0)
    army, line = view.seats[0].army, [e.card for e in view.line]
    i18n.set_language(lang)
    try:
        for roll in ROLLS.values():
            for plan in cheapest_plans(roll, line, army).values():
                note = plan_note(plan, army, compact=True)
                if note is not None:
                    assert not re.search(r"d\d", note.plain), note.plain
        assert _("BEATEN") == {"fr": "K.-O.", "ru": "бой выигран"}[lang]  # of no gender, as "not beaten"
    finally:
        i18n.set_language("en")


FREE_ROLLS = _rolls_by_power(free_re_rolls=True)


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
@pytest.mark.parametrize("power", sorted(FREE_ROLLS))
@run_async
async def test_a_sure_power_is_named_while_free_re_rolls_remain(folders: Folders, power: str, size, lang: str):
    """Free re-rolls left and a power that beats an enemy now for sure: the hint names the sure
    move with its keys first, then the re-roll's exact chance for keeping the powers, all of it
    in the box (the 80x24 box used to show the chance alone)."""
    from dragonwood_tui.games.dice_quest.solver import hints
    from dragonwood_tui.i18n import _, ngettext
    from dragonwood_tui.storage.settings import Settings
    from dragonwood_tui.tui.widgets.text_fit import chance_text

    match = table_positions.match("dice-quest-army")
    match.state.dice = list(FREE_ROLLS[power])
    async with table_in_app(folders, match, size=size, settings=Settings(bot_pace="instant", language=lang)) as (app, pilot, screen):
        view = screen.view
        assert view.free_rerolls > 0 and not view.beaten
        await pilot.press("h")
        await settle(pilot, lambda: screen.ui.hint is not None and screen._hint_key in screen._hint_cache)
        hint = screen.ui.hint.plain
        army, line = view.seats[0].army, [e.card for e in view.line]
        plans = [(i, p) for i, p in enumerate(cheapest_plans(view.dice, line, army).values()) if p is not None and p.uses]
        i, plan = min(plans, key=lambda ip: ip[1].cards)
        sure = _("Sure now — {enemy} ({key}): {steps}, then {key}.").split("{enemy}")[0]
        assert sure in hint, hint
        for use in plan.uses:  # every step names its die
            assert f" {use.dice[0] + 1}" in hint, hint
        n = view.free_rerolls
        keep = ngettext("Or keep your powers and use {n} free re-roll: ", "Or keep your powers and use your {n} free re-rolls: ", n).format(n=n)
        assert keep in hint and hint.index(sure) < hint.index(keep), hint
        odds = hints(view).odds
        assert chance_text(odds.dice_alone) in hint, hint  # the exact figure, as the hint computes it
        box = screen.query_one("#dq-hint")
        await settle(pilot, lambda: box.region.height > 0)
        assert box.max_scroll_y == 0 and box.region.bottom <= size[1] - 1, (box.region, hint)  # whole, above the footer
