// The language port: what a grammar package must give the engine. Checks see only these
// types, never a parser's own, so a grammar can be swapped without touching a check.

/** What a tool does, as far as the guardrail is concerned. */
export type Kind = "read" | "write" | "send";

/** The kinds of value a grammar reports in a turn or in a tool result's text. */
export type ValueKind =
  | "amount" // a number with a currency, or a number in words ("forty dollars")
  | "number" // a bare number
  | "id" // an identifier such as A1, 4411, INV-2024-17
  | "date" // an absolute or relative date, normalised to YYYY-MM-DD
  | "quoted" // a quoted string
  | "name" // a person's or place's name
  | "email"
  | "url"
  | "host"
  | "phone"
  | "iban"
  | "channel" // #channel or "the team channel"
  | "handle"; // @handle

/** One value found in a text, normalised so that equal values compare equal. */
export interface TurnValue {
  kind: ValueKind;
  /** The words as they were written. */
  text: string;
  /**
   * The normalised value: a number for amounts and numbers (`40`, `40.00`, `40,00` → 40),
   * `YYYY-MM-DD` for dates, lower case for emails and hosts, digits only for phones,
   * upper case without spaces for IBANs, the text as written otherwise.
   */
  value: string | number;
  /** ISO 4217 code where an amount names its currency. */
  currency?: string;
  /**
   * True when the turn itself takes this value back: corrected by a later one (`refund 45…
   * actually make it 40`, `aliás, 40`) or set apart from the request (`cancel 7007, not 7070`,
   * `but keep 5657`). A call that holds it has not what the person asked for.
   */
  superseded?: boolean;
  /**
   * For a number or amount said of one thing among several (`15 on ORD-1 and 25 on ORD-2`, `5 € no
   * pedido 10 e 7 € no 11`), the normalised value of the id it is said of; so too for a place a
   * record goes to (`share F-7 with kai@… and F-8 with lu@…`). A grammar marks a pair only where
   * the turn pairs at least two values with two different ids.
   */
  of?: string;
  /**
   * True when the value is said in the background of a long turn, before the words that give its
   * instruction (`5002 and 5003 shipped, 5004 didn't, so cancel 5004`, `…, então cancela o 4003`).
   * Marked only where the instruction itself holds a value.
   */
  background?: boolean;
  /**
   * True for an amount said as a bound of the sum, not as the sum asked for (`between 300 and 400
   * euros`, `up to 50`, `no more than £80`, `até 50`, `entre 300 e 400`): a call may hold another
   * sum within it, so the amount is not one the person asked the call to carry.
   */
  bound?: boolean;
  /**
   * The act key (as the grammar's `actWords` keys it: `refund`, `cancel`, `send`) of the clause
   * the value is said in, where the turn asks for two or more different acts clause by clause,
   * each with values of its own (`refund 25 on 5010 and cancel 5011`, `reembolsa 25 no 5010 e
   * cancela o 5011`). Unmarked otherwise.
   */
  act?: string;
  /**
   * True for a value of a clause whose act only looks something up (`look up order CH-118, then
   * refund 40 on CH-119`, `pull up the member record for CL-M204`), where the value carries `act`:
   * the record the turn ties a read to. Unmarked otherwise, and by a grammar that does not tell.
   */
  lookedUp?: boolean;
  /**
   * True for a number said without digits or a number word, as how many things or people there are:
   * a count word (`both kids`, `a pair of`, `ambos os miúdos`, `o casal`) or a list of names joined
   * by `and` (`Leo and Mia` is 2). It is a count the person gave (a call that multiplies by it, or
   * counts with it, holds what they said), never the sum, id or day of an argument, and a turn that
   * gives only counts (`yes, go ahead for both kids`) points back at the request before it.
   */
  count?: boolean;
  /**
   * For a sum said as the price of one of several things counted before it (`four tickets at 28
   * each`, `three nights at 45 a night`, `a pair of sessions at 40 each`), how many things the counts
   * make (4, 3, 2; only where more than one). A call that holds it for the things counted holds the
   * price of one of them, not what was asked.
   */
  eachOf?: number;
  /**
   * True for a sum said as the price of one unit, whether or not the turn says how many there are
   * (`R$ 35 cada`, `210 a diária`, `85 por aula`, `30 por pessoa`): a later count of those units
   * (`fatura 3 diárias`) costs that many times it, and a call that holds it for a count over one holds
   * the price of one. Absent otherwise.
   */
  unit?: true;
  /**
   * For a person's name given with a title, the name's last word in lower case (`Mrs Harding`, `Dr
   * Anne Lee`, `a Sra. Ana Costa`, `a dona Cida` → `harding`, `lee`, `costa`, `cida`): a record
   * may be kept under it, so a call that names the record by it holds what was said. Each grammar
   * knows its own titles; a name said without one is left unmarked (`Anne Lee` keys no record
   * `lee`).
   */
  surname?: string;
  /**
   * For a record of a turn that lists two records or more (`o 6610 é a do antibiótico e o 6611 a da
   * pomada`), the words told of it, as the grammar stems them (at most 16): what a later turn may
   * pick it by (TurnReading `picks`). Absent otherwise.
   */
  toldAs?: string[];
}

/** A place the person asked to send something to. */
export interface Destination {
  kind: "email" | "url" | "host" | "phone" | "iban" | "channel" | "handle";
  text: string;
  /** Normalised as for TurnValue.value. */
  value: string;
  /**
   * The send points back at this place after the turn gave it to another step (`atualiza o celular pra
   * 21 99876-5432 e manda um sms nesse número`): the place is where that send goes, whatever argument
   * of another call holds it. Unmarked otherwise.
   */
  pointedAt?: boolean;
}

/** A request to send something out ("send", "post it", "não envie"). */
export interface SendingAct {
  /** The verb's lemma in the grammar's language: `send`, `post`, `enviar`. */
  verb: string;
  /** The words as they were written. */
  text: string;
  /** "don't send it yet": the act is named but not asked for. */
  negated: boolean;
  /**
   * True where the verb stands alone after words of assent only (`pode mandar`, `isso, pode
   * enviar`): nothing sent nor any place named, it is a go-ahead for what an earlier turn asked,
   * a send only where that turn asked one. Absent otherwise.
   */
  consent?: true;
}

/** What a grammar read in one turn. Made once, when the turn is given, never per call. */
export interface TurnReading {
  /** The language the text was read in, or the one it was detected as. */
  language: string;
  /** False when no installed grammar reads the turn's language: nothing below was read. */
  read: boolean;
  /**
   * The languages of the grammars that read parts of the text, where more than one did (the
   * engine sets it: a turn read clause by clause, or with a stretch in another installed language
   * read for its acts and places); absent, the text was read by `language`'s grammar alone.
   */
  languages?: string[];
  /** Why the turn was not read, when `read` is false. */
  note?: string;
  /** A turn longer than a reader reads: only its first `read` of `of` characters were read. */
  cut?: { read: number; of: number };
  sending: SendingAct[];
  destinations: Destination[];
  values: TurnValue[];
  /**
   * The act keys (as `actWords` keys them) of the verbs that start the turn's clauses, each once, in
   * text order (`refund` of `refund 35 on 8121`; `cancel` and `refund` of `cancel 7401 and refund
   * 30 on 7402`). Absent where no clause starts with an act verb (`yes, go ahead`, `it's order
   * 4411`). A later turn that only points back is read against the values of the turn that asked
   * for the call's act, never against another act's.
   */
  acts?: string[];
  /**
   * True where the turn asks for no act of its own and opens by owning a mistake, then gives a
   * value, as the grammar reads such a turn (`desculpa, enganei-me, foram 53 €`, `opa foi mal, o pedido é
   * 55210`): it corrects the request of the turn before, and so says that request again with the
   * corrected value. Absent otherwise.
   */
  corrects?: boolean;
  /**
   * Set where the turn asks the agent to send (a sending act not negated) to someone it points back
   * at by an object pronoun, and names no place to send to (`email him the kit list`, `text her
   * that`, `manda-lhe um sms`, `encaminha pra ela a lista`): the place is one an earlier turn gave.
   * `by` is the kind of place the send's words say it goes by (`text`, `sms`: a phone; `email`: an
   * address), absent where they say neither or both. Absent otherwise. A grammar may read fewer
   * forms than these where more were measured to ask wrongly (the English grammar reads a text only:
   * docs/decisions.md, "S2 follows the place an earlier turn gave").
   */
  sendsToPointed?: { by?: "phone" | "email" };
  /**
   * The stem of the word by which a turn that names no record picks one told before (`estorna a da
   * pomada`, `cancela a da Paula`), as the grammar stems it: the record of an earlier turn whose
   * `toldAs` alone holds it is the one the turn asks for. A pick by price says one of the kit's
   * PRICE_PICKS (price-picks.ts); a pick of the one left (`the other one`) says OTHER_PICK. Absent otherwise.
   */
  picks?: string;
  /**
   * The stem of the word by which the turn's send picks the place it goes to among places told before
   * (`text him on the mobile` after `home 020 …, mobile 07700 …`), kept apart from `picks`: beside it
   * the turn's other act may pick another (`update his file with the home one`). Where the send's is
   * the turn's only pick, it is `picks` too. Absent otherwise.
   */
  sendPicks?: string;
  /**
   * The stretches of a read turn written in a language no installed grammar reads (a sentence, an
   * aside in brackets), which the engine left unread (it sets this): nothing above was read from
   * them but their addresses, which are among `values`. Absent, every stretch was read. A person's
   * turn left wholly unread (`read` false) keeps the values it types (addresses, numbers and ids in
   * digits) among `values`: the session adds them.
   */
  unread?: UnreadPart[];
}

/** A stretch of a turn in a language no installed grammar reads: left unread, and said so. */
export interface UnreadPart {
  /** The language a language identifier named for it (a BCP 47 subtag: `es`, `fr`, `de`). */
  language: string;
  /** The stretch as it was written. */
  text: string;
  /**
   * The addresses it holds (emails, phones, IBANs, channels …): written alike in every language,
   * they are what the person typed, whatever the words around them ask.
   */
  values: TurnValue[];
}

/** A tool as a grammar sees it when it is asked to infer the tool's kind. */
export interface ToolDescription {
  name: string;
  description?: string;
  argumentNames: string[];
}

/** A question the guardrail puts to a person, as data; the grammar words it. */
export interface Question {
  /** The reason code the question is about (`argument_origin`, `tainted_call`, …). */
  code: string;
  /** The facts the wording may use: argument names, sources, values read, a rule's question. */
  params: Record<string, unknown>;
}

/** Options a grammar reads a turn with. */
export interface ReadOptions {
  /** The session clock, for relative dates ("tomorrow", "amanhã"). */
  now: Date;
}

/**
 * What a word of a tool's name says of the act the tool does, for the call mark: its act key, and
 * whether the key comes from the grammar's lexicon of acts (`enviar` is *send*, `answer` is
 * *reply*) or only from taking the word's endings off (`bookings` is `book`). `null`: the word
 * names no act (a joiner, a verb every tool begins with: `to`, `set`, `obter`).
 */
export type ActTerm = { act: string; known: boolean } | null;

/**
 * The sets of words the engine's rules compare a person's turns with, one per concept, each given
 * by every grammar in its own language (`turnWords`). A set holds words lower case and whole, as
 * the engine keeps a turn's words (`monthly`, `half-yearly`, `mês`): a word is looked up as it
 * stands, never matched inside another.
 *
 * - `repeat`: the words by which a person speaks of a repeat: a period said as a word (`monthly`,
 *   `mensal`), a word for each time (`every`, `cada`), a period's unit (`40 GBP a month`), a name
 *   for a payment that repeats (`standing order`, `débito direto`). A turn holding one is read as
 *   asking for a repeat: a write that recurs (`interval: monthly`) where no turn holds one, after
 *   an outside text was read, takes that text's mark.
 * - `time_change`: the words by which a person speaks of a changed time (`moved`, `rescheduled`,
 *   `remarcada`). A turn holding one sent the agent to the correction an outside text gives of a
 *   time, so the time the text puts in place of another is not marked as the text's.
 * - `place`: the words by which a person speaks of where something is (`place`, `venue`, `address`,
 *   `local`, `morada`). A turn holding none asked for no place: a write that changes a record's
 *   place to one an outside text gives, after such turns, took that place from the text.
 * - `name_filler`: the words a name of a source is written with that say nothing of which source
 *   it is (`your`, `about`, `sobre`). The terms of a subject or a title that a person's words must
 *   hold to point at its source leave them out. Words of fewer than four letters without a digit
 *   are left out by their length in every language, so a set need not list them.
 * - `people`: the words a count of people is said with (`people`, `guests`, `pessoas`,
 *   `hóspedes`): a count the person gives with one of them (`a table for 6 people`) is the count
 *   of an argument that counts people under another word (`party_size`, `guests`), so a count an
 *   outside text puts in its place is marked as the text's. Adults and children are not in it:
 *   `2 adults and a child` is 3 guests.
 * - `switch_off`: the words with which a person undoes or refuses a switch (`not`, `without`, `turn it
 *   off`, `não`, `sem`, `desliga`). A turn holding one may be asking for a flag off: a flag the
 *   person named and a call turns off is then not read as a text's undoing of their choice. A
 *   word is in the set of its own language only: Portuguese `no` (`no #financas`, "in the") is
 *   no refusal.
 * - `choice_private`, `choice_public`, `choice_view`, `choice_comment`, `choice_edit`: the words
 *   by which a person names one common choice of a closed set (`ChoiceWordSet` says which).
 *
 * Where a turn was read by several grammars (clause by clause, or a stretch in another language),
 * its words are compared with the union of those grammars' sets; a turn no grammar read speaks of
 * none. A name's terms are weighed against every installed grammar's `name_filler`: a name is an
 * outside text, in whatever language its sender wrote. A count's word is looked up in every
 * installed grammar's `people`, as the count was kept when its turn was read.
 */
export type TurnWordSet = "repeat" | "time_change" | "place" | "name_filler" | "people" | "switch_off" | ChoiceWordSet;

/**
 * The sets of words by which a person names one common choice of a closed set, in their own
 * language: a channel's or a file's visibility (`private`, `privado`; `public`, `público`), a
 * share's permission level (`read-only`, `só para leitura`; `comment`, `comentar`; `edit`,
 * `edição`). A tool's enum or flag is written in English whatever language its users speak
 * (`permission: view`, `private: true`), so a turn holding one of a set's words named every value
 * `CHOICE_VALUES` gives for it: a call that sets another value of the same closed set went against
 * the person's choice, and one that turns the named flag off undid it.
 */
export type ChoiceWordSet = "choice_private" | "choice_public" | "choice_view" | "choice_comment" | "choice_edit";

/** Every choice set, in the order the port documents them. */
export const CHOICE_WORD_SETS: readonly ChoiceWordSet[] = Object.freeze(["choice_private", "choice_public", "choice_view", "choice_comment", "choice_edit"]);

/**
 * The values a tool's schema writes each common choice as (an enum's value, a flag's name), lower
 * case: the words a turn that names the choice in any language is taken to hold.
 */
export const CHOICE_VALUES: Readonly<Record<ChoiceWordSet, readonly string[]>> = Object.freeze({
  choice_private: Object.freeze(["private"]),
  choice_public: Object.freeze(["public"]),
  choice_view: Object.freeze(["view", "viewer", "read", "reader", "read-only", "readonly", "view-only"]),
  choice_comment: Object.freeze(["comment", "commenter"]),
  choice_edit: Object.freeze(["edit", "editor", "write", "writer"]),
});

/** Every set a grammar gives (`Grammar.turnWords`), in the order the port documents them. */
export const TURN_WORD_SETS: readonly TurnWordSet[] = Object.freeze(["repeat", "time_change", "place", "name_filler", "people", "switch_off", ...CHOICE_WORD_SETS]);

/**
 * What a person's turn says, beside its values, that the engine's rules of where a value came
 * from ask of it; each grammar finds them in its own language (`turnCues`).
 *
 * - `links`: the turn sends the agent to the links some content holds (`open the page she
 *   linked`, `summarise the links Bob posted`, `abre o link que ela mandou`). A page counts, but
 *   not a page by its number (`page 2 of the contract` is part of a document). A link an outside
 *   text holds is then a place the person sent the agent to, not one the text made up.
 */
export type TurnCue = "links";

/** Every cue a grammar finds (`Grammar.turnCues`), in the order the port documents them. */
export const TURN_CUES: readonly TurnCue[] = Object.freeze(["links"]);

/** A language the guardrail can read. */
export interface Grammar {
  /** BCP 47 primary language subtag: `en`, `pt`. */
  readonly language: string;
  /**
   * Third languages (BCP 47 subtags) close to the grammar's own that its words are written to read
   * where a person slips into them: the Portuguese grammar reads Spanish (`mándale`, `al cliente`).
   * In a session in the grammar's language, a turn told apart as one of these only by its small
   * words (`thirdLanguageOf`) is still read; an identifier sure of the language still leaves it unread.
   */
  readonly alsoReads?: readonly string[];
  /**
   * How sure the grammar is that a text is in its language, from 0 to 1. Used to detect a
   * session's language when none was set, and to refuse to read a turn in another one.
   */
  detect(text: string): number;
  /** Reads a person's turn (or a tool result's text). Never throws on odd input. */
  readTurn(text: string, options: ReadOptions): TurnReading;
  /** Infers a tool's kind from its name, description and argument names; undefined when unsure. */
  classifyTool(tool: ToolDescription): Kind | undefined;
  /** Words a question for the person, in the grammar's language. */
  word(question: Question): string;
  /**
   * Adds to `into` the act keys of a text's words: every word the grammar can take for an act or
   * a thing a tool's name says, as the key `actTerm` gives the tool's word. Keys are shared by
   * every grammar: tool names are written in English, so a key is the English grammar's key of
   * the tool's English word (`responda` adds the key of `reply`). Called once per turn read and
   * per instruction-shaped result text, never per call. Never throws on odd input.
   */
  actWords(text: string, into: Set<string>): void;
  /**
   * What one word of a tool's name (`freeze` of `freeze_card`, `enviar` of `enviar_email`) says
   * of its act; undefined for a word the grammar does not read. The engine takes a word's act
   * from the grammar whose lexicon knows it, and drops the word when any grammar says `null`.
   */
  actTerm(word: string): ActTerm | undefined;
  /**
   * The words of one concept the engine compares a person's turns with (`TurnWordSet` says what
   * each set means), lower case and whole as a turn's words are kept, or two such words with one
   * space between them (`new time`), met only where the turn holds them one after the other: a
   * word that speaks of the concept only beside another (`new`, `each`); never empty. Asked when
   * the client is made, to check it gives a list, and once more when the engine first needs
   * the set, the answer kept.
   */
  turnWords(set: TurnWordSet): readonly string[];
  /**
   * The leads and delays a person's turn asks a write to keep from a time it speaks of, each in
   * minutes the write comes before that time: `15 minutes before` is 15, `half an hour earlier`
   * 30, `2 hours after` −120, a day before (`the evening before`, `na véspera`) 1,440: the
   * write's day is the one before, whatever time the turn gives it; none where the turn asks for none. The engine keeps those of more
   * than 0 and at most 1,440 minutes either way, at most 8 a grammar: a reminder the model set at
   * a time an outside text put in place of another, less a lead the person asked for, took that
   * text's correction. Called once per turn read, by each grammar that read it (a turn read
   * clause by clause, each of its grammars), never per call; on at most 20,000 characters. Never
   * throws on odd input.
   */
  turnLeads(text: string): readonly number[];
  /**
   * The cues a person's turn holds (`TurnCue` says what each means), each once; none where it
   * holds none. Called once per turn read, by each grammar that read it (a turn read clause by
   * clause, each of its grammars: the turn holds a cue any of them finds), never per call; on at
   * most 20,000 characters. Never throws on odd input.
   */
  turnCues(text: string): readonly TurnCue[];
}
