"""Tools for the project's developers, run as `python -m dragonwood_tui.devtools.<name>`: the
lived-in folder and sample generators, the record schema, the card names' catalog extractor.
The app never imports this package (tests/test_layering.py)."""
