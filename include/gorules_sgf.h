/* SPDX-License-Identifier: MIT */
/*
 * gorules_sgf.h - libgorules: SGF (Smart Game Format, FF[4]) game records.
 *
 * Read SGF text into a tree (every FF[4] construct plus the FF[1]-FF[3]
 * and real-world quirks), write a tree back, build a tree from a game, and
 * replay a record into a gor_game with every move checked.
 *
 *   #include <gorules.h>
 *   #include <gorules_sgf.h>
 *
 *   gor_sgf *sgf;
 *   gor_sgf_error err;
 *   if (gor_sgf_parse_file(&sgf, "game.sgf", NULL, &err) != GOR_OK)
 *       printf("%d:%d: %s\n", err.line, err.column, err.message);
 *   gor_game *game;
 *   gor_sgf_report *report;
 *   gor_sgf_replay(&game, &report, gor_sgf_game(sgf, 0), NULL);
 *   if (gor_sgf_report_errors(report))
 *       ... gor_sgf_report_issue(report, i) lists each illegal move ...
 *
 * Conventions are those of gorules.h: gor_ prefix, int status codes, opaque
 * objects created through **out parameters with a NULL-safe _free(), text
 * written into caller buffers snprintf-style (the return value is the length
 * needed, without the NUL), borrowed pointers valid as long as their parent.
 *
 * The tree. A gor_sgf is a collection of one or more game trees. Each game
 * is a root gor_sgf_node; a node has properties and children (the first
 * child is the main line, further children are variations). Nodes belong to
 * their collection and are freed with it. Every walk over the tree inside
 * the library is iterative: variation nesting is limited only by the
 * options (default one million levels), never by the C stack. Reading
 * and writing take time linear in the size of the input, whatever its
 * shape; gor_sgf_game(), gor_sgf_node_child(), gor_sgf_node_property_id()
 * and the lookups of a property by identifier take constant time, however
 * many games, children or properties there are.
 *
 * Text. Every value is stored in UTF-8 as "raw" SGF text: exactly what stood
 * between the brackets, escapes ("\]", "\\", "\:") and soft line breaks
 * kept, so that writing a tree back reproduces it. gor_sgf_text() turns a
 * raw value into plain text. The input encoding comes from CA[] (honoured
 * per game tree), a byte-order mark, or detection; it is converted with
 * iconv. After conversion the tree's CA[] values read "UTF-8" and the
 * original is kept in gor_sgf_encoding(). Property identifiers are stored
 * in upper case: the FF[3] long names with lower-case letters ("AddBlack")
 * become their FF[4] form ("AB").
 *
 * Threads: no global state; separate gor_sgf objects may be used from
 * separate threads.
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

/*
 * Where and why parsing failed (or, for the parse notes of
 * gor_sgf_parse_note(), what was repaired or converted). line and column
 * are 1-based (column counts characters in UTF-8 input, bytes otherwise);
 * 0 means "not tied to a place".
 */
typedef struct gor_sgf_error {
    int status;         /* the gor_status returned (GOR_OK for a note)      */
    int line;
    int column;
    char message[256];  /* English, NUL-terminated                          */
    int reserved[6];    /* 0; room for later fields (the size is fixed)     */
} gor_sgf_error;

/* ------------------------------------------------------------------ */
/* Parsing                                                             */
/* ------------------------------------------------------------------ */

typedef struct gor_sgf gor_sgf;
typedef struct gor_sgf_node gor_sgf_node;

/* Flags of gor_sgf_parse_options.flags. */
#define GOR_SGF_STRICT 0x1u /* refuse what FF[4] forbids but the parser
                               otherwise repairs with a note: a variation
                               without nodes "(;B[aa]())", a property
                               identifier without upper-case letters, a
                               game tree missing its final ")"          */

#define GOR_SGF_PARSE_OPTIONS_VERSION 1

/* Options of gor_sgf_parse(). Zero fields mean the defaults. Later
 * versions append fields; every version from 1 up is accepted and only its
 * own fields are read. */
typedef struct gor_sgf_parse_options {
    unsigned version;      /* GOR_SGF_PARSE_OPTIONS_VERSION                  */
    unsigned flags;        /* GOR_SGF_* parse flags                          */
    size_t max_size;       /* input bytes; default 64 MiB                    */
    size_t max_nodes;      /* nodes in the collection; default 4 million     */
    size_t max_depth;      /* variation nesting "((("; default 1,000,000     */
    const char *encoding;  /* force the input encoding (an iconv name such
                              as "GB18030"), ignoring CA[] and detection;
                              NULL = CA[], byte-order mark, then detection  */
} gor_sgf_parse_options;

#define GOR_SGF_PARSE_OPTIONS_INIT {GOR_SGF_PARSE_OPTIONS_VERSION, 0, 0, 0, 0, NULL}

/* Fill *opts with the defaults of `version` (1 ..
 * GOR_SGF_PARSE_OPTIONS_VERSION): only that version's fields are written.
 * GOR_EINVAL for an unknown version. */
GOR_EXTERN int gor_sgf_parse_options_init(gor_sgf_parse_options *opts,
                                          unsigned version);

/*
 * Parse SGF text (len bytes, need not be NUL-terminated) into a new
 * collection. opts may be NULL (defaults); err may be NULL.
 *
 * Accepted beyond the FF[4] grammar, each with a note: text before the
 * first "(;" and between or after game trees (mail headers, a stray ")"),
 * whitespace anywhere between tokens, lower-case letters in identifiers
 * (FF[3]), a property repeated in one node (values merged), a variation
 * without nodes (its variations move up), invalid bytes in the encoding
 * (replaced by U+FFFD), a game whose final ")" (or several) is missing at
 * the end of the input (read as it stands, as GNU Go reads its own
 * owl42.sgf; GOR_SGF_STRICT refuses it).
 *
 * Errors (the collection is not created; err says where and why):
 * GOR_EPARSE - no game tree, a missing "]" (truncated input), a missing
 *              ")" under GOR_SGF_STRICT or before any node, a
 *              node after a variation, a value without an identifier, a
 *              property without a value, a stray character in a node;
 * GOR_ERANGE - the input exceeds max_size, max_nodes or max_depth;
 * GOR_ENOMEM, GOR_EINVAL (NULL out or data).
 * Board sizes and coordinates are not judged here: gor_sgf_game_size(),
 * gor_sgf_node_points() and gor_sgf_replay() do that.
 */
GOR_EXTERN int gor_sgf_parse(gor_sgf **out, const char *data, size_t len,
                             const gor_sgf_parse_options *opts,
                             gor_sgf_error *err);
/* gor_sgf_parse() of a whole file. Unreadable file: GOR_EINVAL with the
 * system's reason in err. */
GOR_EXTERN int gor_sgf_parse_file(gor_sgf **out, const char *path,
                                  const gor_sgf_parse_options *opts,
                                  gor_sgf_error *err);
/* A new, empty collection (to build with gor_sgf_add_game()). */
GOR_EXTERN int gor_sgf_new(gor_sgf **out);
GOR_EXTERN void gor_sgf_free(gor_sgf *sgf);

/*
 * The input encoding the first game tree was read in, as an iconv name
 * ("UTF-8", "GB18030", "CP932", ...); "UTF-8" for a tree built in memory.
 */
GOR_EXTERN const char *gor_sgf_encoding(const gor_sgf *sgf);
/* Number of notes the parser left (repairs, conversions). */
GOR_EXTERN size_t gor_sgf_parse_note_count(const gor_sgf *sgf);
/* Note i (borrowed), or NULL if there is no such note. */
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

/* Number of game trees in the collection. */
GOR_EXTERN size_t gor_sgf_game_count(const gor_sgf *sgf);
/* The root node of game i (0-based), or NULL. O(i). */
GOR_EXTERN const gor_sgf_node *gor_sgf_game(const gor_sgf *sgf, size_t i);
/* Append a new game with an empty root node; *root borrows it. */
GOR_EXTERN int gor_sgf_add_game(gor_sgf *sgf, gor_sgf_node **root);
/* node as a node that may be changed, when it belongs to sgf; NULL
 * otherwise. */
GOR_EXTERN gor_sgf_node *gor_sgf_node_mutable(gor_sgf *sgf,
                                              const gor_sgf_node *node);

/* The parent node; NULL for a game root. */
GOR_EXTERN const gor_sgf_node *gor_sgf_node_parent(const gor_sgf_node *node);
/* Number of children (0 at the end of a line). */
GOR_EXTERN size_t gor_sgf_node_child_count(const gor_sgf_node *node);
/* Child i (0 = the main line), or NULL. O(i). */
GOR_EXTERN const gor_sgf_node *gor_sgf_node_child(const gor_sgf_node *node,
                                                  size_t i);
/* The next sibling (the next variation), or NULL; the next game's root
 * for a game root. */
GOR_EXTERN const gor_sgf_node *gor_sgf_node_next_sibling(
    const gor_sgf_node *node);
/* Append a new, empty child node; *child borrows it. */
GOR_EXTERN int gor_sgf_node_add_child(gor_sgf_node *node,
                                      gor_sgf_node **child);
/* Where the node's ";" stood in the input (0, 0 for built nodes). */
GOR_EXTERN int gor_sgf_node_line(const gor_sgf_node *node);
GOR_EXTERN int gor_sgf_node_column(const gor_sgf_node *node);

/* ------------------------------------------------------------------ */
/* Properties                                                          */
/* ------------------------------------------------------------------ */

/* Number of distinct properties of the node. */
GOR_EXTERN size_t gor_sgf_node_property_count(const gor_sgf_node *node);
/* The identifier of property i ("B", "AB", "XX"), in node order, or NULL. */
GOR_EXTERN const char *gor_sgf_node_property_id(const gor_sgf_node *node,
                                                size_t i);
/* Nonzero if the node has property id. */
GOR_EXTERN int gor_sgf_node_has(const gor_sgf_node *node, const char *id);
/* Number of values of property id (0 if absent). */
GOR_EXTERN size_t gor_sgf_node_value_count(const gor_sgf_node *node,
                                           const char *id);
/* Value k of property id, raw (escapes kept), UTF-8; NULL if absent. */
GOR_EXTERN const char *gor_sgf_node_value(const gor_sgf_node *node,
                                          const char *id, size_t k);
/* Where property id started in the input (line, column); 0 if unknown. */
GOR_EXTERN int gor_sgf_node_property_line(const gor_sgf_node *node,
                                          const char *id, int *column);

/*
 * Set property id (upper-case letters only) to the one raw value `raw`
 * (replacing any values it had), or add one more value. A raw value must be
 * valid between brackets: every "]" escaped, no lone trailing "\".
 * GOR_EINVAL for a bad identifier or value.
 */
GOR_EXTERN int gor_sgf_node_set(gor_sgf_node *node, const char *id,
                                const char *raw);
GOR_EXTERN int gor_sgf_node_add_value(gor_sgf_node *node, const char *id,
                                      const char *raw);
/* Set property id to the one value `text`, plain text that is escaped
 * ("\" and "]") on the way in. */
GOR_EXTERN int gor_sgf_node_set_text(gor_sgf_node *node, const char *id,
                                     const char *text);
/* Remove property id; GOR_OK also if it was absent. */
GOR_EXTERN int gor_sgf_node_remove(gor_sgf_node *node, const char *id);

/* Flags of gor_sgf_text(). */
#define GOR_SGF_TEXT_SIMPLE 0x1u /* SimpleText: line breaks become spaces  */
#define GOR_SGF_TEXT_FIRST  0x2u /* only the part before an unescaped ":"  */
#define GOR_SGF_TEXT_SECOND 0x4u /* only the part after it ("" if none)    */

/*
 * Turn a raw value into plain text (FF[4] Text): escapes resolved, soft
 * line breaks ("\" + newline) removed, other white space than line breaks
 * made spaces, line breaks normalised to "\n". snprintf-style; flags other
 * than GOR_SGF_TEXT_* give GOR_EINVAL.
 */
GOR_EXTERN int gor_sgf_text(const char *raw, unsigned flags, char *buf,
                            size_t size);
/* Escape plain text into a raw value ("]" and "\"; also ":" with
 * GOR_SGF_TEXT_FIRST). snprintf-style; unknown flags give GOR_EINVAL. */
GOR_EXTERN int gor_sgf_escape(const char *text, unsigned flags, char *buf,
                              size_t size);
/* gor_sgf_text() of the first value of property id; "" (0) if absent. */
GOR_EXTERN int gor_sgf_node_text(const gor_sgf_node *node, const char *id,
                                 char *buf, size_t size);

/* ------------------------------------------------------------------ */
/* Go values                                                           */
/* ------------------------------------------------------------------ */

/*
 * The board size of a game from the root's SZ: "19" or "19:13" (columns
 * then rows); 19x19 when absent. GOR_ESIZE for a size outside 1..52 or
 * text that is not a size.
 */
GOR_EXTERN int gor_sgf_game_size(const gor_sgf_node *root, int *width,
                                 int *height);

/*
 * The points of a point-list property (AB, AW, AE, TB, TW, MA, ...) on a
 * width x height board, compressed rectangles ("aa:cc") expanded, into out
 * (at most cap). Returns how many there are (may exceed cap), 0 if absent;
 * GOR_EPARSE for a malformed value, GOR_EOFFBOARD for a point outside the
 * board (an empty value "[]" adds nothing).
 */
GOR_EXTERN int gor_sgf_node_points(const gor_sgf_node *node, const char *id,
                                   int width, int height, gor_point *out,
                                   size_t cap);

/*
 * The move of a node: its B or W property (B first if a broken node has
 * both). *point is GOR_PASS for "" and, on boards up to 19x19, "tt".
 * GOR_ENOMOVE if the node has no move; GOR_EPARSE / GOR_EOFFBOARD for a
 * bad coordinate.
 */
GOR_EXTERN int gor_sgf_node_move(const gor_sgf_node *node, int width,
                                 int height, gor_color *color,
                                 gor_point *point);

/* What gor_sgf_game_komi() did to KM (bits of *fixes). */
#define GOR_SGF_KOMI_FOX_SCALE    0x1u /* divided by 100 (Fox: KM[750])     */
#define GOR_SGF_KOMI_STONES       0x2u /* quarter komi in Chinese stones
                                          doubled into points (KM[3.75],
                                          Fox KM[375] -> 7.5)              */
#define GOR_SGF_KOMI_ROUNDED      0x4u /* rounded to a multiple of 0.25     */

/*
 * The komi of a game in points, from the root's KM, with the corrections
 * real records need (fixes may be NULL):
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
 * *komi is 0 when KM is absent. GOR_EPARSE if KM is not a number.
 */
GOR_EXTERN int gor_sgf_game_komi(const gor_sgf_node *root, double *komi,
                                 unsigned *fixes);

/*
 * The ruleset of a record's RU text into *rules: preset names and their
 * common spellings ("Japanese", "Chinese", "AGA", "NZ", "New Zealand",
 * "GOE", "Tromp/Taylor", ...), and KataGo rules strings
 * ("koPOSITIONALscoreAREAtaxNONEsui1"). GOR_EPARSE if the text is none of
 * those (rules unchanged).
 */
GOR_EXTERN int gor_sgf_rules_parse(gor_rules *rules, const char *ru);

/* RE[]: gor_result_parse_sgf() in gorules_score.h reads it. */

/* ------------------------------------------------------------------ */
/* Replay                                                              */
/* ------------------------------------------------------------------ */

/* Flags of gor_sgf_replay_options.flags. */
#define GOR_SGF_REPLAY_TOLERANT 0x1u /* go on past illegal moves: moves
                                        breaking ko, superko or suicide
                                        rules are played (GOR_PLAY_TOLERANT),
                                        moves onto occupied or off-board
                                        points skipped; each is listed.
                                        Without it the replay stops before
                                        the first illegal move.          */
#define GOR_SGF_REPLAY_RAW_KOMI 0x2u /* take KM as written, no corrections */

#define GOR_SGF_REPLAY_OPTIONS_VERSION 1

/* Options of gor_sgf_replay(). Zero fields mean the defaults. Later
 * versions append fields; every version from 1 up is accepted and only its
 * own fields are read. */
typedef struct gor_sgf_replay_options {
    unsigned version;            /* GOR_SGF_REPLAY_OPTIONS_VERSION          */
    unsigned flags;              /* GOR_SGF_REPLAY_*                        */
    const gor_rules *rules;      /* force this ruleset (its komi is replaced
                                    by KM unless the record has none);
                                    NULL = the record's RU                 */
    const gor_sgf_node *target;  /* replay from the root to this node of
                                    the same game; NULL = the main line
                                    (first children) to its end            */
    size_t stop_before;          /* stop before move number N (the position
                                    GTP "loadsgf FILE N" means), with the
                                    colour of move N to play; 0 = no stop  */
} gor_sgf_replay_options;

#define GOR_SGF_REPLAY_OPTIONS_INIT {GOR_SGF_REPLAY_OPTIONS_VERSION, 0, NULL, NULL, 0}

/* Fill *opts with the defaults of `version` (1 ..
 * GOR_SGF_REPLAY_OPTIONS_VERSION): only that version's fields are written.
 * GOR_EINVAL for an unknown version. */
GOR_EXTERN int gor_sgf_replay_options_init(gor_sgf_replay_options *opts,
                                           unsigned version);

/* How much an issue of a replay report matters. */
typedef enum gor_sgf_severity {
    GOR_SGF_INFO = 0,  /* a correction or conversion, for the curious     */
    GOR_SGF_NOTE = 1,  /* worth telling: a repetition that the rules allow
                          (or that ends the game with no result), an
                          unknown RU, play after the game had ended       */
    GOR_SGF_ERROR = 2  /* the record is wrong: an illegal move, a bad
                          coordinate or size, impossible setup            */
} gor_sgf_severity;

/* One finding of a replay. */
typedef struct gor_sgf_issue {
    gor_sgf_severity severity;
    int status;           /* ERROR: why - GOR_EOCCUPIED, GOR_ESUICIDE,
                             GOR_EKO, GOR_ESUPERKO for a move;
                             GOR_EOFFBOARD or GOR_EPARSE for a bad
                             coordinate; GOR_EINVAL for setup leaving a
                             group without liberties; GOR_ESIZE for SZ.
                             GOR_OK for notes and infos                  */
    size_t move_number;   /* the move concerned (SGF numbering, MN[]
                             honoured); 0 = before the first move        */
    gor_color color;      /* its colour, or GOR_EMPTY                     */
    gor_point point;      /* its point, GOR_PASS, or GOR_NO_POINT         */
    int line, column;     /* where in the input; 0 if unknown             */
    char message[200];    /* English, e.g. "move 57, W R14: point is
                             occupied (by a black stone)"                */
} gor_sgf_issue;

typedef struct gor_sgf_report gor_sgf_report;

/*
 * Replay a game (root = a game root of a collection) into a new gor_game:
 *  - size from SZ, ruleset from RU (gor_sgf_rules_parse) or opts->rules;
 *    a record without RU is judged by what every ruleset forbids: a move
 *    onto a stone, the immediate recapture of a ko, a single-stone suicide
 *    ("koSIMPLEscoreAREAsui1cycleREPORT"). A multi-stone suicide (legal
 *    under New Zealand, Tromp-Taylor, Ing and KataGo's default rules) and
 *    a whole-board repetition are notes there. An unknown RU gets the
 *    same, with a note. Under a simple-ko ruleset, repetitions it allows
 *    are noted (GOR_CYCLE_REPORT); where a cycle means no result
 *    (Japanese), the cycle is a note and the replay goes on.
 *  - komi from KM (gor_sgf_game_komi; each correction an INFO issue);
 *    without KM, the komi of the RU preset -- 0 in a handicap game (HA of
 *    1 or more, an INFO issue) -- or 0 without RU either;
 *    handicap from HA (gor_game_set_handicap);
 *  - in each node of the line: AE, AB, AW (gor_game_setup), PL
 *    (gor_game_set_to_move), then B / W (gor_game_play_ex). Moves after
 *    the game ended (two passes, a no-result cycle) resume it, noted.
 *  - at the end of a replay to the last node, TB/TW are read: stones inside
 *    the other colour's territory marks are marked dead (gor_game_mark_list)
 *    and the marks are kept in the report. Then, after a replay of the
 *    whole main line, RE: a resignation, a loss on time or a forfeit ends
 *    the game that way (gor_game_resign, gor_game_end; an INFO issue), so
 *    gor_game_result() gives the record's result rather than a count of an
 *    unfinished position; a count or draw that the final position (after
 *    two passes, with the marked dead stones and those in pass-alive
 *    areas) does not give is an INFO issue.
 *
 * Returns GOR_OK when the replay ran, illegal moves or not: they are
 * ordinary results, listed in the report (gor_sgf_report_status() gives
 * the first one's code). Then *game is the position after the last move
 * played (without GOR_SGF_REPLAY_TOLERANT: just before the first illegal
 * move). Returns a negative status when the record cannot be replayed at
 * all: GOR_ESIZE for a bad SZ (an ERROR issue), GOR_EINVAL for a GM other
 * than 1 (a NOTE: the record is fine, it is just not Go) or a target
 * outside the game, GOR_ENOMEM. Then *game is NULL, but *report (if report
 * is not NULL) still says why. report may be NULL; opts may be NULL.
 */
GOR_EXTERN int gor_sgf_replay(gor_game **game, gor_sgf_report **report,
                              const gor_sgf_node *root,
                              const gor_sgf_replay_options *opts);

GOR_EXTERN void gor_sgf_report_free(gor_sgf_report *report);
/* Number of issues, in the order found. */
GOR_EXTERN size_t gor_sgf_report_count(const gor_sgf_report *report);
/* Issue i (borrowed), or NULL. */
GOR_EXTERN const gor_sgf_issue *gor_sgf_report_issue(
    const gor_sgf_report *report, size_t i);
/* Number of GOR_SGF_ERROR issues. */
GOR_EXTERN size_t gor_sgf_report_errors(const gor_sgf_report *report);
/* The status of the first error, or GOR_OK if there is none. */
GOR_EXTERN int gor_sgf_report_status(const gor_sgf_report *report);
/* Moves (stones and passes) the replay played. */
GOR_EXTERN size_t gor_sgf_report_moves(const gor_sgf_report *report);
/* The SGF number of the last move the replay reached, played or refused
 * (MN[] honoured); 0 if none. */
GOR_EXTERN size_t gor_sgf_report_move_number(const gor_sgf_report *report);
/*
 * Territory marks (TB for GOR_BLACK, TW for GOR_WHITE) of the last node
 * replayed, into out (at most cap), in board order; returns how many.
 */
GOR_EXTERN int gor_sgf_report_territory(const gor_sgf_report *report,
                                        gor_color c, gor_point *out,
                                        size_t cap);

/* ------------------------------------------------------------------ */
/* Writing                                                             */
/* ------------------------------------------------------------------ */

/*
 * The collection as SGF text (UTF-8), snprintf-style: returns the length
 * needed, or GOR_ERANGE if it exceeds INT_MAX, GOR_ENOMEM. Raw values are
 * written as stored, so parse -> write -> parse gives the same tree.
 */
GOR_EXTERN int gor_sgf_write(const gor_sgf *sgf, char *buf, size_t size);
/* Write the collection to a file (replaced). GOR_EINVAL if it cannot be
 * written. */
GOR_EXTERN int gor_sgf_write_file(const gor_sgf *sgf, const char *path);

/*
 * A new collection holding one game built from game's history up to its
 * current position: the root has FF[4] GM[1] CA[UTF-8] AP SZ KM RU (a
 * preset name when the rules equal a preset, else the rules string), HA,
 * RE when the end decides (resign, time, forfeit, void); setup before the
 * first move goes into the root, later setup and PL into nodes of their
 * own; passes are written B[] / W[]. If info is not NULL (for example the
 * root of the record the game was replayed from), its other root
 * properties (players, date, comments, unknown properties) are copied.
 */
GOR_EXTERN int gor_sgf_from_game(gor_sgf **out, const gor_game *game,
                                 const gor_sgf_node *info);

/* ------------------------------------------------------------------ */
/* Time (TM, OT, BL, WL, OB, OW)                                       */
/* ------------------------------------------------------------------ */

/*
 * The clock of a record (docs/clock.md). TM and OT of the root give the
 * time control: OT "3x60 byo-yomi" is Japanese byo-yomi after TM, "3x60
 * byo-yomi within TM" the Chinese byo-yomi whose periods are part of TM,
 * "25/600 Canadian" or "5 moves / 30 sec" Canadian overtime, "15/600
 * carry-over" moves per period with carry-over, "+10 Fischer", "10
 * Bronstein"; no OT (or "None") with TM is absolute time, neither is
 * untimed. Then the move nodes from the root to target (NULL: the main
 * line to its end) fill the clock's record (gor_clock_record), one entry
 * per move: the mover's time after it from BL / WL (seconds left: main
 * time, or with OB / OW the period or block left and the periods or moves
 * left; under the Chinese byo-yomi BL in main time counts the reserve too,
 * as TM does), main_ms -1 where the node has none. The last time of each
 * colour becomes that player's time (gor_clock_set). The clock is not
 * started. GOR_EPARSE for a TM or OT that cannot be read, or that no clock
 * can have; GOR_EINVAL if target is not in root's game.
 */
GOR_EXTERN int gor_sgf_clock(gor_clock **out, const gor_sgf_node *root,
                             const gor_sgf_node *target);

/*
 * gor_sgf_from_game() plus the clock: TM and OT on the root (the forms
 * gor_sgf_clock() reads), and on the k-th move node the time of the
 * clock's k-th record entry (BL / WL, with OB / OW in overtime). Writing
 * stops at the first entry whose colour is not the move's (a game and a
 * clock that part ways); entries with main_ms -1 write nothing.
 */
GOR_EXTERN int gor_sgf_from_game_clock(gor_sgf **out, const gor_game *game,
                                       const gor_sgf_node *info,
                                       const gor_clock *clock);

#ifdef __cplusplus
}
#endif

#endif /* GORULES_SGF_H */
