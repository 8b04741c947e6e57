//! Command-line options: `--name value` pairs, the rules they describe, and the rest.

use seega_core::{rule_option, Preset, Rules, Size, RULE_OPTIONS};

/// Parsed arguments: named options in order, and the positional words.
pub struct Args {
    pub named: Vec<(String, String)>,
    pub positional: Vec<String>,
}

impl Args {
    pub fn parse(args: &[String]) -> Result<Args, String> {
        let mut named = Vec::new();
        let mut positional = Vec::new();
        let mut it = args.iter();
        while let Some(arg) = it.next() {
            if let Some(name) = arg.strip_prefix("--") {
                let value = it.next().ok_or_else(|| format!("--{name} needs a value"))?;
                named.push((name.to_string(), value.clone()));
            } else {
                positional.push(arg.clone());
            }
        }
        Ok(Args { named, positional })
    }

    pub fn get(&self, name: &str) -> Option<&str> {
        self.named.iter().rev().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    pub fn number<T: std::str::FromStr>(&self, name: &str, default: T) -> Result<T, String> {
        match self.get(name) {
            None => Ok(default),
            Some(v) => v.parse().map_err(|_| format!("--{name} takes a number, not '{v}'")),
        }
    }

    /// The rules: the preset (classic unless `--preset`) on `--size`, then each rule option
    /// given by name. Names in `extra` are the command's own; anything else is an error.
    pub fn rules(&self, extra: &[&str]) -> Result<Rules, String> {
        let preset: Preset = self.get("preset").unwrap_or("classic").parse().map_err(|e| format!("{e}"))?;
        let size = match self.get("size") {
            None => Size::Five,
            Some(v) => {
                v.parse().ok().and_then(Size::from_len).ok_or_else(|| format!("--size is 5, 7 or 9, not '{v}'"))?
            }
        };
        let mut rules = preset.rules(size);
        for (name, value) in &self.named {
            if name == "preset" || name == "size" || extra.contains(&name.as_str()) {
                continue;
            }
            if rule_option(name).is_none() {
                return Err(format!("unknown option --{name}"));
            }
            rules.set(name, value).map_err(|e| e.to_string())?;
        }
        Ok(rules)
    }
}

/// The rule options and their values, from the engine's table, for `seega help`.
pub fn rule_help() -> String {
    let mut text = String::from("rule options (docs/rules.md):");
    for option in RULE_OPTIONS {
        let values = if option.values().is_empty() { "N".to_string() } else { option.values().join(" | ") };
        text.push_str(&format!("\n  --{} {values}", option.name));
    }
    text
}
