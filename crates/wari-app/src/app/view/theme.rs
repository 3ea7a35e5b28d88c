//! Colours and glyphs. Only the 16 ANSI colours, so the board reads the same
//! over any SSH client; with `NO_COLOR` only bold, dim and reverse video;
//! with `--ascii` no glyph outside ASCII.

use ratatui::style::{Color, Modifier, Style};
use ratatui::symbols::border;

use crate::engine::Player;

use crate::look::Look;

const ASCII_BORDER: border::Set = border::Set {
    top_left: "+",
    top_right: "+",
    bottom_left: "+",
    bottom_right: "+",
    vertical_left: "|",
    vertical_right: "|",
    horizontal_top: "-",
    horizontal_bottom: "-",
};

const ASCII_CURSOR_BORDER: border::Set = border::Set {
    top_left: "#",
    top_right: "#",
    bottom_left: "#",
    bottom_right: "#",
    vertical_left: "#",
    vertical_right: "#",
    horizontal_top: "=",
    horizontal_bottom: "=",
};

/// The styles and glyphs for one [`Look`].
#[derive(Clone, Copy, Debug)]
pub struct Theme {
    look: Look,
}

impl Theme {
    /// The theme for `look`.
    pub fn new(look: Look) -> Theme {
        Theme { look }
    }

    fn colour(&self, colour: Color) -> Style {
        if self.look.no_color {
            Style::new()
        } else {
            Style::new().fg(colour)
        }
    }

    /// A player's colour: names, scores, their row's borders.
    pub fn player(&self, player: Player) -> Style {
        match player {
            Player::South => self.colour(Color::Yellow),
            Player::North => self.colour(Color::Cyan),
        }
    }

    /// The pit under the cursor.
    pub fn cursor(&self, player: Player) -> Style {
        self.player(player)
            .add_modifier(Modifier::BOLD | Modifier::REVERSED)
    }

    /// The suggested pit.
    pub fn hint(&self) -> Style {
        self.colour(Color::LightGreen)
            .add_modifier(Modifier::BOLD | Modifier::UNDERLINED)
    }

    /// Captured pits, flashing before they empty.
    pub fn flash(&self) -> Style {
        self.colour(Color::LightRed)
            .add_modifier(Modifier::BOLD | Modifier::REVERSED)
    }

    /// The pit the latest seed fell into.
    pub fn latest(&self) -> Style {
        self.colour(Color::LightYellow).add_modifier(Modifier::BOLD)
    }

    /// What is there but not for now: the waiting player's row, key help.
    pub fn dim(&self) -> Style {
        if self.look.no_color {
            Style::new().add_modifier(Modifier::DIM)
        } else {
            Style::new().fg(Color::DarkGray)
        }
    }

    /// Refusals and the end's headline.
    pub fn warning(&self) -> Style {
        self.colour(Color::LightRed).add_modifier(Modifier::BOLD)
    }

    /// Plain bold text.
    pub fn bold(&self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    /// Borders of boxes.
    pub fn border(&self) -> border::Set<'static> {
        if self.look.ascii {
            ASCII_BORDER
        } else {
            border::ROUNDED
        }
    }

    /// The border of the pit under the cursor, heavier than the rest.
    pub fn cursor_border(&self) -> border::Set<'static> {
        if self.look.ascii {
            ASCII_CURSOR_BORDER
        } else {
            border::THICK
        }
    }

    /// One seed.
    pub fn seed(&self) -> &'static str {
        if self.look.ascii { "o" } else { "●" }
    }

    /// The mark on the pit the last move was sown from: the seeds were
    /// lifted from there.
    pub fn lifted(&self) -> &'static str {
        if self.look.ascii { "^" } else { "▲" }
    }

    /// The mark on the pit where the last move's last seed fell.
    pub fn landed(&self) -> &'static str {
        if self.look.ascii { "v" } else { "▼" }
    }

    /// The cell big digits are drawn with.
    pub fn ink(&self) -> &'static str {
        if self.look.ascii { "#" } else { "█" }
    }

    /// The arrows the seeds travel by: along the bottom row, along the top.
    pub fn sowing(&self) -> (&'static str, &'static str) {
        if self.look.ascii {
            (">", "<")
        } else {
            ("→", "←")
        }
    }

    /// A bar's filled and empty cells.
    pub fn bar(&self) -> (&'static str, &'static str) {
        if self.look.ascii {
            ("#", "-")
        } else {
            ("█", "░")
        }
    }

    /// The keys that move the cursor.
    pub fn arrows(&self) -> &'static str {
        if self.look.ascii { "<- ->" } else { "←→" }
    }

    /// The marker before whose turn it is.
    pub fn turn_marker(&self) -> &'static str {
        if self.look.ascii { ">" } else { "▶" }
    }

    /// Three dots: something is still going on.
    pub fn ellipsis(&self) -> &'static str {
        if self.look.ascii { "..." } else { "…" }
    }

    /// Between items on one line.
    pub fn separator(&self) -> &'static str {
        if self.look.ascii { " | " } else { " · " }
    }
}
