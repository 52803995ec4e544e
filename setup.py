"""The one compiled part: the Maids search in C (solitaire/solver/maids/_search.c).

Everything else lives in pyproject.toml. ``optional=True``: without a C compiler the
package still installs, and the search runs in Python (the same search, slower).
"""
from setuptools import Extension, setup

HERE = "solitaire/solver/maids/"
HEADERS = ["_table.h", "_bound.h", "_packs.h", "_order.h", "_args.h", "_guess.h", "_safe.h"]

setup(ext_modules=[Extension("solitaire.solver.maids._search", [HERE + "_search.c"], optional=True,
                             depends=[HERE + header for header in HEADERS],
                             extra_compile_args=["-O3"])])
