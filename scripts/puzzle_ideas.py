"""The ideas of the solver's puzzles, written by hand after doing each from its picture and
task alone and reading what every move uncovers and why the others lose (keyed by game, deal
and move number on the winning line, as REVIEW is).

One or two sentences in card words: what a player has to see to find the answer.
"""
IDEAS = {
    # --- Twelve Sleeping Maids (lesson 03) ---
    ("maids", 3, 86): "Three 3s fit F4, but only the 3♦ on R3 frees a side column's place, and the refill "
                      "brings the 2♥ up from the waste: the card F4 wants next. From a packet, a 3 leaves "
                      "nothing that fits.",
    ("maids", 3, 94): "Four queens fit F4: take the Q♥ from M9, which uncovers the 5♣ and play goes on. A "
                      "side column's queen leaves its place empty (no waste, no stock), and the Q♣ from M1 "
                      "uncovers the 4♦, which fits nowhere.",
    ("maids", 37, 95): "Four 2s fit F5, and F5 takes one of them now. The 2♦ on M3 is that maid's last card, "
                       "so playing it uncovers nothing, while the 2♣ on M4, the 2♣ on M7 and the 2♥ on M8 "
                       "each lie on more cards of their maid. Before playing a card, see what it uncovers. "
                       "(After the 2♦, at most seven of the eight 7s ever reach the arc.)",
    ("maids", 45, 89): "Eight moves are fine here, and the K♥ from M5 is the one that is not: after it at "
                       "most seven of the eight jacks ever reach the arc. Which card you take from a packet "
                       "decides which cards below come free.",
    ("maids", 48, 91): "Three queens fit F6, but the Q♣ on M6 is that packet's last card: after it the K♥ on "
                       "L4 and the K♦ face down in M4 can no longer both get home. Take a queen that uncovers "
                       "a card, or the K♥ first.",
    ("maids", 11, 59): "Three 4s fit F2, but only the 4♥ from M7 wakes a maid: M7 is the last packet woken, "
                       "and its top card wakes M8 (maids.20). After a side column's 4, M10, M11 and M12 never "
                       "wake, and at most six of the eight jacks ever reach the arc.",
    ("maids", 13, 76): "The 6♦ on L3 frees a side column, and its refill brings the 8♣ from the top of the "
                       "waste back into play. A 6 from M8 or M12, or a deal, leaves the 8♣ in the waste for "
                       "good, and the eight cards under it with it.",
    ("maids", 22, 122): "Both aces fit F7, but the A♥ on L3 frees a side column, and its refill brings up the "
                        "3♦ from the waste. After the A♠ from M8, F7 takes one king, and the K♠ on L4 and the "
                        "K♦ on M11 can no longer both get home.",
    ("maids", 10, 100): "Three 3s fit F6: take the 3♠ from M10, because it uncovers the 10♦, a card the arc "
                        "needs later. The other two leave the 10♦ buried under the 3♠ with nothing to dig it "
                        "out.",
    ("maids", 14, 99): "Three aces fit F5, and which one you take decides what comes free: the A♥ from M1 "
                       "uncovers the 3♣ and play goes on; after either other ace one of the eight 10s can "
                       "never reach the arc.",
    ("maids", 22, 94): "Two 5s fit F5, and no 10 is in sight for F6 and F7: the 5♥ is the last card of M3 and "
                       "uncovers nothing, while the 5♠ on M9 has a card under it (the 7♠, the arc needs it "
                       "soon). When the cards you need are hidden, play the card that can uncover something.",
    ("maids", 43, 56): "Deal first: the A♣ on R2, the 9♣ on M2 and the A♥ on M3 can all wait, and after any "
                       "of them M11 and M12 never wake. A card that fits need not go at once.",
    ("maids", 51, 87): "Two 2s fit F5: the 2♣ from M11 uncovers the 10♠, a card the arc needs later. The 2♠ "
                       "from R2 leaves an empty place instead, and afterwards one of the eight 10s never "
                       "reaches the arc.",
    ("maids", 56, 107): "Three 5s fit F6, and F6 takes one of them now. The 5♠ from M3 uncovers a card, and "
                        "play goes on; after a side column's 5, the 5♠ on M3 is stuck for good, and the two "
                        "cards under it with it.",
    ("maids", 30, 89): "Three 3s fit F4. Of the two 3♣, the one on M5 uncovers the A♠, the one on M10 the "
                       "10♣, a 10 the arc still needs: of two equal cards, play the one that digs toward what "
                       "you need (the 3♥ on R1 is fine too).",
    ("maids", 52, 90): "Three other moves keep the deal winnable, and the 4♥ on R3 is the one that loses: "
                       "after it at most seven 6s ever reach the arc (look under the tops of M6 and M7). Play "
                       "first the cards that uncover others.",
    ("maids", 53, 90): "The 3♣ from M5 and the 3♠ from M6 each uncover a 4 that fits F5 next; the 3♥ from M2 "
                       "uncovers the 7♠, and after it one 10 never reaches the arc.",
    ("maids", 22, 53): "The 6♠ on L4 and the 6♦ on M6 fit F2, but after either at most six of the eight jacks "
                       "ever reach the arc; the 6♥ from M4 keeps the game winnable, and so does dealing first.",
    ("maids", 55, 55): "The K♣ on L2 fits F1, but its refill brings up the Q♦ from the waste, and afterwards "
                       "M10, M11 and M12 never wake; the 5♠, the K♦ from M1 or a deal keep the deal winnable.",
    ("maids", 58, 92): "Seven moves keep this deal winnable, and the 5♠ on L2 is the one that loses: after it "
                       "at most seven 6s ever reach the arc. Look at where the 6♣s lie: on R1 and under the "
                       "top of M8.",
    # --- Spider (lesson 06) ---
    ("spider", 1, 97): "Move the A♥ onto the K♥, not the K♥ onto the A♥: the A♥ uncovers the 9♥ on L3 and "
                       "play goes on; the K♥ uncovers the 5♠ on L2, which fits nowhere, and the game is over. "
                       "Look at what each way uncovers.",
    ("spider", 6, 86): "Put the J♦ on the 10♦, not the 10♦ on the J♦: moving the J♦ uncovers the Q♦ and play "
                       "goes on; moving the 10♦ uncovers the 10♣, and then nothing can move.",
    ("spider", 2, 41): "Put the 6♠ on the 5♠: it uncovers the K♥ on R2 and play goes on; the 5♠ onto the 6♠ "
                       "uncovers the Q♦, which fits nowhere, and the game is over.",
    ("spider", 6, 34): "While the stock has cards, the 9♣ on B2 goes to K3 now or is buried: the next group "
                       "covers every pile. Send home first what the deal would bury.",
    ("spider", 4, 56): "The 6♣ on L2 fits A3, but on the 5♣ on R2 it is worth more: it is the first step of a "
                       "ladder, and the 7♣, the 8♣ and the other 7♣ follow it from L2 onto R2, which digs L2 "
                       "down to the 9♦ for the 10♦ on B2. Sent home, the 6♣ takes the 7♣ and the 8♣ after it, "
                       "and then the other 7♣ on L2 has nowhere to go and nothing else can move. A card that "
                       "can go to a base does not always have to.",
    ("spider", 4, 57): "The 6♣ on R2 fits A3, but sent up it breaks the ladder of clubs between R2 and L2 "
                       "that digs down to the hearts; move the clubs across instead.",
    ("spider", 2, 109): "Put the K♦ from R3 onto the Q♦ on L4: it uncovers the 9♦ on R3 and R3 keeps "
                        "emptying. The Q♦ onto the K♦ uncovers only the 4♠, and then the hearts' bases stop "
                        "at twelve cards, both waiting for an 8♥.",
    ("spider", 6, 37): "Deal now. The deal drops a Q♠ onto the 8♠ on T2 and a 10♠ onto the 6♠ on L3, and the "
                       "spades A1 wants come through a ladder: the 8♠ onto the 7♠ the deal drops on B1, the "
                       "9♠ from R4 onto it, the 10♠ onto that, and the 6♠ goes home. For that, K1 must take "
                       "the dealt Q♠, and A2 the 5♥ that lies on the 9♠ in R4. The Q♠ from T1 or the 5♥ from "
                       "B2 now takes one of those places.",
    ("spider", 10, 36): "The 5♥ on R1 goes to A2 and uncovers the 3♦ for A4: one play opens the next. The J♣ "
                        "to K3 uncovers the 5♣, which fits nowhere, and the clubs' bases stop at six cards.",
    ("spider", 12, 70): "Put the 3♣ from T2 on the 2♣ on B1: it uncovers the 8♠ and play goes on; the 2♣ onto "
                        "the 3♣ uncovers the 8♥, and then the spades' bases stop at ten cards.",
    ("spider", 12, 82): "Move the K♥ onto the Q♥ on T1, not the Q♥ onto the K♥: it uncovers the J♦ on R2 and "
                        "play goes on; the other way empties T1, which only an ace or a king may fill, and "
                        "the spades' bases stop at eight cards.",
    ("spider", 12, 94): "Put the 5♠ from R4 on the 4♠ on B2: it uncovers the A♦ on R4; the 4♠ onto the 5♠ "
                        "uncovers the A♣ instead, and then the hearts' bases stop at twelve cards, both "
                        "waiting for a 6♥.",
    ("spider", 12, 100): "Put the 9♠ from R4 on the 10♠ on L1: it uncovers the 4♣ on R4. The 10♠ onto the 9♠ "
                         "empties L1 instead, an empty pile takes only an ace or a king, and the hearts' "
                         "bases stop at twelve cards.",
    ("spider", 6, 36): "B2→A2 sends the 5♥ home, and the other 5♥, in R4 under the 3♥ and the 8♣, then has no "
                       "base to go to: the 5♥ in R4 is stuck for good, and the 9♠ under it with it. The last "
                       "group's tenth card, the 10♠, goes to L3; with the 9♠ held in R4 it has nowhere to go, "
                       "and the spades' bases stop at seven cards. The 10♦ to K4, or a deal, keeps the deal "
                       "winnable.",
}
