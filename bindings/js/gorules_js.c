/* SPDX-License-Identifier: MIT */
/*
 * gorules_js.c - what the JavaScript package needs beyond the public C API
 * and the binding helpers (bindings/gorules_bind.h): the layout of the
 * transparent structs, so that index.js reads them by field name and never
 * hard-codes an offset. Compiled into the WebAssembly module only.
 */
#include <stddef.h>

#include "gorules_bind.h"

const gorb_field *gorjs_fields(int which);
int gorjs_sizeof(int which);

/* The field table of struct `which`: 0 gor_score, 1 gor_result,
 * 2 gor_prediction, 3 gor_sgf_error, 4 gor_sgf_issue, 7 gor_clock_options,
 * 8 gor_clock_state, 9 gor_clock_event; NULL otherwise.
 * A table ends with a NULL name; '{' entries point to a nested table. */
const gorb_field *gorjs_fields(int which)
{
    switch (which) {
    case 0: return gorb_score_fields;
    case 1: return gorb_result_fields;
    case 2: return gorb_prediction_fields;
    case 3: return gorb_sgf_error_fields;
    case 4: return gorb_sgf_issue_fields;
    case 7: return gorb_clock_options_fields;
    case 8: return gorb_clock_state_fields;
    case 9: return gorb_clock_event_fields;
    default: return NULL;
    }
}

/* sizeof the same structs, 5 gor_move_info, 6 gorb_field; 0 otherwise. */
int gorjs_sizeof(int which)
{
    switch (which) {
    case 0: return (int)sizeof(gor_score);
    case 1: return (int)sizeof(gor_result);
    case 2: return (int)sizeof(gor_prediction);
    case 3: return (int)sizeof(gor_sgf_error);
    case 4: return (int)sizeof(gor_sgf_issue);
    case 5: return (int)sizeof(gor_move_info);
    case 6: return (int)sizeof(gorb_field);
    case 7: return (int)sizeof(gor_clock_options);
    case 8: return (int)sizeof(gor_clock_state);
    case 9: return (int)sizeof(gor_clock_event);
    default: return 0;
    }
}
