//! The texts of Bauern- and Dreierschnapsen as the manager's tables and hands show them: the
//! games dealt through the registry as a scenario lays them out, played by their moves.

#[cfg(test)]
mod tests {
    use serde_json::json;

    use crate::games::{AnyGame, Move, Unit};
    use crate::ids::{Lang, Platform, TableKey, UserId};
    use crate::manager::{name_public, name_seat, public_view, seat_view};
    use crate::protocol::{GamePublic, GameSeat, HandView, RoundView, SeatInfo, TableView};
    use crate::text::{hand, table, typed_hand};

    /// A deal as a scenario lays it out (`FORMAT-bauernschnapsen.md`): each hand a line of
    /// codes, the sheet standing at `score`.
    fn deal(variant: &str, hands: &[&str], talon: &[&str], score: &[i64]) -> AnyGame {
        let hands: Vec<Vec<&str>> = hands.iter().map(|h| h.split(' ').collect()).collect();
        let scenario = json!({
            "variant": variant,
            "hands": hands,
            "talon": talon,
            "score": score,
            "actions": [],
        });
        crate::games::replay::position(&scenario).unwrap()
    }

    /// Anna (forehand) and Carl against Bert and Dora (the dealer), their sheet at 24 and 18.
    fn four() -> AnyGame {
        let hands = [
            "AH KH QS TS JC",
            "TH QH JH AS KS",
            "AD TD KD QD JD",
            "AC TC KC QC JS",
        ];
        deal("bauernschnapsen", &hands, &[], &[24, 18])
    }

    /// Anna, Bert and Carl at 24, 20 and 9.
    fn three() -> AnyGame {
        let hands = [
            "AH KH QH AS KS QS",
            "TH JH AD TD KD QD",
            "JD AC TC KC QC JC",
        ];
        deal("dreierschnapsen", &hands, &["TS", "JS"], &[24, 20, 9])
    }

    /// Makes `seat move` steps: `"0 trump:H; 0 pass"`.
    fn run(game: &mut AnyGame, script: &str) {
        for step in script.split(';').map(str::trim) {
            let (seat, mv) = step.split_once(' ').unwrap();
            let mv = Move::parse(mv).unwrap();
            game.get_mut()
                .apply(seat.parse().unwrap(), &mv)
                .unwrap_or_else(|r| panic!("{step}: {r:?}"));
        }
    }

    /// The labels of a hand's moves, as every front end offers them.
    fn labels(hand: &HandView) -> Vec<String> {
        crate::text::offers(Lang::De, hand)
            .into_iter()
            .map(|(_, label)| label)
            .collect()
    }

    /// The players' names at a table of `seats`.
    fn names(seats: usize) -> Vec<String> {
        ["Anna", "Bert", "Carl", "Dora"][..seats]
            .iter()
            .map(|n| n.to_string())
            .collect()
    }

    /// The game's public view as the manager sends it, with the players' names put in.
    fn public_game(game: &AnyGame) -> GamePublic {
        let mut view = public_view(game.id(), game.get());
        name_public(&mut view, &names(game.get().seats()));
        view
    }

    /// A seat's view as the manager sends it, with the players' names put in.
    fn seat_game(game: &AnyGame, seat: usize) -> GameSeat {
        let mut view = seat_view(game.get(), seat, public_game(game));
        name_seat(&mut view, &names(game.get().seats()));
        view
    }

    fn hand_of(game: &AnyGame, seat: usize) -> HandView {
        HandView {
            key: TableKey::new(Platform::Terminal, "local"),
            version: 1,
            epoch: 1,
            player: seat,
            view: seat_game(game, seat),
            read_only: false,
            pick: Default::default(),
            cards: None,
        }
    }

    fn table_of(game: &AnyGame) -> TableView {
        let n = game.get().seats();
        let user = UserId::new(Platform::Terminal, "local");
        let names = ["Anna", "Bert", "Carl", "Dora"];
        TableView {
            key: TableKey::new(Platform::Terminal, "local"),
            version: 9,
            variant: game.id(),
            opener: user.clone(),
            lang: None,
            players: names[..n]
                .iter()
                .map(|n| SeatInfo {
                    name: (*n).into(),
                    user: Some(user.clone()),
                    computer: None,
                })
                .collect(),
            seats: n,
            round: Some(RoundView {
                number: 2,
                dealer: n - 1,
                seats: (0..n).collect(),
                public: public_game(game),
            }),
            unit: Unit::Bummerl,
            totals: if n == 4 {
                vec![24, 18, 24, 18]
            } else {
                vec![24, 20, 9]
            },
            bummerl_number: 1,
            turn_deadline: None,
            cards: None,
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
    fn the_bidding_offers_pass_first_and_the_table_lists_the_calls() {
        let mut game = four();
        run(&mut game, "0 trump:H; 0 pass");
        assert_eq!(labels(&hand_of(&game, 1))[0], "Gut");
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
        // The prompt names the verb and the cards as the player reads and types them.
        let typed = typed_hand(Lang::En, &view);
        assert!(
            typed.ends_with("lay: choose 2 cards, e.g. “lay A♥ K♥”"),
            "{typed}"
        );
        let german = typed_hand(Lang::De, &view);
        assert!(
            german.ends_with("weglegen: 2 Karten wählen, z. B. „weglegen A♥ K♥“"),
            "{german}"
        );
        for example in [
            "lay A♥ K♥",
            "weglegen A♥ K♥",
            "weglegen 1 2",
            "discard AH KH",
        ] {
            let mv = crate::text::typed::game_move(example, seat).expect(example);
            let cards = mv.cards();
            assert_eq!((mv.verb(), cards.len()), ("discard", 2), "{example}");
            assert!(
                cards
                    .iter()
                    .all(|c| ["AH", "KH"].contains(&c.to_string().as_str()))
            );
        }
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
        run(&mut game, "0 discard:TS:JS");
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
