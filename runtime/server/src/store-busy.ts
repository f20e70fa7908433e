// What the service tells a caller when a store is busy (another process holds its lock).
export { storeBusy } from "@toolgate/store-sqlite";

/** Nothing was recorded, and the same request may be sent again. */
export const STORE_BUSY_MESSAGE = "the session store is busy (another process holds its write lock): nothing was recorded; send the request again";
