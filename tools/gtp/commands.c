/* SPDX-License-Identifier: MIT */
/*
 * commands.c - the command table, in the order list_commands prints it.
 */
#include "gtp.h"

#include <string.h>

static const gtp_command commands[] = {
    /* GTP v2 core and tournament commands */
    {"protocol_version", gtp_cmd_protocol_version},
    {"name", gtp_cmd_name},
    {"version", gtp_cmd_version},
    {"known_command", gtp_cmd_known_command},
    {"list_commands", gtp_cmd_list_commands},
    {"quit", gtp_cmd_quit},
    {"boardsize", gtp_cmd_boardsize},
    {"clear_board", gtp_cmd_clear_board},
    {"komi", gtp_cmd_komi},
    {"play", gtp_cmd_play},
    {"genmove", gtp_cmd_genmove},
    {"undo", gtp_cmd_undo},
    {"showboard", gtp_cmd_showboard},
    {"fixed_handicap", gtp_cmd_fixed_handicap},
    {"place_free_handicap", gtp_cmd_place_free_handicap},
    {"set_free_handicap", gtp_cmd_set_free_handicap},
    {"final_score", gtp_cmd_final_score},
    {"final_status_list", gtp_cmd_final_status_list},
    {"loadsgf", gtp_cmd_loadsgf},
    {"printsgf", gtp_cmd_printsgf},
    {"time_settings", gtp_cmd_time_settings},
    {"time_left", gtp_cmd_time_left},
    /* GNU Go's */
    {"is_legal", gtp_cmd_is_legal},
    {"all_legal", gtp_cmd_all_legal},
    {"captures", gtp_cmd_captures},
    {"list_stones", gtp_cmd_list_stones},
    {"countlib", gtp_cmd_countlib},
    {"get_komi", gtp_cmd_get_komi},
    {"get_handicap", gtp_cmd_get_handicap},
    /* KataGo's and KGS's */
    {"kata-set-rules", gtp_cmd_kata_set_rules},
    {"kata-get-rules", gtp_cmd_kata_get_rules},
    {"kgs-rules", gtp_cmd_kgs_rules},
    {"kgs-time_settings", gtp_cmd_kgs_time_settings},
    /* libgorules' own */
    {"gorules-seed", gtp_cmd_gorules_seed},
    {"gorules-hash", gtp_cmd_gorules_hash},
    {"gorules-ko", gtp_cmd_gorules_ko},
    {"gorules-legal", gtp_cmd_gorules_legal},
    {"gorules-mark", gtp_cmd_gorules_mark},
    {"gorules-score", gtp_cmd_gorules_score},
    {"gorules-estimate", gtp_cmd_gorules_estimate},
    {"gorules-time", gtp_cmd_gorules_time},
    {"gorules-clock", gtp_cmd_gorules_clock},
    {"gorules-referee", gtp_cmd_gorules_referee},
    {"gorules-referee-warn", gtp_cmd_gorules_referee_warn},
    {"gorules-referee-take-back", gtp_cmd_gorules_referee_take_back},
    {"gorules-referee-ruling", gtp_cmd_gorules_referee_ruling},
    {"gorules-referee-timeout", gtp_cmd_gorules_referee_timeout},
    {"gorules-referee-propose-end", gtp_cmd_gorules_referee_propose_end},
    {"gorules-referee-agree-end", gtp_cmd_gorules_referee_agree_end},
    {"gorules-referee-dispute", gtp_cmd_gorules_referee_dispute},
    {"gorules-referee-count", gtp_cmd_gorules_referee_count},
    {"gorules-referee-resign", gtp_cmd_gorules_referee_resign},
    {"gorules-referee-nigiri", gtp_cmd_gorules_referee_nigiri},
    {"gorules-referee-predict", gtp_cmd_gorules_referee_predict},
    {"gorules-referee-prediction", gtp_cmd_gorules_referee_prediction},
    {"gorules-referee-decisions", gtp_cmd_gorules_referee_decisions},
    {NULL, NULL},
};

const gtp_command *gtp_commands(void)
{
    return commands;
}

const gtp_command *gtp_find_command(const char *name)
{
    for (const gtp_command *c = commands; c->name; c++)
        if (strcmp(c->name, name) == 0)
            return c;
    return NULL;
}
