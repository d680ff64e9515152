//! The picture of a hand: its cards as a fan in the game's order on the felt, each card's
//! left corner in sight.

use tiny_skia::Pixmap;

use super::cards;
use super::table::{felt, lay};
use crate::games::glossary::Face;
use crate::games::{Card, Lang};

/// The width of a card in the hand.
const CARD: u32 = 120;
/// The most a card's left edge lies from the next's.
const STEP: f32 = 90.0;
/// The widest a hand's picture gets.
const MAX_WIDTH: f32 = 1000.0;
/// The space around the fan.
const PAD: f32 = 16.0;
/// How far the fan turns from one card to the next, in degrees.
const TURN: f32 = 2.5;

/// Draws `hand` (in the game's order) as a fan, in `face` and `lang`.
pub fn hand(hand: &[Card], face: Face, lang: Lang) -> Pixmap {
    let n = hand.len().max(1);
    let (w, h) = (CARD as f32, cards::height(CARD) as f32);
    let gaps = (n - 1) as f32;
    let step = if n > 1 {
        STEP.min((MAX_WIDTH - 2.0 * PAD - w) / gaps)
    } else {
        0.0
    };
    // The fan's ends turn and drop on a circle of radius `r`: room for them on every side.
    let (r, widest) = (2.0 * h, (TURN * gaps / 2.0).to_radians());
    let out = h / 2.0 * widest.sin();
    let drop = r * (1.0 - widest.cos());
    let width = (2.0 * (PAD + out) + w + step * gaps).ceil() as u32;
    let height = (2.0 * PAD + h + drop + out).ceil() as u32;
    let mut pixmap = felt(width, height, 0);
    for (i, &card) in hand.iter().enumerate() {
        let from_middle = i as f32 - gaps / 2.0;
        let angle = from_middle * TURN;
        let x = width as f32 / 2.0 + from_middle * step;
        let y = PAD + h / 2.0 + r * (1.0 - angle.to_radians().cos());
        lay(&mut pixmap, face, lang, card, CARD, (x, y), angle);
    }
    pixmap
}
