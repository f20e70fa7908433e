// A thing a later Portuguese turn picks by the hour its list told it (`o das 11h`, `a da tarde`, `a
// última do dia`), or by whose person it is (`pro dono da avariada`): confirm_read asks of a call
// that goes to another row's contact, and passes the picked row's own.
import { expect } from "chai";
import { saidChecksIn } from "./said-check.js";

const CLASSES = "aulas de sábado: às 9h15 o Tiago, tlm 912 333 101; 11h a Rita, tlm 913 444 202; 17h30 a Inês, tlm 914 555 303";
const JOBS = "arranjos para levantar: 10h a bainha da Joana, 25 euros, tlm 915 100 200; 14h o fecho do Pedro, 18 euros, tlm 916 300 400; 18h o casaco da Clara, 60 euros, tlm 917 500 600";

describe("confirm_read on a thing picked by its hour or its person in a later Portuguese turn", function () {
  this.timeout(60_000);
  const check = saidChecksIn("pt");
  const sms = (phone: string) => ({ phone, text: "a aula mudou de sala" });

  it("reads a pick by the hour itself against the row's phone", async () => {
    const turn = "a das 11h mudou de sala, avisa-a por sms";
    expect((await check([CLASSES, turn], "send_sms", sms("913 444 202"))).reasons).to.not.include("confirm_read");
    expect((await check([CLASSES, turn], "send_sms", sms("912 333 101"))).reasons).to.include("confirm_read");
  });

  it("reads a pick by the part of the day or the day's end, the list's items of sums as of records", async () => {
    const evening = "o da noite já pode levantar, manda-lhe um sms";
    expect((await check([JOBS, evening], "send_sms", sms("917 500 600"))).reasons).to.not.include("confirm_read");
    expect((await check([JOBS, evening], "send_sms", sms("916 300 400"))).reasons).to.include("confirm_read");
    const first = "o primeiro do dia atrasa, manda-lhe mensagem";
    expect((await check([JOBS, first], "send_sms", sms("915 100 200"))).reasons).to.not.include("confirm_read");
    expect((await check([JOBS, first], "send_sms", sms("917 500 600"))).reasons).to.include("confirm_read");
  });

  it("reads the person said by whose thing they are, reached through a later list", async () => {
    const bikes = "bicicletas na oficina: BK-51, a de estrada, pronta; BK-52, a elétrica, avariada; BK-53, a de montanha, à espera de peças";
    const owners = "donos: a de estrada é do Vasco, vasco@pedal.example; a elétrica é da Lúcia, lucia@pedal.example; a de montanha é do Abel, abel@pedal.example";
    const turn = "manda email pro dono da avariada a pedir desculpa";
    expect((await check([bikes, owners, turn], "send_email", { to: "lucia@pedal.example", body: "pedimos desculpa" })).reasons).to.not.include("confirm_read");
    expect((await check([bikes, owners, turn], "send_email", { to: "vasco@pedal.example", body: "pedimos desculpa" })).reasons).to.include("confirm_read");
  });

  it("reads the row's contact of a sum picked beside a number the message says", async () => {
    const text = "pode levantar a partir das 18h, são 2 minutos de espera";
    const turn = `manda pra cliente do casaco: '${text}'`;
    expect((await check([JOBS, turn], "send_sms", { phone: "917 500 600", text })).reasons).to.not.include("confirm_read");
    expect((await check([JOBS, turn], "send_sms", { phone: "915 100 200", text })).reasons).to.include("confirm_read");
  });

  it("reads a contact picked by its person as carrying the other contact of its row", async () => {
    const parents = "encarregados: a Matilde é da Sónia, sonia.r@escola.example, tlm 931 222 333; o Lucas é do Rui, rui.p@escola.example, tlm 932 444 555";
    const turn = "lembra a Sónia por sms que a visita de estudo é amanhã";
    expect((await check([parents, turn], "send_sms", { phone: "931 222 333", text: "a visita de estudo é amanhã" })).reasons).to.not.include("confirm_read");
    expect((await check([parents, turn], "send_sms", { phone: "932 444 555", text: "a visita de estudo é amanhã" })).reasons).to.include("confirm_read");
  });

  it("reads an account picked by whose it is, each told by the words of its item", async () => {
    const payees = "pagamos por transferência: a gráfica Lusa, IBAN PT79000700001234567890123; o tradutor, Sr. Bento, IBAN PT83003300009876543210987";
    const turn = "transfere 300 euros ao Sr. Bento pela revisão";
    expect((await check([payees, turn], "transfer_money", { iban: "PT83003300009876543210987", amount: 300, currency: "EUR" })).reasons).to.not.include("confirm_read");
    expect((await check([payees, turn], "transfer_money", { iban: "PT79000700001234567890123", amount: 300, currency: "EUR" })).reasons).to.include("confirm_read");
  });

  it("reaches the contact of a later list that names the picked record again, row by row", async () => {
    const orders = "encomendas da semana: EN-11, tapete, 80 euros, entregue; EN-12, candeeiro, 45 euros, extraviada; EN-13, espelho, 120 euros, a caminho";
    const buyers = "compradores: a EN-11 é do Mário, tlm 921 000 111; a EN-12 é da Sílvia, tlm 922 000 222; a EN-13 é do Hugo, tlm 923 000 333";
    const turn = "manda sms ao cliente da extraviada a pedir desculpa";
    expect((await check([orders, buyers, turn], "send_sms", sms("922 000 222"))).reasons).to.not.include("confirm_read");
    expect((await check([orders, buyers, turn], "send_sms", sms("923 000 333"))).reasons).to.include("confirm_read");
  });
});
