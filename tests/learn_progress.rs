//! The lessons' progress file: kept across runs, its directory made when
//! first needed, and a damaged file set aside and named, never a reason
//! not to start.

use wari::learn::Progress;
use wari::tui::{load_progress, save_progress};

#[test]
fn no_file_yet_is_a_learner_who_has_not_started() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let loaded = load_progress(&dir.path().join("lessons.json"));
    assert_eq!(loaded.progress, Progress::default());
    assert_eq!(loaded.notice, None);
}

#[test]
fn progress_saved_is_read_back_and_its_directory_is_made() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("not-yet").join("lessons.json");
    let mut progress = Progress::default();
    progress.finish("capture");
    save_progress(&path, &progress.to_text()).expect("saved");
    let loaded = load_progress(&path);
    assert!(loaded.progress.is_finished("capture"));
    assert!(!loaded.progress.is_finished("sowing"));
    assert_eq!(loaded.notice, None);
}

#[test]
fn a_damaged_file_is_set_aside_and_named_and_the_lessons_start_afresh() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("lessons.json");
    std::fs::write(&path, "{\"finished\": [\"sow").expect("written");
    let loaded = load_progress(&path);
    assert_eq!(loaded.progress, Progress::default());
    let aside = dir.path().join("lessons.json.bad");
    let notice = loaded.notice.expect("the learner is told");
    assert!(notice.contains("was damaged"), "{notice}");
    assert!(notice.contains(&aside.display().to_string()), "{notice}");
    assert!(!path.exists());
    assert_eq!(
        std::fs::read_to_string(&aside).expect("kept"),
        "{\"finished\": [\"sow"
    );
    // A second damaged file does not overwrite the first.
    std::fs::write(&path, [0xff, 0xfe]).expect("written");
    let notice = load_progress(&path).notice.expect("told again");
    assert!(notice.contains("lessons.json.bad.1"), "{notice}");
    assert!(aside.exists());
}

#[test]
fn a_file_with_a_field_it_does_not_know_counts_as_damaged() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("lessons.json");
    std::fs::write(&path, "{\"finished\": [], \"stars\": 3}").expect("written");
    assert!(load_progress(&path).notice.is_some());
}
