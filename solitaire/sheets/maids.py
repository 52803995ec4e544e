"""The rules sheet of Twelve Sleeping Maids, sentence by sentence, in playing order.

Words follow the translator's advice: "packet" for пачка/пакет, "stock" for the колода
in play, "waste pile" for the штабель; the originals' key words are quoted as written.
"""
from __future__ import annotations

from ..languages import N_
from .content import Entry, Reading, Section, Sheet

__all__ = ["SHEET"]

_FACTS = Section(N_("The game"), (
    Entry("maids.2", ("2 колоды",), N_("Two packs of 52 cards.")),
    Entry("maids.3", ("Легкий",), N_("The text calls it easy (this supports the no-suit reading of maids.11).")),
    Entry("maids.4", ("Без пересдачи",), N_("No redeal: the stock is gone through once.")),
    Entry("maids.5", ("104 карты",), N_("104 cards in all.")),
))

_LAYOUT = Section(N_("Laying out the figure"), (
    Entry("maids.6", ("Фигура",), N_("The starting layout, the figure, is laid out like this:")),
    Entry("maids.7", ("лицом вверх", "рубашкой вверх"),
          N_("one card face up on the left (L1); then one card face down on each of the 12 places "
             "in the middle, in two rows of six (M1..M12); then one card face up on the right (R1)."),
          Reading(N_("The text does not say in which order the 12 go: we deal the upper row M1..M6, "
                     "then the lower row M7..M12, left to right."))),
    Entry("maids.8", ("второй ряд",),
          N_("Round 2: L2 below L1, a second face-down card on each of M1..M12, then R2.")),
    Entry("maids.9", ("спящие девы", "столбика"),
          N_("Four rounds in all. In the middle: 12 face-down packets of 4 cards, the sleeping maids. "
             "Left and right: two side columns of 4 face-up cards, L1..L4 and R1..R4; each place "
             "holds one card. The other 48 cards are the stock, dealt from its top.")),
    Entry("maids.10", ("8 основных карт", "штабеля"),
          N_("Above the figure: room for the 8 foundations of the arc, F1..F8 (empty at the start). "
             "Below it: room for one waste pile.")),
))

_GOAL = Section(N_("The goal"), (
    Entry("maids.11", ("на валетах", "без соблюдения масти"),
          N_("Build all 104 cards in the arc as 8 families, each on a jack (a prince) and going down: "
             "J, 10, 9, ..., 2, A, K, Q. Each family ends with a queen. Suit does not matter."),
          Reading(N_("The text contradicts itself on suit: maids.13 says «в масть», in suit. We follow "
                     "this sentence and «Легкий» (maids.3): any suit follows."),
                  (("follow_suit=True", N_("each family keeps the suit of its jack")),))),
), boxed=True)

_PLAY = Section(N_("Rules of play"), (
    Entry("maids.13", ("валеты", "в масть", "переносят"),
          N_("Jacks in the side columns go to the arc, each to the next empty place, and then the "
             "cards that follow them."),
          Reading(N_("«в масть» (in suit) gives way to maids.11: any suit. «переносят» (are moved) "
                     "is read as allowed, not forced."),
                  (("follow_suit=True", N_("in suit")),
                   ("deal_when=\"no_play\"", N_("no dealing while a playable card fits the arc"))))),
    Entry("maids.14", ("первого валета", "две закрытые пачки"),
          N_("When the first jack goes to the arc, two packets wake (are turned face up). Each later "
             "jack wakes one packet."),
          Reading(N_("A packet is turned over whole, so the card dealt first lies on top (not "
                     "turned up in place), and they wake M1, M2, ..., M12 (other orders, such as a snake, "
                     "fit maids.20 too). No option plays the others."))),
    Entry("maids.15", ("из колоды", "по одной пачке"),
          N_("The same for jacks that come out of the stock or out of a packet: each wakes one packet."),
          Reading(N_("The game's first jack wakes two packets wherever it comes from («Так же», the same "
                     "as maids.14)."),
                  (("first_jack_from_stock=1",
                    N_("the first jack wakes only one packet when it comes from the stock")),))),
    Entry("maids.16", ("пополняют", "из последнего"),
          N_("A place freed in a side column is filled: from the top of the waste pile while "
             "it has cards, else from the top of the stock, else it stays empty."),
          Reading(N_("At once: the text does not say when. No option refills later."))),
    Entry("maids.17", ("Закончив все возможные перекладки", "по одной карте"),
          N_("Then deal the stock one card at a time."),
          Reading(N_("The text makes every possible move in the starting figure come first; we let the "
                     "player deal at any time, since plays from the columns and packets are never forced."),
                  (("deal_when=\"no_play_first\"", N_("the letter: no first deal while a playable card fits")),
                   ("deal_when=\"no_play\"", N_("broader: no deal while a playable card fits, all game"))))),
    Entry("maids.18", ("Годные", "непригодные"),
          N_("A dealt card that fits goes to the arc (a jack always fits). One that fits "
             "nowhere goes on the waste pile."),
          Reading(N_("Compulsory: a dealt card must go somewhere at once. No option lets a "
                     "fitting dealt card go to the waste."))),
    Entry("maids.19", ("Игровыми",),
          N_("The playable cards: every side-column card and the top card of each face-up packet."),
          Reading(N_("The top of the waste pile is not playable: the list leaves it out. Its cards come "
                     "back only to refill the side columns (maids.16)."),
                  (("waste_playable=True", N_("the waste top may go to the arc")),))),
    Entry("maids.20", ("последнего из перевернутых",),
          N_("When the top card of the packet woken last (next to the sleeping ones) goes to the arc, "
             "the next packet wakes too."),
          Reading(N_("The two rules add up: a jack from there wakes one packet for being a jack "
                     "and one for its place. No option wakes one in all."))),
    Entry("maids.21", ("такого права не дают",),
          N_("Cards taken from the other face-up packets wake nothing.")),
    Entry("maids.22", ("не разрешаются",),
          N_("No moves between the side columns and the packets: cards go only to the arc."),
          Reading(N_("Nothing is ever put on a column or a packet: inferred from the text's silence."))),
    Entry("maids.23", ("не возобновляются",), N_("An emptied packet stays empty.")),
), id="maids.12", key="Правила и порядок игры")

_END = Section(N_("The end"), (
    Entry("maids.24", ("в один тур",),
          N_("One round. Won when all 104 cards are in the arc; lost when the stock is empty and no "
             "playable card fits the arc.")),
))

SHEET = Sheet(
    game="maids",
    title=N_("Twelve Sleeping Maids"),
    title_id="maids.1",
    title_key="Двенадцать Спящих Дев",
    about=N_("A patience for one player, from a Russian text of 24 sentences (not the PySolFC game "
             "of the same name)."),
    sections=(_FACTS, _LAYOUT, _GOAL, _PLAY, _END),
)
