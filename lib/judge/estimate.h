/* SPDX-License-Identifier: MIT */
/*
 * estimate.h - the working state of the dead-stone estimate, shared by
 * estimate.c (the rounds and gor_game_judge_estimate) and estimate_eval.c
 * (how a position is analysed and a group judged). Internal.
 */
#ifndef GOR_ESTIMATE_H
#define GOR_ESTIMATE_H

#include "gorules_score.h"

#define EST_MAXCAND 64 /* candidates weighed per round */
#define EST_CHECK 2    /* of them, how many are tried against the rest */
#define EST_TRIALS 3   /* ... against how many others at most */
#define EST_MAXTOUCH 32
#define EST_MC_PLAYOUTS 64 /* playouts per judgement */
#define EST_MC_DEAD 0.5    /* a cluster surviving fewer is taken off */
#define EST_MC_SURE 0.15   /* ... when in a fight: fewer than this */
#define EST_MC_FIGHT 0.75  /* an opposing cluster surviving fewer, */
#define EST_MC_MARGIN 0.3  /* ... and not this much more often: a fight */
#define EST_MC_ALIVE 0.65  /* in an open position, a cluster surviving
                              this many is never taken off on the sphere
                              rule alone */
#define EST_KEPT_SHARE 4  /* a side keeping 1 / 4 of its stones or fewer
                              through the rounds: judged again as open */
#define EST_OPEN_SHARE 12  /* open: more than n / 12 points on the
                              border between the spheres (est_open) */

typedef struct candidate {
    int stone;  /* one of its stones */
    int size;   /* its stones */
    int key;    /* est_deadness() */
    int where;  /* its reach component, as comp * 4 + colour */
    int first;  /* its stones: e->candpts[first .. first + size) */
    int ntouch; /* reach components its stones lie in or touch, of either
                   colour (-1: too many to list: all) */
    int touch[EST_MAXTOUCH];
} candidate;

#define EST_FAR 0x3fffffff

typedef struct est {
    int w, h, n;
    int *nb;               /* four neighbours per point, -1 off board */
    unsigned char *col;    /* the board, stones judged dead taken off */
    unsigned char *col0;   /* ... before the rounds (only the proven dead
                              and the caller's dead marks taken off) */
    unsigned char *pin;    /* 1: never dead (pass-alive, marked seki) */
    unsigned char *strongpt; /* 1: pass-alive (makes its cluster strong) */
    int *area;             /* eye/area id of an empty point, else -1 */
    unsigned char *areacol;/* per area: colours bordering it (1, 2, 3) */
    int *areasize;
    int *areaseed;         /* per area: its first point */
    int *uf;               /* clusters, union-find over points (flat
                              once analysed: uf[p] is p's root) */
    unsigned char *adj;    /* colours next to each point */
    int *value;            /* per cluster root: eye value */
    int *eyemax;           /* per cluster root: points of its biggest eye */
    int *olibs;            /* per cluster root: liberties outside its
                              eyes, -1 not counted yet (big_eye_beats) */
    int *csize;            /* per cluster root: stones */
    int *cstart, *cpts;    /* stones of the cluster at root r: cpts[
                              cstart[r] .. cstart[r + 1]) */
    int *areafirst;        /* per area: the first stone seen around it */
    int *areaok;           /* per area: stamp when it holds only the
                              liberties being looked at */
    unsigned char *verdict;/* final pass: 1 alive, 2 seki, per root */
    unsigned char *cpin, *cstrong; /* per cluster root */
    int *dist[3];          /* [GOR_BLACK], [GOR_WHITE]: distance */
    unsigned char *owner;  /* sphere of an empty point (0: nobody) */
    int *side;             /* component of one colour's stones + sphere */
    int *sidearea;         /* per side component: its empty points */
    int *reach[3];         /* per colour: component of non-opposing points */
    int *rempty[3];        /* per reach component: empty points */
    int *roppin[3];        /* ... empty points in the opponent's sphere */
    int *roppsize[3];      /* ... the biggest opposing cluster (stones)
                              whose sphere they are */
    int *src[3];           /* per colour: the cluster nearest a point */
    int *rclean[3];        /* ... empty points no opposing stone touches */
    unsigned char *rstrong_own[3]; /* ... holds a strong cluster */
    unsigned char *rprey[3];       /* ... holds every liberty of an
                                      opposing cluster without eyes */
    unsigned char *ropp_best[3];   /* ... best opposing cluster next to it:
                                      3 strong, else its eye value */
    int *queue, *mark, *mark2;
    int *chain;            /* join_shared_liberties: chain of a stone, */
    int *libseen;          /* ... the chain whose liberty a point was */
    int *pairby, *pairn;   /* ... shared liberties counted with */
    int *candpts;          /* stones of the candidates of a round */
    unsigned char *sc;     /* scratch board of the capture reading */
    int *smark, *lmark;    /* its flood and liberty stamps */
    int *squeue, *slibs;   /* its flood queue and liberty list */
    int sstamp;
    int approach;          /* the filler's last liberty after a self-atari */
    unsigned char *protect;/* per cluster root: 0 not read, 1 capturable,
                              2 the opponent cannot start (seki, or a
                              group it cannot approach), 3 the same by
                              ko only */
    int open;              /* est_open() of the position before the rounds */
    unsigned short *own0;  /* playouts from the position before the
                              rounds: own0[2 * p + colour - 1] counts
                              those in which colour holds p at the end
                              (NULL: not played) */
    int bent4_dead;        /* the ruleset counts bent four in the corner
                              as dead without play (territory counting) */
    char *mem;             /* the one block holding every array */
    candidate *cand;
    int stamp;
} est;

/* The root of p's cluster (union-find; flat once analysed). */
int est_find(int *uf, int a);
/* Analyse the position e->col: clusters, eyes, spheres, reaches. */
void est_analyse(est *e);
/* How deep the cluster at root r sits in the opponent's sphere. */
int est_deadness(const est *e, int r);
/* Is the analysed position e->col open (a game in progress): more than
 * n / EST_OPEN_SHARE empty points lie on the border between the spheres
 * (as near one colour's stones as the other's, give or take one) two
 * points or more from the stones of each? A stone deep in the other's
 * territory makes only a small ring of such points. */
int est_open(const est *e);
/* Does the cluster at root r look dead? -1 when memory runs out. */
int est_looks_dead(est *e, int r);
/* In an open position, does the cluster at root r keep its stones in at
 * least `share` of the playouts from the position before the rounds
 * (own0)? 0 in a closed one. */
int est_survives_playouts(const est *e, int r, double share);
/* Can the opponent start capturing the cluster at root r? 1 yes, 2 no,
 * 3 not without winning a ko (see estimate_eval.c). */
int est_protection(est *e, int r);
/* Is the cluster at root r a bent four in the corner? */
int est_bent_four(est *e, int r);
/* Is the cluster at root r in seki with an opposing one? -1: no memory. */
int est_seki_with_any(est *e, int r);
/* Is a chain of the cluster at root r in a mutual atari (hane seki)? */
int est_mutual_atari(est *e, int r);

/* nplay light playouts from e->col (estimate_mc.c): own[2 * p + colour -
 * 1] counts those in which colour holds p at the end. 0, or -1 when
 * memory runs out. */
int est_playouts(est *e, int nplay, unsigned short *own);

#endif
