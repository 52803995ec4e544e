/* waste_stuck() of solitaire/solver/maids/guess.py, for solitaire/solver/maids/_search.c (included once
 * there, after the Search struct). A guess, not a proof: the Python module says why. */
#ifndef SOLITAIRE_MAIDS_GUESS_H
#define SOLITAIRE_MAIDS_GUESS_H

static int waste_stuck(const Search *S) {
    int played[MAX_TYPES], stock[MAX_TYPES], sides[MAX_TYPES], tops[MAX_TYPES];
    int ptr[12], opened = S->opened, jacks = S->jacks;
    for (int t = 0; t < S->types; t++) {
        played[t] = S->played[t];
        stock[t] = S->stock_count[t];
        sides[t] = tops[t] = 0;
    }
    for (int j = 0; j < 8; j++)
        if (S->side[j] >= 0) sides[S->side[j]]++;
    for (int i = 0; i < 12; i++) {
        ptr[i] = S->rem[i];
        if (i < opened && ptr[i] < S->plen[i]) tops[S->packs[i][ptr[i]]]++;
    }
    int left = S->nwaste;  /* waste[0 .. left-1] still in the waste, its top at left-1 */
    for (int changed = 1; changed;) {
        changed = 0;
        for (int t = 0; t < S->types; t++) {
            while ((sides[t] || tops[t] || stock[t]) && (S->is_jack[t] || played[t - 1] > played[t])) {
                int woken = 0;
                if (sides[t]) {
                    sides[t]--;
                    if (left) sides[S->seq[S->waste[--left]]]++;
                } else if (tops[t]) {  /* from the first open pack with a card of type t on top */
                    int i = 0;
                    while (!(i < opened && ptr[i] < S->plen[i] && S->packs[i][ptr[i]] == t)) i++;
                    tops[t]--;
                    if (++ptr[i] < S->plen[i]) tops[S->packs[i][ptr[i]]]++;
                    if (i == opened - 1) woken++;
                } else {
                    stock[t]--;
                }
                if (S->is_jack[t]) {
                    woken += jacks ? 1 : 2;
                    jacks++;
                }
                for (; woken && opened < 12; woken--, opened++)
                    if (ptr[opened] < S->plen[opened]) tops[S->packs[opened][ptr[opened]]]++;
                played[t]++;
                changed = 1;
            }
        }
    }
    return left > 0;
}

#endif
