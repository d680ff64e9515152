//! Words several games and the table use alike: a number per seat, cards as players read them,
//! signed amounts, a deal's multiplier, lists of names and counted nouns.

use std::fmt::Display;

use crate::card::Card;
use crate::catalogue::{Arg, Catalogue};
use crate::lang::Lang;

/// The words every game shares, in every language (`de.ftl`, `en.ftl` beside this file).
pub(crate) static WORDS: Catalogue =
    Catalogue::new("kernel", include_str!("de.ftl"), include_str!("en.ftl"));

/// A value per seat of two: `{0} 5 · {1} 3` (`{N}` stands for seat N's name).
pub(crate) fn per_seat(values: [impl Display; 2]) -> String {
    format!("{{0}} {} · {{1}} {}", values[0], values[1])
}

/// Cards as players read them: `7♥ 8♠`.
pub(crate) fn cards(cards: &[Card]) -> String {
    cards
        .iter()
        .map(|c| c.label())
        .collect::<Vec<_>>()
        .join(" ")
}

/// An amount with its sign: `+3`, `−2` (a true minus), `0`.
pub(crate) fn signed(n: i64) -> String {
    match n {
        0 => "0".into(),
        n if n > 0 => format!("+{n}"),
        n => format!("−{}", -n),
    }
}

/// What a doubled deal counts, after a line: `   ×4`, nothing for 1.
pub(crate) fn times(multiplier: i64) -> String {
    if multiplier > 1 {
        format!("   ×{multiplier}")
    } else {
        String::new()
    }
}

/// Names as a list: `A`, `A und B`, `A, B und C` / `A and B`.
pub fn join(lang: Lang, names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => {
            let comma = format!("{} ", WORDS.text(lang, "list-comma"));
            let args = [("init", init.join(&comma).into()), ("last", last.into())];
            WORDS.format(lang, "list-and", &args)
        }
    }
}

/// The token of seat `n`'s name in a line (`{0}`), which the front end puts the name in for.
pub(crate) fn seat(n: usize) -> String {
    format!("{{{n}}}")
}

/// The token of seat `n`'s name ([`seat`]) as a message's argument.
pub(crate) fn token(n: usize) -> Arg<'static> {
    seat(n).into()
}

/// `n` with the singular or plural noun of the language: `1 Stich`, `3 tricks`.
pub fn count(lang: Lang, n: u64, de: (&str, &str), en: (&str, &str)) -> String {
    let (one, many) = match lang {
        Lang::De => de,
        Lang::En => en,
    };
    format!("{n} {}", if n == 1 { one } else { many })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_read_as_the_tables_write_them() {
        assert_eq!(per_seat([5, 3]), "{0} 5 · {1} 3");
        let hand: Vec<Card> = ["7H", "TS"].iter().map(|c| c.parse().unwrap()).collect();
        assert_eq!(cards(&hand), "7♥ 10♠");
        assert_eq!([signed(3), signed(-2), signed(0)], ["+3", "−2", "0"]);
        assert_eq!([times(1), times(4)], ["".to_string(), "   ×4".to_string()]);
    }

    #[test]
    fn lists_and_counts() {
        let names = |n: &[&str]| n.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(join(Lang::De, &names(&["A", "B", "C"])), "A, B und C");
        assert_eq!(join(Lang::En, &names(&["A", "B"])), "A and B");
        assert_eq!(join(Lang::En, &names(&["A"])), "A");
        let tricks = |lang, n| count(lang, n, ("Stich", "Stiche"), ("trick", "tricks"));
        assert_eq!(tricks(Lang::De, 1), "1 Stich");
        assert_eq!(tricks(Lang::En, 3), "3 tricks");
    }
}
