//! The listening socket and the accept loop: every connection gets its own
//! task, a handshake deadline and a login deadline, and no error of one
//! connection (nor running out of file descriptors) stops the server.

use std::net::SocketAddr;
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

/// How long a client has to finish the SSH handshake.
const HANDSHAKE_TIME: Duration = Duration::from_secs(10);
/// How long a client has to log in once connected, as OpenSSH's
/// LoginGraceTime.
const LOGIN_TIME: Duration = Duration::from_secs(60);
/// Connections beyond the session limit allowed to be mid-handshake or
/// mid-login, so a burst of connects cannot take every descriptor.
const HANDSHAKE_SLACK: usize = 64;

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
        let most = self.shared.room.limits().sessions + HANDSHAKE_SLACK;
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
                connection(config, shared, stream, peer).await;
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
async fn connection(config: Arc<Config>, shared: Arc<Shared>, stream: TcpStream, peer: SocketAddr) {
    let authenticated = Arc::new(Notify::new());
    let handler = Connection::new(shared, Some(peer), authenticated.clone());
    let started = tokio::time::timeout(
        HANDSHAKE_TIME,
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
    tokio::select! {
        result = &mut running => {
            if let Err(error) = result {
                tracing::debug!(peer = %peer, "connection ended: {error}");
            }
            return;
        }
        () = authenticated.notified() => {}
        () = tokio::time::sleep(LOGIN_TIME) => {
            let _ = handle
                .disconnect(russh::Disconnect::ByApplication, "login took too long".into(), String::new())
                .await;
        }
    }
    if let Err(error) = running.await {
        tracing::debug!(peer = %peer, "connection ended: {error}");
    }
}
