/* SPDX-License-Identifier: MIT */
/*
 * fuzz_gtp.c - the GTP front end (tools/gtp/, the gorules-gtp program)
 * on any command stream.
 *
 * gorules-gtp is a program: main() reads stdin and writes stdout, and all
 * of its state lives in main()'s locals (no mutable globals). So its
 * sources are linked into this harness unchanged, compiled with
 * -Dmain=gorules_gtp_main (tests/fuzz/CMakeLists.txt), and each input is
 * run as a whole session: stdin is the input (fmemopen), stdout a memory
 * stream (open_memstream). No fork, no pipe: libFuzzer sees the coverage.
 *
 * The program's two file calls are redirected into memory (the sources are
 * compiled with gor_sgf_parse_file / gor_sgf_write_file renamed to the
 * functions below), so that fuzzed `loadsgf` and `printsgf` commands can
 * neither read nor write the file system: `loadsgf` of any name ending in
 * ".sgf" reads a small built-in record, other names are unreadable;
 * `printsgf FILE` writes into memory.
 *
 * Invariants checked on the session's output (a broken one aborts):
 *  - the engine answers every command line and nothing else: the output is
 *    a sequence of responses "=[id] text\n\n" or "?[id] text\n\n", one per
 *    line that is not empty after GTP preprocessing, up to `quit`;
 *  - a response's id is the command's id;
 *  - the session ends with status 0.
 */
#define _GNU_SOURCE 1
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gorules.h"
#include "gorules_sgf.h"

int gorules_gtp_main(int argc, char **argv);
int fuzz_sgf_parse_file(gor_sgf **out, const char *path,
                        const gor_sgf_parse_options *opts,
                        gor_sgf_error *err);
int fuzz_sgf_write_file(const gor_sgf *sgf, const char *path);

/* A record with setup, a capture, a pass, variations and territory. */
static const char loadable[] =
    "(;FF[4]GM[1]SZ[9]KM[6.5]RU[Japanese]HA[2]AB[cc][gg]PB[b]PW[w]"
    ";W[dc];B[ec];W[cd];B[dd];W[ed];B[fd];W[de];B[ee];W[df];B[]"
    "(;W[ce];B[ef]TB[aa]TW[ii])(;W[ef]))";

int fuzz_sgf_parse_file(gor_sgf **out, const char *path,
                        const gor_sgf_parse_options *opts,
                        gor_sgf_error *err)
{
    size_t n = path ? strlen(path) : 0;
    if (n >= 4 && strcmp(path + n - 4, ".sgf") == 0)
        return gor_sgf_parse(out, loadable, sizeof loadable - 1, opts, err);
    if (out)
        *out = NULL;
    if (err) {
        memset(err, 0, sizeof *err);
        err->status = GOR_EINVAL;
        snprintf(err->message, sizeof err->message, "cannot open (fuzzing)");
    }
    return GOR_EINVAL;
}

int fuzz_sgf_write_file(const gor_sgf *sgf, const char *path)
{
    (void)path;
    int n = gor_sgf_write(sgf, NULL, 0);
    if (n < 0)
        return n;
    char *buf = malloc((size_t)n + 1);
    if (!buf)
        return GOR_ENOMEM;
    int m = gor_sgf_write(sgf, buf, (size_t)n + 1);
    free(buf);
    return m == n ? GOR_OK : GOR_EINVAL;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void fail_at(int line, const char *what)
{
    fprintf(stderr, "fuzz_gtp.c:%d: invariant broken: %s\n", line, what);
    abort();
}
#define CHECK(cond) \
    do { if (!(cond)) fail_at(__LINE__, #cond); } while (0)

/* The expected responses: for each command line (as the engine's
 * read_line would clean it), its id or "" ; stops after "quit". Returns
 * the number of commands. */
static size_t expected_ids(const uint8_t *data, size_t size, char ***ids_out)
{
    size_t cap = 16, n = 0;
    char **ids = malloc(cap * sizeof *ids);
    size_t i = 0;
    while (ids && i < size) {
        /* One line, cleaned like read_line(). */
        char word[2][32];
        size_t wl[2] = {0, 0};
        int nw = 0, comment = 0, any = 0, in_word = 0;
        for (; i < size; i++) {
            int c = data[i];
            if (c == '\n') {
                i++;
                break;
            }
            if (comment || c == '\r')
                continue;
            if (c == '#') {
                comment = 1;
                continue;
            }
            if (c == '\t')
                c = ' ';
            if (c < 32 || c == 127)
                continue;
            if (c == ' ') {
                in_word = 0;
                continue;
            }
            any = 1;
            if (!in_word) {
                in_word = 1;
                nw++;
            }
            if (nw <= 2 && wl[nw - 1] < sizeof word[0] - 1)
                word[nw - 1][wl[nw - 1]++] = (char)c;
        }
        if (!any)
            continue;
        word[0][wl[0]] = 0;
        word[1][nw > 1 ? wl[1] : 0] = 0;
        int has_id = wl[0] > 0 && strspn(word[0], "0123456789") == wl[0];
        if (n == cap) {
            char **nn = realloc(ids, (cap *= 2) * sizeof *ids);
            if (!nn)
                break;
            ids = nn;
        }
        ids[n++] = strdup(has_id ? word[0] : "");
        const char *cmd = has_id ? word[1] : word[0];
        if (strcmp(cmd, "quit") == 0)
            break;
    }
    *ids_out = ids;
    return ids ? n : 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0 || size > 65536)
        return 0;
    FILE *in = fmemopen((void *)data, size, "r");
    if (!in)
        return 0;
    char *out = NULL;
    size_t out_len = 0;
    FILE *os = open_memstream(&out, &out_len);
    if (!os) {
        fclose(in);
        return 0;
    }
    FILE *saved_in = stdin, *saved_out = stdout;
    stdin = in;
    stdout = os;
    char name[] = "gorules-gtp";
    char *argv[] = {name, NULL};
    int rc = gorules_gtp_main(1, argv);
    stdin = saved_in;
    stdout = saved_out;
    fclose(in);
    fclose(os);
    CHECK(rc == 0);

    char **ids = NULL;
    size_t ncmd = expected_ids(data, size, &ids);
    /* Split the output into responses. */
    size_t k = 0, pos = 0;
    while (pos < out_len) {
        CHECK(out[pos] == '=' || out[pos] == '?');
        char *end = strstr(out + pos, "\n\n");
        CHECK(end != NULL);
        CHECK(k < ncmd);
        /* The id right after '=' or '?'. */
        size_t idlen = strspn(out + pos + 1, "0123456789");
        if (strlen(ids[k]) < 31)
            CHECK(idlen == strlen(ids[k]) &&
                  strncmp(out + pos + 1, ids[k], idlen) == 0);
        CHECK(out[pos + 1 + idlen] == ' ');
        k++;
        pos = (size_t)(end - out) + 2;
    }
    CHECK(k == ncmd); /* every command line answered */
    for (size_t i = 0; i < ncmd; i++)
        free(ids[i]);
    free(ids);
    free(out);
    return 0;
}
