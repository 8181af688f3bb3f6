import type { TermGroup } from './related-terms.ts';

/**
 * The vocabulary of the trades that come to a customer's home (plumbing, heating, bathrooms),
 * in the widget's languages: a customer asks for a "plumber" where the owner wrote
 * "plomberie", about a "boiler" where the Q&A says "chaudière", about a "cumulus" where it says
 * "chauffe-eau". Every word of a group is searched, at a lower weight, when a question has one
 * of them. These groups add to those of related-terms.ts, service-terms.ts, salon-terms.ts,
 * commerce-terms.ts and everyday-terms.ts (leaks, heating, showers, toilets, limescale) and
 * repeat none of them.
 *
 * Source: compiled by hand for this product; no thesaurus or wordnet was copied. Licence: the
 * repository's own terms, like the rest of its code.
 *
 * As in the other groups, each names one thing, and a word that names something else is left
 * out or only listed inside a phrase: the German "Boiler" is a water heater, not a boiler; the
 * French "déplacement" is also moving a booking and the German "Anfahrt" the way there; the
 * French "aide" and the Spanish "ayuda" are any help; the Spanish "suavizante" is a fabric
 * softener.
 */
export const tradeTerms: readonly TermGroup[] = [
  {
    en: ['plumber', 'plumbers', 'plumbing'],
    es: ['fontanero', 'fontaneros', 'fontanería', 'plomero'],
    pt: ['canalizador', 'canalizadores', 'canalização', 'encanador'],
    fr: ['plombier', 'plombiers', 'plomberie'],
    de: ['klempner', 'installateur', 'sanitärinstallateur'],
  },
  {
    en: ['boiler', 'boilers', 'combi boiler', 'gas boiler'],
    es: ['caldera', 'calderas'],
    pt: ['caldeira', 'caldeiras'],
    fr: ['chaudière', 'chaudières'],
    de: ['heizkessel', 'gastherme', 'therme'],
  },
  {
    en: ['water heater', 'water heaters', 'hot water tank', 'hot water cylinder', 'immersion'],
    es: ['calentador', 'termo eléctrico', 'termo', 'acumulador'],
    pt: ['esquentador', 'termoacumulador', 'cilindro'],
    fr: ['chauffe-eau', 'cumulus', "ballon d'eau chaude"],
    de: ['warmwasserspeicher', 'boiler', 'durchlauferhitzer'],
  },
  {
    en: ['blocked', 'clogged', 'blockage', 'unblock', 'unclog', 'unblocking'],
    es: ['atascado', 'atascada', 'atasco', 'desatascar', 'desatasco', 'obstruido'],
    pt: ['entupido', 'entupida', 'entupimento', 'desentupir', 'desentupimento'],
    fr: ['bouché', 'bouchée', 'bouchés', 'bouchées', 'déboucher', 'débouchage', 'engorgé'],
    de: ['verstopft', 'verstopfung', 'rohrreinigung'],
  },
  {
    en: ['drain', 'drains', 'pipe', 'pipes', 'pipework', 'sewer'],
    es: ['desagüe', 'desagües', 'tubería', 'tuberías', 'cañería', 'cañerías'],
    pt: ['cano', 'canos', 'tubagem', 'tubagens', 'esgoto', 'ralo'],
    fr: ['canalisation', 'canalisations', 'tuyau', 'tuyaux', 'évacuation des eaux'],
    de: ['abfluss', 'abflussrohr', 'rohr', 'rohre', 'kanal'],
  },
  {
    en: ['tap', 'taps', 'faucet', 'faucets', 'mixer tap'],
    es: ['grifo', 'grifos', 'grifería'],
    pt: ['torneira', 'torneiras'],
    fr: ['robinet', 'robinets', 'mitigeur', 'robinetterie'],
    de: ['wasserhahn', 'wasserhähne', 'armatur', 'armaturen'],
  },
  {
    en: ['radiator', 'radiators'],
    es: ['radiador', 'radiadores'],
    pt: ['radiador', 'radiadores'],
    fr: ['radiateur', 'radiateurs'],
    de: ['heizkörper'],
  },
  {
    en: ['heat pump', 'heat pumps', 'air source heat pump'],
    es: ['bomba de calor', 'aerotermia'],
    pt: ['bomba de calor'],
    fr: ['pompe à chaleur', 'pompes à chaleur'],
    de: ['wärmepumpe', 'wärmepumpen'],
  },
  {
    en: ['gas', 'gas leak'],
    es: ['fuga de gas'],
    pt: ['gás', 'fuga de gás'],
    fr: ['gaz', 'fuite de gaz'],
    de: ['gasgeruch', 'gasleck'],
  },
  {
    en: ['water softener', 'water softeners', 'softener'],
    es: ['descalcificador', 'descalcificadores', 'descalcificadora'],
    pt: ['descalcificador', 'amaciador de água'],
    fr: ['adoucisseur', 'adoucisseurs'],
    de: ['enthärtungsanlage', 'wasserenthärter', 'entkalkungsanlage'],
  },
  {
    en: ['call-out', 'callout', 'call-out fee', 'callout fee', 'call-out charge', 'travel fee'],
    es: ['gastos de desplazamiento', 'coste de desplazamiento'],
    pt: ['deslocação', 'deslocamento', 'taxa de deslocação'],
    fr: ['frais de déplacement', 'forfait déplacement'],
    de: ['anfahrtspauschale', 'anfahrtskosten', 'fahrtkosten'],
  },
  {
    en: ['water damage', 'flood', 'flooded', 'flooding'],
    es: ['inundación', 'inundado', 'daños por agua'],
    pt: ['inundação', 'inundado', 'infiltração', 'danos por água'],
    fr: ['dégât des eaux', 'dégâts des eaux', 'inondation', 'inondé'],
    de: ['wasserschaden', 'überschwemmung', 'überflutet'],
  },
  {
    en: ['grant', 'grants', 'subsidy', 'subsidies'],
    es: ['subvención', 'subvenciones'],
    pt: ['subsídio', 'subsídios', 'comparticipação'],
    fr: ['subvention', 'subventions', 'aides financières', "aides de l'état"],
    de: ['förderung', 'zuschuss', 'zuschüsse', 'fördermittel'],
  },
  {
    en: ['walk-in shower', 'level access shower', 'wet room'],
    es: ['plato de ducha', 'ducha de obra'],
    pt: ['base de duche', 'duche de nível'],
    fr: ["douche à l'italienne", 'douche italienne'],
    de: ['bodengleiche dusche', 'ebenerdige dusche'],
  },
];
