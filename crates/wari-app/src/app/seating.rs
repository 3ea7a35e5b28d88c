//! Who reads a board, which decides what it may say and do without asking
//! whoever runs it.

/// Where the players sit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seating {
    /// Both at one keyboard, before one screen: the turn line says how to
    /// sow, the computer may ask a person with the board's own question,
    /// and a screen too small for the board stops the keys that would act
    /// unseen.
    OneKeyboard,
    /// Each player at a screen of their own, with others perhaps watching:
    /// each screen lists its own keys, a hint names whom it is for, offers
    /// go through whoever runs the board, and each screen has its own
    /// size.
    OwnScreens,
}
