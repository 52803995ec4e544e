/* Reading the lists solitaire/solver/maids/search.py passes to the C search, with errors that name
 * the field (included once in solitaire/solver/maids/_search.c). */
#ifndef SOLITAIRE_MAIDS_ARGS_H
#define SOLITAIRE_MAIDS_ARGS_H

/* A list of at most `limit` ints, each in low..high; returns its length, or -1 with an error set. */
static int read_ints(PyObject *list, int *out, int limit, int low, int high, const char *what) {
    Py_ssize_t n = PySequence_Size(list);
    if (n < 0) return -1;
    if (n > limit) { PyErr_Format(PyExc_ValueError, "%s: %zd items, at most %d", what, n, limit); return -1; }
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *item = PySequence_GetItem(list, i);
        if (!item) return -1;
        long v = PyLong_AsLong(item);
        Py_DECREF(item);
        if (v == -1 && PyErr_Occurred()) return -1;
        if (v < low || v > high) {
            PyErr_Format(PyExc_ValueError, "%s: %ld is not in %d..%d", what, v, low, high);
            return -1;
        }
        out[i] = (int)v;
    }
    return (int)n;
}

static int read_exactly(PyObject *list, int *out, int size, int low, int high, const char *what) {
    int n = read_ints(list, out, size, low, high, what);
    if (n >= 0 && n != size) {
        PyErr_Format(PyExc_ValueError, "%s: %d items, not %d", what, n, size);
        return -1;
    }
    return n;
}

#endif
