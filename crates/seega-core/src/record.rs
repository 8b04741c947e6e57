//! Game records: tag lines, then turn tokens with optional move numbers, then the result.
//!
//! ```text
//! [Size "5"]
//! [Preset "classic"]
//! [Black "Amina"]
//! [Result "*"]
//!
//! 1. b2,d4 2. a1,e5 ...
//! ```
//!
//! Readers ignore move numbers; a record with only tags and bare tokens reads.
//!
//! A turn may be annotated: a mark glued to its token, then a comment in braces, then a
//! variation in parentheses, turns played from the position before it instead of it:
//!
//! ```text
//! 13. c3-c4?? {Gives away two stones.} (b2-b3 d4-d3)
//! ```

use std::fmt::Write;

use crate::action::Turn;
use crate::annotation::{normalise_comment, Annotation, Mark};
use crate::board::Side;
use crate::error::{AnnotationError, RecordError, RecordProblem, TagProblem};
use crate::game::{Conclusion, Game};
use crate::position::{EndReason, Outcome};
use crate::rules::{rule_option, Preset, Rules, RULE_OPTIONS};

const LINE_WIDTH: usize = 80;

fn result_word(outcome: Option<Outcome>) -> &'static str {
    match outcome {
        None => "*",
        Some(Outcome { winner: None, .. }) => "draw",
        Some(Outcome { winner: Some(side), .. }) => side.name(),
    }
}

fn quote(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

/// A comment as a record writes it, inside its braces: `\\`, `\{` and `\}` escaped.
fn escape_comment(comment: &str) -> String {
    let mut out = String::with_capacity(comment.len());
    for c in comment.chars() {
        if matches!(c, '\\' | '{' | '}') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// Pushes `text`'s words (split at single spaces) as words of the record, the first
/// opening with `open` and the last closing with `close`, so that lines wrap between them.
fn push_bracketed(words: &mut Vec<String>, open: char, text: &str, close: char) {
    let parts: Vec<&str> = text.split(' ').collect();
    for (k, part) in parts.iter().enumerate() {
        let mut word = String::with_capacity(part.len() + 2);
        if k == 0 {
            word.push(open);
        }
        word.push_str(part);
        if k + 1 == parts.len() {
            word.push(close);
        }
        words.push(word);
    }
}

impl Game {
    /// The game's record. Reading it back with [`Game::from_record`] gives the same game,
    /// and writing that gives the same text. A turn under way is not part of the record.
    #[must_use]
    pub fn record(&self) -> String {
        let mut out = String::new();
        let rules = self.rules();
        let _ = writeln!(out, "[Size \"{}\"]", rules.size.width());
        let _ = writeln!(out, "[Preset \"{}\"]", self.preset().name());
        for (name, value) in rules.differences_from(self.preset()) {
            let tag = rule_option(name).map(|option| option.tag()).unwrap_or_default();
            let _ = writeln!(out, "[{tag} \"{value}\"]");
        }
        if let Some(setup) = self.setup() {
            let _ = writeln!(out, "[Setup \"{setup}\"]");
        }
        for (key, value) in self.tags() {
            let _ = writeln!(out, "[{key} \"{}\"]", quote(value));
        }
        if let Some(conclusion) = self.conclusion() {
            let word = match conclusion {
                Conclusion::Agreement => "agreement",
                Conclusion::Resignation(_) => "resignation",
                Conclusion::Timeout(_) => "timeout",
            };
            let _ = writeln!(out, "[Termination \"{word}\"]");
        }
        let result = result_word(self.outcome());
        let _ = writeln!(out, "[Result \"{result}\"]");
        out.push('\n');
        let mut line = String::new();
        let mut words = Vec::new();
        for (i, turn) in self.turns().iter().enumerate() {
            let Some(note) = self.annotation(i) else {
                words.push(format!("{}. {turn}", i + 1));
                continue;
            };
            words.push(format!("{}. {turn}{}", i + 1, note.mark.map_or("", Mark::symbol)));
            if !note.comment.is_empty() {
                push_bracketed(&mut words, '{', &escape_comment(&note.comment), '}');
            }
            if !note.line.is_empty() {
                let line: Vec<String> = note.line.iter().map(ToString::to_string).collect();
                push_bracketed(&mut words, '(', &line.join(" "), ')');
            }
        }
        words.push(result.to_string());
        for word in words {
            if !line.is_empty() && line.len() + 1 + word.len() > LINE_WIDTH {
                out.push_str(&line);
                out.push('\n');
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&word);
        }
        out.push_str(&line);
        out.push('\n');
        out
    }

    /// Reads a record and replays it.
    ///
    /// # Errors
    /// A malformed tag, an unknown rule, an illegal or incomplete turn, or a result that
    /// contradicts the replay, each with its line and column.
    pub fn from_record(text: &str) -> Result<Game, RecordError> {
        let mut tags: Vec<(String, String, usize)> = Vec::new();
        let mut moves: Vec<(usize, &str)> = Vec::new();
        for (index, line) in text.lines().enumerate() {
            let number = index + 1;
            let trimmed = line.trim();
            if trimmed.starts_with('[') && moves.is_empty() {
                let (key, value) = parse_tag(trimmed).map_err(|(col, problem)| RecordError {
                    line: number,
                    column: col + 1 + (line.len() - line.trim_start().len()),
                    problem: RecordProblem::Tag(problem),
                })?;
                tags.push((key, value, number));
                continue;
            }
            if !trimmed.is_empty() || !moves.is_empty() {
                moves.push((number, line));
            }
        }
        let words = tokens(&moves)?;

        let err = |line: usize, column: usize, problem: RecordProblem| RecordError { line, column, problem };
        let mut preset = Preset::Classic;
        let mut size = crate::Size::Five;
        for (key, value, line) in &tags {
            match key.as_str() {
                "Preset" => preset = value.parse().map_err(|e| err(*line, 1, RecordProblem::Rules(e)))?,
                "Size" => {
                    size = value
                        .parse()
                        .ok()
                        .and_then(crate::Size::from_len)
                        .ok_or_else(|| err(*line, 1, RecordProblem::Size(value.clone())))?;
                }
                _ => {}
            }
        }
        if !tags.iter().any(|(k, _, _)| k == "Size") {
            return Err(err(1, 1, RecordProblem::NoSize));
        }
        let mut rules: Rules = preset.rules(size);
        let mut setup = None;
        let mut termination = None;
        let mut result_tag = None;
        let mut extra = Vec::new();
        for (key, value, line) in &tags {
            let option = RULE_OPTIONS.iter().find(|o| o.tag() == *key).map(|o| o.name);
            match (key.as_str(), option) {
                ("Size" | "Preset", _) => {}
                (_, Some(option)) => rules.set(option, value).map_err(|e| err(*line, 1, RecordProblem::Rules(e)))?,
                ("Setup", _) => {
                    let parsed = value.parse::<crate::Setup>();
                    setup = Some((parsed.map_err(|e| err(*line, 1, RecordProblem::Setup(e.into())))?, *line));
                }
                ("Termination", _) => termination = Some((value.clone(), *line)),
                ("Result", _) => result_tag = Some((value.clone(), *line)),
                _ => extra.push((key.clone(), value.clone())),
            }
        }
        let mut game = match setup {
            Some((s, line)) => Game::from_setup(rules, &s).map_err(|e| err(line, 1, RecordProblem::Setup(e)))?,
            None => Game::new(rules),
        };
        for (key, value) in extra {
            game.set_tag(&key, &value);
        }

        let mut result_word_seen = None;
        // The turn that a comment or variation now would annotate, and what it has so far.
        let mut note: Option<Note> = None;
        let mut played = 0;
        let mut rest = words.iter().enumerate();
        while let Some((i, &Located { ref token, line, column: col })) = rest.next() {
            let word = match token {
                Token::Word(word) => *word,
                Token::Comment(text) => {
                    match note.as_mut() {
                        Some(n) if n.comment.is_none() => n.comment = Some(text.clone()),
                        _ => return Err(err(line, col, RecordProblem::Misplaced("{".into()))),
                    }
                    continue;
                }
                Token::Open => {
                    let turns = variation(&mut rest, line, col, size)?;
                    match note.as_mut() {
                        Some(n) if n.line.is_none() => n.line = Some(turns),
                        _ => return Err(err(line, col, RecordProblem::Misplaced("(".into()))),
                    }
                    continue;
                }
                Token::Close => return Err(err(line, col, RecordProblem::Misplaced(")".into()))),
            };
            let Some(token) = move_number(word) else {
                annotate(&mut game, note.take())?;
                continue;
            };
            if matches!(token, "black" | "white" | "draw" | "*") {
                if i + 1 != words.len() {
                    return Err(err(line, col, RecordProblem::ResultNotLast(token.to_string())));
                }
                annotate(&mut game, note.take())?;
                result_word_seen = Some((token, line, col));
                continue;
            }
            annotate(&mut game, note.take())?;
            let (token, mark) = split_mark(token).map_err(|(at, problem)| err(line, col + at, problem))?;
            let turn: Turn = token
                .parse()
                .map_err(|e: crate::ParseError| err(line, col + e.at, RecordProblem::Notation(e.on_board(size))))?;
            game.play_turn(&turn)
                .map_err(|error| err(line, col, RecordProblem::Turn { turn: token.to_string(), error }))?;
            note = Some(Note { index: played, mark, comment: None, line: None });
            played += 1;
        }
        annotate(&mut game, note.take())?;

        let claimed = match (result_tag, result_word_seen) {
            (Some((a, line)), Some((b, _, _))) if a != b => {
                return Err(err(line, 1, RecordProblem::ResultsDisagree { tag: a, last: b.to_string() }))
            }
            (Some((a, line)), _) => Some((a, line)),
            (None, Some((b, line, _))) => Some((b.to_string(), line)),
            (None, None) => None,
        };
        if let Some((word, line)) = termination {
            let winner = claimed.as_ref().map(|(w, _)| w.as_str());
            let loser = match winner {
                Some("black") => Some(Side::White),
                Some("white") => Some(Side::Black),
                _ => None,
            };
            let conclusion = match (word.as_str(), loser) {
                ("agreement", _) => Conclusion::Agreement,
                ("resignation", Some(l)) => Conclusion::Resignation(l),
                ("timeout", Some(l)) => Conclusion::Timeout(l),
                ("resignation" | "timeout", None) => return Err(err(line, 1, RecordProblem::NeedsWinner(word))),
                _ => {
                    let found = EndReason::ALL.iter().find(|r| r.name() == word);
                    match found {
                        Some(_) => return checked(game, claimed),
                        None => return Err(err(line, 1, RecordProblem::UnknownTermination(word))),
                    }
                }
            };
            if game.outcome().is_some() {
                return Err(err(line, 1, RecordProblem::EndedOnBoard));
            }
            let outcome = game.conclude(conclusion).map_err(|e| err(line, 1, RecordProblem::Conclusion(e)))?;
            if let Some((w, l)) = &claimed {
                if result_word(Some(outcome)) != w {
                    let problem = RecordProblem::ResultNotEnding { result: w.clone(), termination: word };
                    return Err(err(*l, 1, problem));
                }
            }
            game.restore_conclusion(conclusion, outcome);
            return Ok(game);
        }
        checked(game, claimed)
    }
}

/// A token of a record's turns: a word (a move number, a turn token with its mark, a
/// result), a comment, or the brackets of a variation.
enum Token<'a> {
    Word(&'a str),
    Comment(String),
    Open,
    Close,
}

/// A token and where it starts (1-based line and column).
struct Located<'a> {
    token: Token<'a>,
    line: usize,
    column: usize,
}

/// What a turn of the record says about itself so far.
struct Note {
    index: usize,
    mark: Option<Mark>,
    comment: Option<String>,
    /// The variation's turns, each with its token and where it starts.
    line: Option<Vec<(Turn, String, usize, usize)>>,
}

/// Splits the lines after the tags into tokens: words end at white space and at brackets,
/// and a comment runs to its closing brace, over lines if need be.
fn tokens<'a>(lines: &[(usize, &'a str)]) -> Result<Vec<Located<'a>>, RecordError> {
    let err = |line: usize, column: usize, problem: RecordProblem| RecordError { line, column, problem };
    let mut out = Vec::new();
    // The comment being read: its text so far and where its brace was.
    let mut comment: Option<(String, usize, usize)> = None;
    for &(number, line) in lines {
        let mut chars = line.char_indices().peekable();
        let mut word_start: Option<usize> = None;
        if let Some((text, _, _)) = comment.as_mut() {
            text.push(' ');
        }
        while let Some((at, c)) = chars.next() {
            if let Some((text, from_line, from_col)) = comment.as_mut() {
                match c {
                    '\\' => match chars.next() {
                        Some((_, e @ ('\\' | '{' | '}'))) => text.push(e),
                        _ => return Err(err(number, at + 1, RecordProblem::CommentEscape)),
                    },
                    '{' => return Err(err(number, at + 1, RecordProblem::CommentEscape)),
                    '}' => {
                        let text = normalise_comment(text);
                        out.push(Located { token: Token::Comment(text), line: *from_line, column: *from_col });
                        comment = None;
                    }
                    c => text.push(c),
                }
                continue;
            }
            let bracket = matches!(c, '{' | '}' | '(' | ')');
            if c.is_whitespace() || bracket {
                if let Some(start) = word_start.take() {
                    out.push(Located { token: Token::Word(&line[start..at]), line: number, column: start + 1 });
                }
            } else if word_start.is_none() {
                word_start = Some(at);
            }
            match c {
                '{' => comment = Some((String::new(), number, at + 1)),
                '}' => return Err(err(number, at + 1, RecordProblem::Misplaced("}".into()))),
                '(' => out.push(Located { token: Token::Open, line: number, column: at + 1 }),
                ')' => out.push(Located { token: Token::Close, line: number, column: at + 1 }),
                _ => {}
            }
        }
        if let Some(start) = word_start {
            out.push(Located { token: Token::Word(&line[start..]), line: number, column: start + 1 });
        }
    }
    match comment {
        Some((_, line, column)) => Err(err(line, column, RecordProblem::UnclosedComment)),
        None => Ok(out),
    }
}

/// A word without its move number ("12." alone, or glued to the token: "12.a1,b2"), or
/// `None` when it is only a move number.
fn move_number(word: &str) -> Option<&str> {
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    if digits > 0 && word[digits..].starts_with('.') {
        let rest = &word[digits + 1..];
        return (!rest.is_empty()).then_some(rest);
    }
    Some(word)
}

/// A turn token and its mark, if one is glued to its end; on error, the 0-based offset of
/// the problem in the token.
fn split_mark(token: &str) -> Result<(&str, Option<Mark>), (usize, RecordProblem)> {
    let turn = token.trim_end_matches(['!', '?']);
    let symbol = &token[turn.len()..];
    if symbol.is_empty() {
        return Ok((token, None));
    }
    if turn.is_empty() {
        return Err((0, RecordProblem::Misplaced(symbol.to_string())));
    }
    match Mark::from_symbol(symbol) {
        Some(mark) => Ok((turn, Some(mark))),
        None => Err((turn.len(), RecordProblem::Mark(symbol.to_string()))),
    }
}

/// Reads a variation's turns, up to its closing parenthesis; `(line, column)` is where it opens.
fn variation<'a, 'b>(
    rest: &mut impl Iterator<Item = (usize, &'b Located<'a>)>,
    line: usize,
    column: usize,
    size: crate::Size,
) -> Result<Vec<(Turn, String, usize, usize)>, RecordError>
where
    'a: 'b,
{
    let err = |line: usize, column: usize, problem: RecordProblem| RecordError { line, column, problem };
    let mut turns = Vec::new();
    for (_, located) in rest.by_ref() {
        let (at_line, at_col) = (located.line, located.column);
        match &located.token {
            Token::Close => return Ok(turns),
            Token::Comment(_) | Token::Open => return Err(err(at_line, at_col, RecordProblem::Nested)),
            Token::Word(word) => {
                let Some(token) = move_number(word) else { continue };
                if token.ends_with(['!', '?']) {
                    return Err(err(at_line, at_col, RecordProblem::Nested));
                }
                let turn: Turn = token.parse().map_err(|e: crate::ParseError| {
                    err(at_line, at_col + e.at, RecordProblem::Notation(e.on_board(size)))
                })?;
                turns.push((turn, token.to_string(), at_line, at_col));
            }
        }
    }
    Err(err(line, column, RecordProblem::UnclosedVariation))
}

/// Gives a turn of the record what the record says of it, checking its variation.
fn annotate(game: &mut Game, note: Option<Note>) -> Result<(), RecordError> {
    let Some(Note { index, mark, comment, line }) = note else { return Ok(()) };
    let line = line.unwrap_or_default();
    let turns = line.iter().map(|(turn, ..)| turn.clone()).collect();
    let annotation = Annotation { mark, comment: comment.unwrap_or_default(), line: turns };
    game.annotate(index, annotation).map_err(|error| match error {
        AnnotationError::IllegalLine { at, error, .. } => {
            let (_, turn, line, column) = &line[at];
            RecordError {
                line: *line,
                column: *column,
                problem: RecordProblem::Variation { turn: turn.clone(), error },
            }
        }
        // Not met: the turn was just played and the mark read from its symbol.
        other => RecordError { line: 1, column: 1, problem: RecordProblem::Misplaced(other.to_string()) },
    })
}

/// Checks a claimed result against the replay.
fn checked(game: Game, claimed: Option<(String, usize)>) -> Result<Game, RecordError> {
    let Some((word, line)) = claimed else { return Ok(game) };
    let actual = result_word(game.outcome());
    if word == actual {
        return Ok(game);
    }
    let problem = match game.outcome() {
        None if word == "*" => return Ok(game),
        None => RecordProblem::NotOver(word),
        Some(_) => RecordProblem::WrongResult { claimed: word, actual: actual.to_string() },
    };
    Err(RecordError { line, column: 1, problem })
}

/// Reads `[Key "Value"]`; on error, the column (0-based within the trimmed line) and why.
fn parse_tag(line: &str) -> Result<(String, String), (usize, TagProblem)> {
    let inner = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')).ok_or((0, TagProblem::Shape))?;
    let (key, rest) = inner.split_once(' ').ok_or((1, TagProblem::Shape))?;
    if key.is_empty() || !key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err((1, TagProblem::Key));
    }
    let quoted = rest.trim();
    let body = quoted.strip_prefix('"').and_then(|q| q.strip_suffix('"')).ok_or((key.len() + 2, TagProblem::Quotes))?;
    let mut value = String::new();
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some(e @ ('\\' | '"')) => value.push(e),
                _ => return Err((key.len() + 2, TagProblem::Escape)),
            },
            '"' => return Err((key.len() + 2, TagProblem::Escape)),
            c => value.push(c),
        }
    }
    Ok((key.to_string(), value))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_read() {
        assert_eq!(parse_tag(r#"[Black "A \"B\" C"]"#), Ok(("Black".into(), "A \"B\" C".into())));
        assert!(parse_tag("[Black A]").is_err());
        assert!(parse_tag("[\"A\"]").is_err());
        assert!(parse_tag("[Black \"A\"").is_err());
    }

    #[test]
    fn a_bare_record_reads() {
        let g = Game::from_record("[Size \"5\"]\na1,b1 a2,b2").unwrap();
        assert_eq!(g.turns().len(), 2);
        let e = Game::from_record("[Size \"5\"]\na1,b1 a1,b2").unwrap_err();
        assert_eq!((e.line, e.column), (2, 7));
        assert!(Game::from_record("a1,b1").is_err());
    }

    #[test]
    fn record_errors_name_their_problem_and_keep_its_cause() {
        let code = |text: &str| Game::from_record(text).unwrap_err().problem.code();
        assert_eq!(code("[Size 5]"), "tag");
        assert_eq!(code("[Size \"6\"]"), "size");
        assert_eq!(code("a1,b1"), "noSize");
        assert_eq!(code("[Size \"5\"]\n[Chain \"maybe\"]"), "rules");
        assert_eq!(code("[Size \"5\"]\n[Setup \"bbbbb/bbbbb/bbb../...../..... b\"]"), "setup");
        assert_eq!(code("[Size \"5\"]\nblack a1,b1"), "resultNotLast");
        assert_eq!(code("[Size \"5\"]\na1,zz"), "notation");
        assert_eq!(code("[Size \"5\"]\na1,b1 black"), "notOver");
        let error = Game::from_record("[Size \"5\"]\na1,c3").unwrap_err();
        let RecordProblem::Turn { turn, error: cause } = &error.problem else { panic!("{error:?}") };
        assert_eq!((turn.as_str(), cause.code()), ("a1,c3", "centreDuringPlacement"));
        let source = std::error::Error::source(&error).expect("the cause is kept");
        assert_eq!(source.to_string(), cause.to_string());
        assert_eq!(
            error.to_string(),
            "line 2, column 1: turn a1,c3: illegal action c3: no stone may be placed on the centre"
        );
    }

    #[test]
    fn a_cell_that_does_not_read_is_told_with_the_records_board() {
        let problem = |text: &str| {
            let error = Game::from_record(text).unwrap_err();
            let RecordProblem::Notation(parse) = error.problem else { panic!("{error:?}") };
            parse
        };
        let five = problem("[Size \"5\"]\na1,zz");
        assert_eq!((five.board, five.last_cell()), (Some(crate::Size::Five), ('e', 5)));
        assert_eq!(five.to_string(), "'zz' is not a cell: a file is a letter from a to e (at character 4)");
        let seven = problem("[Size \"7\"]\n1. a1,b1 (a2,b0)");
        assert_eq!(seven.last_cell(), ('g', 7));
        assert_eq!(seven.to_string(), "'b0' is not a cell: a rank is a number from 1 to 7 (at character 4)");
        let mut game = Game::new(crate::Preset::Classic.rules(crate::Size::Nine));
        let Err(crate::PlayError::Parse(played)) = game.play_notation("a1,zz") else { panic!("a bad cell is refused") };
        assert_eq!(played.last_cell(), ('i', 9));
        let unknown: Result<crate::Turn, _> = "zz".parse();
        assert_eq!(unknown.unwrap_err().last_cell(), ('i', 9), "no board known: the largest");
    }

    #[test]
    fn records_round_trip_with_tags_and_conclusions() {
        let mut g = Game::new(Preset::Somali.rules(crate::Size::Seven));
        g.set_tag("Black", "Amina \"the quick\"");
        g.play_notation("a1,b1").unwrap();
        g.conclude(Conclusion::Resignation(Side::White)).unwrap();
        let text = g.record();
        let back = Game::from_record(&text).unwrap();
        assert_eq!(back.record(), text);
        assert_eq!(back.outcome().unwrap().winner, Some(Side::Black));
    }
}
