/* SPDX-License-Identifier: MIT */
/*
 * gorules.c - `gorules`: check, show, score and convert Go game records
 * (SGF) with libgorules. The command dispatch and the main help.
 *
 *   gorules check FILE|DIR...   parse and replay every game, list problems
 *   gorules show FILE           the board at a move
 *   gorules score FILE          count the final (or any) position
 *   gorules convert FILE        the record again as UTF-8 FF[4] SGF
 *
 * Uses the public API only (gorules.h, gorules_score.h, gorules_sgf.h).
 */
#include "tool.h"

#include <string.h>

static const char help_main[] =
    "gorules - check, show and score Go game records (SGF files)\n"
    "\n"
    "Usage:\n"
    "  gorules check [OPTIONS] FILE|DIR...   check every record for broken SGF\n"
    "                                        and illegal moves\n"
    "  gorules show [OPTIONS] FILE           print the board of a record\n"
    "  gorules score [OPTIONS] FILE          count the final position: who won,\n"
    "                                        by how much, and why\n"
    "  gorules convert [OPTIONS] FILE        print the record as UTF-8 SGF FF[4]\n"
    "  gorules help COMMAND                  more about a command\n"
    "  gorules --version\n"
    "\n"
    "Every command takes --json for output that scripts can read.\n"
    "\n"
    "Examples:\n"
    "  gorules score data/gnugo-selfplay-19x19.sgf\n"
    "  gorules show data/gnugo-selfplay-19x19.sgf --move 60\n"
    "  gorules check ~/games              (every .sgf/.sgfs file below)\n"
    "\n"
    "Exit status: 0 all good, 1 problems found (or a file could not be\n"
    "read), 2 wrong usage.\n";

int main(int argc, char **argv)
{
    if (argc < 2) {
        fputs(help_main, stderr);
        return EXIT_USAGE;
    }
    const char *cmd = argv[1];
    if (!strcmp(cmd, "-h") || !strcmp(cmd, "--help")) {
        fputs(help_main, stdout);
        return EXIT_CLEAN;
    }
    if (!strcmp(cmd, "--version") || !strcmp(cmd, "version")) {
        printf("gorules (built with libgorules %d.%d.%d, running %s)\n",
               GOR_VERSION_MAJOR, GOR_VERSION_MINOR, GOR_VERSION_PATCH,
               gor_version_string());
        return EXIT_CLEAN;
    }
    if (!strcmp(cmd, "help")) {
        const char *what = argc > 2 ? argv[2] : "";
        fputs(!strcmp(what, "check")     ? help_check
              : !strcmp(what, "show")    ? help_show
              : !strcmp(what, "score")   ? help_score
              : !strcmp(what, "convert") ? help_convert
                                         : help_main,
              stdout);
        return EXIT_CLEAN;
    }
    if (!strcmp(cmd, "check"))
        return cmd_check(argc - 2, argv + 2);
    if (!strcmp(cmd, "show"))
        return cmd_show(argc - 2, argv + 2);
    if (!strcmp(cmd, "score"))
        return cmd_score(argc - 2, argv + 2);
    if (!strcmp(cmd, "convert"))
        return cmd_convert(argc - 2, argv + 2);
    usage_error("unknown command \"%s\"", cmd);
    return EXIT_USAGE;
}
