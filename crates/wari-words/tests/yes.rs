//! Yes is answered in the reader's language: `o` for oui, `j` for ja, and
//! `y` in every language; and every question that names its yes key names
//! the reader's own.

use wari_words::{Lang, is_yes, reader, text, yes_key};

fn lang(code: &str) -> Lang {
    Lang::from_code(code).expect("a shipped language")
}

#[test]
fn oui_ja_and_y_answer_yes_and_no_is_never_yes() {
    reader::reading(lang("fr"), || {
        assert!(is_yes('o') && is_yes('O') && is_yes('y'));
        assert!(!is_yes('n') && !is_yes('j'));
    });
    reader::reading(lang("nl"), || {
        assert!(is_yes('j') && is_yes('y'));
        assert!(!is_yes('n') && !is_yes('o'));
    });
    reader::reading(lang("en"), || {
        assert!(is_yes('y') && is_yes('Y'));
        assert!(!is_yes('o') && !is_yes('j') && !is_yes('n'));
    });
    reader::reading(Lang::pseudo(), || assert_eq!(yes_key(), 'y'));
}

#[test]
fn every_question_names_the_readers_own_yes_key() {
    let questions = [
        "board-answers-quit",
        "board-answers-agree",
        "board-answers-new-game",
        "board-too-small-answers",
    ];
    for lang in Lang::all() {
        reader::reading(lang, || {
            let key = yes_key();
            for id in questions {
                let words = text(id, None);
                assert!(
                    words.starts_with(key),
                    "{lang}: {id} does not start with {key}: {words}"
                );
            }
        });
    }
}
