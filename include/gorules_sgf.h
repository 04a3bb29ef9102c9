/* SPDX-License-Identifier: MIT */
/**
 * @file gorules_sgf.h
 * @brief libgorules: SGF (Smart Game Format, FF[4]) game records.
 *
 * Read SGF text into a tree (every FF[4] construct plus the FF[1]-FF[3]
 * and real-world quirks), write a tree back, build a tree from a game, and
 * replay a record into a ::gor_game with every move checked.
 *
 * @code{.c}
 * #include <gorules.h>
 * #include <gorules_sgf.h>
 *
 * gor_sgf *sgf;
 * gor_sgf_error err;
 * if (gor_sgf_parse_file(&sgf, "game.sgf", NULL, &err) != GOR_OK)
 *     printf("%d:%d: %s\n", err.line, err.column, err.message);
 * gor_game *game;
 * gor_sgf_report *report;
 * gor_sgf_replay(&game, &report, gor_sgf_game(sgf, 0), NULL);
 * for (size_t i = 0; i < gor_sgf_report_count(report); i++)
 *     puts(gor_sgf_report_issue(report, i)->message);
 * @endcode
 *
 * Conventions are those of gorules.h: gor_ prefix, int status codes, opaque
 * objects created through `**out` parameters with a NULL-safe _free(), text
 * written into caller buffers snprintf-style (the return value is the
 * length needed, without the NUL), borrowed pointers valid as long as
 * their parent.
 *
 * @par The tree
 * A ::gor_sgf is a collection of one or more game trees. Each game is a
 * root ::gor_sgf_node; a node has properties and children (the first child
 * is the main line, further children are variations). Nodes belong to
 * their collection and are freed with it. Every walk over the tree inside
 * the library is iterative: variation nesting is limited only by the
 * options (default one million levels), never by the C stack. Reading and
 * writing take time linear in the size of the input, whatever its shape;
 * gor_sgf_game(), gor_sgf_node_child(), gor_sgf_node_property_id() and the
 * lookups of a property by identifier take constant time, however many
 * games, children or properties there are.
 *
 * @par Text
 * Every value is stored in UTF-8 as "raw" SGF text: exactly what stood
 * between the brackets, escapes (`\]`, `\\`, `\:`) and soft line breaks
 * kept, so that writing a tree back reproduces it. gor_sgf_text() turns a
 * raw value into plain text. The input encoding comes from CA[] (honoured
 * per game tree), a byte-order mark, or detection; it is converted with
 * iconv. After conversion the tree's CA[] values read "UTF-8" and the
 * original is kept in gor_sgf_encoding(). Property identifiers are stored
 * in upper case: the FF[3] long names with lower-case letters ("AddBlack")
 * become their FF[4] form ("AB").
 *
 * @par Threads
 * No global state; separate ::gor_sgf objects may be used from separate
 * threads.
 */
#ifndef GORULES_SGF_H
#define GORULES_SGF_H

#include "gorules.h"
#include "gorules_clock.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------ */
/* Errors and notes                                                    */
/* ------------------------------------------------------------------ */

/**
 * @brief Where and why parsing failed (or, for the parse notes of
 * gor_sgf_parse_note(), what was repaired or converted).
 *
 * Its size is fixed.
 */
typedef struct gor_sgf_error {
    int status;         /**< the ::gor_status returned (#GOR_OK for a
                             note) */
    int line;           /**< 1-based line; 0 = not tied to a place */
    int column;         /**< 1-based column, counting characters in UTF-8
                             input, bytes otherwise; 0 = not tied to a
                             place */
    char message[256];  /**< English, NUL-terminated */
    int reserved[6];    /**< 0; room for later fields */
} gor_sgf_error;

/* ------------------------------------------------------------------ */
/* Parsing                                                             */
/* ------------------------------------------------------------------ */

/** @brief A collection of SGF game trees (opaque). */
typedef struct gor_sgf gor_sgf;
/** @brief A node of an SGF game tree (opaque; owned by its collection). */
typedef struct gor_sgf_node gor_sgf_node;

/* Flags of gor_sgf_parse_options.flags. */
#define GOR_SGF_STRICT 0x1u /**< parse flag: refuse what FF[4] forbids but
                               the parser otherwise repairs with a note: a
                               variation without nodes "(;B[aa]())", a
                               property identifier without upper-case
                               letters, a game tree missing its final ")" */

/** @brief The current version of ::gor_sgf_parse_options. */
#define GOR_SGF_PARSE_OPTIONS_VERSION 1

/**
 * @brief Options of gor_sgf_parse().
 *
 * Zero fields mean the defaults. Later versions append fields; every
 * version from 1 up is accepted and only its own fields are read.
 */
typedef struct gor_sgf_parse_options {
    unsigned version;      /**< #GOR_SGF_PARSE_OPTIONS_VERSION */
    unsigned flags;        /**< GOR_SGF_* parse flags (#GOR_SGF_STRICT) */
    size_t max_size;       /**< input bytes; default 64 MiB */
    size_t max_nodes;      /**< nodes in the collection; default 4
                                million */
    size_t max_depth;      /**< variation nesting "((("; default
                                1,000,000 */
    const char *encoding;  /**< force the input encoding (an iconv name
                                such as "GB18030"), ignoring CA[] and
                                detection; NULL = CA[], byte-order mark,
                                then detection */
} gor_sgf_parse_options;

/** @brief The default parse options. */
#define GOR_SGF_PARSE_OPTIONS_INIT {GOR_SGF_PARSE_OPTIONS_VERSION, 0, 0, 0, 0, NULL}

/**
 * @brief Fill parse options with the defaults of a version.
 * @param[out] opts the options; only that version's fields are written.
 * @param version 1 .. #GOR_SGF_PARSE_OPTIONS_VERSION.
 * @return #GOR_OK; #GOR_EINVAL for an unknown version or NULL.
 */
GOR_EXTERN int gor_sgf_parse_options_init(gor_sgf_parse_options *opts,
                                          unsigned version);

/**
 * @brief Parse SGF text into a new collection.
 *
 * Accepted beyond the FF[4] grammar, each with a note: text before the
 * first "(;" and between or after game trees (mail headers, a stray ")"),
 * whitespace anywhere between tokens, lower-case letters in identifiers
 * (FF[3]), a property repeated in one node (values merged), a variation
 * without nodes (its variations move up), invalid bytes in the encoding
 * (replaced by U+FFFD), a game whose final ")" (or several) is missing at
 * the end of the input (read as it stands, as GNU Go reads its own
 * owl42.sgf; #GOR_SGF_STRICT refuses it).
 *
 * Board sizes and coordinates are not judged here: gor_sgf_game_size(),
 * gor_sgf_node_points() and gor_sgf_replay() do that.
 * @param[out] out the collection; free it with gor_sgf_free(). Not created
 *        on error.
 * @param data the text.
 * @param len its length in bytes (it need not be NUL-terminated).
 * @param opts options, or NULL for the defaults.
 * @param[out] err where and why it failed (may be NULL).
 * @return #GOR_OK; #GOR_EPARSE for no game tree, a missing "]" (truncated
 *         input), a missing ")" under #GOR_SGF_STRICT or before any node,
 *         a node after a variation, a value without an identifier, a
 *         property without a value, a stray character in a node;
 *         #GOR_ERANGE when the input exceeds max_size, max_nodes or
 *         max_depth; #GOR_ENOMEM; #GOR_EINVAL for a NULL out or data.
 */
GOR_EXTERN int gor_sgf_parse(gor_sgf **out, const char *data, size_t len,
                             const gor_sgf_parse_options *opts,
                             gor_sgf_error *err);
/**
 * @brief gor_sgf_parse() of a whole file.
 * @param[out] out the collection; free it with gor_sgf_free().
 * @param path the file.
 * @param opts options, or NULL for the defaults.
 * @param[out] err where and why it failed (may be NULL).
 * @return as gor_sgf_parse(); #GOR_EINVAL for an unreadable file, with the
 *         system's reason in err.
 */
GOR_EXTERN int gor_sgf_parse_file(gor_sgf **out, const char *path,
                                  const gor_sgf_parse_options *opts,
                                  gor_sgf_error *err);
/**
 * @brief A new, empty collection (to build with gor_sgf_add_game()).
 * @param[out] out the collection; free it with gor_sgf_free().
 * @return #GOR_OK; #GOR_ENOMEM; #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_sgf_new(gor_sgf **out);
/**
 * @brief Free a collection and all its nodes.
 * @param sgf the collection, or NULL (nothing happens).
 */
GOR_EXTERN void gor_sgf_free(gor_sgf *sgf);

/**
 * @brief The input encoding the first game tree was read in.
 * @param sgf the collection.
 * @return an iconv name ("UTF-8", "GB18030", "CP932", ...); "UTF-8" for a
 *         tree built in memory and for NULL.
 */
GOR_EXTERN const char *gor_sgf_encoding(const gor_sgf *sgf);
/**
 * @brief Number of notes the parser left (repairs, conversions).
 * @param sgf the collection.
 * @return the count (0 for NULL).
 */
GOR_EXTERN size_t gor_sgf_parse_note_count(const gor_sgf *sgf);
/**
 * @brief A parse note.
 * @param sgf the collection.
 * @param i the note, 0-based.
 * @return the note (borrowed), or NULL if there is no such note.
 */
GOR_EXTERN const gor_sgf_error *gor_sgf_parse_note(const gor_sgf *sgf,
                                                   size_t i);

/* ------------------------------------------------------------------ */
/* The tree                                                            */
/* ------------------------------------------------------------------ */

/*
 * Walking the tree reads it: the navigation calls take and give const
 * nodes. To change a node, get its mutable handle from the collection you
 * hold mutably with gor_sgf_node_mutable().
 */

/**
 * @brief Number of game trees in the collection.
 * @param sgf the collection.
 * @return the count (0 for NULL).
 */
GOR_EXTERN size_t gor_sgf_game_count(const gor_sgf *sgf);
/**
 * @brief The root node of a game.
 * @param sgf the collection.
 * @param i the game, 0-based.
 * @return the root (borrowed), or NULL.
 */
GOR_EXTERN const gor_sgf_node *gor_sgf_game(const gor_sgf *sgf, size_t i);
/**
 * @brief Append a new game with an empty root node.
 * @param sgf the collection.
 * @param[out] root the new root (borrowed from the collection).
 * @return #GOR_OK; #GOR_ENOMEM; #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_sgf_add_game(gor_sgf *sgf, gor_sgf_node **root);
/**
 * @brief A node as a node that may be changed.
 *
 * Walking the tree reads it: the navigation calls take and give const
 * nodes. To change a node, get its mutable handle from the collection you
 * hold mutably.
 * @param sgf the collection, held mutably.
 * @param node a node.
 * @return the node, when it belongs to sgf; NULL otherwise.
 */
GOR_EXTERN gor_sgf_node *gor_sgf_node_mutable(gor_sgf *sgf,
                                              const gor_sgf_node *node);

/**
 * @brief The parent node.
 * @param node the node.
 * @return the parent; NULL for a game root (and for NULL).
 */
GOR_EXTERN const gor_sgf_node *gor_sgf_node_parent(const gor_sgf_node *node);
/**
 * @brief Number of children.
 * @param node the node.
 * @return the count (0 at the end of a line, and for NULL).
 */
GOR_EXTERN size_t gor_sgf_node_child_count(const gor_sgf_node *node);
/**
 * @brief A child of a node.
 * @param node the node.
 * @param i the child, 0 = the main line.
 * @return the child, or NULL.
 */
GOR_EXTERN const gor_sgf_node *gor_sgf_node_child(const gor_sgf_node *node,
                                                  size_t i);
/**
 * @brief The next sibling (the next variation).
 * @param node the node.
 * @return the sibling, or NULL; for a game root, the next game's root.
 */
GOR_EXTERN const gor_sgf_node *gor_sgf_node_next_sibling(
    const gor_sgf_node *node);
/**
 * @brief Append a new, empty child node.
 * @param node the parent.
 * @param[out] child the new node (borrowed from the collection).
 * @return #GOR_OK; #GOR_ENOMEM; #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_sgf_node_add_child(gor_sgf_node *node,
                                      gor_sgf_node **child);
/**
 * @brief The line where the node's ";" stood in the input.
 * @param node the node.
 * @return the 1-based line; 0 for built nodes and NULL.
 */
GOR_EXTERN int gor_sgf_node_line(const gor_sgf_node *node);
/**
 * @brief The column where the node's ";" stood in the input.
 * @param node the node.
 * @return the 1-based column; 0 for built nodes and NULL.
 */
GOR_EXTERN int gor_sgf_node_column(const gor_sgf_node *node);

/* ------------------------------------------------------------------ */
/* Properties                                                          */
/* ------------------------------------------------------------------ */

/**
 * @brief Number of distinct properties of the node.
 * @param node the node.
 * @return the count (0 for NULL).
 */
GOR_EXTERN size_t gor_sgf_node_property_count(const gor_sgf_node *node);
/**
 * @brief The identifier of a property, in node order.
 * @param node the node.
 * @param i the property, 0-based.
 * @return the identifier ("B", "AB", "XX"; borrowed), or NULL.
 */
GOR_EXTERN const char *gor_sgf_node_property_id(const gor_sgf_node *node,
                                                size_t i);
/**
 * @brief Whether the node has a property.
 * @param node the node.
 * @param id the identifier.
 * @return nonzero if present.
 */
GOR_EXTERN int gor_sgf_node_has(const gor_sgf_node *node, const char *id);
/**
 * @brief Number of values of a property.
 * @param node the node.
 * @param id the identifier.
 * @return the count (0 if absent).
 */
GOR_EXTERN size_t gor_sgf_node_value_count(const gor_sgf_node *node,
                                           const char *id);
/**
 * @brief A value of a property, raw (escapes kept), UTF-8.
 * @param node the node.
 * @param id the identifier.
 * @param k the value, 0-based.
 * @return the value (borrowed, valid until the property changes), or NULL
 *         if absent.
 */
GOR_EXTERN const char *gor_sgf_node_value(const gor_sgf_node *node,
                                          const char *id, size_t k);
/**
 * @brief Where a property started in the input.
 * @param node the node.
 * @param id the identifier.
 * @param[out] column the 1-based column, 0 if unknown (may be NULL).
 * @return the 1-based line; 0 if unknown or absent.
 */
GOR_EXTERN int gor_sgf_node_property_line(const gor_sgf_node *node,
                                          const char *id, int *column);

/**
 * @brief Set a property to one raw value, replacing any values it had.
 *
 * A raw value must be valid between brackets: every "]" escaped, no lone
 * trailing "\".
 * @param node the node.
 * @param id the identifier (upper-case letters only).
 * @param raw the raw value.
 * @return #GOR_OK; #GOR_EINVAL for a bad identifier or value, or NULL;
 *         #GOR_ENOMEM.
 */
GOR_EXTERN int gor_sgf_node_set(gor_sgf_node *node, const char *id,
                                const char *raw);
/**
 * @brief Add one more raw value to a property (as gor_sgf_node_set()).
 * @param node the node.
 * @param id the identifier (upper-case letters only).
 * @param raw the raw value.
 * @return #GOR_OK; #GOR_EINVAL for a bad identifier or value, or NULL;
 *         #GOR_ENOMEM.
 */
GOR_EXTERN int gor_sgf_node_add_value(gor_sgf_node *node, const char *id,
                                      const char *raw);
/**
 * @brief Set a property to one value given as plain text, escaped ("\"
 * and "]") on the way in.
 * @param node the node.
 * @param id the identifier (upper-case letters only).
 * @param text the plain text.
 * @return #GOR_OK; #GOR_EINVAL for a bad identifier or NULL; #GOR_ENOMEM.
 */
GOR_EXTERN int gor_sgf_node_set_text(gor_sgf_node *node, const char *id,
                                     const char *text);
/**
 * @brief Remove a property.
 * @param node the node.
 * @param id the identifier.
 * @return #GOR_OK, also if it was absent; #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_sgf_node_remove(gor_sgf_node *node, const char *id);

/* Flags of gor_sgf_text(). */
#define GOR_SGF_TEXT_SIMPLE 0x1u /**< gor_sgf_text() flag: SimpleText: line
                                    breaks become spaces */
#define GOR_SGF_TEXT_FIRST  0x2u /**< gor_sgf_text() flag: only the part
                                    before an unescaped ":" (a composed
                                    value) */
#define GOR_SGF_TEXT_SECOND 0x4u /**< gor_sgf_text() flag: only the part
                                    after it ("" if none) */

/**
 * @brief Turn a raw value into plain text (FF[4] Text), snprintf-style.
 *
 * Escapes resolved, soft line breaks ("\" + newline) removed, other white
 * space than line breaks made spaces, line breaks normalised to "\n".
 * @param raw the raw value.
 * @param flags GOR_SGF_TEXT_* flags, or 0.
 * @param[out] buf the text (may be NULL when size is 0).
 * @param size bytes at buf.
 * @return the length needed (without the NUL); #GOR_EINVAL for other
 *         flags or NULL.
 */
GOR_EXTERN int gor_sgf_text(const char *raw, unsigned flags, char *buf,
                            size_t size);
/**
 * @brief Escape plain text into a raw value, snprintf-style.
 *
 * "]" and "\" are escaped; also ":" with #GOR_SGF_TEXT_FIRST.
 * @param text the plain text.
 * @param flags GOR_SGF_TEXT_* flags (only #GOR_SGF_TEXT_FIRST changes
 *        anything), or 0.
 * @param[out] buf the raw value (may be NULL when size is 0).
 * @param size bytes at buf.
 * @return the length needed (without the NUL); #GOR_EINVAL for unknown
 *         flags or NULL; #GOR_ERANGE past INT_MAX.
 */
GOR_EXTERN int gor_sgf_escape(const char *text, unsigned flags, char *buf,
                              size_t size);
/**
 * @brief gor_sgf_text() of the first value of a property.
 * @param node the node.
 * @param id the identifier.
 * @param[out] buf the text (may be NULL when size is 0).
 * @param size bytes at buf.
 * @return the length needed (without the NUL); 0 ("") if absent;
 *         #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_sgf_node_text(const gor_sgf_node *node, const char *id,
                                 char *buf, size_t size);

/* ------------------------------------------------------------------ */
/* Go values                                                           */
/* ------------------------------------------------------------------ */

/**
 * @brief The board size of a game, from the root's SZ.
 *
 * "19" or "19:13" (columns then rows); 19x19 when absent.
 * @param root the game's root.
 * @param[out] width  the columns.
 * @param[out] height the rows.
 * @return #GOR_OK; #GOR_ESIZE for a size outside 1..52 or text that is not
 *         a size; #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_sgf_game_size(const gor_sgf_node *root, int *width,
                                 int *height);

/**
 * @brief The points of a point-list property (AB, AW, AE, TB, TW, MA, ...).
 *
 * Compressed rectangles ("aa:cc") are expanded; an empty value "[]" adds
 * nothing.
 * @param node the node.
 * @param id the identifier.
 * @param width  board width.
 * @param height board height.
 * @param[out] out receives at most cap points (may be NULL when cap is 0).
 * @param cap room at out.
 * @return how many points there are (may exceed cap), 0 if absent;
 *         #GOR_EPARSE for a malformed value; #GOR_EOFFBOARD for a point
 *         outside the board; #GOR_ERANGE when the values, repeats
 *         counted, hold more than INT_MAX points; #GOR_ESIZE;
 *         #GOR_EINVAL.
 */
GOR_EXTERN int gor_sgf_node_points(const gor_sgf_node *node, const char *id,
                                   int width, int height, gor_point *out,
                                   size_t cap);

/**
 * @brief The move of a node: its B or W property (B first if a broken node
 * has both).
 * @param node the node.
 * @param width  board width.
 * @param height board height.
 * @param[out] color the mover.
 * @param[out] point the point; #GOR_PASS for "" and, on boards up to
 *        19x19, "tt".
 * @return #GOR_OK; #GOR_ENOMOVE if the node has no move; #GOR_EPARSE or
 *         #GOR_EOFFBOARD for a bad coordinate; #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_sgf_node_move(const gor_sgf_node *node, int width,
                                 int height, gor_color *color,
                                 gor_point *point);

/* What gor_sgf_game_komi() did to KM (bits of *fixes). */
#define GOR_SGF_KOMI_FOX_SCALE    0x1u /**< komi fix: divided by 100 (Fox:
                                          KM[750]) */
#define GOR_SGF_KOMI_STONES       0x2u /**< komi fix: quarter komi in
                                          Chinese stones doubled into
                                          points (KM[3.75], Fox KM[375] ->
                                          7.5) */
#define GOR_SGF_KOMI_ROUNDED      0x4u /**< komi fix: rounded to a multiple
                                          of 0.25 */

/**
 * @brief The komi of a game in points, from the root's KM, with the
 * corrections real records need.
 *
 *  - Fox (AP[foxwq...] or AP[YuanYu...]) writes komi times 100: KM[750] =
 *    7.5, KM[650] = 6.5, KM[375] = 3.75. An integer KM of 100 or more
 *    whose hundredth is a multiple of 0.25 is read the same way in any
 *    record (no board up to 25x25 has 100 points of komi).
 *  - A komi ending in .25 or .75 is a Chinese komi in stones (GoGoD writes
 *    KM[3.75] or KM[2.75] for Chinese games; Fox KM[375] is 3.75 after
 *    scaling): one stone is two points, so it is doubled (3.75 -> 7.5,
 *    2.75 -> 5.5, 3.25 -> 6.5). Points counting never yields a quarter.
 *  - Anything else is kept, rounded to the nearest 0.25 if it is not a
 *    multiple (the library's komi unit).
 * @param root the game's root.
 * @param[out] komi the komi; 0 when KM is absent.
 * @param[out] fixes GOR_SGF_KOMI_* bits saying what was corrected (may be
 *        NULL).
 * @return #GOR_OK; #GOR_EPARSE if KM is not a number; #GOR_EINVAL for
 *         NULL.
 */
GOR_EXTERN int gor_sgf_game_komi(const gor_sgf_node *root, double *komi,
                                 unsigned *fixes);

/**
 * @brief The ruleset of a record's RU text.
 *
 * Preset names and their common spellings ("Japanese", "Chinese", "AGA",
 * "NZ", "New Zealand", "GOE", "Tromp/Taylor", ...), and KataGo rules
 * strings ("koPOSITIONALscoreAREAtaxNONEsui1"). RE[] is read by
 * gor_result_parse_sgf() in gorules_score.h.
 * @param rules the ruleset to set.
 * @param ru the RU value.
 * @return #GOR_OK; #GOR_EPARSE if the text is none of those (rules
 *         unchanged); #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_sgf_rules_parse(gor_rules *rules, const char *ru);

/* ------------------------------------------------------------------ */
/* Replay                                                              */
/* ------------------------------------------------------------------ */

/* Flags of gor_sgf_replay_options.flags. */
#define GOR_SGF_REPLAY_TOLERANT 0x1u /**< replay flag: go on past illegal
                                        moves: moves breaking ko, superko
                                        or suicide rules are played
                                        (#GOR_PLAY_TOLERANT), moves onto
                                        occupied or off-board points
                                        skipped; each is listed. Without
                                        it the replay stops before the
                                        first illegal move. */
#define GOR_SGF_REPLAY_RAW_KOMI 0x2u /**< replay flag: take KM as written,
                                        no corrections */

/** @brief The current version of ::gor_sgf_replay_options. */
#define GOR_SGF_REPLAY_OPTIONS_VERSION 1

/**
 * @brief Options of gor_sgf_replay().
 *
 * Zero fields mean the defaults. Later versions append fields; every
 * version from 1 up is accepted and only its own fields are read.
 */
typedef struct gor_sgf_replay_options {
    unsigned version;            /**< #GOR_SGF_REPLAY_OPTIONS_VERSION */
    unsigned flags;              /**< GOR_SGF_REPLAY_* flags */
    const gor_rules *rules;      /**< force this ruleset (its komi is
                                      replaced by KM unless the record has
                                      none); NULL = the record's RU */
    const gor_sgf_node *target;  /**< replay from the root to this node of
                                      the same game; NULL = the main line
                                      (first children) to its end */
    size_t stop_before;          /**< stop before move number N (the
                                      position GTP "loadsgf FILE N" means),
                                      with the colour of move N to play;
                                      0 = no stop */
} gor_sgf_replay_options;

/** @brief The default replay options. */
#define GOR_SGF_REPLAY_OPTIONS_INIT {GOR_SGF_REPLAY_OPTIONS_VERSION, 0, NULL, NULL, 0}

/**
 * @brief Fill replay options with the defaults of a version.
 * @param[out] opts the options; only that version's fields are written.
 * @param version 1 .. #GOR_SGF_REPLAY_OPTIONS_VERSION.
 * @return #GOR_OK; #GOR_EINVAL for an unknown version or NULL.
 */
GOR_EXTERN int gor_sgf_replay_options_init(gor_sgf_replay_options *opts,
                                           unsigned version);

/** @brief How much an issue of a replay report matters. */
typedef enum gor_sgf_severity {
    GOR_SGF_INFO = 0,  /**< a correction or conversion, for the curious */
    GOR_SGF_NOTE = 1,  /**< worth telling: a repetition that the rules
                            allow (or that ends the game with no result),
                            an unknown RU, play after the game had
                            ended */
    GOR_SGF_ERROR = 2  /**< the record is wrong: an illegal move, a bad
                            coordinate or size, impossible setup */
} gor_sgf_severity;

/** @brief One finding of a replay. */
typedef struct gor_sgf_issue {
    gor_sgf_severity severity; /**< how much it matters */
    int status;           /**< ERROR: why - #GOR_EOCCUPIED, #GOR_ESUICIDE,
                               #GOR_EKO, #GOR_ESUPERKO for a move;
                               #GOR_EOFFBOARD or #GOR_EPARSE for a bad
                               coordinate; #GOR_EINVAL for setup leaving a
                               group without liberties; #GOR_ESIZE for SZ.
                               #GOR_OK for notes and infos */
    size_t move_number;   /**< the move concerned (SGF numbering, MN[]
                               honoured); 0 = before the first move */
    gor_color color;      /**< its colour, or #GOR_EMPTY */
    gor_point point;      /**< its point, #GOR_PASS, or #GOR_NO_POINT */
    int line, column;     /**< where in the input (line, column); 0 if
                               unknown */
    char message[200];    /**< English, e.g. "move 57, W R14: point is
                               occupied (by a black stone)" */
} gor_sgf_issue;
/** @var gor_sgf_issue::line
 *  where in the input: the 1-based line; 0 if unknown. */

/** @brief The findings of a replay (opaque); free it with
 *  gor_sgf_report_free(). */
typedef struct gor_sgf_report gor_sgf_report;

/**
 * @brief Replay a game of a record into a new ::gor_game.
 *
 *  - size from SZ, ruleset from RU (gor_sgf_rules_parse()) or
 *    opts->rules; a record without RU is judged by what every ruleset
 *    forbids: a move onto a stone, the immediate recapture of a ko, a
 *    single-stone suicide ("koSIMPLEscoreAREAsui1cycleREPORT"). A
 *    multi-stone suicide (legal under New Zealand, Tromp-Taylor, Ing and
 *    KataGo's default rules) and a whole-board repetition are notes there.
 *    An unknown RU gets the same, with a note. Under a simple-ko ruleset,
 *    repetitions it allows are noted (#GOR_CYCLE_REPORT); where a cycle
 *    means no result (Japanese), the cycle is a note and the replay goes
 *    on.
 *  - komi from KM (gor_sgf_game_komi(); each correction an INFO issue);
 *    without KM, the komi of the RU preset -- 0 in a handicap game (HA of
 *    1 or more, an INFO issue) -- or 0 without RU either; handicap from HA
 *    (gor_game_set_handicap()).
 *  - in each node of the line: AE, AB, AW (gor_game_setup()), PL
 *    (gor_game_set_to_move()), then B / W (gor_game_play_ex()). Moves
 *    after the game ended (two passes, a no-result cycle) resume it,
 *    noted.
 *  - at the end of a replay to the last node, TB/TW are read: stones
 *    inside the other colour's territory marks are marked dead
 *    (gor_game_mark_list()) and the marks are kept in the report. Then,
 *    after a replay of the whole main line, RE: a resignation, a loss on
 *    time or a forfeit ends the game that way (gor_game_resign(),
 *    gor_game_end(); an INFO issue), so gor_game_result() gives the
 *    record's result rather than a count of an unfinished position; a
 *    count or draw that the final position (after two passes, with the
 *    marked dead stones and those in pass-alive areas) does not give is an
 *    INFO issue.
 *
 * Illegal moves are ordinary results, listed in the report
 * (gor_sgf_report_status() gives the first one's code).
 * @param[out] game the position after the last move played (without
 *        #GOR_SGF_REPLAY_TOLERANT: just before the first illegal move);
 *        NULL when the record cannot be replayed. Free it with
 *        gor_game_free().
 * @param[out] report the findings (may be NULL), also when the record
 *        cannot be replayed; free it with gor_sgf_report_free().
 * @param root a game root of a collection.
 * @param opts options, or NULL for the defaults.
 * @return #GOR_OK when the replay ran, illegal moves or not; a negative
 *         status when the record cannot be replayed at all: #GOR_ESIZE for
 *         a bad SZ (an ERROR issue), #GOR_EINVAL for a GM other than 1 (a
 *         NOTE: the record is fine, it is just not Go), a target outside
 *         the game or NULL, #GOR_ENOMEM.
 */
GOR_EXTERN int gor_sgf_replay(gor_game **game, gor_sgf_report **report,
                              const gor_sgf_node *root,
                              const gor_sgf_replay_options *opts);

/**
 * @brief Free a replay report.
 * @param report the report, or NULL (nothing happens).
 */
GOR_EXTERN void gor_sgf_report_free(gor_sgf_report *report);
/**
 * @brief Number of issues, in the order found.
 * @param report the report.
 * @return the count (0 for NULL).
 */
GOR_EXTERN size_t gor_sgf_report_count(const gor_sgf_report *report);
/**
 * @brief One issue of a report.
 * @param report the report.
 * @param i the issue, 0-based.
 * @return the issue (borrowed), or NULL.
 */
GOR_EXTERN const gor_sgf_issue *gor_sgf_report_issue(
    const gor_sgf_report *report, size_t i);
/**
 * @brief Number of #GOR_SGF_ERROR issues.
 * @param report the report.
 * @return the count (0 for NULL).
 */
GOR_EXTERN size_t gor_sgf_report_errors(const gor_sgf_report *report);
/**
 * @brief The status of the first error.
 * @param report the report.
 * @return its status, or #GOR_OK if there is none.
 */
GOR_EXTERN int gor_sgf_report_status(const gor_sgf_report *report);
/**
 * @brief Moves (stones and passes) the replay played.
 * @param report the report.
 * @return the count (0 for NULL).
 */
GOR_EXTERN size_t gor_sgf_report_moves(const gor_sgf_report *report);
/**
 * @brief The SGF number of the last move the replay reached, played or
 * refused (MN[] honoured).
 * @param report the report.
 * @return the move number; 0 if none.
 */
GOR_EXTERN size_t gor_sgf_report_move_number(const gor_sgf_report *report);
/**
 * @brief Territory marks of the last node replayed, in board order.
 * @param report the report.
 * @param c #GOR_BLACK for TB, #GOR_WHITE for TW.
 * @param[out] out receives at most cap points (may be NULL when cap is 0).
 * @param cap room at out.
 * @return how many there are (may exceed cap); #GOR_EINVAL for NULL or
 *         another colour.
 */
GOR_EXTERN int gor_sgf_report_territory(const gor_sgf_report *report,
                                        gor_color c, gor_point *out,
                                        size_t cap);

/* ------------------------------------------------------------------ */
/* Writing                                                             */
/* ------------------------------------------------------------------ */

/**
 * @brief The collection as SGF text (UTF-8), snprintf-style.
 *
 * Raw values are written as stored, so parse -> write -> parse gives the
 * same tree.
 * @param sgf the collection.
 * @param[out] buf the text (may be NULL when size is 0).
 * @param size bytes at buf.
 * @return the length needed (without the NUL); #GOR_ERANGE if it exceeds
 *         INT_MAX; #GOR_ENOMEM; #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_sgf_write(const gor_sgf *sgf, char *buf, size_t size);
/**
 * @brief Write the collection to a file (replaced).
 * @param sgf the collection.
 * @param path the file.
 * @return #GOR_OK; #GOR_EINVAL if it cannot be written, or for NULL;
 *         #GOR_ENOMEM.
 */
GOR_EXTERN int gor_sgf_write_file(const gor_sgf *sgf, const char *path);

/**
 * @brief A new collection holding one game built from a game's history.
 *
 * Up to the current position: the root has FF[4] GM[1] CA[UTF-8] AP SZ KM
 * RU (a preset name when the rules equal a preset, else the rules string),
 * HA, RE when the end decides (resign, time, forfeit, void); setup before
 * the first move goes into the root, later setup and PL into nodes of
 * their own; passes are written B[] / W[].
 * @param[out] out the collection; free it with gor_sgf_free().
 * @param game the game.
 * @param info NULL, or a root whose other properties (players, date,
 *        comments, unknown properties) are copied, for example the root of
 *        the record the game was replayed from.
 * @return #GOR_OK; #GOR_ENOMEM; #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_sgf_from_game(gor_sgf **out, const gor_game *game,
                                 const gor_sgf_node *info);

/* ------------------------------------------------------------------ */
/* Time (TM, OT, BL, WL, OB, OW)                                       */
/* ------------------------------------------------------------------ */

/**
 * @brief The clock of a record (docs/clock.md).
 *
 * TM and OT of the root give the time control: OT "3x60 byo-yomi" is
 * Japanese byo-yomi after TM, "3x60 byo-yomi within TM" the Chinese
 * byo-yomi whose periods are part of TM, "25/600 Canadian" or "5 moves / 30
 * sec" Canadian overtime, "15/600 carry-over" moves per period with
 * carry-over, "+10 Fischer", "10 Bronstein"; no OT (or "None") with TM is
 * absolute time, neither is untimed. Then the move nodes from the root to
 * target fill the clock's record (gor_clock_record()), one entry per move:
 * the mover's time after it from BL / WL (seconds left: main time, or with
 * OB / OW the period or block left and the periods or moves left; under
 * the Chinese byo-yomi BL in main time counts the reserve too, as TM
 * does), main_ms -1 where the node has none. The last time of each colour
 * becomes that player's time (gor_clock_set()). The clock is not started.
 * @param[out] out the clock; free it with gor_clock_free().
 * @param root the game's root.
 * @param target the last node to read, or NULL for the main line to its
 *        end.
 * @return #GOR_OK; #GOR_EPARSE for a TM or OT that cannot be read, or that
 *         no clock can have; #GOR_EINVAL if target is not in root's game,
 *         or for NULL; #GOR_ENOMEM.
 */
GOR_EXTERN int gor_sgf_clock(gor_clock **out, const gor_sgf_node *root,
                             const gor_sgf_node *target);

/**
 * @brief gor_sgf_from_game() plus the clock.
 *
 * TM and OT on the root (the forms gor_sgf_clock() reads), and on the k-th
 * move node the time of the clock's k-th record entry (BL / WL, with OB /
 * OW in overtime). Writing stops at the first entry whose colour is not
 * the move's (a game and a clock that part ways); entries with main_ms -1
 * write nothing.
 * @param[out] out the collection; free it with gor_sgf_free().
 * @param game the game.
 * @param info NULL, or a root whose other properties are copied (see
 *        gor_sgf_from_game()).
 * @param clock the clock.
 * @return #GOR_OK; #GOR_ENOMEM; #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_sgf_from_game_clock(gor_sgf **out, const gor_game *game,
                                       const gor_sgf_node *info,
                                       const gor_clock *clock);

#ifdef __cplusplus
}
#endif

#endif /* GORULES_SGF_H */
