"""A game's daily is what its package declares (`daily.json`, issue 36): a registered game that
ships one has a daily, dealt from its declaration, after the shipped games; one that ships none
has none; a declaration that makes no sense is refused naming its file."""

from __future__ import annotations

from datetime import date

import pytest

from dragonwood_tui import games
from dragonwood_tui.daily import deal
from dragonwood_tui.engine.game import SeatSpec

TOY = "toy-daily"


@pytest.fixture
def toy_package(tmp_path, monkeypatch):
    """A game package of its own (the toy third game's rules) registered as TOY; its daily.json
    is what the test writes."""
    from third_game import GAME_MODULE

    name = "toy_daily_" + "".join(c if c.isalnum() else "_" for c in tmp_path.name)  # one a test: imports are kept
    package = tmp_path / name
    package.mkdir()
    (package / "__init__.py").write_text(f"from {GAME_MODULE} import GAME\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(games, "_MODULES", dict(games._MODULES))
    monkeypatch.setattr(games, "_TITLES", dict(games._TITLES))
    monkeypatch.setattr(deal, "_declared", {})
    games.register_game(TOY, name, title="Toy")
    return package / deal.DAILY_FILE


def test_a_game_that_ships_a_daily_has_one_dealt_from_it(toy_package):
    toy_package.write_text('{"players": 2, "bots": ["steady"], "bot_names": ["Cleo"], "letter": "T"}')
    assert deal.daily_kinds() == ("dragonwood", "dice-quest", TOY)
    spec = deal.daily_game(TOY)
    assert (spec.title, spec.players, spec.bots, spec.bot_names, spec.letter) == ("Toy", 2, ("steady",), ("Cleo",), "T")
    day = date(2026, 12, 1)
    found = deal.daily_deal(TOY, day)
    assert found.seats == (SeatSpec("You"), SeatSpec("Cleo", "steady")) and found.seed == deal.daily_seed(day, TOY)
    assert deal.deal_mismatch(TOY, day, found.seed, found.config, found.seats) is None


def test_a_game_that_ships_none_has_no_daily(toy_package):
    assert deal.daily_kinds() == ("dragonwood", "dice-quest")
    assert deal.deal_mismatch(TOY, date(2026, 12, 1), 1, None, ()) is not None


@pytest.mark.parametrize("text", [
    '{"players": 2, "bots": ["steady"], "bot_names": ["Cleo"], "letter": "toy"}',  # a letter is one capital
    '{"players": 3, "bots": ["steady"], "bot_names": ["Cleo"], "letter": "T"}',  # two computer players needed
    '{"players": 2, "bots": ["steady"], "letter": "T"}',  # and as many names
    '{"players": 2, "letter": "T", "colour": "red"}',  # an unknown field
    "not json",
])
def test_a_declaration_that_makes_no_sense_is_refused_naming_its_file(toy_package, text):
    toy_package.write_text(text)
    with pytest.raises(ValueError, match=f"^{toy_package}: "):
        deal.daily_kinds()
