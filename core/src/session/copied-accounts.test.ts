// An account an outside text gave, copied into the text a write keeps for people.
import { expect } from "chai";
import { accountKeys } from "./accounts.js";
import { copiedAccountMarks, type CopiedAccountInputs } from "./copied-accounts.js";

type Result = CopiedAccountInputs["results"][number];

const IBAN = "NL20 INGB 0001 2345 67";
const key = [...accountKeys(IBAN)][0]!;
/** A supplier's email whose body writes the account. */
const email = (textOutside = true): Result => ({ textOutside, index: { step: 0, tool: "search_emails", structured: new Map(), text: new Map([[key, "emails.body"]]) } });
/** A list of payees that holds the account as a structured value. */
const payees: Result = { textOutside: true, index: { step: 1, tool: "list_payees", structured: new Map([[key, "payees.iban"]]), text: new Map() } };
const inputs = (results: Result[], typed: string[] = []): CopiedAccountInputs => ({ typed: new Set(typed), context: new Set(), reply: new Set(), results });
const none = () => false;
const texts = new Set(["title", "description"]);
const invite = { title: "Baltic Timber visit", start: "2026-12-01T14:00:00", end: "2026-12-01T15:00:00", description: `Pre-payment account: ${IBAN}` };

describe("an account an outside text gave, copied into a write's own text", () => {
  it("marks the text argument that writes an account only an outside free text gives, naming the text's field", () => {
    expect(copiedAccountMarks(invite, texts, none, inputs([email()]))).to.deep.equal([
      { level: "untrusted", source: "search_emails", on: "description", step: 0, field: "emails.body" },
    ]);
  });
  it("leaves a text with no account, and an argument the catalogue does not give as text", () => {
    expect(copiedAccountMarks({ ...invite, description: "Bring the larch samples." }, texts, none, inputs([email()]))).to.deep.equal([]);
    expect(copiedAccountMarks(invite, new Set(["title"]), none, inputs([email()]))).to.deep.equal([]);
  });
  it("leaves an account the person gave, one a record holds as a structured value, and one another argument carries whole", () => {
    expect(copiedAccountMarks(invite, texts, none, inputs([email()], [key]))).to.deep.equal([]);
    expect(copiedAccountMarks(invite, texts, none, inputs([email(), payees]))).to.deep.equal([]);
    expect(copiedAccountMarks({ iban: IBAN, amount: 40, description: `Deposit to ${IBAN}` }, texts, none, inputs([email()]))).to.deep.equal([]);
  });
  it("leaves an account of the deployment's own text, and an argument whose origin the caller gave", () => {
    expect(copiedAccountMarks(invite, texts, none, inputs([email(false)]))).to.deep.equal([]);
    expect(copiedAccountMarks(invite, texts, (name) => name === "description", inputs([email()]))).to.deep.equal([]);
  });
});
