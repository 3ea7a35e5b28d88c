//! What every screen's tests ask of a drawn screen, in any language and
//! at any size it is drawn at: that it is not the "too small" notice,
//! that no letter touches a box's border or runs off the screen's edge
//! (where a word is cut), and that each sentence it is meant to show is
//! found whole in its rows. For the tests of this crate and of those
//! above it (the `testing` feature); the program never runs it.

use ratatui::buffer::Buffer;
use wari_words::tr;

/// The lines a box is drawn with, upright: a letter next to one touches
/// the box.
const UPRIGHT: [&str; 6] = ["│", "┃", "║", "├", "┤", "┼"];

/// The screen's rows, each as its cells' symbols.
pub fn rows(buffer: &Buffer) -> Vec<String> {
    let area = buffer.area;
    (area.top()..area.bottom())
        .map(|y| {
            (area.left()..area.right())
                .map(|x| buffer[(x, y)].symbol())
                .collect()
        })
        .collect()
}

/// The screen's words in order, single-spaced, with the lines of a
/// border left out: where to look for a sentence however it wrapped.
pub fn flat(rows: &[String]) -> String {
    let text: String = rows
        .iter()
        .flat_map(|row| {
            row.chars()
                .map(|c| if is_box_line(c) { ' ' } else { c })
                .chain([' '])
        })
        .collect();
    words(&text)
}

/// `text` with its runs of white space made single spaces.
pub fn words(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn is_box_line(c: char) -> bool {
    ('\u{2500}'..='\u{257f}').contains(&c)
}

/// What is wrong with a screen that shows `sentences`, drawn as
/// `pages`: one, or the same screen with a window moved down through
/// words too long for it a page at a time. Each problem in words; none
/// when all is well.
pub fn problems(pages: &[Vec<String>], sentences: &[String]) -> Vec<String> {
    let mut problems = Vec::new();
    let flats: Vec<String> = pages.iter().map(|rows| flat(rows)).collect();
    let notices = too_small_notices();
    for (rows, flat) in pages.iter().zip(&flats) {
        for too_small in &notices {
            if flat.contains(too_small) {
                problems.push(format!("asks for a bigger terminal: {flat}"));
            }
        }
        problems.extend(touching(rows));
        problems.extend(stranded(rows));
    }
    for sentence in sentences {
        if !read_whole(sentence, &flats) {
            problems.push(format!("not whole: «{}»", words(sentence)));
        }
    }
    problems
}

/// Whether `sentence` is read whole down `pages`, each page's words
/// single-spaced: each page shows a run of its words, the next page's
/// run going on from where one before ended (or from before, where the
/// windows overlap), never cut inside a word.
fn read_whole(sentence: &str, pages: &[String]) -> bool {
    let words: Vec<&str> = sentence.split_whitespace().collect();
    let mut read = 0;
    for page in pages {
        let page = format!(" {page} ");
        let shows =
            |from: usize, to: usize| page.contains(&format!(" {} ", words[from..to].join(" ")));
        for from in 0..=read.min(words.len().saturating_sub(1)) {
            let to = (from + 1..=words.len())
                .take_while(|&to| shows(from, to))
                .last();
            read = read.max(to.unwrap_or(0));
        }
    }
    read == words.len()
}

/// The words every "too small" notice starts with, in the reader's
/// language.
fn too_small_notices() -> Vec<String> {
    let notices = [
        tr!(
            "too-small",
            need_width = 1,
            need_height = 1,
            width = 1,
            height = 1
        ),
        tr!(
            "board-too-small",
            need_width = 1,
            need_height = 1,
            width = 1,
            height = 1,
            quit = "q"
        ),
    ];
    notices
        .iter()
        .map(|notice| words(notice.split("1x1").next().unwrap_or(notice)))
        .collect()
}

/// A letter next to an upright line of a box, where a word runs into
/// the border; each with its row. (A word cut at the screen's edge is
/// caught by its sentence, not found whole.)
fn touching(rows: &[String]) -> Vec<String> {
    let mut problems = Vec::new();
    for (y, row) in rows.iter().enumerate() {
        let cells: Vec<String> = row.chars().map(String::from).collect();
        let letter = |x: usize| {
            cells
                .get(x)
                .and_then(|cell| cell.chars().next())
                .is_some_and(char::is_alphabetic)
        };
        let touches = cells.iter().enumerate().any(|(x, cell)| {
            UPRIGHT.contains(&cell.as_str()) && ((x > 0 && letter(x - 1)) || letter(x + 1))
        });
        if touches {
            problems.push(format!("row {y} touches a border or the edge: {row}"));
        }
    }
    problems
}

/// A row that starts with a colon, a semicolon or a closing », or ends
/// with an opening «: a mark cut from the word it belongs with, which a
/// no-break space keeps together.
fn stranded(rows: &[String]) -> Vec<String> {
    let inside = |c: char| c.is_whitespace() || is_box_line(c);
    rows.iter()
        .enumerate()
        .filter(|(_, row)| {
            let row = row.trim_matches(inside);
            row.starts_with([':', ';', '»']) || row.ends_with('«')
        })
        .map(|(y, row)| format!("row {y} has a mark cut from its word: {row}"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn page(rows: &[&str]) -> Vec<String> {
        rows.iter().map(|&row| row.to_owned()).collect()
    }

    #[test]
    fn a_sentence_wrapped_over_rows_inside_a_box_is_found_whole() {
        let pages = [page(&["│ the seeds │", "│ go round  │"])];
        assert!(problems(&pages, &["the seeds go round".into()]).is_empty());
    }

    #[test]
    fn a_word_cut_at_the_border_is_caught_twice() {
        let pages = [page(&["│ the see│", "│ds go   │"])];
        let found = problems(&pages, &["the seeds go".into()]);
        assert_eq!(found.len(), 3, "{found:?}");
    }

    #[test]
    fn a_colon_starting_a_row_is_caught() {
        let pages = [page(&["│ chez Kofi    │", "│ : rien de pris │"])];
        assert_eq!(problems(&pages, &[]).len(), 1);
        let pages = [page(&["│ chez        │", "│ Kofi : rien │"])];
        assert!(problems(&pages, &[]).is_empty());
    }

    #[test]
    fn a_word_cut_at_the_edge_is_not_whole() {
        let pages = [page(&["the see", "ds go"])];
        assert_eq!(problems(&pages, &["the seeds go".into()]).len(), 1);
        let pages = [page(&["the seeds", "go"])];
        assert!(problems(&pages, &["the seeds go".into()]).is_empty());
    }

    #[test]
    fn a_sentence_read_down_overlapping_windows_is_whole_and_one_left_short_is_not() {
        let windows = [
            page(&["board", "one two", "v more", "keys"]),
            page(&["board", "three four", "v more", "keys"]),
            page(&["board", "four five", "^ back", "keys"]),
        ];
        let sentence = "one two three four five".to_owned();
        assert!(problems(&windows, std::slice::from_ref(&sentence)).is_empty());
        assert_eq!(problems(&windows[..2], &[sentence]).len(), 1);
    }
}
