import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Costa Sol Rent a Car, a small family car rental company in Málaga with an office next to the
 * airport and another in the city centre, renting cars, automatics, 9-seater vans and electric
 * cars by the day, the week and the month. Its customers write in Spanish, from Spain and Latin
 * America, and in English (British and other tourists, expats). The owner wrote the briefing in
 * Spanish, most Q&A pairs in Spanish and a few in English, added one custom response for
 * availability and price requests, and pasted the 2026 rates and the general rental conditions,
 * both in Spanish.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday or Latin American words ("carro", "auto", "manejar", "rentar", "licencia de
 * conducir", "sillita", "depósito", "estacionar"), long messages, typos and missing accents,
 * chat-speak ("q", "xq", "tb", "pa", "u guys", "pls", "thx", "2moro"), one- or two-word
 * questions, and Spanish questions against English knowledge and the reverse. The outside
 * questions include hard negatives that share words with the knowledge (buying a used car,
 * scooters and motorbikes, a chauffeur, an airport taxi, boats, a job as a driver, travel
 * insurance, repairs to a private car).
 */

const english = qaIn('English');
const spanish = qaIn('Spanish');

// The sources' titles, as the answers name them.
const hours = '¿Cuál es el horario de las oficinas?';
const airport = '¿Dónde recojo el coche en el aeropuerto?';
const documents = '¿Qué documentos necesito para alquilar un coche?';
const age = '¿Cuál es la edad mínima para alquilar?';
const deposit = '¿Cuánto es la fianza y se puede pagar con tarjeta de débito?';
const insurance = '¿Qué seguro incluye el alquiler y qué es la franquicia?';
const fuel = '¿Cuál es la política de combustible?';
const mileage = '¿El kilometraje es ilimitado?';
const additionalDriver = '¿Puede conducir otra persona el coche?';
const childSeats = '¿Tenéis sillas para niños?';
const crossBorder = '¿Puedo ir con el coche a Gibraltar o a Portugal?';
const oneWay = '¿Puedo devolver el coche en otra ciudad?';
const vans = '¿Alquiláis furgonetas de 9 plazas?';
const electric = '¿Tenéis coches eléctricos?';
const fines = '¿Qué pasa si me ponen una multa?';
const breakdown = '¿Qué hago si el coche se avería o tengo un accidente?';
const changeCancel = '¿Puedo cambiar o cancelar mi reserva?';
const longTerm = '¿Hacéis alquileres por meses?';
const flightDelay = 'What happens if my flight is delayed?';
const morocco = 'Can I take the car on the ferry to Morocco?';
const pets = 'Can I bring my dog in the car?';
const automatic = 'Do you have automatic cars?';
const tolls = 'Are there toll roads around Málaga?';
const hotelDelivery = 'Can you deliver the car to my hotel?';
const returnCar = 'How do I return the car at the airport?';
const damageCheck = 'What if the car already has scratches when I pick it up?';
const extraCharges = 'Will I have to pay anything extra at the desk?';
const prices = 'Tarifas 2026';
const terms = 'Condiciones generales de alquiler';
const availability = 'Solicitud de disponibilidad y precio de un coche';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const malagaCarRentalSet: EvaluationSet = {
  name: 'Málaga car rental (Costa Sol Rent a Car)',
  heldOut: false,
  agentName: 'Lucía',
  briefing: {
    companyName: 'Costa Sol Rent a Car',
    industry: 'automotive',
    description:
      'Costa Sol Rent a Car es una empresa familiar malagueña de alquiler de coches, fundada en 2009. Tenemos dos oficinas: una junto al aeropuerto de Málaga, en la Avenida Comandante García Morato 42, a 1,5 km de la terminal, y otra en el centro, en la Calle Córdoba 14, al lado de la Alameda Principal. Nuestra flota es de unos 180 coches de menos de dos años y atendemos en español y en inglés.',
    targetAudience:
      'Turistas que llegan al aeropuerto de Málaga (muchos británicos, irlandeses, nórdicos y alemanes), familias de vacaciones en la Costa del Sol, españoles y latinoamericanos que visitan Andalucía, expatriados y jubilados extranjeros que viven en la costa, y teletrabajadores o trabajadores desplazados que necesitan coche unos meses.',
    keyServices:
      'Alquiler de coches por días, semanas y meses: mini, económicos, compactos, automáticos, SUV, monovolúmenes de 7 plazas, furgonetas de 9 plazas, eléctricos y descapotables. Recogida en el aeropuerto de Málaga con lanzadera gratuita o con meet & greet en la terminal, entrega y recogida del coche en hoteles de la Costa del Sol, devolución en Sevilla y Granada y alquiler mensual para residentes, expatriados y teletrabajadores.',
    commonQuestions:
      'Dónde se recoge el coche en el aeropuerto, el horario y qué pasa si el vuelo llega tarde, qué documentos hacen falta, la edad mínima, la fianza y si vale la tarjeta de débito, el seguro y la franquicia, el combustible, las sillas para niños, el conductor adicional, si se puede ir a Portugal o a Gibraltar y las multas.',
    languages: ['Spanish', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Respuestas claras y cortas, siempre con el precio en euros y las condiciones importantes (fianza, franquicia, edad) para que no haya sorpresas en el mostrador. Tuteamos al cliente en español.',
    personality:
      'Cercana, resolutiva y con gracia malagueña; da consejos prácticos de la zona (aparcar, peajes, gasolineras) como lo haría un vecino.',
    responseTemplates: [
      {
        scenario: availability,
        response:
          'Para confirmarte la disponibilidad y el precio, dinos las fechas y horas de recogida y de devolución, la oficina (aeropuerto o centro de Málaga) y tu número de vuelo si llegas en avión, el tipo de coche o cuántas personas y maletas sois, la edad del conductor principal y los extras que quieras. Escríbenos por WhatsApp al +34 655 555 214 o a reservas@costasolrent.example y te respondemos con el precio total en menos de 2 horas, dentro del horario de oficina. La reserva se confirma con el pago del 20 % y el resto se paga al recoger el coche.',
      },
    ],
  },
  qa: [
    spanish(
      hours,
      'La oficina del aeropuerto (Avenida Comandante García Morato 42) abre todos los días del año de 07:00 a 24:00, festivos incluidos. La oficina del centro (Calle Córdoba 14, junto a la Alameda Principal) abre de lunes a viernes de 09:00 a 14:00 y de 17:00 a 20:00 y los sábados de 09:00 a 14:00; los domingos y festivos está cerrada. Si llegas entre las 00:00 y las 02:00, podemos entregarte el coche en el aeropuerto con un cargo de 35 €, siempre que lo indiques al reservar. Para devolver el coche fuera de horario, las dos oficinas tienen un buzón de llaves.',
    ),
    spanish(
      airport,
      'Nuestra oficina del aeropuerto está a 1,5 km de la terminal, en la Avenida Comandante García Morato 42, y te llevamos gratis en nuestra lanzadera. Cuando recojas las maletas, sal por la planta de llegadas de la T3, cruza el paso de peatones y ve a la parada de lanzaderas de coches de alquiler, a la derecha de la salida: nuestro microbús blanco con el logo verde pasa cada 15 minutos y tarda 3 minutos; si aterrizas en la T2, la T3 está a 5 minutos a pie por dentro del edificio. Si viajas con niños pequeños o mucho equipaje, contrata el meet & greet (15 €): te esperamos en la sala de llegadas con un cartel con tu nombre y te entregamos el coche en el aparcamiento P1 de la terminal. Escríbenos por WhatsApp al +34 655 555 214 cuando aterrices.',
    ),
    spanish(
      documents,
      'Necesitas el carnet de conducir original y en vigor, con al menos 2 años de antigüedad, tu DNI, NIE o pasaporte, y una tarjeta de crédito a nombre del conductor principal para la fianza. Si tu carnet es de fuera de la Unión Europea (por ejemplo de México, Argentina, Colombia o Estados Unidos), tienes que traer también el permiso internacional de conducción; los carnets del Reino Unido, Suiza, Noruega e Islandia no lo necesitan. No aceptamos fotocopias ni fotos del carnet, pero sí el carnet digital español de la app miDGT. El bono de la reserva basta con enseñarlo en el móvil.',
    ),
    spanish(
      age,
      'La edad mínima es 21 años, con al menos 2 años de carnet. Los conductores de 21 a 24 años pagan un cargo de conductor joven de 12 € al día (máximo 120 € por alquiler). Para los monovolúmenes de 7 plazas, las furgonetas de 9 plazas, los descapotables y el Tesla Model 3 hay que tener 25 años y 3 años de carnet. No hay edad máxima: si tienes el carnet en vigor, puedes alquilar.',
    ),
    spanish(
      deposit,
      'Al recoger el coche bloqueamos una fianza en una tarjeta de crédito a nombre del conductor principal: 1.200 € en los coches de los grupos A a D y en los eléctricos, 1.800 € en los SUV, los 7 plazas y los descapotables, y 2.000 € en las furgonetas. Si contratas nuestro Seguro Todo Riesgo sin franquicia, la fianza baja a 300 € (400 € en SUV, 7 plazas y descapotables y 500 € en furgonetas), y entonces también aceptamos tarjeta de débito. No aceptamos la fianza en efectivo ni con tarjetas prepago o virtuales. La fianza no es un cobro: se desbloquea al devolver el coche, aunque el banco puede tardar de 7 a 14 días en liberarla.',
    ),
    spanish(
      insurance,
      'Todos los precios incluyen el seguro obligatorio de responsabilidad civil y la cobertura de daños y robo con una franquicia de 1.200 € (1.800 € en SUV, 7 plazas y descapotables; 2.000 € en furgonetas): la franquicia es lo máximo que pagarías si el coche sufre daños o lo roban. Con el Seguro Todo Riesgo sin franquicia, de 15 € a 27 € al día según el coche, no pagas nada por daños, y cubre además lunas, neumáticos, retrovisores, bajos, pérdida de llaves y la asistencia en carretera aunque la avería sea culpa tuya. Ningún seguro cubre los daños por conducir bajo los efectos del alcohol o las drogas, por echar un combustible equivocado, en el interior del coche o por circular por caminos sin asfaltar o por la playa. Si has contratado por tu cuenta un seguro de franquicia con otra compañía, lo respetamos, pero bloqueamos la fianza completa y, si hay daños, nos los pagas a nosotros y se los reclamas a esa compañía.',
    ),
    spanish(
      fuel,
      'Lleno/lleno: te entregamos el coche con el depósito lleno y lo devuelves lleno. Si falta combustible, cobramos los litros que falten al precio de la gasolinera más 25 € por el servicio de repostaje. Hay una gasolinera abierta 24 horas a 800 metros de nuestra oficina del aeropuerto, en la rotonda de la Avenida de Velázquez; guarda el ticket por si acaso. Casi todos los coches son de gasolina sin plomo 95 y las furgonetas, diésel: lo pone en la tapa del depósito.',
    ),
    spanish(
      mileage,
      'Sí: el kilometraje es ilimitado en todos los alquileres de hasta 27 días, sin ningún coste extra. En los alquileres mensuales (28 días o más) se incluyen 3.000 km al mes y cada kilómetro adicional cuesta 0,15 €.',
    ),
    spanish(
      additionalDriver,
      'Sí, si lo añades al contrato como conductor adicional: cuesta 6 € al día (máximo 60 € por alquiler), y el primero es gratis si contratas el Seguro Todo Riesgo. Tiene que venir a la recogida con su carnet y su DNI o pasaporte y cumplir los mismos requisitos que el conductor principal: 21 años y 2 años de carnet; si tiene entre 21 y 24 años, paga también el cargo de conductor joven. Si conduce alguien que no figura en el contrato, ningún seguro cubre los daños.',
    ),
    spanish(
      childSeats,
      'Sí: silla de bebé (grupo 0+, hasta 13 kg, a contramarcha), silla infantil (grupo 1, de 9 a 18 kg) y elevador con respaldo (de 15 a 36 kg), todas con anclaje Isofix. La silla cuesta 7 € al día (máximo 70 € por alquiler) y el elevador 5 € al día (máximo 50 €). Te las dejamos instaladas en el coche, pero pídelas con la reserva, sobre todo en verano. En España los niños que miden menos de 135 cm tienen que viajar en una silla o un elevador adecuado a su peso y talla; si lo prefieres, puedes traer la tuya.',
    ),
    spanish(
      crossBorder,
      'A Gibraltar puedes ir sin cargo y sin avisarnos; eso sí, en la frontera de La Línea puede haber más de una hora de cola y en Gibraltar cuesta mucho aparcar, así que muchos clientes dejan el coche en un parking de La Línea y cruzan a pie. A Portugal también puedes ir si nos lo dices al reservar o al recoger el coche: el cargo de salida es de 50 € por alquiler e incluye el seguro y la asistencia en carretera en Portugal. Las autopistas portuguesas tienen peaje electrónico, así que te recomendamos alquilar el dispositivo Via Verde (2 € al día más los peajes que pases). No se puede ir con el coche a Francia ni a Andorra.',
    ),
    spanish(
      oneWay,
      'Sí. Puedes recoger el coche en una de nuestras dos oficinas de Málaga (aeropuerto o centro) y devolverlo en la otra sin cargo. También puedes devolverlo en Granada, en el aeropuerto o en la estación de tren, por 70 €, y en Sevilla, en el aeropuerto o en la estación de Santa Justa, por 90 €; allí te espera un empleado nuestro a la hora acordada, entre las 09:00 y las 20:00. No es posible devolverlo en otras ciudades, como Madrid, Córdoba o Alicante.',
    ),
    spanish(
      vans,
      'Sí, tenemos furgonetas de 9 plazas (Ford Tourneo Custom y Renault Trafic), manuales y diésel, con sitio para 9 personas y 6 maletas medianas. Se conducen con el carnet de coche normal (B), pero el conductor debe tener 25 años y 3 años de carnet. Cuestan 79 € al día en temporada baja, 109 € en media y 159 € en alta, con una fianza de 2.000 € (500 € con el Todo Riesgo). Solo tenemos cuatro, así que para julio y agosto resérvala con tiempo; si sois 7, el monovolumen Dacia Jogger sale más barato.',
    ),
    spanish(
      electric,
      'Sí: el MG4 Electric, con unos 350 km de autonomía real, y el Tesla Model 3, con unos 450 km; los dos son automáticos. Te los entregamos con al menos un 80 % de batería y tienes que devolverlos con un 70 % como mínimo; si no, cobramos 30 €. Llevan cable tipo 2 y la carga en la calle la pagas tú con la app del punto de carga; hay cargadores rápidos en Málaga, Marbella, Nerja y Antequera y en la A-7 y la A-92. Para el Tesla hay que tener 25 años y 3 años de carnet.',
    ),
    spanish(
      fines,
      'Las multas de tráfico y de aparcamiento durante el alquiler las paga el conductor. Cuando la DGT o un ayuntamiento nos notifica una multa, te identificamos como conductor, la multa te llega a tu dirección (también en el extranjero) y cobramos 40 € de gestión por cada multa en tu tarjeta. Si la grúa se lleva el coche, tienes que pagar la grúa y el depósito municipal para recuperarlo, y avisarnos. En el centro de Málaga la zona azul funciona de lunes a viernes de 09:00 a 14:00 y de 17:00 a 20:00 y los sábados por la mañana; es más cómodo dejar el coche en un aparcamiento público, por unos 25 € al día.',
    ),
    spanish(
      breakdown,
      'Todos nuestros coches tienen asistencia en carretera 24 horas, todos los días del año, en toda España: llama al +34 900 555 731, que está en la pegatina del parabrisas y en el contrato. Si es una avería mecánica, la grúa y un coche de sustitución son gratis. Si la causa es tuya (te quedas sin combustible, un pinchazo, la batería descargada por dejar las luces, las llaves perdidas o dentro del coche), la asistencia cuesta 90 €, o nada si tienes el Todo Riesgo. En caso de accidente, rellena el parte amistoso que hay en la guantera, haz fotos, llama a la policía si hay heridos y avísanos en las 24 horas siguientes; no repares el coche por tu cuenta.',
    ),
    spanish(
      changeCancel,
      'Sí. Puedes cambiar gratis las fechas, las horas, la oficina o el coche hasta 24 horas antes de la recogida, por WhatsApp (+34 655 555 214), por email o en "Mi reserva" en nuestra web; el precio se recalcula con la tarifa del momento y depende de que haya coches libres. Al reservar pagas el 20 % del alquiler: si cancelas hasta 48 horas antes de la recogida, te lo devolvemos entero en 5 a 10 días, y si cancelas con menos de 48 horas, nos quedamos 50 €. Si no te presentas ni nos avisas, pierdes el 20 % pagado.',
    ),
    spanish(
      longTerm,
      'Sí, desde 28 días. Al mes, un económico (Seat Ibiza o similar) cuesta 590 € en temporada baja (noviembre a marzo), 790 € en media y 1.190 € en alta; un compacto, 690 €, 890 € y 1.390 €, y un automático, 790 €, 990 € y 1.490 €. Incluye 3.000 km al mes (0,15 € cada kilómetro más), el seguro con franquicia, el mantenimiento, los neumáticos y la asistencia en carretera, y se paga mes a mes por adelantado. Lo usan mucho expatriados, teletrabajadores y gente que viene a trabajar unos meses a Málaga.',
    ),
    english(
      flightDelay,
      "Give us your flight number when you book and we follow your flight: if it is late, we wait for you at no extra cost, even if you land well after your pickup time. If the delay means you land after midnight, we keep the airport desk open for you until 02:00 for the 35 € out-of-hours fee, as long as we have your flight number. If you land even later or your flight is cancelled, message us on WhatsApp (+34 655 555 214) and we move your booking to the next morning: you don't lose the booking and you pay no no-show fee.",
    ),
    english(
      morocco,
      'No. Our cars cannot be taken on any ferry: not to Morocco (from Algeciras, Tarifa or Málaga), nor to Ceuta, Melilla or the Balearic and Canary Islands. No insurance or roadside assistance covers the car on a ferry or in Africa, and doing it carries a 1,000 € penalty on top of any damage. For a day trip to Tangier, leave the car in a car park in Tarifa or at Algeciras port and cross as a foot passenger; the fast ferry from Tarifa takes about an hour.',
    ),
    english(
      pets,
      'Yes, pets travel free of charge, as long as they go in a carrier or with a harness clipped to the seat belt, as Spanish traffic law requires, and with a cover on the seats or in the boot; ask us and we lend you a boot cover for free. If the car comes back with pet hair, sand or mud, we charge 60 € for special cleaning. Assistance dogs are always welcome.',
    ),
    english(
      automatic,
      'Yes. Most rental cars in Spain are manual, so book one of our automatic groups: group D (Toyota Yaris Hybrid or Peugeot 208 automatic), from 32 € a day in low season, or group F, the Toyota C-HR hybrid SUV, from 45 € a day; our convertibles (group J) are automatic too. If you book an automatic you always get an automatic: we never swap it for a manual, and if none is free we upgrade you to a bigger automatic at no cost. The models are examples: we guarantee the group, not the exact model.',
    ),
    english(
      tolls,
      'Most motorways around Málaga are free: the A-7 along the coast, the A-45 to Córdoba and the A-92 to Granada and Seville. The toll roads are the AP-7 Autopista del Sol from Málaga to Estepona, which runs next to the free A-7 with much less traffic (Málaga to Marbella costs about 7 € in winter and 15 € in summer), and the AP-46 between Málaga and Las Pedrizas, about 3 €. You pay at the toll booth by card or in cash: our cars have no electronic toll tag for Spain. Tolls are not included in the rental price.',
    ),
    english(
      hotelDelivery,
      'Yes, to hotels, apartments and villas on the Costa del Sol, every day from 08:00 to 20:00: 25 € each way in Málaga city, Torremolinos and Benalmádena, 35 € in Fuengirola and Mijas, and 45 € in Marbella and Nerja. Book it at least 48 hours ahead and send us the address. We meet you at reception, do the paperwork there and can collect the car from the same place at the end of your rental.',
    ),
    english(
      returnCar,
      'Drive to our airport office at Avenida Comandante García Morato 42 and follow the "Costa Sol Rent a Car – Devolución" signs into our car park. We check the car with you, which takes about 5 minutes, and our shuttle then drops you at the departures level of Terminal 3 in another 5 minutes, so allow 30 minutes for the return on top of your time at the airport. If you return the car outside opening hours, park in our car park, lock it and drop the key in the key box at the door: we check the car when we open and email you the photos, and the car is your responsibility until then.',
    ),
    english(
      damageCheck,
      'Before you drive off, we walk round the car with you and mark every scratch and dent on the damage sheet, with photos. If you then spot something that is not on the sheet, tell us before you leave the car park and we add it and sign it. We also recommend taking your own photos or a short video of the car, including the fuel gauge and the mileage. Scratches under 2 cm and small stone chips count as normal wear, not damage.',
    ),
    english(
      extraCharges,
      "No surprises: the price in your booking confirmation is the price of the rental, with VAT (21 %) and the airport surcharge included. At the desk you pay the rest of that price (80 %, as 20 % is paid when you book), any optional extras you decide to add, and only the fees that apply to your booking, such as the young driver fee or an out-of-hours pickup. We never pressure you into buying our insurance: if you don't want it, we simply block the standard deposit on your credit card.",
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'Spanish',
      text: `TARIFAS 2026 - Costa Sol Rent a Car
Oficina Aeropuerto: Avenida Comandante García Morato 42, 29004 Málaga. Oficina Centro: Calle Córdoba 14, 29001 Málaga.
Precios en euros, IVA (21 %) incluido. Todas las tarifas incluyen kilometraje ilimitado (alquileres de hasta 27 días), seguro obligatorio de responsabilidad civil, cobertura de daños y robo con franquicia, asistencia en carretera 24 horas por avería y suplemento de aeropuerto.

Temporadas 2026
- Baja: del 7 de enero al 27 de marzo y del 1 de noviembre al 18 de diciembre
- Media: del 7 de abril al 30 de junio y del 1 al 31 de octubre
- Alta: del 1 al 6 de enero, del 28 de marzo al 6 de abril (Semana Santa), del 1 de julio al 30 de septiembre y del 19 al 31 de diciembre

Precio por día para alquileres de 3 a 6 días (temporada baja / media / alta)
- Grupo A - Mini (Fiat 500, Kia Picanto), manual, 4 plazas: 19 € / 29 € / 49 €
- Grupo B - Económico (Seat Ibiza, Volkswagen Polo), manual, 5 plazas: 22 € / 34 € / 55 €
- Grupo C - Compacto (Seat León, Volkswagen Golf), manual: 27 € / 39 € / 65 €
- Grupo D - Automático (Toyota Yaris Hybrid, Peugeot 208 automático): 32 € / 45 € / 72 €
- Grupo E - SUV (Seat Ateca, Nissan Qashqai), manual: 39 € / 55 € / 89 €
- Grupo F - SUV automático (Toyota C-HR híbrido): 45 € / 62 € / 99 €
- Grupo G - Monovolumen 7 plazas (Dacia Jogger, Volkswagen Touran), manual: 45 € / 65 € / 105 €
- Grupo H - Furgoneta 9 plazas (Ford Tourneo Custom, Renault Trafic), manual, diésel: 79 € / 109 € / 159 €
- Grupo I - Eléctrico (MG4 Electric, Tesla Model 3), automático: 42 € / 58 € / 95 €
- Grupo J - Descapotable (Mini Cabrio, Fiat 500 Cabrio), automático: 49 € / 69 € / 115 €
Alquileres de 1 o 2 días: +20 % sobre el precio por día. Alquileres de 7 a 27 días: -10 %.

Alquiler mensual (28 días o más), precio por mes (temporada baja / media / alta)
- Grupo B - Económico: 590 € / 790 € / 1.190 €
- Grupo C - Compacto: 690 € / 890 € / 1.390 €
- Grupo D - Automático: 790 € / 990 € / 1.490 €
- Grupo E - SUV: 890 € / 1.190 € / 1.790 €
Incluye 3.000 km al mes (kilómetro adicional: 0,15 €), mantenimiento, neumáticos y asistencia en carretera. Pago mensual por adelantado.

Franquicia y fianza por grupo
- Grupos A, B, C, D e I: franquicia 1.200 €; fianza 1.200 € (300 € con Todo Riesgo)
- Grupos E, F, G y J: franquicia 1.800 €; fianza 1.800 € (400 € con Todo Riesgo)
- Grupo H: franquicia 2.000 €; fianza 2.000 € (500 € con Todo Riesgo)
La fianza se bloquea en tarjeta de crédito; con Todo Riesgo se acepta tarjeta de débito.

Seguro Todo Riesgo sin franquicia (por día)
- Grupos A, B, C, D e I: 15 €
- Grupos E, F, G y J: 21 €
- Grupo H: 27 €
Franquicia 0 €; cubre también lunas, neumáticos, retrovisores, bajos, llaves y asistencia en carretera por causa del conductor.

Extras (por día, con máximo por alquiler)
- Conductor adicional: 6 €/día (máx. 60 €); el primero, gratis con Todo Riesgo
- Conductor joven (de 21 a 24 años): 12 €/día (máx. 120 €)
- Silla de bebé (grupo 0+, hasta 13 kg) o silla infantil (grupo 1, de 9 a 18 kg): 7 €/día (máx. 70 €)
- Elevador con respaldo (de 15 a 36 kg): 5 €/día (máx. 50 €)
- GPS: 6 €/día (máx. 60 €)
- Cadenas de nieve (de noviembre a abril, para Sierra Nevada): 5 €/día (máx. 30 €)
- Dispositivo Via Verde para los peajes de Portugal: 2 €/día, más los peajes

Servicios (por alquiler)
- Meet & greet en la sala de llegadas de la T3, con entrega en el aparcamiento P1: 15 €
- Entrega fuera de horario en el aeropuerto (de 00:00 a 02:00): 35 €
- Salida a Portugal: 50 € (Gibraltar, sin cargo)
- Entrega o recogida en hotel, por trayecto (de 08:00 a 20:00): Málaga, Torremolinos y Benalmádena 25 €; Fuengirola y Mijas 35 €; Marbella y Nerja 45 €
- Devolución en otra oficina: entre Aeropuerto y Centro, gratis; Granada (aeropuerto o estación de tren) 70 €; Sevilla (aeropuerto o estación de Santa Justa) 90 €

Cargos
- Combustible que falte a la devolución: precio de gasolinera + 25 € de servicio de repostaje
- Eléctrico devuelto con menos del 70 % de batería: 30 €
- Limpieza especial (arena, barro, pelo de animales, manchas): 60 €
- Limpieza por haber fumado dentro del coche (prohibido fumar y vapear): 150 €
- Gestión de multas y sanciones: 40 € por multa
- Asistencia en carretera por causa del conductor (sin combustible, pinchazo, batería, llaves): 90 € (gratis con Todo Riesgo)
- Pérdida o rotura de llave: 250 € (gratis con Todo Riesgo)
- Devolución con más de 59 minutos de retraso: 1 día adicional a la tarifa contratada`,
    },
    {
      title: terms,
      language: 'Spanish',
      text: `Condiciones generales de alquiler - Costa Sol Rent a Car S.L. (vigentes desde el 1 de enero de 2026)

1. Conductores y documentación
1.1 El conductor principal y los conductores adicionales deben tener al menos 21 años y 2 años de antigüedad del permiso de conducir. Para los grupos G (monovolumen de 7 plazas), H (furgoneta de 9 plazas) y J (descapotable) y para el Tesla Model 3 se exigen 25 años y 3 años de permiso. No hay edad máxima.
1.2 Los conductores de 21 a 24 años pagan el cargo de conductor joven indicado en las Tarifas.
1.3 En la recogida, cada conductor presenta su permiso de conducir original y en vigor y su DNI, NIE o pasaporte. Los permisos expedidos fuera de la Unión Europea, salvo los del Reino Unido, Suiza, Noruega e Islandia, deben ir acompañados del permiso internacional de conducción. No se aceptan fotocopias ni permisos provisionales; se acepta el permiso digital español de la aplicación miDGT.
1.4 Solo pueden conducir el vehículo las personas que figuran en el contrato. Los daños causados por un conductor no autorizado no tienen ninguna cobertura.

2. Reservas, modificaciones y cancelaciones
2.1 La reserva se confirma con el pago del 20 % del importe del alquiler; el resto se paga en la recogida.
2.2 Las modificaciones de fechas, horas, oficina o grupo son gratuitas hasta 24 horas antes de la recogida, sujetas a disponibilidad; el precio se recalcula con la tarifa vigente.
2.3 La cancelación es gratuita hasta 48 horas antes de la hora de recogida. Con menos de 48 horas se retienen 50 € del pago anticipado. Si el cliente no se presenta ni avisa en las 2 horas siguientes a la hora de recogida (no show), pierde el pago anticipado. Si el vuelo del cliente se retrasa y este indicó su número de vuelo en la reserva, la reserva se mantiene y no se considera no show.
2.4 Para ampliar el alquiler hay que pedirlo por teléfono o WhatsApp antes de la fecha de devolución; los días adicionales se cobran a la tarifa contratada.
2.5 Se garantiza el grupo reservado (por ejemplo, automático), no la marca ni el modelo. Si no hay ningún vehículo disponible del grupo reservado, se entrega uno de grupo superior sin coste adicional.

3. Fianza y medios de pago
3.1 En la recogida se bloquea una fianza en una tarjeta de crédito a nombre del conductor principal, por el importe indicado en las Tarifas para cada grupo: de 1.200 € a 2.000 €, o de 300 € a 500 € si se contrata el Seguro Todo Riesgo.
3.2 Solo se acepta tarjeta de débito para la fianza si se contrata el Seguro Todo Riesgo. No se aceptan tarjetas prepago ni virtuales ni efectivo para la fianza. El alquiler puede pagarse con tarjeta Visa, Mastercard o American Express, de crédito o de débito, o en efectivo.
3.3 La fianza se desbloquea al devolver el vehículo en las mismas condiciones en que se entregó. El banco del cliente puede tardar de 7 a 14 días en liberarla.

4. Seguros y franquicia
4.1 El precio incluye el seguro obligatorio de responsabilidad civil y la cobertura de daños al vehículo (CDW) y de robo (TP) con la franquicia indicada en las Tarifas para cada grupo. La franquicia es el importe máximo que paga el cliente por los daños o el robo del vehículo.
4.2 El Seguro Todo Riesgo sin franquicia, contratado al precio diario indicado en las Tarifas, reduce la franquicia a 0 € y cubre también lunas, neumáticos, retrovisores, bajos, pérdida de llaves y la asistencia en carretera por causa del conductor.
4.3 Ninguna cobertura es válida en caso de: conducción bajo los efectos del alcohol o las drogas; repostaje con un combustible equivocado; circulación fuera de vías asfaltadas o por playas; daños en el interior del vehículo; conductor no autorizado; salida del territorio permitido (apartado 8); negligencia grave, como dejar las llaves dentro o el vehículo abierto.
4.4 Los seguros de franquicia contratados por el cliente con terceros son válidos entre el cliente y esa compañía: se bloquea la fianza completa y el cliente paga los daños a Costa Sol Rent a Car y los reclama después a su aseguradora.

5. Entrega y devolución
5.1 Horarios: oficina Aeropuerto, todos los días de 07:00 a 24:00, festivos incluidos; oficina Centro, de lunes a viernes de 09:00 a 14:00 y de 17:00 a 20:00 y sábados de 09:00 a 14:00, cerrada domingos y festivos.
5.2 Las entregas fuera de horario solo son posibles en la oficina Aeropuerto, entre las 00:00 y las 02:00, con reserva previa y con el cargo indicado en las Tarifas.
5.3 Las devoluciones fuera de horario se hacen dejando la llave en el buzón de la oficina, sin coste. El cliente es responsable del vehículo hasta su revisión a la apertura de la oficina.
5.4 En la entrega, el empleado y el cliente revisan juntos el vehículo y anotan los daños existentes en la hoja de daños, con fotografías. Los daños que el cliente no comunique antes de salir del aparcamiento se consideran producidos durante el alquiler. No se consideran daños los arañazos de menos de 2 cm ni los pequeños impactos de gravilla.
5.5 Hay una cortesía de 59 minutos en la hora de devolución; a partir de ahí se cobra un día adicional.

6. Combustible y carga
Los vehículos se entregan con el depósito lleno y deben devolverse llenos (lleno/lleno). Si falta combustible, se cobra al precio de gasolinera más el cargo de servicio de repostaje de las Tarifas. Los vehículos eléctricos se entregan con al menos un 80 % de batería y deben devolverse con al menos un 70 %.

7. Uso del vehículo
El kilometraje es ilimitado en los alquileres de hasta 27 días. Queda prohibido subalquilar el vehículo, transportar pasajeros a cambio de dinero, participar en competiciones o pruebas, remolcar otros vehículos o remolques, circular fuera de vías asfaltadas y transportar mercancías peligrosas.

8. Territorio
El vehículo puede circular por la España peninsular y por Gibraltar sin cargo. Puede circular por Portugal si el cliente lo comunica antes y paga el cargo de salida de las Tarifas. Queda prohibido embarcar el vehículo en cualquier ferry o barco, incluidos los trayectos a Marruecos, Ceuta, Melilla, Baleares y Canarias, y circular por cualquier otro país. El incumplimiento anula todas las coberturas y supone una penalización de 1.000 €, además de los daños.

9. Tabaco, mascotas y limpieza
Está prohibido fumar y vapear dentro del vehículo; el incumplimiento supone un cargo de limpieza de 150 €. Se admiten mascotas siempre que viajen en transportín o con arnés sujeto al cinturón y con funda protectora. No es necesario lavar el vehículo antes de devolverlo, pero si se devuelve con arena, barro, pelo de animales o manchas se cobra la limpieza especial de las Tarifas.

10. Multas, peajes y sanciones
El cliente es responsable de las multas, sanciones y peajes durante el alquiler. Costa Sol Rent a Car identificará al conductor ante la autoridad que lo solicite y cobrará el cargo de gestión de las Tarifas por cada multa. Los gastos de grúa y de depósito municipal corren a cargo del cliente.

11. Averías y accidentes
Los vehículos tienen asistencia en carretera 24 horas en el +34 900 555 731. Las averías mecánicas, la grúa y el vehículo de sustitución no tienen coste. La asistencia por causas imputables al conductor (falta de combustible, pinchazo, batería descargada, llaves perdidas o dentro del vehículo) se cobra según las Tarifas, salvo con Seguro Todo Riesgo. En caso de accidente, el cliente debe rellenar el parte amistoso, hacer fotografías, avisar a la policía si hay heridos o el otro conductor se da a la fuga y comunicarlo a Costa Sol Rent a Car en 24 horas. No se puede reparar el vehículo sin nuestra autorización.

12. Reclamaciones
Hay hojas de reclamaciones de la Junta de Andalucía en las dos oficinas. También se puede reclamar en reservas@costasolrent.example o ante la Junta Arbitral de Consumo de Málaga.`,
    },
  ],
  answerable: [
    // Close to the knowledge's words, in Spanish
    {
      question: '¿Cuánto cuesta el seguro a todo riesgo sin franquicia?',
      answeredBy: [insurance, prices],
    },
    { question: '¿A qué hora abre la oficina del aeropuerto?', answeredBy: [hours, terms] },
    {
      question: '¿Tenéis asistencia en carretera las 24 horas?',
      answeredBy: [breakdown, terms, prices],
    },
    { question: '¿Cuánto cuesta cancelar la reserva?', answeredBy: [changeCancel, terms] },
    // Paraphrases, everyday and Latin American words, in Spanish
    {
      question: '¿Puedo rentar un carro con mi licencia de conducir de México?',
      answeredBy: [documents, terms],
    },
    {
      question: '¿Cuánto me bloquean de depósito en la tarjeta?',
      answeredBy: [deposit, prices, terms],
    },
    {
      question: '¿Tienen sillita para bebé? Viajo con mi hija de 8 meses.',
      answeredBy: [childSeats, prices],
    },
    {
      question: '¿Puedo manejar hasta Portugal con el auto?',
      answeredBy: [crossBorder, terms, prices],
    },
    {
      question: '¿Mi esposo también puede manejar el auto?',
      answeredBy: [additionalDriver, terms, prices],
    },
    {
      question: '¿Cuánto sale rentar un auto automático una semana en agosto?',
      answeredBy: [prices, availability],
    },
    {
      question: '¿Qué pasa si me ponen una multa por estacionar mal?',
      answeredBy: [fines, terms, prices],
    },
    {
      question: '¿Me pueden llevar el carro al hotel en Torremolinos?',
      answeredBy: [hotelDelivery, prices, services],
    },
    // Long messages, the question inside
    {
      question:
        'Hola buenas, somos una familia de 8 (cuatro adultos y cuatro niños) y vamos a pasar dos semanas de julio en la Costa del Sol, con excursión a Granada y a Sevilla incluida. Habíamos pensado en alquilar dos coches, pero igual nos sale mejor uno grande. ¿Tenéis algo donde quepamos todos? ¿Y cuánto costaría?',
      answeredBy: [vans, prices, services, availability],
    },
    {
      question:
        'Hola. El verano pasado alquilé en Alicante con una de esas compañías baratas y en el mostrador casi me obligan a pagar 200 € de seguro, con la amenaza de bloquearme 3.000 € si no. Este año he contratado por mi cuenta un seguro de franquicia en una web de comparadores. ¿Me lo vais a aceptar o me vais a obligar a coger el vuestro?',
      answeredBy: [insurance, terms, extraCharges],
    },
    {
      question:
        '¡Hola! Me mudo a Málaga en octubre por trabajo, con un contrato de 6 meses, y hasta que me compre un coche necesito uno para ir cada día a la oficina en el Parque Tecnológico, unos 40 km ida y vuelta. Me han dicho que alquilar por meses sale más barato que por días. ¿Hacéis eso? ¿Cuánto sería al mes por uno pequeñito?',
      answeredBy: [longTerm, prices, services],
    },
    // Typos, missing accents and chat-speak, in Spanish
    { question: 'q documentos hay q llevar pa recoger el coche?', answeredBy: [documents, terms] },
    {
      question: 'se puede pagar la fianza con tarjeta de debito xq no tengo de credito',
      answeredBy: [deposit, terms],
    },
    { question: 'hay limite de kilometros al dia?', answeredBy: [mileage, prices, terms] },
    {
      question: 'cuanto cobrais si devuelvo el coche sin llenar el deposito',
      answeredBy: [fuel, prices, terms],
    },
    {
      question: 'tb se puede llevar al perro? es pequeñito y va en su transportin',
      answeredBy: [pets, terms],
    },
    // One or two words
    { question: 'franquicia', answeredBy: [insurance, prices, terms] },
    { question: 'coche eléctrico', answeredBy: [electric, prices, services, terms] },
    // Spanish questions, English knowledge
    {
      question: '¿Hay autopistas de peaje para ir a Marbella? ¿Cuánto cuestan?',
      answeredBy: [tolls],
    },
    {
      question: 'Después de devolver el coche en el aeropuerto, ¿cómo llego a la terminal?',
      answeredBy: [returnCar],
    },
    {
      question: '¿Es buena idea grabar un vídeo del coche antes de salir del parking?',
      answeredBy: [damageCheck],
    },
    {
      question: 'Quiero ir a Tánger un día. ¿Dónde puedo dejar el coche para coger el ferry a pie?',
      answeredBy: [morocco],
    },
    // Paraphrases, in English
    {
      question: 'Are there any hidden fees when I pick up the car?',
      answeredBy: [extraCharges, prices],
    },
    { question: 'Will you wait for me if my flight is late?', answeredBy: [flightDelay, terms] },
    {
      question: 'Is the automatic guaranteed or could I end up with a manual?',
      answeredBy: [automatic, terms],
    },
    // English questions, Spanish knowledge
    {
      question: 'Do I need an international driving permit with a US licence?',
      answeredBy: [documents, terms],
    },
    {
      question: 'How much is the deposit if I take the full insurance?',
      answeredBy: [deposit, prices, terms],
    },
    {
      question: 'Where is your office in the city centre?',
      answeredBy: [description, hours, prices],
    },
    // Long messages, in English
    {
      question:
        "Hi there, we're a couple from Manchester flying into Málaga next month for ten days. My partner is 23 and I'm 26, and we'd both like to share the driving on the trip up to Ronda and the white villages. Is it going to cost us extra for him to drive as well, given his age?",
      answeredBy: [additionalDriver, age, prices, terms],
    },
    {
      question:
        "Hello! We've booked a compact for two weeks in August for our family holiday in Nerja. Our kids are 2 and 6. We were going to bring our own car seats but the airline charges a fortune for them. What seats do you have for those ages and what would they cost for 14 days?",
      answeredBy: [childSeats, prices],
    },
    {
      question:
        "Good morning. I'm a retired expat, I live in Nerja half the year and my own car will be in the garage for a few weeks after a bump. I'm 78 - is that too old to rent from you? I've been driving for 55 years with a clean licence.",
      answeredBy: [age, terms],
    },
    // Typos and chat-speak, in English
    {
      question: 'can u guys pick me up at the terminal?? got 2 kids n lots of bags',
      answeredBy: [airport, prices, services],
    },
    {
      question: 'flight lands 2moro at 1am, will u still be open??',
      answeredBy: [hours, terms, prices, flightDelay],
    },
    { question: 'is smoking allowed in the car pls thx', answeredBy: [terms, prices] },
    // One or two words, in English
    { question: 'one way', answeredBy: [oneWay, prices, services] },
    { question: 'snow chains', answeredBy: [prices] },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    '¿Vendéis coches de segunda mano? Me interesa comprar uno de vuestros coches cuando lo saquéis de la flota.',
    "Do you rent scooters or motorbikes? I'd like a 125cc for a week.",
    '¿Tenéis servicio de coche con conductor para una boda en Marbella?',
    'How much is a taxi from the airport to Marbella? Can you book one for us?',
    '¿Alquiláis barcos o motos de agua en Benalmádena?',
    'Estoy buscando trabajo de conductor o de repartidor de coches, ¿estáis contratando?',
    'Do you sell travel insurance that covers lost luggage and cancelled flights?',
    'Mi coche particular hace un ruido raro al frenar, ¿me lo podéis revisar en vuestro taller?',
    // Plainly outside
    '¿Cuál es el mejor chiringuito de Málaga para comer espetos?',
    'What time is the first train from Málaga to Granada?',
  ],
};
