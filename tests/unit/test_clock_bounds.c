/* SPDX-License-Identifier: MIT */
/*
 * test_clock_bounds.c - one call of the clock queues a bounded number of
 * events, whatever its times: past 4096 events in a call, the byo-yomi
 * periods still to pass are counted at once (one period event), with the
 * same final state as a step-by-step run.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "gorules.h"
#include "gorules_clock.h"

static gor_clock *byoyomi(int system, int64_t main_ms, int64_t period_ms,
                          int periods)
{
    gor_clock_options o;
    assert_int_equal(gor_clock_options_init(&o, GOR_CLOCK_OPTIONS_VERSION),
                     GOR_OK);
    o.system = system;
    o.main_ms = main_ms;
    o.period_ms = period_ms;
    o.periods = periods;
    gor_clock *c = NULL;
    assert_int_equal(gor_clock_new(&c, &o), GOR_OK);
    return c;
}

/* 10^6 periods of 2^42 ms (each with 2^42 / 20000 call-outs), to the end
 * of int64 time: 4096 events, then the last period and the time-out. */
static void test_vast_periods(void **state)
{
    (void)state;
    const int64_t P = INT64_C(1) << 42;
    const int64_t main_ms = (INT64_C(1) << 62) - 1000000 * P;
    gor_clock *c = byoyomi(GOR_CLOCK_BYOYOMI, INT64_C(1) << 62, P, 1000000);
    assert_int_equal(gor_clock_start(c, GOR_BLACK, 0), GOR_OK);
    assert_int_equal(gor_clock_advance(c, INT64_MAX), 4098);
    assert_int_equal(gor_clock_pending(c), 4098);
    gor_clock_event ev;
    assert_int_equal(gor_clock_poll(c, &ev), 1);
    assert_int_equal(ev.kind, GOR_CLOCK_EV_OVERTIME);
    assert_true(ev.at_ms == main_ms);
    assert_int_equal(ev.value, 1000000);
    for (int k = 1; k < 4096; k++) {
        assert_int_equal(gor_clock_poll(c, &ev), 1);
        assert_int_equal(ev.kind, GOR_CLOCK_EV_CALL);
    }
    assert_int_equal(gor_clock_poll(c, &ev), 1);
    assert_int_equal(ev.kind, GOR_CLOCK_EV_PERIOD);
    assert_int_equal(ev.value, 1);
    assert_true(ev.at_ms == main_ms + 999999 * P);
    assert_int_equal(gor_clock_poll(c, &ev), 1);
    assert_int_equal(ev.kind, GOR_CLOCK_EV_TIMEOUT);
    assert_true(ev.at_ms == main_ms + 1000000 * P);
    assert_int_equal(gor_clock_poll(c, &ev), 0);
    gor_clock_state st;
    assert_int_equal(gor_clock_state_get(c, GOR_BLACK, &st), GOR_OK);
    assert_int_equal(st.flagged, 1);
    assert_int_equal(st.periods, 0);
    gor_clock_free(c);
}

/* Japanese byo-yomi, 30 s periods: one call over 15,000.5 periods leaves
 * the state a period at a time leaves, with a bounded queue. */
static void test_one_call_as_steps(void **state)
{
    (void)state;
    const int64_t P = 30000, end = 15000 * P + P / 2;
    gor_clock *one = byoyomi(GOR_CLOCK_JAPANESE, 0, P, 20000);
    gor_clock *steps = byoyomi(GOR_CLOCK_JAPANESE, 0, P, 20000);
    assert_int_equal(gor_clock_start(one, GOR_BLACK, 0), GOR_OK);
    assert_int_equal(gor_clock_start(steps, GOR_BLACK, 0), GOR_OK);
    int n = gor_clock_advance(one, end);
    assert_true(n > 4096 && n <= 4096 + 16);
    for (int64_t t = P; t < end; t += P)
        assert_true(gor_clock_advance(steps, t) >= 0);
    assert_true(gor_clock_advance(steps, end) >= 0);
    gor_clock_state a, b;
    assert_int_equal(gor_clock_state_get(one, GOR_BLACK, &a), GOR_OK);
    assert_int_equal(gor_clock_state_get(steps, GOR_BLACK, &b), GOR_OK);
    assert_int_equal(a.periods, 5000);
    assert_int_equal(b.periods, 5000);
    assert_true(a.period_ms == P / 2 && b.period_ms == P / 2);
    /* the next call-out comes at the same time in both */
    assert_int_equal(gor_clock_advance(one, end + 5000), 1);
    assert_int_equal(gor_clock_advance(steps, end + 5000), 1);
    gor_clock_free(one);
    gor_clock_free(steps);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_vast_periods),
        cmocka_unit_test(test_one_call_as_steps),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
