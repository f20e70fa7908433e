// Which currency the money slang of a turn names: `mangos` is said in Brazil alone, `paus` in both
// countries, for the real in Brazil and for the euro in Portugal, so the turn's own marks decide it.
import type { Token } from "./tokens.js";

/** Slang for money said after digits or a number word (`80 paus`, `cinquenta paus`, `100 mangos`). */
export const COUNTRY_SLANG = ["paus", "mangos"] as const;
export type CountrySlang = (typeof COUNTRY_SLANG)[number];

/**
 * Words, as folded, that only Portugal uses for what a turn to an agent speaks of: the euro, and
 * the nouns Brazil says otherwise (`pedido`, `fatura`, `celular`, `ônibus`). One of them makes `paus`
 * the euro; with none the slang is Brazil's, the only country where `mangos` is said at all.
 */
const PORTUGAL_MARKS: ReadonlyMap<string, string> = new Map([
  ["euro", "the currency itself"],
  ["euros", "the currency itself"],
  ["eur", "the currency's code"],
  ["encomenda", "Brazil says `pedido`"],
  ["encomendas", "plural"],
  ["factura", "the spelling before the 1990 agreement, kept in Portugal"],
  ["facturas", "plural"],
  ["telemovel", "Brazil says `celular`"],
  ["autocarro", "Brazil says `ônibus`"],
]);

/** The currency each country slang names in this turn. */
export function slangCurrencies(tokens: readonly Token[], folded: string): Record<CountrySlang, string> {
  const portugal = folded.includes("€") || tokens.some((t) => PORTUGAL_MARKS.has(t.key));
  return { paus: portugal ? "EUR" : "BRL", mangos: "BRL" };
}

export function isCountrySlang(key: string): key is CountrySlang {
  return (COUNTRY_SLANG as readonly string[]).includes(key);
}
