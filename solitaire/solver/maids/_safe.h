/* safe_move() of solitaire/solver/maids/depth_first.py (solver/maids/safe.py says why each move is safe), for
 * solitaire/solver/maids/_search.c (included once there, after the Search struct). */
#ifndef SOLITAIRE_MAIDS_SAFE_H
#define SOLITAIRE_MAIDS_SAFE_H

/* count_rivals(): S->rival[i][from] of the Search, once the packs are read. A card of type t
 * in pack i, from card `from` down, is a rival of a safe card of its type (it could want the
 * arc's room first) unless a card of the type before t lies above it, matched to it alone (that
 * card is played first and makes the room back), or it is the bottom card of a pack that can
 * no longer be the last opened one (playing it then does nothing more than a safe card does). */
static void count_rivals(Search *S, int i, int from) {
    int cover[MAX_TYPES] = {0};
    for (int d = from; d < S->plen[i]; d++) {
        int u = S->packs[i][d];
        if (cover[u]) {
            cover[u]--;
        } else {
            S->rival[i][from][u][0]++;
            if (d < S->plen[i] - 1) S->rival[i][from][u][1]++;
        }
        if (S->has_next[u]) cover[u + 1]++;
    }
}

/* rivals() of solver/maids/safe.py: the rivals of type t in the packs but pack `except` */
static int rivals(const Search *S, int t, int except) {
    int inert_below = S->opened == 12 ? 12 : S->opened - 1;
    int count = 0;
    for (int i = 0; i < 12; i++)
        if (i != except) count += S->rival[i][S->rem[i]][t][i < inert_below];
    return count;
}

/* play_fits() of solver/maids/depth_first.py: 1 if a playable card fits the arc */
static int play_fits(const Search *S) {
    for (int j = 0; j < 8; j++) {
        int t = S->side[j];
        if (t >= 0 && (S->is_jack[t] || S->played[t - 1] > S->played[t])) return 1;
    }
    for (int i = 0; i < S->opened; i++) {
        if (S->rem[i] < S->plen[i]) {
            int t = S->packs[i][S->rem[i]];
            if (S->is_jack[t] || S->played[t - 1] > S->played[t]) return 1;
        }
    }
    if (S->waste_play && S->nwaste) {
        int t = S->seq[S->waste[S->nwaste - 1]];
        if (S->is_jack[t] || S->played[t - 1] > S->played[t]) return 1;
    }
    return 0;
}

/* safe_move() of solver/maids/depth_first.py: returns kind * 16 + index, or -1 */
static int safe_move(const Search *S) {
    if (dealing_compulsory(S)) return play_fits(S) ? -1 : 32;  /* only the forced deal */
    int endgame = waste_settled(S);
    for (int i = 0; i < S->opened; i++) {
        int d = S->rem[i];
        if (d < S->plen[i]) {
            int t = S->packs[i][d];
            if (S->has_next[t] && !endgame && S->stock_count[t + 1]) continue;
            if (S->is_jack[t]) {
                if (S->opened == 12) return 16 + i;
            } else {
                int room = S->played[t - 1] - S->played[t];
                int others = S->copies - S->played[t] - S->pack_count[t];  /* side, waste, stock */
                /* the second test only refines the first (rivals are among the other pack cards) */
                if (room > others && (room > others + S->pack_count[t] - 1 - S->under[i][d] ||
                                      room > others + rivals(S, t, i)))
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
                } else {
                    int room = S->played[t - 1] - S->played[t];
                    if (room > 0 && (room > S->pack_count[t] || room > rivals(S, t, -1))) return j;
                }
            }
        }
    }
    return -1;
}

#endif
