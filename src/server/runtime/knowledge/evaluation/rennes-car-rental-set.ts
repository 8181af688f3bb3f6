import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Breizh Loc, an independent car and van rental in Rennes (Ille-et-Vilaine) with two desks, one
 * at Rennes train station and one at Rennes-Bretagne airport. It rents about 140 recent vehicles:
 * city cars, compact and family cars, estates and SUVs, automatics and hybrids, a dozen electric
 * cars, 9-seat minibuses and 3 to 20 m³ vans for moving. It sells excess reduction cover, takes
 * card deposits, rents to young drivers (vans from 19), adds extra drivers, lends toll tags, lets
 * cars go on the ferry to French islands, does one-way rentals to Nantes and Brest, and brings
 * cars to the ferry terminal at Saint-Malo. Its customers write in French (people from Rennes and
 * Brittany, students moving flat, business travellers off the TGV, families and groups) and in
 * English (British tourists off the Portsmouth ferry, Erasmus students, American tourists on
 * their way to the Mont-Saint-Michel). The owners wrote the briefing in French, most Q&A pairs in
 * French and a few in English (picking up a car at the Saint-Malo ferry, foreign licences, credit
 * card rental cover, students, driving in France), added one custom response for moving-van
 * quote requests, and pasted the 2026 price list and the rental terms, both in French.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday words ("des camions pour déménager", "de ma poche", "laisser la voiture à Brest", "my
 * Visa card has rental coverage", "drop it off at the airport", "flashed by a speed camera"), slang
 * and regional words ("ça daille", "ma caisse", "une bagnole", "gratos", "un tit minibus",
 * "paumé"), long messages with a story around the question, typos and chat-speak ("bjr", "slt",
 * "cmb", "pr", "jsuis", "vs", "u", "wat", "lol", "cant drive stick", no accents), one- or two-word
 * questions, English questions against French knowledge and the reverse, four that only a document
 * answers (a lost key, a dog in the car, a speed camera fine, a booster seat), and short
 * follow-ups. The outside questions include hard negatives that share words with the knowledge
 * (camper vans, long-term leasing, a student job at the desk, buying a former rental car, scooters,
 * a car with a driver, driving lessons, parking one's own car at the station).
 */

const english = qaIn('English');
const french = qaIn('French');

// The sources' titles, as the answers name them.
const agencies = 'Où se trouvent vos agences et quels sont vos horaires ?';
const fleet = 'Quels véhicules proposez-vous à la location ?';
const rates = 'Combien coûte la location d’une voiture ?';
const booking = 'Comment réserver et comment payer ?';
const cancellation = 'Puis-je modifier ou annuler ma réservation ?';
const requiredDocuments = 'Quels papiers faut-il pour louer un véhicule ?';
const deposit = 'Quel est le montant de la caution et comment est-elle prise ?';
const insurance = 'Quelle assurance est incluse et quelle est la franchise ?';
const youngDrivers = 'Louez-vous aux jeunes conducteurs ?';
const extraDriver = 'Peut-on ajouter un conducteur supplémentaire ?';
const movingVans = 'Louez-vous des utilitaires pour déménager ?';
const nineSeater = 'Avez-vous des minibus 9 places ?';
const automatic = 'Avez-vous des voitures à boîte automatique ?';
const electric = 'Louez-vous des voitures électriques ?';
const fuel = 'Faut-il rendre le véhicule avec le plein ?';
const lateReturn = 'Que se passe-t-il si je rends le véhicule en retard ?';
const oneWay = 'Peut-on rendre la voiture à Nantes ou à Brest ?';
const tolls = 'Y a-t-il des péages en Bretagne et proposez-vous un badge télépéage ?';
const islands = 'Peut-on prendre la voiture sur le ferry pour aller sur les îles ?';
const dayTrips =
  'Peut-on aller à Saint-Malo et au Mont-Saint-Michel avec une voiture de location ?';
const breakdown = 'Que faire en cas de panne ou d’accident ?';
const ferryPickup = 'I arrive on the ferry at Saint-Malo. Can I pick up a car there?';
const foreignLicence = 'Can I rent a car with a UK, US or other foreign driving licence?';
const cardInsurance = 'Can I use my credit card’s rental car insurance and decline yours?';
const students =
  'I am an Erasmus student in Rennes. Can I rent a car, and is there a student discount?';
const drivingTips = 'Any tips for driving in France and Brittany?';
const priceList = 'Tarifs 2026 – voitures, minibus, utilitaires, options et frais';
const terms = 'Conditions générales de location Breizh Loc';
const movingQuote = 'Demande de devis pour un déménagement';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const rennesCarRentalSet: EvaluationSet = {
  name: 'Rennes car rental (Breizh Loc)',
  heldOut: false,
  agentName: 'Nolwenn',
  briefing: {
    companyName: 'Breizh Loc',
    industry: 'automotive',
    description:
      'Breizh Loc est une entreprise indépendante de location de voitures et d’utilitaires, fondée en 2009 à Rennes par Yann et Morgane Le Bihan. Nous ne sommes pas une franchise : l’entreprise est bretonne, les décisions se prennent à Rennes et nos prix sont affichés TTC, sans frais cachés. Nous avons deux agences : l’agence Gare, à la gare de Rennes (sortie Sud), et l’agence Aéroport, dans le hall des arrivées de l’aéroport Rennes-Bretagne à Saint-Jacques-de-la-Lande. Notre flotte compte environ 140 véhicules récents, de moins de 2 ans en moyenne, entretenus dans notre propre atelier. L’équipe de 14 personnes parle français et anglais : Morgane a vécu six ans à Cardiff, et il y a toujours quelqu’un qui parle anglais au comptoir de l’aéroport. Nous louons chaque année plus de 9 000 véhicules, à des Rennais comme à des voyageurs venus du monde entier.',
    targetAudience:
      'Habitants de Rennes et d’Ille-et-Vilaine qui ont besoin d’une voiture pour un week-end, d’une voiture de remplacement pendant une réparation ou d’un utilitaire pour déménager ; étudiants de Rennes (universités, INSA, écoles) qui emménagent ou quittent leur logement, dont beaucoup d’étudiants Erasmus ; voyageurs d’affaires qui arrivent en TGV (1 h 25 depuis Paris) ou en avion ; familles et groupes (mariages, tournois, festivals) qui ont besoin d’un 7 ou 9 places ; touristes britanniques qui débarquent du ferry à Saint-Malo, touristes américains et européens qui visitent Saint-Malo, le Mont-Saint-Michel et la côte bretonne.',
    keyServices:
      'Location de voitures à la journée, au week-end et à la semaine, kilométrage illimité : citadines, compactes, familiales, breaks et SUV dont 7 places, voitures automatiques et hybrides, voitures électriques ; minibus 9 places ; utilitaires de 3, 6, 12 et 20 m³ (avec hayon) pour les déménagements, avec diables, couvertures et sangles ; deux agences à Rennes, à la gare et à l’aéroport, avec aller simple gratuit entre les deux ; aller simple vers Nantes et Brest ; livraison et reprise de la voiture au terminal ferry du Naye à Saint-Malo ; rachat de franchise partiel ou total ; conducteurs supplémentaires ; location aux jeunes conducteurs dès 21 ans (dès 19 ans pour les petits utilitaires) ; badge télépéage ; voitures autorisées sur les ferries vers les îles bretonnes.',
    commonQuestions:
      'Combien coûte une voiture ou un utilitaire à la journée, au week-end ou à la semaine ; le montant de la caution et les cartes acceptées ; ce que couvre l’assurance, le montant de la franchise et le prix du rachat de franchise ; l’âge minimum et le supplément jeune conducteur ; le prix d’un conducteur supplémentaire ; quelle taille d’utilitaire choisir pour un déménagement ; si nous avons des automatiques, des électriques et des 9 places ; les horaires des agences, surtout le dimanche et pour les vols tardifs ; la règle du plein ; ce qui se passe en cas de retard ; l’aller simple vers Nantes ou Brest ; les péages ; si on peut aller à Saint-Malo, au Mont-Saint-Michel ou sur les îles ; et, pour les clients étrangers, le permis, l’assurance de leur carte bancaire et comment récupérer une voiture en arrivant par le ferry à Saint-Malo.',
    languages: ['French', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Réponses courtes et concrètes, avec les prix en euros TTC et l’agence concernée (gare ou aéroport), et toujours une suite proposée : réserver en ligne, appeler l’agence, envoyer les informations pour un devis. On vouvoie les clients, même quand ils écrivent en langage SMS. À ceux qui écrivent en anglais, on répond en anglais et on explique les mots français utiles (franchise, caution, péage, constat amiable).',
    personality:
      'Comme un loueur rennais qui connaît la Bretagne par cœur : accueillant, clair sur ce qui est inclus et ce qui coûte en plus, rassurant avec les jeunes conducteurs et les touristes qui découvrent la conduite en France, jamais insistant pour vendre une option.',
    responseTemplates: [
      {
        scenario: movingQuote,
        response:
          'Avec plaisir ! Pour vous conseiller le bon utilitaire et vous envoyer un devis, dites-nous : la date et l’heure de départ souhaitées, et combien de temps il vous faut le véhicule (4 heures, une journée, un week-end) ; les villes de départ et d’arrivée, pour estimer les kilomètres ; la taille du logement et les gros meubles (lit, armoire, canapé, machine à laver, piano) ; l’étage et la présence d’un ascenseur ; l’âge du conducteur et depuis quand il a son permis ; et si vous voulez un diable, des couvertures ou des sangles. Pour vous donner une idée : le 3 m³ (Kangoo) suffit pour des cartons et quelques petits meubles, le 6 m³ (Trafic) pour une chambre étudiante ou un studio, le 12 m³ (Master) pour un T1 ou un T2, et le 20 m³ avec hayon élévateur pour un T3 ou un T4. Les 12 et 20 m³ se prennent à l’agence Gare, et tous se conduisent avec le permis B. Envoyez-nous ces informations par e-mail à resa@breizhloc.example ou par WhatsApp au 06 48 22 91 35 : nous répondons sous 2 heures pendant les horaires d’ouverture. Pensez à réserver 2 à 3 semaines à l’avance pour les fins de mois et les week-ends de juin à septembre.',
      },
    ],
  },
  qa: [
    french(
      agencies,
      'Nous avons deux agences. Agence Gare : gare de Rennes, sortie Sud, au niveau -1 du parking Gare Sud, où sont garés nos véhicules, à 2 minutes des quais. Elle est ouverte du lundi au vendredi de 7h30 à 20h00, le samedi de 8h00 à 19h00, et le dimanche et les jours fériés de 9h00 à 12h00 et de 17h00 à 20h00. Agence Aéroport : aéroport Rennes-Bretagne à Saint-Jacques-de-la-Lande, comptoir dans le hall des arrivées, véhicules au parking P2 loueurs. Elle est ouverte tous les jours de 7h00 à 22h30 ; si votre vol arrive plus tard, donnez-nous votre numéro de vol à la réservation et nous vous attendons jusqu’à une heure après l’atterrissage. Téléphone 02 99 31 48 72, WhatsApp 06 48 22 91 35, e-mail resa@breizhloc.example.',
    ),
    french(
      fleet,
      'Environ 140 véhicules récents, tous climatisés : citadines (Renault Clio, Peugeot 208, Dacia Sandero), compactes (Peugeot 308, Volkswagen Golf), familiales, breaks et SUV (Skoda Octavia break, Peugeot 3008, Dacia Jogger 7 places), voitures automatiques (Toyota Yaris hybride, Renault Clio E-Tech, Peugeot 308 automatique, Toyota C-HR), une douzaine d’électriques (Peugeot e-208, MG4, Renault Mégane E-Tech), minibus 9 places (Renault Trafic Combi, Peugeot Traveller) et utilitaires de 3, 6, 12 et 20 m³ pour les déménagements. Nous garantissons la catégorie réservée, pas le modèle exact : si le modèle n’est pas disponible, vous avez un véhicule équivalent ou d’une catégorie supérieure sans supplément. Toutes nos voitures ont le Bluetooth et Apple CarPlay ou Android Auto.',
    ),
    french(
      rates,
      'Nos prix 2026, TTC, avec kilométrage illimité et assurance de base compris : citadine à partir de 39 € par jour ou 219 € la semaine ; compacte 49 € / 279 € ; automatique 55 € / 309 € ; électrique 59 € / 329 € ; familiale, break ou SUV 65 € / 359 € ; minibus 9 places 109 € / 599 €. Forfait week-end, du vendredi 17h au lundi 10h : citadine 99 €, compacte 129 €, familiale 169 €. Le prix par jour baisse dès 2 jours de location, et la semaine revient moins cher que 5 jours. En juillet-août et pendant les ponts, les prix augmentent et les petites catégories partent vite : réservez tôt. Les utilitaires ont leurs propres tarifs (voir la question sur les déménagements), et les options et frais sont détaillés dans notre grille de tarifs 2026.',
    ),
    french(
      booking,
      'Réservez en ligne sur www.breizhloc.example (confirmation immédiate par e-mail), par téléphone au 02 99 31 48 72 ou directement en agence, selon les disponibilités. En ligne, vous payez un acompte de 30 % à la réservation et le solde au départ ; si vous payez tout en ligne, vous avez 5 % de remise. Nous acceptons les cartes Visa, Mastercard et American Express, et les espèces pour le solde de la location uniquement, jamais pour la caution. Le jour du départ, le conducteur principal présente son permis, sa pièce d’identité et une carte bancaire à son nom. Réservez au moins 24 h à l’avance pour les minibus et les utilitaires de 20 m³, et plusieurs semaines à l’avance pour juillet-août et les fins de mois, la saison des déménagements.',
    ),
    french(
      cancellation,
      'Vous pouvez modifier gratuitement les dates, l’agence ou la catégorie jusqu’à 24 h avant le départ, selon les disponibilités ; la différence de prix éventuelle est ajustée. Annulation : gratuite jusqu’à 48 h avant le départ, avec remboursement complet de l’acompte sous 5 à 10 jours ; entre 48 h et 24 h avant le départ, nous retenons 50 € ; à moins de 24 h, ou si vous ne venez pas, l’acompte de 30 % est conservé. Le tarif payé en totalité en ligne (-5 %) est remboursable aux mêmes conditions, moins 20 € de frais. Si votre train ou votre vol a du retard, prévenez-nous : la réservation est gardée sans frais jusqu’à la fermeture de l’agence. Un retour anticipé ne donne pas lieu au remboursement des jours non utilisés.',
    ),
    french(
      requiredDocuments,
      'Le conducteur principal présente au départ : son permis de conduire B valide en original (pas de photocopie ni de permis uniquement sur téléphone), obtenu depuis au moins 2 ans (1 an pour les utilitaires de 3 et 6 m³, 3 ans pour les familiales, SUV, minibus et utilitaires de 12 et 20 m³) ; une carte d’identité ou un passeport en cours de validité ; une carte bancaire à son nom (Visa, Mastercard ou American Express) pour la caution. Les clients qui habitent à l’étranger n’ont pas besoin de justificatif de domicile. Chaque conducteur supplémentaire présente aussi son permis original et sa pièce d’identité au départ. Le permis probatoire est accepté, avec le supplément jeune conducteur. Les entreprises peuvent louer au nom de la société, le conducteur restant soumis aux mêmes conditions.',
    ),
    french(
      deposit,
      'La caution est une empreinte bancaire (pré-autorisation) sur une carte de crédit au nom du conducteur principal : rien n’est débité, le montant est seulement bloqué. Montants : 800 € pour les citadines, compactes, automatiques et électriques ; 1 000 € pour les familiales, SUV et utilitaires jusqu’à 12 m³ ; 1 200 € pour les minibus 9 places ; 1 500 € pour l’utilitaire de 20 m³. Avec le rachat total de franchise Sérénité, la caution descend à 300 € pour tous les véhicules. Nous acceptons Visa, Mastercard et American Express ; les cartes prépayées, les cartes à autorisation systématique (Maestro, Visa Electron), les espèces et les chèques ne sont pas acceptés pour la caution. L’empreinte est levée au retour du véhicule ; selon les banques, le montant redevient disponible sous 3 à 10 jours.',
    ),
    french(
      insurance,
      'Chaque location comprend l’assurance responsabilité civile (les dommages causés aux autres), l’assistance 24 h/24 et une protection vol et dommages avec une franchise, c’est-à-dire le montant qui reste à votre charge en cas de sinistre : 1 200 € pour les citadines, compactes, automatiques et électriques ; 1 500 € pour les familiales, SUV, minibus et utilitaires jusqu’à 12 m³ ; 2 000 € pour le 20 m³. Vous pouvez la réduire : rachat partiel Essentiel à 12 € par jour, franchise ramenée à 400 € ; rachat total Sérénité à 22 € par jour (27 € pour les minibus et utilitaires), franchise à 0 €, pare-brise et pneus couverts, caution réduite à 300 €. Même avec Sérénité, restent à votre charge les dégâts de toit ou de dessous de caisse (passage sous un pont ou dans un parking trop bas) et l’erreur de carburant.',
    ),
    french(
      youngDrivers,
      'Oui. Il faut avoir au moins 21 ans et 2 ans de permis pour les citadines, compactes, automatiques et électriques, et 25 ans et 3 ans de permis pour les familiales, SUV, minibus 9 places et utilitaires de 12 et 20 m³. Les utilitaires de 3 et 6 m³ se louent dès 19 ans avec 1 an de permis, pratique pour un déménagement étudiant. Un supplément jeune conducteur de 25 € par jour, plafonné à 150 € par location, s’applique aux conducteurs de moins de 25 ans ou qui ont moins de 3 ans de permis. Le permis probatoire est accepté. Pour un jeune conducteur, la franchise en cas de dommages est augmentée de 500 €, sauf avec le rachat total Sérénité. Conseil : réservez en ligne en indiquant votre âge, le supplément est alors calculé dans le prix.',
    ),
    french(
      extraDriver,
      'Oui, vous pouvez déclarer jusqu’à 3 conducteurs supplémentaires. Chacun coûte 8 € par jour, plafonné à 56 € par location ; le conjoint, concubin ou partenaire de PACS du conducteur principal est gratuit, sur présentation d’un justificatif à la même adresse. Chaque conducteur doit remplir les mêmes conditions d’âge et de permis que le conducteur principal, et être présent au départ avec son permis original et sa pièce d’identité ; le supplément jeune conducteur s’applique s’il a moins de 25 ans ou moins de 3 ans de permis. Vous pouvez ajouter un conducteur en cours de location en passant dans l’une de nos agences. Attention : si un conducteur non déclaré a un accident, les dommages du véhicule ne sont pas couverts et toutes les réparations sont à votre charge.',
    ),
    french(
      movingVans,
      'Oui, en quatre tailles, toutes avec le permis B : 3 m³ (Renault Kangoo, pour des cartons et de petits meubles), 6 m³ (Renault Trafic, pour un studio), 12 m³ (Renault Master, pour un T1 ou un T2) et 20 m³ caisse avec hayon élévateur (pour un T3 ou un T4). Prix par jour avec 100 km inclus : 45 €, 65 €, 85 € et 119 € ; demi-journée de 4 heures avec 50 km : 29 €, 39 €, 55 € et 79 €. Le kilomètre supplémentaire coûte 0,30 €, ou prenez un forfait de kilomètres à la réservation. Nous louons aussi diables, couvertures et sangles. Les 12 et 20 m³ sont uniquement à l’agence Gare. Hauteur : 2,60 m pour le 12 m³ et 3,40 m pour le 20 m³, attention aux parkings souterrains. Réservez 2 à 3 semaines à l’avance pour les fins de mois et les week-ends de juin à septembre.',
    ),
    french(
      nineSeater,
      'Oui, nous avons 8 minibus 9 places (Renault Trafic Combi et Peugeot Traveller), climatisés, avec Bluetooth et un grand coffre (environ 1 m³ derrière la troisième rangée). Ils se conduisent avec le permis B. Tarifs : 109 € par jour, 249 € le forfait week-end du vendredi 17h au lundi 10h, 599 € la semaine, kilométrage illimité. Le conducteur doit avoir 25 ans et 3 ans de permis ; caution de 1 200 € et franchise de 1 500 €. Ils sont très demandés pour les mariages, les tournois sportifs et les festivals (Transmusicales, Vieilles Charrues, Rock’n Solex) : réservez au moins 3 semaines à l’avance, surtout de mai à septembre. Hauteur 1,98 m : la plupart des parkings passent, mais pas tous, vérifiez avant d’entrer.',
    ),
    french(
      automatic,
      'Oui, environ un tiers de notre flotte est en boîte automatique : Toyota Yaris hybride et Renault Clio E-Tech (citadines), Peugeot 308 automatique (compacte), Toyota C-HR hybride (SUV), ainsi que toutes nos voitures électriques. Tarifs : citadine ou compacte automatique à partir de 55 € par jour et 309 € la semaine, SUV automatique 72 € par jour et 399 € la semaine. Si vous ne conduisez qu’en automatique, réservez bien la catégorie « Automatique » : c’est la seule qui garantit la boîte automatique, les autres catégories pouvant être livrées en boîte manuelle. Les minibus et les utilitaires sont en boîte manuelle, sauf deux Trafic 6 m³ automatiques, sur demande. En été, les automatiques sont réservées très tôt par nos clients étrangers.',
    ),
    french(
      electric,
      'Oui, une douzaine : Peugeot e-208 (environ 350 km d’autonomie réelle), MG4 (400 km) et Renault Mégane E-Tech (380 km), à partir de 59 € par jour et 329 € la semaine, kilométrage illimité. La voiture vous est remise chargée à 80 % au moins, avec le câble Type 2 et une carte de recharge valable sur la plupart des bornes publiques ; les recharges faites avec cette carte vous sont refacturées au prix coûtant après la location. Rendez-la avec au moins 20 % de batterie ; sinon nous facturons une recharge de 25 € (45 € en dessous de 10 %). Un aller-retour Rennes–Saint-Malo ou Rennes–Mont-Saint-Michel se fait sans recharger ; pour Brest (245 km), prévoyez une recharge rapide d’environ 25 minutes sur la N12. Nous vous montrons le fonctionnement au départ.',
    ),
    french(
      fuel,
      'Nos véhicules sont remis avec le plein et doivent être rendus avec le plein : c’est la règle plein/plein. Utilisez le carburant indiqué sur la trappe : essence SP95-E10 pour la plupart des voitures, gazole pour les minibus et les utilitaires. Si le réservoir n’est pas plein au retour, nous facturons le carburant manquant à 2,40 € le litre, plus 20 € de frais de service. Faites le plein à moins de 10 km de l’agence et gardez le ticket : il y a des stations à moins de 3 km de la gare comme de l’aéroport. Les hybrides suivent la même règle ; pour les voitures électriques, c’est le niveau de batterie qui compte (voir la question sur les électriques). Le plein fait par nos soins vous coûte toujours plus cher que celui de la station.',
    ),
    french(
      lateReturn,
      'Vous avez 29 minutes de tolérance après l’heure de retour inscrite sur le contrat. Ensuite, chaque heure commencée est facturée 15 € (20 € pour les minibus et les utilitaires) ; au-delà de 3 heures de retard, c’est une journée supplémentaire au tarif journalier. Si vous savez que vous serez en retard, appelez-nous au 02 99 31 48 72 : nous prolongeons la location au tarif normal si le véhicule n’est pas réservé après vous. Un retard de plus de 24 heures sans nouvelles peut être déclaré aux autorités comme un non-retour. Pensez aux horaires : l’agence Aéroport ferme à 22h30, et l’agence Gare à 20h00 en semaine, 19h00 le samedi et 20h00 le dimanche.',
    ),
    french(
      oneWay,
      'Oui, en aller simple vers Nantes (gare de Nantes ou aéroport Nantes-Atlantique) et vers Brest (gare de Brest ou aéroport Brest-Bretagne), où nos agences partenaires récupèrent le véhicule. Les frais d’aller simple sont de 79 € pour Nantes et 99 € pour Brest, en plus du prix de la location. C’est possible pour les voitures de toutes catégories et pour les utilitaires de 3 et 6 m³, pas pour les minibus ni pour les utilitaires de 12 et 20 m³. Réservez au moins 72 heures à l’avance et respectez les horaires de l’agence partenaire indiqués sur votre contrat. Entre nos deux agences de Rennes, la gare et l’aéroport, l’aller simple est gratuit. Pour les autres villes, le véhicule doit revenir à Rennes.',
    ),
    french(
      tolls,
      'En Bretagne, les voies rapides sont gratuites : Rennes–Saint-Malo, Rennes–Brest, Rennes–Lorient, Rennes–Nantes et l’A84 vers le Mont-Saint-Michel et Caen n’ont pas de péage. Vous ne payez un péage qu’en sortant de Bretagne vers l’est, par exemple sur l’A81 et l’A11 vers Le Mans et Paris (environ 30 € de Rennes à Paris pour une voiture, davantage pour un minibus ou un utilitaire). Aux péages, vous pouvez payer par carte bancaire. Si vous préférez ne pas vous arrêter, louez un badge télépéage : 3 € par jour, plafonné à 15 € par location ; les péages passés vous sont refacturés au prix exact après le retour, avec le détail des trajets. Demandez-le à la réservation, nous n’en avons qu’un nombre limité.',
    ),
    french(
      islands,
      'Oui, pour les îles françaises desservies par un ferry qui embarque les voitures, comme Belle-Île-en-Mer (départ de Quiberon) et Groix (départ de Lorient). Prévenez-nous à la réservation ou au départ pour que ce soit noté sur le contrat : c’est sans supplément, et l’assurance et l’assistance restent valables sur l’île. Réservez la traversée de la voiture très tôt en été, elle est souvent complète. Les dommages pendant l’embarquement restent soumis à la franchise. Bréhat est fermée aux voitures : laissez la vôtre au parking de la pointe de l’Arcouest. Pour Ouessant, Molène et Sein, la voiture reste sur le continent. Les minibus et les utilitaires ne peuvent pas être embarqués, et le passage vers l’Angleterre, l’Irlande et les îles anglo-normandes (Jersey, Guernesey) est interdit.',
    ),
    french(
      dayTrips,
      'Bien sûr : toutes nos voitures sont en kilométrage illimité, vous pouvez visiter toute la Bretagne et la Normandie voisine. Saint-Malo est à 70 km, environ 50 minutes par la voie rapide N137, gratuite ; en été, le stationnement est difficile près de la ville close : garez-vous au parking relais Paul Féval et prenez la navette. Le Mont-Saint-Michel est à 70 km, environ une heure par l’A84, gratuite ; les voitures s’arrêtent aux parkings payants du continent (environ 15 € la journée pour une voiture, davantage pour un minibus), puis une navette gratuite ou 2,5 km à pied mènent au Mont. Beaucoup de nos clients font la boucle Rennes–Mont-Saint-Michel–Cancale–Saint-Malo–Dinan dans la journée. Avec une électrique, ces allers-retours se font sans recharger.',
    ),
    french(
      breakdown,
      'Appelez l’assistance Breizh Loc, 24 h/24 et 7 j/7, au 0 800 35 27 56 (appel gratuit, numéro aussi sur le pare-brise et dans la boîte à gants). En cas de panne, l’assistance envoie un dépanneur ; si la réparation dure, nous vous remplaçons le véhicule dans l’une de nos agences ou organisons votre retour. Ne faites faire aucune réparation sans notre accord. En cas d’accident, mettez tout le monde en sécurité, appelez le 112 s’il y a des blessés, puis remplissez le constat amiable avec l’autre conducteur (un exemplaire est dans la boîte à gants), prenez des photos et envoyez-nous le constat sous 48 heures. Une crevaison ou une panne due à une erreur de carburant est facturée au prix de l’intervention, sauf la crevaison si vous avez pris le rachat total Sérénité.',
    ),
    english(
      ferryPickup,
      'We have no desk in Saint-Malo, but we can bring the car to you. For €69 each way, one of our team meets you at the Terminal du Naye (the Brittany Ferries terminal for Portsmouth sailings) with the car and the paperwork, Monday to Saturday between 8:00 and 20:00. Book at least 48 hours ahead and give us your sailing: we follow any delay. You can return the car at the terminal the same way, or at our Rennes station or airport desks. If you prefer, there is also a train from Saint-Malo to Rennes about every hour (around 55 minutes, about €16), and our station desk is a 2-minute walk from the platforms. Remember our cars are left-hand drive, and in France we drive on the right!',
    ),
    english(
      foreignLicence,
      'Yes. A UK photocard licence is accepted as it is: no International Driving Permit and no DVLA check code needed. EU and EEA licences are fine too. Licences from the USA, Canada, Australia and other countries are accepted if they are written in the Latin alphabet; we still recommend an International Driving Permit, and it is required for licences written in other alphabets. In every case you must have held your full licence for at least 2 years (3 years for family cars, SUVs, 9-seaters and large vans), and bring the physical licence (no photocopy, no digital licence, no provisional licence), your passport or EU ID card and a credit card in your name for the deposit.',
    ),
    english(
      cardInsurance,
      'Yes. Third-party liability insurance is compulsory in France and always included in the price, so it cannot be removed, but you can decline our excess reduction options (Essentiel and Sérénité). Many American and Canadian credit cards cover the excess (the French “franchise”) when you pay the whole rental with that card. In that case we block the full deposit on your card (€800 to €1,500 depending on the vehicle), and if the car is damaged we charge the repair costs up to the excess (€1,200 to €2,000), with a detailed invoice and photos that you send to your card issuer to be reimbursed. Check before you travel that your card covers France and the type of vehicle: some cards exclude vans and 9-seaters.',
    ),
    english(
      students,
      'Yes! Students get 10% off city cars and 3 and 6 m³ vans, on presentation of a valid student card (Université de Rennes, Rennes 2, INSA, Sciences Po Rennes, Rennes School of Business or an ISIC card), except in July and August. You can rent a car from 21 with 2 years of licence, and a small van from 19 with 1 year, which is handy when you move in or out of your flat. A young driver fee of €25 per day (€150 maximum per rental) applies under 25. An EU licence is valid as it is. You need a credit card in your own name for the deposit: a parent’s card only works if that parent is there and is the main driver. Going to Saint-Malo with friends? Add them as extra drivers for €8 a day each.',
    ),
    english(
      drivingTips,
      'A few essentials. We drive on the right, and at junctions without signs the car coming from your right has priority (“priorité à droite”), even in some Rennes streets. Speed limits: 130 km/h on motorways (110 in the rain), 110 km/h on dual carriageways such as the Rennes–Saint-Malo road, 80 km/h on other roads unless 90 is signed, 50 km/h in towns and 30 km/h in most of central Rennes. The alcohol limit is 0.5 g/l, and only 0.2 g/l for drivers with less than 3 years of licence. Holding a phone while driving is forbidden, and so are earphones. Every car carries a hi-vis vest and a warning triangle: put the vest on before you get out after a breakdown. Speed cameras are frequent and not always signposted.',
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'French',
      text: `TARIFS 2026 – Breizh Loc, location de voitures et d’utilitaires à Rennes
Agence Gare (gare de Rennes, sortie Sud) – Agence Aéroport (aéroport Rennes-Bretagne) – 02 99 31 48 72 – www.breizhloc.example
Prix TTC, valables du 1er janvier au 31 décembre 2026. Haute saison (1er juillet – 31 août, vacances de Noël, ponts de mai) : + 20 % sur les tarifs des voitures et des minibus.

1. Voitures et minibus (kilométrage illimité, assurance de base comprise)
Prix : 1 jour / par jour de 2 à 4 jours / par jour de 5 à 6 jours / semaine / jour au-delà de 7
- A Citadine (Clio, 208, Sandero) : 39 € / 35 € / 33 € / 219 € / 29 €
- B Compacte (308, Golf) : 49 € / 44 € / 41 € / 279 € / 37 €
- D Automatique (Yaris hybride, Clio E-Tech, 308 automatique) : 55 € / 50 € / 46 € / 309 € / 42 €
- D+ SUV automatique (C-HR hybride) : 72 € / 65 € / 60 € / 399 € / 54 €
- E Électrique (e-208, MG4, Mégane E-Tech) : 59 € / 53 € / 49 € / 329 € / 45 €
- C Familiale, break, SUV, 7 places (Octavia break, 3008, Jogger) : 65 € / 59 € / 54 € / 359 € / 49 €
- F Minibus 9 places (Trafic Combi, Traveller) : 109 € / 99 € / 92 € / 599 € / 82 €
Forfait week-end (vendredi 17h – lundi 10h) : A 99 € ; B 129 € ; D 139 € ; E 149 € ; C 169 € ; F 249 €

2. Utilitaires (permis B, gazole)
Prix : 4 heures avec 50 km / jour avec 100 km / week-end avec 300 km / semaine avec 700 km
- 3 m³ (Kangoo) : 29 € / 45 € / 119 € / 249 €
- 6 m³ (Trafic) : 39 € / 65 € / 159 € / 339 €
- 12 m³ (Master, agence Gare) : 55 € / 85 € / 209 € / 449 €
- 20 m³ caisse avec hayon (agence Gare) : 79 € / 119 € / 289 € / 599 €
Kilomètre supplémentaire : 0,30 €. Forfaits à réserver au départ : + 100 km 25 € ; + 300 km 65 €.
Kit déménagement : diable 10 € par location ; 10 couvertures de protection 12 € ; 4 sangles 6 € ; cartons 2,50 € pièce (vendus) ; rouleau d’adhésif 3 €.

3. Protections (par jour, facturées au maximum 14 jours par location)
- Incluses : responsabilité civile, assistance 24 h/24, protection vol et dommages avec franchise de 1 200 € (A, B, D, E), 1 500 € (C, D+, F, utilitaires de 3 à 12 m³) ou 2 000 € (20 m³). Conducteur de moins de 25 ans ou avec moins de 3 ans de permis : franchise + 500 €.
- Rachat partiel Essentiel : 12 € (franchise ramenée à 400 €)
- Rachat total Sérénité : 22 € ; minibus et utilitaires 27 € (franchise 0 €, pare-brise et pneus inclus, caution ramenée à 300 €)

4. Cautions (empreinte sur carte de crédit)
A, B, D, E : 800 € ; C, D+, utilitaires de 3 à 12 m³ : 1 000 € ; F : 1 200 € ; 20 m³ : 1 500 € ; avec Sérénité : 300 €

5. Conducteurs
- Conducteur supplémentaire : 8 € par jour, 56 € maximum par location ; conjoint ou partenaire de PACS gratuit
- Supplément jeune conducteur (moins de 25 ans ou moins de 3 ans de permis) : 25 € par jour, 150 € maximum

6. Équipements (par jour, facturés au maximum 7 jours)
- Siège bébé (0 à 13 kg) ou siège enfant (9 à 18 kg) : 7 € ; rehausseur (15 à 36 kg) : 4 € ; installés par le client
- GPS portable : 6 €
- Coffre de toit (catégorie C) : 12 € ; porte-vélos pour 2 vélos sur attelage (catégorie C) : 10 €
- Badge télépéage : 3 € (15 € maximum), péages refacturés au prix exact
- Carte de recharge (électriques) : gratuite, recharges refacturées au prix coûtant

7. Aller simple, livraison, étranger
- Entre l’agence Gare et l’agence Aéroport : gratuit
- Vers Nantes (gare ou aéroport) : 79 € ; vers Brest (gare ou aéroport) : 99 €
- Livraison ou reprise au terminal ferry du Naye, Saint-Malo : 69 € par trajet
- Circulation dans un pays autorisé de l’Union européenne, de Suisse ou de Norvège (accord écrit préalable) : 15 € par location

8. Frais
- Retard au-delà de 29 minutes : 15 € par heure commencée (20 € minibus et utilitaires) ; au-delà de 3 heures : 1 jour
- Carburant manquant : 2,40 € par litre + 20 € de frais de service. Plein prépayé au départ : prix du jour à la pompe + 10 €, sans remboursement du carburant non utilisé
- Électrique rendue sous 20 % : 25 € ; sous 10 % : 45 €
- Nettoyage : intérieur très sale ou plein de sable 60 € ; poils d’animaux 90 € ; odeur de tabac 150 €
- Perte ou vol de clé : 280 € (voitures), 350 € (minibus et utilitaires), plus l’envoi du double si le véhicule est immobilisé hors de Rennes
- Frais de gestion d’une contravention, d’un avis de radar ou d’une mise en fourrière : 35 € par dossier
- Erreur de carburant : vidange et nettoyage du circuit sur facture, à partir de 350 €
- Annulation : gratuite jusqu’à 48 h avant ; 50 € entre 48 h et 24 h ; acompte conservé à moins de 24 h ou en cas d’absence

9. Remises
- Paiement de la totalité en ligne : - 5 %
- Étudiants (catégorie A et utilitaires de 3 et 6 m³, sur carte étudiante) : - 10 %, hors juillet-août`,
    },
    {
      title: terms,
      language: 'French',
      text: `Conditions générales de location – Breizh Loc SARL, gare de Rennes, sortie Sud, 35000 Rennes. Applicables aux contrats signés à partir du 1er janvier 2026.

Article 1 – Conducteurs
Le véhicule ne peut être conduit que par le conducteur principal et les conducteurs supplémentaires inscrits au contrat, présents au départ avec leur permis original et une pièce d’identité. Âge et ancienneté de permis minimum : 21 ans et 2 ans pour les catégories A, B, D et E ; 25 ans et 3 ans pour les catégories C, D+, F et les utilitaires de 12 et 20 m³ ; 19 ans et 1 an pour les utilitaires de 3 et 6 m³. Le supplément jeune conducteur et le prix des conducteurs supplémentaires sont ceux des tarifs en vigueur.

Article 2 – Réservation et annulation
Un acompte de 30 % est versé à la réservation et le solde au départ. L’annulation est gratuite jusqu’à 48 heures avant le départ ; 50 € sont retenus entre 48 et 24 heures ; l’acompte est conservé à moins de 24 heures ou si le client ne se présente pas.

Article 3 – Caution
Une pré-autorisation du montant prévu aux tarifs est faite sur une carte de crédit (Visa, Mastercard, American Express) au nom du conducteur principal. Elle est levée au retour, déduction faite des sommes dues (carburant, dommages dans la limite de la franchise, frais). Cartes prépayées, espèces et chèques ne sont pas acceptés pour la caution.

Article 4 – Départ et retour
Un état des lieux avec photos est fait au départ et au retour. Le véhicule est rendu à l’agence et à l’heure prévues au contrat. Au-delà d’une tolérance de 29 minutes, chaque heure commencée est facturée, et une journée supplémentaire au-delà de 3 heures. Un retour en dehors des horaires d’ouverture n’est possible qu’à l’agence Gare : le véhicule est garé sur une place Breizh Loc au niveau -1 du parking Gare Sud et les clés sont déposées dans la boîte à clés sécurisée à côté du comptoir, accessible 24 h/24. L’état des lieux est alors fait à l’ouverture suivante, et le véhicule reste sous la responsabilité du client jusque-là. Il n’y a pas de boîte à clés à l’aéroport.

Article 5 – Utilisation du véhicule
Les véhicules sont non-fumeurs. Les animaux sont acceptés s’ils voyagent dans une cage de transport ou sur une housse couvrant les sièges ou le coffre ; des frais de nettoyage sont facturés si des poils, des salissures ou des odeurs restent dans le véhicule. Sont interdits : la sous-location, le transport rémunéré de personnes, les compétitions et le remorquage. Zone de circulation : France métropolitaine, y compris les îles françaises desservies par un ferry qui embarque les voitures, à déclarer au départ. Autres pays de l’Union européenne, Suisse et Norvège : uniquement avec l’accord écrit préalable de Breizh Loc. Royaume-Uni, Irlande et îles anglo-normandes : interdits.

Article 6 – Carburant et énergie
Le véhicule est remis avec le plein et rendu avec le plein ; un véhicule électrique est rendu avec au moins 20 % de batterie. Le carburant ou la recharge manquants sont facturés selon les tarifs. En cas d’erreur de carburant, le remorquage, la vidange et les réparations sont à la charge du client et ne sont couverts par aucune protection.

Article 7 – Assurance et franchise
La location comprend l’assurance responsabilité civile et une protection vol et dommages avec une franchise dont le montant figure aux tarifs, augmentée de 500 € pour un conducteur de moins de 25 ans ou titulaire du permis depuis moins de 3 ans. Les rachats de franchise Essentiel et Sérénité la réduisent. Restent toujours à la charge du client : les dommages en hauteur (toit, haut de caisse) et sous la caisse, l’erreur de carburant, les dommages à l’intérieur, les dommages causés par un conducteur non déclaré ou sous l’emprise d’alcool ou de stupéfiants, et les objets laissés dans le véhicule.

Article 8 – Accident, panne, vol et perte des clés
Le client appelle l’assistance 24 h/24 au 0 800 35 27 56 et n’engage aucune réparation sans l’accord de Breizh Loc. Un accident fait l’objet d’un constat amiable envoyé sous 48 heures. En cas de vol, le client porte plainte sous 24 heures et remet les clés ; sans les clés, le vol n’est pas couvert. La perte ou le vol des clés n’est couvert par aucune protection : le remplacement est facturé selon les tarifs, avec l’envoi du double et les jours d’immobilisation du véhicule.

Article 9 – Contraventions, péages et fourrière
Le client est responsable des contraventions, péages et frais de stationnement pendant la location. Pour un avis de contravention, y compris d’un radar automatique, Breizh Loc désigne le conducteur à l’ANTAI, qui lui envoie l’avis à son adresse ; des frais de gestion sont facturés par dossier selon les tarifs. Les frais de fourrière sont à la charge du client.

Article 10 – Réclamations
Toute réclamation est adressée à reclamation@breizhloc.example dans les 2 mois suivant la location. À défaut de solution, le client peut saisir gratuitement le Médiateur de Mobilians.`,
    },
  ],
  answerable: [
    // French paraphrases with everyday words
    {
      question: 'Vous louez des camions pour déménager ? J’ai un T2 à vider à Cesson.',
      answeredBy: [movingVans, movingQuote, priceList, fleet, services],
    },
    {
      question: 'C’est quoi le tarif pour une petite voiture sur une semaine ?',
      answeredBy: [rates, priceList],
    },
    {
      question: 'Si j’abîme la voiture, je paie combien de ma poche ?',
      answeredBy: [insurance, priceList, terms, cardInsurance],
    },
    {
      question: 'Je peux laisser la voiture à Brest et rentrer en train ?',
      answeredBy: [oneWay, priceList, services],
    },
    // Slang and regional words (Rennes, Gallo)
    {
      question:
        'ça daille, ma caisse est au garage pour 10 jours, vous auriez une bagnole pas chère à la semaine ?',
      answeredBy: [rates, priceList],
    },
    {
      question: 'Y’a des péages pour monter à Saint-Malo ou c’est gratos ?',
      answeredBy: [tolls, dayTrips],
    },
    {
      question:
        'Un tit minibus pour aller au mariage de ma cousine à Dinan avec toute la famille, ça se fait ?',
      answeredBy: [nineSeater, fleet, rates, priceList, services],
    },
    // Long messages with a story, in French
    {
      question:
        'Bonjour, je suis en master à Rennes 2 et je quitte ma coloc de Villejean fin juin pour rentrer chez mes parents. J’ai 20 ans et mon permis depuis un an et demi. J’ai un lit, un bureau, une commode et une vingtaine de cartons. Est-ce que je peux louer un utilitaire chez vous à mon âge, et lequel il me faudrait ?',
      answeredBy: [youngDrivers, movingVans, movingQuote, students, terms],
    },
    {
      question:
        'Bonsoir, on atterrit à 23h40 à l’aéroport de Rennes vendredi prochain avec le vol de Marseille, qui a souvent du retard. On a réservé une voiture chez vous pour le week-end. Est-ce qu’il y aura encore quelqu’un au comptoir à cette heure-là ou on est coincés jusqu’au lendemain ?',
      answeredBy: [agencies],
    },
    {
      question:
        'Bonjour, on loue un gîte près de Paimpol pour une semaine en août avec des amis et on voudrait pouvoir conduire à tour de rôle, mon mari et moi plus deux copains. Comment ça marche pour les conducteurs en plus, ça coûte combien et est-ce qu’ils doivent être là au départ ?',
      answeredBy: [extraDriver, requiredDocuments, priceList, terms, students],
    },
    // Long messages, in English
    {
      question:
        "Hi there, we're sailing Portsmouth to Saint-Malo on the overnight ferry on 14 August, two adults and two kids, as foot passengers because we didn't want to bring our own car over. We'd like a family car for 10 days to tour Brittany. What's the easiest way to get a car from you when we land?",
      answeredBy: [ferryPickup, priceList, services],
    },
    {
      question:
        "Hello, I'm flying into Rennes from Philadelphia via Paris next month. My Visa card has rental coverage, so I'd rather not pay for your extra insurance. Is that ok, and how much will you hold on my card?",
      answeredBy: [cardInsurance, deposit, insurance, priceList],
    },
    {
      question:
        "Hi! I'm an Erasmus student from Spain at INSA. Some friends and I want to rent a car for a weekend to see the Mont-Saint-Michel and Saint-Malo. I'm 22 and I've had my licence for 3 years. Can I rent, and how much extra will it be because of my age?",
      answeredBy: [students, youngDrivers, priceList, terms],
    },
    // Typos, chat-speak, missing accents
    { question: 'bjr cest cmb la caution pr un 12m3 ?', answeredBy: [deposit, priceList] },
    {
      question: 'slt vs avez des voitures electrique ? on peut les recharger ou',
      answeredBy: [electric, fleet, rates, priceList, services],
    },
    {
      question: 'jsuis en retard de 2h pr rendre la voiture a la gare, ca va me couter cher ??',
      answeredBy: [lateReturn, priceList, terms],
    },
    {
      question: 'hey do u have automatics?? cant drive stick lol',
      answeredBy: [automatic, fleet, rates, priceList, services],
    },
    {
      question: 'wat happens if i bring the car back without filling it up',
      answeredBy: [fuel, priceList, terms],
    },
    // One or two words
    { question: 'Caution ?', answeredBy: [deposit, priceList, terms, cardInsurance] },
    { question: 'minibus 9 places', answeredBy: [nineSeater, fleet, rates, priceList, services] },
    { question: 'English spoken?', answeredBy: [description] },
    { question: 'one way Brest?', answeredBy: [oneWay, priceList, services] },
    // English questions, French knowledge
    {
      question: 'Do we have to pay tolls on the way to the Mont-Saint-Michel?',
      answeredBy: [tolls, dayTrips],
    },
    {
      question:
        'Is there an extra charge if we pick the car up at the train station and drop it off at the airport?',
      answeredBy: [oneWay, priceList, services],
    },
    {
      question: 'Is there a cancellation fee if our plans change?',
      answeredBy: [cancellation, priceList, terms],
    },
    {
      question:
        'We need a 9-seater for a wedding in Dinard in June, how much is it for the weekend?',
      answeredBy: [nineSeater, priceList],
    },
    {
      question: 'Are we allowed to take the rental car on the ferry over to Belle-Île?',
      answeredBy: [islands, terms, services],
    },
    {
      question: 'The car has broken down near Fougères, who do I call?',
      answeredBy: [breakdown, terms],
    },
    // French questions, English knowledge
    {
      question:
        'Mon permis est américain, est-ce qu’il est accepté chez vous ou il me faut un permis international ?',
      answeredBy: [foreignLicence],
    },
    {
      question:
        'Ma carte Visa Premier couvre la franchise, je peux refuser vos options d’assurance ?',
      answeredBy: [cardInsurance, insurance],
    },
    {
      question: 'On arrive en ferry à Saint-Malo, vous pouvez nous apporter la voiture au port ?',
      answeredBy: [ferryPickup, priceList, services],
    },
    {
      question:
        'Des conseils pour conduire en France ? C’est pour mon père qui vient d’Écosse et qui n’a jamais roulé à droite.',
      answeredBy: [drivingTips],
    },
    // Answered by a document only
    {
      question: 'J’ai paumé la clé du Trafic hier soir, vous allez me facturer combien ?',
      answeredBy: [priceList, terms],
    },
    { question: 'On peut prendre notre chien dans la voiture ?', answeredBy: [terms, priceList] },
    {
      question:
        'I got flashed by a speed camera near Vitré in your car. Will you add any charge on top of the fine?',
      answeredBy: [terms, priceList],
    },
    {
      question: 'Vous avez des rehausseurs pour enfant ? c’est combien ?',
      answeredBy: [priceList],
    },
    // Short follow-ups
    { question: 'et le dimanche vous êtes ouverts ?', answeredBy: [agencies, lateReturn] },
    { question: 'et le badge télépéage c’est combien ?', answeredBy: [tolls, priceList] },
    {
      question: 'and for an extra driver?',
      answeredBy: [extraDriver, requiredDocuments, priceList, terms, students],
    },
    { question: 'what about dropping it in Nantes?', answeredBy: [oneWay, priceList, services] },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Vous louez des camping-cars ou des vans aménagés ? On voudrait faire le tour de la Bretagne en juillet.',
    'Vous faites de la location longue durée pour les particuliers, genre 3 ans avec l’entretien compris ?',
    'Bonjour, je cherche un job étudiant pour cet été, vous recrutez des agents de comptoir à la gare ou à l’aéroport ?',
    'Vous revendez vos anciennes voitures de location ? Je cherche une Clio d’occasion pas trop chère.',
    "Do you rent motorbikes or scooters? I'd love to ride the coast road from Saint-Malo to Cancale.",
    'Vous proposez une voiture avec chauffeur pour le mariage ? On ne veut pas conduire au retour de la soirée.',
    'Est-ce que vous donnez des heures de conduite ? Mon fils prépare son permis et a besoin d’heures avec un moniteur.',
    "Could we leave our own car parked at the station with you while we're away for two weeks?",
    // Plainly outside
    'Quel temps il va faire à Saint-Malo ce week-end ?',
    'Any good crêperie in Rennes you would recommend for tonight?',
  ],
};
