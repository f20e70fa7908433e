// RE2 as the regular expression engine of user schemas: `pattern` and `patternProperties` matched
// in linear time, by ajv's compiled code and by the plain schemas' validator alike.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

let RE2JS: typeof import("re2js").RE2JS | undefined;

/**
 * RE2 as ajv's regular expression engine: `pattern` and `patternProperties` in linear time.
 * re2js is RE2 ported to JavaScript, so the engine needs no native module. ajv asks only for
 * `test` (a pattern matches anywhere in the text, as JSON Schema says) and `toString`, which it
 * keeps compiled patterns by: it must differ for every pattern, as a RegExp's does. `u` is ajv's
 * own flag, and re2js reads Unicode always.
 */
export const re2Engine = Object.assign(
  (pattern: string, flags: string) => {
    RE2JS ??= (require("re2js") as typeof import("re2js")).RE2JS;
    const compiled = RE2JS.compile(pattern, flags.includes("i") ? RE2JS.CASE_INSENSITIVE : 0);
    return { test: (text: string) => compiled.test(text), toString: () => `/${pattern}/${flags}` };
  },
  {
    // The same engine as source text, for validators generated ahead with ajv's standalone code.
    code: '(pattern, flags) => { const { RE2JS } = require("re2js"); const compiled = RE2JS.compile(pattern, flags.includes("i") ? RE2JS.CASE_INSENSITIVE : 0); return { test: (text) => compiled.test(text), toString: () => `/${pattern}/${flags}` }; }',
  },
);
