// compromise's post-tagger (its second pass of tagging patterns), with the same patterns tried in
// the same order and matched and applied by compromise's own methods, but with the patterns that
// may apply to a sentence looked up from the sentence's words and tags rather than by walking
// every word and tag any pattern names (a third of the post-tagger's time on a 50-word turn went
// to that walk). The tags are compromise's, term for term: a test compares them on the dev turns
// of both corpora and on generated text.

/** A compiled pattern of compromise's post-tagger (the fields the choice of patterns reads). */
interface Pattern {
  match: string;
  needs: string[];
  wants: string[];
  minWant: number;
  minWords: number;
  ifNo?: string[];
  unTag?: unknown;
}

interface RawTerm {
  index: [number, number];
}

/** The part of compromise's world the post-tagger uses. */
export interface TaggerWorld {
  model: { two: { matches: unknown[] } };
  methods: {
    one: {
      cacheDoc(docs: RawTerm[][]): Array<Set<string>>;
      match(docs: RawTerm[][], pattern: Pattern): { ptrs: number[][] };
      bulkTagger(found: unknown[], docs: RawTerm[][], world: TaggerWorld): void;
    };
    two: { quickSplit(docs: RawTerm[][]): RawTerm[][] };
  };
}

/** The part of a compromise view the post-tagger uses. */
export interface TaggerView {
  world: TaggerWorld;
  docs: RawTerm[][];
  update(pointers: number[][]): TaggerView;
  uncache(): void;
  unfreeze(): void;
}

export class PostTagger {
  /** Patterns that name no word or tag: tried on every sentence. */
  private readonly always: Pattern[];
  /** The hooks' keys as `Object.keys` lists them: the order compromise gathers patterns in. */
  private readonly order = new Map<string, number>();
  /** The patterns of each key of `order`, each `match` text once. */
  private readonly lists: Pattern[][];
  /** For each pattern of `lists`, a number standing for its `match` text. */
  private readonly texts: Int32Array[];
  /** Per `match` text, the last `candidates` call that took a pattern of it. */
  private readonly taken: Uint32Array;
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
    this.lists = keys.map((key) => firstOfEach(hooks[key]!));
    const textIds = new Map<string, number>();
    const idOf = (text: string): number => {
      if (!textIds.has(text)) textIds.set(text, textIds.size);
      return textIds.get(text)!;
    };
    this.texts = this.lists.map((list) => Int32Array.from(list, (p) => idOf(p.match)));
    this.taken = new Uint32Array(textIds.size);
    keys.forEach((key, i) => this.order.set(key, i));
    this.always = patterns.filter((p) => p.needs.length === 0 && p.wants.length === 0);
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
    const { methods } = this.world;
    const caches = methods.one.cacheDoc(docs);
    const results: unknown[] = [];
    for (let n = 0; n < docs.length; n++) {
      const have = caches[n]!;
      for (const pattern of this.candidates(have)) {
        if (docs[n]!.length < pattern.minWords) continue;
        const found = methods.one.match([docs[n]!], pattern);
        for (const pointer of found.ptrs) {
          pointer[0] = n;
          const todo: Pattern & { pointer: number[] } = Object.assign({}, pattern, { pointer });
          if (pattern.unTag !== undefined) todo.unTag = pattern.unTag;
          results.push(todo);
        }
      }
    }
    return results;
  }

  /**
   * The patterns that may apply to a sentence holding `have` (its words and `#Tag`s), in the order
   * compromise tries them: gathered by hook in `Object.keys` order, each once (by its `match`
   * text, the first kept), those whose needs are all there, none of whose `ifNo` is, with enough
   * of their wants, then the patterns that name nothing.
   */
  private candidates(have: Set<string>): Pattern[] {
    const hit: number[] = [];
    for (const item of have) {
      const at = this.order.get(item);
      if (at !== undefined) hit.push(at);
    }
    hit.sort((a, b) => a - b);
    // A new mark per call, so that no set of texts seen is allocated; after 2^32 - 1 calls the marks start again.
    if (++this.call === 0x1_0000_0000) {
      this.taken.fill(0);
      this.call = 1;
    }
    const out: Pattern[] = [];
    for (const at of hit) {
      const list = this.lists[at]!;
      const texts = this.texts[at]!;
      for (let k = 0; k < list.length; k++) {
        if (this.taken[texts[k]!] === this.call) continue;
        this.taken[texts[k]!] = this.call;
        if (applies(list[k]!, have)) out.push(list[k]!);
      }
    }
    for (const pattern of this.always) out.push(pattern);
    return out;
  }
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

function applies(pattern: Pattern, have: Set<string>): boolean {
  if (!pattern.needs.every((need) => have.has(need))) return false;
  if (pattern.ifNo !== undefined && pattern.ifNo.some((no) => have.has(no))) return false;
  if (pattern.wants.length === 0) return true;
  let found = 0;
  for (const want of pattern.wants) if (have.has(want)) found++;
  return found >= pattern.minWant;
}
