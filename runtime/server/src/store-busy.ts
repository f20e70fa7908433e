// What the service tells a caller when a store is busy (another process holds its lock, or wrote first).
export { storeBusy } from "@toolgate/core";

/** Nothing was recorded, and the same request may be sent again. */
export const STORE_BUSY_MESSAGE = "the session store is busy (another process holds its lock, or wrote first): nothing was recorded; send the request again";
