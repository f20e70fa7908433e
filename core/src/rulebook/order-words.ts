// The words an order rule is named in: the order check's refusal detail and the hunter's QG014
// (and its other order findings) use these, so both say `after get_order` the same way.

export const orderWords = {
  after: (tool: string) => `after ${tool}`,
  afterBinding: (tool: string, arg: string, field: string) => `after ${tool}: ${arg} from its result's ${field}`,
  notAfter: (name: string) => `not_after ${name}`,
  atMost: (n: number) => `at_most ${n}`,
};
