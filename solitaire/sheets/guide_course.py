"""The course as its lesson files stand, read for timing: what each cell costs in class, each section's minutes,
its heading as the class's lesson says it, and the exercises it asks (:class:`Course`). The periods' plans that
price their steps with it are in :mod:`solitaire.sheets.guide_periods`; the tables the guide prints, in
:mod:`solitaire.sheets.guide`.

>>> Course().minutes("00_start_here") > 0
True
"""
from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..languages import decimal, language, translator

__all__ = ["COST", "LESSONS", "PERIOD_MINUTES", "Step", "Course", "number", "inner_quotes", "short"]

_ = translator("sheets")

#: The price of a lesson's cell in class, in minutes: a text cell read aloud with a question taken,
#: a code cell's output shown, an exercise thought over, answered in pairs or on phones, then its why.
COST = {"markdown": 1.0, "code": 0.5, "exercise": 3.0}

#: The lessons in course order, as their files are named.
LESSONS = ["00_start_here", "01_maids_layout_and_deal", "02a_maids_princes_and_maids",
           "02b_maids_columns_stock_and_end", "03_maids_play_a_deal", "04_spider_layout_and_deal",
           "05_spider_rules_of_play", "06_spider_play_a_deal", "07_how_hard_is_it", "08_readings"]

#: The longest a period may run, in minutes, its exit check included.
PERIOD_MINUTES = 45


@dataclass(frozen=True)
class Step:
    """One step of a period: what the class does (English, said in the language in use when
    shown), and either a lesson's section that prices it or the minutes it is given."""

    doing: str = ""
    minutes: float = 0.0
    lesson: str | None = None
    section: str | tuple | None = None   # the start of a heading, or alternatives, the first that is there
    home: tuple = ()   # exercises of the section the plan leaves for home from the start, not only when late


@lru_cache(maxsize=4)
def _lesson_headings(code: str) -> dict:
    """{(lesson, cell id, English): the cell's translated heading} for every translated heading cell of ``code``."""
    from ..languages import catalogs

    found = {}
    for message in catalogs.read(code, "lessons"):
        heading = re.search(r"^## (.+)", message.string, re.M) if message.id and message.string else None
        if heading and not message.fuzzy and ":" in (message.context or ""):
            lesson, cell = message.context.split(":", 1)
            found[(lesson, cell, message.id)] = heading.group(1)
    return found


def number(value: float) -> str:
    """Minutes as the language writes them: ``7.5`` in English, ``7,5`` in Ukrainian and Russian."""
    return decimal(f"{value:g}")


def inner_quotes(text: str) -> str:
    """A heading to be set in «…»: the quotation marks inside it become „…“, as a quote within a quote
    («4. Когда действует правило ряда в „Пауке“?»)."""
    return text.replace("«", "„").replace("»", "“")


def short(name: str) -> str:
    """A lesson's short name: its number ("02a"), or its title for the two measured lessons."""
    if name[0].isdigit():
        return name.split("_")[0]
    return {"07_how_hard_is_it": _("how hard is it?"), "08_readings": _("readings")}.get(name, name)


#: The English lessons, beside the package: a translated lesson keeps their cells, so the timing is the same.
NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


class Course:
    """The lessons as their files stand in ``folder`` (the English notebooks by default), read for timing."""

    def __init__(self, folder=None):
        self.folder = Path(folder) if folder is not None else NOTEBOOKS
        self._sections: dict[str, list] = {}   # each lesson read once by this Course (a guide asks ~600 times)

    def cells(self, name: str) -> list:
        return json.loads((self.folder / f"{name}.ipynb").read_text(encoding="utf-8"))["cells"]

    def sections(self, name: str) -> list:
        """Each cell's kind under the heading of its section, in order ('opening' before the first ## heading)."""
        if name not in self._sections:
            self._sections[name] = self._read_sections(name)
        return self._sections[name]

    def _read_sections(self, name: str) -> list:
        found, current = [], "opening"
        for cell in self.cells(name):
            text = "".join(cell["source"])
            heading = re.search(r"^## (.+)", text, re.M) if cell["cell_type"] == "markdown" else None
            current = heading.group(1) if heading else current
            kind = "exercise" if "exercise(" in text and cell["cell_type"] == "code" else cell["cell_type"]
            found.append((current, kind))
        return found

    def minutes(self, name: str, title: str | None = None) -> float:
        """What a lesson (or its sections whose heading starts with ``title``) takes in class, by :data:`COST`."""
        return sum(COST[kind] for section, kind in self.sections(name) if title is None or section.startswith(title))

    def spent(self, step: Step) -> float:
        if step.lesson is None:
            return step.minutes
        found = self.minutes(step.lesson, self.title(step))
        if not found:
            raise ValueError(f"{step.lesson} has no section starting {step.section!r}: re-read the lesson and "
                             "fix the plan")
        missing = [ident for ident in step.home if ident not in self.asked(step.lesson, self.title(step))]
        if missing:
            raise ValueError(f"{step.lesson}: {missing} not asked in {step.section!r}: fix the plan's home exercises")
        return found - COST["exercise"] * len(step.home)

    def title(self, step: Step) -> str:
        """The start of the heading a step names: its section, or the first of its alternatives the lesson has
        (a plan may name a section by its heading before and after a lesson renames it)."""
        choices = (step.section,) if isinstance(step.section, str) else step.section
        return next((title for title in choices if self.minutes(step.lesson, title)), choices[0])

    def heading(self, name: str, start: str) -> str:
        """A section's heading as the class's lesson says it: the whole heading of the section starting with the
        English start a plan names (in a translated lesson, from the lessons catalog), or what the headings of
        several such sections share ('opening' is the part before the first heading)."""
        if start == "opening":
            return _("opening")
        known = {} if language() == "en" else _lesson_headings(language())
        headings = []
        for cell in self.cells(name):
            english = re.search(r"^## (.+)", "".join(cell["source"]), re.M) if cell["cell_type"] == "markdown" else None
            if english and english.group(1).startswith(start):
                headings.append(known.get((name, cell.get("id"), "".join(cell["source"])), english.group(1))
                                if known else english.group(1))
        return _shared_start(headings) or start

    def asked(self, name: str, title: str) -> list:
        """The exercises a lesson asks in its sections whose heading starts with ``title``, in order."""
        found = zip(self.sections(name), self.cells(name))
        return [ident for (section, kind), cell in found if kind == "exercise" and section.startswith(title)
                for ident in re.findall(r'exercise\("([^"]+)"\)', "".join(cell["source"]))]


def _shared_start(headings: list) -> str:
    """What several sections' headings begin with, as a plan names them all ("Decision" for "Decision 1: when
    to redeal" … "Decision 4: …"): their common start without its trailing number or colon; one heading whole."""
    if len(headings) < 2:
        return headings[0] if headings else ""
    shared = os.path.commonprefix(headings)
    return re.sub(r"[\s\d:·,.–-]+$", "", shared) or headings[0]
