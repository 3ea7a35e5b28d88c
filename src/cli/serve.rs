//! `wari serve`: the classroom over SSH, with its options and the lines the
//! teacher reads at start (address, host key fingerprint, join code,
//! teacher code).

use std::io::{IsTerminal, Write};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use wari::serve::archive::Archive;
use wari_journal::Codes;

use super::serve_lesson::{self, Opened};
use wari::serve::console::lesson_summary;
use wari::serve::lesson_files::LessonFiles;
use wari::serve::room::{Menu, Offer};
use wari::serve::{Limits, Options, Teacher};
use wari::ssh::access::{self, Access, JoinCode};
use wari::ssh::host_key::{self, HostKeyError};
use wari::user_files::{self, UserDirs, write_safely};

use super::rules_args::RulesArgs;

/// Options of `wari serve`.
#[derive(Debug, clap::Args)]
pub struct ServeArgs {
    /// Address and port to listen on. Only this machine can connect to the
    /// default; give the classroom network's address to let students in.
    #[arg(long, value_name = "ADDR:PORT", default_value = "127.0.0.1:2222")]
    listen: SocketAddr,

    /// Let in only the holders of these public keys (an OpenSSH
    /// authorized_keys file) instead of asking for a join code.
    #[arg(long, value_name = "FILE", conflicts_with = "open")]
    authorized_keys: Option<PathBuf>,

    /// Let anyone in with no code at all. Refused on a network address
    /// unless --yes-anyone-on-the-network confirms it.
    #[arg(long)]
    open: bool,

    /// Confirms --open on an address other machines can reach.
    #[arg(long, requires = "open")]
    yes_anyone_on_the_network: bool,

    /// Use this join code instead of a random one (at least 8 characters).
    #[arg(long, value_name = "CODE", conflicts_with_all = ["open", "authorized_keys"])]
    join_code: Option<String>,

    /// The teacher's public key (an OpenSSH authorized_keys file): logging
    /// in with it makes the teacher's session, as the teacher code does.
    #[arg(long, value_name = "FILE")]
    teacher_key: Option<PathBuf>,

    /// The host key file [default: host_ed25519_key in the user's data
    /// directory]; made on first start.
    #[arg(long, value_name = "FILE")]
    host_key: Option<PathBuf>,

    /// Students in the classroom at once.
    #[arg(long, value_name = "N", default_value_t = Limits::default().sessions)]
    max_sessions: usize,

    /// Tables open at once.
    #[arg(long, value_name = "N", default_value_t = Limits::default().tables)]
    max_tables: usize,

    /// Minutes without a key before a session is closed (1 to 1440).
    // A day at most: a count near u64's limit overflowed into seconds,
    // and a smaller one still put the idle deadline past what an Instant
    // holds, panicking in the middle of a session.
    #[arg(
        long,
        value_name = "MINUTES",
        default_value_t = 30,
        value_parser = clap::value_parser!(u64).range(1..=1440)
    )]
    idle_minutes: u64,

    /// Minutes a table keeps its players' seats while they are all away
    /// (1 to 1440); then its game counts as abandoned.
    #[arg(
        long,
        value_name = "MINUTES",
        default_value_t = 10,
        value_parser = clap::value_parser!(u64).range(1..=1440)
    )]
    keep_minutes: u64,

    /// Where each finished game's record and the lesson's results.csv are
    /// written, and the class's journal (class.sqlite) [default: a new
    /// folder named for the start date and time under records/ in the
    /// user's data directory, the journal in classes/].
    #[arg(long, value_name = "DIR")]
    records: Option<PathBuf>,

    /// The class taught: its lessons are kept in one journal, and a lesson
    /// the server stopped without ending (killed, crashed) is resumed by
    /// the next start of the same class.
    #[arg(long, value_name = "NAME", default_value = "class", value_parser = class_name)]
    class: String,

    /// Start a new lesson even if the last one of the class never ended.
    #[arg(long)]
    new_lesson: bool,
}

/// A class's name, which names its file: letters, digits, `-` and `_`.
fn class_name(name: &str) -> Result<String, String> {
    let fits = |c: char| c.is_alphanumeric() || c == '-' || c == '_';
    if name.is_empty() || name.len() > 64 || !name.chars().all(fits) {
        return Err("a class's name is 1 to 64 letters, digits, '-' and '_'".to_owned());
    }
    Ok(name.to_owned())
}

/// Opens the lesson's archive before any student arrives, so a directory
/// that cannot be written stops the start, not the first game's end, and
/// starts the thread that writes its files from the journal; a lesson
/// resumed has every file written there again as its journal has it.
fn open_files(lesson: &Opened) -> anyhow::Result<(Arc<LessonFiles>, PathBuf)> {
    let archive = Archive::new(&lesson.records)?;
    let dir = archive.dir().to_owned();
    let resumed = lesson
        .resumed
        .as_ref()
        .map(|resumed| resumed.lesson.clone());
    let files = LessonFiles::start(archive, resumed).context("starting the files' thread")?;
    Ok((files, dir))
}

/// Starts the server and runs it until Ctrl-C, SIGTERM or SIGHUP.
pub fn run(args: &ServeArgs, rules: &RulesArgs, out: &mut impl Write) -> anyhow::Result<()> {
    access::check_open(args.listen, args.open, args.yes_anyone_on_the_network)?;
    let mut access = choose_access(args)?;
    let mut teacher = match &args.teacher_key {
        Some(path) => Teacher::new(access::read_authorized_keys(path, "--teacher-key")?),
        None => Teacher::new(Vec::new()),
    };
    let key_path = match &args.host_key {
        Some(path) => path.clone(),
        None => UserDirs::find()
            .map(|dirs| dirs.host_key())
            .ok_or(HostKeyError::NoDataDir)?,
    };
    let host_key = host_key::load_or_create(&key_path)?;
    let class = serve_lesson::class_file(&args.class, args.records.as_ref())?;
    let codes = Codes {
        join: join_code(&access),
        teacher: Some(teacher.code.as_str().to_owned()),
    };
    let holder = format!("wari serve --listen {}", args.listen);
    let lesson = serve_lesson::open(
        &class,
        &holder,
        args.new_lesson,
        &codes,
        args.records.clone(),
    )?;
    // "resuming the lesson of 2026-12-07 09:02:11 UTC, join code unchanged"
    let resuming = lesson.resumed.as_ref().map(|resumed| {
        let code = keep_codes(&resumed.codes, args, &mut access, &mut teacher);
        format!("{}{code}", resumed.line())
    });
    let (files, dir) = open_files(&lesson)?;
    let limits = Limits {
        sessions: args.max_sessions.max(1),
        tables: args.max_tables.max(1),
        idle: Duration::from_secs(args.idle_minutes * 60),
        keep: Duration::from_secs(args.keep_minutes * 60),
        ..Limits::default()
    };
    let options = Options {
        listen: args.listen,
        access: access.clone(),
        teacher: teacher.clone(),
        host_key: host_key.clone(),
        limits,
        menu: menu(rules)?,
        // The files follow the journal from the room's first event.
        journal: Some(lesson.journaling(Arc::clone(&files))),
    };
    tracing_subscriber::fmt()
        .with_writer(|| QuietStderr)
        .with_target(false)
        .with_ansi(std::io::stderr().is_terminal())
        .init();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("starting the server's runtime")?;
    runtime.block_on(async {
        let bound = wari::serve::bind(options)
            .await
            .with_context(|| format!("--listen {}", args.listen))?;
        let address = bound.local_addr()?;
        let fingerprint = host_key::fingerprint(&host_key);
        let greeting = Greeting {
            address,
            fingerprint: &fingerprint,
            key_path: &key_path,
            access: &access,
            teacher: &teacher,
        };
        if let Err(error) = greeting.write(out) {
            // A closed stdout must not close the classroom.
            tracing::warn!("could not print the greeting: {error}");
        }
        // A closed stdout must not close the classroom, as above.
        let _ = writeln!(out, "Game records: {}", dir.display());
        if let Some(line) = &resuming {
            let _ = writeln!(out, "{line}");
        }
        let room = bound.room();
        if let Some(resumed) = &lesson.resumed {
            room.resume(&resumed.lesson);
        }
        for learned in &lesson.carried {
            room.carry_over(learned);
        }
        room.know_term(lesson.before.clone());
        // The endgame table of the class's variant, read or built now in
        // the background, so that the computers, hints and reviews have it
        // by the time the games reach their ends.
        if let Some(offer) = room.menu().variants.first() {
            wari::tablebase::cache::shared(offer.rules);
        }
        tokio::select! {
            () = bound.run() => {}
            signal = stop_signal() => {
                tracing::info!(students = room.sessions(), signal, "stopping");
                room.close_every_table();
                close_gently(&room).await;
            }
        }
        // Every event committed, then told to the files.
        if let Err(error) = lesson.writer.end_lesson() {
            tracing::error!("the lesson's end was not journaled: {error}");
        }
        files.flush();
        keep_summary(&lesson_summary(&room.class()), &dir, out);
        anyhow::Ok(())
    })
}

/// Tells the lesson's summary everywhere the teacher may look for it: the
/// server's output, its log (standard error; not when both are the same
/// terminal, which would show it twice), the terminal the server was
/// started from when neither goes to it, and `summary.txt` beside the
/// lesson's records. Each is tried whatever became of the others: with
/// `wari serve 2>&1 | tee log` stopped by Ctrl-C, both pipes are closed,
/// and only the terminal and the file keep it.
fn keep_summary(summary: &str, dir: &Path, out: &mut impl Write) {
    let _ = write!(out, "{summary}");
    let _ = out.flush();
    let (stdout, stderr) = (
        std::io::stdout().is_terminal(),
        std::io::stderr().is_terminal(),
    );
    if !(stdout && stderr) {
        let _ = write!(QuietStderr, "{summary}");
    }
    if !stdout && !stderr {
        // The controlling terminal, if the server has one: where the
        // teacher who pressed Ctrl-C is looking.
        if let Ok(mut terminal) = std::fs::OpenOptions::new().write(true).open("/dev/tty") {
            let _ = write!(terminal, "{summary}");
        }
    }
    let path = dir.join(SUMMARY);
    if let Err(error) = write_safely(&path, summary.as_bytes(), user_files::Access::AsBefore) {
        tracing::warn!("could not keep the summary: {error}");
    }
}

/// The file in the lesson's records folder that keeps its summary.
const SUMMARY: &str = "summary.txt";

/// Standard error for the log, where a failed write is dropped: when the
/// teacher pipes the log into `tee` and Ctrl-C stops both, or closes the
/// terminal, the log is gone but the classroom must still say goodbye
/// (tracing would otherwise report the failure on stderr, and panic when
/// that fails too).
struct QuietStderr;

impl Write for QuietStderr {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let _ = std::io::stderr().write_all(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        let _ = std::io::stderr().flush();
        Ok(())
    }
}

/// Waits for the server to be told to stop: Ctrl-C, SIGTERM (a service
/// manager, `kill`), or SIGHUP (the teacher's terminal closing). Returns
/// the signal's name, for the log.
async fn stop_signal() -> &'static str {
    use tokio::signal::unix::{SignalKind, signal};
    let (Ok(mut term), Ok(mut hangup)) = (
        signal(SignalKind::terminate()),
        signal(SignalKind::hangup()),
    ) else {
        let _ = tokio::signal::ctrl_c().await;
        return "SIGINT";
    };
    tokio::select! {
        _ = tokio::signal::ctrl_c() => "SIGINT",
        _ = term.recv() => "SIGTERM",
        _ = hangup.recv() => "SIGHUP",
    }
}

/// Says goodbye to every student, giving their terminals back, and waits
/// a moment for the goodbyes to leave.
async fn close_gently(room: &wari::serve::room::Room) {
    room.close();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(3);
    while room.sessions() > 0 && tokio::time::Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    // The last goodbye is queued; let it reach the socket.
    tokio::time::sleep(Duration::from_millis(200)).await;
}

/// The students' join code, when they have one.
fn join_code(access: &Access) -> Option<String> {
    match access {
        Access::JoinCode(code) => Some(code.as_str().to_owned()),
        Access::Keys(_) | Access::Open => None,
    }
}

/// A lesson resumed keeps the codes it was opened with, so the students
/// and the teacher log in again as they did: the join code unless
/// `--join-code` gives a new one, and the teacher code. Returns what
/// became of the join code, in words for the teacher.
fn keep_codes(
    codes: &Codes,
    args: &ServeArgs,
    access: &mut Access,
    teacher: &mut Teacher,
) -> &'static str {
    let kept = |code: &Option<String>| code.as_deref().and_then(|c| JoinCode::new(c).ok());
    if let Some(code) = kept(&codes.teacher) {
        teacher.code = code;
    }
    let Access::JoinCode(now) = &*access else {
        return "";
    };
    match (&args.join_code, kept(&codes.join)) {
        (None, Some(code)) => {
            *access = Access::JoinCode(code);
            ", join code unchanged"
        }
        (Some(_), Some(code)) if code.as_str() == now.as_str() => ", join code unchanged",
        _ => ", with a new join code",
    }
}

fn choose_access(args: &ServeArgs) -> anyhow::Result<Access> {
    if args.open {
        return Ok(Access::Open);
    }
    if let Some(path) = &args.authorized_keys {
        return Ok(Access::Keys(access::read_authorized_keys(
            path,
            "--authorized-keys",
        )?));
    }
    let code = match &args.join_code {
        Some(code) => JoinCode::new(code).context("--join-code")?,
        None => JoinCode::random(),
    };
    Ok(Access::JoinCode(code))
}

/// Every variant of the rules file, the one chosen on the command line
/// first (with its --pits and --seeds), and every mode.
fn menu(rules: &RulesArgs) -> anyhow::Result<Menu> {
    let file = rules.variants()?;
    let chosen = rules.choose(&file)?;
    let mut variants = vec![Offer {
        name: chosen.variant.name().to_owned(),
        rules: chosen.rules,
    }];
    for variant in file.iter() {
        if variant.name() != chosen.variant.name() {
            variants.push(Offer {
                name: variant.name().to_owned(),
                rules: variant.rules(),
            });
        }
    }
    Ok(Menu { variants })
}

/// The lines the teacher reads at start.
struct Greeting<'a> {
    address: SocketAddr,
    fingerprint: &'a str,
    key_path: &'a std::path::Path,
    access: &'a Access,
    teacher: &'a Teacher,
}

impl Greeting<'_> {
    fn write(&self, out: &mut impl Write) -> std::io::Result<()> {
        let Greeting {
            address,
            fingerprint,
            key_path,
            access,
            teacher,
        } = *self;
        writeln!(out, "wari classroom listening on {address}")?;
        writeln!(out, "host key {fingerprint} ({})", key_path.display())?;
        let command = format!(
            "ssh -p {} YOURNAME@{}",
            address.port(),
            host_for_students(address)
        );
        match access {
            Access::JoinCode(code) => {
                writeln!(out, "join code: {}", code.as_str())?;
                writeln!(
                    out,
                    "students type: {command}   and the join code when asked"
                )?;
            }
            Access::Keys(keys) => {
                writeln!(out, "{} authorized keys", keys.len())?;
                writeln!(out, "students type: {command}")?;
            }
            Access::Open => {
                // check_open let --open past a loopback address only with
                // --yes-anyone-on-the-network, so the warning needs no more.
                if !address.ip().is_loopback() {
                    let warning = format!(
                        "WARNING: --open on {address}: ANYONE who can reach this machine gets in, with no code."
                    );
                    writeln!(out, "{warning}")?;
                    eprintln!("{warning}");
                    tracing::warn!("open to the network with no code");
                }
                writeln!(out, "open: no code needed")?;
                writeln!(out, "students type: {command}")?;
            }
        }
        writeln!(
            out,
            "teacher code: {}   (for you alone: it opens the teacher's session{})",
            teacher.code.as_str(),
            match teacher.keys.len() {
                0 => String::new(),
                1 => ", as does your key".to_owned(),
                n => format!(", as do your {n} keys"),
            }
        )?;
        out.flush()
    }
}

/// The host students type: `localhost` on loopback, the listening address
/// when it is one, and for "every address" (0.0.0.0 or ::) the one this
/// machine's default route leaves from, which is the one a classroom
/// network sees. Asking the routing table sends no packet.
fn host_for_students(address: SocketAddr) -> String {
    let ip = address.ip();
    if ip.is_loopback() {
        return "localhost".into();
    }
    if !ip.is_unspecified() {
        return ip.to_string();
    }
    let (local, far): (&str, &str) = if ip.is_ipv4() {
        ("0.0.0.0:0", "192.0.2.1:9")
    } else {
        ("[::]:0", "[2001:db8::1]:9")
    };
    std::net::UdpSocket::bind(local)
        .and_then(|socket| {
            socket.connect(far)?;
            socket.local_addr()
        })
        .map(|found| found.ip())
        .ok()
        .filter(|found| !found.is_unspecified() && !found.is_loopback())
        .map_or_else(
            || "THIS-COMPUTERS-ADDRESS".into(),
            |found| found.to_string(),
        )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn students_are_told_a_host_they_can_reach() {
        let at = |text: &str| host_for_students(text.parse().expect("an address"));
        assert_eq!(at("127.0.0.1:2222"), "localhost");
        assert_eq!(at("[::1]:2222"), "localhost");
        assert_eq!(at("10.1.2.3:2222"), "10.1.2.3");
        assert_ne!(at("0.0.0.0:2222"), "0.0.0.0");
    }
}
