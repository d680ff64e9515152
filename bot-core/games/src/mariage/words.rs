//! What Mariage says: the view's lines, the public events, the buttons' labels and the
//! standing, in German and English (`{N}` stands for seat N's name).

use crate::card::Card;
use crate::game::{Move, Standing, View, default_label};
use crate::lang::Lang;
use crate::trick;
use crate::words::{per_seat, signed};

use super::{Act, Mariage, Meld, Note};

/// Two cards as shown: `K♠ Q♠`.
fn pair(cards: [Card; 2]) -> String {
    format!("{} {}", cards[0].label(), cards[1].label())
}

impl Mariage {
    /// A meld's name: `Mariage ♠`, `Bonne Mariage ♥`, `l'Amour`.
    fn meld_name(&self, meld: Meld, lang: Lang) -> String {
        match meld {
            Meld::Marriage(suit) if suit == self.trump => {
                format!("Bonne Mariage {}", suit.symbol())
            }
            Meld::Marriage(suit) => format!("Mariage {}", suit.symbol()),
            Meld::Amour => lang.pick("L'Amour", "l'Amour").to_string(),
        }
    }

    /// What a seat (or everybody) sees.
    pub(super) fn view_of(&self, seat: Option<usize>, lang: Lang) -> View {
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
        let trump = self.trump.symbol();
        lines.push(match (self.closer, self.stock.last()) {
            (Some(c), _) => format!(
                "{} {trump} — {}",
                lang.pick("Trumpf", "Trump"),
                lang.pick(
                    format!("Talon zugedeckt von {{{c}}} ({} Karten)", self.stock.len()),
                    format!("stock closed by {{{c}}} ({} cards)", self.stock.len()),
                )
            ),
            (None, Some(&bottom)) => {
                shown.insert(bottom);
                format!(
                    "{} {trump} — {}: {} · {}: {}",
                    lang.pick("Trumpf", "Trump"),
                    lang.pick("Wahlblatt", "trump card"),
                    bottom.label(),
                    lang.pick("Talon verdeckt", "stock face down"),
                    self.stock.len() - 1
                )
            }
            (None, None) => format!(
                "{} {trump} — {}",
                lang.pick("Trumpf", "Trump"),
                lang.pick(
                    "Talon aufgebraucht: Farbe bekennen, sonst stechen",
                    "stock used up: follow suit, else trump"
                )
            ),
        });
        lines.extend(trick::led_line(self.led, self.turn, lang));
        let mut tricks = format!(
            "{}: {}",
            lang.pick("Stiche", "Tricks"),
            per_seat(self.tricks)
        );
        // Reading: tricks lie face down; a seat sees its own Augen only (RULES.md's own tricks).
        if let Some(s) = seat {
            tricks.push_str(&format!(
                "   {}: {}",
                lang.pick("Deine Augen", "Your card points"),
                self.augen()[s]
            ));
        }
        lines.push(tricks);
        let melds: Vec<String> = (0..2)
            .flat_map(|s| {
                self.melds[s].iter().map(move |&m| {
                    format!("{{{s}}} {} ({})", self.meld_name(m, lang), self.worth(m))
                })
            })
            .collect();
        if !melds.is_empty() {
            lines.push(format!(
                "{}: {}",
                lang.pick("Angesagt", "Announced"),
                melds.join(", ")
            ));
        }
        if let Some(d) = self.waesche {
            lines.push(format!(
                "{{{d}}} {} ({} / 6)",
                lang.pick("spielt auf die Wäsche", "plays for the Wäsche"),
                self.late[d]
            ));
        }
        if let Some(d) = self.declaring {
            lines.push(format!(
                "{{{d}}}: {}",
                lang.pick(
                    "Wäsche ansagen (alle sechs letzten Stiche, 40 Marken) oder passen?",
                    "declare the Wäsche (all six last tricks, 40 Marken) or pass?"
                )
            ));
        }
        lines.push(format!(
            "{}: {}",
            lang.pick("Marken in diesem Spiel", "Marken this deal"),
            per_seat(self.marken().map(signed))
        ));
        lines.push(self.standing_now().line[lang.pick(0, 1)].clone());
        if self.table.carry > 0 {
            lines.push(lang.pick(
                format!(
                    "Stehendes Spiel: der Sieger bekommt {} Marken mehr",
                    self.table.carry
                ),
                format!(
                    "Stood games: the winner receives {} Marken more",
                    self.table.carry
                ),
            ));
        }
        View { hand, shown, lines }
    }

    /// The standing of the match after the deal (before it while it runs).
    pub(super) fn standing_now(&self) -> Standing {
        if self.table.partie > 0 {
            let label = ["Partie (abzustreichen)", "Partie (left to strike)"];
            Standing::of_two(self.after(), label)
        } else {
            let t = self.account_after();
            Standing {
                line: [
                    format!("Markenkonto: {}", per_seat(t.map(signed))),
                    format!("Marken: {}", per_seat(t.map(signed))),
                ],
                totals: t.to_vec(),
            }
        }
    }

    /// One public event as a line.
    pub(super) fn note_line(&self, note: &Note, lang: Lang) -> String {
        match *note {
            Note::Robbed { seat, took } => lang.pick(
                format!(
                    "{{{seat}}} raubt mit der Trumpfsieben und nimmt {}",
                    took.label()
                ),
                format!(
                    "{{{seat}}} robs with the trump Seven and takes {}",
                    took.label()
                ),
            ),
            Note::Announced { seat, meld, marken } => {
                let cards = pair(self.meld_cards(meld));
                let other = 1 - seat;
                lang.pick(
                    format!(
                        "{{{seat}}} meldet {} ({cards}): {{{other}}} zahlt {marken} Marken",
                        self.meld_name(meld, lang)
                    ),
                    format!(
                        "{{{seat}}} announces {} ({cards}): {{{other}}} pays {marken} Marken",
                        self.meld_name(meld, lang)
                    ),
                )
            }
            Note::Closed { seat } => lang.pick(
                format!("{{{seat}}} deckt zu und muss 66 Augen erreichen"),
                format!("{{{seat}}} closes the stock and must reach 66 card points"),
            ),
            Note::Trick(played) => played.line(lang),
            Note::LastDrawn { first } => lang.pick(
                format!("Die letzten Karten sind gezogen: Wäsche? {{{first}}} sagt zuerst"),
                format!("The last cards are drawn: Wäsche? {{{first}}} declares first"),
            ),
            Note::Declared { seat, waesche } => match (waesche, lang) {
                (true, Lang::De) => format!("{{{seat}}} sagt die Wäsche an"),
                (true, Lang::En) => format!("{{{seat}}} declares the Wäsche"),
                (false, Lang::De) => format!("{{{seat}}} spielt nicht auf die Wäsche"),
                (false, Lang::En) => format!("{{{seat}}} does not play for the Wäsche"),
            },
            Note::End => self.end_line(lang),
        }
    }

    /// The end of the deal: the game, the Wäsche, the Marken, the Partie.
    fn end_line(&self, lang: Lang) -> String {
        let Some(outcome) = self.outcome() else {
            return String::new();
        };
        let augen = self.augen();
        let mut parts = vec![match (outcome.winner, self.closer) {
            (None, _) => lang
                .pick(
                    "65 : 65 — das Spiel steht; der nächste Sieger gewinnt es mit",
                    "65 : 65 — the game stands; the next game's winner wins it too",
                )
                .to_string(),
            (Some(w), Some(c)) if w == c => lang.pick(
                format!(
                    "{{{w}}} hat zugedeckt und {} Augen: {} Marken",
                    augen[w], outcome.game_points
                ),
                format!(
                    "{{{w}}} closed and has {} card points: {} Marken",
                    augen[w], outcome.game_points
                ),
            ),
            (Some(w), Some(c)) => lang.pick(
                format!(
                    "{{{c}}} hat zugedeckt, aber nur {} Augen: {{{w}}} gewinnt {} Marken",
                    augen[c], outcome.game_points
                ),
                format!(
                    "{{{c}}} closed but has only {} card points: {{{w}}} wins {} Marken",
                    augen[c], outcome.game_points
                ),
            ),
            (Some(w), None) => lang.pick(
                format!(
                    "Spiel für {{{w}}} mit {} : {} Augen: {} Marken",
                    augen[w],
                    augen[1 - w],
                    outcome.game_points
                ),
                format!(
                    "Game to {{{w}}} with {} : {} card points: {} Marken",
                    augen[w],
                    augen[1 - w],
                    outcome.game_points
                ),
            ),
        }];
        if outcome.winner.is_some() && self.table.carry > 0 {
            parts.push(lang.pick(
                format!("dazu {} vom stehenden Spiel", self.table.carry),
                format!("plus {} of the stood game", self.table.carry),
            ));
        }
        if let Some((d, made)) = self.waesche_made() {
            parts.push(match (made, lang) {
                (true, Lang::De) => format!("Wäsche von {{{d}}} gemacht: 40 Marken"),
                (true, Lang::En) => format!("{{{d}}} made the Wäsche: 40 Marken"),
                (false, Lang::De) => {
                    format!("Wäsche von {{{d}}} verfehlt: 40 Marken an den Gegner")
                }
                (false, Lang::En) => {
                    format!("{{{d}}} missed the Wäsche: 40 Marken to the opponent")
                }
            });
        }
        parts.push(format!("Marken: {}", per_seat(self.marken().map(signed))));
        if let Some(p) = self.partie_winner() {
            parts.push(lang.pick(
                format!("{{{p}}} gewinnt die Partie"),
                format!("{{{p}}} wins the Partie"),
            ));
        }
        parts.join(" — ")
    }

    /// A move's label on a button.
    pub(super) fn move_label(&self, mv: &Move, lang: Lang) -> String {
        match Act::read(mv) {
            Some(Act::Announce(Some(suit))) => {
                let meld = Meld::Marriage(suit);
                let (name, worth) = (self.meld_name(meld, lang), self.worth(meld));
                lang.pick(
                    format!("{name} ansagen ({worth})"),
                    format!("Announce {name} ({worth})"),
                )
            }
            Some(Act::Amour) => lang
                .pick("L'Amour ansagen (50)", "Announce l'Amour (50)")
                .to_string(),
            Some(Act::Exchange) => match self.stock.last() {
                Some(bottom) => lang.pick(
                    format!("Rauben: {} für {}", self.seven().label(), bottom.label()),
                    format!("Rob: {} for {}", self.seven().label(), bottom.label()),
                ),
                None => default_label(mv, lang, super::SPEC.face),
            },
            Some(Act::Close) => lang.pick("Zudecken", "Close").to_string(),
            Some(Act::Waesche) => lang
                .pick("Wäsche ansagen", "Declare the Wäsche")
                .to_string(),
            Some(Act::Pass) => lang.pick("Keine Wäsche", "No Wäsche").to_string(),
            _ => default_label(mv, lang, super::SPEC.face),
        }
    }
}
