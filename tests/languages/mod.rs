//! A screen's snapshots in every language, for the screens' tests.

/// The screen the closure `$shown` draws, in every language but English
/// (whose snapshot is the test's own), each a snapshot of the test's name
/// suffixed with its language's code; with `with_english`, English's is
/// one of them. The closure runs in the language, so whatever it makes
/// (the screen and what its layout depends on) is made in it too. A
/// macro, so that the snapshots take the name of the test they are in.
macro_rules! in_every_language {
    ($shown:expr) => {
        in_every_language!(@in
            wari_words::Lang::all().filter(|&lang| lang != wari_words::Lang::ENGLISH),
            $shown)
    };
    (with_english, $shown:expr) => {
        in_every_language!(@in wari_words::Lang::all(), $shown)
    };
    (@in $languages:expr, $shown:expr) => {
        for lang in $languages {
            let screen = wari_words::reader::reading(lang, $shown);
            insta::with_settings!({ snapshot_suffix => lang.code() }, {
                insta::assert_snapshot!(screen);
            });
        }
    };
}
