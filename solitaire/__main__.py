"""``python -m solitaire show|play|solve|stats GAME ...`` (see :mod:`solitaire.cli`)."""
from __future__ import annotations

import sys

from .cli import main

__all__ = ["main"]

if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:  # Ctrl-C, e.g. to stop a long search: a word, not a traceback
        print("interrupted", file=sys.stderr)
        sys.exit(130)
    except MemoryError:  # a search without a budget on a very hard deal: its table outgrew the machine
        print("out of memory: the search's table of positions outgrew this machine; "
              "give it a budget (--max-nodes N) or cap its table (--table-gb G)", file=sys.stderr)
        sys.exit(1)
