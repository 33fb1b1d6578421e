"""Agent tests build positions with the engine tests' scenario fixture."""

from tests.engine.conftest import make

__all__ = ["make"]
