// What kind of value each argument of a tool takes, and when an argument's value and a value read
// in a turn are the same. The four checks of what was said (grounded, s1_veto, s2_veto,
// confirm_read) read arguments through this one file, so they agree on what an argument is.
import { idCompact, numberKey, parseLooseNumber, turnValueKeys, valueKeys, type CompiledTool } from "@toolgate/core";
import type { TurnValue, ValueKind } from "@toolgate/grammar-kit";
import { trimTrailing } from "@toolgate/grammar-kit/trim";

/** The kind of value an argument takes; `text` is free text, `choice` an enum, `flag` a boolean. */
export type Slot = "number" | "id" | "date" | "email" | "url" | "host" | "phone" | "iban" | "channel" | "handle" | "name" | "text" | "choice" | "flag";

interface SlotRule {
  pattern: RegExp;
  slot: Slot;
  reason: string;
}

/** Argument names and the slot each says, tried in order on the name in lower snake case. */
const NAME_RULES: SlotRule[] = [
  { pattern: /(^|_)(iban|bank_account|account_number)$/, slot: "iban", reason: "a bank account" },
  { pattern: /(^|_)(phone|mobile|tel|telephone|msisdn|cell|sms)(_number)?$/, slot: "phone", reason: "a phone number" },
  { pattern: /(^|_)(channel|channels|room)(_id|_name)?$/, slot: "channel", reason: "a chat channel" },
  { pattern: /(^|_)(handle|username)$/, slot: "handle", reason: "an @handle" },
  { pattern: /(^|_)(email|emails|to|recipient|recipients|cc|bcc|reply_to)$/, slot: "email", reason: "an address to send to" },
  { pattern: /(^|_)(url|uri|link|webhook|endpoint)$/, slot: "url", reason: "a URL" },
  { pattern: /(^|_)(host|hostname|domain)$/, slot: "host", reason: "a host" },
  { pattern: /(^|_)(date|day|due|deadline|when|on)$|_date$|^date_/, slot: "date", reason: "a day" },
  { pattern: /(^|_)(amount|total|price|sum|fee|cost|value|quantity|qty|count|percent)$/, slot: "number", reason: "a number" },
  { pattern: /(^|_)(id|ids|number|no|ref|reference|code|sku|key)$/, slot: "id", reason: "an identifier" },
  { pattern: /(^|_)(with|name|person|attendee|attendees|contact|customer_name|assignee)$/, slot: "name", reason: "a person" },
];

/** The kinds of value read in a turn that an argument of each slot may hold. */
export const ACCEPTS: Record<Slot, readonly ValueKind[]> = {
  number: ["amount", "number"],
  id: ["id", "number"],
  date: ["date"],
  email: ["email"],
  url: ["url", "host"],
  host: ["host", "url"],
  phone: ["phone"],
  iban: ["iban"],
  channel: ["channel", "handle"],
  handle: ["handle"],
  name: ["name"],
  text: ["quoted"],
  choice: [],
  flag: [],
};

/** An argument's name in snake case, lower-cased: `eventTitle` and `event-title` as `event_title`. */
export function snake(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").replace(/[-\s]+/g, "_").toLowerCase();
}

/** The slot of one argument, from its schema first (type, format, enum) and its name otherwise. */
export function slotOf(name: string, schema: Record<string, unknown> | undefined): Slot {
  const s = schema ?? {};
  if (Array.isArray(s.enum) || s.const !== undefined) return "choice";
  if (s.type === "boolean") return "flag";
  if (s.type === "number" || s.type === "integer") return "number";
  switch (s.format) {
    case "email":
    case "idn-email":
      return "email";
    case "uri":
    case "url":
    case "iri":
      return "url";
    case "hostname":
    case "idn-hostname":
      return "host";
    case "date":
    case "date-time":
      return "date";
  }
  const n = snake(name);
  for (const rule of NAME_RULES) if (rule.pattern.test(n)) return rule.slot;
  return "text";
}

/**
 * The slots of the arguments each tool declares, worked out once per compiled tool (a client's
 * catalogue holds its tools for its life), not again by each check of each call.
 */
const declared = new WeakMap<CompiledTool, ReadonlyMap<string, Slot>>();
const NO_SLOTS: ReadonlyMap<string, Slot> = new Map();

function declaredSlots(tool: CompiledTool | undefined): ReadonlyMap<string, Slot> {
  if (!tool) return NO_SLOTS;
  let slots = declared.get(tool);
  if (!slots) {
    const props = (tool.spec.arguments as { properties?: Record<string, Record<string, unknown>> } | undefined)?.properties ?? {};
    const made = new Map<string, Slot>();
    for (const [name, schema] of Object.entries(props)) made.set(name, slotOf(name, schema));
    declared.set(tool, (slots = made));
  }
  return slots;
}

/**
 * The slot of every argument the tool declares, and of any the call gives beyond them. A call that
 * gives only declared arguments (most do) reads the tool's own table, not a copy of it.
 */
export function slotsOf(tool: CompiledTool | undefined, args: Readonly<Record<string, unknown>>): ReadonlyMap<string, Slot> {
  const known = declaredSlots(tool);
  let slots: Map<string, Slot> | undefined;
  for (const name of Object.keys(args)) {
    if (known.has(name) || slots?.has(name)) continue;
    (slots ??= new Map<string, Slot>(known)).set(name, slotOf(name, undefined));
  }
  return slots ?? known;
}

/** The digits of a text, in order: `(212) 555-0147` → `2125550147`. */
export function digits(s: string): string {
  return s.replace(/\D+/g, "");
}

function channelName(s: string): string {
  return s.trim().replace(/^[#@]/, "").toLowerCase().replace(/[\s_-]+/g, "-");
}

/**
 * Texts folded lately: a check compares each value of the call with each value of the turn in
 * several readings (crossed, background, cards, other things), and a session's values come back
 * call after call. Bounded: emptied when full.
 */
const FOLDED = new Map<string, string>();
const FOLDED_MAX = 4096;

/** A text lower case, without accents, its spaces single: what words are compared on. */
export function folded(s: string): string {
  let f = FOLDED.get(s);
  if (f === undefined) {
    f = s.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
    if (FOLDED.size >= FOLDED_MAX) FOLDED.clear();
    FOLDED.set(s, f);
  }
  return f;
}

/** The comparable form of a text in a slot: what a turn's reading and a call's value meet on. */
export function normalise(slot: Slot | ValueKind, text: string): string {
  switch (slot) {
    case "phone":
      return digits(text);
    case "iban":
      // An account is the same however it is grouped: `PT50 0002 …`, a CPF key `123.456.789-09`,
      // a CNPJ key `12.345.678/0001-90`; an email given as the key keeps its dots.
      return text.replace(text.includes("@") ? /\s+/g : /[\s./-]+/g, "").toUpperCase();
    case "channel":
    case "handle":
      return channelName(text);
    case "date":
      return text.trim().slice(0, 10);
    case "url":
    case "host":
      // Trailing slashes taken off by one pass from the end: `\/+$` tried every start of a run of them.
      return trimTrailing(text.trim().toLowerCase().replace(/^[a-z][a-z0-9+.-]*:\/\//, "").replace(/^www\./, ""), "/");
    default:
      return folded(text);
  }
}

/**
 * True when a call's value (a leaf) and a value read in a turn are the same, in a slot. `forRead`:
 * the call is a read, where a weekday said alone may be the week before or after.
 */
export function sameValue(slot: Slot, call: unknown, read: TurnValue, forRead = false): boolean {
  if (typeof call === "number" || typeof read.value === "number") {
    const keys = new Set(valueKeys(call));
    if (turnValueKeys(read).some((k) => keys.has(k))) return true;
    if (typeof call !== "string") return false;
  }
  if (typeof call !== "string") return false;
  const want = normalise(read.kind === "host" || read.kind === "url" ? "url" : slot, String(read.value));
  const got = normalise(read.kind === "host" || read.kind === "url" ? "url" : slot, call);
  if (want === "" || got === "") return false;
  switch (slot) {
    case "phone": {
      // A number with and without its country code: the shorter ends the longer.
      // A national number may keep its trunk `0` (`07700 900314` for `+44 7700 900314`).
      const [short, long] = want.length <= got.length ? [want, got] : [got, want];
      const national = short.startsWith("0") && !long.startsWith("0") ? short.slice(1) : short;
      return national.length >= 7 && (long.endsWith(short) || long.endsWith(national));
    }
    case "url":
    case "host":
      return got === want || got.startsWith(`${want}/`) || want.startsWith(`${got}/`);
    case "date":
      // A day said without its year (`12 January`, `3/4`) is that day of whichever year the call
      // needs: a reader may place it in the past, where the agent books the next one.
      // On a read, a weekday said alone (`since Monday`, `na sexta`) is that weekday of the week
      // before or after the one a reader chose: `since` looks back where a reader looks ahead. A
      // write is still asked: which week a booking or a payment falls in is the person's to say.
      return got === want || (yearless(read) && DAY.test(got) && DAY.test(want) && got.slice(4) === want.slice(4)) || (forRead && bareWeekday(read) && DAY.test(got) && DAY.test(want) && Math.abs(Date.parse(got) - Date.parse(want)) === WEEK);
    case "name":
      return got.includes(want) || want.includes(got);
    case "text":
      return got.includes(want);
    case "id": {
      const n = parseLooseNumber(call);
      if (n !== undefined && typeof read.value === "string" && parseLooseNumber(read.value) === n) return true;
      // `ORD 4471`, `ORD-4471` and `ORD4471` are one id: people type the separators or leave them out.
      return idCompact(got.replace(/^#/, "")) === idCompact(want.replace(/^#/, "")) || idSaidWithItsWord(call, read);
    }
    default:
      return got === want;
  }
}

/** The slots a contact or an account is reached by: one of them picked from a list is where the call must go. */
const REACHED_BY: ReadonlySet<Slot> = new Set(["phone", "email", "iban"]);

/**
 * Whether an argument's value is another contact or account than the one (or the run) picked: for a
 * phone, an address or an account, any value but the picked one, said by anybody or not (`11 97456-1002`
 * for the picked `11 97456-1020`). A picked record is asked of the same way (picked-earlier.ts): the
 * pick says which one the person means, and a number nobody said near it is a slip grounding may not see.
 */
export function anotherThanPicked(slot: Slot, call: unknown, picked: TurnValue | readonly TurnValue[], others: readonly TurnValue[]): boolean {
  const own = Array.isArray(picked) ? picked : [picked as TurnValue];
  if (own.some((v) => sameValue(slot, call, v))) return false;
  return (REACHED_BY.has(slot) && own.some((v) => ACCEPTS[slot].includes(v.kind))) || others.some((v) => sameValue(slot, call, v));
}

/** An id of letters then digits: `ORD-4471`, `CUST_5520`, `inv 77`; the letters, then the rest. */
const LETTERED_ID = /^([a-z]{1,8})[-_ ]?(\d[\w/-]{0,40})$/i;

/** The word a turn said before an id's digits: `order` in `order 4471`, `order #4471`, `order no. 4471`. */
const ID_WORD = /^\s*([a-z]{2,16})\b/i;

/**
 * True when a call's id is the digits a turn read as an id after a word its letters cut short
 * (`ORD-4471` for `order 4471`, `CUST-5520` for `customer 5520`, `TKT-5120` for `ticket 5120`,
 * `ORDER-4471` for `order 4471`): the letters are the word the person said, in any language.
 */
export function idSaidWithItsWord(call: string, read: TurnValue): boolean {
  if (read.kind !== "id" || typeof read.value !== "string") return false;
  const m = LETTERED_ID.exec(call.trim());
  if (!m || folded(m[2] ?? "") !== folded(read.value)) return false;
  const word = ID_WORD.exec(read.text)?.[1];
  return word !== undefined && abbreviates(folded(m[1] ?? ""), folded(word));
}

/** True when `letters` cut `word` short, its first letter first and the rest in order: `ord`, `cust`, `tkt`, `acct`. */
export function abbreviates(letters: string, word: string): boolean {
  if (letters === "" || letters[0] !== word[0]) return false;
  let at = 0;
  for (const c of letters) {
    at = word.indexOf(c, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Words of an argument's name that make it the first day of a window a read looks in (`since`, `from_date`, `start`). */
const LOWER_BOUND = /(?:^|_)(?:since|from|after|start|begin|earliest|min)(?:_|$)/;
/** Words of an argument's name that make it the last day of a window a read looks in (`until`, `to_date`, `end`). */
const UPPER_BOUND = /(?:^|_)(?:until|till|to|before|end|latest|max)(?:_|$)/;

/**
 * True when a read's date argument is one end of the window it looks in, and that window takes in
 * the day said: `since: 2026-11-16` takes in `today`, `until: 2026-12-31` takes in `Friday`. A
 * read that looks wider than the day said still finds what the person asked about; the day said
 * may be another step's (`the rate today`) or read in the wrong week (`o jantar de sábado`).
 */
export function windowHolds(name: string, call: unknown, said: TurnValue): boolean {
  if (typeof call !== "string" || typeof said.value !== "string") return false;
  const got = call.trim().slice(0, 10);
  const want = said.value.trim().slice(0, 10);
  if (!DAY.test(got) || !DAY.test(want)) return false;
  const n = snake(name);
  if (LOWER_BOUND.test(n) && !UPPER_BOUND.test(n)) return got <= want;
  if (UPPER_BOUND.test(n) && !LOWER_BOUND.test(n)) return got >= want;
  return false;
}

const WEEK = 7 * 24 * 3600 * 1000;

/** A weekday's name and nothing that says which week (`Monday`, `sexta-feira`; not `next Monday`, `last Friday`, `Monday 30 November`). */
const WEEKDAY = /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:segunda|ter[cç]a|quarta|quinta|sexta)(?:-feira)?|s[aá]bado|domingo)$/iu;

function bareWeekday(read: TurnValue): boolean {
  return WEEKDAY.test(read.text.trim());
}

/** A date written with a day and no year: `12 January`, `Jan 12`, `12/01`; not a weekday or `tomorrow`, whose year is never in doubt. */
function yearless(read: TurnValue): boolean {
  return /\d/.test(read.text) && !/\b\d{4}\b|'\d{2}\b/.test(read.text);
}

/** Every leaf of an argument value, with the path to it. */
export function leaves(value: unknown, path: string, out: Array<{ path: string; value: unknown }> = []): Array<{ path: string; value: unknown }> {
  if (Array.isArray(value)) value.forEach((v, i) => leaves(v, `${path}/${i}`, out));
  else if (value !== null && typeof value === "object") for (const [k, v] of Object.entries(value)) leaves(v, `${path}/${k}`, out);
  else out.push({ path, value });
  return out;
}

/** True when some argument's text holds a value read in a turn (`4411` in a note's text). */
export function mentioned(args: Readonly<Record<string, unknown>>, read: TurnValue, wholes?: ReadonlySet<string>): boolean {
  const want = folded(String(read.value));
  const raw = folded(read.text);
  if (want === "") return false;
  for (const { value } of leaves(args, "")) {
    if (typeof value === "number" && typeof read.value === "number" && numberKey(value) === numberKey(read.value)) return true;
    if (typeof value !== "string") continue;
    const got = folded(value);
    if (holds(got, want, wholes) || (raw !== "" && holds(got, raw, wholes))) return true;
  }
  return false;
}

/** The shortest run of digits read as an account or a phone number, not as numbers one may quote. */
const ACCOUNT_DIGITS = 9;

/**
 * True when `part` stands in `whole`, except inside a longer run of digits that is an account's
 * (an IBAN `PT50000200000012345678902`, a phone `5511987654390`), a number inside an id of digits
 * alone (`5` of `refund 5` is not the order `2250`'s), or, given `wholes`, inside a value the turn
 * gives whole (`devolve 40 no pedido 2040` holds no 40 in the id 2040). `90` is still in `ORD-1290`
 * where the turn never says 1290. One scan of `indexOf` per value.
 */
function holds(whole: string, part: string, wholes?: ReadonlySet<string>): boolean {
  for (let at = whole.indexOf(part); at !== -1; at = whole.indexOf(part, at + 1)) {
    let from = at;
    let to = at + part.length;
    if (/\d/.test(part[0] ?? "")) while (from > 0 && /\d/.test(whole[from - 1]!)) from--;
    if (/\d/.test(part[part.length - 1] ?? "")) while (to < whole.length && /\d/.test(whole[to]!)) to++;
    const run = whole.slice(from, to);
    if (to - from - part.length > 0 && /^\d+$/.test(run) && (to - from >= ACCOUNT_DIGITS || (/^\d+$/.test(part) && /^\d+$/.test(whole)) || wholes?.has(run) === true)) continue;
    return true;
  }
  return false;
}

/** The digits of each value a turn gives, for `mentioned`'s `wholes`: `2040` of the id `2040`, `3030` of `PED-3030`. */
export function digitsOfValues(values: readonly TurnValue[]): Set<string> {
  const out = new Set<string>();
  for (const v of values) {
    const digits = String(v.value).replace(/\D+/g, "");
    if (digits !== "") out.add(digits);
  }
  return out;
}

/** The letters an id starts with (`card` of `card_5501`, `inv` of `INV-2024-17`, none of `8121`), lower case: ids of one kind share them. */
export function idPrefix(id: string): string {
  return (/^[\p{L}]+/u.exec(id.trim())?.[0] ?? "").toLowerCase();
}

/** What the person said, as they wrote it where that is clearer: `$40`, `tomorrow (2026-03-03)`, `A1`. */
export function shown(v: TurnValue): string {
  if (v.kind === "amount" || v.kind === "number") return v.text;
  if (v.kind === "date") return v.text === v.value ? v.text : `${v.text} (${v.value})`;
  return String(v.value);
}
