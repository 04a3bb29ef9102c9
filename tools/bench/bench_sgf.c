/* SPDX-License-Identifier: MIT */
/*
 * bench_sgf.c - `gorules-bench sgf`: parse and replay SGF records read into
 * memory beforehand (what `gorules check` does, without the printing).
 */
#include "bench.h"
#include "dir_list.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

const char help_sgf[] =
    "Usage: gorules-bench sgf [--repeat N] [--verbose] FILE|DIR...\n"
    "\n"
    "Reads every file named and every *.sgf file below the directories\n"
    "named into memory (untimed), then N times (default 5) parses each\n"
    "(gor_sgf_parse) and replays each game in it (gor_sgf_replay, tolerant:\n"
    "illegal moves are listed and the replay goes on). Prints\n"
    "  files=F bytes=B games=G moves=M seconds=MEDIAN min=MIN max=MAX\n"
    "  mb_per_s=R errors=E\n"
    "seconds is one pass over all files; mb_per_s is bytes / 10^6 / seconds;\n"
    "errors counts files that do not parse, games that cannot be replayed\n"
    "and the errors the replays report (illegal moves, bad coordinates).\n"
    "--verbose lists them first, in an untimed pass.\n";

typedef struct sgf_file {
    char *path;
    char *data;
    size_t len;
} sgf_file;

typedef struct file_list {
    sgf_file *v;
    size_t n, cap;
    size_t bytes;
    int unreadable;
} file_list;


static void add_file(file_list *fl, const char *path)
{
    size_t len;
    char *data = read_file(path, &len);
    char *name = malloc(strlen(path) + 1);
    if (fl->n == fl->cap) {
        size_t cap = fl->cap ? fl->cap * 2 : 256;
        sgf_file *v = realloc(fl->v, cap * sizeof *v);
        if (v) {
            fl->v = v;
            fl->cap = cap;
        }
    }
    if (!data || !name || fl->n == fl->cap) {
        fl->unreadable++;
        free(data);
        free(name);
        return;
    }
    strcpy(name, path);
    sgf_file f = {name, data, len};
    fl->v[fl->n++] = f;
    fl->bytes += len;
}


/* A file, or every SGF file below a directory (in name order). */
static void add_path(file_list *fl, const char *path, int explicit)
{
    struct stat sb;
    if (stat(path, &sb) != 0) {
        failure("%s: %s", path, strerror(errno));
        fl->unreadable++;
        return;
    }
    if (!S_ISDIR(sb.st_mode)) {
        if (explicit || has_sgf_suffix(path))
            add_file(fl, path);
        return;
    }
    size_t n;
    char **names = dir_list(path, &n);
    if (!names) {
        failure("%s: %s", path, strerror(errno));
        fl->unreadable++;
        return;
    }
    for (size_t i = 0; i < n; i++)
        add_path(fl, names[i], 0);
    dir_list_free(names, n);
}

typedef struct sgf_counts {
    size_t games, moves, errors;
} sgf_counts;

/* One pass: parse and replay everything. */
static void sgf_pass(const file_list *fl, int verbose, sgf_counts *k)
{
    gor_sgf_replay_options ro = GOR_SGF_REPLAY_OPTIONS_INIT;
    ro.flags = GOR_SGF_REPLAY_TOLERANT;
    memset(k, 0, sizeof *k);
    for (size_t i = 0; i < fl->n; i++) {
        const sgf_file *f = &fl->v[i];
        gor_sgf *sgf;
        gor_sgf_error err;
        if (gor_sgf_parse(&sgf, f->data, f->len, NULL, &err) != GOR_OK) {
            k->errors++;
            if (verbose)
                fprintf(stderr, "%s:%d:%d: error: %s\n", f->path, err.line,
                        err.column, err.message);
            continue;
        }
        size_t ng = gor_sgf_game_count(sgf);
        for (size_t j = 0; j < ng; j++) {
            gor_game *g = NULL;
            gor_sgf_report *rep = NULL;
            int st = gor_sgf_replay(&g, &rep, gor_sgf_game(sgf, j), &ro);
            k->games++;
            k->moves += gor_sgf_report_moves(rep);
            k->errors += st != GOR_OK ? 1 : gor_sgf_report_errors(rep);
            for (size_t e = 0; verbose && e < gor_sgf_report_count(rep); e++) {
                const gor_sgf_issue *is = gor_sgf_report_issue(rep, e);
                if (is->severity == GOR_SGF_ERROR || st != GOR_OK)
                    fprintf(stderr, "%s:%d:%d: error: %s\n", f->path,
                            is->line, is->column, is->message);
            }
            gor_game_free(g);
            gor_sgf_report_free(rep);
        }
        gor_sgf_free(sgf);
    }
}

int cmd_sgf(int argc, char **argv)
{
    long repeat = 5;
    int verbose = 0, npaths = 0;
    const char *v;
    for (int i = 0; i < argc; i++) {
        if (!strcmp(argv[i], "--repeat")) {
            if (!(v = option_value(argc, argv, &i)))
                return EXIT_USAGE;
            if (parse_long(v, 1, 100000, &repeat))
                return usage_error("--repeat: 1 to 100000, not \"%s\"", v);
        } else if (!strcmp(argv[i], "--verbose") || !strcmp(argv[i], "-v")) {
            verbose = 1;
        } else if (argv[i][0] == '-' && argv[i][1]) {
            return usage_error("sgf: unknown option \"%s\"", argv[i]);
        } else {
            npaths++;
        }
    }
    if (!npaths)
        return usage_error("sgf needs FILE or DIR arguments");
    file_list fl;
    memset(&fl, 0, sizeof fl);
    for (int i = 0; i < argc; i++) {
        if (!strcmp(argv[i], "--repeat"))
            i++;
        else if (argv[i][0] != '-' || !argv[i][1])
            add_path(&fl, argv[i], 1);
    }
    int st = EXIT_CLEAN;
    double *sec = malloc((size_t)repeat * sizeof *sec);
    if (!sec) {
        st = failure("out of memory");
    } else if (!fl.n) {
        st = failure("no SGF files found");
    } else {
        sgf_counts k;
        if (verbose)
            sgf_pass(&fl, 1, &k);
        for (long r = 0; r < repeat; r++) {
            uint64_t t0 = now_ns();
            sgf_pass(&fl, 0, &k);
            sec[r] = (double)(now_ns() - t0) / 1e9;
        }
        stats s = stats_of(sec, (size_t)repeat);
        printf("files=%zu bytes=%zu games=%zu moves=%zu seconds=%.4f "
               "min=%.4f max=%.4f mb_per_s=%.2f errors=%zu\n",
               fl.n, fl.bytes, k.games, k.moves, s.median, s.min, s.max,
               (double)fl.bytes / 1e6 / s.median, k.errors);
        if (fl.unreadable)
            st = failure("%d file%s could not be read", fl.unreadable,
                         fl.unreadable == 1 ? "" : "s");
    }
    for (size_t i = 0; i < fl.n; i++) {
        free(fl.v[i].path);
        free(fl.v[i].data);
    }
    free(fl.v);
    free(sec);
    return st;
}
