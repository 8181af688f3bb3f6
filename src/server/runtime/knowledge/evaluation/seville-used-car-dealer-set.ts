import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Automóviles Giralda, a used-car dealer with a small all-makes workshop in the Polígono Store,
 * on the north-east edge of Seville next to the SE-30. It sells about 80 used cars of all makes
 * (small cars, family cars, SUVs, 7-seaters, small vans, hybrids, electrics, some 30 automatics
 * and a dozen km 0 and nearly-new cars), each with the 12-month warranty the law sets for a used
 * car sold by a trader, a valid ITV, its DGT environmental label and the transfer of ownership
 * (transferencia) at the DGT included in the price. It takes cars in part exchange and buys them
 * outright, arranges car loans, delivers across Andalusia and mainland Spain, and runs a workshop
 * (services, pre-ITV checks, tyres, brakes, air conditioning). Its customers write in Spanish
 * (Seville and Andalusian locals, families, young drivers buying their first car) and in English
 * (British retirees on the Costa del Sol and the Costa de la Luz, expats living in Seville,
 * Erasmus students). The owner wrote the briefing in Spanish, most Q&A pairs in Spanish and a few
 * in English (buying a car as a foreigner with an NIE, automatic cars, English at the dealer,
 * insurance, selling a car without buying one), added two custom responses (a finance request
 * and a request to value the customer's car from photos), and pasted the 2026 price list and the
 * general terms of sale, both in Spanish.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday Andalusian and Spanish words ("illo", "ya está cascaíto", "12.000 pavos", "la letra",
 * "soltar la pasta", "dar una vuelta", "niños chicos", "currar", "no se apaña", "el papeleo",
 * "patina que da gusto", "the MOT", "clocked", "the green sticker"), long messages with a story
 * around the question, typos and chat-speak ("ola", "coxes", "xq", "q", "d", "teneis", "u", "r",
 * "2", "lol", no accents), one- or two-word questions, English questions against Spanish
 * knowledge and the reverse, short follow-ups that only make sense after an earlier question
 * ("¿y los domingos?", "and in August?"), and a few that only a document answers (a clutch, a
 * 12 V battery, the transfer of a car bought from a private seller, opening hours during the
 * Feria, sending back a car bought at a distance, paying a loan off early). The outside questions
 * include hard negatives that share words with the knowledge (car hire next to car sales, body
 * work, a job as a mechanic, used motorbikes, re-registering a UK car on Spanish plates, a home
 * charger, driving lessons, a tow bar) and questions about the city.
 */

const english = qaIn('English');
const spanish = qaIn('Spanish');

// The sources' titles, as the answers name them.
const location = '¿Dónde estáis y qué horario tenéis?';
const stock = '¿Qué coches tenéis a la venta?';
const warranty = '¿Qué garantía tienen los coches?';
const financing = '¿Se puede financiar el coche?';
const tradeIn = '¿Aceptáis mi coche como parte del pago?';
const transfer = '¿Quién se encarga de la transferencia en Tráfico?';
const itv = '¿Los coches se entregan con la ITV pasada?';
const label = '¿Qué etiqueta medioambiental tienen los coches?';
const delivery = '¿Entregáis el coche a domicilio fuera de Sevilla?';
const testDrive = '¿Puedo probar el coche antes de comprarlo?';
const reservation = '¿Cómo reservo un coche? ¿Hay que dejar señal?';
const payment = '¿Qué formas de pago aceptáis?';
const km0 = '¿Tenéis coches de km 0?';
const electric = '¿Tenéis coches híbridos y eléctricos?';
const service = '¿Cuánto cuesta una revisión en vuestro taller?';
const workshopBooking = '¿Cómo pido cita en el taller?';
const tyresBrakes = '¿Cambiáis neumáticos y pastillas de freno?';
const airCon = '¿Cargáis el aire acondicionado?';
const breakdown = '¿Qué hago si el coche se avería después de comprarlo?';
const mileage = '¿Los kilómetros de vuestros coches son reales?';
const novice = '¿Qué coche me recomendáis si me acabo de sacar el carnet?';
const foreignBuyer = 'Can I buy a car in Spain if I am a foreigner?';
const automatics = 'Do you have automatic cars?';
const englishSpoken = 'Does anyone at Automóviles Giralda speak English?';
const insurance = 'How do I insure the car I buy from you?';
const buyOutright = 'Will you buy my car even if I do not buy one from you?';
const prices = 'Tarifas 2026 – gestiones, entregas, garantía y taller';
const terms = 'Condiciones generales de venta de vehículos de ocasión';
const financeRequest = 'Petición de estudio de financiación';
const valuationRequest = 'Petición de tasación del coche del cliente';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const sevilleUsedCarDealerSet: EvaluationSet = {
  name: 'Seville used-car dealer (Automóviles Giralda)',
  heldOut: false,
  agentName: 'Rocío',
  briefing: {
    companyName: 'Automóviles Giralda',
    industry: 'automotive',
    description:
      'Automóviles Giralda es un concesionario de coches de ocasión con taller propio, fundado en 2004 por Manuel Ortega en el Polígono Store de Sevilla (Calle Metalurgia, 14), junto a la SE-30 y la Ronda Urbana Norte. Somos 8 personas: 3 vendedores, 3 mecánicos, una gestora que lleva la financiación y las transferencias, y una administrativa. Tenemos siempre unos 80 coches de ocasión, seminuevos y km 0 de todas las marcas, todos revisados en nuestro taller antes de venderlos. Nuestros clientes son sobre todo de Sevilla y su provincia, pero vendemos a toda Andalucía y al resto de España. Atendemos en español y en inglés, porque muchos de nuestros clientes son británicos y otros extranjeros que viven en la costa o en Sevilla.',
    targetAudience:
      'Particulares de Sevilla capital, el Aljarafe, Dos Hermanas, Alcalá de Guadaíra y el resto de la provincia que buscan un coche de ocasión fiable y con garantía: familias, jóvenes que se compran su primer coche, gente que hace muchos kilómetros y quiere un híbrido o un diésel económico. Británicos jubilados en la Costa del Sol y la Costa de la Luz y extranjeros que viven en Sevilla (trabajadores en remoto, estudiantes Erasmus) que compran su primer coche en España y necesitan ayuda con el NIE, la transferencia y el seguro. Clientes del taller, hayan comprado o no el coche con nosotros.',
    keyServices:
      'Venta de unos 80 coches de ocasión, seminuevos y km 0 de todas las marcas (utilitarios, compactos, SUV, monovolúmenes de 7 plazas, furgonetas mixtas, híbridos, eléctricos y automáticos), con garantía de 12 meses ampliable, ITV en vigor, etiqueta medioambiental y transferencia en la DGT incluidas en el precio; financiación a medida; compra de tu coche, como parte del pago o aunque no nos compres uno; entrega a domicilio en toda Andalucía y en la península; taller multimarca: revisiones, pre-ITV, neumáticos, frenos, aire acondicionado y diagnosis.',
    commonQuestions:
      'Qué coches tenemos y a qué precio, si la transferencia va incluida, qué garantía tienen y cuánto cuesta ampliarla, si financiamos y con qué papeles, cuánto damos por su coche, si la ITV está pasada, qué etiqueta de la DGT lleva cada coche, si llevamos el coche a domicilio, cómo reservar y cuánto es la señal, si hay coches km 0, automáticos, híbridos o eléctricos, los precios del taller (revisión, neumáticos, frenos, aire acondicionado) y, para los extranjeros, cómo comprar un coche con NIE y cómo asegurarlo.',
    languages: ['Spanish', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Respuestas cortas y claras, con los precios en euros con IVA incluido, y siempre un siguiente paso (reservar una prueba, pedir un estudio de financiación, mandar fotos para la tasación, pedir cita en el taller). Tuteamos al cliente, que en Sevilla es lo normal, salvo que él nos trate de usted. A quien escribe en inglés le contestamos en inglés y le explicamos las palabras españolas del papeleo (NIE, DGT, ITV, transferencia, padrón).',
    personality:
      'Cercano y con gracia sevillana, pero serio con los números: honesto sobre el estado de cada coche y sobre todos los costes, paciente con quien compra su primer coche o acaba de llegar a España, y nunca pesado.',
    responseTemplates: [
      {
        scenario: financeRequest,
        response:
          '¡Claro que sí! Para prepararte hoy mismo un estudio de financiación gratis y sin compromiso, dinos: el coche que te interesa (enlace del anuncio o referencia); cuánto puedes dar de entrada (si no tienes entrada también lo estudiamos) y si nos dejas tu coche como parte del pago; el plazo que prefieres (de 12 a 96 meses) o la cuota que te gustaría pagar al mes; tu situación laboral (indefinido, temporal, autónomo, pensionista) y desde cuándo; y tus ingresos netos al mes. Si eres extranjero, dinos también si tienes NIE y TIE o certificado de registro de la UE. Mándalo por WhatsApp al 622 481 907 o por correo a financiacion@automovilesgiralda.example. Solo con tu permiso enviamos la solicitud a la financiera, con tu DNI o NIE, tus dos últimas nóminas, tu vida laboral y un recibo del banco con tu IBAN. La respuesta suele llegar en 24 a 48 horas.',
      },
      {
        scenario: valuationRequest,
        response:
          '¡Perfecto! Para darte un precio orientativo de tu coche en 24 horas, mándanos por WhatsApp al 622 481 907: la marca, el modelo y la versión, el año, los kilómetros, fotos de fuera (las cuatro esquinas), del interior, del cuadro con el motor encendido y de la tarjeta ITV, y cuéntanos si tiene algún golpe, avería o testigo encendido y si tiene el libro de revisiones al día. Si aún debes dinero del préstamo, dínoslo también. La oferta en firme te la damos cuando lo vemos en la exposición (20 a 30 minutos, sin cita) y vale 7 días y 500 km.',
      },
    ],
  },
  qa: [
    spanish(
      location,
      'Estamos en la Calle Metalurgia, 14, en el Polígono Store (41008 Sevilla), a 5 minutos de la SE-30 y de la Ronda Urbana Norte, con aparcamiento propio para clientes delante de la exposición. Exposición y ventas: de lunes a viernes de 9:30 a 14:00 y de 17:00 a 20:30, y los sábados de 10:00 a 14:00. Taller: de lunes a viernes de 8:00 a 14:00 y de 16:00 a 19:00; los sábados el taller está cerrado. En julio y agosto tenemos horario de verano: la exposición abre de lunes a viernes de 9:00 a 15:00, el taller de 8:00 a 15:00, y los sábados cerramos. Domingos y festivos, cerrado. Teléfono 954 367 218, WhatsApp 622 481 907, correo hola@automovilesgiralda.example.',
    ),
    spanish(
      stock,
      'Tenemos siempre unos 80 coches de todas las marcas: utilitarios, compactos, berlinas, SUV, monovolúmenes de 7 plazas, furgonetas mixtas como la Berlingo o la Kangoo, una docena de híbridos y eléctricos, unos 30 automáticos y entre 8 y 12 km 0 y seminuevos. La mayoría son de 2015 a 2025, con menos de 150 000 km, y los precios van de 6 900 € a 38 000 € (casi todos entre 11 000 € y 22 000 €). El stock se actualiza cada día en www.automovilesgiralda.example y los anuncios están también en coches.net y Wallapop. Cada anuncio indica el año, los kilómetros, el número de dueños, el cambio (manual o automático), la etiqueta de la DGT y el historial de mantenimiento. Si un coche está en la web, está disponible, salvo que ponga «Reservado».',
    ),
    spanish(
      warranty,
      'Todos nuestros coches tienen 12 meses de garantía, sin límite de kilómetros y sin coste, que es la garantía mínima que la ley exige a un profesional que vende un coche usado (Real Decreto Legislativo 1/2007, reformado en 2021). Cubre las averías y defectos del coche: motor, caja de cambios, turbo, inyección, sistema eléctrico, aire acondicionado y la batería de alta tensión de híbridos y eléctricos. No cubre el desgaste normal (pastillas y discos, neumáticos, embrague, amortiguadores, batería de 12 V, escobillas) ni los golpes o la falta de mantenimiento. Para conservarla, haz las revisiones a su tiempo, con nosotros o en cualquier taller, y guarda las facturas. Si tienes una avería, llámanos antes de repararla en otro taller. Al comprar puedes ampliarla con la Garantía Giralda Plus 12 o 24 meses más, desde 250 €. Los km 0 y seminuevos conservan además la garantía de fábrica que les quede.',
    ),
    spanish(
      financing,
      'Sí. Trabajamos con tres financieras y lo tramitamos todo aquí mismo. Financiamos desde 3 000 €, de 12 a 96 meses, con o sin entrada y sin comisión de apertura. En 2026 el TIN va del 7,99 % al 11,99 %, según el plazo, la antigüedad del coche y tu perfil. Ejemplo: 12 000 € a 72 meses, TIN fijo 8,99 %, cuota de 216,25 € al mes, TAE 9,37 %, importe total adeudado 15 570,00 €. El precio del coche es el mismo al contado que financiado: no tienes que financiar para tener el precio anunciado. El estudio es gratis y sin compromiso, y la respuesta suele llegar en 24 a 48 horas. Papeles: DNI o NIE (los extranjeros, también la TIE o el certificado de registro de la UE), las dos últimas nóminas (los autónomos, la última declaración de la renta y el último trimestral), el informe de vida laboral y un recibo del banco con tu IBAN; los pensionistas, la carta de revalorización de la pensión. El coche queda con reserva de dominio a favor de la financiera hasta que termines de pagar.',
    ),
    spanish(
      tradeIn,
      'Sí, aceptamos tu coche como parte del pago de cualquiera de los nuestros, sea de la marca que sea, aunque tenga muchos kilómetros o alguna avería. La tasación es gratis, dura 20 a 30 minutos y no hace falta cita: ven en horario de exposición. También puedes mandarnos fotos y los datos por WhatsApp y te damos un precio orientativo en 24 horas. La oferta en firme vale 7 días y 500 km. El día de la entrega trae el permiso de circulación, la ficha técnica (tarjeta ITV), tu DNI o NIE, la ITV en vigor, el último recibo del impuesto de circulación y las dos llaves. Si todavía debes dinero del préstamo, lo cancelamos nosotros con la financiera y lo descontamos. La transferencia de tu coche a nuestro nombre la hacemos nosotros, sin coste para ti.',
    ),
    spanish(
      transfer,
      'Nos encargamos nosotros de todo. La transferencia (el cambio de titularidad en la DGT) va incluida en el precio del coche: la tasa de Tráfico de 55,70 € y la gestoría. Como nos compras a un profesional, no pagas el Impuesto de Transmisiones Patrimoniales (ITP) de las ventas entre particulares: nuestros coches se venden con IVA o en el régimen especial de bienes usados (REBU), ya incluido en el precio. La tramitamos por vía telemática el día de la firma y te llevas el justificante de la DGT, que sirve para circular; el permiso de circulación a tu nombre te lo damos o te lo enviamos en 3 a 7 días hábiles. Necesitamos tu DNI o NIE y tu domicilio, que es el que figurará en el permiso y adonde te llegarán las multas y el impuesto de circulación. El impuesto de circulación del año en curso ya lo pagó el dueño anterior: tú lo pagas a tu ayuntamiento a partir del 1 de enero siguiente.',
    ),
    spanish(
      itv,
      'Sí. Los coches de más de 4 años salen con la ITV en vigor al menos durante 6 meses; si le queda menos, se la pasamos nosotros antes de la entrega, sin coste para ti. Te damos la tarjeta ITV y el informe de la última inspección, y puedes verlos antes de comprar. Además, cada coche pasa una revisión de 110 puntos en nuestro taller: aceite y filtros si le toca revisión, neumáticos con al menos 3 mm de dibujo, frenos, batería, luces y limpieza completa. Recuerda que un turismo pasa la primera ITV a los 4 años, después cada 2 años hasta los 10 años y, a partir de ahí, cada año. En el taller hacemos también una pre-ITV para revisar tu coche antes de la inspección.',
    ),
    spanish(
      label,
      'Todos nuestros coches se entregan con su etiqueta medioambiental de la DGT pegada en la esquina inferior derecha del parabrisas, sin coste, y cada anuncio indica cuál le corresponde. Depende del combustible y de la fecha de primera matriculación. Etiqueta 0 (azul): eléctricos e híbridos enchufables con más de 40 km de autonomía eléctrica. ECO: híbridos no enchufables, enchufables con menos de 40 km y coches de gas (GLP o GNC). C (verde): gasolina matriculados desde enero de 2006 y diésel desde septiembre de 2015. B (amarilla): gasolina de 2001 a 2005 y diésel de 2006 a agosto de 2015. Los anteriores no tienen etiqueta. La etiqueta cuenta para entrar en las zonas de bajas emisiones y para aparcar en algunas ciudades, así que consulta las normas del ayuntamiento al que vayas. Casi todos nuestros coches son C, ECO o 0.',
    ),
    spanish(
      delivery,
      'Sí. La recogida en la exposición es gratis. Entrega a domicilio: Sevilla capital y área metropolitana (Dos Hermanas, Alcalá de Guadaíra, Mairena del Aljarafe, Tomares, Camas, La Rinconada…), gratis; resto de la provincia de Sevilla, 60 €; provincias de Huelva, Cádiz y Córdoba (costa de Huelva y de Cádiz incluida), 120 €; Málaga y la Costa del Sol, Granada, Jaén y Almería, 180 €; resto de la península, 290 €, en camión; Baleares, Canarias, Ceuta y Melilla, con presupuesto. En Andalucía lo entregamos en 2 a 5 días hábiles desde el pago y la transferencia, y en el resto de la península en 5 a 10. En Andalucía lo lleva uno de nuestros conductores, con un cuarto de depósito; revisáis el coche juntos y firmas el acta de entrega.',
    ),
    spanish(
      testDrive,
      'Sí, todos los coches se pueden probar, de lunes a sábado en horario de exposición (domingos y festivos no). Mejor resérvalo con un día de antelación por teléfono o WhatsApp, para tener el coche preparado (y cargado, si es eléctrico). La prueba dura unos 20 a 30 minutos, con un vendedor, por ciudad y por la SE-30. Trae tu carnet de conducir en vigor y tu DNI, NIE o pasaporte; si tienes el carnet desde hace menos de un año también puedes probarlo, con la L. Puedes venir con tu mecánico o con alguien de confianza, y al terminar subimos el coche al elevador del taller para que lo veas por debajo.',
    ),
    spanish(
      reservation,
      'Para reservar un coche firmas un contrato de reserva, en la exposición o a distancia por correo electrónico, y dejas una señal de 300 €, o de 500 € si el coche cuesta más de 20 000 €. El coche sale de la venta y queda reservado a tu nombre durante 7 días naturales. La señal se descuenta del precio y, si la financiera te deniega el préstamo, te la devolvemos entera. Si desistes de la compra por otro motivo, la señal no se devuelve. Sin señal te guardamos un coche gratis durante 24 horas, para que te dé tiempo a venir a verlo. La señal puedes pagarla por Bizum, con tarjeta o por transferencia.',
    ),
    spanish(
      payment,
      'La señal, por Bizum, con tarjeta o por transferencia. El resto del precio: por transferencia bancaria (tiene que estar en nuestra cuenta antes de la entrega: una transferencia inmediata llega al momento y una normal en un día hábil), con cheque bancario conformado, con tarjeta de débito o crédito hasta 3 000 € por compra, o con financiación. En efectivo, la ley (Ley 11/2021) no permite pagos de 1 000 € o más cuando interviene un profesional; si eres un particular con domicilio fiscal fuera de España, el límite es de 10 000 €. Aceptamos transferencias desde bancos extranjeros, en euros: cuenta con 1 a 3 días hábiles. En el taller aceptamos efectivo, tarjeta y Bizum.',
    ),
    spanish(
      km0,
      'Sí, siempre tenemos entre 8 y 12 coches km 0 y seminuevos de menos de un año: Seat Arona, Toyota Yaris Cross, Peugeot 2008, Kia Sportage, Hyundai Tucson o MG ZS, entre otros. Un km 0 es un coche nuevo que un concesionario matricula a su nombre y vende con menos de 100 km, así que tú serás el segundo titular. Cuestan entre un 15 y un 25 % menos que nuevos, desde 17 900 €. Conservan la garantía oficial de la marca que les quede (3 años desde la matriculación en la mayoría de las marcas, 7 años en Kia), y puedes hacer las revisiones en nuestro taller sin perderla. También se pueden financiar y se entregan en 2 a 5 días hábiles.',
    ),
    spanish(
      electric,
      'Sí, tenemos siempre una docena: híbridos Toyota (Yaris, Corolla, C-HR), Kia Niro y Hyundai Kona híbrido; híbridos enchufables como el Kia Niro PHEV o el Mitsubishi Outlander PHEV; y eléctricos como el Renault Zoe (siempre con la batería en propiedad, nunca de alquiler), el Peugeot e-208, el MG4 y el Tesla Model 3. Todos son automáticos. Los híbridos llevan etiqueta ECO, y los eléctricos y la mayoría de los enchufables, etiqueta 0. Cada eléctrico y enchufable viene con un certificado independiente del estado de la batería (SOH) y no vendemos ninguno por debajo del 80 %. El cable de carga tipo 2 va incluido. La batería sigue con la garantía del fabricante mientras dure (normalmente 8 años o 160 000 km), además de nuestra garantía de 12 meses.',
    ),
    spanish(
      service,
      'Hacemos el mantenimiento de todas las marcas, también de coches que siguen en la garantía de la marca: seguimos el plan del fabricante, usamos recambios originales o de calidad equivalente y sellamos el libro, así que no pierdes la garantía oficial. Precio de la revisión, con piezas y mano de obra: utilitario 119 €, compacto o berlina 149 €, SUV, monovolumen o furgoneta 189 €, híbridos desde 159 €. Incluye el cambio de aceite y del filtro de aceite y, según el plan, de los filtros de aire y de habitáculo, un chequeo de 40 puntos, los niveles y la puesta a cero del aviso de revisión. Tarda de hora y media a dos horas y puedes esperar en la exposición, con café y wifi. Si compraste el coche con nosotros, tienes un 10 % de descuento en la mano de obra.',
    ),
    spanish(
      workshopBooking,
      'Pide cita por teléfono (954 367 218), por WhatsApp (622 481 907), en la web www.automovilesgiralda.example, en el apartado Taller, o en el mostrador. Normalmente hay hueco en 1 a 3 días hábiles. Dejas el coche por la mañana, entre las 8:00 y las 9:30, y lo recoges por la tarde. Antes de cualquier reparación te mandamos el presupuesto por WhatsApp y no hacemos nada sin tu visto bueno. Si compraste el coche con nosotros, te dejamos un coche de sustitución gratis, con reserva y según disponibilidad.',
    ),
    spanish(
      tyresBrakes,
      'Sí. Neumáticos de todas las marcas y medidas, de 14 a 20 pulgadas, de verano y all season, de gama económica y de primeras marcas; si no tenemos tu medida, llega en 24 horas. Precio por rueda montada: 195/65 R15 desde 62 €, 205/55 R16 desde 69 €, 225/45 R17 desde 89 €. Montaje y equilibrado 10 € por rueda, gratis si compras aquí los neumáticos; pinchazo 15 €, alineación 35 €. Frenos, con piezas y mano de obra: pastillas delanteras de 89 € (utilitario) a 139 € (SUV), discos y pastillas delanteros de 199 € a 299 €, cambio del líquido de frenos 45 €. La revisión de los frenos es gratis, dura 15 minutos y no necesita cita en horario de taller. Si oyes chirridos al frenar o notas vibrar el pedal, ven cuanto antes.',
    ),
    spanish(
      airCon,
      'Sí, y en Sevilla es lo que más nos piden de mayo a septiembre. Carga del aire acondicionado con prueba de fugas: gas R134a (la mayoría de coches hasta 2016) 55 €, gas R1234yf (los más modernos) 99 €. Limpieza antibacteriana del circuito 25 € y filtro de habitáculo desde 25 €. Se hace en una hora aproximadamente. Si enfría poco, echa aire caliente, huele mal o hace ruido, tráelo: la comprobación es gratis. En verano pide cita con unos días de antelación, que se nos llena el taller.',
    ),
    spanish(
      breakdown,
      'Llámanos al 954 367 218 o, fuera de horario, a la asistencia en carretera 24 horas que va incluida el primer año, en el 900 812 436 (el número está en la tarjeta que te damos con el coche). No lo repares en otro taller sin hablar antes con nosotros, porque si no, no podemos cubrirlo con la garantía. Si estás en Sevilla o alrededores, tráenos el coche: la diagnosis es gratis para coches en garantía. Si el coche no anda, la grúa lo trae hasta nosotros o, si estás a más de 100 km de Sevilla, a un taller concertado cerca de ti. Si la reparación dura más de 3 días hábiles, te dejamos un coche de sustitución. Una avería cubierta por la garantía no te cuesta nada.',
    ),
    spanish(
      mileage,
      'Sí. Antes de comprar un coche pedimos su informe a la DGT, que muestra los kilómetros anotados en cada ITV, los dueños anteriores, si tiene cargas o embargos y si ha estado dado de baja, y lo comprobamos con el libro de mantenimiento y las facturas. Los kilómetros quedan garantizados por escrito en el contrato: si algún día se demostrara que no son reales, deshacemos la venta y te devolvemos todo lo que pagaste. Puedes ver el informe de la DGT de cualquier coche antes de reservarlo; te lo mandamos por WhatsApp.',
    ),
    spanish(
      novice,
      'Para un conductor novel solemos recomendar un utilitario de gasolina con etiqueta C y menos de 100 CV: Seat Ibiza, Volkswagen Polo, Renault Clio, Opel Corsa, Toyota Yaris o Kia Picanto, desde 6 900 €. Son baratos de mantener y el seguro sale bastante más barato que con un coche potente; pide precio del seguro antes de decidirte, porque con menos de 2 años de carnet cambia mucho de un coche a otro. También financiamos a jóvenes: con contrato de trabajo y dos nóminas suele bastar, y si llevas poco tiempo trabajando la financiera puede pedir algo de entrada o un avalista (por ejemplo, tus padres). Recuerda que el primer año de carnet tienes que llevar la L detrás: te regalamos una con el coche.',
    ),
    english(
      foreignBuyer,
      'Yes, anyone can buy a car from us, whatever their nationality. To put the car in your name, the DGT (the Spanish traffic department) needs your NIE (Número de Identidad de Extranjero), your passport or your TIE or EU registration certificate, and an address in Spain: if your address is not on your documents, bring a padrón certificate (certificado de empadronamiento) from your town hall; the one for a holiday home is fine. If you do not have an NIE yet, you can apply at the Policía Nacional foreigners office (it needs an appointment and can take a few weeks) or through a gestor, and we can reserve the car for you meanwhile. You can pay by bank transfer from a UK or other foreign account, in euros; allow 1 to 3 working days. Car finance is only possible for Spanish residents with a Spanish bank account and income paid in Spain (payslips or a pension). The contract and the warranty are in Spanish, but we go through every page with you in English.',
    ),
    english(
      automatics,
      'Yes: about 30 of our 80 cars are automatic, including all our hybrids and electric cars. Typical examples: Toyota Yaris Hybrid, Toyota C-HR, Kia Niro, Peugeot 2008 EAT8, Volkswagen Golf DSG, Seat León DSG and Mercedes A-Class automatics, from about €13,500 to €38,000. On our website you can filter by gearbox ("Automático"). Many of our British customers on the Costa del Sol and the Costa de la Luz choose a small automatic hybrid: easy in town and cheap on fuel. We check the gearbox oil and software of every automatic before we sell it, and you can book a test drive to try one.',
    ),
    english(
      englishSpoken,
      'Yes. Lucía in sales lived in Manchester for five years and speaks fluent English; she works Monday to Friday. Rafa at the workshop reception also gets by in English. Tell us when you book a test drive or a workshop appointment and we will make sure one of them is there. You can also write to us in English on WhatsApp (+34 622 481 907) or by email at hola@automovilesgiralda.example. The reservation contract, the warranty and the DGT papers are in Spanish, but we explain every page in English before you sign and can email you a summary in English.',
    ),
    english(
      insurance,
      'In Spain every car must have at least third-party insurance (seguro obligatorio) from the moment it is in your name, so you need a policy before you drive away or before we deliver the car. As soon as you reserve a car, we send you the registration number, the chassis number (VIN) and the other details your insurer asks for, and on delivery day we ask to see the policy or the payment receipt. We do not sell insurance ourselves, but we work with an English-speaking broker in Seville who sends quotes within 24 hours, for third-party, third-party fire and theft (terceros ampliado) or fully comprehensive (todo riesgo) cover. To keep your no-claims discount, bring a letter from your previous insurer with your claims history for the last 5 years; most Spanish insurers accept it. Drivers with less than 2 years of licence pay more.',
    ),
    english(
      buyOutright,
      'Yes. We buy cars outright, of any make, up to 12 years old and 200,000 km, even if you do not buy anything from us. The valuation is free and takes 20 to 30 minutes with no appointment during showroom hours, or send us photos and details on WhatsApp and we give you an estimate within 24 hours. An outright offer can be a little lower than the same car as a trade-in. We pay by bank transfer on the day you sign, once we have checked the papers, and we do the transfer of ownership at the DGT at no cost to you. Bring the permiso de circulación, the ficha técnica (ITV card), your passport or NIE, a valid ITV, the last road tax receipt and both keys. If there is still finance on the car, we settle it with the lender and deduct it.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'Spanish',
      text: `TARIFAS 2026 – AUTOMÓVILES GIRALDA
Calle Metalurgia, 14 – Polígono Store – 41008 Sevilla – 954 367 218 – www.automovilesgiralda.example
Precios con IVA incluido, válidos del 1 de enero al 31 de diciembre de 2026. Categorías: A = utilitario (Ibiza, Polo, Clio, Corsa, Yaris…); B = compacto, berlina y familiar (León, Golf, Mégane, Octavia, Corolla…); C = SUV, monovolumen, 7 plazas y furgoneta mixta (Arona, Qashqai, Tucson, 5008, Berlingo…).

Calendario 2026
- Cerrado: 28 de febrero (Día de Andalucía), Jueves y Viernes Santo (2 y 3 de abril) y festivos nacionales y locales de Sevilla.
- Semana de la Feria de Abril: solo por la mañana (exposición de 9:30 a 14:00, taller de 8:00 a 14:00).
- Julio y agosto: horario de verano (exposición de 9:00 a 15:00, taller de 8:00 a 15:00, sábados cerrado).
- Vacaciones del taller: del 10 al 21 de agosto; la exposición sigue abierta.
- 24 y 31 de diciembre: solo por la mañana.

1. Incluido en el precio de todos nuestros coches
- Transferencia en la DGT a tu nombre (tasa de Tráfico de 55,70 € y gestoría)
- ITV en vigor al menos 6 meses (coches de más de 4 años)
- Revisión de 110 puntos y limpieza completa
- Etiqueta medioambiental de la DGT e informe de la DGT del coche
- Garantía de 12 meses sin límite de kilómetros
- Asistencia en carretera 24 horas el primer año
- Recogida en la exposición

2. Garantía Giralda Plus (solo al comprar el coche; máximo 36 meses en total)
- 12 meses más: A 250 €; B 320 €; C 390 €
- 24 meses más: A 450 €; B 560 €; C 690 €
- Híbridos y eléctricos, con la batería de alta tensión: 12 meses más 360 €; 24 meses más 640 €

3. Entrega a domicilio
- Sevilla capital y área metropolitana: gratis
- Resto de la provincia de Sevilla: 60 €
- Huelva, Cádiz y Córdoba: 120 €
- Málaga, Granada, Jaén y Almería: 180 €
- Resto de la península, en camión: 290 €
- Baleares, Canarias, Ceuta y Melilla: presupuesto
- Coche vendido y no recogido, desde el 8.º día después de estar listo: 10 € por día

4. Gestiones de Tráfico
- Transferencia de un coche no comprado aquí (venta entre particulares): 120 € de gestión + tasa DGT 55,70 € + ITP de la Junta de Andalucía, que calculamos y presentamos por ti
- Duplicado del permiso de circulación: 30 € + tasa DGT
- Informe de la DGT de un coche que vayas a comprar en otro sitio: 15 €
- Llevar tu coche a la ITV y traerlo: 45 € + tasa de la estación
- Duplicado de la etiqueta medioambiental: 10 €

5. Taller multimarca (piezas y mano de obra incluidas, salvo indicación)
- Mano de obra: 48 € por hora
- Diagnosis electrónica: 35 € (se descuenta si hacemos la reparación)
- Revisión: A 119 €; B 149 €; C 189 €; híbridos A y B 159 €, C 209 €
- Cambio de aceite y filtro: de 69 € (A) a 109 € (C)
- Pre-ITV: 35 €
- Kit de distribución con bomba de agua: desde 350 € (A), 450 € (B), 620 € (C)
- Embrague completo: desde 450 € (A), 560 € (B), 720 € (C); volante bimasa, con presupuesto
- Pastillas delanteras: A 89 €; B 109 €; C 139 €
- Discos y pastillas delanteros: A 199 €; B 239 €; C 299 €
- Líquido de frenos: 45 €; revisión de frenos: gratis
- Neumático montado (gama económica / primera marca): 195/65 R15 62 € / 92 €; 205/55 R16 69 € / 109 €; 225/45 R17 89 € / 139 €
- Montaje y equilibrado: 10 € por rueda (gratis con neumáticos comprados aquí); pinchazo: 15 €; alineación: 35 €
- Aire acondicionado con prueba de fugas: R134a 55 €, R1234yf 99 €; limpieza antibacteriana 25 €; filtro de habitáculo desde 25 €
- Batería de 12 V montada: de 95 € a 179 € según modelo; AGM o EFB para start-stop desde 159 €; prueba de batería gratis
- Escobillas delanteras montadas: 22 €
- Coche de sustitución: gratis, con reserva, para quien compró su coche aquí
- 10 % de descuento en mano de obra para coches comprados en Automóviles Giralda

6. Venta y financiación
- Señal de reserva: 300 € (500 € para coches de más de 20 000 €)
- Estudio de financiación: gratis; financiación desde 3 000 €, de 12 a 96 meses, sin comisión de apertura
- Tasación de tu coche: gratis`,
    },
    {
      title: terms,
      language: 'Spanish',
      text: `Condiciones generales de venta de vehículos de ocasión – Automóviles Giralda, S.L., CIF B91384562, Calle Metalurgia, 14, Polígono Store, 41008 Sevilla. Aplicables a los contratos firmados desde el 1 de enero de 2026.

1. Reserva y señal
La reserva se hace por contrato escrito y con una señal de 300 €, o de 500 € si el precio supera los 20 000 €. El vehículo queda reservado a nombre del cliente 7 días naturales y la señal se descuenta del precio. La señal son arras penitenciales: si el cliente desiste sin causa imputable a Automóviles Giralda, la pierde; si es Automóviles Giralda quien incumple, la devuelve duplicada. La señal se devuelve entera si se deniega la financiación.

2. Precio y pago
El precio anunciado incluye el IVA (o el régimen especial de bienes usados), la transferencia en la DGT, la ITV en vigor, la etiqueta medioambiental y la garantía de 12 meses. No incluye la entrega a domicilio ni la ampliación de garantía, que se facturan según la tarifa vigente. El precio es el mismo al contado que financiado. Se paga hasta la entrega por transferencia (abonada antes de la entrega), cheque bancario conformado, tarjeta (hasta 3 000 €) o financiación. Por la Ley 11/2021 no se aceptan pagos en efectivo de 1 000 € o más (10 000 € si el cliente es un particular sin domicilio fiscal en España).

3. Financiación
Si se paga con un préstamo, la venta queda sujeta a su aprobación, y el vehículo, con reserva de dominio a favor de la financiera hasta su cancelación. Según la Ley 16/2011, el cliente puede desistir del préstamo en 14 días naturales y amortizarlo antes de tiempo, en todo o en parte; la compensación es como máximo del 1 % de lo amortizado si queda más de un año de contrato y del 0,5 % si queda un año o menos. Si el préstamo se deniega o el cliente desiste de él, la venta se anula y se devuelve la señal.

4. Vehículo entregado como parte del pago
El valor de tasación es firme si el vehículo se entrega en el estado comprobado, con 500 km más como máximo y en los 7 días siguientes. Si hay un préstamo pendiente o reserva de dominio, Automóviles Giralda lo cancela y descuenta la deuda. Si el estado ha cambiado, se tasa de nuevo y, sin acuerdo, el cliente puede anular la compra y recupera la señal.

5. Entrega
El vehículo se entrega en la exposición o, según la tarifa vigente, en el domicilio del cliente, con el justificante de la DGT o el permiso de circulación a su nombre, la tarjeta ITV y todas las llaves. El cliente firma el acta de entrega y debe tener el vehículo asegurado a su nombre desde ese momento. Si la entrega se retrasa más de 30 días, el cliente puede anular la compra y recuperar todo lo pagado.

6. Kilometraje
Automóviles Giralda garantiza que el kilometraje del contrato es real. Si se demostrara una manipulación, el cliente puede resolver el contrato y recuperar todo lo pagado.

7. Garantía
Automóviles Giralda responde de las faltas de conformidad que aparezcan en los 12 meses siguientes a la entrega. El cliente tiene derecho a la reparación gratuita en un plazo razonable, o a la rebaja del precio o la resolución del contrato en los casos de la ley. No cubre el desgaste normal, golpes, mal uso ni falta de mantenimiento. Ante una avería, el cliente la comunica antes de repararla.

8. Desistimiento en ventas a distancia
Si el contrato se firma por completo a distancia (teléfono, correo, WhatsApp o web), sin visitar la exposición, el cliente puede desistir en 14 días naturales desde que recibe el vehículo, sin dar motivos, por correo a hola@automovilesgiralda.example. Lo devuelve en el estado en que lo recibió y paga el transporte de vuelta; un uso de más de 200 km puede descontarse. Le devolvemos el dinero en 14 días. No se aplica a compras en la exposición.

9. Reclamaciones
Hay hojas de quejas y reclamaciones de la Junta de Andalucía en la exposición, o escriba a reclamaciones@automovilesgiralda.example: respondemos en 10 días hábiles. Estamos adheridos al Sistema Arbitral de Consumo.`,
    },
  ],
  answerable: [
    // Spanish paraphrases and everyday Andalusian words
    {
      question:
        'Illo, si os compro un coche ¿os quedais con el mio? Es un Ibiza del 2009 con 230.000 km, tira pero ya esta cascaito',
      answeredBy: [tradeIn, terms, services, valuationRequest],
    },
    {
      question: '¿Cuánto me sale la letra de un coche de 12.000 pavos?',
      answeredBy: [financing, financeRequest],
    },
    {
      question:
        'Si se me rompe el motor a los tres meses de comprarlo, ¿me lo arreglais sin pagar?',
      answeredBy: [warranty, terms, breakdown],
    },
    {
      question: '¿Me podeis llevar el coche a Jerez? ¿Cuanto cobrais por eso?',
      answeredBy: [delivery, prices, terms, services],
    },
    {
      question: '¿Se puede dar una vuelta con el coche antes de soltar la pasta?',
      answeredBy: [testDrive],
    },
    // Long messages in Spanish, the question inside
    {
      question:
        'Buenas tardes. Somos cuatro en casa, con dos niños chicos y un perro, y nuestro Scénic ya no da más de sí. Queremos algo con etiqueta ECO para no tener problemas en el centro, que gaste poco y que no pase de 22.000 €. Vivimos en Dos Hermanas y podemos acercarnos el sábado por la mañana. ¿Qué tenéis?',
      answeredBy: [stock, electric, label, services],
    },
    {
      question:
        'Hola! Tengo 19 años, me saqué el carnet hace dos meses y acabo de empezar a currar en un bar de la Alameda con contrato. Mis padres me ayudan con la entrada pero poquito. Busco algo barato que no me cueste un ojo de la cara de seguro. ¿Me financiais siendo tan joven y qué me recomendais?',
      answeredBy: [novice, financing, financeRequest],
    },
    {
      question:
        'Buenos días, os compré un León hace 4 meses. Ayer volviendo de Huelva por la A-49 se encendió el testigo del motor y el coche se quedó sin fuerza, llegué a casa de milagro. Vivo en Lepe y Sevilla me pilla lejos. ¿Lo tengo que llevar hasta allí o puedo ir a un taller de aquí?',
      answeredBy: [breakdown, warranty, terms],
    },
    // Long messages in English
    {
      question:
        "Hello, my husband and I have retired to a little place near Nerja and we've been getting about in a hire car since October, which is costing us a fortune. Neither of us fancies learning to drive a manual on the right, so we'd like a small automatic, maybe a hybrid, for around 15,000 euros. Have you got anything like that? And could you bring it down to us rather than us driving all the way to Seville?",
      answeredBy: [automatics, electric, stock, delivery, prices, terms, services],
    },
    {
      question:
        "Hi, I'm Dutch and moved to Seville in September to work remotely for a company in Amsterdam. I've got my NIE and my TIE card and I'm on the padrón, but my salary is paid into my Dutch bank account. Can I buy one of your cars, and would I be able to get it on finance?",
      answeredBy: [foreignBuyer, financing, financeRequest],
    },
    {
      question:
        "Hey, I'm an Erasmus student from Germany at the uni here until June. I want to buy a cheap car to travel around Andalusia and then sell it before I go home. Would you buy it back from me in June? And what papers do I need to buy it in the first place?",
      answeredBy: [buyOutright, foreignBuyer, services],
    },
    // Typos and chat-speak, in Spanish and English
    { question: 'ola cuanto cuesta la revision d un corsa?', answeredBy: [service, prices] },
    {
      question: 'teneis coxes automaticos? xq mi mujer solo conduce automatico',
      answeredBy: [automatics, stock, electric, services],
    },
    {
      question: 'la transferencia la pago yo aparte o va incluida??',
      answeredBy: [transfer, prices, terms],
    },
    { question: 'q etiqueta tiene un diesel del 2016?', answeredBy: [label] },
    {
      question: 'hi do u have km 0 cars? how much r they',
      answeredBy: [km0, stock, services],
    },
    {
      question: 'how much 2 fix the aircon?? my car is like an oven lol',
      answeredBy: [airCon, prices],
    },
    { question: 'can i pay cash? whats the max', answeredBy: [payment, terms] },
    // One or two words
    { question: '¿Horario?', answeredBy: [location] },
    { question: 'Warranty?', answeredBy: [warranty, terms, prices, services] },
    { question: 'ITV?', answeredBy: [itv, prices, terms, services] },
    {
      question: 'Financing?',
      answeredBy: [financing, financeRequest, prices, terms, services],
    },
    // English questions, Spanish knowledge
    {
      question: "Do the cars come with a valid ITV? That's like the MOT, right?",
      answeredBy: [itv, prices, terms, services],
    },
    {
      question: "What's the green sticker on the windscreen for, and will the car I buy have one?",
      answeredBy: [label, prices, terms, services],
    },
    {
      question: 'If I change my mind after putting down a deposit, do I get it back?',
      answeredBy: [reservation, terms],
    },
    {
      question:
        'Is the mileage on your cars genuine? Back home we once bought a car that turned out to be clocked.',
      answeredBy: [mileage, terms],
    },
    {
      question: 'Can I take a car out for a test drive on a Saturday morning?',
      answeredBy: [testDrive, location],
    },
    // Spanish questions, English knowledge
    {
      question:
        '¿Alguien ahí habla inglés? Es para mi suegro, que es de Liverpool y no se apaña con el español',
      answeredBy: [englishSpoken, description],
    },
    {
      question:
        '¿El seguro me lo tengo que hacer yo antes de llevarme el coche o lo haceis vosotros?',
      answeredBy: [insurance, terms],
    },
    {
      question: 'Soy inglés y todavía no tengo NIE, ¿puedo comprar un coche igualmente?',
      answeredBy: [foreignBuyer, transfer],
    },
    {
      question: '¿Me comprais el coche aunque no os compre ninguno?',
      answeredBy: [buyOutright, services, valuationRequest],
    },
    // Answered by a document only
    {
      question: '¿Cuánto cuesta cambiar el embrague de un Clio? Patina que da gusto',
      answeredBy: [prices],
    },
    {
      question:
        'mi coche no arranca por las mañanas, creo q es la bateria. cuanto sale una nueva puesta?',
      answeredBy: [prices],
    },
    {
      question:
        'Le he comprado un coche a un particular por Wallapop. ¿Me podéis hacer vosotros el papeleo de la transferencia y cuánto cuesta?',
      answeredBy: [prices],
    },
    {
      question:
        "I bought one of your cars over the phone from Marbella without ever seeing it, and it's arriving next week. If I don't like it once it's here, can I send it back?",
      answeredBy: [terms],
    },
    {
      question: 'Can I pay the car loan off early, and is there a fee for that?',
      answeredBy: [terms],
    },
    { question: '¿Abrís en la semana de Feria o cerráis?', answeredBy: [prices] },
    // Short follow-ups
    { question: '¿y los domingos?', answeredBy: [location, testDrive] },
    { question: 'and in August?', answeredBy: [location, prices] },
    {
      question: 'y si me deniegan la financiacion, pierdo la señal?',
      answeredBy: [reservation, terms],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    '¿Alquiláis coches? Necesito uno una semana para irme a Conil en agosto.',
    '¿Hacéis chapa y pintura? Me han dado un golpe en la puerta en el aparcamiento del Carrefour y necesito presupuesto.',
    '¿Estáis buscando mecánico? Tengo la FP de electromecánica y 3 años de experiencia en un taller de Dos Hermanas.',
    'vendeis motos de segunda mano? busco una scooter de 125 para ir a la facultad',
    'Can you re-register my UK car on Spanish plates? It is right-hand drive and I brought it over on the ferry.',
    'Do you install home chargers? We would need a wallbox in our garage for the electric car.',
    '¿Dais clases de conducir? Mi hijo quiere sacarse el carnet este verano.',
    'Can you fit a tow bar to our Dacia Duster so we can pull a small caravan?',
    // Plainly outside
    '¿Dónde se come buen pescaíto frito por Triana?',
    "What's the best way to get from Seville airport to the city centre?",
  ],
};
