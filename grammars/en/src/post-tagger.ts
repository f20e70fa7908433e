// compromise's post-tagger (its second pass of tagging patterns), with the same patterns tried in
// the same order and matched and applied by compromise's own methods, but with the patterns that
// may apply to a sentence looked up from the sentence's words and tags rather than by walking
// every word and tag any pattern names (a third of the post-tagger's time on a 50-word turn went
// to that walk), and with each pattern tried only from the terms its first step holds of where
// that step is a plain word or tag (compromise tries every pattern from every term). The tags are
// compromise's, term for term: a test compares them on the dev turns of both corpora and on
// generated text.

/** A compiled pattern of compromise's post-tagger (the fields the choice of patterns reads). */
interface Pattern {
  match: string;
  needs: string[];
  wants: string[];
  minWant: number;
  minWords: number;
  ifNo?: string[];
  unTag?: unknown;
  regs: Step[];
  group?: string | number;
  notIf?: unknown;
  justOne?: boolean;
  /** What compromise's `bulkTagger` does with a match (see `Todo`). */
  tag?: unknown;
  chunk?: unknown;
  reason?: string;
  safe?: boolean;
  freeze?: boolean;
}

/**
 * A match as compromise's `bulkTagger` reads it: the fields of its pattern that say what to tag,
 * and where. compromise hands it a copy of the whole pattern (its steps, needs, wants …) per match;
 * only these are read, so a match costs one small object of one shape.
 */
interface Todo {
  tag: unknown;
  chunk: unknown;
  unTag: unknown;
  reason: string | undefined;
  match: string;
  safe: boolean | undefined;
  freeze: boolean | undefined;
  pointer: number[];
}

/** A pointer compromise's matcher gives: sentence, first term, end (and the ids of the first and last terms). */
type Pointer = number[];

interface RawTerm {
  index: [number, number];
  id: unknown;
  /** The fields compromise's matcher reads of a term a match starts on (see `firstStepTest`). */
  tags: Set<string>;
  switch?: string;
  text: string;
  normal?: string;
  machine?: string | null;
  alias?: string[];
  root?: string;
  implicit?: string;
}

/** A step of a compiled pattern (compromise's `regs`). */
interface Step {
  tag?: string;
  word?: string;
  fastOr?: Set<string>;
  [field: string]: unknown;
}

/** The part of compromise's world the post-tagger uses. */
export interface TaggerWorld {
  model: { two: { matches: unknown[] } };
  methods: {
    one: {
      match(docs: RawTerm[][], pattern: Pattern): { ptrs: Pointer[]; byGroup: Record<string, Pointer[]> };
      bulkTagger(found: unknown[], docs: RawTerm[][], world: TaggerWorld): void;
      /** The methods a step names with `@` (`@hasComma`), as compromise's matcher calls them. */
      termMethods: TermMethods;
    };
    two: { quickSplit(docs: RawTerm[][]): RawTerm[][] };
  };
}

/** compromise's `@` methods of a term, by name. */
type TermMethods = Record<string, unknown>;

/** The part of a compromise view the post-tagger uses. */
export interface TaggerView {
  world: TaggerWorld;
  docs: RawTerm[][];
  update(pointers: number[][]): TaggerView;
  uncache(): void;
  unfreeze(): void;
}

/**
 * The patterns listed under one hook, in the order compromise gathers them, with what choosing
 * and trying them reads: made the first time a sentence holds the hook (a 50-word turn holds some
 * fifty of the 730 hooks, and making every list was most of building the post-tagger, in the first read
 * of a process).
 */
interface HookList {
  /** The hook's patterns, each `match` text once. */
  patterns: Pattern[];
  /** For each pattern, a number standing for its `match` text. */
  texts: Int32Array;
  /**
   * The patterns' needs, `ifNo` and wants as numbers of `keys`, packed in one array, a pattern's
   * from `starts[k]` on: the number of its needs, then its needs (words first, which fail sooner
   * than tags, and without the hook itself, which a sentence holds whenever its list is read), the
   * number of its `ifNo`, then those, the number of its wants, then those, then its `minWant`.
   */
  packed: Int32Array;
  starts: Int32Array;
  /**
   * For each pattern, how its matches are sought (see `find`); null where `firstStepTest` does not
   * read its first step, undefined until the pattern is first chosen (a 50-word turn chooses
   * some seventy of the 570 patterns).
   */
  plans: Array<Plan | null | undefined>;
  /** For each pattern, the fewest terms a sentence must have for it to be tried (its `minWords`), read here without reading the pattern. */
  minWords: Int32Array;
}

export class PostTagger {
  /** Patterns that name no word or tag: tried on every sentence. */
  private readonly always: Pattern[];
  /** The plans of `always`, in its order, each made the first time it is chosen (see `HookList.plans`). */
  private readonly alwaysPlans: Array<Plan | null | undefined>;
  /** The `minWords` of `always`, in its order. */
  private readonly alwaysMinWords: Int32Array;
  /** The hooks' keys as `Object.keys` lists them: the order compromise gathers patterns in. */
  private readonly order = new Map<string, number>();
  /** The patterns under each key of `order`, as compromise's `buildNet` lists them, before `listedAt` and the list of each are made. */
  private readonly hooked: Pattern[][];
  /** The list of each key of `order`, once made. */
  private readonly lists: Array<HookList | undefined>;
  /** Every word and tag a pattern hooks on or names in `ifNo`, as a number: the hooks' keys first, in `order`'s numbers. */
  private readonly keys = new Map<string, number>();
  /** A number for each pattern's `match` text. */
  private readonly textIds = new Map<string, number>();
  /** Per `match` text, the last `candidates` call that took a pattern of it. */
  private readonly taken: Uint32Array;
  /** For each tag, the number in `keys` of its `#Tag`. */
  private readonly tagKeys = new Map<string, number>();
  /** For each switch, the number in `keys` of its `%Switch%` (looked up without a string made per term). */
  private readonly switchKeys = new Map<string, number>();
  /** The hooks (numbers under `order.size`) the sentence `candidates` reads holds, each once. */
  private readonly hit: number[] = [];
  /** Per key of `keys`, the last `candidates` call whose sentence holds it. */
  private readonly present: Uint32Array;
  /** The `match` texts whose patterns all have the same needs, wants, `ifNo` and `minWant`. */
  private readonly uniform: Set<string>;
  /** For each pattern, the number in `order` of its earliest hook, and whether that hook is one of its needs. */
  private readonly firstHooks = new Map<Pattern, { at: number; need: boolean }>();
  /** The plans made so far, by pattern: a pattern listed under several hooks is planned once. */
  private readonly planned = new Map<Pattern, Plan | null>();
  /**
   * Where each tag stands in the sentence `candidates` read last: for a tag's key (valid while
   * `present` marks it), its first entry of `at`; each entry a term's place, and the next entry
   * of the same tag (-1 after the last), in the order of the terms. A pattern whose first step is
   * a tag is tried from these places, not by testing every term of the sentence.
   */
  private readonly firstEntry: Int32Array;
  private readonly lastEntry: Int32Array;
  private readonly at: number[] = [];
  private readonly nextEntry: number[] = [];
  /** The places a match is tried from in the sentence `find` reads: one list reused for every pattern. */
  private readonly starts: number[] = [];
  /** The patterns `candidates` chose for the sentence it read last, and their plans: one pair of lists reused for every sentence. */
  private readonly chosen: Pattern[] = [];
  private readonly chosenPlans: Array<Plan | undefined> = [];
  private call = 0;

  /**
   * `world`'s post-tagger patterns must be compiled already (compromise compiles them in place the
   * first time it tags a text, and compiling them twice spoils their `notIf`); they are indexed
   * here as compromise's `buildNet` indexes them.
   */
  constructor(private readonly world: TaggerWorld) {
    const patterns = world.model.two.matches as Pattern[];
    if (patterns.some((p) => !Array.isArray(p.needs) || !Array.isArray(p.wants))) throw new Error("compromise's post-tagger patterns are not compiled");
    const hooks: Record<string, Pattern[]> = {};
    for (const pattern of patterns) {
      for (const key of [...pattern.needs, ...pattern.wants]) {
        hooks[key] = Array.isArray(hooks[key]) ? hooks[key] : [];
        hooks[key].push(pattern);
      }
    }
    const keys = Object.keys(hooks);
    this.hooked = keys.map((key) => hooks[key]!);
    this.lists = new Array<HookList | undefined>(keys.length).fill(undefined);
    keys.forEach((key, i) => this.order.set(key, i));
    keys.forEach((key, i) => this.keys.set(key, i));
    // The keys a pattern names in `ifNo` and hooks on none: numbered now, so that `present` holds them all.
    for (const pattern of patterns) for (const key of pattern.ifNo ?? []) this.number(key);
    for (const pattern of patterns) if (!this.textIds.has(pattern.match)) this.textIds.set(pattern.match, this.textIds.size);
    this.taken = new Uint32Array(this.textIds.size);
    this.present = new Uint32Array(this.keys.size);
    this.firstEntry = new Int32Array(this.keys.size);
    this.lastEntry = new Int32Array(this.keys.size);
    for (const [key, n] of this.keys) if (key.startsWith("#")) this.tagKeys.set(key.slice(1), n);
    for (const [key, n] of this.keys) if (key.length > 2 && key.startsWith("%") && key.endsWith("%")) this.switchKeys.set(key.slice(1, -1), n);
    this.uniform = sameNeedsByText(patterns);
    for (const pattern of patterns) {
      let first = -1;
      let firstKey = "";
      for (const key of [...pattern.needs, ...pattern.wants]) {
        const i = this.order.get(key)!;
        if (first === -1 || i < first) {
          first = i;
          firstKey = key;
        }
      }
      this.firstHooks.set(pattern, { at: first, need: pattern.needs.includes(firstKey) });
    }
    this.always = patterns.filter((p) => p.needs.length === 0 && p.wants.length === 0);
    this.alwaysPlans = new Array<Plan | null | undefined>(this.always.length).fill(undefined);
    this.alwaysMinWords = Int32Array.from(this.always, (p) => p.minWords);
  }

  /** The number in `keys` of a key. */
  private number(key: string): number {
    if (!this.keys.has(key)) this.keys.set(key, this.keys.size);
    return this.keys.get(key)!;
  }

  /**
   * A pattern whose earliest hook (in `order`) is one of its needs is taken from that hook's list
   * or not at all: when it applies that hook is there and comes first. So it is listed there
   * alone, unless another pattern with its `match` text needs otherwise; the others stay under
   * every hook.
   */
  private listedAt(pattern: Pattern, at: number): boolean {
    if (!this.uniform.has(pattern.match)) return true;
    const first = this.firstHooks.get(pattern)!;
    return !first.need || first.at === at;
  }

  /** The list of the hook numbered `at`, made the first time it is read. */
  private listOf(at: number): HookList {
    const made = this.lists[at];
    if (made !== undefined) return made;
    const patterns = firstOfEach(this.hooked[at]!).filter((pattern) => this.listedAt(pattern, at));
    const tagLast = (a: string, b: string): number => Number(a.startsWith("#")) - Number(b.startsWith("#"));
    const packed: number[] = [];
    const starts: number[] = [];
    for (const p of patterns) {
      starts.push(packed.length);
      const needs = [...p.needs].sort(tagLast).map((key) => this.number(key)).filter((key) => key !== at);
      const ifNo = (p.ifNo ?? []).map((key) => this.number(key));
      const wants = p.wants.map((key) => this.number(key));
      packed.push(needs.length, ...needs, ifNo.length, ...ifNo, wants.length, ...wants, p.minWant);
    }
    const list: HookList = {
      patterns,
      texts: Int32Array.from(patterns, (p) => this.textIds.get(p.match)!),
      packed: Int32Array.from(packed),
      starts: Int32Array.from(starts),
      plans: new Array<Plan | null | undefined>(patterns.length).fill(undefined),
      minWords: Int32Array.from(patterns, (p) => p.minWords),
    };
    this.lists[at] = list;
    return list;
  }

  /** Tags `view` as compromise's `postTagger` compute does. */
  run(view: TaggerView): void {
    const { methods } = this.world;
    // The patterns run on the sentences cut at commas and semicolons, as compromise's do.
    const pieces = methods.two.quickSplit(view.docs);
    const pointers = pieces.map((terms) => {
      const t = terms[0]!;
      return [t.index[0], t.index[1], t.index[1] + terms.length];
    });
    const docs = view.update(pointers).docs;
    methods.one.bulkTagger(this.matches(docs), docs, this.world);
    view.uncache();
    view.unfreeze();
  }

  /** compromise's `bulkMatch` on `docs`: every match of every pattern that may apply, in its order. */
  private matches(docs: RawTerm[][]): unknown[] {
    const results: unknown[] = [];
    for (let n = 0; n < docs.length; n++) {
      const terms = docs[n]!;
      this.candidates(terms);
      const { chosen, chosenPlans } = this;
      for (let c = 0; c < chosen.length; c++) {
        const pattern = chosen[c]!;
        for (const pointer of this.find(pattern, chosenPlans[c], terms)) {
          pointer[0] = n;
          results.push(todoOf(pattern, pointer));
        }
      }
    }
    return results;
  }

  /**
   * The patterns that may apply to a sentence of `terms`, in the order
   * compromise tries them: gathered by hook in `Object.keys` order, each once (by its `match`
   * text, the first kept), those whose needs are all there, none of whose `ifNo` is, with enough
   * of their wants, then the patterns that name nothing; those that need more terms than the
   * sentence has (`minWords`) left out, as compromise's `bulkMatch` leaves them; put in `chosen`,
   * their plans in `chosenPlans`.
   */
  private candidates(terms: RawTerm[]): void {
    // A new mark per call, so that no set of texts seen or keys held is allocated; after 2^32 - 1 calls the marks start again.
    if (++this.call === 0x1_0000_0000) {
      this.taken.fill(0);
      this.present.fill(0);
      this.call = 1;
    }
    const hit = this.hit;
    hit.length = 0;
    this.at.length = 0;
    this.nextEntry.length = 0;
    // What compromise's `cacheDoc` holds of each term (its words, its `%switch%` and its `#Tag`s), marked by number.
    for (let p = 0; p < terms.length; p++) {
      const term = terms[p]!;
      if (term.normal !== "") this.mark(this.keys.get(term.normal!));
      if (term.switch) this.mark(this.switchKeys.get(term.switch));
      if (term.implicit) this.mark(this.keys.get(term.implicit));
      if (term.machine) this.mark(this.keys.get(term.machine));
      if (term.root) this.mark(this.keys.get(term.root));
      if (term.alias) for (const word of term.alias) this.mark(this.keys.get(word));
      for (const tag of term.tags) this.markAt(this.tagKeys.get(tag), p);
    }
    hit.sort((a, b) => a - b);
    const { chosen, chosenPlans } = this;
    chosen.length = 0;
    chosenPlans.length = 0;
    for (const at of hit) {
      const { patterns: list, plans, texts, packed, starts, minWords } = this.listOf(at);
      for (let k = 0; k < list.length; k++) {
        if (this.taken[texts[k]!] === this.call) continue;
        this.taken[texts[k]!] = this.call;
        if (minWords[k]! <= terms.length && this.applies(packed, starts[k]!)) {
          chosen.push(list[k]!);
          chosenPlans.push((plans[k] ??= this.planFor(list[k]!)) ?? undefined);
        }
      }
    }
    for (let k = 0; k < this.always.length; k++) {
      if (this.alwaysMinWords[k]! > terms.length) continue;
      chosen.push(this.always[k]!);
      chosenPlans.push((this.alwaysPlans[k] ??= this.planFor(this.always[k]!)) ?? undefined);
    }
  }

  /** The plan of a pattern (null where it has none), made once. */
  private planFor(pattern: Pattern): Plan | null {
    let plan = this.planned.get(pattern);
    if (plan === undefined) {
      plan = planOf(pattern, this.world.methods.one.termMethods) ?? null;
      this.planned.set(pattern, plan);
    }
    return plan;
  }

  /** Marks a tag's key as held by the term at `p` of the sentence `candidates` reads (see `firstEntry`). */
  private markAt(key: number | undefined, p: number): void {
    if (key === undefined) return;
    const entry = this.at.length;
    this.at.push(p);
    this.nextEntry.push(-1);
    if (this.present[key] !== this.call) {
      this.mark(key);
      this.firstEntry[key] = entry;
    } else {
      this.nextEntry[this.lastEntry[key]!] = entry;
    }
    this.lastEntry[key] = entry;
  }

  /**
   * The places of `terms` (the sentence `candidates` read last) a match of a plan may start on, in
   * order: those of its first tag where its first step is one, else each term its first step holds of.
   */
  private startsOf(plan: Plan, terms: RawTerm[]): number[] {
    const starts = this.starts;
    starts.length = 0;
    const key = plan.firstTag === undefined ? undefined : this.tagKeys.get(plan.firstTag);
    if (key === undefined) {
      for (let p = 0; p < terms.length; p++) if (plan.first(terms[p]!)) starts.push(p);
    } else if (this.present[key] === this.call) {
      for (let entry = this.firstEntry[key]!; entry !== -1; entry = this.nextEntry[entry]!) starts.push(this.at[entry]!);
    }
    return starts;
  }

  /** Marks a key (of `keys`) as held by the sentence `candidates` reads, and a hook as hit once. */
  private mark(key: number | undefined): void {
    if (key === undefined || this.present[key] === this.call) return;
    this.present[key] = this.call;
    if (key < this.order.size) this.hit.push(key);
  }

  /**
   * The matches of `pattern` in a sentence's `terms`, as compromise's matcher finds them
   * (`match([terms], pattern)`): their pointers, each but its sentence. compromise tries a pattern
   * from every term in turn and, after a match, from the term after it; a try from a term the
   * pattern's first step does not hold of fails, so where that step is a plain word or tag only the
   * terms it holds of are tried. Its matcher reads a match's place only against the length of the
   * terms it is given, so a match sought in the terms from `p` on is the same, moved by `p`.
   */
  private find(pattern: Pattern, plan: Plan | undefined, terms: RawTerm[]): number[][] {
    const { methods } = this.world;
    if (plan === undefined) return methods.one.match([terms], pattern).ptrs;
    if (plan.atStart) {
      // compromise tries a pattern anchored at the start (`^`) from the first term alone.
      return terms.length > 0 && plan.first(terms[0]!) && thenHold(plan.then, terms, 0) && startsBefore(plan.later, terms) > 0 ? methods.one.match([terms], pattern).ptrs : [];
    }
    if (plan.anchored === undefined) {
      // A pattern whose matches are filtered after they are found (`notIf`, `$`): sought from its first start on.
      let from = 0;
      while (from < terms.length && !(plan.first(terms[from]!) && thenHold(plan.then, terms, from))) from++;
      if (from === terms.length || from >= startsBefore(plan.later, terms)) return [];
      return moved(methods.one.match([from === 0 ? terms : terms.slice(from)], pattern).ptrs, from);
    }
    const out: number[][] = [];
    let next = 0;
    const { then } = plan;
    // Worked out at the first start that reaches the matcher: most patterns chosen never get there.
    let before = -1;
    for (const p of this.startsOf(plan, terms)) {
      if (p < next) continue;
      if (terms.length - p < plan.minLength) break;
      if (!thenHold(then, terms, p)) continue;
      if (before === -1) before = startsBefore(plan.later, terms);
      if (p >= before) break;
      const from = p === 0 ? terms : terms.slice(p);
      // Tried from its first term only, with no group taken: the whole match says where the next try starts.
      const found = methods.one.match([from], plan.anchored);
      const whole = found.ptrs[0];
      if (whole === undefined) continue;
      next = p + whole[2]!;
      // compromise drops a match holding a match of `notIf` after it has found it (so the next try
      // still starts after it); a match of `notIf` starts on a term its first step holds of.
      if (plan.notIf !== undefined && someHold(plan.notIfFirst, from, whole[2]!) && methods.one.match([from.slice(0, whole[2])], plan.notIf).ptrs.length > 0) continue;
      if (pattern.group === undefined) {
        out.push(moved([whole], p)[0]!);
        continue;
      }
      const group = found.byGroup[String(pattern.group)]?.[0];
      if (group === undefined) continue;
      // As compromise marks the pointers it gives: the ids of their first and last terms.
      const ids = group as unknown[];
      ids[3] = from[group[1]!]!.id;
      ids[4] = from[group[2]! - 1]!.id;
      out.push(moved([group], p)[0]!);
    }
    return out;
  }

  /**
   * Whether the pattern packed from `k` on in a list's `packed` may apply to the sentence
   * `candidates` marked present: all its needs, none of its `ifNo`, enough of its wants.
   */
  private applies(packed: Int32Array, k: number): boolean {
    const { present, call } = this;
    const needs = packed[k++]!;
    for (const end = k + needs; k < end; k++) if (present[packed[k]!] !== call) return false;
    const ifNo = packed[k++]!;
    for (const end = k + ifNo; k < end; k++) if (present[packed[k]!] === call) return false;
    const wants = packed[k++]!;
    if (wants === 0) return true;
    let found = 0;
    for (const end = k + wants; k < end; k++) if (present[packed[k]!] === call) found++;
    return found >= packed[k]!;
  }
}

/** The match of `pattern` at `pointer`, as `bulkTagger` reads it. */
function todoOf(pattern: Pattern, pointer: number[]): Todo {
  return { tag: pattern.tag, chunk: pattern.chunk, unTag: pattern.unTag, reason: pattern.reason, match: pattern.match, safe: pattern.safe, freeze: pattern.freeze, pointer };
}

/** The `match` texts whose patterns all have the same needs, wants, `ifNo` and `minWant`. */
function sameNeedsByText(patterns: Pattern[]): Set<string> {
  const seen = new Map<string, string>();
  const mixed = new Set<string>();
  for (const p of patterns) {
    const needs = JSON.stringify([p.needs, p.wants, p.ifNo ?? [], p.minWant]);
    const before = seen.get(p.match);
    if (before === undefined) seen.set(p.match, needs);
    else if (before !== needs) mixed.add(p.match);
  }
  return new Set([...seen.keys()].filter((text) => !mixed.has(text)));
}

/** The patterns, each `match` text once, the first kept. */
function firstOfEach(patterns: Pattern[]): Pattern[] {
  const seen = new Set<string>();
  const out: Pattern[] = [];
  for (const pattern of patterns) {
    if (seen.has(pattern.match)) continue;
    seen.add(pattern.match);
    out.push(pattern);
  }
  return out;
}

/** The fields a first step may have for `firstStepTest` to read it: a word, a tag, a set of words, a switch, a method or a block of choices, maybe repeated (`+`) or captured. */
const PLAIN_STEP = new Set(["tag", "word", "fastOr", "switch", "method", "choices", "operator", "group", "groupStart", "groupEnd", "greedy"]);

/**
 * Whether a term may start a match whose first step is `step` (or be the term a plain later
 * step is tried on), tested as compromise's matcher (`doesMatch`) tests a term against a word, a
 * tag, a set of words, a switch (`%Noun|Verb%`) or a method (`@hasComma`); for a block of
 * choices, as its first steps would be: one of them for `(a|b)`, each of those read here for
 * `(a && b)`. Undefined for any other step (optional, negative, anchored …), whose matches are
 * sought from every term. A step that is not optional or negative must hold of a match's first term. The test may
 * pass a term no match starts on, never the other way round: compromise's matcher decides.
 */
function firstStepTest(step: Step | undefined, methods: TermMethods): ((term: RawTerm) => boolean) | undefined {
  if (step === undefined || Object.keys(step).some((field) => !PLAIN_STEP.has(field))) return undefined;
  const { tag, word, fastOr, choices, method } = step;
  const kinds = [tag, word, fastOr, step.switch, method, choices].filter((x) => x !== undefined).length;
  if (kinds !== 1) return undefined;
  if (word !== undefined) {
    return (term) =>
      (term.machine !== null && term.machine === word) || (term.alias ? term.alias.includes(word) : false) || word === term.text || word === term.normal;
  }
  if (tag !== undefined) return (term) => term.tags.has(tag);
  if (step.switch !== undefined) {
    const name = step.switch;
    return (term) => term.switch === name;
  }
  if (typeof method === "string") {
    // Looked up at each test, as compromise's matcher looks it up.
    return (term) => {
      const test = methods[method];
      return typeof test === "function" && (test as (term: RawTerm) => unknown)(term) === true;
    };
  }
  if (fastOr instanceof Set && step.operator === "or") {
    return (term) => {
      const form = term.root || term.implicit || term.machine || term.normal;
      return fastOr.has(form as string) || fastOr.has(term.text);
    };
  }
  if (Array.isArray(choices) && (step.operator === "or" || step.operator === "and")) {
    const heads = choices.map((choice: unknown) => (Array.isArray(choice) && choice.length > 0 ? firstStepTest(choice[0] as Step, methods) : undefined));
    if (step.operator === "or") {
      if (heads.length === 0 || heads.some((h) => h === undefined)) return undefined;
      const all = heads as Array<(term: RawTerm) => boolean>;
      return (term) => {
        for (const h of all) if (h(term)) return true;
        return false;
      };
    }
    // Every choice of an `&&` block holds of the first term: those read here are a part of that.
    const known = heads.filter((h): h is (term: RawTerm) => boolean => h !== undefined);
    if (known.length === 0) return undefined;
    return (term) => {
      for (const h of known) if (!h(term)) return false;
      return true;
    };
  }
  return undefined;
}

/** How the matches of a pattern whose first step is a plain word or tag are sought. */
interface Plan {
  /** Whether a match may start on a term. */
  first: (term: RawTerm) => boolean;
  /** The tag a match's first term has, where the first step is that tag alone (`first` then tests nothing else). */
  firstTag: string | undefined;
  /**
   * The pattern anchored at the first term it is given, without its group and its `notIf`, where
   * each start may be tried alone: no match of it is dropped after it is found (by a `$` at its end
   * that it might not reach, or a `notIf` that `notIfPattern` does not take).
   */
  anchored?: Pattern;
  /** compromise's least number of terms a match takes: its steps that are neither optional nor negative. */
  minLength: number;
  /**
   * Whether the terms after a match's first may be its second, third …: one test per step after
   * the first, as long as each step before it takes one term (a word, tag, set of words, switch or
   * method, not repeated, not a block) and it is a step `firstStepTest` reads (so neither optional
   * nor negative), maybe with a `$`.
   */
  then: StepTest[];
  /**
   * The tests of the steps after those of `then` that `firstStepTest` reads (so each takes at
   * least one term, and its first holds of the test): a match needs, for each, a term after its
   * first that the test holds of (see `startsBefore`).
   */
  later: Array<(term: RawTerm) => boolean>;
  /** True for a pattern anchored at the sentence's start (`^`), which compromise tries from the first term alone. */
  atStart?: true;
  /**
   * The pattern's `notIf` as a pattern of its own, where `anchored` leaves it out: a match is
   * dropped when this is found anywhere in its terms.
   */
  notIf?: Pattern;
  /** Whether a match of `notIf` may start on a term, where `firstStepTest` reads its first step. */
  notIfFirst?: (term: RawTerm) => boolean;
}

function planOf(pattern: Pattern, methods: TermMethods): Plan | undefined {
  const [head, ...rest] = pattern.regs;
  const atStart = head?.start === true;
  const headStep = atStart ? withoutField(head, "start") : head;
  const first = firstStepTest(headStep, methods);
  if (first === undefined) return undefined;
  const firstTag = tagAlone(headStep);
  const minLength = pattern.regs.filter((r) => r.optional !== true && r.negative !== true).length;
  const then: StepTest[] = [];
  // A step that is repeated or a block of choices may take more than one term: the steps after it are not tried on the next term.
  let oneTerm = head!.greedy !== true && head!.choices === undefined;
  for (const step of rest) {
    const test = oneTerm ? thenStepTest(step, methods) : undefined;
    if (test === undefined) break;
    then.push(test);
    oneTerm = step.greedy !== true && step.choices === undefined && step.end !== true;
  }
  const later: Plan["later"] = [];
  for (const step of rest.slice(then.length)) {
    const test = firstStepTest(step, methods);
    if (test !== undefined) later.push(test);
  }
  if (atStart) return planned(first, firstTag, minLength, then, later, { atStart });
  const notIf = pattern.notIf === undefined ? undefined : notIfPattern(pattern.notIf);
  const last = pattern.regs[pattern.regs.length - 1]!;
  // compromise drops a match that does not reach the sentence's end (`$`) after finding it; a last
  // step that must take a term, one term, fails any match that does not, so none is dropped.
  const endKept = last.optional !== true && last.negative !== true && last.greedy !== true && last.anything !== true && last.choices === undefined;
  const dropsAfter = notIf === null || (last.end === true && !endKept) || pattern.justOne !== undefined;
  if (dropsAfter) return planned(first, firstTag, minLength, then, later, {});
  const anchored: Pattern = { ...pattern, regs: [{ ...head!, start: true }, ...rest], group: undefined, notIf: undefined };
  if (notIf === undefined) return planned(first, firstTag, minLength, then, later, { anchored });
  return planned(first, firstTag, minLength, then, later, { anchored, notIf, notIfFirst: firstStepTest(notIf.regs[0], methods) });
}

/**
 * A plan with every field set, those it has not as undefined: every plan then has one shape, and
 * the tries of some seventy patterns a turn read their plans' fields where V8 expects them.
 */
function planned(first: Plan["first"], firstTag: string | undefined, minLength: number, then: StepTest[], later: Plan["later"], more: Pick<Plan, "anchored" | "atStart" | "notIf" | "notIfFirst">): Plan {
  return { first, firstTag, anchored: more.anchored, minLength, then, later, atStart: more.atStart, notIf: more.notIf, notIfFirst: more.notIfFirst };
}

/** The tag of a step `firstStepTest` reads as a tag alone (its test is then whether a term has it), else undefined. */
function tagAlone(step: Step | undefined): string | undefined {
  if (step === undefined || typeof step.tag !== "string" || Object.keys(step).some((field) => !PLAIN_STEP.has(field))) return undefined;
  const kinds = [step.tag, step.word, step.fastOr, step.switch, step.method, step.choices].filter((x) => x !== undefined).length;
  return kinds === 1 ? step.tag : undefined;
}

/** A step without one of its fields. */
function withoutField(step: Step | undefined, field: string): Step | undefined {
  if (step === undefined) return undefined;
  const copy = { ...step };
  delete copy[field];
  return copy;
}

/** Whether a term may be taken by a step after a match's first, where `last` says it is the sentence's last term. */
type StepTest = (term: RawTerm, last: boolean) => boolean;

/**
 * The test of a step after the first (see `Plan.then`): the step as `firstStepTest` reads it,
 * and, for a step of one term with a `$`, the term the sentence's last (compromise's matcher
 * fails a `$` step on any other term).
 */
function thenStepTest(step: Step, methods: TermMethods): StepTest | undefined {
  if (step.end !== true) {
    const test = firstStepTest(step, methods);
    return test === undefined ? undefined : (term) => test(term);
  }
  if (step.greedy === true || step.choices !== undefined) return undefined;
  const test = firstStepTest(withoutField(step, "end"), methods);
  return test === undefined ? undefined : (term, last) => last && test(term);
}

/**
 * Whether the terms after `terms[p]` hold of the plan's steps after the first, one term per step,
 * up to the first term that is a contraction's first half (compromise's matcher may then skip its
 * hidden second half, and the steps no longer go term by term) or the last term.
 */
function thenHold(then: readonly StepTest[], terms: readonly RawTerm[], p: number): boolean {
  for (let k = 0; k < then.length; k++) {
    const next = terms[p + k + 1];
    if (terms[p + k]!.implicit || next === undefined) return true;
    if (!then[k]!(next, p + k + 1 === terms.length - 1)) return false;
  }
  return true;
}

/**
 * The terms a match may start on are those before the number returned: each step of `later`
 * takes a term after the match's first that its test holds of, so a match starts before the last
 * term each test holds of (a test that holds of none leaves no start). Most tries that the first
 * steps let through fail on a later word or tag the sentence does not hold after them (`[#Noun+]
 * #Actor` in a sentence with no actor); those never reach the matcher.
 */
function startsBefore(later: Plan["later"], terms: readonly RawTerm[]): number {
  let before = terms.length;
  for (const test of later) {
    let last = terms.length - 1;
    while (last >= 0 && !test(terms[last]!)) last--;
    if (last < before) before = last;
    if (before <= 0) return 0;
  }
  return before;
}

/** Whether `test` holds of one of the first `end` terms; true where there is no test. */
function someHold(test: ((term: RawTerm) => boolean) | undefined, terms: readonly RawTerm[], end: number): boolean {
  if (test === undefined) return true;
  for (let k = 0; k < end && k < terms.length; k++) if (test(terms[k]!)) return true;
  return false;
}

/** The fields of a step of a `notIf` (and of each step of its choices) that `notIfPattern` takes. */
const NOT_IF_STEP = new Set(["tag", "word", "fastOr", "operator", "choices"]);

/**
 * A pattern's `notIf` (compiled steps) as a pattern that compromise's `match` finds where its
 * `notIf` check would, or null when it might not. The check tries the steps from every term of a
 * match; `match` does the same but stops trying once fewer terms are left than the steps that
 * must each take one, which changes nothing when every step is a word, a tag, a set of words or a
 * choice of those, none optional, negative, repeated or anchored.
 */
function notIfPattern(steps: unknown): Pattern | null {
  const plain = (step: Step, inner: boolean): boolean =>
    Object.keys(step).every((field) => NOT_IF_STEP.has(field) && !(inner && field === "choices")) &&
    (step.choices === undefined ||
      (Array.isArray(step.choices) && step.choices.every((choice: unknown) => Array.isArray(choice) && choice.length > 0 && choice.every((inner: Step) => plain(inner, true)))));
  if (!Array.isArray(steps) || steps.length === 0 || !steps.every((step: Step) => plain(step, false))) return null;
  return { match: "", needs: [], wants: [], minWant: 0, minWords: 0, regs: steps as Step[] };
}

/** The pointers moved `by` terms on. */
function moved(pointers: number[][], by: number): number[][] {
  for (const pointer of pointers) {
    pointer[1]! += by;
    pointer[2]! += by;
  }
  return pointers;
}
