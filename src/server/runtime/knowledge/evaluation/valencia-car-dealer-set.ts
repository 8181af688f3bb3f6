import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Automóviles Turia, a family-run new- and used-car dealer in Valencia (official Kia and MG
 * dealer, used cars of all makes) with its own workshop. Its customers write in Spanish, from
 * Spain and from Latin America, often in WhatsApp Spanish, and in English (expats and British
 * retirees living on the coast). The owner wrote the briefing in Spanish, most Q&A pairs in
 * Spanish and some in English, one custom response for "is this car still available?", and
 * pasted the workshop's price list and the used-car warranty terms, both in Spanish.
 *
 * The questions were written from the knowledge alone, before the engine was looked at, as
 * customers type them: paraphrases and everyday or regional words ("pegatina", "Tráfico",
 * "carro", "part-exchange", "MOT"), brand names, long messages, typos and missing accents,
 * chat-speak ("q", "k", "pq", "toy", "dnd", "pa", "tb"), one- or two-word questions, and
 * Spanish questions against English knowledge and the reverse. The outside questions include
 * hard negatives that share words with the knowledge (bodywork and paint, renting a van for a
 * move, motorbikes, exchanging a UK driving licence, storing winter tyres, a mechanic's job,
 * spare parts, a cracked windscreen).
 */

const english = qaIn('English');
const spanish = qaIn('Spanish');

// The sources' titles, as the answers name them.
const hours = '¿Qué horario tenéis?';
const address = '¿Dónde estáis y se puede aparcar?';
const testDrive = '¿Puedo hacer una prueba de conducción?';
const financing = '¿Ofrecéis financiación?';
const renting = '¿Tenéis renting?';
const tradeIn = '¿Aceptáis mi coche a cuenta?';
const warranty = '¿Qué garantía tienen los coches de ocasión?';
const km0 = '¿Qué diferencia hay entre un km 0, un seminuevo y un coche de ocasión?';
const stock = '¿Qué marcas y modelos tenéis?';
const electric = '¿Tenéis híbridos y eléctricos, y dónde puedo cargar?';
const label = '¿Qué etiqueta medioambiental de la DGT lleva cada coche?';
const transfer = '¿Os encargáis de la transferencia y del papeleo en la DGT?';
const reserve = '¿Puedo reservar un coche con una señal?';
const payment = '¿Qué formas de pago aceptáis?';
const workshop = '¿Cómo pido cita en el taller?';
const courtesyCar = '¿Me dejáis un coche de sustitución mientras reparan el mío?';
const itv = '¿Me pasáis la ITV?';
const importing = '¿Podéis traerme un coche de Alemania o de otro país?';
const price = '¿El precio del anuncio es el precio final?';
const buying = "Will you buy my car even if I don't buy one from you?";
const delivery = 'Can you deliver the car to my home?';
const englishSpoken = 'Does anyone at Automóviles Turia speak English?';
const foreignBuyer = 'What do I need to buy and register a car in Spain as a foreigner?';
const expatFinancing = 'Can I get car finance as a foreign resident or a retiree?';
const ukCar = 'Can you put my UK car on Spanish plates?';
const prices = 'Tarifas de taller 2026';
const guarantee = 'Condiciones de garantía de vehículos de ocasión';
const available = 'Cliente pregunta si un coche de un anuncio sigue disponible';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const valenciaCarDealerSet: EvaluationSet = {
  name: 'Valencia car dealer (Automóviles Turia)',
  heldOut: false,
  agentName: 'Lucía',
  briefing: {
    companyName: 'Automóviles Turia',
    industry: 'automotive',
    description:
      'Automóviles Turia es un concesionario familiar de Valencia, abierto desde 1987 en la Avenida de Ausiàs March. Somos concesionario oficial de Kia y de MG para coches nuevos y km 0, y tenemos compraventa de coches de ocasión y seminuevos de todas las marcas. Nuestro taller propio de mecánica y electricidad repara y mantiene coches de cualquier marca.',
    targetAudience:
      'Particulares y familias de Valencia y su área metropolitana, autónomos y pequeñas empresas que necesitan un coche o una flota pequeña, y muchos extranjeros residentes en la costa (británicos jubilados, europeos y latinoamericanos) que nos escriben en inglés o en español.',
    keyServices:
      'Venta de coches nuevos y km 0 Kia y MG, coches de ocasión y seminuevos de todas las marcas, híbridos y eléctricos con puntos de carga, financiación a medida y renting, tasación y compra de tu coche (coche a cuenta o compra directa), importación a la carta, transferencias y gestiones en la DGT, envío del coche a domicilio. Taller multimarca: revisiones, cambio de aceite, neumáticos, frenos, pre-ITV y paso de ITV, diagnosis, aire acondicionado y coche de sustitución.',
    commonQuestions:
      'Si un coche sigue disponible, precio al contado y financiado, cuotas y entrada, cuánto nos dan por su coche, garantía, etiqueta de la DGT, pruebas de conducción, citas de taller, ITV y horario.',
    languages: ['Spanish', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Tuteamos al cliente salvo que nos hable de usted. Respuestas cortas y claras, con los precios en euros y siempre con el siguiente paso: cita, teléfono o WhatsApp. En inglés, frases sencillas.',
    personality: 'Cercana, honesta y práctica; sabe de coches y no presiona para vender.',
    responseTemplates: [
      {
        scenario: available,
        response:
          '¡Gracias por escribirnos! Nuestro stock cambia cada día, así que lo comprobamos al momento. Mándanos por WhatsApp al 611 555 238 el enlace del anuncio o la referencia del coche (aparece debajo del precio, por ejemplo TUR-4821) y te confirmamos si sigue disponible en menos de 2 horas, dentro del horario de exposición. Si no puedes venir a verlo, te enviamos un vídeo del coche por dentro y por fuera.',
      },
    ],
  },
  qa: [
    spanish(
      hours,
      'Exposición y venta: de lunes a viernes de 9:30 a 14:00 y de 16:30 a 20:30, y los sábados de 10:00 a 14:00. Taller y recepción de vehículos: de lunes a viernes de 8:00 a 18:00, sin cerrar a mediodía; los sábados el taller está cerrado. Domingos y festivos cerramos. En agosto hacemos horario intensivo de lunes a viernes: exposición de 9:00 a 14:00 y taller de 8:00 a 15:00. En Fallas cerramos el 18 y el 19 de marzo.',
    ),
    spanish(
      address,
      'Estamos en la Avenida de Ausiàs March 140, 46013 Valencia, a la salida hacia la V-31 (pista de Silla) y a 5 minutos en coche de la Ciudad de las Artes y las Ciencias. Delante de la exposición tenemos aparcamiento gratuito para clientes con 30 plazas. La entrada del taller está en la calle lateral, la calle Pintor Maella. Si vienes en transporte público: autobuses de la EMT líneas 18 y 95 (parada Ausiàs March - Fuente de San Luis) o metro línea 10, parada Amado Granell - Montolivo, a 10 minutos andando. Desde la V-30 o la V-31 toma la salida Ausiàs March.',
    ),
    spanish(
      testDrive,
      'Sí, cualquier coche de la exposición, nuevo o de ocasión, se puede probar gratis. Trae tu carnet de conducir en vigor y el DNI, NIE o pasaporte. Tienes que tener al menos 21 años y 2 años de carnet. Aceptamos carnets de la Unión Europea; los de otros países (Reino Unido, Latinoamérica, Estados Unidos...) solo si con ellos puedes conducir legalmente en España. La prueba dura unos 30 minutos por un recorrido de ciudad y autovía (V-30) y te acompaña un comercial. Pide cita antes por teléfono al 963 555 410 o por WhatsApp al 611 555 238 para que tengamos el coche preparado, con combustible o cargado. Los eléctricos nuevos de Kia y MG se pueden probar durante 24 horas, también con cita.',
    ),
    spanish(
      financing,
      'Sí. Financiamos coches nuevos, km 0 y de ocasión a partir de 3.000 € con nuestras dos financieras colaboradoras. Plazos de 12 a 96 meses y entrada desde 0 € (recomendamos dar entre un 10 y un 20 %). TIN desde 7,99 % y TAE desde 9,63 %, según importe, plazo y perfil. Ejemplo: un coche de 15.000 € con 3.000 € de entrada a 72 meses sale a unos 210 € al mes. Necesitamos tu DNI o NIE, las dos últimas nóminas y tu número de cuenta (IBAN); si eres autónomo, la última declaración de la renta y el último trimestre de IVA. La financiera suele responder en una hora y como mucho en 24 horas. Si estás en ASNEF o en otro fichero de morosos, lo más probable es que la rechacen. Puedes amortizar antes de tiempo pagando como máximo un 1 % de comisión (un 0,5 % si queda menos de un año).',
    ),
    spanish(
      renting,
      'Sí, tenemos renting para particulares, autónomos y empresas en coches nuevos y km 0 de Kia, MG y otras marcas. Plazos de 24 a 60 meses y de 10.000 a 30.000 km al año, sin entrada. La cuota mensual lo incluye todo: seguro a todo riesgo con franquicia de 300 €, mantenimiento y revisiones en nuestro taller, neumáticos, ITV, impuesto de circulación y asistencia en carretera 24 horas. Cuotas desde 259 € al mes con IVA. Al terminar devuelves el coche o lo cambias por uno nuevo; los kilómetros de más se pagan a 0,06 €/km y los de menos se abonan a 0,03 €/km. La financiera estudia tu solvencia igual que para un préstamo. Autónomos y empresas pueden deducirse la cuota según su actividad (consúltalo con tu asesor).',
    ),
    spanish(
      tradeIn,
      'Sí, tasamos tu coche y lo descontamos del precio del que te llevas, sea de la marca que sea, aunque tenga muchos kilómetros o alguna avería. La tasación es gratuita, sin compromiso, y tarda unos 20 minutos en nuestras instalaciones. Trae el permiso de circulación, la ficha técnica (tarjeta ITV) con la ITV en vigor si la tiene, las dos llaves y el libro de mantenimiento o las facturas del taller. Para una primera valoración orientativa, mándanos por WhatsApp al 611 555 238 la matrícula, los kilómetros y 6 fotos (exterior, interior y cuadro de mandos). Si tu coche tiene una financiación pendiente, la cancelamos nosotros con el banco y la descontamos de la tasación. La transferencia a nuestro nombre corre de nuestra cuenta. La tasación es válida 15 días o 1.000 km.',
    ),
    spanish(
      warranty,
      'Todos nuestros coches de ocasión tienen 12 meses de garantía sin límite de kilómetros, la que marca la ley para vehículos de segunda mano vendidos por un profesional. Al comprar el coche puedes ampliarla con la Garantía Turia Plus a 24 meses (290 €) o a 36 meses (490 €). Cubre las piezas mecánicas y eléctricas principales: motor, caja de cambios, turbo, dirección, centralitas y, en híbridos y eléctricos, la batería de alta tensión; no cubre las piezas de desgaste como frenos, neumáticos o el disco de embrague. Los km 0 y seminuevos conservan además lo que les quede de garantía del fabricante. Todas las condiciones están en el documento de condiciones de garantía que te entregamos con el contrato.',
    ),
    spanish(
      km0,
      'Un km 0 es un coche nuevo que hemos matriculado a nuestro nombre y que no ha circulado (menos de 100 km). Lleva la garantía completa del fabricante y cuesta entre un 12 y un 25 % menos que el mismo coche nuevo, pero solo lo hay en los colores y acabados que tenemos en stock, y tú figuras como segundo propietario en la DGT. Un seminuevo tiene menos de 3 años y menos de 40.000 km, casi siempre viene de renting o de flotas de empresa y conserva el resto de la garantía del fabricante. Un coche de ocasión es cualquier otro usado. Todos los seminuevos y coches de ocasión pasan nuestra revisión de 120 puntos antes de venderse.',
    ),
    spanish(
      stock,
      'Somos concesionario oficial de Kia y de MG: tenemos toda su gama nueva y, si pides un coche a fábrica con el color y el equipamiento que quieras, tarda de 4 a 12 semanas. En ocasión tenemos unos 150 coches de todas las marcas, sobre todo Seat, Volkswagen, Toyota, Peugeot, Renault, Dacia, Hyundai y Kia, casi todos de menos de 8 años. El stock actualizado está en automovilesturia.example/stock y en coches.net y Wallapop. Si no tenemos el coche que buscas, te lo buscamos sin compromiso.',
    ),
    spanish(
      electric,
      'Sí, siempre tenemos entre 25 y 35 híbridos, híbridos enchufables y eléctricos: nuevos (Kia Niro, Kia EV3, Kia EV6, MG4, MG ZS Hybrid+) y de ocasión (Toyota Yaris, Corolla y C-HR híbridos, Tesla Model 3, Renault Zoe...). Cada eléctrico o enchufable de ocasión se entrega con un certificado del estado de salud de la batería (SoH). En nuestro aparcamiento hay 4 puntos de carga de 22 kW y un cargador rápido de 100 kW; los clientes del taller cargan gratis mientras reparamos su coche. Para tu casa, nuestro instalador colaborador te pone un punto de carga (wallbox de 7,4 kW) desde 990 € instalado. Nuestro taller está certificado para trabajar con alta tensión.',
    ),
    spanish(
      label,
      'En cada anuncio indicamos la etiqueta de la DGT del coche, y lo entregamos con la pegatina puesta. Resumen para turismos: etiqueta 0 (azul) para eléctricos y para híbridos enchufables con más de 40 km de autonomía eléctrica; ECO para híbridos no enchufables, enchufables con menos de 40 km y coches de gas (GLP o GNC); C (verde) para gasolina matriculados desde 2006 y diésel desde 2014; B (amarilla) para gasolina desde 2001 y diésel desde 2006. Los más antiguos no tienen etiqueta. Casi todo nuestro stock de ocasión tiene etiqueta C o mejor. Si pierdes la pegatina, se pide otra en Correos por 5 €. La etiqueta de cualquier matrícula se puede consultar en la web de la DGT.',
    ),
    spanish(
      transfer,
      'Sí. Si nos compras un coche de ocasión, la transferencia a tu nombre en la DGT está incluida en el precio y no pagas el Impuesto de Transmisiones Patrimoniales (ITP), porque lo vende un profesional. En los coches nuevos y km 0, la matriculación, las placas y el impuesto de matriculación (si lo tiene) también van incluidos. Necesitamos tu DNI, o si eres extranjero tu NIE y el certificado de empadronamiento; si compras como empresa, el CIF y las escrituras con el poder de quien firma. La transferencia tarda de 2 a 5 días hábiles y mientras tanto circulas con el justificante de la gestión. También hacemos transferencias entre particulares aunque el coche no sea nuestro: 120 € de gestión más la tasa de la DGT y el ITP (ver las tarifas).',
    ),
    spanish(
      reserve,
      'Sí. Con una señal de 300 € te guardamos el coche 7 días, o hasta 15 días si estás esperando la respuesta de la financiera. La señal se descuenta del precio. Te la devolvemos entera si la financiera rechaza la operación o si el coche tiene un defecto que no te habíamos dicho; si cambias de idea por otro motivo, nos quedamos 100 € por gastos de gestión. Puedes pagarla por Bizum, por transferencia, con tarjeta en el concesionario o con el enlace de pago que te mandamos por WhatsApp. Sin señal solo podemos apartar un coche hasta el final del día siguiente.',
    ),
    spanish(
      payment,
      'Para comprar un coche: transferencia bancaria (el dinero tiene que estar en nuestra cuenta antes de la entrega), financiación o renting. Con tarjeta se pueden pagar hasta 3.000 €, por ejemplo la señal. En efectivo la ley no nos permite cobrar más de 1.000 € por operación, o 10.000 € si no tienes tu residencia fiscal en España. En el taller aceptamos tarjeta (Visa, Mastercard y American Express), Apple Pay, Google Pay, Bizum y efectivo hasta 1.000 €. Las empresas con cuenta abierta pueden pagar las facturas del taller a 30 días. No aceptamos cheques ni criptomonedas.',
    ),
    spanish(
      workshop,
      'Por teléfono al 963 555 420 (taller, de lunes a viernes de 8:00 a 18:00), por WhatsApp al 611 555 239 o en automovilesturia.example/cita. Reparamos y mantenemos coches de todas las marcas, también durante la garantía del fabricante: según la normativa europea, hacer las revisiones con nosotros siguiendo el plan del fabricante no te hace perder la garantía, y te sellamos el libro de mantenimiento o lo anotamos en el libro digital. Si traes el coche antes de las 9:00, una revisión suele estar lista el mismo día antes de las 17:00. Siempre te damos presupuesto antes y no hacemos ningún trabajo extra sin tu permiso. Fuera de horario puedes dejar las llaves en el buzón que hay junto a la puerta del taller, en la calle Pintor Maella.',
    ),
    spanish(
      courtesyCar,
      'Sí, tenemos 6 coches de sustitución (utilitarios tipo Kia Picanto). Cuestan 15 € al día con 150 km incluidos y son gratis si la reparación pasa de 500 € o si es una reparación en garantía. Resérvalo al pedir la cita, porque vuelan. Necesitas carnet con al menos 2 años de antigüedad y devolverlo con el mismo nivel de combustible. Si lo prefieres, dentro de Valencia ciudad recogemos tu coche en casa o en el trabajo y te lo devolvemos cuando esté listo por 25 € ida y vuelta.',
    ),
    spanish(
      itv,
      'La inspección la hacen siempre las estaciones oficiales de ITV, pero te lo ponemos fácil. Hacemos una pre-ITV de 40 puntos por 35 € (gratis si luego reparas con nosotros lo que salga), arreglamos lo necesario y, si quieres, llevamos nosotros el coche a la estación y te lo devolvemos con la pegatina por 45 € más la tasa de la estación (unos 40 a 50 € según el combustible). Si sale desfavorable, la segunda inspección no te cuesta otros 45 €. Recuerda: un turismo pasa la primera ITV a los 4 años, después cada 2 años y a partir de los 10 años, todos los años.',
    ),
    spanish(
      importing,
      'Sí, hacemos importación a la carta desde Alemania, Países Bajos, Bélgica y Francia. Nos dices el modelo o nos mandas el anuncio (de mobile.de o AutoScout24, por ejemplo), un perito colaborador lo revisa allí, lo traemos en camión y lo matriculamos en España. Nuestro servicio cuesta 1.490 € e incluye la revisión en origen, el transporte, la ITV de importación, la ficha técnica, la gestión en la DGT y las placas. El impuesto de matriculación va aparte y depende de las emisiones de CO2: 0 % hasta 120 g/km y luego 4,75 %, 9,75 % o 14,75 % sobre el valor del coche. El plazo habitual es de 4 a 6 semanas y pedimos una señal de 1.000 € para empezar.',
    ),
    spanish(
      price,
      'El precio de nuestros anuncios incluye el IVA, la transferencia o la matriculación, la garantía de 12 meses, la revisión de 120 puntos y la preparación del coche; no cobramos gastos de gestión aparte. Algunos anuncios muestran dos precios: el "precio financiado", más bajo, solo vale si financias con nosotros al menos 8.000 € a un mínimo de 48 meses; el "precio al contado" es el que pagas si no financias. La diferencia suele estar entre 800 y 1.500 €. Si después amortizas el préstamo antes de tiempo, mantienes el precio financiado y solo pagas la comisión de amortización. En el precio hay poco margen de negociación, pero siempre podemos mirar la tasación de tu coche a cuenta.',
    ),
    english(
      buying,
      'Yes. We buy cars of any make in good condition, up to 12 years old and 200,000 km, even if you are not buying one from us. The valuation is free, without obligation, and takes about 20 minutes at our showroom. Bring the permiso de circulación (registration certificate), the ficha técnica (technical sheet), both keys and the service history. The car must be registered in your name (or you bring a signed authorisation from the owner) and must have no embargo or unpaid finance recorded at the DGT. If you accept our offer, we pay by bank transfer within 24 hours of signing and do the transfer of ownership at the DGT at no cost to you. Many British customers sell us their car when they move back to the UK.',
    ),
    english(
      delivery,
      'Yes. Delivery is free within 30 km of Valencia. Elsewhere in the Valencia region (for example Gandia, Dénia, Jávea, Benidorm or Castellón) it costs 150 €, and to the rest of mainland Spain between 350 € and 550 €, on a car transporter or driven by our staff. For the Balearic or Canary Islands, ask us for a quote. The car arrives clean, with the paperwork done and a full tank or a charged battery, usually 3 to 7 working days after payment. Collecting it yourself at the showroom is free. If you buy without coming to see the car, you have 14 days to return it, as our warranty terms explain.',
    ),
    english(
      englishSpoken,
      'Yes. Laura in sales and Tom, our British service advisor in the workshop, speak fluent English. Contracts, invoices and the warranty terms are in Spanish, but we go through them with you in English and give you a written summary in English. Just tell us you would like an English speaker when you book a test drive or a workshop appointment, or write to us in English on WhatsApp (+34 611 555 238) or at info@automovilesturia.example. Many of our customers live on the coast between Cullera and Dénia.',
    ),
    english(
      foreignBuyer,
      'To put a car in your name in Spain you need an NIE (foreigner identity number) and an address in Spain. Bring your passport, your NIE certificate or your TIE residence card, and a certificado de empadronamiento (padrón certificate) from your town hall, issued less than 3 months ago. Non-residents who own a home here can register at that address. If you buy through a Spanish company, we need its CIF and deeds instead. We do all the paperwork at the DGT; the transfer into your name takes 2 to 5 working days and is included in the price of our used cars.',
    ),
    english(
      expatFinancing,
      'Often, yes. Our finance partners lend to foreign residents who have an NIE, a TIE residence card (or the EU registration certificate), a Spanish bank account and a regular income paid into it: payslips, or for retirees a UK State Pension or private pension statement, with bank statements showing the payments arriving. The loan must be paid off before your 80th birthday, so the longest term depends on your age. Non-residents, for example holiday-home owners without residency, cannot get finance through us and pay by bank transfer. The rates are the same as for everyone else: TIN from 7.99 %.',
    ),
    english(
      ukCar,
      "Yes, we register cars brought from the UK onto Spanish plates (matriculación). Since Brexit the car needs customs clearance (DUA); if you owned it for at least 6 months before moving and lived outside Spain for at least 12 months, the change-of-residence rule usually exempts you from import duty, VAT and registration tax. Otherwise registration tax is calculated on the car's value and CO2 emissions. A right-hand-drive car needs its headlights adapted for driving on the right, a certificate of conformity or homologation report, and an import ITV inspection. Our fee is 690 €, plus taxes, the ITV and any parts, and it usually takes 6 to 10 weeks. Bring your NIE, your padrón certificate, the V5C logbook and proof of purchase. Once you are resident in Spain, you should not keep driving on UK plates.",
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'Spanish',
      text: `TARIFAS DE TALLER 2026 - Automóviles Turia, Avenida de Ausiàs March 140, 46013 Valencia
Precios en euros con IVA (21 %) incluido, para turismos. Las piezas y el material se cobran aparte salvo que se indique lo contrario. Presupuesto sin compromiso y gratuito.

Mano de obra
- Mecánica: 62 €/hora
- Electricidad y electrónica: 68 €/hora
- Híbridos y eléctricos (alta tensión): 75 €/hora

Revisiones y mantenimiento
- Cambio de aceite y filtro de aceite (hasta 5 litros de aceite sintético): 89 €
- Revisión básica (aceite, filtro de aceite, filtro de aire, filtro de habitáculo y control de 30 puntos): desde 149 €
- Revisión completa según plan del fabricante (incluye filtros y bujías): desde 289 €
- Revisión de híbrido o eléctrico: desde 129 €
- Cambio de líquido de frenos: 59 €
- Kit de distribución con bomba de agua: desde 390 €, según modelo

Neumáticos
- Montaje, equilibrado y válvula: 14 € por rueda
- Alineación de dirección: 45 €
- Reparación de pinchazo: 20 €
- Neumáticos nuevos Michelin, Continental, Bridgestone y marcas económicas: precio según medida, pídenos presupuesto

Frenos
- Pastillas delanteras: desde 110 € con material
- Discos y pastillas delanteros: desde 240 € con material

Pre-ITV y paso de ITV
- Pre-ITV (revisión de 40 puntos): 35 €, gratis si reparas con nosotros lo que salga
- Llevamos el coche a la ITV y te lo devolvemos: 45 € más la tasa de la estación ITV (unos 40 a 50 € según combustible)
- Segunda inspección tras una ITV desfavorable: sin coste de gestión

Diagnosis
- Diagnosis electrónica (lectura de centralita, testigo de avería encendido): 45 €, descontada si reparas con nosotros

Aire acondicionado
- Carga de gas R134a con control de fugas: 69 €
- Carga de gas R1234yf (coches desde 2017 aprox.): 149 €
- Limpieza y desinfección del circuito con ozono: 35 €

Batería
- Batería de 12 V instalada: desde 119 €

Transferencia y gestiones en la DGT
- Transferencia de vehículo entre particulares: 120 € de gestión, más la tasa de la DGT (55,70 €) y el Impuesto de Transmisiones Patrimoniales (ITP) según las tablas de Hacienda
- Transferencia de los coches que vendemos: incluida en el precio
- Informe del vehículo de la DGT (titulares, cargas e ITV): 12 €

Otros servicios
- Coche de sustitución: 15 €/día con 150 km incluidos; gratis en reparaciones de más de 500 € y en reparaciones en garantía
- Recogida y entrega de tu coche en casa o en el trabajo (Valencia ciudad): 25 € ida y vuelta
- Carga del coche eléctrico en nuestros puntos de carga durante la reparación: gratis`,
    },
    {
      title: guarantee,
      language: 'Spanish',
      text: `Condiciones de garantía de vehículos de ocasión - Automóviles Turia (enero de 2026)

1. Duración
Todos los vehículos de ocasión y seminuevos que vendemos a particulares tienen una garantía de 12 meses desde la entrega, sin límite de kilómetros, conforme a la ley de consumidores para bienes de segunda mano. Al firmar la compra puede ampliarse con la Garantía Turia Plus a 24 meses (290 €) o a 36 meses (490 €). La Garantía Turia Plus cubre hasta 3.000 € por avería, con un máximo igual al valor de mercado del vehículo. Los vehículos vendidos a empresas o autónomos para su actividad tienen 6 meses de garantía mecánica.

2. Qué cubre
Motor y sus piezas internas, caja de cambios manual y automática, embrague (salvo el disco), turbocompresor, dirección, sistema de refrigeración, sistema de alimentación, componentes eléctricos (alternador, motor de arranque, centralitas electrónicas), compresor del aire acondicionado y, en vehículos híbridos y eléctricos, la batería de alta tensión cuando su capacidad baja del 70 %. Se cubren las piezas y la mano de obra.

3. Qué no cubre
Piezas de desgaste: pastillas y discos de freno, neumáticos, escobillas, batería de 12 V, amortiguadores, disco de embrague, bombillas y filtros. Daños por accidente, mal uso, falta de mantenimiento, combustible equivocado o modificaciones del vehículo. Los defectos que se te informaron antes de la compra y figuran en el contrato.

4. Tus obligaciones
Hacer las revisiones según el plan del fabricante en cualquier taller (no es obligatorio hacerlas con nosotros) y guardar las facturas. Avisarnos de la avería antes de repararla. No seguir circulando con un testigo de avería encendido si eso puede agravar el daño.

5. Cómo usar la garantía
Llama al taller al 963 555 420 o escribe a garantia@automovilesturia.example. La reparación se hace en nuestro taller. Si la avería ocurre a más de 100 km de Valencia, puede repararla otro taller después de que aprobemos el presupuesto. Durante una reparación en garantía el coche de sustitución es gratuito.

6. Compras a distancia y devoluciones
Si compras el coche sin venir a nuestras instalaciones (por teléfono o internet, con envío a domicilio), tienes 14 días naturales desde la entrega para devolverlo sin dar explicaciones, siempre que no hayas recorrido más de 500 km y el coche esté en el mismo estado; te devolvemos el dinero en 14 días y el transporte de vuelta corre de tu cuenta. Las compras firmadas en el concesionario no tienen derecho de desistimiento, pero sí toda la garantía.

7. Coches nuevos y km 0
Los coches nuevos y km 0 tienen la garantía del fabricante: 7 años o 150.000 km en Kia y en MG, y lo que quede de ella en los seminuevos de otras marcas.`,
    },
  ],
  answerable: [
    // Paraphrases, everyday and regional words, brand names, in Spanish
    {
      question: '¿Me prestáis un coche mientras me arregláis el mío?',
      answeredBy: [courtesyCar, prices],
    },
    {
      question: '¿Cuánto me dais por mi Ibiza si lo dejo como parte del pago?',
      answeredBy: [tradeIn],
    },
    {
      question:
        'Si le hago la revisión a mi León con vosotros y no en la Seat, ¿pierdo la garantía de fábrica?',
      answeredBy: [workshop],
    },
    {
      question: 'Tengo un Toyota C-HR híbrido, ¿qué pegatina le corresponde?',
      answeredBy: [label],
    },
    {
      question: '¿Cuánto cuesta el service de mi carro? Es un Kia Rio 2017.',
      answeredBy: [prices],
    },
    {
      question: '¿Puedo manejar el auto antes de comprarlo? Tengo licencia de conducir colombiana.',
      answeredBy: [testDrive],
    },
    // Long messages, the question inside, in Spanish
    {
      question:
        'Hola buenas, mi suegro me regala su Megane de 2012 porque ya no conduce, pero el coche está a su nombre y él vive en Albacete. ¿Vosotros podéis hacer el cambio de nombre en Tráfico? ¿Cuánto cobráis?',
      answeredBy: [transfer, prices],
    },
    {
      question:
        'Buenas tardes. Me interesa el Sportage de 2021 que tenéis en coches.net pero vivo en Murcia y hasta el sábado que viene no puedo ir a verlo. ¿Me lo podéis guardar hasta entonces? ¿Cuánto tendría que adelantar?',
      answeredBy: [reserve],
    },
    {
      question:
        'Os escribo porque esta mañana se me ha encendido la luz amarilla del motor en el cuadro y el coche va como a tirones al acelerar. No tengo ni idea de qué puede ser. ¿Cuánto me cobraríais solo por mirarlo?',
      answeredBy: [prices],
    },
    {
      question:
        'Tengo un Golf de 2018 al que le toca la ITV el mes que viene, y trabajo todo el día y no tengo tiempo de ir a la estación. ¿Me la podéis pasar vosotros? ¿Cuánto me costaría todo?',
      answeredBy: [itv, prices],
    },
    {
      question:
        'Hola, soy fisioterapeuta autónoma y hago muchos kilómetros a domicilio. No quiero comprar coche ni preocuparme de talleres ni seguros: ¿tenéis algo de pagar una cuota al mes con todo incluido y devolverlo al final?',
      answeredBy: [renting],
    },
    // Typos, missing accents and chat-speak
    { question: 'k diferencia ay entre un km0 y un seminuevo xfa', answeredBy: [km0] },
    { question: 'q garantia tienen los coches de segunda mano', answeredBy: [warranty, guarantee] },
    {
      question: 'toy en asnef x una factura d movil, me financiais igual?',
      answeredBy: [financing],
    },
    { question: 'dnd estais exactamente porfa? hay parking?', answeredBy: [address] },
    {
      question: 'pq el precio financiado es mas barato q al contado? tiene truco?',
      answeredBy: [price],
    },
    { question: 'aceptais bizum pa la señal? y tb tarjeta?', answeredBy: [reserve, payment] },
    {
      question: 'hola sigue disponible el Tucson gris del anuncio de Wallapop??',
      answeredBy: [available],
    },
    // One or two words
    { question: 'Renting', answeredBy: [renting, services] },
    { question: 'importación?', answeredBy: [importing, ukCar, services] },
    // Spanish questions, English knowledge
    { question: '¿Me traéis el coche a casa? Vivo en Dénia.', answeredBy: [delivery] },
    {
      question:
        '¿Alguien de vosotros habla inglés? Mi marido es de Liverpool y con el español va bastante perdido.',
      answeredBy: [englishSpoken],
    },
    {
      question:
        'Me vuelvo a Inglaterra en verano. ¿Me compráis el coche aunque no me lleve ninguno vuestro?',
      answeredBy: [buying],
    },
    {
      question: 'Soy argentino, tengo NIE y residencia. ¿Me podéis financiar el coche?',
      answeredBy: [expatFinancing, financing],
    },
    // English questions, Spanish knowledge
    { question: 'What are your opening times on Saturdays?', answeredBy: [hours] },
    { question: 'Do you take part-exchanges?', answeredBy: [tradeIn, services] },
    { question: 'How much is a pre-MOT check?', answeredBy: [itv, prices] },
    {
      question: 'Is the price on the website the final price, or are there extra fees on top?',
      answeredBy: [price],
    },
    {
      question: 'Is the gearbox covered by the warranty on a used car?',
      answeredBy: [warranty, guarantee],
    },
    {
      question: 'Which DGT environmental sticker would a 2010 petrol car get?',
      answeredBy: [label],
    },
    {
      question: 'Can you bring a car over from Germany for me?',
      answeredBy: [importing, services],
    },
    { question: 'Are you an official Kia dealer?', answeredBy: [stock, description] },
    // Long messages, in English
    {
      question:
        "Hi there, we're retired and live in Jávea half the year. We'd like a small automatic for getting around but we'd rather not drive all the way up to Valencia to collect it. Could you bring it down to us, and what would that cost?",
      answeredBy: [delivery],
    },
    {
      question:
        "Hello, we moved over from Manchester last spring with our Ford Focus, which is still on British plates. A neighbour told us we have to get Spanish plates now that we're residents. Is that something you can do, and roughly how long does it take?",
      answeredBy: [ukCar],
    },
    {
      question:
        "I've got my NIE and I'm renting a flat in Ruzafa, but I'm not sure what paperwork I need to buy a car and put it in my name. Do I need to be on the padrón?",
      answeredBy: [foreignBuyer, transfer],
    },
    {
      question:
        'My wife and I are both pensioners living near Torrevieja. Could we get a car on finance with just our UK pensions as income?',
      answeredBy: [expatFinancing],
    },
    // Typos and chat-speak, in English
    { question: 'wats the diffrence between a km 0 car and a new one?', answeredBy: [km0] },
    { question: 'do u do test drives on sundays', answeredBy: [hours, testDrive] },
    {
      question: 'is there somewhere to charge my electric car while u service it?',
      answeredBy: [electric, prices],
    },
    // One word
    { question: 'Leasing?', answeredBy: [renting, services] },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    '¿Hacéis chapa y pintura? Me han dado un golpe en la puerta del copiloto en un parking.',
    '¿Alquiláis furgonetas por días? Es para una mudanza el fin de semana.',
    'Do you sell motorbikes or scooters as well?',
    'Can you help me swap my UK driving licence for a Spanish one?',
    '¿Me podéis guardar las ruedas de invierno hasta el año que viene? Solo las uso para ir a esquiar.',
    'Are you hiring? I am a qualified car mechanic looking for work in Valencia.',
    'Do you sell spare parts? I need a new wing mirror for my Nissan Qashqai.',
    '¿Cambiáis lunas? Tengo el parabrisas rajado por una piedra de la autovía.',
    // Plainly outside
    '¿A qué hora es la mascletà de la plaza del Ayuntamiento en Fallas?',
    'What will the weather be like in Valencia this weekend?',
  ],
};
