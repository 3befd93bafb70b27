#!/bin/sh
# The catalogs: extract the messages into the template, then update every language's catalog.
#   sh tools/i18n.sh            (from the project's root, with the test extras installed)
# Then translate what is new or fuzzy in dragonwood_tui/locale/<lang>/LC_MESSAGES/dragonwood.po,
# run it again (it compiles each .po into the dragonwood.mo beside it, which the package ships and
# the app reads: commit both) and run tests/i18n/ (docs/i18n.md).
set -e
PYBABEL="${PYBABEL:-.venv/bin/pybabel}"
POT=dragonwood_tui/locale/dragonwood.pot
"$PYBABEL" extract -F babel.cfg -o "$POT.new" \
    --project=dragonwood-tui --version=1 --copyright-holder="dragonwood-tui contributors" \
    --add-location=file --add-comments=TRANSLATORS: --sort-output --no-wrap .
# keep the old template when only its creation date changed (no churn, no merge conflicts)
if [ -f "$POT" ] && [ "$(grep -v POT-Creation-Date "$POT.new")" = "$(grep -v POT-Creation-Date "$POT")" ]; then
    rm "$POT.new"
else
    mv "$POT.new" "$POT"
fi
"$PYBABEL" update -D dragonwood -i dragonwood_tui/locale/dragonwood.pot -d dragonwood_tui/locale \
    --no-wrap --ignore-obsolete --no-fuzzy-matching
# what the app reads: fuzzy and untranslated entries left out (their English shows), as msgfmt does
"$PYBABEL" compile -D dragonwood -d dragonwood_tui/locale --statistics
