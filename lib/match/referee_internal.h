/* SPDX-License-Identifier: MIT */
/*
 * referee_internal.h - the referee's state (match/referee.c), shared with
 * its SGF record (sgf/sgf_referee.c): steps, decisions and the helpers
 * both read them with.
 */
#ifndef GOR_REFEREE_INTERNAL_H
#define GOR_REFEREE_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "gorules_referee.h"

#define DECISION_SIZE_1_0 SIZED_MIN_(gor_decision, step)

typedef struct rstep {
    size_t entries;   /* game entries the step made */
    size_t d0, nd;    /* its decisions: decs[d0 .. d0 + nd - 1] */
    int64_t at;       /* the referee's time */
    gor_color mover;  /* who put a stone down or passed (void moves
                         included), else GOR_EMPTY */
    int has_limit;    /* the step set the prediction time limit: */
    int64_t limit;
    char action[48];  /* the action, as written to SGF (GA) */
} rstep;

struct gor_referee {
    gor_game *game;
    gor_referee_code code;
    int64_t now;
    rstep *steps;
    size_t cur, total, cap;
    gor_decision *decs;     /* decisions of steps 0 .. total-1 */
    size_t ndecs, capdecs;
    /* the step being built */
    size_t open_entries;
    char err[200];
};

/* The decision kinds' names, as GD writes them (gor_decision_kind order). */
extern const char *const referee_kind_names[];
#define REFEREE_NKINDS ((size_t)GOR_DECISION_PREDICTION_TIMEOUT + 1)

/* Decisions of the current history: those of steps 0 .. cur-1. */
size_t referee_active_decisions(const gor_referee *r);
/* "B", "W" or "-". */
const char *referee_cname(gor_color c);
/* The point as SGF writes it, "pass" or "?" (buf of 8). */
void referee_point_sgf(const gor_referee *r, gor_point p, char buf[8]);
/* The player whose prediction deadline is past at `now`, or -1. */
int referee_late_predictor(const gor_referee *r, int64_t now);
/* The player lost the prediction on time: a step of its own; returns 1,
 * or a status. */
int referee_lose_prediction(gor_referee *r, int player, const char *action);

#endif
