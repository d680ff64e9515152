//! Pictures of the table and of a hand, for front ends that show images: the project's own card
//! faces of both packs (`cards`, their suit signs in `pips`, drawn as paths), the one font
//! shipped with them (`font`), and the two pictures drawn from a game's [`Scene`] — what the
//! recipient's text view shows, never more.
//!
//! What a message's picture shows is decided here once for every front end (`sketch`: the
//! pack, the words, the digest), and drawn pictures are kept by digest ([`Pictures`]).
//!
//! Everything is drawn with `tiny-skia` (a CPU rasteriser, no system libraries) and written as
//! an opaque PNG (`png`).

mod cards;
mod deal;
mod font;
mod hand;
mod pips;
mod sketch;
mod table;

pub use cards::{back, front, height};
pub use deal::{of_deal, sample};
pub use hand::hand;
pub use sketch::{Picture, Pictures, Sketch};
pub use table::{Table, table};

use tiny_skia::Pixmap;

/// The picture as PNG bytes: opaque RGB, compressed fast (the felt and the cards are large
/// areas of one colour).
pub fn png(pixmap: &Pixmap) -> Vec<u8> {
    // Every picture is opaque: its premultiplied pixels are its colours.
    let mut rgb = Vec::with_capacity(pixmap.data().len() / 4 * 3);
    for px in pixmap.data().chunks_exact(4) {
        rgb.extend_from_slice(&px[..3]);
    }
    let mut out = Vec::new();
    let mut encoder = ::png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
    encoder.set_color(::png::ColorType::Rgb);
    encoder.set_depth(::png::BitDepth::Eight);
    encoder.set_compression(::png::Compression::Fast);
    let mut writer = encoder.write_header().expect("writing to memory");
    writer.write_image_data(&rgb).expect("writing to memory");
    writer.finish().expect("writing to memory");
    out
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;
    use std::hash::{Hash, Hasher};

    use super::*;
    use crate::games::glossary::Face;
    use crate::games::{Card, Lang};

    /// A hash of a picture's pixels.
    fn digest(pixmap: &Pixmap) -> u64 {
        let mut hasher = std::hash::DefaultHasher::new();
        pixmap.data().hash(&mut hasher);
        hasher.finish()
    }

    #[test]
    fn every_card_of_both_packs_has_a_face_of_its_own_in_every_language() {
        for face in [Face::French, Face::German] {
            for lang in Lang::ALL {
                let mut seen: HashMap<u64, Card> = HashMap::new();
                for card in (0..52).filter_map(Card::from_index) {
                    let drawn = front(face, lang, card, 120);
                    assert_eq!((drawn.width(), drawn.height()), (120, height(120)));
                    if let Some(other) = seen.insert(digest(&drawn), card) {
                        panic!("{face:?} {lang:?}: {card} looks like {other}");
                    }
                }
                assert!(
                    !seen.contains_key(&digest(&back(120))),
                    "a face looks like the back"
                );
            }
        }
        // The packs differ, and the French pack's letters with the language.
        let queen: Card = "QH".parse().unwrap();
        let faces = [
            front(Face::French, Lang::De, queen, 120),
            front(Face::French, Lang::En, queen, 120),
            front(Face::German, Lang::De, queen, 120),
        ];
        assert_ne!(digest(&faces[0]), digest(&faces[1]));
        assert_ne!(digest(&faces[0]), digest(&faces[2]));
    }
}
