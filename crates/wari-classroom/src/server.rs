//! The classroom served over SSH: the [`Gatekeeper`] says who comes in,
//! each terminal runs a session in the room, and the server speaks the
//! classroom's words.

use std::net::SocketAddr;
use std::sync::Arc;

use russh::keys::PrivateKey;
use wari_ssh::door::Refusal;
use wari_ssh::{Terminal, Visit, Words};
use wari_words::tr;

use crate::access::{ClassRole, Gatekeeper, Teacher, name_for};
use crate::journal::Journaling;
use crate::limits::Limits;
use crate::lobby::Lobbies;
use crate::room::{Arrival, Menu, Room};
use crate::session;
use wari_ssh::access::Access;

/// Everything `wari serve` was asked for.
#[derive(Debug)]
pub struct Options {
    /// Where to listen.
    pub listen: SocketAddr,
    /// Who may log in.
    pub access: Access,
    /// Who is the teacher.
    pub teacher: Teacher,
    /// The host key.
    pub host_key: PrivateKey,
    /// The classroom's limits.
    pub limits: Limits,
    /// What tables may play.
    pub menu: Menu,
    /// The lesson's journal, when one is kept.
    pub journal: Option<Journaling>,
}

/// The classroom bound to its address, not yet accepting.
pub struct Bound {
    server: wari_ssh::Bound<Gatekeeper, Classroom>,
    room: Arc<Room>,
}

/// Binds the address (port 0 picks a free one, for tests).
pub async fn bind(options: Options) -> std::io::Result<Bound> {
    let room = Room::journaled(options.limits, options.menu, options.journal);
    let server = wari_ssh::bind(wari_ssh::Options {
        listen: options.listen,
        host_key: options.host_key,
        limits: options.limits.connections(),
        door: room.door().clone(),
        gate: Gatekeeper {
            access: options.access,
            teacher: options.teacher,
        },
        program: Classroom(room.clone(), Arc::default()),
        words: words(),
    })
    .await?;
    Ok(Bound { server, room })
}

impl Bound {
    /// The address actually bound.
    pub fn local_addr(&self) -> std::io::Result<SocketAddr> {
        self.server.local_addr()
    }

    /// The classroom, for tests that look inside.
    pub fn room(&self) -> Arc<Room> {
        self.room.clone()
    }

    /// Accepts students until the task is dropped.
    pub async fn run(self) {
        self.server.run().await;
    }
}

/// What the server says by itself, before and after the room, in the
/// classroom's language: at the door nobody has said theirs yet. What
/// it tells a client that asked for no terminal, or a command, stays in
/// English, as the errors of a command line do.
fn words() -> Words {
    Words {
        prompt: kept(format!("{} ", tr!("serve-prompt"))),
        wrong_code: kept(tr!("serve-wrong-code")),
        no_terminal: "wari: the classroom needs a terminal: connect with ssh -t (no command).",
        no_commands: "wari: only the classroom is served here, no commands: connect with ssh and no command.",
        no_screen: "wari: your screen could not be drawn, sorry.",
        left: kept(tr!("serve-left")),
        full,
    }
}

/// `text` for as long as the server runs, as the SSH server keeps its
/// words: a few dozen bytes, made once as the classroom opens.
fn kept(text: String) -> &'static str {
    Box::leak(text.into_boxed_str())
}

/// Why a connection was turned away at the door, as the student reads it.
fn full(refusal: Refusal) -> String {
    match refusal {
        Refusal::WaitingFromAddress(n) => tr!("serve-full-waiting", count = n),
        Refusal::ConnectionsFromAddress(n) => tr!("serve-full-from-network", count = n),
        Refusal::Server(n) => tr!("serve-full-server", count = n),
    }
}

/// The room, as the program every terminal runs, with what its lobbies
/// share.
struct Classroom(Arc<Room>, Arc<Lobbies>);

impl wari_ssh::Program for Classroom {
    type Role = ClassRole;
    type Visit = Student;

    fn enter(&self, user: &str, role: ClassRole, peer: SocketAddr) -> Result<Student, String> {
        let arrival = self
            .0
            .enter(name_for(user, role), role)
            .map_err(|why| format!("wari: {why}"))?;
        Ok(Student {
            room: self.0.clone(),
            lobbies: self.1.clone(),
            arrival,
            peer,
        })
    }
}

/// One student (or the teacher) in the room, with a terminal to come.
struct Student {
    room: Arc<Room>,
    lobbies: Arc<Lobbies>,
    arrival: Arrival,
    peer: SocketAddr,
}

impl Visit for Student {
    async fn run(self, terminal: Terminal) {
        let Student {
            room,
            lobbies,
            arrival,
            peer,
        } = self;
        let (name, id, role) = (arrival.name.clone(), arrival.session, arrival.role);
        tracing::info!(peer = %peer, name = %name, session = id, ?role, "connected");
        session::run(room, lobbies, arrival, terminal).await;
        tracing::info!(peer = %peer, name = %name, session = id, "disconnected");
    }
}
