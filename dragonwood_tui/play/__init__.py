"""Playing a game that is kept: a session (its match, autosave and lock), saving, practice games.

Above the bots (a session seats them) and storage (where the files live)."""
