/* SPDX-License-Identifier: MIT */
/*
 * gorules_lua.i - Lua 5.4 typemaps for gorules.i. One module, gorules.so:
 * the C calls (gorules.game_play, ...) plus the Lua layer of gorules.lua
 * (gorules.Game, ...), run when the module loads.
 */
%module gorules

%include <typemaps.i>

%{
#include <pthread.h>
#include <stdarg.h>
#include <string.h>
#include "gorules.h"
#include "gorules_bind.h"

/*
 * Threads. A lua_State is used by one thread at a time, and its objects
 * cannot reach another state, so no call of this module ever finds an
 * object in use: a C call runs to its end before any other Lua code of
 * the state (coroutines switch only between calls; the library calls no
 * Lua code back). Separate states may run in separate threads, each with
 * its own objects. What states share is SWIG's type table, filled when a
 * state first loads the module: luaopen_gorules makes loads one at a time.
 */
#undef SWIGEXPORT
#define SWIGEXPORT static
#undef SWIG_init
#define SWIG_init gorb_lua_open_
static int gorb_lua_open_(lua_State *L);
static pthread_mutex_t gorb_lua_loading = PTHREAD_MUTEX_INITIALIZER;

__attribute__((visibility("default"))) int luaopen_gorules(lua_State *L)
{
    int n = lua_gettop(L), st;
    lua_pushcfunction(L, gorb_lua_open_);
    lua_insert(L, 1);
    pthread_mutex_lock(&gorb_lua_loading);
    st = lua_pcall(L, n, LUA_MULTRET, 0);
    pthread_mutex_unlock(&gorb_lua_loading);
    if (st != LUA_OK)
        return lua_error(L);
    return lua_gettop(L);
}

static const char *gorb_lua_status(int status)
{
    const char *name = gor_status_name(status);
    return strncmp(name, "GOR_", 4) == 0 ? name + 4 : name;
}

/*
 * Errors are tables: {name = "IllegalMoveError", status = -6, status_name =
 * "EOCCUPIED", message = "..."} with the metatable "gorules.error", whose
 * __tostring and helpers gorules.lua fills in (gorules.is_error). The name
 * comes from the status unless the call says otherwise (SGF readers).
 */
static const char *gorb_lua_error_name(int status)
{
    if (gor_status_is_illegal_move(status))
        return "IllegalMoveError";
    switch (status) {
    case GOR_EINVAL: case GOR_ESIZE: case GOR_EPARSE: case GOR_ECOLOR:
    case GOR_ERANGE: case GOR_EBUFFER:
        return "ArgumentError";
    default:
        return "GorulesError";
    }
}

static void gorb_lua_push_error(lua_State *L, const char *name, int status,
                                const char *detail)
{
    lua_createtable(L, 0, 6);
    lua_pushstring(L, name);
    lua_setfield(L, -2, "name");
    lua_pushinteger(L, status);
    lua_setfield(L, -2, "status");
    lua_pushstring(L, gorb_lua_status(status));
    lua_setfield(L, -2, "status_name");
    lua_pushstring(L, detail && *detail ? detail : gor_strerror(status));
    lua_setfield(L, -2, "message");
    luaL_newmetatable(L, "gorules.error");
    lua_setmetatable(L, -2);
}

/* Push the error object for a refusal, named by its status. */
static void gorb_lua_error(lua_State *L, int status, const char *detail)
{
    gorb_lua_push_error(L, gorb_lua_error_name(status), status, detail);
}

/* SWIG's own refusals (a wrong type, a wrong number of arguments) are
 * ArgumentErrors too. */
static void gorb_lua_arg_error(lua_State *L, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    lua_pushvfstring(L, fmt, ap);
    va_end(ap);
    gorb_lua_push_error(L, "ArgumentError", GOR_EINVAL, lua_tostring(L, -1));
}
/* The Lua name of a C function: gor_game_new -> game_new. */
static const char *gorb_lua_name(const char *c_name)
{
    if (strncmp(c_name, "gor_", 4) == 0)
        return c_name + 4;
    return strncmp(c_name, "gorb_", 5) == 0 ? c_name + 5 : c_name;
}
#undef SWIG_fail_arg
#define SWIG_fail_arg(func_name, argnum, type)                                \
    { gorb_lua_arg_error(L, "%s: argument %d must be %s, not %s",           \
                         gorb_lua_name(func_name), argnum, type,              \
                         SWIG_Lua_typename(L, argnum));                       \
      goto fail; }
#undef SWIG_check_num_args
#define SWIG_check_num_args(func_name, a, b)                                  \
    if (lua_gettop(L) < a || lua_gettop(L) > b) {                            \
        gorb_lua_arg_error(L, "%s: expected %d..%d arguments, got %d",       \
                           gorb_lua_name(func_name), a, b, lua_gettop(L));   \
        goto fail; }

/* The errors' metatable, for gorules.lua to fill in. */
static int gorb_lua_error_meta(lua_State *L)
{
    luaL_newmetatable(L, "gorules.error");
    return 1;
}

/* A scratch buffer owned by Lua: freed by the collector even when an
 * error unwinds the call. */
static void *gorb_lua_buffer(lua_State *L, size_t size)
{
    return lua_newuserdatauv(L, size ? size : 1, 0);
}

/* Transparent structs <-> tables (field lists in gorules_bind.c). */
static void gorb_lua_from_struct(lua_State *L, const void *base,
                                 const gorb_field *f)
{
    lua_newtable(L);
    for (; f->name; f++) {
        const char *p = (const char *)base + f->offset;
        switch (f->type) {
        case 'i': lua_pushinteger(L, *(const int *)p); break;
        case 'u': lua_pushinteger(L, *(const unsigned *)p); break;
        case 'z': lua_pushinteger(L, (lua_Integer)*(const size_t *)p); break;
        case 'd': lua_pushnumber(L, *(const double *)p); break;
        case 'q': lua_pushinteger(L, (lua_Integer)*(const int64_t *)p); break;
        case 's': lua_pushstring(L, p); break;
        case '{': gorb_lua_from_struct(L, p, f->sub); break;
        default: lua_pushnil(L);
        }
        lua_setfield(L, -2, f->name);
    }
}

/* Fill the fields the table at idx has (others keep their values). */
static void gorb_lua_to_struct(lua_State *L, int idx, void *base,
                               const gorb_field *f)
{
    idx = lua_absindex(L, idx);
    luaL_checktype(L, idx, LUA_TTABLE);
    for (; f->name; f++) {
        char *p = (char *)base + f->offset;
        if (lua_getfield(L, idx, f->name) != LUA_TNIL) {
            switch (f->type) {
            case 'i': *(int *)p = (int)luaL_checkinteger(L, -1); break;
            case 'u': *(unsigned *)p = (unsigned)luaL_checkinteger(L, -1); break;
            case 'z': *(size_t *)p = (size_t)luaL_checkinteger(L, -1); break;
            case 'd': *(double *)p = luaL_checknumber(L, -1); break;
            case 'q': *(int64_t *)p = (int64_t)luaL_checkinteger(L, -1); break;
            case '{': gorb_lua_to_struct(L, -1, p, f->sub); break;
            default: break;  /* strings are read-only */
            }
        }
        lua_pop(L, 1);
    }
}
%}

/* Lua 5.4 has integers: keep counts, codes and points integral. */
%typemap(out) unsigned int, size_t, enum SWIGTYPE
    "lua_pushinteger(L, (lua_Integer)$1); SWIG_arg++;"
%typemap(out) uint64_t "lua_pushinteger(L, (lua_Integer)$1); SWIG_arg++;"
%typemap(out) long long "lua_pushinteger(L, (lua_Integer)$1); SWIG_arg++;"
/* Clock times (milliseconds) stay integers both ways. */
%typemap(out) int64_t "lua_pushinteger(L, (lua_Integer)$1); SWIG_arg++;"
%typemap(in, checkfn="lua_isnumber") int64_t
    "$1 = (int64_t)luaL_checkinteger(L, $input);"
%typemap(argout) int *OUTPUT "lua_pushinteger(L, *$1); SWIG_arg++;"
/* A 64-bit generator state travels whole, as a Lua integer. */
%typemap(in, checkfn="lua_isinteger") long long state, long long seed
    "$1 = (long long)lua_tointeger(L, $input);"
%typemap(argout) long long *OUTPUT
    "lua_pushinteger(L, (lua_Integer)*$1); SWIG_arg++;"

/* ---- status returns ---------------------------------------------- */
%typemap(out) int {
    if ($1 < 0) { gorb_lua_error(L, $1, NULL); SWIG_fail; }
    lua_pushinteger(L, $1); SWIG_arg++;
}
%typemap(out) int GOR_VALUE "lua_pushinteger(L, $1); SWIG_arg++;"
%typemap(out) int GOR_STATUS
    "if ($1 < 0) { gorb_lua_error(L, $1, NULL); SWIG_fail; }"
%typemap(out) int GOR_GAME
    "if ($1 < 0) { gorb_lua_error(L, $1, gor_game_last_error(arg1)); SWIG_fail; }"
%typemap(out) int GOR_CLOCK
    "if ($1 < 0) { gorb_lua_error(L, $1, gor_clock_last_error(arg1)); SWIG_fail; }"
%typemap(out) int GOR_CLOCK_NEW {
    if ($1 < 0) {
        char why[160];
        gor_clock_options_check(arg2, why, sizeof why);
        gorb_lua_error(L, $1, why);
        SWIG_fail;
    }
}
%typemap(out) int GOR_CLOCK_VALUE {
    if ($1 < 0) { gorb_lua_error(L, $1, gor_clock_last_error(arg1)); SWIG_fail; }
    lua_pushinteger(L, $1); SWIG_arg++;
}
%typemap(out) int GOR_REPLAY {
    if ($1 < 0) {
        gorb_lua_push_error(L, gor_status_is_illegal_move($1) ?
                            "IllegalMoveError" : "SgfError", $1,
                            gorb_sgf_replay_error());
        SWIG_fail;
    }
}
%typemap(out) int GOR_REFEREE
    "if ($1 < 0) { gorb_lua_error(L, $1, gor_referee_last_error(arg1)); SWIG_fail; }"
%typemap(out) int GOR_REFEREE_VALUE {
    if ($1 < 0) { gorb_lua_error(L, $1, gor_referee_last_error(arg1)); SWIG_fail; }
    lua_pushinteger(L, $1); SWIG_arg++;
}
%typemap(out) int GOR_SGF_PARSE {
    if ($1 < 0) {
        if (arg1->line)
            lua_pushfstring(L, "line %d, column %d: %s", arg1->line,
                            arg1->column, arg1->message);
        gorb_lua_push_error(L, "SgfError", $1,
                            arg1->line ? lua_tostring(L, -1) : arg1->message);
        lua_pushinteger(L, arg1->line);
        lua_setfield(L, -2, "line");
        lua_pushinteger(L, arg1->column);
        lua_setfield(L, -2, "column");
        SWIG_fail;
    }
}

/* ---- text arguments ------------------------------------------------ */
/* A NUL byte inside would cut the text short in C: an ArgumentError. */
%typemap(in, checkfn="SWIG_lua_isnilstring", fragment="SWIG_lua_isnilstring")
    const char * (size_t len = 0) {
    $1 = ($ltype)lua_tolstring(L, $input, &len);
    if ($1 && strlen($1) != len) {
        gorb_lua_arg_error(L, "%s: argument %d: text with a NUL byte", "$symname", $input);
        SWIG_fail;
    }
}

/* ---- new objects and strings ------------------------------------- */
/* Errors longjmp past SWIG's cleanup: an object is handed to Lua (which
 * then owns it) as soon as the call made it. */
%define GORB_OUT_OBJECT(TYPE, NAME)
%typemap(in, numinputs=0) TYPE **NAME (TYPE *tmp = NULL) "$1 = &tmp;"
%typemap(argout) TYPE **NAME {
    SWIG_NewPointerObj(L, *$1, $*1_descriptor, 1); SWIG_arg++;
}
%enddef
GORB_OUT_OBJECT(gor_game, out)
#ifdef GORB_WITH_PLAYOUT
GORB_OUT_OBJECT(gor_playout, out)
#endif
#ifdef GORB_WITH_CLOCK
GORB_OUT_OBJECT(gor_clock, out)
#endif
GORB_OUT_OBJECT(gor_rules, out)
#ifdef GORB_WITH_REFEREE
GORB_OUT_OBJECT(gor_referee, out)
%typemap(in, numinputs=0) gor_decision_kind *kind (gor_decision_kind tmp)
    "tmp = GOR_DECISION_NONE; $1 = &tmp;"
%typemap(argout) gor_decision_kind *kind "lua_pushinteger(L, *$1); SWIG_arg++;"
#endif
#ifdef GORB_WITH_SGF
GORB_OUT_OBJECT(gor_sgf, out)
GORB_OUT_OBJECT(gor_sgf_report, report)
#endif

%typemap(in, numinputs=0) char ** (char *tmp = NULL) "$1 = &tmp;"
%typemap(argout) char ** {
    lua_pushstring(L, *$1); SWIG_arg++;
    free(*$1);
}

%typemap(in, numinputs=0) (char **out, size_t *len) (char *tmp = NULL, size_t n = 0)
    "$1 = &tmp; $2 = &n;"
%typemap(argout) (char **out, size_t *len) {
    lua_pushlstring(L, *$1, *$2); SWIG_arg++;
    free(*$1);
}

%typemap(in, checkfn="lua_isstring") (const char *data, size_t len)
    "$1 = (char *)lua_tolstring(L, $input, &$2);"

/* ---- point lists and the board ------------------------------------ */
/* Scratch buffers are made in "check" typemaps: "in" typemaps without
 * inputs run before SWIG counts the arguments on the stack. */
%typemap(in, numinputs=0) (gor_point *out, size_t cap) "$2 = 0;"
%typemap(check) (gor_point *out, size_t cap) {
    $2 = (size_t)GOR_MAX_SIZE * GOR_MAX_SIZE;
    $1 = gorb_lua_buffer(L, $2 * sizeof *$1);
}
%typemap(argout) (gor_point *out, size_t cap) {   /* replaces the count */
    int n = result < (int)$2 ? result : (int)$2;
    lua_pop(L, 1); SWIG_arg--;
    lua_createtable(L, n, 0);
    for (int k = 0; k < n; k++) {
        lua_pushinteger(L, $1[k]);
        lua_rawseti(L, -2, k + 1);
    }
    SWIG_arg++;
}

%typemap(in, checkfn="lua_istable") (const int *IN_LIST, size_t IN_LEN) {
    size_t n = (size_t)lua_rawlen(L, $input);
    int *v = gorb_lua_buffer(L, n * sizeof *v);
    for (size_t k = 0; k < n; k++) {
        int isnum = 0;
        lua_rawgeti(L, $input, (lua_Integer)k + 1);
        v[k] = (int)lua_tointegerx(L, -1, &isnum);
        if (!isnum)
            { gorb_lua_arg_error(L, "item %d of the list is not an integer", (int)k + 1); lua_error(L); }
        lua_pop(L, 1);
    }
    $1 = ($1_ltype)v;
    $2 = n;
}

/* A board-sized byte map of the game in arg1 (colours, ownership ...). */
%typemap(in, numinputs=0) unsigned char *BOARD_OUT ""
%typemap(check) unsigned char *BOARD_OUT
    "$1 = gorb_lua_buffer(L, (size_t)GOR_MAX_SIZE * GOR_MAX_SIZE);"
%typemap(argout) unsigned char *BOARD_OUT {
    lua_pushlstring(L, (const char *)$1,
                    (size_t)gor_game_width(arg1) * gor_game_height(arg1));
    SWIG_arg++;
}
%typemap(in, checkfn="lua_isstring") const unsigned char *map (size_t len)
    "$1 = (const unsigned char *)lua_tolstring(L, $input, &len);"
%typemap(check) const unsigned char *map {
    if (len$argnum != (size_t)gor_game_width(arg1) * gor_game_height(arg1))
        { gorb_lua_arg_error(L, "the map must have one byte per point"); lua_error(L); }
}
/* An input: not the BOARD_OUT argout (see gorules_python.i). */
%typemap(argout) const unsigned char *map ""

%typemap(in, numinputs=0) gor_move_info *out (gor_move_info tmp) "$1 = &tmp;"
%typemap(argout) gor_move_info *out {
    lua_createtable(L, 0, 6);
    lua_pushinteger(L, $1->kind);    lua_setfield(L, -2, "kind");
    lua_pushinteger(L, $1->color);   lua_setfield(L, -2, "color");
    lua_pushinteger(L, $1->point);   lua_setfield(L, -2, "point");
    lua_pushinteger(L, $1->removed); lua_setfield(L, -2, "removed");
    lua_pushinteger(L, $1->flags);   lua_setfield(L, -2, "flags");
    lua_pushinteger(L, $1->repeats); lua_setfield(L, -2, "repeats");
    SWIG_arg++;
}

%typemap(in, numinputs=0) gor_point *out (gor_point tmp) "$1 = &tmp;"
%typemap(argout) gor_point *out "lua_pushinteger(L, *$1); SWIG_arg++;"
%typemap(in, numinputs=0) gor_color *guesser (gor_color tmp) "$1 = &tmp;"
%typemap(argout) gor_color *guesser "lua_pushinteger(L, *$1); SWIG_arg++;"
%typemap(in, numinputs=0) gor_color *GORB_COLOR_OUT (gor_color tmp = GOR_EMPTY) "$1 = &tmp;"
%typemap(argout) gor_color *GORB_COLOR_OUT "lua_pushinteger(L, *$1); SWIG_arg++;"
%typemap(in, numinputs=0) gor_point *GORB_POINT_OUT (gor_point tmp = GOR_NO_POINT) "$1 = &tmp;"
%typemap(argout) gor_point *GORB_POINT_OUT "lua_pushinteger(L, *$1); SWIG_arg++;"
/* A new SGF node: borrowed from its collection, not owned. */
%typemap(in, numinputs=0) gor_sgf_node **GORB_NODE_OUT (gor_sgf_node *tmp = NULL) "$1 = &tmp;"
%typemap(argout) gor_sgf_node **GORB_NODE_OUT {
    SWIG_NewPointerObj(L, *$1, $*1_descriptor, 0); SWIG_arg++;
}
%typemap(argout) unsigned int *OUTPUT
    "lua_pushinteger(L, (lua_Integer)*$1); SWIG_arg++;"

/* ---- transparent structs as tables --------------------------------- */
%define GORB_STRUCT(TYPE, FIELDS, INIT)
%typemap(in, numinputs=0) TYPE *out (TYPE tmp), TYPE *result (TYPE tmp)
    "memset(&tmp, 0, sizeof tmp); INIT; $1 = &tmp;"
%typemap(argout) TYPE *out, TYPE *result
    "gorb_lua_from_struct(L, $1, FIELDS); SWIG_arg++;"
%typemap(in, checkfn="lua_istable") const TYPE * (TYPE tmp) {
    memset(&tmp, 0, sizeof tmp); INIT;
    gorb_lua_to_struct(L, $input, &tmp, FIELDS);
    $1 = &tmp;
}
%typemap(argout) const TYPE * ""   /* an input: not read back */
%typemap(out) const TYPE * {
    if ($1) gorb_lua_from_struct(L, $1, FIELDS); else lua_pushnil(L);
    SWIG_arg++;
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

%native(_error_metatable) int gorb_lua_error_meta(lua_State *L);

%include "../gorules.i"

%luacode "gorules.lua"
