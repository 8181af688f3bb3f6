import type { WidgetLanguage } from '@shared/webchat.ts';
import { chatSpeak } from './lexicon/chat-speak.ts';
import {
  compoundPartWords,
  folded,
  lexiconPhrases,
  listedLanguages,
  listedSpelling,
  type RelatedWord,
  relatedWords,
} from './lexicon/related-words.ts';
import { MISSPELLING_WEIGHT } from './match-score.ts';
import { numberWords } from './lexicon/number-words.ts';
import { joinSeparableVerbs } from './separable-verbs.ts';
import { wordSeparators } from './word-stems.ts';

/**
 * The words of a customer's question that say what it is about. PostgreSQL's stop words
 * drop "what", "are", "your"; questions also carry words that ask without naming a topic
 * ("much", "need", "tell me"), which no knowledge says and which would otherwise count as
 * unanswered. Chat abbreviations are read as the words they stand for ("2moro", "vc"), and
 * each word comes with its related words in the widget's languages: customers ask for a
 * "cost" where the knowledge says "price", or "precio".
 */
const fillerWords = new Set([
  // English
  'much',
  'many',
  'need',
  'want',
  'tell',
  'know',
  'please',
  'like',
  'get',
  'hi',
  'hiya',
  'hello',
  'hey',
  'thanks',
  'thank',
  'would',
  'could',
  'also',
  'anything',
  'something',
  'there',
  'any',
  'way',
  'possible',
  'able',
  'guys',
  'ok',
  'okay',
  'wondering',
  'question',
  'per',
  'mine',
  'yours',
  // English words that carry a sentence, not its topic
  'well',
  'while',
  'still',
  'just',
  'now',
  'yet',
  'really',
  'actually',
  'maybe',
  'perhaps',
  'probably',
  'already',
  'again',
  'even',
  'ever',
  'never',
  'always',
  'usually',
  'often',
  'sometimes',
  'quite',
  'rather',
  'pretty',
  'kind',
  'sort',
  'thing',
  'things',
  'everything',
  'someone',
  'somebody',
  'anyone',
  'anybody',
  'one',
  'lot',
  'lots',
  'bit',
  'sure',
  'exactly',
  'roughly',
  'approximately',
  'around',
  'about',
  'guess',
  'think',
  'say',
  'said',
  'ask',
  'asking',
  'wonder',
  'let',
  'us',
  'go',
  'going',
  'gonna',
  'wanna',
  'got',
  'make',
  'take',
  // "spend a day in Sevilla": where the time goes; and no misspelt "send"
  'spend',
  'spending',
  'spent',
  'do',
  'does',
  'did',
  'done',
  'come',
  'see',
  'look',
  'looking',
  // "keep it for a month", "keep driving": how long, or going on with what is asked
  'keep',
  'help',
  // The irregular past of those verbs, which no ending tells ("something came up")
  'came',
  'went',
  'gone',
  'took',
  'taken',
  'made',
  'saw',
  'seen',
  'thought',
  'knew',
  'known',
  'told',
  'kept',
  // Adverbs of a story around the question ("honestly", "ideally", "instead")
  'honestly',
  'ideally',
  'anymore',
  'instead',
  'along',
  'completely',
  'everyone',
  'nobody',
  'everywhere',
  'properly',
  'put',
  // Who someone is, in a story around the question ("my husband is American"), in the widget's
  // languages; not the nationalities that name a language ("English", "Spanish")
  'american',
  'americans',
  'irish',
  'scottish',
  'canadian',
  'australian',
  'américain',
  'américaine',
  'américains',
  'irlandais',
  'irlandaise',
  'écossais',
  'écossaise',
  'canadien',
  'canadienne',
  'amerikaner',
  'amerikanerin',
  'amerikanisch',
  'amerikanische',
  'amerikanischen',
  'amerikanischer',
  'ire',
  'irin',
  'schotte',
  'schottin',
  'kanadier',
  'kanadierin',
  'americano',
  'americana',
  'estadounidense',
  'irlandés',
  'irlandesa',
  'escocés',
  'escocesa',
  'canadiense',
  'irlandês',
  'escocês',
  'canadense',
  'canadiano',
  // and in-laws ("es para mi suegro", "mein Schwager meint"; `inLaws` for those of two words)
  'suegro',
  'suegra',
  'suegros',
  'sogro',
  'sogra',
  'sogros',
  'schwiegermutter',
  'schwiegervater',
  'schwiegereltern',
  'schwager',
  'schwägerin',
  // Spanish
  'hola',
  'quiero',
  'quisiera',
  'necesito',
  'saber',
  'puedo',
  'pueden',
  'puede',
  'dicho',
  'gracias',
  'favor',
  'por',
  'decir',
  'algún',
  'alguna',
  'algun',
  'alguien',
  'cuánto',
  'cuanto',
  'cuánta',
  'cuanta',
  'hay',
  'tienen',
  'tiene',
  'qué',
  'cuál',
  'cual',
  'cómo',
  'como',
  'dónde',
  'donde',
  'cuándo',
  'cuando',
  'mío',
  'mía',
  'hacéis',
  'haceis',
  'hacen',
  'hacer',
  'hago',
  'mientras',
  'también',
  'tambien',
  'todavía',
  'todavia',
  'aún',
  'ya',
  'siempre',
  'nunca',
  'quizás',
  'quizas',
  'quizá',
  'algo',
  'cosa',
  'cosas',
  'bien',
  'vale',
  'ahora',
  'entonces',
  'pues',
  'oye',
  'buenas',
  'buenos',
  // Words English's stop words say (after, before, during, about, between, same, other, only,
  // very, too, here, there, then, even) where the stemmer of the language keeps them
  'después',
  'despues',
  'antes',
  'mismo',
  'misma',
  'gleiche',
  'gleichen',
  'gleicher',
  'selbe',
  'selben',
  'sólo',
  'aquí',
  'allí',
  'alli',
  'luego',
  'además',
  'ademas',
  'incluso',
  'según',
  'segun',
  // "por la tarde" and "mais tarde": the Spanish stemmer reads "tarde" as "tarda", takes long
  'tarde',
  'tardes',
  'ayuda',
  'ayudar',
  'pregunta',
  'preguntar',
  // Portuguese, French and German: the same words that ask without naming a topic
  'muitos',
  'muita',
  'muitas',
  'precisa',
  'precisamos',
  'queremos',
  'sei',
  'sabe',
  'dizer',
  'diga',
  'algum',
  'alguma',
  'alguns',
  'algumas',
  'alguém',
  'alguem',
  'ninguém',
  'tudo',
  'possível',
  'possivel',
  'poder',
  'podemos',
  'consigo',
  'consegue',
  'ir',
  'vou',
  'vai',
  'vamos',
  'fazer',
  'faz',
  'fazem',
  'ver',
  'ajudar',
  'perguntar',
  'acho',
  'realmente',
  'apenas',
  'provavelmente',
  'exatamente',
  'cerca',
  'pra',
  'pro',
  'mim',
  'aí',
  'ai',
  'aqui',
  'lá',
  'gente',
  'pessoal',
  'tipo',
  'beaucoup',
  'besoin',
  'voulons',
  'vouloir',
  'savoir',
  'sais',
  'sait',
  'dire',
  'dites',
  'quelque',
  'quelqu',
  'tout',
  'tous',
  'toute',
  'pouvoir',
  'pouvons',
  'aller',
  'vais',
  'va',
  'allons',
  'allez',
  'faire',
  'fais',
  'fait',
  'faites',
  'voir',
  'aider',
  'aide',
  'demander',
  'pense',
  'vraiment',
  'probablement',
  'exactement',
  'environ',
  'souvent',
  'ici',
  'là',
  'assez',
  // "il paraît que", apparently
  'paraît',
  'parait',
  'coucou',
  'viele',
  'brauche',
  'brauchen',
  'braucht',
  'möchten',
  'mochten',
  'wissen',
  'weiß',
  'weiss',
  'sagen',
  'jemand',
  'niemand',
  'irgendwie',
  'irgendwas',
  'irgendein',
  'sache',
  'sachen',
  'möglich',
  'moglich',
  'könnt',
  'konnt',
  'gehen',
  'geht',
  'gehts',
  'macht',
  'mache',
  'sehen',
  'helfen',
  'hilfe',
  'frage',
  'fragen',
  'glaube',
  'denke',
  'wirklich',
  'eigentlich',
  // "wieviel" joins the stop words "wie viel"; "einfach", "ein paar", "zusammen" (just, a
  // couple, together) as English's "just", and a story's "dass", "gerade", "seit", "kaum",
  // "sowas" (that, just now, since, hardly, something like it)
  'wieviel',
  'wieviele',
  'einfach',
  'paar',
  'zusammen',
  'dass',
  'gerade',
  'seit',
  'kaum',
  'sowas',
  'bräuchten',
  // "kümmern Sie sich um …?" (do you see to …?) asks about what follows it, as "vous
  // occupez-vous de …?" does. Not Portuguese "tratam", which also ends a question as its only
  // verb ("o registo, são vocês que tratam?")
  'kümmern',
  'kümmert',
  'occupez',
  'wahrscheinlich',
  'genau',
  'ungefähr',
  'ungefahr',
  'etwa',
  'circa',
  'oft',
  'manchmal',
  'hier',
  'bisschen',
  'gerne',
  'gern',
  'ja',
  'nein',
  'leute',
  'habt',
  'gibts',
  'geben',
  'bekommen',
  'bekomme',
  'kriege',
  'kriegen',
  // Portuguese, French and German courtesies, as chat abbreviations spell them out, and
  // Portuguese's "ter" (to have), "um pouco" (a bit), "né" and "daí" (right?, so), as English's
  // "have" and "so"
  'ter',
  'pouco',
  'né',
  'daí',
  'olá',
  'ola',
  'oi',
  'obrigado',
  'obrigada',
  'valeu',
  'também',
  'tambem',
  'ainda',
  'já',
  'enquanto',
  'sempre',
  'nunca',
  'talvez',
  'coisa',
  'coisas',
  'bem',
  'agora',
  'então',
  'entao',
  'depois',
  'durante',
  'sobre',
  'mesmo',
  'mesma',
  'outro',
  'outra',
  'outros',
  'ali',
  'além',
  'alem',
  'quero',
  'queria',
  'gostaria',
  'gostava',
  'procuro',
  'preciso',
  'posso',
  'podem',
  'pode',
  'vocês',
  'voces',
  'você',
  'voce',
  'tem',
  'têm',
  'quanto',
  'quanta',
  'qual',
  'quais',
  'onde',
  'quando',
  'bom',
  'boa',
  'ajuda',
  'aussi',
  'après',
  'apres',
  'avant',
  'entre',
  'jusqu',
  'très',
  'trop',
  'seulement',
  'même',
  'meme',
  'autre',
  'autres',
  'encore',
  'déjà',
  'deja',
  'pendant',
  // Belgian French: within
  'endéans',
  'toujours',
  'jamais',
  'peut',
  'peux',
  'pouvez',
  'voudrais',
  'veux',
  'combien',
  'quel',
  'quelle',
  'quels',
  'quelles',
  'où',
  'quand',
  'comment',
  'chose',
  'choses',
  'bien',
  'maintenant',
  'alors',
  'auch',
  'noch',
  'schon',
  'während',
  'solange',
  'bevor',
  'immer',
  'vielleicht',
  'sogar',
  'etwas',
  'gut',
  'mal',
  'jetzt',
  'dann',
  'möchte',
  'mochte',
  'würde',
  'wär',
  'wäre',
  'wären',
  'wurde',
  'kann',
  'können',
  'konnen',
  'könnten',
  'wie',
  'viel',
  'wann',
  'wo',
  'welche',
  'welcher',
  'gibt',
  'guten',
  'salut',
  'bonjour',
  'bonsoir',
  'merci',
  'plaît',
  'plait',
  'hallo',
  'moin',
  'servus',
  'grüezi',
  'hoi',
  'mitenand',
  'gruezi',
  'vielmal',
  'danke',
  'bitte',
  'liebe',
  'grüße',
  'grüßen',
  'gruß',
  'freundlichen',
  // Sign-offs, and the Alemannic "gell?" that asks for a nod ("…, gell?")
  'regards',
  'cheers',
  'saludos',
  'atentamente',
  'abraço',
  'abraços',
  'beijos',
  'cordialement',
  'bises',
  'bisous',
  'gell',
  'gelle',
  // Apologies and laughter, and a Flemish customer's greeting, which frame a message ("sth came
  // up, sorry", "its my first year here lol")
  'sorry',
  'désolé',
  'désolée',
  'perdón',
  'perdona',
  'disculpa',
  'disculpe',
  'desculpa',
  'desculpe',
  'entschuldigung',
  'lol',
  'haha',
  'hahaha',
  'jaja',
  'jajaja',
  'mdr',
  'kkk',
  'kkkk',
  'rsrs',
  'goeiedag',
  'goedemorgen',
  'goedendag',
  // "Problem", "great" and "all" in a story around the question ("I'm not great with a stick
  // shift. Will that be a problem?", "a ilha toda"), and Brazilian "dá pra" (can one), "quiser"
  // and "como faço" (if I want, how do I), as English's "want" and "how"
  'problem',
  'problems',
  'problema',
  'problemas',
  'problème',
  'problèmes',
  'great',
  'toda',
  'todas',
  'tudo',
  'toutes',
  // "All" of a time or a thing, as "all" is: "for a whole month". Not the German "ganze": with
  // it, two more answers came from an unrelated source ("nicht das ganze Geld auf einmal")
  'whole',
  'entire',
  'entier',
  'entière',
  'entero',
  'entera',
  'inteiro',
  'inteira',
  'dá',
  'quiser',
  'quisermos',
  'faço',
  // "Every", as English's "each" and German's "jede" are stop words ("the same cleaning lady
  // every week"): the unit of time says how often. Not the French "chaque" or the Spanish and
  // Portuguese "cada": with them, one more answer came from an unrelated source.
  'every',
  // French "want", "would like", "could", "know", "tell" and "looking for", as English's
  'voulez',
  'veut',
  'aimerais',
  'aimerions',
  'souhaite',
  'souhaitons',
  'souhaiterais',
  'pourriez',
  'pourrais',
  'pourrait',
  'savez',
  'dis',
  'dit',
  'cherche',
  'depuis',
  'rien',
  'partout',
  // French "need" ("faut-il"), "why" and "take" ("vous prenez la carte ?"), as English's
  'faut',
  'faudra',
  'faudrait',
  'pourquoi',
  'prendre',
  'prenez',
  'prends',
  'prend',
  // "To come", as English's "come" above: "mon chien peut venir ?" asks about the dog
  'venir',
  'viens',
  'vient',
  'venez',
  'viennent',
  'vengo',
  'venimos',
  'vir',
  'venho',
  'vem',
  'vêm',
  'venís',
  'venis',
  'vienen',
  'vengáis',
  'kommen',
  'komme',
  'komm',
  'kommt',
  // "Live", as "vivo" and "moro" below: "j'habite en Vendée" says where the customer lives
  'habite',
  'habitons',
  // German "look" and "want", as English's: "wollt ma gucken kommn"
  'gucken',
  'gucke',
  'guckt',
  'schauen',
  'schaue',
  'schaut',
  'wollt',
  'wollte',
  'wollten',
  // "Bring", as "come": "Can I bring my dog in the car?" asks whether dogs are allowed. The
  // other languages' words for it ("traer", "apporter", "mitbringen") changed no answer of the
  // tuning sets, and are left as words of the question.
  'bring',
  // "Unfortunately", "or rather", "because of" and colloquial "get", which tell how, not what,
  // is asked; "wegen" would otherwise be read as a misspelt "Wagen" (a car)
  'unfortunately',
  'lamentablemente',
  'desafortunadamente',
  'infelizmente',
  'malheureusement',
  'leider',
  'beziehungsweise',
  'wegen',
  'krieg',
  'kriege',
  'kriegen',
  'kriegt',
  // German "do" and "make" as English's, and words that tell how, not what, is asked
  'mach',
  'mache',
  'machen',
  'macht',
  'machst',
  // "darf ich…?", "may I", as English's "may" and "can" are stop words; "selber" as "selbst"
  'darf',
  'darfst',
  'dürfen',
  'dürft',
  'selber',
  // "machen lassen": having something done, as English's "get it done"
  'lassen',
  'lasse',
  'lässt',
  'müssen',
  'beim',
  'dabei',
  'drauf',
  'darauf',
  'überhaupt',
  'trotzdem',
  'worden',
  // "Without" and "less", whose words in the other languages are stop words ("sin cita")
  'without',
  'less',
  // "Somewhere", "live", "although" and "none" frame a question in any of the languages
  'somewhere',
  'anywhere',
  'vivo',
  'vivimos',
  'moro',
  'moramos',
  'aunque',
  'embora',
  'ninguno',
  'ninguna',
  'nenhum',
  'vosotros',
  'vosotras',
  'interesa',
  'escribo',
  'fica',
  'ficar',
  'ficam',
  // French "have", "that", "just" and "must", as English's
  'avoir',
  'ça',
  'juste',
  'dois',
  'doit',
  'devez',
  // Pronouns, demonstratives and particles the languages' stop word lists lack, as English's
  // has them ("they", "this", "which", "who", "why", "yes"): French lists "le" and "il" but
  // not "les" and "ils", so "Les animaux sont-ils acceptés ?" weighed "ils" as much as
  // "animaux", and a Q&A asking "Puis-je …?" wanted a "puis" no customer writes. Not "plus",
  // "hors" or "bon", which name things ("en plus", "hors horaires", "bon d'achat"), nor "tan"
  // or "may", which are English words too.
  'les',
  'ils',
  'elles',
  'leurs',
  'cette',
  'cet',
  'ceux',
  'celle',
  'celles',
  'celui',
  'ceci',
  'cela',
  'dont',
  'quoi',
  'lorsque',
  'puis',
  'donc',
  'lequel',
  'laquelle',
  'lesquels',
  'lesquelles',
  'voici',
  'voilà',
  'oui',
  'usted',
  'ustedes',
  'aquel',
  'aquella',
  'quién',
  'pois',
  'porque',
  'sim',
  'tão',
  'wer',
  'warum',
  'eben',
  'yes',
  'might',
  'must',
  'shall',
  // "without" and "less", as "without" and "less" above
  'sans',
  'moins',
  'menos',
  'weniger',
  // German prepositions joined to their article ("übers Wochenende", "fürs Baby"), stop words
  // as their parts are; "übers" spelled without its umlaut is no Uber
  'übers',
  'fürs',
  'ums',
  'aufs',
  'durchs',
  'vors',
  'unters',
  'hinters',
  // "If", "to be" and "to happen" frame a question in every language ("what happens if", "¿qué
  // pasa si…?", "que se passe-t-il si…?", "tem de ser devolvido"), and none of them is a stop
  // word in all five. The French "passe" is also the "mot de passe" a customer gives: that
  // phrase is the lexicon's, read whole.
  'if',
  'si',
  'se',
  'ser',
  'sido',
  'être',
  'happen',
  'happens',
  'happened',
  'pasa',
  'pasaría',
  'ocurre',
  'sucede',
  'acontece',
  'aconteceu',
  'passiert',
  'geschieht',
  'passe',
  'find',
]);

/**
 * English inflects the verbs that frame a question ("What happens if something gets broken?",
 * "My car needs…", "making", "asked"): a word with an ending is a filler when the word it ends
 * is one, as listing every form would miss some. The base must be three letters or more, so
 * that a short word of another language ("dos") is not read as English ("do").
 */
const englishEndings = /(?:s|es|ed|d|ing)$/u;
const FILLER_BASE_MIN_LENGTH = 3;

function inflectedFiller(word: string) {
  const ending = englishEndings.exec(word);
  if (!ending) return false;
  const base = word.slice(0, ending.index);
  return [base, `${base}e`, base.replace(/(\p{L})\1$/u, '$1')].some(
    (form) => form.length >= FILLER_BASE_MIN_LENGTH && fillerWords.has(form),
  );
}

/** Whether `word` (lower case) asks without naming a topic: "much", "tell", "cuánto". */
export const isFiller = (word: string) => fillerWords.has(word) || inflectedFiller(word);

/**
 * At most this many words of a message are read, stop words included (they are told apart only
 * once stemmed): a customer's few sentences of story and the question that ends them, about
 * half of them words that say what it is about. At 24 the question itself was cut off ("… Darf
 * ich damit bei Ihnen überhaupt eine Probefahrt machen?"); a longer message is not a question.
 */
const QUESTION_WORDS_MAX = 48;

export type QuestionWord = {
  word: string;
  related: readonly RelatedWord[];
  /**
   * Written in capitals in a message that is not: an abbreviation or a name ("NIE", the
   * foreigner's number in Spain; "AU", the German exhaust test), not another language's stop
   * word.
   */
  capitals?: boolean;
  /**
   * The listed word this one may be a typing slip of, with its related words, and the languages
   * it is listed in: a slip only in a question in one of them, or in no language told, as the
   * French "mange" (eats) is no misspelt German "Mangel" and the Spanish "falta" no "fala".
   */
  typo?: { languages: ReadonlySet<WidgetLanguage>; related: readonly RelatedWord[] };
  /**
   * The lexicon phrase the word is part of ("be" of "be in"): where none of the phrase's words
   * tells anything alone (each is a stop word), the phrase does.
   */
  partOf?: string;
};

/** A question word's related words, a typing slip's among them, whatever the question's language. */
export const everyRelated = ({ related, typo }: QuestionWord): readonly RelatedWord[] => [
  ...related,
  ...(typo?.related ?? []),
];

/** A message with at least this share of its letters in capitals shouts: its capitals name nothing. */
const SHOUTED_SHARE = 0.5;

/** The words of two letters or more a message writes in capitals, lower case. */
function capitalWords(question: string): Set<string> {
  const letters = question.match(/\p{L}/gu) ?? [];
  const upper = letters.filter((letter) => /\p{Lu}/u.test(letter)).length;
  if (letters.length === 0 || upper / letters.length >= SHOUTED_SHARE) return new Set();
  return new Set(
    (question.normalize('NFKC').match(/(?<![\p{L}\p{N}])\p{Lu}{2,}(?![\p{L}\p{N}])/gu) ?? []).map(
      (word) => word.toLowerCase(),
    ),
  );
}

/**
 * The verbs after "how old" that ask what one must be ("how old do I have to be?"), not how old
 * a thing is ("how old is the car?").
 */
const oneMust = '(?:do|does|must|should|would|will|need|needs|have|has|can)';

/** What a way of asking asks for, whatever its words: a price, a duration, a place… */
export type AskedKind =
  | 'price'
  | 'duration'
  | 'acceptance'
  | 'location'
  | 'hours'
  | 'afterHours'
  | 'availability'
  | 'age';

/**
 * Ways of asking that name a topic without its word: "how much is a deep clean?" asks for a
 * price. Each says what kind of thing it asks for, and adds the word it stands for to the
 * question unless its own words already name it ("¿cuánto cuesta…?").
 */
/** The word "how long" stands for in a question, and the units of time answer (answeringWords). */
const DURATION = 'duration';
/** "Combien de temps", and SMS French's "cb de tps" ("cb" alone is also the bank card). */
const combienDeTemps = '(?:combien|cb) de (?:temps|tps)';
/** "¿Cuánto (me) sale…?" asks a price with a verb that otherwise leaves ("sale el ferry"). */
const cuantoSale = 'cu[aá]nto (?:me |nos )?salen?';
/** "Ça tourne autour de combien ?": roughly how much. */
const turnsAround = '(?:tourne|tournent) autour de';
/** From how many years on, an age: "ab wie viel Jahren", "a partir de cuántos años". */
const fromYearsDe = '(?:ab|mit) wie ?viele?n? jahren';
const fromYearsEs = '(?:a partir de|desde|con) cu[aá]ntos años';
const fromYearsPt = '(?:a partir de|desde|com) quantos anos';

const askingPhrases: readonly (readonly [RegExp, string | null, AskedKind])[] = [
  [/\bhow much\b(?! time)/u, 'price', 'price'],
  [/\bhow long\b/u, DURATION, 'duration'],
  [/\bdo (?:you|u) take\b/u, 'accept', 'acceptance'],
  // "Vous prenez la carte ?" asks what is accepted; "combien vous prenez" asks a price (below)
  [
    /(?<!combien )(?<!\p{L})(?:vous prenez|prenez-vous|tu prends)(?!\p{L})/u,
    'acceptez',
    'acceptance',
  ],
  // The cheapest of something is its price; "cheaper for students?" asks for a discount
  [/\b(?:cheapest|least expensive)\b/u, 'price', 'price'],
  [/(?<!\p{L})(?:le|la|les) moins ch(?:er|[eè]re|ers|[eè]res)(?!\p{L})/u, 'prix', 'price'],
  [/(?<!\p{L})(?:el|la|los|las) m[aá]s barat[oa]s?(?!\p{L})/u, 'precio', 'price'],
  [/(?<!\p{L})(?:o|a|os|as) mais barat[oa]s?(?!\p{L})/u, 'preço', 'price'],
  [/(?<!\p{L})(?:am günstigsten|günstigste[nrs]?|billigste[nrs]?)(?!\p{L})/u, 'preis', 'price'],
  // SMS French writes "c’est" as "c": "c combien ?"
  [/\bc(?:['’ ]est)? combien\b|\bcombien pour\b/u, 'prix', 'price'],
  // "Ça tourne autour de combien ?": roughly how much
  [new RegExp(`(?<!\\p{L})${turnsAround} combien(?!\\p{L})`, 'u'), 'prix', 'price'],
  [/\bwie teuer\b/u, 'preis', 'price'],
  // A verb that names the price or the length of time ("cuesta", "demora", "dauert") adds no
  // word; "how much is" and "how much time" add theirs, as in English
  [/(?<!\p{L})cu[aá]nto (?:es|son|ser[ií]a|saldr[ií]a)(?!\p{L})/u, 'precio', 'price'],
  [new RegExp(`(?<!\\p{L})${cuantoSale}(?!\\p{L})`, 'u'), 'precio', 'price'],
  [/(?<!\p{L})quanto (?:é|sai|seria|ficaria)(?!\p{L})/u, 'preço', 'price'],
  [/(?<!\p{L})co[uû]te(?:nt)? combien(?!\p{L})/u, null, 'price'],
  [/(?<!\p{L})wie ?viel (?:ist|sind|wäre|waere|macht)(?!\p{L})/u, 'preis', 'price'],
  [
    /(?<!\p{L})cu[aá]nto (?:cuesta|cuestan|costar[ií]an?|vale|valen|cobr[aá]is|cobran|cobra)(?!\p{L})/u,
    null,
    'price',
  ],
  [/(?<!\p{L})quanto (?:custa|custam|vale|valem|cobram|cobra|fica|ficam)(?!\p{L})/u, null, 'price'],
  [
    /(?<!\p{L})combien (?:co[uû]te|co[uû]tent|[çc]a co[uû]te|vous prenez|prenez-vous)(?!\p{L})/u,
    null,
    'price',
  ],
  [/(?<!\p{L})(?:was|wie ?viel) (?:kostet|kosten)(?!\p{L})/u, null, 'price'],
  // "Cuánto tiempo se tarda" says the duration with its verb already: the verb is its word
  [
    /(?<!\p{L})cu[aá]nto tiempo (?:se )?(?:tarda|tardan|tard[aá]is|dura|duran|lleva|llevan)(?!\p{L})/u,
    null,
    'duration',
  ],
  [/(?<!\p{L})cu[aá]nto tiempo(?!\p{L})(?! (?:se )?(?:tard|dur|llev))/u, 'duración', 'duration'],
  [/(?<!\p{L})cu[aá]nto (?:tarda|tardan|tard[aá]is|dura|duran)(?!\p{L})/u, null, 'duration'],
  [/(?<!\p{L})quanto tempo (?:demora|demoram|leva|levam|dura|duram)(?!\p{L})/u, null, 'duration'],
  [/(?<!\p{L})quanto tempo(?!\p{L})(?! (?:demor|lev|dur))/u, 'duração', 'duration'],
  [/(?<!\p{L})quanto (?:demora|demoram|leva|levam|dura|duram)(?!\p{L})/u, null, 'duration'],
  [
    new RegExp(`(?<!\\p{L})${combienDeTemps} (?:dure|durent|prend|prennent)(?!\\p{L})`, 'u'),
    null,
    'duration',
  ],
  [new RegExp(`(?<!\\p{L})${combienDeTemps}(?!\\p{L})(?! (?:dur|pren))`, 'u'), 'durée', 'duration'],
  [/(?<!\p{L})wie lange?(?!\p{L})/u, 'dauer', 'duration'],
  [/\bhow much time\b/u, DURATION, 'duration'],
  [/(?<!\p{L})wie ?viel zeit (?:dauert|dauern|braucht|brauchen)(?!\p{L})/u, null, 'duration'],
  [/(?<!\p{L})wie ?viel zeit(?!\p{L})(?! (?:dauer|brauch))/u, 'dauer', 'duration'],
  // Whether a car or an item the customer saw is still there to buy
  [/\bnoch zu haben\b/u, 'verfügbar', 'availability'],
  [/\bstill for sale\b/u, 'available', 'availability'],
  [
    /(?<!\p{L})(?:todavía|todavia|aún|aun|sigue) (?:está |esta )?a la venta(?!\p{L})/u,
    'disponible',
    'availability',
  ],
  [/(?<!\p{L})ainda (?:está |esta )?(?:à|a) venda(?!\p{L})/u, 'disponível', 'availability'],
  [/(?<!\p{L})(?:encore|toujours) (?:à|a) vendre(?!\p{L})/u, 'disponible', 'availability'],
  // How old one must be: an age, which the question does not name
  [new RegExp(`\\bhow old ${oneMust}\\b`, 'u'), 'age', 'age'],
  [/(?<!\p{L})wie alt (?:muss|müssen|muß|sollte|sollten|darf|dürfen)(?!\p{L})/u, 'alter', 'age'],
  [new RegExp(`(?<!\\p{L})${fromYearsDe}(?!\\p{L})`, 'u'), 'alter', 'age'],
  [new RegExp(`(?<!\\p{L})${fromYearsEs}(?!\\p{L})`, 'u'), 'edad', 'age'],
  [new RegExp(`(?<!\\p{L})${fromYearsPt}(?!\\p{L})`, 'u'), 'idade', 'age'],
  [
    /(?<!\p{L})cu[aá]ntos años (?:hay que|tengo que|tiene que|tienes que|necesito|debo|se necesitan?)(?!\p{L})/u,
    'edad',
    'age',
  ],
  [
    /(?<!\p{L})quantos anos (?:tenho de|tenho que|tem de|tem que|(?:é|e) preciso|preciso|devo)(?!\p{L})/u,
    'idade',
    'age',
  ],
];

/**
 * "How long" and "how much time" ask a duration, "how old" and "ab wie viel Jahren" an age and
 * "¿cuánto sale?" a price, which the phrases above add; their "long", "time", "old", "Jahren"
 * and "sale", which a knowledge that says how long something takes, how old one must be or what
 * it costs seldom writes, are no words of the question.
 */
const askingKindOnly = new RegExp(
  `(?<!\\p{L})(?:${fromYearsDe}|${fromYearsEs}|${fromYearsPt}|how long|how much time|${turnsAround}(?= combien)|quanto tempo|cu[aá]nto tiempo|${combienDeTemps}|wie ?viel zeit|wie lange?|how old(?= ${oneMust}\\b)|${cuantoSale})(?!\\p{L})`,
  'gu',
);

/**
 * Asking where the business is, which names its location in stop words alone ("where" is one in
 * every language): read so in a customer's question and in a Q&A's question alike, so "Where are
 * you located?" finds "¿Dónde está vuestra oficina?".
 */
const wherePhrases: readonly (readonly [RegExp, string])[] = [
  [/\bwhere (?:are|r|is|'s|’s) (?:you|u|your)\b/u, 'location'],
  [
    /\b(?:where (?:can|do) (?:i|we) find|how (?:do|can) (?:i|we) get(?: \p{L}+){0,3}? to) (?:you|u|your)\b/u,
    'location',
  ],
  [
    /(?<!\p{L})d[oó]nde (?:est[aá]is|est[aá]n|est[aá]|qued[aá]is|se encuentra|os encuentro|los encuentro)(?!\p{L})/u,
    'ubicación',
  ],
  [
    /(?<!\p{L})onde (?:fica|ficam|est[aã]o|é|(?:voc[eê]s|vcs) (?:ficam|est[aã]o))(?!\p{L})/u,
    'localização',
  ],
  [
    /(?<!\p{L})(?:o[uù] (?:êtes|etes|se trouve|se situe)|c['’]est o[uù]|vous (?:êtes|etes) o[uù])(?!\p{L})/u,
    'adresse',
  ],
  [
    /(?<!\p{L})(?:wo (?:seid|sind|ist|befindet|finde)|befinden sie sich|wie komme? ich(?: \p{L}+){0,3}? zu (?:euch|ihnen|eure[mr]?|ihre[mr]?))(?!\p{L})/u,
    'adresse',
  ],
];

/** A way of asking and the word it stands for (and, for some, what it asks for). */
type Phrase = readonly [RegExp, string | null, ...unknown[]];
/** Phrases are read as written and with chat-speak spelled out: "qto custa" asks "quanto custa". */
const phrasesIn = <P extends Phrase>(phrases: readonly P[], text: string) => {
  const read = text.normalize('NFKC').toLowerCase();
  const spelled = spelledOutText(read);
  return phrases.filter(([phrase]) => phrase.test(read) || phrase.test(spelled));
};
const wordsFor = (phrases: readonly Phrase[], text: string) =>
  phrasesIn(phrases, text).flatMap(([, word]) => (word === null ? [] : [word]));

/** The location a Q&A's question asks for, as a word ("location", "ubicación"), if it asks. */
export const locationWords = (text: string) => wordsFor(wherePhrases, text);

/** The kind of thing a Q&A's question asks for, as a word ("how long…?": "duration"). */
export const askedWords = (text: string) => wordsFor(askingPhrases, text);

/**
 * What says a duration in an answer, which never writes the word: "How long is the warranty?"
 * is answered by "a 24-month warranty". Related to "how long" one way only: a customer who
 * writes "months" asks for no duration. Not hours, which are also opening hours (with them, a
 * right answer of the tuning sets was handed over), and only for the English "how long": the
 * units, which many passages have, made "quanto tempo" less telling than the "demora" of the
 * Q&A that answers it.
 */
const unitsOfTime = [
  ...['minutes', 'days', 'weeks', 'month', 'months', 'years'],
  ...['minutos', 'días', 'semanas', 'meses', 'años', 'dias', 'anos'],
  ...['jours', 'semaines', 'mois', 'ans'],
  ...['minuten', 'tage', 'wochen', 'monate', 'jahre'],
];
/** A unit of time answers a duration, less surely than the word itself. */
const UNIT_OF_TIME_WEIGHT = 0.8;
const durationAnswers: readonly RelatedWord[] = unitsOfTime.map((unit) => ({
  word: unit,
  weight: UNIT_OF_TIME_WEIGHT,
}));

/** Words an answer to the question says for one of its words, which the customer never wrote. */
const answeringWords = (word: string) => (word === DURATION ? durationAnswers : []);

/**
 * What a question, or a Q&A's question, asks for by its way of asking ("how much…?" a price,
 * "how long…?" a duration, "where are you?" a place); none when its words alone tell.
 */
export function askedKinds(text: string): AskedKind[] {
  const read = text.normalize('NFKC').toLowerCase();
  return [
    ...new Set(phrasesIn(askingPhrases, text).map(([, , kind]) => kind)),
    ...(locationWords(text).length > 0 ? (['location'] as const) : []),
    ...(hoursAsked.test(read) ? (['hours'] as const) : []),
    ...(afterHoursAsked.test(read) ? (['afterHours'] as const) : []),
  ];
}

/**
 * Asking when the business is open, in the widget's languages: a question about a branch's
 * hours shares the branch's words with one about where it is ("Wann hat Ihre Filiale am
 * Hauptbahnhof geöffnet?", "Wie komme ich vom Bahnhof zu Ihrer Filiale?").
 */
const hoursAsked =
  /(?<!\p{L})(?:opening (?:hours|times)|business hours|when (?:are|r) (?:you|u) open|what time (?:do|does|are|r|is)(?: \p{L}+){0,5}? (?:open|close|closed|opens|closes)|horarios?|hor[aá]rios?|horaires?|heures d['’]ouverture|öffnungszeiten|geöffnet|a qu[eé] hora (?:abr|cerr)\p{L}*|a que horas? (?:abr|fech)\p{L}*|[àa] quelle heure (?:ouvr|ferm)\p{L}*|wann (?:öffnet|schließt|schliesst|macht|habt|haben|hat)(?: \p{L}+){0,5}? (?:auf|zu|offen|geöffnet))(?!\p{L})/u;

/**
 * Asking about a time the business is closed ("Posso devolver o carro fora do horário?", "Can I
 * drop the car off out of hours?"): it names the opening hours, and asks what happens outside
 * them.
 */
const afterHoursAsked =
  /(?<!\p{L})(?:after[- ]hours|out of hours|outside (?:of )?(?:(?:the|your|our|opening|business|office) )*hours|fora (?:do|de|dos|das) hor(?:[aá]rios?|as)|fuera (?:de|del) horarios?|en dehors des (?:horaires|heures d['’]ouverture)|hors (?:des )?(?:horaires|heures d['’]ouverture)|au[ßs]erhalb (?:der|unserer|eurer|ihrer|von) (?:öffnungszeiten|geschäftszeiten)|nach (?:geschäfts|laden)schluss)(?!\p{L})/u;

/**
 * SMS French drops the "e" of "je" before a consonant and writes both as one word ("jpeux",
 * "jsuis", "jfais"): no word of the widget's languages starts with a "j" and a consonant, so
 * such a word reads as "je" and the verb.
 */
const elidedJe = /^j([bcdfghjklmnpqrstvwxzç]\p{L}{2,})$/u;
const spelledOut = (written: string) => {
  const elided = elidedJe.exec(written)?.[1];
  // Chat-speak typed without umlauts too: "fuern" is "fürn"
  const chat = chatSpeak[written] ?? chatSpeak[withUmlauts(written)];
  return (chat ?? (elided ? `je ${elided}` : written)).split(wordSeparators);
};
/** A text's words with chat-speak spelled out, one space apart: "qto custa" is "quanto custa". */
function spelledOutText(text: string) {
  return text.split(wordSeparators).flatMap(spelledOut).join(' ');
}

/** How surely "gebuehr" is "gebühr": a German word typed without umlauts, or another word. */
const UMLAUT_SPELLING_WEIGHT = 0.95;
/** How surely "Kindersitzerl" is "Kindersitz": an Austrian diminutive, or another word. */
const DIMINUTIVE_WEIGHT = 0.9;

/** `word`, as sure as `weight`, with the lexicon's words for it. */
const spelledAs = (word: string, weight: number): RelatedWord[] => [
  { word, weight },
  ...relatedWords(word).map((r) => ({ ...r, weight: r.weight * weight })),
];

/** A word with "ae", "oe" and "ue" written as the "ä", "ö" and "ü" they stand for. */
const withUmlauts = (word: string) =>
  word.replace(/ae/g, 'ä').replace(/oe/g, 'ö').replace(/ue/g, 'ü');

/**
 * A word with "ae", "oe" or "ue" as a German keyboardless customer types "ä", "ö" and "ü"
 * ("Oeffnungszeiten", "Gebuehr"): the word with its umlauts, and the lexicon's words for it.
 */
function umlautSpellings(word: string): RelatedWord[] {
  const umlauts = withUmlauts(word);
  return umlauts === word ? [] : spelledAs(umlauts, UMLAUT_SPELLING_WEIGHT);
}

/**
 * An Austrian or Bavarian diminutive in "-erl" ("Kindersitzerl", "Babyschalerl", "Sackerl"):
 * the word it makes small, with or without the "e" the diminutive ends on, and the lexicon's
 * words for it.
 */
function diminutiveBases(word: string): RelatedWord[] {
  if (!/\p{L}{4}erl$/u.test(word)) return [];
  return [word.slice(0, -3), word.slice(0, -2)].flatMap((base) =>
    spelledAs(base, DIMINUTIVE_WEIGHT),
  );
}

/**
 * A word the lexicon does not list, read as the listed word it is most likely misspelt from,
 * with that word's related words ("warrenty": "warranty", "garantía", "Garantie"), as sure as
 * a near spelling of the knowledge's own words is.
 */
function misspeltWords(word: string): QuestionWord['typo'] {
  const listed = listedSpelling(word);
  if (!listed || isFiller(listed.word)) return undefined;
  const sure = listed.weight * MISSPELLING_WEIGHT;
  return {
    languages: listedLanguages(listed.word)!,
    related: [
      { word: listed.word, weight: sure },
      ...relatedWords(listed.word).map((near) => ({ ...near, weight: near.weight * sure })),
    ],
  };
}

/**
 * Greetings, read as a whole: their words alone ask about something ("por dia" and "pro Tag"
 * are per day, "por las noches" at night), so only the greeting is dropped.
 */
const greetings =
  /(?<![\p{L}\p{N}])(good (morning|afternoon|evening)|buen(os|as) (días|dias|tardes|noches)|bo(m|a) (dia|tarde|noite)|boas (tardes|noites)|guten (tag|morgen|abend)|bonne (journée|soirée))(?![\p{L}\p{N}])/gu;

/**
 * Thousands written apart ("12 000 €", "1.500 Euro"): one number, which weighs nothing when no
 * passage has it, and not two that passages have ("12", "000").
 */
const thousands = /(?<![\p{N}.,])(\p{N}{1,3})[ .\u00a0\u202f](\p{N}{3})(?![\p{N}])/gu;

/**
 * An in-law in a story ("c'est pour ma belle-mère", "my mother-in-law"): who a question is
 * for, read as a whole, as a nationality is; its "mère" or "mother" alone names no service.
 */
const inLaws =
  /(?<!\p{L})(?:(?:belle|beau|beaux|belles)[- ](?:mère|père|parents|frère|sœur|soeur|fils|fille|famille)|(?:mother|father|brother|sister|son|daughter|parents)[- ]in[- ]laws?|in-laws)(?!\p{L})/gu;

/**
 * "Can I drive to Spain?" asks whether the car may go there, which a rental's knowledge says as
 * taking the car ("levar o carro a Espanha"): the place is the question, not the driving.
 */
const drivingTo =
  /(?<!\p{L})(?:drive|driving) (?:it |the car |the vehicle |a car |the rental )?(?=(?:in)?to )/gu;

/**
 * The business working on a day is being open then: "do you work weekends?", "¿trabajáis los
 * sábados?", "arbeitet ihr am Samstag?" ask the opening hours, which the knowledge never writes
 * as work (and "work" is also building work, or a job). Only as said of the business: a
 * customer who works on Saturdays ("I work Saturdays", "trabajo los sábados") asks no hours.
 */
const workingOnDays =
  /(?<!\p{L})(?:(?<=(?:you|u|ya|they|guys) )work(?:ing)?|trabaj(?:áis|ais|an)|trabalh(?:am|ais)|travaill(?:ez|ent)|arbeite[nt])(?=(?: \p{L}+){0,2}? (?:weekends?|week-ends?|saturdays?|sundays?|(?:bank |public )?holidays|fines? de semana|finde|s[aá]bados?|domingos?|festivos|feriados|fins de semana|samedis?|dimanches?|jours f[eé]ri[eé]s|wochenenden?|samstags?|sonntags?|feiertagen?|feiertags)(?!\p{L}))/gu;

/** "Late at night" is a time of day, not a delay: its "late" is no late return. */
const lateAtNight = /(?<!\p{L})late (?=(?:at night|in the evening|at nite)(?!\p{L}))/gu;

/** "Là-bas", over there: its "bas" is no low price or floor. */
const overThere = /(?<!\p{L})l[àa][ -]bas(?!\p{L})/gu;

/**
 * "Hace falta", "faz falta": is it needed, as "need" asks. Its "falta" alone reads as a
 * misspelt "fala" (speaks).
 */
const isNeeded = /(?<!\p{L})(?:hace|haga|hará|haría|faz|faça|fará|faria) falta(?!\p{L})/gu;

/**
 * SMS French writes the weekend "we" ("dispo ce we ?"), which is also the English pronoun: it
 * reads as the weekend only after a French article.
 */
const smsWeekend = /(?<!\p{L})(ce|le|du|au|bon|chaque|tout le) we(?!\p{L})/gu;

/**
 * "Just in case something breaks": "in case" frames what follows it, and its "case" would be
 * read as the Spanish "casa" (a home), whose stem it shares.
 */
const inCase = /(?<!\p{L})(?:just )?in case(?!\p{L})/gu;

/** "It's called the TÜV": "called" then names something, and is no phone call. */
const namingCalled = /(?<!\p{L})((?:it|that|this|what)['’]?s|is|are|it is) called(?!\p{L})/gu;

/**
 * A number of hours ("2 hours late", "três horas", "deux heures") says how long, as "2h" does:
 * its "hours" are no opening hours.
 */
const countedHours = new RegExp(
  `(?<![\\p{L}\\p{N}])(\\p{N}+|${[...numberWords].join('|')}) (?:hours?|horas?|heures?|stunden?)(?!\\p{L})`,
  'gu',
);

/**
 * An abbreviation in the plural ("VWs", "SUVs", "BMW's") is the abbreviation the knowledge
 * writes: stemmed as a word, "vws" is no "VW".
 */
const acronymPlurals = /(?<![\p{L}\p{N}])(\p{Lu}{2,})['’]?s(?![\p{L}\p{N}])/gu;

/**
 * A customer who gives their age in numbers ("I'm 22", "tengo 19 años", "j'ai 20 ans", "ich bin
 * 23") asks what their age allows: the age is what is asked, and the number is left out, as a
 * time or a price with the same number ("until 21:00") says nothing of it.
 */
const statedAge =
  /(?<![\p{L}\p{N}])(i['’]?m|i am|tengo|tenho|j['’]ai|ich bin) \p{N}{2}(?![\p{L}\p{N}])/gu;

/** A phrase that is a word with a letter in front, as the lexicon lists it: "e-auto", "e-bike". */
const letterInFront = /^(\p{L})-\p{L}/u;

/** Whether `word` is written in `text` other than right after `letter` ("bike" in "e-bike"). */
const writtenAlone = (text: string, word: string, letter: string) => {
  const written = text.split(wordSeparators).map(folded);
  return written.some((one, at) => one === folded(word) && written[at - 1] !== letter);
};

export function questionWords(asked: string): QuestionWord[] {
  const seen = new Set<string>();
  const words: QuestionWord[] = [];
  const question = asked.normalize('NFKC').replace(acronymPlurals, '$1');
  const capitals = capitalWords(question);
  const read = joinSeparableVerbs(
    question
      .toLowerCase()
      .replace(greetings, ' ')
      .replace(isNeeded, ' ')
      .replace(overThere, ' ')
      .replace(lateAtNight, '')
      .replace(workingOnDays, 'open')
      .replace(drivingTo, '')
      .replace(inLaws, ' ')
      .replace(thousands, '$1$2')
      // "won't" as "wont", which chat-speak spells out: its "won" is no word of the question
      .replace(/n['’]t(?!\p{L})/gu, 'nt')
      // "we're", "I've", "you'll": their tails are no words of the question
      .replace(/(?<=\p{L})['’](?:re|ve|ll)(?!\p{L})/gu, '')
      .replace(namingCalled, '$1')
      .replace(statedAge, '$1 age')
      .replace(inCase, ' ')
      .replace(smsWeekend, '$1 week-end')
      .replace(countedHours, (_, count: string) => (/^\p{N}/u.test(count) ? `${count}h` : ' ')),
  );
  const implied = wordsFor([...askingPhrases, ...wherePhrases], read);
  // Phrases are read with chat-speak spelled out: "wat time" asks "what time".
  const spelled = spelledOutText(read).replace(askingKindOnly, ' ');
  for (const word of [spelled, ...implied].join(' ').split(wordSeparators)) {
    if (word.length < 2 || isFiller(word) || seen.has(word)) continue;
    seen.add(word);
    const typo = misspeltWords(word);
    words.push({
      word,
      related: [
        ...relatedWords(word),
        ...answeringWords(word),
        ...umlautSpellings(word),
        ...diminutiveBases(word),
        ...compoundPartWords(word),
      ],
      ...(typo ? { typo } : {}),
      ...(capitals.has(word) ? { capitals: true } : {}),
    });
    if (words.length === QUESTION_WORDS_MAX) break;
  }
  // A phrase's related words are its telling words' too ("spare key": "duplicate"); a phrase
  // of words that alone ask nothing ("one way") is a word of its own.
  // As typed too: chat-speak's "im" (I'm) is also the German "im" of "im Voraus".
  for (const phrase of new Set([...lexiconPhrases(spelled), ...lexiconPhrases(read)])) {
    const related = relatedWords(phrase);
    const parts = new Set(phrase.split(wordSeparators));
    const members = words.filter(({ word }) => parts.has(folded(word)));
    if (members.length === 0 && words.length < QUESTION_WORDS_MAX) {
      words.push({ word: phrase, related });
    }
    // A letter in front says which kind, and is too short to be a word of its own: an "E-Auto"
    // is an electric car, not any car, so the phrase stands for the word it names, unless the
    // customer also wrote that word alone ("a bike rack on my e-bike").
    const letter = letterInFront.exec(phrase)?.[1];
    if (letter) {
      for (const member of members) {
        // Replaced whole: the word's own related words and typing slips are not the phrase's
        if (!writtenAlone(spelled, member.word, letter)) {
          words[words.indexOf(member)] = { word: phrase, related };
        } else if (words.length < QUESTION_WORDS_MAX) words.push({ word: phrase, related });
      }
      continue;
    }
    for (const member of members) {
      const known = new Set(member.related.map((r) => r.word));
      member.related = [...member.related, ...related.filter((r) => !known.has(r.word))];
      member.partOf ??= phrase;
    }
  }
  return words;
}
