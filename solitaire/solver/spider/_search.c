/* The Spider walks of solitaire/solver/spider/search.py, in C.
 *
 * Same positions, same moves in the same order (_steps.h is steps.py), same bounds (_bound.h is
 * bound.py and row_bound.py), same keys, same node counts, and the same pauses every 256
 * positions, so that plan.py shares a budget between C walks exactly as between Python ones.
 * SpiderSearch (search.py) is the readable reference and the tests compare the two; this file
 * only makes it fast. Read the Python for the reasons; comments here only map the C to it.
 *
 * A walk is an object (a capsule) that step() drives to its next pause: 0 paused, 1 won,
 * 2 lost, 3 budget spent (the Python's BudgetSpent).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "_position.h"
#include "_keys.h"
#include "_steps.h"
#include "_bound.h"

enum { PAUSED, WON, LOST, SPENT };

/* A growing array of bytes (positions packed, moves): offsets into it stay valid */
typedef struct { uint8_t *bytes; size_t length, capacity; } Bytes;

static int bytes_put(Bytes *b, const void *data, size_t n) {
    if (b->length + n > b->capacity) {
        size_t capacity = b->capacity ? b->capacity * 2 : 1 << 16;
        while (capacity < b->length + n) capacity *= 2;
        uint8_t *bytes = realloc(b->bytes, capacity);
        if (!bytes) return -1;
        b->bytes = bytes;
        b->capacity = capacity;
    }
    memcpy(b->bytes + b->length, data, n);
    b->length += n;
    return 0;
}

/* room for one more item in a growing array (doubled when full) */
static int grow(void **items, int count, int *capacity, size_t size) {
    if (count < *capacity) return 0;
    int more = *capacity ? *capacity * 2 : 1024;
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
    int best_first, row_bound;
    RowTable row_dealing, row_play;
    Position start;            /* settled */
    Move start_autos[MAX_CARDS];
    int nstart_autos;
    long long nodes, max_nodes;
    int status;                /* -1 running, else WON / LOST / SPENT */
    int pending;               /* paused between counting a child and looking at it */
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

static int hopeless(const Walk *W, const Position *p) {
    if (p->round <= W->rules.redeals) return 0;
    return W->row_bound ? row_bound_hopeless(p, W->row_dealing, W->row_play)
                        : last_round_hopeless(p, W->row_dealing);
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
    if (grow((void **)&W->frames, W->nframes, &W->frames_capacity, sizeof(Frame)) < 0) return -1;
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
    if (grow((void **)&W->heap, W->nheap, &W->heap_capacity, sizeof(Entry)) < 0) return -1;
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
    if (grow((void **)&W->nodes_kept, W->nkept, &W->kept_capacity, sizeof(Node)) < 0) return -1;
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

/* drive the walk to its next pause (_count's yield), or to its end */
static int walk_step(Walk *W) {
    int result;
    if (W->status >= 0) return W->status;
    if (W->pending) {
        W->pending = 0;
        if (W->nodes > W->max_nodes) return W->status = SPENT;
        result = W->best_first ? best_first_look(W) : depth_first_look(W);
        if (result != -1) return result == -2 ? -2 : (W->status = result);
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
        if (result != -1) return result == -2 ? -2 : (W->status = result);
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

/* ---- Python ---- */

#define WALK_CAPSULE "solitaire.solver.spider._search.Walk"

static void capsule_free(PyObject *capsule) {
    Walk *W = PyCapsule_GetPointer(capsule, WALK_CAPSULE);
    if (W) walk_free(W);
}

static int read_codes(PyObject *seq, uint8_t *out, int most, int least, int top, const char *field) {
    PyObject *fast = PySequence_Fast(seq, field);
    if (!fast) return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    if (n > most) {
        Py_DECREF(fast);
        PyErr_Format(PyExc_ValueError, "%s: at most %d values, not %zd", field, most, n);
        return -1;
    }
    for (Py_ssize_t x = 0; x < n; x++) {
        long value = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, x));
        if (value == -1 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return -1;
        }
        if (value < least || value > top) {
            Py_DECREF(fast);
            PyErr_Format(PyExc_ValueError, "%s: %ld is not in %d..%d", field, value, least, top);
            return -1;
        }
        out[x] = (uint8_t)value;
    }
    Py_DECREF(fast);
    return (int)n;
}

static int read_table(PyObject *rows, uint8_t *out, int nrows, int ncols, const char *field) {
    PyObject *fast = PySequence_Fast(rows, field);
    if (!fast) return -1;
    if (PySequence_Fast_GET_SIZE(fast) != nrows) {
        Py_DECREF(fast);
        PyErr_Format(PyExc_ValueError, "%s: %d rows", field, nrows);
        return -1;
    }
    for (int r = 0; r < nrows; r++)
        if (read_codes(PySequence_Fast_GET_ITEM(fast, r), out + r * ncols, ncols, 0, 1, field) != ncols) {
            Py_DECREF(fast);
            if (!PyErr_Occurred()) PyErr_Format(PyExc_ValueError, "%s: %d columns", field, ncols);
            return -1;
        }
    Py_DECREF(fast);
    return 0;
}

static int read_position(PyObject *piles, PyObject *a, PyObject *k, PyObject *stock, int round, Position *p) {
    PyObject *fast = PySequence_Fast(piles, "piles");
    if (!fast) return -1;
    int total = 0;
    if (PySequence_Fast_GET_SIZE(fast) != PILES) {
        Py_DECREF(fast);
        PyErr_SetString(PyExc_ValueError, "piles: 12 piles");
        return -1;
    }
    for (int i = 0; i < PILES; i++) {
        int n = read_codes(PySequence_Fast_GET_ITEM(fast, i), p->pile[i], MAX_CARDS - total, 0, 51, "piles");
        if (n < 0) {
            Py_DECREF(fast);
            return -1;
        }
        p->len[i] = n;
        total += n;
    }
    Py_DECREF(fast);
    int n = read_codes(stock, p->stock, MAX_CARDS - total, 0, 51, "stock");
    if (n < 0) return -1;
    p->nstock = n;
    if (read_codes(a, p->a, 4, 1, 13, "a") != 4 || read_codes(k, p->k, 4, 1, 13, "k") != 4) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "a, k: 4 tops each");
        return -1;
    }
    if (round < 1 || round > 9) {
        PyErr_SetString(PyExc_ValueError, "round: 1..9");
        return -1;
    }
    p->round = round;
    return 0;
}

static const char new_walk_doc[] =
    "new_walk(piles, a, k, stock, round, redeals, free_piles, redeal_first, from_last, best_first,\n"
    "         row_dealing, row_play, row_bound, fits, max_nodes) -> walk\n"
    "A SpiderSearch walk (search.py) from the position (piles, a, k, stock, round), with the\n"
    "options steps_for() takes; row tables as ROW_OK[rule][phase], fits as FITS.";

static PyObject *py_new_walk(PyObject *self, PyObject *args) {
    PyObject *piles, *a, *k, *stock, *row_dealing, *row_play, *fits;
    int round, redeals, free_piles, redeal_first, from_last, best_first, row_bound;
    long long max_nodes;
    if (!PyArg_ParseTuple(args, "OOOOiippppOOpOL", &piles, &a, &k, &stock, &round, &redeals, &free_piles,
                          &redeal_first, &from_last, &best_first, &row_dealing, &row_play, &row_bound, &fits,
                          &max_nodes))
        return NULL;
    Walk *W = calloc(1, sizeof(Walk));
    if (!W) return PyErr_NoMemory();
    if (keys_init(&W->seen) < 0) {
        walk_free(W);
        return PyErr_NoMemory();
    }
    W->rules.redeals = redeals;
    W->rules.free_piles = free_piles;
    W->rules.redeal_first = redeal_first;
    W->rules.from_last = from_last;
    W->best_first = best_first;
    W->row_bound = row_bound;
    W->max_nodes = max_nodes < 0 ? ((long long)1 << 62) : max_nodes;
    W->status = -1;
    if (read_position(piles, a, k, stock, round, &W->start) < 0
        || read_table(row_dealing, &W->row_dealing[0][0], PILES, 8, "row_dealing") < 0
        || read_table(row_play, &W->row_play[0][0], PILES, 8, "row_play") < 0
        || read_table(fits, &W->rules.fits[0][0], 52, NO_CARD + 1, "fits") < 0) {
        walk_free(W);
        return NULL;
    }
    memcpy(W->rules.row_ok[0], W->row_dealing, sizeof(RowTable));
    memcpy(W->rules.row_ok[1], W->row_play, sizeof(RowTable));
    int result = walk_start(W);
    if (result == -2) {
        walk_free(W);
        return PyErr_NoMemory();
    }
    if (result >= 0) W->status = result;
    PyObject *capsule = PyCapsule_New(W, WALK_CAPSULE, capsule_free);
    if (!capsule) walk_free(W);
    return capsule;
}

static PyObject *py_step(PyObject *self, PyObject *capsule) {
    Walk *W = PyCapsule_GetPointer(capsule, WALK_CAPSULE);
    if (!W) return NULL;
    int result;
    Py_BEGIN_ALLOW_THREADS
    result = walk_step(W);
    Py_END_ALLOW_THREADS
    if (result == -2) return PyErr_NoMemory();
    return Py_BuildValue("(iL)", result, W->nodes);
}

static PyObject *move_tuple(Move m) {
    static const char *kinds[] = {"base", "pile", "deal", "redeal"};
    if (m.kind == BASE) return Py_BuildValue("(si(iii))", kinds[BASE], m.source, m.target, m.ar, m.kr);
    return Py_BuildValue("(sii)", kinds[m.kind], m.source, m.target);
}

static int append_move(PyObject *line, Move m) {
    PyObject *item = move_tuple(m);
    if (!item) return -1;
    int failed = PyList_Append(line, item);
    Py_DECREF(item);
    return failed;
}

/* line(walk): the won line as search.py's line: the start's safe moves, then each move with
 * the safe moves after it (found again by replaying the moves from the start) */
static PyObject *py_line(PyObject *self, PyObject *capsule) {
    Walk *W = PyCapsule_GetPointer(capsule, WALK_CAPSULE);
    if (!W) return NULL;
    if (W->status != WON) {
        PyErr_SetString(PyExc_ValueError, "line: the walk has not won");
        return NULL;
    }
    PyObject *line = PyList_New(0);
    if (!line) return NULL;
    for (int x = 0; x < W->nstart_autos; x++)
        if (append_move(line, W->start_autos[x]) < 0) goto fail;
    Position p = W->start;
    Move autos[MAX_CARDS];
    for (int x = 0; x < W->npath; x++) {
        if (append_move(line, W->path[x]) < 0) goto fail;
        after(&p, &W->rules, W->path[x]);
        int n = settle(&p, &W->rules, autos);
        for (int y = 0; y < n; y++)
            if (append_move(line, autos[y]) < 0) goto fail;
    }
    return line;
fail:
    Py_DECREF(line);
    return NULL;
}

static PyMethodDef methods[] = {
    {"new_walk", py_new_walk, METH_VARARGS, new_walk_doc},
    {"step", py_step, METH_O,
     "step(walk) -> (status, nodes): run to the next pause every 256 positions; status 0 paused, 1 won,\n"
     "2 lost, 3 budget spent."},
    {"line", py_line, METH_O, "line(walk): the won line, as SpiderSearch.line."},
    {"hopeless", py_hopeless, METH_VARARGS,
     "hopeless(piles, a, k, stock, row_dealing, row_play_or_None) -> bool: the bound of row_bound.py when\n"
     "row_play is given, else that of bound.py."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_search",
    "The Spider search in C (see solitaire/solver/spider/search.py, its reference).", -1, methods,
};

PyMODINIT_FUNC PyInit__search(void) {
    init_bound_tables();
    return PyModule_Create(&module);
}
