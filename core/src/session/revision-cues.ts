// The cues of a revision appended inside someone's message: "Blocked: Android crash on login.
// Update: AND-882 is fixed, nothing is blocked anymore." A person who changes what they said posts
// again or edits the message; a label that opens a later sentence of the same message ("Update:",
// "EDIT:", "Correction:", "UPDATED 24/11:", "Amended 19/11:", an addendum's "Acrescento:", or one that says where it
// comes from: "CORRECTION after recount:") and says the opposite of what the message just said
// speaks over it, and what a summary takes from that sentence alone (a status, a date, a new owner)
// it was told, not
// what the channel said (cue-claims.ts). A message that opens with such a label is the update
// itself and is not read so; nor is a bracketed label that closes a message (`(edited)`). Patterns are data, each with its reason; read with the other
// instruction cues, once, when a result is reported, in linear time: the look-behind is bounded and
// the label is a fixed word.
import type { InstructionCue } from "./instruction-cue.js";
import { upTo } from "./up-to.js";

/**
 * What a label may say of where its revision comes from or what it revises, between the label and
 * its colon: a word that ties it on (`after`, `from`, `da`) and one to three words
 * (`Correction after recount:`, `Correction from the move:`, `Atualização da secretaria:`). A
 * label followed by a plain noun (`the correction letters: one per tenant`) names a thing, no
 * revision. One blank before each word and words of letters only keep the scan linear; a word's twenty
 * letters are written with `upTo` so the analyser proves it so.
 */
const SAID_BY_EN = String.raw`(?:[ \t](?:after|from|per|following|by|on|to|re|regarding)(?:[ \t]${upTo(String.raw`\p{L}`, 20)}){1,3})?`;
/**
 * Who a label says speaks, in brackets between the label and its colon (`CORRECTION (system):`,
 * `Update (front desk):`): one to three words of letters, one blank apart, as the tie words' are.
 */
const SAID_BY_BRACKETED = String.raw`(?:[ \t]\(${upTo(String.raw`\p{L}`, 20)}(?:[ \t]${upTo(String.raw`\p{L}`, 20)}){0,2}\))?`;
/**
 * Who a bracketed label says edited, before the label's word (`[rocio.g edit 02:41]`): one chat
 * handle of letters, figures, dots, dashes and underscores, one blank after it.
 */
const HANDLE = String.raw`(?:${upTo(String.raw`[\p{L}\p{N}._-]`, 24)}[ \t])?`;
/**
 * The tie words of a label in the other languages letters come in (`Nachtrag vom Programmteam:`,
 * `Mise à jour de l'équipe :`, `Corrección del organizador:`), then one to three words, as above.
 */
const SAID_BY_OTHER = String.raw`(?:[ \t](?:vom|von|der|des|nach|laut|du|de|de[ \t]la|del|dal|della|dello|van|door)(?:[ \t]${upTo(String.raw`[\p{L}']`, 20)}){1,3})?`;
const SAID_BY_PT = String.raw`(?:[ \t](?:d[aeo]s?|ap[oó]s|sobre|por|pela|pelo|segundo|n[ao]s?)(?:[ \t]${upTo(String.raw`\p{L}`, 20)}){1,3})?`;

// The four labels read different words on purpose: a label before a colon, a heading's nouns and
// participles in each language (an addendum's `Acrescento:` too); in capitals, only the words a
// heading shouts; in brackets, the marks an edit is tagged with (`[edited]`, `(corrigido)`), both
// languages in one pattern as the mark stands apart from the sentence's language. A day's
// correction (corrected-days.ts) and a revised sum's row (restated-rows.ts) keep lists of their own,
// read where a label need not open a sentence.
/**
 * A signature-like dash run a line may open with before its label (`-- Second correction:`), as
 * a note appended under a letter is set apart: one to three dashes and one or two blanks, written
 * as nested optional steps (up-to.ts) so the analyser's sum of repeat counts stays low.
 */
const LEAD = String.raw`(?:[-–—](?:[-–—](?:[-–—])?)?[ \t](?:[ \t])?)?`;
/**
 * The word that counts a revision among others before its label (`Second correction (final):`,
 * `Further update:`, `Latest edit:`): a letter that already corrected itself and says so again is
 * revised as surely as one that says it the first time.
 */
const ORDINAL = String.raw`(?:(?:second|third|further|another|final|latest|new|2nd|3rd)[ \t])?`;

export const REVISION_CUES: readonly InstructionCue[] = [
  {
    // The label may carry the day or the time of the revision before its colon (`UPDATED 24/11:`),
    // who or what it comes after (`Correction after recount:`), or who speaks, in brackets
    // (`CORRECTION (system):`).
    // It may open an aside after the message's sentence (`Entrega em mão. (correção do cliente por
    // telefone: são 36 taças)`): the bracket opens the revision, as a new sentence would.
    pattern: new RegExp(String.raw`(?<=[.!?)\]][ \t]{1,3}|\n[ \t]{0,3})${LEAD}[[(]?${ORDINAL}(?:update|updated|edit|edited|correction|corrected|erratum|addendum|revision|late update|amended|amendment|final version|new version|latest version)(?:[ \t]{1,3}[\d/.:h-]{1,10}){0,2}${SAID_BY_EN}${SAID_BY_BRACKETED}[ \t]?:[ \t]`, "iu"),
    reason: "a sentence that opens with a revision's label (`Update:`, `EDIT:`, `Correction:`) after an earlier sentence of the same message speaks over what the message said",
    dictatesText: true,
  },
  {
    pattern: new RegExp(String.raw`(?<=[.!?)\]][ \t]{1,3}|\n[ \t]{0,3})[[(]?(?:atualiza[cç][aã]o|actualiza[cç][aã]o|atualizado|editado|edi[cç][aã]o|corre[cç][aã]o|re(?:c)?tifica[cç][aã]o|acrescento|adenda|aditamento)(?:[ \t]{1,3}[\d/.:h-]{1,10}){0,2}${SAID_BY_PT}${SAID_BY_BRACKETED}[ \t]?:[ \t]`, "iu"),
    reason: "(Portuguese) a sentence that opens with a revision's label (`Atualização:`, `Correção:`, `Retificação:`, an addendum's `Acrescento:`) after an earlier sentence of the same message speaks over what the message said",
    dictatesText: true,
  },
  {
    // The same labels in the other languages a letter is written in (German, French, Spanish,
    // Italian, Dutch), which no grammar reads: `Nachtrag vom Programmteam:`, `Korrektur:`,
    // `Mise à jour :` (French sets a blank before its colon), `Corrección:`, `Rettifica:`.
    pattern: new RegExp(String.raw`(?<=[.!?)\]][ \t]{1,3}|\n[ \t]{0,3})${LEAD}[[(]?(?:nachtrag|korrektur|berichtigung|aktualisierung|[äa]nderung|erg[äa]nzung|mise[ \t][àa][ \t]jour|rectificatif|additif|modification|actualizaci[óo]n|correcci[óo]n|rectificaci[óo]n|fe[ \t]de[ \t]erratas|aggiornamento|rettifica|correzione|wijziging|rectificatie|correctie)(?:[ \t]{1,3}[\d/.:h-]{1,10}){0,2}${SAID_BY_OTHER}${SAID_BY_BRACKETED}[ \t]?:[ \t]`, "iu"),
    reason: "(other languages) a sentence that opens with a revision's label (`Nachtrag:`, `Korrektur:`, `Mise à jour :`, `Corrección:`) after an earlier sentence of the same message speaks over what the message said",
    dictatesText: true,
  },
  {
    // A label in capitals stands out as a new sentence though no stop ends the one before it
    // ("… driver still needed EDIT: all trips are now covered"): read after a word of the same
    // message, in capitals only (no `i` flag), so "the edit: …" in running words is not one.
    pattern: /(?<=[\p{Ll}\p{N}][ \t]{1,3})(?:EDIT|EDITED|UPDATE|UPDATED|CORRECTION|CORRECTED|ADDENDUM|ERRATUM|ATUALIZA[CÇ][AÃ]O|CORRE[CÇ][AÃ]O|RE(?:C)?TIFICA[CÇ][AÃ]O|ACRESCENTO|ADENDA)(?:[ \t]{1,3}[\d/.:h-]{1,10}){0,2}[ \t]?:[ \t]/u,
    reason: "a revision's label in capitals (`EDIT:`, `UPDATE:`) inside a message, after words of its own, speaks over what the message said",
    dictatesText: true,
  },
  {
    // An aside in round brackets that opens with a revision's label and its colon, after a word of the
    // same text though no stop ends it ("Water tests 25/11/2026 (amended 08:05: touch pool salinity
    // 38.4 ppt)"): the title or line it is written into said its own values, and the aside speaks
    // over them. The colon is needed: "(edited)" and "(updated weekly)" say nothing over anything.
    pattern: new RegExp(String.raw`(?<=[\p{L}\p{N}][ \t]{1,3})\((?:update|updated|edit|edited|correction|corrected|amended|amendment|erratum|revised|atualizado|atualiza[cç][aã]o|corrigido|corre[cç][aã]o|retificado|retifica[cç][aã]o)(?:[ \t]{1,3}[\d/.:h-]{1,10}){0,2}[ \t]?:[ \t]`, "iu"),
    reason: "an aside in brackets that opens with a revision's label and its colon (`(amended 08:05: …)`) inside a line speaks over what the line said",
    dictatesText: true,
  },
  {
    // A platform marks an edited message beside it, not inside its words: a bracketed label that
    // opens a later sentence and goes on to say something (`[edited] Tuesday 15/12 at 21:00`)
    // poses as that mark. One that closes the message (`See you at 8. (edited)`) says nothing over it.
    // The label may carry its day, as a label before a colon does (`[edit 24/11] Repotting moved …`).
    // It may say who edited before its word (`[rocio.g edit 02:41] fine was 450 EUR, not 150`), as a
    // chat's export heads a later message.
    pattern: new RegExp(String.raw`(?<=[.!?)\]][ \t]{1,3}|\n[ \t]{0,3})[[(]${HANDLE}(?:update|updated|edit|edited|correction|corrected|erratum|revision|atualizado|actualizado|atualiza[cç][aã]o|editado|edi[cç][aã]o|corrigido|corre[cç][aã]o|re(?:c)?tificado|re(?:c)?tifica[cç][aã]o)(?:[ \t]{1,3}[\d/.:h-]{1,10}){0,2}[\])][ \t]?:?[ \t]{1,3}(?=[\p{L}\p{N}])`, "iu"),
    reason: "a sentence that opens with a bracketed revision's label (`[edited]`, `(editado)`) after an earlier sentence of the same message poses as the platform's mark of an edit and speaks over what the message said",
    dictatesText: true,
  },
];
