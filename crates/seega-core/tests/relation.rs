//! How one game stands to another: the same, played on, as it was, or another game.

use seega_core::{Conclusion, Game, Relation, Rules, Side};

fn game(turns: &[&str]) -> Game {
    let mut game = Game::new(Rules::default());
    for turn in turns {
        game.play_notation(turn).unwrap();
    }
    game
}

#[test]
fn a_game_is_the_same_later_or_earlier_than_itself_played_on() {
    let two = game(&["a1,b1", "c1,d1"]);
    let four = game(&["a1,b1", "c1,d1", "e1,a2", "b2,c2"]);
    assert_eq!(two.relation(&two.clone()), Relation::Same);
    assert_eq!(two.relation(&four), Relation::Later(2));
    assert_eq!(four.relation(&two), Relation::Earlier(2));
    // A turn under way is not part of either.
    let mut half = four.clone();
    half.play_notation("d2").unwrap();
    assert_eq!(four.relation(&half), Relation::Same);
}

#[test]
fn turns_that_differ_another_start_or_other_rules_make_another_game() {
    let mine = game(&["a1,b1", "c1,d1"]);
    assert_eq!(mine.relation(&game(&["a1,b1", "c1,e1"])), Relation::Other);
    assert_eq!(mine.relation(&game(&["a1,c1"])), Relation::Other);
    let seven = Game::new(Rules { size: seega_core::Size::Seven, ..Rules::default() });
    assert_eq!(Game::new(Rules::default()).relation(&seven), Relation::Other);
}

#[test]
fn an_ending_by_the_players_is_a_step_on() {
    let mine = game(&["a1,b1", "c1,d1"]);
    let mut resigned = mine.clone();
    resigned.conclude(Conclusion::Resignation(Side::Black)).unwrap();
    assert_eq!(mine.relation(&resigned), Relation::Later(0));
    assert_eq!(resigned.relation(&mine), Relation::Earlier(0));
    let mut other_end = mine.clone();
    other_end.conclude(Conclusion::Resignation(Side::White)).unwrap();
    assert_eq!(resigned.relation(&other_end), Relation::Other);
    // An ended game played on is another game.
    assert_eq!(resigned.relation(&game(&["a1,b1", "c1,d1", "e1,a2"])), Relation::Other);
}
