// A value a message's preview writes that its body does not: an email's `snippet` "Saturday 28th,
// 10:00 to 13:00 - VENUE CHANGE: Unit 4, Dockside Industrial Estate" over a body that says the
// rehearsal is at the Studio Theatre. A preview is cut from its body by the mail system; a value
// only the preview holds was put there by someone who wrote the preview apart from the body, to
// be read by whoever skims it. Such a value keeps its text's `untrusted` mark, though the person
// pointed at the message (origins.ts reads it as an instruction's value). Only where the record
// holds a body to compare with: a preview alone is the only text there is. Keys are gathered per
// record as each text is read, once, when the result is reported.

/** The fields a mail system fills with a cut of the body. */
const PREVIEW_FIELD = /(?:^|\.)(?:snippet|preview|excerpt)$/i;
/** The fields that hold a message's whole text. */
const BODY_FIELD = /(?:^|\.)(?:body|text|content|html|markdown)$/i;
/** The most keys kept per record and field kind. */
const MAX_KEYS = 4096;

/** The keys of each record's previews and of its bodies, as a result's texts are read. */
export class PreviewDrift {
  private readonly previews = new Map<number, Set<string>>();
  private readonly bodies = new Map<number, Set<string>>();
  /** The field of each record's first preview: where a drifted value was written. */
  private readonly previewFields = new Map<number, string>();

  /** Keeps the keys a text at `path` of `record` gave, where the field is a preview or a body. */
  add(path: string, record: number, keys: Iterable<string>): void {
    const into = PREVIEW_FIELD.test(path) ? this.previews : BODY_FIELD.test(path) ? this.bodies : undefined;
    if (!into) return;
    if (into === this.previews && !this.previewFields.has(record)) this.previewFields.set(record, path);
    const held = into.get(record) ?? into.set(record, new Set()).get(record)!;
    for (const k of keys) {
      if (held.size >= MAX_KEYS) break;
      held.add(k);
    }
  }

  /** The keys a record's preview holds and its body, which the record also holds, does not. */
  drifted(): string[] {
    return [...this.driftedFields().keys()];
  }

  /**
   * Those keys, each with the field of the preview that writes it. A body that gave no key at all
   * disputes nothing: a preview time beside a body that writes no time is the only time there is.
   */
  driftedFields(): Map<string, string> {
    const out = new Map<string, string>();
    for (const [record, keys] of this.previews) {
      const body = this.bodies.get(record);
      if (!body || body.size === 0) continue;
      for (const k of keys) if (!body.has(k) && !out.has(k)) out.set(k, this.previewFields.get(record)!);
    }
    return out;
  }
}
