//! `wari` with no flag that says what to play: the home screen, then the
//! game chosen there. A game quit with `q` comes back to the home screen;
//! `q` there leaves.
//!
//! The choices are remembered in the user's config directory, written
//! atomically when a game starts. A file that cannot be read is named on
//! the home screen and set aside, and the usual choices are used: a
//! damaged file must never keep the game from starting.

use std::path::{Path, PathBuf};

use anyhow::Context;
use wari::app::App;
use wari::home::{Home, Outcome};
use wari::tui::{Ending, HomeEnding, Session};
use wari::user_files::{Access, UserDirs, set_aside, write_safely};
use wari_words::{Lang, tr};

use super::play::{self, DEFAULT_SAVE, PlayArgs};
use super::rules_args::RulesArgs;

/// Shows the home screen and plays what is chosen there, until the player
/// quits. A signal's exit status is 128 plus its number.
///
/// The screens speak `lang` when it is given (`--lang`), else the language
/// last chosen on the home screen, else the locale's, which the home screen
/// starts in.
pub fn run(args: &PlayArgs, rules: &RulesArgs, lang: Option<Lang>) -> anyhow::Result<()> {
    let mut home = Home::for_rules(&rules.variants()?);
    let remembered = UserDirs::find().map(|dirs| dirs.home_choices());
    if let Some(path) = &remembered {
        recall(&mut home, path);
    }
    if let Some(lang) = lang {
        home.set_language(lang);
    }
    let mut session = Session::start(args.look()).context("cannot play in this terminal")?;
    let ending = choose_and_play(&mut session, &mut home, args, remembered.as_deref());
    // The terminal is given back before the process ends.
    drop(session);
    match ending.context("cannot play in this terminal")? {
        Ending::Quit => Ok(()),
        Ending::Signal(signal) => std::process::exit(128 + signal),
    }
}

/// The home screen and the games chosen on it, in turn.
fn choose_and_play(
    session: &mut Session,
    home: &mut Home,
    args: &PlayArgs,
    remembered: Option<&Path>,
) -> std::io::Result<Ending> {
    let save = PathBuf::from(DEFAULT_SAVE);
    loop {
        home.saved_game(save.is_file());
        let outcome = match session.home(home)? {
            HomeEnding::Signal(signal) => return Ok(Ending::Signal(signal)),
            HomeEnding::Chose(outcome) => outcome,
        };
        let app = match outcome {
            Outcome::Stay | Outcome::Quit => return Ok(Ending::Quit),
            Outcome::Review => match super::record::load(&save) {
                Ok(record) => match session.review(record)? {
                    Ending::Quit => continue,
                    signal @ Ending::Signal(_) => return Ok(signal),
                },
                Err(error) => {
                    home.tell(save_trouble(&error, &save));
                    continue;
                }
            },
            Outcome::Learn | Outcome::Puzzles => match aside(session, home, outcome)? {
                Ending::Quit => continue,
                signal @ Ending::Signal(_) => return Ok(signal),
            },
            Outcome::Play(mut setup) => {
                if let Some(path) = remembered {
                    remember(home, path);
                }
                setup.seed_step = args.seed_step();
                App::new(setup, args.look(), play::seed())
            }
            Outcome::Continue => match play::read_save(&save, args.seed_step()) {
                Ok(saved) => App::resume(saved, args.look(), play::seed()),
                Err(error) => {
                    home.tell(save_trouble(&error, &save));
                    continue;
                }
            },
        };
        match session.play(app.facing(args.perspective()), &save)? {
            Ending::Quit => {}
            signal @ Ending::Signal(_) => return Ok(signal),
        }
    }
}

/// Why the saved game at `path` cannot be continued or reviewed, in the
/// reader's words a child can act on: the line that is damaged, or that
/// the file is no save. The command line's own messages stay English.
fn save_trouble(error: &anyhow::Error, path: &Path) -> String {
    let file = super::record::shown(path);
    match error.downcast_ref::<wari::app::SaveError>() {
        Some(save) if save.is_no_save() => tr!("home-save-not-a-save", file = file),
        Some(save) => match save.line {
            Some(line) => tr!("home-save-damaged", file = file, line = line),
            None => tr!("home-save-unreadable", file = file),
        },
        None => tr!("home-save-unreadable", file = file),
    }
}

/// The lessons (in the variant chosen on the home screen) or the puzzles,
/// on the home screen's terminal; leaving them comes back to it.
fn aside(session: &mut Session, home: &mut Home, outcome: Outcome) -> std::io::Result<Ending> {
    let Some((name, rules)) = home.variant() else {
        home.tell(tr!("home-no-variant-to-learn"));
        return Ok(Ending::Quit);
    };
    if outcome == Outcome::Puzzles {
        let puzzles = super::puzzles::shipped(name).and_then(super::puzzles::solver);
        return match puzzles {
            Ok((mut solver, path)) => session.puzzles(&mut solver, path.as_deref()),
            Err(error) => {
                home.tell(format!("{error:#}"));
                Ok(Ending::Quit)
            }
        };
    }
    let (mut tutor, path) = super::learn::tutor(name, rules);
    session.lessons(&mut tutor, path.as_deref())
}

/// The language last chosen on the home screen, else the one read now (the
/// locale's): what `wari learn` and `wari puzzles` speak without `--lang`,
/// as the home screen they are opened from would.
pub fn remembered_lang() -> Lang {
    let mut home = Home::new(Vec::new(), 0);
    let path = UserDirs::find().map(|dirs| dirs.home_choices());
    if let Some(text) = path.and_then(|path| std::fs::read_to_string(path).ok()) {
        // A damaged file is the home screen's to report and set aside.
        let _ = home.recall(&text);
    }
    home.language()
}

/// Takes the remembered choices from `path`. No file is the first run; a
/// file that is not readable text of choices is set aside (as `home.toml.bad`,
/// see [`set_aside`]), and the home screen says so.
fn recall(home: &mut Home, path: &Path) {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return,
        Err(error) if error.kind() == std::io::ErrorKind::InvalidData => {
            return put_aside(home, path);
        }
        Err(error) => {
            let error = error.to_string();
            home.tell(tr!(
                "home-cannot-read",
                path = path.display().to_string(),
                error = error
            ));
            return;
        }
    };
    if home.recall(&text).is_err() {
        put_aside(home, path);
    }
}

/// Sets the damaged file of choices aside and tells the home screen.
fn put_aside(home: &mut Home, path: &Path) {
    let file = path.display().to_string();
    let note = match set_aside(path) {
        Ok(bad) => tr!(
            "home-set-aside",
            path = file,
            aside = bad.display().to_string()
        ),
        Err(_) => tr!("home-damaged", path = file),
    };
    home.tell(note);
}

/// Keeps the choices for next time. A failure is not worth stopping a
/// game for: the home screen then opens with the usual choices.
fn remember(home: &Home, path: &Path) {
    let _ = write_safely(path, home.remembered().as_bytes(), Access::AsBefore);
}

#[cfg(test)]
mod tests {
    use wari::engine::Rules;
    use wari::home::Offer;

    use super::*;

    fn home() -> Home {
        let offer = Offer {
            name: "kids-and-caboodles".into(),
            description: String::new(),
            rules: Rules::kids_and_caboodles(),
        };
        Home::new(vec![offer], 0)
    }

    #[test]
    fn a_damaged_file_of_choices_is_set_aside_and_named() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join("home.toml");
        std::fs::write(&path, "players = [").expect("written");
        let mut recalled = home();
        recall(&mut recalled, &path);
        assert!(!path.exists());
        let bad = dir.path().join("home.toml.bad");
        assert_eq!(std::fs::read_to_string(&bad).unwrap(), "players = [");
        let mut expected = home();
        expected.tell(format!(
            "{} was damaged: set aside as {}; using the usual choices.",
            path.display(),
            bad.display()
        ));
        assert_eq!(recalled, expected);
    }

    #[test]
    fn choices_are_written_where_they_are_read_and_no_file_is_a_first_run() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join("wari").join("home.toml");
        let mut first = home();
        recall(&mut first, &path);
        assert_eq!(first, home());
        first.update(crossterm::event::KeyEvent::from(
            crossterm::event::KeyCode::Right,
        ));
        remember(&first, &path);
        let mut next = home();
        recall(&mut next, &path);
        assert_eq!(next.setup(), first.setup());
        assert_ne!(next.setup(), home().setup());
    }

    /// What the home screen says of the save at `path` holding `text`,
    /// in French.
    fn said_in_french(path: &Path, text: &str) -> String {
        std::fs::write(path, text).expect("written");
        let french = Lang::from_code("fr").expect("French");
        wari_words::reader::reading(french, || {
            let error = play::read_save(path, std::time::Duration::ZERO).expect_err("refused");
            save_trouble(&error, path)
        })
    }

    #[test]
    fn a_damaged_save_is_told_in_the_readers_words_with_its_line() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join("wari-game.wari");
        let damaged = "[Variant \"kids-and-caboodles\"]\n\n1. C z\n";
        let said = said_in_french(&path, damaged);
        assert!(
            said.ends_with("ne peut pas reprendre\u{a0}: sa ligne 3 est abîmée."),
            "{said}"
        );
        assert!(said.contains("wari-game.wari"), "{said}");
        let said = said_in_french(&path, "{\"foo\": 1}\n");
        assert!(
            said.ends_with("n'est pas une partie enregistrée\u{a0}: il n'y a rien à reprendre.")
        );
    }
}
