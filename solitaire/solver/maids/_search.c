/* The Twelve Sleeping Maids search (solitaire/solver/maids/search.py calls it): its walk, stated here.
 *
 * Its pruning rules are stated in Python with why each is sound (solver/maids/bound.py, safe.py,
 * guess.py, order.py); the functions here keep their names. The tests ask of this search what a
 * user sees: the plain walk's verdict (solver/generic.py) wherever that walk decides, and wins that
 * replay on the engine. The Python walk of depth_first.py, whose class Search is the struct below,
 * is a frozen fallback for machines without a C compiler, not a twin kept in step.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_TYPES 52
#define MAX_SEQ 64
#define MAX_LINE 512
#define BOUND_EVERY 3  /* the relaxation at every third depth, BOUND_EVERY of the Python */

#include "_table.h"  /* the table of positions proven lost */

/* ---- the search ---- */

typedef struct { int8_t kind, a, t, source, s, before; } Record;  /* undo records, as in Python */

typedef struct {
    int types, copies, total;
    int is_jack[MAX_TYPES], has_next[MAX_TYPES];
    int played[MAX_TYPES], pack_count[MAX_TYPES], stock_count[MAX_TYPES];
    int side[8];
    int side_sorted[8];  /* the side's values of side_rank() (52 for empty), in order */
    int packs[12][4], plen[12], rem[12], under[12][4];
    /* rival[i][d][t][inert]: the rivals of type t among cards d.. of pack i (see solver/maids/_safe.h);
     * inert: 1 when the pack can no longer be the last opened one, so its bottom card is none */
    uint8_t rival[12][5][MAX_TYPES][2];
    int seq[MAX_SEQ], nseq, pos;
    int waste[MAX_SEQ], nwaste;
    /* waste_code[k]: the key's code of the waste's bottom k cards (see key_of), and
     * waste_next[k] the stock place after the last one it spells: kept as the waste grows */
    uint64_t waste_code[MAX_SEQ + 1];
    int waste_next[MAX_SEQ + 1];
    uint64_t pack_code;
    int opened, jacks, in_arc;
    int order[6];  /* wake_first, side_card, pack_card, pack_jack, side_jack, deal_rank */
    int use_bound;
    /* the readings of the rules other than the defaults (see the Python's Search):
     * no_play: deal_when="no_play"; no_play_first: deal_when="no_play_first"; waste_play:
     * waste_playable=True; stock_jack_one: first_jack_from_stock=1; deals: deals on the line */
    int no_play, no_play_first, waste_play, stock_jack_one, deals;
    uint64_t seed;    /* 0: ties in the move order broken by place; else by a hash of it */
    int lookahead;    /* > 0: moves ranked by what they do to the next stock cards */
    Table *guessed;   /* not NULL: also drop positions waste_stuck() doubts, and keep here the
                         positions whose loss rests on such a doubt (never in lost) */
    int doubt;        /* 1: the loss being shown rests on a doubt */
    long long nodes, max_nodes;
    double deadline;  /* < 0: none */
    int spent;        /* 1: budget spent, 2: a Python error is set */
    Table *lost;
    Record line[MAX_LINE];
    int line_len;
} Search;

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* the key's code of the waste once its card k is known (its bottom k + 1 cards) */
static void spell_waste(Search *S, int k) {
    int t = S->seq[S->waste[k]], s = S->waste_next[k];
    while (S->seq[s] != t) s++;
    S->waste_code[k + 1] = S->waste_code[k] | 1ULL << s;
    S->waste_next[k + 1] = s + 1;
}

/* one side column goes from type `from` to type `to` (-1: empty): side_sorted follows */
static void side_change(Search *S, int from, int to) {
    int *v = S->side_sorted;
    int a = from < 0 ? SIDE_VALUES - 1 : from, b = to < 0 ? SIDE_VALUES - 1 : to, k = 0;
    while (v[k] != a) k++;
    if (b > a) while (k < 7 && v[k + 1] < b) { v[k] = v[k + 1]; k++; }
    else while (k > 0 && v[k - 1] > b) { v[k] = v[k - 1]; k--; }
    v[k] = b;
}

static Record play_side(Search *S, int j) {
    int t = S->side[j];
    S->played[t]++;
    S->in_arc++;
    Record r = {0, (int8_t)j, (int8_t)t, 0, -1, (int8_t)S->opened};
    if (S->nwaste) {
        int s = S->waste[--S->nwaste];
        r.source = 1; r.s = (int8_t)s;
    } else if (S->pos < S->nseq) {
        int s = S->pos++;
        S->stock_count[S->seq[s]]--;
        r.source = 2; r.s = (int8_t)s;
    }
    S->side[j] = r.source ? S->seq[r.s] : -1;
    side_change(S, t, S->side[j]);
    if (S->is_jack[t]) {
        S->opened += S->jacks ? 1 : 2;
        if (S->opened > 12) S->opened = 12;
        S->jacks++;
    }
    return r;
}

static Record play_pack(Search *S, int i) {
    int d = S->rem[i];
    int t = S->packs[i][d];
    Record r = {1, (int8_t)i, (int8_t)t, 0, 0, (int8_t)S->opened};
    S->rem[i] = d + 1;
    S->pack_count[t]--;
    S->pack_code += 1ULL << (3 * i);
    S->played[t]++;
    S->in_arc++;
    int woken = (i == S->opened - 1) ? 1 : 0;
    if (S->is_jack[t]) {
        woken += S->jacks ? 1 : 2;
        S->jacks++;
    }
    if (woken) {
        S->opened += woken;
        if (S->opened > 12) S->opened = 12;
    }
    return r;
}

static Record deal(Search *S) {
    int s = S->pos++;
    S->deals++;
    int t = S->seq[s];
    Record r = {2, 0, (int8_t)t, 0, (int8_t)s, (int8_t)S->opened};
    S->stock_count[t]--;
    if (S->is_jack[t] || S->played[t - 1] > S->played[t]) {
        S->played[t]++;
        S->in_arc++;
        if (S->is_jack[t]) {
            S->opened += S->jacks || S->stock_jack_one ? 1 : 2;
            if (S->opened > 12) S->opened = 12;
            S->jacks++;
        }
        r.a = 1;
        return r;
    }
    S->waste[S->nwaste] = s;
    spell_waste(S, S->nwaste++);
    return r;
}

/* play_waste() of the Python: the waste top to the arc (waste_playable=True); it refills
 * nothing, and only a jack wakes packs */
static Record play_waste(Search *S) {
    int s = S->waste[--S->nwaste];
    int t = S->seq[s];
    Record r = {3, 0, (int8_t)t, 0, (int8_t)s, (int8_t)S->opened};
    S->played[t]++;
    S->in_arc++;
    if (S->is_jack[t]) {
        S->opened += S->jacks ? 1 : 2;
        if (S->opened > 12) S->opened = 12;
        S->jacks++;
    }
    return r;
}

static void undo(Search *S, Record r) {
    S->opened = r.before;
    if (r.kind == 0) {
        side_change(S, S->side[r.a], r.t);
        S->side[r.a] = r.t;
        if (r.source == 1) {
            S->waste[S->nwaste] = r.s;
            spell_waste(S, S->nwaste++);
        } else if (r.source == 2) {
            S->pos--;
            S->stock_count[S->seq[r.s]]++;
        }
    } else if (r.kind == 1) {
        S->rem[r.a]--;
        S->pack_count[r.t]++;
        S->pack_code -= 1ULL << (3 * r.a);
    } else if (r.kind == 3) {
        S->waste[S->nwaste] = r.s;
        spell_waste(S, S->nwaste++);
    } else {
        S->pos--;
        S->deals--;
        S->stock_count[r.t]++;
        if (!r.a) {
            S->nwaste--;
            return;
        }
    }
    S->played[r.t]--;
    S->in_arc--;
    if (S->is_jack[r.t]) S->jacks--;
}

static Record apply(Search *S, int kind, int a) {
    Record r = kind == 0 ? play_side(S, a) : kind == 1 ? play_pack(S, a) : kind == 2 ? deal(S) : play_waste(S);
    S->line[S->line_len++] = r;
    return r;
}

static void take_back(Search *S) {
    undo(S, S->line[--S->line_len]);
}

/* waste_settled() of solver/maids/depth_first.py: the end game, where the waste's order is fixed (the
 * last stock card is only dealt when it fits, see last_card_waits) */
static int waste_settled(const Search *S) {
    return S->pos >= S->nseq - 1;
}

/* in_starting_figure() of the Python: under deal_when="no_play_first", no deal yet */
static inline int in_starting_figure(const Search *S) {
    return S->no_play_first && !S->deals;
}

/* dealing_compulsory() of the Python: the deal is legal only while no card fits */
static inline int dealing_compulsory(const Search *S) {
    return S->pos < S->nseq && (S->no_play || in_starting_figure(S));
}

#include "_safe.h"   /* safe_move(): moves that can never hurt */

/* hopeless() of solver/maids/bound.py */
#include "_bound.h"  /* hopeless(): the relaxation */
#include "_guess.h"  /* waste_stuck(): a guess that steers towards wins */

static Key key_of(const Search *S) {
    /* the waste as its sequence of types: the earliest dealt cards that spell it */
    uint64_t waste_code = S->waste_code[S->nwaste];
    /* the side columns as a multiset: its rank (see solver/maids/_table.h) */
    return make_key(S->pack_code | (uint64_t)S->opened << 36 | (uint64_t)S->pos << 40 |
                    (uint64_t)in_starting_figure(S) << 62, waste_code,
                    sorted_side_rank(S->side_sorted));
}

/* last_card_waits() of solver/maids/depth_first.py: the last stock card does not fit now, so dealing
 * it now is never needed (the Python says why) */
static int last_card_waits(const Search *S) {
    if (S->pos != S->nseq - 1) return 0;
    int t = S->seq[S->pos];
    return !S->is_jack[t] && S->played[t - 1] <= S->played[t];
}

typedef struct { int rank, kind, a, t; uint32_t tie; } Candidate;

#include "_order.h"  /* tie_of(), stock_aware_ranks(): how moves are ordered */

/* a child worked out ahead: its key, whether its safe moves win, and those moves (autos: how
 * many, or -1 when more than KNOWN_MOVES, to be found again) */
#define KNOWN_MOVES 16
typedef struct { Key key; int autos, won; uint8_t moves[KNOWN_MOVES]; } Known;

/* plays safe_move() after safe_move() while there is one; returns how many, and writes the
 * first KNOWN_MOVES of them (kind * 16 + index) to `moves` unless it is NULL */
static int play_safe_moves(Search *S, uint8_t *moves) {
    for (int n = 0;; n++) {
        int move = safe_move(S);
        if (move < 0) return n;
        apply(S, move >> 4, move & 15);
        if (moves && n < KNOWN_MOVES) moves[n] = (uint8_t)move;
    }
}

/* counts a position; 0 when the budget is spent (S->spent says why) */
static int count_node(Search *S) {
    S->nodes++;
    if (S->nodes > S->max_nodes) { S->spent = 1; return 0; }
    if (!(S->nodes & 1023)) {
        if (S->deadline >= 0 && now() > S->deadline) { S->spent = 1; return 0; }
        if (!(S->nodes & 65535) && PyErr_CheckSignals() < 0) { S->spent = 2; return 0; }
    }
    return 1;
}

/* adds key to a table; 0 with a Python error set (S->spent = 2) when memory runs out */
static inline int remember(Search *S, Table *table, Key key) {
    if (table_add(table, key) >= 0) return 1;
    PyErr_NoMemory();
    S->spent = 2;
    return 0;
}

/* ruled_out() of solver/maids/depth_first.py: 1 if the position need not be searched (in lost,
 * or the relaxation proves it lost, or the guess doubts it; then S->doubt is set). Also 1, with
 * S->spent = 2, when memory runs out. */
static inline int ruled_out(Search *S, Key key, int depth) {
    int checked = S->use_bound && depth % BOUND_EVERY == 0;
    int in_lost = table_contains(S->lost, key);
    int doubted = !in_lost && S->guessed && table_contains(S->guessed, key);  /* not asked again */
    if (in_lost || (!doubted && checked && hopeless(S))) {
        if (!in_lost) remember(S, S->lost, key);
        return 1;
    }
    if (doubted || (S->guessed && checked && waste_stuck(S))) {
        if (!doubted) remember(S, S->guessed, key);
        S->doubt = 1;
        return 1;
    }
    return 0;
}

/* pack_moves() of the Python: the top card of every open pack that fits, after moves[0..n) */
static inline int pack_moves(const Search *S, Candidate *moves, int n) {
    int last = S->opened - 1;
    const int *order = S->order;
    for (int i = 0; i < S->opened; i++) {
        int d = S->rem[i];
        if (d < S->plen[i]) {
            int t = S->packs[i][d];
            if (S->is_jack[t]) {
                Candidate c = {i == last ? order[0] : order[3], 1, i, t, tie_of(S, 1, i, t)};
                moves[n++] = c;
            } else if (S->played[t - 1] > S->played[t]) {
                Candidate c = {i == last ? order[0] : order[2], 1, i, t, tie_of(S, 1, i, t)};
                moves[n++] = c;
            }
        }
    }
    return n;
}

/* side_moves() of the Python: every side card that fits, one of each type */
static inline int side_moves(const Search *S, Candidate *moves, int n) {
    uint64_t side_types = 0;  /* two side cards of one type lead to the same position */
    for (int j = 0; j < 8; j++) {
        int t = S->side[j];
        if (t >= 0 && !(side_types >> t & 1) && (S->is_jack[t] || S->played[t - 1] > S->played[t])) {
            side_types |= 1ULL << t;
            Candidate c = {S->is_jack[t] ? S->order[4] : S->order[1], 0, j, t, tie_of(S, 0, j, t)};
            moves[n++] = c;
        }
    }
    return n;
}

/* drop_effectless() of the Python: a move without effect only when no other of its type, once */
static inline int drop_effectless(const Search *S, Candidate *moves, int n) {
    int last = S->opened - 1;
    int refills = S->pos < S->nseq || S->nwaste;
    int endgame = waste_settled(S);
    uint64_t useful = 0, free_types = 0;
    for (int m = 0; m < n; m++) {
        int kind = moves[m].kind, a = moves[m].a;
        if ((kind == 1 && (S->rem[a] + 1 < S->plen[a] || a == last)) || (kind == 0 && endgame && refills))
            useful |= 1ULL << moves[m].t;
    }
    int kept = 0;
    for (int m = 0; m < n; m++) {
        int kind = moves[m].kind, a = moves[m].a, t = moves[m].t;
        int effectless;
        if (S->is_jack[t] && S->opened < 12) effectless = 0;
        else if (kind == 1) effectless = S->rem[a] + 1 >= S->plen[a] && a != last;
        else effectless = !refills;
        if (effectless) {
            uint64_t bit = 1ULL << t;
            if ((useful | free_types) & bit) continue;
            free_types |= bit;
        }
        moves[kept++] = moves[m];
    }
    return kept;
}

/* list_moves() of the Python: the moves worth trying here, ranked but not yet in order */
#define MAX_MOVES 24
static inline int list_moves(const Search *S, Candidate *moves) {
    int n = pack_moves(S, moves, 0);
    n = side_moves(S, moves, n);
    int compulsory = dealing_compulsory(S);
    if (n > 1 && !compulsory) n = drop_effectless(S, moves, n);
    if (S->waste_play && S->nwaste) {  /* waste_move() of the Python */
        int t = S->seq[S->waste[S->nwaste - 1]];
        if (S->is_jack[t] || S->played[t - 1] > S->played[t]) {
            Candidate c = {S->order[1], 3, 0, t, tie_of(S, 3, 0, t)};
            moves[n++] = c;
        }
    }
    if (S->pos < S->nseq) {
        if (!last_card_waits(S) && !(compulsory && n)) {
            Candidate c = {S->order[5], 2, 0, 0, tie_of(S, 2, 0, 0)};
            moves[n++] = c;
        }
        if (S->lookahead) stock_aware_ranks(S, moves, n);
    }
    return n;
}

/* Every child is worked out (its safe moves, its key) before any is searched, and its table
 * slot fetched: a first look in the table misses the cache, the search's costliest step, and
 * so the misses of all the children overlap. A child already in the table is then counted
 * and skipped without being played again. Only speed changes: the same positions are visited
 * and counted in the same order (the Python fallback does not do it). */
static inline void work_out_children(Search *S, const Candidate *moves, int n, Known *kids) {
    for (int m = 0; m < n; m++) {
        apply(S, moves[m].kind, moves[m].a);
        int k = play_safe_moves(S, kids[m].moves);
        kids[m].autos = k <= KNOWN_MOVES ? k : -1;
        kids[m].won = S->in_arc == S->total;
        kids[m].key = key_of(S);
        __builtin_prefetch(&S->lost->slots[slot_of(S->lost, kids[m].key)]);
        if (S->guessed) __builtin_prefetch(&S->guessed->slots[slot_of(S->guessed, kids[m].key)]);
        while (k--) take_back(S);
        take_back(S);
    }
}

/* the safe moves of a child worked out ahead (known), or play_safe_moves(); returns how many */
static inline int play_known_or_safe_moves(Search *S, const Known *known) {
    if (!known || known->autos < 0) return play_safe_moves(S, NULL);
    for (int m = 0; m < known->autos; m++) apply(S, known->moves[m] >> 4, known->moves[m] & 15);
    return known->autos;
}

/* search() of the Python: 1 if won (S->line holds the moves); else 0 with the moves taken
 * back, or 0 with S->spent set when the budget ran out */
static int search(Search *S, int depth, const Known *known) {
    if (!count_node(S)) return 0;
    int autos = play_known_or_safe_moves(S, known);
    if (S->in_arc == S->total) return 1;
    Key key = known ? known->key : key_of(S);
    if (ruled_out(S, key, depth)) {
        while (autos--) take_back(S);
        return 0;
    }
    int doubt_before = S->doubt;
    S->doubt = 0;
    Candidate moves[MAX_MOVES];
    int n = list_moves(S, moves);
    in_order(S, moves, n);
    Known kids[MAX_MOVES];
    work_out_children(S, moves, n, kids);
    for (int m = 0; m < n; m++) {
        if (!kids[m].won && table_contains(S->lost, kids[m].key)) {  /* the child, lost already */
            if (!count_node(S)) return 0;
            continue;
        }
        apply(S, moves[m].kind, moves[m].a);
        if (search(S, depth + 1, &kids[m])) return 1;
        if (S->spent) return 0;
        take_back(S);
    }
    if (!remember(S, S->doubt ? S->guessed : S->lost, key)) return 0;
    S->doubt |= doubt_before;
    while (autos--) take_back(S);
    return 0;
}

/* ---- the Python entry point ---- */

#include "_args.h"  /* read_ints(), read_exactly(): the lists passed from Python */

/* The card types of a search: 13 (suits do not matter) or 52, each with its copies. */
static void set_types(Search *S, int types, int copies) {
    S->types = types;
    S->copies = copies;
    S->total = types * copies;
    for (int t = 0; t < types; t++) {
        S->is_jack[t] = t % 13 == 0;
        S->has_next[t] = t % 13 != 12;
    }
}

/* The 12 packs, each a list of at most 4 types in coming-off order; -1 with an error set */
static int read_packs(PyObject *packs, Search *S) {
    if (PySequence_Size(packs) != 12) { PyErr_SetString(PyExc_ValueError, "packs: 12 lists"); return -1; }
    for (int i = 0; i < 12; i++) {
        PyObject *pack = PySequence_GetItem(packs, i);
        if (!pack) return -1;
        S->plen[i] = read_ints(pack, S->packs[i], 4, 0, S->types - 1, "pack");
        Py_DECREF(pack);
        if (S->plen[i] < 0) return -1;
    }
    return 0;
}

/* The waste: the first waste_len cards of seq, bottom first, spelled for the key. */
static void start_waste(Search *S, int waste_len) {
    S->nwaste = S->pos = waste_len;
    S->waste_code[0] = 0;
    S->waste_next[0] = 0;
    for (int s = 0; s < waste_len; s++) {
        S->waste[s] = s;
        spell_waste(S, s);
    }
}

/* count_cards() of the Python: the cards of each type in the packs (and the rivals among
 * them), in the stock and in the arc, the jacks among them. */
static void count_cards(Search *S) {
    for (int i = 0; i < 12; i++) {
        for (int d = 0; d < S->plen[i]; d++) {
            S->pack_count[S->packs[i][d]]++;
            for (int e = d + 1; e < S->plen[i]; e++)
                if (S->packs[i][e] == S->packs[i][d]) S->under[i][d]++;
        }
        for (int d = 0; d <= S->plen[i]; d++) count_rivals(S, i, d);
    }
    for (int s = S->pos; s < S->nseq; s++) S->stock_count[S->seq[s]]++;
    for (int t = 0; t < S->types; t++) {
        S->in_arc += S->played[t];
        if (S->is_jack[t]) S->jacks += S->played[t];
    }
}

/* A won search's line as a list of (kind, index); empty if not won; NULL with an error set. */
static PyObject *line_list(const Search *S, int won) {
    PyObject *line = PyList_New(won ? S->line_len : 0);
    if (!line) return NULL;
    for (int m = 0; won && m < S->line_len; m++) {
        PyObject *move = Py_BuildValue("(ii)", S->line[m].kind, S->line[m].a);
        if (!move) { Py_DECREF(line); return NULL; }
        PyList_SET_ITEM(line, m, move);
    }
    return line;
}

#include "_packs.h" /* packs_deadlocked(): the second relaxation, packs exact */

PyDoc_STRVAR(search_doc,
"search(types, copies, order, side, packs, seq, waste_len, opened, played, max_nodes, max_seconds, bound, table,\n"
"       seed=0, lookahead=0, guessed=None, rules=0)\n"
"-> (verdict, nodes, line): verdict 1 won, 0 lost, -1 budget spent, -2 lost only by a guess;\n"
"line a list of (kind, index), kind 3 the waste top. rules: the readings other than the defaults,\n"
"bit 0 deal_when=\"no_play\", bit 1 waste_playable=True, bit 2 first_jack_from_stock=1,\n"
"bit 3 deal_when=\"no_play_first\" (before its first deal).\n\n"
"The C version of MaidsSearch._search; arguments are its lists (see solver/maids/search.py).");

static PyObject *py_search(PyObject *self, PyObject *args) {
    int types, copies, waste_len, opened, bound;
    long long max_nodes;
    unsigned long long seed = 0;
    int lookahead = 0, rules = 0;
    double max_seconds;
    PyObject *order, *side, *packs, *seq, *played, *capsule, *guessed = Py_None;
    if (!PyArg_ParseTuple(args, "iiOOOOiiOLdpO|KiOi", &types, &copies, &order, &side, &packs, &seq, &waste_len,
                          &opened, &played, &max_nodes, &max_seconds, &bound, &capsule, &seed, &lookahead,
                          &guessed, &rules))
        return NULL;
    if (types != 13 && types != 52) return PyErr_Format(PyExc_ValueError, "types must be 13 or 52");
    Table *table = PyCapsule_GetPointer(capsule, TABLE_CAPSULE);
    if (!table) return NULL;
    Table *guess_table = NULL;
    if (guessed != Py_None && !(guess_table = PyCapsule_GetPointer(guessed, TABLE_CAPSULE))) return NULL;
    if (guess_table == table) return PyErr_Format(PyExc_ValueError, "guessed: a table of its own, not lost");
    Search *S = calloc(1, sizeof(Search));
    if (!S) return PyErr_NoMemory();
    PyObject *result = NULL;
    set_types(S, types, copies);
    if (read_exactly(order, S->order, 6, 0, 99, "order") < 0) goto fail;
    if (read_exactly(side, S->side, 8, -1, types - 1, "side") < 0) goto fail;
    sort_side(S->side, S->side_sorted);
    if (read_exactly(played, S->played, types, 0, copies, "played") < 0) goto fail;
    if ((S->nseq = read_ints(seq, S->seq, 48, 0, types - 1, "seq")) < 0) goto fail;
    if (read_packs(packs, S) < 0) goto fail;
    if (waste_len < 0 || waste_len > S->nseq) { PyErr_SetString(PyExc_ValueError, "waste_len: 0..len(seq)"); goto fail; }
    if (opened < 0 || opened > 12) { PyErr_SetString(PyExc_ValueError, "opened: 0..12"); goto fail; }
    if (lookahead < 0 || lookahead > 48) { PyErr_SetString(PyExc_ValueError, "lookahead: 0..48"); goto fail; }
    if (rules < 0 || rules > 15) { PyErr_SetString(PyExc_ValueError, "rules: 0..15"); goto fail; }
    S->no_play = rules & 1;
    S->waste_play = rules >> 1 & 1;
    S->stock_jack_one = rules >> 2 & 1;
    S->no_play_first = rules >> 3 & 1;
    start_waste(S, waste_len);
    S->opened = opened;
    count_cards(S);
    S->use_bound = bound;
    S->seed = seed;
    S->lookahead = lookahead;
    S->max_nodes = max_nodes < 0 ? ((long long)1 << 62) : max_nodes;
    S->deadline = max_seconds < 0 ? -1.0 : now() + max_seconds;
    S->lost = table;
    S->guessed = guess_table;

    int won = search(S, 0, NULL);
    if (S->spent == 2) goto fail;
    PyObject *line = line_list(S, won);
    if (!line) goto fail;
    result = Py_BuildValue("(iLN)", won ? 1 : S->spent ? -1 : S->doubt ? -2 : 0, S->nodes, line);
fail:
    free(S);
    return result;
}

static PyMethodDef methods[] = {
    {"search", py_search, METH_VARARGS, search_doc},
    {"packs_deadlocked", py_packs_deadlocked, METH_VARARGS,
     "packs_deadlocked(types, copies, played, packs, rem, opened, jacks, free, max_nodes) -> (deadlocked, nodes):\n"
     "packs_deadlocked() of solitaire/solver/maids/packs.py."},
    {"new_table", (PyCFunction)(void (*)(void))new_table, METH_VARARGS | METH_KEYWORDS,
     "new_table(max_bytes=None): a new, empty table of positions proven lost; with max_bytes, it grows\n"
     "within that many bytes (its last doubling included), and past load 7/8 it forgets (see table_dropped)."},
    {"table_size", table_size, METH_O, "How many positions a table holds."},
    {"table_dropped", table_dropped, METH_O, "How many positions a capped table, once full, did not keep."},
    {"side_rank", py_side_rank, METH_O, "The rank of 8 side columns (types, -1 empty) in a position's key."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_search",
    "The Twelve Sleeping Maids search in C (see solitaire/solver/maids/depth_first.py, its reference).", -1,
    methods,
};

PyMODINIT_FUNC PyInit__search(void) {
    init_binomials();
    return PyModule_Create(&module);
}
