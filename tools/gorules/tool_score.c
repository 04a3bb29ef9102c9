/* SPDX-License-Identifier: MIT */
/*
 * tool_score.c - `gorules score`: count a position of a record (the end of the
 * main line, or after a move) under the record's or a given ruleset and
 * komi, with dead stones from the record's markup, a list, the sound
 * automatic marking or the labelled estimate; print the board with the
 * ownership map, every part of the count and the result in SGF and
 * Chinese forms, or all of it as JSON.
 */
#include "tool.h"
#include "core/numtext.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

const char help_score[] =
    "Usage: gorules score [OPTIONS] FILE\n"
    "\n"
    "Counts the final position of a game record and says who won, by how\n"
    "much, and how the count was made: the board with each point's owner,\n"
    "every part of the count (stones, territory, prisoners, dead stones,\n"
    "komi, handicap compensation, ...) and the result in SGF form (B+7.5)\n"
    "and as the Chinese rules state it (黑胜3又3/4子).\n"
    "\n"
    "The count follows the record's rules (RU[]) and komi (KM[]): area\n"
    "counting (Chinese, AGA, New Zealand, Tromp-Taylor, Ing) counts stones\n"
    "plus surrounded empty points; territory counting (Japanese, Korean)\n"
    "counts surrounded points plus prisoners. A record without RU[] is\n"
    "counted as area scoring.\n"
    "\n"
    "Dead stones are the stones both players agree will be taken off the\n"
    "board before counting. The program cannot know what players agreed;\n"
    "choose where they come from with --dead:\n"
    "  marks      the record's own markup: stones inside the TB[]/TW[]\n"
    "             territory of the other colour (the default; when the\n"
    "             record and --dead-stones mark nothing, auto is used)\n"
    "  auto       only what is certain: stones inside the opponent's\n"
    "             pass-alive area (Benson's algorithm; an area no sequence\n"
    "             of moves can take away)\n"
    "  estimate   auto, plus a quick heuristic guess for the other stones\n"
    "             (shown as a guess: it can be wrong)\n"
    "  none       every stone on the board is alive\n"
    "Several may be combined: --dead marks,auto.\n"
    "\n"
    "A record that did not end by two passes (a resignation, a loss on\n"
    "time, an unfinished game) has no final position: score says so and\n"
    "counts only with --count (the position as it stands, with --dead\n"
    "estimate for an estimate of the stones still in play).\n"
    "--estimate shows an ownership and score ESTIMATE (random playouts)\n"
    "instead, with the record's RE as the result.\n"
    "\n"
    "Options:\n"
    "  --move N             count the position after move N instead (0: the\n"
    "                       position before the first move)\n"
    "  --rules RULES        count under RULES: chinese, japanese, korean, aga,\n"
    "                       new-zealand, tromp-taylor, ing, KataGo's\n"
    "                       chinese-ogs, stone-scoring, bga, french, or a\n"
    "                       rules string such as koPOSITIONALscoreAREAsui1\n"
    "  --komi K             use komi K: the points White gets for moving\n"
    "                       second (7.5, 6.5, 0, -3, ...)\n"
    "  --dead SOURCES       marks, auto, estimate, none (see above)\n"
    "  --dead-stones V,...  also take the groups at these points as dead\n"
    "                       (GTP vertices: D4,Q16)\n"
    "  --seki-stones V,...  the groups at these points are in seki\n"
    "  --territory MODE     under territory counting: rules (the default:\n"
    "                       j1989 for the japanese and korean rules, plain\n"
    "                       for territory rules without a seki tax), plain\n"
    "                       (every surrounded point) or j1989 (the Japanese\n"
    "                       1989 rules as played: the eyes of groups in seki\n"
    "                       and false eyes that must be filled are nobody's;\n"
    "                       seki is read from the shapes)\n"
    "  --count              count a record that did not end by two passes\n"
    "  --estimate           estimate, not count (any position)\n"
    "  --playouts K         playouts of --estimate (default 64)\n"
    "  --seed S             its seed (default 0; same seed, same answer)\n"
    "  --game K             the K-th game of a file with several (default 1)\n"
    "  --encoding ENC       read the file in ENC, ignoring CA[]\n"
    "  --json               JSON instead of text\n"
    "  -h, --help           this help\n"
    "\n"
    "Examples:\n"
    "  gorules score data/gnugo-selfplay-19x19.sgf\n"
    "  gorules score game.sgf --dead auto --rules japanese --komi 6.5\n"
    "  gorules score game.sgf --dead-stones D4,Q3 --json\n"
    "  gorules score game.sgf --rules japanese --territory j1989\n"
    "  gorules score resigned.sgf --estimate\n"
    "\n"
    "On the board: X O stones, x o empty points counted for Black / White,\n"
    "[X] a dead stone (its point counts for the other side), {X} a stone the\n"
    "estimate guesses dead, . a point that counts for nobody (dame, and\n"
    "seki eyes where the rules tax them).\n";

/* Where dead stones come from (--dead). */
enum {
    SRC_MARKS = 1,    /* the record's TB/TW (and --dead-stones) */
    SRC_AUTO = 2,     /* Benson: certain                         */
    SRC_ESTIMATE = 4, /* the heuristic guess                     */
    SRC_NONE = 8
};

typedef struct score_opts {
    const char *path, *rules_text, *encoding, *dead_list, *seki_list;
    long move, game_no, playouts, seed;
    int json, have_komi, count, dead_given, estimate;
    double komi;
    unsigned dead;
    unsigned territory; /* GOR_TERRITORY_* */
} score_opts;

/* The per-point picture of the count. */
typedef struct picture {
    int w, h;
    unsigned char *board; /* stones                               */
    unsigned char *map;   /* gor_game_score()'s ownership map      */
    unsigned char *given; /* 1: dead by the record, 2: dead by the list,
                             3: seki by the list */
} picture;

static const char *method_name(gor_scoring m)
{
    return m == GOR_SCORING_TERRITORY ? "territory"
           : m == GOR_SCORING_STONES  ? "stones"
                                      : "area";
}

static const char *tax_name(gor_tax t)
{
    return t == GOR_TAX_SEKI ? "seki" : t == GOR_TAX_ALL ? "all" : "none";
}

static const char *end_text(gor_end end)
{
    switch (end) {
    case GOR_END_NONE: return "the game had not ended (no two passes)";
    case GOR_END_PASSES: return "the game ended by two passes";
    case GOR_END_RESIGN: return "the game ended by resignation";
    case GOR_END_NO_RESULT: return "the game ended with no result";
    default: return "the game had ended";
    }
}

/* ---------------------------------------------------------------- */
/* Options                                                            */

static int parse_dead(const char *text, unsigned *out)
{
    unsigned d = 0;
    const char *s = text;
    while (*s) {
        size_t n = strcspn(s, ",");
        if (n == 5 && !strncmp(s, "marks", 5))
            d |= SRC_MARKS;
        else if (n == 4 && !strncmp(s, "auto", 4))
            d |= SRC_AUTO;
        else if (n == 8 && !strncmp(s, "estimate", 8))
            d |= SRC_ESTIMATE;
        else if (n == 4 && !strncmp(s, "none", 4))
            d |= SRC_NONE;
        else
            return -1;
        s += n;
        if (*s == ',')
            s++;
    }
    if (!d || ((d & SRC_NONE) && d != SRC_NONE))
        return -1;
    *out = d;
    return 0;
}

/* Mark the groups at the vertices of a comma list; 0 ok, -1 after a
 * usage error. */
static int mark_list(gor_game *g, const char *list, gor_life life,
                     const char *option)
{
    int w = gor_game_width(g), h = gor_game_height(g);
    char buf[16];
    const char *s = list;
    while (*s) {
        size_t n = strcspn(s, ", ");
        if (n == 0 || n >= sizeof buf) {
            if (n == 0) {
                s++;
                continue;
            }
            usage_error("score: %s: \"%.*s\" is not a vertex", option,
                        (int)n, s);
            return -1;
        }
        memcpy(buf, s, n);
        buf[n] = 0;
        gor_point p;
        int st = vertex_parse(w, h, buf, &p);
        if (st != GOR_OK || p == GOR_PASS) {
            usage_error("score: %s: \"%s\" is %s", option, buf,
                        st == GOR_EOFFBOARD ? "not on the board"
                                            : "not a vertex (e.g. D4)");
            return -1;
        }
        if (gor_game_at(g, p) == GOR_EMPTY) {
            usage_error("score: %s: there is no stone at %s", option, buf);
            return -1;
        }
        gor_game_mark(g, p, life);
        s += n;
    }
    return 0;
}

/* parse_args(): --help was printed, nothing more to do. */
#define HELP_SHOWN (-1)

/* EXIT_CLEAN, EXIT_USAGE (after a message) or HELP_SHOWN. */
static int parse_args(int argc, char **argv, score_opts *o)
{
    memset(o, 0, sizeof *o);
    o->move = -1;
    o->game_no = 1;
    o->dead = SRC_MARKS;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            fputs(help_score, stdout);
            return HELP_SHOWN;
        } else if (!strcmp(a, "--json")) {
            o->json = 1;
        } else if (!strcmp(a, "--count")) {
            o->count = 1;
        } else if (!strcmp(a, "--estimate")) {
            o->estimate = 1;
        } else if (!strcmp(a, "--move") || !strcmp(a, "--game") ||
                   !strcmp(a, "--rules") || !strcmp(a, "--komi") ||
                   !strcmp(a, "--dead") || !strcmp(a, "--dead-stones") ||
                   !strcmp(a, "--seki-stones") || !strcmp(a, "--encoding") ||
                   !strcmp(a, "--territory") || !strcmp(a, "--playouts") ||
                   !strcmp(a, "--seed")) {
            if (i + 1 >= argc) {
                usage_error("score: %s needs a value", a);
                return EXIT_USAGE;
            }
            const char *v = argv[++i];
            long n;
            if (!strcmp(a, "--rules")) {
                o->rules_text = v;
            } else if (!strcmp(a, "--encoding")) {
                o->encoding = v;
            } else if (!strcmp(a, "--dead-stones")) {
                o->dead_list = v;
            } else if (!strcmp(a, "--seki-stones")) {
                o->seki_list = v;
            } else if (!strcmp(a, "--territory")) {
                if (!strcmp(v, "rules")) {
                    o->territory = GOR_TERRITORY_RULES;
                } else if (!strcmp(v, "plain")) {
                    o->territory = GOR_TERRITORY_PLAIN;
                } else if (!strcmp(v, "j1989")) {
                    o->territory = GOR_TERRITORY_J1989;
                } else {
                    usage_error("score: --territory takes rules, plain or "
                                "j1989, not \"%s\"", v);
                    return EXIT_USAGE;
                }
            } else if (!strcmp(a, "--dead")) {
                o->dead_given = 1;
                if (parse_dead(v, &o->dead) != 0) {
                    usage_error("score: --dead takes marks, auto, estimate "
                                "or none (or a comma list), not \"%s\"", v);
                    return EXIT_USAGE;
                }
            } else if (!strcmp(a, "--komi")) {
                const char *end;
                if (!numtext_parse(v, &end, &o->komi) || *end) {
                    usage_error("score: --komi needs a number, not \"%s\"", v);
                    return EXIT_USAGE;
                }
                o->have_komi = 1;
            } else if (parse_long_arg(v, &n) != 0 || n < 0 ||
                       (!strcmp(a, "--game") && n < 1)) {
                usage_error("score: %s needs a number, not \"%s\"", a, v);
                return EXIT_USAGE;
            } else if (!strcmp(a, "--move")) {
                o->move = n;
            } else if (!strcmp(a, "--playouts")) {
                if (n < 1 || n > GOR_OWNERSHIP_MAX_PLAYOUTS) {
                    usage_error("score: --playouts takes 1 to %d, not %ld",
                                GOR_OWNERSHIP_MAX_PLAYOUTS, n);
                    return EXIT_USAGE;
                }
                o->playouts = n;
            } else if (!strcmp(a, "--seed")) {
                o->seed = n;
            } else {
                o->game_no = n;
            }
        } else if (a[0] == '-' && a[1]) {
            usage_error("score: unknown option %s", a);
            return EXIT_USAGE;
        } else if (!o->path) {
            o->path = a;
        } else {
            usage_error("score: one file at a time (got \"%s\" too)", a);
            return EXIT_USAGE;
        }
    }
    if (!o->path) {
        usage_error("score: no file given");
        return EXIT_USAGE;
    }
    if (o->estimate && (o->count || o->dead_given || o->dead_list ||
                        o->seki_list || o->territory)) {
        usage_error("score: --estimate estimates from play: it takes no "
                    "--count, --dead, --dead-stones, --seki-stones or "
                    "--territory");
        return EXIT_USAGE;
    }
    if ((o->playouts || o->seed) && !o->estimate) {
        usage_error("score: --playouts and --seed go with --estimate");
        return EXIT_USAGE;
    }
    if ((o->dead & SRC_NONE) && o->dead_list) {
        usage_error("score: --dead none and --dead-stones contradict");
        return EXIT_USAGE;
    }
    return EXIT_CLEAN;
}

/* ---------------------------------------------------------------- */
/* The board                                                          */

/* The character of point p on the board; *dead_kind 0, '[' or '{'. */
static char point_char(const picture *pc, int p, char *dead_kind)
{
    unsigned m = pc->map[p], owner = m & GOR_MAP_OWNER_MASK;
    *dead_kind = 0;
    if (pc->board[p] != GOR_EMPTY) {
        if (m & GOR_MAP_DEAD)
            *dead_kind = (m & GOR_MAP_GUESS) ? '{' : '[';
        return pc->board[p] == GOR_BLACK ? 'X' : 'O';
    }
    return owner == GOR_BLACK ? 'x' : owner == GOR_WHITE ? 'o' : '.';
}

static void print_score_board(const picture *pc)
{
    int w = pc->w, h = pc->h, lw = print_column_labels(w, h);
    for (int y = 0; y < h; y++) {
        printf("%*d ", lw, h - y);
        char prev = 0;
        for (int x = 0; x < w; x++) {
            char kind, c = point_char(pc, y * w + x, &kind);
            char sep = ' ';
            if (prev && kind != prev)
                sep = prev == '[' ? ']' : '}';
            else if (kind && !prev)
                sep = kind;
            printf("%c%c", sep, c);
            prev = kind;
        }
        printf("%c%d\n", prev == '[' ? ']' : prev == '{' ? '}' : ' ', h - y);
    }
    print_column_labels(w, h);
}

/* ---------------------------------------------------------------- */
/* Dead and seki groups                                               */

typedef struct group_list {
    gor_point *stones; /* all stones, group after group */
    size_t *start;     /* group i: stones[start[i] .. start[i+1]) */
    gor_color *color;
    const char **source;
    size_t n;
} group_list;

static void groups_free(group_list *gl)
{
    free(gl->stones);
    free(gl->start);
    free(gl->color);
    free(gl->source);
    memset(gl, 0, sizeof *gl);
}

/* The groups of stones flagged `flag` in the map (GOR_MAP_DEAD or
 * GOR_MAP_SEKI), in reading order. */
static int collect_groups(const gor_game *g, const picture *pc, unsigned flag,
                          group_list *gl)
{
    size_t np = (size_t)pc->w * (size_t)pc->h;
    memset(gl, 0, sizeof *gl);
    unsigned char *seen = calloc(np, 1);
    gl->stones = malloc(np * sizeof *gl->stones);
    gl->start = malloc((np + 1) * sizeof *gl->start);
    gl->color = malloc(np * sizeof *gl->color);
    gl->source = malloc(np * sizeof *gl->source);
    if (!seen || !gl->stones || !gl->start || !gl->color || !gl->source) {
        free(seen);
        groups_free(gl);
        return -1;
    }
    size_t k = 0;
    for (size_t p = 0; p < np; p++) {
        if (seen[p] || pc->board[p] == GOR_EMPTY)
            continue;
        int in = (pc->map[p] & flag) != 0;
        int n = gor_game_group_stones(g, (gor_point)p, gl->stones + k,
                                      np - k);
        for (int i = 0; i < n; i++)
            seen[gl->stones[k + i]] = 1;
        if (!in)
            continue;
        unsigned m = pc->map[p];
        gl->start[gl->n] = k;
        gl->color[gl->n] = (gor_color)pc->board[p];
        gl->source[gl->n] = (m & GOR_MAP_GUESS)          ? "estimate"
                            : flag == GOR_MAP_SEKI    ? (pc->given[p] == 3
                                                             ? "given"
                                                             : "found")
                            : pc->given[p] == 2       ? "given"
                            : pc->given[p] == 1       ? "record"
                            : (m & GOR_MAP_CERTAIN)   ? "certain"
                                                      : "marked";
        gl->n++;
        k += (size_t)n;
    }
    gl->start[gl->n] = k;
    free(seen);
    return 0;
}

static const char *source_text(const char *source, gor_color c)
{
    if (!strcmp(source, "record"))
        return "marked in the record (TB/TW)";
    if (!strcmp(source, "given"))
        return "given on the command line";
    if (!strcmp(source, "found"))
        return "found in the position by the count";
    if (!strcmp(source, "certain"))
        return c == GOR_BLACK ? "certain: inside White's pass-alive area"
                              : "certain: inside Black's pass-alive area";
    if (!strcmp(source, "estimate"))
        return "a guess of the estimate, not certain";
    return source;
}

static void print_groups(const picture *pc, const group_list *gl,
                         const char *title)
{
    size_t total = gl->start[gl->n];
    if (!gl->n) {
        printf("%s: none\n", title);
        return;
    }
    printf("%s: %zu stone%s\n", title, total, total == 1 ? "" : "s");
    for (size_t i = 0; i < gl->n; i++) {
        char line[64];
        int len = snprintf(line, sizeof line, "  %s",
                           gl->color[i] == GOR_BLACK ? "Black" : "White");
        size_t from = gl->start[i], to = gl->start[i + 1];
        int col = len;
        printf("%s", line);
        for (size_t k = from; k < to; k++) {
            char v[16];
            vertex_text(pc->w, pc->h, gl->stones[k], v);
            if (col + 1 + (int)strlen(v) > 34 && k > from && to - k > 1) {
                printf("\n        ");
                col = 8;
            }
            col += printf(" %s", v);
        }
        printf("%*s%s\n", col < 36 ? 36 - col : 1, "",
               source_text(gl->source[i], gl->color[i]));
    }
}

static void json_groups(const picture *pc, const group_list *gl)
{
    printf("[");
    for (size_t i = 0; i < gl->n; i++) {
        printf("%s{\"color\": \"%s\", \"source\": \"%s\", \"stones\": [",
               i ? ", " : "", gor_color_name(gl->color[i]), gl->source[i]);
        for (size_t k = gl->start[i]; k < gl->start[i + 1]; k++) {
            char v[16];
            vertex_text(pc->w, pc->h, gl->stones[k], v);
            printf("%s\"%s\"", k > gl->start[i] ? ", " : "", v);
        }
        printf("]}");
    }
    printf("]");
}

/* ---------------------------------------------------------------- */
/* The breakdown                                                      */

typedef struct row {
    const char *label;
    size_t offset; /* of the field in gor_score_side */
    int is_int;
    int white_only; /* komi, handicap: Black's is always 0 */
} row;

#define SIDE_FIELD(f) offsetof(gor_score_side, f)

static const row rows[] = {
    {"stones on the board", SIDE_FIELD(stones), 1, 0},
    {"territory", SIDE_FIELD(territory), 1, 0},
    {"half of the dame", SIDE_FIELD(dame_share), 0, 0},
    {"prisoners taken in play", SIDE_FIELD(captures), 1, 0},
    {"dead stones taken off", SIDE_FIELD(dead), 1, 0},
    {"pass stones (AGA)", SIDE_FIELD(pass_stones), 1, 0},
    {"seki eyes (nobody's)", SIDE_FIELD(seki_eyes), 1, 0},
    {"groups paying the tax", SIDE_FIELD(groups), 1, 0},
    {"group tax", SIDE_FIELD(tax), 0, 0},
    {"komi", SIDE_FIELD(komi), 0, 1},
    {"handicap compensation", SIDE_FIELD(handicap_bonus), 0, 1},
    {"penalties", SIDE_FIELD(penalty), 0, 0},
};

static double side_value(const gor_score_side *s, const row *r)
{
    const char *base = (const char *)s + r->offset;
    if (r->is_int) {
        int v;
        memcpy(&v, base, sizeof v);
        return v;
    }
    double d;
    memcpy(&d, base, sizeof d);
    return d;
}

/* '+' the row adds to the total under the method, '-' it is taken off,
 * ' ' it is shown for information. */
static char row_sign(const gor_score *s, size_t offset)
{
    if (offset == SIDE_FIELD(tax) || offset == SIDE_FIELD(penalty))
        return '-';
    if (offset == SIDE_FIELD(komi) || offset == SIDE_FIELD(handicap_bonus))
        return '+';
    switch (s->scoring) {
    case GOR_SCORING_AREA:
        return offset == SIDE_FIELD(stones) ||
                       offset == SIDE_FIELD(territory) ||
                       offset == SIDE_FIELD(dame_share)
                   ? '+'
                   : ' ';
    case GOR_SCORING_TERRITORY:
        return offset == SIDE_FIELD(territory) ||
                       offset == SIDE_FIELD(captures) ||
                       offset == SIDE_FIELD(dead) ||
                       offset == SIDE_FIELD(pass_stones)
                   ? '+'
                   : ' ';
    default:
        return offset == SIDE_FIELD(stones) ? '+' : ' ';
    }
}

static void print_breakdown(const gor_score *s)
{
    char b[32], w[32];
    char title[64];
    snprintf(title, sizeof title, "Count (%s counting)",
             method_name(s->scoring));
    printf("%-27s %9s %9s\n", title, "Black", "White");
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        const row *r = &rows[i];
        number_text(side_value(&s->black, r), b, sizeof b);
        number_text(side_value(&s->white, r), w, sizeof w);
        printf("%c %-25s %9s %9s\n", row_sign(s, r->offset), r->label,
               r->white_only ? "-" : b, w);
    }
    number_text(s->black.total, b, sizeof b);
    number_text(s->white.total, w, sizeof w);
    printf("= %-25s %9s %9s\n", "total", b, w);
    printf("  + adds to the total, - is taken off; the other rows are for "
           "information.\n  Dame: %d point%s%s.\n", s->dame,
           s->dame == 1 ? "" : "s",
           s->scoring == GOR_SCORING_AREA && s->dame
               ? " (area counting gives each side half)"
               : "");
}

/* ", \"key\": value" for each pair, the values numbers. */
static void json_numbers(const char *const *keys, const double *values,
                         size_t n)
{
    for (size_t i = 0; i < n; i++) {
        printf(", \"%s\": ", keys[i]);
        print_number(values[i]);
    }
}

static void json_side(const gor_score_side *s)
{
    static const char *const keys[] = {"dame_share", "tax", "komi",
                                       "handicap_bonus", "penalty", "total"};
    const double values[] = {s->dame_share,     s->tax,     s->komi,
                             s->handicap_bonus, s->penalty, s->total};
    printf("{\"stones\": %d, \"territory\": %d, \"seki_eyes\": %d, "
           "\"captures\": %d, \"dead\": %d, \"pass_stones\": %d, "
           "\"groups\": %d",
           s->stones, s->territory, s->seki_eyes, s->captures, s->dead,
           s->pass_stones, s->groups);
    json_numbers(keys, values, 6);
    printf("}");
}

/* ---------------------------------------------------------------- */
/* The result against the record's RE                                 */

typedef struct verdict {
    char re[64];          /* the record's RE, plain text ("" if none) */
    int has_re;
    int comparable;       /* RE states a count or a draw             */
    int agrees;
    int nnotes;           /* warnings about what the count rests on   */
    char notes[6][320];
} verdict;

static void compare_re(const gor_sgf_node *root, const gor_result *got,
                       verdict *v)
{
    memset(v, 0, sizeof *v);
    gor_sgf_node_text(root, "RE", v->re, sizeof v->re);
    v->has_re = v->re[0] != 0;
    gor_result want = GOR_RESULT_INIT;
    if (!v->has_re || gor_result_parse_sgf(v->re, &want) != GOR_OK)
        return;
    if (want.outcome == GOR_OUTCOME_DRAW ||
        (want.outcome == GOR_OUTCOME_WIN && want.counted)) {
        v->comparable = 1;
        v->agrees = want.outcome == got->outcome &&
                    want.winner == got->winner &&
                    (want.outcome == GOR_OUTCOME_DRAW ||
                     want.margin == got->margin);
    }
}

/* ---------------------------------------------------------------- */

/* Stones the estimate guesses dead that the count takes as alive. */
static int missed_dead(const gor_game *g, const picture *pc)
{
    size_t np = (size_t)pc->w * (size_t)pc->h;
    unsigned char *est = malloc(np);
    int n = 0;
    if (!est || gor_game_judge_estimate(g, est, np) != GOR_OK) {
        free(est);
        return 0;
    }
    for (size_t p = 0; p < np; p++)
        if (pc->board[p] != GOR_EMPTY && !(pc->map[p] & GOR_MAP_DEAD) &&
            (est[p] & GOR_JUDGE_LIFE_MASK) == GOR_LIFE_DEAD)
            n++;
    free(est);
    return n;
}

#define GAP_WARN 30.0 /* count and estimate further apart: say why */

static void note_add(verdict *v, const char *text)
{
    if (v->nnotes < (int)(sizeof v->notes / sizeof v->notes[0]))
        snprintf(v->notes[v->nnotes++], sizeof v->notes[0], "%s", text);
}

/* The replay's notes on the game information (KM, HA, RU: a value not
 * used, and what was used instead): the count rests on them. A komi
 * given on the command line replaces the record's. */
static void add_record_notes(const score_opts *o, const record *rec,
                             verdict *v)
{
    size_t n = gor_sgf_report_count(rec->report);
    for (size_t i = 0; i < n; i++) {
        const gor_sgf_issue *is = gor_sgf_report_issue(rec->report, i);
        if (is->severity == GOR_SGF_NOTE && is->status == GOR_OK &&
            is->move_number == 0 &&
            !(o->have_komi && strncmp(is->message, "KM[", 3) == 0))
            note_add(v, is->message);
    }
}

/*
 * What the count rests on, said plainly: the record's unusable game
 * information (KM[nan] and the komi used instead), a position counted
 * before the game's end (the dead stones are then a judgement of play to
 * come), a count the ownership estimate disagrees with (and why). The
 * replay's notes include a Fox record's KM[0] (the server's komi may not
 * be in the record).
 */
static void add_notes(const score_opts *o, const record *rec,
                      const gor_score *s, verdict *v)
{
    const gor_game *g = rec->game;
    gor_end end = gor_game_end_reason(g);
    char text[320];
    add_record_notes(o, rec, v);
    if (rec->number == rec->total &&
        (end == GOR_END_PASSES || end == GOR_END_AGREEMENT))
        return;
    note_add(v, "unfinished position: counted as it stands, with the "
                "stones still in play judged, not played out");
    gor_ownership_options oo = GOR_OWNERSHIP_OPTIONS_INIT;
    gor_ownership est = GOR_OWNERSHIP_INIT;
    if (gor_game_ownership_estimate(g, &oo, NULL, 0, &est) != GOR_OK)
        return;
    int split = (s->margin > 0 && est.margin < 0) ||
                (s->margin < 0 && est.margin > 0);
    double gap = s->margin - est.margin;
    if (!split && gap <= GAP_WARN && gap >= -GAP_WARN)
        return;
    snprintf(text, sizeof text,
             "the ownership estimate says %s%.1f where the count says "
             "%s%g: %d point%s count%s for nobody here (open borders, "
             "dame) that play would still share out",
             est.margin >= 0 ? "B+" : "W+",
             est.margin >= 0 ? est.margin : -est.margin,
             s->margin >= 0 ? "B+" : "W+",
             s->margin >= 0 ? s->margin : -s->margin, s->dame,
             s->dame == 1 ? "" : "s", s->dame == 1 ? "s" : "");
    note_add(v, text);
}

static void print_json(const score_opts *o, const record *rec,
                       const picture *pc, const gor_score *s,
                       const char *re, const char *cn, const verdict *v,
                       const group_list *dead, const group_list *seki)
{
    const gor_game *g = rec->game;
    const gor_rules *rules = gor_game_rules(g);
    char label[200], rtext[200], pb[128], pw[128];
    rules_label(rules, label, sizeof label);
    gor_rules_to_string(rules, rtext, sizeof rtext);
    gor_sgf_node_text(rec->root, "PB", pb, sizeof pb);
    gor_sgf_node_text(rec->root, "PW", pw, sizeof pw);
    printf("{\"file\": ");
    json_string(stdout, o->path);
    printf(", \"game\": %ld, \"width\": %d, \"height\": %d, "
           "\"move_number\": %zu, \"moves_in_record\": %zu, \"ended\": ",
           o->game_no, pc->w, pc->h, rec->number, rec->total);
    static const char *const ends[] = {"none",      "passes",    "resign",
                                       "no_result", "repetition", "agreement",
                                       "time",      "forfeit",   "void"};
    unsigned end = (unsigned)gor_game_end_reason(g);
    json_string(stdout,
                end < sizeof ends / sizeof ends[0] ? ends[end] : "other");
    printf(", \"black\": ");
    json_string(stdout, pb);
    printf(", \"white\": ");
    json_string(stdout, pw);
    printf(", \"rules\": ");
    json_string(stdout, label);
    printf(", \"rules_string\": ");
    json_string(stdout, rtext);
    printf(", \"komi\": ");
    print_number(gor_rules_komi(rules));
    printf(", \"dead_from\": [");
    const char *sep = "";
    static const struct {
        unsigned bit;
        const char *name;
    } srcs[] = {{SRC_MARKS, "marks"}, {SRC_AUTO, "auto"},
                {SRC_ESTIMATE, "estimate"}, {SRC_NONE, "none"}};
    for (size_t i = 0; i < 4; i++)
        if (o->dead & srcs[i].bit) {
            printf("%s\"%s\"", sep, srcs[i].name);
            sep = ", ";
        }
    printf("], \"dead\": ");
    json_groups(pc, dead);
    printf(", \"seki\": ");
    json_groups(pc, seki);
    printf(",\n \"score\": {\"scoring\": \"%s\", \"tax\": \"%s\", "
           "\"pass_stones_rule\": %d, \"handicap\": %d, \"black\": ",
           method_name(s->scoring), tax_name(s->tax), s->pass_stones_rule,
           s->handicap);
    json_side(&s->black);
    printf(",\n  \"white\": ");
    json_side(&s->white);
    static const char *const keys[] = {"margin", "margin_stones", "base",
                                       "black_count", "black_needs"};
    const double values[] = {s->margin, s->margin_stones, s->base,
                             s->black_count, s->black_needs};
    printf(",\n  \"dame\": %d, \"points\": %d", s->dame, s->points);
    json_numbers(keys, values, 5);
    printf(", \"winner\": %s},\n",
           s->winner == GOR_BLACK   ? "\"B\""
           : s->winner == GOR_WHITE ? "\"W\""
                                    : "null");
    printf(" \"result\": ");
    json_string(stdout, re);
    printf(", \"result_chinese\": ");
    json_string(stdout, cn);
    printf(", \"record_result\": ");
    if (v->has_re)
        json_string(stdout, v->re);
    else
        printf("null");
    printf(", \"agrees\": %s, \"warnings\": [",
           v->comparable ? (v->agrees ? "true" : "false") : "null");
    for (int i = 0; i < v->nnotes; i++) {
        printf("%s", i ? ", " : "");
        json_string(stdout, v->notes[i]);
    }
    printf("],\n \"board\": [");
    for (int y = 0; y < pc->h; y++) {
        printf("%s\"", y ? ", " : "");
        for (int x = 0; x < pc->w; x++) {
            unsigned char c = pc->board[y * pc->w + x];
            putchar(c == GOR_BLACK ? 'X' : c == GOR_WHITE ? 'O' : '.');
        }
        putchar('"');
    }
    printf("],\n \"ownership\": [");
    for (int y = 0; y < pc->h; y++) {
        printf("%s\"", y ? ", " : "");
        for (int x = 0; x < pc->w; x++) {
            unsigned owner = pc->map[y * pc->w + x] & GOR_MAP_OWNER_MASK;
            putchar(owner == GOR_BLACK ? 'B' : owner == GOR_WHITE ? 'W' : '.');
        }
        putchar('"');
    }
    printf("]}\n");
}

static void print_text(const score_opts *o, const record *rec,
                       const picture *pc, const gor_score *s,
                       const gor_result *res, const char *re,
                       const char *cn, const verdict *v,
                       const group_list *dead, const group_list *seki)
{
    const gor_game *g = rec->game;
    const gor_rules *rules = gor_game_rules(g);
    char label[200], pb[128], pw[128], k[32];
    rules_label(rules, label, sizeof label);
    gor_sgf_node_text(rec->root, "PB", pb, sizeof pb);
    gor_sgf_node_text(rec->root, "PW", pw, sizeof pw);
    number_text(gor_rules_komi(rules), k, sizeof k);

    printf("%s", o->path);
    if (rec->games > 1)
        printf(", game %ld of %zu", o->game_no, rec->games);
    printf(": move %zu of %zu, %s\n", rec->number, rec->total,
           rec->number == rec->total ? end_text(gor_game_end_reason(g))
                                     : "counted as it stands");
    if (pb[0] || pw[0])
        printf("Black: %s    White: %s\n", pb[0] ? pb : "?",
               pw[0] ? pw : "?");
    printf("Rules: %s (%s counting), komi %s", label,
           method_name(s->scoring), k);
    if (s->handicap)
        printf(", handicap %d", s->handicap);
    printf("\n\n");
    print_score_board(pc);
    printf("X O stones   x o empty points that count for Black / White"
           "   . nobody's\n");
    int sure = 0, guessed = 0;
    for (size_t i = 0; i < dead->n; i++) {
        if (!strcmp(dead->source[i], "estimate"))
            guessed = 1;
        else
            sure = 1;
    }
    if (sure)
        printf("[X] dead stone, taken off: its point counts for the other "
               "side\n");
    if (guessed)
        printf("{X} guessed dead by the estimate (a guess, not a proof), "
               "taken off\n");
    printf("\n");
    if (!dead->n && !o->dead_given && !o->dead_list)
        printf("Dead stones: none (the record marks none, and none is "
               "certain; see --dead)\n");
    else
        print_groups(pc, dead, "Dead stones");
    if (seki->n)
        print_groups(pc, seki, "Seki");
    if (!(o->dead & SRC_ESTIMATE)) {
        int missed = missed_dead(g, pc);
        if (missed)
            printf("Note: the estimate thinks %d more stone%s may be dead; "
                   "%s counted as alive\nhere. See --dead auto (certain "
                   "only) or --dead estimate (a guess).\n",
                   missed, missed == 1 ? "" : "s",
                   missed == 1 ? "it is" : "they are");
    }
    printf("\n");
    print_breakdown(s);
    printf("\n");
    char m[32];
    number_text(res->margin, m, sizeof m);
    if (res->outcome == GOR_OUTCOME_DRAW)
        printf("Result: %s, a draw (jigo)\n", re);
    else
        printf("Result: %s, %s wins by %s point%s\n", re,
               res->winner == GOR_BLACK ? "Black" : "White", m,
               res->margin == 1 ? "" : "s");
    if (s->scoring == GOR_SCORING_AREA) {
        char bc[32], need[32];
        number_text(s->black_count, bc, sizeof bc);
        number_text(s->black_needs, need, sizeof need);
        printf("Chinese: %s (Black's count %s, where %s is a draw)\n", cn,
               bc, need);
    } else {
        printf("Chinese: %s\n", cn);
    }
    if (v->has_re) {
        if (!v->comparable)
            printf("The record says RE[%s]; the count is of the position "
                   "where play stopped.\n", v->re);
        else if (v->agrees)
            printf("The record says RE[%s]: the count agrees.\n", v->re);
        else
            printf("The record says RE[%s]: the count differs (other "
                   "rules, komi or dead stones?).\n", v->re);
    }
    for (int i = 0; i < v->nnotes; i++)
        printf("Note: %s.\n", v->notes[i]);
}

/* Did the game stop before its end: no two passes (or agreement), and no
 * RE that states a count or a draw? */
static int unfinished(const record *rec, const gor_game *g)
{
    gor_end end = gor_game_end_reason(g);
    if (end == GOR_END_PASSES || end == GOR_END_AGREEMENT)
        return 0;
    if (rec->number < rec->total)
        return 0; /* --move N: the caller asked for a position */
    char re[64] = "";
    gor_result want = GOR_RESULT_INIT;
    gor_sgf_node_text(rec->root, "RE", re, sizeof re);
    if (re[0] && gor_result_parse_sgf(re, &want) == GOR_OK &&
        (want.outcome == GOR_OUTCOME_DRAW ||
         (want.outcome == GOR_OUTCOME_WIN && want.counted)))
        return 0;
    return 1;
}

static int say_unfinished(const score_opts *o, const record *rec,
                          const gor_game *g)
{
    char re[64] = "";
    gor_result want = GOR_RESULT_INIT;
    gor_sgf_node_text(rec->root, "RE", re, sizeof re);
    const char *how = "the record gives no result";
    char buf[160];
    if (re[0] && gor_result_parse_sgf(re, &want) == GOR_OK &&
        want.outcome == GOR_OUTCOME_WIN) {
        const char *who = want.winner == GOR_BLACK ? "Black" : "White";
        snprintf(buf, sizeof buf, "%s won %s", who,
                 want.end == GOR_END_RESIGN ? "by resignation"
                 : want.end == GOR_END_TIME ? "on time"
                 : want.end == GOR_END_FORFEIT ? "by forfeit"
                                               : "(no margin given)");
        how = buf;
    } else if (re[0] && want.outcome == GOR_OUTCOME_NO_RESULT) {
        how = "no result";
    } else if (re[0]) {
        how = "its result is unknown";
    }
    if (o->json) {
        printf("{\"file\": ");
        json_string(stdout, o->path);
        printf(", \"counted\": false, \"finished\": false, \"re\": ");
        json_string(stdout, re);
        printf(", \"reason\": ");
        json_string(stdout, how);
        printf("}\n");
    } else {
        printf("%s: the game did not end by two passes (%s%s%s%s): there is "
               "no final position to count.\n"
               "Use --count to count the position as it stands (with --dead "
               "estimate for an\nestimate of the stones still in play), or "
               "--estimate for an ownership and\nscore estimate from random "
               "play.\n",
               o->path, re[0] ? "RE[" : "", re, re[0] ? "]: " : "", how);
    }
    (void)g;
    return EXIT_CLEAN;
}

int cmd_score(int argc, char **argv)
{
    score_opts o;
    int code = parse_args(argc, argv, &o);
    if (code == HELP_SHOWN)
        return EXIT_CLEAN;
    if (code != EXIT_CLEAN)
        return code;
    gor_rules *rules = NULL;
    if (o.rules_text && (gor_rules_new(&rules, NULL) != GOR_OK ||
                         gor_sgf_rules_parse(rules, o.rules_text) != GOR_OK)) {
        usage_error("score: unknown rules \"%s\"", o.rules_text);
        gor_rules_free(rules);
        return EXIT_USAGE;
    }
    record_opts ro = {o.path, o.encoding, rules, o.move, o.game_no, o.json};
    record rec;
    code = record_load(&rec, &ro);
    gor_rules_free(rules);
    if (code != EXIT_CLEAN)
        return code;
    gor_game *g = rec.game;
    picture pc = {gor_game_width(g), gor_game_height(g), NULL, NULL, NULL};
    size_t np = (size_t)pc.w * (size_t)pc.h;
    pc.board = malloc(np);
    pc.map = malloc(np);
    pc.given = calloc(np, 1);
    group_list dead = {0}, seki = {0};
    if (!pc.board || !pc.map || !pc.given) {
        code = report_failure(o.json, o.path, 0, 0, "out of memory");
        goto out;
    }
    if (o.have_komi) {
        gor_rules *r;
        if (gor_rules_copy(&r, gor_game_rules(g)) != GOR_OK ||
            gor_rules_set_komi(r, o.komi) != GOR_OK) {
            gor_rules_free(r);
            usage_error("score: komi must be a multiple of 0.25 within "
                        "[-1000, 1000]");
            code = EXIT_USAGE;
            goto out;
        }
        gor_game_set_rules(g, r);
        gor_rules_free(r);
    }
    if (o.estimate) {
        code = score_estimate(o.path, &rec, o.json, o.playouts, o.seed);
        goto out;
    }
    /* A record that did not end by passes has no final position to count:
     * say so, and count only when asked (--count). */
    if (!o.count && unfinished(&rec, g)) {
        code = say_unfinished(&o, &rec, g);
        goto out;
    }
    /* Dead stones: the record's marks (replay), then the lists. */
    gor_game_board(g, pc.board, np);
    if (!(o.dead & SRC_MARKS))
        gor_game_clear_marks(g);
    for (size_t p = 0; p < np; p++)
        if (pc.board[p] != GOR_EMPTY &&
            gor_game_life_at(g, (gor_point)p) == GOR_LIFE_DEAD)
            pc.given[p] = 1;
    if ((o.dead_list && mark_list(g, o.dead_list, GOR_LIFE_DEAD,
                                  "--dead-stones") != 0) ||
        (o.seki_list && mark_list(g, o.seki_list, GOR_LIFE_SEKI,
                                  "--seki-stones") != 0)) {
        code = EXIT_USAGE;
        goto out;
    }
    for (size_t p = 0; p < np; p++) {
        gor_life life = pc.board[p] != GOR_EMPTY
                            ? gor_game_life_at(g, (gor_point)p)
                            : GOR_LIFE_ALIVE;
        if (!pc.given[p] && life == GOR_LIFE_DEAD)
            pc.given[p] = 2;
        else if (life == GOR_LIFE_SEKI && o.seki_list)
            pc.given[p] = 3; /* only --seki-stones marks seki */
    }
    /* Nothing marked and no --dead: at least the certain marking, so that
     * no stone is counted alive that no sequence of moves could save. */
    int any_given = 0;
    for (size_t p = 0; p < np; p++)
        any_given |= pc.given[p] != 0 ||
                     (pc.board[p] != GOR_EMPTY &&
                      gor_game_life_at(g, (gor_point)p) == GOR_LIFE_SEKI);
    if (!o.dead_given && !any_given)
        o.dead |= SRC_AUTO;
    gor_score_options so = GOR_SCORE_OPTIONS_INIT;
    so.dead = 0;
    so.territory = o.territory;
    if ((o.dead & SRC_MARKS) || o.dead_list)
        so.dead |= GOR_DEAD_MARKS;
    if (o.dead & (SRC_AUTO | SRC_ESTIMATE))
        so.dead |= GOR_DEAD_CERTAIN;
    if (o.dead & SRC_ESTIMATE) {
        so.dead |= GOR_DEAD_ESTIMATE;
        so.seki |= GOR_SEKI_ESTIMATE;
    }
    gor_score s = GOR_SCORE_INIT;
    gor_result res = GOR_RESULT_INIT;
    char re[64] = "", cn[128] = "";
    int st = gor_game_score(g, &so, &s, pc.map, np);
    if (st == GOR_OK)
        st = gor_result_from_score(&s, GOR_END_NONE, &res);
    if (st == GOR_OK && gor_result_to_sgf(&res, re, sizeof re) < 0)
        st = GOR_EINVAL;
    if (st == GOR_OK && gor_result_to_chinese(&res, 0, cn, sizeof cn) < 0)
        st = GOR_EINVAL;
    if (st != GOR_OK || collect_groups(g, &pc, GOR_MAP_DEAD, &dead) != 0 ||
        collect_groups(g, &pc, GOR_MAP_SEKI, &seki) != 0) {
        code = report_failure(o.json, o.path, 0, 0, "cannot count: %s",
                              gor_strerror(st));
        goto out;
    }
    verdict v;
    compare_re(rec.root, &res, &v);
    v.nnotes = 0;
    add_notes(&o, &rec, &s, &v);
    if (o.json)
        print_json(&o, &rec, &pc, &s, re, cn, &v, &dead, &seki);
    else
        print_text(&o, &rec, &pc, &s, &res, re, cn, &v, &dead, &seki);
out:
    groups_free(&dead);
    groups_free(&seki);
    free(pc.board);
    free(pc.map);
    free(pc.given);
    record_free(&rec);
    return code;
}
