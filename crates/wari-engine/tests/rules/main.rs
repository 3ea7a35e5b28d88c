//! The rules engine checked from outside its code: perft counts that
//! OpenSpiel agrees with, each end and grand-slam rule on positions worked
//! out by hand, a second plain implementation played in lockstep, and
//! invariants over random games. One binary, so the tests link once.

mod end_rules;
mod grand_slam;
mod invariants;
mod perft;
mod positions;
mod reference_model;
