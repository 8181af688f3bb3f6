import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Garonne Automobiles, a family multi-brand car dealership in the Toulouse area, founded in
 * 1987, with its showroom and its workshop on one site on the route de Grenade in Blagnac, ten
 * minutes from the airport and the Airbus sites. It is an official agent for Peugeot and Kia
 * (the brands' prices, offers and warranties), keeps about 80 used cars of every brand with its
 * own 6- or 12-month guarantee, sells electric and hybrid cars new and used (with a battery
 * health certificate) and has home charging points fitted by a partner electrician, finances
 * through credit, LOA and LLD, takes the customer's car in part-exchange (even with a loan still
 * running), does the registration (carte grise), delivers across Occitanie, sells vans to
 * tradesmen and small businesses, and runs a workshop for every brand (servicing, repairs,
 * tyres, preparation for the contrôle technique) with courtesy cars; it helps with the grant
 * for electric cars and with Toulouse Métropole's scrappage aid. Its customers write in French
 * (families from Blagnac, Colomiers and the north-west of Toulouse, young drivers buying a
 * first car with their parents, tradesmen needing a van, commuters facing the low-emission
 * zone) and in English (Airbus engineers, contractors and other expatriates who have just
 * arrived). The owner wrote the briefing in French, most Q&A pairs in French (address and
 * hours, new-car brands, delivery times for a new car, used stock and how it is checked, the
 * used-car guarantee, electric and hybrid cars, a home charging point, the grant for electric
 * cars and the scrappage premium, credit, LOA and LLD, part-exchange, registration, delivery,
 * test drives, the workshop, contrôle technique preparation, courtesy cars, vans, a first car
 * for a young driver, reservation and deposit, payment, the documents to bring) and a few in
 * English (buying or leasing as a newly arrived Airbus employee, a foreign driving licence,
 * English-speaking staff, the Toulouse low-emission zone and the Crit'Air sticker, insurance),
 * added two custom responses (an estimate for a part-exchange, a financing simulation), and
 * pasted the 2026 price and services list and the general terms of sale and workshop, both in
 * French.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases with
 * regional slang and everyday words the owner never used ("ma caisse", "ma bagnole", "une
 * occaz", "se faire recaler" at the CT, "200 000 bornes", "me filer une caisse pour aller au
 * taf", "mon pitchoun", "un fourgon pour les chantiers", "louer une électrique au mois et la
 * rendre au bout", "en vrai"), long messages with a story around the question (a family
 * expecting a third child who needs seven seats, a night worker at the airport whose Kia is due
 * its service, a commuter from Colomiers living in a flat with an underground car park, a used
 * 3008 whose automatic gearbox jerks; in English a German engineer starting at Airbus with no
 * French credit history, a family from Texas with Texas licences, an old diesel Golf shut out
 * of the low-emission zone), typos and chat-speak ("slt", "bjr", "svp", "c combien", "cb",
 * "vs", "dispo", "jvoudrais", "occaz", no accents; "u", "4", "pls", "v bad"), one- or two-word
 * questions ("LOA ?", "Prime conversion", "Horaires atelier", "Warranty?", "Courtesy car?"),
 * short follow-ups that only make sense after an earlier question ("et le samedi aprem vous
 * etes ouverts ?", "et si la banque dit non je recupere mes 500 € ?", "and how long until I
 * get the final registration card?"), French questions against English knowledge (a British
 * licence, the Crit'Air sticker, an insurer) and the reverse (the Kia EV3 and its grant,
 * registration paperwork, a deposit to hold a car), and a few that only a document answers (a
 * tow bar, storing winter tyres, getting a reservation deposit back after seeing the car, a
 * price rise before an ordered car arrives, a courtesy car taken to Andorra). The outside
 * questions include hard negatives that share words with the knowledge (renting a car for a
 * weekend at the seaside, bodywork after a knock in a car park, driving lessons for a son in
 * accompanied driving, selling a car on consignment, electric scooters, a motorbike service,
 * an Airbus works council discount, a fast charger on the motorway to Bordeaux) and plain
 * questions about cassoulet and a Stade Toulousain match.
 */

const english = qaIn('English');
const french = qaIn('French');

// The sources' titles, as the answers name them.
const location = 'Où se trouve Garonne Automobiles et quels sont vos horaires ?';
const newCars = 'Quelles marques de voitures neuves vendez-vous ?';
const newCarDelay = 'Quel est le délai de livraison d’une voiture neuve ?';
const usedCars = 'Quelles voitures d’occasion avez-vous et comment sont-elles contrôlées ?';
const usedWarranty = 'Quelle garantie avez-vous sur les voitures d’occasion ?';
const electric = 'Vendez-vous des voitures électriques et hybrides ?';
const chargingPoint = 'Pouvez-vous installer une borne de recharge chez moi ?';
const bonus = 'Ai-je droit au bonus écologique ou à la prime à la conversion ?';
const credit = 'Proposez-vous un crédit pour acheter une voiture ?';
const leasing = 'Quelle est la différence entre la LOA et la LLD ?';
const tradeIn = 'Reprenez-vous mon ancienne voiture ?';
const registration = 'Vous occupez-vous de la carte grise ?';
const delivery = 'Livrez-vous la voiture à domicile ?';
const testDrive = 'Peut-on essayer une voiture avant de l’acheter ?';
const workshop = 'Votre atelier entretient-il et répare-t-il toutes les marques ?';
const technicalInspection = 'Pouvez-vous préparer ma voiture pour le contrôle technique ?';
const courtesyCar = 'Prêtez-vous une voiture pendant les réparations ?';
const vans = 'Vendez-vous des utilitaires pour les artisans et les entreprises ?';
const firstCar = 'Quelle voiture conseillez-vous pour un jeune conducteur ?';
const reservation = 'Comment réserver une voiture ? Faut-il verser un acompte ?';
const payment = 'Quels moyens de paiement acceptez-vous ?';
const documentsNeeded = 'Quels papiers faut-il pour acheter une voiture ?';
const expats =
  'I’ve just moved to Toulouse to work for Airbus. Can I buy or lease a car without a French credit history?';
const foreignLicence =
  'Can I drive in France with my foreign driving licence, or do I have to exchange it?';
const englishStaff = 'Does anyone at Garonne Automobiles speak English?';
const lowEmissionZone =
  'Which cars can drive in the Toulouse low-emission zone (ZFE), and what is the Crit’Air sticker?';
const insurance = 'Can you arrange car insurance for me?';
const priceList = 'Tarifs et prestations 2026 – Garonne Automobiles';
const terms = 'Conditions générales de vente et d’atelier 2026 – Garonne Automobiles';
const tradeInQuote = 'Demande d’estimation pour la reprise de votre voiture';
const financeQuote = 'Demande de simulation de financement (crédit, LOA ou LLD)';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const toulouseCarDealerSet: EvaluationSet = {
  name: 'Toulouse car dealer (Garonne Automobiles)',
  heldOut: false,
  agentName: 'Camille',
  briefing: {
    companyName: 'Garonne Automobiles',
    industry: 'automotive',
    description:
      'Garonne Automobiles est un garage familial multimarque de la région toulousaine, fondé en 1987 par Jean-Pierre Castaing et tenu aujourd’hui par ses enfants : Sophie pour les ventes et Julien pour l’atelier. Notre showroom et notre atelier sont sur le même site, au 45 route de Grenade à Blagnac, à 10 minutes de l’aéroport Toulouse-Blagnac et des sites Airbus. Nous sommes agent officiel Peugeot et agent officiel Kia pour les voitures neuves, et nous avons en permanence environ 80 voitures d’occasion de toutes marques, de 1 à 10 ans, contrôlées et garanties, dont une vingtaine d’électriques et d’hybrides. Notre atelier entretient et répare toutes les marques. Nous sommes 19 personnes et nous parlons français, anglais et espagnol.',
    targetAudience:
      'Les familles de Toulouse, de Blagnac, de Colomiers et du nord-ouest toulousain ; les jeunes conducteurs qui achètent leur première voiture, souvent avec leurs parents ; les ingénieurs d’Airbus et de ses sous-traitants et les autres expatriés qui arrivent à Toulouse et nous écrivent en anglais ; les artisans, commerçants et petites entreprises qui ont besoin d’un utilitaire ; ceux qui passent à l’hybride ou à l’électrique, notamment à cause de la ZFE ; et les clients de l’atelier, quelle que soit la marque de leur voiture.',
    keyServices:
      'Vente de voitures neuves Peugeot et Kia, aux prix et offres des marques ; voitures d’occasion toutes marques avec la Garantie Garonne de 6 à 12 mois ; voitures électriques et hybrides, neuves et d’occasion, et pose de bornes de recharge à domicile avec un électricien partenaire ; financement par crédit auto, LOA et LLD, pour les particuliers et les professionnels ; reprise de votre ancienne voiture, même avec un crédit en cours ; carte grise et démarches faites par nous ; livraison à domicile dans toute l’Occitanie ; utilitaires neufs et d’occasion pour les artisans et les entreprises ; atelier toutes marques : entretien, réparations, pneus, climatisation, préparation au contrôle technique ; véhicules de courtoisie pendant les réparations ; aide au dossier de prime pour l’achat d’une électrique et à l’aide de Toulouse Métropole pour la mise à la casse d’une ancienne voiture.',
    commonQuestions:
      'Nos horaires (showroom et atelier), les marques neuves et les délais de livraison, les occasions en stock et leur garantie, les électriques et les hybrides, la borne à la maison, la prime pour une électrique et la prime à la conversion, le crédit, la différence entre LOA et LLD, le prix de reprise de leur voiture, la carte grise, la livraison à domicile, les essais, l’entretien et la préparation du contrôle technique, le véhicule de courtoisie, les utilitaires pour les pros, la première voiture d’un jeune ; et, en anglais, comment acheter ou louer une voiture en arrivant à Toulouse, le permis étranger, l’assurance et la ZFE.',
    languages: ['French', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Réponses claires et concrètes, avec les prix TTC (HT pour les professionnels), les horaires et les délais. Nous vouvoyons tous les clients, même quand ils écrivent en langage SMS, et nous répondons en anglais à ceux qui écrivent en anglais, en expliquant les mots français comme carte grise, contrôle technique, LOA ou Crit’Air. Nous ne promettons jamais un prix de reprise ni l’accord d’un crédit sans avoir étudié le dossier. Nous terminons toujours par une prochaine étape : un essai, une estimation de reprise, une simulation de financement, un rendez-vous à l’atelier ou notre WhatsApp, le 06 42 18 57 33.',
    personality:
      'Comme un garagiste de famille toulousain : chaleureux, honnête sur l’état des voitures et sur ce que coûtent vraiment une voiture et son crédit, pédagogue avec les jeunes qui achètent leur première voiture et avec les expatriés qui découvrent les démarches françaises, jamais insistant.',
    responseTemplates: [
      {
        scenario: tradeInQuote,
        response:
          'Avec plaisir, estimons votre voiture ! Pour une première estimation sous 24 heures ouvrées, envoyez-nous par WhatsApp au 06 42 18 57 33 ou par e-mail à reprise@garonne-automobiles.example : la marque, le modèle, la version et l’année (le plus simple : une photo de la carte grise) ; le kilométrage ; des photos des quatre côtés, de l’intérieur, du compteur et des pneus ; l’historique d’entretien (carnet, factures) et les éventuels chocs ou pannes ; s’il reste un crédit ou une LOA en cours, avec le montant restant dû ; et la voiture qui vous intéresse chez nous. L’offre ferme est faite après un contrôle de 30 minutes au showroom, gratuit et sans rendez-vous ; elle est valable 15 jours et 500 km.',
      },
      {
        scenario: financeQuote,
        response:
          'Avec plaisir ! Pour vous faire une simulation de crédit, de LOA ou de LLD, dites-nous : la voiture qui vous intéresse (lien de l’annonce, ou modèle et version) ; la formule qui vous tente, ou « je ne sais pas » et nous comparons pour vous ; la durée souhaitée (de 12 à 84 mois pour un crédit, de 24 à 60 mois pour une LOA ou une LLD) et, pour la LOA et la LLD, les kilomètres que vous faites par an ; l’apport ou le premier loyer envisagé, et si vous avez une voiture à nous faire reprendre ; votre situation (salarié en CDI, CDD ou mission, indépendant, retraité, entreprise) et vos revenus mensuels. La simulation est gratuite et sans engagement, et nous répondons dans la journée ouvrée, en français ou en anglais. Un crédit vous engage et doit être remboursé : vérifiez vos capacités de remboursement avant de vous engager.',
      },
    ],
  },
  qa: [
    french(
      location,
      'Notre showroom et notre atelier sont sur le même site : Garonne Automobiles, 45 route de Grenade, 31700 Blagnac, à 6 minutes à pied de l’arrêt Odyssud-Ritouret du tram T1 et à 10 minutes en voiture de l’aéroport Toulouse-Blagnac et des sites Airbus, avec un grand parking clients gratuit. L’accueil de l’atelier est à l’arrière du bâtiment. Showroom (ventes) : du lundi au vendredi de 9h00 à 12h30 et de 14h00 à 19h00, le samedi de 9h00 à 18h00 sans interruption. Atelier : du lundi au vendredi de 7h45 à 12h00 et de 13h30 à 18h30, le samedi de 8h00 à 12h00. Nous sommes fermés le dimanche et les jours fériés, et l’atelier ferme la semaine du 15 août (le showroom reste ouvert). Une boîte à clés, à côté de l’accueil de l’atelier, permet de déposer sa voiture 24 h/24. Téléphone 05 61 71 24 80, WhatsApp 06 42 18 57 33, e-mail contact@garonne-automobiles.example.',
    ),
    french(
      newCars,
      'Nous sommes agent officiel Peugeot et agent officiel Kia : nous vendons toute la gamme neuve des deux marques, aux mêmes prix et avec les mêmes offres que les concessions, et chaque voiture est livrée avec la garantie du constructeur. Chez Peugeot : 208, 2008, 308, 3008, 5008 et Rifter, en essence, hybride et électrique (e-208, e-2008, e-3008, e-5008), et les utilitaires Partner, Expert et Boxer. Chez Kia : Picanto, Stonic, Ceed, XCeed, Niro, Sportage, Sorento et les électriques EV3, EV6 et EV9. La garantie constructeur est de 2 ans chez Peugeot, prolongée jusqu’à 8 ans avec le programme Peugeot Allure Care si l’entretien est fait dans le réseau (notre atelier en fait partie), et de 7 ans ou 150 000 km chez Kia. Nous avons toujours en stock une quinzaine de voitures neuves et de démonstration (moins de 6 mois et 5 000 km, avec une remise de 8 à 15 %). Pour les autres marques, nous ne vendons que des occasions.',
    ),
    french(
      newCarDelay,
      'Une voiture neuve en stock chez nous ou chez le constructeur est livrée en 2 à 3 semaines, le temps de faire la carte grise et de la préparer. Une voiture commandée à l’usine, avec votre couleur et vos options, demande en général de 2 à 4 mois, et jusqu’à 6 mois pour certaines versions électriques ou très équipées : nous vous donnons une date de livraison à la commande et vous tenons au courant à chaque étape (fabrication, transport, arrivée chez nous). Une voiture de démonstration ou d’occasion peut partir en 3 à 5 jours ouvrés, dès que le paiement ou le financement et la carte grise sont prêts. Vous êtes pressé ? Dites-le-nous : nous cherchons d’abord dans les stocks des concessions Peugeot et Kia de la région.',
    ),
    french(
      usedCars,
      'Nous avons en permanence environ 80 voitures d’occasion de toutes marques, de 1 à 10 ans et de moins de 150 000 km : citadines (Clio, 208, Sandero, Picanto, Yaris), compactes et SUV (308, 3008, Golf, Captur, Tucson, Sportage), familiales et 7 places (5008, Scénic, Sorento), une vingtaine d’électriques et d’hybrides, et quelques utilitaires. Les prix vont d’environ 7 000 € à 45 000 €. Chaque voiture passe un contrôle de 110 points dans notre atelier, est révisée (vidange, filtres, et freins et pneus si nécessaire) et vendue avec un contrôle technique de moins de 6 mois pour les voitures de plus de 4 ans, le carnet d’entretien et le rapport Histovec, l’historique officiel de la voiture (propriétaires, sinistres, kilométrages relevés). Tout le stock, avec photos, prix et équipements, est sur www.garonne-automobiles.example, sur Leboncoin et sur La Centrale ; demandez-nous par WhatsApp d’autres photos ou une vidéo.',
    ),
    french(
      usedWarranty,
      'Toutes nos occasions sont vendues avec la Garantie Garonne : 12 mois pour les voitures de moins de 8 ans et de moins de 150 000 km, 6 mois pour les autres, pièces et main-d’œuvre, sans limite de kilomètres, avec l’assistance 24 h/24. Elle couvre le moteur, la boîte de vitesses (manuelle ou automatique), la transmission, le refroidissement, la direction, l’électronique et, pour les hybrides et les électriques, le moteur électrique et la batterie de traction. Elle ne couvre pas l’usure normale (freins, pneus, embrayage, essuie-glaces, batterie 12 V) ni les dégâts dus à un accident ou à un défaut d’entretien. Les réparations se font dans notre atelier, ou dans un garage agréé par notre assureur si la panne arrive à plus de 100 km de Blagnac. Vous pouvez la prolonger jusqu’à 24 ou 36 mois au total (tarifs dans notre grille). Elle s’ajoute à la garantie légale de conformité et à la garantie des vices cachés, et une voiture récente garde en plus le reste de sa garantie constructeur.',
    ),
    french(
      electric,
      'Oui. En neuf, nous vendons toute la gamme électrique et hybride de Peugeot (e-208, e-2008, e-3008, e-5008, et les versions Hybrid des 208, 2008, 308, 3008 et 5008) et de Kia (Niro Hybride et Niro EV, Sportage hybride et hybride rechargeable, EV3, EV6, EV9). En occasion, nous avons toujours une vingtaine d’électriques et d’hybrides (Zoe, e-208, Tesla Model 3, Kona électrique, Niro, Yaris hybride…), chacune vendue avec un certificat de l’état de santé de sa batterie. Nous prenons le temps de vous expliquer l’autonomie réelle (comptez 20 à 30 % de moins en hiver), la recharge à la maison et sur les bornes rapides, et la différence entre hybride, hybride rechargeable et électrique. Pour vous faire une idée, nous prêtons une électrique pour un essai de 24 heures ou d’un week-end. Et nous faisons poser votre borne de recharge à domicile par notre électricien partenaire.',
    ),
    french(
      chargingPoint,
      'Oui, avec notre électricien partenaire Élec’Sud 31, certifié IRVE (la qualification obligatoire pour poser une borne). Il passe chez vous pour un devis gratuit, puis pose une borne murale (wallbox) de 7,4 kW, qui recharge une batterie de 50 kWh en 7 heures environ, la nuit. Comptez à partir de 1 290 € TTC posée en maison individuelle, jusqu’à 10 mètres du tableau électrique ; le crédit d’impôt de 500 € pour une borne installée dans votre résidence s’applique. En copropriété, vous avez le « droit à la prise » : vous prévenez votre syndic par lettre recommandée, l’électricien prépare le dossier technique, et la prime Advenir peut couvrir une partie de la pose dans le parking. Le délai est de 2 à 4 semaines après l’accord sur le devis, et nous pouvons tout organiser pour que la borne soit posée le jour où vous prenez votre voiture.',
    ),
    french(
      bonus,
      'Le bonus écologique a été remplacé au 1er juillet 2025 par une « prime coup de pouce véhicules particuliers électriques », financée par les certificats d’économies d’énergie (CEE). En 2026, elle va de 3 100 € à 4 200 € selon vos revenus, pour l’achat, ou la location de 2 ans ou plus, d’une voiture électrique neuve de moins de 47 000 € TTC et de moins de 2,4 tonnes, qui a un score environnemental suffisant : c’est le cas des e-208, e-2008, e-3008, Niro EV et EV3. Elle est déduite directement de notre facture, vous n’avancez rien, et vous devez garder la voiture au moins 6 mois. Les hybrides et les électriques d’occasion n’y ont pas droit. La prime à la conversion nationale a été supprimée fin 2024 ; en revanche, si vous habitez Toulouse Métropole et que vous mettez à la casse une voiture Crit’Air 3, 4, 5 ou non classée, la Métropole verse une aide locale selon vos revenus. Nous vous aidons à monter le dossier et faisons enlever gratuitement votre ancienne voiture par un centre VHU agréé, qui vous remet le certificat de destruction.',
    ),
    french(
      credit,
      'Oui. Nous proposons le crédit auto affecté, avec les organismes financiers des marques pour le neuf et avec deux banques partenaires pour le neuf comme pour l’occasion, sur 12 à 84 mois, avec ou sans apport. En janvier 2026, les TAEG vont de 4,9 % à 7,9 % selon la durée, l’âge de la voiture et votre dossier. Exemple : 15 000 € sur 60 mois à un TAEG fixe de 5,9 %, soit 60 mensualités de 289,20 € et un coût total du crédit de 2 352 €. La réponse de principe arrive en 24 à 48 heures. Il faut une pièce d’identité, un justificatif de domicile, un RIB, vos 3 derniers bulletins de salaire (ou votre dernier bilan si vous êtes indépendant) et votre dernier avis d’imposition. Le crédit affecté vous protège : s’il est refusé, la vente est annulée et votre acompte vous est rendu, et vous avez 14 jours pour vous rétracter après la signature. Vous pouvez rembourser par anticipation à tout moment. Un crédit vous engage et doit être remboursé : vérifiez vos capacités de remboursement avant de vous engager.',
    ),
    french(
      leasing,
      'Les deux sont des locations avec un loyer mensuel, sur 24 à 60 mois, et un kilométrage prévu au contrat. En LOA (location avec option d’achat), vous pouvez à la fin du contrat acheter la voiture au prix fixé dès le départ (l’option d’achat), la rendre, ou la changer pour une nouvelle ; la LOA existe pour le neuf et pour les occasions de moins de 4 ans. En LLD (location longue durée), vous rendez la voiture à la fin, sans pouvoir l’acheter, et l’entretien et l’assistance sont compris dans le loyer : c’est la formule la plus simple, choisie par beaucoup d’entreprises et d’expatriés. Dans les deux cas, un premier loyer plus élevé (l’apport) est possible mais pas obligatoire. Exemples de janvier 2026 : Peugeot 208 en LOA sur 37 mois, 10 000 km par an, premier loyer de 2 500 € puis 199 € par mois, option d’achat de 11 900 € ; Kia EV3 en LLD sur 36 mois, 15 000 km par an, sans apport, 329 € par mois entretien compris. À la restitution, les kilomètres en trop et les dégâts au-delà de l’usure normale sont facturés selon le barème du contrat.',
    ),
    french(
      tradeIn,
      'Oui, nous reprenons votre voiture, de toute marque et de tout âge, quand vous achetez une voiture chez nous, neuve ou d’occasion. L’estimation est gratuite et prend 30 minutes au showroom, sans rendez-vous ; pour une première idée, envoyez-nous des photos par WhatsApp. Le prix dépend de la cote du marché, du kilométrage, de l’état et de l’historique d’entretien ; notre offre est valable 15 jours et 500 km, et elle est déduite du prix de votre nouvelle voiture. Une voiture encore à crédit peut être reprise : nous remboursons le crédit restant directement à votre organisme et la différence vous revient. Si elle est en LOA, il faut d’abord lever l’option d’achat, et nous vous aidons à le faire. Apportez la carte grise, le double des clés et le carnet d’entretien ; nous faisons la déclaration de cession. Vous gardez votre voiture jusqu’au jour où vous prenez la nouvelle. Une voiture qui ne vaut plus rien peut partir gratuitement à la casse.',
    ),
    french(
      registration,
      'Oui, nous faisons la carte grise de toutes les voitures que nous vendons : nous sommes habilités par le ministère de l’Intérieur, vous n’avez rien à faire sur le site de l’ANTS. Vous repartez avec le certificat provisoire et les plaques posées, et la carte grise définitive arrive chez vous par courrier en une semaine environ. Le prix est celui de l’État plus nos frais de dossier : taxe régionale d’Occitanie de 60,50 € par cheval fiscal, taxe fixe de 11 €, acheminement 2,76 € et nos frais de dossier de 39 €. Exemple pour une Peugeot 208 de 5 chevaux : 5 × 60,50 + 11 + 2,76 + 39 = 355,26 €. Les voitures 100 % électriques ne paient pas la taxe régionale en Occitanie, seulement les frais fixes. Pour une voiture neuve, le malus CO2 et le malus au poids éventuels s’ajoutent : ils sont indiqués sur le bon de commande. Les utilitaires paient en plus la taxe pour la formation professionnelle.',
    ),
    french(
      delivery,
      'Oui. Vous pouvez prendre votre voiture au showroom, gratuitement, avec une heure de présentation (réglages, connexion de votre téléphone, recharge pour une électrique), ou nous vous la livrons chez vous ou au travail avec un de nos convoyeurs, le plein fait ou la batterie chargée, les papiers prêts. Livraison dans Toulouse Métropole : 79 €, offerte pour toute voiture neuve ; dans le reste de la Haute-Garonne : 129 € ; ailleurs en Occitanie (Montauban, Albi, Auch, Castres, Carcassonne, Tarbes, Perpignan, Montpellier…) : de 169 € à 249 € ; au-delà, sur devis. Si vous nous laissez votre ancienne voiture en reprise, le convoyeur la ramène au garage.',
    ),
    french(
      testDrive,
      'Bien sûr, et c’est gratuit. Un essai dure environ 30 minutes, avec un vendeur, sur un parcours qui passe par la rocade ; prenez rendez-vous par téléphone ou WhatsApp pour que la voiture soit prête, surtout le samedi. Il faut un permis de conduire valable depuis au moins un an et une pièce d’identité ; un permis étranger est accepté avec le passeport. Pour les électriques et les hybrides rechargeables, nous proposons aussi un essai de 24 heures ou du week-end (du samedi 18h au lundi 9h), pour tester la recharge chez vous ; nous demandons alors une empreinte de carte bancaire en garantie. Les voitures neuves sont disponibles à l’essai selon les modèles de démonstration en stock : dites-nous le modèle et la motorisation qui vous intéressent.',
    ),
    french(
      workshop,
      'Oui. Notre atelier, à l’arrière du showroom, entretient et répare toutes les marques, hybrides et électriques compris (deux de nos mécaniciens sont habilités pour les véhicules électriques). Nous faisons les révisions selon le plan du constructeur, les vidanges, les freins, la distribution, l’embrayage, les amortisseurs, les pneus de toutes marques, la climatisation, la géométrie, les diagnostics électroniques et les batteries. Une révision coûte de 169 € pour une citadine à 259 € pour un SUV ou un 7 places, une vidange à partir de 89 €. Faire l’entretien chez nous ne vous fait pas perdre la garantie constructeur, même sur une voiture neuve achetée ailleurs : nous utilisons des pièces d’origine ou de qualité équivalente et tamponnons le carnet. Rendez-vous en ligne, par téléphone au 05 61 71 24 80 ou par WhatsApp, en général sous 3 à 5 jours ; les devis sont gratuits et nous ne faisons aucun travail sans votre accord. Dépose dès 7h45, ou à toute heure dans notre boîte à clés.',
    ),
    french(
      technicalInspection,
      'Oui. Le contrôle technique lui-même se passe dans un centre agréé indépendant : la loi interdit à un garage de réparer et de contrôler les mêmes voitures. Nous faisons donc un pré-contrôle dans notre atelier (39 €, offert avec une révision) : nous vérifions les points qui font le plus souvent échouer (freins, éclairage, pneus, échappement et pollution, rotules et silentblocs, pare-brise, voyants), et nous vous envoyons un devis pour ce qui doit être réparé. Si vous le souhaitez, nous emmenons ensuite votre voiture au centre partenaire, Contrôle Technique Blagnac Aéroport, et la ramenons (convoyage 25 €, plus le prix du contrôle, 79 € en 2026). En cas de contre-visite, nous faisons les réparations et la représentons dans les 2 mois. Rappel : le premier contrôle a lieu avant les 4 ans de la voiture, puis tous les 2 ans.',
    ),
    french(
      courtesyCar,
      'Oui, nous avons 6 véhicules de courtoisie : des Peugeot 208, des Kia Picanto et un Peugeot Partner utilitaire. Ils sont gratuits quand votre voiture reste au moins une journée à l’atelier ou quand la facture dépasse 300 € ; sinon, 25 € par jour. Ils sont réservés aux clients de l’atelier, à demander au moment de la prise de rendez-vous, car ils partent vite. Il faut avoir au moins 21 ans et le permis depuis 2 ans. 100 km par jour sont compris (0,25 € le kilomètre au-delà), et le carburant est à rendre au même niveau. La voiture est assurée, avec une franchise de 800 € à votre charge en cas de dégâts, et les amendes et péages sont pour vous.',
    ),
    french(
      vans,
      'Oui. En neuf, nous vendons les Peugeot Partner, Expert et Boxer, aussi en électrique (e-Partner, e-Expert, e-Boxer), et le Kia PV5 électrique ; en occasion, nous avons toujours une dizaine d’utilitaires (Kangoo, Partner, Berlingo, Trafic, Vivaro, Transit) de 3 à 12 m³. Pour les professionnels, les prix sont indiqués hors taxes et la TVA est récupérable, et nous proposons le crédit, le crédit-bail et la LLD avec l’entretien compris. Un aménageur partenaire pose cloison, plancher bois, habillage, étagères, galerie et échelle, et nous livrons le véhicule prêt à travailler. À l’atelier, les utilitaires des professionnels sont prioritaires, avec un rendez-vous sous 48 heures et un utilitaire de courtoisie selon disponibilité. Pour une vente à une entreprise, il faut un extrait Kbis de moins de 3 mois et la pièce d’identité du gérant.',
    ),
    french(
      firstCar,
      'Pour une première voiture, nous conseillons une citadine simple, fiable et pas trop puissante : l’assurance d’un jeune conducteur dépend beaucoup de la puissance et de la valeur de la voiture, et reste raisonnable en dessous de 100 ch. Nos choix préférés : en occasion, une Clio, une 208, une Sandero, une Yaris ou une Picanto de 3 à 7 ans, entre 8 000 € et 13 000 € ; en neuf, une Kia Picanto (à partir de 15 990 €) ou une Peugeot 208. Toutes nos occasions ont la Garantie Garonne, ce qui rassure pour un premier achat. Pour le financement, un jeune en CDI peut emprunter seul ; sinon, un parent peut se porter caution ou co-emprunteur. Pour les moins de 25 ans qui achètent leur première voiture chez nous, la première vidange est offerte, avec un contrôle gratuit de la voiture après un mois. Venez avec vos parents si vous le souhaitez : nous prenons le temps de tout expliquer.',
    ),
    french(
      reservation,
      'Pour une voiture d’occasion, un acompte de 500 € la réserve pendant 7 jours : elle est retirée de la vente le temps que vous veniez la voir, que votre financement soit accepté ou que vous rassembliez le paiement. Pour une voiture neuve, l’acompte est de 10 % du prix, à la signature du bon de commande. L’acompte se paie par carte bancaire, par virement ou sur place, et il est déduit du prix de la voiture. Si votre crédit est refusé, il vous est remboursé en totalité. Vous pouvez réserver à distance, par téléphone ou WhatsApp : nous vous envoyons un lien de paiement sécurisé.',
    ),
    french(
      payment,
      'Pour l’achat d’une voiture : virement bancaire (le montant doit être arrivé sur notre compte avant la livraison ; comptez un jour ouvré, ou quelques secondes en virement instantané), chèque de banque (nous appelons votre banque pour le vérifier), financement par crédit, LOA ou LLD, et votre ancienne voiture en reprise ; vous pouvez combiner ces moyens. La carte bancaire est acceptée jusqu’à 3 000 € (pour l’acompte, par exemple) et les espèces jusqu’à 1 000 €, la limite légale pour un particulier résidant en France. Nous n’acceptons pas les chèques personnels pour une voiture. À l’atelier : carte bancaire, espèces, chèque, et paiement en 3 ou 4 fois sans frais par carte pour les factures de 150 € à 3 000 €. Attention aux arnaques : nos coordonnées bancaires ne changent jamais par e-mail ; en cas de doute, appelez-nous au 05 61 71 24 80.',
    ),
    french(
      documentsNeeded,
      'Pour acheter une voiture à votre nom : une pièce d’identité valide (carte d’identité, passeport ou titre de séjour), un justificatif de domicile de moins de 6 mois (facture d’électricité, de gaz ou d’internet, avis d’imposition), votre permis de conduire, et l’attestation d’assurance de la nouvelle voiture le jour de la livraison. Si vous êtes hébergé, ajoutez une attestation d’hébergement signée, avec la pièce d’identité et le justificatif de domicile de votre hébergeur. Pour un crédit, une LOA ou une LLD : un RIB, vos 3 derniers bulletins de salaire (ou votre dernier bilan si vous êtes indépendant) et votre dernier avis d’imposition. Pour une entreprise : un extrait Kbis de moins de 3 mois et la pièce d’identité du gérant. Si vous nous laissez votre voiture en reprise : sa carte grise, le double des clés et le carnet d’entretien.',
    ),
    english(
      expats,
      'Yes. Many of our customers are engineers and contractors at Airbus and its suppliers who have just arrived. To buy a car and register it in your name, you need your passport (plus a residence permit if you are not an EU citizen) and an address in France: your lease, a recent utility bill, an attestation d’hébergement from your host, or a letter from your employer if you are in temporary housing. Paying in full by bank transfer is the simplest; a transfer from abroad can take 2 to 5 working days, and we hand over the car once the money has arrived. For a car loan, French lenders need a French bank account, your French employment contract and usually 3 French payslips; with a fixed-term contract or a mission, the loan cannot run beyond its end date. Until you have all that, a long-term lease (LLD) over 24 to 36 months is often easier: the lender looks at your contract and your salary rather than at a French credit history, and servicing is included. We explain every document in English and can e-mail you a summary of the offer in English.',
    ),
    english(
      foreignLicence,
      'It depends on where your licence was issued. A licence from an EU or EEA country is valid in France for as long as it is valid at home; you only have to exchange it if it is lost or stolen, or if you commit an offence that costs points. A licence from outside the EU (the UK, the US, Canada, India and others) is valid for one year after your residence in France starts, usually the start date of your first residence permit. To keep driving after that year, you must apply online on the ANTS website to exchange it for a French licence before the year is over; this is only possible if your country, or your US state, has an exchange agreement with France, otherwise you have to pass the French driving test. A licence not written in Latin letters must come with an official translation or an International Driving Permit. For a test drive at our showroom, bring your licence and your passport.',
    ),
    english(
      englishStaff,
      'Yes. In the showroom, Sophie Castaing, who runs sales, and Mathieu, one of our salesmen, who lived in Manchester for six years, speak English, and Carmen at the workshop reception speaks English and Spanish. Call or WhatsApp us on 06 42 18 57 33 to book a time with one of them, especially on a Saturday. The order form, the contracts and the registration papers are in French by law, but we go through every line with you in English and can e-mail you a summary in English. In the workshop, Julien sends quotes and explains repairs in English by e-mail, with photos of the parts to replace. We also help with the practical side of arriving in France: insurance through our partner broker, the Crit’Air sticker and exchanging your driving licence.',
    ),
    english(
      lowEmissionZone,
      'Toulouse has a low-emission zone (ZFE) covering the area inside the ring road (the rocade) and parts of the neighbouring towns, including part of Blagnac. Every car driving in it needs a Crit’Air sticker, which shows how polluting the car is, from Crit’Air 0 (green: electric and hydrogen cars) to Crit’Air 5. In January 2026, cars with a Crit’Air 3, 4 or 5 sticker and cars too old to get one are not allowed in the zone on weekdays; the rules change, so check toulouse-metropole.fr before you buy an older car. Every car we sell, new or used, is Crit’Air 0, 1 or 2 and can drive in the zone, and we order its sticker for you. For a car you already own, order the sticker only on the official site, certificat-air.gouv.fr, where it costs 3.77 € with postage; other sites charge much more. Driving in the zone without a sticker, or with a car that is banned, costs a 68 € fine.',
    ),
    english(
      insurance,
      'We are not an insurer, but we work with a partner broker in Blagnac, Cabinet Pujol Assurances, which compares several insurers and can give you a quote the same day, in English if you prefer. In France a car must be insured from the moment it leaves our showroom, so we need your insurance certificate (attestation d’assurance) before delivery; the broker can send it to us directly. For the quote, they need the car’s details (we give them), your driving licence and your driving history. Newcomers often pay more because they have no French no-claims bonus: ask your previous insurer for a letter showing your claims history over the last 3 to 5 years, translated if needed, and many French insurers will take it into account. If you prefer another insurer, we send you the car’s details as soon as you reserve it.',
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'French',
      text: `TARIFS ET PRESTATIONS 2026 – GARONNE AUTOMOBILES
Agent Peugeot et Kia – Occasions toutes marques – Atelier toutes marques
45 route de Grenade, 31700 Blagnac – Tél. 05 61 71 24 80 – WhatsApp 06 42 18 57 33 – contact@garonne-automobiles.example
Prix TTC en euros (HT quand c'est indiqué, pour les professionnels), valables du 1er janvier au 31 décembre 2026, sous réserve des hausses de tarifs des constructeurs et des taxes. Le prix de chaque occasion figure sur son annonce.

1. Voitures neuves – prix de départ (tarifs constructeurs de janvier 2026, avant offres et primes)
Peugeot 208 1.2 100 ch : 20 490 € – 208 Hybrid 110 : 24 790 € – e-208 électrique : 29 990 €
Peugeot 2008 Hybrid 145 : 30 550 € – e-2008 électrique : 34 990 €
Peugeot 308 Hybrid 145 : 33 100 € – 3008 Hybrid 145 : 37 890 € – e-3008 électrique : 44 990 €
Peugeot 5008 Hybrid 145, 7 places : 42 390 € – Rifter : 27 350 €
Kia Picanto 1.0 : 15 990 € – Stonic 1.0 T-GDi : 22 490 € – Ceed : 25 990 €
Kia Niro Hybride : 33 290 € – Niro EV : 39 990 € – Sportage Hybride : 39 990 € – Sorento Hybride 7 places : 52 990 €
Kia EV3 électrique : 35 990 € – EV6 : 46 990 € – EV9 : 73 990 €
Véhicules de démonstration et 0 km (moins de 6 mois et 5 000 km) : remise de 8 à 15 % sur le prix neuf.
Prime coup de pouce pour une électrique neuve éligible : de 3 100 € à 4 200 € selon les revenus, déduite de la facture.

2. Utilitaires (prix HT)
Peugeot Partner : à partir de 21 900 € HT – e-Partner : 30 900 € HT – Expert : 29 400 € HT – e-Expert : 41 900 € HT – Boxer : 33 900 € HT
Kia PV5 Cargo électrique : 32 490 € HT
Utilitaires d'occasion de 3 à 12 m³ : de 9 000 € à 28 000 € HT
Aménagement par notre partenaire : cloison, plancher bois et habillage des parois à partir de 690 € HT ; étagères à partir de 890 € HT ; galerie et échelle à partir de 1 150 € HT

3. Voitures d'occasion – fourchettes de prix du stock (janvier 2026)
Citadines de 3 à 10 ans (Clio, 208, Sandero, Yaris, Picanto) : 7 000 € à 13 000 €
Citadines et compactes de 1 à 5 ans : 12 000 € à 22 000 €
SUV et familiales : 16 000 € à 35 000 €
7 places : 22 000 € à 42 000 €
Hybrides : 15 000 € à 32 000 € – Électriques : 11 000 € à 38 000 €
Boîte automatique : environ un tiers du stock, à partir de 11 500 €.
Compris dans le prix : contrôle de 110 points, révision, contrôle technique de moins de 6 mois (voitures de plus de 4 ans), rapport Histovec, lavage complet, Garantie Garonne.
Certificat de l'état de santé de la batterie (SoH) remis avec chaque électrique d'occasion ; nous ne vendons aucune électrique dont la batterie est sous 80 %.
Diagnostic de la batterie d'une électrique ou d'une hybride achetée ailleurs : 89 €

4. Garanties
Garantie Garonne incluse : 12 mois (voitures de moins de 8 ans et de moins de 150 000 km) ou 6 mois (autres), pièces et main-d'œuvre, assistance 24 h/24 comprise.
Prolongation, à souscrire à l'achat : 24 mois au total : 290 € (citadines, compactes) ou 390 € (SUV, 7 places, hybrides, électriques, utilitaires) ; 36 mois au total : 490 € ou 650 €.
Voitures neuves : garantie constructeur Peugeot 2 ans (jusqu'à 8 ans avec Peugeot Allure Care), Kia 7 ans ou 150 000 km.

5. Financement (exemples de janvier 2026, sous réserve d'acceptation du dossier)
Crédit auto affecté, de 12 à 84 mois : TAEG fixe de 4,9 % (neuf, jusqu'à 48 mois) à 7,9 % (occasion de plus de 5 ans, 84 mois). Frais de dossier : 0 €.
Exemple : 15 000 € sur 60 mois, TAEG fixe 5,9 % : 60 mensualités de 289,20 €, montant total dû 17 352 €, coût total du crédit 2 352 €.
LOA Peugeot 208 1.2 100 ch, 37 mois, 10 000 km par an : premier loyer 2 500 €, puis 36 loyers de 199 €, option d'achat finale 11 900 €.
LOA d'occasion : voitures de moins de 4 ans, de 24 à 60 mois, premier loyer conseillé de 10 % du prix.
LLD Kia EV3, 36 mois, 15 000 km par an, sans apport : 329 € par mois, entretien et assistance compris.
LLD professionnelle Peugeot Partner, 48 mois, 20 000 km par an : 329 € HT par mois, entretien compris.
Restitution en LOA ou LLD : kilomètre supplémentaire de 0,08 € (citadines) à 0,12 € (SUV, utilitaires) ; remise en état au-delà de l'usure normale selon le barème du contrat.
Assurance emprunteur (décès, invalidité, perte d'emploi) : facultative.
Un crédit vous engage et doit être remboursé. Vérifiez vos capacités de remboursement avant de vous engager.

6. Reprise de votre voiture
Estimation : gratuite, au showroom en 30 minutes ou sur photos ; offre valable 15 jours et 500 km.
Remboursement par nos soins du crédit en cours sur la voiture reprise : gratuit.
Voiture sans valeur : enlèvement gratuit par un centre VHU agréé, certificat de destruction remis.

7. Carte grise et démarches
Frais de dossier Garonne Automobiles : 39 €
Taxe régionale Occitanie : 60,50 € par cheval fiscal (voitures 100 % électriques : 0 €) – taxe fixe : 11 € – acheminement : 2,76 €
Taxe pour la formation professionnelle (utilitaires de moins de 3,5 t) : 34 €
Malus CO2 et malus au poids des voitures neuves : selon le barème de l'État, indiqués sur le bon de commande.
Plaques d'immatriculation posées : 35 € (offertes avec une voiture neuve)
Vignette Crit'Air commandée pour vous : 3,77 €

8. Livraison
Au showroom, avec une heure de présentation : gratuite
Toulouse Métropole : 79 € (offerte pour une voiture neuve)
Reste de la Haute-Garonne : 129 €
Montauban, Auch, Albi : 169 € – Castres, Pamiers, Foix : 189 € – Carcassonne, Tarbes, Rodez, Cahors : 219 € – Perpignan, Montpellier, Nîmes : 249 €
Au-delà : sur devis.
Gardiennage d'une voiture payée et non enlevée 15 jours après l'avis de mise à disposition : 15 € par jour.

9. Atelier (main-d'œuvre : 93,60 € TTC de l'heure ; hybrides et électriques : 108 € TTC de l'heure)
Vidange huile et filtre : à partir de 89 €
Révision selon le plan du constructeur : citadine 169 €, compacte 219 €, SUV et 7 places 259 €, hybride + 30 €, électrique 149 €
Plaquettes de frein avant : 149 € – disques et plaquettes avant : 329 €
Kit de distribution avec pompe à eau : à partir de 549 €
Embrayage : à partir de 790 €
Recharge et contrôle de la climatisation : 79 € – traitement antibactérien : 29 €
Géométrie (parallélisme) : 79 €
Montage et équilibrage de 4 pneus : 60 € (pneus en sus, toutes marques, été, hiver ou 4 saisons)
Gardiennage de vos pneus d'hiver ou d'été (lavés, contrôlés et stockés chez nous) : 49 € par saison ; changement de train au début de la saison : 60 €
Batterie 12 V posée : à partir de 149 €
Diagnostic électronique : 59 € (déduit si vous faites la réparation chez nous)
Attelage posé, avec faisceau électrique et mise à jour de la carte grise si nécessaire : à partir de 590 € (rotule démontable : à partir de 790 €)
Pré-contrôle technique : 39 € (offert avec une révision)
Convoyage au centre de contrôle technique partenaire et retour : 25 € – contrôle technique : 79 € – contre-visite : 25 €
Lavage extérieur offert avec chaque révision.
Paiement en 3 ou 4 fois sans frais par carte : factures de 150 € à 3 000 €.

10. Véhicules de courtoisie
Gratuits si la voiture reste au moins une journée à l'atelier ou si la facture dépasse 300 € ; sinon 25 € par jour.
100 km par jour compris, puis 0,25 € par kilomètre. Carburant à rendre au même niveau, sinon 2,50 € par litre. Franchise en cas de dégâts : 800 €.

11. Bornes de recharge (électricien partenaire Élec'Sud 31, certifié IRVE)
Visite et devis : gratuits
Wallbox 7,4 kW posée en maison individuelle, jusqu'à 10 m du tableau : à partir de 1 290 € TTC (mètre de câble supplémentaire : 35 €)
Borne 11 kW en triphasé : à partir de 1 690 € TTC
Crédit d'impôt : 500 € par borne installée dans votre résidence. En copropriété : prime Advenir selon le dossier.
Câble Type 2 pour les bornes publiques : 249 € (fourni avec toutes les électriques neuves)

12. Offres et accessoires
Pack premier véhicule (moins de 25 ans, première voiture achetée chez nous) : première vidange offerte et contrôle gratuit après un mois.
Essai de 24 heures ou d'un week-end d'une électrique ou d'une hybride rechargeable : gratuit, avec une empreinte bancaire de 1 000 €.
Tapis de sol sur mesure : 89 € – kit de sécurité (gilets, triangle, extincteur) : 39 €`,
    },
    {
      title: terms,
      language: 'French',
      text: `CONDITIONS GÉNÉRALES DE VENTE ET D'ATELIER – Garonne Automobiles SAS au capital de 150 000 €, RCS Toulouse 341 287 905, 45 route de Grenade, 31700 Blagnac, agent des marques Peugeot et Kia. En vigueur à compter du 1er janvier 2026.

1. Commande d'une voiture neuve
La vente est conclue à la signature du bon de commande par le client et par Garonne Automobiles. Le prix est celui du bon de commande, options, frais de carte grise et de livraison compris. Il est garanti jusqu'à la livraison si celle-ci a lieu dans les 4 mois suivant la commande, même si le constructeur augmente ses tarifs entre-temps. Au-delà de 4 mois, seule une hausse des tarifs du constructeur ou des taxes peut être répercutée ; le client en est informé par écrit et peut alors annuler la commande et se faire rembourser son acompte sous 14 jours. La prime pour l'achat d'une électrique est déduite si le client remplit les conditions à la date de la facture ; si l'État la supprime ou la réduit avant la facturation, la différence reste due par le client. Si la voiture n'est pas livrée à la date limite indiquée sur le bon de commande, le client peut nous demander par écrit de la livrer dans un délai raisonnable ; sans livraison dans ce délai, il peut annuler la commande et il est remboursé sous 14 jours (articles L216-1 et suivants du Code de la consommation).

2. Réservation et achat d'une voiture d'occasion
Une voiture d'occasion peut être réservée 7 jours contre un acompte de réservation de 500 €, déduit du prix. La réservation n'oblige pas le client à acheter : s'il renonce avant d'avoir signé le bon de commande, par exemple après avoir vu et essayé la voiture, l'acompte lui est remboursé sous 7 jours, déduction faite de 100 € de frais de réservation ; il est remboursé en totalité si la voiture ne correspond pas à son annonce. Sans nouvelles du client au bout des 7 jours, la voiture est remise en vente et l'acompte remboursé dans les mêmes conditions. Le prix annoncé comprend la préparation, le contrôle technique, le rapport Histovec et la Garantie Garonne ; la carte grise, la livraison et les options s'y ajoutent.

3. Acompte et annulation
Pour une voiture neuve, un acompte de 10 % du prix est versé à la commande. Les sommes versées à la commande sont des acomptes : la vente est ferme pour les deux parties. L'acompte est remboursé en totalité : si le crédit affecté à l'achat est refusé (la vente est alors annulée de plein droit) ; en cas de retard de livraison ou de hausse de prix dans les conditions de l'article 1 ; et pour une vente conclue entièrement à distance (téléphone, WhatsApp, e-mail ou site, sans passage au showroom), pour laquelle le client dispose d'un délai de rétractation de 14 jours à compter de la livraison, la voiture devant être rendue dans l'état où il l'a reçue, avec 300 km de plus au maximum, les frais de retour restant à sa charge au tarif de livraison. Dans les autres cas, l'acompte reste acquis à Garonne Automobiles à titre d'indemnité.

4. Paiement et transfert de propriété
La voiture est remise après paiement complet : virement reçu sur notre compte, chèque de banque vérifié auprès de la banque émettrice, ou fonds débloqués par l'organisme de financement. La carte bancaire est acceptée jusqu'à 3 000 € et les espèces jusqu'à 1 000 € (article L112-6 du Code monétaire et financier). Garonne Automobiles reste propriétaire de la voiture jusqu'au paiement complet du prix. Nos coordonnées bancaires ne changent jamais par e-mail : en cas de doute, appelez le 05 61 71 24 80 avant tout virement.

5. Livraison et enlèvement
La voiture est remise au showroom ou livrée à l'adresse convenue. Le client présente l'attestation d'assurance de la voiture avant la remise des clés ; sans attestation, la voiture ne peut pas partir. Un procès-verbal de livraison, signé par les deux parties, note le kilométrage et les éventuelles réserves. Le client enlève sa voiture dans les 15 jours suivant l'avis de mise à disposition ; au-delà, un gardiennage de 15 € par jour est facturé et la voiture reste sur notre parc à ses risques.

6. Reprise de la voiture du client
L'estimation de reprise est valable 15 jours et 500 km ; elle est faite sur l'état constaté et sur les déclarations du client. Le client garantit qu'il est propriétaire de la voiture (ou a l'accord de son organisme de crédit), que le kilométrage est réel et que la voiture n'a pas subi d'accident, d'inondation ou de panne grave qu'il n'aurait pas déclaré. Si l'état de la voiture a changé à sa remise (nouveaux dégâts, kilomètres en plus, voyants allumés), le prix est revu. La valeur de reprise est déduite du prix de la voiture achetée ; si elle le dépasse, la différence est versée au client par virement sous 5 jours ouvrés, après remboursement de son éventuel crédit en cours. Les amendes, péages et stationnements antérieurs à la date et à l'heure de la cession sont à la charge du client ; nous déclarons la cession dans les 15 jours.

7. Garantie Garonne (voitures d'occasion)
Durée : 12 mois pour les voitures de moins de 8 ans et de moins de 150 000 km à la livraison, 6 mois pour les autres, à compter de la livraison, sans limite de kilomètres ; prolongeable à l'achat jusqu'à 24 ou 36 mois au total. Elle couvre les pièces et la main-d'œuvre du moteur, de la boîte de vitesses manuelle ou automatique, de la transmission, du circuit de refroidissement, de la direction, des équipements électriques et électroniques et, pour les hybrides et les électriques, du moteur électrique et de la batterie de traction, garantie si son état de santé tombe sous 70 %. Exclusions : pièces d'usure (freins, pneus, embrayage, essuie-glaces, batterie 12 V, ampoules), carrosserie et vitrages, dégâts dus à un accident, au gel, à un mauvais carburant, à une surcharge ou à un défaut d'entretien. Conditions : faire l'entretien selon le plan du constructeur, chez nous ou chez tout professionnel, et garder les factures ; en cas de voyant ou de bruit anormal, arrêter la voiture et appeler l'assistance 24 h/24 au 05 61 71 24 99, ou nous prévenir dans les 48 heures ; aucune réparation sans notre accord préalable. Les réparations sont faites dans notre atelier, ou dans un garage agréé si la panne survient à plus de 100 km de Blagnac ; le remorquage est pris en charge. Le montant d'une réparation est plafonné à la cote de la voiture au jour de la panne. La garantie suit la voiture si le client la revend à un particulier.
Garanties légales : la garantie légale de conformité s'applique pendant 2 ans à compter de la livraison (pour une voiture d'occasion, un défaut qui apparaît dans les 12 mois est présumé exister à la livraison), ainsi que la garantie des vices cachés, pendant 2 ans à compter de leur découverte (articles 1641 et suivants du Code civil). Les voitures neuves ont en plus la garantie de leur constructeur.

8. Essais
Le conducteur a un permis valable depuis au moins un an et présente une pièce d'identité ; un permis étranger est accepté avec le passeport. Pendant l'essai, les amendes sont à sa charge, et les dégâts qu'il cause aussi, dans la limite de 800 €. Essai de 24 heures ou d'un week-end (électriques et hybrides rechargeables) : 300 km au maximum, empreinte bancaire de 1 000 €, voiture rendue avec au moins 20 % de batterie, sinon 15 € de recharge.

9. Atelier
Le devis est gratuit et valable un mois. Un ordre de réparation est signé avant tout travail. Si nous découvrons d'autres travaux nécessaires, nous vous appelons ou vous écrivons par SMS ou WhatsApp et attendons votre accord écrit. Les pièces remplacées vous sont rendues sur demande, sauf échange standard. Nous utilisons des pièces d'origine ou de qualité équivalente, ce qui préserve la garantie du constructeur. Nos réparations sont garanties 1 an, pièces et main-d'œuvre. Une voiture déposée dans la boîte à clés en dehors des heures d'ouverture est sous notre garde à partir de l'ouverture suivante de l'atelier ; ne laissez aucun objet de valeur à l'intérieur. Une voiture non reprise 3 jours ouvrés après l'avis de fin de travaux est gardée 10 € par jour, sauf si vous nous avez prévenus d'une absence à la prise du rendez-vous. La voiture est rendue après paiement de la facture. Le pré-contrôle technique ne garantit pas le résultat du contrôle technique, qui est fait par un centre agréé indépendant ; pendant le convoyage vers ce centre, la voiture est sous notre responsabilité.

10. Véhicules de courtoisie
Ils sont prêtés aux clients de l'atelier pendant l'immobilisation de leur voiture, sur réservation. Le conducteur a au moins 21 ans et le permis depuis 2 ans ; seuls le client et son conjoint peuvent conduire. Le véhicule ne doit pas quitter la France métropolitaine : Andorre, l'Espagne et les autres pays sont exclus. Il est interdit d'y fumer, et les animaux voyagent dans une caisse. 100 km par jour sont compris, puis 0,25 € par kilomètre ; le carburant est rendu au même niveau, sinon 2,50 € par litre. Le véhicule est rendu au plus tard 24 heures après l'avis de fin de travaux, sinon 40 € par jour. Les amendes et péages sont à la charge du client, que nous désignons comme conducteur, avec 30 € de frais de dossier. En cas de dégâts, une franchise de 800 € reste à sa charge.

11. Données personnelles, réclamations et médiation
Les données des clients servent seulement à la vente, au financement, à la carte grise et à l'atelier, conformément au RGPD ; chacun peut y accéder et les faire corriger ou effacer en écrivant à contact@garonne-automobiles.example. Réclamations : qualite@garonne-automobiles.example ou par courrier à notre adresse ; nous répondons sous 15 jours. Si le désaccord persiste, le client peut saisir gratuitement le médiateur de la consommation Mobilians, dont les coordonnées figurent sur nos factures.`,
    },
  ],
  answerable: [
    // French paraphrases with regional slang and everyday words
    {
      question:
        "Vous me reprenez ma caisse si je vous prends une occaz ? C'est une vieille Twingo de 2009, elle roule encore mais elle a plus de 200 000 bornes.",
      answeredBy: [tradeIn, tradeInQuote, services, priceList, terms],
    },
    {
      question:
        "Ma bagnole passe le CT le mois prochain et j'ai peur qu'elle se fasse recaler. Vous pouvez y jeter un oeil avant ?",
      answeredBy: [technicalInspection, services, priceList],
    },
    {
      question:
        "Y a moyen de louer une électrique au mois et de la rendre au bout, sans l'acheter ? Ça tourne autour de combien ?",
      answeredBy: [leasing, financeQuote, services, priceList],
    },
    {
      question:
        "Je suis plaquiste à mon compte, il me faut un fourgon pour les chantiers, genre un Expert ou un Trafic d'occase. Vous avez ça ?",
      answeredBy: [vans, usedCars, newCars, services, priceList],
    },
    {
      question:
        "Pendant que ma voiture est chez vous pour l'embrayage, vous pouvez me filer une caisse pour aller au taf ?",
      answeredBy: [courtesyCar, services, priceList, terms],
    },
    {
      question:
        "Mon pitchoun vient d'avoir le permis, il lui faut une petite voiture pas chère à assurer. Vous conseillez quoi ?",
      answeredBy: [firstCar, usedCars, priceList],
    },
    // Long messages in French, the question inside
    {
      question:
        "Bonjour, nous attendons notre troisième enfant pour juin et notre Clio ne suffira plus avec trois sièges auto à l'arrière. On cherche un 7 places d'occasion autour de 25 000 €, mais on voudrait payer en plusieurs fois et donner la Clio pour faire l'apport. Vous faites le crédit sur une occasion, et à quel taux à peu près ?",
      answeredBy: [credit, financeQuote, tradeIn, usedCars, services, priceList],
    },
    {
      question:
        "Bonjour, je travaille de nuit à l'aéroport et je ne peux passer qu'avant 8h ou après 19h. Ma Kia Sportage de 2021 doit faire sa révision des 60 000 km et je ne veux surtout pas perdre la garantie 7 ans. Je peux la déposer tôt le matin ou la laisser la veille au soir ? Et vous avez bien le droit de faire l'entretien d'une Kia ?",
      answeredBy: [workshop, location, newCars, description, terms],
    },
    {
      question:
        "Bonsoir, j'habite à Colomiers et je bosse à Compans-Caffarelli, je fais à peu près 50 km par jour. J'hésite entre une hybride et une électrique, mais je suis en appartement, dans une résidence avec un parking souterrain. Est-ce qu'on peut quand même installer une borne à ma place de parking, et vous pouvez vous en occuper ?",
      answeredBy: [chargingPoint, electric, services, priceList],
    },
    {
      question:
        "Bonjour, j'ai acheté une 3008 d'occasion chez vous il y a 5 mois. Depuis une semaine la boîte automatique donne des à-coups quand elle passe la deuxième, et ce matin le voyant moteur s'est allumé sur la rocade. Est-ce que c'est couvert par votre garantie, et comment je fais, je vous l'amène directement ?",
      answeredBy: [usedWarranty, terms],
    },
    // Long messages in English
    {
      question:
        "Hi, I'm a German engineer starting a 3-year contract at Airbus in Blagnac next month. I have no French bank history at all and I'll be in a temporary flat for the first few weeks. Could I still get a car through you, maybe on a lease, and what paperwork would you need from me?",
      answeredBy: [expats, leasing, documentsNeeded, financeQuote, services],
    },
    {
      question:
        "Hello, we've just moved from Austin with our two kids and we need a family SUV. My wife and I only have our Texas licences. Are we allowed to drive here for now, and can we test drive a car at your place with them?",
      answeredBy: [foreignLicence, testDrive],
    },
    {
      question:
        "Hi there, my old 2008 diesel Golf has a Crit'Air 3 sticker and I've been told I can't drive it into Toulouse any more. I'd like to replace it with something cleaner and get rid of the Golf at the same time. Would you take it, and is there any grant for scrapping it?",
      answeredBy: [lowEmissionZone, bonus, tradeIn, tradeInQuote, services, priceList],
    },
    // Typos and chat-speak, in French and English
    {
      question: 'slt c combien la carte grise pour une 208 svp',
      answeredBy: [registration, priceList],
    },
    {
      question: 'bjr vs avez des caisses automatique dispo en occaz a moins de 15000 ?',
      answeredBy: [usedCars, priceList],
    },
    {
      question: 'jvoudrais faire un essai du ev3 samedi c possible ?',
      answeredBy: [testDrive, electric, newCars, location, priceList, terms],
    },
    {
      question: 'la reprise de ma caisse vs la deduisez du prix ou vs me faites un virement ?',
      answeredBy: [tradeIn, terms],
    },
    { question: 'vs livrez a montauban ? cb', answeredBy: [delivery, priceList, services] },
    { question: 'le credit c sur combien de mois max', answeredBy: [credit, priceList] },
    {
      question: 'do u guys speak english? my french is v bad',
      answeredBy: [englishStaff, description],
    },
    {
      question: 'how much 4 a service on a 2019 308 pls',
      answeredBy: [workshop, priceList],
    },
    // One or two words
    { question: 'LOA ?', answeredBy: [leasing, financeQuote, services, priceList] },
    { question: 'Prime conversion', answeredBy: [bonus, services] },
    { question: 'Horaires atelier', answeredBy: [location] },
    {
      question: 'Warranty?',
      answeredBy: [usedWarranty, newCars, services, priceList, terms],
    },
    { question: 'Courtesy car?', answeredBy: [courtesyCar, services, priceList, terms] },
    // Short follow-ups
    { question: 'et le samedi aprem vous etes ouverts ?', answeredBy: [location] },
    {
      question: 'et si la banque dit non je recupere mes 500 € ?',
      answeredBy: [reservation, credit, terms],
    },
    {
      question: 'and how long until I get the final registration card?',
      answeredBy: [registration],
    },
    // French questions, English knowledge
    {
      question:
        "Mon mari est anglais et il a toujours son permis britannique. On vient de s'installer à Cornebarrieu, il peut conduire avec pendant combien de temps ?",
      answeredBy: [foreignLicence],
    },
    {
      question:
        "La vignette Crit'Air, je la commande où ? Un site m'a demandé 30 €, c'est normal ?",
      answeredBy: [lowEmissionZone, priceList],
    },
    {
      question:
        'Vous avez un assureur à me conseiller ? Il me faut une attestation avant de récupérer la voiture.',
      answeredBy: [insurance, englishStaff],
    },
    // English questions, French knowledge
    {
      question: 'Do you sell the Kia EV3, and is there any government bonus on it?',
      answeredBy: [electric, newCars, bonus, description, services, priceList],
    },
    {
      question:
        'Do you do the car registration paperwork, or do I have to deal with the ANTS website myself?',
      answeredBy: [registration, services],
    },
    {
      question: 'Is a 500 euro deposit enough to hold a used car until my salary comes in?',
      answeredBy: [reservation, terms],
    },
    // Answered by a document only
    {
      question:
        'Vous posez des attelages ? Jvoudrais tracter une petite remorque pour le bois de la cheminee, ca coute combien ?',
      answeredBy: [priceList],
    },
    {
      question:
        "J'ai mis 500 € d'acompte sur une 308, mais en vrai, une fois devant, elle me plaît pas trop. Vous me rendez l'acompte ?",
      answeredBy: [terms],
    },
    {
      question:
        "Vous gardez les pneus neige entre deux saisons ? On les met l'hiver pour monter à Saint-Lary.",
      answeredBy: [priceList],
    },
    {
      question:
        'I ordered an EV3 in January and it should arrive in May. If Kia puts its prices up before then, will I have to pay more?',
      answeredBy: [terms],
    },
    {
      question:
        'Can I take the courtesy car up to Andorra for the weekend while mine is in your garage?',
      answeredBy: [terms],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Vous louez des voitures pour le week-end ? Jvoudrais une caisse pour descendre à Gruissan samedi et dimanche.',
    'Vous faites aussi la carrosserie ? Ma portière arrière est enfoncée après un accrochage sur le parking de Blagnac.',
    'Vous donnez des cours de conduite ? Mon fils fait la conduite accompagnée et il lui manque des heures avant le permis.',
    'Vous faites du dépôt-vente ? Je voudrais que vous vendiez ma Clio pour moi, sans racheter de voiture chez vous.',
    'Vous vendez des trottinettes ou des scooters électriques ? Je cherche un truc pour aller bosser à Airbus.',
    'Does your workshop service motorbikes? My Yamaha MT-07 is due its 20,000 km service.',
    'Is there a discount for Airbus employees through the works council (CSE)?',
    "Where's the nearest fast charger on the A62 between Toulouse and Bordeaux? I don't want to run out on the way.",
    // Plainly outside
    "C'est où le meilleur cassoulet de Toulouse ? On a des amis qui viennent ce week-end.",
    'What time does the Stade Toulousain match kick off on Saturday, and where can I buy tickets?',
  ],
};
