/* SPDX-License-Identifier: MIT */
/*
 * gorules.i - the SWIG interface shared by the Python and Lua bindings.
 *
 * The whole C API is wrapped from the public headers themselves; this file
 * only says how C idioms map to a scripting language. Each language's file
 * (python/gorules_python.i, lua/gorules_lua.i) defines the typemaps named
 * here, then includes this file. The optional headers are wrapped when the
 * build defines GORB_WITH_SCORE (gorules_score.h), GORB_WITH_SGF
 * (gorules_sgf.h), GORB_WITH_CLOCK (gorules_clock.h) and
 * GORB_WITH_REFEREE (gorules_referee.h), GORB_WITH_SVG (gorules_svg.h)
 * and GORB_WITH_PLAYOUT (gorules_playout.h).
 *
 *  - Names lose their prefix: gor_game_play -> game_play, GOR_BLACK ->
 *    BLACK, gorb_game_pack -> game_pack (gorb_ = helpers in gorules_bind.h).
 *  - Status codes: an int returned by the library is a status or a count,
 *    and a negative one always raises (Python: gorules.Error subclasses;
 *    Lua: error()). GOR_STATUS: a status only (returns nothing but its out
 *    parameters); GOR_GAME: raises with the game's own account of the
 *    refusal (gor_game_last_error); GOR_VALUE: the status is the answer
 *    (legality).
 *  - Objects: games, rulesets, SGF collections and replay reports are
 *    opaque handles owned by the scripting language, created through
 *    **out parameters and freed by its garbage collector; *_free is not
 *    exposed. Borrowed handles are not handed out: gor_game_rules() is
 *    replaced by a copy, borrowed structs (issues, notes) are copied into
 *    dicts / tables. The one exception is SGF nodes: plain pointers owned
 *    by their collection, which the language layers wrap together with a
 *    reference to the collection.
 *  - Buffers: snprintf-style writers are replaced by helpers returning new
 *    strings; (gor_point *out, size_t cap) lists become lists / tables,
 *    sized by the largest board; input point lists come from sequences /
 *    tables; transparent structs become dicts / tables and back.
 */

%{
#include <stdlib.h>
#include <string.h>
#include "gorules.h"
#include "gorules_bind.h"
%}

%include <stdint.i>

/* ---- names ------------------------------------------------------ */
%rename("%(regex:/^gorb?_(.*)/\\1/)s", %$isfunction) "";
%rename("%(regex:/^gor_(.*)/\\1/)s", %$isclass) "";
%rename("%(strip:[GOR_])s", %$isenumitem) "";
%rename("%(strip:[GOR_])s", %$isconstant) "";

/* ---- objects ---------------------------------------------------- */
/* SWIG sees empty structs so that each handle type gets a destructor. */
%define GORB_HANDLE(NAME)
struct NAME {};
%extend NAME { ~NAME() { NAME ## _free($self); } }
%ignore NAME ## _free;
%enddef
%nodefaultctor;
GORB_HANDLE(gor_game)
GORB_HANDLE(gor_rules)
#ifdef GORB_WITH_SGF
GORB_HANDLE(gor_sgf)
GORB_HANDLE(gor_sgf_report)
#endif
#ifdef GORB_WITH_CLOCK
GORB_HANDLE(gor_clock)
#endif
#ifdef GORB_WITH_REFEREE
GORB_HANDLE(gor_referee)
#endif
#ifdef GORB_WITH_PLAYOUT
GORB_HANDLE(gor_playout)
#endif
%clearnodefaultctor;

/* Borrowed, snprintf-style or read back as dicts / tables: helpers. */
%ignore gor_game_rules;        /* borrowed: gorb_game_rules copies */
%ignore gor_rules_to_string;   /* gorb_rules_string */
%ignore gor_point_to_gtp;      /* gorb_point_gtp */
%ignore gor_point_to_sgf;      /* gorb_point_sgf */
%ignore gor_move_info;
%ignore GOR_STATUS_LAST_;
/* score: options and results as arguments and dicts / tables */
%ignore gor_game_score;        /* gorb_game_score */
%ignore gor_game_result;       /* gorb_game_result */
%ignore gor_result_to_sgf;     /* gorb_result_sgf */
%ignore gor_result_to_chinese; /* gorb_result_chinese */
%ignore gor_area_map;          /* a bare board: use gor_game_area_map */
%ignore gor_game_ownership_estimate; /* gorb_game_ownership_estimate */
%ignore gor_ownership;
%ignore gor_ownership_options;
%ignore GOR_OWNERSHIP_OPTIONS_INIT;
%ignore GOR_OWNERSHIP_INIT;
%rename("$ignore", regextarget=1) "_init$";
%ignore gor_score_options;
%ignore gor_score_side;
%ignore gor_score;
%ignore gor_result;
%ignore gor_prediction;
/* SGF nodes: borrowed from their collection, handed out as plain
 * pointers that own nothing (no destructor). Nodes are never freed before
 * their collection, so a node stays valid as long as the collection
 * object; the language layers (gorules/_tree.py, gorules.lua) keep the
 * collection alive from every node they hand out. Node calls take no
 * guard of their own: the layers serialise calls on one collection. */
%ignore gor_sgf_node_text;     /* snprintf-style: gorb_sgf_node_text */
%ignore gor_sgf_parse;         /* gorb_sgf_parse */
%ignore gor_sgf_parse_file;    /* gorb_sgf_parse_file */
%ignore gor_sgf_replay;        /* gorb_sgf_replay */
%ignore gor_sgf_write;         /* gorb_sgf_write */
%ignore gor_game_play_list;     /* gorb_game_play_list: colours too */
%ignore gor_game_play_random;   /* gorb_game_play_random: state by value */
%ignore gor_sgf_from_game;     /* gorb_game_to_sgf */
%ignore gor_sgf_text;
%ignore gor_sgf_escape;
%ignore gor_sgf_error;
%ignore gor_sgf_issue;
%ignore gor_sgf_parse_options;
%ignore gor_sgf_replay_options;
%ignore GOR_SIZED_INIT_;
/* clock: snprintf-style text and a colour pointer: helpers */
%ignore gor_clock_event_text;  /* gorb_clock_event_text */
%ignore gor_clock_options_check; /* clock_new raises with its reason */
%ignore gor_clock_record;      /* gorb_clock_record */
%ignore GOR_CLOCK_OPTIONS_INIT;
%ignore gor_sgf_clock;           /* gorb_sgf_clock: nodes are borrowed */
%ignore gor_sgf_from_game_clock; /* gorb_game_to_sgf_clock */
/* referee: the game is borrowed, the text snprintf-style, the record's
 * root a borrowed node: helpers */
%ignore gor_referee_game;      /* gorb_referee_game copies */
%ignore gor_decision_text;     /* gorb_decision_text */
%ignore gor_referee_from_sgf;  /* gorb_referee_from_sgf */
%ignore GOR_DECISION_INIT;
%ignore gor_decision;
/* SVG: options as arguments, text as a new string */
%ignore gor_game_svg;          /* gorb_game_svg */
%ignore gor_svg_options;
%ignore GOR_SVG_OPTIONS_INIT;
/* playouts: the generator state by value, the maps as new strings */
%ignore gor_playout_play_random; /* gorb_playout_play_random */
%ignore gor_playout_run;         /* gorb_playout_run */
%ignore gor_playout_board;       /* gorb_playout_board */
%ignore gor_playout_ownership;   /* gorb_playout_ownership */

/* ---- status returns ---------------------------------------------- */
/* Answers, not failures. */
%apply int GOR_VALUE {
    int gor_game_legal, int gor_game_legal_next, int gorb_game_try_play,
    int gor_sgf_report_status, int gor_game_area_difference,
    int gor_playout_area_difference };
/* Points are values too (GOR_PASS and GOR_NO_POINT are negative). */
%apply int GOR_VALUE { gor_point };
/* A status only: what the call gives back are its out parameters. */
%apply int GOR_STATUS {
    int gor_rules_new, int gor_rules_copy, int gor_game_new,
    int gor_game_clone, int gor_point_from_gtp, int gor_point_from_sgf,
    int gor_point_xy, int gor_game_move, int gor_game_board, int gorb_game_pack,
    int gorb_game_unpack, int gorb_rules_string, int gorb_game_rules,
    int gorb_point_gtp, int gorb_point_sgf, int gorb_point_parse,
    int gorb_game_draw,
    int gorb_game_score, int gorb_game_result, int gorb_result_sgf,
    int gorb_result_chinese, int gor_result_parse_sgf,
    int gorb_game_ownership_estimate,
    int gor_result_from_score, int gor_prediction_settle,
    int gor_prediction_judge, int gor_nigiri, int gor_game_area_map,
    int gor_game_judge_certain, int gor_game_judge_estimate,
    int gor_sgf_new, int gorb_sgf_write,
    int gorb_game_to_sgf, int gorb_sgf_root_text, int gorb_sgf_root_ids,
    int gorb_sgf_text, int gorb_sgf_escape, int gorb_sgf_node_text,
    int gor_sgf_add_game, int gor_sgf_node_add_child, int gor_sgf_node_set,
    int gor_sgf_node_add_value, int gor_sgf_node_set_text,
    int gor_sgf_node_remove, int gor_sgf_game_size, int gor_sgf_node_move,
    int gor_sgf_game_komi, int gor_sgf_rules_parse, int gorb_game_svg,
    int gor_playout_new, int gor_playout_reset, int gor_playout_play,
    int gorb_playout_play_random, int gorb_playout_run,
    int gorb_playout_board, int gorb_playout_ownership };
/* Refused replays explained by the report's first error. */
%apply int GOR_REPLAY { int gorb_sgf_replay, int gorb_sgf_replay_node };
/* Refusals explained by gor_game_last_error(arg1). */
%apply int GOR_GAME {
    int gor_game_set_rules, int gor_game_play, int gor_game_play_ex,
    int gor_game_play_next, int gor_game_resign, int gor_game_setup,
    int gor_game_setup_position,
    int gor_game_set_to_move, int gor_game_resume, int gor_game_end,
    int gor_game_set_handicap, int gor_game_mark, int gor_game_mark_list,
    int gor_game_undo, int gor_game_redo, int gor_game_goto,
    int gor_game_goto_move,
    int gor_game_place_handicap, int gor_game_place_free_handicap,
    int gorb_game_play_random };
/* Clock refusals explained by gor_clock_last_error(arg1); the counts and
 * 0/1 answers of press, advance and late are values. */
%apply int GOR_CLOCK {
    int gor_clock_start, int gor_clock_pause, int gor_clock_resume,
    int gor_clock_set, int gor_clock_state_get, int gor_clock_options_get };
%apply int GOR_CLOCK_VALUE {
    int gor_clock_press, int gor_clock_advance, int gor_clock_late };
/* A refused clock_new says which option is wrong. */
%apply int GOR_CLOCK_NEW { int gor_clock_new };
%apply int GOR_STATUS {
    int gor_clock_clone, int gorb_clock_event_text,
    int gorb_clock_record, int gorb_sgf_clock, int gorb_game_to_sgf_clock };
/* Referee refusals explained by gor_referee_last_error(arg1). */
%apply int GOR_REFEREE {
    int gor_referee_set_prediction_limit, int gor_referee_nigiri,
    int gor_referee_play, int gor_referee_warn, int gor_referee_take_back,
    int gor_referee_ruling, int gor_referee_time_out,
    int gor_referee_propose_end, int gor_referee_agree_end,
    int gor_referee_dispute, int gor_referee_start_count,
    int gor_referee_resign, int gor_referee_predict, int gor_referee_undo,
    int gor_referee_redo };
%apply int GOR_REFEREE_VALUE { int gor_referee_set_time };
/* -1 outside the opening is an answer. */
%apply int GOR_VALUE { int gor_referee_opening_player };
%apply int GOR_STATUS {
    int gor_referee_new, int gor_referee_prediction, int gor_referee_decision,
    int gor_referee_score, int gor_referee_result, int gor_referee_to_sgf,
    int gorb_referee_game, int gorb_decision_text, int gorb_referee_from_sgf };
/* Parse errors explained by the gor_sgf_error in arg1. */
%apply int GOR_SGF_PARSE { int gorb_sgf_parse, int gorb_sgf_parse_file };

/* ---- parameters ---------------------------------------------------- */
%apply int *OUTPUT { int *x, int *y, int *status, int *color,
                     int *guesser_first };
/* gor_sgf_game_size, gor_sgf_node_property_line, gor_sgf_game_komi */
%apply int *OUTPUT { int *width, int *height, int *column };
%apply double *OUTPUT { double *komi };
%apply unsigned int *OUTPUT { unsigned *fixes };
/* gor_sgf_node_move: the GORB_COLOR_OUT / GORB_POINT_OUT typemaps of each
 * language give (color, point); gor_sgf_add_game / gor_sgf_node_add_child give the new
 * node (GORB_NODE_OUT, not owned). */
%apply gor_color *GORB_COLOR_OUT { gor_color *color };
%apply gor_point *GORB_POINT_OUT { gor_point *point };
%apply gor_sgf_node **GORB_NODE_OUT {
    gor_sgf_node **root, gor_sgf_node **child };
%apply long long *OUTPUT { long long *next };
%apply (const char *data, size_t len) {
    (const char *owner, size_t owner_len), (const char *marks, size_t marks_len) };
%apply (const int *IN_LIST, size_t IN_LEN) {
    (const gor_point *points, size_t n), (const int *moves, size_t n),
    (const gor_point *black, size_t nblack),
    (const gor_point *white, size_t nwhite),
    (const gor_point *empty, size_t nempty) };
%apply unsigned char *BOARD_OUT { unsigned char *out, unsigned char *map };
/* The byte maps' sizes: output maps are allocated for the largest board;
 * an input map was checked to have one byte per point of the game. */
%typemap(in, numinputs=0) size_t BOARD_BYTES
    "$1 = (size_t)GOR_MAX_SIZE * GOR_MAX_SIZE;"
%apply size_t BOARD_BYTES { size_t size };

/* Bulk calls run without the Python GIL (Lua has no such lock). */
#ifdef SWIGPYTHON
%thread gorb_game_play_list;
%thread gorb_game_legal_moves;
%thread gorb_game_pack;
%thread gorb_game_unpack;
%thread gorb_game_score;
%thread gorb_game_result;
%thread gorb_sgf_parse;
%thread gorb_sgf_parse_file;
%thread gorb_sgf_replay;
%thread gorb_sgf_replay_node;
%thread gorb_sgf_write;
%thread gorb_game_to_sgf;
%thread gorb_game_svg;
%thread gorb_game_ownership_estimate;
%thread gorb_playout_run;
#endif

%include "gorules.h"
%include "gorules_bind.h"
#ifdef GORB_WITH_SCORE
%include "gorules_score.h"
#endif
#ifdef GORB_WITH_SGF
%include "gorules_sgf.h"
#endif
#ifdef GORB_WITH_CLOCK
%include "gorules_clock.h"
#endif
#ifdef GORB_WITH_REFEREE
%include "gorules_referee.h"
#endif
#ifdef GORB_WITH_SVG
%include "gorules_svg.h"
#endif
#ifdef GORB_WITH_PLAYOUT
%include "gorules_playout.h"
#endif
