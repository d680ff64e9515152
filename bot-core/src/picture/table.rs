//! The picture of the table: green felt, the players' names around it (the seats to act
//! marked), the trick in play in the middle — each card pushed toward the seat that played it —
//! the trump card lying crosswise under the talon on the left, the last trick small on the
//! right, the cards lying open before a seat beside its name (each group under its label:
//! laid away, turned, the bank's card …), and a short score line below.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use tiny_skia::{FillRule, Pixmap, PixmapPaint, Rect, Transform};

use super::cards::{self, paint, rounded};
use super::font;
use super::pips::rgb;
use crate::games::glossary::Face;
use crate::games::{Card, Lang, Open, Scene};

/// The picture's width.
pub(super) const WIDTH: u32 = 720;
/// The felt's height; the score line is below it.
const FELT: u32 = 484;
/// The height of the band with the score line.
const BAND: u32 = 36;
/// The width of a card in the trick.
const CARD: u32 = 100;
/// The width of a small card (the last trick, open cards).
const SMALL: u32 = 56;

/// What the table picture shows, besides the scene: the players' names by seat, who is to act,
/// the score line, and the pack and language the cards are written in.
pub struct Table<'a> {
    /// What lies on the table (the public scene: no hand).
    pub scene: &'a Scene,
    /// The players' names, by the deal's seat.
    pub names: &'a [String],
    /// The seats to act now.
    pub to_act: &'a [usize],
    /// The short score line below the felt.
    pub score: &'a str,
    /// The pack.
    pub face: Face,
    /// The table's language (the cards' letters, the label of the last trick).
    pub lang: Lang,
}

/// Draws the table.
pub fn table(table: &Table) -> Pixmap {
    let mut pixmap = felt(WIDTH, FELT, BAND);
    let line = font::fit(table.score, 15.0, WIDTH as f32 - 24.0);
    let white = paint(rgb(0xf5f5f5));
    let base = (WIDTH as f32 / 2.0, FELT as f32 + 25.0);
    font::draw(
        &mut pixmap,
        &line,
        base,
        15.0,
        &white,
        Transform::identity(),
    );
    let seats = table.names.len().max(1);
    let centre = (WIDTH as f32 / 2.0, FELT as f32 / 2.0);
    let at = |seat: usize, share: f32| {
        let angle = (90.0 + 360.0 * seat as f32 / seats as f32).to_radians();
        let (rx, ry) = (WIDTH as f32 / 2.0 - 80.0, FELT as f32 / 2.0 - 36.0);
        (
            centre.0 + share * rx * angle.cos(),
            centre.1 + share * ry * angle.sin(),
        )
    };
    let scene = table.scene;
    talon(&mut pixmap, scene, table.face, table.lang);
    if !scene.last_trick.is_empty() {
        last_trick(&mut pixmap, table);
    }
    for (seat, name) in table.names.iter().enumerate() {
        let place = at(seat, 1.0);
        let turn = table.to_act.contains(&seat);
        name_tag(&mut pixmap, name, place, turn);
        open_cards(&mut pixmap, table, seat, place);
    }
    for (i, &(seat, card)) in scene.trick.iter().enumerate() {
        let (x, y) = at(seat, 0.3);
        let shift = i as f32 * 14.0 - (scene.trick.len() - 1) as f32 * 7.0;
        lay(
            &mut pixmap,
            table.face,
            table.lang,
            card,
            CARD,
            (x + shift, y),
            0.0,
        );
    }
    pixmap
}

/// Felts drawn, by width, height of the felt and height of the band.
type Felts = Mutex<HashMap<(u32, u32, u32), Pixmap>>;

/// A felt `width` by `height` pixels above a dark band `band` pixels high: a dark rim around a
/// lighter green, flat colours that compress well (drawn once per size, then copied).
pub(super) fn felt(width: u32, height: u32, band: u32) -> Pixmap {
    static KEPT: OnceLock<Felts> = OnceLock::new();
    let mut kept = KEPT
        .get_or_init(Mutex::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    let drawn = kept.entry((width, height, band)).or_insert_with(|| {
        let mut pixmap = Pixmap::new(width, height + band).expect("a size");
        pixmap.fill(rgb(0x10301c));
        let (w, h) = (width as f32, height as f32);
        let area = Rect::from_xywh(0.0, 0.0, w, h).expect("a size");
        pixmap.fill_rect(area, &paint(rgb(0x17542f)), Transform::identity(), None);
        let inner = rounded(Rect::from_xywh(8.0, 8.0, w - 16.0, h - 16.0), 24.0);
        let cloth = paint(rgb(0x21774a));
        pixmap.fill_path(
            &inner,
            &cloth,
            FillRule::Winding,
            Transform::identity(),
            None,
        );
        pixmap
    });
    drawn.clone()
}

/// Lays a card `width` pixels wide centred on `(x, y)`, turned by `angle` degrees, with its
/// shadow.
pub(super) fn lay(
    pixmap: &mut Pixmap,
    face: Face,
    lang: Lang,
    card: Card,
    width: u32,
    (x, y): (f32, f32),
    angle: f32,
) {
    let front = cards::front(face, lang, card, width);
    place(pixmap, &front, (x, y), angle);
}

/// Puts a drawn card centred on `(x, y)`, turned by `angle` degrees, on a soft shadow.
pub(super) fn place(pixmap: &mut Pixmap, card: &Pixmap, (x, y): (f32, f32), angle: f32) {
    let (w, h) = (card.width() as f32, card.height() as f32);
    let turn = Transform::from_translate(x, y).pre_rotate(angle);
    let shadow = rounded(
        Rect::from_xywh(-w / 2.0 + 2.0, -h / 2.0 + 3.0, w, h),
        w * 0.08,
    );
    let mut dark = rgb(0x000000);
    dark.set_alpha(0.3);
    pixmap.fill_path(&shadow, &paint(dark), FillRule::Winding, turn, None);
    let sample = PixmapPaint {
        quality: if angle == 0.0 {
            tiny_skia::FilterQuality::Nearest
        } else {
            tiny_skia::FilterQuality::Bilinear
        },
        ..PixmapPaint::default()
    };
    if angle == 0.0 {
        let (left, top) = ((x - w / 2.0).round() as i32, (y - h / 2.0).round() as i32);
        pixmap.draw_pixmap(
            left,
            top,
            card.as_ref(),
            &sample,
            Transform::identity(),
            None,
        );
    } else {
        let at = turn.pre_translate(-w / 2.0, -h / 2.0);
        pixmap.draw_pixmap(0, 0, card.as_ref(), &sample, at, None);
    }
}

/// The trump card crosswise under the talon, the talon's count on its back.
fn talon(pixmap: &mut Pixmap, scene: &Scene, face: Face, lang: Lang) {
    let y = FELT as f32 / 2.0;
    if let Some(trump) = scene.trump {
        lay(pixmap, face, lang, trump, CARD, (128.0, y), 90.0);
    }
    if scene.talon == 0 {
        return;
    }
    let back = cards::back(CARD);
    place(pixmap, &back, (92.0, y), 0.0);
    let count = scene.talon.to_string();
    let tag = rounded(Rect::from_xywh(70.0, y - 16.0, 44.0, 32.0), 8.0);
    pixmap.fill_path(
        &tag,
        &paint(rgb(0xfafafa)),
        FillRule::Winding,
        Transform::identity(),
        None,
    );
    let ink = paint(rgb(0x8e1b2c));
    let base = (92.0, y + 9.0);
    font::draw(pixmap, &count, base, 18.0, &ink, Transform::identity());
}

/// The last finished trick, small, on the right under its label.
fn last_trick(pixmap: &mut Pixmap, table: &Table) {
    let cards = &table.scene.last_trick;
    let step = 40.0;
    let span = SMALL as f32 + step * (cards.len() - 1) as f32;
    let right = WIDTH as f32 - 20.0;
    let y = FELT as f32 / 2.0 + 10.0;
    let label = crate::text::last_trick_label(table.lang);
    let room = span.max(140.0);
    let label = font::fit(&label, 12.0, room);
    let white = paint(rgb(0xe8f5e9));
    let top = y - cards::height(SMALL) as f32 / 2.0 - 10.0;
    let mid = right - room / 2.0;
    font::draw(
        pixmap,
        &label,
        (mid, top),
        12.0,
        &white,
        Transform::identity(),
    );
    let first = mid - span / 2.0 + SMALL as f32 / 2.0;
    for (i, &(_, card)) in cards.iter().enumerate() {
        let x = first + i as f32 * step;
        lay(pixmap, table.face, table.lang, card, SMALL, (x, y), 0.0);
    }
}

/// How far a small open card's left edge lies from the next's, at most and at least.
const FAN: (f32, f32) = (26.0, 14.0);
/// The room between a name and the open cards beside it, and between two groups of them.
const BESIDE: (f32, f32) = (100.0, 14.0);
/// The cap height of a label over cards.
const LABEL: f32 = 12.0;
/// How near the felt's top or bottom edge a name lies that sits at the top or the bottom.
const EDGE: f32 = 60.0;

/// A stretch of the felt's width where open cards may lie, and the end they keep to (the one
/// nearer their player's name).
struct Room {
    from: f32,
    to: f32,
    keep_left: bool,
}

/// The groups of cards lying open before `seat` (named at `(x, y)`), side by side, each under
/// its label, in a band along the top or the bottom edge of the felt, clear of the trick: a
/// player at the bottom has them right of his name (else left of it), one at the top left of
/// it (else right of it), one at the side in the band on his half of the table (the upper band
/// for the upper half; at the middle the left player the lower one, the right the upper one).
/// Where no room takes them, they lie closer together in the widest.
fn open_cards(pixmap: &mut Pixmap, table: &Table, seat: usize, (x, y): (f32, f32)) {
    let groups: Vec<(&Open, String)> = table
        .scene
        .open
        .iter()
        .filter(|open| open.seat == seat && !open.cards.is_empty())
        .map(|open| (open, open.what.label(table.lang)))
        .collect();
    if groups.is_empty() {
        return;
    }
    let w = SMALL as f32;
    let span = |step: f32, open: &Open| w + step * (open.cards.len() - 1) as f32;
    let slot = |step: f32, (open, label): &(&Open, String)| {
        span(step, open).max(font::width(label, LABEL) + 4.0)
    };
    let total = |step: f32| {
        let gaps = BESIDE.1 * (groups.len() - 1) as f32;
        groups.iter().map(|g| slot(step, g)).sum::<f32>() + gaps
    };
    let (lo, hi, middle) = (16.0, WIDTH as f32 - 16.0, WIDTH as f32 / 2.0);
    let right = Room {
        from: x + BESIDE.0,
        to: hi,
        keep_left: true,
    };
    let left = Room {
        from: lo,
        to: x - BESIDE.0,
        keep_left: false,
    };
    let (bottom, top) = (y > FELT as f32 - EDGE, y < EDGE);
    let (rooms, lower) = if bottom {
        (vec![right, left], true)
    } else if top {
        (vec![left, right], false)
    } else {
        let half = if x < middle {
            Room {
                from: lo,
                to: middle,
                keep_left: true,
            }
        } else {
            Room {
                from: middle,
                to: hi,
                keep_left: false,
            }
        };
        let centre = FELT as f32 / 2.0;
        let lower = y > centre + 1.0 || (y >= centre - 1.0 && x < middle);
        (vec![half], lower)
    };
    let width = |room: &Room| room.to - room.from;
    let widest = || rooms.iter().max_by(|a, b| width(a).total_cmp(&width(b)));
    let fits = rooms.iter().find(|room| total(FAN.0) <= width(room));
    let Some(room) = fits.or_else(widest) else {
        return;
    };
    let mut step = FAN.0;
    let fanned: usize = groups.iter().map(|(open, _)| open.cards.len() - 1).sum();
    if total(step) > width(room) && fanned > 0 {
        step = (FAN.0 - (total(FAN.0) - width(room)) / fanned as f32).clamp(FAN.1, FAN.0);
    }
    let mut at = if room.keep_left {
        room.from
    } else {
        room.to - total(step)
    };
    let h = cards::height(SMALL) as f32;
    let y = if lower {
        FELT as f32 - 10.0 - h / 2.0
    } else {
        8.0 + 26.0 + h / 2.0
    };
    let white = paint(rgb(0xe8f5e9));
    for group in &groups {
        let (open, label) = group;
        let room = slot(step, group);
        let first = at + (room - span(step, open)) / 2.0 + w / 2.0;
        let base = (at + room / 2.0, y - h / 2.0 - 8.0);
        font::draw(pixmap, label, base, LABEL, &white, Transform::identity());
        for (i, &card) in open.cards.iter().enumerate() {
            let x = first + i as f32 * step;
            lay(pixmap, table.face, table.lang, card, SMALL, (x, y), 0.0);
        }
        at += room + BESIDE.1;
    }
}

/// A player's name on a dark tag (a light one when it is his turn).
fn name_tag(pixmap: &mut Pixmap, name: &str, (x, y): (f32, f32), turn: bool) {
    let size = 16.0;
    let name = font::fit(name, size, 170.0);
    let w = font::width(&name, size) + 24.0;
    let tag = rounded(Rect::from_xywh(x - w / 2.0, y - 16.0, w, 32.0), 10.0);
    let (fill, ink) = if turn {
        (rgb(0xffd54f), rgb(0x1a1a1a))
    } else {
        let mut dark = rgb(0x000000);
        dark.set_alpha(0.45);
        (dark, rgb(0xffffff))
    };
    pixmap.fill_path(
        &tag,
        &paint(fill),
        FillRule::Winding,
        Transform::identity(),
        None,
    );
    let base = (x, y + size / 2.0);
    font::draw(
        pixmap,
        &name,
        base,
        size,
        &paint(ink),
        Transform::identity(),
    );
}
