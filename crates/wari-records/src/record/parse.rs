//! Reading a record: the tags into a [`Header`] and a start, then the moves
//! replayed one by one, then the result checked against the game.

use std::num::NonZeroU64;

use super::auale;
use super::error::{At, ErrorKind, RecordError};
use super::lex::{self, ResultToken, Spanned, Token};
use super::{Comment, Finish, Header, Record, Tag, UNKNOWN_DATE};
use crate::engine::{
    ByPlayer, Diagram, Game, Move, MoveList, Named, Player, Position, RawRules, Rules, RulesError,
};
use crate::setup::{HURRY_SECONDS, Mode, PlayerKind, Seat, hurry_seconds};

/// The tags wari reads itself; any other is kept as a [`Tag`].
pub(super) const KNOWN_TAGS: [&str; 19] = [
    "Event",
    "Date",
    "South",
    "North",
    "Result",
    "Variant",
    "WariVariant",
    "PitsPerSide",
    "SeedsPerPit",
    "GrandSlam",
    "MajorityEnds",
    "Mode",
    "HurrySeconds",
    "First",
    "SouthPlays",
    "NorthPlays",
    "Position",
    "FEN",
    "Termination",
];

/// The tags as read, with where each stands.
struct Tags(Vec<(At, String, String)>);

impl Tags {
    fn get(&self, name: &str) -> Option<(At, &str)> {
        self.0
            .iter()
            .find(|(_, n, _)| n == name)
            .map(|(at, _, value)| (*at, value.as_str()))
    }

    fn text(&self, name: &str, default: &str) -> String {
        self.get(name).map_or(default, |(_, v)| v).to_owned()
    }

    /// The value of `name` read by `read`, or `default` when absent; a
    /// value `read` refuses is an error at the tag.
    fn read<T>(
        &self,
        name: &'static str,
        default: T,
        expected: &str,
        read: impl Fn(&str) -> Option<T>,
    ) -> Result<T, RecordError> {
        let Some((at, value)) = self.get(name) else {
            return Ok(default);
        };
        read(value).ok_or_else(|| RecordError {
            at,
            kind: ErrorKind::TagValue {
                tag: name,
                value: value.to_owned(),
                expected: expected.to_owned(),
            },
        })
    }
}

impl Tags {
    /// The value of `name` read as one of `T`'s names, or `default`.
    fn named<T: Named>(&self, name: &'static str, default: T) -> Result<T, RecordError> {
        self.read(name, default, &T::list(), |v| T::from_name(v).ok())
    }
}

/// The moves and result as read, before the result is checked.
struct Movetext {
    moves: Vec<Move>,
    comments: Vec<Comment>,
    result: Option<(At, ResultToken)>,
}

type Tokens = std::iter::Peekable<std::vec::IntoIter<Spanned>>;

pub(super) fn record(text: &str) -> Result<Record, RecordError> {
    let mut tokens = lex::tokens(text)?.into_iter().peekable();
    let (tags, comments) = tags(&mut tokens)?;
    let header = header(&tags)?;
    let start = start(&tags)?;
    let mut game = Game::from_position(start);
    let movetext = movetext(tokens, &mut game, comments)?;
    let stated = match movetext.result {
        Some(stated) => {
            check_result_tag(&tags, stated.1)?;
            Some(stated)
        }
        None => result_tag(&tags)?,
    };
    let finish = finish(&tags, &mut game, stated)?;
    Ok(Record {
        header,
        start,
        moves: movetext.moves,
        comments: movetext.comments,
        finish,
        game,
    })
}

/// The tags up to the first move, and the comments among them.
fn tags(tokens: &mut Tokens) -> Result<(Tags, Vec<Comment>), RecordError> {
    let mut tags = Tags(Vec::new());
    let mut comments = Vec::new();
    while let Some(Spanned { at, token }) =
        tokens.next_if(|s| matches!(s.token, Token::Tag { .. } | Token::Comment(_)))
    {
        match token {
            Token::Tag { name, value } => {
                if tags.get(&name).is_some() {
                    return Err(RecordError {
                        at,
                        kind: ErrorKind::DuplicateTag(name),
                    });
                }
                tags.0.push((at, name, value));
            }
            Token::Comment(text) => comments.push(Comment { after: 0, text }),
            _ => unreachable!("next_if took only tags and comments"),
        }
    }
    Ok((tags, comments))
}

/// The moves, played on `game` as they are read, their numbers checked,
/// the comments among them and the result that ends them.
fn movetext(
    tokens: Tokens,
    game: &mut Game,
    comments: Vec<Comment>,
) -> Result<Movetext, RecordError> {
    let mut text = Movetext {
        moves: Vec::new(),
        comments,
        result: None,
    };
    for Spanned { at, token } in tokens {
        let error = |kind| Err(RecordError { at, kind });
        match token {
            Token::Comment(comment) => text.comments.push(Comment {
                after: text.moves.len(),
                text: comment,
            }),
            _ if text.result.is_some() => return error(ErrorKind::AfterResult),
            Token::Tag { name, .. } => return error(ErrorKind::LateTag(name)),
            Token::MoveNumber(found) => {
                let expected = text.moves.len() / 2 + 1;
                if found != expected as u64 {
                    return error(ErrorKind::MoveNumber { expected, found });
                }
            }
            Token::Move { letter, capture } => {
                let m = play(game, letter, capture).map_err(|kind| RecordError { at, kind })?;
                text.moves.push(m);
            }
            Token::Result(token) => text.result = Some((at, token)),
        }
    }
    Ok(text)
}

/// The legal moves as letters, for messages: "A C D".
pub(super) fn letters(legal: MoveList, position: &Position) -> String {
    let n = position.rules().pits_per_side();
    let letters: Vec<String> = legal
        .iter()
        .map(|m| position.pit_of(m).label(n).to_string())
        .collect();
    if letters.is_empty() {
        "none".to_owned()
    } else {
        letters.join(" ")
    }
}

/// Plays the move `letter` names, checking a written `+N`. wari writes
/// there what the move captured; Aualé what the mover's store gained, which
/// on a move that ends the game by a sweep (RULES.md 3.2, 3.3) counts the
/// seeds swept in from the mover's row too. Either is taken.
fn play(game: &mut Game, letter: char, capture: Option<u64>) -> Result<Move, ErrorKind> {
    let position = *game.position();
    let n = position.rules().pits_per_side();
    let mover = position.to_move();
    let legal = letters(game.legal_moves(), &position);
    let (owner, offset) = match letter {
        'A'..='Z' => (Player::South, letter as usize - 'A' as usize),
        _ => (Player::North, letter as usize - 'a' as usize),
    };
    if offset >= n {
        return Err(ErrorKind::NoSuchPit {
            letter,
            mover,
            legal,
        });
    }
    if owner != mover {
        return Err(ErrorKind::NotYourTurn {
            letter,
            owner,
            mover,
            legal,
        });
    }
    let m = Move::new(offset + 1).expect("offset < n <= 12");
    let report = game.play(m).map_err(|error| ErrorKind::Illegal {
        letter,
        error,
        legal,
    })?;
    let actual = report.capture().total();
    let gain = game.position().stores()[mover] - position.stores()[mover];
    match capture {
        Some(written) if written != u64::from(actual) && written != u64::from(gain) => {
            Err(ErrorKind::Capture {
                letter,
                written,
                actual,
                with_sweep: (gain != actual).then_some(gain),
            })
        }
        _ => Ok(m),
    }
}

/// Everything but the rules and the start.
fn header(tags: &Tags) -> Result<Header, RecordError> {
    let seat = |name_tag: &'static str, plays_tag: &'static str, default: &str| {
        Ok::<Seat, RecordError>(Seat {
            name: tags.text(name_tag, default),
            kind: tags.read(
                plays_tag,
                PlayerKind::Human,
                "\"human\" or \"computer:LEVEL\" (easy, medium or hard)",
                |v| PlayerKind::parse(v).and_then(Result::ok),
            )?,
        })
    };
    let date = tags.text("Date", UNKNOWN_DATE);
    let date = if date == auale::UNKNOWN {
        UNKNOWN_DATE.to_owned()
    } else {
        date
    };
    Ok(Header {
        event: tags.text("Event", "?"),
        date,
        seats: ByPlayer::new(
            seat("South", "SouthPlays", "South")?,
            seat("North", "NorthPlays", "North")?,
        ),
        variant: tags.text("WariVariant", &tags.text("Variant", "kids-and-caboodles")),
        mode: tags.named("Mode", Mode::Sorry)?,
        hurry_seconds: tags.read(
            "HurrySeconds",
            NonZeroU64::new(5).expect("5 is not zero"),
            &format!(
                "a whole number of seconds from {} to {}",
                HURRY_SECONDS.start(),
                HURRY_SECONDS.end()
            ),
            |v| v.parse().ok().and_then(|s| hurry_seconds(s).ok()),
        )?,
        extra: tags
            .0
            .iter()
            .filter_map(|(_, name, value)| Tag::new(name.as_str(), value.as_str()))
            .collect(),
    })
}

/// The rules, from the knob tags. A record without them has the default
/// knobs, except one of Aualé's, whose `Variant` names Oware Abapa: those
/// are Warri Society's knobs (a grand slam captures nothing, 25 win).
fn rules(tags: &Tags) -> Result<Rules, RecordError> {
    let knobs = ["PitsPerSide", "SeedsPerPit", "GrandSlam", "MajorityEnds"];
    let abapa = tags
        .get("Variant")
        .is_some_and(|(_, v)| auale::names_abapa(v));
    let default = if abapa && knobs.iter().all(|k| tags.get(k).is_none()) {
        auale::rules()
    } else {
        Rules::default()
    };
    let default = RawRules::from(default);
    let whole = "a whole number";
    let raw = RawRules {
        pits_per_side: tags.read("PitsPerSide", default.pits_per_side, whole, |v| {
            v.parse().ok()
        })?,
        seeds_per_pit: tags.read("SeedsPerPit", default.seeds_per_pit, whole, |v| {
            v.parse().ok()
        })?,
        grand_slam: tags.named("GrandSlam", default.grand_slam)?,
        majority_ends: tags.read(
            "MajorityEnds",
            default.majority_ends,
            "true or false",
            |v| v.parse().ok(),
        )?,
    };
    Rules::try_from(raw).map_err(|error| {
        let tag = match error {
            RulesError::PitsPerSide(_) => "PitsPerSide",
            RulesError::SeedsPerPit(_) => "SeedsPerPit",
        };
        RecordError {
            at: tags
                .get(tag)
                .map_or(At { line: 1, column: 1 }, |(at, _)| at),
            kind: ErrorKind::Rules(error),
        }
    })
}

/// The position before the first move: `[Position]` (or Aualé's `[FEN]`),
/// else the start of the rules with `[First]` to move.
fn start(tags: &Tags) -> Result<Position, RecordError> {
    let rules = rules(tags)?;
    let first = tags.read("First", None, &Player::list(), |v| v.parse().ok().map(Some))?;
    let diagram = match (tags.get("Position"), tags.get("FEN")) {
        (Some(_), Some((at, _))) => {
            return Err(RecordError {
                at,
                kind: ErrorKind::DuplicateTag("Position (as FEN)".to_owned()),
            });
        }
        (Some((at, text)), None) => Some((at, text.parse::<Diagram>())),
        (None, Some((at, text))) => Some((at, auale::from_fen(text).parse::<Diagram>())),
        (None, None) => None,
    };
    let Some((at, diagram)) = diagram else {
        return Ok(Position::start(rules, first.unwrap_or(Player::South)));
    };
    let error = |kind| RecordError { at, kind };
    let diagram = diagram.map_err(|e| error(ErrorKind::Diagram(e)))?;
    let position = diagram
        .position(rules)
        .map_err(|e| error(ErrorKind::Setup(e)))?;
    match first {
        Some(first) if first != position.to_move() => Err(error(ErrorKind::FirstDisagrees {
            first,
            to_move: position.to_move(),
        })),
        _ => Ok(position),
    }
}

/// The `[Result]` tag, when the moves end with no result token.
fn result_tag(tags: &Tags) -> Result<Option<(At, ResultToken)>, RecordError> {
    let Some((at, value)) = tags.get("Result") else {
        return Ok(None);
    };
    if value == "?" {
        return Ok(None);
    }
    match lex::tokens(value).ok().as_deref() {
        Some(
            [
                Spanned {
                    token: Token::Result(token),
                    ..
                },
            ],
        ) => Ok(Some((at, *token))),
        _ => Err(RecordError {
            at,
            kind: ErrorKind::TagValue {
                tag: "Result",
                value: value.to_owned(),
                expected: "* or the final stores, as in 26-22".to_owned(),
            },
        }),
    }
}

/// The `[Result]` tag, if any, must say what the result token says.
fn check_result_tag(tags: &Tags, token: ResultToken) -> Result<(), RecordError> {
    match result_tag(tags)? {
        Some((at, tag)) if tag != token => Err(RecordError {
            at,
            kind: ErrorKind::Result {
                written: written(tag),
                actual: format!("the result token says {}", written(token)),
            },
        }),
        _ => Ok(()),
    }
}

fn stores_token(stores: ByPlayer<u16>) -> ResultToken {
    ResultToken::Stores(stores.south().into(), stores.north().into())
}

fn written(token: ResultToken) -> String {
    match token {
        ResultToken::Unfinished => "*".to_owned(),
        ResultToken::Stores(south, north) => format!("{south}-{north}"),
    }
}

/// How the game finished, from the moves, the stated result and
/// `[Termination]`: stores stated where the moves leave the game going
/// mean the players agreed to end it there. A record that states no
/// result is taken at its moves' word.
fn finish(
    tags: &Tags,
    game: &mut Game,
    stated: Option<(At, ResultToken)>,
) -> Result<Finish, RecordError> {
    let termination = tags.get("Termination");
    let (at, token) = match (stated, game.outcome()) {
        (Some(stated), _) => stated,
        (None, Some(outcome)) => (At { line: 1, column: 1 }, stores_token(outcome.stores())),
        (None, None) => (At { line: 1, column: 1 }, ResultToken::Unfinished),
    };
    let abandoned = termination.is_some_and(|(_, v)| v == "abandoned");
    let mismatch = |actual: String| RecordError {
        at,
        kind: ErrorKind::Result {
            written: written(token),
            actual,
        },
    };
    let finish = match (game.outcome(), token) {
        (Some(outcome), _) => {
            let stores = outcome.stores();
            if token != stores_token(stores) {
                return Err(mismatch(format!(
                    "the moves end the game {}-{} ({})",
                    stores.south(),
                    stores.north(),
                    outcome.reason()
                )));
            }
            Finish::Moves
        }
        (None, ResultToken::Unfinished) if abandoned => Finish::Abandoned,
        (None, ResultToken::Unfinished) => Finish::Moves,
        (None, ResultToken::Stores(..)) => {
            let stores = game.agree_to_end().stores();
            if token != stores_token(stores) {
                return Err(mismatch(format!(
                    "the game is not over; ended by agreement it would be {}-{}",
                    stores.south(),
                    stores.north()
                )));
            }
            Finish::Agreement
        }
    };
    let said = super::termination(finish, game);
    match termination {
        Some((at, value)) if Some(value) != said => Err(RecordError {
            at,
            kind: ErrorKind::TagValue {
                tag: "Termination",
                value: value.to_owned(),
                expected: said.map_or("no [Termination]: the game is not over".to_owned(), |s| {
                    format!("{s:?}, as the moves and the result say")
                }),
            },
        }),
        _ => Ok(finish),
    }
}
