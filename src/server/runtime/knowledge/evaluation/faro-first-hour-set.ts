import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Algarve Sun Cars, a small car rental at Faro airport with an office in Albufeira, in its owner's
 * first hour: eight Q&A pairs the owner typed in English, short as owners write them, no
 * briefing and no documents. Every other set is a business whose knowledge is grown; this one
 * is what a new owner tries first, where each word is in one or two sources only and a question
 * about what the business does not say still shares a word with one of them. Its customers
 * write in English and in Portuguese.
 *
 * Written after the engine had been read (unlike most sets), from the knowledge alone: the
 * questions a new owner would try on the playground, in the words customers use ("dog", "cat",
 * "booster", "how old", "hold on my card", "petrol", "caução", "cadeirinha", "depósito cheio"),
 * chat-speak, a long message, and Portuguese against English knowledge. The outside questions
 * share words with the knowledge (renting a van or a motorbike, a second driver, delivery to a
 * hotel, driving to Spain, automatic cars) and the engine must hand them over.
 */

const english = qaIn('English');

// The sources' titles, as the answers name them.
const hours = 'What are your opening hours?';
const pets = 'Are pets allowed?';
const childSeats = 'Do you have child seats?';
const requirements = 'What do I need to rent a car?';
const deposit = 'How much is the deposit?';
const airport = 'Where do I collect the car at Faro airport?';
const fuel = 'What is your fuel policy?';
const cancelling = 'Can I cancel my booking?';

export const faroFirstHourSet: EvaluationSet = {
  name: 'Faro car rental in its first hour (Algarve Sun Cars)',
  heldOut: false,
  agentName: 'Algarve Sun Cars',
  qa: [
    english(
      hours,
      'Our Faro airport desk is open every day from 7:00 to 23:00. The Albufeira office is open Monday to Saturday, 9:00 to 18:00, and closed on Sundays.',
    ),
    english(
      pets,
      'Yes, dogs and cats are welcome if they travel in a crate or on a seat cover. If the car comes back with pet hair we charge a 40 € cleaning fee.',
    ),
    english(
      childSeats,
      'Yes. Baby seats (0 to 15 months), child seats (9 to 18 kg) and boosters cost 6 € a day, at most 42 € per rental. Please add them when you book so we keep one for you.',
    ),
    english(
      requirements,
      "A driving licence held for at least 2 years, your passport or ID card, and a credit card in the main driver's name. Drivers must be at least 21; drivers under 25 pay a young driver fee of 10 € a day.",
    ),
    english(
      deposit,
      "We block 1,000 € on the main driver's credit card when you collect the car and release it when you return it undamaged. With our Zero Excess cover the deposit is 200 €.",
    ),
    english(
      airport,
      'Walk out of Arrivals, cross to car park P2 and look for our yellow kiosk in row C: our staff meet you there with the car. If your flight is late, we wait for you at no extra cost.',
    ),
    english(
      fuel,
      "Full to full: you get the car with a full tank and bring it back full. If it isn't full, we refuel it and charge the fuel plus a 20 € service fee.",
    ),
    english(
      cancelling,
      "Cancelling is free up to 48 hours before pick-up. After that we keep one day's rental, and if you don't show up the whole booking is charged.",
    ),
  ],
  documents: [],
  answerable: [
    // Opening hours
    { question: 'what time r u open on sunday', answeredBy: [hours] },
    {
      question: 'Is the airport desk open late? My flight lands at 22:30',
      answeredBy: [hours, airport],
    },
    { question: 'A que horas fecha o escritório de Albufeira?', answeredBy: [hours] },
    { question: 'Estão abertos ao domingo?', answeredBy: [hours] },
    // Pets
    { question: 'can I bring my dog', answeredBy: [pets] },
    { question: "We're travelling with our cat, is that a problem?", answeredBy: [pets] },
    { question: 'Posso levar o meu cão no carro?', answeredBy: [pets] },
    // Child seats
    { question: 'are child seats available? My daughter is 3', answeredBy: [childSeats] },
    { question: 'booster seat price?', answeredBy: [childSeats] },
    { question: 'Têm cadeirinhas para bebé?', answeredBy: [childSeats] },
    // What renting takes: age, documents, the card
    { question: 'how old do I have to be', answeredBy: [requirements] },
    { question: "I'm 22, is there an extra charge?", answeredBy: [requirements] },
    { question: 'what documents do I need to bring?', answeredBy: [requirements] },
    { question: 'Can I rent with a debit card?', answeredBy: [requirements, deposit] },
    { question: 'Preciso de cartão de crédito?', answeredBy: [requirements, deposit] },
    { question: 'Qual é a idade mínima para alugar?', answeredBy: [requirements] },
    // The deposit
    { question: 'How much will you hold on my card?', answeredBy: [deposit] },
    { question: 'Is there a security deposit and when do I get it back?', answeredBy: [deposit] },
    { question: 'Qual é o valor da caução?', answeredBy: [deposit] },
    { question: 'caução com o seguro zero excess?', answeredBy: [deposit] },
    // Collecting the car at the airport
    { question: 'where do I meet you at the airport?', answeredBy: [airport] },
    { question: 'My flight is delayed, will you still be there?', answeredBy: [airport, hours] },
    { question: 'Onde levanto o carro no aeroporto de Faro?', answeredBy: [airport] },
    {
      question:
        'Hi! We land in Faro on Saturday afternoon with two kids and lots of luggage. How do we find you after we get our bags?',
      answeredBy: [airport],
    },
    // Fuel
    { question: 'do I need to return it with a full tank?', answeredBy: [fuel] },
    { question: 'What happens if I bring the car back with less petrol?', answeredBy: [fuel] },
    { question: 'Tenho de devolver o carro com o depósito cheio?', answeredBy: [fuel] },
    // Cancelling
    { question: 'can I cancel for free?', answeredBy: [cancelling] },
    {
      question: 'Our trip is off because my wife broke her leg, can I get my money back?',
      answeredBy: [cancelling],
    },
    { question: 'Posso cancelar a reserva?', answeredBy: [cancelling] },
    { question: "What if I don't show up?", answeredBy: [cancelling] },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Do you rent vans?',
    'Can I rent a motorbike?',
    'Do you sell used cars?',
    'Can I drive the car to Spain?',
    'Is there a mileage limit?',
    'Can I add a second driver?',
    'Do you deliver the car to my hotel in Vilamoura?',
    'Têm carros automáticos?',
    // Plainly outside
    "What's the best beach near Albufeira?",
    'Is there a bus from the airport to Lagos?',
  ],
};
