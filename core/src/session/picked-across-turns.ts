// A turn that picks one of the records the person's turn before it listed, without saying its value
// again (`estorna só o segundo`, `paga a da Ana`, `cancela a última`, `refund the second one`): a
// grammar reads one turn at a time, so the pick is read here, where two turns' readings meet, by
// reading the two as one text, once, when the later turn is given. The values of the earlier turn
// that this joint reading no longer asks for (taken back, or told as the background of the pick: `com
// a Bia na terça, com o Léo na quarta… marca a do Léo`) are the records not picked: they are set apart
// in the earlier turn's reading that a later call is read against, so a call that holds one is asked about.
// A turn that gives no value (`blz, vou ver aqui`) between the list and the pick leaves the list the one picked from.
import type { TurnReading, TurnValue } from "@toolgate/grammar-kit";
import { frozen } from "../check/frozen.js";

/** One turn as the person wrote it, and its reading. */
export interface ReadTurn {
  readonly text: string;
  readonly reading: TurnReading;
}

/**
 * The most characters two turns may hold together to be read as one: a list and a short pick.
 * Longer, the earlier turn is kept as read alone (it costs no more than two turns' reading).
 */
export const JOINT_READ_CHARACTERS = 2_000;

/** The kinds of value a list of records is made of: ids, numbers, sums, days, accounts. */
const LISTED = new Set<TurnValue["kind"]>(["id", "number", "amount", "date", "iban", "email", "phone"]);
/**
 * The kind of value that names a record of its own when a turn gives a new one: an id. A new
 * address or phone says where the pick's message goes (`cancela a última e manda-lhe um email
 * para …`), not another record.
 */
const OWN_RECORD = new Set<TurnValue["kind"]>(["id"]);
/**
 * The kinds of value a pick may give for the record it picks: a sum, a number, a day, the account
 * it is paid to (`reembolsa 20 na última`, `paga a da internet para o PT50 …`).
 */
const PICK_GIVES = new Set<TurnValue["kind"]>(["number", "amount", "date", "iban"]);
/**
 * The longest later turn that gives a new sum, number or day and is still read as a pick: a pick
 * refers back in a few words; a longer turn with values of its own is a request of its own.
 */
export const SHORT_PICK_CHARACTERS = 120;

/**
 * The most turns that give no value of their own a pick may point back past to the list it picks
 * from (`o cliente tem dois pedidos: 3001 (tênis) e 3002 (mochila)`, `blz, vou ver aqui`, then `pode
 * cancelar o da mochila`): an acknowledgement or a word of waiting neither lists nor asks for a
 * record, so the list is still the one the pick speaks of. A few, not a conversation.
 */
export const QUIET_TURNS_PASSED = 3;

/**
 * Of the person's turns before a later one, newest first, the one the later turn may pick a record
 * of: the newest that gives a value, past at most QUIET_TURNS_PASSED read turns that give none.
 * Undefined where none does, or a turn that could not be read stands between (what it says is not known).
 */
export function turnPickedFrom<T extends ReadTurn>(before: readonly T[]): T | undefined {
  for (let i = 0; i < before.length && i <= QUIET_TURNS_PASSED; i++) {
    const turn = before[i]!;
    if (!turn.reading.read) return undefined;
    // A count said without a number (`both kids`) picks no record and lists none.
    if (turn.reading.values.some((v) => v.count !== true)) return turn;
  }
  return undefined;
}

/** A value's kind and normalised value, the key a value is matched by across readings. */
export function keyOf(v: TurnValue): string {
  return `${v.kind}:${String(v.value)}`;
}

/** Whether a value stands in the request: not taken back, not told as background, not a bound. */
function asked(v: TurnValue): boolean {
  return v.superseded !== true && v.background !== true && v.bound !== true;
}

/** A listed value's family: a record's number read bare (`os pedidos 9120 e 9121`: an id, then a number) is one with the ids. */
function listedFamily(v: TurnValue): string {
  return v.kind === "number" && /^\d{3,}$/.test(v.text) ? "id" : v.kind;
}

/** Whether a reading asks for two different values of one listed kind: a list to pick from. */
function listsSeveral(reading: TurnReading): boolean {
  const seen = new Map<string, string>();
  for (const v of reading.values) {
    if (!asked(v) || !LISTED.has(v.kind)) continue;
    const family = listedFamily(v);
    const first = seen.get(family);
    if (first === undefined) seen.set(family, String(v.value));
    else if (first !== String(v.value)) return true;
  }
  return false;
}

/**
 * Whether a reading asks for a record written as a code (`OB-31`, `pedido 6610`). A bare number
 * beside sums (`900, 1200 e 1450 euros`) may be a sum, so it alone does not make the list one of records.
 */
function listsRecords(reading: TurnReading): boolean {
  return reading.values.some((v) => asked(v) && v.kind === "id");
}

/**
 * The earlier turn's reading with the values the later turn leaves out set apart, or undefined
 * where the later turn picks none of them (or the two cannot be read as one). `readJoint` reads a
 * text in the two turns' language.
 */
export function pickedAcrossTurns(earlier: ReadTurn, later: ReadTurn, readJoint: (text: string) => TurnReading): TurnReading | undefined {
  if (!earlier.reading.read || !later.reading.read || earlier.reading.language !== later.reading.language) return undefined;
  if (earlier.text.length + later.text.length + 1 > JOINT_READ_CHARACTERS) return undefined;
  // A later turn that names a record of its own, or gives sums or days of its own at length, makes
  // a request of its own rather than picks one of the list (by its place, its owner or a value the
  // list gave it: `o de 35`); and reading two turns as one costs a second reading of both, which
  // only a pick pays for.
  // Most earlier turns list no records to pick from: that is asked first, before any key is made.
  if (!listsSeveral(earlier.reading)) return undefined;
  const given = new Set(earlier.reading.values.map(keyOf));
  const own = (kinds: ReadonlySet<TurnValue["kind"]>) => later.reading.values.some((v) => asked(v) && kinds.has(v.kind) && !given.has(keyOf(v)));
  // A record of its own names another record only beside a list of records: after a list of sums
  // (`três propostas: 900, 1200 e 1450`, then `aceitamos o último; fatura ao cliente NOI-2`) it is
  // whom the pick is billed to.
  if ((own(OWN_RECORD) && listsRecords(earlier.reading)) || (later.text.length > SHORT_PICK_CHARACTERS && own(PICK_GIVES))) return undefined;
  const joint = readJoint(`${earlier.text}\n${later.text}`);
  if (!joint.read) return undefined;
  // The later turn's own values are its business, and a value the joint reading still asks for somewhere is not left out.
  // A sum the later turn picks by a word told of it (`refund the three nights`, told `three nights at
  // 45, 135 in all`) is the one picked, though the joint reading tells a total as a fact beside the
  // request. Records stay the joint reading's: a pick said again (`no sorry, the other one`) reads them.
  const pick = later.reading.picks;
  const picked = pick === undefined ? [] : earlier.reading.values.filter((v) => (v.kind === "number" || v.kind === "amount") && v.toldAs?.includes(pick) === true);
  const kept = new Set<string>([...later.reading.values.map(keyOf), ...joint.values.filter(asked).map(keyOf), ...picked.map(keyOf)]);
  // Where the joint reading takes some of the list back, those are what the pick leaves: the others
  // it tells as background are the list told as a story before the pick (`o Pedro tem o 6630 e a
  // Rita o 6631`, then `o do Pedro fica, cancela o da Rita`), the picked record among them.
  const left = (v: TurnValue) => !asked(v) && v.bound !== true && !kept.has(keyOf(v));
  const takesBack = joint.values.some((v) => left(v) && v.superseded === true);
  const apart = new Set<string>();
  for (const v of joint.values) if (left(v) && (!takesBack || v.superseded === true)) apart.add(keyOf(v));
  if (apart.size === 0 || !earlier.reading.values.some((v) => asked(v) && apart.has(keyOf(v)))) return undefined;
  const values = earlier.reading.values.map((v) => (asked(v) && apart.has(keyOf(v)) ? { ...v, superseded: true } : v));
  return frozen({ ...earlier.reading, values });
}
