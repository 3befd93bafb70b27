"""Names a game package declares without importing the module that holds them until first used.

`dragonwood verify`, the records and the walk need a game's rules and nothing else; its views,
coach lines, narration, seat lines and new luck are imported when something first asks for them:

    view_type = Imported[Any]("dragonwood_tui.games.x.view:View")   # a class attribute

    if TYPE_CHECKING:                                                # a module, typed as itself
        from dragonwood_tui.games.x import describe
    else:
        describe = LateModule("dragonwood_tui.games.x.describe")

A name, once read, is a plain attribute (of the class, of the stand-in): about 20 ns a read,
where a function-level import costs a microsecond at every call.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any, Generic, TypeVar

T = TypeVar("T")


class Imported(Generic[T]):
    """A class attribute that names another module's object ("module:name"), imported when
    first read; from then on the class holds the object itself."""

    def __init__(self, target: str) -> None:
        self.target = target
        self.name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, obj: object, owner: type | None = None) -> T:
        module, _, attr = self.target.partition(":")
        value: T = getattr(import_module(module), attr)
        if owner is not None:
            setattr(owner, self.name, value)  # read once: a plain class attribute from now on
        return value


class LateModule:
    """Stands for the module `name`, imported when one of its names is first read; each name
    read is kept on the stand-in."""

    def __init__(self, name: str) -> None:
        self._late_name = name

    def __getattr__(self, attr: str) -> Any:
        if attr.startswith("__"):  # copy, pickle and friends probing for protocols
            raise AttributeError(attr)
        value = getattr(import_module(self._late_name), attr)
        setattr(self, attr, value)
        return value

    def __repr__(self) -> str:
        return f"<module {self._late_name!r}, imported when first used>"
