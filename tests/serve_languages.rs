//! Each student reads the classroom in their own language: the one their
//! terminal's locale asks for, sent as OpenSSH sends `LANG` (an SSH "env"
//! request before the shell), over loopback with russh's client.

mod ssh;

use std::net::SocketAddr;

use russh::{Channel, ChannelMsg, client::Msg};
use ssh::{CODE, PATIENCE, Student, login, start_server};

/// Logs in as `user` and opens an 80x24 terminal, with `env` sending what
/// it will of the environment before the shell starts.
async fn connect_with<F>(
    address: SocketAddr,
    user: &str,
    env: impl FnOnce(Channel<Msg>) -> F,
) -> Student
where
    F: Future<Output = Channel<Msg>>,
{
    let handle = login(address, user, CODE)
        .await
        .expect("login with the code");
    Student::open_with(handle, 80, 24, env).await
}

/// Sets `name` to `value` on `channel`, asking for a reply: whether the
/// server took it.
async fn set(channel: &mut Channel<Msg>, name: &str, value: &str) -> bool {
    channel
        .set_env(true, name, value)
        .await
        .expect("env request");
    let reply = tokio::time::timeout(PATIENCE, channel.wait()).await;
    match reply.expect("a reply in time") {
        Some(ChannelMsg::Success) => true,
        Some(ChannelMsg::Failure) => false,
        other => panic!("no reply to the env request: {other:?}"),
    }
}

/// Plays `digit` as `player` once their footer says it is their turn
/// (`turn`), and waits for it to say it no longer is (`after`).
async fn play(player: &mut Student, turn: &str, digit: &[u8], after: &str) {
    player.wait_for(turn).await;
    player.send(digit).await;
    player.wait_for(after).await;
}

#[tokio::test]
async fn two_players_at_one_table_each_read_the_same_capture_in_their_own_language() {
    let (address, _room) = start_server().await;
    let mut ama = Student::connect_in(address, "ama", "fr_FR.UTF-8").await;
    ama.wait_for("Pas encore de table").await;
    ama.send(b"n").await;
    ama.wait_for("Nouvelle table").await;
    ama.send(b"\r").await;
    ama.wait_for("ama est au Sud et attend un second joueur.")
        .await;

    let mut kofi = Student::connect_in(address, "kofi", "nl_NL.UTF-8").await;
    kofi.wait_for("ama tegen …").await;
    kofi.send(b"\r").await;
    kofi.wait_for("Je speelt Noord (kofi) aan tafel 1").await;

    // South sows A, North c, South C; then North's b makes 2 in one of
    // South's pits, and kofi takes them.
    let (ama_turn, ama_after) = ("À toi\u{a0}: un chiffre", "Tu joues Sud (ama)");
    let (kofi_turn, kofi_after) = ("Jouw beurt: zaai met cijfer", "Je speelt Noord (kofi)");
    play(&mut ama, ama_turn, b"1", ama_after).await;
    play(&mut kofi, kofi_turn, b"3", kofi_after).await;
    play(&mut ama, ama_turn, b"3", ama_after).await;
    play(&mut kofi, kofi_turn, b"2", kofi_after).await;

    // The one capture, narrated to each in their own words.
    ama.wait_for("kofi en prend 2").await;
    kofi.wait_for("kofi pakt er 2").await;
    // And each reads the turn in their own words.
    ama.wait_for("À ama de jouer").await;
    kofi.wait_for("ama is aan de beurt").await;
    for english in ["takes", "turn", "sowed"] {
        assert!(!ama.text().contains(english), "{}", ama.text());
        assert!(!kofi.text().contains(english), "{}", kofi.text());
    }
}

#[tokio::test]
async fn a_student_whose_terminal_sends_no_locale_reads_the_classrooms_language() {
    let (address, _room) = start_server().await;
    let mut zoe = Student::connect(address, "zoe").await;
    zoe.wait_for("Wari classroom · you are zoe").await;
    // A locale with no catalog is no choice either.
    let mut yaw = Student::connect_in(address, "yaw", "de_DE.UTF-8").await;
    yaw.wait_for("Wari classroom · you are yaw").await;
}

#[tokio::test]
async fn only_the_locale_is_taken_from_the_environment_and_lc_all_wins() {
    let (address, _room) = start_server().await;
    let mut esi = connect_with(address, "esi", |mut channel| async move {
        assert!(!set(&mut channel, "LD_PRELOAD", "/tmp/evil.so").await);
        assert!(!set(&mut channel, "LC_CTYPE", "fr_FR.UTF-8").await);
        let long = format!("fr_FR.{}", "x".repeat(100));
        assert!(!set(&mut channel, "LANG", &long).await);
        assert!(set(&mut channel, "LANG", "fr_FR.UTF-8").await);
        assert!(set(&mut channel, "LC_ALL", "nl_NL.UTF-8").await);
        channel
    })
    .await;
    esi.wait_for("Wari-klas · je bent esi").await;
}
