//! A visitor's terminal as the program sees it: the bytes and window sizes
//! that come from the client, the screen drawn for it, and the channel the
//! frames go down.

use std::time::Duration;

use ratatui::layout::Size;
use russh::ChannelId;
use russh::server::Handle;
use tokio::sync::{mpsc, watch};
use wari_words::Lang;

use crate::Screen;

/// How long one frame may take to go out before the client is given up on.
const SEND_TIMEOUT: Duration = Duration::from_secs(10);

/// The largest terminal drawn: bigger windows are drawn at this size, so a
/// client claiming a huge window cannot make the server allocate for it.
const MAX_SIZE: Size = Size::new(400, 150);
/// The size assumed when a client claims a zero-sized window.
const FALLBACK_SIZE: Size = Size::new(80, 24);

/// Everything a visit has of its client.
#[derive(Debug)]
pub struct Terminal {
    /// The screen, made at the window's size when the visit began.
    pub screen: Screen,
    /// What comes from the client.
    pub inputs: Inputs,
    /// Where the screen's bytes go.
    pub link: Link,
    /// The language the client's locale asks for (its `LANG`, `LC_ALL`
    /// or `LC_MESSAGES`), if it sent one there is a catalog for.
    pub lang: Option<Lang>,
}

/// What comes from the client besides the visit's own clocks.
#[derive(Debug)]
pub struct Inputs {
    /// Raw bytes from the client; closed when the client goes.
    pub bytes: mpsc::Receiver<Vec<u8>>,
    /// The client's window size, already clamped.
    pub size: watch::Receiver<Size>,
}

/// One thing from the client.
#[derive(Debug, PartialEq, Eq)]
pub enum Input {
    /// Bytes: keys, clicks, pastes.
    Bytes(Vec<u8>),
    /// The window's new size, already clamped.
    Resized(Size),
}

impl Inputs {
    /// The next thing from the client, bytes or a new size; `None` once
    /// the client is gone. Safe to drop unfinished (in a `select!`):
    /// nothing is lost.
    pub async fn next(&mut self) -> Option<Input> {
        tokio::select! {
            bytes = self.bytes.recv() => bytes.map(Input::Bytes),
            // A size nobody sends any more leaves the bytes to wait on.
            Ok(()) = self.size.changed() => Some(Input::Resized(*self.size.borrow_and_update())),
        }
    }
}

/// Where the SSH channel's bytes go.
#[derive(Clone)]
pub struct Link {
    /// The connection.
    pub handle: Handle,
    /// The session channel.
    pub channel: ChannelId,
}

impl std::fmt::Debug for Link {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Link")
            .field("channel", &self.channel)
            .finish()
    }
}

impl Link {
    /// Sends `bytes`; false when the client is gone or too slow.
    pub async fn send(&self, bytes: Vec<u8>) -> bool {
        if bytes.is_empty() {
            return true;
        }
        let sent = tokio::time::timeout(SEND_TIMEOUT, self.handle.data(self.channel, bytes));
        matches!(sent.await, Ok(Ok(())))
    }

    /// Ends the session with exit `status` (0 after a goodbye, 1 after a
    /// refusal): exit status, end of data, close. Bounded like a frame, so
    /// a dead connection can neither keep a visitor in the program nor
    /// keep a refused connection's task waiting.
    pub async fn close(&self, status: u32) {
        let steps = async {
            let _ = self.handle.exit_status_request(self.channel, status).await;
            let _ = self.handle.eof(self.channel).await;
            let _ = self.handle.close(self.channel).await;
        };
        let _ = tokio::time::timeout(SEND_TIMEOUT, steps).await;
    }

    /// Sends one line and closes the channel, as a refused command ends.
    pub async fn refuse(&self, line: &str) {
        self.send(format!("{line}\r\n").into_bytes()).await;
        self.close(1).await;
    }
}

/// The size to draw for a window the client says is `columns` x `rows`.
pub fn clamp_size(columns: u32, rows: u32) -> Size {
    let clamp = |claimed: u32, fallback: u16, max: u16| match claimed {
        0 => fallback,
        n => n.min(u32::from(max)) as u16,
    };
    Size::new(
        clamp(columns, FALLBACK_SIZE.width, MAX_SIZE.width),
        clamp(rows, FALLBACK_SIZE.height, MAX_SIZE.height),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zero_and_huge_windows_are_clamped() {
        assert_eq!(clamp_size(0, 0), Size::new(80, 24));
        assert_eq!(clamp_size(0, 30), Size::new(80, 30));
        assert_eq!(clamp_size(u32::MAX, u32::MAX), MAX_SIZE);
        assert_eq!(clamp_size(70_000, 5), Size::new(400, 5));
        assert_eq!(clamp_size(132, 43), Size::new(132, 43));
    }

    #[tokio::test]
    async fn the_next_input_is_bytes_or_a_size_until_the_client_goes() {
        let (bytes_tx, bytes) = mpsc::channel(4);
        let (size_tx, size) = watch::channel(Size::new(80, 24));
        let mut inputs = Inputs { bytes, size };
        size_tx.send_replace(Size::new(60, 18));
        assert_eq!(inputs.next().await, Some(Input::Resized(Size::new(60, 18))));
        bytes_tx.send(b"a".to_vec()).await.expect("open");
        assert_eq!(inputs.next().await, Some(Input::Bytes(b"a".to_vec())));
        // Sizes that stop coming leave the keys to wait on.
        drop(size_tx);
        bytes_tx.send(b"b".to_vec()).await.expect("open");
        assert_eq!(inputs.next().await, Some(Input::Bytes(b"b".to_vec())));
        drop(bytes_tx);
        assert_eq!(inputs.next().await, None);
    }
}
