//! What a user typed, quoted back safely: a command's junk argument, an unknown rule, a line
//! the terminal does not understand. Every front end echoes typed input only through [`quote`].

/// The most characters of typed input quoted back.
pub const MAX_QUOTED: usize = 32;

/// Typed input fit to be echoed: terminal escape sequences (`ESC [ … m`, `ESC ] … BEL`, …)
/// removed, every other control or invisible formatting character (line breaks, tabs,
/// direction overrides) replaced by a space, the ends trimmed, and at most [`MAX_QUOTED`]
/// characters kept — a longer text is cut on a character boundary and ends with "…". Reads no
/// further into the input than it needs, so a line of megabytes costs no more than a short one.
pub fn quote(input: &str) -> String {
    let mut out = String::new();
    let mut kept = 0;
    let mut chars = input.chars().peekable();
    while let Some(c) = chars.next() {
        let c = match c {
            '\u{1b}' => {
                skip_escape(&mut chars);
                continue;
            }
            // The one-character form of `ESC [`.
            '\u{9b}' => {
                skip_csi(&mut chars);
                continue;
            }
            c if c.is_control() || invisible(c) => ' ',
            c => c,
        };
        if kept == 0 && c == ' ' {
            continue;
        }
        if kept == MAX_QUOTED {
            // One more character: cut, keeping room for the ellipsis.
            let cut = out.char_indices().nth(MAX_QUOTED - 1).map_or(0, |(i, _)| i);
            out.truncate(cut);
            out.truncate(out.trim_end().len());
            out.push('…');
            return out;
        }
        out.push(c);
        kept += 1;
    }
    out.truncate(out.trim_end().len());
    out
}

/// Formatting characters that change how the text around them shows: zero-width marks and
/// the bidirectional embeddings, overrides and isolates.
fn invisible(c: char) -> bool {
    matches!(c, '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{feff}')
}

/// Skips an escape sequence after its `ESC`: a control sequence (`[` … final byte), an
/// operating system command or string (`]`, `P`, `^`, `_` … BEL or `ESC \`), or one character.
fn skip_escape(chars: &mut std::iter::Peekable<std::str::Chars<'_>>) {
    match chars.next() {
        Some('[') => skip_csi(chars),
        Some(']' | 'P' | '^' | '_') => {
            while let Some(c) = chars.next() {
                if c == '\u{7}' || c == '\u{9c}' {
                    break;
                }
                if c == '\u{1b}' {
                    chars.next_if_eq(&'\\');
                    break;
                }
            }
        }
        _ => {}
    }
}

/// Skips a control sequence's parameters and its final byte (`@` to `~`).
fn skip_csi(chars: &mut std::iter::Peekable<std::str::Chars<'_>>) {
    for c in chars.by_ref() {
        if ('@'..='~').contains(&c) {
            break;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_input_stays_as_typed() {
        assert_eq!(quote("xyzzy"), "xyzzy");
        assert_eq!(quote("  Herz König "), "Herz König");
        assert_eq!(quote(""), "");
    }

    #[test]
    fn long_input_is_cut_on_a_character_boundary() {
        let long = "ä".repeat(5_000_000);
        let quoted = quote(&long);
        assert_eq!(quoted.chars().count(), MAX_QUOTED);
        assert_eq!(quoted, format!("{}…", "ä".repeat(MAX_QUOTED - 1)));
        let exact = "x".repeat(MAX_QUOTED);
        assert_eq!(quote(&exact), exact, "exactly the limit is not cut");
        assert_eq!(quote(&format!("{exact}y")), format!("{}…", &exact[1..]));
    }

    #[test]
    fn escapes_and_control_characters_never_come_back() {
        assert_eq!(quote("\u{1b}[2Jboom"), "boom");
        assert_eq!(quote("a\u{1b}[1;31mred\u{1b}[0m"), "ared");
        assert_eq!(quote("\u{1b}]0;title\u{7}x"), "x");
        assert_eq!(quote("\u{1b}]8;;http://e\u{1b}\\link"), "link");
        assert_eq!(quote("\u{9b}2Jx"), "x");
        assert_eq!(quote("a\nb\tc\rd\u{0}e"), "a b c d e");
        assert_eq!(quote("abc\u{202e}fed"), "abc fed");
        for junk in ["\u{1b}[2J", "\u{1b}", "\u{1b}[", "\u{7}\u{8}"] {
            let quoted = quote(junk);
            assert!(
                !quoted.chars().any(char::is_control),
                "{junk:?} -> {quoted:?}"
            );
        }
    }
}
