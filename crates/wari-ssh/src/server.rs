//! The listening socket and the accept loop: every connection gets its own
//! task, a handshake deadline, a login deadline and a deadline to open its
//! terminal; each address gets its share of places; and no error of one
//! connection (nor running out of file descriptors) stops the server.

use std::net::{Shutdown, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use russh::keys::PrivateKey;
use russh::server::{Config, Handler, RunningSession};
use tokio::net::{TcpListener, TcpStream};

use crate::connection::{Connection, Shared, Signals};
use crate::door::{Door, Pass};
use crate::login_limit::LoginLimit;
use crate::{Gate, Program, Words, keepalive};

/// The deadlines every connection has.
const DEADLINES: Deadlines = Deadlines {
    handshake: Duration::from_secs(10),
    login: Duration::from_secs(60),
    shell: Limits::DEFAULT_SHELL_WAIT,
};
/// How long a client too slow to log in has for its goodbye before its
/// socket is shut.
const GOODBYE_TIME: Duration = Duration::from_secs(1);
/// Connections beyond the session limit allowed to be mid-handshake or
/// mid-login, so a burst of connects cannot take every descriptor.
const HANDSHAKE_SLACK: usize = 64;
/// Refused connections being told why at once; beyond this a refused
/// connection is closed without a word, so a flood of refusals holds no
/// more than this many descriptors.
const REFUSING_AT_ONCE: usize = 32;
/// How long a refused connection has to finish the handshake and read why.
const REFUSAL_TIME: Duration = Duration::from_secs(5);

/// How long a connection may take over each step before it is closed.
#[derive(Clone, Copy, Debug)]
struct Deadlines {
    /// To send its SSH version line. russh's `run_stream` returns once the
    /// versions are exchanged and runs the key exchange in a task of its
    /// own, so the key exchange falls under `login`.
    handshake: Duration,
    /// To exchange keys and log in after that, as OpenSSH's
    /// LoginGraceTime.
    login: Duration,
    /// To open a terminal once logged in ([`Limits::shell_wait`]).
    shell: Duration,
}

/// How many connections the server holds, and how long each may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Visits at once; connections beyond these (and a slack for those
    /// still logging in) are told the server is full.
    pub sessions: usize,
    /// Connections from one address not yet logged in.
    pub waiting_per_address: usize,
    /// Connections from one address in all, logged in or not.
    pub connections_per_address: usize,
    /// How long a logged-in connection has to open its terminal (a PTY and
    /// a shell): a connection that only logs in holds a place for nothing.
    pub shell_wait: Duration,
    /// A connection that sends nothing for this long is closed.
    pub silence: Duration,
}

impl Limits {
    /// The time a logged-in connection has to open its terminal: OpenSSH
    /// asks for one at once, so 15 s is ample even on a slow network.
    pub const DEFAULT_SHELL_WAIT: Duration = Duration::from_secs(15);
}

/// The defaults suit a class of thirty on a laptop, behind one address.
impl Default for Limits {
    fn default() -> Limits {
        Limits {
            sessions: 200,
            waiting_per_address: 50,
            connections_per_address: 100,
            shell_wait: Limits::DEFAULT_SHELL_WAIT,
            silence: Duration::from_secs(31 * 60),
        }
    }
}

/// Everything a server is made of.
#[derive(Debug)]
pub struct Options<G, P> {
    /// Where to listen.
    pub listen: SocketAddr,
    /// The host key.
    pub host_key: PrivateKey,
    /// The connections' limits.
    pub limits: Limits,
    /// The count of connections by address, which the program may read.
    pub door: Arc<Door>,
    /// Who may log in.
    pub gate: G,
    /// What each terminal runs.
    pub program: P,
    /// What the server says by itself.
    pub words: Words,
}

/// A server bound to its address, not yet accepting.
pub struct Bound<G: Gate, P> {
    listener: TcpListener,
    config: Arc<Config>,
    shared: Arc<Shared<G, P>>,
    limits: Limits,
    door: Arc<Door>,
}

/// Binds the address (port 0 picks a free one, for tests).
pub async fn bind<G, P>(options: Options<G, P>) -> std::io::Result<Bound<G, P>>
where
    G: Gate,
    P: Program<Role = G::Role>,
{
    let listener = TcpListener::bind(options.listen).await?;
    let config = Config {
        methods: options.gate.methods(),
        keys: vec![options.host_key],
        auth_rejection_time: Duration::from_millis(500),
        auth_rejection_time_initial: Some(Duration::ZERO),
        max_auth_attempts: 6,
        inactivity_timeout: Some(options.limits.silence),
        // A laptop whose Wi-Fi drops sends no goodbye: russh sends a
        // keepalive after 10 s of silence, another each 10 s, and closes
        // the connection at the fourth tick with none answered, 40 s after
        // the peer last spoke: only then does its visit end.
        keepalive_interval: Some(keepalive::INTERVAL),
        keepalive_max: keepalive::MAX,
        nodelay: true,
        ..Config::default()
    };
    let shared = Shared {
        gate: options.gate,
        program: options.program,
        words: options.words,
        logins: LoginLimit::default(),
    };
    Ok(Bound {
        listener,
        config: Arc::new(config),
        shared: Arc::new(shared),
        limits: options.limits,
        door: options.door,
    })
}

impl<G, P> Bound<G, P>
where
    G: Gate,
    P: Program<Role = G::Role>,
{
    /// The address actually bound.
    pub fn local_addr(&self) -> std::io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// Accepts connections until the task is dropped.
    pub async fn run(self) {
        let refusing = Arc::new(AtomicUsize::new(0));
        let limits = self.limits;
        let most = limits.sessions.saturating_add(HANDSHAKE_SLACK);
        let door = self.door.clone();
        loop {
            let (stream, peer) = match self.listener.accept().await {
                Ok(accepted) => accepted,
                Err(error) => {
                    // Out of descriptors, or a connection reset before
                    // accept: wait a moment and carry on.
                    tracing::warn!("accept failed: {error}");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            };
            let config = self.config.clone();
            match door.admit(peer.ip(), &limits, most) {
                Ok(pass) => {
                    let shared = self.shared.clone();
                    let deadlines = Deadlines {
                        shell: limits.shell_wait,
                        ..DEADLINES
                    };
                    tokio::spawn(connection(config, shared, stream, peer, pass, deadlines));
                }
                Err(refusal) => {
                    let why = (self.shared.words.full)(refusal);
                    refuse(config, stream, peer, why, &refusing);
                }
            }
        }
    }
}

/// Tells a connection turned away at the door why, over SSH so that the
/// client shows it (a plain reset would look like a broken server), unless
/// [`REFUSING_AT_ONCE`] are being told already.
fn refuse(
    config: Arc<Config>,
    stream: TcpStream,
    peer: SocketAddr,
    refusal: String,
    refusing: &Arc<AtomicUsize>,
) {
    if refusing.fetch_add(1, Ordering::Relaxed) >= REFUSING_AT_ONCE {
        refusing.fetch_sub(1, Ordering::Relaxed);
        tracing::warn!(peer = %peer, "refused without a word, too many refusals at once: {refusal}");
        return;
    }
    tracing::warn!(peer = %peer, "refused: {refusal}");
    let guard = Guard(refusing.clone());
    tokio::spawn(async move {
        let telling = async {
            let running = russh::server::run_stream(config, stream, Refused).await?;
            // Sent once the key exchange is done, before any login: OpenSSH
            // prints it as "Received disconnect from ...: <why>".
            let handle = running.handle();
            let _ = handle
                .disconnect(
                    russh::Disconnect::TooManyConnections,
                    refusal,
                    String::new(),
                )
                .await;
            running.await
        };
        let _ = tokio::time::timeout(REFUSAL_TIME, telling).await;
        drop(guard);
    });
}

/// The handler of a refused connection, which never gets as far as
/// logging in: every method is turned down.
struct Refused;

impl Handler for Refused {
    type Error = russh::Error;
}

/// Counts a refusal being told until dropped.
struct Guard(Arc<AtomicUsize>);

impl Drop for Guard {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

/// Runs one connection to its end; `pass` holds its place at the door.
async fn connection<G, P>(
    config: Arc<Config>,
    shared: Arc<Shared<G, P>>,
    stream: TcpStream,
    peer: SocketAddr,
    mut pass: Pass,
    deadlines: Deadlines,
) where
    G: Gate,
    P: Program<Role = G::Role>,
{
    // russh reads none of our requests, the disconnect included, while a
    // key exchange is under way: a client that starts one and never
    // finishes it (sending SSH_MSG_IGNORE to look alive) would outlive any
    // login deadline. A second handle on the socket lets us shut it under
    // such a client.
    let (stream, socket) = match duplicate(stream) {
        Ok(pair) => pair,
        Err(error) => {
            tracing::warn!(peer = %peer, "refused: {error}");
            return;
        }
    };
    let signals = Arc::new(Signals::default());
    let left = shared.words.left;
    let handler = Connection::new(shared, peer, signals.clone());
    let started = tokio::time::timeout(
        deadlines.handshake,
        russh::server::run_stream(config, stream, handler),
    );
    let running = match started.await {
        Ok(Ok(running)) => running,
        Ok(Err(error)) => {
            tracing::debug!(peer = %peer, "handshake failed: {error}");
            return;
        }
        Err(_) => {
            tracing::info!(peer = %peer, "closed: no SSH handshake within {:?}", deadlines.handshake);
            return;
        }
    };
    let mut running = running;
    tokio::select! {
        result = &mut running => return ended(peer, result),
        () = signals.authenticated.notified() => pass.logged_in(),
        () = tokio::time::sleep(deadlines.login) => {
            tracing::info!(peer = %peer, "closed: not logged in within {:?}", deadlines.login);
            return cut_off(&mut running, Some(&socket), "login took too long").await;
        }
    }
    tokio::select! {
        result = &mut running => return ended(peer, result),
        () = signals.shell.notified() => {}
        () = tokio::time::sleep(deadlines.shell) => {
            tracing::warn!(peer = %peer, "closed: logged in but in no session within {:?}", deadlines.shell);
            let why = "no terminal opened: connect with ssh and no command";
            return cut_off(&mut running, Some(&socket), why).await;
        }
    }
    // Past the login the second handle is not needed: give its descriptor
    // back.
    drop(socket);
    tokio::select! {
        result = &mut running => return ended(peer, result),
        () = signals.left.notified() => {}
    }
    // The visit said goodbye and closed its channel; ssh closes the
    // connection then. One that stays would hold its place for nothing.
    tokio::select! {
        result = &mut running => ended(peer, result),
        () = tokio::time::sleep(deadlines.shell) => {
            tracing::info!(peer = %peer, "closed: still connected after the visit ended");
            cut_off(&mut running, None, left).await;
        }
    }
}

/// Disconnects `running`, telling the client `why`, and shuts its
/// `socket`, if still held, when russh cannot send the goodbye in time.
async fn cut_off<H: Handler>(
    running: &mut RunningSession<H>,
    socket: Option<&std::net::TcpStream>,
    why: &str,
) {
    let handle = running.handle();
    let goodbye = async {
        let _ = handle
            .disconnect(russh::Disconnect::ByApplication, why.into(), String::new())
            .await;
        running.await
    };
    if tokio::time::timeout(GOODBYE_TIME, goodbye).await.is_err() {
        // Stuck in a key exchange: the end of the stream ends russh's
        // session. Without the socket, russh's keepalives end it.
        if let Some(socket) = socket {
            let _ = socket.shutdown(Shutdown::Both);
        }
    }
}

/// Logs how a connection's SSH session ended, when it ended in an error.
fn ended(peer: SocketAddr, result: Result<(), russh::Error>) {
    if let Err(error) = result {
        tracing::debug!(peer = %peer, "connection ended: {error}");
    }
}

/// `stream` again, and a second handle on its socket to shut it with.
fn duplicate(stream: TcpStream) -> std::io::Result<(TcpStream, std::net::TcpStream)> {
    let stream = stream.into_std()?;
    let socket = stream.try_clone()?;
    Ok((TcpStream::from_std(stream)?, socket))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Terminal, Visit, host_key};
    use russh::keys::PublicKey;
    use russh::{MethodKind, MethodSet};
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    /// An empty SSH_MSG_IGNORE in the clear: a client may send these in
    /// the middle of the key exchange, and each one counts as a sign of
    /// life.
    const IGNORE: [u8; 16] = [0, 0, 0, 12, 6, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];

    /// Lets nobody in: these tests never get past the login.
    #[derive(Clone, Copy, Debug)]
    struct Nobody;

    impl std::fmt::Display for Nobody {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("nobody")
        }
    }

    impl Gate for Nobody {
        type Role = Nobody;
        fn methods(&self) -> MethodSet {
            MethodSet::from(&[MethodKind::KeyboardInteractive][..])
        }
        fn none(&self, _: &str) -> Option<Nobody> {
            None
        }
        fn code(&self, _: &str) -> Option<Nobody> {
            None
        }
        fn key(&self, _: &PublicKey) -> Option<Nobody> {
            None
        }
    }

    impl Program for Nobody {
        type Role = Nobody;
        type Visit = Nobody;
        fn enter(&self, _: &str, _: Nobody, _: SocketAddr) -> Result<Nobody, String> {
            Err("nobody".into())
        }
    }

    impl Visit for Nobody {
        async fn run(self, _: Terminal) {}
    }

    const WORDS: Words = Words {
        prompt: "Code: ",
        wrong_code: "Wrong.",
        no_terminal: "No terminal.",
        no_commands: "No commands.",
        no_screen: "No screen.",
        left: "Gone.",
        full: |_| "Full.".into(),
    };

    fn shared() -> Arc<Shared<Nobody, Nobody>> {
        Arc::new(Shared {
            gate: Nobody,
            program: Nobody,
            words: WORDS,
            logins: LoginLimit::default(),
        })
    }

    #[tokio::test]
    async fn a_client_stalling_the_key_exchange_is_cut_off_at_the_login_deadline() {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let address = listener.local_addr().expect("an address");
        let staller = tokio::spawn(async move {
            let mut stream = TcpStream::connect(address).await.expect("connect");
            stream
                .write_all(b"SSH-2.0-staller\r\n")
                .await
                .expect("version");
            while stream.write_all(&IGNORE).await.is_ok() {
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        });
        let (stream, peer) = listener.accept().await.expect("accept");
        let config = Arc::new(Config {
            keys: vec![host_key::generate()],
            ..Config::default()
        });
        let deadlines = Deadlines {
            handshake: Duration::from_secs(5),
            login: Duration::from_millis(200),
            shell: Duration::from_secs(5),
        };
        let shared = shared();
        let pass = Arc::new(Door::default())
            .admit(peer.ip(), &Limits::default(), 10)
            .expect("a place");
        let ended = tokio::time::timeout(
            Duration::from_secs(10),
            connection(config, shared, stream, peer, pass, deadlines),
        )
        .await;
        staller.abort();
        assert!(ended.is_ok(), "the connection outlived its login deadline");
    }

    #[tokio::test]
    async fn a_session_limit_of_usize_max_still_serves() {
        let options = Options {
            listen: "127.0.0.1:0".parse().expect("a loopback address"),
            host_key: host_key::generate(),
            limits: Limits {
                sessions: usize::MAX,
                ..Limits::default()
            },
            door: Arc::default(),
            gate: Nobody,
            program: Nobody,
            words: WORDS,
        };
        let bound = bind(options).await.expect("bind on loopback");
        let address = bound.local_addr().expect("an address");
        let server = tokio::spawn(bound.run());
        let mut stream = TcpStream::connect(address).await.expect("connect");
        let mut greeting = [0; 8];
        let read =
            tokio::time::timeout(Duration::from_secs(5), stream.read_exact(&mut greeting)).await;
        server.abort();
        assert!(read.is_ok_and(|r| r.is_ok()), "the server did not answer");
        assert_eq!(&greeting, b"SSH-2.0-");
    }
}
