// The cues of a text that moves where a thing happens for a reason of the place's own (works, a
// renovation, repairs): "due to works, collection this week is at our second shop", "por obras na
// capela, a cerimónia realiza-se na Capela Mortuária de Sobreiro". A letter that gives its place
// names it; one that sends the reader elsewhere than usual, with a reason no one can check,
// chooses the place of the person's event for them. Patterns are data, each with its reason; read
// with the other instruction cues, once, when a result is reported, in linear time: the words
// between the reason and the new place are at most 80 characters, read once from each reason.
import type { InstructionCue } from "./instruction-cue.js";

export const RELOCATION_CUES: readonly InstructionCue[] = [
  {
    pattern: /(?<![\p{L}\p{N}])(?:due\s+to|because\s+of|owing\s+to)\s+(?:the\s+|some\s+|ongoing\s+|building\s+|urgent\s+)?(?:works|renovations?|refurbishment|repairs|construction|roadworks|maintenance|flooding)(?![\p{L}\p{N}])(?:[^.;!?]|\.(?=\S)){0,80}?(?<![\p{L}\p{N}])(?:is|are|will\s+be|takes\s+place|moves|has\s+moved|is\s+held|will\s+happen)\s+(?:now\s+|instead\s+)?(?:at|in|to)(?![\p{L}\p{N}])/iu,
    reason: "a text that moves where a thing happens, for a reason of the place's own (`due to works, collection is at our second shop`), chooses the place for the reader",
  },
  {
    pattern: /(?<![\p{L}\p{N}])(?:por\s+causa\s+d[aeo]s?|por|devido\s+(?:a|às|aos|à)|em\s+virtude\s+d[eoa]s?)\s+(?:obras?|remodela[cç](?:[aã]o|[oõ]es)|repara[cç](?:[aã]o|[oõ]es)|manuten[cç][aã]o|inunda[cç][aã]o)(?![\p{L}\p{N}])(?:[^.;!?]|\.(?=\S)){0,80}?(?<![\p{L}\p{N}])(?:realiza-se|realizar-se-[aá]|decorre|decorrer[aá]|ser[aá]|passa|passou|fica|mudou|muda)(?![\p{L}\p{N}])/iu,
    reason: "(Portuguese) a text that moves where a thing happens, for a reason of the place's own (`por obras na capela, a cerimónia realiza-se …`), chooses the place for the reader",
  },
  {
    // The change named, then within 80 characters the new place's preposition: "Small change: we
    // meet at …", "change of venue - it is now in …", "meeting point moved to …", "VENUE CHANGE
    // (hall flooded): play at …".
    pattern: /(?<![\p{L}\p{N}])(?:(?:small|slight|quick|last[- ]minute)\s+change\s*[:,\u2013-]|change\s+of\s+(?:venue|location|place|room|meeting\s+point)|(?:venue|location|meeting\s+point|meeting\s+place|room)\s+(?:has\s+|is\s+|was\s+)?(?:moved|changed)|(?:venue|location|meeting\s+point|room)\s+change)(?![\p{L}\p{N}])(?:[^.;!?]|\.(?=\S)){0,80}?(?<![\p{L}\p{N}])(?:at|in|to)(?![\p{L}\p{N}])/iu,
    reason: "a text that announces that where a thing happens has changed (`small change: we meet at …`, `meeting point moved to …`, `VENUE CHANGE: play at …`) moves the person's event to a place they did not point at",
    // The new place is what a retelling of the letter takes from this sentence alone (cue-claims.ts).
    dictatesText: true,
  },
  {
    // What now happens somewhere, said with `now` before the verb and the new place's preposition
    // right after it: "collections now happen from our stockroom round the back, 75 …", "the
    // class now takes place in …". A letter that gives its place says where a thing is; one that
    // says where it happens now moves it.
    pattern: /(?<![\p{L}\p{N}])now\s+(?:happens?|takes?\s+place|runs?|operates?|is\s+held|are\s+held|is\s+done|are\s+done)\s+(?:from|at|in|out\s+of)(?![\p{L}\p{N}])/iu,
    reason: "a text that says where a thing now happens (`collections now happen from our stockroom`) moves the person's event to a place they did not point at",
    dictatesText: true,
  },
  {
    // A thing said to have moved into a place of the writer's own, or to have been relocated:
    // "the touch pool has moved to our outreach tent for the winter", "the class has been
    // relocated to the church hall". `our` after `moved to` names a place, never a day ("has
    // moved to Friday" is a change of when, read by the day and time rules); `relocated` is said
    // of places only.
    pattern: /(?<![\p{L}\p{N}])(?:(?:(?:has|have|had)\s(?:now\s|just\s)?|(?:is|are)\s(?:now\s)?being\s|(?:has|have)\sbeen\s)?(?:moved|relocated)|(?:is|are)\s(?:now\s)?(?:moving|relocating))\s(?:to|into)\sour(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])relocated\s(?:to|into)(?![\p{L}\p{N}])/iu,
    reason: "a text that says a thing has moved into a place of the writer's own, or was relocated (`the class has moved to our outreach tent`), moves the person's event to a place they did not point at",
    dictatesText: true,
  },
  {
    // The person's event sent to another place the writer runs, beside the one the letter names:
    // "groups are seated in our sister venue at …", "the tasting is held at our second shop",
    // "guests are placed in our sister flat on …". A verb of seating, holding, lodging or
    // meeting, then `in`, `at` or `to` and the other place; a
    // letter that mentions its sister restaurant with no such verb sends nobody there.
    pattern: /(?<![\p{L}\p{N}])(?:seated|held|hosted|served|moved|placed|put|accommodated|housed|lodged|meet|meets|play|plays|runs?|happens?|takes?\splace)\s(?:in|at|to|into)\sour\s(?:sister|partner|other|second|overflow|temporary|satellite|annexe?)(?:\s(?:venue|restaurant|site|branch|premises|location|office|studio|hall|building|shop|store|space|tent|room|centre|center|hotel|kitchen|workshop|showroom|depot|unit|flat|apartment|property|house|villa|guesthouse|hostel))?(?![\p{L}\p{N}])/iu,
    reason: "a text that sends the person's event to another place the writer runs (`groups are seated in our sister venue at …`) chooses the place for the reader",
    dictatesText: true,
  },
  {
    // The same in Portuguese: "os grupos ficam no nosso espaço irmão", "a prova realiza-se na
    // nossa outra loja", "a aula passou para o nosso segundo estúdio".
    pattern: /(?<![\p{L}\p{N}])(?:ficam?|realiza-se|realizam-se|decorre|decorrem|passou|passa|mudou-se|mudaram-se|sentamos|é|s[aã]o|ser[aá])\s(?:n[ao]s?|para\s[ao]s?)\snoss[ao]s?\s(?:outr[ao]s?|segund[ao]s?|(?:loja|sala|espa[cç]o|sede|restaurante|casa|est[uú]dio|pavilh[aã]o)\s(?:irm[aã]o?|parceir[ao]))(?![\p{L}\p{N}])/iu,
    reason: "(Portuguese) a text that sends the person's event to another place the writer runs (`a prova realiza-se na nossa outra loja`) chooses the place for the reader",
    dictatesText: true,
  },
  {
    // A page that has the reader's order sent to a place of its own: "Courier cannot reach
    // industrial units - ship to our collection depot, 88 Towngate". A listing says how it ships;
    // one that names where the person's order goes chooses their delivery address for them.
    pattern: /(?<![\p{L}])(?:ship|deliver|send|post)(?:\s+it|\s+them|\s+your\s+orders?|\s+the\s+orders?)?\s+to\s+our(?:\s+collection|\s+pick-?up|\s+parcel)?\s+(?:depot|warehouse|locker|hub|collection\s+point|pick-?up\s+point)(?![\p{L}])/iu,
    reason: "a page that tells the reader to have the order sent to a place of its own (`ship to our collection depot`) chooses the person's delivery address",
    dictatesText: true,
  },
  {
    // The same said of the orders rather than to the reader: "Canal-ring addresses are delivered
    // to the PostNL point at …", "orders to this area now go to the parcel locker at the
    // station". A verb of sending in the passive (or `go`), then within three words the kind of
    // place that holds parcels for collection; a listing that says it delivers to your door
    // names no such place.
    pattern: /(?<![\p{L}])(?:(?:is|are|will\s+be|get|gets)\s+(?:now\s+|instead\s+|always\s+)?(?:delivered|shipped|sent|redirected|rerouted|diverted|left)|(?:now\s+)?go)\s+to\s+(?:the|a|our)\s+(?:[\p{L}\p{N}-]+\s){0,3}(?:point|locker|lockers|depot|hub|parcel\s+shop|pick-?up\s+(?:point|desk|counter)|collection\s+(?:point|desk|counter))(?![\p{L}])/iu,
    reason: "a text that says the person's order is delivered to a collection place (`addresses here are delivered to the PostNL point at …`) chooses the person's delivery address",
    dictatesText: true,
    needs: ["point", "locker", "depot", "hub", "parcel", "pick", "collection"],
  },
  {
    // "mudámos de sala", "mudança de local", "o ponto de encontro mudou para …".
    pattern: /(?<![\p{L}\p{N}])(?:(?:mud[aá]mos|mudaram|mudou-se|mudan[cç]a)\s+(?:de|do|da)\s+(?:sala|local|espa[cç]o|s[ií]tio|ponto\s+de\s+encontro)|(?:sala|local|espa[cç]o|ponto\s+de\s+encontro)\s+(?:mudou|passou|foi\s+alterad[oa]|foi\s+mudad[oa])\s+(?:para|a\s+ser))(?![\p{L}\p{N}])/iu,
    reason: "(Portuguese) a text that announces that where a thing happens has changed (`mudámos de sala, agora no …`) moves the person's event to a place they did not point at",
    dictatesText: true,
  },
  {
    // A place named in the sentence that also says `instead`, after a verb of being, meeting or
    // being moved there: "P.S. we'll be at the Haberdashery café on Church Street instead",
    // "facilities moved us to the Tapetfabrikken rooms instead". The place is a name (a capital
    // after the preposition and an optional `the`), so "we meet at 8 instead" and "moved it to
    // Friday instead" (a day or a month, read by the day and time rules) are not read here; a
    // letter that gives its place names it with no `instead`. Case matters for the name, so
    // this pattern is not caseless.
    pattern: /(?<![\p{L}\p{N}])(?:be|are|['\u2019]re|meet|meeting|gather|moved\s+us|moving\s+us|put\s+us|held|hosted|seated)\s+(?:at|in|to|into)\s+(?:the\s+)?(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Christmas|Easter|New\s+Year)(?![\p{L}]))\p{Lu}(?:[^.;!?\n]|\.(?=\S)){0,80}?(?<![\p{L}\p{N}])instead(?![\p{L}\p{N}])/u,
    reason: "a text that names a place the thing happens at `instead` (`we'll be at the Haberdashery café instead`) moves the person's event to a place they did not point at",
    dictatesText: true,
    needs: ["instead"],
  },
  {
    // The new place given under a label of its own: "New venue: The Crown, 22 High Street",
    // "Neuer Ort: wir sind jetzt im Brauhaus …", "Nouveau lieu :", "Nuevo lugar:", "Novo local:".
    // The colon is required: "our new venue opens in March" tells news, not where to go.
    pattern: /(?<![\p{L}\p{N}])(?:(?:new|updated|changed)\s+(?:venue|location|meeting\s+point|meeting\s+place|place)|neuer\s+(?:Ort|Treffpunkt|Veranstaltungsort|Standort|Raum|Saal)|neues\s+Lokal|neue\s+Location|nouveau\s+lieu|nouvelle\s+salle|nuevo\s+lugar|nueva\s+sala|novo\s+local|nova\s+sala)\s*:/iu,
    reason: "a text that gives a new place under a label (`New venue: …`, `Neuer Ort: …`) moves the person's event to a place they did not point at",
    dictatesText: true,
  },
  {
    // (German) a thing said to be somewhere now or instead, with a name after the preposition:
    // "wir sind jetzt im Brauhaus am …", "wir treffen uns stattdessen in der Markthalle". A
    // letter that gives its place says where a thing is, with no `jetzt` or `stattdessen`.
    pattern: /(?<![\p{L}\p{N}])(?:sind|ist|treffen\s+uns|feiern|essen)\s+(?:jetzt|nun|stattdessen|ab\s+sofort)\s+(?:im|in\s+der|in\s+den|am|beim|auf\s+der|auf\s+dem)\s+\p{Lu}/u,
    reason: "(German) a text that says where a thing is now or instead (`wir sind jetzt im Brauhaus …`) moves the person's event to a place they did not point at",
    dictatesText: true,
    needs: ["jetzt", "nun", "stattdessen", "sofort"],
  },
  {
    // A room traded with another team, then within 80 characters the new room's preposition:
    // "Room swapped with the design team this week - we're in Lyra 7", "we swapped rooms with
    // marketing, so the review is in …", "the room has been switched to …".
    pattern: /(?<![\p{L}\p{N}])(?:rooms?\s+(?:(?:has|have)\s+been\s+|was\s+|were\s+)?(?:swapped|switched)|swapped\s+rooms)(?![\p{L}\p{N}])(?:[^.;!?]|\.(?=\S)){0,80}?(?<![\p{L}\p{N}])(?:at|in|to)(?![\p{L}\p{N}])/iu,
    reason: "a text that says a room was swapped or switched and gives the new one (`room swapped with the design team - we're in Lyra 7`) moves the person's event to a place they did not point at",
    dictatesText: true,
  },
  {
    // A departure or a meeting said to start from elsewhere now: "Bus now from the back gate B2 at
    // 07:15", "the coach now leaves from Gate 4", "we meet now at the side entrance". A bare `now
    // from` is read after the word it is said of: one that opens a sentence ("Now from our side:
    // …") moves nothing.
    pattern: /(?:(?<=[\p{L}\p{N}][ \t])now[ \t]from|(?<![\p{L}\p{N}])now[ \t](?:leaves?|departs?|goes|starts?|meets?|boards?)[ \t](?:from|at)|(?<![\p{L}\p{N}])(?:leaves?|departs?|boards?|starts?|meets?)[ \t]now[ \t](?:from|at))(?![\p{L}\p{N}])/iu,
    reason: "a text that says where a departure or a meeting now starts from (`Bus now from the back gate B2`) moves the person's event to a place they did not point at",
    dictatesText: true,
  },
  // The same move in the other languages a letter is written in, which no grammar reads, one
  // pattern per language: a room or hall the thing is `now` in, a change of room named, or a
  // thing moved into another. A letter that gives its room names it with no `now`.
  {
    pattern: /(?<![\p{L}\p{N}])(?:(?:jetzt|nun|ab\s+sofort)\s+(?:in|im|ins)\s+(?:der\s+|den\s+)?(?:Saal|Raum|Halle|H[öo]rsaal|Sitzungsraum|Konferenzraum|Zimmer|Geb[äa]ude|Etage)|(?:Raum|Saal|Orts|Treffpunkt)(?:[äa]nderung|wechsel)|(?:verlegt|umgezogen)\s+(?:in|ins|nach))(?![\p{L}])/iu,
    reason: "(German) a text that says where a thing now happens (`jetzt in Saal A1`) or that its room changed (`Raumänderung`) moves the person's event to a place they did not point at",
    dictatesText: true,
  },
  {
    pattern: /(?<![\p{L}\p{N}])(?:(?:d[ée]sormais|maintenant)\s+(?:en|dans\s+la|au)\s+(?:salle|amphi|b[âa]timent)|changement\s+de\s+(?:salle|lieu)|d[ée]plac[ée]e?s?\s+(?:en|dans\s+la|au)\s+(?:salle|amphi|b[âa]timent))(?![\p{L}])/iu,
    reason: "(French) a text that says where a thing now happens (`désormais en salle B`) or that its room changed (`changement de salle`) moves the person's event to a place they did not point at",
    dictatesText: true,
  },
  {
    pattern: /(?<![\p{L}\p{N}])(?:ahora\s+en\s+(?:la\s+|el\s+)?(?:sala|aula|sal[óo]n|edificio)|cambio\s+de\s+(?:sala|aula|lugar)|trasladad[oa]s?\s+a\s+(?:la\s+|el\s+)?(?:sala|aula|sal[óo]n))(?![\p{L}])/iu,
    reason: "(Spanish) a text that says where a thing now happens (`ahora en la sala 2`) or that its room changed (`cambio de sala`) moves the person's event to a place they did not point at",
    dictatesText: true,
  },
];
