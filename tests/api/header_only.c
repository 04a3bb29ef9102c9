/* SPDX-License-Identifier: MIT */
/*
 * header_only.c - a public header must compile alone, without warnings,
 * as strict C99 and as C++ (tests/CMakeLists.txt runs the compilers once
 * per header, naming it in GOR_HEADER).
 */
#ifndef GOR_HEADER
#define GOR_HEADER "gorules.h"
#endif
#include GOR_HEADER

/* Something to compile besides the header: ISO C forbids an empty unit. */
typedef int gor_header_selftest_;
