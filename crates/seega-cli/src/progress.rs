//! Progress of long work on standard error: a bar with a count and an estimate of the time
//! left, or a spinner for work of unknown length. Drawn only on a terminal, so that logs and
//! piped output stay as they were.

use std::time::Duration;

use indicatif::{ProgressBar, ProgressStyle};

/// A bar over `len` steps of `what` ("games", "batches").
pub fn bar(len: u64, what: &str) -> ProgressBar {
    let bar = ProgressBar::new(len);
    if let Ok(style) =
        ProgressStyle::with_template(&format!("{{bar:40}} {{pos}}/{{len}} {what}, {{elapsed}} (about {{eta}} left)"))
    {
        bar.set_style(style);
    }
    bar
}

/// A spinner saying `what` is under way.
pub fn spinner(what: &str) -> ProgressBar {
    let spinner = ProgressBar::new_spinner().with_message(what.to_string());
    spinner.enable_steady_tick(Duration::from_millis(120));
    spinner
}
