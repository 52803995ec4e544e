/* How the Maids search orders its moves: solitaire/solver/maids/order.py, which says why
 * (included once in solitaire/solver/maids/_search.c, after the Candidate type). */
#ifndef SOLITAIRE_MAIDS_ORDER_H
#define SOLITAIRE_MAIDS_ORDER_H

/* shuffled_tie(): the tie-break of a move, its place, or with a seed a shuffled place */
static uint32_t tie_of(const Search *S, int kind, int a, int t) {
    uint32_t place = (uint32_t)(kind * 64 + (kind == 0 ? t : a));
    if (!S->seed) return place;
    uint64_t z = S->seed * 0x9E3779B97F4A7C15ULL + place;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return (uint32_t)(z >> 32);
}

/* stock_aware_ranks(): shift the ranks of the n moves by what they do to the next stock cards */
static void stock_aware_ranks(const Search *S, Candidate *moves, int n) {
    int u = S->seq[S->pos];
    int fits = S->is_jack[u] || S->played[u - 1] > S->played[u];
    int horizon = S->pos + S->lookahead < S->nseq ? S->pos + S->lookahead : S->nseq;
    for (int m = 0; m < n; m++) {
        if (moves[m].kind == 2) {
            if (fits) moves[m].rank -= 20;
            continue;
        }
        int t = moves[m].t;
        if (fits && t == u && !S->is_jack[u] && S->played[u - 1] - S->played[u] == 1) {
            moves[m].rank += 30;
            continue;
        }
        for (int s = S->pos; s < horizon; s++) {
            int v = S->seq[s];
            if (S->has_next[t] && t + 1 == v && S->played[t] == S->played[v]) { moves[m].rank -= 10; break; }
            if (s > S->pos && t == v && !S->is_jack[v] && S->played[v - 1] - S->played[v] == 1) {
                moves[m].rank += 5;
                break;
            }
        }
    }
}

/* in_order(): sort as Python sorts the lists [rank, kind, a, t], or by (rank, tie) with a seed */
static inline void in_order(const Search *S, Candidate *moves, int n) {
    for (int m = 1; m < n; m++) {
        Candidate c = moves[m];
        int k = m;
        while (k > 0) {
            Candidate *p = &moves[k - 1];
            if (p->rank < c.rank || (p->rank == c.rank && (S->seed ? p->tie <= c.tie :
                    (p->kind < c.kind || (p->kind == c.kind && (p->a < c.a || (p->a == c.a && p->t <= c.t))))))) break;
            moves[k] = *p;
            k--;
        }
        moves[k] = c;
    }
}

#endif
