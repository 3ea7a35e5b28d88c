//! The lessons, in the order they are taught. Every board here was worked
//! out by hand from RULES.md, and the tests play every answer through the
//! engine under every game the lesson is offered in.

use super::lesson::{Lesson, Needs, Page};
use super::words::{Words, n, pit};
use super::{Exercise, Goal};

/// The pits a side of every exercise's board.
pub const BOARD_PITS: usize = 6;

/// The start of a game, South to move.
const START: &str = "4 4 4 4 4 4 / 4 4 4 4 4 4 / 0 0 / s";

/// The seeds a pit must end with to be captured (RULES.md 2.2).
const CAPTURED: &[(&str, super::words::Arg)] = &[n("low", 2), n("high", 3)];

/// The seeds it may not end with: one, and four or more.
const NOT_CAPTURED: &[(&str, super::words::Arg)] = &[n("too_few", 1), n("too_many", 4)];

/// Every lesson, first to last.
pub const LESSONS: &[Lesson] = &[
    Lesson {
        key: "sowing",
        title: "Sowing: where the seeds go",
        heading: Words::new("lesson-sowing-title"),
        needs: Needs::Nothing,
        pages: &[
            Page::Text(Words::new("lesson-sowing-page-1")),
            Page::Text(Words::new("lesson-sowing-page-2")),
            Page::Text(Words::new("lesson-sowing-page-3")),
            Page::Text(Words::with(
                "lesson-sowing-page-4",
                &[
                    pit("first", 'A'),
                    pit("last", 'F'),
                    pit("other_first", 'a'),
                    pit("other_last", 'f'),
                ],
            )),
        ],
        exercises: &[
            Exercise {
                task: Words::with("lesson-task-last-seed", &[pit("pit", 'a')]),
                diagram: START,
                goal: Goal::LastSeedIn('a'),
                pointer: Words::with("lesson-sowing-pointer-1", &[n("seeds", 4), pit("pit", 'a')]),
                answer: 'C',
            },
            Exercise {
                task: Words::with("lesson-task-last-seed", &[pit("pit", 'c')]),
                diagram: START,
                goal: Goal::LastSeedIn('c'),
                pointer: Words::with("lesson-sowing-pointer-2", &[pit("pit", 'c'), n("steps", 4)]),
                answer: 'E',
            },
        ],
    },
    Lesson {
        key: "going-round",
        title: "Big pits go all the way round",
        heading: Words::new("lesson-going-round-title"),
        needs: Needs::Nothing,
        pages: &[
            Page::Text(Words::with("lesson-going-round-page-1", &[n("seeds", 12)])),
            Page::Text(Words::new("lesson-going-round-page-2")),
        ],
        exercises: &[Exercise {
            task: Words::with("lesson-task-last-seed", &[pit("pit", 'b')]),
            diagram: "1 1 1 1 14 1 / 4 4 4 4 4 4 / 0 0 / s",
            goal: Goal::LastSeedIn('b'),
            pointer: Words::new("lesson-going-round-pointer"),
            answer: 'E',
        }],
    },
    Lesson {
        key: "capture",
        title: "Capturing 2 or 3 seeds",
        heading: Words::with("lesson-capture-title", CAPTURED),
        needs: Needs::Nothing,
        pages: &[
            Page::Text(Words::with("lesson-capture-page-1", CAPTURED)),
            Page::Text(Words::with("lesson-capture-page-2", NOT_CAPTURED)),
            Page::Text(Words::new("lesson-capture-page-3")),
        ],
        exercises: &[
            Exercise {
                task: Words::with("lesson-task-capture", &[n("seeds", 3)]),
                diagram: "4 4 4 5 4 4 / 4 4 2 4 4 4 / 0 0 / s",
                goal: Goal::CaptureAtLeast(3),
                pointer: Words::with(
                    "lesson-capture-pointer",
                    &[pit("pit", 'c'), n("has", 2), n("makes", 3)],
                ),
                answer: 'D',
            },
            Exercise {
                task: Words::with("lesson-task-capture", &[n("seeds", 2)]),
                diagram: "4 4 4 4 4 4 / 1 4 4 4 4 4 / 0 0 / s",
                goal: Goal::CaptureAtLeast(2),
                pointer: Words::with(
                    "lesson-capture-pointer",
                    &[pit("pit", 'a'), n("has", 1), n("makes", 2)],
                ),
                answer: 'C',
            },
        ],
    },
    Lesson {
        key: "chain",
        title: "A chain of captures",
        heading: Words::new("lesson-chain-title"),
        needs: Needs::Nothing,
        pages: &[
            Page::Text(Words::with("lesson-chain-page-1", CAPTURED)),
            Page::Text(Words::with("lesson-chain-page-2", CAPTURED)),
        ],
        exercises: &[Exercise {
            task: Words::with("lesson-task-chain", &[n("pits", 3)]),
            diagram: "4 4 4 5 4 4 / 1 1 2 4 4 4 / 0 0 / s",
            goal: Goal::CaptureFromPits(3),
            pointer: Words::with(
                "lesson-chain-pointer",
                &[
                    pit("first", 'a'),
                    pit("second", 'b'),
                    n("seeds", 1),
                    pit("last", 'c'),
                    n("last_seeds", 2),
                ],
            ),
            answer: 'D',
        }],
    },
    Lesson {
        key: "chain-stops",
        title: "What stops a chain",
        heading: Words::new("lesson-chain-stops-title"),
        needs: Needs::Nothing,
        pages: &[
            Page::Text(Words::with(
                "lesson-chain-stops-page-1",
                &[n("low", 2), n("high", 3), n("too_few", 1), n("too_many", 4)],
            )),
            Page::Text(Words::new("lesson-chain-stops-page-2")),
        ],
        exercises: &[Exercise {
            task: Words::with("lesson-task-capture", &[n("seeds", 4)]),
            diagram: "0 0 0 0 3 4 / 1 1 3 1 0 0 / 17 18 / s",
            goal: Goal::CaptureAtLeast(4),
            pointer: Words::with(
                "lesson-chain-stops-pointer",
                &[pit("pit", 'c'), n("seeds", 4)],
            ),
            answer: 'E',
        }],
    },
    Lesson {
        key: "feeding",
        title: "Feeding Kofi",
        heading: Words::new("lesson-feeding-title"),
        needs: Needs::Nothing,
        pages: &[
            Page::Text(Words::new("lesson-feeding-page-1")),
            Page::Text(Words::with(
                "lesson-feeding-page-2",
                &[
                    pit("nearest", 'F'),
                    n("nearest_seeds", 1),
                    pit("second", 'E'),
                    n("second_seeds", 2),
                    pit("third", 'D'),
                    n("third_seeds", 3),
                    pit("farthest", 'A'),
                    n("farthest_seeds", 6),
                ],
            )),
        ],
        exercises: &[Exercise {
            task: Words::new("lesson-task-feed"),
            diagram: "1 1 0 0 1 1 / 0 0 0 0 0 0 / 22 22 / s",
            goal: Goal::Feed,
            pointer: Words::with("lesson-feeding-pointer", &[n("seeds", 1)]),
            answer: 'F',
        }],
    },
    Lesson {
        key: "grand-slam",
        title: "Taking every seed: the grand slam",
        heading: Words::new("lesson-grand-slam-title"),
        needs: Needs::GrandSlamRule,
        pages: &[
            Page::Text(Words::new("lesson-grand-slam-page-1")),
            Page::GrandSlam,
        ],
        exercises: &[Exercise {
            task: Words::new("lesson-task-grand-slam"),
            diagram: "0 0 0 3 0 2 / 1 1 0 0 0 0 / 20 21 / s",
            goal: Goal::CaptureAtLeast(2),
            pointer: Words::with("lesson-grand-slam-pointer", &[pit("pit", 'F')]),
            answer: 'D',
        }],
    },
    Lesson {
        key: "majority",
        title: "25 seeds win",
        heading: Words::with("lesson-majority-title", &[n("seeds", 25)]),
        needs: Needs::Majority,
        pages: &[
            Page::Text(Words::with(
                "lesson-majority-page-1",
                &[n("total", 48), n("seeds", 25)],
            )),
            Page::Text(Words::with("lesson-majority-page-2", &[n("seeds", 24)])),
        ],
        exercises: &[Exercise {
            task: Words::new("lesson-task-win"),
            diagram: "0 0 1 0 2 1 / 1 0 2 1 1 1 / 23 15 / s",
            goal: Goal::Win,
            pointer: Words::with(
                "lesson-majority-pointer",
                &[n("store", 23), n("more", 2), n("seeds", 25)],
            ),
            answer: 'F',
        }],
    },
    Lesson {
        key: "ending",
        title: "How the game ends",
        heading: Words::new("lesson-ending-title"),
        needs: Needs::Nothing,
        pages: &[
            Page::Majority,
            Page::Text(Words::new("lesson-ending-page-2")),
            Page::Text(Words::new("lesson-ending-page-3")),
            Page::Text(Words::new("lesson-ending-page-4")),
        ],
        // F's seed makes 2 in Kofi's a: Ama takes them, 23 + 2 = 25, and her
        // row is empty. Kofi's d and e hold a seed each, which cannot reach
        // it, so he cannot move: the game ends 25 to 21 + 2 (RULES.md 3.3).
        // Where 25 seeds end the game, it ends a moment sooner (3.1).
        exercises: &[Exercise {
            task: Words::new("lesson-task-last-pit"),
            diagram: "0 0 0 0 0 1 / 1 0 0 1 1 0 / 23 21 / s",
            goal: Goal::Win,
            pointer: Words::new("lesson-ending-pointer"),
            answer: 'F',
        }],
    },
    Lesson {
        key: "modes",
        title: "Three ways to play",
        heading: Words::new("lesson-modes-title"),
        needs: Needs::Nothing,
        pages: &[
            Page::Text(Words::new("lesson-modes-page-1")),
            Page::Text(Words::new("lesson-modes-page-2")),
            Page::Text(Words::new("lesson-modes-page-3")),
        ],
        exercises: &[],
    },
];
