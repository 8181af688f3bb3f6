import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Rentas Anáhuac, an independent car rental in Mexico City, with a counter in Terminal 1 of
 * the airport (AICM), its lot five minutes away by free shuttle, and a branch on avenida Homero
 * in Polanco. It rents about 110 vehicles (economy, compact and mid-size cars, compact SUVs and
 * 7-seat SUVs, the "camionetas", and 12-seat Toyota Hiace vans) by the day, the weekend, the
 * week and the month, with third-party liability and a basic cover with a deductible
 * ("deducible") in every rate, an optional zero-deductible cover, a TAG IAVE tag for the tolls
 * ("casetas") in every car, one-way rentals to Puebla, Querétaro and Acapulco, delivery to
 * homes and hotels in the city and invoices (CFDI) for companies. Its customers write in
 * Mexican Spanish (chilangos and people from the metropolitan area going away for the weekend
 * or to a wedding, business travellers, families and groups, young drivers from 21, people who
 * move to the city and rent by the month) and in English (tourists from the US and Canada on
 * their way to Teotihuacan, Puebla or Taxco). The owner wrote the briefing in Spanish, most
 * Q&A pairs in Spanish (branches and hours, the fleet, prices, insurance and deductible,
 * deposit, payment, minimum age, documents, Hoy No Circula, tolls and the TAG, one-way
 * rentals, driving to other states, the 12-seat vans, mileage, delivery, accidents and
 * breakdowns, monthly rentals, a flight landing at night, extending a rental, reservations,
 * invoices) and a few in English (finding the airport counter, automatic cars, a US or other
 * foreign licence, whether US car insurance or a credit card covers the rental, paying in US
 * dollars), added two custom responses for quotes (a van or a group, a monthly or company
 * rental), and pasted the 2026 price list and the general terms of rental, both in Spanish.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases with
 * Mexican everyday words the owner never used ("carro", "un carro chiquito", "sus naves", "la
 * troca", "¿cuánto sale?", "oigan", "les toca", "andar por el Edomex", "efe" and "lana" for
 * cash, "un alcance" for a rear-end collision, "nomás aquí cerca", "apartar", "el puente",
 * "pa la empresa", "can't drive stick", "toll booths"), long messages with a story around the
 * question (eleven relatives going to a wedding in Querétaro, a 22-year-old exchange student
 * with a licence from Jalisco, a one-way trip down to Acapulco at Easter, a collision on the
 * Periférico, a customer with only a debit card, a late flight from Houston, a Chase Sapphire
 * card, a bachelor party from Dallas), typos and chat-speak ("q onda", "q", "pa", "pal",
 * "xfa", "porfa", "ntp", "wey", "u guys", "do u", no accents), one- or two-word questions
 * ("Deducible?", "Hoy no circula", "TAG?"), short follow-ups that only make sense after an
 * earlier question ("¿y en domingo abren?", "and for the van? same age?"), English questions
 * against Spanish knowledge and the reverse, and a few that only a document answers
 * (cancelling the day before, a car towed to the "corralón", a baby seat, a husband as a
 * second driver, driving for Uber or DiDi). The outside questions include hard negatives that
 * share words with the knowledge (a van with a driver, a pick-up for a move, Hoy No Circula
 * for a car with Texas plates, a TAG for one's own car, buying a car that leaves the fleet,
 * insurance for one's own car, a ride from the airport to a hotel in Polanco, a job at the
 * airport counter) and plain questions about football tickets and tacos.
 */

const english = qaIn('English');
const spanish = qaIn('Spanish');

// The sources' titles, as the answers name them.
const location = '¿Dónde están sus sucursales y cuál es su horario?';
const fleet = '¿Qué tipos de autos y camionetas tienen?';
const prices = '¿Cuánto cuesta rentar un auto?';
const insurance = '¿Qué seguro incluye la renta y de cuánto es el deducible?';
const deposit = '¿De cuánto es el depósito en garantía?';
const payment = '¿Qué formas de pago aceptan?';
const age = '¿Cuál es la edad mínima para rentar un auto?';
const documents = '¿Qué documentos necesito para rentar?';
const hoyNoCircula = '¿Los autos rentados tienen Hoy No Circula?';
const tolls = '¿Cómo se pagan las casetas? ¿Los autos traen TAG?';
const oneWay = '¿Puedo entregar el auto en otra ciudad, como Puebla, Querétaro o Acapulco?';
const travel = '¿Puedo salir de la Ciudad de México y viajar a otros estados?';
const vans = '¿Rentan vans para 12 pasajeros?';
const mileage = '¿El kilometraje es libre?';
const delivery = '¿Pueden entregarme el auto en mi casa o en mi hotel?';
const accident = '¿Qué hago si tengo un choque o el auto se descompone?';
const longTerm = '¿Rentan autos por mes?';
const outOfHours =
  '¿Puedo recoger o devolver el auto fuera del horario, por ejemplo si mi vuelo llega de madrugada?';
const lateReturn = '¿Puedo extender la renta o regresar el auto más tarde?';
const reservation = '¿Cómo hago una reservación y tengo que dejar anticipo?';
const invoice = '¿Me pueden dar factura?';
const airportAccess = 'How do I find your counter at Mexico City airport?';
const automatics = 'Do you have automatic cars?';
const foreignLicence =
  'Can I drive a rental car in Mexico with my US or other foreign driver’s license?';
const cardInsurance = 'Does my US car insurance or my credit card cover the rental in Mexico?';
const dollars = 'Can I pay in US dollars?';
const priceList = 'Tarifas 2026 – autos, camionetas, vans, coberturas, extras y cargos';
const terms = 'Condiciones generales de renta 2026 – Rentas Anáhuac';
const groupQuote = 'Solicitud de cotización para una van o un grupo';
const monthlyQuote = 'Solicitud de cotización para renta mensual o para empresa';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const mexicoCityCarRentalSet: EvaluationSet = {
  name: 'Mexico City car rental (Rentas Anáhuac)',
  heldOut: false,
  agentName: 'Ximena',
  briefing: {
    companyName: 'Rentas Anáhuac',
    industry: 'automotive',
    description:
      'Rentas Anáhuac es una arrendadora de autos independiente en la Ciudad de México, fundada en 2011 por Mariana Anaya Ruiz. Tenemos dos sucursales: un mostrador en la Terminal 1 del Aeropuerto Internacional de la Ciudad de México (AICM), con nuestro patio a 5 minutos y shuttle gratuito, y una sucursal en Av. Homero 1425, en Polanco. Nuestra flotilla es de unas 110 unidades modelo 2024 a 2026: autos económicos, compactos e intermedios, camionetas compactas y de 7 pasajeros, y vans Toyota Hiace de 12 pasajeros. Somos 26 personas, atendemos en español y en inglés, y conocemos bien las carreteras del centro del país: Puebla, Querétaro, Cuernavaca, Taxco, Valle de Bravo y Acapulco.',
    targetAudience:
      'Gente de la Ciudad de México y de la zona metropolitana que necesita un auto para salir el fin de semana, para un viaje en carretera o mientras el suyo está en el taller; viajeros de negocios que llegan al AICM o se hospedan en Polanco y Santa Fe; familias y grupos que van a bodas, XV años o vacaciones; turistas de Estados Unidos y Canadá que nos escriben en inglés y quieren conocer Teotihuacán, Puebla o Taxco; jóvenes de 21 a 24 años; personas que se mudan a la ciudad y nómadas digitales que rentan por mes; y empresas que necesitan autos con factura.',
    keyServices:
      'Renta de autos por día, fin de semana y semana: económicos, compactos, intermedios, camionetas compactas y camionetas de 7 pasajeros; vans de 12 pasajeros para grupos; renta mensual de 1 a 12 meses para particulares y empresas, con factura; seguro de responsabilidad civil incluido en todas las tarifas y Protección Total opcional con deducible cero; TAG IAVE en todos los autos para pagar las casetas; entrega del auto en otra ciudad: Puebla, Querétaro y Acapulco; entrega y recolección a domicilio o en su hotel en la Ciudad de México y la zona conurbada; atención en inglés para turistas.',
    commonQuestions:
      'Dónde estamos en el aeropuerto y en Polanco y nuestros horarios, cuánto cuesta rentar, qué seguro incluye y de cuánto es el deducible, el depósito en tarjeta de crédito, la edad mínima y el cargo por conductor joven, si los autos tienen Hoy No Circula, cómo se pagan las casetas con el TAG, si se puede entregar el auto en Puebla, Querétaro o Acapulco, las vans para 12 personas, la renta por mes y la factura; y de los turistas: si sirve su licencia extranjera, si su seguro o su tarjeta los cubre y si pueden pagar en dólares.',
    languages: ['Spanish', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Cálido y claro, como se habla en México, pero siempre de usted, aunque el cliente nos escriba con abreviaturas o en confianza. Precios en pesos mexicanos con IVA incluido y sin letras chiquitas: siempre decimos qué incluye el seguro, de cuánto es el deducible y de cuánto es el depósito. A quien escribe en inglés le contestamos en inglés y le explicamos términos como deducible, Hoy No Circula o caseta. Terminamos con un siguiente paso: una cotización, una reservación o nuestro WhatsApp 55 4189 2207.',
    personality:
      'Como una asesora de mostrador con años en el aeropuerto: amable, paciente con quien renta por primera vez o llega cansado de un vuelo largo, honesta con los cargos y con los consejos de carretera, y orgullosa de su ciudad.',
    responseTemplates: [
      {
        scenario: groupQuote,
        response:
          '¡Con mucho gusto le cotizamos! Para apartarle la van o las unidades que necesita, díganos por favor: las fechas y horas de recogida y de devolución; cuántas personas viajan y cuántas maletas grandes llevan (en cada van caben 12 personas con maletas de mano o unas 9 con maletas grandes); el destino o la ruta (por ejemplo Querétaro, Puebla, Acapulco o varios días en la ciudad), para calcular los kilómetros; el nombre y la edad de quien va a manejar (para la van, mínimo 25 años y 3 años de licencia); y si necesita más de una unidad. Escríbanos al WhatsApp 55 4189 2207 o a grupos@rentasanahuac.example y le mandamos la cotización el mismo día. Las vans se entregan en nuestra sucursal Aeropuerto y se apartan con un anticipo de un día de renta.',
      },
      {
        scenario: monthlyQuote,
        response:
          'Gracias por su interés en nuestra renta mensual. Para mandarle una propuesta, indíquenos: la fecha de inicio y cuántos meses necesita el auto (de 1 a 12); la categoría (Económico, Compacto, Intermedio, Camioneta compacta o Camioneta de 7 pasajeros) y si la quiere automática; cuántos kilómetros calcula recorrer al mes; si la renta va a nombre de una persona o de una empresa y, si requiere factura, su RFC y su constancia de situación fiscal; y dónde quiere recibir el auto. Le enviamos la propuesta en menos de 24 horas por correo, desde empresas@rentasanahuac.example.',
      },
    ],
  },
  qa: [
    spanish(
      location,
      'Tenemos dos sucursales. Aeropuerto: nuestro mostrador está en la Terminal 1 del Aeropuerto Internacional de la Ciudad de México (AICM), en la sala de llegadas nacionales, junto a la Puerta 6; de ahí lo llevamos sin costo en nuestro shuttle a nuestro patio de Av. Capitán Carlos León 112, colonia Peñón de los Baños, a 5 minutos, donde le entregamos el auto. Abre todos los días, incluidos los días festivos, de 6:00 a 24:00 horas. Polanco: Av. Homero 1425, local B, colonia Polanco, alcaldía Miguel Hidalgo, a 10 minutos caminando del Metro Polanco; abre de lunes a viernes de 8:00 a 20:00 y los sábados de 9:00 a 15:00, y cierra los domingos y días festivos. Teléfono 55 5762 3140, WhatsApp 55 4189 2207, correo reservas@rentasanahuac.example.',
    ),
    spanish(
      fleet,
      'Tenemos unas 110 unidades modelo 2024 a 2026, en seis categorías: A Económico (Nissan March, Chevrolet Aveo), con transmisión estándar o automática; B Compacto (Nissan Versa, Volkswagen Virtus), automático; C Intermedio (Toyota Corolla, Mazda 3 sedán), automático; D Camioneta compacta (Nissan Kicks, Kia Seltos), automática, con cajuela para 3 maletas grandes; E Camioneta de 7 pasajeros (Mitsubishi Xpander, Toyota Avanza), automática; y F Van de 12 pasajeros (Toyota Hiace), estándar, solo en la sucursal Aeropuerto. Todas tienen aire acondicionado, Bluetooth y Apple CarPlay o Android Auto. Usted reserva una categoría, no un modelo específico.',
    ),
    spanish(
      prices,
      'Nuestros precios incluyen IVA, el seguro de responsabilidad civil, la Protección Básica, asistencia vial 24 horas y kilometraje libre en autos y camionetas. Por día, en rentas de 1 a 2 días: Económico desde $690, Compacto $850, Intermedio $1,090, Camioneta compacta $1,290, Camioneta de 7 pasajeros $1,690 y Van de 12 pasajeros $2,490. De 3 a 6 días el precio por día baja alrededor de 10 %, y la semana completa en Económico cuesta $3,900. Tarifa de fin de semana, del viernes a las 12:00 al lunes a las 12:00: Económico $1,790, Compacto $2,190. En temporada alta (Semana Santa, del 15 de julio al 15 de agosto y del 15 de diciembre al 6 de enero) las tarifas suben 25 %. El precio exacto depende de las fechas: pídanos una cotización por WhatsApp.',
    ),
    spanish(
      insurance,
      'Todas nuestras rentas incluyen, sin costo extra: el seguro de responsabilidad civil (daños a terceros en sus bienes y en sus personas) hasta $3,000,000, que exige la ley; gastos médicos para los ocupantes hasta $200,000 por persona; asistencia legal y asistencia vial 24 horas; y la Protección Básica por daños al auto y robo total, con deducible. El deducible por daños es de $18,000 en autos (categorías A, B y C), $28,000 en camionetas (D y E) y $40,000 en la van; en robo total es el 20 % del valor comercial del vehículo. La Protección Total es opcional: baja el deducible por daños a cero y el de robo total al 5 %, y cuesta $290 por día en autos, $390 en camionetas y $490 en la van. La cobertura de Llantas y cristales cuesta $90 por día. Ninguna protección cubre los daños si maneja en estado de ebriedad, si conduce alguien que no está en el contrato, en caminos de terracería o al cruzar calles inundadas.',
    ),
    spanish(
      deposit,
      'Al recoger el auto hacemos una preautorización (no es un cargo) en una tarjeta de crédito a nombre del conductor titular: $8,000 para autos (categorías A, B y C), $12,000 para camionetas (D y E) y $20,000 para la van de 12 pasajeros. Si contrata la Protección Total, el depósito baja a $5,000, $8,000 y $12,000. Aceptamos Visa, Mastercard y American Express. Para el depósito no aceptamos tarjetas de débito, tarjetas prepagadas, vales ni efectivo. Liberamos la preautorización el día que regresa el auto, si todo está en orden; según su banco, el saldo vuelve a estar disponible en 3 a 15 días hábiles.',
    ),
    spanish(
      payment,
      'La renta se paga en pesos mexicanos con tarjeta de crédito o de débito (Visa, Mastercard, American Express), en efectivo o por transferencia SPEI. Con tarjetas de crédito participantes de BBVA, Banorte, Santander y Banamex le damos 3 meses sin intereses en rentas de $5,000 o más. Las empresas con contrato pueden pagar a crédito a 30 días. No aceptamos pagos en OXXO ni cheques. Puede pagar al reservar o al recoger el auto; el depósito en garantía siempre se deja en una tarjeta de crédito.',
    ),
    spanish(
      age,
      'La edad mínima es de 21 años, con licencia de manejo de al menos 2 años de antigüedad. Los conductores de 21 a 24 años pagan un cargo por conductor joven de $190 por día (máximo $1,900 por renta) y pueden rentar las categorías A a D: Económico, Compacto, Intermedio y Camioneta compacta. Para la camioneta de 7 pasajeros y la van de 12 pasajeros se necesitan 25 años y 3 años de licencia. No hay edad máxima, siempre que su licencia esté vigente.',
    ),
    spanish(
      documents,
      'Necesita tres cosas, en original: su licencia de manejo vigente (de cualquier estado de la República o del extranjero; la licencia permanente de la Ciudad de México también se acepta), una identificación oficial con foto (INE o pasaporte; si es extranjero, su pasaporte) y una tarjeta de crédito a su nombre para el depósito en garantía. No aceptamos fotocopias ni fotos de la licencia, permisos para menores ni licencias vencidas. No pedimos comprobante de domicilio.',
    ),
    spanish(
      hoyNoCircula,
      'No. Todos nuestros autos, camionetas y vans son modelo 2024 a 2026 y tienen holograma de verificación 00 o 0, así que circulan todos los días, incluidos los sábados, en la Ciudad de México y en el Estado de México. Solo durante una contingencia ambiental declarada por la Comisión Ambiental de la Megalópolis podría aplicar una restricción según el holograma y el color del engomado; si eso pasa durante su renta, le avisamos por WhatsApp si su auto puede circular ese día. La verificación la hacemos nosotros: usted no tiene que hacer ningún trámite.',
    ),
    spanish(
      tolls,
      'Todos nuestros autos traen un TAG IAVE pegado en el parabrisas. En las autopistas use el carril de telepeaje (IAVE / TAG) y la caseta se cobra sola, sin detenerse. Al regresar el auto le cargamos a su tarjeta el importe exacto de las casetas que usó, según el estado de cuenta de IAVE, más $60 de servicio por renta, y le mandamos el detalle por correo. Si lo prefiere, también puede pagar en efectivo o con tarjeta en los carriles de cobro normal. Como referencia, las casetas para auto desde la Ciudad de México cuestan por sentido aproximadamente: a Puebla $210, a Querétaro $260, a Cuernavaca $140, a Toluca $110 y a Acapulco, por la Autopista del Sol, $830.',
    ),
    spanish(
      oneWay,
      'Sí, con autos y camionetas (categorías A a E), entre nuestras sucursales de la Ciudad de México y nuestras oficinas aliadas en Puebla (Aeropuerto de Puebla y Angelópolis), Querétaro (Aeropuerto Intercontinental de Querétaro y centro) y Acapulco (Costera Miguel Alemán). El cargo por entrega en otra ciudad es de $1,900 a Puebla, $2,400 a Querétaro y $3,900 a Acapulco, y aplica también en sentido inverso, por ejemplo si recoge en Querétaro y entrega en el aeropuerto de la Ciudad de México. Resérvelo con al menos 48 horas de anticipación. Las vans de 12 pasajeros siempre se regresan a la sucursal Aeropuerto. Entre nuestras dos sucursales de la ciudad (Aeropuerto y Polanco) puede devolver el auto sin costo.',
    ),
    spanish(
      travel,
      'Sí. Puede manejar por carreteras pavimentadas en todos los estados de la República Mexicana, sin cargo extra; el seguro y la asistencia vial son válidos en todo el país. Muchos clientes van a Teotihuacán, Puebla, Cuernavaca, Taxco, Valle de Bravo, Querétaro o Acapulco. No está permitido cruzar a Estados Unidos, Guatemala o Belice, subir el auto a un ferry (por ejemplo a Baja California Sur o a Cozumel) ni manejar por caminos de terracería o en la playa. Si va a alejarse más de 500 km de la Ciudad de México, avísenos al reservar. Le recomendamos usar autopistas de cuota y manejar en carretera de día.',
    ),
    spanish(
      vans,
      'Sí. Tenemos Toyota Hiace de 12 pasajeros modelo 2025, con aire acondicionado para todas las filas y transmisión estándar. Caben 12 personas con maletas de mano, o unas 9 personas con maletas grandes. Cuestan $2,490 por día, $2,290 por día de 3 a 6 días y $14,490 la semana, con 400 km por día incluidos (kilómetro extra $4.50). Se entregan solo en la sucursal Aeropuerto. Para manejarla basta una licencia de automovilista vigente, pero el conductor debe tener 25 años y 3 años de licencia; el depósito es de $20,000 en tarjeta de crédito. Se agotan en puentes y vacaciones: resérvela con dos o tres semanas de anticipación.',
    ),
    spanish(
      mileage,
      'Sí: en todos los autos y camionetas el kilometraje es libre, sin importar cuántos días rente ni a dónde vaya dentro de México. En las vans de 12 pasajeros se incluyen 400 km por día, que se suman en toda la renta (3 días = 1,200 km), y el kilómetro extra cuesta $4.50. En la renta mensual se incluyen 3,000 km al mes y el kilómetro extra cuesta $3.',
    ),
    spanish(
      delivery,
      'Sí, de lunes a sábado de 8:00 a 20:00: le llevamos el auto y lo recogemos donde nos diga. Costo por trayecto: Polanco, Lomas, Anzures, Condesa, Roma, Juárez, Cuauhtémoc, Del Valle y Santa Fe, $390; resto de la Ciudad de México, $590; zona conurbada del Estado de México (Naucalpan, Satélite, Interlomas, Huixquilucan, Tlalnepantla), $790. Al recibirlo, tenga a la mano su licencia, su identificación y la tarjeta de crédito para el depósito; firmamos el contrato ahí mismo. Las vans de 12 pasajeros no se entregan a domicilio. Pida la entrega al menos 24 horas antes.',
    ),
    spanish(
      accident,
      'Llame a nuestra asistencia 24 horas al 800 264 2848, desde cualquier parte de México. En caso de choque: no mueva el auto salvo que estorbe o haya peligro, no llegue a acuerdos ni le dé dinero al otro conductor y no firme nada; tome fotos y espere al ajustador de la aseguradora, que nosotros le enviamos. La póliza del seguro está en la guantera. Si hay heridos, llame también al 911. Si el auto se descompone, mandamos grúa y, si la reparación tarda, un auto de reemplazo sin costo en la Ciudad de México y la zona conurbada (fuera de ella, en cuanto sea posible). Una llanta ponchada se cambia por la de refacción; la reparación corre por su cuenta, salvo que haya contratado Llantas y cristales. No mande reparar el auto en ningún taller sin nuestra autorización.',
    ),
    spanish(
      longTerm,
      'Sí, de 1 a 12 meses, para personas que se mudan a la ciudad, nómadas digitales y empresas. Precios por mes con IVA, seguro, mantenimiento y asistencia vial incluidos, con 3,000 km al mes: Económico $13,900, Compacto $16,900, Intermedio $21,900, Camioneta compacta $23,900 y Camioneta de 7 pasajeros $29,900; el kilómetro extra cuesta $3. El mínimo es de 30 días; después se paga mes a mes y puede devolver el auto avisando con 7 días. El depósito es de $12,000 en tarjeta de crédito. Los servicios de mantenimiento no le cuestan nada, y si necesita otro tamaño de auto se lo cambiamos. A las empresas les facturamos y les damos crédito a 30 días.',
    ),
    spanish(
      outOfHours,
      'Sí. El mostrador del aeropuerto abre todos los días de 6:00 a 24:00. Si su vuelo llega entre la medianoche y las 6:00, le entregamos el auto con cita previa por $450, reservando al menos 24 horas antes. Denos su número de vuelo: si se retrasa, lo esperamos sin cargo hasta el cierre. Para devolver el auto fuera de horario, nuestro patio de Av. Capitán Carlos León recibe autos las 24 horas: un vigilante recibe las llaves y lo llevamos en el shuttle a la terminal; el auto queda bajo su responsabilidad hasta que lo revisamos, a las 6:00. La sucursal Polanco no recibe autos fuera de horario; si necesita devolverlo en domingo, llévelo al aeropuerto sin costo extra.',
    ),
    spanish(
      lateReturn,
      'Sí. Para extender la renta, escríbanos por WhatsApp antes de la fecha y la hora de devolución; si hay disponibilidad, la ampliamos a la misma tarifa y la cargamos a su tarjeta. Si regresa tarde, tiene 59 minutos de tolerancia; después cobramos $150 por hora extra hasta 3 horas, y a partir de la cuarta hora un día completo. Si no regresa el auto ni nos avisa, a las 24 horas lo reportamos como no devuelto. Si lo devuelve antes de tiempo, los días que no usó no se reembolsan.',
    ),
    spanish(
      reservation,
      'Puede reservar en www.rentasanahuac.example, por WhatsApp al 55 4189 2207 o por teléfono. Para reservar un auto o una camioneta no pedimos anticipo: bastan sus datos, las fechas y la sucursal, y le confirmamos por correo con un número de reservación. En temporada alta y para las vans de 12 pasajeros pedimos un anticipo de un día de renta, con tarjeta o por transferencia SPEI, que se descuenta del total. Reservamos una categoría, no un modelo específico. Le recomendamos reservar con una semana de anticipación, y con dos o tres semanas para Semana Santa, los puentes y diciembre.',
    ),
    spanish(
      invoice,
      'Sí, emitimos factura electrónica (CFDI 4.0) de todas las rentas. Mándenos por WhatsApp o a facturacion@rentasanahuac.example su constancia de situación fiscal o estos datos: RFC, nombre o razón social, régimen fiscal, código postal fiscal y uso del CFDI, junto con su número de contrato. La factura le llega por correo en un máximo de 72 horas después de cerrar el contrato. Pídala dentro del mismo mes de la renta: después del cierre de mes ya no podemos emitirla. Los clientes extranjeros sin RFC reciben un recibo de pago.',
    ),
    english(
      airportAccess,
      'Our counter is in Terminal 1 of Mexico City International Airport (AICM), in the domestic arrivals hall next to Gate (Puerta) 6, and it is open every day from 6am to midnight. If you land on an international flight at Terminal 1, after customs walk left along the arrivals hall to Puerta 6 (about 7 minutes) and look for our staff in green shirts with a Rentas Anáhuac sign. From the counter, our free shuttle takes you to our lot on Av. Capitán Carlos León, 5 minutes away, where you get the car. If you land at Terminal 2, take the free inter-terminal bus to Terminal 1 (about 15 minutes), or message us on WhatsApp at +52 55 4189 2207 and our shuttle picks you up at Terminal 2 at no charge. Do not accept help from people in the hall offering “rental cars”: our staff always wear a badge.',
    ),
    english(
      automatics,
      'Yes. Almost the whole fleet is automatic: the compacts (Nissan Versa, VW Virtus), the mid-size sedans (Toyota Corolla, Mazda 3), the compact SUVs (Nissan Kicks, Kia Seltos) and the 7-seat SUVs (Mitsubishi Xpander, Toyota Avanza). In the economy class (Nissan March, Chevrolet Aveo) we have both manual and automatic cars: the automatic costs MXN 90 more per day, so choose “automático” when you book. The only vehicle that comes with a manual gearbox only is the 12-passenger Toyota Hiace van.',
    ),
    english(
      foreignLicence,
      'Yes. A valid driver’s license from the US, Canada or any other country is accepted for renting and driving in Mexico, as long as it is written in the Latin alphabet and you have held it for at least 2 years; you do not need an International Driving Permit. If your license is in another alphabet (Chinese, Arabic, Cyrillic, Korean…), bring an International Driving Permit with it. At the counter we need the physical license card (no photos, copies or digital licenses), your passport and a credit card in your name for the deposit. The age rules are the same for everyone: 21 years minimum, with a young driver fee from 21 to 24.',
    ),
    english(
      cardInsurance,
      'Your US or Canadian car insurance is not valid in Mexico, and Mexican law requires third-party liability insurance from a Mexican insurer: that is why it is already included in all our rates, together with our Basic Protection for damage to the car and theft, which has a deductible. Many US credit cards (some Visa Signature, Chase Sapphire or American Express cards, for example) cover the deductible of rental cars in Mexico: in that case you can decline our optional Total Protection. If something happens, you pay the deductible to us and then claim it back from your card issuer; ask them for a letter of coverage before you travel. The liability insurance and the Basic Protection cannot be removed from the price, and if you decline Total Protection the deposit stays at the normal amount.',
    ),
    english(
      dollars,
      'Yes, in cash at our airport counter: we accept US dollars at the day’s exchange rate, which is shown at the counter, and give the change in pesos. Card payments are always charged in Mexican pesos, and your bank converts them. The Polanco branch accepts pesos only. The security deposit is always a hold in pesos on a credit card, never cash. Our prices are in Mexican pesos and include 16% VAT (IVA); as a rough guide, an economy car at MXN 690 a day is about 35 to 40 US dollars.',
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'Spanish',
      text: `TARIFAS 2026 – RENTAS ANÁHUAC, S.A. DE C.V.
Sucursal Aeropuerto: mostrador en la Terminal 1 del AICM, llegadas nacionales, Puerta 6; patio en Av. Capitán Carlos León 112, col. Peñón de los Baños – Sucursal Polanco: Av. Homero 1425, local B, col. Polanco
Precios en pesos mexicanos (MXN), IVA del 16 % incluido, vigentes del 1 de enero al 31 de diciembre de 2026.

Incluido en todas las rentas: seguro de responsabilidad civil hasta $3,000,000, gastos médicos a ocupantes hasta $200,000 por persona, asistencia legal y vial 24 horas, Protección Básica (daños al auto y robo total, con deducible), kilometraje libre en autos y camionetas, TAG IAVE instalado.

1. Autos y camionetas: 1-2 días, por día / 3-6 días, por día / semana / fin de semana (vie. 12:00 – lun. 12:00)
A Económico (Nissan March, Chevrolet Aveo): 690 / 620 / 3,900 / 1,790 – transmisión automática: +90 por día
B Compacto (Nissan Versa, VW Virtus): 850 / 760 / 4,790 / 2,190
C Intermedio (Toyota Corolla, Mazda 3): 1,090 / 980 / 6,190 / 2,790
D Camioneta compacta (Nissan Kicks, Kia Seltos): 1,290 / 1,150 / 7,290 / 3,290
E Camioneta 7 pasajeros (Mitsubishi Xpander, Toyota Avanza): 1,690 / 1,520 / 9,590 / 4,290
Temporada alta (Semana Santa y Pascua, 15 jul. – 15 ago., 15 dic. – 6 ene.): +25 %.

2. Vans de 12 pasajeros (Toyota Hiace, transmisión estándar) – solo en la sucursal Aeropuerto
1-2 días: 2,490 por día – 3-6 días: 2,290 por día – semana: 14,490 – fin de semana: 6,490. Incluye 400 km por día; km extra 4.50.

3. Renta mensual (30 días; seguro, mantenimiento y asistencia incluidos; 3,000 km al mes)
Económico 13,900 – Compacto 16,900 – Intermedio 21,900 – Camioneta compacta 23,900 – Camioneta 7 pasajeros 29,900. Km extra 3.00. Depósito 12,000.

4. Coberturas opcionales (por día)
- Protección Total (deducible cero en daños, 5 % en robo total): autos A-C 290 – camionetas D-E 390 – van 490
- Llantas y cristales: 90
Deducibles con la Protección Básica: daños 18,000 (A-C), 28,000 (D-E), 40,000 (van); robo total, 20 % del valor comercial.

5. Extras
- Conductor adicional: 120 por día, máximo 1,200 por renta (el cónyuge o la pareja del titular, sin costo)
- Cargo por conductor joven (21 a 24 años): 190 por día, máximo 1,900 por renta
- Silla para bebé (0 a 13 kg), silla infantil (9 a 18 kg) o asiento elevador (15 a 36 kg): 150 por día, máximo 900 por renta
- Servicio TAG IAVE: 60 por renta, más las casetas al costo
- Entrega o devolución con cita en la sucursal Aeropuerto entre las 0:00 y las 6:00: 450
- Soporte para celular y cargador USB: sin costo

6. Entregas a domicilio y en otra ciudad (por trayecto)
A domicilio u hotel: Polanco, Lomas, Anzures, Condesa, Roma, Juárez, Cuauhtémoc, Del Valle y Santa Fe 390 – resto de la Ciudad de México 590 – zona conurbada del Estado de México 790. Vans: no disponible.
Entrega en otra ciudad (categorías A-E): Puebla 1,900 – Querétaro 2,400 – Acapulco 3,900. Entre Aeropuerto y Polanco: sin costo.

7. Cargos
- Gasolina faltante: 32 por litro + 250 de servicio
- Limpieza especial (lodo, arena, pelo de mascota, vómito): 650; olor a tabaco: 3,500
- Gestión de infracciones, fotomultas, fotocívicas o liberación del auto del corralón: 450 por trámite, más la multa, el arrastre y los días de depósito
- Llave o control perdido: 6,500; pérdida o robo de una placa o de la tarjeta de circulación: 2,800
- Devolución tardía: 59 minutos de tolerancia; después 150 por hora hasta 3 horas, y desde la cuarta hora un día completo
- Cancelación con menos de 24 horas de anticipación o no presentarse: un día de renta`,
    },
    {
      title: terms,
      language: 'Spanish',
      text: `CONDICIONES GENERALES DE RENTA – Rentas Anáhuac, S.A. de C.V., Av. Homero 1425, local B, col. Polanco, alcaldía Miguel Hidalgo, 11560 Ciudad de México. Vigentes a partir del 1 de enero de 2026.

1. Conductores
Edad mínima 21 años y licencia con 2 años de antigüedad (camioneta de 7 pasajeros y van de 12 pasajeros: 25 años y 3 años de licencia). Los conductores de 21 a 24 años pagan el cargo por conductor joven de la tarifa vigente. La licencia debe estar vigente y presentarse en original; puede ser expedida en México o en el extranjero, en alfabeto latino o acompañada de un permiso internacional de conducir. Todo conductor adicional se registra en el contrato al recoger el vehículo, con su licencia y su identificación, y cumple los mismos requisitos; el cónyuge o la pareja del titular se registra sin costo. Un conductor no registrado no está cubierto por ninguna protección.

2. Reservación y cancelación
La cancelación es gratuita hasta 24 horas antes de la hora de recogida; después, o si el cliente no se presenta, se cobra un día de renta (el anticipo, cuando lo hubo, se aplica a ese cargo). Si el cliente no se presenta ni avisa dentro de las 2 horas siguientes a la hora reservada, la reservación se cancela. No se reembolsan los días no usados cuando el vehículo se devuelve antes. Las extensiones se solicitan antes del fin de la renta y están sujetas a disponibilidad.

3. Depósito en garantía y pago
Preautorización en tarjeta de crédito a nombre del titular: $8,000 (categorías A-C), $12,000 (D-E) y $20,000 (van); con Protección Total, $5,000, $8,000 y $12,000; renta mensual, $12,000. No se aceptan tarjetas de débito, tarjetas prepagadas ni efectivo para el depósito. La renta se paga en pesos mexicanos.

4. Combustible
El vehículo se entrega con el tanque lleno y debe devolverse lleno, con gasolina regular, salvo indicación en el contrato. El combustible faltante se cobra conforme a la tarifa vigente.

5. Uso del vehículo
Está prohibido fumar dentro del vehículo. Las mascotas viajan en su transportadora; el pelo y la suciedad generan un cargo de limpieza. Está prohibido: usar el vehículo en plataformas de transporte (Uber, DiDi, inDrive u otras) o para transportar pasajeros o carga a cambio de un pago, subarrendarlo, arrastrar remolques, participar en carreras, dar clases de manejo, circular por caminos de terracería o por la playa y cruzar calles inundadas.

6. Territorio
Todos los estados de la República Mexicana, por caminos pavimentados. Está prohibido cruzar a Estados Unidos, Guatemala o Belice y embarcar el vehículo en un transbordador (ferry).

7. Protecciones y deducible
El arrendatario paga el deducible por daños o por robo total según la categoría y la protección contratada, conforme a la tarifa vigente. Aun con la Protección Total, corren por cuenta del arrendatario: los daños causados bajo los efectos del alcohol o de drogas o por un conductor no registrado, los daños en terracería o por inundación, el abandono del vehículo, la pérdida de llaves, placas o tarjeta de circulación, y los daños al interior.

8. Accidentes, fallas y robo
Llamar a la asistencia 24 horas al 800 264 2848 y esperar al ajustador; no celebrar convenios con terceros ni firmar documentos sin autorización del arrendador. En caso de robo del vehículo o de sus placas, presentar la denuncia ante el Ministerio Público en un plazo de 24 horas y entregar una copia al arrendador. Ninguna reparación sin autorización del arrendador.

9. Multas, casetas y corralón
El arrendatario paga las infracciones de tránsito, fotomultas, fotocívicas, estacionamientos y casetas generados durante la renta. Las casetas pagadas con el TAG IAVE se cargan a su tarjeta al costo. Si el vehículo es remitido a un depósito vehicular (corralón), el arrendatario paga la multa, el arrastre y los días de depósito, y los días de renta siguen corriendo hasta que el vehículo se libera; el arrendador realiza el trámite de liberación con la tarjeta de circulación. Por cada trámite se cobra el cargo de gestión de la tarifa vigente.

10. Devolución
En la sucursal pactada, en la fecha y hora del contrato, con 59 minutos de tolerancia; después aplican horas extra y días adicionales conforme a la tarifa vigente. Un vehículo devuelto fuera de horario queda bajo la responsabilidad del arrendatario hasta su revisión.

11. Quejas y jurisdicción
El cliente puede presentar cualquier queja ante la Procuraduría Federal del Consumidor (PROFECO). Las partes se someten a las leyes y a los tribunales de la Ciudad de México.`,
    },
  ],
  answerable: [
    // Spanish paraphrases and Mexican everyday words
    {
      question: '¿Cuánto sale rentar un carro chiquito toda la semana?',
      answeredBy: [prices, priceList],
    },
    {
      question:
        'Oigan, ¿sus naves sí circulan diario o les toca el Hoy No Circula? Voy a andar por la CDMX y el Edomex toda la semana.',
      answeredBy: [hoyNoCircula],
    },
    {
      question: '¿La troca trae tag pa las casetas o hay que llevar efe?',
      answeredBy: [tolls, priceList, services, terms],
    },
    {
      question: 'Si choco el carro, ¿cuánto me toca pagar de deducible?',
      answeredBy: [insurance, priceList],
    },
    {
      question: '¿Se puede llevar el carro hasta Oaxaca o nomás aquí cerca?',
      answeredBy: [travel, mileage, terms],
    },
    // Long messages in Spanish, the question inside
    {
      question:
        'Buenas tardes, somos 11 (mis papás, mis tíos y los primos) y queremos ir a la boda de mi prima en Querétaro el sábado 14 de marzo y regresarnos el domingo. Nadie quiere meter su carro a la carretera y en dos coches no cabemos. ¿Tienen algo donde quepamos todos juntos, y cuánto sale el fin de semana?',
      answeredBy: [vans, groupQuote, fleet, prices, priceList, services, description],
    },
    {
      question:
        'Hola, tengo 22 años, saqué mi licencia en Jalisco hace tres años y estoy de intercambio en la UNAM este semestre. Quiero rentar un carro un fin de semana para ir a Valle de Bravo con mis amigos. ¿Me lo rentan aunque tenga menos de 25? ¿Cuánto más me cobran?',
      answeredBy: [age, terms, priceList],
    },
    {
      question:
        'Qué tal, llegamos al aeropuerto el jueves santo y queremos bajar a Acapulco por la Autopista del Sol, pero de regreso nos venimos en avión desde allá. ¿Se puede dejar el carro en Acapulco? ¿Y como cuánto se gasta uno en casetas?',
      answeredBy: [oneWay, tolls, priceList, services],
    },
    {
      question:
        'Ayuda porfa, me acaban de dar un alcance en Periférico a la altura de San Antonio, el otro señor dice que nos arreglemos aquí y que le dé lana para no llamar al seguro. El carro es de ustedes. ¿Qué hago?',
      answeredBy: [accident, terms],
    },
    {
      question:
        'Buen día, quiero rentar un auto para ir a Puebla a ver a mi familia en vacaciones. Solo tengo tarjeta de débito de BBVA y algo de efectivo, nunca he sacado tarjeta de crédito. ¿Hay forma de dejar el depósito con la de débito o en efectivo?',
      answeredBy: [deposit, payment, documents, terms],
    },
    // Long messages in English
    {
      question:
        "Hi! My wife and I land at Mexico City airport on a United flight from Houston at 11:50pm on a Tuesday. We'd like to pick up a car right away and drive to our Airbnb in Coyoacán. Will your counter still be open at that time, and how do we find you?",
      answeredBy: [outOfHours, location, airportAccess, priceList],
    },
    {
      question:
        "Hello, we're planning a road trip to Teotihuacan and then Puebla for a few days. I have a Chase Sapphire card that covers rental cars. Do I still need to buy your insurance, and what does the basic one include?",
      answeredBy: [cardInsurance, insurance, priceList],
    },
    {
      question:
        "Hey there, we're 10 guys flying in from Dallas for a bachelor party and want to do a day trip out of the city. Do you rent 12-passenger vans, and can one of us drive it with a Texas license?",
      answeredBy: [
        vans,
        groupQuote,
        foreignLicence,
        documents,
        fleet,
        services,
        description,
        terms,
      ],
    },
    // Typos and chat-speak, in Spanish and English
    {
      question: 'q onda, hay q dejar anticipo pa apartar un carro pal puente de noviembre?',
      answeredBy: [reservation],
    },
    { question: 'xfa me pueden dar factura? es pa la empresa', answeredBy: [invoice] },
    {
      question:
        'wey si llego tarde a entregar el carro cuanto me cobran de mas? es q mi vuelo sale en la noche',
      answeredBy: [lateReturn, priceList, terms],
    },
    { question: 'aceptan meses sin intereses??', answeredBy: [payment] },
    {
      question: 'porfa se puede rentar con licencia de otro estado? soy de monterrey',
      answeredBy: [documents, terms],
    },
    {
      question: "u guys have automatic cars? i can't drive stick",
      answeredBy: [automatics, fleet, priceList],
    },
    { question: 'do u take dollars or pesos only', answeredBy: [dollars, payment] },
    // One or two words
    { question: 'Deducible?', answeredBy: [insurance, priceList] },
    { question: 'Hoy no circula', answeredBy: [hoyNoCircula] },
    { question: 'Kilometraje libre?', answeredBy: [mileage, prices, priceList] },
    { question: 'TAG?', answeredBy: [tolls, priceList, services, terms] },
    // Short follow-ups
    { question: '¿y en domingo abren?', answeredBy: [location, outOfHours] },
    {
      question: 'ntp, ¿y si mejor lo dejo en Querétaro en vez de regresarlo?',
      answeredBy: [oneWay, priceList, services],
    },
    { question: 'and for the van? same age?', answeredBy: [age, vans, groupQuote, terms] },
    // Spanish questions, English knowledge
    {
      question: '¿Puedo pagar en dólares americanos? Traigo efectivo de allá.',
      answeredBy: [dollars],
    },
    {
      question:
        'Vengo de Chicago, ¿mi licencia de Illinois sirve para manejar aquí o necesito sacar el permiso internacional?',
      answeredBy: [foreignLicence, documents, terms],
    },
    {
      question: 'Aterrizo en la Terminal 2, ¿cómo llego a su mostrador?',
      answeredBy: [airportAccess],
    },
    {
      question:
        'Mi tarjeta de crédito me cubre el seguro de auto rentado, ¿igual tengo que pagar el seguro de ustedes?',
      answeredBy: [cardInsurance, insurance],
    },
    // English questions, Spanish knowledge
    {
      question:
        'Can you bring the car to our hotel in Roma Norte instead of us going back to the airport?',
      answeredBy: [delivery, services, priceList],
    },
    {
      question: "Is Hoy No Circula a thing for rental cars? Which day can't I drive?",
      answeredBy: [hoyNoCircula],
    },
    {
      question:
        "Can I rent a car for 2 months? I'm working remotely from Mexico City until the end of June.",
      answeredBy: [longTerm, monthlyQuote, services, priceList],
    },
    {
      question: 'how do the tolls work, do I need cash for the toll booths?',
      answeredBy: [tolls, priceList, services, terms],
    },
    // Answered by a document only
    {
      question: 'Si cancelo un día antes, ¿me cobran algo?',
      answeredBy: [terms, priceList],
    },
    {
      question:
        'Se llevaron el carro al corralón porque lo dejé mal estacionado en la Roma 😩 ¿qué pasa ahora?',
      answeredBy: [terms, priceList],
    },
    {
      question: '¿Tienen silla para bebé? Mi hija tiene 8 meses.',
      answeredBy: [priceList],
    },
    {
      question: 'can my husband drive too? how much extra',
      answeredBy: [priceList, terms],
    },
    {
      question: 'oye y si lo rento por mes para meterlo a Uber o DiDi?',
      answeredBy: [terms],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    '¿Rentan la van con chofer? Somos 12 para una boda en Cuernavaca y nadie quiere manejar de regreso.',
    '¿Tienen camionetas de carga o una pick up de redilas? Me cambio de depa de la Narvarte a Coyoacán.',
    'Traigo mi propio carro con placas de Texas, ¿me aplica el Hoy No Circula o tengo que sacar algún pase?',
    '¿Dónde compro un TAG IAVE para mi coche y cómo lo recargo? El mío ya no pasa en las casetas.',
    'Do you sell your rental cars when they leave the fleet? I would be interested in a 2024 Versa.',
    '¿Venden seguros de auto para particulares? El de mi Jetta se vence el mes que entra y quiero cotizar.',
    "We don't need a car, just a ride: can someone pick us up at Terminal 1 and take us to our hotel in Polanco?",
    '¿Están contratando? Busco trabajo en el mostrador del aeropuerto, hablo inglés y tengo licencia.',
    // Plainly outside
    '¿Cuándo juega el América de local y dónde se compran los boletos?',
    'Any tips for the best tacos al pastor near Roma Norte?',
  ],
};
