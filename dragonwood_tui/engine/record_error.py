"""RecordError: everything that goes wrong while reading or re-playing a record, in one line."""

from __future__ import annotations


# Here, not in record.py, so that reading a file (storage.files) needs no record code.
MAX_FILE_BYTES = 16 * 1024 * 1024  # a real game is a few tens of KiB


class RecordError(Exception):
    """A record or challenge that cannot be read or does not hold: one line for a person."""

    def __init__(self, reason: str, *, path: str | None = None, step: int | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.path = path
        self.step = step

    def __str__(self) -> str:
        from dragonwood_tui.i18n import _, error_line

        # the file's name and the step's number stay as they are; the words are the language's,
        # and so is the colon after each ("partie.json : étape 2 : …")
        step = None if self.step is None else _("step {step}").format(step=self.step)
        line = self.reason
        for part in reversed([p for p in (self.path, step) if p]):
            line = error_line(str(part), line)
        return line

    def at(self, path: object) -> RecordError:
        """The same error, naming the file (or save id) it came from."""
        return RecordError(self.reason, path=str(path), step=self.step)
