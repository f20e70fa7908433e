// The Portuguese tool classifier: Portuguese names and descriptions, and English names in a
// Portuguese catalogue.
import { expect } from "chai";
import { classifyTool, explainToolKind } from "./classify.js";

const tool = (name: string, description = "", argumentNames: string[] = []) => ({ name, description, argumentNames });

describe("classifyTool (Portuguese)", () => {
  const cases: Array<{ note: string; tool: ReturnType<typeof tool>; want: "read" | "write" | "send" | undefined }> = [
    { note: "consultar lê", tool: tool("consultar_saldo", "Consulta o saldo da conta."), want: "read" },
    { note: "listar em camelCase lê", tool: tool("listarPedidos", "Lista os pedidos do cliente."), want: "read" },
    { note: "buscar lê", tool: tool("buscar_cliente", "Busca um cliente pelo CPF."), want: "read" },
    { note: "enviar envia", tool: tool("enviar_email", "Envia um e-mail ao cliente.", ["destinatario", "assunto", "corpo"]), want: "send" },
    { note: "notificar envia", tool: tool("notificar_equipe"), want: "send" },
    { note: "apagar muda", tool: tool("apagar_arquivo", "Apaga um arquivo do disco."), want: "write" },
    { note: "excluir muda", tool: tool("excluir-registro"), want: "write" },
    { note: "criar muda", tool: tool("criarCliente", "Cria um novo cliente."), want: "write" },
    { note: "um rascunho não é enviado", tool: tool("criar_rascunho_mensagem", "Cria um rascunho de mensagem sem enviar."), want: "write" },
    { note: "uma mensagem criada é enviada", tool: tool("criar_mensagem", "Cria e envia uma mensagem ao canal."), want: "send" },
    { note: "obter ou criar cria", tool: tool("obter_usuario", "Obtém o usuário, criando-o se não existir."), want: "write" },
    { note: "uma descrição que também grava", tool: tool("buscar_pagina", "Busca uma página e salva no banco."), want: "write" },
    { note: "uma consulta SQL pode gravar", tool: tool("consultar_banco", "Executa uma consulta SQL no banco."), want: "write" },
    { note: "somente leitura", tool: tool("consultar_banco", "Executa uma consulta SQL somente leitura."), want: "read" },
    { note: "um nome sem verbo com uma descrição que lê", tool: tool("cotacao_dolar", "Mostra a cotação do dólar."), want: "read" },
    { note: "um nome que não diz nada", tool: tool("pedidos"), want: undefined },
    { note: "nome em inglês num catálogo português", tool: tool("send_sms", "Envia um SMS."), want: "send" },
    { note: "nome em inglês, leitura", tool: tool("get_order", "Consulta um pedido."), want: "read" },
    { note: "nome em inglês, escrita", tool: tool("refund_card", "Estorna um valor no cartão."), want: "write" },
    { note: "publicar envia", tool: tool("publicar_post", "Publica um post no blog."), want: "send" },
    { note: "a agenda consultada não é agendada", tool: tool("consultar_agenda", "Mostra a agenda do dia."), want: "read" },
  ];

  for (const c of cases) {
    it(`${c.note}: ${c.tool.name} é ${c.want ?? "incerto"}`, () => {
      expect(classifyTool(c.tool), explainToolKind(c.tool).because.join("; ")).to.equal(c.want);
    });
  }
});
