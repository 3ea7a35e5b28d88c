//! One SSH connection, as russh calls it: who may log in (the [`Gate`]
//! says), and the only thing it may have, a terminal with the program in
//! it. Exec, subsystems (sftp), forwarding and agent or X11 requests are
//! refused, and so is every environment variable but the locale's, which
//! says the language to draw in.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Instant;

use ratatui::layout::Size;
use russh::server::{
    Auth, ChannelOpenHandle, Handler, Msg, PublicKeyOffer, Response, Session, VerifiedPublicKey,
};
use russh::{Channel, ChannelId, Pty};
use tokio::sync::{Notify, mpsc, watch};
use wari_words::Lang;

use crate::login_limit::{LoginLimit, Wait};
use crate::{Gate, Inputs, Link, Program, Screen, Terminal, Visit, Words, clamp_size};

/// Packets of input queued for a session before more are dropped: a client
/// pasting a flood loses keys, the server loses nothing.
const INPUT_QUEUE: usize = 64;
/// The most bytes of one packet looked at; a key is a few bytes.
const MAX_INPUT_PACKET: usize = 4096;
/// The environment variables a client may set: the ones OpenSSH sends by
/// default (`SendEnv LANG LC_*`) that say which language a person reads.
const LOCALE_VARIABLES: [&str; 3] = ["LC_ALL", "LC_MESSAGES", "LANG"];
/// The longest locale value taken: `nl_NL.UTF-8@euro` is 16 bytes.
const MAX_LOCALE: usize = 64;

/// What every connection shares.
pub struct Shared<G, P> {
    /// Who may log in.
    pub gate: G,
    /// What each terminal runs.
    pub program: P,
    /// What the server says by itself.
    pub words: Words,
    /// Wrong codes, by address and in all.
    pub logins: LoginLimit,
}

/// What the connection's own task is told as the login goes on.
#[derive(Debug, Default)]
pub struct Signals {
    /// The client has logged in.
    pub authenticated: Notify,
    /// The client has its terminal with the program in it.
    pub shell: Notify,
    /// The client's visit has ended (it left, or was closed): the
    /// connection has nothing more to do.
    pub left: Notify,
}

/// One connection's state.
pub struct Connection<G: Gate, P> {
    shared: Arc<Shared<G, P>>,
    peer: SocketAddr,
    /// Who logged in, and as what.
    login: Option<(String, G::Role)>,
    /// The last code typed on this connection was wrong: the next prompt
    /// says so.
    wrong: bool,
    signals: Arc<Signals>,
    channel: Option<ChannelId>,
    size: Option<watch::Sender<Size>>,
    bytes: Option<mpsc::Sender<Vec<u8>>>,
    /// The locale variables the client set, by name: at most one each of
    /// [`LOCALE_VARIABLES`].
    locale: BTreeMap<&'static str, String>,
}

impl<G, P> Connection<G, P>
where
    G: Gate,
    P: Program<Role = G::Role>,
{
    /// A new connection from `peer`, telling `signals` how far it got.
    pub fn new(shared: Arc<Shared<G, P>>, peer: SocketAddr, signals: Arc<Signals>) -> Self {
        Connection {
            shared,
            peer,
            login: None,
            wrong: false,
            signals,
            channel: None,
            size: None,
            bytes: None,
            locale: BTreeMap::new(),
        }
    }

    /// Forgets a closed or refused channel, so the client may open another.
    fn forget(&mut self, channel: ChannelId) {
        if self.channel == Some(channel) {
            self.channel = None;
            self.size = None;
            self.bytes = None;
            self.locale.clear();
        }
    }

    /// The language the locale the client sent asks for, read as a
    /// program reads its own locale variables.
    fn lang(&self) -> Option<Lang> {
        Lang::from_locale_vars(|name| self.locale.get(name).cloned())
    }

    /// Whether a code from this address may be checked now; counts
    /// nothing.
    fn allowed(&self, user: &str) -> Result<(), Wait> {
        let allowed = self.shared.logins.check(self.peer.ip(), Instant::now());
        if let Err(wait) = &allowed {
            tracing::warn!(peer = %self.peer, user, "login held back: {wait}");
        }
        allowed
    }

    /// Counts a failed login against the address, and logs it.
    fn refused(&mut self, user: &str, method: &str) {
        self.shared.logins.failed(self.peer.ip(), Instant::now());
        self.wrong = true;
        tracing::warn!(peer = %self.peer, user, method, "login refused");
    }

    /// Lets the login in as `role`, or counts a failure.
    fn judge(&mut self, user: &str, role: Option<G::Role>, method: &str) -> Auth {
        let Some(role) = role else {
            self.refused(user, method);
            // The client may try again on this connection; russh's plain
            // rejection would withdraw the method after one failure. Every
            // try still counts against the address above.
            return Auth::Reject {
                proceed_with_methods: Some(self.shared.gate.methods()),
                partial_success: false,
            };
        };
        tracing::info!(peer = %self.peer, user, method, "{role} logged in");
        self.login = Some((user.to_owned(), role));
        self.signals.authenticated.notify_one();
        Auth::Accept
    }

    /// The prompt for a code, with `instructions` above it.
    fn prompt(&self, instructions: String) -> Auth {
        Auth::Partial {
            name: Cow::Borrowed(""),
            instructions: Cow::Owned(instructions),
            prompts: Cow::Owned(vec![(Cow::Borrowed(self.shared.words.prompt), false)]),
        }
    }

    /// Starts the program's visit on the session channel.
    fn start(&mut self, channel: ChannelId, session: &mut Session) {
        let (Some(size), Some((user, role))) = (&self.size, &self.login) else {
            return;
        };
        let (bytes_tx, bytes) = mpsc::channel(INPUT_QUEUE);
        self.bytes = Some(bytes_tx);
        let mut inputs = Inputs {
            bytes,
            size: size.subscribe(),
        };
        let link = Link {
            handle: session.handle(),
            channel,
        };
        let shared = self.shared.clone();
        let (user, role, peer, lang) = (user.clone(), *role, self.peer, self.lang());
        let signals = self.signals.clone();
        tokio::spawn(async move {
            // The screen before the visit: once the visitor is in, nothing
            // may fail before the visit that takes them out again.
            let size = *inputs.size.borrow_and_update();
            let screen = match Screen::new(size) {
                Ok(screen) => screen,
                Err(why) => {
                    tracing::warn!(peer = %peer, "refused: no screen: {why}");
                    link.refuse(shared.words.no_screen).await;
                    return;
                }
            };
            let visit = match shared.program.enter(&user, role, peer) {
                Ok(visit) => visit,
                Err(why) => {
                    tracing::warn!(peer = %peer, "refused: {why}");
                    link.refuse(&why).await;
                    return;
                }
            };
            signals.shell.notify_one();
            visit
                .run(Terminal {
                    screen,
                    inputs,
                    link,
                    lang,
                })
                .await;
            signals.left.notify_one();
        });
    }
}

impl<G, P> Handler for Connection<G, P>
where
    G: Gate,
    P: Program<Role = G::Role>,
{
    type Error = russh::Error;

    async fn auth_none(&mut self, user: &str) -> Result<Auth, Self::Error> {
        // OpenSSH tries no credentials first.
        match self.shared.gate.none(user) {
            Some(role) => Ok(self.judge(user, Some(role), "none")),
            None => Ok(Auth::reject()),
        }
    }

    async fn auth_password(&mut self, user: &str, password: &str) -> Result<Auth, Self::Error> {
        // A client that only asks for passwords cannot be told why it
        // must wait: it sees its prompt again.
        if self.allowed(user).is_err() {
            return Ok(Auth::reject());
        }
        let role = self.shared.gate.code(password);
        Ok(self.judge(user, role, "password"))
    }

    async fn auth_keyboard_interactive<'a>(
        &'a mut self,
        user: &str,
        _submethods: &str,
        response: Option<Response<'a>>,
    ) -> Result<Auth, Self::Error> {
        // A login that must wait is told how long above the prompt, and
        // what it types then is not checked: the client stays, waits, and
        // types again.
        if let Err(wait) = self.allowed(user) {
            return Ok(self.prompt(wait.to_string()));
        }
        let Some(mut response) = response else {
            let above = if self.wrong {
                self.shared.words.wrong_code
            } else {
                ""
            };
            return Ok(self.prompt(above.to_owned()));
        };
        let typed = response
            .next()
            .map(|answer| String::from_utf8_lossy(&answer).into_owned());
        let Some(role) = typed.and_then(|typed| self.shared.gate.code(&typed)) else {
            // Asked again in the same conversation, a mistyped code is no
            // failed attempt to the client: OpenSSH would otherwise give
            // up the prompt after three and the connection after six,
            // while the address's allowance above still bounds guessing.
            self.refused(user, "code");
            return Ok(self.prompt(self.shared.words.wrong_code.to_owned()));
        };
        Ok(self.judge(user, Some(role), "code"))
    }

    async fn auth_publickey_offered(
        &mut self,
        _user: &str,
        offer: PublicKeyOffer<'_>,
    ) -> Result<Auth, Self::Error> {
        // OpenSSH offers each key it holds in turn before signing with one:
        // a key not on the list is turned down at the offer, which proves
        // nothing and so counts as no failed login.
        if self.shared.gate.key(offer.public_key).is_some() {
            Ok(Auth::Accept)
        } else {
            Ok(Auth::reject())
        }
    }

    async fn auth_publickey(
        &mut self,
        user: &str,
        key: VerifiedPublicKey<'_>,
    ) -> Result<Auth, Self::Error> {
        if self.allowed(user).is_err() {
            return Ok(Auth::reject());
        }
        let role = self.shared.gate.key(key.public_key);
        Ok(self.judge(user, role, "public key"))
    }

    async fn channel_open_session(
        &mut self,
        channel: Channel<Msg>,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        // One terminal a connection: a second session channel is refused
        // (dropping `reply` refuses it).
        if self.channel.is_none() {
            self.channel = Some(channel.id());
            reply.accept().await;
        }
        Ok(())
    }

    async fn pty_request(
        &mut self,
        channel: ChannelId,
        _term: &str,
        columns: u32,
        rows: u32,
        _pix_width: u32,
        _pix_height: u32,
        _modes: &[(Pty, u32)],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.channel != Some(channel) {
            return session.channel_failure(channel);
        }
        let size = clamp_size(columns, rows);
        match &self.size {
            Some(sender) => sender.send_replace(size),
            None => {
                self.size = Some(watch::Sender::new(size));
                size
            }
        };
        session.channel_success(channel)
    }

    async fn window_change_request(
        &mut self,
        channel: ChannelId,
        columns: u32,
        rows: u32,
        _pix_width: u32,
        _pix_height: u32,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if let Some(size) = self.size.as_ref().filter(|_| self.channel == Some(channel)) {
            size.send_replace(clamp_size(columns, rows));
        }
        Ok(())
    }

    async fn shell_request(
        &mut self,
        channel: ChannelId,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.channel != Some(channel) || self.bytes.is_some() {
            return session.channel_failure(channel);
        }
        session.channel_success(channel)?;
        if self.size.is_none() {
            let link = Link {
                handle: session.handle(),
                channel,
            };
            tracing::info!(peer = %self.peer, "refused: no terminal");
            let why = self.shared.words.no_terminal;
            tokio::spawn(async move { link.refuse(why).await });
            return Ok(());
        }
        self.start(channel, session);
        Ok(())
    }

    async fn exec_request(
        &mut self,
        channel: ChannelId,
        _data: &[u8],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        tracing::info!(peer = %self.peer, "refused: exec");
        // Answered like a command that failed, with a line and exit status
        // 1, since OpenSSH shows only its own "exec request failed" for a
        // refused request, not why.
        self.forget(channel);
        session.channel_success(channel)?;
        let link = Link {
            handle: session.handle(),
            channel,
        };
        let why = self.shared.words.no_commands;
        tokio::spawn(async move { link.refuse(why).await });
        Ok(())
    }

    async fn subsystem_request(
        &mut self,
        channel: ChannelId,
        _name: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        tracing::info!(peer = %self.peer, "refused: subsystem");
        self.forget(channel);
        session.channel_failure(channel)?;
        session.close(channel)
    }

    async fn x11_request(
        &mut self,
        channel: ChannelId,
        _single_connection: bool,
        _x11_auth_protocol: &str,
        _x11_auth_cookie: &str,
        _x11_screen_number: u32,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)
    }

    /// Takes the locale's variables on the session channel before its
    /// shell starts, short ones only; refuses any other.
    async fn env_request(
        &mut self,
        channel: ChannelId,
        variable_name: &str,
        variable_value: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        let name = LOCALE_VARIABLES.into_iter().find(|n| *n == variable_name);
        let before_shell = self.channel == Some(channel) && self.bytes.is_none();
        match name {
            Some(name) if before_shell && variable_value.len() <= MAX_LOCALE => {
                self.locale.insert(name, variable_value.to_owned());
                session.channel_success(channel)
            }
            _ => session.channel_failure(channel),
        }
    }

    async fn data(
        &mut self,
        _channel: ChannelId,
        data: &[u8],
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if let Some(bytes) = &self.bytes {
            let data = &data[..data.len().min(MAX_INPUT_PACKET)];
            // A full queue means the client types faster than anyone can:
            // those bytes are dropped rather than buffered.
            let _ = bytes.try_send(data.to_vec());
        }
        Ok(())
    }

    async fn channel_eof(
        &mut self,
        _channel: ChannelId,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.bytes = None;
        Ok(())
    }

    async fn channel_close(
        &mut self,
        channel: ChannelId,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.forget(channel);
        Ok(())
    }
}
