// Origins and marks worked out for the arguments a caller gave no origin: from the turns, the
// context and each reported result of the verified history (the reading itself is origins.ts).
import type { CallFacts, Mark, OriginVerdict } from "../check/context.js";
import type { CompiledTool } from "../catalogue/catalogue.js";
import { keyDigest, valueDigest } from "../crypto/digest.js";
import type { Kind } from "@toolgate/grammar-kit";
import type { HistoryEntry } from "../model.js";
import type { Conversation } from "./conversation.js";
import type { Engine } from "./engine.js";
import { ADDRESSED_KEY, ADDRESSED_UNREAD_KEY, actReader, actValueKey, actsNamed, toolNameWords, type ActReader } from "./acts.js";
import { dataFromNowhere, givenValue, leafKeys, textWords, wordsOf, workOut, type WorkOutInputs } from "./origins.js";
import type { ResultIndexes } from "./outcomes.js";
import { ownRecord, ownValue, turnValueKeys } from "./values.js";
import { saidInstead } from "./said-instead.js";
import { sendAsked } from "./asked-sends.js";
import { answersAskedReply, type AnsweredResult } from "./answered-replies.js";
import { monthFilledDateMarks, monthFilledDayMarks } from "./month-filled-days.js";
import { daySaidInsteadMarks } from "./days-said-instead.js";
import { accountWithinFieldMarks } from "./accounts-within-fields.js";
import { namesWhatWasAsked, takesEveryTime } from "./sought-results.js";
import { namingWords, typedForms, type TypedForms } from "./naming-words.js";
import { turnWordsOf } from "./turn-words.js";
import { madeUpData } from "./made-up-data.js";
import { sumFromNowhereMarks } from "./sums-from-nowhere.js";
import { groupedFromNowhere } from "./grouped-digits.js";
import { recurs, unaskedRepeatMarks } from "./unasked-repeats.js";
import { periodSaidOtherwiseMarks } from "./periods-said-otherwise.js";
import { splitRecordDayMarks, splitRecordMarks } from "./split-records.js";
import { previewMomentMarks } from "./preview-moments.js";
import { unaskedActMark } from "./unasked-acts.js";
import { actNamedByValue } from "./acts-named-by-value.js";
import { unaskedActTextMark } from "./unasked-act-texts.js";
import { partyArguments, unaskedPartyMarks } from "./unasked-parties.js";
import { unaskedSendMark } from "./unasked-sends.js";
import { unaskedChoiceMarks } from "./unasked-choices.js";
import { namedFlagMarks } from "./named-flags.js";
import { removalArgumentMarks } from "./removal-arguments.js";
import { namedTextMarks } from "./named-texts.js";
import { otherSumMarks } from "./account-sums.js";
import { multipliedSumMarks } from "./multiplied-sums.js";
import { workedSumMarks } from "./worked-sums.js";
import { ratedSumMarks } from "./rated-sums.js";
import { rateSaidOtherwiseMarks } from "./rates-said-otherwise.js";
import { labelSaidOtherwiseMarks } from "./labels-said-otherwise.js";
import { accountSaidOtherwiseMarks } from "./accounts-said-otherwise.js";
import { mailboxSaidOtherwiseMarks } from "./mailboxes-said-otherwise.js";
import { readAgainMarks } from "./records-read-again.js";
import { idSaidOtherwiseMarks } from "./ids-said-otherwise.js";
import { shareWithExtraMarks } from "./shares-with-extra.js";
import { payeeNamedOtherwiseMarks } from "./payees-named-otherwise.js";
import { namedListAccountMarks } from "./named-list-accounts.js";
import { actByIdAlone, leadsWithItsAct, unaskedActByIdMark } from "./acts-by-id.js";
import { unlistedRecordMark } from "./unlisted-records.js";
import { textNamedRecordMark } from "./text-named-records.js";
import { unaskedContactMarks } from "./unasked-contacts.js";
import { unaskedEventMarks } from "./unasked-events.js";
import { orderedEventMarks } from "./ordered-events.js";
import { unnamedRecordMarks, unpointedRecordMarks } from "./unnamed-records.js";
import { recordNamedOtherwiseMarks } from "./records-named-otherwise.js";
import { nothingWorkedOut } from "./nothing-worked-out.js";
import { actClaimedByAnother, namedInFull } from "./claimed-acts.js";
import { unnamedTargetMarks } from "./send-targets.js";
import { timeSaidOtherwiseMarks } from "./times-said-otherwise.js";
import { daySaidOtherwiseMarks } from "./days-said-otherwise.js";
import { supersededDayMarks } from "./superseded-days.js";
import { countSaidOtherwiseMarks } from "./counts-said-otherwise.js";
import { namedCountMarks } from "./named-counts.js";
import { unaskedCountMarks } from "./unasked-counts.js";
import { unnamedTravellerMarks } from "./unnamed-travellers.js";
import { stayDateMarks } from "./stay-dates.js";
import { changedOrderSumMarks, movedCollectionDayMarks, unlistedOrderMarks } from "./unasked-order-changes.js";
import { changedOrderAccountMarks } from "./changed-order-accounts.js";
import { unaskedSendPlaceMarks } from "./unasked-send-places.js";
import { restatedCorrectionMarks } from "./restated-corrections.js";
import { reassignedCodeMarks } from "./reassigned-codes.js";
import { sharedAccountMarks } from "./shared-accounts.js";
import { accountReadTwiceMarks } from "./accounts-read-twice.js";
import { sharedIdMarks } from "./shared-id-marks.js";
import { correctedRecordMarks } from "./corrected-records.js";
import { correctedDayWriteMarks } from "./corrected-day-writes.js";
import { revisedSumMarks } from "./revised-sum-writes.js";
import { stayEndsSaid } from "./stay-lengths.js";
import { rivalTimeMarks } from "./rival-times.js";
import { copiedPlaceMarks } from "./copied-places.js";
import { unaskedPlaceMarks } from "./unasked-places.js";
import { rewrittenAddressMarks } from "./rewritten-addresses.js";
import { addressSaidOtherwiseMarks } from "./addresses-said-otherwise.js";
import { steeredPlaceMarks } from "./steered-places.js";
import { copiedAccountMarks } from "./copied-accounts.js";
import { unnamedSendSwitchMarks } from "./send-switches.js";
import { passedOnNoteMarks } from "./passed-on-notes.js";
import { otherTextReplyMarks } from "./replies-from-other-texts.js";
import { leastAllowed } from "./least-values.js";
import { otherAuthorDayMarks, otherAuthorMarks, otherAuthorPlaceMarks } from "./other-authors.js";
import { otherRecordMarks } from "./other-records.js";
import { setApartValueMarks } from "./set-apart-values.js";
import { cueClaimMarks } from "./cue-claims.js";
import { turnedOffFlagMarks } from "./flags-turned-off.js";
import { namedNoteMarks } from "./named-notes.js";
import { addressedRecordMarks } from "./addressed-records.js";
import { swappedCurrencyMarks } from "./swapped-currencies.js";

/** What a session works origins out from: its engine, what was said, and the reported results' indexes. */
export interface WorkOutFrom {
  readonly engine: Engine;
  readonly said: Conversation;
  readonly indexes: ResultIndexes;
}

/** The origins and marks worked out for the arguments the caller gave no origin (origins.ts). */
export function workOutCall(from: WorkOutFrom, call: CallFacts, tool: CompiledTool | undefined, kind: Kind, sessionId: string, entries: readonly HistoryEntry[]): { origins: Record<string, OriginVerdict>; marks: Mark[] } {
  const none = nothingWorkedOut(call, kind);
  if (none) return none;
  const origins = ownRecord<OriginVerdict>();
  const marks: Mark[] = [];
  let inputs: WorkOutInputs | undefined;
  const madeUp: string[] = [];
  /** Whether the caller gave this argument's origin itself (such an argument is not worked out). */
  const callerGave = (name: string) => ownValue(call.origins, name) !== undefined;
  // A write's own words: a message the person sought vouches for its values where they name what was asked (sought-results.ts).
  const naming = kind === "write" ? namingWords(call.arguments, turnWordsOf(from.engine.grammars).nameFiller()) : [];
  for (const [name, value] of Object.entries(call.arguments)) {
    if (callerGave(name)) continue;
    inputs ??= workOutInputs(from, sessionId, entries, call.tool, call.arguments, naming);
    const destination = !!tool && tool.destinationArgs.has(name) && !(kind === "read" && tool.filterArgs.has(name));
    let w = workOut(name, value, inputs, destination, choiceArgument(tool, name));
    // The least count the schema allows, found in an outside result, is still the model's plain choice (least-values.ts).
    const least = w.origin.origin.startsWith("result:") && leastAllowed(tool, name, value);
    if (least) w = { origin: { origin: "model", trusted: false, why: "the least value its schema allows" }, marks: [] };
    origins[name] = w.origin;
    marks.push(...w.marks);
    if (w.origin.origin === "model" && !least && !TEXT_ARGUMENT.test(name) && !freeText(value)) madeUp.push(name);
  }
  if (kind !== "read") inputs ??= workOutInputs(from, sessionId, entries, call.tool, call.arguments, naming);
  // A stay's end the person gave as a number of nights from a start they typed is theirs (stay-lengths.ts).
  if (inputs && madeUp.length > 0) {
    for (const name of stayEndsSaid(call.arguments, madeUp, inputs.typed)) {
      origins[name] = { origin: "typed", trusted: true };
      madeUp.splice(madeUp.indexOf(name), 1);
    }
  }
  // Each mark below is a reported result's (its text led to the call, steered a record, named a
  // repeat or a flag, or gave every value of an act nobody asked for): a session with no result
  // reported has none to give, and the tool's act words are not read for it.
  if (kind !== "read" && inputs && (inputs.results.length > 0 || inputs.unindexed.length > 0)) {
    const acts = actReader(from.engine.grammars);
    // Every value the person's own (typed, the run's context, an answer): a text's asking for the act they asked for adds nothing.
    const theirs = Object.values(origins).length > 0 && Object.values(origins).every((o) => o.origin === "typed" || o.origin === "context" || o.origin === "reply");
    // A reply the person asked in a verb of their own, to the message that asks for it (answered-replies.ts).
    const reply = kind === "send" && tool ? recordSent(tool, call.arguments) : undefined;
    // The turn's send is this reply's only where its turns name no other sending tool's act ("forward it to Harriet").
    const otherSendNamed = () => [...from.engine.kinds].some(([t, k]) => t !== call.tool && k.kind === "send" && actTyped(acts, t, from.said.typedStems));
    const answered = reply?.how === "reply" ? (r: AnsweredResult) => answersAskedReply(call.arguments[reply.id], r, () => sendAsked(from.said.latestTurn, () => true) && !otherSendNamed()) : undefined;
    const led = instructionLed(call.tool, acts, inputs, from.said.typedStems, madeUp.length > 0, theirs, call.arguments, answered);
    if (led) marks.push(led);
    // Whether the person's turns name the call's act: read once, for the steered records and the unasked act.
    const typedAct = actTyped(acts, call.tool, from.said.typedStems) || actTypedByValue(acts, call.tool, from.said.typedStems, origins);
    // So with an asked act that also does to the record what nobody asked (`remove_attendees` of a
    // move the person asked for), after the record's own text asked it.
    const argumentActUnasked = untypedArgumentAct(acts, call.tool, call.arguments, from.said.typedStems);
    if (!typedAct || argumentActUnasked) marks.push(...steeredRecordMarks(call.arguments, origins, marks, inputs, argumentActUnasked));
    // Whether the latest turn asks a send in any verb: the call is itself a send, so a tool that sends is at hand.
    const latestAsksSend = (): boolean => kind === "send" && sendAsked(from.said.latestTurn, () => true);
    // A send nobody asked for in any verb, after a text that speaks to the agent (unasked-sends.ts).
    if (kind === "send" && !led) {
      const unaskedSend = unaskedSendMark(typedAct, latestAsksSend, inputs.results);
      if (unaskedSend) marks.push(unaskedSend);
    }
    // A DM, an add or an invite to a party only an outside result names, of an act no turn names (unasked-parties.ts).
    // A send the person asked in any verb of their own ("tell her", "answer him", "DM whoever asked") is theirs to address.
    const partyAsked = () => verbTyped(acts, call.tool, from.said.typedStems) || describedActTyped(acts, tool, from.said.typedStems, call.arguments) || latestAsksSend();
    if (tool) {
      const parties = unaskedPartyMarks(call.arguments, partyArguments(requiredArguments(tool)), callerGave, partyAsked, { typedWords: inputs.typedWords, given: (k) => givenValue(inputs, k), results: inputs.results });
      pushUnmarked(marks, parties);
    }
    marks.push(...unaskedRepeatMarks(call.arguments, (name) => choiceArgument(tool, name) !== undefined, callerGave, inputs));
    // A period the person gave, left for another an outside text writes (periods-said-otherwise.ts).
    pushUnmarked(marks, periodSaidOtherwiseMarks(call.arguments, callerGave, inputs));
    marks.push(...namedFlagMarks(call.arguments, callerGave, inputs));
    // A removal argument nobody asked for, whose verb an outside text writes (removal-arguments.ts).
    pushUnmarked(marks, removalArgumentMarks(call.arguments, callerGave, inputs));
    if (kind === "write") {
      // An optional text the model wrote where an outside text names the argument (named-texts.ts).
      pushUnmarked(marks, namedTextMarks(call.arguments, requiredArguments(tool), origins, inputs));
      const people = turnWordsOf(from.engine.grammars).people();
      // Values of a write that only an outside text sets: a time, a count, a traveller, a stay's date, a rival time, a record's moved day of the month.
      marks.push(
        ...timeSaidOtherwiseMarks(call.arguments, callerGave, inputs),
        ...countSaidOtherwiseMarks(call.arguments, callerGave, inputs, people, toolNameWords(call.tool)),
        ...unaskedCountMarks(call.arguments, requiredArguments(tool), callerGave, inputs),
        ...namedCountMarks(call.arguments, callerGave, inputs, people),
        ...unnamedTravellerMarks(call.arguments, callerGave, leafKeys, inputs),
        ...stayDateMarks(call.arguments, callerGave, inputs),
        ...sharedIdMarks(call.arguments, callerGave, inputs),
        ...sharedAccountMarks(call.arguments, callerGave, inputs),
        ...accountReadTwiceMarks(call.arguments, callerGave, inputs),
        ...rivalTimeMarks(call.arguments, callerGave, inputs),
        ...splitRecordMarks(call.arguments, callerGave, inputs),
        ...splitRecordDayMarks(call.arguments, callerGave, inputs),
        ...monthFilledDateMarks(call.arguments, callerGave, inputs),
        ...correctedRecordMarks(call.arguments, callerGave, inputs),
        ...correctedDayWriteMarks(call.arguments, callerGave, inputs),
        ...revisedSumMarks(call.arguments, callerGave, inputs),
        ...unaskedPlaceMarks(call.arguments, callerGave, inputs),
        ...rewrittenAddressMarks(call.arguments, (name) => !callerGave(name) && origins[name]?.origin === "model", inputs),
        ...addressSaidOtherwiseMarks(call.arguments, callerGave, inputs),
        ...steeredPlaceMarks(call.arguments, (name) => !callerGave(name) && origins[name]?.origin === "model", inputs),
        ...movedCollectionDayMarks(call.arguments, callerGave, inputs),
        ...changedOrderSumMarks(call.arguments, callerGave, inputs),
        ...changedOrderAccountMarks(call.arguments, callerGave, inputs),
        ...unlistedOrderMarks(call.arguments, callerGave, origins, inputs),
      );
      // A moment only a preview writes (preview-moments.ts), on an argument no rule above marked: a
      // snippet's time another rule already found (rival-times.ts) is marked once.
      pushUnmarked(marks, previewMomentMarks(call.arguments, callerGave, inputs));
      // A moment the person gave, kept at its time but moved to a day only an outside text writes (days-said-otherwise.ts).
      pushUnmarked(marks, daySaidOtherwiseMarks(call.arguments, callerGave, inputs));
      // A day an outside text set against the day its result writes elsewhere (superseded-days.ts).
      pushUnmarked(marks, supersededDayMarks(call.arguments, callerGave, inputs));
      // A switch the person named and never undid, turned off after an outside text (flags-turned-off.ts).
      marks.push(...turnedOffFlagMarks(call.arguments, callerGave, inputs));
      // A note nobody asked for, in a field only an outside text names (named-notes.ts).
      const required = requiredArguments(tool);
      const ins = inputs;
      const ungivenDatum = (note: string) => (dataFromNowhere(textWords(note), ins) ?? groupedFromNowhere(note, ins)) !== undefined;
      // A field's word in another language is the one a grammar's lexicon gives its act key (acts.ts `knownTerm`).
      const fieldTerm = (word: string) => acts.terms(word)[0];
      const knownTerm = (word: string) => acts.knownTerm(word);
      marks.push(...namedNoteMarks(call.arguments, (name) => !required.has(name), callerGave, { ...inputs, ungivenDatum, fieldTerm, knownTerm }));
    }
    marks.push(...otherRecordMarks(call.arguments, callerGave, inputs));
    // A mailbox a text writes, sent to where the person typed another (mailboxes-said-otherwise.ts).
    pushUnmarked(marks, mailboxSaidOtherwiseMarks(call.arguments, callerGave, inputs));
    // A value only an older reading of a record gives, that the record read again no longer holds (records-read-again.ts).
    pushUnmarked(marks, readAgainMarks(call.arguments, callerGave, inputs));
    // A value the person set apart ("keep HB-40211") that an outside text asks to act on (set-apart-values.ts).
    if (kind === "write") pushUnmarked(marks, setApartValueMarks(call.arguments, callerGave, { values: from.said.values, results: inputs.results }, turnValueKeys, leafKeys));
    if (kind === "write") marks.push(...otherAuthorMarks(call.arguments, callerGave, inputs), ...otherAuthorPlaceMarks(call.arguments, callerGave, inputs), ...unaskedEventMarks(call.arguments, callerGave, inputs, turnWordsOf(from.engine.grammars).nameFiller()));
    // A day and time a text that orders an act of the reader gives, for an act the person did not name (ordered-events.ts).
    if (kind === "write") pushUnmarked(marks, orderedEventMarks(call.arguments, callerGave, inputs));
    // A time only another author's message gives, relayed by a post or a mail as much as set in a calendar (other-authors.ts).
    if (kind === "write" || kind === "send") marks.push(...otherAuthorDayMarks(call.arguments, callerGave, (name) => TEXT_ARGUMENT.test(name), inputs));
    if (kind === "write") {
      const ins = inputs;
      const ungiven = Object.fromEntries(Object.entries(call.arguments).filter(([name]) => !callerGave(name)));
      const givenKey = (k: string) => ins.typed.has(k) || !!ins.askedSums?.has(k) || ins.context.has(k);
      marks.push(...otherSumMarks(ungiven, givenKey, ins.results, ins.typedWords));
      marks.push(...multipliedSumMarks(ungiven, { given: givenKey, held: (k) => ins.results.some((r) => r.index.structured.has(k) || r.index.text.has(k)), results: ins.results }));
      marks.push(...workedSumMarks(ungiven, givenKey, ins.results));
      // A sum at a rate only an outside text gives, of a base the person or a record gave (rated-sums.ts).
      pushUnmarked(marks, ratedSumMarks(ungiven, givenKey, ins.results));
      // Another share of a whole a text writes, paid where the person gave the rate (rates-said-otherwise.ts).
      pushUnmarked(marks, rateSaidOtherwiseMarks(ungiven, givenKey, { values: from.said.values, typed: ins.typed, results: ins.results }));
      // Another labelled sum of a text than the one the person named by its label (labels-said-otherwise.ts).
      pushUnmarked(marks, labelSaidOtherwiseMarks(ungiven, givenKey, ins));
      // A share a text works out with something on top, paid where the person asked for theirs (shares-with-extra.ts).
      pushUnmarked(marks, shareWithExtraMarks(call.arguments, callerGave, ins));
      // An account a text writes, paid where the person typed another (accounts-said-otherwise.ts).
      pushUnmarked(marks, accountSaidOtherwiseMarks(call.arguments, callerGave, ins));
      // An account a result holds only inside a field of another kind, a payee's name (accounts-within-fields.ts).
      pushUnmarked(marks, accountWithinFieldMarks(call.arguments, callerGave, ins));
      // An identifier a text writes, in the form of one the person typed and the call leaves (ids-said-otherwise.ts).
      // A value a read that ran took as an argument: looked up only where a handle would be marked, one digest per value.
      const readFrom = (value: string): boolean => {
        const d = valueDigest(sessionId, value);
        return entries.some((e) => e.outcome?.status === "ran" && from.engine.kinds.get(e.tool)?.kind === "read" && Object.values(e.args).includes(d));
      };
      pushUnmarked(marks, idSaidOtherwiseMarks(call.arguments, callerGave, { ...ins, readFrom }));
      // Another party than the one the person named, paid at an account a text writes (payees-named-otherwise.ts).
      pushUnmarked(marks, payeeNamedOtherwiseMarks(call.arguments, callerGave, ins));
      // An account only a text writes, paid where the person named a list of accounts to pay from (named-list-accounts.ts).
      pushUnmarked(marks, namedListAccountMarks(call.arguments, callerGave, leafKeys, ins));
      const typed = from.said.typedStems;
      // A verb the turns said of another tool they named in full ("send the itinerary", "look at my
      // booking") asks for that tool, not for one sharing only the verb: not this call's, nor another's.
      const { claimed, other } = claimedActs(from, acts, call.tool, typed);
      const asked = (typedAct || describedActTyped(acts, tool, typed, call.arguments)) && !claimed(call.tool);
      marks.push(...unaskedContactMarks(call.arguments, requiredArguments(tool), origins, inputs));
      // A change to a listed record the person's words do not name (unnamed-records.ts); an
      // argument another rule marked already as a text's keeps that one mark.
      pushUnmarked(marks, unnamedRecordMarks(call.arguments, callerGave, asked, inputs));
      // Another listed record than the one a page the person sent the agent to names (unnamed-records.ts).
      pushUnmarked(marks, unpointedRecordMarks(call.arguments, callerGave, inputs));
      // Another record of a list than the one the person named in their words, after a steering text (records-named-otherwise.ts).
      pushUnmarked(marks, recordNamedOtherwiseMarks(call.arguments, callerGave, inputs));
      // A record whose own text speaks to the agent, taken by the call whatever act was asked (addressed-records.ts).
      pushUnmarked(marks, addressedRecordMarks(call.arguments, callerGave, inputs));
      // A sum a text writes, paid in another currency than the one it writes it with (swapped-currencies.ts).
      pushUnmarked(marks, swappedCurrencyMarks(call.arguments, callerGave, inputs));
      if (tool) marks.push(...copiedPlaceMarks(call.arguments, tool.textArgs, callerGave, other, inputs));
      // An account only an outside text gives, written into the write's own text (copied-accounts.ts).
      if (tool) pushUnmarked(marks, copiedAccountMarks(call.arguments, tool.textArgs, callerGave, inputs));
      // A choice (`permission: edit`) only the text names, on an act nobody asked for (unasked-choices.ts).
      marks.push(...unaskedChoiceMarks(origins, marks, (name) => choiceArgument(tool, name) !== undefined, (name, step) => oneWordOf(call.arguments[name], step, inputs!) && !inputs!.results.some((r) => r.index.step === step && leafKeys(call.arguments[name]).some((k) => r.index.structured.has(k))), asked, other));
      const unasked = unaskedActMark(origins, marks, asked, other, (name, step) => oneWordOf(call.arguments[name], step, inputs!), (name) => TEXT_ARGUMENT.test(name));
      if (unasked) marks.push(unasked);
      else {
        const byId = actByIdAlone(tool, call.arguments, (name, value) => typeof value === "string" && (TEXT_ARGUMENT.test(name) || freeText(value)));
        const required = requiredArguments(tool);
        const undone = unaskedActByIdMark(byId, asked, other, inputs.results, byId && leadsWithItsAct(acts, call.tool)) ?? unlistedRecordMark(byId, asked, required, origins, inputs.results) ?? textNamedRecordMark(byId, asked, required, call.arguments, callerGave, inputs);
        // A call another rule already marked as led by a text keeps that one mark.
        if (undone && !marks.some((m) => m.on === "call")) marks.push(undone);
      }
      // A value only an outside free text writes, on a call of an act nobody asked for (unasked-act-texts.ts).
      if (!marks.some((m) => m.on === "call" && !m.weak)) {
        // Named in any words, though another tool the turns name in full may claim the verb: a value
        // of the text on an act the person spoke of at all is read as theirs.
        const named = typedAct || describedActTyped(acts, tool, typed, call.arguments);
        // Beside it, another act the person asked for: a writing tool's they named, or a send their
        // own verb asks for ("email the action points": asked-sends.ts), read for this rule alone:
        // its values must be the text's, which keeps a send verb read loosely ("put him in #data")
        // from marking the person's own adds.
        const otherOrSend = () => other() || sendAsked(from.said.latestTurn, () => [...from.engine.kinds].some(([t, k]) => t !== call.tool && k.kind === "send"));
        const textual = unaskedActTextMark(call.arguments, callerGave, (name, value) => TEXT_ARGUMENT.test(name) || freeText(value), named, otherOrSend, inputs, (name) => choiceArgument(tool, name) !== undefined);
        if (textual) marks.push(textual);
      }
    }
    // A place only an outside text writes, on a send the turns do not ask beside an act they do (unasked-send-places.ts).
    if (kind === "send" && tool) {
      const typed = from.said.typedStems;
      const { claimed, other } = claimedActs(from, acts, call.tool, typed);
      const asked = () => (typedAct || describedActTyped(acts, tool, typed, call.arguments)) && !claimed(call.tool);
      pushUnmarked(marks, unaskedSendPlaceMarks(call.arguments, tool.destinationArgs, callerGave, asked, other, inputs));
    }
  }
  if (kind === "send" && inputs) {
    const texts = writtenTexts(call.arguments, origins);
    // A text's words cut once for the two readings of it.
    const cut = new Map<string, readonly string[]>();
    const wordsOfText = (text: string): readonly string[] => cut.get(text) ?? (cut.set(text, textWords(text)), cut.get(text)!);
    marks.push(...saidMore(texts, inputs, wordsOfText), ...madeUpData(texts, inputs, wordsOfText), ...saidInstead(texts, inputs, wordsOfText));
    marks.push(...claimsOfCues(texts, inputs, wordsOfText, from), ...sumFromNowhereMarks(texts, inputs));
    marks.push(...unnamedTargetMarks(call.arguments, sendTargets(tool), callerGave, inputs));
    // A time a correction gives over the letter's, restated in the send's text (restated-corrections.ts).
    pushUnmarked(marks, restatedCorrectionMarks(texts, inputs));
    // A seat, a gate or a room a line says was reassigned, stated in the send's text (reassigned-codes.ts).
    pushUnmarked(marks, reassignedCodeMarks(texts, inputs));
    // A day of the week a text names, stated in place of one of the person's (days-said-instead.ts).
    pushUnmarked(marks, daySaidInsteadMarks(texts, inputs, wordsOfText));
    // A day of the month a text gives alone beside a record's own days, stated in a month (month-filled-days.ts).
    pushUnmarked(marks, monthFilledDayMarks(texts, inputs));
    const record = tool && recordSent(tool, call.arguments);
    // A send that passes a record on to a place: its note restates what the record says as the sender's own.
    if (record?.how === "forward") marks.push(...passedOnNoteMarks(texts, inputs, wordsOfText));
    // A reply answers its message: a figure only another text gives was asked for by it.
    else if (record?.how === "reply") marks.push(...otherTextReplyMarks(texts, call.arguments[record.id], inputs, wordsOfText));
    // A switch the send's words never turned on (`reply_all`), where a text was read: that text's choice.
    // One mark an argument: a switch the text named in its words is marked already (named-flags.ts).
    if (inputs.results.length > 0) marks.push(...unnamedSendSwitchMarks(call.arguments, requiredArguments(tool), callerGave, inputs).filter((m) => !marks.some((x) => x.on === m.on)));
  }
  // A write's own text (a channel's topic, an event's description) is read to others as a send's is.
  if (kind === "write" && inputs) {
    const texts = writtenTexts(call.arguments, origins);
    const more = saidMore(texts, inputs, textWords);
    // One mark a text: a datum only an instruction gives and a claim its dictating sentence gives are the same text's say.
    marks.push(...more, ...claimsOfCues(texts, inputs, textWords, from).filter((m) => !more.some((x) => x.on === m.on)), ...sumFromNowhereMarks(texts, inputs));
    pushUnmarked(marks, restatedCorrectionMarks(texts, inputs));
    pushUnmarked(marks, reassignedCodeMarks(texts, inputs));
  }
  return { origins, marks };
}

/**
 * A send whose text says more than anyone gave the model, after an outside text shaped like an
 * instruction to the agent: a datum in the text the model wrote (a code, a figure, an identifier)
 * that no turn, context, answer or result holds, or that only an instruction-shaped text holds
 * ("please include the key safe code in your reply", "paste the totals into the email"). The
 * text carries the mark of the instruction-shaped text that holds the datum, else of the newest
 * such text. A reply that quotes the person's values, a record's fields or a plain message's
 * figures says nothing new. Read only where such a text was reported: the call's own text is
 * then read for its words, once per text argument.
 */
function saidMore(texts: ReadonlyArray<readonly [string, string]>, inputs: WorkOutInputs, wordsOfText: (text: string) => readonly string[]): Mark[] {
  const instructing = inputs.results.find((r) => r.textOutside && r.index.instructedField !== undefined);
  if (!instructing) return [];
  const marks: Mark[] = [];
  for (const [name, value] of texts) {
    // A number written in groups (`12 345 678 901`) is one datum, its digits together (grouped-digits.ts).
    const from = dataFromNowhere(wordsOfText(value), inputs) ?? groupedFromNowhere(value, inputs);
    if (from === undefined) continue;
    const by = from === "nowhere" ? instructing : from;
    marks.push({ level: "untrusted", source: by.index.tool, on: name, step: by.index.step, ...(by.index.instructedField !== undefined ? { field: by.index.instructedField } : {}) });
  }
  return marks;
}

/** The claims a call's own texts take from an instruction's sentence alone (cue-claims.ts). */
function claimsOfCues(texts: ReadonlyArray<readonly [string, string]>, inputs: WorkOutInputs, wordsOfText: (text: string) => readonly string[], from: WorkOutFrom): Mark[] {
  if (texts.length === 0) return [];
  const given = (k: string) => givenValue(inputs, k);
  return cueClaimMarks(texts.map(([name, value]) => [name, wordsOfText(value)] as const), { given, typedWords: inputs.typedWords, unindexed: inputs.unindexed, results: inputs.results }, turnWordsOf(from.engine.grammars).nameFiller());
}

/** The texts of a send the model wrote (a body, a message, a note, or any value of many words), by argument name. */
function writtenTexts(args: Readonly<Record<string, unknown>>, origins: Readonly<Record<string, OriginVerdict>>): Array<readonly [string, string]> {
  const texts: Array<readonly [string, string]> = [];
  for (const [name, value] of Object.entries(args)) {
    if (typeof value === "string" && origins[name]?.origin === "model" && (TEXT_ARGUMENT.test(name) || freeText(value))) texts.push([name, value]);
  }
  return texts;
}

/** The longest word looked up among a text's words (origins.ts keeps none longer). */
const MAX_WORD = 32;

/** Whether a value is one word the free text of the result of `step` writes (its words, lower-cased, as the result's index keeps them). */
function oneWordOf(value: unknown, step: number, inputs: WorkOutInputs): boolean {
  if (typeof value !== "string" || value.length > MAX_WORD) return false;
  const words = wordsOf(value);
  if (words.length !== 1 || words[0]!.length !== value.trim().length) return false;
  const r = inputs.results.find((x) => x.index.step === step);
  return r !== undefined && r.textOutside && r.index.words.has(words[0]!);
}

/** The closed set of values the catalogue gives an argument (an `enum`): a choice the model makes. */
function choiceArgument(tool: CompiledTool | undefined, name: string): readonly unknown[] | undefined {
  const props = (tool?.spec.arguments as { properties?: Record<string, { enum?: unknown }> } | undefined)?.properties;
  const set = props && Object.hasOwn(props, name) ? props[name]!.enum : undefined;
  return Array.isArray(set) ? set : undefined;
}

/** Arguments that hold text the model writes for the person (a body, a subject, a note): made up by the model on every call. */
const TEXT_ARGUMENT = /(?:^|_)(?:body|text|content|message|notes?|comments?|description|summary|subject|title|reason|requests?|caption|memo|references?|topic)$/i;

/** A value of many words is a text the model wrote, not a value it chose. */
function freeText(value: unknown): boolean {
  return typeof value === "string" && value.trim().split(/\s+/).length > 4;
}

/**
 * A call an outside text led to with no value copied from it: a write or a send whose act an
 * earlier result's free text, shaped like an instruction to the agent, names (`reply with the door
 * code`, `unfreeze the card`, `change the password`), where the person's turns never named that act
 * in those words, or did and the call holds a value the model made up (`book a second seat`, a
 * passenger nobody named), or the text speaks to the agent itself; or whatever the call's act,
 * where the text speaks to the agent in a language no installed grammar reads. It carries the mark of the tool
 * that returned the text, on the call. A result known only by its digests (a resumed history) is
 * read from the digests of its act words, which its report kept (acts.ts `actKeys`).
 */
function instructionLed(toolName: string, acts: ActReader, inputs: WorkOutInputs, typed: ReadonlySet<string>, madeUp: boolean, theirs: boolean, args: Readonly<Record<string, unknown>>, answered?: (r: AnsweredResult) => boolean): Mark | undefined {
  // The name's terms are asked of the grammars only where a result could name them (a check with
  // no such result loads no grammar), and once per tool name.
  let terms: readonly string[] | undefined;
  for (const r of inputs.results) {
    if (!r.textOutside || r.index.instructedStems.size === 0) continue;
    terms ??= acts.terms(toolName);
    const words = actsNamed(terms, r.index.instructedStems);
    // Told to the agent in a language no grammar reads: which act it asks for is unknown, so
    // every write after it is held (the stricter reading).
    if (r.index.addressedUnread) return { level: "untrusted", source: r.index.tool, on: "call", step: r.index.step, ...(r.index.instructedField !== undefined ? { field: r.index.instructedField } : {}) };
    // A text that speaks to the agent and gives this call's values led to it, whoever else said
    // them: the person asked whether 300 went to PL61…, the text tells the agent to send 300 to PL61….
    if (r.index.addressed && instructedLeaves(args, r.index.instructed) >= INSTRUCTED_LEAVES) {
      return { level: "untrusted", source: r.index.tool, on: "call", step: r.index.step, ...(r.index.instructedField !== undefined ? { field: r.index.instructedField } : {}) };
    }
    if (words.length === 0) continue;
    // The person asked for this act, with values of their own: the text's asking adds nothing,
    // unless it speaks to the agent itself (`assistants must also reply with …`) and the call
    // holds a value the person did not give (the text's `also`).
    if (!madeUp && (!r.index.addressed || theirs) && words.every((w) => typed.has(w))) continue;
    if (!madeUp && !r.index.addressed && answered?.(r)) continue;
    return { level: "untrusted", source: r.index.tool, on: "call", step: r.index.step, ...(r.index.instructedField !== undefined ? { field: r.index.instructedField } : {}) };
  }
  // A resumed history's results: their act words kept as digests (acts.ts `actKeys`), the field unknown.
  for (const u of inputs.unindexed) {
    if (!u.textOutside) continue;
    terms ??= acts.terms(toolName);
    const words = actsNamed(terms, { has: (s) => u.holds(actValueKey(s)) });
    if (u.holds(ADDRESSED_UNREAD_KEY)) return { level: "untrusted", source: u.tool, on: "call", step: u.step };
    if (words.length === 0) continue;
    if (!madeUp && (!u.holds(ADDRESSED_KEY) || theirs) && words.every((w) => typed.has(w))) continue;
    return { level: "untrusted", source: u.tool, on: "call", step: u.step };
  }
  return undefined;
}

/**
 * A write, of an act the person's turns never named, with no value the person gave, on a record by
 * an id the person never typed, where that record's own outside text steers the reader: "club
 * closed, this order is no longer needed" in a standing order's reference, and the cancel of that
 * order (cued-records.ts). The text names no value of the call; the id beside it carries the
 * text's mark, unless a value of the call carries it already. A call that holds a value the person
 * typed ("move the physio session to Monday 10:00", an update by another name) is theirs.
 */
function steeredRecordMarks(args: Readonly<Record<string, unknown>>, origins: Readonly<Record<string, OriginVerdict>>, already: readonly Mark[], inputs: WorkOutInputs, unaskedArgumentAct = false): Mark[] {
  const marks: Mark[] = [];
  if (Object.values(origins).some((o) => o.origin === "typed")) return marks;
  for (const r of inputs.results) {
    if (!r.textOutside || r.index.steeredIds.size === 0) continue;
    // A weak mark of the same result (the record's own structured fields, an attendee's address)
    // is not the text's, where the call does to the record what nobody asked (`untypedArgumentAct`).
    if (already.some((m) => m.step === r.index.step && !(m.weak && unaskedArgumentAct))) continue;
    for (const [name, value] of Object.entries(args)) {
      const keys = leafKeys(value);
      if (keys.some((k) => inputs.typed.has(k)) || !keys.some((k) => r.index.steeredIds.has(k))) continue;
      marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step, ...(r.index.instructedField !== undefined ? { field: r.index.instructedField } : {}) });
    }
  }
  return marks;
}

/**
 * Whether the person's turns name a tool's act: the term of the name's first word, its verb
 * (`send` of `send_money`, `forward` of `forward_email`), where that word names an act; else every
 * term of the name (`event` of `create_event`). Not any term: `email` of `forward_email` is also
 * the word a turn says of the text it hands over ("the address she gave in her email").
 */
function actTyped(acts: ActReader, toolName: string, typed: ReadonlySet<string>): boolean {
  const first = toolNameWords(toolName)[0];
  const verb = first === undefined ? [] : acts.terms(first);
  const terms = verb.length > 0 ? verb : acts.terms(toolName);
  return terms.length > 0 && terms.every((t) => typed.has(t));
}

/**
 * Adds the marks of a rule read after others, but none on an argument that already holds a mark
 * that is not weak: the argument is the text's once, by the first rule that found it. One test for
 * the rules that each kept it inline; `more` is weighed against the marks before it, all at once.
 */
function pushUnmarked(marks: Mark[], more: readonly Mark[]): void {
  const kept = more.filter((m) => !marks.some((x) => x.on === m.on && !x.weak));
  marks.push(...kept);
}

/**
 * Whether the person's turns name a tool's act by its verb: its term where the name's first word
 * names an act (`send` of `send_dm`), else that word itself (`add` of `add_user_to_channel`). Not
 * the rest of the name: "read the channel" names no add to it.
 */
function verbTyped(acts: ActReader, toolName: string, typed: ReadonlySet<string>): boolean {
  const first = toolNameWords(toolName)[0];
  if (first === undefined) return false;
  if (acts.terms(first).length > 0) return actTyped(acts, toolName, typed);
  return [...acts.textWords(first)].some((w) => typed.has(w));
}

/**
 * Whether the call gives a value to an argument whose name's first word is an act the person's
 * turns never named: `remove_attendees` of an `update_event` after "push my meeting to 15:00". What
 * the argument does to the record (take someone off it) was not asked for: a weak mark of the
 * record's own fields does not stand for the mark of the text that steered it (steeredRecordMarks).
 */
function untypedArgumentAct(acts: ActReader, toolName: string, args: Readonly<Record<string, unknown>>, typed: ReadonlySet<string>): boolean {
  // The tool's own terms (`event` of `update_event`) say what the call is, not another act: an
  // `event_id` names the record.
  const own = new Set(acts.terms(toolName));
  for (const [name, value] of Object.entries(args)) {
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) continue;
    const words = toolNameWords(name);
    if (words.length < 2) continue;
    const terms = acts.terms(words[0]!).filter((t) => !own.has(t));
    if (terms.length > 0 && !terms.every((t) => typed.has(t))) return true;
  }
  return false;
}

/**
 * Whether the person's turns name a tool's act by its generic verb and by the value of what it is
 * done to ("add them to #team-green-routing" of `add_user_to_channel`: acts-named-by-value.ts).
 */
function actTypedByValue(acts: ActReader, toolName: string, typed: ReadonlySet<string>, origins: Readonly<Record<string, OriginVerdict>>): boolean {
  const first = toolNameWords(toolName)[0];
  if (first === undefined || acts.terms(first).length > 0) return false;
  const typedArgumentTerms = new Set<string>();
  for (const [name, o] of Object.entries(origins)) if (o.origin === "typed") for (const t of acts.terms(name)) typedArgumentTerms.add(t);
  if (typedArgumentTerms.size === 0) return false;
  return actNamedByValue({ typedStems: typed, genericVerb: [...acts.textWords(first)], terms: acts.terms(toolName), typedArgumentTerms });
}

/**
 * Whether the person's turns name a tool's act by the verb its catalogue description starts with
 * (`Change the person's postal address…` of `update_profile`, and "change my address at the
 * bank"): a tool's name gives one verb for its act, its description often another. Such a verb is
 * said of many things ("plans changed", "change the booking"), so the turns must also name what
 * the act is done to: a word of the rest of the description (`standing order`) or of the call's
 * argument names (`address`).
 */
function describedActTyped(acts: ActReader, tool: CompiledTool | undefined, typed: ReadonlySet<string>, args: Readonly<Record<string, unknown>>): boolean {
  const description = tool?.spec.description;
  if (typeof description !== "string") return false;
  const verb = /^\s*([A-Za-z]{2,32})\b/.exec(description);
  const terms = verb === null ? [] : acts.terms(verb[1]!);
  if (terms.length === 0 || !terms.every((t) => typed.has(t))) return false;
  const said = (word: string) => acts.terms(word).some((t) => !terms.includes(t) && typed.has(t));
  const rest = description.slice(verb![0].length, verb![0].length + MAX_DESCRIBED);
  return toolNameWords(rest).some(said) || Object.keys(args).some((name) => toolNameWords(name).some(said));
}

/** The most characters of a description read for what its act is done to: its first sentence or so. */
const MAX_DESCRIBED = 200;

/** How many of a call's values a text that speaks to the agent must give to have led to it: one may coincide (a date, a currency). */
const INSTRUCTED_LEAVES = 2;

/** How many leaves of a call's arguments an instruction-shaped text gives (origins.ts `leafKeys`), counted once each. */
function instructedLeaves(args: Readonly<Record<string, unknown>>, instructed: ReadonlySet<string>): number {
  if (instructed.size === 0) return 0;
  let n = 0;
  const stack: unknown[] = Object.values(args);
  while (stack.length > 0 && n < INSTRUCTED_LEAVES) {
    const v = stack.pop();
    if (Array.isArray(v)) stack.push(...v);
    else if (v !== null && typeof v === "object") stack.push(...Object.values(v as Record<string, unknown>));
    else if (leafKeys(v).some((k) => instructed.has(k))) n++;
  }
  return n;
}

/** What origins and marks are worked out from: the turns, the context, and each reported result of the verified history. */
function workOutInputs(from: WorkOutFrom, sessionId: string, entries: readonly HistoryEntry[], toolName: string, args: Readonly<Record<string, unknown>>, naming: readonly string[]): WorkOutInputs {
  // A turn that hands a choice to a text makes its values the person's only for an act the
  // person's turns name (`send it to the address she gave`): the text's other acts stay its own.
  // Whether the person's turns name the call's act: read once, for each use below, and before the
  // turns' flags, which are read from the turns' texts when first asked (turn-flags.ts).
  const acts = actReader(from.engine.grammars);
  const actAsked = actTyped(acts, toolName, from.said.typedStems);
  // A change of a standing payment the person asked for by the call's verb or its description's
  // ("update my rent standing order", "change my standing order to them"): a letter that only asks
  // the reader to amend that order asks what they asked.
  const amendAsked = from.said.spoke.has("repeat") && (verbTyped(acts, toolName, from.said.typedStems) || describedActTyped(acts, from.engine.catalogue.get(toolName), from.said.typedStems, args));
  const delegated = actAsked && from.said.delegated;
  // So with a turn that has the agent copy values from a text (`pay him back what it says`): for the act it names.
  const copied = !delegated && actAsked && from.said.copied;
  const results: Array<WorkOutInputs["results"][number]> = [];
  let typed: TypedForms | undefined;
  const unindexed: Array<WorkOutInputs["unindexed"][number]> = [];
  const catalogue = from.engine.catalogue;
  // A key's digest made once per call: every resumed result is asked the same keys (each act
  // word of the tool's name, whether its text spoke to the agent), and each is a SHA-256.
  let digests: Map<string, string> | undefined;
  const digestOf = (key: string): string => {
    digests ??= new Map();
    let d = digests.get(key);
    if (d === undefined) digests.set(key, (d = keyDigest(sessionId, key)));
    return d;
  };
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i]!;
    if (e.outcome?.status !== "ran") continue;
    const tool = catalogue.get(e.tool);
    const outside = tool?.spec.reads_outside === true;
    // A tool the catalogue does not say reads only the deployment's own data: its free text (a
    // merchant's booking note, a product's description) was written outside.
    const textOutside = tool?.spec.reads_outside !== false;
    const allowed = e.decision === "allow";
    const kept = from.indexes.get(sessionId, e.step);
    if (kept && kept.sig === e.outcome.sig && kept.index.tool === e.tool) {
      // A page fetched from a place is not a place the person sent the agent on from.
      const fetched = tool ? Object.keys(e.args).some((a) => tool.destinationArgs.has(a) && !(from.engine.kinds.get(e.tool)?.kind === "read" && tool.filterArgs.has(a))) : true;
      // A read asked with the person's description of its source, that gave one message, gave the message they pointed at.
      const sought = naming.length > 0 && kept.index.oneMessage && from.indexes.sought(sessionId, e.step) && namesWhatWasAsked(naming, (typed ??= typedForms(from.said.typedWords)), kept.index.nameTerms) && takesEveryTime(args, kept.index.dateTimes);
      results.push({ index: kept.index, allowed, outside, textOutside, sentTo: !fetched && from.said.linksPointed, delegated, copied, sought, soughtSource: from.indexes.sought(sessionId, e.step) });
    } else if (e.outcome.values) {
      const values = new Set(e.outcome.values);
      unindexed.push({ step: e.step, tool: e.tool, allowed, outside, textOutside, holds: (k) => values.has(digestOf(k)) });
    }
  }
  return { typed: from.said.typedKeys, typedWords: from.said.typedWords, typedPairs: from.said.typedPairs, spoke: from.said.spoke, typedStems: from.said.typedStems, askedSums: from.said.askedSums, toldSums: from.said.toldSums, given: from.said.given, typedChange: from.said.changeTyped, typedSumChange: from.said.sumChangeTyped, standingAsked: from.said.spoke.has("repeat") && recurs(args), actAsked, amendAsked, context: from.said.contextKeys, reply: from.said.replyKeys, results, unindexed };
}

/** An argument that names a record by its identifier (`email_id`): what a send acts on, not where it goes. */
const RECORD_ID_ARGUMENT = /(?:^|_)ids?$/i;

/** A send's targets (send-targets.ts): its required arguments that are neither a text, a record's identifier nor a place the catalogue declares. */
function sendTargets(tool: CompiledTool | undefined): string[] {
  if (!tool) return [];
  return [...requiredArguments(tool)].filter((name) => !tool.destinationArgs.has(name) && !TEXT_ARGUMENT.test(name) && !RECORD_ID_ARGUMENT.test(name));
}

/**
 * How a send carries the record it names by its identifier (`id`: the argument): passed on to a
 * place the call names (a forward), or answered where it came from, with no place (a reply);
 * undefined for a send that names no record.
 */
function recordSent(tool: CompiledTool, args: Readonly<Record<string, unknown>>): { how: "forward" | "reply"; id: string } | undefined {
  const names = Object.keys(args);
  const id = names.find((n) => RECORD_ID_ARGUMENT.test(n));
  if (id === undefined) return undefined;
  return { how: names.some((n) => tool.destinationArgs.has(n)) ? "forward" : "reply", id };
}

/** The arguments a tool's catalogue entry requires. */
function requiredArguments(tool: CompiledTool | undefined): ReadonlySet<string> {
  const required = (tool?.spec.arguments as { required?: unknown } | undefined)?.required;
  return new Set(Array.isArray(required) ? required.filter((r): r is string => typeof r === "string") : []);
}

/**
 * Whether a tool's verb is claimed by another tool the turns name in full (claimed-acts.ts), and
 * whether the turns ask for another writing act than `tool`'s that no such tool claims. The tools
 * named in full are found once per call, and only where a verb is asked about.
 */
function claimedActs(from: WorkOutFrom, acts: ActReader, tool: string, typed: ReadonlySet<string>): { claimed: (t: string) => boolean; other: () => boolean } {
  const tools = [...from.engine.catalogue.tools.keys()];
  let inFull: string[] | undefined;
  const claimed = (t: string) => actClaimedByAnother(t, (n) => acts.terms(n), (inFull ??= namedInFull(tools, (n) => acts.terms(n), typed, (n) => acts.terms(toolNameWords(n)[0] ?? ""))), typed);
  const other = () => tools.some((t) => t !== tool && from.engine.kinds.get(t)?.kind !== "read" && actTyped(acts, t, typed) && !claimed(t));
  return { claimed, other };
}
