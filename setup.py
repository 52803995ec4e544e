"""The compiled parts: the Maids search and the Spider walks in C (``_search.c`` of
solitaire/solver/maids/ and solitaire/solver/spider/).

Everything else lives in pyproject.toml. ``optional=True``: without a C compiler the
package still installs, and the searches run in Python (the same searches, slower). The two are
compiled side by side (``parallel``): a second off every install, which waits for the slower one.
"""
from setuptools import Extension, setup

MAIDS = "solitaire/solver/maids/"
MAIDS_HEADERS = ["_table.h", "_bound.h", "_packs.h", "_order.h", "_args.h", "_guess.h", "_safe.h"]
SPIDER = "solitaire/solver/spider/"
SPIDER_HEADERS = ["_position.h", "_keys.h", "_steps.h", "_bound.h", "_row_bound.h", "_args.h", "_walk.h"]

setup(ext_modules=[
    Extension("solitaire.solver.maids._search", [MAIDS + "_search.c"], optional=True,
              depends=[MAIDS + header for header in MAIDS_HEADERS], extra_compile_args=["-O3"]),
    Extension("solitaire.solver.spider._search", [SPIDER + "_search.c"], optional=True,
              depends=[SPIDER + header for header in SPIDER_HEADERS], extra_compile_args=["-O3"]),
], options={"build_ext": {"parallel": 2}})
