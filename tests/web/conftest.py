"""Fixtures of the browser tests: one Chromium for the session, a served app per test."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.web.browser import chromium_path

START_LIMIT = 120.0  # seconds for the server to listen: a generous bound on a loaded machine, not a wait


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    path = chromium_path()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        # no WebGL: the page's terminal then draws with its DOM renderer, whose rows the tests read
        chromium = playwright.chromium.launch(executable_path=path, args=["--no-sandbox", "--disable-webgl", "--disable-3d-apis"])
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1200, "height": 800}, accept_downloads=True)
    page = context.new_page()
    page.set_default_timeout(90_000)  # an upper bound for each condition waited on (a loaded CI)
    yield page
    context.close()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Served:
    url: str
    data: Path
    process: subprocess.Popen[str]

    def saves(self) -> list[Path]:
        folder = self.data / "saves"
        return sorted(p for p in folder.glob("*.json") if not p.name.endswith(".review.json")) if folder.is_dir() else []


@pytest.fixture
def served(tmp_path: Path) -> Iterator[Served]:
    """`dragonwood serve` on a free port, with its own data and settings folders."""
    port = free_port()
    data = tmp_path / "data"
    env = dict(os.environ, DRAGONWOOD_DATA_DIR=str(data), DRAGONWOOD_CONFIG_DIR=str(tmp_path / "config"),
               DRAGONWOOD_LANG="en", TEXTUAL_ANIMATIONS="none")  # no motion: a click never lands on tumbling dice
    process = subprocess.Popen(
        [sys.executable, "-m", "dragonwood_tui", "serve", "--port", str(port)],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        start_new_session=True,  # its own group: the app processes it starts end with it
    )
    deadline = time.monotonic() + START_LIMIT
    while True:  # until it listens (a condition), within the bound
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            break
        except OSError:
            if process.poll() is not None:
                raise AssertionError(f"dragonwood serve ended: {process.stdout.read() if process.stdout else ''}")
            if time.monotonic() > deadline:
                process.kill()
                raise AssertionError("dragonwood serve did not listen")
            time.sleep(0.1)
    try:
        yield Served(f"http://127.0.0.1:{port}/", data, process)
    finally:
        # the test is over: the server and the apps it started go at once (a graceful stop of
        # textual-serve's sessions took 20 s a test, and nothing here reads what it would write)
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        process.wait()
