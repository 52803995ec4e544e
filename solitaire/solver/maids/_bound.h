/* hopeless() of solitaire/solver/maids/bound.py, for solitaire/solver/maids/_search.c (included once there,
 * after the Search struct). The Python module says why the relaxation is sound; Relax is its
 * _Relaxation class, with the same fields. */
#ifndef SOLITAIRE_MAIDS_BOUND_H
#define SOLITAIRE_MAIDS_BOUND_H

typedef struct { int threshold, kind, index; } Waiting;
typedef struct { int kind, index, t; } Ready;

typedef struct {
    const Search *S;
    int count[MAX_TYPES], reach[MAX_TYPES], poppers[MAX_TYPES];
    int nwaiting[MAX_TYPES];
    int nready;
    int ptr[12];
    int nwaste, popped;                /* waste_types[] below */
    int nforced, forced_popped;        /* forced[] below */
    int waste_in, forced_in;           /* waste and forced cards let in (waste_playable) */
    int good, remaining;
    int open_bound, jacks_in, packs_played, pack_played[12];
    int bonus_from;  /* bonus_from of the Python: the first pack whose card opens one more */
    int chained, skip;
    uint64_t popper_types;  /* the types with poppers, a bit each (at most 52 types) */
    int tokens, tokens_known;  /* the tokens last counted, while no card got in since */
    /* From here on relax_init() does not zero: each entry is written before it is read. */
    Waiting waiting[MAX_TYPES][8];
    Ready ready[128];
    int waste_types[MAX_SEQ];          /* the waste, top first */
    int forced[MAX_SEQ];               /* stock cards buried in it */
    int index[12][4];  /* index of the Python (pack_index, chain_indices) */
} Relax;

/* jack_openings() of the Python: packs opened by jacks_in more jacks after jacks_before */
static int jack_openings(int jacks_before, int jacks_in) {
    return jacks_in + (jacks_in && !jacks_before ? 1 : 0);
}

/* wakeable() of the Python: packs open at most, after jacks_in more jacks and cards of
 * packs_played packs that may open one more each */
static int wakeable(int opened, int jacks_before, int jacks_in, int packs_played) {
    int bound = opened + jack_openings(jacks_before, jacks_in) + packs_played;
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

/* at_or_after() of the Python: type u is t or a later type of t's sequence */
static int at_or_after(int u, int t) {
    return u >= t && u <= t - t % 13 + 12;
}

/* work_out_index() of the Python: index[i][d] from what is known and the cards above it */
static int relax_work_out_index(Relax *R, int i, int d, int known) {
    const Search *S = R->S;
    int t = S->packs[i][d], k = known;
    for (int e = S->rem[i]; e < d; e++)
        if (at_or_after(S->packs[i][e], t) && R->index[i][e] > k) k = R->index[i][e];
    return R->index[i][d] = k + 1;
}

/* pack_index() of the Python: the least k such that card d of pack i is the k-th of its type */
static int relax_pack_index(Relax *R, int i, int d) {
    if (R->chained && i >= R->S->opened) return R->index[i][d];
    return relax_work_out_index(R, i, d, R->S->played[R->S->packs[i][d]]);
}

static void relax_enter_pack(Relax *R, int i) {  /* its cards are counted already */
    int d = R->ptr[i];
    relax_enter(R, 3, i, R->S->packs[i][d], relax_pack_index(R, i, d) - 1);
}

/* chain_indices() of the Python: link_type[], link_index[] are its links */
static void relax_chain_indices(Relax *R) {
    if (!R->chained) return;
    const Search *S = R->S;
    int skip = R->skip, nlinks = 0, link_type[12], link_index[12];
    for (int i = S->opened > 0 ? S->opened - 1 : 0; i < 12; i++) {
        int first = S->rem[i];
        if (first >= S->plen[i]) continue;
        if (i >= S->opened) {
            for (int d = first; d < S->plen[i]; d++) {
                int t = S->packs[i][d];
                int top[13], n = 0;  /* the skip + 1 highest indices of the links that count */
                for (int l = 0; l < nlinks; l++) {
                    int u = link_type[l], v = link_index[l], k;
                    if (!at_or_after(u, t)) continue;
                    if (n <= skip) k = n++;
                    else if (v <= top[skip]) continue;
                    else k = skip;
                    while (k > 0 && top[k - 1] < v) { top[k] = top[k - 1]; k--; }
                    top[k] = v;
                }
                int known = n > skip ? top[skip] : 0;
                relax_work_out_index(R, i, d, S->played[t] > known ? S->played[t] : known);
            }
            link_index[nlinks] = R->index[i][first];
        } else {  /* the pack last opened: its top is the first link */
            link_index[nlinks] = S->played[S->packs[i][first]] + 1;
        }
        link_type[nlinks++] = S->packs[i][first];
    }
}

/* lower_thresholds() of the Python: 1 if a waiting card of a closed pack got ready */
static int relax_lower_thresholds(Relax *R) {
    const Search *S = R->S;
    int skip = jack_openings(S->jacks, R->jacks_in);
    if (!R->chained || skip == R->skip) return 0;
    R->skip = skip;
    relax_chain_indices(R);
    for (int t = 0; t < S->types; t++) {
        int kept = 0;
        for (int w = 0; w < R->nwaiting[t]; w++) {
            Waiting entry = R->waiting[t][w];
            if (entry.kind == 3 && entry.index >= S->opened) {
                entry.threshold = R->index[entry.index][R->ptr[entry.index]] - 1;
                if (R->reach[t - 1] > entry.threshold) {
                    Ready *r = &R->ready[R->nready++];
                    r->kind = 3; r->index = entry.index; r->t = t;
                    continue;
                }
            }
            R->waiting[t][kept++] = entry;
        }
        R->nwaiting[t] = kept;
    }
    return R->nready > 0;
}

/* the waste top first: the k-th card needs k + 1 pops, plus one per forced card */
static void relax_init(Relax *R, const Search *S, int chained) {
    memset(R, 0, offsetof(Relax, waiting));  /* a hot path: the lists need no zeroing */
    R->S = S;
    for (int i = S->opened; i < 12 && chained; i++)
        if (S->rem[i] < S->plen[i]) R->chained = 1;
    relax_chain_indices(R);
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

/* settle_counts() of the Python: settle() with the thresholds as they are */
static int relax_settle_counts(Relax *R) {
    const Search *S = R->S;
    for (;;) {
        while (R->nready) {
            Ready item = R->ready[--R->nready];
            int t = item.t;
            R->tokens_known = 0;
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
                if (d < S->plen[i]) relax_enter(R, 3, i, S->packs[i][d], relax_pack_index(R, i, d) - 1);
            } else if (item.kind != 1) {
                R->poppers[t]++;
                R->popper_types |= 1ULL << t;
                if (item.kind == 2) {
                    if (item.index >= 0) R->waste_in++;
                    else R->forced_in++;
                }
            }
        }
        if (R->popped == R->nwaste && R->forced_popped == R->nforced) return R->good == R->remaining;
        int tokens = R->tokens;
        if (!R->tokens_known) {  /* only a card that gets in changes the poppers or a reach */
            tokens = 0;
            for (uint64_t left = R->popper_types; left; left &= left - 1) {
                int t = __builtin_ctzll(left);
                int n = R->poppers[t];
                if (!S->is_jack[t]) {
                    int room = R->reach[t - 1] - S->played[t];
                    if (room < n) n = room;
                }
                tokens += n;
            }
            R->tokens = tokens;
            R->tokens_known = 1;
        }
        int before = R->popped + R->forced_popped;
        if (S->waste_play) {  /* the waste top playable: see waste_pops_paid() of the Python */
            while (R->popped < R->nwaste && tokens >= R->popped - R->waste_in + R->nforced - R->forced_in) {
                int k = R->popped++;
                relax_enter(R, 2, k, R->waste_types[k], S->played[R->waste_types[k]]);
            }
            while (R->forced_popped < R->nforced) {
                int t = R->forced[R->forced_popped++];
                relax_enter(R, 2, -1, t, S->played[t]);
            }
        } else {
            while (R->popped < R->nwaste && tokens >= R->popped + 1 + R->nforced) {
                int k = R->popped++;
                relax_enter(R, 2, k, R->waste_types[k], S->played[R->waste_types[k]]);
            }
            while (tokens && R->forced_popped < R->nforced) {
                int t = R->forced[R->forced_popped++];
                relax_enter(R, 2, -1, t, S->played[t]);
            }
        }
        if (R->popped + R->forced_popped == before) return 0;
    }
}

/* settle() of the Python: 1 if every card got in */
static int relax_settle(Relax *R) {
    for (;;) {
        int done = relax_settle_counts(R);
        if (done || !relax_lower_thresholds(R)) return done;
    }
}

static int hopeless(const Search *S) {
    Relax R;
    relax_init(&R, S, 1);
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
