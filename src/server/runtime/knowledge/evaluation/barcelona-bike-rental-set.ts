import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * BiciBarna, a bicycle and e-bike rental with guided tours and a small repair workshop between
 * the Born and the Barceloneta in Barcelona, which also sells its ex-rental bikes. Its customers
 * write in Spanish (from Spain and from Latin America) and in English (tourists from everywhere,
 * cyclists who come to train, expats). The owner wrote the briefing in Spanish, most Q&A pairs in
 * Spanish and a few in English, added one custom response for group and private tour requests,
 * and pasted the 2026 price list and the rental terms, both in Spanish.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday words ("bici", "pinchazo", "se me salió la cadena", "los cambios", "sillita para el
 * niño", "fianza"), Latin American Spanish ("rentar", "cicla", "se me poncha una llanta",
 * "ustedes", "¿cuánto sale?"), chat-speak and missing accents ("q", "xq", "tb", "porfa", "finde",
 * "mñn"), UK and US words ("hire", "pushbike", "flat tire", "pavement", "stroller", "e-bike"),
 * long messages, one- or two-word questions, and Spanish questions against English knowledge and
 * the reverse. The outside questions include hard negatives that share words with the knowledge
 * (electric scooters and motorbikes, a hire car, kayak and boat trips, Sagrada Família tickets,
 * new bikes, taking a bike to the airport by van, walking tours, Segways).
 */

const english = qaIn('English');
const spanish = qaIn('Spanish');

// The sources' titles, as the answers name them.
const hours = '¿Cuál es vuestro horario?';
const location = '¿Dónde está la tienda y cómo se llega?';
const rentalPrices = '¿Cuánto cuesta alquilar una bicicleta?';
const eBikes = '¿Qué bicicletas eléctricas tenéis y cuánta batería tienen?';
const roadMtb = '¿Alquiláis bicicletas de carretera y de montaña?';
const kids = '¿Tenéis sillas para niños, remolques y bicicletas infantiles?';
const included = '¿Qué incluye el alquiler? ¿El casco y el candado van incluidos?';
const deposit = '¿Qué documentos y qué fianza necesito para alquilar?';
const damageTheft = '¿Qué pasa si la bicicleta se daña o me la roban?';
const cancellation = '¿Puedo cancelar o cambiar mi reserva?';
const weather = '¿Qué pasa si llueve el día de mi reserva o de mi tour?';
const gaudiTour = '¿Cómo es el tour de Gaudí en bicicleta?';
const montjuicTour = '¿En qué consiste el tour en bici eléctrica por Montjuïc?';
const sunsetTour = '¿Qué incluye el tour del atardecer por las playas?';
const tourInfo = '¿En qué idiomas son los tours y dónde es el punto de encuentro?';
const delivery = '¿Lleváis las bicicletas al hotel o al apartamento?';
const oneWay = '¿Puedo devolver la bicicleta en otro sitio?';
const workshop = '¿Reparáis bicicletas de particulares?';
const secondHand = '¿Vendéis las bicicletas de alquiler de segunda mano?';
const groups = '¿Organizáis salidas para grupos y eventos de empresa?';
const rules = '¿Qué normas hay que cumplir para ir en bici por Barcelona?';
const ageFitness = 'Is there a minimum age, and do I need to be fit to join a tour?';
const booking = 'How do I book, and do I need to book in advance?';
const sizes = 'Do you have bikes for very tall or short riders?';
const routes = 'Can you recommend routes if I want to ride on my own?';
const breakdown = 'What happens if I get a flat tyre or the bike breaks down during my rental?';
const overnight = 'Can I keep the bike overnight at my hotel or apartment?';
const prices = 'Tarifas 2026: alquiler, tours y taller';
const terms = 'Condiciones de alquiler';
const groupRequest = 'Solicitud de reserva para un grupo o un tour privado';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const barcelonaBikeRentalSet: EvaluationSet = {
  name: 'Barcelona bike rental (BiciBarna)',
  heldOut: false,
  agentName: 'Núria',
  briefing: {
    companyName: 'BiciBarna',
    industry: 'services',
    description:
      'BiciBarna es una tienda de alquiler de bicicletas, tours guiados y taller en Barcelona, desde 2012 en el Carrer del Doctor Aiguader 22, entre el Born y la Barceloneta. Alquilamos bicis urbanas, eléctricas, de carretera y de montaña por horas, días o semanas, con casco y candado incluidos, y también sillitas, remolques y bicis para niños. Organizamos tours en bici por la ciudad (Gaudí, Montjuïc en bici eléctrica y el atardecer en la playa) en español e inglés, llevamos las bicis al hotel y tenemos un pequeño taller para los vecinos. Al final de cada temporada vendemos nuestras bicis de alquiler de segunda mano.',
    targetAudience:
      'Turistas de España, de Latinoamérica y de todo el mundo (muchos nos escriben en inglés), parejas y familias con niños, ciclistas que vienen a Barcelona a entrenar en carretera, grupos de amigos y empresas que buscan una actividad diferente, y vecinos del Born, la Barceloneta y el Poblenou que necesitan arreglar su bici.',
    keyServices:
      'Alquiler de bicicletas urbanas, eléctricas, de carretera y de montaña por horas, días y semanas; bicis infantiles, sillitas, remolques y barras de arrastre para niños; casco, candado y seguro de responsabilidad civil incluidos; Seguro Tranquilidad opcional contra daños y robo; tours guiados en español e inglés (tour de Gaudí, tour de Montjuïc en bici eléctrica y tour del atardecer por las playas) y tours privados; entrega y recogida en hoteles y apartamentos; devolución en otro punto; asistencia durante el alquiler; taller de reparación (pinchazos, puestas a punto, frenos, cambios y bicis eléctricas); venta de bicis de alquiler de segunda mano; grupos y eventos de empresa.',
    commonQuestions:
      'Cuánto cuesta alquilar una bici o una eléctrica, si el casco y el candado están incluidos, qué documentos y qué fianza hacen falta, qué pasa si se pincha una rueda o roban la bici, el horario y el punto de encuentro de los tours y en qué idiomas son, si llevamos las bicis al hotel, si hay sillitas para niños, qué pasa si llueve, cómo cancelar y por dónde se puede ir en bici en Barcelona.',
    languages: ['Spanish', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Cercano y claro, tuteando al cliente. Respuestas cortas, con el precio en euros y el siguiente paso (reservar en la web o escribirnos por WhatsApp). A quien escribe en inglés le respondemos en inglés, y a los clientes de Latinoamérica en un español neutro.',
    personality:
      'Como un barcelonés al que le encanta la bici y conoce cada rincón de la ciudad: alegre, paciente con quien hace años que no monta y siempre con un consejo de ruta o de seguridad.',
    responseTemplates: [
      {
        scenario: groupRequest,
        response:
          '¡Gracias por pensar en BiciBarna para vuestra salida! Para prepararos una propuesta y un presupuesto a medida, enviadnos por WhatsApp al +34 644 218 730 o por correo a grupos@bicibarna.example: la fecha y la hora que preferís, cuántas personas sois (y, si vienen niños, su edad y su altura), si queréis un tour guiado (Gaudí, Montjuïc o atardecer), una ruta a medida o solo el alquiler de las bicis, el idioma del guía, cuántas personas prefieren bici eléctrica y si necesitáis factura a nombre de una empresa. Os respondemos en menos de 24 horas. Los grupos de 10 a 19 personas tienen un 10 % de descuento y los de 20 o más, un 15 %. La reserva queda confirmada con un pago del 30 %.',
      },
    ],
  },
  qa: [
    spanish(
      hours,
      'Abrimos todos los días del año excepto el 25 de diciembre y el 1 de enero, también sábados, domingos y festivos. De abril a octubre el horario es de 9:30 a 20:00, y de noviembre a marzo de 10:00 a 19:00, sin cerrar a mediodía. El taller tiene su propio horario: de lunes a sábado de 10:00 a 14:00 y de 16:00 a 19:00; los domingos está cerrado. Las bicis alquiladas por horas o por un día se devuelven como muy tarde a la hora de cierre; si necesitas tenerla más tiempo, elige el alquiler de 24 horas.',
    ),
    spanish(
      location,
      'Estamos en el Carrer del Doctor Aiguader 22, 08003 Barcelona, entre el Born y la Barceloneta, a dos minutos del Parc de la Ciutadella y a cinco de la playa. La parada de metro más cercana es Barceloneta (línea L4, amarilla), a 3 minutos a pie, y muy cerca paran los autobuses V15 y 59. Busca la puerta amarilla con las bicis aparcadas delante. Si vienes en coche, el aparcamiento público más cercano es el del Mercat de Santa Caterina, a 10 minutos a pie. Teléfono 932 684 190, WhatsApp +34 644 218 730 y correo hola@bicibarna.example.',
    ),
    spanish(
      rentalPrices,
      'Una bicicleta urbana cuesta 5 € la primera hora, 12 € por 4 horas, 16 € el día (hasta la hora de cierre) y 20 € por 24 horas; cada día extra son 12 € y la semana, 65 €. Una bicicleta eléctrica cuesta 10 € la hora, 25 € por 4 horas, 35 € el día y 40 € por 24 horas, con días extra a 28 € y la semana a 160 €. Las bicis de carretera, de montaña e infantiles tienen sus propias tarifas, que encontrarás en nuestra lista de precios. El casco, el candado y el seguro de responsabilidad civil están siempre incluidos, y todos los precios llevan el IVA. Si reservas online con 48 horas de antelación, tienes un 10 % de descuento.',
    ),
    spanish(
      eBikes,
      'Tenemos 30 bicicletas eléctricas urbanas con motor Bosch Active Line Plus y batería de 500 Wh, con cuadro bajo para subir y bajar con facilidad, 8 velocidades, cesta y luces integradas. Con la batería cargada tienen entre 60 y 90 km de autonomía según el nivel de asistencia que uses: de sobra para todo un día por Barcelona, subidas a Montjuïc incluidas. El motor te ayuda hasta los 25 km/h, como marca la ley; a partir de ahí pedaleas sin asistencia. Para alquileres de más de un día te damos el cargador: la batería se saca con la llave y se carga en unas 4 horas en cualquier enchufe. Para la montaña tenemos además e-MTB de doble suspensión.',
    ),
    spanish(
      roadMtb,
      'Sí. Para carretera tenemos Orbea Orca de carbono con grupo Shimano 105 de 12 velocidades y frenos de disco, en tallas de 49 a 60; cuestan 30 € por 4 horas, 45 € el día, 35 € cada día extra y 210 € la semana. Trae tus pedales y tus zapatillas, o pídenos al reservar pedales Shimano SPD-SL o Look Keo, que te ponemos gratis. Para montaña tenemos Orbea Onna rígidas de 29" (32 € el día) y e-MTB Orbea Wild de doble suspensión (55 € el día), ideales para Collserola y la Carretera de les Aigües. La fianza de estas bicis es de 250 € (100 € la de montaña rígida) y conviene reservar, sobre todo de marzo a junio y en octubre, cuando vienen muchos ciclistas a entrenar.',
    ),
    spanish(
      kids,
      'Sí. Tenemos sillitas traseras homologadas para niños de 9 a 22 kg (más o menos de 1 a 5 años) por 5 € al día, que se montan en las bicis urbanas y en las eléctricas. Los remolques Thule Chariot llevan a uno o dos niños de hasta 45 kg en total y cuestan 12 € al día; al soltarlos de la bici se usan como carrito. Para los niños que ya pedalean pero todavía no van solos por la ciudad tenemos barras de arrastre que unen su bici a la tuya (8 € al día). Las bicis infantiles son de 16" (de 4 a 6 años), 20" (de 6 a 9) y 24" (de 9 a 12) y cuestan 8 € por 4 horas y 10 € el día; el casco infantil es gratis y en España es obligatorio para los menores de 16 años.',
    ),
    spanish(
      included,
      'Con cada bici te damos gratis un casco (de varias tallas y desinfectado después de cada uso), un candado en U con cable para atar también la rueda delantera, luces delantera y trasera, timbre y soporte para el móvil. Las bicis urbanas y las eléctricas llevan además cesta delantera, y todos los alquileres incluyen seguro de responsabilidad civil y de accidentes y un mapa con nuestras rutas recomendadas. Se pagan aparte las alforjas (3 € al día), las sillitas y los remolques para niños y el Seguro Tranquilidad contra daños y robo (3 € al día, 5 € para las eléctricas y las de carretera). Para los adultos el casco no es obligatorio en la ciudad, aunque sí en carretera, pero siempre te lo recomendamos.',
    ),
    spanish(
      deposit,
      'Para alquilar tienes que ser mayor de 18 años y enseñarnos un documento de identidad original: pasaporte, DNI, NIE o carnet de conducir de la UE; una foto en el móvil no vale. Hacemos una copia y te devolvemos el documento en el momento, no nos lo quedamos. Como fianza hacemos una preautorización en tu tarjeta de crédito o débito de 100 € por bici urbana, infantil o de montaña rígida y de 250 € por bici eléctrica, e-MTB o de carretera; si lo prefieres, puedes dejarla en efectivo. La fianza se libera en cuanto devuelves la bici en buen estado, aunque con tarjeta tu banco puede tardar de 3 a 10 días en mostrarlo. Si alquiláis varias bicis, basta con el documento y la tarjeta de una persona, que es la responsable de todas.',
    ),
    spanish(
      damageTheft,
      'El desgaste normal y los pinchazos nunca se cobran. Si la bici sufre daños por una caída o por un mal uso, pagas la reparación según los precios de nuestro taller, como máximo el valor de la bici: 450 € la urbana, 900 € la de montaña rígida, 2.200 € la eléctrica y 2.600 € la de carretera o la e-MTB. Si te la roban, tienes que denunciarlo a los Mossos d’Esquadra en un plazo de 24 horas y traernos la denuncia y la llave del candado; sin seguro se cobra el valor completo de la bici. Con el Seguro Tranquilidad (3 € al día, 5 € para las eléctricas y las de carretera) los daños accidentales están cubiertos hasta 300 € y, en caso de robo, solo pagas una franquicia del 20 % del valor. El seguro no cubre la bici si la dejaste sin atar a un punto fijo o en la calle durante la noche.',
    ),
    spanish(
      cancellation,
      'Los alquileres se pueden cancelar gratis hasta 24 horas antes; si cancelas más tarde te devolvemos el 50 %, y si no te presentas no hay reembolso. Los tours se cancelan gratis hasta 48 horas antes; entre 48 y 24 horas antes te devolvemos el 50 %, y con menos de 24 horas no hay devolución. Para grupos de 10 personas o más la cancelación es gratis hasta 7 días antes, cuesta el 50 % hasta 72 horas antes y el importe completo después. Cambiar la fecha o la hora es gratis hasta 24 horas antes, según disponibilidad. Para cancelar o cambiar, responde al correo de confirmación o escríbenos por WhatsApp con tu número de reserva.',
    ),
    spanish(
      weather,
      'Barcelona tiene casi 300 días de sol al año, pero si llueve no pierdes tu dinero. Si a la hora de empezar el tour llueve, o si la AEMET tiene activo un aviso amarillo por lluvia o viento, lo cancelamos nosotros y eliges entre otra fecha o la devolución completa; te avisamos por WhatsApp 2 horas antes. En los alquileres, si llueve con fuerza a la hora de recoger la bici, puedes cambiar la fecha gratis o pedir un bono válido durante 12 meses. Si empieza a llover cuando ya estás en la bici no devolvemos el dinero, pero te damos chubasqueros gratis y puedes devolverla antes. En julio y agosto, con el calor, te recomendamos los tours de la mañana o el del atardecer.',
    ),
    spanish(
      gaudiTour,
      'El tour de Gaudí y el Modernismo dura 3 horas y recorre unos 14 km casi llanos en bici urbana, a ritmo tranquilo y con una parada cada 10 o 15 minutos. Vemos por fuera el Palau Güell, la cascada del Parc de la Ciutadella, la Casa Batlló y La Pedrera en el Passeig de Gràcia, la Sagrada Família y el Hospital de Sant Pau, con un guía que te cuenta las historias de cada edificio. Sale todos los días a las 10:00 y, de abril a octubre, también a las 15:30. Cuesta 35 € por adulto y 25 € para niños de 8 a 12 años (45 € si prefieres hacerlo en bici eléctrica), con bici, casco, guía y una botella de agua incluidos. Las entradas a los monumentos no están incluidas, y los grupos son de 12 personas como máximo.',
    ),
    spanish(
      montjuicTour,
      'Es un tour de 3 horas y media en bici eléctrica por la montaña de Montjuïc: unos 22 km con subidas que la bici hace fáciles. Pasamos por los Jardines de Mossèn Costa i Llobera, el Castillo de Montjuïc con vistas al puerto, el Anillo Olímpico con el Estadi Olímpic, el mirador del MNAC y la Font Màgica, y bajamos por el Poble-sec. Paramos en el mirador de Miramar, con una bebida incluida. Sale todos los días a las 10:00 (de junio a septiembre también a las 17:00) y cuesta 49 € por persona, con bici eléctrica, casco y guía. Es para mayores de 16 años que sepan montar en bici con soltura.',
    ),
    spanish(
      sunsetTour,
      'El tour del atardecer dura 2 horas y media y sale 2 horas antes de la puesta de sol: hacia las 18:45 en verano y las 16:00 en invierno (la hora exacta aparece en tu reserva). Recorremos el paseo marítimo desde la Barceloneta, pasando por el Port Olímpic y las playas de Nova Icària y Bogatell, hasta la Mar Bella, unos 12 km llanos. Vemos la puesta de sol en un chiringuito con una bebida incluida (cerveza, cava, sangría o refresco) y volvemos por el Parc de la Ciutadella. Cuesta 32 € por adulto y 22 € para niños de 8 a 12 años, con bici, luces, casco y guía. Sale todos los días de marzo a noviembre y, en invierno, solo los fines de semana.',
    ),
    spanish(
      tourInfo,
      'Todos nuestros tours salen cada día en español y en inglés; si el grupo es mixto, el guía lo explica todo en los dos idiomas. Los sábados hay también salidas en francés, y los tours privados se pueden hacer en catalán, francés, italiano o alemán si los reservas con 3 días de antelación. El punto de encuentro es siempre nuestra tienda, en el Carrer del Doctor Aiguader 22 (metro Barceloneta, L4): ven 15 minutos antes para ajustar la bici y el casco. Los grupos son de 12 personas como máximo; un tour privado cuesta el precio normal más un 50 %, con un mínimo de 120 €.',
    ),
    spanish(
      delivery,
      'Sí, te llevamos las bicis a tu hotel o apartamento y las recogemos cuando terminas. En Ciutat Vella, la Barceloneta, el Eixample, el Poblenou y Sant Antoni la entrega y la recogida cuestan 15 € en total por reserva; en Gràcia, el Poble-sec, Sants y el resto de Sant Martí, 25 €. Para alquileres de 3 días o más el servicio es gratis. Resérvalo al menos 24 horas antes: entregamos entre las 9:00 y las 20:00, en la franja de una hora que elijas. En la entrega tienes que estar presente con tu documento de identidad y la tarjeta para la fianza, y ajustamos las bicis contigo.',
    ),
    spanish(
      oneWay,
      'Sí, siempre que lo acordemos al reservar. Dentro de nuestra zona de entrega podemos recoger la bici en tu hotel o en otra dirección por 10 €, aunque la hayas recogido en la tienda. Si quieres pedalear por la costa sin volver, puedes dejarla en nuestras tiendas colaboradoras de Castelldefels (25 €) o de Sitges (35 €), abiertas todos los días de 10:00 a 19:00. No se puede dejar la bici atada en la calle para que pasemos a buscarla: hasta que la devuelves en el punto acordado, el alquiler sigue contando.',
    ),
    spanish(
      workshop,
      'Sí, nuestro taller arregla bicis de cualquier marca, también eléctricas, de lunes a sábado de 10:00 a 14:00 y de 16:00 a 19:00. Un pinchazo cuesta 8 € de mano de obra más la cámara (desde 6 €) y lo reparamos en unos 20 minutos mientras esperas. El ajuste de frenos o de cambios cuesta 12 €, la puesta a punto básica 35 € y la completa 75 €, y el diagnóstico de motores Bosch y Shimano Steps, 25 €. Para reparaciones más grandes trae la bici sin cita: normalmente está lista en 24 a 48 horas, y antes de empezar te damos el presupuesto. Si vives en Barcelona, pide nuestra tarjeta de taller gratuita, con un 10 % de descuento en mano de obra.',
    ),
    spanish(
      secondHand,
      'Sí. Cada temporada renovamos parte de la flota y vendemos las bicis de alquiler con una puesta a punto completa, ruedas y frenos revisados y 6 meses de garantía. Las urbanas cuestan desde 190 €, las de montaña desde 390 €, las de carretera desde 850 € y las eléctricas desde 990 €, estas con un informe del estado de la batería. La mayor oferta está en noviembre, al terminar la temporada, pero casi siempre hay alguna a la venta. Pídenos la lista actual por WhatsApp y ven a probarlas; la primera revisión durante los 3 meses siguientes es gratis.',
    ),
    spanish(
      groups,
      'Sí. Los grupos de 10 a 19 personas tienen un 10 % de descuento en alquileres y tours, y los de 20 o más, un 15 %. Para empresas organizamos rutas privadas, gincanas en bici por el Born y el Gòtic y actividades de team building de 2 a 4 horas para grupos de hasta 60 personas, con un guía por cada 12 participantes. Podemos añadir un aperitivo en un chiringuito de la playa o empezar y terminar en vuestro hotel, y hacemos factura con IVA a nombre de la empresa. Enviadnos la fecha, el número de personas y lo que os apetece hacer, y os mandamos un presupuesto en 24 horas.',
    ),
    spanish(
      rules,
      'En Barcelona la bici va por el carril bici, que tiene más de 300 km, y donde no lo hay, por la calzada; en las calles de 30 km/h, por el centro del carril. Está prohibido circular por las aceras, y la Guardia Urbana multa con 100 € o más; en las zonas peatonales y en el paseo marítimo compartido hay que ir a paso de peatón, como mucho a 10 km/h, y los peatones tienen siempre prioridad. En las calles estrechas del Gòtic y del Born y en la Rambla, bájate y lleva la bici a pie. No se pueden usar auriculares ni el móvil mientras pedaleas (multa de 200 €), de noche las luces son obligatorias y el casco es obligatorio para los menores de 16 años. Ata la bici solo en los aparcamientos para bicis, nunca a árboles ni farolas.',
    ),
    english(
      ageFitness,
      'Our tours go at an easy pace with plenty of stops, so you only need to be able to ride a bike confidently; no special fitness is needed. Children can join the Gaudí and sunset tours on their own bike from 8 years old (about 1.30 m tall), and younger children can come along in a child seat or on a tag-along attached to a parent’s bike. The Montjuïc tour and all e-bike rentals are for riders aged 16 and over, because the e-bikes are heavier and faster. To rent bikes in your own name you must be 18; under-18s ride under the responsibility of an adult in the booking. If you are unsure, send us a message and we will suggest the easiest option.',
    ),
    english(
      booking,
      'The easiest way is online at bicibarna.example/reservas: choose the bike or tour, the date and the time, and you get an instant confirmation by email. You can also book by WhatsApp on +34 644 218 730 or simply walk in. For city bikes walking in is usually fine, but e-bikes, road bikes, kids’ equipment and tours often sell out from May to September and at weekends, so book at least 2 days ahead. Online bookings made 48 hours in advance get 10% off. You pay by card when you book online, or in the shop by card, cash, Bizum, Apple Pay or Google Pay.',
    ),
    english(
      sizes,
      'Yes. Our city bikes and e-bikes come in S, M and L, which fit riders from about 1.50 m to 1.95 m, and we have a few XL city bikes for riders up to 2.05 m, so please book those early. The e-bikes and some city bikes have a low step-through frame, handy if you wear a skirt or find it hard to lift your leg. Road bikes come in sizes 49 to 60 cm. For shorter adults and teenagers from about 1.40 m we have XS city bikes with 26" wheels, and for children bikes with 16", 20" and 24" wheels. Tell us everyone’s height when you book and we will have the right bikes ready.',
    ),
    english(
      routes,
      'Yes. With every rental you get a free map with our three favourite routes, and we can send them to your phone as GPX files or Komoot links. The Coast Route is 14 km, flat and on bike lanes, along the beaches from Barceloneta to the Fòrum and back. The Modernisme Route takes you through the Eixample to the Sagrada Família and Sant Pau, about 12 km on bike lanes. For a challenge, the Carretera de les Aigües is a gravel path along the Collserola hills with amazing views over the city, about 25 km with a 350 m climb, best on an e-bike or a mountain bike.',
    ),
    english(
      breakdown,
      'Don’t worry: send us a WhatsApp message or call +34 644 218 730 with your location. Anywhere in Barcelona city we bring you a replacement bike, usually within 30 to 60 minutes, free of charge if the problem is a puncture or a mechanical fault. Our city bikes have puncture-resistant tyres, so flats are rare, and a puncture is never charged. Outside the city, for example in Collserola or on the coast beyond Badalona, we cannot come out, but we help you by phone and refund the unused time if you have to bring the bike back early. If the damage was caused by a fall or misuse, the repair is charged at our workshop prices unless you took the Seguro Tranquilidad.',
    ),
    english(
      overnight,
      'Yes: with a 24-hour, multi-day or weekly rental the bike stays with you. Overnight it must be kept indoors, in your room, your apartment or the hotel’s luggage or bike room; most hotels in the centre are happy to help. Never leave it locked in the street overnight: bike theft is common in Barcelona, and a bike stolen from the street at night is not covered by the Seguro Tranquilidad. For e-bikes we give you the charger: the battery comes out with the key and charges in about 4 hours from a normal European socket.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'Spanish',
      text: `TARIFAS 2026 – BiciBarna · Alquiler de bicicletas, tours guiados y taller
Carrer del Doctor Aiguader 22, 08003 Barcelona · Tel. 932 684 190 · WhatsApp +34 644 218 730 · hola@bicibarna.example
Precios en euros con el IVA (21 %) incluido, válidos del 1 de enero al 31 de diciembre de 2026. «Día» significa desde la recogida hasta la hora de cierre de la tienda; «24 horas», hasta la misma hora del día siguiente; «semana», 7 días seguidos.

ALQUILER DE BICICLETAS
Bicicleta urbana (3 velocidades Shimano Nexus, cesta y luces)
- 1 hora: 5 € · 2 horas: 8 € · 4 horas: 12 €
- Día: 16 € · 24 horas: 20 € · Día extra: 12 € · Semana: 65 €
Bicicleta eléctrica (motor Bosch, batería de 500 Wh, 60–90 km de autonomía)
- 1 hora: 10 € · 2 horas: 18 € · 4 horas: 25 €
- Día: 35 € · 24 horas: 40 € · Día extra: 28 € · Semana: 160 €
Bicicleta de carretera (Orbea Orca de carbono, Shimano 105, frenos de disco, tallas 49–60)
- 4 horas: 30 € · Día: 45 € · Día extra: 35 € · Semana: 210 €
Bicicleta de montaña rígida 29" (Orbea Onna)
- 4 horas: 22 € · Día: 32 € · Día extra: 25 € · Semana: 150 €
E-MTB de doble suspensión (Orbea Wild)
- 4 horas: 40 € · Día: 55 € · Día extra: 45 € · Semana: 260 €
Bicicleta infantil (16", 20" o 24")
- 4 horas: 8 € · Día: 10 € · Día extra: 7 €

Descuentos (no acumulables)
- Reserva online con 48 horas de antelación: 10 %
- Grupos de 10 a 19 personas: 10 % · Grupos de 20 personas o más: 15 %

ACCESORIOS Y EXTRAS
Incluidos sin coste con cada alquiler: casco para adulto o niño, candado en U con cable, luces, timbre, soporte para el móvil, mapa de rutas, seguro de responsabilidad civil y de accidentes, cargador en los alquileres de bicis eléctricas de más de un día, pedales Shimano SPD-SL o Look Keo para las bicis de carretera (pídelos al reservar) y chubasquero los días de lluvia.
- Sillita infantil trasera (niños de 9 a 22 kg): 5 € al día
- Remolque Thule Chariot (1 o 2 niños, hasta 45 kg, se convierte en carrito): 12 € al día
- Barra de arrastre para bici infantil: 8 € al día
- Alforjas (par, 2 × 20 litros): 3 € al día
- Seguro Tranquilidad (daños hasta 300 € y robo con franquicia del 20 %): 3 € al día para bicis urbanas, de montaña rígida e infantiles; 5 € al día para eléctricas, e-MTB y de carretera

FIANZAS (preautorización en tarjeta o efectivo)
- Bici urbana, infantil o de montaña rígida: 100 €
- Bici eléctrica, e-MTB o de carretera: 250 €

SERVICIOS
- Entrega y recogida en hotel o apartamento (precio total por reserva): zona 1 (Ciutat Vella, Barceloneta, Eixample, Poblenou, Sant Antoni) 15 €; zona 2 (Gràcia, Poble-sec, Sants y resto de Sant Martí) 25 €; gratis en alquileres de 3 días o más
- Recogida de la bici en otra dirección de la zona de entrega al terminar: 10 €
- Devolución en tienda colaboradora: Castelldefels 25 €, Sitges 35 €
- Retraso en la devolución: 5 € por hora o fracción (bicis eléctricas, e-MTB y de carretera: 10 €); devolver la bici después del cierre cuenta como un día extra
- Pérdida de la llave del candado: 25 € · del cargador: 45 € · del casco: 30 € · del candado: 40 €
- Asistencia con bici de sustitución dentro de Barcelona ciudad por pinchazo o avería: gratis

TOURS GUIADOS (bici, casco y guía incluidos; en español y en inglés todos los días, en francés los sábados)
- Tour de Gaudí y el Modernismo (3 h, 14 km, 10:00 y de abril a octubre también 15:30): adultos 35 €, niños de 8 a 12 años 25 €, suplemento bici eléctrica 10 €
- Tour de Montjuïc en bici eléctrica (3,5 h, 22 km, 10:00 y de junio a septiembre también 17:00, desde 16 años, bebida incluida): 49 €
- Tour del atardecer por las playas (2,5 h, 12 km, sale 2 horas antes de la puesta de sol, bebida incluida): adultos 32 €, niños de 8 a 12 años 22 €
- Tour privado en cualquier idioma disponible: precio del tour + 50 %, mínimo 120 €
- Grupos y empresas (gincanas, team building, rutas a medida): presupuesto en 24 horas

TALLER (mano de obra; las piezas se cobran aparte salvo que se indique)
- Reparación de pinchazo: 8 € + cámara desde 6 € (en unos 20 minutos, mientras esperas)
- Cambio de cubierta: 10 € + cubierta desde 22 €
- Líquido antipinchazos para tubeless: 10 € por rueda, líquido incluido
- Volver a colocar una cadena salida: gratis
- Cambio de cadena: 10 € + cadena desde 15 €
- Ajuste de cambios: 12 €
- Cambio de cable y funda de cambio o freno: 12 € + material desde 8 €
- Ajuste de frenos: 12 €
- Cambio de pastillas de freno de disco: 12 € por rueda + pastillas desde 15 €
- Zapatas de freno V-brake: 10 € por rueda + zapatas desde 8 €
- Purgado de freno hidráulico: 25 € por freno
- Centrado de rueda: 15 €
- Puesta a punto básica (ajuste de frenos y cambios, engrase de la cadena, presiones y apriete de tornillería): 35 €
- Puesta a punto completa (desmontaje y limpieza de la transmisión, centrado de ruedas, ajuste de dirección y pedalier, revisión de cables): 75 €
- Diagnóstico de bici eléctrica (Bosch, Shimano Steps): 25 €; actualización del software del motor: 15 €
- Hora de taller para otros trabajos: 40 €
- Tarjeta de taller para residentes en Barcelona: gratuita, 10 % de descuento en mano de obra
- Presupuesto: gratis. Reparaciones grandes listas en 24 a 48 horas. Horario del taller: de lunes a sábado de 10:00 a 14:00 y de 16:00 a 19:00.

VENTA DE BICIS DE SEGUNDA MANO (de nuestra flota de alquiler, con puesta a punto completa y 6 meses de garantía)
- Urbana: desde 190 € · Montaña rígida: desde 390 € · Carretera: desde 850 € · Eléctrica: desde 990 € (con informe del estado de la batería)
- Primera revisión durante los 3 meses siguientes a la compra: gratis`,
    },
    {
      title: terms,
      language: 'Spanish',
      text: `CONDICIONES DE ALQUILER DE BICIBARNA (vigentes desde el 1 de enero de 2026)

1. Titular del alquiler
El titular del alquiler debe ser mayor de 18 años y presentar un documento de identidad original y en vigor (pasaporte, DNI, NIE o permiso de conducir de un país de la UE). Hacemos una copia y le devolvemos el documento. El titular responde de todas las bicicletas de la reserva y de las personas que las usan, incluidos los menores que le acompañan. Las bicicletas eléctricas y las e-MTB solo pueden usarlas personas de 16 años o más.

2. Reserva y pago
Puede reservar en bicibarna.example/reservas, por WhatsApp o en la tienda; sin reserva le atendemos según disponibilidad. Las reservas online se pagan con tarjeta al reservar, y las reservas online hechas con 48 horas de antelación tienen un 10 % de descuento. En la tienda aceptamos tarjeta, efectivo, Bizum, Apple Pay y Google Pay. Las reservas de grupos se confirman con un pago del 30 %, y el resto se abona el día de la actividad.

3. Fianza
Al recoger la bicicleta se deja una fianza por bicicleta: 100 € por las urbanas, infantiles y de montaña rígidas y 250 € por las eléctricas, e-MTB y de carretera. Se hace como preautorización en una tarjeta de crédito o débito a nombre del titular o se deja en efectivo. La fianza se libera al devolver la bicicleta y sus accesorios en buen estado; si hay daños, retrasos o pérdidas, descontamos de ella los importes de la lista de precios.

4. Entrega y devolución
Antes de salir revisamos la bicicleta con usted y ajustamos el sillín y el casco. La bicicleta se devuelve en la tienda a la hora contratada y, en los alquileres por horas o por día, como muy tarde a la hora de cierre. Por cada hora de retraso o fracción se cobran 5 € (10 € en eléctricas, e-MTB y de carretera), y devolverla después del cierre cuenta como un día extra. Solo se puede devolver en otro sitio si se ha acordado al reservar: en una dirección de nuestra zona de entrega o en nuestras tiendas colaboradoras de Castelldefels y Sitges. Una bicicleta dejada en la calle no se considera devuelta. Durante la noche la bicicleta debe guardarse en un lugar cerrado, como la habitación, el apartamento o el guardaequipajes del hotel.

5. Uso de la bicicleta
La bicicleta es para el uso personal del titular y de sus acompañantes, en Barcelona y sus alrededores. Hay que respetar las normas de circulación: circular por el carril bici o la calzada, nunca por las aceras, y a paso de peatón en las zonas peatonales. Las multas que imponga la Guardia Urbana o los Mossos d’Esquadra durante el alquiler las paga el cliente. No está permitido llevar pasajeros (salvo un niño en una sillita homologada), subir o bajar escaleras montado, circular por la arena de la playa, participar en competiciones ni subarrendar la bicicleta.

6. Equipamiento
Con cada bicicleta entregamos un casco, un candado en U con cable y luces. El casco es obligatorio para los menores de 16 años y para todos fuera de la ciudad, y lo recomendamos siempre. De noche y en túneles deben llevarse las luces encendidas.

7. Averías, pinchazos y asistencia
Si la bicicleta tiene un pinchazo o una avería, llame o escriba al +34 644 218 730. Dentro de Barcelona ciudad le llevamos una bicicleta de sustitución sin coste, normalmente en 30 a 60 minutos. Fuera de la ciudad no hacemos desplazamientos, pero le ayudamos por teléfono y devolvemos el tiempo no usado si tiene que regresar antes. Los pinchazos y el desgaste normal nunca se cobran. No repare ni desmonte la bicicleta por su cuenta.

8. Daños
Los daños causados por caídas, golpes o mal uso se cobran según los precios de nuestro taller, como máximo por el valor de la bicicleta: urbana 450 €, infantil 200 €, montaña rígida 900 €, eléctrica 2.200 €, carretera y e-MTB 2.600 €. Informe de cualquier daño o caída al devolver la bicicleta.

9. Robo y pérdida
La bicicleta debe estar siempre atada con el candado a un punto fijo, en un aparcamiento para bicicletas. En caso de robo, denúncielo a los Mossos d’Esquadra en un plazo de 24 horas y tráiganos la denuncia y la llave del candado. Sin el Seguro Tranquilidad se cobra el valor completo de la bicicleta. La pérdida de la llave se cobra a 25 €, la del candado a 40 €, la del casco a 30 € y la del cargador a 45 €.

10. Seguros
Todos los alquileres y tours incluyen un seguro de responsabilidad civil y de accidentes personales. El Seguro Tranquilidad, opcional, cuesta 3 € al día (5 € en eléctricas, e-MTB y de carretera): cubre los daños accidentales hasta 300 € y, en caso de robo, reduce lo que paga a una franquicia del 20 % del valor de la bicicleta. No cubre los daños intencionados, el uso bajo los efectos del alcohol ni el robo de una bicicleta sin atar o dejada en la calle durante la noche.

11. Cancelaciones y cambios
Alquileres: cancelación gratis hasta 24 horas antes; después se devuelve el 50 %, y si no se presenta no hay reembolso. Tours: gratis hasta 48 horas antes; entre 48 y 24 horas, el 50 %; con menos de 24 horas, sin devolución. Grupos de 10 o más personas: gratis hasta 7 días antes; hasta 72 horas antes, el 50 %; después, el importe completo. Los cambios de fecha u hora son gratis hasta 24 horas antes, según disponibilidad.

12. Lluvia y mal tiempo
Si llueve al empezar un tour o hay un aviso amarillo de la AEMET por lluvia o viento, cancelamos el tour y puede elegir otra fecha o la devolución completa. Si llueve con fuerza a la hora de recoger una bicicleta de alquiler, puede cambiar la fecha gratis o recibir un bono válido 12 meses. Si la lluvia empieza durante el alquiler no se devuelve el importe, pero puede devolver la bicicleta antes.

13. Tours guiados
Los tours salen de nuestra tienda; preséntese 15 minutos antes. Si llega más de 15 minutos tarde, el grupo puede haber salido y no se devuelve el importe. Los niños pueden participar desde los 8 años en su propia bicicleta en los tours de Gaudí y del atardecer, o en sillita o barra de arrastre si son más pequeños; el tour de Montjuïc es a partir de 16 años. El guía puede excluir del tour a quien ponga en peligro al grupo o haya bebido alcohol antes de empezar, sin devolución.

14. Datos personales
Usamos sus datos solo para gestionar la reserva, la fianza y, en su caso, las denuncias y los seguros. No los cedemos a terceros salvo a la aseguradora o a las autoridades cuando la ley lo exige.`,
    },
  ],
  answerable: [
    // Spanish, close to the knowledge's words
    {
      question: '¿Cuánta autonomía tiene la batería de las bicicletas eléctricas?',
      answeredBy: [eBikes],
    },
    {
      question: '¿Qué documentos necesito para alquilar una bicicleta y cuánto es la fianza?',
      answeredBy: [deposit, terms, prices],
    },
    {
      question: '¿Dónde es el punto de encuentro de los tours y en qué idiomas son?',
      answeredBy: [tourInfo, terms, prices, description, services],
    },
    {
      question: '¿Cuál es la política de cancelación de los tours?',
      answeredBy: [cancellation, terms],
    },
    // Spanish paraphrases with everyday words
    {
      question: '¿El casco y el candado van aparte o entran en el precio?',
      answeredBy: [included, rentalPrices, prices, terms, services, description],
    },
    {
      question: 'Y si tengo un pinchazo en medio de la ruta, ¿qué hago? ¿Me lo cobráis?',
      answeredBy: [breakdown, terms, damageTheft],
    },
    {
      question: 'Quiero salir en bici con mi hijo de 3 años, ¿tenéis sillita para el niño?',
      answeredBy: [kids, prices, services, description, ageFitness],
    },
    {
      question:
        'Se me salió la cadena y ahora hace un ruido raro al pedalear, ¿me la podéis mirar?',
      answeredBy: [workshop, prices, services, description],
    },
    {
      question:
        'Los cambios de mi bici van fatal, saltan solos. ¿Cuánto me cobráis por ajustarlos?',
      answeredBy: [workshop, prices],
    },
    {
      question: '¿Cuánto me costaría cambiar las pastillas de freno de mi bici?',
      answeredBy: [prices],
    },
    {
      question:
        'Me da miedo que me roben la bici mientras comemos en una terraza. ¿Qué pasa si me la roban?',
      answeredBy: [damageTheft, terms],
    },
    // Latin American Spanish
    {
      question: '¿Cuánto sale rentar una cicla por una semana?',
      answeredBy: [rentalPrices, prices],
    },
    {
      question: 'Buenas, ¿ustedes rentan bicicletas para niños? Mi hija tiene 7 años.',
      answeredBy: [kids, prices, sizes, description, services],
    },
    {
      question: '¿Qué hago si se me poncha una llanta y estoy lejos de la tienda?',
      answeredBy: [breakdown, terms],
    },
    {
      question: '¿A qué hora sale el tour del atardecer y cuánto sale?',
      answeredBy: [sunsetTour, prices],
    },
    // WhatsApp Spanish, typos and missing accents
    { question: 'hola q horario teneis el finde?', answeredBy: [hours] },
    { question: 'cuanto es la fianza de la electrica porfa', answeredBy: [deposit, prices, terms] },
    {
      question: 'mñn dicen q llueve, puedo cambiar el alquiler a otro dia?',
      answeredBy: [weather, terms, cancellation],
    },
    {
      question: 'teneis tb bicis de carretera? vengo a entrenar una semana',
      answeredBy: [roadMtb, prices, sizes, services, description],
    },
    {
      question: 'se puede devolver la bici en sitges? vamos x la costa',
      answeredBy: [oneWay, prices, terms],
    },
    {
      question: 'cuanto cuesta el tour de montjuic en bici electrica',
      answeredBy: [montjuicTour, prices],
    },
    {
      question: 'vendeis bicis de segunda mano? busco una electrica barata',
      answeredBy: [secondHand, prices, description, services],
    },
    {
      question: 'donde esta la tienda, cerca del metro barceloneta?',
      answeredBy: [location, tourInfo, description],
    },
    // Long messages, the question at the end
    {
      question:
        'Hola, buenas. Somos una familia de Valladolid y vamos a pasar cuatro días en Barcelona en Semana Santa, en un piso turístico en el Poblenou, cerca de la Rambla del Poblenou. Venimos con los dos críos, de 4 y 9 años, y la idea es movernos en bici todos los días, ir a la playa y ver algo de Gaudí sin agobios. Como ir con los niños hasta vuestra tienda y volver se nos hace un poco cuesta arriba, ¿nos podríais llevar las bicis al piso y cuánto nos costaría?',
      answeredBy: [delivery, prices, services, description],
    },
    {
      question:
        'Buenas tardes. Les escribo desde Monterrey: somos 14 compañeros de una empresa de software y vamos a Barcelona a un congreso en mayo, y el jefe quiere que hagamos una actividad todos juntos la tarde del jueves, algo diferente a la típica cena. Pensamos en recorrer la ciudad en bici con un guía, pero algunos no se suben a una bici desde hace años y otros preferirían una eléctrica. ¿Ustedes organizan algo así para grupos y nos pueden hacer algún descuento? Necesitaríamos factura a nombre de la empresa.',
      answeredBy: [groups, groupRequest, prices, services],
    },
    {
      question:
        "Hi! My husband and I are coming to Barcelona on our honeymoon in June. We'd love to do the Gaudí bike tour, but to be honest neither of us has been on a bike in about ten years, I'm a bit nervous about the traffic, and he's not exactly sporty. Back home we only ever ride on the sidewalk in our little town lol. Is the tour OK for people like us, or is it too hard?",
      answeredBy: [ageFitness, gaudiTour],
    },
    {
      question:
        "Hello, I'm coming over from Manchester for a week of training in early March with a couple of mates from my club. We want to ride up to the Carretera de les Aigües and out along the coast to Sitges. I'm 1.88 m and normally ride a 58 or 60 frame, and I'll bring my own shoes with SPD-SL cleats. Can you sort me out a road bike with pedals for the week, and what will it cost?",
      answeredBy: [roadMtb, prices, sizes],
    },
    // One or two words
    { question: 'Fianza', answeredBy: [deposit, terms, prices] },
    { question: 'tour gaudí', answeredBy: [gaudiTour, prices, services, description] },
    { question: 'flat tire', answeredBy: [breakdown, damageTheft, terms, workshop, prices] },
    // English questions, Spanish knowledge; UK and US words
    {
      question: 'How much to hire a pushbike for the whole day?',
      answeredBy: [rentalPrices, prices],
    },
    { question: 'What happens to our tour if it rains?', answeredBy: [weather, terms] },
    {
      question:
        'Is it legal to ride on the pavement in Barcelona? And do adults have to wear a helmet?',
      answeredBy: [rules, terms, included],
    },
    {
      question:
        'We have a 2-year-old. Do you have a bike trailer, something like a stroller we can pull behind the bike?',
      answeredBy: [kids, prices, services, description],
    },
    {
      question: 'Can I cancel my e-bike rental the day before and get a refund?',
      answeredBy: [cancellation, terms],
    },
    // Spanish questions, English knowledge
    {
      question: '¿Hay que reservar con antelación o podemos ir directamente a la tienda?',
      answeredBy: [booking, terms],
    },
    { question: 'Mido 1,98, ¿tenéis bicis de mi talla?', answeredBy: [sizes] },
    {
      question: '¿Puedo dejarme la bici en el apartamento por la noche?',
      answeredBy: [overnight, terms],
    },
    {
      question: '¿Nos recomendáis alguna ruta para hacer por nuestra cuenta?',
      answeredBy: [routes, included],
    },
    {
      question: '¿A partir de qué edad pueden los niños ir en el tour?',
      answeredBy: [ageFitness, gaudiTour, sunsetTour, montjuicTour, terms],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    '¿Alquiláis patinetes eléctricos o motos? Queremos movernos por la ciudad sin tener que pedalear.',
    'Can I rent a car from you for a day trip to Montserrat?',
    '¿Hacéis excursiones en kayak o en barco por la costa desde la Barceloneta?',
    '¿Cuánto cuesta la entrada a la Sagrada Família y hay que comprarla con antelación?',
    'Do you sell new bikes? I want a brand-new folding bike to take home with me.',
    '¿Podéis llevar mi propia bici en furgoneta al aeropuerto del Prat y embalarla para el avión?',
    "Do you also do walking tours? My mum can't ride a bike but would love to see the Gaudí buildings.",
    'Do you rent Segways or run Segway tours along the beach?',
    // Plainly outside
    '¿Me recomendáis un buen sitio para comer paella?',
    'Where can I buy a local SIM card with data?',
  ],
};
