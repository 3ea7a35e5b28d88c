//! The catalogs agree with each other and with the code: every language
//! has every English message with the same arguments and nothing more, and
//! every message is one the program shows.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement, Resource};
use fluent_syntax::parser;
use wari_words::{Lang, catalog_source};

/// Each message of a catalog and the variables it reads.
type Messages = BTreeMap<String, BTreeSet<String>>;

fn messages(lang: Lang) -> Messages {
    let source = catalog_source(lang);
    let resource: Resource<&str> = parser::parse(source.as_ref())
        .unwrap_or_else(|(_, errors)| panic!("{lang}'s catalog does not parse: {errors:?}"));
    let mut messages = Messages::new();
    for entry in resource.body {
        let Entry::Message(message) = entry else {
            continue;
        };
        let mut variables = BTreeSet::new();
        if let Some(pattern) = &message.value {
            pattern_variables(pattern, &mut variables);
        }
        for attribute in &message.attributes {
            pattern_variables(&attribute.value, &mut variables);
        }
        let id = message.id.name.to_string();
        assert!(
            messages.insert(id.clone(), variables).is_none(),
            "{lang}: {id} twice"
        );
    }
    messages
}

fn pattern_variables(pattern: &Pattern<&str>, into: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, into);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, into: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_variables(selector, into);
            for variant in variants {
                pattern_variables(&variant.value, into);
            }
        }
        Expression::Inline(inline) => inline_variables(inline, into),
    }
}

fn inline_variables(inline: &InlineExpression<&str>, into: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            into.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, into),
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_variables(argument, into);
            }
        }
        _ => {}
    }
}

#[test]
fn every_language_has_every_english_message_with_the_same_arguments() {
    let english = messages(Lang::ENGLISH);
    assert!(english.len() > 1);
    for lang in Lang::spoken() {
        let theirs = messages(lang);
        for (id, variables) in &english {
            let Some(their_variables) = theirs.get(id) else {
                panic!("{lang} has no \"{id}\"");
            };
            assert_eq!(
                their_variables, variables,
                "{lang}'s \"{id}\" reads other arguments"
            );
        }
        let extra: Vec<&String> = theirs
            .keys()
            .filter(|id| !english.contains_key(*id))
            .collect();
        assert!(
            extra.is_empty(),
            "{lang} has messages English has not: {extra:?}"
        );
    }
}

/// Every Rust source file of the workspace but this crate's tests.
fn sources() -> Vec<(PathBuf, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    let mut folders = vec![root.join("src"), root.join("crates")];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).expect("a source folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() && !path.ends_with("target") {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") && !path.ends_with("catalogs.rs")
            {
                let text = fs::read_to_string(&path).expect("a source file");
                files.push((path, text));
            }
        }
    }
    files
}

#[test]
fn every_message_the_code_asks_for_is_in_english() {
    let english = messages(Lang::ENGLISH);
    for (path, text) in sources() {
        for (at, _) in text.match_indices("tr!(\"") {
            let before = text[..at].chars().next_back().unwrap_or(' ');
            if before.is_alphanumeric() || before == '_' {
                continue;
            }
            let asked = &text[at + "tr!(\"".len()..];
            let id = asked.split('"').next().unwrap_or_default();
            assert!(
                english.contains_key(id),
                "{}: no message \"{id}\"",
                path.display()
            );
        }
    }
}

#[test]
fn every_message_is_one_the_code_shows() {
    let code: String = sources().into_iter().map(|(_, text)| text).collect();
    for id in messages(Lang::ENGLISH).keys() {
        assert!(
            code.contains(&format!("\"{id}\"")),
            "nothing shows \"{id}\""
        );
    }
}
