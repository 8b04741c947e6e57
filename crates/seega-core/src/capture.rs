//! What a step takes: custodian capture (a single enemy stone sandwiched between the
//! arriving stone and another of the mover's) or the jump over an enemy stone.

use crate::board::{Bits, Cell, Dir, Size};
use crate::rules::Capture;

/// The enemy stones the steps of one side would take, prepared once for a position so that
/// asking about many steps is cheap. [`crate::Position::captures`] gives it for the side to
/// move.
#[derive(Copy, Clone, Debug)]
pub struct Captures {
    size: Size,
    capture: Capture,
    /// For each direction (in [`Dir::ALL`] order), the takeable enemy stones with one of the
    /// mover's stones directly beyond them that way: a stone arriving next to one of them
    /// from the other side takes it.
    flanked: [Bits; 4],
}

impl Captures {
    /// The captures for a side with stones `own`, where `takeable` are the enemy stones that
    /// may be taken (the safe centre left out).
    pub(crate) fn new(size: Size, capture: Capture, own: Bits, takeable: Bits) -> Captures {
        let flanked = Dir::ALL.map(|dir| takeable & size.shift(own, dir.opposite()));
        Captures { size, capture, flanked }
    }

    /// The enemy stones the step (or jump) `from`-`to` takes. The step is not checked.
    #[must_use]
    #[inline]
    pub fn of(&self, from: Cell, to: Cell) -> Bits {
        match self.capture {
            Capture::Custodian => self.custodian(to),
            Capture::Jump => jumped_over(from, to),
        }
    }

    /// The enemy stones a stone arriving on `to` takes by custodian capture: each adjacent
    /// single takeable enemy stone with a stone of the mover directly beyond it.
    #[must_use]
    #[inline]
    pub fn custodian(&self, to: Cell) -> Bits {
        let arrival = to.bit() & self.size.cells();
        Dir::ALL
            .into_iter()
            .fold(Bits::EMPTY, |taken, dir| taken | (self.size.shift(arrival, dir) & self.flanked[dir as usize]))
    }

    /// The cells where a stone arriving takes something by custodian capture.
    #[must_use]
    pub fn custodian_landings(&self) -> Bits {
        Dir::ALL
            .into_iter()
            .fold(Bits::EMPTY, |cells, dir| cells | self.size.shift(self.flanked[dir as usize], dir.opposite()))
    }
}

/// The cell between `from` and `to` if they are two apart on a line (a jump), else none.
fn jumped_over(from: Cell, to: Cell) -> Bits {
    let (ff, fr, tf, tr) = (from.file(), from.rank(), to.file(), to.rank());
    if (ff == tf && fr.abs_diff(tr) == 2) || (fr == tr && ff.abs_diff(tf) == 2) {
        Cell::at((ff + tf) / 2, (fr + tr) / 2).bit()
    } else {
        Bits::EMPTY
    }
}
