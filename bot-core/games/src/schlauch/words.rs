//! Schlauch in words: the public events, a seat's view lines, the standing and the buttons.

use serde::{Deserialize, Serialize};

use super::rules::{Contract, Outcome, settle};
use super::scenario::{card, suit};
use super::{Account, DEALER, Phase, SPEC, Schlauch, WORDS};
use crate::card::{Card, Suit};
use crate::catalogue::Arg;
use crate::game::{Move, Refusal, default_label};
use crate::lang::Lang;

/// A public event of a deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) enum Note {
    /// The dealer laid two cards away; these were shown.
    Laid { shown: Vec<Card> },
    /// A seat declared (`None`: passed).
    Declared { seat: usize, bid: Option<Contract> },
    /// The game stands.
    Game { declarer: usize, contract: Contract },
    /// A Bettel ouvert hand laid open.
    Open { declarer: usize, hand: Vec<Card> },
    /// Trump named.
    Trump {
        #[serde(with = "super::rules::trumps_serde")]
        trumps: [Option<Suit>; 2],
    },
    /// The declarer asked for no card.
    Kept { seat: usize },
    /// The declarer asked for a card: who handed it over, or `None`: it lies away.
    Asked {
        seat: usize,
        card: Card,
        from: Option<usize>,
    },
    /// The declarer gave a card back.
    Given { seat: usize, to: usize },
    /// A trick, led first.
    Trick {
        leader: usize,
        cards: Vec<Card>,
        winner: usize,
    },
    /// A double game's first half is lost; play goes on.
    FirstHalfLost,
    /// The deal is over.
    End,
    /// The Rechnung after the third game.
    Rechnung,
    /// The Partie is over.
    PartieOver,
}

/// A seat's token for the front end to put its name in (`{0}`).
fn seat(seat: usize) -> String {
    format!("{{{seat}}}")
}

/// A suit as the glossary names it, with its symbol: `Laub 🍃`, `Leaves 🍃`.
fn suit_name(suit: Suit, lang: Lang) -> String {
    let face = SPEC.face;
    format!("{} {}", face.suit(suit, lang), face.symbol(suit))
}

/// A card as the glossary writes it: `O❤️`.
fn card_text(card: Card, lang: Lang) -> &'static str {
    SPEC.face.card(card, lang)
}

/// Cards as the glossary writes them, one space apart.
fn cards(cards: &[Card], lang: Lang) -> String {
    SPEC.face.cards(cards, lang)
}

/// A game's name.
pub(super) fn game_name(contract: Contract, lang: Lang) -> String {
    WORDS.text(lang, &format!("schlauch-game-{}", contract.id()))
}

/// One number per seat: `{0} 5 · {1} 0 · {2} 3`.
fn per_seat(values: &[i64]) -> String {
    values
        .iter()
        .enumerate()
        .map(|(s, v)| format!("{{{s}}} {v}"))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// The trumps of a game: one suit, or the suit of each half.
fn trumps_text(trumps: [Option<Suit>; 2], lang: Lang) -> String {
    match trumps {
        [Some(a), Some(b)] if a == b => suit_name(a, lang),
        [a, b] => {
            let half = |t: Option<Suit>| t.map_or_else(|| "—".to_string(), |s| suit_name(s, lang));
            WORDS.format(
                lang,
                "schlauch-trumps-halves",
                &[("first", half(a).into()), ("second", half(b).into())],
            )
        }
    }
}

/// A button's label.
pub(super) fn label(mv: &Move, lang: Lang) -> String {
    let args: Vec<&str> = mv.args().collect();
    let card_label = |text: &str| {
        card(text).map_or_else(|| text.to_string(), |c| card_text(c, lang).to_string())
    };
    let game = |c: Contract| -> [(&str, Arg); 2] {
        [
            ("game", game_name(c, lang).into()),
            ("price", c.price().into()),
        ]
    };
    match (mv.verb(), args.as_slice()) {
        ("lay", []) => WORDS.text(lang, "schlauch-lay-two"),
        ("lay", laid) => {
            let laid: Vec<String> = laid.iter().map(|c| card_label(c)).collect();
            WORDS.format(lang, "schlauch-lay", &[("cards", laid.join(" ").into())])
        }
        ("pass", []) => WORDS.text(lang, "schlauch-pass"),
        ("bid", [id]) => match Contract::from_id(id) {
            Some(c) => WORDS.format(lang, "schlauch-bid", &game(c)),
            None => default_label(mv, lang, SPEC.face),
        },
        ("trump", suits) => {
            let names: Vec<String> = suits
                .iter()
                .filter_map(|s| suit(s))
                .map(|s| suit_name(s, lang))
                .collect();
            match names.as_slice() {
                [one] => WORDS.format(lang, "schlauch-trump-one", &[("suit", one.into())]),
                [first, second] => WORDS.format(
                    lang,
                    "schlauch-trump-two",
                    &[("first", first.into()), ("second", second.into())],
                ),
                _ => default_label(mv, lang, SPEC.face),
            }
        }
        ("ask", [c]) => WORDS.format(lang, "schlauch-ask", &[("card", card_label(c).into())]),
        ("keep", []) => WORDS.text(lang, "schlauch-keep"),
        ("give", [c]) => WORDS.format(lang, "schlauch-give", &[("card", card_label(c).into())]),
        _ => default_label(mv, lang, SPEC.face),
    }
}

/// The standing line: Striche of the Partie, Points of the round.
pub(super) fn standing(account: &Account, rounds: i64, lang: Lang) -> String {
    WORDS.format(
        lang,
        "schlauch-standing",
        &[
            ("striche", per_seat(&account.striche).into()),
            ("round", (account.rounds + 1).min(rounds).into()),
            ("games", account.games.into()),
            ("points", per_seat(&account.points).into()),
        ],
    )
}

/// What a refusal means: each code the game returns has its own words.
pub(super) fn refusal_text(game: &Schlauch, refusal: Refusal, lang: Lang) -> String {
    let id = format!("schlauch-refused-{}", refusal.code());
    if !WORDS.has(&id) {
        return crate::game::default_refusal_text(refusal, lang);
    }
    let phase = match game.phase {
        Phase::Lay => "lay",
        Phase::Bid => "bid",
        Phase::Trump => "trump",
        Phase::Ask => "ask",
        Phase::Give => "give",
        Phase::Play | Phase::Over => "play",
    };
    let trumpfzwang = if game.trumpfzwang { "yes" } else { "no" };
    WORDS.format(
        lang,
        &id,
        &[("phase", phase.into()), ("trumpfzwang", trumpfzwang.into())],
    )
}

/// The words a player may type for a move of his own, in German or English (`weglegen
/// eichel-9 eichel-könig`, `passen`, `ansagen grandioso`, `trumpf laub`, `ausbitten herz-10`,
/// `behalten`, `zurückgeben herz-7`), whether or not it is open to him now: the game then says
/// why not.
pub(super) fn read(text: &str) -> Option<Move> {
    let lower = text.trim().to_lowercase();
    let (first, rest) = lower
        .split_once(char::is_whitespace)
        .unwrap_or((&lower, ""));
    let words: Vec<&str> = rest
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .collect();
    let typed_card =
        |word: &str| crate::typed::card(word).filter(|c| card(&c.to_string()).is_some());
    let with_cards = |verb: &str, count: usize| -> Option<Move> {
        let cards: Option<Vec<Card>> = words.iter().map(|w| typed_card(w)).collect();
        let cards = cards.filter(|c| c.len() == count)?;
        let codes: Vec<String> = cards.iter().map(Card::to_string).collect();
        Move::parse(&format!("{verb}:{}", codes.join(":"))).ok()
    };
    match first {
        "weglegen" | "lege" | "legen" | "lay" => with_cards("lay", 2),
        "passe" | "passen" | "pass" | "weiter" if words.is_empty() => Some(Move::verb_only("pass")),
        "ansagen" | "sage" | "bid" => {
            // `sage grandioso an`: the separable verb's particle is no part of the name.
            let name = rest.trim();
            let name = name.strip_suffix(" an").unwrap_or(name);
            let wanted = name.replace(['-', ' '], "_");
            let contract = Contract::ALL.into_iter().find(|&c| {
                c.id() == wanted
                    || Lang::ALL
                        .iter()
                        .any(|&l| game_name(c, l).to_lowercase().replace(['-', ' '], "_") == wanted)
            })?;
            Some(Move::with_arg("bid", contract.id()))
        }
        "trumpf" | "trump" => {
            let suits: Option<Vec<Suit>> = words.iter().map(|w| crate::typed::suit(w)).collect();
            let codes: Vec<String> = suits?.iter().map(|s| s.code().to_string()).collect();
            (1..=2)
                .contains(&codes.len())
                .then(|| Move::parse(&format!("trump:{}", codes.join(":"))).ok())
                .flatten()
        }
        "ausbitten" | "bitte" | "ask" => with_cards("ask", 1),
        "behalten" | "behalte" | "keine" | "keep" if words.is_empty() => {
            Some(Move::verb_only("keep"))
        }
        "zurückgeben" | "zurueckgeben" | "gib" | "give" => with_cards("give", 1),
        _ => None,
    }
}

impl Schlauch {
    /// The line of a public event.
    pub(super) fn say(&self, note: &Note, lang: Lang) -> String {
        let seat_arg = |s: usize| Arg::from(seat(s));
        match note {
            Note::Laid { shown } if shown.is_empty() => {
                WORDS.format(lang, "schlauch-laid", &[("dealer", seat_arg(DEALER))])
            }
            Note::Laid { shown } => WORDS.format(
                lang,
                "schlauch-laid-shown",
                &[
                    ("dealer", seat_arg(DEALER)),
                    ("cards", cards(shown, lang).into()),
                ],
            ),
            Note::Declared { seat, bid: None } => {
                WORDS.format(lang, "schlauch-passes", &[("seat", seat_arg(*seat))])
            }
            Note::Declared { seat, bid: Some(c) } => WORDS.format(
                lang,
                "schlauch-bids",
                &[
                    ("seat", seat_arg(*seat)),
                    ("game", game_name(*c, lang).into()),
                    ("price", c.price().into()),
                ],
            ),
            Note::Game { declarer, contract } => WORDS.format(
                lang,
                "schlauch-plays",
                &[
                    ("seat", seat_arg(*declarer)),
                    ("game", game_name(*contract, lang).into()),
                    ("price", contract.price().into()),
                ],
            ),
            Note::Open { declarer, hand } => WORDS.format(
                lang,
                "schlauch-open-hand",
                &[
                    ("seat", seat_arg(*declarer)),
                    ("cards", cards(hand, lang).into()),
                ],
            ),
            Note::Trump { trumps } => WORDS.format(
                lang,
                "schlauch-trump",
                &[("trumps", trumps_text(*trumps, lang).into())],
            ),
            Note::Kept { seat } => {
                WORDS.format(lang, "schlauch-kept", &[("seat", seat_arg(*seat))])
            }
            Note::Asked {
                seat,
                card,
                from: Some(from),
            } => WORDS.format(
                lang,
                "schlauch-asked",
                &[
                    ("seat", seat_arg(*seat)),
                    ("card", card_text(*card, lang).into()),
                    ("from", seat_arg(*from)),
                ],
            ),
            Note::Asked {
                seat,
                card,
                from: None,
            } => WORDS.format(
                lang,
                "schlauch-asked-away",
                &[
                    ("seat", seat_arg(*seat)),
                    ("card", card_text(*card, lang).into()),
                ],
            ),
            Note::Given { seat, to } => WORDS.format(
                lang,
                "schlauch-given",
                &[("seat", seat_arg(*seat)), ("to", seat_arg(*to))],
            ),
            Note::Trick {
                leader,
                cards,
                winner,
            } => WORDS.format(
                lang,
                "schlauch-trick",
                &[
                    ("cards", self.trick_text(*leader, cards, lang).into()),
                    ("winner", seat_arg(*winner)),
                ],
            ),
            Note::FirstHalfLost => WORDS.text(lang, "schlauch-first-half-lost"),
            Note::End => self.end_text(lang),
            Note::Rechnung => match self.settlement().and_then(|s| s.rechnung) {
                Some((points, striche)) => WORDS.format(
                    lang,
                    "schlauch-rechnung",
                    &[
                        ("points", per_seat(&points).into()),
                        ("striche", per_seat(&striche).into()),
                    ],
                ),
                None => String::new(),
            },
            Note::PartieOver => {
                let after = self.after();
                WORDS.format(
                    lang,
                    "schlauch-partie-over",
                    &[
                        ("striche", per_seat(&after.striche).into()),
                        ("settled", per_seat(&settle(after.striche)).into()),
                    ],
                )
            }
        }
    }

    /// A trick's cards with their seats.
    fn trick_text(&self, leader: usize, cards: &[Card], lang: Lang) -> String {
        cards
            .iter()
            .enumerate()
            .map(|(i, &c)| format!("{{{}}} {}", (leader + i) % 3, card_text(c, lang)))
            .collect::<Vec<_>>()
            .join(" · ")
    }

    /// The end of the deal: who won what, and what was written.
    fn end_text(&self, lang: Lang) -> String {
        let Some(settled) = self.settlement() else {
            return String::new();
        };
        let Some((declarer, contract)) = self.game else {
            return WORDS.format(
                lang,
                "schlauch-passed-out",
                &[
                    ("dealer", seat(DEALER).into()),
                    ("n", settled.striche[DEALER].into()),
                ],
            );
        };
        let how = match settled.outcome {
            Some(Outcome::Won) => "won",
            Some(Outcome::Half) => "half",
            _ => "lost",
        };
        WORDS.format(
            lang,
            "schlauch-end",
            &[
                ("seat", seat(declarer).into()),
                ("how", how.into()),
                ("game", game_name(contract, lang).into()),
                ("points", per_seat(&settled.points).into()),
                ("striche", per_seat(&settled.striche).into()),
            ],
        )
    }

    /// A seat's view lines (`None`: everybody's).
    pub(super) fn lines(&self, seat: Option<usize>, lang: Lang) -> Vec<String> {
        let token = |s: usize| Arg::from(self::seat(s));
        let mut lines = vec![WORDS.format(
            lang,
            "schlauch-turned",
            &[
                ("card", card_text(self.turned, lang).into()),
                ("dealer", token(DEALER)),
            ],
        )];
        match self.phase {
            Phase::Lay => {
                lines.push(WORDS.format(lang, "schlauch-laying", &[("dealer", token(DEALER))]))
            }
            Phase::Bid => {
                let said: Vec<String> = self
                    .declared
                    .iter()
                    .enumerate()
                    .map(|(s, bid)| match bid {
                        None => WORDS.format(lang, "schlauch-said-pass", &[("seat", token(s))]),
                        Some(c) => WORDS.format(
                            lang,
                            "schlauch-said-bid",
                            &[("seat", token(s)), ("game", game_name(*c, lang).into())],
                        ),
                    })
                    .collect();
                if !said.is_empty() {
                    lines.push(WORDS.format(
                        lang,
                        "schlauch-declarations",
                        &[("said", said.join(" · ").into())],
                    ));
                }
            }
            _ => {}
        }
        if let Some((declarer, contract)) = self.game.filter(|_| self.phase != Phase::Bid) {
            let mut args = vec![
                ("game", Arg::from(game_name(contract, lang))),
                ("price", contract.price().into()),
                ("seat", token(declarer)),
            ];
            let id = if self.trumps.iter().any(Option::is_some) {
                args.push(("trumps", trumps_text(self.trumps, lang).into()));
                "schlauch-game-line-trump"
            } else {
                "schlauch-game-line"
            };
            lines.push(WORDS.format(lang, id, &args));
            if contract == Contract::BettelOuvert && seat != Some(declarer) {
                lines.push(WORDS.format(
                    lang,
                    "schlauch-open-hand",
                    &[
                        ("seat", token(declarer)),
                        ("cards", cards(&self.hands[declarer], lang).into()),
                    ],
                ));
            }
        }
        let mut known: Vec<Card> = self.known_away().iter().collect();
        self.in_view_order(&mut known);
        if !known.is_empty() {
            lines.push(WORDS.format(
                lang,
                "schlauch-away-known",
                &[("cards", cards(&known, lang).into())],
            ));
        }
        if seat == Some(DEALER) && !self.away.is_empty() {
            let mut away = self.away.clone();
            self.in_view_order(&mut away);
            lines.push(WORDS.format(
                lang,
                "schlauch-away-yours",
                &[("cards", cards(&away, lang).into())],
            ));
        }
        if let Some(ex) = self.exchange {
            lines.push(WORDS.format(
                lang,
                "schlauch-exchange",
                &[
                    ("seat", token(self.declarer().unwrap_or(0))),
                    ("card", card_text(ex.asked, lang).into()),
                    ("from", token(ex.from)),
                ],
            ));
        }
        if !self.trick.is_empty() {
            lines.push(WORDS.format(
                lang,
                "schlauch-trick-now",
                &[
                    ("n", (self.tricks_played() + 1).into()),
                    (
                        "cards",
                        self.trick_text(self.leader, &self.trick, lang).into(),
                    ),
                ],
            ));
        }
        if let Some((leader, cards, winner)) = self.last_trick() {
            lines.push(WORDS.format(
                lang,
                "schlauch-last-trick",
                &[
                    ("cards", self.trick_text(leader, cards, lang).into()),
                    ("winner", token(winner)),
                ],
            ));
        }
        if self.phase == Phase::Play || self.phase == Phase::Over {
            let tricks: Vec<i64> = self.tricks.iter().map(|&t| i64::from(t)).collect();
            lines.push(WORDS.format(
                lang,
                "schlauch-tricks",
                &[("tricks", per_seat(&tricks).into())],
            ));
        }
        lines.push(standing(&self.after(), self.rounds, lang));
        lines
    }
}
