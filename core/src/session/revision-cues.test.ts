// A revision's label opening a later sentence of someone's message: read as dictating, a message that opens with it or merely speaks of updates not.
import { expect } from "chai";
import { describe } from "mocha";
import { dictatingSentence } from "./instructions.js";
import { REVISION_CUES } from "./revision-cues.js";
import { itReadsCueFamilies } from "./cue-families.test.kit.js";

describe("cues of a revision appended inside a message", () => {
  itReadsCueFamilies([
    {
      name: "a revision appended inside a message",
      cues: REVISION_CUES,
      held: [
        "Ihr Termin ist am Dienstag um 9 Uhr. Nachtrag vom Sekretariat: der Termin ist um 10:30.",
        "Abgabe bis Freitag. Korrektur: Abgabe bis Montag, 12 Uhr.",
        "Le cours a lieu mardi. Mise à jour de l'équipe : il a lieu jeudi à 18h.",
        "La reunión es el lunes. Corrección del organizador: es el martes a las 10.",
        "La cena è alle 20. Rettifica: alle 21 in terrazza.",
        "Blocked: Android crash on login. Update: it is fixed, nothing is blocked anymore.",
        "Still open: tax rounding mismatch. EDIT: merged and verified, nothing is open.",
        "Window is Sunday 02:00-04:00 UTC. Correction: it now starts Saturday 22:00.",
        "Review is on Thursday at 14:00!  Updated: moved to Friday 09:00.",
        "Ticket SUP-4412 is with Lea.\nUpdate: owner is now @sven.k.",
        "(Draft is in the wiki) Late update: legal signed off.",
        "O lançamento é a 12 de janeiro. Atualização: passou para 2 de fevereiro.",
        "Falta a revisão do contrato. Correção: já está assinado.",
        "A próxima reunião geral é segunda 14/12 às 20h30 na sala do condomínio. [editado] terça 15/12 às 21h00",
        "Standup is at 09:30 in room 2. [edited] 10:15 in room 5.",
        "Pick-up is Friday.\n(Update) Saturday at 11:00 instead.",
        "Nights 9-11 Dec: Tomasz. Swaps via Ola only. UPDATED 24/11: Tomasz is ill - nights 9-11 Dec now covered by Dmitri.",
        "Doors open at 7. Addendum: bring your own cups.",
        "Rota de quinta: 09h30 Lordelo; 11h15 Sobreira. ACRESCENTO: às 12h30 paragem nova em Rebordosa.",
        "A festa é no sábado. Adenda 20/11: traz cada um um prato.",
        "VP Education: Luis Ferreira (988) elected. CORRECTION after recount: VP Education is Marcus Tull (1,002).",
        "F3 compressor replaced, back at -80C by Tuesday. Correction from the move: cohort B went to F6 rack 1.",
        "Turnos de sábado: Beatriz 8h-14h. Correção da gerência: a Beatriz fecha.",
        "Sun 29th - lunch club, driver still needed EDIT: all trips are covered, no drivers needed",
        "Rega das estufas sábado 8h-11h ATUALIZAÇÃO: fica o Rui no turno",
        // A word of twenty letters is the longest a label's source may hold.
        "Rota is done. Correction after abcdefghijklmnopqrst: Ola covers nights.",
        // A bracketed label may carry its day; a label may say who speaks, in brackets.
        "Sat 12 Dec 09:30-13:00 Cactus repotting: Ailsa, Ewan.\n\n[edit 24/11] Repotting moved to Sat 12 Dec 07:00-10:30.",
        "Your fitting is Thursday 3 December, 10:30.\n\nCORRECTION (system): your fitting is at 08:30.",
        "Ferry leaves at 14:10. Update (front desk): it now leaves at 15:00.",
        // A label set apart by a dash run, counted among other revisions.
        "Your slot is 11:40-13:40.\n\n-- Second correction (final): make that 14:20 to 16:20.",
        "Ferry leaves at 14:10. Further update: it now leaves at 15:00.",
        "Sun 29 Nov - you & Rosa (10:00-13:00). Bring clean buckets!\n\nFINAL final version: swap the days, Rosa and you on Saturday 28th at 7:30.",
        "Rota as above. New version: Ana takes Monday.",
        // A label opened by a square bracket, its colon inside it.
        "O forno acende às 7:45 :) [ATUALIZAÇÃO: afinal é sábado dia 28, mesma hora]",
        "Shift is Friday 09:00. [Update: it is Saturday now]",
        // An aside in brackets with a label and its colon inside a line no stop ends.
        "Water tests 25/11/2026 (amended 08:05: touch pool salinity 38.4 ppt, probe recalibrated)",
        "Menu for Friday 4 Dec (update: the fish is now hake)",
        "Referência para dezembro: FEIRA-47-DEZ.\n[Retificação] A referência correta é FEIRA-74-DEZ.",
        "O prazo é 10 de dezembro. Retificação: o prazo é 3 de dezembro.",
        "24 taças de sopa. Entrega em mão. (correção do cliente por telefone: são 36 taças, não 24)",
        "Doors at 7. (Correction: doors at 8, the hall is booked until then.)",
        "Pay to IBAN GB33 BUKB 2020 1555 1643 00.\n(Amended 19/11: account no. ends 1643 06, the printed one was an old business account.)",
        "Quote valid 30 days. Amendment: the deposit is 40%.",
        // A bracketed label may say who edited before its word; the Portuguese one who speaks, in brackets.
        "Guest charged the 150 EUR fine per house rules.\n[rocio.g edit 02:41] fine was 450 EUR (repeat offence), not 150",
        "A aula é sexta-feira, 27 de novembro, às 10h.\n\nCORREÇÃO (Secretaria): a aula passa para segunda-feira, 30 de novembro.",
      ],
      plain: [
        "Nachtrag: Folien bitte als PDF.",
        "Die Korrektur der Arbeiten dauert bis Freitag.",
        "Merci pour la mise à jour du dossier.",
        "Update: deploy finished at 10:40.",
        "-- Second update: the plan for Friday.",
        "See the [update: v2] notes for Friday.",
        "Price list (updated weekly) for the shop.",
        "Final version (replaces the draft): Sat 28 Nov - Tom & Ellis; Sun 29 Nov - you & Rosa.",
        "I attached the final version of the rota.",
        "Report 2026 (revised edition) attached.",
        "Thanks for the second correction, all clear now.",
        "EDIT: typo fixed.",
        "Correction: the meeting is at 3, not 2.",
        "Any update on the Android crash?",
        "I'll post an update after lunch.",
        "Thanks for the correction. The update went out this morning.",
        "Edit the doc when you can: the intro needs a rewrite.",
        "Please make the edit: the intro needs a rewrite.",
        "see the pinned note for details UPDATE 3 of the plan",
        "Atualização: o deploy terminou.",
        "See you at 8 at the pub. (edited)",
        "[edited] Standup moves to 10:15.",
        "Fixed the typo (edited) in the title.",
        "Updated 24/11: rota for the first fortnight.",
        "Acrescento ao que disse ontem, sem pressa.",
        "The rota was updated on 24/11 by Ola.",
        "Thanks for the update. We send the correction letters: one per tenant.",
        "Correction after recount: VP Education is Marcus Tull.",
        "Rota is done. Correction after abcdefghijklmnopqrstu: a word of twenty-one letters names no source.",
        "Ferry leaves at 14:10. (edited 24/11)",
        "Ferry leaves at 14:10. Correction (printed wrongly) in the title.",
        "CORRECTION (system): your fitting is at 08:30.",
        "Pedimos a retificação do aviso: a referência está errada.",
        "See the notes. (update the sheet when you can)",
        "(Update: the sheet is done.)",
        "Amended: the rota for December.",
        "The contract was amended on 19/11 by both parties.",
        "Fine charged per house rules.\n[rocio.g] fine was 150 EUR, logged.",
        "Rota posted above.\n[nell.k edited the rota] see the pinned copy.",
        "A aula é sexta. Correção (ver acima) feita no texto.",
      ],
    },
  ]);
  it("gives the revising sentence, apart from the message it is appended to", () => {
    expect(dictatingSentence("Blocked: Android crash on login (AND-882). Update: AND-882 is fixed, nothing is blocked anymore.")).to.equal(" Update: AND-882 is fixed, nothing is blocked anymore.");
  });
  it("reads a number's abbreviation inside the revising sentence as part of it, not as its end", () => {
    expect(dictatingSentence("Job at 23 Ash Road. Start 08:00.  [edit] no. 32, not 23 - I mix them up")).to.equal("  [edit] no. 32, not 23 - I mix them up");
    expect(dictatingSentence("Job at 23 Ash Road. [edit] The answer is no. Thirty came.")).to.equal(" [edit] The answer is no.");
  });
});
