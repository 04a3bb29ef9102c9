/* SPDX-License-Identifier: MIT */
/* An out-of-tree program built against the installed libgorules. */
#include <gorules.h>
#include <stdio.h>

/* Built with EXPECT_STATIC when linked with the static library, whose
   users get GORULES_STATIC from its CMake target or pkg-config --static. */
#if defined(EXPECT_STATIC) && !defined(GORULES_STATIC)
#error "the static library's build flags do not define GORULES_STATIC"
#endif

int main(void)
{
    gor_game *game;
    gor_point p;
    if (gor_game_new(&game, 9, 9, NULL) != GOR_OK)
        return 1;
    gor_point_from_gtp(9, 9, "E5", &p);
    int st = gor_game_play(game, GOR_BLACK, p);
    printf("libgorules %s: E5 %s, black stones %d\n", gor_version_string(),
           gor_strerror(st), gor_game_stone_count(game, GOR_BLACK));
    int ok = st == GOR_OK && gor_game_stone_count(game, GOR_BLACK) == 1 &&
             gor_game_play(game, GOR_WHITE, p) == GOR_EOCCUPIED;
    gor_game_free(game);
    return ok ? 0 : 1;
}
