import type { TermGroup } from './related-terms.ts';

/**
 * The vocabulary of veterinary clinics, in the widget's languages: an owner asks about "jabs"
 * where the clinic wrote "vaccins", about having a dog "spayed" where it wrote "stériliser",
 * about having one "put to sleep" where it wrote "euthanasie". Every word of a group is
 * searched, at a lower weight, when a question has one of them. These groups add to those of
 * the other files (pets, an emergency, insurance, a prescription's payment, a dog's teeth,
 * whose scaling is a dental clinic's "détartrage" too) and repeat none of them.
 *
 * Source: compiled by hand for this product; no thesaurus or wordnet was copied. Licence: the
 * repository's own terms, like the rest of its code.
 *
 * As in the other groups, each names one thing, and a word that names something else is left
 * out or only listed inside a phrase: the French "puce" is both a flea and a microchip, so the
 * fleas are "puces" and the chip "puce électronique"; "chip" alone is also food; "shots" and
 * "booster" name vaccines only in a vet's words, and are listed so; "fix" is any repair.
 */
export const vetTerms: readonly TermGroup[] = [
  {
    en: ['vet', 'vets', 'veterinarian', 'veterinary', 'vet clinic'],
    es: ['veterinario', 'veterinaria', 'clínica veterinaria'],
    pt: ['veterinário', 'veterinária', 'clínica veterinária'],
    fr: ['vétérinaire', 'vétérinaires', 'véto', 'clinique vétérinaire'],
    de: ['tierarzt', 'tierärztin', 'tierarztpraxis', 'tierklinik'],
  },
  {
    en: ['vaccination', 'vaccinations', 'vaccine', 'vaccines', 'jabs', 'shots', 'booster'],
    es: ['vacuna', 'vacunas', 'vacunación', 'vacunar'],
    pt: ['vacina', 'vacinas', 'vacinação', 'vacinar'],
    fr: ['vaccin', 'vaccins', 'vaccination', 'vacciner', 'rappel', 'rappels'],
    de: ['impfung', 'impfungen', 'impfen', 'auffrischung', 'auffrischimpfung'],
  },
  {
    en: ['neuter', 'neutering', 'neutered', 'spay', 'spaying', 'spayed', 'castration'],
    es: ['esterilizar', 'esterilización', 'castrar', 'castración', 'capar'],
    pt: ['castrar', 'castração', 'esterilizar', 'esterilização'],
    fr: ['stériliser', 'stérilisation', 'castrer', 'castration'],
    de: ['kastrieren', 'kastration', 'sterilisieren', 'sterilisation'],
  },
  {
    en: ['microchip', 'microchipping', 'microchipped', 'chipped'],
    es: ['microchip', 'chip', 'identificación'],
    pt: ['microchip', 'chip', 'identificação eletrónica'],
    fr: ['puce électronique', 'pucer', 'identification'],
    de: ['mikrochip', 'chippen', 'gechippt', 'transponder'],
  },
  {
    en: ['fleas', 'flea', 'ticks', 'worming', 'wormer', 'deworming', 'dewormer'],
    es: ['pulgas', 'garrapatas', 'desparasitar', 'desparasitación'],
    pt: ['pulgas', 'carraças', 'carrapatos', 'desparasitar', 'desparasitação'],
    fr: ['puces', 'tiques', 'vermifuge', 'vermifuger', 'antiparasitaire'],
    de: ['flöhe', 'zecken', 'entwurmen', 'entwurmung', 'wurmkur'],
  },
  {
    en: ['euthanasia', 'put down', 'put to sleep', 'put him down', 'put her down'],
    es: ['eutanasia', 'sacrificar'],
    pt: ['eutanásia', 'abater', 'pôr a dormir'],
    fr: ['euthanasie', 'faire piquer', 'euthanasier'],
    de: ['einschläfern', 'euthanasie', 'erlösen'],
  },
  {
    en: ['cremation', 'cremate', 'cremated', 'ashes'],
    es: ['incineración', 'cremación', 'incinerar', 'cenizas'],
    pt: ['cremação', 'incineração', 'cinzas'],
    fr: ['crémation', 'incinération', 'cendres'],
    de: ['einäscherung', 'kremierung', 'urne'],
  },
  {
    en: ['bad breath', 'smelly breath'],
    es: ['mal aliento', 'halitosis'],
    pt: ['mau hálito', 'halitose'],
    fr: ['mauvaise haleine', 'haleine'],
    de: ['mundgeruch'],
  },
  {
    en: ['grooming', 'groomer', 'dog grooming', 'dog groomer'],
    es: ['peluquería canina', 'baño y corte', 'acicalado'],
    pt: ['tosquia', 'banho e tosquia', 'tosa', 'banho e tosa'],
    fr: ['toilettage', 'toiletteur', 'toiletter'],
    de: ['hundefriseur', 'fellpflege', 'trimmen'],
  },
  {
    en: ['hospitalised', 'hospitalized', 'hospitalisation', 'kept in overnight'],
    es: ['hospitalizado', 'hospitalizada', 'hospitalización', 'ingresado'],
    pt: ['internado', 'internada', 'internamento', 'hospitalização'],
    fr: ['hospitalisation', 'hospitalisé', 'hospitalisée'],
    de: ['stationär', 'stationäre aufnahme'],
  },
  {
    en: ['fasting', 'nil by mouth', 'empty stomach'],
    es: ['ayuno', 'ayunas', 'en ayunas'],
    pt: ['jejum', 'em jejum'],
    // Not "jeûne": without its accent it is "jeune", young
    fr: ['à jeun'],
    de: ['nüchtern'],
  },
  {
    en: ['poisoning', 'poisoned', 'toxic', 'poison'],
    es: ['intoxicación', 'envenenamiento', 'tóxico', 'veneno'],
    pt: ['intoxicação', 'envenenamento', 'tóxico', 'veneno'],
    fr: ['intoxication', 'empoisonnement', 'toxique', 'poison'],
    de: ['vergiftung', 'giftig', 'vergiftet'],
  },
  {
    en: ['pet passport', 'eu pet passport', 'animal health certificate'],
    es: ['pasaporte europeo', 'pasaporte para mascotas'],
    pt: ['passaporte europeu', 'passaporte para animais'],
    fr: ['passeport européen', 'passeport pour animaux'],
    de: ['eu-heimtierausweis', 'heimtierausweis'],
  },
];
