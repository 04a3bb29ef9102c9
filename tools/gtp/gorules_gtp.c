/* SPDX-License-Identifier: MIT */
/*
 * gorules_gtp.c - gorules-gtp, a GTP version 2 engine over the public
 * libgorules API: main and the protocol loop.
 *
 * Reads commands on stdin, answers on stdout (flushed after every answer).
 * It referees rather than plays: `genmove` picks a uniformly random legal
 * move that does not fill one of the mover's own one-point eyes, so that
 * random games end, and it never resigns.
 *
 * Commands (list_commands prints them; gtp.h says which file has which):
 *  - the GTP v2 core and tournament commands: protocol_version name version
 *    known_command list_commands quit boardsize clear_board komi play
 *    genmove undo showboard fixed_handicap place_free_handicap
 *    set_free_handicap final_score final_status_list loadsgf printsgf;
 *  - GNU Go's is_legal, all_legal, captures, list_stones, countlib,
 *    get_komi, get_handicap;
 *  - KataGo's kata-set-rules and kata-get-rules, and kgs-rules;
 *  - gorules-seed N (genmove's random sequence), gorules-hash,
 *    gorules-ko, gorules-legal C V (the library's verdict by name),
 *    gorules-mark (dead stones, see cmd_score.c), gorules-score (every
 *    part of the count).
 *
 * Choices GTP leaves open, and what this engine does:
 *  - Either colour may move at any time; turns are not enforced.
 *  - The library ends a game after two passes (or a repetition under a
 *    "cycle" rule); GTP has no game end, so a move after the end resumes
 *    the game first (gor_game_resume). Queries after the end judge the moves
 *    as if play resumed. `undo` takes back the last stone or pass, with
 *    any resumption entries recorded after it.
 *  - An illegal move is refused with "illegal move" first and the reason
 *    after it (`? illegal move: superko`, `: ko`, `: suicide`,
 *    `: occupied`, `: off board` for a well-formed vertex not on the board,
 *    which answers 0 for `is_legal`); malformed arguments and wrong
 *    argument counts are `? syntax error`.
 *  - `komi` takes any float; one that is not a multiple of 0.25 is counted
 *    as the half point between the same whole numbers (7.3 as 7.5, the
 *    same winner for every whole-point count), which get_komi answers.
 *  - An own eye (never filled by genmove) is an empty point all of whose
 *    on-board orthogonal neighbours are stones of the mover's colour;
 *    diagonal points are not looked at. On a 1x1 board the only point counts
 *    as an eye, so genmove passes there. The choice is uniform (splitmix64,
 *    without modulo bias) over the remaining legal points, in a sequence
 *    fixed by `gorules-seed N` (default 1), so sessions are reproducible.
 *  - loadsgf, printsgf: see cmd_sgf.c; handicap: cmd_handicap.c; rules:
 *    cmd_rules.c; final_score and dead stones: cmd_score.c.
 *  - Input lines: control characters other than HT and LF are removed
 *    (NUL included), HT becomes a space, '#' starts a comment, runs of
 *    spaces are one separator. A line longer than GTP_LINE_MAX (64 KiB)
 *    after that is answered `? line too long`; the engine reads on.
 */
#include "gtp.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

static void respond_text(const char *id, int ok, const gtp_text *t)
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
static void run_line(gtp_engine *e, char *line, int too_long, gtp_text *out)
{
    char *argv_buf[64];
    char **argv = argv_buf;
    size_t cap = sizeof argv_buf / sizeof argv_buf[0];
    int argc = 0;
    const char *id = NULL;
    char *p = line;

    gtp_text_clear(out);
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
    const char *after = strchr(p, ' ');
    after = after ? after + 1 : "";
    char *rest = malloc(strlen(after) + 1);
    if (!rest) {
        respond(id, 0, "out of memory");
        return;
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
    const gtp_command *c = gtp_find_command(argv[0]);
    if (!c) {
        respond(id, 0, "unknown command");
        goto done;
    }
    c = gtp_referee_command(e, c);
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
 * of input with nothing read; sets *too_long past GTP_LINE_MAX.
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
            if (*cap >= GTP_LINE_MAX) {
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

static const char usage[] =
    "Usage: gorules-gtp\n"
    "\n"
    "A GTP version 2 engine over libgorules, for GTP controllers and\n"
    "scripts: it reads commands on standard input and answers on standard\n"
    "output. It referees (legality under any ruleset, scoring, handicap,\n"
    "SGF records) and plays random moves; `list_commands` lists the\n"
    "commands. Example:\n"
    "\n"
    "  printf 'loadsgf data/gnugo-selfplay-19x19.sgf\\nfinal_score\\n' | "
    "gorules-gtp\n";

int main(int argc, char **argv)
{
    if (argc > 1) {
        int help = !strcmp(argv[1], "-h") || !strcmp(argv[1], "--help");
        if (!strcmp(argv[1], "--version")) {
            printf("gorules-gtp %s\n", gor_version_string());
            return 0;
        }
        fputs(usage, help ? stdout : stderr);
        return help ? 0 : 2;
    }
    gtp_engine e;
    if (gtp_engine_init(&e) != GOR_OK) {
        fputs("gorules-gtp: out of memory\n", stderr);
        return 1;
    }
    char *line = NULL;
    size_t cap = 0;
    int too_long;
    gtp_text out = {0};
    while (!e.quit && read_line(&line, &cap, &too_long)) {
        if (!line[0] && !too_long)
            continue; /* empty or comment-only line */
        run_line(&e, line, too_long, &out);
        if (ferror(stdout))
            break;
    }
    free(line);
    free(out.s);
    gtp_engine_free(&e);
    return 0;
}
