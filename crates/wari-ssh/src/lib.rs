//! A terminal program served over SSH to many people at once, as Charm's
//! wish serves one for Go: each visitor types `ssh -p 2222 HOST` and gets
//! the program in their own terminal, with nothing installed.
//!
//! The layers, from the socket in:
//! - the [`door`]: how many connections one address and the whole server
//!   may hold, so a flood cannot take every place;
//! - the login: deadlines for the handshake, the login and the terminal,
//!   and an allowance of wrong codes per address and for everyone;
//! - the [`Gate`], the program's own policy: who may log in, and as whom,
//!   built on the common ways in ([`access`]: a shared code, listed keys,
//!   or anyone);
//! - the terminal: a PTY and a shell and nothing else (no commands, no
//!   forwarding), the window's size, the client's bytes turned into
//!   crossterm events ([`input`]) and ratatui frames turned into bytes
//!   ([`Screen`]);
//! - the [`names`]: a name held by one connection at a time, a second
//!   login under it asking its holder rather than taking or being refused;
//! - the [`Program`], which runs one [`Visit`] per terminal.
//!
//! Nothing here knows what the program is: every sentence a client reads
//! from this layer comes from the program's [`Words`].

#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod access;
pub mod bucket;
mod connection;
pub mod door;
mod escapes;
pub mod host_key;
pub mod input;
pub mod keepalive;
pub mod keys;
mod login_limit;
pub mod names;
mod screen;
mod server;
mod terminal;

use std::fmt::{Debug, Display};
use std::future::Future;
use std::net::SocketAddr;

use russh::MethodSet;
use russh::keys::PublicKey;

pub use door::Door;
pub use screen::Screen;
pub use server::{Bound, Limits, Options, bind};
pub use terminal::{Input, Inputs, Link, Terminal, clamp_size};

/// Who may log in, and as whom: the program's policy, which the
/// connection asks at each try. A wrong code counts against the address
/// whatever the gate says.
pub trait Gate: Send + Sync + 'static {
    /// What a login is let in as; its `Display` is the log's ("the
    /// teacher", "a student").
    type Role: Copy + Debug + Display + Send + Sync + 'static;

    /// The login methods offered to clients.
    fn methods(&self) -> MethodSet;

    /// A login as `user` with no credentials at all.
    fn none(&self, user: &str) -> Option<Self::Role>;

    /// A login that typed `code`, as a password or at the prompt.
    fn code(&self, code: &str) -> Option<Self::Role>;

    /// A login with `key`, proven by its signature.
    fn key(&self, key: &PublicKey) -> Option<Self::Role>;
}

/// The program each terminal runs.
pub trait Program: Send + Sync + 'static {
    /// What the [`Gate`] let the visitor in as.
    type Role;
    /// One visitor's time in the program.
    type Visit: Visit;

    /// `user`, let in as `role` from `peer`, has a terminal: their visit,
    /// or the line that turns them away.
    fn enter(&self, user: &str, role: Self::Role, peer: SocketAddr) -> Result<Self::Visit, String>;
}

/// One visitor's time in the program, on their own terminal.
pub trait Visit: Send + 'static {
    /// Runs to the visitor's end: leaving, being closed, or gone.
    fn run(self, terminal: Terminal) -> impl Future<Output = ()> + Send;
}

/// Every sentence this layer says to a client by itself, in the program's
/// words.
#[derive(Clone, Copy, Debug)]
pub struct Words {
    /// The keyboard-interactive prompt for a code (`Join code: `).
    pub prompt: &'static str,
    /// Above the prompt after a wrong code.
    pub wrong_code: &'static str,
    /// To a client that asked for no terminal.
    pub no_terminal: &'static str,
    /// To a client that asked to run a command.
    pub no_commands: &'static str,
    /// To a client whose screen could not be made.
    pub no_screen: &'static str,
    /// To a client still connected after its visit ended.
    pub left: &'static str,
    /// To a client turned away at the door.
    pub full: fn(door::Refusal) -> String,
}
