/* The relaxation of Spider's last round that knows where the row rule binds in play, for
 * solitaire/solver/spider/_search.c (included once there, after _bound.h, whose looser deal and
 * bases it shares): row_bound_hopeless() of solitaire/solver/spider/row_bound.py (with _spread and
 * _leave_places as row_spread and row_leave_places). A mechanical twin, as _bound.h: the Python
 * says why it is sound; tests/solver/test_solver_spider_bound_c.py compares the two.
 */
#ifndef SOLITAIRE_SPIDER_ROW_BOUND_H
#define SOLITAIRE_SPIDER_ROW_BOUND_H

#include "_bound.h"

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

#endif
