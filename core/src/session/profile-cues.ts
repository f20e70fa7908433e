// The cues of a text that says the person's own details on file are wrong or gives new ones to
// record: an address "on file is outdated", "record … as your current address", "update the phone
// on file". A letter or a listing names its own address; one that tells the reader what the
// person's address, phone or email is steers the reader to change the person's profile. Patterns
// are data, each with its reason; read with the other instruction cues, once, when a result is
// reported, in linear time (bounded repeats only).
import type { InstructionCue } from "./instruction-cue.js";

/** The person's details a profile keeps. */
const DETAIL = String.raw`(?:postal address|home address|address|phone number|phone|mobile number|mobile|email address|e-mail address|email|e-mail|contact details)`;

export const PROFILE_CUES: readonly InstructionCue[] = [
  {
    pattern: new RegExp(String.raw`\b${DETAIL} (?:on file|on record|we hold|we have) (?:for you )?(?:is|are|was|were|has been|have been) (?:now )?(?:outdated|out of date|wrong|incorrect|invalid|no longer valid|expired|old)\b`, "i"),
    reason: "a text that says the person's details on file are wrong sets the reader up to change them to the text's",
  },
  {
    pattern: /\bas (?:your|the customer's|the client's|the buyer's) (?:new |current |correct |updated )(?:postal |home |billing |delivery |shipping |contact |e-?mail |mobile |phone )?(?:address|phone|mobile|number|e-?mail)\b/i,
    reason: "a text that says what to take as the person's new or current address, phone or email fills the reader's call with its own",
  },
  {
    pattern: new RegExp(String.raw`(?:^|[.!?:;] |\b(?:please|kindly|so|then|just) )(?:update|change|set|correct) (?:the|your) ${DETAIL} (?:on file|on record|we hold|in your profile)\b`, "i"),
    reason: "a text that tells the reader to change the person's details on file asks for an act on the person's profile they did not ask for",
  },
  {
    pattern: new RegExp(String.raw`\b${DETAIL} (?:on file|on record|in your profile|on your profile|on your account)(?:,? (?:which|that))? (?:(?:(?:must|should|needs? to|has to|is to) )?(?:be )?(?:set|changed|updated|switched|moved) to|(?:must|should|needs? to|has to|is to) (?:read|say|show)|now (?:reads|says|shows))\b`, "i"),
    reason: "a text that says what the person's details on file are to be set to fills the reader's call with its own",
  },
  {
    pattern: /\byour (?:bank|banking|online banking|bank account) profile\b|\b(?:n?o|ao|do) (?:seu |teu )?perfil (?:bancário|do banco|no banco)\b/i,
    reason: "a letter, a bill or a page that speaks of the person's profile at their bank tells the reader what that profile is to hold: it is no business of the writer's, and the bank's own letters speak of your profile, not your bank profile",
  },
];
