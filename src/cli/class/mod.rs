//! `wari class`: a class's term from its journal, a row a student, and
//! the class deleted for good: the journal holds children's names and
//! results, kept no longer than the teacher wants.

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use wari::serve::archive::csv_line;
use wari::serve::journal::{Event, Lesson, TERM_HEADER, term};
use wari_journal::{Journal, LessonId};

use super::serve_lesson::class_file;

mod forget;

/// A class's journal, read or deleted.
#[derive(Debug, clap::Args)]
pub struct ClassArgs {
    #[command(subcommand)]
    command: ClassCommand,
}

#[derive(Debug, clap::Subcommand)]
enum ClassCommand {
    /// Print the class's term, a row a student: lessons came to, games
    /// won, drawn, lost and left unfinished, lessons finished and puzzles
    /// solved.
    Report {
        /// The class, as `wari serve --class` named it.
        #[arg(value_name = "NAME", default_value = "class")]
        class: String,
        /// The records folder whose `class.sqlite` it is, as `wari serve
        /// --records` named it.
        #[arg(long, value_name = "DIR")]
        records: Option<PathBuf>,
        /// Also write the rows, with a header, to FILE as CSV.
        #[arg(long, value_name = "FILE")]
        csv: Option<PathBuf>,
    },
    /// Forget one student: everything that was theirs alone goes from the
    /// class's journal, and their name from the games and tournaments
    /// they shared, which stay for their classmates; the lessons' files
    /// are written again without it.
    Forget {
        /// The class, as `wari serve --class` named it.
        #[arg(value_name = "NAME")]
        class: String,
        /// The student, as they were named in the classroom (in any case).
        #[arg(value_name = "STUDENT")]
        student: String,
        /// The records folder whose `class.sqlite` it is.
        #[arg(long, value_name = "DIR")]
        records: Option<PathBuf>,
        /// Yes, forget them: it cannot be undone.
        #[arg(long)]
        yes: bool,
    },
    /// Delete the class's journal: every lesson, every name and result.
    Delete {
        /// The class, as `wari serve --class` named it.
        #[arg(value_name = "NAME")]
        class: String,
        /// The records folder whose `class.sqlite` it is.
        #[arg(long, value_name = "DIR")]
        records: Option<PathBuf>,
        /// Yes, delete it: it cannot be undone.
        #[arg(long)]
        yes: bool,
    },
}

/// Runs `wari class`.
pub fn run(args: &ClassArgs, out: &mut impl Write) -> anyhow::Result<()> {
    match &args.command {
        ClassCommand::Report {
            class,
            records,
            csv,
        } => report(&class_file(class, records.as_ref())?, csv.as_deref(), out),
        ClassCommand::Forget {
            class,
            student,
            records,
            yes,
        } => {
            let path = class_file(class, records.as_ref())?;
            forget::forget(&path, student, *yes, out)
        }
        ClassCommand::Delete {
            class,
            records,
            yes,
        } => delete(&class_file(class, records.as_ref())?, *yes, out),
    }
}

/// Prints the term of the class whose journal is `path`, as aligned
/// columns, and writes it to `csv` when given.
fn report(path: &Path, csv: Option<&Path>, out: &mut impl Write) -> anyhow::Result<()> {
    if !path.exists() {
        bail!("{}: no such class: it has no lessons yet", path.display());
    }
    let journal = Journal::read(path)?;
    let lessons = journal
        .lessons()?
        .iter()
        .map(|lesson| {
            let events: Vec<Event> = events(&journal, lesson.id)?
                .into_iter()
                .map(|(_, event)| event)
                .collect();
            Ok(Lesson::fold(&events))
        })
        .collect::<anyhow::Result<Vec<Lesson>>>()?;
    let rows: Vec<Vec<String>> = term(&lessons).iter().map(|s| s.row()).collect();
    let header: Vec<String> = TERM_HEADER.map(String::from).to_vec();
    writeln!(out, "{}", lessons_word(lessons.len()))?;
    write_columns(&header, &rows, out)?;
    if let Some(file) = csv {
        let text: String = std::iter::once(&header)
            .chain(&rows)
            .map(|row| csv_line(row))
            .collect();
        wari::user_files::write_safely(file, text.as_bytes(), wari::user_files::Access::AsBefore)?;
    }
    Ok(())
}

/// The events of `lesson`, each with its number; one this wari cannot
/// read names its place.
fn events(journal: &Journal, lesson: LessonId) -> anyhow::Result<Vec<(i64, Event)>> {
    let entries = journal.events(lesson)?;
    entries
        .iter()
        .map(|entry| {
            let event = Event::from_json(&entry.body).with_context(|| {
                let path = journal.path().display();
                format!("{path}: event {} of lesson {lesson}", entry.seq)
            })?;
            Ok((entry.seq, event))
        })
        .collect()
}

/// `rows` under `header`, each column as wide as its widest field.
fn write_columns(
    header: &[String],
    rows: &[Vec<String>],
    out: &mut impl Write,
) -> std::io::Result<()> {
    let widths: Vec<usize> = (0..header.len())
        .map(|c| {
            let widest = rows.iter().map(|r| r[c].chars().count()).max().unwrap_or(0);
            widest.max(header[c].chars().count())
        })
        .collect();
    for row in std::iter::once(header).chain(rows.iter().map(Vec::as_slice)) {
        let cells: Vec<String> = row
            .iter()
            .zip(&widths)
            .enumerate()
            .map(|(c, (cell, &width))| match c {
                0 => format!("{cell:<width$}"),
                _ => format!("{cell:>width$}"),
            })
            .collect();
        writeln!(out, "{}", cells.join("  ").trim_end())?;
    }
    Ok(())
}

/// Deletes the class whose journal is `path`, with its lock and SQLite's
/// files beside it; refused while a server has it open, and without `yes`.
fn delete(path: &Path, yes: bool, out: &mut impl Write) -> anyhow::Result<()> {
    if !path.exists() {
        bail!("{}: no such class", path.display());
    }
    // Taken, so that no server is writing it meanwhile.
    let journal = Journal::open(path, "wari class delete")?;
    let lessons = journal.lessons()?.len();
    if !yes {
        bail!(
            "{}: this deletes the class's {}, every name and result, for good; add --yes to do it",
            path.display(),
            lessons_word(lessons)
        );
    }
    drop(journal);
    for suffix in ["", "-wal", "-shm", ".lock"] {
        let mut name = path.as_os_str().to_owned();
        name.push(suffix);
        match std::fs::remove_file(&name) {
            Ok(()) => {}
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => {}
            Err(error) => {
                return Err(error).with_context(|| format!("{}", Path::new(&name).display()));
            }
        }
    }
    writeln!(
        out,
        "deleted {} ({})",
        path.display(),
        lessons_word(lessons)
    )?;
    Ok(())
}

/// `count` lessons, in words: "1 lesson", "3 lessons".
fn lessons_word(count: usize) -> String {
    match count {
        1 => "1 lesson".to_owned(),
        n => format!("{n} lessons"),
    }
}
