/* packs_deadlocked() of solitaire/solver/maids/packs.py, the looser game with the maid packs
 * exact and every other card at hand, for solitaire/solver/maids/_search.c (included once there, after
 * solver/maids/_bound.h). The Python module says why it is sound; this follows it line by line.
 * The position lives in a scratch Search (played, rem, opened, jacks),
 * so the first relaxation (relax_*) runs on it unchanged. */
#ifndef SOLITAIRE_MAIDS_PACKS_H
#define SOLITAIRE_MAIDS_PACKS_H

/* The set of the positions this game cannot win from. It starts small and doubles at load one
 * half (each node adds at most one key, so it holds what the walk met, never what the budget
 * might allow: a budget of 2**62 sizes nothing). Word a always has its top bit set: 0 is empty. */
typedef struct { uint64_t a, b, c; } PackKey;
typedef struct { PackKey *slots; size_t mask, used; } PackSet;

/* The largest budget packs_deadlocked() takes: its node count never overflows past it. */
#define PACKS_MAX_NODES ((long long)1 << 62)

static int pack_set_init(PackSet *set) {
    set->used = 0;
    set->mask = 1023;
    set->slots = calloc(set->mask + 1, sizeof(PackKey));
    return set->slots ? 0 : -1;
}

static size_t pack_slot(const PackSet *set, PackKey key) {
    return (size_t)(mix(key.a ^ mix(key.b ^ mix(key.c))) & set->mask);
}

/* twice the slots, the keys moved over; -1 when the doubling would overflow or memory runs out */
static int pack_set_grow(PackSet *set) {
    if (set->mask >= SIZE_MAX / 2 / sizeof(PackKey)) return -1;
    PackSet bigger = {calloc(2 * (set->mask + 1), sizeof(PackKey)), 2 * set->mask + 1, set->used};
    if (!bigger.slots) return -1;
    for (size_t i = 0; i <= set->mask; i++) {
        if (!set->slots[i].a) continue;
        size_t at = pack_slot(&bigger, set->slots[i]);
        while (bigger.slots[at].a) at = (at + 1) & bigger.mask;
        bigger.slots[at] = set->slots[i];
    }
    free(set->slots);
    *set = bigger;
    return 0;
}

/* 1 if key is in the set; else 0, and adds it when add is set; -1 out of memory */
static int pack_set_find(PackSet *set, PackKey key, int add) {
    size_t i = pack_slot(set, key);
    for (;;) {
        PackKey *slot = &set->slots[i];
        if (!slot->a) {
            if (!add) return 0;
            *slot = key;
            if (2 * ++set->used > set->mask && pack_set_grow(set) < 0) return -1;
            return 0;
        }
        if (slot->a == key.a && slot->b == key.b && slot->c == key.c) return 1;
        i = (i + 1) & set->mask;
    }
}

typedef struct {
    Search *S;            /* played = the arc, rem, opened (kept as opened()), jacks */
    int free[MAX_TYPES], pack_left[MAX_TYPES];
    int opened0, jacks0, jacks_in, packs_played, played_from[12];
    int left, spent;      /* spent: 1 once the node budget ran out, 2 Ctrl-C, 3 out of memory */
    long long nodes, max_nodes;
    PackSet failed;
} PackGame;

typedef struct { int8_t pack, t, first; } PackPlay;  /* pack -1: a card at hand */

static int pg_opened(const PackGame *G) {
    return wakeable(G->opened0, G->jacks0, G->jacks_in, G->packs_played);
}

static int pg_fits(const PackGame *G, int t) {
    return G->S->is_jack[t] || G->S->played[t - 1] > G->S->played[t];
}

static void pg_play(PackGame *G, int pack, int t, PackPlay *log, int *n) {
    Search *S = G->S;
    S->played[t]++;
    G->left--;
    if (S->is_jack[t]) G->jacks_in++;
    int first = 0;
    if (pack < 0) {
        G->free[t]--;
    } else {
        S->rem[pack]++;
        G->pack_left[t]--;
        first = !G->played_from[pack] && pack >= G->opened0 - 1;
        if (first) { G->played_from[pack] = 1; G->packs_played++; }
    }
    S->opened = pg_opened(G);
    S->jacks = G->jacks0 + G->jacks_in;
    PackPlay p = {(int8_t)pack, (int8_t)t, (int8_t)first};
    log[(*n)++] = p;
}

static void pg_unplay(PackGame *G, PackPlay *log, int *n) {
    Search *S = G->S;
    while (*n) {
        PackPlay p = log[--(*n)];
        S->played[p.t]--;
        G->left++;
        if (S->is_jack[p.t]) G->jacks_in--;
        if (p.pack < 0) {
            G->free[p.t]++;
        } else {
            S->rem[p.pack]--;
            G->pack_left[p.t]++;
            if (p.first) { G->played_from[p.pack] = 0; G->packs_played--; }
        }
    }
    S->opened = pg_opened(G);
    S->jacks = G->jacks0 + G->jacks_in;
}

/* play_safe_once(): the first type with a move that can never hurt; 1 if one was played */
static int pg_play_safe_once(PackGame *G, PackPlay *log, int *n) {
    Search *S = G->S;
    for (int t = 0; t < S->types; t++) {
        if (!pg_fits(G, t)) continue;
        int opened = S->opened;  /* the tops as they are before this type's plays */
        if (S->is_jack[t] || S->played[t - 1] >= S->copies) {
            int tops[12], ntops = 0;
            for (int i = 0; i < opened; i++)
                if (S->rem[i] < S->plen[i] && S->packs[i][S->rem[i]] == t) tops[ntops++] = i;
            if (ntops || G->free[t]) {
                for (int k = 0; k < ntops; k++) pg_play(G, tops[k], t, log, n);
                while (G->free[t]) pg_play(G, -1, t, log, n);
                return 1;
            }
        } else if (G->pack_left[t] == 0) {
            if (G->free[t]) { pg_play(G, -1, t, log, n); return 1; }
        } else if (G->pack_left[t] == 1) {
            for (int i = 0; i < opened; i++)
                if (S->rem[i] < S->plen[i] && S->packs[i][S->rem[i]] == t) { pg_play(G, i, t, log, n); return 1; }
        }
    }
    return 0;
}

/* hopeless_here(): the first relaxation with every card outside the packs at hand */
static int pg_hopeless(PackGame *G) {
    Relax R;
    relax_init(&R, G->S, 0);  /* no side cards, no waste, no stock; openings its own way */
    R.bonus_from = G->opened0 - 1;  /* this game's openings, as opened() counts them */
    for (int i = 0; i < 12; i++) R.pack_played[i] = G->played_from[i];
    for (int t = 0; t < G->S->types; t++)
        for (int k = 0; k < G->free[t]; k++) relax_add(&R, 0, 0, t);
    return !relax_settle(&R);
}

static PackKey pg_key(const PackGame *G) {
    const Search *S = G->S;
    int bits = S->copies == 2 ? 2 : 4;  /* 0..2 or 0..8 of a type in the arc */
    uint64_t words[2] = {0, 0};
    for (int t = 0; t < S->types; t++) words[t * bits / 64] |= (uint64_t)S->played[t] << (t * bits % 64);
    uint64_t code = 0;
    for (int i = 0; i < 12; i++) code |= (uint64_t)S->rem[i] << (3 * i);
    PackKey key = {code | 1ULL << 63, words[0], words[1]};
    return key;
}

static int pg_search(PackGame *G);

static int pg_branch(PackGame *G) {
    Search *S = G->S;
    PackKey key = pg_key(G);
    if (pack_set_find(&G->failed, key, 0)) return 0;
    if (!pg_hopeless(G)) {
        int moves[24][2], nmoves = 0;
        uint64_t in_packs = 0;
        for (int i = 0; i < S->opened; i++) {
            if (S->rem[i] < S->plen[i]) {
                int t = S->packs[i][S->rem[i]];
                if (pg_fits(G, t)) { moves[nmoves][0] = i; moves[nmoves][1] = t; nmoves++; in_packs |= 1ULL << t; }
            }
        }
        int hand[MAX_TYPES], nhand = 0;
        for (int t = 0; t < S->types; t++)
            if (G->free[t] && pg_fits(G, t) && !(in_packs >> t & 1)) hand[nhand++] = t;
        for (int m = 0; m < nmoves + nhand; m++) {
            PackPlay log[1];
            int n = 0;
            if (m < nmoves) pg_play(G, moves[m][0], moves[m][1], log, &n);
            else pg_play(G, -1, hand[m - nmoves], log, &n);
            int won = pg_search(G);
            pg_unplay(G, log, &n);
            if (won) return 1;
            if (G->spent) return 0;
        }
    }
    if (pack_set_find(&G->failed, key, 1) < 0) G->spent = 3;
    return 0;
}

static int pg_search(PackGame *G) {
    if (++G->nodes > G->max_nodes) { G->spent = 1; return 0; }
    /* a long walk holds the GIL: let Ctrl-C (a pending signal's handler) end it */
    if (!(G->nodes & 65535) && PyErr_CheckSignals() < 0) { G->spent = 2; return 0; }
    PackPlay log[MAX_TYPES * 8];
    int n = 0;
    while (pg_play_safe_once(G, log, &n)) {}
    int won = G->left == 0 || pg_branch(G);
    pg_unplay(G, log, &n);
    return won;
}

/* packs_deadlocked() of solver/maids/packs.py, from the lists of its Python twin */
static PyObject *py_packs_deadlocked(PyObject *self, PyObject *args) {
    int types, copies, opened, jacks, overflow = 0;
    long long max_nodes = -1;
    PyObject *played, *packs, *rem, *free_cards, *budget;
    if (!PyArg_ParseTuple(args, "iiOOOiiOO", &types, &copies, &played, &packs, &rem, &opened, &jacks,
                          &free_cards, &budget))
        return NULL;
    if (PyLong_Check(budget) && !PyBool_Check(budget)) {
        max_nodes = PyLong_AsLongLongAndOverflow(budget, &overflow);
        if (max_nodes == -1 && PyErr_Occurred()) return NULL;
    }
    if (overflow || max_nodes < 0 || max_nodes > PACKS_MAX_NODES)
        return PyErr_Format(PyExc_ValueError, "max_nodes: a whole number of positions from 0 to 2**62, not %R",
                            budget);
    if (types != 13 && types != 52) return PyErr_Format(PyExc_ValueError, "types must be 13 or 52");
    if (opened < 0 || opened > 12) return PyErr_Format(PyExc_ValueError, "opened: 0..12");
    Search *S = calloc(1, sizeof(Search));
    PackGame *G = calloc(1, sizeof(PackGame));
    PyObject *result = NULL;
    if (!S || !G) { PyErr_NoMemory(); goto done; }
    set_types(S, types, copies);
    for (int j = 0; j < 8; j++) S->side[j] = -1;
    if (read_exactly(played, S->played, types, 0, copies, "played") < 0) goto done;
    if (read_exactly(free_cards, G->free, types, 0, copies, "free") < 0) goto done;
    if (read_exactly(rem, S->rem, 12, 0, 4, "rem") < 0) goto done;
    if (read_packs(packs, S) < 0) goto done;
    for (int i = 0; i < 12; i++) {
        if (S->rem[i] > S->plen[i]) { PyErr_SetString(PyExc_ValueError, "rem: past the end of a pack"); goto done; }
        for (int d = S->rem[i]; d < S->plen[i]; d++) G->pack_left[S->packs[i][d]]++;
    }
    for (int t = 0; t < types; t++) G->left += G->free[t] + G->pack_left[t];
    G->S = S;
    G->opened0 = S->opened = opened;
    G->jacks0 = S->jacks = jacks;
    G->max_nodes = max_nodes;
    if (pack_set_init(&G->failed) < 0) { PyErr_NoMemory(); goto done; }
    int won = pg_search(G);
    free(G->failed.slots);
    if (G->spent == 2) goto done;  /* the signal's exception is set */
    if (G->spent == 3) { PyErr_NoMemory(); goto done; }
    result = Py_BuildValue("(OL)", !won && !G->spent ? Py_True : Py_False, G->nodes);
done:
    free(S);
    free(G);
    return result;
}

#endif
