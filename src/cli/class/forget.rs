//! `wari class forget`: one student's data taken out of a class, for a
//! child whose family asks: what was theirs alone goes from the journal,
//! their name from the games they shared (each classmate's game stays,
//! against "(forgotten 1)"), and every lesson's files are written again
//! from the journal so no file of the class's folders names them.

use std::collections::BTreeSet;
use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::bail;
use wari::serve::archive::Archive;
use wari::serve::journal::{
    Event, Forgetting, Lesson, forget as forget_in, is_placeholder, names, placeholder,
};
use wari::serve::lesson_files;
use wari::setup::name_key;
use wari_journal::{Edit, Journal, LessonId};

use super::{events, lessons_word};

/// Forgets `student` in the class whose journal is `path`: refused while
/// a server has the class open, and without `yes`.
pub fn forget(path: &Path, student: &str, yes: bool, out: &mut impl Write) -> anyhow::Result<()> {
    if !path.exists() {
        bail!("{}: no such class", path.display());
    }
    // Taken, so that no server is writing it meanwhile.
    let mut journal = Journal::open(path, "wari class forget")?;
    let lessons: Vec<(LessonId, Vec<(i64, Event)>)> = journal
        .lessons()?
        .iter()
        .map(|lesson| Ok((lesson.id, events(&journal, lesson.id)?)))
        .collect::<anyhow::Result<_>>()?;
    let every = lessons
        .iter()
        .flat_map(|(_, events)| events.iter().map(|(_, e)| e));
    let known: BTreeSet<String> = every.flat_map(names).map(name_key).collect();
    if !known.contains(&name_key(student)) {
        bail!(
            "{}: no student named {student} in this class",
            path.display()
        );
    }
    if !yes {
        bail!(
            "{}: this takes {student} out of the class's {} for good; add --yes to do it",
            path.display(),
            lessons_word(lessons.len())
        );
    }
    // A placeholder of its own, after those of students forgotten before.
    let forgotten = known.iter().filter(|name| is_placeholder(name)).count();
    let stand_in = placeholder(forgotten + 1);
    let mut edits = Vec::new();
    for (lesson, events) in &lessons {
        for (seq, event) in events {
            match forget_in(event, student, &stand_in) {
                Forgetting::Kept => {}
                Forgetting::Deleted => edits.push((*lesson, Edit::Delete(*seq))),
                Forgetting::Changed(event) => {
                    edits.push((*lesson, Edit::Replace(*seq, event.to_json()?)));
                }
            }
        }
    }
    journal.amend(&edits)?;
    let folders = write_files_again(&journal)?;
    writeln!(
        out,
        "forgot {student} in {}: {} events changed or deleted; their games with classmates now name {stand_in}",
        path.display(),
        edits.len()
    )?;
    for folder in folders {
        writeln!(out, "wrote again {}", folder.display())?;
        if folder.join("summary.txt").exists() {
            writeln!(
                out,
                "  its summary.txt was written as the lesson ended and may still name {student}: edit or delete it"
            )?;
        }
    }
    Ok(())
}

/// Writes the files of every lesson of `journal` whose records folder is
/// still there again, from the journal as it is now; returns the folders.
fn write_files_again(journal: &Journal) -> anyhow::Result<Vec<PathBuf>> {
    let mut folders = Vec::new();
    for lesson in journal.lessons()? {
        let events: Vec<Event> = events(journal, lesson.id)?
            .into_iter()
            .map(|(_, event)| event)
            .collect();
        let lesson = Lesson::fold(&events);
        let Some(folder) = lesson.records.as_ref().map(PathBuf::from) else {
            continue;
        };
        if !folder.is_dir() {
            continue;
        }
        lesson_files::rewrite(&Archive::new(&folder)?, &lesson)?;
        if !folders.contains(&folder) {
            folders.push(folder);
        }
    }
    Ok(folders)
}
