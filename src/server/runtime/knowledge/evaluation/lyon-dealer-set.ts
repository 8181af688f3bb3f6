import { defaultResponseTemplates } from '@shared/personality.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * HELD OUT. Confluence Automobiles, a used-car dealer (and Dacia agent) in Lyon whose
 * customers write in French and English. This set is scored and reported, and never used to
 * choose the engine's rules, word lists or thresholds: it tells whether what was tuned on the
 * other sets holds for a business nobody tuned for. Do not change its questions or knowledge
 * to follow the engine; a fix found by reading its misses belongs in another set first.
 *
 * The owner wrote the briefing in French, Q&A pairs in French and English, pasted a price list,
 * and kept the two response templates the briefing starts with.
 */

const english = qaIn('English');
const french = qaIn('French');

const hours = 'Quels sont vos horaires ?';
const where = 'Où êtes-vous situés ?';
const testDrive = 'Comment réserver un essai ?';
const tradeIn = 'Reprenez-vous mon ancienne voiture ?';
const finance = 'Proposez-vous un financement ?';
const warranty = 'Quelle garantie avez-vous sur les occasions ?';
const registration = 'Vous occupez-vous de la carte grise ?';
const delivery = 'Livrez-vous à domicile ?';
const vans = 'Avez-vous des utilitaires et des minibus ?';
const payment = 'Quels moyens de paiement acceptez-vous ?';
const deposit = 'Peut-on réserver une voiture avec un acompte ?';
const workshop = 'Faites-vous l’entretien des voitures ?';
const electric = 'Do you sell electric and hybrid cars?';
const lowEmission = "Can your cars be driven in Lyon's low-emission zone?";
const inspected = 'Are your used cars inspected before sale?';
const assistance = 'Is breakdown assistance included?';
const returns = 'Can I return the car if I change my mind?';
const ready = 'How long before I can collect my car?';
const englishSpoken = 'Do you speak English?';
const remote = 'Can I buy a car without coming to the showroom?';
const negotiable = 'Are your prices negotiable?';
const loanCar = 'Do you lend a car while mine is at the workshop?';
const history = "Can I see the car's service history?";
const newCars = 'Do you sell new cars?';
const ownMechanic = 'Can my own mechanic inspect a car before I buy it?';
const prices = 'Tarifs et services 2025';

export const lyonDealerSet: EvaluationSet = {
  name: 'Lyon car dealer (Confluence Automobiles)',
  heldOut: true,
  agentName: 'Conseiller Confluence',
  briefing: {
    companyName: 'Confluence Automobiles',
    industry: 'automotive',
    description:
      'Concessionnaire indépendant de voitures d’occasion toutes marques à Lyon 8e, et agent Dacia pour le neuf. Une centaine de véhicules en stock, contrôlés et garantis.',
    targetAudience:
      'Particuliers de Lyon et de la région, familles, jeunes conducteurs et expatriés.',
    keyServices:
      'Vente de voitures d’occasion, voitures neuves Dacia, reprise, financement et atelier d’entretien.',
    commonQuestions: '',
    languages: ['French', 'English'],
    tonePreference: 'professional',
    communicationStyle: 'Vouvoyer le client, réponses précises.',
    personality: '',
    responseTemplates: defaultResponseTemplates.map((template) => ({ ...template })),
  },
  qa: [
    french(
      hours,
      'Le showroom est ouvert du lundi au vendredi de 9 h à 12 h et de 14 h à 19 h, et le samedi de 9 h à 18 h sans interruption. Nous sommes fermés le dimanche et les jours fériés. L’atelier ferme à 18 h en semaine et à 12 h le samedi.',
    ),
    french(
      where,
      'Nous sommes au 218 route de Vienne, 69008 Lyon, à cinq minutes du boulevard périphérique. Un parking clients gratuit de 20 places se trouve devant le showroom.',
    ),
    french(
      testDrive,
      'Réservez votre essai par téléphone au 04 78 55 12 34, sur notre site ou en nous écrivant ici. Un essai dure environ 30 minutes ; apportez votre permis de conduire et une pièce d’identité. Il faut avoir le permis depuis au moins deux ans.',
    ),
    french(
      tradeIn,
      'Oui, nous reprenons votre véhicule, que vous achetiez chez nous ou non. L’estimation est gratuite et prend 30 minutes sur place ; apportez la carte grise et le carnet d’entretien. Le prix de reprise est déduit de votre achat ou payé par virement sous 48 heures.',
    ),
    french(
      finance,
      'Oui : crédit auto à partir de 3,9 % TAEG sur 12 à 84 mois, ou LOA (location avec option d’achat). Nos banques partenaires étudient votre dossier en 48 heures. Il faut une pièce d’identité, un justificatif de domicile, vos trois derniers bulletins de salaire et un RIB.',
    ),
    french(
      warranty,
      'Toutes nos voitures d’occasion ont une garantie de 12 mois pièces et main-d’œuvre, valable dans toute l’Europe. Vous pouvez la prolonger à 24 ou 36 mois (voir nos tarifs).',
    ),
    french(
      registration,
      'Oui, nous faisons toutes les démarches de carte grise pour vous et vous repartez avec le certificat provisoire d’immatriculation en attendant la carte définitive. Vous payez la taxe régionale (43 € par cheval fiscal en Auvergne-Rhône-Alpes) et 35 € de frais de dossier.',
    ),
    french(
      delivery,
      'Oui. La livraison est gratuite à moins de 30 km de Lyon, coûte 150 € ailleurs en Auvergne-Rhône-Alpes et se fait sur devis dans le reste de la France.',
    ),
    french(
      vans,
      'Oui, nous avons en général une dizaine d’utilitaires en stock (Renault Kangoo, Citroën Berlingo, Renault Trafic) et des minibus 9 places (Renault Trafic Passenger, Ford Transit Custom Kombi). Le permis B suffit pour conduire un 9 places.',
    ),
    french(
      payment,
      'Virement bancaire, chèque de banque ou financement. La carte bancaire est acceptée pour l’acompte, jusqu’à 3 000 €. Les paiements en espèces sont limités à 1 000 € par la loi.',
    ),
    french(
      deposit,
      'Oui, un acompte de 500 € bloque la voiture pendant 7 jours. Il vous est remboursé si votre financement est refusé.',
    ),
    french(
      workshop,
      'Oui, notre atelier entretient toutes les marques, sur rendez-vous : vidange, révision selon le carnet du constructeur sans perdre sa garantie, freins, pneus et climatisation.',
    ),
    english(
      electric,
      'Yes, we usually have 15 to 20 electric and hybrid cars in stock (Renault Zoe, Peugeot e-208, Dacia Spring, Toyota Yaris Hybrid). Every used electric car comes with a battery health certificate.',
    ),
    english(
      lowEmission,
      "Yes. Every car we sell has a Crit'Air 1 or Crit'Air 2 sticker, or Crit'Air 0 for electric cars, so it can be driven in Lyon's ZFE. The sticker comes with the car.",
    ),
    english(
      inspected,
      'Yes. Each car passes a 110-point check in our workshop and is sold with a roadworthiness test (contrôle technique) less than 6 months old, as the law requires. We also give you the official Histovec report on its past.',
    ),
    english(
      assistance,
      'Yes, 24/7 breakdown assistance is included for as long as your warranty runs, anywhere in Europe, from the first kilometre. The number to call is on your warranty card.',
    ),
    english(
      returns,
      'For a car bought at the showroom there is no legal cooling-off period, so take your time with the test drive. A car bought at a distance (online or by phone, then delivered) can be returned within 14 days, as the law provides.',
    ),
    english(
      ready,
      'Usually 5 working days after the sale: we prepare and service the car and register it in your name. With a financing request it can take a few days more.',
    ),
    english(
      englishSpoken,
      'Yes, two of our salespeople speak English, and one speaks Italian. Tell us when you book your visit.',
    ),
    english(
      remote,
      'Yes. We show you any car on a video call, you sign the documents online and we deliver the car to you. You then have 14 days to return it.',
    ),
    english(
      negotiable,
      'Our prices are set close to the market from the start, so there is little room. We can include extras such as an extended warranty or winter tyres, and we pay a fair price for your trade-in.',
    ),
    english(
      loanCar,
      'Yes: a free courtesy car for repairs under our warranty, and 25 € a day for other work, subject to availability. Ask for it when you book the appointment.',
    ),
    english(
      history,
      'Yes. The service book and invoices come with every car, and we give you the Histovec report (previous owners, mileage, declared accidents). The mileage of every car we sell is certified.',
    ),
    english(
      newCars,
      "Yes, we are a Dacia agent: we order new Dacias (Sandero, Jogger, Duster, Spring) at the manufacturer's price, delivered in 2 to 4 months. For other brands we have nearly new cars under a year old.",
    ),
    english(
      ownMechanic,
      'Of course. Bring your mechanic to the showroom, or we take the car to a garage of your choice in Lyon for an inspection at your cost.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'French',
      text: `TARIFS ET SERVICES 2025 - Confluence Automobiles
Prix TTC, sauf mention contraire.

Nos voitures d'occasion (prix de départ)
- Citadines (Renault Clio, Peugeot 208, Dacia Sandero) : à partir de 7 990 €
- Compactes (Renault Mégane, Peugeot 308, Volkswagen Golf) : à partir de 11 990 €
- SUV (Renault Captur, Peugeot 3008, Dacia Duster) : à partir de 14 990 €
- Familiales 7 places (Dacia Jogger, Peugeot 5008) : à partir de 17 990 €
- Électriques (Dacia Spring, Renault Zoe, Peugeot e-208) : à partir de 9 990 €
- Utilitaires : à partir de 12 990 € HT

Garantie prolongée
- 24 mois : 290 €
- 36 mois : 490 €

Carte grise
- Taxe régionale : 43 € par cheval fiscal
- Frais de dossier : 35 €

Livraison
- Moins de 30 km de Lyon : gratuite
- Auvergne-Rhône-Alpes : 150 €
- Reste de la France : sur devis

Atelier
- Vidange avec filtre : à partir de 129 €
- Révision constructeur : à partir de 189 €
- Plaquettes de frein : 149 € par essieu
- Montage et équilibrage : 20 € par pneu
- Recharge de climatisation : 89 €`,
    },
  ],
  answerable: [
    { question: 'what time do you close on saturday?', answeredBy: [hours] },
    { question: 'Vous êtes ouverts le dimanche ?', answeredBy: [hours] },
    { question: 'where r u located', answeredBy: [where] },
    { question: 'C’est quoi votre adresse ?', answeredBy: [where] },
    { question: 'Is there parking for customers?', answeredBy: [where] },
    {
      question:
        'I’d like to test drive the Peugeot 3008 you have on your website, how do I set that up?',
      answeredBy: [testDrive],
    },
    { question: 'Will you take my old Clio in part exchange?', answeredBy: [tradeIn] },
    { question: 'combien vous me reprenez ma voiture ?', answeredBy: [tradeIn] },
    { question: 'Can I pay monthly?', answeredBy: [finance] },
    { question: 'slt, c possible de payer en plusieurs fois svp ?', answeredBy: [finance] },
    { question: 'how long is the waranty on a used car', answeredBy: [warranty, prices] },
    { question: 'garantie 36 mois prix ?', answeredBy: [prices, warranty] },
    { question: 'Do you handle the registration paperwork?', answeredBy: [registration] },
    { question: 'Can you deliver the car to Grenoble?', answeredBy: [delivery, prices] },
    { question: 'I need a 9-seater for my family, what do you have?', answeredBy: [vans] },
    { question: 'vous avez des camionnettes ?', answeredBy: [vans, prices] },
    { question: 'Can I pay cash?', answeredBy: [payment] },
    { question: 'paiement par chèque possible ?', answeredBy: [payment] },
    {
      question: 'Can I put down a deposit to hold a car until my loan is approved?',
      answeredBy: [deposit],
    },
    { question: 'Do you service cars too, or only sell them?', answeredBy: [workshop] },
    { question: 'c’est combien une vidange chez vous ?', answeredBy: [prices, workshop] },
    { question: 'avez-vous des voitures éléctriques ?', answeredBy: [electric, prices] },
    { question: 'Is the battery health checked on your used EVs?', answeredBy: [electric] },
    {
      question:
        'Je travaille dans la ZFE, vos voitures ont quelle vignette Crit’Air ? La mienne est interdite depuis janvier',
      answeredBy: [lowEmission],
    },
    {
      question:
        'Which of your cars am I allowed to drive in Lyon city centre with the pollution rules?',
      answeredBy: [lowEmission],
    },
    { question: 'Has a mechanic checked the cars?', answeredBy: [inspected] },
    { question: 'my car broke down on the motorway, who do I call?', answeredBy: [assistance] },
    { question: 'J’ai changé d’avis, je peux rendre la voiture ?', answeredBy: [returns] },
    { question: 'how soon can I drive it home after buying?', answeredBy: [ready] },
    { question: 'parlez-vous anglais ?', answeredBy: [englishSpoken] },
    {
      question: 'I live in Paris, can I buy one of your cars without travelling to Lyon?',
      answeredBy: [remote, delivery],
    },
    { question: 'can u do a better price on the golf?', answeredBy: [negotiable] },
    { question: 'Vous prêtez une voiture pendant la révision ?', answeredBy: [loanCar] },
    { question: 'I want to see the maintenance records before buying', answeredBy: [history] },
    { question: 'Vous vendez des Dacia neuves ?', answeredBy: [newCars] },
    {
      question: 'can i bring my mechanic to check a car b4 buying? thx',
      answeredBy: [ownMechanic],
    },
    { question: "what's your cheapest car?", answeredBy: [prices] },
    { question: 'How much is a family SUV?', answeredBy: [prices] },
    { question: 'budget 10000€ quoi comme voiture ?', answeredBy: [prices] },
    { question: 'combien coute la carte grise', answeredBy: [prices, registration] },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Do you rent cars?',
    'Vous vendez des motos ?',
    'Do you sell car insurance?',
    'Faites-vous la carrosserie après un accident ?',
    "Can you teach me to drive? I don't have my licence yet",
    'Do you sell spare parts for a Peugeot 308?',
    'Where can I charge an electric car for free in Lyon?',
    // Plainly outside
    'Quel temps fera-t-il à Lyon demain ?',
    'Can you recommend a good bouchon restaurant?',
    'Comment échanger mon permis de conduire britannique contre un permis français ?',
  ],
};
