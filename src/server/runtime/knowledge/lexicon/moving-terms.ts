import type { TermGroup } from './related-terms.ts';

/**
 * The vocabulary of removal companies, in the widget's languages: a customer asks for "moving
 * boxes" where the company wrote "cartons", for a "furniture lift" where it wrote
 * "monte-meuble", whether "my stuff" is insured where it wrote "vos affaires". Every word of a
 * group is searched, at a lower weight, when a question has one of them. These groups add to
 * those of the other files (moving house, storage, a lift, the stairs, clearing out a flat)
 * and repeat none of them.
 *
 * Source: compiled by hand for this product; no thesaurus or wordnet was copied. Licence: the
 * repository's own terms, like the rest of its code.
 *
 * As in the other groups, each names one thing, and a word that names something else is left
 * out or only listed inside a phrase: "box" alone is also a bike box or a storage box, so the
 * moving boxes are plural; the French "affaires" is also business, so only "mes affaires" and
 * its kin are belongings; "remonter" is also going back up, so reassembling is "remontage".
 */
export const movingTerms: readonly TermGroup[] = [
  {
    en: ['move', 'moving', 'relocation', 'relocating'],
    es: ['mudanza', 'mudanzas', 'mudarse', 'mudarnos'],
    pt: ['mudança de casa', 'mudar de casa', 'fazer a mudança'],
    fr: ['déménagement', 'déménagements', 'déménager'],
    // Austria's "Übersiedlung" is a move
    de: ['umzug', 'umzüge', 'umziehen', 'übersiedlung', 'übersiedeln'],
  },
  {
    en: ['movers', 'mover', 'removal men', 'removalists', 'removal company', 'moving company'],
    es: ['mudanceros', 'empresa de mudanzas', 'operarios de mudanza'],
    pt: ['empresa de mudanças', 'carregadores'],
    fr: ['déménageur', 'déménageurs', 'entreprise de déménagement'],
    de: ['umzugsfirma', 'umzugsunternehmen', 'möbelpacker', 'umzugshelfer'],
  },
  {
    en: ['furniture', 'furnishings'],
    es: ['muebles', 'mobiliario'],
    pt: ['móveis', 'mobília'],
    fr: ['meubles', 'mobilier'],
    de: ['möbel', 'möbelstücke'],
  },
  {
    en: ['belongings', 'my things', 'my stuff', 'our stuff', 'our things', 'possessions'],
    es: ['pertenencias', 'mis cosas', 'nuestras cosas', 'enseres'],
    pt: ['pertences', 'minhas coisas', 'nossas coisas', 'as nossas coisas'],
    fr: ['mes affaires', 'nos affaires', 'vos affaires', 'effets personnels'],
    de: ['meine sachen', 'unsere sachen', 'hab und gut', 'habseligkeiten'],
  },
  {
    en: ['moving boxes', 'cardboard boxes', 'boxes', 'cartons'],
    es: ['cajas', 'cajas de cartón', 'cajas de mudanza'],
    pt: ['caixas', 'caixas de papelão', 'caixas de cartão', 'caixotes'],
    fr: ['cartons', 'cartons de déménagement'],
    de: ['kartons', 'umzugskartons', 'umzugskisten'],
  },
  {
    en: ['bubble wrap', 'packing paper', 'packing tape', 'packing materials', 'wrapping paper'],
    es: ['plástico de burbujas', 'papel de burbujas', 'papel de embalar', 'cinta de embalar'],
    pt: ['plástico bolha', 'papel bolha', 'fita adesiva', 'material de embalagem'],
    fr: ['papier bulle', 'papier bulles', 'film bulle', 'papier d’emballage', 'adhésif'],
    de: ['luftpolsterfolie', 'noppenfolie', 'packpapier', 'klebeband', 'packmaterial'],
  },
  {
    en: ['piano', 'pianos', 'upright piano', 'grand piano'],
    es: ['piano', 'pianos', 'piano de cola'],
    pt: ['piano', 'pianos', 'piano de cauda'],
    fr: ['piano', 'pianos', 'piano droit', 'piano à queue'],
    de: ['klavier', 'klaviere', 'flügel', 'piano'],
  },
  {
    en: ['furniture lift', 'furniture hoist', 'external lift', 'hoist'],
    es: ['elevador de muebles', 'montamuebles', 'plataforma elevadora'],
    pt: ['elevador de mobílias', 'elevador de móveis', 'plataforma elevatória'],
    fr: ['monte-meuble', 'monte-meubles'],
    de: ['möbellift', 'möbelaufzug', 'außenaufzug'],
  },
  {
    en: ['dismantle', 'dismantling', 'disassemble', 'take apart', 'reassemble', 'reassembly'],
    es: ['desmontar', 'desmontaje', 'montaje de muebles'],
    pt: ['desmontar', 'desmontagem', 'montagem de móveis'],
    fr: ['démonter', 'démontage', 'remontage'],
    de: ['demontieren', 'demontage', 'möbel abbauen', 'möbel aufbauen'],
  },
  {
    en: ['volume', 'cubic metres', 'cubic meters', 'm3', 'm³'],
    es: ['volumen', 'metros cúbicos'],
    pt: ['volume', 'metros cúbicos'],
    fr: ['volume', 'mètres cubes', 'cubage'],
    de: ['volumen', 'kubikmeter'],
  },
  {
    en: ['parking permit', 'parking suspension'],
    es: ['permiso de aparcamiento', 'permiso de estacionamiento', 'reserva de aparcamiento'],
    pt: ['licença de estacionamento', 'autorização de estacionamento'],
    fr: ['autorisation de stationnement', 'arrêté de stationnement', 'permis de stationnement'],
    de: ['halteverbot', 'halteverbotszone', 'parkgenehmigung'],
  },
];
