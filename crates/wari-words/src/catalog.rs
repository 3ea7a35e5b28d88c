//! The catalogs, parsed once for the whole process, and a message read
//! from one.

use std::borrow::Cow;
use std::sync::OnceLock;

use fluent_bundle::FluentResource;
use fluent_bundle::concurrent::FluentBundle;
use unic_langid::LanguageIdentifier;

use crate::lang::{LANGUAGES, Lang};
use crate::{pseudo, reader, typography};

/// A message's arguments, by name.
pub type Args<'a> = fluent_bundle::FluentArgs<'a>;

/// The concurrent kind of bundle: one is shared by every session of a
/// classroom server.
type Bundle = FluentBundle<FluentResource>;

/// `lang`'s bundle, parsed the first time it is read: a process reads one
/// language or two (English behind it), not all.
fn bundle_of(lang: Lang) -> &'static Bundle {
    static BUNDLES: [OnceLock<Bundle>; LANGUAGES.len()] =
        [const { OnceLock::new() }; LANGUAGES.len()];
    BUNDLES[lang.index()].get_or_init(|| bundle(lang))
}

/// `lang`'s bundle. The catalogs are part of the program, and their tests
/// parse each one whole: one that fails to parse is a bug in the build,
/// not something a user can cause.
fn bundle(lang: Lang) -> Bundle {
    let entry = lang.entry();
    let id: LanguageIdentifier = entry.code.parse().expect("every catalog's code is BCP 47");
    let resource = FluentResource::try_new(entry.ftl.to_string())
        .unwrap_or_else(|(_, errors)| panic!("the {} catalog: {errors:?}", entry.code));
    let mut bundle = Bundle::new_concurrent(vec![id]);
    // Fluent's bidi isolation marks around each argument are invisible
    // characters that terminals draw as a column each.
    bundle.set_use_isolating(false);
    if entry.pseudo {
        bundle.set_transform(Some(pseudo::transform));
    } else if entry.code == "fr" {
        bundle.set_transform(Some(typography::french));
    }
    bundle
        .add_resource(resource)
        .unwrap_or_else(|errors| panic!("the {} catalog: {errors:?}", entry.code));
    bundle
}

/// The message `id` in the current reader's language ([`reader::current`]).
pub fn text(id: &str, args: Option<&Args>) -> String {
    text_in(reader::current(), id, args)
}

/// The message `id` in `lang`, else in English, else its id.
pub fn text_in(lang: Lang, id: &str, args: Option<&Args>) -> String {
    let found = [lang, Lang::ENGLISH].into_iter().find_map(|lang| {
        let bundle = bundle_of(lang);
        let pattern = bundle.get_message(id)?.value()?;
        let mut errors = Vec::new();
        Some(
            bundle
                .format_pattern(pattern, args, &mut errors)
                .into_owned(),
        )
    });
    found.unwrap_or_else(|| id.to_string())
}

/// The text of `lang`'s catalog, as the tests read it.
pub fn catalog_source(lang: Lang) -> Cow<'static, str> {
    Cow::Borrowed(lang.entry().ftl)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lang(code: &str) -> Lang {
        Lang::from_code(code).expect("a language")
    }

    #[test]
    fn each_language_counts_seeds_with_its_own_plurals() {
        let seeds = |code: &str, count: u32| {
            let mut args = Args::new();
            args.set("count", count);
            text_in(lang(code), "seeds", Some(&args))
        };
        assert_eq!(seeds("en", 1), "1 seed");
        assert_eq!(seeds("en", 0), "0 seeds");
        // French counts nothing as one: "0 graine".
        assert_eq!(seeds("fr", 0), "0 graine");
        assert_eq!(seeds("fr", 2), "2 graines");
        assert_eq!(seeds("nl", 1), "1 zaadje");
        assert_eq!(seeds("nl", 5), "5 zaadjes");
    }

    #[test]
    fn arguments_are_written_without_isolation_marks() {
        let said = reader::reading(lang("en"), || crate::tr!("seeds", count = 12));
        assert_eq!(said, "12 seeds");
    }

    #[test]
    fn a_message_no_catalog_has_shows_its_id() {
        assert_eq!(
            text_in(lang("fr"), "no-such-message", None),
            "no-such-message"
        );
    }
}
