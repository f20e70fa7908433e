import { expect } from "chai";
import type { TurnReading } from "@toolgate/grammar-kit";
import grammar from "./index.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC: the clock every relative date below counts from. */
const now = new Date("2026-03-02T10:00:00Z");

interface Case {
  note: string;
  text: string;
  /** Sending acts, in order, as `verb` or `!verb` for a negated one. */
  sending?: string[];
  destinations?: string[];
  values?: string[];
  notValues?: string[];
}

function acts(r: TurnReading): string[] {
  return r.sending.map((a) => (a.negated ? `!${a.verb}` : a.verb));
}

function values(r: TurnReading): string[] {
  const out: string[] = [];
  for (const v of r.values) {
    out.push(`${v.kind}:${v.value}`);
    if (v.currency) out.push(`${v.kind}:${v.value}@${v.currency}`);
  }
  return out;
}

const CASES: Case[] = [
  { note: "reembolso com real", text: "reembolse R$ 40,00 no pedido 4411", sending: [], values: ["amount:40@BRL", "id:4411"] },
  { note: "dia por extenso e mês", text: "marca a revisão para quinze de abril", values: ["date:2026-04-15"], notValues: ["number:15"] },
  { note: "dia vinte e cinco", text: "lembra-me no dia vinte e cinco de pagar a renda", values: ["date:2026-03-25"] },
  { note: "primeiro de abril", text: "agenda pra primeiro de abril", values: ["date:2026-04-01"] },
  { note: "telefone com 00 e o país", text: "o contacto do C-12 passa a 00351 912 345 678", values: ["phone:351912345678"] },
  { note: "telefone com 0xx e o DDD", text: "o fone do C-13 é (0xx11) 3456-7890", values: ["phone:1134567890"] },
  { note: "o número do pedido é um id, não um telefone", text: "o número do pedido é 2026-0042, cancela ele", values: ["id:2026-0042"], notValues: ["phone:20260042"] },
  { note: "número da encomenda: oito algarismos, um id", text: "número da encomenda: 40028922", values: ["id:40028922"], notValues: ["phone:40028922"] },
  { note: "o número do cliente segue um telefone", text: "o número do cliente C-40 é 11 98888-7777", values: ["phone:11988887777"] },
  { note: "telefone ditado por extenso, em grupos", text: "o número novo do C-12 é nove um dois, três quatro cinco, seis sete oito", values: ["phone:912345678"] },
  { note: "telefone ditado com meia por seis", text: "atualiza o telefone pra nove oito meia meia cinco quatro três dois um", values: ["phone:986654321"] },
  { note: "quatro algarismos ditos não são um telefone", text: "a senha é um dois três quatro", notValues: ["phone:1234"] },
  { note: "o número de um registo ditado algarismo a algarismo depois do nome", text: "estorna quarenta e cinco no pedido oito oito um", values: ["number:45", "id:881"], notValues: ["number:8"] },
  { note: "quatro algarismos ditos depois de encomenda: um id", text: "cancela a encomenda quatro quatro sete um", values: ["id:4471"] },
  { note: "um só algarismo depois do nome fica número", text: "cancela o pedido dois", values: ["number:2"], notValues: ["id:2"] },
  { note: "o 00 de um IBAN não é telefone", text: "paga 90 na PT50 0002 0000 0012 3456 7890 2", values: ["iban:PT50000200000012345678902"], notValues: ["phone:1234567890"] },
  { note: "gíria do real depois dos dígitos", text: "estorna 35 pila e 50 conto", values: ["amount:35@BRL", "amount:50@BRL"] },
  { note: "um conto não é dinheiro", text: "li um conto ao cliente", notValues: ["amount:1", "number:1"] },
  { note: "dia da semana com a hora", text: "reunião sexta às 15h com o banco", values: ["date:2026-03-06"] },
  { note: "dia da semana de manhã", text: "lembra-me terça de manhã", values: ["date:2026-03-03"] },
  { note: "segunda via não é dia", text: "marca segunda via do boleto", notValues: ["date:2026-03-09"] },
  { note: "a mensagem que outro manda, com o celular de onde vem", text: "o cliente vai mandar sms pra gente do 11 95555-0000 confirmando, só anota no 8507", sending: ["!mandar"] },
  { note: "a mensagem pedida, com o celular para onde vai", text: "deixa um sms no 11 95555-0000 confirmando", sending: ["mensagem"] },
  { note: "algarismos soltos onde o envio diz que vai: um telefone", text: "manda msg pro dono do rex no 912345678 q o banho ficou por 35 euros", sending: ["mandar"], destinations: ["phone:912345678"], values: ["phone:912345678", "amount:35@EUR"] },
  { note: "algarismos soltos depois de `para o` e de um envio: um telefone do Brasil", text: "envia para o 11987654321 que chegou", destinations: ["phone:11987654321"] },
  { note: "algarismos soltos sem verbo de envio na oração: um id", text: "reembolsa 40 no 912345678", destinations: [], notValues: ["phone:912345678"] },
  { note: "algarismos soltos depois do nome de um registo: um id", text: "manda a fatura do pedido 912345678", destinations: [], values: ["id:912345678"] },
  { note: "email com + antes", text: "manda o boleto do 8524 pra +ana@sol.example", destinations: ["email:ana@sol.example"], values: ["email:ana@sol.example"] },
  { note: "+ dentro do email fica nele", text: "manda pro ana+loja@sol.example", values: ["email:ana+loja@sol.example"] },
  { note: "dia e mês abreviado", text: "agenda 12/mar reunião", values: ["date:2026-03-12"] },
  { note: "ordinal com ponto", text: "marque para 1.º de abril", values: ["date:2026-04-01"] },
  { note: "moeda dita à parte", text: "reembolsa 40 no 5101, em euros", values: ["amount:40@EUR", "id:5101"] },
  { note: "moeda à parte não muda o id", text: "reembolsa 40 no 5101 e 20 no 5102, tudo em euros", values: ["amount:40@EUR", "amount:20@EUR", "id:5101", "id:5102"], notValues: ["amount:5101"] },
  { note: "duas moedas à parte: nenhuma", text: "reembolsa 40 no 5101, em euros ou em reais", values: ["number:40"] },
  { note: "reais e cêntimos sem unidade", text: "reembolsa 25 reais e 50 no 5902", values: ["amount:25.5@BRL", "id:5902"], notValues: ["number:50"] },
  { note: "por extenso, real e cêntimos", text: "um real e cinquenta", values: ["amount:1.5@BRL"] },
  { note: "por extenso, um todo composto e os cêntimos sem unidade", text: "o cliente do pedido 5520 pediu estorno de quarenta e dois e noventa", values: ["number:42.9", "id:5520"], notValues: ["number:42", "number:90"] },
  { note: "por extenso, cêntimos sem unidade antes de uma preposição", text: "estorna cento e cinco e cinquenta no 5101", values: ["number:105.5", "id:5101"] },
  { note: "um todo simples e outro número são dois números", text: "reembolsa quinze e cinquenta", values: ["number:15", "number:50"] },
  { note: "um todo composto e um número que conta coisas não são cêntimos", text: "vinte e cinco e trinta dias", values: ["number:25", "number:30"], notValues: ["number:25.3"] },
  { note: "duas moedas: duas somas", text: "25 reais e 50 euros", values: ["amount:25@BRL", "amount:50@EUR"] },
  { note: "prazo a 30 dias", text: "fatura 300 pro C-24 a 30 dias", values: ["date:2026-04-01"], notValues: ["number:30"] },
  { note: "por cento não é cem", text: "dez por cento", values: ["number:10"], notValues: ["number:100"] },
  { note: "dia/mês depois de vence", text: "fatura 400, vence 3/12", values: ["date:2026-12-03"] },
  { note: "dia/mês antes da hora", text: "3/12 às 10h reunião", values: ["date:2026-12-03"] },
  { note: "fração continua fração", text: "3/4 do valor", notValues: ["date:2026-04-03"] },
  { note: "milhões", text: "fatura 1,2 milhão e R$ 3 milhões", values: ["number:1200000", "amount:3000000@BRL"], notValues: ["number:1.2", "amount:3@BRL"] },
  { note: "endereço soletrado", text: "manda pra ana arroba caju ponto com", destinations: ["email:ana@caju.com"] },
  { note: "endereço com (at) e [dot]", text: "manda pra leo [at] caju [dot] example e pro rui(at)caju.example", destinations: ["email:leo@caju.example", "email:rui@caju.example"] },
  { note: "arroba sem domínio", text: "a ana arroba caju", notValues: ["email:ana@caju"] },
  { note: "id com letra no fim", text: "cancela a 4471A e a 5120a", values: ["id:4471A", "id:5120a"] },
  { note: "ordinal com a", text: "no 2a andar", notValues: ["id:2a"] },
  { note: "não envie", text: "não envie ainda, só guarde", sending: ["!enviar"] },
  { note: "põe a par alguém", text: "põe o cliente a par do atraso", sending: ["avisar"] },
  { note: "põe-me a par: a própria pessoa", text: "põe-me a par do pedido", sending: [] },
  { note: "deixa a nota a par: uma coisa", text: "deixa a nota a par do pedido", sending: [] },
  { note: "faz chegar", text: "faz chegar ao cliente o comprovante", sending: ["avisar"] },
  { note: "faz o contrato chegar", text: "faz o contrato do 6010 chegar ao cliente", sending: ["avisar"] },
  { note: "chama no zap", text: "chama o cliente do 6001 no zap", sending: ["avisar"] },
  { note: "dá um retorno", text: "dá um retorno pro cliente", sending: ["avisar"] },
  { note: "me dá um retorno: a própria pessoa", text: "me dá um retorno depois", sending: [] },
  { note: "o rascunho da resposta: nenhum dá", text: "escreve o rascunho da resposta ao cliente", sending: [] },
  { note: "da um toque sem acento", text: "anota e da um toque no cliente", sending: ["avisar"] },
  { note: "para de mandar", text: "para de mandar sms", sending: ["!mandar"] },
  { note: "o fornecedor envia", text: "o fornecedor envia a peça amanhã", sending: ["!enviar"] },
  { note: "queria que mandasses: pedido ao agente", text: "queria que mandasses o orçamento ao Rui", sending: ["mandar"] },
  { note: "dá um grito", text: "dá um grito ao Rui quando estiver pronto", sending: ["avisar"] },
  { note: "manda ver", text: "manda ver, cancela o pedido", sending: [] },
  { note: "manda bala", text: "pode mandar bala no reembolso", sending: [] },
  { note: "vou mandar eu mesmo", text: "o email vou mandar eu mesmo", sending: ["!mandar"] },
  { note: "mando eu", text: "o comprovante mando eu", sending: ["!mandar"] },
  { note: "eu próprio lhe pago: o pronome diz a quem chega, quem manda é a pessoa", text: "ao Sérgio eu mesmo lhe envio o recibo, guarda só a nota", sending: ["!enviar"] },
  { note: "eu te mando", text: "eu te mando o comprovante mais logo", sending: ["!mandar"] },
  { note: "alguém nomeado lhe manda", text: "o Rui lhes manda o orçamento amanhã", sending: ["!mandar"] },
  { note: "lhe manda pedido ao agente", text: "lhe manda o orçamento, por favor", sending: ["mandar"] },
  { note: "a Ana disse que manda", text: "a Ana disse que manda o contrato amanhã", sending: ["!mandar"] },
  { note: "eles mandam", text: "eles mandam a fatura por correio", sending: ["!mandar"] },
  { note: "escusas de enviar", text: "escusas de enviar nada, guarda a nota", sending: ["!enviar"] },
  { note: "nao sem acento", text: "nao mande nada", sending: ["!mandar"] },
  { note: "nunca", text: "nunca publique no #geral", sending: ["!publicar"], destinations: ["channel:geral"] },
  { note: "negação com pronome", text: "não o envie ao cliente", sending: ["!enviar"] },
  { note: "em vez de", text: "guarde a nota em vez de enviar", sending: ["!enviar"] },
  { note: "a vírgula acaba a negação", text: "não guarde, envie para ana@x.com", sending: ["enviar"], destinations: ["email:ana@x.com"] },
  { note: "e acaba a negação", text: "não guarde e mande para o bob@x.com", sending: ["mandar"] },
  { note: "não se esqueça pede", text: "não se esqueça de encaminhar o email pro bob@x.com", sending: ["encaminhar"] },
  { note: "não deixe de pede", text: "não deixe de avisar a equipa", sending: ["avisar"] },
  { note: "pretérito só nomeia", text: "já enviei ontem", sending: ["!enviar"], values: ["date:2026-03-01"] },
  { note: "pergunta sobre o passado", text: "você mandou para a maria?", sending: ["!mandar"] },
  { note: "foi enviado", text: "o relatório foi enviado", sending: ["!enviar"] },
  { note: "o envio é nome", text: "cancele o envio do pedido 7", sending: [], values: ["id:7"] },
  { note: "canal da equipa", text: "publique oi no canal da equipa", sending: ["publicar"], destinations: ["channel:equipa"] },
  { note: "canal da equipe", text: "posta isso no canal da equipe", sending: ["postar"], destinations: ["channel:equipe"] },
  { note: "canal sem nome", text: "manda no canal", sending: ["mandar"], destinations: ["channel:"] },
  { note: "conjugações", text: "encaminha, partilhe, compartilhem, notifique, transfira", sending: ["encaminhar", "partilhar", "compartilhar", "notificar", "transferir"] },
  { note: "reencaminhar", text: "reencaminhe o email à ana", sending: ["reencaminhar"] },
  { note: "infinitivo depois de pode", text: "pode enviar a fatura FT-2026-17 para ana@x.com?", sending: ["enviar"], values: ["id:FT-2026-17"] },
  { note: "euro depois", text: "reembolse 40,00 € na encomenda A1", values: ["amount:40@EUR", "id:A1"] },
  { note: "euros por extenso", text: "reembolse 40 euros", values: ["amount:40@EUR"] },
  { note: "quarenta reais", text: "mande quarenta reais ao joão", values: ["amount:40@BRL"] },
  { note: "quarenta e cinco", text: "reembolse quarenta e cinco euros", values: ["amount:45@EUR"] },
  { note: "cento e vinte", text: "são cento e vinte reais", values: ["amount:120@BRL"] },
  { note: "dois números ditos com e", text: "reembolsa quinze e cinquenta", values: ["number:15", "number:50"], notValues: ["number:65"] },
  { note: "setenta e cinco é um número", text: "reembolsa setenta e cinco", values: ["number:75"] },
  { note: "milhares com ponto", text: "transfira 1.250,50 €", values: ["amount:1250.5@EUR"] },
  { note: "milhar sem decimais", text: "transfira R$ 1.250", values: ["amount:1250@BRL"] },
  { note: "cêntimos", text: "25 euros e 50 cêntimos", values: ["amount:25.5@EUR"] },
  { note: "um é artigo", text: "crie uma nota", notValues: ["number:1"] },
  { note: "domínio com acentos", text: "manda pro joão@pães.example", sending: ["mandar"], destinations: ["email:joão@pães.example"] },
  { note: "pronome colado sem hífen", text: "envialhe a confirmação", sending: ["enviar"] },
  { note: "pronome colado com acento", text: "mándeme o comprovante", sending: ["mandar"] },
  { note: "mandala é um nome", text: "a cliente quer a mandala azul", sending: [] },
  { note: "vogal esquecida", text: "mnda pro cliente", sending: ["mandar"] },
  { note: "letras trocadas", text: "envai o aviso", sending: ["enviar"] },
  { note: "tecla ao lado", text: "mamde o boleto", sending: ["mandar"] },
  { note: "letra dobrada", text: "enviia o comprovante", sending: ["enviar"] },
  { note: "vogal a mais entre consoantes", text: "manada um email pro joao.bike@mail.example", sending: ["mandar"] },
  { note: "vogal a mais num verbo longo", text: "encaminaha o orçamento pra lu@obra.example", sending: ["encaminhar"] },
  { note: "vogal a mais que é nome depois do artigo", text: "a manada de vacas passou na estrada", sending: [] },
  { note: "erro depois do a de pt-PT, antes do infinitivo", text: "continua a enviiar os avisos ao cliente", sending: ["enviar"] },
  { note: "vogal a mais depois do a de começar a", text: "começa a manadar os convites pra lu@obra.example", sending: ["mandar"] },
  { note: "letra dobrada que é palavra", text: "o cliente achou caro", sending: [] },
  { note: "consoante esquecida é outra palavra", text: "a mana da cliente vem buscar", sending: [] },
  { note: "erro negado", text: "não mnda nada", sending: ["!mandar"] },
  { note: "email e o endereço logo a seguir", text: "reembolsado, email ze@rio.example", sending: ["mensagem"] },
  { note: "email como rótulo de um campo", text: "cadastro: email ze@rio.example", sending: [] },
  { note: "em cópia depois do endereço", text: "põe a ana@rio.example em cópia", sending: ["cc"] },
  { note: "pergunta sobre o que mandamos", text: "já mandamos o boleto?", sending: ["!mandar"] },
  { note: "enviamos ontem", text: "enviamos a fatura ontem", sending: ["!enviar"] },
  { note: "pedido depois da pergunta", text: "já mandamos o boleto? se não, manda agora", sending: ["!mandar", "mandar"] },
  { note: "pedido depois de se não e o passado, sem vírgula", text: "vc mandou o boleto? se não mandou manda agora", sending: ["!mandar", "!mandar", "mandar"] },
  { note: "pedido depois de se não e o passado, pt-PT", text: "se ainda não enviaste envia já o recibo", sending: ["!enviar", "enviar"] },
  { note: "ordem relatada com infinitivo", text: "o chefe mandou enviar o relatório", sending: ["!mandar", "!enviar"] },
  { note: "pedido relatado sem que nem vírgula: é de outro", text: "o João disse manda o relatório pra ele", sending: ["!mandar"] },
  { note: "pedido relatado com o conjuntivo, sem que: é de outro", text: "a Ana pediu mande o recibo", sending: ["!mandar"] },
  { note: "pagar para uma conta", text: "paga 90 pro fornecedor na PT50 0002 0000 0012 3456 7890 2", sending: ["mensagem"] },
  { note: "pagar num pedido não envia", text: "o cliente paga 30 no pedido 9339123", sending: [] },
  { note: "escrever a alguém com o pronome", text: "escreve-lhe para ana@cais.example", sending: ["escrever"] },
  { note: "escrever pro cliente num endereço", text: "escreve pro cliente no ze@cais.example", sending: ["escrever"] },
  { note: "escrever uma nota guarda", text: "escreve uma nota no 1414 que o cliente ligou", sending: [] },
  { note: "não escrever ao cliente", text: "não escrevas ao cliente no ze@cais.example", sending: ["!escrever"] },
  { note: "dia antes de dois pontos é data", text: "vencimento dia 28: fatura o H-8", values: ["date:2026-03-28", "id:H-8"] },
  { note: "dia com hora continua hora", text: "marca a visita dia 4 às 10:30", values: ["date:2026-03-04"], notValues: ["date:2026-03-10"] },
  { note: "1.5k", text: "transfere 1.5k", values: ["number:1500"] },
  { note: "milhar com espaço antes de euros", text: "devolva 1 500 € na encomenda 8181", values: ["amount:1500@EUR", "id:8181"], notValues: ["number:1"] },
  { note: "dia do mês que vem", text: "marca dia 3 do mês que vem", values: ["date:2026-04-03"], notValues: ["date:2026-03-03"] },
  { note: "o lugar depois da pessoa", text: "comunique ao senhor Rui pelo 912 345 678 que foi anulada", sending: ["mensagem"] },
  { note: "hora não é número", text: "ligue às 15h sobre o pedido 7", values: ["id:7"], notValues: ["number:15"] },
  { note: "amanhã", text: "marque para amanhã", values: ["date:2026-03-03"] },
  { note: "amanha sem acento", text: "marque para amanha", values: ["date:2026-03-03"] },
  { note: "hoje", text: "envie hoje", values: ["date:2026-03-02"] },
  { note: "depois de amanhã", text: "depois de amanhã", values: ["date:2026-03-04"] },
  { note: "4 de março", text: "marque para 4 de março", values: ["date:2026-03-04"] },
  { note: "4 de março de 2026", text: "no dia 4 de março de 2026", values: ["date:2026-03-04"] },
  { note: "dia/mês/ano", text: "vence em 04/03/2026", values: ["date:2026-03-04"] },
  { note: "próxima sexta", text: "na próxima sexta", values: ["date:2026-03-06"] },
  { note: "sexta-feira", text: "reunião sexta-feira", values: ["date:2026-03-06"] },
  { note: "daqui a 3 dias", text: "daqui a 3 dias", values: ["date:2026-03-05"] },
  { note: "em duas semanas", text: "em duas semanas", values: ["date:2026-03-16"] },
  { note: "segunda como ordinal", text: "a segunda vez", notValues: ["date:2026-03-09"] },
  { note: "texto entre aspas", text: "guarde uma nota a dizer \"ligar de volta\"", values: ["quoted:ligar de volta"] },
  { note: "a referência fica …: sem o verbo", text: "transfere 200 para PT50000201231234567890154, a referência fica RENDA-MARÇO", values: ["id:RENDA-MARÇO"], notValues: ["id:fica RENDA-MARÇO"] },
  { note: "a referência é …: em palavras", text: "transfere 200 para PT50000201231234567890154; a referência é renda de março", values: ["id:renda de março"] },
  { note: "texto dado a um campo pelo nome: título:", text: "marca uma reunião amanhã, título: Revisão do orçamento", values: ["quoted:Revisão do orçamento"] },
  { note: "texto dado a um campo pelo nome, até ao e", text: "cancela o 4471, motivo: duplicado e sem stock", values: ["quoted:duplicado"] },
  { note: "texto dado a um campo, com dois atos: de nenhum", text: "cancela o pedido 5521, motivo: endereço errado, e avisa a bia@loja.example", notValues: ["quoted:endereço errado"] },
  { note: "texto dado a um campo, longo demais: não se lê", text: "marca reunião, assunto: tudo o que falámos ontem na reunião de equipa sobre vendas", notValues: ["quoted:tudo o que falámos ontem na reunião de equipa sobre vendas"] },
  { note: "email em minúsculas", text: "envie para Ana@Example.COM", destinations: ["email:ana@example.com"] },
  { note: "telefone brasileiro", text: "manda sms pro (11) 91234-5678", destinations: ["phone:11912345678"] },
  { note: "telemóvel português", text: "o telemóvel dela é 912 345 678", values: ["phone:912345678"] },
  { note: "IBAN", text: "transfira 100 € para PT50 0002 0123 1234 5678 9015 4", destinations: ["iban:PT50000201231234567890154"] },
  { note: "nome com da", text: "marque uma reunião com o João da Silva", values: ["name:João da Silva"] },
  { note: "nome em minúsculas", text: "mande para a ana", values: ["name:ana"] },
  { note: "vários pedidos", text: "reembolse 20 no A1 e 30 no A2, depois envie um email à ana@x.com", sending: ["enviar"], values: ["number:20", "id:A1", "number:30", "id:A2"] },
  { note: "milhares e centenas", text: "reembolsa 2 mil e 500 no pedido 4471", values: ["number:2500", "id:4471"], notValues: ["number:2000", "number:500"] },
  { note: "milhares e centenas com moeda", text: "fatura R$ 3 mil e 200 pro C-88", values: ["amount:3200@BRL"] },
  { note: "milhares e centenas, moeda depois", text: "1 mil e 750 euros", values: ["amount:1750@EUR"] },
  { note: "dois mil e meio: meio milhar, não metade de dois mil", text: "transfere dois mil e meio euros", values: ["amount:2500@EUR"], notValues: ["amount:3000@EUR"] },
  { note: "3 mil e meio em algarismos", text: "fatura de 3 mil e meio pro C-4", values: ["number:3500"], notValues: ["number:3000"] },
  { note: "dois milhões e meio", text: "dois milhões e meio de reais", values: ["amount:2500000@BRL"] },
  { note: "meio milhão é metade", text: "transfere meio milhão de reais", values: ["amount:500000@BRL"], notValues: ["amount:1000000@BRL"] },
  { note: "um milhão e meio", text: "um milhão e meio de reais", values: ["amount:1500000@BRL"] },
  { note: "fim do mês", text: "paga a renda até ao fim do mês", values: ["date:2026-03-31"] },
  { note: "final do mês que vem", text: "vence no final do mês que vem", values: ["date:2026-04-30"] },
  { note: "fim do próximo mês", text: "vence no fim do próximo mês", values: ["date:2026-04-30"] },
  { note: "dia primeiro", text: "marca pro dia primeiro", values: ["date:2026-04-01"] },
  { note: "série de fatura com espaço", text: "anota na FT 2026/118 que pagou", values: ["id:FT 2026/118"], notValues: ["number:2026"] },
  { note: "protocolo com pontos", text: "nota no protocolo 2026.04.118", values: ["id:2026.04.118"] },
  { note: "um ponto final não entra no id", text: "reembolsa 40 no pedido 4471.", values: ["id:4471"] },
  { note: "IBAN do Brasil com letras no fim", text: "paga na BR15 0000 0000 0000 1093 2840 814 P2", values: ["iban:BR1500000000000010932840814P2"] },
  { note: "sexta como ordinal", text: "marca na 6ª feira", values: ["date:2026-03-06"] },
  { note: "segunda como ordinal com hora", text: "lembra-me na 2ª às 9h", values: ["date:2026-03-09"] },
  { note: "2ª via é ordinal", text: "pediu a 2ª via da fatura", notValues: ["date:2026-03-09"] },
  { note: "2ª parcela é ordinal", text: "paga na 2ª parcela", notValues: ["date:2026-03-09"] },
  { note: "dia da semana e dia/mês", text: "pra quinta 5/3", values: ["date:2026-03-05"] },
  { note: "dia/mês de dois dígitos", text: "passa pra 20/03", values: ["date:2026-03-20"] },
  { note: "fração não é data", text: "3/4 do valor", notValues: ["date:2026-04-03"] },
  { note: "dia com ponto", text: "lembrete pro dia 15.03", values: ["date:2026-03-15"] },
  { note: "cêntimos depois do sinal", text: "reembolse 12€50", values: ["amount:12.5@EUR"], notValues: ["number:50"] },
  { note: "celular com o 9 à parte", text: "pra (11) 9 8123-4567", values: ["phone:11981234567"] },
  { note: "celular com o 55 e o 9 à parte", text: "é +55 21 9 7000 1122", values: ["phone:5521970001122"] },
  { note: "dizer a outra pessoa envia", text: "diz ao cliente que já saiu", sending: ["avisar"] },
  { note: "diga-lhe envia", text: "diga-lhe que sim", sending: ["avisar"] },
  { note: "falar pra alguém envia", text: "fala pro João que tá pronto", sending: ["avisar"] },
  { note: "informar o cliente envia", text: "reembolsa e informa o cliente", sending: ["avisar"] },
  { note: "recado pra alguém envia", text: "deixa um recado pra Bia", sending: ["avisar"] },
  { note: "dar um toque envia", text: "dá um toque no Marcos", sending: ["avisar"] },
  { note: "bota no canal envia", text: "bota no canal", sending: ["avisar"] },
  { note: "não diga ao cliente nega", text: "não diga ao cliente", sending: ["!avisar"] },
  { note: "dizer à própria pessoa não envia", text: "diz-me o saldo", sending: [] },
  { note: "explicar pra mim não envia", text: "explica pra mim", sending: [] },
  { note: "me dá um toque não envia", text: "me dá um toque quando terminar", sending: [] },
  { note: "dar conhecimento envia", text: "dá conhecimento ao cliente", sending: ["avisar"] },
  { note: "me dá uma satisfação não envia", text: "depois me dá uma satisfação", sending: [] },
  { note: "o que alguém disse não envia", text: "o cliente disse que não recebeu", sending: [] },
  { note: "pôr no sistema não envia", text: "põe no sistema que foi pago", sending: [] },
  { note: "número em espanhol", text: "reembolsa veinte euros en el pedido 4471", values: ["amount:20@EUR", "id:4471"] },
  { note: "número em espanhol com y", text: "treinta y cinco", values: ["number:35"] },
  { note: "mês e dia da semana em espanhol", text: "para el martes 10 de marzo", values: ["date:2026-03-10"] },
  { note: "mañana", text: "para mañana", values: ["date:2026-03-03"] },
  { note: "terça da semana que vem", text: "na terça da semana que vem", values: ["date:2026-03-10"], notValues: ["date:2026-03-03", "date:2026-03-09"] },
  { note: "semana que vem na quarta", text: "semana que vem, na quarta", values: ["date:2026-03-11"] },
  { note: "quinta da outra semana", text: "marca pra quinta da outra semana", values: ["date:2026-03-12"], notValues: ["date:2026-03-05"] },
  { note: "outra semana na terça", text: "na outra semana, na terça", values: ["date:2026-03-10"], notValues: ["date:2026-03-03"] },
  { note: "há 3 dias", text: "pagou há 3 dias", values: ["date:2026-02-27"] },
  { note: "dia 5 do mês passado", text: "no dia 5 do mês passado", values: ["date:2026-02-05"] },
  { note: "daqui a um mês", text: "daqui a um mês", values: ["date:2026-04-02"] },
  { note: "dias úteis", text: "em 5 dias úteis", values: ["date:2026-03-09"] },
  { note: "dia ordinal em inglês", text: "on the 22nd", values: ["date:2026-03-22"], notValues: ["id:22nd"] },
  { note: "mês e dia em inglês", text: "pra March 5th", values: ["date:2026-03-05"] },
  { note: "número em inglês", text: "twenty dollars", values: ["amount:20@USD"] },
  { note: "cem e vinte em inglês", text: "a hundred and twenty", values: ["number:120"] },
  { note: "duzentos em inglês", text: "two hundred", values: ["number:200"], notValues: ["number:102"] },
  { note: "milhares com vírgula à inglesa", text: "fatura 1,200", values: ["number:1200"], notValues: ["id:1"] },
  { note: "decimal depois de fatura", text: "fatura 12,50", values: ["number:12.5"], notValues: ["id:1", "id:12"] },
  { note: "fatura como verbo com o cliente depois", text: "fatura 800 pro cliente C-12", values: ["number:800", "id:C-12"], notValues: ["id:800"] },
  { note: "fatura como nome com o número", text: "a fatura 800 do cliente venceu", values: ["id:800"] },
  { note: "liga pra alguém", text: "liga pra dona Marta sobre o pedido 8202", sending: ["avisar"] },
  { note: "telefona à cliente", text: "telefona à cliente a explicar o atraso", sending: ["avisar"] },
  { note: "liga-lhe", text: "liga-lhe amanhã", sending: ["avisar"] },
  { note: "liga pro número", text: "liga pro 11 97777-8204", sending: ["avisar"], destinations: ["phone:11977778204"] },
  { note: "uma ligadinha pro Marcos", text: "dá uma ligadinha pro Marcos", sending: ["avisar"] },
  { note: "liga o alarme: nenhum envio", text: "liga o alarme da loja", sending: [] },
  { note: "eu ligo: quem liga é a pessoa", text: "eu ligo pro cliente depois", sending: [] },
  { note: "chave cpf num pix: a conta", text: "faz um pix de 150 pra chave cpf 987.654.321-00", values: ["number:150", "iban:98765432100"], destinations: ["iban:98765432100"] },
  { note: "cnpj num pix: a conta", text: "paga 2.400 via pix no CNPJ 12.345.678/0001-95", values: ["number:2400", "iban:12345678000195"] },
  { note: "cpf de um cliente: um id", text: "atualiza o celular do cliente CPF 123.456.789-09", values: ["id:12345678909"], notValues: ["phone:12345678909"] },
  { note: "cpf em dígitos depois da palavra", text: "o cliente de CPF 12345678909", values: ["id:12345678909"] },
  { note: "entra em contato", text: "entra em contato com o cliente do 8501", sending: ["avisar"] },
  { note: "contacta o fornecedor", text: "contacta o fornecedor da 8503", sending: ["avisar"] },
  { note: "escreve ao cliente", text: "escreve ao cliente do 8536 a pedir a morada", sending: ["escrever"] },
  { note: "escreve a nota: nenhum envio", text: "escreve a nota no 8608", sending: [] },
  { note: "lembra o cliente", text: "lembra o cliente que o boleto vence amanhã", sending: ["avisar"] },
  { note: "lembra-me de contactar: nenhum envio", text: "lembra-me de contactar o cliente amanhã", sending: [] },
  { note: "que o cliente receba", text: "quero que o cliente receba o recibo hoje", sending: ["avisar"] },
  { note: "o cliente recebeu: nenhum envio", text: "o cliente recebeu o recibo ontem", sending: [] },
  { note: "deixa o cliente saber", text: "deixa o cliente saber do atraso", sending: ["avisar"] },
  { note: "deposita na conta", text: "deposita 500 na conta PT50 0002 0123 1234 5678 9015 4", sending: ["depositar"] },
  { note: "faz uma transferência", text: "faz uma transferência de 75 euros", sending: ["transferir"] },
  { note: "reenvia", text: "reenvia o recibo ao cliente", sending: ["enviar"] },
  { note: "re-envia", text: "re-envia o recibo", sending: ["enviar"] },
  { note: "o reenvio: o nome", text: "o reenvio do recibo falhou", sending: [] },
  { note: "reembolsa não é reenvio", text: "reembolsa 20 no 4411", sending: [] },
  { note: "cobra por whatsapp", text: "cobra o cliente do 8533 por whatsapp", sending: ["avisar"] },
  { note: "o cliente quer por email: nenhum pedido", text: "o cliente quer o recibo por email", sending: [] },
  { note: "recebi por email: nenhum pedido", text: "recebi por email o recibo", sending: [] },
  { note: "convida o Rui", text: "convida o Rui pra reunião", sending: ["convidar"] },
  { note: "o Rui convidou-nos", text: "o Rui convidou-nos para a reunião", sending: ["!convidar"] },
  { note: "ref. de uma transferência", text: "transfere 50 pra PT50 0002 0123 1234 5678 9015 4 ref. RENDA-MAR", values: ["number:50", "iban:PT50000201231234567890154", "id:RENDA-MAR"] },
  { note: "referência em palavras", text: "referência renda março", values: ["id:renda março"] },
  { note: "ref do cliente não é referência", text: "o ref do cliente", notValues: ["id:do cliente", "id:cliente"] },
  { note: "ficheiro com extensão", text: "partilha o relatorio_final_v3.xlsx", values: ["id:relatorio_final_v3.xlsx"] },
  { note: "sobe num link", text: "sobe o arquivo do 9107 em https://drive.caju.example/pasta", sending: ["mensagem"], destinations: ["url:https://drive.caju.example/pasta"] },
  { note: "guarda um link: nenhum envio", text: "guarda o link https://caju.example/x na nota do 5101", sending: [] },
  { note: "pedido passado a nós: pra gente mandar", text: "o cliente pediu pra gente mandar a segunda via por email", sending: ["mandar"] },
  { note: "pedido passado a nós: pra enviar", text: "a Bia pediu pra enviar o orçamento pro cliente hoje", sending: ["enviar"] },
  { note: "pedido passado a nós: que mandássemos", text: "a cliente pediu que mandássemos a fatura pra ana@caju.example", sending: ["mandar"], destinations: ["email:ana@caju.example"] },
  { note: "pedido passado a nós: que a gente mande", text: "o cliente quer que a gente mande o recibo", sending: ["mandar"] },
  { note: "pedido passado a nós e tomado pela pessoa", text: "o Rui pediu pra gente mandar o contrato, deixa comigo; só anota no 8955", sending: ["!mandar"] },
  { note: "pedido passado a nós e tomado: eu cuido disso", text: "o Ahmed pediu pra gente mandar sms pra ele, eu cuido disso", sending: ["!mandar"] },
  { note: "pedido passado a nós e tomado: isso faço eu", text: "a Sofia pediu para lhe enviarmos o recibo, mas isso faço eu", sending: ["!enviar"] },
  { note: "pedido passado a nós e tomado: trato eu disso", text: "o Rui pediu pra gente mandar o contrato, trato eu disso", sending: ["!mandar"] },
  { note: "pedido passado a nós e não tomado", text: "a Sofia pediu para lhe enviarmos o recibo, faz isso hoje", sending: ["enviar"] },
  { note: "outro que envia: disse que manda", text: "a Ana disse que manda o contrato amanhã", sending: ["!mandar"] },
  { note: "outro que envia: pediu que mande, sem nós", text: "o gerente pediu que o Rui mande o relatório", sending: ["!mandar"] },
  { note: "quem envia antes de depois", text: "salva o rascunho no 8833 que eu depois mando", sending: ["!mandar"] },
  { note: "eu mesma aviso", text: "eu mesma aviso o fornecedor, só anota no 8821", sending: ["!avisar"] },
  { note: "bate um fio pra alguém", text: "bate um fio pra fornecedora do 8811 e pergunta do prazo", sending: ["avisar"] },
  { note: "bata um fio ao fornecedor", text: "bata um fio ao fornecedor por causa do 8958", sending: ["avisar"] },
  { note: "bate o bolo: nenhum envio", text: "bate o bolo e anota a receita", sending: [] },
  { note: "grita no canal", text: "grita no #ops que o servidor caiu", sending: ["mensagem"], destinations: ["channel:ops"] },
  { note: "chave pix que é um email", text: "faz um pix de 60 pra chave joana.lima@caju.example", values: ["iban:joana.lima@caju.example"], notValues: ["email:joana.lima@caju.example"] },
  { note: "email fora de um pix", text: "anota que a chave do cofre está com ana@caju.example", values: ["email:ana@caju.example"], notValues: ["iban:ana@caju.example"] },
  { note: "dois e meio", text: "reembolsa dois e meio no 9111", values: ["number:2.5"], notValues: ["number:2"] },
  { note: "vinte euros e meio", text: "devolve vinte euros e meio no 9112", values: ["amount:20.5@EUR"] },
  { note: "duas e meia é uma hora", text: "agenda com a Rita amanhã às duas e meia", notValues: ["number:2.5"] },
  { note: "os dois são os pedidos", text: "15 no 7761 e 25 no 7762, reembolsa os dois", notValues: ["number:2"] },
  { note: "dois mil reais com artigo", text: "os dois mil reais do 9150", values: ["amount:2000@BRL"] },
  { note: "vamos enviar", text: "vamos enviar a fatura do 9113 ao cliente", sending: ["enviar"] },
  { note: "nós vamos mandar", text: "nós vamos mandar o brinde na semana que vem", sending: ["!mandar"] },
  { note: "lembra de mandar", text: "lembra de mandar o recibo pro cliente do 9115", sending: ["mandar"] },
  { note: "me lembra de mandar", text: "me lembra de mandar o recibo amanhã", sending: ["!mandar"] },
  { note: "lembra-me de enviar", text: "lembra-me de enviar o recibo amanhã", sending: ["!enviar"] },
  { note: "zapeia", text: "zapeia o cliente do 9116", sending: ["zapear"] },
  { note: "whatsappa", text: "whatsappa o fornecedor", sending: ["whatsappar"] },
  { note: "pinga no slack", text: "pinga o Tomás no #backend", sending: ["pingar"] },
  { note: "uma pinga é uma bebida", text: "o cliente bebeu uma pinga na loja, anota", sending: [] },
  { note: "twitta", text: "twitta a promoção", sending: ["twittar"] },
  { note: "emaila", text: "emaila o cliente", sending: ["emailar"] },
  { note: "fosse enviado", text: "gostaria que o orçamento fosse enviado ao rui@firma.example", sending: ["enviar"] },
  { note: "faz um comunicado", text: "faz um comunicado pra equipe sobre o feriado", sending: ["avisar"] },
  { note: "manda bem", text: "tá mandando bem, anota", sending: [] },
  { note: "o email da cliente é", text: "o email da cliente do 9121 é bia@caju.example; anota isso", sending: [] },
  { note: "o email do cliente, para onde mandar", text: "manda o email do cliente pro bia@caju.example", sending: ["mandar"] },
  { note: "mil colado ao número", text: "reembolsa 2mil no 3001", values: ["number:2000"], notValues: ["id:2mil"] },
  { note: "último dia do mês", text: "lembrete pro último dia do mês", values: ["date:2026-03-31"] },
  { note: "referência com palavra e número", text: "transfere 100 euros pra PT50000201231234567890154 com a referência FATURA 12", values: ["id:FATURA 12"], notValues: ["id:12"] },
  { note: "moeda dita à parte: em USD", text: "reembolsa 300 no 5028 em USD", values: ["amount:300@USD"] },
  { note: "moeda dita à parte: moeda: dólar", text: "fatura 300 pro C-3, moeda: dólar", values: ["amount:300@USD"] },
  { note: "moeda dita pelo campo: a moeda é euro", text: "cria fatura pro C-5 de 1200, a moeda é euro", values: ["amount:1200@EUR"] },
  { note: "moeda dita pelo campo: a moeda será libras", text: "transfere 75 para o GB33BUKB20201555555555; a moeda será libras", values: ["amount:75@GBP"] },
  { note: "fatura com a moeda antes da pessoa", text: "fatura 300 em euros pro C-2", values: ["amount:300@EUR", "id:C-2"], notValues: ["id:300"] },
  { note: "o prazo num dia da semana", text: "fatura 300 pro C-6 pra vencer sexta", values: ["date:2026-03-06"] },
  { note: "sexta como ordinal", text: "paga a sexta parcela do 5101", notValues: ["date:2026-03-06"] },
  { note: "o que se anota: anota que preciso enviar", text: "anota que preciso enviar o contrato amanhã", sending: ["!enviar"] },
  { note: "o que se anota: anota com dois pontos", text: "anota: mandar email ao contador amanhã", sending: ["!mandar"] },
  { note: "anota e depois manda: dois pedidos", text: "anota que atrasou e manda email pro cliente", sending: ["mandar"] },
  { note: "preciso que envies: um pedido", text: "preciso que envies a fatura ao cliente", sending: ["enviar"] },
  { note: "tenho de mandar: a pessoa", text: "tenho de mandar o contrato hoje, anota", sending: ["!mandar"] },
  { note: "o sistema envia", text: "o sistema envia a fatura automaticamente, só anota", sending: ["!enviar"] },
  { note: "transfere a reunião", text: "transfere a reunião pra sexta", sending: [] },
  { note: "transfere o dinheiro", text: "transfere 100 pra PT50 0002 0123 1234 5678 9015 4", sending: ["transferir"] },
  { note: "avisa-me na conversa", text: "avisa-me quando terminar", sending: ["!avisar"] },
  { note: "me manda o resumo na conversa", text: "me manda o resumo", sending: ["!mandar"] },
  { note: "avisa-me por sms", text: "anota no 6024 e avisa-me por sms quando chegar", sending: ["avisar"] },
  { note: "manda-me para um endereço", text: "manda-me o recibo no ana@caju.example", sending: ["mandar"] },
  { note: "ficou de mandar", text: "a Joana ficou de mandar o contrato", sending: ["!mandar"] },
  { note: "manda embora", text: "manda embora o estagiário", sending: [] },
  { note: "daqui sem a", text: "lembrete pra daqui 3 dias", values: ["date:2026-03-05"] },
  { note: "o mês e depois o dia", text: "vence em abril, dia 10", values: ["date:2026-04-10"] },
  { note: "fim de semana", text: "lembrete pro fim de semana", values: ["date:2026-03-07"] },
  { note: "fds", text: "agenda pro fds", values: ["date:2026-03-07"] },
  { note: "um email pro fornecedor, sem verbo", text: "um email pro fornecedor do 9401 cobrando a peça, por favor", sending: ["mensagem"] },
  { note: "zap pro lugar de alguém, sem verbo", text: "zap pro açougue do Tião: 31 98888-7777, fala que o pedido é pra sábado", sending: ["mensagem"] },
  { note: "a coisa de alguém, não um destinatário", text: "guarda o recibo do açougue do Tião", sending: [] },
  { note: "whats pro cliente", text: "whats pro cliente avisando que saiu", sending: ["mensagem", "avisar"] },
  { note: "o email pro cliente está pronto", text: "o email pro cliente está pronto, guarda como rascunho", sending: [] },
  { note: "lembra-te de avisar", text: "lembra-te de avisar o cliente", sending: ["avisar"] },
  { note: "é preciso avisar", text: "é preciso avisar a cliente do atraso", sending: ["avisar"] },
  { note: "faz saber ao fornecedor", text: "faz saber ao fornecedor que foi recusado", sending: ["avisar"] },
  { note: "dá um ping", text: "dá um ping no Caio sobre o 9408", sending: ["avisar"] },
  { note: "participa ao cliente", text: "participa ao cliente que segue amanhã", sending: ["avisar"] },
  { note: "participa na reunião", text: "participa na reunião de quinta", sending: [] },
  { note: "repassa um arquivo a um endereço", text: "repassa o arquivo DOC-31 pra lu@pinho.example", sending: ["repassar"], destinations: ["email:lu@pinho.example"] },
  { note: "repasse formal num canal", text: "repasse no #compras que o 5090 foi aprovado", sending: ["repassar"] },
  { note: "o cliente repassou: não é pedido", text: "o cliente já repassou o comprovante", sending: ["!repassar"] },
  { note: "evita mandar: negado", text: "evita mandar email pro cliente", sending: ["!mandar"] },
  { note: "põe em cópia", text: "põe a Ana em cópia", sending: ["avisar"] },
  { note: "upa o arquivo", text: "upa o arquivo", sending: ["upload"] },
  { note: "sobe pro servidor", text: "sobe o relatório pro servidor", sending: ["avisar"] },
  { note: "o servidor como sujeito não é envio", text: "o servidor caiu, cancela o 5010", sending: [] },
  { note: "terça que vem sem palavra antes", text: "marca com a Ana terça que vem", values: ["date:2026-03-03"] },
  { note: "segunda que vem é a próxima", text: "segunda que vem", values: ["date:2026-03-09"] },
  { note: "a segunda parcela que vem não é dia", text: "a segunda parcela que vem no boleto", notValues: ["date:2026-03-09"] },
  { note: "faz o envio", text: "faz o envio da nota pro cliente", sending: ["enviar"] },
  { note: "efetua a transferência", text: "efetua a transferência de 300", sending: ["enviar"] },
  { note: "providencia o envio", text: "providencia o envio do boleto", sending: ["enviar"] },
  { note: "faz o registo do envio guarda", text: "faz o registo do envio", sending: [] },
  { note: "não faz o envio", text: "não faz o envio ainda", sending: ["!enviar"] },
  { note: "o cliente faz o pix", text: "o cliente faz o pix amanhã", sending: ["!enviar"] },
  { note: "clivagem, X é que manda", text: "o financeiro é que manda os boletos, só anota", sending: ["!mandar"] },
  { note: "clivagem sem acento", text: "a contabilidade e que envia as faturas", sending: ["!enviar"] },
  { note: "clivagem, é o Jorge que envia", text: "é o Jorge que envia as notas", sending: ["!enviar"] },
  { note: "clivagem com a pessoa", text: "eu é que mando o email depois", sending: ["!mandar"] },
  { note: "clivagem com o agente pede", text: "você é que manda o email pro cliente", sending: ["mandar"] },
  { note: "e que não é clivagem", text: "diz ao fornecedor que o pedido chegou e que mande a fatura", sending: ["avisar", "mandar"] },
  { note: "zap pro motorista", text: "passa um zap pro motorista que mudou", sending: ["avisar"] },
  { note: "o motorista manda", text: "o motorista manda a foto da entrega", sending: ["!mandar"] },
  { note: "menciona um @", text: "menciona o @joana no #suporte", sending: ["mencionar"] },
  { note: "marca a @ no canal", text: "marca a @bia no #geral", sending: ["mencionar"] },
  { note: "marca reunião não marca ninguém", text: "marca reunião com a @ana amanhã", sending: [] },
  { note: "não precisa marcar", text: "não precisa marcar a @bia", sending: ["!mencionar"] },
  { note: "quem envia com o que é de", text: "quando o cliente do 6129 mandar o comprovante, anota", sending: ["!mandar"] },
  { note: "manda pro cliente do pedido ainda pede", text: "manda o recibo pro cliente do 6144", sending: ["mandar"] },
  { note: "escusado será", text: "Escusado será avisar o cliente", sending: ["!avisar"] },
  { note: "retorna pro cliente", text: "retorna pro cliente do 6139 com o prazo", sending: ["avisar"] },
  { note: "retorna pro estoque", text: "o produto retorna pro estoque", sending: [] },
  { note: "retorna para o armazém", text: "retorna o produto para o armazém", sending: [] },
  { note: "dá nota ao cliente", text: "dá nota ao cliente de que atrasou", sending: ["avisar"] },
  { note: "dá uma nota no pedido", text: "dá uma nota no 6150", sending: [] },
  { note: "não é pra mandar", text: "não é pra mandar email, cancela o 1", sending: ["!mandar"] },
  { note: "não é preciso avisar", text: "Não é preciso avisar o cliente", sending: ["!avisar"] },
  { note: "não tem necessidade de mandar", text: "não tem necessidade de mandar email", sending: ["!mandar"] },
  { note: "não cancela e manda: e sem acento é e", text: "não cancela e manda email", sending: ["mandar"] },
  { note: "a Ana vai te mandar", text: "a Ana vai te mandar o comprovante", sending: ["!mandar"] },
  { note: "você vai lhe mandar pede", text: "você vai lhe mandar o boleto hoje", sending: ["mandar"] },
  { note: "faz um post", text: "faz um post no #novidades", sending: ["enviar"] },
  { note: "salva o post não envia", text: "salva o post do blog", sending: [] },
  { note: "comenta no grupo", text: "comenta no grupo da loja que saiu", sending: ["avisar"] },
  { note: "comenta com o cliente não tem lugar", text: "comenta no ticket que atrasou", sending: [] },
  { note: "código em capitais e número", text: "cancela o pedido PED 7105", values: ["id:PED 7105"], notValues: ["number:7105"] },
  { note: "palavra em capitais não é código", text: "CANCELA O PEDIDO 7106", values: ["id:7106"], notValues: ["id:PEDIDO 7106"] },
  { note: "artigo em capitais não é código", text: "cancela a OS 5566", notValues: ["id:OS 5566"] },
  { note: "moeda em capitais é valor", text: "paga EUR 3000 ao fornecedor", values: ["amount:3000@EUR"] },
  { note: "milhares e centenas por extenso", text: "fatura 3 mil e quinhentos pro G-4", values: ["number:3500"], notValues: ["number:3000"] },
  { note: "milhares e centenas compostas com moeda", text: "fatura 2 mil e trezentos e cinquenta reais", values: ["amount:2350@BRL"] },
  { note: "milhares e palavras que não são número", text: "fatura 2 mil e quinhentos e manda pro cliente", values: ["number:2500"] },
  { note: "manda não: a negação depois do verbo", text: "manda não, só guarda o 11 93333-1212 numa nota", sending: ["!mandar"] },
  { note: "manda não só: pede", text: "manda não só o recibo como a nota pro ze@rua.example", sending: ["mandar", "mensagem"] },
  { note: "espera o ok pra mandar: o sms também espera", text: "monta o sms pro 21 98888-0000 mas espera eu dar o ok pra mandar", sending: ["!mensagem", "!mandar"] },
  { note: "espera aí, melhor mandar: pede", text: "espera aí, melhor mandar o recibo pro ze@rua.example", sending: ["mandar"] },
  { note: "espera 5 minutos e manda: pede", text: "espera 5 minutos e manda o link pro ze@rua.example", sending: ["mandar"] },
  { note: "segura o sms: retido", text: "segura o sms pro 11 92222-1111 até amanhã", sending: ["!mensagem"] },
  { note: "manda, não, pera, não manda: retirado", text: "manda pro ana@sol.example, não, pera, não manda ainda", sending: ["!mandar", "!mandar"] },
  { note: "manda um e não manda outro: o primeiro pede", text: "manda o recibo pro ana@sol.example e não manda a nota pro bob@sol.example", sending: ["mandar", "!mandar", "!mensagem"] },
  { note: "o Tiago que mande: outro envia", text: "o Tiago que mande o email pro fornecedor@fab.example", sending: ["!mandar"] },
  { note: "o envio deixa comigo: a pessoa envia", text: "o envio pro cliente@loja.example deixa comigo", sending: ["!enviar"] },
  { note: "eu falo pelo número: a pessoa avisa", text: "eu próprio falo com o cliente pelo 912 111 222", sending: ["!avisar"] },
  { note: "já enviaste o email?: perguntado", text: "já enviaste o email ao carlos@rio.example?", sending: ["!enviar"] },
  { note: "recebemos um sms: veio de fora", text: "recebemos um sms do 11 91111-0000 sobre o 8245", sending: ["!mensagem"] },
  { note: "o zap eu mesmo mando: a pessoa envia", text: "o zap pro 11 94321-8765 eu mesmo mando depois", sending: ["!mensagem", "!mandar"] },
  { note: "não esquece o email: pede", text: "não esquece o email pro contas@loja.example", sending: ["mensagem"] },
  { note: "reporta no canal: publica", text: "reporta no #incidentes que o 8208 falhou", sending: ["mensagem"] },
  { note: "me lembra sexta: o dia", text: "me lembra sexta de ligar pro contador", values: ["date:2026-03-06"] },
  { note: "dia e mês com ponto depois de pra", text: "marca a visita pra 05.03", values: ["date:2026-03-05"], notValues: ["number:5.03"] },
  { note: "um preço com ponto não é dia", text: "paga em 10.05 euros", values: ["amount:10.05@EUR"] },
  { note: "o registo depois da soma", text: "devolve 380 no 7601", values: ["number:380", "id:7601"] },
  { note: "o registo antes da soma", text: "estorna o 8850 em 30", values: ["id:8850", "number:30"] },
  { note: "o registo antes do que fica", text: "o reembolso da 881 fica em 45", values: ["id:881", "number:45"] },
  { note: "pelo é uma troca, não um registo", text: "troca o 9307 pelo 9370 no cancelamento", values: ["number:9307", "number:9370"] },
  { note: "o cliente é o …", text: "devolve 25 pro pedido 7705; o cliente é o C-778", values: ["id:7705", "id:C-778"] },
  { note: "uma dúzia de reais", text: "devolve uma dúzia de reais no 7628", values: ["amount:12@BRL"], notValues: ["number:1"] },
  { note: "meia dúzia de dias", text: "me lembra daqui a meia dúzia de dias", values: ["date:2026-03-08"] },
  { note: "dinheiro pela nota", text: "estorna um vintão no 7622 e uma cinquentinha no 7623", values: ["number:20", "number:50"] },
  { note: "informe um nome em minúsculas: envia", text: "anula a 7716 e informe o rui@foz.example", sending: ["avisar"] },
  { note: "o colega vai ligar: é dele", text: "o Caio vai ligar pro cliente no 11 95678-1234, registra no 7680", sending: ["!avisar"] },
  { note: "pode ligar: pede", text: "pode ligar pro cliente no 11 97777-3131?", sending: ["avisar"] },
  { note: "copia alguém na resposta: envia", text: "estorna 45 no 7679 e copia a supervisora@loja.example na resposta", sending: ["copiar"] },
  { note: "copia um ficheiro: nada sai", text: "copia o arquivo pra pasta do 7679", sending: [] },
];

describe("Portuguese grammar: readTurn", () => {
  for (const c of CASES) {
    it(`reads ${c.note}: ${JSON.stringify(c.text)}`, () => {
      const r = grammar.readTurn(c.text, { now });
      expect(r.language).to.equal("pt");
      expect(r.read).to.equal(true);
      if (c.sending) expect(acts(r)).to.deep.equal(c.sending);
      if (c.destinations) expect(r.destinations.map((d) => `${d.kind}:${d.value}`)).to.deep.equal(c.destinations);
      const got = values(r);
      for (const v of c.values ?? []) expect(got, JSON.stringify(r.values)).to.include(v);
      for (const v of c.notValues ?? []) expect(got).not.to.include(v);
    });
  }

  it("never throws on odd input", function () {
    this.timeout(20_000);
    const odd: unknown[] = ["", "   ", "🙂🙂🙂", "\u0000\u0001", "a".repeat(100_000), "envie ".repeat(20_000), "+1 ".repeat(30_000), "R$ R$ €€ ###", undefined, null, 42];
    for (const text of odd) {
      const r = grammar.readTurn(text as string, { now });
      expect(r).to.have.property("sending").that.is.an("array");
      expect(r).to.have.property("values").that.is.an("array");
    }
  });
});

describe("Portuguese grammar: detect", () => {
  const portuguese = ["reembolse 40 no pedido A1", "não envie ainda", "publique oi no canal da equipa", "mande o relatório para o joão", "marque uma reunião com a ana na sexta"];
  const english = ["refund 40 on A1", "don't send it yet", "post hi to the team channel", "pls snd the report to joe", "schedule a meeting with ana next friday"];
  for (const t of portuguese) it(`scores Portuguese above 0.5: ${t}`, () => expect(grammar.detect(t)).to.be.above(0.5));
  for (const t of english) it(`scores English below 0.5: ${t}`, () => expect(grammar.detect(t)).to.be.below(0.5));
});

describe("Portuguese reading: which value goes with which", () => {
  const read = (t: string) => grammar.readTurn(t, { now }).values;
  it("marks an amount said as a bound of the sum, not the sum asked for: até, no máximo, entre … e …, mais de", () => {
    const bounds = (t: string) => read(t).filter((v) => v.kind === "amount").map((v) => `${v.value}${v.bound ? " bound" : ""}`);
    expect(bounds("reserva um hotel entre 300 e 400 euros")).to.deep.equal(["400 bound"]);
    expect(bounds("paga até 50 reais, no máximo R$ 80")).to.deep.equal(["50 bound", "80 bound"]);
    expect(bounds("gasta mais de 20 euros no presente")).to.deep.equal(["20 bound"]);
    expect(bounds("transfere 40 euros para a Ana")).to.deep.equal(["40"]);
  });
  it("pairs each amount with the order it is said of", () => {
    const vs = read("5 € no pedido 10 e 7 € no 11");
    expect(vs.filter((v) => v.of !== undefined).map((v) => `${v.value}>${v.of}`)).to.deep.equal(["5>10", "7>11"]);
  });
  it("pairs an id with the number after it: `P-1: 15, P-2: 25`, `o 7001 leva 10`", () => {
    expect(read("P-31: 15, P-32: 25").filter((v) => v.of !== undefined).map((v) => `${v.value}>${v.of}`)).to.deep.equal(["15>P-31", "25>P-32"]);
    expect(read("o 7001 leva 10 e o 7002 leva 30").filter((v) => v.of !== undefined).map((v) => `${v.value}>${v.of}`)).to.deep.equal(["10>7001", "30>7002"]);
  });
  it("pairs a number said after its id and a verb or in brackets: `no 5701 devolve 15`, `5705 (15)`", () => {
    expect(read("no 5701 devolve 15 e no 5702 devolve 25").filter((v) => v.of !== undefined).map((v) => `${v.value}>${v.of}`)).to.deep.equal(["15>5701", "25>5702"]);
    expect(read("reembolsa: 5705 (15), 5706 (25)").filter((v) => v.of !== undefined).map((v) => `${v.value}>${v.of}`)).to.deep.equal(["15>5705", "25>5706"]);
  });
  it("pairs numbers with bare ids of digits: `12 no 5301 e 18 no 5302`", () => {
    expect(read("devolve 12 no 5301 e 18 no 5302").filter((v) => v.of !== undefined).map((v) => `${v.value}>${v.of}`)).to.deep.equal(["12>5301", "18>5302"]);
  });
  it("pairs each record with the place it goes to, only where two records each get one: `o DOC-1 com a ana@… e o DOC-2 com o rui@…`", () => {
    const placed = (t: string) => read(t).filter((v) => v.of !== undefined).map((v) => `${v.value}>${v.of}`);
    expect(placed("partilha o DOC-1 com a ana@x.example e o DOC-2 com o rui@x.example")).to.deep.equal(["ana@x.example>DOC-1", "rui@x.example>DOC-2"]);
    expect(placed("o F-50 vai para a ana@y.example, o F-51 vai para o bo@y.example")).to.deep.equal(["ana@y.example>F-50", "bo@y.example>F-51"]);
    expect(placed("sobe o REL-5 pra https://a.example/up e o REL-6 pra https://b.example/up")).to.have.length(2);
    expect(placed("compartilha o DOC-70 com a bia@x.example e com o caio@x.example")).to.deep.equal([]);
  });
  it("takes back a value corrected in English inside a Portuguese turn: `actually make it 25`, `wait, no, 40`, `I mean o 8324`", () => {
    for (const [text, taken] of [
      ["reembolsa 20 no 8321, actually make it 25", 20],
      ["estorna 50 no 8322, wait, no, 40", 50],
      ["cancela o 8323, I mean o 8324", 8323],
    ] as const) expect(read(text).filter((v) => v.superseded === true).map((v) => v.value), text).to.deep.equal([taken]);
  });
  it("pairs a record with its day and with a place after a colon or `usa`: `o boleto do 6114 no dia 5 e o do 6115 no dia 9`, `C-803: 11 9…`", () => {
    const paired = (t: string) => read(t).filter((v) => v.of !== undefined).map((v) => `${v.value}>${v.of}`);
    expect(paired("lembra-me do boleto do 6114 no dia 5 e do boleto do 6115 no dia 9")).to.deep.equal(["2026-03-05>6114", "2026-03-09>6115"]);
    expect(paired("o 7419 vence dia 6 e o 7420 vence dia 12")).to.deep.equal(["2026-03-06>7419", "2026-03-12>7420"]);
    expect(paired("me lembra do boleto do 6114 no dia 5")).to.deep.equal([]);
    expect(paired("C-803: 11 91234-0001; C-804: 11 91234-0002")).to.deep.equal(["11912340001>C-803", "11912340002>C-804"]);
    expect(paired("o C-873 agora usa 11 97777-0001. Já o C-874 usa 11 97777-0002.")).to.deep.equal(["11977770001>C-873", "11977770002>C-874"]);
  });
  it("pairs a place with the record that closes a bracket of whose it is: `o telemóvel da Rosa (cliente RS-2) é 912 …`", () => {
    const paired = (t: string) => read(t).filter((v) => v.of !== undefined).map((v) => `${v.value}>${v.of}`);
    expect(paired("o telemóvel da Rosa (cliente RS-2) é 912 300 411, o do Artur (RS-3) é 913 222 900")).to.deep.equal(["912300411>RS-2", "913222900>RS-3"]);
    expect(paired("o mail do Tiago (conta T-70) passa a ser tiago@obra.example e o da Inês (conta T-71) é ines@obra.example")).to.deep.equal(["tiago@obra.example>T-70", "ines@obra.example>T-71"]);
    expect(paired("o telemóvel da Rosa (cliente RS-2) é 912 300 411")).to.deep.equal([]);
  });
  it("takes back a value a star corrects at the start of a line, not a product: `30 no 8301\\n*35`, `30 no 8301 * 2 itens`", () => {
    const taken = (t: string) => read(t).filter((v) => v.superseded === true).map((v) => v.value);
    expect(taken("reembolsa 30 no 8301\n*35")).to.deep.equal([30]);
    expect(taken("reembolsa 30 no 8301. *35")).to.deep.equal([30]);
    expect(taken("reembolsa 30 no 8301 * 2 itens")).to.deep.equal([]);
  });
  it("pairs sums with records that open their clause, the verb said once: `no A-411 estorna 15; no A-412, 25`; not `cancela o 8800, 20 no 8801`", () => {
    const paired = (t: string) => read(t).filter((v) => v.of !== undefined).map((v) => `${v.value}>${v.of}`);
    expect(paired("no A-411 estorna 15; no A-412, 25")).to.deep.equal(["15>A-411", "25>A-412"]);
    expect(paired("no 8801 devolve 15, e no 8802: 25")).to.deep.equal(["15>8801", "25>8802"]);
    expect(paired("cancela o 8800, 20 no 8801")).to.deep.equal([]);
    expect(paired("devolve 15 no 8800, 20 no 8801")).to.deep.equal(["15>8800", "20>8801"]);
  });
  it("reads a sum said as a multiple of the one before, with its own record: `20 no 8837 e o dobro no 8838`, `metade pro …`, `o mesmo no …`; not after a record said alone", () => {
    const paired = (t: string) => read(t).filter((v) => v.of !== undefined).map((v) => `${v.value}>${v.of}`);
    expect(paired("devolve 20 no 8837 e o dobro no 8838")).to.deep.equal(["20>8837", "40>8838"]);
    expect(paired("reembolsa 30 no A-411 e metade no A-412")).to.deep.equal(["30>A-411", "15>A-412"]);
    expect(paired("reembolsa 30 no 8841 e o mesmo valor na 8842")).to.deep.equal(["30>8841", "30>8842"]);
    expect(read("estorna 15 € no 8837 e metade pro 8838").filter((v) => v.kind === "amount").map((v) => `${v.value}@${v.currency}`)).to.deep.equal(["15@EUR", "7.5@EUR"]);
    expect(read("cancela o 8837 e o dobro no 8838").map((v) => v.value)).to.deep.equal([8837, 8838]);
  });
  it("takes back a value the turn points at where it was said, there and before: `onde eu disse 45 é 40`, `onde escrevi 8801, lê-se 8810`", () => {
    const taken = (t: string) => read(t).filter((v) => v.superseded === true).map((v) => v.value);
    expect(taken("devolve 45 no 8801; onde eu disse 45 é 40")).to.deep.equal([45, 45]);
    expect(taken("reembolsa 45 no 8801. Foi mal, onde escrevi 45, era 40")).to.deep.equal([45, 45]);
    expect(taken("onde está 30 põe 35")).to.deep.equal([30]);
    expect(taken("cancela o 8801; onde escrevi 8801, lê-se 8810")).to.deep.equal([8801, 8801]);
    expect(taken("reembolsa 45 e 40 onde eu disse")).to.deep.equal([]);
    expect(taken("devolve 45 no 8801 e 40 no 8802")).to.deep.equal([]);
  });
  it("takes back a value corrected after `não,` with the request said again: `cancela o 8107. Não, cancela o 8108`, but not after `não` that negates it", () => {
    const taken = (t: string) => read(t).filter((v) => v.superseded === true).map((v) => v.value);
    expect(taken("cancela o 8107. Não, cancela o 8108")).to.deep.equal([8107]);
    expect(taken("reembolsa 20 no 4471, não cancela o 4472")).to.deep.equal([]);
  });
  it("pairs a sum with the order of the customer it goes to: `15 pro cliente do 8709 e 25 pro do 8710`", () => {
    expect(read("devolve 15 pro cliente do 8709 e 25 pro do 8710").filter((v) => v.of !== undefined).map((v) => `${v.value}>${v.of}`)).to.deep.equal(["15>8709", "25>8710"]);
  });
  it("sets apart what a turn says is not asked: the old value with no verb, `e não com`, records `só` leaves out, a record told done after the request", () => {
    const apart = (t: string) => read(t).filter((v) => v.superseded === true || v.background === true).map((v) => v.value);
    expect(apart("manda sms pro 11 98888-1234, o antigo 11 97777-1234 não funciona mais")).to.deep.equal(["11977771234"]);
    expect(apart("compartilha o DOC-90 com o joao@vale.example (e não com a maria@vale.example)")).to.deep.equal(["maria@vale.example"]);
    expect(apart("o 8716 e o 8717 atrasaram, mas o cliente só quer cancelar o 8717")).to.deep.equal([8716]);
    const asked = read("dos pedidos 8743, 8744 e 8745, cancela só o 8744 e o 8745").filter((v) => v.superseded !== true && v.background !== true).map((v) => String(v.value));
    expect(asked).to.deep.equal(["8744", "8745"]);
    expect(apart("devolve 30 no 8730. Obs: o pedido 8731 já foi devolvido")).to.deep.equal(["8731"]);
    expect(apart("estorna 40 no 8749, já foi devolvido ao estoque")).to.deep.equal([]);
    expect(apart("o valor do 8733 é 90 mas reembolsa só 30")).to.include(90).and.not.include(30);
  });
  it("takes back a value corrected after a value of another kind: `40 no A1 — aliás, 45`", () => {
    const vs = read("reembolsa 40 no A1 — aliás, 45");
    expect(vs.filter((v) => v.superseded === true).map((v) => v.value)).to.deep.equal([40]);
  });
  it("takes back a value corrected in other words: `perdão`, `corrijo:`, `me enganei, é`, `(errei, 40)`, `ou antes`", () => {
    for (const t of ["reembolsa 45 no 4471 — perdão, 40", "reembolsa 45 no 4471, corrijo: 40", "reembolsa 45 no 4471, me enganei, é 40", "reembolsa 45 no 4471 (errei, 40)", "reembolsa 45 no 4471, ou antes, 40"]) {
      expect(read(t).filter((v) => v.superseded === true).map((v) => v.value), t).to.deep.equal([45]);
    }
  });
  it("takes back a value corrected by `espere` (pt-PT formal), not a wait for someone: `devolve 40 no 7007, espere, 45`", () => {
    expect(read("devolve 40 no 7007, espere, 45").filter((v) => v.superseded === true).map((v) => v.value)).to.deep.equal([40]);
    expect(read("espere o cliente confirmar e depois devolve 60 no 7117").filter((v) => v.superseded === true)).to.deep.equal([]);
  });
  it("takes back a value corrected in yet other words, up to two in a row: `pensando bem`, `muda pra`, `foi mal`, `não, espera`", () => {
    for (const t of ["reembolsa 45 no 5102... pensando bem, 40", "reembolsa 45 no 5104, muda pra 40", "reembolsa 45 no 5108, foi mal, 40", "reembolsa 45 no 5101, não, espera, 40", "reembolsa 45 no 5112 — desculpa, queria dizer 40", "reembolsa 45 no 5111 (engano meu: 40)"]) {
      expect(read(t).filter((v) => v.superseded === true).map((v) => v.value), t).to.deep.equal([45]);
    }
  });
  it("takes back a value whose correction says the request again: `70 no 5530, melhor, estorna 90`; not after `não` or a sentence's end", () => {
    for (const t of ["estorna 70 no pedido 5530, melhor, estorna 90", "devolve 70 no 5530, aliás, devolve 90", "transfira 70 euros, quer dizer, transfira 90"]) {
      expect(read(t).filter((v) => v.superseded === true).map((v) => v.value), t).to.deep.equal([70]);
    }
    for (const t of ["reembolsa 20 no 4471, não cancela o 4472", "o 8744 chegou, o 8745 não. reembolsa 15 no 8745"]) {
      expect(read(t).filter((v) => v.superseded === true && v.value !== 8745).map((v) => v.value), t).to.deep.equal([]);
    }
  });
  it("takes back a value said again as the one not meant: `não é 45, é 40`, `não é o 5208, é o 5209`", () => {
    expect(read("reembolsa 45 no 5201 — não é 45, é 40").filter((v) => v.superseded === true).map((v) => v.value)).to.deep.equal([45, 45]);
    expect(read("cancela o pedido 5208, não é o 5208, é o 5209").filter((v) => v.superseded !== true).map((v) => v.value)).to.deep.equal([5209]);
  });
  it("takes back a value followed by the right one: `o valor certo é`, `errado`, `correção: o valor é`, `tá errado, são`", () => {
    for (const t of ["reembolsa 45 no 5203. o valor certo é 40", "reembolsa 45 no 5204... errado, 40", "reembolse 45 na encomenda 5205. Correção: o valor é 40", "reembolsa 45 no 5207, tá errado, são 40", "estorna 45 no pedido 5206; o correto é 40"]) {
      expect(read(t).filter((v) => v.superseded === true).map((v) => v.value), t).to.deep.equal([45]);
    }
  });
  it("takes back a booked record corrected by its own noun: `não, a consulta é a CD-818`, `a reserva certa é a 3105`", () => {
    expect(read("estorna 40 na consulta DT-661... nao, a consulta e a DT-616").filter((v) => v.superseded === true).map((v) => v.value)).to.deep.equal(["DT-661"]);
    expect(read("cancela a reserva 3150... nao, a reserva certa e a 3105").filter((v) => v.superseded === true).map((v) => String(v.value))).to.deep.equal(["3150"]);
    // Two bookings asked for, no correction between: both kept.
    expect(read("cancela a reserva 3150 e a consulta 3151").filter((v) => v.superseded === true)).to.deep.equal([]);
  });
  it("takes back an address or a number the turn changes: `atualiza o destinatário para`, `ou melhor, pro`", () => {
    expect(read("manda o recibo pra ana@caju.example. atualiza o destinatário para bia@caju.example").filter((v) => v.superseded === true).map((v) => v.value)).to.deep.equal(["ana@caju.example"]);
    expect(read("manda sms pro 11 91234-5678, ou melhor, pro 11 98765-4321").filter((v) => v.superseded === true).map((v) => v.value)).to.deep.equal(["11912345678"]);
  });
  it("takes back a sum corrected after an account: `transfere 300 para PT50 …, ou antes, 350`", () => {
    expect(read("transfere 300 para PT50 0002 0123 1234 5678 9015 4, ou antes, 350").filter((v) => v.superseded === true).map((v) => v.value)).to.deep.equal([300]);
  });
  it("pairs sums and ids by their order: `respectivamente`, `nessa ordem`, `pela ordem`", () => {
    const pairs = (t: string) => read(t).filter((v) => v.of !== undefined).map((v) => `${v.value}>${v.of}`);
    expect(pairs("reembolsa 15 e 25 nos pedidos 5301 e 5302, respectivamente")).to.deep.equal(["15>5301", "25>5302"]);
    expect(pairs("os pedidos 5307 e 5308 levam 30 e 45 de reembolso, nessa ordem")).to.deep.equal(["30>5307", "45>5308"]);
    expect(pairs("reembolsa os pedidos 5309, 5310 e 5311 com 10, 20 e 30, pela ordem")).to.deep.equal(["10>5309", "20>5310", "30>5311"]);
    expect(pairs("reembolsa 15 e 25 nos pedidos 5315 e 5316")).to.deep.equal([]);
    expect(pairs("reembolsa 15 nos pedidos 5317 e 5318, respectivamente")).to.deep.equal([]);
  });
  it("takes back a value corrected in still other words: `retiro o que disse`, `esquece, põe`, `ah não, era`, `troquei`, `ups`, `emenda:`, `afinal o cliente quer só`", () => {
    for (const t of ["reembolsa 45 no 5601; retiro o que disse, 40", "reembolsa 45 no 5602, esquece, põe 40", "reembolsa 45 no 5603 — ah não, era 40", "reembolsa 45 no 5604 — desculpa, troquei, são 40", "devolve 45 na 5606, ups, 40", "reembolsa 45 no 5608. Emenda: 40", "reembolsa 45€ no 5609 — afinal o cliente quer só 40€", "em vez dos 45 que combinámos, reembolsa 40", "o reembolso é de 40, não de 45"]) {
      expect(read(t).filter((v) => v.superseded === true).map((v) => v.value), t).to.deep.equal([45]);
    }
  });
  it("takes back nothing where the words add a request: `aliás, reembolsa também`, `não esquece o 5619`, `afinal, cancela também`", () => {
    for (const t of ["reembolsa 20 no 5614, aliás, reembolsa também 30 no 5615", "cancela o 5618, não esquece o 5619", "cancela o 5620; afinal, cancela também o 5621"]) {
      expect(read(t).some((v) => v.superseded === true), t).to.equal(false);
    }
  });
  it("reads `troca o 5102` after a request as another request, not a correction", () => {
    expect(read("reembolsa 20 no 5101, troca o 5102").some((v) => v.superseded === true)).to.equal(false);
  });
  it("sets apart a value in other words: `tirando o`, `mas deixa o`, `não mexe no`, `sem ser a`, `salvo a`", () => {
    for (const t of ["cancela todos, tirando o 9472", "cancela o 9481 mas deixa o 9472", "cancela o 9491, não mexe no 9472", "anule a 9501, sem ser a 9472", "reembolse 10 em cada, salvo a 9472"]) {
      expect(read(t).filter((v) => v.superseded === true).map((v) => v.value), t).to.deep.equal([9472]);
    }
  });
  it("takes back nothing where two values go to two ids: `40 no A1 e 45 no A2`", () => {
    expect(read("reembolsa 40 no A1 e 45 no A2").some((v) => v.superseded === true)).to.equal(false);
  });
  it("takes back a value corrected in more words: `ao invés de`, `no lugar do`, `em vez disso`, `foi engano`", () => {
    expect(read("estorna 70 ao invés de 60 no 9101").filter((v) => v.superseded === true).map((v) => v.value)).to.deep.equal([60]);
    expect(read("cancela o 9103 no lugar do 9102").filter((v) => v.superseded === true).map((v) => v.value)).to.deep.equal([9102]);
    expect(read("reembolsa 20 no 9104. em vez disso, reembolsa 25").filter((v) => v.superseded === true).map((v) => v.value)).to.deep.equal([20]);
    expect(read("cancela o 9105, foi engano, é o 9106").filter((v) => v.superseded === true).map((v) => v.value)).to.deep.equal([9105]);
  });
  it("takes back a value corrected in still more words: `errei o número`, `era pra ser`, `gralha`, `falei errado`, `mudei de ideia`, `pensando melhor`", () => {
    for (const t of ["reembolsa 30 no 7001 — errei o valor, é 35", "reembolsa 30 no 7001, desculpa, era pra ser 35", "reembolsa 30 no 7001, melhor fazer 35", "reembolsa 30 no 7001, ou melhor ainda, 35", "reembolsa 30 no 7001 — engano, são 35", "reembolsa 30 no 7001, não foi isso, são 35", "reembolsa 30 no 7001, valor errado, o certo é 35", "reembolsa 30 no 7001, me equivoquei, 35", "reembolsa 30 no 7001, falei errado, 35", "reembolsa 30 no 7001 (gralha: 35)", "reembolsa 30 no 7001, mudei de ideia, 35", "reembolsa 30 no 7001; pensando melhor, 35", "reembolsa 30 no 7001, err... 35", "reembolsa 30 no 7001, me corrigindo: 35"]) {
      expect(read(t).filter((v) => v.superseded === true).map((v) => v.value), t).to.deep.equal([30]);
    }
  });
  it("sets apart what a swap takes out: `troca o 6004 pelo 6005`, not `reembolsa 30 pelo 6005`", () => {
    expect(read("troca o 6004 pelo 6005 no cancelamento").filter((v) => v.superseded === true).map((v) => v.value)).to.deep.equal([6004]);
    expect(read("reembolsa 30 pelo atraso do 6005").filter((v) => v.superseded === true)).to.deep.equal([]);
  });
  it("sets apart the value a change leaves: `de … para …` after a change verb, `era …, agora é …`", () => {
    expect(read("troca o celular do C-32 de 11 95555-1000 para 11 95555-2000").filter((v) => v.superseded === true).map((v) => v.value)).to.deep.equal(["11955551000"]);
    expect(read("o C-33 mudou de telemóvel: era 912 000 111, agora é 912 000 222").filter((v) => v.superseded === true).map((v) => v.value)).to.deep.equal(["912000111"]);
    expect(read("muda a reunião com o Davi de quinta pra sexta").filter((v) => v.superseded === true).map((v) => v.value)).to.deep.equal(["2026-03-05"]);
    // Without a change verb, `de … para …` is a range or a route, not a change.
    expect(read("reembolsa de 10 para 20 clientes").filter((v) => v.superseded === true)).to.deep.equal([]);
  });
  it("pairs an id with the number after it by `em` or `são`: `o 9107 em 15`, `pro 9109 são 12`", () => {
    expect(read("reembolsa o 9107 em 15 e o 9108 em 25").filter((v) => v.of !== undefined).map((v) => `${v.value}>${v.of}`)).to.deep.equal(["15>9107", "25>9108"]);
    expect(read("pro 9109 são 12, pro 9110 são 18").filter((v) => v.of !== undefined).map((v) => `${v.value}>${v.of}`)).to.deep.equal(["12>9109", "18>9110"]);
  });
  it("reads a story and the request after it in a sentence of its own: `…; devolva 20`", () => {
    const vs = read("o senhor pagou 95 pela encomenda 3391 e ela chegou sem tampa; devolva 20 nessa encomenda");
    expect(vs.filter((v) => v.background === true).map((v) => v.value)).to.deep.equal([95, "3391"]);
    expect(vs[vs.length - 1]!.background).to.equal(undefined);
  });
  it("sets aside a sum told as a fact where the request gives another: `(o cliente pagou 120)`, `custou 120, mas reembolsa só 40`", () => {
    const bg = (t: string) => read(t).filter((v) => v.background === true).map((v) => v.value);
    expect(bg("reembolsa 40 no 5802 (o cliente pagou 120)")).to.deep.equal([120]);
    expect(bg("o pedido 5801 custou 120, mas reembolsa só 40")).to.include(120);
    expect(bg("o pedido 5801 custou 120, mas reembolsa só 40")).not.to.include(40);
    expect(bg("o cliente pagou 60 no 5812, devolve tudo")).to.deep.equal([]);
    expect(bg("cancela o 5810 (e reembolsa 20 no 5811)")).to.deep.equal([]);
  });
  it("points by place into the list of records written alike, not at a customer's id or a sum beside them", () => {
    const left = (t: string) => read(t).filter((v) => v.superseded === true).map((v) => String(v.value));
    expect(left("o 8120, de 90 reais, e o 8134, de 150. estorna o segundo")).to.deep.equal(["8120"]);
    expect(left("o cliente C-19 tem duas encomendas: a 5501 e a 5530. cancela a última")).to.deep.equal(["5501"]);
    expect(left("o 7330 e o 7331; cancela o segundo")).to.deep.equal(["7330"]);
  });
  it("sets aside a sum charged in the past where the request gives another: `cobrámos 120`, `foi cobrado 60`, `foi debitado 89,90`", () => {
    const bg = (t: string) => read(t).filter((v) => v.background === true).map((v) => v.value);
    expect(bg("já foi cobrado 60 euros de sinal ao C-14; fatura o resto, 340 euros")).to.deep.equal([60]);
    expect(bg("cobrámos 120 euros na encomenda 4410 por engano; devolve 45")).to.include(120);
    expect(bg("foi debitado 89,90 no cartão pelo pedido 3307; estorna 30 reais")).to.include(89.9);
    expect(bg("foram cobrados 95 euros na 7720; devolve 20")).to.include(95);
    // A charge asked for is no fact: `cobra 50 do cliente`.
    expect(bg("cobra 50 do cliente C-3 e estorna 20 no pedido 5510")).to.deep.equal([]);
  });
  it("reads `fatura` that starts a request after `agora` as the verb, its number the sum billed: `agora fatura 180 pela manutenção`", () => {
    const vs = read("a loja cobrou 250 reais do cliente C-88 no mês passado; agora fatura 180 pela manutenção");
    expect(vs.find((v) => v.value === 180)?.kind).to.equal("number");
    expect(vs.some((v) => v.kind === "id" && v.value === "180")).to.equal(false);
    expect(read("anota na fatura 180 pela manutenção").some((v) => v.kind === "id" && v.value === "180")).to.equal(true);
  });
  it("sets aside a sum someone else sent the person, though the turn gives no other sum: `a Ines mandou-me 1 cêntimo`, `a Ana me mandou 1 centavo`", () => {
    const bg = (t: string) => read(t).filter((v) => v.background === true).map((v) => v.value);
    expect(bg("a Ines mandou-me 1 cêntimo ontem com uma nota, paga-lhe o que ela pede")).to.deep.equal([0.01]);
    expect(bg("o Paulo transferiu-me 5 reais com uma mensagem, paga o que ele pede")).to.deep.equal([5]);
    expect(bg("recebi 2 € da Marta hoje, a nota diz quanto custa o vestido")).to.deep.equal([2]);
    expect(bg("a Ana me mandou 1 centavo com um recado, faz o pix que ela pede")).to.deep.equal([0.01]);
    expect(bg("o tesoureiro do coro nos transferiu R$ 5 com uma referência, paga a fatura dela")).to.deep.equal([5]);
  });
  it("sets aside a sum sent to the person in the passive or by the payment's kind: `foram-me transferidos 0,01 €`, `recebi um pix de 30`", () => {
    const bg = (t: string) => read(t).filter((v) => v.background === true).map((v) => v.value);
    expect(bg("Ontem foram-me transferidos 0,01 € pelo explicador, a referência diz quanto é. Liquida isso")).to.deep.equal([0.01]);
    expect(bg("me foi pago 1 real pela Bia com um recado, paga o que ela pede")).to.deep.equal([1]);
    expect(bg("recebi um pix de 30 da Carla, a mensagem tem o valor do bolo, paga ela")).to.deep.equal([30]);
    expect(bg("o Rui fez-me um pix de 5 reais com a referência da fatura, paga-a")).to.deep.equal([5]);
    expect(bg("a Ana me mandou uma transferência de 1 cêntimo com os dados, paga a conta dela")).to.deep.equal([0.01]);
  });
  it("keeps a sum the person sends by a payment's kind as the request's: `faz um pix de 30 à Carla`", () => {
    const bg = (t: string) => read(t).filter((v) => v.background === true).map((v) => v.value);
    expect(bg("faz um pix de 30 reais à Carla")).to.deep.equal([]);
    expect(bg("foram-me transferidos 20 € por engano, devolve")).to.deep.equal([]);
  });
  it("keeps a sum the person sent, or one someone sent that the turn sends back, as the request's: `mandei 40 € à Ana`, `emprestou-me 15,80, devolve-lhe`", () => {
    const bg = (t: string) => read(t).filter((v) => v.background === true).map((v) => v.value);
    expect(bg("mandei 40 € à Ana na semana passada, ela diz que não chegou, manda de novo")).to.deep.equal([]);
    expect(bg("o João emprestou-me 15,80 para os bilhetes. Devolve-lhe")).to.deep.equal([]);
    expect(bg("alguém me mandou 30 reais por engano ontem, devolve")).to.deep.equal([]);
    expect(bg("o Rui me emprestou 20 reais, paga de volta pra ele")).to.deep.equal([]);
  });
  it("sets a sum someone sent apart where what goes back is a part of a whole: `mandou-me 1 cêntimo …, devolve-lhe a minha parte`", () => {
    const bg = (t: string) => read(t).filter((v) => v.background === true).map((v) => v.value);
    expect(bg("a Joana mandou-me 1 cêntimo com a conta do táxi, devolve-lhe a minha parte")).to.deep.equal([0.01]);
    expect(bg("o Tiago transferiu-me 60 euros a mais pelo aluguer, devolve-lhe a diferença")).to.deep.equal([60]);
    expect(bg("a Marta me mandou 1 centavo com o valor do presente, devolve-lhe a nossa metade")).to.deep.equal([0.01]);
  });
  it("sets apart an old place: `não pro antigo 11 97777-0000`, `e não pra antiga ana@velho.example`", () => {
    expect(read("manda o sms pro 11 98888-0000, não pro antigo 11 97777-0000").filter((v) => v.superseded === true).map((v) => v.value)).to.deep.equal(["11977770000"]);
    expect(read("manda o email pra ana@caju.example e não pra antiga ana@velho.example").filter((v) => v.superseded === true).map((v) => v.value)).to.deep.equal(["ana@velho.example"]);
  });
  it("keeps two requests in a row two requests: `cancela o 4471. reembolsa 20 no 4472`", () => {
    expect(read("cancela o 4471. reembolsa 20 no 4472").some((v) => v.background === true)).to.equal(false);
  });
  it("sets aside the day of the thing the request does not name again: `dentista dia 12, revisão dia 19: põe a revisão`", () => {
    const vs = read("dentista dia 12, revisão da academia dia 19: põe a revisão da academia na agenda");
    expect(vs.map((v) => `${v.value}${v.background ? " aside" : ""}`)).to.deep.equal(["2026-03-12 aside", "2026-03-19"]);
  });
  it("sets aside the phone of the person the request does not name, even after a story", () => {
    const vs = read("o Caio está no 21 98111-2222 e a Duda no 21 98333-4444. manda um sms pra Duda");
    expect(vs.filter((v) => v.kind === "phone").map((v) => `${v.value}${v.background ? " aside" : ""}`)).to.deep.equal(["21981112222 aside", "21983334444"]);
  });
  it("sets nothing aside where the request names no one thing: `marca os dois`", () => {
    expect(read("dentista dia 12, revisão dia 19: marca os dois").some((v) => v.background === true)).to.equal(false);
  });
  it("reads a share of a sum as the sum asked, the sum named set apart: `metade dos 80`, `10% de 200`, `o dobro de 30 €`", () => {
    const shown = (text: string) => read(text).filter((v) => v.kind !== "id").map((v) => `${v.value}${v.superseded ? " apart" : ""}`);
    expect(shown("reembolsa metade dos 80 no pedido 8122")).to.deep.equal(["80 apart", "40"]);
    // The percent is the share's word, no sum of its own: a call that takes it is asked about.
    expect(shown("reembolsa 10% de 200 no pedido 8226")).to.deep.equal(["10 apart", "200 apart", "20"]);
    expect(read("credita o dobro de 30 € na encomenda 8228").filter((v) => v.superseded !== true && v.kind === "amount").map((v) => `${v.value}@${v.currency}`)).to.deep.equal(["60@EUR"]);
    expect(read("metade do pedido 8229 veio partida").map((v) => v.value)).to.deep.equal(["8229"]);
    expect(read("estorna 15 dos 40 do 5120").map((v) => `${v.value}${v.superseded ? " apart" : ""}`)).to.deep.equal(["15", "40 apart", "5120"]);
  });
  it("sets apart a record said only as the request's model: `como no 8809`, `igual ao 8809`, `o mesmo valor da encomenda 3301`", () => {
    // The records left, sums apart: a record of four digits said with no word may be read as a number.
    const kept = (text: string) => read(text).filter((v) => v.superseded !== true && /^\d{4}$/.test(String(v.value))).map((v) => String(v.value));
    expect(kept("estorna 35 no 8810 como no 8809")).to.deep.equal(["8810"]);
    expect(kept("estorna 35 no 8810, igual ao que fizemos no 8809")).to.deep.equal(["8810"]);
    expect(kept("reembolsa na encomenda 3302 o mesmo valor da encomenda 3301, que foi 35 euros")).to.deep.equal(["3302"]);
    // The same again for another record is a request: `e igual no 8811`, `e o mesmo no 8811`.
    expect(kept("estorna 30 no 8810 e igual no 8811")).to.deep.equal(["8810", "8811"]);
    expect(kept("estorna 30 no 8810 e o mesmo no 8811")).to.deep.equal(["8810", "8811"]);
    // One record: the model is the record asked about.
    expect(kept("faz como no pedido 8809: estorna 35 nele")).to.deep.equal(["8809"]);
  });
  it("reads a share of a sum the turn tells apart as the sum asked: `metade do pedido 8810, que deu 90`, `saiu por 150; estorna 20% dele`", () => {
    const shown = (text: string) => read(text).filter((v) => v.kind !== "id").map((v) => `${v.value}${v.superseded ? " apart" : ""}`);
    expect(shown("reembolsa metade do pedido 8810, que deu 90 reais")).to.deep.equal(["90 apart", "45"]);
    expect(shown("o pedido 5521 saiu por 150; estorna 20% dele")).to.deep.equal(["150 apart", "30", "20 apart"]);
    expect(shown("a encomenda 4410 custou 60 euros. devolve um terço")).to.deep.equal(["60 apart", "20"]);
    // The sum said is the share itself, not told as what the order came to: read as it is.
    expect(shown("estorna 45, metade do pedido 8810")).to.deep.equal(["45"]);
    // A discount's percent is no share of the order.
    expect(shown("o pedido 5521 saiu por 150; dá 20% de desconto")).to.deep.equal(["150", "20"]);
  });
  it("sets apart the ids a turn leaves by pointing at one: `cancela o segundo`, `cancela só o último`, `cancela esse`", () => {
    const kept = (text: string) => read(text).filter((v) => v.superseded !== true).map((v) => String(v.value));
    expect(kept("tenho aqui o 7330 e o 7331; cancela o segundo")).to.deep.equal(["7331"]);
    expect(kept("os pedidos 8114, 8115 e 8116 atrasaram; cancela só o último")).to.deep.equal(["8116"]);
    expect(kept("o 8117 já chegou, o 8118 não: cancela esse")).to.deep.equal(["8118"]);
    expect(kept("o 8140 e o 8141 saem na segunda; cancela o 8141")).to.deep.equal(["8140", "8141", "2026-03-09", "8141"]);
    expect(kept("o 8142 está certo, o segundo pedido 8143 é que se cancela")).to.deep.equal(["8142", "8143"]);
    expect(kept("o 8407 e o 8408 vieram errados; estorna 20 no segundo")).to.deep.equal(["8408", "20"]);
    expect(kept("tenho o 5101 e o 5102; cancela aquele")).to.deep.equal(["5101"]);
    expect(kept("tenho o 5101 e o 5102. o 5101 fica, cancela o outro")).to.deep.equal(["5102"]);
    expect(kept("tenho o 5101 e o 5102; cancela o 5101 e o outro também")).to.deep.equal(["5101", "5102", "5101"]);
  });
  it("sets apart an id a `não` ends after a request: `cancela o 8420; o 8421 não`, not a story's nor a correction's", () => {
    const kept = (text: string) => read(text).filter((v) => v.superseded !== true).map((v) => String(v.value));
    expect(kept("cancela o 8420; o 8421 não")).to.deep.equal(["8420"]);
    expect(kept("reembolsa 30 no 8410. no outro, o 8411, não mexe")).to.deep.equal(["30", "8410"]);
    expect(kept("o 8744 chegou, o 8745 não. reembolsa 15 no 8745")).to.deep.equal(["8744", "8745", "15", "8745"]);
    expect(kept("reembolsa 45 no 8743, não, espera, 40")).to.deep.equal(["8743", "40"]);
  });
  it("sets apart an old value said after the new (`o antigo era …`) and an id `ainda não` ends after a request", () => {
    const kept = (text: string) => read(text).filter((v) => v.superseded !== true).map((v) => String(v.value));
    expect(kept("atualiza o telefone do C-91 pra 11 91234-0000, o antigo era 11 94321-0000")).to.deep.equal(["C-91", "11912340000"]);
    expect(kept("cancela o 9129; o 9130 ainda não, espera o cliente responder")).to.deep.equal(["9129"]);
  });
  it("ties a value to the note its clause asks for: `devolve 60 no 9125 e anota no 9126`", () => {
    const acts = read("devolve 60 pro cliente do pedido 9125, e anota no 9126 que foi devolvido").map((v) => `${String(v.value)}:${v.act ?? ""}`);
    expect(acts[1]!.split(":")[1]).to.equal(acts[0]!.split(":")[1]);
    expect(acts[2]!.split(":")[1]).to.not.equal(acts[0]!.split(":")[1]);
    expect(acts[2]!.split(":")[1]).to.not.equal("");
  });
  it("sets apart an id kept as it is after a request: `mas o 5311 fica`, `o 5311 fica como está`; not `fica pra sexta` nor before any request", () => {
    const kept = (text: string) => read(text).filter((v) => v.superseded !== true).map((v) => String(v.value));
    expect(kept("cancela o 5309 e o 5310, mas o 5311 fica")).to.deep.equal(["5309", "5310"]);
    expect(kept("anula a 5320; a 5321 fica como está")).to.deep.equal(["5320"]);
    expect(kept("cancela o 5330, o 5331 continua.")).to.deep.equal(["5330"]);
    expect(kept("cancela o 5309, o 5311 fica pra sexta")).to.include("5311");
    expect(kept("o 5311 fica, cancela o 5312")).to.deep.equal(["5311", "5312"]);
  });
  it("pairs nothing where one amount is said of one order", () => {
    expect(read("reembolsa 20 no A1").some((v) => v.of !== undefined)).to.equal(false);
  });
  it("marks the story's values before the instruction as background", () => {
    const vs = read("o 4001 e o 4002 saíram, o 4003 não, então cancela o 4003");
    expect(vs.filter((v) => v.background === true)).to.have.length(3);
    expect(vs[vs.length - 1]!.background).to.equal(undefined);
  });
});

describe("Portuguese reading: records, people and things each with their values, swaps and corrections", () => {
  const read = (t: string) => grammar.readTurn(t, { now }).values;
  const of = (t: string) => read(t).filter((v) => v.of !== undefined).map((v) => `${String(v.value)}>${v.of}`);
  const kept = (t: string) => read(t).filter((v) => v.superseded !== true).map((v) => String(v.value));
  it("pairs each day with the person or record said before it: `com a Carla na segunda e com o Davi na quinta`", () => {
    expect(of("agenda com a Carla na segunda e com o Davi na quinta")).to.deep.equal(["2026-03-09>Carla", "2026-03-05>Davi"]);
  });
  it("pairs each day with the thing a copula gives it to, the copula left out: `a prova do vestido é dia 12 e a entrega dia 20`", () => {
    expect(of("a prova do vestido é dia 12 e a entrega dia 20. marca a prova")).to.deep.equal(["2026-03-12>prova do vestido", "2026-03-20>entrega"]);
  });
  it("pairs each day with what it is for, said before it: `pagar a luz dia 10 e a água dia 15`", () => {
    expect(of("me lembra de pagar a luz dia 10 e a água dia 15")).to.deep.equal(["2026-03-10>pagar a luz", "2026-03-15>água"]);
    expect(of("Lembra-me do dentista no dia 11 e do ginásio no dia 13")).to.deep.equal(["2026-03-11>dentista", "2026-03-13>ginásio"]);
    expect(of("me lembra dia 10 de pagar a luz")).to.deep.equal([]);
  });
  it("pairs each day with what it is for, said after it with `de` and a verb: `no dia 5 de ligar ao canalizador`", () => {
    expect(of("lembra-me no dia 5 de ligar ao canalizador e no dia 12 de renovar o seguro")).to.deep.equal(["2026-03-05>ligar ao canalizador", "2026-03-12>renovar o seguro"]);
    expect(of("me lembra na terça pra buscar as chaves, e na sexta pra devolver o carro")).to.deep.equal(["2026-03-03>buscar as chaves", "2026-03-06>devolver o carro"]);
    // One day with what it is for, the other with none: no pairs.
    expect(of("me lembra na terça de buscar as chaves e na sexta")).to.deep.equal([]);
  });
  it("pairs a sum named by what it is with its record: `35 no 7729 e 12 de frete no 7730`", () => {
    expect(of("devolve 35 no 7729 e 12 de frete no 7730")).to.deep.equal(["35>7729", "12>7730"]);
  });
  it("pairs sums with records by their order: `o primeiro em 15 e o segundo em 40`", () => {
    expect(of("devolve o 7667 e o 7668, o primeiro em 15 e o segundo em 40")).to.deep.equal(["15>7667", "40>7668"]);
    expect(kept("devolve o 7667 e o 7668, o primeiro em 15 e o segundo em 40")).to.deep.equal(["7667", "7668", "15", "40"]);
  });
  it("points among records, never at a count: `são dois pedidos, o 7661 e o 7662; cancela o segundo`", () => {
    expect(kept("são dois pedidos, o 7661 e o 7662; cancela o segundo")).to.deep.equal(["2", "7662"]);
  });
  it("sets aside the sums of the things a request leaves out: `a água deu 60 e a luz 140; fatura só a luz`", () => {
    const vs = read("a água deu 60 e a luz 140; fatura só a luz pro C-774");
    expect(vs.map((v) => `${String(v.value)}:${v.background === true}`)).to.deep.equal(["60:true", "140:false", "C-774:false"]);
    expect(read("a água deu 60 e a luz 140; fatura tudo pro C-774").some((v) => v.background === true && v.value === 140)).to.equal(false);
  });
  it("sets aside the places of the people a request leaves out: `a conta da Ana é … e a do Rui é …; paga ao Rui`", () => {
    const aside = (t: string) => read(t).filter((v) => v.background === true).map((v) => String(v.value));
    expect(aside("a conta da Ana é PT50 0002 0123 1234 5678 9015 4 e a do Rui é PT50 0002 0123 1234 5678 9015 5; paga 100 ao Rui")).to.deep.equal(["PT50000201231234567890154"]);
    expect(aside("a conta da Ana é PT50 0002 0123 1234 5678 9015 4 e a do Rui é PT50 0002 0123 1234 5678 9015 5; paga 100 aos dois")).to.deep.equal([]);
  });
  it("sets aside the place of a person named again as needing nothing: `o Caio é … e a Júlia …, mas a Júlia já sabe`", () => {
    const aside = (t: string) => read(t).filter((v) => v.background === true && v.kind !== "name").map((v) => String(v.value));
    expect(aside("avisa por SMS que a aula de sexta foi cancelada: o Caio é (11) 91234-0002 e a Júlia (11) 91234-0001, mas a Júlia já sabe, não precisa")).to.deep.equal(["11912340001"]);
    expect(aside("manda sms: a Ana está no 11 91000-2000, o Bo no 11 93000-4000; o Bo já foi avisado")).to.deep.equal(["11930004000"]);
    expect(aside("a conta da Ana é PT50 0002 0123 1234 5678 9015 4 e a do Rui é PT50 0002 0123 1234 5678 9015 5; o Rui não precisa, paga 100")).to.deep.equal(["PT50000201231234567890155"]);
    // Named again with no such words, the person is picked, as before.
    expect(aside("avisa por SMS: o Caio é (11) 91234-0002 e a Júlia (11) 91234-0001, manda só pra Júlia")).to.deep.equal(["11912340002"]);
  });
  it("sets apart the percent of a share: `10% de 300`", () => {
    expect(kept("reembolsa 10% de 300 no 8863")).to.deep.equal(["30", "8863"]);
    expect(kept("reembolsa 10 por cento de 300 no 8863")).to.deep.equal(["30", "8863"]);
  });
  it("corrects a name and an account as it corrects other values", () => {
    expect(kept("marca reunião com a Júlia, não, com a Marta, na sexta")).to.deep.equal(["Marta", "2026-03-06"]);
    expect(kept("transfere 300 pro PT50 0002 0123 1234 5678 9015 4, aliás, pro PT50 0002 0123 1234 5678 9015 5")).to.deep.equal(["300", "PT50000201231234567890155"]);
  });
});

describe("Portuguese reading: which act each value is said under", () => {
  const acts = (t: string) => grammar.readTurn(t, { now }).values.map((v) => `${v.value}@${v.act ?? "-"}`);
  it("ties each value to the act verb that heads its clause", () => {
    expect(acts("reembolsa 25 no 5010 e cancela o 5011")).to.deep.equal(["25@refund", "5010@refund", "5011@cancel"]);
    expect(acts("cancela o pedido 7720 e depois estorna 40 no pedido 7721")).to.deep.equal(["7720@cancel", "40@refund", "7721@refund"]);
    expect(acts("Por favor, cancela o pedido 6120. Também reembolsa R$ 15 no pedido 6121.")).to.deep.equal(["6120@cancel", "15@refund", "6121@refund"]);
  });
  it("starts a clause at its record where the record comes before the verb: `e no 6010 reembolsa 25`, `e o 8721 cancela`", () => {
    expect(acts("cancela o 6011 e no 6010 reembolsa 25")).to.deep.equal(["6011@cancel", "6010@refund", "25@refund"]);
    expect(acts("reembolsa o 8720 em 30, e o 8721 cancela")).to.deep.equal(["8720@refund", "30@refund", "8721@cancel"]);
    expect(acts("cancela o 6011 e no A-6010, reembolsa 25")).to.deep.equal(["6011@cancel", "A-6010@refund", "25@refund"]);
    expect(acts("cancela o 8801 e o 8802")).to.deep.equal(["8801@-", "8802@-"]);
  });
  it("keeps a record named first with its verb after a modal: `e o 5521 pode cancelar`, `o 5521 tem de ser cancelado`; not a count after `tem`", () => {
    expect(acts("reembolsa os 64,90 do 5520 e o 5521 pode cancelar")).to.deep.equal(["64.9@refund", "5520@refund", "5521@cancel"]);
    expect(acts("devolve 64,90 no 5520 e o 5521 tem de ser cancelado")).to.deep.equal(["64.9@refund", "5520@refund", "5521@cancel"]);
    expect(acts("estorna 20 no 5520; o 5521 também cancela")).to.deep.equal(["20@refund", "5520@refund", "5521@cancel"]);
    expect(acts("estorna 20 no 5520; o 5521 tem 3 itens")).to.deep.equal(["20@-", "5520@-", "5521@-", "3@-"]);
  });
  it("ties nothing where the turn asks for one act or takes a value back", () => {
    expect(acts("reembolsa 20 no 4100 e no 4101")).to.deep.equal(["20@-", "4100@-", "4101@-"]);
    expect(acts("reembolsa 45 no 5104, muda pra 40").every((a) => a.endsWith("@-"))).to.equal(true);
  });
  it("reads a clause that points back at another's record (`nele`) with that clause", () => {
    expect(acts("cancela o 5011 e estorna 30 nele, custou 120")).to.deep.equal(["5011@-", "30@-", "120@-"]);
  });
  it("reads `cobra` a sum to a client as a clause of its own, apart from the send before it", () => {
    expect(acts("manda um sms pra Carla no 31 98888-1234 confirmando o horário de amanhã às 15h e cobra 120 do pacote no cliente SL-77")).to.deep.equal(["Carla@send", "31988881234@send", "2026-03-03@send", "120@invoic", "SL-77@invoic"]);
    expect(acts("cancela o 7720 e cobra 40 no cliente C-31")).to.deep.equal(["7720@cancel", "40@invoic", "C-31@invoic"]);
  });
});

describe("Portuguese reading: acts of clauses that tell, check or hold, and things a verb makes", () => {
  const acts = (t: string) => grammar.readTurn(t, { now }).values.map((v) => `${v.value}@${v.act ?? "-"}`);
  it("gives a clause that tells someone, checks or holds a record an act of its own", () => {
    expect(acts("avisa o cliente do 6018 e cancela o 6019")).to.deep.equal(["6018@notif", "6019@cancel"]);
    expect(acts("segura o 8713 e cancela o 8714")).to.deep.equal(["8713@hold", "8714@cancel"]);
    expect(acts("primeiro cancela o 8909, depois reembolsa 15 no 8910")).to.deep.equal(["8909@cancel", "15@refund", "8910@refund"]);
  });
  it("reads an English act verb heading a clause, and the act of the thing a making verb makes", () => {
    expect(acts("cancel order 8406 e reembolsa 10 no 8407")).to.deep.equal(["8406@cancel", "10@refund", "8407@refund"]);
    expect(acts("me lembra dia 8 de pagar o aluguel e agenda a reunião com a Bia dia 12")).to.deep.equal(["2026-03-08@remind", "Bia@book", "2026-03-12@book"]);
    expect(acts("agenda a call dia 12 e manda lembrete dia 10")).to.deep.equal(["2026-03-12@book", "2026-03-10@remind"]);
  });
  it("reads a bill made (`faz a fatura`, `gera o boleto`) as an invoice of its own; a bill sent stays a send", () => {
    expect(acts("anula a inscrição INS-4 e faz uma fatura de 320 pro aluno AL-9")).to.deep.equal(["INS-4@cancel", "320@invoic", "AL-9@invoic"]);
    expect(acts("estorna 25 no 6630 e gera o boleto de 410 da cliente C-18")).to.deep.equal(["25@refund", "6630@refund", "410@invoic", "C-18@invoic"]);
    expect(acts("envia a fatura do 5512 ao cliente e cancela o 5513")).to.deep.equal(["5512@send", "5513@cancel"]);
  });
});

describe("Portuguese reading: values a turn takes back, sets aside or gives each person", () => {
  const read = (t: string) =>
    grammar.readTurn(t, { now }).values.map((v) => `${v.value}${v.superseded === true ? " taken back" : ""}${v.background === true ? " aside" : ""}${v.of !== undefined ? ` of ${v.of}` : ""}`);
  it("takes back a value set apart after a record, not the sum before it", () => {
    expect(read("reembolsa 40 no 8102, não 45")).to.deep.equal(["40", "8102", "45 taken back"]);
  });
  it("takes back the values of a negated request where another clause gives one of their family", () => {
    expect(read("não devolve 50, devolve 30 no 9605")).to.deep.equal(["50 taken back", "30", "9605"]);
    expect(read("Não reembolse os 60 €, apenas 45 € na encomenda 9606")).to.deep.equal(["60 taken back", "45", "9606"]);
    expect(read("não cancela o 9603; cancela o 9604")).to.deep.equal(["9603 taken back", "9604"]);
    expect(read("não reembolsa o 9601, só cancela")).to.deep.equal(["9601"]);
  });
  it("sets aside counts, planned days and places a message came from; takes back days called off and places no longer used", () => {
    expect(read("devolve 30 no 8601, o cliente esperou 15 dias")).to.deep.equal(["30", "8601", "15 aside"]);
    expect(read("a entrega era pra dia 5 mas atrasou; remarca a visita pro dia 9")).to.deep.equal(["2026-03-05 aside of entrega era", "2026-03-09 of remarca a visita"]);
    expect(read("a reunião de segunda foi cancelada, marca uma nova pra quinta")).to.deep.equal(["2026-03-09 taken back of reunião", "2026-03-05 of nova"]);
    expect(read("o cliente ligou do 11 98888-0000 pedindo pra atualizar o cadastro dele (C-9405) com o número 11 97777-0000")).to.deep.equal(["11988880000 aside", "C-9405", "11977770000"]);
    expect(read("o cliente C-71 ligava do 11 95555-0000, mas agora usa o 11 96666-0000; atualiza")).to.deep.equal(["C-71", "11955550000 taken back", "11966660000"]);
  });
  it("points at the day said last, the middle record and the last one named", () => {
    expect(read("Ele só pode dia 12 ou 13; a sala só tá livre dia 13. Remarca pra esse dia.")).to.deep.equal(["2026-03-12 taken back of Ele só pode", "13", "2026-03-13 of sala só tá livre"]);
    expect(read("dos pedidos 8140, 8141 e 8142, cancela o do meio")).to.deep.equal(["8140 taken back", "8141", "8142 taken back"]);
    expect(read("O cliente tem três pedidos: 9303, 9304 e 9305. O 9303 já foi entregue. Cancela só esse último.")).to.deep.equal(["3", "9303 taken back", "9304 taken back", "9305", "9303 taken back"]);
    expect(read("estorna meio conto no 7826")).to.deep.equal(["7826"]);
  });
  it("points by place into a list of sums said before, past the customer the pick is billed to", () => {
    expect(read("as aulas: a de guitarra 35 euros, a de piano 48, a de canto 52\ncobra a do meio pra cliente AU-2")).to.deep.equal(["35 taken back", "48", "52 taken back", "AU-2"]);
    expect(read("recebemos duas propostas, 700 e 950 reais. fica com a primeira das duas e fatura ao cliente MK-8")).to.deep.equal(["2 aside", "700", "950 taken back", "MK-8"]);
    expect(read("os três pacotes saem 1100, 1350 e 1600 €; o cliente escolheu o último")).to.deep.equal(["1100 taken back", "1350 taken back", "1600"]);
    // Records each with its sum: the ordinal picks the record, and a noun after it names something else.
    expect(read("o 4410, de 80 reais, e o 4455, de 120. estorna o segundo")).to.deep.equal(["4410 taken back", "80", "4455", "120"]);
    expect(read("orçamentos de 300 e 450 euros; o segundo pedido chegou")).to.deep.equal(["300", "450"]);
  });
  it("gives sums each of a person, the place said of a person, and the sum of a record whose verb is left out", () => {
    expect(read("reembolsa 20 pra Joana no pedido 8221 e 35 pro Pedro no 8222")).to.deep.equal(["20 of 8221", "Joana", "8221", "35 of 8222", "Pedro", "8222"]);
    expect(read("paga 40 pra Ana e 60 pro Rui; a conta do Rui é PT50 0002 0123 1234 5678 9015 4")).to.deep.equal(["40 of Ana", "Ana", "60 of Rui", "Rui", "Rui", "PT50000201231234567890154 of Rui"]);
    expect(read("o Renato do 7883 recebe 25 e a Tânia do 7884, 40")).to.deep.equal(["Renato", "7883", "25 of 7883", "Tânia", "7884", "40 of 7884"]);
  });
  it("reads a record given its sum, named again before a customer, as no sum of the customer", () => {
    expect(read("o pedido 7301 leva 25 e o 7302 leva 70; emite a fatura do 7302 pra cliente C-88")).to.deep.equal(["7301 aside", "25 aside of 7301", "7302 aside", "70 of 7302", "7302", "C-88"]);
  });
  it("reads this week's weekday said with `essa`, and keeps a record `continua igual`", () => {
    expect(read("agenda pra essa sexta")).to.deep.equal(["2026-03-06"]);
    expect(read("cancela o 8801; o 8802 continua igual")).to.deep.equal(["8801", "8802 taken back"]);
  });
  it("sets apart a record kept said after it or before it: `a 4472 não é para mexer`, `é para manter`, `segue normal`, `o outro (6652) não`, `preserva o 6642`", () => {
    expect(read("anula a encomenda 4471, a 4472 não é para mexer")).to.deep.equal(["4471", "4472 taken back"]);
    expect(read("Anule a encomenda 5561; a 5562 é para manter.")).to.deep.equal(["5561", "5562 taken back"]);
    expect(read("cancela o 6631, o 6632 segue normal")).to.deep.equal(["6631", "6632 taken back"]);
    expect(read("cancela o 6651, o outro (6652) não")).to.deep.equal(["6651", "6652 taken back"]);
    expect(read("cancela o 6641 e preserva o 6642")).to.deep.equal(["6641", "6642 taken back"]);
    expect(read("cancela o 6631, o 6632 segue normal pra entrega")).to.deep.equal(["6631", "6632"]);
    expect(read("a 4472 não é para cancelar já, reembolsa 20 nela")).to.not.include("4472 taken back");
  });
  it("sets apart the places of the people a pronoun does not point at: `… e o do Caio é …; manda pra ela`, `o número dele`; not two of one gender", () => {
    expect(read("o email da Bia é bia@loja.example e o do Caio é caio@loja.example; manda pra ela o contrato")).to.deep.equal(["Bia", "bia@loja.example of Bia", "Caio", "caio@loja.example taken back of Caio"]);
    expect(read("a Ana tem o 11 91111-2222 e o Rui o 11 93333-4444; manda sms pro número dele")).to.deep.equal(["Ana", "11911112222 taken back", "Rui", "11933334444"]);
    expect(read("O Pedro passou-me o IBAN dele, PT50 0002 0123 1234 5678 9015 4, e a Sofia o dela, PT50 0035 0123 0000 1234 5670 8. Transfere para a conta dela.")).to.deep.equal(["Pedro", "PT50000201231234567890154 taken back", "Sofia", "PT50003501230000123456708"]);
    expect(read("o email da Bia é bia@loja.example e o do Caio é caio@loja.example; manda pra ela e pra ele")).to.deep.equal(["Bia", "bia@loja.example of Bia", "Caio", "caio@loja.example of Caio"]);
    expect(read("o email da Bia é bia@loja.example e o da Ana é ana@loja.example; manda pra ela")).to.deep.equal(["Bia", "bia@loja.example of Bia", "Ana", "ana@loja.example of Ana"]);
    expect(read("o email da Bia é bia@loja.example e o do Caio é caio@loja.example; manda pra ela no caio@loja.example")).to.not.include("caio@loja.example taken back of Caio");
  });
  it("splits a sum among the records or people listed after it: `reparte os 90 euros pelos pedidos 8801 e 8802`, `meio a meio`, `entre os dois`; not a record split in shipments", () => {
    expect(read("reparte os 90 euros pelos pedidos 8801 e 8802")).to.deep.equal(["90 taken back", "45", "8801", "8802"]);
    expect(read("estorna 60 dividido entre o 8801 e o 8802")).to.deep.equal(["60 taken back", "30", "8801", "8802"]);
    expect(read("Reparta os 150 € pelas encomendas 5501, 5502 e 5503")).to.deep.equal(["150 taken back", "50", "5501", "5502", "5503"]);
    // `a Ana e o Rui` is also the count the person said, 2 (counts-said-as-words.ts), given to no argument.
    expect(read("divide os 100 entre a Ana e o Rui")).to.deep.equal(["100 taken back", "50", "Ana", "Rui", "2"]);
    expect(read("meio a meio: 80 entre o 8801 e o 8802")).to.deep.equal(["80 taken back", "40", "8801", "8802"]);
    expect(read("racha os 50 reais entre os dois")).to.deep.equal(["50 taken back", "25"]);
    // `dois envios` counts shipments: set aside as a count, never split nor taken back.
    expect(read("divide o pedido 8801 em dois envios e reembolsa 15 de frete")).to.deep.equal(["8801", "2 aside", "15"]);
  });
  it("sets apart the whole order's sum told beside the part asked for: `pagou 210 no pedido … só a cadeira, que custou 45`; not two sums of one request", () => {
    expect(read("o cliente pagou 210 no pedido 8810 mas só a cadeira veio partida, que custou 45; reembolsa só a cadeira")).to.deep.equal(["210 taken back", "8810", "45"]);
    expect(read("o pedido 8810 deu 210 no total. a cadeira (45) veio partida. estorna a cadeira, não o pedido inteiro")).to.deep.equal(["8810", "210 taken back", "45"]);
    expect(read("do pedido 8810, de 210 reais, só o abajur de 38 reais chegou com defeito, devolve o valor dele")).to.deep.equal(["8810", "210 taken back", "38"]);
    expect(read("o cliente pagou 210 no pedido 8810; reembolsa 45")).to.not.include("210 taken back");
    expect(read("reembolsa só 45 no pedido 8810 e 60 no pedido 8811")).to.not.include("60 taken back");
  });
  it("reads an `e` typed for `é` where the record's word opens its clause, and a record named after a comma as no whole of the sum before", () => {
    expect(read("só a cadeira, que custou 45, a encomenda e a 5120 e no total deu 210; devolve só a cadeira")).to.deep.equal(["45", "5120", "210 taken back"]);
    expect(read("O pedido e o 9120, cancela")).to.deep.equal(["9120"]);
    // The `e` that joins two records after a verb stays a join: no record's `é`.
    expect(grammar.readTurn("cancela o pedido e o 8807", { now }).values.map((v) => v.kind)).to.deep.equal(["number"]);
  });
  it("reads `n` typed for `não` before a denied whole: `n devolve a encomenda inteira, só 30 …`; not `n` before a number", () => {
    expect(read("n devolve a encomenda inteira, só 30 da 5120 (a compra deu 150)")).to.include("150 taken back aside");
    expect(read("n devolve a encomenda inteira, só 30 da 5120 (a compra deu 150)")).to.not.include("30 taken back");
  });
});

describe("the Portuguese reader: records left out and sends the person takes on (sixteenth round)", () => {
  const taken = (t: string) => grammar.readTurn(t, { now }).values.filter((v) => v.superseded === true).map((v) => String(v.value));
  const acts = (t: string) => grammar.readTurn(t, { now }).sending.map((a) => (a.negated ? `!${a.verb}` : a.verb));
  it("sets apart a record told done then left out, only where another record and a request follow: `já tratei eu`, `já foi, esse deixa`", () => {
    expect(taken("a 9101 já reembolsei eu ontem; reembolsa agora 18 euros na 9102")).to.deep.equal(["9101"]);
    expect(taken("o aviso da 8801 já foi, esse não; manda sms ao 912 111 000 sobre a 8802")).to.deep.equal(["8801"]);
    expect(taken("a encomenda 3350 já chegou partida, devolve 20 euros nela")).to.deep.equal([]);
    expect(taken("o 4471 já mandei, agora cancela-o")).to.deep.equal([]);
  });
  it("sets apart a record left out by the words before it, wherever the turn names it: `nem a 4541`, `esquece a 4461`, not `não esquece a 4465`", () => {
    expect(taken("cancela a 4460 e a 4461. esquece a 4461, essa o cliente quer")).to.deep.equal(["4461", "4461"]);
    expect(taken("cancela as encomendas 4570 e 4571, com exceção da 4571")).to.deep.equal(["4571", "4571"]);
    expect(taken("cancela a 4540; nem a 4541 nem a 4542 são para cancelar")).to.deep.equal(["4541", "4542"]);
    expect(taken("devolve 30 em lugar de 40 na encomenda 7740")).to.deep.equal(["40"]);
    expect(taken("não esquece a 4465: cancela ela hoje")).to.deep.equal([]);
  });
  it("reads a send the person takes on in its clause as no request, and one asked in the next clause as one", () => {
    for (const t of ["deixa que eu trato do sms ao 912 000 111; anota na 9901", "do e-mail para o cliente@loja.example cuido eu; cancela a 3380", "o sms ao 912 000 222 fica comigo"]) {
      expect(acts(t), t).to.not.deep.equal([]);
      expect(acts(t).every((a) => a.startsWith("!")), t).to.equal(true);
    }
    expect(acts("eu trato da nota, tu envia o sms ao 912 000 333").some((a) => !a.startsWith("!"))).to.equal(true);
    expect(acts("manda o email pro cliente@loja.example e eu cuido da nota").some((a) => !a.startsWith("!"))).to.equal(true);
  });
  it("reads a mesoclitic future of the person or a third party as no request: `enviar-lhe-ei`, `enviar-lhe-á`; of `tu` as one", () => {
    expect(acts("enviar-lhe-ei o contrato amanhã")).to.deep.equal(["!enviar"]);
    expect(acts("o fornecedor enviar-lhe-á a factura")).to.deep.equal(["!enviar"]);
    expect(acts("enviar-lhe-ás o contrato amanhã")).to.deep.equal(["enviar"]);
  });
});

describe("the Portuguese reader: records chosen by what was told of them, sums worked out, apologies (nineteenth round)", () => {
  const taken = (t: string) => grammar.readTurn(t, { now }).values.filter((v) => v.superseded === true).map((v) => String(v.value));
  it("chooses the record a relative clause tells again: `cancela o que veio com defeito`; not one whose words meet two records as well, nor a clause before a record", () => {
    expect(taken("o pedido 4420 veio certinho, o 4421 veio com defeito; cancela o que veio com defeito")).to.deep.equal(["4420"]);
    expect(taken("o 4501 chegou ontem e o 4502 ainda não chegou. cancela o que não chegou")).to.deep.equal(["4501"]);
    expect(taken("o 5510 e o 5511 chegaram; faz o que o cliente pediu")).to.deep.equal([]);
    expect(taken("o 4420 veio e o 4421 veio; cancela o que veio")).to.deep.equal([]);
    expect(taken("o 5510 e o 5511 são da Ana; faz o que o cliente pediu e cancela o 5511")).to.deep.equal([]);
  });
  it("reads no word of an address as what a record was told by: `manda email a vitor.pires@…` after `… do Sr. Vitor 240 (CD-43)` chooses nothing", () => {
    expect(taken("o corte do Sr. Paulo custou 60 (PT-11) e a pintura da D. Paula 240 (PT-12). reembolsa a pintura e manda email a paula.melo@mail.pt")).to.not.include.members(["PT-12"]);
    // A word said after an article outside an address still chooses: `cancela o que veio com defeito`.
    expect(taken("o pedido 4420 veio certinho, o 4421 veio com defeito; cancela o que veio com defeito e manda email a ana@x.pt")).to.deep.equal(["4420"]);
  });
  it("reads a record in brackets as its piece's, and the number beside the bracket as its sum: `a pintura do Marco 120 (RV-6)`; `a do irmão (AL-2) 700`", () => {
    // The description picks the record in brackets, not the sum before it: the other record and its sum are left.
    expect(taken("a revisao da Joana foi 80 (RV-5) e a pintura do Marco 120 (RV-6). cancela a pintura e escreve a marco@oficina.pt")).to.deep.equal(["80", "RV-5"]);
    expect(taken("o corte custou 60 (PT-11) e a pintura 240 (PT-12). reembolsa a pintura")).to.deep.equal(["60", "PT-11"]);
    // A sum beside a bracket is no record a picking word may choose, and the words after a comma up to a bracket are its record's: `a do irmão` picks AL-2.
    expect(taken("a mensalidade da Alice (AL-1) 890, a do irmao (AL-2) 700 com desconto. faz a do irmao")).to.deep.equal(["AL-1", "890"]);
    expect(taken("a da Alice (AL-1) 890, a do irmao (AL-2) 700. faz a da Alice")).to.deep.equal(["AL-2", "700"]);
    // Brackets that tell of a record (`o 9043 (tela) deu ruim`) still tell of it.
    expect(taken("o 9043 (tela) deu ruim, o 9044 (bateria) ta ok; cancela o da tela")).to.deep.equal(["9044"]);
  });
  it("reads the words after a comma that `é` (often written `e`) links to the next record as that record's: `era o 7720, o de agora e o 7731. cancela o de agora`", () => {
    expect(taken("o pedido antigo da loja era o 7720, o de agora e o 7731. cancela o de agora")).to.deep.equal(["7720"]);
    expect(taken("a encomenda velha era a 4410, a nova e a 4412; estorna 20 na nova")).to.deep.equal(["4410"]);
    // `e` joining records in a list: nothing is picked.
    expect(taken("cancela o 4410, o da Ana e o 4412")).to.deep.equal([]);
  });
  it("sets apart the two sums a result said in the turn adds up from: `120 menos 20 de frete, dá 100`; not where the result does not add up or is not said as one", () => {
    expect(taken("devolve 120 menos 20 de frete, dá 100, no pedido 4431")).to.include.members(["120", "20"]);
    expect(taken("estorna 25 no pedido 1190, põe mais 10, 35 no total")).to.deep.equal(["25", "10"]);
    expect(taken("transfere 300 mais 15 de portes, 315 ao todo, para PT50 0002 0123 1234 5678 9015 4")).to.deep.equal(["300", "15"]);
    expect(taken("reembolsa 20 na 4410 mais 5 de portes, fica 30")).to.not.include("20");
    expect(taken("estorna 40 no 5510 e mais 10 no 5511, 50 no total")).to.not.include("40");
  });
  it("sets apart a record someone said against the one a paper or the system shows: `falou que o pedido era 7720, mas na nota tá 7702`", () => {
    expect(taken("o cliente falou que o pedido era 7720, mas na nota tá 7702; estorna 30 no da nota")).to.deep.equal(["7720"]);
    expect(taken("ele disse que era a 4410 mas no talão aparece 4401; cancela a do talão")).to.deep.equal(["4410"]);
    expect(taken("ele disse que era a 4410; cancela a 4401 também")).to.deep.equal([]);
  });
  it("points an ordinal at the ids its own clause opens with: `dos pedidos 3340 e 3341 cancela o primeiro`; not at ids said before that set", () => {
    expect(taken("dos pedidos 3340 e 3341 cancela o primeiro")).to.deep.equal(["3341"]);
    expect(taken("dos pedidos 5301, 5302 e 5303 cancela o do meio")).to.deep.equal(["5301", "5303"]);
    expect(taken("cancela o 4400. dos pedidos 5301 e 5302 cancela o primeiro")).to.deep.equal(["5302"]);
    expect(taken("cancela o 4470 e o primeiro depois que eu confirmar")).to.deep.equal([]);
  });
  it("takes back the value an apology's clause gives another for: `peço desculpa, é 53`, `foi gralha, é 210`, `lapso meu, é na 3312`; not `desculpa a demora`", () => {
    expect(taken("reembolsa 35 no pedido 8801, peço desculpa, é 53")).to.deep.equal(["35"]);
    expect(taken("fatura 120 ao C-3. foi gralha, é 210")).to.deep.equal(["120"]);
    expect(taken("reembolsa 25 na 3321. lapso meu, é na 3312")).to.deep.equal(["3321"]);
    expect(taken("cancela a 7781, mil desculpas, é a 7718")).to.deep.equal(["7781"]);
    expect(taken("reembolsa 18 no 6671, troquei os números, é 81")).to.deep.equal(["18"]);
    expect(taken("reembolsa 30 no 4410, desculpa a demora, são 45 no 4411")).to.deep.equal([]);
  });
  it("reads a correction after a joining word, a question's mark, or with cents: `mas afinal são 45`, `…? actually make it 30`, `12,90 €; afinal são 13 €`", () => {
    expect(taken("reembolsa 40 no 5510, mas afinal são 45")).to.deep.equal(["40"]);
    expect(taken("reembolsa 40 no 5510. Mas pensando bem, faz 45")).to.deep.equal(["40"]);
    expect(taken("pode fazer o refund de 35 no order 6610? actually make it 30")).to.deep.equal(["35"]);
    expect(taken("reembolsa 12,90 € na 6620; afinal são 13 €")).to.deep.equal(["12.9"]);
    expect(taken("estorna 40 no 5510 e 45 no 5511")).to.deep.equal([]);
    expect(taken("reembolsa 20 na 3301 e afinal também 25 na 3302")).to.deep.equal([]);
  });
  it("sets apart a record a bare `deixa` keeps at its clause's end: `cancela ele; o 5541 deixa`; not `deixa` before what it lets happen", () => {
    expect(taken("o pedido 5540 está errado, cancela ele; o 5541 deixa")).to.deep.equal(["5541"]);
    expect(taken("cancela o 5540 e o 5541 deixa pra sexta")).to.deep.equal([]);
  });
});

describe("the Portuguese reader: records put off or set aside after their say, sums billed again (twenty-fifth round)", () => {
  const shown = (t: string) => grammar.readTurn(t, { now }).values.map((v) => `${v.kind}:${String(v.value)}${v.superseded === true ? " apart" : ""}`);
  const taken = (t: string) => grammar.readTurn(t, { now }).values.filter((v) => v.superseded === true).map((v) => String(v.value));
  it("sets apart a record put off to a later step: `a 7742 fica para depois`; not one kept for a named day", () => {
    expect(taken("Para já reembolsa 18 euros na encomenda 7741; a 7742 fica para depois, que ainda não sei quanto é.")).to.deep.equal(["7742"]);
    expect(taken("cancela o 5309; o 5310 fica pra mais tarde")).to.deep.equal(["5310"]);
    expect(taken("cancela o 5309, o 5311 fica pra sexta")).to.deep.equal([]);
    // Told with no request before it, the words tell a plan, not a choice among records.
    expect(taken("a 7742 fica para depois")).to.deep.equal([]);
  });
  it("sets apart a record a keeping phrase ends after a request to read: `puxa os dados do C-220, o C-221 deixa quieto`", () => {
    expect(taken("puxa os dados do cliente C-221 rapidinho... não, o C-220, o C-221 deixa quieto")).to.deep.equal(["C-221", "C-221"]);
    expect(taken("consulta a encomenda 4410, a 4411 fica como está")).to.deep.equal(["4411"]);
    expect(taken("o C-221 deixa quieto")).to.deep.equal([]);
  });
  it("takes back a record `melhor: … antes` puts another in place of, and one a reason after a comma tells done", () => {
    expect(taken("Cancela a encomenda 5512. Melhor: cancela antes a 5513, que a 5512 já foi expedida.")).to.deep.equal(["5512", "5512"]);
    expect(taken("cancela o 8730, porque o 8731 já chegou")).to.deep.equal(["8731"]);
    // The reason names no record of its own: the one asked stays asked.
    expect(taken("estorna o 8731, que já foi devolvido ao estoque")).to.deep.equal([]);
  });
  it("reads `fatura` said again after `melhor,` as the sum corrected: `fatura 90 pro C-15... melhor, fatura 95`; two bills stay two", () => {
    expect(shown("fatura 90 pro C-15... melhor, fatura 95 que tem a taxa")).to.deep.equal(["number:90 apart", "id:C-15", "number:95"]);
    expect(shown("fatura 90 pro C-15, aliás, fatura 95")).to.deep.equal(["number:90 apart", "id:C-15", "number:95"]);
    expect(shown("fatura 90 pro C-15 e fatura 95 pro C-16")).to.deep.equal(["number:90", "id:C-15", "number:95", "id:C-16"]);
  });
});

describe("Portuguese reading: the acts a turn asks for", () => {
  const acts = (t: string) => grammar.readTurn(t, { now }).acts;

  it("gives the act keys of the verbs that start the turn's clauses, each once", () => {
    expect(acts("estorna 40 no 5133")).to.deep.equal(["refund"]);
    expect(acts("cancela o pedido 7401 e devolve 30 no pedido 7402")).to.deep.equal(["cancel", "refund"]);
  });

  it("gives none for a turn that only points back or tells", () => {
    expect(acts("isso, pode fazer os dois")).to.equal(undefined);
    expect(acts("tenho dois pedidos abertos, o 5120 e o 5133")).to.equal(undefined);
  });
});
