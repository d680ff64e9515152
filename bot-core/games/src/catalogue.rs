//! Words in message catalogues of Project Fluent's format (`.ftl`), one file per language: a
//! message has an id, placeables for names, cards and amounts (`{ $name }`), and selectors for
//! CLDR plural categories and grammatical cases (`{ $n -> [one] … *[other] … }`), so that no
//! Rust code chooses words by language. The core keeps its catalogue beside its words, each
//! game beside its module; a language is one more file for each (and a [`Lang`]).
//!
//! The files are compiled in and parsed once, on first use. A catalogue that does not parse, a
//! message missing in one language, or an argument a message needs and is not given is a bug:
//! [`Catalogue::check`] finds the first two in tests, and a debug build panics on the third;
//! a release build says the message's id rather than nothing.

use std::borrow::Cow;
use std::cell::RefCell;
use std::fmt::Write;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use crate::lang::Lang;

/// A value put into a message: a text (a name, a card, a quoted word) or a number (an amount,
/// which selects the plural form).
#[derive(Clone, Debug, PartialEq)]
pub enum Arg<'a> {
    /// A text, put in as it is: borrowed, or made for the message.
    Text(Cow<'a, str>),
    /// A whole number, exact up to 2^53 (Fluent counts in floats): seeds and ids go in as
    /// text.
    Number(i64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(text: &'a str) -> Arg<'a> {
        Arg::Text(Cow::Borrowed(text))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(text: &'a String) -> Arg<'a> {
        Arg::Text(Cow::Borrowed(text))
    }
}

impl From<String> for Arg<'_> {
    fn from(text: String) -> Self {
        Arg::Text(Cow::Owned(text))
    }
}

/// Numbers of every width the code counts in.
macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                let n = i64::try_from(n).unwrap_or(i64::MAX);
                debug_assert!(n.unsigned_abs() <= 1 << 53, "{n} is no count: put it in as text");
                Arg::Number(n)
            }
        }
    )*};
}
number_args!(i64, i32, u64, u32, u16, u8, usize);

/// How many formatted messages a thread remembers before it forgets them all.
const MEMO_SIZE: usize = 4096;

/// The messages a thread formatted lately, by catalogue, language, id and arguments.
#[derive(Default)]
struct Memo {
    /// The key being looked up (kept to spare an allocation per lookup).
    key: String,
    /// The formatted messages.
    said: foldhash::HashMap<String, String>,
}

thread_local! {
    /// This thread's formatted messages ([`Catalogue::format`]).
    static MEMO: RefCell<Memo> = RefCell::new(Memo::default());
}

/// One catalogue: the same messages in every language, parsed on first use.
pub struct Catalogue {
    /// Its name, for messages about it (`core`, a game's id).
    name: &'static str,
    /// The German and the English file.
    sources: [&'static str; 2],
    bundles: OnceLock<[FluentBundle<FluentResource>; 2]>,
}

impl Catalogue {
    /// A catalogue named `name` of the German and the English file (`include_str!`).
    pub const fn new(name: &'static str, de: &'static str, en: &'static str) -> Catalogue {
        Catalogue {
            name,
            sources: [de, en],
            bundles: OnceLock::new(),
        }
    }

    /// The message `id` in `lang`, without arguments.
    pub fn text(&self, lang: Lang, id: &str) -> String {
        self.format(lang, id, &[])
    }

    /// The message `id` in `lang` with its arguments put in. The same message with the same
    /// arguments is formatted once and then remembered for a while ([`MEMO`]): a move's views
    /// say the same lines for every seat.
    pub fn format(&self, lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
        MEMO.with_borrow_mut(|memo| {
            let key = &mut memo.key;
            key.clear();
            for part in [self.name, lang.code(), id] {
                key.push_str(part);
                key.push('\0');
            }
            for (name, arg) in args {
                key.push_str(name);
                match arg {
                    Arg::Text(text) => {
                        key.push('\u{1}');
                        key.push_str(text);
                    }
                    Arg::Number(n) => {
                        let _ = write!(key, "\u{2}{n}");
                    }
                }
                key.push('\0');
            }
            if let Some(said) = memo.said.get(&memo.key) {
                return said.clone();
            }
            let said = self.format_now(lang, id, args);
            if memo.said.len() >= MEMO_SIZE {
                memo.said.clear();
            }
            let key = memo.key.clone();
            memo.said.insert(key, said.clone());
            said
        })
    }

    /// [`Catalogue::format`] without the memo.
    fn format_now(&self, lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
        let bundle = &self.bundles()[lang.index()];
        let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
            debug_assert!(false, "no message {id} in the {} catalogue", self.name);
            return id.to_owned();
        };
        let mut fluent = FluentArgs::with_capacity(args.len());
        for (name, arg) in args {
            match arg {
                Arg::Text(text) => fluent.set(*name, FluentValue::from(text.as_ref())),
                Arg::Number(n) => fluent.set(*name, FluentValue::from(*n)),
            }
        }
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&fluent), &mut errors);
        debug_assert!(
            errors.is_empty(),
            "{id} in the {} catalogue ({}): {errors:?}",
            self.name,
            lang.code()
        );
        text.into_owned()
    }

    /// Whether the catalogue has a message `id` (every language has the same ones:
    /// [`Catalogue::check`]).
    pub fn has(&self, id: &str) -> bool {
        self.bundles()[0].has_message(id)
    }

    /// Whether both files parse and hold the same messages: the first problem, if any.
    pub fn check(&self) -> Result<(), String> {
        let ids = |lang: Lang| -> Result<Vec<String>, String> {
            let source = self.sources[lang.index()].to_owned();
            let resource = FluentResource::try_new(source)
                .map_err(|(_, errors)| format!("{} ({}): {errors:?}", self.name, lang.code()))?;
            let mut ids: Vec<String> = resource
                .entries()
                .filter_map(|entry| match entry {
                    fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_owned()),
                    _ => None,
                })
                .collect();
            ids.sort();
            Ok(ids)
        };
        let (de, en) = (ids(Lang::De)?, ids(Lang::En)?);
        let only = |a: &[String], b: &[String]| -> Vec<String> {
            a.iter().filter(|id| !b.contains(id)).cloned().collect()
        };
        match (only(&de, &en), only(&en, &de)) {
            (a, b) if a.is_empty() && b.is_empty() => Ok(()),
            (a, b) => Err(format!(
                "{}: only in German {a:?}, only in English {b:?}",
                self.name
            )),
        }
    }

    /// Both languages' bundles, parsed on first use.
    fn bundles(&self) -> &[FluentBundle<FluentResource>; 2] {
        self.bundles.get_or_init(|| {
            Lang::ALL.map(|lang| {
                let tag = lang.code().parse().expect("a language tag");
                let mut bundle = FluentBundle::new_concurrent(vec![tag]);
                // Chat clients show the isolation marks around placeables as boxes.
                bundle.set_use_isolating(false);
                let source = self.sources[lang.index()].to_owned();
                let resource = FluentResource::try_new(source).unwrap_or_else(|(resource, e)| {
                    debug_assert!(false, "{} ({}): {e:?}", self.name, lang.code());
                    resource
                });
                if let Err(e) = bundle.add_resource(resource) {
                    debug_assert!(false, "{} ({}): {e:?}", self.name, lang.code());
                }
                bundle
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    static SAMPLE: Catalogue = Catalogue::new(
        "sample",
        "tricks = { $n ->\n    [one] { $n } Stich\n   *[other] { $n } Stiche\n}\nhello = Servus, { $name }!\n",
        "tricks = { $n ->\n    [one] { $n } trick\n   *[other] { $n } tricks\n}\nhello = Hello, { $name }!\n",
    );

    #[test]
    fn plurals_and_names_are_put_in_without_isolation_marks() {
        assert_eq!(SAMPLE.check(), Ok(()));
        let tricks = |lang, n: u32| SAMPLE.format(lang, "tricks", &[("n", n.into())]);
        assert_eq!(tricks(Lang::De, 1), "1 Stich");
        assert_eq!(tricks(Lang::De, 3), "3 Stiche");
        assert_eq!(tricks(Lang::En, 1), "1 trick");
        assert_eq!(tricks(Lang::En, 0), "0 tricks");
        assert_eq!(
            tricks(Lang::En, 1500),
            "1500 tricks",
            "no grouping of digits"
        );
        let hello = SAMPLE.format(Lang::De, "hello", &[("name", "Anna".into())]);
        assert_eq!(hello, "Servus, Anna!");
    }

    /// The memo tells apart what differs: the catalogue, the language, the message, an
    /// argument's name, its kind and its value — a text that looks like a number included.
    #[test]
    fn a_remembered_message_is_the_same_message_with_the_same_arguments() {
        let other = Catalogue::new(
            "other",
            "hello = Grüß dich, { $name }!\n",
            "hello = Hi, { $name }!\n",
        );
        let hello =
            |words: &Catalogue, lang, arg: Arg| words.format(lang, "hello", &[("name", arg)]);
        for _ in 0..2 {
            assert_eq!(hello(&SAMPLE, Lang::De, "Anna".into()), "Servus, Anna!");
            assert_eq!(hello(&SAMPLE, Lang::En, "Anna".into()), "Hello, Anna!");
            assert_eq!(hello(&other, Lang::De, "Anna".into()), "Grüß dich, Anna!");
            assert_eq!(hello(&SAMPLE, Lang::De, "Bert".into()), "Servus, Bert!");
            assert_eq!(hello(&SAMPLE, Lang::De, "7".into()), "Servus, 7!");
            assert_eq!(hello(&SAMPLE, Lang::De, 7.into()), "Servus, 7!");
        }
        let tricks = |n: i64| SAMPLE.format(Lang::De, "tricks", &[("n", n.into())]);
        assert_eq!(
            [tricks(1), tricks(2), tricks(1)],
            ["1 Stich", "2 Stiche", "1 Stich"]
        );
    }

    #[test]
    fn a_message_missing_in_one_language_is_found() {
        let lopsided = Catalogue::new("lopsided", "a = A\nb = B\n", "a = A\n");
        let problem = lopsided.check().unwrap_err();
        assert!(problem.contains("only in German [\"b\"]"), "{problem}");
        let broken = Catalogue::new("broken", "a = {", "a = A\n");
        assert!(broken.check().unwrap_err().contains("broken (de)"));
    }
}
