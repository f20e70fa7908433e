import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

const values = (text: string) => readTurn(text, { now }).values;
/** The values the turn takes back, as `kind:value`. */
const takenBack = (text: string) => values(text).filter((v) => v.superseded === true).map((v) => `${v.kind}:${v.value}`);
/** Each sum with the record it is said of. */
const pairs = (text: string) => values(text).filter((v) => v.of !== undefined).map((v) => `${v.value}→${v.of}`);

describe("the Portuguese grammar on records told apart by how the turn is built", () => {
  it("reads an id whose letters begin with `no` whole, the `no` of `nº` only apart from the id's letters", () => {
    const ids = (t: string) => values(t).filter((v) => v.kind === "id").map((v) => v.value);
    expect(ids("estorna 60 do pedido NOT-7102")).to.deep.equal(["NOT-7102"]);
    expect(ids("cancela a encomenda NOR-55 hoje")).to.deep.equal(["NOR-55"]);
    expect(ids("cancela o pedido NO-4410")).to.deep.equal(["NO-4410"]);
    // `no` as `número` still reads the number after it.
    expect(ids("cancela o pedido no 4410")).to.deep.equal(["4410"]);
    expect(ids("cancela o pedido nº 4410")).to.deep.equal(["4410"]);
  });

  it("sets apart a record denied and then told of by a pronoun (`a 6611 não, essa o seu Zé já entregou`)", () => {
    expect(takenBack("cancela a encomenda 6610 tb, a 6611 nao, essa o seu Zé ja entregou")).to.deep.equal(["number:6611"]);
    expect(takenBack("anula o pedido 4410, o 4411 não, esse já chegou")).to.deep.equal(["number:4411"]);
    expect(takenBack("estorna o 7720; a 7721 não, essa ela levou na loja")).to.deep.equal(["number:7721"]);
    // `não, essa …` without a request before it tells a story: nothing set apart.
    expect(takenBack("a 6611 nao, essa o seu Zé ja entregou")).to.deep.equal([]);
  });

  it("sets apart a record denied and then told of by a pointer and a verb in the past (`o XQ-401 não, esse jogou`)", () => {
    expect(takenBack("estorna os 90 do pedido XQ-400 e avisa a mãe por mensagem; o XQ-401 não, esse jogou")).to.deep.equal(["id:XQ-401"]);
    expect(takenBack("cancela a 5511; a 5512 não, essa chegou ontem")).to.deep.equal(["number:5512"]);
    expect(takenBack("reembolsa o 3301, o 3302 não, esse recebeu o troco")).to.deep.equal(["number:3302"]);
    expect(takenBack("anula a 7710 e a 7711 — a 7711 não, essa foi entregue")).to.deep.equal(["number:7711", "number:7711"]);
    // A word after the pointer that is no past tells no reason; without a request before, a story.
    expect(takenBack("cancela o 4410, o 4411 não, esse cancela também")).to.deep.equal([]);
    expect(takenBack("o XQ-401 não, esse jogou")).to.deep.equal([]);
  });

  it("pairs each sum with the record named by what it is (`40 no pedido do pneu o 8830 e 25 no da corrente 8831`)", () => {
    expect(pairs("estorna 40 no pedido do pneu o 8830 e 25 no da corrente 8831")).to.deep.equal(["40→8830", "25→8831"]);
    expect(pairs("devolve 12 na encomenda da caneca 5501 e 8 na da toalha 5502")).to.deep.equal(["12→5501", "8→5502"]);
    expect(pairs("reembolsa 30 reais pro pedido do tênis o 7010 e 15 pro da meia o 7011")).to.deep.equal(["30→7010", "15→7011"]);
    // One record described is the request's: no pair is read.
    expect(pairs("estorna 40 no pedido do pneu o 8830")).to.deep.equal([]);
  });

  it("keeps a sum said after a person and before its record in brackets that record's, and picks the row by the person (`o do Rui 580 (LX-22)`)", () => {
    const turn = "o aluguer da Marta é 640 (cliente LX-21), o do Rui 580 (LX-22) e o da Inês 710 (LX-23); cobra o do Rui";
    expect(pairs(turn)).to.deep.equal(["640→LX-21", "580→LX-22", "710→LX-23"]);
    expect(takenBack(turn)).to.deep.equal(["number:640", "id:LX-21", "number:710", "id:LX-23"]);
    expect(takenBack("a quota do Bruno é 45 (sócio QS-7), a da Carla 60 (QS-8) e a do Tiago 75 (QS-9). fatura a da Carla")).to.deep.equal(["number:45", "id:QS-7", "number:75", "id:QS-9"]);
  });

  it("sets apart the records of the people a possessive and a noun do not pick (`cancela a da nossa filha`)", () => {
    expect(takenBack("temos duas matrículas, a do nosso filho MT-5 de 80 e a da nossa filha MT-6 de 95; cancela a da nossa filha")).to.deep.equal(["id:MT-5", "number:80"]);
    expect(takenBack("a do meu pai é a PX-71 de 300 euros e a do meu tio é a PX-72 de 250 euros. estorna a do meu tio")).to.deep.equal(["id:PX-71", "amount:300"]);
  });

  it("reads a list told in sentences before a request that names a record of its own, the pick ending where the act is done (`… pro cliente CL-90`, `devolve a dele na encomenda EN-7`)", () => {
    expect(takenBack("o conserto das cadeiras (OF-21) foi 1,2 mil e o das mesas (OF-22) 800. gera a fatura das cadeiras pro cliente CL-90")).to.deep.equal(["id:OF-22", "number:800"]);
    expect(takenBack("a pensão da Kika (PT-31) é 40 e a do Bolt (PT-32) 55. emite a fatura do Bolt na conta CC-8")).to.deep.equal(["id:PT-31", "number:40"]);
    // A later sentence that names a listed record again is no record of the request's own: the record named is never set apart.
    expect(takenBack("no 5501 vão 30 de estorno, no 5502 vão 45. faz o do 5502 na hora")).to.not.include("number:5502");
  });

  it("reads an ordinal that tells the list (`o primeiro é o CF-1`) as no pick, and the later ordinal as the pick (`reembolsa o primeiro`)", () => {
    expect(takenBack("são duas encomendas: a primeira é a LV-31, de 40, e a segunda a LV-32, de 55. estorna a segunda")).to.deep.equal(["id:LV-31"]);
    expect(takenBack("temos dois vales: o primeiro é o VL-8 de 30, o outro o VL-9 de 45. cancela o primeiro")).to.deep.equal(["id:VL-9", "number:45"]);
  });

  it("pairs each sum with the record written in brackets beside it (`a Inês (cliente LI-51) deve 300 e o Duarte (LI-52) 450`, `60 (CD-42) e … 240 (CD-43)`)", () => {
    expect(pairs("a Ines (cliente LI-51) deve 300 e o Duarte (LI-52) 450. faz a fatura do Duarte")).to.deep.equal(["300→LI-51", "450→LI-52"]);
    expect(pairs("o Bobi (processo VT-501) paga 95 e a Mimi (VT-502) 40. cancela a consulta da Mimi")).to.deep.equal(["95→VT-501", "40→VT-502"]);
    expect(pairs("a Camelia (cliente FL-7) por 210 e a Orquidea (cliente FL-9) por 165")).to.deep.equal(["210→FL-7", "165→FL-9"]);
    expect(pairs("o exame do gato Tigre (EX-11) saiu 310 e o do Bolinha (EX-12) 95")).to.deep.equal(["310→EX-11", "95→EX-12"]);
    // `e` written for `é` between a bracket and its sum: the sum is the record's, so the other record's description leaves it.
    expect(takenBack("a mensalidade da Alice (AL-1) e 890, a do irmao (AL-2) 700 com desconto. faz a do irmao")).to.deep.equal(["id:AL-1", "number:890"]);
    // One record in brackets is the request's: no pair is read; a word between that is no cost breaks the pair.
    expect(pairs("o Duarte (LI-52) deve 450")).to.deep.equal([]);
    expect(pairs("a Ines (LI-51) pediu 2 aulas e o Duarte (LI-52) pediu 3")).to.deep.equal([]);
  });

  it("pairs a record in brackets with the sum after the count it is told with (`(reserva PH-88) ficou 3 diárias, 270 reais`), the bracket's noun no act", () => {
    const text = "o Rex (reserva CA-31) ficou 4 noites, 320 reais; a Luna (reserva CA-32) ficou 2, 160";
    expect(pairs(text)).to.deep.equal(["320→CA-31", "160→CA-32"]);
    // `reserva` in the bracket names the record: the turn asks for no booking.
    expect(readTurn(text, { now }).acts ?? []).to.deep.equal([]);
    // A verb that opens a clause outside a bracket is still an act.
    expect(readTurn("reserva PH-88 para sexta", { now }).acts).to.deep.equal(["book"]);
    // A verb of what it comes to with its preposition, and the preposition alone after the aside's comma.
    expect(pairs("a aula da Marta (cliente AU-4) fica em 90 € e a do primo, o Luís (cliente AU-5), em 75 €.")).to.deep.equal(["90→AU-4", "75→AU-5"]);
    // A sum a verb of cost links to the bracket is the record's, not the number standing before the bracket.
    expect(pairs("os dois carros: o Falcão 300 (cliente RC-1) deve 900 de mensalidade e o Condor (cliente RC-2) deve 700")).to.deep.equal(["900→RC-1", "700→RC-2"]);
    // A word after the count that is no comma before another sum keeps the count's place.
    expect(pairs("a Ines (cliente LI-51) deve 300 e o Duarte (LI-52) 450")).to.deep.equal(["300→LI-51", "450→LI-52"]);
  });

  it("pairs a sum in brackets with the record its clause names before the bracket (`a FER-310 (berbequim, 89,90 €) e a FER-311 (escadote, 54 €)`)", () => {
    expect(pairs("temos a FER-310 (berbequim, 89,90 €) e a FER-311 (escadote, 54 €).")).to.deep.equal(["89.9→FER-310", "54→FER-311"]);
    expect(pairs("o pedido ACG-501 da picanha (R$ 320) veio errado, o ACG-502 da linguiça (R$ 85) veio certo")).to.deep.equal(["320→ACG-501", "85→ACG-502"]);
    expect(pairs("a reserva CMP-88 é a barraca do seu Zé (diaria de 60) e a CMP-89 é o trailer (diaria de 140)")).to.deep.equal(["60→CMP-88", "140→CMP-89"]);
    // One record is the request's; a clause ended before the bracket tells of something else.
    expect(pairs("estorna a FER-310 (berbequim, 89,90 €)")).to.deep.equal([]);
    expect(pairs("a FER-310 chegou. (berbequim, 89,90 €) e a FER-311 (escadote, 54 €)")).to.deep.equal([]);
    // Two sums in a bracket are not read: which is the record's is a guess.
    expect(pairs("a FER-310 (89,90 €, mais 12 € de envio) e a FER-311 (escadote, 54 €)")).to.deep.equal([]);
    // A count beside the sum is no second sum: a turn that asks nothing and lists records each with one
    // sum said as money ties each sum to its record (sumsOfListedRecords, picked-by-word.ts).
    expect(pairs("a FER-310 (2 berbequins, 89,90 €) e a FER-311 (escadote, 54 €)")).to.deep.equal(["89.9→FER-310", "54→FER-311"]);
  });

  it("sets apart a record taken back by its number alone where another of its letters is named (`estorna 200 no SURF-31... opa, nao é no 31, é no SURF-13`)", () => {
    expect(takenBack("estorna 200 no SURF-31... opa, nao é no 31, é no SURF-13")).to.deep.equal(["id:SURF-31", "number:31"]);
    expect(takenBack("cancela a reserva CMP-88, não, não é a 88, é a CMP-89")).to.include("id:CMP-88");
    // No other record of its letters: the number set apart is no correction of the record.
    expect(takenBack("estorna 200 no SURF-31, não 31 euros")).to.not.include("id:SURF-31");
  });

  it("reads a pick by a titled owner (`fatura a da dona Neide`) as by whose the record is: the picked record's sum stays", () => {
    const text = "a consulta da dona Irene (cliente CL-2) custou 150 e a do seu Jaime (cliente CL-3) 120\nfatura a da dona Irene";
    expect(takenBack(text)).to.deep.equal(["id:CL-3", "number:120"]);
  });

  it("reads a day corrected by its number alone, in digits or words, after `Não,` (`dia catorze de abril. Não, quinze`)", () => {
    const days = (t: string) => values(t).filter((v) => v.kind === "date").map((v) => `${v.value}${v.superseded === true ? " taken back" : ""}`);
    expect(days("Agenda a inscrição no dia catorze de abril. Não, quinze.")).to.deep.equal(["2026-04-14 taken back", "2026-04-15"]);
    expect(days("marca o dentista a 10 de abril. Não, 12, obrigado")).to.deep.equal(["2026-04-10 taken back", "2026-04-12"]);
    expect(days("vencimento dia 20 de março, aliás, vinte e dois")).to.deep.equal(["2026-03-20 taken back", "2026-03-22"]);
    // `não 15` without a mark may deny the day: no day is read in it.
    expect(days("marca para 14 de abril não 15")).to.deep.equal(["2026-04-14"]);
  });

  it("sets apart a value the turn says is another's, beside the request's (`a 4470 é da irmã e essa fica`, `o dia catorze é o de Português`)", () => {
    expect(takenBack("Desculpa, troquei, a do Tomás é a 4407. A 4470 é da irmã e essa fica.")).to.deep.equal(["number:4470"]);
    expect(takenBack("cancela a reserva 5510, a 5501 é do meu pai, essa não")).to.deep.equal(["number:5501"]);
    expect(takenBack("Agenda o exame no dia 15 de abril, o dia 14 de abril é o de Português.")).to.deep.equal(["date:2026-04-14", "name:Português"]);
    // Alone, whose the record is tells the story the request acts on.
    expect(takenBack("a 4470 é da irmã e essa fica, cancela só a reserva do Tomás")).to.deep.equal([]);
    // A bare `e` joins a list: both days are asked.
    expect(takenBack("marca o dia 14 de abril e o do João")).to.deep.equal([]);
  });

  it("sets apart the records of the owners a turn does not pick (`a do Bobi é a 7731 e a da Mimi é a 7732. Devolve na da Mimi`)", () => {
    expect(takenBack("A ração do Bobi é a encomenda 7731 e a da Mimi é a 7732. Devolve 23,50 € na da Mimi, por favor.")).to.deep.equal(["id:7731"]);
    expect(takenBack("a 5501 é do Rui e a 5502 é da Ana, cancela a do Rui")).to.deep.equal(["number:5502"]);
    // No pick by owner, or both picked: nothing is set apart.
    expect(takenBack("a 5501 é do Rui e a 5502 é da Ana, cancela as duas")).to.deep.equal([]);
    expect(takenBack("a 5501 é do Rui e a 5502 é da Ana, cancela a do Rui e a da Ana")).to.deep.equal([]);
  });

  it("reads an owner with the record in brackets after it, picked with the thing's noun (`o Bobi (VT-501) … a Mimi (VT-502). cancela a consulta da Mimi`)", () => {
    expect(takenBack("o Rex (processo VT-501) e a Luna (VT-502) tem consulta. cancela a consulta da Luna")).to.deep.equal(["id:VT-501"]);
    expect(takenBack("o Tomas (ALU-11) e a Sara (ALU-12). gera a mensalidade do Tomas")).to.deep.equal(["id:ALU-12"]);
    // Both picked, or the owner said only as whom to tell: nothing is set apart by owner.
    expect(takenBack("o Rex (VT-501) e a Luna (VT-502). cancela a consulta da Luna e a do Rex")).to.deep.equal([]);
  });

  it("sets apart the record of the owner a possessive pronoun does not pick (`o do meu filho é o 8810 e o meu o 8811, cancela o dele`)", () => {
    expect(takenBack("o plano do meu filho é o 8810 e o meu o 8811 cancela o dele")).to.deep.equal(["number:8811"]);
    expect(takenBack("a encomenda da minha mãe é a 5120 e a minha a 5121. estorna 20 na minha, por favor")).to.deep.equal(["number:5120"]);
    // The pick said as where the sum comes from (`do meu`, `da minha`): the other owner's record is set apart.
    expect(takenBack("o meu pedido é o 6602 e o da minha irmã o 6603. estorna 1.200 do meu")).to.deep.equal(["number:6603"]);
    expect(takenBack("a encomenda do Rui é a 4410 e a minha a 4411; tira 30 da minha")).to.deep.equal(["number:4410"]);
    // `do meu` followed by who it is names another owner, no pick: nothing is set apart.
    expect(takenBack("o meu pedido é o 6602 e o da minha irmã o 6603. estorna 1.200 do meu irmão")).to.deep.equal([]);
    // Both owners another's, or no pick by a pronoun: nothing is set apart.
    expect(takenBack("o plano do meu filho é o 8810 e o da minha filha o 8811 cancela o dele")).to.deep.equal([]);
    expect(takenBack("o plano do meu filho é o 8810 e o meu o 8811 cancela os dois")).to.deep.equal([]);
  });

  it("sets apart the records a pick by price does not choose (`R-101 a 90 €, R-102 a 140 €. cancela a mais cara`)", () => {
    expect(takenBack("temos as reservas R-101 a 90 €, R-102 a 140 € e R-103 a 75 €. cancela a mais cara")).to.deep.equal(["id:R-101", "amount:90", "id:R-103", "amount:75"]);
    expect(takenBack("as encomendas 4410 de 30 e 4411 de 55, reembolsa a mais barata")).to.deep.equal(["number:4411", "number:55"]);
    expect(takenBack("o pedido 7701 por 20 e o 7702 por 35; estorna o maior")).to.deep.equal(["id:7701", "number:20"]);
    // Two records at the extreme, both picks, or a pick that names a sum: nothing is set apart.
    expect(takenBack("as reservas R-101 a 90 € e R-102 a 90 €. cancela a mais cara")).to.deep.equal([]);
    expect(takenBack("as reservas R-101 a 90 € e R-102 a 140 €. cancela a mais cara e a mais barata")).to.deep.equal([]);
    expect(takenBack("as reservas R-101 a 90 € e R-102 a 140 €. devolve o maior de 30")).to.deep.equal([]);
  });

  it("sets apart the prices in brackets of things a pick by price does not choose (`o pequeno (900) e o grande (1.400) … o mais barato`)", () => {
    expect(takenBack("das duas propostas do cliente C-31, a da pintura simples (R$ 900) e a da pintura completa (R$ 1.400), ele quer a mais barata. fatura")).to.deep.equal(["amount:1400"]);
    // A sum the request gives after the pick is its own: nothing listed is set apart.
    expect(takenBack("das duas propostas, a simples (R$ 900) e a completa (R$ 1.400), ele quer a mais barata, fatura 850 reais")).to.deep.equal([]);
  });

  it("sets apart the prices of things listed after a word of price that a pick by price does not choose (`o Básico sai 1.200 e o Completo 1.850 … o mais barato`)", () => {
    expect(takenBack("para a cliente PL-3 há dois planos: o mensal custa 95 e o anual custa 990. ela quer o mais caro")).to.deep.equal(["number:95"]);
    // A bare number as long as a record's with no word of price of its own is not read as a price.
    expect(takenBack("para a cliente PL-3 há dois planos: o mensal custa 95 e o anual 990. ela quer o mais caro")).to.deep.equal([]);
    expect(takenBack("consertos da bike: corrente por 140, freio por 85, roda por 320\nfaz só o mais barato")).to.deep.equal(["number:140", "number:320"]);
    // A count is no price; records said between the prices are what is priced, each after its price (below).
    expect(takenBack("as 3 aulas saem por 90 e as 5 por 140; cobra a mais barata")).to.deep.equal(["number:140"]);
    // No sum said as a price: bare numbers as long as a record's are records, nothing is set apart.
    expect(takenBack("o 4410 e o 4520. cancela o mais barato")).to.deep.equal([]);
  });

  it("sets apart the records a pick by price does not choose where each price is said before its record (`por 1200 na MR-5`)", () => {
    expect(takenBack("o do veleiro por 1200 na MR-5 e o da lancha por 700 na MR-6; estorna o mais barato")).to.deep.equal(["number:1200", "id:MR-5"]);
    expect(takenBack("o reparo do portão por 350 no pedido 5510 e o da janela por 180 no pedido 5511. fatura o mais caro")).to.deep.equal(["number:180", "id:5511"]);
    expect(takenBack("a lavagem custou 45 na OS-71 e o polimento 60 na OS-72, cobra a de menor valor")).to.deep.equal(["number:60", "id:OS-72"]);
    // One price said before its record is no list; a number as long as a record's with no word of price is no price.
    expect(takenBack("por 1200 na MR-5; estorna o mais barato")).to.deep.equal([]);
    expect(takenBack("o 4410 na MR-5 e o 4520 na MR-6. cancela o mais barato")).to.deep.equal([]);
  });

  it("gives the sum a record comes to (`fica em`) to that record, each record its own", () => {
    expect(pairs("o reembolso da 881 fica em 45 e o da 882 em 60")).to.deep.equal(["45→881", "60→882"]);
    // The record named between commas, as an aside of the thing: the comma closes the aside.
    expect(pairs("posta no #financeiro que o reembolso da Júlia, pedido 5521, ficou em 45 e o do Caio, 5522, em 30")).to.deep.equal(["45→5521", "30→5522"]);
    expect(pairs("a taxa do Rui, encomenda 7710, é de 12 e a da Ana, 7711, é de 15")).to.deep.equal(["12→7710", "15→7711"]);
    // A verb of what the thing cost or came to links across the aside's comma as well.
    expect(pairs("tenho dois pedidos: o do Caio, PD-310, custou 62, e o da Rita, PD-311, deu 38.")).to.deep.equal(["62→PD-310", "38→PD-311"]);
    // A bare comma before a sum gives it no record.
    expect(pairs("cancela o 5521, 45 no 5522")).to.not.include("45→5521");
  });

  it("reads the owner named as who the act is for as the pick (`devolve 15 à Marta`), and the record told as hers as no sum of the next owner's", () => {
    const text = "a encomenda da Marta é a 2201 e a do Luís é a 2202; devolve 15 à Marta";
    expect(takenBack(text)).to.deep.equal(["number:2202"]);
    expect(pairs(text)).to.deep.equal(["15→2201"]);
    expect(takenBack("a 5501 é do Rui e a 5502 é da Ana, estorna 20 pro Rui")).to.deep.equal(["number:5502"]);
    // Each owner gets their own: nothing is set apart.
    expect(takenBack("a 5501 é do Rui e a 5502 é da Ana, estorna 20 pro Rui e 30 pra Ana")).to.deep.equal([]);
  });

  it("sets apart a record an English clause keeps (`8820-PISTA keep it`, `keep 4411`, `3151 stays`)", () => {
    expect(takenBack("cancela o pedido 8820-VIP the other one 8820-PISTA keep it pls")).to.deep.equal(["id:8820-PISTA"]);
    expect(takenBack("estorna o pedido 4410, keep 4411")).to.deep.equal(["number:4411"]);
    expect(takenBack("anula a reserva 3150, 3151 stays")).to.deep.equal(["number:3151"]);
    // One record only: the words are about the request itself.
    expect(takenBack("cancela o pedido 4410, keep it simple")).to.deep.equal([]);
  });
});
