/* The Spider walks (solitaire/solver/spider/search.py calls them): the walks, stated here.
 *
 * Their steps follow the Python's names (_steps.h is steps.py, _bound.h bound.py, _row_bound.h
 * row_bound.py, where each rule says why it is sound); a walk pauses every 256 positions
 * (_walk.h), so that plan.py shares a budget between walks. The tests ask of them the plain walk's
 * verdict (solver/generic.py) wherever that walk decides, wins that replay on the engine, and
 * bounds that answer as the Python ones; the Python walks of search.py are a frozen fallback for
 * machines without a C compiler.
 *
 * A walk is an object (a capsule) that step() drives to its next pause: 0 paused, 1 won,
 * 2 lost, 3 budget spent (the Python's BudgetSpent), 4 its memory reached the cap that
 * memory() set (table_bytes: the walk ends there, as a Python walk does).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "_walk.h"
#include "_args.h"

/* ---- Python ---- */

#define WALK_CAPSULE "solitaire.solver.spider._search.Walk"

static void capsule_free(PyObject *capsule) {
    Walk *W = PyCapsule_GetPointer(capsule, WALK_CAPSULE);
    if (W) walk_free(W);
}

static const char new_walk_doc[] =
    "new_walk(piles, a, k, stock, round, redeals, free_piles, redeal_first, from_last, best_first,\n"
    "         row_dealing, row_play, fits, max_nodes, seed=0) -> walk\n"
    "A SpiderSearch walk (search.py) from the position (piles, a, k, stock, round), with the\n"
    "options steps_for() takes; row tables as ROW_OK[rule][phase], fits as FITS; seed from 1: the\n"
    "moves between piles shuffled as moves_step(seed=...) shuffles them.";

static PyObject *py_new_walk(PyObject *self, PyObject *args) {
    PyObject *piles, *a, *k, *stock, *row_dealing, *row_play, *fits;
    int round, redeals, free_piles, redeal_first, from_last, best_first;
    long long max_nodes;
    unsigned long long seed = 0;
    if (!PyArg_ParseTuple(args, "OOOOiippppOOOL|K", &piles, &a, &k, &stock, &round, &redeals, &free_piles,
                          &redeal_first, &from_last, &best_first, &row_dealing, &row_play, &fits, &max_nodes,
                          &seed))
        return NULL;
    if (round < 1 || round > 9) return PyErr_Format(PyExc_ValueError, "round: 1..9, not %d", round);
    Walk *W = calloc(1, sizeof(Walk));
    if (!W) return PyErr_NoMemory();
    W->memory.most = SIZE_MAX;
    W->positions.memory = W->moves.memory = &W->memory;
    if (keys_init(&W->seen, &W->memory) < 0) {
        walk_free(W);
        return PyErr_NoMemory();
    }
    W->rules.redeals = redeals;
    W->rules.free_piles = free_piles;
    W->rules.redeal_first = redeal_first;
    W->rules.from_last = from_last;
    W->rules.shuffle = seed != 0;
    W->rules.rng = seed;
    W->best_first = best_first;
    W->max_nodes = max_nodes < 0 ? ((long long)1 << 62) : max_nodes;
    W->status = -1;
    if (read_position(piles, a, k, stock, &W->start) < 0
        || read_rows(row_dealing, W->rules.row_ok[0], "row_dealing") < 0
        || read_rows(row_play, W->rules.row_ok[1], "row_play") < 0
        || read_table(fits, &W->rules.fits[0][0], 52, NO_CARD + 1, "fits") < 0) {
        walk_free(W);
        return NULL;
    }
    W->start.round = round;
    int result = walk_start(W);
    if (result == -2 && !W->memory.refused) {
        walk_free(W);
        return PyErr_NoMemory();
    }
    if (result == -2) result = CAPPED;
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

/* memory(walk, most) -> bytes held: sets the cap of the walk's arrays (most < 0: none) */
static PyObject *py_memory(PyObject *self, PyObject *args) {
    PyObject *capsule;
    long long most;
    if (!PyArg_ParseTuple(args, "OL:memory", &capsule, &most)) return NULL;
    Walk *W = PyCapsule_GetPointer(capsule, WALK_CAPSULE);
    if (!W) return NULL;
    W->memory.most = most < 0 ? SIZE_MAX : (size_t)most;
    return PyLong_FromSize_t(W->memory.held);
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

/* hopeless(piles, a, k, stock, row_dealing, row_play=None) -> bool: row_bound_hopeless when
 * row_play is given (not None), else last_round_hopeless. piles: 12 sequences of codes 0..51,
 * bottom to top; a, k: 4 tops each (0..13, 1..14); stock: codes, next first (at most 96 cards in
 * all); the row tables as ROW_OK[rule][phase]. Bad input: a ValueError or TypeError naming the
 * field. */
static PyObject *py_hopeless(PyObject *self, PyObject *args) {
    PyObject *piles, *a, *k, *stock, *dealing, *play = Py_None;
    Position p;
    RowTable row_dealing, row_play;
    (void)self;
    if (!PyArg_ParseTuple(args, "OOOOO|O:hopeless", &piles, &a, &k, &stock, &dealing, &play)) return NULL;
    if (read_position(piles, a, k, stock, &p) < 0) return NULL;
    if (read_rows(dealing, row_dealing, "row_dealing") < 0) return NULL;
    if (play == Py_None) return PyBool_FromLong(last_round_hopeless(&p, row_dealing));
    if (read_rows(play, row_play, "row_play") < 0) return NULL;
    return PyBool_FromLong(row_bound_hopeless(&p, row_dealing, row_play));
}

static PyMethodDef methods[] = {
    {"new_walk", py_new_walk, METH_VARARGS, new_walk_doc},
    {"step", py_step, METH_O,
     "step(walk) -> (status, nodes): run to the next pause every 256 positions; status 0 paused, 1 won,\n"
     "2 lost, 3 budget spent, 4 its memory reached the cap memory() set."},
    {"memory", py_memory, METH_VARARGS,
     "memory(walk, most) -> bytes: the bytes the walk's tables hold; from now on they may hold at most\n"
     "`most` (a growth past it ends the walk: step() says 4), or any amount when most < 0."},
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
    return PyModule_Create(&module);
}
