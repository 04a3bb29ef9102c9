/* SPDX-License-Identifier: MIT */
/*
 * api.c - the calls and conventions that 1.0 settled: version macros,
 * gor_game_is_legal, the preset list, sized output arrays, reserved room,
 * and options structs accepted per version.
 */
#include <stdio.h>
#include <string.h>

#include "gorules.h"
#include "gorules_sgf.h"

#include "check.h"

static void versions(void)
{
    CHECK(strcmp(GOR_VERSION_STRING, "1.2.0") == 0);
    CHECK(strcmp(gor_version_string(), GOR_VERSION_STRING) == 0);
    CHECK(gor_version_number() == 10200 && GOR_VERSION_NUMBER == 10200);
}

static void presets(void)
{
    static const char *const names[] = {
        "chinese", "japanese", "korean", "aga", "new-zealand",
        "tromp-taylor", "ing", "prediction", "chinese-ogs", "stone-scoring",
        "bga", "french"};
    size_t n = sizeof names / sizeof names[0];
    CHECK(gor_rules_preset_count() == n);
    for (size_t i = 0; i < n; i++) {
        const char *name = gor_rules_preset_name(i);
        gor_rules *r = NULL;
        CHECK(name && strcmp(name, names[i]) == 0);
        CHECK(gor_rules_new(&r, name) == GOR_OK);
        gor_rules_free(r);
    }
    CHECK(gor_rules_preset_name(n) == NULL);
    CHECK(gor_rules_preset_name((size_t)-1) == NULL);
}

static void legality(void)
{
    gor_game *g = NULL;
    gor_point p;
    CHECK(gor_game_new(&g, 9, 9, NULL) == GOR_OK);
    CHECK(gor_point_from_gtp(9, 9, "E5", &p) == GOR_OK);
    CHECK(gor_game_is_legal(g, GOR_BLACK, p) == 1);
    CHECK(gor_game_play(g, GOR_BLACK, p) == GOR_OK);
    CHECK(gor_game_is_legal(g, GOR_WHITE, p) == 0);
    CHECK(gor_game_legal(g, GOR_WHITE, p) == GOR_EOCCUPIED);
    CHECK(gor_game_is_legal(g, GOR_WHITE, GOR_PASS) == 1);
    CHECK(gor_game_is_legal(g, GOR_EMPTY, GOR_PASS) == 0);
    CHECK(gor_game_is_legal(g, GOR_WHITE, 81) == 0);
    CHECK(gor_game_is_legal(NULL, GOR_WHITE, GOR_PASS) == 0);

    /* Output arrays with their size: too small writes nothing. */
    unsigned char board[81];
    memset(board, 7, sizeof board);
    CHECK(gor_game_board(g, board, 80) == GOR_EBUFFER);
    CHECK(board[40] == 7 && board[0] == 7);
    CHECK(gor_game_board(g, board, sizeof board) == 81);
    CHECK(board[40] == GOR_BLACK && board[0] == GOR_EMPTY);
    CHECK(gor_game_board(g, NULL, 81) == GOR_EINVAL);
    CHECK(gor_game_board(NULL, board, 81) == GOR_EINVAL);

    /* Reserved room reads 0, whatever the caller's struct held. */
    gor_move_info mi;
    memset(&mi, 0xff, sizeof mi);
    CHECK(gor_game_move(g, 1, &mi) == GOR_OK);
    CHECK(mi.kind == GOR_MOVE_PLAY && mi.point == p && mi.repeats == -1);
    int zero = 1;
    for (size_t i = 0; i < sizeof mi.reserved / sizeof mi.reserved[0]; i++)
        zero &= mi.reserved[i] == 0;
    CHECK(zero);
    gor_game_free(g);
}

/* A new first player at the start drops undone entries: they were played
 * from the other start (found by fuzz_api). */
static void first_player_change(void)
{
    gor_game *g = NULL;
    gor_rules *white_first = NULL;
    CHECK(gor_game_new(&g, 9, 9, NULL) == GOR_OK);
    CHECK(gor_rules_new(&white_first, "prediction") == GOR_OK);
    CHECK(gor_game_resign(g, GOR_BLACK) == GOR_OK);
    CHECK(gor_game_undo(g) == GOR_OK && gor_game_redo_length(g) == 1);
    CHECK(gor_game_set_rules(g, white_first) == GOR_OK);
    CHECK(gor_game_to_move(g) == GOR_WHITE);
    CHECK(gor_game_redo_length(g) == 0);
    CHECK(gor_game_redo(g) == GOR_ENOMOVE);
    gor_rules_free(white_first);
    gor_game_free(g);
}

static void sgf_options(void)
{
    static const char text[] = "(;GM[1]SZ[9];B[ee];W[dd])";
    gor_sgf_parse_options po;
    gor_sgf_replay_options ro;
    gor_sgf *sgf = NULL;
    gor_sgf_error err;
    memset(&err, 0xff, sizeof err);
    CHECK(gor_sgf_parse_options_init(&po, 0) == GOR_EINVAL);
    CHECK(gor_sgf_parse_options_init(&po, 2) == GOR_EINVAL);
    CHECK(gor_sgf_parse_options_init(&po, 1) == GOR_OK);
    CHECK(po.version == 1 && po.max_size == 0 && po.encoding == NULL);
    po.version = 2; /* newer than this library: refused, said why */
    CHECK(gor_sgf_parse(&sgf, text, sizeof text - 1, &po, &err) ==
          GOR_EINVAL);
    CHECK(sgf == NULL && err.status == GOR_EINVAL);
    CHECK(strcmp(err.message, "unknown parse options version 2") == 0);
    CHECK(err.reserved[0] == 0 && err.reserved[5] == 0);
    po.version = 1;
    CHECK(gor_sgf_parse(&sgf, text, sizeof text - 1, &po, &err) == GOR_OK);
    CHECK(err.status == GOR_OK && err.message[0] == '\0');

    CHECK(gor_sgf_replay_options_init(&ro, 0) == GOR_EINVAL);
    CHECK(gor_sgf_replay_options_init(&ro, 1) == GOR_OK);
    gor_game *g = NULL;
    ro.version = 2;
    CHECK(gor_sgf_replay(&g, NULL, gor_sgf_game(sgf, 0), &ro) == GOR_EINVAL);
    CHECK(g == NULL);
    ro.version = 1;
    CHECK(gor_sgf_replay(&g, NULL, gor_sgf_game(sgf, 0), &ro) == GOR_OK);
    CHECK(gor_game_move_number(g) == 2);
    gor_game_free(g);
    gor_sgf_free(sgf);
}

int main(void)
{
    versions();
    presets();
    legality();
    first_player_change();
    sgf_options();
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
