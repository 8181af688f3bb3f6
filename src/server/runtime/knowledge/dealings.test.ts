import { expect, it } from 'vitest';
import { dealingsOf, dealsOtherwise } from './dealings.ts';

it('reads selling, renting, new and used in the widget’s languages', () => {
  expect(dealingsOf('Do you sell used cars?')).toEqual(['sale', 'used']);
  expect(dealingsOf('¿Vendéis coches de segunda mano?')).toEqual(['sale', 'used']);
  expect(dealingsOf('Vermieten Sie auch Transporter?')).toEqual(['rental']);
  expect(dealingsOf('Combien coûte la location d’un utilitaire ?')).toEqual(['rental']);
  expect(dealingsOf('Vendem telemóveis novos, ainda selados na caixa?')).toEqual(['sale', 'new']);
  expect(dealingsOf('Verkauft ihr auch eure alten Mietwagen?')).toEqual(['sale', 'rental']);
  expect(dealingsOf('Are you hiring? I would like to work at your airport desk.')).toEqual([
    'work',
  ]);
  expect(dealingsOf('Vous recrutez des chauffeurs ? Je vous envoie mon CV')).toEqual(['work']);
  expect(dealingsOf('Estão a contratar? Procuro trabalho em Lisboa.')).toEqual(['work']);
  expect(dealingsOf('Hola, ¿estáis buscando limpiadoras? Tengo experiencia en hoteles.')).toEqual([
    'work',
  ]);
  expect(dealingsOf('Ich würde gern bei euch anfangen. Sucht ihr noch Leute?')).toEqual(['work']);
  expect(dealingsOf('Stellt ihr noch ein? Ich bin gelernte Reinigungskraft.')).toEqual(['work']);
  // Austrian as typed, and experience offered as a job seeker offers it
  expect(dealingsOf('Suchts ihr no a Bedienerin? I tät gern bei euch anfangen.')).toEqual(['work']);
  expect(dealingsOf('I have 5 years experience as a cleaner, any openings?')).toEqual(['work']);
  expect(dealingsOf('Ich hab zehn Jahre Erfahrung als Reinigungskraft im Hotel.')).toEqual([
    'work',
  ]);
  // An internship, an apprenticeship or a student job is work too
  expect(dealingsOf('Estão a precisar de mecânicos? Procuro estágio.')).toEqual(['work']);
  expect(dealingsOf('Do you take apprentices? I am looking for an apprenticeship.')).toEqual([
    'work',
  ]);
  expect(dealingsOf('Je cherche un stage dans la vente auto.')).toEqual(['work']);
  expect(dealingsOf('Servus, sucht ihr noch Aushilfen für den Schalter?')).toEqual(['work']);
  expect(dealingsOf('Habt ihr einen Ausbildungsplatz oder ein Praktikum frei?')).toEqual(['work']);
  // A nearly new car is a used one
  expect(dealingsOf('Do you have nearly new cars?')).toEqual(['used']);
  expect(dealingsOf('Têm carros quase novos?')).toEqual(['used']);
  expect(dealingsOf('Vous avez des voitures presque neuves ?')).toEqual(['used']);
  expect(dealingsOf('Habt ihr neuwertige Autos?')).toEqual(['used']);
});

it('leaves out the words that also say something else', () => {
  // A place, a new customer, "again".
  expect(dealingsOf('What is your location?')).toEqual([]);
  expect(dealingsOf('Do you have a discount for new customers?')).toEqual([]);
  expect(dealingsOf('¿Puedo reservar de nuevo?')).toEqual([]);
  // Hiring a van, booking a cleaning ("contratar"), a repair job.
  expect(dealingsOf('Quero contratar uma limpeza')).toEqual([]);
  expect(dealingsOf('How long will the job take?')).toEqual([]);
  expect(dealingsOf('Do you do small jobs, like a shelf or a dripping tap?')).toEqual([]);
  expect(dealingsOf('I can bring it at 5 pm, does that work for you?')).toEqual([]);
  expect(dealingsOf('Stellt ihr ein paar Winterreifen bereit?')).toEqual([]);
  // A driving course is no internship, and one's internship elsewhere is a story
  expect(dealingsOf('Proposez-vous un stage de conduite sur neige ?')).toEqual([]);
  expect(dealingsOf('Sie macht ein Praktikum in Mödling und bräuchte ein Auto.')).toEqual([]);
  expect(dealingsOf('Je suis en alternance, vous faites le crédit ?')).toEqual([]);
  // Printing for an application elsewhere; one's application to the business is work.
  expect(dealingsOf('kann man bei euch drucken? 30 seiten fuer ne bewerbung')).toEqual([]);
  expect(dealingsOf('Wohin schicke ich meine Bewerbung?')).toEqual(['work']);
});

it('tells a question that deals otherwise from one that deals the same or says nothing of it', () => {
  expect(dealsOtherwise(['sale', 'used'], ['rental'])).toBe(true);
  expect(dealsOtherwise(['sale', 'new'], ['sale', 'used'])).toBe(true);
  expect(dealsOtherwise(['sale', 'used'], ['sale', 'used'])).toBe(false);
  // Selling rental cars asks about both: a rental's Q&A may answer it.
  expect(dealsOtherwise(['sale', 'rental'], ['rental'])).toBe(false);
  expect(dealsOtherwise([], ['rental'])).toBe(false);
  expect(dealsOtherwise(['used'], [])).toBe(false);
});
