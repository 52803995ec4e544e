"""The nine periods of the teacher's guide, as data: each a title and its steps, a lesson's section or something
the class does that no cell holds (the learner cards and packs, the phones' first join, an unplugged start, the
exit check), with its minutes; each period's one cut when it runs late, and the no-packs path.

>>> [name for name in PERIODS][:2]
['Maids, period 1', 'Maids, period 2']
"""
from __future__ import annotations

from ..languages import N_
from .guide_course import Step

__all__ = ["PERIODS", "CUTS", "NO_PACKS", "PLAY_PERIODS", "period_steps"]


def lesson(name: str, section: str, doing: str = "", home: tuple = ()) -> Step:
    return Step(doing, 0.0, name, section, home)


def other(doing: str, minutes: float) -> Step:
    return Step(doing, minutes)


# five minutes: the boards are put up one after the other on the classroom page, and the slips collected
EXIT = other(N_("exit check: three questions, answered on paper; collect them"), 5)
# eight minutes where each question is a puzzle to play out in the head and a reason to write
EXIT_PLAY = other(N_("exit check: three puzzles, each an answer and its reason, on paper; collect them"), 8)
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
           lesson("03_maids_play_a_deal", ("After your answer: rules of thumb", "Rules of thumb"))]),
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
        lesson("06_spider_play_a_deal", "opening", _OPENING),   # the question first; the redeal it needs next
        lesson("05_spider_rules_of_play", "The redeal", N_("lesson 06 needs it (05.7)"))]
        + [lesson("06_spider_play_a_deal", part) for part in ("A winning line", "Decision")]
        + [lesson("06_spider_play_a_deal", "Your answer", N_("the class answers the question (06.5)")),
           lesson("06_spider_play_a_deal", ("After your answer: rules of thumb", "Rules of thumb"))]),
    N_("How hard is it?"): (N_("is «Легкий» true?"), [other(_PHONES_BACK, 1)]
        + [lesson("07_how_hard_is_it", part) for part in ("opening", "1. One deal")]
        + [lesson("07_how_hard_is_it", "2. Deal 59", home=("how_hard.3",))]
        + [lesson("07_how_hard_is_it", "3. Twelve Sleeping Maids", home=("how_hard.8",))]
        + [lesson("07_how_hard_is_it", "5. Your answer", N_("the class answers the question (how_hard.10)"))]),
    N_("The readings"): (N_("words or figures?"), [other(_PHONES_BACK, 1)]
        + [lesson("08_readings", part) for part in
           ("opening", "Two predictions", "1. Is the arc")]
        # section 2 in the period, its second exercise for home: the period is short without it
        + [lesson("08_readings", "2. A first jack", home=("readings.5",))]
        + [lesson("08_readings", part) for part in ("3. When may the stock", "4. When does Spider", "6. Your default")]),
}


#: Each period's one named cut when it runs late: a lesson exercise of the period, left for home. (A period within
#: a minute or two of 45 leaves an exercise for home from the start: a step's ``home``.)
CUTS = {N_("Maids, period 1"): "01.5", N_("Maids, period 2"): "02a.3", N_("Maids, period 3"): "02b.1",
        N_("Maids, period 4"): "03.3", N_("Spider, period 1"): "04.6", N_("Spider, period 2"): "05.5",
        N_("Spider, period 3"): "06.2", N_("How hard is it?"): "how_hard.5", N_("The readings"): "readings.2"}

#: Without real packs, the first period of a game teaches its lesson's own sections in the unplugged slot, and
#: leaves these exercises for home so that the period still fits.
NO_PACKS = {N_("Maids, period 1"): ("01_maids_layout_and_deal", ("The figure",), ("01.5",)),
            N_("Spider, period 1"): ("04_spider_layout_and_deal", ("The names", "Twelve piles"), ("04.5", "04.6"))}



def period_steps(name: str) -> list:
    """A period's steps, its exit check last."""
    return PERIODS[name][1] + [EXIT_PLAY if name in PLAY_PERIODS else EXIT]

