//! Whose language a sentence is read in: the process's, or for a while
//! the one reader a thread draws for.
//!
//! The language is the reader's, like the size of their terminal, not the
//! screen's: the same table is drawn for Ama in French and for Kofi in
//! Dutch. Passing it down every function that writes a word would thread
//! one more argument through every view for no choice of theirs, so it is
//! set where a frame is drawn, as a locale is.

use std::cell::Cell;
use std::sync::atomic::{AtomicU8, Ordering};

use crate::Lang;

/// The process's language, by its index: what every thread reads outside
/// [`reading`].
static DEFAULT: AtomicU8 = AtomicU8::new(0);

thread_local! {
    /// The language this thread reads in for now, inside [`reading`].
    static READING: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// Makes `lang` what every thread reads in, outside [`reading`]: the
/// language of the person at this terminal.
pub fn set_default(lang: Lang) {
    DEFAULT.store(lang.index() as u8, Ordering::Relaxed);
}

/// The language words are read in on this thread now.
pub fn current() -> Lang {
    READING.get().unwrap_or_else(|| {
        let index = DEFAULT.load(Ordering::Relaxed);
        Lang::all().nth(usize::from(index)).unwrap_or_default()
    })
}

/// Runs `f` with this thread reading `lang`: how a server draws one
/// student's frame in their language while another thread draws
/// another's. The language before is back afterwards, even if `f`
/// panics.
pub fn reading<T>(lang: Lang, f: impl FnOnce() -> T) -> T {
    /// Puts the language before back when dropped.
    struct Restore(Option<Lang>);
    impl Drop for Restore {
        fn drop(&mut self) {
            READING.set(self.0);
        }
    }
    let _restore = Restore(READING.replace(Some(lang)));
    f()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reading_holds_only_inside_and_nests() {
        let fr = Lang::from_code("fr").expect("french");
        let nl = Lang::from_code("nl").expect("dutch");
        let inner = reading(fr, || (current(), reading(nl, current), current()));
        assert_eq!(inner, (fr, nl, fr));
        assert_eq!(current(), Lang::ENGLISH);
    }
}
