/**
 * The words of a customer's question that say what it is about. PostgreSQL's stop words
 * drop "what", "are", "your"; questions also carry words that ask without naming a topic
 * ("much", "need", "tell me"), which no knowledge says and which would otherwise count as
 * unanswered. Each word comes with its synonyms: customers ask for a "cost" where the
 * knowledge says "price".
 */
const fillerWords = new Set([
  // English
  'much',
  'many',
  'need',
  'want',
  'tell',
  'know',
  'please',
  'like',
  'get',
  'hi',
  'hello',
  'hey',
  'thanks',
  'thank',
  'would',
  'could',
  'also',
  'anything',
  'something',
  'there',
  'any',
  'way',
  'possible',
  'able',
  'guys',
  'ok',
  'okay',
  'wondering',
  'question',
  // Spanish
  'hola',
  'quiero',
  'quisiera',
  'necesito',
  'saber',
  'puedo',
  'pueden',
  'puede',
  'gracias',
  'favor',
  'por',
  'decir',
  'algún',
  'alguna',
  'algun',
  'cuánto',
  'cuanto',
  'cuánta',
  'cuanta',
  'hay',
  'tienen',
  'tiene',
  'qué',
  'cuál',
  'cual',
  'cómo',
  'como',
  'dónde',
  'donde',
  'cuándo',
  'cuando',
]);

/** Words that name the same thing in a question and in the knowledge, per language. */
const synonymGroups: readonly (readonly string[])[] = [
  ['price', 'prices', 'cost', 'costs', 'fee', 'fees', 'charge', 'rate', 'rates', 'pricing'],
  ['hours', 'open', 'opening', 'close', 'closing', 'schedule'],
  ['book', 'booking', 'appointment', 'appointments', 'reserve', 'reservation', 'schedule'],
  ['refund', 'refunds', 'reimburse', 'money'],
  ['pay', 'payment', 'payments', 'paying'],
  ['cancel', 'cancellation', 'reschedule'],
  ['location', 'address', 'located', 'find'],
  ['phone', 'call', 'telephone', 'contact'],
  ['warranty', 'guarantee', 'guaranteed'],
  ['tyre', 'tyres', 'tire', 'tires'],
  ['car', 'cars', 'vehicle', 'vehicles'],
  ['loan', 'courtesy', 'loaner', 'rental'],
  ['ac', 'aircon', 'conditioning'],
  ['broke', 'breakdown', 'towing', 'tow'],
  ['email', 'mail', 'write'],
  ['fix', 'repair', 'service'],
  ['precio', 'precios', 'costo', 'costos', 'cuesta', 'cuestan', 'tarifa', 'tarifas', 'vale'],
  ['horario', 'horarios', 'abren', 'abierto', 'abiertos', 'cierran', 'hora', 'horas'],
  ['cita', 'citas', 'reservar', 'reserva', 'agendar'],
  ['pago', 'pagos', 'pagar', 'tarjeta'],
  ['coche', 'coches', 'carro', 'carros', 'auto', 'autos', 'vehículo', 'vehiculo'],
  ['garantía', 'garantia'],
  ['reembolso', 'devolución', 'devolucion', 'devuelven'],
  ['dirección', 'direccion', 'ubicación', 'ubicacion', 'ubicados', 'encuentran'],
];

const synonymsOf = new Map<string, readonly string[]>();
for (const group of synonymGroups) {
  for (const word of group) {
    synonymsOf.set(word, [...(synonymsOf.get(word) ?? []), ...group.filter((w) => w !== word)]);
  }
}

/** At most this many words of a question are searched: a longer message is not a question. */
const QUESTION_WORDS_MAX = 24;

export type QuestionWord = { word: string; synonyms: readonly string[] };

export function questionWords(question: string): QuestionWord[] {
  const seen = new Set<string>();
  const words: QuestionWord[] = [];
  for (const word of question
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)) {
    if (word.length < 2 || fillerWords.has(word) || seen.has(word)) continue;
    seen.add(word);
    words.push({ word, synonyms: synonymsOf.get(word) ?? [] });
    if (words.length === QUESTION_WORDS_MAX) break;
  }
  return words;
}
