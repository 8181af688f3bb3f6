import type { TermGroup } from './related-terms.ts';

/**
 * The vocabulary of bicycle shops (selling, repairing and renting bikes), in the widget's
 * languages: a customer asks about a "Platten" where the owner wrote "Reifenpanne", about a
 * "cargo bike" where the Q&A says "Lastenrad", about the "gears" where it says "Schaltung".
 * Every word of a group is searched, at a lower weight, when a question has one of them. These
 * groups add to those of the other files (a bicycle, a helmet, a bike lock, a bike rack for a
 * car, servicing, diagnostics, leasing) and repeat none of them; a word may stand in both (a
 * puncture is also a car's breakdown, whose group relates it to towing).
 *
 * Source: compiled by hand for this product; no thesaurus or wordnet was copied. Licence: the
 * repository's own terms, like the rest of its code.
 *
 * As in the other groups, each names one thing, and a word that names something else is left
 * out or only listed inside a phrase: "gear" is also equipment, the Spanish "cambio" any change
 * and the Portuguese "câmbio" an exchange; "tube" is also the London underground and the Spanish
 * "cámara" a camera; "flat" is also a home; the German "Acht" is a number; "rack" alone is also
 * a car's roof rack; the French "remorque" alone is read as the towing ("remorquage") of a car
 * rental's breakdown terms, and the Portuguese "reboque" is a tow truck. German compounds that begin with "Fahrrad" ("Fahrradkette") are
 * left out: their head matched every text of a bicycle shop.
 */
export const cycleTerms: readonly TermGroup[] = [
  {
    en: ['e-bike', 'e-bikes', 'ebike', 'electric bike', 'pedelec', 'pedelecs'],
    es: ['bicicleta eléctrica', 'bici eléctrica', 'bicicletas eléctricas'],
    pt: ['bicicleta elétrica', 'bicicletas elétricas'],
    fr: ['vélo électrique', 'vélos électriques', 'vae', 'vélo à assistance électrique'],
    de: ['pedelec', 'pedelecs', 'elektrorad', 'e-bikes'],
  },
  {
    en: ['cargo bike', 'cargo bikes', 'box bike', 'bakfiets', 'longtail'],
    es: ['bicicleta de carga', 'bici de carga', 'bicicletas de carga'],
    pt: ['bicicleta de carga', 'bicicletas de carga'],
    fr: ['vélo cargo', 'vélos cargos', 'biporteur', 'triporteur'],
    de: ['lastenrad', 'lastenräder', 'transportrad', 'cargobike'],
  },
  {
    en: ['mountain bike', 'mountain bikes', 'mtb', 'e-mtb'],
    es: ['bicicleta de montaña', 'btt', 'mtb'],
    pt: ['bicicleta de montanha', 'btt'],
    fr: ['vtt', 'vttae', 'vélo tout terrain'],
    de: ['mountainbike', 'mountainbikes', 'mtb', 'e-mtb', 'e-mountainbike'],
  },
  {
    en: ['puncture', 'punctures', 'flat tyre', 'flat tire', 'inner tube', 'inner tubes'],
    es: [
      'pinchazo',
      'pinchazos',
      'pinchada',
      'rueda pinchada',
      'cámara de aire',
      'ponchada',
      'poncha',
      'ponchadura',
    ],
    pt: ['furo', 'furos', 'pneu furado', 'câmara de ar'],
    fr: ['crevaison', 'crevaisons', 'crevé', 'pneu crevé', 'chambre à air'],
    de: ['platten', 'plattfuß', 'reifenpanne', 'schlauch', 'schläuche'],
  },
  {
    en: ['puncture-proof', 'puncture proof', 'puncture resistant', 'tubeless'],
    es: ['antipinchazos', 'antipinchazo'],
    pt: ['antifuro', 'anti-furo'],
    fr: ['anti-crevaison', 'anticrevaison'],
    de: ['pannensicher', 'pannenschutz', 'unplattbar'],
  },
  {
    en: ['chain', 'chains', 'bike chain'],
    es: ['cadena', 'cadenas'],
    pt: ['corrente', 'correntes'],
    fr: ['chaîne', 'chaînes'],
    de: ['kette', 'ketten'],
  },
  {
    en: ['gears', 'gear shift', 'gear shifting', 'derailleur', 'shifting'],
    es: ['marchas', 'desviador', 'cambio de marchas'],
    pt: ['mudanças', 'desviador', 'mudanças da bicicleta'],
    fr: ['dérailleur', 'vitesses', 'changement de vitesse'],
    de: ['schaltung', 'gangschaltung', 'gänge', 'schaltwerk', 'nabenschaltung'],
  },
  {
    en: ['truing', 'true the wheel', 'buckled wheel', 'wobbly wheel', 'spokes'],
    es: ['centrar la rueda', 'rueda torcida', 'radios'],
    pt: ['centrar a roda', 'roda empenada', 'raios'],
    fr: ['roue voilée', 'dévoiler', 'rayons'],
    de: ['achter', 'zentrieren', 'speichen', 'laufrad zentrieren'],
  },
  {
    en: ['pannier', 'panniers', 'luggage rack', 'rear rack', 'rear bike rack', 'pannier rack'],
    es: ['alforjas', 'portabultos', 'portaequipajes'],
    pt: ['alforges', 'porta-bagagens', 'bagageiro'],
    fr: ['sacoches', 'porte-bagages'],
    de: ['gepäckträger', 'packtaschen', 'satteltaschen'],
  },
  {
    en: ['bike trailer', 'child trailer', 'trailer', 'trailers'],
    es: ['remolque', 'remolques'],
    pt: ['atrelado', 'atrelados'],
    fr: ['remorque vélo', 'remorque enfant'],
    de: ['anhänger', 'fahrradanhänger', 'kinderanhänger'],
  },
  {
    en: ['stroller', 'pushchair', 'pram', 'buggy'],
    es: ['cochecito', 'carrito de bebé', 'silla de paseo'],
    pt: ['carrinho de bebé', 'carrinho de bebê'],
    fr: ['poussette', 'landau'],
    de: ['kinderwagen', 'buggy'],
  },
  {
    en: ['pavement', 'sidewalk', 'footpath'],
    es: ['acera', 'aceras'],
    pt: ['passeio', 'calçada'],
    fr: ['trottoir', 'trottoirs'],
    de: ['gehweg', 'bürgersteig', 'fußweg'],
  },
  {
    en: ['box up', 'pack up', 'bike box', 'bike bag', 'packing'],
    es: ['embalar', 'embalaje', 'caja de bicicleta'],
    pt: ['embalar', 'embalagem', 'caixa de bicicleta'],
    fr: ['emballer', 'emballage', 'carton vélo'],
    de: ['verpacken', 'einpacken', 'verpackung'],
  },
  {
    en: ['bike to work', 'cycle to work', 'job bike', 'company bike', 'bike leasing'],
    es: ['bici de empresa', 'bicicleta de empresa'],
    pt: ['bicicleta da empresa'],
    fr: ['vélo de fonction', 'leasing vélo', 'forfait mobilités durables'],
    de: ['dienstrad', 'diensträder', 'jobrad', 'dienstradleasing', 'firmenrad'],
  },
  {
    en: ['bike fitting', 'bike fit', 'bikefitting'],
    es: ['estudio biomecánico', 'bikefitting'],
    pt: ['estudo biomecânico', 'bikefitting'],
    fr: ['étude posturale', 'bikefitting'],
    de: ['bikefitting', 'sitzpositionsanalyse', 'sitzposition'],
  },
  {
    en: ['squeak', 'squeaks', 'squeaking', 'squeaky', 'creaking', 'creaks'],
    es: ['chirría', 'chirrían', 'chirrido', 'chirridos'],
    pt: ['chia', 'chiar', 'chiadeira', 'rangido'],
    fr: ['grince', 'grincent', 'grincement', 'grincements', 'couine'],
    de: ['quietscht', 'quietschen', 'quietschende', 'knarzt', 'knarzen'],
  },
  {
    en: ['error code', 'error codes', 'error message'],
    es: ['código de error', 'mensaje de error'],
    pt: ['código de erro', 'mensagem de erro'],
    fr: ['code erreur', 'code d’erreur', 'message d’erreur'],
    de: ['fehlercode', 'fehlercodes', 'fehlermeldung'],
  },
];
