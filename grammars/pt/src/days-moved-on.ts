// A day moved to another, said in the present or the future: `a aula de surf de amanhã passa para
// sábado`, `a reunião de terça muda pra quinta`, `a entrega de sexta fica para segunda`, `a consulta
// do dia 3 vai passar para o dia 5`. The first day is the thing's old day, what it is known by; the
// day after the verb is the one asked. The past (`passou pro`) is read by daysCalledOff; this reads
// the same build with the verb as a plan or a decision, the old day taken back where the new follows.
import type { Span } from "@toolgate/grammar-kit";

/**
 * Right after a day: a verb of moving in the present or the future, then `para`/`pra` and an article at
 * most (`passa para`, `muda pra o`, `fica para`, `vai passar para`, `é adiada para`, `vai ser remarcada
 * pra`). Folded text. Linear: anchored, each part a choice among fixed words apart by blanks.
 */
const MOVED_ON_TO = /^\s*(?:,\s*)?(?:(?:mas|e|so\s+que|agora)\s+)?(?:(?:vai|vao|vamos)\s+(?:passar|mudar|ficar)|passa|passam|muda|mudam|fica|ficam|(?:e|sao|vai\s+ser|vao\s+ser)\s+(?:adiad|remarcad|transferid|passad|mudad)[oa]s?)\s+(?:pro|pra|para|p\/)(?:\s+(?:o|a))?(?![\p{L}])/u;

/** The most characters read after a day, and the most between the words of moving and the new day. */
const REACH = 48;
const GAP = 2;

/** Days moved on to the day said right after the words of moving; none unless a day the turn asks stays. */
export function daysMovedOn(folded: string, values: readonly Span[]): Set<Span> {
  const off = new Set<Span>();
  values.forEach((v, i) => {
    if (v.kind !== "date") return;
    const moved = MOVED_ON_TO.exec(folded.slice(v.end, v.end + REACH));
    const next = values[i + 1];
    if (moved !== null && next?.kind === "date" && next.start - (v.end + moved[0].length) <= GAP) off.add(v);
  });
  if (off.size === 0) return off;
  return values.some((v) => v.kind === "date" && !off.has(v)) ? off : new Set();
}
