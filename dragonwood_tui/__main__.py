from dragonwood_tui.cli import main

# guarded: a review's worker process started by the app (headless.THREADED_START_METHOD) imports
# the main module again, and must not run the command
if __name__ == "__main__":
    raise SystemExit(main())
