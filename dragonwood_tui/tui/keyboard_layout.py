"""Keys in a Cyrillic keyboard layout (ЙЦУКЕН): the key where `r` is types `к`, and acts as `r`.

Every binding of the app is written with Latin keys. A player whose layout is Russian presses
the same keys and the terminal sends Cyrillic letters, so the app reads each key by its place:
`latin_key("к") == "r"` (and `"К"` is `"R"`, `"х"` is `[`...). Text being typed (a name in an
input) is never translated. The footer and the keys screen show the letter the player's layout
types (`cyrillic_display("r") == "к"`) while the layout is Cyrillic: from the start when the
language is Russian, then by the last letter key pressed (a Latin letter switches back).
"""

from __future__ import annotations

# the standard Russian layout, by the place of each key on a US keyboard
_ROWS = (
    ("`qwertyuiop[]", "ёйцукенгшщзхъ"),
    ("asdfghjkl;'", "фывапролджэ"),
    ("zxcvbnm,.", "ячсмитьбю"),
)

#: Cyrillic character -> the Latin character at the same place (both cases)
CYRILLIC_TO_LATIN: dict[str, str] = {}
for latin, cyrillic in _ROWS:
    for lat, cyr in zip(latin, cyrillic, strict=True):
        CYRILLIC_TO_LATIN[cyr] = lat
        if lat.isalpha():
            CYRILLIC_TO_LATIN[cyr.upper()] = lat.upper()

#: Latin letter -> the Cyrillic letter at the same place (what the footer shows)
LATIN_TO_CYRILLIC: dict[str, str] = {lat: cyr for cyr, lat in CYRILLIC_TO_LATIN.items() if lat.isalpha()}

# Textual's key names of the punctuation keys that carry Cyrillic letters
_KEY_NAMES = {
    "`": "grave_accent", "[": "left_square_bracket", "]": "right_square_bracket",
    ";": "semicolon", "'": "apostrophe", ",": "comma", ".": "full_stop",
}


def latin_key(key: str) -> tuple[str, str] | None:
    """(Textual key name, character) of the Latin key at the place of the Cyrillic `key`, or None."""
    latin = CYRILLIC_TO_LATIN.get(key)
    if latin is None:
        return None
    return _KEY_NAMES.get(latin, latin), latin


def is_latin_letter(key: str) -> bool:
    return len(key) == 1 and key.isascii() and key.isalpha()


def is_cyrillic_letter(key: str) -> bool:
    return key in CYRILLIC_TO_LATIN and key.isalpha()


def cyrillic_display(key: str) -> str | None:
    """The Cyrillic letter a plain Latin letter key types in the Russian layout, or None."""
    return LATIN_TO_CYRILLIC.get(key)


def typing_text(focused: object) -> bool:
    """Whether the focused widget takes typed text (a name being typed keeps its letters)."""
    from textual.widgets import Input, TextArea

    return isinstance(focused, (Input, TextArea))


class LayoutKeys:
    """The app's side of it: `read(event)` gives the key event the bindings see, and keeps
    track of the player's layout; `display(key)` is what the footer shows for a key."""

    def __init__(self, cyrillic: bool) -> None:
        self.cyrillic = cyrillic

    def read(self, event: object, focused: object) -> tuple[object, bool]:
        """(the event to dispatch, whether the layout changed)."""
        from textual import events

        assert isinstance(event, events.Key)
        key = event.key
        was = self.cyrillic
        if is_cyrillic_letter(key):
            self.cyrillic = True
        elif is_latin_letter(key):
            self.cyrillic = False
        changed = was != self.cyrillic
        if key.startswith("ctrl+") and len(key) == 6 and is_cyrillic_letter(key[5]):  # a terminal that sends ctrl+з
            return events.Key(f"ctrl+{CYRILLIC_TO_LATIN[key[5]].lower()}", None), changed
        latin = latin_key(key)
        if latin is None or typing_text(focused):
            return event, changed
        return events.Key(*latin), changed

    def display(self, key: str) -> str | None:
        """A letter key as the layout types it; ctrl and a letter as "^" and that letter (the
        player holds ctrl and presses the key marked з for ^p: one alphabet on every line)."""
        if not self.cyrillic:
            return None
        if key.startswith("ctrl+") and len(key) == 6:
            letter = cyrillic_display(key[5])
            return f"^{letter}" if letter is not None else None
        modifiers, plus, last = key.rpartition("+")
        if plus and len(last) == 1:  # super+c, alt+x: the modifier's name, the key's letter
            letter = cyrillic_display(last)
            return f"{modifiers}+{letter}" if letter is not None else None
        return cyrillic_display(key)


def key_shown(app: object, key: str) -> str:
    """`key` as the footer shows it (`App.get_key_display`): in a Cyrillic layout the letter it
    types there. For the lines that name keys in their text (the coach's, `games.words.named_keys`)."""
    from textual.app import App
    from textual.binding import Binding

    assert isinstance(app, App)
    return app.get_key_display(Binding(key, ""))
