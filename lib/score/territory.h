/* SPDX-License-Identifier: MIT */
/*
 * territory.h - territory under the Japanese 1989 rules' practice: which
 * empty points (and points of dead stones) a side may count when seki is
 * detected from the eye shapes and false eyes that must eventually be
 * filled are not counted. Internal to the library; gor_game_score() uses it
 * for GOR_TERRITORY_J1989 (gorules_score.h).
 */
#ifndef GOR_TERRITORY_H
#define GOR_TERRITORY_H

#include "gorules.h"

/* One byte per point. */
#define TERR_OWNER_MASK  0x03u /* a non-living point: the colour whose
                                  territory it is, seki and unscorable
                                  false eyes aside (see below)            */
#define TERR_SEKI        0x04u /* the point belongs to a region whose
                                  eyes are worth less than two: seki      */
#define TERR_FALSE_EYE   0x08u /* a false eye point for life and death    */
#define TERR_UNSCORABLE  0x10u /* a false eye that will have to be filled:
                                  not counted as territory                */
#define TERR_DAME        0x20u /* reached by both sides: in no region     */
#define TERR_REGION_SHIFT 6    /* bits 6-7: the colour of the point's
                                  region (GOR_EMPTY for dame)             */

/*
 * Classify every point of a w x h board. col: GOR_EMPTY/BLACK/WHITE per
 * point; dead: nonzero where a stone counts as dead (ignored on empty
 * points). out: w*h bytes of TERR_* values. A point is territory of the
 * colour in its owner bits when it is not TERR_SEKI and not
 * TERR_UNSCORABLE. GOR_OK or GOR_ENOMEM.
 */
int territory_j1989(int w, int h, const unsigned char *col,
                    const unsigned char *dead, unsigned char *out);

#endif
