//! The review screen's words in every language: whatever a move's
//! narration, verdict and summary come to, they show whole at 80x24.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use wari_words::{Lang, reader};

use super::view::{Finds, judgement, summary_lines};
use super::{ReviewAction, ReviewScreen};
use crate::record::Record;
use crate::review::Reviewer;

/// A hundred moves of the computer's self-play, with every kind of mark.
const GAME: &str = include_str!("../../../../tests/data/selfplay-100.wari");

/// Shallow: the words, not the verdicts, are under test.
const DEPTH: u32 = 3;

/// The screen's words left of the move list, single-spaced.
fn words_on(screen: &ReviewScreen) -> String {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("a test terminal");
    terminal
        .draw(|frame| super::view(screen, frame))
        .expect("drawn into memory");
    let buffer = terminal.backend().buffer();
    let rows: Vec<String> = buffer
        .content
        .chunks(80)
        .map(|row| row[..54].iter().map(|cell| cell.symbol()).collect())
        .collect();
    single_spaced(&rows.join(" "))
}

fn single_spaced(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn every_moves_words_and_the_summary_show_whole_at_80x24_in_every_language() {
    let record = Record::parse(GAME).expect("a record");
    let mut screen = ReviewScreen::new(record.clone());
    for review in Reviewer::new(&record, DEPTH) {
        screen.update(ReviewAction::Reviewed(Box::new(review)));
    }
    for _ in 0..=screen.progress().1 {
        for lang in Lang::all() {
            reader::reading(lang, || {
                let shown = words_on(&screen);
                let said = screen.narration().unwrap_or_else(|| screen.at_the_start());
                let told = [said].into_iter().chain(judgement(&screen));
                for text in told {
                    let text = single_spaced(&text);
                    assert!(shown.contains(&text), "{lang}: cut: {text}\n{shown}");
                }
                // The summary whole, with its finds or, short of room,
                // without them.
                let whole = |finds| {
                    summary_lines(&screen, finds)
                        .iter()
                        .all(|text| shown.contains(&single_spaced(text)))
                };
                assert!(whole(Finds::Told) || whole(Finds::Left), "{lang}: {shown}");
            });
        }
        screen.update(ReviewAction::Next);
    }
}
