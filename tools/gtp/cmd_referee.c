/* SPDX-License-Identifier: MIT */
/*
 * cmd_referee.c - the referee of a competition game (gorules_referee.h,
 * docs/referee.md) over GTP: a tournament director or a server gives the
 * referee's decisions, and the engine keeps the refereed game.
 *
 *   gorules-referee chinese|club|reformed   a referee for a new game of
 *                           the current size (Chinese Weiqi Rules (2002),
 *                           the club rules, the reformed ruleset with the
 *                           preset "prediction")
 *   gorules-referee off     no referee; the game stays as it stands
 *   gorules-referee         "off", or the code and the phase: "club play"
 *
 * While a referee is on it owns the game:
 *   play C V      judged by the competition rules: a legal move is played
 *                 (empty answer); an illegal one is ruled and the answer is
 *                 the decision ("forbidden", "ko", "twice", ...)
 *   genmove C     a random legal move, played through the referee
 *   undo          takes back the referee's last step (a decision with it)
 *   final_score   the referee's result: its rulings first, then the end,
 *                 then the count with one stone per warning
 *   printsgf      the referee's record (each decision in its node)
 *   loadsgf FILE  replays a referee's record through a new referee
 *   boardsize, clear_board   a new refereed game; komi and the rules
 *                 commands before its first step only; the handicap
 *                 commands are refused
 *   gorules-time  the referee's time too; a player out of time loses by
 *                 the referee's ruling ("timeout")
 *
 * The decisions (each answers empty, or the refusal in words):
 *   gorules-referee-warn C              a warning (the second loses)
 *   gorules-referee-take-back C         C took a move back
 *   gorules-referee-ruling R [C] [V V]  moved or scattered stones: R is
 *                 moved-back, moved-valid FROM TO, draw, replay, loss C
 *   gorules-referee-timeout C [pass]    C's time ran out (pass: art. 22.5)
 *   gorules-referee-propose-end C       art. 21.1: C proposes the end
 *   gorules-referee-agree-end C         the opponent agrees: the game ends
 *   gorules-referee-dispute C           art. 21.4: C claims stones dead
 *   gorules-referee-count               art. 21.3: the count has started
 *   gorules-referee-resign C
 *   gorules-referee-nigiri HIDDEN SHOWN answers 1 if the guesser moves
 *                                       first, else 0
 *   gorules-referee-predict P LEAD      the reformed ruleset: player P's
 *                                       (0 or 1) statement, White's lead
 *   gorules-referee-prediction [limit MS]  "white_player P threshold T"
 *                 once settled; with limit: the prediction phase's limit
 *   gorules-referee-decisions           one decision a line: step, kind,
 *                 colour, vertex, warnings, then the decision in words
 */
#include "gtp.h"

#include <stdlib.h>
#include <string.h>

static const char *const kind_names[] = {
    "none", "forbidden", "ko", "twice", "twice-loss", "take-back",
    "take-back-loss", "warning", "warnings-loss", "moved-back",
    "moved-valid", "draw", "replay", "loss", "timeout", "timeout-pass",
    "end-proposed", "end-agreed", "dispute", "count", "resign", "nigiri",
    "prediction", "settled", "prediction-timeout"};
#define NKINDS (sizeof kind_names / sizeof kind_names[0])

static const char *const code_names[] = {"chinese", "club", "reformed"};
static const char *const phase_names[] = {"opening", "prediction", "play",
                                          "over", "count"};

static const char *kind_name(gor_decision_kind k)
{
    return (unsigned)k < NKINDS ? kind_names[k] : "?";
}

/* The engine's game becomes a copy of the referee's (queries read it). */
static int sync_game(gtp_engine *e)
{
    gor_game *g = NULL;
    int st = gor_game_clone(&g, gor_referee_game(e->referee));
    return st == GOR_OK ? gtp_set_game(e, g) : st;
}

/* A refused action: the referee's words, else the status's. */
static int refused(gtp_engine *e, int st, gtp_text *out)
{
    const char *why = gor_referee_last_error(e->referee);
    return gtp_fail(out, why && *why ? why : gor_strerror(st));
}

/* After an action: the copy of the game follows. */
static int acted(gtp_engine *e, int st, gtp_text *out)
{
    if (st != GOR_OK)
        return refused(e, st, out);
    st = sync_game(e);
    return st == GOR_OK ? 1 : gtp_fail(out, gor_strerror(st));
}

static int need_referee(const gtp_engine *e, gtp_text *out)
{
    return e->referee ? 1 : gtp_fail(out, "no referee (gorules-referee)");
}

/* A referee for a new game of the current size under the engine's rules
 * (the reformed ruleset: the preset "prediction" unless the rules in
 * force have its free opening and White first). */
static int start_referee(gtp_engine *e, gor_referee_code code, gtp_text *out)
{
    gor_rules *rules = NULL;
    int st = GOR_OK;
    if (code == GOR_REFEREE_REFORMED &&
        (gor_rules_first_player(e->rules) != GOR_WHITE ||
         gor_rules_free_opening(e->rules) < 1))
        st = gor_rules_new(&rules, "prediction");
    else
        st = gor_rules_copy(&rules, e->rules);
    gor_referee *ref = NULL;
    if (st == GOR_OK)
        st = gor_referee_new(&ref, gtp_width(e), gtp_height(e), rules, code);
    if (st != GOR_OK) {
        gor_rules_free(rules);
        return gtp_fail(out, gor_strerror(st));
    }
    gor_referee *old = e->referee;
    e->referee = ref;
    if ((st = sync_game(e)) != GOR_OK) {
        e->referee = old;
        gor_referee_free(ref);
        gor_rules_free(rules);
        return gtp_fail(out, gor_strerror(st));
    }
    gor_referee_free(old);
    gor_rules_free(e->rules);
    e->rules = rules;
    gtp_forget_record(e); /* a new game: the clock starts again */
    return 1;
}

GTP_HANDLER(gtp_cmd_gorules_referee)
{
    (void)rest;
    if (argc == 1) {
        if (!e->referee)
            gtp_text_add(out, "off");
        else
            gtp_text_addf(out, "%s %s",
                          code_names[gor_referee_code_of(e->referee)],
                          phase_names[gor_referee_phase_of(e->referee)]);
        return 1;
    }
    if (argc != 2)
        return gtp_syntax_error(out);
    if (gtp_equal_nocase(argv[1], "off")) {
        gor_referee_free(e->referee);
        e->referee = NULL;
        return 1;
    }
    for (int code = 0; code < 3; code++)
        if (gtp_equal_nocase(argv[1], code_names[code]))
            return start_referee(e, (gor_referee_code)code, out);
    return gtp_syntax_error(out);
}

/* After c's action as the player to move (a move, a void move, the
 * proposal of the end): press c's clock at the last gorules-time. An
 * action made after c's time ran out is taken back and c loses on time. */
static int press_clock(gtp_engine *e, gor_color c, gtp_text *out)
{
    if (!e->clock || !e->clock_started)
        return 1;
    int r = 1;
    if (gor_clock_loser(e->clock) == GOR_EMPTY)
        r = gor_clock_press(e->clock, c, gor_clock_now(e->clock));
    if (r == 0)
        return 1;
    gor_referee_undo(e->referee);
    if (r < 0) {
        sync_game(e);
        return gtp_fail(out, gor_clock_last_error(e->clock));
    }
    gtp_referee_clock_loss(e, gor_clock_loser(e->clock));
    sync_game(e);
    return gtp_failf(out, "time out: %s lost on time",
                     gtp_color_word(gor_clock_loser(e->clock)));
}

/* ---------------------------------------------------------------- */
/* The decisions                                                      */

/* A command taking one colour: the call on the referee. */
static int color_action(gtp_engine *e, int argc, char **argv, gtp_text *out,
                        int (*fn)(gor_referee *, gor_color))
{
    gor_color c;
    if (argc != 2 || gtp_parse_color(argv[1], &c) != GOR_OK)
        return gtp_syntax_error(out);
    if (!need_referee(e, out))
        return 0;
    return acted(e, fn(e->referee, c), out);
}

GTP_HANDLER(gtp_cmd_gorules_referee_warn)
{
    (void)rest;
    return color_action(e, argc, argv, out, gor_referee_warn);
}

GTP_HANDLER(gtp_cmd_gorules_referee_take_back)
{
    (void)rest;
    return color_action(e, argc, argv, out, gor_referee_take_back);
}

/* The proposal is a pass: the proposer's clock is pressed. */
GTP_HANDLER(gtp_cmd_gorules_referee_propose_end)
{
    (void)rest;
    gor_color c;
    if (argc != 2 || gtp_parse_color(argv[1], &c) != GOR_OK)
        return gtp_syntax_error(out);
    if (!need_referee(e, out))
        return 0;
    int ok = acted(e, gor_referee_propose_end(e->referee, c), out);
    return ok ? press_clock(e, c, out) : 0;
}

GTP_HANDLER(gtp_cmd_gorules_referee_agree_end)
{
    (void)rest;
    return color_action(e, argc, argv, out, gor_referee_agree_end);
}

GTP_HANDLER(gtp_cmd_gorules_referee_dispute)
{
    (void)rest;
    return color_action(e, argc, argv, out, gor_referee_dispute);
}

GTP_HANDLER(gtp_cmd_gorules_referee_resign)
{
    (void)rest;
    return color_action(e, argc, argv, out, gor_referee_resign);
}

GTP_HANDLER(gtp_cmd_gorules_referee_count)
{
    (void)argv, (void)rest;
    if (argc != 1)
        return gtp_syntax_error(out);
    if (!need_referee(e, out))
        return 0;
    return acted(e, gor_referee_start_count(e->referee), out);
}

GTP_HANDLER(gtp_cmd_gorules_referee_timeout)
{
    (void)rest;
    gor_color c;
    if (argc < 2 || argc > 3 || gtp_parse_color(argv[1], &c) != GOR_OK ||
        (argc == 3 && !gtp_equal_nocase(argv[2], "pass")))
        return gtp_syntax_error(out);
    if (!need_referee(e, out))
        return 0;
    return acted(e, gor_referee_time_out(e->referee, c, argc == 3), out);
}

static int parse_ruling(const char *s, gor_decision_kind *out)
{
    for (int k = GOR_DECISION_MOVED_BACK; k <= GOR_DECISION_LOSS; k++)
        if (gtp_equal_nocase(s, kind_names[k])) {
            *out = (gor_decision_kind)k;
            return 1;
        }
    return 0;
}

/* gorules-referee-ruling KIND [COLOUR] [FROM TO] */
GTP_HANDLER(gtp_cmd_gorules_referee_ruling)
{
    (void)rest;
    gor_decision_kind kind;
    gor_color offender = GOR_EMPTY;
    gor_point from = GOR_NO_POINT, to = GOR_NO_POINT;
    if (argc < 2 || !parse_ruling(argv[1], &kind))
        return gtp_syntax_error(out);
    int i = 2;
    if (i < argc && gtp_parse_color(argv[i], &offender) == GOR_OK)
        i++;
    if (argc - i == 2) {
        if (gtp_parse_vertex(e, argv[i], &from) != GOR_OK ||
            gtp_parse_vertex(e, argv[i + 1], &to) != GOR_OK)
            return gtp_syntax_error(out);
    } else if (argc != i) {
        return gtp_syntax_error(out);
    }
    if (!need_referee(e, out))
        return 0;
    return acted(e, gor_referee_ruling(e->referee, kind, offender, from, to),
                 out);
}

GTP_HANDLER(gtp_cmd_gorules_referee_nigiri)
{
    (void)rest;
    long hidden, shown;
    if (argc != 3 || gtp_parse_long(argv[1], 1, 1000, &hidden) != GOR_OK ||
        gtp_parse_long(argv[2], 1, 2, &shown) != GOR_OK)
        return gtp_syntax_error(out);
    if (!need_referee(e, out))
        return 0;
    int first = 0;
    int ok = acted(e, gor_referee_nigiri(e->referee, (int)hidden, (int)shown,
                                         &first), out);
    if (ok)
        gtp_text_addf(out, "%d", first);
    return ok;
}

GTP_HANDLER(gtp_cmd_gorules_referee_predict)
{
    (void)rest;
    long player;
    double lead;
    if (argc != 3 || gtp_parse_long(argv[1], 0, 1, &player) != GOR_OK ||
        gtp_parse_double(argv[2], &lead) != GOR_OK)
        return gtp_syntax_error(out);
    if (!need_referee(e, out))
        return 0;
    return acted(e, gor_referee_predict(e->referee, (int)player, lead), out);
}

/* gorules-referee-prediction: the settled statement; with "limit MS" the
 * prediction phase's time limit (set during the opening). */
GTP_HANDLER(gtp_cmd_gorules_referee_prediction)
{
    (void)rest;
    long ms = 0;
    if (!(argc == 1 || (argc == 3 && !strcmp(argv[1], "limit") &&
                        gtp_parse_long(argv[2], 0, 0x7fffffffffffffffL,
                                       &ms) == GOR_OK)))
        return gtp_syntax_error(out);
    if (!need_referee(e, out))
        return 0;
    if (argc == 3)
        return acted(e, gor_referee_set_prediction_limit(e->referee, ms),
                     out);
    gor_prediction p = GOR_PREDICTION_INIT;
    int st = gor_referee_prediction(e->referee, &p);
    if (st == GOR_ENOMOVE)
        return gtp_fail(out, "no prediction settled");
    if (st != GOR_OK)
        return gtp_fail(out, gor_strerror(st));
    gtp_text_addf(out, "white_player %d threshold ", p.white_player);
    gtp_text_add_number(out, p.threshold);
    return 1;
}

GTP_HANDLER(gtp_cmd_gorules_referee_decisions)
{
    (void)argv, (void)rest;
    if (argc != 1)
        return gtp_syntax_error(out);
    if (!need_referee(e, out))
        return 0;
    size_t n = gor_referee_decision_count(e->referee);
    for (size_t i = 0; i < n; i++) {
        gor_decision d = GOR_DECISION_INIT;
        char text[512];
        if (gor_referee_decision(e->referee, i, &d) != GOR_OK ||
            gor_decision_text(&d, text, sizeof text) < 0)
            return gtp_fail(out, "cannot read the decisions");
        gtp_text_addf(out, "%s%zu %s %s ", i ? "\n" : "", d.step,
                      kind_name(d.kind),
                      d.color == GOR_EMPTY ? "-" : gtp_color_word(d.color));
        if (d.point == GOR_NO_POINT)
            gtp_text_add(out, "-");
        else
            gtp_add_vertex(e, out, d.point);
        gtp_text_addf(out, " %d %s", d.warnings, text);
    }
    return 1;
}

/* ---------------------------------------------------------------- */
/* The clock                                                          */

void gtp_referee_clock_loss(gtp_engine *e, gor_color loser)
{
    if (loser == GOR_EMPTY ||
        gor_game_end_reason(gor_referee_game(e->referee)) != GOR_END_NONE)
        return;
    if (gor_referee_time_out(e->referee, loser, 0) == GOR_OK)
        sync_game(e);
}

int gtp_referee_time(gtp_engine *e, int64_t now, gtp_text *out)
{
    if (now < gor_referee_time(e->referee))
        return gtp_fail(out, "time goes forward only");
    int r = gor_referee_set_time(e->referee, now);
    if (r < 0)
        return refused(e, r, out);
    if (r == 1 && sync_game(e) != GOR_OK) /* a deadline ended the game */
        return gtp_fail(out, "out of memory");
    return 1;
}

/* ---------------------------------------------------------------- */
/* The commands a referee takes over                                  */

/* Play c at p through the referee; the decision's name, or "" for a
 * move played, in out. */
static int referee_play(gtp_engine *e, gor_color c, gor_point p,
                        gtp_text *out)
{
    const gor_game *g = gor_referee_game(e->referee);
    int to_move = c == gor_game_to_move(g);
    gor_decision_kind kind = GOR_DECISION_NONE;
    int st = gor_referee_play(e->referee, c, p, &kind);
    if (st != GOR_OK) {
        const char *why = gor_referee_last_error(e->referee);
        return gtp_failf(out, "illegal move: %s",
                         why && *why ? why : gor_strerror(st));
    }
    if ((st = sync_game(e)) != GOR_OK)
        return gtp_fail(out, gor_strerror(st));
    if (to_move && !press_clock(e, c, out))
        return 0;
    if (kind != GOR_DECISION_NONE)
        gtp_text_add(out, kind_name(kind));
    return 1;
}

static GTP_HANDLER(ref_play)
{
    (void)rest;
    gor_color c;
    gor_point p;
    if (argc != 3 || gtp_parse_color(argv[1], &c) != GOR_OK)
        return gtp_syntax_error(out);
    int st = gtp_parse_vertex(e, argv[2], &p);
    if (st == GOR_EOFFBOARD)
        return gtp_fail(out, "illegal move: off board");
    if (st != GOR_OK)
        return gtp_syntax_error(out);
    return referee_play(e, c, p, out);
}

/* A random legal move (no own eye filled), or a pass. */
static GTP_HANDLER(ref_genmove)
{
    (void)rest;
    gor_color c;
    if (argc != 2 || gtp_parse_color(argv[1], &c) != GOR_OK)
        return gtp_syntax_error(out);
    size_t count = gor_game_end_reason(e->game) == GOR_END_NONE
                       ? gtp_legal_moves(e, c, 1) : 0;
    gor_point move =
        count ? e->scratch[gtp_rng_below(&e->rng, count)] : GOR_PASS;
    if (!referee_play(e, c, move, out))
        return 0;
    gtp_text_clear(out);
    gtp_add_vertex(e, out, move);
    return 1;
}

static GTP_HANDLER(ref_undo)
{
    (void)argv, (void)rest;
    if (argc != 1)
        return gtp_syntax_error(out);
    int st = gor_referee_undo(e->referee);
    if (st == GOR_ENOMOVE)
        return gtp_fail(out, "cannot undo");
    return acted(e, st, out);
}

/* The referee's result; a count uses the engine's copy, so that the
 * dead stones marked with gorules-mark count, with one stone a warning
 * (and, in the reformed ruleset, is judged against the prediction). */
static GTP_HANDLER(ref_final_score)
{
    (void)argv, (void)rest;
    if (argc != 1)
        return gtp_syntax_error(out);
    gor_score_options o = GOR_SCORE_OPTIONS_INIT;
    o.dead |= GOR_DEAD_CERTAIN;
    gor_result r = GOR_RESULT_INIT;
    int st = gor_referee_result(e->referee, &o, &r);
    if (st == GOR_OK && r.counted && (gor_game_marked(e->game, GOR_LIFE_DEAD,
                                                      NULL, 0) > 0 ||
                                      gor_game_marked(e->game, GOR_LIFE_SEKI,
                                                      NULL, 0) > 0)) {
        gor_score s = GOR_SCORE_INIT;
        o.dead = GOR_DEAD_MARKS;
        o.penalty[GOR_BLACK] = gor_referee_warnings(e->referee, GOR_BLACK);
        o.penalty[GOR_WHITE] = gor_referee_warnings(e->referee, GOR_WHITE);
        gor_prediction pred = GOR_PREDICTION_INIT;
        gor_end end = r.end;
        st = gor_game_score(e->game, &o, &s, NULL, 0);
        if (st == GOR_OK &&
            gor_referee_prediction(e->referee, &pred) == GOR_OK)
            st = gor_prediction_judge(&pred, -s.margin, 0, &r);
        else if (st == GOR_OK)
            st = gor_result_from_score(&s, end, &r);
        r.end = end;
    }
    char buf[64];
    if (st == GOR_OK)
        st = gor_result_to_sgf(&r, buf, sizeof buf);
    if (st < 0)
        return gtp_fail(out, gor_strerror(st));
    gtp_text_add(out, buf);
    return 1;
}

/* The record text as a GTP answer: no carriage returns, no empty lines,
 * no final line break. */
static GTP_HANDLER(ref_printsgf)
{
    (void)rest;
    if (argc > 2)
        return gtp_syntax_error(out);
    gor_sgf *sgf;
    int st = gor_referee_to_sgf(&sgf, e->referee);
    if (st != GOR_OK)
        return gtp_fail(out, gor_strerror(st));
    return gtp_answer_sgf(out, sgf, argc, argv);
}

/* loadsgf FILE: the record replayed through a new referee (its rules and
 * decisions are the record's). */
static GTP_HANDLER(ref_loadsgf)
{
    (void)rest;
    if (argc != 2)
        return gtp_syntax_error(out);
    gor_sgf *sgf;
    gor_sgf_error err;
    int st = gor_sgf_parse_file(&sgf, argv[1], NULL, &err);
    if (st != GOR_OK)
        return gtp_failf(out, "cannot load %s: %s", argv[1],
                         err.line ? err.message : gor_strerror(st));
    const gor_sgf_node *root = gor_sgf_game(sgf, 0);
    gor_referee *ref = NULL;
    st = root ? gor_referee_from_sgf(&ref, root) : GOR_EPARSE;
    gor_sgf_free(sgf);
    gor_rules *rules = NULL;
    if (st == GOR_OK)
        st = gor_rules_copy(&rules, gor_game_rules(gor_referee_game(ref)));
    if (st != GOR_OK) {
        gor_referee_free(ref);
        return gtp_failf(out, "cannot load %s: %s", argv[1],
                         gor_strerror(st));
    }
    gor_referee *old = e->referee;
    e->referee = ref;
    if ((st = sync_game(e)) != GOR_OK) {
        e->referee = old;
        gor_referee_free(ref);
        gor_rules_free(rules);
        return gtp_fail(out, gor_strerror(st));
    }
    gor_referee_free(old);
    gor_rules_free(e->rules);
    e->rules = rules;
    gtp_forget_record(e);
    gtp_text_add(out, gtp_color_word(gor_game_to_move(e->game)));
    return 1;
}

/* boardsize, clear_board: the command, then a new refereed game. */
static GTP_HANDLER(ref_new_game)
{
    gor_referee_code code = gor_referee_code_of(e->referee);
    if (!gtp_find_command(argv[0])->fn(e, argc, argv, rest, out))
        return 0;
    return start_referee(e, code, out);
}

/* komi and the rules commands: only before the referee's first step
 * (the referee keeps the rules it started with); then a new game. */
static GTP_HANDLER(ref_rules)
{
    gor_referee_code code = gor_referee_code_of(e->referee);
    if (gor_referee_steps(e->referee) > 0)
        return gtp_fail(out, "the refereed game has started: its rules "
                        "are fixed");
    if (code == GOR_REFEREE_REFORMED)
        return gtp_fail(out, "the reformed ruleset's rules are fixed");
    if (!gtp_find_command(argv[0])->fn(e, argc, argv, rest, out))
        return 0;
    gtp_text_clear(out);
    return start_referee(e, code, out);
}

static GTP_HANDLER(ref_refused)
{
    (void)e, (void)argc, (void)argv, (void)rest;
    return gtp_fail(out, "not with a referee (gorules-referee off first)");
}

static const gtp_command takeovers[] = {
    {"play", ref_play},
    {"genmove", ref_genmove},
    {"undo", ref_undo},
    {"final_score", ref_final_score},
    {"printsgf", ref_printsgf},
    {"loadsgf", ref_loadsgf},
    {"boardsize", ref_new_game},
    {"clear_board", ref_new_game},
    {"komi", ref_rules},
    {"kata-set-rules", ref_rules},
    {"kgs-rules", ref_rules},
    {"fixed_handicap", ref_refused},
    {"place_free_handicap", ref_refused},
    {"set_free_handicap", ref_refused},
    {NULL, NULL},
};

const gtp_command *gtp_referee_command(const gtp_engine *e,
                                       const gtp_command *c)
{
    if (!e->referee)
        return c;
    for (const gtp_command *t = takeovers; t->name; t++)
        if (!strcmp(t->name, c->name))
            return t;
    return c;
}
