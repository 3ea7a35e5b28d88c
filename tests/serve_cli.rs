//! `wari serve`'s refusals before it listens: an open door on the network,
//! a missing keys file, a damaged host key. None of these binds a socket.

use std::process::{Command, Output};

fn serve(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wari"))
        .arg("serve")
        .args(args)
        .output()
        .expect("the wari binary runs")
}

/// Asserts exit status 2 and a message on stderr containing each of `parts`.
fn assert_refused(output: &Output, parts: &[&str]) {
    let message = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "stderr: {message}");
    for part in parts {
        assert!(
            message.contains(part),
            "{message:?} should contain {part:?}"
        );
    }
}

#[test]
fn open_on_a_network_address_is_refused_without_confirmation() {
    // A documentation address (RFC 5737): refused before any bind.
    let output = serve(&["--open", "--listen", "192.0.2.1:2222"]);
    assert_refused(
        &output,
        &["--open on 192.0.2.1:2222", "--yes-anyone-on-the-network"],
    );
}

#[test]
fn the_confirmation_alone_means_nothing() {
    let output = serve(&["--yes-anyone-on-the-network"]);
    assert_refused(&output, &["--open"]);
}

#[test]
fn a_missing_authorized_keys_file_is_named() {
    let output = serve(&["--authorized-keys", "/nonexistent/wari-keys"]);
    assert_refused(&output, &["--authorized-keys /nonexistent/wari-keys"]);
}

#[test]
fn a_damaged_host_key_is_named_not_replaced() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let key = dir.path().join("host_key");
    std::fs::write(&key, "not a key").expect("write");
    let output = serve(&["--host-key", key.to_str().expect("a UTF-8 path")]);
    assert_refused(&output, &["host key", "not an OpenSSH private key"]);
    assert_eq!(
        std::fs::read_to_string(&key).ok().as_deref(),
        Some("not a key")
    );
}

#[test]
fn an_empty_join_code_is_refused() {
    let output = serve(&["--join-code", "  "]);
    assert_refused(&output, &["--join-code"]);
}
