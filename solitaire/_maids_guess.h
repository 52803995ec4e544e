/* waste_stuck() of solitaire/solver_maids_guess.py, for solitaire/_maids_search.c (included once
 * there, after the Search struct). A guess, not a proof: the Python module says why. */
#ifndef SOLITAIRE_MAIDS_GUESS_H
#define SOLITAIRE_MAIDS_GUESS_H

static int waste_stuck(const Search *S) {
    int played[MAX_TYPES], at_hand[MAX_TYPES], sides[MAX_TYPES];
    int in_arc = 0;
    for (int t = 0; t < S->types; t++) {
        played[t] = S->played[t];
        at_hand[t] = S->pack_count[t] + S->stock_count[t];
        sides[t] = 0;
        in_arc += played[t];
    }
    for (int j = 0; j < 8; j++)
        if (S->side[j] >= 0) sides[S->side[j]]++;
    int left = S->nwaste;  /* waste[0 .. left-1] still in the waste, its top at left-1 */
    for (int changed = 1; changed;) {
        changed = 0;
        for (int t = 0; t < S->types; t++) {
            while ((sides[t] || at_hand[t]) && (S->is_jack[t] || played[t - 1] > played[t])) {
                if (sides[t]) {
                    sides[t]--;
                    if (left) sides[S->seq[S->waste[--left]]]++;
                } else {
                    at_hand[t]--;
                }
                played[t]++;
                in_arc++;
                changed = 1;
            }
        }
    }
    return in_arc < S->total;
}

#endif
