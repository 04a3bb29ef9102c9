/* SPDX-License-Identifier: MIT */
/*
 * tool_show.c - `gorules show`: the board of a record at a move, whose turn,
 * captures, last move, ko.
 */
#include "tool.h"

#include <stdlib.h>
#include <string.h>

/* The board with coordinates; `last` (or GOR_NO_POINT) in parentheses. */
static void print_board(const gor_game *g, gor_point last)
{
    int w = gor_game_width(g), h = gor_game_height(g);
    unsigned char *b = malloc((size_t)w * (size_t)h);
    gor_point stars[16];
    int nstars = gor_star_points(w, h, stars, 16);
    if (!b)
        return;
    gor_game_board(g, b, (size_t)w * (size_t)h);
    int lw = print_column_labels(w, h);
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
    print_column_labels(w, h);
    free(b);
}

const char help_show[] =
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
    "  --svg            the board as an SVG picture instead of text (stones,\n"
    "                   coordinates, last move, stones marked dead by TB/TW)\n"
    "  -h, --help       this help\n"
    "\n"
    "Illegal moves in the record are reported on standard error and skipped\n"
    "(onto occupied points) or played (against ko or suicide rules).\n";


int cmd_show(int argc, char **argv)
{
    const char *path = NULL, *rules_text = NULL, *encoding = NULL;
    long move = -1, game_no = 1;
    int json = 0, svg = 0;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            fputs(help_show, stdout);
            return EXIT_CLEAN;
        } else if (!strcmp(a, "--json")) {
            json = 1;
        } else if (!strcmp(a, "--svg")) {
            svg = 1;
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
    if (json && svg) {
        usage_error("show: --json and --svg exclude each other");
        return EXIT_USAGE;
    }
    gor_rules *rules = NULL;
    if (rules_text && (gor_rules_new(&rules, NULL) != GOR_OK ||
                       gor_sgf_rules_parse(rules, rules_text) != GOR_OK)) {
        usage_error("show: unknown rules \"%s\"", rules_text);
        gor_rules_free(rules);
        return EXIT_USAGE;
    }
    record_opts ro = {path, encoding, rules, move, game_no, json};
    record rec;
    int code = record_load(&rec, &ro);
    gor_rules_free(rules);
    if (code != EXIT_CLEAN)
        return code;
    gor_sgf *sgf = rec.sgf;
    const gor_sgf_node *root = rec.root;
    gor_game *game = rec.game;
    gor_sgf_report *rep = rec.report;
    size_t total = rec.total;
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
    if (svg) {
        int n = gor_game_svg(game, NULL, NULL, 0);
        char *text = n >= 0 ? malloc((size_t)n + 1) : NULL;
        if (!text || gor_game_svg(game, NULL, text, (size_t)n + 1) < 0) {
            fprintf(stderr, "gorules show: cannot draw the board\n");
            code = EXIT_PROBLEMS;
        } else {
            fputs(text, stdout);
        }
        free(text);
        goto out;
    }
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
        printf(", \"komi\": ");
        print_number(gor_rules_komi(gor_game_rules(game)));
        printf(", \"black\": ");
        json_string(stdout, pb);
        printf(", \"white\": ");
        json_string(stdout, pw);
        printf(", \"result\": ");
        json_string(stdout, re);
        printf(", \"board\": [");
        unsigned char *b = malloc((size_t)w * (size_t)h);
        if (b) {
            gor_game_board(game, b, (size_t)w * (size_t)h);
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
    printf("Rules: %s, komi ", rtext);
    print_number(gor_rules_komi(gor_game_rules(game)));
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
    record_free(&rec);
    return code;
}
