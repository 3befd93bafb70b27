from tests.dragonwood.conftest import dice  # noqa: F401  (the forced-dice fixture)
