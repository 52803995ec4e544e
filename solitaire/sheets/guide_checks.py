"""What the engine says of each exit check of the teacher's guide, in the language in use.

Each period's exit check is set on a board the class has not seen (a puzzle no lesson shows, or a deal no
lesson uses, at its start or after the moves given) or, after both games, on figures no lesson prints; its
answers are written in the guide's prose, and :func:`facts` plays the same positions on the engine as
the guide runs, so an answer that drifts from the engine shows beside it (and the guide's test fails).
:func:`puzzle_places` puts every puzzle of both games in one period: in class, at home, or spare.

>>> from solitaire.sheets.guide_checks import EXIT_PUZZLES
>>> EXIT_PUZZLES["Maids, period 1"]
['maids-09']
"""
from __future__ import annotations

import re
from pathlib import Path

from ..languages import translator
from ..maids import Maids
from ..puzzle import puzzles
from ..spider import Spider
from .guide_course import Course, short
from .guide import folded
from .guide_maids import NEVER_HOME, hidden_and_stuck, maids_first_periods, written_beside
from .guide_periods import PERIODS
from .guide_results import after_both
from .guide_said import answer_of, named
from .guide_spider import AFTER_THE_MOVE, FILL, after_the_move, spider_dealing, what_filling_uncovers

__all__ = ["EXIT_PUZZLES", "facts", "puzzle_places", "puzzle_places_folded", "named", "answer_of",
           "NEVER_HOME", "hidden_and_stuck"]

_ = translator("sheets")

#: The puzzles each period's exit check sets, in the order it asks them.
#: None of them is shown by a lesson: an exit check is asked on a board the class has not seen.
EXIT_PUZZLES = {"Maids, period 1": ["maids-09"], "Maids, period 2": ["maids-04"], "Maids, period 3": ["maids-16"],
                "Maids, period 4": ["maids-17", "maids-12", "maids-23"],
                "Spider, period 2": ["spider-15"],
                "Spider, period 3": ["spider-33", "spider-24", "spider-32"]}



def facts(results=None) -> dict:
    """Each period's facts, from the engine as it is now: the answers of its exit check rest on them.
    ``results`` is the folder of measured results (by default ``benchmarks/results`` beside the package)."""
    results = results or Path(__file__).resolve().parents[2] / "benchmarks" / "results"
    deal_1, deal_13 = Maids(deal=1), Spider(deal=13)
    maids, spider, after = maids_first_periods(), spider_dealing(deal_13), after_both(deal_1, results)

    def asked(name):
        return [answer_of(puzzle, why=False) for puzzle in EXIT_PUZZLES.get(name, [])]

    return {"Maids, period 1": maids["Maids, period 1"] + asked("Maids, period 1"),
            "Maids, period 2": maids["Maids, period 2"] + asked("Maids, period 2"),
            "Maids, period 3": maids["Maids, period 3"] + asked("Maids, period 3"),
            "Maids, period 4": [fact for puzzle in EXIT_PUZZLES["Maids, period 4"]
                                for fact in written_beside(puzzle) + hidden_and_stuck(puzzle)],
            "Spider, period 1": spider["Spider, period 1"] + asked("Spider, period 1"),
            "Spider, period 2": spider["Spider, period 2"] + asked("Spider, period 2") + [what_filling_uncovers(FILL)],
            "Spider, period 3": asked("Spider, period 3") + [after_the_move(*each) for each in AFTER_THE_MOVE],
            "How hard is it?": after["How hard is it?"], "The readings": after["The readings"]}


def puzzle_places(course: Course) -> str:
    """Every puzzle of both games placed once: in a period, at home in its lesson's Puzzles section, or spare."""
    in_plan = {name: period for period, (_title, steps) in PERIODS.items() for step in steps
               for name in re.findall(r"\b(?:maids|spider)-\d\d\b", step.doing)}
    in_plan.update({name: period for period, names in EXIT_PUZZLES.items() for name in names})
    shown = {}
    for lesson in ("01_maids_layout_and_deal", "02a_maids_princes_and_maids", "02b_maids_columns_stock_and_end",
                   "03_maids_play_a_deal", "04_spider_layout_and_deal", "05_spider_rules_of_play",
                   "06_spider_play_a_deal"):
        for cell in course.cells(lesson):
            if cell["cell_type"] == "code":
                shown.update(dict.fromkeys(re.findall(r"\b(?:maids|spider)-\d\d\b", "".join(cell["source"])),
                                           short(lesson)))
    period_of = {"01": "Maids, period 1", "02a": "Maids, period 2", "02b": "Maids, period 3", "03": "Maids, period 4",
                 "04": "Spider, period 1", "05": "Spider, period 2", "06": "Spider, period 3"}
    placed = {name: ([], [], []) for name in period_of.values()}
    every = puzzles("maids") + puzzles("spider")
    for found in every:
        label = f"{found.id} ({found.level})"
        if found.id in in_plan:
            placed[in_plan[found.id]][0].append(label)
        elif found.id in shown:
            placed[period_of[shown[found.id]]][1].append(label)
        else:
            placed[period_of[found.lessons[0]]][2].append(label)
    out = []
    for name, (in_class, home, spare) in placed.items():
        home, spare, in_class = (", ".join(group) or "—" for group in (home, spare, in_class))
        out += [_(name), "    " + _("in the period: {puzzles}").format(puzzles=in_class),
                "    " + _("at home, in the lesson's Puzzles section: {puzzles}").format(puzzles=home),
                "    " + _("spare, from the classroom page's menu: {puzzles}").format(puzzles=spare)]
    count = sum(len(group) for groups in placed.values() for group in groups)
    out.append(_("{count} puzzles, each placed once (of {every})").format(count=count, every=len(every)))
    return "\n".join(out)


def puzzle_places_folded(course: Course) -> str:
    """:func:`puzzle_places` folded (Markdown): a teacher opens it to find a spare puzzle, not to read it through."""
    # TRANSLATORS: the line over the teacher's guide's folded list of every puzzle and the period it belongs to
    return folded(_("Every puzzle and where it is for: in a period, at home, or spare (open it to look one up)"),
                  f"```\n{puzzle_places(course)}\n```")
