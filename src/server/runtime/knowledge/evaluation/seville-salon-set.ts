import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Salón Azahar, a hair and beauty salon in Seville's Triana district: cuts, colour and
 * highlights, keratin, manicure and pedicure, waxing, brows and lashes, bridal packages, a
 * barber's chair for men, kids' cuts, hair products for sale and gift vouchers. Its customers
 * write in Spanish, Andalusian and informal, with lots of chat-speak ("q", "xq", "tb", "k",
 * "porfa", "pa"), and in English (expats living in Seville and tourists). The owner wrote the
 * briefing in Spanish, most Q&A pairs in Spanish and some in English, added one response
 * template for appointment requests, and pasted a price list in Spanish and the salon's
 * policies in English (cancellations, late arrival, bridal deposits, allergies and patch tests).
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, without looking at the engine, as customers type them: paraphrases with
 * words the owner never wrote ("frizz", "hot towel shave", "hen do", "upfront"), long messages
 * with the question at the end, typos, chat-speak, one- or two-word questions, and Spanish
 * questions against English knowledge and the reverse. The outside questions include hard
 * negatives that share words with the knowledge (tattoos, massages, wigs, grooming a dog, a job
 * application, laser hair removal, botox).
 */

const english = qaIn('English');
const spanish = qaIn('Spanish');

// The sources' titles, as the answers name them.
const hours = '¿Cuál es vuestro horario?';
const address = '¿Dónde estáis y dónde se puede aparcar?';
const appointment = '¿Cómo pido cita?';
const walkIn = '¿Atendéis sin cita?';
const keratin = '¿Cuánto dura el alisado de keratina y qué cuidados necesita?';
const highlights = '¿Qué diferencia hay entre mechas, balayage y babylights?';
const colour = '¿Usáis tintes sin amoniaco?';
const bridal = '¿Qué incluye el paquete de novia?';
const homeService = '¿Os desplazáis a domicilio o al hotel?';
const barber = '¿Hacéis arreglo de barba y afeitado a navaja?';
const kids = '¿Cortáis el pelo a niños?';
const manicure = '¿Hacéis manicura semipermanente y uñas de gel?';
const pedicure = '¿Cuánto dura una pedicura completa?';
const waxing = '¿Qué zonas depiláis y con qué cera?';
const products = '¿Vendéis productos para el pelo?';
const vouchers = '¿Tenéis tarjetas regalo?';
const payment = '¿Qué formas de pago aceptáis?';
const discounts = '¿Tenéis descuentos para estudiantes o jubilados?';
const englishSpoken = 'Do you speak English?';
const patchTest = 'Do I need a patch test before colouring my hair?';
const extensions = 'Do you do hair extensions?';
const groups = 'Can you take a group booking, for example a hen party?';
const duration = 'How long does a cut and colour appointment take?';
const browsLashes = 'Do you do eyebrows and eyelashes?';
const cancelFee = 'Is there a fee if I cancel my appointment?';
const curly = 'Do you cut curly hair?';
const prices = 'Lista de precios 2026';
const policies = 'Salon policies';
const booking = 'Clienta quiere pedir cita';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const sevilleSalonSet: EvaluationSet = {
  name: 'Seville hair and beauty salon (Salón Azahar)',
  heldOut: false,
  agentName: 'Lucía',
  briefing: {
    companyName: 'Salón Azahar',
    industry: 'services',
    description:
      'Salón Azahar es una peluquería y centro de belleza en Triana (Sevilla), abierto desde 2012 por Rocío Morales. Somos un equipo de seis: cuatro estilistas, una esteticista y un barbero. Trabajamos con productos profesionales y nos encanta el color.',
    targetAudience:
      'Vecinas y vecinos de Triana y del centro de Sevilla, novias que se casan en Sevilla, familias con niños, y extranjeros que viven en Sevilla o están de vacaciones y nos escriben en inglés.',
    keyServices:
      'Corte, lavado y peinado, peinados de fiesta y recogidos, tinte, mechas, balayage y babylights, alisado de keratina, tratamientos Olaplex, extensiones, manicura y pedicura (semipermanente y gel), depilación con cera, cejas y pestañas, paquetes de novia, barbería (corte de caballero, barba y afeitado a navaja), cortes para niños, venta de productos de peluquería y tarjetas regalo.',
    commonQuestions:
      'Precios, cómo pedir cita, si atendemos sin cita, cuánto dura la keratina, la prueba de alergia antes del tinte, la señal para las novias, cancelaciones y formas de pago.',
    languages: ['Spanish', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Cercanas y alegres, tuteamos a la clienta. Respuestas cortas y siempre con el precio. En inglés, sencillo y amable.',
    personality: 'Simpática, sevillana y apasionada del pelo. Nunca agobia con ventas.',
    responseTemplates: [
      {
        scenario: booking,
        response:
          '¡Genial! Puedes pedir tu cita en azaharsalon.example/cita o por WhatsApp al +34 654 321 987. Dinos qué servicio quieres, el día y la hora que te vienen bien y si tienes preferencia de estilista. Te confirmamos en menos de una hora dentro del horario del salón.',
      },
    ],
  },
  qa: [
    spanish(
      hours,
      'Abrimos de martes a viernes de 10:00 a 20:00 sin cerrar a mediodía, y los sábados de 9:00 a 14:00. Los lunes, domingos y festivos estamos cerrados. En julio y agosto el horario de tarde es de 10:00 a 15:00 y de 17:30 a 21:00 por el calor, y cerramos las dos últimas semanas de agosto. En Semana Santa y Feria abrimos también el lunes.',
    ),
    spanish(
      address,
      'Estamos en la calle Pureza 48, 41010 Sevilla, en pleno barrio de Triana, a 5 minutos andando del Puente de Triana y a 2 minutos de la parada de metro Plaza de Cuba. Aparcar en Triana es complicado: el parking público más cercano es el de la Plaza del Altozano (a 3 minutos), y si vienes en bici hay aparcabicis en la misma puerta. El salón está a pie de calle, sin escalones, y se entra bien con silla de ruedas o carrito.',
    ),
    spanish(
      appointment,
      'Puedes reservar online las 24 horas en azaharsalon.example/cita, por WhatsApp al +34 654 321 987 o llamando al 954 33 21 87 en horario del salón. Para color, mechas, keratina y novias mejor reservar con una semana de antelación; los sábados se llenan rápido. Te mandamos un recordatorio por WhatsApp el día antes.',
    ),
    spanish(
      walkIn,
      'Sí, si hay hueco te atendemos sin cita, sobre todo para cortes de caballero, arreglos de barba, cortes de niño y manicuras básicas. Para color, mechas, keratina, extensiones o depilación necesitas cita porque llevan más tiempo. Si quieres asegurarte, escríbenos por WhatsApp antes de venir y te decimos si hay hueco.',
    ),
    spanish(
      keratin,
      'El alisado de keratina dura entre 3 y 5 meses, según tu tipo de pelo y cuántas veces te lo laves. El servicio lleva unas 3 horas y cuesta de 120 € (melena corta) a 180 € (melena larga). Después no te mojes el pelo ni te lo recojas durante 48 horas, y usa champú sin sulfatos: lo vendemos en el salón. Nuestra keratina no lleva formol, así que es apta para embarazadas a partir del segundo trimestre si tu médico está de acuerdo.',
    ),
    spanish(
      highlights,
      'Las mechas de papel aclaran mechones desde la raíz y dan un resultado más marcado (desde 60 €). El balayage se pinta a mano alzada, degradado de medios a puntas, queda muy natural y crece sin que se note la raíz (desde 95 €). Las babylights son mechas muy finitas que imitan el sol de los niños (desde 85 €). Si no sabes cuál elegir, te hacemos un diagnóstico gratis de 15 minutos antes de la cita.',
    ),
    spanish(
      colour,
      'Sí. Trabajamos con una línea de tintes sin amoniaco, más suave para el cuero cabelludo y el pelo sensible, con un suplemento de 6 € sobre el precio del tinte. Cubre bien las canas hasta un 70 %; si tienes más canas te recomendamos el tinte tradicional. Si nunca te has teñido con nosotras, recuerda que necesitas una prueba de alergia 48 horas antes.',
    ),
    spanish(
      bridal,
      'El paquete de novia cuesta 280 € e incluye una prueba de peinado y maquillaje unas semanas antes, y el peinado y el maquillaje del día de la boda en el salón, con un tratamiento de hidratación para el pelo la semana anterior. La madre, las damas de honor y las invitadas pueden añadir peinado (45 €) o maquillaje (40 €). Para reservar la fecha pedimos una señal del 30 % (84 €); las condiciones están en nuestras normas del salón. Reserva con 3 a 6 meses de antelación, sobre todo para bodas de abril a octubre.',
    ),
    spanish(
      homeService,
      'Solo para novias: vamos a casa, a la finca o al hotel el día de la boda, dentro de Sevilla capital por 50 € y fuera de Sevilla a 0,40 € por kilómetro, ida y vuelta. Si la boda es antes de las 10:00 hay un suplemento de 30 €. El resto de servicios los hacemos solo en el salón.',
    ),
    spanish(
      barber,
      'Sí, nuestro barbero Manolo atiende de martes a sábado. Corte de caballero 15 €, corte y barba 22 €, arreglo de barba 10 € y afeitado clásico a navaja con toallas calientes 18 €. También hacemos degradados (fade) y diseños con máquina. Sin cita si hay hueco, aunque los sábados por la mañana mejor reservar.',
    ),
    spanish(
      kids,
      'Claro que sí. El corte para niños y niñas hasta 10 años cuesta 12 €, y tenemos un sillón con forma de coche y dibujos en la tablet para que estén a gusto. Para los más pequeños y los que se ponen nerviosos, os recomendamos venir a primera hora de la mañana, cuando hay menos jaleo. El primer corte del bebé lleva un diploma y un mechón de recuerdo de regalo.',
    ),
    spanish(
      manicure,
      'Sí. La manicura semipermanente (esmaltado que dura 2 a 3 semanas sin saltar) cuesta 22 € y la manicura básica con esmalte normal 15 €. Las uñas de gel esculpidas cuestan 40 € y el relleno cada 3 semanas, 30 €. Retirar semipermanente o gel hecho en otro sitio son 8 €. No hacemos uñas acrílicas.',
    ),
    spanish(
      pedicure,
      'La pedicura completa dura unos 60 minutos: baño de pies, corte y limado de uñas, cutículas, eliminación de durezas, exfoliación e hidratación, y esmaltado normal o semipermanente. Cuesta 35 € con semipermanente; la pedicura básica (sin durezas ni exfoliación) son 25 € y unos 40 minutos. No tratamos uñas encarnadas ni hongos: para eso te recomendamos un podólogo.',
    ),
    spanish(
      waxing,
      'Depilamos con cera tibia de baja temperatura (apta para pieles sensibles y varices) las piernas, las ingles, las axilas, los brazos, el labio superior y las cejas, y en hombres la espalda y el pecho. El vello debe medir al menos medio centímetro, unas 3 o 4 semanas desde la última depilación. Los precios de cada zona están en la lista de precios.',
    ),
    spanish(
      products,
      'Sí, vendemos en el salón los productos profesionales que usamos: champús y acondicionadores sin sulfatos, mascarillas, Olaplex nº 3, 4 y 5, aceites, protectores de calor y productos para rizos. Te aconsejamos qué te va mejor según tu pelo. Si lo compras sin abrir y no te convence, puedes devolverlo en 14 días con el ticket. No hacemos envíos a domicilio.',
    ),
    spanish(
      vouchers,
      'Sí, tenemos tarjetas regalo por el importe que quieras (desde 20 €) o por un servicio concreto, como una manicura o el paquete de cuidado "Día Azahar" (corte, tratamiento hidratante y manicura por 75 €). Se compran en el salón o por WhatsApp y te mandamos la tarjeta en PDF para imprimir o enviar. Son válidas 12 meses y no se pueden cambiar por dinero.',
    ),
    spanish(
      payment,
      'Aceptamos efectivo, tarjeta (Visa, Mastercard y American Express), pago con el móvil (Apple Pay y Google Pay) y Bizum al 654 321 987. La señal de las novias se paga por transferencia o Bizum. No aceptamos cheques.',
    ),
    spanish(
      discounts,
      'Sí. Los estudiantes con carnet tienen un 10 % de descuento en cortes y color de martes a jueves. Los jubilados pagan el corte de caballero a 12 € y tienen un 10 % en el resto de servicios de peluquería de martes a jueves. Con nuestra tarjeta de fidelidad, a los 10 servicios el siguiente lavado y peinado es gratis. Los descuentos no se acumulan.',
    ),
    english(
      englishSpoken,
      'Yes! Rocío, our owner, and two of our stylists speak English, and our barber Manolo gets by. Just mention it when you book and we will give you someone who speaks English. You can also write to us in English on WhatsApp at +34 654 321 987.',
    ),
    english(
      patchTest,
      'Yes, if you have never had colour with us, or if your last colour with us was more than 6 months ago. The patch test is free and takes 5 minutes: we put a little dye behind your ear at least 48 hours before your appointment. The same applies to eyebrow and eyelash tints. If you have ever reacted to hair dye, tell us before booking. Without a patch test we cannot do the colour, for your safety. More details are in our salon policies.',
    ),
    english(
      extensions,
      'Yes, we do tape-in extensions with 100 % natural hair, matched to your colour. A full head starts from 250 €, and a half head for extra volume from 150 €. The first fitting takes about 2 hours; the extensions last 6 to 8 weeks before they need to be moved up (60 €), and the hair can be reused 2 or 3 times. We need a free consultation first to choose the shade and length.',
    ),
    english(
      groups,
      'Of course! We love hen parties, birthdays and groups of friends. For groups of 4 to 8 people we can open the salon for you on Saturday afternoons or Monday mornings, with hair, nails and make-up at the same time and a glass of cava included. The minimum spend is 250 €. Book at least 3 weeks ahead and write to us on WhatsApp with the number of people and what each would like.',
    ),
    english(
      duration,
      'A cut with blow-dry takes about 45 minutes. A cut and root colour takes about 1 hour 45 minutes, and a full head of highlights or balayage with a cut about 3 hours. Keratin straightening takes about 3 hours. We give you the exact time when you book, so you can plan your day.',
    ),
    english(
      browsLashes,
      'Yes. Eyebrow shaping with wax or tweezers costs 8 €, a brow tint 10 € and brow lamination 30 €. A lash lift with tint costs 40 € and lasts about 6 weeks. We do not do eyelash extensions or microblading. Tints need a patch test 48 hours before if it is your first time.',
    ),
    english(
      cancelFee,
      'You can cancel or change your appointment for free up to 24 hours before. If you cancel later, or do not turn up, we charge 50 % of the booked service on your next visit. For bridal bookings, different rules apply to the deposit. The full rules are in our salon policies.',
    ),
    english(
      curly,
      'Yes. Marta is our curly hair specialist: she cuts curls dry, curl by curl, so you see the shape as she goes, and she never thins them out with razors. A curly cut with styling costs 42 € and takes about 1 hour 15 minutes. Come with your hair clean and dry, styled as you usually wear it, without a ponytail.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'Spanish',
      text: `LISTA DE PRECIOS 2026 - Salón Azahar
IVA incluido. Los precios "desde" dependen del largo y la cantidad de pelo; te damos el precio exacto antes de empezar.

PELUQUERÍA SEÑORA
- Lavar y peinar (pelo corto / largo): 18 € / 24 €
- Lavar, cortar y peinar: 32 € (melena larga: 38 €)
- Corte de rizos en seco con peinado: 42 €
- Peinado de fiesta o recogido: desde 45 €
- Ondas al agua o con plancha: 28 €

COLOR
- Tinte de raíz: 35 €
- Tinte completo: desde 45 €
- Suplemento tinte sin amoniaco: 6 €
- Mechas de papel: desde 60 €
- Babylights: desde 85 €
- Balayage: desde 95 €
- Baño de color o matiz: 20 €
- Prueba de alergia: gratis

TRATAMIENTOS
- Alisado de keratina: de 120 € a 180 €
- Tratamiento reconstructor Olaplex: 30 €
- Hidratación profunda: 20 €
- Extensiones adhesivas: media cabeza desde 150 €, cabeza completa desde 250 €, reposición 60 €

CABALLERO Y BARBERÍA
- Corte de caballero: 15 € (jubilados, de martes a jueves: 12 €)
- Corte y barba: 22 €
- Arreglo de barba: 10 €
- Afeitado clásico a navaja con toallas calientes: 18 €

NIÑOS
- Corte niño o niña hasta 10 años: 12 €

MANOS Y PIES
- Manicura básica: 15 €
- Manicura semipermanente: 22 €
- Uñas de gel: 40 €, relleno 30 €
- Retirada de semipermanente o gel: 8 €
- Pedicura básica: 25 €
- Pedicura completa con semipermanente: 35 €

DEPILACIÓN CON CERA
- Cejas: 8 €
- Labio superior: 5 €
- Axilas: 8 €
- Brazos: 15 €
- Medias piernas: 15 €
- Piernas completas: 25 €
- Ingles: 12 €, ingles brasileñas: 20 €
- Espalda o pecho (caballero): 20 €

CEJAS Y PESTAÑAS
- Tinte de cejas: 10 €
- Laminado de cejas: 30 €
- Lifting de pestañas con tinte: 40 €

NOVIAS
- Paquete novia (prueba, peinado y maquillaje del día de la boda): 280 €
- Peinado para madrina o invitada: 45 €
- Maquillaje para madrina o invitada: 40 €
- Desplazamiento el día de la boda: 50 € en Sevilla capital, fuera de Sevilla 0,40 €/km
- Suplemento antes de las 10:00: 30 €

TARJETAS REGALO
- Desde 20 €, o por un servicio. Día Azahar (corte, hidratación y manicura): 75 €`,
    },
    {
      title: policies,
      language: 'English',
      text: `Salon policies - Salón Azahar

Booking
Book online, on WhatsApp or by phone. We send a reminder on WhatsApp the day before. For colour, keratin, extensions and bridal services we ask for a mobile number so we can reach you.

Cancellations and no-shows
You can cancel or move your appointment for free up to 24 hours before it starts. If you cancel with less than 24 hours' notice, or do not come and do not tell us, we charge 50 % of the booked service, which you pay at your next visit. After two no-shows we ask for the full price in advance to book again.

Late arrival
We keep your appointment for 15 minutes. If you arrive later, we will do what we can in the time left, which may mean a shorter service at the full price, or we move you to another day and the cancellation rules apply. If you know you are going to be late, call us on 954 33 21 87.

Bridal bookings and deposits
To hold a wedding date we take a deposit of 30 % of the bridal package (84 €), paid by bank transfer or Bizum within 7 days of booking. The deposit is deducted from the final bill. It is refunded in full if you cancel more than 3 months before the wedding; after that it is not refundable, but you can move it to a new date once, if we are free. The rest is paid on the day of the wedding.

Allergies, patch tests and health
If you have never had colour with us, or not in the last 6 months, we need a patch test at least 48 hours before any hair dye, eyebrow tint or eyelash tint. It is free and takes 5 minutes. Please tell us about any allergy, skin condition, pregnancy or medication (for example retinoids or antibiotics) before waxing or colour. We may refuse or postpone a service if we think it is not safe for you.

Children
Children under 14 must come with an adult. Please do not leave children alone in the salon while you have a treatment.

If you are not happy
Tell us within 7 days and we will fix it for free. We do not give refunds on services that have been carried out.

Products and gift vouchers
Unopened products can be returned within 14 days with the receipt. Gift vouchers are valid for 12 months from the date of purchase, cannot be exchanged for cash and can be used for any service or product.`,
    },
  ],
  answerable: [
    // Paraphrases with words the owner never wrote
    { question: "How much is a men's haircut?", answeredBy: [barber, prices] },
    {
      question: 'Do you have a smoothing treatment to get rid of frizz?',
      answeredBy: [keratin, prices, services],
    },
    {
      question: 'Can I get gel polish on my nails that lasts a couple of weeks?',
      answeredBy: [manicure, prices],
    },
    { question: 'What time do you open on Saturdays?', answeredBy: [hours] },
    { question: 'Do you sell shampoo and conditioner?', answeredBy: [products] },
    {
      question: 'I want to treat my mum for her birthday, can I buy her a voucher?',
      answeredBy: [vouchers, prices, policies],
    },
    { question: '¿Me podéis quitar el vello de las piernas?', answeredBy: [waxing, prices] },
    {
      question: 'Do I have to pay anything upfront to book the wedding hair and make-up?',
      answeredBy: [bridal, policies],
    },
    { question: 'Is it cheaper for students?', answeredBy: [discounts] },
    { question: 'Can I just pop in without booking?', answeredBy: [walkIn] },
    { question: '¿Cuánto cuesta arreglarme las cejas?', answeredBy: [browsLashes, prices] },
    // Long messages, the question at the end
    {
      question:
        "Hi! I'm getting married in Seville next May and I'm looking for someone to do my hair and make-up on the day, plus my mum and two bridesmaids. We're getting ready at the hotel. Can you come to us and what would it cost?",
      answeredBy: [homeService, bridal, prices],
    },
    {
      question:
        'Hola buenas, el año pasado me dio una reacción en el cuero cabelludo con un tinte en otra pelu y ahora me da miedo volver a teñirme. ¿Me podéis hacer alguna prueba antes?',
      answeredBy: [patchTest, policies, colour],
    },
    {
      question:
        'My daughter is 6 and absolutely hates having her hair cut, she cries every single time. Do you cut kids hair and how much is it?',
      answeredBy: [kids, prices],
    },
    {
      question:
        'Hello, I have very thick curly hair and most salons just thin it out and blow it straight, which I hate. Is there anyone at your place who knows how to cut curls?',
      answeredBy: [curly, prices],
    },
    {
      question:
        "We're six girls coming to Seville for a hen do in June and we'd love to get our nails and hair done together on the Saturday. Is that something you could do?",
      answeredBy: [groups],
    },
    {
      question:
        'Buenas tardes, tengo cita mañana a las 5 para mechas pero me ha surgido un imprevisto en el trabajo y no voy a poder ir. ¿Me cobráis algo si la anulo?',
      answeredBy: [cancelFee, policies],
    },
    // Typos
    { question: 'how long dose keratine last', answeredBy: [keratin] },
    { question: 'do u do balayge?', answeredBy: [highlights, prices, services] },
    { question: 'wher are you located', answeredBy: [address, description] },
    { question: 'cuanto cuesta la pedicur', answeredBy: [pedicure, prices] },
    { question: 'do you hav amonia free hair dye', answeredBy: [colour, prices] },
    // Chat-speak
    { question: 'q horario teneis los sabados?', answeredBy: [hours] },
    {
      question: 'k pasa si llego tarde a la cita? xq el bus va fatal',
      answeredBy: [policies],
    },
    { question: 'hola! aceptais bizum?', answeredBy: [payment] },
    { question: 'teneis tb olaplex pa vender?', answeredBy: [products] },
    { question: 'porfa cuanto cuesta un corte d caballero', answeredBy: [barber, prices] },
    { question: 'hay q pagar señal pa la boda?', answeredBy: [bridal, policies] },
    // Spanish questions, English knowledge
    {
      question: '¿Habláis inglés? Es para una amiga que no habla nada de español',
      answeredBy: [englishSpoken],
    },
    { question: '¿Ponéis extensiones de pelo natural?', answeredBy: [extensions, prices] },
    { question: '¿Cuánto tiempo se tarda en cortar y teñir?', answeredBy: [duration] },
    { question: '¿Hacéis lifting de pestañas?', answeredBy: [browsLashes, prices] },
    { question: '¿Cuál es la política de cancelación?', answeredBy: [cancelFee, policies] },
    // English questions, Spanish knowledge
    { question: 'Do you do a hot towel shave?', answeredBy: [barber, prices] },
    { question: 'Do you take Amex?', answeredBy: [payment] },
    { question: 'Where can I park near the salon?', answeredBy: [address] },
    // One or two words
    { question: 'precios', answeredBy: [prices] },
    { question: 'keratina?', answeredBy: [keratin, prices] },
    { question: 'gift card', answeredBy: [vouchers, policies] },
    { question: 'pedir cita', answeredBy: [booking, appointment] },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Do you do tattoos or piercings?',
    '¿Hacéis masajes relajantes?',
    '¿Vendéis pelucas?',
    'Do you cut dog hair? My poodle needs a trim',
    'Hola, ¿estáis buscando peluquera? Os dejo mi currículum',
    'Do you do laser hair removal?',
    '¿Hacéis tratamientos de botox o ácido hialurónico?',
    // Plainly outside
    'Can you recommend a good dentist in Seville?',
    '¿Dónde puedo ver un espectáculo de flamenco esta noche?',
    "What's the weather going to be like in Seville during the Feria?",
  ],
};
