/*
 * cmd_score.c - the end of the game: final_score, final_status_list, and
 * the extensions gorules-mark (dead stones) and gorules-score (the whole
 * breakdown).
 *
 * The count is gor_game_score() of the current position under the rules
 * and komi in force, with the handicap compensation the ruleset gives for
 * the handicap stones placed (or HA of a loaded record). The dead stones
 * and seki groups are the ones marked so far: none by default. Marks
 * belong to the position: any play, undo or new game clears them.
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

#include <stdlib.h>
#include <string.h>

static int count(const gtp_engine *e, gor_score *s)
{
    gor_score_init(s);
    return gor_game_score(e->game, NULL, s, NULL, 0);
}

GTP_HANDLER(gtp_cmd_final_score)
{
    (void)argv, (void)rest;
    if (argc != 1)
        return gtp_syntax_error(out);
    gor_score s;
    gor_result r = GOR_RESULT_INIT;
    char buf[64];
    int st = count(e, &s);
    if (st == GOR_OK)
        st = gor_result_from_score(&s, GOR_END_NONE, &r);
    if (st == GOR_OK)
        st = gor_result_to_sgf(&r, buf, sizeof buf);
    if (st < 0)
        return gtp_fail(out, gor_strerror(st));
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
    if (!seen)
        return gtp_fail(out, "out of memory");
    int lines = 0;
    for (gor_point p = 0; p < (gor_point)np; p++) {
        if (seen[p] || gor_game_at(e->game, p) == GOR_EMPTY)
            continue;
        int n = gor_game_group_stones(e->game, p, e->scratch, np);
        for (int i = 0; i < n; i++)
            seen[e->scratch[i]] = 1;
        if (gor_game_life_at(e->game, p) != want)
            continue;
        if (lines++)
            gtp_text_add(out, "\n");
        gtp_add_vertices(e, out, e->scratch, (size_t)n);
    }
    free(seen);
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
            return 1;
        }
        return mark_judged(e, gtp_equal_nocase(what, "estimate"), out);
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
    return st == GOR_OK ? 1 : gtp_fail(out, gor_strerror(st));
}

static void add_side(gtp_text *out, const char *name,
                     const gor_score_side *s)
{
    gtp_text_addf(out,
                  "%s stones %d territory %d seki_eyes %d captures %d "
                  "dead %d pass_stones %d groups %d dame_share %g tax %g "
                  "komi %g handicap_bonus %g penalty %g total %g\n",
                  name, s->stones, s->territory, s->seki_eyes, s->captures,
                  s->dead, s->pass_stones, s->groups, s->dame_share, s->tax,
                  s->komi, s->handicap_bonus, s->penalty, s->total);
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
    gtp_text_addf(out,
                  "dame %d points %d margin %g margin_stones %g base %g "
                  "black_count %g black_needs %g winner %s\nresult %s",
                  s.dame, s.points, s.margin, s.margin_stones, s.base,
                  s.black_count, s.black_needs,
                  s.winner == GOR_EMPTY ? "none" : gor_color_name(s.winner),
                  re);
    return 1;
}
