"""``python -m solitaire show|play|solve|stats GAME ...`` (see :mod:`solitaire.command_line.cli`).

:func:`solitaire.command_line.cli.main` answers Ctrl-C, a closed pipe, a full disk and running out of
memory itself (the ``solitaire`` script calls it directly); the guard here covers the few
instants before it starts and after it returns.
"""
from __future__ import annotations

import sys

from .command_line import main
from .languages import translator

__all__ = ["main"]

_ = translator("cli")

if __name__ == "__main__":
    try:
        status = main()
    except KeyboardInterrupt:
        print(_("interrupted"), file=sys.stderr)
        status = 130
    sys.exit(status)
