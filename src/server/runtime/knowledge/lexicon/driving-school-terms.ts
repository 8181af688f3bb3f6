import type { TermGroup } from './related-terms.ts';

/**
 * The vocabulary of driving schools, in the widget's languages: a learner asks about a "driving
 * lesson" where the owner wrote "leçon", about a "crash course" where it says "stage accéléré",
 * about having "failed my test" where it says "si je rate l'examen", about a "compte formation"
 * where it says "CPF". Every word of a group is searched, at a lower weight, when a question has
 * one of them. These groups add to those of the other files (a licence, a motorbike, a manual or
 * automatic gearbox, a package, a cancellation) and repeat none of them.
 *
 * Source: compiled by hand for this product; no thesaurus or wordnet was copied. Licence: the
 * repository's own terms, like the rest of its code.
 *
 * As in the other groups, each names one thing, and a word that names something else is left
 * out or only listed inside a phrase: "repasser" is also ironing, so only "repasser l'examen";
 * a "failed" payment is no failed test, and a "suspendido" licence no failed one; "pick up" is
 * also a rental car's; an "heure de conduite" is a lesson, but its "heure" would take a
 * question about opening hours.
 */
export const drivingSchoolTerms: readonly TermGroup[] = [
  {
    en: ['driving lesson', 'driving lessons', 'lesson', 'lessons'],
    es: ['clase de conducir', 'clases de conducir', 'clase práctica', 'clases prácticas'],
    pt: ['aula de condução', 'aulas de condução', 'aula prática', 'aulas práticas'],
    fr: ['leçon', 'leçons', 'leçon de conduite', 'leçons de conduite', 'cours de conduite'],
    de: ['fahrstunde', 'fahrstunden', 'übungsstunde'],
  },
  {
    en: ['intensive course', 'crash course', 'fast-track course', 'intensive'],
    es: ['curso intensivo', 'intensivo'],
    pt: ['curso intensivo', 'intensivo'],
    fr: ['stage accéléré', 'permis accéléré', 'stage intensif', 'formation accélérée', 'accéléré'],
    de: ['intensivkurs', 'ferienkurs', 'crashkurs', 'intensivausbildung'],
  },
  {
    en: ['failed my test', 'failed the test', 'failed my driving test', 'retake', 'resit'],
    es: ['suspendí el examen', 'suspender el examen', 'repetir el examen'],
    pt: ['chumbei', 'chumbar', 'chumbei no exame', 'reprovei', 'repetir o exame'],
    fr: ['rate l’examen', 'raté l’examen', 'rater l’examen', 'repasser l’examen', 'recalé'],
    de: ['durchgefallen', 'wiederholungsprüfung', 'prüfung wiederholen'],
  },
  // France's personal training account, which pays for a licence
  {
    en: ['training account', 'personal training account', 'cpf'],
    es: ['cuenta de formación', 'cuenta personal de formación'],
    pt: ['conta de formação', 'conta pessoal de formação'],
    fr: ['cpf', 'compte formation', 'compte personnel de formation'],
    de: ['bildungskonto', 'weiterbildungskonto'],
  },
  // Being fetched for a lesson, not a rental car's pick-up
  {
    en: ['pick me up', 'pick you up', 'collect me'],
    es: ['recogerme', 'pasar a buscarme', 'me recogéis'],
    pt: ['ir buscar-me', 'me buscar', 'vir buscar-me'],
    fr: ['venir me chercher', 'me récupérer', 'me recup', 'venir chercher'],
    de: ['mich abholen', 'holt ihr mich ab', 'abgeholt werden'],
  },
];
