"""Where files live (platformdirs), atomic writes, locks, listings, the sealed caches, the saves
index, the settings file, and reading records with the games' and bots' registries.

No Textual here, and nothing that plays a game (that is `play/`).
"""
