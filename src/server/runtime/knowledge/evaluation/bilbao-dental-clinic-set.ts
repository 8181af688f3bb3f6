import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Clínica Dental Urkijo, a small private dental clinic in the centre of Bilbao (Indautxu) with
 * four dentists, two hygienists and a place in the Basque Country's free dental programme for
 * children (PADI). Its patients write in Spanish, from Spain and from Latin America, and in
 * English (tourists, expats, exchange students, pilgrims on the Camino), and a few visitors write
 * in French or Portuguese. The owner wrote the briefing in Spanish, most Q&A pairs in Spanish and
 * a few in English, added one custom response for appointment and estimate requests, and pasted
 * the 2026 price list and the clinic's policies, both in Spanish.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday words ("muela", "me duele un diente", "caries", "matar el nervio", "muela del juicio",
 * "frenos", "blanqueamiento"), English words ("teeth cleaning", "braces", "cavity", "root canal",
 * "pay monthly", "night guard"), Latin American usage ("sacar un turno", "cuánto sale"), long
 * messages, typos and chat-speak without accents ("k", "q", "xq", "tb", "x el curro", "porfa",
 * "u guys"), one- to three-word questions, Spanish questions against English knowledge and the
 * reverse, and a few in French and Portuguese. The outside questions include hard negatives that
 * share words with the knowledge (selling toothbrushes online, an appointment with the family
 * doctor, eye tests, hearing aids, dental care for a dog, a job as a dental hygienist or nurse,
 * botox and lip fillers, the address of a hospital's emergency room).
 */

const english = qaIn('English');
const spanish = qaIn('Spanish');

// The sources' titles, as the answers name them.
const hours = '¿Cuál es vuestro horario?';
const location = '¿Dónde estáis y cómo se llega a la clínica?';
const parking = '¿Se puede aparcar cerca de la clínica?';
const booking = '¿Cómo puedo pedir cita?';
const firstVisit = '¿Cuánto cuesta la primera visita y qué incluye?';
const cleaning = '¿Cuánto cuesta una limpieza dental y cada cuánto hay que hacerla?';
const filling = '¿Cuánto cuesta un empaste?';
const rootCanal = '¿Qué es una endodoncia y cuánto cuesta?';
const extraction = '¿Cuánto cuesta una extracción?';
const implant = '¿Cuánto cuesta un implante dental?';
const orthodontics = '¿Qué tipos de ortodoncia hacéis y cuánto cuestan?';
const invisalign = '¿Trabajáis con Invisalign?';
const emergency = 'Tengo una urgencia dental, ¿me podéis atender hoy?';
const children = '¿Atendéis a niños?';
const fear = '¿Qué hacéis si un paciente tiene miedo al dentista?';
const financing = '¿Se puede pagar el tratamiento a plazos?';
const insurance = '¿Trabajáis con Sanitas, Adeslas, DKV u otros seguros?';
const payment = '¿Qué formas de pago aceptáis?';
const cancellation = '¿Qué pasa si tengo que anular o cambiar una cita?';
const xrays = '¿Hacéis radiografías en la clínica?';
const guarantee = '¿Qué garantía tienen los tratamientos?';
const pregnancy = 'Estoy embarazada, ¿puedo ir al dentista?';
const invoice = '¿Me podéis dar factura?';
const languages = 'Which languages do you speak?';
const visitors = "I'm only in Bilbao for a few days. Can you treat me?";
const whitening = 'Do you offer tooth whitening?';
const prices = 'Tarifas 2026';
const policies = 'Normas de la clínica y condiciones de los tratamientos';
const appointmentRequest = 'Petición de cita o de presupuesto';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const bilbaoDentalClinicSet: EvaluationSet = {
  name: 'Bilbao dental clinic (Clínica Dental Urkijo)',
  heldOut: false,
  agentName: 'Ane',
  briefing: {
    companyName: 'Clínica Dental Urkijo',
    industry: 'healthcare',
    description:
      'La Clínica Dental Urkijo es una clínica dental privada en el centro de Bilbao, en la Alameda de Urquijo 41, 1º, a tres minutos del metro de Indautxu. La fundó en 2011 la Dra. Maite Etxebarria y hoy somos un equipo de nueve personas: cuatro dentistas (uno de ellos ortodoncista y otra odontopediatra), dos higienistas, dos auxiliares y recepción. Hacemos odontología general y estética, implantes, ortodoncia con brackets e Invisalign, endodoncias, periodoncia y odontología infantil, y somos dentistas del PADI de Osakidetza para niños de 7 a 15 años. Atendemos en castellano, euskera, inglés, francés y portugués.',
    targetAudience:
      'Familias y vecinos de Bilbao y de toda Bizkaia, gente que trabaja en las oficinas del centro (Abando e Indautxu), personas mayores que necesitan prótesis o implantes, niños y adolescentes (muchos con el PADI), estudiantes de la Universidad de Deusto y de la UPV/EHU, extranjeros que viven o trabajan en Bilbao, y turistas y peregrinos del Camino del Norte que tienen una urgencia.',
    keyServices:
      'Primera visita gratuita con presupuesto, revisiones y limpiezas, empastes, endodoncias, extracciones y cirugía de cordales, implantes y prótesis, coronas y carillas, ortodoncia con brackets metálicos o estéticos e Invisalign, aclaramiento dental, tratamiento de encías (periodoncia), férulas de descarga para el bruxismo, odontopediatría y PADI, urgencias en el día, sedación consciente con médico anestesista, radiografía digital y TAC 3D en la propia clínica, financiación sin intereses.',
    commonQuestions:
      'Cuánto cuestan la limpieza, los empastes, los implantes o la ortodoncia, si la primera visita es gratis, si les podemos atender hoy por una urgencia, si trabajamos con su seguro, si se puede pagar a plazos, el horario, cómo llegar y dónde aparcar, si atendemos a niños, qué hacemos con los pacientes que tienen miedo y qué idiomas hablamos.',
    languages: ['Spanish', 'English', 'French', 'Portuguese'],
    tonePreference: 'friendly',
    communicationStyle:
      'Cercano y claro, sin tecnicismos, y si usamos uno lo explicamos. Tuteamos a los pacientes, salvo que ellos nos hablen de usted. Damos siempre el precio orientativo y recordamos que el presupuesto exacto se da en la primera visita. Nunca diagnosticamos por chat: si hay dolor o hinchazón, ofrecemos una cita de urgencia. Contestamos en el idioma en el que nos escriben.',
    personality:
      'Como nuestra recepcionista de toda la vida: amable, tranquila y paciente, sobre todo con quien tiene miedo al dentista.',
    responseTemplates: [
      {
        scenario: appointmentRequest,
        response:
          'Para darte cita o prepararte un presupuesto, envíanos por favor: tu nombre y apellidos, un teléfono, el motivo de la consulta (revisión, limpieza, dolor, presupuesto de implantes u ortodoncia...), si tienes seguro dental con DKV o Asisa, y qué días y horas te vienen mejor (mañana o tarde). Puedes escribirnos por WhatsApp al 633 40 21 77, llamarnos al 944 15 62 38 o reservar en clinicaurkijo.example/cita. Te confirmamos la cita por WhatsApp o SMS. Si tienes dolor o la cara hinchada, dínoslo y te buscamos hueco hoy mismo.',
      },
    ],
  },
  qa: [
    spanish(
      hours,
      'Abrimos de lunes a jueves de 9:00 a 14:00 y de 15:30 a 20:00, y los viernes de 9:00 a 15:00 sin cerrar a mediodía. Los sábados, domingos y festivos la clínica está cerrada. En julio hacemos horario de mañana, de lunes a viernes de 8:30 a 15:00. En agosto cerramos dos semanas (en 2026, del 10 al 23 de agosto); esas dos semanas abrimos solo para urgencias los martes y jueves de 10:00 a 13:00, con cita previa por WhatsApp al 633 40 21 77. La recepción atiende el teléfono en el mismo horario que la clínica.',
    ),
    spanish(
      location,
      'Estamos en la Alameda de Urquijo 41, 1º, 48011 Bilbao, en pleno centro, entre Abando e Indautxu. El portal tiene ascensor y la clínica está adaptada para sillas de ruedas. En metro, la parada más cercana es Indautxu (salida Urquijo), a 3 minutos andando; desde Moyúa son 6 minutos. Desde la estación de Abando (Renfe y Metro) se llega andando en 10 minutos. Varias líneas de Bilbobus paran en la misma Alameda de Urquijo, y el autobús del aeropuerto (Bizkaibus A3247) para en la Gran Vía, a 5 minutos de la clínica. Teléfono 944 15 62 38, WhatsApp 633 40 21 77, email hola@clinicaurkijo.example.',
    ),
    spanish(
      parking,
      'La clínica no tiene aparcamiento propio. Lo más cómodo es el parking público subterráneo de la Plaza Indautxu, a 2 minutos andando, abierto las 24 horas (unos 2,60 € la hora). En la calle es zona OTA (estacionamiento regulado de pago) de lunes a viernes de 9:00 a 20:00 y los sábados por la mañana, y encontrar sitio cuesta bastante. Si vienes a una cita con sedación no puedes conducir después: ven en metro o en taxi, o con alguien que te lleve. Hay parada de taxis en la Plaza Indautxu y un aparcabicis delante del portal.',
    ),
    spanish(
      booking,
      'Puedes pedir cita por teléfono al 944 15 62 38, por WhatsApp al 633 40 21 77, en nuestra web clinicaurkijo.example/cita o pasando por recepción. Para revisiones, limpiezas y primeras visitas solemos tener hueco en menos de una semana, y las urgencias las vemos en el día. Te confirmamos la cita por WhatsApp o SMS y te mandamos un recordatorio el día anterior. Si es tu primera vez, dinos el motivo de la consulta y si tienes seguro con DKV o Asisa, para reservarte el tiempo que haga falta.',
    ),
    spanish(
      firstVisit,
      'La primera visita es gratuita y dura unos 30-45 minutos. Hablamos de lo que te preocupa, te hacemos una exploración completa de dientes y encías y unas fotos intraorales y, si hace falta, una radiografía panorámica (25 €, en la misma visita). Al terminar te explicamos el diagnóstico y te damos un plan de tratamiento con presupuesto por escrito, válido 6 meses y sin ningún compromiso. Trae tu DNI o pasaporte, la lista de los medicamentos que tomas, la tarjeta de tu seguro si tienes, y las radiografías recientes de otro dentista si las tienes. Si tienes dolor, pide mejor una cita de urgencia.',
    ),
    spanish(
      cleaning,
      'La limpieza dental (higiene o tartrectomía) cuesta 60 € e incluye la revisión con el dentista, la eliminación del sarro con ultrasonidos, el pulido y, si hace falta, la eliminación de manchas con aeropulidor de bicarbonato. Dura unos 45 minutos y la hace una de nuestras higienistas. Recomendamos hacerla una vez al año, o cada seis meses si fumas, llevas ortodoncia o implantes, o te sangran las encías. Si hay sarro por debajo de la encía o bolsas periodontales, no basta con una limpieza normal: primero hacemos un estudio periodontal (40 €) y después un curetaje (raspado y alisado radicular, 80 € por cuadrante). Con DKV y Asisa, la limpieza anual suele estar incluida en la póliza.',
    ),
    spanish(
      filling,
      'Un empaste (obturación) de composite, del mismo color que el diente, cuesta 45 € si es pequeño, 55 € si es mediano y 75 € si es grande o hay que reconstruir el diente. Se hace con anestesia local en unos 30-45 minutos, y puedes comer con normalidad en cuanto se pase el efecto de la anestesia, unas 2 horas después. Desde 2015 no usamos amalgama (los empastes grises de metal). Si la lesión ha llegado al nervio, el empaste no basta y hay que hacer una endodoncia. Los empastes tienen 2 años de garantía si vienes a tus revisiones.',
    ),
    spanish(
      rootCanal,
      'La endodoncia consiste en limpiar y sellar por dentro los conductos de un diente cuando el nervio (la pulpa) está inflamado o infectado; así se conserva el diente en lugar de extraerlo. Se hace con anestesia local, en una o dos sesiones de 60 a 90 minutos. Cuesta 150 € en un diente de una sola raíz (incisivos y caninos), 190 € en un premolar y 240 € en un molar; repetir una endodoncia antigua (reendodoncia) cuesta 290 €. Después, el diente suele necesitar una reconstrucción (75 €) o una corona (desde 350 €) para que no se fracture.',
    ),
    spanish(
      extraction,
      'Una extracción simple cuesta 50 €. Una cordal (tercer molar) que ya ha salido cuesta 90 €, y una cordal incluida o semiincluida, que necesita cirugía, entre 150 y 220 € según la dificultad; antes hacemos una radiografía panorámica o un TAC 3D para planificarla. Usamos anestesia local y, si lo prefieres, se puede hacer con sedación consciente. Te damos por escrito los cuidados para después: no enjuagarte ni fumar en las primeras 24 horas, comida blanda y fría, y el antiinflamatorio que te indique el dentista. Siempre que se pueda, intentamos salvar el diente antes de extraerlo.',
    ),
    spanish(
      implant,
      'Un implante completo (implante de titanio Straumann, pilar y corona de circonio) cuesta desde 1.390 €: 890 € el implante con su cirugía y 500 € la corona sobre implante. Si falta hueso puede hacer falta un injerto (de 250 a 450 €) o una elevación de seno (de 600 a 900 €); lo vemos con un TAC 3D (60 €), que hacemos en la propia clínica antes de darte el presupuesto. Colocar un implante lleva una hora con anestesia local; después hay que esperar de 2 a 4 meses a que se integre en el hueso antes de poner la corona definitiva, y mientras tanto puedes llevar un diente provisional. Si llevas una dentadura postiza que se mueve, se puede sujetar sobre 2 implantes (sobredentadura), desde 2.990 €. A quien le faltan todos los dientes de una arcada le ponemos una prótesis fija sobre 4 o 6 implantes, desde 6.900 € por arcada. La edad no es un impedimento: lo que importa es la salud general y el hueso. Los implantes Straumann tienen garantía de por vida del fabricante.',
    ),
    spanish(
      orthodontics,
      'Nuestro ortodoncista, el Dr. Iñigo Larrea, trata a niños, adolescentes y adultos. El estudio de ortodoncia (fotos, radiografías, escaneo digital y plan de tratamiento) cuesta 80 € y se descuenta si empiezas el tratamiento. Con brackets metálicos, el tratamiento completo cuesta desde 2.200 €; con brackets estéticos de zafiro, que casi no se ven, desde 2.700 €; y con alineadores transparentes Invisalign, desde 2.900 €. En niños de 6 a 10 años hacemos ortodoncia interceptiva con aparatos removibles o expansores, desde 900 €. Un tratamiento dura entre 12 y 24 meses, y las revisiones cada 4-8 semanas están incluidas en el precio. La ortodoncia se puede pagar con una entrada y cuotas mensuales sin intereses durante el tratamiento. Al terminar hacen falta retenedores: el fijo cuesta 120 € y la férula de retención 150 € por arcada.',
    ),
    spanish(
      invisalign,
      'Sí, somos proveedores de Invisalign desde 2016. Los alineadores son unas férulas transparentes que se cambian cada 1 o 2 semanas y hay que llevar unas 22 horas al día; te los quitas para comer y para lavarte los dientes. Antes de empezar hacemos un escaneo 3D con escáner intraoral, sin pastas para moldes, y te enseñamos en la pantalla una simulación de cómo quedarán tus dientes. Precios: Invisalign Lite (casos sencillos, hasta 14 alineadores) 2.900 €; Invisalign Teen, para adolescentes, desde 3.800 €; Invisalign Comprehensive (casos completos) desde 4.200 €. El precio incluye las revisiones y el primer juego de retenedores Vivera. Puedes pagarlo con una entrada de 500 € y cuotas mensuales sin intereses.',
    ),
    spanish(
      emergency,
      'Sí. Si tienes un dolor fuerte, la cara hinchada (flemón), se te ha roto un diente o una corona, se te ha caído un empaste o has tenido un golpe, llámanos al 944 15 62 38 o escríbenos por WhatsApp al 633 40 21 77 en cuanto abramos: cada día reservamos huecos para urgencias y te vemos ese mismo día. La visita de urgencia cuesta 40 €, con radiografía incluida, y se descuenta si hacemos el tratamiento en esa misma cita. Fuera de nuestro horario, déjanos un WhatsApp y te contestamos a primera hora del siguiente día que abramos. Mientras tanto, puedes tomar el analgésico que tomes habitualmente y ponerte frío por fuera de la cara; no te pongas calor ni una aspirina sobre la encía. Si por un golpe se ha salido entero un diente definitivo, cógelo por la corona sin tocar la raíz, guárdalo en leche y ven enseguida: en la primera hora se puede volver a colocar. Si tienes fiebre alta, la hinchazón no te deja tragar o respirar bien, o el golpe ha sido fuerte en la cabeza, ve directamente a urgencias de un hospital.',
    ),
    spanish(
      children,
      'Sí. La Dra. Laura Menéndez, nuestra odontopediatra, atiende a niños desde que les sale el primer diente, los martes y jueves por la tarde y los viernes por la mañana. Recomendamos la primera revisión hacia el año de edad y después una al año. La primera visita de los niños es gratuita y la hacemos como un juego, para que se acostumbren sin miedo; los padres pueden entrar con ellos. Hacemos selladores (25 € por diente), flúor (20 €), empastes en dientes de leche (40 €) y pulpotomías (80 €). Además, somos dentistas del PADI (Programa de Asistencia Dental Infantil) de Osakidetza: si tu hijo o hija tiene entre 7 y 15 años y tarjeta sanitaria de Osakidetza, puedes elegirnos como su dentista y son gratis la revisión anual, los selladores, los empastes y las endodoncias de los dientes definitivos, y los tratamientos por golpes en los dientes de delante. La ortodoncia y los dientes de leche no entran en el PADI.',
    ),
    spanish(
      fear,
      'Es muy normal y lo vemos todos los días. En la primera visita solo hablamos y miramos, sin hacer nada que no quieras. Te explicamos cada paso antes de hacerlo y acordamos una señal (levantar la mano) para parar cuando lo necesites. Antes del pinchazo ponemos un gel anestésico en la encía y usamos anestesia controlada por ordenador, que entra despacio y se nota mucho menos. Si lo pasas muy mal, el dentista te puede recetar un tranquilizante suave para tomar una hora antes. Para tratamientos largos (implantes, cordales o varios tratamientos en una sola cita) ofrecemos sedación consciente: un médico anestesista te pone la medicación en vena, estás relajado y adormilado, sin dolor y casi sin recordar nada después, y te vigila durante todo el tratamiento. La sedación cuesta 250 € por sesión (hasta 2 horas); hay que venir en ayunas de 6 horas y acompañado, y ese día no se puede conducir. No la hacemos en embarazadas.',
    ),
    spanish(
      financing,
      'Sí. Los tratamientos desde 600 € se pueden financiar hasta en 12 meses sin intereses (0 % TAE, sin comisiones) o hasta en 36 meses con intereses, a través de nuestra financiera colaboradora. Lo tramitamos en la clínica en unos 10 minutos: necesitas tu DNI o NIE, una cuenta a tu nombre en un banco español y tu última nómina o pensión, y la aprobación depende de la financiera. Por ejemplo, un implante de 1.390 € en 12 meses son unos 116 € al mes. La ortodoncia y el Invisalign, además, se pueden pagar directamente a la clínica con una entrada y cuotas mensuales sin intereses mientras dura el tratamiento.',
    ),
    spanish(
      insurance,
      'Somos clínica concertada con DKV (DKV Dentisalud) y con Asisa Dental. Si tienes uno de estos seguros, trae tu tarjeta: lo que cubre tu póliza (normalmente la revisión, la limpieza anual, las radiografías y las extracciones simples) no te cuesta nada, y el resto lo pagas a los precios de tu aseguradora, que suelen ser más baratos que los nuestros. Con Sanitas, Adeslas, Mapfre y otras compañías no tenemos concierto: puedes venir como paciente privado y, si tu póliza es de reembolso de gastos, te damos la factura y el informe que te pida tu compañía para que te devuelva la parte que cubra. La tarjeta sanitaria europea no sirve en nuestra clínica, porque somos una clínica privada.',
    ),
    spanish(
      payment,
      'Puedes pagar en efectivo, con tarjeta de débito o de crédito Visa o Mastercard (también con el móvil, con Apple Pay o Google Pay), por Bizum o por transferencia bancaria. No aceptamos American Express ni cheques. Cada visita se paga al terminarla. En los tratamientos de más de 600 € se paga por fases: el 40 % al empezar y el resto a lo largo del tratamiento, antes de la última cita.',
    ),
    spanish(
      cancellation,
      'Avísanos con al menos 24 horas de antelación, por teléfono o por WhatsApp, y te cambiamos la cita sin problema y sin coste. Las citas de cirugía (implantes, injertos, cordales) y las de sedación se reservan con una señal de 100 €, que se descuenta del tratamiento; si las anulas con menos de 48 horas, la señal no se devuelve, salvo por enfermedad u otra causa justificada. Si faltas a dos citas sin avisar, para la siguiente te pediremos una señal de 30 €. Si llegas más de 15 minutos tarde, puede que tengamos que acortar el tratamiento o darte otra cita.',
    ),
    spanish(
      xrays,
      'Sí, tenemos radiología digital en la propia clínica, así que no tienes que ir a ningún otro centro: radiografías pequeñas (periapicales y de aleta de mordida), radiografía panorámica (25 €) y TAC 3D de haz cónico (CBCT, 60 €), que usamos para planificar implantes y cordales. La radiografía digital emite mucha menos radiación que la convencional, y siempre te ponemos un delantal y un collarín de plomo. Las radiografías pequeñas van incluidas en el tratamiento, y la de urgencia en la visita de urgencia. Si las necesitas para otro dentista o para tu seguro, te las enviamos por email gratis. En embarazadas evitamos las radiografías, salvo que sean imprescindibles.',
    ),
    spanish(
      guarantee,
      'Todos nuestros tratamientos tienen garantía, siempre que vengas a la revisión con limpieza al menos una vez al año y sigas nuestras indicaciones: 2 años en empastes, endodoncias, coronas y carillas, y 5 años en coronas y prótesis fijas sobre implantes; además, los implantes Straumann tienen garantía de por vida del fabricante. Si durante la garantía algo falla, lo arreglamos o lo repetimos sin coste. No cubre golpes ni accidentes, las roturas por apretar los dientes (bruxismo) si no llevas la férula de descarga que te hayamos recomendado, ni los trabajos que haya tocado otra clínica. En ortodoncia, si no llevas los retenedores, los dientes pueden volver a moverse, y eso no está cubierto. Tienes todos los detalles en nuestras normas de la clínica.',
    ),
    spanish(
      pregnancy,
      'Sí, y es recomendable: durante el embarazo es frecuente que las encías se inflamen y sangren (gingivitis del embarazo). Lo ideal es venir a una revisión y limpieza en el segundo trimestre (del 4º al 6º mes), que es el momento más cómodo. La anestesia local que usamos es segura en el embarazo, así que podemos hacer empastes, endodoncias o extracciones que no puedan esperar. Dejamos para después del parto lo que puede esperar: las radiografías que no sean imprescindibles (y si lo son, con doble protección de plomo), el aclaramiento dental, los implantes y la sedación. Dinos siempre que estás embarazada, de cuántas semanas, y qué medicamentos tomas. Durante la lactancia podemos hacerte casi todos los tratamientos.',
    ),
    spanish(
      invoice,
      'Sí, te damos factura de cada pago, con tu nombre y tu DNI o NIE, o a nombre de tu empresa si nos das sus datos antes de pagar. Te la damos en papel o te la enviamos por email, y si la pierdes te mandamos una copia. Los tratamientos dentales están exentos de IVA, así que la factura no lleva IVA, salvo el aclaramiento dental y otros tratamientos solo estéticos, que llevan el 21 %. Si tu seguro es de reembolso, te damos también un informe con el tratamiento realizado. A los pacientes extranjeros les podemos hacer la factura y el informe en inglés o en francés.',
    ),
    english(
      languages,
      'Our whole team speaks Spanish, and most of us Basque too. Dr Maite Etxebarria, our orthodontist Dr Iñigo Larrea and Leire at reception speak fluent English, so your whole treatment can be explained in English. Camille, one of our hygienists, is French, and Juliana, one of our dental assistants, is from Brazil and speaks Portuguese. Tell us your language when you book and we will make sure someone who speaks it is with you. Your treatment plan, estimate, invoice and reports can be written in English or French on request.',
    ),
    english(
      visitors,
      'Yes. We see many visitors: tourists, exchange students, pilgrims on the Camino de Santiago and people here for work. If you are in pain, have broken a tooth, lost a filling or a crown, or have a loose bracket, send us a WhatsApp message on +34 633 40 21 77 or call +34 944 15 62 38 and we will see you the same day. The emergency visit costs 40 €, including an X-ray, and is deducted if we treat you at that appointment. As we are a private clinic, the European Health Insurance Card (EHIC or GHIC) is not accepted here: you pay by card or in cash at the end of the visit, and we give you a detailed invoice and report in English so you can claim the cost back from your travel insurance. Please bring your passport or ID card.',
    ),
    english(
      whitening,
      'Yes. We first check your teeth and gums at a free first visit, because whitening only works on natural teeth: fillings, crowns and veneers keep their colour. In-clinic whitening with an LED lamp takes one session of about 90 minutes and costs 290 €. Home whitening, with custom-made trays and a gel you wear 1 to 2 hours a day for 2 to 3 weeks, costs 220 €. The combined treatment (one session in the clinic, then the trays at home) gives the best and longest-lasting result and costs 390 €. All whitening prices include 21 % VAT. Your teeth may be sensitive for a few days afterwards, and you should avoid coffee, tea, red wine and tobacco for 48 hours. We do not whiten the teeth of under-18s or of pregnant or breastfeeding women.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'Spanish',
      text: `TARIFAS 2026 – Clínica Dental Urkijo, Alameda de Urquijo 41, 1º, Bilbao
Precios en euros, válidos del 1 de enero al 31 de diciembre de 2026. Los tratamientos dentales están exentos de IVA; los tratamientos solo estéticos (aclaramiento dental) incluyen el 21 % de IVA. Son precios orientativos: el precio exacto de tu caso figura en el presupuesto por escrito que te damos en la primera visita. Pacientes de DKV y Asisa Dental: se aplican las coberturas y tarifas de su aseguradora.

Diagnóstico
- Primera visita (exploración, fotos, plan de tratamiento y presupuesto): gratuita
- Revisión periódica: 30 € (incluida en la limpieza)
- Visita de urgencia, con radiografía: 40 € (se descuenta si hacemos el tratamiento en la misma cita)
- Radiografía periapical o de aleta de mordida: 10 € (incluida en los tratamientos)
- Radiografía panorámica: 25 €
- TAC 3D (CBCT): 60 €
- Estudio de ortodoncia: 80 € (se descuenta al empezar el tratamiento)
- Copia de radiografías e informes por email: gratuita

Higiene y periodoncia
- Limpieza dental con revisión: 60 €
- Estudio periodontal: 40 €
- Raspado y alisado radicular (curetaje), por cuadrante: 80 €
- Mantenimiento periodontal: 75 €
- Tratamiento de la sensibilidad dental (barniz de flúor): 25 €

Odontología conservadora
- Empaste de composite pequeño: 45 €; mediano: 55 €; grande o reconstrucción: 75 €
- Endodoncia: 150 € (una raíz), 190 € (premolar), 240 € (molar)
- Reendodoncia: 290 €
- Perno de fibra de vidrio: 60 €

Cirugía
- Extracción simple: 50 €
- Extracción de cordal erupcionada: 90 €
- Extracción de cordal incluida o semiincluida: de 150 a 220 €
- Sedación consciente con médico anestesista (hasta 2 horas): 250 €

Implantes
- Implante Straumann con cirugía: 890 €
- Corona de circonio sobre implante: 500 €
- Implante completo con corona: desde 1.390 €
- Injerto de hueso: de 250 a 450 €
- Elevación de seno: de 600 a 900 €
- Sobredentadura sobre 2 implantes (implantes y prótesis incluidos): desde 2.990 €
- Prótesis fija sobre 4 o 6 implantes, por arcada, implantes incluidos: desde 6.900 €

Prótesis y estética
- Corona de metal-cerámica: 350 €; corona de circonio: 450 €
- Carilla de composite: 150 €; carilla de porcelana: 390 €
- Prótesis removible completa (dentadura), por arcada: 650 €
- Prótesis parcial removible de metal (esquelético): 550 €
- Reparación de prótesis: desde 40 € (en el día si la traes antes de las 11:00)
- Férula de descarga para el bruxismo: 250 €
- Aclaramiento dental en clínica con lámpara LED (1 sesión): 290 €
- Aclaramiento dental en casa con férulas a medida y gel: 220 €
- Aclaramiento combinado (clínica y casa): 390 €

Ortodoncia
- Brackets metálicos, tratamiento completo: desde 2.200 €
- Brackets estéticos de zafiro, tratamiento completo: desde 2.700 €
- Invisalign Lite: 2.900 €; Invisalign Teen: desde 3.800 €; Invisalign Comprehensive: desde 4.200 €
- Ortodoncia interceptiva infantil (6 a 10 años): desde 900 €
- Retenedor fijo: 120 € por arcada; férula de retención: 150 € por arcada
- Recolocar un bracket despegado: gratis la primera vez, 20 € las siguientes

Odontopediatría
- Primera visita infantil: gratuita
- Revisión infantil: 20 €
- Sellador de fisuras, por diente: 25 €
- Aplicación de flúor: 20 €
- Empaste en diente de leche: 40 €
- Pulpotomía: 80 €
- Mantenedor de espacio: 120 €
- Niños y niñas de 7 a 15 años con el PADI de Osakidetza: los tratamientos incluidos en el programa son gratuitos

Financiación
- Tratamientos desde 600 €: hasta 12 meses sin intereses, o hasta 36 meses con intereses, con nuestra financiera colaboradora y sujeto a su aprobación
- Ortodoncia e Invisalign: entrada y cuotas mensuales sin intereses, pagadas a la clínica`,
    },
    {
      title: policies,
      language: 'Spanish',
      text: `Normas de la clínica y condiciones de los tratamientos – Clínica Dental Urkijo (actualizadas en enero de 2026)

1. Citas
Las citas se piden por teléfono (944 15 62 38), por WhatsApp (633 40 21 77), en clinicaurkijo.example/cita o en recepción. Te enviamos un recordatorio por WhatsApp o SMS el día anterior. Te rogamos puntualidad: si llegas más de 15 minutos tarde, puede que tengamos que acortar el tratamiento o darte una cita nueva.

2. Anulaciones y faltas
Si no puedes venir, avísanos con al menos 24 horas de antelación y cambiamos la cita sin coste. Las citas de cirugía (implantes, injertos, cordales) y de sedación consciente se reservan con una señal de 100 €, que se descuenta del tratamiento; si las anulas con menos de 48 horas de antelación o no vienes, la señal no se devuelve, salvo por enfermedad u otra causa justificada. Si faltas a dos citas sin avisar, te pediremos una señal de 30 € para reservar la siguiente, que se descuenta de esa visita.

3. Primera visita y presupuesto
La primera visita es gratuita y sin compromiso. Después te entregamos un plan de tratamiento y un presupuesto por escrito, válido durante 6 meses. Si durante el tratamiento aparece algo que no estaba previsto, te lo explicamos y te damos el precio antes de hacerlo; no hacemos ningún trabajo adicional sin tu aceptación.

4. Pagos y financiación
Cada visita se paga al terminarla, en efectivo, con tarjeta de débito o crédito Visa o Mastercard (también Apple Pay y Google Pay), por Bizum o por transferencia. No aceptamos American Express ni cheques. En los tratamientos de más de 600 € se paga el 40 % al empezar y el resto a lo largo del tratamiento, antes de la última cita. Los tratamientos desde 600 € se pueden financiar hasta en 12 meses sin intereses, o hasta en 36 meses con intereses, con nuestra financiera colaboradora y sujeto a su aprobación. La ortodoncia y el Invisalign se pueden pagar a la clínica con una entrada y cuotas mensuales sin intereses.

5. Facturas
Emitimos factura de cada pago a nombre del paciente, con su DNI o NIE, o a nombre de una empresa si nos das sus datos antes de pagar. Los tratamientos dentales están exentos de IVA; los tratamientos solo estéticos, como el aclaramiento dental, llevan el 21 % de IVA. Si lo pides, hacemos la factura y el informe del tratamiento en inglés o en francés.

6. Seguros
Somos centro concertado con DKV (DKV Dentisalud) y con Asisa Dental: presenta tu tarjeta antes de empezar y aplicaremos las coberturas y los precios de tu póliza. Con las demás aseguradoras, como Sanitas, Adeslas o Mapfre, no tenemos concierto: eres paciente privado y, si tu póliza es de reembolso, te damos la factura y el informe para que lo solicites. Como clínica privada, no aceptamos la tarjeta sanitaria europea.

7. Garantías
Empastes, endodoncias, coronas y carillas: 2 años. Coronas y prótesis fijas sobre implantes: 5 años. Implantes Straumann: garantía de por vida del fabricante. Para mantener la garantía tienes que venir a una revisión con limpieza al menos una vez al año; si pasan más de 18 meses sin revisión, la garantía se pierde. Durante la garantía reparamos o repetimos sin coste el trabajo que falle. No están cubiertos los golpes y accidentes, las roturas por bruxismo si no llevas la férula de descarga recomendada, los trabajos modificados en otra clínica, ni los movimientos de los dientes después de una ortodoncia si no llevas los retenedores.

8. Menores de edad
Los menores de 16 años tienen que venir acompañados de su padre, madre o tutor legal, que firma el consentimiento de los tratamientos. A partir de los 16 años pueden venir solos a revisiones y limpiezas; para cualquier otro tratamiento necesitamos la autorización firmada de su padre, madre o tutor. Los niños y niñas de 7 a 15 años con tarjeta sanitaria de Osakidetza pueden recibir en nuestra clínica la asistencia del PADI sin coste.

9. Consentimiento informado e historia clínica
Antes de una cirugía, un implante, una sedación, una ortodoncia o un aclaramiento dental te explicamos los riesgos y las alternativas, y firmas un consentimiento informado. Guardamos tu historia clínica de forma confidencial; puedes pedir una copia y te la entregamos en un plazo máximo de 15 días.

10. Radiografías
Usamos radiología digital de baja dosis y protección de plomo (delantal y collarín), y solo hacemos las radiografías necesarias para el diagnóstico. A las pacientes embarazadas no les hacemos radiografías salvo que sean imprescindibles, y entonces con doble protección. Tus radiografías son tuyas: te enviamos una copia por email, gratis, cuando nos la pidas.

11. Protección de datos
Tratamos tus datos conforme al Reglamento General de Protección de Datos, solo para tu atención, la facturación y, si nos das tu permiso, para recordarte las revisiones. Puedes ejercer tus derechos escribiendo a datos@clinicaurkijo.example.

12. Reclamaciones
Tienes a tu disposición hojas de reclamaciones en recepción (Kontsumobide, Instituto Vasco de Consumo). También puedes escribir a la dirección de la clínica en direccion@clinicaurkijo.example, y te contestamos en un plazo de 10 días.`,
    },
  ],
  answerable: [
    // Spanish, close to the knowledge's words
    { question: '¿Qué precio tiene la limpieza con revisión?', answeredBy: [cleaning, prices] },
    {
      question: '¿La primera visita es gratis o se paga?',
      answeredBy: [firstVisit, prices, policies, services],
    },
    // Spanish paraphrases with everyday words
    {
      question: 'Me duele un diente desde anoche y no he pegado ojo, ¿me podéis ver hoy?',
      answeredBy: [emergency, booking, appointmentRequest, services],
    },
    {
      question: 'Tengo una caries en una muela, ¿cuánto me costaría arreglarla?',
      answeredBy: [filling, prices],
    },
    {
      question: '¿Cuánto cobráis por quitar una muela del juicio?',
      answeredBy: [extraction, prices],
    },
    {
      question: 'Me han dicho que hay que matar el nervio de un diente, ¿cuánto sale eso?',
      answeredBy: [rootCanal, prices],
    },
    {
      question: 'Quiero ponerme frenos pero que no se noten mucho, ¿qué opciones hay?',
      answeredBy: [orthodontics, invisalign, prices, services],
    },
    // Long messages, the question inside
    {
      question:
        'Hola buenas. Hace quince años que no piso un dentista porque de pequeña tuve una experiencia horrible, y solo de pensar en el ruido del torno me pongo a sudar. Ahora se me ha roto un trozo de un diente de delante comiendo y ya no me queda otra. ¿Tenéis algo para gente como yo? ¿Me podéis dormir o algo así?',
      answeredBy: [fear, prices, services],
    },
    {
      question:
        'Buenas tardes, mi hijo tiene 9 años y nos ha llegado a casa la carta del PADI de Osakidetza. Nunca le hemos llevado a un dentista privado y no entiendo muy bien cómo funciona esto. ¿Podemos ir con vosotros? ¿Nos va a costar algo?',
      answeredBy: [children, description, prices, services, policies],
    },
    {
      question:
        'Hola, estoy embarazada de cinco meses y desde hace unas semanas me sangran mucho las encías, y encima tengo un diente que me molesta al masticar. La ginecóloga me ha dicho que vaya al dentista, pero me da miedo por el bebé, sobre todo la anestesia y las radiografías. ¿Es seguro?',
      answeredBy: [pregnancy, xrays, policies],
    },
    {
      question:
        'Buenos días. Mi madre tiene 78 años y lleva una dentadura postiza de arriba que se le mueve muchísimo y le hace llagas; ya casi no puede comer carne y está muy desanimada. Una vecina le ha dicho que se puede sujetar con implantes, pero no sabemos si a su edad se puede hacer ni cuánto costaría más o menos. ¿Nos podéis orientar?',
      answeredBy: [implant, prices],
    },
    // Typos and chat-speak, in Spanish
    { question: 'hola k horario teneis los viernes', answeredBy: [hours] },
    { question: 'se puede pagar con bizum o solo con tarjeta', answeredBy: [payment, policies] },
    {
      question:
        'tengo cita el jueves xa sacarme la cordal y no voy a poder ir, pierdo la señal? porfa contestad',
      answeredBy: [cancellation, policies],
    },
    {
      question: 'aceptais adeslas?? pregunto xq lo tengo x el curro, y tb tengo sanitas',
      answeredBy: [insurance, policies],
    },
    {
      question: 'q tengo q hacer para sacar un turno?',
      answeredBy: [booking, appointmentRequest, policies],
    },
    // One to three words, in Spanish
    { question: 'Blanqueamiento', answeredBy: [whitening, prices, services] },
    { question: '¿Parking?', answeredBy: [parking] },
    { question: 'Precio ortodoncia', answeredBy: [orthodontics, invisalign, prices] },
    // Spanish questions, English knowledge
    {
      question: '¿Habláis inglés? Es para mi marido, que es irlandés y casi no habla castellano.',
      answeredBy: [languages, description],
    },
    {
      question:
        'Necesito la factura y un informe en inglés para que me lo devuelva el seguro de viaje, ¿es posible?',
      answeredBy: [visitors, invoice, languages, policies],
    },
    // Spanish, answered by the documents
    {
      question:
        'Mi dentista de Madrid me pide una panorámica, ¿me la podéis hacer ahí y cuánto cuesta?',
      answeredBy: [xrays, prices, firstVisit, services],
    },
    {
      question: '¿Puede mi hija de 16 años ir sola a hacerse una limpieza?',
      answeredBy: [policies],
    },
    // English paraphrases, against Spanish knowledge
    { question: 'How much is a teeth cleaning?', answeredBy: [cleaning, prices] },
    { question: 'Do you do braces for adults?', answeredBy: [orthodontics] },
    {
      question: 'Can I pay monthly for an implant?',
      answeredBy: [financing, prices, policies, services],
    },
    {
      question: 'How much do you charge to fix a cavity? Do you do white fillings?',
      answeredBy: [filling, prices],
    },
    {
      question: 'My company gives me DKV dental insurance. Would a cleaning be free with you?',
      answeredBy: [insurance, cleaning],
    },
    // Long messages, in English
    {
      question:
        "Hi, I'm an exchange student at Deusto for the semester. Yesterday I bit into a bocadillo and half of my front tooth broke off. It looks awful and it's a bit sensitive. I don't have Spanish insurance, only my EHIC card from home. Can you fix it, and roughly how much would that be?",
      answeredBy: [visitors, emergency, prices, insurance],
    },
    {
      question:
        "Hello! We've just moved to Bilbao from Manchester for my husband's job, with our two kids, who are 4 and 8. They don't speak Spanish yet and they're a bit nervous about doctors. Do you see children, and is there someone who speaks English?",
      answeredBy: [children, languages, description],
    },
    {
      question:
        "Hi there, I've been grinding my teeth at night for months (my partner says it's really loud) and I wake up with a sore jaw and headaches. My dentist back home said I need a night guard. Can you make one, and what does it cost?",
      answeredBy: [prices, services],
    },
    // Typos and chat-speak, in English
    { question: 'u guys open on saturdays?', answeredBy: [hours] },
    { question: 'do u take amex or apple pay?', answeredBy: [payment, policies] },
    // One to three words, in English
    { question: 'root canal price', answeredBy: [rootCanal, prices] },
    { question: 'Wheelchair access?', answeredBy: [location] },
    // English questions, Spanish knowledge
    { question: 'Which metro stop is closest to you?', answeredBy: [location, description] },
    {
      question: 'Is there a guarantee on implants? How long?',
      answeredBy: [guarantee, implant, policies],
    },
    // French and Portuguese
    {
      question:
        "Bonjour, je suis en vacances à Bilbao avec ma famille et j'ai une rage de dents depuis hier soir, je n'ai presque pas dormi. Est-ce que vous pouvez me recevoir aujourd'hui ? Quelqu'un parle français ?",
      answeredBy: [
        emergency,
        visitors,
        languages,
        description,
        services,
        booking,
        appointmentRequest,
      ],
    },
    {
      question: 'Olá! Vocês fazem aparelho invisível? Quanto custa mais ou menos?',
      answeredBy: [invisalign, orthodontics, prices, services],
    },
    {
      question: 'Vocês aceitam cartão de crédito? E dá para parcelar?',
      answeredBy: [payment, financing, policies, prices, services],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    '¿Vendéis cepillos eléctricos y pasta de dientes por internet con envío a casa?',
    'Necesito pedir cita con el médico de cabecera para una analítica, ¿se puede desde aquí?',
    'Can I book an eye test with you? My glasses prescription is out of date.',
    'Mi padre necesita audífonos, ¿le podéis hacer una revisión del oído?',
    'My dog has really bad breath and a broken tooth. Do you do dental cleanings for dogs?',
    '¿Buscáis higienista o auxiliar de clínica dental? Os dejo mi currículum.',
    '¿Hacéis bótox y relleno de labios con ácido hialurónico?',
    "What's the address of the emergency room at Basurto hospital?",
    // Plainly outside
    '¿Qué bares de pintxos me recomendáis en el Casco Viejo?',
    'How do I get tickets for the Guggenheim Museum?',
  ],
};
