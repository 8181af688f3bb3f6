import type { TermGroup } from './related-terms.ts';

/**
 * The vocabulary of dental clinics, in the widget's languages: a patient asks about "braces"
 * where the owner wrote "ortodoncia", about a "caries" where the price list says "empaste",
 * about killing a tooth's nerve where it says "endodoncia". Every word of a group is searched,
 * at a lower weight, when a question has one of them. These groups add to those of the other
 * files (an appointment, an emergency, insurance, financing) and repeat none of them.
 *
 * Source: compiled by hand for this product; no thesaurus or wordnet was copied. Licence: the
 * repository's own terms, like the rest of its code.
 *
 * As in the other groups, each names one thing, and a word that names something else is left
 * out or only listed inside a phrase: a "cleaning" is also a home's and "limpieza" a cleaning
 * company's, so only "teeth cleaning" and "limpieza dental" are here; "canal" and "nerve" alone
 * name other things; "crown" and "corona" are also a coin and a virus; "fear" and "miedo" alone
 * are any fear.
 */
export const dentalTerms: readonly TermGroup[] = [
  {
    en: ['tooth', 'teeth', 'molar', 'molars'],
    es: ['diente', 'dientes', 'muela', 'muelas'],
    pt: ['dente', 'dentes', 'molar', 'molares'],
    fr: ['dent', 'dents', 'molaire', 'molaires'],
    de: ['zahn', 'zähne', 'backenzahn', 'backenzähne'],
  },
  {
    en: ['dentist', 'dentists', 'dental clinic'],
    es: ['dentista', 'dentistas', 'odontólogo', 'clínica dental'],
    pt: ['dentista', 'dentistas', 'clínica dentária'],
    fr: ['dentiste', 'dentistes', 'cabinet dentaire'],
    de: ['zahnarzt', 'zahnärztin', 'zahnarztpraxis'],
  },
  {
    en: ['toothache', 'tooth pain', 'sore tooth'],
    es: ['dolor de muelas', 'dolor de dientes', 'dolor de muela', 'me duele una muela'],
    pt: ['dor de dente', 'dor de dentes'],
    fr: ['mal de dents', 'rage de dents', 'mal aux dents'],
    de: ['zahnschmerzen', 'zahnweh'],
  },
  {
    en: ['teeth cleaning', 'dental cleaning', 'scale and polish', 'hygienist', 'dental hygiene'],
    es: ['limpieza dental', 'limpieza de boca', 'higiene dental', 'tartrectomía', 'sarro'],
    pt: ['limpeza dentária', 'limpeza dental', 'destartarização', 'higiene oral', 'tártaro'],
    fr: ['détartrage', 'nettoyage dentaire', 'hygiène dentaire', 'tartre'],
    de: ['zahnreinigung', 'professionelle zahnreinigung', 'zahnstein'],
  },
  {
    en: ['filling', 'fillings', 'cavity', 'cavities', 'tooth decay', 'white filling'],
    es: ['empaste', 'empastes', 'caries', 'obturación'],
    pt: ['obturação', 'obturações', 'cárie', 'cáries', 'restauração dentária'],
    fr: ['plombage', 'plombages', 'carie', 'caries', 'obturation'],
    de: ['füllung', 'füllungen', 'plombe', 'karies'],
  },
  {
    en: ['root canal', 'root canal treatment', 'kill the nerve'],
    es: ['endodoncia', 'matar el nervio', 'desvitalizar', 'tratamiento de conducto'],
    pt: ['desvitalização', 'tratamento de canal', 'endodontia', 'matar o nervo'],
    fr: ['dévitalisation', 'traitement de canal', 'dévitaliser'],
    de: ['wurzelbehandlung', 'wurzelkanalbehandlung'],
  },
  {
    en: ['extraction', 'extractions', 'pull a tooth', 'tooth out', 'wisdom tooth', 'wisdom teeth'],
    es: [
      'extracción',
      'extracciones',
      'sacar una muela',
      'quitar una muela',
      'muela del juicio',
      'cordal',
    ],
    pt: ['extração', 'extrações', 'tirar um dente', 'arrancar um dente', 'dente do siso', 'siso'],
    fr: ['extraction', 'extractions', 'arracher une dent', 'dent de sagesse', 'dents de sagesse'],
    de: ['zahn ziehen', 'extraktion', 'weisheitszahn', 'weisheitszähne'],
  },
  {
    en: ['whitening', 'teeth whitening', 'tooth whitening', 'bleaching'],
    es: ['blanqueamiento', 'blanqueamiento dental', 'aclaramiento', 'aclaramiento dental'],
    pt: ['branqueamento', 'branqueamento dentário', 'clareamento', 'clareamento dental'],
    fr: ['blanchiment', 'blanchiment dentaire', 'blanchiment des dents'],
    de: ['bleaching', 'zahnaufhellung', 'aufhellung'],
  },
  {
    en: [
      'braces',
      'orthodontics',
      'orthodontic',
      'orthodontist',
      'aligners',
      'clear aligners',
      'invisalign',
    ],
    es: ['ortodoncia', 'brackets', 'frenos', 'alineadores', 'aparato dental'],
    pt: ['ortodontia', 'aparelho', 'aparelho dentário', 'aparelho invisível', 'alinhadores'],
    fr: ['orthodontie', 'appareil dentaire', 'bagues', 'aligneurs', 'gouttières invisibles'],
    de: ['zahnspange', 'kieferorthopädie', 'aligner', 'zahnschiene'],
  },
  {
    en: ['implant', 'implants', 'dental implant', 'dental implants'],
    es: ['implante', 'implantes', 'implante dental'],
    pt: ['implante', 'implantes', 'implante dentário'],
    fr: ['implant', 'implants', 'implant dentaire'],
    de: ['implantat', 'implantate', 'zahnimplantat'],
  },
  {
    en: ['x-ray', 'x-rays', 'xray', 'panoramic x-ray', 'dental x-ray'],
    es: ['radiografía', 'radiografías', 'panorámica', 'ortopantomografía'],
    pt: ['radiografia', 'radiografias', 'raio-x', 'panorâmica'],
    fr: ['radiographie', 'radiographies', 'radio panoramique', 'panoramique dentaire'],
    de: ['röntgen', 'röntgenbild', 'röntgenaufnahme'],
  },
  {
    en: ['night guard', 'mouth guard', 'bite guard', 'teeth grinding', 'grinding my teeth'],
    es: ['férula', 'férula de descarga', 'bruxismo', 'rechinar los dientes'],
    pt: ['goteira', 'placa de bruxismo', 'bruxismo', 'ranger os dentes'],
    fr: ['gouttière', 'gouttière de bruxisme', 'bruxisme', 'grincer des dents'],
    de: ['aufbissschiene', 'knirscherschiene', 'zähneknirschen', 'bruxismus'],
  },
  {
    en: ['dental crown', 'dental crowns', 'veneer', 'veneers'],
    es: ['funda', 'fundas', 'carilla', 'carillas', 'corona dental'],
    pt: ['coroa dentária', 'faceta', 'facetas'],
    fr: ['couronne dentaire', 'facette', 'facettes'],
    de: ['zahnkrone', 'veneer', 'veneers'],
  },
  {
    en: ['sedation', 'dental anxiety', 'fear of the dentist', 'nervous patients'],
    es: ['sedación', 'miedo al dentista', 'pacientes con miedo', 'ansiedad dental'],
    pt: ['sedação', 'medo do dentista', 'ansiedade dentária'],
    fr: ['sédation', 'peur du dentiste', 'phobie du dentiste'],
    de: ['sedierung', 'zahnarztangst', 'angstpatient', 'angstpatienten'],
  },
];
