//! `seega match`: two players over many games from varied openings, each opening played
//! with both colours, and the result with its uncertainty.

use seega_core::{Game, Rules, Side};

use crate::options::RuleArgs;
use crate::player::{all_turns, mix, Player};

/// A game longer than this many turns is stopped and counted as a draw (the rules' own
/// limits end real games long before).
const MAX_TURNS: usize = 2000;

/// The result of one game, from player A's side.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Result {
    Win,
    Draw,
    Loss,
}

/// `seega match`: two players over many games from varied openings.
#[derive(clap::Args, Debug)]
pub struct MatchArgs {
    /// The first player: random, greedy, or engine settings (below).
    #[arg(long, value_name = "PLAYER")]
    a: String,
    /// The second player.
    #[arg(long, value_name = "PLAYER")]
    b: String,
    /// Games in all; games 2k and 2k+1 share an opening, colours swapped.
    #[arg(long, default_value_t = 100)]
    games: usize,
    /// Random turns that open each pair of games.
    #[arg(long, default_value_t = 2)]
    random_turns: usize,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games played at once.
    #[arg(long, default_value_t = 2)]
    threads: usize,
    /// A folder of endgame tables written by `seega tablebase --out`, read instead of built.
    #[arg(long, value_name = "DIR")]
    tables: Option<std::path::PathBuf>,
    #[command(flatten)]
    rules: RuleArgs,
}

pub fn run(args: &MatchArgs) -> std::result::Result<(), String> {
    let rules = args.rules.rules()?;
    if let Some(dir) = &args.tables {
        crate::player::read_tables_from(dir.clone());
    }
    let a = Player::parse(&args.a)?;
    let b = Player::parse(&args.b)?;
    let (games, random_turns, seed, threads) = (args.games, args.random_turns, args.seed, args.threads);
    let start = std::time::Instant::now();
    let played = play_match(rules, &a, &b, games, random_turns, seed, threads);
    let results: Vec<Result> = played.iter().map(|p| p.0).collect();
    let summary = Summary::of(&results);
    println!(
        "{} vs {} on {} ({} games, {} random turns to open, {:.0} s)",
        args.a,
        args.b,
        rules.size,
        results.len(),
        random_turns,
        start.elapsed().as_secs_f64()
    );
    println!("{summary}");
    for (name, led, won) in [
        (
            "A",
            played.iter().filter(|p| p.1.a_led).count(),
            played.iter().filter(|p| p.1.a_led && p.0 == Result::Win).count(),
        ),
        (
            "B",
            played.iter().filter(|p| p.1.b_led).count(),
            played.iter().filter(|p| p.1.b_led && p.0 == Result::Loss).count(),
        ),
    ] {
        let share = if led == 0 { 0.0 } else { 100.0 * won as f64 / led as f64 };
        println!("{name} led by two stones or more in {led} games and won {won} of them ({share:.1}%)");
    }
    let endings: Vec<String> = seega_core::EndReason::ALL
        .iter()
        .map(|&r| (r, played.iter().filter(|p| p.1.reason == Some(r)).count()))
        .filter(|&(_, n)| n > 0)
        .map(|(r, n)| format!("{} {n}", r.name()))
        .collect();
    let stopped = played.iter().filter(|p| p.1.stopped).count();
    let stopped =
        if stopped > 0 { format!(", stopped by a player and scored by stones {stopped}") } else { String::new() };
    println!("endings: {}{stopped}", endings.join(", "));
    for (i, turns) in EARLY_MOVEMENT_TURNS.iter().enumerate() {
        let count = |behind: bool| {
            let games: Vec<_> =
                played.iter().filter(|p| p.1.lead[i].is_some_and(|l| (l < 0) == behind && l != 0)).collect();
            let won = games.iter().filter(|p| p.0 == Result::Win).count();
            let lost = games.iter().filter(|p| p.0 == Result::Loss).count();
            format!("{} (A won {won}, lost {lost})", games.len())
        };
        println!("after {turns} movement turns, A ahead in {} games, behind in {}", count(false), count(true));
    }
    for (name, i) in [("A", 0), ("B", 1)] {
        let sum = |f: fn(&Thinking) -> f64| played.iter().map(|p| f(&p.1.thinking[i])).sum::<f64>();
        let per = |ms: f64, turns: f64| if turns == 0.0 { 0.0 } else { ms / turns };
        let (placing, moving) = (sum(|t| t.placement_ms), sum(|t| t.movement_ms));
        println!(
            "{name} thought {:.1} ms a placement turn, {:.1} ms a movement turn, {:.2} s a game",
            per(placing, sum(|t| f64::from(t.placement_turns))),
            per(moving, sum(|t| f64::from(t.movement_turns))),
            per(placing + moving, played.len() as f64) / 1000.0
        );
    }
    Ok(())
}

/// Movement turns after which a match says who is ahead (no stone is taken while they are
/// placed): the first movement turns, where games against shallow searchers were seen to be
/// decided.
const EARLY_MOVEMENT_TURNS: [u32; 2] = [10, 35];

/// What a game showed beside its result: whether each player was ever two or more stones
/// ahead on the board in the movement phase, A's lead in stones after the first movement
/// turns, why the game ended, and how long each player (A, then B) thought.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct GameFacts {
    pub a_led: bool,
    pub b_led: bool,
    /// A's stones less B's after each of [`EARLY_MOVEMENT_TURNS`] movement turns, if the
    /// game lasts that long.
    pub lead: [Option<i32>; 2],
    pub reason: Option<seega_core::EndReason>,
    /// Whether a player gave no turn in a game still going on (another build whose rules
    /// end it): the game is then scored by the stones on the board.
    pub stopped: bool,
    pub thinking: [Thinking; 2],
}

/// A player's thinking time in one game, by phase (wall-clock time of its turns).
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct Thinking {
    pub placement_ms: f64,
    pub placement_turns: u32,
    pub movement_ms: f64,
    pub movement_turns: u32,
}

/// Plays `games` games: game `2k` and `2k + 1` share an opening, with colours swapped.
pub fn play_match(
    rules: Rules,
    a: &Player,
    b: &Player,
    games: usize,
    random_turns: usize,
    seed: u64,
    threads: usize,
) -> Vec<(Result, GameFacts)> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results = std::sync::Mutex::new(vec![(Result::Draw, GameFacts::default()); games]);
    let bar = crate::progress::bar(games as u64, "games");
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                if i >= games {
                    break;
                }
                let opening_seed = mix(seed ^ (i as u64 / 2).wrapping_mul(0x1234_5678_9ABC));
                let a_is_first = i % 2 == 0;
                let r = play_game(rules, a, b, a_is_first, random_turns, opening_seed);
                if let Ok(mut all) = results.lock() {
                    all[i] = r;
                }
                bar.inc(1);
            });
        }
    });
    bar.finish_and_clear();
    results.into_inner().unwrap_or_default()
}

/// One game; `a_first` says whether A plays the side that places first.
pub fn play_game(
    rules: Rules,
    a: &Player,
    b: &Player,
    a_first: bool,
    random_turns: usize,
    seed: u64,
) -> (Result, GameFacts) {
    let mut game = Game::new(rules);
    let a_side = if a_first { rules.first_player } else { rules.first_player.opponent() };
    let mut seats = [a.seat(&rules), b.seat(&rules)];
    let mut facts = GameFacts::default();
    for n in 0..MAX_TURNS {
        if game.outcome().is_some() {
            break;
        }
        let turn = if n < random_turns {
            let turns = all_turns(game.position());
            turns[(mix(seed ^ n as u64) % turns.len() as u64) as usize].0.clone()
        } else {
            let mover = game.position().turn();
            let i = usize::from(mover != a_side);
            let player = if i == 0 { a } else { b };
            let clock = std::time::Instant::now();
            let Some(turn) = player.turn(&game, &mut seats[i], seed ^ n as u64) else {
                facts.stopped = game.outcome().is_none();
                break;
            };
            let ms = clock.elapsed().as_secs_f64() * 1000.0;
            let thinking = &mut facts.thinking[i];
            if game.position().phase() == seega_core::Phase::Placement {
                thinking.placement_ms += ms;
                thinking.placement_turns += 1;
            } else {
                thinking.movement_ms += ms;
                thinking.movement_turns += 1;
            }
            turn
        };
        if let Err(e) = game.play_turn(&turn) {
            // The engine must never do this: say so loudly, and score it as a loss.
            eprintln!("illegal turn {turn} in {}: {e}", game.record());
            return (if game.position().turn() == a_side { Result::Loss } else { Result::Win }, facts);
        }
        let pos = game.position();
        if pos.in_hand(Side::Black) + pos.in_hand(Side::White) == 0 {
            let ahead = pos.stones(a_side).len() as i32 - pos.stones(a_side.opponent()).len() as i32;
            facts.a_led |= ahead >= 2;
            facts.b_led |= ahead <= -2;
            let moved = facts.thinking.iter().map(|t| t.movement_turns).sum::<u32>();
            if let Some(i) = EARLY_MOVEMENT_TURNS.iter().position(|&n| n == moved) {
                facts.lead[i].get_or_insert(ahead);
            }
        }
    }
    if std::env::var_os("SEEGA_SHOW_GAMES").is_some() {
        eprintln!("{}\n", game.record());
    }
    let winner = match game.outcome() {
        Some(outcome) => outcome.winner,
        None if facts.stopped => game.position().leader(),
        None => None,
    };
    let result = match winner {
        Some(side) if side == a_side => Result::Win,
        Some(_) => Result::Loss,
        None => Result::Draw,
    };
    facts.reason = game.outcome().map(|o| o.reason);
    (result, facts)
}

/// Wins, draws and losses, the score with a 95% interval, and the Elo difference.
pub struct Summary {
    pub wins: usize,
    pub draws: usize,
    pub losses: usize,
    pub score: f64,
    pub margin: f64,
}

impl Summary {
    pub fn of(results: &[Result]) -> Summary {
        let count = |r| results.iter().filter(|&&x| x == r).count();
        let (wins, draws, losses) = (count(Result::Win), count(Result::Draw), count(Result::Loss));
        let n = results.len().max(1) as f64;
        let score = (wins as f64 + 0.5 * draws as f64) / n;
        let second = (wins as f64 + 0.25 * draws as f64) / n;
        let variance = (second - score * score).max(0.0);
        let margin = 1.96 * (variance / n).sqrt();
        Summary { wins, draws, losses, score, margin }
    }
}

fn elo(score: f64) -> f64 {
    let s = score.clamp(1e-4, 1.0 - 1e-4);
    -400.0 * (1.0 / s - 1.0).log10()
}

impl std::fmt::Display for Summary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (lo, hi) = ((self.score - self.margin).max(0.0), (self.score + self.margin).min(1.0));
        let show = |e: f64| {
            if e.abs() >= 1500.0 {
                format!("{}inf", if e < 0.0 { "-" } else { "+" })
            } else {
                format!("{e:+.0}")
            }
        };
        write!(
            f,
            "A: +{} ={} -{}  score {:.1}% ± {:.1}% (95%: {:.1}%..{:.1}%)  Elo {} ({}..{})",
            self.wins,
            self.draws,
            self.losses,
            100.0 * self.score,
            100.0 * self.margin,
            100.0 * lo,
            100.0 * hi,
            show(elo(self.score)),
            show(elo(lo)),
            show(elo(hi)),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_notes_who_is_ahead_after_the_first_movement_turns_as_its_board_shows() {
        let (a, b) = (Player::parse("depth=1,tables=no").unwrap(), Player::Random);
        for seed in 0..2 {
            let (_, facts) = play_game(Rules::default(), &a, &b, seed % 2 == 0, 2, seed);
            let moved: u32 = facts.thinking.iter().map(|t| t.movement_turns).sum();
            for (i, &n) in EARLY_MOVEMENT_TURNS.iter().enumerate() {
                assert_eq!(facts.lead[i].is_some(), moved >= n, "seed {seed}: {moved} movement turns");
            }
        }
    }
}
