import { describe, expect, it } from 'vitest';
import { OTHER_LANGUAGE_WEIGHT, SAME_LANGUAGE_WEIGHT } from './lexicon/related-words.ts';
import { COMPOUND_HEAD_WEIGHT, COMPOUND_TAIL_WEIGHT } from './match-score.ts';
import {
  askedKinds,
  askedWords,
  everyRelated,
  locationWords,
  questionWords,
} from './question-words.ts';

const words = (question: string) => questionWords(question).map(({ word }) => word);
/** The related words of one word of a question, with those of a typing slip it may be. */
const relatedOf = (question: string, word: string) => {
  const asked = questionWords(question).find((one) => one.word === word);
  return asked ? everyRelated(asked) : [];
};
/** The related words of one word of a question, as written. */
const relatedTo = (question: string, word: string) =>
  relatedOf(question, word).map((related) => related.word);
/** Each question's word relates to the word an owner writes for it: [question, word, owner's]. */
const expectOwnersWords = (cases: readonly (readonly [string, string, string])[]) => {
  for (const [question, word, owners] of cases) {
    expect(relatedTo(question, word), question).toContain(owners);
  }
};
/** The related words a question's words have, all together. */
const relatedWordsOf = (question: string) =>
  questionWords(question).flatMap((asked) => everyRelated(asked).map(({ word }) => word));

describe('questionWords', () => {
  it('reads chat abbreviations as the words they stand for', () => {
    expect(words('need cleaning 2moro pls')).toEqual(['cleaning', 'tomorrow']);
    // "vc" is "você", a word that asks without naming a topic, like "you"
    expect(words('vc abre hj?')).toEqual(['abre', 'hoje']);
    const french = words('slt, dispo 2m1 svp ?');
    expect(french).toEqual(expect.arrayContaining(['disponible', 'demain']));
    expect(french).not.toContain('plaît');
    // and the lexicon's phrases in them: "wat time" asks "what time", the opening hours
    const time = relatedOf('wat time do u close on saturday', 'time').map(({ word }) => word);
    expect(time).toEqual(expect.arrayContaining(['hours', 'horário']));
    // "wher" and "hav", typed fast, ask where and have as the words do
    expect(words('wher are you located')).toEqual(words('where are you located'));
    expect(words('wher are you located')).toContain('location');
    expect(words('do you hav amonia free hair dye')).toContain('have');
  });

  it('gives a word its related words, translations weighing less than its own language', () => {
    const dog = relatedOf('I have a dog', 'dog');
    expect(dog).toContainEqual({ word: 'pets', weight: SAME_LANGUAGE_WEIGHT });
    expect(dog).toContainEqual({ word: 'mascotas', weight: OTHER_LANGUAGE_WEIGHT });
    expect(relatedOf('tengo dos gatos', 'gatos')).toContainEqual({
      word: 'pet',
      weight: OTHER_LANGUAGE_WEIGHT,
    });
    expect(relatedOf('numero de telefono', 'telefono')).toContainEqual({
      word: 'phone',
      weight: OTHER_LANGUAGE_WEIGHT,
    });
    // To provide is to offer: "vous fournissez les sièges ?" finds "Proposez-vous des sièges ?"
    expect(relatedOf('Vous fournissez les sièges ?', 'fournissez')).toContainEqual({
      word: 'proposez',
      weight: SAME_LANGUAGE_WEIGHT,
    });
    // A British customer's petrol is the fuel a rental's fuel policy is about
    expect(relatedOf('bring it back with less petrol', 'petrol')).toContainEqual({
      word: 'carburant',
      weight: OTHER_LANGUAGE_WEIGHT,
    });
  });

  it('reads a car that broke down or will not start as asking for breakdown assistance', () => {
    for (const question of [
      'the car wont start, whats the number?',
      'o carro avariou na autoestrada',
      'se me averió el coche',
      'mein Auto springt nicht an',
    ]) {
      expect(relatedWordsOf(question), question).toContain('breakdown');
    }
    expect(relatedWordsOf('when does the rental start?')).not.toContain('breakdown');
  });

  it('reads a word the lexicon lists nowhere as the listed word it is typed for, by a typing slip', () => {
    const typed = relatedTo;
    expect(typed('do you have a warrenty on repairs', 'warrenty')).toEqual(
      expect.arrayContaining(['warranty', 'garantia']),
    );
    expect(typed('do u have electirc cars', 'electirc')).toContain('electric');
    expect(typed('wat time do u close on saterday', 'saterday')).toContain('sábado');
    expect(typed('wats the diffrence between a km 0 car and a new one?', 'diffrence')).toContain(
      'diferencia',
    );
    // A plural the lexicon lists in the singular is read as listed, not as a typo of it
    expect(typed('How much are the deposits?', 'deposits')).not.toContain('deposit');
    // Another consonant is as often another word, and a short word too easily another
    expect(typed('Is there any chance to leave it?', 'chance')).not.toContain('change');
    expect(typed('Wann ist der Cannstatter Wasen?', 'wasen')).toEqual([]);
  });

  it('relates what customers of rentals, dealers, cleaners and repair shops call things to the owners’ words', () => {
    expectOwnersWords([
      ['Kann ich ein Mietauto ausborgen?', 'mietauto', 'rental'],
      ['Kann ich ein Mietauto ausborgen?', 'ausborgen', 'alquilar'],
      ['Dürfen wir nach Österreich fahren?', 'österreich', 'austria'],
      ['Can I get my money back?', 'money', 'refund'],
      ['¿Puedo pagar al contado?', 'contado', 'cash'],
      ['¿Qué pegatina lleva mi coche?', 'pegatina', 'umweltplakette'],
      ['¿Me prestáis un coche?', 'prestáis', 'courtesy'],
      ['Arranjam telemóveis?', 'arranjam', 'repair'],
      ['Arranjam telemóveis?', 'telemóveis', 'phone'],
      ['Vocês passam nota fiscal?', 'nota', 'invoice'],
      ['Posso enviar pelos correios?', 'correios', 'by post'],
      ['Can I pause the cleanings in summer?', 'pause', 'suspendre'],
      ['My phone fell in the sea', 'fell', 'caiu'],
      ['Vous pouvez faire les carreaux ?', 'carreaux', 'vitres'],
      ['Vous louez des fourgons ?', 'fourgons', 'van'],
      ['¿Se puede ir con la furgo a Andorra?', 'furgo', 'utilitaire'],
      ['Je dois le laver avant ?', 'laver', 'nettoyer'],
      ['Je peux le ramener dimanche ?', 'ramener', 'return'],
      ['¿Tenéis alguna libre mañana?', 'libre', 'disponible'],
      ['Can I drop it off in another city?', 'city', 'autre ville'],
      ['Que se passe-t-il si je me fais flasher par un radar ?', 'radar', 'speeding ticket'],
      ['Can I take it for a test ride?', 'test', 'probefahrt'],
      ['Kann ich meine alte Kiste eintauschen?', 'eintauschen', 'trade-in'],
      ['Wann ist das Pickerl fällig?', 'pickerl', 'hauptuntersuchung'],
      ['Can I book a test cleaning first?', 'test', 'à l’essai'],
      ['do you have a carseat for my toddler?', 'carseat', 'child seat'],
      ['smoking allowed? what about vaping', 'vaping', 'fumar'],
      ['q acontece se eu devolver o carro sem encher o tanque?', 'tanque', 'abastecer'],
      ['dá pra pegar o carro no aeroporto?', 'pegar', 'levantamento'],
      ['hi how much 4 window cleaning pls', 'window', 'fensterreinigung'],
      ['Kann ich die Putzkosten von der Steuer absetzen?', 'absetzen', 'tax deductible'],
      ['Are your cleaners background checked?', 'background', 'führungszeugnis'],
      ['Kann man die Kiste auch auf Raten kaufen?', 'kiste', 'auto'],
      ['Kann man die Kiste auch auf Raten kaufen?', 'raten', 'finanzieren'],
      ['Darf ich erst mal eine Runde drehen?', 'runde', 'probefahrt'],
      ['Habt ihr auch Stromer?', 'stromer', 'elektroauto'],
      ['quanto fica a diária de um carro popular?', 'carro', 'economy'],
      ['se eu desistir da reserva perco dinheiro?', 'desistir', 'cancelamento'],
      ['o carro morreu e nao liga mais', 'liga', 'breakdown'],
      ['um cara bateu na traseira', 'bateu', 'acidente'],
      ['precisa de cartão de crédito? eu só tenho débito', 'débito', 'cartão de débito'],
      ['how far ahead do i need to book?', 'ahead', 'à l’avance'],
      ['Can I rent with a foreign licence?', 'foreign', 'estrangeiro'],
      ['Vocês têm aluguel mensal?', 'mensal', 'monthly rental'],
      ['vou atrasar umas 3 horas', 'atrasar', 'late return'],
      ['vai ter cobrança?', 'cobrança', 'fee'],
      ['wird das mit dem Preis verrechnet?', 'verrechnet', 'trade-in'],
      ['cant drive stick lol', 'stick', 'manual'],
      ['colocar mais um motorista?', 'motorista', 'segundo condutor'],
      ['meu namorado vai dirigir', 'namorado', 'spouse'],
      ['Posso levar o meu patudo?', 'patudo', 'cão'],
      ['can i cancel if our plans change?', 'plans', 'cancelar'],
      ['Kann ich den Wagen in Raten abstottern?', 'abstottern', 'financing'],
      ['Muss ich selbst zum Straßenverkehrsamt?', 'straßenverkehrsamt', 'registration'],
      ['What’s the cheapest car?', 'cheapest', 'económico'],
      ['Are there toll roads?', 'roads', 'estradas'],
      ['We want to drive down dirt tracks', 'dirt', 'terra batida'],
      ['I only have a UK bank account', 'bank', 'cuenta bancaria'],
      ['what if I’m not happy with the clean?', 'happy', 'no quedo contento'],
      ['bis wann habt ihr heute auf?', 'aufhabt', 'opening'],
      [
        'How long is the manufacturer’s warranty on a new Kia?',
        'manufacturer',
        'herstellergarantie',
      ],
    ]);
  });

  it('relates what a removal company’s customers call its work to the owner’s words', () => {
    expectOwnersWords([
      ['How much to move a 2-bedroom flat?', 'move', 'déménagement'],
      ['Do you supply moving boxes and bubble wrap?', 'boxes', 'cartons'],
      ['Do you supply moving boxes and bubble wrap?', 'bubble', 'papier bulle'],
      ['Is my stuff insured?', 'stuff', 'mes affaires'],
      ['5th floor with no lift', 'lift', 'ascenseur'],
      ['Furniture lift', 'furniture', 'monte-meuble'],
      ['how much 4 moving a piano pls', 'piano', 'klavier'],
      ['how many m3 is a 2 bed apartment', 'm3', 'volume'],
      ['Pouvez-vous démonter les meubles ?', 'démonter', 'dismantle'],
      ['Faut-il une autorisation de stationnement ?', 'autorisation', 'parking permit'],
    ]);
  });

  it('reads closing time in each language as the hours an owner writes', () => {
    for (const question of [
      'Kann ich nach Ladenschluss zurückgeben?',
      'after closing time?',
      'después de la hora de cierre',
      'depois da hora de fecho',
      'après la fermeture ?',
    ]) {
      expect(relatedWordsOf(question), question).toContain('öffnungszeiten');
    }
  });

  it('reads asking where the business is as asking its address, in each language', () => {
    for (const question of [
      'Where can I find you?',
      'Wo befinden Sie sich?',
      'wie komme ich zu euch',
      'Wie komm ich vom Bahnhof zu eurer Filiale?',
      'How do I get from the station to your office?',
      'c’est où exactement ?',
      'onde vcs ficam?',
      '¿Dónde os encuentro?',
    ]) {
      const asked = questionWords(question).map(({ word }) => word);
      expect(asked, question).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^(location|adresse|localização|ubicación)$/),
        ]),
      );
    }
  });

  it('reads "during the week" as the weekdays an owner writes out, in each language', () => {
    const week = relatedOf('when are you open during the week?', 'week').map(({ word }) => word);
    expect(week).toEqual(
      expect.arrayContaining([
        'weekdays',
        'lunes a viernes',
        'segunda a sexta',
        'montag bis freitag',
      ]),
    );
    expect(
      relatedOf('how much is a week of cleaning?', 'week').map(({ word }) => word),
    ).not.toContain('lunes a viernes');
  });

  it('reads a scratch or a dent as the damage the knowledge writes of, in each language', () => {
    const scratch = relatedOf('What is the excess if I scratch the car?', 'scratch');
    expect(scratch).toContainEqual({ word: 'damage', weight: SAME_LANGUAGE_WEIGHT });
    expect(scratch).toContainEqual({ word: 'danos', weight: OTHER_LANGUAGE_WEIGHT });
    expect(relatedOf('tem uma amolgadela na porta', 'amolgadela')).toContainEqual({
      word: 'damage',
      weight: OTHER_LANGUAGE_WEIGHT,
    });
    // but damage is not every scratch: "broken" still reads as damage, not as a dent
    const broken = relatedOf('the window is broken', 'broken').map(({ word }) => word);
    expect(broken).toContain('damage');
    expect(broken).not.toContain('dent');
  });

  it('reads the topic a way of asking names without its word, and drops words that carry no topic', () => {
    expect(words('how much is a deep clean?')).toEqual(
      expect.arrayContaining(['deep', 'clean', 'price']),
    );
    expect(words('how much time does it take?')).not.toContain('price');
    expect(words('how long does it take')).toContain('duration');
    expect(words('do u take cards?')).toEqual(expect.arrayContaining(['cards', 'accept']));
    expect(words('can you do ironing as well?')).not.toContain('well');
    expect(words('¿Tengo que estar en casa mientras limpiáis?')).not.toContain('mientras');
  });

  it('reads "we’re", "I’ve" and "you’ll" without their tails, which are no words', () => {
    const read = words("we're flying in, I’ve a question, you'll see");
    expect(read).toContain('flying');
    for (const tail of ['re', 've', 'll']) expect(read).not.toContain(tail);
  });

  it('drops the apologies, laughter and greetings that frame a message, in each language', () => {
    // Stop words ("can", "my") are told apart once stemmed; these are no stop word anywhere.
    const framing = ['sorry', 'sth', 'something', 'lol', 'désolée', 'mdr', 'goeiedag', 'perdón'];
    const read = [
      ...words('hi can i cancel my cleaning? sth came up, sorry'),
      ...words('how much is the pickerl lol'),
      ...words('désolée, je dois annuler mdr'),
      ...words('Goeiedag, perdón, kkkk, ¿puedo cancelar?'),
    ];
    expect(read).toEqual(expect.arrayContaining(['cancel', 'cleaning', 'pickerl', 'annuler']));
    for (const word of [...framing, 'kkkk']) expect(read).not.toContain(word);
    // sign-offs, typed out or as chat-speak ("mfg"), and "gell?"
    const signedOff = [...words('mit ec karte zahlen?? mfg'), ...words('Gell, Automatik? Bises')];
    expect(signedOff).toEqual(['mit', 'ec', 'karte', 'zahlen', 'automatik']);
    // "is it needed", not a misspelt "fala" (speaks); "hiya", "sry", "somethin"
    expect(words('¿Hace falta que esté yo en casa?')).toEqual(['que', 'esté', 'yo', 'en', 'casa']);
    expect(words('hiya, sry somethin came up')).toEqual(['up']);
    // "have it done", and thousands written apart, one number
    expect(words('die Sommerreifen drauf machen lassen')).toEqual(['die', 'sommerreifen']);
    expect(words('so 12 000 Euro, oder 1.500 €')).toEqual(['so', '12000', 'euro', 'oder', '1500']);
    // number plates
    expect(relatedTo('ok and the plates, can u guys sort that too?', 'plates')).toContain(
      'kennzeichen',
    );
    // "may I", "oneself"; Austria's "Übersiedeln" is moving, and "reden" speaking
    expect(words('Darf man in euren Autos rauchen?')).not.toContain('darf');
    expect(words('wir wollen selber fahren')).not.toContain('selber');
    expect(relatedTo('Habt ihr Kastenwagen zum Übersiedeln?', 'übersiedeln')).toContain('moving');
    expect(relatedTo('Redet bei euch wer Englisch?', 'redet')).toContain('speak');
    // Swiss German as typed: "hoi" (hi), "choschtet" (kostet), "chunnt" (kommt)
    const swiss = words('hoi, was choschtet fenster putze? chunnt immer di gliich?');
    expect(swiss).toEqual(expect.arrayContaining(['kostet', 'fenster']));
    for (const word of ['hoi', 'choschtet', 'chunnt', 'gliich']) expect(swiss).not.toContain(word);
    // "bi" (bei), and spoken German's "kannste" (kannst du) and "fürn" (für den)
    expect(words('Macht ihr bi de Endreinigung au de Chäller?')).not.toContain('bi');
    const spoken = words('kannste mir sagen, was n service fürn i20 kostet?');
    expect(spoken).toEqual(expect.arrayContaining(['service', 'kostet']));
    for (const word of ['kannste', 'fürn']) expect(spoken).not.toContain(word);
    // Driving somewhere asks whether the car may go there: the place is the question
    for (const asked of ['can I drive to Spain?', 'Can we drive the car into France?']) {
      expect(words(asked)).not.toEqual(expect.arrayContaining(['drive']));
    }
    expect(words('Can I drive an automatic?')).toContain('drive');
    // Working on a day is being open then; building work is work
    for (const asked of [
      'do you work weekends?',
      '¿Trabajáis los sábados?',
      'Arbeitet ihr am Samstag?',
    ]) {
      expect(words(asked)).toEqual(expect.arrayContaining(['open']));
    }
    expect(words('Do you clean after building work?')).toContain('work');
    // A customer who works at the weekend asks no hours
    for (const asked of ['I work Saturdays, can you clean on Friday?', 'trabajo los sábados']) {
      expect(words(asked)).not.toContain('open');
    }
    // Late at night is a time of day; a car brought back late is a late return
    expect(words('can I return the car late at night?')).not.toContain('late');
    expect(words('what if I return the car late?')).toContain('late');
    // Putting something on is fitting it: "put" names nothing, "before" and "properly" neither
    const rack = words('Can you put a rear bike rack on my e-bike, properly?');
    for (const word of ['put', 'properly']) expect(rack).not.toContain(word);
    expect(words('Kann ich es testen, bevor ich kaufe?')).not.toContain('bevor');
    // Who someone is, in a story, but not a language asked for
    const american = words('Spricht bei euch jemand Englisch? Mein Mann ist Amerikaner.');
    expect(american).toContain('englisch');
    expect(american).not.toContain('amerikaner');
    expect(words('Alguém aí fala inglês? É para o meu sogro, que é escocês.')).not.toContain(
      'escocês',
    );
    // Portuguese "qt" (quanto) and "dum" (de um)
    const portuguese = words('boas qt custa a revisao dum clio?');
    for (const word of ['qt', 'dum']) expect(portuguese).not.toContain(word);
    // "quite", and shirts to iron
    expect(words('c assez urgent')).not.toContain('assez');
    expect(relatedTo('Can your cleaner do my shirts?', 'shirts')).toContain('repassage');
    // "apparently" and "over there"; "dénicher" is finding
    const hearsay = words('il paraît que c’est moins cher là-bas');
    for (const word of ['paraît', 'bas']) expect(hearsay).not.toContain(word);
    expect(relatedWordsOf('vous pouvez me dénicher une BMW ?')).toContain('find');
    // "would be", and "whole" as "all" is
    expect(words('und wie viel Kaution wär das?')).not.toContain('wär');
    expect(words('and if I keep it for a whole month?')).not.toContain('whole');
    // Brazilian chat's sign-offs and "have", "a bit", "right?"
    expect(words('vai ter cobrança? né, blz vlw')).toEqual(['cobrança']);
    expect(words('sai um pouco mais caro?')).not.toContain('pouco');
    // German's joined "wieviel", and "einfach", "ein paar", "zusammen" (just, a couple, together)
    const german = words('wieviel kostet es, ein paar Tage einfach zusammen?');
    expect(german).toEqual(expect.arrayContaining(['kostet', 'tage']));
    for (const word of ['wieviel', 'paar', 'einfach', 'zusammen'])
      expect(german).not.toContain(word);
    // and the words of a story around it: since when, nothing, instead, honestly
    const story = [
      ...words('Ich bin erst seit zwei Monaten hier, gerade so, dass es passt'),
      ...words('depuis 3 ans, rien ne va plus, partout'),
      ...words('honestly we would love to ride along the coast instead'),
      ...words('me han dicho que sí, gostava de saber, procuro um carro'),
    ];
    expect(story).toEqual(expect.arrayContaining(['monaten', 'ans', 'coast', 'carro']));
    const storyWords = ['seit', 'gerade', 'dass', 'depuis', 'rien', 'partout', 'honestly', 'along'];
    for (const word of [...storyWords, 'instead', 'dicho', 'gostava', 'procuro']) {
      expect(story).not.toContain(word);
    }
  });

  it('relates what a dental clinic’s patients call their treatments to the owner’s words', () => {
    expectOwnersWords([
      ['Do you do braces for adults?', 'braces', 'ortodoncia'],
      ['Tengo una caries en una muela', 'caries', 'empaste'],
      ['root canal price', 'root', 'endodoncia'],
      ['Blanqueamiento', 'blanqueamiento', 'whitening'],
      ['Vocês fazem aparelho invisível?', 'aparelho', 'invisalign'],
      ['q tengo q hacer para sacar un turno?', 'turno', 'cita'],
    ]);
  });

  it('relates what a veterinary clinic’s clients call its care to the owner’s words', () => {
    expectOwnersWords([
      ['How much are the puppy jabs?', 'jabs', 'vaccins'],
      ['How much to spay my dog?', 'spay', 'stériliser'],
      ['Do you microchip cats?', 'microchip', 'puce électronique'],
      ['ma minette a des puces partout', 'puces', 'vermifuger'],
      ['Combien ça coûte de faire piquer un chien ?', 'piquer', 'euthanasia'],
      ['q precio tiene la incineracion de un perro', 'incineracion', 'crémation'],
    ]);
    // A French "puce" alone is a flea and a chip: neither is read into it
    expect(relatedTo('une puce ?', 'puce')).toEqual([]);
  });

  it('relates what a guesthouse’s guests ask for to the owner’s words', () => {
    expectOwnersWords([
      ['whats ur checkout time', 'checkout', 'check-out'],
      ['Do you have a crib we could use?', 'crib', 'berço'],
      ['How much is the city tax per night?', 'city', 'taxa turística'],
      ['Can we drop our bags after checkout?', 'bags', 'deixar as malas'],
      ['sou vegana, tem opção pra mim no café da manhã?', 'vegana', 'vegan'],
      ['Is the internet fast enough?', 'internet', 'wi-fi'],
    ]);
  });

  it('drops the words of a story around the question: a problem, all of it, how do I', () => {
    const read = [
      ...words("I'm not great with a stick shift. Will that be a problem on the hills?"),
      ...words('Há limite de quilómetros? Queremos dar a volta à ilha toda.'),
      ...words('Se eu quiser ficar com o carro mais dois dias, como faço?'),
      ...words('tb dá pra pegar o carro no aeroporto?'),
      ...words('do you have a carseat? shes 2'),
      ...words('Can I keep the same cleaning lady every week?'),
      ...words('r ur cleaners insured? just in case sth gets broken'),
      ...words('¿Y los sábados también venís?'),
      ...words('¿Kümmern Sie sich um die Nummernschilder?'),
    ];
    expect(read).toEqual(expect.arrayContaining(['stick', 'hills', 'limite', 'carro', 'carseat']));
    for (const word of [
      'great',
      'problem',
      'toda',
      'quiser',
      'ficar',
      'faço',
      'dá',
      'shes',
      'every',
      'case',
      'venís',
      'kümmern',
    ]) {
      expect(read).not.toContain(word);
    }
  });

  it('reads a German compound the lexicon does not list as the listed words it is made of', () => {
    // "Werkstatttermin": what it is, a "Termin", weighs more than which kind, a "Werkstatt"
    const parts = relatedOf('Werkstatttermin buchen', 'werkstatttermin');
    const weightOf = (word: string) => parts.find((part) => part.word === word)?.weight;
    expect(weightOf('termin')).toBe(COMPOUND_TAIL_WEIGHT);
    expect(weightOf('werkstatt')).toBe(COMPOUND_HEAD_WEIGHT);
    expect(weightOf('appointment')).toBeCloseTo(COMPOUND_TAIL_WEIGHT * OTHER_LANGUAGE_WEIGHT);
    expect(weightOf('workshop')).toBeCloseTo(COMPOUND_HEAD_WEIGHT * OTHER_LANGUAGE_WEIGHT);
    // with a joint between its parts ("Kette-n-wechsel"), and not when a part is unlisted
    expect(relatedTo('Kettenwechsel?', 'kettenwechsel')).toEqual(
      expect.arrayContaining(['chain', 'change']),
    );
    expect(relatedTo('Bergauffahren', 'bergauffahren')).toEqual([]);
  });

  it('tells a price or a length of time asked for in each language', () => {
    for (const question of [
      '¿Cuánto cuesta un cambio de aceite?',
      '¿Cuánto costaría un cambio de aceite?',
      'Quanto custa uma troca de óleo?',
      'Combien coûte une vidange ?',
      'Was kostet ein Ölwechsel?',
    ]) {
      expect(askedKinds(question)).toEqual(['price']);
    }
    for (const question of [
      '¿Cuánto tiempo tarda un cambio de aceite?',
      'Quanto tempo demora uma troca de óleo?',
      'Combien de temps dure une vidange ?',
      'Wie lange dauert ein Ölwechsel?',
    ]) {
      expect(askedKinds(question)).toEqual(['duration']);
    }
    expect(askedKinds('¿Cuánto es una limpieza a fondo?')).toEqual(['price']);
    expect(words('¿Cuánto es una limpieza a fondo?')).toContain('precio');
    // "¿Cuánto sale…?" asks a price; its "sale" (leaves) names no topic
    expect(askedKinds('¿Cuánto me sale alquilar un coche?')).toEqual(['price']);
    expect(words('¿Cuánto sale una semana?')).toEqual(expect.arrayContaining(['semana', 'precio']));
    expect(words('¿Cuánto sale una semana?')).not.toContain('sale');
    // The verb already says it; "how long" is the duration's word
    expect(askedWords('¿Cuánto cuesta?')).toEqual([]);
    expect(askedWords('How long does it take?')).toEqual(['duration']);
    // "How long" and "how much time" ask a duration: "long" and "time" are no words of it, and
    // its verb, if any, says it
    expect(words('How long is the warranty on repairs?')).toEqual(
      expect.arrayContaining(['warranty', 'repairs', 'duration']),
    );
    expect(words('How long is the warranty on repairs?')).not.toContain('long');
    const cleaning = words('Quanto tempo para uma limpeza?');
    expect(cleaning).toEqual(expect.arrayContaining(['limpeza', 'duração']));
    expect(cleaning).not.toContain('tempo');
    const told = words('¿Cuánto tiempo se tarda en cortar y teñir?');
    expect(told).toEqual(expect.arrayContaining(['tarda', 'cortar']));
    expect(told).not.toContain('tiempo');
    expect(told).not.toContain('duración');
    expect(askedKinds('How much time does a deep clean take?')).toEqual(['duration']);
    // SMS French: "cb de tps" is "combien de temps"
    expect(askedKinds('cb de tps pr recevoir la carte grise')).toEqual(['duration']);
    expect(words('cb de tps pr recevoir la carte grise')).not.toContain('cb');
  });

  it('reads an abbreviation in the plural as the abbreviation', () => {
    expect(words('Do you sell new VWs?')).toContain('vw');
    expect(words('any BMW’s in stock?')).toContain('bmw');
    expect(words('Do you have SUVs?')).toContain('suv');
    // A word shouted in capitals keeps its "S"
    expect(words('DO YOU HAVE CARS?')).toContain('cars');
  });

  it('reads an age given in numbers as asking about age', () => {
    for (const question of [
      "I'm 22, is there an extra charge?",
      'tengo 19 años, ¿puedo alquilar?',
      'j’ai 20 ans, c’est possible ?',
      'ich bin 23, geht das?',
    ]) {
      expect(words(question), question).toContain('age');
      // Its number is no time or price of the knowledge ("until 21:00")
      expect(words(question), question).not.toContainEqual(expect.stringMatching(/^\d+$/));
    }
    expect(words('is 25 the minimum?')).not.toContain('age');
  });

  it('reads a cleaning customer’s "ksa", "turnovers" and "the lady" as an owner writes them', () => {
    expect(words('tenho k estar em ksa qd a senhora vem?')).toContain('casa');
    expect(relatedTo('Airbnb turnovers', 'turnovers')).toContain('entre hóspedes');
    expect(relatedTo('is it always the same lady who comes?', 'lady')).toContain('senhora');
  });

  it('reads a phrase as typed, where chat-speak would read its words otherwise', () => {
    // "im" is chat-speak's "I'm", and the German "im" of "im Voraus" (in advance)
    expect(relatedTo('Wie lange im Voraus muss ich buchen?', 'voraus')).toContain('in advance');
    expect(words('kommt da jedes mal ne andre putzfrau?')).not.toContain('andre');
    expect(relatedTo('phone number?', 'number')).toContain('telefon');
    expect(relatedTo('Is it always the same lady who comes?', 'lady')).toContain('mesma pessoa');
  });

  it('reads a word as written when, without its accents, it is another language’s word', () => {
    expect(relatedWordsOf('Darf ich damit nach Tschechien fahren?')).not.toContain('ferry');
    expect(relatedWordsOf('Darf ich damit nach Tschechien fahren?')).toContain('drive');
    expect(relatedWordsOf('Nehmt ihr die Fähre nach Sizilien?')).not.toContain('drive');
    expect(relatedWordsOf('Nehmt ihr die Fähre nach Sizilien?')).toContain('ferry');
    expect(relatedWordsOf('tem um dia livre na semana?')).not.toContain('delivery');
    // a word typed without its accents is still read for them
    expect(relatedWordsOf('vous faites le nettoyage des tapis et des taches ?')).toContain('stain');
  });

  it('reads "la cb" as the French bank card, and "it’s called" as naming, not calling', () => {
    expect(relatedWordsOf('vs prenez la cb ?')).toContain('credit card');
    expect(words('I think in Germany it’s called the TÜV')).not.toContain('called');
    expect(words('I called you yesterday')).toContain('called');
  });

  it('tells asking when the business is open from asking where it is, in each language', () => {
    for (const question of [
      'What time does the station office close?',
      'When are you open?',
      '¿A qué hora cerráis los sábados?',
      'Qual é o horário da loja?',
      'Quels sont vos horaires ?',
      'Wann hat Ihre Filiale am Hauptbahnhof geöffnet?',
    ]) {
      expect(askedKinds(question)).toEqual(['hours']);
    }
    expect(askedKinds('Wie komm ich vom Bahnhof zu eurer Filiale?')).toEqual(['location']);
    // "Hours" alone is also a length of time
    expect(askedKinds('What if I bring the car back 3 hours late?')).toEqual([]);
  });

  it('tells asking about a time the business is closed, in each language', () => {
    for (const question of [
      'Can I drop the car off out of hours?',
      'What if I land outside opening hours?',
      '¿Puedo devolver el coche fuera de horario?',
      'Posso devolver o carro fora do horário?',
      'Je peux rendre la voiture en dehors des horaires ?',
      'Kann ich das Auto außerhalb der Öffnungszeiten abgeben?',
    ]) {
      expect(askedKinds(question)).toContain('afterHours');
    }
    expect(askedKinds('Qual é o horário?')).toEqual(['hours']);
  });

  it('reads asking for the cheapest as asking a price, and "cheaper for" as not', () => {
    for (const question of [
      'What is the cheapest car you have?',
      'Quelle est la moins chère ?',
      '¿Cuál es el más barato?',
      'Qual é o mais barato?',
      'Welches ist am günstigsten?',
    ]) {
      expect(askedKinds(question)).toEqual(['price']);
    }
    expect(askedKinds('Is it cheaper for students?')).toEqual([]);
    expect(askedKinds('C’est moins cher en semaine ?')).toEqual([]);
  });

  it('reads how old one must be as asking an age, and how old a thing is as not', () => {
    for (const [question, word] of [
      ['how old do I have to be', 'age'],
      ['How old must the driver be?', 'age'],
      ['Wie alt muss man sein, um ein Auto zu mieten?', 'alter'],
      ['¿Cuántos años hay que tener para alquilar?', 'edad'],
      ['Quantos anos tenho de ter para alugar?', 'idade'],
      // From how many years on
      ['Ab wie viel Jahren darf ich mieten?', 'alter'],
      ['¿A partir de cuántos años se puede alquilar?', 'edad'],
      ['com quantos anos posso alugar?', 'idade'],
    ] as const) {
      expect(askedKinds(question)).toEqual(['age']);
      expect(words(question)).toContain(word);
    }
    // "Jahren", "años", "anos" after "ab wie viel" are the age asked, which knowledge says as one
    for (const asked of [
      'Ab wie viel Jahren?',
      '¿A partir de cuántos años?',
      'com quantos anos?',
    ]) {
      expect(words(asked)).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/jahren|años|anos/)]),
      );
    }
    // "old" names nothing the knowledge says of an age
    expect(words('how old do I have to be')).not.toContain('old');
    expect(askedKinds('How old is the car?')).toEqual([]);
    expect(askedKinds('Wie alt ist der Wagen?')).toEqual([]);
    expect(words('How old is the car?')).not.toContain('age');
  });

  it('reads "vous prenez…?" as asking what is accepted, and "combien vous prenez" as a price', () => {
    expect(askedKinds('pk vous prenez pas le liquide')).toEqual(['acceptance']);
    expect(words('Vous prenez la carte ?')).toContain('acceptez');
    expect(askedKinds('Combien vous prenez pour un utilitaire ?')).toEqual(['price']);
  });

  it('reads a way of asking written in chat-speak as the words it stands for', () => {
    expect(askedKinds('qto custa a troca de oleo?')).toEqual(['price']);
    expect(askedKinds('qnto tempo demora?')).toEqual(['duration']);
    expect(words('qnto tempo p uma limpeza?')).toContain('duração');
    expect(words('O Golf q tá no OLX ainda tá disponível?')).not.toContain('tá');
    expect(words('dnd estais?')).toContain('ubicación');
  });

  it('reads SMS French: "je" joined to its verb, and the words typed as they sound', () => {
    const asked = words('jpeux louer un fourgon ? c koi la caution, jsuis pas sur');
    expect(asked).toEqual(expect.arrayContaining(['louer', 'fourgon', 'caution']));
    for (const typed of ['jpeux', 'jsuis', 'koi']) expect(asked).not.toContain(typed);
    expect(askedKinds('c combien le week end')).toEqual(['price']);
    expect(words('dispo un utilitaire ce we ?')).toEqual(expect.arrayContaining(['week', 'end']));
    expect(words('we need a van')).not.toContain('week');
    // Abbreviations that also name a thing stay as written: "la CB" is a bank card, "KI" AI
    expect(words('Vous prenez la CB ?')).toContain('cb');
    expect(words('Nutzt ihr KI im Chat?')).toContain('ki');
    // A word that starts with "j" and a vowel is a word of its own
    expect(words('vous réparez les jantes ?')).toContain('jantes');
    // …unless it is one of the verbs customers join to "je" before a vowel
    const damaged = questionWords('c koi la franchise si jabime le camion ??');
    const abime = damaged.find(({ word }) => word === 'abîme');
    expect(abime?.related.map(({ word }) => word)).toContain('damage');
    expect(words('jannule ma resa')).toContain('annule');
  });

  it('drops the English forms of the verbs that frame a question, and no other language’s words', () => {
    expect(words('What happens if something gets broken?')).not.toContain('gets');
    // Their irregular past too: the cancelling is what is asked, not what "came up"
    expect(words('can i cancel the cleaning tmrw? smth came up')).not.toContain('came');
    expect(words('I went to your shop and saw a bike I was told is on sale')).toEqual(
      expect.not.arrayContaining(['went', 'saw', 'told']),
    );
    const asked = words('my car needs an oil change, making noises');
    expect(asked).not.toContain('needs');
    expect(asked).not.toContain('making');
    expect(words('¿Limpiáis dos pisos?')).toContain('dos');
    // "To come" frames a question as "come" does: the dog is what it asks about
    expect(words('Mon chien peut venir ?')).toEqual(expect.arrayContaining(['chien']));
    expect(words('Mon chien peut venir ?')).not.toContain('venir');
    expect(words('Kann mein Hund mitkommen? Darf er kommen?')).not.toContain('kommen');
    // As do "souhaite", "pourriez" and "cherche": the delivery is what is asked
    const delivery = words('Je souhaite savoir si vous pourriez livrer, je cherche une solution');
    expect(delivery).toEqual(expect.arrayContaining(['livrer', 'solution']));
    for (const framing of ['souhaite', 'savoir', 'pourriez', 'cherche']) {
      expect(delivery).not.toContain(framing);
    }
    // French "need", "why" and "take" ask as English's do
    expect(words('Quels papiers faut-il apporter ?')).not.toContain('faut');
    const cash = words('pk vous prenez pas le liquide');
    expect(cash).toEqual(expect.arrayContaining(['liquide', 'acceptez']));
    expect(cash).not.toContain('pourquoi');
    expect(cash).not.toContain('prenez');
    expect(words('Do you sell used cars?')).toEqual(expect.arrayContaining(['used', 'cars']));
    // German prepositions joined to their article, "unfortunately", "or rather" and "get"
    expect(words('Was kostet ein Leihwagen übers Wochenende?')).not.toContain('übers');
    const refund = words('Ich muss leider absagen, krieg ich mein Geld zurück?');
    expect(refund).toEqual(expect.arrayContaining(['absagen', 'geld']));
    expect(refund).not.toContain('leider');
    expect(refund).not.toContain('krieg');
    expect(words('Kann ich mit EC-Karte bzw. Girocard zahlen?')).not.toContain('beziehungsweise');
    expect(words('Moin! Grüezi, merci vielmal')).toEqual([]);
    expect(words('A inspeção é no mês que vem')).not.toContain('vem');
    for (const framing of ['mach', 'beim', 'dabei']) {
      expect(words('Was mach ich, ist die Vignette beim Mietwagen dabei?')).not.toContain(framing);
    }
    expect(words('Can I just pop in without booking?')).not.toContain('without');
    // "Someone" frames a question in Spanish as "anyone" does in English
    expect(words('¿Alguien habla español?')).toEqual(['habla', 'español']);
    // An apostrophe's "n't" is the contraction chat-speak spells out: "won" is no word of it
    expect(words("It won't turn on")).toEqual(expect.arrayContaining(['will', 'not', 'turn']));
    expect(words("It won't turn on")).not.toContain('won');
    for (const framing of ['vosotros', 'vivo', 'aunque']) {
      expect(words('¿Vosotros me lo compráis aunque vivo en Murcia?')).not.toContain(framing);
    }
    const french = words('Il faut juste avoir ça ? Je dois payer un acompte ?');
    expect(french).toContain('acompte');
    for (const framing of ['juste', 'avoir', 'ça', 'dois']) expect(french).not.toContain(framing);
    // Portuguese "mim" (me) and German "solange" (as long as) frame what is asked
    expect(words('sou vegana, tem opção pra mim no café da manhã?')).not.toContain('mim');
    expect(words('Bekomme ich ein Leihauto, solange mein Auto in der Reparatur ist?')).toEqual(
      expect.not.arrayContaining(['solange']),
    );
    expect(words('Quanto fica? Is there somewhere with less noise?')).toEqual(
      expect.not.arrayContaining(['fica', 'somewhere', 'less']),
    );
  });

  it('reads asking whether something seen is still for sale as asking its availability', () => {
    expect(words('Ist der schwarze Tiguan aus der Anzeige noch zu haben?')).toContain('verfügbar');
    expect(words('is the white octavia still for sale?')).toContain('available');
    expect(words('¿El Seat sigue a la venta?')).toContain('disponible');
    expect(words('O Golf ainda está à venda?')).toContain('disponível');
    expect(words('La Clio est-elle toujours à vendre ?')).toContain('disponible');
  });

  it('reads asking where the business is as asking for its location, in every widget language', () => {
    expect(words('Where are you located?')).toContain('location');
    expect(words('where r u')).toContain('location');
    expect(words('where do you clean?')).not.toContain('location');
    expect(locationWords('¿Dónde está vuestra oficina?')).toEqual(['ubicación']);
    expect(locationWords('Onde fica a loja?')).toEqual(['localização']);
    expect(locationWords('Où êtes-vous ?')).toEqual(['adresse']);
    expect(locationWords('Wo ist Ihr Geschäft?')).toEqual(['adresse']);
    expect(locationWords('¿Dónde dejo las llaves?')).toEqual([]);
  });

  it('reads the lexicon’s phrases, alone when their words ask nothing, else with their words', () => {
    expect(words('one way rental')).toEqual(expect.arrayContaining(['rental', 'one way']));
    // Two spellings of one phrase ("one-way", "one way") are one word of the question
    for (const asked of ['one way rental', 'one-way rental']) {
      expect(words(asked).filter((word) => word.startsWith('one'))).toHaveLength(1);
    }
    const oneWay = relatedOf('one way rental', 'one way').map(({ word }) => word);
    expect(oneWay).toEqual(expect.arrayContaining(['einwegmiete', 'aller simple']));
    // A phrase with an apostrophe, typed with either: "salle d'attente" is a waiting room
    for (const typed of ["Vous avez une salle d'attente ?", 'Vous avez une salle d’attente ?']) {
      expect(relatedWordsOf(typed)).toContain('waiting room');
    }
    expect(words('do u keep a spare key?')).not.toContain('spare key');
    // A letter in front names the kind: an "E-Auto" is no car of any kind, unless the customer
    // also writes the word alone
    expect(words('habt ihr E-Autos?')).toEqual(['ihr', 'e-autos']);
    expect(words('Can you put a rear bike rack on my e-bike?')).toEqual(
      expect.arrayContaining(['bike', 'e-bike']),
    );
    // Filling it up is refuelling: the fuel policy's full tank, not a return elsewhere
    expect(relatedWordsOf('wat if i bring the car back without filling it up')).toEqual(
      expect.arrayContaining(['full tank', 'faire le plein']),
    );
    // Bringing a car back is returning it, as the owner writes
    expect(relatedWordsOf('What happens if I bring it back with less petrol?')).toEqual(
      expect.arrayContaining(['return', 'rendre la voiture']),
    );
  });

  it('reads a number of hours as how long, and spoken German as typed', () => {
    expect(words('What if I bring the car back two hours late?')).not.toContain('hours');
    expect(words('What if I bring the car back 2 hours late?')).toEqual(
      expect.arrayContaining(['2h', 'late']),
    );
    expect(words('what are your hours')).toContain('hours');
    const spoken = words('habt ihr ooch Stromer? was kostn das');
    expect(spoken).toContain('kosten');
    expect(spoken).not.toContain('ooch');
  });

  it('reads a German word typed without umlauts, and a German verb as its infinitive', () => {
    expect(relatedOf('Oeffnungszeiten werkstatt?', 'oeffnungszeiten')).toContainEqual({
      word: 'öffnungszeiten',
      weight: 0.95,
    });
    const delivers = relatedOf('Liefert ihr nach Hause?', 'liefert').map(({ word }) => word);
    expect(delivers).toEqual(expect.arrayContaining(['delivery', 'lieferung']));
    // English contractions typed without their apostrophe are their stop words
    expect(words('wont start')).toEqual(['will', 'not', 'start']);
  });

  it('drops a greeting, and keeps its words where they ask something', () => {
    expect(words('Bom dia, quanto custa o aluguer por dia?')).toEqual(['custa', 'aluguer', 'dia']);
    expect(words('Guten Tag, was kostet der Wagen pro Tag?')).toEqual(
      expect.arrayContaining(['kostet', 'wagen', 'tag']),
    );
    expect(words('Buenas noches')).toEqual([]);
  });

  it('relates the everyday words that frame a question, across languages', () => {
    const related = relatedTo;
    expect(related('How does pickup work?', 'work')).toContain('funciona');
    // "what happens if" asks without naming a topic, in each language
    expect(words('What happens if I return it late?')).not.toContain('happens');
    expect(words('¿Qué pasa si cancelo?')).toEqual(expect.not.arrayContaining(['pasa', 'si']));
    expect(related('Can you get rid of the mold?', 'rid')).toContain('entfernen');
    expect(related('What if I miss my appointment?', 'miss')).toContain('no-show');
    // and drops, in every language, what English's own stop words say
    const spanish = words('¿Será la misma limpiadora después de la reforma?');
    expect(spanish).not.toContain('misma');
    expect(spanish).not.toContain('después');
  });

  it('leaves words the lexicon does not know alone', () => {
    expect(relatedOf('do you repair boats', 'boats')).toEqual([]);
  });
});
