"""The teacher's guide's plans: nine periods of at most 45 minutes, timed from the lessons' files.

A period is a list of steps. A step is a section of a lesson, priced from its cells (:data:`COST`: a
text cell is read aloud, a code cell's output shown, an exercise thought over and answered), or
something the class does that no cell holds (the learner cards and packs handed out, the phones'
first join, an unplugged start, the exit check), priced by hand. The guide's notebook
(``notebooks/teachers_guide.ipynb``) shows each period's table from :func:`period_table`, with
what the engine says of its exit check folded under it (:mod:`solitaire.sheets.guide_checks`).
Every word is in the language in use (the ``sheets`` catalog); a lesson section keeps the English
heading its plan names, as the lesson's file spells it.

>>> [name for name in PERIODS][:2]
['Maids, period 1', 'Maids, period 2']
"""
from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path

from ..languages import N_, decimal, language, translator
from .guide_glossary import glossary

__all__ = ["COST", "LESSONS", "PERIODS", "CUTS", "NO_PACKS", "Step", "Course", "period_steps", "overview",
           "period_table", "late_cut", "no_packs", "lessons_whole", "short", "glossary", "folded", "board_for_you",
           "glossary_folded"]

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


def lesson(name: str, section: str, doing: str = "", home: tuple = ()) -> Step:
    return Step(doing, 0.0, name, section, home)


def other(doing: str, minutes: float) -> Step:
    return Step(doing, minutes)


# five minutes: the boards are put up one after the other on the classroom page, and the slips collected
EXIT = other(N_("exit check: three questions, answered on paper; collect them"), 5)
# eight minutes where each question is a puzzle to play out in the head and a reason to write
EXIT_PLAY = other(N_("exit check: three puzzles, each a move and its reason, on paper; collect them"), 8)
#: The periods whose exit check is three play puzzles.
PLAY_PERIODS = (N_("Maids, period 4"), N_("Spider, period 3"))
_PHONES_BACK = N_("phones back in the room")
_OPENING = N_("put its question to the room")

#: Each period: its title and its steps, the exit check last (added by :func:`period_steps`).
PERIODS = {
    N_("Maids, period 1"): (N_("where every card lies"), [
        other(N_("hand out the Maids learner card (one a learner, it stays on the desk) and two real packs per "
                 "group (jokers out), shuffled together and bagged before the class"), 2),
        other(N_("phones join the room for the first time: code and QR code on the projector (Reference, Phones)"), 3),
        other(N_("lesson 00, done at a laptop before: hands up, who could answer 00.4 and 00.5?"), 1),
        lesson("01_maids_layout_and_deal", "opening", _OPENING),
        other(N_("unplugged: each group lays the figure from maids.6–10, round by round (Reference, Unplugged); "
                 "the packs go back in their bags"), 12),
        lesson("01_maids_layout_and_deal", "The arc and the goal"),
        lesson("01_maids_layout_and_deal", "Your turn",
               N_("the class answers the question on deal 75 (01.6 on phones)"))]),
    N_("Maids, period 2"): (N_("how every maid wakes"), [
        other(N_("phones back in the room: same address, same code"), 1),
        lesson("02a_maids_princes_and_maids", "opening", _OPENING),
        lesson("02a_maids_princes_and_maids", "Jacks and the cards"),
        lesson("02a_maids_princes_and_maids", ("What a prince wakes", "The first prince")),
        lesson("02a_maids_princes_and_maids", "Later princes"),
        lesson("02a_maids_princes_and_maids", "The last woken maid"),
        lesson("02a_maids_princes_and_maids", "Twelve maids, eight princes",
               N_("the class answers the question (02a.5 to 02a.7 on phones)"))]),
    N_("Maids, period 3"): (N_("columns, stock and the end"), [
        other(_PHONES_BACK, 1),
        lesson("02b_maids_columns_stock_and_end", "opening", _OPENING)]
        + [lesson("02b_maids_columns_stock_and_end", part) for part in
           (("The stock, the waste", "Refilling"), "Playable cards")]
        + [lesson("02b_maids_columns_stock_and_end", "No moves between", home=("02b.5",)),
           lesson("02b_maids_columns_stock_and_end", "Used-up maids")]
        + [lesson("02b_maids_columns_stock_and_end", "The rules on one card", N_("recap, on the learner card")),
           lesson("02b_maids_columns_stock_and_end", "Back to the question",
                  N_("the class answers the question (02b.7)"))]),
    N_("Maids, period 4"): (N_("play a deal"), [
        other(_PHONES_BACK, 1),
        lesson("03_maids_play_a_deal", "opening", _OPENING)]
        + [lesson("03_maids_play_a_deal", part) for part in
           ("A winning line", "Decision 1", ("Decision 2", "Question 2"), "Decision 3", "Decision 4",
            "Where did your game go wrong")]
        + [lesson("03_maids_play_a_deal", "Your answer", N_("the class answers the question (03.5)")),
           lesson("03_maids_play_a_deal", ("After your answer: rules of thumb", "Rules of thumb")),
           other(N_("before the exit check: read out the cards under the tops its puzzles name"), 1)]),
    N_("Spider, period 1"): (N_("what may go home while dealing"), [
        other(N_("hand out the Spider learner card and two real packs per group (jokers out), shuffled together "
                 "and bagged before the class"), 2),
        other(N_("phones back in the room (a newcomer joins with the code)"), 1),
        lesson("04_spider_layout_and_deal", "opening", N_("put its question to the room, on deal 21's board")),
        other(N_("unplugged: each group lays the body and deals one group of 12 clockwise (Reference, Unplugged); "
                 "the packs go back"), 12),
        lesson("04_spider_layout_and_deal", "To the bases while dealing"),
        lesson("04_spider_layout_and_deal", "The next groups"),
        lesson("04_spider_layout_and_deal", "Back to deal 21", N_("the class answers the question (04.7)"))]),
    N_("Spider, period 2"): (N_("digging out a buried card"), [
        other(_PHONES_BACK, 1),
        lesson("05_spider_rules_of_play", "opening", N_("put its question to the room, on deal 1's board")),
        lesson("05_spider_rules_of_play", "Now all the outer cards"),
        lesson("05_spider_rules_of_play", "Series on the piles", home=("05.3",)),
        lesson("05_spider_rules_of_play", "Empty piles"),
        lesson("05_spider_rules_of_play", "From one base to the other", N_("05.6 on phones: a pass between bases")),
        lesson("05_spider_rules_of_play", "Back to the buried card",
               N_("the class answers the question (05.8, 05.9)"))]),
    N_("Spider, period 3"): (N_("play a deal"), [
        other(_PHONES_BACK, 1),
        lesson("05_spider_rules_of_play", "The redeal", N_("lesson 06 needs it (05.7)")),
        lesson("06_spider_play_a_deal", "opening", _OPENING)]
        + [lesson("06_spider_play_a_deal", part) for part in ("A winning line", "Decision")]
        + [lesson("06_spider_play_a_deal", "Your answer", N_("the class answers the question (06.5)")),
           lesson("06_spider_play_a_deal", ("After your answer: rules of thumb", "Rules of thumb"))]),
    N_("How hard is it?"): (N_("is «Легкий» true?"), [other(_PHONES_BACK, 1)]
        + [lesson("07_how_hard_is_it", part) for part in ("opening", "1. One deal", "2. Deal 59")]
        + [lesson("07_how_hard_is_it", "3. Twelve Sleeping Maids", home=("how_hard.7",))]
        + [lesson("07_how_hard_is_it", "5. Your answer", N_("the class answers the question (how_hard.9)"))]),
    N_("The readings"): (N_("words or figures?"), [other(_PHONES_BACK, 1)]
        + [lesson("08_readings", part) for part in
           ("opening", "Two predictions", "1. Is the arc", "3. When may the stock", "4. When does Spider",
            "6. Your default")]),
}


#: Each period's one named cut when it runs late: a lesson exercise of the period, left for home. (A period within
#: a minute or two of 45 leaves an exercise for home from the start: a step's ``home``.)
CUTS = {N_("Maids, period 1"): "01.5", N_("Maids, period 2"): "02a.3", N_("Maids, period 3"): "02b.1",
        N_("Maids, period 4"): "03.3", N_("Spider, period 1"): "04.6", N_("Spider, period 2"): "05.5",
        N_("Spider, period 3"): "06.2", N_("How hard is it?"): "how_hard.4", N_("The readings"): "readings.2"}

#: Without real packs, the first period of a game teaches its lesson's own sections in the unplugged slot, and
#: leaves these exercises for home so that the period still fits.
NO_PACKS = {N_("Maids, period 1"): ("01_maids_layout_and_deal", ("The figure",), ()),
            N_("Spider, period 1"): ("04_spider_layout_and_deal", ("The names", "Twelve piles"), ("04.5", "04.6"))}


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

    def cells(self, name: str) -> list:
        return json.loads((self.folder / f"{name}.ipynb").read_text(encoding="utf-8"))["cells"]

    def sections(self, name: str) -> list:
        """Each cell's kind under the heading of its section, in order ('opening' before the first ## heading)."""
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

    def taught(self, name: str, section: str) -> bool:
        """Whether some period teaches this section of the lesson."""
        return any(step.lesson == name and section.startswith(step.section)
                   for _title, steps in PERIODS.values() for step in steps)


def _shared_start(headings: list) -> str:
    """What several sections' headings begin with, as a plan names them all ("Decision" for "Decision 1: when
    to redeal" … "Decision 4: …"): their common start without its trailing number or colon; one heading whole."""
    if len(headings) < 2:
        return headings[0] if headings else ""
    shared = os.path.commonprefix(headings)
    return re.sub(r"[\s\d:·,.–-]+$", "", shared) or headings[0]


def period_steps(name: str) -> list:
    """A period's steps, its exit check last."""
    return PERIODS[name][1] + [EXIT_PLAY if name in PLAY_PERIODS else EXIT]


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
                if not course.taught(name, section) and section != "What you learned"]
        if left:
            out.append(f"- {short(name)}: " + "; ".join(
                _("«{section}» {minutes} min").format(section=inner_quotes(course.heading(name, section)),
                                                      minutes=number(course.minutes(name, section)))
                + "".join(f" ({', '.join(asked)})" for asked in [course.asked(name, section)] if asked)
                for section in left))
    home = [ident for _title, steps in PERIODS.values() for step in steps for ident in step.home]
    if home:
        out.append("- " + _("exercises the plans leave for home: {exercises}").format(exercises=", ".join(home)))
    summed = [name for name in LESSONS[1:] if not course.taught(name, "What you learned")]
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
