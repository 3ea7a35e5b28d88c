//! The class tournament: the teacher chooses who is in and how it is
//! played; the room pairs each round with `wari-tournament`, opens a table
//! for each pairing, and feeds the tournament each game's result as the
//! game ends. The standings go to the console and to every lobby; each
//! change is journaled, and `standings.csv` is written from the journal.
//!
//! The tournament sits under its own lock, apart from the room's, because
//! results arrive through a table's ended-game hook, which runs under the
//! table's lock and often under the room's. Its lock is always the last
//! taken: nothing here takes the room's or a table's lock while holding it.

use std::collections::HashSet;
use std::sync::{Arc, Mutex, MutexGuard};

use wari_tournament::{Format, Pairing, SetupError, Tournament, TournamentError};
use wari_words::tr;

use super::{Offer, Room};
use crate::class::{Board, Standings, Title};
use crate::counted::Counted;
use crate::engine::ByPlayer;
use crate::game::Players;
use crate::journal::{Event, JournalHook, TournamentFacts};
use crate::setup::{Mode, name_key, same_name};
use crate::table::{Choice, EndedGame, Opener, TableId};

/// How the teacher wants the tournament played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Round robin, or Swiss with its number of rounds.
    pub format: Format,
    /// The variant every game plays.
    pub variant: Offer,
    /// The way every game is played: Sorry or Hurry, games played to win.
    pub mode: Mode,
}

impl Settings {
    /// The table every pairing plays at: two students.
    fn choice(&self) -> Choice {
        Choice {
            variant: self.variant.name.clone(),
            rules: self.variant.rules,
            mode: self.mode,
            players: Players::Students,
        }
    }

    /// What names the tournament.
    fn title(&self) -> Title {
        Title {
            format: self.format,
            variant: self.variant.name.clone(),
            mode: self.mode,
        }
    }
}

/// The tournament being played in the room.
pub(super) struct ClassTournament {
    cup: Tournament<String>,
    settings: Settings,
    /// The current round's games, in the order of its pairings.
    boards: Vec<Slot>,
}

/// One game of the current round, where it is played and the game that
/// counted for it.
struct Slot {
    pairing: Pairing<String>,
    /// The table it is played at; none for a game forfeited before it
    /// began.
    table: Option<TableId>,
    /// The game at that table that gave the result: the first to end
    /// there, the only one a tournament table plays.
    counted: Option<Counted>,
}

/// The room's tournament, if the teacher started one.
pub(super) type Shared = Arc<Mutex<Option<ClassTournament>>>;

/// Why the teacher's tournament request was refused, in the reader's
/// language.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TournamentRefusal {
    /// A tournament is under way: finish it first.
    Running,
    /// There is no tournament to go on with.
    None,
    /// The tournament cannot be set up as asked.
    Setup(SetupError<String>),
    /// The tournament cannot go on as it stands.
    Pairing(TournamentError<String>),
    /// Not enough tables are free for the round's games.
    Tables {
        /// Tables the round's games need.
        needed: usize,
        /// Tables the room has room for.
        free: usize,
    },
}

impl std::fmt::Display for TournamentRefusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let words = match self {
            TournamentRefusal::Running => tr!("console-refused-running"),
            TournamentRefusal::None => tr!("console-refused-none"),
            TournamentRefusal::Setup(why) => setup_words(why),
            TournamentRefusal::Pairing(why) => pairing_words(why),
            &TournamentRefusal::Tables { needed, free } => {
                tr!("console-refused-tables", needed = needed, free = free)
            }
        };
        f.write_str(&words)
    }
}

/// Why a tournament cannot be set up, in the reader's language.
fn setup_words(why: &SetupError<String>) -> String {
    match why {
        &SetupError::TooFewPlayers { count } => tr!("console-refused-too-few", count = count),
        &SetupError::TooManyPlayers { count, max } => {
            tr!("console-refused-too-many", count = count, max = max)
        }
        SetupError::DuplicatePlayer(name) => {
            tr!("console-refused-named-twice", name = name.as_str())
        }
        SetupError::NoRounds => tr!("console-refused-no-rounds"),
    }
}

/// Why a tournament cannot go on, in the reader's language.
fn pairing_words(why: &TournamentError<String>) -> String {
    match why {
        &TournamentError::RoundUnfinished { undecided } => {
            tr!("console-refused-unfinished", count = undecided)
        }
        TournamentError::AllRoundsPaired => tr!("console-refused-all-paired"),
        TournamentError::TooFewPlayersLeft => tr!("console-refused-too-few-left"),
        TournamentError::NoRound => tr!("console-refused-no-round"),
        TournamentError::NotInRound(pairing) => tr!(
            "console-refused-not-in-round",
            south = pairing.south.as_str(),
            north = pairing.north.as_str()
        ),
        TournamentError::Forfeited(pairing) => tr!(
            "console-refused-forfeited",
            south = pairing.south.as_str(),
            north = pairing.north.as_str()
        ),
        TournamentError::UnknownPlayer(name) => {
            tr!("console-refused-unknown", name = name.as_str())
        }
        TournamentError::AlreadyWithdrawn(name) => {
            tr!("console-refused-withdrawn", name = name.as_str())
        }
        TournamentError::NotWithdrawn(name) => {
            tr!("console-refused-not-withdrawn", name = name.as_str())
        }
    }
}

impl ClassTournament {
    fn standings(&self) -> Standings {
        let round = self.cup.current_round();
        let boards = round.map_or_else(Vec::new, |round| {
            let games = round.games();
            self.boards
                .iter()
                .enumerate()
                .map(|(at, slot)| Board {
                    table: slot.table,
                    pairing: slot.pairing.clone(),
                    // The boards are the round's games in order: looking
                    // each up among all of them made every lobby view of
                    // a big class cost the square of its boards.
                    outcome: match games.get(at) {
                        Some(game) if *game.pairing() == slot.pairing => game.outcome(),
                        _ => round.outcome(&slot.pairing),
                    },
                    counted: slot.counted.clone(),
                })
                .collect()
        });
        Standings {
            title: self.settings.title(),
            round: self.cup.rounds().len(),
            rounds: self.cup.total_rounds(),
            boards,
            bye: round.and_then(|r| r.bye().cloned()),
            table: self.cup.standings(),
            round_over: round.is_none_or(|r| r.is_complete()),
            finished: self.cup.is_finished(),
        }
    }

    /// Before a round is paired: a player away from the room forfeits it
    /// (withdrawn), and one who came back is paired again.
    fn take_the_roll(&mut self, present: &[String]) {
        // Each name's key once: a school's roll is a thousand names.
        let here: HashSet<String> = present.iter().map(|name| name_key(name)).collect();
        // The players whose presence no longer matches their standing.
        let changed: Vec<(String, bool)> = self
            .cup
            .entrants()
            .filter_map(|(player, withdrawn)| {
                let present = here.contains(&name_key(player));
                (present == withdrawn).then(|| (player.clone(), present))
            })
            .collect();
        for (player, here) in changed {
            if here && self.cup.rejoin(&player).is_ok() {
                tracing::info!(name = %player, "back in the tournament");
            } else if !here && self.cup.withdraw(&player).is_ok() {
                tracing::info!(name = %player, "away: withdrawn from the tournament");
            }
        }
    }

    /// The tournament as the journal keeps it.
    fn facts(&self) -> TournamentFacts {
        TournamentFacts {
            cup: self.cup.clone(),
            variant: self.settings.variant.name.clone(),
            rules: self.settings.variant.rules,
            mode: self.settings.mode,
            boards: self
                .boards
                .iter()
                .map(|slot| (slot.pairing.clone(), slot.table))
                .collect(),
        }
    }

    /// The player of the tournament called `name`, in any case.
    fn player(&self, name: &str) -> Option<String> {
        let players = self.cup.players();
        players.iter().find(|p| same_name(p, name)).cloned()
    }
}

/// Gives the tournament the result of `game`, if it is the game of one of
/// the current round's tables, and journals the standings; called by
/// every table's ended-game hook. What the game gives is [`Counted`]'s to
/// say; only the first game to end at a table counts.
pub(super) fn game_ended(shared: &Shared, game: &EndedGame, journal: Option<&JournalHook>) {
    let counted = game.counted();
    let Some(result) = counted.result() else {
        return;
    };
    let mut guard = lock(shared);
    let Some(class) = guard.as_mut() else { return };
    let round = class.cup.rounds().len();
    let slot = class
        .boards
        .iter_mut()
        .find(|s| s.table == Some(game.table));
    let Some(slot) = slot.filter(|_| counted.round == Some(round)) else {
        tracing::warn!(table = game.table, "a tournament game of a round gone by");
        return;
    };
    if slot.counted.is_some() {
        tracing::warn!(table = game.table, "a second game at a tournament table");
        return;
    }
    // A player sent out was withdrawn first: the tournament has their
    // forfeit already, which is what the game counts for.
    if counted.sent_out.is_none()
        && let Err(why) = class.cup.record(&slot.pairing, result)
    {
        tracing::info!(table = game.table, "not a tournament result: {why}");
        return;
    }
    tracing::info!(table = game.table, score = %game.score(), round, "tournament result");
    slot.counted = Some(counted);
    publish(class, journal);
}

/// Journals the tournament as it stands: `standings.csv` is written from
/// the journal.
fn publish(class: &ClassTournament, journal: Option<&JournalHook>) {
    if let Some(journal) = journal {
        journal(&Event::Tournament(class.facts()));
    }
}

fn lock(shared: &Shared) -> MutexGuard<'_, Option<ClassTournament>> {
    shared.lock().unwrap_or_else(|e| e.into_inner())
}

impl Room {
    /// Starts a tournament between the students `names` (seeded in that
    /// order) and pairs its first round.
    pub fn start_tournament(
        &self,
        settings: Settings,
        names: Vec<String>,
    ) -> Result<(), TournamentRefusal> {
        let cup = match settings.format {
            Format::RoundRobin => Tournament::round_robin(names),
            Format::Swiss { rounds } => Tournament::swiss(names, rounds),
        }
        .map_err(TournamentRefusal::Setup)?;
        {
            let mut guard = lock(&self.tournament);
            if guard.as_ref().is_some_and(|t| !t.cup.is_finished()) {
                return Err(TournamentRefusal::Running);
            }
            tracing::info!(
                format = ?settings.format,
                variant = %settings.variant.name,
                mode = settings.mode.name(),
                players = cup.players().len(),
                "tournament started"
            );
            *guard = Some(ClassTournament {
                cup,
                settings,
                boards: Vec::new(),
            });
        }
        self.next_round().map(|_| ())
    }

    /// Pairs the next round, once every game of the last is decided, and
    /// opens a table for each of its games; returns the round's number.
    pub fn next_round(&self) -> Result<usize, TournamentRefusal> {
        let (pairings, choice, round) = self.pair_round()?;
        let slots: Vec<Slot> = pairings
            .into_iter()
            .map(|(pairing, played)| {
                let table = played.then(|| self.open_pairing(&pairing, round, choice.clone()));
                Slot {
                    pairing,
                    table,
                    counted: None,
                }
            })
            .collect();
        let mut guard = lock(&self.tournament);
        let class = guard.as_mut().ok_or(TournamentRefusal::None)?;
        class.boards = slots;
        publish(class, self.journal.as_ref());
        drop(guard);
        tracing::info!(round, "tournament round paired");
        // The round first: a lobby woken by the change then finds its
        // view of the room too old to show.
        self.status.send_modify(|status| status.rounds += 1);
        self.lobby.send_modify(|v| *v += 1);
        Ok(round)
    }

    /// The tournament's rounds paired so far, as the class's status
    /// counts them.
    pub fn rounds_paired(&self) -> usize {
        self.status.borrow().rounds
    }

    /// Pairs the next round in the tournament; its pairings, each with
    /// whether it is to be played (a round robin forfeits a game with a
    /// player who left), the table every game plays, and the round's
    /// number.
    #[allow(clippy::type_complexity)]
    fn pair_round(
        &self,
    ) -> Result<(Vec<(Pairing<String>, bool)>, Choice, usize), TournamentRefusal> {
        let free = self.limits.tables.saturating_sub(self.summaries().len());
        let present = self.present();
        let mut guard = lock(&self.tournament);
        let class = guard.as_mut().ok_or(TournamentRefusal::None)?;
        class.take_the_roll(&present);
        let active = class.cup.entrants().filter(|&(_, out)| !out).count();
        if active / 2 > free {
            return Err(TournamentRefusal::Tables {
                needed: active / 2,
                free,
            });
        }
        let round = class
            .cup
            .pair_next_round()
            .map_err(TournamentRefusal::Pairing)?;
        let pairings = round
            .games()
            .iter()
            .map(|g| (g.pairing().clone(), g.outcome().is_none()))
            .collect();
        let number = class.cup.rounds().len();
        Ok((pairings, class.settings.choice(), number))
    }

    /// Opens the table for `pairing`, both seats kept for its players.
    fn open_pairing(&self, pairing: &Pairing<String>, round: usize, choice: Choice) -> TableId {
        let mut state = self.lock();
        let id = state.next_table;
        state.next_table += 1;
        tracing::info!(table = id, south = %pairing.south, north = %pairing.north, "tournament table opened");
        let seats = ByPlayer::new(pairing.south.clone(), pairing.north.clone());
        let (table, _) = self.new_table(id, choice, Opener::Pairing { seats, round });
        state.tables.insert(id, table);
        id
    }

    /// Ends the round: every game of it still going is stopped and decided
    /// by its stores, and its table closed.
    pub fn end_round(&self) -> Result<(), TournamentRefusal> {
        let tables: Vec<TableId> = {
            let guard = lock(&self.tournament);
            let class = guard.as_ref().ok_or(TournamentRefusal::None)?;
            class.boards.iter().filter_map(|slot| slot.table).collect()
        };
        for id in tables {
            // Closing hands an unfinished game to the hook, abandoned
            // with its stores, which decide it.
            self.close_table(id);
        }
        tracing::info!("tournament round ended");
        self.lobby.send_modify(|v| *v += 1);
        Ok(())
    }

    /// The tournament as the console and the lobbies show it.
    pub fn standings(&self) -> Option<Standings> {
        lock(&self.tournament)
            .as_ref()
            .map(ClassTournament::standings)
    }

    /// Withdraws the student `name` from the tournament, if they are in
    /// it: their game this round, if undecided, and the rounds they miss
    /// are forfeits.
    pub(super) fn withdraw_from_tournament(&self, name: &str) {
        let mut guard = lock(&self.tournament);
        let Some(class) = guard.as_mut() else { return };
        let Some(player) = class.player(name) else {
            return;
        };
        if class.cup.withdraw(&player).is_ok() {
            tracing::info!(name = %player, "withdrawn from the tournament");
            publish(class, self.journal.as_ref());
        }
    }

    /// The tournament as the journal brings it back, each game of its
    /// round that ended among `ended` counted for it as it was.
    pub(super) fn restore_tournament(&self, facts: &TournamentFacts, ended: &[EndedGame]) {
        let round = facts.cup.rounds().len();
        let counted = |table: Option<TableId>| {
            ended
                .iter()
                .find(|game| Some(game.table) == table && game.round == Some(round))
                .map(EndedGame::counted)
        };
        let boards = facts.boards.iter().map(|(pairing, table)| Slot {
            pairing: pairing.clone(),
            table: *table,
            counted: counted(*table),
        });
        let settings = Settings {
            format: facts.cup.format(),
            variant: Offer {
                name: facts.variant.clone(),
                rules: facts.rules,
            },
            mode: facts.mode,
        };
        *lock(&self.tournament) = Some(ClassTournament {
            cup: facts.cup.clone(),
            settings,
            boards: boards.collect(),
        });
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::engine::{Player, Rules};
    use crate::limits::Limits;
    use crate::record::Ending;
    use crate::room::{Entry, Menu};
    use crate::table::Phase;
    use wari_tournament::Side;

    fn kids() -> Offer {
        Room::kids()
    }

    /// The room's hook for ended games, each ending now.
    fn ended_hook(room: &Room) -> impl Fn(&EndedGame) {
        let hook = room.ended_hook();
        move |game| hook(game, std::time::SystemTime::now())
    }

    fn room() -> Arc<Room> {
        Room::new(
            Limits::default(),
            Menu {
                variants: vec![kids()],
            },
        )
    }

    fn settings(format: Format) -> Settings {
        Settings {
            format,
            variant: kids(),
            mode: Mode::Sorry,
        }
    }

    /// A room with these students in it, and a tournament between them.
    fn started(names: &[&str], format: Format) -> (Arc<Room>, Vec<Entry>) {
        let room = room();
        let entries = names.iter().map(|n| room.student(n)).collect();
        let names = names.iter().map(|n| n.to_string()).collect();
        room.start_tournament(settings(format), names)
            .expect("a tournament");
        (room, entries)
    }

    /// The game of the current round at `table` as if it ended with
    /// these stores.
    fn ended_with(room: &Room, table: TableId, south: u16, north: u16) -> EndedGame {
        let summary = room.summaries().into_iter().find(|t| t.id == table);
        let names = summary.expect("the table").names;
        let name = |p: Player| names[p].clone().unwrap_or_default();
        let names = ByPlayer::new(name(Player::South), name(Player::North));
        let round = room.standings().map(|s| s.round);
        abandoned(table, names, (south, north), round)
    }

    /// A kids-and-caboodles game at `table` between `names`, left
    /// unfinished with these stores, of that round.
    fn abandoned(
        table: TableId,
        names: ByPlayer<String>,
        (south, north): (u16, u16),
        round: Option<usize>,
    ) -> EndedGame {
        EndedGame {
            table,
            names,
            computer: ByPlayer::new(None, None),
            variant: "kids-and-caboodles".into(),
            rules: Rules::kids_and_caboodles(),
            mode: Mode::Sorry,
            first: Player::South,
            moves: Vec::new(),
            ending: Ending::Abandoned {
                stores: ByPlayer::new(south, north),
            },
            round,
            sent_out: None,
        }
    }

    fn points(standings: &Standings, name: &str) -> String {
        let line = standings.table.iter().find(|s| s.player == name);
        line.expect("a player").points.to_string()
    }

    #[tokio::test]
    async fn a_swiss_of_five_opens_two_tables_and_gives_a_bye() {
        let (room, _) = started(
            &["ama", "kofi", "esi", "yaw", "abena"],
            Format::Swiss { rounds: 3 },
        );
        let tables = room.summaries();
        assert_eq!(tables.len(), 2);
        for table in &tables {
            assert_eq!(table.phase, Phase::Playing, "both seats kept, South first");
            // Nobody has sat down yet: not away, only not come.
            assert_eq!(table.present, ByPlayer::new(true, true));
        }
        let standings = room.standings().expect("standings");
        assert_eq!((standings.round, standings.rounds), (1, 3));
        let bye = standings.bye.clone().expect("a bye");
        assert_eq!(points(&standings, &bye), "1", "a Swiss bye is a win");
        let board = &standings.boards[0];
        let seat = standings.seat_of(&board.pairing.south);
        assert_eq!(
            seat,
            Some((tables[0].id, Side::South, board.pairing.north.as_str()))
        );
    }

    #[tokio::test]
    async fn a_student_sits_in_the_seat_kept_for_them() {
        let (room, entries) = started(&["ama", "kofi"], Format::Swiss { rounds: 1 });
        let standings = room.standings().expect("standings");
        let (table, side, _) = standings.seat_of("kofi").expect("a table for kofi");
        let kofi = entries.iter().find(|e| e.name == "kofi").expect("kofi");
        let (_, role) = room.join(table, kofi, false).expect("a seat");
        let player = match side {
            Side::South => Player::South,
            Side::North => Player::North,
        };
        assert_eq!(role, crate::table::Role::Player(player));
    }

    #[tokio::test]
    async fn results_of_ended_games_move_the_standings() {
        let (room, _) = started(&["ama", "kofi", "esi", "yaw"], Format::Swiss { rounds: 2 });
        let standings = room.standings().expect("standings");
        let hook = ended_hook(&room);
        let first = standings.boards[0].clone();
        hook(&ended_with(&room, first.table.expect("a table"), 20, 12));
        let standings = room.standings().expect("standings");
        assert_eq!(points(&standings, &first.pairing.south), "1");
        assert_eq!(points(&standings, &first.pairing.north), "0");
        assert_eq!(standings.table[0].player, first.pairing.south);
        assert!(!standings.round_over);
        // A game of no tournament changes nothing.
        hook(&ended_with(
            &room,
            standings.boards[1].table.expect("a table"),
            3,
            3,
        ));
        assert!(room.standings().expect("standings").round_over);
        assert!(room.next_round().is_ok());
        hook(&EndedGame {
            table: 999,
            ..ended_with(&room, room.summaries()[0].id, 5, 0)
        });
        assert!(!room.standings().expect("standings").round_over);
    }

    #[tokio::test]
    async fn only_the_first_game_at_a_tournament_table_counts_and_every_screen_says_how() {
        let (room, _) = started(&["abena", "yaw"], Format::Swiss { rounds: 1 });
        let board = room.standings().expect("standings").boards[0].clone();
        let table = board.table.expect("a table");
        let hook = ended_hook(&room);
        // South beats North 25-23 (both names as the pairing has them).
        let (south, north) = (board.pairing.south.clone(), board.pairing.north.clone());
        hook(&ended_with(&room, table, 25, 23));
        // Whatever ends at that table later (a second game, or a teacher's
        // end of the round) leaves the result as it was.
        hook(&ended_with(&room, table, 0, 3));
        let standings = room.standings().expect("standings");
        assert_eq!(points(&standings, &south), "1");
        assert_eq!(points(&standings, &north), "0");
        // A game of a round gone by counts for nothing either.
        let mut stale = ended_with(&room, table, 0, 3);
        stale.round = Some(7);
        hook(&stale);
        assert_eq!(points(&room.standings().expect("standings"), &south), "1");
        // The Tournament tab and the summary say the counted game's words.
        let class = room.class();
        let mut console = crate::console::Console::default();
        for _ in 0..3 {
            console.key(crossterm::event::KeyCode::Tab.into(), &class);
        }
        let backend = ratatui::backend::TestBackend::new(200, 60);
        let mut terminal = ratatui::Terminal::new(backend).expect("a test terminal");
        terminal
            .draw(|f| console.view(f, &class))
            .expect("drawing into memory");
        let tab = terminal.backend().to_string();
        let counted = format!("left unfinished at 25-23: {south} takes the point by the stores");
        let line = format!("{south} (South) – {north}, {counted}");
        assert!(tab.contains(&line), "{tab}");
        let summary = crate::console::lesson_summary(&class);
        let line = format!("{south} v {north}: {counted} (0 moves)");
        assert!(summary.contains(&line), "{summary}");
    }

    #[tokio::test]
    async fn ending_a_round_decides_an_unfinished_game_by_its_stores_and_closes_its_table() {
        let (room, _) = started(&["ama", "kofi", "esi", "yaw"], Format::Swiss { rounds: 2 });
        let unfinished = room.next_round();
        assert_eq!(
            unfinished,
            Err(TournamentRefusal::Pairing(
                TournamentError::RoundUnfinished { undecided: 2 }
            ))
        );
        assert_eq!(
            unfinished.map_err(|why| why.to_string()),
            Err("The round has 2 games without a result.".into())
        );
        room.end_round().expect("a round to end");
        assert!(room.summaries().is_empty(), "the round's tables closed");
        let standings = room.standings().expect("standings");
        assert!(standings.round_over);
        // Nothing was sown: the stores are level, so each game is a draw.
        for line in &standings.table {
            assert_eq!((line.points.to_string(), line.draws), ("0.5".into(), 1));
        }
        assert_eq!(room.next_round(), Ok(2));
    }

    #[tokio::test]
    async fn a_student_away_when_a_round_is_paired_forfeits_it_and_plays_again_once_back() {
        let (room, entries) = started(&["ama", "kofi", "esi", "yaw"], Format::Swiss { rounds: 3 });
        let board = room.standings().expect("standings").boards[0].clone();
        let leaver = board.pairing.north.clone();
        let session = entries.iter().find(|e| e.name == leaver).expect("in");
        // A dropped connection is not a forfeit: the game can go on.
        room.exit(session.session);
        let standings = room.standings().expect("standings");
        assert!(standings.seat_of(&leaver).is_some(), "{leaver}'s seat kept");
        assert!(!standings.table.iter().any(|s| s.withdrawn));
        room.end_round().expect("a round to end");
        // Still away as round 2 is paired: out of it, and not the bye.
        room.next_round().expect("round 2");
        let standings = room.standings().expect("standings");
        assert!(standings.seat_of(&leaver).is_none());
        assert_ne!(standings.bye.as_deref(), Some(leaver.as_str()));
        let line = standings.table.iter().find(|s| s.player == leaver);
        assert!(line.expect("listed").withdrawn);
        // Back before round 3: paired again; the missed round scored
        // nothing (round 1, stopped unsown, was a draw).
        room.student(&leaver);
        room.end_round().expect("a round to end");
        room.next_round().expect("round 3");
        let standings = room.standings().expect("standings");
        let line = standings.table.iter().find(|s| s.player == leaver);
        let line = line.expect("listed");
        assert!(!line.withdrawn);
        assert_eq!(line.points.to_string(), "0.5");
        let in_round = standings.boards.iter().any(|b| b.pairing.has(&leaver));
        assert!(in_round || standings.bye.as_deref() == Some(leaver.as_str()));
    }

    #[tokio::test]
    async fn a_student_sent_out_forfeits() {
        let (room, _) = started(&["ama", "kofi"], Format::Swiss { rounds: 1 });
        assert!(room.remove("kofi"));
        let standings = room.standings().expect("standings");
        assert_eq!(points(&standings, "ama"), "1");
        assert!(standings.round_over);
        // The game it ended counts as the forfeit, wherever it is told:
        // not as a result of its level stores.
        let words = "kofi was sent out: ama takes the point";
        let counted = standings.boards[0].counted.as_ref().map(Counted::words);
        assert_eq!(counted.as_deref(), Some(words));
        let class = room.class();
        assert_eq!(class.ended[0].result(), words);
        let column = class.ended[0].game.column();
        let ama_south = standings.boards[0].pairing.south == "ama";
        assert_eq!(
            column,
            if ama_south {
                "round 1: 1-0"
            } else {
                "round 1: 0-1"
            }
        );
    }

    #[tokio::test]
    async fn a_student_sent_out_away_from_their_table_closes_it_with_the_reason() {
        let (room, entries) = started(&["ama", "kofi"], Format::Swiss { rounds: 1 });
        let table = room.summaries()[0].id;
        let ama = entries.iter().find(|e| e.name == "ama").expect("ama");
        let (seated, _) = room.join(table, ama, false).expect("ama's seat");
        // kofi never sat down; his seat is kept until he is sent out.
        assert!(room.remove("kofi"));
        let words = seated.closing_words().expect("closed with a reason");
        assert!(words.contains("kofi was sent out"), "{words}");
        assert_eq!(points(&room.standings().expect("standings"), "ama"), "1");
    }

    #[tokio::test]
    async fn a_round_robin_of_four_pairs_everyone_once_over_three_rounds() {
        let (room, _) = started(&["ama", "kofi", "esi", "yaw"], Format::RoundRobin);
        let mut met = BTreeSet::new();
        for round in 1..=3 {
            let standings = room.standings().expect("standings");
            assert_eq!((standings.round, standings.rounds), (round, 3));
            assert_eq!(room.summaries().len(), 2);
            for board in &standings.boards {
                let mut pair = [board.pairing.south.clone(), board.pairing.north.clone()];
                pair.sort();
                assert!(met.insert(pair), "a pair met twice");
            }
            room.end_round().expect("a round to end");
            if round < 3 {
                room.next_round().expect("the next round");
            }
        }
        assert_eq!(met.len(), 6, "every pair once");
        assert!(room.standings().expect("standings").finished);
        assert!(room.next_round().is_err());
    }

    #[tokio::test]
    async fn the_tournament_is_journaled_after_every_change() {
        let events: Arc<Mutex<Vec<Event>>> = Arc::default();
        let kept = events.clone();
        let room =
            crate::room::journaling_into(move |e| kept.lock().expect("events").push(e.clone()));
        for name in ["ama", "kofi", "esi"] {
            room.student(name);
        }
        let names = ["ama", "kofi", "esi"].map(String::from).to_vec();
        room.start_tournament(settings(Format::Swiss { rounds: 1 }), names)
            .expect("a tournament");
        room.end_round().expect("a round to end");
        let events = events.lock().expect("events");
        let snapshots: Vec<&TournamentFacts> = events
            .iter()
            .filter_map(|e| match e {
                Event::Tournament(facts) => Some(facts),
                _ => None,
            })
            .collect();
        assert_eq!(snapshots.len(), 2, "once paired, once decided");
        let last = snapshots.last().expect("a snapshot");
        assert!(last.cup.is_finished());
        assert_eq!(
            Some(last.cup.standings()),
            room.standings().map(|s| s.table)
        );
    }

    #[tokio::test]
    async fn a_second_tournament_waits_for_the_first_to_finish() {
        let (room, _) = started(&["ama", "kofi"], Format::Swiss { rounds: 1 });
        let again = room.start_tournament(
            settings(Format::RoundRobin),
            vec!["ama".into(), "kofi".into()],
        );
        assert_eq!(again, Err(TournamentRefusal::Running));
        room.end_round().expect("a round to end");
        let names = vec!["ama".into(), "kofi".into()];
        assert!(
            room.start_tournament(settings(Format::RoundRobin), names)
                .is_ok()
        );
        let one = room.start_tournament(settings(Format::RoundRobin), vec!["ama".into()]);
        assert!(matches!(one, Err(TournamentRefusal::Setup(_))));
    }

    fn drawn(draw: impl FnOnce(&mut ratatui::Frame)) -> String {
        let backend = ratatui::backend::TestBackend::new(80, 24);
        let mut terminal = ratatui::Terminal::new(backend).expect("a test terminal");
        terminal.draw(draw).expect("drawing into memory");
        terminal.backend().to_string()
    }

    #[tokio::test]
    async fn the_lobby_tells_a_player_their_table_and_shows_the_standings() {
        let (room, _) = started(&["ama", "kofi", "esi"], Format::Swiss { rounds: 2 });
        let standings = room.standings().expect("standings");
        let board = standings.boards[0].clone();
        let table = board.table.expect("a table");
        let seen = |name: &str| crate::lobby::Seen {
            name: name.into(),
            room: crate::lobby::Lobbies::default().view(&room),
            reviewable: None,
        };
        let lobby = crate::lobby::Lobby::default();
        let south = drawn(|f| lobby.view(f, &seen(&board.pairing.south)));
        let words = format!(
            "Round 1: you play table {table} as South (you start) against {}",
            board.pairing.north
        );
        assert!(south.contains(&words), "{south}");
        assert!(!south.contains("sit back down"), "{south}");
        assert!(south.contains("Buchholz"), "{south}");
        let bye = standings.bye.expect("a bye");
        let resting = drawn(|f| lobby.view(f, &seen(&bye)));
        assert!(
            resting.contains("Round 1: you rest this round."),
            "{resting}"
        );
        // Once over, the last round says nothing; the standings are final.
        room.end_round().expect("round 1");
        room.next_round().expect("round 2");
        room.end_round().expect("round 2");
        let over = drawn(|f| lobby.view(f, &seen(&bye)));
        assert!(!over.contains("Round 2"), "{over}");
        assert!(over.contains("Final standings · Swiss, 2 rounds"), "{over}");
    }

    #[tokio::test]
    async fn the_round_line_says_south_starts_only_before_the_first_move() {
        let (room, entries) = started(&["ama", "kofi"], Format::Swiss { rounds: 1 });
        let board = room.standings().expect("standings").boards[0].clone();
        let south = entries
            .iter()
            .find(|e| e.name == board.pairing.south)
            .expect("South");
        let (table, _) = room
            .join(board.table.expect("a table"), south, false)
            .expect("South's seat");
        let seen = |room: &Room| crate::lobby::Seen {
            name: south.name.clone(),
            room: crate::lobby::Lobbies::default().view(room),
            reviewable: None,
        };
        let lobby = crate::lobby::Lobby::default();
        let before = drawn(|f| lobby.view(f, &seen(&room)));
        assert!(before.contains("as South (you start) against"), "{before}");
        let three = crossterm::event::KeyEvent::from(crossterm::event::KeyCode::Char('3'));
        assert_eq!(table.press(south.session, three).note, None);
        let after = drawn(|f| lobby.view(f, &seen(&room)));
        assert!(after.contains("as South against"), "{after}");
        assert!(!after.contains("(you start)"), "{after}");
    }

    #[tokio::test]
    async fn the_consoles_tournament_tab_shows_the_round_and_the_standings() {
        let (room, _) = started(&["ama", "kofi", "esi", "yaw"], Format::RoundRobin);
        let mut console = crate::console::Console::default();
        let class = room.class();
        for _ in 0..3 {
            console.key(crossterm::event::KeyCode::Tab.into(), &class);
        }
        let screen = drawn(|f| console.view(f, &class));
        assert!(
            screen.contains("Round robin · kids-and-caboodles · Sorry · round 1 of 3"),
            "{screen}"
        );
        assert!(screen.contains("(South)"), "{screen}");
        assert!(screen.contains("Buchholz"), "{screen}");
        assert!(screen.contains("e end round"), "{screen}");
    }
}
