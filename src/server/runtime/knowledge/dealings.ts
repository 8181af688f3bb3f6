/**
 * What a question is about doing with a thing, and in what state the thing is: a car dealer's
 * customers buy, a rental's rent; a car is new or used; someone asking for a job wants to work
 * there, not to be served. Two questions that share their thing's words but not this ask
 * different things: "Do you sell used cars?" is not answered by "Can I rent a car for a
 * month?", nor "Do you sell new phones?" by "Do you sell refurbished phones?", nor "Are you
 * hiring? I would like to work at your airport desk." by "How does pickup at the airport work?".
 */
export type Dealing = 'sale' | 'rental' | 'new' | 'used' | 'work';

/** Each dealing's words in the widget's languages, read in lower case as whole words. */
const dealingWords: readonly (readonly [Dealing, RegExp])[] = [
  [
    'sale',
    /(?<!\p{L})(?:sell|sells|selling|sold|for sale|vend(?:e|o|es|en|éis|eis|emos|em|er|ez|ons|ent|re|u|us)|venta|venda|verkauf(?:t|en|st)?|verkäufe)(?!\p{L})/u,
  ],
  [
    // French "location" is a rental, English "location" a place: only after a French word.
    'rental',
    /(?<!\p{L})(?:rent|rents|renting|rental|rentals|hire car|car hire|van hire|alquil\p{L}*|alug\p{L}*|louer|louez|loue|loues|louons|(?:la|de|en|une|des|vos|votre) locations?|miet\p{L}*|vermiet\p{L}*|leihwagen|ausleihen)(?!\p{L})/u,
  ],
  [
    // "new" alone is also a new customer or a new flat, "de nuevo" and "de novo" again.
    'new',
    /(?<!\p{L})(?:brand new|new (?:cars?|vans?|phones?|bikes?)|(?<!de )(?:nuevos?|nuevas?|novos?|novas?)|neufs?|neuves?|neuwagen|fabrikneu|neue[nrs]? (?:autos?|wagen|fahrzeuge?))(?!\p{L})/u,
  ],
  [
    // Asking for a job, in the ways only a job is asked for: "contratar" alone also books a
    // cleaning, "jobs" are also small repairs, a "vacancy" a free room, and "does 5 pm work for
    // you?" asks for a time; "stellt ihr … ein" also adjusts a car, and what is printed "für
    // eine Bewerbung" is for a job elsewhere.
    'work',
    /(?<!\p{L})(?:are you hiring|you(?:'re| are) hiring|hiring staff|jobs (?:available|going)|job (?:offers?|openings?|vacanc(?:y|ies))|looking for (?:a job|work)|my (?:cv|resume|résumé)|estáis contratando|están contratando|ofertas de empleo|busco (?:trabajo|empleo)|(?:buscáis|(?:estáis|están) buscando) (?:personal|gente|trabajadores|empleados|limpiadoras|limpiadores)|estão a contratar|estão contratando|procuro (?:trabalho|emprego)|vagas de emprego|recrutez|embauchez|postuler|mon cv|offres? d['’]emploi|stellenangebote?|suchts? ihr (?:noch |no )?(?:a |eine |ne )?(?:personal|leute|mitarbeiter|verstärkung|aushilfen|reinigungskräfte|reinigungskraft|putzfrau|bedienerin)|(?:years?|jahre?n?) (?:of )?(?:experience|erfahrung) (?:as|als)|stellt ihr (?:noch (?:leute )?|leute )ein|(?<!f(?:ü|ue|u)r (?:eine|ne|['’]ne) )bewerbung|bewerben|looking for an? (?:internship|apprenticeship)|(?:offer|have) (?:any )?(?:internships|apprenticeships)|procuro (?:um )?estágio|precis(?:am|ar) de (?:mecânicos|pessoal|funcionários)|(?:re)?cherche (?:un stage|une alternance)|(?:suche|habt ihr|bietet ihr|gibt es bei euch) (?:einen |ein |noch )?(?:praktikum|ausbildungsplatz))(?!\p{L})/u,
  ],
  [
    'used',
    /(?<!\p{L})(?:used|second[- ]hand|secondhand|pre[- ]owned|refurbished|usados?|usadas?|segunda mano|seminuevos?|de ocasión|seminovos?|segunda mão|recondicionad\p{L}*|d['’]occasion|reconditionn\p{L}*|gebraucht\p{L}*|jahreswagen)(?!\p{L})/u,
  ],
];

/**
 * A customer selling their own thing ("je vous la vends", "sell you my car", "vender o meu
 * carro"): the business would buy it, which is no sale of the business's.
 */
const sellingOwn =
  /(?<!\p{L})(?:sell (?:you |it |them )?(?:my|our)|selling (?:my|our)|vendre (?:ma|mon|mes|notre|nos)|(?:je )?(?:vous )?(?:la |le |les )vend(?:s|re)|je (?:vous )?vends|vender(?:les|los|las|lo|la)? (?:o |a |os |as )?(?:meu|minha|meus|minhas|mi|mis|nuestro|nuestra)|vendo (?:mi|mis|o meu|a minha)|(?:mein(?:en|e)?|unser(?:en|e)?) (?:\p{L}+ )?verkaufen)(?!\p{L})/gu;

/** A thing only nearly new ("nearly new cars", "quase novos", "neuwertig") is a used one. */
const nearlyNew =
  /(?<!\p{L})(?:(?:nearly|almost) new|quase nov[oa]s?|casi nuev[oa]s?|(?:presque|quasi|comme) neu(?:f|ve)s?|neuwertig\p{L}*)(?!\p{L})/gu;

/** Which ways of dealing with a thing a text names. */
export const dealingsOf = (text: string): Dealing[] => {
  const read = text.toLowerCase().replace(sellingOwn, ' ').replace(nearlyNew, ' used ');
  return dealingWords.filter(([, words]) => words.test(read)).map(([dealing]) => dealing);
};

/** Dealings that rule each other out: a thing is sold or rented, new or used. */
const opposite: Readonly<Partial<Record<Dealing, Dealing>>> = {
  sale: 'rental',
  rental: 'sale',
  new: 'used',
  used: 'new',
};

/**
 * Whether a Q&A's question deals otherwise than the customer's: it names one of a pair and the
 * customer only the other ("sell" and "rent", "new" and "used").
 */
export const dealsOtherwise = (asked: readonly Dealing[], key: readonly Dealing[]) =>
  key.some((dealing) => {
    const other = opposite[dealing];
    return (
      other !== undefined &&
      !key.includes(other) &&
      asked.includes(other) &&
      !asked.includes(dealing)
    );
  });
