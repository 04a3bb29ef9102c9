/* SPDX-License-Identifier: MIT */
/*
 * sgf_referee.c - the referee's decisions in an SGF record and back
 * (gor_referee_to_sgf, gor_referee_from_sgf in gorules_referee.h): the
 * steps as GA actions and the decisions as GD codes, replayed through the
 * referee's own calls.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gorules_referee.h"
#include "gorules_sgf.h"
#include "core/numtext.h"
#include "core/sized.h"
#include "match/referee_internal.h"

/* ---- SGF ------------------------------------------------------------------ */

static const char *const code_names[] = {"chinese", "club", "reformed"};

/* "ko B dd 1": the decision as GD writes it. */
static void decision_code(const gor_referee *r, const gor_decision *d,
                          char *buf, size_t size)
{
    char pt[8] = "-";
    if (d->point != GOR_NO_POINT)
        referee_point_sgf(r, d->point, pt);
    char v[32];
    numtext_format(d->value, 2, v, sizeof v);
    snprintf(buf, size, "%s %s %s %d %d %s", referee_kind_names[d->kind],
             referee_cname(d->color), pt, d->warnings, d->player, v);
}

static int set_text(gor_sgf_node *n, const char *id, const char *text)
{
    return gor_sgf_node_set_text(n, id, text);
}

/* The root's game properties: the rules, the referee's code, the result
 * once the game is over. */
static int write_root(gor_sgf_node *node, const gor_referee *r)
{
    char buf[512];
    int st = gor_rules_to_string(gor_game_rules(r->game), buf, sizeof buf) < 0;
    if (!st)
        st = set_text(node, "RU", buf);
    if (!st)
        st = set_text(node, "GR", code_names[r->code]);
    if (!st && gor_game_end_reason(r->game) != GOR_END_NONE) {
        gor_result res = GOR_RESULT_INIT;
        if (gor_referee_result(r, NULL, &res) == GOR_OK &&
            gor_result_to_sgf(&res, buf, sizeof buf) >= 0)
            st = set_text(node, "RE", buf);
    }
    return st;
}

/* What the game shows of step s (its game entries from `entry` on):
 * moves and passes, the player to move, a stone moved by the referee's
 * ruling. */
static int write_entries(gor_sgf_node *node, const gor_referee *r,
                         const rstep *s, size_t entry)
{
    int w = gor_game_width(r->game), h = gor_game_height(r->game), st = 0;
    for (size_t k = 0; k < s->entries && !st; k++) {
        gor_move_info m;
        gor_game_move(r->game, entry + k + 1, &m);
        char pt[8];
        if (m.kind == GOR_MOVE_PLAY || m.kind == GOR_MOVE_PASS) {
            if (m.kind == GOR_MOVE_PASS)
                pt[0] = 0;
            else
                gor_point_to_sgf(w, h, m.point, pt, sizeof pt);
            st = set_text(node, m.color == GOR_BLACK ? "B" : "W", pt);
        } else if (m.kind == GOR_MOVE_TURN) {
            st = set_text(node, "PL", referee_cname(m.color));
        } else if (m.kind == GOR_MOVE_SETUP && s->nd) {
            const gor_decision *d = &r->decs[s->d0];
            gor_point_to_sgf(w, h, d->from, pt, sizeof pt);
            st = set_text(node, "AE", pt);
            gor_point_to_sgf(w, h, d->point, pt, sizeof pt);
            if (!st)
                st = set_text(node, d->value == GOR_BLACK ? "AB" : "AW", pt);
        }
    }
    return st;
}

/* Step s's action (GA), its decisions as codes (GD) and in words (C). */
static int write_decisions(gor_sgf_node *node, const gor_referee *r,
                           const rstep *s)
{
    char words[512];
    size_t len = 0;
    int st = set_text(node, "GA", s->action);
    words[0] = 0;
    for (size_t k = 0; k < s->nd && !st; k++) {
        const gor_decision *d = &r->decs[s->d0 + k];
        char code[96];
        decision_code(r, d, code, sizeof code);
        st = k ? gor_sgf_node_add_value(node, "GD", code)
               : set_text(node, "GD", code);
        if (st || len + 2 >= sizeof words)
            continue;
        if (k)
            words[len++] = ' ';
        int n = gor_decision_text(d, words + len, sizeof words - len);
        if (n > 0)
            len += (size_t)n < sizeof words - len ? (size_t)n
                                                  : sizeof words - len - 1;
        if (k + 1 < s->nd && len + 2 < sizeof words)
            words[len++] = '.';
        words[len] = 0;
    }
    if (!st && words[0])
        st = set_text(node, "C", words);
    return st;
}

int gor_referee_to_sgf(gor_sgf **out, const gor_referee *r)
{
    if (!out || !r)
        return GOR_EINVAL;
    *out = NULL;
    gor_game *blank = NULL;
    int st = gor_game_new(&blank, gor_game_width(r->game),
                          gor_game_height(r->game), gor_game_rules(r->game));
    if (st)
        return st;
    gor_sgf *sgf = NULL;
    st = gor_sgf_from_game(&sgf, blank, NULL);
    gor_game_free(blank);
    if (st)
        return st;
    gor_sgf_node *node = gor_sgf_node_mutable(sgf, gor_sgf_game(sgf, 0));
    st = write_root(node, r);
    /* The game's entries, step by step: a node each. */
    size_t entry = 0;
    int64_t at = 0;
    for (size_t i = 0; i < r->cur && !st; i++) {
        const rstep *s = &r->steps[i];
        gor_sgf_node *child;
        if ((st = gor_sgf_node_add_child(node, &child)))
            break;
        node = child;
        if (s->at != at) {
            char t[24];
            snprintf(t, sizeof t, "%lld", (long long)s->at);
            st = set_text(node, "GT", t);
            at = s->at;
        }
        if (!st)
            st = write_entries(node, r, s, entry);
        entry += s->entries;
        if (!st && (s->nd || strncmp(s->action, "play ", 5)))
            st = write_decisions(node, r, s); /* not a plain B[] / W[] */
    }
    if (st) {
        gor_sgf_free(sgf);
        return st;
    }
    *out = sgf;
    return GOR_OK;
}

/* ---- replay ---------------------------------------------------------------- */

static int color_of(const char *t, gor_color *c)
{
    if (!strcmp(t, "B"))
        *c = GOR_BLACK;
    else if (!strcmp(t, "W"))
        *c = GOR_WHITE;
    else if (!strcmp(t, "-"))
        *c = GOR_EMPTY;
    else
        return 0;
    return 1;
}

static int point_of(const gor_referee *r, const char *t, gor_point *p)
{
    if (!strcmp(t, "pass")) {
        *p = GOR_PASS;
        return 1;
    }
    return gor_point_from_sgf(gor_game_width(r->game),
                              gor_game_height(r->game), t, p) == GOR_OK &&
           *p != GOR_PASS;
}

/* Split text into at most 5 blank-separated words of at most 23
 * characters (ASCII blanks, whatever the locale); -1 if there are more or
 * longer ones. */
static int split_words(const char *text, char w[5][24])
{
    int n = 0;
    for (;;) {
        while (ascii_isspace((unsigned char)*text))
            text++;
        if (!*text)
            return n;
        if (n == 5)
            return -1;
        size_t k = 0;
        while (*text && !ascii_isspace((unsigned char)*text)) {
            if (k == 23)
                return -1;
            w[n][k++] = *text++;
        }
        w[n++][k] = 0;
    }
}

/* A small whole number of a GA value (0 .. 100000), or -1. */
static int small_int(const char *t)
{
    long v = 0;
    if (!*t)
        return -1;
    for (; *t; t++) {
        if (!ascii_isdigit((unsigned char)*t) || v > 100000)
            return -1;
        v = v * 10 + (*t - '0');
    }
    return v > 100000 ? -1 : (int)v;
}

/* A time in ms of a record (GT, GA limit): digits only; 0 if it is not
 * one. */
static int ms_value(const char *t, int64_t *out)
{
    int64_t v = 0;
    if (!*t)
        return 0;
    for (; *t; t++) {
        if (!ascii_isdigit((unsigned char)*t) || v > INT64_MAX / 10 - 10)
            return 0;
        v = v * 10 + (*t - '0');
    }
    *out = v;
    return 1;
}

/* Take the action `a` (a GA value) again. */
static int replay_action(gor_referee *r, const char *a)
{
    char w[5][24];
    int n = split_words(a, w);
    gor_color c = GOR_EMPTY;
    gor_point p, q;
    if (n < 1)
        return GOR_EPARSE;
    if (n >= 2 && strcmp(w[0], "nigiri") && strcmp(w[0], "predict") &&
        strcmp(w[0], "limit") &&
        strcmp(w[0], "ruling") && !color_of(w[1], &c))
        return GOR_EPARSE;
    if (!strcmp(w[0], "play") && n == 3 && point_of(r, w[2], &p))
        return gor_referee_play(r, c, p, NULL);
    if (!strcmp(w[0], "warn") && n == 2)
        return gor_referee_warn(r, c);
    if (!strcmp(w[0], "take-back") && n == 2)
        return gor_referee_take_back(r, c);
    if (!strcmp(w[0], "timeout") && n == 3)
        return gor_referee_time_out(r, c, strcmp(w[2], "0") != 0);
    if (!strcmp(w[0], "propose") && n == 2)
        return gor_referee_propose_end(r, c);
    if (!strcmp(w[0], "agree") && n == 2)
        return gor_referee_agree_end(r, c);
    if (!strcmp(w[0], "dispute") && n == 2)
        return gor_referee_dispute(r, c);
    if (!strcmp(w[0], "resign") && n == 2)
        return gor_referee_resign(r, c);
    if (!strcmp(w[0], "limit") && n == 2) {
        int64_t ms;
        if (!ms_value(w[1], &ms))
            return GOR_EPARSE;
        return gor_referee_set_prediction_limit(r, ms);
    }
    if (!strcmp(w[0], "count") && n == 1)
        return gor_referee_start_count(r);
    if (!strcmp(w[0], "clock") && n == 1) {
        /* A deadline passed at this node's time: it must pass again. */
        int late = referee_late_predictor(r, r->now);
        if (late < 0)
            return GOR_EPARSE;
        int lost = referee_lose_prediction(r, late, "clock");
        return lost < 0 ? lost : GOR_OK;
    }
    if (!strcmp(w[0], "nigiri") && n == 3) {
        int first;
        return gor_referee_nigiri(r, small_int(w[1]), small_int(w[2]),
                                  &first);
    }
    if (!strcmp(w[0], "predict") && n == 3) {
        double v;
        if (!numtext_parse(w[2], NULL, &v))
            return GOR_EPARSE;
        return gor_referee_predict(r, small_int(w[1]), v);
    }
    if (!strcmp(w[0], "ruling") && n >= 3 && color_of(w[2], &c)) {
        for (int k = GOR_DECISION_MOVED_BACK; k <= GOR_DECISION_LOSS; k++)
            if (!strcmp(w[1], referee_kind_names[k])) {
                if (k == GOR_DECISION_MOVED_VALID) {
                    if (n != 5 || !point_of(r, w[3], &p) ||
                        !point_of(r, w[4], &q))
                        return GOR_EPARSE;
                    return gor_referee_ruling(r, (gor_decision_kind)k, c, p,
                                              q);
                }
                return gor_referee_ruling(r, (gor_decision_kind)k, c,
                                          GOR_NO_POINT, GOR_NO_POINT);
            }
    }
    return GOR_EPARSE;
}

int gor_referee_from_sgf(gor_referee **out, const gor_sgf_node *root)
{
    if (!out || !root)
        return GOR_EINVAL;
    *out = NULL;
    int w, h;
    int st = gor_sgf_game_size(root, &w, &h);
    if (st)
        return st;
    char text[256];
    gor_referee_code code = GOR_REFEREE_CHINESE;
    if (gor_sgf_node_text(root, "GR", text, sizeof text) > 0) {
        int k;
        for (k = 0; k < 3 && strcmp(text, code_names[k]); k++)
            ;
        if (k == 3)
            return GOR_EPARSE;
        code = (gor_referee_code)k;
    }
    gor_rules *rules = NULL;
    st = gor_rules_new(&rules, code == GOR_REFEREE_REFORMED ? "prediction"
                                                             : "chinese");
    if (st)
        return st;
    if (gor_sgf_node_text(root, "RU", text, sizeof text) > 0 &&
        gor_sgf_rules_parse(rules, text) != GOR_OK) {
        gor_rules_free(rules);
        return GOR_EPARSE;
    }
    gor_referee *r = NULL;
    st = gor_referee_new(&r, w, h, rules, code);
    gor_rules_free(rules);
    if (st)
        return st;
    int64_t ms;
    for (const gor_sgf_node *n = gor_sgf_node_child(root, 0); n && !st;
         n = gor_sgf_node_child(n, 0)) {
        size_t before = referee_active_decisions(r);
        if (gor_sgf_node_text(n, "GT", text, sizeof text) > 0) {
            /* The time of the node's action; a deadline that passed then is
             * the node's own action (GA[clock]), so none is judged here. */
            if (!ms_value(text, &ms))
                st = GOR_EPARSE;
            else if (ms < r->now)
                st = GOR_ERANGE;
            else
                r->now = ms;
        }
        if (st)
            break;
        if (gor_sgf_node_text(n, "GA", text, sizeof text) > 0) {
            st = replay_action(r, text);
        } else {
            gor_color c;
            gor_point p;
            int m = gor_sgf_node_move(n, w, h, &c, &p);
            if (m == GOR_ENOMOVE)
                continue;
            st = m ? m : gor_referee_play(r, c, p, NULL);
        }
        if (st)
            break;
        /* The decisions made again must be those written (a node of
         * another writer, without GA and GD, may be ruled freely). */
        if (!gor_sgf_node_has(n, "GA") && !gor_sgf_node_has(n, "GD"))
            continue;
        size_t made = referee_active_decisions(r) - before;
        size_t written = gor_sgf_node_value_count(n, "GD");
        if (made != written) {
            st = GOR_EPARSE;
            break;
        }
        for (size_t k = 0; k < made && !st; k++) {
            char made_code[96], raw[128];
            decision_code(r, &r->decs[before + k], made_code,
                          sizeof made_code);
            const char *v = gor_sgf_node_value(n, "GD", k);
            if (!v || gor_sgf_text(v, 0, raw, sizeof raw) < 0 ||
                strcmp(raw, made_code))
                st = GOR_EPARSE;
        }
    }
    if (st) {
        gor_referee_free(r);
        return st;
    }
    *out = r;
    return GOR_OK;
}
