/* SPDX-License-Identifier: MIT */
/*
 * test_status.c - status codes, their names and messages, colours, version.
 */
#include <stdio.h>
#include <string.h>

#include "testutil.h"

static void test_codes_are_pinned(void **state)
{
    (void)state;
    assert_int_equal(GOR_OK, 0);
    assert_int_equal(GOR_EINVAL, -1);
    assert_int_equal(GOR_ENOMEM, -2);
    assert_int_equal(GOR_ESIZE, -3);
    assert_int_equal(GOR_EPARSE, -4);
    assert_int_equal(GOR_EOFFBOARD, -5);
    assert_int_equal(GOR_EOCCUPIED, -6);
    assert_int_equal(GOR_ESUICIDE, -7);
    assert_int_equal(GOR_EKO, -8);
    assert_int_equal(GOR_ESUPERKO, -9);
    assert_int_equal(GOR_EGAMEOVER, -10);
    assert_int_equal(GOR_ETURN, -11);
    assert_int_equal(GOR_ENOMOVE, -12);
    assert_int_equal(GOR_ECOLOR, -13);
    assert_int_equal(GOR_ERANGE, -14);
    assert_int_equal(GOR_EBUFFER, -15);
    assert_int_equal(GOR_EPASS, -16);
}

static void test_names_and_messages(void **state)
{
    (void)state;
#define CHECK_ONE(name, value, msg)                           \
    assert_string_equal(gor_status_name(value), #name);       \
    assert_string_equal(gor_strerror(value), msg);
    GOR_STATUS_LIST(CHECK_ONE)
#undef CHECK_ONE
    assert_string_equal(gor_strerror(GOR_ESUICIDE),
                        "suicide is forbidden by the ruleset");
    assert_string_equal(gor_status_name(GOR_EKO), "GOR_EKO");
    assert_string_equal(gor_strerror(1), "unknown status");
    assert_string_equal(gor_strerror(-17), "unknown status");
    assert_string_equal(gor_strerror(-1000), "unknown status");
    assert_string_equal(gor_status_name(1), "GOR_UNKNOWN");
    assert_string_equal(gor_status_name(-17), "GOR_UNKNOWN");
}

static void test_illegal_move_codes(void **state)
{
    (void)state;
    for (int st = 5; st >= -20; st--) {
        int want = (st <= GOR_EOFFBOARD && st >= GOR_ETURN) ||
                   st == GOR_EPASS;
        assert_int_equal(gor_status_is_illegal_move(st) != 0, want);
    }
}

static void test_colors(void **state)
{
    (void)state;
    assert_string_equal(gor_color_name(GOR_BLACK), "B");
    assert_string_equal(gor_color_name(GOR_WHITE), "W");
    assert_string_equal(gor_color_name(GOR_EMPTY), ".");
    assert_string_equal(gor_color_name((gor_color)7), ".");
    assert_int_equal(GOR_OTHER(GOR_BLACK), GOR_WHITE);
    assert_int_equal(GOR_OTHER(GOR_WHITE), GOR_BLACK);
    assert_int_equal(GOR_OTHER(GOR_EMPTY), GOR_EMPTY);
    assert_int_equal(GOR_PASS, -1);
    assert_int_equal(GOR_NO_POINT, -2);
    assert_int_equal(GOR_MAX_SIZE, 52);
}

static void test_version(void **state)
{
    (void)state;
    char want[32];
    snprintf(want, sizeof want, "%d.%d.%d", GOR_VERSION_MAJOR,
             GOR_VERSION_MINOR, GOR_VERSION_PATCH);
    assert_int_equal(gor_version_number(), GOR_VERSION_NUMBER);
    assert_int_equal(GOR_VERSION_NUMBER, GOR_VERSION_MAJOR * 10000 +
                                             GOR_VERSION_MINOR * 100 +
                                             GOR_VERSION_PATCH);
    assert_string_equal(gor_version_string(), want);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_codes_are_pinned),
        cmocka_unit_test(test_names_and_messages),
        cmocka_unit_test(test_illegal_move_codes),
        cmocka_unit_test(test_colors),
        cmocka_unit_test(test_version),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
