"""Helpers of the conformance suite (tests/test_conformance.py): the games it runs on, read from
the registries, and the few ways it plays them (random legal play, bots, a record)."""
