//! Conversions between JavaScript values and the core's types: options objects in, plain
//! state and report objects out (the page's through `ToJs`, each struct's fields written
//! once in `output!`; the computer's through serde-wasm-bindgen), and checks on arguments
//! the core takes on trust.

use std::str::FromStr;

use js_sys::{Array, Object};
use seega_core::{
    Action, Annotation, Bits, Board, Conclusion, Game, Mark, Played, PlayedTurn, Position, Preset, Rules, Setup, Side,
    Stage, RULE_OPTIONS,
};
use serde::ser::{Serialize, SerializeMap, Serializer};
use wasm_bindgen::{JsCast, JsValue};

use crate::error::ApiError;

// The names the objects below use, for the TypeScript declarations (`seega.d.ts`) that
// wasm-bindgen writes beside the module; tsify declares each struct below from its fields.
// `Rules` lists the core's rule options (a test compares it with `Game.ruleOptions()`).
#[wasm_bindgen::prelude::wasm_bindgen(typescript_custom_section)]
const NAMES: &'static str = r#"
/** A side: who plays, who won. */
export type Side = "black" | "white";
/** The phase of the game: stones are placed, then moved; "over" once it has ended. */
export type Phase = "placement" | "movement" | "over";
/** What the side to move does now. */
export type Stage = "drop" | "secondDrop" | "move" | "chain" | "remove" | "moveAfterRemoval" | "over";
/** The kind of one action. */
export type ActionKind = "drop" | "step" | "end" | "remove";
/** Why a game ended. */
export type EndReason = "allCaptured" | "oneLeft" | "sealed" | "noCaptureLimit" | "repetition" | "repetitionBlocked" | "bothBlocked" | "agreement" | "resignation" | "timeout";
/** How another game stands to a game (`game.relation(other)`): the same, this game played on
 * by `turns` turns (or ended by the players), as it was `turns` turns before, or another game. */
export interface Relation {
    relation: "same" | "later" | "earlier" | "other";
    turns: number;
}
/** A judgement of a turn, by name; a record writes it as a symbol: !!, !, !?, ?!, ?, ??. */
export type Mark = "brilliant" | "good" | "interesting" | "inaccuracy" | "mistake" | "blunder";
/** What `game.annotate(turnIndex, note)` says of a turn: each part left out is none. `mark`
 * is a name (or its symbol), `line` the turn tokens played from the position before the
 * turn, instead of it. */
export interface AnnotationNote {
    mark?: Mark | null;
    comment?: string;
    line?: string[];
}
/** The rule presets, `Game.presets()`. */
export type Preset = "classic" | "somali" | "egyptian" | "mandatory" | "jump";
/** What `new Game(options)` and `Game.facts` take: a preset, any
 * rule option by name (over the preset's), and a set-up `board` with the side to move. */
export type GameOptions = Partial<Rules> & {
    preset?: Preset;
    board?: string;
    turn?: Side;
    inHand?: { black: number; white: number };
};
/** What the engine throws (and `game.refusal` returns): an `Error` with a stable `code`, the
 * refused `action`, a `reason` (a stable sub-code) and the facts its words need. */
export interface EngineError extends Error {
    code: string;
    action?: string;
    reason?: string;
    cause?: EngineError;
    [fact: string]: unknown;
}
/** Every rule option and its value (`Game.ruleOptions()` lists them). */
export interface Rules {
    size: 5 | 7 | 9;
    firstPlayer: "black" | "white";
    movementStarter: "lastPlacer" | "firstPlayer";
    opening: "free" | "edges";
    capture: "custodian" | "jump";
    chain: "optional" | "mandatory" | "none";
    centerSafe: boolean;
    blocked: "opponentMovesAgain" | "blockedRemoves" | "opponentRemoves" | "opponentOpens";
    winBy: "oneLeft" | "allCaptured";
    noCaptureLimit: number;
    barrier: boolean;
}
"#;

/// A value as a plain JavaScript object through serde: maps become objects and `None` becomes
/// `null`. The computer's and the review's reports go this way; what the page's engine returns
/// (`ToJs` below) is built by hand, which keeps serde's code out of the page's first engine.
#[cfg(feature = "ai")]
pub(crate) fn to_js<T: Serialize>(value: &T) -> Result<JsValue, ApiError> {
    value.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).map_err(|e| ApiError::argument(e.to_string()))
}

/// A value as the plain JavaScript value serde-wasm-bindgen's JSON-compatible serialiser
/// makes of it (`None` is `null`, a struct an object with its fields in order, a `Vec` an
/// array), built by hand: the objects the page's engine returns at each move, without serde's
/// code in its module (docs/build.md, "Every page fast on a slow phone"). The structs keep
/// their serde derives, which the TypeScript declarations and the review's reports use;
/// `output!` writes both from one list of fields.
pub(crate) trait ToJs {
    fn to_js(&self) -> JsValue;
}

/// Declares an output struct once: each field with its JavaScript name gives the struct its
/// serde derive (for tsify's TypeScript declarations and the reports serde writes) and its
/// `ToJs`, which builds the same object by hand, field by field in that order. A field's
/// attributes (doc comments, `#[tsify(type = ...)]`) and the struct's go through as written.
/// A test in `tests/web.rs` compares each struct's `ToJs` with serde-wasm-bindgen's.
macro_rules! output {
    (
        $(#[$meta:meta])*
        pub(crate) struct $name:ident $(<$generic:ident>)? {
            $( $(#[$field_meta:meta])* $field:ident: $ty:ty => $js:literal ),* $(,)?
        }
    ) => {
        #[derive(serde::Serialize, tsify::Tsify)]
        $(#[$meta])*
        pub(crate) struct $name $(<$generic>)? {
            $( $(#[$field_meta])* #[serde(rename = $js)] $field: $ty, )*
        }

        impl $(<$generic: ToJs>)? ToJs for $name $(<$generic>)? {
            fn to_js(&self) -> JsValue {
                object(&[ $( ($js, self.$field.to_js()) ),* ])
            }
        }
    };
}

/// A plain object from its fields, in order.
fn object(fields: &[(&str, JsValue)]) -> JsValue {
    let object = Object::new();
    for (key, value) in fields {
        let _ = js_sys::Reflect::set(&object, &JsValue::from_str(key), value);
    }
    object.into()
}

impl ToJs for &str {
    fn to_js(&self) -> JsValue {
        JsValue::from_str(self)
    }
}

impl ToJs for String {
    fn to_js(&self) -> JsValue {
        JsValue::from_str(self)
    }
}

impl ToJs for bool {
    fn to_js(&self) -> JsValue {
        JsValue::from_bool(*self)
    }
}

impl ToJs for u32 {
    fn to_js(&self) -> JsValue {
        JsValue::from_f64((*self).into())
    }
}

impl ToJs for u16 {
    fn to_js(&self) -> JsValue {
        JsValue::from_f64((*self).into())
    }
}

impl ToJs for u8 {
    fn to_js(&self) -> JsValue {
        JsValue::from_f64((*self).into())
    }
}

impl<T: ToJs> ToJs for Option<T> {
    fn to_js(&self) -> JsValue {
        self.as_ref().map_or(JsValue::NULL, ToJs::to_js)
    }
}

impl<T: ToJs> ToJs for Vec<T> {
    fn to_js(&self) -> JsValue {
        self.as_slice().to_js()
    }
}

impl<T: ToJs> ToJs for &[T] {
    fn to_js(&self) -> JsValue {
        self.iter().map(ToJs::to_js).collect::<Array>().into()
    }
}

/// What `new Game(options)` asks for: the rules, and a set-up position if any.
pub(crate) struct Options {
    pub(crate) rules: Rules,
    setup: Option<Setup>,
}

/// The keys and values of an options object, those set to `undefined` left out; anything but
/// a plain object throws an argument error that says `shape`.
pub(crate) fn entries(value: &JsValue, shape: &str) -> Result<Vec<(String, JsValue)>, ApiError> {
    if !value.is_object() || Array::is_array(value) || value.is_function() {
        return Err(ApiError::argument(shape));
    }
    Ok(Object::entries(value.unchecked_ref())
        .iter()
        .filter_map(|entry| {
            let pair: Array = entry.unchecked_into();
            let raw = pair.get(1);
            (!raw.is_undefined()).then(|| (pair.get(0).as_string().unwrap_or_default(), raw))
        })
        .collect())
}

impl Options {
    /// Reads an options object: `preset` first, then each rule option over it, then
    /// `board` and `turn`. Without `size`, a set-up board gives the size.
    pub(crate) fn read(value: &JsValue) -> Result<Options, ApiError> {
        if value.is_undefined() || value.is_null() {
            return Ok(Options { rules: Rules::default(), setup: None });
        }
        let entries = entries(value, "the options must be an object such as { preset: \"classic\", size: 7 }")?;
        let text = |name: &str| -> Result<Option<String>, ApiError> {
            match entries.iter().find(|(key, _)| key == name) {
                Some((_, value)) => option_text(name, value).map(Some),
                None => Ok(None),
            }
        };
        let preset = match text("preset")? {
            Some(name) => Preset::from_str(&name)?,
            None => Preset::Classic,
        };
        let board = text("board")?.map(|b| b.parse::<Board>()).transpose()?;
        let turn = text("turn")?;
        let in_hand = in_hand_option(&entries)?;
        let mut rules = preset.rules(board.map_or(seega_core::Size::Five, |b| b.size));
        for (name, value) in &entries {
            let set_up = matches!(name.as_str(), "board" | "turn") || (cfg!(feature = "reader") && name == "inHand");
            if name != "preset" && !set_up {
                rules.set(name, &option_text(name, value)?)?;
            }
        }
        let setup = match (board, turn) {
            (None, None) => None,
            (Some(board), Some(turn)) => {
                Some(Setup { in_hand: in_hand.unwrap_or([0, 0]), ..Setup::movement(board, side(&turn)?) })
            }
            (Some(_), None) => {
                return Err(ApiError::argument("a set-up 'board' needs the side to move: turn: \"black\" or \"white\""))
            }
            (None, Some(_)) => return Err(ApiError::argument("the option 'turn' goes with a set-up 'board'")),
        };
        if in_hand.is_some() && setup.is_none() {
            return Err(ApiError::argument("the option 'inHand' goes with a set-up 'board'"));
        }
        Ok(Options { rules, setup })
    }

    /// The set-up position asked for, if any.
    pub(crate) fn setup(&self) -> Option<Setup> {
        self.setup
    }
}

/// An option's value as the core's notation: strings as they are, numbers and booleans written out.
fn option_text(name: &str, value: &JsValue) -> Result<String, ApiError> {
    if let Some(text) = value.as_string() {
        Ok(text)
    } else if let Some(number) = value.as_f64() {
        Ok(number_text(number))
    } else if let Some(flag) = value.as_bool() {
        Ok(flag.to_string())
    } else {
        Err(ApiError::argument(format!("the option '{name}' takes a string, a number or a boolean")))
    }
}

/// The `inHand` option of a placement set-up, if given. Placement set-ups come with the
/// engines that read records: the page's first engine (a first visit's) does without, and
/// takes `inHand` for an unknown rule option.
#[cfg(feature = "reader")]
fn in_hand_option(entries: &[(String, JsValue)]) -> Result<Option<[u8; 2]>, ApiError> {
    entries.iter().find(|(key, _)| key == "inHand").map(|(_, value)| in_hand(value)).transpose()
}

#[cfg(not(feature = "reader"))]
#[allow(clippy::unnecessary_wraps)]
fn in_hand_option(_: &[(String, JsValue)]) -> Result<Option<[u8; 2]>, ApiError> {
    Ok(None)
}

/// A set-up's stones in hand, `{black, white}`: whole numbers from 0 to 255.
#[cfg(feature = "reader")]
fn in_hand(value: &JsValue) -> Result<[u8; 2], ApiError> {
    let shape = "the option 'inHand' takes { black: n, white: n }, the stones each side has still to place";
    let entries = entries(value, shape)?;
    let mut hands = [0u8; 2];
    for (key, number) in entries {
        let slot = match key.as_str() {
            "black" => 0,
            "white" => 1,
            _ => return Err(ApiError::argument(shape)),
        };
        match number.as_f64() {
            Some(n) if n.fract() == 0.0 && (0.0..=255.0).contains(&n) => hands[slot] = n as u8,
            _ => return Err(ApiError::argument(shape)),
        }
    }
    Ok(hands)
}

/// A number as JavaScript writes it (`String(n)`). Rust's own float formatting would add some
/// 20 KB to the module for the few messages and options that show a number.
pub(crate) fn number_text(n: f64) -> String {
    js_sys::Number::from(n).to_string_with_radix(10).map(String::from).unwrap_or_default()
}

/// A side from its name.
pub(crate) fn side(name: &str) -> Result<Side, ApiError> {
    name.parse().map_err(|()| ApiError::argument(format!("'{name}' is not a side: use \"black\" or \"white\"")))
}

/// An ending the players decide, from its kind and the side it concerns.
pub(crate) fn conclusion(kind: &str, who: Option<&str>) -> Result<Conclusion, ApiError> {
    match (kind, who) {
        ("agreement", None) => Ok(Conclusion::Agreement),
        ("agreement", Some(_)) => Err(ApiError::argument("an agreement is by both players: give no side")),
        ("resignation", Some(s)) => Ok(Conclusion::Resignation(side(s)?)),
        ("timeout", Some(s)) => Ok(Conclusion::Timeout(side(s)?)),
        ("resignation" | "timeout", None) => {
            Err(ApiError::argument(format!("a {kind} needs the side that loses by it: \"black\" or \"white\"")))
        }
        _ => Err(ApiError::argument(format!(
            "'{kind}' is not a way to end a game: use \"agreement\", \"resignation\" or \"timeout\""
        ))),
    }
}

/// A number of completed turns, if it is a whole number from 0 to `turns`.
pub(crate) fn turn_count(n: f64, turns: usize) -> Option<usize> {
    // Exact: `turns` is far below 2^53.
    (n.fract() == 0.0 && n >= 0.0 && n <= turns as f64).then_some(n as usize)
}

#[cfg(feature = "ai")]
/// Tags the record writes itself, which a caller must not set as free tags.
const RECORD_TAGS: [&str; 5] = ["Size", "Preset", "Setup", "Termination", "Result"];

#[cfg(feature = "ai")]
/// Checks a record tag: the key a word of letters, digits and `_` that the record does not
/// write itself (rules and results), the value one line.
pub(crate) fn check_tag(key: &str, value: &str) -> Result<(), ApiError> {
    if key.is_empty() || !key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(ApiError::argument(format!("'{key}' is not a tag key: use letters, digits and _")));
    }
    let rule_tag = RULE_OPTIONS.iter().any(|option| option.tag() == key);
    if RECORD_TAGS.contains(&key) || rule_tag {
        return Err(ApiError::argument(format!("the tag '{key}' is written from the game itself and cannot be set")));
    }
    if value.chars().any(char::is_control) {
        return Err(ApiError::argument("a tag value is one line without control characters"));
    }
    Ok(())
}

fn cells(bits: Bits) -> Vec<String> {
    bits.iter().map(|c| c.to_string()).collect()
}

output! {
    /// One value per side: a count, the cells of a side.
    pub(crate) struct PerSide<T> {
        black: T => "black",
        white: T => "white",
    }
}

impl<T> PerSide<T> {
    pub(crate) fn of(value: impl Fn(Side) -> T) -> PerSide<T> {
        PerSide { black: value(Side::Black), white: value(Side::White) }
    }
}

output! {
    /// How a game ended: the winner (`null` for a draw) and why.
    #[tsify(missing_as_null)]
    pub(crate) struct Outcome {
        #[tsify(type = "Side | null")]
        winner: Option<&'static str> => "winner",
        #[tsify(type = "EndReason")]
        reason: &'static str => "reason",
    }
}

impl From<seega_core::Outcome> for Outcome {
    fn from(outcome: seega_core::Outcome) -> Outcome {
        Outcome { winner: outcome.winner.map(Side::name), reason: outcome.reason.name() }
    }
}

/// The rules as an object of option names to values: numbers, booleans or names.
pub(crate) struct RulesView(Rules);

impl Serialize for RulesView {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(RULE_OPTIONS.len()))?;
        for option in RULE_OPTIONS {
            let (name, value) = (option.name, self.0.get(option.name).unwrap_or_default());
            if let Ok(number) = value.parse::<u32>() {
                map.serialize_entry(name, &number)?;
            } else if let Ok(flag) = value.parse::<bool>() {
                map.serialize_entry(name, &flag)?;
            } else {
                map.serialize_entry(name, &value)?;
            }
        }
        map.end()
    }
}

impl ToJs for RulesView {
    fn to_js(&self) -> JsValue {
        let fields: Vec<(&str, JsValue)> = RULE_OPTIONS
            .iter()
            .map(|option| {
                let value = self.0.get(option.name).unwrap_or_default();
                let value = if let Ok(number) = value.parse::<u32>() {
                    number.to_js()
                } else if let Ok(flag) = value.parse::<bool>() {
                    flag.to_js()
                } else {
                    value.to_js()
                };
                (option.name, value)
            })
            .collect();
        object(&fields)
    }
}

output! {
    /// What `Game.facts(options)` returns: the rules `new Game(options)` would play and the
    /// stones each side owns under them.
    pub(crate) struct RulesFacts {
        #[tsify(type = "Rules")]
        rules: RulesView => "rules",
        stones_per_side: u8 => "stonesPerSide",
    }
}

impl RulesFacts {
    pub(crate) fn of(rules: Rules) -> RulesFacts {
        RulesFacts { rules: RulesView(rules), stones_per_side: rules.size.stones_per_side() }
    }
}

fn stage_name(position: &Position) -> &'static str {
    match position.stage() {
        Stage::Drop { second: false } => "drop",
        Stage::Drop { second: true } => "secondDrop",
        Stage::Move => "move",
        Stage::Chain(_) => "chain",
        Stage::Remove => "remove",
        Stage::MoveAfterRemoval => "moveAfterRemoval",
    }
}

output! {
    /// The snapshot `game.state()` returns.
    #[tsify(missing_as_null)]
    pub(crate) struct GameState {
        #[tsify(type = "Phase")]
        phase: &'static str => "phase",
        #[tsify(type = "Side")]
        turn: &'static str => "turn",
        #[tsify(type = "Stage")]
        stage: &'static str => "stage",
        in_hand: PerSide<u32> => "inHand",
        on_board: PerSide<u32> => "onBoard",
        captured: PerSide<u32> => "captured",
        chain_from: Option<String> => "chainFrom",
        #[tsify(type = "Side | null")]
        blocked: Option<&'static str> => "blocked",
        must_open: bool => "mustOpen",
        cannot_open: bool => "cannotOpen",
        plies_without_capture: u16 => "pliesWithoutCapture",
        outcome: Option<Outcome> => "outcome",
        #[tsify(type = "Preset")]
        preset: &'static str => "preset",
        #[tsify(type = "Rules")]
        rules: RulesView => "rules",
        /// The stones each side owns on this board.
        stones_per_side: u8 => "stonesPerSide",
        /// The cells each side's first two stones go on under the edge opening.
        edge_cells: PerSide<Vec<String>> => "edgeCells",
        can_undo: bool => "canUndo",
        can_redo: bool => "canRedo",
        turns: Vec<String> => "turns",
        pending: Vec<String> => "pending",
    }
}

impl GameState {
    pub(crate) fn of(game: &Game) -> GameState {
        let position = game.position();
        let outcome = game.outcome();
        let over = outcome.is_some();
        GameState {
            phase: if over { "over" } else { position.phase().name() },
            turn: position.turn().name(),
            stage: if over { "over" } else { stage_name(position) },
            in_hand: PerSide::of(|s| position.in_hand(s).into()),
            on_board: PerSide::of(|s| position.stones(s).len()),
            captured: PerSide::of(|s| position.captured(s).into()),
            chain_from: position.chain_from().map(|c| c.to_string()),
            blocked: position.blocked().map(Side::name),
            must_open: !over && position.must_open(),
            cannot_open: !over && position.cannot_open(),
            plies_without_capture: position.plies_without_capture(),
            outcome: outcome.map(Outcome::from),
            preset: game.preset().name(),
            rules: RulesView(*game.rules()),
            stones_per_side: game.rules().size.stones_per_side(),
            edge_cells: PerSide::of(|side| game.rules().edge_cells(side).iter().map(ToString::to_string).collect()),
            can_undo: game.can_undo(),
            can_redo: game.can_redo(),
            turns: game.turns().iter().map(ToString::to_string).collect(),
            pending: game.pending_actions().iter().map(ToString::to_string).collect(),
        }
    }
}

output! {
    /// One action played: what it was, the cell a stone left and the cell one arrived on, and
    /// the stones taken off the board.
    #[tsify(missing_as_null)]
    pub(crate) struct ActionReport {
        action: String => "action",
        #[tsify(type = "ActionKind")]
        kind: &'static str => "kind",
        from: Option<String> => "from",
        to: Option<String> => "to",
        captured: Vec<String> => "captured",
        turn_ended: bool => "turnEnded",
    }
}

impl From<&Played> for ActionReport {
    fn from(played: &Played) -> ActionReport {
        let (kind, from, to) = match played.action {
            Action::Drop(cell) => ("drop", None, Some(cell.to_string())),
            Action::Step { from, to } => ("step", Some(from.to_string()), Some(to.to_string())),
            Action::End => ("end", None, None),
            Action::Remove(_) => ("remove", None, None),
        };
        ActionReport {
            action: played.action.to_string(),
            kind,
            from,
            to,
            captured: cells(played.captured),
            turn_ended: played.turn_ended,
        }
    }
}

output! {
    /// What `game.play(notation)` returns: each action, every stone taken, and whether the turn ended.
    pub(crate) struct PlayReport {
        actions: Vec<ActionReport> => "actions",
        captured: Vec<String> => "captured",
        turn_ended: bool => "turnEnded",
    }
}

impl PlayReport {
    pub(crate) fn of(played: &[Played]) -> PlayReport {
        PlayReport {
            actions: played.iter().map(ActionReport::from).collect(),
            captured: played.iter().flat_map(|p| cells(p.captured)).collect(),
            turn_ended: played.last().is_some_and(|p| p.turn_ended),
        }
    }
}

#[cfg(feature = "ai")]
/// Reads `aiMove`'s options: `level` (1 to 5), `depth`, `nodes`, `timeMs`, `seed`; any
/// other key, or a value that is not a whole positive number, throws.
pub(crate) fn ai_limits(value: &JsValue) -> Result<seega_ai::Limits, ApiError> {
    let mut limits = seega_ai::Limits::default();
    if value.is_undefined() || value.is_null() {
        return Ok(limits);
    }
    let entries = entries(value, "aiMove takes an object such as { level: 3 } or { timeMs: 500, seed: 1 }")?;
    limits.level = None;
    for (key, raw) in entries {
        let whole = key != "timeMs";
        let number = raw
            .as_f64()
            .filter(|n| n.is_finite() && *n >= 0.0 && (!whole || n.fract() == 0.0))
            .ok_or_else(|| ApiError::argument(format!("aiMove option '{key}' must be a positive number")))?;
        match key.as_str() {
            "level" if (1.0..=5.0).contains(&number) => limits.level = Some(number as u8),
            "level" => return Err(ApiError::argument("aiMove's level goes from 1 to 5")),
            "depth" if number >= 1.0 => limits.depth = Some(number.min(64.0) as u32),
            "nodes" if number >= 1.0 => limits.nodes = Some(number as u64),
            "timeMs" if number > 0.0 => limits.time_ms = Some(number),
            "seed" => limits.seed = number as u64,
            "depth" | "nodes" | "timeMs" => {
                return Err(ApiError::argument(format!("aiMove option '{key}' must be more than 0")))
            }
            _ => {
                return Err(ApiError::argument(format!(
                    "unknown aiMove option '{key}': use level, depth, nodes, timeMs or seed"
                )))
            }
        }
    }
    if limits.level.is_none() && limits.depth.is_none() && limits.nodes.is_none() && limits.time_ms.is_none() {
        limits.level = seega_ai::Limits::default().level;
    }
    Ok(limits)
}

#[cfg(feature = "ai")]
/// What the computer chose and how far it looked.
#[derive(serde::Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
#[tsify(missing_as_null)]
pub(crate) struct Analysis {
    turn: String,
    score: i32,
    depth: u32,
    nodes: f64,
    /// The endgame tables' verdict, when the position is in them.
    tablebase: Option<Verdict>,
}

/// Whether each side can force a capture within the horizon (`game.captureForcing()`).
#[cfg(feature = "ai")]
#[derive(serde::Serialize, tsify::Tsify)]
pub(crate) struct CaptureForcing {
    /// The horizon, in turns.
    horizon: u8,
    black: SideForcing,
    white: SideForcing,
}

/// One side's answer: `forced` (within `turns` turns), `none` (the other side can keep every
/// stone for the whole horizon) or `unknown` (the search gave up: the position is open).
#[cfg(feature = "ai")]
#[derive(serde::Serialize, tsify::Tsify)]
#[tsify(missing_as_null)]
pub(crate) struct SideForcing {
    #[tsify(type = "\"forced\" | \"none\" | \"unknown\"")]
    verdict: &'static str,
    turns: Option<u8>,
}

#[cfg(feature = "ai")]
impl CaptureForcing {
    pub(crate) fn of(position: &Position) -> CaptureForcing {
        let [black, white] = position.capture_forcings().map(|forcing| SideForcing {
            verdict: forcing.name(),
            turns: match forcing {
                seega_core::Forcing::Forced(turns) => Some(turns),
                _ => None,
            },
        });
        CaptureForcing { horizon: seega_core::CAPTURE_HORIZON, black, white }
    }
}

/// An endgame table's verdict: the winner (`null` for a draw) and the turns to the end
/// (`null` when the win comes on stone count, or for a draw).
#[cfg(feature = "ai")]
#[derive(serde::Serialize, tsify::Tsify)]
#[tsify(missing_as_null)]
pub(crate) struct Verdict {
    #[tsify(type = "Side | null")]
    winner: Option<String>,
    turns: Option<u32>,
}

#[cfg(feature = "ai")]
impl Verdict {
    fn of(verdict: seega_ai::Verdict, mover: seega_core::Side) -> Verdict {
        Verdict { winner: verdict.winner(mover).map(|s| s.to_string()), turns: verdict.turns() }
    }
}

#[cfg(feature = "ai")]
impl Analysis {
    pub(crate) fn of(choice: &seega_ai::Choice, mover: seega_core::Side) -> Analysis {
        Analysis {
            turn: choice.turn.to_string(),
            score: choice.score,
            depth: choice.depth,
            nodes: choice.nodes as f64,
            tablebase: choice.tablebase.map(|v| Verdict::of(v, mover)),
        }
    }
}

/// One of the best turns of `game.aiLines`: its token, value and line.
#[cfg(feature = "ai")]
#[derive(serde::Serialize, tsify::Tsify)]
pub(crate) struct BestLine {
    turn: String,
    score: i32,
    line: Vec<String>,
}

/// The best turns of a position and the search of the position (`game.aiLines`).
#[cfg(feature = "ai")]
#[derive(serde::Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
#[tsify(missing_as_null)]
pub(crate) struct BestTurns {
    lines: Vec<BestLine>,
    #[serde(flatten)]
    #[tsify(type = "Analysis")]
    analysis: Analysis,
}

#[cfg(feature = "ai")]
impl BestTurns {
    pub(crate) fn of(lines: &seega_ai::Lines, mover: seega_core::Side) -> BestTurns {
        BestTurns {
            lines: lines
                .lines
                .iter()
                .map(|l| BestLine {
                    turn: l.turn.to_string(),
                    score: l.score,
                    line: l.line.iter().map(ToString::to_string).collect(),
                })
                .collect(),
            analysis: Analysis::of(&lines.choice, mover),
        }
    }
}

/// `aiLines`'s options: how many turns (1 to 8, 3 by default) and the depth (1 to 64).
#[cfg(feature = "ai")]
pub(crate) fn lines_options(value: &JsValue) -> Result<(usize, u32), ApiError> {
    let shape = "aiLines takes { count?: 1 to 8, depth: 1 to 64 }";
    let (mut count, mut depth) = (3.0, None);
    for (key, number) in entries(value, shape)? {
        let n = number.as_f64().filter(|n| n.fract() == 0.0).ok_or_else(|| ApiError::argument(shape))?;
        match key.as_str() {
            "count" if (1.0..=8.0).contains(&n) => count = n,
            "depth" if (1.0..=64.0).contains(&n) => depth = Some(n),
            _ => return Err(ApiError::argument(shape)),
        }
    }
    let depth = depth.ok_or_else(|| ApiError::argument(shape))?;
    Ok((count as usize, depth as u32))
}

output! {
    /// One completed turn of `game.history()`: its token, who played it, whether it was a turn
    /// again because the other side could not move, what each action did, and its annotation.
    #[tsify(missing_as_null)]
    pub(crate) struct HistoryTurn {
        turn: String => "turn",
        #[tsify(type = "Side")]
        side: &'static str => "side",
        extra: bool => "extra",
        actions: Vec<ActionReport> => "actions",
        captured: Vec<String> => "captured",
        annotation: Option<HistoryAnnotation> => "annotation",
    }
}

impl HistoryTurn {
    pub(crate) fn of(played: &PlayedTurn, annotation: Option<&Annotation>) -> HistoryTurn {
        HistoryTurn {
            turn: played.turn.to_string(),
            side: played.side.name(),
            extra: played.extra,
            actions: played.actions.iter().map(ActionReport::from).collect(),
            captured: cells(played.captured()),
            annotation: annotation.map(HistoryAnnotation::from),
        }
    }
}

output! {
    /// A turn's annotation in `game.history()`: its mark by name, its comment (empty for none)
    /// and its variation's turn tokens.
    #[tsify(missing_as_null)]
    pub(crate) struct HistoryAnnotation {
        #[tsify(type = "Mark | null")]
        mark: Option<&'static str> => "mark",
        comment: String => "comment",
        line: Vec<String> => "line",
    }
}

impl From<&Annotation> for HistoryAnnotation {
    fn from(annotation: &Annotation) -> HistoryAnnotation {
        HistoryAnnotation {
            mark: annotation.mark.map(Mark::name),
            comment: annotation.comment.clone(),
            line: annotation.line.iter().map(ToString::to_string).collect(),
        }
    }
}

#[cfg(feature = "ai")]
/// Reads `annotate`'s note: `mark` (a name or symbol, or null), `comment` and `line` (turn
/// tokens), each optional; any other key, or a value of another type, throws.
pub(crate) fn annotation(value: &JsValue) -> Result<Annotation, ApiError> {
    const SHAPE: &str = "annotate takes an object such as { mark: \"mistake\", comment: \"...\", line: [\"c2-c3\"] }";
    let mut note = Annotation::default();
    for (key, raw) in entries(value, SHAPE)? {
        match key.as_str() {
            "mark" if raw.is_null() => note.mark = None,
            "mark" => {
                let name =
                    raw.as_string().ok_or_else(|| ApiError::argument("a mark is a string such as \"blunder\""))?;
                note.mark = Some(name.parse::<Mark>()?);
            }
            "comment" => note.comment = raw.as_string().ok_or_else(|| ApiError::argument("a comment is a string"))?,
            "line" => {
                let not_tokens = || ApiError::argument("a line is an array of turn tokens such as [\"c2-c3\"]");
                if !Array::is_array(&raw) {
                    return Err(not_tokens());
                }
                let tokens: Array = raw.unchecked_into();
                for token in tokens.iter() {
                    let token = token.as_string().ok_or_else(not_tokens)?;
                    note.line.push(token.trim().parse::<seega_core::Turn>()?);
                }
            }
            _ => return Err(ApiError::argument(format!("unknown annotation key '{key}': use mark, comment or line"))),
        }
    }
    Ok(note)
}

output! {
    /// One rule option of `Game.ruleOptions()`: its name and the values it takes.
    pub(crate) struct RuleOption {
        name: &'static str => "name",
        values: &'static [&'static str] => "values",
    }
}

/// Every rule option, from the core's table.
pub(crate) fn rule_options() -> Vec<RuleOption> {
    RULE_OPTIONS.iter().map(|option| RuleOption { name: option.name, values: option.values() }).collect()
}

/// Each output struct's `ToJs` against serde-wasm-bindgen's JSON-compatible serialiser, which
/// the TypeScript declarations describe: the same JSON, so the same fields, in the same order,
/// `null` (not `undefined`) for none, and plain objects (not `Map`s).
#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test;

    wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

    fn json(value: &JsValue) -> String {
        js_sys::JSON::stringify(value).expect("JSON").as_string().expect("a string")
    }

    fn same<T: ToJs + Serialize>(value: &T) {
        let serde = value.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).expect("serde");
        assert!(!serde.is_undefined());
        assert_eq!(json(&value.to_js()), json(&serde));
    }

    #[wasm_bindgen_test]
    fn every_output_is_what_serde_makes_of_it() {
        same(&rule_options());
        let mut placing = Game::new(Rules::default());
        same(&GameState::of(&placing));
        same(&PlayReport::of(&placing.play_notation("a1").expect("a drop")));
        same(&GameState::of(&placing));

        let board: Board = "...../...../bw.b./..w../w....".parse().expect("a board");
        let mut game = Game::from_movement(Rules::default(), board, Side::Black).expect("a set-up");
        // A capture, which leaves a chain that may go on; then the same as a whole turn.
        let mut chain = game.clone();
        same(&PlayReport::of(&chain.play_notation("d3-c3").expect("a capture")));
        same(&GameState::of(&chain));
        let turn: seega_core::Turn = "d3-c3".parse().expect("a turn");
        same(&PlayReport::of(&game.play_turn(&turn).expect("a whole turn")));
        let note =
            Annotation { mark: Some("mistake".parse().expect("a mark")), comment: "a note".into(), line: Vec::new() };
        game.annotate(0, note).expect("an annotation");
        let history: Vec<HistoryTurn> =
            game.history().iter().enumerate().map(|(i, t)| HistoryTurn::of(t, game.annotation(i))).collect();
        assert!(!history.is_empty());
        same(&history);
        let outcome = game.conclude(Conclusion::Resignation(Side::White)).expect("a resignation");
        same(&Outcome::from(outcome));
        same(&GameState::of(&game));
        same(&PerSide::of(|side| side.name()));
        same(&RulesFacts::of(Preset::Egyptian.rules(seega_core::Size::Seven)));
    }
}
