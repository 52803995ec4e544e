/* The relaxation of Spider's last round that proves positions lost, for
 * solitaire/solver/spider/_search.c (included once there): last_round_hopeless() of
 * solitaire/solver/spider/bound.py (with _grower, _deal and _some_card_stays as bound_grow,
 * bound_deal and bound_some_card_stays). What _row_bound.h (row_bound.py) shares with it is here.
 *
 * A mechanical twin: the same verdict on every input, the same steps in the same order (the
 * Python is the readable reference and says why the relaxations are sound; comments here only
 * map the C to it; tests/solver/test_solver_spider_bound_c.py compares the two). The Python's lists of flags
 * are bit masks here: `seen` (or `homeable`) a bit per card code, `on` a bit per pile.
 */
#ifndef SOLITAIRE_SPIDER_BOUND_H
#define SOLITAIRE_SPIDER_BOUND_H

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

#endif
