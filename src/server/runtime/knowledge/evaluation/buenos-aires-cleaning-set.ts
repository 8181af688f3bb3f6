import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Limpiezas Palermo Soho, a home and office cleaning company in Buenos Aires, founded in 2012
 * by a woman who cleaned family homes for twelve years, and run from a small office near Plaza
 * Serrano. Its 38 cleaners are its own employees, registered ("en blanco") with ART insurance,
 * and always bring the products and equipment; every visit lasts at least 3 hours. It cleans
 * by the hour (one-off or on a weekly or fortnightly plan with the same cleaner), does deep
 * cleans with two cleaners, after-works (final de obra) cleans, empty-flat cleans for a move,
 * offices and the common parts of buildings (consorcios) on monthly plans, windows and sliding
 * balcony windows in high-rise flats from the inside and the balcony, sofas, mattresses and
 * rugs, and short-term rentals between guests, in Palermo, Belgrano, Recoleta, Núñez, Caballito
 * and Colegiales, and in the northern suburbs (zona norte) with a travel surcharge; customers
 * pay by bank transfer, Mercado Pago or cash. Its customers write in Rioplatense Spanish, with
 * voseo and slang (families and people living alone in flats, tenants handing a flat back,
 * people renovating, building administrators, small offices and studios) and in English
 * (expats and digital nomads renting in Palermo, Airbnb hosts). The owner wrote the briefing in
 * Spanish, most Q&A pairs in Spanish, mostly with "usted" and a few with "vos" (hours and
 * contact, neighbourhoods and the zona norte surcharge, the hourly price and the minimum, how
 * many hours a flat needs, what a routine clean covers, deep cleans, final de obra, move-out
 * cleans, offices, consorcios, windows in high-rise flats, upholstery, products, registered
 * staff, a regular cleaner, payment, invoices (factura A or B), cancelling, booking ahead,
 * Saturdays, Sundays and holidays, pets, ironing, breakages) and a few in English
 * (English-speaking cleaners, paying in US dollars or with a foreign card, Airbnb turnovers,
 * keys and cleaning while the customer is out), added two custom responses for quotes (a final
 * de obra, an office or a consorcio), and pasted the 2026 price list and the general terms of
 * service, both in Spanish.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday Buenos Aires words the owner never used ("che", "cuántos mangos", "la guita", "una
 * chica de limpieza", "las mucamas", "el depto", "quilombos con un juicio laboral", "re
 * mugriento", "ni loca", "al toque", "el finde", "laburo", "gringo", "mp" for Mercado Pago, "a
 * 2-bedroom" and "a 3 bedroom flat" where the owner counts "ambientes", "the doorman" for the
 * encargado), long messages with a story around the question (a bathroom and kitchen
 * renovation in Caballito, a Belgrano consorcio let down by its cleaning firm, an 82-year-old
 * mother in Recoleta, an architecture studio in Palermo Soho, a Canadian digital nomad in a
 * greasy rental, a family from Houston in Belgrano R, an Airbnb host with 11-to-3 turnovers),
 * Rioplatense chat-speak and typos without accents ("q", "xq", "porfa", "d", "x", "cuanto",
 * "tienen??"), English chat-speak ("u", "ur", "n", "lol", "??"), one- or two-word questions
 * ("Final de obra", "¿Factura A?", "Tapizados", "Windows?"), short follow-ups that only make
 * sense after an earlier question ("¿y los sábados?", "¿y si es en San Isidro cuánto más?",
 * "and for a 3 bedroom flat? how many hours would that be"), English questions against Spanish
 * knowledge and the reverse, and a few that only a document answers (hiring the cleaner
 * directly, a bathroom to be gone over again, how often prices go up, cleaning the balcony
 * parrilla after an asado). The outside questions include hard negatives that share words with
 * the knowledge (pest control in an Airbnb, the water tank of a consorcio, a live-in maid next
 * to a regular cleaner, registering one's own maid next to registered staff, a removal van next
 * to move-out cleans, a cracked balcony window next to window cleaning, a cleaner looking for a
 * job, painting a flat next to final de obra) and plain questions about tango in San Telmo and
 * a steakhouse in Palermo.
 */

const english = qaIn('English');
const spanish = qaIn('Spanish');

// The sources' titles, as the answers name them.
const hours = '¿Cuál es el horario de atención y cómo me comunico con ustedes?';
const zones = '¿En qué barrios trabajan? ¿Van a zona norte?';
const hourlyPrice = '¿Cuánto cuesta la limpieza por horas y cuál es el mínimo?';
const hoursNeeded = '¿Cuántas horas necesito para limpiar mi departamento?';
const routine = '¿Qué incluye una limpieza común por horas?';
const deepClean = '¿Qué es la limpieza profunda y cuánto sale?';
const postWorks = '¿Hacen limpieza de final de obra?';
const moving = '¿Limpian departamentos vacíos antes o después de una mudanza?';
const offices = '¿Hacen limpieza de oficinas?';
const buildings = '¿Trabajan para consorcios y edificios?';
const windows = '¿Limpian vidrios y ventanales de balcones en pisos altos?';
const upholstery = '¿Limpian sillones, colchones y otros tapizados?';
const products = '¿Tengo que tener los productos y los elementos de limpieza?';
const staff = '¿El personal está en blanco y asegurado?';
const regular = '¿Puedo tener siempre la misma persona, todas las semanas?';
const payment = '¿Cómo se paga?';
const invoice = '¿Hacen factura A o factura B?';
const cancel = '¿Cómo cancelo o cambio el día de una limpieza?';
const booking = '¿Con cuánta anticipación hay que reservar?';
const weekends = '¿Trabajan sábados, domingos y feriados?';
const pets = 'Tengo perro y gato, ¿hay algún problema?';
const ironing = '¿También planchan y lavan la ropa?';
const damage = '¿Qué pasa si se rompe o se mancha algo durante la limpieza?';
const englishStaff = 'Do your cleaners speak English?';
const dollars = 'Can I pay in US dollars or with a foreign card?';
const airbnb = 'Do you clean short-term rentals (Airbnb) between guests?';
const keys = "Can you clean while I'm out? How do the keys work?";
const priceList =
  'Lista de precios 2026 – limpieza de hogares, final de obra, mudanzas, oficinas, vidrios y tapizados';
const terms = 'Condiciones generales del servicio – Limpiezas Palermo Soho (2026)';
const postWorksQuote = 'Pedido de presupuesto para final de obra';
const officeQuote = 'Pedido de presupuesto para oficinas o consorcios';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const buenosAiresCleaningSet: EvaluationSet = {
  name: 'Buenos Aires cleaning (Limpiezas Palermo Soho)',
  heldOut: false,
  agentName: 'Caro',
  briefing: {
    companyName: 'Limpiezas Palermo Soho',
    industry: 'services',
    description:
      'Limpiezas Palermo Soho es una empresa de limpieza de casas y oficinas de Buenos Aires, fundada en 2012 por Norma Gutiérrez, que trabajó doce años limpiando casas de familia antes de armar su propio equipo. Hoy la maneja junto con su hijo, Matías Gutiérrez, desde nuestra oficina de Honduras 4987, en Palermo Soho, a dos cuadras de Plaza Serrano. Somos 46 personas, 38 de ellas operarias y operarios de limpieza, todos en blanco, en relación de dependencia, con ART y seguro de vida, y capacitados por nosotros. Limpiamos departamentos, casas, PH, oficinas y edificios en Palermo, Belgrano, Recoleta, Núñez, Caballito y Colegiales, y también en zona norte, con un recargo por el viaje. Llevamos siempre los productos y los elementos, y trabajamos con un mínimo de 3 horas por visita.',
    targetAudience:
      'Familias, parejas y personas que viven solas en departamentos de Palermo, Belgrano, Recoleta, Núñez y Caballito y quieren una persona de confianza y en regla, sin tener que registrarla ellos; inquilinos que se mudan y tienen que entregar el departamento a la inmobiliaria; quienes terminan una obra o una refacción; dueños de sillones, colchones y alfombras con manchas y pelos de mascotas; anfitriones de Airbnb y de alquileres temporarios; estudios, consultorios, agencias y oficinas chicas; administraciones de consorcios; y expatriados y nómades digitales que alquilan en Palermo y nos escriben en inglés.',
    keyServices:
      'Limpieza por horas, suelta o con abono semanal o quincenal con la misma persona (mínimo 3 horas por visita); limpieza profunda con dos operarias; limpieza de final de obra y de refacciones; limpieza de departamentos vacíos en mudanzas, para entregar o recibir un alquiler; limpieza de oficinas y de partes comunes de consorcios con abono mensual y factura A; vidrios y ventanales de balcones en edificios altos, desde adentro y desde el balcón; limpieza de sillones, sillas, colchones y alfombras en su casa; limpieza de alquileres temporarios entre huéspedes; planchado. Siempre con productos y elementos incluidos y con personal propio en blanco, con ART.',
    commonQuestions:
      'Cuánto sale la hora y cuántas horas necesita cada departamento, qué incluye una limpieza común, si llevamos los productos, si el personal está en blanco, si puede venir siempre la misma persona, en qué barrios trabajamos y cuánto es el recargo de zona norte, cuánto salen la limpieza profunda, la de mudanza y la de final de obra, los tapizados y los ventanales, si trabajamos sábados y feriados, cómo se paga (transferencia, Mercado Pago, efectivo) y qué factura hacemos, cómo cancelar; y de los extranjeros: si las chicas hablan inglés, si se puede pagar en dólares, qué hacer con las llaves y los Airbnb.',
    languages: ['Spanish', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Respuestas cortas, cálidas y claras, en castellano rioplatense, con los precios finales en pesos y el mínimo de 3 horas siempre a la vista. Tratamos de usted a los clientes, pero si nos escriben con vos y en confianza podemos contestar con vos, sin perder el respeto. A quien escribe en inglés le contestamos en inglés y le explicamos palabras como ambientes, encargado, dólar MEP o factura. Nunca cerramos precio de final de obra, oficinas o consorcios sin presupuesto. Terminamos siempre con un próximo paso: reservar, mandar fotos o escribirnos al WhatsApp +54 9 11 5263-4810.',
    personality:
      'Como Norma: cálida, prolija y de confianza, habla de plata sin vueltas, entiende a la gente que labura todo el día y a las familias con chicos y mascotas, y tiene paciencia con los extranjeros que recién llegan y todavía no entienden cómo funcionan los encargados, los ambientes o el dólar MEP.',
    responseTemplates: [
      {
        scenario: postWorksQuote,
        response:
          'Para presupuestar su limpieza de final de obra, mándenos por WhatsApp al +54 9 11 5263-4810: la dirección y el barrio; los metros cubiertos y, aparte, los de balcones o terrazas; qué se hizo en la obra (pintura, pisos, yeso, cocina o baños nuevos, refacción completa); fotos o un video corto de todos los ambientes, donde se vean los pisos, los vidrios y los azulejos; si el lugar está vacío o con muebles; y la fecha en que terminan los albañiles y los pintores. Le respondemos con el presupuesto en un día hábil; para más de 100 m² coordinamos una visita técnica sin cargo. La fecha queda reservada con una seña del 30%.',
      },
      {
        scenario: officeQuote,
        response:
          'Gracias por pensar en nosotros. Para armarle un presupuesto necesitamos: la dirección y el tipo de lugar (oficina, consultorio, local o edificio); los metros aproximados y qué hay que limpiar (en una oficina: cantidad de personas, baños y cocina; en un consorcio: cantidad de unidades y pisos, palieres, escaleras, cocheras, terraza, SUM); la frecuencia y el horario que prefiere; y la razón social, el CUIT y la condición frente al IVA para la factura. Nuestra supervisora, Sofía Romero, coordina una visita sin cargo y le manda el presupuesto en 48 horas hábiles. También puede escribirle a empresas@limpiezaspalermosoho.example.',
      },
    ],
  },
  qa: [
    spanish(
      hours,
      'Atendemos consultas y reservas de lunes a viernes de 8 a 19 y los sábados de 9 a 13, por WhatsApp al +54 9 11 5263-4810 (es la forma más rápida), por teléfono al (011) 4831-2257 o por mail a hola@limpiezaspalermosoho.example. Los mensajes que llegan fuera de ese horario se responden a primera hora del día hábil siguiente. Nuestra oficina está en Honduras 4987, Palermo Soho, a dos cuadras de Plaza Serrano; puede pasar a conocernos, pero las reservas se hacen siempre por WhatsApp. Las limpiezas se hacen de lunes a sábado entre las 8 y las 20; los domingos y feriados solo trabajamos en finales de obra, mudanzas y oficinas.',
    ),
    spanish(
      zones,
      'Trabajamos sin recargo en todo Palermo (Soho, Hollywood, Chico, Botánico y Palermo Nuevo), Belgrano (incluidos Belgrano R y Belgrano C), Recoleta y Barrio Norte, Núñez, Caballito y Colegiales. En otros barrios de Capital, como Villa Crespo, Chacarita, Almagro, Villa Urquiza, Coghlan o Saavedra, vamos según disponibilidad, con un recargo de $6.000 por visita. En zona norte cobramos un recargo por el viaje de nuestro personal: $9.000 por visita en Vicente López, Olivos, La Lucila y Florida, y $13.000 por visita en Martínez, Acassuso, San Isidro y Beccar. Por ahora no llegamos a Tigre, Nordelta, Pilar, zona oeste ni zona sur. El recargo es por visita y no por hora, así que en zona norte conviene reservar visitas más largas.',
    ),
    spanish(
      hourlyPrice,
      'La limpieza por horas cuesta $10.500 por hora, con una persona y con productos y elementos incluidos. El mínimo es de 3 horas por visita ($31.500): es lo que necesitamos para que el viaje de nuestra operaria valga la pena y el trabajo quede bien hecho. Con un abono la hora baja: $10.000 con una visita cada 15 días y $9.500 con una visita por semana, siempre con la misma persona. Los sábados tienen un recargo del 20% y fuera de nuestros barrios se suma el recargo por viaje. Son precios finales, con IVA incluido. Si no sabe cuántas horas necesita, cuéntenos cuántos ambientes tiene su casa y se lo decimos.',
    ),
    spanish(
      hoursNeeded,
      'Depende del tamaño y de cómo esté la casa, pero como referencia, para una limpieza de mantenimiento con una persona: monoambiente, 3 horas; 2 ambientes, 3 a 4 horas; 3 ambientes, 4 a 5 horas; 4 ambientes, 5 a 6 horas; casas y PH grandes, 6 a 8 horas o dos personas. Si hace más de un mes que no se limpia a fondo, o hay mucha grasa en la cocina o sarro en los baños, le recomendamos empezar con una limpieza profunda y después seguir con visitas por horas. Si tiene chicos o mascotas, o quiere que además se planche, sume una hora. Cuéntenos por WhatsApp cuántos ambientes y baños tiene y, si puede, mándenos un par de fotos, y le decimos cuántas horas reservar.',
    ),
    spanish(
      routine,
      'En una limpieza común por horas, nuestra operaria limpia la cocina (mesada, anafe, bacha, frentes de los muebles, microondas y la heladera por fuera), los baños completos (inodoro, bidet, ducha o bañera, mampara, azulejos hasta donde llega, espejo y grifería), los dormitorios y el living: quita el polvo de muebles y objetos, aspira, barre y trapea los pisos, tiende las camas y cambia las sábanas si se las deja a mano, lava los platos, saca la basura y limpia los vidrios interiores que estén a su alcance. Usted elige por dónde empezar y qué es prioridad; si el tiempo no alcanza para todo, ella se lo avisa. No entran en una limpieza común: ventanales por fuera o en altura, tapizados, paredes y techos, ni mover muebles pesados.',
    ),
    spanish(
      deepClean,
      'Es una limpieza a fondo, de arriba abajo, pensada para una casa que hace tiempo que no se limpia bien, para un cambio de estación o antes de empezar un abono. La hacen dos operarias, con precio cerrado y productos incluidos, y dura entre 5 y 8 horas. Además de todo lo de una limpieza común, incluye el desengrasado de la cocina y de la campana, alacenas y bajomesadas por dentro (vacías), el sarro de baños, mamparas y griferías, juntas y azulejos de piso a techo, detrás y debajo de los muebles que se pueden mover, zócalos, puertas y marcos, llaves de luz, persianas y vidrios interiores. Precios: monoambiente $115.000, 2 ambientes $150.000, 3 ambientes $195.000 y 4 ambientes $250.000; casas, PH y departamentos más grandes, con presupuesto. Se reserva con una seña del 30%.',
    ),
    spanish(
      postWorks,
      'Sí, es uno de nuestros trabajos más pedidos. Después de una obra o una refacción sacamos el polvo fino de yeso y de cemento de todas las superficies con aspiradoras industriales, quitamos restos de pintura, pastina, pegamento y cinta de vidrios, aberturas, pisos y azulejos, y limpiamos placares, muebles de cocina, sanitarios y griferías por dentro y por fuera, para que pueda entrar a vivir. Trabajamos con equipos de 2 a 4 personas según los metros. El precio es de $3.200 por m² cubierto (balcones y terrazas, $1.600 por m²), con un mínimo de $220.000, y siempre lo confirmamos con un presupuesto a partir de fotos; para más de 100 m² hacemos una visita técnica sin cargo. La obra tiene que estar terminada: sin albañiles ni pintores trabajando, con el escombro retirado y con luz y agua.',
    ),
    spanish(
      moving,
      'Sí. Limpiamos el departamento vacío cuando usted se va, para entregarlo a la inmobiliaria o al propietario y recuperar el depósito, o antes de entrar, para encontrarlo impecable. Incluye placares, alacenas y bajomesadas por dentro, la cocina, y la heladera y el horno si quedaron, baños a fondo con sarro, pisos, zócalos, puertas, llaves de luz, vidrios interiores y balcón. Precios cerrados con productos incluidos: monoambiente $95.000, 2 ambientes $125.000, 3 ambientes $165.000 y 4 ambientes $210.000. El departamento tiene que estar vacío, con luz y agua. Fin de mes es temporada alta, porque coinciden los vencimientos de los contratos de alquiler: reserve con una o dos semanas de anticipación y con una seña del 30%.',
    ),
    spanish(
      offices,
      'Sí. Limpiamos oficinas, estudios, consultorios, showrooms y coworkings, con abono mensual y el mismo equipo cada vez, de 2 a 6 veces por semana. Trabajamos temprano (de 7 a 9) o después de las 18, para no molestar, y también los sábados. Incluye escritorios, cocina o kitchenette, baños, pisos, papeleros y reposición de papel y jabón (los insumos los pone usted o se los facturamos aparte). En abono la hora cuesta $11.500 con productos incluidos, con un mínimo de 3 horas por visita; una limpieza puntual, sin abono, $12.500 la hora. Somos responsables inscriptos y emitimos factura A. Para pasarle un presupuesto cerrado necesitamos los metros, la cantidad de personas y de baños, y la frecuencia.',
    ),
    spanish(
      buildings,
      'Sí, trabajamos con administraciones y consorcios de Palermo, Belgrano, Recoleta, Núñez y Caballito. Limpiamos las partes comunes: hall de entrada, palieres, escaleras, ascensores, cocheras, terrazas, SUM, laundry y vereda, con abono mensual (de 2 a 6 veces por semana) o con refuerzos puntuales, por ejemplo después de una obra en el edificio o para cubrir la limpieza durante las vacaciones o licencias del encargado. Nuestro personal tiene ART y seguro de responsabilidad civil, y todos los meses le entregamos a la administración la constancia de cobertura con la nómina actualizada. Facturamos con factura A a nombre del consorcio, con su CUIT. Como referencia, un abono de 3 visitas por semana para un edificio de hasta 20 unidades empieza en $450.000 por mes; le pasamos un presupuesto después de una visita sin cargo.',
    ),
    spanish(
      windows,
      'Sí. Limpiamos vidrios, ventanales corredizos y puertas-ventana de balcones en edificios de cualquier altura, de los dos lados, siempre desde adentro del departamento o desde el balcón: usamos varillas telescópicas, secadores profesionales y, en balcones con baranda baja, arnés amarrado a un punto fijo. No limpiamos vidrios que solo se alcanzan desde afuera del edificio. Los vidrios interiores que están a mano ya entran en la limpieza común por horas; este servicio es para ventanales completos, por dentro y por fuera. Precios: ventanal corredizo de balcón de 2 hojas $14.000, paño fijo grande $9.000, ventana común $7.000, con un mínimo de $45.000 por servicio. Un 3 ambientes con balcón corrido suele salir entre $55.000 y $70.000.',
    ),
    spanish(
      upholstery,
      'Sí, limpiamos tapizados en su casa, con máquina de inyección y extracción: sacamos manchas, polvo, ácaros, pelos y olor de mascotas. Precios: sillón de 1 cuerpo $28.000, de 2 cuerpos $45.000, de 3 cuerpos $58.000, esquinero $75.000, silla tapizada $7.000; colchón de 1 plaza $30.000, de 2 plazas $40.000, queen o king $48.000; alfombras $5.500 por m². El impermeabilizado, que protege la tela de futuras manchas, suma un 30%. El mínimo del servicio es de $45.000. El tapizado queda húmedo entre 4 y 8 horas según la tela y la ventilación, así que conviene hacerlo a la mañana. No trabajamos sobre cuero ni sobre telas cuya etiqueta diga "solo limpieza en seco": si no está seguro, mándenos una foto de la etiqueta.',
    ),
    spanish(
      products,
      'No, no tiene que comprar nada: todos nuestros servicios incluyen los productos y los elementos. Nuestro personal lleva lavandina, desengrasante, antisarro, limpiavidrios, limpiador de pisos, productos para madera y acero inoxidable, paños de microfibra, mopa, balde y escobillón, y aspiradora profesional en las limpiezas profundas, mudanzas, finales de obra y oficinas. En la limpieza por horas usamos su aspiradora si tiene; si no, avísenos y la llevamos sin cargo. Si prefiere productos ecológicos o hipoalergénicos, por ejemplo por chicos, alergias o mascotas, tenemos una línea sin perfume y sin cloro, sin costo extra; y si quiere que usemos sus productos, también se puede.',
    ),
    spanish(
      staff,
      'Sí, todo nuestro personal está en blanco: son empleadas y empleados de Limpiezas Palermo Soho, en relación de dependencia, registrados en ARCA bajo el convenio de Maestranza, con aportes, obra social, aguinaldo, vacaciones, ART y seguro de vida obligatorio. Además tenemos un seguro de responsabilidad civil por daños en su casa. Usted no contrata a nadie: no tiene que dar de alta a nadie en casas particulares, ni pagar cargas sociales, ni corre riesgo de un reclamo laboral. Antes de empezar con nosotros, cada persona pasa por una entrevista, le pedimos referencias y el certificado de antecedentes penales, y hace una capacitación de dos semanas con nuestra encargada. Van con uniforme y credencial con foto.',
    ),
    spanish(
      regular,
      'Sí. Con un abono semanal o quincenal le asignamos una persona fija, que va el mismo día y a la misma hora y llega a conocer su casa y sus preferencias. El abono no tiene permanencia: se paga por mes adelantado y se da de baja avisando con 15 días. La hora cuesta $9.500 en el abono semanal y $10.000 en el quincenal, con el mínimo de 3 horas por visita. Cuando su operaria se toma vacaciones o está con licencia, le avisamos y mandamos una reemplazante con las indicaciones de su casa anotadas, salvo que prefiera saltear esa semana. Si por algún motivo no se siente cómodo con la persona asignada, la cambiamos sin que tenga que darnos explicaciones.',
    ),
    spanish(
      payment,
      'Puede pagar por transferencia bancaria (alias LIMPIEZAS.PALERMO.SOHO, a nombre de Limpiezas Palermo Soho S.R.L.), con Mercado Pago (dinero en cuenta, QR o link de pago con tarjeta de débito o de crédito, también tarjetas del exterior) o en efectivo. Con tarjeta de crédito, un pago sin recargo o 3 cuotas con un 12% de recargo. El efectivo puede ser en pesos, o en dólares al tipo de cambio MEP vendedor del día; se le entrega a la operaria en un sobre cerrado y le mandamos el comprobante por WhatsApp. Las limpiezas por horas se pagan el mismo día, al terminar; los abonos, por mes adelantado entre el 1 y el 10; la limpieza profunda, las mudanzas y los finales de obra, con una seña del 30% al reservar y el resto al terminar.',
    ),
    spanish(
      invoice,
      'Sí. Somos responsables inscriptos: a los particulares les hacemos factura B y a empresas, estudios, consultorios y consorcios, factura A, con su CUIT y su condición frente al IVA. Si es monotributista, le corresponde factura B. Las facturas son electrónicas y se las mandamos por mail el mismo día del pago. Para los abonos mensuales de oficinas y consorcios facturamos a principio de mes y se puede pagar por transferencia hasta el día 10. Si necesita que la factura salga a nombre de otra persona o empresa (por ejemplo, la empresa que le paga el alquiler), avísenos antes del pago.',
    ),
    spanish(
      cancel,
      'Avísenos por WhatsApp al +54 9 11 5263-4810 con al menos 24 horas de anticipación y puede cancelar o pasar la limpieza a otro día sin costo. Si avisa con menos de 24 horas, cobramos el 50% del mínimo de 3 horas ($15.750), porque nuestra operaria ya tenía el día organizado. En los servicios con seña (limpieza profunda, mudanzas y final de obra), la seña se pasa a la nueva fecha si avisa con 48 horas; si no, se pierde. Si somos nosotros los que tenemos que cambiar el día, por ejemplo por un paro de transporte o una enfermedad, le avisamos lo antes posible y le ofrecemos otra fecha o una reemplazante.',
    ),
    spanish(
      booking,
      'Para una limpieza por horas, lo ideal es que reserves con 48 horas de anticipación; muchas veces conseguimos lugar para el día siguiente, y si la necesitás al toque, para el mismo día, hacemos lo posible, con un recargo de urgencia de $8.000. Para limpiezas profundas y tapizados, reservá con una semana; para mudanzas, con una o dos semanas, sobre todo a fin de mes; y para finales de obra, con unos 10 días, después de mandarnos las fotos para el presupuesto. Los abonos semanales empiezan en cuanto tenemos una persona libre en tu barrio el día que querés, normalmente en una o dos semanas. Para reservar, escribinos por WhatsApp con la dirección, el servicio, el día y el horario.',
    ),
    spanish(
      weekends,
      'Las limpiezas por horas, las profundas y las de tapizados se hacen de lunes a sábado, de 8 a 20. Los sábados tienen un recargo del 20%. Los domingos y los feriados trabajamos solo en finales de obra, mudanzas y oficinas, con un recargo del 50% y reservando con anticipación. No trabajamos el 1 de enero, el 1 de mayo ni el 25 de diciembre, ni las tardes del 24 y del 31 de diciembre.',
    ),
    spanish(
      pets,
      'Ningún problema: muchos de nuestros clientes tienen perros y gatos, y nuestras operarias están acostumbradas. Solo te pedimos que nos avises antes cuántos animales tenés y cómo son, y que si tu perro se pone nervioso con gente nueva o se quiere escapar, lo dejes en un ambiente cerrado o en el balcón mientras limpiamos esa parte. Aspiramos los pelos de pisos y alfombras; si querés sacarlos a fondo de sillones y colchones, eso es el servicio de tapizados. Si lo pedís, usamos productos sin cloro y sin perfume, más seguros para las mascotas. No limpiamos piedras sanitarias ni jaulas con restos de animales, y no paseamos ni damos de comer a las mascotas.',
    ),
    spanish(
      ironing,
      'Sí: dentro de las horas de la limpieza por horas, nuestra operaria puede poner el lavarropas, colgar o tender la ropa, planchar y doblar. Calculá más o menos una hora para 12 a 15 prendas (camisas, remeras, pantalones). Si querés una visita solo de planchado, también se puede, con el mínimo de 3 horas. Usamos tu plancha y tu tabla. No lavamos a mano prendas delicadas ni planchamos cuero, seda o prendas con la etiqueta "no planchar".',
    ),
    spanish(
      damage,
      'Nuestro personal trabaja con cuidado, pero si algo se rompe o se mancha por un error nuestro, nos hacemos cargo. Avísenos por WhatsApp dentro de las 24 horas, con fotos; la operaria también tiene que avisarle en el momento si pasa algo. Tenemos un seguro de responsabilidad civil que cubre hasta $2.000.000 por evento: reparamos, reponemos el objeto o le devolvemos su valor. Le pedimos que antes de la primera visita guarde dinero, joyas y objetos de mucho valor o muy frágiles, y que nos diga si hay superficies delicadas (mármol, madera sin laquear, pisos plastificados) que necesitan un producto especial.',
    ),
    english(
      englishStaff,
      'Our office team speaks English: Matías (co-owner) and Sofía (bookings) answer on WhatsApp in English and can translate any instructions for you. Most of our cleaners speak Spanish only, and a few understand basic English. For expats and digital nomads we send a short checklist in English and Spanish before the first visit: you tick what you want done and your cleaner gets it in Spanish. If you are home during the cleaning, a translation app works well, and you can always message us and we will explain to her by phone. If you really need a cleaner who speaks English, ask us: two of our cleaners do, and we assign them when they are free in your area.',
    ),
    english(
      dollars,
      'Yes. You can pay cash in US dollars (clean bills, not torn or written on) at the day’s “dólar MEP” selling rate, which we send you on WhatsApp before the cleaning. You can also pay with a foreign credit or debit card through a Mercado Pago payment link: it is charged in Argentine pesos and your bank converts it. Local options are a bank transfer or Mercado Pago if you have an Argentine account. You do not need a DNI or a CUIT to book: your name, your passport number (many buildings need it for their entry list) and the address are enough. We cannot take PayPal, Wise transfers or euros.',
    ),
    english(
      airbnb,
      'Yes. We clean many short-term rentals in Palermo, Recoleta and Belgrano between guests. A turnover includes changing the beds and towels with your linen, a full clean of the bathroom and kitchen, floors, washing up, taking out the rubbish, a check that nothing is broken or missing, and photos of the flat on WhatsApp when we finish. We can run your washing machine and hang the linen to dry. Check-out to check-in windows (for example 11:00 to 15:00) are fine if you book them ahead. The 3-hour minimum applies; a studio or a one-bedroom flat usually takes 3 hours. Hosts with several flats, or more than 8 turnovers a month, pay the weekly-plan rate of $9,500 per hour. We pick up and return the keys from a lockbox or the building’s encargado; we do not check guests in.',
    ),
    english(
      keys,
      'Yes, you don’t need to be home. Many clients leave the keys with the encargado (the building’s caretaker, who often works at the front door) or in a lockbox, or give us a copy, which we keep labelled with a code, never with your address. For the first visit we recommend being there for the first 15 minutes to show the cleaner around; if you can’t, send us a voice note or photos of what matters most. Please tell the encargado, or add the cleaner’s name and ID number to your building’s entry list or app. When she leaves, she locks up, puts the keys back where they were and sends you a WhatsApp message with photos.',
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'Spanish',
      text: `LISTA DE PRECIOS 2026 – LIMPIEZAS PALERMO SOHO S.R.L.
Honduras 4987, Palermo Soho, Ciudad Autónoma de Buenos Aires – WhatsApp +54 9 11 5263-4810 – hola@limpiezaspalermosoho.example
Precios finales en pesos, IVA incluido, vigentes desde el 1 de marzo de 2026. Se actualizan cada tres meses (1 de junio, 1 de septiembre y 1 de diciembre) según los aumentos del convenio de Maestranza; los nuevos precios se avisan con 15 días de anticipación. Todos los servicios incluyen productos y elementos de limpieza.

1. Limpieza por horas (una persona, mínimo 3 horas por visita)
Visita suelta: $10.500 por hora (mínimo $31.500)
Abono quincenal, misma persona: $10.000 por hora
Abono semanal, misma persona: $9.500 por hora
Hora adicional pedida en el momento: por fracción de 30 minutos ($5.250)
Planchado y lavarropas: dentro de las horas contratadas (aprox. 12 a 15 prendas por hora)
Guía de horas: monoambiente 3 h – 2 ambientes 3 a 4 h – 3 ambientes 4 a 5 h – 4 ambientes 5 a 6 h – casas y PH 6 a 8 h

2. Limpieza profunda (dos operarias, precio cerrado, 5 a 8 horas)
Monoambiente $115.000 – 2 ambientes $150.000 – 3 ambientes $195.000 – 4 ambientes $250.000 – casas, PH y 5 ambientes o más: presupuesto. Seña del 30%.

3. Mudanzas: departamento vacío, para entregar o recibir
Monoambiente $95.000 – 2 ambientes $125.000 – 3 ambientes $165.000 – 4 ambientes $210.000 – más grandes: presupuesto. Seña del 30%.

4. Final de obra y refacciones
$3.200 por m² cubierto – balcones, patios y terrazas $1.600 por m² – mínimo $220.000. Presupuesto con fotos; visita técnica sin cargo desde 100 m². Seña del 30%.

5. Oficinas y consorcios
Oficinas con abono mensual (2 a 6 veces por semana, mínimo 3 horas por visita): $11.500 por hora.
Limpieza puntual de oficina o local: $12.500 por hora, mínimo 3 horas.
Consorcios: abono mensual según presupuesto; referencia: desde $450.000 por mes por 3 visitas semanales en edificios de hasta 20 unidades. Factura A.

6. Vidrios y ventanales (desde adentro o desde el balcón, en cualquier piso)
Ventanal corredizo de balcón, 2 hojas, ambas caras: $14.000 – paño fijo grande: $9.000 – ventana común: $7.000 – mínimo por servicio: $45.000.

7. Tapizados (en su casa, con inyección y extracción)
Sillón 1 cuerpo $28.000 – 2 cuerpos $45.000 – 3 cuerpos $58.000 – esquinero $75.000 – silla tapizada $7.000
Colchón 1 plaza $30.000 – 2 plazas $40.000 – queen o king $48.000 – alfombras $5.500 por m²
Impermeabilizado: +30% – mínimo por servicio: $45.000.

8. Extras (se suman a cualquier limpieza)
Parrilla de balcón o terraza (hasta 1,20 m de ancho), desengrasado de parrilla, rejilla y frente: $15.000
Heladera por dentro (vacía): $12.000 – horno por dentro: $12.000
Persianas de enrollar de PVC o aluminio: $9.000 por unidad
Placares por dentro (vacíos): $8.000 por unidad

9. Recargos
Sábados: +20% – domingos y feriados (solo final de obra, mudanzas y oficinas): +50%
Urgencia (el mismo día o con menos de 24 horas de aviso): $8.000
Zona: Palermo, Belgrano, Recoleta, Barrio Norte, Núñez, Caballito y Colegiales sin recargo – otros barrios de CABA: $6.000 por visita – Vicente López, Olivos, La Lucila y Florida: $9.000 por visita – Martínez, Acassuso, San Isidro y Beccar: $13.000 por visita.

10. Formas de pago
Transferencia (alias LIMPIEZAS.PALERMO.SOHO), Mercado Pago, efectivo en pesos o en dólares al tipo de cambio MEP vendedor del día. Tarjeta de crédito por Mercado Pago: 1 pago sin recargo, 3 cuotas con un 12% de recargo.`,
    },
    {
      title: terms,
      language: 'Spanish',
      text: `CONDICIONES GENERALES DEL SERVICIO – Limpiezas Palermo Soho S.R.L., Honduras 4987, C1414 Ciudad Autónoma de Buenos Aires. Vigentes desde el 1 de marzo de 2026.

1. Servicios
Limpiezas Palermo Soho presta servicios de limpieza de casas, oficinas y partes comunes de edificios con personal propio, con productos y elementos incluidos. Las tareas de cada servicio son las de la lista de precios vigente y las que se acuerden por escrito, por WhatsApp o por mail.

2. Reservas
La reserva queda firme cuando la empresa la confirma por WhatsApp o por mail con el día, el horario, la dirección y el precio. La limpieza profunda, la limpieza de mudanza y la de final de obra requieren una seña del 30%. El mínimo por visita es de 3 horas.

3. Cancelación y reprogramación
El cliente puede cancelar o reprogramar sin costo avisando con al menos 24 horas de anticipación. Con menos de 24 horas se cobra el 50% del mínimo de 3 horas. La seña se traslada a una nueva fecha si se avisa con 48 horas; si no, queda a favor de la empresa. Si la empresa no puede prestar el servicio (enfermedad, paro de transporte, fuerza mayor), lo reprograma sin costo o devuelve la seña.

4. Acceso al domicilio
El cliente garantiza el acceso en el horario reservado: que alguien abra, que las llaves estén donde se indicó y que el encargado o la seguridad del edificio estén avisados. Si después de 30 minutos de espera el personal no puede entrar, el servicio se considera prestado y se cobra el mínimo de 3 horas, más el recargo de zona si corresponde. El cliente debe garantizar también luz y agua.

5. Tiempo de trabajo
Se cobran las horas reservadas aunque el trabajo termine antes. Las horas adicionales pedidas en el momento se cobran por fracción de 30 minutos, si la operaria tiene disponibilidad. Los precios cerrados (profunda, mudanza, final de obra) no cambian por el tiempo empleado, salvo que el estado del lugar sea muy distinto del informado al reservar.

6. Tareas excluidas
Por seguridad, el personal no trabaja por fuera de balcones ni ventanas, no sube a escaleras de más de tres escalones, no mueve muebles ni electrodomésticos de más de 25 kg, no mezcla productos a pedido del cliente y no manipula residuos peligrosos ni restos de animales.

7. Reclamos y repaso
Si el resultado no es el acordado, el cliente debe avisar dentro de las 24 horas de terminado el servicio, por WhatsApp y con fotos. La empresa repasa sin cargo, dentro de las 72 horas siguientes, los ambientes o superficies reclamados. El repaso reemplaza cualquier devolución de dinero, salvo que no pueda hacerse por causas de la empresa.

8. Daños y seguro
La empresa responde por los daños que cause su personal, con un seguro de responsabilidad civil de hasta $2.000.000 por evento. Los daños deben informarse dentro de las 24 horas, con fotos. No están cubiertos: dinero, joyas y objetos de valor que no se guardaron; desgaste o fallas anteriores; objetos mal fijados; superficies que necesitaban un cuidado especial que el cliente no advirtió.

9. Personal
El personal es empleado de Limpiezas Palermo Soho en relación de dependencia, registrado, con ART y seguro de vida obligatorio; la empresa es la única responsable de sus sueldos, cargas sociales y obligaciones laborales. Mientras dure el servicio y durante los 12 meses siguientes a la última visita, el cliente se compromete a no contratar de forma directa, ni por medio de terceros, a ninguna persona que la empresa le haya enviado. Si lo hace, pagará a la empresa una compensación igual a tres meses del servicio promedio facturado, o de $950.000 si no tenía abono.

10. Precios y actualización
Los precios son finales, con IVA incluido, y se actualizan cada tres meses (1 de marzo, 1 de junio, 1 de septiembre y 1 de diciembre) según los aumentos salariales del convenio de Maestranza. Los cambios se avisan con 15 días de anticipación. Los abonos ya pagados no se ajustan dentro del mes.

11. Pagos y facturación
Limpieza por horas: al terminar la visita. Abonos: por mes adelantado, del 1 al 10 de cada mes. Profunda, mudanza y final de obra: seña del 30% y saldo al terminar. Medios de pago: transferencia, Mercado Pago y efectivo. Se emite factura electrónica A o B según la condición del cliente frente al IVA.

12. Abonos
Los abonos no tienen permanencia mínima; la baja se pide con 15 días de anticipación. Las visitas que caen en un feriado se pasan a otro día de la misma semana o se descuentan del mes siguiente.

13. Datos personales y jurisdicción
Los datos del cliente se tratan según la Ley 25.326 y solo para prestar el servicio; las llaves se guardan identificadas con un código, nunca con la dirección. Los consumidores pueden reclamar ante la Dirección General de Defensa y Protección del Consumidor de la Ciudad o por la Ventanilla Federal de Reclamos. Para cualquier controversia son competentes los tribunales ordinarios de la Ciudad Autónoma de Buenos Aires.`,
    },
  ],
  answerable: [
    // Spanish paraphrases and Buenos Aires words
    {
      question:
        'Che, ¿cuántos mangos me sale una chica de limpieza por hora? Es para un monoambiente en Palermo Hollywood.',
      answeredBy: [hourlyPrice, hoursNeeded, priceList],
    },
    {
      question:
        '¿Las mucamas de ustedes están en blanco? No quiero quilombos con un juicio laboral después, ya me pasó con la anterior.',
      answeredBy: [staff, description, services, terms],
    },
    {
      question:
        '¿Ustedes traen las cosas para limpiar o tengo que comprar lavandina, trapos y todo eso?',
      answeredBy: [products, priceList, services, description, terms],
    },
    {
      question:
        'Me voy del depto a fin de mes y ya está todo vacío. ¿Me lo pueden dejar impecable para devolvérselo a la inmobiliaria y que no me descuenten del depósito?',
      answeredBy: [moving, priceList, services],
    },
    {
      question:
        '¿Le hacen a los sillones? El mío de tres cuerpos está re mugriento, tengo dos gatos que duermen ahí.',
      answeredBy: [upholstery, priceList, services],
    },
    {
      question:
        'Necesito que alguien me limpie los ventanales del balcón, vivo en un piso 22 en Núñez y por fuera no llego ni loca.',
      answeredBy: [windows, priceList, services],
    },
    // Long messages in Spanish, the question inside
    {
      question:
        'Hola, buenas tardes. Terminamos de hacer la reforma del baño y la cocina de un 3 ambientes en Caballito. El albañil ya se fue pero está todo lleno de polvo de yeso, hay pintura en los vidrios y pastina pegada en los azulejos. Nos mudamos en dos semanas. ¿Ustedes hacen ese tipo de limpieza y más o menos cuánto nos saldría?',
      answeredBy: [postWorks, postWorksQuote, priceList, services],
    },
    {
      question:
        'Buenas, soy administradora de un consorcio de 40 unidades en Belgrano. La empresa que limpiaba las partes comunes nos dejó colgados de un día para el otro y el encargado no da abasto con los palieres y la cochera. ¿Ustedes trabajan con edificios? Necesitaríamos factura A a nombre del consorcio.',
      answeredBy: [buildings, officeQuote, invoice, services, priceList],
    },
    {
      question:
        'Hola! Mi vieja tiene 82 años y vive sola en Recoleta, ya no puede limpiar y no quiere que le caiga gente desconocida cada vez. Buscamos alguien que vaya los martes unas 4 horas, siempre la misma persona, y que esté en regla. ¿Se puede? ¿Cuánto sería por mes?',
      answeredBy: [regular, staff, hourlyPrice, priceList, description, services],
    },
    {
      question:
        'Buen día, tenemos un estudio de arquitectura en Palermo Soho, somos 12, hay dos baños y una cocinita. Queremos que alguien venga temprano, antes de las 9, tres veces por semana. ¿Cómo trabajan con oficinas?',
      answeredBy: [offices, officeQuote, services, priceList],
    },
    // Long messages in English
    {
      question:
        "Hi! I'm a digital nomad from Canada renting a 2-bedroom in Palermo for three months. The place was supposedly clean when I arrived but honestly it isn't, the bathroom has limescale everywhere and the kitchen is greasy. I'd like one proper deep clean first and then someone every week. What would that cost roughly?",
      answeredBy: [deepClean, regular, hourlyPrice, hoursNeeded, priceList],
    },
    {
      question:
        "Hello, we just relocated from Houston with my husband's company to a 3-bedroom apartment in Belgrano R. I work from home and would like someone twice a week, but my Spanish is still very basic. Would the cleaner understand instructions in English, and how do I pay if I only have a US card?",
      answeredBy: [englishStaff, dollars, payment],
    },
    {
      question:
        'Hey, I host two Airbnbs in Palermo Soho and my current cleaner keeps flaking on me. Guests check out at 11 and the next ones arrive at 3. Can you do turnovers in that window, and is there a minimum?',
      answeredBy: [airbnb, hourlyPrice, priceList, description],
    },
    // Typos and chat-speak in Spanish
    {
      question: 'hola cuanto sale la limpieza profunda d un 2 ambientes porfa',
      answeredBy: [deepClean, priceList],
    },
    {
      question: 'q dias trabajan? los domingos vienen?',
      answeredBy: [weekends, hours, priceList],
    },
    { question: 'xq cobran extra en olivos? cuanto es', answeredBy: [zones, priceList] },
    {
      question: 'se puede pagar con mp o solo efectivo?',
      answeredBy: [payment, priceList, terms],
    },
    {
      question: 'necesito alguien al toque para mañana temprano, tienen??',
      answeredBy: [booking, priceList],
    },
    { question: 'cuanto cobran x colchon 2 plazas', answeredBy: [upholstery, priceList] },
    // Typos and chat-speak in English
    {
      question: 'do u guys bring ur own vacuum n products or do i need to buy stuff',
      answeredBy: [products, priceList, services, description, terms],
    },
    {
      question: 'can the cleaner also do my ironing?? got a pile of shirts lol',
      answeredBy: [ironing, priceList, services],
    },
    // One or two words
    {
      question: 'Final de obra',
      answeredBy: [postWorks, postWorksQuote, priceList, services],
    },
    {
      question: '¿Factura A?',
      answeredBy: [invoice, offices, buildings, services, priceList, terms],
    },
    { question: 'Tapizados', answeredBy: [upholstery, priceList, services] },
    { question: 'Windows?', answeredBy: [windows, routine, priceList, services] },
    { question: 'tengo un perro medio ladrador y un gato, es problema?', answeredBy: [pets] },
    // Short follow-ups
    { question: '¿y los sábados?', answeredBy: [weekends, hours, hourlyPrice, priceList] },
    {
      question: 'and for a 3 bedroom flat? how many hours would that be',
      answeredBy: [hoursNeeded, priceList],
    },
    { question: '¿y si es en San Isidro cuánto más?', answeredBy: [zones, priceList] },
    // English questions, Spanish knowledge
    {
      question:
        "Hi, something came up at work and I need to cancel tomorrow morning's cleaning. Is there a fee?",
      answeredBy: [cancel, terms],
    },
    {
      question:
        'What happens if your cleaner breaks something? My partner has a pretty expensive vase collection in the living room.',
      answeredBy: [damage, terms],
    },
    {
      question:
        "Are your cleaners legally employed? I don't want to get into trouble with Argentine labor laws.",
      answeredBy: [staff, description, services, terms],
    },
    // Spanish questions, English knowledge
    {
      question:
        '¿Las chicas hablan inglés? Es para el depto de mi novio, que es gringo y no habla nada de castellano.',
      answeredBy: [englishStaff],
    },
    {
      question: '¿Puedo pagar en dólares? Tengo billetes pero no tengo pesos.',
      answeredBy: [dollars, payment, priceList],
    },
    {
      question:
        'Tengo un depto que alquilo por Airbnb en Palermo Chico, ¿me lo limpian entre un huésped y otro?',
      answeredBy: [airbnb, services],
    },
    {
      question:
        'Laburo todo el día, ¿la chica puede ir igual si le dejo las llaves al encargado del edificio?',
      answeredBy: [keys],
    },
    // Answered by a document only
    {
      question:
        'La chica que me mandaron es un amor, ¿la puedo contratar yo directamente por fuera de ustedes?',
      answeredBy: [terms],
    },
    {
      question:
        'Vinieron ayer y el baño quedó con sarro, la verdad no me convenció. ¿Pueden volver a repasarlo sin cargo?',
      answeredBy: [terms],
    },
    {
      question:
        '¿Cada cuánto aumentan los precios? Quiero sacar el abono semanal pero con esta inflación no sé si me va a alcanzar la guita.',
      answeredBy: [priceList, terms],
    },
    {
      question:
        '¿Me pueden limpiar la parrilla del balcón? Después del asado del finde quedó un desastre.',
      answeredBy: [priceList],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'hey do u guys do pest control? found cockroaches in the kitchen of my airbnb in palermo soho',
    'Soy administradora de un consorcio en Caballito y necesitamos la limpieza y desinfección semestral del tanque de agua, con el certificado para el Gobierno de la Ciudad. ¿Lo hacen ustedes?',
    'Busco una chica cama adentro de lunes a viernes, que además cuide a mi papá. ¿Ustedes tienen?',
    'Che, tengo una mucama hace 6 años y la quiero poner en blanco. ¿Me ayudan con el alta en casas particulares y los recibos de sueldo?',
    '¿Hacen fletes? Me mudo de Caballito a Núñez el finde y necesito quien me lleve la heladera, el sillón y unas cajas.',
    'Se me rajó el vidrio del ventanal del balcón con la tormenta, ¿ustedes lo cambian o conocen un vidriero?',
    'Hola, busco laburo de limpieza, tengo experiencia en casas de familia y oficinas. ¿Están tomando gente?',
    'Do you also paint apartments? The walls of my flat in Recoleta need a fresh coat before I move in.',
    // Plainly outside
    '¿Dónde puedo ver un buen show de tango en San Telmo un jueves a la noche?',
    "Any good steakhouse in Palermo you'd recommend for a Sunday lunch?",
  ],
};
