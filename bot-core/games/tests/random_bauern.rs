//! Property tests over seeded random games of Bauernschnapsen and Dreierschnapsen, with random
//! house rules: every legal action of every seat applies and every other action is refused with
//! the code `refusal` gives and changes nothing; the follow rules hold against an independent
//! reference; every card is played once, in tricks of the right size; a decided game stops at
//! once; the Rufer played out accounts for all 120 card points; game values, winners and the
//! score sheet add up; views never show another seat's cards; the state round-trips.

use bummerl_games::schnapsen::rules::bauern::{
    Action, Double, Game, GameType, Goal, HouseRules, Phase, Reason, Tally,
};
use bummerl_games::schnapsen::rules::{Card, CardSet, Rank, Seat, Suit, WINNING_POINTS};
use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// Every action worth trying on a game of `N` seats (all discards only in the exchange).
fn candidate_actions<const N: usize>(game: &Game<N>) -> Vec<Action> {
    let pack = Game::<N>::VARIANT.pack();
    let mut all: Vec<Action> = pack.iter().map(Action::Play).collect();
    all.extend(Suit::ALL.map(Action::Announce));
    all.extend(Suit::ALL.map(Action::Trump));
    all.extend((0..4).map(Action::Turn));
    all.extend(GameType::ALL.map(Action::Bid));
    all.extend(Double::ALL.map(Action::Double));
    all.extend([
        Action::Redeal,
        Action::Pass,
        Action::Claim,
        Action::Exchange,
        Action::Close,
    ]);
    let cards: Vec<Card> = if game.phase() == Phase::Exchange {
        pack.iter().collect()
    } else {
        pack.iter().take(3).collect()
    };
    for (i, &a) in cards.iter().enumerate() {
        for &b in &cards[i..] {
            all.push(Action::Discard([a, b]));
        }
    }
    all
}

/// The follow rules written out independently of the engine.
fn follow_ok(
    hand: CardSet,
    trick: &[(Seat, Card)],
    card: Card,
    game: GameType,
    trump: Suit,
    rules: &HouseRules,
) -> bool {
    let zehnerloch = game == GameType::Zehnerloch;
    let strength = |c: Card| match (zehnerloch, c.rank()) {
        (true, Rank::Ace) => 0,
        (true, r) => r as u8 + 1,
        (false, r) => r as u8,
    };
    let trump = game.has_trump().then_some(trump);
    let beats = |c: Card, w: Card| {
        if c.suit() == w.suit() {
            strength(c) > strength(w)
        } else {
            Some(c.suit()) == trump
        }
    };
    let led = trick[0].1.suit();
    let winning = trick[1..]
        .iter()
        .fold(trick[0].1, |w, &(_, c)| if beats(c, w) { c } else { w });
    let head = game != GameType::Rufer || rules.rufer_stichzwang;
    let followers: Vec<Card> = hand.iter().filter(|c| c.suit() == led).collect();
    if !followers.is_empty() {
        let can_beat = followers.iter().any(|&c| beats(c, winning));
        return card.suit() == led && (!head || !can_beat || beats(card, winning));
    }
    if let Some(trump) = trump {
        let trumps: Vec<Card> = hand.iter().filter(|c| c.suit() == trump).collect();
        if !trumps.is_empty() {
            let can_beat = trumps.iter().any(|&c| beats(c, winning));
            if !can_beat {
                return !rules.undertrump || card.suit() == trump;
            }
            return card.suit() == trump && (!head || beats(card, winning));
        }
    }
    true
}

fn seats<const N: usize>() -> impl Iterator<Item = Seat> {
    Seat::all(N)
}

/// Views: a seat sees its own cards (only the first packet before trump) and nothing of the
/// others' hands, the talon or another's laid-away cards — not even in the serialised view.
fn check_views<const N: usize>(game: &Game<N>, serialise: bool) -> Result<(), TestCaseError> {
    for s in seats::<N>() {
        let view = game.view(s);
        let exchanging = game.phase() == Phase::Exchange && game.contract().declarer == s;
        let own = match game.phase() {
            Phase::Trump => game.first_packet(s),
            _ if exchanging => game.hand(s) | game.talon(),
            _ => game.hand(s),
        };
        prop_assert_eq!(view.hand, own);
        prop_assert!((view.unseen() & view.hand).is_empty());
        let mut hidden = if exchanging {
            CardSet::EMPTY
        } else {
            game.talon()
        };
        if game.contract().declarer != s || game.phase() <= Phase::Bidding {
            hidden |= game.discarded();
        }
        for t in seats::<N>() {
            if t != s {
                hidden |= game.hand(t) - view.public.shown[t];
            }
        }
        if game.phase() == Phase::Trump {
            hidden |= game.hand(s) - game.first_packet(s) - view.public.shown[s];
        }
        // A turned-up card is public even once the declarer has laid it away.
        hidden = hidden - game.turned_up().map(CardSet::single).unwrap_or_default();
        prop_assert!(
            view.unseen().is_superset(hidden),
            "seat {} sees {:?}",
            s,
            hidden - view.unseen()
        );
        prop_assert_eq!(view.legal, game.legal_actions(s));
        if serialise {
            let json = serde_json::to_string(&view).unwrap();
            for card in hidden {
                prop_assert!(
                    !json.contains(&format!("\"{card}\"")),
                    "{} in the view of seat {}",
                    card,
                    s
                );
            }
        }
    }
    Ok(())
}

/// Whether the game should be over after the trick just completed, by the rules table.
fn decided<const N: usize>(game: &Game<N>) -> bool {
    let c = game.contract();
    let history = game.history();
    let declarer_won_all = history.iter().all(|t| t.winner() == c.declarer);
    let declarer_won_any = history.iter().any(|t| t.winner() == c.declarer);
    let last = history.len() == Game::<N>::VARIANT.tricks();
    match c.game.goal() {
        Goal::Rufer => {
            last || game.rules().auto_claim
                && game.side_points(history.last().unwrap().winner()) >= WINNING_POINTS
        }
        Goal::FirstThree => {
            !declarer_won_all
                || game.takings(c.declarer).points() >= WINNING_POINTS
                || history.len() >= 3
        }
        Goal::AllTricks => !declarer_won_all || last,
        Goal::NoTrick => declarer_won_any || last,
        Goal::LaidDown => true,
    }
}

fn play_checked_game<const N: usize>(seed: u64) -> Result<(), TestCaseError> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let rules = HouseRules::random(&mut rng);
    let mut game = Game::<N>::shuffled(rules, &mut rng);
    let variant = Game::<N>::VARIANT;
    let mut steps = 0;
    while !game.is_over() {
        steps += 1;
        prop_assert!(steps < 400, "the game does not end");
        prop_assert_eq!(game.check(), Ok(()));
        check_views(&game, steps % 5 == 1)?;
        let candidates = candidate_actions(&game);
        let mut options = Vec::new();
        for s in seats::<N>() {
            let legal = game.legal_actions(s);
            if Some(s) != game.to_act() {
                prop_assert!(legal.len() <= 1, "out of turn only a double: {:?}", legal);
            }
            for &action in &candidates {
                let mut copy = game;
                match copy.apply(s, action) {
                    Ok(_) => {
                        prop_assert!(legal.contains(action), "{} by {} applied", action, s);
                        prop_assert_eq!(copy.check(), Ok(()));
                    }
                    Err(refusal) => {
                        prop_assert!(!legal.contains(action), "{} by {} refused", action, s);
                        prop_assert_eq!(refusal, game.refusal(s, action));
                        prop_assert_eq!(copy, game, "a refusal changed the game");
                    }
                }
            }
            // The follow rules against the reference, for every card of the seat to answer.
            if game.phase() == Phase::Play && Some(s) == game.to_act() && !game.trick().is_empty() {
                let trick: Vec<(Seat, Card)> = game
                    .trick()
                    .plays()
                    .iter()
                    .map(|p| (p.seat, p.card))
                    .collect();
                for card in game.hand(s) {
                    let want = follow_ok(
                        game.hand(s),
                        &trick,
                        card,
                        game.contract().game,
                        game.trump().unwrap(),
                        &rules,
                    );
                    prop_assert_eq!(legal.plays.contains(card), want, "{} on {:?}", card, trick);
                }
            }
            options.extend(legal.iter().map(|a| (s, a)));
        }
        prop_assert!(!options.is_empty());
        // Lean towards passing so that the Rufer and the low games come up often.
        let passes: Vec<&(Seat, Action)> =
            options.iter().filter(|(_, a)| *a == Action::Pass).collect();
        let &(seat, action) = if !passes.is_empty() && rng.random_bool(0.6) {
            passes[0]
        } else {
            &options[rng.random_range(0..options.len())]
        };
        let tricks_before = game.history().len();
        prop_assert!(game.apply(seat, action).is_ok());
        if game.history().len() > tricks_before {
            let trick = game.history().last().unwrap();
            let size = N - usize::from(game.sitting_out().is_some());
            prop_assert_eq!(trick.plays().len(), size);
            prop_assert_eq!(
                game.is_over(),
                decided(&game),
                "after trick {}",
                game.history().len()
            );
        }
    }

    // The game is over: nothing is legal, everything is refused as game over.
    prop_assert_eq!(game.check(), Ok(()));
    check_views(&game, true)?;
    let outcome = *game.outcome().unwrap();
    prop_assert_eq!(game.to_act(), None);
    for s in seats::<N>() {
        prop_assert!(game.legal_actions(s).is_empty());
        let mut copy = game;
        prop_assert_eq!(
            copy.apply(s, Action::Pass),
            Err(bummerl_games::schnapsen::rules::bauern::Refusal::GameOver)
        );
    }

    // Every card played once, in tricks of the right size.
    let mut played = CardSet::EMPTY;
    let mut count = 0;
    for trick in game.history() {
        played |= trick.cards();
        count += trick.plays().len();
    }
    prop_assert_eq!(played.len(), count, "a card played twice");
    let won = seats::<N>().fold(CardSet::EMPTY, |set, s| set | game.takings(s).won);
    prop_assert_eq!(won, played);
    if game.history().len() == variant.tricks() {
        let resting = seats::<N>().fold(CardSet::EMPTY, |set, s| set | game.hand(s));
        prop_assert_eq!(
            played | resting | game.talon() | game.discarded(),
            variant.pack()
        );
        for s in seats::<N>() {
            prop_assert_eq!(game.hand(s).is_empty(), Some(s) != game.sitting_out());
        }
        if outcome.game == Some(GameType::Rufer) {
            let card_points: u16 = seats::<N>().map(|s| game.takings(s).card_points).sum();
            prop_assert_eq!(card_points + game.discarded().points(), 120);
        }
    }

    // Value, winners and reason.
    if outcome.reason == Reason::Redeal {
        prop_assert_eq!(outcome.game_points, 0);
        prop_assert_eq!(outcome.winning_seats().count(), 0);
        return Ok(());
    }
    let c = game.contract();
    prop_assert_eq!(outcome.game, Some(c.game));
    prop_assert_eq!(outcome.multiplier, c.multiplier);
    prop_assert!([1, 2, 4, 8].contains(&c.multiplier));
    if c.multiplier > 1 {
        prop_assert!(c.game.doublable(variant));
    }
    match c.game.fixed_value() {
        Some(v) => prop_assert_eq!(outcome.game_points, u16::from(v) * u16::from(c.multiplier)),
        None => {
            let base = outcome.game_points / u16::from(c.multiplier);
            prop_assert!((1..=3).contains(&base));
            prop_assert_eq!(base * u16::from(c.multiplier), outcome.game_points);
        }
    }
    let winners: Vec<Seat> = outcome.winning_seats().collect();
    let declarer_won = winners.contains(&c.declarer);
    for s in seats::<N>() {
        prop_assert_eq!(
            winners.contains(&s),
            game.same_side(s, c.declarer) == declarer_won
        );
    }
    prop_assert_eq!(
        winners.len(),
        if variant.partnerships() {
            2
        } else if declarer_won {
            1
        } else {
            2
        }
    );
    let reasons: &[Reason] = match c.game.goal() {
        Goal::Rufer => &[Reason::Claim, Reason::FalseClaim, Reason::LastTrick],
        Goal::FirstThree => &[Reason::Made, Reason::TrickLost, Reason::Under66],
        Goal::AllTricks => &[Reason::Made, Reason::TrickLost],
        Goal::NoTrick => &[Reason::Made, Reason::TrickTaken],
        Goal::LaidDown => &[Reason::LaidDown],
    };
    prop_assert!(
        reasons.contains(&outcome.reason),
        "{:?} in a {}",
        outcome.reason,
        c.game
    );
    prop_assert_eq!(
        declarer_won,
        outcome.reason == Reason::Made
            || outcome.reason == Reason::LaidDown
            || (c.game == GameType::Rufer && winners.contains(&Seat::FOREHAND))
    );
    for s in seats::<N>() {
        prop_assert_eq!(outcome.points[s], game.takings(s).points());
        prop_assert_eq!(outcome.tricks[s], game.takings(s).tricks);
    }
    if outcome.reason == Reason::Claim {
        prop_assert!(game.side_points(winners[0]) >= WINNING_POINTS);
    }

    // The score sheet: each winning entry strikes the value once.
    let left: Vec<i16> = (0..variant.score_entries())
        .map(|_| rng.random_range(1..=24))
        .collect();
    let mut tally = Tally::from_left(variant, &left).unwrap();
    let bummerl = tally.record(&outcome, &rules);
    for (e, (&before, &after)) in left.iter().zip(tally.left()).enumerate() {
        let struck = winners.iter().any(|&w| variant.score_entry(w) == e);
        prop_assert_eq!(
            after,
            before
                - if struck {
                    outcome.game_points as i16
                } else {
                    0
                }
        );
    }
    prop_assert_eq!(bummerl.is_some(), tally.left().iter().any(|&l| l <= 0));
    if let Some(b) = bummerl {
        prop_assert!(b.iter().any(|&n| n > 0), "somebody gets the Bummerl");
        for (e, &n) in b.iter().enumerate() {
            prop_assert!(n == 0 || tally.left()[e] > 0);
        }
    }

    // The state round-trips.
    let json = serde_json::to_string(&game).unwrap();
    let back: Game<N> = serde_json::from_str(&json).unwrap();
    prop_assert_eq!(back, game);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn bauernschnapsen_random_games(seed in any::<u64>()) {
        play_checked_game::<4>(seed)?;
    }

    #[test]
    fn dreierschnapsen_random_games(seed in any::<u64>()) {
        play_checked_game::<3>(seed)?;
    }
}

/// Uniform random play (the benchmark's) reaches every game type and ends every game.
#[test]
fn uniform_random_games_cover_every_game() {
    let mut rng = SmallRng::seed_from_u64(11);
    let mut seen = std::collections::BTreeSet::new();
    for _ in 0..3000 {
        let (o, n) = bummerl_games::schnapsen::simulate::random_bauern_game::<4>(
            HouseRules::default(),
            &mut rng,
        );
        assert!(n > 0);
        seen.insert(o.game.map(|g| g.code()).unwrap_or("redeal"));
        let (o, _) = bummerl_games::schnapsen::simulate::random_bauern_game::<3>(
            HouseRules::default(),
            &mut rng,
        );
        seen.insert(o.game.map(|g| g.code()).unwrap_or("redeal"));
    }
    // Herrengangl and Herrenschnapser need five cards of a suit in one hand (about one deal in
    // a thousand): the unit tests play them.
    for game in &GameType::ALL[..8] {
        assert!(seen.contains(game.code()), "{game} never came up: {seen:?}");
    }
}
