/* SPDX-License-Identifier: MIT */
/*
 * dir_list.h - the entries of a directory as full paths, sorted by name,
 * for the tools that walk folders of game records (gorules check,
 * gorules-bench sgf). Not part of the library.
 */
#ifndef GORULES_DIR_LIST_H
#define GORULES_DIR_LIST_H

#include <stddef.h>

/*
 * The entries of directory `path` but the hidden ones (".name"), each as
 * "path/name", sorted by name; *n gets their count. NULL (errno set) when
 * the directory cannot be read; an empty list is a valid pointer. Free
 * with dir_list_free().
 */
char **dir_list(const char *path, size_t *n);
void dir_list_free(char **names, size_t n);
/* Does the name end in .sgf or .sgfs (any case)? */
int has_sgf_suffix(const char *name);

#endif
