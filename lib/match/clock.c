/* SPDX-License-Identifier: MIT */
/*
 * clock.c - game clocks (gorules_clock.h). Pure: time only moves when the
 * caller gives a timestamp. The running player's time is simulated from
 * the last timestamp to the new one, event by event (main time over,
 * call-outs, periods used, time-out), so the events come out in order and
 * at their exact instants.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "match/clock_internal.h"

#define FAR INT64_MAX

typedef struct player {
    int64_t main;        /* main time left (BYOYOMI: before the reserve)   */
    int64_t used;        /* byo-yomi: time used in the current period       */
    int64_t block;       /* blocks: time left in the current block          */
    int64_t delay;       /* Bronstein: free time left in the current move   */
    int periods;         /* byo-yomi periods left                            */
    int moves;           /* moves due in the current block                   */
    int overtime;
    int flagged;
    int presses;
    int64_t mark;        /* next call-out of the current period              */
} player;

typedef struct record {
    gor_color color;
    gor_clock_state st;
} record;

struct gor_clock {
    gor_clock_options o;
    player p[3];
    int started, paused, over;
    int timeout_passes;  /* time-out passes in a row (art. 22.5)          */
    gor_color running;
    gor_color loser;
    int lost_late;       /* the loser was late (art. 22), not out of time  */
    int64_t now;
    gor_clock_event *ev;
    size_t ev_head, ev_len, ev_cap;
    record *rec;
    size_t rec_len, rec_cap;
    char err[160];
};

#if defined(__GNUC__)
static int fail(gor_clock *c, int status, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
#endif

static int fail(gor_clock *c, int status, const char *fmt, ...)
{
    if (c) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(c->err, sizeof c->err, fmt, ap);
        va_end(ap);
    }
    return status;
}

static int is_byo(const gor_clock_options *o)
{
    return o->system == GOR_CLOCK_BYOYOMI || o->system == GOR_CLOCK_JAPANESE;
}

static int is_block(const gor_clock_options *o)
{
    return o->system == GOR_CLOCK_CANADIAN || o->system == GOR_CLOCK_MOVES;
}

int gor_clock_options_init(gor_clock_options *opts, unsigned version)
{
    if (!opts || version != GOR_CLOCK_OPTIONS_VERSION)
        return GOR_EINVAL;
    memset(opts, 0, sizeof *opts);
    opts->version = version;
    opts->system = GOR_CLOCK_NONE;
    return GOR_OK;
}

static int check_options(const gor_clock_options *o, char *why, size_t n)
{
    if (o->version != GOR_CLOCK_OPTIONS_VERSION) {
        snprintf(why, n, "unknown clock options version %u", o->version);
        return GOR_EINVAL;
    }
    if (o->system < GOR_CLOCK_NONE || o->system > GOR_CLOCK_BRONSTEIN) {
        snprintf(why, n, "unknown clock system %d", o->system);
        return GOR_EINVAL;
    }
    if (o->flags & ~(GOR_CLOCK_TIMEOUT_PASS | GOR_CLOCK_QUIET)) {
        snprintf(why, n, "unknown clock flags 0x%x", o->flags);
        return GOR_EINVAL;
    }
    const struct {
        const char *name;
        int64_t value;
    } counts[] = {{"main_ms", o->main_ms},
                  {"period_ms", o->period_ms},
                  {"periods", o->periods},
                  {"period_moves", o->period_moves},
                  {"increment_ms", o->increment_ms},
                  {"late_limit_ms", o->late_limit_ms}};
    for (size_t i = 0; i < sizeof counts / sizeof counts[0]; i++)
        if (counts[i].value < 0) {
            snprintf(why, n, "%s %lld: clock times and counts must not be "
                             "negative", counts[i].name,
                     (long long)counts[i].value);
            return GOR_EINVAL;
        }
    if ((is_byo(o) || is_block(o)) && o->period_ms == 0) {
        snprintf(why, n, "this clock system needs a period length");
        return GOR_EINVAL;
    }
    if (is_byo(o) && (o->periods < 1 || o->periods > 1000000)) {
        snprintf(why, n, "byo-yomi needs 1 to 1000000 periods");
        return GOR_EINVAL;
    }
    if (is_block(o) && o->period_moves < 1) {
        snprintf(why, n, "a block system needs at least one move per block");
        return GOR_EINVAL;
    }
    if (o->system == GOR_CLOCK_BYOYOMI &&
        o->main_ms / o->periods < o->period_ms) {
        snprintf(why, n, "the reserved periods must fit in the basic time "
                         "(main_ms >= periods * period_ms)");
        return GOR_EINVAL;
    }
    if ((o->system == GOR_CLOCK_ABSOLUTE || o->system == GOR_CLOCK_FISCHER ||
         o->system == GOR_CLOCK_BRONSTEIN) && o->main_ms == 0) {
        snprintf(why, n, "this clock system needs main time");
        return GOR_EINVAL;
    }
    if ((o->flags & GOR_CLOCK_TIMEOUT_PASS) && !is_byo(o)) {
        snprintf(why, n, "a time-out becomes a pass only under byo-yomi");
        return GOR_EINVAL;
    }
    return GOR_OK;
}

int gor_clock_options_check(const gor_clock_options *opts, char *why,
                            size_t size)
{
    char text[160] = "";
    int st = opts ? check_options(opts, text, sizeof text) : GOR_OK;
    if (why && size)
        snprintf(why, size, "%s", text);
    return st;
}

static void reset_player(const gor_clock_options *o, player *p)
{
    memset(p, 0, sizeof *p);
    p->main = o->main_ms;
    if (o->system == GOR_CLOCK_BYOYOMI)
        p->main = o->main_ms - (int64_t)o->periods * o->period_ms;
    p->periods = o->periods;
    p->moves = o->period_moves;
    p->block = o->period_ms;
    p->delay = o->increment_ms;
}

int gor_clock_new(gor_clock **out, const gor_clock_options *opts)
{
    gor_clock_options o;
    char why[160];
    if (!out)
        return GOR_EINVAL;
    *out = NULL;
    gor_clock_options_init(&o, GOR_CLOCK_OPTIONS_VERSION);
    if (opts) {
        int st = check_options(opts, why, sizeof why);
        if (st != GOR_OK)
            return st;
        o = *opts;
    }
    gor_clock *c = calloc(1, sizeof *c);
    if (!c)
        return GOR_ENOMEM;
    c->o = o;
    reset_player(&o, &c->p[GOR_BLACK]);
    reset_player(&o, &c->p[GOR_WHITE]);
    c->running = GOR_EMPTY;
    c->loser = GOR_EMPTY;
    *out = c;
    return GOR_OK;
}

void gor_clock_free(gor_clock *clock)
{
    if (!clock)
        return;
    free(clock->ev);
    free(clock->rec);
    free(clock);
}

int gor_clock_clone(gor_clock **out, const gor_clock *clock)
{
    if (!out || !clock)
        return GOR_EINVAL;
    *out = NULL;
    gor_clock *c = malloc(sizeof *c);
    if (!c)
        return GOR_ENOMEM;
    *c = *clock;
    c->ev = NULL;
    c->rec = NULL;
    c->ev_head = 0;
    c->ev_cap = clock->ev_len;
    c->rec_cap = clock->rec_len;
    if (clock->ev_len) {
        c->ev = malloc(clock->ev_len * sizeof *c->ev);
        if (c->ev)
            memcpy(c->ev, clock->ev + clock->ev_head,
                   clock->ev_len * sizeof *c->ev);
    }
    if (clock->rec_len) {
        c->rec = malloc(clock->rec_len * sizeof *c->rec);
        if (c->rec)
            memcpy(c->rec, clock->rec, clock->rec_len * sizeof *c->rec);
    }
    if ((clock->ev_len && !c->ev) || (clock->rec_len && !c->rec)) {
        gor_clock_free(c);
        return GOR_ENOMEM;
    }
    *out = c;
    return GOR_OK;
}

int gor_clock_options_get(const gor_clock *clock, gor_clock_options *out)
{
    if (!clock || !out)
        return GOR_EINVAL;
    *out = clock->o;
    return GOR_OK;
}

/* ---- events and records ------------------------------------------- */

/* Room for n more events and one more record, before anything changes,
 * so that a call either happens whole or not at all. */
static int reserve(gor_clock *c, size_t n)
{
    if (c->ev_head && c->ev_head + c->ev_len + n > c->ev_cap) {
        memmove(c->ev, c->ev + c->ev_head, c->ev_len * sizeof *c->ev);
        c->ev_head = 0;
    }
    if (c->ev_len + n > c->ev_cap) {
        size_t cap = c->ev_cap ? c->ev_cap : 16;
        while (cap < c->ev_len + n)
            cap *= 2;
        gor_clock_event *e = realloc(c->ev, cap * sizeof *e);
        if (!e)
            return GOR_ENOMEM;
        c->ev = e;
        c->ev_cap = cap;
    }
    if (c->rec_len + 4 > c->rec_cap) {
        size_t cap = c->rec_cap ? 2 * c->rec_cap : 64;
        record *r = realloc(c->rec, cap * sizeof *r);
        if (!r)
            return GOR_ENOMEM;
        c->rec = r;
        c->rec_cap = cap;
    }
    return GOR_OK;
}

static int period_s(const gor_clock *c)
{
    return (int)(c->o.period_ms / 1000);
}

static void emit(gor_clock *c, int kind, gor_color color, int64_t at,
                 int value, int with_period)
{
    /* reserve() was called for the worst case beforehand; growing here
     * too keeps a long advance (many periods) safe. */
    if (c->ev_head + c->ev_len >= c->ev_cap && reserve(c, 1) != GOR_OK)
        return;
    gor_clock_event *e = &c->ev[c->ev_head + c->ev_len++];
    memset(e, 0, sizeof *e);
    e->kind = kind;
    e->color = color;
    e->at_ms = at;
    e->value = value;
    e->period_s = with_period ? period_s(c) : 0;
}

static void fill_state(const gor_clock *c, gor_color color,
                       gor_clock_state *st)
{
    const player *p = &c->p[color];
    memset(st, 0, sizeof *st);
    st->main_ms = p->main;
    if (p->overtime) {
        if (is_byo(&c->o))
            st->period_ms = c->o.period_ms - p->used;
        else if (is_block(&c->o))
            st->period_ms = p->block;
    }
    st->periods = is_byo(&c->o) ? p->periods : 0;
    st->moves = is_block(&c->o) ? p->moves : 0;
    st->overtime = p->overtime;
    st->flagged = p->flagged;
    st->running = c->running == color;
    st->presses = p->presses;
}

static void push_record(gor_clock *c, gor_color color)
{
    if (c->rec_len >= c->rec_cap)
        return; /* reserve() made room */
    c->rec[c->rec_len].color = color;
    fill_state(c, color, &c->rec[c->rec_len].st);
    c->rec[c->rec_len].st.running = 0;
    c->rec_len++;
}

/* ---- the call-out schedule ------------------------------------------ */

/*
 * Call-out idx of a period of P ms (last: the last period): its offset in
 * the period, kind and value; 0 when there is none. Art. 12.3 for 60 s:
 * 30, 40, 50, 55, 58 s; the last minute 30, 40, 50 s, then 1 ... 10 in
 * the final ten seconds. Other lengths (quick games, "according to the
 * same principle"): every 10 s from half the period, then 5 s and 2 s
 * before its end; in the last period every 10 s from half the period to
 * 10 s before its end, then 1 ... 10.
 */
/* How many every-10-s call-outs a period of P ms has; the first is at
 * *k0 * 10 s. */
static int64_t callout_tens(int64_t P, int last, int64_t *k0)
{
    *k0 = (P + 19999) / 20000; /* 20000 k >= P: from half */
    if (*k0 < 1)
        *k0 = 1;
    int64_t kmax;
    if (last)
        kmax = P >= 10000 ? (P - 10000) / 10000 : 0;
    else
        kmax = P > 5000 ? (P - 5001) / 10000 : 0;
    return kmax >= *k0 ? kmax - *k0 + 1 : 0;
}

static int callout(int64_t P, int last, int64_t idx, int64_t *off, int *kind,
                   int *value)
{
    int64_t k0;
    int64_t ntens = callout_tens(P, last, &k0);
    if (idx < ntens) {
        *off = (k0 + idx) * 10000;
        *kind = GOR_CLOCK_EV_CALL;
        *value = (int)(*off / 1000);
        return 1;
    }
    idx -= ntens;
    if (!last) {
        static const int64_t before[2] = {5000, 2000};
        for (int j = 0; j < 2; j++) {
            if (P - before[j] <= 0)
                continue;
            if (idx-- == 0) {
                *off = P - before[j];
                *kind = GOR_CLOCK_EV_CALL;
                *value = (int)(*off / 1000);
                return 1;
            }
        }
        return 0;
    }
    for (int n = 1; n <= 10; n++) {
        int64_t at = P - 10000 + 1000 * n;
        if (at <= 0)
            continue;
        if (idx-- == 0) {
            *off = at;
            *kind = GOR_CLOCK_EV_COUNT;
            *value = n;
            return 1;
        }
    }
    return 0;
}

/* The first call-out after `used` ms of the period: the tens counted
 * at once (a long period has millions of them), the rest one by one. */
static int64_t first_mark_after(int64_t P, int last, int64_t used)
{
    int64_t k0;
    int64_t ntens = callout_tens(P, last, &k0);
    int64_t i = used / 10000 - k0 + 1; /* tens at or before `used` */
    int64_t off;
    int kind, value;
    if (i < 0)
        i = 0;
    if (i > ntens)
        i = ntens;
    while (callout(P, last, i, &off, &kind, &value) && off <= used)
        i++;
    return i;
}

/* ---- running the clock ------------------------------------------------ */

/* Running time until the running player's next event (FAR: none). */
static int64_t next_event(const gor_clock *c)
{
    const player *p = &c->p[c->running];
    const gor_clock_options *o = &c->o;
    if (o->system == GOR_CLOCK_NONE)
        return FAR;
    if (!p->overtime) {
        int64_t d = p->main;
        if (o->system == GOR_CLOCK_BRONSTEIN)
            d += p->delay;
        return d;
    }
    if (is_block(o))
        return p->block;
    /* byo-yomi */
    int64_t d = o->period_ms - p->used, off;
    int kind, value;
    if (!(o->flags & GOR_CLOCK_QUIET) &&
        callout(o->period_ms, p->periods == 1, p->mark, &off, &kind, &value) &&
        off - p->used < d)
        d = off - p->used;
    return d;
}

static void consume(gor_clock *c, int64_t dt)
{
    player *p = &c->p[c->running];
    if (dt <= 0 || c->o.system == GOR_CLOCK_NONE)
        return;
    if (!p->overtime) {
        if (c->o.system == GOR_CLOCK_BRONSTEIN) {
            int64_t free_ = dt < p->delay ? dt : p->delay;
            p->delay -= free_;
            dt -= free_;
        }
        p->main -= dt;
    } else if (is_block(&c->o)) {
        p->block -= dt;
    } else {
        p->used += dt;
    }
}

static void lose_on_time(gor_clock *c, gor_color who)
{
    c->p[who].flagged = 1;
    c->over = 1;
    c->loser = who;
    c->running = GOR_EMPTY;
}

/* What is due now for the running player (next_event() was 0). */
static void fire(gor_clock *c)
{
    gor_color who = c->running;
    player *p = &c->p[who];
    const gor_clock_options *o = &c->o;
    if (!p->overtime) {
        if (is_byo(o) || is_block(o)) {
            p->overtime = 1;
            p->main = 0;
            p->used = 0;
            p->mark = 0;
            p->block = o->period_ms;
            emit(c, GOR_CLOCK_EV_OVERTIME, who, c->now,
                 is_byo(o) ? p->periods : p->moves, 1);
            if (is_byo(o) && p->periods <= 0) {
                emit(c, GOR_CLOCK_EV_TIMEOUT, who, c->now, 0, 0);
                lose_on_time(c, who);
            }
        } else {
            p->main = 0;
            emit(c, GOR_CLOCK_EV_TIMEOUT, who, c->now, 0, 0);
            lose_on_time(c, who);
        }
        return;
    }
    if (is_block(o)) {
        emit(c, GOR_CLOCK_EV_TIMEOUT, who, c->now, 0, 0);
        lose_on_time(c, who);
        return;
    }
    int64_t off;
    int kind, value;
    if (!(o->flags & GOR_CLOCK_QUIET) &&
        callout(o->period_ms, p->periods == 1, p->mark, &off, &kind, &value) &&
        off == p->used) {
        emit(c, kind, who, c->now, value, 1);
        p->mark++;
        return;
    }
    /* the period is used up */
    p->used = 0;
    p->mark = 0;
    if (p->periods > 1) {
        p->periods--;
        emit(c, GOR_CLOCK_EV_PERIOD, who, c->now, p->periods, 1);
        return;
    }
    if (o->flags & GOR_CLOCK_TIMEOUT_PASS) {
        /* art. 22.5: a pass and a lost turn; the same byo-yomi goes on */
        emit(c, GOR_CLOCK_EV_TIMEOUT_PASS, who, c->now, 0, 1);
        p->presses++;
        push_record(c, who);
        /* two passes in a row end the game (art. 7): the clock stops */
        if (++c->timeout_passes >= 2) {
            c->running = GOR_EMPTY;
            return;
        }
        c->running = GOR_OTHER(who);
        c->p[c->running].delay = o->increment_ms;
        return;
    }
    p->periods = 0;
    emit(c, GOR_CLOCK_EV_TIMEOUT, who, c->now, 0, 1);
    lose_on_time(c, who);
}

/*
 * Byo-yomi time from c->now to `now` without its call-outs, once a call
 * has queued EVENTS_PER_CALL events: the periods used up are counted at
 * once and reported by one period event, so that the events and the work
 * of a call stay bounded whatever the times (periods of 2^42 ms have
 * millions of call-outs). Stops at the start of the last period's final
 * moment when the time runs out, for fire() to judge.
 */
static void catch_up(gor_clock *c, int64_t now)
{
    player *p = &c->p[c->running];
    const int64_t P = c->o.period_ms;
    int64_t span = now - c->now;
    if (span < P - p->used) {
        p->used += span;
    } else {
        int64_t after = span - (P - p->used); /* past the current period */
        int64_t whole = after / P;            /* further periods used up */
        if (whole + 1 < p->periods) {
            p->periods -= (int)(whole + 1);
            p->used = after % P;
            emit(c, GOR_CLOCK_EV_PERIOD, c->running, now - p->used,
                 p->periods, 1);
        } else {
            /* to the end of the last period: fire() times it out */
            int64_t left = (P - p->used) + (int64_t)(p->periods - 1) * P;
            if (p->periods > 1)
                emit(c, GOR_CLOCK_EV_PERIOD, c->running, c->now + left - P,
                     1, 1);
            p->periods = 1;
            p->used = P;
            now = c->now + left;
        }
    }
    p->mark = first_mark_after(P, p->periods == 1, p->used);
    c->now = now;
}

/* Events one call queues before catch_up() counts the rest at once. */
#define EVENTS_PER_CALL 4096

static int run_to(gor_clock *c, int64_t now)
{
    int st = reserve(c, 16);
    if (st != GOR_OK)
        return fail(c, st, "out of memory");
    if (c->running == GOR_EMPTY || c->paused || c->over) {
        c->now = now;
        return GOR_OK;
    }
    const size_t start = c->ev_len;
    for (;;) {
        if (c->ev_len - start >= EVENTS_PER_CALL && is_byo(&c->o) &&
            c->p[c->running].overtime) {
            catch_up(c, now);
            if (c->now == now && c->p[c->running].used < c->o.period_ms)
                return GOR_OK;
        }
        int64_t d = next_event(c);
        if (d > now - c->now)
            break;
        consume(c, d);
        c->now += d;
        fire(c);
        if (c->over || c->running == GOR_EMPTY)
            break;
    }
    if (!c->over && c->running != GOR_EMPTY)
        consume(c, now - c->now);
    c->now = now;
    return GOR_OK;
}

static int check_color(gor_clock *c, gor_color color)
{
    if (color != GOR_BLACK && color != GOR_WHITE)
        return fail(c, GOR_ECOLOR, "colour must be black or white");
    return GOR_OK;
}

int gor_clock_start(gor_clock *clock, gor_color color, int64_t now_ms)
{
    if (!clock)
        return GOR_EINVAL;
    if (check_color(clock, color) != GOR_OK)
        return GOR_ECOLOR;
    if (clock->started)
        return fail(clock, GOR_EINVAL, "the clock is already started");
    if (clock->over)
        return fail(clock, GOR_EGAMEOVER, "a player has already lost");
    if (now_ms < clock->now)
        return fail(clock, GOR_EINVAL, "timestamp %lld is before %lld",
                    (long long)now_ms, (long long)clock->now);
    clock->started = 1;
    clock->now = now_ms;
    clock->running = color;
    clock->p[color].delay = clock->o.increment_ms;
    /* a player with no main time at all starts in overtime at once */
    int st = run_to(clock, now_ms);
    return st < 0 ? st : GOR_OK;
}

int gor_clock_press(gor_clock *clock, gor_color color, int64_t now_ms)
{
    if (!clock)
        return GOR_EINVAL;
    if (check_color(clock, color) != GOR_OK)
        return GOR_ECOLOR;
    if (clock->over)
        return fail(clock, GOR_EGAMEOVER, "the game is over on the clock");
    if (!clock->started)
        return fail(clock, GOR_EINVAL, "the clock is not started");
    if (clock->paused)
        return fail(clock, GOR_EINVAL, "the clock is paused");
    if (now_ms < clock->now)
        return fail(clock, GOR_EINVAL, "timestamp %lld is before %lld",
                    (long long)now_ms, (long long)clock->now);
    if (clock->running == GOR_EMPTY)
        return fail(clock, GOR_EGAMEOVER, "the clock stopped after two "
                    "time-out passes in a row");
    if (clock->running != color)
        return fail(clock, GOR_ETURN, "it is %s's time, not %s's",
                    gor_color_name(clock->running), gor_color_name(color));
    int st = run_to(clock, now_ms);
    if (st < 0)
        return st;
    if (clock->over || clock->running != color)
        return 1; /* the time ran out first: a loss or a pass (art. 22.5) */
    player *p = &clock->p[color];
    const gor_clock_options *o = &clock->o;
    if (!p->overtime) {
        if (o->system == GOR_CLOCK_FISCHER)
            p->main += o->increment_ms;
    } else if (is_byo(o)) {
        p->used = 0;
        p->mark = 0;
    } else if (is_block(o)) {
        if (--p->moves == 0) {
            p->moves = o->period_moves;
            if (o->system == GOR_CLOCK_MOVES)
                p->block += o->period_ms;
            else
                p->block = o->period_ms;
        }
    }
    p->presses++;
    clock->timeout_passes = 0;
    clock->running = GOR_OTHER(color);
    push_record(clock, color);
    clock->p[clock->running].delay = o->increment_ms;
    st = run_to(clock, now_ms); /* the opponent may have no time at all */
    return st < 0 ? st : 0;
}

int gor_clock_advance(gor_clock *clock, int64_t now_ms)
{
    if (!clock)
        return GOR_EINVAL;
    if (now_ms < clock->now)
        return fail(clock, GOR_EINVAL, "timestamp %lld is before %lld",
                    (long long)now_ms, (long long)clock->now);
    size_t before = clock->ev_len;
    int st = run_to(clock, now_ms);
    if (st < 0)
        return st;
    return (int)(clock->ev_len - before);
}

int gor_clock_pause(gor_clock *clock, int64_t now_ms)
{
    if (!clock)
        return GOR_EINVAL;
    if (!clock->started || clock->paused)
        return fail(clock, GOR_EINVAL, clock->paused ? "already paused"
                                                     : "not started");
    if (now_ms < clock->now)
        return fail(clock, GOR_EINVAL, "timestamp %lld is before %lld",
                    (long long)now_ms, (long long)clock->now);
    int st = run_to(clock, now_ms);
    if (st < 0)
        return st;
    clock->paused = 1;
    return GOR_OK;
}

int gor_clock_resume(gor_clock *clock, int64_t now_ms)
{
    if (!clock)
        return GOR_EINVAL;
    if (!clock->paused)
        return fail(clock, GOR_EINVAL, "the clock is not paused");
    if (now_ms < clock->now)
        return fail(clock, GOR_EINVAL, "timestamp %lld is before %lld",
                    (long long)now_ms, (long long)clock->now);
    clock->now = now_ms;
    clock->paused = 0;
    return GOR_OK;
}

int gor_clock_late(gor_clock *clock, gor_color color, int64_t late_ms)
{
    if (!clock)
        return GOR_EINVAL;
    if (check_color(clock, color) != GOR_OK)
        return GOR_ECOLOR;
    if (late_ms < 0)
        return fail(clock, GOR_ERANGE, "lateness must not be negative");
    if (clock->over)
        return fail(clock, GOR_EGAMEOVER, "the game is over on the clock");
    int st = reserve(clock, 2);
    if (st != GOR_OK)
        return fail(clock, st, "out of memory");
    const gor_clock_options *o = &clock->o;
    player *p = &clock->p[color];
    if (o->late_limit_ms > 0 && late_ms > o->late_limit_ms) {
        emit(clock, GOR_CLOCK_EV_LATE_FORFEIT, color, clock->now, 0, 0);
        lose_on_time(clock, color);
        clock->lost_late = 1;
        return 1;
    }
    if (o->system == GOR_CLOCK_NONE || late_ms == 0)
        return 0;
    int64_t ded = late_ms > INT64_MAX / 4 ? INT64_MAX / 2 : 2 * late_ms;
    if (ded < p->main) {
        p->main -= ded;
        return 0;
    }
    int64_t excess = ded - p->main;
    p->main = 0;
    if (o->system == GOR_CLOCK_BYOYOMI && !p->overtime) {
        int64_t k = excess / o->period_ms;
        if (k >= p->periods) {
            p->periods = 0;
            emit(clock, GOR_CLOCK_EV_TIMEOUT, color, clock->now, 0, 0);
            lose_on_time(clock, color);
            return 1;
        }
        p->periods -= (int)k;
        return 0;
    }
    if (is_byo(o) || is_block(o))
        return 0;
    emit(clock, GOR_CLOCK_EV_TIMEOUT, color, clock->now, 0, 0);
    lose_on_time(clock, color);
    return 1;
}

int gor_clock_set(gor_clock *clock, gor_color color, const gor_clock_state *st)
{
    if (!clock || !st)
        return GOR_EINVAL;
    if (check_color(clock, color) != GOR_OK)
        return GOR_ECOLOR;
    if (clock->over)
        return fail(clock, GOR_EGAMEOVER, "the game is over on the clock");
    const gor_clock_options *o = &clock->o;
    player *p = &clock->p[color];
    if (st->main_ms < 0 || st->period_ms < 0 || st->periods < 0 ||
        st->moves < 0)
        return fail(clock, GOR_ERANGE, "times and counts must not be "
                                       "negative");
    if (o->system == GOR_CLOCK_NONE)
        return GOR_OK;
    if (st->main_ms > 0) {
        p->main = st->main_ms;
        p->overtime = 0;
        p->used = 0;
        p->mark = 0;
        p->periods = o->periods;
        p->moves = o->period_moves;
        p->block = o->period_ms;
        return GOR_OK;
    }
    if (is_byo(o)) {
        if (st->periods < 1 || st->periods > o->periods ||
            st->period_ms < 1 || st->period_ms > o->period_ms)
            return fail(clock, GOR_ERANGE, "byo-yomi needs 1 to %d periods "
                        "and 1 to %lld ms left in the period", o->periods,
                        (long long)o->period_ms);
        p->main = 0;
        p->overtime = 1;
        p->periods = st->periods;
        p->used = o->period_ms - st->period_ms;
        p->mark = first_mark_after(o->period_ms, p->periods == 1, p->used);
        return GOR_OK;
    }
    if (is_block(o)) {
        if (st->moves < 1 || st->moves > o->period_moves ||
            st->period_ms < 1)
            return fail(clock, GOR_ERANGE, "a block needs 1 to %d moves and "
                        "time left", o->period_moves);
        p->main = 0;
        p->overtime = 1;
        p->moves = st->moves;
        p->block = st->period_ms;
        return GOR_OK;
    }
    return fail(clock, GOR_ERANGE, "this clock system needs main time left");
}

int gor_clock_state_get(const gor_clock *clock, gor_color color,
                        gor_clock_state *out)
{
    if (!clock || !out)
        return GOR_EINVAL;
    if (color != GOR_BLACK && color != GOR_WHITE)
        return GOR_ECOLOR;
    fill_state(clock, color, out);
    return GOR_OK;
}

gor_color gor_clock_running(const gor_clock *clock)
{
    if (!clock || clock->paused || clock->over)
        return GOR_EMPTY;
    return clock->running;
}

gor_color gor_clock_loser(const gor_clock *clock)
{
    return clock ? clock->loser : GOR_EMPTY;
}

int gor_clock_end_game(const gor_clock *clock, gor_game *game)
{
    if (!clock || !game)
        return GOR_EINVAL;
    if (clock->loser == GOR_EMPTY)
        return 0;
    int st = gor_game_end(game, clock->lost_late ? GOR_END_FORFEIT
                                                 : GOR_END_TIME,
                          GOR_OTHER(clock->loser));
    return st < 0 ? st : 1;
}

int64_t gor_clock_now(const gor_clock *clock)
{
    return clock ? clock->now : 0;
}

size_t gor_clock_pending(const gor_clock *clock)
{
    return clock ? clock->ev_len : 0;
}

int gor_clock_poll(gor_clock *clock, gor_clock_event *out)
{
    if (!clock || !out)
        return GOR_EINVAL;
    if (!clock->ev_len)
        return 0;
    *out = clock->ev[clock->ev_head++];
    if (--clock->ev_len == 0)
        clock->ev_head = 0;
    return 1;
}

const char *gor_clock_last_error(const gor_clock *clock)
{
    return clock ? clock->err : "";
}

size_t gor_clock_record_count(const gor_clock *clock)
{
    return clock ? clock->rec_len : 0;
}

int gor_clock_record(const gor_clock *clock, size_t i, gor_color *color,
                     gor_clock_state *out)
{
    if (!clock)
        return GOR_EINVAL;
    if (i >= clock->rec_len)
        return GOR_ERANGE;
    if (color)
        *color = clock->rec[i].color;
    if (out)
        *out = clock->rec[i].st;
    return GOR_OK;
}

int gor_clock_event_text(const gor_clock_event *ev, int lang, char *buf,
                         size_t size)
{
    if (!ev || (lang != GOR_CLOCK_TEXT_ZH && lang != GOR_CLOCK_TEXT_EN) ||
        (!buf && size))
        return GOR_EINVAL;
    int zh = lang == GOR_CLOCK_TEXT_ZH;
    char tmp[8];
    if (!buf)
        buf = tmp, size = 0;
    switch (ev->kind) {
    case GOR_CLOCK_EV_CALL:
        return zh ? snprintf(buf, size, "%d秒", ev->value)
                  : snprintf(buf, size, "%d seconds", ev->value);
    case GOR_CLOCK_EV_COUNT:
        return snprintf(buf, size, "%d", ev->value);
    case GOR_CLOCK_EV_PERIOD:
        if (ev->period_s == 60)
            return zh ? snprintf(buf, size, "1分，还剩%d分", ev->value)
                      : snprintf(buf, size, "1 minute used, %d left",
                                 ev->value);
        return zh ? snprintf(buf, size, "%d秒，还剩%d次", ev->period_s,
                             ev->value)
                  : snprintf(buf, size, "%d seconds used, %d left",
                             ev->period_s, ev->value);
    case GOR_CLOCK_EV_OVERTIME:
        return zh ? snprintf(buf, size, "基本时限用完")
                  : snprintf(buf, size, "main time over");
    case GOR_CLOCK_EV_TIMEOUT:
        return zh ? snprintf(buf, size, "超时") : snprintf(buf, size, "time out");
    case GOR_CLOCK_EV_TIMEOUT_PASS:
        return zh ? snprintf(buf, size, "超时，弃权一次")
                  : snprintf(buf, size, "time out: a pass");
    case GOR_CLOCK_EV_LATE_FORFEIT:
        return zh ? snprintf(buf, size, "迟到判负")
                  : snprintf(buf, size, "late: loses");
    }
    return GOR_EINVAL;
}

int clock_record_push(gor_clock *clock, gor_color color,
                      const gor_clock_state *st)
{
    if (reserve(clock, 0) != GOR_OK)
        return GOR_ENOMEM;
    clock->rec[clock->rec_len].color = color;
    clock->rec[clock->rec_len].st = *st;
    clock->rec_len++;
    return GOR_OK;
}
