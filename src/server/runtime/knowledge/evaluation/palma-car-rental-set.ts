import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Tramuntana Cars, an independent family car rental in Palma de Mallorca, with an office off
 * the airport (on the Camí de Son Fangos, five minutes from the terminal by a free shuttle bus)
 * and an office at the port, on the Paseo Marítimo opposite the ferry terminal. It rents about
 * 180 cars (small cars, compacts, automatics, SUVs, convertibles, 7-seaters and 9-seat vans) by
 * the day, the week and, in winter, the month, with unlimited mileage, full-to-full fuel, the
 * deposit on a credit card (or on a debit card with the zero-excess cover), insurance with and
 * without excess, a young driver fee, child seats, a night arrival service for late flights,
 * delivery to hotels, one-way rentals between its two offices and permission to take the car on
 * the ferry to Menorca or Ibiza. Its customers write in Spanish (Mallorcans whose car is at the
 * garage or who need one for the winter, families from the mainland arriving by plane or by
 * ferry, students from Valencia or Madrid) and in English (British and German tourists, cyclists
 * training in the mountains, Erasmus students at the university). The owner wrote the briefing
 * in Spanish, most Q&A pairs in Spanish (offices and hours, the shuttle from the terminal,
 * returning after hours, the documents to bring, the fleet, 7- and 9-seaters, prices, mileage,
 * fuel, deposit, debit cards, payment, insurance and excess, age, child seats, the Serra de
 * Tramuntana and Sa Calobra, the ferry to Menorca and Ibiza, one-way rentals and hotel delivery,
 * monthly rentals, breakdowns, driving into Palma's old town) and a few in English (Formentor's
 * summer closure, convertibles, automatics, foreign licences, Erasmus students, late flights),
 * added two custom responses (a quote for a rental of more than a month, a complaint about a
 * charge or damage after the return), and pasted the 2026 price list and the general terms of
 * rental, both in Spanish.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday words from Mallorca and the mainland ("un buga", "una furgo", "los críos", "idò",
 * "sillitas", "el finde", "lo de la fianza", "the booking site's excess protection", "can't
 * drive manual", "off-airport"), long messages with a story around the question, typos and
 * chat-speak ("q", "xq", "pq", "tb", "pa", "me podéis", "cuánto sale", "vale", "u", "pls",
 * "lol", "wat", "4", "im", no accents), one- or two-word questions, short follow-ups that only
 * make sense after an earlier question ("vale, y el domingo abrís?", "and in winter? same
 * price?", "y si somos 9?"), Spanish questions against English knowledge and the reverse, and a
 * few that only a document answers (cancelling the day before, a second driver, a dog, a cool
 * box for the beach, Formentera, sand in the car). The outside questions include hard negatives
 * that share words with the knowledge (scooters, a quad tour in the Tramuntana, road-bike hire
 * next to the bike rack, boats at the port office, a job driving the shuttle, washing the fleet,
 * the ferry's timetable and fares, parking one's own car at the airport) and plain questions
 * about the weather in Mallorca and a paella in Palma.
 */

const english = qaIn('English');
const spanish = qaIn('Spanish');

// The sources' titles, as the answers name them.
const location = '¿Dónde están vuestras oficinas y qué horario tenéis?';
const shuttle = '¿Cómo llego desde la terminal del aeropuerto a vuestra oficina?';
const afterHours = '¿Puedo devolver el coche cuando la oficina está cerrada?';
const documentsNeeded = '¿Qué documentos necesito para recoger el coche?';
const fleet = '¿Qué coches tenéis?';
const bigCars = '¿Tenéis coches de 7 plazas o furgonetas de 9 plazas?';
const prices = '¿Cuánto cuesta alquilar un coche?';
const mileage = '¿El kilometraje es ilimitado?';
const fuel = '¿Cómo funciona la política de combustible lleno/lleno?';
const deposit = '¿Cuánto es la fianza y cómo se deja?';
const debitCard = '¿Puedo alquilar con tarjeta de débito, sin tarjeta de crédito?';
const payment = '¿Cómo puedo pagar el alquiler?';
const insurance = '¿Qué seguro incluye el alquiler y cuánto es la franquicia?';
const age = '¿Qué edad mínima hay que tener para alquilar un coche?';
const childSeats = '¿Tenéis sillas para niños y elevadores?';
const tramuntana = '¿Se puede ir con el coche por la Serra de Tramuntana y bajar a Sa Calobra?';
const ferry = '¿Puedo llevar el coche en el ferry a Menorca o a Ibiza?';
const oneWay =
  '¿Puedo recoger el coche en el aeropuerto y devolverlo en el puerto, o que me lo llevéis al hotel?';
const monthly = '¿Alquiláis coches por meses?';
const breakdown = '¿Qué hago si tengo una avería o un accidente?';
const palmaCentre = '¿Puedo entrar con el coche en el centro de Palma?';
const formentor = 'Can I drive to Cap de Formentor in the summer?';
const convertibles = 'Do you have convertibles?';
const automatics = 'Do you have automatic cars?';
const licence = 'Can I rent a car with a UK or other foreign driving licence?';
const erasmus = 'Do you have a discount for Erasmus students?';
const lateArrival = 'My flight lands late at night. Can I still pick up the car?';
const priceList = 'Tarifas 2026 – coches, extras y cargos';
const terms = 'Condiciones generales de alquiler 2026';
const monthlyQuote = 'Presupuesto para un alquiler de más de un mes';
const complaint = 'Reclamación por un cargo en la tarjeta o por daños tras la devolución';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const palmaCarRentalSet: EvaluationSet = {
  name: 'Palma car rental (Tramuntana Cars)',
  heldOut: false,
  agentName: 'Marga',
  briefing: {
    companyName: 'Tramuntana Cars',
    industry: 'automotive',
    description:
      'Tramuntana Cars es una empresa familiar e independiente de alquiler de coches en Palma de Mallorca, fundada en 2008 por Toni Ferrer y llevada hoy por él y su hija Marga. Tenemos dos oficinas: la del aeropuerto, fuera de la terminal, en el Camí de Son Fangos 14 (Sant Jordi), a 5 minutos con nuestro autobús lanzadera gratuito, y la del puerto, en la Avinguda de Gabriel Roca 41, en el Paseo Marítimo, justo enfrente de la Estación Marítima donde llegan los ferris de Barcelona, Valencia, Ibiza y Menorca. Nuestra flota tiene unos 180 coches de menos de dos años: utilitarios, compactos, SUV, descapotables, monovolúmenes de 7 plazas y furgonetas de 9 plazas, muchos con cambio automático. En temporada alta somos 22 personas, hablamos castellano, catalán, inglés y alemán, y conocemos cada curva de la Serra de Tramuntana.',
    targetAudience:
      'Turistas británicos, alemanes y escandinavos que aterrizan en Son Sant Joan para una o dos semanas; familias de la península que vienen en verano en avión o en ferry; mallorquines que necesitan un coche mientras el suyo está en el taller o cuando les visita la familia; estudiantes de Erasmus de la UIB que quieren recorrer la isla el fin de semana; ciclistas y senderistas que vienen a la Tramuntana en primavera y en otoño; y residentes y extranjeros que pasan el invierno en la isla y buscan un coche por meses.',
    keyServices:
      'Alquiler de coches por días, semanas y meses en Mallorca, con kilometraje ilimitado y política de combustible lleno/lleno; oficina en el aeropuerto de Palma con autobús lanzadera gratuito y oficina en el puerto de Palma, frente a la Estación Marítima; utilitarios, compactos, SUV, descapotables, monovolúmenes de 7 plazas y furgonetas de 9 plazas; coches automáticos; Cobertura Total sin franquicia; sillas infantiles y elevadores; recogida en una oficina y devolución en la otra sin coste; entrega y recogida en hoteles; autorización para llevar el coche en ferry a Menorca e Ibiza; servicio de llegada nocturna para vuelos que aterrizan después del cierre; alquiler mensual para residentes de noviembre a marzo.',
    commonQuestions:
      'Cómo llegar desde la terminal a la oficina del aeropuerto y los horarios de las dos oficinas, qué pasa si el vuelo llega tarde, cuánto cuesta según la temporada, la fianza y si se puede alquilar con tarjeta de débito, qué cubre el seguro y cuánto es la franquicia, la edad mínima y el suplemento de conductor joven, las sillas para niños, si se puede ir a Formentor en verano y bajar a Sa Calobra, si se puede llevar el coche a Menorca o a Ibiza, el combustible, los coches automáticos y los descapotables, los coches de 7 y 9 plazas, si se puede entrar en el centro de Palma y el alquiler por meses.',
    languages: ['Spanish', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Respuestas cortas y claras, con el precio en euros y siempre la oficina que corresponde (aeropuerto o puerto). Tuteamos a quien nos tutea y tratamos de usted a quien nos habla de usted. A quien escribe en inglés le contestamos en inglés, también a los alemanes y escandinavos que nos escriben en inglés. Terminamos siempre con un paso concreto: el enlace de reserva, el WhatsApp o el teléfono de la oficina.',
    personality:
      'Como un mallorquín de toda la vida que alquila coches: cercano, práctico y honesto con la fianza y la franquicia para que nadie se lleve sorpresas, con buenos consejos para conducir por la Tramuntana, aparcar cerca de las calas y no llevarse multas en el centro de Palma.',
    responseTemplates: [
      {
        scenario: monthlyQuote,
        response:
          '¡Gracias por pensar en nosotros para tanto tiempo! Para prepararte un presupuesto ajustado, dinos: la fecha de inicio y cuántos meses o semanas lo necesitas; el tipo de coche (utilitario, compacto, SUV o 7 plazas) y si tiene que ser automático; la edad de los conductores y desde cuándo tienen carnet; si vives en Mallorca (con DNI o NIE) o vienes a pasar una temporada; si quieres la Cobertura Total sin franquicia; y en qué oficina lo recogerías, o si prefieres que te lo llevemos. De noviembre a marzo el alquiler mensual empieza en 390 € al mes en utilitario, con kilometraje ilimitado; de abril a octubre depende de la disponibilidad. Escríbenos por WhatsApp al +34 611 48 27 90 o a hola@tramuntanacars.example y te contestamos con la oferta en menos de 24 horas.',
      },
      {
        scenario: complaint,
        response:
          'Sentimos mucho el disgusto. Los cargos y los daños los revisa personalmente Marga Ferrer, responsable de atención al cliente, y no queremos que nadie pague algo que no le corresponde. Para revisarlo cuanto antes, mándanos a reclamaciones@tramuntanacars.example: el número de contrato (empieza por TC-), la matrícula del coche, el cargo que ves en la tarjeta (una captura vale), y las fotos o el vídeo que hiciste al recoger y al devolver el coche si los tienes. Nosotros te enviaremos las fotos de nuestra revisión y, si hay un daño, el presupuesto del taller. Te respondemos en un máximo de 48 horas laborables. Si lo prefieres, tienes también a tu disposición las hojas de reclamaciones oficiales en nuestras dos oficinas.',
      },
    ],
  },
  qa: [
    spanish(
      location,
      'Tenemos dos oficinas. La oficina del aeropuerto está fuera de la terminal, en el Camí de Son Fangos 14, 07610 Sant Jordi (Palma), a 5 minutos con nuestro autobús lanzadera gratuito, que sale de la zona de lanzaderas de alquiler, delante de Llegadas. Abre todos los días, festivos incluidos: de abril a octubre de 6:00 a 24:00, y de noviembre a marzo de 7:00 a 23:00. La oficina del puerto está en la Avinguda de Gabriel Roca 41, 07015 Palma, en el Paseo Marítimo, justo enfrente de la Estación Marítima (a 2 minutos andando de los ferris). De mayo a octubre abre de lunes a sábado de 8:30 a 20:00 y los domingos y festivos de 9:00 a 14:00; de noviembre a abril, de lunes a viernes de 9:00 a 14:00 y de 16:00 a 19:00, los sábados de 9:00 a 13:00, y los domingos y festivos está cerrada. Teléfono del aeropuerto +34 971 26 48 30, teléfono del puerto +34 971 73 52 16, WhatsApp +34 611 48 27 90, correo hola@tramuntanacars.example.',
    ),
    spanish(
      shuttle,
      'Nuestra oficina del aeropuerto está fuera del recinto, a 5 minutos, y te llevamos gratis en nuestra lanzadera. Cuando salgas de la sala de recogida de equipajes, en la planta 0 (Llegadas), sal por la puerta principal, cruza el paso de peatones hacia el aparcamiento y sigue los carteles “Car Rental Shuttle / Lanzaderas alquiler”: nuestra parada es la número 8. La lanzadera es un minibús blanco con el logo verde de Tramuntana Cars y pasa cada 15 minutos durante todo el horario de la oficina; no hace falta llamar. Si viajáis con muchos niños o muchas maletas, escríbenos por WhatsApp al +34 611 48 27 90 al aterrizar y te esperamos con la furgoneta grande. A la vuelta, deja el coche en nuestra oficina y la lanzadera te lleva a la planta de Salidas: calcula unos 20 minutos más para la devolución y el trayecto.',
    ),
    spanish(
      afterHours,
      'Sí, las dos oficinas tienen un buzón de llaves 24 horas y la devolución fuera de horario no tiene coste. En el aeropuerto, aparca en nuestra zona de devolución del Camí de Son Fangos 14 (carriles marcados “Return / Devolución”), haz fotos del coche por fuera, del cuentakilómetros y del nivel de combustible, y echa la llave en el buzón junto a la puerta. Si la lanzadera ya no funciona, hay una parada de taxis a 50 metros (unos 12 € hasta la terminal). En el puerto, aparca en las plazas de Tramuntana Cars del aparcamiento de la Avinguda de Gabriel Roca 41, planta -1, y echa la llave en el buzón de la entrada. Ten en cuenta que el coche sigue bajo tu responsabilidad hasta que lo revisamos, a la apertura siguiente.',
    ),
    spanish(
      documentsNeeded,
      'Del conductor principal necesitamos: el carnet de conducir original y en vigor, con al menos 2 años de antigüedad; el DNI o el pasaporte (los residentes extranjeros, el NIE o la tarjeta de residencia); una tarjeta de crédito a su nombre para la fianza; y el número de reserva. El carnet digital de la app miDGT vale en España, pero trae también el de plástico si lo tienes. Puedes reservar en tramuntanacars.example, por WhatsApp o por teléfono. La recogida en el mostrador dura unos 15 minutos, o 5 si has hecho el check-in online con el enlace que te mandamos por correo dos días antes.',
    ),
    spanish(
      fleet,
      'Tenemos unos 180 coches de menos de dos años, en siete grupos: A, utilitarios (Fiat Panda, Toyota Aygo X, manuales); B, compactos (Seat Ibiza, VW Polo, manuales); C, compactos automáticos (Toyota Yaris Hybrid, Peugeot 208 automático); D, SUV automáticos (Seat Arona DSG, Toyota C-HR Hybrid); E, descapotables (Fiat 500 Cabrio, Mini Cooper Cabrio, automáticos); F, monovolúmenes de 7 plazas (Dacia Jogger manual, VW Touran DSG automático); y G, furgonetas de 9 plazas (Ford Tourneo Custom, Opel Vivaro Combi, manuales). Se reserva un grupo, no un modelo: te damos uno de los modelos del grupo o uno equivalente. Todos tienen aire acondicionado, Bluetooth y Apple CarPlay o Android Auto, y la etiqueta ECO o C de la DGT. Para la Tramuntana y para aparcar cerca de las calas, lo más cómodo es un utilitario o un compacto.',
    ),
    spanish(
      bigCars,
      'Sí. De 7 plazas tenemos el Dacia Jogger (manual) y el VW Touran (automático DSG): con las 7 plazas montadas caben solo 2 o 3 maletas de cabina, así que si sois 7 con maletas grandes os conviene la furgoneta. De 9 plazas tenemos la Ford Tourneo Custom y la Opel Vivaro Combi, manuales y diésel, con sitio para 9 personas y unas 6 maletas medianas. Se conducen con el carnet B normal, pero para las de 9 plazas el conductor necesita 25 años y 3 años de carnet. Miden 1,98 m de alto, así que no entran en muchos aparcamientos subterráneos de Palma, y no pueden bajar a Sa Calobra. Precio por día, para 1 o 2 días: 7 plazas desde 49 € en invierno y 125 € de julio a septiembre; 9 plazas desde 69 € y 169 €. Tenemos pocas: para el verano, resérvalas con dos o tres meses de antelación.',
    ),
    spanish(
      prices,
      'Depende del grupo y de la temporada: baja (noviembre a marzo), media (abril a junio y octubre) y alta (julio a septiembre). Precio por día para 1 o 2 días, con IVA, seguro con franquicia y kilometraje ilimitado, en temporada baja / media / alta: utilitario 22 € / 35 € / 59 €; compacto 26 € / 42 € / 69 €; compacto automático 29 € / 46 € / 75 €; SUV 38 € / 58 € / 95 €; descapotable 45 € / 69 € / 119 €; 7 plazas 49 € / 75 € / 125 €; 9 plazas 69 € / 105 € / 169 €. A partir de 3 días el precio por día baja, y la semana sale más barata todavía: una semana en utilitario cuesta 119 € en invierno, 199 € en mayo y 349 € en agosto. En Semana Santa y en el puente de diciembre se aplica la temporada alta. El precio exacto de tus fechas lo ves en tramuntanacars.example o te lo damos por WhatsApp.',
    ),
    spanish(
      mileage,
      'Sí, todos nuestros alquileres tienen kilometraje ilimitado en Mallorca, también los mensuales, sin letra pequeña. Para que te hagas una idea, la vuelta completa a la isla por la costa son unos 300 km, y de Palma a Port de Pollença o a Cala d’Or hay unos 60 km.',
    ),
    spanish(
      fuel,
      'Todos nuestros coches se entregan con el depósito lleno y hay que devolverlos llenos (lleno/lleno): solo pagas la gasolina que gastas. La gasolinera más cercana a la oficina del aeropuerto es la Repsol del Camí de Son Fangos, a 600 metros; para la oficina del puerto, la de Porto Pí, a 5 minutos. Guarda el tique de la gasolinera por si hay dudas con el nivel. Si el coche vuelve sin el depósito lleno, cobramos el combustible que falta y un cargo de gestión, según la tarifa vigente. Los híbridos (Yaris, C-HR) llevan gasolina normal y no se enchufan; todos los demás coches son de gasolina, menos las furgonetas de 9 plazas, que son diésel.',
    ),
    spanish(
      deposit,
      'Al recoger el coche bloqueamos una fianza (una preautorización) en una tarjeta de crédito a nombre del conductor principal. Es igual a la franquicia: 900 € para utilitarios y compactos (grupos A, B y C), 1.200 € para SUV, descapotables y 7 plazas (D, E y F) y 1.500 € para las furgonetas de 9 plazas (G). Si contratas nuestra Cobertura Total, la fianza baja a 150 €, para el combustible y las multas. No es un cobro: el importe queda retenido y lo liberamos al devolver el coche, aunque tu banco puede tardar de 5 a 10 días en volver a mostrarlo disponible. Aceptamos Visa, Mastercard y American Express; no aceptamos tarjetas virtuales ni prepago para la fianza.',
    ),
    spanish(
      debitCard,
      'Sí, pero solo si contratas nuestra Cobertura Total sin franquicia. En ese caso te cobramos en la tarjeta de débito una fianza de 150 € (para el combustible y las multas) y te la devolvemos al final del alquiler, normalmente en 3 a 7 días. Con el seguro básico con franquicia, la fianza tiene que ir en una tarjeta de crédito. No aceptamos fianzas en efectivo ni por Bizum, ni con tarjetas prepago o virtuales, y la tarjeta tiene que estar a nombre de quien conduce, no de un familiar.',
    ),
    spanish(
      payment,
      'El alquiler lo puedes pagar al reservar en la web, con tarjeta, o al recoger el coche en la oficina: con tarjeta de crédito o de débito (Visa, Mastercard, American Express), en efectivo en euros o por Bizum (solo con un móvil español). Empresas y autónomos pueden pedir factura con su NIF al reservar. La fianza va aparte y se deja siempre con tarjeta.',
    ),
    spanish(
      insurance,
      'Todos los alquileres incluyen el seguro obligatorio a terceros y la cobertura de daños del coche y de robo, con una franquicia de 900 € (utilitarios y compactos), 1.200 € (SUV, descapotables y 7 plazas) o 1.500 € (9 plazas): es lo máximo que pagarías si el coche sufre daños. Con la Cobertura Total la franquicia pasa a 0 €, quedan cubiertos también lunas, neumáticos, retrovisores y bajos, y la fianza baja a 150 €. Cuesta 15 € al día para utilitarios y compactos, 19 € al día para SUV, descapotables y 7 plazas y 25 € al día para las 9 plazas, con un máximo de 21 días cobrados. Si has comprado un seguro de franquicia en una web de reservas o lo tienes con tu tarjeta, puedes usarlo, pero nosotros no trabajamos con esa compañía: dejas la fianza normal, nos pagas los daños si los hay y luego se los reclamas a ella.',
    ),
    spanish(
      age,
      'Hay que tener al menos 21 años y 2 años de carnet. Entre 21 y 24 años se paga el suplemento de conductor joven: 10 € al día, con un máximo de 100 € por alquiler. Para los descapotables y las furgonetas de 9 plazas se piden 25 años y 3 años de carnet. No hay edad máxima: si tienes 80 años y el carnet en vigor, te alquilamos el coche encantados.',
    ),
    spanish(
      childSeats,
      'Sí, homologadas según la norma i-Size o ECE R44/04. Silla de bebé a contramarcha (de 0 a 13 kg, hasta unos 15 meses) y silla infantil (de 9 a 18 kg, de 1 a 4 años): 7 € al día, con un máximo de 49 € por alquiler. Elevador con respaldo (de 15 a 36 kg, de 4 a 12 años): 5 € al día, con un máximo de 35 €. En España los niños de menos de 135 cm tienen que ir en su sistema de retención, y en los asientos de atrás. Pídelas al reservar, sobre todo para julio y agosto, porque se agotan. Te las damos limpias y, si quieres, te ayudamos a montarlas en la oficina. También puedes traer la tuya: muchas aerolíneas la facturan gratis.',
    ),
    spanish(
      tramuntana,
      'Sí, y es lo más bonito de la isla. La carretera Ma-10 va de Andratx a Pollença pasando por Banyalbufar, Valldemossa, Deià, Sóller y el Santuari de Lluc: está asfaltada y en buen estado, pero es estrecha y con muchas curvas, y hay ciclistas y autocares. La bajada a Sa Calobra (Ma-2141) son 12 km de curvas cerradas, con el famoso “nudo de corbata”: se puede bajar con todos nuestros coches menos con las furgonetas de 9 plazas, que no pueden por su tamaño. Nuestros consejos: coge un utilitario o un compacto, sal antes de las 10:00 para evitar los autocares, adelanta a los ciclistas dejando 1,5 metros, usa marchas cortas en las bajadas y llena el depósito antes de subir, porque en la sierra hay pocas gasolineras (la más cómoda está en Sóller). En Sa Calobra, Sóller y Valldemossa los aparcamientos son de pago y en agosto se llenan antes de las 11:00.',
    ),
    spanish(
      ferry,
      'Sí, a Menorca y a Ibiza, con nuestra autorización previa: pídela al reservar o al menos 48 horas antes. El suplemento es de 50 € por alquiler, sea cual sea la duración, y el seguro sigue cubriendo el coche en la otra isla; los daños durante la travesía o en la bodega del barco no están cubiertos. Se pueden llevar todos los coches menos los descapotables. El billete del barco lo compras tú directamente con la naviera, y el coche tiene que volver a Mallorca y devolverse en nuestra oficina del aeropuerto o en la del puerto. Los barcos a Ibiza salen del puerto de Palma, a 2 minutos de nuestra oficina del puerto; a Menorca hay barcos desde Palma y desde Alcúdia. A la península no se puede llevar el coche.',
    ),
    spanish(
      oneWay,
      'Sí. Puedes recoger el coche en una oficina y devolverlo en la otra (aeropuerto o puerto) sin ningún coste: solo indícalo al reservar. También te lo llevamos al hotel o al apartamento y lo recogemos allí, para alquileres de 3 días o más y entre las 9:00 y las 19:00: 25 € por trayecto en Palma, Playa de Palma, Can Pastilla y Cala Major, y 45 € por trayecto en el resto de la isla (Alcúdia, Pollença, Sóller, Cala d’Or, Cala Millor…). Te esperamos en la recepción con el contrato: ten a mano el carnet, el DNI o pasaporte y la tarjeta para la fianza.',
    ),
    spanish(
      monthly,
      'Sí, de noviembre a marzo alquilamos coches por meses, sobre todo a residentes, a trabajadores de temporada y a extranjeros que pasan el invierno en la isla. Precio por mes, con seguro con franquicia, mantenimiento, ITV y kilometraje ilimitado: utilitario 390 €, compacto 450 €, compacto automático 490 €, SUV 620 € y 7 plazas 790 €. Si lo alquilas 3 meses seguidos o más, te hacemos un 10 % de descuento. La Cobertura Total cuesta 150 € más al mes. Entre abril y octubre no tenemos tarifa mensual fija: te preparamos un presupuesto según la disponibilidad. Cada 30 días pasas por cualquiera de las dos oficinas para una revisión rápida del coche.',
    ),
    spanish(
      breakdown,
      'Llama a nuestra asistencia en carretera 24 horas, todos los días del año: +34 971 26 48 39. Te mandan la grúa y, si el coche no se puede arreglar en el momento, te llevamos un coche de sustitución a cualquier punto de Mallorca en unas 3 horas (en temporada alta, como mucho 4). En caso de accidente: ponte el chaleco, enciende la baliza V-16 que va en la guantera y, si hay heridos, llama al 112. Rellena con el otro conductor la declaración amistosa de accidente que está en la guantera, haz fotos de los dos coches y de las matrículas, y avísanos en las 24 horas siguientes. No dejes que ningún taller repare el coche sin hablar antes con nosotros. Si pinchas una rueda, llama también a la asistencia: con la Cobertura Total no te cuesta nada.',
    ),
    spanish(
      palmaCentre,
      'Mejor no. El casco antiguo de Palma (la zona de la Catedral, el Born, Santa Eulàlia, Sant Nicolau, la Llotja) es un área de acceso restringido (ACIRE): solo pueden entrar vecinos, taxis y clientes de hoteles de la zona que el hotel haya dado de alta con la matrícula, y hay cámaras en cada entrada. Si entras sin permiso, la multa es de 90 € y llega a nuestro nombre: te la pasamos con los gastos de gestión de la tarifa. Además, todo lo que queda dentro de la Vía de Cintura es Zona de Bajas Emisiones, pero todos nuestros coches tienen etiqueta ECO o C y pueden circular por ella. Para visitar el centro, aparca en un aparcamiento público: Parc de la Mar (debajo de la Catedral), Plaça Major, Antoni Maura o Via Roma, unos 2,50 € la hora. En las calles con zona azul (ORA) se paga de lunes a viernes de 9:00 a 14:00 y de 16:30 a 20:00 y los sábados de 9:00 a 14:00, con un máximo de 2 horas.',
    ),
    english(
      formentor,
      'Yes, but not at any time of day. From 1 June to 31 October, every day from 10:00 to 19:15, the road from Formentor beach to the lighthouse (Ma-2210) is closed to private cars, rental cars included; cameras read the number plates and the fine is €200, which reaches us and which we pass on to you with our admin fee. During those months you can still drive to the Mirador Es Colomer viewpoint and to Formentor beach (paid car park), or leave the car in Port de Pollença and take the public shuttle bus to the lighthouse, which runs every 30 to 45 minutes. Before 10:00, after 19:15 (lovely for the sunset) and from November to May you can drive all the way to the lighthouse. The road is narrow and twisty, with cyclists and wild goats: a small car is the easiest choice.',
    ),
    english(
      convertibles,
      'Yes, group E: the Fiat 500 Cabrio and the Mini Cooper Cabrio, both automatic. They seat 4 (2 adults and 2 children is more comfortable) and the boot takes about two cabin bags, so they are best for couples. Price per day for 1 or 2 days: €45 from November to March, €69 from April to June and in October, €119 from July to September. The driver must be at least 25 and have held a licence for 3 years, and convertibles may not be taken on the ferry to Menorca or Ibiza. Tip: close the roof whenever you park, and never leave bags or phones in the car. In July and August bring sun cream and a hat: the midday sun in an open car is fierce.',
    ),
    english(
      automatics,
      'Yes. Groups C (Toyota Yaris Hybrid, Peugeot 208 automatic), D (Seat Arona DSG, Toyota C-HR Hybrid) and E (the convertibles) are always automatic, and so is the VW Touran 7-seater if you book it as “7-seater automatic”. Groups A and B (Fiat Panda, Toyota Aygo X, Seat Ibiza, VW Polo), the Dacia Jogger and the 9-seat vans are manual. If you can only drive an automatic, book group C or higher: then an automatic is guaranteed, never a manual “or similar”. The cheapest automatic is the compact automatic, from €29 a day in winter and €75 a day in July to September.',
    ),
    english(
      licence,
      "Yes. We accept any driving licence that is valid and that you have held for at least 2 years: EU, EEA and Swiss licences, UK photocard licences (we don't need a DVLA check code), US, Canadian and Australian licences and most others. If your licence is not written in the Latin alphabet (Arabic, Chinese, Cyrillic or Greek, for example), bring an International Driving Permit together with it. Bring the physical card: photos and scans are not accepted. You also need your passport or national ID card and a credit card in the main driver's name for the deposit.",
    ),
    english(
      erasmus,
      'Yes! Erasmus students and UIB students get 10% off every rental from October to May with a valid student card or Erasmus certificate. From November to March there is also our weekend deal, Friday 16:00 to Monday 10:00: a small car (group A) for €45, insurance and unlimited kilometres included, and your 10% comes off that too. You need to be at least 21 and have held your licence for 2 years, and the young driver fee (€10 a day, max €100) applies if you are under 25. Many students have no credit card: that is fine if you take our Full Cover (Cobertura Total), and then we only take a €150 deposit on your debit card. Shared between 4 or 5 friends, a car is usually cheaper than the bus for a tour of the island.',
    ),
    english(
      lateArrival,
      "Yes. Our airport office is open until midnight from April to October and until 23:00 from November to March, and the shuttle runs until closing time. Always add your flight number to the booking: if your flight is delayed, we wait for you up to 2 hours after closing at no extra cost. If your flight is scheduled to land after closing time, book our night arrival service (€35): one of us waits for you and picks you up with the shuttle at stop 8, until 2:00 at the latest. For flights landing later than that, take a taxi to your hotel and collect the car the next morning from 6:00 (7:00 in winter); the rental starts when you pick up the car, so you don't pay for the night. If anything goes wrong on the way, WhatsApp us on +34 611 48 27 90.",
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'Spanish',
      text: `TARIFAS 2026 – TRAMUNTANA CARS
Oficina Aeropuerto: Camí de Son Fangos 14, 07610 Sant Jordi (Palma) – Oficina Puerto: Avinguda de Gabriel Roca 41, 07015 Palma
Precios en euros, IVA (21 %) incluido, válidos del 1 de enero al 31 de diciembre de 2026.
Incluido en todos los alquileres: seguro obligatorio a terceros, cobertura de daños y robo con franquicia, kilometraje ilimitado en Mallorca, asistencia en carretera 24 horas y lanzadera del aeropuerto.

Temporadas
Baja: del 1 de noviembre al 31 de marzo. Media: del 1 de abril al 30 de junio y del 1 al 31 de octubre. Alta: del 1 de julio al 30 de septiembre, Semana Santa (del 28 de marzo al 6 de abril) y del 4 al 8 de diciembre.

1. Coches – precio por día (1-2 días) / precio por día (3-6 días) / semana (7 días)
A Utilitario (Fiat Panda, Toyota Aygo X, manual): baja 22 / 18 / 119 – media 35 / 30 / 199 – alta 59 / 52 / 349
B Compacto (Seat Ibiza, VW Polo, manual): baja 26 / 22 / 139 – media 42 / 36 / 239 – alta 69 / 62 / 409
C Compacto automático (Toyota Yaris Hybrid, Peugeot 208): baja 29 / 25 / 159 – media 46 / 40 / 265 – alta 75 / 68 / 449
D SUV automático (Seat Arona DSG, Toyota C-HR Hybrid): baja 38 / 33 / 209 – media 58 / 50 / 329 – alta 95 / 85 / 559
E Descapotable automático (Fiat 500 Cabrio, Mini Cooper Cabrio): baja 45 / 39 / 249 – media 69 / 60 / 399 – alta 119 / 105 / 699
F 7 plazas (Dacia Jogger manual, VW Touran DSG): baja 49 / 42 / 269 – media 75 / 66 / 439 – alta 125 / 110 / 729
G 9 plazas (Ford Tourneo Custom, Opel Vivaro Combi, manual, diésel): baja 69 / 60 / 379 – media 105 / 92 / 609 – alta 169 / 149 / 989
Día adicional a partir de 8 días: precio de la semana dividido entre 7.
Fin de semana (viernes 16:00 – lunes 10:00), solo en temporada baja: A 45 – B 55 – C 65.

2. Alquiler mensual (del 1 de noviembre al 31 de marzo; seguro con franquicia, mantenimiento, ITV y kilometraje ilimitado)
A 390 – B 450 – C 490 – D 620 – F 790 por mes. 3 meses seguidos o más: 10 % de descuento. Cobertura Total: 150 por mes. De abril a octubre, bajo presupuesto.

3. Coberturas
Franquicia por siniestro, igual a la fianza con el seguro básico: grupos A, B y C 900 – D, E y F 1.200 – G 1.500.
Cobertura Total (franquicia 0, incluye lunas, neumáticos, retrovisores y bajos; fianza 150): A, B y C 15 por día – D, E y F 19 por día – G 25 por día. Máximo 21 días cobrados por alquiler.

4. Extras (precio por día, con máximo por alquiler)
- Conductor adicional: 6 por día, máximo 60; gratis en los alquileres mensuales
- Conductor joven (21-24 años): 10 por día, máximo 100
- Silla de bebé (0-13 kg) o silla infantil (9-18 kg): 7 por día, máximo 49
- Elevador con respaldo (15-36 kg): 5 por día, máximo 35
- Portabicicletas de enganche para 2 bicicletas (solo grupos D y F): 8 por día, máximo 56
- Nevera de playa de 24 litros con 2 acumuladores de frío: 3 por día, máximo 21
- Soporte de móvil y cable USB-C: gratis
- Autorización para llevar el coche en ferry a Menorca o Ibiza (todos los grupos menos el E): 50 por alquiler
- Servicio de llegada nocturna (recogida en el aeropuerto después del cierre, hasta las 2:00): 35
- Entrega o recogida en hotel o apartamento (alquileres de 3 días o más, de 9:00 a 19:00): Palma, Playa de Palma, Can Pastilla y Cala Major 25 por trayecto; resto de Mallorca 45 por trayecto
- Descuento para estudiantes Erasmus y de la UIB: 10 % de octubre a mayo, con carné de estudiante en vigor

5. Cargos
- Combustible que falte al devolver el coche: 2,40 por litro + 25 de gestión
- Limpieza extraordinaria (arena de playa en exceso, barro, manchas en la tapicería): 40; pelos de animales: 60; olor a tabaco: 200
- Gestión de multas (tráfico, aparcamiento, ACIRE, restricción de Formentor): 40 por expediente
- Pérdida o rotura de la llave: 250 (no lo cubre ninguna cobertura)
- Retraso en la devolución: 29 minutos de cortesía; después, un día más a la tarifa vigente
- Pertenencias olvidadas enviadas por mensajería: 15 + gastos de envío`,
    },
    {
      title: terms,
      language: 'Spanish',
      text: `CONDICIONES GENERALES DE ALQUILER – Tramuntana Cars S.L., CIF B57481236, Camí de Son Fangos 14, 07610 Sant Jordi (Palma), Illes Balears. Oficina del puerto: Avinguda de Gabriel Roca 41, 07015 Palma. En vigor desde el 1 de enero de 2026.

1. Conductores
Edad mínima 21 años y 2 años de carnet; descapotables (grupo E) y furgonetas de 9 plazas (grupo G): 25 años y 3 años de carnet. Entre 21 y 24 años se aplica el suplemento de conductor joven. El carnet debe ser original y estar en vigor; si no está en alfabeto latino, debe ir acompañado del permiso internacional de conducción. Solo pueden conducir el conductor principal y los conductores adicionales inscritos en el contrato (extra de pago), que deben presentarse en la oficina con su carnet y su documento de identidad, al recoger el coche o más tarde en cualquiera de las dos oficinas, y cumplir las mismas condiciones. Un conductor no inscrito en el contrato no está asegurado.

2. Reserva, cambios y cancelación
La reserva puede cancelarse gratis hasta 48 horas antes de la hora de recogida; con menos de 48 horas de antelación se cobran 40 €. Los cambios de fecha o de grupo son gratuitos hasta 48 horas antes, según disponibilidad. Si el cliente no se presenta ni avisa, la reserva se cancela 3 horas después de la hora prevista y se cobra un día de alquiler, salvo retraso del vuelo indicado en la reserva. Los días no utilizados por una devolución anticipada no se reembolsan. Las ampliaciones se piden antes del final del alquiler, por WhatsApp o por teléfono, y dependen de la disponibilidad; sin ampliación aceptada, el retraso se cobra según la tarifa.

3. Fianza y pago
Preautorización en una tarjeta de crédito del conductor principal por el importe de la franquicia del grupo; con la Cobertura Total, 150 € en tarjeta de crédito o de débito. No se aceptan tarjetas prepago ni virtuales, ni fianzas en efectivo o por Bizum. La fianza se libera al cerrar el contrato, descontados los cargos pendientes.

4. Combustible
Lleno/lleno: el vehículo se entrega con el depósito lleno y debe devolverse lleno. En caso contrario se cobran el combustible que falte y el cargo de gestión de la tarifa vigente.

5. Uso del vehículo
Prohibido fumar y vapear dentro del vehículo. Los animales de compañía se admiten dentro de un transportín o sobre una funda protectora de asiento que aporta el cliente; los pelos se cobran según la tarifa. La suciedad extraordinaria (arena de playa en exceso, barro, manchas) se cobra también según la tarifa. Está prohibido circular por caminos de tierra y pistas sin asfaltar, incluidos los accesos sin asfaltar a calas como el de Cala Varques, y por playas; bajar a Sa Calobra con furgonetas del grupo G; y circular por el tramo restringido de Formentor en el horario de cierre. Quedan prohibidos el subarriendo, el transporte de pasajeros a cambio de dinero, las carreras y llevar más personas que plazas.

6. Territorio
El vehículo solo puede circular por Mallorca. Para llevarlo a Menorca o a Ibiza hace falta la autorización previa de Tramuntana Cars y pagar el suplemento de la tarifa (no autorizado para el grupo E). Está prohibido llevarlo a Formentera y a la península. Los daños producidos durante la travesía marítima o en la bodega del barco no están cubiertos.

7. Seguro y exclusiones
Franquicia por siniestro según el grupo; con la Cobertura Total, 0 €. No están cubiertos nunca, ni siquiera con la Cobertura Total: los daños por circular por caminos sin asfaltar, por playas o por torrentes y zonas inundadas; los daños en el interior, incluidos los causados por la lluvia con la capota abierta; la pérdida o rotura de llaves; el error de combustible; los objetos personales dejados en el vehículo; y los daños causados bajo los efectos del alcohol o las drogas o por un conductor no inscrito.

8. Averías, accidentes y robo
Asistencia en carretera 24 horas: +34 971 26 48 39. En caso de accidente, el cliente rellena la declaración amistosa de accidente, avisa a Tramuntana Cars en las 24 horas siguientes y llama al 112 si hay heridos. En caso de robo, denuncia ante la Guardia Civil o la Policía. Ninguna reparación sin autorización de Tramuntana Cars. Si la avería no se debe al cliente, se entrega un vehículo de sustitución.

9. Multas y peajes
El cliente paga las multas de tráfico y de aparcamiento, las del ACIRE de Palma y las de la restricción de Formentor del periodo de alquiler. Tramuntana Cars comunica sus datos a la autoridad y cobra los gastos de gestión de la tarifa por expediente. En Mallorca no hay autopistas de peaje; el túnel de Sóller es gratuito.

10. Devolución
En la oficina de recogida o en la otra oficina, sin coste. Hay 29 minutos de cortesía; después se cobra un día más. Un vehículo devuelto fuera de horario en el buzón de llaves sigue bajo la responsabilidad del cliente hasta la revisión. Los objetos olvidados se guardan 30 días.

11. Reclamaciones y legislación
Hay hojas de reclamaciones oficiales a disposición del cliente en las dos oficinas. El contrato se rige por la ley española; para cualquier litigio son competentes los juzgados de Palma, sin perjuicio de los derechos del consumidor.`,
    },
  ],
  answerable: [
    // Spanish paraphrases and everyday words, from Mallorca and the mainland
    {
      question: '¿Me podéis decir cuánto sale un buga pequeñito para una semana en agosto?',
      answeredBy: [prices, priceList],
    },
    {
      question:
        'Idò, mi suegro viene de Barcelona con el barco y quiere coger un coche allí mismo, en el puerto. ¿Tenéis oficina en el puerto o tiene que ir hasta el aeropuerto?',
      answeredBy: [location, description, services, oneWay],
    },
    {
      question:
        'Mi hijo tiene 20 años y el carné desde los 18, ¿puede alquilar él solo un coche para ir a la playa con sus amigos o es muy joven?',
      answeredBy: [age, terms],
    },
    {
      question:
        'Somos dos familias, 4 adultos y 5 críos, ¿tenéis alguna furgo donde quepamos todos con las maletas?',
      answeredBy: [bigCars, fleet, description, services, priceList],
    },
    // Long messages in Spanish, the question inside
    {
      question:
        'Hola buenas, llegamos el 3 de agosto en el ferry de Barcelona a las 7 de la mañana con mis dos hijos de 2 y 6 años, y vamos sin coche porque el nuestro se queda en Sabadell. Queremos recoger el coche en el puerto, que imagino que estará cerca del barco, y necesitaríamos sillitas para los dos. ¿A qué hora abrís y cuánto cuestan las sillas?',
      answeredBy: [location, childSeats, priceList],
    },
    {
      question:
        'Bon dia, tengo el coche en un taller de Inca desde hace una semana y me dicen que hasta después de Reyes nada, que están esperando una pieza de Alemania. Trabajo en Manacor y necesito algo para ir y venir cada día, unas 6 o 7 semanas. ¿Tenéis algo por meses y cuánto me saldría?',
      answeredBy: [monthly, monthlyQuote, services, priceList],
    },
    {
      question:
        'Hola! Mi pareja y yo vamos a Mallorca en mayo con la idea de hacer la ruta por la sierra: Valldemossa, Deià, Sóller y bajar a Sa Calobra. Nunca he conducido por carreteras de montaña con tantas curvas y me da un poco de respeto. ¿Qué coche me recomendáis y hay algún problema por bajar a Sa Calobra con un coche de alquiler?',
      answeredBy: [tramuntana, fleet],
    },
    {
      question:
        'Hola, soy de Valencia y voy a Palma el finde del puente de octubre. El problema es que solo tengo tarjeta de débito, nunca he tenido de crédito, y en otra empresa me han dicho que así no me alquilan nada. ¿Vosotros me podéis alquilar algo o tampoco?',
      answeredBy: [debitCard, terms, erasmus],
    },
    // Long messages in English
    {
      question:
        "Hi there, we're flying into Palma from Manchester on the Jet2 flight that lands at 23:50 on a Saturday at the end of July. Two adults, two kids and a LOT of luggage. Will your office still be open, and how do we get from the terminal to you? A bit worried as it says off-airport.",
      answeredBy: [lateArrival, shuttle, location, description],
    },
    {
      question:
        'Hello, we are two friends from Stuttgart coming to Mallorca in April for a cycling holiday. We bring our own road bikes in bike boxes. Do you have a car where 2 bikes fit, maybe with a bike carrier on the back? And is the road down to Sa Calobra ok to drive?',
      answeredBy: [priceList, tramuntana],
    },
    {
      question:
        "Hello! I'm renting with you for a week in September and the booking site sold me their 'excess protection'. At the desk will you still block a deposit on my card? And what's the excess on an SUV with you? Just want to avoid surprises lol",
      answeredBy: [insurance, deposit, priceList, terms],
    },
    // Typos and chat-speak, in Spanish and English
    {
      question:
        'q pasa si devuelvo el coche sin llenar el deposito?? xq no se si me va a dar tiempo',
      answeredBy: [fuel, priceList, terms],
    },
    {
      question:
        'hola pq me habeis cobrado 180 € de la fianza x un rayon q ya estaba cuando cogi el coche?? como reclamo',
      answeredBy: [complaint, terms],
    },
    { question: 'tb se puede pagar con bizum o solo tarjeta?', answeredBy: [payment] },
    {
      question: 'oye y pa llevar el coche a ibiza en el barco cuanto sale',
      answeredBy: [ferry, priceList],
    },
    {
      question: 'hey do u guys have automatics? cant drive manual lol',
      answeredBy: [automatics, fleet, services, description],
    },
    {
      question: 'how much 4 a convertible in august pls',
      answeredBy: [convertibles, prices, priceList],
    },
    {
      question: 'min age to rent?? im 22',
      answeredBy: [age, terms, erasmus, priceList],
    },
    {
      question: 'wat do i need to bring to pick up the car? just my licence?',
      answeredBy: [documentsNeeded, licence],
    },
    // One or two words
    { question: 'Fianza?', answeredBy: [deposit, debitCard, insurance, priceList, terms] },
    { question: 'sillas bebe', answeredBy: [childSeats, services, priceList] },
    {
      question: 'Shuttle?',
      answeredBy: [shuttle, location, lateArrival, description, services, priceList],
    },
    {
      question: 'Cobertura total',
      answeredBy: [insurance, priceList, deposit, debitCard, terms],
    },
    { question: 'Formentor road closed?', answeredBy: [formentor, terms] },
    // Short follow-ups
    { question: 'vale, y el domingo abrís?', answeredBy: [location] },
    {
      question: 'and in winter? same price?',
      answeredBy: [convertibles, prices, priceList],
    },
    { question: 'y si somos 9?', answeredBy: [bigCars, fleet, description, services, priceList] },
    // Spanish questions, English knowledge
    {
      question:
        '¿Se puede subir con el coche hasta el faro de Formentor en pleno julio o lo tienen cortado?',
      answeredBy: [formentor],
    },
    {
      question: 'Soy estudiante de Erasmus en la UIB, ¿hacéis algún descuento para estudiantes?',
      answeredBy: [erasmus, priceList],
    },
    {
      question:
        'Mi vuelo de Madrid aterriza a la 1 de la noche, ¿hay alguien para darme el coche o tengo que esperar al día siguiente?',
      answeredBy: [lateArrival, priceList, services],
    },
    // English questions, Spanish knowledge
    {
      question: 'Can we take the car over to Menorca on the ferry for a couple of days?',
      answeredBy: [ferry, services, terms, priceList],
    },
    {
      question:
        "Is it ok to drive into Palma old town? Our hotel is right by the cathedral and we've got big suitcases.",
      answeredBy: [palmaCentre],
    },
    {
      question:
        'What do I do if the car breaks down somewhere up in the mountains with no one around?',
      answeredBy: [breakdown, terms],
    },
    {
      question:
        "Could you bring the car to our hotel in Alcudia? We'd rather not go back to the airport.",
      answeredBy: [oneWay, services, priceList],
    },
    // Answered by a document only
    {
      question: 'Si cancelo la reserva el día antes, ¿me cobráis algo?',
      answeredBy: [terms],
    },
    {
      question: 'Can my girlfriend drive too? How much extra is that?',
      answeredBy: [priceList, terms],
    },
    {
      question: 'Podemos llevar al perro? es pequeñito y va en su transportin',
      answeredBy: [terms, priceList],
    },
    { question: 'tenéis nevera para llevar a la playa?', answeredBy: [priceList] },
    {
      question:
        'Queremos pasar desde Ibiza a Formentera un par de días con el coche, ¿se puede o no?',
      answeredBy: [terms],
    },
    {
      question:
        "Do you charge extra if there's sand in the car when we bring it back? Kids + beach every day haha",
      answeredBy: [priceList, terms],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    '¿Alquiláis motos o scooters de 125? Queremos movernos por Palma y aparcar fácil cerca de las calas.',
    "Do you rent quads? We'd love to do a quad tour through the Tramuntana mountains.",
    '¿Alquiláis bicis de carretera? Vengo a entrenar a la Serra en marzo y no quiero traer la mía en el avión.',
    "Do you also rent boats at your port office? We'd like to take one out to Formentor for the day.",
    'Hola, ¿buscáis conductores para la lanzadera del aeropuerto este verano? Tengo el carnet D y experiencia con autobuses.',
    'Buenas, somos una empresa de lavado de coches a domicilio en Palma, ¿os interesaría que limpiáramos vuestra flota en la oficina del aeropuerto?',
    '¿A qué hora sale el ferry de Alcúdia a Ciutadella y cuánto cuesta el billete con coche?',
    'How much is it to leave my own car in the Palma airport car park for two weeks?',
    // Plainly outside
    '¿Qué tiempo suele hacer en Mallorca a finales de octubre? ¿Todavía se puede uno bañar?',
    'Can you recommend a good restaurant for paella in Palma?',
  ],
};
