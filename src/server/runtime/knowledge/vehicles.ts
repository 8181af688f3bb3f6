/**
 * The kind of vehicle a question or a Q&A's question names. A rental or a dealer that writes
 * "What do I need to rent a car?" has said nothing about vans or motorbikes, though the
 * question shares every other word with "Do you rent vans?". Words that name any vehicle
 * ("vehicle", "véhicule", German "Auto" and "Wagen", Portuguese "viatura") are no kind, though
 * a German "Gebrauchtwagen", "Mietwagen" or "PKW" is a car; "bike", both a bicycle and a
 * motorbike, is neither.
 */
export type Vehicle = 'car' | 'van' | 'motorbike' | 'bicycle' | 'camper';

/** Each kind's words in the widget's languages, read in lower case as whole words. */
const vehicleWords: readonly (readonly [Vehicle, RegExp])[] = [
  // A child's car seat or a car park is no car.
  [
    'car',
    /(?<!\p{L})(?:cars?(?! seats?| parks?| parking)|voitures?|coches?|carros?|automóve(?:l|is)|(?:gebraucht|neu|jahres|miet|leih)wagens?|pkws?)(?!\p{L})/u,
  ],
  // French customers call a moving van a "camion", English ones a "truck"; a van fitted out to
  // sleep in ("van aménagé", "camper van") is a camper.
  [
    'van',
    /(?<!\p{L})(?:(?<!camper )vans?(?! aménagés?)|minibus(?:es)?|minivans?|\d+-seaters?|trucks?|utilitaires?|fourgons?(?! aménagés?)|fourgonnettes?|camionnettes?|camions?|furgonetas?|furgos?|furgón|furgones|carrinhas?|furgões|furgão|transporter|kleinbus(?:se)?)(?!\p{L})/u,
  ],
  [
    'motorbike',
    /(?<!\p{L})(?:motorbikes?|motorcycles?|scooters?|motos?|motas?|motocicletas?|motorrad|motorräder)(?!\p{L})/u,
  ],
  [
    'bicycle',
    /(?<!\p{L})(?:bicycles?|e-?bikes?|vélos?|velos?|bicis?|bicicletas?|fahrr[aä]d(?:er)?)(?!\p{L})/u,
  ],
  [
    'camper',
    /(?<!\p{L})(?:campers?|camper ?vans?|campervans?|motorhomes?|camping-cars?|(?:vans?|fourgons?) aménagés?|autocaravanas?|wohnmobile?)(?!\p{L})/u,
  ],
];

/** The kinds of vehicle a text names. */
export const vehiclesOf = (text: string): Vehicle[] => {
  const read = text.toLowerCase();
  return vehicleWords.filter(([, words]) => words.test(read)).map(([vehicle]) => vehicle);
};

/**
 * Words that name vehicles of any kind, which a business's answer then names by kind: the
 * plural of a fleet ("Quels véhicules proposez-vous ?"). Not the singular, the one vehicle a
 * customer has rented or bought, whatever its kind ("si je rends le véhicule en retard"), nor the
 * German "Autos" and "Wagen", which also name any vehicle: "Nehmen Sie mein altes Auto in
 * Zahlung?" is about the customer's own car, not the ones the answer lists.
 */
const anyVehicle =
  /(?<!\p{L})(?:vehicles|véhicules|vehículos|veículos|viaturas|fahrzeuge)(?!\p{L})/u;

/**
 * The kinds of vehicle a Q&A is about: those its question names, or, when its question names
 * vehicles of any kind ("Quels véhicules proposez-vous ?"), those its answer names (vans only,
 * at a van rental), so a customer asking for a car is not answered with a fleet of vans.
 */
export function vehiclesOfQa(question: string, answer: string): Vehicle[] {
  const named = vehiclesOf(question);
  return named.length > 0 || !anyVehicle.test(question.toLowerCase()) ? named : vehiclesOf(answer);
}

/** Whether a Q&A's question names vehicles, and none of those the customer's names. */
export const namesOtherVehicle = (asked: readonly Vehicle[], key: readonly Vehicle[]) =>
  asked.length > 0 && key.length > 0 && !key.some((vehicle) => asked.includes(vehicle));
