/* SPDX-License-Identifier: MIT */
/**
 * @file gorules_referee.h
 * @brief The referee of a competition game: penalties, the end of the
 * game, and the procedure of the reformed ruleset (docs/referee.md).
 *
 * A referee owns a game (gorules.h). Instead of refusing an illegal action
 * it applies the competition rule and records a decision:
 *  - a stone on a forbidden point (occupied, suicide, a superko
 *    repetition): the move is void and the turn lost (Chinese Weiqi Rules
 *    (2002), art. 19);
 *  - an immediate ko retake without a threat: void, the turn lost and a
 *    warning (art. 18.3);
 *  - playing twice in a row: the second move void and a warning
 *    (art. 17.2), or, under the club rules, the game lost (连走二步判负);
 *  - each warning costs the offender one stone at the count (art. 24.1);
 *    the second warning loses the game (art. 24.2);
 *  - moved or scattered stones: the referee's ruling (art. 17.5, 17.6).
 *
 * Every action is one step of the referee's history; undo and redo move
 * over whole steps, so a decision and the game entries it made (a turn
 * handed over, an end) come and go together. The referee's time is the
 * caller's (gor_referee_set_time): it never reads the wall clock.
 *
 * Players: in the reformed ruleset the two players are the first player
 * (先手方, 甲, index 0) and the second (index 1) until the prediction
 * phase gives them colours; elsewhere player 0 is the one who moves
 * first.
 *
 * Conventions of gorules.h: int status returns, objects through **out,
 * _free accepts NULL, a refused call leaves the referee unchanged and
 * gor_referee_last_error() says why.
 */
#ifndef GORULES_REFEREE_H
#define GORULES_REFEREE_H

#include "gorules.h"
#include "gorules_score.h"
#include "gorules_sgf.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Which competition rules the referee applies. */
typedef enum gor_referee_code {
    GOR_REFEREE_CHINESE = 0,  /**< Chinese Weiqi Rules (2002), arts. 17-24 */
    GOR_REFEREE_CLUB = 1,     /**< the club rules: as CHINESE, but playing
                                   twice loses, and so does taking a move
                                   back after the opponent replied       */
    GOR_REFEREE_REFORMED = 2  /**< the reformed ruleset: free opening,
                                   prediction phase, taking a move back
                                   loses (悔棋判负)                       */
} gor_referee_code;

/** Where the game stands. */
typedef enum gor_referee_phase {
    GOR_PHASE_OPENING = 0,    /**< the reformed ruleset's four free stones */
    GOR_PHASE_PREDICTION = 1, /**< the reformed ruleset's sealed statements */
    GOR_PHASE_PLAY = 2,       /**< the game proper                          */
    GOR_PHASE_OVER = 3,       /**< the game has ended; a dispute may resume
                                   it (art. 21.4)                         */
    GOR_PHASE_COUNT = 4       /**< the count has started: no reopening
                                   (art. 21.3)                            */
} gor_referee_phase;

/** What a decision was. */
typedef enum gor_decision_kind {
    GOR_DECISION_NONE = 0,         /**< no decision (a plain move)          */
    GOR_DECISION_FORBIDDEN = 1,    /**< stone on a forbidden point: void,
                                        turn lost (art. 19)               */
    GOR_DECISION_KO = 2,           /**< ko retaken without a threat: void,
                                        turn lost, warning (art. 18.3)    */
    GOR_DECISION_TWICE = 3,        /**< played twice: second move void,
                                        warning (art. 17.2)              */
    GOR_DECISION_TWICE_LOSS = 4,   /**< played twice: loses (club rules)  */
    GOR_DECISION_TAKE_BACK = 5,    /**< a move taken back: stone put back,
                                        warning (art. 17.3)              */
    GOR_DECISION_TAKE_BACK_LOSS = 6, /**< a move taken back: loses
                                        (悔棋判负)                         */
    GOR_DECISION_WARNING = 7,      /**< another warning (clock pressed
                                        early, a wrong or missed capture,
                                        conduct: arts. 17.4, 18.1, 18.2,
                                        22.6, 23)                        */
    GOR_DECISION_WARNINGS_LOSS = 8, /**< the second warning: loses
                                        (art. 24.2)                       */
    GOR_DECISION_MOVED_BACK = 9,   /**< moved or scattered stones put back
                                        (from the record): play goes on   */
    GOR_DECISION_MOVED_VALID = 10, /**< a moved stone stays where it is   */
    GOR_DECISION_DRAW = 11,        /**< the referee declares a draw       */
    GOR_DECISION_REPLAY = 12,      /**< the game is to be played again
                                        (no result for this one)          */
    GOR_DECISION_LOSS = 13,        /**< the offender loses (stones moved on
                                        purpose, a scattered game that
                                        cannot be restored)               */
    GOR_DECISION_TIMEOUT = 14,     /**< lost on time                       */
    GOR_DECISION_TIMEOUT_PASS = 15, /**< the last period ran out: a pass
                                        instead of the loss (art. 22.5)   */
    GOR_DECISION_END_PROPOSED = 16, /**< the player to move proposes the
                                        end and gives up the move
                                        (art. 21.1, a pass)               */
    GOR_DECISION_END_AGREED = 17,  /**< the opponent agreed: the game ends */
    GOR_DECISION_DISPUTE = 18,     /**< life and death disputed: play
                                        resumes, the side claiming "dead"
                                        first (art. 21.4)                 */
    GOR_DECISION_COUNT = 19,       /**< the count started (art. 21.3)     */
    GOR_DECISION_RESIGN = 20,      /**< resignation                        */
    GOR_DECISION_NIGIRI = 21,      /**< nigiri: who is the first player    */
    GOR_DECISION_PREDICTION = 22,  /**< a sealed statement handed in       */
    GOR_DECISION_SETTLED = 23,     /**< both statements opened: colours and
                                        threshold settled                 */
    GOR_DECISION_PREDICTION_TIMEOUT = 24 /**< no statement in time: loses */
} gor_decision_kind;

/** One decision, as read back by gor_referee_decision(). */
typedef struct gor_decision {
    unsigned size;          /**< set by the caller: sizeof(gor_decision) */
    gor_decision_kind kind; /**< what was decided                        */
    gor_color color;        /**< the colour concerned: the offender, the
                                 proposer, the side claiming "dead", the
                                 loser of a loss; GOR_EMPTY if none      */
    gor_point point;        /**< the void move's point, a moved stone's
                                 place; else GOR_NO_POINT                */
    gor_point from;         /**< MOVED_VALID: where the stone stood;
                                 else GOR_NO_POINT                       */
    int status;             /**< FORBIDDEN and KO: why the move was
                                 illegal (GOR_EOCCUPIED, GOR_ESUICIDE,
                                 GOR_ESUPERKO, GOR_EKO); else GOR_OK      */
    int warnings;           /**< `color`'s warnings after the decision   */
    int player;             /**< the player concerned (0 the first, 1 the
                                 second; NIGIRI: the first player is the
                                 guesser when 1); -1 if none              */
    double value;           /**< PREDICTION: White's lead stated;
                                 SETTLED: the threshold; NIGIRI: the
                                 hidden stones; MOVED_VALID: the moved
                                 stone's colour; else 0                  */
    int64_t at_ms;          /**< the referee's time of the decision      */
    size_t step;            /**< the step that made it (1-based)         */
} gor_decision;
/** An initializer setting the size (the rest 0). */
#define GOR_DECISION_INIT GOR_SIZED_INIT_(gor_decision)

/** An opaque referee (owns its game). */
typedef struct gor_referee gor_referee;

/**
 * Create a referee for a new game of width x height under a copy of rules.
 * @param out receives the referee
 * @param width board width, 1..52
 * @param height board height, 1..52
 * @param rules the ruleset (NULL: "chinese", or "prediction" for
 *        GOR_REFEREE_REFORMED)
 * @param code the competition rules applied
 * @return GOR_OK, GOR_EINVAL (NULL out, unknown code; under
 *         GOR_REFEREE_REFORMED a ruleset whose first player is not White
 *         or without the free opening), GOR_ESIZE, GOR_ENOMEM
 */
GOR_EXTERN int gor_referee_new(gor_referee **out, int width, int height,
                               const gor_rules *rules, gor_referee_code code);
/** Free a referee and its game (NULL is fine). @param ref the referee */
GOR_EXTERN void gor_referee_free(gor_referee *ref);
/**
 * The referee's game (borrowed; change it only through the referee).
 * @param ref the referee
 * @return the game, NULL for NULL
 */
GOR_EXTERN const gor_game *gor_referee_game(const gor_referee *ref);
/** @param ref the referee @return its competition rules */
GOR_EXTERN gor_referee_code gor_referee_code_of(const gor_referee *ref);
/** @param ref the referee @return where the game stands */
GOR_EXTERN gor_referee_phase gor_referee_phase_of(const gor_referee *ref);
/**
 * @param ref the referee
 * @return the last refusal in words ("" if none)
 */
GOR_EXTERN const char *gor_referee_last_error(const gor_referee *ref);

/**
 * Set the referee's time (ms on the caller's monotonic scale); later
 * actions are stamped with it. Under GOR_REFEREE_REFORMED a player who
 * has not handed in a statement when the prediction time limit is past
 * loses (GOR_DECISION_PREDICTION_TIMEOUT).
 * @param ref the referee
 * @param now_ms the time; never earlier than the last one
 * @return 1 when a deadline ended the game, 0 otherwise, GOR_ERANGE for
 *         a time going backwards, GOR_EINVAL for NULL
 */
GOR_EXTERN int gor_referee_set_time(gor_referee *ref, int64_t now_ms);
/** @param ref the referee @return the referee's time */
GOR_EXTERN int64_t gor_referee_time(const gor_referee *ref);
/**
 * The prediction phase's time limit (the reformed ruleset: about a tenth
 * of the game's time). The first player's time starts when the third
 * free stone is placed, the second player's when the fourth is. A step
 * of the history (undone and redone like the others).
 * @param ref the referee
 * @param limit_ms the limit, 0 for none (the default)
 * @return GOR_OK, GOR_ERANGE for a negative limit, GOR_EINVAL (NULL, or
 *         once the prediction phase has started: the limit is fixed
 *         during the opening)
 */
GOR_EXTERN int gor_referee_set_prediction_limit(gor_referee *ref,
                                                int64_t limit_ms);

/**
 * Nigiri (猜先) before the first move: one player hides `hidden` stones,
 * the other shows 1 (odd) or 2 (even); a right guess makes the guesser
 * the first player (Black, or the reformed ruleset's 先手方). Recorded as
 * GOR_DECISION_NIGIRI.
 * @param ref the referee
 * @param hidden the hidden stones, >= 1
 * @param shown 1 or 2
 * @param guesser_first receives 1 when the guesser is the first player
 * @return GOR_OK, GOR_ERANGE, GOR_EINVAL (NULL, bad shown, not before the
 *         first move, nigiri done already)
 */
GOR_EXTERN int gor_referee_nigiri(gor_referee *ref, int hidden, int shown,
                                  int *guesser_first);

/**
 * Colour c plays at p (GOR_PASS passes), judged by the competition rules:
 * a legal move is played; an illegal one is ruled (see the file comment).
 * In the reformed ruleset's opening a pass, an occupied point and the
 * wrong colour are refused (GOR_EPASS, GOR_EOCCUPIED, GOR_ETURN), and no
 * move is taken during the prediction phase (GOR_ETURN). Playing out of
 * turn is "playing twice" only for the player who last put a stone down
 * (a void one included) or passed; a pass out of turn, or a move by the
 * other player (the wrong colour at the start, the side not claiming
 * "dead" after a dispute), is refused with GOR_ETURN.
 * @param ref the referee
 * @param c the colour
 * @param p the point or GOR_PASS
 * @param kind receives the decision taken (GOR_DECISION_NONE: played);
 *        may be NULL
 * @return GOR_OK when the action was played or ruled; GOR_ECOLOR,
 *         GOR_EOFFBOARD, GOR_EGAMEOVER, or a refusal above
 */
GOR_EXTERN int gor_referee_play(gor_referee *ref, gor_color c, gor_point p,
                                gor_decision_kind *kind);
/**
 * A warning the board cannot show (the clock pressed before the move, a
 * wrong or missed capture, conduct); the second loses the game.
 * @param ref the referee @param c the offender
 * @return GOR_OK, GOR_ECOLOR, GOR_EGAMEOVER
 */
GOR_EXTERN int gor_referee_warn(gor_referee *ref, gor_color c);
/**
 * Colour c took its move back (picked the stone up and played it
 * elsewhere). Chinese rules: the stone is put back and c warned; club
 * rules: so, unless the opponent had replied, then c loses; the reformed
 * ruleset: c loses.
 * @param ref the referee @param c the offender
 * @return GOR_OK, GOR_ECOLOR, GOR_EGAMEOVER, GOR_ENOMOVE (c has no move)
 */
GOR_EXTERN int gor_referee_take_back(gor_referee *ref, gor_color c);
/**
 * The referee's ruling on moved or scattered stones (art. 17.5, 17.6).
 * @param ref the referee
 * @param ruling GOR_DECISION_MOVED_BACK (put back, play on),
 *        GOR_DECISION_MOVED_VALID (the stone at `from` stays at `to`),
 *        GOR_DECISION_DRAW, GOR_DECISION_REPLAY, GOR_DECISION_LOSS
 * @param offender the side that moved them (GOR_EMPTY for none; needed
 *        for LOSS)
 * @param from MOVED_VALID: the stone's place in the record
 * @param to MOVED_VALID: where it is now (empty)
 * @return GOR_OK, GOR_EINVAL (other ruling, bad points), GOR_ECOLOR,
 *         GOR_EGAMEOVER
 */
GOR_EXTERN int gor_referee_ruling(gor_referee *ref, gor_decision_kind ruling,
                                  gor_color offender, gor_point from,
                                  gor_point to);
/**
 * Colour c's time ran out: c loses, or with as_pass (art. 22.5, on the
 * player's request) c passes instead.
 * @param ref the referee @param c the colour @param as_pass nonzero: a pass
 * @return GOR_OK, GOR_ECOLOR, GOR_EGAMEOVER, GOR_ETURN (as_pass and c is
 *         not to move)
 */
GOR_EXTERN int gor_referee_time_out(gor_referee *ref, gor_color c,
                                    int as_pass);
/**
 * The player to move proposes to end the game and gives up the move
 * (art. 21.1): a pass. If the opponent plays, the game goes on.
 * @param ref the referee @param c the proposer (to move)
 * @return GOR_OK, GOR_ECOLOR, GOR_ETURN, GOR_EGAMEOVER, GOR_EPASS
 */
GOR_EXTERN int gor_referee_propose_end(gor_referee *ref, gor_color c);
/**
 * The opponent agrees to the proposed end: the game ends by agreement.
 * @param ref the referee @param c the colour agreeing
 * @return GOR_OK, GOR_ECOLOR, GOR_EINVAL (no proposal by the other colour
 *         is pending), GOR_EGAMEOVER
 */
GOR_EXTERN int gor_referee_agree_end(gor_referee *ref, gor_color c);
/**
 * The players dispute the life of stones after the end: play resumes and
 * the side claiming "dead" moves first (art. 21.4). Refused once the
 * count has started (art. 21.3).
 * @param ref the referee @param claims_dead the side claiming "dead"
 * @return GOR_OK, GOR_ECOLOR, GOR_EINVAL (the game is not over, or ended
 *         otherwise than by agreement or passes), GOR_EGAMEOVER (count)
 */
GOR_EXTERN int gor_referee_dispute(gor_referee *ref, gor_color claims_dead);
/**
 * Start the count of a game ended by agreement or passes: from now on it
 * cannot be reopened (art. 21.3).
 * @param ref the referee
 * @return GOR_OK, GOR_EINVAL (not over that way), GOR_EGAMEOVER (started)
 */
GOR_EXTERN int gor_referee_start_count(gor_referee *ref);
/** Colour c resigns. @param ref the referee @param c the colour
 * @return GOR_OK, GOR_ECOLOR, GOR_EGAMEOVER */
GOR_EXTERN int gor_referee_resign(gor_referee *ref, gor_color c);

/**
 * A sealed statement of the prediction phase (the reformed ruleset):
 * "colour X leads by N stones" as White's lead (negative: Black's). When
 * both are in they are opened: gor_prediction_settle() gives colours and
 * threshold (GOR_DECISION_SETTLED) and White moves. A statement after the
 * player's time limit loses instead.
 * @param ref the referee
 * @param player 0 the first player, 1 the second
 * @param white_lead White's lead in stones of count difference
 * @return GOR_OK, GOR_ERANGE (bad player, not a multiple of 0.25, beyond
 *         +-10000), GOR_EINVAL (not the prediction phase, or already
 *         stated)
 */
GOR_EXTERN int gor_referee_predict(gor_referee *ref, int player,
                                   double white_lead);
/**
 * The settled prediction.
 * @param ref the referee
 * @param out receives it (out->size set by the caller)
 * @return GOR_OK, GOR_ENOMOVE (not settled yet), GOR_EINVAL
 */
GOR_EXTERN int gor_referee_prediction(const gor_referee *ref,
                                      gor_prediction *out);
/**
 * Who places the next free stone of the reformed opening: White by the
 * first player, Black by the second, White by the second, Black by the
 * first.
 * @param ref the referee
 * @return 0 or 1, or -1 outside the opening
 */
GOR_EXTERN int gor_referee_opening_player(const gor_referee *ref);
/**
 * The colour a player holds: the reformed ruleset's players get theirs
 * when the prediction settles (until then the first player holds White,
 * as in the opening); elsewhere player 0 holds the first player's colour.
 * @param ref the referee @param player 0 or 1
 * @return the colour, GOR_EMPTY for a bad argument
 */
GOR_EXTERN gor_color gor_referee_player_color(const gor_referee *ref,
                                              int player);

/** @param ref the referee @param c the colour
 * @return c's warnings in the current history (0 for bad arguments) */
GOR_EXTERN int gor_referee_warnings(const gor_referee *ref, gor_color c);
/** @param ref the referee
 * @return the decisions in the current history (undone ones excluded) */
GOR_EXTERN size_t gor_referee_decision_count(const gor_referee *ref);
/**
 * Decision i (0-based, in order).
 * @param ref the referee @param i the index
 * @param out receives it (out->size set by the caller)
 * @return GOR_OK, GOR_ENOMOVE (no such decision), GOR_EINVAL
 */
GOR_EXTERN int gor_referee_decision(const gor_referee *ref, size_t i,
                                    gor_decision *out);
/**
 * A decision in English words, as the SGF comment says it ("White played
 * on an occupied point: the move is void and White loses the turn (Chinese
 * Weiqi Rules (2002), art. 19)"). snprintf-style.
 * @param d the decision @param buf the buffer @param size its size
 * @return the length needed, GOR_EINVAL
 */
GOR_EXTERN int gor_decision_text(const gor_decision *d, char *buf,
                                 size_t size);
/** Steps in the current history. @param ref the referee @return them */
GOR_EXTERN size_t gor_referee_steps(const gor_referee *ref);
/** Undo the last step (a move, or a decision and what it did).
 * @param ref the referee @return GOR_OK, GOR_ENOMOVE */
GOR_EXTERN int gor_referee_undo(gor_referee *ref);
/** Redo the next undone step. @param ref the referee
 * @return GOR_OK, GOR_ENOMOVE */
GOR_EXTERN int gor_referee_redo(gor_referee *ref);

/**
 * The count with the warnings: each costs its side one stone
 * (opts->penalty is ignored; NULL opts: the defaults).
 * @param ref the referee @param opts score options or NULL
 * @param out receives the score (out->size set)
 * @return as gor_game_score()
 */
GOR_EXTERN int gor_referee_score(const gor_referee *ref,
                                 const gor_score_options *opts,
                                 gor_score *out);
/**
 * The result: the referee's decisions first (loss, draw, replay: no
 * result), then the game's end, then the count with the warnings; under
 * GOR_REFEREE_REFORMED a count is judged against the prediction
 * (gor_prediction_judge(), "白0.5子胜" with GOR_CN_DECIMAL).
 * @param ref the referee @param opts score options or NULL
 * @param out receives the result (out->size set)
 * @return GOR_OK, GOR_EINVAL
 */
GOR_EXTERN int gor_referee_result(const gor_referee *ref,
                                  const gor_score_options *opts,
                                  gor_result *out);

/**
 * The record: the game (gor_sgf_from_game()) with one node per step; a
 * decision's node carries its comment (C), the action (GA: "play B dd",
 * "warn W", ...), the decision (GD: "ko B dd 1") and the time (GT, ms);
 * a void move is written as PL (the turn handed over), so other readers
 * follow the game. The root has GR (the competition rules) and RE.
 * @param out receives the collection
 * @param ref the referee
 * @return GOR_OK, GOR_EINVAL, GOR_ENOMEM
 */
GOR_EXTERN int gor_referee_to_sgf(gor_sgf **out, const gor_referee *ref);
/**
 * Replay a record written by gor_referee_to_sgf() through a new referee:
 * the actions are taken again, so the decisions are made again, and each
 * must match the GD written (GOR_EPARSE otherwise). Nodes without GA and
 * GD (another program's record) replay their moves, ruled as they come.
 * @param out receives the referee
 * @param root the game's root node
 * @return GOR_OK; GOR_EPARSE (a property that cannot be read, a decision
 *         that differs); the status of an action the referee refuses
 *         again (GOR_ERANGE for a time going backwards, ...); GOR_EINVAL,
 *         GOR_ENOMEM
 */
GOR_EXTERN int gor_referee_from_sgf(gor_referee **out,
                                    const gor_sgf_node *root);

#ifdef __cplusplus
}
#endif

#endif /* GORULES_REFEREE_H */
