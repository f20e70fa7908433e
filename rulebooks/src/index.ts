// Sample catalogues and rulebooks, as files a user would write.
import { fileURLToPath } from "node:url";

const here = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url));

/** The shop: seed 000's billing desk. */
export const shop = { catalogue: here("catalogues/shop.yaml"), rulebook: here("shop.yaml") };
