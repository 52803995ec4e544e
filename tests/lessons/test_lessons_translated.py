"""The lessons in Ukrainian and Russian (notebooks/uk, notebooks/ru) are what ``make lessons`` writes.

``make lessons`` merges every lesson's Markdown cells into the ``lessons`` catalogs and writes, for
each lesson translated whole, its translated notebook executed in its language. These tests compare
the written notebooks with what it would write now, without executing anything: a lesson whose
English or translation changed and was not written again fails here, as does a lesson written though
a cell of it is not translated. They also check the merge a translator relies on (a changed paragraph
keeps its translation, fuzzy, its old English beside it) and that ``make present`` presents a
translated lesson and still refuses any other name. nbval (``make test``) executes the written lessons.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import nbformat
import pytest
from babel.messages.catalog import Catalog

from solitaire.languages import catalogs
from solitaire.texts import lesson_notebooks, lessons

from make_present_scratch import make_present, scratch_folder

REPO = Path(__file__).resolve().parents[2]
TRANSLATED = lesson_notebooks.TRANSLATED


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_written_lessons_are_what_make_lessons_writes_now(code):
    written, lacking = lesson_notebooks.expected(code)
    on_disk = {path.stem: path for path in (lessons.NOTEBOOKS / code).glob("*.ipynb")}
    assert set(on_disk) == set(written), \
        f"notebooks/{code} holds {sorted(on_disk)}, make lessons writes {sorted(written)} (run make lessons)"
    for stem, notebook in written.items():
        stored = nbformat.read(str(on_disk[stem]), as_version=4)
        assert lesson_notebooks.cell_sources(stored) == lesson_notebooks.cell_sources(notebook), \
            f"notebooks/{code}/{stem}.ipynb is stale: its English or its translation changed (run make lessons)"
        assert stored.metadata["solitaire"]["language"] == code


@pytest.mark.parametrize("code", TRANSLATED)
def test_a_written_lesson_sets_its_language_first_and_is_stored_executed(code):
    for path in sorted((lessons.NOTEBOOKS / code).glob("*.ipynb")):
        notebook = nbformat.read(str(path), as_version=4)
        first = notebook.cells[0]
        assert first.id == lesson_notebooks.LANGUAGE_CELL_ID and f'set_language("{code}")' in first.source
        assert first.outputs == [] and "language" in first.metadata["tags"]   # a presented lesson shows nothing of it
        code_cells = [cell for cell in notebook.cells[1:] if cell.cell_type == "code"]
        assert all(cell.execution_count for cell in code_cells), f"{path.name} is stored unexecuted"


def test_lesson_00_is_translated_whole_into_both_languages_and_speaks_them():
    """Its boards, verdicts and printed lines come from the package in the lesson's language."""
    for code, word in (("uk", "Роздача №\u00a07"), ("ru", "Расклад № 7")):
        notebook = nbformat.read(str(lessons.NOTEBOOKS / code / "00_start_here.ipynb"), as_version=4)
        outputs = json.dumps([cell.get("outputs", []) for cell in notebook.cells], ensure_ascii=False)
        assert word in outputs and "Deal 7" not in outputs and "Exercise." not in outputs
        # what it prints or shows as text (lesson 00 prints no line since it shows deal 45 before and after)
        said = [output.get("text") or output.get("data", {}).get("text/plain", "")
                for cell in notebook.cells for output in cell.get("outputs", [])]
        assert not re.search(r"\b(from|to|the first prince|refilled)\b", "".join(map(str, said)))


def test_links_point_inside_the_language_folder_only_to_lessons_translated_there():
    text = ("[Readings](readings.ipynb), [next](01_maids.ipynb#top), [web](https://example.org/a.ipynb), "
            "[here](#the-course), ![board](../docs/maids.png)")
    assert lesson_notebooks.relinked(text, {"readings"}) == (
        "[Readings](readings.ipynb), [next](../01_maids.ipynb#top), [web](https://example.org/a.ipynb), "
        "[here](#the-course), ![board](../../docs/maids.png)")


# --- the merge a translator relies on --------------------------------------------------------------

def lesson(folder: Path, cells: list[tuple[str, str]]) -> None:
    notebook = nbformat.v4.new_notebook()
    for cell_id, text in cells:
        cell = nbformat.v4.new_markdown_cell(text) if cell_id != "code" else nbformat.v4.new_code_cell(text)
        if cell_id != "code":
            cell.id = cell_id
        notebook.cells.append(cell)
    nbformat.write(notebook, str(folder / "00_demo.ipynb"))


def merged(folder: Path, catalog: Catalog) -> Catalog:
    lessons.merge(catalog, lessons.extract(folder))
    return catalog


def test_a_changed_paragraph_keeps_its_translation_fuzzy_with_the_english_it_translated(tmp_path):
    lesson(tmp_path, [("intro", "Deal 7 as dealt."), ("code", "print(1)"), ("end", "What you learned."),
                      ("gone", "A cell that goes.")])
    catalog = merged(tmp_path, Catalog(locale="uk"))
    assert [m.context for m in catalog if m.id] == ["00_demo:intro", "00_demo:end", "00_demo:gone"]  # no code cell
    for message, text in zip([m for m in catalog if m.id], ["Роздача № 7.", "Чого ви навчилися.", "Клітинка."]):
        message.string = text
    lesson(tmp_path, [("intro", "Deal 7 as dealt, every packet asleep."), ("code", "print(1)"),
                      ("moved", "What you learned.")])
    catalog = merged(tmp_path, catalog)
    intro = catalog.get("Deal 7 as dealt, every packet asleep.", context="00_demo:intro")
    assert intro.fuzzy and intro.string == "Роздача № 7." and intro.previous_id == ["Deal 7 as dealt."]
    moved = catalog.get("What you learned.", context="00_demo:moved")     # a new id, the same English
    assert moved.string == "Чого ви навчилися." and not moved.fuzzy
    assert [m.context for m in catalog if m.id] == ["00_demo:intro", "00_demo:moved"]   # the gone cell is gone
    assert lessons.untranslated(catalog, tmp_path / "00_demo.ipynb") == ["00_demo:intro"]
    lesson(tmp_path, [("intro", "Deal 7 as dealt, all asleep."), ("moved", "What you learned.")])
    again = merged(tmp_path, catalog).get("Deal 7 as dealt, all asleep.", context="00_demo:intro")
    assert again.fuzzy and again.previous_id == ["Deal 7 as dealt."]   # still the English its translation says
    lesson(tmp_path, [("intro", "Deal 7 as dealt."), ("moved", "What you learned.")])
    back = merged(tmp_path, catalog).get("Deal 7 as dealt.", context="00_demo:intro")
    assert back.string == "Роздача № 7." and not back.fuzzy and not back.previous_id   # the change undone


def test_a_markdown_cell_without_an_id_is_refused_by_name(tmp_path):
    notebook = {"nbformat": 4, "nbformat_minor": 4, "metadata": {},
                "cells": [{"cell_type": "markdown", "metadata": {}, "source": "Old."}]}
    (tmp_path / "00_old.ipynb").write_text(json.dumps(notebook))
    with pytest.raises(ValueError, match="00_old.ipynb: Markdown cell 0 has no id"):
        lessons.extract(tmp_path)


def test_notation_that_a_translation_changes_is_named():
    english = "`R2→F1` moves the J♣ on R2 (maids.14); see [Readings](readings.ipynb) and T1."
    assert lessons.notation_differences(english, "`R2→F1` переносить В♣ з R2 (maids.14); [Прочитання](readings.ipynb), С1.") == []
    wrong = lessons.notation_differences(english, "`R2→F2` переносить В♦ з R3 (maids.15); [Прочитання](other.ipynb).")
    assert [line.split(":")[0] for line in wrong] == ["inline code", "link targets", "sentence ids", "places", "cards"]


def test_the_catalogs_command_keeps_the_lessons_catalog_too():
    assert catalogs.LESSONS in catalogs.all_domains()
    assert "lessons" not in catalogs.DOMAINS      # no part's translator reads it


# --- make present LESSON=uk/… -------------------------------------------------------------------------

@pytest.fixture
def scratch(tmp_path):
    """The Makefile beside a lesson in English and in Ukrainian, and a Voila that records its call."""
    return scratch_folder(tmp_path, ("00_start_here", "uk/00_start_here"))


def test_make_present_presents_a_translated_lesson_and_preheats_only_it(scratch):
    result = make_present(scratch, "uk/00_start_here")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Voila presents uk/00_start_here" in result.stdout
    args = (scratch / "voila-args.txt").read_text().splitlines()
    pattern = re.compile(next(a for a in args if a.startswith("--VoilaKernelManager.preheat_denylist=")).split("=", 1)[1])
    assert not pattern.match(str(scratch / "notebooks" / "uk" / "00_start_here.ipynb"))
    assert pattern.match(str(scratch / "notebooks" / "00_start_here.ipynb"))
    (scratch / "voila-args.txt").unlink()
    assert make_present(scratch, "00_start_here").returncode == 0        # and the English one, not the Ukrainian
    args = (scratch / "voila-args.txt").read_text().splitlines()
    pattern = re.compile(next(a for a in args if a.startswith("--VoilaKernelManager.preheat_denylist=")).split("=", 1)[1])
    assert pattern.match(str(scratch / "notebooks" / "uk" / "00_start_here.ipynb"))


@pytest.mark.parametrize("name", ["uk/", "uk/../00_start_here", "uk/uk/00_start_here", "de/00_start_here",
                                  "ru/00_start_here", "uk/$(touch pwned)", "uk/x;touch pwned", "/uk/00_start_here",
                                  "uk/00_start_here\ntouch pwned", "uk//00_start_here"])
def test_make_present_refuses_any_other_folder_or_name_and_runs_nothing(scratch, name):
    result = make_present(scratch, name)
    assert result.returncode == 2, result.stdout + result.stderr
    assert "make present: LESSON must name a lesson of notebooks/" in result.stdout
    assert "  uk/00_start_here" in result.stdout and "  00_start_here" in result.stdout   # the lessons, both languages
    assert not (scratch / "pwned").exists() and not (scratch / "voila-args.txt").exists()


def test_make_lessons_writes_a_lesson_translated_whole_and_removes_one_that_no_longer_is(tmp_path, monkeypatch):
    """Run on a scratch folder without executing: the lesson is written, then removed when its English changes."""
    lesson(tmp_path, [("intro", "Deal 7 as dealt, see [Readings](readings.ipynb)."), ("code", "1 + 1")])
    catalog = merged(tmp_path, Catalog(locale="uk"))
    catalog.get("Deal 7 as dealt, see [Readings](readings.ipynb).", context="00_demo:intro").string = \
        "Роздача № 7, див. [Прочитання](readings.ipynb)."
    monkeypatch.setattr(catalogs, "read", lambda code, domain: catalog)
    monkeypatch.setattr(lesson_notebooks, "_execute", lambda notebook, folder: None)
    (tmp_path / "uk").mkdir()
    (tmp_path / "uk" / "99_gone.ipynb").write_text("{}")
    said = []
    assert lesson_notebooks.write_lessons("uk", folder=tmp_path, say=said.append) == 1
    written = nbformat.read(str(tmp_path / "uk" / "00_demo.ipynb"), as_version=4)
    assert [cell.id for cell in written.cells][:1] == [lesson_notebooks.LANGUAGE_CELL_ID]
    # not translated there: the link goes one folder up and says the lesson is in English
    assert written.cells[1].source == "Роздача № 7, див. [Прочитання](../readings.ipynb) (англійською)."
    assert said == ["uk/00_demo.ipynb: written and executed", "uk/99_gone.ipynb: removed, there is no such English lesson"]
    lesson(tmp_path, [("intro", "Deal 7 as dealt."), ("code", "1 + 1")])
    merged(tmp_path, catalog)
    said.clear()
    assert lesson_notebooks.write_lessons("uk", folder=tmp_path, say=said.append) == 0
    assert not (tmp_path / "uk" / "00_demo.ipynb").exists()
    assert said == ["uk/00_demo.ipynb: removed, its translation is no longer whole",
                    "uk: not written, not translated whole: 00_demo (1 cell to translate)"]
