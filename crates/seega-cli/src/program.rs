//! Another build of `seega`, run as `seega engine` in a process of its own, as a match player
//! (`program=PATH`). The processes are pooled: a game takes one and gives it back, so the
//! program builds its endgame tables once per process, not once per game.

use std::io::{BufRead, BufReader, Write};
use std::process::{ChildStdin, ChildStdout, Command, Stdio};
use std::sync::Mutex;

use seega_core::{Game, Turn};

/// A running `seega engine`, lent to one game: dropping it gives the process back.
pub struct Program(Option<Process>);

struct Process {
    path: String,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

/// Idle processes, for the next game to take. They end with the match: their input closes.
static IDLE: Mutex<Vec<Process>> = Mutex::new(Vec::new());

impl Program {
    /// An idle process of the program at `path` with a new game begun, or a new process.
    pub fn take(path: &str) -> Result<Program, String> {
        let idle = IDLE.lock().ok().and_then(|mut idle| {
            let at = idle.iter().position(|p| p.path == path)?;
            Some(idle.swap_remove(at))
        });
        let mut process = match idle {
            Some(process) => process,
            None => Process::start(path)?,
        };
        process.send("new\n")?;
        Ok(Program(Some(process)))
    }

    /// The program's turn in `game` under `settings` (engine settings such as `time=20`).
    pub fn turn(&mut self, game: &Game, settings: &str) -> Result<Option<Turn>, String> {
        self.0.as_mut().ok_or("no process")?.turn(game, settings)
    }
}

impl Drop for Program {
    fn drop(&mut self) {
        if let (Some(process), Ok(mut idle)) = (self.0.take(), IDLE.lock()) {
            idle.push(process);
        }
    }
}

impl Process {
    fn start(path: &str) -> Result<Process, String> {
        let mut child = Command::new(path)
            .arg("engine")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start {path}: {e}"))?;
        let (Some(input), Some(output)) = (child.stdin.take(), child.stdout.take()) else {
            return Err(format!("no pipes to {path}"));
        };
        Ok(Process { path: path.to_string(), input, output: BufReader::new(output) })
    }

    fn send(&mut self, text: &str) -> Result<(), String> {
        self.input
            .write_all(text.as_bytes())
            .and_then(|()| self.input.flush())
            .map_err(|e| format!("{}: {e}", self.path))
    }

    fn turn(&mut self, game: &Game, settings: &str) -> Result<Option<Turn>, String> {
        self.send(&format!("go {settings}\n{}.\n", game.record()))?;
        let mut reply = String::new();
        self.output.read_line(&mut reply).map_err(|e| format!("{}: {e}", self.path))?;
        match reply.trim() {
            "none" => Ok(None),
            "" => Err(format!("{} stopped answering", self.path)),
            text => match text.strip_prefix("error ") {
                Some(message) => Err(format!("{}: {message}", self.path)),
                None => text.parse().map(Some).map_err(|e| format!("{} answered '{text}': {e}", self.path)),
            },
        }
    }
}
