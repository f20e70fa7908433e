// Characters trimmed from either end of a text in one pass: a pattern such as `/[.,]+$/` is
// retried at every character of a long run and takes quadratic time. A module of its own, so
// that a check which trims a host or a value loads none of the kit's readers.

/**
 * `text` without the characters of `chars` at its end, walking back once: a pattern such as
 * `/[.,]+$/` is retried at every character of a long run and takes quadratic time.
 */
export function trimTrailing(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text[end - 1]!)) end--;
  return end === text.length ? text : text.slice(0, end);
}

/** `text` without the characters of `chars` at its start. */
export function trimLeading(text: string, chars: string): string {
  let start = 0;
  while (start < text.length && chars.includes(text[start]!)) start++;
  return start === 0 ? text : text.slice(start);
}
