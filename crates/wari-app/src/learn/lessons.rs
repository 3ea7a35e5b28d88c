//! The lessons, in the order they are taught. Every board here was worked
//! out by hand from RULES.md, and the tests play every answer through the
//! engine under every game the lesson is offered in.

use super::lesson::{Lesson, Needs, Page};
use super::{Exercise, Goal};

/// The start of a game, South to move.
const START: &str = "4 4 4 4 4 4 / 4 4 4 4 4 4 / 0 0 / s";

/// Every lesson, first to last.
pub const LESSONS: &[Lesson] = &[
    Lesson {
        key: "sowing",
        title: "Sowing: where the seeds go",
        needs: Needs::Nothing,
        pages: &[
            Page::Text(
                "Wari is a game for two. The board has two rows of six pits. You \
                 are Ama: your row is the bottom one. Kofi's row is the top one. \
                 Each of you has a store for the seeds you win.",
            ),
            Page::Text(
                "On your turn, pick one of your pits that has seeds. Take all of \
                 its seeds out. Then drop them one at a time into the pits that \
                 come next: one seed in each pit.",
            ),
            Page::Text(
                "The seeds always go the same way round: along your row to the \
                 right, up to Kofi's row and along it to the left, then down to \
                 your row again.",
            ),
            Page::Text(
                "Your pits are called A to F, from your left. Kofi's are a to f, \
                 from his left: he sits across from you, so his a is at the top \
                 right, just above your F.",
            ),
        ],
        exercises: &[
            Exercise {
                task: "Make your last seed land in Kofi's a.",
                diagram: START,
                goal: Goal::LastSeedIn('a'),
                pointer: "A pit with 4 seeds reaches 4 pits further on. Count 4 \
                          steps back from Kofi's a.",
                answer: 'C',
            },
            Exercise {
                task: "Make your last seed land in Kofi's c.",
                diagram: START,
                goal: Goal::LastSeedIn('c'),
                pointer: "Kofi's c is the third pit of his row. Count 4 steps back \
                          from it.",
                answer: 'E',
            },
        ],
    },
    Lesson {
        key: "going-round",
        title: "Big pits go all the way round",
        needs: Needs::Nothing,
        pages: &[
            Page::Text(
                "A pit with 12 seeds or more has enough to go all the way round \
                 the board and come back.",
            ),
            Page::Text(
                "When the seeds come back to the pit they were taken from, they \
                 skip it: that pit stays empty, and the seed goes into the next \
                 pit instead.",
            ),
        ],
        exercises: &[Exercise {
            task: "Make your last seed land in Kofi's b.",
            diagram: "1 1 1 1 14 1 / 4 4 4 4 4 4 / 0 0 / s",
            goal: Goal::LastSeedIn('b'),
            pointer: "Only a big pit reaches that far. Count its seeds all the way \
                      round, and skip the pit they came from.",
            answer: 'E',
        }],
    },
    Lesson {
        key: "capture",
        title: "Capturing 2 or 3 seeds",
        needs: Needs::Nothing,
        pages: &[
            Page::Text(
                "Look where your last seed falls. If it falls in one of Kofi's \
                 pits, and that pit now has exactly 2 or 3 seeds, you capture \
                 them: they go into your store.",
            ),
            Page::Text(
                "If the last seed falls in your own row, or Kofi's pit ends up \
                 with 1 seed, or 4 or more, nothing is captured.",
            ),
            Page::Text("At the end of the game, the fuller store wins."),
        ],
        exercises: &[
            Exercise {
                task: "Capture 3 seeds in one move.",
                diagram: "4 4 4 5 4 4 / 4 4 2 4 4 4 / 0 0 / s",
                goal: Goal::CaptureAtLeast(3),
                pointer: "Kofi's c has 2 seeds: one more makes 3. Try the pit \
                          whose last seed lands in Kofi's c.",
                answer: 'D',
            },
            Exercise {
                task: "Capture 2 seeds in one move.",
                diagram: "4 4 4 4 4 4 / 1 4 4 4 4 4 / 0 0 / s",
                goal: Goal::CaptureAtLeast(2),
                pointer: "Kofi's a has 1 seed: one more makes 2. Try the pit whose \
                          last seed lands in Kofi's a.",
                answer: 'C',
            },
        ],
    },
    Lesson {
        key: "chain",
        title: "A chain of captures",
        needs: Needs::Nothing,
        pages: &[
            Page::Text(
                "After a capture, look at the pit just before it: the one your \
                 seeds passed through before the last one. If it is Kofi's too, \
                 and has 2 or 3 seeds, you capture those as well.",
            ),
            Page::Text(
                "Keep going back, pit by pit, as long as each one is Kofi's and \
                 has 2 or 3 seeds. That is a chain, and it can win a lot of \
                 seeds at once.",
            ),
        ],
        exercises: &[Exercise {
            task: "Capture from 3 of Kofi's pits in one move.",
            diagram: "4 4 4 5 4 4 / 1 1 2 4 4 4 / 0 0 / s",
            goal: Goal::CaptureFromPits(3),
            pointer: "Kofi's a and b have 1 seed and c has 2. Find a move that \
                      drops a seed in each of them and ends in c.",
            answer: 'D',
        }],
    },
    Lesson {
        key: "chain-stops",
        title: "What stops a chain",
        needs: Needs::Nothing,
        pages: &[
            Page::Text(
                "A chain stops at the first pit that does not have 2 or 3 seeds: \
                 a pit with none, with 1, or with 4 or more.",
            ),
            Page::Text(
                "A chain also stops when it gets back to your own row: you never \
                 capture from your own pits.",
            ),
        ],
        exercises: &[Exercise {
            task: "Capture 4 seeds in one move.",
            diagram: "0 0 0 0 3 4 / 1 1 3 1 0 0 / 17 18 / s",
            goal: Goal::CaptureAtLeast(4),
            pointer: "A chain through Kofi's c stops there: it would have 4. Find \
                      a move that ends before c.",
            answer: 'E',
        }],
    },
    Lesson {
        key: "feeding",
        title: "Feeding Kofi",
        needs: Needs::Nothing,
        pages: &[
            Page::Text(
                "If Kofi has no seeds at all on his row when it is your turn, you \
                 must give him some. Only a pit whose seeds reach his row may be \
                 played.",
            ),
            Page::Text(
                "Your F needs just 1 seed to reach Kofi. A pit further to your \
                 left needs more: E needs 2, D needs 3, and A needs 6.",
            ),
        ],
        exercises: &[Exercise {
            task: "Kofi has no seeds. Give him some.",
            diagram: "1 1 0 0 1 1 / 0 0 0 0 0 0 / 22 22 / s",
            goal: Goal::Feed,
            pointer: "A pit with 1 seed only reaches the next pit. Which of your \
                      pits is next to Kofi's row?",
            answer: 'F',
        }],
    },
    Lesson {
        key: "grand-slam",
        title: "Taking every seed: the grand slam",
        needs: Needs::GrandSlamRule,
        pages: &[
            Page::Text(
                "Sometimes one move could capture every seed on Kofi's row. That \
                 is called a grand slam.",
            ),
            Page::GrandSlam,
        ],
        exercises: &[Exercise {
            task: "Capture some seeds, but leave Kofi some too.",
            diagram: "0 0 0 3 0 2 / 1 1 0 0 0 0 / 20 21 / s",
            goal: Goal::CaptureAtLeast(2),
            pointer: "F would reach every seed Kofi has: a grand slam. Look for \
                      a smaller capture.",
            answer: 'D',
        }],
    },
    Lesson {
        key: "majority",
        title: "25 seeds win",
        needs: Needs::Majority,
        pages: &[
            Page::Text(
                "In this game, the moment your store holds more than half of the \
                 48 seeds, that is 25 or more, you have won, right away.",
            ),
            Page::Text("If both stores end with 24 seeds, it is a draw."),
        ],
        exercises: &[Exercise {
            task: "Win the game in one move.",
            diagram: "0 0 1 0 2 1 / 1 0 2 1 1 1 / 23 15 / s",
            goal: Goal::Win,
            pointer: "Your store has 23. Capture 2 more and you have 25.",
            answer: 'F',
        }],
    },
    Lesson {
        key: "ending",
        title: "How the game ends",
        needs: Needs::Nothing,
        pages: &[
            Page::Majority,
            Page::Text(
                "If it is your turn and you cannot move, the game is over. Then \
                 each player puts the seeds left on their own row into their own \
                 store.",
            ),
            Page::Text(
                "If the seeds go round and round and the board comes back to \
                 just how it was before, the game is going in circles. It ends \
                 the same way: each player keeps the seeds on their own row.",
            ),
            Page::Text("Then count the stores: the fuller one wins."),
        ],
        // F's seed makes 2 in Kofi's a: Ama takes them, 23 + 2 = 25, and her
        // row is empty. Kofi's d and e hold a seed each, which cannot reach
        // it, so he cannot move: the game ends 25 to 21 + 2 (RULES.md 3.3).
        // Where 25 seeds end the game, it ends a moment sooner (3.1).
        exercises: &[Exercise {
            task: "You have one pit left. Play it to win, and see how the game \
                   ends.",
            diagram: "0 0 0 0 0 1 / 1 0 0 1 1 0 / 23 21 / s",
            goal: Goal::Win,
            pointer: "Look for the pit that still has seeds, and where its \
                      last seed falls.",
            answer: 'F',
        }],
    },
    Lesson {
        key: "modes",
        title: "Three ways to play",
        needs: Needs::Nothing,
        pages: &[
            Page::Text(
                "Sorry Wari: you play against each other. Try to end with more \
                 seeds in your store than the other player. A hint shows the \
                 move that captures the most.",
            ),
            Page::Text(
                "Win-Win Wari: you play together! The aim is for both stores to \
                 end with the same number of seeds. Then you have both won.",
            ),
            Page::Text(
                "Hurry Wari: no time to think! Each turn has a short countdown, \
                 and when it runs out a move is made for you. You can hurry in \
                 Sorry Wari or in Win-Win Wari.",
            ),
        ],
        exercises: &[],
    },
];
