import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Limpiezas Alhambra, a cleaning company with an office on the calle San Antón in Granada
 * (Andalusia) and about 22 cleaners on its payroll. It does regular home cleaning by the hour,
 * deep cleaning, end-of-tenancy and after-works cleaning, changeovers of holiday apartments for
 * Airbnb hosts in the Albaicín, the Realejo and the centre, opening and closing of second homes,
 * window and terrace cleaning, ironing (at home or collected) and office cleaning, in Granada and
 * its metropolitan area. Its customers write in Spanish (Granada locals, elderly people and their
 * children, students in shared flats, landlords who let to students) and in English (British and
 * Irish people living in Granada, owners of holiday lets and second homes who live abroad). The
 * owner wrote the briefing in Spanish, most Q&A pairs in Spanish and a few in English (English at
 * the office, holiday lets managed from abroad, being away while the cleaner works, paying from
 * outside Spain, opening and closing a second home), added one custom response for quote requests
 * for deep and after-works cleaning, and pasted the 2026 price list and the general terms of
 * service, both in Spanish.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday or Andalusian words ("fregar", "la muchacha", "apañada", "como los chorros del oro",
 * "shur", "el curro", "cagadas de paloma", "se apaña"), long messages with a story around the
 * question, typos and chat-speak ("wenas", "limpiesa", "k", "q", "xa", "x", "teneis", "hiya", "u",
 * "ur", "hw", "sry", "w/"), missing accents, one- or two-word questions, Spanish questions against
 * English knowledge and the reverse, a few that only a document answers (blinds, gift vouchers,
 * no water or power when the cleaner arrives, the notice to stop a weekly service) and short
 * follow-ups. The outside questions include hard negatives that share words with the knowledge
 * (sofa and mattress cleaning, a job as a cleaner, selling cleaning products, pest control, a
 * removal, meeting holiday guests, gardening, a swimming pool).
 */

const english = qaIn('English');
const spanish = qaIn('Spanish');

// The sources' titles, as the answers name them.
const area = '¿En qué zonas trabajáis y cuál es vuestro horario?';
const hourly = '¿Cuánto cuesta la limpieza del hogar por horas?';
const deep = '¿Qué incluye una limpieza a fondo y cuánto cuesta?';
const endTenancy = '¿Hacéis limpiezas de fin de alquiler para entregar el piso?';
const afterWorks = '¿Hacéis limpieza de fin de obra?';
const windows = '¿Limpiáis cristales y ventanas?';
const terraces = '¿Limpiáis terrazas, patios y balcones?';
const ironing = '¿Tenéis servicio de plancha?';
const products = '¿Los productos de limpieza están incluidos?';
const keys = '¿Qué hacéis con las llaves de mi casa?';
const insurance = '¿Tenéis seguro por si rompéis algo?';
const cancel = '¿Puedo cancelar o cambiar una limpieza?';
const invoice = '¿Me hacéis factura?';
const payment = '¿Cómo se paga?';
const turnover = '¿Hacéis limpiezas de pisos turísticos entre huéspedes?';
const offices = '¿Limpiáis oficinas y locales?';
const sameCleaner = '¿Quién viene a limpiar? ¿Es siempre la misma persona?';
const booking = '¿Cómo reservo una limpieza y con cuánta antelación?';
const students = '¿Tenéis precios para pisos de estudiantes?';
const weekends = '¿Trabajáis los sábados, domingos y festivos?';
const satisfaction = '¿Qué pasa si no quedo contento con la limpieza?';
const englishSpoken = 'Does anyone at Limpiezas Alhambra speak English?';
const holidayLet = 'Can you look after my holiday let in Granada while I live abroad?';
const homeAlone = 'Do I need to be at home while you clean?';
const payAbroad = 'How can I pay if I live outside Spain?';
const openingClosing =
  'Can you open up and clean our house before we arrive, and close it when we leave?';
const prices = 'Tarifas 2026 – Limpiezas Alhambra';
const terms = 'Condiciones generales del servicio';
const quoteRequest = 'Petición de presupuesto para limpieza a fondo o fin de obra';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const granadaCleaningSet: EvaluationSet = {
  name: 'Granada cleaning company (Limpiezas Alhambra)',
  heldOut: false,
  agentName: 'Lucía',
  briefing: {
    companyName: 'Limpiezas Alhambra',
    industry: 'services',
    description:
      'Limpiezas Alhambra es una empresa de limpieza de Granada fundada en 2011 por Carmen Ruiz Molina, que sigue al frente como gerente. Nuestra oficina está en la calle San Antón 34, cerca de Puerta Real, y trabajamos en Granada capital y en su área metropolitana. Somos 22 limpiadoras y limpiadores, dos encargadas de equipo y una coordinadora de clientes, Sarah, que atiende en inglés. Todo nuestro personal está contratado por la empresa y dado de alta en la Seguridad Social, formado por nosotros y cubierto por nuestro seguro de responsabilidad civil. Limpiamos cada semana más de 300 casas, pisos turísticos y oficinas, del Albaicín al Zaidín, y muchos de nuestros clientes llevan con nosotros más de cinco años.',
    targetAudience:
      'Familias y personas mayores de Granada que necesitan ayuda fija con la casa, y sus hijos que viven fuera; trabajadores con poco tiempo; estudiantes que comparten piso y propietarios que alquilan a estudiantes; inquilinos que dejan un piso y quieren recuperar la fianza; propietarios que acaban una reforma; anfitriones de Airbnb y Booking con apartamentos en el Albaicín, el Realejo y el Centro, muchos de ellos británicos o irlandeses que viven fuera; residentes británicos e irlandeses y dueños de segundas residencias y cármenes; oficinas, despachos, consultas y pequeños comercios.',
    keyServices:
      'Limpieza del hogar por horas, puntual o fija (semanal o quincenal), con la misma limpiadora; limpiezas a fondo; limpiezas de fin de alquiler y de entrada a un piso; limpieza de fin de obra y después de reformas; limpieza y rotación de pisos turísticos entre huéspedes, con cambio de ropa de cama, reposición y fotos; apertura y cierre de segundas residencias; limpieza de cristales y ventanas; limpieza de terrazas, patios y balcones; servicio de plancha en casa o con recogida y entrega; limpieza de oficinas, despachos y locales; custodia de llaves.',
    commonQuestions:
      'Cuánto cuesta la hora de limpieza y si hay un mínimo, si los productos están incluidos, qué incluye una limpieza a fondo y cuánto cuesta, si hacemos fines de alquiler y de obra, a qué zonas vamos y en qué horario, si trabajamos los fines de semana, cómo se cancela y qué se cobra, qué pasa con las llaves, si tenemos seguro, si hacemos factura y cómo se paga, si viene siempre la misma persona, y, para los anfitriones de pisos turísticos y los clientes extranjeros, cómo funcionan las rotaciones, cómo pagar desde fuera de España y si alguien habla inglés.',
    languages: ['Spanish', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Respuestas cortas y claras, con los precios en euros IVA incluido, y siempre un siguiente paso: reservar por WhatsApp, pedir presupuesto, mandar fotos. Tuteamos a los clientes, salvo a las personas mayores si ellas nos tratan de usted. A quien escribe en inglés le respondemos en inglés.',
    personality:
      'Como una encargada granadina de confianza: cercana, resolutiva y honesta con los precios y con lo que hacemos y no hacemos, paciente con las personas mayores y con quien no conoce cómo funcionan las cosas en España.',
    responseTemplates: [
      {
        scenario: quoteRequest,
        response:
          '¡Gracias por contar con nosotros! Para darte un precio cerrado de una limpieza a fondo o de fin de obra, mándanos por WhatsApp al 644 21 87 53 o por email a hola@limpiezasalhambra.example: la dirección o al menos el barrio; los metros aproximados y el número de dormitorios y baños; si la vivienda está vacía o amueblada; el tipo de trabajo (después de una reforma, obra nueva, piso cerrado mucho tiempo, fin de alquiler); de 4 a 6 fotos de la cocina, los baños y los suelos; si hay ascensor y dónde se puede aparcar; y la fecha que te interesa. Te contestamos con el presupuesto en menos de 24 horas laborables. Si lo prefieres, vamos a verlo sin compromiso: la visita es gratuita en Granada capital y cuesta 15 € en el área metropolitana, que te descontamos si contratas. Como referencia, una limpieza a fondo de un piso de 1 o 2 dormitorios cuesta 170 € y un fin de obra, de 3,50 € a 5 € por m², con un mínimo de 220 €.',
      },
    ],
  },
  qa: [
    spanish(
      area,
      'Trabajamos en toda Granada capital: Centro, Albaicín, Sacromonte, Realejo, Zaidín, Ronda, Chana, Beiro, Cartuja, Genil y Figares. También vamos al área metropolitana (Armilla, Maracena, Ogíjares, La Zubia, Cájar, Huétor Vega, Monachil, Cenes de la Vega, Churriana de la Vega, Las Gabias y Atarfe) con un suplemento de desplazamiento de 6 € por servicio; más lejos, solo con presupuesto. Limpiamos de lunes a viernes de 8:00 a 20:00 y los sábados de 9:00 a 14:00. La oficina, en la calle San Antón 34, atiende de lunes a viernes de 9:00 a 14:00 y de 16:30 a 19:30. Teléfono 958 52 17 40, WhatsApp 644 21 87 53, email hola@limpiezasalhambra.example.',
    ),
    spanish(
      hourly,
      'La limpieza de mantenimiento cuesta 15 € la hora, IVA incluido, con un mínimo de 2 horas por visita. Si contratas un servicio fijo, semanal o quincenal, la hora te sale a 14 €, y con el bono de 20 horas al mes, a 13,50 €. Incluye lo habitual: barrer y fregar suelos, aspirar, quitar el polvo, limpiar la cocina y los baños, hacer las camas, sacar la basura y limpiar los cristales por dentro. Tú decides en qué se emplea el tiempo: en la primera visita la limpiadora repasa contigo la lista de tareas. Para un piso de 2 dormitorios y 1 baño suelen bastar 3 horas a la semana. Los productos no están incluidos, salvo que contrates el pack de productos.',
    ),
    spanish(
      deep,
      'La limpieza a fondo es un servicio puntual para dejar la casa como nueva: cocina completa con azulejos, campana y filtros, electrodomésticos por fuera, baños con desincrustado de cal, armarios por dentro si están vacíos, puertas y marcos, enchufes, rodapiés, radiadores, lámparas al alcance y ventanas por dentro y por fuera si son accesibles. La hacen dos limpiadoras con todos los productos y la maquinaria incluidos. Precios cerrados con IVA: estudio de hasta 45 m², 120 €; piso de 1 o 2 dormitorios de hasta 80 m², 170 €; 3 dormitorios de hasta 110 m², 230 €; viviendas más grandes, 2,20 € por m². Suele durar entre 4 y 8 horas. Si la casa lleva mucho tiempo sin limpiarse, te pedimos fotos antes para confirmar el precio.',
    ),
    spanish(
      endTenancy,
      'Sí, tanto para inquilinos que quieren recuperar la fianza como para propietarios que preparan el piso para el siguiente inquilino. Es una limpieza a fondo con el piso vacío: armarios y cajones por dentro, nevera y horno por dentro, campana, azulejos, sanitarios con antical, puertas, rodapiés y ventanas. Precios con IVA, productos incluidos: estudio 130 €, 1 o 2 dormitorios 180 €, 3 dormitorios 240 €; 4 dormitorios o más, con presupuesto. Si el piso se entrega amueblado, se suma un 15 %. Se hace en una sola jornada con dos limpiadoras. Podemos recoger las llaves en la inmobiliaria y devolverlas al terminar. Garantía de entrega: si el propietario o la agencia encuentra algo mal limpio en los 3 días siguientes, volvemos a repasarlo gratis en 48 horas.',
    ),
    spanish(
      afterWorks,
      'Sí. Después de una reforma o de una obra nueva quitamos el polvo fino de obra de todas las superficies, los restos de pintura, yeso, silicona y cemento de suelos, azulejos, cristales y carpinterías, limpiamos armarios y sanitarios y aspiramos con aspiradoras industriales. No retiramos escombros ni sacos de obra: tienen que estar fuera antes de empezar. Precio orientativo con IVA: de 3,50 € a 5 € por m² según el estado, con un mínimo de 220 €. Para darte un precio cerrado hacemos una visita gratuita en Granada capital, o nos mandas fotos y los metros. Suele hacerse en una jornada, con un equipo de 2 a 4 personas; lo ideal es que los pintores hayan terminado al menos 24 horas antes.',
    ),
    spanish(
      windows,
      'Sí. En la limpieza por horas la limpiadora limpia los cristales por dentro y, si se puede hacer con seguridad desde dentro de casa o desde el balcón, también por fuera. Como servicio aparte, con productos y material profesional: 4 € por hoja de ventana normal (las dos caras), 8 € por hoja de balconera o ventanal, con un mínimo de 45 €; marcos y guías incluidos. Escaparates y cristaleras de locales, 2,50 € por m². No limpiamos cristales a los que solo se llega por fuera de la fachada, con andamio o con cuerda: por seguridad, nuestro personal no se asoma ni se descuelga. Para un piso normal de 3 dormitorios, cuenta con unos 60 o 70 €.',
    ),
    spanish(
      terraces,
      'Sí, y en Granada es de lo que más nos piden: terrazas, azoteas, patios y balcones de pisos y cármenes. Barremos, quitamos la tierra y las hojas, fregamos el suelo con desengrasante, limpiamos barandillas, muebles de exterior y toldos por debajo, y quitamos los excrementos de paloma con producto desinfectante. Para suelos muy sucios usamos hidrolimpiadora, siempre que haya un grifo y un desagüe en la terraza. Precios con IVA: 2 € por m², con un mínimo de 50 €; con hidrolimpiadora, 3 € por m², con un mínimo de 70 €. Si la terraza se limpia dentro de un servicio por horas, se cobra a 15 € la hora, como el resto de la casa. No limpiamos tejados ni zonas sin barandilla.',
    ),
    spanish(
      ironing,
      'Sí, de dos formas. Plancha en tu casa: la limpiadora plancha durante el servicio por horas, al mismo precio (15 € la hora), o en visitas solo de plancha de 2 horas como mínimo. Plancha con recogida: pasamos a por la ropa limpia y seca los martes y los viernes por la tarde y te la devolvemos planchada, doblada o en perchas, en 48 a 72 horas. Precios con IVA: 1,20 € por prenda, camisas y blusas 1,60 €, sábanas y fundas nórdicas 3 €, con un mínimo de 15 € por recogida. La recogida y la entrega son gratuitas en Granada capital. En el servicio de plancha no lavamos la ropa: tiene que estar ya lavada y seca.',
    ),
    spanish(
      products,
      'Depende del servicio. En la limpieza por horas, la limpiadora usa los productos y utensilios que tengas en casa (fregona, escoba, aspiradora, bayetas); en la primera visita te decimos si falta algo. Si prefieres olvidarte, el pack de productos cuesta 1,50 € más por hora y la limpiadora lo lleva todo, incluida una aspiradora si no tienes. En las limpiezas a fondo, de fin de alquiler, de fin de obra, de cristales, de terrazas y de pisos turísticos, los productos y la maquinaria siempre están incluidos. Usamos productos profesionales y, si lo pides, ecológicos con etiqueta Ecolabel, sin coste extra. Si alguien en casa tiene alergias o hay animales, avísanos y lo tenemos en cuenta.',
    ),
    spanish(
      keys,
      'Muchos clientes nos dejan una copia de las llaves para no tener que estar en casa. Las guardamos gratis en la caja fuerte de nuestra oficina, en un sobre precintado con un código, nunca con tu nombre ni tu dirección. La limpiadora las recoge el día del servicio y las devuelve esa misma tarde, y te firmamos un recibo de entrega de llaves. Si tienes un cajetín de llaves con código, también podemos usarlo. Para los pisos turísticos guardamos las llaves de forma permanente. Si perdiéramos una llave por nuestra culpa, pagamos el cambio de bombín y las copias nuevas.',
    ),
    spanish(
      insurance,
      'Sí. Tenemos un seguro de responsabilidad civil de 600.000 € que cubre los daños que nuestro personal pueda causar en tu casa o en tus cosas durante el servicio, y también los daños a terceros (por ejemplo, una fuga de agua al vecino de abajo). Si se rompe algo, la limpiadora te lo dice ese mismo día, y te pedimos que nos lo comuniques por escrito en 48 horas, con fotos y, si lo tienes, el tique o el valor del objeto. Los daños de menos de 150 € los pagamos directamente, sin pasar por el seguro. Si tienes objetos delicados o de valor (porcelana, cuadros, antigüedades), avísanos antes y los dejamos sin tocar o los limpiamos con especial cuidado.',
    ),
    spanish(
      cancel,
      'Sí. Puedes cancelar o cambiar el día sin coste si nos avisas con al menos 24 horas de antelación, por WhatsApp, teléfono o email. Si avisas con menos de 24 horas, cobramos el 50 % del servicio; si la limpiadora llega y no puede entrar (nadie abre, no hay llaves), cobramos el 100 %. En las limpiezas a fondo, de fin de alquiler y de fin de obra, el plazo para cancelar gratis es de 72 horas, porque reservamos un equipo entero. En los pisos turísticos, si se cancela una reserva de huéspedes, avísanos en cuanto lo sepas: la rotación cancelada con menos de 24 horas se cobra a 15 €. Si te pones enfermo o tienes una urgencia, háblanos y lo miramos.',
    ),
    spanish(
      invoice,
      'Sí, siempre. Todos nuestros precios incluyen el 21 % de IVA y emitimos factura completa de cada servicio. Para los servicios fijos hacemos una factura mensual con todas las visitas del mes, que te llega por email el día 1. Si eres autónomo, empresa, comunidad de propietarios o propietario que alquila, dinos el nombre o la razón social, el NIF o CIF y la dirección fiscal, y la factura sale a ese nombre. Si necesitas un duplicado o una factura rectificativa, pídelo a administracion@limpiezasalhambra.example. A los clientes que viven fuera de España les ponemos su NIE o su número fiscal extranjero.',
    ),
    spanish(
      payment,
      'Los servicios puntuales (limpieza a fondo, fin de alquiler, fin de obra, cristales, terrazas) se pagan al confirmar la reserva o el mismo día al terminar, por Bizum, por transferencia o con tarjeta mediante un enlace de pago que te mandamos por WhatsApp. Para el fin de obra pedimos una señal del 30 % al reservar. Los servicios fijos se pagan a mes vencido, por domiciliación bancaria (recibo SEPA) o por transferencia, en los 5 primeros días del mes siguiente. La limpiadora no cobra en mano ni acepta dinero en efectivo: así todo queda registrado en la factura.',
    ),
    spanish(
      turnover,
      'Sí, es uno de nuestros servicios principales, sobre todo en el Albaicín, el Realejo y el Centro. En cada rotación limpiamos todo el apartamento, cambiamos la ropa de cama y las toallas, hacemos las camas, reponemos papel higiénico, jabón, gel y café con lo que nos dejes, vaciamos la basura y revisamos si falta o se ha roto algo, con fotos al terminar. Precios con IVA: estudio 35 €, 1 dormitorio 45 €, 2 dormitorios 60 €, 3 dormitorios 75 €. El lavado y planchado de la ropa de cama en lavandería va aparte: 9 € por juego de cama y toallas. Limpiamos entre las 11:00 y las 16:00, entre la salida de un huésped y la llegada del siguiente. En el Albaicín y el Sacromonte, donde no se llega en coche, hay un suplemento de 5 €.',
    ),
    spanish(
      offices,
      'Sí: oficinas, despachos, consultas, academias, tiendas y locales. Trabajamos fuera de vuestro horario, de 7:00 a 9:00 o de 19:00 a 22:00, o por la mañana si lo preferís. Precios con IVA: 16 € la hora con contrato mensual y 18 € la hora en limpiezas puntuales, con productos y material incluidos. Con contrato mensual os atiende siempre el mismo equipo, y una encargada revisa el trabajo una vez al mes. Hacemos una visita gratuita para calcular las horas necesarias: como referencia, una oficina de 100 m² con 2 baños suele necesitar 2 horas, 3 días por semana. Facturamos a la empresa a final de mes.',
    ),
    spanish(
      sameCleaner,
      'Todo nuestro personal está contratado por Limpiezas Alhambra y dado de alta en la Seguridad Social; no trabajamos con autónomos ni con personas sin contrato. Antes de empezar, cada limpiadora hace una semana de formación con una encargada, y comprobamos sus referencias. En los servicios fijos te asignamos siempre a la misma persona, para que conozca tu casa y tu forma de hacer las cosas. Si está de vacaciones o enferma, te avisamos y te enviamos a una sustituta con tus notas, o, si lo prefieres, nos saltamos esa semana sin coste. Si no estás a gusto con la limpiadora asignada, te la cambiamos sin dar explicaciones.',
    ),
    spanish(
      booking,
      'Puedes reservar por WhatsApp (644 21 87 53), por teléfono (958 52 17 40), en la web www.limpiezasalhambra.example o en nuestra oficina. Dinos el tipo de limpieza, la dirección, los metros o el número de habitaciones y baños, y el día que te viene bien; te confirmamos precio y hora en el mismo día. Para limpiezas por horas y pisos turísticos solemos tener hueco con 48 a 72 horas de antelación; para limpiezas a fondo y de fin de obra, con 5 a 7 días. En junio, julio y septiembre, con el fin de curso y los cambios de piso, conviene reservar con dos semanas. Para una urgencia el mismo día o el siguiente, si hay disponibilidad, se aplica un recargo del 20 %.',
    ),
    spanish(
      students,
      'Sí. En pisos compartidos de estudiantes limpiamos las zonas comunes (cocina, baños, salón y pasillo) a 15 € la hora, con un mínimo de 2 horas, y os podemos mandar el importe dividido entre los compañeros para que cada uno pague su parte por Bizum. Los estudiantes con carné universitario de la UGR tienen un 10 % de descuento en las limpiezas puntuales. A final de curso hacemos la limpieza de salida para que el casero os devuelva la fianza, desde 130 € un estudio, y en septiembre la limpieza de entrada antes de instalaros. Las habitaciones solo las limpiamos si su inquilino lo autoriza.',
    ),
    spanish(
      weekends,
      'Los sábados limpiamos de 9:00 a 14:00, con un suplemento de 3 € por hora en los servicios por horas; las limpiezas a fondo en sábado cuestan un 15 % más. Los domingos y festivos solo trabajamos para pisos turísticos, porque los huéspedes también se van esos días, con un recargo del 25 % (por ejemplo, la rotación de un apartamento de 1 dormitorio pasa de 45 € a 56,25 €). En Semana Santa, el Corpus y el puente de diciembre hay muchísima demanda de pisos turísticos: reserva esas fechas con al menos 3 semanas. La oficina cierra los fines de semana, pero el WhatsApp se atiende los sábados por la mañana.',
    ),
    spanish(
      satisfaction,
      'Queremos que quedes contento en cada visita. Si algo no está bien limpio, avísanos en las 24 horas siguientes por WhatsApp, mejor con fotos, y volvemos a repasarlo gratis en un plazo de 48 horas; los fines de alquiler tienen su propia garantía de 3 días. Si el problema se repite, Carmen, la gerente, te llama para revisarlo y, si hace falta, te cambiamos de limpiadora. Si después del repaso sigue sin estar bien, te devolvemos el importe de la parte que no se hizo correctamente. Después de cada limpieza puntual te enviamos una encuesta de dos preguntas: tus comentarios nos ayudan a mejorar.',
    ),
    english(
      englishSpoken,
      'Yes. Sarah, our client coordinator, is from Bristol and has lived in Granada for 12 years: she handles bookings, quotes and any problems in English by phone, WhatsApp or email (sarah@limpiezasalhambra.example), Monday to Friday from 9:00 to 14:00. Several of our cleaners speak some English, and we send you the same cleaner every time so you get to know each other. You can write your task list in English and we translate it for the cleaner. Quotes, agreements and invoices are available in English and Spanish, and the photos and reports we send holiday-let owners after each clean can be written in English.',
    ),
    english(
      holidayLet,
      "Yes, many of our holiday-let clients live in the UK, Ireland or elsewhere in Europe. We keep a set of keys in our office safe, and you share your Airbnb or Booking.com calendar with us (or give us access to your channel manager), so every changeover is booked automatically and you don't have to message us for each guest. After each clean you get a WhatsApp report with photos of every room, a note of anything broken or missing, and a reminder when supplies run low. We can buy consumables such as toilet paper, soap and coffee for you and add them to the monthly invoice at cost plus 10 %. Changeovers start at €35 for a studio.",
    ),
    english(
      homeAlone,
      'No, most of our clients are at work or away when we clean. For the first visit we recommend being there for 20 minutes to show the cleaner around and explain what matters to you; if that is not possible, we can do it by video call and you send us a written task list. After that, you can leave us a copy of the keys (kept in our office safe), use a key box, or leave the keys with a neighbour or the porter. Tell us about alarms, pets and anything we should not touch. When she leaves, the cleaner locks up, closes the windows and sends you a short WhatsApp message.',
    ),
    english(
      payAbroad,
      "You don't need a Spanish bank account. You can pay by card through a secure payment link we send by WhatsApp or email (Visa, Mastercard or Amex, no fee), or by bank transfer in euros to our Spanish IBAN, for example with Wise or Revolut; transfers from the UK can take 1 or 2 working days. For regular services and holiday-let changeovers, we can charge your card automatically at the end of each month with your authorisation, or set up a SEPA direct debit if your bank is in the eurozone. Invoices include Spanish VAT (IVA, 21 %) and can show your NIE or your foreign tax number.",
    ),
    english(
      openingClosing,
      'Yes, this is popular with owners of second homes and cármenes who spend part of the year in Granada. Opening clean: we air the house, dust and vacuum everywhere, clean the kitchen and bathrooms, run the taps, make the beds with your linen and sweep the terrace, so everything is ready when you land; from €90 for a two-bedroom flat and €140 for a house. Closing clean: we strip the beds and take the linen to the laundry, empty and clean the fridge, take out the rubbish, lock the windows, switch off the water heater and send you photos; from €80. Between your stays we can check on the house once a month for €25.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'Spanish',
      text: `TARIFAS 2026 – LIMPIEZAS ALHAMBRA
Precios en euros, IVA (21 %) incluido. Válidos del 1 de enero al 31 de diciembre de 2026.

1. Limpieza del hogar por horas
- Servicio puntual: 15 € la hora, mínimo 2 horas por visita.
- Servicio fijo semanal o quincenal: 14 € la hora.
- Bono mensual de 20 horas: 270 € (13,50 € la hora). Las horas que no se usen pueden pasarse al mes siguiente una sola vez.
- Pack de productos y utensilios (la limpiadora lo lleva todo, aspiradora incluida): 1,50 € más por hora.
- Plancha en casa: 15 € la hora; mínimo 2 horas en visitas solo de plancha.
- Sábados (de 9:00 a 14:00): 3 € más por hora.
- Urgencias (el mismo día o el día siguiente): 20 % más.

2. Limpieza a fondo (dos limpiadoras, productos y maquinaria incluidos)
- Estudio de hasta 45 m²: 120 €.
- Piso de 1 o 2 dormitorios, hasta 80 m²: 170 €.
- Piso de 3 dormitorios, hasta 110 m²: 230 €.
- Más de 110 m² o casas de varias plantas: 2,20 € por m².
- En sábado: 15 % más.

3. Fin de alquiler y entrada a un piso (vivienda vacía)
- Estudio: 130 €. 1 o 2 dormitorios: 180 €. 3 dormitorios: 240 €. 4 dormitorios o más: presupuesto.
- Vivienda amueblada: 15 % más.

4. Fin de obra
- De 3,50 € a 5 € por m² según el estado; mínimo 220 €.
- Visita para el presupuesto: gratuita en Granada capital; 15 € en el área metropolitana, que se descuenta si se contrata.
- Señal del 30 % al reservar.

5. Extras que se pueden añadir a cualquier limpieza
- Horno por dentro: 25 €.
- Nevera por dentro (vacía): 15 €. Congelador con descongelado: 20 €.
- Microondas y filtros de la campana en profundidad: 12 €.
- Armarios de cocina por dentro (vacíos): 20 €.
- Persianas: limpieza de las lamas por las dos caras, desde el interior, 12 € por persiana; estores y venecianas de interior, 8 € por unidad.
- Lámparas de techo y lámparas de cristal (hasta 2 m de altura): 10 € por unidad.
- Juntas de azulejos y de suelo con máquina de vapor: 4 € por m².
- Trasteros, garajes y cuartos de caldera: 18 € la hora, mínimo 2 horas.

6. Cristales
- Hoja de ventana normal (las dos caras): 4 €. Hoja de balconera o ventanal: 8 €. Mínimo 45 €.
- Escaparates y cristaleras de locales: 2,50 € por m².

7. Terrazas, patios y balcones
- 2 € por m² (mínimo 50 €). Con hidrolimpiadora: 3 € por m² (mínimo 70 €).

8. Plancha con recogida y entrega
- 1,20 € por prenda; camisas y blusas 1,60 €; sábanas y fundas nórdicas 3 €. Mínimo 15 € por recogida.
- Recogida y entrega gratuitas en Granada capital, los martes y los viernes por la tarde.

9. Pisos turísticos y segundas residencias
- Rotación entre huéspedes: estudio 35 €; 1 dormitorio 45 €; 2 dormitorios 60 €; 3 dormitorios 75 €.
- Lavandería de ropa de cama: 9 € por juego de cama y toallas.
- Albaicín y Sacromonte (sin acceso en coche): 5 € más por rotación.
- Domingos y festivos: 25 % más.
- Rotación cancelada con menos de 24 horas: 15 €.
- Apartamentos en Sierra Nevada (Pradollano), de diciembre a abril: precio de la rotación más 25 € de desplazamiento por visita.
- Apertura de una segunda residencia: desde 90 € un piso de 2 dormitorios y 140 € una casa. Cierre: desde 80 €. Visita mensual de control: 25 €.

10. Oficinas y locales
- Con contrato mensual: 16 € la hora. Limpieza puntual: 18 € la hora. Productos y material incluidos.

11. Desplazamiento
- Granada capital: incluido.
- Área metropolitana (Armilla, Maracena, Ogíjares, La Zubia, Cájar, Huétor Vega, Monachil, Cenes de la Vega, Churriana de la Vega, Las Gabias, Atarfe): 6 € por servicio.
- Otras localidades: presupuesto.

12. Descuentos (no acumulables)
- Estudiantes con carné de la UGR: 10 % en limpiezas puntuales.
- Mayores de 65 años: 5 % en servicios fijos.
- Trae a un amigo: cuando alguien que nos recomiendas contrata un servicio fijo, los dos recibís 2 horas gratis.

13. Tarjetas regalo
- 2 horas de limpieza: 30 €. 4 horas: 60 €. Limpieza a fondo de un estudio: 120 €.
- Válidas durante 12 meses desde la compra, en Granada capital y en el área metropolitana.
- Se compran en la oficina, por Bizum o por transferencia, y se envían en PDF por email o impresas en una tarjeta con sobre, que se puede recoger en la oficina.`,
    },
    {
      title: terms,
      language: 'Spanish',
      text: `CONDICIONES GENERALES DEL SERVICIO – LIMPIEZAS ALHAMBRA, S.L.
Calle San Antón 34, 18005 Granada. Versión de enero de 2026.

1. Objeto
Estas condiciones se aplican a todos los servicios de limpieza que Limpiezas Alhambra presta a particulares, comunidades, propietarios de viviendas turísticas y empresas. Al confirmar una reserva o firmar un contrato de servicio fijo, el cliente las acepta.

2. Reservas
Toda reserva se confirma por escrito (WhatsApp o email) con el tipo de servicio, la dirección, la fecha, la hora de llegada y el precio. La hora de llegada puede variar 15 minutos por el tráfico o por el servicio anterior.

3. Acceso a la vivienda
El cliente facilita el acceso a la hora acordada, en persona o mediante una copia de las llaves, un cajetín con código o un vecino o conserje autorizado. Las llaves entregadas a la empresa se guardan en caja fuerte, identificadas solo con un código, y se devuelven cuando el cliente lo pida o al terminar el contrato. Los animales que puedan molestar o escaparse deben quedar en una habitación cerrada.

4. Agua, luz y condiciones de trabajo
El cliente garantiza que la vivienda tiene agua corriente y electricidad durante el servicio. Si al llegar la limpiadora no hay agua o luz, espera 30 minutos y hace las tareas que sean posibles sin ellas; si no se puede trabajar, el servicio se cobra como cancelación con menos de 24 horas (50 %), salvo que el corte sea general en la zona, en cuyo caso no se cobra y se busca otra fecha.

5. Seguridad
Por la seguridad de nuestro personal, no se realizan trabajos a más de 2 metros de altura ni en zonas sin barandilla, no se usan escaleras de más de tres peldaños, no se mueven muebles ni objetos de más de 20 kg y no se mezclan ni se usan productos peligrosos (por ejemplo, salfumán con lejía). La limpiadora puede negarse a realizar una tarea que considere peligrosa.

6. Productos y utensilios
En los servicios por horas se usan los productos y utensilios del cliente, salvo que contrate el pack de productos. En el resto de servicios, los aporta la empresa.

7. Cancelaciones
Los servicios se pueden cancelar o cambiar sin coste con 24 horas de antelación (72 horas en limpiezas a fondo, de fin de alquiler y de fin de obra). Con menos antelación se cobra el 50 %, y el 100 % si la limpiadora no puede acceder a la vivienda.

8. Servicios fijos
El contrato de servicio fijo es de duración indefinida. El cliente puede darse de baja en cualquier momento avisando por escrito con 15 días de antelación; no hay permanencia ni penalización. Por vacaciones, el cliente puede suspender el servicio hasta 4 semanas al año sin coste, avisando con 7 días. Los servicios que caen en festivo se pasan a otro día de la misma semana o se descuentan.

9. Precios
Los precios incluyen IVA y se actualizan cada mes de enero según el IPC; cualquier otro cambio se comunica con 30 días de antelación, y el cliente puede darse de baja sin preaviso si no lo acepta.

10. Pago y facturas
Se emite factura de cada servicio, o una factura mensual en los servicios fijos. Un recibo devuelto genera un gasto de 3 €, y tras 30 días sin pago el servicio se suspende.

11. Daños
La empresa tiene un seguro de responsabilidad civil de 600.000 €. Los daños deben comunicarse por escrito en 48 horas. No se responde del desgaste normal, de objetos que ya estaban dañados ni de objetos de valor que no se hayan señalado antes del servicio.

12. Personal
El personal es contratado por la empresa. Durante el servicio y los 12 meses siguientes a su fin, el cliente se compromete a no contratar directamente a la limpiadora asignada; en caso contrario, abonará una compensación de 600 €.

13. Reclamaciones
Las reclamaciones se dirigen a hola@limpiezasalhambra.example o a la oficina, donde hay hojas de reclamaciones de la Junta de Andalucía. Respondemos en un plazo máximo de 10 días.

14. Datos personales
Los datos del cliente se usan solo para prestar el servicio y facturar. El cliente puede acceder a ellos, rectificarlos o pedir que se borren escribiendo a hola@limpiezasalhambra.example.`,
    },
  ],
  answerable: [
    // Spanish paraphrases, everyday and Andalusian words
    {
      question:
        '¿Cuánto me cobráis por venir a casa a fregar y limpiar un par de horas por semana?',
      answeredBy: [hourly, prices, services],
    },
    {
      question:
        'Me voy del piso que tengo alquilado en el Zaidín y quiero que me devuelvan la fianza, ¿me lo dejáis como los chorros del oro?',
      answeredBy: [endTenancy, prices, services],
    },
    {
      question: 'Tengo la terraza llena de cagadas de paloma, ¿me la podéis dejar apañada?',
      answeredBy: [terraces, prices, services],
    },
    {
      question: '¿La muchacha trae ella los productos o los tengo que comprar yo?',
      answeredBy: [products, prices, terms],
    },
    {
      question: 'Shur, ¿me plancháis las camisas del curro? Tengo una montaña de ropa que no veas',
      answeredBy: [ironing, prices, services],
    },
    // Long messages, in Spanish, the question inside
    {
      question:
        'Buenas tardes. Soy propietaria de un piso en el Realejo que alquilo a estudiantes de Erasmus. En junio se van los chicos y en septiembre entran otros, y siempre me lo dejan fatal: la cocina llena de grasa, el baño con cal, el suelo pegajoso... ¿Qué me cobraríais por dejarlo listo para los nuevos y cuánto tardáis?',
      answeredBy: [endTenancy, students, prices, services],
    },
    {
      question:
        'Hola, acabamos de terminar la reforma de la cocina y el baño en un piso de la Chana. Hay polvo por todas partes, restos de pintura en el suelo y cemento en los azulejos. Los albañiles ya se han llevado los escombros. ¿Hacéis este tipo de limpieza y cómo va lo del presupuesto?',
      answeredBy: [afterWorks, quoteRequest, prices, services],
    },
    {
      question:
        'Mi madre tiene 82 años y vive sola en Huétor Vega. Ya no puede con la casa y yo trabajo en Madrid. Me gustaría que alguien fuera dos mañanas por semana, y que fuera siempre la misma persona para que mi madre coja confianza. ¿Es posible? ¿Llegáis hasta allí?',
      answeredBy: [sameCleaner, area, hourly, prices],
    },
    // Typos, chat-speak and missing accents, in Spanish
    {
      question: 'wenas, cuanto cuesta la limpiesa a fondo de un piso de 3 habitaciones??',
      answeredBy: [deep, prices, quoteRequest, services],
    },
    {
      question: 'k pasa si tengo q cancelar la limpieza de mañana? me cobrais algo?',
      answeredBy: [cancel, terms],
    },
    {
      question: 'hola me hariais factura? es xa mi empresa, soy autonomo',
      answeredBy: [invoice, terms],
    },
    {
      question: 'teneis seguro x si me rompeis algo? tengo la vajilla de mi abuela en la vitrina',
      answeredBy: [insurance, terms],
    },
    // One or two words, in Spanish
    { question: 'Plancha', answeredBy: [ironing, prices, services] },
    { question: 'precio hora?', answeredBy: [hourly, prices] },
    { question: 'Limpieza oficinas', answeredBy: [offices, prices, services] },
    // Spanish questions, English knowledge
    {
      question:
        '¿Alguien de la empresa habla inglés? Es para mi vecino irlandés, que no se apaña con el español.',
      answeredBy: [englishSpoken, description],
    },
    {
      question:
        'Vivimos en Londres y venimos a Granada en julio. ¿Nos podéis abrir la casa, ventilarla, quitar el polvo y hacer las camas antes de que lleguemos?',
      answeredBy: [openingClosing, prices, services],
    },
    {
      question: '¿Hace falta que esté yo en casa mientras limpiáis? Trabajo todo el día fuera.',
      answeredBy: [homeAlone, keys, terms],
    },
    {
      question:
        '¿Limpiáis pisos turísticos en el Albaicín? Tengo dos apartamentos en la calle San Juan de los Reyes.',
      answeredBy: [turnover, holidayLet, prices, services],
    },
    // Long messages, in English
    {
      question:
        "Hi there, I'm a retired teacher from Manchester living in the Realejo. My knees aren't what they were and I'd like someone to come in once a week for a couple of hours to do the floors, the bathroom and the kitchen. What's the hourly rate and is there a minimum?",
      answeredBy: [hourly, prices, services],
    },
    {
      question:
        'Hello, I own a two-bedroom apartment in the Albaicín that I rent out on Airbnb. I live in Dublin, so I need someone reliable to do the changeovers between guests, change the beds and send me photos. How much is it per clean and how would it work with the keys?',
      answeredBy: [turnover, holidayLet, keys, prices, services],
    },
    {
      question:
        'We just bought a carmen in the Albaicín and the builders finished last week. The whole place is covered in plaster dust. Can you do a post-construction clean?',
      answeredBy: [afterWorks, quoteRequest, prices, services],
    },
    {
      question:
        'My landlord is threatening to keep my deposit unless the flat is spotless when I leave at the end of the month. Do you do end of tenancy cleans, and what happens if he still complains?',
      answeredBy: [endTenancy, satisfaction, prices, services],
    },
    // Typos and chat-speak, in English
    {
      question: 'hiya do u bring ur own cleaning stuff or do i need to buy it',
      answeredBy: [products, prices, terms],
    },
    {
      question: 'hw much do u charge if i cancel last minute? sry somethin came up',
      answeredBy: [cancel, terms],
    },
    {
      question: 'do u do windows on the outside too? 3rd floor flat w/ balcony',
      answeredBy: [windows, prices, services],
    },
    // English questions, Spanish knowledge
    {
      question: 'Are your cleaners properly employed and insured, not cash-in-hand?',
      answeredBy: [sameCleaner, insurance, description, terms],
    },
    {
      question: 'Can I get an invoice with IVA on it for my Spanish tax return?',
      answeredBy: [invoice, payAbroad, terms],
    },
    {
      question: 'Do you clean offices in the evening after we close?',
      answeredBy: [offices, services],
    },
    {
      question: "How do I pay you if I don't have a Spanish bank account?",
      answeredBy: [payAbroad, payment],
    },
    // One or two words, in English
    { question: 'Ironing?', answeredBy: [ironing, prices, services] },
    { question: 'Key holding', answeredBy: [keys, holidayLet, homeAlone, terms] },
    // Answered by a document only
    { question: '¿Cuánto cobráis por limpiar las persianas?', answeredBy: [prices] },
    {
      question:
        "Do you sell gift vouchers? I'd like to give my mum a few hours of cleaning for her birthday.",
      answeredBy: [prices],
    },
    {
      question:
        'Si cuando llega la limpiadora no hay agua o se ha ido la luz en el edificio, ¿qué pasa? ¿Me cobráis igual?',
      answeredBy: [terms],
    },
    {
      question:
        'Tengo una limpieza todas las semanas y quiero dejarlo, ¿con cuánto tiempo tengo que avisar?',
      answeredBy: [terms],
    },
    // Short follow-ups
    { question: '¿y los sábados?', answeredBy: [weekends, area, prices] },
    { question: 'y si vivo en Armilla?', answeredBy: [area, prices] },
    { question: 'and on Sundays?', answeredBy: [weekends, prices] },
    { question: 'ok and how far in advance do I need to book?', answeredBy: [booking] },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    '¿Hacéis limpieza de sofás, colchones y alfombras con máquina de inyección-extracción?',
    '¿Estáis buscando limpiadoras? Tengo experiencia en hoteles y busco trabajo por horas en Granada.',
    '¿Vendéis productos de limpieza? Me gustaría comprar el limpiador ecológico que usa la chica que viene a casa.',
    '¿Hacéis desinsectación? Creo que tengo cucarachas en la cocina del piso.',
    '¿Hacéis mudanzas? Necesito llevar los muebles de mi piso de Cartuja a uno nuevo en Armilla.',
    'Can someone from your team meet my Airbnb guests at the door and hand them the keys when they arrive late at night?',
    'Do you do gardening? The garden of our carmen needs the hedges trimming and the lemon trees pruning.',
    'Do you clean swimming pools? Our villa in La Zubia has a pool that needs doing every week in summer.',
    // Plainly outside
    '¿Cómo se consiguen entradas para visitar la Alhambra en agosto?',
    'Is it going to rain in Granada this weekend?',
  ],
};
