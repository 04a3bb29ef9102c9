/* SPDX-License-Identifier: MIT */
/*
 * bench.c - `gorules-bench`: how fast libgorules is, measured the same way
 * as other engines (an engine-neutral replay workload), and
 * the generator of that workload. The command dispatch and the main help.
 *
 *   gorules-bench replay FILE     check and play every move of a corpus
 *   gorules-bench gen ...         write a corpus of random legal games
 *   gorules-bench playout ...     light random playouts
 *   gorules-bench sgf FILE|DIR... parse and replay SGF records
 *   gorules-bench score [FILE]    score finished positions (Benson)
 *   gorules-bench memory          bytes per game object and per move
 *   gorules-bench undo FILE       play, undo and redo per move
 *   gorules-bench ownership FILE  the ownership estimate of a position
 *
 * Uses the public API only (gorules.h, gorules_score.h, gorules_sgf.h).
 * Every command prints one line of key=value pairs.
 */
#include "bench.h"

#include <string.h>

static const char help_main[] =
    "gorules-bench - measure libgorules\n"
    "\n"
    "Usage:\n"
    "  gorules-bench replay FILE [OPTIONS]     check and play every move of a\n"
    "                                          corpus (one game per line)\n"
    "  gorules-bench gen --size N --games K --seed S [-o FILE]\n"
    "                                          write a corpus of random games\n"
    "  gorules-bench playout --size N --count K --seed S\n"
    "                                          light random playouts\n"
    "  gorules-bench sgf FILE|DIR...           parse and replay SGF records\n"
    "  gorules-bench score [FILE]              score finished positions\n"
    "  gorules-bench memory                    bytes per game and per move\n"
    "  gorules-bench undo FILE                 play, undo and redo per move\n"
    "  gorules-bench ownership RECORD.sgf [--move N]\n"
    "                                          the ownership estimate of a\n"
    "                                          position\n"
    "  gorules-bench help COMMAND              more about a command\n"
    "\n"
    "Each command prints one line of key=value pairs. Pin it to one CPU for\n"
    "steady times (taskset -c 1 gorules-bench ...).\n"
    "\n"
    "Exit status: 0 all good, 1 a check failed (illegal moves in a corpus,\n"
    "failed probes or expectations, unreadable files), 2 wrong usage.\n";

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
        printf("gorules-bench (built with libgorules %d.%d.%d, running %s)\n",
               GOR_VERSION_MAJOR, GOR_VERSION_MINOR, GOR_VERSION_PATCH,
               gor_version_string());
        return EXIT_CLEAN;
    }
    static const struct {
        const char *name;
        int (*run)(int, char **);
        const char *help;
    } cmds[] = {
        {"replay", cmd_replay, help_replay},
        {"gen", cmd_gen, help_gen},
        {"playout", cmd_playout, help_playout},
        {"sgf", cmd_sgf, help_sgf},
        {"score", cmd_score, help_score},
        {"memory", cmd_memory, help_memory},
        {"undo", cmd_undo, help_undo},
        {"ownership", cmd_ownership, help_ownership},
    };
    size_t ncmds = sizeof cmds / sizeof cmds[0];
    if (!strcmp(cmd, "help")) {
        const char *what = argc > 2 ? argv[2] : "";
        const char *text = help_main;
        for (size_t i = 0; i < ncmds; i++)
            if (!strcmp(what, cmds[i].name))
                text = cmds[i].help;
        fputs(text, stdout);
        return EXIT_CLEAN;
    }
    for (size_t i = 0; i < ncmds; i++) {
        if (strcmp(cmd, cmds[i].name))
            continue;
        for (int k = 2; k < argc; k++) {
            if (!strcmp(argv[k], "-h") || !strcmp(argv[k], "--help")) {
                fputs(cmds[i].help, stdout);
                return EXIT_CLEAN;
            }
        }
        return cmds[i].run(argc - 2, argv + 2);
    }
    return usage_error("unknown command \"%s\"", cmd);
}
