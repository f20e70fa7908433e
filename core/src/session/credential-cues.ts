// The cues of a text that gives the value to set as the person's password, PIN or login: "change
// your online banking password to Kessler#Safe2026", "set the PIN to 4471". No bank, shop or
// support desk sets a person's secret by message; a text that hands the reader one to set takes
// the account over. Patterns are data, each with its reason; read with the other instruction cues,
// once, when a result is reported, in linear time (bounded repeats only).
import type { InstructionCue } from "./instruction-cue.js";

export const CREDENTIAL_CUES: readonly InstructionCue[] = [
  {
    pattern: /\b(?:change|set|reset|update|switch)\s+(?:your|the|their|his|her)\s+(?:[\w-]+\s+){0,2}?(?:password|passcode|passphrase|PIN|login|security\s+code)\s+to\b/i,
    reason: "a text that gives the value to set as the person's password or PIN hands the account to whoever wrote it",
  },
  {
    pattern: /\b(?:password|passcode|passphrase|PIN|login)\s+(?:must|should|has\s+to|needs\s+to|is\s+to)\s+be\s+(?:set|changed|reset|updated)\s+to\b|\b(?:new|temporary|interim)\s+(?:password|passcode|PIN)\s+(?:is|will\s+be|should\s+be)\b/i,
    reason: "a text that says what the person's password or PIN must now be hands the account to whoever wrote it",
  },
  {
    pattern: /\b(?:altere|mude|muda|altera|defina|define)\s+(?:a\s+(?:sua\s+|tua\s+)?)?(?:palavra-passe|senha|password|PIN|c[oó]digo)\s+para\b|\b(?:cambie|cambia|establezca)\s+(?:su\s+|tu\s+|la\s+|el\s+)?(?:contrase[ñn]a|clave|PIN)\s+(?:a|por)\b|\b(?:[äa]ndern|setzen)\s+Sie\s+(?:Ihr(?:e|en)?\s+)?(?:Passwort|Kennwort|PIN)\s+auf\b/iu,
    reason: "(other languages) a text that gives the value to set as the person's password or PIN hands the account to whoever wrote it",
  },
];
