//! The errors the API throws: a JavaScript `Error` with the core's English `message` and a
//! stable `code` for a page to translate, plus what the core knows: the refused `action`;
//! for a record, parse, set-up, rules or annotation error its `reason` (a stable sub-code)
//! and the facts its words need (`line`, `column`, `turn`, `value`, ...); and, where another
//! error is the cause (an illegal turn inside a record), that error as `cause`, built the
//! same way.

use seega_core::{
    AnnotationError, ParseError, PlayError, RecordError, RecordProblem, RulesError, SetupError, Unreadable,
};
use wasm_bindgen::JsValue;

/// The core's English message for `error`; empty in an engine built without the `messages`
/// feature (the page's first, which says each error from its code and facts).
#[cfg(feature = "messages")]
fn english(error: &impl std::fmt::Display) -> String {
    error.to_string()
}

#[cfg(not(feature = "messages"))]
fn english(_: &impl std::fmt::Display) -> String {
    String::new()
}

/// An error on its way to JavaScript.
#[derive(Debug)]
pub struct ApiError {
    code: &'static str,
    message: String,
    action: Option<String>,
    reason: Option<&'static str>,
    facts: Vec<(&'static str, JsValue)>,
    cause: Option<Box<ApiError>>,
}

impl ApiError {
    fn new(code: &'static str, message: String) -> ApiError {
        ApiError { code, message, action: None, reason: None, facts: Vec::new(), cause: None }
    }

    /// A call's argument is not what the method takes (code `argument`).
    pub(crate) fn argument(message: impl Into<String>) -> ApiError {
        ApiError::new("argument", message.into())
    }

    // The builders below are kept out of line: inlined into every arm of the conversions
    // (the release build's opt-level 3), they cost the page's wasm several KiB.
    #[inline(never)]
    fn reason(mut self, reason: &'static str) -> ApiError {
        self.reason = Some(reason);
        self
    }

    #[inline(never)]
    fn text(mut self, key: &'static str, value: &str) -> ApiError {
        self.facts.push((key, value.into()));
        self
    }

    #[inline(never)]
    fn number(mut self, key: &'static str, value: usize) -> ApiError {
        self.facts.push((key, (value as f64).into()));
        self
    }

    #[inline(never)]
    fn cause(mut self, cause: ApiError) -> ApiError {
        self.cause = Some(Box::new(cause));
        self
    }
}

impl From<PlayError> for ApiError {
    fn from(error: PlayError) -> ApiError {
        let api = ApiError::new(error.code(), english(&error));
        match error {
            PlayError::Illegal { action, .. } => ApiError { action: Some(action.to_string()), ..api },
            PlayError::Parse(parse) => parse.into(),
            PlayError::GameOver | PlayError::TurnIncomplete => api,
        }
    }
}

impl From<RulesError> for ApiError {
    fn from(error: RulesError) -> ApiError {
        let api = ApiError::new("rules", english(&error)).reason(error.code());
        match error {
            RulesError::UnknownOption(option) => api.text("option", &option),
            RulesError::BadValue { option, value } => api.text("option", &option).text("value", &value),
        }
    }
}

impl From<SetupError> for ApiError {
    fn from(error: SetupError) -> ApiError {
        let api = ApiError::new("setup", english(&error)).reason(error.code());
        match error {
            SetupError::Parse(parse) => api.cause(parse.into()),
            SetupError::SizeMismatch { rules, board } => {
                api.number("rules", rules.into()).number("board", board.into())
            }
            SetupError::TooManyStones(side) => api.text("side", side.name()),
            SetupError::EdgeOpening(side) => api.text("side", side.name()),
            SetupError::NoEmptyCell | SetupError::CentreWhilePlacing | SetupError::HandOrder => api,
        }
    }
}

impl From<ParseError> for ApiError {
    fn from(error: ParseError) -> ApiError {
        let api = ApiError::new("parse", english(&error)).reason(error.problem.code()).number("position", error.at + 1);
        let (last_file, last_rank) = error.last_cell();
        match error.problem {
            Unreadable::NotAFile(text) | Unreadable::NotARank(text) => {
                api.text("text", &text).text("lastFile", &last_file.to_string()).number("lastRank", last_rank.into())
            }
            Unreadable::SeveralSteps(text) | Unreadable::NotASide(text) | Unreadable::NotInHand(text) => {
                api.text("text", &text)
            }
            Unreadable::OffBoard { cell, size } => api.text("cell", &cell.to_string()).text("size", &size.to_string()),
            Unreadable::Ranks(ranks) => api.number("ranks", ranks),
            Unreadable::RankLength { rank, cells, width } => {
                api.number("rank", rank.into()).number("cells", cells).number("width", width.into())
            }
            Unreadable::NotAStone { found, cell } => {
                api.text("found", &found.to_string()).text("cell", &cell.to_string())
            }
            Unreadable::NoCell | Unreadable::EmptyTurn | Unreadable::EmptyPart | Unreadable::NoSide => api,
        }
    }
}

impl From<AnnotationError> for ApiError {
    fn from(error: AnnotationError) -> ApiError {
        let api = ApiError::new("annotation", english(&error)).reason(error.code());
        match error {
            AnnotationError::UnknownMark(value) => api.text("value", &value),
            AnnotationError::NoSuchTurn { index, turns } => api.number("index", index).number("turns", turns),
            AnnotationError::IllegalLine { at, turn, error } => {
                api.number("at", at).text("turn", &turn).cause(error.into())
            }
        }
    }
}

impl From<RecordError> for ApiError {
    fn from(error: RecordError) -> ApiError {
        let api = ApiError::new("record", english(&error))
            .reason(error.problem.code())
            .number("line", error.line)
            .number("column", error.column);
        match error.problem {
            RecordProblem::Tag(problem) => api.text("problem", problem.code()),
            RecordProblem::Rules(rules) => api.cause(rules.into()),
            RecordProblem::Setup(setup) => api.cause(setup.into()),
            RecordProblem::Notation(parse) => api.cause(parse.into()),
            RecordProblem::Turn { turn, error } | RecordProblem::Variation { turn, error } => {
                api.text("turn", &turn).cause(error.into())
            }
            RecordProblem::Conclusion(error) => api.cause(error.into()),
            RecordProblem::Size(value)
            | RecordProblem::ResultNotLast(value)
            | RecordProblem::NeedsWinner(value)
            | RecordProblem::UnknownTermination(value)
            | RecordProblem::NotOver(value)
            | RecordProblem::Mark(value)
            | RecordProblem::Misplaced(value) => api.text("value", &value),
            RecordProblem::ResultsDisagree { tag, last } => api.text("tag", &tag).text("last", &last),
            RecordProblem::ResultNotEnding { result, termination } => {
                api.text("result", &result).text("termination", &termination)
            }
            RecordProblem::WrongResult { claimed, actual } => api.text("claimed", &claimed).text("actual", &actual),
            RecordProblem::NoSize
            | RecordProblem::EndedOnBoard
            | RecordProblem::UnclosedComment
            | RecordProblem::CommentEscape
            | RecordProblem::UnclosedVariation
            | RecordProblem::Nested => api,
        }
    }
}

impl From<ApiError> for JsValue {
    fn from(error: ApiError) -> JsValue {
        let thrown = js_sys::Error::new(&error.message);
        // Each fact an own, enumerable property, defined rather than assigned: WebKit gives
        // every Error its own `line` and `column` (where the script threw), which an
        // assignment would not replace.
        let set = |key: &str, value: JsValue| {
            let descriptor = js_sys::Object::new();
            for (name, field) in [
                ("value", value),
                ("enumerable", true.into()),
                ("writable", true.into()),
                ("configurable", true.into()),
            ] {
                let _ = js_sys::Reflect::set(&descriptor, &name.into(), &field);
            }
            // Reflect.defineProperty says false rather than throwing, should a browser refuse.
            let _ = js_sys::Reflect::define_property(&thrown, &key.into(), &descriptor);
        };
        set("code", error.code.into());
        if let Some(action) = error.action {
            set("action", action.into());
        }
        if let Some(reason) = error.reason {
            set("reason", reason.into());
        }
        for (key, fact) in error.facts {
            set(key, fact);
        }
        if let Some(cause) = error.cause {
            set("cause", (*cause).into());
        }
        thrown.into()
    }
}
