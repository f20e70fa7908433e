import { expect } from "chai";
import fc from "fast-check";
import { heldBy, mayMatch, openedPatterns, SpanSet } from "@toolgate/grammar-kit";
import { DATE_PATTERNS, scanDates } from "./dates.js";
import { foldKeepingOffsets, tokenize } from "./tokens.js";

/** Segunda, 2 de março de 2026, 10:00 UTC: o relógio de que contam as datas relativas abaixo. */
const now = new Date("2026-03-02T10:00:00Z");

/** As datas lidas em `text`, pela ordem do texto, marcada `told:` a de que outra se conta. */
function dates(text: string): string[] {
  const spans = new SpanSet(text.length);
  const { dates: found, anchors } = scanDates(text, foldKeepingOffsets(text), now, spans);
  return [...found].sort((a, b) => a.start - b.start).map((s) => `${anchors.has(s) ? "told:" : ""}${s.value}`);
}

const CASES: ReadonlyArray<[string, string[]]> = [
  // Um dia da semana que já passou: o mais recente antes de hoje, ou esse dia da semana anterior.
  ["a fatura que mandámos na terça passada", ["2026-02-24"]],
  ["chegou sexta-feira passada", ["2026-02-27"]],
  ["no último sábado fomos lá", ["2026-02-28"]],
  ["na quinta da semana passada", ["2026-02-26"]],
  ["semana passada, na terça", ["2026-02-24"]],
  ["o último sábado do mês", ["2026-03-28"]],
  ["a próxima terça", ["2026-03-03"]],
  // Meados e meio do mês.
  ["em meados de abril", ["2026-04-15"]],
  ["a meio do mês", ["2026-03-15"]],
  ["meados do mês que vem", ["2026-04-15"]],
  ["início de abril", ["2026-04-01"]],
  ["no começo do mês que vem", ["2026-04-01"]],
  ["até ao fim de abril", ["2026-04-30"]],
  ["final de março", ["2026-03-31"]],
  ["início do mês", []],
  ["fim do mês", ["2026-03-31"]],
  ["último dia do mês", ["2026-03-31"]],
  ["fim do mês que vem", ["2026-04-30"]],
  ["fim do próximo mês", ["2026-04-30"]],
  // O dia da semana seguinte: `na outra segunda`, `quinta seguinte`, como `quinta da outra semana`.
  ["na outra segunda", ["2026-03-09"]],
  ["agenda para a quinta seguinte", ["2026-03-12"]],
  ["na sexta-feira seguinte", ["2026-03-13"]],
  ["pede a outra segunda via do boleto", []],
  // Contado de hoje ou de amanhã.
  ["de hoje a oito", ["2026-03-09"]],
  ["de amanhã a quinze", ["2026-03-17"]],
  ["uma semana a contar de hoje", ["2026-03-09"]],
  // `depois d'amanhã`, elidido como se escreve em Portugal, é `depois de amanhã`.
  ["lembra-me depois d'amanhã", ["2026-03-04"]],
  ["lembra-me depois d’amanhã", ["2026-03-04"]],
  // Um dia da semana que a correção a seguir substitui também se lê.
  ["quinta, não, sexta", ["2026-03-05", "2026-03-06"]],
  ["marca quinta, quer dizer, sexta", ["2026-03-05", "2026-03-06"]],
  // Um dia da semana sozinho depois de uma palavra de correção: `corrijo: sexta`, `pensando bem, quarta`.
  ["agenda para quinta. Corrijo: sexta.", ["2026-03-05", "2026-03-06"]],
  ["marca na terça; pensando bem, quarta", ["2026-03-03", "2026-03-04"]],
  ["para segunda, ou antes, terça", ["2026-03-09", "2026-03-03"]],
  ["na quarta... na verdade, quinta", ["2026-03-04", "2026-03-05"]],
  ["pra sexta. errei: quinta", ["2026-03-06", "2026-03-05"]],
  ["retifico: sexta parte do valor", []],
  ["marca pra quarta. Mudei de ideias: quinta", ["2026-03-04", "2026-03-05"]],
  // O dia da semana que vem sem `na`: `próxima semana, quarta`.
  ["pra próxima semana, quarta", ["2026-03-11"]],
  ["semana que vem, sexta-feira, às 10h", ["2026-03-13"]],
  ["na semana que vem, segunda via do boleto", ["2026-03-09"]],
  // Dia/mês depois de um verbo de lembrar (pt-PT `lembra-me a 3/4`); 3/4 sozinho é uma fração.
  ["lembra-me a 3/4 de renovar o seguro", ["2026-04-03"]],
  ["me lembra no 5/4 de ligar", ["2026-04-05"]],
  ["come 3/4 da pizza", []],
  // Dia/mês depois de `a` (pt-PT), onde a oração segue como a de uma data; antes de `de` ou de um nome é uma fração.
  ["avisa que o ginásio fecha a 3/4 para obras", ["2026-04-03"]],
  ["a entrega é a 12/5.", ["2026-05-12"]],
  ["reduz a 3/4 do preço", []],
  ["passa a 1/2 dose", []],
  // Dia/mês posto de parte por `não` logo a seguir a outra data: o dia negado é lido, para ser posto de parte.
  ["a reunião passa para 3/4, não 2/4", ["2026-04-03", "2026-04-02"]],
  ["consulta remarcada pra 10/3, não mais 9/3", ["2026-03-10", "2026-03-09"]],
  ["come 3/4 da pizza, não 2/4", []],
  // Horas contadas do relógio.
  ["vence em 48 horas", ["2026-03-04"]],
  ["dentro de 24 horas", ["2026-03-03"]],
  ["em 36h", ["2026-03-03"]],
  // O dia da semana ao lado da hora, e como ordinal com ponto.
  ["quinta às 15h30", ["2026-03-05"]],
  ["terça às 3 da tarde", ["2026-03-03"]],
  ["quarta ao meio-dia", ["2026-03-04"]],
  ["para 3.ª feira, às 14h00", ["2026-03-03"]],
  // Intervalos: as duas pontas, nunca um dia do meio.
  ["de 23 a 27 de março", ["2026-03-23", "2026-03-27"]],
  ["entre 16 e 18 de abril", ["2026-04-16", "2026-04-18"]],
  // Uma data contada de outra que o turno diz.
  ["a reunião é a 20/03, lembrete na véspera", ["told:2026-03-20", "2026-03-19"]],
  ["o contrato começa a 10 de março, lembra-me dois dias antes", ["told:2026-03-10", "2026-03-08"]],
  ["a entrega é dia 12, revisão uma semana depois", ["told:2026-03-12", "2026-03-19"]],
  ["chega dia 20, lembrete no dia seguinte", ["told:2026-03-20", "2026-03-21"]],
  // Contada de nada que o turno diga: nenhuma data.
  ["põe um lembrete na véspera", []],
  ["no dia seguinte", []],
  // O mês seguinte dito antes do dia, ou como `o outro mês`: o dia desse mês, nunca o deste.
  ["mês que vem, dia 2, vence a fatura", ["2026-04-02"]],
  ["pro mês que vem, vencimento dia 10", ["2026-04-10"]],
  // O fim ou o início de uma estadia pelo número do dia só: o próximo desse número; não uma distância nem uma hora.
  ["estadia mínima de 3 noites (saída a 7)", ["2026-03-07"]],
  ["check-in em 9, quarto duplo", ["2026-03-09"]],
  ["levantamento a 3, devolução a 6", ["2026-03-03", "2026-03-06"]],
  ["devolução a 2 km do aeroporto", []],
  ["a chegada a 5 minutos da praia, saída a 11h", []],
  ["para o próximo mês, no dia 3", ["2026-04-03"]],
  ["vence dia 5 do outro mês", ["2026-04-05"]],
  ["no mês que vem, dia 2 de abril", ["2026-04-02"]],
  // Um telefonema pedido para um dia da semana.
  ["ligar quinta pro fornecedor", ["2026-03-05"]],
  // Um dia sem mês posto contra um dito com o mês, depois da mesma palavra: o mês desse, não o próximo dia N.
  ["lembrete para dia um de abril, não para dia dois", ["told:2026-04-01", "2026-04-02"]],
  ["vence até 10 de maio, não até dia 12", ["told:2026-05-10", "2026-05-12"]],
  ["marca pra 3 de abril e não pra dia primeiro", ["told:2026-04-03", "2026-04-01"]],
  ["paga dia 5 e a outra para dia 20", ["2026-03-05", "2026-03-20"]],
];

describe("Portuguese dates", () => {
  for (const [text, want] of CASES) {
    it(`reads ${JSON.stringify(text)} as ${want.length === 0 ? "no date" : want.join(", ")}`, () => {
      expect(dates(text)).to.deep.equal(want);
    });
  }

  it("tries a pattern on every text it matches: its words and marks are held wherever it matches", () => {
    // The cases above, the examples each reason gives, and the patterns whose reasons give none.
    const others = ["entrega a 2026-03-04", "pago em 04/03/2026 ou 4.3.26", "vence depois de amanhã", "foi anteontem"];
    const examples = [...CASES.map(([text]) => text), ...DATE_PATTERNS.flatMap((p) => [...p.reason.matchAll(/`([^`]+)`/g)].map((m) => m[1]!)), ...others];
    const texts = examples.flatMap((t) => [t, `x${t}_`, `(${t}).`, t.replace(/ /g, "\u00a0 "), t.normalize("NFD"), t.toUpperCase(), `${t}; ${examples[0]}`]);
    const matchedBy = DATE_PATTERNS.map(() => 0);
    for (const text of texts) {
      const folded = foldKeepingOffsets(text);
      const held = heldBy(folded);
      DATE_PATTERNS.forEach(({ pattern }, p) => {
        for (const m of folded.matchAll(new RegExp(pattern.source, pattern.flags))) {
          matchedBy[p]!++;
          expect(mayMatch(DATE_PATTERNS[p]!, held), `${DATE_PATTERNS[p]!.reason}: \`${m[0]}\` of ${JSON.stringify(text)}`).to.equal(true);
        }
      });
    }
    // Every gated pattern is held to its words on examples of its own.
    DATE_PATTERNS.forEach((p, i) => {
      if (p.words !== undefined || p.marks !== undefined) expect(matchedBy[i], `no example of: ${p.reason}`).to.be.above(0);
    });
  });

  it("skips the patterns whose words a turn does not hold", () => {
    const folded = foldKeepingOffsets("Olá, o cliente quer receber o pacote.");
    const held = heldBy(folded);
    const may = DATE_PATTERNS.map((p) => mayMatch(p, held));
    DATE_PATTERNS.forEach((p, i) => expect(may[i], p.reason).to.equal(p.words === undefined && (p.marks === undefined || [...p.marks].some((m) => folded.includes(m)))));
    expect(may.filter(Boolean).length).to.be.below(DATE_PATTERNS.length / 4);
  });

  it("gates by the tokenizer's words as by a walk of the text: the same patterns run", () => {
    // Pieces of dates and words, joined by marks a word may or may not hold: hyphens, apostrophes, `_`, accents, NFD, capitals, astral letters.
    const pieces = ["dia", "Dia", "DIA", "março", "marco", "sexta-feira", "3ª", "2a", "depois", "amanhã", "ÚTEIS", "uteis", "5th", "21st", "mar", "set", "fds", "d'abril", "semana", "hoje", "véspera", "vespera", "12", "2026", "ção", "𝐝ia", "K", "İ", "ſ", "e\u0301", "_", "-", "'", "’", " ", ".", "/", "\u00a0", "ﬁ", "ß"];
    const check = (text: string): void => {
      const folded = foldKeepingOffsets(text);
      const held = heldBy(folded);
      const walked = DATE_PATTERNS.map((p) => (p.words !== undefined && p.words.some((w) => held.words.has(w)) ? 1 : 0));
      const fromTokens = openedPatterns(DATE_PATTERNS, folded, tokenize(text));
      DATE_PATTERNS.forEach((p, i) => {
        if (p.words !== undefined) expect(fromTokens[i], `${p.reason} on ${JSON.stringify(text)}`).to.equal(walked[i]);
      });
    };
    for (const [text] of CASES) for (const t of [text, text.toUpperCase(), text.normalize("NFD"), `${text}_x`]) check(t);
    fc.assert(fc.property(fc.array(fc.constantFrom(...pieces.map((p) => JSON.parse(`"${p}"`) as string)), { maxLength: 12 }), (parts) => check(parts.join(""))), { numRuns: 3000 });
  });

  it("reads 4,000 characters of ranges and counted dates in linear time", () => {
    for (const unit of ["de 23 a 27 ", "dia 20 na vespera ", "meados de ", "1 -  ", "em 4h "]) {
      const text = unit.repeat(Math.ceil(4_000 / unit.length)).slice(0, 4_000);
      const started = process.hrtime.bigint();
      dates(text);
      expect(Number(process.hrtime.bigint() - started) / 1e6, unit).to.be.below(200);
    }
  });
});
