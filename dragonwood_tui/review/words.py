"""A review's words shown with a count: "13 best moves", "2 неточности" (the count and its noun
agree: one message with plural forms per class; `--json` and the cache keep the English keys)."""

from __future__ import annotations

from dragonwood_tui.i18n import N_, _, ngettext


def class_count(cls: str, n: int) -> str:
    """`n` decisions of class `cls` in words; a class the app does not know (from a file) as "n cls"."""
    if cls == "best":
        text = ngettext("{n} best move", "{n} best moves", n)
    elif cls == "good":
        text = ngettext("{n} good move", "{n} good moves", n)
    elif cls == "inaccuracy":
        text = ngettext("{n} inaccuracy", "{n} inaccuracies", n)
    elif cls == "mistake":
        text = ngettext("{n} mistake", "{n} mistakes", n)
    elif cls == "blunder":
        text = ngettext("{n} blunder", "{n} blunders", n)
    else:
        return f"{n} {cls}"
    return text.format(n=n)


def option_words(record: object, review: object) -> dict[int, tuple[str, str]]:
    """Each decision's played and best options in the language in effect, by step: the game's
    `option_words` (the option alone) at the position it was decided in, read by one walk of the
    record (the review keeps the actions only: a cache is worded in the language shown). An
    action the cache holds that the game does not read is left out (the caller says so)."""
    import msgspec

    from dragonwood_tui.engine.walk import walk
    from dragonwood_tui.games import get_game
    from dragonwood_tui.storage.text import seat_names

    wanted = {d.step: d for d in review.decisions}  # type: ignore[attr-defined]  # a SeatReview
    if not wanted:
        return {}
    header = record.header  # type: ignore[attr-defined]  # a record's Structs are made per game at run time
    game = get_game(record.kind)  # type: ignore[attr-defined]  # a record read from a file
    names = seat_names(header.seats)
    out: dict[int, tuple[str, str]] = {}

    def said(state: object, action: object) -> str | None:
        try:
            return str(game.option_words(state, msgspec.convert(action, game.action_type), names))
        except Exception:  # a cache is a file: an action it holds may be anything
            return None

    def before(step: int, state: object, _action: object) -> None:
        d = wanted.get(step - 1)
        if d is None:
            return
        played = said(state, d.played_action)
        best = played if d.best_action == d.played_action else said(state, d.best_action)
        if played is not None and best is not None:
            out[d.step] = (played, best)

    walk(game, header.config, header.seed, record.actions, seats=len(header.seats), before=before)  # type: ignore[attr-defined]  # a record's Structs are made per game at run time
    return out


#: how a review was made, for the player (the cache and --json keep the English key)
METHOD_WORDS = {"exact": N_("exact"), "sampled": N_("sampled"), "estimated": N_("estimated")}


def method_word(method: str) -> str | None:
    """How the review was made, in the player's words; None for a method the app does not know
    (from a cache file: each caller shows it as its output shows file text)."""
    return _(METHOD_WORDS[method]) if method in METHOD_WORDS else None
