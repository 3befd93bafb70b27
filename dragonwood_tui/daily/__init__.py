"""The daily challenge: one Dragonwood and one Dice Quest deal per calendar day, the same for
everyone, with a result line anyone can check (no Textual here).

    deal      the deal of a date (its seed, options and seats), `DAILY_KINDS`
    result    result lines and check codes
    attempts  the attempts in the saves, a day's status, starting an attempt

Nothing is imported here: `dragonwood --help` and the app's start-up need only `deal`.
"""
