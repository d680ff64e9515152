//! The suit signs of both packs, drawn as paths: spades, hearts, diamonds and clubs of the
//! French pack; acorns (Eichel), leaves (Laub), hearts (Herz) and bells (Schellen) of the German
//! pack. Each is a few layers in a box of −1 … 1 with y down, drawn at any size and either way
//! up.

use std::sync::OnceLock;

use tiny_skia::{
    Color, FillRule, LineCap, Paint, Path, PathBuilder, Pixmap, Rect, Stroke, Transform,
};

use crate::games::Suit;
use crate::games::glossary::Face;

/// A colour from its hex digits.
pub(super) fn rgb(hex: u32) -> Color {
    Color::from_rgba8((hex >> 16) as u8, (hex >> 8) as u8, hex as u8, 255)
}

/// One layer of a sign.
enum Layer {
    /// A filled shape.
    Fill(Path, Color),
    /// A line of a width (in the sign's box).
    Line(Path, Color, f32),
}

/// A suit's sign: its layers, bottom first.
pub(super) struct Pip(Vec<Layer>);

/// The colour a suit's index is written in.
pub(super) fn ink(face: Face, suit: Suit) -> Color {
    match (face, suit) {
        (Face::French, Suit::Hearts | Suit::Diamonds) => rgb(0xc8102e),
        (Face::French, Suit::Spades | Suit::Clubs) => rgb(0x1a1a1a),
        (Face::German, Suit::Clubs) => rgb(0x6b3e12),
        (Face::German, Suit::Spades) => rgb(0x2e7d32),
        (Face::German, Suit::Hearts) => rgb(0xc62828),
        (Face::German, Suit::Diamonds) => rgb(0xa85d00),
    }
}

/// The sign of a suit in a pack, built once.
pub(super) fn pip(face: Face, suit: Suit) -> &'static Pip {
    static PIPS: OnceLock<Vec<Pip>> = OnceLock::new();
    let pips = PIPS.get_or_init(|| {
        [Face::French, Face::German]
            .into_iter()
            .flat_map(|face| Suit::ALL.map(|suit| build(face, suit)))
            .collect()
    });
    &pips[face as usize * 4 + suit as usize]
}

impl Pip {
    /// Draws the sign centred on `(x, y)`, `size` pixels high, upside down if `flip`, under
    /// `transform`.
    pub(super) fn draw(
        &self,
        pixmap: &mut Pixmap,
        (x, y): (f32, f32),
        size: f32,
        flip: bool,
        transform: Transform,
    ) {
        let half = size / 2.0;
        let turn = if flip { 180.0 } else { 0.0 };
        let at = transform
            .pre_translate(x, y)
            .pre_rotate(turn)
            .pre_scale(half, half);
        let mut paint = Paint {
            anti_alias: true,
            ..Paint::default()
        };
        for layer in &self.0 {
            match layer {
                Layer::Fill(path, color) => {
                    paint.set_color(*color);
                    pixmap.fill_path(path, &paint, FillRule::Winding, at, None);
                }
                Layer::Line(path, color, width) => {
                    paint.set_color(*color);
                    let stroke = Stroke {
                        width: *width,
                        line_cap: LineCap::Round,
                        ..Stroke::default()
                    };
                    pixmap.stroke_path(path, &paint, &stroke, at, None);
                }
            }
        }
    }
}

/// A path from its drawing steps.
fn shape(draw: impl FnOnce(&mut PathBuilder)) -> Path {
    let mut builder = PathBuilder::new();
    draw(&mut builder);
    builder.finish().expect("a sign's path has points")
}

/// A circle.
fn circle(x: f32, y: f32, r: f32) -> Path {
    PathBuilder::from_circle(x, y, r).expect("a positive radius")
}

/// The heart of both packs.
fn heart() -> Path {
    shape(|p| {
        p.move_to(0.0, 0.95);
        p.cubic_to(-0.35, 0.6, -1.0, 0.2, -1.0, -0.3);
        p.cubic_to(-1.0, -0.72, -0.62, -0.95, -0.32, -0.95);
        p.cubic_to(-0.12, -0.95, 0.0, -0.8, 0.0, -0.6);
        p.cubic_to(0.0, -0.8, 0.12, -0.95, 0.32, -0.95);
        p.cubic_to(0.62, -0.95, 1.0, -0.72, 1.0, -0.3);
        p.cubic_to(1.0, 0.2, 0.35, 0.6, 0.0, 0.95);
        p.close();
    })
}

/// The foot of a spade and a club.
fn foot() -> Path {
    shape(|p| {
        p.move_to(-0.1, 0.3);
        p.quad_to(-0.1, 0.8, -0.42, 1.0);
        p.line_to(0.42, 1.0);
        p.quad_to(0.1, 0.8, 0.1, 0.3);
        p.close();
    })
}

/// The signs' layers.
fn build(face: Face, suit: Suit) -> Pip {
    let color = ink(face, suit);
    Pip(match (face, suit) {
        (Face::French, Suit::Hearts) => vec![Layer::Fill(heart(), color)],
        (Face::French, Suit::Diamonds) => vec![Layer::Fill(
            shape(|p| {
                p.move_to(0.0, -1.0);
                p.quad_to(0.3, -0.45, 0.78, 0.0);
                p.quad_to(0.3, 0.45, 0.0, 1.0);
                p.quad_to(-0.3, 0.45, -0.78, 0.0);
                p.quad_to(-0.3, -0.45, 0.0, -1.0);
                p.close();
            }),
            color,
        )],
        (Face::French, Suit::Spades) => vec![
            Layer::Fill(
                shape(|p| {
                    p.move_to(0.0, -1.0);
                    p.cubic_to(0.35, -0.62, 1.0, -0.3, 1.0, 0.2);
                    p.cubic_to(1.0, 0.55, 0.75, 0.72, 0.48, 0.72);
                    p.cubic_to(0.25, 0.72, 0.08, 0.6, 0.0, 0.45);
                    p.cubic_to(-0.08, 0.6, -0.25, 0.72, -0.48, 0.72);
                    p.cubic_to(-0.75, 0.72, -1.0, 0.55, -1.0, 0.2);
                    p.cubic_to(-1.0, -0.3, -0.35, -0.62, 0.0, -1.0);
                    p.close();
                }),
                color,
            ),
            Layer::Fill(foot(), color),
        ],
        (Face::French, Suit::Clubs) => vec![
            Layer::Fill(circle(0.0, -0.5, 0.43), color),
            Layer::Fill(circle(-0.5, 0.15, 0.43), color),
            Layer::Fill(circle(0.5, 0.15, 0.43), color),
            Layer::Fill(circle(0.0, 0.02, 0.3), color),
            Layer::Fill(foot(), color),
        ],
        (Face::German, Suit::Hearts) => vec![
            Layer::Fill(heart(), color),
            Layer::Fill(
                shape(|p| {
                    p.move_to(-0.62, -0.55);
                    p.quad_to(-0.45, -0.78, -0.25, -0.72);
                    p.quad_to(-0.5, -0.6, -0.55, -0.3);
                    p.close();
                }),
                rgb(0xef9a9a),
            ),
        ],
        (Face::German, Suit::Spades) => leaf(color),
        (Face::German, Suit::Clubs) => acorn(color),
        (Face::German, Suit::Diamonds) => bell(color),
    })
}

/// Laub: a green leaf on its stalk, with its veins.
fn leaf(color: Color) -> Vec<Layer> {
    let vein = rgb(0xa5d6a7);
    vec![
        Layer::Fill(
            shape(|p| {
                p.move_to(-0.07, 0.6);
                p.line_to(0.07, 0.6);
                p.quad_to(0.1, 0.85, 0.3, 1.0);
                p.line_to(0.12, 1.0);
                p.quad_to(-0.04, 0.88, -0.07, 0.6);
                p.close();
            }),
            color,
        ),
        Layer::Fill(
            shape(|p| {
                p.move_to(0.0, -1.0);
                p.cubic_to(0.5, -0.62, 0.95, -0.15, 0.68, 0.32);
                p.cubic_to(0.5, 0.6, 0.18, 0.7, 0.0, 0.74);
                p.cubic_to(-0.18, 0.7, -0.5, 0.6, -0.68, 0.32);
                p.cubic_to(-0.95, -0.15, -0.5, -0.62, 0.0, -1.0);
                p.close();
            }),
            color,
        ),
        Layer::Line(
            shape(|p| {
                p.move_to(0.0, -0.75);
                p.line_to(0.0, 0.62);
                for (y, dy) in [(-0.25, -0.3), (0.2, -0.28)] {
                    p.move_to(0.0, y);
                    p.line_to(0.42, y + dy);
                    p.move_to(0.0, y);
                    p.line_to(-0.42, y + dy);
                }
            }),
            vein,
            0.09,
        ),
    ]
}

/// Eichel: an acorn, its nut in a dotted cup on a short stem.
fn acorn(color: Color) -> Vec<Layer> {
    let mut layers = vec![
        Layer::Fill(
            Rect::from_ltrb(-0.08, -1.0, 0.08, -0.55)
                .map(PathBuilder::from_rect)
                .expect("a rectangle"),
            color,
        ),
        Layer::Fill(
            shape(|p| {
                p.move_to(-0.52, -0.05);
                p.cubic_to(-0.55, 0.55, -0.2, 0.95, 0.0, 1.0);
                p.cubic_to(0.2, 0.95, 0.55, 0.55, 0.52, -0.05);
                p.close();
            }),
            rgb(0xd19a4c),
        ),
        Layer::Fill(
            shape(|p| {
                p.move_to(-0.68, 0.08);
                p.cubic_to(-0.7, -0.55, 0.7, -0.55, 0.68, 0.08);
                p.quad_to(0.0, 0.22, -0.68, 0.08);
                p.close();
            }),
            color,
        ),
        Layer::Line(
            shape(|p| {
                p.move_to(-0.05, 0.3);
                p.quad_to(-0.25, 0.55, -0.12, 0.8);
            }),
            rgb(0xf1d3a1),
            0.08,
        ),
    ];
    for (x, y) in [
        (-0.4, -0.05),
        (0.0, -0.05),
        (0.4, -0.05),
        (-0.2, -0.25),
        (0.2, -0.25),
    ] {
        layers.push(Layer::Fill(circle(x, y, 0.07), rgb(0xb07a3a)));
    }
    layers
}

/// Schellen: a round sleigh bell with its band, its slit and its ring.
fn bell(color: Color) -> Vec<Layer> {
    let dark = rgb(0x7a4a00);
    vec![
        Layer::Line(circle(0.0, -0.74, 0.15), dark, 0.1),
        Layer::Fill(circle(0.0, 0.12, 0.78), dark),
        Layer::Fill(circle(0.0, 0.12, 0.7), rgb(0xf4b400)),
        Layer::Fill(
            shape(|p| {
                p.move_to(-0.7, -0.04);
                p.quad_to(0.0, 0.12, 0.7, -0.04);
                p.line_to(0.68, 0.16);
                p.quad_to(0.0, 0.32, -0.68, 0.16);
                p.close();
            }),
            color,
        ),
        Layer::Fill(circle(0.0, 0.52, 0.12), dark),
        Layer::Line(
            shape(|p| {
                p.move_to(0.0, 0.58);
                p.line_to(0.0, 0.84);
            }),
            dark,
            0.1,
        ),
        Layer::Fill(circle(-0.3, -0.25, 0.12), rgb(0xffe082)),
    ]
}
