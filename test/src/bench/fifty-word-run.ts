// Run by the bench in a fresh process: `read()` of the 50-word turns of each language
// (`fiftyWordFigures`), printed as one line of JSON. The reading rows are measured apart from the
// bench's other rows because those build and keep histories of 10,000 entries in the bench's
// process: a read's allocations were then collected against that heap, and the rows moved with
// what earlier rows left behind (decisions.md, "The reading rows of the bench in a process of
// their own"). The options come as one JSON argument.
import { BENCH_KEYS } from "./fixtures.js";
import type { MeasureOptions } from "./measure.js";
import { fiftyWordFigures } from "./reading.js";

const options = JSON.parse(process.argv[2] ?? "{}") as MeasureOptions;
const figures = await fiftyWordFigures(BENCH_KEYS, options);
process.stdout.write(`${JSON.stringify(figures)}\n`);
