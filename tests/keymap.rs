//! The board's keys, as the terminal reports them, and the action each one
//! means. Only presses count: a release or a repeat would play twice.

use crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use wari::app::Action;
use wari::app::keymap::action_for;

fn key(code: KeyCode) -> Event {
    Event::Key(KeyEvent::new(code, KeyModifiers::NONE))
}

fn char_key(c: char) -> Option<Action> {
    action_for(&key(KeyCode::Char(c)))
}

#[test]
fn every_key_of_the_board_maps_to_its_action() {
    assert_eq!(action_for(&key(KeyCode::Left)), Some(Action::Left));
    assert_eq!(action_for(&key(KeyCode::Right)), Some(Action::Right));
    assert_eq!(action_for(&key(KeyCode::Enter)), Some(Action::Sow));
    assert_eq!(char_key(' '), Some(Action::Sow));
    assert_eq!(char_key('1'), Some(Action::Pick(1)));
    assert_eq!(char_key('6'), Some(Action::Pick(6)));
    assert_eq!(char_key('0'), Some(Action::Pick(10)));
    assert_eq!(char_key('u'), Some(Action::Undo));
    assert_eq!(char_key('r'), Some(Action::Redo));
    assert_eq!(char_key('?'), Some(Action::Help));
    assert_eq!(char_key('h'), Some(Action::Hint));
    assert_eq!(char_key('e'), Some(Action::ProposeEnd));
    assert_eq!(char_key('n'), Some(Action::NewGame));
    assert_eq!(char_key('q'), Some(Action::Quit));
    assert_eq!(char_key('s'), Some(Action::Save));
    assert_eq!(char_key('y'), Some(Action::Yes));
    assert_eq!(action_for(&key(KeyCode::Esc)), Some(Action::Back));
    assert_eq!(action_for(&key(KeyCode::Up)), Some(Action::Up));
    assert_eq!(action_for(&key(KeyCode::Down)), Some(Action::Down));
}

#[test]
fn other_keys_still_count_so_they_can_skip_or_answer_no() {
    assert_eq!(char_key('x'), Some(Action::Other));
    assert_eq!(action_for(&key(KeyCode::Tab)), Some(Action::Other));
}

#[test]
fn ctrl_c_interrupts() {
    let event = Event::Key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL));
    assert_eq!(action_for(&event), Some(Action::Interrupt));
}

#[test]
fn releases_and_repeats_are_ignored() {
    for kind in [KeyEventKind::Release, KeyEventKind::Repeat] {
        let mut event = KeyEvent::new(KeyCode::Char('3'), KeyModifiers::NONE);
        event.kind = kind;
        assert_eq!(action_for(&Event::Key(event)), None);
    }
}

#[test]
fn a_left_click_is_a_click_and_other_mouse_events_are_not() {
    let mouse = |kind| {
        Event::Mouse(MouseEvent {
            kind,
            column: 34,
            row: 12,
            modifiers: KeyModifiers::NONE,
        })
    };
    assert_eq!(
        action_for(&mouse(MouseEventKind::Down(MouseButton::Left))),
        Some(Action::Click {
            column: 34,
            row: 12
        })
    );
    assert_eq!(action_for(&mouse(MouseEventKind::Moved)), None);
    assert_eq!(
        action_for(&mouse(MouseEventKind::Down(MouseButton::Right))),
        None
    );
}

#[test]
fn a_resize_carries_the_new_size() {
    assert_eq!(
        action_for(&Event::Resize(120, 40)),
        Some(Action::Resize {
            width: 120,
            height: 40
        })
    );
}

#[test]
fn every_key_a_list_names_does_what_the_list_says() {
    use wari::app::keymap::KEYS;
    for listed in KEYS {
        if let Some(c) = listed.typed {
            assert_eq!(char_key(c), Some(listed.action.clone()), "{c}");
        }
    }
}

#[test]
fn the_hot_seat_lists_only_keys_that_do_what_it_says() {
    use wari::app::board_keys::HOT_SEAT;
    for list in [
        HOT_SEAT.playing,
        HOT_SEAT.over,
        HOT_SEAT.demo,
        HOT_SEAT.help,
    ] {
        for listed in list {
            if let Some(c) = listed.typed {
                assert_eq!(char_key(c), Some(listed.action.clone()), "{c}");
            }
        }
    }
    assert!(HOT_SEAT.reviews(), "the end screen offers the review");
}

#[test]
fn the_demo_keys_work_as_listed() {
    assert_eq!(char_key('.'), Some(Action::Step));
    assert_eq!(char_key('+'), Some(Action::Faster));
    assert_eq!(char_key('-'), Some(Action::Slower));
}

#[test]
fn every_word_a_board_lists_is_a_message_of_the_catalogs() {
    use wari::app::board_keys::HOT_SEAT;
    use wari::app::keymap::KEYS;
    use wari_words::{Lang, text_in};
    // A word that is no message would be shown as its id.
    let is_message = |id: &str| text_in(Lang::ENGLISH, id, None) != id;
    for key in KEYS {
        assert!(is_message(key.short), "{}", key.short);
        assert!(is_message(key.long), "{}", key.long);
    }
    for sentence in [
        HOT_SEAT.end_line,
        HOT_SEAT.demo_help,
        HOT_SEAT.undo_help,
        HOT_SEAT.paused,
        HOT_SEAT.learn_help,
    ] {
        assert!(is_message(sentence), "{sentence}");
    }
}
