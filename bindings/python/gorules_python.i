/* SPDX-License-Identifier: MIT */
/*
 * gorules_python.i - Python typemaps for gorules.i. The module built here
 * is gorules.core (low level, every C call); the package's __init__.py is
 * the Pythonic layer on top of it.
 */
%module(package="gorules", threads="1") core
%nothread;    /* only the bulk calls named in gorules.i release the GIL */

%include <typemaps.i>

%{
#include <limits.h>
#include "gorules.h"
#include "gorules_bind.h"
#include <stdint.h>

/* {status code: exception class}, handed over by gorules/__init__.py: the
 * classes of a failed call, and those of an SGF text or record that cannot
 * be read or replayed (SgfError, or IllegalMoveError for an illegal move). */
static PyObject *gorb_py_errors = NULL;
static PyObject *gorb_py_sgf_errors = NULL;

/* Raise the class that `errors` gives status, with (status, message);
 * line > 0: set .line and .column on the exception too. */
static void gorb_py_raise_in(PyObject *errors, int status, PyObject *message,
                             int line, int column)
{
    PyObject *cls = NULL, *key = PyLong_FromLong(status), *exc = NULL;
    if (key && errors)
        cls = PyDict_GetItemWithError(errors, key);
    Py_XDECREF(key);
    if (!PyErr_Occurred() && message)
        exc = PyObject_CallFunction(cls ? cls : PyExc_RuntimeError, "(iO)",
                                    status, message);
    if (exc && line > 0 &&
        (PyObject_SetAttrString(exc, "line", PyLong_FromLong(line)) < 0 ||
         PyObject_SetAttrString(exc, "column", PyLong_FromLong(column)) < 0))
        Py_CLEAR(exc);
    if (exc)
        PyErr_SetObject((PyObject *)Py_TYPE(exc), exc);
    Py_XDECREF(exc);
    Py_XDECREF(message);
}

static void gorb_py_raise_obj(int status, PyObject *message)
{
    gorb_py_raise_in(gorb_py_errors, status, message, 0, 0);
}

static PyObject *gorb_py_text(int status, const char *detail)
{
    const char *text = detail && *detail ? detail : gor_strerror(status);
    return PyUnicode_DecodeUTF8(text, (Py_ssize_t)strlen(text), "replace");
}

static void gorb_py_raise(int status, const char *detail)
{
    gorb_py_raise_obj(status, gorb_py_text(status, detail));
}

/* SWIG's own refusals of an argument raise ArgumentTypeError (a wrong
 * type) or ArgumentError (a bad value, one out of its C type's range
 * included) with status EINVAL, the classes
 * __init__.py gives under "TypeError" and "ValueError". */
static void gorb_py_arg_error(int code, const char *msg)
{
    PyObject *cls = NULL, *exc = NULL;
    char why[240];
    /* A conversion that failed may have left its own exception (a lone
     * surrogate in a str: UnicodeEncodeError); ours replaces it. */
    int unicode = PyErr_Occurred() && PyErr_ExceptionMatches(PyExc_UnicodeError);
    PyErr_Clear();
    if (unicode) {
        snprintf(why, sizeof why, "%s: text that is not valid UTF-8", msg);
        msg = why;
        code = SWIG_ValueError;
    } else if (code == SWIG_OverflowError) {  /* -5 for a size_t */
        snprintf(why, sizeof why, "%s: out of range", msg);
        msg = why;
        code = SWIG_ValueError;
    }
    if (gorb_py_errors && (code == SWIG_TypeError || code == SWIG_ValueError))
        cls = PyDict_GetItemString(gorb_py_errors, code == SWIG_TypeError ?
                                   "TypeError" : "ValueError");
    if (!cls) {
        SWIG_Error(code, msg);
        return;
    }
    exc = PyObject_CallFunction(cls, "(is)", GOR_EINVAL, msg);
    if (exc)
        PyErr_SetObject((PyObject *)Py_TYPE(exc), exc);
    Py_XDECREF(exc);
}
#undef SWIG_exception_fail
#define SWIG_exception_fail(code, msg) \
    do { gorb_py_arg_error(code, msg); SWIG_fail; } while (0)

/* Text arguments: a NUL byte inside would cut the text short in C. */
static int gorb_py_has_nul(const char *buf, size_t size)
{
    return buf && size > 0 && strlen(buf) + 1 != size;
}

/* Transparent structs <-> dicts (field lists in gorules_bind.c). */
static PyObject *gorb_py_from_struct(const void *base, const gorb_field *f)
{
    PyObject *d = PyDict_New();
    for (; d && f->name; f++) {
        const char *p = (const char *)base + f->offset;
        PyObject *v = NULL;
        switch (f->type) {
        case 'i': v = PyLong_FromLong(*(const int *)p); break;
        case 'u': v = PyLong_FromUnsignedLong(*(const unsigned *)p); break;
        case 'z': v = PyLong_FromSize_t(*(const size_t *)p); break;
        case 'd': v = PyFloat_FromDouble(*(const double *)p); break;
        case 'q': v = PyLong_FromLongLong((long long)*(const int64_t *)p); break;
        case 's': v = PyUnicode_DecodeUTF8(p, (Py_ssize_t)strlen(p), "replace"); break;
        case '{': v = gorb_py_from_struct(p, f->sub); break;
        }
        if (!v || PyDict_SetItemString(d, f->name, v) < 0)
            Py_CLEAR(d);
        Py_XDECREF(v);
    }
    return d;
}

/* A field's value that its C type cannot hold (a float for an int, an
 * int past 32 bits): an ArgumentError naming the field and the range,
 * never a value cut short. -1. */
static int gorb_py_field_error(const gorb_field *f, PyObject *v)
{
    char msg[200];
    const char *range = f->type == 'i' ? "an int from -2147483648 to 2147483647"
                      : f->type == 'u' ? "an int from 0 to 4294967295"
                      : f->type == 'z' ? "an int from 0 to SIZE_MAX"
                      : f->type == 'q' ? "a 64-bit int" : "a number";
    PyObject *r = PyObject_Repr(v);
    const char *rs = r ? PyUnicode_AsUTF8(r) : NULL;
    PyErr_Clear();
    snprintf(msg, sizeof msg, "%s: %.60s is not %s", f->name, rs ? rs : "?",
             range);
    Py_XDECREF(r);
    int number = f->type == 'd' ? PyNumber_Check(v) : PyLong_Check(v);
    gorb_py_arg_error(number ? SWIG_ValueError : SWIG_TypeError, msg);
    return -1;
}

/* Fill the fields the dict has (others keep their values). 0 or -1. */
static int gorb_py_to_struct(PyObject *d, void *base, const gorb_field *f)
{
    if (!PyDict_Check(d)) {
        PyErr_SetString(PyExc_TypeError, "expected a dict");
        return -1;
    }
    for (; f->name; f++) {
        PyObject *v = PyDict_GetItemString(d, f->name);
        char *p = (char *)base + f->offset;
        if (!v)
            continue;
        long long i = 0;
        unsigned long long u = 0;
        switch (f->type) {
        case 'i': i = PyLong_AsLongLong(v); *(int *)p = (int)i; break;
        case 'u': u = PyLong_AsUnsignedLongLong(v); *(unsigned *)p = (unsigned)u; break;
        case 'z': *(size_t *)p = PyLong_AsSize_t(v); break;
        case 'd': *(double *)p = PyFloat_AsDouble(v); break;
        case 'q': *(int64_t *)p = (int64_t)PyLong_AsLongLong(v); break;
        case '{': if (gorb_py_to_struct(v, p, f->sub) < 0) return -1; break;
        default: break;  /* strings are read-only */
        }
        if (PyErr_Occurred())
            return gorb_py_field_error(f, v);
        if ((f->type == 'i' && (i < INT_MIN || i > INT_MAX)) ||
            (f->type == 'u' && u > UINT_MAX))
            return gorb_py_field_error(f, v);
    }
    return 0;
}

/*
 * Threads. Every wrapper holds the guard of each library object it is
 * given (gorb_guard_* in gorules_bind.c) from converting the argument to
 * freeing the arguments, so calls on one object from several threads run
 * one after the other, GIL or no GIL, while calls on other objects run in
 * parallel where the GIL is released. Two rules keep the guards and the
 * GIL from waiting on each other:
 *  - a thread never waits for a guard while holding the GIL: it tries
 *    first, and only when the guard is busy releases the GIL to wait;
 *  - a thread that holds guards (a call with two objects, or a call made
 *    from Python code that runs while arguments are converted) and finds
 *    the next one busy, lets go of what it holds, takes the multi-lock and
 *    takes them all again, so that only one thread at a time waits while
 *    holding guards.
 * A guard this thread already holds is not taken again (the same object
 * twice, two objects on one guard, or a nested call).
 */
#define GORB_PY_HELD_MAX 14
typedef struct gorb_py_held {
    short n, multi;
    short guard[GORB_PY_HELD_MAX];
} gorb_py_held;
/* initial-exec: one instruction to reach it (32 bytes of static TLS). */
static _Thread_local gorb_py_held gorb_py_thread
    __attribute__((tls_model("initial-exec")));

/* Take obj's guard: its index, -1 when nothing was taken (NULL, or a
 * guard this thread holds), -2 with a Python exception set. */
static int gorb_py_guard(const void *obj)
{
    gorb_py_held *h = &gorb_py_thread;
    if (!obj)
        return -1;
    int g = gorb_guard_index(obj);
    for (int k = 0; k < h->n; k++)
        if (h->guard[k] == g)
            return -1;
    if (h->n == GORB_PY_HELD_MAX) {
        PyErr_SetString(PyExc_RecursionError,
                        "gorules: calls nested too deeply");
        return -2;
    }
    if (!gorb_guard_trylock(g)) {
        Py_BEGIN_ALLOW_THREADS
        if (h->n && !h->multi) {
            for (int k = 0; k < h->n; k++)
                gorb_guard_unlock(h->guard[k]);
            gorb_guard_lock_multi();
            h->multi = 1;
            for (int k = 0; k < h->n; k++)
                gorb_guard_lock(h->guard[k]);
        }
        gorb_guard_lock(g);
        Py_END_ALLOW_THREADS
    }
    h->guard[h->n++] = (short)g;
    return g;
}

static void gorb_py_unguard(int g)
{
    gorb_py_held *h = &gorb_py_thread;
    if (g < 0)
        return;
    for (int k = h->n - 1; k >= 0; k--)
        if (h->guard[k] == g) {
            h->guard[k] = h->guard[--h->n];
            break;
        }
    gorb_guard_unlock(g);
    if (!h->n && h->multi) {
        h->multi = 0;
        gorb_guard_unlock_multi();
    }
}
%}

%init %{
    if (gorb_guard_init() != GOR_OK) {
        PyErr_NoMemory();
        return NULL;
    }
%}

/* Library objects given to a call: converted, then guarded. */
%define GORB_GUARDED_(PTR)
%typemap(in) PTR (void *argp = 0, int res = 0, int guard = -1) {
    res = SWIG_ConvertPtr($input, &argp, $descriptor, 0);
    if (!SWIG_IsOK(res))
        SWIG_exception_fail(SWIG_ArgError(res), "in method '$symname', argument $argnum of type '$type'");
    $1 = ($ltype)argp;
    guard = gorb_py_guard(argp);
    if (guard == -2)
        SWIG_fail;
}
%typemap(freearg) PTR "gorb_py_unguard(guard$argnum);"
%enddef
%define GORB_GUARDED(TYPE)
GORB_GUARDED_(TYPE *)
GORB_GUARDED_(const TYPE *)
%enddef
GORB_GUARDED(gor_game)
GORB_GUARDED(gor_rules)
#ifdef GORB_WITH_REFEREE
GORB_GUARDED(gor_referee)
#endif
#ifdef GORB_WITH_SGF
GORB_GUARDED(gor_sgf)
GORB_GUARDED(gor_sgf_report)
#endif
#ifdef GORB_WITH_PLAYOUT
GORB_GUARDED(gor_playout)
#endif

%rename(_set_errors) gorb_py_set_errors;
%inline %{
static void gorb_py_set_errors(PyObject *errors, PyObject *sgf_errors)
{
    Py_XINCREF(errors);
    Py_XSETREF(gorb_py_errors, errors);
    Py_XINCREF(sgf_errors);
    Py_XSETREF(gorb_py_sgf_errors, sgf_errors);
}
%}

%define GORB_APPEND(obj) $result = SWIG_Python_AppendOutput($result, obj); %enddef

/* ---- status returns ---------------------------------------------- */
%typemap(out) int {
    if ($1 < 0) { gorb_py_raise($1, NULL); SWIG_fail; }
    $result = PyLong_FromLong($1);
}
%typemap(out) int GOR_VALUE "$result = PyLong_FromLong($1);"
%typemap(out) int GOR_STATUS {
    if ($1 < 0) { gorb_py_raise($1, NULL); SWIG_fail; }
    $result = SWIG_Py_Void();
}
%typemap(out) int GOR_GAME {
    if ($1 < 0) { gorb_py_raise($1, gor_game_last_error(arg1)); SWIG_fail; }
    $result = SWIG_Py_Void();
}
%typemap(out) int GOR_CLOCK {
    if ($1 < 0) { gorb_py_raise($1, gor_clock_last_error(arg1)); SWIG_fail; }
    $result = SWIG_Py_Void();
}
%typemap(out) int GOR_CLOCK_NEW {
    if ($1 < 0) {
        char why[160];
        gor_clock_options_check(arg2, why, sizeof why);
        gorb_py_raise($1, why);
        SWIG_fail;
    }
    $result = SWIG_Py_Void();
}
%typemap(out) int GOR_CLOCK_VALUE {
    if ($1 < 0) { gorb_py_raise($1, gor_clock_last_error(arg1)); SWIG_fail; }
    $result = PyLong_FromLong($1);
}
%typemap(out) int GOR_REPLAY {
    if ($1 < 0) {
        gorb_py_raise_in(gorb_py_sgf_errors, $1,
                         gorb_py_text($1, gorb_sgf_replay_error()), 0, 0);
        SWIG_fail;
    }
    $result = SWIG_Py_Void();
}
%typemap(out) int GOR_REFEREE {
    if ($1 < 0) { gorb_py_raise($1, gor_referee_last_error(arg1)); SWIG_fail; }
    $result = SWIG_Py_Void();
}
%typemap(out) int GOR_REFEREE_VALUE {
    if ($1 < 0) { gorb_py_raise($1, gor_referee_last_error(arg1)); SWIG_fail; }
    $result = PyLong_FromLong($1);
}
%typemap(out) int GOR_SGF_PARSE {
    if ($1 < 0) {
        gorb_py_raise_in(gorb_py_sgf_errors, $1, arg1->line ?
            PyUnicode_FromFormat("line %d, column %d: %s", arg1->line,
                                 arg1->column, arg1->message) :
            gorb_py_text($1, arg1->message), arg1->line, arg1->column);
        SWIG_fail;
    }
    $result = SWIG_Py_Void();
}

/* ---- text arguments ------------------------------------------------ */
%typemap(in) const char * (int res = 0, char *buf = 0, size_t size = 0, int alloc = 0) {
    res = SWIG_AsCharPtrAndSize($input, &buf, &size, &alloc);
    if (!SWIG_IsOK(res))
        SWIG_exception_fail(SWIG_ArgError(res), "in method '$symname', argument $argnum of type '$type'");
    if (gorb_py_has_nul(buf, size))
        SWIG_exception_fail(SWIG_ValueError, "in method '$symname', argument $argnum: text with a NUL byte");
    $1 = buf;
}
%typemap(freearg) const char * { if (alloc$argnum == SWIG_NEWOBJ) %delete_array(buf$argnum); }

/* ---- new objects and strings ------------------------------------- */
%define GORB_OUT_OBJECT(TYPE, NAME)
%typemap(in, numinputs=0) TYPE **NAME (TYPE *tmp = NULL) "$1 = &tmp;"
%typemap(argout) TYPE **NAME {
    GORB_APPEND(SWIG_NewPointerObj(*$1, $*1_descriptor, SWIG_POINTER_OWN))
    *$1 = NULL;
}
%typemap(freearg) TYPE **NAME { TYPE ## _free(*$1); }
%enddef
GORB_OUT_OBJECT(gor_game, out)
GORB_OUT_OBJECT(gor_rules, out)
#ifdef GORB_WITH_SGF
GORB_OUT_OBJECT(gor_sgf, out)
GORB_OUT_OBJECT(gor_sgf_report, report)
#endif
#ifdef GORB_WITH_CLOCK
GORB_OUT_OBJECT(gor_clock, out)
#endif
#ifdef GORB_WITH_PLAYOUT
GORB_OUT_OBJECT(gor_playout, out)
#endif
#ifdef GORB_WITH_REFEREE
GORB_OUT_OBJECT(gor_referee, out)
%typemap(in, numinputs=0) gor_decision_kind *kind (gor_decision_kind tmp)
    "tmp = GOR_DECISION_NONE; $1 = &tmp;"
%typemap(argout) gor_decision_kind *kind { GORB_APPEND(PyLong_FromLong(*$1)) }
#endif

%typemap(in, numinputs=0) char ** (char *tmp = NULL) "$1 = &tmp;"
%typemap(argout) char ** {
    PyObject *s = PyUnicode_DecodeUTF8(*$1, (Py_ssize_t)strlen(*$1), "replace");
    if (!s) SWIG_fail;
    GORB_APPEND(s)
}
%typemap(freearg) char ** "free(*$1);"

%typemap(in, numinputs=0) (char **out, size_t *len) (char *tmp = NULL, size_t n = 0)
    "$1 = &tmp; $2 = &n;"
%typemap(argout) (char **out, size_t *len) {
    PyObject *b = PyBytes_FromStringAndSize(*$1, (Py_ssize_t)*$2);
    if (!b) SWIG_fail;
    GORB_APPEND(b)
}
%typemap(freearg) (char **out, size_t *len) "free(*$1);"

%typemap(in) (const char *data, size_t len) (Py_buffer view, int got = 0) {
    if (PyUnicode_Check($input)) {
        Py_ssize_t n;
        $1 = (char *)PyUnicode_AsUTF8AndSize($input, &n);
        if (!$1) SWIG_fail;
        $2 = (size_t)n;
    } else {
        if (PyObject_GetBuffer($input, &view, PyBUF_SIMPLE) < 0) SWIG_fail;
        got = 1;
        $1 = (char *)view.buf;
        $2 = (size_t)view.len;
    }
}
%typemap(freearg) (const char *data, size_t len) "if (got$argnum) PyBuffer_Release(&view$argnum);"

/* ---- point lists and the board ------------------------------------ */
%typemap(in, numinputs=0) (gor_point *out, size_t cap) {
    $2 = (size_t)GOR_MAX_SIZE * GOR_MAX_SIZE;
    $1 = malloc($2 * sizeof *$1);
    if (!$1) { PyErr_NoMemory(); SWIG_fail; }
}
%typemap(argout) (gor_point *out, size_t cap) {   /* replaces the count */
    Py_ssize_t n = (Py_ssize_t)((size_t)result < $2 ? (size_t)result : $2);
    Py_DECREF($result);
    $result = PyList_New(n);
    if (!$result) SWIG_fail;
    for (Py_ssize_t k = 0; k < n; k++)
        PyList_SET_ITEM($result, k, PyLong_FromLong($1[k]));
}
%typemap(freearg) (gor_point *out, size_t cap) "free($1);"

%typemap(in) (const int *IN_LIST, size_t IN_LEN) {
    PyObject *seq = PySequence_Fast($input, "expected a sequence of ints");
    if (!seq) SWIG_fail;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    $1 = malloc((size_t)(n ? n : 1) * sizeof *$1);
    $2 = (size_t)n;
    for (Py_ssize_t k = 0; $1 && k < n; k++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, k));
        if (v == -1 && PyErr_Occurred()) { Py_DECREF(seq); SWIG_fail; }
        if (v < INT_MIN || v > INT_MAX) {
            Py_DECREF(seq);
            PyErr_SetString(PyExc_OverflowError, "point out of range");
            SWIG_fail;
        }
        ((int *)$1)[k] = (int)v;
    }
    Py_DECREF(seq);
    if (!$1) { PyErr_NoMemory(); SWIG_fail; }
}
%typemap(freearg) (const int *IN_LIST, size_t IN_LEN) "free((void *)$1);"

/* A board-sized byte map of the game in arg1 (colours, ownership ...). */
%typemap(in, numinputs=0) unsigned char *BOARD_OUT {
    $1 = calloc((size_t)GOR_MAX_SIZE * GOR_MAX_SIZE, 1);
    if (!$1) { PyErr_NoMemory(); SWIG_fail; }
}
%typemap(argout) unsigned char *BOARD_OUT {
    PyObject *b = PyBytes_FromStringAndSize((char *)$1,
        (Py_ssize_t)gor_game_width(arg1) * gor_game_height(arg1));
    if (!b) SWIG_fail;
    GORB_APPEND(b)
}
%typemap(freearg) unsigned char *BOARD_OUT "free($1);"
%typemap(in) const unsigned char *map (Py_buffer view, int got = 0) {
    if (PyObject_GetBuffer($input, &view, PyBUF_SIMPLE) < 0) SWIG_fail;
    got = 1;
    $1 = (const unsigned char *)view.buf;
}
%typemap(check) const unsigned char *map {
    if (view$argnum.len != (Py_ssize_t)gor_game_width(arg1) * gor_game_height(arg1)) {
        PyErr_SetString(PyExc_ValueError, "the map must have one byte per point");
        SWIG_fail;
    }
}
%typemap(freearg) const unsigned char *map "if (got$argnum) PyBuffer_Release(&view$argnum);"
/* An input: not the BOARD_OUT argout, which SWIG would otherwise apply to it
 * with the const stripped (and return a copy of the input). */
%typemap(argout) const unsigned char *map ""

%typemap(in, numinputs=0) gor_move_info *out (gor_move_info tmp) "$1 = &tmp;"
%typemap(argout) gor_move_info *out {
    PyObject *t = Py_BuildValue("(iiiiIi)", (int)$1->kind, (int)$1->color,
        $1->point, $1->removed, $1->flags, $1->repeats);
    if (!t) SWIG_fail;
    GORB_APPEND(t)
}

%typemap(in, numinputs=0) gor_point *out (gor_point tmp) "$1 = &tmp;"
%typemap(argout) gor_point *out { GORB_APPEND(PyLong_FromLong(*$1)) }
%typemap(in, numinputs=0) gor_color *guesser (gor_color tmp) "$1 = &tmp;"
%typemap(argout) gor_color *guesser { GORB_APPEND(PyLong_FromLong(*$1)) }
%typemap(in, numinputs=0) gor_color *GORB_COLOR_OUT (gor_color tmp = GOR_EMPTY) "$1 = &tmp;"
%typemap(argout) gor_color *GORB_COLOR_OUT { GORB_APPEND(PyLong_FromLong(*$1)) }
%typemap(in, numinputs=0) gor_point *GORB_POINT_OUT (gor_point tmp = GOR_NO_POINT) "$1 = &tmp;"
%typemap(argout) gor_point *GORB_POINT_OUT { GORB_APPEND(PyLong_FromLong(*$1)) }
/* A new SGF node: borrowed from its collection, not owned. */
%typemap(in, numinputs=0) gor_sgf_node **GORB_NODE_OUT (gor_sgf_node *tmp = NULL) "$1 = &tmp;"
%typemap(argout) gor_sgf_node **GORB_NODE_OUT {
    GORB_APPEND(SWIG_NewPointerObj(*$1, $*1_descriptor, 0))
}

/* ---- transparent structs as dicts ---------------------------------- */
%define GORB_STRUCT(TYPE, FIELDS, INIT)
%typemap(in, numinputs=0) TYPE *out (TYPE tmp), TYPE *result (TYPE tmp)
    "memset(&tmp, 0, sizeof tmp); INIT; $1 = &tmp;"
%typemap(argout) TYPE *out, TYPE *result {
    PyObject *d = gorb_py_from_struct($1, FIELDS);
    if (!d) SWIG_fail;
    GORB_APPEND(d)
}
%typemap(in) const TYPE * (TYPE tmp) {
    memset(&tmp, 0, sizeof tmp); INIT;
    if (gorb_py_to_struct($input, &tmp, FIELDS) < 0) SWIG_fail;
    $1 = &tmp;
}
%typemap(argout) const TYPE * ""   /* an input: not read back */
%typemap(out) const TYPE * {
    if (!$1) { $result = SWIG_Py_Void(); }
    else if (!($result = gorb_py_from_struct($1, FIELDS))) SWIG_fail;
}
%enddef
#ifdef GORB_WITH_SCORE
GORB_STRUCT(gor_score, gorb_score_fields, tmp.size = sizeof tmp)
GORB_STRUCT(gor_result, gorb_result_fields, tmp.size = sizeof tmp)
GORB_STRUCT(gor_prediction, gorb_prediction_fields, tmp.size = sizeof tmp)
GORB_STRUCT(gor_ownership, gorb_ownership_fields, tmp.size = sizeof tmp)
#endif
#ifdef GORB_WITH_SGF
GORB_STRUCT(gor_sgf_issue, gorb_sgf_issue_fields, (void)0)
GORB_STRUCT(gor_sgf_error, gorb_sgf_error_fields, (void)0)
%typemap(in, numinputs=0) gor_sgf_error *err (gor_sgf_error tmp)
    "memset(&tmp, 0, sizeof tmp); $1 = &tmp;"
#endif
#ifdef GORB_WITH_CLOCK
GORB_STRUCT(gor_clock_options, gorb_clock_options_fields,
            tmp.version = GOR_CLOCK_OPTIONS_VERSION)
GORB_STRUCT(gor_clock_state, gorb_clock_state_fields, (void)0)
GORB_STRUCT(gor_clock_event, gorb_clock_event_fields, (void)0)
#endif
#ifdef GORB_WITH_REFEREE
GORB_STRUCT(gor_decision, gorb_decision_fields, tmp.size = sizeof tmp)
#endif

%include "../gorules.i"
