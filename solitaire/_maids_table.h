/* The table of positions proven lost, for solitaire/_maids_search.c (included once there). */
#ifndef SOLITAIRE_MAIDS_TABLE_H
#define SOLITAIRE_MAIDS_TABLE_H

#include <Python.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct { uint64_t a, b, c; } Key;

typedef struct {
    Key *slots;
    size_t mask;   /* capacity - 1 (a power of two) */
    size_t used;
} Table;

#define EMPTY UINT64_MAX  /* no position has every bit of word a set (packs use 3 bits for 0..4) */

static uint64_t mix(uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static size_t slot_of(const Table *table, Key key) {
    return (size_t)(mix(key.a ^ mix(key.b ^ mix(key.c))) & table->mask);
}

static int table_init(Table *table, size_t capacity) {
    table->slots = malloc(capacity * sizeof(Key));
    if (!table->slots) return -1;
    for (size_t i = 0; i < capacity; i++) table->slots[i].a = EMPTY;
    table->mask = capacity - 1;
    table->used = 0;
    return 0;
}

static int table_contains(const Table *table, Key key) {
    size_t i = slot_of(table, key);
    for (;;) {
        const Key *slot = &table->slots[i];
        if (slot->a == EMPTY) return 0;
        if (slot->a == key.a && slot->b == key.b && slot->c == key.c) return 1;
        i = (i + 1) & table->mask;
    }
}

static void table_put(Table *table, Key key) {
    size_t i = slot_of(table, key);
    for (;;) {
        Key *slot = &table->slots[i];
        if (slot->a == EMPTY) { *slot = key; table->used++; return; }
        if (slot->a == key.a && slot->b == key.b && slot->c == key.c) return;
        i = (i + 1) & table->mask;
    }
}

static int table_add(Table *table, Key key) {
    if (2 * (table->used + 1) > table->mask + 1) {  /* keep the load at most one half */
        Table bigger;
        if (table_init(&bigger, 2 * (table->mask + 1)) < 0) return -1;
        for (size_t i = 0; i <= table->mask; i++)
            if (table->slots[i].a != EMPTY) table_put(&bigger, table->slots[i]);
        free(table->slots);
        *table = bigger;
    }
    table_put(table, key);
    return 0;
}

static void table_capsule_free(PyObject *capsule) {
    Table *table = PyCapsule_GetPointer(capsule, "solitaire.maids_lost");
    if (table) { free(table->slots); free(table); }
}

static PyObject *new_table(PyObject *self, PyObject *unused) {
    Table *table = malloc(sizeof(Table));
    if (!table || table_init(table, 1 << 12) < 0) { free(table); return PyErr_NoMemory(); }
    return PyCapsule_New(table, "solitaire.maids_lost", table_capsule_free);
}

static PyObject *table_size(PyObject *self, PyObject *capsule) {
    Table *table = PyCapsule_GetPointer(capsule, "solitaire.maids_lost");
    if (!table) return NULL;
    return PyLong_FromSize_t(table->used);
}

#endif
