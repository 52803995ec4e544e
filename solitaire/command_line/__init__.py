"""The command line part: ``python -m solitaire show|play|solve|stats|rules|card|key|room ...``.

Its face hands on :func:`main`; :mod:`.cli` builds the parser and runs each command,
:mod:`.arguments` checks the arguments, :mod:`.terminal` speaks to the terminal, and
:mod:`.rules_command` and :mod:`.kit_commands` hold the sheets' commands.
"""
from .cli import main

__all__ = ["main"]
