//! The JavaScript API, exercised in a browser: `wasm-pack test --headless --chrome crates/seega-wasm`.
#![cfg(target_arch = "wasm32")]

use js_sys::{Reflect, JSON};
use seega_wasm::{ApiError, Game, Searcher, Tablebase};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

const EMPTY: &str = "...../...../...../...../.....";
/// Black to move: d3-c3 takes the white stone on b3.
const CAPTURE_SETUP: &str = "...../...../bw.b./..w../w....";

fn js(json: &str) -> JsValue {
    JSON::parse(json).expect("test JSON")
}

/// The value at a dotted path such as `inHand.black`.
fn get(value: &JsValue, path: &str) -> JsValue {
    path.split('.').fold(value.clone(), |v, key| Reflect::get(&v, &key.into()).expect("a property"))
}

fn text(value: &JsValue, path: &str) -> String {
    whole(&get(value, path))
}

/// A whole value as JSON.
fn whole(value: &JsValue) -> String {
    JSON::stringify(value).expect("JSON").as_string().expect("a string")
}

/// The Error a call threw, as JavaScript sees it.
fn thrown<T>(result: Result<T, ApiError>) -> JsValue {
    let Err(error) = result else { panic!("the call should have thrown") };
    let value = JsValue::from(error);
    assert!(value.is_instance_of::<js_sys::Error>(), "a JS Error is thrown");
    value
}

/// The message of the Error a call threw.
fn message<T>(result: Result<T, ApiError>) -> String {
    thrown(result).unchecked_into::<js_sys::Error>().message().into()
}

/// The stable code of the Error a call threw.
fn code<T>(result: Result<T, ApiError>) -> String {
    get(&thrown(result), "code").as_string().expect("a code")
}

fn state(game: &Game) -> JsValue {
    game.state().expect("state")
}

fn snapshot(game: &Game) -> (String, String, Vec<String>) {
    let state = JSON::stringify(&state(game)).unwrap().as_string().unwrap();
    (game.board(), state, game.legal_actions())
}

fn capture_game() -> Game {
    Game::new(js(&format!(r#"{{"board": "{CAPTURE_SETUP}", "turn": "black"}}"#))).expect("set-up")
}

#[wasm_bindgen_test]
fn a_new_game_starts_with_an_empty_board_and_full_hands() {
    let game = Game::new(JsValue::UNDEFINED).unwrap();
    let s = state(&game);
    assert_eq!(game.board(), EMPTY);
    assert_eq!(text(&s, "phase"), r#""placement""#);
    assert_eq!(text(&s, "turn"), r#""black""#);
    assert_eq!(text(&s, "stage"), r#""drop""#);
    assert_eq!(text(&s, "inHand"), r#"{"black":12,"white":12}"#);
    assert_eq!(text(&s, "onBoard"), r#"{"black":0,"white":0}"#);
    assert_eq!(text(&s, "captured"), r#"{"black":0,"white":0}"#);
    assert_eq!(text(&s, "chainFrom"), "null");
    assert_eq!(text(&s, "outcome"), "null");
    assert_eq!(text(&s, "blocked"), "null");
    assert_eq!(text(&s, "pliesWithoutCapture"), "0");
    assert_eq!(text(&s, "preset"), r#""classic""#);
    assert_eq!(text(&s, "canUndo"), "false");
    assert_eq!(text(&s, "turns"), "[]");
    let actions = game.legal_actions();
    assert_eq!(actions.len(), 24, "every cell but the centre");
    assert!(!actions.contains(&"c3".to_string()));
}

#[wasm_bindgen_test]
fn a_barrier_a_flanker_can_step_out_of_and_back_into_does_not_end_the_game() {
    let open = r#""board": "bw.ww/bwwww/.bwww/bbwbb/bbwbb", "turn": "white""#;
    let game = Game::new(js(&format!("{{\"size\": 5, {open}}}"))).unwrap();
    let s = state(&game);
    assert_eq!(text(&s, "outcome"), "null", "black can still force the capture of c1");
    assert_eq!(text(&s, "rules.barrier"), "true");
    let sealed = r#""board": "ww.ww/wwwww/bbbbb/bb.bb/.....", "turn": "black""#;
    let game = Game::new(js(&format!("{{\"size\": 5, {sealed}}}"))).unwrap();
    assert_eq!(text(&state(&game), "outcome.reason"), r#""sealed""#);
    let game = Game::new(js(&format!("{{\"size\": 5, \"barrier\": false, {sealed}}}"))).unwrap();
    assert_eq!(text(&state(&game), "outcome"), "null", "without the barrier ending play goes on");
}

#[wasm_bindgen_test]
fn options_choose_a_preset_and_override_it_by_name() {
    let game = Game::new(js(r#"{"preset": "somali", "size": 7, "chain": "mandatory", "centerSafe": false,
        "noCaptureLimit": 0}"#))
    .unwrap();
    let s = state(&game);
    assert_eq!(game.board(), "......./......./......./......./......./......./.......");
    assert_eq!(text(&s, "rules.size"), "7");
    assert_eq!(text(&s, "rules.chain"), r#""mandatory""#);
    assert_eq!(text(&s, "rules.centerSafe"), "false");
    assert_eq!(text(&s, "rules.noCaptureLimit"), "0");
    assert_eq!(text(&s, "rules.blocked"), r#""opponentRemoves""#, "from the preset");
    assert_eq!(text(&s, "inHand.white"), "24");
}

#[wasm_bindgen_test]
fn every_preset_makes_a_game() {
    let presets = Game::presets();
    assert_eq!(presets[0], "classic");
    for preset in &presets {
        let game = Game::new(js(&format!(r#"{{"preset": "{preset}"}}"#))).unwrap();
        assert_eq!(text(&state(&game), "preset"), format!("{preset:?}"));
    }
}

#[wasm_bindgen_test]
fn unknown_options_and_values_throw() {
    assert_eq!(message(Game::new(js(r#"{"colour": "red"}"#))), "unknown rule option 'colour'");
    assert_eq!(message(Game::new(js(r#"{"size": 6}"#))), "rule option 'size' does not take the value '6'");
    assert_eq!(message(Game::new(js(r#"{"size": 5.5}"#))), "rule option 'size' does not take the value '5.5'");
    assert_eq!(
        message(Game::new(js(r#"{"preset": "modern"}"#))),
        "rule option 'preset' does not take the value 'modern'"
    );
    assert_eq!(
        message(Game::new(js(r#"{"chain": "sometimes"}"#))),
        "rule option 'chain' does not take the value 'sometimes'"
    );
    assert!(message(Game::new(js(r#"{"chain": null}"#))).contains("'chain' takes a string, a number or a boolean"));
    assert!(message(Game::new(js(r#"[5]"#))).contains("must be an object"));
    assert!(message(Game::new(JsValue::from_str("classic"))).contains("must be an object"));
}

#[wasm_bindgen_test]
fn a_set_up_board_starts_the_movement_phase() {
    let game = capture_game();
    let s = state(&game);
    assert_eq!(game.board(), CAPTURE_SETUP);
    assert_eq!(text(&s, "phase"), r#""movement""#);
    assert_eq!(text(&s, "stage"), r#""move""#);
    assert_eq!(text(&s, "onBoard"), r#"{"black":2,"white":3}"#);
    assert_eq!(text(&s, "captured"), r#"{"black":9,"white":10}"#, "missing stones count as taken");
    // Without `size`, the board gives it.
    let seven =
        Game::new(js(r#"{"board": "......./......./......./...b.../......./.w...w./.......", "turn": "white"}"#));
    assert_eq!(text(&state(&seven.unwrap()), "rules.size"), "7");
    assert!(message(Game::new(js(&format!(r#"{{"board": "{CAPTURE_SETUP}"}}"#)))).contains("needs the side to move"));
    assert!(message(Game::new(js(r#"{"turn": "black"}"#))).contains("goes with a set-up 'board'"));
    let bad = message(Game::new(js(&format!(r#"{{"board": "{CAPTURE_SETUP}", "turn": "red"}}"#))));
    assert_eq!(bad, r#"'red' is not a side: use "black" or "white""#);
    let mismatch = message(Game::new(js(&format!(r#"{{"board": "{CAPTURE_SETUP}", "turn": "black", "size": 7}}"#))));
    assert_eq!(mismatch, "the rules are for a 7x7 board but the position is 5x5");
    assert!(
        message(Game::new(js(r#"{"board": "...../..x../...../...../.....", "turn": "black"}"#))).contains("b, w or .")
    );
}

#[wasm_bindgen_test]
fn play_reports_drops_steps_and_captures() {
    let mut game = Game::new(JsValue::NULL).unwrap();
    let report = game.play("a1").unwrap();
    assert_eq!(
        JSON::stringify(&report).unwrap().as_string().unwrap(),
        r#"{"actions":[{"action":"a1","kind":"drop","from":null,"to":"a1","captured":[],"turnEnded":false}],"captured":[],"turnEnded":false}"#
    );
    assert_eq!(text(&state(&game), "stage"), r#""secondDrop""#);
    assert_eq!(text(&state(&game), "pending"), r#"["a1"]"#);
    assert_eq!(text(&game.play("b1").unwrap(), "turnEnded"), "true");
    assert_eq!(text(&state(&game), "turn"), r#""white""#);
    assert_eq!(text(&state(&game), "turns"), r#"["a1,b1"]"#);

    let mut game = capture_game();
    let report = game.play("d3-c3").unwrap();
    assert_eq!(text(&report, "captured"), r#"["b3"]"#);
    assert_eq!(text(&report, "actions.0.from"), r#""d3""#);
    assert_eq!(text(&report, "actions.0.to"), r#""c3""#);
    assert_eq!(text(&report, "turnEnded"), "true");
    assert_eq!(game.board(), "...../...../b.b../..w../w....");
    assert_eq!(text(&state(&game), "captured.black"), "10");
    assert_eq!(text(&state(&game), "turn"), r#""white""#);
}

#[wasm_bindgen_test]
fn play_turn_ends_an_optional_chain_where_the_token_stops() {
    let chain = r#"{"board": "...../bw.../bw.b./..w../w....", "turn": "black"}"#;
    let mut game = Game::new(js(chain)).unwrap();
    assert_eq!(text(&game.play("d3-c3").unwrap(), "turnEnded"), "false", "play leaves the chain open");
    assert_eq!(text(&state(&game), "chainFrom"), r#""c3""#);

    let mut game = Game::new(js(chain)).unwrap();
    let report = game.play_turn("d3-c3").unwrap();
    assert_eq!(text(&report, "turnEnded"), "true");
    assert_eq!(text(&report, "captured"), r#"["b3"]"#);
    assert_eq!(text(&report, "actions.1.kind"), r#""end""#);
    assert_eq!(text(&state(&game), "turn"), r#""white""#);

    let mut game = Game::new(js(chain)).unwrap();
    assert_eq!(text(&game.play_turn("d3-c3-c4").unwrap(), "captured"), r#"["b3","b4"]"#);

    let mut game = Game::new(JsValue::UNDEFINED).unwrap();
    assert_eq!(code(game.play_turn("a1")), "turnIncomplete");
    assert_eq!(text(&state(&game), "pending"), "[]", "a refused turn changes nothing");
}

#[wasm_bindgen_test]
fn a_malformed_token_or_an_illegal_move_throws_and_changes_nothing() {
    let mut game = Game::new(JsValue::UNDEFINED).unwrap();
    game.play("a1,b1").unwrap();
    game.play("c1").unwrap();
    let before = snapshot(&game);
    let record = game.record();
    for (token, expected) in [
        ("z9", "'z9' is not a cell: a file is a letter from a to e (at character 1)"),
        ("", "a cell name is missing"),
        ("c1-", "a cell name is missing"),
        ("a1", "illegal action a1"),
        ("c3", "illegal action c3"),
        ("a2-a3", "illegal action a2-a3"),
        ("d1,e1", "illegal action"),
    ] {
        let error = message(game.play(token));
        assert!(error.contains(expected), "{token:?}: {error}");
        assert_eq!(snapshot(&game), before, "{token:?} changed the game");
        assert_eq!(game.record(), record);
    }
    game.play("d1").unwrap();
    assert_eq!(text(&state(&game), "turn"), r#""black""#);
}

#[wasm_bindgen_test]
fn undo_and_redo_walk_the_history() {
    let mut game = Game::new(JsValue::UNDEFINED).unwrap();
    assert!(!game.undo());
    game.play("a1,b1").unwrap();
    game.play("c1").unwrap();
    assert!(game.undo(), "the turn under way");
    assert_eq!(game.board(), "...../...../...../...../bb...");
    assert!(game.undo());
    assert_eq!(game.board(), EMPTY);
    assert_eq!(text(&state(&game), "canRedo"), "true");
    assert!(game.redo());
    assert!(game.redo());
    assert!(!game.redo());
    assert_eq!(text(&state(&game), "pending"), r#"["c1"]"#);
    game.undo();
    game.play("e5,e4").unwrap();
    assert_eq!(text(&state(&game), "canRedo"), "false", "a new move drops the redo list");
}

#[wasm_bindgen_test]
fn records_round_trip_with_tags() {
    let mut game = Game::new(js(r#"{"size": 7}"#)).unwrap();
    game.play("a1,b1").unwrap();
    game.play("g7,f7").unwrap();
    game.set_tag("Black", "Amina \"the quick\"").unwrap();
    let record = game.record();
    assert!(record.contains("[Size \"7\"]"), "{record}");
    assert!(record.contains("1. a1,b1 2. g7,f7 *"), "{record}");
    let again = Game::from_record(&record).unwrap();
    assert_eq!(again.record(), record);
    assert_eq!(again.board(), game.board());
    let error = message(Game::from_record("[Size \"5\"]\n\n1. a1,b1 2. a1,c1"));
    assert!(error.starts_with("line 3, column 13: turn a1,c1: illegal action a1"), "{error}");
    assert!(message(Game::from_record("1. a1,b1")).contains("a record needs a [Size \"5\"] tag"));
    for (key, value) in [("Size", "7"), ("Chain", "none"), ("Result", "black"), ("Two words", "x"), ("", "x")] {
        assert!(game.set_tag(key, value).is_err(), "{key}");
    }
    assert!(message(game.set_tag("Event", "line\nbreak")).contains("one line"));
    assert_eq!(game.record(), record, "refused tags change nothing");
}

#[wasm_bindgen_test]
fn the_players_can_end_the_game() {
    let mut game = capture_game();
    let outcome = game.conclude("resignation", Some("black".into())).unwrap();
    assert_eq!(JSON::stringify(&outcome).unwrap(), r#"{"winner":"white","reason":"resignation"}"#);
    let s = state(&game);
    assert_eq!(text(&s, "phase"), r#""over""#);
    assert_eq!(text(&s, "outcome.reason"), r#""resignation""#);
    assert!(game.legal_actions().is_empty());
    assert_eq!(message(game.play("d3-c3")), "the game is over");
    assert_eq!(message(game.conclude("agreement", None)), "the game is over");
    assert!(game.undo(), "the resignation is taken back");
    assert_eq!(text(&state(&game), "outcome"), "null");
    let outcome = game.conclude("agreement", None).unwrap();
    assert_eq!(JSON::stringify(&outcome).unwrap(), r#"{"winner":"white","reason":"agreement"}"#);
    game.undo();
    assert!(message(game.conclude("timeout", None)).contains("needs the side"));
    assert!(message(game.conclude("draw", None)).contains("not a way to end a game"));
    assert!(message(game.conclude("agreement", Some("white".into()))).contains("give no side"));
    assert_eq!(text(&state(&game), "outcome"), "null");
}

#[wasm_bindgen_test]
fn positions_after_each_turn_can_be_reviewed() {
    let mut game = Game::new(JsValue::UNDEFINED).unwrap();
    game.play("a1,b1").unwrap();
    game.play("e5,d5").unwrap();
    assert_eq!(game.position_after(0.0).unwrap(), EMPTY);
    assert_eq!(game.position_after(1.0).unwrap(), "...../...../...../...../bb...");
    assert_eq!(game.position_after(2.0).unwrap(), game.board());
    for bad in [3.0, -1.0, 0.5, f64::NAN] {
        assert!(message(game.position_after(bad)).contains("from 0 to 2"), "{bad}");
    }
}

#[wasm_bindgen_test]
fn perft_counts_the_turns() {
    let game = Game::new(JsValue::UNDEFINED).unwrap();
    assert_eq!(game.perft(1), 276.0, "two of the 24 cells around the centre, in either order");
    assert_eq!(capture_game().perft(0), 1.0);
}

#[cfg(feature = "ai")]
#[wasm_bindgen_test]
fn ai_move_returns_a_legal_turn_without_playing_it() {
    let mut game = Game::new(js(&format!(r#"{{"board":"{CAPTURE_SETUP}","turn":"black"}}"#))).unwrap();
    let before = snapshot(&game);
    let token = game.ai_move(js(r#"{"depth":2,"seed":1}"#)).unwrap();
    assert_eq!(token, "d3-c3", "the one capture on offer");
    assert_eq!(snapshot(&game), before, "aiMove does not play");
    let analysis = game.ai_analyse(js(r#"{"level":1,"seed":3}"#)).unwrap();
    assert!(game.legal_actions().iter().any(|a| text(&analysis, "turn").trim_matches('"').starts_with(a.as_str())));
    game.play(&token).unwrap();
    let mut over = Game::new(js(r#"{"board":"...../...../b.b../...../w....","turn":"white"}"#)).unwrap();
    assert!(message(over.ai_move(JsValue::UNDEFINED)).contains("over"), "one white stone left: the game is over");
}

#[cfg(feature = "ai")]
#[wasm_bindgen_test]
fn ai_move_refuses_bad_options() {
    let mut game = Game::new(JsValue::UNDEFINED).unwrap();
    assert!(message(game.ai_move(js(r#"{"level":9}"#))).contains("1 to 5"));
    assert!(message(game.ai_move(js(r#"{"speed":1}"#))).contains("unknown aiMove option"));
    assert!(message(game.ai_move(js(r#"{"depth":-1}"#))).contains("positive"));
    let token = game.ai_move(js(r#"{"timeMs":50}"#)).unwrap();
    game.play(&token).unwrap();
}

#[wasm_bindgen_test]
fn errors_carry_a_stable_code_and_the_refused_action() {
    let mut game = Game::new(JsValue::UNDEFINED).unwrap();
    game.play("a1,b1").unwrap();
    let error = thrown(game.play("c3"));
    assert_eq!(text(&error, "code"), r#""centreDuringPlacement""#);
    assert_eq!(text(&error, "action"), r#""c3""#);
    assert_eq!(code(game.play("a1")), "occupied");
    assert_eq!(code(game.play("a2-a3")), "placing");
    assert_eq!(code(game.play("zz")), "parse");
    assert_eq!(code(Game::new(js(r#"{"colour": "red"}"#))), "rules");
    assert_eq!(code(Game::new(js(r#"{"board": "bb/..", "turn": "black"}"#))), "parse");
    assert_eq!(code(Game::new(js(r#"{"board": "bbbbb/bbbbb/bbb../...../.....", "turn": "black"}"#))), "setup");
    assert_eq!(code(Game::new(js(r#"{"turn": "black"}"#))), "argument");
    let record = thrown(Game::from_record("[Size \"5\"]\n1. a1,c3"));
    assert_eq!(text(&record, "code"), r#""record""#);
    assert_eq!(text(&record, "line"), "2");
    let mut moving = capture_game();
    assert_eq!(code(moving.play("b3-a3")), "notYourStone");
    assert_eq!(code(moving.play("end")), "noChain");
}

#[wasm_bindgen_test]
fn the_history_says_who_played_each_turn_and_what_it_took() {
    let mut game = capture_game();
    game.play("d3-c3").unwrap();
    let history = game.history().unwrap();
    assert_eq!(text(&history, "length"), "1");
    assert_eq!(text(&history, "0.turn"), r#""d3-c3""#);
    assert_eq!(text(&history, "0.side"), r#""black""#);
    assert_eq!(text(&history, "0.extra"), "false");
    assert_eq!(text(&history, "0.captured"), r#"["b3"]"#);
    assert_eq!(text(&history, "0.actions.0.kind"), r#""step""#);
}

#[wasm_bindgen_test]
fn the_opening_rule_of_003_is_an_option_and_the_state_says_when_it_applies() {
    let opens = r#"{"blocked": "opponentOpens", "winBy": "allCaptured", "board": "bw.../w..../...../w..../.....", "turn": "black"}"#;
    let game = Game::new(js(opens)).unwrap();
    let mut moves = game.legal_actions();
    moves.sort();
    assert_eq!(moves, ["a4-a3", "a4-b4", "b5-b4", "b5-c5"]);
    let s = state(&game);
    assert_eq!(text(&s, "blocked"), r#""black""#);
    assert_eq!(text(&s, "mustOpen"), "true");
    assert_eq!(text(&s, "cannotOpen"), "false");
    assert_eq!(text(&s, "rules.blocked"), r#""opponentOpens""#);
    let record = game.record();
    assert!(record.contains("[Blocked \"opponentOpens\"]"), "{record}");
}

#[wasm_bindgen_test]
fn the_rule_options_come_from_the_engine_with_their_values() {
    let options = Game::rule_options().unwrap();
    assert_eq!(text(&options, "0"), r#"{"name":"size","values":["5","7","9"]}"#);
    let all = JSON::stringify(&options).unwrap().as_string().unwrap();
    assert!(
        all.contains(
            r#"{"name":"blocked","values":["opponentMovesAgain","blockedRemoves","opponentRemoves","opponentOpens"]}"#
        ),
        "{all}"
    );
    assert!(all.contains(r#"{"name":"noCaptureLimit","values":[]}"#), "{all}");
    assert!(all.contains(r#"{"name":"barrier","values":["true","false"]}"#), "{all}");
}

#[wasm_bindgen_test]
fn endgame_tables_build_by_groups_and_give_the_analysis_its_verdict() {
    assert!(message(Tablebase::new(js(r#"{"size":7}"#))).contains("5x5"));
    let mut tables = Tablebase::new(JsValue::UNDEFINED).unwrap();
    assert_eq!(tables.stones(), 3, "nothing built: every position up to three stones is decided at once");
    assert!(tables.build_next().unwrap(), "two against two first, more to come");
    assert_eq!(tables.stones(), 4);
    let bytes = tables.bytes();
    assert_eq!(bytes.len(), 300 * 253, "C(25, 2) x C(23, 2) positions, a byte each");
    let copy = Tablebase::from_bytes(JsValue::UNDEFINED, &bytes).unwrap();
    assert!(message(Tablebase::from_bytes(JsValue::UNDEFINED, &bytes[1..])).contains("not endgame tables"));
    // White to move takes b3 with d3-c3 and leaves black one stone.
    let mut game = Game::new(js(r#"{"board":"...../...../wb.w./...../....b","turn":"white"}"#)).unwrap();
    assert_eq!(text(&game.ai_analyse(js(r#"{"depth":1}"#)).unwrap(), "tablebase"), "null", "no tables given");
    game.use_tablebase(&copy);
    let analysis = game.ai_analyse(js(r#"{"depth":1}"#)).unwrap();
    assert_eq!(text(&analysis, "turn"), r#""d3-c3""#);
    assert_eq!(text(&analysis, "tablebase"), r#"{"winner":"white","turns":1}"#);
    assert_eq!(copy.bytes().len(), bytes.len(), "the game shares the tables; the handle stays usable");
}

#[wasm_bindgen_test]
fn a_clone_is_a_game_of_its_own_with_the_turn_under_way() {
    let mut game = Game::new(JsValue::UNDEFINED).unwrap();
    game.play("a1,b1").unwrap();
    game.play("e5").unwrap();
    let mut copy = game.clone_game();
    assert_eq!(copy.board(), game.board());
    assert_eq!(text(&state(&copy), "pending"), r#"["e5"]"#);
    assert_eq!(text(&state(&copy), "canUndo"), "true");
    copy.play("d5").unwrap();
    assert_eq!(copy.board(), "...ww/...../...../...../bb...");
    assert_eq!(game.board(), "....w/...../...../...../bb...", "the original is as it was");
    assert!(game.undo() && game.undo());
    assert_eq!(copy.record(), Game::from_record(&copy.record()).unwrap().record(), "the copy's record reads");
    assert_eq!(text(&state(&copy), "turns"), r#"["a1,b1","e5,d5"]"#);
}

#[wasm_bindgen_test]
fn record_parse_setup_and_rules_errors_carry_a_reason_its_facts_and_their_cause() {
    let record = thrown(Game::from_record("[Size \"5\"]\n1. a1,c3"));
    assert_eq!(text(&record, "reason"), r#""turn""#);
    assert_eq!(text(&record, "turn"), r#""a1,c3""#);
    assert_eq!(text(&record, "cause.code"), r#""centreDuringPlacement""#);
    assert_eq!(text(&record, "cause.action"), r#""c3""#);
    assert!(get(&record, "cause").is_instance_of::<js_sys::Error>(), "the cause is an Error of its own");
    let size = thrown(Game::from_record("[Size \"6\"]"));
    assert_eq!((text(&size, "reason"), text(&size, "value")), (r#""size""#.into(), r#""6""#.into()));
    assert!(get(&size, "cause").is_undefined(), "no cause where there is none");
    let rule = thrown(Game::from_record("[Size \"5\"]\n[Chain \"maybe\"]"));
    assert_eq!(text(&rule, "reason"), r#""rules""#);
    assert_eq!(text(&rule, "cause.reason"), r#""badValue""#);
    assert_eq!(text(&rule, "cause.option"), r#""chain""#);
    assert_eq!(text(&rule, "cause.value"), r#""maybe""#);
    let tag = thrown(Game::from_record("[Size 5]"));
    assert_eq!((text(&tag, "reason"), text(&tag, "problem")), (r#""tag""#.into(), r#""quotes""#.into()));
    let mut game = Game::new(JsValue::UNDEFINED).unwrap();
    let parse = thrown(game.play("zz"));
    assert_eq!(text(&parse, "reason"), r#""notAFile""#);
    assert_eq!(text(&parse, "text"), r#""zz""#);
    assert_eq!(text(&parse, "position"), "1");
    assert_eq!((text(&parse, "lastFile"), text(&parse, "lastRank")), (r#""e""#.into(), "5".into()), "the game's board");
    let setup = thrown(Game::new(js(r#"{"board": "bbbbb/bbbbb/bbb../...../.....", "turn": "black"}"#)));
    assert_eq!((text(&setup, "reason"), text(&setup, "side")), (r#""tooManyStones""#.into(), r#""black""#.into()));
    let unknown = thrown(Game::new(js(r#"{"colour": "red"}"#)));
    assert_eq!(
        (text(&unknown, "reason"), text(&unknown, "option")),
        (r#""unknownOption""#.into(), r#""colour""#.into())
    );
}

#[wasm_bindgen_test]
fn a_searcher_keeps_its_table_across_games_from_one_start_and_forgets_it_for_another() {
    let nodes = |searcher: &mut Searcher, game: &Game| -> String {
        text(&searcher.analyse(game, js(r#"{"depth": 4}"#)).unwrap(), "nodes")
    };
    let turn = |searcher: &mut Searcher, game: &Game| -> String {
        text(&searcher.analyse(game, js(r#"{"depth": 4}"#)).unwrap(), "turn")
    };
    let mut game = Game::new(JsValue::UNDEFINED).unwrap();
    game.play("a1,b1").unwrap();
    game.play("e5,d5").unwrap();
    let mut searcher = Searcher::new();
    let cold = nodes(&mut searcher, &game);
    let record = game.record();
    let again = Game::from_record(&record).unwrap();
    let warm = nodes(&mut searcher, &again);
    assert!(warm.parse::<u64>().unwrap() < cold.parse::<u64>().unwrap(), "a copy of the game: {warm} from {cold}");
    assert_eq!(game.record(), record, "searching leaves the game as it was");
    let setup = Game::new(js(r#"{"board": "bbb../...../...../...../..www", "turn": "black"}"#)).unwrap();
    let fresh = nodes(&mut Searcher::new(), &setup);
    assert!(searcher.line(&setup, 2).is_empty(), "no line for a game from another start");
    assert_eq!(nodes(&mut searcher, &setup), fresh, "another start: the table is forgotten");
    let best = turn(&mut searcher, &setup);
    let mut after = setup.clone_game();
    after.play_turn(best.trim_matches('"')).unwrap();
    assert!(!searcher.line(&after, 2).is_empty(), "it expects a reply to the turn it chose");
    searcher.clear();
    assert!(searcher.line(&after, 2).is_empty(), "cleared: no line");
    assert_eq!(nodes(&mut searcher, &game), cold, "cleared");
    assert_eq!(Searcher::time_budget(&game, js(r#"{"level": 5}"#)).unwrap(), 2500.0, "level 5 in placement");
    assert_eq!(Searcher::time_budget(&setup, js(r#"{"level": 5}"#)).unwrap(), 600.0, "and in movement");
    assert_eq!(Searcher::time_budget(&game, js(r#"{"level": 5, "timeMs": 80}"#)).unwrap(), 80.0);
    assert!(Searcher::time_budget(&game, js(r#"{"depth": 3}"#)).unwrap().is_infinite(), "a fixed depth has none");
    let mut over = game.clone_game();
    over.conclude("resignation", Some("white".into())).unwrap();
    assert_eq!(text(&thrown(searcher.analyse(&over, JsValue::UNDEFINED)), "code"), r#""gameOver""#);
}

#[wasm_bindgen_test]
fn the_state_gives_the_stones_a_side_owns_and_the_edge_cells_and_tables_say_what_they_cover() {
    let game = Game::new(js(r#"{"size": 7, "firstPlayer": "white"}"#)).unwrap();
    assert_eq!(text(&state(&game), "stonesPerSide"), "24");
    assert_eq!(text(&state(&game), "edgeCells"), r#"{"black":["d1","d7"],"white":["a4","g4"]}"#);
    assert!(Tablebase::covers(js(r#"{"size": 5, "chain": "none"}"#)).unwrap());
    assert!(!Tablebase::covers(js(r#"{"size": 7}"#)).unwrap());
    assert!(!Tablebase::covers(js(r#"{"blocked": "opponentOpens"}"#)).unwrap());
}

#[cfg(feature = "ai")]
#[wasm_bindgen_test]
fn a_game_is_reviewed_a_position_a_step_with_classes_and_the_better_turn() {
    use seega_wasm::Reviewer;
    // White, two stones ahead, misses d3-c3 (which takes b3 and leaves black one stone).
    let mut game = Game::new(js(r#"{"board":"...../...../wb.w./...../....b","turn":"white"}"#)).unwrap();
    game.play("d3-d4").unwrap();
    let mut reviewer = Reviewer::new(&game, js(r#"{"depth":3}"#)).unwrap();
    assert_eq!((reviewer.done(), reviewer.total()), (0, 2));
    let mut steps = 0;
    while reviewer.step() {
        steps += 1;
    }
    assert_eq!((steps, reviewer.done()), (1, 2));
    let review = reviewer.result().unwrap();
    assert_eq!(text(&review, "turns.0.played"), r#""d3-d4""#);
    assert_eq!(text(&review, "turns.0.best"), r#""d3-c3""#);
    assert_eq!(text(&review, "turns.0.class"), r#""blunder""#);
    assert_eq!(text(&review, "turns.0.isBest"), "false");
    assert_eq!(text(&review, "turns.0.better.captured"), r#"["b3"]"#);
    assert_eq!(text(&review, "turns.0.before.winner"), r#""white""#);
    assert_eq!(text(&review, "sides.white.blunders"), "1");
    assert_eq!(text(&review, "sides.black.accuracy"), "null");
    assert!(reviewer.wants_tablebase(), "a 5x5 ending of four stones is in the tables");
    assert!(message(Reviewer::new(&game, js(r#"{"speed":1}"#))).contains("unknown review option"));
    assert!(message(Reviewer::new(&game, js(r#"{"depth":0}"#))).contains("whole number"));
    assert_eq!(
        [49, 50, 99, 100, 299, 300].map(|loss| Reviewer::class_of(loss).unwrap_or_default()),
        ["", "inaccuracy", "inaccuracy", "mistake", "mistake", "blunder"]
    );
}

#[cfg(feature = "ai")]
#[wasm_bindgen_test]
fn one_turn_is_judged_as_the_review_judges_it() {
    let mut game = Game::new(js(r#"{"board":"...../...../wb.w./...../....b","turn":"white"}"#)).unwrap();
    let before = snapshot(&game);
    let judged = game.ai_judge("d3-d4", js(r#"{"depth":3}"#)).unwrap();
    assert_eq!(text(&judged, "class"), r#""blunder""#);
    assert_eq!(text(&judged, "best"), r#""d3-c3""#);
    let good = game.ai_judge("d3-c3", js(r#"{"depth":3}"#)).unwrap();
    assert_eq!(text(&good, "class"), "null");
    assert_eq!(text(&good, "isBest"), "true");
    assert_eq!(code(game.ai_judge("a1-a2", JsValue::UNDEFINED)), "notYourStone");
    assert_eq!(code(game.ai_judge("zz", JsValue::UNDEFINED)), "parse");
    assert_eq!(snapshot(&game), before, "judging plays nothing");
}

#[wasm_bindgen_test]
fn a_game_says_how_another_stands_to_it() {
    let mut kept = Game::new(JsValue::UNDEFINED).unwrap();
    kept.play_turn("a1,b1").unwrap();
    let mut later = Game::from_record(&kept.record()).unwrap();
    later.play_turn("c1,d1").unwrap();
    assert_eq!(whole(&kept.relation(&later)), r#"{"relation":"later","turns":1}"#);
    assert_eq!(whole(&later.relation(&kept)), r#"{"relation":"earlier","turns":1}"#);
    assert_eq!(whole(&kept.relation(&kept.clone_game())), r#"{"relation":"same","turns":0}"#);
    let other = Game::from_record("[Size \"5\"]\n\n1. a1,c1 *\n").unwrap();
    assert_eq!(whole(&kept.relation(&other)), r#"{"relation":"other","turns":0}"#);
}
