//! Splits a record's text into tokens, each with the line and column it
//! starts at, so every later error can point at the text.

use super::error::{At, ErrorKind, RecordError};

/// One piece of a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Token {
    /// `[Name "value"]`, the value unescaped.
    Tag { name: String, value: String },
    /// `{text}`, its whitespace folded to single spaces.
    Comment(String),
    /// `12.` (or `12...`): the full move that follows.
    MoveNumber(u64),
    /// A pit's letter, with the `+N` a writer may add for its capture.
    Move { letter: char, capture: Option<u64> },
    /// `*` (not over) or `S-N` (the final stores).
    Result(ResultToken),
}

/// The result a record states.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ResultToken {
    /// `*`: the game is not over, or was abandoned.
    Unfinished,
    /// `S-N`: the game is over with these stores.
    Stores(u64, u64),
}

/// A token and where it starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Spanned {
    pub at: At,
    pub token: Token,
}

/// Reads characters, counting lines and columns.
struct Cursor<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    at: At,
}

impl Cursor<'_> {
    fn peek(&mut self) -> Option<char> {
        self.chars.peek().copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        if c == '\n' {
            self.at = At {
                line: self.at.line + 1,
                column: 1,
            };
        } else {
            self.at.column += 1;
        }
        Some(c)
    }

    fn error(&self, kind: ErrorKind) -> RecordError {
        RecordError { at: self.at, kind }
    }

    /// What the next character is, for an error message.
    fn found(&mut self) -> String {
        self.peek()
            .map_or_else(|| "the end of the record".to_owned(), |c| format!("{c:?}"))
    }

    fn skip_spaces(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.bump();
        }
    }

    fn expect(&mut self, wanted: char, expected: &'static str) -> Result<(), RecordError> {
        if self.peek() == Some(wanted) {
            self.bump();
            Ok(())
        } else {
            let found = self.found();
            Err(self.error(ErrorKind::Unexpected { found, expected }))
        }
    }

    fn number(&mut self) -> Result<u64, RecordError> {
        let start = self.at;
        let mut digits = String::new();
        while let Some(c) = self.peek().filter(char::is_ascii_digit) {
            digits.push(c);
            self.bump();
        }
        digits.parse().map_err(|_| RecordError {
            at: start,
            kind: ErrorKind::Unexpected {
                found: format!("{digits:?}"),
                expected: "a number",
            },
        })
    }
}

/// Every token of `text`, in order.
pub(super) fn tokens(text: &str) -> Result<Vec<Spanned>, RecordError> {
    let mut cursor = Cursor {
        chars: text.chars().peekable(),
        at: At { line: 1, column: 1 },
    };
    let mut tokens = Vec::new();
    loop {
        cursor.skip_spaces();
        let at = cursor.at;
        let Some(c) = cursor.peek() else {
            return Ok(tokens);
        };
        let token = match c {
            '[' => tag(&mut cursor)?,
            '{' => comment(&mut cursor)?,
            '(' => {
                variation(&mut cursor)?;
                continue;
            }
            '*' => {
                cursor.bump();
                Token::Result(ResultToken::Unfinished)
            }
            '0'..='9' => number_or_result(&mut cursor)?,
            'A'..='Z' | 'a'..='z' => pit(&mut cursor)?,
            _ => {
                let found = cursor.found();
                return Err(cursor.error(ErrorKind::Unexpected {
                    found,
                    expected: "a tag, a move, a move number, a {comment} or a result",
                }));
            }
        };
        tokens.push(Spanned { at, token });
    }
}

/// `[Name "value"]`; the value may hold `\"`, `\\` and `\n`.
fn tag(cursor: &mut Cursor) -> Result<Token, RecordError> {
    cursor.bump();
    cursor.skip_spaces();
    let mut name = String::new();
    while let Some(c) = cursor
        .peek()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
    {
        name.push(c);
        cursor.bump();
    }
    if name.is_empty() {
        let found = cursor.found();
        return Err(cursor.error(ErrorKind::Unexpected {
            found,
            expected: "a tag's name, as in [Event \"...\"]",
        }));
    }
    cursor.skip_spaces();
    cursor.expect('"', "a '\"' opening the tag's value")?;
    let value = quoted(cursor)?;
    cursor.skip_spaces();
    cursor.expect(']', "a ']' closing the tag")?;
    Ok(Token::Tag { name, value })
}

/// The rest of a quoted value, its closing quote consumed.
fn quoted(cursor: &mut Cursor) -> Result<String, RecordError> {
    let mut value = String::new();
    loop {
        let at = cursor.at;
        match cursor.bump() {
            Some('"') => return Ok(value),
            Some('\\') => match cursor.bump() {
                Some(c @ ('"' | '\\')) => value.push(c),
                Some('n') => value.push('\n'),
                other => {
                    return Err(RecordError {
                        at,
                        kind: ErrorKind::Unexpected {
                            found: other.map_or("the end".to_owned(), |c| {
                                format!("\\{}", c.escape_debug())
                            }),
                            expected: "\\\", \\\\ or \\n in a tag's value",
                        },
                    });
                }
            },
            Some('\n') | None => {
                return Err(RecordError {
                    at,
                    kind: ErrorKind::Unexpected {
                        found: "the end of the line".to_owned(),
                        expected: "a '\"' closing the tag's value",
                    },
                });
            }
            Some(c) => value.push(c),
        }
    }
}

/// `{text}`, which may span lines but holds no `}`.
fn comment(cursor: &mut Cursor) -> Result<Token, RecordError> {
    let start = cursor.at;
    cursor.bump();
    let mut text = String::new();
    loop {
        match cursor.bump() {
            Some('}') => break,
            Some(c) => text.push(c),
            None => {
                return Err(RecordError {
                    at: start,
                    kind: ErrorKind::Unclosed("comment", '}'),
                });
            }
        }
    }
    Ok(Token::Comment(
        text.split_whitespace().collect::<Vec<_>>().join(" "),
    ))
}

/// `( ... )`: another line of play a commentator suggests. The record
/// keeps only the game played, so a variation is read over and dropped.
fn variation(cursor: &mut Cursor) -> Result<(), RecordError> {
    let start = cursor.at;
    let mut depth = 0usize;
    loop {
        match cursor.bump() {
            Some('(') => depth += 1,
            Some(')') if depth == 1 => return Ok(()),
            Some(')') => depth -= 1,
            Some(_) => {}
            None => {
                return Err(RecordError {
                    at: start,
                    kind: ErrorKind::Unclosed("variation", ')'),
                });
            }
        }
    }
}

/// `12.` or `12...` (a move number), or `26-22` (a result).
fn number_or_result(cursor: &mut Cursor) -> Result<Token, RecordError> {
    let first = cursor.number()?;
    match cursor.peek() {
        Some('.') => {
            while cursor.peek() == Some('.') {
                cursor.bump();
            }
            Ok(Token::MoveNumber(first))
        }
        Some('-') => {
            cursor.bump();
            if !cursor.peek().is_some_and(|c| c.is_ascii_digit()) {
                let found = cursor.found();
                return Err(cursor.error(ErrorKind::Unexpected {
                    found,
                    expected: "North's seeds after '-', as in 26-22",
                }));
            }
            let second = cursor.number()?;
            Ok(Token::Result(ResultToken::Stores(first, second)))
        }
        _ => {
            let found = cursor.found();
            Err(cursor.error(ErrorKind::Unexpected {
                found,
                expected: "'.' after a move number, or '-' in a result such as 26-22",
            }))
        }
    }
}

/// A pit's letter and an optional `+N`; a word is not a move.
fn pit(cursor: &mut Cursor) -> Result<Token, RecordError> {
    let letter = cursor.bump().expect("the caller saw a letter");
    let capture = if cursor.peek() == Some('+') {
        cursor.bump();
        if !cursor.peek().is_some_and(|c| c.is_ascii_digit()) {
            let found = cursor.found();
            return Err(cursor.error(ErrorKind::Unexpected {
                found,
                expected: "the seeds captured after '+', as in C+3",
            }));
        }
        Some(cursor.number()?)
    } else {
        None
    };
    if cursor.peek().is_some_and(|c| c.is_alphanumeric()) {
        let found = cursor.found();
        return Err(cursor.error(ErrorKind::Unexpected {
            found,
            expected: "a space after a move: a move is one pit's letter",
        }));
    }
    Ok(Token::Move { letter, capture })
}
