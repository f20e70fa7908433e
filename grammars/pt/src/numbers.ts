// Portuguese numbers: the decimal comma (`40,00`, `1.250,50`), and numbers written in words
// (`quarenta e cinco`, `cento e vinte`, `dois mil`).
import { NUMBER_WORDS } from "./lexicon.js";
import type { Token } from "./tokens.js";

/**
 * Reads a number written the Portuguese way: the comma is the decimal mark and the dot groups
 * thousands (`1.250,50` = 1250.5, `1.250` = 1250). Where both appear, the later one is the
 * decimal mark, so `1,250.50` typed the English way still reads 1250.5; a dot followed by other
 * than three digits (`40.5`) is read as a decimal mark too.
 */
export function parsePortugueseNumber(text: string): number | undefined {
  // `1 500`: a space between groups of three digits groups thousands, as a dot does.
  const grouped = text.trim().replace(/^\+/, "");
  const t = /^\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:,\d+)?$/.test(grouped) ? grouped.replace(/[ \u00a0\u202f]/g, ".") : grouped;
  if (!/^-?\d[\d.,]*$/.test(t) || /[.,]$/.test(t)) return undefined;
  const lastDot = t.lastIndexOf(".");
  const lastComma = t.lastIndexOf(",");
  let normal: string;
  if (lastDot >= 0 && lastComma >= 0) {
    normal = lastComma > lastDot ? t.replace(/\./g, "").replace(",", ".") : t.replace(/,/g, "");
  } else if (lastComma >= 0) {
    if ((t.match(/,/g) ?? []).length > 1) return undefined;
    // `1,200`, typed the English way: three digits after a lone comma group thousands; a decimal
    // with three places (`0,125`) starts with 0.
    normal = /^-?[1-9]\d{0,2},\d{3}$/.test(t) ? t.replace(",", "") : t.replace(",", ".");
  } else if (lastDot >= 0 && /^-?\d{1,3}(\.\d{3})+$/.test(t)) {
    normal = t.replace(/\./g, "");
  } else {
    if ((t.match(/\./g) ?? []).length > 1) return undefined;
    normal = t;
  }
  const n = Number(normal);
  return Number.isFinite(n) ? n : undefined;
}

/** The smallest place a number below a thousand fills: 1 for 25, 10 for 120, 100 for 300. */
function smallestPlace(n: number): number {
  if (n % 10 !== 0) return 1;
  if (n % 100 !== 0) return 10;
  return 100;
}

/** Words of a group of things, singular and plural: a count before them multiplies (`duas dezenas` is 20), `meia` halves them. */
const GROUPS: Readonly<Record<string, number>> = Object.assign(Object.create(null) as Record<string, number>, {
  dezena: 10, dezenas: 10, duzia: 12, duzias: 12, centena: 100, centenas: 100,
});

/** A run of number words starting at token i: its value and how many tokens it takes, `e`s included. */
export function readNumberWords(tokens: readonly Token[], i: number): { value: number; length: number } | undefined {
  let total = 0;
  let current = 0;
  let length = 0;
  let j = i;
  while (j < tokens.length) {
    const key = tokens[j]!.key;
    let n = NUMBER_WORDS[key];
    // `meio milhão`, `meia mil`, `meia dúzia` is half of what follows.
    if (n === undefined && (key === "meio" || key === "meia") && j === i && !tokens[j]!.breakAfter) {
      const next = NUMBER_WORDS[tokens[j + 1]?.key ?? ""] ?? GROUPS[tokens[j + 1]?.key ?? ""];
      if (next === 1000 || next === 1000000 || GROUPS[tokens[j + 1]?.key ?? ""] !== undefined) {
        total += next / 2;
        length = 2;
        if (tokens[j + 1]!.breakAfter) break;
        j += 2;
        continue;
      }
    }
    // `duas dezenas`, `três centenas`, `duas dúzias`: a count of groups.
    const group = GROUPS[key];
    if (group !== undefined && current > 0 && current < 1000 && j > i) {
      current *= group;
      length = j - i + 1;
      break;
    }
    if (n === undefined) break;
    // A word joins only a smaller place than the last one filled (`vinte e cinco`, `cento e
    // vinte`): `quinze e cinquenta` is two numbers (fifteen, fifty), never sixty-five.
    if (current > 0 && n < 1000 && key !== "hundred" && n >= smallestPlace(current)) break;
    // `two hundred`: an English hundred multiplies what comes before it.
    if (key === "hundred" && current > 0) {
      current *= 100;
      n = 0;
    }
    if (n === 1000 || n === 1000000) {
      // `um milhão e meio`, `mil e meio`, `dois mil e meio`: and half of one of them (2,500, not 3,000).
      if (tokens[j + 1]?.key === "e" && (tokens[j + 2]?.key === "meio" || tokens[j + 2]?.key === "meia") && !tokens[j]!.breakAfter && !tokens[j + 1]!.breakAfter) {
        total += (current === 0 ? 1 : current) * n + n / 2;
        current = 0;
        length = j + 2 - i + 1;
        break;
      }
      total += (current === 0 ? 1 : current) * n;
      current = 0;
    } else {
      current += n;
    }
    length = j - i + 1;
    // `dois e meio`, `cinquenta e meio`: and a half (`meia` after a number is as often half an hour: `às duas e meia`).
    if (total === 0 && current > 0 && tokens[j + 1]?.key === "e" && tokens[j + 2]?.key === "meio" && !tokens[j]!.breakAfter && !tokens[j + 1]!.breakAfter) {
      current += 0.5;
      length = j + 2 - i + 1;
      break;
    }
    // `e` joins number words: `quarenta e cinco`, `mil e duzentos`; Spanish `y` and English `and` too (`treinta y cinco`, `a hundred and twenty`).
    if ((tokens[j + 1]?.key === "e" || tokens[j + 1]?.key === "y" || tokens[j + 1]?.key === "and") && NUMBER_WORDS[tokens[j + 2]?.key ?? ""] !== undefined && !tokens[j]!.breakAfter) j += 2;
    else if (!tokens[j]!.breakAfter) j += 1;
    else break;
  }
  if (length === 0) return undefined;
  return { value: total + current, length };
}
