//! A move's label on a button or in a list.

use super::cards::{card_short, cards_short, hand_order, suit_symbol};
use super::names::call_text;
use super::{format, text};
use crate::lang::Lang;
use crate::schnapsen::rules::bauern::Call;
use crate::schnapsen::rules::{AnyAction, Suit};

/// A marriage's points: 40 in trumps, else 20.
pub fn marriage_points(suit: Suit, trump: Option<Suit>) -> u16 {
    if trump == Some(suit) { 40 } else { 20 }
}

/// A move's label on a button or in a list: `A♥`, `20 ♥`, `40 ♠`, `Tauschen`/`Exchange`,
/// `Zudrehen`/`Close`, `Danke, genug`/`Enough!`; at four and three also `♥ Trumpf`/`♥ trump`,
/// `Karte 2 aufdecken`/`Turn up card 2`, `Neu geben`/`Redeal`, `Gut`/`Pass`, a game's name,
/// `Kontra`, `Weglegen B♣ D♦`/`Lay away J♣ Q♦`. `trump` tells 40 from 20.
pub fn action_label(lang: Lang, action: &AnyAction, trump: Option<Suit>) -> String {
    match action {
        AnyAction::Play(card) => card_short(lang, *card).to_owned(),
        AnyAction::Announce(suit) => {
            format!("{} {}", marriage_points(*suit, trump), suit_symbol(*suit))
        }
        AnyAction::Exchange => text(lang, "label-exchange"),
        AnyAction::Close => text(lang, "label-close"),
        AnyAction::Claim => text(lang, "label-claim"),
        AnyAction::Trump(suit) => format(
            lang,
            "label-trump",
            &[("symbol", suit_symbol(*suit).into())],
        ),
        AnyAction::Turn(index) => format(lang, "label-turn", &[("n", (index + 1).into())]),
        AnyAction::Redeal => text(lang, "label-redeal"),
        AnyAction::Pass => text(lang, "label-pass"),
        AnyAction::Bid(game) => call_text(lang, Call::Bid(*game)),
        AnyAction::Double(double) => call_text(lang, Call::Double(*double)),
        AnyAction::Discard(pair) => {
            let mut pair = *pair;
            pair.sort_by_key(|&c| hand_order(c));
            let cards = cards_short(lang, pair);
            format(lang, "label-discard-cards", &[("cards", cards.into())])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::schnapsen::rules::Card;
    use crate::schnapsen::rules::bauern::{Double, GameType};

    #[test]
    fn action_labels() {
        let trump = Suit::Spades;
        let label = |lang, a: AnyAction| action_label(lang, &a, Some(trump));
        let ah: Card = "AH".parse().unwrap();
        assert_eq!(label(Lang::En, AnyAction::Play(ah)), "A♥");
        assert_eq!(label(Lang::De, AnyAction::Announce(Suit::Hearts)), "20 ♥");
        assert_eq!(label(Lang::En, AnyAction::Announce(Suit::Spades)), "40 ♠");
        assert_eq!(label(Lang::De, AnyAction::Exchange), "Tauschen");
        assert_eq!(label(Lang::En, AnyAction::Exchange), "Exchange");
        assert_eq!(label(Lang::De, AnyAction::Close), "Zudrehen");
        assert_eq!(label(Lang::En, AnyAction::Close), "Close");
        assert_eq!(label(Lang::De, AnyAction::Claim), "Danke, genug");
        assert_eq!(label(Lang::En, AnyAction::Claim), "Enough!");
        assert_eq!(label(Lang::De, AnyAction::Trump(Suit::Hearts)), "♥ Trumpf");
        assert_eq!(label(Lang::En, AnyAction::Trump(Suit::Clubs)), "♣ trump");
        assert_eq!(label(Lang::De, AnyAction::Turn(2)), "Karte 3 aufdecken");
        assert_eq!(label(Lang::De, AnyAction::Pass), "Gut");
        assert_eq!(label(Lang::En, AnyAction::Pass), "Pass");
        assert_eq!(label(Lang::De, AnyAction::Redeal), "Neu geben");
        assert_eq!(
            label(Lang::En, AnyAction::Bid(GameType::Zehnerloch)),
            "Zehnerloch"
        );
        assert_eq!(label(Lang::De, AnyAction::Double(Double::Retour)), "Retour");
        let pair = ["QD".parse().unwrap(), "JC".parse().unwrap()];
        assert_eq!(label(Lang::De, AnyAction::Discard(pair)), "Weglegen D♦ B♣");
        assert_eq!(label(Lang::En, AnyAction::Discard(pair)), "Lay away Q♦ J♣");
    }
}
