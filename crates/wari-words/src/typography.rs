//! French typography: a no-break space before `:`, `;`, `!` and `?` and
//! inside « », so that no line starts with the mark or ends with an
//! opening «. The French catalog is written with ordinary spaces, which
//! read as such in its file; this turns them as each message is read.

use std::borrow::Cow;

/// The no-break space.
const NBSP: char = '\u{a0}';

/// `text` with the space before a high mark, after « and before » made
/// no-break.
pub fn french(text: &str) -> Cow<'_, str> {
    if !text.contains([':', ';', '!', '?', '«', '»']) {
        return Cow::Borrowed(text);
    }
    let chars: Vec<char> = text.chars().collect();
    let joined = |at: usize| {
        let next = chars.get(at + 1).copied();
        let before = at.checked_sub(1).map(|at| chars[at]);
        matches!(next, Some(':' | ';' | '!' | '?' | '»')) || before == Some('«')
    };
    let turned: String = chars
        .iter()
        .enumerate()
        .map(|(at, &c)| if c == ' ' && joined(at) { NBSP } else { c })
        .collect();
    Cow::Owned(turned)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_space_before_a_high_mark_and_inside_quotes_holds() {
        assert_eq!(
            french("Ama : rien de pris ; « bravo » ! Encore ?"),
            "Ama\u{a0}: rien de pris\u{a0}; «\u{a0}bravo\u{a0}»\u{a0}! Encore\u{a0}?"
        );
    }

    #[test]
    fn other_spaces_and_marks_with_none_before_them_stay() {
        assert_eq!(french("12:30 et 3 graines"), "12:30 et 3 graines");
    }
}
