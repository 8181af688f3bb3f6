import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Limpiezas Tabarca, a cleaning company in Alicante, on the Costa Blanca, with its office on
 * the avenida de Denia and its own industrial laundry, that cleans homes and villas, holiday
 * rental apartments between guests (with laundry and hire of bed linen and towels, key holding
 * and check-ins), flats at the end of a tenancy or after building work, windows, terraces,
 * sofas, mattresses and carpets, and small offices, from Santa Pola to El Campello, and looks
 * after the second homes of owners who live abroad. Its customers write in Spanish (Spain,
 * informal, often in chat-speak) and in English (British, Irish, Dutch and Scandinavian
 * residents, and owners of second homes and holiday lets). The owner wrote the briefing in
 * Spanish, most Q&A pairs in Spanish and a few in English, added one custom response for quote
 * requests, and pasted the 2026 price list and the general terms of service, both in Spanish.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday words ("una chica que venga a limpiar a casa todas las semanas", "como los chorros
 * del oro", "gente de fuera", "holiday lets", "be in", "hoover", "accountancy firm"), long
 * messages with a story around the question, typos and chat-speak ("cobrais x", "d", "q",
 * "xfa", "tngo", "venis", "u", "n", "lol", "2 book", "wk", "r ur", "sth", no accents), one- or
 * two-word questions, and Spanish questions against English knowledge and the reverse. The
 * outside questions include hard negatives that share words with the knowledge (pool
 * cleaning, pest control, managing an Airbnb listing, a job as a cleaner, dry cleaning,
 * painting a flat after the tenants, car upholstery, a bathroom refit).
 */

const english = qaIn('English');
const spanish = qaIn('Spanish');

// The sources' titles, as the answers name them.
const zones = '¿En qué zonas trabajáis?';
const price = '¿Cuánto cuesta la limpieza de una casa?';
const regular = '¿Hacéis limpiezas periódicas, cada semana o cada quince días?';
const products = '¿Lleváis vosotros los productos y el material de limpieza?';
const holidayRental = '¿Limpiáis apartamentos turísticos entre huésped y huésped?';
const linen = '¿Os encargáis de lavar la ropa de cama y las toallas?';
const keys = '¿Podéis guardar las llaves y hacer la entrada de los huéspedes?';
const endOfTenancy = '¿Hacéis limpiezas de fin de alquiler o al dejar un piso?';
const afterWorks = '¿Hacéis limpiezas de final de obra?';
const windows = '¿Limpiáis cristales y ventanas?';
const upholstery = '¿Limpiáis sofás, colchones y alfombras?';
const offices = '¿Limpiáis oficinas y locales?';
const estimate = '¿El presupuesto es gratis? ¿Cómo lo pido?';
const booking = '¿Con cuánta antelación tengo que reservar?';
const payment = '¿Cómo se paga?';
const cancellation = '¿Puedo cancelar o cambiar la fecha de una limpieza?';
const presence = '¿Tengo que estar en casa mientras limpiáis?';
const damage = '¿Qué pasa si se rompe algo durante la limpieza?';
const staff = '¿Las limpiadoras son de confianza? ¿Están contratadas?';
const satisfaction = '¿Y si no quedo contento con la limpieza?';
const weekend = '¿Trabajáis los fines de semana y festivos?';
const englishStaff = 'Can I speak to someone in English?';
const homeCheck = 'Can you look after my home while I am away?';
const eco = 'Do you use eco-friendly products?';
const terraces = 'Do you clean terraces and outdoor furniture?';
const duration = 'How long does a clean take?';
const prices = 'Tarifas 2026';
const terms = 'Condiciones generales del servicio';
const quoteRequest = 'Petición de presupuesto de limpieza';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const alicanteCleaningSet: EvaluationSet = {
  name: 'Alicante cleaning (Limpiezas Tabarca)',
  heldOut: false,
  agentName: 'Lucía',
  briefing: {
    companyName: 'Limpiezas Tabarca',
    industry: 'services',
    description:
      'Limpiezas Tabarca es una empresa de limpieza de Alicante fundada en 2014 por Rocío Pastor. Tenemos la oficina en la avenida de Denia 41, local 3, 03013 Alicante, abierta de lunes a viernes de 9:00 a 14:00 y de 16:00 a 19:00 y los sábados de 10:00 a 13:00. Somos 22 personas, todas con contrato y dadas de alta, con 6 furgonetas y nuestra propia lavandería industrial. Limpiamos casas, pisos y villas, apartamentos turísticos entre huéspedes, pisos al terminar un alquiler o una obra, cristales, sofás, colchones y alfombras, y pequeñas oficinas y locales, en Alicante, San Juan, El Campello, San Vicente, Mutxamel, Santa Pola, Gran Alacant y Elche. Atendemos en español y en inglés.',
    targetAudience:
      'Familias y particulares de Alicante y alrededores, personas mayores que necesitan ayuda en casa, propietarios de apartamentos turísticos (Airbnb, Booking) y pequeñas agencias de alquiler vacacional, residentes extranjeros británicos, irlandeses, holandeses y escandinavos, muchos con una segunda residencia en la costa, inquilinos que dejan un piso, inmobiliarias y administradores de fincas, y pequeñas oficinas, despachos, consultas y tiendas.',
    keyServices:
      'Limpieza de casas y pisos por horas, periódica (semanal o quincenal) o puntual; limpieza a fondo; limpieza de apartamentos turísticos entre huéspedes (Airbnb, Booking) con lavandería y alquiler de ropa de cama y toallas, pack de bienvenida, custodia de llaves, cajas de seguridad con código y check-in presencial; revisión de viviendas de propietarios que viven fuera; limpieza de fin de alquiler y mudanza; limpieza de final de obra; cristales y ventanas; terrazas con hidrolimpiadora; limpieza de sofás, colchones, alfombras y moquetas a domicilio; limpieza de oficinas, despachos, consultas y locales; productos ecológicos sin coste adicional; presupuesto gratis.',
    commonQuestions:
      'Cuánto cuesta la hora o una limpieza a fondo, si llevamos los productos, cuánto cobramos por limpiar un apartamento turístico entre huéspedes y por la ropa de cama, si guardamos llaves y hacemos el check-in, cuánto cuesta un fin de alquiler o un final de obra, limpiar un sofá o una alfombra, si hay que estar en casa, si las limpiadoras están dadas de alta y aseguradas, qué pasa si se rompe algo, cómo se paga, cómo cancelar, si trabajamos los domingos y si hablamos inglés.',
    languages: ['Spanish', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Respuestas cortas y claras, con el precio en euros cuando lo sabemos y el siguiente paso que tiene que dar el cliente (mandar fotos, reservar, dejar las llaves). En español tuteamos a los clientes; a quien nos escribe en inglés le contestamos en inglés.',
    personality:
      'Como una encargada de limpieza con muchos años de experiencia: cercana, resolutiva y puntual, que sabe lo que cuesta cada trabajo, dice las cosas claras y cuida las casas de los clientes como si fueran suyas.',
    responseTemplates: [
      {
        scenario: quoteRequest,
        response:
          '¡Claro! Para darte un precio, mándanos por WhatsApp al +34 634 21 87 50 o por e-mail a hola@limpiezastabarca.example: el tipo de limpieza (periódica, a fondo, fin de alquiler, final de obra, apartamento turístico, cristales, sofás u oficina), la dirección o la zona, los metros o el número de dormitorios y baños, si hay terraza, cómo está el piso (con unas fotos si es un fin de alquiler o un final de obra), el día y la hora que te vienen bien, y si vas a estar o nos dejas las llaves. Para casas, apartamentos, cristales y sofás te contestamos con el precio en el día; para finales de obra y oficinas vamos a verlo gratis y te mandamos el presupuesto por escrito.',
      },
    ],
  },
  qa: [
    spanish(
      zones,
      'Trabajamos en Alicante ciudad y su área metropolitana. Sin suplemento de desplazamiento: Alicante, San Juan (pueblo y playa), El Campello, San Vicente del Raspeig y Mutxamel. Con un suplemento de 10 € por servicio: Santa Pola, Gran Alacant, Arenales del Sol, Elche y Busot. Más lejos, en Torrevieja, Villajoyosa o Benidorm, solo hacemos limpiezas a fondo, fines de alquiler y finales de obra, con 25 € de desplazamiento. Los apartamentos turísticos los limpiamos de Santa Pola a El Campello.',
    ),
    spanish(
      price,
      'Depende del tipo de limpieza. Por horas, una limpieza puntual cuesta 17 € la hora, con un mínimo de 3 horas; si es periódica, 15 € la hora (semanal) o 16 € la hora (quincenal), con un mínimo de 2 horas. La limpieza a fondo tiene precio cerrado: 120 € un piso de 1 dormitorio, 160 € de 2 dormitorios, 210 € de 3 dormitorios, y una villa o un chalet desde 290 €. Los productos y el material están incluidos, y los precios para particulares llevan el IVA incluido. Para que te hagas una idea: el mantenimiento de un piso de 2 dormitorios y 1 baño se hace en unas 3 horas, o sea 51 € en una limpieza puntual.',
    ),
    spanish(
      regular,
      'Sí. Puedes elegir semanal (15 €/h), quincenal (16 €/h) o varias veces por semana (15 €/h), con un mínimo de 2 horas por visita. Siempre va la misma limpiadora, el mismo día y a la misma hora; si está de vacaciones o de baja, te mandamos una sustituta y te avisamos antes. Dentro de las horas puede planchar, cambiar las sábanas, limpiar la nevera o lo que le pidas. Pagas a final de mes. No hay permanencia: para darte de baja, avísanos con 15 días.',
    ),
    spanish(
      products,
      'Sí, siempre llevamos todo: aspiradora con filtro HEPA, fregona y cubos de colores (uno para la cocina y otro para los baños), bayetas de microfibra que lavamos a 60 °C después de cada servicio, escalera pequeña y productos profesionales para cada superficie. No tienes que comprar nada. Si prefieres que usemos tus productos, por ejemplo para el mármol o el parquet, déjalos preparados y dínoslo; el precio es el mismo.',
    ),
    spanish(
      holidayRental,
      'Sí, es una gran parte de nuestro trabajo: cuidamos más de 120 apartamentos turísticos. Entre la salida (normalmente a las 11:00) y la entrada (normalmente a las 16:00) dejamos el apartamento listo: cambio de sábanas y toallas y camas hechas, baños, cocina y suelos, fregar la vajilla que hayan dejado, sacar la basura, y reponer papel higiénico, jabón, café… con tus consumibles o con nuestro pack de bienvenida (6 €). Te mandamos fotos por WhatsApp al terminar y te avisamos si falta algo o hay desperfectos. Precios por limpieza: estudio 45 €, 1 dormitorio 55 €, 2 dormitorios 70 €, 3 dormitorios 90 €, villa desde 120 €. La ropa de cama y las toallas (lavandería o alquiler) se cobran aparte. Si nos compartes el calendario de Airbnb o Booking, programamos las limpiezas solas.',
    ),
    spanish(
      linen,
      'Sí, tenemos lavandería industrial propia. Puedes elegir: lavamos tu ropa (lavado a 60 °C, secado y planchado) por 9 € el juego de cama doble, 7 € el individual y 3 € el juego de toallas por persona (toalla de ducha, de lavabo y alfombrilla); o te alquilamos nuestra ropa de hotel, blanca y 100 % algodón, por 16 € por cambio para una cama doble con toallas para 2 personas, y 11 € para una cama individual con toallas para 1 persona. En cada limpieza nos llevamos la ropa sucia y dejamos la limpia, sin coste de recogida.',
    ),
    spanish(
      keys,
      'Sí. Guardamos las llaves en la caja fuerte de nuestra oficina, identificadas con un código y nunca con la dirección: la custodia cuesta 15 € al mes por vivienda. También podemos instalarte una caja de seguridad con código en la puerta para que los huéspedes entren solos (45 € la caja y 25 € la instalación). Si prefieres que alguien reciba a los huéspedes, hacemos el check-in presencial: 20 € de 9:00 a 21:00 y 35 € de 21:00 a 24:00; les enseñamos el apartamento y les explicamos el aire acondicionado, el wifi y la basura. Si vives fuera, también abrimos al técnico, al repartidor o a la empresa del gas o de la luz por 20 € la visita.',
    ),
    spanish(
      endOfTenancy,
      'Sí, con el piso vacío, para devolvérselo al casero, entregarlo al nuevo inquilino o enseñarlo para vender. Incluye: armarios, cajones y muebles de cocina por dentro, horno, campana, nevera y lavavajillas por dentro, azulejos, cal de mamparas y grifos, cristales y marcos por dentro y por fuera (los que se alcanzan), persianas, puertas, rodapiés, enchufes y terraza. Precio cerrado: 140 € un estudio o 1 dormitorio, 180 € 2 dormitorios, 230 € 3 dormitorios, desde 320 € 4 dormitorios o chalet. Con dos o tres personas lo terminamos en el día. Si el casero o la agencia ve algo incluido que no está bien, volvemos gratis en 48 horas. No incluye reparar desperfectos ni quitar moho muy extendido.',
    ),
    spanish(
      afterWorks,
      'Sí, después de reformas y en obra nueva. Quitamos el polvo de obra de todas las superficies, los restos de cemento, yeso, silicona y pintura de suelos, azulejos y cristales, las pegatinas y los plásticos de protección, limpiamos armarios y carpinterías por dentro y aspiramos con aspiradoras industriales. Precio desde 4 €/m², con un mínimo de 250 €; después de una reforma integral o en obra nueva, de 5 a 6 €/m². Vamos a verlo gratis antes (en Alicante y alrededores, normalmente en 48 horas) y te damos un precio cerrado. Los escombros y los sacos de obra tienen que estar retirados antes de que lleguemos.',
    ),
    spanish(
      windows,
      'Sí, por dentro y por fuera, siempre que se pueda llegar desde dentro, desde la terraza o con una escalera de hasta 3 metros. Limpiamos cristales, marcos, guías y la parte exterior de las persianas. Precio: 60 € un piso con hasta 8 ventanas o balconeras, 6 € cada ventana más, y desde 12 € por hoja las cristaleras grandes de terraza y los cerramientos. En la limpieza a fondo y en la de fin de alquiler ya van incluidos. Para tiendas, limpiamos escaparates de hasta 10 m² por 25 € la visita, con servicio mensual.',
    ),
    spanish(
      upholstery,
      'Sí, en tu casa, con máquina de inyección-extracción: aplicamos el producto, frotamos y aspiramos el agua con la suciedad. Va muy bien para manchas de vino, café o pis de mascotas (neutralizamos el olor) y para los ácaros. Precios: sillón 35 €, sofá de 2 plazas 60 €, de 3 plazas 75 €, chaise longue o rinconera 95 €, silla tapizada 10 €, colchón individual 45 €, colchón doble 60 €, alfombra 12 €/m² (mínimo 40 €) y moqueta 3,50 €/m² (mínimo 80 €). Los sofás de piel los limpiamos e hidratamos desde 70 €. Tarda de 4 a 8 horas en secarse, menos en verano. Las manchas muy antiguas de tinta o de lejía no siempre salen.',
    ),
    spanish(
      offices,
      'Sí: oficinas pequeñas y medianas (hasta unos 400 m²), despachos, consultas, academias y tiendas. Limpiamos fuera de vuestro horario, de 7:00 a 9:00, a partir de las 18:00 o los sábados. Vaciamos papeleras, limpiamos baños, la cocina o el office, los suelos y las mesas (sin tocar papeles), y reponemos papel y jabón a precio de coste. Desde 16 €/h + IVA, con un presupuesto mensual cerrado después de una visita gratis. Por ejemplo, una oficina de 80 m² con 2 visitas de 2 horas a la semana sale por unos 275 € al mes + IVA. Factura mensual y sin permanencia, con 30 días de preaviso.',
    ),
    spanish(
      estimate,
      'Sí, siempre es gratis y sin compromiso. Para limpiezas de casa, apartamentos turísticos, cristales o sofás, te damos el precio por WhatsApp en el momento con unos datos y unas fotos. Para finales de obra, oficinas y villas grandes vamos a verlo (visita gratis en Alicante y alrededores, normalmente en 48 horas) y te mandamos el presupuesto por escrito en 24 horas. El presupuesto es válido 30 días.',
    ),
    spanish(
      booking,
      'Para una limpieza puntual o a fondo, con 3 a 5 días de antelación suele haber hueco; de junio a septiembre y en Semana Santa, mejor con una o dos semanas. Para un fin de alquiler o un final de obra, una semana. Las limpiezas periódicas las empezamos en una o dos semanas, según la zona. Urgencias para el mismo día o el día siguiente: si hay hueco, con un suplemento del 20 %. En los apartamentos turísticos, las reservas que entran en el calendario las cubrimos aunque sean para el día siguiente, sin suplemento si nos avisas antes de las 18:00 del día anterior.',
    ),
    spanish(
      payment,
      'Las limpiezas puntuales se pagan al terminar, por Bizum, con tarjeta (datáfono o enlace de pago) o en efectivo. Las periódicas, los apartamentos turísticos y las oficinas se facturan a final de mes y se pagan por transferencia o domiciliación en los 7 primeros días del mes siguiente. En los finales de obra pedimos una señal del 30 % al reservar y el resto al terminar. Todas las limpiezas van con factura, a tu nombre y con tu NIF o NIE si lo necesitas. Los precios para particulares llevan el IVA incluido.',
    ),
    spanish(
      cancellation,
      'Sí, gratis si nos avisas con 24 horas de antelación (48 horas para fines de alquiler, finales de obra y sofás). Con menos antelación cobramos el 50 %. Si llegamos y no podemos entrar (no abre nadie, las llaves no funcionan), se cobra el servicio completo, con un mínimo de 3 horas en la limpieza por horas. En apartamentos turísticos, si el huésped cancela, avísanos antes de las 12:00 del día anterior y no se cobra nada; después, el 50 %. Si tienes limpieza periódica y te vas de vacaciones, avísanos con una semana y no pagas esas visitas: te guardamos el hueco hasta 6 semanas.',
    ),
    spanish(
      presence,
      'No hace falta. Muchos clientes nos dejan una llave: la guardamos en la caja fuerte de la oficina con un código, sin la dirección, y firmas un recibo; para clientes periódicos la custodia es gratis. Al terminar te mandamos un mensaje y, si quieres, fotos. Si tienes alarma, danos el código o crea un usuario para nosotros. Si tienes perro o gato, dinos si se quedan sueltos o en una habitación.',
    ),
    spanish(
      damage,
      'Tenemos un seguro de responsabilidad civil de 600.000 €. Si algo se rompe o se estropea por nuestra culpa, te avisamos el mismo día y lo reparamos o te lo pagamos. Si lo descubres tú después, avísanos en las 48 horas siguientes con fotos y lo gestionamos con el seguro. Antes de limpiar algo delicado (mármol, madera sin barnizar, cuadros, objetos antiguos) pregúntanos, y guarda las joyas y los objetos de mucho valor.',
    ),
    spanish(
      staff,
      'Sí. Las 22 personas del equipo tienen contrato con Limpiezas Tabarca y están dadas de alta en la Seguridad Social; no subcontratamos a nadie. Antes de entrar pasan una entrevista, comprobamos sus referencias y hacen dos semanas de formación con una encargada. Van con uniforme azul con el logo y tarjeta identificativa. En las limpiezas periódicas te asignamos siempre a la misma persona. Tú no tienes que darla de alta ni tienes ninguna obligación como empleador: de eso nos encargamos nosotros.',
    ),
    spanish(
      satisfaction,
      'Avísanos en las 24 horas siguientes con fotos de lo que no está bien y volvemos gratis a repasarlo en 48 horas como mucho. En los apartamentos turísticos, si el huésped se queja de algo y nos avisas antes de las 20:00, lo arreglamos ese mismo día. Si después del repaso sigues sin estar conforme, te devolvemos el importe de esa limpieza.',
    ),
    spanish(
      weekend,
      'Trabajamos de lunes a sábado de 8:00 a 20:00, y los sábados no cobramos suplemento. Los domingos y festivos solo hacemos apartamentos turísticos y urgencias, con un suplemento del 25 %. En agosto y en Hogueras (del 20 al 24 de junio) trabajamos, pero hay mucha demanda: reserva con tiempo.',
    ),
    english(
      englishStaff,
      'Yes, of course. Emma, our customer manager, is from Cork and has lived in Alicante for 12 years; she looks after our English-speaking clients by WhatsApp, phone and email, from the first quote to the invoice. Our quotes, invoices and general terms are available in English too. Several of our cleaners speak some English, and for regular clients we try to send someone who does. Sanne, in the office, also speaks Dutch.',
    ),
    english(
      homeCheck,
      'Yes. Many of our clients spend part of the year in the UK, Ireland, the Netherlands or Scandinavia. Our home check visit costs 35 €, every two weeks or once a month: we air the rooms, run the taps and flush the toilets, check for leaks, damp and storm damage after heavy rain, water the plants, collect the post and send you photos by WhatsApp. Before you come back, we do an arrival clean, with the beds made with fresh linen, the dust gone and the fridge switched on, from 90 € for a 2-bedroom apartment. When you leave, we can do a closing clean, cover the furniture and empty the fridge. Key holding is free for home check clients.',
    ),
    english(
      eco,
      'Yes, whenever you ask for it, at no extra cost. Our eco kit uses products with the EU Ecolabel, vinegar and citric acid for limescale, and microfibre cloths, with no bleach and no ammonia. We recommend it for homes with babies, people with asthma or allergies, and pets. Tell us if anyone is allergic to a product or a fragrance. For very stubborn limescale or mould we may need something stronger, and we always ask you first.',
    ),
    english(
      terraces,
      'Yes. Terraces and balconies are included in our deep cleans and end-of-tenancy cleans, and on a regular clean we sweep and mop them within your hours. For a big terrace or the outdoor area of a villa, our terrace clean costs from 50 € (up to 30 m²): pressure washing the tiles, cleaning the garden furniture, the railings and the glass balustrades, and the barbecue for 20 € more. After a calima, when the Saharan dust leaves everything covered in red mud, we book terrace cleans in the order they come in, so message us early.',
    ),
    english(
      duration,
      'It depends on the size and the state of the home. A regular clean of a 2-bedroom apartment takes about 3 hours with one cleaner; a 3-bedroom apartment or villa about 4 hours. A deep clean or an end-of-tenancy clean of a 2-bedroom flat takes 5 to 6 hours with two people, so it is done in one day. A holiday rental changeover takes about 1.5 hours for a studio and 2 to 3 hours for a 2-bedroom apartment, so between an 11:00 check-out and a 16:00 check-in we have plenty of time. A sofa takes about 1 hour, plus 4 to 8 hours to dry.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'Spanish',
      text: `TARIFAS 2026 – Limpiezas Tabarca, Alicante
Precios en euros, válidos del 1 de enero al 31 de diciembre de 2026. Para particulares, IVA (21 %) incluido; para empresas y profesionales, más IVA. Productos y material de limpieza incluidos en todos los servicios. Presupuesto gratis y sin compromiso.

Limpieza de hogar por horas
- Puntual: 17 €/h, mínimo 3 horas
- Periódica semanal o varias veces por semana: 15 €/h, mínimo 2 horas por visita
- Periódica quincenal: 16 €/h, mínimo 2 horas por visita
- Mensual: 17 €/h, mínimo 3 horas
- Plancha, cambio de sábanas y tareas a petición: dentro de las horas de limpieza, al mismo precio
- Dos limpiadoras a la vez: se cobran las horas de cada una

Limpieza a fondo (precio cerrado, vivienda amueblada)
- Piso de 1 dormitorio: 120 €
- Piso de 2 dormitorios: 160 €
- Piso de 3 dormitorios: 210 €
- Villa o chalet: desde 290 €
- Cada baño adicional: 20 €

Fin de alquiler o mudanza (vivienda vacía)
- Estudio o 1 dormitorio: 140 €
- 2 dormitorios: 180 €
- 3 dormitorios: 230 €
- 4 dormitorios o chalet: desde 320 €
- Vivienda con muebles y enseres: + 30 %

Final de obra
- Desde 4 €/m², mínimo 250 €
- Reforma integral u obra nueva: de 5 a 6 €/m²
- Visita previa gratuita y precio cerrado

Apartamentos turísticos (limpieza entre huéspedes)
- Estudio: 45 €
- 1 dormitorio: 55 €
- 2 dormitorios: 70 €
- 3 dormitorios: 90 €
- Villa de 4 dormitorios o más: desde 120 €
- Cada baño adicional: 10 €
- Pack de bienvenida (papel higiénico, jabón de manos, gel y champú, bolsas de basura, pastillas de lavavajillas, café y azúcar): 6 € por estancia
- Limpieza a fondo de temporada (apertura en primavera o cierre en otoño): precio de la limpieza a fondo con un 10 % de descuento
- Aviso después de las 18:00 del día anterior: + 20 %

Lavandería y ropa de cama
- Lavado, secado y planchado de tu ropa: juego de cama doble 9 €, juego de cama individual 7 €, juego de toallas por persona (ducha, lavabo y alfombrilla) 3 €
- Edredón nórdico: 18 €; manta: 12 €
- Alquiler de ropa de hotel (sábanas, fundas de almohada y toallas, blancas, 100 % algodón), por cambio: cama doble con toallas para 2 personas 16 €, cama individual con toallas para 1 persona 11 €
- Recogida y entrega: incluida con la limpieza; sin limpieza, 8 € por viaje

Llaves y atención a huéspedes
- Custodia de llaves: 15 € al mes por vivienda (gratis para clientes de limpieza periódica y de revisión de vivienda)
- Caja de seguridad con código: 45 €, más 25 € de instalación
- Check-in presencial: 20 € de 9:00 a 21:00, 35 € de 21:00 a 24:00
- Abrir a un técnico, un repartidor o la empresa de suministros: 20 € por visita (hasta 1 hora)

Revisión de vivienda (propietarios que viven fuera)
- Visita de revisión (ventilar, agua, humedades, plantas, correo y fotos): 35 € por visita, cada 15 días o una vez al mes
- Limpieza de llegada: desde 90 € (piso de 2 dormitorios)
- Limpieza de cierre: al precio de la limpieza por horas

Cristales y ventanas
- Piso con hasta 8 ventanas o balconeras, por dentro y por fuera: 60 €
- Cada ventana adicional: 6 €
- Cristalera de terraza o cerramiento: desde 12 € por hoja
- Escaparate de local (hasta 10 m²): 25 € por visita, servicio mensual

Terrazas
- Terraza con hidrolimpiadora, muebles de jardín y barandillas: desde 50 € hasta 30 m², 1,50 € por m² adicional
- Barbacoa: 20 €

Sofás, colchones y alfombras (a domicilio)
- Sillón: 35 €
- Sofá de 2 plazas: 60 €; de 3 plazas: 75 €
- Chaise longue o rinconera: 95 €
- Sofá de piel, limpieza e hidratación: 70 € (2 plazas), 90 € (3 plazas)
- Silla tapizada: 10 €
- Colchón individual: 45 €; colchón doble: 60 €
- Alfombra: 12 €/m², mínimo 40 €
- Moqueta: 3,50 €/m², mínimo 80 €
- Mínimo por visita: 60 €

Extras en cualquier limpieza
- Horno por dentro: 20 €
- Nevera por dentro: 15 €
- Muebles de cocina por dentro: 25 €
- Microondas: 5 €

Oficinas y locales
- Desde 16 €/h + IVA, con presupuesto mensual cerrado tras una visita gratuita
- Ejemplo: oficina de 80 m², 2 visitas de 2 horas a la semana: 275 € al mes + IVA
- Papel, jabón y bolsas de basura: a precio de coste

Desplazamiento
- Alicante, San Juan, El Campello, San Vicente del Raspeig y Mutxamel: incluido
- Santa Pola, Gran Alacant, Arenales del Sol, Elche y Busot: 10 € por servicio
- Torrevieja, Villajoyosa y Benidorm (solo limpieza a fondo, fin de alquiler y final de obra): 25 € por servicio

Suplementos
- Urgente (el mismo día o el día siguiente, según disponibilidad): + 20 %
- Sábados: sin suplemento
- Domingos y festivos (solo apartamentos turísticos y urgencias): + 25 %`,
    },
    {
      title: terms,
      language: 'Spanish',
      text: `Condiciones generales del servicio de Limpiezas Tabarca (vigentes desde el 1 de enero de 2026)

1. Presupuesto y reserva
El presupuesto es gratuito y sin compromiso. Se elabora con la información y las fotos que el cliente envía por WhatsApp o por correo electrónico o, para finales de obra, oficinas y viviendas de más de 200 m², tras una visita gratuita. Es válido 30 días. La reserva queda confirmada cuando enviamos al cliente, por WhatsApp o por correo, la fecha, la franja horaria y el precio. Si al llegar el estado de la vivienda o sus metros no corresponden a lo descrito, la encargada lo comunica al cliente antes de empezar y se acuerda el nuevo precio o el número de horas.

2. Precios, pago y facturas
Los precios para particulares llevan el IVA incluido; para empresas y profesionales, se añade el IVA. Las limpiezas puntuales se pagan al terminar el servicio por Bizum, con tarjeta (datáfono o enlace de pago) o en efectivo. Las limpiezas periódicas, los apartamentos turísticos, las revisiones de vivienda y las oficinas se facturan a mes vencido y se pagan por domiciliación bancaria SEPA o por transferencia en los 7 primeros días del mes siguiente. Los finales de obra requieren una señal del 30 % al reservar; el resto se paga al terminar. Los clientes con cuenta bancaria en el extranjero pueden pagar con tarjeta, por enlace de pago o por transferencia en euros; las comisiones bancarias corren a su cargo. Emitimos factura de todos los servicios, a nombre del cliente, con su NIF, NIE o número de pasaporte. Un retraso de más de 15 días en el pago nos permite suspender el servicio.

3. Cambios y cancelaciones
El cliente puede cambiar o cancelar una limpieza sin coste avisando con 24 horas de antelación, o con 48 horas para fines de alquiler, finales de obra y limpiezas de tapicería. Con menos antelación se cobra el 50 % del servicio. Si el personal no puede entrar en la vivienda a la hora acordada, se cobra el servicio completo, con un mínimo de 3 horas en la limpieza por horas. En apartamentos turísticos, la cancelación es gratuita hasta las 12:00 del día anterior; después se cobra el 50 %. La señal de un final de obra se devuelve si se cancela con más de 7 días de antelación; con menos, se retiene. Las limpiezas de terrazas y cristales exteriores se aplazan sin coste si llueve o hay calima.

4. Acceso, llaves, agua y luz
No es necesario que el cliente esté presente durante la limpieza. El cliente garantiza el acceso (llaves, códigos y alarma) y que haya agua corriente y electricidad; sin ellas no se puede limpiar y se aplica lo previsto cuando no se puede entrar. Las llaves que se nos confían se guardan en la caja fuerte de la oficina, identificadas con un código y nunca con la dirección, y el cliente firma un recibo de entrega. Si perdemos unas llaves, pagamos el cambio de cerradura y las copias necesarias. Devolvemos las llaves en las 48 horas siguientes a la petición del cliente.

5. Trabajos no incluidos
Por seguridad, no realizamos trabajos en altura de más de 3 metros ni limpieza de fachadas, no movemos muebles de más de 25 kg ni electrodomésticos empotrados y no retiramos escombros ni muebles. Las manchas permanentes y el desgaste de los materiales no siempre se pueden eliminar; se lo decimos al cliente antes de empezar.

6. Daños y seguro
Limpiezas Tabarca tiene un seguro de responsabilidad civil de 600.000 €. Los daños causados por nuestro personal se comunican al cliente el mismo día. Si el cliente descubre un daño después, debe comunicarlo en las 48 horas siguientes al servicio, con fotos. Reparamos el objeto o pagamos su valor real, teniendo en cuenta su antigüedad. No cubrimos el desgaste normal, los objetos mal fijados o ya dañados antes del servicio, ni las joyas, el dinero y los objetos de valor que no se hayan guardado.

7. Calidad y reclamaciones
Si el cliente no queda satisfecho, lo comunica en las 24 horas siguientes con fotos y volvemos a repasar gratis en un plazo de 48 horas. En apartamentos turísticos, las quejas comunicadas antes de las 20:00 se atienden el mismo día. Si después del repaso el cliente sigue sin estar conforme, le devolvemos el importe de esa limpieza.

8. Personal
Todo el personal tiene contrato con Limpiezas Tabarca y está dado de alta en la Seguridad Social; no subcontratamos. El cliente no tiene ninguna relación laboral con el personal. Durante el servicio y los 12 meses siguientes, el cliente se compromete a no contratar directamente a las personas que le enviamos; si lo hace, abonará una compensación de 600 €.

9. Apartamentos turísticos
El propietario comparte el calendario de reservas (iCal) o nos avisa de cada entrada y salida. Necesitamos al menos 3 horas entre la salida y la entrada de los huéspedes. La ropa de alquiler que se pierda o tenga manchas imposibles de quitar (autobronceador, maquillaje, tinte, quemaduras) se cobra al propietario, con foto: sábana 15 €, funda nórdica 25 €, toalla grande 8 €, toalla pequeña 5 €. Los desperfectos causados por los huéspedes se fotografían y se comunican el mismo día, para que el propietario pueda reclamar a la plataforma. Los objetos olvidados se guardan en la oficina 30 días.

10. Limpiezas periódicas
En las limpiezas periódicas se asigna al cliente una limpiadora fija; cuando está de vacaciones o de baja, enviamos una sustituta y avisamos antes al cliente. No hay permanencia: el cliente puede darse de baja avisando con 15 días de antelación. Las visitas que el cliente anula por vacaciones con 7 días de antelación no se cobran, y su hueco se guarda hasta 6 semanas. Las subidas de precio se comunican con un mes de antelación.

11. Hojas de reclamaciones
Tenemos a disposición de los clientes hojas oficiales de reclamaciones de la Generalitat Valenciana, y aceptamos el arbitraje de consumo.`,
    },
  ],
  answerable: [
    // Spanish paraphrases with everyday words
    {
      question: '¿Cuánto me cobraríais por venir una mañana a limpiarme el piso?',
      answeredBy: [price, prices],
    },
    {
      question: 'Busco una chica que venga a limpiar a casa todas las semanas, ¿tenéis a alguien?',
      answeredBy: [regular, prices, services],
    },
    {
      question:
        'Me voy del piso de alquiler a final de mes. ¿Me lo dejáis como los chorros del oro para que el casero me devuelva la fianza?',
      answeredBy: [endOfTenancy, prices, services, description],
    },
    {
      question: '¿Tenéis que venir a verlo antes o me podéis dar el precio por WhatsApp?',
      answeredBy: [estimate, quoteRequest, terms],
    },
    {
      question: 'Las que venís a limpiar, ¿sois de la empresa o mandáis a gente de fuera?',
      answeredBy: [staff, terms, description],
    },
    // Long messages in Spanish, the question inside
    {
      question:
        '¡Hola! Tengo dos apartamentos turísticos en la playa de San Juan, uno de 1 habitación y otro de 2, y la chica que me los limpiaba se ha ido a vivir a Murcia. En verano tengo entradas y salidas casi todos los días, a veces también en sábado y domingo. ¿Cuánto me cobraríais por cada limpieza entre huéspedes? ¿Y trabajáis los domingos?',
      answeredBy: [holidayRental, prices, weekend],
    },
    {
      question:
        'Buenas, acabamos de terminar la reforma de la cocina y de los dos baños en un piso de 90 m2 en Benalúa. Está todo lleno de polvo blanco, hay gotas de pintura en el suelo y restos de cemento en los azulejos nuevos. El albañil se lleva los escombros el viernes. ¿Cuánto costaría dejarlo habitable y cuándo podríais venir?',
      answeredBy: [afterWorks, prices, booking],
    },
    {
      question:
        'Hola, ayer vino vuestra chica a hacer la limpieza quincenal y todo bien, como siempre. Pero esta mañana he visto que la lámpara de la mesita tiene el pie roto, y al jarrón del salón, que era de mi suegra, le falta un trozo. No quiero montar un drama, pero me gustaría saber qué se hace en estos casos.',
      answeredBy: [damage, terms],
    },
    // Typos and chat-speak, in Spanish
    {
      question: 'cuanto cobrais x limpiar un sofa d 3 plazas q tiene manchas d vino',
      answeredBy: [upholstery, prices],
    },
    {
      question: 'hola xfa puedo anular la limpieza de mañana?? me ha surgido un imprevisto',
      answeredBy: [cancellation, terms],
    },
    { question: 'aceptais bizum o hay q pagar en efectivo', answeredBy: [payment, terms] },
    {
      question: 'tngo q estar yo en casa cuando venis o os dejo las llaves en algun sitio?',
      answeredBy: [presence, keys, terms],
    },
    { question: 'q zonas cubris? vivo en gran alacant', answeredBy: [zones, prices, description] },
    // One or two words
    { question: 'Final de obra', answeredBy: [afterWorks, prices, services, description] },
    { question: 'precio cristales', answeredBy: [windows, prices] },
    { question: 'Key holding?', answeredBy: [keys, prices, services, homeCheck] },
    { question: 'Sofa cleaning', answeredBy: [upholstery, prices, services, description] },
    // Spanish questions, English knowledge
    {
      question:
        '¿Alguien de la oficina habla inglés? Es para mi madre, que es inglesa y vive sola en El Campello.',
      answeredBy: [englishStaff, description],
    },
    {
      question:
        'Vivo en Noruega y tengo un piso en Santa Pola que está cerrado de octubre a abril. ¿Podéis pasaros de vez en cuando para ver que todo está bien?',
      answeredBy: [homeCheck, prices, services],
    },
    {
      question: '¿Usáis productos ecológicos? Tengo un bebé de 4 meses y no quiero lejía en casa.',
      answeredBy: [eco, services],
    },
    {
      question:
        'Con la calima tengo la terraza hecha un asco, todo lleno de barro rojo. ¿Eso lo limpiáis vosotros?',
      answeredBy: [terraces, prices, services],
    },
    {
      question: '¿Cuánto tiempo tardáis más o menos en limpiar un piso de 3 habitaciones?',
      answeredBy: [duration],
    },
    // English questions, Spanish knowledge, in British and American everyday words
    {
      question:
        'Do you wash and iron the bed linen and towels for holiday lets, or do I have to sort that out myself?',
      answeredBy: [linen, holidayRental, prices, services],
    },
    {
      question:
        "We're a small accountancy firm in the centre, six desks. Could you clean our office twice a week after 6pm?",
      answeredBy: [offices, prices, services, description],
    },
    { question: 'Do I have to be in when the cleaner comes?', answeredBy: [presence, terms] },
    {
      question: 'What happens if I have to cancel last minute? Do I still have to pay?',
      answeredBy: [cancellation, terms],
    },
    {
      question: 'Is it the same lady every week or does it change?',
      answeredBy: [regular, staff, terms],
    },
    {
      question: "Can I pay by card? I've only got a UK bank account, no Spanish one.",
      answeredBy: [payment, terms],
    },
    {
      question: 'Do I need to buy anything, or do you bring your own hoover and cleaning stuff?',
      answeredBy: [products, prices],
    },
    // Long messages, in English
    {
      question:
        "Hi there, we're a Dutch couple and we rent out our 2-bedroom apartment in Playa de San Juan on Airbnb from April to October. We live in Rotterdam, so we need someone to hold the keys, let the guests in when they arrive late and do the cleaning in between. Could you do all of that, and roughly what would it cost per changeover?",
      answeredBy: [keys, holidayRental, prices, services],
    },
    {
      question:
        "Hello, I'm Irish and I've been living in Alicante for two years. I'm handing my flat back on the 30th and it's in a bit of a state: the oven is disgusting, there's some mould in the bathroom and the windows haven't been done since I moved in. The letting agent wants a professional clean with an invoice. What do you charge for a 1 bed, and do I get a proper invoice for the agent?",
      answeredBy: [endOfTenancy, prices, payment, terms],
    },
    // Typos and chat-speak, in English
    {
      question:
        'hi do u guys do rugs? got a big one in the living room n the dog had an accident on it lol',
      answeredBy: [upholstery, prices, services],
    },
    {
      question: 'how far in advance do i need 2 book a deep clean? in-laws coming next wk',
      answeredBy: [booking],
    },
    {
      question: 'r ur cleaners insured? just in case sth gets broken',
      answeredBy: [damage, terms],
    },
    // Follow-ups and very informal
    { question: '¿Y los sábados también venís?', answeredBy: [weekend, prices] },
    { question: "and what if I'm not happy with the clean?", answeredBy: [satisfaction, terms] },
    {
      question: 'vale, ¿y en cuánto tiempo me mandáis el presupuesto?',
      answeredBy: [estimate, quoteRequest],
    },
    // Answered only by a document
    { question: '¿Cuánto cuesta que me limpiéis el horno por dentro?', answeredBy: [prices] },
    {
      question:
        'If a guest ruins one of your hire towels with fake tan or make-up, do I get charged for it?',
      answeredBy: [terms],
    },
    { question: '¿Qué pasa si perdéis las llaves de mi casa?', answeredBy: [terms] },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Do you also do pool cleaning? Our villa in Gran Alacant has a small pool and the man who looked after it has retired.',
    '¿Hacéis fumigaciones? Me han salido cucarachas en la cocina del piso que alquilo a turistas.',
    "Could you manage our Airbnb listing as well? Answering the guests' messages, setting the prices and so on. We live in Utrecht and just don't have the time.",
    'Hola, ¿estáis buscando limpiadoras? Tengo experiencia en hoteles y apartamentos turísticos y tengo los papeles en regla.',
    'Do you do dry cleaning? I need a wool suit and a silk dress cleaned for a wedding next week.',
    '¿Pintáis pisos? El inquilino se ha ido y ha dejado las paredes fatal, y antes de volver a alquilarlo quiero darle una mano de pintura.',
    '¿Limpiáis tapicerías de coche? Tengo los asientos de tela llenos de pelos del perro y de manchas.',
    '¿Hacéis reformas de baño? Queremos cambiar la bañera por un plato de ducha.',
    // Plainly outside
    "What's the best way to get from Alicante airport to Benidorm without a car?",
    '¿Me recomendáis algún sitio para comer un buen arroz a banda en Alicante?',
  ],
};
