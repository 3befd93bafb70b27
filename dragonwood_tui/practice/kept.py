"""The kept file of practice: `practice.json` beside the saves folder (in the user's data
folder), sealed as storage/cache.py seals, written atomically.

What it holds: per position answered (`positions.position_key`), how many times in a row it was
solved, and whether it has left the list (solved twice in a row); the current streak of solved
positions and the best one. It is untrusted input like every kept file: a file that is edited,
damaged, too large or makes no sense is dropped and practice starts afresh (`Kept.problem`
says so in one line naming the file), never a crash; a folder that refuses the write loses
nothing but the memory of this answer.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated

import msgspec

from dragonwood_tui.storage.cache import Count, load_sealed, store_sealed

FILE_NAME = "practice.json"
FORMAT = "dragonwood-tui-practice"
SOLVED_TO_LEAVE = 2  # solved this many times in a row: the position leaves the list
MAX_BYTES = 4 * 1024 * 1024
MAX_POSITIONS = 20_000

Key = Annotated[str, msgspec.Meta(pattern="^[0-9a-f]{32}:[0-9]{1,2}:[0-9]{1,7}$")]


class Mark(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    in_a_row: Annotated[int, msgspec.Meta(ge=0, le=SOLVED_TO_LEAVE)] = 0
    tries: Count = 0


class Body(msgspec.Struct, forbid_unknown_fields=True):
    format: str
    streak: Count = 0
    best_streak: Count = 0
    positions: Annotated[dict[Key, Mark], msgspec.Meta(max_length=MAX_POSITIONS)] = {}


def kept_path(saves_folder: Path) -> Path:
    """The practice file: beside the saves folder, in the data folder."""
    return Path(saves_folder).parent / FILE_NAME


def _sensible(body: Body) -> bool:
    return body.format == FORMAT and body.streak <= body.best_streak


@dataclass
class Kept:
    """What the player has solved; `answer` records one answer and writes the file."""

    path: Path
    streak: int = 0
    best_streak: int = 0
    marks: dict[str, Mark] = field(default_factory=dict)
    problem: str | None = None  # the file was there but could not be believed: one line

    @classmethod
    def load(cls, path: Path) -> Kept:
        body = load_sealed(path, Body, MAX_BYTES, _sensible)
        if body is None:
            if not (path.exists() or path.is_symlink()):
                return cls(path)
            from dragonwood_tui.i18n import _

            problem = _("{file}: not a practice file the app wrote (damaged or edited); practice starts afresh")
            fresh = cls(path, problem=problem.format(file=path))
            fresh.save()  # dropped and rebuilt: said once, not at every opening
            return fresh
        return cls(path, body.streak, body.best_streak, dict(body.positions))

    def left(self, key: str) -> bool:
        """The position has been solved twice in a row: it is off the list."""
        mark = self.marks.get(key)
        return mark is not None and mark.in_a_row >= SOLVED_TO_LEAVE

    def in_a_row(self, key: str) -> int:
        mark = self.marks.get(key)
        return 0 if mark is None else mark.in_a_row

    def answer(self, key: str, solved: bool) -> None:
        """One counted answer to the position `key`: its count in a row and the streak."""
        mark = self.marks.get(key, Mark())
        in_a_row = min(SOLVED_TO_LEAVE, mark.in_a_row + 1) if solved else 0
        self.marks[key] = Mark(in_a_row, min(mark.tries + 1, 2**31))
        self.streak = self.streak + 1 if solved else 0
        self.best_streak = max(self.best_streak, self.streak)
        self.save()

    def save(self) -> None:
        marks = self.marks
        if len(marks) > MAX_POSITIONS:  # the oldest answers go first (dicts keep their order)
            marks = dict(list(marks.items())[-MAX_POSITIONS:])
        # a folder that refuses the write: only this answer's memory is lost (store_sealed)
        store_sealed(self.path, Body(FORMAT, min(self.streak, 2**31), min(self.best_streak, 2**31), marks))
