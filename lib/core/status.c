/* SPDX-License-Identifier: MIT */
/*
 * status.c - status messages and the version, from the one list in
 * gorules.h.
 */
#include "gorules.h"

#define STR_(x) #x
#define STR(x) STR_(x)

int gor_version_number(void)
{
    return GOR_VERSION_NUMBER;
}

const char *gor_version_string(void)
{
    return STR(GOR_VERSION_MAJOR) "." STR(GOR_VERSION_MINOR) "." STR(
        GOR_VERSION_PATCH);
}

const char *gor_strerror(int status)
{
    switch (status) {
#define GOR_X_MSG(name, value, msg) \
    case value:                     \
        return msg;
        GOR_STATUS_LIST(GOR_X_MSG)
#undef GOR_X_MSG
    }
    return "unknown status";
}

const char *gor_status_name(int status)
{
    switch (status) {
#define GOR_X_NAME(name, value, msg) \
    case value:                      \
        return #name;
        GOR_STATUS_LIST(GOR_X_NAME)
#undef GOR_X_NAME
    }
    return "GOR_UNKNOWN";
}

int gor_status_is_illegal_move(int status)
{
    return (status <= GOR_EOFFBOARD && status >= GOR_ETURN) ||
           status == GOR_EPASS;
}

const char *gor_color_name(gor_color c)
{
    return c == GOR_BLACK ? "B" : c == GOR_WHITE ? "W" : ".";
}
