import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Limpieza Sol, a home and office cleaning service in Madrid whose customers write in Spanish
 * and English. The owner wrote the briefing in Spanish, some Q&A pairs in English (for the
 * many foreign clients) and others in Spanish, and pasted a price list and a policies text.
 *
 * This is the tuning set: the engine's rules may be chosen on it. Its questions were written
 * before the engine was changed for them, as customers type them: paraphrases, related words,
 * typos, chat-speak, long messages, one-word questions, and Spanish questions against English
 * knowledge and the reverse. The outside questions include hard negatives that share words
 * with the knowledge (cleaning cars, selling cleaning products, a carpet machine to rent).
 */

const english = qaIn('English');
const spanish = qaIn('Spanish');

// The sources' titles, as the answers name them.
const areas = 'Which areas do you cover?';
const products = 'Do you bring your own cleaning products and equipment?';
const booking = 'How do I book a cleaning?';
const sameCleaner = 'Will I have the same cleaner every time?';
const beHome = 'Do I need to be at home during the cleaning?';
const keys = 'Can you keep a copy of my keys?';
const staff = 'Are your cleaners insured and background-checked?';
const broken = 'What happens if something gets broken?';
const offices = 'Do you clean offices?';
const endOfTenancy = 'Do you do end-of-tenancy cleaning?';
const builders = 'Do you clean after building work?';
const pets = 'Is it a problem if I have pets?';
const holidayRentals = 'Do you clean holiday rentals?';
const payment = 'What payment methods do you accept?';
const invoice = 'Can I get an invoice?';
const notHappy = 'What if I am not happy with the cleaning?';
const englishSpoken = 'Do your cleaners speak English?';
const hours = '¿Cuál es vuestro horario?';
const office = '¿Dónde está vuestra oficina?';
const hourly = '¿Cuánto cuesta la limpieza por horas?';
const deepPrice = '¿Cuánto cuesta una limpieza a fondo?';
const deepTime = '¿Cuánto tarda una limpieza a fondo?';
const cancel = '¿Puedo cancelar o cambiar la fecha de la limpieza?';
const windows = '¿Limpiáis cristales?';
const ironing = '¿Hacéis plancha?';
const upholstery = '¿Limpiáis sofás, alfombras y colchones?';
const communities = '¿Limpiáis comunidades de vecinos?';
const urgent = '¿Tenéis servicio urgente?';
const discounts = '¿Tenéis descuentos?';
const regular = '¿Qué incluye la limpieza normal?';
const prices = 'Lista de precios 2025';
const policies = 'Cleaning policies';
const quote = 'Presupuesto para una casa grande o un trabajo especial';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const madridCleaningSet: EvaluationSet = {
  name: 'Madrid cleaning service (Limpieza Sol)',
  heldOut: false,
  agentName: 'Sol',
  briefing: {
    companyName: 'Limpieza Sol',
    industry: 'services',
    description:
      'Limpieza Sol es una empresa de limpieza de casas y oficinas en Madrid, fundada en 2012. Trabajamos solo con personal propio, asegurado y de confianza.',
    targetAudience:
      'Familias, profesionales y pequeñas empresas de Madrid, y propietarios de pisos turísticos. Muchos clientes son extranjeros y nos escriben en inglés.',
    keyServices:
      'Limpieza por horas, limpieza a fondo, fin de alquiler, fin de obra, oficinas y locales, comunidades de vecinos, pisos turísticos, cristales, plancha y tapicerías.',
    commonQuestions:
      'Precios, zonas de Madrid, si llevamos los productos, llaves y disponibilidad.',
    languages: ['Spanish', 'English'],
    tonePreference: 'friendly',
    communicationStyle: 'Respuestas cortas y claras. Tuteamos al cliente.',
    personality: 'Cercana, resolutiva y puntual.',
    responseTemplates: [
      {
        scenario: quote,
        response:
          'Para darte un precio cerrado necesitamos los metros cuadrados, el número de dormitorios y baños, el tipo de limpieza y la fecha. Mándanoslo por WhatsApp al +34 612 555 789 y te contestamos en menos de 2 horas.',
      },
    ],
  },
  qa: [
    english(
      areas,
      'We clean all over the city of Madrid with no travel charge. We also go to Pozuelo de Alarcón, Las Rozas, Alcobendas, San Sebastián de los Reyes, Getafe, Leganés and Alcorcón for a travel supplement of 10 € per visit. We do not take jobs further than 25 km from the centre.',
    ),
    english(
      products,
      'Yes. Our cleaners bring everything: products, a vacuum cleaner, mop and bucket, microfibre cloths and a small step ladder, at no extra cost. We use eco-friendly products on request. If you would rather we used your own products, just tell us.',
    ),
    english(
      booking,
      'Book online at limpiezasol.example/reservar, send us a WhatsApp at +34 612 555 789 or call 910 555 123. Please book at least 48 hours in advance. The day before the cleaning we send you the name of the cleaner who is coming.',
    ),
    english(
      sameCleaner,
      'Yes. Regular clients always have the same cleaner. When your cleaner is on holiday or off sick we send a replacement and let you know beforehand.',
    ),
    english(
      beHome,
      'No. Many of our clients are at work while we clean: you can leave the keys with the concierge, in a key box, or with us (we keep them safely in our office).',
    ),
    english(
      keys,
      'Yes, free of charge. Your keys are kept in a sealed envelope marked only with a code, never with your name or address, in the safe at our office. We give them back whenever you ask, against a signature.',
    ),
    english(
      staff,
      'All our cleaners are our own employees, with a contract and Social Security, never freelancers. We check their references before hiring and train them ourselves. The company has civil liability insurance covering up to 300,000 €.',
    ),
    english(
      broken,
      'Accidents are rare, but if something is damaged tell us within 48 hours, with a photo if you can. Our insurance covers damage caused by our staff. It does not cover wear and tear or things that were already loose or badly fixed.',
    ),
    english(
      offices,
      'Yes: offices, shops, clinics and coworking spaces, early in the morning or after closing time, daily or a few days a week. Office cleaning is from 20 € an hour. We visit you first, free of charge, to give you a fixed monthly quote.',
    ),
    english(
      endOfTenancy,
      "Yes, for moving in or moving out: inside the kitchen cupboards, oven and fridge, descaled bathrooms, windows and doors, skirting boards and floors. From 180 € for a flat of up to 60 m². The flat must be empty of boxes and belongings. We clean to landlords' standards so you get your deposit back.",
    ),
    english(
      builders,
      'Yes. After-builders cleaning removes fine dust, paint splashes, cement and stickers from floors, windows and fittings. It costs 4 € per m², with a minimum of 200 €; we visit first to confirm the price.',
    ),
    english(
      pets,
      'Not at all, we clean lots of homes with cats and dogs. Tell us when you book, as some of our cleaners have allergies. We do not feed or walk pets, and please keep nervous dogs in a separate room while we clean.',
    ),
    english(
      holidayRentals,
      'Yes, we do turnovers between guests for holiday flats: cleaning, making the beds, fresh towels and restocking toilet paper and coffee. A studio costs 35 €, a one-bedroom flat 45 € and a two-bedroom flat 60 €. Washing and ironing the bed linen costs 8 € per bed. We work between 11:00 and 16:00 to fit check-out and check-in.',
    ),
    english(
      payment,
      'You pay after the cleaning by card (we send you a payment link), Bizum or bank transfer. Regular clients can pay monthly by direct debit. We do not accept cash.',
    ),
    english(
      invoice,
      'Yes, we email an invoice for every service. Our prices already include 21 % VAT (IVA). For a company invoice, give us the company name and its CIF when you book.',
    ),
    english(
      notHappy,
      'Tell us within 24 hours, with photos if possible, and we come back to clean again whatever was not right, at no cost to you.',
    ),
    english(
      englishSpoken,
      'Our office team speaks English and Spanish. Several of our cleaners speak English: ask for one when you book and we will do our best to send them.',
    ),
    spanish(
      hours,
      'La oficina atiende por teléfono y WhatsApp de lunes a viernes de 8:00 a 19:00 y los sábados de 9:00 a 14:00. Limpiamos de lunes a sábado de 8:00 a 20:00. Los domingos y festivos solo hacemos limpiezas de oficinas y de fin de obra, con un recargo del 25 %.',
    ),
    spanish(
      office,
      'Estamos en la calle de Embajadores 186, 28045 Madrid, a cinco minutos del metro Legazpi. Si quieres venir a vernos, pide cita antes: casi todo lo gestionamos por teléfono y WhatsApp.',
    ),
    spanish(
      hourly,
      'La limpieza por horas cuesta 18 € la hora, con un mínimo de 3 horas por visita. Si vienes cada semana o cada quince días, la hora te sale a 16 €. El IVA está incluido.',
    ),
    spanish(
      deepPrice,
      'La limpieza a fondo la hacen dos personas y cuesta 150 € en pisos de hasta 60 m², 200 € hasta 90 m² y 260 € hasta 120 m². Para casas más grandes te damos presupuesto. Incluye el interior del horno, de la nevera y de los armarios de la cocina, azulejos, puertas, rodapiés y cristales por dentro.',
    ),
    spanish(
      deepTime,
      'Depende del estado de la casa, pero un piso de 80 m² suele llevar a dos limpiadoras unas 5 horas. Te damos una estimación al reservar.',
    ),
    spanish(
      cancel,
      'Sí, sin coste hasta 24 horas antes. Si cancelas con menos de 24 horas, cobramos el 50 % del servicio. Si al llegar no podemos entrar en la casa, se cobra el servicio completo.',
    ),
    spanish(
      windows,
      'Sí, cristales y ventanas por dentro y por fuera, siempre que se puedan limpiar sin riesgo desde dentro de la casa o desde el balcón. No limpiamos fachadas ni trabajamos en altura. La limpieza de cristales sola cuesta 25 € hasta 8 ventanas y 3 € por cada ventana más.',
    ),
    spanish(
      ironing,
      'Sí. Podemos planchar durante la limpieza por horas, o ir solo a planchar a 18 € la hora, con un mínimo de 2 horas. No recogemos ni llevamos ropa.',
    ),
    spanish(
      upholstery,
      'Sí, con máquina de inyección-extracción: un sofá de tres plazas cuesta 60 €, las alfombras 12 € el m² y un colchón 40 €. Todo queda seco en 4 a 6 horas.',
    ),
    spanish(
      communities,
      'Sí, limpiamos portales, escaleras, ascensores y garajes de comunidades, con una cuota mensual desde 120 € según el tamaño y la frecuencia. El presupuesto es gratis: vamos a verlo con el presidente o el administrador de la finca.',
    ),
    spanish(
      urgent,
      'Si tenemos a alguien libre, vamos el mismo día con un recargo del 20 %. Para urgencias llama al 910 555 123 antes de las 12:00; por WhatsApp no podemos garantizar una respuesta inmediata.',
    ),
    spanish(
      discounts,
      'Los clientes que limpian cada semana o cada quince días pagan 16 € la hora en lugar de 18 €. Los clientes nuevos tienen un 10 % de descuento en su primera limpieza a fondo con el código BIENVENIDA. Los descuentos no se acumulan.',
    ),
    spanish(
      regular,
      'En cada visita limpiamos la cocina (encimeras, fregadero, placa y el exterior de los electrodomésticos) y los baños, quitamos el polvo, aspiramos y fregamos los suelos, hacemos las camas y vaciamos las papeleras. El interior del horno, de la nevera y de los armarios, y los cristales por fuera, son extras.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'Spanish',
      text: `LISTA DE PRECIOS 2025 - Limpieza Sol
Todos los precios llevan el IVA incluido.

Limpieza por horas
- 18 €/hora, mínimo 3 horas
- Clientes semanales o quincenales: 16 €/hora
- Plancha: 18 €/hora, mínimo 2 horas

Limpieza a fondo (dos personas)
- Hasta 60 m²: 150 €
- Hasta 90 m²: 200 €
- Hasta 120 m²: 260 €

Otros servicios
- Fin de alquiler / mudanza: desde 180 € (hasta 60 m²)
- Fin de obra: 4 €/m², mínimo 200 €
- Oficinas y locales: desde 20 €/hora

Extras
- Interior del horno: 20 €
- Interior de la nevera: 15 €
- Interior de los armarios de cocina: 25 €
- Cristales (hasta 8 ventanas): 25 €

Tapicerías
- Sofá de 3 plazas: 60 €
- Alfombras: 12 €/m²
- Colchón: 40 €

Pisos turísticos (por salida de huéspedes)
- Estudio 35 €, 1 dormitorio 45 €, 2 dormitorios 60 €
- Lavado y planchado de ropa de cama: 8 € por cama

Desplazamiento
- Madrid capital: gratis
- Pozuelo, Las Rozas, Alcobendas, San Sebastián de los Reyes, Getafe, Leganés y Alcorcón: 10 €`,
    },
    {
      title: policies,
      language: 'English',
      text: `Cleaning policies - Limpieza Sol

Bookings and cancellations
Book at least 48 hours ahead. You can cancel or move a booking for free up to 24 hours before it. Later cancellations cost 50 % of the service. If our cleaner cannot get into your home when she arrives, the full service is charged.

Access and keys
Leave us the keys, a code or a key box, or be at home when we arrive. We keep clients' keys in a sealed, coded envelope in our office safe.

Parking and transport
Our cleaners come by public transport or by van. If we have to park in a regulated parking zone (SER), the parking ticket is added to your invoice. Please tell us if your building has a space we can use.

What we do not do
For our staff's safety we do not climb higher than a two-step ladder, move heavy furniture on our own, clean outside windows that cannot be reached safely from inside, or handle mould treatments, needles or bodily fluids. Please put away money, jewellery and anything fragile or valuable.

Water and electricity
We need running water and electricity at the property. For after-builders cleaning, please check they are connected before the day.

Damage and insurance
Report any damage within 48 hours. Our civil liability insurance covers damage caused by our staff up to 300,000 €.

Satisfaction guarantee
If something was not cleaned properly, tell us within 24 hours and we come back to redo it for free.`,
    },
  ],
  answerable: [
    // Paraphrases and related words, in English
    { question: 'How much do you charge per hour?', answeredBy: [hourly, prices] },
    { question: 'Where are you located?', answeredBy: [office] },
    {
      question: 'Do I have to supply the cleaning stuff or do you bring it?',
      answeredBy: [products],
    },
    { question: 'Do you come out to Alcobendas?', answeredBy: [areas, prices] },
    { question: 'Will it be the same lady each week?', answeredBy: [sameCleaner] },
    { question: 'I have a dog, is that ok?', answeredBy: [pets] },
    { question: 'Do you do Airbnb changeovers?', answeredBy: [holidayRentals, prices] },
    {
      question: 'Your cleaner broke a glass vase yesterday, what do I do now?',
      answeredBy: [broken, policies],
    },
    { question: 'Are your staff self-employed or do you employ them?', answeredBy: [staff] },
    { question: 'Can you get rid of the mold in my shower?', answeredBy: [policies] },
    { question: 'Who pays for parking if the cleaner comes by car?', answeredBy: [policies] },
    { question: 'Do you move the furniture to clean behind it?', answeredBy: [policies] },
    { question: 'Do you take Bizum?', answeredBy: [payment] },
    { question: 'Do your prices include VAT?', answeredBy: [invoice, prices, hourly] },
    { question: "I need an invoice with my company's tax number", answeredBy: [invoice] },
    { question: 'How long does a deep clean take for an 80 m2 flat?', answeredBy: [deepTime] },
    { question: 'What does a normal cleaning include?', answeredBy: [regular] },
    { question: "What's the cheapest service you have?", answeredBy: [prices, hourly] },
    { question: 'Can you do ironing as well?', answeredBy: [ironing, prices] },
    { question: 'Do you shampoo carpets?', answeredBy: [upholstery, prices] },
    {
      question: 'Do you clean the stairs and lobby of apartment buildings?',
      answeredBy: [communities],
    },
    { question: 'Do you offer any discount for new customers?', answeredBy: [discounts] },
    { question: 'I need a quote for a big 5-bedroom house', answeredBy: [quote, deepPrice] },
    { question: 'What services do you offer?', answeredBy: [services, description] },
    // Long messages, the question inside
    {
      question:
        'We are moving out at the end of the month and need the flat spotless so we get our deposit back. Can you help?',
      answeredBy: [endOfTenancy, prices],
    },
    {
      question: 'The bathroom was still dirty after yesterday’s cleaning, not happy at all',
      answeredBy: [notHappy, policies],
    },
    {
      question: 'Do any of the cleaners speak English? My Spanish is not great',
      answeredBy: [englishSpoken],
    },
    {
      question:
        'Hi! We just finished renovating our flat in Chamberí and there is plaster dust absolutely everywhere, on the floors, the windows, inside the cupboards... is this something you can take care of and roughly how much would it be?',
      answeredBy: [builders, prices],
    },
    { question: 'when are you open during the week?', answeredBy: [hours] },
    // Typos
    { question: 'do you bring your own vacum cleaner', answeredBy: [products] },
    {
      question: 'how much is a deep cleaning for a 3 bedroom appartment',
      answeredBy: [deepPrice, prices],
    },
    { question: 'can i cancel my bokking', answeredBy: [cancel, policies] },
    { question: 'do you clen windows on the outside', answeredBy: [windows, policies] },
    // Chat-speak
    { question: 'do u keep a spare key?', answeredBy: [keys, policies, beHome] },
    { question: 'r u open on sundays', answeredBy: [hours] },
    { question: 'need cleaning 2moro urgently pls', answeredBy: [urgent] },
    { question: 'do i have 2 b home when u clean? thx', answeredBy: [beHome] },
    { question: 'q zonas cubrís?', answeredBy: [areas, prices] },
    { question: 'pq me cobráis el 50% si cancelo?', answeredBy: [cancel, policies] },
    // Spanish questions, English knowledge
    { question: '¿Tengo que estar en casa mientras limpiáis?', answeredBy: [beHome] },
    { question: '¿Traéis vosotros los productos de limpieza?', answeredBy: [products] },
    { question: '¿Tenéis seguro por si rompéis algo?', answeredBy: [broken, staff, policies] },
    { question: '¿Limpiáis oficinas por la tarde?', answeredBy: [offices] },
    { question: '¿Hacéis limpiezas después de una reforma?', answeredBy: [builders, prices] },
    { question: 'tengo dos gatos, hay algún problema?', answeredBy: [pets] },
    { question: '¿Puedo pagar con tarjeta?', answeredBy: [payment] },
    // English questions, Spanish knowledge
    { question: "Can you come today? It's an emergency", answeredBy: [urgent] },
    { question: 'Do you clean sofas?', answeredBy: [upholstery, prices] },
    // One word
    { question: 'precios?', answeredBy: [prices, hourly, deepPrice] },
    { question: 'horario', answeredBy: [hours] },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Do you clean cars?',
    'Do you sell cleaning products?',
    '¿Limpiáis piscinas?',
    'Can I rent your carpet cleaning machine for the weekend?',
    '¿Hacéis mudanzas? Necesito llevar los muebles a mi piso nuevo',
    'Are you hiring cleaners? I am looking for work',
    'Do you repair washing machines?',
    '¿Cambiáis cerraduras? Se me ha roto la llave dentro',
    'Can you babysit my kids while you clean the flat?',
    'Do you do gardening? Our grass needs cutting',
    '¿Cuánto cuesta el abono de transporte en Madrid?',
    // Plainly outside
    'What will the weather be like in Madrid this weekend?',
    '¿Me recomiendas un restaurante en Lavapiés?',
    'How do I get an appointment for my NIE?',
    'Who won the Real Madrid game last night?',
  ],
};
