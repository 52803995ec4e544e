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
    int pops[MAX_SEQ], waste_types[MAX_SEQ], nwaste, popped;
    int good, remaining;
    int open_bound, jacks_in, packs_played, pack_played[12];
} Relax;

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

static void relax_enter_pack(Relax *R, int i) {
    relax_add(R, 3, i, R->S->packs[i][R->ptr[i]]);
}

/* pops[k], waste_types[k]: the k-th waste card to come out (n of them) */
static void relax_init(Relax *R, const Search *S, const int *pops, const int *waste_types, int n) {
    memset(R, 0, sizeof(Relax));
    R->S = S;
    for (int base = 0; base < S->types; base += 13) {
        int least = 1 << 30;
        for (int t = base; t < base + 13; t++) {
            if (S->played[t] < least) least = S->played[t];
            R->reach[t] = least;
        }
    }
    memcpy(R->pops, pops, n * sizeof(int));
    memcpy(R->waste_types, waste_types, n * sizeof(int));
    R->nwaste = R->remaining = n;
    R->open_bound = S->opened;
    for (int j = 0; j < 8; j++)
        if (S->side[j] >= 0) relax_add(R, 0, 0, S->side[j]);
    for (int i = 0; i < 12; i++) {
        int d = R->ptr[i] = S->rem[i];
        if (d < S->plen[i]) {
            R->remaining += S->plen[i] - d - 1;
            if (i < S->opened) relax_enter_pack(R, i);
            else R->remaining++;
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
                if (item.index >= S->opened - 1) R->packs_played++;
            }
            if (R->open_bound < 12) {
                /* wakeable() of the Python */
                int bound = S->opened + R->packs_played + (R->jacks_in ? R->jacks_in + (S->jacks ? 0 : 1) : 0);
                if (bound > 12) bound = 12;
                for (; R->open_bound < bound; R->open_bound++) {
                    int i = R->open_bound;
                    if (R->ptr[i] < S->plen[i]) {
                        R->remaining--;
                        relax_enter_pack(R, i);
                    }
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
        if (R->popped == R->nwaste) return R->good == R->remaining;
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
        if (tokens < R->pops[R->popped]) return 0;
        while (R->popped < R->nwaste && tokens >= R->pops[R->popped]) {
            int k = R->popped++;
            relax_enter(R, 2, k, R->waste_types[k], S->played[R->waste_types[k]]);
        }
    }
}

static int hopeless(const Search *S) {
    Relax R;
    int pops[MAX_SEQ], waste_types[MAX_SEQ];
    int nwaste = S->nwaste, nstock = S->nseq - S->pos;
    for (int d = 0; d < nwaste; d++) {
        pops[d] = d + 1;
        waste_types[d] = S->seq[S->waste[nwaste - 1 - d]];
    }
    relax_init(&R, S, pops, waste_types, nwaste);
    int forced[MAX_SEQ], forced_popped[MAX_SEQ], nforced = 0, is_forced[MAX_SEQ] = {0};
    for (int j = 0; j < nstock; j++) {
        int t = S->seq[S->pos + j];
        relax_settle(&R);
        if (!S->is_jack[t] && R.reach[t - 1] <= S->played[t]) {
            forced[nforced] = j;
            forced_popped[nforced++] = R.popped;
            is_forced[j] = 1;
        }
        relax_add(&R, 1, j, t);
    }
    if (!relax_settle(&R)) return 1;
    if (!nforced) return 0;
    /* pass 2: the waste cards' pops raised by the forced cards above them, the forced cards
     * in the waste with one pop; sorted by pops (stable: as the Python sorts (pops, type)) */
    int n = 0;
    int entry_pops[MAX_SEQ * 2], entry_types[MAX_SEQ * 2];
    for (int d = 0; d < nwaste; d++) {
        int extra = 0;
        for (int f = 0; f < nforced; f++)
            if (forced_popped[f] <= d) extra++;
        entry_pops[n] = d + 1 + extra;
        entry_types[n++] = waste_types[d];
    }
    for (int f = 0; f < nforced; f++) {
        entry_pops[n] = 1;
        entry_types[n++] = S->seq[S->pos + forced[f]];
    }
    for (int a = 1; a < n; a++) {
        int p = entry_pops[a], t = entry_types[a], b = a;
        while (b > 0 && (entry_pops[b - 1] > p || (entry_pops[b - 1] == p && entry_types[b - 1] > t))) {
            entry_pops[b] = entry_pops[b - 1];
            entry_types[b] = entry_types[b - 1];
            b--;
        }
        entry_pops[b] = p;
        entry_types[b] = t;
    }
    relax_init(&R, S, entry_pops, entry_types, n);
    for (int j = 0; j < nstock; j++)
        if (!is_forced[j]) relax_add(&R, 1, j, S->seq[S->pos + j]);
    return !relax_settle(&R);
}

#endif
