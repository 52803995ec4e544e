"""Cards, the two decks, and the dealing order of a numbered deal.

>>> Card.parse("10h")
Card.parse('10♥')
>>> Card.parse("В♦"), Card.parse("Тп")      # Ukrainian and Russian: валет бубна, туз пік
(Card.parse('J♦'), Card.parse('A♠'))
>>> str(Card(12, Suit.DIAMONDS))
'Q♦'
>>> [str(c) for c in dealing_order("spider", 1)[:3]]
['8♦', '6♥', '10♥']
"""
from __future__ import annotations

import enum
from collections import Counter
import re
import reprlib
from dataclasses import dataclass

from .languages import N_, language, translator

__all__ = [
    "Suit", "Card", "RANK_NAMES", "two_decks", "parse_cards", "format_cards",
    "dealing_order", "SplitMix64", "shuffled", "shuffle_in_place", "check_deal_number", "quoted", "few_cards",
    "rank_face", "card_face", "card_words", "is_card_text",
]

_ = translator("engine")

#: How much of a bad input an error message quotes: a message stays a line or two.
QUOTE_LIMIT = 60


def quoted(value, limit: int = QUOTE_LIMIT) -> str:
    """A short, safe quote of any input for an error message: ``repr`` cut to ``limit``
    characters, with the full size said: ``'xxxx…' (1,000,000 characters)``.

    It never fails and never builds a huge text first (a long list, a deeply nested
    value, an integer of thousands of digits, an object whose ``repr`` raises).

    >>> quoted("L2→F1"), quoted("x" * 10**6, 8), quoted(10**5000)
    ("'L2→F1'", "'xxxxx…' (1,000,000 characters)", 'an integer of about 5,001 digits')
    """
    if isinstance(value, str):
        text = repr(value[:limit + 1])
        if len(value) <= limit and len(text) <= limit + 2:
            return _in_quote_marks(text)
        prefix = value[:limit - 3]
        while len(repr(prefix)) > limit - 1:  # escapes (\U0001342f) make a repr longer than its text
            prefix = prefix[:len(prefix) * 3 // 4]
        text = _in_quote_marks(repr(prefix))
        return _.ngettext("{text} ({count} character)", "{text} ({count} characters)", len(value)).format(
            text=f"{text[:-1]}…{text[-1]}", count=f"{len(value):,}")
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 3 * limit:
        # str() of a huge int is slow, and past 4300 digits refused: count the digits from the bits
        digits = int(value.bit_length() * 0.30103) + 1
        return _.ngettext("an integer of about {count} digit", "an integer of about {count} digits", digits).format(
            count=f"{digits:,}")
    try:
        text = _SHORT_REPR.repr(value)
    except Exception:  # a hostile or broken __repr__: name the type only
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _in_quote_marks(text_repr: str) -> str:
    """A string's ``repr`` in the quote marks of the language in use: ``'L9'`` in English,
    ``«L9»`` in Ukrainian and Russian, whose readers see a straight quote as a stray mark.
    The escapes of the ``repr`` stay, so an invisible character still shows."""
    if language() in ("uk", "ru"):
        return f"«{text_repr[1:-1]}»"
    return text_repr


def few_cards(cards: Counter) -> str:
    """A few of ``cards`` for a message: ``Q♠ Q♠``, ``A♠ ×999``, then how many cards are left out.
    The faces are the language's (``Д♠`` in Ukrainian and Russian), as the message around them is.

    >>> from solitaire.cards import two_decks
    >>> few_cards(Counter(two_decks()))
    'A♠ A♠ A♥ A♥ A♦ A♦ A♣ A♣ 2♠ 2♠ 2♥ 2♥ … and 92 more'
    """
    kinds = sorted(cards.items())
    words = [" ".join([card_face(card)] * count) if count <= 2 else f"{card_face(card)} ×{count:,}"
             for card, count in kinds[:6]]
    if len(kinds) > 6:
        words.append(_("… and {count} more").format(count=f"{sum(count for _card, count in kinds[6:]):,}"))
    return " ".join(words)


def _short_repr() -> "reprlib.Repr":
    short = reprlib.Repr()
    short.maxlevel, short.maxlist, short.maxtuple, short.maxdict, short.maxset = 3, 4, 4, 3, 4
    short.maxstring, short.maxother, short.maxlong = QUOTE_LIMIT, QUOTE_LIMIT, QUOTE_LIMIT
    return short


_SHORT_REPR = _short_repr()

RANK_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K"}
_RANK_BY_NAME = {"A": 1, "J": 11, "Q": 12, "K": 13, "T": 10,
                 # Ukrainian and Russian: туз, валет, дама, король (Cyrillic Т is the ace, Latin T the ten),
                 # and the Cyrillic А, the ace's letter as a Cyrillic keyboard types it
                 "Т": 1, "В": 11, "Д": 12, "К": 13, "А": 1,
                 # a Latin B, the Cyrillic В (валет) typed on an English keyboard: no English rank is B, so it
                 # can only be the jack (read so in Ukrainian and Russian only: native reader ru 46)
                 "B": 11}

#: The letters of the picture cards and the ace on a card's face, translated where shown.
_RANK_FACES = {
    # TRANSLATORS: the letter of the ace on a card's face (туз: Т)
    1: N_("A"),
    # TRANSLATORS: the letter of the jack on a card's face (валет: В)
    11: N_("J"),
    # TRANSLATORS: the letter of the queen on a card's face (дама: Д)
    12: N_("Q"),
    # TRANSLATORS: the letter of the king on a card's face (король: К)
    13: N_("K"),
}

# Whole names, not a rank and a suit glued together: Ukrainian says "бубновий валет" but
# "бубнова десятка" (the suit agrees with the rank), Russian "валет бубен".
_CARD_WORDS = {
    1: (N_("ace of spades"), N_("ace of hearts"), N_("ace of diamonds"), N_("ace of clubs")),
    2: (N_("2 of spades"), N_("2 of hearts"), N_("2 of diamonds"), N_("2 of clubs")),
    3: (N_("3 of spades"), N_("3 of hearts"), N_("3 of diamonds"), N_("3 of clubs")),
    4: (N_("4 of spades"), N_("4 of hearts"), N_("4 of diamonds"), N_("4 of clubs")),
    5: (N_("5 of spades"), N_("5 of hearts"), N_("5 of diamonds"), N_("5 of clubs")),
    6: (N_("6 of spades"), N_("6 of hearts"), N_("6 of diamonds"), N_("6 of clubs")),
    7: (N_("7 of spades"), N_("7 of hearts"), N_("7 of diamonds"), N_("7 of clubs")),
    8: (N_("8 of spades"), N_("8 of hearts"), N_("8 of diamonds"), N_("8 of clubs")),
    9: (N_("9 of spades"), N_("9 of hearts"), N_("9 of diamonds"), N_("9 of clubs")),
    10: (N_("10 of spades"), N_("10 of hearts"), N_("10 of diamonds"), N_("10 of clubs")),
    11: (N_("jack of spades"), N_("jack of hearts"), N_("jack of diamonds"), N_("jack of clubs")),
    12: (N_("queen of spades"), N_("queen of hearts"), N_("queen of diamonds"), N_("queen of clubs")),
    13: (N_("king of spades"), N_("king of hearts"), N_("king of diamonds"), N_("king of clubs")),
}


def rank_face(rank: int) -> str:
    """The short text of ``rank`` on a card's face in the language in use: ``"A"``, ``"10"``,
    ``"J"`` in English; ``"Т"``, ``"10"``, ``"В"`` in Ukrainian and Russian (туз, валет, дама,
    король: Т, В, Д, К). :func:`str` of a card stays English in every language.

    >>> rank_face(11), rank_face(7)
    ('J', '7')
    """
    face = _RANK_FACES.get(rank)
    return _(face) if face else str(rank)


def card_face(card: "Card") -> str:
    """The short text of ``card`` in the language in use: ``"J♦"``; ``"В♦"`` in Ukrainian.

    >>> card_face(Card(1, Suit.SPADES))
    'A♠'
    """
    return f"{rank_face(card.rank)}{card.suit.symbol}"


def card_words(card: "Card") -> str:
    """``card`` in words in the language in use, for a learner who hears it rather than sees
    it: ``"jack of diamonds"``, ``"10 of hearts"``; Ukrainian ``"бубновий валет"``, Russian
    ``"валет бубен"``.

    >>> card_words(Card(10, Suit.HEARTS))
    '10 of hearts'
    """
    return _(_CARD_WORDS[card.rank][card.suit])


class Suit(enum.IntEnum):
    """The four suits, in canonical order ♠ ♥ ♦ ♣."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def symbol(self) -> str:
        return "♠♥♦♣"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    def __str__(self) -> str:
        return self.symbol

    @classmethod
    def parse(cls, text: str) -> "Suit":
        """A suit from its symbol, its ASCII letter (S, H, D, C, any case) or the first letter of its
        Ukrainian or Russian name (п ч б т: піки/пики, чирви/черви, бубни/бубны, трефи/трефы)."""
        # An explicit list, not str.upper(): 'ſ'.upper() is 'S', and a look-alike is not a suit.
        index = _SUIT_TEXTS.get(text) if isinstance(text, str) else None
        if index is None:
            raise ValueError(_("unknown suit {text}: a suit is written as ♠ ♥ ♦ ♣ or S H D C")
                             .format(text=quoted(text)))
        return cls(index)


# re.ASCII: without it IGNORECASE folds look-alikes in ('ſ', the long s, is 'S'; the Kelvin sign is 'K').
# The Cyrillic letters are listed in both cases for the same reason.
_SUIT_TEXTS = {text: index for index, texts in enumerate(("♠SsПп", "♥HhЧч", "♦DdБб", "♣CcТт")) for text in texts}
#: The characters a card is written with beyond ASCII: the suits and the Ukrainian and Russian letters.
_CARD_LETTERS = "♠♥♦♣ТВДКАтвдкаПЧБпчб"
_CARD_START = re.compile(r"(10|[2-9]|[AJQKTB]|[ТВДКАтвдка])([♠♥♦♣SHDC]|[ПЧБТпчбт])", re.IGNORECASE | re.ASCII)
_CARD_PATTERN = re.compile(rf"^{_CARD_START.pattern}$", re.IGNORECASE | re.ASCII)


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """A playing card: a rank 1..13 (A=1, J=11, Q=12, K=13) and a suit.

    Two cards of the same rank and suit (one from each deck) are equal.

    >>> Card.parse("QD") == Card(12, Suit.DIAMONDS)
    True
    >>> sorted([Card.parse("K♠"), Card.parse("2♣")])
    [Card.parse('2♣'), Card.parse('K♠')]
    """

    rank: int
    suit: Suit

    def __post_init__(self) -> None:
        if not isinstance(self.rank, int) or isinstance(self.rank, bool) or not 1 <= self.rank <= 13:
            raise ValueError(_("card rank must be an integer 1..13, not {value}").format(value=quoted(self.rank)))
        if not isinstance(self.suit, Suit):
            # as for the rank, 0.0 and True are not suit numbers
            if isinstance(self.suit, bool) or not isinstance(self.suit, int) or not 0 <= self.suit <= 3:
                raise ValueError(_("card suit must be a Suit or 0..3 (♠ ♥ ♦ ♣), not {value}")
                                 .format(value=quoted(self.suit)))
            object.__setattr__(self, "suit", Suit(self.suit))

    @property
    def rank_name(self) -> str:
        return RANK_NAMES.get(self.rank, str(self.rank))

    @property
    def is_red(self) -> bool:
        return self.suit.is_red

    def __str__(self) -> str:
        return f"{self.rank_name}{self.suit.symbol}"

    def __repr__(self) -> str:
        return f"Card.parse('{self}')"

    @classmethod
    def parse(cls, text: str) -> "Card":
        """A card from its text form: ``A♠``, ``10♥``, or ASCII ``AS``, ``10h``, ``Th``, ``qd``; or as a
        Ukrainian or Russian player writes it: ``Т♠`` (туз), ``В♦``, ``Д♥``, ``К♣``, ``10ч`` (suit letters
        п ч б т). Whatever the language, ``str()`` of the card is its one canonical form."""
        if not isinstance(text, str):
            raise ValueError(_("a card is written as text such as '10♥', not {value}").format(value=quoted(text)))
        match = _CARD_PATTERN.match(text.strip()) if len(text) <= 20 else None
        if not match:
            raise ValueError(_unreadable_card(text, _unread_character(text)))
        rank_text, suit_text = match.groups()
        if rank_text in "Tt" and language() in _CYRILLIC_RANK_LANGUAGES:
            raise ValueError(_latin_t_refusal(text.strip(), Suit.parse(suit_text)))
        if rank_text in "Bb" and language() not in _CYRILLIC_RANK_LANGUAGES:   # no English card is a B
            raise ValueError(_unreadable_card(text, ""))
        rank = _RANK_BY_NAME.get(rank_text.upper()) or int(rank_text)
        return cls(rank, Suit.parse(suit_text))


def is_card_text(text) -> bool:
    """Whether ``text`` is written as a card (``T♠`` too, which Ukrainian and Russian refuse as ambiguous)."""
    return isinstance(text, str) and len(text) <= 20 and _CARD_PATTERN.match(text.strip()) is not None


def _unreadable_card(text: str, look_alike: str) -> str:
    return _("cannot read {text} as a card{look_alike}: write the rank (A, 2..10, J, Q, K; T for 10) then the suit "
             "(♠ ♥ ♦ ♣ or S H D C), e.g. '10♥' or 'QD'").format(text=quoted(text), look_alike=look_alike)


#: The languages whose cards show Т for the ace, where a Latin T (the English notation's ten) looks the same.
_CYRILLIC_RANK_LANGUAGES = ("uk", "ru")


def _latin_t_refusal(text: str, suit: "Suit") -> str:
    """Why a Latin T is not read in Ukrainian or Russian: it is the ten of the English notation,
    but it looks like the Cyrillic Т of the ace, so the learner is asked which was meant."""
    return _("{text} has a Latin T: in the English notation that is the ten, but it looks like the Cyrillic Т "
             "of the ace. Which did you mean? Type {ten} for the ten or {ace} for the ace").format(
        text=quoted(text), ten=f"10{suit.symbol}", ace=f"{_(_RANK_FACES[1])}{suit.symbol}")


_CYRILLIC = re.compile("[\u0400-\u04ff]")


def _unread_character(text: str) -> str:
    """Name the character that stops ``text`` being read as a card, for the refusal to point at: what
    follows a whole card («10♠!», «T♠x»), else a look-alike letter (:func:`_look_alike`), else a mark no
    card is written with («10.♠»). None for a word («queen», «валет червей»): no one character is the slip."""
    typed = text.strip()
    card = _CARD_START.match(typed)
    if card:
        stray = typed[card.end():].lstrip()[:1]
        return _(" ({char} after {card} is not part of a card)").format(char=quoted(stray), card=card.group(0))
    look_alike = _look_alike(text)
    if look_alike or len(typed.split()) > 1:
        return look_alike
    mark = next((char for char in typed if not char.isalnum() and char not in _CARD_LETTERS), None)
    return _(" ({char} is not part of a card)").format(char=quoted(mark)) if mark else ""


def _look_alike(text: str) -> str:
    """Name the first character that only looks like a card's letter (the Kelvin sign for K); none
    for words written out («валет червей»), which no look-alike explains."""
    if len(text.split()) > 1:
        return ""
    for char in text[:20]:
        # a Cyrillic rank or suit letter (В, Д, К, Т; п ч б т) is read: it is no look-alike to name; nor is any
        # other Cyrillic letter in Ukrainian or Russian, a letter of the class's own alphabet (a pupil who typed
        # «г» learns nothing from «U+0433»)
        if _CYRILLIC.fullmatch(char) and language() in ("uk", "ru"):
            continue
        if not char.isascii() and char not in _CARD_LETTERS and char.isprintable():
            return _(" ({char} is U+{code}, not an ASCII letter or digit)").format(char=quoted(char),
                                                                                  code=f"{ord(char):04X}")
    return ""


def parse_cards(text: str) -> list[Card]:
    """Cards from a text such as ``"8♦ 6♥ 10♥"`` (spaces or commas between them)."""
    if not isinstance(text, str):
        raise ValueError(_("cards are written as a text such as '8♦ 6♥ 10♥', not {value}").format(value=quoted(text)))
    return [Card.parse(word) for word in re.split(r"[\s,]+", text.strip()) if word]


def format_cards(cards) -> str:
    """The text form of several cards, separated by spaces."""
    return " ".join(str(card) for card in cards)


def two_decks() -> list[Card]:
    """The 104 cards in canonical order: deck 1 then deck 2, suits ♠ ♥ ♦ ♣, ranks A..K."""
    return list(_TWO_DECKS)


_TWO_DECKS = tuple(Card(rank, suit) for _deck in (1, 2) for suit in Suit for rank in range(1, 14))


MASK64 = (1 << 64) - 1


class SplitMix64:
    """The SplitMix64 generator, exactly as RULES.md specifies (never Python's ``random``)."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = check_deal_number(seed)

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in 0..n-1, by rejection (no modulo bias)."""
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next()
            if x < limit:
                return x % n


def check_deal_number(deal) -> int:
    """The deal number itself, if it is an integer in 0..2^64-1; otherwise a ValueError."""
    if isinstance(deal, bool) or not isinstance(deal, int):
        raise ValueError(_("a deal number must be an integer in 0..2^64-1, not {value}").format(value=quoted(deal)))
    if not 0 <= deal <= MASK64:
        raise ValueError(_("deal number {value} is outside 0..2^64-1 (18446744073709551615)")
                         .format(value=quoted(deal)))
    return deal


def shuffled(cards: list[Card], seed: int) -> list[Card]:
    """Fisher–Yates driven by SplitMix64(seed); returns a new list."""
    cards = list(cards)
    shuffle_in_place(cards, SplitMix64(seed))
    return cards


def shuffle_in_place(items: list, rng: SplitMix64) -> None:
    """Fisher–Yates on ``items``, drawing from ``rng`` (which goes on from where it stands)."""
    for i in range(len(items) - 1, 0, -1):
        j = rng.below(i + 1)
        items[i], items[j] = items[j], items[i]


def _spider_deck() -> list[Card]:
    """Two decks less the first ace and first king of each suit (the body of the spider)."""
    deck = two_decks()
    for suit in Suit:
        for rank in (1, 13):
            deck.remove(Card(rank, suit))  # list.remove takes the first, as RULES.md says
    return deck


def dealing_order(game: str, deal: int) -> list[Card]:
    """The dealing order of deal number ``deal`` for ``"spider"`` (96 cards) or ``"maids"`` (104).

    Element 0 is dealt first.
    """
    check_deal_number(deal)
    if game == "spider":
        deck = _spider_deck()
    elif game == "maids":
        deck = two_decks()
    else:
        raise ValueError(_("unknown game {value}: use 'spider' or 'maids'").format(value=quoted(game)))
    return shuffled(deck, deal)
