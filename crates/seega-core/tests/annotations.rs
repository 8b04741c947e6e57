//! Annotations of played turns: marks, comments and variations, kept through undo, redo
//! and clones, and written in records and read back.

mod common;

use common::{classic, game_from};
use seega_core::{Action, Annotation, AnnotationError, Game, Mark, RecordProblem, Rules, Side, Turn};

fn turns(text: &str) -> Vec<Turn> {
    text.split_whitespace().map(|t| t.parse().unwrap()).collect()
}

fn note(mark: Option<Mark>, comment: &str, line: &str) -> Annotation {
    Annotation { mark, comment: comment.to_string(), line: turns(line) }
}

/// A game of the given turns.
fn game(moves: &str) -> Game {
    let mut g = Game::new(Rules::default());
    for turn in moves.split_whitespace() {
        g.play_notation(turn).unwrap();
    }
    g
}

fn placed() -> Game {
    game("a1,b1 a2,b2 a3,b3 a4,b4 a5,b5 c1,c2")
}

#[test]
fn a_turn_takes_a_mark_a_comment_and_a_line_from_the_position_before_it() {
    let mut g = placed();
    assert_eq!(g.annotation(1), None);
    g.annotate(1, note(Some(Mark::Blunder), "  Gives\naway   two. ", "d1,d2 e1,e2")).unwrap();
    let kept = g.annotation(1).unwrap();
    assert_eq!(kept.mark, Some(Mark::Blunder));
    assert_eq!(kept.comment, "Gives away two.", "white space is normalised");
    assert_eq!(kept.line, turns("d1,d2 e1,e2"));
    assert_eq!(g.annotation(0), None);
    assert_eq!(g.annotation(2), None);
    // Annotating again replaces; an empty annotation removes.
    g.annotate(1, note(Some(Mark::Good), "", "")).unwrap();
    assert_eq!(g.annotation(1), Some(&note(Some(Mark::Good), "", "")));
    g.annotate(1, note(None, " \n ", "")).unwrap();
    assert_eq!(g.annotation(1), None);
    // The last turn can be annotated, even once the game is over.
    g.annotate(5, note(Some(Mark::Interesting), "", "d1,d2")).unwrap();
    assert_eq!(g.annotation(5).unwrap().mark, Some(Mark::Interesting));
}

#[test]
fn a_bad_turn_index_or_an_illegal_line_is_refused_and_changes_nothing() {
    let mut g = placed();
    g.annotate(0, note(Some(Mark::Good), "first", "")).unwrap();
    let record = g.record();
    let error = g.annotate(6, note(Some(Mark::Good), "", "")).unwrap_err();
    assert_eq!(error, AnnotationError::NoSuchTurn { index: 6, turns: 6 });
    assert_eq!(error.code(), "noSuchTurn");
    assert_eq!(error.to_string(), "there is no turn 6 to annotate: the played turns are 0 to 5");
    // The line starts before turn 1 (white's): a1 is taken there, and c3 is the centre.
    let error = g.annotate(1, note(None, "", "d1,d2 a1,e1")).unwrap_err();
    let AnnotationError::IllegalLine { at, turn, error: cause } = &error else { panic!("{error:?}") };
    assert_eq!((*at, turn.as_str(), cause.code()), (1, "a1,e1", "occupied"));
    assert_eq!(error.code(), "illegalLine");
    assert_eq!(error.to_string(), "variation turn a1,e1: illegal action a1: a1 is not empty");
    assert!(std::error::Error::source(&error).is_some());
    let error = g.annotate(0, note(None, "", "c3,d1")).unwrap_err();
    assert_eq!(error.code(), "illegalLine");
    // A line's turns are whole turns.
    let error = g.annotate(0, note(None, "", "d1")).unwrap_err();
    let AnnotationError::IllegalLine { error: cause, .. } = &error else { panic!("{error:?}") };
    assert_eq!(cause.code(), "turnIncomplete");
    assert_eq!(g.record(), record);
    assert_eq!(g.annotation(0), Some(&note(Some(Mark::Good), "first", "")));
    // A turn under way is not a played turn.
    g.play_notation("d1").unwrap();
    assert_eq!(g.annotate(6, note(Some(Mark::Good), "", "")).unwrap_err().code(), "noSuchTurn");
    assert_eq!(
        Game::new(Rules::default()).annotate(0, Annotation::default()).unwrap_err().to_string(),
        "there is no turn 0 to annotate: no turn has been played"
    );
}

#[test]
fn a_line_keeps_its_turns_as_played() {
    // Black's c4-c3 takes b3, and the stone could go on: the line's turn ends the chain.
    let mut g = game_from(classic(), &["a3", "c4", "d5"], &["b3", "d4", "a1", "e1"], Side::Black);
    g.play_notation("d5-e5").unwrap();
    g.annotate(0, note(None, "", "c4-c3")).unwrap();
    let line = &g.annotation(0).unwrap().line;
    assert_eq!(line[0].actions.last(), Some(&Action::End));
    assert_eq!(line[0].to_string(), "c4-c3");
    let back = Game::from_record(&g.record()).unwrap();
    assert_eq!(back.annotation(0), g.annotation(0));
}

#[test]
fn annotations_go_with_undo_come_back_with_redo_and_are_cloned() {
    let mut g = placed();
    g.annotate(4, note(Some(Mark::Mistake), "four", "")).unwrap();
    g.annotate(5, note(Some(Mark::Blunder), "five", "d1,d2")).unwrap();
    let copy = g.clone();
    assert!(g.undo());
    assert_eq!(g.annotation(5), None);
    assert_eq!(g.annotation(4).unwrap().comment, "four");
    assert!(g.redo());
    assert_eq!(g.annotation(5).unwrap().comment, "five");
    assert_eq!(g.record(), copy.record());
    // A turn under way taken back leaves the last whole turn's annotation alone.
    g.play_notation("d1").unwrap();
    assert!(g.undo());
    assert_eq!(g.annotation(5).unwrap().comment, "five");
    assert!(g.redo());
    assert!(g.undo());
    assert_eq!(g.annotation(5).unwrap().comment, "five");
    // Another turn played in the place of an undone one does not inherit its annotation.
    assert!(g.undo());
    assert!(g.undo());
    assert_eq!((g.annotation(4), g.annotation(5)), (None, None));
    g.play_notation("c1,c2").unwrap();
    assert_eq!(g.annotation(4), None);
    assert!(!g.redo());
    g.play_notation("d1,d2").unwrap();
    assert_eq!(g.annotation(5), None);
    // The clone kept its own.
    assert_eq!(copy.annotation(4).unwrap().comment, "four");
    assert_eq!(copy.annotation(5).unwrap().line, turns("d1,d2"));
}

#[test]
fn records_write_marks_comments_and_lines_and_read_them_back() {
    let mut g = placed();
    g.annotate(0, note(Some(Mark::Brilliant), "", "")).unwrap();
    g.annotate(1, note(Some(Mark::Blunder), "Gives away {two} stones \\ and more.", "d1,d2 e1,e2")).unwrap();
    g.annotate(2, note(None, "Only a comment.", "")).unwrap();
    g.annotate(3, note(None, "", "d1,d2")).unwrap();
    g.set_tag("Annotator", "Amina");
    let text = g.record();
    let expected = "1. a1,b1!! 2. a2,b2?? {Gives away \\{two\\} stones \\\\ and more.} (d1,d2 e1,e2)\n\
                    3. a3,b3 {Only a comment.} 4. a4,b4 (d1,d2) 5. a5,b5 6. c1,c2 *\n";
    assert!(text.ends_with(&format!("[Result \"*\"]\n\n{expected}")), "{text}");
    let back = Game::from_record(&text).unwrap();
    for i in 0..6 {
        assert_eq!(back.annotation(i), g.annotation(i), "turn {i}");
    }
    assert_eq!(back.record(), text);
}

#[test]
fn long_comments_and_lines_wrap_between_their_words() {
    let comment = "A long comment that goes on and on, longer than one line of a record can hold, so it wraps.";
    let mut g = placed();
    let line = "c1,c2 d1,d2 e1,e2 c4,c5 d4,d5 e4,e5 d3,e3 d2,e2";
    let error = g.annotate(2, note(None, "", line));
    // d2 is taken by the time of the line's eighth turn.
    assert_eq!(error.unwrap_err().code(), "illegalLine");
    g.annotate(2, note(Some(Mark::Inaccuracy), comment, "c1,c2 d1,d2 e1,e2 c4,c5 d4,d5 e4,e5 d3,e3")).unwrap();
    let text = g.record();
    assert!(text.lines().all(|l| l.len() <= 80), "{text}");
    let expected = "1. a1,b1 2. a2,b2 3. a3,b3?! {A long comment that goes on and on, longer than\n\
                    one line of a record can hold, so it wraps.} (c1,c2 d1,d2 e1,e2 c4,c5 d4,d5\n\
                    e4,e5 d3,e3) 4. a4,b4 5. a5,b5 6. c1,c2 *\n";
    assert!(text.ends_with(expected), "{text}");
    let back = Game::from_record(&text).unwrap();
    assert_eq!(back.annotation(2), g.annotation(2));
    assert_eq!(back.record(), text);
}

#[test]
fn unannotated_records_are_written_as_before() {
    let g = game("a1,b1 a2,b2 a3,b3 a4,b4 a5,b5 c1,c2 d1,d2 e1,e2 c4,c5 d4,d5 e4,e5 d3,e3 c2-c3");
    let text = g.record();
    // The record as it was written before annotations existed.
    assert_eq!(
        text,
        "[Size \"5\"]\n[Preset \"classic\"]\n[Result \"*\"]\n\n\
         1. a1,b1 2. a2,b2 3. a3,b3 4. a4,b4 5. a5,b5 6. c1,c2 7. d1,d2 8. e1,e2 9. c4,c5\n\
         10. d4,d5 11. e4,e5 12. d3,e3 13. c2-c3 *\n"
    );
}

#[test]
fn records_read_marks_comments_and_lines_in_any_spacing() {
    let text = "[Size \"5\"]\n1.a1,b1?!{Opens\n   the  corner.}(d1,d2\ne1,e2) 2. a2,b2 {x} 3. a3,b3 (1. b4,c4) {y}";
    let g = Game::from_record(text).unwrap();
    assert_eq!(g.annotation(0), Some(&note(Some(Mark::Inaccuracy), "Opens the corner.", "d1,d2 e1,e2")));
    assert_eq!(g.annotation(1), Some(&note(None, "x", "")));
    assert_eq!(g.annotation(2), Some(&note(None, "y", "b4,c4")));
    // A record without annotations reads as before.
    let old = Game::from_record("[Size \"5\"]\n1. a1,b1 2. a2,b2\n3. a3,b3 *").unwrap();
    assert_eq!((0..3).filter_map(|i| old.annotation(i)).count(), 0);
    assert_eq!(old.turns(), turns("a1,b1 a2,b2 a3,b3"));
}

#[test]
fn a_bad_annotation_in_a_record_is_refused_where_it_stands() {
    let at = |text: &str| {
        let error = Game::from_record(&format!("[Size \"5\"]\n{text}")).unwrap_err();
        (error.line, error.column, error.problem.code())
    };
    assert_eq!(at("1. a1,b1!!! 2. a2,b2"), (2, 9, "mark"));
    assert_eq!(at("1. a1,b1 ?? 2. a2,b2"), (2, 10, "misplaced"));
    assert_eq!(at("1. a1,b1 {open"), (2, 10, "unclosedComment"));
    assert_eq!(at("1. a1,b1 {a \\n b}"), (2, 13, "commentEscape"));
    assert_eq!(at("1. a1,b1 {a { b}"), (2, 13, "commentEscape"));
    assert_eq!(at("1. a1,b1 a}"), (2, 11, "misplaced"));
    assert_eq!(at("{first} 1. a1,b1"), (2, 1, "misplaced"));
    assert_eq!(at("1. a1,b1 {one} {two}"), (2, 16, "misplaced"));
    assert_eq!(at("1. a1,b1 (c1,c2) (d1,d2)"), (2, 18, "misplaced"));
    assert_eq!(at("1. a1,b1 2. (c1,c2)"), (2, 13, "misplaced"));
    assert_eq!(at("1. a1,b1 c1,c2)"), (2, 15, "misplaced"));
    assert_eq!(at("1. a1,b1 (c1,c2"), (2, 10, "unclosedVariation"));
    assert_eq!(at("1. a1,b1 (c1,c2 {no})"), (2, 17, "nested"));
    assert_eq!(at("1. a1,b1 (c1,c2!)"), (2, 11, "nested"));
    assert_eq!(at("1. a1,b1 (c1,c2 (d1,d2))"), (2, 17, "nested"));
    assert_eq!(at("1. a1,b1 (c1,zz)"), (2, 14, "notation"));
    assert_eq!(at("1. a1,b1 black {late}"), (2, 10, "resultNotLast"));
    // The variation starts before the turn it annotates: white may not use a1 or the centre.
    let error = Game::from_record("[Size \"5\"]\n1. a1,b1 2. a2,b2\n(d1,d2\n   e1,e2 a1,e4)").unwrap_err();
    assert_eq!((error.line, error.column), (4, 10));
    let RecordProblem::Variation { turn, error: cause } = &error.problem else { panic!("{error:?}") };
    assert_eq!((turn.as_str(), cause.code()), ("a1,e4", "occupied"));
    assert_eq!(error.to_string(), "line 4, column 10: variation turn a1,e4: illegal action a1: a1 is not empty");
    assert!(std::error::Error::source(&error).is_some());
}
