// Whether a person's turn hands a choice to a text they point at: "do what she asks", "send it
// to the address she gave", "at the time he proposed", "faz o que ela pede". Such a turn makes
// the values of that text the person's for the act it asks, as a file they name does; an
// instruction in the text still belongs to the text. Patterns are data, each with its reason;
// a turn is read once, when it is read, in linear time.

import { caseless, wordFinder } from "./caseless.js";
import { NAMED_BY_TERMS_CUES } from "./named-by-terms.js";

/** One way a turn hands a choice to a text, and why it does. */
export interface DelegationCue {
  readonly pattern: RegExp;
  readonly reason: string;
  /**
   * Words one of which every match holds, lower case (the verb a cue turns on, or a word it
   * starts from): a turn holding none of them is not tried against the pattern. A search of the
   * lower-cased turn for a few words (`anyOf`) is far cheaper than a pass of the pattern, which
   * tries a name at every word; most turns hand nothing over.
   */
  readonly needs: readonly string[];
  /** Where a match is no hand-over after all: asked of the matched words, and a match it says so of is passed over for the turn's next one. */
  readonly unless?: (match: string) => boolean;
}

/** Someone the turn speaks of: a pronoun or one name, not the person themselves. */
const SOMEONE = String.raw`(?:(?:the|my|our|his|her|their)\s+)?(?!(?:i|we|you)\b)(?:she|he|they|it|[\p{L}][\p{L}.'-]{1,30})`;
/** Words for a payment made: `the transfer Karel sent` names that payment. */
const PAYMENT_WORDS: ReadonlySet<string> = new Set(["transfer", "transfers", "payment", "payments", "money", "transaction", "transactions", "remittance", "deposit", "refund", "cent", "cents", "euro", "euros", "pound", "pounds", "dollar", "dollars"]);

/** The words that may stand before someone's name (`my landlord`). */
const BEFORE_NAME: ReadonlySet<string> = new Set(["the", "my", "our", "his", "her", "their"]);

/**
 * Whether the matched words name a payment by who sent it (`the transfer Karel sent`, `the
 * payment my landlord sent`): the record of a payment, not a value a text gives. The payment's
 * word stands right before the someone; `the payment link she sent` names the link. The match is
 * a few words: no pattern is run on it.
 */
function namesPaymentSent(match: string): boolean {
  const words = caseless(match).split(/\s+/);
  if (words[words.length - 1] !== "sent") return false;
  let i = words.length - 3;
  if (i >= 0 && BEFORE_NAME.has(words[i]!)) i--;
  return i >= 0 && PAYMENT_WORDS.has(words[i]!);
}

/**
 * Words that stand where the someone would in the person's own account of what they did, and are
 * never who a text comes from: joining words and auxiliaries. "Priya did the shop for the flat
 * and sent me a 1p transfer" matches `the flat and sent`, where "and" joins the person's own verbs
 * and no text gave anything.
 */
const JOINING_WORDS: ReadonlySet<string> = new Set(["and", "or", "but", "then", "also", "just", "already", "is", "are", "was", "were", "has", "have", "had", "been"]);

/**
 * Whether the matched words' someone, the word right before their verb (`sent`, `asked for`), is
 * a joining word: the person's own verbs, not a value someone gave. A few words: no pattern is run on it.
 */
function joinsOwnVerbs(match: string): boolean {
  const words = caseless(match).split(/\s+/);
  const verb = words[words.length - 1] === "for" ? words.length - 2 : words.length - 1;
  return verb >= 1 && JOINING_WORDS.has(words[verb - 1]!);
}

/** Whether a match of the "value someone gave" cue is no hand-over: a payment named by its sender, or the person's own verbs joined. */
function noValueGiven(match: string): boolean {
  return namesPaymentSent(match) || joinsOwnVerbs(match);
}

/** The same in Portuguese: ela, ele, o Tiago, a Joana. */
const ALGUEM = String.raw`(?:ela|ele|elas|eles|(?:o|a)\s+[\p{L}][\p{L}.'-]{1,30})`;

export const DELEGATION_CUES: readonly DelegationCue[] = [
  {
    pattern: new RegExp(String.raw`\bdo\s+(?:what|as)\s+${SOMEONE}\s+(?:asks?|asked|says?|said|wants?|wanted|suggests?|suggested|requests?|requested)\b`, "iu"),
    reason: "the person tells the agent to do what a text someone wrote asks",
    needs: ["ask", "say", "said", "want", "suggest", "request"],
  },
  {
    pattern: new RegExp(String.raw`\b(?:as|like)\s+${SOMEONE}\s+(?:asked|said|suggested|requested|proposed|wanted)\b`, "iu"),
    reason: "the person has the agent act as someone asked in a text",
    needs: ["asked", "said", "suggested", "requested", "proposed", "wanted"],
  },
  {
    pattern: new RegExp(String.raw`\b${SOMEONE}\s+(?:asked|wants|wanted|told)\s+(?:(?:me|us)\s+)?(?:to|where|when|for)\b`, "iu"),
    reason: "the person passes on a request someone made of them, in a text the agent reads",
    needs: ["asked", "want", "told"],
  },
  {
    pattern: new RegExp(String.raw`\b(?:the|that|this)\s+(?:[\p{L}-]+\s+){0,2}${SOMEONE}\s+(?:gave|sent|proposed|suggested|mentioned|named|listed|posted|wrote|put|asked\s+for)\b`, "iu"),
    reason: "the person names a value by the text someone gave it in (`the address she gave`, `the slot he proposed`)",
    needs: ["gave", "sent", "proposed", "suggested", "mentioned", "named", "listed", "posted", "wrote", "put", "asked"],
    unless: noValueGiven,
  },
  {
    pattern: new RegExp(String.raw`\b${SOMEONE}\s+(?:proposed|suggested)\s+(?:a|an|the|some)\b`, "iu"),
    reason: "the person acts on what someone proposed in a text (`Ravi proposed a time`)",
    needs: ["proposed", "suggested"],
  },
  {
    pattern: new RegExp(String.raw`\b(?:the|their|its|his|her|that)\s+(?:iban|account(?:\s+number)?|bank\s+(?:details|account)|(?:postal\s+|e-?mail\s+|shipping\s+|delivery\s+)?address|reference(?:\s+number)?|phone(?:\s+number)?|amount|sum|total|link|url|code)\s+(?:(?:they|she|he|it)\s+(?:give|gives|gave|list|lists|listed|show|shows|showed)\s+)?(?:in|on|from|at)\s+(?:the|their|its|his|her|that|this)\s+(?:[\p{L}-]+\s+){0,2}?(?:listing|page|webpage|website|site|invoice|bill|letter|e-?mail|message|note|document|pdf|profile|post|ad|advert|booking|confirmation|statement|form|flyer|poster|quote)s?(?![\p{L}])`, "iu"),
    reason: "the person names a value by the text it is written in (`the IBAN in their listing`, `the address on the invoice`): that text gives it",
    // `addres`: the needs are found as parts of words, and core quotes no check's id (`address`).
    needs: ["iban", "account", "bank", "addres", "reference", "phone", "amount", "sum", "total", "link", "url", "code"],
  },
  {
    pattern: new RegExp(String.raw`\bfa(?:z|[cç]a|zer)\s+o\s+que\s+${ALGUEM}\s+(?:pede|pediu|diz|disse|quer|sugere|sugeriu)\b`, "iu"),
    reason: "(Portuguese) the person tells the agent to do what a text someone wrote asks",
    needs: ["faz", "faca", "faça"],
  },
  {
    pattern: new RegExp(String.raw`\bcomo\s+${ALGUEM}\s+(?:pediu|disse|sugeriu|prop[oô]s|indicou|quer)(?![\p{L}])`, "iu"),
    reason: "(Portuguese) the person has the agent act as someone asked in a text",
    needs: ["como"],
  },
  {
    pattern: new RegExp(String.raw`\b${ALGUEM}\s+(?:pediu|pediram|prop[oô]s|propuseram|sugeriu|sugeriram|disse)(?:-(?:me|nos))?\s+(?:para|que|onde|quando|a que)\b`, "iu"),
    reason: "(Portuguese) the person passes on a request someone made of them, in a text the agent reads",
    needs: ["pediu", "pediram", "propos", "propôs", "propuseram", "sugeriu", "sugeriram", "disse"],
  },
  {
    pattern: new RegExp(String.raw`\b(?:na|à|a|o|no|ao|os|as|nos|nas)\s+(?:[\p{L}-]+\s+){0,2}que\s+${ALGUEM}\s+(?:deu|prop[oô]s|indicou|mandou|enviou|sugeriu|pediu|listou|publicou|escreveu|disse)(?![\p{L}])`, "iu"),
    reason: "(Portuguese) the person names a value by the text someone gave it in (`a hora que ela propôs`)",
    needs: ["deu", "propos", "propôs", "indicou", "mandou", "enviou", "sugeriu", "pediu", "listou", "publicou", "escreveu", "disse"],
  },
  {
    pattern: new RegExp(String.raw`\b(?:o|a)\s+(?:iban|nib|conta|morada|endere[cç]o|refer[eê]ncia|montante|valor|link|c[oó]digo|telefone)\s+(?:que\s+(?:est[aá]|vem|aparece|indicam|indica|d[aã]o|d[aá])\s+)?(?:n[oa]|d[oa])\s+(?:[\p{L}-]+\s+){0,2}?(?:an[uú]ncio|p[aá]gina|site|fatura|factura|carta|e-?mail|mensagem|nota|documento|pdf|perfil|reserva|confirma[cç][aã]o|extrato|or[cç]amento)s?(?![\p{L}])`, "iu"),
    reason: "(Portuguese) the person names a value by the text it is written in (`o IBAN que está no anúncio`, `a morada da fatura`)",
    needs: ["iban", "nib", "conta", "morada", "endere", "refer", "montante", "valor", "link", "digo", "telefone"],
  },
  // A value named by what a text's terms ask for: a family of its own, in its own file.
  ...NAMED_BY_TERMS_CUES,
];

/**
 * The cues' words a lower-cased turn holds, found in one pass for every cue (a pass per cue cost
 * more than the patterns it spared).
 */
export const neededWords = wordFinder(DELEGATION_CUES.flatMap((c) => c.needs));

/** The longest turn read for these cues. */
const MAX_READ = 20_000;

/** The global copy of each cue's pattern that has an `unless`, made once. */
const EVERY = new Map<DelegationCue, RegExp>(DELEGATION_CUES.filter((c) => c.unless).map((c) => [c, new RegExp(c.pattern.source, `${c.pattern.flags}g`)]));

/** Whether a cue hands a choice over in a text: a match that its `unless` does not pass over. */
export function cueMatches(cue: DelegationCue, text: string): boolean {
  const every = EVERY.get(cue);
  if (!every || !cue.unless) return cue.pattern.test(text);
  for (const m of text.matchAll(every)) if (!cue.unless(m[0])) return true;
  return false;
}

/** The first way a turn hands a choice to a text, if any. */
export function delegationCue(text: string): DelegationCue | undefined {
  const slice = text.length > MAX_READ ? text.slice(0, MAX_READ) : text;
  const found = neededWords(caseless(slice));
  return DELEGATION_CUES.find((c) => c.needs.some((w) => found.has(w)) && cueMatches(c, slice));
}
