//! The texts of Bauern- and Dreierschnapsen (`bummerl_games::schnapsen::words`) as the
//! manager's tables and hands show them.

#[cfg(test)]
mod tests {
    use crate::games::Unit;
    use crate::games::schnapsen::Bauern;
    use crate::ids::{Lang, Platform, TableKey, UserId};
    use crate::manager::{name_public, name_seat, public_view, seat_view};
    use crate::protocol::{GamePublic, GameSeat, HandView, RoundView, SeatInfo, TableView};
    use crate::rules::Seat;
    use crate::rules::bauern::{Action, Deal, Game, GameType, HouseRules};
    use crate::text::{hand, table, typed_hand};

    use crate::rules::cards;

    /// Anna (forehand) and Carl against Bert and Dora (the dealer).
    fn four() -> Game<4> {
        Deal::<4> {
            hands: [
                "AH KH QS TS JC",
                "TH QH JH AS KS",
                "AD TD KD QD JD",
                "AC TC KC QC JS",
            ]
            .map(cards),
            talon: vec![],
        }
        .start(HouseRules::default())
        .unwrap()
    }

    fn three() -> Game<3> {
        Deal::<3> {
            hands: [
                "AH KH QH AS KS QS",
                "TH JH AD TD KD QD",
                "JD AC TC KC QC JC",
            ]
            .map(cards),
            talon: cards("TS JS"),
        }
        .start(HouseRules::default())
        .unwrap()
    }

    /// Applies `seat action` steps: `"0 trump:H; 0 pass"`.
    fn run<const N: usize>(game: &mut Game<N>, script: &str) {
        for step in script.split(';').map(str::trim) {
            let (seat, action) = step.split_once(' ').unwrap();
            let seat = Seat::new(seat.parse().unwrap(), N).unwrap();
            game.apply(seat, action.parse::<Action>().unwrap())
                .unwrap_or_else(|r| panic!("{step}: {r}"));
        }
    }

    /// A game's views wrapped as the manager sends them: through the game surface, on a
    /// fresh sheet, with the players' names put in.
    trait Views {
        fn seat_view(&self, seat: usize) -> GameSeat;
        fn public_game(&self) -> GamePublic;
    }

    /// The game on the surface, its sheet standing at 24 and 18 (four) or 24, 20 and 9
    /// (three).
    fn surface<const N: usize>(game: &Game<N>) -> crate::games::AnyGame {
        let left: &[i16] = if N == 4 { &[24, 18] } else { &[24, 20, 9] };
        Bauern::<N>::resume(*game, left).unwrap().into_any()
    }

    /// The labels of a hand's moves, as every front end offers them.
    fn labels(hand: &HandView) -> Vec<String> {
        crate::text::offers(Lang::De, hand)
            .into_iter()
            .map(|(_, label)| label)
            .collect()
    }

    fn names<const N: usize>() -> Vec<String> {
        ["Anna", "Bert", "Carl", "Dora"][..N]
            .iter()
            .map(|n| n.to_string())
            .collect()
    }

    impl<const N: usize> Views for Game<N> {
        fn seat_view(&self, seat: usize) -> GameSeat {
            let game = surface(self);
            let mut public = public_view(game.id(), game.get());
            name_public(&mut public, &names::<N>());
            let mut view = seat_view(game.get(), seat, public);
            name_seat(&mut view, &names::<N>());
            view
        }
        fn public_game(&self) -> GamePublic {
            let game = surface(self);
            let mut view = public_view(game.id(), game.get());
            name_public(&mut view, &names::<N>());
            view
        }
    }

    fn hand_of(game: &impl Views, seat: usize) -> HandView {
        HandView {
            key: TableKey::new(Platform::Terminal, "local"),
            version: 1,
            epoch: 1,
            player: seat,
            view: game.seat_view(seat),
            read_only: false,
            pick: Default::default(),
        }
    }

    fn table_of<const N: usize>(game: &Game<N>) -> TableView {
        let user = UserId::new(Platform::Terminal, "local");
        let names = ["Anna", "Bert", "Carl", "Dora"];
        TableView {
            key: TableKey::new(Platform::Terminal, "local"),
            version: 9,
            variant: Game::<N>::VARIANT.into(),
            opener: user.clone(),
            lang: None,
            players: names[..N]
                .iter()
                .map(|n| SeatInfo {
                    name: (*n).into(),
                    user: Some(user.clone()),
                    computer: None,
                })
                .collect(),
            seats: N,
            round: Some(RoundView {
                number: 2,
                dealer: N - 1,
                seats: (0..N).collect(),
                public: game.public_game(),
            }),
            unit: Unit::Bummerl,
            totals: if N == 4 {
                vec![24, 18, 24, 18]
            } else {
                vec![24, 20, 9]
            },
            bummerl_number: 1,
            turn_deadline: None,
        }
    }

    #[test]
    fn before_trump_the_forehand_sees_his_first_packet_and_is_asked_for_trump() {
        let game = four();
        let de = hand(Lang::De, &hand_of(&game, 0));
        assert!(
            de.starts_with("Deine Karten: A♥ K♥ D♠ (die ersten drei; die übrigen siehst du"),
            "{de}"
        );
        assert!(!de.contains("10♠"), "the second packet stays hidden: {de}");
        assert!(de.contains("Trumpf: noch nicht gewählt"), "{de}");
        assert!(
            de.contains("Du bist Vorhand: wähle Trumpf aus deinen ersten drei Karten"),
            "{de}"
        );
        assert_eq!(
            labels(&hand_of(&game, 0))[..3],
            ["♥ Trumpf", "♠ Trumpf", "Karte 1 aufdecken"]
        );
        let en = hand(Lang::En, &hand_of(&game, 2));
        assert!(
            en.contains("The forehand (your partner) is fixing trump."),
            "{en}"
        );
        assert!(labels(&hand_of(&game, 2)).is_empty(), "{en}");
    }

    #[test]
    fn the_bidding_offers_pass_then_games_by_value_and_the_table_lists_the_calls() {
        let mut game = four();
        run(&mut game, "0 trump:H; 0 pass");
        assert_eq!(labels(&hand_of(&game, 1))[0], "Gut");
        let seat = &hand_of(&game, 1).view;
        let bids: Vec<GameType> = seat
            .moves
            .iter()
            .filter_map(|m| match m.text().parse() {
                Ok(Action::Bid(g)) => Some(g),
                _ => None,
            })
            .collect();
        assert!(
            bids.windows(2)
                .all(|w| w[0].bid_value() <= w[1].bid_value())
        );
        let de = hand(Lang::De, &hand_of(&game, 1));
        assert!(
            de.contains("Stehendes Spiel: Rufer – 1–3 Punkte (Ansager: dein rechter Gegner)"),
            "{de}"
        );
        assert!(de.contains("Reizen: du bist dran"), "{de}");
        run(&mut game, "1 bid:bettler; 2 kontra");
        let de = table(Lang::De, &table_of(&game));
        assert!(
            de.starts_with("── Bauernschnapsen · Bummerl 1 · Spiel 2 ──"),
            "{de}"
        );
        assert!(
            de.contains("Bummerl-Stand (24 → 0): Anna & Carl 24 · Bert & Dora 18"),
            "{de}"
        );
        assert!(de.contains("Anna & Carl gegen Bert & Dora"), "{de}");
        assert!(de.contains("Dora gibt, Anna ist Vorhand."), "{de}");
        assert!(de.contains("Trumpf: ♥ Herz"), "{de}");
        assert!(
            de.contains("Reizen: Anna: Gut, Bert: Bettler, Carl: Kontra"),
            "{de}"
        );
        assert!(
            de.contains("Stehendes Spiel: Bettler, Kontra – 10 Punkte (Ansager: Bert)"),
            "{de}"
        );
        assert!(de.contains("Dora ist mit Reizen dran."), "{de}");
    }

    #[test]
    fn in_a_bettler_the_partner_sits_out_and_the_table_shows_the_trick() {
        let mut game = four();
        run(
            &mut game,
            "0 trump:H; 0 pass; 1 bid:bettler; 2 pass; 3 pass; 0 pass",
        );
        let dora = hand(Lang::De, &hand_of(&game, 3));
        assert!(
            dora.contains("Dein Partner spielt Bettler allein: du setzt aus."),
            "{dora}"
        );
        let en = hand(Lang::En, &hand_of(&game, 3));
        assert!(
            en.contains("Your partner plays Bettler alone: you sit out."),
            "{en}"
        );
        let anna = hand(Lang::En, &hand_of(&game, 0));
        assert!(
            anna.contains("Game: Bettler – 5 game points (declarer: your left-hand opponent)"),
            "{anna}"
        );
        assert!(
            anna.contains("You may still say Kontra until the first card is played."),
            "{anna}"
        );
        run(&mut game, "1 play:JH");
        let en = table(Lang::En, &table_of(&game));
        assert!(
            en.contains("Game: Bettler – 5 game points (declarer: Bert)"),
            "{en}"
        );
        assert!(en.contains("Dora sits out."), "{en}");
        // A game without trump shows no trump line, on the table or in a hand.
        assert!(!en.contains("Trump:"), "{en}");
        assert!(!hand(Lang::En, &hand_of(&game, 2)).contains("Trump:"));
        assert!(en.contains("On the table: Bert J♥"), "{en}");
        assert!(en.contains("Tricks: Anna 0 · Bert 0 · Carl 0"), "{en}");
        assert!(en.contains("Carl to play."), "{en}");
        let carl = hand(Lang::De, &hand_of(&game, 2));
        assert!(
            carl.contains("Im Stich: B♥ (dein rechter Gegner)"),
            "{carl}"
        );
        assert!(carl.contains("Eure Augen: 0 (0 Stiche)"), "{carl}");
        assert!(carl.contains("Du bist dran."), "{carl}");
    }

    #[test]
    fn the_dreier_declarer_lays_away_two_cards() {
        let mut game = three();
        run(&mut game, "0 trump:H; 0 bid:schnapser; 1 pass; 2 pass");
        let view = hand_of(&game, 0);
        let de = hand(Lang::De, &view);
        assert!(
            de.starts_with("Deine Karten: A♥ K♥ D♥ A♠ 10♠ K♠ D♠ B♠ (mit dem Talon)"),
            "{de}"
        );
        assert!(
            de.contains("Du hast den Talon aufgenommen: lege zwei Karten weg."),
            "{de}"
        );
        // One move that chooses two of the eight cards, not a list of 28 pairs.
        assert_eq!(labels(&view), ["Weglegen"]);
        let seat = &view.view;
        assert_eq!((seat.choices[0].from.len(), seat.choices[0].min), (8, 2));
        let typed = typed_hand(Lang::En, &view);
        assert!(
            typed.ends_with("discard: choose 2 cards, e.g. “discard AH KH”"),
            "{typed}"
        );
        assert!(!typed.contains("Lay away A♥ K♥"), "{typed}");
        let en = table(Lang::En, &table_of(&game));
        assert!(
            en.contains("Bummerl (24 → 0): Anna 24 · Bert 20 · Carl 9"),
            "{en}"
        );
        assert!(!en.contains("against"), "{en}");
        assert!(en.contains("Anna to lay away two cards."), "{en}");
        let bert = hand(Lang::En, &hand_of(&game, 1));
        assert!(
            bert.contains("The player on your right is exchanging with the talon."),
            "{bert}"
        );
        run(&mut game, "0 discard:TS,JS");
        let de = hand(Lang::De, &hand_of(&game, 0));
        assert!(de.contains("Weggelegt: 10♠ B♠"), "{de}");
    }

    #[test]
    fn a_settled_game_shows_on_the_table() {
        let mut game = four();
        run(
            &mut game,
            "0 trump:H; 0 pass; 1 bid:bettler; 2 pass; 3 pass; 0 pass",
        );
        run(&mut game, "1 play:JH; 2 play:AD; 0 play:AH");
        let de = table(Lang::De, &table_of(&game));
        assert!(
            de.contains("Letzter Stich: Bert B♥, Carl A♦, Anna A♥ → Anna"),
            "{de}"
        );
        assert!(de.contains("Anna spielt aus."), "{de}");
    }
}
