//! Every puzzle of the page's collection, proved again by the exact search.

use std::collections::BTreeSet;

use seega_puzzles::{Collection, Kind};

fn stored() -> (String, Collection) {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../web/learn/puzzles.json");
    let text = std::fs::read_to_string(path).expect("the puzzle file is in the repository");
    let collection = Collection::read(&text).expect("the puzzle file reads");
    (text, collection)
}

#[test]
fn every_stored_puzzle_is_proved_again() {
    let (_, collection) = stored();
    let failures: Vec<String> =
        collection.puzzles.iter().filter_map(|p| p.verify().err().map(|e| format!("{}: {e}", p.id))).collect();
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn the_collection_has_what_the_page_promises() {
    let (text, collection) = stored();
    let five = collection.puzzles.iter().filter(|p| p.size == 5).count();
    let seven = collection.puzzles.iter().filter(|p| p.size == 7).count();
    assert!(five >= 60, "{five} puzzles on 5x5");
    assert!(seven >= 5, "{seven} puzzles on 7x7");
    for kind in [Kind::Capture, Kind::Win, Kind::Save] {
        assert!(collection.puzzles.iter().any(|p| p.kind == kind && p.size == 5), "{kind:?}");
    }
    assert!(collection.puzzles.iter().any(|p| p.kind == Kind::Win && p.goal >= 2));
    let ids: BTreeSet<&str> = collection.puzzles.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(ids.len(), collection.puzzles.len(), "ids are unique");
    // The file is exactly what the generator writes, so a hand edit shows up here.
    assert_eq!(collection.write(), text);
}

#[test]
fn a_puzzle_with_another_answer_or_goal_fails_its_proof() {
    let (_, collection) = stored();
    for puzzle in collection.puzzles.iter().take(30) {
        let mut wrong = puzzle.clone();
        wrong.goal += 1;
        assert!(wrong.verify().is_err(), "{} with goal {}", puzzle.id, wrong.goal);
        let pos = puzzle.position().unwrap();
        let other = seega_puzzles::prove::turns(&pos)
            .into_iter()
            .map(|(t, _)| t.to_string())
            .find(|t| *t != puzzle.solution[0])
            .expect("a puzzle offers a choice");
        let mut wrong = puzzle.clone();
        wrong.solution[0] = other;
        assert!(wrong.verify().is_err(), "{} with {}", puzzle.id, wrong.solution[0]);
    }
}
