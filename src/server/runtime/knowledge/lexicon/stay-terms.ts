import type { TermGroup } from './related-terms.ts';

/**
 * The vocabulary of guesthouses and small hotels, in the widget's languages: a guest asks for
 * a "crib" where the owner wrote "berço", for the "city tax" where the price list says "taxa
 * turística", whether they can "drop our bags" where the Q&A says "deixar as malas". Every word
 * of a group is searched, at a lower weight, when a question has one of them. These groups add
 * to those of the other files (luggage, heating, an elevator, Wi-Fi, lost property, parking)
 * and repeat none of them.
 *
 * Source: compiled by hand for this product; no thesaurus or wordnet was copied. Licence: the
 * repository's own terms, like the rest of its code.
 *
 * As in the other groups, each names one thing, and a word that names something else is left
 * out or only listed inside a phrase: the Portuguese "mala" is also the Spanish "bad", the
 * Spanish "entrada" and "salida" any way in or out, and "lift" a ride as well as an elevator.
 */
export const stayTerms: readonly TermGroup[] = [
  {
    en: ['breakfast', 'breakfasts'],
    es: ['desayuno', 'desayunos', 'desayunar'],
    pt: ['pequeno-almoço', 'pequeno almoço', 'café da manhã'],
    fr: ['petit-déjeuner', 'petit déjeuner', 'petits-déjeuners'],
    de: ['frühstück', 'frühstücken'],
  },
  {
    en: ['coffee', 'coffees', 'espresso', 'cappuccino'],
    es: ['café', 'cafés'],
    pt: ['café', 'cafés', 'cafezinho'],
    fr: ['café', 'cafés'],
    de: ['kaffee', 'filterkaffee', 'espresso', 'cappuccino'],
  },
  {
    en: ['check-in', 'check in', 'checkin', 'arrival time'],
    es: ['check-in', 'hora de llegada', 'hora de entrada'],
    pt: ['check-in', 'hora de chegada', 'hora de entrada'],
    fr: ['check-in', 'heure d’arrivée'],
    de: ['check-in', 'einchecken', 'anreise'],
  },
  {
    en: ['check-out', 'check out', 'checkout'],
    es: ['check-out', 'hora de salida'],
    pt: ['check-out', 'hora de saída'],
    fr: ['check-out', 'heure de départ', 'libérer la chambre'],
    de: ['check-out', 'auschecken', 'abreise'],
  },
  {
    en: ['cot', 'cots', 'crib', 'cribs', 'travel cot', 'baby cot'],
    es: ['cuna', 'cunas', 'cuna de viaje'],
    pt: ['berço', 'berços', 'cama de bebé', 'cama de bebê'],
    fr: ['lit bébé', 'lit parapluie', 'berceau'],
    de: ['babybett', 'kinderbett', 'reisebett'],
  },
  {
    en: ['city tax', 'tourist tax', 'tourism tax'],
    es: ['tasa turística', 'impuesto turístico'],
    pt: ['taxa turística', 'taxa municipal turística'],
    fr: ['taxe de séjour'],
    de: ['kurtaxe', 'bettensteuer', 'übernachtungssteuer', 'city tax'],
  },
  {
    en: ['vegan', 'vegetarian', 'plant-based'],
    es: ['vegano', 'vegana', 'vegetariano', 'vegetariana'],
    pt: ['vegano', 'vegana', 'vegetariano', 'vegetariana'],
    fr: ['végan', 'végane', 'vegan', 'végétarien', 'végétarienne'],
    de: ['vegan', 'veganer', 'vegetarisch', 'vegetarier'],
  },
  {
    en: ['gluten-free', 'gluten free', 'coeliac', 'celiac'],
    es: ['sin gluten', 'celíaco', 'celíaca'],
    pt: ['sem glúten', 'celíaco', 'celíaca'],
    fr: ['sans gluten', 'cœliaque', 'coeliaque'],
    de: ['glutenfrei', 'zöliakie'],
  },
  {
    en: ['left luggage', 'luggage storage', 'store our bags', 'drop our bags', 'bag drop'],
    es: ['consigna', 'guardar las maletas', 'dejar las maletas'],
    pt: ['guardar as malas', 'deixar as malas', 'guardar a bagagem', 'depósito de bagagem'],
    fr: ['consigne', 'bagagerie', 'laisser nos bagages', 'déposer nos bagages'],
    de: ['gepäckaufbewahrung', 'gepäck abstellen', 'koffer abstellen'],
  },
];
