import type { TermGroup } from './related-terms.ts';

/**
 * The everyday verbs and words that frame a customer's question in any business, in the
 * widget's languages: "how does … work", "do you accept…", "do you offer…". Alone they name
 * no topic, but they are half of a short question, and an owner who wrote the Q&A in
 * Portuguese ("Como funciona o levantamento?") is asked it in English ("How does pickup
 * work?"). "What happens if…" is no such word: it weighed as the topic of questions whose
 * knowledge never says "happens" (question-words.ts drops it). These groups add to those of
 * related-terms.ts, service-terms.ts and commerce-terms.ts and repeat none of them.
 *
 * Source: compiled by hand for this product; no thesaurus or wordnet was copied. Licence: the
 * repository's own terms, like the rest of its code.
 *
 * As in the other groups, a word that is another language's word for something else is left
 * out (French "arrive" is "happens", English "arrive" is arriving).
 */
export const everydayTerms: readonly TermGroup[] = [
  {
    // What a business works with: "Do you use eco-friendly products?". Not "used", a used car
    en: ['use', 'using'],
    es: ['usar', 'usáis', 'usan', 'utilizar', 'utilizáis', 'utilizan'],
    pt: ['usar', 'usam', 'utilizar', 'utilizam'],
    fr: ['utiliser', 'utilisez', 'utilisent'],
    de: ['verwenden', 'verwendet', 'benutzen', 'benutzt'],
  },
  {
    // What the law or the business requires: a yearly service, a deposit, an appointment
    en: ['compulsory', 'mandatory', 'obligatory', 'required by law'],
    es: ['obligatorio', 'obligatoria', 'obligatorios'],
    pt: ['obrigatório', 'obrigatória', 'obrigatórios'],
    fr: ['obligatoire', 'obligatoires'],
    de: ['pflicht', 'verpflichtend', 'vorgeschrieben', 'gesetzlich vorgeschrieben'],
  },
  {
    // A quiet place to work, sleep or wait: "wo absolut Ruhe ist", a silent zone
    en: ['quiet', 'quiet area', 'quiet zone', 'silent', 'silent zone', 'silence'],
    es: ['tranquilo', 'tranquila', 'silencio', 'silenciosa', 'silencioso', 'zona tranquila'],
    pt: ['sossego', 'sossegado', 'silêncio', 'silenciosa', 'silencioso', 'zona silenciosa'],
    fr: ['calme', 'silence', 'silencieux', 'silencieuse', 'espace calme'],
    de: ['ruhe', 'ruhig', 'ruhige', 'ruhezone', 'ruhebereich', 'leise', 'stille'],
  },
  {
    // Whether something is what it is said to be: a car's mileage, a part, a review. Not the
    // Portuguese "reais", which is money, nor the French "vrai", which agrees.
    en: ['genuine', 'real', 'authentic'],
    es: ['real', 'reales', 'auténtico', 'auténticos', 'verdadero', 'verdaderos'],
    pt: ['verdadeiro', 'verdadeiros', 'autêntico', 'autênticos'],
    fr: ['réel', 'réels', 'réelle', 'authentique', 'authentiques'],
    de: ['authentisch', 'tatsächlich', 'tatsächliche', 'tatsächlichen'],
  },
  {
    // Working undisturbed: "focused work", "ich kann mich null konzentrieren"
    en: ['focus', 'focused', 'focussed', 'concentrate', 'concentration'],
    es: ['concentrarme', 'concentrarse', 'concentración', 'concentrado'],
    pt: ['concentrar', 'concentrar-me', 'concentração', 'concentrado'],
    fr: ['concentrer', 'concentré', 'concentration'],
    de: ['konzentrieren', 'konzentration', 'konzentriert', 'fokussiert'],
  },
  {
    // The same person every time: the cleaner a household gets used to
    en: ['same person', 'same cleaner', 'same lady', 'always the same'],
    es: ['misma persona', 'siempre la misma', 'siempre el mismo'],
    pt: ['mesma pessoa', 'sempre a mesma', 'sempre o mesmo'],
    fr: ['même personne', 'toujours la même', 'toujours le même'],
    de: ['dieselbe person', 'immer dieselbe', 'immer die gleiche', 'immer der gleiche'],
  },
  {
    // The cleaner a customer calls "the lady", as a Portuguese or Spanish one calls her "a senhora"
    en: ['lady', 'ladies'],
    es: ['señora', 'señoras'],
    pt: ['senhora', 'senhoras'],
    fr: ['dame', 'dames'],
    de: ['dame', 'damen'],
  },
  {
    // An old car to trade in, an old flat, old furniture: "ma vieille Clio", "mon ancienne voiture"
    en: ['old', 'older'],
    es: ['viejo', 'vieja', 'viejos', 'viejas', 'antiguo', 'antigua'],
    pt: ['velho', 'velha', 'velhos', 'velhas', 'antigo', 'antiga'],
    fr: ['vieux', 'vieil', 'vieille', 'vieilles', 'ancien', 'ancienne', 'anciens', 'anciennes'],
    de: ['alt', 'alte', 'alten', 'altes', 'älter', 'ältere', 'älteren'],
  },
  {
    en: ['difference', 'differences', 'different'],
    es: ['diferencia', 'diferencias'],
    pt: ['diferença', 'diferenças'],
    fr: ['différence', 'différences'],
    de: ['unterschied', 'unterschiede'],
  },
  {
    // Something dropped: a phone, a glass, the car's keys
    en: ['fell', 'dropped', 'fallen'],
    es: ['se cayó', 'cayó', 'caído', 'se me cayó'],
    pt: ['caiu', 'cair', 'deixei cair', 'deixou cair'],
    fr: ['tombé', 'tombée', 'fait tomber'],
    de: ['heruntergefallen', 'runtergefallen', 'fallen gelassen'],
  },
  {
    // Putting something off for a while: a cleaning plan, a subscription, a membership
    en: ['pause', 'suspend', 'put on hold', 'skip'],
    es: ['pausar', 'suspender', 'interrumpir'],
    pt: ['pausar', 'suspender', 'interromper'],
    fr: ['suspendre', 'mettre en pause', 'interrompre'],
    de: ['pausieren', 'aussetzen', 'unterbrechen'],
  },
  {
    en: ['recover', 'recovery', 'retrieve'],
    es: ['recuperar', 'recuperación'],
    pt: ['recuperar', 'recuperação'],
    fr: ['récupérer', 'récupération'],
    de: ['wiederherstellen', 'wiederherstellung', 'retten'],
  },
  {
    // Sending by post; English "post" alone is also a message, and "mail" an email
    en: ['by post', 'courier', 'post office'],
    es: ['correos', 'por correo', 'mensajería'],
    pt: ['correios', 'pelo correio', 'ctt', 'transportadora'],
    fr: ['la poste', 'par la poste', 'colissimo'],
    de: ['per post', 'paket', 'kurier', 'dhl'],
  },
  {
    // Fitting a part; French "monter" and Spanish "montar" are also getting in or riding
    en: ['fit', 'fitting', 'install', 'installation'],
    es: ['montaje', 'instalar', 'instalación'],
    pt: ['montar', 'montam', 'montagem', 'instalar', 'instalação', 'colocar', 'colocam'],
    fr: ['montage', 'installer', 'installation'],
    de: ['montieren', 'montage', 'einbauen', 'einbau'],
  },
  {
    en: ['change', 'changes', 'changing', 'swap', 'replace', 'replacement'],
    es: ['cambio', 'cambios', 'cambiar', 'sustituir', 'reemplazar'],
    pt: ['mudança', 'troca', 'trocar', 'mudar', 'substituir', 'substituição'],
    fr: ['changement', 'changer', 'remplacer', 'remplacement'],
    de: ['wechsel', 'wechseln', 'ändern', 'änderung', 'ersetzen', 'austauschen', 'tauschen'],
  },
  {
    en: ['add', 'adding', 'added'],
    es: ['añadir', 'añado', 'agregar', 'agrego'],
    pt: ['adicionar', 'acrescentar', 'acrescento'],
    fr: ['ajouter', 'rajouter', 'ajoute'],
    de: ['hinzufügen', 'eintragen', 'dazunehmen'],
  },
  {
    en: ['work', 'works'],
    es: ['funciona', 'funcionan', 'funcionar', 'funcionamiento'],
    pt: ['funciona', 'funcionam', 'funcionar', 'funcionamento'],
    fr: ['fonctionne', 'fonctionnent', 'fonctionner', 'fonctionnement'],
    de: ['funktioniert', 'funktionieren', 'ablauf', 'läuft ab'],
  },
  {
    en: ['accept', 'accepts', 'accepted'],
    es: ['aceptan', 'aceptáis', 'aceptar', 'acepta', 'aceptamos'],
    pt: ['aceitar', 'aceita', 'aceitamos', 'aceitais'],
    fr: ['acceptez', 'accepter', 'accepte', 'acceptent', 'acceptons'],
    de: ['akzeptieren', 'akzeptiert', 'nehmen sie'],
  },
  {
    en: ['offer', 'offers', 'provide', 'provides'],
    es: ['ofrecen', 'ofrecéis', 'ofrecer', 'ofrece', 'ofrecemos', 'proporcionan', 'proporcionáis'],
    pt: ['oferecem', 'oferecer', 'oferece', 'oferecemos', 'disponibilizam', 'fornecem', 'fornecer'],
    fr: [
      'proposez',
      'proposer',
      'propose',
      'proposons',
      'offrez',
      'offrir',
      'fournissez',
      'fournir',
      'fournit',
      'fournissons',
    ],
    de: ['bieten', 'bietet', 'anbieten', 'angeboten'],
  },
  {
    en: ['key', 'keys'],
    es: ['llave', 'llaves'],
    pt: ['chave', 'chaves'],
    fr: ['clé', 'clés', 'clef', 'clefs'],
    de: ['schlüssel'],
  },
  {
    en: ['land', 'lands', 'landing', 'arrive', 'arrives', 'arrival', 'arrivals'],
    es: ['aterrizo', 'aterriza', 'aterrizamos', 'aterrizar', 'llegada', 'llegadas'],
    pt: ['aterro', 'aterra', 'aterramos', 'aterrar', 'chegada', 'chegadas'],
    fr: ['atterris', 'atterrit', 'atterrissons', 'atterrir', 'arrivée', 'arrivées'],
    de: ['lande', 'landet', 'landen', 'ankunft', 'ankomme'],
  },
  {
    en: ['recommend', 'recommendation', 'recommendations'],
    es: ['recomendar', 'recomiendas', 'recomiendan', 'recomendáis', 'recomendación'],
    pt: ['recomendar', 'recomenda', 'recomendam', 'recomendação'],
    fr: ['recommander', 'recommandez', 'recommandation', 'conseillez'],
    de: ['empfehlen', 'empfiehlt', 'empfehlung', 'empfehlungen'],
  },
  {
    en: ['send', 'sends', 'sent'],
    es: ['enviar', 'enviáis', 'envían', 'mandar', 'mandáis'],
    pt: ['enviar', 'enviam', 'mandar', 'mandam'],
    fr: ['envoyer', 'envoyez', 'envoient'],
    de: ['schicken', 'schickt', 'senden', 'sendet', 'zusenden'],
  },
  {
    en: ['find', 'finding'],
    es: ['encontrar', 'encuentro', 'encuentra'],
    pt: ['encontrar', 'encontro', 'encontra'],
    fr: ['trouver', 'trouve', 'trouvez', 'dénicher', 'dégoter'],
    de: ['finden', 'finde', 'findet'],
  },
  {
    en: [
      'foreigner',
      'foreigners',
      'expat',
      'expats',
      'non-resident',
      'non-residents',
      'residence permit',
      'foreign',
    ],
    es: [
      'extranjero',
      'extranjera',
      'extranjeros',
      'no residente',
      'expatriado',
      'permiso de residencia',
    ],
    pt: [
      'estrangeiro',
      'estrangeira',
      'estrangeiros',
      'não residente',
      'expatriado',
      'autorização de residência',
    ],
    fr: ['étranger', 'étrangère', 'étrangers', 'non-résident', 'expatrié', 'titre de séjour'],
    de: [
      'ausländer',
      'ausländerin',
      'ausländische',
      'expats',
      'nicht ansässig',
      'aufenthaltstitel',
      'aufenthaltserlaubnis',
    ],
  },
  {
    // A licence, a card or a customer from a country outside the EU is a foreign one ("minha
    // CNH brasileira", "an Indian driving licence"). The nationalities a story around the
    // question names ("my husband is American") are fillers in question-words.ts instead.
    en: ['foreign', 'brazilian', 'indian', 'ukrainian'],
    es: ['extranjero', 'extranjera', 'brasileño', 'brasileña', 'ucraniano', 'ucraniana'],
    pt: [
      'estrangeiro',
      'estrangeira',
      'brasileiro',
      'brasileira',
      'indiano',
      'ucraniano',
      'ucraniana',
    ],
    fr: [
      'étranger',
      'étrangère',
      'brésilien',
      'brésilienne',
      'indienne',
      'ukrainien',
      'ukrainienne',
    ],
    de: ['ausländisch', 'ausländische', 'brasilianisch', 'indisch', 'ukrainisch'],
  },
  {
    en: ['remove', 'removal', 'removing', 'get rid of'],
    es: ['quitar', 'quitáis', 'eliminar', 'eliminación'],
    pt: ['tirar', 'tiram', 'remover', 'remoção'],
    fr: ['enlever', 'enlevez', 'éliminer', 'élimination'],
    de: ['entfernen', 'entfernt', 'entfernung', 'beseitigen', 'loswerden'],
  },
  {
    // Being at home while the work is done: "do I have to be in when the cleaner comes?"
    en: ['be in', 'be home', 'be at home', 'be present'],
    es: ['estar en casa', 'esté en casa', 'estar presente', 'estar yo', 'esté yo'],
    pt: ['estar em casa', 'esteja em casa', 'estiver em casa', 'estar presente'],
    fr: ['être présent', 'être présente', 'être à la maison', 'être chez moi', 'être là'],
    de: ['zu hause sein', 'daheim sein', 'anwesend'],
  },
  {
    // Trying before committing: "can I take it for the weekend before deciding?"
    en: ['before buying', 'before i buy', 'before deciding', 'before i decide', 'try before'],
    es: ['antes de comprar', 'antes de comprarlo', 'antes de decidir'],
    pt: ['antes de comprar', 'antes de decidir'],
    fr: ["avant de l'acheter", "avant d'acheter", 'avant de signer', 'avant de me décider'],
    de: ['vor dem kauf', 'vorher ausprobieren', 'vor dem kaufen'],
  },
  {
    // Not "accepted", the accepting group's, nor Spanish "vale", which frames a question
    en: ['valid', 'still valid'],
    es: ['válido', 'válida'],
    pt: ['válido', 'válida', 'valida'],
    fr: ['valable', 'valide', 'valables'],
    de: ['gültig', 'gilt', 'anerkannt'],
  },
  {
    // One visit of a service, as a cleaner's or a treatment's: "what's in a standard session?"
    en: ['session', 'sessions'],
    es: ['sesión', 'sesiones'],
    pt: ['sessão', 'sessões'],
    fr: ['séance', 'séances'],
    de: ['sitzung', 'sitzungen', 'einsatz'],
  },
  {
    // The usual one, as the service comes every time: "my usual cleaner", "a standard clean"
    en: ['usual', 'standard', 'normal'],
    es: ['habitual', 'estándar', 'normal'],
    pt: ['habitual', 'padrão', 'normal'],
    fr: ['habituel', 'habituelle', 'standard', 'normal', 'normale', 'classique'],
    de: ['üblich', 'übliche', 'gewohnt', 'standard', 'normal', 'normale'],
  },
  {
    // Soon, and fast: "can u come tmrw for a quick clean?", "au plus tôt", "kurzfristig"
    en: ['quick', 'quickly', 'fast', 'soon', 'as soon as possible', 'short notice'],
    es: ['rápido', 'rápida', 'rápidamente', 'cuanto antes', 'lo antes posible'],
    pt: ['rápido', 'rápida', 'rapidamente', 'quanto antes', 'o mais rápido possível'],
    fr: ['rapide', 'rapidement', 'vite', 'au plus tôt', 'au plus vite', 'dès que possible'],
    de: ['kurzfristig', 'so schnell wie möglich', 'möglichst bald'],
  },
];
