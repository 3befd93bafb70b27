"""The computer players' levels as people read them: records, `--seats` and the bots registry
keep the English key ("hard"); every screen and line for a person shows this word. Here, with
the words, so that the transcript (engine), the games' narration and the screens name a level
the same way; a key with no word here (from a file) is shown as it is."""

from __future__ import annotations

from dragonwood_tui.i18n import N_, _

LEVEL_NAMES = {
    "easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard"), "expert": N_("expert"), "random": N_("random"),
    # TRANSLATORS: a computer player's level in old records (the old name of "normal")
    "greedy": N_("greedy"),
    # TRANSLATORS: a computer player's level kept for comparison (a published rule bot)
    "baseline": N_("baseline"),
}


def level_name(name: str) -> str:
    """A computer player's level ("hard") in the player's language."""
    return _(LEVEL_NAMES[name]) if name in LEVEL_NAMES else name
