//! The classroom's modules import each other in one direction: every
//! `crate::` and `super::` path in the crate's source (in `use` lines or
//! inline, leaving out `#[cfg(test)]` modules) goes from one top-level
//! module to another, and no chain of them comes back to where it began.
//! A circle is where the same fact ends up kept in two places.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The crate's source folder.
fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every `.rs` file under `dir`, with its module path from the crate's
/// root (`room/learning.rs` is `["room", "learning"]`; `table/mod.rs` is
/// `["table"]`).
fn files(dir: &Path, path: &[String], found: &mut Vec<(Vec<String>, String)>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("the source folder")
        .map(|entry| entry.expect("an entry").path())
        .collect();
    entries.sort();
    for entry in entries {
        let name = entry
            .file_stem()
            .and_then(|n| n.to_str())
            .expect("a name")
            .to_owned();
        let mut module = path.to_vec();
        if entry.is_dir() {
            module.push(name);
            files(&entry, &module, found);
        } else if entry.extension().is_some_and(|e| e == "rs") {
            if name != "mod" && name != "lib" {
                module.push(name);
            }
            let text = std::fs::read_to_string(&entry).expect("a source file");
            found.push((module, text));
        }
    }
}

/// `text` without its comments and its `#[cfg(test)]` items: a module
/// kept in a file of its own (`mod tests;`) is left out where its file
/// is read.
fn without_tests(text: &str) -> String {
    let mut kept = String::new();
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        if line.trim() == "#[cfg(test)]" {
            // Skip the item: to the end of its braces, or its one line.
            let mut depth = 0i32;
            let mut opened = false;
            for item in lines.by_ref() {
                depth += item.matches('{').count() as i32 - item.matches('}').count() as i32;
                opened |= item.contains('{');
                if (opened && depth <= 0) || (!opened && item.trim_end().ends_with(';')) {
                    break;
                }
            }
            continue;
        }
        let code = line.split("//").next().unwrap_or_default();
        kept.push_str(code);
        kept.push('\n');
    }
    kept
}

/// The first name of each path in a `{...}` group that starts at
/// `group` (just after its `{`), and where the group ends.
fn group_heads(group: &str) -> Vec<String> {
    let mut heads = Vec::new();
    let mut depth = 0;
    let mut item_start = true;
    let mut current = String::new();
    for c in group.chars() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => break,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                item_start = true;
                continue;
            }
            _ => {}
        }
        if depth == 0 && item_start {
            if c.is_alphanumeric() || c == '_' {
                current.push(c);
            } else if !current.is_empty() {
                heads.push(std::mem::take(&mut current));
                item_start = false;
            }
        }
    }
    if !current.is_empty() {
        heads.push(current);
    }
    heads
}

/// The top-level modules `text` (the file of module `module`) names by
/// `crate::` or `super::` paths.
fn named(module: &[String], text: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    let bytes = text.as_bytes();
    let mut at = 0;
    while at < text.len() {
        let rest = &text[at..];
        let word_start =
            at == 0 || !(bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_');
        let (base, skip): (Vec<String>, usize) = if word_start && rest.starts_with("crate::") {
            (Vec::new(), "crate::".len())
        } else if word_start && rest.starts_with("super::") {
            let mut n = 0;
            let mut tail = rest;
            while let Some(after) = tail.strip_prefix("super::") {
                tail = after;
                n += 1;
            }
            let up = module.len().saturating_sub(n);
            (module[..up].to_vec(), rest.len() - tail.len())
        } else {
            at += rest.chars().next().map_or(1, char::len_utf8);
            continue;
        };
        let tail = &rest[skip..];
        let heads = match tail.strip_prefix('{') {
            Some(group) => group_heads(group),
            None => vec![
                tail.chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect(),
            ],
        };
        for head in heads {
            let mut path = base.clone();
            path.push(head);
            names.insert(path[0].clone());
        }
        at += skip;
    }
    names
}

/// Each top-level module with the top-level modules it imports.
fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let mut found = Vec::new();
    files(&src(), &[], &mut found);
    let modules: BTreeSet<String> = found
        .iter()
        .filter_map(|(module, _)| module.first().cloned())
        .collect();
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (module, text) in &found {
        let Some(top) = module.first() else { continue };
        // A module of tests in a file of its own.
        if module.last().is_some_and(|m| m == "tests") {
            continue;
        }
        let imports = named(module, &without_tests(text));
        let edges = graph.entry(top.clone()).or_default();
        edges.extend(
            imports
                .into_iter()
                .filter(|name| name != top && modules.contains(name)),
        );
    }
    graph
}

/// A circle of imports through `from`, if there is one.
fn circle(graph: &BTreeMap<String, BTreeSet<String>>, from: &str) -> Option<Vec<String>> {
    let mut path = vec![from.to_owned()];
    let mut seen = BTreeSet::new();
    fn walk(
        graph: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        seen: &mut BTreeSet<String>,
        goal: &str,
    ) -> bool {
        let here = path.last().cloned().unwrap_or_default();
        for next in graph.get(&here).into_iter().flatten() {
            if next == goal {
                path.push(next.clone());
                return true;
            }
            if seen.insert(next.clone()) {
                path.push(next.clone());
                if walk(graph, path, seen, goal) {
                    return true;
                }
                path.pop();
            }
        }
        false
    }
    walk(graph, &mut path, &mut seen, from).then_some(path)
}

#[test]
fn the_paths_are_read_as_the_compiler_reads_them() {
    let module = ["room".to_owned(), "learning".to_owned()];
    let text = "use super::Room;\nuse super::super::table::{self, TableId};\n\
                use crate::{journal::Event, console};\nfn f() { crate::lobby::go(); }";
    let names: Vec<String> = named(&module, text).into_iter().collect();
    assert_eq!(names, ["console", "journal", "lobby", "room", "table"]);
    let tested = "use crate::a;\n#[cfg(test)]\nmod tests {\n    use crate::b;\n}\nuse crate::c;";
    let names: Vec<String> = named(&[], &without_tests(tested)).into_iter().collect();
    assert_eq!(names, ["a", "c"]);
}

#[test]
fn no_module_imports_one_that_imports_it_back() {
    let graph = graph();
    assert!(graph.len() > 5, "the modules are read: {graph:?}");
    let circles: Vec<String> = graph
        .keys()
        .filter_map(|module| circle(&graph, module))
        .map(|path| path.join(" -> "))
        .collect();
    assert!(
        circles.is_empty(),
        "import circles:\n{}",
        circles.join("\n")
    );
}
