"""The decisions of the play lessons 03 and 06, in words: where each is asked, and why each losing move loses.

Read by ``make_exercises.py``, which proves every move with the exact solver. Each decision
is asked after ``ply`` moves of the winning line of the lesson's deal (or of ``deal``; of the
careless player's game, who always takes the first legal move, with ``"line": "careless"``) and
teaches its own idea (``stage`` says where in the deal it stands); a choice with a ``ply`` is asked
on that position's board. ``reasons`` gives, for every move the solver proves
losing, the reason in a player's words: the card it buries, or the card it spends, and what
keeps that card from coming free; in a plan, a key "first, second" gives the reason for a
second move after a first (otherwise the second move's own reason is used). A card named
"on" a place is the top card there, "in" a place anywhere in it, in the position asked.
A reason says why the chosen move is worse without naming a right move or the card it plays, so
that a second try is still the learner's own work (a test checks that no reason names a right move).
``explain`` is what the learner reads once right: the line's move and the idea.
"""

_SINGLE = " What would you play? Any move that keeps the deal winnable is right."
_PLAN = (" Plan your next two moves: type both, with a comma between them (a deal counts as a move)."
         " Any plan that keeps the deal winnable is right.")

_KING_SPENT = (
    "F1 takes one king and no more. The K♣ on L1 is a side column's card: it covers nothing, and it can wait. "
    "Give F1 to it, and any other king that fits F1 stays where it lies, over every card under it, until some "
    "family comes down to its ace; if that king is the top card of the last woken maid, the next maid cannot wake "
    "through it meanwhile (maids.20). "
    "Before you spend a place on the arc, look at every card that fits it.")
_WASTE_COVERED = (
    "A dealt card that fits nowhere goes onto the waste (maids.18), over the card on top of it, and a waste card "
    "comes back only to refill a side column (our reading of maids.16). Before you deal, look at the top of the "
    "waste: will a family want it soon, and can a side column's card go up first and bring it back? (The search "
    "sees the next card of the stock: the 3♦, which fits nowhere.)")
_NO_QUEEN_LEFT = (
    "A queen ends a family, so F4 takes one queen and no more. The side column is refilled at once from the top "
    "of the waste with the 5♥ (our reading of maids.16), which fits nowhere. Then F5 and F6 want a 7, F7 and F8 a 9, "
    "and no 7 or 9 lies on top of a side column or a maid: the stock is empty, nothing is left to play, and the deal "
    "is lost at once. With the stock empty, look one move ahead: after your move, something must still fit.")
_SIDE_QUEEN = {f"{place}→F4": f"The {card} on {place} fits F4. " + _NO_QUEEN_LEFT
               for place, card in (("L2", "Q♥"), ("L4", "Q♥"), ("R2", "Q♦"), ("R4", "Q♦"))}

_UNDER_THE_SEVENS = (
    "F5 takes one 7 only (then it wants a 6), so every 7 left on a maid stays there, over the cards under it, "
    "until another family comes down to an 8. Of the 7s that fit, ask what each one's move uncovers: the number "
    "under a maid tells you whether a card lies under its top.")
_LAST_CARD = (
    "The 7♣ on M3 is that maid's last card: played, it uncovers nothing, and it covered nothing while it waited. "
    + _UNDER_THE_SEVENS)
_SIDE_SEVEN = (
    "The 7♦ on L3 brings back the 5♦ from the top of the waste (our reading of maids.16), a card you can already "
    "see: it uncovers nothing new. " + _UNDER_THE_SEVENS)
_FIVE_COVERED = (
    "F5 wants a 7, then a 6, such as the 6♥ on R2, then a 5, and the 5♦ at the top of the waste comes back only to "
    "refill a side column (our reading of maids.16). A dealt card that fits nowhere goes onto the waste, over the 5♦, "
    "and a side column would then be refilled with that card instead. (The search sees the next card of the stock: "
    "the A♣, which fits nowhere.)")

#: Decision 2 asks a move, not a count: which jack goes first. The rules decide it (the search would also keep the
#: deal winnable after a deal or the 7♥ first, which change nothing about the jacks), so it is a move question.
_JACK_ORDER = (
    "count the maids this order wakes: this jack wakes M7 for being a jack (maids.15), and M7 becomes the last "
    "woken maid. The other jack then no longer lies on the last woken maid, so it wakes one maid only (maids.20 "
    "adds none): two in all, and M9 sleeps on with its four cards. (The exact search proves that here this order "
    "loses deal 9.)")
_NOT_A_JACK = (
    "that keeps the deal winnable, and it changes nothing about the jacks: M6 stays the last woken maid. The "
    "question is which jack you send up first: play that one.")

MAIDS = [
    {"ply": 36, "plan": True, "stage": "three maids awake: which card wakes the next maid",
     "question": "Deal 7, after move 36: three maids are awake." + _PLAN,
     "reasons": {"L1→F1": _KING_SPENT, "deal": _WASTE_COVERED},
     "explain": "The line plays M3→F1, the K♥ from M3, the last woken maid, onto the A♦: M4 wakes (maids.20). "
                "Then L2→F2, the 10♦ onto the J♥, and L2 is refilled from the waste with the 9♥, which F2 takes "
                "next. Starting with L2→F2 is as good: it brings the 9♥ back before anything covers it. The two ways "
                "to lose: spend F1's king on the K♣, or deal before the 9♥ is back. (A plan that deals while a card fits rests on "
                "our reading of maids.17: you may deal at any time.)"},
    {"kind": "move", "deal": 9, "ply": 52, "stage": "six maids awake, on deal 9: which jack first",
     "question": "Deal 9, after move 52: six maids are awake, and both jacks on the maids fit F5; the second will "
                 "go to F6. Of the two jacks, play the one you send up first.",
     "answer": "M6→F5",
     "why": {"M5→F5": _JACK_ORDER},
     "otherwise": _NOT_A_JACK,
     "explain": "Play the J♥ from M6 first (M6→F5): it wakes two maids, M7 and M8, one for being a jack (maids.15) and "
                "one for coming from the last woken maid (maids.20), as we read the two rules adding up (another "
                "reading gives such a jack one maid in all, and then either order wakes two); the J♦ from M5 then "
                "wakes a third, M9, and its four cards come into play. The other order wakes two, and the search "
                "proves that here it loses the deal. Of two jacks, play first the one on the last woken maid."},
    {"deal": 24, "ply": 92, "stage": "late in the dealing, on deal 24: which of four 7s",
     "question": "Deal 24, after move 92: every maid is awake, and the stock holds ten cards." + _SINGLE,
     "reasons": {"M3→F5": _LAST_CARD, "L3→F5": _SIDE_SEVEN, "deal": _FIVE_COVERED},
     "explain": "The line plays M2→F5, the 7♠ from M2, which uncovers the 10♦, and F7, at the J♠, takes that 10♦ "
                "next (M2→F7). The 7♣ from M6 is as good: it uncovers the 2♥, which F5 takes once it comes down to "
                "a 3. Four 7s fit F5 and F5 takes one, so take one that uncovers a card you need. The 7♣ on M3 is "
                "that maid's last card: it uncovers nothing, and it covers nothing while it waits for another family "
                "to come down to an 8. The 7♦ on L3 brings back only the 5♦ you can see at the top of the waste, and dealing now covers that 5♦ "
                "with a card that fits nowhere: a waste card comes back only to refill a side column. Before you play a maid's card, look at the "
                "number under it: a packet's last card uncovers nothing and can wait."},
    {"deal": 120, "ply": 98, "stage": "the end, on deal 120: which of five queens",
     "question": "Deal 120, after move 98: the stock is empty, and F4, at the K♠, wants a queen." + _SINGLE,
     "reasons": _SIDE_QUEEN,
     "explain": "The line plays M7→F4, the Q♣ from M7. Five queens fit F4, and F4 takes only one. A queen from a "
                "side column brings back the 5♥ from the waste, which fits nowhere, and then nothing on the board "
                "fits: lost. The Q♣ is the one queen with cards under it that nobody has seen: three lie under it "
                "in M7. (The search sees them; among them are the 7♦ and the 7♠, which F5 and F6 take next.) With the "
                "stock empty, "
                "look one move ahead: after your move something must still be able to fit."},
]

_EIGHT_HEARTS = (
    "seven cards reach only the first seven piles clockwise from T1, T1 T2 R1 R2 R3 R4 B2 (a short last group goes "
    "to the first piles: our reading of spider.15), so the seventh card, the A♠, lands on B2. The "
    "8♥ on B2 is the card K2 wants, and under it lie the 6♦ that K4 wants and the 7♥ that K2 wants next. An ace "
    "leaves a pile only onto a 2 or a king of its suit (spider.18, spider.20), into an empty pile (spider.21), or "
    "home onto K1 once K1 has come down to its 2: the 2♠ lies in R1 under three cards, four once the group drops the 7♦ there, and the K♠ at the bottom of "
    "R4, and K1 stands at the Q♠, so the A♠ would hold those hearts and that diamond down for a long time.")
#: Decision 2's three answers: three plans for the last, short group, each a run of moves ending in the deal.
_SHORT_GROUP = ["Deal now, then send home the 7♣ from T1 and the 9♣ from T2",
                "Send home the 8♥, the 6♦ and the 7♥ from B2, then deal",
                "Send home all four cards of B2 that fit a base, the 7♣ to A3 last, then deal"]
_KING_IN_THE_GAP = (
    "The K♣ fills L3, the one empty pile, and the K♥ on L1 then has nowhere to go: no Q♥ or A♥ lies on top of a "
    "pile, and neither heart base wants a king (A2, at the J♥, wants the Q♥; K2, at the J♥, the 10♥). Under the K♥ "
    "lie the A♣, the 8♣, the 2♠ and the 8♦. The K♣ may later go home onto A3 and empty L3 again, but then the A♣ "
    "that comes free has no K♣ left to step onto.")
_KING_HOME = (
    "The K♣ goes home onto A3, at the Q♣. The K♥ on L1 can still go into the empty L3, but the A♣ it uncovers then "
    "has nowhere to go: an ace steps only onto a 2 or a king of its suit (spider.18, spider.20), the K♣ is home, "
    "the 2♣ lies in T2 under the Q♦, and the one empty pile holds the K♥. So the A♣ stays on the 8♣, the 2♠ and "
    "the 8♦.")
_HEART_HOME = (
    "The 5♥ on R3 goes home onto A2, at the 4♥. A2 then wants a 6♥, as K2 at the 7♥ does, and both 6♥ are covered: "
    "the one in L2 by the 4♥, the other in B2 by the 10♥, the 7♣, the J♦ and the Q♦. The 4♥ on L2 has nowhere to "
    "step: the 5♥ is home, the other 5♥ lies in R4 under the 10♠, the 6♠ and the J♠, the 3♥ in L1 under the A♠ "
    "and the K♠, and no pile is empty.")
_HEART_ON_HEART = (
    "That puts the 5♥ on the 4♥ that covers the 6♥ K2 wants. For now the 5♥ can leave L2 only by going home onto "
    "A2: no other 4♥ or 6♥ lies on top of a pile, and no pile is empty. Home, it leaves the 4♥ on the 6♥ with "
    "nowhere to step, as after R3→A2.")

SPIDER = [
    {"ply": 24, "plan": True, "must_include": "redeal", "stage": "round 1: when to redeal",
     "question": "Deal 39, after move 24: the first round's stock is empty, and one redeal is left. You will redeal "
                 "within your next two moves: plan them, the redeal one of them, and type both, with a comma "
                 "between them. A plan is right when it includes the redeal and keeps the deal winnable.",
     "reasons": {"redeal": "The 3♣ on R3 is the card A3 wants now, and round 2's second group deals a 4♣ onto "
                           "R3: the redeal gathers the piles into the new stock as they lie (spider.24). Redeal "
                           "now and the 3♣ comes out "
                           "only in the third group, onto L4, a row-4 pile, whose card may go only to A4 or K4 "
                           "while the stock lasts (spider.9, as we read it); the same group covers the 4♣ "
                           "dealt onto R3. The other 4♣ comes in the fourth group onto L2, a row-2 pile, and "
                           "the fifth covers it; the other 3♣ comes only in the fifth, onto T2, and may go "
                           "home then, but too late: A3 never gets past the 3♣.",
                 "R2→R4, redeal": "The 3♣ on R3 is the card A3 wants now, and this plan gathers it into the "
                                  "new stock. Moving the 6♦ off R2 only shifts round 2's third and fourth groups "
                                  "one pile earlier than after a plain redeal (the 3♣ onto B1 instead of L4, so A3 "
                                  "gets it and the 4♣ dealt onto R3 then); from the fourth group's fifth card on, "
                                  "round 2 falls just as after a plain redeal, and the spade bases stall: however "
                                  "you play, A1 never gets past the 5♠ nor K1 past the Q♠.",
                 "R4→R2, redeal": "The 3♣ on R3 is the card A3 wants now, and round 2's second group deals a "
                                  "4♣ onto R3. Moving the 5♦ onto R2 lengthened R2, so the new stock shifts by "
                                  "a card: the 3♣ comes out in the third group onto L3 and may go home then, "
                                  "but too late, since the same group has already covered the 4♣ dealt onto "
                                  "R3, and the other 4♣ comes in the fourth group onto L2, a row-2 pile, which "
                                  "may not send it to A3 while the stock lasts (spider.9)."},
     "explain": "The line plays R3→A3, the 3♣ onto the 2♣, and then redeals; round 2's second group deals a 4♣ "
                "onto R3, and A3 takes it at once. R2→R4 and R4→R2 only move a diamond between two piles; in a plan of two "
                "moves the redeal after either loses (a plan of three, with the 3♣ home before the redeal, keeps the deal "
                "winnable). Redealing at once "
                "loses: the 3♣ comes back only in the third group, onto L4, a row-4 pile, and A3 never gets past "
                "it. Before you redeal, ask which card each base wants now and where it lies: a card the redeal would gather "
                "goes home first."},
    {"kind": "choice", "ply": 41,
     "question": "Deal 39, after move 41: round 2, and seven cards are left in the stock, so the last group is short. "
                 "You know them, since the redeal gathered round 1's piles without shuffling: the group deals the 7♣ "
                 "first, then the 9♣, the 7♦, the K♦, the 9♠, the 2♥, and the A♠ last. Which plan keeps the deal "
                 "winnable?",
     "choices": _SHORT_GROUP,
     "answer": _SHORT_GROUP[1],
     "why": {_SHORT_GROUP[0]: "the 7♣ and the 9♣ do go home from T1 and T2, but count the piles: " + _EIGHT_HEARTS
                              + " (The exact search proves that dealing now loses.)",
             _SHORT_GROUP[2]: "the 8♥, the 6♦ and the 7♥ from B2 go home rightly, but not the 7♣ under them: the "
                              "group's first card, dealt onto T1, is the other 7♣, and A3 takes one 7♣. Give it B2's, "
                              "and the dealt one has nowhere to go: A3 then wants an 8♣, K3 at the 10♣ takes the 9♣ "
                              "from T2 and then wants an 8♣ too, and no 6♣ or 8♣ lies on top of a pile; so it keeps "
                              "down the A♣ on T1. (The exact search proves that sending the 7♣ home before the deal "
                              "loses.)"},
     "explain": "B2 is the seventh pile clockwise from T1, so the group's seventh and last card, the A♠, would land "
                "on the 8♥ on B2, the card K2 wants. The line plays B2→K2, the 8♥ home, then B2→K4 (the 6♦) and "
                "B2→K2 (the 7♥), and only then deals: the A♠ lands on the 7♣ that is left, and A3 takes the other "
                "7♣, dealt onto T1 over the A♣, where the line soon puts the 2♣ from L4. Dealing now loses: the A♠ "
                "would cover the 8♥, with nowhere to go for a long time. Sending the 8♥ alone home, "
                "or the 8♥ and the 6♦, before the deal keeps the deal winnable too; sending B2's 7♣ home as well "
                "leaves the dealt one with nowhere to go. When the last group is short, count which piles it "
                "reaches and send home first what it would cover there, but look at the group's own cards too: one "
                "may need the same place at a base."},
    {"deal": 42, "ply": 87, "plan": True, "stage": "round 2, the play, on deal 42: which king fills an empty pile",
     "question": "Deal 42, after move 87: L3 is empty." + _PLAN.replace(" (a deal counts as a move)", ""),
     "reasons": {"R1→L3": _KING_IN_THE_GAP, "R1→A3": _KING_HOME,
                 "L1→L3, R1→A3": "The K♣ goes home onto A3, and the A♣ just uncovered on L1 has nowhere to go: an "
                                 "ace steps only onto a 2 or a king of its suit (spider.18, spider.20), the K♣ is "
                                 "home, the 2♣ lies in T2 under the Q♦, and L3 now holds the K♥. So the A♣ stays "
                                 "on the 8♣, the 2♠ and the 8♦.",
                 "L1→L3, R1→L1": "That puts the K♣ on the A♣ on L1 (on the piles the king and the ace are "
                                 "neighbours, spider.20) instead of the ace on the king: the 8♣, the 2♠ and the 8♦ "
                                 "stay under both. For now the K♣ can leave L1 only by going home onto A3 (no Q♣ "
                                 "or A♣ lies on top of a pile, and no pile is empty), and then the A♣ has nowhere "
                                 "to step, as after R1→A3."},
     "explain": "The line plays L1→L3, the K♥ into the empty pile, which uncovers the A♣; then L1→R1, the A♣ onto "
                "the K♣ (on the piles the ace and the king are neighbours, spider.20), which uncovers the 8♣ for "
                "the 9♣ from B1. Two kings could fill the gap. The K♥ on L1 covers the cards you need, and the gap is "
                "the only place it can go. The K♣ on R1 would gain nothing by going home now: where it lies, it is "
                "the one step the A♣ can take, and it can go home onto A3 later, once the A♣ has moved on from it. "
                "Give an empty pile to the card whose move uncovers what you need next."},
    {"deal": 46, "ply": 98, "stage": "round 2, the play, on deal 46: late in the deal",
     "question": "Deal 46, after move 98: the stock is empty." + _SINGLE,
     "reasons": {"R3→A2": _HEART_HOME, "R3→L2": _HEART_ON_HEART},
     "explain": "The line plays L2→R3, the 4♥ onto the 5♥, which uncovers the 6♥ on L2; then L2→K2, that 6♥ "
                "home. The two heart bases come towards each other, A2 up and K2 down: a heart sent home onto one "
                "can leave both waiting for the same card, here a 6♥ under a 4♥ with nowhere to step. When the two bases "
                "of a suit come close, look at what each wants next before you send a card home."},
]

#: The closing question of each lesson: its driving question, answered from the learner's own decisions. The four
#: sentences are alike in shape and width, each a way to lose; the question lists no losing move (on a presented
#: page it would give away the decisions above): the learner recalls them, and the right sentence is told by
#: whether its reason fits them all, not by its width or its examples.
_ANSWERS = ["It used up what it could not get back: a place on the arc or a waste card",
            "It left a card needed soon under one that could not move in time",
            "It covered a card that was needed soon",
            "It played a card that uncovered nothing"]
MAIDS_ANSWER = {
    "kind": "choice",
    "question": "When does a move of Maids throw the deal away? Go back over your four decisions and recall "
                "each move that lost there. Then test each sentence below on every one of them: which one fits "
                "them all?",
    "choices": _ANSWERS,
    "answer": _ANSWERS[1],
    "why": {_ANSWERS[0]:
                "not all: the J♦ first in decision 2 spent no place on the arc and no waste card, since both jacks "
                "go up in either order; what it cost was a maid left asleep, and it lost too.",
            _ANSWERS[2]:
                "not all: the deals in decisions 1 and 3 did, covering the 9♥ and the 5♦, but the K♣ to F1 and the "
                "7♣ from M3 covered no card a family wanted, and they lost too.",
            _ANSWERS[3]:
                "not all: a deal turns up a stock card nobody has seen, and the deals of decisions 1 and 3 lost; "
                "so did the J♦ first in decision 2, which uncovered the card under it in M5: what it cost was a "
                "maid left asleep."},
    "explain": "Every losing move left a card needed soon under one that could not move in time: the K♣ took F1, so "
               "the K♥ of M3 stuck there until some family came down to its ace, and the three cards under it with it; a "
               "deal covered the 9♥ (decision 1) or the 5♦ (decision 3) in the waste, where only a side column's "
               "refill brings a card back; the J♦ first in decision 2 left M9 asleep, and a sleeping maid's top card cannot move, nor the three cards under it; the 7♣ "
               "from M3 uncovered nothing, and the 7♦ from L3 brought back only the 5♦ you could see, and both left "
               "the 10♦ and the 2♥ under the other 7s, stuck until another family came down to an 8; a side queen ended F4, nothing fitted any more, and the Q♣ stuck for good "
               "over the two 7s it covered. That answers the second half of the lesson's question too, what to "
               "look at before a move: which card you need next, where it lies, and what your move uncovers, wakes "
               "or leaves buried."}

#: Lesson 06's four sentences name no card of decisions 3 and 4: the question sits one screen below them. Each is
#: as general as the others and about as long, so that the right one is told by the decisions, not by its width.
_SPIDER_ANSWERS = ["It sent home a card too early, one that the piles still needed",
                   "It left a card needed soon under one that had nowhere to go in time",
                   "It put a card on top of the very card that a base wanted next",
                   "It used up what it could not get back: the redeal, a group, a gap or a card sent home"]
SPIDER_ANSWER = {
    "kind": "choice",
    "question": "How is a Spider deal thrown away once every card has been seen (from the end of round 1's "
                "dealing)? Think of every losing move of your four decisions: which sentence fits them all?",
    "choices": _SPIDER_ANSWERS,
    "answer": _SPIDER_ANSWERS[1],
    "why": {_SPIDER_ANSWERS[2]:
                "not always: the last group in decision 2 would have put the A♠ on the 8♥ that K2 wanted, but the "
                "K♣ into the empty pile in decision 3 went onto no card at all, and the K♣ and the 5♥ sent home went "
                "onto bases; they lost too.",
            _SPIDER_ANSWERS[0]:
                "not always: the K♣ home in decision 3 and the 5♥ home in decision 4 did (the A♣ needed the "
                "K♣ to step onto, the 4♥ the 5♥), but the redeal, dealing now, the K♣ into the empty pile and the "
                "5♥ onto the 4♥ sent nothing home, and they lost too.",
            _SPIDER_ANSWERS[3]:
                "not always: the redeal, the deal, the gap and the cards sent home fit it, but the 5♥ onto the 4♥ in "
                "decision 4 used up none of them, and it lost too."},
    "explain": "Every losing move left a card needed soon, for a base or as a step, under a card that could not "
               "move off it in time: "
               "the redeal would leave the 4♣ that round 2's second group brings under the third group, because "
               "the 3♣ A3 wanted was gathered with the piles; the last group would bury the 8♥ that K2 wanted "
               "under the A♠; B2's 7♣ sent home would leave the dealt 7♣ with nowhere to go, over the A♣; a K♥ "
               "with nowhere to go (or an A♣ with no K♣ to step onto) kept down the 8♣ where the line puts the "
               "9♣ from B1; and a 4♥ with nowhere to step kept the 6♥ from both heart bases. Before a move, ask "
               "which card you need next, for a base or as a step, and what lies on it."}

LESSONS = {
    "03": {"game": "maids", "deal": 7, "file": "03_maids_play_a_deal.ipynb", "decisions": MAIDS,
           "closing": MAIDS_ANSWER},
    "06": {"game": "spider", "deal": 39, "file": "06_spider_play_a_deal.ipynb", "decisions": SPIDER,
           "closing": SPIDER_ANSWER},
}
