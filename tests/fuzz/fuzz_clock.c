/* SPDX-License-Identifier: MIT */
/*
 * fuzz_clock.c - random time controls and timelines on one gor_clock,
 * checked against the promises of gorules_clock.h. Only the public API.
 *
 * The first bytes choose the system, the flags and the times (small, so
 * that periods and blocks run out often); then each group of bytes is one
 * call (start, press for either colour, advance, pause, resume, late, set,
 * poll, clone) at a timestamp that usually moves forward and sometimes
 * goes back. After every call:
 *
 *  - a refused call (negative status) changed nothing observable: both
 *    players' states, the timestamp, whose time runs, the loser, the
 *    pending events and the record;
 *  - no time left is negative; periods and moves stay within the control;
 *    a player who lost is flagged and nobody's time runs;
 *  - events come out in order of time, never later than the clock's
 *    timestamp, with a colour, and with known kinds and texts;
 *  - a clone is observably identical.
 *
 * A broken invariant aborts with a message.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gorules_clock.h"

#define CHECK(cond, ...)                                            \
    do {                                                            \
        if (!(cond)) {                                              \
            fprintf(stderr, "fuzz_clock: %s: ", #cond);             \
            fprintf(stderr, __VA_ARGS__);                           \
            fprintf(stderr, "\n");                                  \
            abort();                                                \
        }                                                           \
    } while (0)

typedef struct snap {
    gor_clock_state st[3];
    int64_t now;
    gor_color running, loser;
    size_t pending, records;
} snap;

static void take(const gor_clock *c, snap *s)
{
    memset(s, 0, sizeof *s);
    gor_clock_state_get(c, GOR_BLACK, &s->st[GOR_BLACK]);
    gor_clock_state_get(c, GOR_WHITE, &s->st[GOR_WHITE]);
    s->now = gor_clock_now(c);
    s->running = gor_clock_running(c);
    s->loser = gor_clock_loser(c);
    s->pending = gor_clock_pending(c);
    s->records = gor_clock_record_count(c);
}

static void invariants(const gor_clock *c, const gor_clock_options *o)
{
    snap s;
    take(c, &s);
    for (int k = GOR_BLACK; k <= GOR_WHITE; k++) {
        const gor_clock_state *p = &s.st[k];
        CHECK(p->main_ms >= 0 && p->period_ms >= 0, "negative time");
        CHECK(p->periods >= 0 && p->periods <= o->periods, "periods %d",
              p->periods);
        CHECK(p->moves >= 0 && p->moves <= o->period_moves, "moves %d",
              p->moves);
        CHECK(!p->flagged || s.loser == (gor_color)k, "flag without loss");
    }
    if (s.loser != GOR_EMPTY)
        CHECK(s.running == GOR_EMPTY, "time runs after a loss");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    size_t i = 0;
#define BYTE() (i < size ? data[i++] : 0)
    if (size < 6)
        return 0;
    gor_clock_options o = GOR_CLOCK_OPTIONS_INIT;
    o.system = BYTE() % 9; /* 8: an unknown system */
    o.flags = BYTE() % 4;
    o.main_ms = (int64_t)BYTE() * 1000;
    o.period_ms = (int64_t)(BYTE() % 64) * 1000;
    o.periods = BYTE() % 5;
    o.period_moves = BYTE() % 5;
    o.increment_ms = (int64_t)(BYTE() % 16) * 1000;
    o.late_limit_ms = (int64_t)(BYTE() % 4) * 30000;
    gor_clock *c = NULL;
    int st = gor_clock_new(&c, &o);
    if (st != GOR_OK) {
        CHECK(c == NULL, "a refused new made a clock");
        return 0;
    }
    int64_t now = 0, last_event = INT64_MIN;
    while (i < size) {
        int op = BYTE() % 10;
        int arg = BYTE();
        gor_color col = (arg & 1) ? GOR_WHITE : GOR_BLACK;
        if ((arg & 0x30) == 0x30)
            col = (gor_color)(arg >> 6); /* sometimes EMPTY or 3 */
        int64_t step = (int64_t)BYTE() * 500;
        int64_t t = (arg & 0x80) && (arg & 0x08) ? now - step : now + step;
        snap before;
        take(c, &before);
        gor_clock_state cs;
        memset(&cs, 0, sizeof cs);
        switch (op) {
        case 0: st = gor_clock_start(c, col, t); break;
        case 1:
        case 2: st = gor_clock_press(c, col, t); break;
        case 3: st = gor_clock_advance(c, t); break;
        case 4: st = gor_clock_pause(c, t); break;
        case 5: st = gor_clock_resume(c, t); break;
        case 6: st = gor_clock_late(c, col, step * 20 - 1000); break;
        case 7:
            cs.main_ms = (arg & 2) ? step : 0;
            cs.period_ms = step / 2;
            cs.periods = arg % 4;
            cs.moves = (arg >> 2) % 4;
            st = gor_clock_set(c, col, &cs);
            break;
        case 8: {
            gor_clock_event ev;
            while ((st = gor_clock_poll(c, &ev)) == 1) {
                char text[128];
                CHECK(ev.at_ms >= last_event, "events out of order");
                CHECK(ev.at_ms <= gor_clock_now(c), "event from the future");
                CHECK(ev.color == GOR_BLACK || ev.color == GOR_WHITE,
                      "event colour %d", ev.color);
                CHECK(gor_clock_event_text(&ev, GOR_CLOCK_TEXT_ZH, text,
                                           sizeof text) > 0, "no text");
                CHECK(gor_clock_event_text(&ev, GOR_CLOCK_TEXT_EN, text,
                                           sizeof text) > 0, "no text");
                last_event = ev.at_ms;
            }
            break;
        }
        default: {
            gor_clock *d = NULL;
            st = gor_clock_clone(&d, c);
            if (st == GOR_OK) {
                snap a, b;
                take(c, &a);
                take(d, &b);
                CHECK(!memcmp(&a, &b, sizeof a), "clone differs");
                gor_clock_free(d);
            }
            break;
        }
        }
        if (st < 0) {
            snap after;
            take(c, &after);
            CHECK(!memcmp(&before, &after, sizeof before),
                  "refused op %d (%d) changed the clock", op, st);
        } else if (op <= 5 && t > now) {
            now = t;
        }
        invariants(c, &o);
    }
    gor_clock_free(c);
    return 0;
}
