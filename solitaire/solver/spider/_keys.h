/* The positions a Spider walk has reached, for solitaire/solver/spider/_search.c (included once there).
 *
 * The Python walks keep a set (or dict) of keys; this is the same set: every key's bytes are
 * kept whole in one growing arena, and a table with open addressing (linear probing) maps a
 * key's 64-bit hash to where its bytes lie. Two keys are the same only if all their bytes are:
 * a hash collision costs a comparison, never a position, so a walk that runs dry still proves
 * its deal lost.
 */
#ifndef SOLITAIRE_SPIDER_KEYS_H
#define SOLITAIRE_SPIDER_KEYS_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint64_t hash;    /* 0: an empty slot (a real hash 0 is stored as 1) */
    uint64_t offset;  /* where the key's length byte lies in the arena */
} Slot;

/* The bytes a walk's growing arrays hold, and the most they may (table_bytes; SIZE_MAX: no
 * cap). A growth that would pass `most` is refused (`refused` set): the walk stops there. */
typedef struct { size_t held, most; int refused; } Memory;

/* 0 if an array may grow from `old` to `new` bytes (counted), -1 if the cap refuses it */
static int memory_grow(Memory *m, size_t old, size_t new) {
    if (new - old > m->most || m->held > m->most - (new - old)) {
        m->refused = 1;
        return -1;
    }
    m->held += new - old;
    return 0;
}

typedef struct {
    Slot *slots;
    size_t mask, used;
    uint8_t *arena;
    size_t length, capacity;
    Memory *memory;   /* the walk's, shared with its other arrays */
} KeySet;

static uint64_t key_hash(const uint8_t *bytes, size_t n) {
    uint64_t h = 0x9E3779B97F4A7C15ULL ^ n;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t word;
        memcpy(&word, bytes + i, 8);
        h = (h ^ word) * 0xBF58476D1CE4E5B9ULL;
        h ^= h >> 31;
    }
    uint64_t tail = 0;
    memcpy(&tail, bytes + i, n - i);
    h = (h ^ tail) * 0x94D049BB133111EBULL;
    h ^= h >> 29;
    return h ? h : 1;
}

static int keys_init(KeySet *set, Memory *memory) {
    memset(set, 0, sizeof *set);
    set->memory = memory;
    set->mask = (1u << 16) - 1;
    set->slots = calloc(set->mask + 1, sizeof(Slot));
    set->capacity = 1u << 20;
    set->arena = malloc(set->capacity);
    memory->held += (set->mask + 1) * sizeof(Slot) + set->capacity;  /* the start is never refused */
    return set->slots && set->arena ? 0 : -1;
}

static void keys_free(KeySet *set) {
    free(set->slots);
    free(set->arena);
    memset(set, 0, sizeof *set);
}

static int keys_grow_table(KeySet *set) {
    if (set->mask >= SIZE_MAX / 2 / sizeof(Slot)) return -1;  /* twice the slots would not fit a size_t */
    size_t mask = set->mask * 2 + 1;
    if (memory_grow(set->memory, (set->mask + 1) * sizeof(Slot), (mask + 1) * sizeof(Slot)) < 0) return -1;
    Slot *slots = calloc(mask + 1, sizeof(Slot));
    if (!slots) return -1;
    for (size_t i = 0; i <= set->mask; i++) {
        Slot s = set->slots[i];
        if (!s.hash) continue;
        size_t at = s.hash & mask;
        while (slots[at].hash) at = (at + 1) & mask;
        slots[at] = s;
    }
    free(set->slots);
    set->slots = slots;
    set->mask = mask;
    return 0;
}

/* 1 if the key was new (it is added), 0 if it was there, -1 out of memory or past the cap
 * (the set's Memory says which). */
static int keys_add(KeySet *set, const uint8_t *bytes, size_t n) {
    uint64_t h = key_hash(bytes, n);
    size_t at = h & set->mask;
    for (; set->slots[at].hash; at = (at + 1) & set->mask) {
        const Slot *s = &set->slots[at];
        if (s->hash == h && set->arena[s->offset] == n && !memcmp(set->arena + s->offset + 1, bytes, n)) return 0;
    }
    if (set->length + n + 1 > set->capacity) {
        if (set->capacity > SIZE_MAX / 2) return -1;
        size_t capacity = set->capacity * 2;
        if (memory_grow(set->memory, set->capacity, capacity) < 0) return -1;
        uint8_t *arena = realloc(set->arena, capacity);
        if (!arena) return -1;
        set->arena = arena;
        set->capacity = capacity;
    }
    set->arena[set->length] = (uint8_t)n;
    memcpy(set->arena + set->length + 1, bytes, n);
    set->slots[at].hash = h;
    set->slots[at].offset = set->length;
    set->length += n + 1;
    if (++set->used * 2 > set->mask) return keys_grow_table(set) < 0 ? -1 : 1;
    return 1;
}

#endif
