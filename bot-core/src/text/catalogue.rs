//! The core's catalogue of words (`catalogue/de.ftl`, `catalogue/en.ftl`): what the table and
//! the front ends say that is not a game's own, in Project Fluent's format
//! ([`crate::games::catalogue`]). The words of this module move into it one concern at a time;
//! what is in it is said only from it.

use crate::games::catalogue::{Arg, Catalogue};
use crate::ids::Lang;

/// The core's words in every language.
static CORE: Catalogue = Catalogue::new(
    "core",
    include_str!("catalogue/de.ftl"),
    include_str!("catalogue/en.ftl"),
);

/// The core's message `id` in `lang`.
pub(crate) fn text(lang: Lang, id: &str) -> String {
    CORE.text(lang, id)
}

/// The core's message `id` in `lang` with its arguments put in.
pub(crate) fn format(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    CORE.format(lang, id, args)
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_core_catalogue_parses_and_holds_every_message_in_every_language() {
        assert_eq!(super::CORE.check(), Ok(()));
    }
}
