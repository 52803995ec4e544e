/* safe_move() of solitaire/solver_maids.py (its docstring says why each move is safe), for
 * solitaire/_maids_search.c (included once there, after the Search struct). */
#ifndef SOLITAIRE_MAIDS_SAFE_H
#define SOLITAIRE_MAIDS_SAFE_H

/* safe_move of solver_maids.py: returns kind * 16 + index, or -1 */
static int safe_move(const Search *S) {
    int endgame = waste_settled(S);
    for (int i = 0; i < S->opened; i++) {
        int d = S->rem[i];
        if (d < S->plen[i]) {
            int t = S->packs[i][d];
            if (S->has_next[t] && !endgame && S->stock_count[t + 1]) continue;
            if (S->is_jack[t]) {
                if (S->opened == 12) return 16 + i;
            } else if (S->played[t - 1] >= S->copies - S->under[i][d]) {
                return 16 + i;
            }
        }
    }
    if (S->pos == S->nseq - 1) {
        int t = S->seq[S->pos];
        if ((S->is_jack[t] && S->opened == 12) || (!S->is_jack[t] && S->played[t - 1] >= S->copies))
            return 32;
    }
    if (endgame) {
        for (int j = 0; j < 8; j++) {
            int t = S->side[j];
            if (t >= 0) {
                if (S->is_jack[t]) {
                    if (S->opened == 12) return j;
                } else if (S->played[t - 1] - S->played[t] > S->pack_count[t]) {
                    return j;
                }
            }
        }
    }
    return -1;
}

#endif
