import { defaultResponseTemplates } from '@shared/personality.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * HELD OUT. Vélo Lumière, a bicycle shop on the quays of Bordeaux: sales of city, road,
 * electric, cargo and children's bikes, a repair workshop, bike rentals by the hour, day or
 * week, guided tours of the vineyards on e-bikes, and accessories. Its customers write in
 * French (locals, and now and then a Québécois or Belgian visitor) and English (tourists). This
 * set is scored and reported, and never used to choose the engine's rules, word lists or
 * thresholds: it tells whether what was tuned on the other sets holds for a business nobody
 * tuned for. Do not change its questions or knowledge to follow the engine.
 *
 * The owner wrote the briefing in French, Q&A pairs in French and English, kept the two
 * response templates the briefing starts with and added one for tour bookings, and pasted a
 * price list in French and the rental terms in English. The questions were written from the
 * knowledge alone, as customers type them: paraphrases and words the owner never used
 * ("grant", "seconde main", "spin"), long messages, typos, chat-speak, one- or two-word
 * questions, questions in one language against knowledge in the other, and a few Québécois
 * and Belgian turns of phrase. The outside questions include hard negatives that share words
 * with the knowledge (buying a customer's used bike, motorbike, scooter and e-scooter repairs,
 * car rental, a job in the workshop, shipping a bike abroad, wine sales, walking tours).
 */

const english = qaIn('English');
const french = qaIn('French');

// The sources' titles, as the answers name them.
const hours = 'Quels sont vos horaires d’ouverture ?';
const where = 'Où se trouve la boutique ?';
const appointment = 'Faut-il prendre rendez-vous pour une réparation ?';
const repairTime = 'Combien de temps faut-il pour réparer un vélo ?';
const electricBrands = 'Quels vélos électriques vendez-vous ?';
const testRide = 'Peut-on essayer un vélo avant de l’acheter ?';
const aid = 'Y a-t-il des aides pour acheter un vélo électrique ?';
const kidsSize = 'Quelle taille de vélo choisir pour un enfant ?';
const used = 'Vendez-vous des vélos d’occasion ?';
const payment = 'Quels moyens de paiement acceptez-vous ?';
const warranty = 'Quelle garantie avez-vous sur les vélos neufs ?';
const firstService = 'La première révision est-elle offerte ?';
const delivery = 'Livrez-vous les vélos à domicile ?';
const ebikeRepair = 'Réparez-vous les vélos électriques de toutes marques ?';
const marking = 'Faites-vous le marquage antivol des vélos ?';
const booking = 'Do I need to book a rental bike in advance?';
const included = 'What comes with a rental bike?';
const tours = 'Do you run guided tours of the vineyards?';
const fitness = 'Do I need to be fit for a vineyard tour?';
const rain = 'What happens to my tour if it rains?';
const privateTours = 'Can you organise a private tour for a group?';
const luggage = 'Can I leave my luggage at the shop?';
const kidsRental = 'Do you rent bikes and seats for children?';
const routes = 'Where can I ride from Bordeaux?';
const accessories = 'Do you sell helmets, locks and other accessories?';
const cargo = 'Do you sell and rent cargo bikes?';
const fitting = 'Do you offer bike fitting for road bikes?';
const prices = 'Tarifs 2026';
const terms = 'Rental terms and conditions';
const tourBooking = 'Réservation d’une visite des vignobles';

export const bordeauxBikeShopSet: EvaluationSet = {
  name: 'Bordeaux bike shop (Vélo Lumière)',
  heldOut: true,
  agentName: 'Camille',
  briefing: {
    companyName: 'Vélo Lumière',
    industry: 'retail',
    description:
      'Vélo Lumière est un magasin de vélos indépendant sur le quai des Chartrons à Bordeaux, ouvert en 2012. Nous vendons des vélos neufs et d’occasion, réparons les vélos de toutes marques dans notre atelier, louons des vélos et organisons des visites guidées des vignobles à vélo électrique.',
    targetAudience:
      'Les Bordelais qui se déplacent à vélo, les familles, les cyclistes sportifs, et les touristes français et étrangers qui visitent Bordeaux et ses vignobles.',
    keyServices:
      'Vente de vélos de ville, de route, électriques, cargo et pour enfants ; atelier de réparation et d’entretien ; location de vélos à l’heure, à la journée ou à la semaine ; visites guidées des vignobles de Saint-Émilion et des Graves ; accessoires.',
    commonQuestions:
      'Prix de la location, réservation des visites, délais de l’atelier, aides pour acheter un vélo électrique.',
    languages: ['French', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Réponses courtes et chaleureuses. Répondre en anglais aux touristes qui écrivent en anglais.',
    personality: 'Passionné de vélo, serviable, amoureux de Bordeaux.',
    responseTemplates: [
      ...defaultResponseTemplates.map((template) => ({ ...template })),
      {
        scenario: tourBooking,
        response:
          'Avec plaisir ! Pour réserver une visite, indiquez-nous la visite choisie (Saint-Émilion à la journée ou Graves à la demi-journée), la date, le nombre de participants et leur âge, et un numéro de téléphone. Vous pouvez aussi réserver directement sur velolumiere.example/visites. Nous confirmons sous 24 heures.',
      },
    ],
  },
  qa: [
    french(
      hours,
      'La boutique est ouverte du mardi au samedi de 9 h 30 à 19 h. D’avril à octobre, nous ouvrons aussi le dimanche de 9 h à 13 h pour les locations et les visites. Nous sommes fermés le lundi et les jours fériés. L’atelier ferme à 18 h.',
    ),
    french(
      where,
      'Nous sommes au 42 quai des Chartrons, 33000 Bordeaux, face à la piste cyclable des quais. Tram B, arrêt Chartrons. Depuis la gare Saint-Jean, comptez 25 minutes en tram (ligne C puis ligne B) ou 15 minutes à vélo par les quais. Pas de parking devant la boutique : le parking de la Cité Mondiale est à 200 m.',
    ),
    french(
      appointment,
      'Pour une révision ou une grosse réparation, oui : prenez rendez-vous au 05 56 48 21 90 ou sur notre site. Les petites réparations (crevaison, réglage des freins ou du dérailleur, dévoilage de roue) se font sans rendez-vous, en général dans l’heure, du mardi au samedi avant 17 h.',
    ),
    french(
      repairTime,
      'Une révision est prête en 48 heures, en 3 à 5 jours en pleine saison (d’avril à juillet). Une crevaison se répare en 30 minutes. Si une pièce doit être commandée, comptez 3 à 7 jours de plus. Le devis est gratuit et nous vous appelons avant tout travail qui le dépasse.',
    ),
    french(
      electricBrands,
      'Nous vendons des vélos à assistance électrique Moustache, Gitane et Riese & Müller, avec moteur Bosch ou Shimano : vélos de ville, VTC, VTT et vélos cargo, à partir de 1 690 €. Une vingtaine de modèles sont en stock ; les autres se commandent en 2 à 6 semaines.',
    ),
    french(
      testRide,
      'Oui, tous nos vélos s’essaient gratuitement sur les quais pendant 30 minutes, contre une pièce d’identité. Un vélo électrique peut aussi se louer une journée pour l’essayer : les 35 € de location sont déduits si vous l’achetez dans le mois.',
    ),
    french(
      aid,
      'Oui. Bordeaux Métropole aide ses habitants à acheter un vélo électrique, un vélo cargo ou un vélo pliant, selon leurs revenus. Nous vous remettons la facture et le certificat d’homologation à joindre à la demande, qui se fait en ligne sur le site de la Métropole dans les 3 mois après l’achat. Nous ne pouvons pas avancer le montant de l’aide.',
    ),
    french(
      kidsSize,
      'Cela dépend de la taille de l’enfant plus que de son âge : draisienne de 2 à 4 ans, 14 pouces de 3 à 5 ans (95 à 110 cm), 16 pouces de 4 à 6 ans (105 à 120 cm), 20 pouces de 6 à 9 ans (115 à 135 cm), 24 pouces de 8 à 12 ans (130 à 150 cm). Venez avec l’enfant : il essaie le vélo dans la boutique.',
    ),
    french(
      used,
      'Oui, quelques vélos d’occasion révisés par notre atelier, surtout nos anciens vélos de location, vendus en fin de saison (septembre et octobre) à partir de 250 €. Ils sont garantis 6 mois. Le stock change chaque semaine : demandez-nous ce qui est disponible.',
    ),
    french(
      payment,
      'Carte bancaire, espèces, chèque et chèques-vacances ANCV, aussi pour les locations et les visites. Pour un achat à partir de 300 €, vous pouvez payer en 3 ou 4 fois sans frais par carte bancaire. Au-delà de 1 000 €, nous proposons aussi un crédit jusqu’à 36 mois.',
    ),
    french(
      warranty,
      'Tous nos vélos neufs ont la garantie légale de 2 ans. Les cadres sont garantis de 5 à 10 ans selon la marque ; le moteur et la batterie des vélos électriques 2 ans (la batterie jusqu’à 500 cycles de charge). La garantie ne couvre pas l’usure normale : pneus, plaquettes de frein, chaîne.',
    ),
    french(
      firstService,
      'Oui, la première révision est offerte dans les 3 mois qui suivent l’achat d’un vélo neuf chez nous : nous réglons les freins, les vitesses et la tension des rayons, qui se détendent les premières semaines. Prenez rendez-vous et apportez votre facture.',
    ),
    french(
      delivery,
      'Oui, nous livrons votre vélo monté et réglé chez vous dans les 28 communes de Bordeaux Métropole, pour 25 €, gratuitement à partir de 1 000 € d’achat. Le livreur vous explique les réglages et, pour un vélo électrique, la batterie et le chargeur.',
    ),
    french(
      ebikeRepair,
      'Oui, nous entretenons et réparons les vélos électriques de toutes marques, même achetés ailleurs : moteurs Bosch, Shimano, Yamaha et Bafang. Le diagnostic électronique coûte 35 €, déduits de la réparation. Nous n’ouvrons pas les batteries : nous les envoyons au fabricant ou vous conseillons une batterie neuve.',
    ),
    french(
      marking,
      'Oui, nous gravons un numéro Bicycode sur le cadre et l’enregistrons dans le fichier national : en cas de vol, la police peut vous rendre votre vélo. Le marquage est offert pour tout vélo acheté chez nous et coûte 15 € pour les autres. Il prend 15 minutes, sans rendez-vous ; apportez la facture ou une pièce d’identité.',
    ),
    english(
      booking,
      'Outside July and August you can usually walk in and ride off. In summer and on long weekends, book online at velolumiere.example/location at least two days ahead, especially for e-bikes, which go first. Booking is free and you pay when you pick up the bike.',
    ),
    english(
      included,
      'Every rental bike comes with a helmet, a U-lock, a puncture repair kit and a pump, a phone holder, and a basket or a pannier bag. We also give you a free map of the cycle paths of Bordeaux. Child seats, trailers and tag-alongs are extra (see our prices).',
    ),
    english(
      tours,
      'Yes. Our Saint-Émilion day tour (Tuesday, Thursday and Saturday, 9:00 to 17:30) takes you there by minibus, then rides 30 km on e-bikes through the vineyards with two château visits, tastings and lunch. The Graves and Pessac-Léognan half-day tour (every afternoon, 14:00 to 18:00) leaves from the shop and visits one château. Groups of up to 12, guided in French and English. Book online or at the shop.',
    ),
    english(
      fitness,
      'No. All our tours are on electric bikes, at an easy pace of about 12 km/h, on quiet lanes and cycle paths, with a stop every 30 to 45 minutes. If you can ride a bike, you can do the tour. Children can join from 12 on the half-day tour and from 14 on the day tour.',
    ),
    english(
      rain,
      'Tours go ahead in light rain: we lend rain ponchos, and the château visits are indoors. In a storm or heavy rain we cancel and offer you another date or a full refund. You can cancel yourself for free up to 48 hours before the tour.',
    ),
    english(
      privateTours,
      'Yes. We organise private tours for 4 to 20 people: families, friends, hen and stag parties, company outings. You choose the date, the route and the châteaux, and we can add a picnic among the vines or a lunch at a château. Send us your date and the number of people for a quote.',
    ),
    english(
      luggage,
      'Yes, during opening hours. Storage is free for customers who rent a bike or go on a tour that day, otherwise 5 € per bag per day. Bags are kept in a locked room, but please keep passports and valuables with you.',
    ),
    english(
      kidsRental,
      "Yes. We rent children's bikes in 20 and 24 inches (about 6 to 12 years old), child seats for children up to 22 kg, two-seat trailers for children up to 5, and tag-alongs (a half bike attached to yours) for 4 to 8-year-olds. Ask when you book, as we have only a few. Helmets in children's sizes are free.",
    ),
    english(
      routes,
      'Our favourites: the Roger Lapébie cycle path, a flat former railway line through the vineyards of Entre-deux-Mers to Sauveterre-de-Guyenne (55 km); the riverside paths along the Garonne over the Pont de Pierre to the Darwin ecosystem; and the Canal des Deux Mers cycle route towards Toulouse. We give you a free map and GPX files for your phone.',
    ),
    english(
      accessories,
      'Yes: helmets for adults and children, locks (we recommend a U-lock plus a chain in Bordeaux), lights, mudguards, panniers, child seats, baskets, phone holders, rain gear and inner tubes. You get 10 % off accessories bought with a bike.',
    ),
    english(
      cargo,
      'Yes. We sell electric cargo bikes (Urban Arrow, Riese & Müller Load and Packster, Tern GSD) from 4,290 €, to carry two or three children or your shopping, and we rent them by the day so you can try before you buy. Book a test ride: they take half an hour of getting used to.',
    ),
    english(
      fitting,
      'Yes, a 90-minute bike fit in the workshop: we measure you and adjust the saddle height and setback, the handlebar and the cleats to your body and the way you ride. It costs 120 €, and is free with any road bike over 2,000 €. Book it in advance.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'French',
      text: `TARIFS 2026 - Vélo Lumière
Prix TTC.

Location (casque, antivol et kit de réparation inclus)
- Vélo de ville : 5 € l'heure, 18 € la journée, 32 € le week-end, 70 € la semaine
- Vélo électrique : 10 € l'heure, 35 € la journée, 60 € le week-end, 140 € la semaine
- Vélo de route carbone : 45 € la journée, 200 € la semaine
- Vélo cargo électrique : 60 € la journée
- Vélo enfant (20 ou 24 pouces) : 10 € la journée, 40 € la semaine
- Siège enfant, remorque ou barre de traction : 8 € la journée
- Assurance vol et casse : 3 € par jour
Le week-end va du vendredi 17 h au lundi 11 h.

Visites guidées des vignobles (vélo électrique, guide et dégustations compris)
- Saint-Émilion, journée avec déjeuner : 129 € par personne
- Graves et Pessac-Léognan, demi-journée : 69 € par personne
- Moins de 18 ans : 49 € (jus de raisin à la place du vin)
- Visite privée de 4 à 20 personnes : sur devis

Atelier (main-d'œuvre ; pièces en plus)
- Révision simple : 59 €
- Révision complète : 119 €
- Révision vélo électrique avec mise à jour du moteur : 89 €
- Diagnostic vélo électrique : 35 €, déduit de la réparation
- Réparation de crevaison : 12 € + chambre à air 8 €
- Réglage des freins ou du dérailleur : 15 €
- Dévoilage de roue : 20 €
- Changement de chaîne : 15 € + chaîne à partir de 20 €
- Marquage antivol Bicycode : 15 €, offert pour tout vélo acheté chez nous

Vente
- Vélos de ville : à partir de 449 €
- Vélos électriques : à partir de 1 690 €
- Vélos de route : à partir de 999 €
- Vélos cargo électriques : à partir de 4 290 €
- Vélos enfants : à partir de 159 € ; draisiennes à partir de 89 €
- Vélos d'occasion révisés : à partir de 250 €

Services
- Étude posturale (bike fit) : 120 €, offerte pour l'achat d'un vélo de route de plus de 2 000 €
- Livraison à domicile dans Bordeaux Métropole : 25 €, gratuite dès 1 000 € d'achat
- Consigne à bagages : 5 € par bagage et par jour, gratuite pour nos clients en location ou en visite`,
    },
    {
      title: terms,
      language: 'English',
      text: `Rental terms and conditions - Vélo Lumière

Who can rent
Renters must be 18 or over and show a passport, an identity card or a driving licence. Young people aged 14 to 17 may ride a rental bike alone with a form signed by a parent. Children under 14 ride with an adult.

Deposit
We take a pre-authorisation on your credit card, not a payment: 300 € for a city or children's bike, 1,000 € for an e-bike, a cargo bike or a carbon road bike. It is released when the bike comes back in good condition. We do not take cash deposits.

Pick-up and return
Bikes are picked up and returned at the shop during opening hours. Hourly rentals are charged per hour started. A late return costs 10 € per hour, and a full extra day after 2 hours. To keep the bike longer, call or message us before the end of your rental.

Helmets
A helmet is free with every rental. French law requires a helmet for children under 12, whether they ride or are carried.

Punctures and breakdowns
The repair kit covers a simple puncture. If the bike breaks down inside the Bordeaux ring road (rocade), call us on +33 5 56 48 21 90 and we bring you a replacement bike within an hour during opening hours. Outside the ring road we help you by phone, and a pick-up costs 30 €.

Damage
Normal wear is on us. Damage from a fall or misuse is charged at our workshop prices. With the theft and damage cover (3 € a day), you pay nothing for damage and at most 100 € for a theft.

Theft
Always lock the bike to a fixed object with the lock provided, even for five minutes. If the bike is stolen, report it to the police within 24 hours and bring us the police report and the key of the lock. Without the cover, we keep the deposit.

Cancellation
Cancelling a rental is free up to 24 hours before pick-up. After that, or if you do not come, the first day is charged.

Where you can ride
Anywhere in Gironde, on roads and cycle paths. You may take the bike on regional trains. Rental bikes must not be ridden on beaches or forest trails.`,
    },
  ],
  answerable: [
    // Paraphrases and words the owner never wrote
    { question: 'what time do you open on sunday?', answeredBy: [hours] },
    { question: 'how do I get to your shop from the train station?', answeredBy: [where] },
    {
      question:
        'Quand est-ce que je pourrai récupérer mon vélo si je le laisse pour une révision ?',
      answeredBy: [repairTime],
    },
    {
      question: 'Vous avez des vélos de seconde main pas trop chers ?',
      answeredBy: [used, prices],
    },
    { question: 'Is there a grant from the city to help me buy an e-bike?', answeredBy: [aid] },
    {
      question: 'Can I take an e-bike out for a spin before I decide to buy it?',
      answeredBy: [testRide],
    },
    {
      question: "I'm getting a new road bike and want it set up for my body, do you do that?",
      answeredBy: [fitting, prices],
    },
    { question: 'Can you bring the bike to my place in Mérignac?', answeredBy: [delivery, prices] },
    {
      question: 'We need a bike that can carry our two kids to school, what do you have?',
      answeredBy: [cargo],
    },
    {
      question: 'Est-ce que le casque et l’antivol sont fournis avec la location ?',
      answeredBy: [included, prices, terms],
    },
    {
      question: "I haven't been on a bike in years, will I cope with the wine tour?",
      answeredBy: [fitness],
    },
    {
      question: 'Et s’il pleut le jour de la sortie dans les vignes, c’est annulé ?',
      answeredBy: [rain],
    },
    {
      question: 'Can I drop off my backpack and suitcase somewhere after I check out of my Airbnb?',
      answeredBy: [luggage, prices],
    },
    {
      question: 'Do you have a bike trailer for a toddler?',
      answeredBy: [kidsRental, included, prices],
    },
    { question: 'Des idées de balades à vélo au départ de Bordeaux ?', answeredBy: [routes] },
    { question: 'What happens if someone steals the bike I rented?', answeredBy: [terms] },
    { question: 'How much is the deposit for an electric bike rental?', answeredBy: [terms] },
    {
      question: 'Je dois réserver mon vélo de location à l’avance en août ?',
      answeredBy: [booking],
    },
    { question: 'Which e-bike brands do you carry?', answeredBy: [electricBrands] },
    {
      question: 'Is the motor on an electric bike under warranty, and for how long?',
      answeredBy: [warranty],
    },
    { question: "I'm 16, can I rent a bike on my own?", answeredBy: [terms] },
    {
      question: 'je veux faire graver mon vélo contre le vol, c’est combien ?',
      answeredBy: [marking, prices],
    },
    {
      question: 'private wine tour for 15 colleagues, is that possible?',
      answeredBy: [privateTours, prices],
    },
    // Long messages
    {
      question:
        'Bonjour, on arrive à Bordeaux samedi en train avec mon mari pour une semaine de vacances, on ne connaît pas du tout la ville et on aimerait tout faire à vélo plutôt qu’en voiture ou en bus. Combien ça coûte de louer deux vélos électriques pour toute la semaine ?',
      answeredBy: [prices],
    },
    {
      question:
        "Hi there, I bought a city bike from you back in March and I love it, but the gears have started slipping and clicking on hills and the brakes feel a bit soft. It's still pretty new, so is the first check-up free?",
      answeredBy: [firstService],
    },
    {
      question:
        'Hello! My wife and I are visiting from Canada in June. We love wine, but we are not very sporty and neither of us has ridden a bike for a long time. Which vineyard tour would you recommend and how much does it cost?',
      answeredBy: [tours, prices, fitness],
    },
    {
      question:
        'Bonjour, mon fils de 7 ans a beaucoup grandi cet été, son vélo est devenu trop petit et il veut absolument le même que son copain. Quelle taille de roues il lui faut à son âge ?',
      answeredBy: [kidsSize],
    },
    // Typos and chat-speak
    { question: 'r u open on mondays', answeredBy: [hours] },
    { question: 'cb coute une revision complette svp', answeredBy: [prices] },
    { question: 'jpeux payer en cheques vacances ?', answeredBy: [payment] },
    { question: 'how much 2 fix a flat tyre??', answeredBy: [prices] },
    { question: 'vs réparez les vélo électrique acheté ailleur ?', answeredBy: [ebikeRepair] },
    // Québécois and Belgian turns of phrase
    {
      question: 'Allo! C’est-tu possible de louer des bicycles pour la fin de semaine?',
      answeredBy: [prices],
    },
    {
      question: 'Mon bécik a pogné une crevaison, vous pouvez me le réparer aujourd’hui ?',
      answeredBy: [appointment, repairTime],
    },
    {
      question: 'Tu sais me dire si on peut payer en plusieurs fois, une fois ?',
      answeredBy: [payment],
    },
    // One or two words
    { question: 'horaires atelier', answeredBy: [hours] },
    { question: 'vineyard tours', answeredBy: [tours, prices] },
    { question: 'tarifs location', answeredBy: [prices] },
    { question: 'réserver visite', answeredBy: [tourBooking, tours] },
    { question: 'helmets?', answeredBy: [accessories, included, terms] },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Je voudrais vous vendre mon vieux vélo de route, vous rachetez les vélos d’occasion ?',
    "Do you repair motorbikes and scooters? My Vespa won't start",
    'Vous réparez les trottinettes électriques ?',
    'Can I rent a car from you to drive to Saint-Émilion?',
    'Vous embauchez des mécaniciens vélo pour la saison ? Je cherche un emploi',
    'Can you ship my bike back home to London after my holiday?',
    'Do you sell bottles of wine from the châteaux at the shop?',
    'Organisez-vous des visites guidées à pied du vieux Bordeaux ?',
    // Plainly outside
    'Quel temps fera-t-il à Bordeaux ce week-end ?',
    'Where can I find the best canelés in Bordeaux?',
  ],
};
