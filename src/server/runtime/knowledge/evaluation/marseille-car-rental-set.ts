import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Provence Location, a family car-rental company with a desk at Marseille Saint-Charles
 * station and one at Marseille Provence airport: small cars to 9-seat minibuses and vans,
 * electric cars, one-way rentals to Nice and Lyon, the ferry to Corsica. Its customers write
 * in French, often in a hurry and in French chat-speak ("slt", "stp", "svp", "jpeux", "c",
 * "koi", "pk", "dispo", "mtn", "qd"), and in English (tourists landing at the airport). The
 * owner wrote the briefing in French, most Q&A pairs in French and some in English, added one
 * response template for quotes, and pasted a French price list and English rental conditions.
 * In French, "location" is a rental and "louer" to rent: the words an English reader takes for
 * a place and a lender.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, without looking at the engine, as customers type them: paraphrases with
 * words the owner never wrote ("toddler", "petrol", "excess", "pooch"), long messages with the
 * question at the end, typos, chat-speak, one- or two-word questions, and French questions
 * against English knowledge and the reverse. The outside questions include hard negatives that
 * share words with the knowledge (buying a car, insuring one's own car, renting a scooter, a
 * taxi to the port, parking at the airport, a job as a driver).
 */

const english = qaIn('English');
const french = qaIn('French');

// The sources' titles, as the answers name them.
const hours = 'Quels sont vos horaires d’ouverture ?';
const desks = 'Où se trouvent vos agences ?';
const age = 'Quel âge faut-il avoir pour louer ?';
const licence = 'Quel permis faut-il pour louer une voiture ?';
const deposit = 'Quel est le montant de la caution ?';
const payment = 'Quels moyens de paiement acceptez-vous ?';
const insurance = 'Quelles assurances sont incluses dans la location ?';
const fuel = 'Quelle est la politique carburant ?';
const mileage = 'Le kilométrage est-il illimité ?';
const extraDriver = 'Puis-je ajouter un conducteur supplémentaire ?';
const childSeats = 'Proposez-vous des sièges enfant ?';
const oneWay = 'Puis-je rendre la voiture dans une autre agence ?';
const corsica = 'Puis-je emmener la voiture en Corse ou à l’étranger ?';
const lateReturn = 'Que se passe-t-il si je rends la voiture en retard ?';
const cancel = 'Comment annuler ou modifier ma réservation ?';
const electric = 'Avez-vous des voitures électriques ?';
const vans = 'Louez-vous des utilitaires et des minibus ?';
const pets = 'Les animaux sont-ils acceptés dans les voitures ?';
const breakdown = 'Que faire en cas de panne ou d’accident ?';
const tolls = 'Comment sont gérés les péages et les amendes ?';
const snow = 'Fournissez-vous des chaînes neige ?';
const automatic = 'Do you have automatic cars?';
const delivery = 'Can you deliver the car to my hotel?';
const lateArrival = 'My flight lands late at night, can I still pick up the car?';
const longRental = 'Do you have prices for a month or longer?';
const prices = 'Tarifs 2026';
const conditions = 'Rental conditions';
const quote = 'Client demande un devis';
const services = knowledgeCopy.briefingServices;

export const marseilleCarRentalSet: EvaluationSet = {
  name: 'Marseille car rental (Provence Location)',
  heldOut: false,
  agentName: 'Camille',
  briefing: {
    companyName: 'Provence Location',
    industry: 'automotive',
    description:
      'Provence Location est une agence de location de voitures familiale, créée en 2009 par Karim et Sophie Benali, avec une agence à la gare Saint-Charles et un comptoir à l’aéroport Marseille Provence. Une flotte de 140 véhicules récents, entretenus dans notre propre atelier.',
    targetAudience:
      'Vacanciers qui arrivent en train ou en avion pour visiter la Provence et la Côte d’Azur, familles, Marseillais qui ont besoin d’un utilitaire pour un déménagement, et touristes étrangers qui nous écrivent en anglais.',
    keyServices:
      'Location de citadines, compactes, SUV, breaks et monospaces, voitures électriques et hybrides, utilitaires de 6 à 20 m³ et minibus 9 places ; location aller simple vers Nice, Toulon, Avignon et Lyon ; sièges bébé et rehausseurs ; livraison à l’hôtel ; locations longue durée au mois.',
    commonQuestions:
      'Les tarifs, la caution, l’âge minimum, le permis, l’assurance et la franchise, le carburant, le passage en Corse, les sièges enfant, les retards de vol et les annulations.',
    languages: ['French', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Vouvoiement, chaleureux et efficace. Des réponses courtes avec les prix. En anglais, simple et clair.',
    personality: 'Serviable, souriante, toujours de bonne humeur, comme une vraie Marseillaise.',
    responseTemplates: [
      {
        scenario: quote,
        response:
          'Avec plaisir ! Pour vous faire un devis, indiquez-nous les dates et heures de prise et de retour, l’agence (gare Saint-Charles ou aéroport) et la catégorie de véhicule souhaitée. Vous pouvez aussi réserver directement sur provence-location.example ; le prix affiché est le prix final.',
      },
    ],
  },
  qa: [
    french(
      hours,
      'L’agence de la gare Saint-Charles est ouverte du lundi au samedi de 7h30 à 20h et le dimanche de 9h à 13h. Le comptoir de l’aéroport est ouvert tous les jours, jours fériés compris, de 6h30 à 23h30. Le 25 décembre et le 1er janvier, seul le comptoir de l’aéroport est ouvert, de 9h à 18h.',
    ),
    french(
      desks,
      'Nous avons deux agences. À la gare Saint-Charles : 12 boulevard Maurice Bourdet, 13001 Marseille, à 2 minutes à pied de la sortie « Esplanade » de la gare ; les voitures sont au niveau -2 du parking Gare Saint-Charles. À l’aéroport Marseille Provence (Marignane) : notre comptoir est dans le hall 1, niveau arrivées, dans la galerie des loueurs, et les voitures sont au parking P7, à 5 minutes à pied.',
    ),
    french(
      age,
      'Il faut avoir au moins 21 ans et 2 ans de permis. Entre 21 et 25 ans, un supplément jeune conducteur de 15 € par jour s’applique (plafonné à 150 € par location), et les catégories SUV premium, 9 places et utilitaires de plus de 12 m³ ne sont pas accessibles. Il n’y a pas d’âge maximum.',
    ),
    french(
      licence,
      'Un permis B valide, obtenu depuis au moins 2 ans, en original : une photo ou une copie ne suffit pas. Les permis de l’Union européenne sont acceptés tels quels. Les permis hors UE rédigés en alphabet latin sont acceptés ; sinon (arabe, chinois, cyrillique…), un permis international est obligatoire en plus du permis national. Le permis provisoire et le permis électronique seul ne sont pas acceptés.',
    ),
    french(
      deposit,
      'La caution est une empreinte bancaire prise au départ sur une carte de crédit au nom du conducteur principal : 800 € pour les citadines et compactes, 1 200 € pour les SUV, monospaces et 9 places, 1 500 € pour les utilitaires. Avec le rachat de franchise intégral, elle descend à 300 €. Elle est libérée sous 7 jours après le retour si tout est en ordre. Les cartes de débit (Maestro, Visa Electron) et les cartes prépayées ne sont pas acceptées pour la caution.',
    ),
    french(
      payment,
      'Nous acceptons les cartes Visa, Mastercard et American Express, Apple Pay et Google Pay en agence, les chèques-vacances ANCV (pour la location seulement, pas pour la caution) et les virements pour les entreprises. Nous n’acceptons pas les espèces. La location se règle à la réservation en ligne ou au départ en agence.',
    ),
    french(
      insurance,
      'Chaque location comprend l’assurance responsabilité civile (dommages aux tiers), la garantie dommages et vol avec une franchise de 1 200 € (1 800 € pour les utilitaires), et l’assistance 24h/24. En option, le rachat de franchise partiel (12 € par jour) ramène la franchise à 400 €, et le rachat intégral (22 € par jour) la supprime, bris de glace et pneus compris. Les dégâts causés par une erreur de carburant ou par la conduite sur chemin non goudronné ne sont jamais couverts.',
    ),
    french(
      fuel,
      'Plein / plein : la voiture est livrée avec le plein et doit être rendue avec le plein. Sinon, nous facturons le carburant manquant au prix de la pompe plus 20 € de frais de service. Il y a une station-service à 500 m de chaque agence. Les voitures électriques sont remises chargées à au moins 80 % et doivent revenir à au moins 50 %, sinon la recharge est facturée 25 €.',
    ),
    french(
      mileage,
      'Oui, le kilométrage est illimité pour toutes les voitures de tourisme. Les utilitaires et les minibus incluent 200 km par jour, puis 0,25 € par kilomètre supplémentaire. Pour les locations au mois, le kilométrage est de 3 000 km par mois, puis 0,15 € par kilomètre.',
    ),
    french(
      extraDriver,
      'Oui : chaque conducteur supplémentaire coûte 8 € par jour, plafonné à 80 € par location, et il est gratuit pour le conjoint ou partenaire du conducteur principal. Il doit être présent au départ avec son permis original et remplir les mêmes conditions d’âge et d’ancienneté de permis. Une personne qui n’est pas inscrite sur le contrat n’est pas assurée.',
    ),
    french(
      childSeats,
      'Oui, nous avons des sièges bébé (coque, de la naissance à 13 kg), des sièges enfant (de 9 à 18 kg, environ 1 à 4 ans) et des rehausseurs (de 15 à 36 kg). Chacun coûte 6 € par jour, plafonné à 60 € par location. Ils sont posés et fixés par notre équipe avant votre arrivée. En France, un siège adapté est obligatoire jusqu’à 10 ans. Réservez-les avec la voiture : ils sont limités en été.',
    ),
    french(
      oneWay,
      'Oui, vous pouvez rendre la voiture à l’autre agence de Marseille (gare ou aéroport) sans frais. Les locations aller simple vers nos partenaires de Nice (aéroport et gare Thiers), Toulon, Avignon TGV et Lyon Part-Dieu coûtent 60 € (Toulon, Avignon), 90 € (Nice) ou 150 € (Lyon). L’aller simple doit être demandé à la réservation ; une voiture rendue ailleurs sans accord est facturée 500 €.',
    ),
    french(
      corsica,
      'La Corse est autorisée avec notre accord écrit et un supplément de 50 € par location (l’assistance y est assurée). Vous réservez et payez le ferry vous-même. L’Italie, l’Espagne, la Suisse, la Belgique, l’Allemagne et Monaco sont autorisés sans supplément ; les autres pays et tous les pays hors Union européenne (sauf la Suisse et Monaco) sont interdits. Les utilitaires ne peuvent pas quitter la France.',
    ),
    french(
      lateReturn,
      'Nous accordons 59 minutes de tolérance. Au-delà, chaque heure de retard est facturée 15 €, et à partir de 3 heures de retard, une journée supplémentaire est facturée au tarif du jour. Si vous savez que vous serez en retard, appelez l’agence au 04 91 00 12 34 : nous pouvons souvent prolonger la location au même tarif.',
    ),
    french(
      cancel,
      'Vous pouvez modifier ou annuler gratuitement jusqu’à 48 heures avant la prise du véhicule, depuis le lien reçu par e-mail ou en nous écrivant. Entre 48 heures et le départ, nous retenons 50 € ; si vous ne venez pas, une journée de location est due. Les tarifs « Prépayé -15 % » ne sont ni remboursables ni modifiables.',
    ),
    french(
      electric,
      'Oui : Renault Zoé et Peugeot e-208 (environ 300 km d’autonomie), Tesla Model 3 (environ 500 km), et des hybrides Toyota Yaris et Corolla. Le câble de recharge Type 2 est fourni, et un badge de recharge vous est prêté sur demande : la recharge sur borne publique est alors facturée à prix coûtant. Les deux agences ont des bornes pour rendre la voiture.',
    ),
    french(
      vans,
      'Oui. Nous louons des utilitaires de 6 m³, 12 m³ et 20 m³ (avec hayon élévateur), tous conduisibles avec le permis B, et des minibus 9 places (Renault Trafic, Ford Transit) avec grand coffre. Les utilitaires sont à l’agence de la gare ; les minibus sont aux deux agences. Diables et sangles sont prêtés gratuitement avec les utilitaires.',
    ),
    french(
      pets,
      'Oui, les chiens et les chats sont acceptés, en cage de transport ou avec une housse de protection pour la banquette arrière (prêtée gratuitement sur demande). Si la voiture revient avec des poils ou des salissures, un nettoyage de 60 € est facturé. Les chiens guides et d’assistance voyagent toujours sans frais.',
    ),
    french(
      breakdown,
      'En cas de panne, appelez l’assistance 24h/24 au 0 800 12 34 56 (numéro aussi collé sur le pare-brise) : elle dépanne sur place ou remorque la voiture et nous vous donnons un véhicule de remplacement. En cas d’accident, remplissez un constat amiable avec l’autre conducteur, prenez des photos et prévenez-nous sous 48 heures. Ne faites jamais réparer la voiture vous-même.',
    ),
    french(
      tolls,
      'Les péages sont à votre charge : vous les payez par carte aux barrières. Un badge télépéage peut être ajouté pour 2 € par jour plus les péages consommés, débités après la location. Les amendes (radars, stationnement) sont à votre charge : nous transmettons vos coordonnées à l’administration et facturons 30 € de frais de gestion par amende.',
    ),
    french(
      snow,
      'Oui, de novembre à mars, les chaînes neige ou les chaussettes à neige sont fournies gratuitement sur demande pour les voitures qui n’ont pas de pneus hiver. Dans les Alpes (loi Montagne), elles sont obligatoires du 1er novembre au 31 mars. Quelques SUV avec pneus hiver sont disponibles pour 10 € par jour de plus.',
    ),
    english(
      automatic,
      'Yes, about half of our fleet is automatic: every electric and hybrid car, all SUVs, and the Peugeot 308 and Renault Clio automatic. Automatics cost from 8 € a day more than the same manual category. Choose "automatic" when you book: we cannot promise one if you ask at the desk.',
    ),
    english(
      delivery,
      'Yes, we deliver and collect the car at your hotel, holiday rental or the cruise terminal in Marseille between 8 am and 8 pm, for 35 € each way, or free for rentals of 7 days or more. Outside Marseille (Cassis, Aix-en-Provence, La Ciotat) it costs 60 € each way. Book delivery at least 24 hours ahead and have your licence and credit card ready.',
    ),
    english(
      lateArrival,
      'Yes. Our airport desk is open until 11:30 pm every day, and if your flight is delayed we wait for you: add your flight number to your booking and we follow it. If you land after 11:30 pm, a colleague waits for you until 1 am for 40 €, booked at least 24 hours ahead. The station agency closes at 8 pm and has no late pick-up.',
    ),
    english(
      longRental,
      'Yes. From 28 days we offer monthly rates: from 690 € a month for a small car and 1,190 € for a 12 m³ van, with maintenance, insurance and 3,000 km a month included. You can change the car each month at no cost. Ask us for a quote with your dates and the car you need.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'French',
      text: `TARIFS 2026 - Provence Location
Prix TTC par jour, kilométrage illimité pour les voitures (utilitaires et minibus : 200 km par jour inclus). Tarifs dégressifs dès 3 jours ; haute saison du 1er juillet au 31 août et pendant les vacances de Noël : +30 %.
CATÉGORIES
- Citadine (Renault Clio, Peugeot 208) : 39 € par jour, 219 € la semaine
- Compacte (Peugeot 308, Volkswagen Golf) : 49 € par jour, 279 € la semaine
- Break familial (Peugeot 308 SW) : 59 € par jour, 329 € la semaine
- SUV (Peugeot 3008, Toyota C-HR hybride) : 69 € par jour, 389 € la semaine
- Monospace 7 places (Renault Grand Scénic) : 79 € par jour, 449 € la semaine
- Minibus 9 places (Renault Trafic) : 109 € par jour, 599 € la semaine
- Électrique (Renault Zoé) : 45 € par jour ; Tesla Model 3 : 99 € par jour
- Utilitaire 6 m³ : 49 € par jour ; 12 m³ : 79 € par jour ; 20 m³ avec hayon : 109 € par jour
- Week-end utilitaire (du samedi 8h au lundi 9h) : 12 m³ à 119 €
OPTIONS
- Conducteur supplémentaire : 8 € par jour (plafonné à 80 €)
- Siège bébé, siège enfant ou rehausseur : 6 € par jour (plafonné à 60 €)
- GPS : 7 € par jour ; badge télépéage : 2 € par jour plus les péages
- Rachat de franchise partiel : 12 € par jour ; intégral : 22 € par jour
- Supplément jeune conducteur (21 à 25 ans) : 15 € par jour, plafonné à 150 €
- Supplément Corse : 50 € par location
- Livraison à l’hôtel à Marseille : 35 € par trajet (gratuit dès 7 jours)
- Nettoyage intérieur (animaux, sable, tabac) : 60 €
REMISES
- Réservation en ligne prépayée : -15 % (non remboursable)
- Étudiants : -10 % sur les utilitaires du lundi au jeudi, sur présentation de la carte étudiante`,
    },
    {
      title: conditions,
      language: 'English',
      text: `Rental conditions - Provence Location
What to bring
The main driver shows, at pick-up: a valid driving licence held for at least 2 years, a passport or national identity card, and a credit card in their own name for the deposit. Customers living outside the EU also show a return travel ticket. Without these documents we cannot hand over the car, and the booking is treated as a no-show.
The car
Every car is checked with you at pick-up and at return, with photos in our app. Note any scratch or dent before you leave: damage found at return that is not on the pick-up report is charged up to the excess. Smoking is forbidden in all our vehicles; a 150 € cleaning fee applies if the car smells of smoke. Sand from the beach counts as normal use; heavy dirt does not.
Driving
The car may only be driven by the drivers named on the contract, on paved roads. Racing, towing, driving schools and carrying paying passengers are forbidden. Ferries to Corsica need our written consent (see the price list for the fee); travel abroad is limited to the countries we allow.
Returns
Return the car to the agency and at the time written on the contract. Outside opening hours, the station agency has a key box at its entrance: the car stays under your responsibility until we check it the next morning. Lost keys cost 350 €.
Your data
We keep your contract for 5 years, as French law requires, and never share your details except with the authorities for a traffic fine.`,
    },
  ],
  answerable: [
    // Paraphrases with words the owner never wrote
    {
      question: 'Do you have car seats for a toddler? My son is 2',
      answeredBy: [childSeats, prices],
    },
    { question: 'Can I bring my dog in the car?', answeredBy: [pets] },
    {
      question: 'What happens if I bring it back with less petrol?',
      answeredBy: [fuel, conditions],
    },
    {
      question: 'How much is the excess if I scratch the car?',
      answeredBy: [insurance, conditions],
    },
    { question: 'What time does the station office close?', answeredBy: [hours] },
    { question: 'Is there a limit on how many km I can drive?', answeredBy: [mileage, prices] },
    {
      question: 'Can my wife drive too or is it just me?',
      answeredBy: [extraDriver, conditions],
    },
    { question: 'Do you rent moving vans?', answeredBy: [vans, prices, services] },
    { question: 'What is the cheapest car you have?', answeredBy: [prices] },
    {
      question: 'Where exactly is your desk at the airport?',
      answeredBy: [desks, lateArrival],
    },
    // French as customers write it
    { question: 'Vous avez des voitures automatiques ?', answeredBy: [automatic] },
    {
      question: 'Je peux payer avec une carte de débit pour la caution ?',
      answeredBy: [deposit, conditions],
    },
    { question: 'C’est combien pour un minibus 9 places ?', answeredBy: [prices, vans] },
    {
      question: 'Est-ce qu’on peut prendre le ferry pour la Corse avec la voiture ?',
      answeredBy: [corsica, prices, conditions],
    },
    { question: 'Mon chien peut venir ?', answeredBy: [pets] },
    { question: 'Vous livrez la voiture à l’hôtel ?', answeredBy: [delivery, prices] },
    {
      question: 'Je peux rendre la voiture à Nice ?',
      answeredBy: [oneWay],
    },
    { question: 'Quels papiers faut-il apporter ?', answeredBy: [conditions, licence] },
    // Long messages, the question at the end
    {
      question:
        'Bonjour, nous arrivons à Marseille le 12 juillet en famille avec deux enfants de 3 et 7 ans pour une semaine de vacances dans le Luberon. Est-ce que vous fournissez les sièges pour les enfants et c’est combien ?',
      answeredBy: [childSeats, prices],
    },
    {
      question:
        "Hi there, we're a group of friends flying into Marseille in August, landing around midnight because our flight from Dublin is always late. Will someone still be there to give us the car?",
      answeredBy: [lateArrival, hours],
    },
    {
      question:
        'Bonjour, j’ai 22 ans et j’ai mon permis depuis 3 ans. Je voudrais louer une voiture pour aller voir mes parents à Montpellier, est-ce que c’est possible à mon âge et est-ce qu’il y a un supplément ?',
      answeredBy: [age, prices],
    },
    {
      question:
        "We're on a cruise stopping in Marseille for the day and want to drive to Cassis. The ship docks at 8. Could you bring a car to the cruise terminal?",
      answeredBy: [delivery],
    },
    // Typos
    { question: 'wat is the deposite for a suv', answeredBy: [deposit] },
    { question: 'combien coute la locaton d’une citadine par semaine', answeredBy: [prices] },
    { question: 'horraires agence gare', answeredBy: [hours] },
    { question: 'do u have electirc cars', answeredBy: [electric, prices] },
    // Chat-speak
    { question: 'slt c koi les horaires de l’aéroport stp', answeredBy: [hours] },
    { question: 'jpeux annuler ma resa ?', answeredBy: [cancel] },
    { question: 'pk vous prenez pas le liquide', answeredBy: [payment] },
    { question: 'dispo un utilitaire 12m3 ce we ? c combien', answeredBy: [prices, vans] },
    // One or two words
    { question: 'péages', answeredBy: [tolls] },
    { question: 'snow chains?', answeredBy: [snow] },
    { question: 'late return', answeredBy: [lateReturn, conditions] },
    { question: 'assurance ?', answeredBy: [insurance] },
    // Across languages
    {
      question: 'What should I do if the car breaks down on the motorway?',
      answeredBy: [breakdown],
    },
    { question: 'Do I need an international driving permit?', answeredBy: [licence] },
    { question: 'Who pays if I get a speeding ticket?', answeredBy: [tolls, conditions] },
    { question: 'Vous faites des prix pour un mois ?', answeredBy: [longRental] },
    { question: 'Est-ce qu’on peut fumer dans la voiture ?', answeredBy: [conditions] },
    { question: 'Les clés perdues, c’est combien ?', answeredBy: [conditions] },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Vous vendez des voitures d’occasion ?',
    'Can you insure my own car for the trip?',
    'Vous louez des scooters ou des vélos électriques ?',
    'Can you book me a taxi from the station to the ferry port?',
    'C’est combien le parking à l’aéroport pour une semaine ?',
    'Bonjour, vous recrutez des chauffeurs ? Je vous envoie mon CV',
    'Do you offer driving lessons?',
    // Plainly outside
    'What are the best beaches near Marseille?',
    'Quel temps fera-t-il à Marseille ce week-end ?',
    'Can you recommend a restaurant for bouillabaisse?',
  ],
};
