/* SPDX-License-Identifier: MIT */
/*
 * jsonmin.h - a minimal JSON reader for the data-driven tests: the whole
 * text into a tree of values. Strict RFC 8259 grammar, UTF-8 output for
 * \u escapes, nesting limited to 64 levels. Not part of the library.
 */
#ifndef GOR_TEST_JSONMIN_H
#define GOR_TEST_JSONMIN_H

#include <stddef.h>

typedef enum js_type {
    JS_NULL,
    JS_BOOL,
    JS_NUMBER,
    JS_STRING,
    JS_ARRAY,
    JS_OBJECT
} js_type;

typedef struct js_value {
    js_type type;
    int boolean;             /* JS_BOOL */
    double number;           /* JS_NUMBER */
    char *string;            /* JS_STRING (NUL-terminated, UTF-8) */
    size_t len;              /* JS_STRING bytes; JS_ARRAY/OBJECT items */
    struct js_value *items;  /* JS_ARRAY, JS_OBJECT values */
    char **keys;             /* JS_OBJECT keys, parallel to items */
} js_value;

/* Parse text[0..len-1]; NULL on error with a message (and offset) in err. */
js_value *js_parse(const char *text, size_t len, char *err, size_t errsize);
void js_free(js_value *v);

/* Member `key` of an object, or NULL (also when v is not an object). */
const js_value *js_get(const js_value *v, const char *key);
/* Item i of an array, or NULL. */
const js_value *js_at(const js_value *v, size_t i);
/* Convenience: the string, or NULL if v is not a string. */
const char *js_str(const js_value *v);

#endif
