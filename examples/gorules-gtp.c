/*
 * gorules-gtp.c - a GTP version 2 engine over the public libgorules API.
 *
 * Reads commands on stdin, answers on stdout (flushed after every answer).
 * It referees rather than plays: `genmove` picks a uniformly random legal
 * move that does not fill one of the mover's own one-point eyes, so that
 * random games end, and it never resigns.
 *
 * Commands: the GTP v2 core (protocol_version name version known_command
 * list_commands quit boardsize clear_board komi play genmove undo
 * showboard); GNU Go's is_legal, all_legal, captures, list_stones, countlib;
 * KataGo's kata-set-rules and kata-get-rules; and gorules-seed,
 * gorules-hash, gorules-ko, gorules-legal (see `commands[]` below).
 *
 * Choices GTP leaves open, and what this engine does:
 *  - Either colour may move at any time; turns are not enforced.
 *  - The library ends a game after two passes (or a repetition under a
 *    "cycle" rule); GTP has no game end, so a move after the end resumes
 *    the game first (gor_game_resume). Queries after the end judge the moves
 *    as if play resumed. `undo` takes back the last stone or pass, with
 *    any resumption entries recorded after it.
 *  - A well-formed vertex that is not on the board is an illegal move for
 *    `play` (`? illegal move`) and answers 0 for `is_legal`; malformed
 *    arguments and wrong argument counts are `? syntax error`.
 *  - An own eye (never filled by genmove) is an empty point all of whose
 *    on-board orthogonal neighbours are stones of the mover's colour;
 *    diagonal points are not looked at. On a 1x1 board the only point counts
 *    as an eye, so genmove passes there. The choice is uniform (splitmix64,
 *    without modulo bias) over the remaining legal points, in a sequence
 *    fixed by `gorules-seed N` (default 1), so sessions are reproducible.
 *  - Input lines: control characters other than HT and LF are removed
 *    (NUL included), HT becomes a space, '#' starts a comment, runs of
 *    spaces are one separator. A line longer than LINE_MAX_BYTES (64 KiB)
 *    after that is answered `? line too long`; the engine reads on.
 */
#include <gorules.h>

#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__GNUC__)
#define GTP_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define GTP_PRINTF(f, a)
#endif

#define LINE_MAX_BYTES (64 * 1024) /* longest command line kept */
#define GTP_MAX_SIZE 25            /* GTP column letters end at Z */
#define DEFAULT_SIZE 19
#define DEFAULT_SEED 1u

/* ---------------------------------------------------------------- */
/* A growable output text                                            */

typedef struct text {
    char *s;
    size_t n, cap;
    int oom;
} text;

static void text_reserve(text *t, size_t extra)
{
    if (t->oom || t->n + extra + 1 <= t->cap)
        return;
    size_t cap = t->cap ? t->cap : 256;
    while (cap < t->n + extra + 1)
        cap *= 2;
    char *s = realloc(t->s, cap);
    if (!s) {
        t->oom = 1;
        return;
    }
    t->s = s;
    t->cap = cap;
}

static void text_add(text *t, const char *s)
{
    size_t len = strlen(s);
    text_reserve(t, len);
    if (t->oom)
        return;
    memcpy(t->s + t->n, s, len + 1);
    t->n += len;
}

static void text_addf(text *t, const char *fmt, ...) GTP_PRINTF(2, 3);
static void text_addf(text *t, const char *fmt, ...)
{
    char buf[256];
    va_list ap;
    va_start(ap, fmt);
    int len = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (len < 0)
        return;
    if ((size_t)len < sizeof buf) {
        text_add(t, buf);
        return;
    }
    text_reserve(t, (size_t)len);
    if (t->oom)
        return;
    va_start(ap, fmt);
    vsnprintf(t->s + t->n, (size_t)len + 1, fmt, ap);
    va_end(ap);
    t->n += (size_t)len;
}

static void text_clear(text *t)
{
    t->n = 0;
    t->oom = 0;
    if (t->s)
        t->s[0] = 0;
}

/* ---------------------------------------------------------------- */
/* The engine                                                         */

typedef struct engine {
    gor_game *game;
    gor_rules *rules; /* the rules in force, komi included */
    uint64_t rng;     /* splitmix64 state */
    int quit;
    gor_point *scratch; /* size * size points */
} engine;

/* splitmix64 (Steele, Lea, Flood 2014): small, fast, good enough here. */
static uint64_t rng_next(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* Uniform in [0, n) for n > 0, without modulo bias. */
static size_t rng_below(uint64_t *state, size_t n)
{
    uint64_t limit = UINT64_MAX - UINT64_MAX % (uint64_t)n;
    uint64_t x;
    do
        x = rng_next(state);
    while (x >= limit);
    return (size_t)(x % (uint64_t)n);
}

static int width(const engine *e)
{
    return gor_game_width(e->game);
}

static int height(const engine *e)
{
    return gor_game_height(e->game);
}

/* A new empty game of size x size under the current rules. */
static int engine_new_game(engine *e, int size)
{
    gor_game *g;
    int st = gor_game_new(&g, size, size, e->rules);
    if (st != GOR_OK)
        return st;
    gor_point *scratch = malloc((size_t)size * (size_t)size * sizeof *scratch);
    if (!scratch) {
        gor_game_free(g);
        return GOR_ENOMEM;
    }
    gor_game_free(e->game);
    free(e->scratch);
    e->game = g;
    e->scratch = scratch;
    return GOR_OK;
}

/*
 * If the game has ended, resume it so that moves can be judged and played.
 * Returns 1 if it resumed (end_open() takes that back), 0 if the game was
 * open, or a negative status.
 */
static int begin_open(engine *e)
{
    if (gor_game_end_reason(e->game) == GOR_END_NONE)
        return 0;
    int st = gor_game_resume(e->game);
    return st == GOR_OK ? 1 : st;
}

static void end_open(engine *e, int resumed)
{
    if (resumed == 1)
        gor_game_undo(e->game);
}

/* Is p one of colour c's own one-point eyes (see the header comment)? */
static int own_eye(const engine *e, gor_color c, gor_point p)
{
    int w = width(e), h = height(e), x = p % w, y = p / w;
    const int dx[4] = {-1, 1, 0, 0}, dy[4] = {0, 0, -1, 1};
    for (int k = 0; k < 4; k++) {
        gor_point n = gor_point_at(w, h, x + dx[k], y + dy[k]);
        if (n != GOR_NO_POINT && gor_game_at(e->game, n) != c)
            return 0;
    }
    return 1;
}

/* Undo the last stone or pass, and resumption entries in front of it. */
static int undo_move(gor_game *g)
{
    if (gor_game_move_number(g) == 0)
        return GOR_ENOMOVE;
    for (;;) {
        gor_move_info mi;
        int st = gor_game_move(g, gor_game_history_length(g), &mi);
        if (st == GOR_OK)
            st = gor_game_undo(g);
        if (st != GOR_OK)
            return st;
        if (mi.kind == GOR_MOVE_PLAY || mi.kind == GOR_MOVE_PASS)
            return GOR_OK;
    }
}

/* ---------------------------------------------------------------- */
/* Argument parsing                                                  */

static int lower_ascii(int c)
{
    return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
}

static int equal_nocase(const char *a, const char *b)
{
    for (; *a && *b; a++, b++)
        if (lower_ascii((unsigned char)*a) != lower_ascii((unsigned char)*b))
            return 0;
    return *a == *b;
}

static int parse_color(const char *s, gor_color *out)
{
    if (equal_nocase(s, "b") || equal_nocase(s, "black"))
        *out = GOR_BLACK;
    else if (equal_nocase(s, "w") || equal_nocase(s, "white"))
        *out = GOR_WHITE;
    else
        return GOR_EPARSE;
    return GOR_OK;
}

/* GOR_EPARSE for malformed text, GOR_EOFFBOARD for a vertex off the board. */
static int parse_vertex(const engine *e, const char *s, gor_point *out)
{
    return gor_point_from_gtp(width(e), height(e), s, out);
}

/* A decimal integer with an optional sign, nothing else. */
static int parse_long(const char *s, long min, long max, long *out)
{
    const char *p = s;
    int neg = 0;
    if (*p == '+' || *p == '-')
        neg = *p++ == '-';
    if (*p < '0' || *p > '9')
        return GOR_EPARSE;
    long v = 0;
    for (; *p >= '0' && *p <= '9'; p++) {
        if (v > 100000000L) /* far past any range used here */
            return GOR_ERANGE;
        v = v * 10 + (*p - '0');
    }
    if (*p)
        return GOR_EPARSE;
    v = neg ? -v : v;
    if (v < min || v > max)
        return GOR_ERANGE;
    *out = v;
    return GOR_OK;
}

static int parse_u64(const char *s, uint64_t *out)
{
    uint64_t v = 0;
    if (*s < '0' || *s > '9')
        return GOR_EPARSE;
    for (; *s >= '0' && *s <= '9'; s++) {
        uint64_t d = (uint64_t)(*s - '0');
        if (v > (UINT64_MAX - d) / 10)
            return GOR_ERANGE;
        v = v * 10 + d;
    }
    if (*s)
        return GOR_EPARSE;
    *out = v;
    return GOR_OK;
}

static void add_vertex(const engine *e, text *out, gor_point p)
{
    char buf[16];
    if (gor_point_to_gtp(width(e), height(e), p, buf, sizeof buf) < 0)
        snprintf(buf, sizeof buf, "??");
    text_add(out, buf);
}

/* ---------------------------------------------------------------- */
/* Commands                                                           */

/* A handler returns 1 for success, 0 for failure; `out` holds the answer
 * or the error message. argv[0] is the command name. */
typedef int (*handler)(engine *e, int argc, char **argv, const char *rest,
                       text *out);

typedef struct command {
    const char *name;
    handler fn;
} command;

/* The table is at the end of the file, after the handlers. */
static const command *command_table(void);

static int fail(text *out, const char *msg)
{
    text_clear(out);
    text_add(out, msg);
    return 0;
}

static int syntax_error(text *out)
{
    return fail(out, "syntax error");
}

static int cmd_protocol_version(engine *e, int argc, char **argv,
                                const char *rest, text *out)
{
    (void)e, (void)argv, (void)rest;
    if (argc != 1)
        return syntax_error(out);
    text_add(out, "2");
    return 1;
}

static int cmd_name(engine *e, int argc, char **argv, const char *rest,
                    text *out)
{
    (void)e, (void)argv, (void)rest;
    if (argc != 1)
        return syntax_error(out);
    text_add(out, "gorules-gtp");
    return 1;
}

static int cmd_version(engine *e, int argc, char **argv, const char *rest,
                       text *out)
{
    (void)e, (void)argv, (void)rest;
    if (argc != 1)
        return syntax_error(out);
    text_add(out, gor_version_string());
    return 1;
}

static const command *find_command(const char *name)
{
    for (const command *c = command_table(); c->name; c++)
        if (strcmp(c->name, name) == 0)
            return c;
    return NULL;
}

static int cmd_known_command(engine *e, int argc, char **argv,
                             const char *rest, text *out)
{
    (void)e, (void)rest;
    if (argc != 2)
        return syntax_error(out);
    text_add(out, find_command(argv[1]) ? "true" : "false");
    return 1;
}

static int cmd_list_commands(engine *e, int argc, char **argv,
                             const char *rest, text *out)
{
    (void)e, (void)argv, (void)rest;
    if (argc != 1)
        return syntax_error(out);
    for (const command *c = command_table(); c->name; c++) {
        if (c != command_table())
            text_add(out, "\n");
        text_add(out, c->name);
    }
    return 1;
}

static int cmd_quit(engine *e, int argc, char **argv, const char *rest,
                    text *out)
{
    (void)argc, (void)argv, (void)rest, (void)out;
    e->quit = 1;
    return 1;
}

static int cmd_boardsize(engine *e, int argc, char **argv, const char *rest,
                         text *out)
{
    (void)rest;
    long n;
    if (argc != 2)
        return syntax_error(out);
    int st = parse_long(argv[1], 1, GTP_MAX_SIZE, &n);
    if (st == GOR_EPARSE)
        return syntax_error(out);
    if (st != GOR_OK)
        return fail(out, "unacceptable size");
    st = engine_new_game(e, (int)n);
    if (st != GOR_OK)
        return fail(out, gor_strerror(st));
    return 1;
}

static int cmd_clear_board(engine *e, int argc, char **argv,
                           const char *rest, text *out)
{
    (void)argv, (void)rest;
    if (argc != 1)
        return syntax_error(out);
    gor_game_clear(e->game);
    return 1;
}

static int apply_rules(engine *e, gor_rules *r)
{
    int st = gor_game_set_rules(e->game, r);
    if (st != GOR_OK) {
        gor_rules_free(r);
        return st;
    }
    gor_rules_free(e->rules);
    e->rules = r;
    return GOR_OK;
}

static int cmd_komi(engine *e, int argc, char **argv, const char *rest,
                    text *out)
{
    (void)rest;
    if (argc != 2)
        return syntax_error(out);
    char *end;
    double komi = strtod(argv[1], &end);
    if (end == argv[1] || *end || !isfinite(komi))
        return syntax_error(out);
    gor_rules *r;
    int st = gor_rules_copy(&r, e->rules);
    if (st != GOR_OK)
        return fail(out, gor_strerror(st));
    if (gor_rules_set_komi(r, komi) != GOR_OK) {
        gor_rules_free(r);
        return fail(out, "komi must be a multiple of 0.25 within "
                         "[-1000, 1000]");
    }
    st = apply_rules(e, r);
    return st == GOR_OK ? 1 : fail(out, gor_strerror(st));
}

/* Does the text name a komi (a "komi" part of a rules string)? */
static int names_komi(const char *s)
{
    for (; *s; s++)
        if (lower_ascii((unsigned char)s[0]) == 'k' &&
            lower_ascii((unsigned char)s[1]) == 'o' &&
            lower_ascii((unsigned char)s[2]) == 'm' &&
            lower_ascii((unsigned char)s[3]) == 'i')
            return 1;
    return 0;
}

static int cmd_kata_set_rules(engine *e, int argc, char **argv,
                              const char *rest, text *out)
{
    (void)argv;
    if (argc < 2)
        return syntax_error(out);
    gor_rules *r;
    int st = gor_rules_copy(&r, e->rules);
    if (st != GOR_OK)
        return fail(out, gor_strerror(st));
    if (gor_rules_parse(r, rest) != GOR_OK) {
        gor_rules_free(r);
        return fail(out, "unknown rules");
    }
    if (!names_komi(rest))
        gor_rules_set_komi(r, gor_rules_komi(e->rules));
    st = apply_rules(e, r);
    return st == GOR_OK ? 1 : fail(out, gor_strerror(st));
}

static int cmd_kata_get_rules(engine *e, int argc, char **argv,
                              const char *rest, text *out)
{
    (void)argv, (void)rest;
    char buf[128];
    if (argc != 1)
        return syntax_error(out);
    if (gor_rules_to_string(e->rules, buf, sizeof buf) < 0)
        return fail(out, "cannot print the rules");
    text_add(out, buf);
    return 1;
}

static int cmd_play(engine *e, int argc, char **argv, const char *rest,
                    text *out)
{
    (void)rest;
    gor_color c;
    gor_point p;
    if (argc != 3 || parse_color(argv[1], &c) != GOR_OK)
        return syntax_error(out);
    int st = parse_vertex(e, argv[2], &p);
    if (st == GOR_EOFFBOARD)
        return fail(out, "illegal move");
    if (st != GOR_OK)
        return syntax_error(out);
    int resumed = begin_open(e);
    if (resumed < 0)
        return fail(out, gor_strerror(resumed));
    st = gor_game_play(e->game, c, p);
    if (st != GOR_OK) {
        end_open(e, resumed);
        return fail(out, gor_status_is_illegal_move(st) ? "illegal move"
                                                        : gor_strerror(st));
    }
    return 1;
}

static int cmd_genmove(engine *e, int argc, char **argv, const char *rest,
                       text *out)
{
    (void)rest;
    gor_color c;
    if (argc != 2 || parse_color(argv[1], &c) != GOR_OK)
        return syntax_error(out);
    int resumed = begin_open(e);
    if (resumed < 0)
        return fail(out, gor_strerror(resumed));
    int n = width(e) * height(e);
    size_t count = 0;
    for (gor_point p = 0; p < n; p++)
        if (gor_game_at(e->game, p) == GOR_EMPTY && !own_eye(e, c, p) &&
            gor_game_legal(e->game, c, p) == GOR_OK)
            e->scratch[count++] = p;
    gor_point move =
        count ? e->scratch[rng_below(&e->rng, count)] : GOR_PASS;
    int st = gor_game_play(e->game, c, move);
    if (st != GOR_OK) {
        end_open(e, resumed);
        return fail(out, gor_strerror(st));
    }
    add_vertex(e, out, move);
    return 1;
}

static int cmd_undo(engine *e, int argc, char **argv, const char *rest,
                    text *out)
{
    (void)argv, (void)rest;
    if (argc != 1)
        return syntax_error(out);
    int st = undo_move(e->game);
    if (st == GOR_ENOMOVE)
        return fail(out, "cannot undo");
    return st == GOR_OK ? 1 : fail(out, gor_strerror(st));
}

/* Legality as if the game were open; *status gets the library's verdict. */
static int judge(engine *e, gor_color c, gor_point p, int *status)
{
    int resumed = begin_open(e);
    if (resumed < 0)
        return resumed;
    *status = gor_game_legal(e->game, c, p);
    end_open(e, resumed);
    return GOR_OK;
}

static int cmd_is_legal(engine *e, int argc, char **argv, const char *rest,
                        text *out)
{
    (void)rest;
    gor_color c;
    gor_point p;
    if (argc != 3 || parse_color(argv[1], &c) != GOR_OK)
        return syntax_error(out);
    int st = parse_vertex(e, argv[2], &p);
    if (st == GOR_EOFFBOARD) {
        text_add(out, "0");
        return 1;
    }
    if (st != GOR_OK)
        return syntax_error(out);
    int verdict;
    st = judge(e, c, p, &verdict);
    if (st != GOR_OK)
        return fail(out, gor_strerror(st));
    text_add(out, verdict == GOR_OK ? "1" : "0");
    return 1;
}

/* gorules-legal C V: the library's verdict by name, e.g. GOR_ESUPERKO. */
static int cmd_gorules_legal(engine *e, int argc, char **argv,
                             const char *rest, text *out)
{
    (void)rest;
    gor_color c;
    gor_point p;
    if (argc != 3 || parse_color(argv[1], &c) != GOR_OK)
        return syntax_error(out);
    int st = parse_vertex(e, argv[2], &p);
    int verdict = st;
    if (st == GOR_OK) {
        st = judge(e, c, p, &verdict);
        if (st != GOR_OK)
            return fail(out, gor_strerror(st));
    } else if (st != GOR_EOFFBOARD) {
        return syntax_error(out);
    }
    text_add(out, gor_status_name(verdict));
    return 1;
}

/* Vertices in reading order (top row first), as GNU Go lists them. */
static int cmd_all_legal(engine *e, int argc, char **argv, const char *rest,
                         text *out)
{
    (void)rest;
    gor_color c;
    if (argc != 2 || parse_color(argv[1], &c) != GOR_OK)
        return syntax_error(out);
    int resumed = begin_open(e);
    if (resumed < 0)
        return fail(out, gor_strerror(resumed));
    int n = width(e) * height(e), first = 1;
    for (gor_point p = 0; p < n; p++) {
        if (gor_game_at(e->game, p) != GOR_EMPTY ||
            gor_game_legal(e->game, c, p) != GOR_OK)
            continue;
        if (!first)
            text_add(out, " ");
        add_vertex(e, out, p);
        first = 0;
    }
    end_open(e, resumed);
    return 1;
}

static int cmd_captures(engine *e, int argc, char **argv, const char *rest,
                        text *out)
{
    (void)rest;
    gor_color c;
    if (argc != 2 || parse_color(argv[1], &c) != GOR_OK)
        return syntax_error(out);
    text_addf(out, "%d", gor_game_captures(e->game, c));
    return 1;
}

static int cmd_list_stones(engine *e, int argc, char **argv,
                           const char *rest, text *out)
{
    (void)rest;
    gor_color c;
    if (argc != 2 || parse_color(argv[1], &c) != GOR_OK)
        return syntax_error(out);
    int n = width(e) * height(e), first = 1;
    for (gor_point p = 0; p < n; p++) {
        if (gor_game_at(e->game, p) != c)
            continue;
        if (!first)
            text_add(out, " ");
        add_vertex(e, out, p);
        first = 0;
    }
    return 1;
}

static int cmd_countlib(engine *e, int argc, char **argv, const char *rest,
                        text *out)
{
    (void)rest;
    gor_point p;
    if (argc != 2)
        return syntax_error(out);
    int st = parse_vertex(e, argv[1], &p);
    if (st == GOR_EOFFBOARD)
        return fail(out, "invalid vertex");
    if (st != GOR_OK || p == GOR_PASS)
        return syntax_error(out);
    if (gor_game_at(e->game, p) == GOR_EMPTY)
        return fail(out, "vertex must not be empty");
    text_addf(out, "%d", gor_game_liberty_count(e->game, p));
    return 1;
}

static int cmd_showboard(engine *e, int argc, char **argv, const char *rest,
                         text *out)
{
    (void)argv, (void)rest;
    static const char letters[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
    if (argc != 1)
        return syntax_error(out);
    int w = width(e), h = height(e);
    gor_point stars[16];
    int nstars = gor_star_points(w, h, stars, 16);
    if (nstars > 16)
        nstars = 16;
    text_add(out, "\n   ");
    for (int x = 0; x < w; x++)
        text_addf(out, " %c", letters[x]);
    for (int y = 0; y < h; y++) {
        text_addf(out, "\n%3d", h - y);
        for (int x = 0; x < w; x++) {
            gor_point p = y * w + x;
            gor_color c = gor_game_at(e->game, p);
            char ch = c == GOR_BLACK ? 'X' : c == GOR_WHITE ? 'O' : '.';
            for (int k = 0; ch == '.' && k < nstars; k++)
                if (stars[k] == p)
                    ch = '+';
            text_addf(out, " %c", ch);
        }
        text_addf(out, " %d", h - y);
    }
    text_add(out, "\n   ");
    for (int x = 0; x < w; x++)
        text_addf(out, " %c", letters[x]);
    text_addf(out, "\nBlack (X) has captured %d stones",
              gor_game_captures(e->game, GOR_BLACK));
    text_addf(out, "\nWhite (O) has captured %d stones",
              gor_game_captures(e->game, GOR_WHITE));
    gor_point ko = gor_game_ko_point(e->game);
    if (ko != GOR_NO_POINT) {
        text_add(out, "\nko: ");
        add_vertex(e, out, ko);
    }
    return 1;
}

static int cmd_gorules_seed(engine *e, int argc, char **argv,
                            const char *rest, text *out)
{
    (void)rest;
    uint64_t seed;
    if (argc != 2 || parse_u64(argv[1], &seed) != GOR_OK)
        return syntax_error(out);
    e->rng = seed;
    return 1;
}

/* gorules-hash: the board hash and the situation hash, in hex. */
static int cmd_gorules_hash(engine *e, int argc, char **argv,
                            const char *rest, text *out)
{
    (void)argv, (void)rest;
    if (argc != 1)
        return syntax_error(out);
    text_addf(out, "%016" PRIx64 " %016" PRIx64, gor_game_hash(e->game),
              gor_game_situation_hash(e->game));
    return 1;
}

/* gorules-ko: the point the player to move may not retake now, or none. */
static int cmd_gorules_ko(engine *e, int argc, char **argv, const char *rest,
                          text *out)
{
    (void)argv, (void)rest;
    if (argc != 1)
        return syntax_error(out);
    gor_point ko = gor_game_ko_point(e->game);
    if (ko == GOR_NO_POINT)
        text_add(out, "none");
    else
        add_vertex(e, out, ko);
    return 1;
}

static const command commands[] = {
    {"protocol_version", cmd_protocol_version},
    {"name", cmd_name},
    {"version", cmd_version},
    {"known_command", cmd_known_command},
    {"list_commands", cmd_list_commands},
    {"quit", cmd_quit},
    {"boardsize", cmd_boardsize},
    {"clear_board", cmd_clear_board},
    {"komi", cmd_komi},
    {"play", cmd_play},
    {"genmove", cmd_genmove},
    {"undo", cmd_undo},
    {"showboard", cmd_showboard},
    {"is_legal", cmd_is_legal},
    {"all_legal", cmd_all_legal},
    {"captures", cmd_captures},
    {"list_stones", cmd_list_stones},
    {"countlib", cmd_countlib},
    {"kata-set-rules", cmd_kata_set_rules},
    {"kata-get-rules", cmd_kata_get_rules},
    {"gorules-seed", cmd_gorules_seed},
    {"gorules-hash", cmd_gorules_hash},
    {"gorules-ko", cmd_gorules_ko},
    {"gorules-legal", cmd_gorules_legal},
    {NULL, NULL},
};

static const command *command_table(void)
{
    return commands;
}

/* ---------------------------------------------------------------- */
/* The protocol loop                                                  */

/* "=id answer" or "?id message", an empty line, and flush. */
static void respond(const char *id, int ok, const char *msg)
{
    putchar(ok ? '=' : '?');
    if (id)
        fputs(id, stdout);
    putchar(' ');
    fputs(msg, stdout);
    fputs("\n\n", stdout);
    fflush(stdout);
}

static void respond_text(const char *id, int ok, const text *t)
{
    if (t->oom)
        respond(id, 0, "out of memory");
    else
        respond(id, ok, t->n ? t->s : "");
}

static int is_digits(const char *s)
{
    if (!*s)
        return 0;
    for (; *s; s++)
        if (*s < '0' || *s > '9')
            return 0;
    return 1;
}

/* Handle one preprocessed line: words separated by single spaces. */
static void run_line(engine *e, char *line, int too_long, text *out)
{
    char *argv_buf[64];
    char **argv = argv_buf;
    size_t cap = sizeof argv_buf / sizeof argv_buf[0];
    int argc = 0;
    const char *id = NULL;
    char *p = line;

    text_clear(out);
    /* Optional id. */
    char *word = p;
    while (*p && *p != ' ')
        p++;
    if (p > word) {
        char save = *p;
        *p = 0;
        if (is_digits(word)) {
            id = word;
            if (save)
                p++;
        } else {
            *p = save;
            p = word;
        }
    }
    if (too_long) {
        respond(id, 0, "line too long");
        return;
    }
    /* rest: everything after the command name, copied before splitting. */
    char *rest = NULL;
    const char *after = strchr(p, ' ');
    after = after ? after + 1 : "";
    rest = malloc(strlen(after) + 1);
    if (!rest) {
        respond(id, 0, "out of memory");
        goto done;
    }
    strcpy(rest, after);
    /* Split into words. */
    while (*p) {
        if ((size_t)argc + 1 >= cap) {
            size_t ncap = cap * 2;
            char **n = malloc(ncap * sizeof *n);
            if (!n) {
                respond(id, 0, "out of memory");
                goto done;
            }
            memcpy(n, argv, (size_t)argc * sizeof *n);
            if (argv != argv_buf)
                free(argv);
            argv = n;
            cap = ncap;
        }
        argv[argc++] = p;
        while (*p && *p != ' ')
            p++;
        if (*p)
            *p++ = 0;
    }
    argv[argc] = NULL;
    if (argc == 0) {
        respond(id, 0, "syntax error");
        goto done;
    }
    const command *c = find_command(argv[0]);
    if (!c) {
        respond(id, 0, "unknown command");
        goto done;
    }
    int ok = c->fn(e, argc, argv, rest, out);
    respond_text(id, ok, out);
done:
    free(rest);
    if (argv != argv_buf)
        free(argv);
}

/*
 * Read one line into *buf, preprocessed: control characters removed, tabs
 * as spaces, comments cut, spaces collapsed and trimmed. Returns 0 at end
 * of input with nothing read; sets *too_long past LINE_MAX_BYTES.
 */
static int read_line(char **buf, size_t *cap, int *too_long)
{
    size_t n = 0;
    int c, any = 0, comment = 0;
    *too_long = 0;
    while ((c = getchar()) != EOF) {
        any = 1;
        if (c == '\n')
            break;
        if (comment || c == '\r')
            continue;
        if (c == '#') {
            comment = 1;
            continue;
        }
        if (c == '\t')
            c = ' ';
        if ((c >= 0 && c < 32) || c == 127)
            continue;
        if (c == ' ' && (n == 0 || (*buf)[n - 1] == ' '))
            continue;
        if (n + 2 > *cap) {
            if (*cap >= LINE_MAX_BYTES) {
                *too_long = 1;
                continue;
            }
            size_t ncap = *cap ? *cap * 2 : 256;
            char *b = realloc(*buf, ncap);
            if (!b) {
                *too_long = 1;
                continue;
            }
            *buf = b;
            *cap = ncap;
        }
        (*buf)[n++] = (char)c;
    }
    if (!any)
        return 0;
    while (n && (*buf)[n - 1] == ' ')
        n--;
    if (*cap == 0) {
        *buf = malloc(256);
        if (!*buf)
            return 0;
        *cap = 256;
    }
    (*buf)[n] = 0;
    return 1;
}

int main(void)
{
    engine e = {0};
    e.rng = DEFAULT_SEED;
    if (gor_rules_new(&e.rules, NULL) != GOR_OK ||
        engine_new_game(&e, DEFAULT_SIZE) != GOR_OK) {
        fputs("gorules-gtp: out of memory\n", stderr);
        return 1;
    }
    char *line = NULL;
    size_t cap = 0;
    int too_long;
    text out = {0};
    while (!e.quit && read_line(&line, &cap, &too_long)) {
        if (!line[0] && !too_long)
            continue; /* empty or comment-only line */
        run_line(&e, line, too_long, &out);
        if (ferror(stdout))
            break;
    }
    free(line);
    free(out.s);
    free(e.scratch);
    gor_game_free(e.game);
    gor_rules_free(e.rules);
    return 0;
}
