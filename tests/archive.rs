//! The classroom archive: each ended game is a record file the command
//! line opens and a row of results.csv a spreadsheet reads.

use std::path::Path;
use std::process::Command;

use wari::engine::{ByPlayer, Game, Move, Player, Rules};
use wari::record::{Ending, Finish, Record, from_unix};
use wari::search::Level;
use wari::serve::archive::{Archive, CSV_HEADER, EndedGame, RESULTS, STANDINGS};
use wari::setup::Mode;

/// 2026-11-23 10:15:00 UTC.
const FINISHED: u64 = 1_795_428_900;

/// The moves of a short game: C f A e (North's e takes 3 from C, as in the
/// records test).
fn short_game() -> Vec<Move> {
    [3, 6, 1, 5].map(|n| Move::new(n).unwrap()).to_vec()
}

/// The short game, left unfinished at 0-3.
const LEFT: Ending = Ending::Abandoned {
    stores: ByPlayer::new(0, 3),
};

/// The short game at table 3, Ama against the computer, ended as `ending`.
fn ended(names: [&str; 2], ending: Ending) -> EndedGame {
    let moves = short_game();
    EndedGame {
        table: 3,
        names: ByPlayer::new(names[0].to_owned(), names[1].to_owned()),
        computer: ByPlayer::new(None, Some(Level::Easy)),
        variant: "kids-and-caboodles".to_owned(),
        rules: Rules::default(),
        mode: Mode::Sorry,
        first: Player::South,
        moves,
        ending,
        round: None,
        sent_out: None,
    }
}

fn wari(args: &[&str], file: &Path) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_wari"))
        .args(args)
        .arg(file)
        .output()
        .expect("wari runs")
}

/// The fields of one CSV line, quotes undone as RFC 4180 reads them.
fn csv_fields(line: &str) -> Vec<String> {
    let mut fields = vec![String::new()];
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, quoted) {
            ('"', true) if chars.peek() == Some(&'"') => {
                chars.next();
                fields.last_mut().unwrap().push('"');
            }
            ('"', _) => quoted = !quoted,
            (',', false) => fields.push(String::new()),
            (c, _) => fields.last_mut().unwrap().push(c),
        }
    }
    fields
}

#[test]
fn results_csv_starts_with_the_exact_header_once() {
    let dir = tempfile::tempdir().unwrap();
    Archive::new(dir.path()).unwrap();
    // Opening the same lesson again does not repeat the header.
    let archive = Archive::new(dir.path()).unwrap();
    archive
        .write(&ended(["Ama", "Kofi"], LEFT), from_unix(FINISHED))
        .unwrap();
    let csv = std::fs::read_to_string(dir.path().join(RESULTS)).unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines[0],
        "finished,table,south,north,variant,mode,result,south_seeds,north_seeds,moves,record,counted"
    );
    assert_eq!(lines[0], CSV_HEADER);
    assert_eq!(
        lines[1],
        "2026-11-23 10:15:00,3,Ama,Kofi,kids-and-caboodles,sorry,abandoned,0,3,4,\
         2026-11-23_10-15-00_table-3.wari,friendly"
    );
    assert_eq!(lines.len(), 2);
}

#[test]
fn a_tournament_game_left_unfinished_counts_for_the_fuller_store_in_its_round() {
    let dir = tempfile::tempdir().unwrap();
    let archive = Archive::new(dir.path()).unwrap();
    // CLASSROOM.md: a tournament game left unfinished is decided by its
    // stores; North's 3 beat South's 0.
    let game = EndedGame {
        round: Some(2),
        ..ended(["Ama", "Kofi"], LEFT)
    };
    let path = archive.write(&game, from_unix(FINISHED)).unwrap();
    let csv = std::fs::read_to_string(dir.path().join(RESULTS)).unwrap();
    let row = csv_fields(csv.lines().nth(1).unwrap());
    assert_eq!(row[6], "abandoned", "the game itself was left unfinished");
    assert_eq!(row[11], "round 2: 0-1", "{row:?}");
    let text = std::fs::read_to_string(&path).unwrap();
    let record: Record = text.parse().unwrap();
    assert_eq!(record.header().event, "wari classroom tournament");
    let round = record.header().extra.iter().find(|t| t.name() == "Round");
    assert_eq!(round.map(|t| t.value()), Some("2"), "{text}");
}

#[test]
fn a_name_with_a_comma_and_a_quote_survives_the_csv() {
    let dir = tempfile::tempdir().unwrap();
    let archive = Archive::new(dir.path()).unwrap();
    let name = "Mensah, Kofi \"KK\"";
    archive
        .write(&ended(["Ama", name], LEFT), from_unix(FINISHED))
        .unwrap();
    let csv = std::fs::read_to_string(dir.path().join(RESULTS)).unwrap();
    let row = csv_fields(csv.lines().nth(1).unwrap());
    assert_eq!(row.len(), 12, "{row:?}");
    assert_eq!(row[2], "Ama");
    assert_eq!(row[3], name);
    assert_eq!(row[6], "abandoned");
}

#[test]
fn two_games_ending_in_the_same_second_get_two_files_and_two_rows() {
    let dir = tempfile::tempdir().unwrap();
    let archive = Archive::new(dir.path()).unwrap();
    let first = archive
        .write(&ended(["Ama", "Kofi"], LEFT), from_unix(FINISHED))
        .unwrap();
    let second = archive
        .write(&ended(["Esi", "Yaw"], LEFT), from_unix(FINISHED))
        .unwrap();
    assert_ne!(first, second);
    let first = Record::parse(&std::fs::read_to_string(&first).unwrap()).unwrap();
    let second = Record::parse(&std::fs::read_to_string(&second).unwrap()).unwrap();
    assert_eq!(first.header().seats[Player::South].name, "Ama");
    assert_eq!(second.header().seats[Player::South].name, "Esi");
    let csv = std::fs::read_to_string(dir.path().join(RESULTS)).unwrap();
    let files: Vec<String> = csv
        .lines()
        .skip(1)
        .map(|line| csv_fields(line)[10].clone())
        .collect();
    assert_eq!(
        files,
        [
            "2026-11-23_10-15-00_table-3.wari",
            "2026-11-23_10-15-00_table-3-2.wari"
        ]
    );
}

#[test]
fn a_lesson_rebuilt_in_a_folder_keeps_the_rows_of_the_folders_earlier_lessons() {
    let dir = tempfile::tempdir().unwrap();
    // An earlier lesson of the class, in the same folder, ended an hour
    // before.
    let earlier = Archive::new(dir.path()).unwrap();
    let an_hour_before = from_unix(FINISHED - 3600);
    earlier
        .write(&ended(["Esi", "Yaw"], LEFT), an_hour_before)
        .unwrap();
    // This lesson wrote its first game, then was killed before its second.
    let archive = Archive::new(dir.path()).unwrap();
    let first = (ended(["Ama", "Kofi"], LEFT), from_unix(FINISHED));
    let second = (ended(["Abena", "Kojo"], LEFT), from_unix(FINISHED + 60));
    archive.write(&first.0, first.1).unwrap();
    archive.rebuild(&[first, second]).unwrap();
    let csv = std::fs::read_to_string(dir.path().join(RESULTS)).unwrap();
    let souths: Vec<String> = csv
        .lines()
        .skip(1)
        .map(|line| csv_fields(line)[2].clone())
        .collect();
    assert_eq!(souths, ["Esi", "Ama", "Abena"], "{csv}");
}

#[test]
fn games_ending_at_once_on_many_threads_all_get_their_own_file_and_row() {
    let dir = tempfile::tempdir().unwrap();
    let archive = std::sync::Arc::new(Archive::new(dir.path()).unwrap());
    let threads: Vec<_> = (0..8)
        .map(|i| {
            let archive = archive.clone();
            std::thread::spawn(move || {
                let name = format!("Student {i}");
                archive
                    .write(&ended([&name, "Kofi"], LEFT), from_unix(FINISHED))
                    .unwrap()
            })
        })
        .collect();
    let mut paths: Vec<_> = threads.into_iter().map(|t| t.join().unwrap()).collect();
    paths.sort();
    paths.dedup();
    assert_eq!(paths.len(), 8);
    let csv = std::fs::read_to_string(dir.path().join(RESULTS)).unwrap();
    assert_eq!(csv.lines().count(), 9);
}

#[test]
fn an_unwritable_directory_is_named() {
    let dir = tempfile::tempdir().unwrap();
    // A file where the directory should be: no user, root included, can
    // make a directory inside it.
    let blocker = dir.path().join("not-a-dir");
    std::fs::write(&blocker, "").unwrap();
    let wanted = blocker.join("lesson");
    let error = Archive::new(&wanted).unwrap_err().to_string();
    assert!(
        error.starts_with(&format!(
            "game records: cannot write to {}: ",
            wanted.display()
        )),
        "{error}"
    );
}

#[test]
fn a_game_agreed_at_the_table_is_recorded_ended_by_agreement() {
    let dir = tempfile::tempdir().unwrap();
    let archive = Archive::new(dir.path()).unwrap();
    let mut agreed = Game::new(Rules::default(), Player::South);
    for m in short_game() {
        agreed.play(m).unwrap();
    }
    let game = ended(["Ama", "Kofi"], Ending::Played(agreed.agree_to_end()));
    // After C f A e the rows hold 1+7+0+7+6+6 and 5+4+4+4+0+1: swept, 27-21.
    assert_eq!(game.ending.stores(), ByPlayer::new(27, 21));
    let path = archive.write(&game, from_unix(FINISHED)).unwrap();
    let record = Record::parse(&std::fs::read_to_string(path).unwrap()).unwrap();
    let outcome = record.game().outcome().expect("over");
    assert_eq!(outcome.stores(), ByPlayer::new(27, 21));
    assert_eq!(record.header().date, "2026.11.23");
}

#[test]
fn a_game_ended_by_its_moves_is_recorded_with_its_own_result() {
    // On the smallest board each side plays its first legal move until the
    // game ends by a rule: the record ends there with the rule's result,
    // not by agreement.
    let rules = Rules::new(2, 1, wari::engine::GrandSlam::Capture, false).unwrap();
    let mut game = Game::new(rules, Player::South);
    let mut moves = Vec::new();
    while let Some(m) = game.legal_moves().iter().next() {
        game.play(m).unwrap();
        moves.push(m);
    }
    let outcome = game.outcome().unwrap();
    let ended_game = EndedGame {
        rules,
        moves,
        ending: Ending::Played(outcome),
        ..ended(["Ama", "Kofi"], LEFT)
    };
    let dir = tempfile::tempdir().unwrap();
    let archive = Archive::new(dir.path()).unwrap();
    let path = archive.write(&ended_game, from_unix(FINISHED)).unwrap();
    let record = Record::parse(&std::fs::read_to_string(path).unwrap()).unwrap();
    assert_eq!(record.game().outcome(), Some(outcome));
    assert_eq!(record.finish(), Finish::Moves);
}

#[test]
fn the_files_written_open_with_load_and_print_with_replay() {
    let dir = tempfile::tempdir().unwrap();
    let archive = Archive::new(dir.path()).unwrap();
    let path = archive
        .write(&ended(["Ama", "Kofi"], LEFT), from_unix(FINISHED))
        .unwrap();
    let replay = wari(&["replay", "--load"], &path);
    let stdout = String::from_utf8_lossy(&replay.stdout);
    assert!(
        replay.status.success(),
        "{}",
        String::from_utf8_lossy(&replay.stderr)
    );
    assert!(
        stdout.contains("ply 4: North sowed 4 seeds from e and captured 3 from C"),
        "{stdout}"
    );
    assert!(
        stdout.ends_with("The game was abandoned here.\n"),
        "{stdout}"
    );
    // `wari --load` reads the record before it needs a terminal: with none,
    // it gets past the file and stops at the terminal.
    let load = wari(&["--load"], &path);
    let stderr = String::from_utf8_lossy(&load.stderr);
    assert!(stderr.contains("cannot play in this terminal"), "{stderr}");
    assert!(!stderr.contains("save file"), "{stderr}");
    // And the computer's seat and its level came through.
    let json = wari(&["record", "--json"], &path);
    let json = String::from_utf8_lossy(&json.stdout);
    assert!(json.contains("\"plays\": \"computer:easy\""), "{json}");
}

#[test]
fn serve_with_an_unwritable_records_directory_stops_naming_it() {
    let dir = tempfile::tempdir().unwrap();
    let blocker = dir.path().join("not-a-dir");
    std::fs::write(&blocker, "").unwrap();
    let wanted = blocker.join("lesson");
    let output = Command::new(env!("CARGO_BIN_EXE_wari"))
        .args(["serve", "--listen", "127.0.0.1:0", "--host-key"])
        .arg(dir.path().join("host_key"))
        .arg("--records")
        .arg(&wanted)
        .output()
        .expect("wari runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    // The class's journal goes in the records folder: it is the first
    // thing that cannot be made there.
    assert_eq!(
        stderr.trim_end(),
        format!(
            "wari: the class's journal: cannot write to {}: Not a directory (os error 20)",
            wanted.display()
        )
    );
}

#[test]
fn the_standings_file_holds_the_latest_standings_whole() {
    let dir = tempfile::tempdir().unwrap();
    let archive = Archive::new(dir.path()).unwrap();
    let mut cup = wari_tournament::Tournament::swiss(vec!["Ama", "Kofi, K.", "Esi"], 1).unwrap();
    cup.pair_next_round().unwrap();
    archive
        .write_table(STANDINGS, &cup.standings_rows())
        .unwrap();
    let round = cup.current_round().unwrap().clone();
    for pairing in round.pairings() {
        cup.record(pairing, wari_tournament::GameResult::SouthWins)
            .unwrap();
    }
    let path = archive
        .write_table(STANDINGS, &cup.standings_rows())
        .unwrap();
    assert_eq!(path, dir.path().join(STANDINGS));
    let text = std::fs::read_to_string(path).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], wari_tournament::STANDINGS_HEADER.join(","));
    assert_eq!(lines.len(), 4, "the header and one row a player: {text}");
    assert!(text.contains("\"Kofi, K.\""), "a comma is quoted: {text}");
}
