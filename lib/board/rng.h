/* SPDX-License-Identifier: MIT */
/*
 * rng.h - the library's one random-number generator: xorshift64*
 * (Vigna, "An experimental exploration of Marsaglia's xorshift
 * generators, scrambled", 2016) and uniform draws in [0, n) by Lemire's
 * multiply-shift with rejection ("Fast random integer generation in an
 * interval", 2019). Used by gor_game_play_random(), the light playouts
 * and the dead-stone estimate's playouts, so that a seed means the same
 * sequence everywhere. The state is the caller's: no global state.
 */
#ifndef GOR_RNG_H
#define GOR_RNG_H

#include <stdint.h>

/* The state a generator starts from: any value, 0 moved off (xorshift
 * stays at 0 forever). */
static inline uint64_t rng_seed(uint64_t state)
{
    return state ? state : 0x9e3779b97f4a7c15ULL;
}

/* Advance a state (never 0); returns the next output. */
static inline uint64_t rng_next(uint64_t *state)
{
    uint64_t x = *state;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    *state = x;
    return x * 0x2545f4914f6cdd1dULL;
}

/* A draw in [0, n) came out as the product m whose low half is below n:
 * reject the few values that would favour small results. Returns the
 * final product (the draw is its high half). Out of line in spirit: it
 * runs about once in 2^32 / n draws. */
static inline uint64_t rng_below_slow(uint64_t *state, uint64_t m, uint32_t n)
{
    uint32_t floor = (uint32_t)(-n) % n;
    while ((uint32_t)m < floor)
        m = (rng_next(state) >> 32) * (uint64_t)n;
    return m;
}

/* Uniform in [0, n), n > 0; the state must not be 0 (rng_seed). */
static inline uint32_t rng_below(uint64_t *state, uint32_t n)
{
    uint64_t m = (rng_next(state) >> 32) * (uint64_t)n;
    if ((uint32_t)m < n)
        m = rng_below_slow(state, m, n);
    return (uint32_t)(m >> 32);
}

#endif
