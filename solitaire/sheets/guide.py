"""The teacher's guide's plans: nine periods of at most 45 minutes, timed from the lessons' files.

A period is a list of steps (:mod:`solitaire.sheets.guide_periods`). A step is a section of a lesson, priced
from its cells (:data:`COST`, :class:`Course` in :mod:`solitaire.sheets.guide_course`), or something the class
does that no cell holds, priced by hand. The guide's notebook (``notebooks/teachers_guide.ipynb``) shows each
period's table from :func:`period_table`, with what the engine says of its exit check folded under it
(:mod:`solitaire.sheets.guide_checks`). Every word is in the language in use (the ``sheets`` catalog); a lesson
section keeps the English heading its plan names, as the lesson's file spells it.

>>> [name for name in PERIODS][:2]
['Maids, period 1', 'Maids, period 2']
"""
from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources

from ..languages import language, translator
from .guide_course import COST, LESSONS, PERIOD_MINUTES, Course, Step, inner_quotes, number, short
from .guide_glossary import glossary
from .guide_periods import CUTS, NO_PACKS, PERIODS, period_steps

__all__ = ["COST", "LESSONS", "PERIODS", "CUTS", "NO_PACKS", "Step", "Course", "period_steps", "overview",
           "period_table", "late_cut", "no_packs", "lessons_whole", "short", "glossary", "folded", "board_for_you",
           "glossary_folded"]

_ = translator("sheets")


def said(step: Step, course: Course) -> str:
    """A step as the plan's table says it: what the class does, or the lesson's section and what is done there
    (by default, the exercises the class answers in it)."""
    if step.lesson is None:
        return _(step.doing)
    where = f"{short(step.lesson)} «{inner_quotes(course.heading(step.lesson, course.title(step)))}»"
    if step.doing:
        return f"{where}: {_(step.doing)}"
    asked = [ident for ident in course.asked(step.lesson, course.title(step)) if ident not in step.home]
    said_ = f"{where}: " + _("the class answers {exercises}").format(exercises=", ".join(asked)) if asked else where
    # TRANSLATORS: after the exercises a class answers in a section, the ones its plan leaves for home
    return said_ + (_(" ({exercises} for home)").format(exercises=", ".join(step.home)) if step.home else "")


def overview(course: Course) -> str:
    """The nine periods in one table: each period's lessons and minutes (Markdown)."""
    rows = []
    for name, (title, _steps) in PERIODS.items():
        steps = period_steps(name)
        total = sum(course.spent(step) for step in steps)
        if total > PERIOD_MINUTES:
            raise ValueError(f"{name} takes {total:g} minutes, longer than a period")
        lessons = ", ".join(dict.fromkeys(short(step.lesson) for step in steps if step.lesson))
        rows.append(f"| {_(name)} · {_(title)} | {lessons} | {number(total)} |")
    period, lessons, minutes = _("period"), _("lessons"), _("minutes")
    head = f"| {period} | {lessons} | {minutes} |\n|:--|:--|--:|\n"
    tail = _.ngettext("{count} period, at most 45 minutes with its exit check.",
                      "{count} periods, each at most 45 minutes with its exit check.", len(PERIODS))
    return head + "\n".join(rows) + "\n\n" + tail.format(count=len(PERIODS))


def _asked_in(course: Course, name: str) -> list:
    """The lesson exercises a period's steps ask in class, in order (not those a plan leaves for home)."""
    return [ident for step in PERIODS[name][1] if step.lesson
            for ident in course.asked(step.lesson, course.title(step)) if ident not in step.home]


def late_cut(course: Course, name: str) -> str:
    """The period's named cut: which exercise goes home when it runs late, and the minutes that saves."""
    cut = CUTS[name]
    if cut not in _asked_in(course, name):
        raise ValueError(f"{name}: its cut {cut} is not asked in the period: re-read the lesson and fix CUTS")
    return _("Running late? Leave {exercise} for home (−{minutes} min).").format(
        exercise=cut, minutes=number(COST["exercise"]))


def no_packs(course: Course) -> str:
    """Each game's first period without real packs: its minutes, the unplugged slot given to the lesson's own
    sections, the exercises left for home, and the new total (Markdown, a line a period)."""
    out = []
    for name, (lesson_name, sections, cuts) in NO_PACKS.items():
        steps = period_steps(name)
        total = sum(course.spent(step) for step in steps)
        unplugged = sum(course.spent(step) for step in steps if step.doing.startswith("unplugged"))
        taught = [(course.heading(lesson_name, part) if language() != "en" else
                   next(section for section, _kind in course.sections(lesson_name) if section.startswith(part)),
                   course.minutes(lesson_name, part)) for part in sections]
        asked = _asked_in(course, name)
        missing = [cut for cut in cuts if cut not in asked]
        if missing:
            raise ValueError(f"{name}: {missing} not asked in the period: fix NO_PACKS")
        after = total - unplugged + sum(spent for _part, spent in taught) - COST["exercise"] * len(cuts)
        if after > PERIOD_MINUTES:
            raise ValueError(f"{name} without packs takes {after:g} minutes, longer than a period")
        sums = " ".join([number(total), "−", number(unplugged)] + [f"+ {number(spent)}" for _part, spent in taught]
                        + [f"− {number(COST['exercise'])}" for _cut in cuts])
        parts = ", ".join(f"{short(lesson_name)} «{inner_quotes(heading)}»" for heading, _spent in taught)
        home = (_("; for home: {exercises}").format(exercises=", ".join(cuts)) if cuts else "")
        out.append("- " + _("**{period}** without packs: in the unplugged slot, {sections}{home}: {sums} = "
                            "**{total}** minutes.").format(period=_(name), sections=parts, home=home, sums=sums,
                                                           total=number(after)))
    return "\n".join(out)


def period_table(course: Course, name: str, facts: list) -> str:
    """A period's steps with their minutes, then what its exit check's answers rest on, folded away (Markdown)."""
    steps = period_steps(name)
    table = "\n".join(f"| {number(course.spent(step))} | {said(step, course)} |" for step in steps)
    total = sum(course.spent(step) for step in steps)
    rest = "\n".join(f"- {fact}" for fact in facts)
    summary = _("What the engine says, as this guide ran (the answers rest on it)")
    # TRANSLATORS: the head of a period's table: its minutes column, then what the class does
    head = _("min") + " | " + _("{period} · the class").format(period=_(name))
    in_all = _("in all")
    return (f"| {head} |\n|--:|:--|\n{table}\n"
            f"| **{number(total)}** | **{in_all}** |\n\n{late_cut(course, name)}\n\n"
            f"<details><summary>{summary}</summary>\n\n{rest}\n\n</details>")



def _taught(name: str, section: str) -> bool:
    """Whether some period teaches this section of the lesson."""
    return any(step.lesson == name and section.startswith(step.section)
               for _title, steps in PERIODS.values() for step in steps)


@lru_cache(maxsize=1)
def _banks() -> dict:
    """{lesson: its exercises}, each exercise file saying which lesson (notebook) asks it."""
    found = {}
    for source in resources.files("solitaire.exercises").iterdir():
        if source.name.endswith(".json"):
            bank = json.loads(source.read_text(encoding="utf-8"))
            if "lesson" in bank:
                found[bank["lesson"].removesuffix(".ipynb")] = bank["exercises"]
    return found


def questions(name: str) -> str:
    """How many questions a lesson asks and the first and last of their ids, from its exercise file: "7 (02b.1–02b.7)"."""
    ids = sorted((q["id"] for q in _banks()[name]), key=lambda ident: int(ident.rsplit(".", 1)[1]))
    return f"{len(ids)} ({ids[0]}–{ids[-1]})"


def lessons_whole(course: Course) -> str:
    """Each lesson taught whole: its cells, its questions and minutes, and the sections no period teaches (Markdown)."""
    heads = [_("lesson"), _("cells"), _("text"), _("code"), _("exercises"), _("minutes")]
    out = ["| " + " | ".join(heads) + " |", "|:--|--:|--:|--:|--:|--:|"]
    for name in LESSONS:
        kinds = [kind for _section, kind in course.sections(name)]
        out.append(f"| {short(name)} | {len(kinds)} | {kinds.count('markdown')} | {kinds.count('code')} | "
                   f"{questions(name)} | {number(course.minutes(name))} |")
    over = [_("{lesson}, {minutes} minutes").format(lesson=short(name), minutes=number(course.minutes(name)))
            for name in LESSONS if course.minutes(name) > PERIOD_MINUTES]
    out += ["", _("Over one period when taught whole: {lessons}").format(lessons="; ".join(over) or _("none")), ""]
    out.append(_("In no period (for home, or a spare period):"))
    out.append("")
    out.append("- 00: " + _("the whole lesson, at a laptop before Maids period 1"))
    for name in LESSONS[1:]:
        left = [section for section in dict.fromkeys(s for s, _kind in course.sections(name))
                if not _taught(name, section) and section != "What you learned"]
        if left:
            out.append(f"- {short(name)}: " + "; ".join(
                _("«{section}» {minutes} min").format(section=inner_quotes(course.heading(name, section)),
                                                      minutes=number(course.minutes(name, section)))
                + "".join(f" ({', '.join(asked)})" for asked in [course.asked(name, section)] if asked)
                for section in left))
    home = [ident for _title, steps in PERIODS.values() for step in steps for ident in step.home]
    if home:
        out.append("- " + _("exercises the plans leave for home: {exercises}").format(exercises=", ".join(home)))
    summed = [name for name in LESSONS[1:] if not _taught(name, "What you learned")]
    if summed:  # every lesson's summary, read at home: one line, not one entry a lesson
        out.append(f"- {short(summed[0])}–{short(summed[-1])}: " + _("«{section}» {minutes} min each").format(
            section=inner_quotes(course.heading(summed[0], "What you learned")),
            minutes="/".join(dict.fromkeys(number(course.minutes(name, "What you learned")) for name in summed))))
    return "\n".join(out)


def folded(summary: str, markdown: str) -> str:
    """Reference a teacher looks up rather than reads, folded under a line (Markdown): a projected guide shows
    only the line."""
    return f"<details><summary>{summary}</summary>\n\n{markdown}\n\n</details>"


def board_for_you(game):
    """An exit check's board drawn for the teacher, folded: the guide on a projector must not show it."""
    from ..draw import boards
    from ..draw.folded import Folded
    from ..draw.narration import deal_title

    drawn = boards([(game, {"title": deal_title(game)})])
    # TRANSLATORS: the line over an exit check's board in the teacher's guide, folded until the teacher opens it
    return Folded(html=drawn._repr_mimebundle_()[0]["text/html"],
                  summary=_("The exit check's board, for you: open it when you prepare, never on the projector"))


def glossary_folded() -> str:
    """The glossary as a list that wraps on a screen, folded: reference to look a word up in, not to read through."""
    listed = "\n".join(f"- {line}" if line else "" for line in glossary().splitlines())
    # TRANSLATORS: the line over the teacher's guide's folded glossary
    return folded(_("The glossary: the words of the two texts, with what they mean (open it to look one up)"), listed)
