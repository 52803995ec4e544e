/* The table of positions proven lost, for solitaire/solver/maids/_search.c (included once there).
 *
 * Open addressing with linear probing over 16-byte keys. The table starts small and doubles
 * (by copying) at load one half, so its memory follows what it holds. With a memory cap it
 * doubles only up to the largest power of two of slots whose last doubling (the old slots
 * and the new at once, 1.5 times its size) fits the cap; there it fills up to load 7/8 and
 * then forgets: it stores nothing more and counts what it dropped. That is sound because it
 * only remembers positions proven lost: a forgotten one is searched again when met, nothing
 * worse. It keeps the first keys it met, whatever its size on the way, as the Python fallback's CappedTable does.
 */
#ifndef SOLITAIRE_MAIDS_TABLE_H
#define SOLITAIRE_MAIDS_TABLE_H

#include <Python.h>
#include <stdint.h>
#include <stdlib.h>

#include "_args.h"  /* read_exactly(), for side_rank() from Python */

/* A position in two words (see make_key). Every key has bit 63 of hi set, so a slot whose
 * hi is 0 is empty and a table fresh from calloc (pages the OS zeroes lazily) is all empty. */
typedef struct { uint64_t lo, hi; } Key;

#define IS_EMPTY(slot) ((slot)->hi == 0)
#define SAME_KEY(x, y) ((x).lo == (y).lo && (x).hi == (y).hi)

typedef struct {
    Key *slots;
    size_t mask;     /* capacity - 1 (a power of two) */
    size_t used;
    int capped;      /* 1: grows up to `most` slots; holds at most `limit` keys, then forgets */
    size_t most, limit;
    size_t dropped;  /* capped: the keys it was asked to add once full */
} Table;

/* ---- the key: the side columns as a rank, packed with the rest in 128 bits ---- */

#define SIDE_VALUES 53  /* a side column holds a type 0..51, or nothing (written 52) */

/* binomial[n][k] = C(n, k) for n < 60, k <= 8: enough to rank 8 values in 0..52 */
static uint32_t binomial[SIDE_VALUES + 7][9];

static void init_binomials(void) {
    for (int n = 0; n < SIDE_VALUES + 7; n++) {
        binomial[n][0] = 1;
        for (int k = 1; k <= 8; k++) binomial[n][k] = n ? binomial[n - 1][k - 1] + binomial[n - 1][k] : 0;
    }
}

/* The rank of the side columns (types, -1 for an empty one) as a multiset of values in
 * 0..52, among all C(60, 8) of them. Sorted, v_0 <= ... <= v_7, the w_i = v_i + i form a
 * strictly increasing 8-subset of 0..59, and sum C(w_i, i + 1) is its place in the
 * combinatorial number system: a bijection onto 0..C(60, 8) - 1 < 2^32. */
static void sort_side(const int side[8], int sorted[8]) {
    for (int j = 0; j < 8; j++) {
        int v = side[j] < 0 ? SIDE_VALUES - 1 : side[j];
        int k = j;
        while (k > 0 && sorted[k - 1] > v) { sorted[k] = sorted[k - 1]; k--; }
        sorted[k] = v;
    }
}
static uint32_t sorted_side_rank(const int sorted[8]) {
    uint64_t rank = 0;
    for (int i = 0; i < 8; i++) rank += binomial[sorted[i] + i][i + 1];
    return (uint32_t)rank;
}
static uint32_t side_rank(const int side[8]) {
    int sorted[8];
    sort_side(side, sorted);
    return sorted_side_rank(sorted);
}

/* a: packs taken (36 bits), packs open (4) and stock position (6): 46 bits; waste: a bit set
 * over at most 48 stock places; rank: 32 bits. lo = waste | low 16 bits of rank << 48;
 * hi = a | high 16 bits of rank << 46 (bits 46..61) | 1 << 63. Every field keeps its bits. */
static Key make_key(uint64_t a, uint64_t waste, uint32_t rank) {
    Key key = {waste | (uint64_t)(rank & 0xFFFF) << 48, a | (uint64_t)(rank >> 16) << 46 | 1ULL << 63};
    return key;
}

/* ---- the table ---- */

static uint64_t mix(uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static size_t slot_of(const Table *table, Key key) {
    return (size_t)(mix(key.lo ^ mix(key.hi)) & table->mask);
}

static int table_init(Table *table, size_t capacity) {
    table->slots = calloc(capacity, sizeof(Key));
    if (!table->slots) return -1;
    table->mask = capacity - 1;
    table->used = 0;
    table->capped = 0;
    table->most = table->limit = table->dropped = 0;
    return 0;
}

/* The most slots a cap of max_bytes lets the table grow to: a power of two, at least one,
 * whose doubling from half its size (1.5 times it) fits. */
static size_t capped_capacity(size_t max_bytes) {
    size_t capacity = 1;
    while (capacity <= max_bytes / sizeof(Key) / 3) capacity *= 2;
    return capacity;
}

static int table_contains(const Table *table, Key key) {
    size_t i = slot_of(table, key);
    for (;;) {
        const Key *slot = &table->slots[i];
        if (IS_EMPTY(slot)) return 0;
        if (SAME_KEY(*slot, key)) return 1;
        i = (i + 1) & table->mask;
    }
}

static void table_put(Table *table, Key key) {
    size_t i = slot_of(table, key);
    for (;;) {
        Key *slot = &table->slots[i];
        if (IS_EMPTY(slot)) { *slot = key; table->used++; return; }
        if (SAME_KEY(*slot, key)) return;
        i = (i + 1) & table->mask;
    }
}

static int table_grow(Table *table) {
    Table bigger;
    if (table->mask >= SIZE_MAX / 2 / sizeof(Key)) return -1;  /* twice the slots would not fit a size_t */
    if (table_init(&bigger, 2 * (table->mask + 1)) < 0) return -1;
    for (size_t i = 0; i <= table->mask; i++)
        if (!IS_EMPTY(&table->slots[i])) table_put(&bigger, table->slots[i]);
    free(table->slots);
    bigger.capped = table->capped;
    bigger.most = table->most;
    bigger.limit = table->limit;
    *table = bigger;
    return 0;
}

/* Adds a key; -1 when an uncapped table cannot grow (a capped one forgets instead). */
static int table_add(Table *table, Key key) {
    if (table->capped && table->mask + 1 >= table->most) {
        /* full: the key is dropped, counted once per add, as the Python fallback counts it */
        if (table->used >= table->limit) {
            if (!table_contains(table, key)) table->dropped++;
            return 0;
        }
    } else if (2 * (table->used + 1) > table->mask + 1 && table_grow(table) < 0) {
        return -1;  /* keep the load at most one half */
    }
    table_put(table, key);
    return 0;
}

/* ---- the Python side: a table is a capsule ---- */

#define TABLE_CAPSULE "solitaire.maids_lost"

static void table_capsule_free(PyObject *capsule) {
    Table *table = PyCapsule_GetPointer(capsule, TABLE_CAPSULE);
    if (table) { free(table->slots); free(table); }
}

/* max_bytes from Python: None (0 here: no cap) or a positive int; huge values saturate. */
static int read_max_bytes(PyObject *value, size_t *max_bytes) {
    *max_bytes = 0;
    if (value == Py_None) return 0;
    if (!PyLong_Check(value)) {
        PyErr_Format(PyExc_TypeError, "max_bytes: an int or None, not %s", Py_TYPE(value)->tp_name);
        return -1;
    }
    int overflow;
    long long bytes = PyLong_AsLongLongAndOverflow(value, &overflow);
    if (bytes == -1 && PyErr_Occurred()) return -1;
    if (overflow < 0 || (!overflow && bytes <= 0)) {
        PyErr_Format(PyExc_ValueError, "max_bytes: a positive number of bytes, not %R", value);
        return -1;
    }
    *max_bytes = overflow || (unsigned long long)bytes > SIZE_MAX ? SIZE_MAX : (size_t)bytes;
    return 0;
}

static PyObject *new_table(PyObject *self, PyObject *args, PyObject *kwargs) {
    static char *names[] = {"max_bytes", NULL};
    PyObject *cap = Py_None;
    size_t max_bytes;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "|O:new_table", names, &cap)) return NULL;
    if (read_max_bytes(cap, &max_bytes) < 0) return NULL;
    size_t most = max_bytes ? capped_capacity(max_bytes) : 0;
    Table *table = malloc(sizeof(Table));
    if (!table || table_init(table, most && most < 1 << 12 ? most : 1 << 12) < 0) {
        free(table);
        return PyErr_NoMemory();
    }
    if (max_bytes) {
        table->capped = 1;
        table->most = most;
        table->limit = most * 7 / 8;  /* the Python fallback's CappedTable uses the same limit */
    }
    return PyCapsule_New(table, TABLE_CAPSULE, table_capsule_free);
}

static PyObject *table_size(PyObject *self, PyObject *capsule) {
    Table *table = PyCapsule_GetPointer(capsule, TABLE_CAPSULE);
    if (!table) return NULL;
    return PyLong_FromSize_t(table->used);
}

static PyObject *table_dropped(PyObject *self, PyObject *capsule) {
    Table *table = PyCapsule_GetPointer(capsule, TABLE_CAPSULE);
    if (!table) return NULL;
    return PyLong_FromSize_t(table->dropped);
}

/* side_rank() of 8 side columns, for the tests: the key's side part is one-to-one. */
static PyObject *py_side_rank(PyObject *self, PyObject *list) {
    int side[8];
    if (read_exactly(list, side, 8, -1, SIDE_VALUES - 2, "side") < 0) return NULL;
    return PyLong_FromUnsignedLong(side_rank(side));
}

#endif
