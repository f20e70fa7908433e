// Admission: no argument value, however nested or spelled, may reach a loopback, private,
// link-local, CGNAT, multicast, unspecified, broadcast, reserved or cloud-metadata address,
// unless the settings allow that host or network.
import { defineCheck, pass, refuse } from "@toolgate/core";
import { blockedAddresses, compileAllowList, type AllowList } from "./addresses.js";

export interface AddressSettings {
  hosts: string[];
  cidrs: string[];
}

// The allow list is compiled once per settings object (one per client), not per call.
const compiled = new WeakMap<AddressSettings, AllowList>();

function allowListOf(settings: AddressSettings): AllowList {
  let list = compiled.get(settings);
  if (!list) {
    list = compileAllowList(settings);
    compiled.set(settings, list);
  }
  return list;
}

const CIDR = "^(?:\\d{1,3}(?:\\.\\d{1,3}){3}/\\d{1,2}|[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*/\\d{1,3})$";

export default defineCheck<AddressSettings>({
  meta: {
    id: "address",
    title: "Address not allowed",
    simply: "A call cannot reach an address you do not allow, such as the cloud's metadata service or the company's own network.",
    catches: "A URL argument pointing at a private or metadata address.",
    cannotCatch: "An address the deployment allows but that is still the wrong one for this call.",
    stops: "refused",
    reads: ["arguments"],
    switchable: true,
    reasons: ["address_not_allowed"],
    settings: {
      type: "object",
      additionalProperties: false,
      properties: {
        hosts: { type: "array", items: { type: "string", minLength: 1 }, default: [], description: "hosts a call may reach although they are private: `intranet.example.com`, `*.corp.example` (every name under it), `10.0.0.7`" },
        cidrs: { type: "array", items: { type: "string", pattern: CIDR }, default: [], description: "networks a call may reach although they are private, IPv4 or IPv6: `10.1.0.0/16`, `fd12::/16`" },
      },
    },
    examples: {
      allowed: [{ tool: "fetch_page", arguments: { url: "https://example.org/a" } }],
      stopped: [{ tool: "fetch_page", arguments: { url: "http://169.254.169.254/latest" } }],
    },
  },
  run(ctx) {
    const found = blockedAddresses(ctx.call.arguments, allowListOf(ctx.settings));
    if (found.length === 0) return pass();
    const first = found[0]!;
    return refuse("address_not_allowed", {
      pointer: first.pointer,
      host: first.host,
      address_class: first.class,
      why: first.why,
      addresses: found.map((f) => ({ pointer: f.pointer, written: f.written, host: f.host, class: f.class })),
    });
  },
});
