/* The steps of the Spider search in C: solitaire/solver/spider/steps.py, function by function
 * under the same names (key_of, moves_of, base_moves, pile_moves, after, safe_home, settle,
 * fits_home), and the best-first priority of search.py. Read the Python for the reasons;
 * comments here only map the C to it. Included once, by _search.c.
 */
#ifndef SOLITAIRE_SPIDER_STEPS_H
#define SOLITAIRE_SPIDER_STEPS_H

#include "_position.h"

enum { BASE, PILE, DEAL, REDEAL };

/* A move as the Python's (kind, source, target): a base move's target is (row, ar, kr),
 * the row's tops after it (fits_home) */
typedef struct { uint8_t kind, source, target, ar, kr; } Move;

#define MAX_MOVES (PILES + PILES * (PILES - 1) + 1)

/* What steps_for() closes over in the Python: the search's options and the rule tables. */
typedef struct {
    int redeals;       /* a redeal is allowed while round <= redeals */
    int free_piles;    /* 0 under row_rule="always" */
    int redeal_first;
    int from_last;     /* redeal_order="from_last": gather_piles_from_last */
    RowTable row_ok[2];          /* [play]: ROW_OK[row_rule][phase] */
    int shuffle;                 /* a seed was given: the moves between piles are shuffled */
    uint64_t rng;                /* SplitMix64's state, drawn as the walk asks for moves */
    uint8_t fits[52][NO_CARD + 1];  /* FITS: may card c lie on card d (or on an empty pile, d = 52) */
} Rules;

static int is_won(const Position *p) {
    for (int row = 0; row < 4; row++)
        if (p->a[row] != 13 || p->k[row] != 1) return 0;
    return 1;
}

/* fits_home(): 1 and the row's tops after the card goes home in *move, or 0 */
static int fits_home(int code, const uint8_t *a, const uint8_t *k, Move *move) {
    int row = code / 13, rank = code % 13 + 1;
    int ar = a[row], kr = k[row];
    if (rank == ar + 1 || kr == ar + 1) {
        move->target = row;
        move->ar = rank;
        move->kr = kr == ar + 1 ? rank : kr;
        return 1;
    }
    if (rank == kr - 1) {
        move->target = row;
        move->ar = ar;
        move->kr = rank;
        return 1;
    }
    return 0;
}

static int base_moves(const Position *p, const RowTable phase, Move *moves) {
    int n = 0;
    for (int i = 0; i < PILES; i++) {
        if (!p->len[i]) continue;
        int code = p->pile[i][p->len[i] - 1];
        if (phase[i][code / 13] && fits_home(code, p->a, p->k, &moves[n])) {
            moves[n].kind = BASE;
            moves[n].source = i;
            n++;
        }
    }
    return n;
}

/* SplitMix64 of solitaire/cards.py: next() and below(n) (by rejection, no modulo bias) */
static uint64_t rng_next(uint64_t *state) {
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static uint64_t rng_below(uint64_t *state, uint64_t n) {
    uint64_t spare = (0 - n) % n;  /* 2**64 % n: the draws past the last whole multiple of n */
    for (;;) {
        uint64_t x = rng_next(state);
        if (!spare || x < 0 - spare) return x % n;
    }
}

/* shuffle_in_place() of solitaire/cards.py: Fisher-Yates */
static void shuffle_moves(Move *moves, int n, uint64_t *state) {
    for (int i = n - 1; i > 0; i--) {
        int j = (int)rng_below(state, (uint64_t)i + 1);
        Move t = moves[i];
        moves[i] = moves[j];
        moves[j] = t;
    }
}

static int pile_moves(const Position *p, Rules *R, int position_free, int last_moved, Move *moves) {
    Move rest[PILES * (PILES - 1)];
    int n = 0, nrest = 0, tops[PILES], first_empty = -1;
    for (int i = 0; i < PILES; i++) {
        tops[i] = p->len[i] ? p->pile[i][p->len[i] - 1] : NO_CARD;
        if (tops[i] == NO_CARD && first_empty < 0) first_empty = i;
    }
    for (int i = 0; i < PILES; i++) {
        int code = tops[i];
        if (code == NO_CARD || i == last_moved) continue;
        const uint8_t *fits = R->fits[code];
        int below = p->len[i] > 1 ? p->pile[i][p->len[i] - 2] : NO_CARD;
        Move home;
        int uncovers = below == NO_CARD || fits_home(below, p->a, p->k, &home);
        for (int j = 0; j < PILES; j++) {
            int target = tops[j];
            if (j == i || !fits[target]) continue;
            if (target == NO_CARD && position_free && (below == NO_CARD || j != first_empty)) continue;
            Move move = {PILE, i, j, 0, 0};
            if (uncovers) moves[n++] = move;
            else rest[nrest++] = move;
        }
    }
    if (R->shuffle) {
        shuffle_moves(moves, n, &R->rng);
        shuffle_moves(rest, nrest, &R->rng);
    }
    memcpy(moves + n, rest, nrest * sizeof(Move));
    return n + nrest;
}

static int moves_of(const Position *p, Rules *R, int last_moved, Move *moves) {
    int play = !p->nstock;
    int n = 0;
    if (R->redeal_first && play && p->round <= R->redeals) moves[n++] = (Move){REDEAL, 0, 0, 0, 0};
    n += base_moves(p, R->row_ok[play], moves + n);
    if (play) n += pile_moves(p, R, R->free_piles && p->round > R->redeals, last_moved, moves + n);
    if (p->nstock) moves[n++] = (Move){DEAL, 0, 0, 0, 0};
    else if (p->round <= R->redeals && !R->redeal_first) moves[n++] = (Move){REDEAL, 0, 0, 0, 0};
    return n;
}

/* after(): *p becomes the position the move leads to */
static void after(Position *p, const Rules *R, Move move) {
    if (move.kind == BASE) {
        p->a[move.target] = move.ar;
        p->k[move.target] = move.kr;
        p->len[move.source]--;
    } else if (move.kind == PILE) {
        p->pile[move.target][p->len[move.target]++] = p->pile[move.source][--p->len[move.source]];
    } else if (move.kind == DEAL) {
        int group = p->nstock < PILES ? p->nstock : PILES;
        for (int i = 0; i < group; i++) p->pile[i][p->len[i]++] = p->stock[i];
        p->nstock -= group;
        memmove(p->stock, p->stock + group, p->nstock);
    } else {  /* gather_piles, or gather_piles_from_last: the exact reverse */
        int n = 0;
        for (int i = 0; i < PILES; i++) {
            memcpy(p->stock + n, p->pile[i], p->len[i]);
            n += p->len[i];
            p->len[i] = 0;
        }
        if (R->from_last)
            for (int x = 0, y = n - 1; x < y; x++, y--) {
                uint8_t card = p->stock[x];
                p->stock[x] = p->stock[y];
                p->stock[y] = card;
            }
        p->nstock = n;
        p->round++;
    }
}

static int safe_home(const Position *p, const Rules *R) {
    if (p->round <= R->redeals || !R->free_piles) return -1;
    const RowTable *phase = &R->row_ok[!p->nstock];
    for (int i = 0; i < PILES; i++) {
        if (!p->len[i]) continue;
        int code = p->pile[i][p->len[i] - 1];
        int row = code / 13, rank = code % 13 + 1, ar = p->a[row], kr = p->k[row], safe;
        if (kr == ar + 1) continue;
        if (rank == ar + 1) safe = rank < 13 ? kr <= rank - 1 : kr == 1;
        else if (rank == kr - 1) safe = rank > 1 ? ar >= rank + 1 : ar == 13;
        else continue;
        if (safe && (*phase)[i][row]) return i;
    }
    return -1;
}

/* settle(): plays the safe moves; returns how many (written to autos, if not NULL) */
static int settle(Position *p, const Rules *R, Move *autos) {
    int n = 0;
    for (int i; (i = safe_home(p, R)) >= 0;) {
        Move move = {BASE, i, 0, 0, 0};
        fits_home(p->pile[i][p->len[i] - 1], p->a, p->k, &move);
        if (autos) autos[n] = move;
        n++;
        after(p, R, move);
    }
    return n;
}

/* ---- key_of(): the key's bytes ---- */

static const uint8_t CLASSES[5][4] = {{0, 1, 6, 7}, {2, 11}, {3, 10}, {4, 9}, {5, 8}};
static const int CLASS_SIZE[5] = {4, 2, 2, 2, 2};

static int pile_before(const Position *p, int x, int y) {  /* any fixed order of piles will do */
    int n = p->len[x] < p->len[y] ? p->len[x] : p->len[y];
    int c = memcmp(p->pile[x], p->pile[y], n);
    return c < 0 || (c == 0 && p->len[x] < p->len[y]);
}

static void sort_piles(const Position *p, uint8_t *order, int n) {
    for (int x = 1; x < n; x++)
        for (int y = x; y > 0 && pile_before(p, order[y], order[y - 1]); y--) {
            uint8_t t = order[y];
            order[y] = order[y - 1];
            order[y - 1] = t;
        }
}

#define MAX_KEY (2 + 8 + PILES + MAX_CARDS)

/* The bytes of key_of(p): round, the tops (0, 0 for a suit whose bases touch), the stock,
 * then the piles as length and cards, in place order or sorted as the Python's key. */
static int key_of(const Position *p, const Rules *R, uint8_t *key) {
    int n = 0;
    key[n++] = p->round;
    for (int row = 0; row < 4; row++) {
        int touching = p->k[row] == p->a[row] + 1;
        key[n++] = touching ? 0 : p->a[row];
        key[n++] = touching ? 0 : p->k[row];
    }
    key[n++] = p->nstock;
    memcpy(key + n, p->stock, p->nstock);
    n += p->nstock;
    uint8_t order[PILES];
    for (int i = 0; i < PILES; i++) order[i] = i;
    if (!p->nstock && p->round > R->redeals) {
        if (R->free_piles) sort_piles(p, order, PILES);
        else
            for (int c = 0, at = 0; c < 5; at += CLASS_SIZE[c], c++) {
                memcpy(order + at, CLASSES[c], CLASS_SIZE[c]);
                sort_piles(p, order + at, CLASS_SIZE[c]);
            }
    }
    for (int x = 0; x < PILES; x++) {
        int i = order[x];
        key[n++] = p->len[i];
        memcpy(key + n, p->pile[i], p->len[i]);
        n += p->len[i];
    }
    return n;
}

/* ---- positions packed for keeping: the key's fields, piles in place order ---- */

#define MAX_PACKED (2 + 8 + PILES + MAX_CARDS)

static int pack(const Position *p, uint8_t *out) {
    int n = 0;
    out[n++] = p->round;
    memcpy(out + n, p->a, 4);
    memcpy(out + n + 4, p->k, 4);
    n += 8;
    out[n++] = p->nstock;
    memcpy(out + n, p->stock, p->nstock);
    n += p->nstock;
    for (int i = 0; i < PILES; i++) {
        out[n++] = p->len[i];
        memcpy(out + n, p->pile[i], p->len[i]);
        n += p->len[i];
    }
    return n;
}

static void unpack(const uint8_t *in, Position *p) {
    int n = 0;
    p->round = in[n++];
    memcpy(p->a, in + n, 4);
    memcpy(p->k, in + n + 4, 4);
    n += 8;
    p->nstock = in[n++];
    memcpy(p->stock, in + n, p->nstock);
    n += p->nstock;
    for (int i = 0; i < PILES; i++) {
        p->len[i] = in[n++];
        memcpy(p->pile[i], in + n, p->len[i]);
        n += p->len[i];
    }
}

/* _priority() of search.py, and the redeal-first term before it, as one number (smaller
 * first): (later_first * round, -home, depth + len(stock) // 12, round), then the counter */
static uint64_t priority(const Position *p, int later_first, uint64_t counter) {
    int home = 0, wanted[8], nwanted = 0;
    for (int row = 0; row < 4; row++) {
        home += p->a[row] - p->k[row];
        if (p->a[row] < 13) wanted[nwanted++] = 13 * row + p->a[row];
        if (p->k[row] > 1 && p->k[row] - 2 != p->a[row]) wanted[nwanted++] = 13 * row + p->k[row] - 2;
    }
    int depth = 0;
    for (int i = 0; i < PILES; i++)
        for (int x = 0; x < p->len[i]; x++)
            for (int w = 0; w < nwanted; w++)
                if (p->pile[i][x] == wanted[w]) {
                    depth += p->len[i] - 1 - x;
                    break;
                }
    uint64_t first = 8 - (later_first ? p->round : 0);
    return first << 60 | (uint64_t)(64 - home) << 52 | (uint64_t)(depth + p->nstock / 12) << 40
           | (uint64_t)p->round << 37 | counter;
}

#endif
