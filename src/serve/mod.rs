//! `wari serve`: the classroom over SSH. Every student types `ssh -p 2222
//! HOST` and gets the game in their own terminal, with nothing installed.
//!
//! This module is an edge, like the local terminal: the engine never
//! depends on it. Each SSH session gets its own terminal size, its own
//! input parser and its own ratatui terminal writing into a byte buffer
//! that is sent down the channel.

pub mod input;
