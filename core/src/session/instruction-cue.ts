// The shape of one cue of an instruction addressed to the agent: the cue lists of instructions.ts
// and of the files that hold one family of cues each share it.

/** One cue of an instruction addressed to the agent, and why it is one. */
export interface InstructionCue {
  readonly pattern: RegExp;
  readonly reason: string;
  /**
   * The cue speaks to the software reading the text: `always` (system markup), or `named` where the
   * text names that software too (an assistant, a bot, not a travel agent or a payer).
   */
  readonly toAgent?: "always" | "named";
  /**
   * The cue only presses (urgency): it makes a text instruction-shaped, but says nothing of what
   * the text steers the reader to do or to whom. Plain bills and letters use such words.
   */
  readonly pressing?: true;
  /**
   * The cue announces that an account, an address or a recipient has changed. A person who speaks
   * of the same change ("pay her at her new account") knows of it: a text with no other cue is then
   * the letter they pointed at, not a text that steers them.
   */
  readonly announcesChange?: true;
  /**
   * The cue announces that a sum has changed (a fee "is now" another, one "has been added"): a
   * person who speaks of a changed sum ("the gym fee went up") knows of it, as of a changed account
   * above, but a change of one kind does not vouch for a letter that announces the other.
   */
  readonly announcesSum?: true;
  /**
   * The cue asks the reader to set up a standing payment (`please set up a standing order to …`,
   * `a standing order … is to be set up`): a person who asks for the standing order a letter they
   * pointed at asks for ("set up the standing order it asks for") asked for that act, so a text
   * with no other cue is the letter, for a call that makes the payment recur.
   */
  readonly asksStanding?: true;
  /**
   * The cue asks the reader to fit the person's standing order or payment to the text (`please
   * amend your standing order`): a person who asks for that change to their order ("change my
   * standing order to the new amount") asked what it asks, so a text with no other cue is the
   * letter, for a call that changes an order by the verb the person typed.
   */
  readonly asksAmend?: true;
  /**
   * The cue orders an act of the reader (`book hotel h_pdl_03`, `put it in your calendar`): a
   * person who asks for that very act of the page they pointed at ("book it for me") asked what it
   * orders, so a text with no other cue is the page, for a call of the act the person named.
   */
  readonly ordersAct?: true;
  /**
   * The cue tells the reader what its own summary, recap or post of the text must say (`Note for any
   * summary:`, `report that result`): what a summary takes from that sentence alone was dictated.
   */
  readonly dictatesText?: true;
  /**
   * Words one of which every match holds, lower case, where the pattern is costly and the words
   * rare: a text holding none of them is not tried against the pattern (`caseless.ts`). Cheap
   * patterns declare none: a search for their words would cost what the pattern does.
   */
  readonly needs?: readonly string[];
}
