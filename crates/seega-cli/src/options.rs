//! The options every command that plays takes: the preset, the board size and any rule
//! option over them, as `--rule name=value` (the names and values from the engine's table).

use seega_core::{rule_option, Preset, Rules, Size, RULE_OPTIONS};

/// `--preset`, `--size` and `--rule name=value`.
#[derive(clap::Args, Debug, Clone)]
pub struct RuleArgs {
    /// The rule preset the rules start from.
    #[arg(long, default_value = "classic", value_parser = preset_name)]
    pub preset: String,
    /// The board: 5, 7 or 9 cells a side.
    #[arg(long, default_value_t = 5, value_parser = board_size)]
    pub size: u8,
    /// A rule option over the preset, as NAME=VALUE, such as chain=mandatory; repeat it for
    /// several (`seega --help` lists them).
    #[arg(long = "rule", value_name = "NAME=VALUE", value_parser = rule_setting)]
    pub rules: Vec<(String, String)>,
}

impl RuleArgs {
    /// The rules: the preset on the board, then each `--rule` in order.
    pub fn rules(&self) -> Result<Rules, String> {
        let preset: Preset = self.preset.parse().map_err(|e| format!("{e}"))?;
        let size = Size::from_len(self.size).ok_or_else(|| format!("--size is 5, 7 or 9, not {}", self.size))?;
        let mut rules = preset.rules(size);
        for (name, value) in &self.rules {
            rules.set(name, value).map_err(|e| format!("--rule {name}={value}: {e}"))?;
        }
        Ok(rules)
    }
}

fn board_size(text: &str) -> Result<u8, String> {
    text.parse()
        .ok()
        .filter(|n| Size::from_len(*n).is_some())
        .ok_or_else(|| format!("a board is 5, 7 or 9 cells a side, not '{text}'"))
}

fn preset_name(text: &str) -> Result<String, String> {
    text.parse::<Preset>().map(|p| p.name().to_string()).map_err(|e| {
        let names: Vec<&str> = Preset::ALL.iter().map(|p| p.name()).collect();
        format!("{e} (the presets: {})", names.join(", "))
    })
}

/// A `--rule` argument: an option the engine knows, and a value it takes.
fn rule_setting(text: &str) -> Result<(String, String), String> {
    let (name, value) = text.split_once('=').ok_or("a rule is NAME=VALUE, such as chain=mandatory")?;
    if rule_option(name).is_none() || name == "size" {
        return Err(format!("no rule option is named '{name}' (`seega --help` lists them)"));
    }
    Rules::default().set(name, value).map_err(|e| e.to_string())?;
    Ok((name.to_string(), value.to_string()))
}

/// The rule options and their values, from the engine's table, for the help.
pub fn rule_help() -> String {
    let mut text = String::from("Rule options for --rule NAME=VALUE (docs/rules.md):");
    for option in RULE_OPTIONS.iter().filter(|o| o.name != "size") {
        let values = if option.values().is_empty() { "N".to_string() } else { option.values().join(" | ") };
        text.push_str(&format!("\n  {}={values}", option.name));
    }
    text
}
