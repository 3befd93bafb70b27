"""The coach of a guided first game: one line explaining each decision as it first comes up.

Pure: `Coach(kind).line(view, legal)` reads the person's view and legal actions, asks the game
which topics this decision raises (its `coach_topics`: a capture worth trying, a wound, a
re-roll, a power...; given the move the game's advisor would make, `bots.advised_move`, the
judgement the table's own advice shows) and returns the
game's line (`coach_lines`) for the first topic not explained yet, or the line already on show
when nothing is new — as long as the decision at hand still raises its topic: a line of a
decision that has passed ("a capture is worth trying" when a reload is better now, "Wounded!"
a turn later) gives way to the most specific topic of this one. Topics are keyed by name, so a
test can check which one a position raises.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from dragonwood_tui.games.words import named_keys
from dragonwood_tui.i18n import _


WELCOME = "welcome"  # the topic every game's turn raises: how a turn goes


class Coach:
    """Remembers what it explained; `line` gives what to show for the decision at hand."""

    def __init__(self, kind: str) -> None:
        from dragonwood_tui.games import get_game

        self.kind = kind
        self.game = get_game(kind)
        self.lines = self.game.coach_lines
        self.seen: list[str] = []
        self.topic: str | None = None  # the topic of the line on show
        self.text: str | None = None

    def topics(self, view: Any, legal: Sequence[Any]) -> list[str]:
        from dragonwood_tui.bots import advised_move  # the judgement the table's advice shows

        return self.game.coach_topics(view, legal, advised_move(self.kind, view))

    def line(self, view: Any, legal: Sequence[Any], shown: Callable[[str], str] | None = None) -> str | None:
        """The line for the decision at hand; `shown(key)`: a key as the screen's footer shows
        it (the letter the player's layout types), for the keys the line names."""
        topics = self.topics(view, legal)
        for topic in topics:
            if topic not in self.seen:
                self.seen.append(topic)
                self._show(topic)
                break
        else:
            if self.topic is not None and self.topic not in topics:
                # the line on show speaks of a decision that has passed: the most specific of
                # this one's (every game's turn raises its general WELCOME)
                specific = [t for t in topics if t != WELCOME and t in self.lines]
                self._show(specific[0] if specific else topics[0] if topics else self.topic)
        return self.current(shown)

    def _show(self, topic: str) -> None:
        if topic in self.lines:
            self.topic, self.text = topic, self.lines[topic]

    def current(self, shown: Callable[[str], str] | None = None) -> str | None:
        """The line on show, in the language in effect now (the games' lines are marked
        messages), its keys as `shown` gives them."""
        return None if self.text is None else named_keys(_(self.text), shown)
