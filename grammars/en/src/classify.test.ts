// The English tool classifier on the cases that trap a naive reader: a read verb hiding a write,
// a message that is drafted not sent, a query that may write.
import { expect } from "chai";
import { classifyTool, explainToolKind } from "./classify.js";

const tool = (name: string, description = "", argumentNames: string[] = []) => ({ name, description, argumentNames });

describe("classifyTool (English)", () => {
  const cases: Array<{ note: string; tool: ReturnType<typeof tool>; want: "read" | "write" | "send" | undefined }> = [
    { note: "snake_case read", tool: tool("list_directory", "Get a detailed listing of all files in a path."), want: "read" },
    { note: "camelCase read", tool: tool("getStockPrice", "Get the latest price of a stock ticker."), want: "read" },
    { note: "kebab-case write", tool: tool("create-product", "Create a new product in the store"), want: "write" },
    { note: "dotted write", tool: tool("github.create_issue", "Create a new issue in a GitHub repository."), want: "write" },
    { note: "a read verb then a make: get or create", tool: tool("get_or_create_user", "Return the user, creating it if it does not exist."), want: "write" },
    { note: "sync changes both sides", tool: tool("sync_contacts"), want: "write" },
    { note: "a query that may write", tool: tool("run_query", "Run a SQL query against the warehouse."), want: "write" },
    { note: "a SQL query tool that does not say it only reads", tool: tool("sql_db_query", "Input is a SQL query, output is a result from the database."), want: "write" },
    { note: "a query the description says is read-only", tool: tool("query", "Run a read-only SQL query."), want: "read" },
    { note: "a SELECT query", tool: tool("read_query", "Execute a SELECT query on the SQLite database."), want: "read" },
    { note: "fetch and store keeps what it read", tool: tool("fetch_and_store", "Fetch a page and keep it."), want: "write" },
    { note: "notify sends", tool: tool("notify_team"), want: "send" },
    { note: "a preview sends nothing", tool: tool("preview_email", "Render an email template and return the HTML, without sending anything."), want: "read" },
    { note: "a draft is written, not sent", tool: tool("draft_email", "Draft a new email.", ["to", "subject", "body"]), want: "write" },
    { note: "sending a draft sends", tool: tool("send_draft", "Send an existing draft."), want: "send" },
    { note: "posting a message", tool: tool("slack_post_message", "Post a new message to a Slack channel"), want: "send" },
    { note: "updating a message only edits it", tool: tool("update_message", "Update the text of a message."), want: "write" },
    { note: "a read whose description also emails", tool: tool("bulk_export_contacts", "Export the contacts and email the download link to the requester."), want: "send" },
    { note: "an upload sends to a place", tool: tool("box_upload_file", "Upload a local file to a Box folder."), want: "send" },
    { note: "a webhook call sends", tool: tool("trigger_webhook", "Trigger a webhook with a JSON payload.", ["webhook_url", "payload"]), want: "send" },
    { note: "a phone call is placed", tool: tool("make_call", "Place an outbound voice call."), want: "send" },
    { note: "a read verb with a recipient argument is not trusted as a read", tool: tool("lookup_account", "Look up an account.", ["recipient_email"]), want: undefined },
    { note: "a read verb with new content is not trusted as a read", tool: tool("view_note", "Show a note.", ["new_content"]), want: undefined },
    { note: "a description that names a write after a read", tool: tool("search_records", "Search records and delete the ones that match."), want: "write" },
    { note: "a negated send is no send", tool: tool("render_invoice", "Render an invoice as PDF without sending it."), want: "read" },
    { note: "a name that hides what it does (the engine counts it a write)", tool: tool("orders"), want: undefined },
    { note: "a name with no verb and no description", tool: tool("portal"), want: undefined },
    { note: "a noun name whose description reads", tool: tool("weather", "Get the current weather for a city."), want: "read" },
    { note: "mark as read changes a flag", tool: tool("mark_as_read", "Mark a message as read."), want: "write" },
    { note: "a phrasal write", tool: tool("check_in_guest", "Check a guest in."), want: "write" },
    { note: "a noun list after a comma is not a verb", tool: tool("brave_web_search", "Performs a web search, ideal for general queries, news, articles."), want: "read" },
    { note: "a shell runs anything", tool: tool("terminal", "Run shell commands on this machine."), want: "write" },
  ];

  for (const c of cases) {
    it(`${c.note}: ${c.tool.name} is ${c.want ?? "unsure"}`, () => {
      expect(classifyTool(c.tool), explainToolKind(c.tool).because.join("; ")).to.equal(c.want);
    });
  }

  it("gives the words that decided", () => {
    const r = explainToolKind(tool("send_email"));
    expect(r.kind).to.equal("send");
    expect(r.because[0]).to.match(/^name `send/);
  });
});
