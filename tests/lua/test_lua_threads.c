/* SPDX-License-Identifier: MIT */
/*
 * test_lua_threads.c - Lua states in separate OS threads: each thread makes
 * its own lua_State, requires the gorules module (all of them at the same
 * moment) and plays, scores and writes games; each thread's result must be
 * what the same work gives in one thread. LUA_CPATH must find gorules.so.
 */
#define _POSIX_C_SOURCE 200809L  /* pthread barriers */

#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#define THREADS 6
#define ROUNDS 2

/* Random 9x9 playouts to the end, scored, written as SGF and read back. */
static const char WORK[] =
    "local gorules = require 'gorules'\n"
    "local seed = ...\n"
    "local sum = 0\n"
    "for j = 1, 15 do\n"
    "  local g = gorules.Game(9, 'tromp-taylor')\n"
    "  local state, v = seed * 1000 + j\n"
    "  while not g:is_over() do v, state = g:play_random(state) end\n"
    "  local sc = g:score()\n"
    "  local back = gorules.load_sgf(g:to_sgf())\n"
    "  assert(back:hash() == g:hash(), 'SGF round trip')\n"
    "  local copy = gorules.unpack(g:pack())\n"
    "  assert(copy:pack() == g:pack(), 'pack round trip')\n"
    "  sum = sum + sc.margin * 7 + g:move_number() + g:hash() % 1000003\n"
    "end\n"
    "return string.format('%.1f', sum)\n";

typedef struct job {
    int seed;
    char result[64];
    char error[256];
    pthread_barrier_t *start;
} job;

static void run(job *j)
{
    lua_State *L = luaL_newstate();
    if (!L) {
        snprintf(j->error, sizeof j->error, "luaL_newstate failed");
        return;
    }
    luaL_openlibs(L);
    int st = luaL_loadstring(L, WORK);
    if (st == LUA_OK) {
        lua_pushinteger(L, j->seed);
        st = lua_pcall(L, 1, 1, 0);
    }
    if (st == LUA_OK)
        snprintf(j->result, sizeof j->result, "%s", lua_tostring(L, -1));
    else
        snprintf(j->error, sizeof j->error, "seed %d: %s", j->seed,
                 lua_tostring(L, -1));
    lua_close(L);
}

static void *thread_main(void *arg)
{
    job *j = arg;
    pthread_barrier_wait(j->start);   /* every thread loads at once */
    run(j);
    return NULL;
}

int main(void)
{
    job expected[THREADS];
    int failed = 0;
    for (int k = 0; k < THREADS; k++) {
        memset(&expected[k], 0, sizeof expected[k]);
        expected[k].seed = k + 1;
        run(&expected[k]);
        if (expected[k].error[0]) {
            fprintf(stderr, "one thread: %s\n", expected[k].error);
            return 1;
        }
    }
    for (int round = 0; round < ROUNDS; round++) {
        pthread_barrier_t start;
        pthread_t t[THREADS];
        job jobs[THREADS];
        pthread_barrier_init(&start, NULL, THREADS);
        for (int k = 0; k < THREADS; k++) {
            memset(&jobs[k], 0, sizeof jobs[k]);
            jobs[k].seed = k + 1;
            jobs[k].start = &start;
            if (pthread_create(&t[k], NULL, thread_main, &jobs[k]) != 0) {
                fprintf(stderr, "pthread_create failed\n");
                return 1;
            }
        }
        for (int k = 0; k < THREADS; k++)
            pthread_join(t[k], NULL);
        pthread_barrier_destroy(&start);
        for (int k = 0; k < THREADS; k++) {
            if (jobs[k].error[0]) {
                fprintf(stderr, "thread %d: %s\n", k, jobs[k].error);
                failed = 1;
            } else if (strcmp(jobs[k].result, expected[k].result) != 0) {
                fprintf(stderr, "thread %d: %s, one thread: %s\n", k,
                        jobs[k].result, expected[k].result);
                failed = 1;
            }
        }
    }
    if (!failed)
        printf("%d Lua states in %d threads, %d rounds: same results as "
               "one thread\n", THREADS, THREADS, ROUNDS);
    return failed;
}
