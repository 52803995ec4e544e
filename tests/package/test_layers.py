"""The package's parts import only downwards (README, "Where things are").

Every relative import is read from the source, the ones inside functions too, so a lazy
import that reaches back up is caught as well as a top-level one.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "solitaire"

#: The layers, lowest first; a module may import its own part and any lower layer.
LAYERS = [
    {"languages", "cards", "moves", "refusals", "place_labels", "rules", "texts", "options", "saves", "layout"},
    {"engine", "room.server"},      # the room server sits on the core alone: no engine, no drawing
    {"spider", "maids"},
    {"draw", "solver"},
    {"puzzle"},
    {"widgets", "sheets", "exercises"},
    {"room"},                       # the teacher's side of the room: questions, client, panel
    {"classroom"},
    {"command_line"},               # the command line: its parser, arguments, terminal and the sheets' commands
    {"__main__", "__init__"},
]
LAYER_OF = {part: number for number, parts in enumerate(LAYERS) for part in parts}

#: The one import allowed to run up: the engine's rich display draws a board lazily.
ALLOWED_UP = {("engine", "draw")}


def modules():
    """Each module of the package as (its dotted name under solitaire, its file)."""
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE).with_suffix("").parts
        if parts[-1] == "__init__" and len(parts) > 1:
            parts = parts[:-1]
        yield ".".join(parts), path


def imports_of(name: str, path: Path):
    """The modules (dotted, under solitaire) that ``path`` imports relatively, lazily or not."""
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    if name == "__init__":
        package = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level:
            base = package[:len(package) - (node.level - 1)]
            if node.module:
                yield ".".join(base + [node.module])
            else:
                for alias in node.names:
                    yield ".".join(base + [alias.name])


def part_of(dotted: str) -> str:
    """A module's part: its first name under solitaire, but the room's two halves apart."""
    if dotted == "room.server" or dotted.startswith("room.server."):
        return "room.server"
    return dotted.split(".")[0]


#: Each module, its imports read when its test runs (reading them all at collection cost every worker a second).
MODULES = list(modules())


def test_every_module_is_read():
    names = {name for name, _ in modules()}
    assert {"engine", "spider.game", "maids.rules", "draw", "solver.maids.search", "widgets.board"} <= names


@pytest.mark.parametrize("name, path", MODULES, ids=[name for name, _ in MODULES])
def test_imports_only_go_down(name, path):
    for target in imports_of(name, path):
        source, goal = part_of(name), part_of(target)
        if source == goal or (source, goal) in ALLOWED_UP:
            continue
        if LAYER_OF.get(source) == LAYER_OF.get(goal) == 0:
            continue  # the shared core's files use one another; the loop test keeps them loop-free
        assert goal in LAYER_OF, f"{name} imports {target}, which is in no layer"
        assert LAYER_OF[goal] < LAYER_OF[source], (
            f"{path.relative_to(PACKAGE.parent)} imports {target}: {goal}/ is not below {source}/")


def test_no_import_loop_inside_a_part():
    """Within a part (a game, the drawing, the solver...) the files import without a loop."""
    known = {name for name, _ in modules()}
    edges = {name: set() for name in known}
    for name, path in modules():
        for target in imports_of(name, path):
            # "from . import _search" names the compiled module, not the package
            if target in known and target != name and not (name.startswith(target + ".")
                                                            and path.name != "__init__.py"):
                edges[name].add(target)
    loops = []
    for start in sorted(known):
        stack, seen = [(start, (start,))], set()
        while stack:
            node, trail = stack.pop()
            for nxt in edges[node]:
                if nxt == start:
                    loops.append(" -> ".join(trail + (start,)))
                elif nxt not in seen:
                    seen.add(nxt)
                    stack.append((nxt, trail + (nxt,)))
    allowed = [loop for loop in loops if "engine -> draw" in loop]
    assert sorted(set(loops) - set(allowed)) == []
