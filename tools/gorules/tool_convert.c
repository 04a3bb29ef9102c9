/* SPDX-License-Identifier: MIT */
/*
 * tool_convert.c - `gorules convert`: the record again as UTF-8 SGF FF[4].
 */
#include "tool.h"

#include <stdlib.h>
#include <string.h>

static const char *prog = "gorules";

const char help_convert[] =
    "Usage: gorules convert [OPTIONS] FILE\n"
    "\n"
    "Reads FILE (any encoding that CA[] names or that can be detected, FF[1]\n"
    "to FF[4]) and writes it again as UTF-8 SGF: the same tree, unknown\n"
    "properties kept, CA[UTF-8].\n"
    "\n"
    "Options:\n"
    "  -o FILE          write to FILE instead of standard output\n"
    "  --encoding ENC   read FILE in ENC, ignoring CA[]\n"
    "  --replace        convert even when text would be lost: an unknown\n"
    "                   --encoding read as UTF-8, bytes invalid in the\n"
    "                   encoding replaced by U+FFFD (without it, both fail)\n"
    "  --json           print {\"file\":..., \"sgf\":...} instead\n"
    "  -h, --help       this help\n";


int cmd_convert(int argc, char **argv)
{
    const char *path = NULL, *out = NULL, *encoding = NULL;
    int json = 0, replace = 0;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            fputs(help_convert, stdout);
            return EXIT_CLEAN;
        } else if (!strcmp(a, "--json")) {
            json = 1;
        } else if (!strcmp(a, "--replace")) {
            replace = 1;
        } else if (!strcmp(a, "-o") || !strcmp(a, "--encoding")) {
            if (i + 1 >= argc) {
                usage_error("convert: %s needs a value", a);
                return EXIT_USAGE;
            }
            if (!strcmp(a, "-o"))
                out = argv[++i];
            else
                encoding = argv[++i];
        } else if (a[0] == '-' && a[1]) {
            usage_error("convert: unknown option %s", a);
            return EXIT_USAGE;
        } else if (!path) {
            path = a;
        } else {
            usage_error("convert: one file at a time");
            return EXIT_USAGE;
        }
    }
    if (!path) {
        usage_error("convert: no file given");
        return EXIT_USAGE;
    }
    gor_sgf_parse_options po = GOR_SGF_PARSE_OPTIONS_INIT;
    po.encoding = encoding;
    gor_sgf *sgf;
    gor_sgf_error err;
    int st = gor_sgf_parse_file(&sgf, path, &po, &err);
    if (st)
        return report_failure(json, path, err.line, err.column, "%s",
                              err.message);
    int lossy = 0;
    for (size_t i = 0; i < gor_sgf_parse_note_count(sgf); i++) {
        const gor_sgf_error *n = gor_sgf_parse_note(sgf, i);
        /* A conversion must not lose text without being asked to. */
        int loses = !strncmp(n->message, "unknown encoding \"", 18) ||
                    strstr(n->message, "replaced by U+FFFD") != NULL;
        const char *kind = loses && !replace ? "error" : "note";
        lossy |= loses;
        if (n->line)
            fprintf(stderr, "%s:%d:%d: %s: %s\n", path, n->line, n->column,
                    kind, n->message);
        else
            fprintf(stderr, "%s: %s: %s\n", path, kind, n->message);
    }
    if (lossy && !replace) {
        fprintf(stderr, "%s: convert: nothing written: the text would not "
                        "be kept as it is (--replace converts anyway)\n",
                path);
        gor_sgf_free(sgf);
        return EXIT_PROBLEMS;
    }
    int code = EXIT_CLEAN;
    if (out && !json) {
        if (gor_sgf_write_file(sgf, out) != GOR_OK) {
            fprintf(stderr, "%s: cannot write %s\n", prog, out);
            code = EXIT_PROBLEMS;
        }
    } else {
        int n = gor_sgf_write(sgf, NULL, 0);
        char *text = n >= 0 ? malloc((size_t)n + 1) : NULL;
        if (!text) {
            fprintf(stderr, "%s: out of memory\n", prog);
            code = EXIT_PROBLEMS;
        } else {
            gor_sgf_write(sgf, text, (size_t)n + 1);
            if (json) {
                printf("{\"file\": ");
                json_string(stdout, path);
                printf(", \"encoding\": ");
                json_string(stdout, gor_sgf_encoding(sgf));
                printf(", \"sgf\": ");
                json_string(stdout, text);
                printf("}\n");
            } else {
                fwrite(text, 1, (size_t)n, stdout);
            }
            free(text);
        }
    }
    gor_sgf_free(sgf);
    return code;
}
