"""Lines of text that redraw only when their text changes, without a layout pass.

Their size is fixed by CSS, so a new text never moves anything else: a key press repaints the
line, not the screen (Static.update would ask for a layout of the whole screen).
"""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text

from dragonwood_tui.tui.widgets.one_layout import OneLayoutPass


class TextBox(OneLayoutPass):
    DEFAULT_CSS = """
    TextBox { height: 1; }
    """

    def __init__(self, text: Text | str = "", id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._text = text if isinstance(text, Text) else Text(text)

    def say(self, text: Text | str) -> bool:
        """Show `text`; False when it was already shown."""
        text = text if isinstance(text, Text) else Text(text)
        if text.plain == self._text.plain and text.spans == self._text.spans and text.style == self._text.style:
            return False
        rows = text.plain.count("\n") != self._text.plain.count("\n")
        self._text = text
        # another number of lines: an auto height follows it (a height set by CSS does not: a
        # layout pass of the whole screen would move nothing)
        height = self.styles.height
        self.refresh(layout=rows and (height is None or height.is_auto))
        return True

    @property
    def text(self) -> str:
        return self._text.plain

    def render(self) -> Text:
        return self._text


class StatusBar(TextBox):
    DEFAULT_CSS = """
    StatusBar { height: 1; background: $panel; padding: 0 1; }
    """

    _fitted: Callable[[int], Text] | None = None

    def say_fitted(self, make: Callable[[int], Text]) -> bool:
        """Show `make(width)`, a text laid out for the cells it is given, and make it again when
        the bar's width changes: a line fitted before a resize (160 to 80 columns: the table
        redraws before the bar has its new width) wrapped mid-fact ("Dragonwood deck" / "24")."""
        self._fitted = make
        width = self.content_size.width if self.is_mounted and self.content_size.width > 0 else self.app.size.width - 2
        return self.say(make(width))

    def on_resize(self) -> None:
        if self._fitted is not None and self.content_size.width > 0:
            self.say(self._fitted(self.content_size.width))


class PromptBar(TextBox):
    """What the player can do now, in words; a decision mid-turn ("choice") stands out.

    A prompt is never cut: when it does not fit on one line it wraps, and the bar grows to as
    many lines as it needs (up to MAX_LINES; a layout pass only when that number changes)."""

    MAX_LINES = 3
    DEFAULT_CSS = """
    PromptBar { height: 1; padding: 0 1; background: $surface; }
    PromptBar.-choice { background: $warning 25%; text-style: bold; }
    PromptBar.-waiting { color: $text-muted; }
    """

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self._kind = ""

    def say(self, text: Text | str, kind: str = "") -> bool:
        if kind != self._kind:
            self._kind = kind
            self.set_class(kind == "choice", "-choice")
            self.set_class(kind == "waiting", "-waiting")
        text = text.copy() if isinstance(text, Text) else Text(text)
        text.overflow = "fold"
        changed = super().say(text)
        self._fit_lines()
        return changed

    def _fit_lines(self) -> None:
        width = self.content_size.width
        if width <= 0 or not self.is_mounted:
            return
        lines = min(self.MAX_LINES, max(1, len(self._text.wrap(self.app.console, width))))
        if self.styles.height is None or self.styles.height.value != lines:
            self.styles.height = lines

    def on_resize(self) -> None:
        self._fit_lines()
