//! Counts in block digits five rows high, for pits tall enough that a
//! class at the back of the room should read them: a projector's 200x60.
//! The font is drawn here with `#` and made of full blocks unless the
//! terminal is ASCII only.

/// Rows a big digit takes.
pub const HEIGHT: u16 = 5;
/// Columns a big digit takes; one blank column goes between digits.
const WIDTH: u16 = 3;

/// Each digit's rows, `#` for ink.
const FONT: [[&str; HEIGHT as usize]; 10] = [
    ["###", "# #", "# #", "# #", "###"],
    [" # ", "## ", " # ", " # ", "###"],
    ["###", "  #", "###", "#  ", "###"],
    ["###", "  #", " ##", "  #", "###"],
    ["# #", "# #", "###", "  #", "  #"],
    ["###", "#  ", "###", "  #", "###"],
    ["###", "#  ", "###", "# #", "###"],
    ["###", "  #", "  #", "  #", "  #"],
    ["###", "# #", "###", "# #", "###"],
    ["###", "# #", "###", "  #", "###"],
];

/// The columns `count` takes in big digits.
pub fn width(count: u16) -> u16 {
    let digits = count.to_string().len() as u16;
    digits * (WIDTH + 1) - 1
}

/// `count` in big digits, `ink` for each filled cell: [`HEIGHT`] rows of
/// [`width`] cells.
pub fn rows(count: u16, ink: &str) -> Vec<String> {
    let digits: Vec<usize> = count
        .to_string()
        .bytes()
        .map(|digit| usize::from(digit - b'0'))
        .collect();
    (0..usize::from(HEIGHT))
        .map(|row| {
            let cells: Vec<&str> = digits.iter().map(|&digit| FONT[digit][row]).collect();
            cells.join(" ").replace('#', ink)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_digit_is_three_by_five() {
        for glyph in FONT {
            assert!(glyph.iter().all(|row| row.len() == usize::from(WIDTH)));
        }
    }

    #[test]
    fn forty_six_reads_as_a_four_and_a_six() {
        let rows = rows(46, "#");
        assert_eq!(
            rows,
            ["# # ###", "# # #  ", "### ###", "  # # #", "  # ###"]
        );
        assert!(rows.iter().all(|row| row.len() == usize::from(width(46))));
    }

    #[test]
    fn unicode_ink_fills_the_same_cells() {
        assert_eq!(rows(7, "█")[0], "███");
        assert_eq!(rows(7, "█")[4], "  █");
    }
}
