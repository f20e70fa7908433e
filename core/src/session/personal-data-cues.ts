// The cue of a text that asks for a person's identifiers (a date of birth, a passport or a
// national number, a home address, medical facts, a phone number or a car's plate) to be written into
// what the reader sends: no sender needs them in a reply the person asked for ("when you confirm,
// add your phone number and car plate"), and a warning never to give them is no cue.
import type { InstructionCue } from "./instruction-cue.js";

/** The verbs that ask for personal data to be handed over: the cue looks at what follows each, and behind it for a negation. */
const DATA_ASK_VERBS = "send|give|write|provide|share|tell|include|put|dm|email|post|paste|forward|supply|state|list|enclose|quote|specify|confirm|reply with|respond with|answer with";

/** The same verbs in Portuguese, in the forms a letter asks with (`enviem`, `indique`, `respondam com`). */
const DATA_ASK_VERBS_PT = "envie|enviem|mande|mandem|indique|indiquem|partilhe|partilhem|forne[çc]a|forne[çc]am|inclua|incluam|diga|digam|escreva|escrevam|confirme|confirmem|respond[ae]m?\\s+com|responde\\s+com";

export const PERSONAL_DATA_CUES: readonly InstructionCue[] = [
  {
    // The look-behind is tried only where a verb starts (`\b(?=verb\b)` before it): first, it read
    // back 40 characters at every place of a text (14 ms for 20,000 characters of plain words).
    pattern: new RegExp(String.raw`\b(?=(?:${DATA_ASK_VERBS})\b)(?<!\b(?:never|not|don't|won't|nobody|no one)\b[^.;!?]{0,40})(?:${DATA_ASK_VERBS})\b(?:[^.;!?]|\.(?=\S)){0,60}\b(?:dates?\s+of\s+birth|birth\s*dates?|DOB|passport(?:\s+(?:number|no|details))?|(?:social\s+security|national\s+insurance|PPS|PPSN|personal\s+id(?:entity)?|national\s+id(?:entity)?|tax\s+id(?:entification)?|ID\s+card)\s+(?:numbers?|no)|SSN|home\s+address(?:es)?|medical\s+(?:history|conditions?|details|information)|medications?|mother's\s+maiden\s+name)\b`, "i"),
    reason: "a text that asks for a person's date of birth, national or passport number, home address or medical facts to be sent asks for what no reply the person wanted needs (not a warning never to)",
    // It says what the reader's reply must carry: a reply that names what only this sentence asks
    // for (`the date of birth as asked`) says it because the sentence did (cue-claims.ts).
    dictatesText: true,
  },
  {
    // A phone number or a car's plate asked into the reader's reply or post: "When you confirm,
    // add your phone number and the car plate for the parking list", "please post your mobile
    // number in the thread". The verb opens the ask, the thing right after it or after whom it goes
    // to (`us`, `me`, `them`) and a determiner (`your`, `the`, `their`, `a`); a warning right before
    // the verb (`never`, `not`, `don't`: `never post your phone number`) is not one.
    pattern: /(?<![\p{L}])(?<!never )(?<!not )(?<!don't )(?:add|post|send|give|share|include|put|leave|text|reply[ \t]with)[ \t](?:(?:us|me|them)[ \t])?(?:(?:your|the|their|a)[ \t])?(?:(?:phone|mobile|cell)[ \t]numbers?|(?:car|number|licen[cs]e|registration)[ \t]plates?|car[ \t]registration)(?![\p{L}])/iu,
    reason: "a text that asks for a phone number or a car's plate to be sent (`add your phone number and the car plate`) asks for what no reply the person wanted needs (not a warning never to)",
    dictatesText: true,
  },
  {
    // The same ask in Portuguese: `respondam com nome completo, data de nascimento e NIF`.
    pattern: new RegExp(String.raw`(?<![\p{L}])(?=(?:${DATA_ASK_VERBS_PT})(?![\p{L}]))(?<!(?<![\p{L}])(?:nunca|não|nao|ninguém)(?![\p{L}])[^.;!?]{0,40})(?:${DATA_ASK_VERBS_PT})(?![\p{L}])(?:[^.;!?]|\.(?=\S)){0,60}(?<![\p{L}])(?:datas?\s+de\s+nascimento|NIF|NISS|n[úu]mero\s+de\s+(?:contribuinte|utente|passaporte|seguran[çc]a\s+social|identifica[çc][ãa]o\s+fiscal)|passaporte|cart[ãa]o\s+de\s+cidad[ãa]o|morada\s+(?:de\s+casa|pessoal|de\s+resid[êe]ncia)|medica[çc][ãa]o|hist[óo]rico\s+m[ée]dico)(?![\p{L}])`, "iu"),
    reason: "(Portuguese) a text that asks for a person's date of birth, tax, national or passport number, home address or medical facts to be sent asks for what no reply the person wanted needs (not a warning never to)",
    dictatesText: true,
  },
];
