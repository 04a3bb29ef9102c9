/* SPDX-License-Identifier: MIT */
/*
 * cmd_time.c - the clock: time_settings, time_left, kgs-time_settings, and
 * the extensions gorules-time (the controller's timestamp) and
 * gorules-clock (the clock's state and events).
 *
 * The library's clock is pure: it only learns the time from its caller.
 * A controller that wants gorules-gtp to keep the time sends
 *
 *   gorules-time MS     the time is now MS milliseconds (any monotonic
 *                       scale): the first one starts the clock of the
 *                       player to move; later ones let time pass (call-outs,
 *                       periods, a time-out that ends the game)
 *
 * and every play / genmove after that presses the mover's clock at the last
 * timestamp. A move made after the player's time ran out is refused ("time
 * out") and the game ends on time (final_score answers "W+T" / "B+T").
 * Without gorules-time the engine just records what time_left says.
 *
 *   gorules-clock               the state of both players, one line each:
 *                               "black main 590.000 period 0.000 periods 0
 *                               moves 0 overtime 0 flagged 0"
 *   gorules-clock events [zh]   the events since the last such call, one a
 *                               line: "black 510.000 call 30 seconds" (zh:
 *                               the referee's Chinese words, "30秒")
 *
 * With a referee on (gorules-referee), gorules-time is also the referee's
 * time, with or without time settings, and a player who runs out of time
 * loses by the referee's ruling (gorules-referee-decisions: "timeout").
 *
 * Time settings survive boardsize and clear_board (a new game restarts the
 * clock with full time), as GTP requires.
 */
#include "gtp.h"

#include <string.h>

static int make_clock(gtp_engine *e, const gor_clock_options *o,
                      gtp_text *out)
{
    gor_clock *c = NULL;
    int st = gor_clock_new(&c, o);
    if (st != GOR_OK)
        return gtp_fail(out, "unacceptable time settings");
    gor_clock_free(e->clock);
    e->clock = c;
    e->clock_opts = *o;
    e->clock_started = 0;
    return 1;
}

int gtp_clock_reset(gtp_engine *e)
{
    if (!e->clock)
        return GOR_OK;
    gor_clock *c = NULL;
    int st = gor_clock_new(&c, &e->clock_opts);
    if (st != GOR_OK)
        return st;
    gor_clock_free(e->clock);
    e->clock = c;
    return GOR_OK;
}

static int seconds(const char *s, int64_t *ms)
{
    long v;
    if (gtp_parse_long(s, 0, 1000000000L, &v) != GOR_OK)
        return 0;
    *ms = (int64_t)v * 1000;
    return 1;
}

/* time_settings main_time byo_yomi_time byo_yomi_stones (seconds): GTP's
 * Canadian overtime; byo_yomi_time 0 is absolute time, byo_yomi_time > 0
 * with 0 stones means no time limit. */
GTP_HANDLER(gtp_cmd_time_settings)
{
    (void)rest;
    int64_t main_ms, byo_ms;
    long stones;
    if (argc != 4 || !seconds(argv[1], &main_ms) || !seconds(argv[2], &byo_ms) ||
        gtp_parse_long(argv[3], 0, 1000000L, &stones) != GOR_OK)
        return gtp_syntax_error(out);
    gor_clock_options o;
    gor_clock_options_init(&o, GOR_CLOCK_OPTIONS_VERSION);
    if (byo_ms > 0 && stones == 0) {
        o.system = GOR_CLOCK_NONE;
    } else if (byo_ms == 0) {
        o.system = main_ms > 0 ? GOR_CLOCK_ABSOLUTE : GOR_CLOCK_NONE;
        o.main_ms = main_ms;
    } else {
        o.system = GOR_CLOCK_CANADIAN;
        o.main_ms = main_ms;
        o.period_ms = byo_ms;
        o.period_moves = (int)stones;
    }
    return make_clock(e, &o, out);
}

/* kgs-time_settings none | absolute main | byoyomi main period periods |
 * canadian main period stones (seconds). */
GTP_HANDLER(gtp_cmd_kgs_time_settings)
{
    (void)rest;
    gor_clock_options o;
    gor_clock_options_init(&o, GOR_CLOCK_OPTIONS_VERSION);
    long n = 0;
    if (argc == 2 && gtp_equal_nocase(argv[1], "none")) {
        o.system = GOR_CLOCK_NONE;
    } else if (argc == 3 && gtp_equal_nocase(argv[1], "absolute")) {
        if (!seconds(argv[2], &o.main_ms))
            return gtp_syntax_error(out);
        o.system = GOR_CLOCK_ABSOLUTE;
    } else if (argc == 5 && (gtp_equal_nocase(argv[1], "byoyomi") ||
                             gtp_equal_nocase(argv[1], "canadian"))) {
        if (!seconds(argv[2], &o.main_ms) || !seconds(argv[3], &o.period_ms) ||
            gtp_parse_long(argv[4], 0, 1000000L, &n) != GOR_OK)
            return gtp_syntax_error(out);
        if (gtp_equal_nocase(argv[1], "byoyomi")) {
            o.system = GOR_CLOCK_JAPANESE;
            o.periods = (int)n;
        } else {
            o.system = GOR_CLOCK_CANADIAN;
            o.period_moves = (int)n;
        }
    } else {
        return gtp_syntax_error(out);
    }
    return make_clock(e, &o, out);
}

/* time_left color time stones: in main time stones is 0 and time the main
 * time left; in overtime time is what is left of the period (byo-yomi:
 * stones = periods left; Canadian: stones = moves still due). */
GTP_HANDLER(gtp_cmd_time_left)
{
    (void)rest;
    gor_color c;
    int64_t ms;
    long stones;
    if (argc != 4 || gtp_parse_color(argv[1], &c) != GOR_OK ||
        !seconds(argv[2], &ms) ||
        gtp_parse_long(argv[3], 0, 1000000L, &stones) != GOR_OK)
        return gtp_syntax_error(out);
    if (!e->clock)
        return 1; /* no time settings: nothing to keep */
    gor_clock_options o;
    gor_clock_options_get(e->clock, &o);
    gor_clock_state st;
    memset(&st, 0, sizeof st);
    if (stones == 0 && ms > 0) {
        st.main_ms = ms;
    } else if (stones == 0) {
        /* main time just over: the whole overtime is left */
        st.period_ms = o.period_ms;
        st.periods = o.periods;
        st.moves = o.period_moves;
    } else {
        st.period_ms = ms;
        st.periods = (int)stones;
        st.moves = (int)stones;
    }
    int r = gor_clock_set(e->clock, c, &st);
    if (r != GOR_OK)
        return gtp_failf(out, "cannot set the time: %s",
                         gor_clock_last_error(e->clock));
    return 1;
}

/* End the game if the clock says someone lost. */
static void settle(gtp_engine *e)
{
    if (e->referee) { /* a timed game lost on time ends with the ruling */
        gtp_referee_clock_loss(e, gor_clock_loser(e->clock));
        return;
    }
    if (gor_clock_loser(e->clock) != GOR_EMPTY &&
        gor_game_end_reason(e->game) == GOR_END_NONE)
        gor_clock_end_game(e->clock, e->game);
}

GTP_HANDLER(gtp_cmd_gorules_time)
{
    (void)rest;
    long v;
    if (argc != 2 || gtp_parse_long(argv[1], 0, 0x7fffffffffffffffL, &v) !=
                         GOR_OK)
        return gtp_syntax_error(out);
    if (!e->clock && !e->referee)
        return gtp_fail(out, "no time settings");
    int64_t now = (int64_t)v;
    if (e->clock && now < gor_clock_now(e->clock))
        return gtp_fail(out, "time goes forward only");
    if (e->referee && !gtp_referee_time(e, now, out))
        return 0;
    if (!e->clock)
        return 1;
    int st;
    if (!e->clock_started) {
        st = gor_clock_start(e->clock, gor_game_to_move(e->game), now);
        if (st == GOR_OK)
            e->clock_started = 1;
    } else {
        st = gor_clock_advance(e->clock, now);
    }
    if (st < 0)
        return gtp_fail(out, gor_clock_last_error(e->clock));
    settle(e);
    return 1;
}

int gtp_clock_move(gtp_engine *e, gor_color c, gtp_text *out)
{
    if (!e->clock || !e->clock_started)
        return 1;
    if (gor_clock_loser(e->clock) != GOR_EMPTY) {
        settle(e);
        return gtp_failf(out, "time out: %s lost on time",
                         gtp_color_word(gor_clock_loser(e->clock)));
    }
    int r = gor_clock_press(e->clock, c, gor_clock_now(e->clock));
    if (r == 1) {
        settle(e);
        return gtp_fail(out, "time out");
    }
    if (r < 0)
        return gtp_fail(out, gor_clock_last_error(e->clock));
    return 1;
}

GTP_HANDLER(gtp_cmd_gorules_clock)
{
    (void)rest;
    if (!e->clock)
        return gtp_fail(out, "no time settings");
    if (argc == 1) {
        for (int c = GOR_BLACK; c <= GOR_WHITE; c++) {
            gor_clock_state st;
            gor_clock_state_get(e->clock, (gor_color)c, &st);
            gtp_text_addf(out, "%s%s main %lld.%03lld period %lld.%03lld "
                          "periods %d moves %d overtime %d flagged %d",
                          c == GOR_BLACK ? "" : "\n",
                          gtp_color_word((gor_color)c),
                          (long long)(st.main_ms / 1000),
                          (long long)(st.main_ms % 1000),
                          (long long)(st.period_ms / 1000),
                          (long long)(st.period_ms % 1000), st.periods,
                          st.moves, st.overtime, st.flagged);
        }
        return 1;
    }
    if ((argc == 2 || argc == 3) && !strcmp(argv[1], "events")) {
        int lang = GOR_CLOCK_TEXT_EN;
        static const char *const kinds[] = {"", "call", "count", "period",
            "overtime", "timeout", "timeout_pass", "late_forfeit"};
        if (argc == 3) {
            if (strcmp(argv[2], "zh") && strcmp(argv[2], "en"))
                return gtp_syntax_error(out);
            lang = !strcmp(argv[2], "zh") ? GOR_CLOCK_TEXT_ZH
                                          : GOR_CLOCK_TEXT_EN;
        }
        gor_clock_event ev;
        int first = 1;
        while (gor_clock_poll(e->clock, &ev) == 1) {
            char text[128];
            gor_clock_event_text(&ev, lang, text, sizeof text);
            gtp_text_addf(out, "%s%s %lld.%03lld %s %s", first ? "" : "\n",
                          gtp_color_word((gor_color)ev.color),
                          (long long)(ev.at_ms / 1000),
                          (long long)(ev.at_ms % 1000),
                          ev.kind >= 1 && ev.kind <= 7 ? kinds[ev.kind] : "?",
                          text);
            first = 0;
        }
        return 1;
    }
    return gtp_syntax_error(out);
}
