// A pronoun that points at one of the people a turn gave a place to: `o email da Bia é bia@… e o
// do Caio é caio@…; manda pra ela o contrato`, `a Ana tem o 11 9… e o Rui o 11 9…; manda sms pro
// número dele`. The places of the people it does not point at are set apart.
import type { Span } from "@toolgate/grammar-kit";
import type { Token } from "./tokens.js";

/** Pronouns of a person, each with the gender it points at. `lhe` says none; `nele`, `nela` point at a record (`reembolsa 20 nele`). */
const PRONOUNS: Readonly<Record<string, "f" | "m">> = { ela: "f", dela: "f", ele: "m", dele: "m" };

/** Words right before a name that say its gender: its article, alone or joined to a preposition. */
const ARTICLES: Readonly<Record<string, "f" | "m">> = {
  a: "f", da: "f", na: "f", pela: "f",
  o: "m", do: "m", no: "m", pelo: "m", ao: "m", pro: "m",
};

/** Kinds of value that are a person's own place: where a message or money goes to them. */
const PLACES = new Set(["email", "phone", "iban", "handle"]);

/**
 * Indexes, among the turn's values in order, of the places of the people a pronoun does not point
 * at. Read only where two people or more were each given a place (the one after their name, the
 * name said with its article), every pronoun after the last place points at one gender, and exactly
 * one of those people is of it; that person's places stay, the others' of a kind theirs has are
 * set apart. A turn that names a place after the pronoun names it outright and is left as it is.
 */
export function placesLeftByPronoun(tokens: readonly Token[], values: readonly Span[]): number[] {
  let lastPlace = -1;
  values.forEach((v, i) => {
    if (PLACES.has(v.kind)) lastPlace = i;
  });
  if (lastPlace < 0) return [];
  const after = values[lastPlace]!.end;
  let gender: "f" | "m" | undefined;
  for (const t of tokens) {
    if (t.start < after) continue;
    const g = PRONOUNS[t.fold];
    if (g === undefined) continue;
    if (gender !== undefined && gender !== g) return [];
    gender = g;
  }
  if (gender === undefined) return [];

  // Each name's gender from the word before it, and each place's person: the name said last before it.
  const genderOf = new Map<string, "f" | "m" | "?">();
  const placesOf = new Map<string, number[]>();
  let person: string | undefined;
  let k = 0;
  values.forEach((v, i) => {
    if (v.kind === "name") {
      person = String(v.value);
      while (k < tokens.length && tokens[k]!.start < v.start) k++;
      const said = ARTICLES[tokens[k - 1]?.fold ?? ""] ?? "?";
      const known = genderOf.get(person);
      genderOf.set(person, known === undefined || known === said ? said : "?");
    } else if (PLACES.has(v.kind) && person !== undefined) {
      const list = placesOf.get(person) ?? [];
      list.push(i);
      placesOf.set(person, list);
    }
  });
  if (placesOf.size < 2) return [];
  const people = [...placesOf.keys()];
  // Every person with a place has a gender said, and the pronoun's is one person's alone.
  if (people.some((p) => genderOf.get(p) === "?")) return [];
  const chosen = people.filter((p) => genderOf.get(p) === gender);
  if (chosen.length !== 1) return [];
  const kinds = new Set(placesOf.get(chosen[0]!)!.map((i) => values[i]!.kind));
  return people.filter((p) => p !== chosen[0]).flatMap((p) => placesOf.get(p)!.filter((i) => kinds.has(values[i]!.kind)));
}
