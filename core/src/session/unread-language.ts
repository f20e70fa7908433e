// The note of a turn left unread because no installed grammar reads its language: the one unread
// turn whose typed values the session keeps (conversation.ts). A grammar that failed on a turn
// fails closed instead, its turn keeping nothing.
export const NO_GRAMMAR_READS_ITS_LANGUAGE = "no installed grammar reads this turn's language";
