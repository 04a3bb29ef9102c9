/* SPDX-License-Identifier: MIT */
/*
 * sgf_write.c - a collection to SGF text (iteratively, whatever the
 * depth), and a game's history to a new collection.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sgf/sgf_internal.h"

/* ------------------------------------------------------------------ */
/* Buffer                                                              */

void sgf_buf_put(sgf_buf *b, const char *s, size_t n)
{
    if (b->failed)
        return;
    if (b->n + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (cap < b->n + n + 1)
            cap *= 2;
        char *p = realloc(b->p, cap);
        if (!p) {
            b->failed = 1;
            return;
        }
        b->p = p;
        b->cap = cap;
    }
    memcpy(b->p + b->n, s, n);
    b->n += n;
    b->p[b->n] = 0;
}

void sgf_buf_puts(sgf_buf *b, const char *s)
{
    sgf_buf_put(b, s, strlen(s));
}

/* ------------------------------------------------------------------ */
/* Writer                                                              */

#define WRAP 78

typedef struct writer {
    sgf_buf out;
    size_t col;      /* characters on the current output line */
} writer;

static void put(writer *w, const char *s, size_t n)
{
    sgf_buf_put(&w->out, s, n);
    const char *nl = NULL;
    for (size_t i = n; i-- > 0;)
        if (s[i] == '\n') {
            nl = s + i;
            break;
        }
    w->col = nl ? (size_t)(s + n - nl - 1) : w->col + n;
}

static void puts_(writer *w, const char *s)
{
    put(w, s, strlen(s));
}

static void newline(writer *w)
{
    if (w->col)
        put(w, "\n", 1);
}

/* Columns property p's identifier and first value take. */
static size_t prop_width(const sgf_prop *p)
{
    return p->id_len + (p->nvalues ? strlen(p->values[0]) + 2 : 0);
}

static void write_node(writer *w, const gor_sgf_node *node)
{
    /* Lines break between nodes and properties, never inside a value. */
    if (w->col && node->nprops &&
        w->col + 1 + prop_width(node->props[0]) > WRAP)
        put(w, "\n", 1);
    put(w, ";", 1);
    for (size_t i = 0; i < node->nprops; i++) {
        const sgf_prop *p = node->props[i];
        size_t idlen = p->id_len;
        if (i && w->col + prop_width(p) > WRAP)
            put(w, "\n", 1);
        put(w, sgf_prop_id(p), idlen);
        for (size_t k = 0; k < p->nvalues; k++) {
            size_t len = strlen(p->values[k]);
            if (k && w->col + len + 2 > WRAP)
                put(w, "\n", 1);
            put(w, "[", 1);
            put(w, p->values[k], len);
            put(w, "]", 1);
        }
    }
}

/*
 * One game tree. `pending` holds, for each branching node on the way down,
 * the next variation still to write (NULL once all are done).
 */
static int write_game(writer *w, const gor_sgf_node *root)
{
    const gor_sgf_node **pending = NULL;
    size_t depth = 0, cap = 0;
    const gor_sgf_node *cur = root;
    puts_(w, "(");
    write_node(w, cur);
    if (cur->nchildren)
        newline(w);
    for (;;) {
        if (cur->nchildren == 1) {
            cur = cur->child;
            write_node(w, cur);
            continue;
        }
        if (cur->nchildren > 1) {
            if (depth == cap) {
                size_t ncap = cap ? cap * 2 : 32;
                const gor_sgf_node **p = realloc(pending, ncap * sizeof *p);
                if (!p) {
                    free(pending);
                    return GOR_ENOMEM;
                }
                pending = p;
                cap = ncap;
            }
            pending[depth++] = cur->child->next;
            newline(w);
            puts_(w, "(");
            cur = cur->child;
            write_node(w, cur);
            continue;
        }
        /* A leaf: close its variation, then open the next pending one. */
        puts_(w, ")");
        cur = NULL;
        while (depth) {
            const gor_sgf_node *next = pending[depth - 1];
            if (next) {
                pending[depth - 1] = next->next;
                newline(w);
                puts_(w, "(");
                cur = next;
                write_node(w, cur);
                break;
            }
            depth--;
            puts_(w, ")");
        }
        if (!cur)
            break;
    }
    free(pending);
    newline(w);
    return w->out.failed ? GOR_ENOMEM : GOR_OK;
}

static int write_all(const gor_sgf *sgf, sgf_buf *out)
{
    writer w;
    memset(&w, 0, sizeof w);
    for (size_t i = 0; i < sgf->ngames; i++) {
        int st = write_game(&w, sgf->games[i]);
        if (st) {
            free(w.out.p);
            return st;
        }
    }
    if (w.out.failed) {
        free(w.out.p);
        return GOR_ENOMEM;
    }
    *out = w.out;
    return GOR_OK;
}

int gor_sgf_write(const gor_sgf *sgf, char *buf, size_t size)
{
    if (!sgf || (!buf && size))
        return GOR_EINVAL;
    sgf_buf out;
    int st = write_all(sgf, &out);
    if (st)
        return st;
    if (out.n > 0x7fffffff) {
        free(out.p);
        return GOR_ERANGE;
    }
    if (size) {
        size_t k = out.n < size ? out.n : size - 1;
        if (k)
            memcpy(buf, out.p, k);
        buf[k] = 0;
    }
    free(out.p);
    return (int)out.n;
}

int gor_sgf_write_file(const gor_sgf *sgf, const char *path)
{
    if (!sgf || !path)
        return GOR_EINVAL;
    sgf_buf out;
    int st = write_all(sgf, &out);
    if (st)
        return st;
    FILE *f = fopen(path, "wb");
    if (!f) {
        free(out.p);
        return GOR_EINVAL;
    }
    size_t done = out.n ? fwrite(out.p, 1, out.n, f) : 0;
    int bad = done != out.n;
    bad |= fclose(f) != 0;
    free(out.p);
    return bad ? GOR_EINVAL : GOR_OK;
}

/* ------------------------------------------------------------------ */
/* From a game                                                         */

/* Properties of the root the game itself decides. */
static int decided_by_game(const char *id)
{
    static const char *const ids[] = {"FF", "GM", "CA", "AP", "SZ", "KM",
                                      "RU", "HA", "AB", "AW", "AE", "PL",
                                      "B",  "W"};
    for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++)
        if (!strcmp(id, ids[i]))
            return 1;
    return 0;
}

/* The RU text: a preset's name when the rules are a preset's. */
static void rules_text(const gor_rules *rules, char *buf, size_t size)
{
    static const struct {
        const char *preset, *ru;
    } names[] = {
        {"chinese", "Chinese"}, {"japanese", "Japanese"},
        {"korean", "Korean"},   {"aga", "AGA"},
        {"new-zealand", "NZ"},  {"tromp-taylor", "Tromp-Taylor"},
        {"ing", "GOE"},
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        gor_rules *r;
        if (gor_rules_new(&r, names[i].preset) != GOR_OK)
            continue;
        gor_rules_set_komi(r, gor_rules_komi(rules));
        int same = gor_rules_equal(r, rules);
        gor_rules_free(r);
        if (same) {
            snprintf(buf, size, "%s", names[i].ru);
            return;
        }
    }
    if (gor_rules_to_string(rules, buf, size) < 0 && size)
        buf[0] = 0;
}

/* Add the points of `pts` whose colour is c as values of id. */
static int add_points(gor_sgf_node *node, const char *id, int w, int h,
                      const unsigned char *before, const unsigned char *after,
                      int c)
{
    char v[4];
    for (int p = 0; p < w * h; p++) {
        if (after[p] != c || (before && before[p] == after[p]))
            continue;
        gor_point_to_sgf(w, h, p, v, sizeof v);
        int st = gor_sgf_node_add_value(node, id, v);
        if (st)
            return st;
    }
    return GOR_OK;
}

/* The setup that turns board `before` into `after`, as AB/AW/AE. */
static int add_setup(gor_sgf_node *node, int w, int h,
                     const unsigned char *before, const unsigned char *after)
{
    int st = add_points(node, "AB", w, h, before, after, GOR_BLACK);
    if (!st)
        st = add_points(node, "AW", w, h, before, after, GOR_WHITE);
    if (!st && before)
        st = add_points(node, "AE", w, h, before, after, GOR_EMPTY);
    return st;
}

static void result_text(const gor_game *game, char *buf, size_t size)
{
    gor_end end = gor_game_end_reason(game);
    const char *who = gor_color_name(gor_game_winner(game));
    buf[0] = 0;
    switch (end) {
    case GOR_END_RESIGN:
        snprintf(buf, size, "%s+R", who);
        break;
    case GOR_END_TIME:
        snprintf(buf, size, "%s+T", who);
        break;
    case GOR_END_FORFEIT:
    case GOR_END_REPETITION:
        snprintf(buf, size, "%s+F", who);
        break;
    case GOR_END_NO_RESULT:
    case GOR_END_VOID:
    case GOR_END_REPLAY:
        snprintf(buf, size, "Void");
        break;
    case GOR_END_CYCLE_DRAW:
        snprintf(buf, size, "0");
        break;
    default:
        break;
    }
}

/* The root's game properties: format, size, komi, rules, handicap, and
 * the caller's other root properties (`info`) the game does not decide. */
static int write_root(gor_sgf_node *root, const gor_game *walk,
                      const gor_sgf_node *info)
{
    int w = gor_game_width(walk), h = gor_game_height(walk), st;
    const gor_rules *rules = gor_game_rules(walk);
    char text[256];
    gor_sgf_node_set(root, "FF", "4");
    gor_sgf_node_set(root, "GM", "1");
    gor_sgf_node_set(root, "CA", "UTF-8");
    snprintf(text, sizeof text, "libgorules:%s", gor_version_string());
    gor_sgf_node_set(root, "AP", text);
    if (w == h)
        snprintf(text, sizeof text, "%d", w);
    else
        snprintf(text, sizeof text, "%d:%d", w, h);
    gor_sgf_node_set(root, "SZ", text);
    numtext_format(gor_rules_komi(rules), 2, text, sizeof text);
    gor_sgf_node_set(root, "KM", text);
    rules_text(rules, text, sizeof text);
    if ((st = gor_sgf_node_set_text(root, "RU", text)))
        return st;
    if (gor_game_handicap(walk) > 0) {
        snprintf(text, sizeof text, "%d", gor_game_handicap(walk));
        gor_sgf_node_set(root, "HA", text);
    }
    if (info)
        for (size_t i = 0; i < info->nprops; i++) {
            const sgf_prop *p = info->props[i];
            if (decided_by_game(sgf_prop_id(p)))
                continue;
            for (size_t k = 0; k < p->nvalues; k++)
                if ((st = gor_sgf_node_add_value(root, sgf_prop_id(p), p->values[k])))
                    return st;
        }
    return GOR_OK;
}

/* The game's first `entries` entries as nodes below the root: a node a
 * move, and a node for each group of setup and PL between moves. */
static int write_moves(gor_sgf_node *root, gor_game *walk, size_t entries)
{
    int w = gor_game_width(walk), h = gor_game_height(walk), st = GOR_OK;
    size_t area = (size_t)w * (size_t)h;
    unsigned char *before = malloc(area), *after = malloc(area);
    if (!before || !after) {
        free(before);
        free(after);
        return GOR_ENOMEM;
    }
    gor_game_goto(walk, 0);
    gor_sgf_node *node = root;
    int moved = 0;  /* a move has been written */
    int group = 0;  /* setup or PL since the last move, not yet written */
    gor_color pl = GOR_EMPTY;
    for (size_t i = 1; i <= entries && !st; i++) {
        gor_move_info mi;
        if ((st = gor_game_move(walk, i, &mi)))
            break;
        int play = mi.kind == GOR_MOVE_PLAY || mi.kind == GOR_MOVE_PASS;
        if (moved && !group &&
            (mi.kind == GOR_MOVE_SETUP || mi.kind == GOR_MOVE_TURN)) {
            /* A node for setup and PL between moves: its AB/AW/AE are the
             * difference the whole group makes. */
            gor_game_board(walk, before, (size_t)w * (size_t)h);
            group = 1;
            pl = GOR_EMPTY;
        }
        if (play && group) {
            gor_game_board(walk, after, (size_t)w * (size_t)h);
            gor_sgf_node *child;
            if ((st = gor_sgf_node_add_child(node, &child)))
                break;
            node = child;
            if ((st = add_setup(node, w, h, before, after)))
                break;
            if (pl != GOR_EMPTY)
                st = gor_sgf_node_set(node, "PL", gor_color_name(pl));
            group = 0;
        }
        gor_color before_to_move = gor_game_to_move(walk);
        if (st || (st = gor_game_redo(walk)))
            break;
        /* Setup that also set the player to move writes a PL. */
        if (mi.kind == GOR_MOVE_SETUP &&
            gor_game_to_move(walk) != before_to_move) {
            mi.kind = GOR_MOVE_TURN;
            mi.color = gor_game_to_move(walk);
        }
        if (play) {
            char v[4] = "";
            if (mi.kind == GOR_MOVE_PLAY)
                gor_point_to_sgf(w, h, mi.point, v, sizeof v);
            moved = 1;
            gor_sgf_node *child;
            if ((st = gor_sgf_node_add_child(node, &child)))
                break;
            node = child;
            st = gor_sgf_node_set(node, mi.color == GOR_BLACK ? "B" : "W", v);
        } else if (mi.kind == GOR_MOVE_TURN) {
            if (moved)
                pl = mi.color;
            else
                st = gor_sgf_node_set(root, "PL", gor_color_name(mi.color));
        }
        /* Setup before the first move: the root gets the board then;
         * resign, resume, end: the result says it. */
    }
    if (!st && group) {
        gor_game_board(walk, after, (size_t)w * (size_t)h);
        gor_sgf_node *child;
        if (!(st = gor_sgf_node_add_child(node, &child)))
            st = add_setup(child, w, h, before, after);
        if (!st && pl != GOR_EMPTY)
            st = gor_sgf_node_set(child, "PL", gor_color_name(pl));
    }
    free(before);
    free(after);
    return st;
}

static int build(gor_sgf *sgf, gor_game *walk, size_t entries,
                 const gor_sgf_node *info)
{
    gor_sgf_node *root;
    int st = gor_sgf_add_game(sgf, &root);
    if (!st)
        st = write_root(root, walk, info);
    if (!st)
        st = write_moves(root, walk, entries);
    return st;
}

int gor_sgf_from_game(gor_sgf **out, const gor_game *game,
                      const gor_sgf_node *info)
{
    if (!out || !game)
        return GOR_EINVAL;
    *out = NULL;
    gor_game *walk;
    int st = gor_game_clone(&walk, game);
    if (st)
        return st;
    size_t entries = gor_game_history_length(game);
    /* The board before the first move (or at the end if none). */
    size_t first_move = entries;
    for (size_t i = 1; i <= entries; i++) {
        gor_move_info mi;
        if (gor_game_move(game, i, &mi) == GOR_OK &&
            (mi.kind == GOR_MOVE_PLAY || mi.kind == GOR_MOVE_PASS)) {
            first_move = i - 1;
            break;
        }
    }
    gor_sgf *sgf;
    if ((st = gor_sgf_new(&sgf))) {
        gor_game_free(walk);
        return st;
    }
    st = build(sgf, walk, entries, info);
    if (!st) {
        /* Root setup = the position before the first move. */
        int w = gor_game_width(walk), h = gor_game_height(walk);
        unsigned char *board = malloc((size_t)w * (size_t)h);
        if (!board)
            st = GOR_ENOMEM;
        else {
            gor_game_goto(walk, first_move);
            gor_game_board(walk, board, (size_t)w * (size_t)h);
            st = add_setup(sgf->games[0], w, h, NULL, board);
            free(board);
        }
    }
    if (!st) {
        char re[32];
        gor_game_goto(walk, entries);
        result_text(walk, re, sizeof re);
        if (re[0])
            st = gor_sgf_node_set(sgf->games[0], "RE", re);
    }
    gor_game_free(walk);
    if (st) {
        gor_sgf_free(sgf);
        return st;
    }
    *out = sgf;
    return GOR_OK;
}
