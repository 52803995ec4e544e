"""The lessons in Ukrainian and Russian: ``notebooks/uk/`` and ``notebooks/ru/``, written from the
``lessons`` catalogs (``make lessons``, ``python -m solitaire.texts.lesson_notebooks``).

For each English lesson whose every Markdown cell the language's catalog translates (none empty,
none fuzzy), the translated lesson is the English one with:

- one first code cell that sets the language (tagged ``language``, its source folded away; a
  presented lesson shows no code, and the cell prints nothing);
- each Markdown cell's translation, its links to other lessons pointing inside the language's
  folder when that lesson is translated too, else to the English one (``../``), and any other
  relative link one folder up;
- the same code cells, executed in the language's folder with the language set, so every board,
  verdict and message is in that language, and stored with their outputs as the English ones are.

A lesson not translated whole is not written (and a copy written before is removed): the command
says which, and how many cells each still lacks. A lesson whose cells are what this module would
write is not executed again unless ``--all`` asks (after the engine, drawing or widgets change).
:func:`expected` is what a test compares the written lessons with, without executing anything.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

from ..languages import LANGUAGES
from ..languages.i18n import in_language, translator
from .lessons import NOTEBOOKS, lesson_paths, translations, untranslated, context

__all__ = ["TRANSLATED", "LANGUAGE_CELL_ID", "language_cell", "relinked", "in_english_note", "translated_notebook",
           "expected", "cell_sources", "write_lessons", "main"]

#: The languages the lessons are translated into.
TRANSLATED = tuple(code for code in LANGUAGES if code != "en")
#: The id of the first cell of a translated lesson, the one that sets its language.
LANGUAGE_CELL_ID = "set-language"
_LINK = re.compile(r"(\]\()([^()\s]+)(\))")
_ = translator("engine")


def language_cell(code: str):
    """The first cell of a lesson in ``code``: it sets the language, prints nothing, and is folded away."""
    import nbformat

    cell = nbformat.v4.new_code_cell(f'from solitaire import set_language\nset_language("{code}")')
    cell.id = LANGUAGE_CELL_ID
    cell.metadata = {"tags": ["language"], "jupyter": {"source_hidden": True}}
    return cell


def relinked(text: str, translated: set[str], in_english: str = "") -> str:
    """``text`` with its relative links written from the language's folder: a lesson translated
    too (its stem in ``translated``) stays beside it, anything else is one folder up, and a link
    to a lesson that is not translated is followed by ``in_english`` (" (in English)" in the
    class's language), so that a class knows before it clicks."""
    def target(match: re.Match) -> str:
        link = match.group(2)
        if re.match(r"^[a-z][a-z0-9+.-]*:|^[#/]", link, re.IGNORECASE):
            return match.group(0)                      # an address, an anchor or an absolute path
        path = link.split("#", 1)[0]
        lesson = "/" not in path and path.endswith(".ipynb")
        if lesson and path[:-len(".ipynb")] in translated:
            return match.group(0)
        return f"{match.group(1)}../{link}{match.group(3)}{in_english if lesson else ''}"
    text = _LINK.sub(target, text)
    # a bold link keeps its note outside the bold: "**[Lesson 03](../03.ipynb)** (in English)"
    return text.replace(f"{in_english}**", f"**{in_english}") if in_english else text


def in_english_note(code: str) -> str:
    """What follows a link to a lesson the language ``code`` does not have yet: " (англійською)"."""
    with in_language(code):
        # TRANSLATORS: after a link in a translated lesson to a lesson that is only in English
        return " " + _("(in English)")


def translated_notebook(english, stem: str, code: str, catalog, translated: set[str]):
    """The lesson ``english`` (an nbformat notebook named ``stem``) in ``code``, not executed."""
    import copy
    import nbformat

    known = translations(catalog)
    notebook = nbformat.v4.new_notebook(metadata=copy.deepcopy(english.metadata))
    notebook.metadata["solitaire"] = {"language": code, "translated_from": f"../{stem}.ipynb"}
    notebook.cells.append(language_cell(code))
    for cell in english.cells:
        cell = copy.deepcopy(cell)
        if cell.cell_type == "markdown" and "".join(cell.source).strip():
            cell.source = relinked(known[context(stem, cell.id)].string, translated, in_english_note(code))
        elif cell.cell_type == "code":
            cell.outputs, cell.execution_count = [], None
        notebook.cells.append(cell)
    return notebook


def expected(code: str, catalog=None, folder: Path = NOTEBOOKS) -> tuple[dict, dict]:
    """What ``make lessons`` writes for ``code``: ({stem: the notebook, not executed} for the lessons
    translated whole, {stem: the contexts still untranslated} for the others)."""
    import nbformat

    from ..languages import catalogs

    catalog = catalogs.read(code, "lessons") if catalog is None else catalog
    lacking = {path.stem: untranslated(catalog, path) for path in lesson_paths(folder)}
    whole = {stem for stem, missing in lacking.items() if not missing}
    written = {path.stem: translated_notebook(nbformat.read(str(path), as_version=4), path.stem, code, catalog, whole)
               for path in lesson_paths(folder) if path.stem in whole}
    return written, {stem: missing for stem, missing in lacking.items() if missing}


def cell_sources(notebook) -> list[tuple]:
    """A notebook's cells as they are written, outputs aside: (type, id, source, metadata)."""
    return [(cell.cell_type, cell.get("id"), "".join(cell.source), dict(cell.metadata)) for cell in notebook.cells]


def _execute(notebook, folder: Path) -> None:
    """Run every cell in ``folder``, as ``make notebooks`` runs the English lessons."""
    from nbclient import NotebookClient

    NotebookClient(notebook, timeout=600, kernel_name="python3", record_timing=False,
                   store_widget_state=False, resources={"metadata": {"path": str(folder)}}).execute()


def write_lessons(code: str, everything: bool = False, folder: Path = NOTEBOOKS, say=print) -> int:
    """Write (and execute) the lessons of ``code`` translated whole; remove any other; say what was
    done, one line a lesson. ``everything`` executes the lessons already up to date too. The count written."""
    import nbformat

    lessons, lacking = expected(code, folder=folder)
    target = folder / code
    count = 0
    for stem, notebook in lessons.items():
        path = target / f"{stem}.ipynb"
        if path.exists() and not everything and \
                cell_sources(nbformat.read(str(path), as_version=4)) == cell_sources(notebook):
            say(f"{code}/{stem}.ipynb: up to date")
            continue
        target.mkdir(exist_ok=True)
        _execute(notebook, target)
        nbformat.write(notebook, str(path))
        say(f"{code}/{stem}.ipynb: written and executed")
        count += 1
    # a lesson whose translation is no longer whole, or whose English lesson is gone, is not kept
    for stale in sorted(target.glob("*.ipynb")):
        if stale.stem not in lessons:
            stale.unlink()
            why = "its translation is no longer whole" if stale.stem in lacking else "there is no such English lesson"
            say(f"{code}/{stale.name}: removed, {why}")
    if lacking:
        say(f"{code}: not written, not translated whole: " +
            ", ".join(f"{stem} ({len(missing)} {'cell' if len(missing) == 1 else 'cells'} to translate)"
                      for stem, missing in lacking.items()))
    return count


def main(argv=None) -> int:
    """Write the translated lessons of every language (or those named), executed in their language."""
    import argparse

    options = argparse.ArgumentParser(prog="python -m solitaire.texts.lesson_notebooks", description=main.__doc__)
    options.add_argument("--language", action="append", choices=TRANSLATED, help="only this language (repeatable)")
    options.add_argument("--all", action="store_true", help="execute the lessons already up to date too")
    arguments = options.parse_args(argv)
    if not NOTEBOOKS.is_dir():
        print(f"no English lessons at {NOTEBOOKS}: run this in a source checkout", file=sys.stderr)
        return 2
    for code in arguments.language or TRANSLATED:
        write_lessons(code, everything=arguments.all)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
