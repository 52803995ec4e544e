/* A Spider position as the C search holds it (solitaire/solver/spider/_search.c).
 *
 * The same fields as the Python search's tuple (piles, a, k, stock, round) of
 * solitaire/solver/spider/steps.py: card codes 0..51 (13 * row + rank - 1), piles bottom to
 * top in dealing order, the stock next card first. A two-deck Spider has 96 cards outside
 * the bases, so no pile and no stock holds more.
 */
#ifndef SOLITAIRE_SPIDER_POSITION_H
#define SOLITAIRE_SPIDER_POSITION_H

#include <stdint.h>
#include <string.h>

#define PILES 12
#define MAX_CARDS 96
#define NO_CARD 52  /* the top of an empty pile, as in solitaire/spider/state.py */

typedef struct {
    uint8_t pile[PILES][MAX_CARDS];  /* pile[i][0] is the bottom card */
    uint8_t len[PILES];
    uint8_t a[4], k[4];              /* the tops of the ace bases and of the king bases, by row */
    uint8_t stock[MAX_CARDS];        /* stock[0] is dealt next */
    uint8_t nstock;
    uint8_t round;
} Position;

/* row_ok[pile][base]: may a card go from this pile to base 0..7 (A1..A4, K1..K4), as the
 * Python's ROW_OK[row_rule][phase] */
typedef uint8_t RowTable[PILES][8];

#endif
