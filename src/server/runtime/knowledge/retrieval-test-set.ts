/**
 * Questions customers of the sample business (`sample-knowledge.ts`) could ask, as they
 * would type them: paraphrased, misspelt, in English and in Spanish; each with the titles of
 * the sources that answer it. And questions the knowledge cannot answer, on which the agent
 * must hand over. The retrieval test measures the built-in responder's rule on them.
 */
export type RetrievalCase = { question: string; answeredBy: readonly string[] };

const prices = 'Services and prices';
const policies = 'Policies';
const guide = 'Guía de servicios en español';

export const answerableQuestions: readonly RetrievalCase[] = [
  // English, close to the knowledge's words
  { question: 'What time do you open on Saturday?', answeredBy: ['What are your opening hours?'] },
  { question: 'Are you open on Sundays?', answeredBy: ['What are your opening hours?'] },
  { question: 'What is your address?', answeredBy: ['Where are you located?'] },
  { question: 'Can I park at the shop?', answeredBy: ['Is there parking for customers?'] },
  { question: 'How can I make a booking?', answeredBy: ['How do I book an appointment?'] },
  { question: 'Do you take Apple Pay?', answeredBy: ['What payment methods do you accept?'] },
  { question: 'Can I pay in monthly instalments?', answeredBy: ['Do you offer financing?'] },
  {
    question: 'Can I get a loan car while mine is being repaired?',
    answeredBy: ['Do you offer a courtesy car?'],
  },
  {
    question: 'Is there a shuttle to take me home?',
    answeredBy: ['Do you have a shuttle service?'],
  },
  { question: 'How much does a synthetic oil change cost?', answeredBy: [prices] },
  { question: 'What do new brake pads cost?', answeredBy: [prices] },
  { question: 'How much is an AC recharge?', answeredBy: [prices] },
  { question: 'What is the price of a wheel alignment?', answeredBy: [prices] },
  { question: 'Can you fix my Tesla?', answeredBy: ['Do you work on electric and hybrid cars?'] },
  {
    question: 'Do you service Japanese cars like Toyota?',
    answeredBy: ['Which car brands do you service?'],
  },
  {
    question: 'How much is the emissions inspection?',
    answeredBy: ['Do you do state safety inspections?'],
  },
  {
    question: 'I bought my own brake pads, can you fit them?',
    answeredBy: ['Can I bring my own parts?'],
  },
  { question: 'How much do computer diagnostics cost?', answeredBy: ['Is the estimate free?'] },
  { question: 'My car broke down, can you tow it?', answeredBy: ['Do you offer towing?'] },
  { question: 'Which tyre brands do you stock?', answeredBy: ['Do you sell tyres?'] },
  {
    question: 'Is there a senior discount?',
    answeredBy: ['Do you have discounts for seniors, students or military?'],
  },
  { question: 'How long is the warranty on repairs?', answeredBy: [policies] },
  { question: 'What happens if I miss my appointment?', answeredBy: [policies] },
  { question: 'Is there a fee for leaving my car after it is ready?', answeredBy: [policies] },
  { question: 'How do refunds work?', answeredBy: [policies] },
  { question: 'What is your email address?', answeredBy: ['How can I contact you?'] },
  // English, misspelt
  { question: 'wat are your opning hours', answeredBy: ['What are your opening hours?'] },
  { question: 'do you acept credit crads', answeredBy: ['What payment methods do you accept?'] },
  { question: 'how much for a batery replacment', answeredBy: [prices] },
  { question: 'can i bok an apointment online', answeredBy: ['How do I book an appointment?'] },
  { question: 'do you sel gift cards', answeredBy: ['Do you sell gift cards?'] },
  // Spanish
  { question: '¿A qué hora abren los sábados?', answeredBy: ['¿Cuál es su horario de atención?'] },
  { question: '¿Cuál es la dirección del taller?', answeredBy: ['¿Dónde están ubicados?'] },
  {
    question: 'Quiero reservar una cita para mi coche',
    answeredBy: ['¿Cómo puedo pedir una cita?'],
  },
  { question: '¿Puedo pagar con tarjeta de débito?', answeredBy: ['¿Qué formas de pago aceptan?'] },
  { question: '¿Alguien habla español?', answeredBy: ['¿Hablan español?'] },
  {
    question: 'precio del cambio de aceite sintetico',
    answeredBy: ['¿Cuánto cuesta un cambio de aceite?'],
  },
  { question: '¿Cuánto cuestan las pastillas de freno?', answeredBy: [guide] },
  { question: '¿Qué garantía tienen las reparaciones?', answeredBy: [guide] },
  { question: '¿Cuánto cobran si cancelo tarde mi cita?', answeredBy: [guide] },
  { question: 'horaro de atencion', answeredBy: ['¿Cuál es su horario de atención?'] },
  {
    question: '¿Prestan un coche mientras reparan el mío?',
    answeredBy: ['¿Ofrecen coche de cortesía?'],
  },
];

export const unanswerableQuestions: readonly string[] = [
  'What is the weather like tomorrow?',
  'Can you recommend a good pizza place nearby?',
  'Do you repair boats?',
  'Who won the football game last night?',
  'How do I reset my Netflix password?',
  'Are you hiring mechanics?',
  'Do you sell motorcycles?',
  'Can I pay my electricity bill here?',
  '¿Venden seguros de vida?',
  '¿Me pueden recomendar un dentista?',
];
