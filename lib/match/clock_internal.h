/* SPDX-License-Identifier: MIT */
/*
 * clock_internal.h - what the SGF code needs of the clock beyond
 * gorules_clock.h: appending per-move record entries read from a record.
 */
#ifndef GOR_CLOCK_INTERNAL_H
#define GOR_CLOCK_INTERNAL_H

#include "gorules_clock.h"

/* Append a record entry (main_ms -1: time not known). GOR_ENOMEM. */
int clock_record_push(gor_clock *clock, gor_color color,
                      const gor_clock_state *st);

#endif
