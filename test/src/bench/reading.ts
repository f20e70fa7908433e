// Issue 15's reading figures: `read()` of a 50-word turn in English and in Portuguese (median,
// p95 and CPU), and what loading a grammar costs a fresh process (its import and its first read),
// each language in processes of their own, round after round.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { Client, type KeyPair } from "@toolgate/core";
import { makeCatalogue } from "./fixtures.js";
import { costedSync, measure, type Figure, type MeasureOptions } from "./measure.js";
import { us, type Target } from "./report.js";

/** Five English turns of 50 words each, as a person writes a request with its reasons. */
export const TURNS_EN_50: readonly string[] = [
  "Hi, the customer on order 4411 was charged twice for the same shipment last week, so please refund 40.00 dollars to the card they paid with, then send the receipt to ana@example.com and let me know once it is done. Don't cancel the order itself, they still want the parcel.",
  "Can you look up invoice INV-2024-17 for Dana Smith and check whether the payment of $120 cleared on Tuesday? If it did, email her a thank-you note and mark the ticket as resolved, but if it bounced, leave a comment on the ticket and I will call her tomorrow morning.",
  "We promised the client a partial refund after the delivery arrived three days late. Refund 25 on ORD-1 and 15 on ORD-2, not the full amount, and post a message in #billing so the finance team knows why the totals look different this month. Please do not email the customer.",
  "Before Friday, please schedule a call with Marcus from the logistics team at 3pm, add the notes from yesterday's meeting to the shared folder, and forward the updated shipping quote to marcus@logistics.example.org. The quote should say forty-two dollars per pallet, and nothing else in it needs to change for now.",
  "The account acc_cur_5 shows two pending charges of 9.99 that the customer says they never made. Freeze the card ending 5501 for now, open a dispute for both charges, and text the customer at +12125550147 to tell them we are looking into it and will reply within two business days.",
];

/** Five Portuguese turns of 50 words each. */
export const TURNS_PT_50: readonly string[] = [
  "Olá, o cliente da encomenda 4411 foi cobrado duas vezes pelo mesmo envio na semana passada, por isso reembolse 40,00 € no cartão com que pagou, depois envie o recibo para ana@example.com e avise-me quando estiver feito. Não cancele a encomenda, porque o cliente ainda quer receber o pacote hoje.",
  "Pode consultar a fatura INV-2024-17 da Dana Silva e ver se o pagamento de 120 reais entrou na terça-feira? Se entrou, mande um email curto de agradecimento e marque o chamado como resolvido, mas se voltou, deixe só um comentário no chamado que eu ligo para ela amanhã de manhã.",
  "Prometemos ao cliente um reembolso parcial depois de a entrega chegar com três dias de atraso. Devolva 25 no pedido ORD-1 e 15 no pedido ORD-2, não o valor todo, e publique uma mensagem no canal #faturamento para a equipa financeira saber porque os totais estão tão diferentes este mês.",
  "Antes de sexta-feira, marque uma reunião com o Marcos da logística às 15h, junte as notas da reunião de ontem à pasta partilhada e reencaminhe o orçamento de transporte atualizado para marcos@logistica.example.org. O orçamento deve dizer quarenta e dois euros por palete e o resto do orçamento fica mesmo igual.",
  "A conta acc_cur_5 mostra duas cobranças pendentes de 9,99 que o cliente diz que nunca fez. Bloqueie o cartão final 5501, abra uma contestação para as duas cobranças e mande uma mensagem ao cliente para +5511955501470 a dizer que estamos a ver o caso e respondemos em dois dias úteis.",
];

export const TURNS_50: Readonly<Record<"en" | "pt", readonly string[]>> = { en: TURNS_EN_50, pt: TURNS_PT_50 };

/** The languages whose reading is measured, with the setting each is read in. */
const LANGUAGES = [
  // As the bench's other English row: a client with the English grammar, the language detected.
  { lang: "en" as const, name: "English", session: undefined },
  // As the Portuguese row: a client with the Portuguese grammar, a session in Portuguese.
  { lang: "pt" as const, name: "Portuguese", session: { language: "pt" } },
];

/**
 * Reads of the 50-word turns before the rows' samples are kept. V8 optimises a grammar's some two
 * hundred functions as their calls add up: a process's main-thread CPU per Portuguese read falls
 * from about 550 to 300 µs over its first 1,500 reads, and its compiler threads' CPU counts in
 * the process's. With 50 reads of warm-up a third of a row's 2,000 samples were of that warm-up,
 * and they made its 95th percentile; a service reads its turns warm.
 */
export const FIFTY_WORD_WARMUP = 1_000;

/** `read()` of each language's 50-word turns, one after another, wall and CPU time of each. */
export async function fiftyWordFigures(keys: KeyPair, options: MeasureOptions): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const { lang, name, session } of LANGUAGES) {
    const client = await Client.create({ catalogue: makeCatalogue(10), keys, log: () => {}, grammar: lang });
    const s = client.session("billing", session);
    const turns = TURNS_50[lang];
    let i = 0;
    const figure = await measure(`read.${lang}.50`, `read() of a 50-word ${name} turn`, "read", () => costedSync(() => s.read(turns[i++ % turns.length]!)), options);
    figure.note = `p95 ${Math.round(figure.p95!)} µs; CPU median ${Math.round(figure.cpu!)} µs, p95 ${Math.round(figure.cpuP95!)} µs; after ${options.warmup ?? 0} reads of warm-up`;
    figures.push(figure);
  }
  return figures;
}

const fiftyWordRun = fileURLToPath(new URL("./fifty-word-run.js", import.meta.url));

/** `fiftyWordFigures` in a fresh process of its own, with the same keys' seed and options. */
export function fiftyWordFiguresApart(options: MeasureOptions): Promise<Figure[]> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [fiftyWordRun, JSON.stringify(options)], { timeout: 300_000, maxBuffer: 1 << 24 }, (error, stdout) => {
      if (error) reject(new Error(`reading the 50-word turns in a fresh process failed: ${error.message}`));
      else resolve(JSON.parse(stdout) as Figure[]);
    });
  });
}

const loader = fileURLToPath(new URL("./grammar-load.js", import.meta.url));

interface Load {
  wall: number;
  cpu: number;
  identifier: boolean;
}

function loadOnce(lang: string): Promise<Load> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [loader, lang], { timeout: 60_000 }, (error, stdout) => {
      if (error) reject(new Error(`loading the ${lang} grammar failed: ${error.message}`));
      else resolve(JSON.parse(stdout) as Load);
    });
  });
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : Number.NaN;
}

/**
 * Loading each grammar in a fresh process: its package's import and its first read (a 50-word
 * turn, through a session), timed inside the process; the languages in turn, round after round,
 * the first round dropped (it warms the file cache).
 */
export async function grammarLoadFigures(rounds: number): Promise<Figure[]> {
  const loads: Record<string, Load[]> = { en: [], pt: [] };
  for (let i = 0; i < rounds + 1; i++) {
    for (const { lang } of LANGUAGES) {
      const load = await loadOnce(lang);
      if (i > 0) loads[lang]!.push(load);
    }
  }
  return LANGUAGES.map(({ lang, name }) => {
    const xs = loads[lang]!;
    const wall = xs.map((x) => x.wall);
    const sorted = [...wall].sort((a, b) => a - b);
    const identified = xs.filter((x) => x.identifier).length;
    return {
      key: `load.${lang}`,
      label: `loading the ${name} grammar: its import and its first read, in a fresh process`,
      group: "cold",
      median: median(wall),
      p99: sorted[sorted.length - 1] ?? Number.NaN,
      mean: wall.reduce((a, b) => a + b, 0) / wall.length,
      samples: xs.length,
      unit: "ms",
      cpu: 1000 * median(xs.map((x) => x.cpu)),
      note: `${xs.length} processes; CPU median ${Math.round(median(xs.map((x) => x.cpu)))} ms; the language identifier loaded in ${identified} of them`,
    };
  });
}

/** Issue 15's reading targets, from the figures of a run (`read.*.50`, `load.*`, `read.adversarial.*`). */
export function readingTargets(figures: readonly Figure[]): Target[] {
  const byKey = (key: string) => figures.find((f) => f.key === key && !f.skipped);
  const targets: Target[] = [];
  const target = (name: string, value: number, limit: number, unit: string, detail: string) =>
    targets.push({ name, value, limit, unit, met: Number.isFinite(value) ? value <= limit : undefined, detail, issue: 15 });
  for (const [lang, name, limit] of [["en", "English", 2], ["pt", "Portuguese", 0.5]] as const) {
    const f = byKey(`read.${lang}.50`);
    target(`\`read()\` of a 50-word ${name} turn, 95th percentile`, f ? f.p95! / 1000 : Number.NaN, limit, "ms", f ? `median ${us(f.median)} µs, p95 ${us(f.p95!)} µs, p99 ${us(f.p99)} µs; CPU median ${us(f.cpu!)} µs, p95 ${us(f.cpuP95!)} µs; ${f.samples} reads` : "not measured");
  }
  for (const [lang, name] of [["en", "English"], ["pt", "Portuguese"]] as const) {
    const f = byKey(`load.${lang}`);
    target(`loading the ${name} grammar (its import and its first read, a fresh process)`, f ? f.median : Number.NaN, 400, "ms", f ? `median of ${f.samples} processes, timed inside each; CPU median ${Math.round(f.cpu! / 1000)} ms` : "not measured");
  }
  const adversarial = figures.filter((f) => f.key.startsWith("read.adversarial.") && !f.skipped);
  const worst = adversarial.reduce<Figure | undefined>((w, f) => (w === undefined || f.median > w.median ? f : w), undefined);
  target("every adversarial turn read in under 50 ms (the slowest's median)", worst ? worst.median / 1000 : Number.NaN, 50, "ms", worst ? `${worst.label}, of ${adversarial.length} turns` : "not measured");
  return targets;
}
