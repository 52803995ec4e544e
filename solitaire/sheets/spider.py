"""The rules sheet of Spider (the Serpent), sentence by sentence, in playing order.

The text states the goal (spider.5) between two sentences of the layout; the sheet puts it
after the layout, and the sentences of the dealing phase before those of the play.
The originals' key words are quoted as written, glued words included.
"""
from __future__ import annotations

from ..languages import N_
from .content import Entry, Reading, Section, Sheet

__all__ = ["SHEET"]

_FACTS = Section(N_("The game"), (
    Entry("spider.2", ("змій",), N_("Its other name is the Serpent.")),
    Entry("spider.3", ("колодами", "52"), N_("Two packs of 52 cards: 104 cards.")),
))

_LAYOUT = Section(N_("The body and the piles"), (
    Entry("spider.4", ("чотирьох тузів", "чотирьох королів", "базові"),
          N_("Take out four aces and four kings: the base cards, the body of the spider. The aces go "
             "in a column on the left (A1..A4), the kings on the right (K1..K4)."),
          Reading(N_("The text names no suits: we take one ace and one king of each suit and lay the "
                     "rows ♠ ♥ ♣ ♦ from the top, so each row holds an ace and a king of one suit."))),
    Entry("spider.6", ("групами по 12",),
          N_("The other 96 cards are dealt in groups of 12, one card to each of 12 piles round the "
             "body: 2 above (T1 T2), 4 on the right (R1..R4), 2 below (B1 B2), 4 on the left (L1..L4)."),
          Reading(N_("The text lists the sides top, left, bottom, right, which runs anticlockwise; "
                     "spider.7 says clockwise. We deal clockwise from the top left corner: T1 T2 R1 R2 "
                     "R3 R4 B2 B1 L4 L3 L2 L1 (the numbers 1..12 on the picture)."))),
    Entry("spider.7", ("за однією", "за годинниковою стрілкою"),
          N_("The cards go out one at a time, clockwise, each face up on top of its pile.")),
    Entry("spider.12", ("12 допоміжних стовпців",),
          N_("So 12 piles are formed (the auxiliary columns).")),
    Entry("spider.13", ("до половини",),
          N_("Each pile is fanned so that all its cards are seen, each covering half of the one "
             "beneath. Only the top card of a pile is ever moved.")),
))

_GOAL = Section(N_("The goal"), (
    Entry("spider.5", ("по зростаючій", "за спадною"),
          N_("Build every suit up on its ace, A, 2, ..., K, and down on its king, K, Q, ..., A: "
             "13 cards on each base card, in suit, never round the corner.")),
), boxed=True)

_DEALING = Section(N_("While dealing"), (
    Entry("spider.8", ("з верхнього або нижнього краю",),
          N_("After the first group, the top cards of T1 T2 B1 B2 may go onto any base card they fit."),
          Reading(N_("Allowed, never forced (the text says only that they are moved)."))),
    Entry("spider.9", ("тільки з того ж горизонтального ряду",),
          N_("The top cards of the side piles L1..L4 and R1..R4 may go onto base cards of their own "
             "row only: L2 and R2 to A2 or K2."),
          Reading(N_("This row rule holds while the stock has cards: «Тепер ... всі» (spider.17) lifts it."),
                  (("row_rule=\"always\"", N_("the row rule holds all game")),
                   ("row_rule=\"never\"", N_("there is no row rule"))))),
    Entry("spider.10", ("вище чи нижче",), N_("Never to a row above or below.")),
    Entry("spider.11", ("другу групу",),
          N_("Then deal the next group of 12, one card to each pile in order, on its cards or on its "
             "empty place.")),
    Entry("spider.14", ("кожної чергової групи",),
          N_("After each group the same moves to the base cards may be made."),
          Reading(N_("While dealing no card goes from pile to pile: we read this from «Тепер» in "
                     "spider.17. The next group may be dealt at any time. A top card may also pass "
                     "between the two base cards of its suit (spider.23)."))),
    Entry("spider.15", ("всі карти",), N_("So all the cards are dealt: 8 groups of 12.")),
    Entry("spider.16", ("не більше восьми",),
          N_("The piles differ in length, none longer than 8 cards.")),
))

_PLAY = Section(N_("Play, once the stock is empty"), (
    Entry("spider.17", ("Тепер", "всі зовнішні"),
          N_("Now the top card of every pile may be moved, to any base card it fits.")),
    Entry("spider.18", ("на очко", "тієї ж масті"),
          N_("Top cards go onto the base cards and onto each other: a card one rank lower onto the "
             "higher card of the same suit, or the higher onto the lower, making a series.")),
    Entry("spider.19", ("Напрямок",),
          N_("A series may change direction at any time: six, seven, eight, seven, six.")),
    Entry("spider.20", ("кругову",),
          N_("Series go round the corner: three, two, ace, king, queen (on the piles only, not on "
             "the base cards).")),
    Entry("spider.21", ("тільки їх",),
          N_("On an empty pile only an ace or a king may be put (the top card of another pile), "
             "and the series built on from it. The place may also stay empty.")),
    Entry("spider.22", ("по одній",), N_("Cards always move from pile to pile one at a time, never a run.")),
    Entry("spider.23", ("з однієї бази в іншу",),
          N_("A top card may pass from one base card to the other of its suit (from the aces to the "
             "kings or vice versa) when it fits there."),
          Reading(N_("Allowed, not forced. The base aces and kings themselves never move (the text "
                     "makes no exception; no option moves them)."))),
))

_REDEAL = Section(N_("The redeal"), (
    Entry("spider.24", ("не тасуя", "починаючи з останньої"),
          N_("When nothing more can be done: put pile 12 on pile 11, that on pile 10, ..., all on "
             "pile 1; turn the packet face down without shuffling; it is the new stock, dealt by "
             "the same rules."),
          Reading(N_("Offered whenever the stock is empty. The new stock deals pile 1 from its bottom "
                     "card up, then pile 2, ..., pile 12 (as St. Helena gathers, another game). One redeal; "
                     "round 2 keeps every rule, the row rule included."),
                  (("redeals=0", N_("no redeal")), ("redeals=2", N_("two redeals")),
                   ("redeal_order=\"from_last\"", N_("the new stock deals pile 12's top card first"))))),
))

_END = Section(N_("The end"), (
    Entry("spider.25", ("не вийшов",),
          N_("If even now not all the cards reach the base cards, the patience has not come out. "
             "It is won when all 104 cards are on the base cards.")),
))

SHEET = Sheet(
    game="spider",
    title=N_("Spider"),
    title_id="spider.1",
    title_key="Павук",
    about=N_("A patience for one player, from a Ukrainian text of 25 sentences (not the modern "
             "Spider of computer solitaire)."),
    sections=(_FACTS, _LAYOUT, _GOAL, _DEALING, _PLAY, _REDEAL, _END),
)
