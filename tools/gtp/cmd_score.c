/* SPDX-License-Identifier: MIT */
/*
 * cmd_score.c - the end of the game: final_score, final_status_list, and
 * the extensions gorules-mark (dead stones) and gorules-score (the whole
 * breakdown).
 *
 * The count is gor_game_score() of the current position under the rules
 * and komi in force, with the handicap compensation the ruleset gives for
 * the handicap stones placed (or HA of a loaded record). The dead stones
 * and seki groups are the ones marked (gorules-mark, or a loaded record's
 * TB/TW). When nothing is marked, final_score, final_status_list and
 * gorules-score take the stones inside the opponent's pass-alive area as
 * dead (the certain marking of gorules-mark auto): a referee never counts
 * a stone as alive that no sequence of moves could save, and KataGo's
 * area scoring removes the same stones. The heuristic estimate is never
 * applied unless asked for (gorules-mark estimate). After any gorules-mark
 * command (clear included) the marks are taken exactly as they are for
 * that position. Marks belong to the position: any play, undo or new game
 * clears them.
 *
 *   gorules-mark dead V...   the groups at V... are dead
 *   gorules-mark alive V...  ... alive again
 *   gorules-mark seki V...   ... alive in seki (under territory counting
 *                            with a seki tax their eyes count for nobody)
 *   gorules-mark auto        the sound automatic marking: every stone in
 *                            the opponent's pass-alive territory (Benson)
 *                            is dead; answers how many stones it marked
 *   gorules-mark estimate    the sound marking plus the library's heuristic
 *                            estimate for the other stones (a guess, which
 *                            can be wrong); answers how many it marked
 *   gorules-mark clear       every stone alive again
 *
 * final_score answers in SGF RE form: "B+7.5", "W+0.5", "0" for a draw.
 * final_status_list alive|dead|seki lists the groups with that mark, one
 * group per line, in reading order (top row first), as GNU Go does.
 */
#include "gtp.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Has the caller marked this position (gorules-mark), or does any stone
 * carry a dead or seki mark? Then the marks are taken as they are. */
static int marks_given(const gtp_engine *e)
{
    if (e->marked && e->marked_hash == gor_game_situation_hash(e->game) &&
        e->marked_history == gor_game_history_length(e->game))
        return 1;
    return gor_game_marked(e->game, GOR_LIFE_DEAD, NULL, 0) > 0 ||
           gor_game_marked(e->game, GOR_LIFE_SEKI, NULL, 0) > 0;
}

static void note_marked(gtp_engine *e)
{
    e->marked = 1;
    e->marked_hash = gor_game_situation_hash(e->game);
    e->marked_history = gor_game_history_length(e->game);
}

/* The score options in force: the marks, plus the certain marking when
 * nothing is marked. */
static gor_score_options options(const gtp_engine *e)
{
    gor_score_options o = GOR_SCORE_OPTIONS_INIT;
    if (!marks_given(e))
        o.dead |= GOR_DEAD_CERTAIN;
    return o;
}

static int count(const gtp_engine *e, gor_score *s)
{
    gor_score_options o = options(e);
    gor_score_init(s);
    return gor_game_score(e->game, &o, s, NULL, 0);
}

GTP_HANDLER(gtp_cmd_final_score)
{
    (void)argv, (void)rest;
    if (argc != 1)
        return gtp_syntax_error(out);
    gor_score s;
    gor_result r = GOR_RESULT_INIT;
    char buf[64];
    gor_end end = gor_game_end_reason(e->game);
    int st;
    if (end == GOR_END_TIME || end == GOR_END_FORFEIT)
        st = gor_game_result(e->game, NULL, &r); /* "W+T", "B+F" */
    else if ((st = count(e, &s)) == GOR_OK)
        st = gor_result_from_score(&s, GOR_END_NONE, &r);
    if (st == GOR_OK)
        st = gor_result_to_sgf(&r, buf, sizeof buf);
    if (st < 0)
        return gtp_fail(out, gor_strerror(st));
    if (end != GOR_END_PASSES && end != GOR_END_AGREEMENT &&
        end != GOR_END_TIME && end != GOR_END_FORFEIT)
        /* On standard error: the answer stays what controllers read. */
        fputs("gorules-gtp: note: final_score of an unfinished position "
              "(no two passes): counted as it stands, the stones still in "
              "play judged, not played out\n",
              stderr);
    gtp_text_add(out, buf);
    return 1;
}

GTP_HANDLER(gtp_cmd_final_status_list)
{
    (void)rest;
    gor_life want;
    if (argc != 2)
        return gtp_syntax_error(out);
    if (gtp_equal_nocase(argv[1], "alive"))
        want = GOR_LIFE_ALIVE;
    else if (gtp_equal_nocase(argv[1], "dead"))
        want = GOR_LIFE_DEAD;
    else if (gtp_equal_nocase(argv[1], "seki"))
        want = GOR_LIFE_SEKI;
    else
        return gtp_syntax_error(out);
    size_t np = (size_t)gtp_width(e) * (size_t)gtp_height(e);
    unsigned char *seen = calloc(np, 1);
    unsigned char *certain = marks_given(e) ? NULL : malloc(np);
    if (!seen || (!marks_given(e) && !certain)) {
        free(seen);
        free(certain);
        return gtp_fail(out, "out of memory");
    }
    /* Nothing marked: the certain marking, as final_score counts. */
    if (certain && gor_game_judge_certain(e->game, certain, np) != GOR_OK)
        memset(certain, 0, np);
    int lines = 0;
    for (gor_point p = 0; p < (gor_point)np; p++) {
        if (seen[p] || gor_game_at(e->game, p) == GOR_EMPTY)
            continue;
        int n = gor_game_group_stones(e->game, p, e->scratch, np);
        for (int i = 0; i < n; i++)
            seen[e->scratch[i]] = 1;
        gor_life life = gor_game_life_at(e->game, p);
        if (certain && (certain[p] & GOR_JUDGE_LIFE_MASK) == GOR_LIFE_DEAD &&
            (certain[p] & GOR_JUDGE_CERTAIN))
            life = GOR_LIFE_DEAD;
        if (life != want)
            continue;
        if (lines++)
            gtp_text_add(out, "\n");
        gtp_add_vertices(e, out, e->scratch, (size_t)n);
    }
    free(seen);
    free(certain);
    return 1;
}

/* Mark from a judgement: auto (certain only) or estimate. */
static int mark_judged(gtp_engine *e, int estimate, gtp_text *out)
{
    size_t np = (size_t)gtp_width(e) * (size_t)gtp_height(e);
    unsigned char *map = malloc(np);
    if (!map)
        return gtp_fail(out, "out of memory");
    int st = estimate ? gor_game_judge_estimate(e->game, map, np)
                      : gor_game_judge_certain(e->game, map, np);
    unsigned which = GOR_JUDGE_CERTAIN | (estimate ? GOR_JUDGE_GUESS : 0u);
    if (st == GOR_OK)
        st = gor_game_mark_judged(e->game, map, np, which);
    free(map);
    if (st < 0)
        return gtp_fail(out, gor_strerror(st));
    gtp_text_addf(out, "%d", st);
    return 1;
}

GTP_HANDLER(gtp_cmd_gorules_mark)
{
    (void)rest;
    if (argc < 2)
        return gtp_syntax_error(out);
    const char *what = argv[1];
    if (gtp_equal_nocase(what, "auto") || gtp_equal_nocase(what, "estimate") ||
        gtp_equal_nocase(what, "clear")) {
        if (argc != 2)
            return gtp_syntax_error(out);
        if (gtp_equal_nocase(what, "clear")) {
            gor_game_clear_marks(e->game);
            note_marked(e);
            return 1;
        }
        int ok = mark_judged(e, gtp_equal_nocase(what, "estimate"), out);
        if (ok)
            note_marked(e);
        return ok;
    }
    gor_life life;
    if (gtp_equal_nocase(what, "dead"))
        life = GOR_LIFE_DEAD;
    else if (gtp_equal_nocase(what, "alive"))
        life = GOR_LIFE_ALIVE;
    else if (gtp_equal_nocase(what, "seki"))
        life = GOR_LIFE_SEKI;
    else
        return gtp_syntax_error(out);
    if (argc < 3)
        return gtp_syntax_error(out);
    size_t np = (size_t)gtp_width(e) * (size_t)gtp_height(e), n = 0;
    int off = 0, empty = 0;
    for (int i = 2; i < argc; i++) {
        gor_point p;
        int st = gtp_parse_vertex(e, argv[i], &p);
        if (st == GOR_EPARSE)
            return gtp_syntax_error(out);
        if (st != GOR_OK || p == GOR_PASS)
            off = 1;
        else if (gor_game_at(e->game, p) == GOR_EMPTY)
            empty = 1;
        else if (n < np)
            e->scratch[n++] = p;
    }
    if (off)
        return gtp_fail(out, "invalid vertex");
    if (empty)
        return gtp_fail(out, "vertex must not be empty");
    int st = gor_game_mark_list(e->game, life, e->scratch, n);
    if (st != GOR_OK)
        return gtp_fail(out, gor_strerror(st));
    note_marked(e);
    return 1;
}

/* " key value" for each pair, the values numbers. */
static void add_numbers(gtp_text *out, const char *const *keys,
                        const double *values, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        gtp_text_addf(out, " %s ", keys[i]);
        gtp_text_add_number(out, values[i]);
    }
}

static void add_side(gtp_text *out, const char *name,
                     const gor_score_side *s)
{
    static const char *const keys[] = {"dame_share", "tax", "komi",
                                       "handicap_bonus", "penalty", "total"};
    const double values[] = {s->dame_share,     s->tax,     s->komi,
                             s->handicap_bonus, s->penalty, s->total};
    gtp_text_addf(out,
                  "%s stones %d territory %d seki_eyes %d captures %d "
                  "dead %d pass_stones %d groups %d",
                  name, s->stones, s->territory, s->seki_eyes, s->captures,
                  s->dead, s->pass_stones, s->groups);
    add_numbers(out, keys, values, 6);
    gtp_text_add(out, "\n");
}

/* gorules-score: every field of gor_score, then the result. */
GTP_HANDLER(gtp_cmd_gorules_score)
{
    (void)argv, (void)rest;
    static const char *const method[] = {"area", "territory", "stones"};
    static const char *const tax[] = {"none", "seki", "all"};
    if (argc != 1)
        return gtp_syntax_error(out);
    gor_score s;
    gor_result r = GOR_RESULT_INIT;
    char re[64];
    int st = count(e, &s);
    if (st == GOR_OK)
        st = gor_result_from_score(&s, GOR_END_NONE, &r);
    if (st == GOR_OK)
        st = gor_result_to_sgf(&r, re, sizeof re);
    if (st < 0)
        return gtp_fail(out, gor_strerror(st));
    gtp_text_addf(out, "scoring %s tax %s pass_stones_rule %d handicap %d\n",
                  method[s.scoring % 3], tax[s.tax % 3], s.pass_stones_rule,
                  s.handicap);
    add_side(out, "black", &s.black);
    add_side(out, "white", &s.white);
    static const char *const keys[] = {"margin", "margin_stones", "base",
                                       "black_count", "black_needs"};
    const double values[] = {s.margin, s.margin_stones, s.base,
                             s.black_count, s.black_needs};
    gtp_text_addf(out, "dame %d points %d", s.dame, s.points);
    add_numbers(out, keys, values, 5);
    gtp_text_addf(out, " winner %s\nresult %s",
                  s.winner == GOR_EMPTY ? "none" : gor_color_name(s.winner),
                  re);
    return 1;
}
