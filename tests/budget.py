"""How much of a slow check runs under each hypothesis profile.

The root ``conftest.py`` registers the profiles and loads the one ``HYPOTHESIS_PROFILE`` names,
``ci`` when none is named. Under ``ci`` (the everyday run) a property checked against a slow
oracle takes a quarter of its examples (``examples``), and a list of slow cases (deals, readings,
positions) a few of its items spread over the list (``sample``); under ``thorough`` (the
maintainer's run, before a release or after a rules change) both take everything.
"""
import os

CI_SHARE = 4


def thorough() -> bool:
    """Whether this run is the maintainer's thorough one (``HYPOTHESIS_PROFILE=thorough``)."""
    return os.environ.get("HYPOTHESIS_PROFILE", "ci") != "ci"


def examples(full: int) -> int:
    """``max_examples`` for an oracle-heavy property whose full count is ``full``."""
    return full if thorough() else max(5, full // CI_SHARE)


def sample(cases, keep: int, always=()) -> list:
    """Every item of ``cases`` under ``thorough``; under ``ci`` ``keep`` of them, evenly spread
    from the first to the last (the same ones on every run), plus those of ``always`` among them
    (the cases a past bug was found on)."""
    cases = list(cases)
    if thorough() or keep >= len(cases):
        return cases
    step = (len(cases) - 1) / max(1, keep - 1)
    chosen = {round(index * step) for index in range(keep)}
    return [case for index, case in enumerate(cases) if index in chosen or case in always]
