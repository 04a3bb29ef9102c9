/* SPDX-License-Identifier: MIT */
/*
 * The bindings' enum and status tables (bindings/gen_enums.py) read from
 * the public headers: enum_check.c, generated at build time, holds one
 * static assert per value, so that this test does not even compile when
 * the generator reads a value other than the compiler's. Running it only
 * confirms that the check was linked in.
 */
#include <stdio.h>

int gorb_enum_tables_checked(void);

int main(void)
{
    if (gorb_enum_tables_checked() != 1)
        return 1;
    puts("enum tables: every value as the compiler reads it");
    return 0;
}
