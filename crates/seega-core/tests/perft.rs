//! Perft: turn counts to depth N from fixed positions, kept in `tests/perft/*.perft`, checked
//! against the engine and, where the tree is small enough, against the reference generator.

mod reference;

use reference::Reference;
use seega_core::{perft, Game, Position, Preset, Rules, Setup, Size};

/// Trees larger than this are left to the engine alone: the reference is slow on purpose.
const REFERENCE_LIMIT: u64 = 100_000;

struct Case {
    name: String,
    rules: Rules,
    setup: Option<Setup>,
    moves: Vec<String>,
    counts: Vec<u64>,
}

fn parse_rules(text: &str) -> Rules {
    let mut preset = Preset::Classic;
    let mut size = Size::Five;
    let pairs: Vec<(&str, &str)> =
        text.split_whitespace().map(|kv| kv.split_once('=').expect("option=value")).collect();
    for &(k, v) in &pairs {
        match k {
            "preset" => preset = v.parse().unwrap(),
            "size" => size = Size::from_len(v.parse().unwrap()).unwrap(),
            _ => {}
        }
    }
    let mut rules = preset.rules(size);
    for (k, v) in pairs {
        if k != "preset" {
            rules.set(k, v).unwrap();
        }
    }
    rules
}

fn cases() -> Vec<Case> {
    let mut cases = Vec::new();
    for entry in std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/perft")).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        for block in text.split("\n\n") {
            let mut case =
                Case { name: String::new(), rules: Rules::default(), setup: None, moves: vec![], counts: vec![] };
            for line in block.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
                let (key, value) =
                    line.split_once(':').unwrap_or_else(|| panic!("{}: bad line {line}", path.display()));
                let value = value.trim();
                match key {
                    "name" => case.name = value.to_string(),
                    "rules" => case.rules = parse_rules(value),
                    "setup" => case.setup = Some(value.parse().unwrap()),
                    "moves" => case.moves = value.split_whitespace().map(String::from).collect(),
                    "perft" => case.counts = value.split_whitespace().map(|n| n.parse().unwrap()).collect(),
                    _ => panic!("unknown key {key}"),
                }
            }
            if !case.name.is_empty() {
                cases.push(case);
            }
        }
    }
    assert!(cases.len() >= 20, "the data files hold the cases");
    cases
}

fn engine_position(case: &Case) -> Position {
    let mut game = match &case.setup {
        Some(s) => Game::from_setup(case.rules, s).unwrap(),
        None => Game::new(case.rules),
    };
    for m in &case.moves {
        game.play_notation(m).unwrap();
    }
    *game.position()
}

fn reference_position(case: &Case) -> Reference {
    match &case.setup {
        Some(s) => {
            let text = s.to_string();
            let (board, _) = text.split_once(' ').unwrap();
            Reference::setup(case.rules, board, s.turn)
        }
        None => {
            assert!(case.moves.is_empty(), "reference cases start from a set-up or the empty board");
            Reference::start(case.rules)
        }
    }
}

#[test]
fn engine_counts_match_the_data_files() {
    for case in cases() {
        let pos = engine_position(&case);
        for (i, &expected) in case.counts.iter().enumerate() {
            assert_eq!(perft(&pos, i as u32 + 1), expected, "{} depth {}", case.name, i + 1);
        }
    }
}

#[test]
fn the_reference_generator_agrees() {
    let mut checked = 0;
    for case in cases().into_iter().filter(|c| c.moves.is_empty()) {
        let reference = reference_position(&case);
        for (i, &expected) in case.counts.iter().enumerate() {
            if expected <= REFERENCE_LIMIT {
                assert_eq!(reference.perft(i as u32 + 1), expected, "{} depth {}", case.name, i + 1);
                checked += 1;
            }
        }
    }
    assert!(checked >= 40, "only {checked} counts checked against the reference");
}

/// Writes new cases from seeded random games: `cargo test -p seega-core --test perft -- --ignored --nocapture`.
#[test]
#[ignore = "generates data, run by hand"]
fn generate_cases() {
    let configs: &[(&str, &str)] = &[
        ("classic", "preset=classic size=5"),
        ("classic-7", "preset=classic size=7"),
        ("classic-9", "preset=classic size=9"),
        ("mandatory", "preset=mandatory size=5"),
        ("nochain", "preset=classic size=5 chain=none"),
        ("somali", "preset=somali size=5"),
        ("egyptian", "preset=egyptian size=5"),
        ("jump", "preset=jump size=5"),
        ("jump-7", "preset=jump size=7"),
        ("open-centre", "preset=classic size=5 centerSafe=false movementStarter=firstPlayer"),
    ];
    let mut seed = 11u64;
    for (name, rules_text) in configs {
        let rules = parse_rules(rules_text);
        for k in 0..3 {
            let mut game = Game::new(rules);
            let mut turns = 0;
            let stop = 6 + 5 * k;
            while game.outcome().is_none() && (game.position().phase() != seega_core::Phase::Movement || turns < stop) {
                if game.position().phase() == seega_core::Phase::Movement && game.position().at_turn_start() {
                    turns += 1;
                }
                let moves = game.legal_actions();
                seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let pick = moves[(seed >> 33) as usize % moves.len()];
                game.play(pick).unwrap();
            }
            let pos = game.position();
            if pos.is_over() || !pos.at_turn_start() {
                continue;
            }
            let setup = Setup::movement(pos.board(), pos.turn());
            let start = Position::from_setup(rules, &setup).unwrap();
            let mut counts = vec![];
            for d in 1..=6 {
                let n = perft(&start, d);
                counts.push(n);
                if n > 400_000 {
                    break;
                }
            }
            println!(
                "name: {name}-{k}\nrules: {rules_text}\nsetup: {setup}\nperft: {}\n",
                counts.iter().map(u64::to_string).collect::<Vec<_>>().join(" ")
            );
        }
    }
}
