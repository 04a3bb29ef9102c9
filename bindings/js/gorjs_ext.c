/* SPDX-License-Identifier: MIT */
/*
 * gorjs_ext.c - the layout of the transparent structs that the package's
 * later modules read (referee.js: gor_decision; analysis.js:
 * gor_ownership), as gorules_js.c gives the first ones: index.js reads
 * them by field name and never hard-codes an offset. WebAssembly only.
 */
#include <stddef.h>

#include "gorules_bind.h"

const gorb_field *gorjs_fields_ext(int which);
int gorjs_sizeof_ext(int which);

/* The field table of struct `which`: 0 gor_decision, 1 gor_ownership;
 * NULL otherwise. */
const gorb_field *gorjs_fields_ext(int which)
{
    switch (which) {
    case 0: return gorb_decision_fields;
    case 1: return gorb_ownership_fields;
    default: return NULL;
    }
}

/* sizeof the same structs; 0 otherwise. */
int gorjs_sizeof_ext(int which)
{
    switch (which) {
    case 0: return (int)sizeof(gor_decision);
    case 1: return (int)sizeof(gor_ownership);
    default: return 0;
    }
}
