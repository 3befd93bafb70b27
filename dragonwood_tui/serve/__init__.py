"""`dragonwood serve`: the app in a browser tab, through textual-serve (imported only here)."""
