/* SPDX-License-Identifier: MIT */
/*
 * sized.h - the library's side of the sized public structs (gor_score,
 * gor_result, gor_prediction of gorules_score.h, gor_decision of
 * gorules_referee.h), which start with `unsigned size`. The macros name
 * those types: a file that uses them includes their header.
 *
 * A caller built against an older header passes a smaller struct, one built
 * against a newer header a larger one. The library accepts every size from
 * the struct's size in the first stable release (1.0) up, reads only fields
 * that 1.0 had (so any accepted caller has them), and writes results by
 * building its own full struct and copying min(caller's size, ours) bytes,
 * keeping the caller's size field.
 */
#ifndef GORULES_SIZED_H
#define GORULES_SIZED_H

#include <stddef.h>
#include <string.h>

/* Bytes up to the end of `last`, the last field the struct had in 1.0.
 * Fields appended later do not move these. */
#define SIZED_MIN_(type, last) \
    (offsetof(type, last) + sizeof(((type *)0)->last))
#define SCORE_SIZE_1_0 SIZED_MIN_(gor_score, winner)
#define RESULT_SIZE_1_0 SIZED_MIN_(gor_result, margin_stones)
#define PREDICTION_SIZE_1_0 SIZED_MIN_(gor_prediction, favoured)

/* Whether the caller's struct at s is at least `min` bytes. */
static inline int sized_ok(const void *s, size_t min)
{
    unsigned size;
    memcpy(&size, s, sizeof size);
    return size >= min;
}

/* Copy ours (n bytes, a full struct of this version) into the caller's
 * struct, as far as both reach; the caller's size field stays. */
static inline void sized_store(void *theirs, const void *ours, size_t n)
{
    unsigned size;
    memcpy(&size, theirs, sizeof size);
    if (size < n)
        n = size;
    memcpy((char *)theirs + sizeof size, (const char *)ours + sizeof size,
           n - sizeof size);
}

#endif /* GORULES_SIZED_H */
