/* SPDX-License-Identifier: MIT */
/* rules.h - the ruleset value behind the opaque gor_rules handle. */
#ifndef GOR_RULES_H
#define GOR_RULES_H

#include "gorules.h"

struct gor_rules {
    gor_ko_rule ko;
    gor_suicide_rule suicide;
    gor_cycle_rule cycle;
    gor_scoring scoring;
    double komi;
    gor_tax tax;
    gor_handicap_comp comp;
    int first;           /* GOR_BLACK or GOR_WHITE */
    int pass_stones;     /* AGA */
    int white_last;      /* AGA */
    int free_handicap;
    gor_tie_rule tie;    /* who wins an even count */
    int free_opening;    /* stone plays at the start when passing is not
                            allowed (the reformed ruleset: 4) */
};

/* The default ruleset ("chinese"). */
void rules_default(struct gor_rules *r);
/* Does the game need the set of earlier positions under these rules? */
int rules_track_positions(const struct gor_rules *r);

#endif
