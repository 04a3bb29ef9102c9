/* SPDX-License-Identifier: MIT */
/*
 * sgfcheck.c - validate every SGF record in a folder.
 *
 *   sgfcheck DIR
 *
 * Each record is parsed, then each game in it is replayed with every move
 * checked under the record's own rules (RU; a record without RU is held
 * to what every ruleset forbids). One line per record, one more per
 * problem; the exit status is 1 when any record has a problem, so a
 * script or CI job can use it as a gate.
 */
#define _POSIX_C_SOURCE 200809L /* opendir, strdup */
#include <gorules.h>
#include <gorules_score.h>
#include <gorules_sgf.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Check one file; returns the number of problems. */
static int check(const char *dir, const char *name)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, name);

    gor_sgf *sgf;
    gor_sgf_error err;
    /* A parse error says where (line:column) and why; nothing is created. */
    if (gor_sgf_parse_file(&sgf, path, NULL, &err) != GOR_OK) {
        printf("%s: unreadable\n  %d:%d: %s\n", name, err.line, err.column,
               err.message);
        return 1;
    }

    int problems = 0;
    for (size_t g = 0; g < gor_sgf_game_count(sgf); g++) {
        gor_game *game = NULL;
        gor_sgf_report *report = NULL;
        /* Illegal moves do not make the replay fail: it stops before the
         * first one and the report lists it. A negative status means the
         * record cannot be replayed at all (a bad size, not Go). */
        int st = gor_sgf_replay(&game, &report, gor_sgf_game(sgf, g), NULL);
        size_t errors = gor_sgf_report_errors(report);
        if (st == GOR_OK && errors == 0) {
            gor_result r = GOR_RESULT_INIT;
            char re[32];
            gor_game_result(game, NULL, &r);
            gor_result_to_sgf(&r, re, sizeof re);
            printf("%s: ok, %zu moves, %s\n", name,
                   gor_sgf_report_moves(report), re);
        } else {
            printf("%s: %zu error%s\n", name, errors ? errors : 1,
                   errors == 1 ? "" : "s");
            problems += errors ? (int)errors : 1;
        }
        /* Notes and errors both come with a place in the file; notes
         * (GOR_SGF_NOTE) are worth telling, infos are left out here. */
        for (size_t i = 0; i < gor_sgf_report_count(report); i++) {
            const gor_sgf_issue *is = gor_sgf_report_issue(report, i);
            if (is->severity == GOR_SGF_INFO)
                continue;
            printf("  %d:%d: %s: %s\n", is->line, is->column,
                   is->severity == GOR_SGF_ERROR ? "error" : "note",
                   is->message);
        }
        gor_sgf_report_free(report);
        gor_game_free(game);
    }
    gor_sgf_free(sgf);
    return problems;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: sgfcheck DIR\n");
        return 2;
    }
    DIR *d = opendir(argv[1]);
    if (!d) {
        perror(argv[1]);
        return 2;
    }
    /* Sorted, so that the output does not depend on the file system. */
    char **names = NULL;
    size_t n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t len = strlen(e->d_name);
        if (len < 4 || strcmp(e->d_name + len - 4, ".sgf") != 0)
            continue;
        char **grown = realloc(names, (n + 1) * sizeof *names);
        if (!grown)
            return 2;
        names = grown;
        names[n++] = strdup(e->d_name);
    }
    closedir(d);
    qsort(names, n, sizeof *names, by_name);

    int bad = 0;
    for (size_t i = 0; i < n; i++) {
        bad += check(argv[1], names[i]) > 0;
        free(names[i]);
    }
    free(names);
    printf("%zu records, %d with problems\n", n, bad);
    return bad ? 1 : 0;
}
