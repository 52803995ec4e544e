/* The two relaxations of Spider's last round that prove positions lost, for
 * solitaire/solver/spider/_search.c (included once there):
 *
 * - last_round_hopeless() of solitaire/solver/spider/bound.py (with _grower, _deal and
 *   _some_card_stays as bound_grow, bound_deal and bound_some_card_stays);
 * - row_bound_hopeless() of solitaire/solver/spider/row_bound.py (with _spread and
 *   _leave_places as row_spread and row_leave_places).
 *
 * A mechanical twin: the same verdict on every input, the same steps in the same order (the
 * Python is the readable reference and says why the relaxations are sound; comments here only
 * map the C to it; tests/test_spider_bound_c.py compares the two). The Python's lists of flags
 * are bit masks here: `seen` (or `homeable`) a bit per card code, `on` a bit per pile.
 */
#ifndef SOLITAIRE_SPIDER_BOUND_H
#define SOLITAIRE_SPIDER_BOUND_H

#ifndef Py_PYTHON_H
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#endif
#include "_position.h"

/* NEIGHBOURS of bound.py: the codes one rank up and one rank down (same suit, K and A neighbours) */
static const uint8_t BOUND_UP[52] = {
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 13,
    27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 26, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50,
    51, 39};
static const uint8_t BOUND_DOWN[52] = {
    12, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 25, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
    38, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 51, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48,
    49, 50};
/* _ROW of bound.py; _RANK is code - 13 * row, _END a rank of 0 or 12 */
static const uint8_t BOUND_ROW[52] = {
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3};

#define BOUND_BIT(mask, i) ((int)((mask) >> (i) & 1))
#define BOUND_IS_END(code) ((code) - 13 * BOUND_ROW[code] == 0 || (code) - 13 * BOUND_ROW[code] == 12)

/* Nothing to compute: the tables above are constant. Kept so that a module init may call it. */
static void init_bound_tables(void) {}

/* The bases as the looser game knows them: a, k as given, reach_a, reach_k, may_touch and free
 * of the Python (free and may_touch a bit per row), and `seen` (row_bound.py: `homeable`), the
 * cards whose copies let the bases grow, a bit per code. */
typedef struct {
    int a[4], k[4], reach_a[4], reach_k[4];
    unsigned may_touch, free;
    uint64_t seen;
} BoundReach;

/* The piles after the looser deal (_deal's `stacks`). */
typedef struct {
    uint8_t card[PILES][MAX_CARDS];
    int len[PILES];
} BoundStacks;

static void bound_start(BoundReach *r, const Position *p) {
    r->may_touch = r->free = 0;
    r->seen = 0;
    for (int row = 0; row < 4; row++) {
        int a = p->a[row], k = p->k[row];
        r->a[row] = r->reach_a[row] = a;
        r->k[row] = r->reach_k[row] = k;
        if (a < k) {
            r->may_touch |= 1u << row;
            if (k <= a + 1) r->free |= 1u << row;
        }
    }
}

/* grow(row) of _grower */
static inline void bound_grow(BoundReach *r, int row) {
    int base = 13 * row, ra = r->reach_a[row], rk = r->reach_k[row];
    while (ra < 13 && BOUND_BIT(r->seen, base + ra)) ra++;
    while (rk > 1 && BOUND_BIT(r->seen, base + rk - 2)) rk--;
    r->reach_a[row] = ra;
    r->reach_k[row] = rk;
    if (BOUND_BIT(r->may_touch, row) && rk <= ra + 1) r->free |= 1u << row;
}

/* The row tables (RowTable) are taken as `const uint8_t table[][8]`: with the whole type, GCC 12
 * warned, wrongly, of reading 96 bytes in a region of 8 where _search.c passes a Walk's tables. */

/* homeable(code) of _deal, and the same test in _some_card_stays and _leave_places */
static inline int bound_base_takes(const BoundReach *r, int code) {
    int row = BOUND_ROW[code], rank = code - 13 * row;
    return BOUND_BIT(r->free, row) || (r->a[row] <= rank && rank <= r->reach_a[row])
           || (r->reach_k[row] <= rank + 2 && rank + 2 <= r->k[row]);
}

/* send_home_while_dealing() of _deal; `on`, if not NULL, takes the pile of every card that
 * leaves (left_from of the Python, as row_bound_hopeless uses it) */
static void bound_send_home_while_dealing(BoundStacks *s, const uint8_t row_dealing[][8], BoundReach *r,
                                          uint16_t *on) {
    int changed = 1;
    while (changed) {
        changed = 0;
        for (int i = 0; i < PILES; i++) {
            while (s->len[i]) {
                int code = s->card[i][s->len[i] - 1], row = BOUND_ROW[code];
                if (!(row_dealing[i][row] || row_dealing[i][row + 4]) || !bound_base_takes(r, code)) break;
                s->len[i]--;
                r->seen |= 1ULL << code;
                if (on) on[code] |= 1u << i;
                bound_grow(r, row);
                changed = 1;
            }
        }
    }
}

/* _deal: the piles as the last group leaves them */
static void bound_deal(const Position *p, const uint8_t row_dealing[][8], BoundReach *r, uint16_t *on,
                       BoundStacks *s) {
    for (int i = 0; i < PILES; i++) {
        memcpy(s->card[i], p->pile[i], p->len[i]);
        s->len[i] = p->len[i];
    }
    for (int start = 0; start < p->nstock; start += PILES) {
        bound_send_home_while_dealing(s, row_dealing, r, on);
        for (int i = 0; i < PILES && start + i < p->nstock; i++) s->card[i][s->len[i]++] = p->stock[start + i];
    }
    bound_send_home_while_dealing(s, row_dealing, r, on);
}

/* The piles the play starts from: after the looser deal if stock is left, else the position's
 * own (read only: only the heights change). */
static void bound_piles(const Position *p, const uint8_t row_dealing[][8], BoundReach *r, uint16_t *on,
                        BoundStacks *s, const uint8_t *pile[PILES], int height[PILES]) {
    if (p->nstock) {
        bound_deal(p, row_dealing, r, on, s);
        for (int i = 0; i < PILES; i++) { pile[i] = s->card[i]; height[i] = s->len[i]; }
    } else {
        for (int i = 0; i < PILES; i++) { pile[i] = p->pile[i]; height[i] = p->len[i]; }
    }
}

/* _some_card_stays: 1 if some card never leaves its place */
static int bound_some_card_stays(const uint8_t *const pile[PILES], int height[PILES], BoundReach *r) {
    int live[PILES], nlive = 0;
    for (int i = 0; i < PILES; i++)
        if (height[i]) r->seen |= 1ULL << pile[i][height[i] - 1];
    for (int row = 0; row < 4; row++) bound_grow(r, row);
    for (int i = 0; i < PILES; i++)
        if (height[i]) live[nlive++] = i;
    int empty = nlive < PILES, changed = 1;
    while (changed && nlive) {
        changed = 0;
        for (int j = 0; j < nlive; j++) {
            int i = live[j], n = height[i];
            const uint8_t *cards = pile[i];
            while (n) {
                int code = cards[n - 1];
                if (!(BOUND_BIT(r->seen, BOUND_UP[code]) || BOUND_BIT(r->seen, BOUND_DOWN[code])
                      || (empty && BOUND_IS_END(code))) && !bound_base_takes(r, code))
                    break;
                n--;
                if (!n) { empty = 1; break; }
                int top = cards[n - 1];
                if (BOUND_BIT(r->seen, top)) continue;
                r->seen |= 1ULL << top;
                int row = BOUND_ROW[top], rank = top - 13 * row;
                if (rank == r->reach_a[row] || rank == r->reach_k[row] - 2) {
                    bound_grow(r, row);
                    if (r->free == 15) return 0;  /* every card left may go home now */
                }
            }
            if (n != height[i]) { height[i] = n; changed = 1; }
        }
        if (changed) {
            int kept = 0;
            for (int j = 0; j < nlive; j++)
                if (height[live[j]]) live[kept++] = live[j];
            nlive = kept;
        }
    }
    return nlive > 0;
}

static int last_round_hopeless(const Position *p, const uint8_t row_dealing[][8]) {
    BoundReach r;
    BoundStacks s;
    const uint8_t *pile[PILES];
    int height[PILES];
    bound_start(&r, p);
    bound_piles(p, row_dealing, &r, NULL, &s, pile, height);
    return bound_some_card_stays(pile, height, &r);
}

/* one arc of _spread: ranks begin.. (len of them, round the circle) of the row starting at
 * code `first` take the union of their piles */
static void row_join_arc(uint16_t on[52], int first, int begin, int len, unsigned empty, unsigned ok,
                         BoundReach *r) {
    unsigned all = 0;
    int ends = 0;
    for (int j = 0; j < len; j++) {
        int rank = (begin + j) % 13;
        all |= on[first + rank];
        if (rank == 0 || rank == 12) ends = 1;
    }
    if (ends) all |= empty;
    for (int j = 0; j < len; j++) {
        int code = first + (begin + j) % 13;
        on[code] = (uint16_t)all;
        if (all & ok) r->seen |= 1ULL << code;
    }
}

/* _spread (r->seen is `homeable`) */
static void row_spread(uint16_t on[52], unsigned empty, const unsigned ok[4], BoundReach *r, unsigned dirty) {
    for (int row = 0; row < 4; row++) {
        if (!BOUND_BIT(dirty, row)) continue;
        int first = 13 * row, cut = -1;
        for (int rank = 0; rank < 13; rank++)
            if (!on[first + rank]) { cut = rank; break; }
        if (cut < 0) {
            row_join_arc(on, first, 0, 13, empty, ok[row], r);
        } else {
            int begin = 0, len = 0;
            for (int step = 1; step <= 13; step++) {
                int rank = (cut + step) % 13;
                if (on[first + rank]) {
                    if (!len) begin = rank;
                    len++;
                } else if (len) {
                    row_join_arc(on, first, begin, len, empty, ok[row], r);
                    len = 0;
                }
            }
        }
        bound_grow(r, row);
    }
}

/* _leave_places: returns `dirty`, and `empty` in place */
static unsigned row_leave_places(const uint8_t *const pile[PILES], int height[PILES], uint16_t on[52],
                                 unsigned *empty, const BoundReach *r, const uint8_t row_play[][8]) {
    unsigned dirty = 0;
    for (int i = 0; i < PILES; i++) {
        int n = height[i];
        unsigned elsewhere = ~(1u << i);
        while (n) {
            int code = pile[i][n - 1];
            unsigned around = on[BOUND_UP[code]] | on[BOUND_DOWN[code]] | (BOUND_IS_END(code) ? *empty : 0);
            if (!(around & elsewhere)) {
                int row = BOUND_ROW[code];
                if (!(row_play[i][row] || row_play[i][row + 4])) break;
                if (!bound_base_takes(r, code)) break;
            }
            n--;
            if (n) {
                int top = pile[i][n - 1];
                on[top] |= 1u << i;
                dirty |= 1u << BOUND_ROW[top];
            } else {
                *empty |= 1u << i;
                dirty = 15;
            }
        }
        height[i] = n;
    }
    return dirty;
}

/* the verdict of row_bound_hopeless once nothing more leaves: `full` the piles' lengths after
 * the deal (the Python looks at every card of them) */
static int row_verdict(const uint8_t *const pile[PILES], const int height[PILES], const int full[PILES],
                       const BoundReach *r) {
    for (int i = 0; i < PILES; i++)
        if (height[i]) return 1;
    for (int row = 0; row < 4; row++)
        if (!BOUND_BIT(r->free, row) && (r->reach_a[row] < 13 || r->reach_k[row] > 1)) return 1;
    /* a free suit needs every card of it still out to be homeable */
    for (int i = 0; i < PILES; i++)
        for (int j = 0; j < full[i]; j++) {
            int code = pile[i][j];
            if (BOUND_BIT(r->free, BOUND_ROW[code]) && !BOUND_BIT(r->seen, code)) return 1;
        }
    return 0;
}

static int row_bound_hopeless(const Position *p, const uint8_t row_dealing[][8], const uint8_t row_play[][8]) {
    unsigned ok[4] = {0, 0, 0, 0};  /* _ok_masks */
    for (int row = 0; row < 4; row++)
        for (int i = 0; i < PILES; i++)
            if (row_play[i][row] || row_play[i][row + 4]) ok[row] |= 1u << i;
    BoundReach r;
    BoundStacks s;
    const uint8_t *pile[PILES];
    int height[PILES], full[PILES];
    uint16_t on[52];
    memset(on, 0, sizeof on);
    bound_start(&r, p);
    bound_piles(p, row_dealing, &r, on, &s, pile, height);
    unsigned empty = 0;
    for (int i = 0; i < PILES; i++) {
        full[i] = height[i];
        if (height[i]) on[pile[i][height[i] - 1]] |= 1u << i;
        else empty |= 1u << i;
    }
    unsigned dirty = 15;
    while (dirty) {
        row_spread(on, empty, ok, &r, dirty);
        dirty = row_leave_places(pile, height, on, &empty, &r, row_play);
    }
    return row_verdict(pile, height, full, &r);
}

/* ---- hopeless(): the Python-callable twin, for tests/test_spider_bound_c.py ---- */

/* item `index` of the field `what` as an int in low..high, or -1 with an error set */
static int bound_read_int(PyObject *item, int low, int high, const char *what, Py_ssize_t index, uint8_t *out) {
    if (!PyLong_Check(item)) {
        PyErr_Format(PyExc_TypeError, "%s: item %zd is not an int", what, index);
        return -1;
    }
    long v = PyLong_AsLong(item);
    if (v == -1 && PyErr_Occurred()) return -1;
    if (v < low || v > high) {
        PyErr_Format(PyExc_ValueError, "%s: item %zd is %ld, not in %d..%d", what, index, v, low, high);
        return -1;
    }
    *out = (uint8_t)v;
    return 0;
}

/* the field `what` as a sequence (a TypeError naming it if it is none) */
static PyObject *bound_sequence(PyObject *obj, const char *what) {
    PyObject *seq = PySequence_Fast(obj, "not a sequence");
    if (!seq) {
        PyErr_Clear();
        PyErr_Format(PyExc_TypeError, "%s: not a sequence", what);
    }
    return seq;
}

/* A sequence of fewest..most ints, each in low..high, into out; returns its length, or -1 with
 * an error naming the field set. */
static int bound_read_ints(PyObject *obj, uint8_t *out, int fewest, int most, int low, int high, const char *what) {
    PyObject *seq = bound_sequence(obj, what);
    if (!seq) return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    int ok = fewest <= n && n <= most;
    if (!ok) PyErr_Format(PyExc_ValueError, "%s: %zd items, not %d..%d", what, n, fewest, most);
    for (Py_ssize_t i = 0; ok && i < n; i++)
        ok = bound_read_int(PySequence_Fast_GET_ITEM(seq, i), low, high, what, i, &out[i]) == 0;
    Py_DECREF(seq);
    return ok ? (int)n : -1;
}

/* ROW_OK[rule][phase] of solitaire/spider/state.py: 12 sequences of 8 truth values. */
static int bound_read_rows(PyObject *obj, RowTable table, const char *what) {
    PyObject *seq = bound_sequence(obj, what);
    if (!seq) return -1;
    int ok = PySequence_Fast_GET_SIZE(seq) == PILES;
    if (!ok) PyErr_Format(PyExc_ValueError, "%s: %zd piles, not %d", what, PySequence_Fast_GET_SIZE(seq), PILES);
    for (int i = 0; ok && i < PILES; i++) {
        PyObject *bases = bound_sequence(PySequence_Fast_GET_ITEM(seq, i), what);
        ok = bases && PySequence_Fast_GET_SIZE(bases) == 8;
        if (bases && !ok) PyErr_Format(PyExc_ValueError, "%s[%d]: %zd bases, not 8", what, i,
                                       PySequence_Fast_GET_SIZE(bases));
        for (int b = 0; ok && b < 8; b++) {
            int truth = PyObject_IsTrue(PySequence_Fast_GET_ITEM(bases, b));
            ok = truth >= 0;
            table[i][b] = (uint8_t)(truth > 0);
        }
        Py_XDECREF(bases);
    }
    Py_DECREF(seq);
    return ok ? 0 : -1;
}

/* The Position of the arguments (piles, a, k, stock). */
static int bound_read_position(PyObject *piles, PyObject *a, PyObject *k, PyObject *stock, Position *p) {
    char what[16];
    int total;
    PyObject *seq = bound_sequence(piles, "piles");
    if (!seq) return -1;
    int ok = PySequence_Fast_GET_SIZE(seq) == PILES;
    if (!ok) PyErr_Format(PyExc_ValueError, "piles: %zd piles, not %d", PySequence_Fast_GET_SIZE(seq), PILES);
    for (int i = 0; ok && i < PILES; i++) {
        snprintf(what, sizeof what, "piles[%d]", i);
        int n = bound_read_ints(PySequence_Fast_GET_ITEM(seq, i), p->pile[i], 0, MAX_CARDS, 0, 51, what);
        ok = n >= 0;
        p->len[i] = (uint8_t)(ok ? n : 0);
    }
    Py_DECREF(seq);
    if (!ok) return -1;
    int n = bound_read_ints(stock, p->stock, 0, MAX_CARDS, 0, 51, "stock");
    if (n < 0) return -1;
    p->nstock = (uint8_t)n;
    total = n;
    for (int i = 0; i < PILES; i++) total += p->len[i];
    if (total > MAX_CARDS) {
        PyErr_Format(PyExc_ValueError, "piles and stock: %d cards, at most %d", total, MAX_CARDS);
        return -1;
    }
    p->round = 0;
    /* the bases' tops: beyond these the Python's bases would read cards of another row */
    if (bound_read_ints(a, p->a, 4, 4, 0, 13, "a") < 0) return -1;
    return bound_read_ints(k, p->k, 4, 4, 1, 14, "k") < 0 ? -1 : 0;
}

/* hopeless(piles, a, k, stock, row_dealing, row_play=None) -> bool: row_bound_hopeless when
 * row_play is given (not None), else last_round_hopeless. piles: 12 sequences of codes 0..51,
 * bottom to top; a, k: 4 tops each (0..13, 1..14); stock: codes, next first (at most 96 cards in
 * all); the row tables as ROW_OK[rule][phase]. Bad input: a ValueError or TypeError naming the
 * field. */
static PyObject *py_hopeless(PyObject *self, PyObject *args) {
    PyObject *piles, *a, *k, *stock, *dealing, *play = Py_None;
    Position p;
    RowTable row_dealing, row_play;
    (void)self;
    if (!PyArg_ParseTuple(args, "OOOOO|O:hopeless", &piles, &a, &k, &stock, &dealing, &play)) return NULL;
    if (bound_read_position(piles, a, k, stock, &p) < 0) return NULL;
    if (bound_read_rows(dealing, row_dealing, "row_dealing") < 0) return NULL;
    if (play == Py_None) return PyBool_FromLong(last_round_hopeless(&p, row_dealing));
    if (bound_read_rows(play, row_play, "row_play") < 0) return NULL;
    return PyBool_FromLong(row_bound_hopeless(&p, row_dealing, row_play));
}

#endif
