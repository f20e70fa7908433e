// The English words the engine compares a person's turns with, one set per concept of the port
// (grammars/kit port `TurnWordSet`), as data: each group of words with the reason it is there.
// Words are lower case and whole, as the engine keeps a turn's words.
import type { TurnWordSet } from "@toolgate/grammar-kit";
import { turnWordSets, type TurnWordGroup } from "@toolgate/grammar-kit";

const GROUPS: Readonly<Record<TurnWordSet, readonly TurnWordGroup[]>> = {
  repeat: [
    { words: ["daily", "weekly", "biweekly", "fortnightly", "monthly", "bimonthly", "quarterly", "yearly", "annually", "annual"], reason: "a period said as a word: `pay it monthly`" },
    { words: ["every", "per"], reason: "a word for each time: `every three months`, `40 GBP per month`" },
    {
      words: ["each day", "each morning", "each evening", "each night", "each weekend", "each weekday", "each time", "each term", "each payday", "each monday", "each tuesday", "each wednesday", "each thursday", "each friday", "each saturday", "each sunday"],
      reason: "`each` before a time that comes back (`each Friday`): alone it shares a sum out (`250 pounds each`), which asks for no repeat",
    },
    { words: ["week", "weeks", "month", "months", "quarter", "quarters", "year", "years"], reason: "a period's unit: `40 GBP a month`" },
    { words: ["recurring", "recurrent", "repeat", "repeating", "repeats", "regular", "regularly"], reason: "a word for a thing that comes back: `make it recurring`" },
    { words: ["standing", "subscription", "subscriptions", "instalments", "installments", "debit"], reason: "a name for a payment that repeats: `standing order`, `direct debit`, `pay in instalments`" },
  ],
  time_change: [
    { words: ["moved", "move", "moving", "rescheduled", "reschedule", "postponed", "postpone", "delayed", "pushed", "brought"], reason: "a time moved: `the dentist moved my appointment`, `pushed back`, `brought forward`" },
    { words: ["changed", "change", "updated", "update", "amended", "corrected", "correction"], reason: "a time set anew: `the updated slot`, `the changed date`" },
    {
      words: ["new time", "new times", "new timing", "new timings", "new slot", "new slots", "new date", "new dates", "new day", "new days", "new start", "new hour", "new hours", "new schedule", "new appointment", "new plan", "new plans", "new shift", "new shifts", "new rota"],
      reason: "`new` before a time or a plan (`use the new time`, `my new start`): alone it names a new thing (`the new router`), no changed time",
    },
    { words: ["earlier", "later"], reason: "a time said against the one before: `it starts later now`" },
  ],
  place: [
    { words: ["place", "places", "location", "locations", "venue", "venues", "address", "addresses", "room", "rooms", "site"], reason: "where something is: `at the place she suggests`, `with his address as location`, `in room 5`" },
  ],
  name_filler: [
    { words: ["your", "yours", "with", "from", "about", "this", "that", "these", "those", "there", "here", "into", "over", "after", "before", "when", "what", "which"], reason: "joiners and pointers a subject is written with: `about your invoice`" },
    { words: ["have", "will", "would"], reason: "verbs every sentence may hold" },
    { words: ["please", "thanks", "thank", "hello"], reason: "courtesies a subject or a request opens or closes with" },
  ],
  people: [
    { words: ["people", "person", "persons"], reason: "people counted as such: `a table for 6 people`" },
    { words: ["guest", "guests", "traveller", "travellers", "traveler", "travelers", "passenger", "passengers", "pax", "diner", "diners"], reason: "people counted by what they are to a booking: `2 guests`, `3 passengers`" },
  ],
  switch_off: [
    { words: ["not", "no", "non", "never", "without", "isn't", "don't", "dont", "false"], reason: "a refusal: `not private`, `without reply-all`" },
    { words: ["off", "stop", "disable", "remove", "cancel", "lift", "unset", "clear"], reason: "a switch undone: `turn reply-all off`, `remove the freeze`" },
  ],
  choice_private: [{ words: ["private", "privately"], reason: "a thing kept to its members: `a private channel`" }],
  choice_public: [{ words: ["public", "publicly"], reason: "a thing anyone may see: `make it public`" }],
  choice_view: [{ words: ["view", "view-only", "read-only", "readonly", "viewer", "viewing"], reason: "a share that lets one read only: `share it read-only`, `view access`" }],
  choice_comment: [{ words: ["comment", "comments", "commenter", "commenting"], reason: "a share that lets one comment: `so she can comment`" }],
  choice_edit: [{ words: ["edit", "edits", "editor", "editing", "editable"], reason: "a share that lets one change the file: `give him edit access`" }],
};

/** The words of one of the port's sets (Grammar `turnWords`). */
export const turnWords = turnWordSets(GROUPS);
