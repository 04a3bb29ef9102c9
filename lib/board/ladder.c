/* SPDX-License-Identifier: MIT */
/*
 * ladder.c - reading ladders on the board kernel (ladder.h): plays and
 * take-backs with board_play() and board_unplay(), the owner's one answer
 * (extend) against the other side's two (an atari at either liberty).
 */
#include "board/ladder.h"
#include "board/board_play.h"
#include "board/policy.h"

typedef struct reading {
    board *b;
    board_reader *r;
    int budget; /* plies left */
    int exact;  /* every ring as board_play() left it (board_unplay) */
} reading;

/* What a take-back needs beyond the stacks. */
typedef struct ply {
    int i, c, ko, ko_color, caps[3];
    uint8_t ever;
    size_t removed;
    unsigned flags;
} ply;

static void play(reading *s, int i, int c, ply *p)
{
    board *b = s->b;
    p->i = i;
    p->c = c;
    p->ko = b->ko;
    p->ko_color = b->ko_color;
    p->caps[BC_BLACK] = b->caps[BC_BLACK];
    p->caps[BC_WHITE] = b->caps[BC_WHITE];
    p->ever = b->ever[i];
    p->removed = s->r->removed.n;
    p->flags = board_play(b, i, c, 0, &s->r->removed, &s->r->merges);
    s->budget--;
}

static void take_back(reading *s, const ply *p)
{
    board *b = s->b;
    change_stack *removed = &s->r->removed;
    const int victim = (p->flags & GOR_MOVE_SUICIDE) ? p->c : 3 - p->c;
    if (board_unplay(b, p->i, p->c, victim, removed->v + p->removed,
                     (int)(removed->n - p->removed),
                     (p->flags & BOARD_MERGED) != 0, &s->r->merges,
                     s->exact))
        s->exact = 0;
    removed->n = p->removed;
    b->ko = p->ko;
    b->ko_color = p->ko_color;
    b->caps[BC_BLACK] = p->caps[BC_BLACK];
    b->caps[BC_WHITE] = p->caps[BC_WHITE];
    b->ever[p->i] = p->ever;
}

/* Up to `max` distinct liberties of the group of stone i into libs;
 * returns how many were found (max: that many or more). */
static int liberties(const board *b, int i, int *libs, int max)
{
    const int s = b->stride, h = b->gid[i];
    int n = 0, q = h;
    do {
        const int nb[4] = {q - 1, q + 1, q - s, q + s};
        for (int d = 0; d < 4; d++) {
            if (b->color[nb[d]] != BC_EMPTY)
                continue;
            int k = 0;
            while (k < n && libs[k] != nb[d])
                k++;
            if (k == n) {
                libs[n++] = nb[d];
                if (n == max)
                    return n;
            }
        }
        q = b->next[q];
    } while (q != h);
    return n;
}

/* Is a group of the other colour next to the group of stone i in atari? */
static int touches_atari(const board *b, int i)
{
    const int s = b->stride, h = b->gid[i], o = 3 - b->color[i];
    int q = h;
    do {
        const int nb[4] = {q - 1, q + 1, q - s, q + s};
        for (int d = 0; d < 4; d++)
            if (b->color[nb[d]] == o && board_in_atari(b, b->gid[nb[d]]))
                return 1;
        q = b->next[q];
    } while (q != h);
    return 0;
}

static int attack(reading *s, int stone, const int libs[2]);

/* The owner of the group of `stone`, in atari, moves: 1 if caught. */
static int defend(reading *s, int stone)
{
    board *b = s->b;
    const int c = b->color[stone];
    int lib;
    if (touches_atari(b, stone) || s->budget <= 0)
        return 0;
    liberties(b, stone, &lib, 1);
    if (!board_legal_simple(b, lib, c))
        return 1;
    ply p;
    play(s, lib, c, &p);
    int libs[3];
    const int n = liberties(b, lib, libs, 3);
    const int caught = n >= 3 ? 0 : n <= 1 ? 1 : attack(s, lib, libs) != 0;
    take_back(s, &p);
    return caught;
}

/* The group of `stone` has the two liberties libs; the other side
 * ataris at either: the one that catches it, or 0. */
static int attack(reading *s, int stone, const int libs[2])
{
    board *b = s->b;
    const int o = 3 - b->color[stone];
    for (int k = 0; k < 2; k++) {
        if (s->budget <= 0)
            return 0;
        if (!board_legal_simple(b, libs[k], o))
            continue;
        ply p;
        play(s, libs[k], o, &p);
        const int caught = defend(s, stone);
        take_back(s, &p);
        if (caught)
            return libs[k];
    }
    return 0;
}

int board_reader_reserve(const board *b, board_reader *r)
{
    if (change_stack_reserve(&r->removed,
                             2 * (size_t)b->area + LADDER_BUDGET) ||
        change_stack_reserve(&r->merges, 4 * (size_t)LADDER_BUDGET + 4))
        return GOR_ENOMEM;
    return GOR_OK;
}

int board_ladder_caught(board *b, int h, board_reader *r)
{
    if (board_reader_reserve(b, r) != GOR_OK)
        return GOR_ENOMEM;
    reading s = {b, r, LADDER_BUDGET, 1};
    return defend(&s, h);
}

int board_ladder_attack(board *b, int h, board_reader *r)
{
    int libs[3];
    /* Each liberty is counted once per stone next to it, four at most:
     * more than eight pseudo-liberties are three liberties or more. */
    if (GROUP_PLIBS(&b->grp[h]) > 8 || liberties(b, h, libs, 3) != 2)
        return 0;
    if (board_reader_reserve(b, r) != GOR_OK)
        return GOR_ENOMEM;
    reading s = {b, r, LADDER_BUDGET, 1};
    return attack(&s, h, libs);
}

void board_reader_free(board_reader *r)
{
    change_stack_free(&r->removed);
    change_stack_free(&r->merges);
}
