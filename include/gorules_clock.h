/* SPDX-License-Identifier: MIT */
/**
 * @file gorules_clock.h
 * @brief Game clocks for libgorules.
 *
 * Absolute time, byo-yomi (the Chinese texts' and the Japanese form),
 * Canadian overtime, moves per period with carry-over, Fischer increment
 * and Bronstein delay, with the referee's call-outs as events. See
 * docs/clock.md for each system and the article it follows.
 *
 * The clock is pure and deterministic: it never reads the wall clock. The
 * caller supplies every timestamp, in milliseconds on any monotonic scale
 * (0 = the start of the game is fine); timestamps never go backwards. A
 * replayed timeline gives exactly the same events and states.
 *
 * The clock is independent of ::gor_game: when it reports a time-out, the
 * caller ends the game with gor_game_end(game, #GOR_END_TIME, winner) (or
 * gor_clock_end_game()), or, after #GOR_CLOCK_EV_TIMEOUT_PASS, plays a
 * pass for the player (Chinese Weiqi Rules (2002), art. 22.5).
 *
 * Boundaries: a period, a block or the main time that runs out at instant
 * t is used up at t; a press at exactly t is too late ("the referee says
 * '10' and the player plays at the same moment: the minute is used", art.
 * 12.3). An event at instant t is delivered by any call whose timestamp is
 * >= t.
 *
 * Conventions of gorules.h: int status returns, objects through `**out`,
 * _free accepts NULL, a failed call leaves the clock unchanged and
 * gor_clock_last_error() says why. Separate clocks may be used from
 * separate threads.
 */
#ifndef GORULES_CLOCK_H
#define GORULES_CLOCK_H

#include "gorules.h"

#ifdef __cplusplus
extern "C" {
#endif

/** @brief The timing systems. */
typedef enum gor_clock_system {
    GOR_CLOCK_NONE = 0,      /**< untimed: presses are only counted */
    GOR_CLOCK_ABSOLUTE = 1,  /**< absolute time (包干, sudden death): main
                                  time only; running out loses (art.
                                  12.4) */
    GOR_CLOCK_BYOYOMI = 2,   /**< byo-yomi as the Chinese Weiqi Rules
                                  (2002), art. 12.3, count it: `periods`
                                  periods of `period_ms` are reserved
                                  INSIDE the basic time `main_ms`; once
                                  only they are left, each move has one
                                  period: a move inside it costs nothing,
                                  each full period elapsed uses one; the
                                  last one running out loses (or is a pass,
                                  #GOR_CLOCK_TIMEOUT_PASS) */
    GOR_CLOCK_JAPANESE = 3,  /**< Japanese byo-yomi: the same period
                                  accounting, with the periods AFTER
                                  main_ms (SGF OT "5x30 byo-yomi", kgs
                                  byoyomi) */
    GOR_CLOCK_CANADIAN = 4,  /**< after main_ms, `period_moves` moves in
                                  each block of `period_ms`; time left in a
                                  block is lost when the next block
                                  starts */
    GOR_CLOCK_MOVES = 5,     /**< moves per period with carry-over (the
                                  texts' "15 moves per 10 minutes", art.
                                  12): as Canadian, but unused time is
                                  carried into the next block */
    GOR_CLOCK_FISCHER = 6,   /**< main_ms, plus increment_ms after each
                                  move */
    GOR_CLOCK_BRONSTEIN = 7  /**< main_ms; the first increment_ms of each
                                  move is free (a delay) */
} gor_clock_system;

/* Flags of gor_clock_options.flags. */
#define GOR_CLOCK_TIMEOUT_PASS 0x1u /**< clock flag, byo-yomi systems: the
                                       last period running out is a pass
                                       and a lost turn, not a loss; the
                                       same byo-yomi goes on (art. 22.5, at
                                       the player's request: set it when
                                       requested). Two such passes in a row
                                       end the game (art. 7): the clock
                                       stops and refuses presses
                                       (#GOR_EGAMEOVER) */
#define GOR_CLOCK_QUIET        0x2u /**< clock flag: no call-outs
                                       (#GOR_CLOCK_EV_CALL and
                                       #GOR_CLOCK_EV_COUNT); the other
                                       events remain */

/** @brief The current version of ::gor_clock_options. */
#define GOR_CLOCK_OPTIONS_VERSION 1

/** @brief The time control. Times in milliseconds. */
typedef struct gor_clock_options {
    unsigned version;       /**< #GOR_CLOCK_OPTIONS_VERSION */
    int system;             /**< a ::gor_clock_system */
    unsigned flags;         /**< GOR_CLOCK_* flags */
    int64_t main_ms;        /**< basic time per player (for
                                 #GOR_CLOCK_BYOYOMI including the reserved
                                 periods) */
    int64_t period_ms;      /**< byo-yomi period; Canadian / moves block */
    int periods;            /**< byo-yomi periods */
    int period_moves;       /**< moves due in a Canadian / moves block */
    int64_t increment_ms;   /**< Fischer increment; Bronstein delay */
    int64_t late_limit_ms;  /**< art. 22: arriving later than this loses
                                 (3600000 where venue and lodging are
                                 apart, art. 22.1; 900000 where together,
                                 22.2); 0 = no limit */
} gor_clock_options;

/** @brief The default time control (untimed). */
#define GOR_CLOCK_OPTIONS_INIT \
    { GOR_CLOCK_OPTIONS_VERSION, GOR_CLOCK_NONE, 0u, 0, 0, 0, 0, 0, 0 }

/**
 * @brief Fill clock options with the defaults (untimed).
 * @param[out] opts the options.
 * @param version 1 .. #GOR_CLOCK_OPTIONS_VERSION.
 * @return #GOR_OK; #GOR_EINVAL for NULL or an unknown version.
 */
GOR_EXTERN int gor_clock_options_init(gor_clock_options *opts,
                                      unsigned version);

/** @brief What a clock reports (::gor_clock_event.kind). */
typedef enum gor_clock_event_kind {
    GOR_CLOCK_EV_CALL = 1,     /**< a call-out: value = seconds elapsed in
                                    the period ("30秒") */
    GOR_CLOCK_EV_COUNT = 2,    /**< the last period's count: value = 1 ..
                                    10 */
    GOR_CLOCK_EV_PERIOD = 3,   /**< a period used: value = periods left
                                    ("1分，还剩3分") */
    GOR_CLOCK_EV_OVERTIME = 4, /**< main time over, overtime begins: value
                                    = periods (byo-yomi) or moves due
                                    (blocks) */
    GOR_CLOCK_EV_TIMEOUT = 5,  /**< out of time: the player loses */
    GOR_CLOCK_EV_TIMEOUT_PASS = 6, /**< out of time under
                                    #GOR_CLOCK_TIMEOUT_PASS: a pass, the
                                    opponent's clock runs */
    GOR_CLOCK_EV_LATE_FORFEIT = 7  /**< arrived later than late_limit_ms
                                    (art. 22.1, 22.2): the player loses */
} gor_clock_event_kind;

/** @brief One event of a clock, taken with gor_clock_poll(). */
typedef struct gor_clock_event {
    int kind;          /**< a ::gor_clock_event_kind */
    int color;         /**< the player concerned (a ::gor_color) */
    int64_t at_ms;     /**< when it happened (caller's scale) */
    int value;         /**< see the kinds */
    int period_s;      /**< the period's length in whole seconds
                            (call-outs, period events; 0 otherwise) */
    int reserved[4];   /**< 0; room for later fields (docs/abi.md) */
} gor_clock_event;

/** @brief One player's time. */
typedef struct gor_clock_state {
    int64_t main_ms;    /**< main time left (for #GOR_CLOCK_BYOYOMI: before
                             the reserved periods) */
    int64_t period_ms;  /**< overtime: time left in the current period or
                             block; 0 in main time */
    int periods;        /**< byo-yomi periods left, the current one
                             included */
    int moves;          /**< blocks: moves still due in the current
                             block */
    int overtime;       /**< 1 once main time is over */
    int flagged;        /**< 1 when the player lost on time or by
                             lateness */
    int running;        /**< 1 while this player's time runs */
    int presses;        /**< moves (and passes) this player finished */
    int reserved[4];    /**< 0; room for later fields (docs/abi.md) */
} gor_clock_state;

/** @brief A game clock (opaque). */
typedef struct gor_clock gor_clock;

/**
 * @brief A new clock: stopped, both players with their full time.
 * @param[out] out the clock; free it with gor_clock_free().
 * @param opts the time control, or NULL for untimed.
 * @return #GOR_OK; #GOR_EINVAL for an unknown version or system, negative
 *         times, a byo-yomi or block system without periods / moves /
 *         period length (#GOR_CLOCK_BYOYOMI also needs main_ms >= periods *
 *         period_ms), #GOR_CLOCK_TIMEOUT_PASS on a system without periods,
 *         or a NULL out; #GOR_ENOMEM.
 */
GOR_EXTERN int gor_clock_new(gor_clock **out, const gor_clock_options *opts);
/**
 * @brief Why gor_clock_new() would refuse these options, in words.
 *
 * The check gor_clock_new() makes, without making a clock: a binding or a
 * program can say which option is wrong ("byo-yomi needs 1 to 1000000
 * periods") rather than only #GOR_EINVAL.
 * @param opts the time control (NULL: untimed, always usable).
 * @param[out] why the reason, NUL-terminated and cut to @p size bytes; ""
 *             when the options are usable. NULL: not written.
 * @param size the size of @p why in bytes.
 * @return #GOR_OK when gor_clock_new() takes the options; #GOR_EINVAL
 *         (with the reason in @p why) when it refuses them.
 */
GOR_EXTERN int gor_clock_options_check(const gor_clock_options *opts,
                                       char *why, size_t size);
/**
 * @brief Free a clock.
 * @param clock the clock, or NULL (nothing happens).
 */
GOR_EXTERN void gor_clock_free(gor_clock *clock);
/**
 * @brief A deep copy of a clock, pending events and record included.
 * @param[out] out the copy; free it with gor_clock_free().
 * @param clock the clock.
 * @return #GOR_OK; #GOR_ENOMEM; #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_clock_clone(gor_clock **out, const gor_clock *clock);
/**
 * @brief The options the clock was made with.
 * @param clock the clock.
 * @param[out] out the options.
 * @return #GOR_OK; #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_clock_options_get(const gor_clock *clock,
                                     gor_clock_options *out);

/**
 * @brief Start the clock: a player's time runs from now_ms.
 * @param clock the clock.
 * @param color the player whose time runs first.
 * @param now_ms the timestamp.
 * @return #GOR_OK; #GOR_EINVAL if it is already started or for an earlier
 *         timestamp; #GOR_ECOLOR for a colour other than black or white;
 *         #GOR_EGAMEOVER after a loss.
 */
GOR_EXTERN int gor_clock_start(gor_clock *clock, gor_color color,
                               int64_t now_ms);

/**
 * @brief A player finished a move (or a pass).
 *
 * The clock first runs to now_ms (events up to and including now_ms),
 * then, if the player was still in time, charges the move and starts the
 * opponent's time.
 * @param clock the clock.
 * @param color the player who moved.
 * @param now_ms the timestamp of the move.
 * @return 0 when the move was in time; 1 when the player's time had run
 *         out before it (the move does not count: see the TIMEOUT or
 *         TIMEOUT_PASS event). Errors (clock unchanged): #GOR_EINVAL if the
 *         clock is not started or is paused, or now_ms is earlier than the
 *         last timestamp; #GOR_ETURN if it is not color's time;
 *         #GOR_ECOLOR; #GOR_EGAMEOVER after a time-out or a late forfeit;
 *         #GOR_ENOMEM.
 */
GOR_EXTERN int gor_clock_press(gor_clock *clock, gor_color color,
                               int64_t now_ms);

/**
 * @brief Time passes with no move: call-outs, periods used, time-outs.
 *
 * A clock not started, paused or over just notes the time.
 * @param clock the clock.
 * @param now_ms the timestamp.
 * @return how many events it added; #GOR_EINVAL for a timestamp earlier
 *         than the last one, or NULL; #GOR_ENOMEM.
 */
GOR_EXTERN int gor_clock_advance(gor_clock *clock, int64_t now_ms);

/**
 * @brief Pause the clock (art. 14: the adjournment is not counted).
 *
 * Runs the clock to now_ms first.
 * @param clock the clock.
 * @param now_ms the timestamp.
 * @return #GOR_OK; #GOR_EINVAL if not started, already paused, for an
 *         earlier timestamp or NULL; #GOR_ENOMEM.
 */
GOR_EXTERN int gor_clock_pause(gor_clock *clock, int64_t now_ms);
/**
 * @brief Resume a paused clock.
 * @param clock the clock.
 * @param now_ms the timestamp.
 * @return #GOR_OK; #GOR_EINVAL if not paused, for an earlier timestamp or
 *         NULL.
 */
GOR_EXTERN int gor_clock_resume(gor_clock *clock, int64_t now_ms);

/**
 * @brief Late arrival at the start of the game (art. 22).
 *
 * Arriving more than late_limit_ms late (when it is not 0) loses
 * (#GOR_CLOCK_EV_LATE_FORFEIT, at the clock's last timestamp); otherwise
 * twice late_ms is deducted from the player's basic time (art. 22.1:
 * "加倍扣除"). Under #GOR_CLOCK_BYOYOMI the deduction may reach the
 * reserved periods (each full period deducted is used); under the other
 * overtime systems it stops at the end of main time; under absolute,
 * Fischer and Bronstein time a deduction using all the main time loses on
 * time. Start the clock when the game actually starts (the late player's
 * time did not run while absent).
 * @param clock the clock.
 * @param color the late player.
 * @param late_ms how late, in milliseconds.
 * @return 0, or 1 when the player lost; #GOR_EGAMEOVER after a loss;
 *         #GOR_ERANGE for a negative late_ms; #GOR_ECOLOR; #GOR_EINVAL for
 *         NULL; #GOR_ENOMEM.
 */
GOR_EXTERN int gor_clock_late(gor_clock *clock, gor_color color,
                              int64_t late_ms);

/**
 * @brief Set a player's time, as a controller reports it (GTP time_left,
 * SGF BL/WL with OB/OW).
 *
 * In main time give st->main_ms (> 0) and zeros; in overtime give main_ms
 * 0, period_ms (time left in the period or block) and periods (byo-yomi)
 * or moves (blocks). Other fields are ignored.
 * @param clock the clock.
 * @param color the player.
 * @param st the time.
 * @return #GOR_OK; #GOR_ERANGE for negative values, more periods than the
 *         control has, or a state the system cannot have; #GOR_ECOLOR;
 *         #GOR_EGAMEOVER after a loss; #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_clock_set(gor_clock *clock, gor_color color,
                             const gor_clock_state *st);

/**
 * @brief A player's time as of the last timestamp given.
 * @param clock the clock.
 * @param color the player.
 * @param[out] out the state.
 * @return #GOR_OK; #GOR_ECOLOR; #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_clock_state_get(const gor_clock *clock, gor_color color,
                                   gor_clock_state *out);
/**
 * @brief Whose time runs.
 * @param clock the clock.
 * @return the player; #GOR_EMPTY when stopped, paused or over.
 */
GOR_EXTERN gor_color gor_clock_running(const gor_clock *clock);
/**
 * @brief The player who lost on time or by lateness.
 * @param clock the clock.
 * @return the loser, or #GOR_EMPTY.
 */
GOR_EXTERN gor_color gor_clock_loser(const gor_clock *clock);
/**
 * @brief End a game as the clock decided.
 *
 * A player out of time loses (gor_game_end() with #GOR_END_TIME and the
 * opponent: "B+T" / "W+T"); one who arrived too late is forfeited
 * (#GOR_END_FORFEIT).
 * @param clock the clock.
 * @param game the game to end.
 * @return 1 when it ended the game; 0 when nobody lost on the clock (the
 *         game is untouched); gor_game_end()'s refusal (a game already
 *         over: #GOR_EGAMEOVER); #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_clock_end_game(const gor_clock *clock, gor_game *game);
/**
 * @brief The last timestamp given.
 * @param clock the clock.
 * @return the timestamp in ms (0 for NULL).
 */
GOR_EXTERN int64_t gor_clock_now(const gor_clock *clock);

/**
 * @brief Number of events not yet taken.
 * @param clock the clock.
 * @return the count (0 for NULL).
 */
GOR_EXTERN size_t gor_clock_pending(const gor_clock *clock);
/**
 * @brief Take the oldest pending event.
 * @param clock the clock.
 * @param[out] out the event.
 * @return 1 when an event was moved into out, 0 when there is none;
 *         #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_clock_poll(gor_clock *clock, gor_clock_event *out);

/* Languages of gor_clock_event_text(). */
#define GOR_CLOCK_TEXT_ZH 0 /**< event text in Chinese, as the referee says
                               it: "30秒", "1分，还剩3分" */
#define GOR_CLOCK_TEXT_EN 1 /**< event text in English: "30 seconds",
                               "1 minute used, 3 left" */

/**
 * @brief The event as the words a referee (or an app) says,
 * snprintf-style.
 * @param ev the event.
 * @param lang #GOR_CLOCK_TEXT_ZH or #GOR_CLOCK_TEXT_EN.
 * @param[out] buf the text, UTF-8 (may be NULL when size is 0).
 * @param size bytes at buf.
 * @return the length needed (without the NUL); #GOR_EINVAL for NULL or an
 *         unknown language.
 */
GOR_EXTERN int gor_clock_event_text(const gor_clock_event *ev, int lang,
                                    char *buf, size_t size);

/**
 * @brief The English account of the last refusal.
 * @param clock the clock.
 * @return the text, "" if none (borrowed, valid until the next call on the
 *         clock).
 */
GOR_EXTERN const char *gor_clock_last_error(const gor_clock *clock);

/**
 * @brief Number of entries in the per-move record.
 *
 * The record holds the state of the player after each of their presses
 * (and time-out passes), in order, both players interleaved: what SGF
 * BL/WL/OB/OW say (gor_sgf_from_game_clock(); gor_sgf_clock() fills it
 * from a record, with main_ms -1 for a move whose node gives no time).
 * @param clock the clock.
 * @return the count (0 for NULL).
 */
GOR_EXTERN size_t gor_clock_record_count(const gor_clock *clock);
/**
 * @brief One entry of the per-move record.
 * @param clock the clock.
 * @param i the entry, 0-based.
 * @param[out] color the player who pressed (may be NULL).
 * @param[out] out the state right after that press (may be NULL).
 * @return #GOR_OK; #GOR_ERANGE past the end; #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_clock_record(const gor_clock *clock, size_t i,
                                gor_color *color, gor_clock_state *out);

#ifdef __cplusplus
}
#endif

#endif /* GORULES_CLOCK_H */
