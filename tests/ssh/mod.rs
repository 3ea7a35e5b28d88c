//! A test SSH client (russh's) and a test server on loopback: connect with
//! a join code, type keys, and read the screen through a terminal emulator
//! (vt100), as a student's terminal would show it.

#![allow(dead_code)]

pub mod process;

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::num::NonZeroU16;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use russh::client::{self, Handle, Msg};
use russh::keys::{PrivateKeyWithHashAlg, PublicKeyOrCertificate};
use russh::{Channel, ChannelMsg};
use wari::engine::Rules;
use wari::serve::room::{Menu, Offer, Room};
use wari::serve::{Limits, Options, Teacher};
use wari::ssh::access::{Access, JoinCode};
use wari::ssh::host_key;

/// The code every test server uses.
pub const CODE: &str = "abc234xy";

/// The teacher code every test server uses.
pub const TEACHER_CODE: &str = "teach3rk3y42";

/// The address a student connects from when another is flooding from
/// 127.0.0.1: all of 127.0.0.0/8 is loopback on Linux, and the server,
/// listening on 127.0.0.1, sees the two as different addresses.
pub const ELSEWHERE: IpAddr = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 2));

/// The teacher of every test server: [`TEACHER_CODE`] and `keys`.
pub fn teacher_with(keys: Vec<russh::keys::PublicKey>) -> Teacher {
    Teacher {
        code: JoinCode::new(TEACHER_CODE).expect("a long enough code"),
        keys,
    }
}

/// How long any one wait in a test may take before it fails.
pub const PATIENCE: Duration = Duration::from_secs(10);

/// The key that plays the first puzzle's answer in the test server's
/// variant (kids-and-caboodles): its pit's digit.
pub fn first_answer() -> Vec<u8> {
    let set = wari::puzzles::shipped_for("kids-and-caboodles").expect("shipped");
    set[0].answer.number().to_string().into_bytes()
}

/// A server on a free loopback port, with the default limits.
pub async fn start_server() -> (SocketAddr, Arc<Room>) {
    start_server_with(Limits::default()).await
}

/// A server on a free loopback port with `limits`.
pub async fn start_server_with(limits: Limits) -> (SocketAddr, Arc<Room>) {
    let code = JoinCode::new(CODE).expect("a long enough code");
    start_server_for(Access::JoinCode(code), limits).await
}

/// A server on a free loopback port letting in by `access`.
pub async fn start_server_for(access: Access, limits: Limits) -> (SocketAddr, Arc<Room>) {
    start_server_full(access, teacher_with(Vec::new()), limits).await
}

/// A server on a free loopback port letting students in by `access` and
/// the teacher by `teacher`.
pub async fn start_server_full(
    access: Access,
    teacher: Teacher,
    limits: Limits,
) -> (SocketAddr, Arc<Room>) {
    // The tests measure the classroom: no endgame table is built beside it.
    wari::tablebase::cache::never_build();
    let options = Options {
        listen: "127.0.0.1:0".parse().expect("a loopback address"),
        access,
        teacher,
        host_key: host_key::generate(),
        limits,
        menu: Menu {
            variants: vec![Offer {
                name: "kids-and-caboodles".into(),
                rules: Rules::kids_and_caboodles(),
            }],
        },
        journal: None,
    };
    let bound = wari::serve::bind(options).await.expect("bind on loopback");
    let address = bound.local_addr().expect("bound address");
    let room = bound.room();
    tokio::spawn(bound.run());
    (address, room)
}

/// Accepts any host key: the test server's is new each time.
pub struct TrustAll;

impl client::Handler for TrustAll {
    type Error = russh::Error;

    async fn check_server_key(
        &mut self,
        _key: &PublicKeyOrCertificate,
    ) -> Result<bool, Self::Error> {
        Ok(true)
    }
}

/// Accepts any host key and keeps the reason the server gave when it
/// disconnected, as OpenSSH prints it.
#[derive(Clone, Default)]
pub struct Told(pub Arc<Mutex<Option<String>>>);

impl Told {
    /// The server's reason for disconnecting, if it gave one.
    pub fn reason(&self) -> Option<String> {
        self.0.lock().expect("lock").clone()
    }
}

impl client::Handler for Told {
    type Error = russh::Error;

    async fn check_server_key(
        &mut self,
        _key: &PublicKeyOrCertificate,
    ) -> Result<bool, Self::Error> {
        Ok(true)
    }

    async fn disconnected(
        &mut self,
        reason: client::DisconnectReason<Self::Error>,
    ) -> Result<(), Self::Error> {
        match reason {
            client::DisconnectReason::ReceivedDisconnect(info) => {
                *self.0.lock().expect("lock") = Some(info.message);
                Ok(())
            }
            client::DisconnectReason::Error(error) => Err(error),
        }
    }
}

/// A TCP connection to `address` from `local`, a loopback address.
pub async fn tcp_from(
    local: IpAddr,
    address: SocketAddr,
) -> std::io::Result<tokio::net::TcpStream> {
    let socket = tokio::net::TcpSocket::new_v4()?;
    socket.bind(SocketAddr::new(local, 0))?;
    socket.set_nodelay(true)?;
    socket.connect(address).await
}

/// An SSH connection to `address` from `local`, not logged in, with
/// `handler` answering the server.
pub async fn ssh_from<H>(
    local: IpAddr,
    address: SocketAddr,
    handler: H,
) -> Result<Handle<H>, String>
where
    H: client::Handler<Error = russh::Error> + Send + 'static,
{
    let config = Arc::new(client::Config {
        nodelay: true,
        ..client::Config::default()
    });
    let stream = tcp_from(local, address)
        .await
        .map_err(|e| format!("connect: {e}"))?;
    client::connect_stream(config, stream, handler)
        .await
        .map_err(|e| format!("handshake: {e}"))
}

/// Logs in from `local` as `user` with `code` at the `Join code:` prompt
/// (keyboard-interactive, as OpenSSH asks); `Err` with what the server
/// said when the login is refused.
pub async fn login_from(
    local: IpAddr,
    address: SocketAddr,
    user: &str,
    code: &str,
) -> Result<Handle<TrustAll>, String> {
    let attempt = async {
        let mut handle = ssh_from(local, address, TrustAll).await?;
        let mut answer = handle
            .authenticate_keyboard_interactive_start(user, None)
            .await
            .map_err(|e| format!("auth: {e}"))?;
        loop {
            match answer {
                client::KeyboardInteractiveAuthResponse::Success => return Ok(handle),
                client::KeyboardInteractiveAuthResponse::Failure { .. } => {
                    return Err("login refused".to_owned());
                }
                client::KeyboardInteractiveAuthResponse::InfoRequest {
                    instructions,
                    prompts,
                    ..
                } => {
                    if !instructions.is_empty() {
                        return Err(instructions);
                    }
                    let answers = prompts.iter().map(|_| code.to_owned()).collect();
                    answer = handle
                        .authenticate_keyboard_interactive_respond(answers)
                        .await
                        .map_err(|e| format!("auth: {e}"))?;
                }
            }
        }
    };
    tokio::time::timeout(PATIENCE, attempt)
        .await
        .map_err(|_| format!("no answer to the login within {PATIENCE:?}"))?
}

/// What a test client logs in with.
pub enum Credential {
    /// A password: the join code, or a wrong guess.
    Password(String),
    /// A private key, for a server letting in by `--authorized-keys`.
    Key(Arc<russh::keys::PrivateKey>),
}

/// Connects and logs in with `password`; `Err` when the login is refused.
pub async fn login(
    address: SocketAddr,
    user: &str,
    password: &str,
) -> Result<Handle<TrustAll>, String> {
    login_with(address, user, Credential::Password(password.into())).await
}

/// Connects and logs in with `credential`; `Err` when the login is refused
/// or the server has not answered within PATIENCE, so a silent server
/// fails the test instead of hanging it.
pub async fn login_with(
    address: SocketAddr,
    user: &str,
    credential: Credential,
) -> Result<Handle<TrustAll>, String> {
    tokio::time::timeout(PATIENCE, attempt_login(address, user, credential))
        .await
        .map_err(|_| format!("no answer to the login within {PATIENCE:?}"))?
}

async fn attempt_login(
    address: SocketAddr,
    user: &str,
    credential: Credential,
) -> Result<Handle<TrustAll>, String> {
    let config = Arc::new(client::Config {
        nodelay: true,
        ..client::Config::default()
    });
    let mut handle = client::connect(config, address, TrustAll)
        .await
        .map_err(|e| format!("connect: {e}"))?;
    let result = match credential {
        Credential::Password(password) => handle.authenticate_password(user, password).await,
        Credential::Key(key) => {
            let key = PrivateKeyWithHashAlg::new(key, None);
            handle.authenticate_publickey(user, key).await
        }
    }
    .map_err(|e| format!("auth: {e}"))?;
    if result.success() {
        Ok(handle)
    } else {
        Err("login refused".into())
    }
}

/// A student at a terminal of a given size.
pub struct Student {
    pub handle: Handle<TrustAll>,
    pub channel: Channel<Msg>,
    pub screen: vt100::Parser,
    pub closed: bool,
    /// The exit status the server ended the session with, once it has.
    pub exit_status: Option<u32>,
}

/// Two students at table 1, in the form's first choices (the first
/// variant, Sorry Wari), ama South to move.
pub async fn seated_pair(address: SocketAddr) -> (Student, Student) {
    let mut ama = Student::connect(address, "ama").await;
    ama.wait_for("No tables yet").await;
    ama.send(b"n").await;
    ama.wait_for("New table").await;
    ama.send(b"\r").await;
    ama.wait_for("waiting for a second player").await;
    let mut kofi = Student::connect(address, "kofi").await;
    kofi.wait_for("ama vs …").await;
    kofi.send(b"\r").await;
    kofi.wait_for("You play North").await;
    ama.wait_for("ama's turn").await;
    (ama, kofi)
}

impl Student {
    /// Logs in as `user` with the right code and opens an 80x24 terminal.
    pub async fn connect(address: SocketAddr, user: &str) -> Student {
        Student::connect_sized(address, user, 80, 24).await
    }

    /// Logs in as `user` with the right code and opens an 80x24 terminal
    /// whose locale is `lang`, as `LANG=fr_FR.UTF-8 ssh …` sends it.
    pub async fn connect_in(address: SocketAddr, user: &str, lang: &str) -> Student {
        let handle = login(address, user, CODE)
            .await
            .expect("login with the code");
        Student::open_with(handle, 80, 24, |channel| send_lang(channel, lang)).await
    }

    /// Logs in with the teacher code (as `teacher` in the room) and opens
    /// an 80x24 terminal.
    pub async fn connect_teacher(address: SocketAddr) -> Student {
        Student::connect_teacher_with(address, TEACHER_CODE).await
    }

    /// The teacher's session at 80x24, logged in with `code`: the one a
    /// server started as a process printed.
    pub async fn connect_teacher_with(address: SocketAddr, code: &str) -> Student {
        let handle = login(address, "teacher", code)
            .await
            .expect("login with the teacher code");
        Student::open(handle, 80, 24).await
    }

    /// The teacher's session, as [`Student::connect_teacher`], in a
    /// terminal whose locale is `lang`.
    pub async fn connect_teacher_in(address: SocketAddr, lang: &str) -> Student {
        let handle = login(address, "teacher", TEACHER_CODE)
            .await
            .expect("login with the teacher code");
        Student::open_with(handle, 80, 24, |channel| send_lang(channel, lang)).await
    }

    /// Logs in from `local`, a loopback address, with the right code and
    /// opens an 80x24 terminal: a class spread over several addresses, so
    /// that many students stay within each address's share of the room.
    pub async fn connect_from(local: IpAddr, address: SocketAddr, user: &str) -> Student {
        let handle = login_from(local, address, user, CODE)
            .await
            .expect("login with the code");
        Student::open(handle, 80, 24).await
    }

    /// Logs in and opens a terminal claiming `columns` x `rows`.
    pub async fn connect_sized(
        address: SocketAddr,
        user: &str,
        columns: u32,
        rows: u32,
    ) -> Student {
        let handle = login(address, user, CODE)
            .await
            .expect("login with the code");
        Student::open(handle, columns, rows).await
    }

    /// Opens a terminal claiming `columns` x `rows` on a logged-in
    /// connection.
    pub async fn open(handle: Handle<TrustAll>, columns: u32, rows: u32) -> Student {
        Student::open_with(handle, columns, rows, std::future::ready).await
    }

    /// Opens a terminal as [`Student::open`] does, with `env` sending what
    /// it will of the environment before the shell starts, as OpenSSH sends
    /// `LANG`.
    pub async fn open_with<F>(
        handle: Handle<TrustAll>,
        columns: u32,
        rows: u32,
        env: impl FnOnce(Channel<Msg>) -> F,
    ) -> Student
    where
        F: Future<Output = Channel<Msg>>,
    {
        let channel = tokio::time::timeout(PATIENCE, handle.channel_open_session())
            .await
            .expect("session channel in time")
            .expect("session channel");
        channel
            .request_pty(false, "xterm", columns, rows, 0, 0, &[])
            .await
            .expect("pty request");
        let channel = env(channel).await;
        channel.request_shell(false).await.expect("shell request");
        // The size the server draws: zero means 80x24, huge is cut down.
        let shown = |claimed: u32, fallback: u16, most: u32| {
            let value = if claimed == 0 {
                u32::from(fallback)
            } else {
                claimed.min(most)
            };
            NonZeroU16::new(value as u16).unwrap_or(NonZeroU16::MIN)
        };
        Student {
            handle,
            channel,
            screen: vt100::Parser::new(shown(rows, 24, 150), shown(columns, 80, 400), 0),
            closed: false,
            exit_status: None,
        }
    }

    /// Types `bytes`.
    pub async fn send(&self, bytes: &[u8]) {
        self.channel
            .data_bytes(bytes.to_vec())
            .await
            .expect("send keys");
    }

    /// The screen as text.
    pub fn text(&self) -> String {
        self.screen.screen().contents()
    }

    /// Reads frames until the screen shows `text`; fails after PATIENCE.
    pub async fn wait_for(&mut self, text: &str) {
        self.wait_until(text, |screen| screen.contains(text)).await;
    }

    /// Reads frames until the screen's text passes `test`, described by
    /// `what` in the failure; fails after PATIENCE.
    pub async fn wait_until(&mut self, what: &str, test: impl Fn(&str) -> bool) {
        let deadline = tokio::time::Instant::now() + PATIENCE;
        while !test(&self.text()) {
            let left = deadline.saturating_duration_since(tokio::time::Instant::now());
            match tokio::time::timeout(left, self.channel.wait()).await {
                Ok(Some(message)) => self.take(message),
                Ok(None) => panic!(
                    "closed while waiting for {what:?}; screen:\n{}",
                    self.text()
                ),
                Err(_) => panic!("no {what:?} within {PATIENCE:?}; screen:\n{}", self.text()),
            }
        }
    }

    /// Changes the window to `columns` x `rows`, on the server and on the
    /// screen read here.
    pub async fn resize(&mut self, columns: u16, rows: u16) {
        self.channel
            .window_change(columns.into(), rows.into(), 0, 0)
            .await
            .expect("resize");
        self.screen.set_size(
            NonZeroU16::new(rows).expect("rows"),
            NonZeroU16::new(columns).expect("columns"),
        );
    }

    /// Has the server draw this student's board afresh, and reads up to
    /// that frame: the window shrinks below the board's size and grows
    /// back, each change waited for by what it shows. Then every frame sent
    /// before has been read and the screen is the table as it is now; a
    /// slow server only makes this take longer, where waiting for a quiet
    /// spell could end too soon.
    pub async fn redraw_board(&mut self) {
        const TOO_SMALL: &str = "at least 60x18";
        let (rows, columns) = self.screen.screen().size();
        self.resize(50, 15).await;
        self.wait_for(TOO_SMALL).await;
        self.resize(columns.get(), rows.get()).await;
        self.wait_until("the board back", |screen| !screen.contains(TOO_SMALL))
            .await;
    }

    /// Takes every message already arrived, without waiting: a terminal
    /// shows frames as they come, so a student who was not being watched
    /// has none left over when the test looks again.
    pub async fn catch_up(&mut self) {
        while let Ok(Some(message)) =
            tokio::time::timeout(Duration::ZERO, self.channel.wait()).await
        {
            self.take(message);
        }
    }

    /// Reads the next message; returns the number of data bytes it carried,
    /// or `None` when the channel closed.
    pub async fn next_data(&mut self) -> Option<usize> {
        loop {
            let message = tokio::time::timeout(PATIENCE, self.channel.wait())
                .await
                .ok()??;
            let bytes = match &message {
                ChannelMsg::Data { data } => Some(data.len()),
                _ => None,
            };
            self.take(message);
            if self.closed {
                return None;
            }
            if let Some(bytes) = bytes {
                return Some(bytes);
            }
        }
    }

    /// Reads until the server closes the channel; returns everything it
    /// sent as text.
    pub async fn read_to_close(&mut self) -> String {
        let mut all = Vec::new();
        let deadline = tokio::time::Instant::now() + PATIENCE;
        loop {
            let left = deadline.saturating_duration_since(tokio::time::Instant::now());
            match tokio::time::timeout(left, self.channel.wait()).await {
                Ok(Some(ChannelMsg::Data { data })) => {
                    all.extend_from_slice(&data);
                    self.screen.process(&data);
                }
                Ok(Some(ChannelMsg::Close)) | Ok(None) => break,
                Ok(Some(ChannelMsg::ExitStatus { exit_status })) => {
                    self.exit_status = Some(exit_status);
                }
                Ok(Some(_)) => {}
                Err(_) => panic!("not closed within {PATIENCE:?}"),
            }
        }
        String::from_utf8_lossy(&all).into_owned()
    }

    /// Reads frames until none has come for `quiet` (an animation has
    /// finished), so the next frame is the answer to the next key.
    pub async fn settle(&mut self, quiet: Duration) {
        while let Ok(Some(message)) = tokio::time::timeout(quiet, self.channel.wait()).await {
            self.take(message);
        }
    }

    fn take(&mut self, message: ChannelMsg) {
        match message {
            ChannelMsg::Data { data } => self.screen.process(&data),
            ChannelMsg::Close | ChannelMsg::Eof => self.closed = true,
            ChannelMsg::ExitStatus { exit_status } => self.exit_status = Some(exit_status),
            _ => {}
        }
    }
}

/// Sends `LANG=lang` on `channel`, without asking for a reply, as OpenSSH
/// does.
async fn send_lang(channel: Channel<Msg>, lang: &str) -> Channel<Msg> {
    channel
        .set_env(false, "LANG", lang)
        .await
        .expect("env request");
    channel
}
