/* SPDX-License-Identifier: MIT */
/* check.h - the counting CHECK of the tests in this folder; each program
 * ends by printing "N passed, N failed". */
#ifndef GORULES_ABI_CHECK_H
#define GORULES_ABI_CHECK_H

#include <stdio.h>

static int passed, failed;

#define CHECK(cond)                                                    \
    do {                                                               \
        if (cond) {                                                    \
            passed++;                                                  \
        } else {                                                       \
            failed++;                                                  \
            fprintf(stderr, "%s:%d: failed: %s\n", __FILE__, __LINE__, \
                    #cond);                                            \
        }                                                              \
    } while (0)

#endif
