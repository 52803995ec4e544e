"""The Russian lessons (notebooks/ru) print no English sentence: every board, verdict, table and line a
class reads comes from the package in Russian.

Printed code (a function's source, a saved game's JSON, a list of rule names) is notation and is left
out; so are inline code, parenthesised notation and «quoted» input echoed back. What is left must hold
none of the English words a forgotten message would carry.
"""
from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

LESSONS = sorted((Path(__file__).resolve().parents[2] / "notebooks" / "ru").glob("*.ipynb"))
ENGLISH = re.compile(r"\b(the|and|with|from|after|before|moves?|deals?|won|lost|cards?|playing|stock|waste|packet)\b")
CODE_LINE = re.compile(r'^\s|^(def |@|\{|\[|\(|class |return )|"""|^\w+\(.*\)$')
NOTATION = re.compile(r"`[^`]*`|\([^)]*\)|«[^»]*»|:\s*[a-z_]+(, [a-z_]+)+$")


def shown_text(output) -> list[str]:
    """What a class reads of one output: printed text, Markdown, or HTML without a picture beside it."""
    data = output.get("data", {})
    texts = [output["text"]] if output.get("name") == "stdout" else []
    if "text/markdown" in data:
        texts.append(data["text/markdown"])
    if "text/html" in data and "image/png" not in data:
        texts.append(re.sub(r"<[^>]+>", " ", data["text/html"]))
    return texts


@pytest.mark.parametrize("path", LESSONS, ids=[path.stem for path in LESSONS])
def test_a_russian_lesson_prints_no_english(path):
    english = []
    for cell in nbformat.read(str(path), as_version=4).cells:
        for output in cell.get("outputs", []):
            for text in shown_text(output):
                english += [line for line in text.splitlines()
                            if not CODE_LINE.search(line) and ENGLISH.search(NOTATION.sub("", line))]
    assert not english, f"{path.name} prints English: {english[:3]}"
