//! What a message's picture shows, decided once for every front end: a [`Sketch`] of the table
//! from the public scene of a [`TableView`], or of a hand from the cards of a [`HandView`] —
//! the pack, the language, the names and the score line with it, and the digest of all that —
//! and [`Pictures`], which draws a sketch as a PNG once and keeps the newest few by digest.

use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::{Table, hand, png, table};
use crate::games::glossary::Face;
use crate::games::{Card, CardSet, Lang, Scene};
use crate::protocol::{Cards, HandView, TableView, pack};

/// What a picture shows, not drawn yet; equal sketches have equal digests.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Sketch {
    /// What is drawn.
    what: What,
    /// The pack.
    face: Face,
    /// The language of the cards' letters and the words on the table.
    lang: Lang,
}

/// The picture of the table or of a hand.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum What {
    /// The table: what lies on it, everybody's names by seat, the seats to act, the score
    /// line.
    Table {
        /// The public scene (no hand).
        scene: Scene,
        /// The players' names, by the deal's seat.
        names: Vec<String>,
        /// The seats to act.
        to_act: Vec<usize>,
        /// The match's standing, one line.
        score: String,
    },
    /// One seat's hand, in the game's order.
    Hand(Vec<Card>),
}

impl Sketch {
    /// The picture of the table in `view`, its words in `lang` (the table's): `None` in the
    /// lobby and where the table shows its cards as text. It shows the deal's public scene,
    /// never a card a player holds hidden.
    pub fn table(view: &TableView, lang: Lang) -> Option<Sketch> {
        let round = view.round.as_ref()?;
        let face = pack(view.variant, view.cards)?;
        let name = |player: &usize| view.players.get(*player).map(|p| p.name.clone());
        let players: Vec<String> = view.players.iter().map(|p| p.name.clone()).collect();
        Some(Sketch {
            what: What::Table {
                scene: round.public.scene.clone(),
                names: round.seats.iter().filter_map(name).collect(),
                to_act: round.public.to_act.clone(),
                score: crate::text::tally_line(view.unit, &players, &view.totals),
            },
            face,
            lang,
        })
    }

    /// The picture of the hand in `hand` for its recipient, who reads `lang` and chose
    /// `preference` for his hands (`None`: as the table shows its cards): `None` where he sees
    /// text, and for a hand without cards. It shows the hand's cards, nothing else.
    pub fn hand(hand: &HandView, lang: Lang, preference: Option<Cards>) -> Option<Sketch> {
        let cards = &hand.view.hand;
        if cards.is_empty() {
            return None;
        }
        let face = pack(hand.view.public.game, preference.or(hand.cards))?;
        Some(Sketch {
            what: What::Hand(cards.clone()),
            face,
            lang,
        })
    }

    /// The digest of what the picture shows (never 0): a picture of the same digest need not be
    /// drawn nor uploaded again.
    pub fn digest(&self) -> u64 {
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        self.hash(&mut hasher);
        hasher.finish().max(1)
    }

    /// Every card the picture shows.
    pub fn cards(&self) -> CardSet {
        match &self.what {
            What::Table { scene, .. } => scene.cards(),
            What::Hand(cards) => cards.iter().copied().collect(),
        }
    }

    /// The pack it wears.
    pub fn face(&self) -> Face {
        self.face
    }

    /// Draws it as a PNG.
    fn draw(&self) -> Vec<u8> {
        let pixmap = match &self.what {
            What::Table {
                scene,
                names,
                to_act,
                score,
            } => table(&Table {
                scene,
                names,
                to_act,
                score,
                face: self.face,
                lang: self.lang,
            }),
            What::Hand(cards) => hand(cards, self.face, self.lang),
        };
        png(&pixmap)
    }
}

/// A drawn picture: its PNG and the digest of what it shows ([`Sketch::digest`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture {
    /// The PNG's bytes (shared: the cache and every upload hold the same).
    pub png: Arc<[u8]>,
    /// What it shows.
    pub digest: u64,
}

/// The pictures drawn last, by digest: a view that did not change is not drawn again. One per
/// process, shared by its front ends.
pub struct Pictures {
    /// The pictures kept, with the tick each was last asked for.
    kept: Mutex<Kept>,
    /// The most it keeps.
    capacity: usize,
}

/// The cache's contents.
#[derive(Default)]
struct Kept {
    /// Each picture and the tick it was last asked for.
    by_digest: HashMap<u64, (Arc<[u8]>, u64)>,
    /// The clock of requests.
    tick: u64,
    /// Pictures drawn so far (not found in the cache).
    drawn: u64,
    /// The time spent drawing and encoding them.
    drawing: Duration,
}

impl Pictures {
    /// The pictures a process keeps by default: every table's and hand's of a few hundred
    /// tables at a time.
    pub const CAPACITY: usize = 512;

    /// The process's pictures, shared by its front ends.
    pub fn shared() -> &'static Pictures {
        static SHARED: std::sync::OnceLock<Pictures> = std::sync::OnceLock::new();
        SHARED.get_or_init(Pictures::default)
    }

    /// An empty cache of at most `capacity` pictures (at least one).
    pub fn new(capacity: usize) -> Pictures {
        Pictures {
            kept: Mutex::default(),
            capacity: capacity.max(1),
        }
    }

    /// The picture of `sketch`: the one kept for its digest, or drawn now (outside the lock)
    /// and kept, the picture asked for least recently giving way.
    pub fn draw(&self, sketch: &Sketch) -> Picture {
        let digest = sketch.digest();
        if let Some(png) = self.lookup(digest) {
            return Picture { png, digest };
        }
        let started = Instant::now();
        let png: Arc<[u8]> = sketch.draw().into();
        let took = started.elapsed();
        metrics::histogram!("bummerl_picture_draw_seconds").record(took.as_secs_f64());
        let mut kept = self.kept.lock().expect("not poisoned");
        kept.drawn += 1;
        kept.drawing += took;
        kept.tick += 1;
        let tick = kept.tick;
        if kept.by_digest.len() >= self.capacity && !kept.by_digest.contains_key(&digest) {
            let oldest = kept.by_digest.iter().min_by_key(|(_, (_, t))| *t);
            if let Some(&oldest) = oldest.map(|(d, _)| d) {
                kept.by_digest.remove(&oldest);
            }
        }
        kept.by_digest.insert(digest, (png.clone(), tick));
        Picture { png, digest }
    }

    /// How many pictures were drawn (not found kept) so far, and the time drawing and encoding
    /// them took.
    pub fn drawn(&self) -> (u64, Duration) {
        let kept = self.kept.lock().expect("not poisoned");
        (kept.drawn, kept.drawing)
    }

    /// The picture kept for `digest`, marked as asked for now.
    fn lookup(&self, digest: u64) -> Option<Arc<[u8]>> {
        let mut kept = self.kept.lock().expect("not poisoned");
        kept.tick += 1;
        let tick = kept.tick;
        let (png, asked) = kept.by_digest.get_mut(&digest)?;
        *asked = tick;
        Some(png.clone())
    }
}

impl Default for Pictures {
    fn default() -> Pictures {
        Pictures::new(Pictures::CAPACITY)
    }
}
