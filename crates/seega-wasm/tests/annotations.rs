//! Annotations through the JavaScript API, in a browser:
//! `wasm-pack test --headless --chrome crates/seega-wasm`.
#![cfg(target_arch = "wasm32")]

use js_sys::{Reflect, JSON};
use seega_wasm::{ApiError, Game};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

fn js(json: &str) -> JsValue {
    JSON::parse(json).expect("test JSON")
}

fn get(value: &JsValue, path: &str) -> JsValue {
    path.split('.').fold(value.clone(), |v, key| Reflect::get(&v, &key.into()).expect("a property"))
}

fn json(value: &JsValue) -> String {
    JSON::stringify(value).expect("JSON").as_string().expect("a string")
}

fn text(value: &JsValue, path: &str) -> String {
    json(&get(value, path))
}

/// The Error a call threw.
fn thrown<T>(result: Result<T, ApiError>) -> JsValue {
    let Err(error) = result else { panic!("the call should have thrown") };
    JsValue::from(error)
}

fn played() -> Game {
    let mut game = Game::new(JsValue::UNDEFINED).unwrap();
    for turn in ["a1,b1", "a2,b2", "a3,b3"] {
        game.play(turn).unwrap();
    }
    game
}

fn history(game: &Game) -> JsValue {
    game.history().expect("history")
}

#[wasm_bindgen_test]
fn a_turn_is_annotated_and_the_history_says_so() {
    let mut game = played();
    assert_eq!(text(&history(&game), "0.annotation"), "null");
    game.annotate(1.0, js(r#"{"mark": "blunder", "comment": " Gives  away\ntwo. ", "line": ["d1,d2", " e1,e2 "]}"#))
        .unwrap();
    let turns = history(&game);
    assert_eq!(
        text(&turns, "1.annotation"),
        r#"{"mark":"blunder","comment":"Gives away two.","line":["d1,d2","e1,e2"]}"#
    );
    assert_eq!(text(&turns, "0.annotation"), "null");
    assert!(game.record().contains("2. a2,b2?? {Gives away two.} (d1,d2 e1,e2)"), "{}", game.record());
    // A symbol reads as well as a name; parts left out are none; an empty note removes.
    game.annotate(0.0, js(r#"{"mark": "!?"}"#)).unwrap();
    assert_eq!(text(&history(&game), "0.annotation"), r#"{"mark":"interesting","comment":"","line":[]}"#);
    game.annotate(0.0, js(r#"{"comment": "Only words.", "mark": null}"#)).unwrap();
    assert_eq!(text(&history(&game), "0.annotation"), r#"{"mark":null,"comment":"Only words.","line":[]}"#);
    game.annotate(0.0, js("{}")).unwrap();
    assert_eq!(text(&history(&game), "0.annotation"), "null");
    // The record keeps them, and so does a clone; undo takes them away, redo brings them back.
    let back = Game::from_record(&game.record()).unwrap();
    assert_eq!(text(&history(&back), "1.annotation.line"), r#"["d1,d2","e1,e2"]"#);
    let copy = game.clone_game();
    assert!(game.undo() && game.undo());
    assert!(game.redo() && game.redo());
    assert_eq!(text(&history(&game), "1.annotation.mark"), r#""blunder""#);
    assert!(game.undo() && game.undo());
    game.play("c1,c2").unwrap();
    assert_eq!(text(&history(&game), "1.annotation"), "null");
    assert_eq!(text(&history(&copy), "1.annotation.mark"), r#""blunder""#);
}

#[wasm_bindgen_test]
fn a_bad_index_mark_or_line_throws_a_typed_error_and_changes_nothing() {
    let mut game = played();
    game.annotate(2.0, js(r#"{"mark": "good"}"#)).unwrap();
    let before = (game.record(), json(&history(&game)));
    let error = thrown(game.annotate(3.0, js(r#"{"mark": "good"}"#)));
    assert_eq!(text(&error, "code"), r#""annotation""#);
    assert_eq!(text(&error, "reason"), r#""noSuchTurn""#);
    assert_eq!((text(&error, "index"), text(&error, "turns")), ("3".into(), "3".into()));
    let error = thrown(game.annotate(2.0, js(r#"{"mark": "great", "comment": "lost"}"#)));
    assert_eq!((text(&error, "reason"), text(&error, "value")), (r#""unknownMark""#.into(), r#""great""#.into()));
    // The line starts before turn 1, white's: a1 is black's.
    let error = thrown(game.annotate(1.0, js(r#"{"line": ["d1,d2", "a1,e1"]}"#)));
    assert_eq!(text(&error, "reason"), r#""illegalLine""#);
    assert_eq!((text(&error, "at"), text(&error, "turn")), ("1".into(), r#""a1,e1""#.into()));
    assert_eq!(text(&error, "cause.code"), r#""occupied""#);
    assert_eq!(text(&thrown(game.annotate(1.0, js(r#"{"line": ["zz"]}"#))), "code"), r#""parse""#);
    for (index, note) in [
        (-1.0, r#"{"mark": "good"}"#),
        (0.5, r#"{"mark": "good"}"#),
        (0.0, r#"{"colour": "red"}"#),
        (0.0, r#"{"mark": 3}"#),
        (0.0, r#"{"line": "d1,d2"}"#),
        (0.0, r#"["good"]"#),
        (0.0, "null"),
    ] {
        assert_eq!(text(&thrown(game.annotate(index, js(note))), "code"), r#""argument""#, "{index} {note}");
    }
    assert_eq!((game.record(), json(&history(&game))), before);
}

#[wasm_bindgen_test]
fn a_record_with_a_bad_annotation_says_where_and_why() {
    let error = thrown(Game::from_record("[Size \"5\"]\n1. a1,b1 2. a2,b2\n(d1,d2 a1,e4)"));
    assert_eq!(text(&error, "code"), r#""record""#);
    assert_eq!(text(&error, "reason"), r#""variation""#);
    assert_eq!(
        (text(&error, "line"), text(&error, "column"), text(&error, "turn")),
        ("3".into(), "8".into(), r#""a1,e4""#.into())
    );
    assert_eq!(text(&error, "cause.code"), r#""occupied""#);
    let error = thrown(Game::from_record("[Size \"5\"]\n1. a1,b1!!!"));
    assert_eq!((text(&error, "reason"), text(&error, "value")), (r#""mark""#.into(), r#""!!!""#.into()));
    let error = thrown(Game::from_record("[Size \"5\"]\n1. a1,b1 {open"));
    assert_eq!(text(&error, "reason"), r#""unclosedComment""#);
}
