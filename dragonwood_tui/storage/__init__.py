"""Where files live (platformdirs), atomic writes, autosave, the saves index, file commands.

No Textual here: the app, the CLI and the tests all use these functions.
"""
