import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Phocéa Autos, a used-car and new-car dealer in Marseille, founded in 2007, with a showroom on
 * the boulevard de Pont-de-Vivaux in the 10th arrondissement and a workshop in the Les Paluds
 * business park in Aubagne. It sells about 150 used cars from 2015 to 2024 (city cars, family
 * cars, SUVs, hybrids and electric cars), each checked on 110 points, with a Histovec report and
 * a 12-month guarantee, new Dacia and Kia cars as the two brands' agent, and about 25 used vans
 * for tradespeople, fitted out on request; it finances by loan, LOA and LLD, takes cars in
 * part-exchange (even with a loan still running) and buys them outright, paid the same day by
 * instant transfer, does the registration (carte grise) on the spot, delivers across Provence and
 * ships cars to Corsica by ferry, and its workshop services any make, recharges air
 * conditioning, prepares cars for the contrôle technique and lends courtesy cars. Its customers
 * write in French, often with Marseille slang and chat-speak (families, young drivers and
 * students, tradespeople, people refused by their bank or listed at the Banque de France,
 * sailors and port workers, Corsicans buying on the mainland), and in English (engineers and
 * researchers at ITER in Cadarache). The owner wrote the briefing in French, most Q&A pairs in
 * French (showroom, workshop and hours, stock and photos, the guarantee, how cars are checked,
 * new cars, vans, electric and hybrid cars, loans, LOA and LLD, a bad credit history,
 * part-exchange, a car with a loan still running, buying a car outright, the carte grise,
 * delivery, Corsica, the workshop, air conditioning, the contrôle technique, the courtesy car,
 * payment and deposits, test drives, young drivers and students) and a few in English (buying a
 * car on arrival at ITER, English-speaking staff and delivery to Cadarache, a foreign driving
 * licence, automatic cars, buying the car back at the end of a contract), added two custom
 * responses (a financing simulation, a valuation of the customer's car), and pasted the 2026
 * price and services list and the general terms of sale and guarantee, both in French.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases with
 * Marseille slang and everyday words the owner never used ("une petite caisse", "7 ou 8000
 * balles", "ça m'espante", "c'est pas cher ou c'est une arnaque ?", "ma bagnole", "fada", "on
 * crève dans la voiture", "rachetez cash", "dégun"), long messages with a story around the
 * question (a sailor leaving for four weeks at sea, a family of five in Porto-Vecchio, a care
 * assistant listed at the Banque de France, a plumber in La Ciotat whose Kangoo is dying, an
 * ITER couple with Italian licences, a Kia Niro whose air conditioning blows hot, a postdoc
 * afraid of losing money on resale), typos and chat-speak ("slt", "wsh", "bjr", "c combien",
 * "vs", "jsp", "pr", "occaz", "le CT", "aprem", no accents; "u", "hows", "15k"), one- or
 * two-word questions ("Reprise ?", "LLD", "Garantie ?", "Automatic?", "Voiture de prêt ?"),
 * short follow-ups that only make sense after an earlier question ("et l'atelier il ouvre le
 * samedi ?", "and for Corsica? how much to ship it to Bastia?"), English questions against
 * French knowledge and the reverse (a "permis B78", a colleague from Cadarache who speaks no
 * French), and a few that only a document answers (the guarantee after a resale, a towbar for
 * the trailer, sending back a car bought at a distance, a paid car kept while a seaman is at
 * sea). The outside questions include hard negatives that share words with the knowledge
 * (renting a car for the weekend, bodywork after a dented door, scooters for students, a driving
 * school, a camper van's fridge, a ferry fare to Bastia, spare parts over the counter, a shuttle
 * bus to ITER) and plain questions about an OM match and bouillabaisse at the Vieux-Port.
 */

const english = qaIn('English');
const french = qaIn('French');

// The sources' titles, as the answers name them.
const location = 'Où se trouvent votre showroom et votre atelier, et quels sont vos horaires ?';
const stock = 'Quelles voitures d’occasion avez-vous en stock et où voir les photos ?';
const guarantee = 'Quelle garantie avez-vous sur vos voitures d’occasion ?';
const preparation = 'Comment vérifiez-vous et préparez-vous vos occasions avant la vente ?';
const newCars = 'Vendez-vous des voitures neuves ?';
const vans = 'Avez-vous des utilitaires pour les artisans et les professionnels ?';
const electric = 'Avez-vous des voitures électriques et hybrides ?';
const financing = 'Proposez-vous un financement à crédit ?';
const loaLld = 'Quelle est la différence entre la LOA et la LLD, et les proposez-vous ?';
const badCredit =
  'Je suis fiché à la Banque de France ou ma banque a refusé mon crédit : puis-je quand même acheter une voiture ?';
const tradeIn = 'Reprenez-vous ma voiture si j’en achète une chez vous ?';
const tradeInLoan = 'Ma voiture a encore un crédit en cours : pouvez-vous la reprendre ?';
const buyCash = 'Achetez-vous ma voiture même si je n’en achète pas chez vous ?';
const carteGrise = 'Vous occupez-vous de la carte grise, et combien coûte-t-elle ?';
const delivery = 'Livrez-vous la voiture hors de Marseille ?';
const corsica = 'Pouvez-vous envoyer une voiture en Corse ?';
const workshop = 'Que fait votre atelier d’Aubagne, et à quel prix ?';
const airCon = 'Faites-vous la recharge de climatisation ?';
const technicalInspection = 'Pouvez-vous préparer ma voiture pour le contrôle technique ?';
const courtesy = 'Prêtez-vous une voiture pendant les réparations ?';
const payment = 'Quels moyens de paiement acceptez-vous, et puis-je réserver une voiture ?';
const testDrive = 'Puis-je essayer une voiture avant de l’acheter ?';
const youngDrivers = 'Je suis jeune conducteur ou étudiant : quelle voiture me conseillez-vous ?';
const expatBuy = 'Can I buy a car in France if I have just moved here to work at ITER?';
const englishHelp = 'Does anyone speak English, and can you bring the car to Cadarache?';
const foreignLicence = 'Can I drive in France with my foreign driving licence?';
const automatics = 'Do you have automatic cars?';
const buyback = 'Will you buy the car back when my contract in France ends?';
const priceList = 'Tarifs et services 2026 – Phocéa Autos';
const terms = 'Conditions générales de vente et de garantie – Phocéa Autos (2026)';
const financeQuote = 'Demande de simulation de financement (crédit, LOA ou LLD)';
const tradeInQuote = 'Demande d’estimation de votre voiture (reprise ou rachat)';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const marseilleCarDealerSet: EvaluationSet = {
  name: 'Marseille car dealer (Phocéa Autos)',
  heldOut: false,
  agentName: 'Lou',
  briefing: {
    companyName: 'Phocéa Autos',
    industry: 'automotive',
    description:
      'Phocéa Autos est un garage indépendant de Marseille, fondé en 2007 par Karim Mesbah et tenu aujourd’hui avec sa sœur Nadia. Notre showroom se trouve boulevard de Pont-de-Vivaux, dans le 10e arrondissement, et notre atelier dans la zone des Paluds, à Aubagne. Nous vendons environ 150 voitures d’occasion de 2015 à 2024 (citadines, familiales, SUV, hybrides et électriques), toutes contrôlées et garanties 12 mois, environ 25 utilitaires d’occasion pour les artisans, et des voitures neuves comme agent officiel Dacia et Kia. Nous sommes 18 : vendeurs, mécaniciens, préparateurs et une conseillère financement. Nous parlons français, anglais, italien et arabe. Nous avons vendu plus de 11 000 voitures, et beaucoup de clients reviennent nous voir pour leur deuxième ou leur troisième voiture.',
    targetAudience:
      'Les familles de Marseille et de l’est des Bouches-du-Rhône (Aubagne, La Ciotat, Allauch) ; les jeunes conducteurs et les étudiants d’Aix-Marseille Université qui cherchent une première voiture pas chère ; les artisans, les commerçants et les auto-entrepreneurs qui ont besoin d’un utilitaire ; les marins, les dockers et les salariés du port et des ferries, souvent absents plusieurs semaines ; les personnes refusées par leur banque ou fichées qui cherchent une solution ; les Corses qui achètent leur voiture sur le continent ; et les ingénieurs et chercheurs étrangers d’ITER, à Cadarache, qui nous écrivent en anglais.',
    keyServices:
      'Vente d’environ 150 occasions contrôlées en 110 points, avec rapport Histovec et garantie 12 mois (extension jusqu’à 36 mois) ; voitures neuves Dacia et Kia comme agent officiel ; utilitaires d’occasion pour les professionnels, prix HT, avec aménagement sur demande ; financement : crédit, LOA et LLD, avec des solutions pour les dossiers difficiles ; reprise de votre voiture, même avec un crédit en cours ; rachat de votre voiture payé le jour même par virement ; carte grise faite sur place ; livraison en Provence et en Corse par ferry ; atelier toutes marques à Aubagne : entretien, recharge de climatisation, préparation au contrôle technique ; véhicule de courtoisie pendant les réparations ; accompagnement en anglais et rachat garanti pour les expatriés d’ITER.',
    commonQuestions:
      'Nos adresses et nos horaires (showroom et atelier), les voitures en stock et les photos, la garantie, si une voiture pas chère est une bonne affaire ou une arnaque, le crédit, la LOA et la LLD, le financement quand on est fiché ou en intérim, la reprise d’une voiture avec un crédit en cours, le rachat cash, le prix de la carte grise, la livraison à Toulon, à Aix ou en Corse, la recharge de clim, le passage du CT, la voiture de prêt ; et, en anglais, comment acheter une voiture en arrivant à ITER, le permis étranger, les boîtes automatiques et le rachat de la voiture en fin de contrat.',
    languages: ['French', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Réponses claires et concrètes, avec les prix en euros TTC (et HT pour les utilitaires) et le bon lieu : le showroom de Marseille ou l’atelier d’Aubagne. Nous vouvoyons les clients, même quand ils écrivent en langage SMS ou en parler marseillais, et nous répondons en anglais à qui écrit en anglais. Nous ne promettons jamais qu’un crédit sera accepté ni un prix de reprise sans estimation. Nous terminons toujours par une étape concrète : un essai, une estimation, une simulation ou notre WhatsApp au 06 45 21 87 33.',
    personality:
      'Comme un vendeur marseillais de confiance : chaleureux, direct, avec un peu d’humour, franc sur l’état des voitures et sur les chances d’obtenir un crédit, patient avec les jeunes qui achètent leur première voiture et avec les expatriés qui découvrent les démarches françaises.',
    responseTemplates: [
      {
        scenario: financeQuote,
        response:
          'Avec plaisir ! Pour que Sandrine, notre conseillère financement, vous prépare une simulation, envoyez-nous sur WhatsApp au 06 45 21 87 33 ou à contact@phocea-autos.example : la voiture qui vous intéresse (lien de l’annonce, ou modèle et budget) ; la formule souhaitée (crédit, LOA ou LLD) et la durée (de 12 à 84 mois) ; l’apport éventuel et si vous avez une voiture à nous céder en reprise ; la mensualité qui vous convient ; votre situation professionnelle (CDI, CDD, intérim, indépendant, retraité, étudiant) et vos revenus nets mensuels ; et si un co-emprunteur signera avec vous. La simulation est gratuite et sans engagement, et la réponse de principe arrive en général en moins d’une heure pendant nos horaires. Un crédit vous engage et doit être remboursé. Vérifiez vos capacités de remboursement avant de vous engager.',
      },
      {
        scenario: tradeInQuote,
        response:
          'Avec plaisir, estimons votre voiture ! Envoyez-nous sur WhatsApp au 06 45 21 87 33 : la marque, le modèle, la version, l’année et le kilométrage ; des photos des quatre côtés, de l’intérieur, du compteur moteur allumé et de la carte grise ; l’historique d’entretien et la date du dernier contrôle technique ; les défauts que vous connaissez (chocs, voyants, bruits, clim) ; s’il reste un crédit ou une LOA, avec le montant restant dû ; et si vous voulez nous la céder en reprise contre une de nos voitures ou simplement nous la vendre. Nous vous envoyons une première fourchette de prix en moins de 2 heures pendant nos horaires. L’offre ferme est faite après un examen gratuit de 30 minutes au showroom du boulevard de Pont-de-Vivaux ; elle est valable 15 jours et 500 km.',
      },
    ],
  },
  qa: [
    french(
      location,
      'Notre showroom est au 87 boulevard de Pont-de-Vivaux, 13010 Marseille, à 3 minutes de la sortie La Capelette de l’A50, avec un parking clients gratuit de 40 places ; le bus 18 s’arrête devant (arrêt Pont-de-Vivaux). Environ 90 de nos occasions et toutes les voitures neuves Dacia et Kia y sont exposées ; les autres sont sur notre parc d’Aubagne, et nous les faisons venir au showroom en 24 heures. Le showroom est ouvert du lundi au vendredi de 9h à 12h30 et de 14h à 19h, et le samedi de 9h à 18h sans interruption. Notre atelier est à Aubagne, zone des Paluds, 12 avenue de Jouques, 13400 Aubagne : il est ouvert du lundi au vendredi de 7h30 à 12h et de 13h30 à 18h, et le samedi de 8h à 12h. Tout est fermé le dimanche et les jours fériés. Showroom : 04 91 78 42 10. Atelier : 04 42 03 56 90. WhatsApp : 06 45 21 87 33. E-mail : contact@phocea-autos.example.',
    ),
    french(
      stock,
      'Nous avons en permanence environ 150 occasions de 2015 à 2024, de moins de 150 000 km : des citadines (Clio, 208, Sandero, C3, Yaris, i10, Picanto) de 6 900 € à 15 900 €, des compactes et des familiales (Mégane, 308, Golf, Ceed, Scénic, Berlingo, Dacia Jogger 7 places) de 11 900 € à 24 900 €, des SUV (Captur, 2008, 3008, Duster, Sportage, Tucson, Qashqai) de 13 900 € à 34 900 €, une vingtaine d’hybrides et d’électriques, et environ 25 utilitaires. Toutes nos annonces, avec 30 photos, le kilométrage, le prix, le rapport Histovec et le lieu où se trouve la voiture (showroom ou parc d’Aubagne), sont sur www.phocea-autos.example, et aussi sur Leboncoin et La Centrale. Vous voulez en voir plus ? Écrivez-nous sur WhatsApp au 06 45 21 87 33 : nous vous envoyons une vidéo de la voiture moteur en marche, les factures d’entretien et le procès-verbal du contrôle technique. Nous rentrons 10 à 15 voitures chaque semaine, et nous pouvons chercher pour vous un modèle précis (recherche personnalisée gratuite et sans engagement).',
    ),
    french(
      guarantee,
      'Toutes nos occasions, même les moins chères, sont garanties 12 mois pièces et main-d’œuvre, kilométrage illimité, en plus des garanties légales (conformité et vices cachés). La garantie couvre le moteur, la boîte de vitesses (manuelle ou automatique), la transmission, le turbo, la direction, l’électronique moteur, le circuit de refroidissement et la climatisation. Ne sont pas couvertes les pièces d’usure : embrayage, freins, pneus, amortisseurs, batterie 12 V, balais d’essuie-glace et ampoules. Sur les hybrides et les électriques, la batterie de traction reste couverte par la garantie du constructeur (en général 8 ans ou 160 000 km), et nous vous remettons le certificat d’état de santé de la batterie. En cas de panne, appelez l’atelier au 04 42 03 56 90 : la réparation se fait à Aubagne, sans frais, et le remorquage est pris en charge dans un rayon de 50 km ; en Corse et à plus de 100 km, nous faisons réparer la voiture par un garage agréé de notre réseau. Vous pouvez prolonger la garantie à l’achat : 24 mois pour 390 €, 36 mois pour 690 € (490 € et 850 € pour les hybrides et les électriques).',
    ),
    french(
      preparation,
      'Avant d’être mise en vente, chaque voiture passe à notre atelier d’Aubagne pour un contrôle en 110 points (moteur, boîte, freins, train roulant, carrosserie, électronique, climatisation) et un essai sur route. Nous vérifions le kilométrage avec l’historique d’entretien et les anciens contrôles techniques, et nous publions avec l’annonce le rapport Histovec officiel : nombre de propriétaires, sinistres déclarés, situation administrative (ni gage ni opposition). Nous n’achetons pas de véhicules déclarés épaves (VE ou VGE), ni de voitures inondées ou au compteur douteux. Ensuite nous faisons la révision (vidange, filtres), nous changeons ce qui doit l’être (pneus à moins de 3 mm, plaquettes, courroie de distribution si l’échéance approche) et la voiture passe un contrôle technique de moins de 6 mois, sans défaillance majeure. Nos prix sont bas parce que nous achetons beaucoup de voitures en reprise et que nous les préparons nous-mêmes, pas parce que nous cachons des défauts : si un prix vous paraît trop beau, demandez-nous le dossier complet (factures, PV de contrôle technique, rapport Histovec). Vous pouvez aussi faire venir votre mécanicien pour inspecter la voiture avant l’achat.',
    ),
    french(
      newCars,
      'Oui, nous sommes agent officiel Dacia et Kia : nous vendons toute la gamme neuve des deux marques (Dacia Sandero, Duster, Jogger, Bigster, Spring ; Kia Picanto, Stonic, Niro, Sportage, EV3, EV6…) au tarif du constructeur, avec les mêmes remises et offres que la concession, la garantie du constructeur (3 ans ou 100 000 km chez Dacia, 7 ans ou 150 000 km chez Kia) et l’entretien dans notre atelier d’Aubagne. Une quinzaine de modèles neufs sont exposés au showroom et plusieurs démonstrateurs sont disponibles à l’essai. Les voitures en stock se livrent en 1 à 3 semaines ; une voiture commandée à l’usine, avec vos options et votre couleur, arrive en général en 2 à 4 mois. Les frais de mise à la route (plaques, préparation, plein) sont de 390 € chez Dacia et de 490 € chez Kia. Pour une électrique neuve, les aides à l’achat en vigueur le jour de la commande sont déduites directement du prix. Le neuf se finance à crédit, en LOA ou en LLD.',
    ),
    french(
      vans,
      'Oui, nous avons en permanence environ 25 utilitaires d’occasion de 3 à 12 m³ : Renault Kangoo, Citroën Berlingo et Peugeot Partner (3 à 4 m³), Renault Trafic, Peugeot Expert, Citroën Jumpy et Ford Transit Custom (5 à 6 m³), Renault Master, Fiat Ducato et Peugeot Boxer (10 à 12 m³), de 9 900 € à 29 900 € HT. Les prix des utilitaires sont affichés hors taxes et toutes taxes comprises : pour une entreprise assujettie, la TVA est récupérable. Ils ont la même garantie de 12 mois que nos voitures. Notre atelier peut les équiper avant la livraison : étagères et aménagement intérieur dès 690 € HT, galerie de toit avec échelle 490 € HT, cloison de séparation. Nous vendons aux artisans, aux auto-entrepreneurs, aux sociétés et aux commerçants ; pour une entreprise, apportez un extrait Kbis (ou votre avis de situation Sirene) de moins de 3 mois. Financement possible en crédit professionnel, en crédit-bail ou en LLD sur 24 à 60 mois. Nous reprenons votre ancien utilitaire, même très kilométré.',
    ),
    french(
      electric,
      'Oui, une vingtaine en permanence. En électrique : Dacia Spring et Renault Zoe dès 8 900 €, Peugeot e-208, MG4 et Kia e-Niro de 14 900 € à 24 900 €, et quelques Tesla Model 3 autour de 27 000 €. En hybride : Toyota Yaris Hybrid, Toyota C-HR, Kia Niro, Renault Clio E-Tech et Dacia Jogger Hybrid, de 14 900 € à 29 900 €. Pour chaque électrique ou hybride rechargeable, nous vous remettons le certificat d’état de santé de la batterie (SoH, en %) établi par un organisme indépendant ; nous ne vendons pas d’électrique dont la batterie est sous 80 %. La batterie de traction reste couverte par la garantie du constructeur, en général 8 ans ou 160 000 km. Toutes ont la vignette Crit’Air 0 ou 1. Nous vous expliquons l’autonomie réelle (en été, sur l’autoroute, avec la clim), la recharge à la maison et les bornes du quartier, et notre électricien partenaire peut installer une borne murale chez vous (devis gratuit). En neuf, nous vendons aussi la Dacia Spring et les Kia électriques.',
    ),
    french(
      financing,
      'Oui. Nous travaillons avec trois organismes partenaires et envoyons votre dossier à celui qui correspond le mieux à votre situation ; la réponse de principe arrive en général en moins d’une heure, du lundi au samedi. Crédit classique sur 12 à 84 mois, sans apport obligatoire, sans frais de dossier, TAEG fixe à partir de 4,9 % selon la durée et votre profil. Exemple : pour 15 000 € empruntés sur 60 mois, 60 mensualités de 281,82 € hors assurance facultative, TAEG fixe 4,9 %, montant total dû 16 909,20 €. Pièces à fournir : pièce d’identité, justificatif de domicile de moins de 3 mois, 3 derniers bulletins de salaire, dernier avis d’imposition et RIB. Les CDD, les intérimaires (relevés des 6 derniers mois), les marins et les dockers du port, les retraités et les indépendants (2 derniers bilans ou déclarations) sont acceptés selon leur dossier ; un étudiant peut emprunter avec un parent co-emprunteur ou caution. Vous disposez d’un délai de rétractation de 14 jours sur le crédit, et si le crédit est refusé, la vente est annulée et votre acompte vous est remboursé. Un crédit vous engage et doit être remboursé. Vérifiez vos capacités de remboursement avant de vous engager.',
    ),
    french(
      loaLld,
      'Oui, nous proposons les deux. En LOA (location avec option d’achat), vous payez un loyer chaque mois pendant 24 à 60 mois, puis, à la fin, vous choisissez : acheter la voiture en payant l’option d’achat fixée au contrat, ou la rendre. En LLD (location longue durée), vous louez la voiture 24 à 60 mois avec un kilométrage choisi (de 10 000 à 30 000 km par an), puis vous la rendez ; l’entretien peut être inclus dans le loyer. La LOA existe sur nos occasions de moins de 5 ans et sur le neuf ; la LLD sur le neuf Dacia et Kia et sur certaines occasions récentes. Exemples : une Peugeot 208 de 2022 en LOA à partir de 219 € par mois sur 49 mois ; une Dacia Sandero neuve en LLD à partir de 189 € par mois sur 37 mois avec 10 000 km par an, après un premier loyer de 1 500 €. Dans les deux cas, les kilomètres au-delà du forfait (en général 0,08 € par km) et les dégâts au-delà de l’usure normale sont facturés à la restitution. La LLD convient si vous changez souvent de voiture ou si vous ne restez que quelques années ; la LOA, si vous pensez garder la voiture. Une location vous engage : vérifiez vos capacités de remboursement avant de vous engager.',
    ),
    french(
      badCredit,
      'Souvent oui, mais soyons honnêtes : si vous êtes inscrit au FICP (le fichier des incidents de remboursement de la Banque de France), aucun de nos organismes partenaires ne pourra vous accorder un crédit ni une LOA tant que l’inscription court. Les solutions que nous trouvons avec nos clients : emprunter avec un co-emprunteur non fiché (conjoint, parent), qui signe le contrat avec vous ; choisir une voiture moins chère, payée comptant avec votre épargne et la reprise de votre ancienne voiture ; ou mettre un apport plus important. Si votre banque vous a simplement refusé un prêt, sans fichage, nos partenaires étudient votre dossier autrement et acceptent souvent des profils refusés ailleurs (CDD, intérim, période d’essai). Une inscription au fichier des chèques impayés (FCC) ne vous empêche pas de payer par virement. Nous ne faisons jamais de « crédit sans justificatif » : méfiez-vous de ceux qui en promettent. Envoyez-nous votre situation sur WhatsApp, nous vous répondons franchement et en toute discrétion.',
    ),
    french(
      tradeIn,
      'Oui, nous reprenons les voitures et les utilitaires de toutes marques et de tout âge, qu’ils roulent ou non. L’estimation est gratuite : 30 minutes au showroom, ou une première estimation sur photos par WhatsApp en moins de 2 heures pendant nos horaires. Nous l’établissons d’après la cote du marché, le kilométrage, l’état, l’entretien et le contrôle technique ; l’offre est valable 15 jours et 500 km. Le montant de la reprise est déduit du prix de votre nouvelle voiture, et vous gardez votre ancienne voiture jusqu’au jour de la livraison. Pour l’achat d’une occasion de plus de 10 000 €, nous garantissons une reprise d’au moins 500 € pour toute voiture qui roule, même très ancienne. Apportez la carte grise à votre nom, le double des clés, le carnet d’entretien et, si la voiture a plus de 4 ans, le dernier contrôle technique. Une voiture avec un crédit en cours peut aussi être reprise.',
    ),
    french(
      tradeInLoan,
      'Oui, c’est très fréquent, et vous n’avez pas à rembourser votre crédit avant. Demandez à votre organisme de crédit un décompte de remboursement anticipé (il est valable quelques jours) : nous remboursons directement le solde à l’organisme et le déduisons de la valeur de reprise. Si votre voiture vaut plus que le solde, la différence vient en déduction du prix de la nouvelle ; si le solde est plus élevé, vous payez la différence, ou elle peut être intégrée au financement de la nouvelle voiture si l’organisme l’accepte. Une voiture en LOA appartient encore à la société de location : nous pouvons lever l’option d’achat pour vous d’après le décompte de l’organisme, et déduire ce montant. Une voiture en LLD ne vous appartient pas : nous ne pouvons pas la reprendre, il faut la rendre au loueur. Si la carte grise porte une mention de gage, nous faisons lever le gage après le remboursement.',
    ),
    french(
      buyCash,
      'Oui, nous rachetons les voitures et les utilitaires de 2010 et plus récents, de moins de 200 000 km, toutes marques, même si vous n’achetez rien chez nous. L’estimation est gratuite, au showroom en 30 minutes ou sur photos par WhatsApp. Si vous acceptez notre offre, nous payons par virement instantané le jour même, dès la signature du certificat de cession : la loi nous interdit de payer plus de 1 000 € en espèces. Vous n’avez pas besoin de faire un contrôle technique pour nous vendre votre voiture. Il faut que la carte grise soit à votre nom (ou une procuration du titulaire), le double des clés si vous l’avez, et que la voiture ne soit pas gagée ; si un crédit est en cours, nous remboursons l’organisme et vous versons la différence. Nous faisons avec vous la déclaration de cession sur le site de l’ANTS, pour que les amendes ne vous soient plus envoyées.',
    ),
    french(
      carteGrise,
      'Oui, nous sommes habilités par le ministère de l’Intérieur : nous faisons la carte grise à votre nom sur place, le jour de l’achat, et vous repartez avec le certificat provisoire d’immatriculation, valable un mois ; la carte définitive arrive chez vous par courrier sécurisé en 3 à 7 jours ouvrés. Le prix dépend surtout de la puissance fiscale : taxe régionale de la Région Sud de 60 € par cheval fiscal en 2026, plus la taxe de gestion (11 €), la redevance d’acheminement (2,76 €) et nos frais de dossier (39 €). Exemple pour une Clio de 5 CV : 5 × 60 € + 11 € + 2,76 € + 39 € = 352,76 €. Les voitures électriques ne paient pas la taxe régionale en 2026 (il reste 52,76 €). Si vous habitez en Corse ou dans une autre région, c’est le tarif de votre région qui s’applique. Apportez une pièce d’identité et un justificatif de domicile de moins de 6 mois à votre nom ; si vous êtes hébergé, une attestation d’hébergement avec la pièce d’identité et un justificatif de domicile de votre hébergeur. Les plaques d’immatriculation sont posées et offertes.',
    ),
    french(
      delivery,
      'Oui, du lundi au samedi, avec un de nos convoyeurs, voiture lavée et carte grise faite. Marseille et Aubagne : gratuit. Reste des Bouches-du-Rhône (Aix-en-Provence, La Ciotat, Martigues, Salon, Istres, Cadarache) : 79 €. Var, Vaucluse et Alpes-de-Haute-Provence (Toulon, Avignon, Manosque) : 129 €. Alpes-Maritimes, Hautes-Alpes et Gard : 189 €. Ailleurs en France, sur devis. Pour la Corse, nous envoyons la voiture par ferry (voir nos conditions pour la Corse). Vous signez les documents à distance (signature électronique) ou à la livraison, et vous réglez le solde par virement avant le départ de la voiture. Le convoyeur vous présente la voiture pendant une demi-heure, et si vous nous cédez votre ancienne voiture en reprise, il la ramène au retour.',
    ),
    french(
      corsica,
      'Oui, nous livrons chaque semaine en Corse, par les ferries qui partent de Marseille. Le plus simple : nous embarquons la voiture seule, en fret, et vous la récupérez au port d’arrivée, carte grise faite et documents dans la boîte à gants. Prix, traversée comprise : 390 € pour Ajaccio ou Bastia, 450 € pour L’Île-Rousse, Propriano ou Porto-Vecchio ; livraison du port à votre domicile : 90 € en plus. Comptez 4 à 6 jours ouvrés entre le paiement et l’arrivée au port. Vous pouvez aussi venir chercher la voiture à Marseille et prendre le bateau avec elle ; nous vous la déposons au port de la Joliette si vous le souhaitez. Tout peut se faire à distance : vidéo de la voiture, documents par e-mail, signature électronique et paiement par virement. La carte grise est établie à votre adresse en Corse, au tarif de la Collectivité de Corse. La garantie de 12 mois s’applique aussi en Corse : les réparations sont faites par nos garages partenaires d’Ajaccio et de Bastia.',
    ),
    french(
      workshop,
      'Notre atelier d’Aubagne entretient et répare les voitures et les utilitaires de toutes marques, achetés chez nous ou ailleurs, et l’entretien chez nous ne vous fait pas perdre la garantie du constructeur d’une voiture neuve. Prix TTC, pièces et main-d’œuvre compris : vidange avec filtre à huile dès 119 € (149 € en diesel) ; révision complète selon le carnet du constructeur dès 189 € ; plaquettes avant dès 149 €, disques et plaquettes avant dès 289 € ; kit de distribution avec pompe à eau de 490 € à 790 € selon le moteur ; batterie posée dès 119 € ; montage et équilibrage des pneus 15 € par pneu ; géométrie 79 € ; diagnostic électronique 59 €, offert si vous faites la réparation chez nous. Nous faisons aussi la recharge de climatisation et la préparation au contrôle technique. Devis gratuit avant chaque intervention ; rendez-vous en général sous 3 à 5 jours, au 04 42 03 56 90 ou sur WhatsApp. Si vous déposez votre voiture, une navette vous conduit à la gare d’Aubagne, et un véhicule de courtoisie peut vous être prêté.',
    ),
    french(
      airCon,
      'Oui, toute l’année, à l’atelier d’Aubagne, en 45 minutes environ, sur rendez-vous. Recharge complète avec contrôle d’étanchéité, tirage au vide et ajout d’huile et de traceur : 79 € pour les voitures au gaz R134a (la plupart des voitures d’avant 2017) et 149 € pour celles au gaz R1234yf (la plupart des voitures récentes ; ce gaz est plus cher). Traitement antibactérien du circuit et changement du filtre d’habitacle : 39 € en plus, conseillé si la clim sent mauvais. Si votre clim souffle chaud peu de temps après une recharge, il y a sans doute une fuite ou une panne du compresseur : nous faisons alors un diagnostic (59 €, offert si vous faites la réparation chez nous) et un devis. En juin et en juillet, les rendez-vous partent vite : appelez une semaine à l’avance. Sur une voiture achetée chez nous, la climatisation est couverte par la garantie de 12 mois.',
    ),
    french(
      technicalInspection,
      'Oui. Nous ne faisons pas le contrôle technique nous-mêmes (la loi interdit à un garage d’être aussi centre de contrôle), mais nous le préparons : un pré-contrôle à l’atelier d’Aubagne, sur les mêmes points que le contrôleur (freins, éclairage, pneus, direction, suspensions, pollution, corrosion), pour 39 €, déduits si vous faites les réparations chez nous. Nous vous remettons la liste des défauts et un devis, puis nous réparons ce que vous acceptez. Si vous le souhaitez, nous emmenons la voiture au centre de contrôle agréé voisin et la ramenons : 25 € de convoyage, plus le prix du contrôle payé au centre. Si votre voiture doit déjà passer une contre-visite, apportez le procès-verbal : nous réparons les défaillances notées et pouvons la conduire à la contre-visite dans le délai de 2 mois. Rappel : une voiture passe son premier contrôle technique avant ses 4 ans, puis tous les 2 ans.',
    ),
    french(
      courtesy,
      'Oui. Nous avons six véhicules de courtoisie (Dacia Sandero et Kia Picanto) que nous prêtons gratuitement aux clients de l’atelier d’Aubagne quand l’intervention dure plus d’une demi-journée, et toujours pendant une réparation sous garantie d’une voiture achetée chez nous. Réservez-le en même temps que votre rendez-vous, au moins 48 heures à l’avance, car ils partent vite. Le prêt comprend l’assurance et 100 km par jour ; vous rendez la voiture avec le même niveau de carburant. Le conducteur doit avoir au moins 21 ans et le permis depuis 2 ans. Si aucun véhicule n’est libre, nous vous déposons gratuitement à la gare d’Aubagne, d’où le train vous met à Marseille Saint-Charles en 15 minutes.',
    ),
    french(
      payment,
      'Vous pouvez payer par virement bancaire (le virement instantané est le plus rapide : la voiture peut partir le jour même), par chèque de banque (nous appelons votre banque pour le vérifier), par carte bancaire jusqu’à 3 000 €, en espèces jusqu’à 1 000 € au maximum comme le prévoit la loi, ou avec un financement (crédit, LOA, LLD) ; vous pouvez combiner ces moyens avec la reprise de votre ancienne voiture. Nous n’acceptons pas les chèques personnels. Pour réserver une voiture, même à distance, nous demandons un acompte de 300 € pour une voiture de moins de 15 000 € et de 500 € au-delà, par carte ou par virement ; la voiture est retirée de la vente pendant 7 jours et l’acompte est déduit du prix. Si votre crédit est refusé, l’acompte vous est remboursé en totalité. Attention aux arnaques : nos coordonnées bancaires ne changent jamais et sont au nom de Phocéa Autos SAS ; vérifiez-les par téléphone au 04 91 78 42 10 avant tout virement.',
    ),
    french(
      testDrive,
      'Bien sûr, gratuitement et sans engagement, pour toutes nos occasions et pour les démonstrateurs neufs Dacia et Kia. L’essai dure 20 à 30 minutes, avec un vendeur, sur un parcours en ville et sur l’A50. Apportez votre permis de conduire (les jeunes conducteurs en permis probatoire sont les bienvenus) et une pièce d’identité. Prenez rendez-vous par téléphone ou sur WhatsApp, surtout le samedi, pour que la voiture soit prête au showroom : si elle est sur notre parc d’Aubagne, nous la faisons venir en 24 heures. Pour une électrique, nous pouvons vous la prêter une demi-journée pour tester l’autonomie sur vos trajets habituels.',
    ),
    french(
      youngDrivers,
      'Pour une première voiture, nous conseillons une citadine de 4 ou 5 chevaux fiscaux, simple à entretenir et pas chère à assurer : Clio, 208, Sandero, C3, Yaris, i10 ou Picanto. Nous en avons toujours une quarantaine entre 6 900 € et 12 000 €, toutes avec la garantie de 12 mois, la révision faite et un contrôle technique de moins de 6 mois. Pendant le permis probatoire, c’est l’assurance qui coûte le plus cher : évitez les moteurs puissants et les sportives, et demandez des devis avant de choisir ; notre courtier partenaire vous fait un devis gratuit au showroom pour la voiture qui vous intéresse. Les étudiants qui présentent leur carte d’étudiant ont une remise de 150 € sur une occasion de moins de 10 000 €. Pour financer, un étudiant ou un apprenti peut emprunter avec un parent co-emprunteur ou caution.',
    ),
    english(
      expatBuy,
      'Yes, and many of our customers work for ITER Organization, Fusion for Energy, the CEA or their contractors in Cadarache. To sell you the car and register it in your name we need: your passport or national ID card; your residence document if you are not an EU citizen (a titre de séjour, or the special residence card issued by the French Ministry of Foreign Affairs to ITER staff); and a proof of address in France less than 6 months old, such as your lease, an electricity bill or, if you are still in temporary housing, a letter from your employer or your host. You do not need a French driving licence to buy a car. You can pay by SEPA transfer from a European account; an international transfer from outside Europe takes 2 to 5 days, and we hand over the car once the money has arrived. If your status allows you to buy a car free of VAT, bring the certificate from your organisation’s protocol office and we will invoice accordingly. We register the car the same day and you drive away with the temporary registration certificate; the final one is posted to your address within a week.',
    ),
    english(
      englishHelp,
      'Yes. At the showroom, Nadia (the owner’s sister) and Tom, one of our salespeople, speak English, and Tom also speaks Italian; book a time on WhatsApp at +33 6 45 21 87 33 so that one of them is there. We can send you videos and documents in English, and we explain the French sales contract, the registration certificate (carte grise) and the warranty terms step by step. We deliver to your workplace car park at Cadarache or to your home: 79 € for Saint-Paul-lez-Durance, Jouques or Aix-en-Provence, 129 € for Manosque, Pertuis, Vinon-sur-Verdon and the rest of the Alpes-de-Haute-Provence, the Vaucluse and the Var. Our driver brings the car cleaned and registered, goes through it with you in English, and can take your trade-in back to Marseille. Servicing is done at our workshop in Aubagne, about 50 minutes from Cadarache, and we can lend you a courtesy car while your car is there.',
    ),
    english(
      foreignLicence,
      'It depends on where it was issued. A licence from a European Union or EEA country (Italy, Germany, Spain…) is valid in France for as long as it is valid; you do not need to exchange it. A licence from another country (United Kingdom, United States, India, Japan, Korea, China…) can be used for one year after you take up residence in France; before that year is over, you must apply on the ANTS website to exchange it for a French licence, which is only possible if your country has an exchange agreement with France. For staff of international organisations holding a special residence card from the Ministry of Foreign Affairs, different rules apply: ask your organisation’s protocol office. A licence not written in the Latin alphabet must be accompanied by an official translation or an International Driving Permit. For a test drive with us, bring your licence and your passport.',
    ),
    english(
      automatics,
      'Yes, about 60 of our 150 used cars are automatic: all the electric cars, all the hybrids (Toyota Yaris Hybrid and C-HR, Kia Niro, Renault Clio E-Tech), and many SUVs and family cars (Peugeot 3008 and 2008 EAT8, Kia Sportage, Hyundai Tucson, Renault Captur EDC). They usually cost 1 000 € to 2 000 € more than the same model with a manual gearbox. On our website, filter by "Boîte automatique". Most new Kia cars are automatic; at Dacia, automatic versions exist on the Sandero, Duster, Jogger and Bigster. Almost all our vans are manual. If your licence only allows automatic cars (code 78 on a French licence), tell us: we will only show you automatic cars and let you test drive them.',
    ),
    english(
      buyback,
      'Yes. With our Expat Buyback commitment, signed when you buy, we buy the car back when you leave France: for 75 % of the price you paid if you sell it back within 12 months, 65 % between 12 and 24 months and 55 % between 24 and 36 months, provided it has done no more than 20,000 km a year, has had its services done (with us or elsewhere) and has no accident damage beyond normal wear; we inspect it when you bring it back. Give us one month’s notice: we pay by bank transfer, to a French or a foreign account, and we do the declaration of sale (déclaration de cession) with you, so that you can hand over the keys the week you leave. The commitment is free and you are never obliged to sell the car to us. Without it, we will still make you an offer for your car, as for any car we buy.',
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'French',
      text: `TARIFS ET SERVICES 2026 – PHOCÉA AUTOS
Showroom : 87 boulevard de Pont-de-Vivaux, 13010 Marseille – 04 91 78 42 10
Atelier : zone des Paluds, 12 avenue de Jouques, 13400 Aubagne – 04 42 03 56 90
WhatsApp 06 45 21 87 33 – contact@phocea-autos.example
Prix en euros TTC (TVA 20 %), sauf mention HT, valables du 1er janvier au 31 décembre 2026. Le prix de chaque voiture figure sur son annonce ; voici les fourchettes de prix du stock et les prix de nos services.

1. Occasions : fourchettes de prix (stock de janvier 2026)
Citadines 2016-2023 (Clio, 208, Sandero, C3, Yaris, i10, Picanto) : 6 900 € à 15 900 €
Compactes et familiales (Mégane, 308, Golf, Ceed, Scénic, Berlingo, Jogger 7 places) : 11 900 € à 24 900 €
SUV (Captur, 2008, 3008, Duster, Sportage, Tucson, Qashqai) : 13 900 € à 34 900 €
Hybrides (Yaris Hybrid, C-HR, Niro, Clio E-Tech, Jogger Hybrid) : 14 900 € à 29 900 €
Électriques (Spring, Zoe, e-208, MG4, e-Niro, Model 3) : 8 900 € à 32 900 €
Utilitaires de 3 à 12 m³ (Kangoo, Berlingo, Partner, Trafic, Jumpy, Transit Custom, Master, Ducato, Boxer) : 9 900 € à 29 900 € HT
Boîte automatique : en général 1 000 € à 2 000 € de plus que le même modèle en boîte manuelle.
Compris dans le prix de chaque occasion : contrôle en 110 points, révision faite, contrôle technique de moins de 6 mois, rapport Histovec, certificat de batterie pour les électriques et les hybrides rechargeables, garantie 12 mois pièces et main-d’œuvre, plaques d’immatriculation, lavage intérieur et extérieur, un quart de réservoir (électriques : batterie chargée à 80 %).

2. Extensions de garantie (à souscrire à l’achat)
24 mois : 390 € (hybrides et électriques : 490 €)
36 mois : 690 € (hybrides et électriques : 850 €)
Utilitaires : 24 mois 450 € HT, 36 mois 790 € HT

3. Voitures neuves Dacia et Kia
Prix du tarif constructeur en vigueur, remises et offres du moment comprises.
Frais de mise à la route (plaques, préparation, plein) : Dacia 390 €, Kia 490 €
Délai : voitures en stock 1 à 3 semaines, commande à l’usine 2 à 4 mois.

4. Financement (exemples au 1er janvier 2026, sous réserve d’acceptation du dossier)
Crédit classique de 12 à 84 mois, sans frais de dossier, TAEG fixe à partir de 4,9 %. Exemple : 15 000 € sur 60 mois, 60 mensualités de 281,82 € hors assurance facultative, TAEG fixe 4,9 %, montant total dû 16 909,20 €.
LOA sur les occasions de moins de 5 ans : Peugeot 208 de 2022 dès 219 € par mois sur 49 mois.
LLD sur le neuf : Dacia Sandero dès 189 € par mois sur 37 mois, 10 000 km par an, premier loyer de 1 500 €.
Kilomètre au-delà du forfait en fin de LOA ou de LLD : 0,08 € en général.
Assurance emprunteur facultative : à partir de 0,30 % du capital emprunté par an.
Un crédit vous engage et doit être remboursé. Vérifiez vos capacités de remboursement avant de vous engager.

5. Reprise et rachat
Estimation de votre voiture : gratuite (au showroom en 30 minutes, ou sur photos par WhatsApp)
Reprise minimum garantie pour toute voiture qui roule, à l’achat d’une occasion de plus de 10 000 € : 500 €
Offre de reprise valable 15 jours et 500 km.

6. Carte grise
Taxe régionale Région Sud : 60 € par cheval fiscal (électriques : 0 €)
Taxe de gestion : 11 € – redevance d’acheminement : 2,76 €
Frais de dossier Phocéa Autos : 39 € (voiture achetée chez nous)
Carte grise d’un véhicule acheté ailleurs, démarche faite pour vous : 49 € de frais, plus les taxes
Exemple : Clio de 5 CV = 352,76 €
Client domicilié en Corse ou dans une autre région : taxe régionale de sa région.

7. Livraison
Marseille et Aubagne : gratuite
Reste des Bouches-du-Rhône (Aix-en-Provence, La Ciotat, Martigues, Salon, Istres, Cadarache) : 79 €
Var, Vaucluse, Alpes-de-Haute-Provence : 129 €
Alpes-Maritimes, Hautes-Alpes, Gard : 189 €
Corse, par ferry depuis Marseille, voiture embarquée seule en fret, traversée comprise : Ajaccio ou Bastia 390 € ; L’Île-Rousse, Propriano ou Porto-Vecchio 450 € ; livraison du port à votre domicile : 90 €
Ailleurs en France : sur devis.

8. Atelier d’Aubagne (pièces et main-d’œuvre comprises)
Vidange et filtre à huile : dès 119 € (diesel : dès 149 €)
Révision selon le carnet du constructeur : dès 189 €
Plaquettes avant : dès 149 € – disques et plaquettes avant : dès 289 €
Kit de distribution et pompe à eau : 490 € à 790 €
Batterie 12 V posée : dès 119 €
Montage et équilibrage : 15 € par pneu – géométrie : 79 €
Diagnostic électronique : 59 € (offert si la réparation est faite chez nous)
Recharge de climatisation : 79 € (gaz R134a), 149 € (gaz R1234yf)
Traitement antibactérien de la climatisation et filtre d’habitacle : 39 €
Pré-contrôle technique : 39 € (déduit si les réparations sont faites chez nous)
Convoyage au centre de contrôle technique et retour : 25 € (contrôle payé au centre)
Véhicule de courtoisie : gratuit, sur réservation
Navette vers la gare d’Aubagne : gratuite

9. Accessoires et équipements (posés à l’atelier)
Attelage avec faisceau électrique : 390 € à 690 € selon le modèle
Films teintés sur les vitres arrière et la lunette arrière (interdits sur les vitres avant) : 190 €
Tapis de sol sur mesure : 49 €
Double de clé : 149 € à 390 € selon le modèle
Aménagement intérieur d’utilitaire (étagères, plancher bois) : dès 690 € HT
Galerie de toit avec échelle : 490 € HT
Borne de recharge murale 7 kW, posée par notre électricien partenaire : dès 1 290 €

10. Frais divers
Acompte de réservation : 300 € (voiture de moins de 15 000 €) ou 500 € (au-delà), déduit du prix
Remise étudiant (carte d’étudiant en cours de validité, occasion de moins de 10 000 €) : 150 €
Gardiennage d’une voiture payée et non retirée au-delà de 15 jours : 10 € par jour
Marins embarqués : gardiennage gratuit pendant 45 jours sur présentation de l’ordre d’embarquement
Paiement par carte bancaire : sans frais, jusqu’à 3 000 €`,
    },
    {
      title: terms,
      language: 'French',
      text: `CONDITIONS GÉNÉRALES DE VENTE ET DE GARANTIE – Phocéa Autos SAS, 87 boulevard de Pont-de-Vivaux, 13010 Marseille, RCS Marseille 512 345 678. Atelier : zone des Paluds, 12 avenue de Jouques, 13400 Aubagne. En vigueur au 1er janvier 2026.

1. Commande et acompte
La vente est conclue par la signature du bon de commande, au showroom ou par signature électronique. Le bon de commande indique le prix, le kilométrage, la date de première mise en circulation, les équipements, la garantie et la date de livraison prévue. L’acompte (300 € ou 500 € selon le prix de la voiture) réserve la voiture pendant 7 jours et est déduit du prix. Si le client renonce à l’achat sans motif légitime, l’acompte reste acquis au vendeur. Il est remboursé en totalité, sous 8 jours, si le crédit mentionné au bon de commande est refusé (crédit affecté, articles L.312-44 et suivants du Code de la consommation) ou si le vendeur ne peut pas livrer la voiture.

2. Prix et TVA
Les prix sont en euros TTC. Les voitures d’occasion achetées à des particuliers sont en général vendues sous le régime de la TVA sur la marge : la facture ne fait pas apparaître de TVA, qui n’est pas récupérable. Les utilitaires affichés HT sont vendus avec une TVA apparente, récupérable par les entreprises assujetties. Les prix annoncés peuvent changer jusqu’à la signature du bon de commande.

3. Paiement
Le solde est payé au plus tard à la livraison : par virement (crédité sur notre compte avant la remise des clés), par chèque de banque, par carte bancaire dans la limite de 3 000 €, en espèces dans la limite de 1 000 € pour un client domicilié en France ou de 15 000 € pour un client domicilié à l’étranger, sur justificatif (article D.112-3 du Code monétaire et financier), ou par un financement. Le vendeur reste propriétaire de la voiture jusqu’au paiement complet (clause de réserve de propriété). Nos coordonnées bancaires ne sont jamais modifiées par e-mail.

4. Livraison et retrait
La voiture est livrée lavée et révisée, avec un contrôle technique de moins de 6 mois pour les voitures de plus de 4 ans, la carte grise au nom du client (ou le certificat provisoire d’immatriculation), deux clés lorsque la voiture a été vendue neuve avec deux clés, et un quart de réservoir ou une batterie chargée à 80 % au moins. Le client retire sa voiture dans les 15 jours qui suivent sa mise à disposition ; au-delà, des frais de gardiennage de 10 € par jour sont facturés. Le client marin ou navigant qui présente son ordre d’embarquement bénéficie d’un gardiennage gratuit de 45 jours. Pendant le gardiennage, la voiture reste assurée par le vendeur, sur son parc fermé d’Aubagne.

5. Vente à distance
Lorsque la vente est conclue entièrement à distance (téléphone, WhatsApp, e-mail, site internet), sans visite du client au showroom avant la signature, le client consommateur dispose d’un délai de rétractation de 14 jours à compter de la livraison (articles L.221-18 et suivants du Code de la consommation). Il nous en informe par écrit (e-mail ou courrier). La voiture est rendue au showroom, ou au port de livraison pour une voiture livrée en Corse, dans l’état où elle a été livrée et avec au plus 500 km parcourus depuis la livraison ; les frais de retour sont à la charge du client, ainsi que la dépréciation résultant d’une utilisation au-delà de ce qui est nécessaire pour l’essayer. Le prix et les frais de livraison initiaux sont remboursés dans les 14 jours qui suivent la récupération de la voiture. Les taxes de carte grise déjà payées au nom du client ne sont pas remboursées.

6. Garantie commerciale de 12 mois
Toute voiture et tout utilitaire d’occasion vendus par Phocéa Autos sont garantis 12 mois à compter de la livraison, kilométrage illimité, pièces et main-d’œuvre. Pièces couvertes : moteur (pièces internes lubrifiées, culasse, joint de culasse, turbo, injection), boîte de vitesses manuelle ou automatique, pont et transmission, direction, circuit de refroidissement, électronique de gestion du moteur, alternateur, démarreur, climatisation (compresseur, condenseur, évaporateur). Exclusions : pièces d’usure (embrayage des boîtes manuelles, plaquettes et disques, pneus, amortisseurs, batterie 12 V, balais, ampoules, échappement), carrosserie, sellerie et vitrage, batterie de traction des hybrides et des électriques (couverte par la garantie du constructeur), et les dommages causés par un accident, un défaut d’entretien, une erreur de carburant, un manque d’huile ou de liquide de refroidissement, ou une réparation faite ailleurs sans notre accord. Conditions : faire les entretiens aux échéances prévues par le constructeur, chez nous ou dans tout autre garage, et garder les factures ; signaler la panne dans les 48 heures et ne pas continuer à rouler avec un voyant d’alerte allumé. Les réparations sont faites à l’atelier d’Aubagne, et le remorquage est pris en charge jusqu’à 50 km ; à plus de 100 km de l’atelier, en Corse notamment, elles sont faites par un garage agréé de notre réseau, après notre accord. La prise en charge d’une intervention est limitée à la valeur de la voiture au jour de la panne. En cas de revente de la voiture à un particulier pendant la durée de la garantie, celle-ci est transmise gratuitement au nouveau propriétaire jusqu’à son terme ; le vendeur nous en informe par e-mail avec la copie du certificat de cession. Les extensions de garantie à 24 et 36 mois suivent les mêmes règles.

7. Garanties légales
Indépendamment de la garantie commerciale, le client consommateur bénéficie de la garantie légale de conformité (articles L.217-3 et suivants du Code de la consommation), d’une durée de 12 mois pour un bien d’occasion, et de la garantie des vices cachés (articles 1641 et suivants du Code civil), qu’il peut invoquer dans les 2 ans qui suivent la découverte du vice.

8. Reprise de la voiture du client
L’offre de reprise est valable 15 jours et 500 km, à condition que la voiture soit remise dans l’état décrit lors de l’estimation. Le client déclare, sauf mention contraire, que la voiture n’est pas gagée, n’a pas subi d’accident grave et que son kilométrage n’a pas été modifié. Un crédit en cours est remboursé par nos soins d’après le décompte de l’organisme, et son montant est déduit de la valeur de reprise. Les amendes, les péages et les frais de stationnement antérieurs à la remise de la voiture restent à la charge du client ; nous enregistrons l’achat auprès de l’administration dans les 15 jours.

9. Amendes de la voiture vendue
Les infractions commises avec la voiture vendue avant la date et l’heure de livraison inscrites sur le certificat de cession sont à la charge du vendeur ; celles commises ensuite sont à la charge de l’acheteur, que nous désignons à l’administration. La déclaration de cession est faite sur le site de l’ANTS le jour de la livraison.

10. Véhicule de courtoisie
Le véhicule de courtoisie est prêté gratuitement aux clients de l’atelier, pour la durée de l’intervention, à des conducteurs d’au moins 21 ans titulaires du permis depuis 2 ans. Une empreinte bancaire de 500 € est prise au départ. Il est assuré tous risques, avec une franchise de 800 € à la charge de l’emprunteur en cas de dommage dont il est responsable. Il ne doit pas quitter la France continentale. Le prêt comprend 100 km par jour ; au-delà, 0,25 € par km. Le carburant manquant est facturé 2,50 € le litre, et chaque jour de retard sans notre accord 40 €. Les amendes et les péages de la période de prêt sont à la charge de l’emprunteur.

11. Atelier
Tout travail fait l’objet d’un devis gratuit, accepté par écrit ou par message. Les pièces remplacées sont rendues au client s’il le demande. Les réparations sont garanties 12 mois, pièces et main-d’œuvre. Une voiture réparée qui n’est pas reprise 7 jours après l’avis de fin de travaux est facturée 10 € par jour de gardiennage.

12. Données personnelles, réclamations et médiation
Les données du client servent uniquement à la vente, au financement, à l’immatriculation et au suivi de la garantie. Réclamations : contact@phocea-autos.example ou par courrier au showroom ; nous répondons sous 15 jours. En cas de litige non résolu, le client consommateur peut saisir gratuitement le médiateur des professions de l’automobile (Mobilians). Tribunal compétent : celui du domicile du consommateur.`,
    },
  ],
  answerable: [
    // French paraphrases with Marseille slang and everyday words
    {
      question:
        "Wesh, vous auriez pas une petite caisse pas chère pour mon fils qui vient d'avoir le permis ? Genre 7 ou 8000 balles max, un truc tranquille qui tombe pas en panne tous les quatre matins.",
      answeredBy: [youngDrivers, stock, priceList],
    },
    {
      question:
        "Ça m'espante, vous avez une 208 de 2019 à 9 900 € sur le site. C'est pas cher ou c'est une arnaque ? Elle a forcément un problème à ce prix-là, non ?",
      answeredBy: [preparation, guarantee, services, description],
    },
    {
      question:
        'Ma bagnole a encore deux ans de crédit dessus. Vous me la prenez quand même si je vous en achète une autre ?',
      answeredBy: [tradeInLoan, tradeIn, tradeInQuote, services, terms],
    },
    {
      question:
        "Fada, la clim de ma Clio souffle chaud depuis le début de l'été, on crève dans la voiture. Vous me la rechargez pour combien ?",
      answeredBy: [airCon, workshop, priceList, services],
    },
    {
      question:
        "Vous rachetez les voitures cash ? J'ai une Polo de 2014 qui dort au garage depuis que je suis en télétravail, dégun s'en sert. Je veux juste m'en débarrasser, je rachète rien derrière.",
      answeredBy: [buyCash, tradeInQuote, services],
    },
    // Long messages in French, the question inside
    {
      question:
        "Bonjour, je suis marin à La Méridionale, je rembarque demain pour 4 semaines et je rentre le 12 du mois prochain. J'ai vu le Kia Sportage de 2020 sur votre site et j'ai peur qu'il parte avant mon retour. Est-ce que je peux le bloquer depuis le bateau, en attendant de venir le voir et de le payer ?",
      answeredBy: [payment, terms, priceList],
    },
    {
      question:
        "Bonjour, on habite à Porto-Vecchio avec nos trois enfants et on cherche un Dacia Jogger 7 places d'occasion. Ici il n'y a presque rien et tout est hors de prix. Si on en trouve un chez vous, est-ce que vous pouvez nous l'envoyer par le bateau sans qu'on ait à monter à Marseille, et ça coûte combien ?",
      answeredBy: [corsica, priceList, services],
    },
    {
      question:
        "Bonjour, j'ai eu de grosses galères il y a deux ans et je suis fichée à la Banque de France jusqu'en 2027. Aujourd'hui j'ai un CDI d'aide-soignante à la Timone et avec les horaires de nuit le bus ce n'est plus possible. Est-ce que vous pouvez quand même me faire un crédit, ou il y a une autre solution ?",
      answeredBy: [badCredit, financeQuote, services],
    },
    {
      question:
        "Bonjour, je suis plombier auto-entrepreneur à La Ciotat. Mon Kangoo a 310 000 km et le moteur fait un bruit d'enfer, il me faut un fourgon plus grand, genre Trafic, avec des étagères dedans pour ranger le matériel. Vous avez ça, et vous faites les prix HT ?",
      answeredBy: [vans, priceList, services, description, terms],
    },
    // Long messages in English
    {
      question:
        "Hi, I just started at ITER in Cadarache on a 5-year contract and we're renting a house in Manosque. My wife and I need a family car, ideally a hybrid. We only have a temporary address for now and our Italian driving licences. What paperwork do you need to sell us a car and register it?",
      answeredBy: [expatBuy, carteGrise],
    },
    {
      question:
        'Hi, I bought a Kia Niro from you in March. Since last week the air conditioning only blows hot air and now there is a warning light on the dashboard. I drive to the port every day for work. Is this covered by your warranty, and can I get a car while mine is in your workshop?',
      answeredBy: [guarantee, airCon, courtesy, terms, services],
    },
    {
      question:
        "Hello, I'm a postdoc at ITER on a two-year contract and I need a car, but I'm worried about losing a lot of money when I have to sell it before going home. Would you buy it back from me at the end, and roughly how much would I get?",
      answeredBy: [buyback, buyCash, services],
    },
    // Typos and chat-speak, in French
    {
      question: 'slt c combien la carte grise pour une clio 5cv svp',
      answeredBy: [carteGrise, priceList],
    },
    {
      question: 'wsh vous livrez a toulon ?? c combien',
      answeredBy: [delivery, priceList, services],
    },
    {
      question:
        'bjr je suis en interim depuis 8 mois jsp si mon dossier va passer, vs faites le credit pr les interimaires ?',
      answeredBy: [financing, badCredit, financeQuote],
    },
    {
      question:
        'le CT de ma 307 c dans 2 semaines, vs pouvez la regarder avant pour que je me tape pas une contre visite ?',
      answeredBy: [technicalInspection, workshop, priceList, services],
    },
    {
      question: 'la loa c dispo sur les occaz ou que sur le neuf ?',
      answeredBy: [loaLld, priceList],
    },
    {
      question: 'vs etes ouvert le samedi aprem ? c pour venir voir les voitures',
      answeredBy: [location],
    },
    // Typos and chat-speak, in English
    {
      question: 'do u guys have electric cars under 15k? hows the battery on them',
      answeredBy: [electric, priceList],
    },
    // One or two words
    {
      question: 'Reprise ?',
      answeredBy: [tradeIn, tradeInLoan, tradeInQuote, services, terms, priceList],
    },
    { question: 'LLD', answeredBy: [loaLld, newCars, vans, priceList, financeQuote, services] },
    { question: 'Garantie ?', answeredBy: [guarantee, terms, priceList, services, description] },
    { question: 'Automatic?', answeredBy: [automatics] },
    {
      question: 'Voiture de prêt ?',
      answeredBy: [courtesy, workshop, terms, priceList, services],
    },
    // Short follow-ups
    { question: "et l'atelier il ouvre le samedi ?", answeredBy: [location] },
    {
      question: "et si la banque me refuse le credit, l'acompte je le recupere ?",
      answeredBy: [payment, financing, terms],
    },
    {
      question: 'and for Corsica? how much to ship it to Bastia?',
      answeredBy: [corsica, priceList],
    },
    {
      question: 'what about the 36 month one, how much is it?',
      answeredBy: [guarantee, priceList],
    },
    // French questions, English knowledge
    {
      question:
        'Mon mari travaille à ITER et on rentre au Canada dans 3 ans. Si on achète chez vous, vous nous reprenez la voiture au moment du départ ?',
      answeredBy: [buyback, buyCash, services],
    },
    {
      question: "Vous avez des boîtes automatiques ? J'ai le permis B78, je peux conduire que ça.",
      answeredBy: [automatics],
    },
    {
      question:
        "Quelqu'un parle anglais chez vous ? C'est pour mon collègue de Cadarache, il parle pas un mot de français et il cherche une voiture.",
      answeredBy: [englishHelp, description],
    },
    // English questions, French knowledge
    {
      question: 'Can I trade in my car if I still owe money on it?',
      answeredBy: [tradeInLoan, tradeIn, tradeInQuote, services, terms],
    },
    {
      question: 'Do you ship cars to Corsica? We live in Ajaccio.',
      answeredBy: [corsica, delivery, priceList, services],
    },
    {
      question:
        "What's the difference between LOA and LLD? Which one makes more sense if I'm only staying in France for three years?",
      answeredBy: [loaLld],
    },
    {
      question: 'Can I test drive a new Kia before ordering one?',
      answeredBy: [testDrive, newCars],
    },
    {
      question: 'How much is an oil change at your garage in Aubagne?',
      answeredBy: [workshop, priceList],
    },
    // Answered by a document only
    {
      question:
        'Si je revends la voiture avant la fin de la garantie, le nouveau proprio il est toujours couvert ?',
      answeredBy: [terms],
    },
    {
      question:
        "Vous posez des attelages ? J'ai une petite remorque pour monter au cabanon le week-end.",
      answeredBy: [priceList],
    },
    {
      question:
        'On a acheté la Zoe à distance et elle est arrivée à Bastia avant-hier, mais ma femme la trouve trop petite pour les enfants. On peut encore la renvoyer ?',
      answeredBy: [terms],
    },
    {
      question:
        "I'm a merchant seaman. I've paid for the car but I ship out for five weeks before I can collect it. Will you keep it for me, and do you charge for that?",
      answeredBy: [terms, priceList],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    "Vous louez des voitures à la journée ? Ma caisse est en panne et j'ai besoin d'une bagnole juste pour le week-end, pour descendre à Cassis.",
    "Vous faites la carrosserie ? On m'a enfoncé la portière arrière sur le parking du Vélodrome, faut la redresser et la repeindre.",
    'Do you sell scooters or motorbikes? A car is too expensive to park near the university in Aix.',
    'Je passe mon permis le mois prochain, vous connaissez une bonne auto-école dans le 10e ? Ou vous donnez des heures de conduite ?',
    'Vous réparez les fourgons aménagés ? Le frigo et la batterie cellule de mon camping-car ne marchent plus.',
    "Combien coûte la traversée Marseille–Bastia en août pour deux adultes avec notre propre voiture ? C'est quelle compagnie la moins chère ?",
    "Do you sell spare parts over the counter? I need a left wing mirror for my 2012 Fiat Punto and I'll fit it myself.",
    "Is there a shuttle bus from Aix-en-Provence to the ITER site at Cadarache? I'd rather not buy a car at all.",
    // Plainly outside
    "C'est à quelle heure le match de l'OM samedi au Vélodrome ?",
    "Any good place for bouillabaisse around the Vieux-Port you'd recommend?",
  ],
};
