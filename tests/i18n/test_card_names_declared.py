"""Card names come from the games' own declarations (issue 36): `card_name(kind, name)` reads the
catalog context the game's class declares (by default "<kind> card"), and the catalog's extractor
reads every registered game's `card_names`, so the card names it extracts are main's, unchanged."""

from __future__ import annotations

from collections.abc import Iterator

import msgspec
from third_game import KIND, register

from dragonwood_tui.engine.blake import blake2b
from dragonwood_tui.engine.game import Game
from dragonwood_tui.games.card_catalog import extract, game_card_names
from dragonwood_tui.i18n import card_names

# what main's `i18n.card_names.game_card_names` gave: how many, and blake2b-64 of them sorted
# (changed on purpose once: Road Quest's "Attaque à Jack" named in English, "Jack's Attack")
MAIN_ENTRIES = (135, "5ed47e2ffa6d277d")


def test_the_shipped_games_card_names_are_main_s():
    entries = list(game_card_names())
    assert (len(entries), blake2b(msgspec.msgpack.encode(sorted(entries)), digest_size=8).hexdigest()) == MAIN_ENTRIES
    assert [(m[2], m[3]) for m in extract(None, None, None, None)] == [((c, n), [note]) for c, n, note in entries]


class _Toy(Game):  # declared only: a class is enough to declare its context
    kind = "toy-with-cards"
    card_context = "toy-with-cards creature"


class _Plain(Game):
    kind = "toy-without-context"


def test_card_name_reads_the_context_the_game_declares(monkeypatch):
    asked = []
    monkeypatch.setattr(card_names, "pgettext", lambda context, name: asked.append((context, name)) or name.upper())
    assert card_names.card_name("toy-with-cards", "Bat") == "BAT"
    assert card_names.card_name("toy-without-context", "Bat") == "BAT"
    assert card_names.card_name("never-declared", "Bat") == "BAT"
    assert asked == [("toy-with-cards creature", "Bat"), ("toy-without-context card", "Bat"), ("never-declared card", "Bat")]


def test_a_registered_game_s_cards_reach_the_catalog_through_its_declaration(monkeypatch):
    toy = register(monkeypatch, ui=False)
    entry = (f"{KIND} card", "Golden Die", "the toy game: a die that rolls no 1")

    def names(self) -> Iterator[tuple[str, str, str]]:
        yield entry

    monkeypatch.setattr(type(toy.GAME), "card_names", names)
    assert entry in list(game_card_names())
    assert card_names.card_name(KIND, "Golden Die") == "Golden Die"  # no catalog has it: its English
