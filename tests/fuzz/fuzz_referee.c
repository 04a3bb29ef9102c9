/* SPDX-License-Identifier: MIT */
/*
 * fuzz_referee.c - random call sequences on one gor_referee, checked
 * against the promises of gorules_referee.h. Only the public API.
 *
 * The first byte chooses the competition rules and the board (3x3 to
 * 6x6, so that kos, void moves and ends come often); then each pair of
 * bytes is one call (play for either colour at any point or a pass, warn,
 * take back, rulings, time-outs, the end of art. 21, nigiri, statements,
 * the referee's time, undo, redo). After every call:
 *
 *  - a refused call (negative status) changed nothing observable: the
 *    steps, the decisions, the game's position, player to move and end,
 *    the referee's time and phase;
 *  - nobody has more than two warnings, and two warnings mean the game is
 *    over; every decision belongs to a step of the history;
 *  - undo then redo gives back the same referee;
 * and at the end the record written and replayed gives the same
 * decisions, steps and game.
 *
 * A broken invariant aborts with a message.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gorules_referee.h"

#define CHECK(cond, ...)                                            \
    do {                                                            \
        if (!(cond)) {                                              \
            fprintf(stderr, "fuzz_referee: %s: ", #cond);           \
            fprintf(stderr, __VA_ARGS__);                           \
            fprintf(stderr, "\n");                                  \
            abort();                                                \
        }                                                           \
    } while (0)

typedef struct snap {
    size_t steps, decisions;
    uint64_t situation;
    gor_color to_move;
    gor_end end;
    int64_t now;
    int phase, warnings[3];
    gor_decision last;
} snap;

static void take(const gor_referee *r, snap *s)
{
    memset(s, 0, sizeof *s);
    const gor_game *g = gor_referee_game(r);
    s->steps = gor_referee_steps(r);
    s->decisions = gor_referee_decision_count(r);
    s->situation = gor_game_situation_hash(g);
    s->to_move = gor_game_to_move(g);
    s->end = gor_game_end_reason(g);
    s->now = gor_referee_time(r);
    s->phase = (int)gor_referee_phase_of(r);
    s->warnings[GOR_BLACK] = gor_referee_warnings(r, GOR_BLACK);
    s->warnings[GOR_WHITE] = gor_referee_warnings(r, GOR_WHITE);
    s->last.size = sizeof s->last;
    if (s->decisions)
        gor_referee_decision(r, s->decisions - 1, &s->last);
}

static int same(const snap *a, const snap *b)
{
    return memcmp(a, b, sizeof *a) == 0;
}

static void invariants(const gor_referee *r)
{
    for (int c = GOR_BLACK; c <= GOR_WHITE; c++) {
        int w = gor_referee_warnings(r, (gor_color)c);
        CHECK(w >= 0 && w <= 2, "%d warnings", w);
        if (w == 2)
            CHECK(gor_game_end_reason(gor_referee_game(r)) != GOR_END_NONE,
                  "two warnings and the game goes on");
    }
    size_t n = gor_referee_decision_count(r), steps = gor_referee_steps(r);
    for (size_t i = 0; i < n; i++) {
        gor_decision d = GOR_DECISION_INIT;
        CHECK(gor_referee_decision(r, i, &d) == GOR_OK, "decision %zu", i);
        CHECK(d.step >= 1 && d.step <= steps, "decision %zu of step %zu "
              "with %zu steps", i, d.step, steps);
        char text[512];
        CHECK(gor_decision_text(&d, text, sizeof text) > 0, "no text");
    }
}

/* The record written and read back gives the same referee. */
static void round_trip(const gor_referee *r)
{
    gor_sgf *sgf = NULL, *back = NULL;
    gor_referee *again = NULL;
    CHECK(gor_referee_to_sgf(&sgf, r) == GOR_OK, "to_sgf");
    int len = gor_sgf_write(sgf, NULL, 0);
    CHECK(len > 0, "write");
    char *text = malloc((size_t)len + 1);
    CHECK(text != NULL, "malloc");
    gor_sgf_write(sgf, text, (size_t)len + 1);
    gor_sgf_error err;
    CHECK(gor_sgf_parse(&back, text, (size_t)len, NULL, &err) == GOR_OK,
          "parse: %s", err.message);
    int st = gor_referee_from_sgf(&again, gor_sgf_game(back, 0));
    CHECK(st == GOR_OK, "replay: %s\n%s", gor_status_name(st), text);
    snap a, b;
    take(r, &a);
    take(again, &b);
    a.now = b.now = 0; /* a time after the last step is not in the record */
    CHECK(same(&a, &b), "the record replays differently:\n%s", text);
    free(text);
    gor_referee_free(again);
    gor_sgf_free(back);
    gor_sgf_free(sgf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    int code = data[0] % 3, n = 3 + (data[0] / 3) % 4;
    gor_referee *r = NULL;
    CHECK(gor_referee_new(&r, n, n, NULL, (gor_referee_code)code) == GOR_OK,
          "new");
    int64_t now = 0;
    for (size_t i = 1; i + 1 < size; i += 2) {
        int op = data[i] % 16, arg = data[i + 1];
        gor_color c = (arg & 1) ? GOR_WHITE : GOR_BLACK;
        gor_point p = (arg >> 1) % (n * n + 1) - 1; /* -1: a pass */
        snap before, after;
        take(r, &before);
        int st = GOR_OK, first;
        gor_decision_kind kind;
        switch (op) {
        case 0: case 1: case 2: case 3: case 4: case 5:
            st = gor_referee_play(r, c, p, &kind);
            break;
        case 6:
            st = gor_referee_play(r, gor_game_to_move(gor_referee_game(r)),
                                  p, &kind);
            break;
        case 7:
            st = (arg & 2) ? gor_referee_warn(r, c)
                           : gor_referee_take_back(r, c);
            break;
        case 8:
            st = gor_referee_ruling(r, (gor_decision_kind)(9 + arg % 6),
                                    (arg & 64) ? GOR_EMPTY : c, p,
                                    (gor_point)((arg >> 2) % (n * n)));
            break;
        case 9:
            st = gor_referee_time_out(r, c, arg & 2);
            break;
        case 10:
            st = (arg & 2) ? gor_referee_propose_end(r, c)
                           : gor_referee_agree_end(r, c);
            break;
        case 11:
            st = (arg & 2) ? gor_referee_dispute(r, c)
                           : (arg & 4) ? gor_referee_start_count(r)
                                       : gor_referee_resign(r, c);
            break;
        case 12:
            st = (arg & 2) ? gor_referee_nigiri(r, arg >> 3, 1 + (arg & 4) / 4,
                                                &first)
                           : gor_referee_predict(r, arg & 1,
                                                 (arg >> 1) / 4.0 - 8);
            break;
        case 13:
            if (arg & 1)
                st = gor_referee_set_prediction_limit(r, (arg >> 1) * 1000);
            else {
                int64_t t = (arg & 2) ? now - 1 : now + (arg >> 2) * 500;
                st = gor_referee_set_time(r, t);
                if (st >= 0)
                    now = t;
            }
            break;
        case 14: {
            st = gor_referee_undo(r);
            if (st == GOR_OK) {
                snap mid;
                take(r, &mid);
                CHECK(gor_referee_redo(r) == GOR_OK, "redo after undo");
                take(r, &after);
                CHECK(same(&before, &after), "undo + redo changed it");
                if (arg & 1) /* stay undone */
                    CHECK(gor_referee_undo(r) == GOR_OK, "undo again");
            }
            break;
        }
        default:
            st = gor_referee_redo(r);
            break;
        }
        if (st < 0) {
            take(r, &after);
            CHECK(same(&before, &after), "op %d refused with %s but the "
                  "referee changed", op, gor_status_name(st));
        }
        invariants(r);
    }
    round_trip(r);
    gor_referee_free(r);
    return 0;
}
