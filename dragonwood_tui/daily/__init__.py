"""The daily challenge: one Dragonwood and one Dice Quest deal per calendar day, the same for
everyone, with a result line anyone can check (no Textual here)."""

from dragonwood_tui.daily.deal import (
    DAILY_GAMES,
    DAILY_KINDS,
    Deal,
    NotADate,
    daily_deal,
    daily_seed,
    deal_mismatch,
    parse_date,
)
from dragonwood_tui.daily.result import NotADaily, Proof, check_code, claim_of, prove, result_text, verify_lines
from dragonwood_tui.daily.attempts import (
    Attempt,
    DayStatus,
    Plan,
    attempts,
    day_status,
    last_days,
    plan,
    proof_of,
    proof_of_file,
    start_attempt,
)

__all__ = [
    "Attempt",
    "DayStatus",
    "NotADaily",
    "Plan",
    "Proof",
    "attempts",
    "check_code",
    "claim_of",
    "day_status",
    "last_days",
    "plan",
    "proof_of",
    "proof_of_file",
    "prove",
    "result_text",
    "start_attempt",
    "verify_lines",
    "DAILY_GAMES",
    "DAILY_KINDS",
    "Deal",
    "NotADate",
    "daily_deal",
    "daily_seed",
    "deal_mismatch",
    "parse_date",
]
