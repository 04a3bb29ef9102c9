/* SPDX-License-Identifier: MIT */
/*
 * dir_list.c - sorted directory listings for the tools (see dir_list.h).
 */
#include "dir_list.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static int cmp_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

char **dir_list(const char *path, size_t *n)
{
    *n = 0;
    DIR *d = opendir(path);
    if (!d)
        return NULL;
    size_t cap = 64, plen = strlen(path);
    const char *sep = plen && path[plen - 1] == '/' ? "" : "/";
    char **names = malloc(cap * sizeof *names);
    struct dirent *e;
    while (names && (e = readdir(d))) {
        if (e->d_name[0] == '.')
            continue;
        if (*n == cap) {
            char **v = realloc(names, 2 * cap * sizeof *v);
            if (!v)
                break;
            names = v;
            cap *= 2;
        }
        size_t len = plen + strlen(e->d_name) + 2;
        if (!(names[*n] = malloc(len)))
            break;
        snprintf(names[*n], len, "%s%s%s", path, sep, e->d_name);
        ++*n;
    }
    closedir(d);
    if (!names) {
        errno = ENOMEM;
        return NULL;
    }
    qsort(names, *n, sizeof *names, cmp_names);
    return names;
}

void dir_list_free(char **names, size_t n)
{
    for (size_t i = 0; names && i < n; i++)
        free(names[i]);
    free(names);
}

int has_sgf_suffix(const char *name)
{
    const char *dot = strrchr(name, '.');
    return dot && (!strcasecmp(dot, ".sgf") || !strcasecmp(dot, ".sgfs"));
}
