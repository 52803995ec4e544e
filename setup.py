"""The one compiled part: the Maids search in C (solitaire/_maids_search.c).

Everything else lives in pyproject.toml. ``optional=True``: without a C compiler the
package still installs, and the search runs in Python (the same search, slower).
"""
from setuptools import Extension, setup

setup(ext_modules=[Extension("solitaire._maids_search", ["solitaire/_maids_search.c"], optional=True,
                             depends=["solitaire/_maids_table.h", "solitaire/_maids_bound.h", "solitaire/_maids_packs.h",
                                      "solitaire/_maids_order.h", "solitaire/_maids_args.h",
                                      "solitaire/_maids_guess.h", "solitaire/_maids_safe.h"],
                             extra_compile_args=["-O3"])])
