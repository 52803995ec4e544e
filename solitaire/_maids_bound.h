/* hopeless() of solitaire/solver_maids_bound.py, for solitaire/_maids_search.c (included once there,
 * after the Search struct). The Python module says why the relaxation is sound; Relax is its
 * _Relaxation class, with the same fields. */
#ifndef SOLITAIRE_MAIDS_BOUND_H
#define SOLITAIRE_MAIDS_BOUND_H

typedef struct { int threshold, kind, index; } Waiting;
typedef struct { int kind, index, t; } Ready;

typedef struct {
    const Search *S;
    int count[MAX_TYPES], reach[MAX_TYPES], poppers[MAX_TYPES];
    Waiting waiting[MAX_TYPES][8];
    int nwaiting[MAX_TYPES];
    Ready ready[128];
    int nready;
    int ptr[12];
    int waste_types[MAX_SEQ], nwaste, popped;          /* the waste, top first */
    int forced[MAX_SEQ], nforced, forced_popped;        /* stock cards buried in it */
    int good, remaining;
    int open_bound, jacks_in, packs_played, pack_played[12];
    int bonus_from;  /* bonus_from of the Python: the first pack whose card opens one more */
} Relax;

/* wakeable() of the Python: packs open at most, after jacks_in more jacks and cards of
 * packs_played packs that may open one more each */
static int wakeable(int opened, int jacks_before, int jacks_in, int packs_played) {
    int jack_openings = jacks_in + (jacks_in && !jacks_before ? 1 : 0);
    int bound = opened + jack_openings + packs_played;
    return bound > 12 ? 12 : bound;
}

static void relax_enter(Relax *R, int kind, int index, int t, int threshold) {
    if (R->S->is_jack[t] || R->reach[t - 1] > threshold) {
        Ready *r = &R->ready[R->nready++];
        r->kind = kind; r->index = index; r->t = t;
    } else {
        Waiting *w = &R->waiting[t][R->nwaiting[t]++];
        w->threshold = threshold; w->kind = kind; w->index = index;
    }
}

static void relax_add(Relax *R, int kind, int index, int t) {
    R->remaining++;
    relax_enter(R, kind, index, t, R->S->played[t]);
}

static void relax_enter_pack(Relax *R, int i) {  /* its cards are counted already */
    int t = R->S->packs[i][R->ptr[i]];
    relax_enter(R, 3, i, t, R->S->played[t]);
}

/* the waste top first: the k-th card needs k + 1 pops, plus one per forced card */
static void relax_init(Relax *R, const Search *S) {
    memset(R, 0, sizeof(Relax));
    R->S = S;
    for (int base = 0; base < S->types; base += 13) {
        int least = 1 << 30;
        for (int t = base; t < base + 13; t++) {
            if (S->played[t] < least) least = S->played[t];
            R->reach[t] = least;
        }
    }
    int n = S->nwaste;
    for (int d = 0; d < n; d++) R->waste_types[d] = S->seq[S->waste[n - 1 - d]];
    R->nwaste = R->remaining = n;
    R->open_bound = S->opened;
    R->bonus_from = S->opened - 1;
    for (int j = 0; j < 8; j++)
        if (S->side[j] >= 0) relax_add(R, 0, 0, S->side[j]);
    for (int i = 0; i < 12; i++) {
        int d = R->ptr[i] = S->rem[i];
        if (d < S->plen[i]) {
            R->remaining += S->plen[i] - d;
            if (i < S->opened) relax_enter_pack(R, i);
        }
    }
}

/* raise_reach of the Python: the reach of t and of the types after it may grow */
static void relax_raise_reach(Relax *R, int t) {
    const Search *S = R->S;
    int u = t;
    int new = S->played[u] + R->count[u];
    if (!S->is_jack[u] && R->reach[u - 1] < new) new = R->reach[u - 1];
    while (new > R->reach[u]) {
        R->reach[u] = new;
        if (u % 13 == 12) break;
        u++;
        int kept = 0;
        for (int w = 0; w < R->nwaiting[u]; w++) {
            Waiting entry = R->waiting[u][w];
            if (entry.threshold < new) {
                Ready *r = &R->ready[R->nready++];
                r->kind = entry.kind; r->index = entry.index; r->t = u;
            } else {
                R->waiting[u][kept++] = entry;
            }
        }
        R->nwaiting[u] = kept;
        new = S->played[u] + R->count[u];
        if (R->reach[u - 1] < new) new = R->reach[u - 1];
    }
}

/* settle() of the Python: 1 if every card got in */
static int relax_settle(Relax *R) {
    const Search *S = R->S;
    for (;;) {
        while (R->nready) {
            Ready item = R->ready[--R->nready];
            int t = item.t;
            R->good++;
            R->count[t]++;
            if (S->is_jack[t]) R->jacks_in++;
            if (item.kind == 3 && !R->pack_played[item.index]) {
                R->pack_played[item.index] = 1;
                if (item.index >= R->bonus_from) R->packs_played++;
            }
            if (R->open_bound < 12) {
                int bound = wakeable(S->opened, S->jacks, R->jacks_in, R->packs_played);
                for (; R->open_bound < bound; R->open_bound++) {
                    int i = R->open_bound;
                    if (R->ptr[i] < S->plen[i]) relax_enter_pack(R, i);
                }
            }
            relax_raise_reach(R, t);
            if (item.kind == 3) {
                int i = item.index;
                int d = ++R->ptr[i];
                if (d < S->plen[i]) {
                    int nt = S->packs[i][d];
                    int threshold = S->played[nt];
                    for (int e = S->rem[i]; e < d; e++)
                        if (S->packs[i][e] == nt) threshold++;
                    relax_enter(R, 3, i, nt, threshold);
                }
            } else if (item.kind != 1) {
                R->poppers[t]++;
            }
        }
        if (R->popped == R->nwaste && R->forced_popped == R->nforced) return R->good == R->remaining;
        int tokens = 0;
        for (int t = 0; t < S->types; t++) {
            int n = R->poppers[t];
            if (n) {
                if (!S->is_jack[t]) {
                    int room = R->reach[t - 1] - S->played[t];
                    if (room < n) n = room;
                }
                tokens += n;
            }
        }
        int before = R->popped + R->forced_popped;
        while (R->popped < R->nwaste && tokens >= R->popped + 1 + R->nforced) {
            int k = R->popped++;
            relax_enter(R, 2, k, R->waste_types[k], S->played[R->waste_types[k]]);
        }
        while (tokens && R->forced_popped < R->nforced) {
            int t = R->forced[R->forced_popped++];
            relax_enter(R, 2, -1, t, S->played[t]);
        }
        if (R->popped + R->forced_popped == before) return 0;
    }
}

static int hopeless(const Search *S) {
    Relax R;
    relax_init(&R, S);
    for (int j = S->pos; j < S->nseq; j++) {
        int t = S->seq[j];
        relax_settle(&R);
        if (!S->is_jack[t] && R.reach[t - 1] <= S->played[t]) {  /* bury() of the Python */
            R.remaining++;
            R.forced[R.nforced++] = t;
        } else {
            relax_add(&R, 1, j, t);
        }
    }
    return !relax_settle(&R);
}

#endif
