//! What Mariage says: the view's lines, the public events, the buttons' labels, the standing
//! and the refusals, from the game's catalogue (`de.ftl`, `en.ftl`; `{N}` stands for seat N's
//! name), its cards as the glossary writes them.

use crate::catalogue::Arg;
use crate::game::{Move, Refusal, Standing, View, default_label};
use crate::lang::Lang;
use crate::words::{per_seat, signed};

use super::{Act, Mariage, Meld, Note, SPEC, WORDS};

/// A number of Marken or cards, put into a message.
fn n(n: impl Into<Arg<'static>>) -> Arg<'static> {
    n.into()
}

impl Mariage {
    /// A meld's name: `Mariage ♠`, `Bonne Mariage ♥`, `l'Amour`.
    pub(super) fn meld_name(&self, meld: Meld, lang: Lang) -> String {
        match meld {
            Meld::Marriage(suit) => {
                let trump = if suit == self.trump { "yes" } else { "no" };
                let args = [
                    ("symbol", SPEC.face.symbol(suit).into()),
                    ("trump", trump.into()),
                ];
                WORDS.format(lang, "meld-marriage", &args)
            }
            Meld::Amour => WORDS.text(lang, "meld-amour"),
        }
    }

    /// The last finished trick of the deal, from its notes (`None` before the first).
    pub(super) fn last_trick(&self) -> Option<crate::trick::Trick> {
        self.notes.iter().rev().find_map(|note| match note {
            Note::Trick(played) => Some(*played),
            _ => None,
        })
    }

    /// What a seat (or everybody) sees.
    pub(super) fn view_of(&self, seat: Option<usize>, lang: Lang) -> View {
        let face = SPEC.face;
        let mut hand = seat.map(|s| self.hands[s].clone()).unwrap_or_default();
        hand.sort_by_key(|&c| {
            (
                c.suit() != self.trump,
                c.suit(),
                std::cmp::Reverse(super::strength(c)),
            )
        });
        let mut shown = self.played.union(self.revealed);
        shown = shown.union(hand.iter().copied().collect());
        let mut lines = Vec::new();
        let trump = face.symbol(self.trump);
        lines.push(match (self.closer, self.stock.last()) {
            (Some(c), _) => {
                let args = [
                    ("trump", trump.into()),
                    ("seat", crate::words::seat(c).into()),
                    ("n", n(self.stock.len())),
                ];
                WORDS.format(lang, "view-trump-closed", &args)
            }
            (None, Some(&bottom)) => {
                shown.insert(bottom);
                let args = [
                    ("trump", trump.into()),
                    ("card", face.card(bottom, lang).into()),
                    ("n", n(self.stock.len() - 1)),
                ];
                WORDS.format(lang, "view-trump-open", &args)
            }
            (None, None) => WORDS.format(lang, "view-trump-out", &[("trump", trump.into())]),
        });
        lines.extend(self.last_trick().map(|t| t.last_line(lang, face)));
        lines.extend(crate::trick::led_line(self.led, self.turn, lang, face));
        let tricks = per_seat(self.tricks);
        // Reading: tricks lie face down; a seat sees its own Augen and its own tricks only
        // (RULES.md's own tricks), and everybody the last trick.
        lines.push(match seat {
            Some(s) => {
                let args = [("tricks", tricks.into()), ("augen", n(self.augen()[s]))];
                WORDS.format(lang, "view-tricks-own", &args)
            }
            None => WORDS.format(lang, "view-tricks", &[("tricks", tricks.into())]),
        });
        if let Some(s) = seat {
            lines.extend(crate::trick::own_tricks_line(&self.taken[s], lang, face));
        }
        let melds: Vec<String> = (0..2)
            .flat_map(|s| {
                self.melds[s].iter().map(move |&m| {
                    let args = [
                        ("seat", crate::words::seat(s).into()),
                        ("meld", self.meld_name(m, lang).into()),
                        ("n", n(self.worth(m))),
                    ];
                    WORDS.format(lang, "view-meld", &args)
                })
            })
            .collect();
        if !melds.is_empty() {
            let args = [("melds", melds.join(", ").into())];
            lines.push(WORDS.format(lang, "view-announced", &args));
        }
        if let Some(d) = self.waesche {
            let args = [
                ("seat", crate::words::seat(d).into()),
                ("n", n(self.late[d])),
            ];
            lines.push(WORDS.format(lang, "view-waesche", &args));
        }
        if let Some(d) = self.declaring {
            let args = [("seat", crate::words::seat(d).into())];
            lines.push(WORDS.format(lang, "view-declaring", &args));
        }
        let args = [("marken", per_seat(self.marken().map(signed)).into())];
        lines.push(WORDS.format(lang, "view-marken", &args));
        let at = Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
        lines.push(self.standing_now().line[at].clone());
        if self.table.carry > 0 {
            let args = [("n", n(self.table.carry))];
            lines.push(WORDS.format(lang, "view-carry", &args));
        }
        View { hand, shown, lines }
    }

    /// The standing of the match after the deal (before it while it runs).
    pub(super) fn standing_now(&self) -> Standing {
        if self.table.partie > 0 {
            let label = Lang::ALL.map(|lang| WORDS.text(lang, "standing-partie"));
            Standing::of_two(self.after(), label)
        } else {
            let t = self.account_after();
            let marken = per_seat(t.map(signed));
            Standing {
                line: Lang::ALL.map(|lang| {
                    WORDS.format(lang, "standing-account", &[("marken", (&marken).into())])
                }),
                totals: t.to_vec(),
            }
        }
    }

    /// One public event as a line.
    pub(super) fn note_line(&self, note: &Note, lang: Lang) -> String {
        let face = SPEC.face;
        match *note {
            Note::Robbed { seat, took } => {
                let args = [
                    ("seat", crate::words::seat(seat).into()),
                    ("card", face.card(took, lang).into()),
                ];
                WORDS.format(lang, "robbed", &args)
            }
            Note::Announced { seat, meld, marken } => {
                let args = [
                    ("seat", crate::words::seat(seat).into()),
                    ("meld", self.meld_name(meld, lang).into()),
                    ("cards", face.cards(&self.meld_cards(meld), lang).into()),
                    ("other", crate::words::seat(1 - seat).into()),
                    ("n", n(marken)),
                ];
                WORDS.format(lang, "announced", &args)
            }
            Note::Closed { seat } => {
                WORDS.format(lang, "closed", &[("seat", crate::words::seat(seat).into())])
            }
            Note::Trick(played) => played.line(lang, face),
            Note::LastDrawn { first } => WORDS.format(
                lang,
                "last-drawn",
                &[("seat", crate::words::seat(first).into())],
            ),
            Note::Declared { seat, waesche } => {
                let id = if waesche {
                    "declared-waesche"
                } else {
                    "declared-pass"
                };
                WORDS.format(lang, id, &[("seat", crate::words::seat(seat).into())])
            }
            Note::End => self.end_line(lang),
        }
    }

    /// The end of the deal: the game, the Wäsche, the Marken, the Partie.
    fn end_line(&self, lang: Lang) -> String {
        let Some(outcome) = self.outcome() else {
            return String::new();
        };
        let augen = self.augen();
        let points = outcome.game_points;
        let mut parts = vec![match (outcome.winner, self.closer) {
            (None, _) => WORDS.text(lang, "end-stood"),
            (Some(w), Some(c)) if w == c => {
                let args = [
                    ("seat", crate::words::seat(w).into()),
                    ("augen", n(augen[w])),
                    ("n", n(points)),
                ];
                WORDS.format(lang, "end-closer-won", &args)
            }
            (Some(w), Some(c)) => {
                let args = [
                    ("closer", crate::words::seat(c).into()),
                    ("augen", n(augen[c])),
                    ("seat", crate::words::seat(w).into()),
                    ("n", n(points)),
                ];
                WORDS.format(lang, "end-closer-lost", &args)
            }
            (Some(w), None) => {
                let args = [
                    ("seat", crate::words::seat(w).into()),
                    ("own", n(augen[w])),
                    ("other", n(augen[1 - w])),
                    ("n", n(points)),
                ];
                WORDS.format(lang, "end-won", &args)
            }
        }];
        if outcome.winner.is_some() && self.table.carry > 0 {
            parts.push(WORDS.format(lang, "end-carry", &[("n", n(self.table.carry))]));
        }
        if let Some((d, made)) = self.waesche_made() {
            let id = if made {
                "end-waesche-made"
            } else {
                "end-waesche-missed"
            };
            parts.push(WORDS.format(lang, id, &[("seat", crate::words::seat(d).into())]));
        }
        let marken = per_seat(self.marken().map(signed));
        parts.push(WORDS.format(lang, "end-marken", &[("marken", marken.into())]));
        if let Some(p) = self.partie_winner() {
            parts.push(WORDS.format(
                lang,
                "end-partie",
                &[("seat", crate::words::seat(p).into())],
            ));
        }
        parts.join(" — ")
    }

    /// A move's label on a button.
    pub(super) fn move_label(&self, mv: &Move, lang: Lang) -> String {
        let face = SPEC.face;
        let announce = |meld: Meld| {
            let args = [
                ("meld", self.meld_name(meld, lang).into()),
                ("n", n(self.worth(meld))),
            ];
            WORDS.format(lang, "label-announce", &args)
        };
        match Act::read(mv) {
            Some(Act::Announce(Some(suit))) => announce(Meld::Marriage(suit)),
            Some(Act::Amour) => announce(Meld::Amour),
            Some(Act::Exchange) => match self.stock.last() {
                Some(&bottom) => {
                    let args = [
                        ("seven", face.card(self.seven(), lang).into()),
                        ("card", face.card(bottom, lang).into()),
                    ];
                    WORDS.format(lang, "label-exchange", &args)
                }
                None => default_label(mv, lang, face),
            },
            Some(Act::Close) => WORDS.text(lang, "label-close"),
            Some(Act::Waesche) => WORDS.text(lang, "label-waesche"),
            Some(Act::Pass) => WORDS.text(lang, "label-pass"),
            _ => default_label(mv, lang, face),
        }
    }

    /// What a refusal means: the game's words for its codes (the strict phase's duty as the
    /// house rule `must_head` has it).
    pub(super) fn refusal_words(&self, refusal: Refusal, lang: Lang) -> String {
        if refusal == Refusal::MUST_FOLLOW && self.table.must_head {
            return WORDS.text(lang, "refusal-must-head");
        }
        crate::game::catalogue_refusal(&WORDS, refusal, lang)
    }
}
