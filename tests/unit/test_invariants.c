/* SPDX-License-Identifier: MIT */
/*
 * test_invariants.c - random games on many sizes and rulesets. After every
 * call the incremental board (groups, liberties, sizes, group hashes,
 * stone counts, board hash) must equal a from-scratch computation, and
 * every legality answer must agree with an independent repetition check
 * over the whole history. Undo, redo, goto, clone and setup are mixed in.
 *
 * Reproduce a failure with GORULES_TEST_SEED=<seed printed on failure>.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/board.h"
#include "testutil.h"

/* The board is the first member of struct gor_game (lib/core/game.c). */
static const board *board_of(const gor_game *g)
{
    return (const board *)(const void *)g;
}

/* ---- random numbers (xorshift64*) -------------------------------------- */

static uint64_t rng_state;

static uint64_t rng(void)
{
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return rng_state * 0x2545F4914F6CDD1DULL;
}

static int rnd(int n)
{
    return (int)(rng() % (uint64_t)n);
}

/* ---- the board against a computation from scratch ---------------------- */

/* Liberties of the group at i by flood fill over the colours alone. */
static int naive_liberties(const board *b, int i, uint8_t *seen, int *stack)
{
    int c = b->color[i], top = 0, libs = 0;
    memset(seen, 0, (size_t)b->nindex);
    seen[i] = 1;
    stack[top++] = i;
    while (top) {
        int s = stack[--top];
        const int nb[4] = {s - 1, s + 1, s - b->stride, s + b->stride};
        for (int k = 0; k < 4; k++) {
            int n = nb[k];
            if (seen[n])
                continue;
            if (b->color[n] == BC_EMPTY) {
                seen[n] = 1;
                libs++;
            } else if (b->color[n] == c) {
                seen[n] = 1;
                stack[top++] = n;
            }
        }
    }
    return libs;
}

static void check_board(const gor_game *g)
{
    const board *b = board_of(g);
    board fresh;
    static uint8_t seen[BOARD_MAX_INDEX];
    static int stack[BOARD_MAX_INDEX];
    static int map[BOARD_MAX_INDEX];
    int count[3] = {0, 0, 0};
    uint64_t hash = 0;

    assert_int_equal(b->width, gor_game_width(g));
    assert_int_equal(b->height, gor_game_height(g));
    assert_int_equal(board_copy(&fresh, b), GOR_OK);
    board_rebuild(&fresh);
    for (int i = 0; i < b->nindex; i++)
        map[i] = -1;
    for (int i = 0; i < b->nindex; i++) {
        int x = i % b->stride - 1, y = i / b->stride - 1;
        int on = x >= 0 && x < b->width && y >= 0 && y < b->height;
        int c = b->color[i];
        if (!on) {
            assert_int_equal(c, BC_EDGE);
            continue;
        }
        assert_true(c == BC_EMPTY || c == BC_BLACK || c == BC_WHITE);
        assert_int_equal(gor_game_at(g, y * b->width + x), c);
        if (c == BC_EMPTY) {
            assert_int_equal(gor_game_liberty_count(g, y * b->width + x), 0);
            continue;
        }
        count[c]++;
        hash ^= gor_zobrist_table_[c - 1][i];
        int h = b->gid[i], hf = fresh.gid[i];
        assert_int_equal(b->color[h], c);
        /* The same partition into groups. */
        if (map[h] < 0)
            map[h] = hf;
        assert_int_equal(map[h], hf);
        const group *gr = &b->grp[h], *gf = &fresh.grp[hf];
        assert_true(gr->libs == gf->libs); /* count and sum, no mark */
        assert_true(gr->sumsq == gf->sumsq);
        assert_int_equal(gr->size, gf->size);
        assert_true(gr->hash == gf->hash);
        assert_true(GROUP_PLIBS(gr) > 0);
        assert_int_equal(gor_game_liberty_count(g, y * b->width + x),
                         naive_liberties(b, h, seen, stack));
        if (h == i) {
            /* The ring through `next` holds exactly the group. */
            int s = h, n = 0;
            do {
                assert_int_equal(b->gid[s], h);
                assert_int_equal(b->color[s], c);
                s = b->next[s];
                n++;
                assert_true(n <= (int)gr->size);
            } while (s != h);
            assert_int_equal(n, (int)gr->size);
            /* Pseudo-liberties: every (stone, empty neighbour) pair. */
            unsigned pl = 0, sum = 0;
            uint64_t sumsq = 0;
            s = h;
            do {
                const int nb[4] = {s - 1, s + 1, s - b->stride, s + b->stride};
                for (int k = 0; k < 4; k++)
                    if (b->color[nb[k]] == BC_EMPTY) {
                        pl++;
                        sum += (unsigned)nb[k];
                        sumsq += (uint64_t)nb[k] * (uint64_t)nb[k];
                    }
                s = b->next[s];
            } while (s != h);
            assert_int_equal(GROUP_PLIBS(gr), pl);
            assert_int_equal(GROUP_SUM(gr), sum);
            assert_true(gr->sumsq == sumsq);
        }
    }
    /* The empty-point list, when kept, holds each empty point once. */
    if (b->empty_ok) {
        int empties = 0;
        for (int i = 0; i < b->nindex; i++)
            empties += b->color[i] == BC_EMPTY;
        assert_int_equal(b->nempty, empties);
        for (int k = 0; k < b->nempty; k++) {
            assert_int_equal(b->color[b->empty[k]], BC_EMPTY);
            assert_int_equal(b->empty_at[b->empty[k]], k);
        }
    }
    assert_int_equal(b->stones[BC_BLACK], count[BC_BLACK]);
    assert_int_equal(b->stones[BC_WHITE], count[BC_WHITE]);
    assert_int_equal(fresh.stones[BC_BLACK], count[BC_BLACK]);
    assert_int_equal(fresh.stones[BC_WHITE], count[BC_WHITE]);
    assert_int_equal(gor_game_stone_count(g, GOR_BLACK), count[BC_BLACK]);
    assert_int_equal(gor_game_stone_count(g, GOR_WHITE), count[BC_WHITE]);
    assert_true(b->hash == hash);
    assert_true(gor_game_hash(g) == hash);
    board_free(&fresh);
}

/* ---- a mirror of the history: every position, its player to move and
 * the kind of entry that made it --------------------------------------- */

#define MAX_PLIES 4096

typedef struct mirror {
    int npoints;
    size_t cur, total;
    unsigned char *boards; /* MAX_PLIES * npoints */
    gor_color to_move[MAX_PLIES];
    int kind[MAX_PLIES]; /* -1 for the start */
} mirror;

static void mirror_init(mirror *m, const gor_game *g)
{
    m->npoints = gor_game_width(g) * gor_game_height(g);
    m->boards = malloc((size_t)MAX_PLIES * (size_t)m->npoints);
    assert_non_null(m->boards);
    m->cur = m->total = 0;
    gor_game_board(g, m->boards, (size_t)m->npoints);
    m->to_move[0] = gor_game_to_move(g);
    m->kind[0] = -1;
}

/* A new entry was made: record the position after it. */
static void mirror_push(mirror *m, const gor_game *g)
{
    gor_move_info info;
    m->cur++;
    assert_true(m->cur < MAX_PLIES);
    m->total = m->cur;
    assert_int_equal(gor_game_history_length(g), m->cur);
    assert_int_equal(gor_game_redo_length(g), 0);
    gor_game_board(g, m->boards + m->cur * (size_t)m->npoints,
                   (size_t)m->npoints);
    m->to_move[m->cur] = gor_game_to_move(g);
    assert_int_equal(gor_game_move(g, m->cur, &info), GOR_OK);
    m->kind[m->cur] = info.kind;
}

/* The game sits at entry cur of the mirror. */
static void mirror_check(const mirror *m, const gor_game *g)
{
    unsigned char now[GOR_MAX_SIZE * GOR_MAX_SIZE];
    assert_int_equal(gor_game_history_length(g), m->cur);
    assert_int_equal(gor_game_redo_length(g), m->total - m->cur);
    gor_game_board(g, now, sizeof now);
    assert_memory_equal(now, m->boards + m->cur * (size_t)m->npoints,
                        (size_t)m->npoints);
    assert_int_equal(gor_game_to_move(g), m->to_move[m->cur]);
}

/* ---- legality against the mirror --------------------------------------- */

typedef struct config {
    int width, height;
    const char *rules;
    int games;
} config;

static int superko_rule(gor_ko_rule ko)
{
    return ko == GOR_KO_POSITIONAL || ko == GOR_KO_SITUATIONAL ||
           ko == GOR_KO_NATURAL;
}

/*
 * Colour c at p with flags, judged by gor_game_legal (or the refusal of
 * play_ex for GOR_PLAY_REMOVE_OWN, which legal does not know) against what
 * a tolerant play on a clone produces and the positions of the mirror.
 */
static int check_legality(const gor_game *g, const mirror *m, gor_color c,
                          gor_point p, unsigned flags)
{
    const gor_rules *r = gor_game_rules(g);
    gor_ko_rule ko = gor_rules_ko(r);
    gor_suicide_rule sui = gor_rules_suicide(r);
    int legal = gor_game_legal(g, c, p);
    gor_game *t = NULL;
    assert_int_equal(gor_game_clone(&t, g), GOR_OK);
    int st = gor_game_play_ex(t, c, p, flags | GOR_PLAY_TOLERANT);
    if (st != GOR_OK) {
        /* Only occupied and off-board points resist tolerance; the game
         * being over and the turn are checked before the point. */
        assert_true(st == GOR_EOCCUPIED || st == GOR_EOFFBOARD);
        assert_true(legal == st || legal == GOR_EGAMEOVER ||
                    legal == GOR_ETURN);
        gor_game_free(t);
        return legal;
    }
    if (p == GOR_PASS || legal == GOR_EGAMEOVER || legal == GOR_ETURN) {
        gor_game_free(t);
        return legal;
    }
    unsigned char after[GOR_MAX_SIZE * GOR_MAX_SIZE];
    gor_move_info info;
    gor_game_board(t, after, sizeof after);
    gor_color next = gor_game_to_move(t);
    assert_int_equal(gor_game_move(t, gor_game_history_length(t), &info),
                     GOR_OK);
    gor_game_free(t);

    long rep_pos = -1, rep_sit = -1, rep_nat = -1;
    for (size_t k = 0; k <= m->cur; k++) {
        if (memcmp(after, m->boards + k * (size_t)m->npoints,
                   (size_t)m->npoints) != 0)
            continue;
        rep_pos = (long)k;
        if (m->to_move[k] == next) {
            rep_sit = (long)k;
            if (k == 0 || m->kind[k] != GOR_MOVE_PASS)
                rep_nat = (long)k;
        }
    }
    long rep = ko == GOR_KO_POSITIONAL    ? rep_pos
               : ko == GOR_KO_SITUATIONAL ? rep_sit
               : ko == GOR_KO_NATURAL     ? rep_nat
                                          : -1;
    int suicide = (info.flags & GOR_MOVE_SUICIDE) != 0;
    int suicide_banned = suicide && (sui == GOR_SUICIDE_FORBIDDEN ||
                                     (sui == GOR_SUICIDE_MULTI &&
                                      info.removed == 1));
    if (flags & GOR_PLAY_REMOVE_OWN) {
        /* legal() does not see the choice; judge by the real play. */
        gor_game *u = NULL;
        assert_int_equal(gor_game_clone(&u, g), GOR_OK);
        legal = gor_game_play_ex(u, c, p, flags);
        gor_game_free(u);
    }
    switch (legal) {
    case GOR_ESUICIDE:
        assert_true(suicide_banned);
        break;
    case GOR_EKO: {
        /* An immediate recapture: it restores the position before the
         * last stone move (the ko capture; turn, resign and resume entries
         * may follow it). */
        size_t k = m->cur;
        while (k > 0 && m->kind[k] != GOR_MOVE_PLAY)
            k--;
        assert_true(ko != GOR_KO_NONE);
        assert_true(k >= 1);
        assert_memory_equal(after, m->boards + (k - 1) * m->npoints,
                            (size_t)m->npoints);
        assert_false(suicide_banned);
        /* (Under natural superko this can be a legal move after a pass:
         * test_superko.c isolates that; it is not checked here.) */
        break;
    }
    case GOR_ESUPERKO:
        assert_true(superko_rule(ko));
        assert_true(rep >= 0);
        assert_false(suicide_banned);
        break;
    case GOR_OK:
        assert_false(suicide_banned);
        assert_true(rep < 0);
        break;
    default:
        print_error("unexpected legality %s\n", gor_status_name(legal));
        fail();
    }
    return legal;
}

/* ---- the random driver -------------------------------------------------- */

/* What the random games exercised, by status code (index -status). */
static long played, refused[17], undos, redos, gotos, clones, setups;
static long setups_refused, captures, suicides, repeats;

static void check_new_entry(gor_game *g, mirror *m, gor_color c,
                            gor_point p, long rep_cycle)
{
    const gor_rules *r = gor_game_rules(g);
    gor_move_info info;
    mirror_push(m, g);
    assert_int_equal(gor_game_move(g, m->cur, &info), GOR_OK);
    assert_int_equal(info.color, c);
    assert_int_equal(info.point, p == GOR_PASS ? GOR_NO_POINT : p);
    if (p != GOR_PASS && gor_rules_cycle(r) != GOR_CYCLE_IGNORE &&
        !(info.flags & (GOR_MOVE_BROKE_KO | GOR_MOVE_BROKE_SUPERKO))) {
        /* The cycle rule sees the repetitions cycle_repeat() finds. */
        assert_int_equal((info.flags & GOR_MOVE_REPEATS) != 0, rep_cycle >= 0);
        assert_int_equal(info.repeats, rep_cycle >= 0 ? (int)rep_cycle : -1);
    }
}

/* The latest earlier position equal to the game's current one (looked up
 * before the new entry is pushed): the board alone under the cycle rule
 * LOSS (RULES.md section 7: any whole-board repetition), else with the
 * same player to move. */
static long cycle_repeat(const mirror *m, const gor_game *g)
{
    unsigned char now[GOR_MAX_SIZE * GOR_MAX_SIZE];
    long found = -1;
    int board_only = gor_rules_cycle(gor_game_rules(g)) == GOR_CYCLE_LOSS;
    gor_game_board(g, now, sizeof now);
    for (size_t k = 0; k <= m->cur; k++)
        if ((board_only || m->to_move[k] == gor_game_to_move(g)) &&
            memcmp(now, m->boards + k * (size_t)m->npoints,
                   (size_t)m->npoints) == 0)
            found = (long)k;
    return found;
}

/* A random point, usually an empty one, often near the last one (fights
 * make captures, kos and suicides). */
static gor_point random_point(const gor_game *g, int n, gor_point near)
{
    int w = gor_game_width(g);
    gor_point p = (gor_point)rnd(n);
    if (near >= 0 && rnd(2)) {
        int x = near % w + rnd(5) - 2, y = near / w + rnd(5) - 2;
        if (x >= 0 && x < w && y >= 0 && y < n / w)
            p = y * w + x;
    }
    if (rnd(7) == 0)
        return p;
    for (int k = 0; k < n; k++) {
        gor_point q = (p + k) % n;
        if (gor_game_at(g, q) == GOR_EMPTY)
            return q;
    }
    return p;
}

static void random_game(const config *cfg, int full_checks)
{
    gor_game *g = tu_new(cfg->width, cfg->height, cfg->rules);
    mirror m;
    int n = cfg->width * cfg->height;
    gor_point last_point = -1;
    int steps = 5 * n + 40;
    mirror_init(&m, g);
    if (steps > 600)
        steps = 600;
    gor_game_set_enforce_turn(g, rnd(4) == 0);
    /* Half the games keep the empty-point list from the start (as
     * gor_game_play_random asks it), so that every move maintains it. */
    if (rnd(2))
        board_empty_list((board *)(void *)g);
    for (int step = 0; step < steps; step++) {
        int action = rnd(100);
        if (gor_game_end_reason(g) != GOR_END_NONE && action < 60) {
            if (rnd(4) == 0)
                break;
            assert_int_equal(gor_game_resume(g), GOR_OK);
            mirror_push(&m, g);
        } else if (action < 80) {
            gor_color c = rnd(5) ? gor_game_to_move(g)
                                 : GOR_OTHER(gor_game_to_move(g));
            gor_point p =
                rnd(12) == 0 ? GOR_PASS : random_point(g, n, last_point);
            unsigned flags = 0;
            if (gor_rules_suicide(gor_game_rules(g)) == GOR_SUICIDE_CHOICE &&
                rnd(2))
                flags |= GOR_PLAY_REMOVE_OWN;
            if (rnd(20) == 0)
                flags |= GOR_PLAY_TOLERANT;
            int legal = full_checks ? check_legality(g, &m, c, p, flags)
                                    : gor_game_legal(g, c, p);
            uint64_t hash = gor_game_hash(g);
            size_t hist = gor_game_history_length(g);
            size_t redo = gor_game_redo_length(g);
            int st = gor_game_play_ex(g, c, p, flags);
            if (!(flags & (GOR_PLAY_TOLERANT | GOR_PLAY_REMOVE_OWN)))
                assert_int_equal(st, legal);
            if (st == GOR_OK) {
                played++;
                last_point = p;
                long rep_cycle = full_checks ? cycle_repeat(&m, g) : -1;
                /* situational_repeat compares with the new position, which
                 * the mirror does not hold yet. */
                if (full_checks)
                    check_new_entry(g, &m, c, p, rep_cycle);
                else
                    mirror_push(&m, g);
                gor_move_info info;
                assert_int_equal(gor_game_move(g, m.cur, &info), GOR_OK);
                captures += (info.flags & GOR_MOVE_CAPTURED) != 0;
                suicides += (info.flags & GOR_MOVE_SUICIDE) != 0;
                repeats += (info.flags & GOR_MOVE_REPEATS) != 0;
            } else {
                assert_true(st < 0 && st >= GOR_STATUS_LAST_);
                refused[-st]++;
                assert_true(gor_game_hash(g) == hash);
                assert_int_equal(gor_game_history_length(g), hist);
                assert_int_equal(gor_game_redo_length(g), redo);
            }
        } else if (action < 86) {
            if (gor_game_undo(g) == GOR_OK) {
                undos++;
                m.cur--;
                if (full_checks && rnd(2)) {
                    /* Redo gives back exactly what undo took. */
                    tu_snap before, after;
                    tu_snap_take(&before, g);
                    assert_int_equal(gor_game_redo(g), GOR_OK);
                    assert_int_equal(gor_game_undo(g), GOR_OK);
                    tu_snap_take(&after, g);
                    int same = tu_snap_equal(&before, &after);
                    tu_snap_free(&before);
                    tu_snap_free(&after);
                    assert_true(same);
                }
            } else {
                assert_int_equal(m.cur, 0);
            }
        } else if (action < 90) {
            if (gor_game_redo(g) == GOR_OK) {
                redos++;
                m.cur++;
            }
            else
                assert_int_equal(m.cur, m.total);
        } else if (action < 93) {
            size_t to = (size_t)rnd((int)m.total + 2);
            int st = gor_game_goto(g, to);
            assert_int_equal(st, to <= m.total ? GOR_OK : GOR_ENOMOVE);
            if (st == GOR_OK) {
                gotos++;
                m.cur = to;
            }
        } else if (action < 96) {
            gor_game *c = NULL;
            assert_int_equal(gor_game_clone(&c, g), GOR_OK);
            clones++;
            if (full_checks)
                tu_assert_same_game(c, g);
            check_board(c);
            if (rnd(2)) {
                /* Go on with the clone; the original must not matter. */
                gor_game_free(g);
                g = c;
            } else {
                gor_game_free(c);
            }
        } else if (action < 99) {
            gor_point pts[3];
            int k = 1 + rnd(3);
            gor_color c = (gor_color)rnd(3);
            for (int j = 0; j < k; j++)
                pts[j] = (gor_point)rnd(n);
            uint64_t hash = gor_game_hash(g);
            int st = gor_game_setup(g, c, pts, (size_t)k);
            assert_true(st == GOR_OK || st == GOR_EINVAL);
            setups += st == GOR_OK;
            setups_refused += st == GOR_EINVAL;
            if (st == GOR_OK &&
                gor_game_history_length(g) == m.cur + 1)
                mirror_push(&m, g);
            else if (st != GOR_OK)
                assert_true(gor_game_hash(g) == hash);
        } else if (gor_game_end_reason(g) == GOR_END_NONE) {
            gor_color c = (gor_color)(1 + rnd(2));
            int which = rnd(4);
            assert_int_equal(
                which == 0   ? gor_game_resign(g, c)
                : which == 1 ? gor_game_end(g, GOR_END_AGREEMENT, GOR_EMPTY)
                             : gor_game_set_to_move(g, c),
                GOR_OK);
            mirror_push(&m, g);
        }
        check_board(g);
        mirror_check(&m, g);
    }
    free(m.boards);
    gor_game_free(g);
}

static void run_configs(const config *cfgs, size_t n, int full_checks)
{
    const char *env = getenv("GORULES_TEST_SEED");
    uint64_t seed = env && *env ? strtoull(env, NULL, 0) : 20261129u;
    print_message("seed %llu (set GORULES_TEST_SEED to change it; "
                  "GORULES_TEST_VERBOSE=1 names each game)\n",
                  (unsigned long long)seed);
    for (size_t k = 0; k < n; k++)
        for (int game = 0; game < cfgs[k].games; game++) {
            rng_state = seed ^ (0x9e3779b97f4a7c15ULL * (k * 1000 + game + 1));
            if (!rng_state)
                rng_state = 1;
            if (getenv("GORULES_TEST_VERBOSE"))
                print_message("%dx%d %s game %d\n", cfgs[k].width,
                              cfgs[k].height, cfgs[k].rules, game);
            random_game(&cfgs[k], full_checks);
        }
    print_message("%ld moves played (%ld captures, %ld "
                  "suicides, %ld repetitions), refused: %ld occupied, %ld "
                  "suicide, %ld ko, %ld superko, %ld turn, %ld game over; "
                  "%ld undo, %ld redo, %ld goto, %ld clones, %ld setups "
                  "(%ld refused)\n",
                  played, captures, suicides,
                  repeats, refused[-GOR_EOCCUPIED], refused[-GOR_ESUICIDE],
                  refused[-GOR_EKO], refused[-GOR_ESUPERKO],
                  refused[-GOR_ETURN], refused[-GOR_EGAMEOVER], undos, redos,
                  gotos, clones, setups, setups_refused);
    played = captures = suicides = repeats = undos = redos = gotos = 0;
    clones = setups = setups_refused = 0;
    memset(refused, 0, sizeof refused);
}

/* Small boards: everything, including the repetition oracle. */
static void test_small_boards(void **state)
{
    (void)state;
    static const config cfgs[] = {
        {2, 2, "koPOSITIONALsuiALL", 40},
        {3, 3, "koSITUATIONALsuiALL", 40},
        {3, 3, "koNATURALsui1", 40},
        {4, 4, "koSIMPLEcycleREPORT", 30},
        {4, 4, "koNONEsuiCHOICEcycleREPORT", 30},
        {5, 5, "tromp-taylor", 40},
        {5, 5, "japanese", 30},
        {1, 6, "koPOSITIONALsuiALL", 30},
        {7, 2, "new-zealand", 30},
        {6, 6, "koNONEsuiCHOICE", 24},
        {7, 7, "koSIMPLEsuiALLcycleIGNORE", 24},
        {9, 9, "chinese", 20},
        {9, 9, "aga", 16},
        {9, 9, "prediction", 16},
    };
    run_configs(cfgs, sizeof cfgs / sizeof cfgs[0], 1);
}

/* Larger boards: the board invariants only. */
static void test_large_boards(void **state)
{
    (void)state;
    static const config cfgs[] = {
        {13, 13, "japanese", 6},
        {19, 19, "chinese", 5},
        {19, 13, "ing", 4},
        {25, 3, "koSIMPLEsuiALLcycleIGNORE", 6},
        {52, 52, "tromp-taylor", 1},
    };
    run_configs(cfgs, sizeof cfgs / sizeof cfgs[0], 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_small_boards),
        cmocka_unit_test(test_large_boards),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
