"""What the learner cards say, as data: the goal, the place names, the rules in plain words.

A card is for the learner's desk: no option names, no sentence-by-sentence commentary, only
the rules as they are played, each with the numbers of the sentences of the original text
it comes from (so the class can look them up, and a test can check that every rule of the
text is on the card). Where the text is unclear the card says what the program plays.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..languages import N_

__all__ = ["CardRule", "Card", "CARDS", "LEFT_OFF", "LOCAL_NOTES"]


@dataclass(frozen=True)
class CardRule:
    """One rule: a short ``name`` in bold ("wake"), the rule in plain words, its sentence ids."""

    name: str
    text: str
    ids: tuple[str, ...]


@dataclass(frozen=True)
class Card:
    """A whole card: its lead line, the goal, the names on the picture, and the rules in groups
    (a heading and its rules), in playing order."""

    game: str
    title: str
    lead: CardRule
    goal: CardRule
    places: tuple[CardRule, ...]
    groups: tuple[tuple[str, tuple[CardRule, ...]], ...]

    def rules(self) -> list[CardRule]:
        """Every rule on the card, the lead, goal and place names included, in the card's order."""
        return [self.lead, self.goal, *self.places, *(rule for _, rules in self.groups for rule in rules)]

    def ids(self) -> set[str]:
        """The sentence ids the card carries."""
        return {id for rule in self.rules() for id in rule.ids}


#: What a card says in a language whose place labels or card letters differ from the English
#: notation's (Ukrainian and Russian): how its names are read, and the ace's letter.
LOCAL_NOTES = {
    "spider": CardRule(N_("Names"), N_(
        "Piles С1–С12 in dealing order, clockwise from the top left; bases Б1–Б4 the aces', Б5–Б8 the kings'. "
        "The English letters T, B, A, K would read as cards here; typed, they still name the same places. "
        "Т is the ace: type 10 for a ten, never a Latin T."), ()),
    "maids": CardRule(N_("Cards"), N_(
        "Т on a card is the ace: type 10 for a ten, never a Latin T, which looks the same. The place "
        "names L, R, M and F are no card's letter, so they stay as in the English notation."), ()),
}

#: Sentences a card leaves off on purpose, with why (every other sentence is on it).
LEFT_OFF = {"maids": {"maids.3": "a remark, not a rule: the text calls the game easy"},
            "spider": {}}

_MAIDS = Card(
    game="maids",
    title=N_("Twelve Sleeping Maids"),
    lead=CardRule("", N_("A patience for one player, with two packs of 52 cards: 104 cards. "
                         "You go through the stock once; there is no redeal."), ("maids.1", "maids.2", "maids.4",
                                                                              "maids.5")),
    goal=CardRule(N_("Goal"), N_("Build all 104 cards in the arc as 8 families. Each family starts on a jack "
                                "(a prince) and goes down one card at a time: J 10 9 8 7 6 5 4 3 2 A K Q. "
                                "It ends with a queen. The suit does not matter."), ("maids.11",)),
    places=(
        CardRule("L1–L4, R1–R4", N_("the side columns, left and right: one face-up card in each place."),
                 ("maids.9",)),
        CardRule("M1–M12", N_("the twelve sleeping maids: packets of 4 cards, face down until they wake."),
                 ("maids.9",)),
        CardRule("F1–F8", N_("the arc above the figure: the 8 places where the families are built, "
                             "empty at the start."), ("maids.10",)),
        CardRule(N_("stock, waste"), N_("the 48 cards left over, face down; the waste pile below the figure, "
                                    "for dealt cards that fit nowhere."), ("maids.9", "maids.10")),
    ),
    groups=(
        (N_("Laying out the figure"), (
            CardRule(N_("Round 1"), N_("one card face up on L1; one card face down on each of M1 to M12 (the top "
                                      "row left to right, then the bottom row); one card face up on R1."),
                     ("maids.6", "maids.7")),
            CardRule(N_("Rounds 2–4"), N_("the same again: L2, the packets, R2; then L3 … R3; then L4 … R4. "
                                         "The other 48 cards are the stock."), ("maids.8", "maids.9")),
        )),
        (N_("How to play"), (
            CardRule(N_("Play"), N_("You may play any side-column card and the top card of each awake packet, "
                                   "always to the arc. The top of the waste is never played."),
                     ("maids.12", "maids.19")),
            CardRule(N_("Build"), N_("A jack starts a family on the next empty place of the arc. Any other card "
                                    "goes on a family whose top card comes just before it in J 10 9 … 2 A K Q: "
                                    "a 9 on a 10, a K on an A, a Q on a K."),
                     ("maids.11", "maids.13")),
            CardRule(N_("Wake"), N_("When the first jack goes to the arc, two packets wake (M1 and M2: each is turned "
                                   "face up whole). Every later jack wakes one more: M3, M4, …"),
                     ("maids.14", "maids.15")),
            CardRule(N_("Last woken"), N_("When the top card of the packet woken last goes to the arc, the next packet "
                                         "wakes too. Cards from the other awake packets wake nothing."),
                     ("maids.20", "maids.21")),
            CardRule(N_("Refill"), N_("An emptied side place is filled at once: from the top of the waste, or, if the "
                                     "waste is empty, from the stock; else it stays empty."), ("maids.16",)),
            CardRule(N_("Deal"), N_("Turn the stock's top card whenever you like (17 says once the figure's moves "
                                   "are done; the game lets you choose). If it fits the arc it goes there at once (a jack "
                                   "always fits); if not, it goes on the waste."),
                     ("maids.17", "maids.18")),
            CardRule(N_("Never"), N_("No card is ever put on a side column or on a packet. An emptied packet stays "
                                    "empty."), ("maids.22", "maids.23")),
        )),
        (N_("The end"), (
            CardRule(N_("Won, lost"), N_("You win when all 104 cards are in the arc. You lose when the stock is empty "
                                        "and no card you may play fits the arc."), ("maids.24",)),
        )),
    ),
)

_SPIDER = Card(
    game="spider",
    title=N_("Spider (the Serpent)"),
    lead=CardRule("", N_("A patience for one player, with two packs of 52 cards: 104 cards."),
                  ("spider.1", "spider.2", "spider.3")),
    goal=CardRule(N_("Goal"), N_("Build every suit up on its ace, A 2 3 … Q K, and down on its king, K Q J … 2 A: "
                                "13 cards on each of the 8 base cards, in suit."), ("spider.5",)),
    places=(
        CardRule("A1–A4, K1–K4", N_("the base cards, the spider's body: an ace and a king of each suit, aces on "
                                    "the left, kings on the right; the rows are ♠ ♥ ♣ ♦ from the top."),
                 ("spider.4",)),
        CardRule("T1 T2, R1–R4, B2 B1, L4–L1", N_("the 12 piles round the body: top, right, bottom, left "
                                                 "(numbered 1 to 12 on the picture, the dealing order)."),
                 ("spider.6", "spider.12")),
        CardRule(N_("stock"), N_("the other 96 cards, dealt 12 at a time."), ("spider.6",)),
    ),
    groups=(
        (N_("Laying out and dealing"), (
            CardRule(N_("Body"), N_("Take out one ace and one king of each suit and lay them as on the picture."),
                     ("spider.4",)),
            CardRule(N_("Dealing"), N_("Deal a group of 12: one card face up on each pile, clockwise from T1 (1 to 12 "
                                   "on the picture), on its cards or on its empty place. Fan each pile so every "
                                   "card shows; only the top card of a pile ever moves."),
                     ("spider.7", "spider.11", "spider.13")),
            CardRule(N_("Between groups"), N_("You may move top cards to the bases: from T1 T2 B1 B2 onto any base; "
                                             "from a side pile (L or R) only onto the two bases of its own row "
                                             "(L2 and R2 onto A2 or K2), never a row above or below. No card goes "
                                             "from pile to pile yet. Deal the next group when you like."),
                     ("spider.8", "spider.9", "spider.10", "spider.14")),
            CardRule(N_("All dealt"), N_("8 groups of 12: no pile ever gets more than 8 cards."),
                     ("spider.15", "spider.16")),
        )),
        (N_("Once the stock is empty"), (
            CardRule(N_("Bases"), N_("The top card of every pile may go onto any base it fits."), ("spider.17",)),
            CardRule(N_("Series"), N_("Top cards also go onto each other: one higher or one lower, same suit "
                                     "(7♠ on 8♠ or on 6♠). A series may turn (6 7 8 7 6) and go round the corner "
                                     "(3 2 A K Q), on the piles only, never on the bases."),
                     ("spider.18", "spider.19", "spider.20")),
            CardRule(N_("Empty pile"), N_("takes only an ace or a king from another pile, then a series built on "
                                         "it card by card; or it stays empty."), ("spider.21",)),
            CardRule(N_("One card"), N_("Cards move one at a time, never a run."), ("spider.22",)),
            CardRule(N_("Base to base"), N_("At any time, dealing too: a base's top card may pass to the other base "
                                           "of its suit when it fits. The body's aces and kings never move."),
                     ("spider.14", "spider.23")),
        )),
        (N_("The redeal and the end"), (
            CardRule(N_("Redeal"), N_("Once the stock is empty (the text: when nothing more can be done): put pile "
                                     "12 on 11, that on 10, … all on 1; turn the packet face down, unshuffled: it "
                                     "is the new stock, dealt by the same rules. Once."), ("spider.24",)),
            CardRule(N_("Won, lost"), N_("You win when all 104 cards are on the bases; if they are not after the "
                                        "redeal, the game is lost."), ("spider.25",)),
        )),
    ),
)

CARDS = {"maids": _MAIDS, "spider": _SPIDER}
