// The auxiliaries of the Portuguese pluperfect (`tinha adiantado`, `havíamos pago`), folded: a thing
// done before another, the story a request is told against. One list, read by the sums told as
// facts and by the sums planned before.

/** `tinha`, `havia` and their persons, without accents (`havíamos` folds to `haviamos`). */
export const PLUPERFECT_AUXILIARIES: ReadonlySet<string> = new Set(["tinha", "tinhas", "tinham", "tinhamos", "havia", "haviam", "haviamos"]);
