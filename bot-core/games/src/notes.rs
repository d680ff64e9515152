//! The public events of a deal: each game keeps its notes in order, [`crate::game::Words::told`] counts
//! them and [`crate::game::Words::tell`] says those from a number on, one line each.

/// The lines of `notes` from number `from` on, each as `line` says it.
pub(crate) fn tell<N>(notes: &[N], from: usize, line: impl FnMut(&N) -> String) -> Vec<String> {
    notes.iter().skip(from).map(line).collect()
}
