//! What players read: the view's lines, the public events, the moves' labels and the
//! refusals, from the catalogue (`de.ftl`, `en.ftl`).

use super::order::Contract;
use super::{Note, Phase, Piquemedrille, SPEC, WORDS};
use crate::card::{Card, Suit};
use crate::catalogue::Arg;
use crate::game::{Move, Refusal, View, default_label};
use crate::lang::Lang;
use crate::trick;
use crate::words::token;
use crate::words::{per_seat, signed};

/// A yes or no for a message's selector.
fn yes(flag: bool) -> Arg<'static> {
    if flag { "yes" } else { "no" }.into()
}

/// A game's name.
fn game(contract: Contract, lang: Lang) -> Arg<'static> {
    WORDS
        .text(lang, &format!("contract-{}", contract.code()))
        .into()
}

/// A game's name from a move argument (the argument itself if it names no game).
fn game_of(code: &str, lang: Lang) -> Arg<'static> {
    Contract::from_code(code).map_or_else(|| code.to_string().into(), |c| game(c, lang))
}

/// A value per seat with its sign: `{0} +3 · {1} −3`.
fn signed_per_seat(values: [i64; 2]) -> String {
    per_seat(values.map(signed))
}

/// A move's label on a button (`deal`: its cards in the hand's order).
pub(super) fn label(deal: &Piquemedrille, mv: &Move, lang: Lang) -> String {
    let face = SPEC.face;
    let mut chosen = mv.cards().to_vec();
    deal.in_order(&mut chosen);
    let cards: Arg = face.cards(&chosen, lang).into();
    let arg = mv.args().next().unwrap_or("");
    match mv.verb() {
        "pass" => WORDS.text(lang, "move-pass"),
        "bid" => WORDS.format(lang, "move-bid", &[("game", game_of(arg, lang))]),
        "trump" => {
            let symbol = arg
                .chars()
                .next()
                .and_then(Suit::from_code)
                .map_or_else(|| arg.to_string(), |s| face.symbol(s).to_string());
            WORDS.format(lang, "move-trump", &[("suit", symbol.into())])
        }
        "call" if chosen.len() == 1 => WORDS.format(lang, "move-call", &[("card", cards)]),
        "lay" if chosen.is_empty() => WORDS.text(lang, "move-lay"),
        "lay" => WORDS.format(lang, "move-lay-cards", &[("cards", cards)]),
        "buy" if chosen.is_empty() => WORDS.text(lang, "move-buy"),
        "buy" => WORDS.format(lang, "move-buy-cards", &[("cards", cards)]),
        _ => default_label(mv, lang, face),
    }
}

impl Piquemedrille {
    /// What a seat (or everybody) sees.
    pub(super) fn view_of(&self, seat: Option<usize>, lang: Lang) -> View {
        let mut hand = seat.map(|s| self.hands[s].clone()).unwrap_or_default();
        self.in_order(&mut hand);
        let mut shown = self.played;
        // The called King was announced to both: its name is no secret, wherever it lies.
        if let Some(king) = self.called {
            shown.insert(king);
        }
        shown = shown.union(hand.iter().copied().collect());
        let mut lines = vec![self.game_line(lang)];
        lines.extend(self.last_trick().map(|t| t.last_line(lang, SPEC.face)));
        lines.extend(trick::led_line(self.led, self.turn, lang, SPEC.face));
        if let Some(line) = self.turn_line(lang) {
            lines.push(line);
        }
        lines.push(WORDS.format(
            lang,
            "view-tricks",
            &[
                ("counts", per_seat(self.tricks).into()),
                ("n", self.talon.len().into()),
            ],
        ));
        lines.push(self.standing_line(self.after(), lang));
        View { hand, shown, lines }
    }

    /// The last finished trick of the deal, if any.
    pub(super) fn last_trick(&self) -> Option<trick::Trick> {
        self.notes.iter().rev().find_map(|note| match note {
            Note::Trick(played) => Some(*played),
            _ => None,
        })
    }

    /// The game: the bidding, or the game played with its trump and call.
    fn game_line(&self, lang: Lang) -> String {
        let face = SPEC.face;
        let (Some(declarer), Some(contract)) = (self.declarer, self.contract) else {
            return match (self.phase, self.bid) {
                (Phase::Over, _) => WORDS.text(lang, "game-thrown"),
                (_, None) => WORDS.text(lang, "game-no-bid"),
                (_, Some((c, s))) => WORDS.format(
                    lang,
                    "game-bid",
                    &[("game", game(c, lang)), ("seat", token(s))],
                ),
            };
        };
        let trump: Arg = self.trump.map_or("none", |t| face.symbol(t.0)).into();
        let king: Arg = self.called.map_or("none", |k| face.card(k, lang)).into();
        WORDS.format(
            lang,
            "game-line",
            &[
                ("seat", token(declarer)),
                ("game", game(contract, lang)),
                ("forced", yes(self.forced)),
                ("trump", trump),
                ("king", king),
                ("double", yes(self.double)),
            ],
        )
    }

    /// Who is to do what.
    fn turn_line(&self, lang: Lang) -> Option<String> {
        let id = match self.phase {
            Phase::Auction => "turn-auction",
            Phase::Trump => "turn-trump",
            Phase::Call => "turn-call",
            Phase::Lay(_) => "turn-lay",
            Phase::Buy => "turn-buy",
            Phase::Play => "turn-play",
            Phase::Over => return None,
        };
        Some(WORDS.format(lang, id, &[("seat", token(self.turn))]))
    }

    /// The Partie: each seat's Marken, the plate, the deal's number.
    pub(super) fn standing_line(&self, totals: [i64; 2], lang: Lang) -> String {
        let plate = if self.over() && self.last() {
            0
        } else {
            self.plate_now()
        };
        WORDS.format(
            lang,
            "standing",
            &[
                ("totals", signed_per_seat(totals).into()),
                ("plate", plate.into()),
                ("deal", (self.number + 1).into()),
                ("deals", self.table.deals().into()),
            ],
        )
    }

    /// A public event in words.
    pub(super) fn tell_note(&self, note: &Note, lang: Lang) -> String {
        let face = SPEC.face;
        match *note {
            Note::Stake(n) => WORDS.format(
                lang,
                "event-stake",
                &[("n", n.into()), ("unit", SPEC.unit(lang, n).into())],
            ),
            Note::Pass(s) => WORDS.format(lang, "event-pass", &[("seat", token(s))]),
            Note::Bid(s, c) => WORDS.format(
                lang,
                "event-bid",
                &[("seat", token(s)), ("game", game(c, lang))],
            ),
            Note::Declarer {
                seat,
                contract,
                forced,
            } => WORDS.format(
                lang,
                if forced {
                    "event-forced"
                } else {
                    "event-declarer"
                },
                &[("seat", token(seat)), ("game", game(contract, lang))],
            ),
            Note::Thrown => WORDS.text(lang, "event-thrown"),
            Note::Trump(s, trump) => WORDS.format(
                lang,
                "event-trump",
                &[("seat", token(s)), ("suit", face.symbol(trump.0).into())],
            ),
            Note::Call { seat, king, given } => self.call_line(seat, king, given, lang),
            Note::Buy(s, n) => {
                WORDS.format(lang, "event-buy", &[("seat", token(s)), ("n", n.into())])
            }
            Note::Trick(played) => played.line(lang, face),
            Note::End => self.end_line(lang),
        }
    }

    fn call_line(&self, seat: usize, king: Card, given: bool, lang: Lang) -> String {
        WORDS.format(
            lang,
            if given {
                "event-call-given"
            } else {
                "event-call-talon"
            },
            &[
                ("seat", token(seat)),
                ("card", SPEC.face.card(king, lang).into()),
                ("other", token(1 - seat)),
            ],
        )
    }

    /// The end of the deal: outcome, value, payments, and the Partie's end.
    fn end_line(&self, lang: Lang) -> String {
        let Some(settled) = self.settle() else {
            return String::new();
        };
        let mut args = vec![
            ("scores", Arg::from(signed_per_seat(settled.score))),
            ("plate", settled.plate.into()),
            ("last", yes(self.last())),
            ("totals", signed_per_seat(self.after()).into()),
        ];
        match (self.declarer, self.contract) {
            (Some(d), Some(c)) => {
                args.extend([
                    ("seat", token(d)),
                    ("game", game(c, lang)),
                    ("mine", self.tricks[d].into()),
                    ("theirs", self.tricks[1 - d].into()),
                    ("outcome", settled.outcome.into()),
                    ("value", settled.value.into()),
                    ("matadors", self.matadors.into()),
                ]);
                WORDS.format(lang, "event-end", &args)
            }
            _ => WORDS.format(lang, "event-end-thrown", &args),
        }
    }

    /// Why a move was refused, in the player's words.
    pub(super) fn refusal_words(&self, refusal: Refusal, lang: Lang) -> String {
        let id = format!("refusal-{}", refusal.code());
        if !WORDS.has(&id) {
            return crate::game::default_refusal_text(refusal, lang);
        }
        let phase = match self.phase {
            Phase::Auction => "auction",
            Phase::Trump => "trump",
            Phase::Call => "call",
            Phase::Lay(_) => "lay",
            Phase::Buy => "buy",
            Phase::Play | Phase::Over => "play",
        };
        WORDS.format(lang, &id, &[("phase", phase.into())])
    }
}
