// Values said each of a thing, and the thing the request names again: `dentista dia 12, revisão da
// academia dia 19: põe a revisão da academia na agenda`, `a Ana está no 11 91000-2000, o Bo no
// 11 93000-4000 — manda sms pro Bo`. The reading is the kit's (`asideByLabel`); Portuguese gives
// its filler words and folds accents away.
import type { LabelWords } from "@toolgate/grammar-kit";
// The tokenizer's fold, the grammar's one definition of lower case without accents (the same as
// Unicode's decomposition with the marks dropped, from tables where a word's letters are in them).
import { fold } from "./tokens.js";
import { servedAlready } from "./people-set-aside.js";

/** Words that stand between a thing and its value without naming it. */
const FILLERS = new Set([
  "o", "a", "os", "as", "e", "no", "na", "nos", "nas", "do", "da", "de", "dia", "pro", "pra", "para", "em", "esta", "fica", "e", "tem", "com",
  "telefone", "numero", "celular", "telemovel", "tel", "email", "e-mail", "mail", "contato", "contacto", "sms", "whatsapp", "zap", "marcado", "marcada", "ao", "que", "foi", "era", "sao", "ficou", "fica",
]);

export const LABEL_WORDS: LabelWords = { fillers: FILLERS, fold, servedAlready };
