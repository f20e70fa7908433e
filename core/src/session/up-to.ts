// A bounded run written so that the ReDoS analyser proves the pattern that holds it.

/**
 * One to `n` of `cls`, written as nested optional steps (`a(?:a(?:a)?)?`): the same words as
 * `cls{1,n}`, greedy as it is, but a bounded count the analyser does not add to its sum of repeat
 * counts. Past a sum of 30 it stops proving a pattern on its automaton and only fuzzes it, and its
 * fuzzing measures a bounded window (or a look-behind tried at every place) as super-linear; under
 * the sum it proves the pattern linear. For a few places only: the source grows with `n`.
 */
export function upTo(cls: string, n: number): string {
  return n <= 1 ? cls : `${cls}(?:${upTo(cls, n - 1)})?`;
}

/**
 * A word of a cue: a run of at most 24 characters cut by blanks and a sentence's stops (`.`, `;`,
 * `!`, `?`), so a gap of such words never reads into the next sentence. One definition for the
 * cues that let a few words of their own sentence stand between their parts.
 */
export const CUE_WORD = upTo(String.raw`[^\s.;!?]`, 24);
