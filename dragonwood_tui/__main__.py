from dragonwood_tui.cli import main

raise SystemExit(main())
