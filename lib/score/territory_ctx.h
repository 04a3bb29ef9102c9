/* SPDX-License-Identifier: MIT */
/*
 * territory_ctx.h - the working state of the Japanese-1989 territory
 * classification, shared by territory.c (regions, chains, eyes, the
 * classification) and eyes.c (false eyes and eye values). Internal.
 */
#ifndef GOR_TERRITORY_CTX_H
#define GOR_TERRITORY_CTX_H

#include "score/territory.h"

/* Reach bits. */
#define R_STRICT_B 0x1u
#define R_STRICT_W 0x2u
#define R_BLOCK_B  0x4u
#define R_BLOCK_W  0x8u

typedef struct tctx {
    int w, h, n;
    const unsigned char *col;
    unsigned char *live;   /* colour of a living stone, else 0 */
    unsigned char *dead;   /* 1 on a dead stone */
    int *nb;               /* four neighbours per point, -1 off board */
    unsigned char *block;  /* colour whose shape blocks the opponent */
    unsigned char *reach;  /* R_* bits */
    int *region;           /* region id or -1 */
    unsigned char *regcol; /* per region */
    int nregions;
    int *chain;            /* per point: block of equal colour and life */
    int *chainreg;         /* per chain: its region if all points share it */
    int *chainlibs;        /* per chain: distinct empty neighbours */
    int *mc;               /* macro-chain id of a living stone, else -1 */
    int nmc;
    int *mcstart, *mcpts;  /* stones of each macro-chain */
    int *eye;              /* eye id of a non-living region point, else -1 */
    int neyes;
    int *eyestart, *eyepts;
    int *e2mstart, *e2m;   /* macro-chains next to each eye */
    int *m2estart, *m2e;   /* eyes next to each macro-chain */
    unsigned char *false1; /* false eye points for life and death */
    unsigned char *false2; /* unscorable false eye points */
    int *value;            /* per eye */
    /* scratch */
    int *queue, *queue2;
    int *pmark, *mmark, *emark, *vmark;
    int stamp;
    /* per point, for the eye being valued */
    int *mtb, *adjeye, *eadjfalse, *oadjfalse, *eadjeye;
    unsigned char *poke, *inset, *inshape, *cut;
    int *disc, *low, *parent, *iter;
} tctx;

static inline int opp_of(int c) { return 3 - c; }

/* The d-th neighbour of p (d = 0..3), or -1 off the board. */
static inline int onboard_nb(const tctx *t, int p, int d)
{
    return t->nb[4 * p + d];
}

/* The macro-chain of a living stone at s bordering the eye point q, or -1
 * (only stones of q's own region count). */
static inline int bordering_mc(const tctx *t, int q, int s)
{
    if (s < 0 || !t->live[s] || t->region[s] != t->region[q])
        return -1;
    return t->mc[s];
}

/* eyes.c: mark the false eye points into out (one byte per point) with
 * the eye values in t->value (all 0: false for life and death; the
 * values: the unscorable ones). */
void eyes_mark_false(tctx *t, unsigned char *out);
/* eyes.c: the value (0, 1, 2) of eye e from the shape, given t->false1;
 * -1 when memory runs out. */
int eyes_value(tctx *t, int e);

#endif
