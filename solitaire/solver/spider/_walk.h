/* A Spider walk in C, depth first or best first, for _search.c (included once there); the frozen
 * Python fallback, SpiderSearch's _depth_first and _best_first of solitaire/solver/spider/search.py,
 * has the same shape. walk_step() runs to the next pause, every 256 positions (_count), as next()
 * on the Python's generator. The steps' reasons are in steps.py; comments here map the C to it.
 */
#ifndef SOLITAIRE_SPIDER_WALK_H
#define SOLITAIRE_SPIDER_WALK_H

#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "_position.h"
#include "_keys.h"
#include "_steps.h"
#include "_bound.h"
#include "_row_bound.h"

enum { PAUSED, WON, LOST, SPENT, CAPPED };  /* CAPPED: its memory reached table_bytes */

/* A growing array of bytes (positions packed, moves): offsets into it stay valid */
typedef struct { uint8_t *bytes; size_t length, capacity; Memory *memory; } Bytes;

static int bytes_put(Bytes *b, const void *data, size_t n) {
    if (b->length + n > b->capacity) {
        size_t capacity = b->capacity ? b->capacity : 1 << 16;
        while (capacity < b->length + n) {
            if (capacity > SIZE_MAX / 2) return -1;
            capacity *= 2;
        }
        if (memory_grow(b->memory, b->capacity, capacity) < 0) return -1;
        uint8_t *bytes = realloc(b->bytes, capacity);
        if (!bytes) return -1;
        b->bytes = bytes;
        b->capacity = capacity;
    }
    memcpy(b->bytes + b->length, data, n);
    b->length += n;
    return 0;
}

/* room for one more item in a growing array (doubled when full); -1 out of memory or past the cap */
static int grow(Memory *memory, void **items, int count, int *capacity, size_t size) {
    if (count < *capacity) return 0;
    if (*capacity > INT_MAX / 2) return -1;  /* the count is an int */
    int more = *capacity ? *capacity * 2 : 1024;
    if (memory_grow(memory, (size_t)*capacity * size, (size_t)more * size) < 0) return -1;
    void *bigger = realloc(*items, (size_t)more * size);
    if (!bigger) return -1;
    *items = bigger;
    *capacity = more;
    return 0;
}

/* depth-first: a position on the stack, with its moves still to try (stack[-1] of the Python) */
typedef struct { size_t position, moves; int count, next; Move in; } Frame;

/* best-first: a position kept for the queue, and how it was reached (parents of the Python) */
typedef struct { size_t position; int32_t parent; Move in; int8_t last; } Node;

typedef struct { uint64_t priority; int32_t node; } Entry;

typedef struct {
    Rules rules;
    int best_first;
    Position start;            /* settled */
    Move start_autos[MAX_CARDS];
    int nstart_autos;
    long long nodes, max_nodes;
    int status;                /* -1 running, else WON / LOST / SPENT / CAPPED */
    int pending;               /* paused between counting a child and looking at it */
    Memory memory;             /* what the arrays below hold, and the cap */
    KeySet seen;
    Bytes positions;           /* packed positions: the stack's or the queue's */
    Move *path;                /* the won line's moves without the safe ones, start first */
    int npath;
    /* depth-first */
    Frame *frames;
    int nframes, frames_capacity;
    Bytes moves;
    /* best-first */
    Node *nodes_kept;
    int nkept, kept_capacity;
    Entry *heap;
    int nheap, heap_capacity;
    uint64_t counter;
    Position node;             /* the position being expanded */
    int node_index;
    Move node_moves[MAX_MOVES];
    int node_count, node_next;
    /* the child counted but not yet looked at, when paused there */
    Position child;
    Move child_move;
    int child_autos;
} Walk;

/* hopeless_step(): the row rule in play (row_rule="always", no free piles) wants the bound
 * that knows where a card may lie */
static int hopeless(const Walk *W, const Position *p) {
    const RowTable *row_ok = W->rules.row_ok;
    if (p->round <= W->rules.redeals) return 0;
    return W->rules.free_piles ? last_round_hopeless(p, row_ok[0]) : row_bound_hopeless(p, row_ok[0], row_ok[1]);
}

static int key_add(Walk *W, const Position *p) {
    uint8_t key[MAX_KEY];
    return keys_add(&W->seen, key, key_of(p, &W->rules, key));
}

static int keep_position(Bytes *b, const Position *p, size_t *at) {
    uint8_t packed[MAX_PACKED];
    *at = b->length;
    return bytes_put(b, packed, pack(p, packed));
}

/* ---- depth-first (_depth_first) ---- */

static int push_frame(Walk *W, const Position *p, int last, Move in) {
    if (grow(&W->memory, (void **)&W->frames, W->nframes, &W->frames_capacity, sizeof(Frame)) < 0) return -1;
    Frame *f = &W->frames[W->nframes];
    Move moves[MAX_MOVES];
    f->count = moves_of(p, &W->rules, last, moves);
    f->next = 0;
    f->in = in;
    f->moves = W->moves.length;
    if (keep_position(&W->positions, p, &f->position) < 0) return -1;
    if (bytes_put(&W->moves, moves, f->count * sizeof(Move)) < 0) return -1;
    W->nframes++;
    return 0;
}

static void pop_frame(Walk *W) {
    Frame *f = &W->frames[--W->nframes];
    W->positions.length = f->position;
    W->moves.length = f->moves;
}

/* the next child of the newest position, into W->child; 0 when the stack runs dry */
static int depth_first_child(Walk *W) {
    while (W->nframes) {
        Frame *f = &W->frames[W->nframes - 1];
        if (f->next == f->count) {
            pop_frame(W);
            continue;
        }
        memcpy(&W->child_move, W->moves.bytes + f->moves + f->next++ * sizeof(Move), sizeof(Move));
        unpack(W->positions.bytes + f->position, &W->child);
        after(&W->child, &W->rules, W->child_move);
        W->child_autos = settle(&W->child, &W->rules, NULL);
        return 1;
    }
    return 0;
}

static int won_path(Walk *W, int n);

/* the child after it was counted: RUNNING (-1) to go on, or WON, or -2 out of memory */
static int depth_first_look(Walk *W) {
    if (is_won(&W->child)) {
        int n = W->nframes - 1;  /* the moves into frames 1.., then the winning move */
        if (won_path(W, n + 1) < 0) return -2;
        for (int x = 0; x < n; x++) W->path[x] = W->frames[x + 1].in;
        W->path[n] = W->child_move;
        return WON;
    }
    int added = key_add(W, &W->child);
    if (added < 0) return -2;
    if (!added || hopeless(W, &W->child)) return -1;
    int last = W->child_move.kind == PILE && !W->child_autos ? W->child_move.target : -1;
    return push_frame(W, &W->child, last, W->child_move) < 0 ? -2 : -1;
}

/* ---- best-first (_best_first) ---- */

static int heap_push(Walk *W, uint64_t priority, int node) {
    if (grow(&W->memory, (void **)&W->heap, W->nheap, &W->heap_capacity, sizeof(Entry)) < 0) return -1;
    int at = W->nheap++;
    while (at && W->heap[(at - 1) / 2].priority > priority) {
        W->heap[at] = W->heap[(at - 1) / 2];
        at = (at - 1) / 2;
    }
    W->heap[at] = (Entry){priority, node};
    return 0;
}

static int heap_pop(Walk *W) {
    int node = W->heap[0].node;
    Entry last = W->heap[--W->nheap];
    int at = 0;
    for (;;) {
        int child = 2 * at + 1;
        if (child >= W->nheap) break;
        if (child + 1 < W->nheap && W->heap[child + 1].priority < W->heap[child].priority) child++;
        if (W->heap[child].priority >= last.priority) break;
        W->heap[at] = W->heap[child];
        at = child;
    }
    if (W->nheap) W->heap[at] = last;
    return node;
}

static int keep_node(Walk *W, const Position *p, int parent, Move in, int last) {
    if (grow(&W->memory, (void **)&W->nodes_kept, W->nkept, &W->kept_capacity, sizeof(Node)) < 0) return -1;
    Node *n = &W->nodes_kept[W->nkept];
    n->parent = parent;
    n->in = in;
    n->last = (int8_t)last;
    if (keep_position(&W->positions, p, &n->position) < 0) return -1;
    return W->nkept++;
}

static int best_first_child(Walk *W) {
    while (W->node_next == W->node_count) {
        if (!W->nheap) return 0;
        W->node_index = heap_pop(W);
        const Node *n = &W->nodes_kept[W->node_index];
        unpack(W->positions.bytes + n->position, &W->node);
        W->node_count = moves_of(&W->node, &W->rules, n->last, W->node_moves);
        W->node_next = 0;
    }
    W->child_move = W->node_moves[W->node_next++];
    W->child = W->node;
    after(&W->child, &W->rules, W->child_move);
    W->child_autos = settle(&W->child, &W->rules, NULL);
    return 1;
}

static int best_first_look(Walk *W) {
    int added = key_add(W, &W->child);
    if (added < 0) return -2;
    if (!added) return -1;
    if (is_won(&W->child)) {
        int n = 1;
        for (int x = W->node_index; x; x = W->nodes_kept[x].parent) n++;
        if (won_path(W, n) < 0) return -2;
        W->path[n - 1] = W->child_move;
        for (int x = W->node_index, at = n - 2; x; x = W->nodes_kept[x].parent) W->path[at--] = W->nodes_kept[x].in;
        return WON;
    }
    if (hopeless(W, &W->child)) return -1;
    int last = W->child_move.kind == PILE && !W->child_autos ? W->child_move.target : -1;
    int kept = keep_node(W, &W->child, W->node_index, W->child_move, last);
    if (kept < 0) return -2;
    W->counter++;
    return heap_push(W, priority(&W->child, W->rules.redeal_first, W->counter), kept) < 0 ? -2 : -1;
}

/* ---- the walk ---- */

static int won_path(Walk *W, int n) {
    W->path = malloc((n ? n : 1) * sizeof(Move));
    if (!W->path) return -1;
    W->npath = n;
    return 0;
}

/* walk() of the Python, up to the first pause: the start settled, put to the bound, kept */
static int walk_start(Walk *W) {
    W->nstart_autos = settle(&W->start, &W->rules, W->start_autos);
    if (is_won(&W->start)) return won_path(W, 0) < 0 ? -2 : WON;
    if (hopeless(W, &W->start)) return LOST;
    if (key_add(W, &W->start) < 0) return -2;
    Move none = {0, 0, 0, 0, 0};
    if (!W->best_first) return push_frame(W, &W->start, -1, none) < 0 ? -2 : -1;
    if (keep_node(W, &W->start, -1, none, -1) < 0) return -2;
    W->node_count = W->node_next = 0;
    return heap_push(W, priority(&W->start, W->rules.redeal_first, 0), 0) < 0 ? -2 : -1;
}

/* -2 (out of memory) stays so, unless the cap refused the growth: then the walk ends CAPPED */
static int walk_failed(Walk *W) {
    return W->memory.refused ? (W->status = CAPPED) : -2;
}

/* drive the walk to its next pause (_count's yield), or to its end */
static int walk_step(Walk *W) {
    int result;
    if (W->status >= 0) return W->status;
    if (W->pending) {
        W->pending = 0;
        if (W->nodes > W->max_nodes) return W->status = SPENT;
        result = W->best_first ? best_first_look(W) : depth_first_look(W);
        if (result != -1) return result == -2 ? walk_failed(W) : (W->status = result);
    }
    for (;;) {
        if (!(W->best_first ? best_first_child(W) : depth_first_child(W))) return W->status = LOST;
        W->nodes++;
        if (!(W->nodes & 255)) {
            W->pending = 1;
            return PAUSED;
        }
        if (W->nodes > W->max_nodes) return W->status = SPENT;
        result = W->best_first ? best_first_look(W) : depth_first_look(W);
        if (result != -1) return result == -2 ? walk_failed(W) : (W->status = result);
    }
}

static void walk_free(Walk *W) {
    keys_free(&W->seen);
    free(W->positions.bytes);
    free(W->moves.bytes);
    free(W->frames);
    free(W->nodes_kept);
    free(W->heap);
    free(W->path);
    free(W);
}

#endif
