//! Bassette's words: the view's lines, the public events, the labels and the refusals, from the
//! game's catalogue (`de.ftl`, `en.ftl`); a player's typed stakes. `{N}` stands for the name of
//! seat N.

use crate::card::{Card, Rank};
use crate::catalogue::Arg;
use crate::game::{Move, Refusal};
use crate::lang::Lang;

use super::{Bassette, How, Note, Partie, SPEC, Stake, WORDS, rank_of, read_stake, stake_move};

/// A seat's token for the front end to put its name in (`{0}`).
fn seat(seat: usize) -> String {
    format!("{{{seat}}}")
}

/// A rank as the hand's cards show it (`D` in German, `Q` in English).
fn rank_text(rank: Rank, lang: Lang) -> &'static str {
    SPEC.face.rank(rank, lang)
}

/// A stored rank's code as the hand's cards show it.
fn rank_code(code: char, lang: Lang) -> &'static str {
    Rank::from_code(code).map_or("?", |rank| rank_text(rank, lang))
}

/// A card as the glossary writes it.
fn card(card: Card, lang: Lang) -> &'static str {
    SPEC.face.card(card, lang)
}

/// A stake as `9 auf K`, marked when it was placed during the Taille.
fn stake_text(stake: &Stake, lang: Lang) -> String {
    let mut args = vec![
        ("n", Arg::from(stake.amount)),
        ("rank", rank_code(stake.rank, lang).into()),
    ];
    if stake.after > 0 {
        args.push(("after", stake.after.into()));
        WORDS.format(lang, "bassette-stake-late", &args)
    } else {
        WORDS.format(lang, "bassette-stake", &args)
    }
}

/// Each seat's number as `{0} 100 · {1} 94`: a list of numbers, the same in every language.
fn per_seat(values: &[i64], signed: bool) -> String {
    values
        .iter()
        .enumerate()
        .map(|(s, v)| {
            if signed {
                format!("{{{s}}} {v:+}")
            } else {
                format!("{{{s}}} {v}")
            }
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// The Partie: who banks, how far it has gone.
fn partie_line(game: &Bassette, lang: Lang) -> String {
    match &game.partie {
        Partie::Players { banked, .. } => WORDS.format(
            lang,
            "bassette-partie-players",
            &[
                ("banked", banked.iter().filter(|&&b| b).count().into()),
                ("n", banked.len().into()),
            ],
        ),
        Partie::Computer { taille, .. } => WORDS.format(
            lang,
            "bassette-partie-computer",
            &[
                ("taille", (*taille).into()),
                ("n", super::COMPUTER_TAILLES.into()),
            ],
        ),
    }
}

/// The view's lines; `bottom` is the bottom card where the seat may see it. A punter's own
/// view lists his stakes only (everybody's are on the table), so that the others' staking
/// leaves his hand message as it was.
pub(super) fn lines(
    game: &Bassette,
    seat: Option<usize>,
    bottom: Option<Card>,
    lang: Lang,
) -> Vec<String> {
    let mut lines = vec![WORDS.format(
        lang,
        "bassette-taille",
        &[
            ("pair", game.pairs().into()),
            ("n", (super::CARDS - game.drawn).into()),
        ],
    )];
    if game.drawn >= 2 {
        let last = &game.pack[game.drawn - 2..game.drawn];
        lines.push(WORDS.format(
            lang,
            "bassette-last-pair",
            &[
                ("bank", card(last[0], lang).into()),
                ("ponte", card(last[1], lang).into()),
            ],
        ));
    }
    if let Some(bottom) = bottom {
        lines.push(WORDS.format(
            lang,
            "bassette-bottom",
            &[("card", card(bottom, lang).into())],
        ));
    }
    let listed = |punter: usize| matches!(seat, None | Some(0)) || seat == Some(punter);
    for punter in (1..game.chips.len()).filter(|&s| listed(s)) {
        let mine: Vec<String> = game
            .stakes
            .iter()
            .filter(|s| s.seat == punter)
            .map(|s| stake_text(s, lang))
            .collect();
        if !mine.is_empty() {
            lines.push(WORDS.format(
                lang,
                "bassette-stakes-of",
                &[
                    ("seat", self::seat(punter).into()),
                    ("stakes", mine.join(" · ").into()),
                ],
            ));
        }
    }
    lines.push(WORDS.format(
        lang,
        "bassette-chips",
        &[
            ("chips", per_seat(&game.chips, false).into()),
            ("banker", self::seat(0).into()),
        ],
    ));
    lines.push(WORDS.format(
        lang,
        "bassette-limits",
        &[
            ("min", game.min_stake.into()),
            ("max", game.max_stake.into()),
        ],
    ));
    lines.push(partie_line(game, lang));
    lines
}

/// The line before the first event: who banks and what the others do (the table's "deals" and
/// "forehand" do not fit a banking game).
pub(super) fn opening(lang: Lang) -> String {
    WORDS.format(lang, "bassette-opens", &[("banker", seat(0).into())])
}

/// A public event as a line.
pub(super) fn tell(game: &Bassette, note: &Note, lang: Lang) -> String {
    match note {
        Note::Staked(stake) => WORDS.format(
            lang,
            "bassette-staked",
            &[
                ("seat", seat(stake.seat).into()),
                ("n", stake.amount.into()),
                ("rank", rank_code(stake.rank, lang).into()),
            ],
        ),
        Note::Pair { pair, cards } => WORDS.format(
            lang,
            if *pair == super::CARDS / 2 {
                "bassette-pair-last"
            } else {
                "bassette-pair"
            },
            &[
                ("pair", (*pair).into()),
                ("bank", card(cards[0], lang).into()),
                ("ponte", card(cards[1], lang).into()),
            ],
        ),
        Note::Settled { stake, how } => {
            let id = match how {
                How::TwoThirds => "bassette-two-thirds",
                How::Whole => "bassette-whole",
                How::Paid => "bassette-paid",
                How::NotCounted => "bassette-not-counted",
            };
            WORDS.format(
                lang,
                id,
                &[
                    ("seat", seat(stake.seat).into()),
                    ("n", stake.amount.into()),
                    ("rank", rank_code(stake.rank, lang).into()),
                    ("won", (stake.amount / 3 * 2).into()),
                ],
            )
        }
        Note::End => end_line(game, lang),
    }
}

/// The end of the Taille: the score, the stakes returned, the Partie's end.
fn end_line(game: &Bassette, lang: Lang) -> String {
    let mut parts = vec![WORDS.format(
        lang,
        "bassette-over",
        &[("scores", per_seat(&game.score_now(), true).into())],
    )];
    if !game.stakes.is_empty() {
        let back: Vec<String> = game
            .stakes
            .iter()
            .map(|s| {
                format!(
                    "{} {}",
                    seat(s.seat),
                    stake_text(&Stake { after: 0, ..*s }, lang)
                )
            })
            .collect();
        parts.push(WORDS.format(
            lang,
            "bassette-returned",
            &[("returned", back.join(" · ").into())],
        ));
    }
    parts.extend(winners(game, lang));
    parts.join(" — ")
}

/// Who won the Partie, once it is over.
fn winners(game: &Bassette, lang: Lang) -> Option<String> {
    if !game.partie_over() {
        return None;
    }
    let leaders: Vec<String> = game.leaders().into_iter().map(seat).collect();
    Some(WORDS.format(
        lang,
        "bassette-partie-won",
        &[("leaders", leaders.join(", ").into())],
    ))
}

/// The standing line of the Partie.
pub(super) fn standing(game: &Bassette, totals: &[i64], lang: Lang) -> String {
    let line = WORDS.format(
        lang,
        "bassette-standing",
        &[
            ("chips", per_seat(totals, false).into()),
            ("partie", partie_line(game, lang).into()),
        ],
    );
    match winners(game, lang) {
        Some(won) => format!("{line} — {won}"),
        None => line,
    }
}

/// A move's label on a button.
pub(super) fn label(mv: &Move, lang: Lang) -> String {
    match read_stake(mv) {
        Some((rank, amount)) if mv.verb() == "stake" => WORDS.format(
            lang,
            "bassette-stake-label",
            &[("n", amount.into()), ("rank", rank_text(rank, lang).into())],
        ),
        // The group of a rank's stakes, where a hand offers them in two steps.
        _ if mv.verb() == "stake" && mv.arg_count() == 1 => {
            match mv.args().next().and_then(super::rank_of) {
                Some(rank) => {
                    let rank = rank_text(rank, lang);
                    WORDS.format(lang, "bassette-stake-group", &[("rank", rank.into())])
                }
                None => crate::game::default_label(mv, lang, SPEC.face),
            }
        }
        _ if mv.verb() == "draw" => WORDS.text(lang, "bassette-draw"),
        _ => crate::game::default_label(mv, lang, SPEC.face),
    }
}

/// What a refusal means: each code [`crate::game::Deal::apply`] returns has its own words.
pub(super) fn refusal_text(game: &Bassette, refusal: Refusal, lang: Lang) -> String {
    let id = format!("bassette-refused-{}", refusal.code());
    if !WORDS.has(&id) {
        return crate::game::default_refusal_text(refusal, lang);
    }
    let args = [
        ("min", Arg::from(game.min_stake)),
        ("max", Arg::from(game.max_stake)),
        ("n", Arg::from(game.bank_free().max(0))),
    ];
    WORDS.format(lang, &id, &args)
}

/// The words a player may type for a move (`setze 9 auf K`, `besetze K mit 9`, `stake 9 on Q`,
/// `stake Q 9`, `abziehen`, `draw`), in either language, whether or not the move is open to him
/// now: the game then says why not.
pub(super) fn read(text: &str) -> Option<Move> {
    let lower = text.to_lowercase();
    let words: Vec<&str> = lower
        .split(|c: char| c.is_whitespace() || c == ':' || c == ',')
        .filter(|w| !w.is_empty())
        .collect();
    if let [verb] = words[..]
        && matches!(verb, "draw" | "abziehen" | "ziehen" | "ziehe" | "abzug")
    {
        return Some(Move::verb_only("draw"));
    }
    const VERBS: [&str; 8] = [
        "stake", "bet", "setze", "setzen", "setz", "besetze", "besetzen", "besetz",
    ];
    let (verb, rest) = match words.split_first() {
        Some((first, rest)) if VERBS.contains(first) => (true, rest),
        _ => (false, &words[..]),
    };
    let rest: Vec<&str> = rest
        .iter()
        .copied()
        .filter(|w| {
            !matches!(
                *w,
                "marken" | "marke" | "chips" | "chip" | "den" | "die" | "the"
            )
        })
        .collect();
    let (amount, rank) = match rest[..] {
        [amount, "auf" | "on", rank] => (amount, rank),
        [rank, "mit" | "with", amount] => (amount, rank),
        [rank, amount] if verb => (amount, rank),
        _ => return None,
    };
    let amount: i64 = amount.parse().ok()?;
    (amount > 0).then_some(())?;
    Some(stake_move(typed_rank(rank)?, amount))
}

/// A rank as a player types it: its letter in either language (`D`, `Q`, `10`, `T`) or its
/// name (`Dame`, `Queen`).
fn typed_rank(text: &str) -> Option<Rank> {
    if let Some(rank) = rank_of(&text.to_uppercase()) {
        return Some(rank);
    }
    Rank::ALL.into_iter().find(|&rank| {
        Lang::ALL.iter().any(|&lang| {
            SPEC.face.rank(rank, lang).to_lowercase() == text
                || SPEC.face.rank_name(rank, lang).to_lowercase() == text
        })
    })
}
