//! The one font of the pictures, DejaVu Sans Bold (shipped beside this file with its licence,
//! `font/LICENSE`): text as filled outlines, measured and drawn without a shaping engine (Latin
//! text, no ligatures; a character the font lacks is its empty box).

use std::sync::OnceLock;

use tiny_skia::{FillRule, Paint, Path, PathBuilder, Pixmap, Transform};
use ttf_parser::{Face, GlyphId, OutlineBuilder};

/// The font file, compiled in.
static FONT: &[u8] = include_bytes!("font/DejaVuSans-Bold.ttf");

/// The font, parsed once.
fn font() -> &'static Face<'static> {
    static PARSED: OnceLock<Face<'static>> = OnceLock::new();
    PARSED.get_or_init(|| Face::parse(FONT, 0).expect("the shipped font parses"))
}

/// Collects a glyph's outline into a path, in font units with y up.
struct Outline(PathBuilder);

impl OutlineBuilder for Outline {
    fn move_to(&mut self, x: f32, y: f32) {
        self.0.move_to(x, y);
    }
    fn line_to(&mut self, x: f32, y: f32) {
        self.0.line_to(x, y);
    }
    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
        self.0.quad_to(x1, y1, x, y);
    }
    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        self.0.cubic_to(x1, y1, x2, y2, x, y);
    }
    fn close(&mut self) {
        self.0.close();
    }
}

/// The glyphs of a text with their advances, in font units.
fn glyphs(text: &str) -> impl Iterator<Item = (GlyphId, f32)> + '_ {
    let font = font();
    text.chars().map(move |c| {
        let id = font.glyph_index(c).unwrap_or(GlyphId(0));
        (id, f32::from(font.glyph_hor_advance(id).unwrap_or(0)))
    })
}

/// How wide `text` is at a cap height of `size` pixels.
pub fn width(text: &str, size: f32) -> f32 {
    glyphs(text).map(|(_, advance)| advance).sum::<f32>() * scale(size)
}

/// Pixels per font unit for a cap height of `size` pixels.
fn scale(size: f32) -> f32 {
    let font = font();
    let cap = font
        .capital_height()
        .map_or(f32::from(font.units_per_em()) * 0.73, f32::from);
    size / cap
}

/// The outline of `text` with its baseline's left end at the origin, y down, at a cap height
/// of `size` pixels (`None`: nothing to fill).
pub fn path(text: &str, size: f32) -> Option<Path> {
    let font = font();
    let mut outline = Outline(PathBuilder::new());
    let mut pen = 0.0;
    for (id, advance) in glyphs(text) {
        let mut glyph = Outline(PathBuilder::new());
        if font.outline_glyph(id, &mut glyph).is_some()
            && let Some(path) = glyph.0.finish()
            && let Some(moved) = path.transform(Transform::from_translate(pen, 0.0))
        {
            outline.0.push_path(&moved);
        }
        pen += advance;
    }
    let k = scale(size);
    outline.0.finish()?.transform(Transform::from_scale(k, -k))
}

/// Fills `text` in `paint` on `pixmap` centred on `x` with its baseline at `y`, cap height
/// `size`, under `transform`.
pub fn draw(
    pixmap: &mut Pixmap,
    text: &str,
    (x, y): (f32, f32),
    size: f32,
    paint: &Paint,
    transform: Transform,
) {
    let left = x - width(text, size) / 2.0;
    if let Some(path) = path(text, size) {
        let at = transform.pre_translate(left, y);
        pixmap.fill_path(&path, paint, FillRule::Winding, at, None);
    }
}

/// `text` cut to at most `max` pixels wide at cap height `size`, ending in `…` where cut.
pub fn fit(text: &str, size: f32, max: f32) -> String {
    if width(text, size) <= max {
        return text.to_owned();
    }
    let mut cut: String = text.to_owned();
    while !cut.is_empty() && width(&format!("{cut}…"), size) > max {
        cut.pop();
    }
    format!("{cut}…")
}
