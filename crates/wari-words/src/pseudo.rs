//! The pseudo-language: English with every letter accented and each word a
//! third longer, as translations often are. A screen drawn in it shows at
//! a glance the words that bypass the catalogs (they stay plain) and the
//! layouts that break when words grow.

use std::borrow::Cow;

/// `text` pseudo-localised: each letter accented, and every third one of a
/// word doubled, from its first.
pub(crate) fn transform(text: &str) -> Cow<'_, str> {
    let mut out = String::with_capacity(text.len() * 2);
    let mut in_word = 0;
    for c in text.chars() {
        if !c.is_ascii_alphabetic() {
            in_word = 0;
            out.push(c);
            continue;
        }
        let accented = accented(c);
        out.push(accented);
        if in_word % 3 == 0 {
            out.push(accented);
        }
        in_word += 1;
    }
    Cow::Owned(out)
}

/// An accented letter one column wide standing for `c`.
fn accented(c: char) -> char {
    const LOWER: [char; 26] = [
        'á', 'ƀ', 'ç', 'đ', 'é', 'ƒ', 'ĝ', 'ĥ', 'í', 'ĵ', 'ķ', 'ĺ', 'ḿ', 'ñ', 'ó', 'ṕ', 'ʠ', 'ŕ',
        'š', 'ŧ', 'ú', 'ṽ', 'ŵ', 'ẋ', 'ý', 'ž',
    ];
    const UPPER: [char; 26] = [
        'Á', 'Ɓ', 'Ç', 'Đ', 'É', 'Ƒ', 'Ĝ', 'Ĥ', 'Í', 'Ĵ', 'Ķ', 'Ĺ', 'Ḿ', 'Ñ', 'Ó', 'Ṕ', 'Q', 'Ŕ',
        'Š', 'Ŧ', 'Ú', 'Ṽ', 'Ŵ', 'Ẋ', 'Ý', 'Ž',
    ];
    let index = usize::from(c.to_ascii_lowercase() as u8 - b'a');
    if c.is_ascii_uppercase() {
        UPPER[index]
    } else {
        LOWER[index]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_letter_is_accented_and_words_grow_by_a_third() {
        assert_eq!(transform("Sow 4 seeds."), "ŠŠóŵ 4 ššééđđš.");
        let english = "The last seed fell in your own pit";
        let pseudo = transform(english);
        let (before, after) = (english.chars().count(), pseudo.chars().count());
        assert!(after * 3 >= before * 4 - 3, "{before} -> {after}: {pseudo}");
        assert!(pseudo.chars().all(|c| !c.is_ascii_alphabetic()), "{pseudo}");
    }
}
