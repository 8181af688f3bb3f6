import type { Language } from '@shared/briefing.ts';
import type { SampleDataLoader } from '@server/platform/db/sample-data-loader.ts';
import { insertIndexedSources } from './knowledge-store.ts';

/**
 * The sample business's knowledge: Brightside Auto Care, a car repair shop whose customers
 * write in English and Spanish. Q&A pairs for what customers ask most, and documents for the
 * price list and the policies, so the demo agents answer from them right away.
 */
type SampleQa = { question: string; answer: string; language: Language };
type SampleDocument = { title: string; text: string; language: Language };

const english = (question: string, answer: string): SampleQa => ({
  question,
  answer,
  language: 'English',
});
const spanish = (question: string, answer: string): SampleQa => ({
  question,
  answer,
  language: 'Spanish',
});

export const sampleQa: readonly SampleQa[] = [
  english(
    'What are your opening hours?',
    'We are open Monday to Friday from 7:30 am to 6:30 pm and on Saturday from 8 am to 2 pm. We are closed on Sundays and public holidays.',
  ),
  english(
    'Where are you located?',
    'Brightside Auto Care is at 1420 Harbor Road, Springfield, next to the Shell petrol station.',
  ),
  english(
    'Is there parking for customers?',
    'Yes. Free customer parking is behind the workshop, with 12 spaces and two EV chargers.',
  ),
  english(
    'How do I book an appointment?',
    'Book online at brightsideauto.example/book, call us on (555) 010-2040, or send us a message here with your car’s make, model and what it needs.',
  ),
  english(
    'Do you accept walk-ins?',
    'Yes, for quick jobs such as bulbs, wiper blades, tyre pressure and battery tests. For anything longer, book ahead so we can have the parts ready.',
  ),
  english(
    'What payment methods do you accept?',
    'We accept credit and debit cards (Visa, Mastercard, American Express), Apple Pay, Google Pay and cash. We do not accept cheques.',
  ),
  english(
    'Do you offer financing?',
    'For repairs over $500 you can pay in four interest-free monthly instalments through Affirm. Ask at the desk or choose it when you pay online.',
  ),
  english(
    'Do you offer a courtesy car?',
    'Yes. A free courtesy car is available for jobs that take more than a day. Reserve it when you book; the driver must be 21 or older with a valid licence.',
  ),
  english(
    'Do you have a shuttle service?',
    'Our free shuttle drops you at home or work within 5 miles of the shop and picks you up when your car is ready.',
  ),
  english(
    'How long does an oil change take?',
    'About 30 minutes. You can wait in our lounge, which has free Wi-Fi and coffee.',
  ),
  english(
    'Do you work on electric and hybrid cars?',
    'Yes. Our technicians are certified for hybrid and electric vehicles: battery health checks, brakes, tyres, suspension and air conditioning. We do not replace high-voltage batteries.',
  ),
  english(
    'Which car brands do you service?',
    'We service all makes: European, Japanese, Korean and American cars, vans and SUVs. We do not service commercial trucks over 3.5 tonnes.',
  ),
  english(
    'Do you do state safety inspections?',
    'Yes. We are an official state safety and emissions inspection station. An inspection costs $35 and takes about 45 minutes.',
  ),
  english(
    'Can I bring my own parts?',
    'Yes, we can fit parts you bring, but we charge labour only and cannot give a warranty on customer-supplied parts.',
  ),
  english(
    'Do you use genuine parts?',
    'We use original manufacturer (OEM) parts or parts of the same quality from approved suppliers, and we tell you which before we fit them.',
  ),
  english(
    'Will you call me before doing extra work?',
    'Always. We never do work you have not approved. If we find something else, we call or text you with a written estimate first.',
  ),
  english(
    'Is the estimate free?',
    'A visual inspection and estimate are free. Computer diagnostics cost $89, and we take that off the repair bill if you go ahead with the repair.',
  ),
  english(
    'Do you offer towing?',
    'We work with Springfield Towing: the tow is free within 10 miles when the repair is done at our shop. Call (555) 010-2040 and we arrange it.',
  ),
  english(
    'Do you sell tyres?',
    'Yes. We stock Michelin, Bridgestone, Goodyear and Continental tyres. Fitting, balancing and valve replacement are included in the tyre price.',
  ),
  english(
    'Do you sell gift cards?',
    'Yes, gift cards from $25, at the front desk or online. They never expire.',
  ),
  english(
    'Do you have discounts for seniors, students or military?',
    'Seniors over 65, students and military members get 10% off labour. Show your card when you pay.',
  ),
  english(
    'How can I contact you?',
    'Call (555) 010-2040, email us at service@brightsideauto.example, or message us on WhatsApp at the same number.',
  ),
  english(
    'Do you wash the car after the service?',
    'Every service over $100 comes with a free exterior wash.',
  ),
  spanish(
    '¿Cuál es su horario de atención?',
    'Abrimos de lunes a viernes de 7:30 a 18:30 y los sábados de 8:00 a 14:00. Cerramos los domingos y festivos.',
  ),
  spanish(
    '¿Dónde están ubicados?',
    'Estamos en 1420 Harbor Road, Springfield, junto a la gasolinera Shell.',
  ),
  spanish(
    '¿Cómo puedo pedir una cita?',
    'Pida su cita en brightsideauto.example/book, por teléfono al (555) 010-2040 o por WhatsApp.',
  ),
  spanish(
    '¿Qué formas de pago aceptan?',
    'Aceptamos Visa, Mastercard, American Express, tarjetas de débito, Apple Pay, Google Pay y efectivo. No aceptamos cheques.',
  ),
  spanish(
    '¿Hablan español?',
    'Sí, varios de nuestros asesores de servicio hablan español. Pídalo al llamar o al llegar.',
  ),
  spanish(
    '¿Cuánto cuesta un cambio de aceite?',
    'El cambio de aceite convencional cuesta $49 y el sintético $79, con filtro nuevo y revisión de 21 puntos incluidos.',
  ),
  spanish(
    '¿Ofrecen coche de cortesía?',
    'Sí, prestamos un coche de cortesía gratis para trabajos de más de un día. Resérvelo al pedir su cita.',
  ),
];

export const sampleDocuments: readonly SampleDocument[] = [
  {
    title: 'Services and prices',
    language: 'English',
    text: `Oil changes
A conventional oil change costs $49 and a full synthetic oil change $79. Both include a new oil filter, a top-up of all fluids and a 21-point check.

Brakes
Front or rear brake pads cost $149 per axle, fitted. Pads and discs together cost $329 per axle. A brake fluid flush costs $99 and is due every two years.

Tyres
Tyre fitting and balancing cost $25 per tyre when you bring your own tyres. A four-wheel alignment costs $119. Puncture repairs cost $30.

Air conditioning
An air conditioning recharge (re-gas) costs $129 and includes a leak test. If the system has a leak, we quote the repair before we go on.

Battery testing and replacement
Battery tests are free. A replacement battery, fitted, costs from $159 with a three-year warranty.

Timing belt and major services
A timing belt replacement costs from $450 depending on the engine. The major service (every 30,000 miles) costs $289 and includes spark plugs, air and cabin filters.`,
  },
  {
    title: 'Policies',
    language: 'English',
    text: `Warranty
Every repair carries a 24-month or 24,000-mile warranty on parts and labour, whichever comes first. Wear items such as wiper blades and tyres worn by normal use are not covered.

Cancellations and no-shows
You can cancel or reschedule an appointment free of charge up to 24 hours before it. A late cancellation or a missed appointment without notice costs a $25 fee, taken off your next service.

Collecting your car
We text you when your car is ready. Cars left more than three days after we said they were ready are charged a storage fee of $15 a day.

Refunds and complaints
If you are not happy with a repair, bring the car back within 30 days and we will inspect it again free of charge. Refunds are paid to the card you paid with within five working days.

Privacy
We keep your name, contact details and your car’s service history only to serve you and remind you of services. We never sell your data.`,
  },
  {
    title: 'Guía de servicios en español',
    language: 'Spanish',
    text: `Frenos
Las pastillas de freno cuestan $149 por eje, con instalación. Las pastillas y los discos juntos cuestan $329 por eje.

Neumáticos
Vendemos neumáticos Michelin, Bridgestone, Goodyear y Continental. El montaje y el equilibrado están incluidos en el precio del neumático. La alineación cuesta $119.

Aire acondicionado
La recarga del aire acondicionado cuesta $129 e incluye una prueba de fugas.

Garantía
Todas las reparaciones tienen una garantía de 24 meses o 24.000 millas en piezas y mano de obra.

Cancelaciones
Puede cancelar o cambiar su cita sin costo hasta 24 horas antes. Una cancelación tardía o una cita perdida cuesta $25.`,
  },
];

/** Loads the sample business's Q&A pairs and documents, indexed, for a new sample account. */
export const loadSampleKnowledge: SampleDataLoader = async (accountId, db) => {
  await insertIndexedSources(db, accountId, [
    ...sampleQa.map(({ question, answer, language }) => ({
      kind: 'qa' as const,
      title: question,
      body: answer,
      language,
    })),
    ...sampleDocuments.map(({ title, text, language }) => ({
      kind: 'document' as const,
      title,
      body: text,
      language,
    })),
  ]);
};
