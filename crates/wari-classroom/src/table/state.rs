//! The table as a pure state machine, in the shape of the app's own
//! `update`: [`TableAction`]s in, [`Note`]s out, no lock, clock, thread or
//! socket inside. Time arrives as [`TableAction::Tick`]; the computer's
//! searches go out as [`Note::Search`] and their answers come back as
//! [`TableAction::Searched`]. The shell in `table/mod.rs` holds the lock,
//! the clock and the thinker.

use std::collections::{BTreeMap, BTreeSet};
use std::time::Duration;

use ratatui::Frame;

use crate::app::{self, Action, App, BoardView, Offer, Perspective, SearchAnswer, Seating, Setup};
use crate::engine::{ByPlayer, Player};
use crate::look::Look;
use crate::search::Level;
use crate::seat_names;
use crate::setup::{Goal, PlayerKind, TEACHER};

pub use super::action::{Note, TableAction};
use wari_words::tr;

use super::board_keys::{TABLE, TOURNAMENT};
use super::notice::Notice;
use super::refusal::Refusal;
use super::seat::{Role, Seat, SessionId};
use super::{Choice, Phase, Summary, TableId};
use crate::counted::Counted;
use crate::game::EndedGame;
use crate::game::Players;
use crate::journal::KeptGame;

/// A question one player answers with `y` before it happens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Ask {
    /// Offer the other player to end the game here?
    OfferEnd,
    /// Leave the game in progress, which abandons it?
    Leave,
}

/// One classroom table: its seats, its people and its game.
#[derive(Debug)]
pub struct TableState {
    pub(super) id: TableId,
    pub(super) choice: Choice,
    pub(super) seats: ByPlayer<Option<Seat>>,
    /// Who opened the table: at a demo, the student who runs it.
    pub(super) opener: String,
    /// The sessions running the demo: its opener, and the teacher.
    pub(super) hosts: BTreeSet<SessionId>,
    pub(super) spectators: BTreeSet<SessionId>,
    pub(super) game: Option<App>,
    /// The question each player must answer first, by session.
    pub(super) asking: BTreeMap<SessionId, Ask>,
    /// What everyone at the table should read: a drop-out, an offer.
    pub(super) notice: Option<Notice>,
    /// Each student's own view of the game: their size, cursor and hint.
    pub(super) views: BTreeMap<SessionId, BoardView>,
    /// How long the seats of players who are both away are kept.
    pub(super) keep: Duration,
    /// How long they have been away so far.
    pub(super) away: Duration,
    /// Whether this game's end has been told.
    pub(super) reported: bool,
    /// The ticket of the search asked for, if any.
    pub(super) searching: Option<u64>,
    /// Drives the games' randomness: Hurry's random moves, the easy
    /// computer's mistakes.
    pub(super) seed: u64,
    /// Whether the teacher has paused the class: no time passes here.
    pub(super) class_paused: bool,
    /// The computer's moves found while the class was paused.
    pub(super) held: Vec<SearchAnswer>,
    /// Whether the teacher has closed the table.
    pub(super) closed: bool,
    /// The class tournament's round this table plays a game of; `None`
    /// at a friendly table.
    pub(super) round: Option<usize>,
    /// The player the teacher sent out, which closed the table.
    pub(super) sent_out: Option<Player>,
    /// The seats of a tournament's pairing whose players have not sat
    /// down at the table yet: not away, only not come.
    pub(super) awaited: ByPlayer<bool>,
}

impl TableState {
    /// A table opened by `who` (called `name`): with a classmate to come,
    /// they sit South and wait; against the computer the game starts at
    /// once; at a demo they run it. Seats of players who are both away are
    /// kept for `keep`.
    pub fn open(
        id: TableId,
        choice: Choice,
        who: SessionId,
        name: &str,
        keep: Duration,
        seed: u64,
    ) -> (TableState, Vec<Note>) {
        let mut table = TableState::empty(id, choice, name, keep, seed);
        let role = table.seat_opener(who, name);
        let mut notes = vec![Note::Entered { who, role }];
        table.start_if_full(Player::South, &mut notes);
        table.follow_search(&mut notes);
        (table, notes)
    }

    /// A table the class tournament opens for a pairing: both seats kept
    /// for its players by name, as for players who stepped away, so the
    /// game (South first) waits, its clock still, until both sit down from
    /// the lobby; and, like any game whose players all stay away, is
    /// abandoned if neither comes within `keep`.
    pub fn open_pairing(
        id: TableId,
        choice: Choice,
        (names, round): (&ByPlayer<String>, usize),
        keep: Duration,
        seed: u64,
    ) -> (TableState, Vec<Note>) {
        let mut table = TableState::empty(id, choice, TEACHER, keep, seed);
        table.round = Some(round);
        let kept = |p: Player| Some(Seat::kept_for(&names[p]));
        table.seats = ByPlayer::new(kept(Player::South), kept(Player::North));
        table.awaited = ByPlayer::new(true, true);
        let mut notes = Vec::new();
        table.start_if_full(Player::South, &mut notes);
        (table, notes)
    }

    /// A table the journal brings back after the server stopped without
    /// closing it: its game at its last move, and the students' seats
    /// kept for them by name, as for players who stepped away, so its
    /// clock waits until they sit down again.
    pub fn resumed(
        id: TableId,
        choice: Choice,
        (kept, round): (&KeptGame, Option<usize>),
        keep: Duration,
        seed: u64,
    ) -> TableState {
        let mut table = TableState::empty(id, choice, TEACHER, keep, seed);
        table.round = round;
        let players = table.choice.players;
        let seat = |p: Player| {
            let name = &kept.names[p];
            Some(match players {
                Players::Computer { side, level } if side == p => Seat::computer(name, level),
                Players::Demo(level) => Seat::computer(name, level),
                _ => Seat::kept_for(name),
            })
        };
        table.seats = ByPlayer::new(seat(Player::South), seat(Player::North));
        if let Some(setup) = table.setup(kept.first) {
            let moves = kept.moves.iter().map(|m| m.number());
            table.begin(App::replayed(setup, Look::default(), table.seed, moves));
        }
        table
    }

    fn empty(id: TableId, choice: Choice, opener: &str, keep: Duration, seed: u64) -> TableState {
        TableState {
            id,
            seats: ByPlayer::new(None, None),
            opener: opener.to_owned(),
            hosts: BTreeSet::new(),
            spectators: BTreeSet::new(),
            game: None,
            asking: BTreeMap::new(),
            notice: None,
            views: BTreeMap::new(),
            keep,
            away: Duration::ZERO,
            reported: false,
            searching: None,
            seed,
            choice,
            class_paused: false,
            held: Vec::new(),
            closed: false,
            round: None,
            sent_out: None,
            awaited: ByPlayer::new(false, false),
        }
    }

    fn seat_opener(&mut self, who: SessionId, name: &str) -> Role {
        let student = Some(Seat::student(name, who));
        match self.choice.players {
            Players::Students => {
                self.seats[Player::South] = student;
                Role::Player(Player::South)
            }
            Players::Computer { side, level } => {
                // Named in the words of the student who opened the table.
                self.seats[side] = Some(Seat::computer(&seat_names::computer_name(), level));
                self.seats[!side] = student;
                Role::Player(!side)
            }
            Players::Demo(level) => {
                // Named as the computer, by side: the record and the
                // results say a computer played, and which side.
                let seat = |p| Some(Seat::computer(&seat_names::computer_side_name(p), level));
                self.seats = ByPlayer::new(seat(Player::South), seat(Player::North));
                self.hosts.insert(who);
                Role::Host
            }
        }
    }

    /// Applies `action`; returns what the shell must do or pass on.
    pub fn update(&mut self, action: TableAction) -> Vec<Note> {
        let before = self.summary();
        let mut notes = Vec::new();
        match action {
            TableAction::Sit { who, name, teacher } => self.sit(who, &name, teacher, &mut notes),
            TableAction::Watch { who } => {
                self.spectators.insert(who);
                notes.push(Note::Entered {
                    who,
                    role: Role::Spectator,
                });
            }
            TableAction::Key { who, action } => {
                if !self.refused_in_pause(who, &action, &mut notes) {
                    self.key(who, action, &mut notes);
                }
            }
            TableAction::Click { who, .. } if self.class_paused => {
                notes.push(Note::Refused {
                    who,
                    why: Refusal::ClassPaused,
                });
            }
            TableAction::Click {
                who,
                size,
                column,
                row,
            } => self.click(who, size, column, row, &mut notes),
            TableAction::Drop { who } => self.drop_out(who),
            TableAction::SendOut { who } => self.send_out(who, &mut notes),
            TableAction::SendOutAway { name } => self.send_out_away(&name),
            TableAction::Tick(_) if self.class_paused => {}
            TableAction::Tick(dt) => self.tick(dt),
            TableAction::Searched(answer) if self.class_paused => self.hold(answer),
            TableAction::Searched(answer) => {
                self.play(|game| {
                    app::update(game, Action::Searched(answer));
                });
                // A hint's deeper look may have changed the words.
                self.share_hint();
            }
            TableAction::PauseClass(paused) => self.pause_class(paused),
            TableAction::Close => self.close(),
        }
        self.report_end(&mut notes);
        self.follow_search(&mut notes);
        if self.summary() != before {
            notes.push(Note::LobbyChanged);
        }
        notes
    }

    /// Starts a game between the two seats, `first` to move, once both
    /// are filled.
    pub(super) fn start_if_full(&mut self, first: Player, notes: &mut Vec<Note>) {
        let Some(setup) = self.setup(first) else {
            return;
        };
        let names = ByPlayer::new(
            setup.seats[Player::South].name.clone(),
            setup.seats[Player::North].name.clone(),
        );
        self.begin(App::new(setup, Look::default(), self.seed));
        notes.push(Note::Started { names, first });
    }

    /// A game between the two seats, `first` to move; `None` while a seat
    /// is empty.
    fn setup(&mut self, first: Player) -> Option<Setup> {
        let (Some(south), Some(north)) = (&self.seats[Player::South], &self.seats[Player::North])
        else {
            return None;
        };
        let mut setup = Setup::new(self.choice.variant.clone(), self.choice.rules);
        setup.seats = ByPlayer::new(south.app_seat(), north.app_seat());
        setup.mode = self.choice.mode;
        setup.first = first;
        setup.unfinished = Counted::rule(self.round);
        self.seed = self.seed.wrapping_add(1);
        Some(setup)
    }

    /// Plays `game` at the table. Only the player to move steers the
    /// cursor or clicks, on their own screen, where their row is at the
    /// bottom.
    fn begin(&mut self, game: App) {
        let keys = if self.round.is_some() {
            &TOURNAMENT
        } else {
            &TABLE
        };
        self.game = Some(game.seated(Seating::OwnScreens, keys));
        self.new_game_began();
    }

    /// Clears what the table kept for the last game.
    pub(super) fn new_game_began(&mut self) {
        self.asking.clear();
        self.reported = false;
        self.away = Duration::ZERO;
    }

    /// Does `change` to the game, if there is one, as the player to move
    /// sees it (the only one whose keys reach the game: their cursor, their
    /// hint, their size), and then what a move by anyone means at the
    /// table: the last announcement is stale, and an offer to end lapsed.
    pub(super) fn play<R>(&mut self, change: impl FnOnce(&mut App) -> R) -> Option<R> {
        let mover = self.mover_session();
        let facing = facing(mover.and_then(|who| self.role(who)));
        let game = self.game.as_mut()?;
        let (plies, offered) = (game.played().len(), game.offer());
        let result = match mover {
            Some(who) => {
                let view = self
                    .views
                    .entry(who)
                    .or_insert_with(|| game.another_view(facing));
                game.through(view, change)
            }
            None => change(game),
        };
        if game.played().len() != plies {
            self.moved(offered);
        }
        Some(result)
    }

    /// A move was played, with `offered` waiting before it. It answers the
    /// last announcement (only an empty seat's notice stays), and an offer
    /// to end lapses with it.
    fn moved(&mut self, offered: Option<Offer>) {
        if self.everyone_here() {
            self.notice = None;
        }
        if let Some(Offer::End { by }) = offered {
            self.notice = Some(Notice::OfferLapsed { by: self.name(by) });
        }
    }

    /// The session of the student to move, if one is at the table.
    fn mover_session(&self) -> Option<SessionId> {
        let player = self.to_move()?;
        self.seats[player].as_ref()?.session()
    }

    /// In a game played together the hint on the mover's board is for
    /// everyone at the table: partners, and watchers learning from them.
    /// In a game played to win it stays the asker's own.
    pub(super) fn share_hint(&mut self) {
        if self.choice.mode.goal() != Goal::Cooperate {
            return;
        }
        let Some(mover) = self.mover_session() else {
            return;
        };
        let Some(shown) = self.views.get(&mover).cloned() else {
            return;
        };
        for who in self.sessions_here().into_iter().filter(|&who| who != mover) {
            self.through_view_of(who, |app| app.show_hint_of(&shown));
        }
    }

    /// Draws the game for `who` as their own view shows it, at the size
    /// of their screen: a player sees their own row at the bottom, anyone
    /// else the side they turned the board to. `false` when there is no
    /// game yet.
    pub fn draw_for(&mut self, who: SessionId, frame: &mut Frame) -> bool {
        let size = frame.area().as_size();
        self.through_view_of(who, |game| {
            let (width, height) = (size.width, size.height);
            app::update(game, Action::Resize { width, height });
            app::view(game, frame);
        })
        .is_some()
    }

    /// Whether `who` reads the help over the game.
    pub fn shows_help_to(&self, who: SessionId) -> bool {
        self.views.get(&who).is_some_and(BoardView::shows_help)
    }

    /// Whether the board `who` sees shows a hint.
    pub fn shows_hint_to(&mut self, who: SessionId) -> bool {
        self.through_view_of(who, |game| game.shows_hint()) == Some(true)
    }

    /// Every session at the table: its players, its demo's hosts, and
    /// those watching.
    fn sessions_here(&self) -> Vec<SessionId> {
        let players = Player::ALL
            .into_iter()
            .filter_map(|p| self.seats[p].as_ref()?.session());
        players
            .chain(self.hosts.iter().copied())
            .chain(self.spectators.iter().copied())
            .collect()
    }

    /// `f` on the game as `who`'s own view shows it.
    pub(super) fn through_view_of<R>(
        &mut self,
        who: SessionId,
        f: impl FnOnce(&mut App) -> R,
    ) -> Option<R> {
        let facing = facing(self.role(who));
        let game = self.game.as_mut()?;
        let view = self
            .views
            .entry(who)
            .or_insert_with(|| game.another_view(facing));
        Some(game.through(view, f))
    }

    /// Tells the game's end once: for the log and the archive.
    fn report_end(&mut self, notes: &mut Vec<Note>) {
        if self.reported {
            return;
        }
        let Some(game) = &self.game else { return };
        let Some(ending) = game.ending() else {
            return;
        };
        self.reported = true;
        let setup = game.setup();
        let computer = self.levels();
        notes.push(Note::Ended(Box::new(EndedGame {
            table: self.id,
            names: ByPlayer::new(
                setup.seats[Player::South].name.clone(),
                setup.seats[Player::North].name.clone(),
            ),
            computer,
            variant: setup.variant.clone(),
            rules: setup.rules,
            mode: setup.mode,
            first: setup.first,
            moves: game.played().iter().map(|p| p.report.played()).collect(),
            ending,
            round: self.round,
            sent_out: self.sent_out,
        })));
    }

    /// Asks for the search the game wants now, or stops the last one.
    fn follow_search(&mut self, notes: &mut Vec<Note>) {
        let wanted = self.game.as_ref().and_then(App::search_request);
        let ticket = wanted.as_ref().map(|r| r.ticket);
        if ticket == self.searching {
            return;
        }
        self.searching = ticket;
        notes.push(wanted.map_or(Note::StopSearch, Note::Search));
    }

    /// How long until the table needs time: the game's animation,
    /// countdown or computer while everyone is here, or the end of the
    /// time the seats of absent players are kept. `None` while nothing
    /// moves by itself.
    pub fn next_tick(&self) -> Option<Duration> {
        if self.class_paused {
            return None;
        }
        let game = self.game.as_ref()?;
        if self.everyone_here() {
            return game.next_tick();
        }
        self.all_players_away()
            .then(|| self.keep.saturating_sub(self.away))
    }

    /// The board now, once a game has started.
    pub fn position(&self) -> Option<crate::engine::Position> {
        Some(*self.game.as_ref()?.game().position())
    }

    /// What the table is doing.
    pub fn phase(&self) -> Phase {
        match &self.game {
            None => Phase::Waiting,
            Some(game) if game.is_over() => Phase::Finished,
            Some(_) => Phase::Playing,
        }
    }

    /// The lobby's line for this table.
    pub fn summary(&self) -> Summary {
        let names = |p: Player| self.seats[p].as_ref().map(|s| s.name().to_owned());
        Summary {
            id: self.id,
            phase: self.phase(),
            names: ByPlayer::new(names(Player::South), names(Player::North)),
            present: ByPlayer::new(self.not_away(Player::South), self.not_away(Player::North)),
            choice: self.choice.clone(),
            levels: self.levels(),
            spectators: self.spectators.len(),
            result: self.result(),
            begun: self.game.as_ref().is_some_and(|g| !g.played().is_empty()),
        }
    }

    /// The computer's level at each seat it plays: the game's own, which
    /// a demo's host changes with 1 and 2, else (before a game starts) the
    /// level the seat was opened with.
    pub fn levels(&self) -> ByPlayer<Option<Level>> {
        let level = |p: Player| match &self.game {
            Some(game) => match game.setup().seats[p].kind {
                PlayerKind::Computer(level) => Some(level),
                PlayerKind::Human => None,
            },
            None => self.seats[p].as_ref().and_then(Seat::level),
        };
        ByPlayer::new(level(Player::South), level(Player::North))
    }

    /// How `who` takes part, if it is at this table.
    pub fn role(&self, who: SessionId) -> Option<Role> {
        self.roles()
            .find(|&(session, _)| session == who)
            .map(|(_, role)| role)
    }

    /// Everyone at the table with how they take part: the spectators,
    /// the hosts, then the players. A session listed twice is the first
    /// of these.
    pub fn roles(&self) -> impl Iterator<Item = (SessionId, Role)> + '_ {
        let spectators = self.spectators.iter().map(|&s| (s, Role::Spectator));
        let hosts = self.hosts.iter().map(|&s| (s, Role::Host));
        let players = Player::ALL.into_iter().filter_map(|p| {
            let session = self.seats[p].as_ref().and_then(Seat::session)?;
            Some((session, Role::Player(p)))
        });
        spectators.chain(hosts).chain(players)
    }

    /// Whether nobody is at the table, and nothing is kept for anyone: the
    /// room closes it.
    pub fn is_deserted(&self) -> bool {
        // A game waits for its students; the teacher's demo plays on for
        // the class, watched or not, until the teacher closes it.
        let kept = self.phase() == Phase::Playing && (self.has_students() || self.teachers_demo());
        self.spectators.is_empty()
            && self.hosts.is_empty()
            && Player::ALL.into_iter().all(|p| !self.present_student(p))
            && !kept
    }

    /// The line for `who` at the bottom of their screen, in their words:
    /// the question they must answer, else the table's notice.
    pub fn line_for(&self, who: SessionId) -> Option<String> {
        if self.shows_help_to(who) {
            return Some(tr!("table-help-keys"));
        }
        self.prompt(who)
            .or_else(|| self.notice.as_ref().map(Notice::to_string))
    }

    /// The class tournament's round this table plays a game of.
    pub fn round(&self) -> Option<usize> {
        self.round
    }

    /// The table's notice, which everyone there reads.
    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }

    /// What the table plays.
    pub fn choice(&self) -> &Choice {
        &self.choice
    }

    /// The seat to move in a game still going.
    pub fn to_move(&self) -> Option<Player> {
        let game = self.game.as_ref().filter(|g| !g.is_over())?;
        Some(game.game().position().to_move())
    }

    /// Whether the demo played here is paused.
    pub fn paused(&self) -> bool {
        self.game.as_ref().is_some_and(App::paused)
    }

    /// The name at `player`'s seat; empty for an empty seat, which no
    /// notice or refusal names.
    pub(super) fn name(&self, player: Player) -> String {
        self.seats[player]
            .as_ref()
            .map_or_else(String::new, |s| s.name().to_owned())
    }

    pub(super) fn present(&self, player: Player) -> bool {
        self.seats[player].as_ref().is_some_and(Seat::here)
    }

    /// Whether `player`'s seat is not one left: its player is here, or
    /// has not come to the table yet.
    fn not_away(&self, player: Player) -> bool {
        self.present(player) || self.awaited[player]
    }

    fn present_student(&self, player: Player) -> bool {
        self.seats[player]
            .as_ref()
            .is_some_and(|s| s.session().is_some())
    }

    pub(super) fn computer_plays(&self, player: Player) -> bool {
        matches!(self.seats[player], Some(Seat::Computer { .. }))
    }

    pub(super) fn everyone_here(&self) -> bool {
        Player::ALL.into_iter().all(|p| self.present(p))
    }

    /// Whether this is a demo the teacher opened.
    fn teachers_demo(&self) -> bool {
        matches!(self.choice.players, Players::Demo(_)) && self.opener == TEACHER
    }

    fn has_students(&self) -> bool {
        Player::ALL
            .into_iter()
            .any(|p| matches!(self.seats[p], Some(Seat::Student { .. })))
    }

    /// Whether every student seat is empty, in a game still going: the
    /// seats are kept, for a time.
    pub(super) fn all_players_away(&self) -> bool {
        self.phase() == Phase::Playing
            && self.has_students()
            && Player::ALL.into_iter().all(|p| !self.present_student(p))
    }
}

impl TableState {
    /// Once the game is over: its result, for the lobby to word.
    fn result(&self) -> Option<Counted> {
        let game = self.game.as_ref()?;
        let ending = game.ending()?;
        let seats = &game.setup().seats;
        Some(Counted {
            ending,
            names: ByPlayer::new(
                seats[Player::South].name.clone(),
                seats[Player::North].name.clone(),
            ),
            goal: game.setup().mode.goal(),
            round: self.round,
            sent_out: self.sent_out,
        })
    }
}

/// Which way a new view of the game at a table faces: a player's own row
/// at the bottom, always; anyone else's South row first, until they turn
/// the board.
fn facing(role: Option<Role>) -> Perspective {
    match role {
        Some(Role::Player(player)) => Perspective::Seat(player),
        _ => Perspective::SOUTH,
    }
}
