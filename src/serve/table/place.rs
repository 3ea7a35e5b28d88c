//! The table's keys and words for the board it shares: only the moves,
//! hints and ending by agreement, since a take-back or a save would
//! overrule the other student; `n` asks for another game once it is over,
//! `q` goes back to the lobby.

use crate::app::Place;
use crate::app::keymap::{Where, keys_at};

/// The board's keys and words at a classroom table.
pub(super) fn table_place() -> Place {
    Place {
        playing_keys: keys_at(Where::Table),
        over_keys: keys_at(Where::TableOver),
        demo_keys: keys_at(Where::TableDemo),
        end_keys: " n: another game   q: back to the lobby ",
        help_keys: keys_at(Where::TableHelp),
        demo_help: "Whoever opened the table, or the teacher, runs it: Space pauses it and \
                    goes on, . plays one move while paused, 1 and 2 change South's and North's \
                    level, + and - the speed, n starts again; q goes back to the lobby.",
        undo_help: "",
        // Only the demo's host may go on, and their keys are on their row.
        paused: " is paused",
        // Everyone at the table reads this board; each player's own keys
        // are on their own screen's last row.
        sow_keys_on_turn_line: false,
        hints_name_the_player: true,
        // Watchers read it too, and a player left alone may end the game
        // without the other's word.
        ended_early: "The game was ended early",
        // Each student's view learns its screen's size from their clicks
        // alone; the session itself says when a board does not fit.
        one_screen: false,
        // A table's offers are the table's; a demo's two computers still
        // agree between themselves.
        computer_offers_to_stop: false,
        // The lessons need a terminal of one's own; the puzzles are in the
        // lobby.
        learn_help: "New to Wari? In the lobby, p opens puzzles: find the best move.",
    }
}
