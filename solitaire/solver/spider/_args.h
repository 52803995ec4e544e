/* Reading the arguments of the Spider search's Python calls (solitaire/solver/spider/_search.c,
 * included once there): a position, the row tables, FITS. Bad input is a ValueError or a
 * TypeError that names the field, never a crash.
 */
#ifndef SOLITAIRE_SPIDER_ARGS_H
#define SOLITAIRE_SPIDER_ARGS_H

#include <Python.h>
#include <stdio.h>

#include "_position.h"

/* item `index` of the field `what` as an int in low..high, or -1 with an error set */
static int read_int(PyObject *item, int low, int high, const char *what, Py_ssize_t index, uint8_t *out) {
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
static PyObject *read_sequence(PyObject *obj, const char *what) {
    PyObject *seq = PySequence_Fast(obj, "not a sequence");
    if (!seq) {
        PyErr_Clear();
        PyErr_Format(PyExc_TypeError, "%s: not a sequence", what);
    }
    return seq;
}

/* A sequence of fewest..most ints, each in low..high, into out; returns its length, or -1 with
 * an error naming the field set. */
static int read_ints(PyObject *obj, uint8_t *out, int fewest, int most, int low, int high, const char *what) {
    PyObject *seq = read_sequence(obj, what);
    if (!seq) return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    int ok = fewest <= n && n <= most;
    if (!ok) PyErr_Format(PyExc_ValueError, "%s: %zd items, not %d..%d", what, n, fewest, most);
    for (Py_ssize_t i = 0; ok && i < n; i++)
        ok = read_int(PySequence_Fast_GET_ITEM(seq, i), low, high, what, i, &out[i]) == 0;
    Py_DECREF(seq);
    return ok ? (int)n : -1;
}

/* A table of nrows sequences of ncols truth values into out (row by row): ROW_OK[rule][phase] of
 * solitaire/spider/state.py (12 piles of 8 bases), or FITS (52 cards of 53 tops). */
static int read_table(PyObject *obj, uint8_t *out, int nrows, int ncols, const char *what) {
    PyObject *seq = read_sequence(obj, what);
    if (!seq) return -1;
    int ok = PySequence_Fast_GET_SIZE(seq) == nrows;
    if (!ok) PyErr_Format(PyExc_ValueError, "%s: %zd rows, not %d", what, PySequence_Fast_GET_SIZE(seq), nrows);
    for (int i = 0; ok && i < nrows; i++) {
        PyObject *row = read_sequence(PySequence_Fast_GET_ITEM(seq, i), what);
        ok = row && PySequence_Fast_GET_SIZE(row) == ncols;
        if (row && !ok) PyErr_Format(PyExc_ValueError, "%s[%d]: %zd values, not %d", what, i,
                                     PySequence_Fast_GET_SIZE(row), ncols);
        for (int j = 0; ok && j < ncols; j++) {
            int truth = PyObject_IsTrue(PySequence_Fast_GET_ITEM(row, j));
            ok = truth >= 0;
            out[i * ncols + j] = (uint8_t)(truth > 0);
        }
        Py_XDECREF(row);
    }
    Py_DECREF(seq);
    return ok ? 0 : -1;
}

/* ROW_OK[rule][phase]: 12 piles of 8 bases */
static int read_rows(PyObject *obj, RowTable table, const char *what) {
    return read_table(obj, &table[0][0], PILES, 8, what);
}

/* The Position of the arguments (piles, a, k, stock). */
static int read_position(PyObject *piles, PyObject *a, PyObject *k, PyObject *stock, Position *p) {
    char what[16];
    int total;
    PyObject *seq = read_sequence(piles, "piles");
    if (!seq) return -1;
    int ok = PySequence_Fast_GET_SIZE(seq) == PILES;
    if (!ok) PyErr_Format(PyExc_ValueError, "piles: %zd piles, not %d", PySequence_Fast_GET_SIZE(seq), PILES);
    for (int i = 0; ok && i < PILES; i++) {
        snprintf(what, sizeof what, "piles[%d]", i);
        int n = read_ints(PySequence_Fast_GET_ITEM(seq, i), p->pile[i], 0, MAX_CARDS, 0, 51, what);
        ok = n >= 0;
        p->len[i] = (uint8_t)(ok ? n : 0);
    }
    Py_DECREF(seq);
    if (!ok) return -1;
    int n = read_ints(stock, p->stock, 0, MAX_CARDS, 0, 51, "stock");
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
    if (read_ints(a, p->a, 4, 4, 0, 13, "a") < 0) return -1;
    return read_ints(k, p->k, 4, 4, 1, 14, "k") < 0 ? -1 : 0;
}

#endif
