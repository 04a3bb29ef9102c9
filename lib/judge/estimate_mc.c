/* SPDX-License-Identifier: MIT */
/*
 * estimate_mc.c - light playouts for the dead-stone estimate (estimate.c):
 * from the position left by the rounds (e->col, stones judged dead taken
 * off), the two sides play random moves (good_move() below says which)
 * until both pass or 3 * points + 50 moves are played; the points each
 * colour holds at the end (its stones and the empty points only it
 * borders) are counted. Half the playouts start with Black to move, half
 * with White. Deterministic: the random numbers (xorshift) come from a
 * fixed seed. A playout on 19x19 from a finished position costs a few
 * tens of microseconds.
 *
 * The board has a border of one point (w + 2 by h + 2). Chains keep
 * pseudo-liberties: their count, sum and sum of squares of the liberty
 * indices (an empty point next to two stones of a chain counts twice); a
 * chain is in atari exactly when sum * sum == count * squares, and then
 * its liberty is sum / count.
 */
#include <stdlib.h>
#include <string.h>

#include "judge/estimate.h"

enum { MC_EMPTY = 0, MC_BORDER = 3 };

typedef struct mc {
    int W, H, np;          /* padded sizes */
    unsigned char *col;
    int *head, *next, *size, *pl;
    long long *ls, *ls2;
    int *empty, *epos, nempty;
    int ko;
    unsigned long long rng;
    int dir[4], diag[4];
} mc;

static unsigned mc_rand(mc *m, unsigned n)
{
    m->rng ^= m->rng << 13;
    m->rng ^= m->rng >> 7;
    m->rng ^= m->rng << 17;
    return (unsigned)((m->rng >> 32) % n);
}

static void add_lib(mc *m, int h, int p)
{
    m->pl[h]++;
    m->ls[h] += p;
    m->ls2[h] += (long long)p * p;
}

static void del_lib(mc *m, int h, int p)
{
    m->pl[h]--;
    m->ls[h] -= p;
    m->ls2[h] -= (long long)p * p;
}

static int in_atari(const mc *m, int h)
{
    return m->pl[h] > 0 && m->ls[h] * m->ls[h] == m->pl[h] * m->ls2[h];
}

static void empty_add(mc *m, int p)
{
    m->epos[p] = m->nempty;
    m->empty[m->nempty++] = p;
}

static void empty_del(mc *m, int p)
{
    int i = m->epos[p], last = m->empty[--m->nempty];
    m->empty[i] = last;
    m->epos[last] = i;
}

/* A stone of colour c at empty p, no checks, captures included. */
static void place(mc *m, int p, int c)
{
    int o = 3 - c, captured = 0, cap_at = -1;
    m->col[p] = (unsigned char)c;
    m->head[p] = p;
    m->next[p] = p;
    m->size[p] = 1;
    m->pl[p] = 0;
    m->ls[p] = m->ls2[p] = 0;
    empty_del(m, p);
    for (int d = 0; d < 4; d++) {
        int q = p + m->dir[d];
        if (m->col[q] == MC_EMPTY)
            add_lib(m, p, q);
        else if (m->col[q] != MC_BORDER)
            del_lib(m, m->head[q], p);
    }
    for (int d = 0; d < 4; d++) {
        int q = p + m->dir[d];
        if (m->col[q] != c || m->head[q] == m->head[p])
            continue;
        int a = m->head[p], b = m->head[q];
        if (m->size[a] > m->size[b]) {
            int t = a;
            a = b;
            b = t;
        }
        /* relabel chain a into b */
        int s = a;
        do {
            m->head[s] = b;
            s = m->next[s];
        } while (s != a);
        int t = m->next[a];
        m->next[a] = m->next[b];
        m->next[b] = t;
        m->size[b] += m->size[a];
        m->pl[b] += m->pl[a];
        m->ls[b] += m->ls[a];
        m->ls2[b] += m->ls2[a];
    }
    for (int d = 0; d < 4; d++) {
        int q = p + m->dir[d];
        if (m->col[q] != o || m->pl[m->head[q]] != 0)
            continue;
        int h = m->head[q], s = h;
        captured += m->size[h];
        cap_at = h;
        do {
            m->col[s] = MC_EMPTY;
            empty_add(m, s);
            s = m->next[s];
        } while (s != h);
        do {
            for (int k = 0; k < 4; k++) {
                int t = s + m->dir[k];
                if (m->col[t] == GOR_BLACK || m->col[t] == GOR_WHITE)
                    add_lib(m, m->head[t], s);
            }
            s = m->next[s];
        } while (s != h);
    }
    m->ko = -1;
    if (captured == 1 && m->size[m->head[p]] == 1 && m->pl[m->head[p]] == 1)
        m->ko = cap_at;
}

/* Is p (empty) an eye of colour c: every neighbour c or the border? It
 * is filled only to save a neighbouring chain in atari (a false eye
 * whose chains the opponent threatens). */
static int own_eye(const mc *m, int p, int c)
{
    for (int d = 0; d < 4; d++) {
        int q = p + m->dir[d];
        if (m->col[q] != c && m->col[q] != MC_BORDER)
            return 0;
    }
    for (int d = 0; d < 4; d++) {
        int q = p + m->dir[d];
        if (m->col[q] == c && in_atari(m, m->head[q]))
            return 0;
    }
    return 1;
}

/*
 * Is c at empty p a move the playouts make? Legal (not suicide, not the
 * ko), not in c's own eye, not inside c's own quiet area (a stone of c
 * next to it and no opposing stone among its eight neighbours: such
 * points are filled only after the opponent comes near), and not a
 * self-atari of two or more stones unless it captures.
 */
static int good_move(const mc *m, int p, int c)
{
    int o = 3 - c, libs = 0, stones = 1, mine = 0, theirs = 0;
    if (p == m->ko || own_eye(m, p, c))
        return 0;
    for (int d = 0; d < 4; d++) {
        mine |= m->col[p + m->dir[d]] == c;
        theirs |= m->col[p + m->dir[d]] == o || m->col[p + m->diag[d]] == o;
    }
    if (mine && !theirs)
        return 0;
    for (int d = 0; d < 4; d++) {
        int q = p + m->dir[d];
        if (m->col[q] == MC_EMPTY) {
            libs++;
        } else if (m->col[q] == o) {
            if (in_atari(m, m->head[q]))
                return 1; /* captures */
        } else if (m->col[q] == c) {
            int h = m->head[q], dup = 0;
            for (int k = 0; k < d; k++) {
                int r = p + m->dir[k];
                dup |= m->col[r] == c && m->head[r] == h;
            }
            if (dup)
                continue;
            stones += m->size[h];
            if (!in_atari(m, h))
                libs += 2; /* a liberty other than p: counted as two */
        }
    }
    if (libs == 0)
        return 0; /* suicide */
    return libs >= 2 || stones < 2;
}

/* One playout from the current board with c to move, at most maxmoves
 * moves. */
static void playout(mc *m, int c, int maxmoves)
{
    int passes = 0;
    for (int moves = 0; moves < maxmoves && passes < 2; moves++) {
        int n = m->nempty, played = 0;
        while (n > 0) {
            int i = (int)mc_rand(m, (unsigned)n), p = m->empty[i];
            if (good_move(m, p, c)) {
                place(m, p, c);
                played = 1;
                break;
            }
            /* move it behind the ones still to try */
            m->empty[i] = m->empty[n - 1];
            m->epos[m->empty[i]] = i;
            m->empty[n - 1] = p;
            m->epos[p] = n - 1;
            n--;
        }
        if (!played) {
            passes++;
            m->ko = -1;
        } else {
            passes = 0;
        }
        c = 3 - c;
    }
}

int est_playouts(est *e, int nplay, unsigned short *own)
{
    mc m;
    int W = e->w + 2, H = e->h + 2, np = W * H, nempty0;
    size_t isz = sizeof(int) * (size_t)np;
    size_t lsz = sizeof(long long) * (size_t)np;
    size_t state = 2 * lsz + 6 * isz + (size_t)np; /* one board */
    char *mem = malloc(2 * state), *start = mem + state;
    if (!mem)
        return -1;
    memset(&m, 0, sizeof m);
    m.W = W;
    m.H = H;
    m.np = np;
    m.ls = (long long *)mem;
    m.ls2 = m.ls + np;
    m.head = (int *)(mem + 2 * lsz);
    m.next = m.head + np;
    m.size = m.next + np;
    m.pl = m.size + np;
    m.empty = m.pl + np;
    m.epos = m.empty + np;
    m.col = (unsigned char *)(m.epos + np);
    m.dir[0] = -1;
    m.dir[1] = 1;
    m.dir[2] = -W;
    m.dir[3] = W;
    m.diag[0] = -W - 1;
    m.diag[1] = -W + 1;
    m.diag[2] = W - 1;
    m.diag[3] = W + 1;
    m.rng = 0x9e3779b97f4a7c15ULL;
    memset(own, 0, sizeof *own * 2 * (size_t)e->n);
    /* The start position, built once and copied for each playout: every
     * stone placed (nothing is captured: in a position every chain has a
     * liberty, and so has every part of one). */
    memset(m.col, MC_BORDER, (size_t)np);
    m.nempty = 0;
    for (int y = 0; y < e->h; y++)
        for (int x = 0; x < e->w; x++) {
            int p = (y + 1) * W + x + 1;
            m.col[p] = MC_EMPTY;
            empty_add(&m, p);
        }
    for (int q = 0; q < e->n; q++)
        if (e->col[q] != GOR_EMPTY)
            place(&m, (q / e->w + 1) * W + q % e->w + 1, e->col[q]);
    memcpy(start, mem, state);
    nempty0 = m.nempty;
    for (int k = 0; k < nplay; k++) {
        memcpy(mem, start, state);
        m.nempty = nempty0;
        m.ko = -1;
        playout(&m, (k & 1) ? GOR_WHITE : GOR_BLACK, 3 * e->n + 50);
        for (int q = 0; q < e->n; q++) {
            int p = (q / e->w + 1) * W + q % e->w + 1, c = m.col[p];
            if (c == MC_EMPTY) {
                int seen = 0;
                for (int d = 0; d < 4; d++)
                    if (m.col[p + m.dir[d]] != MC_BORDER)
                        seen |= m.col[p + m.dir[d]];
                c = seen == GOR_BLACK || seen == GOR_WHITE ? seen : 0;
            }
            if (c)
                own[2 * q + c - 1]++;
        }
    }
    free(mem);
    return 0;
}
