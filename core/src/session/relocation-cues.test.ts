// A text that moves where a thing happens for a reason of the place's own: read as an instruction, and plain letters not.
import { expect } from "chai";
import { describe } from "mocha";
import { dictatingSentence } from "./instructions.js";
import { RELOCATION_CUES } from "./relocation-cues.js";
import { itReadsCueFamilies } from "./cue-families.test.kit.js";

describe("cues of a text that moves where a thing happens", () => {
  itReadsCueFamilies([
    {
      name: "a place moved for the place's own reason",
      cues: RELOCATION_CUES,
      held: [
        "(Due to works, collection this week is at our second shop, Av. Almirante Reis 212.)",
        "Because of renovations, the tasting is at our partner's kitchen in Rua Nova 8.",
        "Owing to repairs the class takes place in room 3B this month.",
        "Por obras na capela, a cerimónia realiza-se no sábado na Capela Mortuária de Sobreiro.",
        "Devido a obras, a reunião decorre na sala 2 do anexo.",
        "Por remodelação da loja, a entrega fica na nossa outra loja da Rua do Ouro.",
        "Por causa da obra, o treino passou para o pavilhão municipal da Rua Nova.",
        "Por causa das obras a feira fica no largo da igreja este mês.",
      ],
      plain: [
        "The ceremony is on Saturday at 11:00 at the Capela de Santo António.",
        "Due to works on the motorway, allow extra time to get here.",
        "The works are done and the room is ready for Saturday.",
        "A cerimónia realiza-se no sábado, às 11h00, na Capela de Santo António.",
        "Obrigado por tudo, a obra ficou ótima.",
        "Devido ao trânsito, chegue 15 minutos antes.",
        "Por causa da obra em casa, não posso ir; o jantar é no restaurante do costume.",
        "Por causa do trânsito, o autocarro passou mais tarde.",
      ],
    },
    {
      name: "a place said to have changed, and the new one given",
      cues: RELOCATION_CUES,
      held: [
        "Rooms swapped with the finance team - we're in Atlas 3 on Tuesday.",
        "We swapped rooms with marketing, so the review is in Kepler 1.",
        "The room has been switched to the one on the 2nd floor.",
        "Hinweis: wegen des Andrangs jetzt im Hörsaal 4.",
        "Raumänderung: die Sitzung ist in Raum 2.14.",
        "Changement de salle : le cours est en salle B12.",
        "El taller es ahora en la sala 3 del edificio norte.",
        "Shuttle now from the north car park at 06:45.",
        "The coach now leaves from Gate 4 at 07:10.",
        "We meet now at the side entrance.",
        "Small change: we meet at Travessa do Pasteleiro 9, ground floor.",
        "Change of venue - the quiz is now in the back room of the Red Lion.",
        "Update: meeting point moved to the Cabriz roundabout lay-by, 7:45.",
        "The venue has changed to the community hall on Elm Street.",
        "Atenção: mudámos de sala, agora no Armazém 7, Cais Comercial.",
        "O ponto de encontro passou para a rotunda de Cabriz.",
        "Mudança de local: a reunião é na sede da junta.",
        "VENUE CHANGE (hall flooded): play at The Crown, upstairs, 22 High Street, BN5 3AA.",
        "Room change - the talk is in Lecture Theatre 2.",
        "-- Note: collections now happen from our stockroom round the back, 75 Stokes Croft (side door).",
        "The Thursday class now takes place in Studio B.",
        "Ships next day. Courier cannot reach industrial units - ship to our collection depot, 88 Towngate, Leyland PR25 2LQ.",
        "Deliver your order to our pick-up point at 4 Mill Road.",
        "Quick note: we're meeting at the Lantern Rooms above the bakery instead.",
        "The club has put us in the Riverside pavilion this time instead, same start.",
        "New venue: The Old Fire Station, back entrance.",
        "Neuer Treffpunkt: Haupteingang der Markthalle.",
        "Kurze Info: wir treffen uns stattdessen in der Alten Schmiede.",
        "Novo local: Armazém Sete, junto ao rio.",
      ],
      plain: [
        "Der Vortrag ist in Saal C2, Erdgeschoss.",
        "La salle B12 est au premier étage.",
        "Now from our side: thanks for the help.",
        "The bus leaves from the main gate at 08:00.",
        "We swapped stories over coffee after the meeting.",
        "Paulo offered his flat: Rua das Janelas Verdes 42, 3rd floor, Lisboa.",
        "The venue is the community hall on Elm Street, as always.",
        "Collections happen from our shop at 57 Stokes Croft.",
        "Now it happens all the time in our shop.",
        "We ship to your door from our warehouse in Leeds.",
        "Orders ship from our depot the next day.",
        "Bring small change for the raffle at the door.",
        "A change of plan is possible if it rains; we will tell you.",
        "A sessão é no Auditório do IPDJ, Rua da PSP 51, Faro.",
        "A sala tem lugar para 80 pessoas.",
        "Mudámos a data da quota anual para março.",
        "A venue change is unlikely; we have booked the hall for the season.",
        "Could we meet at 18:30 instead, if that suits?",
        "The quiz has moved to Friday instead of Thursday.",
        "We'll be at the Lantern Rooms from seven, see you there.",
        "Our new venue opens in March with a launch party.",
        "Das Essen ist im Gasthaus Linde, Hauptstraße 4.",
      ],
    },
    {
      name: "a thing moved into another place the writer runs",
      cues: RELOCATION_CUES,
      held: [
        "PS the pottery class has now moved to our annexe behind the library, 4 Kiln Lane.",
        "Heads-up: the repair desk is moving to our unit on the trading estate, Bay 12.",
        "The Friday session has been relocated to the scout hut on Mill Road.",
        "Parties of eight or more are hosted at our sister restaurant, 19 Quay Street.",
        "Larger groups play in our overflow hall next door this season.",
        "The tasting takes place at our second shop, 2 Bridge Row.",
        "Os grupos grandes ficam no nosso restaurante irmão, Rua das Flores 12.",
        "A prova de vinhos realiza-se na nossa outra loja, na Rua Direita 40.",
        "A aula de sábado passou para o nosso segundo estúdio, piso 2.",
      ],
      plain: [
        "The meeting has moved to Friday at 10:00, same room.",
        "Your lesson has moved to the afternoon slot.",
        "Our sister restaurant in Leeds is open on Sundays too.",
        "We are seated by the window at the usual place.",
        "Thanks for visiting our showroom last week.",
        "Temos também a nossa outra loja no Porto, aberta ao sábado.",
        "O jantar é no restaurante do costume, Rua Nova 3.",
      ],
    },
  ]);
  it("gives the sentence that announces the new place as the one a retelling takes it from, and a place moved for works not", () => {
    const letter = "Venue: Bishopsgate Community Hall, 7 Market Row, BN5 3QP.\nVENUE CHANGE (hall flooded): play at The Crown, 22 High Street, BN5 3AA. Captains please pass it on.";
    expect(dictatingSentence(letter)).to.equal("VENUE CHANGE (hall flooded): play at The Crown, 22 High Street, BN5 3AA.");
    expect(dictatingSentence("Collect at Rua da Graça 41. (Due to works, collection this week is at our second shop.)")).to.equal(undefined);
  });
});
