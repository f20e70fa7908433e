// Reads a Portuguese turn into the port's TurnReading, with the grammar's own tokenizer. Never
// throws: a reader that failed on a strange turn would make the engine refuse later calls.
import { RECORD_NAMED_BY_ITS_NOUN } from "./record-nouns.js";
import type { ClauseAct, Destination, ReadOptions, TurnReading, TurnValue } from "@toolgate/grammar-kit";
import { asideByLabel, assembleReading, daysAfterEachRecord, isSumInDigits, markListedHours, notTheOnlyOnes, placePick, pointingPhrases, readTurnSafely, recordLike, scanAddresses, SpanSet, toldOfEach, wordTable, type Span } from "@toolgate/grammar-kit";
import { findActs, isSendingForm } from "./acts.js";
import { madeThingAct, verbActKey } from "./act-words.js";
import { scanDates } from "./dates.js";
import { daysThatHappened } from "./days-that-happened.js";
import { daysOfWhatIsPaidFor } from "./days-of-what-is-paid-for.js";
import { daysInAReason } from "./days-in-a-reason.js";
import { withSendsStartingClauses } from "./sends-starting-clauses.js";
import { daysToldBesideADueDay } from "./days-told-beside-a-due-day.js";
import { countsOfThings, daysCalledOff, spansOfTimeAlone, factSums, placesCameFrom, placesNowOther, plannedDays, receivedSums } from "./facts.js";
import { LABEL_WORDS } from "./labels.js";
import { numbersNamingPlaces } from "./numbers-naming-places.js";
import { placesLeftByPronoun } from "./pronouns.js";
import { splitSums } from "./splits.js";
import { modelRecords } from "./compared.js";
import { recordsWrittenOtherwise, sumsAgreedOtherwise } from "./agreed-sums.js";
import { apologyGivesValue, opensWithOwnedMistake } from "./apologies.js";
import { leftByDescription } from "./described.js";
import { sumsBesideBracketedRecords } from "./sums-beside-bracketed-records.js";
import { workedSums } from "./worked-sums.js";
import { sumsOfOrdinalsNotPicked } from "./ordinal-sums.js";
import { sumsOfTheStoryToldFirst } from "./sums-of-the-story-told-first.js";
import { pointingPhraseEnds } from "./pointing-phrase-ends.js";
import { sumAfterPluralArticle, tokenAtStarts } from "./sums-after-plural-articles.js";
import { differences } from "./differences.js";
import { phonesByEnding } from "./phone-endings.js";
import { scanPhonesASendGoesTo } from "./phones-a-send-goes-to.js";
import { placeWorked } from "./worked-values.js";
import { scanDaysCorrectedAlone } from "./corrected-days.js";
import { scanWeekdaysCorrectedAlone } from "./corrected-weekdays.js";
import { scanDaysOfMeetings } from "./meeting-days.js";
import { pickedByPlace } from "./picked-by-place.js";
import { leftByPickingWord, listedPieces, listsSums, pickedWithoutList, PORTUGUESE_LISTS, sumsOfListedRecords, toldOfListed, toldOfListedSums } from "./picked-by-word.js";
import { pointedBack } from "./that-one-corrected.js";
import { betterSaid } from "./better-said.js";
import { daysNotPreferred } from "./preferred-days.js";
import { daysNotPicked } from "./days-picked-from-a-list.js";
import { recordsSetApartByContrast } from "./records-set-apart-by-contrast.js";
import { recordsOfPluperfectClauses, sumsOfPluperfectClauses } from "./values-of-pluperfect-clauses.js";
import { sumsSaidWithAPart } from "./sums-said-with-a-part.js";
import { daysSaidBareAgainstADay } from "./days-said-bare-against-a-day.js";
import { daysOfEventsSaidAfterA, daysOfOtherEvents } from "./days-of-events-said-after-a.js";
import { recordsKeptInEnglish, recordsSetApartInEnglish, setApartInEnglish } from "./set-apart-in-english.js";
import { wholesOfSharesAsked } from "./shares-of-a-whole.js";
import { wholesOfFractionsSaid } from "./wholes-of-fractions-said.js";
import { sumsRisenOrFallen } from "./sums-risen-or-fallen.js";
import { daysForgotten } from "./days-forgotten.js";
import { daysOfThingsSetAside } from "./days-of-things-set-aside.js";
import { sumsOfADifferenceSaid } from "./sums-of-a-difference-said.js";
import { phonesOfOthersNotPicked } from "./phones-picked-by-whose.js";
import { recordsOfThingsThatStay } from "./things-that-stay.js";
import { sumsNotPreferred } from "./preferred-sums.js";
import { recordsInBrackets } from "./records-in-brackets.js";
import { recordsNamedByTheirSums } from "./records-named-by-their-sums.js";
import { sumsInBrackets } from "./sums-in-brackets.js";
import { pairsSaidAgain } from "./pairs-said-again.js";
import { valuesSaidToStay } from "./said-to-stay.js";
import { valuesTurnedDown } from "./turned-down.js";
import { sumsOfPeopleToRecords } from "./people-records.js";
import { pricesOfOne, unitPrices } from "./unit-prices.js";
import { countsOfUnitsAsked, scanCountsOfUnits } from "./counts-of-units-asked.js";
import { scanSpokenPhones } from "./spoken-phones.js";
import { scanIdsSaidDigitByDigit } from "./ids-said-digit-by-digit.js";
import { SHARES, shareOfToldSum } from "./told-shares.js";
import { wholeSums } from "./whole-and-part.js";
import { sumsFollowTheirRecords } from "./sums-follow-records.js";
import { DENIED_THEN_TOLD } from "./denied-then-told.js";
import { deniedThenToldInThePast } from "./denied-then-told-in-the-past.js";
import { sumsOfDescribedRecords } from "./described-record-sums.js";
import { sumsOfBracketedRecords } from "./sums-of-bracketed-records.js";
import { sumsInBracketsOfRecords } from "./sums-in-brackets-of-records.js";
import { THING_DENIED_WITH_ITS_SUM } from "./things-denied-with-their-sum.js";
import { recordsTakenBackByTheirNumber } from "./records-taken-back-by-their-number.js";
import { daysPutInstead } from "./days-put-instead.js";
import { valuesSaidOfOthers } from "./values-said-of-others.js";
import { recordsOfOwnersNotPicked } from "./records-picked-by-owner.js";
import { recordsLeftByPossessive } from "./records-picked-by-possessive.js";
import { recordsNotPickedByPrice } from "./records-picked-by-price.js";
import { markPricedList, markPricedPlaces, pickedByPrice } from "./picked-by-price.js";
import { markDatedList, pickedByDay } from "./picked-by-day.js";
import { markDayPartsByWord, pickedByHour } from "./picked-by-hour.js";
import { contactPickedByWord, contactPointedBackByName, toldOfListedContacts } from "./contacts-picked-by-word.js";
import { daysMovedOn } from "./days-moved-on.js";
import { personServedAlready } from "./people-set-aside.js";
import { withAppositions } from "./records-in-apposition.js";
import { daysOfThingsPast } from "./days-of-things-past.js";
import { endsOwningMistake, opensWithCorrectingWord } from "./turns-that-correct.js";
import { recordsOfSumsSetApart } from "./records-of-sums-set-apart.js";
import { scanIdsOpeningWithNo } from "./ids-opening-with-no.js";
import { scanIdsGroupedByThousands } from "./ids-grouped-by-thousands.js";
import { scanCodesInCapitals } from "./codes-in-capitals.js";
import { scanFileIds } from "./file-ids.js";
import { CLAUSE_BREAKS, ID_KEYWORDS, MONTHS, NEGATION_BRIDGES, WEEKDAYS } from "./lexicon.js";
import { foldKeepingOffsets, tokenize, type Token } from "./tokens.js";
import { countsOfNamesListed, countWords } from "./counts-said-as-words.js";
import {
  currencyApart,
  scanAmounts,
  scanChannels,
  scanCuedPhones,
  scanIds,
  scanLabelledTexts,
  scanLongDistancePhones,
  scanRecordNumbers,
  scanMillions,
  scanSpelledEmails,
  scanNames,
  scanNumberWords,
  scanNumbers,
  scanQuoted,
  scanSplitMobiles,
  scanTaxNumbers,
  scanFileNamesAndReferences,
  scanThousands,
  scanThousandsAnd,
  scanTimes,
} from "./values.js";
import { isRecordSpan } from "./record-spans.js";
import { slangCurrencies } from "./money-slang.js";
import { sendsToPointed } from "./sends-to-pointed.js";
import { placesTakenForAnother } from "./places-taken-for-another.js";
import { placesSaidNot } from "./places-said-not.js";
import { placesKeptForAFallback } from "./places-kept-for-a-fallback.js";
import { placesToldAsData } from "./places-told-as-data.js";
import { labelsInBrackets } from "./labels-in-brackets.js";
import { wholesSaidAgain } from "./wholes-said-again.js";
import { placesSaidToStay } from "./places-said-to-stay.js";
import { wholesOfTheRest } from "./wholes-of-the-rest.js";
import { markSurnames } from "./surnames.js";

/** Things whose right value a correction names: `o valor certo é`, `o número correto é`, `o email certo é`. */
// The records a service business books and bills by (`a consulta é a CD-818`, `a reserva certa é a 3150`) are corrected as an order is.
const CORRECTED_THINGS = String.raw`valor|montante|número|numero|telefone|telemóvel|telemovel|celular|email|e-mail|endereço|endereco|dia|data|pedido|conta|iban|canal|consulta|reserva|sessão|sessao|marcação|marcacao|matrícula|matricula|ficha|processo`;

/** Verbs a value was given, written, read or worked out with, by the person or by whoever passed it on: `fiz`, `passaram`, `anotei`, `calculei`, `li`. */
const SAID_WRONG_VERBS = String.raw`falei|escrevi|digitei|disse|pus|coloquei|passei|passaram|passou|dei|deram|deu|anotei|anotaram|anotou|copiei|li|leu|vi|ouvi|percebi|entendi|contei|calculei|somei|fiz|fizeram|fez|lancei|registei|registrei|informei|informaram|informou`;

/** Words of a correction: Portuguese, then English ones a turn may switch to (`reembolsa 20 no 8321, actually make it 25`, `wait, no, 40`, `I mean o 8324`). */
const CORRECTION_WORDS = String.raw`actually(?:,?\s+make\s+it)?|make\s+it|i\s+mean|i\s+meant|sorry|oops|my\s+bad|scratch\s+that|no\s+wait|wait(?:,?\s+no)?|desculpa|desculpe|perdão|perdao|alias|aliás|quer dizer|ou seja|isto é|isto e|queria dizer|quis dizer|quero dizer|digo melhor|digo|o mejor dicho|mejor dicho|ou melhor ainda|ou melhor|ou antes|melhor dizendo|melhor|na verdade|na vdd|na real|afinal|pensando bem|não|nao|corrigindo|corrijo|corrige|corrija|correção|correcao|retifico|retificando|rectifico|rectificando|emenda|(?:muda|mude|troca|troque|altera|altere|atualiza|atualize|actualiza|actualize|baixa|baixe|sobe|suba|passa|passe|aumenta|aumente|reduz|reduza|desce|desça|desca|diminui|diminua)\s+(?:(?:o|a)\s+(?:destinatário|destinatario|destino|${CORRECTED_THINGS})\s+)?(?:pra|para)|(?:(?:o|a)\s+)?(?:(?:${CORRECTED_THINGS})\s+)?errad[oa]|(?:está|esta|tá|ta)\s+errad[oa]|(?:o\s+|a\s+)?(?:(?:${CORRECTED_THINGS})\s+)?(?:certo|certa|correto|correta|correcto|correcta)\s+(?:é|e|são|sao)|(?:o\s+)?(?:valor|montante)\s+(?:é|e|são|sao)|(?:o|a)\s+(?:comprador|compradora|destinatário|destinatario|cliente|contato|contacto|${CORRECTED_THINGS})\s+(?:agora\s+)?(?:é|e|passa a ser|passou a ser|mudou pra|mudou para)|me enganei|enganei-me|enganei|errei(?:\s+(?:o|a)\s+(?:${CORRECTED_THINGS}))?|erro meu|engano meu|foi (?:um )?engano|engano|gralha|lapso|foi mal|me equivoquei|equivoquei-me|equivoquei|(?:falei|escrevi|digitei|disse|pus|coloquei)\s+(?:errado|mal)|n[ãa]o (?:foi|é|e) isso|era pra ser|era para ser|devia ser|deveria ser|mudei de ideia|me corrigindo|corrigindo-me|corrijo-me|melhor ainda|err+|me expressei mal|expressei-me mal|troquei|me confundi|confundi-me|confundi|retiro o que disse|esquece isso|esqueça isso|esquece o que disse|esquece(?=\s*[,;:—–-])|esqueça(?=\s*[,;:—–-])|risca isso|risca|opa|ops|ups|peraí|perai|pera aí|pera ai|pera|espera|espere`;

/** Words that say the right value comes next, after a few words of why: `afinal o cliente quer só 40`, `na verdade são 40`. */
const CORRECTION_THEN_WORDS = String.raw`afinal|na verdade|na vdd|na real|pensando bem|pensando melhor|retiro o que disse|em vez disso|ao invés disso|ao inves disso|no lugar disso`;

/** Imperatives of the requests a turn ends in, only in forms that are not also nouns (`fature`, not `fatura`). */
const IMPERATIVE = String.raw`\b(?:(?:reembols|cancel|anul|devolv|estorn|transfir|transfer|agend|lembr|anot|regist|registr|emit|atualiz|credit|envi|mand|encaminh|coloc|reserv)[ae]|pague|marque|fature|cobre|ponha|põe|poe|faça|faca)\b`;

/** A hesitation before a correction: `ah não, era 40`, `ah, o número certo é …`. */
const HESITATION = String.raw`(?:ah|oh|eh|hum|hmm|ai)(?![\p{L}\d])[\s,.;:…—–!-]*`;

/**
 * As palavras entre um valor e a sua correção: `20, desculpa, 25`, `900, ou melhor, 950`, `aliás, 40`,
 * `muda pra 40`, `não, espera, 40` (até duas seguidas), `atualiza o destinatário para …`, `errado, 40`, `o valor
 * certo é 40`, `ah não, era 40`, e depois até três palavras pequenas (`é`, `pra`, `pro`); ou `afinal`, `na
 * verdade`, `pensando bem` e até cinco palavras quaisquer que não juntem outro pedido (`afinal o cliente
 * quer só 40`). `troca o 5102` sozinho é outro pedido, não uma correção: `muda`, `troca` e `altera` só com
 * `pra`; `não esquece o 5102` também: `esquece` só corrige seguido de pontuação ou de `isso`. O pedido
 * dito de novo depois da correção é dela (`70 no 5530, melhor, estorna 90`, `80, aliás, devolve 100`), não
 * depois de `não` nem de um fim de frase (`o 8745 não. reembolsa 15`, `20 no 4471, não cancela o 4472`);
 * depois de `não,` sim (`cancela o 8107. Não, cancela o 8108`).
 * Um asterisco colado ao valor, no começo de uma linha ou frase, corrige-o, como se escreve numa conversa
 * (`reembolsa 30 no 8301\n*35`); `30 * 2` é uma conta.
 */
// Linear: the look-behind reads back over a run of blanks or marks only where a letter follows (an
// imperative starts with one), not at each step back through the run.
// Matched on lower-cased text (`correctionIn`), without the `i` flag: with `u`, `i` made V8 compile
// case classes for every letter of this long pattern, about 60 ms of a Portuguese grammar's first read.
export const CORRECTION = new RegExp(
  String.raw`^[^\S\n]*[\n.;!?]\s*\*$|^[\s,.;:…—–(-]*(?:${HESITATION})?(?:(?:(?:${CORRECTION_WORDS})(?![\p{L}\d])[\s,.;:…—–()!-]*){1,2}(?:(?:faz|faça|fazer|fica|ficar|põe|poe|pôr|por|deixa|deixar|é|e|são|sao|seria|era|no|na|em|o|a|pra|para|pro|ao|à|de|com|antes|fatura|factura|cobra|(?=\p{L})(?<!\bn[ãa]o\s*|[.;!?][^\p{L}\d]*)${IMPERATIVE})(?![\p{L}\d])[\s,.;:…—–()-]*){0,3}|(?:${CORRECTION_THEN_WORDS})(?![\p{L}\d])[\s,.;:…—–()!-]*(?:(?!(?:também|tambem|mais|outro|outra|ainda|e)(?![\p{L}\d]))\p{L}+(?![\p{L}\d])[\s,.;:…—–()-]*){0,5})$`,
  "u",
);

/**
 * What `CORRECTION` cannot match without: a `*`, or, after its opening marks and hesitation, a word
 * of correction or a word that says the right value comes next. Tried first, on lower-cased text:
 * the long pattern's first match costs tens of milliseconds to compile, and most turns hold no
 * correction at all. Linear: anchored at the start as `CORRECTION` is, or one character.
 */
const MAY_CORRECT = new RegExp(String.raw`\*|^[\s,.;:…—–(-]*(?:${HESITATION})?(?:${CORRECTION_WORDS}|${CORRECTION_THEN_WORDS})`, "u");

/** Whether `text`, in any case, is the words between a value and its correction (`CORRECTION`). */
function correctionIn(text: string): boolean {
  const lower = text.toLowerCase();
  return MAY_CORRECT.test(lower) && CORRECTION.test(lower);
}

/**
 * A clause that says a value was given or worked out wrong, then gives the right one: `pera, me
 * passaram errado, são 66`, `Espera, fiz mal as contas: são 27 €`, `anotei o valor errado, é 35`,
 * `fiz a conta errada, são 408`, `calculei mal, 35`. Who made the mistake does not matter. A pattern
 * of its own, read where a correction opens a clause (`correctedByClauseOfTheirOwn`), not a part of
 * `CORRECTION`: that one is proved linear whole, and the proof's time grows with every word it holds.
 */
// Linear: anchored at both ends; the marks, the words of a pause and the verb never read the same characters.
export const SAID_WRONG_CLAUSE = new RegExp(
  String.raw`^[\s,.;:…—–(-]*(?:(?:pera|peraí|perai|espera|espere|opa|ops|ups|ah|oh)(?![\p{L}\d])[\s,.;:…—–!-]*)?(?:(?:me|nos)\s+)?(?:${SAID_WRONG_VERBS})\s+(?:(?:o|a|os|as)\s+(?:valor|conta|contas|número|numero)\s+)?(?:errad[oa]s?|mal)(?:\s+(?:as|a)\s+contas?)?[\s,.;:…—–()!-]*(?:(?:é|e|são|sao|era|eram|o|a|no|na|de)(?![\p{L}\d])[\s,.;:…—–()-]*){0,3}$`,
  "iu",
);

/**
 * The words between a value and its correction in Spanish, where a Portuguese turn slips into it:
 * the counterparts of Portuguese ones (`mejor` of `melhor`, `perdón` of `perdão`, `quiero decir` of
 * `quero dizer`, `o sea` of `ou seja`, `me equivoqué` of `me equivoquei`), after the filler `bueno`
 * or not (`80 euros, bueno, mejor 70`), and up to three small words (`es`, `el`, `en`). A pattern of
 * its own beside `CORRECTION` (which holds `o mejor dicho`), for the reason `SAID_WRONG_CLAUSE` is.
 */
// Linear: anchored at both ends; marks, the filler, the words and the small words never read the same characters.
// Matched on lower-cased text, without `i`, as `CORRECTION` is.
const SPANISH_CORRECTION = new RegExp(
  String.raw`^[\s,.;:…—–(-]*(?:bueno(?![\p{L}\d])[\s,.;:…—–!-]*)?(?:mejor|perdón|perdon|quiero\s+decir|quise\s+decir|o\s+sea|me\s+equivoqué|me\s+equivoque)(?![\p{L}\d])[\s,.;:…—–()!-]*(?:(?:es|era|son|el|la|en|é|e|o|a|no|na|pra|para)(?![\p{L}\d])[\s,.;:…—–()-]*){0,3}$`,
  "u",
);

/** The words between a value and its correction, in Portuguese (and the English and Spanish it switches to). */
const CORRECTION_BETWEEN = { test: (between: string): boolean => correctionIn(between) || SPANISH_CORRECTION.test(between.toLowerCase()) };

/** As palavras entre um número e o id de que é dito: `15 no P-1`, `5 € no pedido 10`, `20 reais pra fatura F-2`, `os 40 são do pedido 3301`, `os 12 vão pro 3302`, `40 (pedido 3301)`. */
// Linear: one way to read each word (`n\.?º` alone holds `nº`), and the space after a currency read once.
const PAIRING = new RegExp(String.raw`^\s*(?:(?:€|euros?|reais|real|r\$|dólares|dolares)\s*)?(?:(?:são|sao|é|vão|vao|ficam|vêm|vem)\s+)?(?:(?:de volta|de desconto|de reembolso|de crédito|de credito|de frete|do frete|de portes|dos portes|de taxa|da taxa|de juros|de multa|da multa|de diferença|de diferenca)\s+)?(?:\(\s*)?(?:(?:no|na|do|da|ao|à|pro|pra|para o|para a|pelo|pela|em|de|(?:referente|relativo|relativa)s?\s+(?:ao|à|a))\s+|\(\s*)(?:(?:o|a|pedido|encomenda|fatura|factura|conta|cliente|n\.?º|número|numero)\s+)*(?:${RECORD_NAMED_BY_ITS_NOUN})?(?:(?:do|da)\s+(?:(?:pedido|encomenda|fatura|factura|conta)\s+)?)?#?$`, "iu");

/**
 * As palavras entre um id e o número dito dele, o id primeiro: `P-1: 15`, `7001 → 15`, `o 7001 leva 15`, `P-1 fica com 15`, `no 1001 devolve 15`, `1001 (15)`, `o C-31 paga 1.200`, `pro 3302 vão 20`, `o do 4051 é de 21`, `a 881 fica em 45` (what it comes to); what it came to, in the past: `o 7310 foi 80`, `a 882 custou 60`, `o 5101 deu 45`, `saiu por 30`, `ficou em 45`; a short description in brackets between, `pedido 2202 (mouse) 45,00`.
 * The id may close a bracket that names whose record it is (`a da Ana (cliente C-31) são 30, a do Rui
 * (cliente C-32) 45`): the bracket ends the record's name, not the sentence, and the sum after it is the record's.
 */
// Linear: the blanks after a mark are read with the mark, so one quantifier reads each run of blanks.
const PAIRED_AFTER = /^\s*(?:\)\s*)?(?:\([^()\d\n]{1,32}\)\s*)?(?:(?:[:=→(]|->|—|–|-)\s*)?(?:(?:leva|recebe|ganha|fica com|(?:fica|ficam|ficou|ficaram)\s+em|com|(?:é\s+)?de|é|em|são|sao|foi(?:\s+de)?|foram(?:\s+de)?|custou|custaram|deu|deram|(?:saiu|saíram|sairam)\s+(?:por|a)|devolve|devolva|reembolsa|reembolse|estorna|estorne|credita|credite|paga|pagam|vai|vão|vao|vêm|vem)\s+)?(?:(?:€|r\$|us\$)\s*)?$/i;
/** PAIRED_AFTER, or the comma closing an aside before a linking verb (`…, pedido 5521, ficou em 45`). */
const PAIRED_AFTER_OR_APPOSITION = withAppositions(PAIRED_AFTER);

/**
 * As palavras entre um registo e o lugar para onde vai, o registo primeiro: `partilha o DOC-1 com a
 * ana@… e o DOC-2 com o rui@…`, `o F-50 vai para a ana@…`, `sobe o REL-5 pra https://…`, `o RL-7 em
 * https://…`, `C-803: 11 9…; C-804: 11 9…`, `o C-873 agora usa 11 9…; o C-874 usa 11 9…`. O kit só as pareia onde dois registos ou mais têm cada um o seu lugar.
 * O registo pode fechar um parêntese que diz de quem é (`o celular da Ana (cliente C-40) é 11 9…`): o
 * parêntese acaba o nome do registo, e o lugar depois dele é do registo.
 */
const PLACED_AFTER = /^\s*(?:\)\s*)?(?:(?:(?:vai|vão|vao|segue|seguem|fica|ficam)\s+)?(?:com|pra|pro|para|em|no|na|ao|à|a)\s+(?:(?:o|a)\s+)?|(?:agora\s+)?(?:usa|usam|tem|têm|é|passa a ser|passou a ser|fica com|ficou com)\s+(?:(?:o|a)\s+)?|[:=→]\s*|->\s*)$/i;

/**
 * As palavras entre um registo e o dia dito dele, o registo primeiro: `o boleto do 6114 no dia 5 e o
 * do 6115 no dia 9`, `a entrega do 8127 pra terça e a do 8128 pra quinta`, `o 7419 vence dia 6 e o
 * 7420 vence dia 12`. O kit só as pareia onde dois registos ou mais têm cada um o seu dia.
 */
const DATED_AFTER = /^\s*(?:(?:vence|vencem|fica|ficam|cai|caem|vai|vão|vao|sai|saem|chega|chegam|é|e|em|no|na|pra|pro|para|até|ate|a)\s+){0,2}$/i;

/** As palavras que pareiam somas e ids pela ordem: `15 e 25 nos pedidos 1 e 2, respectivamente`, `nessa ordem`. */
const IN_ORDER = {
  // `n\.?º` alone: a second alternative for `nº` made 2^n ways to fail a long run of them.
  join: /^\s*(?:,\s*(?:e\s+)?|e\s+)(?:(?:o|os|a|as|pedido|pedidos|fatura|faturas|conta|contas|n\.?º|#)\s*)*$/iu,
  cue: /^[\s,;:(—–-]*(?:[\p{L}]+[\s,;:]+){0,3}(?:respectivamente|respetivamente|(?:nessa|nesta|pela|por esta|por essa|na mesma|pela mesma|na)\s+ordem)(?![\p{L}\d])/iu,
};

/** As palavras que passam da história de um turno longo ao pedido: `…, então cancela`, `…; por isso`. */
const CONNECTED = String.raw`[,;:]\s*(?:e\s+)?(?:então|entao|por isso|portanto|daí|dai|logo)\s+(?:(?:por favor|pf|pfv|podes|pode|só|so)\s+)?`;

/**
 * A story told first and the request after it, in a sentence or a clause of its own: `… mandou fotos e o
 * fornecedor concorda; reembolse 60`, `o pedido 5101 custou 120, mas reembolsa só 40`, `dos 120 do 5101, devolve 40`. Only where nothing before the break asks (no imperative),
 * so that two requests in a row (`cancela o 4471. reembolsa 20 no 4472`) stay two requests. The
 * lookahead is bounded and the text is read once, so the time is linear.
 */
const STORY_THEN_REQUEST = String.raw`^(?:(?!${IMPERATIVE})[\s\S]){1,4000}?(?:[.;!?:]|,(?:\s*(?:mas|porém|porem|só que|so que|contudo|no entanto))?|\s(?:mas|porém|porem|contudo))\s+(?:(?:por favor|pf|pfv|agora|só|so)\s*,?\s+)?(?=${IMPERATIVE})`;

/** A sum as a bound's words write it: `300`, `R$ 300`, `300 euros`, `1,5 mil`. */
const BOUND_SUM = String.raw`(?:(?:[€$£]|r\$)\s?)?\d[\d.,]*(?:\s?mil)?(?:\s?(?:[€$£]|eur(?:os?)?|reais|real|d[oó]lares))?`;
/**
 * The words before an amount said as a bound, not as the sum asked for (`até 50`, `no máximo 80
 * euros`, `entre 300 e 400`, `mais de 20`), anchored at the amount: the kit's `bound`.
 */
const BOUND = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:entre|at[eé]|no m[aá]ximo|no m[ií]nimo|m[aá]ximo de|m[ií]nimo de|mais de|menos de)\s+(?:${BOUND_SUM}\s+(?:e|a)\s+)?(?:(?:[€$£]|r\$)\s?)?$`,
  "iu",
);
const INSTRUCTION = new RegExp(`${CONNECTED}|${STORY_THEN_REQUEST}`, "i");

/** Palavras logo antes de um valor que o põem de parte: `não o 7070`, `não é o 7070`, `mas mantém o 5657`, `exceto o 9,99`, `tirando o 4472`, `mas deixa o 4472`, `e deixa quieto o 4472`, `não mexe no 4472`, `o antigo era 11 94321-0000`. More such words are read by `leftOutBefore`. */
const SET_APART = /(?:\bn[ãa]o(?:\s+(?:é|e|era|são|sao))?|\b(?:antig[oa]|anterior|velh[oa]|antes)\s+(?:era|é|e|foi)|\b(?:o|a)\s+(?:(?:número|numero|telefone|celular|telemóvel|telemovel|email|endereço|endereco)\s+)?(?:antig[oa]|anterior|velh[oa])|\bmantém|\bmantem|\bmantenha|\bexceto|\bexcepto|\bsalvo|\bmenos|\bfora|\btirando|\bsem ser|\bem vez d(?:e|o|a|os|as)|\bao inv[ée]s d(?:e|o|a|os|as)|\bno lugar d(?:e|o|a|os|as)|\b(?:mas|e) deix[ae](?:\s+(?:quiet[oa]|de fora|em paz|como est[áa]))?|\b(?:não|nao) (?:mexas?|mexe|mexa|toques?|toca|toque) (?:em|n[oa]))\s+(?:(?:o|a|os|as|no|na|do|da|de|pro|pra|para|ao|à|com|pedido|encomenda|número|numero|valor|total|montante|todo|inteiro|antigo|antiga|velho|velha|email|endereço|endereco|telefone|celular|telemóvel|telemovel)\s+)*#?$/i;

/** `não mais` ("no longer") right before a value: `pra 10/3, não mais 9/3`. Its own pattern: linear, and SET_APART stays as analysed. */
const NO_LONGER = /(?:^|[^a-zà-öø-ÿ])n[ãa]o\s+mais\s+(?:(?:o|a|os|as|no|na|do|da|de|pro|pra|para|ao|à)\s+)?#?$/i;
/** Whether the words right before a value set it apart: SET_APART or `não mais`. */
function setApart(before: string): boolean {
  return SET_APART.test(before) || NO_LONGER.test(before);
}
/** SET_APART, `não mais`, or a sum set apart by denying the thing it is the price of (`não o sinal de 200`); each pattern tried on its own. */
const SET_APART_OR_THING_DENIED = { test: (before: string): boolean => setApart(before) || THING_DENIED_WITH_ITS_SUM.test(before) };

/** Longest text read word by word; addresses and values are still read in the whole text. */
export const WORD_ANALYSIS_LIMIT = 64_000;

// Linear: each run of blanks is read by one quantifier, the one after the word before it.
export const URL_TO = /\b(?:para|pra|pro|em|no|na|ao)\s+(?:o\s+|a\s+)?(?:(?:site|pagina|url|link|servidor|endpoint|webhook|endereco|pasta)\s*)?(?::\s*)?$/;

/** Words between a sum and the record it is said of (`380 no 7601`, `95 da compra 7602`, `130 pra 8855`; not `pelo`, the word of a swap: `troca o 9307 pelo 9370`), on the folded text. */
// Linear: the blanks before and after a currency word are read by one quantifier each.
export const RECORD_AFTER_SUM = new RegExp(String.raw`^\s*(?:(?:€|euros?|reais|real|r\$|pila|conto|contos|paus)\s*)?(?:(?:de|do|dos|da) (?:volta|desconto|reembolso|estorno|credito|frete|portes|taxa|juros|multa|diferenca)\s+)?(?:no|na|do|da|ao|a|pro|pra|para o|para a|para)\s+(?:(?:pedido|encomenda|compra|fatura|factura|conta)\s+|${RECORD_NAMED_BY_ITS_NOUN})?(?:n\.?º\s*|#)?$`, "u");
/** Words between a record and the sum said of it (`o 8850 em 30`, `o 8852 leva 60`, `8851, valor 45`, `8853: 70`, `o reembolso da 881 fica em 45`: what it comes to). */
// Linear: each run of blanks is read by one quantifier, the one after the word or mark before it.
export const SUM_AFTER_RECORD = /^\s*(?::\s*|-\s*|,\s*(?:o\s+)?(?:valor|montante|total)(?:\s+(?:e|de))?\s*(?::\s*)?|(?:em|leva|recebe|ganha|fica com|(?:fica|ficam)\s+em)\s*)(?:(?:r\$|€)\s*)?$/;

/**
 * A bare number of three digits or more said right after a sum with the words of its record
 * (`devolve 380 no 7601`), or right before one with the words that give a record its sum
 * (`estorna o 8850 em 30`, `o 8852 leva 60`), is the record, an id: so a call that gives the
 * record as the sum and the sum as the record is read as the swap it is. The sum stays as it was read.
 */
function recordsAfterSums(folded: string, spans: SpanSet): void {
  const sorted = spans.spans.filter((s) => s.kind === "number" || s.kind === "amount" || s.kind === "id").sort((a, b) => a.start - b.start);
  const bareRecord = (s: Span) => s.kind === "number" && /^\d{3,}$/.test(s.text);
  for (let i = 1; i < sorted.length; i++) {
    const first = sorted[i - 1]!;
    const second = sorted[i]!;
    if (second.start - first.end > 40) continue;
    const between = folded.slice(first.end, second.start);
    if (first.kind !== "id" && bareRecord(second) && RECORD_AFTER_SUM.test(between)) {
      second.kind = "id";
      second.value = second.text;
    } else if (bareRecord(first) && second.kind !== "id" && SUM_AFTER_RECORD.test(between)) {
      first.kind = "id";
      first.value = first.text;
    }
  }
}

/**
 * A sum said as a multiple of the one before it, then given to a record of its own: `20 no 8837 e o dobro
 * no 8838`, `metade pro 8839`, `o mesmo no 8840`; never after a record said alone (`cancela o 8837 e o dobro …`). Each is read as the sum it comes to, of the kind and
 * currency of the sum before, and the bare number after it as the record (`o dobro de 30` is a share
 * said before its sum, read where shares are). One pass over the turn, patterns anchored on the few words
 * between; at most `MOST_MULTIPLES` of them.
 */
const MULTIPLE_OF_SUM = /\b(?:o\s+(dobro|triplo|mesmo)(?:\s+(?:valor|montante))?|(?:a\s+)?(metade))(?=\s+(?:no|na|pro|pra|ao|para o|para a)\s)/g;
const MULTIPLES: Readonly<Record<string, number>> = wordTable({ dobro: 2, triplo: 3, mesmo: 1, metade: 0.5 });
const MOST_MULTIPLES = 12;
/** What may stand between the sum and its multiple: the sum's record and a join (`20 no 8837 e `, `30 pro 8841, `). */
const BEFORE_MULTIPLE = /^[^.;!?\n]{0,60}$/;

/** A sum is one where it has a currency or is said of the record right after it (`20 no 8837`); a record said alone (`cancela o 8837`) is none. */
function givenToRecord(sum: Span, spans: SpanSet, folded: string): boolean {
  if (sum.kind === "amount") return true;
  const next = spans.spans.filter((s) => s.start >= sum.end && s.start - sum.end <= 30).sort((a, b) => a.start - b.start)[0];
  return next !== undefined && next.kind === "id" && RECORD_AFTER_SUM.test(folded.slice(sum.end, next.start));
}

function sumsSaidAsMultiples(text: string, folded: string, spans: SpanSet): void {
  // The sums in order, made at the first multiple said: most turns say none.
  let sorted: Span[] | undefined;
  let added = 0;
  for (const m of folded.matchAll(MULTIPLE_OF_SUM)) {
    if (added >= MOST_MULTIPLES) break;
    const start = m.index;
    const end = start + m[0].length;
    let sum: Span | undefined;
    sorted ??= spans.spans.filter((s) => s.kind === "number" || s.kind === "amount").sort((a, b) => a.start - b.start);
    for (const s of sorted) {
      if (s.end > start) break;
      if (typeof s.value === "number") sum = s;
    }
    if (sum === undefined || !BEFORE_MULTIPLE.test(folded.slice(sum.end, start)) || !givenToRecord(sum, spans, folded)) continue;
    const factor = MULTIPLES[(m[1] ?? m[2])!]!;
    const value = Math.round((sum.value as number) * factor * 100) / 100;
    if (!spans.add({ start, end, kind: sum.kind, text: text.slice(start, end), value, ...(sum.currency ? { currency: sum.currency } : {}) })) continue;
    added++;
    const record = spans.spans.filter((s) => s.start >= end && s.start - end <= 30).sort((a, b) => a.start - b.start)[0];
    if (record !== undefined && record.kind === "number" && /^\d{3,}$/.test(record.text) && RECORD_AFTER_SUM.test(folded.slice(end, record.start))) {
      record.kind = "id";
      record.value = record.text;
    }
  }
}

/**
 * Sums given each to a record named first at the start of its clause, the verb said once or not at all:
 * `no A-411 estorna 15; no A-412, 25`, `no 8801 devolve 15, e no 8802: 25`. The record must open its
 * clause with the words of a place (`no`, `na`, `pro`), so that `cancela o 8800, 20 no 8801` and
 * `15 no 8800, 20 no 8801` keep their own reading; or the record opens a line of a list (`- 5501:
 * reembolsar 12,40 €`). Only where two records or more each get one; one pass, patterns anchored on
 * a few words beside the values.
 */
const RECORD_OPENS_CLAUSE = /(?:^|[,;.:!?]|\be(?=\s))\s*(?:no|na|pro|pra|ao|para o|para a)\s+(?:(?:pedido|encomenda|fatura|factura|conta|compra)\s+)?(?:n\.?º\s*|#)?$/;
const SUM_OF_OPENED_RECORD = /^\s*(?:[,:]\s*)?(?:(?:estorna|estorne|devolve|devolva|reembolsa|reembolse|credita|credite|paga|pague|leva|fica com|sao|e)\s+)?(?:r\$\s?|€\s?)?$/;
/**
 * A record that opens a line of a list, its mark or its word before it (`- 5501: reembolsar 12,40 €`,
 * `• pedido 8802 — estornar 25`), and the words between it and its sum: a colon or a dash, and the
 * act said once more in the infinitive or as asked.
 */
const RECORD_OPENS_LINE = /(?:^|\n)[^\S\n]*(?:(?:[-*•·–—]|\d{1,2}[.)])[^\S\n]*)?(?:(?:pedido|encomenda|fatura|factura|conta|compra|reserva)\s+)?(?:n\.?º\s*|#)?$/;
const SUM_OF_LISTED_RECORD = /^[^\S\n]*[:–—-][^\S\n]*(?:(?:reembolsar|estornar|devolver|creditar|pagar|cobrar|faturar|facturar|estorna|devolve|reembolsa|credita|cobra)[^\S\n]+)?(?:r\$[^\S\n]?|€[^\S\n]?)?$/;

function sumsOfOpenedRecords(folded: string, spans: readonly Span[]): Map<Span, Span> {
  const out = new Map<Span, Span>();
  const values = spans.filter((s) => s.kind === "id" || s.kind === "number" || s.kind === "amount").sort((a, b) => a.start - b.start);
  for (let i = 0; i + 1 < values.length; i++) {
    const record = values[i]!;
    const sum = values[i + 1]!;
    if (!isRecordSpan(record)) continue;
    if ((sum.kind !== "number" && sum.kind !== "amount") || typeof sum.value !== "number" || sum.start - record.end > 24) continue;
    const between = folded.slice(record.end, sum.start);
    // `^` is the turn's start only: a cut taken further in starts with a mark that is no clause's start.
    const from = Math.max(0, record.start - 30);
    const opening = (from > 0 ? "\u0000" : "") + folded.slice(from, record.start);
    const opensClause = SUM_OF_OPENED_RECORD.test(between) && RECORD_OPENS_CLAUSE.test(opening);
    if (!opensClause && !(SUM_OF_LISTED_RECORD.test(between) && RECORD_OPENS_LINE.test(opening))) continue;
    out.set(sum, record);
    i++;
  }
  return new Set([...out.values()].map((r) => r.text)).size >= 2 ? out : new Map();
}

/** The most days a turn is read as giving each their own person, record or thing. */
const MOST_DAYS_OF_EACH = 12;
/** Most characters before a day that what it is for is looked for in: `pagar a luz dia 10`. */
const WHAT_FOR_REACH = 60;
/** Words that start or end the words before a day without naming what it is for: verbs of reminding and booking, articles, prepositions. */
const NOT_WHAT_FOR = new Set([
  "e", "me", "lembra", "lembre", "lembrar", "lembra-me", "lembre-me", "lembrete", "marca", "marque", "marcar", "agenda", "agende", "agendar", "poe", "põe", "ponha",
  "de", "do", "da", "dos", "das", "o", "a", "os", "as", "um", "uma", "no", "na", "em", "pra", "pro", "para", "ao", "à", "até", "ate", "dia", "outra", "outro", "também", "tambem",
  // The copula that gives the thing its day (`a prova do vestido é dia 12`, `a entrega será dia 20`) says no more of what it is.
  "é", "eh", "será", "sera", "foi", "fica", "ficou", "são", "sao", "serão", "serao",
]);
/** Where the words before a day stop: a stop, a comma, `e` between words. */
const WHAT_FOR_BREAK = /[,;.:!?()]|\se\s/g;

/**
 * Days said of one person, record or thing each (`com a Carla na segunda e com o Davi na quinta`,
 * `pagar a luz dia 10 e a água dia 15`, `do dentista no dia 11 e do ginásio no dia 13`): a person
 * or an id each followed by its own day; else, where every day of the turn has them, the words
 * before each day back to the last stop or `e`, less verbs of booking, articles and prepositions,
 * as what it is for. Only where two days or more are each given a different one; one pass.
 */
function daysOfEach(text: string, spans: readonly Span[]): Map<Span, Span> {
  const out = new Map<Span, Span>();
  const values = [...spans].sort((a, b) => a.start - b.start);
  const dates = values.filter((v) => v.kind === "date");
  // A turn gives a handful of days each their own; many more are a list, and each is read once.
  if (dates.length < 2 || dates.length > MOST_DAYS_OF_EACH) return out;
  // A person or a record, each followed by its own day.
  const days = daysAfterEachRecord(values);
  if (days) return days;
  // What each day is for, said before it: back to the day before, or any value before it.
  let from = 0;
  let valueEnd = 0;
  for (const d of values) {
    if (d.kind !== "date") {
      valueEnd = Math.max(valueEnd, d.end);
      continue;
    }
    const start = Math.max(from, valueEnd <= d.start ? valueEnd : from, d.start - WHAT_FOR_REACH);
    let cut = start;
    const before = text.slice(cut, d.start);
    WHAT_FOR_BREAK.lastIndex = 0;
    for (let m = WHAT_FOR_BREAK.exec(before); m !== null; m = WHAT_FOR_BREAK.exec(before)) cut = Math.max(cut, start + m.index + m[0].length);
    const words = text.slice(cut, d.start).split(/\s+/).filter((w) => w !== "");
    while (words.length > 0 && NOT_WHAT_FOR.has(words[0]!.toLowerCase())) words.shift();
    while (words.length > 0 && NOT_WHAT_FOR.has(words[words.length - 1]!.toLowerCase())) words.pop();
    if (words.length === 0 || words.length > 5 || words.some((w) => /\d/.test(w))) return whatForAfterEachDay(text, dates);
    const what = words.join(" ");
    out.set(d, { start: cut, end: d.start, kind: "quoted", text: what, value: what });
    from = d.end;
    valueEnd = Math.max(valueEnd, d.end);
  }
  if (new Set([...out.values()].map((k) => String(k.value).toLowerCase())).size < out.size) return new Map();
  return out;
}

/** `de`, `pra` or `para`, then a verb in the infinitive (`ligar`, `pagar`, `fazer`, `marcá-lo`) opening what a day is for. */
const WHAT_FOR_AFTER = /^\s+(?:de|pra|para)\s+(?=\p{L}+(?:ar|er|ir|or|á|ê|í)(?:-\p{L}+)?(?![\p{L}\d]))/u;
/** The most words of what a day is for, said after it. */
const MOST_WHAT_FOR_WORDS = 7;

/**
 * What each day is for, said right after it with `de` and a verb in the infinitive (`lembra-me na
 * quinta de ligar ao instalador e na sexta de pagar a gráfica`): the words up to the next stop, `e`
 * or day. Only where every day has its own and they differ; else none.
 */
function whatForAfterEachDay(text: string, dates: readonly Span[]): Map<Span, Span> {
  const out = new Map<Span, Span>();
  for (let i = 0; i < dates.length; i++) {
    const d = dates[i]!;
    const end = Math.min(dates[i + 1]?.start ?? text.length, d.end + WHAT_FOR_REACH);
    const after = text.slice(d.end, end);
    const lead = WHAT_FOR_AFTER.exec(after);
    if (lead === null) return new Map();
    const rest = after.slice(lead[0].length);
    WHAT_FOR_BREAK.lastIndex = 0;
    const stop = WHAT_FOR_BREAK.exec(rest);
    const words = (stop === null ? rest : rest.slice(0, stop.index)).split(/\s+/).filter((w) => w !== "");
    if (words.length === 0 || words.length > MOST_WHAT_FOR_WORDS || words.some((w) => /\d/.test(w))) return new Map();
    const what = words.join(" ");
    const start = d.end + lead[0].length;
    out.set(d, { start, end: start + what.length, kind: "quoted", text: what, value: what });
  }
  if (new Set([...out.values()].map((k) => String(k.value).toLowerCase())).size < out.size) return new Map();
  return out;
}

function readText(text: string, now: Date): TurnReading {
  const folded = foldKeepingOffsets(text);
  // The turn's words, found once and handed to the readers that read words.
  const words = text.length > WORD_ANALYSIS_LIMIT ? text.slice(0, WORD_ANALYSIS_LIMIT) : text;
  const tokens = tokenize(words);
  return readWordsAndActs(text, now, folded, words, tokens, scanSpans(text, folded, words, tokens, now));
}

/** A turn's values as the scanners find them in its text, in turn, each where no earlier one stands. */
interface ScannedSpans {
  readonly channels: ReturnType<typeof scanChannels>;
  readonly spans: SpanSet;
  readonly dates: ReturnType<typeof scanDates>;
  readonly slang: ReturnType<typeof slangCurrencies>;
  readonly times: Set<Span>;
}

function scanSpans(text: string, folded: string, words: string, tokens: Token[], now: Date): ScannedSpans {
  const channels = scanChannels(text, folded);
  const spans = new SpanSet(text.length);
  for (const channel of channels) if (channel.value !== "") spans.add(channel);
  scanRecordNumbers(text, folded, spans);
  scanLongDistancePhones(text, folded, spans);
  scanTaxNumbers(text, folded, spans);
  scanFileNamesAndReferences(text, folded, spans);
  scanCodesInCapitals(text, folded, spans);
  scanFileIds(text, folded, spans);
  scanSpelledEmails(text, spans);
  scanAddresses(text, spans);
  scanSplitMobiles(text, spans);
  // The date patterns are gated by the words the tokenizer found, where it read the whole turn.
  const dates = scanDates(text, folded, now, spans, words === text ? tokens : undefined);
  scanDaysCorrectedAlone(text, folded, spans);
  scanWeekdaysCorrectedAlone(text, folded, now, spans);
  scanDaysOfMeetings(text, tokens, now, spans);
  scanMillions(text, folded, spans);
  scanThousandsAnd(text, folded, spans);
  const slang = slangCurrencies(tokens, folded);
  scanAmounts(text, folded, spans, slang);
  const times = new Set(scanTimes(folded, spans));
  scanCuedPhones(text, folded, spans);
  scanPhonesASendGoesTo(text, tokens, spans);
  scanThousands(folded, spans);
  scanIdsOpeningWithNo(text, folded, spans);
  scanIdsGroupedByThousands(text, folded, spans);
  scanCountsOfUnits(text, spans);
  scanIds(text, folded, spans);
  scanNumbers(folded, spans);
  return { channels, spans, dates, slang, times };
}

/** A colon right after a record, blanks at most between: the record heads what is told after it. */
const HEADING_COLON = /^\s{0,2}:/;

/** A turn's acts, quotes and sends, and the values read from its words (numbers and names said in words): then its reading. */
function readWordsAndActs(text: string, now: Date, folded: string, words: string, tokens: Token[], scanned: ScannedSpans): TurnReading {
  const { channels, spans, dates, slang, times } = scanned;
  // A code with letters said as an aside, between commas or a comma and the turn's end (`…, encomenda
  // FR-11, e …`), names a record as a long number does (`encomenda 7110`): its noun is no act verb.
  // Opening a clause with its words after it, it may be the verb's object (`reserva PH-88 para sexta`).
  // So does a record said with its noun before a colon (`encomenda PA-90: 120 pastéis …`): a heading
  // that names what is told after it, never `encomenda` asked as a verb.
  const idStarts = new Set(spans.spans.filter((s) => s.kind === "id" && (/\d{3}/.test(String(s.value)) || HEADING_COLON.test(text.slice(s.end, s.end + 3)) || (codeWithLetters(String(s.value)) && /,\s*$/.test(text.slice(Math.max(0, s.start - 4), s.start)) && ENDS_ITEM.test(text.slice(s.end, s.end + 4))))).map((s) => s.start));
  const acts = clauseActs(tokens, new Set([...idStarts, ...labelsInBrackets(text, tokens, spans.spans)]));
  // A text given to a field by its name is read where the turn asks one act: with two (`cancela …,
  // motivo: …, e avisa a bia@…`) the field may be either act's, and a call of the other does not hold it.
  const quotes = [...scanQuoted(text), ...(new Set(acts.map((a) => a.act)).size <= 1 ? scanLabelledTexts(text, folded) : [])];
  // The letters of a code are no verb: `pro cliente CC-18` names a customer, it does not copy anyone in.
  const ids = spans.spans.filter((s) => s.kind === "id");
  const sending = findActs(tokens, (offset) => quotes.some((q) => offset > q.start && offset < q.end) || ids.some((id) => offset >= id.start && offset < id.end), words);
  scanSpokenPhones(text, tokens, spans);
  scanIdsSaidDigitByDigit(text, tokens, spans);
  scanNumberWords(text, tokens, spans, slang);
  const notName = (key: string) => isSendingForm(key) || MONTHS[key] !== undefined || WEEKDAYS[key] !== undefined;
  scanNames(text, tokens, spans, notName);
  currencyApart(folded, spans);
  recordsAfterSums(folded, spans);
  sumsSaidAsMultiples(text, folded, spans);

  for (const lasting of spansOfTimeAlone(text, spans.spans)) times.add(lasting);
  const read = spans.spans.filter((s) => !times.has(s));
  return readScanned({ text, now, folded, words, tokens, channels, spans, dates, times, acts: withSendsStartingClauses(tokens, acts, sending), quotes, sending, read });
}

/**
 * What `readText` found in a turn before its values are read: its spans, words, acts and quotes.
 * A turn is read in steps of their own (its spans scanned, its acts and words read, its values
 * assembled, those it sets apart marked, its shares and splits placed), not in one function: V8
 * optimised the one function whole, some ten thousand bytes of bytecode, and it took it seconds on
 * a busy machine, during which every read ran unoptimised, and an array of a shape not yet met
 * threw all of it away again.
 */
interface ScannedTurn extends Omit<ScannedSpans, "slang"> {
  readonly text: string;
  readonly now: Date;
  readonly folded: string;
  readonly words: string;
  readonly tokens: Token[];
  readonly acts: readonly ClauseAct[];
  readonly quotes: Span[];
  readonly sending: ReturnType<typeof findActs>;
  /** The spans read as values: all but the times of day. */
  readonly read: Span[];
}

/** A scanned turn's reading: its values assembled, then those its words set apart marked. */
function readScanned(turn: ScannedTurn): TurnReading {
  const { text, now, folded, words, tokens, channels, spans, dates, times, acts, quotes, sending, read } = turn;
  const places = numbersNamingPlaces(folded, read);
  const aside = new Set([...asideByLabel(text, read, LABEL_WORDS), ...factSums(text, read), ...sumsOfPluperfectClauses(folded, read), ...recordsOfPluperfectClauses(folded, read), ...sumsSaidWithAPart(folded, read), ...receivedSums(folded, read), ...countsOfThings(text, read), ...plannedDays(text, read), ...daysThatHappened(text, read), ...daysOfThingsPast(folded, read, now), ...daysOfWhatIsPaidFor(folded, read), ...daysToldBesideADueDay(folded, read), ...daysInAReason(folded, read), ...placesCameFrom(text, read), ...notTheOnlyOnes(folded, ONLY_WORD.test(folded) ? notSumsOfRecords(read, folded) : read, ONLY), ...sumsOfThingsLeftOut(folded, read), ...placesOfPeopleLeftOut(text, read), ...recordsInBrackets(folded, read), ...recordsNamedByTheirSums(folded, read), ...places.aside, ...sumsInBrackets(folded, read), ...sumsOfTheStoryToldFirst(text, read, acts), ...dates.anchors]);
  for (const sum of places.picked) aside.delete(sum);
  const reading = assembleReading("pt", {
    text,
    aside,
    correction: CORRECTION_BETWEEN,
    apart: SET_APART_OR_THING_DENIED,
    pairing: PAIRING,
    pairedAfter: PAIRED_AFTER_OR_APPOSITION,
    placedAfter: PLACED_AFTER,
    datedAfter: DATED_AFTER,
    bareIdsPair: true,
    inOrder: IN_ORDER,
    instruction: INSTRUCTION,
    bound: BOUND,
    spans,
    times,
    quotes,
    channels,
    sending,
    clauseActs: acts,
    ownPairs: new Map([...daysOfEach(text, read), ...sumsByOrdinal(folded, read), ...sumsOfOpenedRecords(folded, read), ...sumsOfDescribedRecords(folded, read), ...sumsOfBracketedRecords(folded, read), ...sumsInBracketsOfRecords(folded, read)]),
    spokenOf: placesToldAsData(folded, tokens, read),
    linkIsDestination: (span, asksToSend) => asksToSend && URL_TO.test(folded.slice(Math.max(0, span.start - 40), span.start)),
  });
  markPointedAt(folded, reading);
  const pointed = sendsToPointed(tokens, sending, reading);
  if (pointed !== undefined) reading.sendsToPointed = pointed;
  const ordered = [...read, ...quotes].sort((a, b) => a.start - b.start || a.end - b.end);
  // `R$ 35 cada`, `210 a diária`: the price of one unit, which a count of them (`3 diárias`) multiplies.
  const ofOne = new Set(pricesOfOne(folded, ordered));
  const unitsAsked = new Set(countsOfUnitsAsked(text, ordered));
  ordered.forEach((span, i) => {
    if (ofOne.has(span)) reading.values[i]!.unit = true;
    if (unitsAsked.has(span)) reading.values[i]!.count = true;
  });
  // The numbers beside a record in brackets (`240 (CD-43)`) are its sums, not records of a list nor
  // a person's record: found once for the people's records and both pickers.
  const bracketSums = sumsBesideBracketedRecords(folded, ordered);
  sumsOfPeopleToRecords(text, ordered, reading.values, bracketSums);
  // `a Sra. Costa`: the name a record may be kept under.
  markSurnames(text, tokens, ordered, reading.values);
  // Values worked out of told ones (`devolve a diferença`, `o final é 47, não 74`), held by their values: placed last.
  const worked = [...differences(text, folded, ordered), ...phonesByEnding(folded, tokens, ordered)].map((w) => ({ told: w.told.map((i) => reading.values[i]!), value: w.value }));
  for (const i of leftByReference(tokens, ordered)) reading.values[i]!.superseded = true;
  for (const i of leftByDescription(tokens, ordered, folded, bracketSums)) reading.values[i]!.superseded = true;
  // A thing left by the word that picks another goes with the values said of it (`a do Rui Lima, 520 euros, para o PT50 …`).
  const leftByWord = leftByPickingWord(words, tokens, ordered, now.getUTCMonth() + 1, sumsSaidOfRecords(reading.values, ordered, bracketSums), new Set(wholesOfFractionsSaid(folded, ordered))).map((i) => reading.values[i]!);
  for (const v of leftByWord) v.superseded = true;
  // What a later turn may pick a listed record by, and the word this turn picks an earlier one by.
  const listing = listedPieces(words, tokens, ordered);
  const toldOfRecords = toldOfListed(listing);
  for (const [i, stems] of toldOfRecords) reading.values[i]!.toldAs = stems;
  // A sum said in one listed record's piece is that record's, which a later pick of it carries. Only in
  // a turn that tells and asks nothing: in a request, a sum beside a record may be corrected, moved to
  // another record or worked out, which its own readers tell.
  if (acts.length === 0 && sending.length === 0) for (const [i, record] of sumsOfListedRecords(listing, ordered)) reading.values[i]!.of ??= record;
  // So is a sum said of a place named by its number (`150 o quarto 12, 180 o 14`): the place's number
  // names it as a record's does, and a later turn that names the place again (`fature o 14`) asks for
  // it. Marked after the sums that follow their records: a place's number is no record set apart.
  const placeSums = acts.length === 0 && sending.length === 0 ? places.sums.map(({ place, sum }) => ({ place: String(place.value), told: reading.values[ordered.indexOf(sum)] })) : [];
  if (toldOfRecords.size === 0) {
    // The kit reads the turn's one list once: whether it is of sums or of contacts is told from what it read.
    const told = toldOfEach(text, reading.values, PORTUGUESE_LISTS);
    // A turn that lists no records may list sums told each by its words (`o da Bia R$ 300, o da Lu R$ 420`).
    for (const [value, stems] of toldOfListedSums(told)) value.toldAs = stems;
    // A turn that lists neither may list contacts told each by their words (`o fixo 213 …, o telemóvel 916 …`).
    for (const [value, stems] of toldOfListedContacts(told)) value.toldAs ??= stems;
  }
  // A list priced record by record may be picked from by price in a later turn (picked-by-price.ts);
  // a pick by price in a turn that lists its own records picks among them (records-picked-by-price.ts).
  markPricedList(reading.values);
  // A list dated record by record may be picked from by its first or last day in a later turn (picked-by-day.ts).
  markDatedList(reading.values);
  // A list told an hour item by item may be picked from by the hour, the part of the day or the first
  // and last of the day in a later turn (kit hour-picks.ts, picked-by-hour.ts).
  markListedHours(text, reading.values);
  markDayPartsByWord(reading.values);
  const ownList = reading.values.some((v) => v.toldAs !== undefined);
  // A pick by place (`a penúltima`, `o do meio`, `os dois primeiros`) is of an earlier turn's list only: a
  // turn's own list is picked from by its ordinals where it is read (sumsPointedInto, chosenByOrder).
  const byPlace = ownList ? undefined : pickedByPlace(tokens);
  const placePicks = byPlace === undefined ? undefined : placePick(byPlace.place, byPlace.of, byPlace.span);
  const contactPick = ownList ? undefined : contactPickedByWord(folded);
  const picks = (ownList ? undefined : (pickedByPrice(folded) ?? pickedByDay(folded) ?? pickedByHour(folded))) ?? placePicks ?? pickedWithoutList(words, tokens, ordered) ?? (ownList ? undefined : contactPick ?? contactPointedBackByName(reading.values, reading.sendsToPointed !== undefined));
  if (picks !== undefined) reading.picks = picks;
  // The contact a send goes to (`partilha o contrato com o dono`) is the send's pick beside the thing
  // the turn's verb picks (`o contrato`): a call that sends is read against it.
  if (sending.length > 0 && contactPick !== undefined && contactPick !== picks) reading.sendPicks = contactPick;
  // `o último dos três`: the three is how many the list holds, the value of no argument.
  if (byPlace !== undefined && picks === placePicks && byPlace.of > 0) countOfTheList(reading, byPlace.of);
  const leftKeys = new Set(leftByWord.map((v) => String(v.value)));
  for (const v of reading.values) if (v.of !== undefined && leftKeys.has(v.of)) v.superseded = true;
  for (const i of daysLeftByReference(tokens, ordered)) reading.values[i]!.superseded = true;
  for (const i of placesLeftByPronoun(tokens, ordered)) reading.values[i]!.superseded = true;
  for (const i of placesTakenForAnother(folded, ordered)) reading.values[i]!.superseded = true;
  for (const i of placesSaidNot(folded, ordered)) reading.values[i]!.superseded = true;
  for (const i of placesKeptForAFallback(text, tokens, ordered)) reading.values[i]!.superseded = true;
  for (const i of valuesOfNegatedActs(tokens, ordered, text)) reading.values[i]!.superseded = true;
  setApartBySaying(text, folded, ordered, reading);
  for (const i of recordsTakenBackByTheirNumber(ordered, reading.values)) reading.values[i]!.superseded = true;
  recordsOfSumsSetApart(text, ordered, reading.values);
  const setAgainst = daysSaidBareAgainstADay(folded, ordered);
  for (const [i, date] of setAgainst.days) Object.assign(reading.values[i]!, { kind: "date", value: date });
  for (const i of setAgainst.corrected) reading.values[i]!.superseded = true;
  const eventDays = daysOfEventsSaidAfterA(folded, ordered, now);
  for (const i of daysOfOtherEvents(folded, ordered, eventDays)) reading.values[i]!.superseded = true;
  for (const { index, date } of eventDays) Object.assign(reading.values[index]!, { kind: "date", value: date });
  return withSharesAndSplits(turn, ordered, reading, worked, placeSums);
}

/**
 * The indexes of the sums the reading pairs with a record (`o 7311 do Rui foi 120`) or written beside
 * one in brackets (`a do irmão (CRE-12) 700`): that record's, not records of a list.
 */
function sumsSaidOfRecords(values: readonly TurnValue[], ordered: readonly Span[], bracketSums: ReadonlySet<Span>): Set<number> {
  const sums = new Set<number>();
  values.forEach((v, i) => {
    if (((v.kind === "number" || v.kind === "amount") && v.of !== undefined) || bracketSums.has(ordered[i]!)) sums.add(i);
  });
  return sums;
}

/** Marks the values the turn's words set apart, call off or take back, each where it is said. */
function setApartBySaying(text: string, folded: string, ordered: Span[], reading: TurnReading): void {
  const calledOff = new Set([...daysCalledOff(folded, ordered), ...placesNowOther(folded, ordered), ...wholeSums(folded, ordered), ...modelRecords(folded, ordered), ...sumsAgreedOtherwise(folded, ordered), ...recordsWrittenOtherwise(folded, ordered), ...workedSums(folded, ordered), ...sumsOfOrdinalsNotPicked(folded, ordered), ...correctedByClauseOfTheirOwn(text, folded, ordered), ...pointedBack(folded, ordered), ...betterSaid(folded, ordered), ...daysNotPreferred(folded, ordered), ...daysNotPicked(folded, ordered), ...recordsSetApartInEnglish(folded, ordered), ...wholesOfSharesAsked(folded, ordered), ...wholesOfFractionsSaid(folded, ordered), ...sumsRisenOrFallen(folded, ordered), ...daysForgotten(folded, ordered), ...daysOfThingsSetAside(folded, ordered), ...sumsOfADifferenceSaid(folded, ordered), ...phonesOfOthersNotPicked(folded, ordered), ...recordsOfThingsThatStay(folded, ordered), ...sumsNotPreferred(folded, ordered), ...valuesSaidToStay(folded, ordered), ...valuesTurnedDown(folded, ordered), ...unitPrices(folded, ordered), ...setApartInEnglish(folded, ordered), ...valuesSaidOfOthers(text, folded, ordered), ...recordsOfOwnersNotPicked(text, folded, ordered), ...recordsLeftByPossessive(text, ordered), ...recordsNotPickedByPrice(folded, ordered), ...daysMovedOn(folded, ordered), ...daysPutInstead(folded, ordered), ...recordsKeptInEnglish(folded, ordered), ...recordsSetApartByContrast(folded, ordered), ...placesSaidToStay(folded, ordered), ...wholesOfTheRest(folded, ordered)]);
  ordered.forEach((span, i) => {
    if (calledOff.has(span)) reading.values[i]!.superseded = true;
  });
  // `não, esquece o 30, só os 45`: the sums forgotten, marked wherever said in one pass after.
  const forgottenSums = new Set<string | number>();
  ordered.forEach((span, i) => {
    if (keptBefore(span, folded) || toldDone(span, folded) || doneThenLeft(span, folded, ordered, i) || toldWrongAfter(span, folded, ordered)) reading.values[i]!.superseded = true;
    const left = leftOutBefore(span, folded);
    if (left === "value") reading.values[i]!.superseded = true;
    // `cancela a 4460 e a 4461. esquece a 4461`: a record left out is left out wherever the turn names it.
    if (left === "record") for (let j = 0; j < ordered.length; j++) if (ordered[j]!.kind === span.kind && ordered[j]!.value === span.value) reading.values[j]!.superseded = true;
    if (left === "sum") forgottenSums.add(span.value);
    // `cancela a 5580 e a 5581; a 5581 não`: the record denied is set apart where it was asked too.
    if (!deniedAfter(span, folded)) return;
    for (let j = 0; j <= i; j++) if (ordered[j]!.kind === span.kind && ordered[j]!.value === span.value) reading.values[j]!.superseded = true;
  });
  if (forgottenSums.size > 0) ordered.forEach((span, j) => {
    if (SUM_KINDS.has(span.kind) && forgottenSums.has(span.value)) reading.values[j]!.superseded = true;
  });
  // A record said again after words naming the mistake and the thing (`me enganei no pedido, é o 8810`): the one before is taken back.
  for (let i = 0; i + 1 < ordered.length; i++) if (mistakeNamed(ordered[i]!, ordered[i + 1]!, folded)) reading.values[i]!.superseded = true;
  // A value a change leaves (`de 11 98888-1111 para 11 98888-2222`, `era …, agora é …`): set apart.
  for (let i = 0; i + 1 < ordered.length; i++) if (changedFrom(ordered[i]!, ordered[i + 1]!, folded)) reading.values[i]!.superseded = true;
  // A value pointed at where it was said (`onde eu disse 45 é 40`): it is taken back there and wherever it was said before.
  for (let i = 0; i + 1 < ordered.length; i++) {
    const said = ordered[i]!;
    if (!saidInstead(said, ordered[i + 1]!, folded)) continue;
    for (let j = 0; j <= i; j++) if (sameValueSaid(ordered[j]!, said)) reading.values[j]!.superseded = true;
  }
  // A part said of a whole (`estorna 15 dos 40`): the whole is set apart, wherever the turn says it.
  const wholes = new Set<number>();
  ordered.forEach((span, i) => {
    const before = ordered[i - 1];
    if (before !== undefined && partOfWhole(before, span, folded)) wholes.add(i);
  });
  for (const i of [...wholes, ...wholesSaidAgain(ordered, wholes)]) reading.values[i]!.superseded = true;
  for (const i of pairsSaidAgain(folded, ordered, reading.values)) reading.values[i]!.superseded = true;
}

/** Places the shares, splits and worked values of a turn's sums, and the counts it says in words. */
/** `placeSums`: the sums said of places named by their number, each with the place's number, paired last (readScanned). */
function withSharesAndSplits(turn: ScannedTurn, ordered: Span[], reading: TurnReading, worked: Parameters<typeof placeWorked>[1], placeSums: ReadonlyArray<{ place: string; told: TurnValue | undefined }>): TurnReading {
  const { text, folded, words, tokens, spans, acts } = turn;
  // A sum split among records or people (`reparte os 90 pelos pedidos 8801 e 8802`), found while the
  // values and the spans are still in one order: the sum is set apart and each part is what is asked.
  const splits = splitSums(text, folded, ordered).map((s) => ({ ...s, named: reading.values[s.index]! }));
  // A share of a sum (`metade dos 80`): the sum named stays said, set apart; the share is what is asked.
  let sharesOf = 0;
  for (let i = ordered.length - 1; i >= 0; i--) {
    const share = shareOf(ordered[i]!, text, folded);
    if (share === undefined) continue;
    sharesOf++;
    const named = reading.values[i]!;
    named.superseded = true;
    // `10% de 300`: the percent is the share's word, no sum of its own.
    const shareStart = ordered[i]!.end - share.text.length;
    if (i > 0 && ordered[i - 1]!.start >= shareStart) reading.values[i - 1]!.superseded = true;
    reading.values.splice(i + 1, 0, { kind: named.kind, text: share.text, value: share.value, ...(named.currency ? { currency: named.currency } : {}) });
  }
  // A share of a sum the turn tells apart (`metade do pedido 8810, que deu 90 reais`): the same, read
  // only where no share is said with its sum, so that the values are still in the spans' order.
  const told = sharesOf === 0 ? shareOfToldSum(text, folded, ordered) : undefined;
  if (told !== undefined && reading.values[told.sum]!.superseded !== true) {
    const named = reading.values[told.sum]!;
    named.superseded = true;
    if (told.percent !== undefined) reading.values[told.percent]!.superseded = true;
    reading.values.splice(told.sum + 1, 0, { kind: named.kind, text: told.text, value: told.value, ...(named.currency ? { currency: named.currency } : {}) });
  }
  for (const { named, part, text: said } of splits) {
    named.superseded = true;
    reading.values.splice(reading.values.indexOf(named) + 1, 0, { kind: named.kind, text: said, value: part, ...(named.currency ? { currency: named.currency } : {}) });
  }
  placeWorked(reading.values, worked);
  sumsFollowTheirRecords(reading.values);
  for (const { place, told } of placeSums) if (told !== undefined) told.of ??= place;
  markPricedPlaces(reading.values, placeSums.flatMap(({ told }) => (told === undefined ? [] : [told])));
  // A turn of values and no act corrects the request before it where it owns a mistake before its
  // first value (`desculpa, enganei-me, foram 53 €`), opens with a correcting word (`aliás, 40`) or
  // owns the mistake after its last value (`digo, 650. enganei-me`).
  if (ordered.length > 0 && acts.length === 0) {
    const before = folded.slice(0, ordered[0]!.start);
    if (opensWithOwnedMistake(before) || opensWithCorrectingWord(before) || endsOwningMistake(folded.slice(ordered[ordered.length - 1]!.end))) reading.corrects = true;
  }
  // `ambos os miúdos`, `um par de`, `o casal`, `o Leo e a Mia`: counts said without a number. Placed
  // last, after every reading that goes by the values' order, and no part of it.
  reading.values.push(...countWords(words, tokens), ...countsOfNamesListed(text, spans.spans));
  return reading;
}

/** `só`, `apenas`, `somente` before a record, a verb between at most: `cancela só o 8717`, `só quer cancelar o 8717`, `apenas a encomenda 8717`. */
const ONLY_BEFORE = /\b(?:so|apenas|somente|unicamente)\s+(?:(?:quer|querem|queria|precisa|pode|podes|vai|deve)\s+)?(?:\p{L}+\s+)?(?:(?:o|a|os|as|no|na|do|da|pelo|pela|pro|pra|ao)\s+)?(?:(?:pedido|encomenda|fatura|factura|ticket|arquivo|ficheiro|conta|cliente|n\.?º|nº|numero)\s+)?#?$/u;
/** A record joined to the one before it in a list: `só o 8717 e o 8718`. */
const LIST_JOIN = /^\s*(?:,\s*(?:e\s+)?|e\s+)(?:(?:o|a|os|as|no|na|do|da)\s+)?(?:(?:pedido|encomenda|fatura|factura|ticket|arquivo|ficheiro|conta|cliente)\s+)?#?$/;
/** The words that narrow a request to some of the records it names (kit `notTheOnlyOnes`). */
const ONLY = { before: ONLY_BEFORE, listJoin: LIST_JOIN };

/** What every turn that narrows a request to some records holds (ONLY_BEFORE's words): a turn without it has none to leave. */
const ONLY_WORD = /\b(?:so|apenas|somente|unicamente)\b/;

/** Verbs between a record and the sum it pays or takes: `o C-32 paga 800`, `pro 3302 vão 200`, `o 7001 leva 150`. */
const SUM_VERB_AFTER_RECORD = /^\s*(?:paga|pagam|vai|vao|vem|leva|levam|recebe|recebem|ganha|fica com|ficam com)\s+(?:(?:€|r\$|us\$)\s*)?$/;

/**
 * The values but the bare numbers said of the record right before them with a verb of paying or taking (`o C-31
 * paga 1.200 e o C-32 paga 800`): a record's sum, not another record a request may leave out (`fatura só o C-32`).
 */
function notSumsOfRecords(values: readonly Span[], folded: string): Span[] {
  const sorted = [...values].sort((a, b) => a.start - b.start);
  return sorted.filter((v, i) => {
    const before = sorted[i - 1];
    return v.kind !== "number" || before === undefined || !recordLike(before) || before.end > v.start || v.start - before.end > 24 || !SUM_VERB_AFTER_RECORD.test(folded.slice(before.end, v.start));
  });
}

/** Words that join one request to the next (`e cancela`, `depois estorna`), besides punctuation. */
const CLAUSE_JOINS = new Set(["e", "depois", "entao", "tambem", "ai", "mais"]);

/** Words that point back at a record another clause named: `nele`, `dele`, `no mesmo`. */
const BACK_REFERENCES = new Set(["nele", "nela", "neles", "nelas", "dele", "dela", "deles", "delas", "nesse", "nessa", "neste", "nesta", "desse", "dessa", "mesmo", "mesma"]);

/** Words that may stand before a clause's act verb: politeness, a request by question, a joining word. */
const CLAUSE_LEADS = new Set([...CLAUSE_JOINS, "por", "favor", "pfv", "pf", "pode", "podes", "podia", "poderia", "consegue", "consegues", "voce", "vc", "tu", "me", "ja", "agora", "so", "ok", "entao", "primeiro", "antes", "seguida", "logo", "finalmente", "ainda"]);

/** `dá pra`, `dava para`: a request by question, its verb in the infinitive after it (`da pra estornar 35 no 9090?`). */
const CAN_IT_BE = new Set(["da", "dava"]);
const CAN_IT_BE_TO = new Set(["pra", "para"]);

/** Whether the token at `i` leads a clause: a lead word, or `dá pra` said as one (see above). */
function leadsClause(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  if (CLAUSE_LEADS.has(t.fold)) return true;
  if (CAN_IT_BE.has(t.fold)) return !t.breakAfter && CAN_IT_BE_TO.has(tokens[i + 1]?.fold ?? "");
  return CAN_IT_BE_TO.has(t.fold) && i > 0 && !tokens[i - 1]!.breakAfter && CAN_IT_BE.has(tokens[i - 1]!.fold);
}

/** Words of a record named before its clause's verb: `no 6010 reembolsa 25`, `o 8721 cancela`, `na encomenda A-7 estorna 10`. */
const RECORD_LEADS = new Set(["o", "a", "no", "na", "do", "da", "pro", "pra", "ao", "pedido", "encomenda", "fatura", "factura", "conta", "compra"]);
/** Words that may stand between a record named first and its clause's verb: `o 5521 pode cancelar`, `o 8802 tem de ser cancelado`, `o 7710 também cancela`. */
const RECORD_MODALS = new Set(["pode", "podes", "podem", "podemos", "deve", "deves", "devem", "vai", "vais", "precisa", "precisas", "tem", "tens", "que", "de", "ser", "pra", "para", "tambem", "ja", "so", "voce", "vc", "tu", "ai", "la"]);
/** A record's own token: digits, or letters and digits joined by a hyphen (`6010`, `a-411`). */
const RECORD_TOKEN = /^(?:[a-z]{1,4}-?)?\d{3,}$/;

/** Whether a record's value is a code of letters and digits (`FR-11`, `BL-7`). */
function codeWithLetters(value: string): boolean {
  return /\p{L}/u.test(value) && /\d/.test(value);
}

/** What closes an aside right after a record: a comma, a stop, a bracket, the turn's end. */
const ENDS_ITEM = /^\s*(?:[,;.)]|$)/;

/**
 * Whether a verb's form names a record instead: the noun an id is written with (`encomenda 7110`,
 * `reserva 5530`, read as the first word of an id of three digits or more, or of a code said as an aside), or a record noun's plural (`reservas do fim de
 * semana: …`, `encomendas por reembolsar`), whose verb form (tu) asks nothing.
 */
function namesRecord(t: Token, idStarts: ReadonlySet<number>): boolean {
  return idStarts.has(t.start) || (t.fold.endsWith("s") && ID_KEYWORDS[t.fold.slice(0, -1)] !== undefined);
}

/**
 * The act verbs that head the turn's clauses (`reembolsa` and `cancela` in `reembolsa 25 no 5010
 * e cancela o 5011`): a form of an act verb after the turn's start, punctuation or a joining
 * word, with only leads (`por favor`, `depois`, `pode`) before it. A clause that names its record
 * before its verb (`cancela o 6011 e no 6010 reembolsa 25`, `reembolsa o 8720 em 30, e o 8721
 * cancela`) starts at the record: at most one record and its words, then the verb (or the clause's
 * break, the verb after the record ending it). One pass over the tokens.
 */
function clauseActs(tokens: readonly Token[], idStarts: ReadonlySet<number>): ClauseAct[] {
  const out: ClauseAct[] = [];
  let head = true;
  let joined = false;
  let merged = 0;
  // Where a clause that names its record first began, and whether the token just read was its record.
  let recordStart: number | undefined;
  let recordSeen = false;
  // Whether a clause break came after the last act verb: a pointing word past it is in a remark of
  // its own (`… e devolve 40 no 8802, são do mesmo cliente`), not in the act's clause.
  let brokenSinceAct = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    // `cancela o 4410 e estorna 35 nele`: the clause names a record another clause gave, so it is
    // read with that clause, its act left out.
    if (out.length > 1 && out.length > merged && !brokenSinceAct && BACK_REFERENCES.has(t.fold)) {
      out.pop();
      merged = out.length;
    }
    const lead = leadsClause(tokens, i);
    // `manda lembrete dia 10`, `põe um convite`: a verb that only makes or sends takes the act of the thing it makes.
    const made = (head || recordSeen) && !lead && !t.breakAfter ? madeThingAct(t.key, thingWords(tokens, i)) : undefined;
    const act = (head || recordSeen) && !lead && !namesRecord(t, idStarts) ? made ?? verbActKey(t.key) : undefined;
    if (act !== undefined) {
      out.push({ start: recordSeen && recordStart !== undefined ? recordStart : t.start, act });
      brokenSinceAct = false;
    }
    if (t.breakAfter) brokenSinceAct = true;
    const opening = act === undefined && !recordSeen && (head || recordStart !== undefined);
    if (opening && RECORD_LEADS.has(t.fold)) {
      recordStart ??= t.start;
    } else if (opening && RECORD_TOKEN.test(t.fold)) {
      recordStart ??= t.start;
      recordSeen = true;
    } else if (recordSeen && act === undefined && !t.breakAfter && RECORD_MODALS.has(t.fold)) {
      // `e o 5521 pode cancelar`, `o 8802 tem de ser cancelado`: the verb after the record's modal is still its clause's.
    } else {
      recordStart = undefined;
      recordSeen = false;
    }
    if (CLAUSE_JOINS.has(t.fold)) joined = true;
    head = t.breakAfter || (head && lead) || (joined && lead);
    if (!lead) joined = false;
  }
  return out;
}

/** The two words after a verb, within its clause: where a making verb's thing is. */
function thingWords(tokens: readonly Token[], i: number): string[] {
  const out: string[] = [];
  for (let k = i + 1; k < tokens.length && k <= i + 2; k++) {
    out.push(tokens[k]!.fold);
    if (tokens[k]!.breakAfter) break;
  }
  return out;
}

/**
 * A share of a sum said before it (`metade dos 80`, `o dobro de 30`, `10% de 200`, `um quarto dos 120`):
 * the sum asked for is the share, not the sum named. Only right before the number, so that a share
 * said of something else (`metade do pedido 5101`) is no sum.
 */
const SHARE_OF = /(?:\b(metade|meio|dobro|triplo|terco|quarto)|(\d{1,3}(?:[.,]\d{1,2})?)\s?(?:%|por cento))\s+d(?:e|o|a|os|as)\s+(?:r\$\s?|€\s?)?$/;

function shareOf(span: Span, text: string, folded: string): { value: number; text: string } | undefined {
  if ((span.kind !== "amount" && span.kind !== "number") || typeof span.value !== "number" || span.start === 0) return undefined;
  const from = Math.max(0, span.start - 32);
  const m = SHARE_OF.exec(folded.slice(from, span.start));
  if (!m) return undefined;
  const share = m[1] !== undefined ? SHARES[m[1]]! : Number(m[2]!.replace(",", ".")) / 100;
  return { value: Math.round(span.value * share * 100) / 100, text: text.slice(from + m.index, span.end).trim() };
}

/**
 * `não` right after an id, ending its sentence (a comma after it starts a correction: `45 no 5101, não, 40`), or `não mexe` with nothing after (`não mexe no 9492` names its own id): `cancela o 8420; o 8421 não`, `no outro, o 8411, não mexe`;
 * `ainda não` / `também não` / `afinal não` / `já não (é preciso)` with a comma after it too (`o 9130 ainda não, espera o cliente`, `a 4471 afinal não`);
 * `não lhe toques` (pt-PT), `não se toca`, the pronoun before the verb; `não` and a reason after a comma (`o 4471 não, já saiu`);
 * `não` and a comma, then a pointer that keeps it (`a 5581 não, essa fica`, `o 6631 não, esse mantém`, `não, esse deixa como está`);
 * or the id put out of mind, the sentence ending there: `o 4471 esquece`, `a 3310, esqueça.`, `o 4471 nem pensar`
 * (`45 no 5602, esquece, põe 40` goes on: the sum is corrected, not the record);
 * or the id kept as it is, the clause ending there: `mas o 5311 fica`, `o 5311 fica como está`, `o 5311 fica de fora`, `o 5311 continua`, `o 5311 deixa como está`, `o 5311 deixa quieto`, `quanto à 4471, deixa estar`, `o 5541 deixa` (`o 5311 fica pra sexta` goes on); or so kept, with another request joined by `e` (KEPT_THEN_ASKED).
 */
const DENIED_AFTER = /^\s*(?:\)\s*)?(?:,\s*)?(?:(?:ainda|tambem|também|afinal|ja|já)\s+n[aã]o(?:\s+(?:e|é)\s+preciso)?\s*(?:[.;,!)]|$)|n[aã]o\s*,\s*(?:ess[ea]|est[ea]|isso)\s+(?:fica|fique|deixa|deixe|mantem|mantenha|continua|segue|n[aã]o)(?![\p{L}\d])|n[aã]o(?:\s*(?:[.;!)]|$)|\s+e\s+(?:pra|para)\s+(?:mexer|cancelar|anular|tocar|reembolsar|devolver|estornar)(?![\p{L}\d])|\s+(?:lhes?\s+|se\s+)?(?:mexe|mexas|mexa|toca|toques|toque|cancela|cancele|reembolsa|reembolse|devolve|devolva|estorna|estorne)\s*(?:[.;,!)]|$)|\s*,\s*(?:ja|porque|pois)\s)|e\s+(?:pra|para)\s+(?:manter|ficar|deixar)(?![\p{L}\d])|(?:fica|fique|ficam|continua|continue|segue|mantem|mantenha)(?:\s+(?:normal|normalmente|como\s+esta|como\s+estao|assim|igual|o\s+mesmo|a\s+mesma|inalterad[oa]|de\s+fora|quieto|quieta|ativo|ativa|valendo|de\s+pe|(?:pra|para)\s+(?:depois|mais\s+tarde|outra\s+altura|outro\s+dia|a\s+proxima)))?\s*(?:[.;,!)]|$)|(?:deixa|deixe|deixem|deixar)(?:\s+(?:como\s+esta|como\s+estao|assim|quieto|quieta|de\s+fora|em\s+paz|pra\s+la|para\s+la|estar|ficar))?\s*(?:[.;,!)]|$)|(?:esquece|esqueca|esquecam|nem\s+pensar)\s*(?:[.;!)]|$))/u;
/**
 * A request asked politely or as a question, the verb in the infinitive after the words that ask
 * (`faria o favor de cancelar`, `pode cancelar`, `consegues anular`, `dá para estornar`, `gostaria de
 * reembolsar`), on the folded text: a request as much as an imperative is.
 */
const ASKED_IN_INFINITIVE = String.raw`\b(?:favor\s+de|pode|podes|podem|podia|podias|poderia|poderias|poderiam|consegue|consegues|conseguia|conseguias|conseguiria|da\s+(?:pra|para)|dava\s+(?:pra|para)|gostaria\s+de|queria|preciso\s+de|precisava\s+de)\s+(?:(?:me|lhe|nos|so|ja|tambem|por\s+favor)\s+)?(?:(?:reembols|cancel|anul|estorn|agend|lembr|anot|regist|registr|atualiz|credit|envi|mand|encaminh|coloc|reserv|pag|marc|fatur|cobr)ar|devolver|transferir|emitir)\b`;
/** Imperatives of a request to read a record (`puxa os dados do C-221`, `consulta a 4410`): a request as much as one that writes. */
const READ_IMPERATIVE = String.raw`\b(?:puxa|puxe|mostra|mostre|consulta|consulte|abre|abra|busca|busque|procura|procure|verifica|verifique|checa|cheque|confere|confira|veja)\b`;
const ASKED_BEFORE = new RegExp(`${IMPERATIVE}|${READ_IMPERATIVE}|${ASKED_IN_INFINITIVE}`, "i");

/**
 * A value the turn says was wrong, or was another thing's, right after naming it with its article
 * (`devolve 35 no 5521, o 30 está errado`, `os 30 que eu disse estavam errados`, `cancela o 5522; o
 * 5521 era de outro cliente`), where the turn gives another value of its kind: that one is asked, this
 * one set apart. Without another value the words tell a story (`o 5521 era do outro cliente, cancela-o`).
 */
function toldWrongAfter(span: Span, folded: string, values: readonly Span[]): boolean {
  const family = correctionFamily(span);
  if (family === undefined || !TOLD_WRONG_AFTER.test(folded.slice(span.end, span.end + 60))) return false;
  if (!NAMED_WITH_ARTICLE.test(folded.slice(Math.max(0, span.start - 12), span.start))) return false;
  return values.some((v) => v !== span && v.value !== span.value && correctionFamily(v) === family);
}
/** After a value: what says it was wrong or another thing's, with what says who gave it or when before it (`que eu disse`, `de ontem`). */
// Linear: anchored at the start, each part a choice among fixed words.
const TOLD_WRONG_AFTER = /^\s*(?:(?:que|q)\s+(?:eu\s+|voce\s+|vc\s+|te\s+|lhe\s+)?(?:disse|escrevi|pus|mandei|passei|falei|digitei|coloquei|dei|indiquei)\s+|de\s+(?:ontem|antes|ha\s+bocado|agora\s+ha\s+pouco)\s+)?(?:esta|estava|estao|estavam|ta|tava|tao|tavam|e|era|sao|eram)\s+(?:errad[oa]s?|trocad[oa]s?|d[eoa]s?\s+outr[oa]s?|de\s+outr[oa]s?)(?![\p{L}\d])/u;
/** Right before a value: its article, with the word of the thing between (`o 30`, `os 30`, `o pedido 5521`). */
const NAMED_WITH_ARTICLE = /(?:^|[\s,;:(—–-])(?:o|a|os|as)\s+(?:(?:valor|montante|numero|pedido|encomenda|dia|data)\s+)?$/u;

/**
 * An id set apart by a `não` after it (`cancela o 8420; o 8421 não`), where a request comes before
 * it in the turn: in a story (`o 8117 já chegou, o 8118 não: cancela esse`) the `não` tells a fact.
 */
function deniedAfter(span: Span, folded: string): boolean {
  if (span.kind !== "id" && span.kind !== "number" && span.kind !== "amount") return false;
  // `a 6604, da irmã, não`: a few words of whose or what it is, between commas, stand before the
  // denial; or without them where the denial ends the clause (`os 90 da bicicleta não`).
  const next = folded.slice(span.end, span.end + 40);
  const aside = SAID_OF_ASIDE.exec(next) ?? SAID_OF_BEFORE_DENIAL.exec(next);
  const from = span.end + (aside?.[0].length ?? 0);
  const after = folded.slice(from, from + 40);
  const before = folded.slice(0, span.start);
  return (DENIED_AFTER.test(after) || KEPT_THEN_ASKED.test(after) || keptAsLeave(after) || DENIED_THEN_TOLD.test(after) || deniedThenToldInThePast(after)) && (ASKED_BEFORE.test(before) || SUGGESTED_BEFORE.test(before));
}

/**
 * An id kept as it is, said as leave or need to go on (`o 4472 pode seguir`, `a 5510 pode ficar como
 * está`, `o 8831 deve continuar`), the clause ending there: DENIED_AFTER's `segue` and `fica` with the
 * verb that gives the leave before them (`pode seguir pra sexta` goes on, as `fica pra sexta` does).
 * Two short patterns, the verbs and then the clause's end, so that each is proved linear on its own.
 */
// Linear: anchored at the start; each part a choice among fixed words, apart by blanks.
const LEAVE_TO_GO_ON = /^[\s,]*(?:pode|podem|deve|devem)\s+(?:seguir|ficar|continuar|prosseguir)(?![\p{L}\d])/u;
const KEPT_CLAUSE_END = /^\s*(?:(?:normal|normalmente|assim|igual|valendo|como\s+esta|como\s+estao|de\s+fora)\s*)?(?:[.;,!)]|$)/u;

function keptAsLeave(after: string): boolean {
  const m = LEAVE_TO_GO_ON.exec(after);
  return m !== null && KEPT_CLAUSE_END.test(after.slice(m[0].length));
}

/**
 * A request put as what we should do (`devíamos anular a 6603`, `temos de cancelar`, `vale estornar`),
 * on the folded text. Apart from ASKED_BEFORE, which is at the linearity analyser's limit.
 */
const SUGGESTED_BEFORE = /\b(?:devemos|deviamos|deveriamos|temos\s+(?:de|que)|vale)\s+(?:(?:so|ja|tambem)\s+)?(?:(?:reembols|cancel|anul|estorn|credit|pag|fatur|cobr)ar|devolver|transferir)\b/;

/** What a record is of, between commas right after it: `, da irmã`, `, do Tiago`, `, dos sapatos azuis`. Linear: anchored, at most three words. */
const SAID_OF_ASIDE = /^\s*,\s*(?:do|da|dos|das|de)\s+\p{L}+(?:\s+\p{L}+){0,2}\s*(?=,)/u;
/**
 * What a value is of, with no commas, right before a `não` that ends the clause: `os 90 da bicicleta
 * não`, `o 4472 da Ana não.` The `não` must end the clause, so that `o 4472 da Ana não chegou` (a fact)
 * and `25 da taxa, não, 30` (a correction) are not read as denials. Linear: anchored, at most three words
 * in a bounded slice.
 */
const SAID_OF_BEFORE_DENIAL = /^\s*(?:do|da|dos|das|de)\s+\p{L}+(?:\s+\p{L}+){0,2}(?=\s+n[aã]o\s*(?:[.;!)]|$))/u;

/**
 * An id kept as it is, then another request joined by `e`: `o do mouse, 8831, segue normal e manda um
 * email …`, `o 8831 fica e avisa o cliente`. The kept clause says nothing more of the id; the request
 * after it is another act's. A pattern of its own beside DENIED_AFTER, which is past what the linearity
 * analyser proves once longer.
 */
// Linear: anchored at the start; the verb, its word of how and the request each a choice among fixed words, apart by blanks.
const KEPT_THEN_ASKED = /^\s*(?:,\s*)?(?:fica|fique|ficam|continua|continue|segue|mantem|mantenha)(?:\s+(?:normal|normalmente|como\s+esta|como\s+estao|assim|igual|inalterad[oa]|de\s+fora|quieto|quieta|ativo|ativa|valendo|de\s+pe))?\s+e\s+(?:manda|mande|envia|envie|avisa|avise|informa|informe|notifica|notifique|reembolsa|reembolse|estorna|estorne|devolve|devolva|cancela|cancele|faz|faca|da)(?![\p{L}\d])/u;

/** Verbs that keep the record after them out of the request: `preserva o 6642`, `poupa a 4472`. */
const KEEP_VERBS = new Set(["preserva", "preserve", "poupa", "poupe"]);
/** Words between such a verb and the record's digits. */
const KEPT_LEADS = new Set(["o", "a", "pedido", "encomenda", "#"]);

/**
 * A record a verb keeps out, right before it (`cancela o 6641 e preserva o 6642`), after a request:
 * read from the record's words back, at most three, so that no pattern is tried at every place.
 */
function keptBefore(span: Span, folded: string): boolean {
  if (span.kind !== "id" && span.kind !== "number") return false;
  const words = folded.slice(Math.max(0, span.start - 40), span.start).split(/[^\p{L}\d#]+/u).filter((w) => w !== "");
  for (let k = words.length - 1; k >= 0 && k >= words.length - 3; k--) {
    if (KEEP_VERBS.has(words[k]!)) return ASKED_BEFORE.test(folded.slice(0, span.start));
    if (!KEPT_LEADS.has(words[k]!)) return false;
  }
  return false;
}

/** `já foi`, `já chegou` right after a record: a fact about it, done (`o pedido 8731 já foi devolvido`). */
const TOLD_DONE = /^\s*,?\s*ja\s+(?:foi|foram|esta|estava|estavam|tinha|tinham|teve|saiu|sairam|chegou|chegaram|veio|vieram)(?![\p{L}\d])/u;
/**
 * The sentence breaks a fact told after a request starts at: `. Obs: o pedido 8731 já foi`, `(o
 * 8713 já foi)`. A full stop breaks only before a space: the dot of an address (`rui@casa.example a
 * dizer que a encomenda 5521 já saiu`) is inside the request. A reason given after a comma (`cancela
 * antes a 5513, que a 5512 já foi expedida`, `…, porque o 8731 já chegou`) tells a fact of its own too.
 */
const FACT_BREAKS = [". ", ".\n", ";", ":", "!", "?", "(", ", que ", ", porque ", ", pois "];

/**
 * A record told as done in a sentence of its own after the request (`devolve 30 no 8730. Obs: o
 * pedido 8731 já foi devolvido`, `estorna 25 no 9131 (o 9113 já foi)`): set apart. Not where the
 * request's own clause names it (`estorna o 8731, já foi devolvido ao estoque` asks about 8731).
 */
function toldDone(span: Span, folded: string): boolean {
  if ((span.kind !== "id" && span.kind !== "number") || !TOLD_DONE.test(folded.slice(span.end, span.end + 40))) return false;
  const before = folded.slice(0, span.start);
  const cut = Math.max(...FACT_BREAKS.map((b) => before.lastIndexOf(b)));
  return cut >= 0 && ASKED_BEFORE.test(before.slice(0, cut)) && !ASKED_BEFORE.test(before.slice(cut));
}

/** Verbs that take the record after them out of a list: `tira a 4632`, `retira a 4481`, `esquece a 4461`, `exclui a 4652`. */
const LEAVING_VERBS = new Set(["tira", "tire", "retira", "retire", "exclui", "exclua", "esquece", "esqueca"]);
/** Verbs that forget the sum after them, with its article (`esquece o 30`, `ignora os 15`); `tira os 30` may take them off a total, so not these. */
const FORGETTING_VERBS: ReadonlySet<string> = new Set(["esquece", "esqueca", "ignora", "ignore", "desconsidera", "desconsidere"]);
/** `não esquece o 30` asks to keep it; `não, esquece o 30` takes it back: a `não` is the verb's only where blanks alone part them. Linear: anchored at the end, fixed words apart by blanks. */
const FORGETTING_NEGATED = /\bnao\s+\p{L}+\s+(?:o|a|os|as)\s+$/u;
/** The kinds a sum is read as: with its currency or bare. */
const SUM_KINDS: ReadonlySet<string> = new Set(["amount", "number"]);
/** What may stand between such words and the record: an article, the record's noun, `de` and its forms. */
const LEFT_LEADS = new Set(["o", "a", "os", "as", "do", "da", "de", "dos", "das", "pedido", "encomenda", "#"]);
/** `de` and its forms, after `em lugar` and `excepção`. */
const OF_FORMS = new Set(["de", "do", "da", "dos", "das"]);
/** The articles a sum left out by `sem` is said with (`sem os 80`). */
const SUM_ARTICLES: ReadonlySet<string> = new Set(["o", "a", "os", "as"]);

/**
 * Words right before a value that leave it out of the request, read back over at most five words,
 * no pattern tried at each place (the set-apart pattern is left as it is, its analysis bounded):
 * - any value after `em lugar de` (pt-PT, as `no lugar de`): `devolve 30 em lugar de 40`, `à ana@… em
 *   lugar do rui@…`;
 * - a sum after `sem` and its article: `fatura 400, sem os 80 da instalação`;
 * - a sum after a verb that forgets it and its article (`não, esquece o 30`; not `não esquece o 30`):
 *   left out wherever the turn says it, with its currency or bare;
 * - a record after `excepção de` / `exceção da` (`à excepção da 4562`, `com exceção da 4571`), after
 *   `nem` (`nem a 4541 nem a 4542 são para cancelar`), or after a verb that takes it out of a list,
 *   with an article or its noun between (`tira a 4632`, `retira a 4481`, `esquece a 4461`; not `não
 *   esquece a 4465`, which asks for it). A record is left out wherever the turn names it.
 */
function leftOutBefore(span: Span, folded: string): "value" | "record" | "sum" | undefined {
  const before = folded.slice(Math.max(0, span.start - 48), span.start);
  // A value other than a record or a sum is left out only by `em lugar de` before it.
  if (span.kind !== "id" && span.kind !== "number" && span.kind !== "amount" && !before.includes("lugar")) return undefined;
  const words = before.split(/[^\p{L}\d#]+/u).filter((w) => w !== "");
  const k = words.length - 1;
  let j = k;
  while (j >= 0 && j > k - 4 && LEFT_LEADS.has(words[j]!)) j--;
  // `em lugar de`: `de` is a lead, so the word read back is `lugar`.
  if (j >= 1 && words[j] === "lugar" && words[j - 1] === "em" && j < k && OF_FORMS.has(words[j + 1]!)) return "value";
  // `sem os 80 da instalação`: a sum with its article after `sem` is left out of the request's sum.
  if (words[j] === "sem" && j < k && SUM_ARTICLES.has(words[j + 1]!) && typeof span.value === "number") return "value";
  // `esquece o 30, só os 45`: a sum with its article after a word that forgets it is left out wherever the turn says it.
  if (FORGETTING_VERBS.has(words[j] ?? "") && j < k && SUM_ARTICLES.has(words[j + 1]!) && typeof span.value === "number" && !FORGETTING_NEGATED.test(before)) return "sum";
  if (span.kind !== "id" && span.kind !== "number") return undefined;
  const record = /^\d{3,}$/.test(String(span.value)) || span.kind === "id";
  if (!record || j < 0) return undefined;
  const word = words[j]!;
  if ((word === "excecao" || word === "excepcao") && j < k && OF_FORMS.has(words[j + 1]!)) return "record";
  if (word === "nem") return "record";
  if (LEAVING_VERBS.has(word) && j < k && words[j - 1] !== "nao") return "record";
  return undefined;
}

/** First-person past forms that are not `-ei` ones: `fiz`, `pus`, `devolvi`. */
const DONE_BY_ME = new Set(["fiz", "pus", "devolvi", "resolvi", "respondi", "vi", "pedi"]);
/** Words that point back at the record just told (`esse`, `essa aí`). */
const POINTING_BACK = new Set(["esse", "essa", "este", "esta", "isso", "aquele", "aquela"]);
/** Words after such a pointer that leave the record out: `esse deixa`, `essa não`, `esse esquece`. */
const LEAVING_OUT = new Set(["deixa", "deixe", "nao", "fica", "esquece", "esqueca", "ignora", "ignore", "pula", "salta", "ja"]);
/** The words of a clause, up to its end: `;`, `:`, `!`, `?` or a full stop before a blank. */
const CLAUSE_END = /[;:!?]|\.(?:\s|$)/;

/**
 * A record told done before the request, then left out: by the person's own past act (`a 9101 já
 * reembolsei eu ontem; reembolsa 18 na 9102`, `essa da 6701 já tratei eu, faltava a 6702`) or by a
 * pointer that leaves it (`o recibo da 4471 já foi enviado, esse deixa; manda o da 4472`, `o aviso da
 * 8801 já foi, esse não`). Only where another record and a request follow it: `a 3350 já chegou
 * partida, devolve 20 nela` asks about the same record. Read by words, no pattern tried at each place.
 */
function doneThenLeft(span: Span, folded: string, ordered: readonly Span[], i: number): boolean {
  if (span.kind !== "id" && span.kind !== "number") return false;
  const rest = folded.slice(span.end, span.end + 80);
  const stop = rest.search(CLAUSE_END);
  const clause = stop === -1 ? rest : rest.slice(0, stop);
  // `já` is a word of the clause's first part, so that part holds `ja`: most values are followed by none.
  const comma = clause.indexOf(",");
  if (!(comma === -1 ? clause : clause.slice(0, comma)).includes("ja")) return false;
  const parts = clause.split(",").map((p) => p.split(/[^\p{L}\d]+/u).filter((w) => w !== ""));
  const first = parts[0] ?? [];
  const ja = first.indexOf("ja");
  if (ja === -1 || ja > 2) return false;
  const verb = first[ja + 1] ?? "";
  const byMe = (verb.length >= 5 && verb.endsWith("ei")) || DONE_BY_ME.has(verb);
  const leftOut = parts.slice(1).some((p) => POINTING_BACK.has(p[0] ?? "") && LEAVING_OUT.has(p[1] === "ai" || p[1] === "la" ? (p[2] ?? "") : (p[1] ?? "")));
  if (!byMe && !leftOut) return false;
  // The values after it are read only here, where few values come: a copy of them made for every value
  // of the turn took time growing as the square of a turn packed with records.
  let another = false;
  for (let j = i + 1; j < ordered.length && !another; j++) another = (ordered[j]!.kind === "id" || ordered[j]!.kind === "number") && ordered[j]!.value !== span.value;
  return another && ASKED_BEFORE.test(folded.slice(span.end));
}

/** Verbs of a mistake owned, as folded: `me enganei`, `enganei-me`, `errei`, `me equivoquei`, `me confundi`, `troquei os números`, `baralhei os algarismos` (pt-PT). */
const MISTAKE_VERBS = new Set(["enganei", "enganei-me", "errei", "equivoquei", "equivoquei-me", "confundi", "confundi-me", "troquei", "baralhei"]);
/** What may stand between the mistake's verb and the thing it names: `no`, `na`, `com o`, `o`, `os`. */
const MISTAKE_LEADS = new Set(["no", "na", "do", "da", "o", "a", "os", "as", "com"]);
/** What may stand between the thing and the record said again: `é o`, `era a`, `é na`. */
const MISTAKE_TO = new Set(["e", "era", "sao", "o", "a", "no", "na", "em"]);
/** How far apart a record and the one said after the mistake's words may stand. */
const MISTAKE_REACH = 60;

/**
 * `devolve 40 no pedido 8801. me enganei no pedido, é o 8810`, `cancela a 4471, enganei-me na
 * encomenda, é a 4417`, `errei no número, é o 7703`: two records, and between them only the words
 * of a mistake owned, the thing it was made in, and `é o`. The first is taken back. Read apart from
 * the correction pattern, which takes these words only when no thing is named.
 */
function mistakeNamed(before: Span, after: Span, folded: string): boolean {
  const record = (s: Span) => s.kind === "id" || s.kind === "number";
  if (!record(before) || !record(after) || after.start - before.end > MISTAKE_REACH) return false;
  // The record said again is written like the one it replaces (`8801` → `8810`); `errei o valor, é 68` after `9301` names a sum.
  const digits = (s: Span) => String(s.value).replace(/\D+/g, "").length;
  if (Math.abs(digits(before) - digits(after)) > 1) return false;
  const words = folded.slice(before.end, after.start).split(/[^\p{L}\d-]+/u).filter((w) => w !== "" && w !== "-");
  let k = 0;
  if (words[k] === "me") k++;
  if (!MISTAKE_VERBS.has(words[k] ?? "")) return false;
  k++;
  while (k < words.length && MISTAKE_LEADS.has(words[k]!)) k++;
  // The thing: one word (`pedido`, `encomenda`, `número`), then only `é o` before the record.
  if (k >= words.length || !/^\p{L}{3,}$/u.test(words[k]!)) return false;
  k++;
  while (k < words.length && MISTAKE_TO.has(words[k]!)) k++;
  return k === words.length;
}

/** Right before the old value of a change: `de`, `era`. */
const CHANGED_FROM = /\b(de|era)\s*$/;
/** Between the old value and the new: `para`, `pra`, `→`, `, agora é`. */
// A verb of change before `para` says it as well: `era 90 e passa pra 110`, `era 40, subiu para 45`.
const CHANGED_TO = /^\s*(?:[,;]\s*)?(?:(?:(?:e|mas)\s+)?(?:passa|passou|vai|foi|sobe|subiu|desce|desceu|baixa|baixou|aumenta|aumentou)\s+(?:para|pra)|para|pra|por|→|->|(?:e\s+|mas\s+)?agora\s+(?:e|sao|passa a ser|fica|sera))\s*(?:o\s+|a\s+)?$/;
/** `troca o 6004 pelo 6005`, `substitui o 30 por 35`: what a swap puts in, after the value it takes out. */
const SWAPPED_FOR = /^\s*(?:pel[oa]|por)\s*(?:o\s+|a\s+)?$/;
const SWAP_VERB = /\b(?:troc|substitu)\p{L}*\s+(?:\p{L}+\s+){0,3}$/u;
/** A verb that changes a thing from one value to another: `troca o telefone de … para …`, `a renda subiu de 240 para 250`, `baixou de 45 para 40`; a stem is enough where only `test` reads it. */
const CHANGE_VERB = /\b(?:mud|troc|alter|atualiz|actualiz|corrig|passa|passou|subi|sobe|aument|baix|desc|reduz)/u;

/**
 * `troca o telefone do C-4 de 11 98888-1111 para 11 98888-2222`, `mudou de número: era 912 345 678,
 * agora é 913 456 789`: two values of one kind, the first after `de` (with a change verb before it)
 * or `era`, the second after `para` or `agora é`: the first is the value left.
 */
function changedFrom(from: Span, to: Span, folded: string): boolean {
  // `de 240 para 250 euros`: the currency said once, after the new sum.
  const sameKind = from.kind === to.kind || (from.kind === "number" && to.kind === "amount");
  if (to.start - from.end > 24) return false;
  const between = folded.slice(from.end, to.start);
  const before = folded.slice(Math.max(0, from.start - 60), from.start);
  // `muda o 45 pra 54`, `risca o 45 e põe 54`, `troca o pedido 4410 pro 4401`: a verb that changes or
  // strikes out the value named right after it, then the one put in its place, written like it
  // (never `passa 40 pro 4410`).
  if ((sameKind || (isRecord(from) && isRecord(to))) && ((NAMED_TO.test(between) && namedAfter(before, CHANGING)) || (PUT_AFTER_STRIKE.test(between) && namedAfter(before, STRIKING))) && writtenAlike(from, to)) return true;
  if (!sameKind) return false;
  // `30 → 35`: an arrow alone between two values of one kind, written alike, reads as a change.
  if (ARROW_ONLY.test(between)) return writtenAlike(from, to);
  if (SWAPPED_FOR.test(between)) return SWAP_VERB.test(before.slice(-40));
  // A day's span takes its preposition in (`de quinta`, `pra sexta`): it is read as the words around it.
  const toLead = LEADING_TO.exec(folded.slice(to.start, to.start + 6))?.[0] ?? "";
  if (!CHANGED_TO.test(folded.slice(from.end, to.start) + toLead)) return false;
  if (LEADING_FROM.test(folded.slice(from.start, from.start + 3))) return CHANGE_VERB.test(before);
  const m = CHANGED_FROM.exec(before);
  return m !== null && (m[1] === "era" || CHANGE_VERB.test(before));
}
const LEADING_FROM = /^de\s/;
/** The things a changed or struck-out value is named with, folded: `o valor`, `a encomenda`. */
const NAMED_THINGS = new Set(["valor", "montante", "numero", "telefone", "telemovel", "celular", "dia", "data", "pedido", "encomenda", "fatura", "factura", "conta"]);
/** Verbs that change the value named right after them: `muda o`, `troca a data`, `altera o valor`. */
const CHANGING = new Set(["muda", "mude", "troca", "troque", "altera", "altere", "corrige", "corrija"]);
/** Verbs that strike out the value named right after them: `risca o`, `tira o`, `apaga o valor`. */
const STRIKING = new Set(["risca", "risque", "tira", "tire", "apaga", "apague"]);

/**
 * Whether the folded text before a value ends in one of `verbs`, its article and at most the word of
 * the thing (`muda o `, `tira a encomenda `): read word by word from the end, so the time is linear.
 */
function namedAfter(before: string, verbs: ReadonlySet<string>): boolean {
  if (!before.endsWith(" ")) return false;
  const words = before.slice(-40).trimEnd().split(" ");
  let k = words.length - 1;
  if (NAMED_THINGS.has(words[k] ?? "")) k--;
  if (words[k] !== "o" && words[k] !== "a") return false;
  return verbs.has(words[k - 1] ?? "");
}
/** An arrow and nothing else between two values: `30 → 35`, `4410 -> 4401`. */
const ARROW_ONLY = /^\s*(?:→|->|=>)\s*$/;
/** Between a value changed and the new one: `pra`, `para o`, `pro`, `→`. */
const NAMED_TO = /^[\s,]*(?:para|pra|pro|por|→|->)\s*(?:o\s+|a\s+)?$/;
/** A record as the turn writes one: an id, or a bare number of three digits or more. */
function isRecord(v: Span): boolean {
  return v.kind === "id" || (v.kind === "number" && /^\d{3,}$/.test(String(v.value)));
}
/** Between a value struck out and the one put in: `e põe`, `e coloca o`, `, bota`. */
const PUT_AFTER_STRIKE = /^[\s,]*(?:e\s+)?(?:poe|ponha|coloca|coloque|bota|bote|escreve|escreva)\s+(?:o\s+|a\s+)?$/;

/** Two values written alike: a date for a date; else as many digits (or characters), give or take one (`45` and `54`, `4410` and `4401`; not `40` and `4410`). */
function writtenAlike(a: Span, b: Span): boolean {
  if (a.kind === "date" || b.kind === "date") return true;
  const size = (v: Span) => (String(v.value).replace(/\D+/g, "") || String(v.value)).length;
  return Math.abs(size(a) - size(b)) <= 1;
}

/** How far apart a value and the clause that corrects it may stand. */
const CLAUSE_CORRECTION_REACH = 100;

/** The kind of value a correction's clause replaces with one of its kind: a sum, a record, a day, a place. */
function correctionFamily(v: Span): string | undefined {
  if (v.kind === "amount" || v.kind === "number") return typeof v.value === "number" ? "n" : undefined;
  if (v.kind === "handle") return "channel";
  return v.kind === "id" || v.kind === "date" || v.kind === "channel" || v.kind === "email" || v.kind === "phone" || v.kind === "iban" ? v.kind : undefined;
}

/** A preposition a day's reading takes in (`para sexta`, `na quinta`): `passa para sexta` is read up to the day. */
const DAY_PREPOSITION = /^(?:para|pra|pro|na|no|em)\s+/i;

/** How many characters of a value's text are a preposition that the correction's words end in. */
function leadingPreposition(v: Span): number {
  return v.kind === "date" ? (DAY_PREPOSITION.exec(v.text)?.[0].length ?? 0) : 0;
}

/** Where a clause may open: a mark that ends one. */
const CLAUSE_OPENERS = new Set([",", ";", ".", "!", "?", "—", "–", "\n"]);
/**
 * Whether the mark at `p` opens a clause: one of the marks above, or a hyphen standing alone between
 * blanks, as a dash is typed on a keyboard without one (and as a turn's `—` and `–` are read, through
 * the kit's one-byte stand-ins).
 */
const opensClause = (text: string, p: number) => CLAUSE_OPENERS.has(text[p]!) || (text[p] === "-" && text[p - 1] === " " && text[p + 1] === " ");

/**
 * A correction's words opening a clause of their own, after other words of the clause before them
 * (`reembolsa 45 no pedido 5101 porque veio partido; aliás, faz 40`, `posta no #vendas que a promo
 * acabou. opa, é no #marketing`, `envia sms ao 912 … a dizer que chegou; o número certo é 912 …`,
 * `lembra-me na quarta de pagar a água; afinal é quinta`), or an apology's words and the verb that gives
 * the value (`reembolsa 35 no 8801, peço desculpa, é 53`, `apologies.ts`): the value they give takes back the last
 * value of its kind before, within reach (a sum or a record only where shaped like it, as many
 * characters give or take one), as the kit does where the correction follows the value right away.
 * The correction's pattern is tried from each mark that may open the clause, after the last value
 * before the new one: a few tries on a bounded text each.
 */
function correctedByClauseOfTheirOwn(text: string, folded: string, values: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (let i = 1; i < values.length; i++) {
    const to = values[i]!;
    const family = correctionFamily(to);
    if (family === undefined) continue;
    // A sum or a record only where shaped like its correction: `15 no 7107, 25 no 7108 …` are two, not one corrected.
    const whole = (v: Span) => (/^\d+/.exec(v.text.replace(/^\D+/, ""))?.[0].length ?? v.text.length);
    const shaped = (w: Span) => (family === "n" ? Math.abs(whole(w) - whole(to)) <= 1 : Math.abs(w.text.length - to.text.length) <= 1);
    const taken = lastWithin(values, i, (w) => correctionFamily(w) === family && (shaped(w) || (family !== "n" && family !== "id")));
    // An apology's value is written in as many digits, give or take one (never a number word, `mil desculpas`), and
    // its record may be read as an id where it was said and as a number where it is given (`na 3321. lapso meu, é na 3312`).
    const digits = (s: Span) => s.text.replace(/\D+/g, "").length;
    const numeric = family === "n" || family === "id";
    const sameKind = (w: Span) => correctionFamily(w) === family || (isRecordSpan(w) && isRecordSpan(to));
    const owned = lastWithin(values, i, (w) => sameKind(w) && (!numeric || (digits(w) > 0 && Math.abs(digits(w) - digits(to)) <= 1)));
    if (taken === undefined && owned === undefined) continue;
    if (setApart(text.slice(Math.max(0, to.start - 48), to.start))) continue;
    const end = to.start + leadingPreposition(to);
    const opensAt = (from: number, reads: (p: number) => boolean) => {
      for (let p = from; p < to.start; p++) if (opensClause(text, p) && reads(p)) return true;
      return false;
    };
    // A question's or an exclamation's mark ends a clause too (`… no 6610? actually make it 30`); the pattern reads what follows it.
    const corrects = (p: number) =>
      correctionIn(text.slice(p, end)) || SAID_WRONG_CLAUSE.test(text.slice(p, end)) || ((text[p] === "?" || text[p] === "!") && correctionIn(text.slice(p + 1, end)));
    if (taken !== undefined && (opensAt(values[i - 1]!.end, corrects) || correctedAfterJoin(text, folded, values[i - 1]!.end, end) || correctedUnmarked(text, values[i - 1]!.end, end))) out.push(taken);
    // An apology's words may hold a number word of their own (`mil desculpas`): they are read from the value taken back.
    else if (owned !== undefined && opensAt(owned.end, (p) => apologyGivesValue(folded.slice(p, to.start)))) out.push(owned);
  }
  return out;
}

/**
 * A correction dictated or typed without a mark before it (`estorna 38 no pedido 5520 da farmacia pera é 83`):
 * a word that stops the speaker (`pera`, `espera`, `aliás`, `ou melhor`, `quer dizer`, `opa`) as a word of
 * its own, then at most a verb or a preposition that gives the value (`pera foram 15 horas`: the past of `são`
 * gives it as well), and the value. Only the words that
 * say nothing else in a request: `não`, `melhor` or `digo` without a mark are words of the request itself.
 */
// Linear: anchored at both ends on a text bounded by the correction's reach; the words never read the same characters.
// Read on the text as written: `é` with its accent, never the `e` that joins (`2 sucos de pera e 3 de laranja`).
const UNMARKED_CORRECTION = /^ (?:pera ?a[ií]|pera|espera|espere|ali[aá]s|ou melhor|quer dizer|opa|ops|na verdade|me enganei|enganei-me|errei) (?:(?:é|era|são|seria|foi|foram|eram|no|na|pra|pro|para) )?$/iu;

/** Whether an unmarked correction (see above) opens at a word between the value before and the new one. */
function correctedUnmarked(text: string, from: number, end: number): boolean {
  for (let p = text.indexOf(" ", from); p !== -1 && p < end; p = text.indexOf(" ", p + 1)) {
    if (UNMARKED_CORRECTION.test(text.slice(p, end))) return true;
  }
  return false;
}

/**
 * A send that points back at a place the turn gave before it, by its kind's word: `manda um sms nesse
 * número`, `envia a confirmação pra esse email`, `liga pro mesmo telefone`. Each kind's word names the
 * kinds of place it points at.
 */
// Linear: a fixed run of words, no repetition.
const POINTED_PLACE = /(?<![\p{L}\d])(?:nesse|neste|nesses|para esse|pra esse|pro mesmo|para o mesmo|no mesmo|nessa|nesta|para essa|pra essa|na mesma|para a mesma|pra mesma)\s+(numero|telefone|telemovel|celular|cel|contacto|contato|whats|whatsapp|zap|email|e-mail|endereco|mail|canal|conta|iban)(?![\p{L}\d])/gu;
const POINTED_KINDS: Record<string, ReadonlyArray<Destination["kind"]>> = {
  numero: ["phone"], telefone: ["phone"], telemovel: ["phone"], celular: ["phone"], cel: ["phone"], contacto: ["phone", "email"], contato: ["phone", "email"],
  whats: ["phone"], whatsapp: ["phone"], zap: ["phone"], email: ["email"], "e-mail": ["email"], mail: ["email"], endereco: ["email"], canal: ["channel"],
  conta: ["iban"], iban: ["iban"],
};

/** Marks the destinations a send asked for points back at (see above): only after a send, and only places said before the pointing words. */
function markPointedAt(folded: string, reading: TurnReading): void {
  for (const { kinds, before } of pointingPhrases(folded, reading, POINTED_PLACE, POINTED_KINDS)) {
    for (const d of reading.destinations) if (kinds.includes(d.kind) && before.includes(d.text.toLowerCase())) d.pointedAt = true;
  }
}

/** A word that joins a clause to the one before: `e`, `mas`, `porém`. */
const CLAUSE_JOIN = /(?<![\p{L}\d])(?:e|mas|porem|so que)\s+/gu;
/** Correction words that may follow a joining word: `mas afinal são 45`, `e na verdade é 45`, `mas pensando bem, faz 45`. */
const AFTER_JOIN = /^(?:afinal|na verdade|na vdd|na real|pensando bem|pensando melhor|alias|ou melhor|melhor dizendo|quer dizer)(?![\p{L}\d])/u;

/**
 * A correction that opens with a joining word (`reembolsa 40 no 5510, mas afinal são 45`, `… e na verdade é 45`):
 * the pattern is tried after each `e`, `mas`, `porém` between the value before and the new one, where a
 * word of changed mind (`afinal`, `na verdade`, `pensando bem`, `aliás`, `ou melhor`) follows it.
 */
function correctedAfterJoin(text: string, folded: string, from: number, end: number): boolean {
  const between = folded.slice(from, end);
  for (const m of between.matchAll(CLAUSE_JOIN)) {
    const at = from + m.index + m[0].length;
    if (AFTER_JOIN.test(folded.slice(at, end)) && correctionIn(text.slice(at, end))) return true;
  }
  return false;
}

/** A record's number: an id, or a number of three digits or more. */

/** The last value before the `i`th, within a correction's reach of it, that `fits`. */
function lastWithin(values: readonly Span[], i: number, fits: (w: Span) => boolean): Span | undefined {
  const to = values[i]!;
  for (let j = i - 1; j >= 0 && to.start - values[j]!.end <= CLAUSE_CORRECTION_REACH; j--) if (fits(values[j]!)) return values[j];
  return undefined;
}

/**
 * A value the turn points at where it was said and the one to put in its place (`onde eu disse 45 é 40`,
 * `onde escrevi 8801, lê-se 8810`, `onde está 30 põe 35`, `onde se lê 12 leia-se 21`): the first is taken
 * back. Both patterns are anchored on a few dozen characters beside the values.
 */
const WHERE_SAID = /\b(?:onde|aonde|la onde|no sitio onde|no lugar onde)\s+(?:(?:eu|se|voce|vc|tu)\s+)?(?:disse|escrevi|pus|coloquei|digitei|falei|mandei|le|esta|ta|aparece|diz)\s+(?:(?:o|a|os|as)\s+)?$/;
const PUT_INSTEAD = /^\s*(?:[,;:]\s*)?(?:e|era|eram|sao|leia-se|le-se|fica|ficam|deve ser|devia ser|deveria ser|era pra ser|era para ser|poe|ponha|coloca|coloque|bota|escreve|escreva|vai|passa a|troca por|troca pra|troca para)\s+(?:(?:o|a|os|as)\s+)?$/;

/**
 * Whether two spans say one value: of one kind, or both sums, one with its currency and one without
 * (`reembolsa 45 € … onde se lê 45, leia-se 54`: the sum pointed at is the one said with its euros).
 */
function sameValueSaid(a: Span, b: Span): boolean {
  const sum = (s: Span) => s.kind === "amount" || s.kind === "number";
  return (a.kind === b.kind || (sum(a) && sum(b))) && a.value === b.value;
}

function saidInstead(from: Span, to: Span, folded: string): boolean {
  if (from.kind !== to.kind || to.start - from.end > 24) return false;
  return PUT_INSTEAD.test(folded.slice(from.end, to.start)) && WHERE_SAID.test(folded.slice(Math.max(0, from.start - 40), from.start));
}
const LEADING_TO = /^(?:para|pra)\s/;

/** The words between a part and the whole it is of: `15 dos 40`, `20 das 100 €`. */
const OF_THE_WHOLE = /^\s+d(?:os|as)\s+(?:r\$\s?|€\s?)?$/;

/** `estorna 15 dos 40 do 5120`: a sum, then `dos` and the sum it is part of. */
function partOfWhole(part: Span, whole: Span, folded: string): boolean {
  const sum = (s: Span) => (s.kind === "amount" || s.kind === "number") && typeof s.value === "number";
  return sum(part) && sum(whole) && whole.start - part.end <= 12 && OF_THE_WHOLE.test(folded.slice(part.end, whole.start));
}

/** A preposition with the article in it, before an ordinal that points back: `no segundo`, `do primeiro`, `pro último`. */
const ARTICLE_CONTRACTIONS = new Set(["no", "na", "do", "da", "pro", "pra", "ao", "pelo", "pela"]);

/** Words that point back at one of the ids said before, and which: its place in their order, or the last one (`esse`). */
const POINTING: Readonly<Record<string, number>> = wordTable({
  primeiro: 0, primeira: 0, segundo: 1, segunda: 1, terceiro: 2, terceira: 2, ultimo: -1, ultima: -1,
  esse: -1, essa: -1, este: -1, esta: -1,
  // `aquele` points at the farther of the ids, the first said.
  aquele: 0, aquela: 0,
  // `o 5101 fica, cancela o outro`: of two ids, the one not said last.
  outro: -2, outra: -2,
  // `dos pedidos 8140, 8141 e 8142, cancela o do meio`: the middle one of an odd number of ids.
  meio: -3,
});

/** Words that stand for the article before an ordinal: `cancela só esse último`, `aquela primeira`. */
const ORDINAL_ARTICLES = new Set(["o", "a", "esse", "essa", "este", "esta", "aquele", "aquela"]);

/** How a record's value is written: the letters it starts with and how many digits it holds (`c2` of `C-19`, `4` of `5501`). */
function writtenAs(value: string | number): string {
  const text = String(value);
  return (/^\p{L}*/u.exec(text)?.[0] ?? "").toLowerCase() + String(text.replace(/\D+/g, "").length);
}

/**
 * Of the ids said before a pointing word, the list it points into: where one set of them is written
 * alike and holds two ids or more (`a 5501 e a 5530`, beside the customer `C-19` or the sum `de 150`),
 * that set; otherwise all of them.
 */
function listPointedInto(ids: readonly number[], values: readonly Span[]): number[] {
  const sets = new Map<string, Set<string>>();
  for (const i of ids) {
    const shape = writtenAs(values[i]!.value);
    (sets.get(shape) ?? sets.set(shape, new Set()).get(shape)!).add(String(values[i]!.value));
  }
  const lists = [...sets].filter(([, set]) => set.size > 1);
  if (lists.length !== 1 || sets.size === 1) return [...ids];
  const shape = lists[0]![0];
  return ids.filter((i) => writtenAs(values[i]!.value) === shape);
}

/**
 * The ids a turn names and then leaves by pointing at one of them (`o 7330 e o 7331; cancela o
 * segundo`, `o 8117 já chegou, o 8118 não: cancela esse`): indexes, among the turn's values in
 * order, of the ids not pointed at. An ordinal needs its article (`o segundo`; `na segunda`,
 * `segunda-feira` are days), a pointing word followed by a number names its own id, and a turn
 * that names an id after the pointing word is told by it, not picked from; values in the pointing
 * clause itself are not among those pointed at. One pass over the words.
 */
/** Whether `não` and an article stand within the few words before the word at `r`: `não o de 50, o outro`. */
function deniedJustBefore(tokens: readonly Token[], r: number): boolean {
  for (let k = Math.max(0, r - 6); k + 1 < r; k++) if (tokens[k]!.fold === "nao" && ORDINAL_ARTICLES.has(tokens[k + 1]!.fold)) return true;
  return false;
}

function leftByReference(tokens: readonly Token[], values: readonly Span[]): number[] {
  for (let r = 0; r < tokens.length; r++) {
    const t = tokens[r]!;
    const place = POINTING[t.fold];
    if (place === undefined) continue;
    const demonstrative = t.fold.startsWith("es") || t.fold.startsWith("aquel") || place === -2;
    const prev = tokens[r - 1]?.fold ?? "";
    // `o do meio`: the article before the contraction, the phrase ending there (`meio conto` is a sum).
    if (place === -3 && (prev !== "do" || (tokens[r - 2]?.fold !== "o" && tokens[r - 2]?.fold !== "a") || !ordinalEnds(tokens, r))) continue;
    // `estorna 20 no segundo`, `do primeiro`, `esse último`: a contraction too, but never `na segunda` (a Monday).
    if (!demonstrative && !ORDINAL_ARTICLES.has(prev) && !(ARTICLE_CONTRACTIONS.has(prev) && t.fold !== "segunda")) continue;
    // `esse último`: the demonstrative is the ordinal's article, read with it.
    if (demonstrative && ORDINAL_PLACES.has(tokens[r + 1]?.fold ?? "")) continue;
    // `esta semana`, `esse pedido 4471`, `o segundo pedido` stay what they are: only a word that ends its phrase points back.
    if (demonstrative && !pointingPhraseEnds(tokens, r)) continue;
    if (!demonstrative && /^\d/.test(tokens[r + 1]?.text ?? "")) continue;
    // `o primeiro em 15 e o segundo em 40`, `35 no primeiro e 50 no segundo`: an ordinal given its own sum pairs it, it chooses none.
    if (!demonstrative && (ordinalGivenSum(tokens, r + 1) || (sumGivenToOrdinal(tokens, r - 1) && sumsGivenToOrdinals(tokens) >= 2))) continue;
    // `a primeira fica e a segunda pode cancelar`: the one kept is not the one chosen; the next pointing word may be.
    if (!demonstrative && keptAsItIs(tokens, r + 1)) continue;
    // `não o de 50, o outro`: the other of the one just denied, which the denial reads (picked-by-word.ts), not of the ids' order.
    if (place === -2 && deniedJustBefore(tokens, r)) continue;
    // The ids pointed among are those said before the pointing clause: `estorna 20 no segundo` keeps its 20.
    let c = r;
    while (c > 0 && !tokens[c - 1]!.breakAfter) c--;
    // `dos pedidos 3340 e 3341 cancela o primeiro`, `dos pedidos 5301, 5302 e 5303 cancela o do meio`: a clause
    // that opens with the set it chooses among (its list may hold commas) points at those ids, and only those.
    let open = c;
    while (open > 0 && RECORD_TOKEN.test(tokens[open - 1]!.fold) && RECORD_TOKEN.test(tokens[open]!.fold)) {
      open--;
      while (open > 0 && !tokens[open - 1]!.breakAfter) open--;
    }
    const among = choosingAmong(tokens, open);
    const from = among ? tokens[open]!.start : 0;
    const clause = among ? t.start : tokens[c]!.start;
    const ids: number[] = [];
    let after = false;
    let inClause = false;
    let starts: ReadonlyMap<number, number> | undefined;
    values.forEach((v, i) => {
      // A count (`são dois pedidos`) or a sum is no id pointed at.
      if (!isRecordSpan(v)) return;
      if (v.start < from) return;
      if (v.start < clause) ids.push(i);
      // `reembolsa o primeiro, os 340`: the sum of the one picked, no record named after the pick.
      else if (v.start > t.start) after ||= !sumAfterPluralArticle(v, tokens, (starts ??= tokenAtStarts(tokens)));
      else inClause = true;
    });
    // `três propostas: 900, 1200 e 1450 euros; aceitamos o último dos três`: where what is listed
    // before is sums, the ordinal picks one of them, and a record named after it (the customer billed) is no other pick.
    const sums = demonstrative ? undefined : sumsPointedInto(tokens, r, values, from, clause);
    if (sums !== undefined) return leftOfOrder(sums, values, place);
    // An ordinal that names the record after it, or points before two records are told, tells the list
    // (`o primeiro é o CF-1 de 75, o outro o CF-2 de 60`): a later one may still point into it
    // (`reembolsa o primeiro`).
    if (after) continue;
    const listed = listPointedInto(ids, values);
    if (listed.length < 2) continue;
    if (place === -2) {
      // `cancela o 5101 e o outro`: another besides one the clause names, not the other of two.
      if (inClause) return [];
      const distinct = new Set(listed.map((i) => String(values[i]!.value)));
      const last = String(values[listed[listed.length - 1]!]!.value);
      if (distinct.size !== 2) return [];
      return listed.filter((i) => String(values[i]!.value) === last);
    }
    return leftOfOrder(listed, values, place);
  }
  return [];
}

/**
 * Of the values listed (indexes among the turn's values, in order), those the place pointed at
 * leaves: all but the first, the second, the last or the middle one (`o do meio`, of an odd number).
 * A value said twice keeps its first place in the order (`… 9303, 9304 e 9305. O 9303 já foi …`).
 */
function leftOfOrder(listed: readonly number[], values: readonly Span[], place: number): number[] {
  const firstOf = new Map<string, number>();
  for (const i of listed) if (!firstOf.has(String(values[i]!.value))) firstOf.set(String(values[i]!.value), i);
  const order = [...firstOf.values()];
  let at = place === -1 ? order.length - 1 : place;
  if (place === -3) {
    if (order.length % 2 === 0) return [];
    at = (order.length - 1) / 2;
  }
  if (at < 0 || at >= order.length) return [];
  const chosen = String(values[order[at]!]!.value);
  return listed.filter((i) => String(values[i]!.value) !== chosen);
}

/** Words that open the next phrase right after an ordinal that points back: `fature o do meio ao cliente PT-88`, `o último para a Ana`. */
const AFTER_ORDINAL: ReadonlySet<string> = new Set(["ao", "aos", "pro", "pra", "para", "pelo", "pela", "com", "e", "mas"]);

/** Whether the ordinal at `r` ends its phrase: as a pointing word does, or right before a preposition or join that opens the next. */
function ordinalEnds(tokens: readonly Token[], r: number): boolean {
  return pointingPhraseEnds(tokens, r) || (!tokens[r]!.breakAfter && AFTER_ORDINAL.has(tokens[r + 1]?.fold ?? ""));
}

/** Count words an ordinal may be said of: `o último dos três`, `a primeira das duas`. */
const COUNTED_OF: ReadonlySet<string> = new Set(["dois", "duas", "tres", "quatro", "cinco"]);

/**
 * Where an ordinal at `r` points into a list of sums said before its clause (`três propostas: 900,
 * 1200 e 1450 euros. aceitamos o último dos três`, `o da sala, 400 euros; o da cozinha, 250; o do
 * quarto, 310 … fature o do meio`), the sums of that list, by index among the values; undefined where
 * the words before name a record as a code (the ordinal then points among records), no sum before is
 * said as money, fewer than two are said, or the ordinal does not end its phrase (`o segundo item`).
 */
function sumsPointedInto(tokens: readonly Token[], r: number, values: readonly Span[], from: number, clause: number): number[] | undefined {
  const next = tokens[r + 1]?.fold;
  const counted = (next === "dos" || next === "das") && (COUNTED_OF.has(tokens[r + 2]?.fold ?? "") || /^\d$/.test(tokens[r + 2]?.fold ?? ""));
  if (!counted && !ordinalEnds(tokens, r)) return undefined;
  const sums: number[] = [];
  let money = false;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (v.start < from || v.start >= clause) continue;
    if (v.kind === "id") return undefined;
    if (!isSumInDigits(v)) continue;
    money ||= v.kind === "amount";
    sums.push(i);
  }
  if (!money || new Set(sums.map((i) => values[i]!.value)).size < 2) return undefined;
  // `o 8120, de 90 reais, e o 8134, de 150`: records each with its sum, which the ordinal picks among as records.
  return listsSums(values.filter((v) => v.start >= from && v.start < clause)) ? sums : undefined;
}

/** Words that open a clause with the set a choice is made among: `dos pedidos`, `das encomendas`, `entre a`. */
const AMONG = new Set(["dos", "das", "entre"]);
const AMONG_THINGS = new Set(["o", "a", "os", "as", "pedidos", "encomendas", "faturas", "facturas", "compras", "contas", "numeros", "registos", "registros", "dois", "duas"]);

/** Whether the clause starting at token `c` opens with `dos`, `das` or `entre` and at most two words of the things, right before a record's number. */
function choosingAmong(tokens: readonly Token[], c: number): boolean {
  let k = c;
  if (!AMONG.has(tokens[k]?.fold ?? "")) return false;
  k++;
  for (let n = 0; n < 2 && k < tokens.length && AMONG_THINGS.has(tokens[k]!.fold); n++) k++;
  return RECORD_TOKEN.test(tokens[k]?.fold ?? "");
}

/** Verbs that keep a record as it is, said of an ordinal: `a primeira fica`, `o segundo mantém-se`, `o primeiro continua`. */
const KEEPING = new Set(["fica", "ficam", "fique", "mantem", "mantem-se", "continua", "segue", "permanece"]);
/** What may follow a keeping verb that still ends its say (`fica e …`, `fica como está`); `fica pra sexta`, `fica com 15` go on. */
const AFTER_KEEPING = new Set(["e", "mas", "como", "assim", "igual"]);

/** A keeping verb at `k` that ends its phrase: `fica,`, `fica e a segunda …`, `continua como está`. */
function keptAsItIs(tokens: readonly Token[], k: number): boolean {
  const verb = tokens[k];
  if (verb === undefined || !KEEPING.has(verb.fold)) return false;
  return verb.breakAfter || k + 1 === tokens.length || AFTER_KEEPING.has(tokens[k + 1]!.fold);
}

/** A mark that ends a clause between two words. */
const STOP = /[,;.:!?\n]/;

/** Negators that take a request back: `não`, `nem`, `nunca`. */
const ACT_NEGATORS = new Set(["nao", "nem", "nunca", "jamais"]);

/** What a value is for the values said against it: a sum, a record, a day, or another place. */
function valueFamily(v: Span): string {
  if (isRecordSpan(v)) return "record";
  if (v.kind === "amount" || v.kind === "number") return "sum";
  return v.kind;
}

/**
 * The values of a request taken back by its negation, where the words after it give one of the
 * same family instead (`não devolve 50, devolve 30 no 9605`, `não reembolse os 60 €, apenas 45 €`,
 * `não cancela o 9603; cancela o 9604`; not `reembolsa 20 no 4471, não cancela o 4472`): a negator,
 * at most two bridging words (`me`, `precisa`, `vai`), then an act verb; the clause runs to the
 * next break. Indexes among the turn's values in order;
 * one pass over the words.
 */
function valuesOfNegatedActs(tokens: readonly Token[], values: readonly Span[], text: string): number[] {
  const clauses: Array<{ from: number; to: number; act: string }> = [];
  for (let r = 0; r < tokens.length && clauses.length < 12; r++) {
    if (!ACT_NEGATORS.has(tokens[r]!.fold) || tokens[r]!.breakAfter) continue;
    let v = r + 1;
    while (v < tokens.length && v <= r + 2 && NEGATION_BRIDGES[tokens[v]!.fold] !== undefined && !tokens[v]!.breakAfter) v++;
    const act = v < tokens.length ? verbActKey(tokens[v]!.key) : undefined;
    if (act === undefined) continue;
    // The clause ends at the first stop after the verb (`60 €,` too) or before a word that starts another.
    let end = v;
    while (end + 1 < tokens.length && !tokens[end]!.breakAfter && CLAUSE_BREAKS[tokens[end + 1]!.fold] === undefined && !STOP.test(text.slice(tokens[end]!.end, tokens[end + 1]!.start))) end++;
    clauses.push({ from: tokens[r]!.start, to: tokens[end]!.end + (STOP.exec(text.slice(tokens[end]!.end, tokens[end + 1]?.start ?? text.length))?.index ?? 0), act });
    r = end;
  }
  if (clauses.length === 0) return [];
  const negated = (s: Span) => clauses.find((c) => s.start >= c.from && s.end <= c.to);
  // The act verbs of the turn, where they start: the value said instead follows the negated clause
  // with no verb of another act between (`devolve 30`, `apenas 45 €`), never one of another request.
  const verbs = tokens.map((t) => ({ at: t.start, act: verbActKey(t.key) })).filter((t) => t.act !== undefined);
  const instead = (c: { to: number; act: string }, family: string) =>
    values.some((w) => w.start >= c.to && negated(w) === undefined && valueFamily(w) === family && verbs.every((t) => t.at < c.to || t.at >= w.start || t.act === c.act));
  const out: number[] = [];
  values.forEach((s, i) => {
    const c = negated(s);
    if (c !== undefined && s.kind !== "quoted" && s.kind !== "name" && instead(c, valueFamily(s))) out.push(i);
  });
  return out;
}

/** Words that point at the day said last: `esse dia`, `nessa data`, `este dia`. */
const DAY_POINTERS = new Set(["esse", "essa", "nesse", "nessa", "este", "esta", "neste", "nesta"]);

/**
 * The days a turn names and then leaves by pointing at the last of them (`ele só pode dia 12 ou
 * 13; a sala só está livre dia 13. Remarca pra esse dia`): indexes, among the turn's values in
 * order, of the days before the pointing words other than the last one said. Only where the words
 * end their phrase, two different days come before them and none after; one pass over the words.
 */
function daysLeftByReference(tokens: readonly Token[], values: readonly Span[]): number[] {
  for (let r = 0; r + 1 < tokens.length; r++) {
    const noun = tokens[r + 1]!;
    if (!DAY_POINTERS.has(tokens[r]!.fold) || (noun.fold !== "dia" && noun.fold !== "data")) continue;
    if (!noun.breakAfter && r + 2 < tokens.length) continue;
    const days: number[] = [];
    let after = false;
    values.forEach((v, i) => {
      if (v.kind !== "date") return;
      if (v.end <= tokens[r]!.start) days.push(i);
      else after = true;
    });
    if (after || new Set(days.map((i) => String(values[i]!.value))).size < 2) return [];
    const last = String(values[days[days.length - 1]!]!.value);
    return days.filter((i) => String(values[i]!.value) !== last);
  }
  return [];
}

/** The ordinals a demonstrative may stand before as their article. */
const ORDINAL_PLACES = new Set(Object.keys(POINTING).filter((w) => POINTING[w]! >= -1 && !/^(?:es|aquel)/.test(w)));

/** Words between an ordinal and the sum said of it: `o primeiro em 15`, `o segundo é 35`, `a primeira com 20`. */
const ORDINAL_LINKS = new Set(["em", "com", "e", "de", "leva", "recebe", "fica"]);
/** Things a sum is said of after an ordinal: `a primeira devolução é de 30`, `a segunda parcela de 45`. */
const ORDINAL_SUM_THINGS = new Set(["devolucao", "reembolso", "estorno", "parcela", "prestacao", "fatura", "factura", "transferencia", "cobranca"]);

/** Whether the words from `k`, right after an ordinal, give it a sum: a thing at most, one or two links, then digits. */
function ordinalGivenSum(tokens: readonly Token[], k: number): boolean {
  if (ORDINAL_SUM_THINGS.has(tokens[k]?.fold ?? "")) k++;
  let links = 0;
  while (links < 2 && ORDINAL_LINKS.has(tokens[k]?.fold ?? "")) {
    k++;
    links++;
  }
  return links > 0 && /^\d/.test(tokens[k]?.text ?? "");
}
/** Currency words that may stand between a sum and the ordinal it is given to (`35 reais no primeiro`). */
const SUM_UNITS: ReadonlySet<string> = new Set(["reais", "real", "euros", "euro", "paus", "pila", "conto"]);

/** Whether the contraction at `k` (`no` in `35 no primeiro`) follows a sum in digits, with its currency or not. */
function sumGivenToOrdinal(tokens: readonly Token[], k: number): boolean {
  if (!ARTICLE_CONTRACTIONS.has(tokens[k]?.fold ?? "")) return false;
  const before = SUM_UNITS.has(tokens[k - 1]?.fold ?? "") ? k - 2 : k - 1;
  return /^\d/.test(tokens[before]?.text ?? "") && !tokens[before]!.breakAfter;
}

/** How many ordinals are each given a sum said right before them: two pair the sums (`35 no primeiro e 50 no segundo`), one picks (`estorna 20 no segundo`). */
function sumsGivenToOrdinals(tokens: readonly Token[]): number {
  let n = 0;
  for (let r = 1; r < tokens.length; r++) if (ORDINAL_PLACES_OF_SUMS.has(tokens[r]!.fold) && sumGivenToOrdinal(tokens, r - 1)) n++;
  return n;
}
const ORDINAL_PLACES_OF_SUMS: ReadonlySet<string> = new Set(["primeiro", "primeira", "segundo", "segunda", "terceiro", "terceira"]);

/** A sum's ordinal said right after it: `35 no primeiro`, `50 reais no segundo`, as folded. */
const SUM_ORDINAL = /^(?:\s*(?:r\$|€|reais|euros?))?\s+(?:no|na|do|da|pro|pra|ao|pelo|pela)\s+(primeir[oa]|segund[oa]|terceir[oa])(?![\p{L}\d])/u;
const ORDINAL_SUM = /\b(?:o|a)\s+(primeir[oa]|segund[oa]|terceir[oa])\s+(?:(?:em|com|e|de|leva|recebe|fica com)\s+)?(?:r\$\s?|€\s?)?$/;
const ORDINAL_PLACE: Readonly<Record<string, number>> = { primeiro: 0, primeira: 0, segundo: 1, segunda: 1, terceiro: 2, terceira: 2 };

/**
 * Sums said of records by their place in the order they were named (`devolve o 7667 e o 7668, o
 * primeiro em 15 e o segundo em 40`, `o primeiro é 30, o segundo é 35`, `35 no primeiro e 50 no
 * segundo`): each sum right after its ordinal, or right before it, is the sum of that record among the ids said before the first of them. Only where two
 * sums or more go to different records; one pass.
 */
function sumsByOrdinal(folded: string, spans: readonly Span[]): Map<Span, Span> {
  const out = new Map<Span, Span>();
  const values = [...spans].sort((a, b) => a.start - b.start);
  const ids: Span[] = [];
  for (const v of values) {
    if (out.size === 0 && isRecordSpan(v)) {
      ids.push(v);
      continue;
    }
    if ((v.kind !== "number" && v.kind !== "amount") || ids.length < 2) continue;
    const m = ORDINAL_SUM.exec(folded.slice(Math.max(0, v.start - 30), v.start)) ?? SUM_ORDINAL.exec(folded.slice(v.end, v.end + 30));
    if (m === null) continue;
    const record = ids[ORDINAL_PLACE[m[1]!]!];
    if (record !== undefined) out.set(v, record);
  }
  return new Set([...out.values()]).size >= 2 ? out : new Map();
}

/** A thing and the words that give it its sum, right before the sum: `a luz deu 180`, `e o gás 95`, `o frete foi 35`. */
const THING_SUM = /\b(?:o|a|os|as)\s+(\p{L}{3,})\s+(?:(?:deu|deram|foi|foram|custou|custaram|ficou em|ficou|saiu por|saiu|veio|e|em|de)\s+)?(?:r\$\s?|€\s?)?$/u;
/** A thing named right after its sum: `200 de produto`, `25 do frete`, `15 em portes`. */
const THING_AFTER_SUM = /^(?:\s*(?:€|reais|euros))?\s+(?:de|do|da|em|no|na)\s+(\p{L}{3,})/u;
/** The one thing a request leaves out: `menos o frete`, `tirando os portes`, `exceto a taxa`. */
const LEFT_OUT_THING = /\b(?:menos|tirando|exceto|excepto|fora|salvo)\s+(?:o|a|os|as)\s+(\p{L}{3,})/gu;
/** The one thing a request keeps: `só a luz`, `apenas do gás`, `somente o frete`. */
const ONLY_THING = /\b(?:so|apenas|somente)\s+(?:o|a|os|as|do|da|dos|das|no|na)\s+(\p{L}{3,})/gu;

/**
 * Sums said of things, of which the request keeps one (`a água deu 60 e a luz 140; fatura só a
 * luz`, `o frete foi 35 e o produto 210, reembolsa só o frete`): the sums of the other things are
 * set aside as the story's; or of which it leaves one out (`estorna tudo menos o frete: são 200 de
 * produto e 25 de frete`): that thing's sums are. Only where two things or more are each given a
 * sum; one pass.
 */
function sumsOfThingsLeftOut(folded: string, spans: readonly Span[]): Span[] {
  const things = new Map<Span, string>();
  for (const v of spans) {
    if (v.kind !== "number" && v.kind !== "amount") continue;
    const m = THING_SUM.exec(folded.slice(Math.max(0, v.start - 30), v.start)) ?? THING_AFTER_SUM.exec(folded.slice(v.end, v.end + 24));
    if (m !== null) things.set(v, m[1]!);
  }
  if (new Set(things.values()).size < 2) return [];
  const said = (pattern: RegExp) => {
    const found = new Set<string>();
    pattern.lastIndex = 0;
    for (let m = pattern.exec(folded); m !== null; m = pattern.exec(folded)) found.add(m[1]!);
    return [...found].filter((t) => [...things.values()].includes(t));
  };
  const named = said(ONLY_THING);
  if (named.length === 1) return [...things].filter(([, thing]) => thing !== named[0]).map(([sum]) => sum);
  // `estorna tudo menos o frete: são 200 de produto e 25 de frete`: the thing left out takes its sums with it.
  const left = said(LEFT_OUT_THING);
  return left.length === 1 && named.length === 0 ? [...things].filter(([, thing]) => thing === left[0]).map(([sum]) => sum) : [];
}

/** Kinds of place a person is said to have: `a conta da Ana é PT50 …`, `o Rui: rui@…`. */
const PERSON_PLACES = new Set(["iban", "email", "phone"]);
/** Most characters between a person and the place said to be theirs. */
const PERSON_PLACE_REACH = 24;
/** The words between a person and their place: `é`, `:`, `tem`, `usa`, `está no`, or nothing. */
// Linear: each run of blanks is read by one quantifier, the one after the word or mark before it.
export const PERSON_PLACE_BETWEEN = /^\s*(?:(?:[:=-]|e|é|tem|usa|fica|esta no|está no|esta na|está na)\s*)?(?:(?:o|a)\s*)?$/u;

/**
 * Places said of people, of which the request then names one (`a conta da Ana é PT50 …4 e a do
 * Rui é PT50 …5; paga 100 ao Rui`): the places of the others are set aside as the story's. Only
 * where two people or more are each given a place and the words after the last of them name
 * exactly one of those people; one pass.
 */
function placesOfPeopleLeftOut(text: string, spans: readonly Span[]): Span[] {
  const values = [...spans].sort((a, b) => a.start - b.start);
  const owners = new Map<Span, string>();
  for (let i = 1; i < values.length; i++) {
    const person = values[i - 1]!;
    const place = values[i]!;
    if (person.kind !== "name" || !PERSON_PLACES.has(place.kind) || place.start - person.end > PERSON_PLACE_REACH) continue;
    if (PERSON_PLACE_BETWEEN.test(text.slice(person.end, place.start).toLowerCase())) owners.set(place, String(person.value).toLowerCase());
  }
  const people = new Set(owners.values());
  if (people.size < 2) return [];
  let last = 0;
  for (const p of owners.keys()) last = Math.max(last, p.end);
  const after = values.filter((v) => v.kind === "name" && v.start >= last && people.has(String(v.value).toLowerCase()));
  // A person named after the list as needing nothing (`mas a Júlia já sabe`) is left out, not picked.
  const served = new Set(after.filter((v) => personServedAlready(text, v.end)).map((v) => String(v.value).toLowerCase()));
  const named = new Set(after.map((v) => String(v.value).toLowerCase()).filter((who) => !served.has(who)));
  if (named.size === 0 && served.size > 0 && served.size < people.size) return [...owners].filter(([, who]) => served.has(who)).map(([place]) => place);
  if (named.size !== 1) return [];
  const chosen = [...named][0];
  return [...owners].filter(([, who]) => who !== chosen).map(([place]) => place);
}

/** Reads one Portuguese turn. Odd input (not a string, empty, binary, huge) gives an empty reading. */
export function readTurn(text: string, options: ReadOptions): TurnReading {
  return readTurnSafely("pt", text, options, readText, "o leitor de português não conseguiu ler este turno");
}

/** Marks the number a pick by place says the list holds (`o último dos três`) as a count, where the turn says that number once. */
function countOfTheList(reading: TurnReading, of: number): void {
  const said = reading.values.filter((v) => v.kind === "number" && v.value === of && v.count !== true);
  if (said.length === 1) said[0]!.count = true;
}
