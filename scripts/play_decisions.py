"""The decisions of the play lessons 03 and 06, in words: where each is asked, and why each losing move loses.

Read by ``make_exercises.py``, which proves every move with the exact solver. Each decision
is asked after ``ply`` moves of the lesson's winning line and teaches its own idea (``stage``
says where in the deal it stands). ``reasons`` gives, for every move the solver proves
losing, the reason in a player's words: the card it buries, or the card it spends, and what
keeps that card from coming free; in a plan, a key "first, second" gives the reason for a
second move after a first (otherwise the second move's own reason is used). A card named
"on" a place is the top card there, "in" a place anywhere in it, in the position asked.
``explain`` is what the learner reads once right: the line's move and the idea.
"""

_SINGLE = " What would you play? Any move that keeps the deal winnable is right."
_PLAN = (" Plan your next two moves: type both, with a comma between them (a deal counts as a move)."
         " Any plan that keeps the deal winnable is right.")

_K_HEARTS_BLOCKED = (
    "F1 wants one king, and the K♥ on M3 fits nowhere else. Give F1 the K♣ from L1 and the K♥ stays on M3, "
    "the last woken maid, until F2 has come all the way down to its ace: no maid wakes through M3 meanwhile, and "
    "the J♣ in M3, under the K♥ and the 4♦, stays buried.")
_NINE_COVERED = (
    "The deal turns up the 3♦, which fits nowhere and goes onto the waste, over the 9♥. The 9♥ is the card F2 "
    "wants after the 10♦ on L2, and a card comes back from the waste only to refill a side column (maids.16): with "
    "the 3♦ over it, L2 would be refilled with the 3♦ instead.")
_SEVENS = (
    "F5 is the only family that wants a 7, and it takes one. The 7♦ on M12 lies on the Q♥, and under those two lie "
    "the J♥ and the J♦: two of the three jacks that F6, F7 and F8 need to start. Give F5 another 7 and the 7♦ waits "
    "for a family that cannot start without one of the jacks under it.")

MAIDS = [
    {"ply": 36, "plan": True, "stage": "the opening: three maids awake, which card to play and when to deal",
     "question": "Deal 7, move 37: three maids are awake." + _PLAN,
     "reasons": {"L1→F1": _K_HEARTS_BLOCKED, "deal": _NINE_COVERED},
     "explain": "The line plays M3→F1, the K♥ from M3, the last woken maid, onto the A♦: M4 wakes (maids.20). "
                "Then L2→F2, the 10♦ onto the J♥, and L2 is refilled from the waste with the 9♥, which F2 takes "
                "next. Starting with L2→F2 is as good: it brings the 9♥ back before anything covers it. The two ways "
                "to lose: spend F1's king on the K♣, or deal before the 9♥ is back."},
    {"ply": 51, "stage": "the middle game: which maid to wake",
     "question": "Deal 7, move 52: four maids are awake, and F2 wants a 4." + _SINGLE,
     "reasons": {"M4→F2": "The 4♣ on M4, the last woken maid, does wake M5, but it spends F2's only 4. The 4♦ on "
                          "M3 must then wait for another family to come down to a 5, and no other family has "
                          "started: the J♣ that would start one lies in M3, under that very 4♦."},
     "explain": "The line plays M3→F2: the 4♦ onto the 5♣, which uncovers the J♣. Two moves later the J♣ starts F3 "
                "and, as every jack does, wakes a maid (maids.15): M5 wakes all the same, and a family starts "
                "besides. Dealing first is safe too. Wake the last maid first is a good rule of thumb, not a law."},
    {"ply": 83, "stage": "the end: the stock is empty",
     "question": "Deal 7, move 84: the stock is empty and eleven maids are awake." + _SINGLE,
     "reasons": {"L3→F4": "The Q♦ on L3 ends F4 as well as any queen, but L3 is then refilled from the waste with "
                          "the 8♥, which fits nowhere. F5 to F8 want jacks, the stock is empty and no jack lies on "
                          "top anywhere: nothing is left to play, and the deal is lost at once."},
     "explain": "The line plays M9→F4: the Q♠ from M9 ends F4 and uncovers the J♣, which starts F5 at the next "
                "move and wakes M12, the last maid. With the stock empty, look one move ahead: after your move "
                "something must still fit."},
    {"ply": 88, "stage": "the end: count the jacks",
     "question": "Deal 7, move 89: every maid is awake and the stock is empty." + _SINGLE,
     "reasons": {"L1→F5": _SEVENS, "M4→F5": _SEVENS},
     "explain": "The line plays M12→F5: the 7♦ onto the 8♥. F5 comes down to its king (the 6♠ from M8, the 5♥ "
                "from M6, the 4♥ from M7 and on), and once F5 wants a queen the Q♥ goes up and frees both jacks. "
                "At the end of a deal, count the jacks: each family still to start needs one, and a card that "
                "covers a jack must go first."},
]

_EIGHT_HEARTS = (
    "The 8♥ on B2 is the card K2 wants, and under it lie the 6♦ that K4 wants and the 7♥ that K2 wants next. The "
    "last group has seven cards, and the seventh, the A♠, lands on B2. An ace leaves a pile only onto a 2 or a king "
    "of its suit or into an empty pile (spider.20, spider.21): the 2♠ lies in R1 under three cards and the K♠ at "
    "the bottom of R4, so the A♠ would hold those hearts and that diamond down for a long time.")
_JACK_STEP = (
    "The J♠ on L4 is the one card the Q♠ on L3 could step onto (a card moves onto one of its suit a rank away, "
    "spider.18, and the K♠ lies at the bottom of R4). Send the J♠ home and the Q♠ can leave L3 only by going home "
    "onto A1, which stands at the 5♠ and needs six spades first; the 4♣, the 9♦ and the two 5s under the queen "
    "wait with it.")
_JACK_ON_QUEEN = (
    "That puts the J♠ on the Q♠ on L3 instead of the queen on the jack: L3's 4♣ ends up under two spades, and the "
    "only card the queen could step onto now lies on top of her.")
_ACE_IN_THE_GAP = (
    "An empty pile takes only an ace or a king (spider.21), and T2 is the only one. The A♠ on B2 would fill it for "
    "nothing: the K♦ on R2 then has nowhere to go (no Q♦ or A♦ is on top of a pile), and under it lie the 10♠ "
    "and the J♠ that A1, at the 9♠, wants next.")
_EIGHT_ON_SEVEN = (
    "The 8♦ onto the 7♦ on R1 covers R1 further: under the 7♦ lie the J♦, the 8♣ and the 5♦ that A4 wants. The "
    "other way round, R1→R3, lifts the 7♦ off them.")

SPIDER = [
    {"ply": 24, "plan": True, "stage": "round 1: when to redeal",
     "question": "Deal 39, move 25: the first round's stock is empty, and one redeal is left." + _PLAN.replace(
         "a deal counts", "the redeal counts"),
     "reasons": {"redeal": "The 3♣ on R3 is the card A3 wants now. The redeal gathers the piles, that 3♣ with "
                           "them, into the new stock as they lie (spider.24), and in round 2 it comes out again only "
                           "at its turn in the new order, to be covered by the groups dealt after it. A card that "
                           "can go home before the redeal should go first."},
     "explain": "The line plays R3→A3, the 3♣ onto the 2♣, and then redeals. R2→R4 and R4→R2 only move a diamond "
                "between two piles: made first they cost nothing, but the 3♣ must still go home before the redeal. "
                "When to redeal: once every card that can go home is home."},
    {"ply": 41, "stage": "round 2, the dealing phase: before the next group covers it",
     "question": "Deal 39, move 42: round 2, seven cards left in the stock." + _SINGLE,
     "reasons": {"deal": _EIGHT_HEARTS},
     "explain": "The line plays B2→K2, the 8♥ home, then B2→K4 (the 6♦) and B2→K2 (the 7♥), and only then deals: "
                "the A♠ lands on the 7♣ that is left. In the dealing phase, look at what the next group will cover, "
                "and send home first what lies there."},
    {"ply": 51, "plan": True, "stage": "round 2, the play: a card to step onto",
     "question": "Deal 39, move 52: the stock is empty and the play has begun." + _PLAN.replace(
         " (a deal counts as a move)", ""),
     "reasons": {"L4→K1": _JACK_STEP, "L4→L3": _JACK_ON_QUEEN,
                 "L3→L4, L3→T2": "The 4♣ onto the 5♣ on T2 buries the 6♥ that K2 wants, and the 5♦ under it that "
                                 "A4 wants. The 5♣ should come off T2 onto the 4♣, not the other way."},
     "explain": "The plan is L3→L4, the Q♠ onto the J♠ (spider.18), which uncovers L3's 4♣, then T2→L3, the 5♣ "
                "onto that 4♣, which uncovers the 6♥ for K2 and then the 5♦ for A4. R3→L1 and L1→R3 only move a "
                "diamond back and forth: made first they cost nothing, but the queen must still step onto the jack."},
    {"ply": 65, "plan": True, "stage": "round 2, the play: an empty pile",
     "question": "Deal 39, move 66: T2 is empty." + _PLAN.replace(" (a deal counts as a move)", ""),
     "reasons": {"B2→T2": _ACE_IN_THE_GAP, "R3→R1": _EIGHT_ON_SEVEN},
     "explain": "The line plays R2→T2, the K♦ into the empty pile, which uncovers the 10♠ and then the J♠, and A1 "
                "takes both. R1→R3 first, the 7♦ onto the 8♦, is as good. Keep an empty pile for the card whose "
                "move uncovers what a base wants."},
    {"ply": 106, "stage": "the end: dig towards what the bases want",
     "question": "Deal 39, move 107: the end of the deal is near." + _SINGLE,
     "reasons": {"L3→R1": "A4 wants the 5♦, and it lies in R1 under the 8♣, the J♦ and the 10♦. The 9♦ onto the "
                          "10♦ on R1 puts a fourth card over it; the way to the 5♦ runs the other way, the 10♦ off "
                          "R1 onto the 9♦ on L3."},
     "explain": "The line plays L2→A3: the 5♣ home, then the 6♣ under it and the 7♣ from B2. R1→L3, the 10♦ onto "
                "the 9♦, is just as good: it lifts a card off the 5♦ that A4 wants. At the end, count what each base "
                "still wants and dig towards it; a move that covers it is a step back."},
]

#: The closing question of each lesson: its driving question, answered from the learner's own decisions.
MAIDS_ANSWER = {
    "kind": "choice",
    "question": "When does a move of Maids throw the deal away? Think of every losing move of your four decisions: "
                "which sentence fits them all?",
    "choices": ["It was a play from a side column",
                "It came early, before most maids were awake",
                "It left a card the deal needed next out of reach: its place taken, the card itself covered",
                "It was a deal"],
    "answer": "It left a card the deal needed next out of reach: its place taken, the card itself covered",
    "why": {"It was a play from a side column": "not always: M4→F2 in decision 2 played a maid's card, and a deal "
                                                 "lost in decision 1.",
            "It came early, before most maids were awake": "no: not one of the line's first 35 moves could lose, "
                                                            "and decisions 3 and 4 came with eleven and twelve maids "
                                                            "awake.",
            "It was a deal": "only in decision 1; every other losing move put a card in the arc."},
    "explain": "Every losing move left a card the deal needed next out of reach: the K♣ took "
               "the K♥'s place, the deal covered the 9♥, the 4♣ took the 4♦'s place over the J♣, the Q♦ left no "
               "jack on top, and a 7 from elsewhere left both jacks under the 7♦. Before a move, ask which card you "
               "need next, and what lies on it."}

SPIDER_ANSWER = {
    "kind": "choice",
    "question": "How is a Spider deal thrown away, when after the first round every card lies face up? Think of every "
                "losing move of your five decisions: which sentence fits them all?",
    "choices": ["It moved a card between piles",
                "It sent a card home too soon",
                "It left a card a base wanted under something that nothing could lift",
                "It came in the dealing phase"],
    "answer": "It left a card a base wanted under something that nothing could lift",
    "why": {"It moved a card between piles": "not only: the redeal in decision 1 and the deal in decision 2 lost "
                                              "too.",
            "It sent a card home too soon": "only the J♠ in decision 3 did; in decisions 1, 2 and 5 a card home "
                                             "was right.",
            "It came in the dealing phase": "only decision 2 was in the dealing phase; decisions 3 to 5 came in the "
                                             "play, with every card face up."},
    "explain": "Every losing move left a card a base wanted under something that could not move: the groups of "
               "round 2 would bury the 3♣, the A♠ the 8♥, a Q♠ with nowhere to step the 4♣, a K♦ with no empty "
               "pile left the 10♠, one more diamond the 5♦. Before a move, ask what each base wants next, and what "
               "lies on it."}

LESSONS = {
    "03": {"game": "maids", "deal": 7, "file": "03_maids_play_a_deal.ipynb", "decisions": MAIDS,
           "closing": MAIDS_ANSWER},
    "06": {"game": "spider", "deal": 39, "file": "06_spider_play_a_deal.ipynb", "decisions": SPIDER,
           "closing": SPIDER_ANSWER},
}
