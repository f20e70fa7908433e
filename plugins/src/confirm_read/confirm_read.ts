// Stage said: the call read against the person's latest turn, its values as typed, and a write's
// or a send's other values against the earlier turn that gave them (earlier-turns.ts). Where the
// turn gives a value for an argument and the call gives another, or leaves the argument out, the
// person is shown both and asked. The call is never changed.
import { defineCheck, note, pass, type CompiledTool, type Verdict as CheckVerdict, type OriginVerdict } from "@toolgate/core";
import { type Grammar, type TurnReading, type TurnValue } from "@toolgate/grammar-kit";
import { changedInText, LENGTH_CHANGE_READ } from "./changed-in-text.js";
import { givenEarlier } from "./earlier-turns.js";
import { heldByPick, pickedEarlier, pickedElsewhere, pickedSumCarried } from "./picked-earlier.js";
import { recordsNamedByTheirValues } from "./records-named-by-their-values.js";
import { isSum } from "./sums.js";
import { heldAsCountedUnits, unitPricesHeld } from "./unit-prices.js";
import { placeNamedAgain, withoutPlaceNames } from "./places-named-again.js";
import { heldByPlace, pickedByPlace, placedElsewhere } from "./picked-by-place.js";
import { lowerNameWords, saysAct, termOf, toolSaysAct } from "./name-acts.js";
import { lookedUpInstead } from "./looked-up-instead.js";
import { abbreviates, ACCEPTS, digitsOfValues, idPrefix, leaves, mentioned, normalise, sameValue, shown, slotsOf, windowHolds, type Slot } from "./slots.js";

interface Read {
  argument: string;
  said: string;
  call?: unknown;
}

export default defineCheck({
  meta: {
    id: "confirm_read",
    title: "Confirm read",
    simply:
      "The call is read against the turn, its values as typed. Where the turn gives a value the call lacks, or a different one, the person is shown both and asked. A write's or a send's value the latest turn leaves to an earlier one (`yes, go ahead`, `do it for 40 instead`) is read against the newest earlier turn that gives it for this act. Whether or not anybody said the call's value, a different one is asked about the same way in the latest turn and in an earlier one; where nobody said it, grounding asks too, and the person sees both in one question. The call is never changed.",
    catches: "A call whose values differ from what the person said.",
    cannotCatch: "A value the person never said for an argument no turn gives a value: grounding asks about that.",
    stops: "asked by default; refused in strict mode",
    reads: ["turns", "origins", "catalogue"],
    switchable: true,
    modes: true,
    reasons: ["confirm_read"],
    examples: {
      allowed: [{ tool: "refund_card", arguments: { order_id: "A1", amount: 20 }, turns: ["refund 20 on order A1"] }],
      stopped: [{ tool: "refund_card", arguments: { order_id: "A2", amount: 20 }, turns: ["refund 20 on order A1"] }],
    },
  },
  run(ctx) {
    const said = ctx.turns.latest;
    if (!said || !ctx.turns.read) return pass();
    // A count said without a number (`both kids`, `Leo and Mia`) is how many things there are, the
    // value of no argument: the turn is read without it, and one that gives only counts points back.
    // A number that names a place an earlier turn priced by it (`fature o 14` after `180 o 14`) is
    // the place's name, no value of the call either: the call's sum is read against that place's price.
    const named = ctx.kind === "read" ? undefined : placeNamedAgain(said, ctx.turns.earlier);
    const counted = said.values.some((v) => v.count === true) || named !== undefined ? { ...said, values: withoutPlaceNames(said.values, named).filter((v) => v.count !== true) } : said;
    // A write of an act the turn never names, where the turn asks to send a message: the turn's
    // small numbers and days are the message's (`avisa no #pelada-terça que o campo 2 tá
    // interditado`, `posta que sexta precisamos de mais quatro pessoas`), given to no argument of
    // this call; grounding asks about the values nobody said. Records and sums stay: `avisa no
    // #estoque que o 7504 acabou` with a note on 7505 is still read.
    // A turn that asks only a send, the call a write of another act: where the message tells of the
    // call's thing and moves its day (`his appointment moves to Friday`), the turn still asks only the send.
    const sendOnly = ctx.kind === "write" && ctx.turns.earlier.length === 0 && onlySendsAnotherAct(counted, ctx.call.tool, ctx.grammar, true);
    const messageOnly = sendOnly && !ctx.turns.namesAct(ctx.call.tool) && onlySendsAnotherAct(counted, ctx.call.tool, ctx.grammar) && !holdsAnyOf(slotsOf(ctx.tool, ctx.call.arguments), ctx.call.arguments, counted.values);
    const latest = messageOnly ? { ...counted, values: counted.values.filter((v) => !ofTheMessage(v)) } : counted;
    // A turn that only sends, whose every act is a share: what it sends is a thing it names (read below, per id argument).
    const shareOnlyTurn = messageOnly && sharesOnly(latest, ctx.grammar);
    const isRead = ctx.kind === "read";
    // A turn that gives no value (`yes, go ahead`) is read against nothing on a read; a write or a
    // send is read against the values the person gave in earlier turns.
    if (latest.values.length === 0 && (isRead || ctx.turns.earlier.length === 0)) return pass();
    const args = ctx.call.arguments;
    const slots = slotsOf(ctx.tool, args);
    // What the turn picks from an earlier list (`the dearer one`, `a da pomada`): found once, asked of by three reads below.
    // A place named again by the number an earlier turn priced it by (`fature o 14`) is such a pick, of its price.
    const pick = isRead ? undefined : (pickedEarlier(latest, ctx.turns.earlier, said.values, ctx.kind === "send") ?? named?.pick);
    // The latest turn as a pick reads it: the numbers that name a priced place are names, no sums of the turn.
    const picking = named === undefined ? said : { ...said, values: withoutPlaceNames(said.values, named) };
    // What the turn picks from an earlier list by its place (`the middle one`, `the later of the two`): each kind of value of that list at the place.
    const placed = isRead ? undefined : pickedByPlace(latest, ctx.turns.earlier);
    // An earlier turn's value the call holds the picked one in place of is no question (picked-earlier.ts, picked-by-place.ts).
    // So is one the call worked out of the turn's count of units and a price of one told before (unit-prices.ts).
    const answered = (r: Read) => heldByPick(pick, ctx.turns.earlier, slots, r) || heldByPlace(placed, slots, r) || heldAsCountedUnits(said, ctx.turns.earlier, slots, r);
    // The values of earlier turns for the arguments the latest turn leaves to them; never on a read.
    const earlier = (asked: readonly Read[]): Read[] =>
      isRead ? [] : givenEarlier({ tool: ctx.call.tool, grammar: ctx.grammar, catalogue: ctx.catalogue, slots, args, latest: latest.values, earlier: ctx.turns.earlier, asked: new Set(asked.map((r) => r.argument)) });
    // A value the turn itself takes back (`refund 45… actually 40`, `not 7070`) is not what the
    // person asks for: a call that holds it is read against the rest.
    const values = latest.values.filter((v) => v.superseded !== true);
    if (values.length === 0) {
      // `cancela tudo menos o 5313` with 5313: the one id the turn gives is set apart.
      // `estorna a da pomada`: a record picked by a word an earlier turn's list told of it.
      const held = isRead ? [] : [...takenBackHeld(slots, args, latest.values), ...pickedElsewhere(pick, slots, args, { latest: picking, earlier: ctx.turns.earlier }), ...pickedSumCarried(latest, pick, ctx.turns.earlier, slots, args), ...placedElsewhere(placed, slots, args), ...unitPricesHeld(said, ctx.turns.earlier, slots, args)];
      return answer([...held, ...earlier(held).filter((r) => !answered(r))]);
    }

    // Which turn values some argument of the call already holds, in its own slot.
    const used = new Set<TurnValue>();
    // The call's values as text: a turn's value said of one of them (`of`) is said of this call's record.
    const held = new Set(leaves(args, "").map((l) => String(l.value)));
    for (const [name, slot] of slots) {
      for (const { value } of leaves(args[name], "")) {
        for (const v of values) if (ACCEPTS[slot].includes(v.kind) && sameValue(slot, value, v)) used.add(v);
      }
    }

    // A number said inside the digits of another value the turn gives is not held by the argument that holds that value.
    // Read only for a write or send (a read is asked only where tiedToRead says so).
    const wholes = isRead ? undefined : digitsOfValues(latest.values);
    const read: Read[] = [];
    // The act of the turn this call is, where the turn gives each act its own values; never on a read.
    const act = isRead ? undefined : callAct(ctx.call.tool, ctx.grammar, values);
    for (const [name, slot] of slots) {
      // A number written as a sum is (`1,200`, `18.50`) is no id: `wire 1,200 … and note it` names no order;
      // nor is a number the grammar gives to a record (`35 no primeiro`): it is that record's sum.
      const accepted = values.filter((v) => ACCEPTS[slot].includes(v.kind) && !(slot === "id" && v.kind === "number" && (WRITTEN_AS_SUM.test(v.text) || v.of !== undefined)));
      if (accepted.length === 0) continue;
      const given = name in args ? leaves(args[name], "") : [];
      // What an id's word says it is of for this argument (`saidAsFor`), made once per argument when first needed.
      let saidAsMade: { of: ReturnType<typeof saidAsFor> } | undefined;
      const saidAsOf = () => (saidAsMade ??= { of: saidAsFor(ctx.call.tool, ctx.grammar, name) }).of;
      if (isRead) {
        // Reads stay quiet: a multi-step request gives its quoted texts, its other values and
        // the arguments a lookup leaves out to other steps. A read is asked only where the turn
        // clearly gives this very argument another value (see tiedToRead).
        const window = [...slots].filter(([n, sl]) => sl === slot && n in args).length > 1;
        const other = window ? undefined : tiedToRead(slot, given, values, used, args, name);
        // An address the turn names as where something goes (`forward it to tomas@…`, `invite
        // Pedro (pedro@…)`) is a later step's recipient, not the sender a search filters on; in a
        // turn that asks to send, the place it names (`post the figure in #film-soc`) is the
        // send's, not the channel a read looks in.
        if (other && (ctx.tool?.filterArgs.has(name) === true || sends(latest)) && latest.destinations.some((d) => d.value === String(other.said.value))) continue;
        // A lookup of what an earlier result returned (the id a search gave) follows the data,
        // not the turn: the session found the value there (origins worked out, or given and verified).
        if (other && !followsData(ctx.origins[name])) read.push({ argument: name, said: shown(other.said), call: other.call });
        // `look up order CH-118, then refund 40 on CH-119` read with CH-119: the turn ties the look-up to CH-118.
        const instead = other || window ? undefined : lookedUpInstead(slot, given, values, (v) => !used.has(v) && !mentioned(withoutArgument(args, name), v));
        if (instead && !followsData(ctx.origins[name])) read.push({ argument: name, ...instead });
        continue;
      }
      if (slot === "text") {
        // A quoted string is a text the person wants as written: some argument must hold it. Where
        // the turn gives each act its own values, a quoted string of another act is that act's
        // (`email ana@… "it's done" and note on 4491 that it's closed`, the note).
        // On a send, a quoted string of an act that sends nothing (`remind me …, just 'reset the wall', and
        // give Jess a shout`) is that act's text (a reminder's, a note's), not the message's.
        // On a write of another act in a turn that only asks to send, a quoted string is the message's
        // (`📧 to raj@… — motion is 'ban homework'` with a note): the turn asks for no text of this act.
        const othersText = (q: TurnValue) => sendOnly || (ctx.kind === "send" && q.act !== undefined && !sendsBy(q.act, ctx.call.tool, latest, ctx.grammar));
        for (const q of accepted) if ((act === undefined || q.act === undefined || q.act === act) && !othersText(q) && !mentioned(args, q)) read.push({ argument: name, said: String(q.value), call: args[name] });
        continue;
      }
      // The turn's values for this slot that no other argument took: `refund 20 on A1` gives A1
      // to order_id and 20 to amount, never 20 to order_id.
      const open = accepted.filter((v) => !used.has(v) && !mentioned(withoutArgument(args, name), v, wholes));
      if (given.length === 0) {
        // A label the call may leave out (a transfer's `reference`) is read only from an id said
        // with its name (`reference RENT-MAR`, `ref 77`), never from a loose one: in a turn of
        // several steps that id is another step's (`… and note it on job 12`). An id that names
        // what the call acts on (a note's `order_id`) is read as before.
        // Where the turn gives each act its own values, a value of another act is not this call's.
        // A value told of the story (`partiram dois copos`, `pagou 120 ontem`) is given to no argument the call leaves out.
        // A send-only turn's day is the message's (`avisa que a reunião é sábado`): no argument a write of
        // another act leaves out is given it. A day the call does give is still read against it.
        // Nor is a send-only turn's name (`buzz Mr Eze on … that his review is tomorrow`): the person
        // the message goes to or tells of, never whom a meeting of another act is with, whatever
        // else of the turn that write holds.
        // Nor is the record a turn only shares what a write of another act leaves out (`partilha o
        // catálogo CAT-2026 com …` with a note that names no order): it is the thing shared, unless said
        // with the argument's own word (`o pedido 7504`). A message about records (`email ap@… about
        // the 12 and 18 on 4101 and 4102`) tells of them: a note that leaves its order out is still read.
        const shareOnly = shareOnlyTurn && slot === "id";
        const ownWord = shareOnly ? saidAsOf() : undefined;
        const sentThing = (v: TurnValue) => shareOnly && !saidWithItsWord(v, name) && ownWord?.(v) !== "own";
        const inRequest = (act === undefined ? open : open.filter((v) => v.act === undefined || v.act === act)).filter(
          (v) => v.background !== true && !(messageOnly && v.kind === "date") && !(sendOnly && v.kind === "name") && !sentThing(v),
        );
        // An id said with the word of another kind of thing (`ficheiro REG-2026` for a note's `order_id`) is not this argument's.
        const saidAs = slot === "id" && saysIdWithWord(ctx.grammar, inRequest) ? saidAsOf() : undefined;
        const ours = saidAs === undefined ? inRequest : inRequest.filter((v) => saidAs(v) !== "other");
        const candidates = slot === "id" && !isRequired(ctx.tool, name) && LABEL_ARGUMENT.test(name) ? ours.filter((v) => saidWithName(v, name)) : ours;
        if (candidates.length > 0 && !mentioned(args, candidates[0]!)) read.push({ argument: name, said: shown(candidates[0]!) });
        continue;
      }
      for (const { value } of given) {
        if (accepted.some((v) => sameValue(slot as Slot, value, v))) continue;
        // A value of the turn's story (`they only took three slots, so three seventy-five instead`)
        // replaces no value of another shape that an earlier turn gave the argument (the sponsor's
        // id `RAD-12`): the story tells, and the request it corrects gave the argument its value.
        // A story's value written like it (`enganei-me, queria dizer a 7781-BX`) may correct it.
        const before = givenBefore(slot, value, latest, ctx.turns.earlier);
        // A story's value an earlier turn said too (`refund 300 of the 500` after `the bill CT-640 was
        // 500`) names that turn's value again: no correction of the record.
        // A past day of the story (`ontem o pianista atrasou`, `o relatório da sessão de ontem`) is
        // when something was: a date the call sets from today on is no slip of it.
        // A day the grammar gives to another act of the turn (`manda um sms … confirmando o horário de
        // amanhã … e cobra 120`) is that act's, the message's: no slip of this act's date. Other values
        // keep their reading across acts: a correction said after the last act (`espera, são 27 €`) is
        // given to that act and still corrects the first.
        const story = slot === "date" ? open.filter((v) => (act === undefined || v.act === undefined || v.act === act) && !pastDayOfTheStory(v, value, ctx.now)) : open;
        // Nor does an id said with the word of another kind of record (`fatura só o item 2` for the client
        // `ORC-7` an earlier turn gave), written unlike the call's: it names a part of the record, not another one.
        const told = before ? story.filter((v) => (v.background !== true || (shapedAlike(before, v) && !saidAgain(v, ctx.turns.earlier))) && !partOfTheRecord(v, before, name, saidAsOf())) : story;
        // A send-only turn's values are the message's: a write of another act is read against one only
        // where its own value is written like it, a slip of the one said (`o 7504` for a note on 7505),
        // not another thing altogether (the file `CAT-2026` sent, an invoice for `BARRO-3` or a refund on `DES-5102`).
        // A record said with the argument's own word (`ORD 4471` for `order_id`) is this argument's whatever its shape.
        // A turn that only shares a thing (`compartilha o arquivo TRD-4410 com …`, `partilha as fotos
        // (ficheiro FOT-1207) com …`) names what it shares: an id said with the word of another kind of
        // thing than the argument's is that thing's, no slip of a write's id.
        const shared = shareOnlyTurn && slot === "id" && saysIdWithWord(ctx.grammar, told) ? saidAsOf() : undefined;
        const ownThings = shared === undefined ? told : told.filter((v) => shared(v) !== "other");
        const offered = messageOnly && (typeof value === "string" || typeof value === "number") ? ownThings.filter((v) => slipOf(value, v) || saidWithItsWord(v, name)) : ownThings;
        // The value the turn says of a record the call holds (`a do C-62 de duzentos`) is the one
        // shown, before another record's (`a do C-61 é de quatrocentos euros`).
        const preferred = offered.find((v) => v.of !== undefined && held.has(v.of)) ?? offered.find((v) => v.kind === ACCEPTS[slot][0]) ?? offered[0] ?? swappedFor(slot, name, value, accepted, values, used, args) ?? recordOfItsText(slot, name, value, accepted, args, (v) => ctx.turns.said(v));
        // `update his account so the work number is the main one, and text him on 07700 900316`: the
        // number the send goes to is the send's; a write that holds the contact the turn picks from an
        // earlier list holds what it was asked to (the send is read on its own call).
        if (preferred && ctx.kind === "write" && sentTo(latest, preferred) && heldByPick(pick, ctx.turns.earlier, slots, { argument: name, call: value })) continue;
        if (preferred) read.push({ argument: name, said: shown(preferred), call: value });
      }
    }
    if (!isRead) {
      const currency = currencyAsked(args, values, used);
      if (currency) read.push(currency);
      read.push(...crossed(slots, args, values));
      read.push(...takenBackHeld(slots, args, latest.values));
      read.push(...takenBackInText(slots, args, latest.values));
      read.push(...pickedElsewhere(pick, slots, args, { latest: picking, earlier: ctx.turns.earlier }));
      read.push(...pickedSumCarried(latest, pick, ctx.turns.earlier, slots, args));
      read.push(...recordsNamedByTheirValues(latest, ctx.turns.earlier, slots, args));
      read.push(...placedElsewhere(placed, slots, args));
      read.push(...unitPricesHeld(said, ctx.turns.earlier, slots, args));
      read.push(...fromBackground(slots, args, values, used));
      read.push(...cardForAnotherId(ctx.grammar, slots, args, values, used));
      read.push(...namedForAnotherThing(ctx.call.tool, ctx.grammar, slots, args, values, used, act));
      read.push(...countForRecord(slots, args, values, used));
      read.push(...changedInText(act, slots, args, latest.values, values, used, LENGTH_CHANGE_READ.has(latest.language)));
      // Reads stay quiet: the values of another step are never asked about on a read.
      read.push(...ofAnotherAct(act, slots, args, values, used));
    } else {
      // A lookup of another thing's id where the turn names this thing's with its own word (`vê o
      // pedido 7816 da cliente C-4425` with `order_id: "C-4425"`) is asked too: the turn clearly
      // gives this very argument another value. Not where the session found the value in a result.
      read.push(...namedForAnotherThing(ctx.call.tool, ctx.grammar, slots, args, values, used).filter((r) => !followsData(ctx.origins[r.argument])));
    }
    read.push(...earlier(read).filter((r) => !answered(r)));
    // A number the call worked out of the turn's count and a price of one told before is what the
    // turn asks for, whichever read found another sum for it (the pick's price of one, `the pair of
    // private sessions` at 40 each with 80).
    return answer(read.filter((r) => !heldAsCountedUnits(said, ctx.turns.earlier, slots, r)));
  },
});

/** Whether an act of the turn is a send's: the call's tool names it, or a send the turn asks opens with its word (`give Jess a shout` for `giv`). */
function sendsBy(act: string, tool: string, latest: TurnReading, grammar: Grammar | undefined): boolean {
  if (toolSaysAct(grammar, tool, act)) return true;
  return latest.sending.some((s) => saysAct(grammar, (s.text.trim().split(/\s+/)[0] ?? "").toLowerCase(), act));
}

/** Whether a send the turn asks, not negated, opens with the word of `act` (`whatsapp` for `whatsap`, `📧`). */
function opensASend(latest: TurnReading, act: string, grammar: Grammar | undefined): boolean {
  return latest.sending.some((s) => {
    if (s.negated) return false;
    const first = (s.text.trim().split(/\s+/)[0] ?? "").toLowerCase();
    return first === act || saysAct(grammar, first, act);
  });
}

/** Whether every act the turn asks is a share (`partilha`, `compartilha`, `share`): what it sends is a thing it names, a file or a folder. */
function sharesOnly(latest: TurnReading, grammar: Grammar | undefined): boolean {
  const acts = latest.acts ?? [];
  return acts.length > 0 && acts.every((act) => saysAct(grammar, "share", act));
}

/** Whether the turn asks to send something out (`post …`, `DM …`), not negated. */
function sends(latest: TurnReading): boolean {
  return latest.sending.some((s) => !s.negated);
}

/**
 * Whether the turn asks only to send something out, in clauses none of which asks for the call's
 * act: a send asked and not negated, no value the grammar gives to an act of its own (a turn of
 * several acts is read clause by clause by the rest of the check), and no clause verb the tool's
 * name says (`refund 40 on A1 and email the customer` asks for the refund). A value the turn takes
 * back makes it a turn of corrections, read value by value, unless `corrections` says the turn's
 * corrections may be the message's own (`Dr Shah is off on Thursday and his appointment moves to Friday`).
 */
function onlySendsAnotherAct(latest: TurnReading, tool: string, grammar: Grammar | undefined, corrections = false): boolean {
  if (!latest.sending.some((s) => !s.negated && s.consent !== true)) return false;
  // A value of the send's own clause (`whatsapp the groom … that it's booked for the 28th`) is the message's.
  if (latest.values.some((v) => (v.act !== undefined && !opensASend(latest, v.act, grammar)) || (!corrections && v.superseded === true))) return false;
  return !(latest.acts ?? []).some((act) => toolSaysAct(grammar, tool, act));
}

/**
 * A value a message tells rather than a record or a sum: a day, or a number said bare in one or
 * two digits or in words (`o campo 2`, `às 10`, `mais quatro pessoas`). An amount with its
 * currency, an id, and a number of three digits or more (a record) are not set apart.
 */
function ofTheMessage(v: TurnValue): boolean {
  return v.kind === "number" && v.currency === undefined && !/\d{3}/.test(v.text);
}

/**
 * Whether the call holds some value of the turn in an argument of its own kind (a text aside): a
 * call that holds the turn's record, sum, day or name (`faz a fatura do C-610`, `12 no P-1`) is
 * the turn's act however its words name it, and is read as one.
 */
function holdsAnyOf(slots: ReadonlyMap<string, Slot>, args: Readonly<Record<string, unknown>>, values: readonly TurnValue[]): boolean {
  for (const [name, slot] of slots) {
    if (slot === "text") continue;
    for (const { value } of leaves(args[name], "")) if (values.some((v) => ACCEPTS[slot].includes(v.kind) && sameValue(slot, value, v))) return true;
  }
  return false;
}

/** A day the turn tells of its story, before today, where the call's date is today or later. Days compared as ISO days of the session clock. */
function pastDayOfTheStory(v: TurnValue, call: unknown, now: number): boolean {
  if ((v.background !== true && /\d/.test(v.text)) || v.kind !== "date" || typeof call !== "string") return false;
  const today = new Date(now).toISOString().slice(0, 10);
  return String(v.value).slice(0, 10) < today && call.slice(0, 10) >= today;
}

/** The value an earlier turn of the person gives as `value` for `slot`, where the latest turn does not say it at all, not even to take it back. */
function givenBefore(slot: Slot, value: unknown, latest: TurnReading, earlier: readonly TurnReading[]): TurnValue | undefined {
  if (latest.values.some((v) => sameValue(slot, value, v))) return undefined;
  for (const turn of earlier) {
    const found = turn.values.find((v) => ACCEPTS[slot].includes(v.kind) && sameValue(slot, value, v));
    if (found) return found;
  }
  return undefined;
}

/**
 * Whether an earlier turn said a value of the story too, as a value of its own (`the bill CT-640 was
 * 500`, then `refund 300 of the 500`): the latest turn names it again to point back at it, so it
 * corrects nothing the earlier turn gave.
 */
function saidAgain(v: TurnValue, earlier: readonly TurnReading[]): boolean {
  return earlier.some((turn) => turn.values.some((e) => e.kind === v.kind && String(e.value) === String(v.value)));
}

/** The check's answer: a pass where nothing is asked, else each argument asked about once, and a quoted string once. */
/** Whether a turn's value is a place its send goes to: a phone or an address among its destinations. */
function sentTo(latest: TurnReading, v: TurnValue): boolean {
  return (v.kind === "phone" || v.kind === "email") && latest.destinations.some((d) => d.kind === v.kind && d.value === String(v.value));
}

function answer(read: readonly Read[]): CheckVerdict {
  if (read.length === 0) return pass();
  const unique = read.filter((r, i) => read.findIndex((o) => o.argument === r.argument && o.said === r.said) === i);
  return note(["confirm_read"], { read: unique, arguments: [...new Set(unique.map((r) => r.argument))] });
}

/** Whether the tool's argument schema lists `name` as required; read only where a check asks it, not made into a set per call. */
function isRequired(tool: CompiledTool | undefined, name: string): boolean {
  const required = (tool?.spec.arguments as { required?: unknown } | undefined)?.required;
  return Array.isArray(required) && required.includes(name);
}

/**
 * Values swapped between the arguments: `devolve 380 no 7601` answered with order 380 and amount
 * 7601, `o cliente C-95 mudou o número pra 11 9…` with the phone as the customer and the customer
 * as the phone. The argument holds a value the turn gave as a kind this slot does not take (the
 * record `7601`, an id, for a sum), while the turn's one value for the slot went to another
 * argument: that value is the one the person gave this argument.
 */
function swappedFor(slot: Slot, name: string, value: unknown, accepted: readonly TurnValue[], values: readonly TurnValue[], used: ReadonlySet<TurnValue>, args: Readonly<Record<string, unknown>>): TurnValue | undefined {
  if (slot === "text" || slot === "name" || (typeof value !== "number" && typeof value !== "string")) return undefined;
  const bare = (x: unknown) => String(x).replace(/[^\p{L}\d]+/gu, "").toLowerCase();
  const written = bare(value);
  if (written === "" || !values.some((v) => !ACCEPTS[slot].includes(v.kind) && v.kind !== "quoted" && bare(v.value) === written)) return undefined;
  const others = withoutArgument(args, name);
  const taken = accepted.filter((v) => (used.has(v) || mentioned(others, v)) && v.background !== true);
  return taken.length === 1 ? taken[0] : undefined;
}

/**
 * The record a text names with its record's word (`salva como nota: 'pedido 4401 atrasado'`),
 * where the call's id holds a record no one said: the turn's one id stands inside the text another
 * argument holds, and it is the record the text is written on. An id the conversation holds is
 * left as it was: the call took it from there.
 */
function recordOfItsText(slot: Slot, name: string, value: unknown, accepted: readonly TurnValue[], args: Readonly<Record<string, unknown>>, said: (value: unknown) => boolean): TurnValue | undefined {
  if (slot !== "id" || said(value)) return undefined;
  const ids = accepted.filter((v) => v.kind === "id");
  if (ids.length !== 1) return undefined;
  const id = ids[0]!;
  // Said with its record's word (`pedido 4401`), not a bare number the text happens to hold.
  if (id.text.trim() === String(id.value)) return undefined;
  return mentioned(withoutArgument(args, name), id) ? id : undefined;
}

/**
 * The act of the turn that this call is, where the grammar tied values to acts clause by clause
 * (TurnValue `act`) and exactly one of those acts is one the tool's name says. A word of the
 * name says the act the grammar's `actTerm` gives it, or, for a word the grammar does not read
 * (an English tool name in a Portuguese session), the act key it starts with (`refund` of
 * `refund_card`).
 */
function callAct(tool: string, grammar: Grammar | undefined, values: readonly TurnValue[]): string | undefined {
  const acts = new Set<string>();
  for (const v of values) if (v.act !== undefined) acts.add(v.act);
  if (acts.size < 2) return undefined;
  const mine = [...acts].filter((act) => toolSaysAct(grammar, tool, act));
  return mine.length === 1 ? mine[0] : undefined;
}

/**
 * Values the call takes from another act of the turn where its own act gives one of its own:
 * `refund 25 on 5010 and cancel 5011`, the refund takes 5011 while its own clause gives 5010,
 * which no argument holds. A call that takes another act's value where its own clause gives none
 * free (`cancel 4410, refund 35 on it`, `find order 5501, then refund 20`) is left as it was: the
 * value names what the act is done on.
 */
function ofAnotherAct(act: string | undefined, slots: ReadonlyMap<string, Slot>, args: Readonly<Record<string, unknown>>, values: readonly TurnValue[], used: ReadonlySet<TurnValue>): Read[] {
  if (act === undefined) return [];
  const out: Read[] = [];
  for (const [name, slot] of slots) {
    if (slot === "text" || slot === "name" || ACCEPTS[slot].length === 0 || !(name in args)) continue;
    for (const { value } of leaves(args[name], "")) {
      const held = values.filter((v) => ACCEPTS[slot].includes(v.kind) && sameValue(slot, value, v));
      if (held.length === 0 || held.some((v) => v.act === undefined || v.act === act)) continue;
      // `cancel 4401 and 4402, then refund 11 and 22 on them respectively`: a sum of this act said of the id.
      if (values.some((v) => v.act === act && v.of !== undefined && held.some((h) => String(h.value) === v.of))) continue;
      // A value of its own act that this argument could hold in place of the one taken: of its kind
      // and written like it (`5010` for `5011`; not the `25` of `refund 25`, the `120` of `it cost
      // 120`, the `2025` of `since 2025` beside an order of five digits).
      const own = values.find((v) => v.act === act && !used.has(v) && !mentioned(args, v) && v.background !== true && held.some((h) => shapedAlike(h, v)));
      if (own) out.push({ argument: name, said: shown(own), call: value });
    }
  }
  return out;
}

/** Whether an id is said with a word, or written with letters, that name or cut short the thing the argument's name names: `ORD 4471`, `pedido 4471` read by the grammar aside. */
function saidWithItsWord(v: TurnValue, name: string): boolean {
  if (v.kind !== "id") return false;
  const word = wordSaidWith(v) ?? idPrefix(String(v.value));
  if (word.length < 2) return false;
  return lowerNameWords(name).some((w) => w.length >= 2 && !GENERIC_ID_WORDS.has(w) && abbreviates(word, w));
}

/**
 * An id of the latest turn said with a word (`item 2`, `lote 7`) that is not the argument's own (as
 * written, or as the grammar reads it: `cliente 5531` is a `customer_id`'s), and
 * written unlike the value an earlier turn gave the argument (`ORC-7`): a part of that record or a
 * thing of another kind, never a correction of it. An id said bare, or with the argument's word, may be.
 */
function partOfTheRecord(v: TurnValue, before: TurnValue, name: string, saidAs: ((v: TurnValue) => "own" | "other" | undefined) | undefined): boolean {
  if (v.kind !== "id" || before.kind !== "id" || slipOf(before.value, v) || saidWithItsWord(v, name) || saidAs?.(v) === "own") return false;
  const word = wordSaidWith(v);
  return word !== undefined && !/\d/.test(word);
}

/** Whether the call's value is written like the turn's value `v`, of its shape and, for an id, with its letters: a slip of it. */
function slipOf(value: string | number, v: TurnValue): boolean {
  const text = String(value);
  return shapedAlike({ kind: v.kind, text, value }, v) && (v.kind !== "id" || idPrefix(text) === idPrefix(String(v.value)));
}

/** Two values of one kind written alike: as many digits (or characters, without digits), give or take one; a bare number of three digits or more may be an id. */
function shapedAlike(a: TurnValue, b: TurnValue): boolean {
  const id = (v: TurnValue) => v.kind === "id" || (v.kind === "number" && /^\d{3,}$/.test(v.text));
  const kin = a.kind === b.kind || (isSum(a) && isSum(b)) || (id(a) && id(b));
  // An id is measured by its digits, so that `3838-C` and `3838` are alike.
  const size = (v: TurnValue) => (String(v.value).replace(/\D+/g, "") || String(v.value)).length;
  return kin && Math.abs(size(a) - size(b)) <= 1;
}

/**
 * The one value a turn clearly gives a read's argument, where the call gives another: the turn
 * holds exactly one value the argument's kind accepts, and it is of the argument's own kind (an id
 * for an id, a date for a date; an amount of money only for an argument of money), no argument of the call took it, and the call's value is nowhere in the
 * turn. Free text and quoted strings are never compared on a read: they are templates or text
 * for another step.
 */
function tiedToRead(
  slot: Slot,
  given: Array<{ value: unknown }>,
  values: readonly TurnValue[],
  used: ReadonlySet<TurnValue>,
  args: Readonly<Record<string, unknown>>,
  name: string,
): { said: TurnValue; call: unknown } | undefined {
  if (slot === "text" || slot === "name" || given.length !== 1) return undefined;
  const own = values.filter((v) => ACCEPTS[slot].includes(v.kind));
  if (own.length !== 1) return undefined;
  const said = own[0]!;
  // A bare number is no amount, nor a count an id: a value of another kind is not this argument's.
  if (said.kind !== ACCEPTS[slot][0]) return undefined;
  // A value the turn tells as its story (`perdi-o ontem`, when the card was lost) is not one it
  // gives a read to look for: the turn does not clearly give this argument that value.
  if (said.background === true) return undefined;
  if (used.has(said) || mentioned(withoutArgument(args, name), said)) return undefined;
  const call = given[0]!.value;
  // `card_5501` is no `acc_cur_5`: an id whose own letters name another kind of thing is not this one's.
  if (slot === "id" && typeof call === "string" && typeof said.value === "string" && idPrefix(call) !== idPrefix(said.value)) return undefined;
  // An amount of money belongs to an argument of money, not to a count or a limit.
  if (slot === "number" && said.currency !== undefined && !MONEY_ARGUMENT.test(name)) return undefined;
  if (values.some((v) => ACCEPTS[slot].includes(v.kind) && sameValue(slot, call, v, true))) return undefined;
  // A window that takes in the day said (`since` before it, `until` after it) looks where the person asked.
  if (slot === "date" && windowHolds(name, call, said)) return undefined;
  // The call's value written anywhere in the turn came from it, whatever it was read as.
  if ((typeof call === "string" || typeof call === "number") && values.some((v) => normalise(slot, String(v.text)).includes(normalise(slot, String(call))))) return undefined;
  return { said, call };
}

/** The slots a turn says of one record among several: its sum, its day, and the place it goes to. */
const PAIRED_SLOTS = new Set<Slot>(["number", "date", "email", "phone", "handle", "channel", "url"]);

/** Slots of a place a person's own may be: whose it is names the person a call is for. */
const PLACE_SLOTS = new Set<Slot>(["iban", "email", "phone", "handle"]);

/** The records given a day that a call's text arguments name as a whole word (`boleto do 6114`). */
function recordsInText(slots: ReadonlyMap<string, Slot>, args: Readonly<Record<string, unknown>>, paired: readonly TurnValue[]): Set<string> {
  const found = new Set<string>();
  const dated = new Set(paired.filter((v) => v.kind === "date").map((v) => v.of!));
  if (dated.size === 0) return found;
  for (const [name, slot] of slots) {
    if (slot !== "text" || !(name in args)) continue;
    for (const { value } of leaves(args[name], "")) {
      if (typeof value !== "string") continue;
      const words = new Set(value.toLowerCase().split(/[^\p{L}\d-]+/u));
      for (const id of dated) if (words.has(id.toLowerCase())) found.add(id);
    }
  }
  return found;
}

/**
 * Numbers the call takes across the turn's pairs: the turn says `15 on ORD-1 and 25 on ORD-2`, the
 * call gives ORD-1 and 25; or `refund 15 on S-1 and pay 85 at FI21 …`, the transfer gives 15. Asked only where the call holds a paired id and a number the turn said
 * of another id, so a call that takes one pair whole, or a value the turn never paired, is left
 * to the rest of the check.
 */
function crossed(slots: ReadonlyMap<string, Slot>, args: Readonly<Record<string, unknown>>, values: readonly TurnValue[]): Read[] {
  const paired = values.filter((v) => v.of !== undefined);
  if (paired.length === 0) return [];
  const ids = new Set<string>();
  // The id as the turn wrote it (`order #8842`), so that `ORDER-8842` meets it as it does alone.
  const written = (of: string): string => values.find((v) => v.kind === "id" && v.value === of)?.text ?? of;
  for (const [name, slot] of slots) {
    // A sum is said of an id or of the account it is paid into (`85 at FI21 …`); a day of an id,
    // of the person met (`with Ola on the 23rd and with Ken on the 24th`) or of what it is for
    // (`on the 5th to call the vet and on the 8th to pay the gas`).
    if ((slot !== "id" && slot !== "iban" && slot !== "name" && slot !== "text") || !(name in args)) continue;
    for (const { value } of leaves(args[name], "")) {
      for (const v of paired) if (sameValue(slot, value, { kind: slot === "text" ? "quoted" : slot, text: written(v.of!), value: v.of! })) ids.add(v.of!);
    }
  }
  // `me lembra do boleto do 6114 no dia 5 e do 6115 no dia 9`: a call with no id of its own names the
  // record in its text (`boleto do 6114`); only the day is read against it.
  const inText = ids.size === 0;
  if (inText) for (const id of recordsInText(slots, args, paired)) ids.add(id);
  // `paga 40 pra Ana e 60 pro Rui; a conta do Rui é PT50 …`: a call that names no record or person
  // is read by whose its place is (Rui's account), and its sum against that person's.
  const byPlace = ids.size === 0;
  if (byPlace) {
    for (const [name, slot] of slots) {
      if (!PLACE_SLOTS.has(slot) || !(name in args)) continue;
      for (const { value } of leaves(args[name], "")) for (const v of paired) if (ACCEPTS[slot].includes(v.kind) && sameValue(slot, value, v)) ids.add(v.of!);
    }
  }
  // `a 5120 paga 60 e a 5121 paga 40. faz a fatura da 5121 pro cliente FUT-9`: a call that names
  // none of the records is read by the one record the turn names again after its pairs.
  const named = ids.size === 0 ? recordNamedAfterPairs(values, paired) : undefined;
  if (named !== undefined) ids.add(named);
  if (ids.size !== 1) return [];
  const id = [...ids][0]!;
  const own = paired.filter((v) => v.of === id);
  const out: Read[] = [];
  for (const [name, slot] of slots) {
    // A sum, or a place the record goes to (`share F-7 with kai@… and F-8 with lu@…`).
    if (!PAIRED_SLOTS.has(slot) || (inText && !byPlace && named === undefined && slot !== "date") || !(name in args)) continue;
    for (const { value } of leaves(args[name], "")) {
      if (own.some((v) => ACCEPTS[slot].includes(v.kind) && sameValue(slot, value, v))) continue;
      if (!paired.some((v) => v.of !== id && ACCEPTS[slot].includes(v.kind) && sameValue(slot, value, v))) continue;
      out.push({ argument: name, said: `${own.map((v) => v.text).join(" / ")} (on ${id})`, call: value });
    }
  }
  return out;
}

/**
 * The one record of the turn's pairs named again after the last of them (`… e a 5121 paga 40. faz
 * a fatura da 5121 …`): the request picks that record. Undefined where none or several are named,
 * or where a record named again is itself given a sum (a pair of its own).
 */
function recordNamedAfterPairs(values: readonly TurnValue[], paired: readonly TurnValue[]): string | undefined {
  const records = new Set(paired.map((v) => v.of!));
  let last = -1;
  values.forEach((v, i) => {
    if (v.of !== undefined) last = i;
  });
  const named = new Set<string>();
  for (const v of values.slice(last + 1)) {
    if ((v.kind === "id" || v.kind === "number") && records.has(String(v.value))) named.add(String(v.value));
  }
  return named.size === 1 ? [...named][0] : undefined;
}

/**
 * Background values the call takes for the instruction's: the turn tells a story and then asks
 * (`5002 and 5003 shipped, 5004 didn't, so cancel 5004`), and the call holds a value of the story
 * (5003) where the instruction gives one of the same kind that no argument holds (5004).
 */
function fromBackground(slots: ReadonlyMap<string, Slot>, args: Readonly<Record<string, unknown>>, values: readonly TurnValue[], used: ReadonlySet<TurnValue>): Read[] {
  if (!values.some((v) => v.background === true)) return [];
  const out: Read[] = [];
  for (const [name, slot] of slots) {
    if (slot === "text" || slot === "name" || !(name in args)) continue;
    const accepted = values.filter((v) => ACCEPTS[slot].includes(v.kind));
    for (const { value } of leaves(args[name], "")) {
      const held = accepted.filter((v) => sameValue(slot, value, v));
      if (held.length === 0 || held.some((v) => v.background !== true)) continue;
      const asked = accepted.find((v) => v.background !== true && (sameFamily(v.kind, held[0]!.kind) || (slot === "id" && recordWritten(v) && recordWritten(held[0]!))) && !used.has(v) && !mentioned(args, v));
      if (asked) out.push({ argument: name, said: shown(asked), call: value });
    }
  }
  return out;
}

/** A record as people write one: an id, or a bare number of three digits or more (`5814` beside `order 5813`). */
function recordWritten(v: TurnValue): boolean {
  return v.kind === "id" || (v.kind === "number" && /^#?\d{3,}$/.test(v.text));
}

/** Kinds of one family: a sum said with its currency in the story (`o pedido de 200 reais`) and one said bare in the request (`devolve 50`). */
function sameFamily(a: string, b: string): boolean {
  const sum = (k: string) => k === "amount" || k === "number";
  return a === b || (sum(a) && sum(b));
}

/** Words a payment card is named by in every language: its brands. Other words are read by the session grammar. */
const CARD_BRANDS = new Set(["visa", "mastercard", "amex", "maestro", "elo"]);

/** The word an id is said with in the turn, before its digits: `card` of `card ending in 5521`, `visa` of `visa ending 9914`. */
const SAID_WITH_WORD = /^\s*([\p{L}]{3,})/u;

/** The word a value is said with, lower case, if its text starts with one. */
function wordSaidWith(v: TurnValue): string | undefined {
  return SAID_WITH_WORD.exec(v.text)?.[1]?.toLowerCase();
}

/**
 * A payment card's digits the call holds for an id of another thing, where the turn gives that id
 * one of its own: `refund 40 on 6230 to the card ending in 5521` with `order_id: "5521"`, `cancel
 * 7302 and put 15 back on the visa ending 9914` with `order_id: "9914"`. A card is the word the
 * session grammar reads as the key `card` (`card`, `cartão`) or a card's brand; an argument whose
 * name says `card` takes it. The id the argument may hold instead is not a card's, is written like
 * the held one, is no told fact, and no argument holds it.
 */
function cardForAnotherId(grammar: Grammar | undefined, slots: ReadonlyMap<string, Slot>, args: Readonly<Record<string, unknown>>, values: readonly TurnValue[], used: ReadonlySet<TurnValue>): Read[] {
  const card = (v: TurnValue): boolean => {
    if (v.kind !== "id") return false;
    const word = wordSaidWith(v);
    return word !== undefined && (CARD_BRANDS.has(word) || saysAct(grammar, word, "card"));
  };
  // Most turns name no card: then no argument holds a card's digits, and nothing more is read.
  if (!values.some(card)) return [];
  const out: Read[] = [];
  for (const [name, slot] of slots) {
    if (slot !== "id" || !(name in args)) continue;
    if (lowerNameWords(name).some((lower) => lower === "card" || CARD_BRANDS.has(lower) || saysAct(grammar, lower, "card"))) continue;
    for (const { value } of leaves(args[name], "")) {
      const held = values.filter((v) => ACCEPTS[slot].includes(v.kind) && sameValue(slot, value, v));
      if (held.length === 0 || !held.every(card)) continue;
      const own = values.find(
        (v) =>
          ACCEPTS[slot].includes(v.kind) &&
          !card(v) &&
          !used.has(v) &&
          !mentioned(args, v) &&
          v.background !== true &&
          !(v.kind === "number" && WRITTEN_AS_SUM.test(v.text)) &&
          held.some((h) => shapedAlike(h, v)),
      );
      if (own) out.push({ argument: name, said: shown(own), call: value });
    }
  }
  return out;
}

/**
 * A count or a small number the call holds for a record, where the turn gives records no argument
 * holds: `o pedido 8832 tem 3 itens, devolve 45 nele` with `order_id: "3"`, `cancela os 2 pedidos:
 * 8717 e 8718` with `order_id: "2"`; the person is shown the records. The held value is read only as a bare number of one or two
 * digits, never as an id (`pedido 12` is one), and the record is an id or a bare number of three
 * digits or more, said in the request or in its story, under the same act where the turn gives
 * each act its own values.
 */
function countForRecord(slots: ReadonlyMap<string, Slot>, args: Readonly<Record<string, unknown>>, values: readonly TurnValue[], used: ReadonlySet<TurnValue>): Read[] {
  const out: Read[] = [];
  for (const [name, slot] of slots) {
    if (slot !== "id" || !(name in args)) continue;
    for (const { value } of leaves(args[name], "")) {
      const held = values.filter((v) => ACCEPTS[slot].includes(v.kind) && sameValue(slot, value, v));
      if (held.length === 0 || !held.every((v) => v.kind === "number" && /^\d{1,2}$/.test(v.text.trim()))) continue;
      // A record of another act is that act's (`upload file 12 … and log it on J-12`).
      const records = values.filter((v) => recordWritten(v) && v.act === held[0]!.act && !(v.kind === "number" && WRITTEN_AS_SUM.test(v.text)) && !used.has(v) && !mentioned(args, v));
      if (records.length > 0) out.push({ argument: name, said: records.map(shown).join(" / "), call: value });
    }
  }
  return out;
}

/** Whether the turn says some id with a word the session grammar reads (`pedido 4471`, `ficheiro REG-2026`). */
function saysIdWithWord(grammar: Grammar | undefined, values: readonly TurnValue[]): boolean {
  return values.some((v) => v.kind === "id" && termOf(grammar, wordSaidWith(v) ?? "")?.act !== undefined);
}

/**
 * For an id argument, the word each value is said with: `own` (the argument's, `order 4471` for
 * `order_id`), `other` (another thing's, `file REG-2026`), or none (no word, a word the grammar does
 * not read, a generic word, or the tool's own). Undefined where the argument's name names no thing
 * (`id`). The answers are kept per value.
 */
function saidAsFor(tool: string, grammar: Grammar | undefined, name: string): ((v: TurnValue) => "own" | "other" | undefined) | undefined {
  const things = lowerNameWords(name).filter((w) => w.length >= 2 && !GENERIC_ID_WORDS.has(w));
  if (things.length === 0) return undefined;
  const toolWords = lowerNameWords(tool);
  const keyOf = (word: string): string | undefined => termOf(grammar, word)?.act;
  const names = (word: string, of: readonly string[]): boolean => {
    const key = keyOf(word);
    return of.some((t) => (key !== undefined && saysAct(grammar, t, key)) || abbreviates(word, t) || abbreviates(t, word));
  };
  const said = new Map<TurnValue, "own" | "other" | undefined>();
  return (v: TurnValue) => {
    if (said.has(v)) return said.get(v);
    let as: "own" | "other" | undefined;
    const word = v.kind === "id" ? wordSaidWith(v) : undefined;
    if (word !== undefined && !GENERIC_ID_WORDS.has(word) && keyOf(word) !== undefined) as = names(word, things) ? "own" : names(word, toolWords) ? undefined : "other";
    said.set(v, as);
    return as;
  };
}

/** Words of an id argument's name that name no kind of thing: `id` of `order_id`, `number` of `account_number`. */
const GENERIC_ID_WORDS = new Set(["id", "ids", "number", "no", "num", "nr", "ref", "reference", "code", "key", "uuid"]);

/**
 * An id the call holds that the turn said with the word of another kind of thing, where the turn
 * names one with the argument's own word: `refund 20 on order 4471 (ticket 5520)` with `order_id:
 * "5520"`, `refund customer 5520's order 4471 by 20`. A word is read by the session grammar (the
 * key `actTerm` gives it, the key a tool's name is read in) or cuts the argument's word short (`ord`
 * for `order_id`); a word the grammar does not read, a word of the tool's name (`invoice C-21` for
 * `create_invoice`: the verb the id was said after) and an argument named only `id` say nothing.
 * The one the argument may hold instead is said with its own word, so a list of one kind
 * (`refund 20 on purchase 4471 and 4472`) is left alone.
 */
function namedForAnotherThing(tool: string, grammar: Grammar | undefined, slots: ReadonlyMap<string, Slot>, args: Readonly<Record<string, unknown>>, values: readonly TurnValue[], used: ReadonlySet<TurnValue>, act?: string): Read[] {
  // Most turns say no id with a word the grammar reads: then none is another thing's, and nothing more is read.
  if (!saysIdWithWord(grammar, values)) return [];
  const out: Read[] = [];
  for (const [name, slot] of slots) {
    if (slot !== "id" || !(name in args)) continue;
    const saidAs = saidAsFor(tool, grammar, name);
    if (saidAs === undefined) continue;
    // The argument can hold another thing's id only where the turn says one.
    if (!values.some((v) => saidAs(v) === "other")) continue;
    for (const { value } of leaves(args[name], "")) {
      const held = values.filter((v) => ACCEPTS[slot].includes(v.kind) && sameValue(slot, value, v));
      if (held.length === 0 || !held.every((v) => saidAs(v) === "other")) continue;
      // A record of the story is free where the one held is of the story too (`cliente 4421, pedido 7812: reembolsa 20`).
      // Where the turn gives each act its own values, another act's is that act's (`pay the teacher
      // 300 … and leave a note on booking YG-21`: 300 is the payment's, no record of the note's).
      const free = (v: TurnValue) => !used.has(v) && !mentioned(args, v) && (v.background !== true || held.every((h) => h.background === true)) && (act === undefined || v.act === undefined || v.act === act);
      // An id said with the argument's own word is its, however it is written (`cliente C-77` beside
      // `pedido 8840`); else the one record written bare like the held one (`cancela o pedido da
      // cliente C-886, o 8825`): said with no word, it is no other thing's.
      const bare = values.filter((v) => v.kind === "number" && recordWritten(v) && !WRITTEN_AS_SUM.test(v.text) && free(v) && held.some((h) => shapedAlike(h, v)));
      const own = values.find((v) => saidAs(v) === "own" && free(v)) ?? (bare.length === 1 ? bare[0] : undefined);
      if (own) out.push({ argument: name, said: shown(own), call: value });
    }
  }
  return out;
}

/**
 * Ids the call holds that the turn took back or set apart, and nothing else in it gives:
 * `cancela o 9481 mas deixa o 9482` with 9482, `reembolse 10 em cada, salvo a 9511` with 9511.
 * Ids only: an amount taken back has its correction beside it, which the rest of the check reads,
 * and a grammar's misread correction of an amount (`15 no 6161` read as `15, no, 6161`) would
 * otherwise ask about the amount the person gave.
 */
function takenBackHeld(slots: ReadonlyMap<string, Slot>, args: Readonly<Record<string, unknown>>, all: readonly TurnValue[]): Read[] {
  const back = all.filter((v) => v.superseded === true);
  if (back.length === 0) return [];
  const out: Read[] = [];
  for (const [name, slot] of slots) {
    if (slot !== "id" || !(name in args)) continue;
    for (const { value } of leaves(args[name], "")) {
      const accepts = (v: TurnValue) => ACCEPTS[slot].includes(v.kind) && sameValue(slot, value, v);
      const taken = back.find(accepts);
      if (taken === undefined || all.some((v) => v.superseded !== true && accepts(v))) continue;
      out.push({ argument: name, said: `not ${shown(taken)}`, call: value });
    }
  }
  return out;
}

/** A record's digits as a word of a text: not inside a longer run of digits. */
function writesRecord(text: string, digits: string): boolean {
  for (let at = text.indexOf(digits); at !== -1; at = text.indexOf(digits, at + 1)) {
    if (!/\d/.test(text[at - 1] ?? "") && !/\d/.test(text[at + digits.length] ?? "")) return true;
  }
  return false;
}

/**
 * A message's text that writes a record the turn set apart and none the turn still asks about:
 * `o recibo da 4471 já foi enviado, esse deixa; manda o da 4472 ao rui@…` with the body `recibo da
 * encomenda 4471`. A record is a run of three digits or more, so a sum taken back is left to the
 * rest of the check. A text that also writes an open record (`o da 4472; o da 4471 já seguiu`) passes.
 */
function takenBackInText(slots: ReadonlyMap<string, Slot>, args: Readonly<Record<string, unknown>>, all: readonly TurnValue[]): Read[] {
  const record = (v: TurnValue) => (v.kind === "id" || v.kind === "number") && /^\d{3,}$/.test(String(v.value));
  const back = all.filter((v) => v.superseded === true && record(v));
  if (back.length === 0) return [];
  const open = all.filter((v) => v.superseded !== true && record(v)).map((v) => String(v.value));
  const out: Read[] = [];
  for (const [name, slot] of slots) {
    if (slot !== "text" || !(name in args)) continue;
    for (const { value } of leaves(args[name], "")) {
      if (typeof value !== "string") continue;
      const taken = back.find((v) => !open.includes(String(v.value)) && writesRecord(value, String(v.value)));
      if (taken === undefined || open.some((o) => writesRecord(value, o))) continue;
      out.push({ argument: name, said: `not ${shown(taken)}`, call: value });
    }
  }
  return out;
}

/** Whether an argument's origin says the session found its value in an earlier reported result. */
function followsData(origin: OriginVerdict | undefined): boolean {
  return origin !== undefined && origin.trusted && origin.origin.startsWith("result:");
}

/** A number written with thousands grouped by commas or with cents: `1,200`, `2,480.00`, `18.50`. */
const WRITTEN_AS_SUM = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$|^\d+\.\d{2}$/;

/** Argument names of a label a call may carry, not of the thing it acts on: `reference`, `memo`, `ref_code`. */
const LABEL_ARGUMENT = /(^|_)(ref|reference|memo|label|tag|code)$/i;

/** True when a value's words start with a word of the argument's name, whole or cut short: `ref 77` for `reference`. */
function saidWithName(v: TurnValue, name: string): boolean {
  const first = /^[A-Za-z]{3,}/.exec(v.text)?.[0]?.toLowerCase();
  if (first === undefined) return false;
  return name.toLowerCase().split(/[_\W]+/).some((word) => word.length >= 3 && (word.startsWith(first) || first.startsWith(word)));
}

/** Argument names that hold a currency code: `currency`, `currency_code`, `currencyCode`. */
const CURRENCY_ARGUMENT = /^(currency|currency_?code|ccy)$/i;

/**
 * A currency the turn names against the call's currency argument: `refund 25 pounds` with
 * `currency: "USD"`, `60 €` with `currency: "BRL"`. The turn's amounts are read for the one currency
 * they name: those an argument of the call holds first, every amount otherwise. Amounts in more than
 * one currency, or none, say nothing about the argument.
 */
function currencyAsked(args: Readonly<Record<string, unknown>>, values: readonly TurnValue[], used: ReadonlySet<TurnValue>): Read | undefined {
  const name = Object.keys(args).find((n) => CURRENCY_ARGUMENT.test(n));
  if (name === undefined) return undefined;
  const call = args[name];
  if (typeof call !== "string" || call.trim() === "") return undefined;
  const named = values.filter((v) => v.kind === "amount" && v.currency !== undefined);
  const held = named.filter((v) => used.has(v));
  const codes = new Set((held.length > 0 ? held : named).map((v) => v.currency!.toUpperCase()));
  if (codes.size !== 1) return undefined;
  const code = [...codes][0]!;
  if (call.trim().toUpperCase() === code) return undefined;
  const said = (held.length > 0 ? held : named)[0]!;
  return { argument: name, said: `${said.text} (${code})`, call };
}

/** Argument names that hold money, in lower or camel case. */
const MONEY_ARGUMENT = /(amount|total|price|sum|fee|cost|value|balance|budget)/i;

function withoutArgument(args: Readonly<Record<string, unknown>>, name: string): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  for (const [k, v] of Object.entries(args)) if (k !== name) out[k] = v;
  return out;
}
