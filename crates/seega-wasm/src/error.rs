//! The errors the API throws: a JavaScript `Error` with the core's English `message` and a
//! stable `code` for a page to translate, plus what the core knows (`action`, `line`,
//! `column`).

use seega_core::{PlayError, RecordError, RulesError, SetupError};
use wasm_bindgen::JsValue;

/// An error on its way to JavaScript.
#[derive(Debug)]
pub struct ApiError {
    code: &'static str,
    message: String,
    action: Option<String>,
    at: Option<(usize, usize)>,
}

impl ApiError {
    fn new(code: &'static str, message: String) -> ApiError {
        ApiError { code, message, action: None, at: None }
    }

    /// A call's argument is not what the method takes (code `argument`).
    pub(crate) fn argument(message: impl Into<String>) -> ApiError {
        ApiError::new("argument", message.into())
    }
}

impl From<PlayError> for ApiError {
    fn from(error: PlayError) -> ApiError {
        let action = match &error {
            PlayError::Illegal { action, .. } => Some(action.to_string()),
            _ => None,
        };
        ApiError { action, ..ApiError::new(error.code(), error.to_string()) }
    }
}

impl From<RulesError> for ApiError {
    fn from(error: RulesError) -> ApiError {
        ApiError::new("rules", error.to_string())
    }
}

impl From<SetupError> for ApiError {
    fn from(error: SetupError) -> ApiError {
        ApiError::new("setup", error.to_string())
    }
}

impl From<RecordError> for ApiError {
    fn from(error: RecordError) -> ApiError {
        ApiError { at: Some((error.line, error.column)), ..ApiError::new("record", error.to_string()) }
    }
}

impl From<seega_core::ParseError> for ApiError {
    fn from(error: seega_core::ParseError) -> ApiError {
        ApiError::new("parse", error.to_string())
    }
}

impl From<ApiError> for JsValue {
    fn from(error: ApiError) -> JsValue {
        let thrown = js_sys::Error::new(&error.message);
        let set = |key: &str, value: JsValue| {
            // Setting a property on a fresh Error object cannot fail.
            let _ = js_sys::Reflect::set(&thrown, &key.into(), &value);
        };
        set("code", error.code.into());
        if let Some(action) = error.action {
            set("action", action.into());
        }
        if let Some((line, column)) = error.at {
            set("line", (line as f64).into());
            set("column", (column as f64).into());
        }
        thrown.into()
    }
}
