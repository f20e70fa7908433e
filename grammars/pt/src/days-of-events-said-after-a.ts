// European Portuguese names the day of a thing that happens by its number alone after `a`, with the
// thing as the clause's subject: `a sessão é a 25`, `a consulta fica a 12`, `a reunião passa para a 9`.
// The same `é a 25` after a thing sold is a price (`o quarto é a 25`, `passa a 80`, `7 noites a 25`),
// so the number is read as a day only where (1) the subject is a thing that happens on a day, (2) the
// number closes its clause (a stop, a comma, `e`/`mas`, the turn's end, never a unit or noun after
// it); (3) its month and year are those of a date the turn names elsewhere, or, where it names none,
// the day is the next of its number from the clock. Read as a number, the day would count as no date
// said, and the call's day would be asked as one nobody said.
// Linear: each bare number looks at a bounded window before and after it once.
import { nextDayOfMonth, type Span } from "@toolgate/grammar-kit";

/**
 * Things that happen on a day and are said to be "on" it with `a N` (folded): appointments, meetings,
 * lessons, visits, events. A family of the language's nouns for occasions, not of one turn's words.
 */
const EVENTS = "sessao|consulta|marcacao|reuniao|entrevista|visita|aula|audiencia|cirurgia|operacao|exame|festa|cerimonia|jantar|almoco|entrega|mudanca|viagem|partida|chegada|inauguracao|apresentacao|formacao|vistoria|instalacao";

/**
 * The subject (`a sessão`, `a próxima consulta`, `a sessão de tatuagem`) then its copula or verb of
 * being set (`é`, `fica`, `será`, `passa para`, `fica marcada para`) and `a`, right before the
 * number. Bounded repeats over a bounded window: linear.
 */
const SUBJECT_AND_VERB = new RegExp(
  `(?:^|[^\\p{L}])(?:a|o|na|no)\\s+(?:\\p{L}+\\s+)?(${EVENTS})(?:\\s+(?:de|do|da)\\s+\\p{L}+)?\\s+(?:e|fica|sera|ficou|foi|passa|passou)(?:\\s+(?:marcad[ao]|agendad[ao]|para|pra|pro))*\\s+(?:a|para|pra)\\s+$`,
  "u",
);

/** After the number: its clause ends, with no unit or noun that the number would count or price. */
const CLAUSE_ENDS = /^\s*(?:$|[,.;:!?)]|(?:e|mas|ou)(?![\p{L}\d]))/u;

/** A day of the month written as digits. */
const DAY = /^\d{1,2}$/;

/** How far back the subject and verb are looked for. */
const WINDOW = 70;

/** A bare number said as an event's day: its index among the values, the date it is, and the event (folded). */
export interface EventDay {
  readonly index: number;
  readonly date: string;
  readonly event: string;
}

/**
 * The bare numbers said as an event's day, each with the date it is and the event whose day it is.
 * The month is that of a date the turn names; where it names none (`o concerto era a 14, mas
 * passou`), the day is the next of that number from the clock, as a bare `dia 14` is.
 */
export function daysOfEventsSaidAfterA(folded: string, values: readonly Span[], now: Date): EventDay[] {
  // Cheap gate: each such turn holds `a`, `para` or `pra` right before a number, as the pattern's end does.
  if (!/\s(?:a|para|pra)\s+\d/.test(folded)) return [];
  const dates = values.filter((v) => v.kind === "date" && typeof v.value === "string");
  const out: EventDay[] = [];
  values.forEach((span, i) => {
    if (span.kind !== "number" || !DAY.test(span.text) || Number(span.value) < 1 || Number(span.value) > 31) return;
    const event = SUBJECT_AND_VERB.exec(folded.slice(Math.max(0, span.start - WINDOW), span.start))?.[1];
    if (event === undefined) return;
    if (!CLAUSE_ENDS.test(folded.slice(span.end, span.end + 8))) return;
    const date = dates.length > 0 ? `${monthOfNearestDate(dates, span)}${String(span.value).padStart(2, "0")}` : nextDayOfMonth(Number(span.value), now);
    if (date !== undefined) out.push({ index: i, date, event });
  });
  return out;
}

/** `YYYY-MM-` of the date said nearest before the number, else the first after it. */
function monthOfNearestDate(dates: readonly Span[], span: Span): string {
  let nearest = dates[0]!;
  for (const d of dates) if (d.start < span.start) nearest = d;
  return String(nearest.value).slice(0, 8);
}

/** After a day said with `dia`: it is named as an event's day (`dia 18 é a consulta`). */
const DAY_IS_EVENT = new RegExp(`^\\s+(?:e|fica|sera|foi)\\s+(?:a|o)\\s+(?:\\p{L}+\\s+)?(${EVENTS})(?![\\p{L}])`, "u");

/**
 * The indices of days named as one event's (`dia 18 é a consulta`) in a turn that gives another
 * event its own day after `a` (`a sessão é a 25`, read once by `daysOfEventsSaidAfterA`): the first
 * day is the other thing's, set apart.
 */
export function daysOfOtherEvents(folded: string, values: readonly Span[], eventDays: readonly EventDay[]): number[] {
  const events = new Set(eventDays.map((d) => d.event));
  if (events.size === 0) return [];
  const out: number[] = [];
  values.forEach((span, i) => {
    if (span.kind !== "date" || !span.text.toLowerCase().startsWith("dia")) return;
    const event = DAY_IS_EVENT.exec(folded.slice(span.end, span.end + 40))?.[1];
    if (event !== undefined && !events.has(event)) out.push(i);
  });
  return out;
}
