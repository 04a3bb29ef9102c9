/* SPDX-License-Identifier: MIT */
/*
 * gorules_bind.c - C helpers shared by the SWIG bindings; see
 * gorules_bind.h. Public API of libgorules only.
 */
#include "gorules_bind.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- */
/* Object guards                                                      */

gorb_guard gorb_guards[GORB_GUARDS];
static pthread_mutex_t guard_multi = PTHREAD_MUTEX_INITIALIZER;
static pthread_once_t guard_once = PTHREAD_ONCE_INIT;
static int guard_status = GOR_OK;

static void guard_setup(void)
{
    for (int i = 0; i < GORB_GUARDS; i++)
        if (pthread_mutex_init(&gorb_guards[i].mutex, NULL) != 0 ||
            pthread_cond_init(&gorb_guards[i].cond, NULL) != 0)
            guard_status = GOR_ENOMEM;
}

int gorb_guard_init(void)
{
    pthread_once(&guard_once, guard_setup);
    return guard_status;
}

/* Take guard i, found busy: mark it "waited for" (2) and sleep until the
 * holder gives it back; taken when the exchange finds it free. */
void gorb_guard_wait_(int i)
{
    gorb_guard *g = &gorb_guards[i];
    pthread_mutex_lock(&g->mutex);
    while (atomic_exchange_explicit(&g->state, 2, memory_order_acquire) != 0)
        pthread_cond_wait(&g->cond, &g->mutex);
    pthread_mutex_unlock(&g->mutex);
}

/* Guard i was given back while marked "waited for": wake the waiters. */
void gorb_guard_wake_(int i)
{
    gorb_guard *g = &gorb_guards[i];
    pthread_mutex_lock(&g->mutex);
    pthread_cond_broadcast(&g->cond);
    pthread_mutex_unlock(&g->mutex);
}

void gorb_guard_lock_multi(void)
{
    pthread_mutex_lock(&guard_multi);
}

void gorb_guard_unlock_multi(void)
{
    pthread_mutex_unlock(&guard_multi);
}

/* ---------------------------------------------------------------- */
/* Move lists                                                         */

static void decode_move(int m, gor_point *p, gor_color *c)
{
    int col = ((m % 4) + 4) % 4;
    *c = (gor_color)col;
    *p = (m - col) / 4;
}

size_t gorb_game_play_list(gor_game *game, const int *moves, size_t n,
                           unsigned flags, int *status)
{
    size_t k;
    *status = GOR_OK;
    for (k = 0; k < n; k++) {
        gor_point p;
        gor_color c;
        decode_move(moves[k], &p, &c);
        if (c == GOR_EMPTY)
            c = gor_game_to_move(game);
        int st = gor_game_play_ex(game, c, p, flags);
        if (st != GOR_OK) {
            *status = st;
            break;
        }
    }
    return k;
}

int gorb_game_play_random(gor_game *game, long long state, long long *next,
                          gor_point *out)
{
    uint64_t rng = (uint64_t)state;
    int st = gor_game_play_random(game, &rng, out);
    *next = (long long)rng;
    return st;
}

int gorb_game_try_play(gor_game *game, gor_color c, gor_point p,
                       unsigned flags)
{
    if (!game)
        return GOR_EINVAL;
    if (c == GOR_EMPTY) {
        if (!flags)
            return gor_game_play_next(game, p);
        c = gor_game_to_move(game);
    }
    return gor_game_play_ex(game, c, p, flags);
}

int gorb_game_legal_moves(const gor_game *game, gor_color c, gor_point *out,
                          size_t cap)
{
    if (!game)
        return GOR_EINVAL;
    if (c == GOR_EMPTY)
        c = gor_game_to_move(game);
    int area = gor_game_width(game) * gor_game_height(game), n = 0;
    for (gor_point p = 0; p < area; p++)
        if (gor_game_at(game, p) == GOR_EMPTY &&
            gor_game_legal(game, c, p) == GOR_OK) {
            if ((size_t)n < cap)
                out[n] = p;
            n++;
        }
    return n;
}

/* ---------------------------------------------------------------- */
/* Strings                                                            */

/* Run an snprintf-style writer twice: measure, then fill a new string. */
#define SNPRINTF_STRING(out, call_with_buf_size)                        \
    do {                                                                \
        char *buf = NULL;                                               \
        size_t size = 0;                                                \
        int n_ = (call_with_buf_size);                                  \
        if (n_ < 0)                                                     \
            return n_;                                                  \
        size = (size_t)n_ + 1;                                          \
        buf = malloc(size);                                             \
        if (!buf)                                                       \
            return GOR_ENOMEM;                                          \
        n_ = (call_with_buf_size);                                      \
        if (n_ < 0) {                                                   \
            free(buf);                                                  \
            return n_;                                                  \
        }                                                               \
        *(out) = buf;                                                   \
        return GOR_OK;                                                  \
    } while (0)

int gorb_rules_string(const gor_rules *rules, char **out)
{
    SNPRINTF_STRING(out, gor_rules_to_string(rules, buf, size));
}

int gorb_point_gtp(int width, int height, gor_point p, char **out)
{
    SNPRINTF_STRING(out, gor_point_to_gtp(width, height, p, buf, size));
}

int gorb_point_sgf(int width, int height, gor_point p, char **out)
{
    SNPRINTF_STRING(out, gor_point_to_sgf(width, height, p, buf, size));
}

int gorb_game_rules(const gor_game *game, gor_rules **out)
{
    if (!game)
        return GOR_EINVAL;
    return gor_rules_copy(out, gor_game_rules(game));
}

/* An ASCII letter (not <ctype.h>: that follows the locale). */
static int ascii_letter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

int gorb_point_parse(int width, int height, const char *text, gor_point *out)
{
    if (!text)
        return GOR_EINVAL;
    size_t n = strlen(text);
    if (n == 0)
        return GOR_EPARSE;  /* SGF's empty pass is for SGF values only */
    if (n == 2 && ascii_letter(text[0]) && ascii_letter(text[1]))
        return gor_point_from_sgf(width, height, text, out);
    return gor_point_from_gtp(width, height, text, out);
}

/* ---------------------------------------------------------------- */
/* Drawing                                                            */

static const char GTP_LETTERS[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
static const char SGF_LETTERS[] =
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

static char *put_letters(char *s, int w, const char *letters)
{
    *s++ = ' ';
    *s++ = ' ';
    for (int x = 0; x < w; x++) {
        *s++ = ' ';
        *s++ = letters[x];
    }
    *s++ = '\n';
    return s;
}

int gorb_game_draw(const gor_game *game, char **out)
{
    if (!game || !out)
        return GOR_EINVAL;
    int w = gor_game_width(game), h = gor_game_height(game);
    const char *letters = w <= 25 ? GTP_LETTERS : SGF_LETTERS;
    /* Rows are "NN" + " X" per column + " NN\n"; letter lines shorter. */
    size_t size = (size_t)(h + 2) * (2 * (size_t)w + 6) + 1;
    unsigned char *board = malloc((size_t)w * h);
    gor_point *stars = malloc((size_t)w * h * sizeof *stars);
    char *text = malloc(size);
    if (!board || !stars || !text) {
        free(board);
        free(stars);
        free(text);
        return GOR_ENOMEM;
    }
    gor_game_board(game, board, (size_t)w * h);
    int nstars = gor_star_points(w, h, stars, (size_t)w * h);
    for (int k = 0; k < nstars && k < w * h; k++)
        if (board[stars[k]] == GOR_EMPTY)
            board[stars[k]] = 3;
    char *s = put_letters(text, w, letters);
    for (int y = 0; y < h; y++) {
        int row = h - y;
        *s++ = row >= 10 ? (char)('0' + row / 10) : ' ';
        *s++ = (char)('0' + row % 10);
        for (int x = 0; x < w; x++) {
            *s++ = ' ';
            *s++ = ".XO+"[board[y * w + x] & 3];
        }
        *s++ = ' ';
        if (row >= 10)
            *s++ = (char)('0' + row / 10);
        *s++ = (char)('0' + row % 10);
        *s++ = '\n';
    }
    s = put_letters(s, w, letters);
    *s = 0;
    free(board);
    free(stars);
    *out = text;
    return GOR_OK;
}

/* ---------------------------------------------------------------- */
/* Packing                                                            */

/*
 * Format: little-endian 32-bit words.
 *   "GOR1"  width  height  rules_len  <rules text, padded to 4 bytes>
 *   total  current  handicap  n_entries_words
 *   entries: one word each,  kind | colour << 3 | TOLERANT << 5 |
 *            REMOVE_OWN << 6 | payload << 8;  PLAY: payload = point;
 *            END: payload = reason, colour = winner; SETUP: payload =
 *            number of points, which follow one word each.
 *   n_dead  dead points...  n_seki  seki points...
 */
#define PACK_MAGIC 0x31524f47u /* "GOR1" */
#define PK_TOLERANT 0x20u
#define PK_REMOVE_OWN 0x40u
#define PK_SETUP_STEP 3u    /* colour field of a mixed setup entry */
#define BROKE_ANY                                                          \
    (GOR_MOVE_BROKE_SUICIDE | GOR_MOVE_BROKE_KO | GOR_MOVE_BROKE_SUPERKO | \
     GOR_MOVE_BROKE_TURN | GOR_MOVE_BROKE_GAMEOVER)

typedef struct wbuf {
    unsigned char *v;
    size_t n, cap;
    int failed;
} wbuf;

static void put_bytes(wbuf *b, const void *p, size_t n)
{
    if (b->failed)
        return;
    if (b->n + n > b->cap) {
        size_t cap = b->cap ? b->cap : 256;
        while (cap < b->n + n)
            cap *= 2;
        unsigned char *v = realloc(b->v, cap);
        if (!v) {
            b->failed = 1;
            return;
        }
        b->v = v;
        b->cap = cap;
    }
    memcpy(b->v + b->n, p, n);
    b->n += n;
}

static void put_u32(wbuf *b, uint32_t x)
{
    unsigned char le[4] = {(unsigned char)x, (unsigned char)(x >> 8),
                           (unsigned char)(x >> 16), (unsigned char)(x >> 24)};
    put_bytes(b, le, 4);
}

static int put_marks(wbuf *b, const gor_game *g, gor_life life,
                     gor_point *tmp, size_t cap)
{
    int n = gor_game_marked(g, life, tmp, cap);
    if (n < 0)
        return n;
    put_u32(b, (uint32_t)n);
    for (int k = 0; k < n; k++)
        put_u32(b, (uint32_t)tmp[k]);
    return GOR_OK;
}

int gorb_game_pack(const gor_game *game, char **out, size_t *len)
{
    if (!game || !out || !len)
        return GOR_EINVAL;
    int w = gor_game_width(game), h = gor_game_height(game);
    size_t area = (size_t)w * h;
    size_t cur = gor_game_history_length(game);
    size_t total = cur + gor_game_redo_length(game);
    char *rules = NULL;
    gor_game *walk = NULL;
    unsigned char *before = malloc(area), *after = malloc(area);
    gor_point *tmp = malloc(area * sizeof *tmp);
    wbuf b = {0};
    int st = (!before || !after || !tmp) ? GOR_ENOMEM : GOR_OK;
    if (!st)
        st = gorb_rules_string(gor_game_rules(game), &rules);
    if (!st)
        st = gor_game_clone(&walk, game);
    if (!st)
        st = gor_game_goto(walk, 0);
    if (st)
        goto done;

    size_t rlen = strlen(rules);
    put_u32(&b, PACK_MAGIC);
    put_u32(&b, (uint32_t)w);
    put_u32(&b, (uint32_t)h);
    put_u32(&b, (uint32_t)rlen);
    put_bytes(&b, rules, rlen);
    put_bytes(&b, "\0\0\0", (4 - rlen % 4) % 4);
    put_u32(&b, (uint32_t)total);
    put_u32(&b, (uint32_t)cur);
    put_u32(&b, (uint32_t)gor_game_handicap(game));

    for (size_t i = 1; i <= total && !st; i++) {
        gor_move_info m;
        st = gor_game_move(game, i, &m);
        if (st)
            break;
        uint32_t word = (uint32_t)m.kind | (uint32_t)m.color << 3;
        if (m.flags & BROKE_ANY)
            word |= PK_TOLERANT;
        if (m.kind == GOR_MOVE_SETUP)
            gor_game_board(walk, before, area);
        st = gor_game_redo(walk);
        if (st)
            break;
        switch (m.kind) {
        case GOR_MOVE_PLAY:
            if (m.flags & GOR_MOVE_SUICIDE)
                word |= PK_REMOVE_OWN;
            put_u32(&b, word | (uint32_t)m.point << 8);
            break;
        case GOR_MOVE_END:
            put_u32(&b, word | (uint32_t)gor_game_end_reason(walk) << 8);
            break;
        case GOR_MOVE_SETUP: {
            size_t n = 0;
            gor_color c = GOR_EMPTY;
            int mixed = m.color != GOR_EMPTY;  /* it set the player to move */
            gor_game_board(walk, after, area);
            for (size_t p = 0; p < area; p++)
                if (before[p] != after[p]) {
                    if (n && (gor_color)after[p] != c)
                        mixed = 1;
                    tmp[n++] = (gor_point)p;
                    c = (gor_color)after[p];
                }
            if (!mixed) {   /* one colour: the form of the first packs */
                word = (uint32_t)GOR_MOVE_SETUP | (uint32_t)c << 3;
                put_u32(&b, word | (uint32_t)n << 8);
                for (size_t k = 0; k < n; k++)
                    put_u32(&b, (uint32_t)tmp[k]);
                break;
            }
            /* A setup step (gor_game_setup_position): colour field 3, then
             * point | colour << 24 for each point, then the player to move
             * it set (GOR_EMPTY: none). */
            word = (uint32_t)GOR_MOVE_SETUP | PK_SETUP_STEP << 3;
            put_u32(&b, word | (uint32_t)n << 8);
            for (size_t k = 0; k < n; k++)
                put_u32(&b, (uint32_t)tmp[k] | (uint32_t)after[tmp[k]] << 24);
            put_u32(&b, (uint32_t)m.color);
            break;
        }
        default:
            put_u32(&b, word);
        }
    }
    if (!st)
        st = put_marks(&b, game, GOR_LIFE_DEAD, tmp, area);
    if (!st)
        st = put_marks(&b, game, GOR_LIFE_SEKI, tmp, area);
    if (!st && b.failed)
        st = GOR_ENOMEM;
done:
    free(before);
    free(after);
    free(tmp);
    free(rules);
    gor_game_free(walk);
    if (st) {
        free(b.v);
        return st;
    }
    *out = (char *)b.v;
    *len = b.n;
    return GOR_OK;
}

typedef struct rbuf {
    const unsigned char *v;
    size_t n, at;
    int failed;
} rbuf;

static uint32_t get_u32(rbuf *r)
{
    if (r->failed || r->n - r->at < 4) {
        r->failed = 1;
        return 0;
    }
    const unsigned char *p = r->v + r->at;
    r->at += 4;
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
           (uint32_t)p[3] << 24;
}

/* Read a count of words that must fit in what is left. */
static size_t get_count(rbuf *r)
{
    uint32_t n = get_u32(r);
    if (!r->failed && n > (r->n - r->at) / 4)
        r->failed = 1;
    return r->failed ? 0 : n;
}

static int replay_entry(gor_game *g, rbuf *r, uint32_t word, gor_point *tmp,
                        size_t area)
{
    int kind = (int)(word & 7), c = (int)((word >> 3) & 3);
    unsigned flags = 0;
    int payload = (int)(word >> 8);
    if (word & PK_TOLERANT)
        flags |= GOR_PLAY_TOLERANT;
    /* The mover's stones were removed: by choice under the choice rule,
     * by the rule itself when it allows suicide (no flag then). */
    if ((word & PK_REMOVE_OWN) &&
        gor_rules_suicide(gor_game_rules(g)) == GOR_SUICIDE_CHOICE)
        flags |= GOR_PLAY_REMOVE_OWN;
    switch (kind) {
    case GOR_MOVE_PLAY:
    case GOR_MOVE_PASS: {
        gor_point p = kind == GOR_MOVE_PASS ? GOR_PASS : payload;
        int st = gor_game_play_ex(g, (gor_color)c, p, flags);
        if (st != GOR_OK && gor_status_is_illegal_move(st) &&
            st != GOR_EOCCUPIED && st != GOR_EOFFBOARD)
            st = gor_game_play_ex(g, (gor_color)c, p,
                                  flags | GOR_PLAY_TOLERANT);
        return st;
    }
    case GOR_MOVE_RESIGN:
        return gor_game_resign(g, (gor_color)c);
    case GOR_MOVE_SETUP: {
        size_t n = (size_t)payload;
        if (n > area || n > (r->n - r->at) / 4)
            return GOR_EPARSE;
        if (c != (int)PK_SETUP_STEP) {
            for (size_t k = 0; k < n; k++)
                tmp[k] = (gor_point)get_u32(r);
            if (r->failed)
                return GOR_EPARSE;
            return gor_game_setup(g, (gor_color)c, tmp, n);
        }
        /* a setup step: black from the front of tmp, white from the back,
         * empty points in a buffer of their own */
        gor_point *empty = malloc((n ? n : 1) * sizeof *empty);
        size_t nb = 0, nw = 0, ne = 0;
        if (!empty)
            return GOR_ENOMEM;
        for (size_t k = 0; k < n; k++) {
            uint32_t v = get_u32(r);
            gor_point p = (gor_point)(v & 0xffffffu);
            switch (v >> 24) {
            case GOR_BLACK: tmp[nb++] = p; break;
            case GOR_WHITE: tmp[area - 1 - nw++] = p; break;
            case GOR_EMPTY: empty[ne++] = p; break;
            default: r->failed = 1;
            }
        }
        uint32_t to_move = get_u32(r);
        int st = r->failed || to_move > GOR_WHITE ? GOR_EPARSE
               : gor_game_setup_position(g, tmp, nb, tmp + area - nw, nw,
                                         empty, ne, (gor_color)to_move);
        free(empty);
        return st;
    }
    case GOR_MOVE_TURN:
        return gor_game_set_to_move(g, (gor_color)c);
    case GOR_MOVE_RESUME:
        return gor_game_resume(g);
    case GOR_MOVE_END:
        return gor_game_end(g, (gor_end)payload, (gor_color)c);
    default:
        return GOR_EPARSE;
    }
}

static int get_marks(gor_game *g, rbuf *r, gor_life life, gor_point *tmp,
                     size_t area)
{
    size_t n = get_count(r);
    if (r->failed || n > area)
        return GOR_EPARSE;
    for (size_t k = 0; k < n; k++)
        tmp[k] = (gor_point)get_u32(r);
    return n ? gor_game_mark_list(g, life, tmp, n) : GOR_OK;
}

int gorb_game_unpack(gor_game **out, const char *data, size_t len)
{
    if (!out || (!data && len))
        return GOR_EINVAL;
    *out = NULL;
    rbuf r = {(const unsigned char *)data, len, 0, 0};
    if (get_u32(&r) != PACK_MAGIC)
        return GOR_EPARSE;
    int w = (int)get_u32(&r), h = (int)get_u32(&r);
    size_t rlen = get_u32(&r);
    if (r.failed || rlen > len - r.at)
        return GOR_EPARSE;
    char *text = malloc(rlen + 1);
    if (!text)
        return GOR_ENOMEM;
    memcpy(text, r.v + r.at, rlen);
    text[rlen] = 0;
    r.at += rlen + (4 - rlen % 4) % 4;
    if (r.at > len)
        r.failed = 1;

    gor_rules *rules = NULL;
    gor_game *g = NULL;
    gor_point *tmp = NULL;
    int st = gor_rules_new(&rules, text);
    free(text);
    if (!st)
        st = gor_game_new(&g, w, h, rules);
    gor_rules_free(rules);
    if (st)
        return st == GOR_ENOMEM ? st : GOR_EPARSE;
    size_t area = (size_t)w * h;
    tmp = malloc(area * sizeof *tmp);
    size_t total = get_u32(&r), cur = get_u32(&r);
    int handicap = (int)get_u32(&r);
    if (!tmp)
        st = GOR_ENOMEM;
    else if (r.failed || cur > total)
        st = GOR_EPARSE;
    for (size_t i = 0; i < total && !st; i++) {
        uint32_t word = get_u32(&r);
        st = r.failed ? GOR_EPARSE : replay_entry(g, &r, word, tmp, area);
    }
    if (!st)
        st = gor_game_goto(g, cur);
    if (!st && handicap)
        st = gor_game_set_handicap(g, handicap);
    if (!st)
        st = get_marks(g, &r, GOR_LIFE_DEAD, tmp, area);
    if (!st)
        st = get_marks(g, &r, GOR_LIFE_SEKI, tmp, area);
    if (!st && (r.failed || r.at != len))
        st = GOR_EPARSE;
    free(tmp);
    if (st) {
        gor_game_free(g);
        return st == GOR_ENOMEM ? st : GOR_EPARSE;
    }
    *out = g;
    return GOR_OK;
}

/* ---------------------------------------------------------------- */
/* Scoring                                                            */

#ifdef GORB_WITH_SCORE
#define F(type, field, t) {#field, offsetof(type, field), t, NULL}

static const gorb_field side_fields[] = {
    F(gor_score_side, stones, 'i'), F(gor_score_side, territory, 'i'),
    F(gor_score_side, seki_eyes, 'i'), F(gor_score_side, captures, 'i'),
    F(gor_score_side, dead, 'i'), F(gor_score_side, pass_stones, 'i'),
    F(gor_score_side, groups, 'i'), F(gor_score_side, dame_share, 'd'),
    F(gor_score_side, tax, 'd'), F(gor_score_side, komi, 'd'),
    F(gor_score_side, handicap_bonus, 'd'), F(gor_score_side, penalty, 'd'),
    F(gor_score_side, total, 'd'), {NULL, 0, 0, NULL}};

const gorb_field gorb_score_fields[] = {
    F(gor_score, scoring, 'i'), F(gor_score, tax, 'i'),
    F(gor_score, pass_stones_rule, 'i'), F(gor_score, handicap, 'i'),
    {"black", offsetof(gor_score, black), '{', side_fields},
    {"white", offsetof(gor_score, white), '{', side_fields},
    F(gor_score, dame, 'i'), F(gor_score, points, 'i'),
    F(gor_score, margin, 'd'), F(gor_score, margin_stones, 'd'),
    F(gor_score, base, 'd'), F(gor_score, black_count, 'd'),
    F(gor_score, black_needs, 'd'), F(gor_score, winner, 'i'),
    {NULL, 0, 0, NULL}};

const gorb_field gorb_result_fields[] = {
    F(gor_result, outcome, 'i'), F(gor_result, winner, 'i'),
    F(gor_result, end, 'i'), F(gor_result, counted, 'i'),
    F(gor_result, scoring, 'i'), F(gor_result, margin, 'd'),
    F(gor_result, margin_stones, 'd'), {NULL, 0, 0, NULL}};

const gorb_field gorb_prediction_fields[] = {
    F(gor_prediction, white_player, 'i'), F(gor_prediction, threshold, 'd'),
    F(gor_prediction, favoured, 'i'), {NULL, 0, 0, NULL}};

static void score_options(gor_score_options *o, unsigned dead, unsigned seki,
                          unsigned territory, int penalty_black,
                          int penalty_white)
{
    gor_score_options_init(o);
    o->dead = dead;
    o->seki = seki;
    o->territory = territory;
    o->penalty[GOR_BLACK] = penalty_black;
    o->penalty[GOR_WHITE] = penalty_white;
}

/* Both written forms of a result, as new strings. */
static int result_texts(const gor_result *r, unsigned cn_flags, char **sgf,
                        char **chinese)
{
    int st = gorb_result_sgf(r, sgf);
    if (st)
        return st;
    st = gorb_result_chinese(r, cn_flags, chinese);
    if (st) {
        free(*sgf);
        *sgf = NULL;
    }
    return st;
}

int gorb_game_score(const gor_game *game, unsigned dead, unsigned seki,
                    unsigned territory, int penalty_black, int penalty_white,
                    unsigned cn_flags, gor_score *out, unsigned char *map,
                    gor_result *result, char **sgf, char **chinese)
{
    gor_score_options o;
    score_options(&o, dead, seki, territory, penalty_black, penalty_white);
    int st = gor_game_score(game, &o, out, map,
                            (size_t)gor_game_width(game) * gor_game_height(game));
    if (!st)
        st = gor_result_from_score(out, gor_game_end_reason(game), result);
    if (!st)
        st = result_texts(result, cn_flags, sgf, chinese);
    return st;
}

int gorb_game_result(const gor_game *game, unsigned dead, unsigned seki,
                     unsigned territory, int penalty_black, int penalty_white,
                     unsigned cn_flags, gor_result *out, char **sgf,
                     char **chinese)
{
    gor_score_options o;
    score_options(&o, dead, seki, territory, penalty_black, penalty_white);
    int st = gor_game_result(game, &o, out);
    if (!st)
        st = result_texts(out, cn_flags, sgf, chinese);
    return st;
}

const gorb_field gorb_ownership_fields[] = {
    F(gor_ownership, playouts, 'i'), F(gor_ownership, certain, 'i'),
    F(gor_ownership, black_owned, 'i'), F(gor_ownership, white_owned, 'i'),
    F(gor_ownership, black_area, 'd'), F(gor_ownership, white_area, 'd'),
    F(gor_ownership, komi, 'd'), F(gor_ownership, margin, 'd'),
    F(gor_ownership, owned_margin, 'd'), F(gor_ownership, black_wins, 'd'),
    {NULL, 0, 0, NULL}};

int gorb_game_ownership_estimate(const gor_game *game, int playouts,
                                 long long seed, gor_ownership *out,
                                 unsigned char *map)
{
    gor_ownership_options o = GOR_OWNERSHIP_OPTIONS_INIT;
    o.playouts = playouts;
    o.seed = (uint64_t)seed;
    if (!game)
        return GOR_EINVAL;
    return gor_game_ownership_estimate(
        game, &o, (signed char *)map,
        (size_t)gor_game_width(game) * (size_t)gor_game_height(game), out);
}

int gorb_result_sgf(const gor_result *result, char **out)
{
    SNPRINTF_STRING(out, gor_result_to_sgf(result, buf, size));
}

int gorb_result_chinese(const gor_result *result, unsigned flags, char **out)
{
    SNPRINTF_STRING(out, gor_result_to_chinese(result, flags, buf, size));
}
#undef F
#endif /* GORB_WITH_SCORE */

/* ---------------------------------------------------------------- */
/* SGF                                                                */

#ifdef GORB_WITH_SGF
#define F(type, field, t) {#field, offsetof(type, field), t, NULL}
const gorb_field gorb_sgf_error_fields[] = {
    F(gor_sgf_error, status, 'i'), F(gor_sgf_error, line, 'i'),
    F(gor_sgf_error, column, 'i'), F(gor_sgf_error, message, 's'),
    {NULL, 0, 0, NULL}};

const gorb_field gorb_sgf_issue_fields[] = {
    F(gor_sgf_issue, severity, 'i'), F(gor_sgf_issue, status, 'i'),
    F(gor_sgf_issue, move_number, 'z'), F(gor_sgf_issue, color, 'i'),
    F(gor_sgf_issue, point, 'i'), F(gor_sgf_issue, line, 'i'),
    F(gor_sgf_issue, column, 'i'), F(gor_sgf_issue, message, 's'),
    {NULL, 0, 0, NULL}};
#undef F

static int parse_options(gor_sgf_parse_options *o, unsigned flags,
                         const char *encoding)
{
    int st = gor_sgf_parse_options_init(o, GOR_SGF_PARSE_OPTIONS_VERSION);
    o->flags = flags;
    o->encoding = encoding && *encoding ? encoding : NULL;
    return st;
}

int gorb_sgf_parse(gor_sgf_error *err, gor_sgf **out, const char *data,
                   size_t len, unsigned flags, const char *encoding)
{
    gor_sgf_parse_options o;
    int st = parse_options(&o, flags, encoding);
    return st ? st : gor_sgf_parse(out, data, len, &o, err);
}

int gorb_sgf_parse_file(gor_sgf_error *err, gor_sgf **out, const char *path,
                        unsigned flags, const char *encoding)
{
    gor_sgf_parse_options o;
    int st = parse_options(&o, flags, encoding);
    if (!st)
        st = gor_sgf_parse_file(out, path, &o, err);
    if (st && err && !err->line && path) {  /* name the file */
        char why[sizeof err->message];
        memcpy(why, err->message, sizeof why);
        snprintf(err->message, sizeof err->message, "'%s': %s", path,
                 why[0] ? why : gor_strerror(st));
    }
    return st;
}

/* Why the last refused replay of this thread was refused. */
static _Thread_local char replay_error[sizeof ((gor_sgf_issue *)0)->message];

static void keep_replay_error(const gor_sgf_report *report, int status)
{
    const gor_sgf_issue *pick = NULL;
    size_t n = gor_sgf_report_count(report);
    for (size_t k = 0; k < n && !pick; k++) {
        const gor_sgf_issue *is = gor_sgf_report_issue(report, k);
        if (is->severity == GOR_SGF_ERROR)
            pick = is;
    }
    for (size_t k = 0; k < n && !pick; k++) {
        const gor_sgf_issue *is = gor_sgf_report_issue(report, k);
        if (is->severity == GOR_SGF_NOTE)
            pick = is;
    }
    snprintf(replay_error, sizeof replay_error, "%s",
             pick ? pick->message : gor_strerror(status));
}

const char *gorb_sgf_replay_error(void)
{
    return replay_error;
}

/* Replay from root (to target, when not NULL); on failure the report is
 * freed, its first error kept for gorb_sgf_replay_error(): the bindings
 * raise, so nothing may be left to free. */
static int replay_from(gor_game **out, gor_sgf_report **report,
                       const gor_sgf_node *root, const gor_sgf_node *target,
                       unsigned flags, const gor_rules *rules,
                       size_t stop_before)
{
    gor_sgf_replay_options o;
    int st = gor_sgf_replay_options_init(&o, GOR_SGF_REPLAY_OPTIONS_VERSION);
    if (st)
        return st;
    o.flags = flags;
    o.rules = rules;
    o.target = target;
    o.stop_before = stop_before;
    st = gor_sgf_replay(out, report, root, &o);
    if (st) {
        keep_replay_error(*report, st);
        gor_sgf_report_free(*report);
        *report = NULL;
    }
    return st;
}

int gorb_sgf_replay(gor_game **out, gor_sgf_report **report,
                    const gor_sgf *sgf, size_t index, unsigned flags,
                    const gor_rules *rules, size_t stop_before)
{
    const gor_sgf_node *root = sgf ? gor_sgf_game(sgf, index) : NULL;
    if (!root) {
        snprintf(replay_error, sizeof replay_error,
                 "no game %zu in the collection", index);
        return GOR_ERANGE;
    }
    return replay_from(out, report, root, NULL, flags, rules, stop_before);
}

int gorb_sgf_write(const gor_sgf *sgf, char **out)
{
    SNPRINTF_STRING(out, gor_sgf_write(sgf, buf, size));
}

int gorb_game_to_sgf(const gor_game *game, const gor_sgf *info,
                     size_t info_index, char **out)
{
    const gor_sgf_node *root = NULL;
    gor_sgf *sgf = NULL;
    if (info && !(root = gor_sgf_game(info, info_index)))
        return GOR_ERANGE;
    int st = gor_sgf_from_game(&sgf, game, root);
    if (!st)
        st = gorb_sgf_write(sgf, out);
    gor_sgf_free(sgf);
    return st;
}

int gorb_sgf_root_text(const gor_sgf *sgf, size_t index, const char *id,
                       char **out)
{
    const gor_sgf_node *root = sgf ? gor_sgf_game(sgf, index) : NULL;
    if (!root)
        return GOR_ERANGE;
    SNPRINTF_STRING(out, gor_sgf_node_text(root, id, buf, size));
}

long long gorb_sgf_node_key(const gor_sgf_node *node)
{
    return (long long)(intptr_t)node;
}

int gorb_sgf_text(const char *raw, unsigned flags, char **out)
{
    if (!raw)
        return GOR_EINVAL;
    SNPRINTF_STRING(out, gor_sgf_text(raw, flags, buf, size));
}

int gorb_sgf_escape(const char *text, unsigned flags, char **out)
{
    if (!text)
        return GOR_EINVAL;
    SNPRINTF_STRING(out, gor_sgf_escape(text, flags, buf, size));
}

int gorb_sgf_node_text(const gor_sgf_node *node, const char *id, char **out)
{
    if (!node || !id)
        return GOR_EINVAL;
    SNPRINTF_STRING(out, gor_sgf_node_text(node, id, buf, size));
}

int gorb_sgf_replay_node(gor_game **out, gor_sgf_report **report,
                         const gor_sgf *sgf, const gor_sgf_node *target,
                         unsigned flags, const gor_rules *rules,
                         size_t stop_before)
{
    if (!sgf || !target || !gor_sgf_node_mutable((gor_sgf *)sgf, target)) {
        snprintf(replay_error, sizeof replay_error,
                 "the node is not in this collection");
        return GOR_EINVAL;
    }
    const gor_sgf_node *root = target;
    while (gor_sgf_node_parent(root))
        root = gor_sgf_node_parent(root);
    return replay_from(out, report, root, target, flags, rules, stop_before);
}

int gorb_sgf_root_ids(const gor_sgf *sgf, size_t index, char **out)
{
    const gor_sgf_node *root = sgf ? gor_sgf_game(sgf, index) : NULL;
    if (!root)
        return GOR_ERANGE;
    size_t n = gor_sgf_node_property_count(root), len = 1;
    for (size_t k = 0; k < n; k++)
        len += strlen(gor_sgf_node_property_id(root, k)) + 1;
    char *s = malloc(len), *p = s;
    if (!s)
        return GOR_ENOMEM;
    for (size_t k = 0; k < n; k++) {
        const char *id = gor_sgf_node_property_id(root, k);
        size_t m = strlen(id);
        if (k)
            *p++ = ' ';
        memcpy(p, id, m);
        p += m;
    }
    *p = 0;
    *out = s;
    return GOR_OK;
}
#endif /* GORB_WITH_SGF */

/* ---------------------------------------------------------------- */
/* Clocks                                                             */

#ifdef GORB_WITH_CLOCK
#define FC(type, field, t) {#field, offsetof(type, field), t, NULL}
const gorb_field gorb_clock_options_fields[] = {
    FC(gor_clock_options, version, 'u'), FC(gor_clock_options, system, 'i'),
    FC(gor_clock_options, flags, 'u'), FC(gor_clock_options, main_ms, 'q'),
    FC(gor_clock_options, period_ms, 'q'),
    FC(gor_clock_options, periods, 'i'),
    FC(gor_clock_options, period_moves, 'i'),
    FC(gor_clock_options, increment_ms, 'q'),
    FC(gor_clock_options, late_limit_ms, 'q'), {NULL, 0, 0, NULL}};

const gorb_field gorb_clock_state_fields[] = {
    FC(gor_clock_state, main_ms, 'q'), FC(gor_clock_state, period_ms, 'q'),
    FC(gor_clock_state, periods, 'i'), FC(gor_clock_state, moves, 'i'),
    FC(gor_clock_state, overtime, 'i'), FC(gor_clock_state, flagged, 'i'),
    FC(gor_clock_state, running, 'i'), FC(gor_clock_state, presses, 'i'),
    {NULL, 0, 0, NULL}};

const gorb_field gorb_clock_event_fields[] = {
    FC(gor_clock_event, kind, 'i'), FC(gor_clock_event, color, 'i'),
    FC(gor_clock_event, at_ms, 'q'), FC(gor_clock_event, value, 'i'),
    FC(gor_clock_event, period_s, 'i'), {NULL, 0, 0, NULL}};

int gorb_clock_event_text(const gor_clock_event *ev, int lang, char **out)
{
    if (!out)
        return GOR_EINVAL;
    *out = NULL;
    int n = gor_clock_event_text(ev, lang, NULL, 0);
    if (n < 0)
        return n;
    char *buf = malloc((size_t)n + 1);
    if (!buf)
        return GOR_ENOMEM;
    gor_clock_event_text(ev, lang, buf, (size_t)n + 1);
    *out = buf;
    return GOR_OK;
}

int gorb_clock_record(const gor_clock *clock, size_t i, int *color,
                      gor_clock_state *out)
{
    gor_color c = GOR_EMPTY;
    int st = gor_clock_record(clock, i, &c, out);
    if (color)
        *color = (int)c;
    return st;
}
#ifdef GORB_WITH_SGF
int gorb_sgf_clock(gor_clock **out, const gor_sgf *sgf, size_t index)
{
    const gor_sgf_node *root = sgf ? gor_sgf_game(sgf, index) : NULL;
    if (!root)
        return GOR_ERANGE;
    return gor_sgf_clock(out, root, NULL);
}

int gorb_game_to_sgf_clock(const gor_game *game, const gor_sgf *info,
                           size_t info_index, const gor_clock *clock,
                           char **out)
{
    const gor_sgf_node *root = NULL;
    gor_sgf *sgf = NULL;
    if (info && !(root = gor_sgf_game(info, info_index)))
        return GOR_ERANGE;
    int st = gor_sgf_from_game_clock(&sgf, game, root, clock);
    if (!st)
        st = gorb_sgf_write(sgf, out);
    gor_sgf_free(sgf);
    return st;
}
#endif
#endif /* GORB_WITH_CLOCK */

/* ---------------------------------------------------------------- */
/* The referee                                                        */

#ifdef GORB_WITH_REFEREE
#define FD(field, t) {#field, offsetof(gor_decision, field), t, NULL}
const gorb_field gorb_decision_fields[] = {
    FD(kind, 'i'), FD(color, 'i'), FD(point, 'i'), FD(from, 'i'),
    FD(status, 'i'), FD(warnings, 'i'), FD(player, 'i'), FD(value, 'd'),
    FD(at_ms, 'q'), FD(step, 'z'), {NULL, 0, 0, NULL}};

int gorb_referee_game(const gor_referee *ref, gor_game **out)
{
    if (!ref)
        return GOR_EINVAL;
    return gor_game_clone(out, gor_referee_game(ref));
}

int gorb_decision_text(const gor_decision *d, char **out)
{
    if (!out)
        return GOR_EINVAL;
    *out = NULL;
    int n = gor_decision_text(d, NULL, 0);
    if (n < 0)
        return n;
    char *buf = malloc((size_t)n + 1);
    if (!buf)
        return GOR_ENOMEM;
    gor_decision_text(d, buf, (size_t)n + 1);
    *out = buf;
    return GOR_OK;
}

int gorb_referee_from_sgf(gor_referee **out, const gor_sgf *sgf, size_t index)
{
    const gor_sgf_node *root = sgf ? gor_sgf_game(sgf, index) : NULL;
    if (!root)
        return GOR_ERANGE;
    return gor_referee_from_sgf(out, root);
}
#endif /* GORB_WITH_REFEREE */

/* ---------------------------------------------------------------- */
/* SVG (gorules_svg.h)                                                */

#ifdef GORB_WITH_SVG
int gorb_game_svg(const gor_game *game, unsigned flags, int cell,
                  const char *owner, size_t owner_len, const char *marks,
                  size_t marks_len, const char *labels, char **out)
{
    if (!game || !out)
        return GOR_EINVAL;
    size_t area = (size_t)gor_game_width(game) * (size_t)gor_game_height(game);
    gor_svg_options o = GOR_SVG_OPTIONS_INIT;
    o.flags = flags;
    o.cell = cell;
    if (owner && owner_len) {
        o.ownership = (const unsigned char *)owner;
        o.ownership_size = owner_len;
    }
    if (marks && marks_len) {
        o.markup = (const unsigned char *)marks;
        o.markup_size = marks_len;
    }
    const char **lab = NULL;
    char *copy = NULL;
    if (labels && labels[0]) {
        /* "point text\n" lines into a per-point array */
        size_t n = strlen(labels) + 1;
        lab = calloc(area, sizeof *lab);
        copy = malloc(n);
        if (copy)
            memcpy(copy, labels, n);
        if (!lab || !copy) {
            free(lab);
            free(copy);
            return GOR_ENOMEM;
        }
        char *line = copy;
        while (*line) {
            char *nl = strchr(line, '\n');
            if (nl)
                *nl = 0;
            char *end;
            long p = strtol(line, &end, 10);
            if (end == line || *end != ' ' || p < 0 || (size_t)p >= area) {
                free(lab);
                free(copy);
                return GOR_EINVAL;
            }
            lab[p] = end + 1;
            if (!nl)
                break;
            line = nl + 1;
        }
        o.labels = lab;
        o.labels_count = area;
    }
    int n = gor_game_svg(game, &o, NULL, 0);
    if (n >= 0) {
        char *s = malloc((size_t)n + 1);
        if (!s)
            n = GOR_ENOMEM;
        else if ((n = gor_game_svg(game, &o, s, (size_t)n + 1)) < 0)
            free(s);
        else
            *out = s;
    }
    free(lab);
    free(copy);
    return n < 0 ? n : GOR_OK;
}
#endif

/* ------------------------------------------------------------------ */
/* Light playouts (gorules_playout.h)                                  */
/* ------------------------------------------------------------------ */
#ifdef GORB_WITH_PLAYOUT
int gorb_playout_play_random(gor_playout *playout, long long state,
                             long long *next, gor_point *out)
{
    uint64_t rng = (uint64_t)state;
    int st = gor_playout_play_random(playout, &rng, out);
    *next = (long long)rng;
    return st;
}

int gorb_playout_run(gor_playout *playout, long long state, long long max_moves,
                     long long *next)
{
    uint64_t rng = (uint64_t)state;
    *next = state;
    if (max_moves < 0)
        return GOR_ERANGE;
    int st = gor_playout_run(playout, &rng, (size_t)max_moves);
    *next = (long long)rng;
    return st;
}

/* A playout's board or ownership into a new string. */
static int playout_bytes(const gor_playout *playout, char **out, size_t *len,
                         int (*get)(const gor_playout *, unsigned char *,
                                    size_t))
{
    *out = NULL;
    *len = 0;
    if (!playout)
        return GOR_EINVAL;
    unsigned char *buf = malloc((size_t)GOR_MAX_SIZE * GOR_MAX_SIZE);
    if (!buf)
        return GOR_ENOMEM;
    int n = get(playout, buf, (size_t)GOR_MAX_SIZE * GOR_MAX_SIZE);
    if (n < 0) {
        free(buf);
        return n;
    }
    *out = (char *)buf;
    *len = (size_t)n;
    return GOR_OK;
}

int gorb_playout_board(const gor_playout *playout, char **out, size_t *len)
{
    return playout_bytes(playout, out, len, gor_playout_board);
}

int gorb_playout_ownership(const gor_playout *playout, char **out,
                           size_t *len)
{
    return playout_bytes(playout, out, len, gor_playout_ownership);
}
#endif
