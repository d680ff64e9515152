//! Words several games and the table use alike: a number per seat, signed amounts, a deal's
//! multiplier, a seat's token, lists of names; and the kernel's catalogue (`de.ftl`, `en.ftl`).

use std::fmt::Display;

use crate::catalogue::{Arg, Catalogue};
use crate::lang::Lang;

/// The words every game shares, in every language (`de.ftl`, `en.ftl` beside this file).
pub(crate) static WORDS: Catalogue =
    Catalogue::new("kernel", include_str!("de.ftl"), include_str!("en.ftl"));

/// A value per seat of two: `{0} 5 · {1} 3` (`{N}` stands for seat N's name).
pub(crate) fn per_seat(values: [impl Display; 2]) -> String {
    format!("{{0}} {} · {{1}} {}", values[0], values[1])
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_read_as_the_tables_write_them() {
        assert_eq!(per_seat([5, 3]), "{0} 5 · {1} 3");
        assert_eq!([signed(3), signed(-2), signed(0)], ["+3", "−2", "0"]);
        assert_eq!([times(1), times(4)], ["".to_string(), "   ×4".to_string()]);
    }

    #[test]
    fn lists_and_counts() {
        let names = |n: &[&str]| n.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(join(Lang::De, &names(&["A", "B", "C"])), "A, B und C");
        assert_eq!(join(Lang::En, &names(&["A", "B"])), "A and B");
        assert_eq!(join(Lang::En, &names(&["A"])), "A");
    }
}
