"""Reading a gettext `.po` catalog and compiling it to the `.mo` bytes `gettext` loads.

The app ships the `.po` files (the translators' source) and compiles them when a language is
first used (see `dragonwood_tui.i18n.catalogs`), so that `pip install .` and `pip install -e .`
need no build step. It does what GNU msgfmt does for our catalogs: fuzzy and untranslated
entries are left out (the English text shows), the header entry is kept (its Plural-Forms line
gives the plural rule), contexts are joined to their id by EOT as gettext expects. Pure Python,
the standard library only: the English path never imports it.
"""

from __future__ import annotations

import ast
import struct
from dataclasses import dataclass, field


class PoError(ValueError):
    """A catalog that can't be read: the line and what is wrong."""


@dataclass
class Entry:
    msgid: str = ""
    msgid_plural: str | None = None
    msgctxt: str | None = None
    msgstr: dict[int, str] = field(default_factory=dict)  # 0 for a singular message
    flags: set[str] = field(default_factory=set)
    comments: list[str] = field(default_factory=list)  # translator (#) and extracted (#.) lines
    obsolete: bool = False

    @property
    def fuzzy(self) -> bool:
        return "fuzzy" in self.flags

    @property
    def translated(self) -> bool:
        return bool(self.msgstr) and all(self.msgstr.values())


def _unquote(text: str, lineno: int) -> str:
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise PoError(f"line {lineno}: expected a quoted string, got {text[:40]!r}")
    inner = text[1:-1]
    if "\\" not in inner:  # most strings: nothing to unescape
        return inner
    try:  # a PO string is a C string: the same escapes as a Python one for what catalogs hold
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError):
        raise PoError(f"line {lineno}: bad string {text[:40]!r}") from None
    if not isinstance(value, str):
        raise PoError(f"line {lineno}: bad string {text[:40]!r}")
    return value


def parse_po(text: str) -> list[Entry]:
    """Every entry of a catalog, in order (obsolete `#~` entries marked as such)."""
    entries: list[Entry] = []
    entry = Entry()
    key: tuple[str, int] | None = None  # the field continued by a following "..." line
    has_msgstr = False

    def finish() -> None:
        nonlocal entry, key, has_msgstr
        if has_msgstr:
            entries.append(entry)
        entry, key, has_msgstr = Entry(), None, False

    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        obsolete = line.startswith("#~")
        if obsolete:
            line = line[2:].strip()
        if not line:
            finish()
            continue
        if line.startswith("#"):
            if has_msgstr:
                finish()  # a comment after a whole entry opens the next one
            if line.startswith("#,"):
                entry.flags.update(f.strip() for f in line[2:].split(",") if f.strip())
            elif line.startswith("#.") or line.startswith("# ") or line == "#":
                entry.comments.append(line[2:].strip())
            continue
        if line.startswith('"'):
            if key is None:
                raise PoError(f"line {lineno}: a string continues nothing")
            value = _unquote(line, lineno)
            name, index = key
            if name == "msgid":
                entry.msgid += value
            elif name == "msgid_plural":
                entry.msgid_plural = (entry.msgid_plural or "") + value
            elif name == "msgctxt":
                entry.msgctxt = (entry.msgctxt or "") + value
            else:
                entry.msgstr[index] += value
            continue
        word, _, rest = line.partition(" ")
        if word in ("msgctxt", "msgid") and has_msgstr:
            finish()
        entry.obsolete = entry.obsolete or obsolete
        if word == "msgctxt":
            entry.msgctxt, key = _unquote(rest, lineno), ("msgctxt", 0)
        elif word == "msgid":
            entry.msgid, key = _unquote(rest, lineno), ("msgid", 0)
        elif word == "msgid_plural":
            entry.msgid_plural, key = _unquote(rest, lineno), ("msgid_plural", 0)
        elif word == "msgstr":
            entry.msgstr[0], key, has_msgstr = _unquote(rest, lineno), ("msgstr", 0), True
        elif word.startswith("msgstr[") and word.endswith("]") and word[7:-1].isdigit():
            index = int(word[7:-1])
            entry.msgstr[index], key, has_msgstr = _unquote(rest, lineno), ("msgstr", index), True
        else:
            raise PoError(f"line {lineno}: unknown keyword {word[:20]!r}")
    finish()
    return entries


def compile_mo(entries: list[Entry]) -> bytes:
    """The GNU `.mo` bytes of the translated, non-fuzzy, non-obsolete entries (and the header)."""
    pairs: dict[bytes, bytes] = {}
    for e in entries:
        if e.obsolete or (e.fuzzy and e.msgid) or not e.translated:
            continue
        key = e.msgid if e.msgid_plural is None else e.msgid + "\0" + e.msgid_plural
        if e.msgctxt is not None:
            key = e.msgctxt + "\x04" + key
        value = "\0".join(e.msgstr[i] for i in sorted(e.msgstr))
        pairs[key.encode()] = value.encode()
    keys = sorted(pairs)
    ids = b"".join(k + b"\0" for k in keys)
    strs = b"".join(pairs[k] + b"\0" for k in keys)
    n = len(keys)
    start = 7 * 4 + 16 * n  # header, then the two tables of (length, offset)
    offsets_ids: list[int] = []
    offsets_strs: list[int] = []
    pos = start
    for k in keys:
        offsets_ids += [len(k), pos]
        pos += len(k) + 1
    for k in keys:
        offsets_strs += [len(pairs[k]), pos]
        pos += len(pairs[k]) + 1
    header = struct.pack("<7I", 0x950412DE, 0, n, 7 * 4, 7 * 4 + 8 * n, 0, 0)
    tables = struct.pack(f"<{4 * n}I", *offsets_ids, *offsets_strs)
    return header + tables + ids + strs
