"""How many examples a property checked against a slow oracle gets under each hypothesis profile.

The root ``conftest.py`` registers the profiles and loads the one ``HYPOTHESIS_PROFILE`` names,
``ci`` when none is named. ``examples(full)`` is a quarter of ``full`` (at least 5) under ``ci``,
so the everyday run stays quick, and ``full`` under ``thorough``, the maintainer's run.
"""
import os

CI_SHARE = 4


def examples(full: int) -> int:
    """``max_examples`` for an oracle-heavy property whose full count is ``full``."""
    if os.environ.get("HYPOTHESIS_PROFILE", "ci") == "ci":
        return max(5, full // CI_SHARE)
    return full
