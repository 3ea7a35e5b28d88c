//! The languages there are catalogs for, and how a reader's is found.

use std::fmt;
use std::str::FromStr;

/// One of the languages there is a catalog for: a value of this type
/// always has one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Lang(u8);

/// A language's entry: the code a user types and its catalog.
pub(crate) struct Language {
    /// The BCP 47 code: `--lang` takes it and `LANG` starts with it.
    pub code: &'static str,
    /// Its catalog's text.
    pub ftl: &'static str,
    /// Whether it is a pseudo-language made of English with every letter
    /// accented and each word a third longer, which no user chooses: it
    /// shows the words that do not come from the catalogs, and the
    /// layouts that break when words grow.
    pub pseudo: bool,
}

const EN: &str = include_str!("../ftl/en.ftl");

/// Every language, one line each; adding one is a line here and its
/// `.ftl` file. English comes first: it is the one read when nothing
/// says otherwise.
pub(crate) const LANGUAGES: &[Language] = &[
    Language {
        code: "en",
        ftl: EN,
        pseudo: false,
    },
    Language {
        code: "fr",
        ftl: include_str!("../ftl/fr.ftl"),
        pseudo: false,
    },
    Language {
        code: "nl",
        ftl: include_str!("../ftl/nl.ftl"),
        pseudo: false,
    },
    Language {
        code: "en-XA",
        ftl: EN,
        pseudo: true,
    },
];

impl Lang {
    /// English, read when nothing chooses another.
    pub const ENGLISH: Lang = Lang(0);

    /// Every language, the pseudo one included, as the tests go through
    /// them.
    pub fn all() -> impl Iterator<Item = Lang> {
        (0..LANGUAGES.len()).map(|i| Lang(i as u8))
    }

    /// The languages a user chooses from, in the order offered.
    pub fn spoken() -> impl Iterator<Item = Lang> {
        Lang::all().filter(|lang| !lang.entry().pseudo)
    }

    /// The pseudo-language the tests draw every screen in.
    pub fn pseudo() -> Lang {
        Lang::all()
            .find(|lang| lang.entry().pseudo)
            .unwrap_or_default()
    }

    /// Its code: `en`, `fr`, `nl`, `en-XA`.
    pub fn code(self) -> &'static str {
        self.entry().code
    }

    /// Its own name for itself, as it is offered: "Français".
    pub fn name(self) -> String {
        crate::text_in(self, "language-name", None)
    }

    /// The language a code names: exactly one of [`Lang::code`]'s, in any
    /// case.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::all().find(|lang| lang.code().eq_ignore_ascii_case(code))
    }

    /// The language a POSIX locale names (`fr_FR.UTF-8`, `nl_BE`, `en`),
    /// if there is a catalog for it: `C` and `POSIX` name none.
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let language = locale.split(['_', '.', '@', '-']).next()?;
        Lang::spoken().find(|lang| lang.code().eq_ignore_ascii_case(language))
    }

    /// The language a process's locale variables ask for, as `gettext`
    /// reads them: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is
    /// set and not empty decides. `get` reads one variable.
    pub fn from_locale_vars(get: impl Fn(&str) -> Option<String>) -> Option<Lang> {
        let set = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .find_map(|name| get(name).filter(|value| !value.is_empty()))?;
        Lang::from_locale(&set)
    }

    pub(crate) fn entry(self) -> &'static Language {
        &LANGUAGES[usize::from(self.0)]
    }

    pub(crate) fn index(self) -> usize {
        usize::from(self.0)
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language code with no catalog.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLang(String);

impl fmt::Display for UnknownLang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let codes: Vec<&str> = Lang::spoken().map(Lang::code).collect();
        write!(
            f,
            "no language \"{}\"; there are {}",
            self.0,
            codes.join(", ")
        )
    }
}

impl std::error::Error for UnknownLang {}

impl FromStr for Lang {
    type Err = UnknownLang;

    /// A language's code, or a locale that names it, as a parent copies
    /// it from `LANG` (`fr_FR.UTF-8`).
    fn from_str(code: &str) -> Result<Lang, UnknownLang> {
        Lang::from_code(code)
            .or_else(|| Lang::from_locale(code))
            .ok_or_else(|| UnknownLang(code.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lang(code: &str) -> Lang {
        Lang::from_code(code).expect("a language")
    }

    #[test]
    fn a_language_is_given_by_its_code_or_by_a_locale_copied_from_lang() {
        assert_eq!("fr".parse::<Lang>(), Ok(lang("fr")));
        assert_eq!("fr_FR".parse::<Lang>(), Ok(lang("fr")));
        assert_eq!("nl_NL.UTF-8".parse::<Lang>(), Ok(lang("nl")));
        assert_eq!("en-XA".parse::<Lang>(), Ok(Lang::pseudo()));
        let unknown = "de_DE".parse::<Lang>().expect_err("no German catalog");
        assert_eq!(
            unknown.to_string(),
            "no language \"de_DE\"; there are en, fr, nl"
        );
    }

    #[test]
    fn a_locale_names_its_language_whatever_its_country_and_encoding() {
        assert_eq!(Lang::from_locale("fr_FR.UTF-8"), Some(lang("fr")));
        assert_eq!(Lang::from_locale("nl_BE"), Some(lang("nl")));
        assert_eq!(Lang::from_locale("en_GB.utf8@euro"), Some(lang("en")));
        assert_eq!(Lang::from_locale("C.UTF-8"), None);
        assert_eq!(Lang::from_locale("de_DE.UTF-8"), None);
    }

    #[test]
    fn lc_all_wins_over_lc_messages_which_wins_over_lang() {
        fn vars(set: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
            move |name| {
                let found = set.iter().find(|(n, _)| *n == name);
                found.map(|(_, value)| value.to_string())
            }
        }
        let all = [
            ("LC_ALL", "nl_NL.UTF-8"),
            ("LC_MESSAGES", "fr_FR"),
            ("LANG", "en_US"),
        ];
        assert_eq!(Lang::from_locale_vars(vars(&all)), Some(lang("nl")));
        let empty_all = [("LC_ALL", ""), ("LC_MESSAGES", "fr_FR"), ("LANG", "nl_NL")];
        assert_eq!(Lang::from_locale_vars(vars(&empty_all)), Some(lang("fr")));
        assert_eq!(Lang::from_locale_vars(vars(&[("LANG", "C")])), None);
        assert_eq!(Lang::from_locale_vars(vars(&[])), None);
    }

    #[test]
    fn the_pseudo_language_is_never_offered_but_has_a_code() {
        assert!(Lang::spoken().all(|lang| lang != Lang::pseudo()));
        assert_eq!(Lang::pseudo().code(), "en-XA");
        assert_eq!(Lang::from_locale("en-XA"), Some(Lang::ENGLISH));
    }

    #[test]
    fn an_unknown_code_names_the_known_ones() {
        let error = "de".parse::<Lang>().unwrap_err();
        assert_eq!(
            error.to_string(),
            "no language \"de\"; there are en, fr, nl"
        );
    }
}
