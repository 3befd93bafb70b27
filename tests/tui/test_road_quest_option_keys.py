"""The letters of the Road Quest choices (tui/games/road_quest/option_keys.py): steady in a turn,
never handed on to another choice of the turn while letters are left, e and k kept."""

from __future__ import annotations

from dragonwood_tui.tui.games.road_quest.option_keys import KeyBook, LETTERS


def test_a_choice_keeps_its_letter_and_a_freed_letter_waits_for_the_next_turn():
    book = KeyBook()
    first = book.letters(1, [("road", "LayRoad"), ("send", "Attack"), ("end", "EndTurn"), ("camp", "Camp")])
    assert first == ["a", "b", "e", "k"]
    later = book.letters(1, [("send", "Attack"), ("other", "UseTreasure"), ("end", "EndTurn")])
    assert later == ["b", "c", "e"]  # "a" (the road laid) is not given to the new choice
    assert book.letters(2, [("x", "LayRoad"), ("end", "EndTurn")]) == ["a", "e"]


def test_past_the_unused_letters_a_freed_one_is_given_and_past_all_none():
    book = KeyBook()
    many = [(i, "Attack") for i in range(len(LETTERS) + 3)]
    keys = book.letters(1, many)
    assert "e" not in keys and "k" not in keys and keys.count(" ") == 5 and len(set(keys) - {" "}) == len(LETTERS) - 2
    again = book.letters(1, [(i, "Attack") for i in range(100, 103)])
    assert again == ["a", "b", "c"]  # every letter used this turn: the first free ones


def test_the_character_choice_is_lettered_in_order():
    assert KeyBook().letters(0, [(c, "ChooseCharacter") for c in "uvwxyz"], reserve=False) == list("abcdef")


def test_the_list_reads_in_letter_order_but_a_first_end_of_turn_and_a_plain_loss_keep_their_places():
    from dragonwood_tui.games.road_quest import actions as A
    from dragonwood_tui.tui.games.road_quest.table import in_letter_order

    # a choice come on offer mid-turn ("a", freed and handed on) goes where its letter falls
    options = [A.LayRoad(1), A.Attack(2, 1), A.Attack(3, 1), A.EndTurn(), A.UseTreasure(4), A.Camp()]
    listed, keys = in_letter_order(options, ["b", "c", "d", "e", "a", "k"], [False] * 6)
    assert keys == ["a", "b", "c", "d", "e", "k"] and listed[0] == A.UseTreasure(4)
    # "f" listed before "e" (five choices before the end of the turn): e where it falls
    _listed, keys = in_letter_order(options, ["a", "b", "c", "f", "e", "k"], [False] * 6)
    assert keys == ["a", "b", "c", "e", "f", "k"]
    # Enter on the end of the turn, never on throwing a treasure away; a plain loss last
    options = [A.EndTurn(), A.DropTreasure(4), A.Camp()]
    listed, keys = in_letter_order(options, ["e", "a", "k"], [False, False, True])
    assert listed == options and keys == ["e", "a", "k"]
    options = [A.LayRoad(1), A.Camp(), A.EndTurn()]
    listed, keys = in_letter_order(options, ["a", "k", "e"], [False, True, False])
    assert keys == ["a", "e", "k"] and listed[-1] == A.Camp()
