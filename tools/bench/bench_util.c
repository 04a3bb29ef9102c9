/* SPDX-License-Identifier: MIT */
/*
 * bench_util.c - small helpers of gorules-bench: messages, the clock,
 * statistics, arguments, rules, files, Tromp-Taylor area.
 */
#include "bench.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char prog[] = "gorules-bench";

int usage_error(const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "%s: ", prog);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\nTry '%s --help'.\n", prog);
    return EXIT_USAGE;
}

int failure(const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "%s: ", prog);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    return EXIT_PROBLEMS;
}

uint64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

stats stats_of(double *v, size_t n)
{
    stats s = {0, 0, 0};
    if (!n)
        return s;
    qsort(v, n, sizeof *v, cmp_double);
    s.min = v[0];
    s.max = v[n - 1];
    s.median = n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    return s;
}

/* ---------------------------------------------------------------- */
/* Arguments and rules                                                 */

int parse_long(const char *s, long lo, long hi, long *out)
{
    char *end;
    errno = 0;
    long n = strtol(s, &end, 10);
    if (end == s || *end || errno || n < lo || n > hi)
        return -1;
    *out = n;
    return 0;
}

const char *option_value(int argc, char **argv, int *i)
{
    if (*i + 1 >= argc) {
        usage_error("%s needs a value", argv[*i]);
        return NULL;
    }
    return argv[++*i];
}

int number_option(int argc, char **argv, int *i, long lo, long hi,
                  long *out)
{
    const char *name = argv[*i], *v = option_value(argc, argv, i);
    if (!v)
        return EXIT_USAGE;
    if (parse_long(v, lo, hi, out))
        return usage_error("%s: %ld to %ld, not \"%s\"", name, lo, hi, v);
    return 0;
}

static const char *const ko_names[] = {"simple", "positional", "situational",
                                       "natural", "none"};
static const char *const suicide_names[] = {"forbidden", "multi", "all"};

int parse_ko(const char *s, gor_ko_rule *out)
{
    for (int i = 0; i < 5; i++) {
        if (!strcmp(s, ko_names[i])) {
            *out = (gor_ko_rule)i;
            return 0;
        }
    }
    return -1;
}

int parse_suicide(const char *s, gor_suicide_rule *out)
{
    static const gor_suicide_rule v[] = {
        GOR_SUICIDE_FORBIDDEN, GOR_SUICIDE_MULTI, GOR_SUICIDE_ALLOWED};
    for (int i = 0; i < 3; i++) {
        if (!strcmp(s, suicide_names[i])) {
            *out = v[i];
            return 0;
        }
    }
    return -1;
}

const char *ko_name(gor_ko_rule ko)
{
    return (unsigned)ko < 5 ? ko_names[ko] : "?";
}

const char *suicide_name(gor_suicide_rule s)
{
    return s == GOR_SUICIDE_FORBIDDEN ? "forbidden"
           : s == GOR_SUICIDE_MULTI   ? "multi"
                                      : "all";
}

gor_rules *make_rules(gor_ko_rule ko, gor_suicide_rule suicide)
{
    gor_rules *r;
    if (gor_rules_new(&r, "chinese") != GOR_OK) {
        failure("out of memory");
        return NULL;
    }
    gor_rules_set_ko(r, ko);
    gor_rules_set_suicide(r, suicide);
    return r;
}

/* ---------------------------------------------------------------- */
/* Files and boards                                                    */

char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        failure("%s: %s", path, strerror(errno));
        return NULL;
    }
    size_t n = 0, cap = 1 << 16;
    char *buf = malloc(cap);
    while (buf) {
        n += fread(buf + n, 1, cap - n - 1, f);
        if (n < cap - 1)
            break;
        char *more = realloc(buf, cap * 2);
        if (!more) {
            free(buf);
            buf = NULL;
            break;
        }
        buf = more;
        cap *= 2;
    }
    int bad = ferror(f);
    fclose(f);
    if (!buf || bad) {
        failure("%s: %s", path, buf ? "read error" : "out of memory");
        free(buf);
        return NULL;
    }
    buf[n] = 0;
    *len = n;
    /* Give back the rest of the read buffer: 4,000 small records would
     * otherwise each sit alone in 64 KB, one page apart. */
    char *fit = realloc(buf, n + 1);
    return fit ? fit : buf;
}

long tt_area(int width, int height, const unsigned char *board)
{
    int npoints = width * height;
    int stack[GOR_MAX_SIZE * GOR_MAX_SIZE];
    unsigned char seen[GOR_MAX_SIZE * GOR_MAX_SIZE];
    long area[3] = {0, 0, 0};
    memset(seen, 0, (size_t)npoints);
    for (int p = 0; p < npoints; p++) {
        if (board[p] != GOR_EMPTY) {
            area[board[p]]++;
            continue;
        }
        if (seen[p])
            continue;
        /* Flood the empty region of p; note the colours it reaches. */
        int n = 0, size = 0, reach = 0;
        stack[n++] = p;
        seen[p] = 1;
        while (n) {
            int q = stack[--n], x = q % width, y = q / width;
            size++;
            int nb[4] = {x > 0 ? q - 1 : -1, x < width - 1 ? q + 1 : -1,
                         y > 0 ? q - width : -1,
                         y < height - 1 ? q + width : -1};
            for (int k = 0; k < 4; k++) {
                int r = nb[k];
                if (r < 0)
                    continue;
                if (board[r] != GOR_EMPTY)
                    reach |= board[r];
                else if (!seen[r]) {
                    seen[r] = 1;
                    stack[n++] = r;
                }
            }
        }
        if (reach == GOR_BLACK || reach == GOR_WHITE)
            area[reach] += size;
    }
    return area[GOR_BLACK] - area[GOR_WHITE];
}
