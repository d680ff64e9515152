//! What a move of the family did in public, in the seats of its deal: one description that the
//! table (in its players' names) and the game surface (in `{N}`) both tell.

use serde::{Deserialize, Serialize};

use super::rules::bauern::{
    self, Action, Applied, Call, GameType, Phase, Refusal as BauernRefusal,
};
use super::rules::{
    Action as TwoAction, Applied as TwoApplied, Card as FamilyCard, Game, Refusal, Seat, Suit,
    Trick as TwoTrick,
};
use super::words;

/// What a move of the family did in public, in the deal's seats.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// Trump fixed: named, or a card turned up.
    TrumpChosen {
        /// The forehand.
        seat: usize,
        /// Trump.
        suit: Suit,
        /// The card turned up, if one was.
        turned: Option<FamilyCard>,
    },
    /// Three Jacks thrown in: dealt again.
    Redealt {
        /// The forehand.
        seat: usize,
    },
    /// A call of the bidding or a double.
    Called {
        /// Who.
        seat: usize,
        /// What.
        call: Call,
    },
    /// The bidding is over: the game to be played.
    Declared {
        /// Who plays it.
        declarer: usize,
        /// The game.
        game: GameType,
        /// The partner sitting out, in a Bettler at four.
        sitting_out: Option<usize>,
    },
    /// The Dreierschnapsen declarer took up the talon and laid two cards away.
    Discarded {
        /// The declarer.
        seat: usize,
    },
    /// A marriage announced: 20, or 40 in trumps.
    Announced {
        /// Who.
        seat: usize,
        /// Its suit.
        suit: Suit,
        /// 20 or 40.
        points: u16,
    },
    /// Two players: the trump card taken for the low trump.
    Exchanged {
        /// Who.
        seat: usize,
        /// The card taken.
        took: FamilyCard,
    },
    /// Two players: the talon closed.
    Closed {
        /// Who.
        seat: usize,
    },
    /// Two players: a trick taken.
    TrickWon(TwoTrick),
    /// Four and three: a trick taken, with who played which card.
    Trick {
        /// Who took it.
        winner: usize,
        /// The cards, leader first (one per seat, kept inline: a step stays as small as any
        /// other).
        plays: arrayvec::ArrayVec<(u8, FamilyCard), 4>,
    },
}

/// Applies `action` of `seat` at four or three and tells `step` what it did in public, in
/// order; a refused action changes nothing and tells nothing.
pub fn bauern<const N: usize>(
    game: &mut bauern::Game<N>,
    seat: Seat,
    action: Action,
    mut step: impl FnMut(Step),
) -> Result<Applied<N>, BauernRefusal> {
    let bidding = game.phase() == Phase::Bidding;
    let applied = game.apply(seat, action)?;
    let me = seat.index();
    match action {
        Action::Trump(suit) => step(Step::TrumpChosen {
            seat: me,
            suit,
            turned: None,
        }),
        Action::Turn(_) => {
            if let Some(suit) = game.trump() {
                step(Step::TrumpChosen {
                    seat: me,
                    suit,
                    turned: game.turned_up(),
                });
            }
        }
        Action::Redeal => step(Step::Redealt { seat: me }),
        Action::Pass => step(Step::Called {
            seat: me,
            call: Call::Pass,
        }),
        Action::Bid(bid) => step(Step::Called {
            seat: me,
            call: Call::Bid(bid),
        }),
        Action::Double(double) => step(Step::Called {
            seat: me,
            call: Call::Double(double),
        }),
        Action::Discard(_) => step(Step::Discarded { seat: me }),
        Action::Announce(suit) => step(Step::Announced {
            seat: me,
            suit,
            points: words::marriage_points(suit, game.trump()),
        }),
        Action::Play(_) | Action::Claim | Action::Exchange | Action::Close => {}
    }
    if bidding && game.phase() != Phase::Bidding && !redealt(&applied) {
        let contract = game.contract();
        step(Step::Declared {
            declarer: contract.declarer.index(),
            game: contract.game,
            sitting_out: game.sitting_out().map(Seat::index),
        });
    }
    if let Some(trick) = applied.trick {
        step(Step::Trick {
            winner: trick.winner().index(),
            plays: trick
                .plays()
                .iter()
                .map(|p| (p.seat.index() as u8, p.card))
                .collect(),
        });
    }
    Ok(applied)
}

/// Whether the action threw the game in for a redeal (three Jacks).
pub fn redealt<const N: usize>(applied: &Applied<N>) -> bool {
    applied
        .outcome
        .is_some_and(|o| o.reason == bauern::Reason::Redeal)
}

/// Applies `action` of `seat` in a two-player game and tells `step` what it did in public, in
/// order; a refused action changes nothing and tells nothing. Inlined into its one caller, the
/// deal's `apply`, which every random playout runs for every move.
#[inline]
pub fn two(
    game: &mut Game,
    seat: Seat,
    action: TwoAction,
    mut step: impl FnMut(Step),
) -> Result<TwoApplied, Refusal> {
    // What an announcement or an exchange tells is read before the move changes it (the
    // game itself is not copied: it is most of a deal's bytes).
    let (trump, trump_card) = (game.trump(), game.trump_card());
    let applied = game.apply(seat, action)?;
    let me = seat.index();
    match action {
        TwoAction::Announce(suit) => step(Step::Announced {
            seat: me,
            suit,
            points: words::marriage_points(suit, Some(trump)),
        }),
        TwoAction::Exchange => step(Step::Exchanged {
            seat: me,
            took: trump_card.expect("an exchange takes the trump card"),
        }),
        TwoAction::Close => step(Step::Closed { seat: me }),
        TwoAction::Play(_) | TwoAction::Claim => {}
    }
    if let Some(trick) = applied.trick {
        step(Step::TrickWon(trick));
    }
    Ok(applied)
}

impl Step {
    /// The step as a line of the table, `name` naming a seat.
    pub fn line(&self, lang: crate::lang::Lang, name: impl Fn(usize) -> String) -> String {
        use words::events as say;
        match self {
            Step::TrumpChosen { seat, suit, turned } => {
                say::trump_chosen(lang, &name(*seat), *suit, *turned)
            }
            Step::Redealt { seat } => say::redealt(lang, &name(*seat)),
            Step::Called { seat, call } => say::called(lang, &name(*seat), *call),
            Step::Declared {
                declarer,
                game,
                sitting_out,
            } => say::declared(
                lang,
                &name(*declarer),
                *game,
                sitting_out.map(&name).as_deref(),
            ),
            Step::Discarded { seat } => say::discarded(lang, &name(*seat)),
            Step::Announced { seat, suit, points } => {
                say::announced(lang, &name(*seat), *suit, *points)
            }
            Step::Exchanged { seat, took } => say::exchanged(lang, &name(*seat), *took),
            Step::Closed { seat } => say::closed(lang, &name(*seat)),
            Step::TrickWon(trick) => say::trick_won(lang, &name(trick.winner.index()), trick),
            Step::Trick { winner, plays } => {
                let cards: Vec<(String, FamilyCard)> = plays
                    .iter()
                    .map(|&(s, c)| (name(usize::from(s)), c))
                    .collect();
                say::trick_taken(lang, &name(*winner), &cards)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_trick_of_four_reads_back_and_is_written_as_before() {
        // The form the releases before the inline cards wrote (`plays` a list of pairs).
        let stored = r#"{"Trick":{"winner":2,"plays":[[1,"KH"],[2,"AH"],[3,"TH"],[0,"QH"]]}}"#;
        let step: Step = serde_json::from_str(stored).unwrap();
        let Step::Trick { winner, plays } = &step else {
            panic!("a trick: {step:?}");
        };
        assert_eq!(*winner, 2);
        assert_eq!(plays.len(), 4);
        assert_eq!(plays[1], (2, "AH".parse().unwrap()));
        assert_eq!(serde_json::to_string(&step).unwrap(), stored);
    }
}
