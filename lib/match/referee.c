/* SPDX-License-Identifier: MIT */
/*
 * referee.c - the referee of a competition game (gorules_referee.h):
 * penalties instead of refusals, the end of the game (Chinese Weiqi Rules
 * (2002), art. 21) and the reformed ruleset's opening and prediction.
 *
 * The referee keeps a list of steps, one per action. A step knows how many
 * game entries it made (so undo and redo move the game with it) and which
 * decisions it took. Everything else (warnings, statements, the count) is
 * read from the decisions of the current steps, so undo needs no state of
 * its own.
 */
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gorules_referee.h"
#include "core/numtext.h"
#include "core/sized.h"
#include "match/referee_internal.h"

/* ---------------------------------------------------------------- */

#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static int fail(gor_referee *r, int status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->err, sizeof r->err, fmt, ap);
    va_end(ap);
    return status;
}

static int valid_color(gor_color c)
{
    return c == GOR_BLACK || c == GOR_WHITE;
}

const char *referee_cname(gor_color c)
{
    return c == GOR_BLACK ? "B" : c == GOR_WHITE ? "W" : "-";
}

static const char *cword(gor_color c)
{
    return c == GOR_BLACK ? "Black" : c == GOR_WHITE ? "White" : "nobody";
}

/* Decisions of the current history: those of steps 0 .. cur-1. */
size_t referee_active_decisions(const gor_referee *r)
{
    if (!r->cur)
        return 0;
    const rstep *s = &r->steps[r->cur - 1];
    return s->d0 + s->nd;
}

static int count_warnings(const gor_referee *r, gor_color c)
{
    int n = 0;
    size_t nd = referee_active_decisions(r);
    for (size_t i = 0; i < nd; i++) {
        const gor_decision *d = &r->decs[i];
        if (d->color != c)
            continue;
        if (d->kind == GOR_DECISION_KO || d->kind == GOR_DECISION_TWICE ||
            d->kind == GOR_DECISION_TAKE_BACK ||
            d->kind == GOR_DECISION_WARNING)
            n++;
    }
    return n;
}

static const gor_decision *find_active(const gor_referee *r,
                                       gor_decision_kind kind, int player)
{
    size_t nd = referee_active_decisions(r);
    for (size_t i = nd; i-- > 0;)
        if (r->decs[i].kind == kind &&
            (player < 0 || r->decs[i].player == player))
            return &r->decs[i];
    return NULL;
}

/* Stone plays in the game's current history, counted up to `cap`. */
static int stones_played(const gor_referee *r, int cap)
{
    size_t n = gor_game_history_length(r->game);
    int k = 0;
    for (size_t i = 1; i <= n && k < cap; i++) {
        gor_move_info m;
        if (gor_game_move(r->game, i, &m) == GOR_OK &&
            m.kind == GOR_MOVE_PLAY)
            k++;
    }
    return k;
}

static int opening_stones(const gor_referee *r)
{
    if (r->code != GOR_REFEREE_REFORMED)
        return 0;
    return gor_rules_free_opening(gor_game_rules(r->game));
}

gor_referee_phase gor_referee_phase_of(const gor_referee *r)
{
    if (!r)
        return GOR_PHASE_PLAY;
    if (gor_game_end_reason(r->game) != GOR_END_NONE)
        return find_active(r, GOR_DECISION_COUNT, -1) ? GOR_PHASE_COUNT
                                                       : GOR_PHASE_OVER;
    int open = opening_stones(r);
    if (open > 0) {
        if (stones_played(r, open) < open)
            return GOR_PHASE_OPENING;
        if (!find_active(r, GOR_DECISION_SETTLED, -1))
            return GOR_PHASE_PREDICTION;
    }
    return GOR_PHASE_PLAY;
}

/* ---- steps -------------------------------------------------------- */

static int grow(void **p, size_t *cap, size_t need, size_t elem)
{
    if (need <= *cap)
        return GOR_OK;
    size_t n = *cap ? *cap * 2 : 16;
    while (n < need)
        n *= 2;
    void *q = realloc(*p, n * elem);
    if (!q)
        return GOR_ENOMEM;
    *p = q;
    *cap = n;
    return GOR_OK;
}

/*
 * Start a step: drop the undone steps and their decisions, make room.
 * Every game call of the step comes after this; end_step() closes it.
 */
static int begin_step(gor_referee *r, size_t max_decisions)
{
    if (grow((void **)&r->steps, &r->cap, r->cur + 1, sizeof *r->steps) ||
        grow((void **)&r->decs, &r->capdecs,
             referee_active_decisions(r) + max_decisions, sizeof *r->decs))
        return fail(r, GOR_ENOMEM, "out of memory");
    r->total = r->cur;
    r->ndecs = referee_active_decisions(r);
    rstep *s = &r->steps[r->cur];
    memset(s, 0, sizeof *s);
    s->d0 = r->ndecs;
    s->at = r->now;
    r->open_entries = gor_game_history_length(r->game);
    return GOR_OK;
}

static gor_decision *add_decision(gor_referee *r, gor_decision_kind kind,
                                  gor_color c)
{
    rstep *s = &r->steps[r->cur];
    gor_decision *d = &r->decs[s->d0 + s->nd++];
    memset(d, 0, sizeof *d);
    d->size = sizeof *d;
    d->kind = kind;
    d->color = c;
    d->point = GOR_NO_POINT;
    d->from = GOR_NO_POINT;
    d->player = -1;
    d->at_ms = r->now;
    d->step = r->cur + 1;
    return d;
}

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void end_step(gor_referee *r, const char *fmt, ...)
{
    rstep *s = &r->steps[r->cur];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(s->action, sizeof s->action, fmt, ap);
    va_end(ap);
    s->entries = gor_game_history_length(r->game) - r->open_entries;
    r->cur++;
    r->total = r->cur;
    r->ndecs = s->d0 + s->nd;
    r->err[0] = 0;
}

/* Undo the game entries of a step that failed half-way. */
static void abandon_step(gor_referee *r)
{
    while (gor_game_history_length(r->game) > r->open_entries)
        gor_game_undo(r->game);
}

/* A warning for c (in the open step); the second one loses. */
static gor_decision *warn(gor_referee *r, gor_decision_kind kind, gor_color c)
{
    int n = count_warnings(r, c);
    rstep *s = &r->steps[r->cur];
    for (size_t i = s->d0; i < s->d0 + s->nd; i++)
        if (r->decs[i].color == c &&
            (r->decs[i].kind == GOR_DECISION_KO ||
             r->decs[i].kind == GOR_DECISION_TWICE ||
             r->decs[i].kind == GOR_DECISION_TAKE_BACK ||
             r->decs[i].kind == GOR_DECISION_WARNING))
            n++;
    gor_decision *d = add_decision(r, kind, c);
    d->warnings = n + 1;
    if (n + 1 >= 2 && gor_game_end_reason(r->game) == GOR_END_NONE) {
        gor_decision *l = add_decision(r, GOR_DECISION_WARNINGS_LOSS, c);
        l->warnings = n + 1;
        gor_game_end(r->game, GOR_END_FORFEIT, GOR_OTHER(c));
        return l;
    }
    return d;
}

/* ---- life cycle ---------------------------------------------------- */

int gor_referee_new(gor_referee **out, int width, int height,
                    const gor_rules *rules, gor_referee_code code)
{
    if (!out)
        return GOR_EINVAL;
    *out = NULL;
    if (code != GOR_REFEREE_CHINESE && code != GOR_REFEREE_CLUB &&
        code != GOR_REFEREE_REFORMED)
        return GOR_EINVAL;
    gor_rules *own = NULL;
    if (!rules) {
        int st = gor_rules_new(&own, code == GOR_REFEREE_REFORMED
                                         ? "prediction" : "chinese");
        if (st)
            return st;
        rules = own;
    }
    if (code == GOR_REFEREE_REFORMED &&
        (gor_rules_first_player(rules) != GOR_WHITE ||
         gor_rules_free_opening(rules) < 1)) {
        gor_rules_free(own);
        return GOR_EINVAL;
    }
    gor_referee *r = calloc(1, sizeof *r);
    if (!r) {
        gor_rules_free(own);
        return GOR_ENOMEM;
    }
    int st = gor_game_new(&r->game, width, height, rules);
    gor_rules_free(own);
    if (st) {
        free(r);
        return st;
    }
    r->code = code;
    *out = r;
    return GOR_OK;
}

void gor_referee_free(gor_referee *r)
{
    if (!r)
        return;
    gor_game_free(r->game);
    free(r->steps);
    free(r->decs);
    free(r);
}

const gor_game *gor_referee_game(const gor_referee *r)
{
    return r ? r->game : NULL;
}

gor_referee_code gor_referee_code_of(const gor_referee *r)
{
    return r ? r->code : GOR_REFEREE_CHINESE;
}

const char *gor_referee_last_error(const gor_referee *r)
{
    return r ? r->err : "";
}

int64_t gor_referee_time(const gor_referee *r)
{
    return r ? r->now : 0;
}

/* ---- the prediction phase's clock ----------------------------------- */

/* When player's prediction time started (the third free stone for the
 * first player, the fourth for the second), or -1 if it has not. */
static int64_t prediction_start(const gor_referee *r, int player)
{
    int want = player == 0 ? 3 : 4, k = 0;
    for (size_t i = 0; i < r->cur; i++) {
        const char *a = r->steps[i].action;
        if (!strncmp(a, "play ", 5) && r->steps[i].nd == 0 &&
            r->steps[i].entries == 1 && strcmp(a + 7, "pass") != 0) {
            if (++k == want)
                return r->steps[i].at;
        }
    }
    return -1;
}

/* The prediction time limit in force (a step of the history), 0 = none. */
static int64_t current_limit(const gor_referee *r)
{
    for (size_t i = r->cur; i-- > 0;)
        if (r->steps[i].has_limit)
            return r->steps[i].limit;
    return 0;
}

/* The player whose deadline is past at `now` (the earlier deadline
 * first), or -1. */
int referee_late_predictor(const gor_referee *r, int64_t now)
{
    int64_t limit = current_limit(r);
    if (!limit || gor_referee_phase_of(r) != GOR_PHASE_PREDICTION)
        return -1;
    for (int p = 0; p < 2; p++) {
        int64_t t0 = prediction_start(r, p);
        if (t0 >= 0 && !find_active(r, GOR_DECISION_PREDICTION, p) &&
            now - t0 >= limit)
            return p;
    }
    return -1;
}

/* The player's provisional colour before the prediction settles: the
 * first player placed the first White stone. */
gor_color gor_referee_player_color(const gor_referee *r, int player)
{
    if (!r || (player != 0 && player != 1))
        return GOR_EMPTY;
    if (r->code == GOR_REFEREE_REFORMED) {
        const gor_decision *s = find_active(r, GOR_DECISION_SETTLED, -1);
        int white = s ? s->player : 0;
        return player == white ? GOR_WHITE : GOR_BLACK;
    }
    gor_color first = gor_rules_first_player(gor_game_rules(r->game));
    return player == 0 ? first : GOR_OTHER(first);
}

int referee_lose_prediction(gor_referee *r, int player, const char *action)
{
    int st = begin_step(r, 1);
    if (st)
        return st;
    gor_color c = gor_referee_player_color(r, player);
    gor_decision *d = add_decision(r, GOR_DECISION_PREDICTION_TIMEOUT, c);
    d->player = player;
    st = gor_game_end(r->game, GOR_END_TIME, GOR_OTHER(c));
    if (st) {
        abandon_step(r);
        return fail(r, st, "%s", gor_game_last_error(r->game));
    }
    end_step(r, "%s", action);
    return 1;
}

int gor_referee_set_time(gor_referee *r, int64_t now_ms)
{
    if (!r)
        return GOR_EINVAL;
    if (now_ms < r->now)
        return fail(r, GOR_ERANGE, "time %lld is before the referee's %lld",
                    (long long)now_ms, (long long)r->now);
    int p = referee_late_predictor(r, now_ms);
    r->now = now_ms;
    if (p >= 0)
        return referee_lose_prediction(r, p, "clock");
    return 0;
}

int gor_referee_set_prediction_limit(gor_referee *r, int64_t limit_ms)
{
    if (!r)
        return GOR_EINVAL;
    if (limit_ms < 0)
        return fail(r, GOR_ERANGE, "negative time limit");
    if (gor_referee_phase_of(r) != GOR_PHASE_OPENING)
        return fail(r, GOR_EINVAL, "the limit is set before the prediction "
                    "phase starts");
    int st = begin_step(r, 0);
    if (st)
        return st;
    r->steps[r->cur].has_limit = 1;
    r->steps[r->cur].limit = limit_ms;
    end_step(r, "limit %lld", (long long)limit_ms);
    return GOR_OK;
}

/* ---- actions --------------------------------------------------------- */

static int game_over(gor_referee *r, const char *what)
{
    return fail(r, GOR_EGAMEOVER, "%s: the game is over", what);
}

int gor_referee_nigiri(gor_referee *r, int hidden, int shown,
                       int *guesser_first)
{
    if (!r || !guesser_first)
        return GOR_EINVAL;
    if (hidden < 1)
        return fail(r, GOR_ERANGE, "nigiri: no stone hidden");
    if (shown != 1 && shown != 2)
        return fail(r, GOR_EINVAL, "nigiri: show one stone or two");
    if (gor_game_history_length(r->game) || find_active(r, GOR_DECISION_NIGIRI, -1))
        return fail(r, GOR_EINVAL, "nigiri: only once, before the first move");
    gor_color first = gor_rules_first_player(gor_game_rules(r->game));
    gor_color guesser;
    int st = gor_nigiri(hidden, shown, first, &guesser);
    if (st)
        return fail(r, st, "nigiri");
    if ((st = begin_step(r, 1)))
        return st;
    gor_decision *d = add_decision(r, GOR_DECISION_NIGIRI, GOR_EMPTY);
    d->player = guesser == first;
    d->value = hidden;
    d->status = shown;
    end_step(r, "nigiri %d %d", hidden, shown);
    *guesser_first = guesser == first;
    return GOR_OK;
}

void referee_point_sgf(const gor_referee *r, gor_point p, char buf[8])
{
    if (p == GOR_PASS) {
        strcpy(buf, "pass");
        return;
    }
    if (gor_point_to_sgf(gor_game_width(r->game), gor_game_height(r->game),
                         p, buf, 8) < 0)
        strcpy(buf, "?");
}

/* Who last put a stone down (a void one included) or passed, GOR_EMPTY
 * if nobody: only that player can play twice in a row. */
static gor_color last_mover(const gor_referee *r)
{
    for (size_t i = r->cur; i-- > 0;)
        if (r->steps[i].mover != GOR_EMPTY)
            return r->steps[i].mover;
    return GOR_EMPTY;
}

int gor_referee_play(gor_referee *r, gor_color c, gor_point p,
                     gor_decision_kind *kind)
{
    if (!r)
        return GOR_EINVAL;
    if (kind)
        *kind = GOR_DECISION_NONE;
    if (!valid_color(c))
        return fail(r, GOR_ECOLOR, "play: not a colour");
    int w = gor_game_width(r->game), h = gor_game_height(r->game);
    if (p != GOR_PASS && (p < 0 || p >= w * h))
        return fail(r, GOR_EOFFBOARD, "play: the point is not on the board");
    gor_referee_phase ph = gor_referee_phase_of(r);
    if (ph == GOR_PHASE_OVER || ph == GOR_PHASE_COUNT)
        return game_over(r, "play");
    if (ph == GOR_PHASE_PREDICTION)
        return fail(r, GOR_ETURN, "play: the prediction phase (both "
                    "statements are opened before White moves)");
    char pt[8];
    referee_point_sgf(r, p, pt);
    gor_color to_move = gor_game_to_move(r->game);
    int st = gor_game_legal(r->game, c, p);
    if (ph == GOR_PHASE_OPENING) {
        if (c != to_move)
            return fail(r, GOR_ETURN, "the free opening: %s places the "
                        "next stone", cword(to_move));
        if (st)
            return fail(r, st, "the free opening: %s",
                        gor_strerror(st));
    } else if (c != to_move) {
        if (p == GOR_PASS || last_mover(r) != c)
            return fail(r, GOR_ETURN, "%s: it is %s's turn",
                        p == GOR_PASS ? "pass" : "play", cword(to_move));
        /* Playing twice (art. 17.2): void and a warning; under the club
         * rules the game is lost. */
        if ((st = begin_step(r, 2)))
            return st;
        if (r->code == GOR_REFEREE_CLUB) {
            gor_decision *d = add_decision(r, GOR_DECISION_TWICE_LOSS, c);
            d->warnings = count_warnings(r, c);
            gor_game_end(r->game, GOR_END_FORFEIT, GOR_OTHER(c));
        } else {
            warn(r, GOR_DECISION_TWICE, c);
        }
        r->decs[r->steps[r->cur].d0].point = p;
        if (kind)
            *kind = r->decs[r->steps[r->cur].d0].kind;
        r->steps[r->cur].mover = c;
        end_step(r, "play %s %s", referee_cname(c), pt);
        return GOR_OK;
    }
    if (st == GOR_OK) {
        if ((st = begin_step(r, 0)))
            return st;
        st = gor_game_play(r->game, c, p);
        if (st) {
            abandon_step(r);
            return fail(r, st, "%s", gor_game_last_error(r->game));
        }
        r->steps[r->cur].mover = c;
        end_step(r, "play %s %s", referee_cname(c), pt);
        return GOR_OK;
    }
    if (st != GOR_EOCCUPIED && st != GOR_ESUICIDE && st != GOR_ESUPERKO &&
        st != GOR_EKO)
        return fail(r, st, "%s", gor_strerror(st));
    /* A stone on a forbidden point (art. 19) or a ko retaken without a
     * threat (art. 18.3): void, and the turn passes to the opponent. */
    int illegal = st;
    /* Under a superko rule the immediate retake of a ko is refused as a
     * repetition; it is still the ko of art. 18.3. */
    if (illegal == GOR_ESUPERKO && p == gor_game_ko_point(r->game))
        illegal = GOR_EKO;
    if ((st = begin_step(r, 2)))
        return st;
    st = gor_game_set_to_move(r->game, GOR_OTHER(c));
    if (st) {
        abandon_step(r);
        return fail(r, st, "%s", gor_game_last_error(r->game));
    }
    gor_decision *first;
    if (illegal == GOR_EKO) {
        warn(r, GOR_DECISION_KO, c);
    } else {
        add_decision(r, GOR_DECISION_FORBIDDEN, c)->warnings =
            count_warnings(r, c);
    }
    first = &r->decs[r->steps[r->cur].d0];
    first->point = p;
    first->status = illegal;
    if (kind)
        *kind = first->kind;
    r->steps[r->cur].mover = c;
    end_step(r, "play %s %s", referee_cname(c), pt);
    return GOR_OK;
}

int gor_referee_warn(gor_referee *r, gor_color c)
{
    if (!r)
        return GOR_EINVAL;
    if (!valid_color(c))
        return fail(r, GOR_ECOLOR, "warn: not a colour");
    if (gor_game_end_reason(r->game) != GOR_END_NONE)
        return game_over(r, "warn");
    int st = begin_step(r, 2);
    if (st)
        return st;
    warn(r, GOR_DECISION_WARNING, c);
    end_step(r, "warn %s", referee_cname(c));
    return GOR_OK;
}

int gor_referee_take_back(gor_referee *r, gor_color c)
{
    if (!r)
        return GOR_EINVAL;
    if (!valid_color(c))
        return fail(r, GOR_ECOLOR, "take back: not a colour");
    if (gor_game_end_reason(r->game) != GOR_END_NONE)
        return game_over(r, "take back");
    /* c's last stone, and whether the opponent has replied since. */
    size_t n = gor_game_history_length(r->game);
    int found = 0, replied = 0;
    gor_point at = GOR_NO_POINT;
    for (size_t i = n; i >= 1 && !found; i--) {
        gor_move_info m;
        gor_game_move(r->game, i, &m);
        if (m.kind != GOR_MOVE_PLAY && m.kind != GOR_MOVE_PASS)
            continue;
        if (m.color == c && m.kind == GOR_MOVE_PLAY) {
            found = 1;
            at = m.point;
        } else if (m.color != c) {
            replied = 1;
        }
    }
    if (!found)
        return fail(r, GOR_ENOMOVE, "take back: %s has played no stone",
                    cword(c));
    int st = begin_step(r, 2);
    if (st)
        return st;
    if (r->code == GOR_REFEREE_REFORMED ||
        (r->code == GOR_REFEREE_CLUB && replied)) {
        gor_decision *d = add_decision(r, GOR_DECISION_TAKE_BACK_LOSS, c);
        d->warnings = count_warnings(r, c);
        gor_game_end(r->game, GOR_END_FORFEIT, GOR_OTHER(c));
    } else {
        warn(r, GOR_DECISION_TAKE_BACK, c);
    }
    r->decs[r->steps[r->cur].d0].point = at;
    end_step(r, "take-back %s", referee_cname(c));
    return GOR_OK;
}

int gor_referee_ruling(gor_referee *r, gor_decision_kind ruling,
                       gor_color offender, gor_point from, gor_point to)
{
    if (!r)
        return GOR_EINVAL;
    if (offender != GOR_EMPTY && !valid_color(offender))
        return fail(r, GOR_ECOLOR, "ruling: not a colour");
    if (gor_game_end_reason(r->game) != GOR_END_NONE)
        return game_over(r, "ruling");
    int w = gor_game_width(r->game), h = gor_game_height(r->game);
    gor_color stone = GOR_EMPTY;
    switch (ruling) {
    case GOR_DECISION_MOVED_BACK:
    case GOR_DECISION_DRAW:
    case GOR_DECISION_REPLAY:
        break;
    case GOR_DECISION_LOSS:
        if (!valid_color(offender))
            return fail(r, GOR_ECOLOR, "ruling: a loss needs the offender");
        break;
    case GOR_DECISION_MOVED_VALID:
        if (from < 0 || from >= w * h || to < 0 || to >= w * h ||
            (stone = gor_game_at(r->game, from)) == GOR_EMPTY ||
            gor_game_at(r->game, to) != GOR_EMPTY)
            return fail(r, GOR_EINVAL, "ruling: the moved stone must go "
                        "from a stone to an empty point");
        break;
    default:
        return fail(r, GOR_EINVAL, "ruling: not a ruling on moved or "
                    "scattered stones");
    }
    int st = begin_step(r, 1);
    if (st)
        return st;
    if (ruling == GOR_DECISION_MOVED_VALID) {
        const gor_point *b = stone == GOR_BLACK ? &to : NULL;
        const gor_point *wh = stone == GOR_WHITE ? &to : NULL;
        st = gor_game_setup_position(r->game, b, b ? 1 : 0, wh, wh ? 1 : 0,
                                     &from, 1, GOR_EMPTY);
    } else if (ruling == GOR_DECISION_DRAW || ruling == GOR_DECISION_REPLAY) {
        st = gor_game_end(r->game, GOR_END_VOID, GOR_EMPTY);
    } else if (ruling == GOR_DECISION_LOSS) {
        st = gor_game_end(r->game, GOR_END_FORFEIT, GOR_OTHER(offender));
    }
    if (st) {
        abandon_step(r);
        return fail(r, st, "ruling: %s", gor_game_last_error(r->game));
    }
    gor_decision *d = add_decision(r, ruling, offender);
    d->warnings = valid_color(offender) ? count_warnings(r, offender) : 0;
    char f[8], t[8];
    if (ruling == GOR_DECISION_MOVED_VALID) {
        d->from = from;
        d->point = to;
        d->value = stone;
        referee_point_sgf(r, from, f);
        referee_point_sgf(r, to, t);
        end_step(r, "ruling moved-valid %s %s %s", referee_cname(offender), f, t);
    } else {
        static const char *names[] = {"moved-back", "", "draw", "replay",
                                      "loss"};
        end_step(r, "ruling %s %s", names[ruling - GOR_DECISION_MOVED_BACK],
                 referee_cname(offender));
    }
    return GOR_OK;
}

int gor_referee_time_out(gor_referee *r, gor_color c, int as_pass)
{
    if (!r)
        return GOR_EINVAL;
    if (!valid_color(c))
        return fail(r, GOR_ECOLOR, "time out: not a colour");
    if (gor_game_end_reason(r->game) != GOR_END_NONE)
        return game_over(r, "time out");
    if (as_pass && (c != gor_game_to_move(r->game) ||
                    gor_referee_phase_of(r) != GOR_PHASE_PLAY))
        return fail(r, GOR_ETURN, "time out: a pass is only for the "
                    "player to move in play");
    int st = begin_step(r, 1);
    if (st)
        return st;
    st = as_pass ? gor_game_play(r->game, c, GOR_PASS)
                 : gor_game_end(r->game, GOR_END_TIME, GOR_OTHER(c));
    if (st) {
        abandon_step(r);
        return fail(r, st, "time out: %s", gor_game_last_error(r->game));
    }
    add_decision(r, as_pass ? GOR_DECISION_TIMEOUT_PASS : GOR_DECISION_TIMEOUT,
                 c)->warnings = count_warnings(r, c);
    if (as_pass)
        r->steps[r->cur].mover = c;
    end_step(r, "timeout %s %d", referee_cname(c), as_pass ? 1 : 0);
    return GOR_OK;
}

int gor_referee_propose_end(gor_referee *r, gor_color c)
{
    if (!r)
        return GOR_EINVAL;
    if (!valid_color(c))
        return fail(r, GOR_ECOLOR, "propose end: not a colour");
    gor_referee_phase ph = gor_referee_phase_of(r);
    if (ph == GOR_PHASE_OVER || ph == GOR_PHASE_COUNT)
        return game_over(r, "propose end");
    if (ph != GOR_PHASE_PLAY)
        return fail(r, ph == GOR_PHASE_OPENING ? GOR_EPASS : GOR_ETURN,
                    "propose end: not before the game proper");
    if (c != gor_game_to_move(r->game))
        return fail(r, GOR_ETURN, "propose end: the player to move "
                    "proposes (art. 21.1)");
    int st = begin_step(r, 1);
    if (st)
        return st;
    st = gor_game_play(r->game, c, GOR_PASS);
    if (st) {
        abandon_step(r);
        return fail(r, st, "propose end: %s", gor_game_last_error(r->game));
    }
    add_decision(r, GOR_DECISION_END_PROPOSED, c);
    r->steps[r->cur].mover = c;
    end_step(r, "propose %s", referee_cname(c));
    return GOR_OK;
}

int gor_referee_agree_end(gor_referee *r, gor_color c)
{
    if (!r)
        return GOR_EINVAL;
    if (!valid_color(c))
        return fail(r, GOR_ECOLOR, "agree: not a colour");
    if (gor_game_end_reason(r->game) != GOR_END_NONE)
        return game_over(r, "agree");
    const rstep *last = r->cur ? &r->steps[r->cur - 1] : NULL;
    if (!last || last->nd != 1 ||
        r->decs[last->d0].kind != GOR_DECISION_END_PROPOSED ||
        r->decs[last->d0].color != GOR_OTHER(c))
        return fail(r, GOR_EINVAL, "agree: %s has not just proposed the end",
                    cword(GOR_OTHER(c)));
    int st = begin_step(r, 1);
    if (st)
        return st;
    st = gor_game_end(r->game, GOR_END_AGREEMENT, GOR_EMPTY);
    if (st) {
        abandon_step(r);
        return fail(r, st, "agree: %s", gor_game_last_error(r->game));
    }
    add_decision(r, GOR_DECISION_END_AGREED, c);
    end_step(r, "agree %s", referee_cname(c));
    return GOR_OK;
}

static int ended_by_count(const gor_referee *r)
{
    gor_end e = gor_game_end_reason(r->game);
    return e == GOR_END_PASSES || e == GOR_END_AGREEMENT;
}

int gor_referee_dispute(gor_referee *r, gor_color claims_dead)
{
    if (!r)
        return GOR_EINVAL;
    if (!valid_color(claims_dead))
        return fail(r, GOR_ECOLOR, "dispute: not a colour");
    if (gor_referee_phase_of(r) == GOR_PHASE_COUNT)
        return fail(r, GOR_EGAMEOVER, "dispute: the count has started; "
                    "the game cannot be reopened (art. 21.3)");
    if (!ended_by_count(r))
        return fail(r, GOR_EINVAL, "dispute: the game has not ended by "
                    "agreement or passes");
    int st = begin_step(r, 1);
    if (st)
        return st;
    st = gor_game_resume(r->game);
    if (!st)
        st = gor_game_set_to_move(r->game, claims_dead);
    if (st) {
        abandon_step(r);
        return fail(r, st, "dispute: %s", gor_game_last_error(r->game));
    }
    add_decision(r, GOR_DECISION_DISPUTE, claims_dead);
    end_step(r, "dispute %s", referee_cname(claims_dead));
    return GOR_OK;
}

int gor_referee_start_count(gor_referee *r)
{
    if (!r)
        return GOR_EINVAL;
    if (gor_referee_phase_of(r) == GOR_PHASE_COUNT)
        return fail(r, GOR_EGAMEOVER, "count: started already");
    if (!ended_by_count(r))
        return fail(r, GOR_EINVAL, "count: the game has not ended by "
                    "agreement or passes");
    int st = begin_step(r, 1);
    if (st)
        return st;
    add_decision(r, GOR_DECISION_COUNT, GOR_EMPTY);
    end_step(r, "count");
    return GOR_OK;
}

int gor_referee_resign(gor_referee *r, gor_color c)
{
    if (!r)
        return GOR_EINVAL;
    if (!valid_color(c))
        return fail(r, GOR_ECOLOR, "resign: not a colour");
    if (gor_game_end_reason(r->game) != GOR_END_NONE)
        return game_over(r, "resign");
    int st = begin_step(r, 1);
    if (st)
        return st;
    st = gor_game_resign(r->game, c);
    if (st) {
        abandon_step(r);
        return fail(r, st, "resign: %s", gor_game_last_error(r->game));
    }
    add_decision(r, GOR_DECISION_RESIGN, c);
    end_step(r, "resign %s", referee_cname(c));
    return GOR_OK;
}

/* ---- the prediction phase --------------------------------------------- */

int gor_referee_predict(gor_referee *r, int player, double white_lead)
{
    if (!r)
        return GOR_EINVAL;
    if (player != 0 && player != 1)
        return fail(r, GOR_ERANGE, "predict: the player is 0 or 1");
    if (!(fabs(white_lead) <= 10000) ||
        floor(white_lead * 4) != white_lead * 4)
        return fail(r, GOR_ERANGE, "predict: a lead in quarter stones "
                    "within 10000");
    if (gor_referee_phase_of(r) != GOR_PHASE_PREDICTION)
        return fail(r, GOR_EINVAL, "predict: not the prediction phase");
    if (find_active(r, GOR_DECISION_PREDICTION, player))
        return fail(r, GOR_EINVAL, "predict: player %d has stated already",
                    player);
    int64_t t0 = prediction_start(r, player);
    int64_t limit = current_limit(r);
    int late = limit && t0 >= 0 && r->now - t0 >= limit;
    char v[32];
    numtext_format(white_lead, 2, v, sizeof v);
    if (late) {
        char action[48];
        snprintf(action, sizeof action, "predict %d %s", player, v);
        int lost = referee_lose_prediction(r, player, action);
        return lost < 0 ? lost : GOR_OK;
    }
    const gor_decision *other = find_active(r, GOR_DECISION_PREDICTION,
                                            1 - player);
    gor_prediction pred = GOR_PREDICTION_INIT;
    int st;
    if (other) {
        double first = player == 0 ? white_lead : other->value;
        double second = player == 0 ? other->value : white_lead;
        st = gor_prediction_settle(first, second, &pred);
        if (st)
            return fail(r, st, "predict");
    }
    st = begin_step(r, 2);
    if (st)
        return st;
    gor_decision *d = add_decision(r, GOR_DECISION_PREDICTION, GOR_EMPTY);
    d->player = player;
    d->value = white_lead;
    if (other) {
        gor_decision *s = add_decision(r, GOR_DECISION_SETTLED, GOR_WHITE);
        s->player = pred.white_player;
        s->value = pred.threshold;
    }
    end_step(r, "predict %d %s", player, v);
    return GOR_OK;
}

int gor_referee_prediction(const gor_referee *r, gor_prediction *out)
{
    if (!r || !out || !sized_ok(out, PREDICTION_SIZE_1_0))
        return GOR_EINVAL;
    const gor_decision *s = find_active(r, GOR_DECISION_SETTLED, -1);
    if (!s)
        return GOR_ENOMOVE;
    double v[2] = {0, 0};
    for (int p = 0; p < 2; p++)
        v[p] = find_active(r, GOR_DECISION_PREDICTION, p)->value;
    gor_prediction pred = GOR_PREDICTION_INIT;
    int st = gor_prediction_settle(v[0], v[1], &pred);
    if (st)
        return st;
    sized_store(out, &pred, sizeof pred);
    return GOR_OK;
}

int gor_referee_opening_player(const gor_referee *r)
{
    if (!r || gor_referee_phase_of(r) != GOR_PHASE_OPENING)
        return -1;
    /* White by the first player, Black by the second, White by the
     * second, Black by the first (then the same order again). */
    static const int order[4] = {0, 1, 1, 0};
    return order[stones_played(r, INT_MAX) % 4];
}

/* ---- reading back ------------------------------------------------------ */

int gor_referee_warnings(const gor_referee *r, gor_color c)
{
    return r && valid_color(c) ? count_warnings(r, c) : 0;
}

size_t gor_referee_decision_count(const gor_referee *r)
{
    return r ? referee_active_decisions(r) : 0;
}

int gor_referee_decision(const gor_referee *r, size_t i, gor_decision *out)
{
    if (!r || !out || !sized_ok(out, DECISION_SIZE_1_0))
        return GOR_EINVAL;
    if (i >= referee_active_decisions(r))
        return GOR_ENOMOVE;
    sized_store(out, &r->decs[i], sizeof r->decs[i]);
    return GOR_OK;
}

size_t gor_referee_steps(const gor_referee *r)
{
    return r ? r->cur : 0;
}

int gor_referee_undo(gor_referee *r)
{
    if (!r)
        return GOR_EINVAL;
    if (!r->cur)
        return fail(r, GOR_ENOMOVE, "undo: nothing to undo");
    const rstep *s = &r->steps[r->cur - 1];
    for (size_t k = 0; k < s->entries; k++)
        gor_game_undo(r->game);
    r->cur--;
    r->err[0] = 0;
    return GOR_OK;
}

int gor_referee_redo(gor_referee *r)
{
    if (!r)
        return GOR_EINVAL;
    if (r->cur >= r->total)
        return fail(r, GOR_ENOMOVE, "redo: nothing to redo");
    const rstep *s = &r->steps[r->cur];
    for (size_t k = 0; k < s->entries; k++)
        gor_game_redo(r->game);
    r->cur++;
    r->err[0] = 0;
    return GOR_OK;
}

/* ---- the count and the result ------------------------------------------ */

static void score_opts(const gor_referee *r, const gor_score_options *opts,
                       gor_score_options *o)
{
    gor_score_options_init(o);
    if (opts) {
        size_t n = opts->version >= 2 ? sizeof *o
                                      : offsetof(gor_score_options, territory);
        memcpy(o, opts, n);
    }
    o->penalty[GOR_EMPTY] = 0;
    o->penalty[GOR_BLACK] = count_warnings(r, GOR_BLACK);
    o->penalty[GOR_WHITE] = count_warnings(r, GOR_WHITE);
}

int gor_referee_score(const gor_referee *r, const gor_score_options *opts,
                      gor_score *out)
{
    if (!r || !out)
        return GOR_EINVAL;
    gor_score_options o;
    score_opts(r, opts, &o);
    return gor_game_score(r->game, &o, out, NULL, 0);
}

int gor_referee_result(const gor_referee *r, const gor_score_options *opts,
                       gor_result *out)
{
    if (!r || !out || !sized_ok(out, RESULT_SIZE_1_0))
        return GOR_EINVAL;
    gor_result res = GOR_RESULT_INIT;
    gor_end end = gor_game_end_reason(r->game);
    /* A ruling that ended the game is the last decision. */
    size_t nd = referee_active_decisions(r);
    const gor_decision *last = nd ? &r->decs[nd - 1] : NULL;
    if (end != GOR_END_NONE && last) {
        switch (last->kind) {
        case GOR_DECISION_DRAW:
            res.outcome = GOR_OUTCOME_DRAW;
            res.end = GOR_END_FORFEIT;
            sized_store(out, &res, sizeof res);
            return GOR_OK;
        case GOR_DECISION_REPLAY:
            res.outcome = GOR_OUTCOME_NO_RESULT;
            res.end = GOR_END_VOID;
            sized_store(out, &res, sizeof res);
            return GOR_OK;
        default:
            break;
        }
    }
    if (end != GOR_END_NONE && end != GOR_END_PASSES &&
        end != GOR_END_AGREEMENT) {
        int st = gor_game_result(r->game, NULL, &res);
        if (st)
            return st;
        sized_store(out, &res, sizeof res);
        return GOR_OK;
    }
    gor_score sc = GOR_SCORE_INIT;
    int st = gor_referee_score(r, opts, &sc);
    if (st)
        return st;
    const gor_decision *settled = find_active(r, GOR_DECISION_SETTLED, -1);
    if (r->code == GOR_REFEREE_REFORMED && settled) {
        gor_prediction pred = GOR_PREDICTION_INIT;
        if ((st = gor_referee_prediction(r, &pred)))
            return st;
        /* White's lead in count difference: the margin in points under
         * area counting (komi 0 in the reformed ruleset). */
        st = gor_prediction_judge(&pred, -sc.margin, 0, &res);
        if (st)
            return st;
        res.end = end;
    } else {
        st = gor_result_from_score(&sc, end, &res);
        if (st)
            return st;
    }
    sized_store(out, &res, sizeof res);
    return GOR_OK;
}

/* ---- words ---------------------------------------------------------------- */

const char *const referee_kind_names[REFEREE_NKINDS] = {
    "none", "forbidden", "ko", "twice", "twice-loss", "take-back",
    "take-back-loss", "warning", "warnings-loss", "moved-back",
    "moved-valid", "draw", "replay", "loss", "timeout", "timeout-pass",
    "end-proposed", "end-agreed", "dispute", "count", "resign", "nigiri",
    "prediction", "settled", "prediction-timeout"};

int gor_decision_text(const gor_decision *d, char *buf, size_t size)
{
    if (!d || (!buf && size) || !sized_ok(d, DECISION_SIZE_1_0) ||
        (unsigned)d->kind >= REFEREE_NKINDS)
        return GOR_EINVAL;
    const char *who = cword(d->color), *opp = cword(GOR_OTHER(d->color));
    char lead[32];
    numtext_format(d->value, 2, lead, sizeof lead);
    switch (d->kind) {
    case GOR_DECISION_FORBIDDEN:
        return snprintf(buf, size, "%s played on %s: the move is void and "
                        "%s loses the turn (Chinese Weiqi Rules (2002), "
                        "art. 19)", who,
                        d->status == GOR_EOCCUPIED ? "an occupied point"
                        : d->status == GOR_ESUPERKO
                            ? "a point that repeats the whole board"
                            : "a point without liberties",
                        who);
    case GOR_DECISION_KO:
        return snprintf(buf, size, "%s retook the ko without a threat: the "
                        "move is void, %s loses the turn and is warned "
                        "(warning %d; art. 18.3)", who, who, d->warnings);
    case GOR_DECISION_TWICE:
        return snprintf(buf, size, "%s played twice in a row: the second "
                        "move is void and %s is warned (warning %d; "
                        "art. 17.2)", who, who, d->warnings);
    case GOR_DECISION_TWICE_LOSS:
        return snprintf(buf, size, "%s played twice in a row: %s loses "
                        "(club rules: 连走二步判负)", who, who);
    case GOR_DECISION_TAKE_BACK:
        return snprintf(buf, size, "%s took a move back: the stone is put "
                        "back and %s is warned (warning %d; art. 17.3)",
                        who, who, d->warnings);
    case GOR_DECISION_TAKE_BACK_LOSS:
        return snprintf(buf, size, "%s took a move back: %s loses "
                        "(悔棋判负)", who, who);
    case GOR_DECISION_WARNING:
        return snprintf(buf, size, "%s is warned (warning %d; one stone at "
                        "the count, art. 24.1)", who, d->warnings);
    case GOR_DECISION_WARNINGS_LOSS:
        return snprintf(buf, size, "%s has two warnings and loses "
                        "(art. 24.2)", who);
    case GOR_DECISION_MOVED_BACK:
        return snprintf(buf, size, "Moved or scattered stones are put back "
                        "as the record shows; play goes on (art. 17.5, "
                        "17.6)");
    case GOR_DECISION_MOVED_VALID:
        return snprintf(buf, size, "The referee lets the moved stone stand "
                        "where it is (art. 17.5)");
    case GOR_DECISION_DRAW:
        return snprintf(buf, size, "The referee declares the game drawn "
                        "(art. 17.5, 17.6)");
    case GOR_DECISION_REPLAY:
        return snprintf(buf, size, "The referee orders the game replayed; "
                        "no result for this one (art. 17.5, 17.6)");
    case GOR_DECISION_LOSS:
        return snprintf(buf, size, "The referee rules that %s loses "
                        "(stones moved or scattered, art. 17.5, 17.6)", who);
    case GOR_DECISION_TIMEOUT:
        return snprintf(buf, size, "%s ran out of time and loses", who);
    case GOR_DECISION_TIMEOUT_PASS:
        return snprintf(buf, size, "%s ran out of time in the last period: "
                        "on request, a pass instead of the loss "
                        "(art. 22.5)", who);
    case GOR_DECISION_END_PROPOSED:
        return snprintf(buf, size, "%s proposes to end the game and passes "
                        "(art. 21.1)", who);
    case GOR_DECISION_END_AGREED:
        return snprintf(buf, size, "%s agrees: the game is over "
                        "(art. 21.1)", who);
    case GOR_DECISION_DISPUTE:
        return snprintf(buf, size, "Life and death disputed: play resumes, "
                        "%s, who claims the stones dead, moves first "
                        "(art. 21.4)", who);
    case GOR_DECISION_COUNT:
        return snprintf(buf, size, "The count starts; the game cannot be "
                        "reopened (art. 21.3)");
    case GOR_DECISION_RESIGN:
        return snprintf(buf, size, "%s resigns; %s wins", who, opp);
    case GOR_DECISION_NIGIRI:
        return snprintf(buf, size, "Nigiri: %d stones hidden, %s shown; the "
                        "%s is the first player", (int)d->value,
                        d->status == 1 ? "one" : "two",
                        d->player == 1 ? "guesser" : "holder");
    case GOR_DECISION_PREDICTION:
        return snprintf(buf, size, "The %s player hands in a sealed "
                        "statement: White leads by %s stones",
                        d->player == 0 ? "first" : "second", lead);
    case GOR_DECISION_SETTLED:
        return snprintf(buf, size, "The statements are opened: the %s "
                        "player takes White; White's threshold is %s stones",
                        d->player == 0 ? "first" : "second", lead);
    case GOR_DECISION_PREDICTION_TIMEOUT:
        return snprintf(buf, size, "The %s player (%s) made no statement "
                        "in time and loses",
                        d->player == 0 ? "first" : "second", who);
    default:
        return snprintf(buf, size, "no decision");
    }
}
