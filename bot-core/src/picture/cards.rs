//! The faces of the cards, drawn by the project: a white card with rounded corners, the rank in
//! two corners as the table's language writes it (the glossary's letters: `K D B` in German,
//! `K Q J` in English, `K O U` in the German pack) over the suit's sign, and in the middle the
//! signs of a number card in their usual places, one large sign for an Ace or Daus, and a framed
//! panel with the large letter for a court card. The back is one pattern for every pack. Each
//! face is drawn once per size and kept.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use tiny_skia::{Color, FillRule, Paint, PathBuilder, Pixmap, Rect, Stroke, Transform};

use super::font;
use super::pips::{ink, pip, rgb};
use crate::games::glossary::Face;
use crate::games::{Card, Lang, Rank};

/// A card is `WIDTH` by `HEIGHT` units, drawn at any width in pixels.
const WIDTH: f32 = 100.0;
/// The height of a card in its units.
const HEIGHT: f32 = 150.0;
/// The radius of the corners.
const CORNER: f32 = 8.0;

/// The height of a card `width` pixels wide.
pub fn height(width: u32) -> u32 {
    (width as f32 * HEIGHT / WIDTH).round() as u32
}

/// What a kept face is drawn for.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Key {
    face: Face,
    lang: Lang,
    card: Option<Card>,
    width: u32,
}

/// The face of `card` in `face` and `lang`, `width` pixels wide (drawn on first use, then
/// kept).
pub fn front(face: Face, lang: Lang, card: Card, width: u32) -> Arc<Pixmap> {
    kept(Key {
        face,
        lang,
        card: Some(card),
        width,
    })
}

/// The back of a card, `width` pixels wide.
pub fn back(width: u32) -> Arc<Pixmap> {
    kept(Key {
        face: Face::French,
        lang: Lang::En,
        card: None,
        width,
    })
}

/// A face from the store of drawn faces, drawn if missing.
fn kept(key: Key) -> Arc<Pixmap> {
    static KEPT: OnceLock<Mutex<HashMap<Key, Arc<Pixmap>>>> = OnceLock::new();
    let kept = KEPT.get_or_init(Mutex::default);
    if let Some(pixmap) = kept.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return Arc::clone(pixmap);
    }
    let pixmap = Arc::new(match key.card {
        Some(card) => draw_front(key.face, key.lang, card, key.width),
        None => draw_back(key.width),
    });
    let mut kept = kept.lock().unwrap_or_else(|e| e.into_inner());
    Arc::clone(kept.entry(key).or_insert(pixmap))
}

/// A paint of one colour, anti-aliased.
pub(super) fn paint(color: Color) -> Paint<'static> {
    let mut paint = Paint {
        anti_alias: true,
        ..Paint::default()
    };
    paint.set_color(color);
    paint
}

/// An empty card `width` pixels wide, with the transform from card units to its pixels.
fn blank(width: u32, fill: Color) -> (Pixmap, Transform) {
    let mut pixmap = Pixmap::new(width, height(width)).expect("a card has a size");
    let k = width as f32 / WIDTH;
    let at = Transform::from_scale(k, k);
    let outline = rounded(Rect::from_xywh(0.5, 0.5, WIDTH - 1.0, HEIGHT - 1.0), CORNER);
    pixmap.fill_path(&outline, &paint(fill), FillRule::Winding, at, None);
    let edge = Stroke {
        width: 1.0,
        ..Stroke::default()
    };
    pixmap.stroke_path(&outline, &paint(rgb(0x9e9e9e)), &edge, at, None);
    (pixmap, at)
}

/// A rectangle with rounded corners of radius `r`.
pub(super) fn rounded(rect: Option<Rect>, r: f32) -> tiny_skia::Path {
    let rect = rect.expect("a rectangle of positive size");
    let (l, t, rr, b) = (rect.left(), rect.top(), rect.right(), rect.bottom());
    let mut p = PathBuilder::new();
    p.move_to(l + r, t);
    p.line_to(rr - r, t);
    p.quad_to(rr, t, rr, t + r);
    p.line_to(rr, b - r);
    p.quad_to(rr, b, rr - r, b);
    p.line_to(l + r, b);
    p.quad_to(l, b, l, b - r);
    p.line_to(l, t + r);
    p.quad_to(l, t, l + r, t);
    p.close();
    p.finish().expect("a rectangle has points")
}

/// The places of the signs of a number card (card units, centre of each sign), by its rank.
fn places(rank: Rank) -> &'static [(f32, f32)] {
    const L: f32 = 33.0;
    const M: f32 = 50.0;
    const R: f32 = 67.0;
    match rank {
        Rank::Two => &[(M, 28.0), (M, 122.0)],
        Rank::Three => &[(M, 28.0), (M, 75.0), (M, 122.0)],
        Rank::Four => &[(L, 28.0), (R, 28.0), (L, 122.0), (R, 122.0)],
        Rank::Five => &[(L, 28.0), (R, 28.0), (M, 75.0), (L, 122.0), (R, 122.0)],
        Rank::Six => &[
            (L, 28.0),
            (R, 28.0),
            (L, 75.0),
            (R, 75.0),
            (L, 122.0),
            (R, 122.0),
        ],
        Rank::Seven => &[
            (L, 28.0),
            (R, 28.0),
            (M, 51.0),
            (L, 75.0),
            (R, 75.0),
            (L, 122.0),
            (R, 122.0),
        ],
        Rank::Eight => &[
            (L, 28.0),
            (R, 28.0),
            (M, 51.0),
            (L, 75.0),
            (R, 75.0),
            (M, 99.0),
            (L, 122.0),
            (R, 122.0),
        ],
        Rank::Nine => &[
            (L, 28.0),
            (R, 28.0),
            (L, 59.0),
            (R, 59.0),
            (M, 75.0),
            (L, 91.0),
            (R, 91.0),
            (L, 122.0),
            (R, 122.0),
        ],
        Rank::Ten => &[
            (L, 28.0),
            (R, 28.0),
            (M, 44.0),
            (L, 59.0),
            (R, 59.0),
            (L, 91.0),
            (R, 91.0),
            (M, 106.0),
            (L, 122.0),
            (R, 122.0),
        ],
        Rank::Jack | Rank::Queen | Rank::King | Rank::Ace => &[],
    }
}

/// Draws the face of `card`.
fn draw_front(face: Face, lang: Lang, card: Card, width: u32) -> Pixmap {
    let (mut pixmap, at) = blank(width, rgb(0xfffdf7));
    let (rank, suit) = (card.rank(), card.suit());
    let color = ink(face, suit);
    let sign = pip(face, suit);
    let letters = face.rank(rank, lang);
    // The two corners: the rank over the sign, the second turned about the middle.
    for turned in [false, true] {
        let corner = if turned {
            at.pre_translate(WIDTH, HEIGHT).pre_rotate(180.0)
        } else {
            at
        };
        let narrow = if letters.chars().count() > 1 {
            0.72
        } else {
            1.0
        };
        let text = corner.pre_translate(12.5, 24.0).pre_scale(narrow, 1.0);
        let ink_paint = paint(color);
        font::draw(&mut pixmap, letters, (0.0, 0.0), 19.0, &ink_paint, text);
        sign.draw(&mut pixmap, (12.5, 37.0), 13.0, false, corner);
    }
    match rank {
        Rank::Ace => sign.draw(&mut pixmap, (50.0, 75.0), 50.0, false, at),
        Rank::Jack | Rank::Queen | Rank::King => {
            let panel = rounded(Rect::from_ltrb(24.0, 14.0, 76.0, 136.0), 4.0);
            let tint = {
                let mut c = color;
                c.set_alpha(0.12);
                c
            };
            pixmap.fill_path(&panel, &paint(tint), FillRule::Winding, at, None);
            let frame = Stroke {
                width: 2.0,
                ..Stroke::default()
            };
            pixmap.stroke_path(&panel, &paint(color), &frame, at, None);
            font::draw(&mut pixmap, letters, (50.0, 92.0), 36.0, &paint(color), at);
            sign.draw(&mut pixmap, (36.0, 28.0), 14.0, false, at);
            sign.draw(&mut pixmap, (64.0, 122.0), 14.0, true, at);
        }
        _ => {
            for &(x, y) in places(rank) {
                let size = if face == Face::German { 21.0 } else { 19.0 };
                sign.draw(&mut pixmap, (x, y), size, y > 76.0, at);
            }
        }
    }
    pixmap
}

/// Draws the back: a dark red card with a white frame and a lattice.
fn draw_back(width: u32) -> Pixmap {
    let (mut pixmap, at) = blank(width, rgb(0xffffff));
    let inner = rounded(Rect::from_ltrb(6.0, 6.0, WIDTH - 6.0, HEIGHT - 6.0), 5.0);
    pixmap.fill_path(&inner, &paint(rgb(0x8e1b2c)), FillRule::Winding, at, None);
    let mut lattice = PathBuilder::new();
    let mut d = -HEIGHT;
    while d < WIDTH + HEIGHT {
        lattice.move_to(d, 6.0);
        lattice.line_to(d + HEIGHT, 6.0 + HEIGHT);
        lattice.move_to(d, 6.0);
        lattice.line_to(d - HEIGHT, 6.0 + HEIGHT);
        d += 12.0;
    }
    if let Some(lattice) = lattice.finish() {
        let mut mask = tiny_skia::Mask::new(pixmap.width(), pixmap.height()).expect("a size");
        mask.fill_path(&inner, FillRule::Winding, true, at);
        let line = Stroke {
            width: 1.2,
            ..Stroke::default()
        };
        pixmap.stroke_path(&lattice, &paint(rgb(0xc0485a)), &line, at, Some(&mask));
    }
    pixmap
}
