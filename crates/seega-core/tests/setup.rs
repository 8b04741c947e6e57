//! Set-up positions in placement and movement: what the engine accepts, each refusal by its
//! code, and a placement set-up played on and written as a record that reads back.

use seega_core::{Game, Phase, Rules, Setup, SetupError};

fn setup(text: &str) -> Setup {
    text.parse().unwrap()
}

fn refusal(rules: Rules, text: &str) -> &'static str {
    Game::from_setup(rules, &setup(text)).map(|_| ()).unwrap_err().code()
}

#[test]
fn a_placement_set_up_plays_on_from_its_hands() {
    let mut game = Game::from_setup(Rules::default(), &setup("b..../...../...../...../....w b 10 10")).unwrap();
    let pos = *game.position();
    assert_eq!(pos.phase(), Phase::Placement);
    assert_eq!((pos.in_hand(seega_core::Side::Black), pos.in_hand(seega_core::Side::White)), (10, 10));
    // One stone of each side is neither on the board nor in hand: it counts as taken.
    assert_eq!(pos.captured(seega_core::Side::White), 1);
    assert!(!game.legal_actions().iter().any(|a| a.to_string() == "c3"), "no drop on the centre");
    game.play_notation("a1,b1").unwrap();
    assert_eq!(game.position().turn(), seega_core::Side::White);
    let record = game.record();
    assert!(record.contains("[Setup \"b..../...../...../...../....w b 10 10\"]"), "{record}");
    let back = Game::from_record(&record).unwrap();
    assert_eq!(back.position(), game.position());
}

#[test]
fn the_last_placing_turn_leads_into_movement() {
    // Black to place its last two; white has placed all its stones.
    let board = "wwwww/wwwww/ww.bb/bbbbb/bbb..";
    let mut game = Game::from_setup(Rules::default(), &setup(&format!("{board} b 2 0"))).unwrap();
    game.play_notation("d1,e1").unwrap();
    assert_eq!(game.position().phase(), Phase::Movement);
}

#[test]
fn each_refusal_has_its_code() {
    let rules = Rules::default();
    let edges = Rules { opening: seega_core::Opening::Edges, ..rules };
    assert_eq!(
        SetupError::from("...../...../...../...../..... b 12 12 1".parse::<Setup>().unwrap_err()).code(),
        "notation"
    );
    assert_eq!(
        refusal(Rules { size: seega_core::Size::Seven, ..rules }, "...../...../...../...../..... b 12 12"),
        "sizeMismatch"
    );
    assert_eq!(refusal(rules, "b..../...../...../...../..... b 12 12"), "tooManyStones");
    assert_eq!(refusal(rules, "...../...../..b../...../..... w 10 12"), "centreWhilePlacing");
    assert_eq!(refusal(rules, "...../...../...../...../..... b 10 12"), "handOrder", "white to move by the hands");
    assert_eq!(refusal(rules, "...../...../...../...../..... b 11 11"), "handOrder", "odd hands");
    assert_eq!(
        refusal(rules, "...../...../...../...../..... b 8 12"),
        "handOrder",
        "the other side would be left with stones"
    );
    assert!(
        Game::from_setup(rules, &setup("b..../...../...../...../..... w 0 2")).is_ok(),
        "white places its last two"
    );
    // Under the edges opening the first player's cells are a3 and e3 (rank 3's ends).
    assert!(Game::from_setup(edges, &setup("...../...../...../...../..... b 12 12")).is_ok());
    assert_eq!(refusal(edges, "...../...../w..../...../..... b 12 10"), "edgeOpening");
    assert_eq!(
        Game::from_setup(edges, &setup("...../...../w..../...../..... b 12 10")).map(|_| ()).unwrap_err(),
        SetupError::EdgeOpening(seega_core::Side::Black)
    );
}

#[test]
fn a_movement_set_up_reads_as_before() {
    let game = Game::from_setup(Rules::default(), &setup("bb.../...../...../...../...ww w 0 0")).unwrap();
    assert_eq!(game.position().phase(), Phase::Movement);
    assert_eq!(game.setup().unwrap().to_string(), "bb.../...../...../...../...ww w");
}
