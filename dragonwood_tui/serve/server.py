"""textual-serve's server with our page (templates/) and quiet start-up lines."""

from __future__ import annotations

from pathlib import Path

from textual_serve.server import Server

TEMPLATES = Path(__file__).parent / "templates"


class DragonwoodServer(Server):
    def __init__(self, command: str, *, host: str, port: int, title: str) -> None:
        super().__init__(command, host=host, port=port, title=title, templates_path=TEMPLATES)

    async def on_startup(self, app: object) -> None:  # an aiohttp Application (not imported: textual-serve's)
        pass  # textual-serve's logo and "Press Ctrl+C": our command says what to open

    def initialize_logging(self) -> None:
        import logging

        logging.basicConfig(level="WARNING", format="%(message)s")
