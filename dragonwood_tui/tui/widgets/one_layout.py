"""Widgets that never scroll take the size a layout pass gives them without asking for another.

Textual 8.2.8 stores a widget's new virtual size in a reactive declared `layout=True`
(`Widget._size_updated`): every widget that changes size in a layout pass asks for a second pass
of the whole screen at once. A scrolling container needs it (its scroll bars may come or go);
a widget with no children and no layout of its own (a card, the hand, the chances, the log, a
line of text) has a virtual size that is only its size, which the pass has just set: the second
pass moves nothing, and cost a table 3-7 ms after each key that changed the height of a part
(the Dragonwood chances list, and the log under it, at every new selection).
"""

from __future__ import annotations

from textual.geometry import Size
from textual.widget import Widget


class OneLayoutPass(Widget):
    """Base of the table's leaf widgets: a change of size repaints them, nothing more."""

    def _size_updated(self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True) -> bool:
        # a container (children or a layout: `is_scrollable`) keeps Textual's second pass
        return super()._size_updated(size, virtual_size, container_size, layout=layout and self.is_scrollable)
