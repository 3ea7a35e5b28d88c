//! The computer player and the endgame tables checked from outside their
//! code: the search's moves and lines legal under random variants, and
//! the tables against what the game itself gives. One binary, so the
//! tests link once.

mod search_props;
mod tablebase;
