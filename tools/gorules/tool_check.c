/* SPDX-License-Identifier: MIT */
/*
 * tool_check.c - `gorules check`: parse and replay every record, one line per
 * problem, a summary; exit status 1 on any error.
 */
#include "tool.h"
#include "core/numtext.h"
#include "dir_list.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

static const char *prog = "gorules";

const char help_check[] =
    "Usage: gorules check [OPTIONS] FILE|DIR...\n"
    "\n"
    "Reads each SGF file (directories: every .sgf and .sgfs file below them),\n"
    "then replays each game of the file move by move under its own rules\n"
    "(RU[]). A record without RU[] is judged by what every ruleset forbids:\n"
    "playing onto a stone, retaking a ko at once, suicide of a single stone\n"
    "(a multi-stone suicide is only noted). Prints one line per problem, as\n"
    "  FILE:LINE:COLUMN: error: move 57, W R14: point is occupied\n"
    "then a summary. Exit status 1 if any record has an error.\n"
    "\n"
    "Errors: broken SGF (with line and column), a bad board size or\n"
    "coordinate, a move onto an occupied point, suicide, ko or superko\n"
    "against the record's rules, impossible setup stones.\n"
    "Notes (not errors): repetitions the rules allow, or that end a Japanese\n"
    "game with no result; play after two passes; a multi-stone suicide in a\n"
    "record without RU[]; repaired SGF (text outside the game, FF[3]\n"
    "property names, broken characters, unknown RU[]).\n"
    "\n"
    "Options:\n"
    "  --rules RULES    judge every record by RULES instead of its RU[]\n"
    "                   (chinese, japanese, korean, aga, new-zealand,\n"
    "                   tromp-taylor, ing, or a string such as\n"
    "                   koPOSITIONALscoreAREAsui1)\n"
    "  --first          stop each game at its first illegal move\n"
    "  --variations     also check every variation, not only the main line\n"
    "  --encoding ENC   read the files in ENC (e.g. GB18030), ignoring CA[]\n"
    "  -q, --quiet      errors only, no notes\n"
    "  -v, --verbose    also corrections (komi, encodings) and clean files\n"
    "  --json           one JSON document instead of text\n"
    "  -h, --help       this help\n";


/* ------------------------------------------------------------------ */
/* check                                                               */

typedef struct check_opts {
    int json, first, variations, verbosity; /* 0 quiet, 1 normal, 2 verbose */
    const char *rules_text;
    gor_rules *rules;
    const char *encoding;
} check_opts;

typedef struct totals {
    size_t files, games, moves, errors, notes, infos, bad_files, unreadable;
    int json_first;
} totals;

/* One finding, for printing. */
typedef struct finding {
    gor_sgf_severity severity;
    int status;
    int line, column;
    size_t game; /* 1-based; 0 = the file */
    size_t move;
    char message[220];
} finding;

/*
 * The findings of one file, in order, with a hash set over them so that
 * an issue seen again (through another variation) is dropped in O(1).
 */
typedef struct findings {
    finding *v;
    size_t n, cap;
    struct slot {
        size_t index; /* into v, plus one; 0 = free */
        size_t hash;
    } *slots;
    size_t nslots;    /* a power of two */
} findings;

static size_t finding_hash(int status, int line, int column, size_t game,
                           const char *msg)
{
    uint64_t h = 1469598103934665603u; /* FNV-1a, 64 bits */
    uint64_t words[4] = {(uint64_t)(unsigned)status, (uint64_t)(unsigned)line,
                         (uint64_t)(unsigned)column, (uint64_t)game};
    for (int k = 0; k < 4; k++) {
        h ^= words[k];
        h *= 1099511628211u;
    }
    for (const unsigned char *s = (const unsigned char *)msg; *s; s++) {
        h ^= *s;
        h *= 1099511628211u;
    }
    return (size_t)(h ^ (h >> 29));
}

static int same_finding(const finding *o, int status, int line, int column,
                        size_t game, const char *msg)
{
    return o->game == game && o->line == line && o->column == column &&
           o->status == status && !strcmp(o->message, msg);
}

/* Grow the set to twice the findings it may hold; 0 on failure. */
static int findings_rehash(findings *f, size_t nslots)
{
    struct slot *slots = calloc(nslots, sizeof *slots);
    if (!slots)
        return 0;
    for (size_t k = 0; k < f->nslots; k++) {
        if (!f->slots[k].index)
            continue;
        size_t h = f->slots[k].hash & (nslots - 1);
        while (slots[h].index)
            h = (h + 1) & (nslots - 1);
        slots[h] = f->slots[k];
    }
    free(f->slots);
    f->slots = slots;
    f->nslots = nslots;
    return 1;
}

static void findings_free(findings *f)
{
    free(f->v);
    free(f->slots);
}

static void add_finding(findings *f, gor_sgf_severity sev, int status,
                        int line, int column, size_t game, size_t move,
                        const char *msg)
{
    /* The message as it is kept (and compared): at most 219 bytes. */
    char kept[sizeof f->v[0].message];
    snprintf(kept, sizeof kept, "%s", msg);
    if ((f->n + 1) * 2 > f->nslots &&
        !findings_rehash(f, f->nslots ? f->nslots * 2 : 64))
        return;
    size_t hash = finding_hash(status, line, column, game, kept);
    size_t h = hash & (f->nslots - 1);
    for (; f->slots[h].index; h = (h + 1) & (f->nslots - 1))
        if (f->slots[h].hash == hash &&
            same_finding(&f->v[f->slots[h].index - 1], status, line, column,
                         game, kept))
            return; /* the same issue seen again through another variation */
    if (f->n == f->cap) {
        size_t cap = f->cap ? f->cap * 2 : 16;
        finding *v = realloc(f->v, cap * sizeof *v);
        if (!v)
            return;
        f->v = v;
        f->cap = cap;
    }
    finding *x = &f->v[f->n++];
    x->severity = sev;
    x->status = status;
    x->line = line;
    x->column = column;
    x->game = game;
    x->move = move;
    memcpy(x->message, kept, sizeof kept);
    f->slots[h].index = f->n;
    f->slots[h].hash = hash;
}

static void add_report(findings *f, const gor_sgf_report *rep, size_t game)
{
    for (size_t i = 0; i < gor_sgf_report_count(rep); i++) {
        const gor_sgf_issue *is = gor_sgf_report_issue(rep, i);
        add_finding(f, is->severity, is->status, is->line, is->column, game,
                    is->move_number, is->message);
    }
}

/* Leaves of a game tree, in order (iteratively). */
static void check_variations(const gor_sgf_node *root,
                             gor_sgf_replay_options *o, findings *f,
                             size_t game, size_t *moves)
{
    const gor_sgf_node *n = root;
    for (;;) {
        while (gor_sgf_node_child_count(n))
            n = gor_sgf_node_child(n, 0);
        gor_game *g = NULL;
        gor_sgf_report *rep = NULL;
        o->target = n;
        gor_sgf_replay(&g, &rep, root, o);
        add_report(f, rep, game);
        if (rep && gor_sgf_report_moves(rep) > *moves)
            *moves = gor_sgf_report_moves(rep);
        gor_sgf_report_free(rep);
        gor_game_free(g);
        /* Next leaf: climb until a node has a next sibling. */
        while (n != root && !gor_sgf_node_next_sibling(n))
            n = gor_sgf_node_parent(n);
        if (n == root)
            break;
        n = gor_sgf_node_next_sibling(n);
    }
    o->target = NULL;
}

static void print_file_result(const char *path, const findings *f,
                              size_t games, size_t moves,
                              const check_opts *c, totals *t)
{
    size_t errors = 0, notes = 0, infos = 0;
    for (size_t i = 0; i < f->n; i++) {
        switch (f->v[i].severity) {
        case GOR_SGF_ERROR: errors++; break;
        case GOR_SGF_NOTE: notes++; break;
        default: infos++; break;
        }
    }
    t->errors += errors;
    t->notes += notes;
    t->infos += infos;
    t->bad_files += errors > 0;
    int shown_min = c->verbosity >= 2 ? GOR_SGF_INFO
                    : c->verbosity == 1 ? GOR_SGF_NOTE
                                        : GOR_SGF_ERROR;
    if (c->json) {
        if (!t->json_first)
            fputs(",\n", stdout);
        t->json_first = 0;
        fputs("  {\"file\": ", stdout);
        json_string(stdout, path);
        printf(", \"games\": %zu, \"moves\": %zu, \"errors\": %zu, "
               "\"notes\": %zu, \"issues\": [",
               games, moves, errors, notes);
        int first = 1;
        for (size_t i = 0; i < f->n; i++) {
            const finding *x = &f->v[i];
            if ((int)x->severity < shown_min)
                continue;
            printf("%s\n    {\"severity\": \"%s\", \"line\": %d, "
                   "\"column\": %d, \"game\": %zu, \"move\": %zu, "
                   "\"status\": \"%s\", \"message\": ",
                   first ? "" : ",", severity_name(x->severity), x->line,
                   x->column, x->game, x->move,
                   x->severity == GOR_SGF_ERROR ? gor_status_name(x->status)
                                                : "GOR_OK");
            json_string(stdout, x->message);
            fputc('}', stdout);
            first = 0;
        }
        fputs(first ? "]}" : "\n  ]}", stdout);
        return;
    }
    for (size_t i = 0; i < f->n; i++) {
        const finding *x = &f->v[i];
        if ((int)x->severity < shown_min)
            continue;
        if (x->line)
            printf("%s:%d:%d: ", path, x->line, x->column);
        else
            printf("%s: ", path);
        printf("%s: ", severity_name(x->severity));
        if (games > 1 && x->game)
            printf("game %zu, ", x->game);
        printf("%s\n", x->message);
    }
    if (c->verbosity >= 2 && !errors)
        printf("%s: ok (%zu game%s, %zu moves)\n", path, games,
               games == 1 ? "" : "s", moves);
}

static void check_file(const char *path, const check_opts *c, totals *t)
{
    findings f = {0};
    gor_sgf_parse_options po = GOR_SGF_PARSE_OPTIONS_INIT;
    po.encoding = c->encoding;
    gor_sgf *sgf = NULL;
    gor_sgf_error err;
    size_t games = 0, moves = 0;
    t->files++;
    int st = gor_sgf_parse_file(&sgf, path, &po, &err);
    if (st) {
        add_finding(&f, GOR_SGF_ERROR, st, err.line, err.column, 0, 0,
                    err.message);
        if (!err.line && st == GOR_EINVAL)
            t->unreadable++;
    } else {
        for (size_t i = 0; i < gor_sgf_parse_note_count(sgf); i++) {
            const gor_sgf_error *n = gor_sgf_parse_note(sgf, i);
            add_finding(&f, GOR_SGF_NOTE, GOR_OK, n->line, n->column, 0, 0,
                        n->message);
        }
        games = gor_sgf_game_count(sgf);
        gor_sgf_replay_options o = GOR_SGF_REPLAY_OPTIONS_INIT;
        o.flags = c->first ? 0 : GOR_SGF_REPLAY_TOLERANT;
        o.rules = c->rules;
        for (size_t g = 0; g < games; g++) {
            const gor_sgf_node *root = gor_sgf_game(sgf, g);
            gor_game *game = NULL;
            gor_sgf_report *rep = NULL;
            gor_sgf_replay(&game, &rep, root, &o);
            add_report(&f, rep, g + 1);
            size_t m = gor_sgf_report_moves(rep);
            gor_sgf_report_free(rep);
            gor_game_free(game);
            if (c->variations)
                check_variations(root, &o, &f, g + 1, &m);
            moves += m;
        }
        gor_sgf_free(sgf);
    }
    t->games += games;
    t->moves += moves;
    print_file_result(path, &f, games, moves, c, t);
    findings_free(&f);
}

/* Check a file, or every SGF file below a directory (sorted by name). */
static void check_path(const char *path, const check_opts *c, totals *t,
                       int explicit)
{
    struct stat sb;
    if (stat(path, &sb) != 0) {
        findings f = {0};
        char msg[200];
        snprintf(msg, sizeof msg, "cannot read: %s", strerror(errno));
        add_finding(&f, GOR_SGF_ERROR, GOR_EINVAL, 0, 0, 0, 0, msg);
        t->files++;
        t->unreadable++;
        print_file_result(path, &f, 0, 0, c, t);
        findings_free(&f);
        return;
    }
    if (!S_ISDIR(sb.st_mode)) {
        if (explicit || has_sgf_suffix(path))
            check_file(path, c, t);
        return;
    }
    size_t n;
    char **names = dir_list(path, &n);
    if (!names) {
        fprintf(stderr, "%s: %s: %s\n", prog, path, strerror(errno));
        t->unreadable++;
        return;
    }
    for (size_t i = 0; i < n; i++)
        check_path(names[i], c, t, 0);
    dir_list_free(names, n);
}

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int cmd_check(int argc, char **argv)
{
    check_opts c = {0};
    c.verbosity = 1;
    const char **paths = calloc((size_t)argc + 1, sizeof *paths);
    size_t npaths = 0;
    if (!paths)
        return EXIT_PROBLEMS;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            fputs(help_check, stdout);
            free(paths);
            return EXIT_CLEAN;
        } else if (!strcmp(a, "--json")) {
            c.json = 1;
        } else if (!strcmp(a, "--first")) {
            c.first = 1;
        } else if (!strcmp(a, "--variations")) {
            c.variations = 1;
        } else if (!strcmp(a, "-q") || !strcmp(a, "--quiet")) {
            c.verbosity = 0;
        } else if (!strcmp(a, "-v") || !strcmp(a, "--verbose")) {
            c.verbosity = 2;
        } else if (!strcmp(a, "--rules") || !strcmp(a, "--encoding")) {
            if (i + 1 >= argc) {
                usage_error("%s needs a value", a);
                free(paths);
                return EXIT_USAGE;
            }
            if (!strcmp(a, "--rules"))
                c.rules_text = argv[++i];
            else
                c.encoding = argv[++i];
        } else if (!strcmp(a, "--")) {
            for (i++; i < argc; i++)
                paths[npaths++] = argv[i];
        } else if (a[0] == '-' && a[1]) {
            usage_error("check: unknown option %s", a);
            free(paths);
            return EXIT_USAGE;
        } else {
            paths[npaths++] = a;
        }
    }
    if (!npaths) {
        usage_error("check: no file or directory given");
        free(paths);
        return EXIT_USAGE;
    }
    if (c.rules_text) {
        if (gor_rules_new(&c.rules, NULL) != GOR_OK ||
            gor_sgf_rules_parse(c.rules, c.rules_text) != GOR_OK) {
            usage_error("check: unknown rules \"%s\"", c.rules_text);
            gor_rules_free(c.rules);
            free(paths);
            return EXIT_USAGE;
        }
    }
    totals t = {0};
    t.json_first = 1;
    double start = now_seconds();
    if (c.json)
        fputs("{\"files\": [\n", stdout);
    for (size_t i = 0; i < npaths; i++)
        check_path(paths[i], &c, &t, 1);
    double secs = now_seconds() - start;
    char st[400];
    if (c.json) {
        numtext_format(secs, 3, st, sizeof st);
        printf("\n], \"summary\": {\"files\": %zu, \"games\": %zu, "
               "\"moves\": %zu, \"errors\": %zu, \"notes\": %zu, "
               "\"files_with_errors\": %zu, \"seconds\": %s}}\n",
               t.files, t.games, t.moves, t.errors, t.notes, t.bad_files,
               st);
    } else {
        numtext_format(secs, 2, st, sizeof st);
        printf("checked %zu file%s (%zu game%s, %zu moves) in %s s",
               t.files, t.files == 1 ? "" : "s", t.games,
               t.games == 1 ? "" : "s", t.moves, st);
        if (secs > 0 && t.files > 1) {
            numtext_format((double)t.files / secs, 0, st, sizeof st);
            printf(", %s files/s", st);
        }
        printf(": %zu error%s in %zu file%s, %zu note%s\n", t.errors,
               t.errors == 1 ? "" : "s", t.bad_files,
               t.bad_files == 1 ? "" : "s", t.notes,
               t.notes == 1 ? "" : "s");
    }
    gor_rules_free(c.rules);
    free(paths);
    return t.errors || t.unreadable ? EXIT_PROBLEMS : EXIT_CLEAN;
}
