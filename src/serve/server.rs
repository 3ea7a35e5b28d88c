//! The listening socket and the accept loop: every connection gets its own
//! task, a handshake deadline and a login deadline, and no error of one
//! connection (nor running out of file descriptors) stops the server.

use std::net::{Shutdown, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use russh::keys::PrivateKey;
use russh::server::Config;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Notify;

use super::access::Access;
use super::handler::{Connection, Shared};
use super::limits::Limits;
use super::login_limit::LoginLimit;
use super::room::{Menu, Room};

/// The deadlines every connection has.
const DEADLINES: Deadlines = Deadlines {
    handshake: Duration::from_secs(10),
    login: Duration::from_secs(60),
};
/// How long a client too slow to log in has for its goodbye before its
/// socket is shut.
const GOODBYE_TIME: Duration = Duration::from_secs(1);
/// Connections beyond the session limit allowed to be mid-handshake or
/// mid-login, so a burst of connects cannot take every descriptor.
const HANDSHAKE_SLACK: usize = 64;

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
}

/// Everything `wari serve` was asked for.
#[derive(Debug)]
pub struct Options {
    /// Where to listen.
    pub listen: SocketAddr,
    /// Who may log in.
    pub access: Access,
    /// The host key.
    pub host_key: PrivateKey,
    /// The classroom's limits.
    pub limits: Limits,
    /// What tables may play.
    pub menu: Menu,
}

/// A server bound to its address, not yet accepting.
#[derive(Debug)]
pub struct Bound {
    listener: TcpListener,
    config: Arc<Config>,
    shared: Arc<Shared>,
}

/// Binds the address (port 0 picks a free one, for tests).
pub async fn bind(options: Options) -> std::io::Result<Bound> {
    let listener = TcpListener::bind(options.listen).await?;
    let config = Config {
        methods: options.access.methods(),
        keys: vec![options.host_key],
        auth_rejection_time: Duration::from_millis(500),
        auth_rejection_time_initial: Some(Duration::ZERO),
        max_auth_attempts: 6,
        inactivity_timeout: Some(options.limits.idle + Duration::from_secs(60)),
        // A laptop whose Wi-Fi drops sends no goodbye: three unanswered
        // keepalives 10 s apart tell the table within about 40 s.
        keepalive_interval: Some(Duration::from_secs(10)),
        keepalive_max: 3,
        nodelay: true,
        ..Config::default()
    };
    let shared = Shared {
        room: Room::new(options.limits, options.menu),
        access: options.access,
        logins: LoginLimit::new(),
    };
    Ok(Bound {
        listener,
        config: Arc::new(config),
        shared: Arc::new(shared),
    })
}

impl Bound {
    /// The address actually bound.
    pub fn local_addr(&self) -> std::io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// The classroom, for tests that look inside.
    pub fn room(&self) -> Arc<Room> {
        self.shared.room.clone()
    }

    /// Accepts connections until the task is dropped.
    pub async fn run(self) {
        let open = Arc::new(AtomicUsize::new(0));
        let most = self
            .shared
            .room
            .limits()
            .sessions
            .saturating_add(HANDSHAKE_SLACK);
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
            if open.load(Ordering::Relaxed) >= most {
                tracing::warn!(peer = %peer, "refused: too many connections");
                drop(stream);
                continue;
            }
            let guard = Guard::new(open.clone());
            let (config, shared) = (self.config.clone(), self.shared.clone());
            tokio::spawn(async move {
                connection(config, shared, stream, peer, DEADLINES).await;
                drop(guard);
            });
        }
    }
}

/// Counts an open connection until dropped.
struct Guard(Arc<AtomicUsize>);

impl Guard {
    fn new(count: Arc<AtomicUsize>) -> Guard {
        count.fetch_add(1, Ordering::Relaxed);
        Guard(count)
    }
}

impl Drop for Guard {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

/// Runs one connection to its end.
async fn connection(
    config: Arc<Config>,
    shared: Arc<Shared>,
    stream: TcpStream,
    peer: SocketAddr,
    deadlines: Deadlines,
) {
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
    let authenticated = Arc::new(Notify::new());
    let handler = Connection::new(shared, peer, authenticated.clone());
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
            tracing::debug!(peer = %peer, "handshake too slow");
            return;
        }
    };
    let handle = running.handle();
    let mut running = std::pin::pin!(running);
    let ended = tokio::select! {
        result = &mut running => Some(result),
        () = authenticated.notified() => None,
        () = tokio::time::sleep(deadlines.login) => {
            tracing::debug!(peer = %peer, "login too slow");
            let goodbye = async {
                let _ = handle
                    .disconnect(russh::Disconnect::ByApplication, "login took too long".into(), String::new())
                    .await;
                (&mut running).await
            };
            match tokio::time::timeout(GOODBYE_TIME, goodbye).await {
                Ok(result) => Some(result),
                Err(_) => {
                    // Stuck in a key exchange: the end of the stream
                    // ends russh's session.
                    let _ = socket.shutdown(Shutdown::Both);
                    None
                }
            }
        }
    };
    // Past the login the second handle is not needed: give its descriptor
    // back.
    drop(socket);
    let result = match ended {
        Some(result) => result,
        None => running.await,
    };
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
    use crate::engine::Rules;
    use crate::serve::access::Access;
    use crate::serve::host_key;
    use crate::serve::room::Offer;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    /// An empty SSH_MSG_IGNORE in the clear: a client may send these in
    /// the middle of the key exchange, and each one counts as a sign of
    /// life.
    const IGNORE: [u8; 16] = [0, 0, 0, 12, 6, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];

    fn menu() -> Menu {
        Menu {
            variants: vec![Offer {
                name: "kids-and-caboodles".into(),
                rules: Rules::kids_and_caboodles(),
            }],
        }
    }

    fn shared() -> Arc<Shared> {
        Arc::new(Shared {
            room: Room::new(Limits::default(), menu()),
            access: Access::Open,
            logins: LoginLimit::new(),
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
        };
        let ended = tokio::time::timeout(
            Duration::from_secs(10),
            connection(config, shared(), stream, peer, deadlines),
        )
        .await;
        staller.abort();
        assert!(ended.is_ok(), "the connection outlived its login deadline");
    }

    #[tokio::test]
    async fn a_session_limit_of_usize_max_still_serves() {
        let options = Options {
            listen: "127.0.0.1:0".parse().expect("a loopback address"),
            access: Access::Open,
            host_key: host_key::generate(),
            limits: Limits {
                sessions: usize::MAX,
                ..Limits::default()
            },
            menu: menu(),
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
