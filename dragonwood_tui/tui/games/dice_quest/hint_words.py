"""The hint's sure move in words a player can type: "mirror on die 5, 1→6 (m then 5)".

The solver's plan (`solver.Plan`) is a list of power uses; the hint names each one with the keys
that play it, so a hint that says "spending powers" also says which power on which die."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from dragonwood_tui.games.dice_quest.solver import Plan
from dragonwood_tui.games.dice_quest.view import CardView
from dragonwood_tui.i18n import _
from dragonwood_tui.tui.games.dice_quest.quest_line import power_name

# the key that arms each use (shift: its direction)
USE_KEYS = {"plus": "+", "minus": "-", "mirror": "m", "reroll": "x"}


def plan_steps(plan: Plan, dice: Sequence[int], army: Sequence[CardView], typed: Callable[[str], str]) -> str:
    """Each use of `plan` from `dice` as "power on die n, old→new (key then n)", joined in order."""
    powers = {c.id: c.power for c in army}
    current = list(dice)
    steps = []
    for use in plan.uses:
        power = powers.get(use.card, "")
        i = use.dice[0]
        old = current[i]
        if power == "mirror":
            new = 7 - old
        elif power == "shift":
            new = old + (1 if use.direction > 0 else -1)
        else:
            new = old + (1 if power == "plus" else -1)
        current[i] = new
        key = ("]" if use.direction > 0 else "[") if power == "shift" else typed(USE_KEYS.get(power, "?"))
        # TRANSLATORS: one step of the hint's sure move: "mirror on die 5, 1→6 (m then 5)"; {power} is the power's name (plus, minus, shift, mirror)
        steps.append(_("{power} on die {die}, {old}→{new} ({key} then {die})").format(
            power=power_name(power), die=i + 1, old=old, new=new, key=key))
    # TRANSLATORS: between two steps of the hint's sure move
    return _(", then ").join(steps)
