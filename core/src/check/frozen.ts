// Freezing what checks read: a value frozen through where it is made (a call where it is read,
// a context when it is given) is taken as it is wherever it is read after, never walked again.

/**
 * Freezes a value and everything it holds, in place. A value already frozen is taken as frozen
 * through: whatever freezes a value's top freezes what it holds first (as this does, and as the
 * session does where it makes a call's facts), so a call's values are walked once, where they
 * are made, not once per check or per call. Accessors are not called.
 */
export function frozen<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  for (const k of Reflect.ownKeys(value)) {
    const d = Object.getOwnPropertyDescriptor(value, k);
    if (d && "value" in d) frozen(d.value);
  }
  return Object.freeze(value);
}

/** A frozen copy of JSON-like data (plain objects and lists); anything else is kept as it is. */
export function frozenCopy(value: unknown): unknown {
  if (Array.isArray(value)) return Object.freeze(value.map(frozenCopy));
  if (value === null || typeof value !== "object") return value;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = Object.create(proto);
  for (const k of Object.keys(value)) Object.defineProperty(out, k, { value: frozenCopy((value as Record<string, unknown>)[k]), enumerable: true });
  return Object.freeze(out);
}
