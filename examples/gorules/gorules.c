/*
 * gorules - check and show Go game records (SGF) with libgorules.
 *
 *   gorules check FILE|DIR...   parse and replay every game, list problems
 *   gorules show FILE           the board at a move
 *   gorules convert FILE        the record again as UTF-8 FF[4] SGF
 *
 * Uses the public API only (gorules.h, gorules_sgf.h).
 */
#define _POSIX_C_SOURCE 200809L

#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "gorules.h"
#include "gorules_sgf.h"

enum { EXIT_CLEAN = 0, EXIT_PROBLEMS = 1, EXIT_USAGE = 2 };

static const char *prog = "gorules";

/* ------------------------------------------------------------------ */
/* Help                                                                */

static const char help_main[] =
    "gorules - check and show Go game records (SGF files)\n"
    "\n"
    "Usage:\n"
    "  gorules check [OPTIONS] FILE|DIR...   check every record for broken SGF\n"
    "                                        and illegal moves\n"
    "  gorules show [OPTIONS] FILE           print the board of a record\n"
    "  gorules convert [OPTIONS] FILE        print the record as UTF-8 SGF FF[4]\n"
    "  gorules help COMMAND                  more about a command\n"
    "  gorules --version\n"
    "\n"
    "Every command takes --json for output that scripts can read.\n"
    "\n"
    "Examples:\n"
    "  gorules show data/gnugo-selfplay-19x19.sgf --move 60\n"
    "  gorules check ~/games              (every .sgf/.sgfs file below)\n"
    "\n"
    "Exit status: 0 all good, 1 problems found (or a file could not be\n"
    "read), 2 wrong usage.\n";

static const char help_check[] =
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

static const char help_show[] =
    "Usage: gorules show [OPTIONS] FILE\n"
    "\n"
    "Prints the board of a game record: the position at the end of the main\n"
    "line, or after move N; whose turn it is, the captures, the last move\n"
    "(marked with parentheses on the board) and any ko. Columns are lettered\n"
    "A to T without I, rows numbered from the bottom, as in GTP.\n"
    "\n"
    "Options:\n"
    "  --move N         the position after move N (0 = before the first move)\n"
    "  --game K         the K-th game of a file with several (default 1)\n"
    "  --rules RULES    replay under RULES instead of the record's RU[]\n"
    "  --encoding ENC   read the file in ENC, ignoring CA[]\n"
    "  --json           JSON instead of text\n"
    "  -h, --help       this help\n"
    "\n"
    "Illegal moves in the record are reported on standard error and skipped\n"
    "(onto occupied points) or played (against ko or suicide rules).\n";

static const char help_convert[] =
    "Usage: gorules convert [OPTIONS] FILE\n"
    "\n"
    "Reads FILE (any encoding that CA[] names or that can be detected, FF[1]\n"
    "to FF[4]) and writes it again as UTF-8 SGF: the same tree, unknown\n"
    "properties kept, CA[UTF-8].\n"
    "\n"
    "Options:\n"
    "  -o FILE          write to FILE instead of standard output\n"
    "  --encoding ENC   read FILE in ENC, ignoring CA[]\n"
    "  --json           print {\"file\":..., \"sgf\":...} instead\n"
    "  -h, --help       this help\n";

#if defined(__GNUC__)
#define PRINTF_LIKE(f, a) __attribute__((format(printf, f, a)))
#else
#define PRINTF_LIKE(f, a)
#endif

static void usage_error(const char *fmt, ...) PRINTF_LIKE(1, 2);
static void usage_error(const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "%s: ", prog);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\nTry 'gorules --help'.\n");
}

/* ------------------------------------------------------------------ */
/* JSON                                                                */

static void json_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (; s && *s; s++) {
        unsigned char c = (unsigned char)*s;
        switch (c) {
        case '"':
            fputs("\\\"", f);
            break;
        case '\\':
            fputs("\\\\", f);
            break;
        case '\n':
            fputs("\\n", f);
            break;
        case '\r':
            fputs("\\r", f);
            break;
        case '\t':
            fputs("\\t", f);
            break;
        default:
            if (c < 0x20)
                fprintf(f, "\\u%04x", c);
            else
                fputc(c, f);
        }
    }
    fputc('"', f);
}

static const char *severity_name(gor_sgf_severity s)
{
    return s == GOR_SGF_ERROR ? "error" : s == GOR_SGF_NOTE ? "note" : "info";
}

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

typedef struct findings {
    finding *v;
    size_t n, cap;
} findings;

static void add_finding(findings *f, gor_sgf_severity sev, int status,
                        int line, int column, size_t game, size_t move,
                        const char *msg)
{
    for (size_t i = 0; i < f->n; i++) {
        /* The same issue seen again through another variation. */
        const finding *o = &f->v[i];
        if (o->game == game && o->line == line && o->column == column &&
            o->status == status && !strcmp(o->message, msg))
            return;
    }
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
    snprintf(x->message, sizeof x->message, "%s", msg);
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
    free(f.v);
}

static int has_sgf_suffix(const char *name)
{
    const char *dot = strrchr(name, '.');
    if (!dot)
        return 0;
    char ext[8];
    size_t k = 0;
    for (const char *s = dot + 1; *s && k < sizeof ext - 1; s++)
        ext[k++] = (char)(*s >= 'A' && *s <= 'Z' ? *s + 32 : *s);
    ext[k] = 0;
    return !strcmp(ext, "sgf") || !strcmp(ext, "sgfs");
}

static int cmp_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
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
        free(f.v);
        return;
    }
    if (!S_ISDIR(sb.st_mode)) {
        if (explicit || has_sgf_suffix(path))
            check_file(path, c, t);
        return;
    }
    DIR *d = opendir(path);
    if (!d) {
        fprintf(stderr, "%s: %s: %s\n", prog, path, strerror(errno));
        t->unreadable++;
        return;
    }
    char **names = NULL;
    size_t n = 0, cap = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.')
            continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 64;
            char **v = realloc(names, cap * sizeof *v);
            if (!v)
                break;
            names = v;
        }
        size_t len = strlen(path) + strlen(e->d_name) + 2;
        names[n] = malloc(len);
        if (!names[n])
            break;
        snprintf(names[n], len, "%s%s%s", path,
                 path[strlen(path) - 1] == '/' ? "" : "/", e->d_name);
        n++;
    }
    closedir(d);
    qsort(names, n, sizeof *names, cmp_names);
    for (size_t i = 0; i < n; i++) {
        check_path(names[i], c, t, 0);
        free(names[i]);
    }
    free(names);
}

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int cmd_check(int argc, char **argv)
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
    if (c.json) {
        printf("\n], \"summary\": {\"files\": %zu, \"games\": %zu, "
               "\"moves\": %zu, \"errors\": %zu, \"notes\": %zu, "
               "\"files_with_errors\": %zu, \"seconds\": %.3f}}\n",
               t.files, t.games, t.moves, t.errors, t.notes, t.bad_files,
               secs);
    } else {
        printf("checked %zu file%s (%zu game%s, %zu moves) in %.2f s",
               t.files, t.files == 1 ? "" : "s", t.games,
               t.games == 1 ? "" : "s", t.moves, secs);
        if (secs > 0 && t.files > 1)
            printf(", %.0f files/s", (double)t.files / secs);
        printf(": %zu error%s in %zu file%s, %zu note%s\n", t.errors,
               t.errors == 1 ? "" : "s", t.bad_files,
               t.bad_files == 1 ? "" : "s", t.notes,
               t.notes == 1 ? "" : "s");
    }
    gor_rules_free(c.rules);
    free(paths);
    return t.errors || t.unreadable ? EXIT_PROBLEMS : EXIT_CLEAN;
}

/* ------------------------------------------------------------------ */
/* show                                                                */

/* Column label: GTP letters up to 25 columns, SGF letters beyond. */
static char column_label(int width, int x)
{
    static const char gtp[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
    if (width <= 25)
        return gtp[x];
    return (char)(x < 26 ? 'a' + x : 'A' + x - 26);
}

static void vertex_text(int w, int h, gor_point p, char buf[16])
{
    if (p == GOR_PASS) {
        snprintf(buf, 16, "pass");
        return;
    }
    int x = p % w, y = p / w;
    snprintf(buf, 16, "%c%d", column_label(w, x), h - y);
}

static void print_board(const gor_game *g, gor_point last)
{
    int w = gor_game_width(g), h = gor_game_height(g);
    unsigned char *b = malloc((size_t)w * (size_t)h);
    gor_point stars[16];
    int nstars = gor_star_points(w, h, stars, 16);
    if (!b)
        return;
    gor_game_board(g, b);
    int lw = h >= 10 ? 2 : 1;
    printf("%*s ", lw, "");
    for (int x = 0; x < w; x++)
        printf(" %c", column_label(w, x));
    printf("\n");
    for (int y = 0; y < h; y++) {
        printf("%*d ", lw, h - y);
        for (int x = 0; x < w; x++) {
            gor_point p = y * w + x;
            char sep = ' ';
            if (p == last)
                sep = '(';
            else if (x > 0 && p - 1 == last)
                sep = ')';
            char c = '.';
            if (b[p] == GOR_BLACK)
                c = 'X';
            else if (b[p] == GOR_WHITE)
                c = 'O';
            else
                for (int k = 0; k < nstars && k < 16; k++)
                    if (stars[k] == p)
                        c = '+';
            printf("%c%c", sep, c);
        }
        printf("%c%d\n", y * w + w - 1 == last ? ')' : ' ', h - y);
    }
    printf("%*s ", lw, "");
    for (int x = 0; x < w; x++)
        printf(" %c", column_label(w, x));
    printf("\n");
    free(b);
}

/* A failure of show or convert: JSON on standard output with --json,
 * else "FILE:LINE:COLUMN: error: ..." on standard error. */
static int report_failure(int json, const char *path, int line, int column,
                          const char *fmt, ...) PRINTF_LIKE(5, 6);
static int report_failure(int json, const char *path, int line, int column,
                          const char *fmt, ...)
{
    char msg[300];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (json) {
        printf("{\"file\": ");
        json_string(stdout, path);
        printf(", \"error\": ");
        json_string(stdout, msg);
        printf(", \"line\": %d, \"column\": %d}\n", line, column);
    } else if (line) {
        fprintf(stderr, "%s:%d:%d: error: %s\n", path, line, column, msg);
    } else {
        fprintf(stderr, "%s: error: %s\n", path, msg);
    }
    return EXIT_PROBLEMS;
}

/* A preset's name when the rules are a preset's (komi aside), else the
 * rules string. */
static void rules_label(const gor_rules *rules, char *buf, size_t size)
{
    static const char *const presets[] = {"chinese",     "japanese",
                                          "korean",      "aga",
                                          "new-zealand", "tromp-taylor",
                                          "ing"};
    for (size_t i = 0; i < sizeof presets / sizeof presets[0]; i++) {
        gor_rules *r;
        if (gor_rules_new(&r, presets[i]) != GOR_OK)
            continue;
        gor_rules_set_komi(r, gor_rules_komi(rules));
        int same = gor_rules_equal(r, rules);
        gor_rules_free(r);
        if (same) {
            snprintf(buf, size, "%s", presets[i]);
            return;
        }
    }
    if (gor_rules_to_string(rules, buf, size) < 0 && size)
        buf[0] = 0;
}

/* The last PLAY or PASS of the history: colour, point; 0 if none. */
static int last_move(const gor_game *g, gor_color *c, gor_point *p)
{
    for (size_t i = gor_game_history_length(g); i > 0; i--) {
        gor_move_info mi;
        if (gor_game_move(g, i, &mi) != GOR_OK)
            break;
        if (mi.kind == GOR_MOVE_PLAY || mi.kind == GOR_MOVE_PASS) {
            *c = mi.color;
            *p = mi.kind == GOR_MOVE_PASS ? GOR_PASS : mi.point;
            return 1;
        }
    }
    return 0;
}

static int cmd_show(int argc, char **argv)
{
    const char *path = NULL, *rules_text = NULL, *encoding = NULL;
    long move = -1, game_no = 1;
    int json = 0;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            fputs(help_show, stdout);
            return EXIT_CLEAN;
        } else if (!strcmp(a, "--json")) {
            json = 1;
        } else if (!strcmp(a, "--move") || !strcmp(a, "--game") ||
                   !strcmp(a, "--rules") || !strcmp(a, "--encoding")) {
            if (i + 1 >= argc) {
                usage_error("show: %s needs a value", a);
                return EXIT_USAGE;
            }
            const char *v = argv[++i];
            if (!strcmp(a, "--rules")) {
                rules_text = v;
            } else if (!strcmp(a, "--encoding")) {
                encoding = v;
            } else {
                char *end;
                long n = strtol(v, &end, 10);
                if (end == v || *end || n < 0 ||
                    (!strcmp(a, "--game") && n < 1)) {
                    usage_error("show: %s needs a number, not \"%s\"", a, v);
                    return EXIT_USAGE;
                }
                if (!strcmp(a, "--move"))
                    move = n;
                else
                    game_no = n;
            }
        } else if (a[0] == '-' && a[1]) {
            usage_error("show: unknown option %s", a);
            return EXIT_USAGE;
        } else if (!path) {
            path = a;
        } else {
            usage_error("show: one file at a time (got \"%s\" too)", a);
            return EXIT_USAGE;
        }
    }
    if (!path) {
        usage_error("show: no file given");
        return EXIT_USAGE;
    }
    gor_rules *rules = NULL;
    if (rules_text && (gor_rules_new(&rules, NULL) != GOR_OK ||
                       gor_sgf_rules_parse(rules, rules_text) != GOR_OK)) {
        usage_error("show: unknown rules \"%s\"", rules_text);
        gor_rules_free(rules);
        return EXIT_USAGE;
    }
    gor_sgf_parse_options po = GOR_SGF_PARSE_OPTIONS_INIT;
    po.encoding = encoding;
    gor_sgf *sgf;
    gor_sgf_error err;
    int st = gor_sgf_parse_file(&sgf, path, &po, &err);
    if (st) {
        gor_rules_free(rules);
        return report_failure(json, path, err.line, err.column, "%s",
                              err.message);
    }
    if ((size_t)game_no > gor_sgf_game_count(sgf)) {
        size_t n = gor_sgf_game_count(sgf);
        gor_sgf_free(sgf);
        gor_rules_free(rules);
        return report_failure(json, path, 0, 0,
                              "the file has %zu game%s, not %ld", n,
                              n == 1 ? "" : "s", game_no);
    }
    const gor_sgf_node *root = gor_sgf_game(sgf, (size_t)game_no - 1);
    gor_sgf_replay_options o = GOR_SGF_REPLAY_OPTIONS_INIT;
    o.flags = GOR_SGF_REPLAY_TOLERANT;
    o.rules = rules;
    /* First the whole line, for the number of moves. */
    gor_game *game = NULL;
    gor_sgf_report *rep = NULL;
    st = gor_sgf_replay(&game, &rep, root, &o);
    /* Moves skipped as illegal keep their numbers. */
    size_t total = gor_sgf_report_move_number(rep);
    if (st == GOR_OK && move >= 0) {
        if ((size_t)move > total) {
            gor_game_free(game);
            gor_sgf_report_free(rep);
            gor_sgf_free(sgf);
            gor_rules_free(rules);
            return report_failure(json, path, 0, 0,
                                  "the record has %zu moves, not %ld", total,
                                  move);
        }
        gor_game_free(game);
        gor_sgf_report_free(rep);
        o.stop_before = (size_t)move + 1;
        st = gor_sgf_replay(&game, &rep, root, &o);
    }
    int code = EXIT_CLEAN;
    for (size_t i = 0; !json && i < gor_sgf_report_count(rep); i++) {
        const gor_sgf_issue *is = gor_sgf_report_issue(rep, i);
        if (is->severity != GOR_SGF_ERROR)
            continue;
        fprintf(stderr, "%s:%d:%d: error: %s\n", path, is->line, is->column,
                is->message);
    }
    if (st != GOR_OK || !game) {
        /* The report says why (a bad SZ, not Go); errors were printed
         * above already in text mode. */
        const gor_sgf_issue *why = gor_sgf_report_issue(rep, 0);
        code = EXIT_PROBLEMS;
        if (!why)
            report_failure(json, path, 0, 0, "%s", gor_strerror(st));
        else if (json || why->severity != GOR_SGF_ERROR)
            report_failure(json, path, why->line, why->column, "%s",
                           why->message);
        goto out;
    }
    int w = gor_game_width(game), h = gor_game_height(game);
    gor_color lc = GOR_EMPTY;
    gor_point lp = GOR_NO_POINT;
    int has_last = last_move(game, &lc, &lp);
    char lv[16] = "", kv[16] = "", rtext[160];
    if (has_last)
        vertex_text(w, h, lp, lv);
    gor_point ko = gor_game_ko_point(game);
    if (ko != GOR_NO_POINT)
        vertex_text(w, h, ko, kv);
    rules_label(gor_game_rules(game), rtext, sizeof rtext);
    char pb[128], pw[128], re[64];
    gor_sgf_node_text(root, "PB", pb, sizeof pb);
    gor_sgf_node_text(root, "PW", pw, sizeof pw);
    gor_sgf_node_text(root, "RE", re, sizeof re);
    size_t number = move >= 0 ? (size_t)move : total;
    gor_color to_move = gor_game_to_move(game);
    if (json) {
        printf("{\"file\": ");
        json_string(stdout, path);
        printf(", \"game\": %ld, \"width\": %d, \"height\": %d, "
               "\"move_number\": %zu, \"moves_in_record\": %zu, "
               "\"to_move\": \"%s\", \"last_move\": ",
               game_no, w, h, number, total, gor_color_name(to_move));
        if (has_last) {
            char sv[8];
            gor_point_to_sgf(w, h, lp, sv, sizeof sv);
            printf("{\"color\": \"%s\", \"vertex\": \"%s\", \"sgf\": \"%s\"}",
                   gor_color_name(lc), lv, sv);
        } else {
            printf("null");
        }
        printf(", \"captures\": {\"B\": %d, \"W\": %d}, \"ko\": ",
               gor_game_captures(game, GOR_BLACK),
               gor_game_captures(game, GOR_WHITE));
        if (kv[0])
            json_string(stdout, kv);
        else
            printf("null");
        printf(", \"rules\": ");
        json_string(stdout, rtext);
        printf(", \"komi\": %g, \"black\": ",
               gor_rules_komi(gor_game_rules(game)));
        json_string(stdout, pb);
        printf(", \"white\": ");
        json_string(stdout, pw);
        printf(", \"result\": ");
        json_string(stdout, re);
        printf(", \"board\": [");
        unsigned char *b = malloc((size_t)w * (size_t)h);
        if (b) {
            gor_game_board(game, b);
            for (int y = 0; y < h; y++) {
                printf("%s\"", y ? ", " : "");
                for (int x = 0; x < w; x++)
                    putchar(b[y * w + x] == GOR_BLACK   ? 'X'
                            : b[y * w + x] == GOR_WHITE ? 'O'
                                                        : '.');
                putchar('"');
            }
            free(b);
        }
        printf("], \"issues\": [");
        for (size_t i = 0; i < gor_sgf_report_count(rep); i++) {
            const gor_sgf_issue *is = gor_sgf_report_issue(rep, i);
            printf("%s{\"severity\": \"%s\", \"line\": %d, \"column\": %d, "
                   "\"move\": %zu, \"message\": ",
                   i ? ", " : "", severity_name(is->severity), is->line,
                   is->column, is->move_number);
            json_string(stdout, is->message);
            putchar('}');
        }
        printf("]}\n");
        goto out;
    }
    printf("%s", path);
    if (gor_sgf_game_count(sgf) > 1)
        printf(", game %ld of %zu", game_no, gor_sgf_game_count(sgf));
    printf(": move %zu of %zu\n", number, total);
    if (pb[0] || pw[0])
        printf("Black: %s    White: %s\n", pb[0] ? pb : "?",
               pw[0] ? pw : "?");
    printf("Rules: %s, komi %g", rtext, gor_rules_komi(gor_game_rules(game)));
    if (re[0])
        printf("    Result: %s", re);
    printf("\n");
    print_board(game, has_last && lp != GOR_PASS ? lp : GOR_NO_POINT);
    if (has_last)
        printf("Last move: %s %s\n", lc == GOR_BLACK ? "Black" : "White", lv);
    else
        printf("Last move: none\n");
    printf("To move: %s\n", to_move == GOR_BLACK ? "Black" : "White");
    printf("Captures: Black has taken %d, White has taken %d\n",
           gor_game_captures(game, GOR_BLACK),
           gor_game_captures(game, GOR_WHITE));
    if (kv[0])
        printf("Ko: %s may not be retaken now\n", kv);
    if (gor_game_end_reason(game) == GOR_END_PASSES)
        printf("The game has ended (two passes).\n");
out:
    gor_game_free(game);
    gor_sgf_report_free(rep);
    gor_sgf_free(sgf);
    gor_rules_free(rules);
    return code;
}

/* ------------------------------------------------------------------ */
/* convert                                                             */

static int cmd_convert(int argc, char **argv)
{
    const char *path = NULL, *out = NULL, *encoding = NULL;
    int json = 0;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            fputs(help_convert, stdout);
            return EXIT_CLEAN;
        } else if (!strcmp(a, "--json")) {
            json = 1;
        } else if (!strcmp(a, "-o") || !strcmp(a, "--encoding")) {
            if (i + 1 >= argc) {
                usage_error("convert: %s needs a value", a);
                return EXIT_USAGE;
            }
            if (!strcmp(a, "-o"))
                out = argv[++i];
            else
                encoding = argv[++i];
        } else if (a[0] == '-' && a[1]) {
            usage_error("convert: unknown option %s", a);
            return EXIT_USAGE;
        } else if (!path) {
            path = a;
        } else {
            usage_error("convert: one file at a time");
            return EXIT_USAGE;
        }
    }
    if (!path) {
        usage_error("convert: no file given");
        return EXIT_USAGE;
    }
    gor_sgf_parse_options po = GOR_SGF_PARSE_OPTIONS_INIT;
    po.encoding = encoding;
    gor_sgf *sgf;
    gor_sgf_error err;
    int st = gor_sgf_parse_file(&sgf, path, &po, &err);
    if (st)
        return report_failure(json, path, err.line, err.column, "%s",
                              err.message);
    for (size_t i = 0; i < gor_sgf_parse_note_count(sgf); i++) {
        const gor_sgf_error *n = gor_sgf_parse_note(sgf, i);
        if (n->line)
            fprintf(stderr, "%s:%d:%d: note: %s\n", path, n->line, n->column,
                    n->message);
        else
            fprintf(stderr, "%s: note: %s\n", path, n->message);
    }
    int code = EXIT_CLEAN;
    if (out && !json) {
        if (gor_sgf_write_file(sgf, out) != GOR_OK) {
            fprintf(stderr, "%s: cannot write %s\n", prog, out);
            code = EXIT_PROBLEMS;
        }
    } else {
        int n = gor_sgf_write(sgf, NULL, 0);
        char *text = n >= 0 ? malloc((size_t)n + 1) : NULL;
        if (!text) {
            fprintf(stderr, "%s: out of memory\n", prog);
            code = EXIT_PROBLEMS;
        } else {
            gor_sgf_write(sgf, text, (size_t)n + 1);
            if (json) {
                printf("{\"file\": ");
                json_string(stdout, path);
                printf(", \"encoding\": ");
                json_string(stdout, gor_sgf_encoding(sgf));
                printf(", \"sgf\": ");
                json_string(stdout, text);
                printf("}\n");
            } else {
                fwrite(text, 1, (size_t)n, stdout);
            }
            free(text);
        }
    }
    gor_sgf_free(sgf);
    return code;
}

/* ------------------------------------------------------------------ */

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
              : !strcmp(what, "convert") ? help_convert
                                         : help_main,
              stdout);
        return EXIT_CLEAN;
    }
    if (!strcmp(cmd, "check"))
        return cmd_check(argc - 2, argv + 2);
    if (!strcmp(cmd, "show"))
        return cmd_show(argc - 2, argv + 2);
    if (!strcmp(cmd, "convert"))
        return cmd_convert(argc - 2, argv + 2);
    usage_error("unknown command \"%s\"", cmd);
    return EXIT_USAGE;
}
