//! What a board says to whoever reads it, kept as what it means until it
//! is drawn: a hint, a refusal or news is a value of its own, worded by
//! its `Display` in the language of whoever reads it then, so that the
//! same board reads in French to one student and in Dutch to another.

use std::fmt;

use super::{Done, Hint, Message, News, Refusal};

/// The line under one view's board, as the game keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// A hint for the player to move.
    Hint(Hint),
    /// Why the board would not do what a key asked.
    Refusal(Refusal),
    /// What the game itself announced.
    News(News),
    /// What a player's key did: a save, a move taken back.
    Done(Done),
}

impl Said {
    /// Whether it is a hint waiting for the search's deeper look.
    pub fn waiting(&self) -> bool {
        matches!(self, Said::Hint(hint) if hint.waiting())
    }

    /// Whether it turns something down, and so must stand out.
    pub fn refuses(&self) -> bool {
        matches!(self, Said::Refusal(_))
    }

    /// The line as the view draws it.
    pub fn message(&self) -> Message {
        Message {
            text: self.to_string(),
            refusal: self.refuses(),
            pending: self.waiting(),
        }
    }
}

impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Said::Hint(hint) => hint.fmt(f),
            Said::Refusal(refusal) => refusal.fmt(f),
            Said::News(news) => news.fmt(f),
            Said::Done(done) => done.fmt(f),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use wari_words::{Lang, reader};

    use super::super::advice::{Better, But, Capture, Lead, Side, Why};
    use super::super::hint::{Advice, Perfect, Search, Thumb};
    use super::super::narrate::EndPreview;
    use super::*;
    use crate::engine::{ByPlayer, Diagram, Player, Position, Rules};
    use crate::search::{Level, PerfectPlay};
    use crate::setup::{Goal, Seat};

    /// The words a reader of the pseudo-language sees plain: every word
    /// of the catalog's is accented there, so these came from elsewhere.
    fn plain_words(said: &Said) -> Vec<String> {
        let text = reader::reading(Lang::pseudo(), || said.message().text);
        let words = text.split(|c: char| !c.is_ascii_alphabetic());
        // Names, pits' letters, keys and a file, which are no words of
        // the catalog's.
        let theirs = ["Ama", "Kofi", "Space", "wari", "load", "game", "toml"];
        words
            .filter(|word| word.len() > 1 && !theirs.contains(word))
            .map(str::to_owned)
            .collect()
    }

    /// Why Ama's (South's) move `number` at `diagram` is refused.
    fn refused(diagram: &str, number: usize) -> Said {
        let diagram: Diagram = diagram.parse().expect("a diagram");
        let position = diagram.position(Rules::default()).expect("a position");
        let error = position.parse_move(number).expect_err("an illegal move");
        Said::Refusal(Refusal::Illegal {
            error,
            seats: ByPlayer::new(Seat::human("Ama"), Seat::human("Kofi")),
            mover: Player::South,
            pits: 6,
        })
    }

    fn hint(advice: Advice) -> Said {
        let to = Some("Ama".to_owned());
        Said::Hint(Hint {
            to,
            advice,
            level: None,
        })
    }

    fn better(now: u16, but: Option<But>) -> Said {
        let why = Why::Compete { now, but };
        let better = Better {
            better: 'E',
            worse: 'F',
            them: "Kofi".to_owned(),
            why,
        };
        hint(Advice::Better {
            better,
            perfect: None,
        })
    }

    #[test]
    fn every_word_the_board_says_comes_from_the_catalog() {
        let name = || "Kofi".to_owned();
        let position = Position::start(Rules::default(), Player::South);
        let capture = || Capture {
            seeds: 5,
            pits: vec!['c', 'd'],
        };
        let perfect = Perfect {
            play: PerfectPlay {
                left: 9,
                won: 7,
                stores: ByPlayer::new(27, 21),
            },
            you: Player::South,
            majority_ends: false,
        };
        let thumb = Thumb {
            pit: 'E',
            goal: Goal::Compete,
            score: 3,
        };
        let said = [
            refused("4 4 4 4 4 4 / 4 4 4 4 4 4 / 0 0 / s", 7),
            refused("0 4 4 4 4 4 / 4 4 4 4 4 4 / 0 4 / s", 1),
            refused("1 1 0 0 1 1 / 0 0 0 0 0 0 / 22 22 / s", 1),
            Said::Refusal(Refusal::NotYourPit { name: name() }),
            Said::Refusal(Refusal::NothingToTakeBack),
            Said::Refusal(Refusal::NothingToPlayAgain),
            Said::Refusal(Refusal::NoHints),
            Said::Refusal(Refusal::NoSpeed),
            Said::Refusal(Refusal::DemoPlays),
            Said::Refusal(Refusal::DemoCannotStop),
            Said::Refusal(Refusal::Thinking { name: name() }),
            Said::Refusal(Refusal::OfferOnYourTurn { name: name() }),
            Said::Refusal(Refusal::ComputerBehind {
                name: name(),
                mine: 20,
                theirs: 28,
            }),
            Said::Refusal(Refusal::ComputerApart {
                name: name(),
                apart: 4,
            }),
            Said::Refusal(Refusal::GameOver { reviews: true }),
            Said::News(News::TimeUp { name: name() }),
            Said::News(News::Level {
                name: name(),
                level: Level::Medium,
            }),
            Said::News(News::SeedStep(Duration::from_millis(125))),
            Said::News(News::ComputerAgrees { name: name() }),
            Said::News(News::PartnersAgree {
                offerer: "Ama".to_owned(),
                partner: name(),
                preview: EndPreview::of(&position, ByPlayer::new("Ama", "Kofi"), Goal::Cooperate),
            }),
            Said::Done(Done::Saved {
                file: "game.toml".to_owned(),
            }),
            Said::Done(Done::TookBack(vec![("Ama".to_owned(), 'C'), (name(), 'd')])),
            Said::Done(Done::Reopened),
            Said::Done(Done::PlaysOn { name: name() }),
            hint(Advice::Thumb {
                thumb,
                search: Search::Agrees(Some(perfect)),
            }),
            better(0, None),
            better(
                3,
                Some(But::Ends(Some(Lead {
                    theirs: 26,
                    yours: 5,
                }))),
            ),
            better(3, Some(But::Ends(None))),
            better(
                0,
                Some(But::TheyTake {
                    soon: true,
                    capture: capture(),
                }),
            ),
            better(
                0,
                Some(But::YouTake {
                    soon: false,
                    capture: capture(),
                }),
            ),
            better(3, None),
        ];
        for said in &said {
            assert_eq!(plain_words(said), Vec::<String>::new(), "{said}");
        }
    }

    #[test]
    fn a_refusal_kept_on_the_board_is_read_in_each_readers_language() {
        let said = refused("0 4 4 4 4 4 / 4 4 4 4 4 4 / 0 4 / s", 1);
        let read = |code| {
            let lang = Lang::from_code(code).expect("a language");
            reader::reading(lang, || said.message().text)
        };
        assert_eq!(read("en"), "A is empty: play B, C, D, E or F.");
        assert_eq!(
            read("fr"),
            "La case A est vide\u{a0}: joue B, C, D, E ou F."
        );
        assert_eq!(read("nl"), "Putje A is leeg: speel B, C, D, E of F.");
    }

    #[test]
    fn the_words_for_playing_together_come_from_the_catalog_too() {
        let apart = |why| {
            hint(Advice::Better {
                better: Better {
                    better: 'C',
                    worse: 'A',
                    them: "Kofi".to_owned(),
                    why,
                },
                perfect: None,
            })
        };
        let capture = Capture {
            seeds: 3,
            pits: vec!['B'],
        };
        let said = [
            apart(Why::EndsApart(6)),
            apart(Why::PullsApart {
                by: Side::Them,
                capture,
                gap: 2,
            }),
            apart(Why::Closer),
        ];
        for said in &said {
            assert_eq!(plain_words(said), Vec::<String>::new(), "{said}");
        }
    }

    #[test]
    fn the_seeds_left_to_win_are_counted_in_each_languages_plural() {
        let told = |code, won, left| {
            let perfect = Perfect {
                play: PerfectPlay {
                    left,
                    won,
                    stores: ByPlayer::new(20 + won, 28 - won),
                },
                you: Player::South,
                majority_ends: false,
            };
            let lang = Lang::from_code(code).expect("a language");
            reader::reading(lang, || perfect.to_string())
        };
        assert_eq!(
            told("fr", 1, 4),
            "Tu peux encore gagner 1 graine sur 4\u{a0}: avec un jeu parfait, ça finit à 21-27."
        );
        assert_eq!(
            told("fr", 0, 1),
            "Tu ne peux plus gagner la dernière graine\u{a0}: avec un jeu parfait, ça finit à 20-28."
        );
        assert_eq!(
            told("nl", 3, 4),
            "Je kunt nog 3 van de laatste 4 zaadjes winnen: met perfect spel eindigt het op 23-25."
        );
    }
}
