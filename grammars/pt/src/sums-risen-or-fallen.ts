// A sum told as what a thing was, then a new one it rose or fell to: `a mensalidade era 380, agora
// subiu pra 420`, `o aluguel era 900 e baixou para 850`, `custava 60, mas aumentou pra 75`. The old sum
// is the story's, the new the request's: the one before the change is set apart. The verb of rising or
// falling (a family of the language: `subir`, `aumentar`, `baixar`, `descer`, `cair`, `passar`, `mudar`)
// stands between the two sums with `para`/`pra` before the new one. Read on a bounded slice between
// each pair of neighbouring sums: linear.
import type { Span } from "@toolgate/grammar-kit";
import { isSum } from "./sum-spans.js";

/** Most characters between the old sum and the new. */
const REACH = 40;
/** How far before the old sum the word telling it as what a thing was is read. */
const WAS_REACH = 16;
/** Before the old sum: it is told as what a thing was (`era`, `custava`, `ficava`, `pagava`, `foi`). */
const WAS = /(?:^|[^\p{L}])(?:era|eram|custava|custavam|ficava|pagava|pagavam|cobrava|foi|valia)\s+(?:(?:r\$|€)\s*)?$/u;
/**
 * Between the two sums: an optional joining word and `agora`/`depois`, a verb of rising or falling
 * or of passing to another sum, then `para`/`pra`/`pro`. Fixed choices apart by blanks, anchored.
 */
const ROSE_OR_FELL_TO = /^\s*(?:(?:euros?|reais)\s*)?(?:[,;.]\s*)?(?:(?:e|mas|so\s+que)\s+)?(?:(?:agora|depois|entretanto|este\s+mes|este\s+ano|este\s+semestre)\s+)?(?:ja\s+)?(?:subiu|subiram|aumentou|aumentaram|baixou|baixaram|desceu|desceram|caiu|cairam|passou|passaram|mudou|mudaram)\s+(?:para|pra|pro)\s+(?:(?:r\$|€)\s*)?$/u;

/** The sums a turn, folded, tells as what a thing was before it rose or fell to the next sum. */
export function sumsRisenOrFallen(folded: string, values: readonly Span[]): Span[] {
  const sums = values.filter(isSum).sort((a, b) => a.start - b.start);
  const out: Span[] = [];
  for (let i = 0; i + 1 < sums.length; i++) {
    const was = sums[i]!;
    const now = sums[i + 1]!;
    if (now.start - was.end > REACH || was.value === now.value) continue;
    if (!WAS.test(folded.slice(Math.max(0, was.start - WAS_REACH), was.start))) continue;
    if (ROSE_OR_FELL_TO.test(folded.slice(was.end, now.start))) out.push(was);
  }
  return out;
}
