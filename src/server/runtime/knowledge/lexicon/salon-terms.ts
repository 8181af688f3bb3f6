import type { TermGroup } from './related-terms.ts';

/**
 * The vocabulary of hair and beauty salons and barbers, in the widget's languages: a customer
 * asks for a "haircut" where the owner wrote "corte", for "gel polish" where the price list says
 * "semipermanente", about "cejas" where the Q&A says "eyebrows". Every word of a group is
 * searched, at a lower weight, when a question has one of them. These groups add to those of
 * related-terms.ts, service-terms.ts, commerce-terms.ts and everyday-terms.ts and repeat none of
 * them.
 *
 * Source: compiled by hand for this product; no thesaurus or wordnet was copied. Licence: the
 * repository's own terms, like the rest of its code.
 *
 * As in the other groups, each names one thing, and a word that names something else in other
 * businesses is left out or only listed inside a phrase: "trim" is also a car's trim level,
 * "colour" a car's paint, "tinta" Portuguese paint, "luzes" a car's lights, "suavizante" a
 * fabric softener. A short English word that another language's stemmer reads as one of its own
 * words is left out too: "men", "mani" and "pedi" stemmed as Spanish are "menos" and "pedir".
 */
export const salonTerms: readonly TermGroup[] = [
  // Hair and what is done to it
  {
    en: ['hair', 'haircare'],
    es: ['pelo', 'cabello', 'melena'],
    pt: ['cabelo', 'cabelos'],
    fr: ['cheveux', 'cheveu', 'chevelure'],
    de: ['haar'],
  },
  {
    en: ['haircut', 'haircuts', 'cut', 'cuts', 'cutting'],
    es: ['corte', 'cortes', 'cortar', 'cortarme', 'cortáis'],
    pt: ['corte', 'cortes', 'cortar'],
    fr: ['coupe', 'coupes', 'couper'],
    de: ['haarschnitt', 'schneiden', 'haareschneiden'],
  },
  {
    en: ['hairdresser', 'hairdressers', 'hairdressing', 'hairstylist', 'hair salon'],
    es: ['peluquería', 'peluquerías', 'pelu'],
    pt: ['cabeleireiro', 'cabeleireiros', 'cabeleireira'],
    fr: ['coiffeur', 'coiffeurs', 'coiffeuse', 'salon de coiffure'],
    de: ['friseur', 'friseurin', 'frisör', 'friseursalon'],
  },
  {
    en: ['blow-dry', 'blowdry', 'blow dry', 'wash and blow-dry'],
    es: ['secado', 'lavar y peinar', 'peinar', 'brushing'],
    pt: ['escova', 'brushing', 'secar o cabelo'],
    fr: ['brushing', 'séchage'],
    de: ['föhnen', 'fönen', 'waschen und föhnen'],
  },
  {
    en: ['updo', 'updos', 'hairstyle', 'hairstyles', 'hairdo'],
    es: ['recogido', 'recogidos', 'peinado', 'peinados'],
    pt: ['penteado', 'penteados', 'apanhado'],
    fr: ['chignon', 'chignons', 'coiffure de soirée'],
    de: ['hochsteckfrisur', 'hochsteckfrisuren', 'steckfrisur'],
  },
  {
    en: ['curly', 'curls', 'curl', 'wavy'],
    es: ['rizado', 'rizada', 'rizos', 'rizo', 'ondulado'],
    pt: ['cacheado', 'cacheados', 'cachos', 'caracóis', 'encaracolado', 'ondulado'],
    fr: ['bouclés', 'boucles', 'frisés', 'ondulés'],
    de: ['locken', 'lockig', 'lockige', 'gelockt', 'wellig'],
  },
  // Colour
  {
    en: ['dye', 'dyes', 'dyed', 'dyeing', 'tint', 'colouring', 'coloring'],
    es: ['tinte', 'tintes', 'teñir', 'teñirme', 'teñido', 'coloración'],
    pt: ['pintar o cabelo', 'tingir', 'coloração', 'tintura'],
    fr: ['coloration', 'teinture', 'teindre'],
    de: ['färben', 'haarfarbe', 'färbung', 'tönung'],
  },
  {
    en: ['highlights', 'balayage', 'babylights', 'lowlights', 'foils'],
    es: ['mechas', 'reflejos', 'balayage', 'babylights'],
    pt: ['madeixas', 'mechas', 'balayage'],
    fr: ['mèches', 'balayage', 'babylights'],
    de: ['strähnchen', 'strähnen', 'balayage'],
  },
  {
    en: ['ammonia', 'ammonia-free'],
    es: ['amoniaco', 'amoníaco'],
    pt: ['amoníaco', 'amônia'],
    fr: ['ammoniaque'],
    de: ['ammoniak'],
  },
  {
    en: ['grey hair', 'gray hair', 'grey hairs', 'gray hairs'],
    es: ['canas', 'cana'],
    pt: ['cabelos brancos', 'grisalho', 'grisalhos'],
    fr: ['cheveux blancs', 'cheveux gris'],
    de: ['graue haare', 'grauen haare'],
  },
  // Treatments
  {
    en: ['keratin', 'keratine', 'straightening', 'smoothing', 'brazilian blowout'],
    es: ['keratina', 'queratina', 'alisado', 'alisar', 'alisado de keratina'],
    pt: ['queratina', 'alisamento', 'alisar', 'escova progressiva'],
    fr: ['kératine', 'lissage', 'lisser'],
    de: ['keratin', 'glättung', 'glätten', 'keratinbehandlung'],
  },
  {
    en: ['treatment', 'treatments'],
    es: ['tratamiento', 'tratamientos'],
    pt: ['tratamento', 'tratamentos'],
    fr: ['soin', 'soins', 'traitement'],
    de: ['behandlung', 'behandlungen'],
  },
  {
    en: ['extensions', 'tape-in', 'tape-ins'],
    es: ['extensiones'],
    pt: ['extensões', 'alongamento', 'mega hair'],
    fr: ['extensions', 'rajouts'],
    de: ['extensions', 'haarverlängerung'],
  },
  {
    en: ['patch test', 'skin test', 'allergy test'],
    es: ['prueba de alergia', 'prueba de sensibilidad', 'prueba del tinte'],
    pt: ['teste de alergia', 'teste de sensibilidade', 'prova de toque'],
    fr: ['test d’allergie', 'test allergique', 'test de tolérance', 'touche d’essai'],
    de: ['allergietest', 'verträglichkeitstest', 'hauttest'],
  },
  // Barber
  {
    en: ['barber', 'barbers', 'barbershop'],
    es: ['barbero', 'barberos', 'barbería'],
    pt: ['barbeiro', 'barbeiros', 'barbearia'],
    fr: ['barbier', 'barbiers', 'barbershop'],
    de: ['barbier', 'barbershop', 'herrenfriseur'],
  },
  {
    en: ['beard', 'beards', 'beard trim'],
    es: ['barba', 'barbas', 'arreglo de barba'],
    pt: ['barba', 'barbas'],
    fr: ['barbe', 'barbes'],
    de: ['bart', 'bärte', 'bartpflege'],
  },
  {
    en: ['shave', 'shaves', 'shaving', 'wet shave', 'razor shave'],
    es: ['afeitado', 'afeitar', 'afeitarme', 'afeitado a navaja'],
    pt: ['barbear', 'barbeado', 'barba a navalha'],
    fr: ['rasage', 'raser', 'rasage à l’ancienne'],
    de: ['rasur', 'rasieren', 'nassrasur'],
  },
  {
    en: ['gents', 'gentlemen', 'menswear'],
    es: ['caballero', 'caballeros', 'hombre', 'hombres'],
    pt: ['homem', 'homens', 'masculino'],
    fr: ['homme', 'hommes', 'masculin'],
    de: ['herren', 'männer'],
  },
  // Hands and feet
  {
    en: ['nails', 'nail', 'manicure', 'manicures'],
    es: ['uñas', 'uña', 'manicura', 'manicuras'],
    pt: ['unhas', 'unha', 'manicure', 'manicura'],
    fr: ['ongles', 'ongle', 'manucure'],
    de: ['nägel', 'fingernägel', 'maniküre', 'nageldesign'],
  },
  {
    en: ['pedicure', 'pedicures', 'toenails'],
    es: ['pedicura', 'pedicuras', 'pedicure'],
    pt: ['pedicure', 'pedicura'],
    fr: ['pédicure', 'beauté des pieds'],
    de: ['pediküre', 'fußpflege'],
  },
  {
    en: ['polish', 'nail polish', 'varnish'],
    es: ['esmalte', 'esmaltado', 'pintauñas'],
    pt: ['verniz', 'esmalte', 'esmaltagem'],
    fr: ['vernis', 'vernis à ongles'],
    de: ['nagellack', 'lackieren'],
  },
  {
    en: ['gel polish', 'gel nails', 'gel manicure', 'shellac', 'semi-permanent'],
    es: ['semipermanente', 'esmaltado semipermanente', 'uñas de gel', 'gel'],
    pt: ['verniz gel', 'gelinho', 'unhas de gel', 'semipermanente'],
    fr: ['vernis semi-permanent', 'semi-permanent', 'ongles en gel', 'gel'],
    de: ['shellac', 'gellack', 'gelnägel'],
  },
  // Hair removal, brows and lashes, make-up
  {
    en: ['waxing', 'wax', 'hair removal', 'depilation'],
    es: ['depilación', 'depilar', 'depilarme', 'depiláis', 'cera', 'quitar el vello'],
    pt: ['depilação', 'depilar', 'cera'],
    fr: ['épilation', 'épiler', 'cire'],
    de: ['waxing', 'haarentfernung', 'enthaarung', 'wachs'],
  },
  {
    en: ['eyebrow', 'eyebrows', 'brow', 'brows'],
    es: ['ceja', 'cejas'],
    pt: ['sobrancelha', 'sobrancelhas'],
    fr: ['sourcil', 'sourcils'],
    de: ['augenbraue', 'augenbrauen', 'brauen'],
  },
  {
    en: ['eyelash', 'eyelashes', 'lash', 'lashes', 'lash lift'],
    es: ['pestaña', 'pestañas', 'lifting de pestañas'],
    pt: ['pestana', 'pestanas', 'cílios'],
    fr: ['cils', 'rehaussement de cils'],
    de: ['wimpern', 'wimpernlifting'],
  },
  {
    en: ['makeup', 'make-up'],
    es: ['maquillaje', 'maquillar', 'maquillarme'],
    pt: ['maquilhagem', 'maquiagem', 'maquilhar', 'maquiar'],
    fr: ['maquillage', 'maquiller'],
    de: ['schminken', 'visagistin', 'brautmake-up'],
  },
  {
    en: ['bridesmaid', 'bridesmaids', 'maid of honour', 'maid of honor'],
    es: ['dama de honor', 'damas de honor'],
    pt: ['dama de honor', 'madrinha'],
    fr: ['demoiselle d’honneur', 'demoiselles d’honneur'],
    de: ['brautjungfer', 'brautjungfern', 'trauzeugin'],
  },
  // What salons sell
  {
    en: ['shampoo', 'shampoos'],
    es: ['champú', 'champús', 'champu'],
    pt: ['champô', 'xampu', 'shampoo'],
    fr: ['shampooing', 'shampoing'],
    de: ['shampoo', 'haarshampoo'],
  },
  {
    en: ['conditioner', 'conditioners'],
    es: ['acondicionador', 'acondicionadores'],
    pt: ['condicionador', 'condicionadores'],
    fr: ['après-shampooing', 'après-shampoing', 'revitalisant'],
    de: ['spülung', 'haarspülung', 'conditioner'],
  },
  {
    en: ['mum', 'mom', 'mother', 'mummy', 'mommy'],
    es: ['madre', 'mamá', 'mami'],
    pt: ['mãe', 'mamãe'],
    fr: ['mère', 'maman'],
    de: ['mutter', 'mama', 'mami'],
  },
  // Coming without an appointment
  {
    en: ['walk-in', 'walk-ins', 'walk in', 'drop in', 'pop in', 'without an appointment'],
    es: ['sin cita', 'sin cita previa', 'atender sin cita'],
    pt: ['sem marcação', 'sem marcar', 'sem agendamento'],
    fr: ['sans rendez-vous', 'sans rdv'],
    de: ['ohne termin', 'ohne anmeldung'],
  },
  {
    en: ['amex', 'american express'],
    es: ['amex', 'american express'],
    pt: ['amex', 'american express'],
    fr: ['amex', 'american express'],
    de: ['amex', 'american express'],
  },
];
