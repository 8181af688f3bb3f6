import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Sonian Location, an independent car and van rental in Brussels, with an agency on the avenue
 * Fonsny facing Brussels-Midi station and another in Zaventem, five minutes from Brussels
 * Airport, with a free shuttle from the terminal. It rents about 110 vehicles under two years
 * old (city cars, compacts, estates, three 9-seat minibuses, 12 m³ and 20 m³ vans for moves) by
 * the day, the weekend, the week and the month, all of them within the Brussels low-emission
 * zone (LEZ) and with the French and German environmental stickers; trips to France, the
 * Netherlands, Luxembourg and Germany are included, Switzerland, Austria, Italy and Spain cost
 * an option and the vignettes are not included, the United Kingdom is not allowed. It takes a
 * deposit on a credit card, is paid by Bancontact or card, sells a partial or total excess
 * waiver (rachat de franchise), charges a young-driver surcharge, and does one-way rentals to
 * Antwerp and Liège. Its customers write in Belgian French (Bruxellois without a car, students
 * and families moving house, football and hockey clubs hiring a minibus, travellers arriving at
 * Midi) and in English (staff and trainees of the EU institutions, NATO personnel in Evere,
 * expats and tourists landing at Zaventem). The owner wrote the briefing in French, most Q&A
 * pairs in French (hours, the fleet, prices, weekend deals, moving vans, the licence for vans and
 * the minibus, the minibus, the LEZ, going abroad, the Swiss and Austrian vignettes, deposit,
 * payment, insurance and excess, the excess waiver, age, one-way rentals, fuel, cleaning,
 * mileage, out-of-hours returns, breakdowns, the documents to bring) and a few in English
 * (terms for EU institution and NATO staff, the shuttle from Brussels Airport, foreign
 * licences, automatic cars, monthly rentals), added two custom responses for quotes (a move, a
 * rental of more than a month), and pasted the 2026 price list and the general terms of
 * rental, both in French.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * Belgian French words the owner never used ("septante", "nonante", "GSM", "une fois", "kot",
 * "déménager mon kot", "savoir" for pouvoir, "il sait louer", "à tantôt", "bagnole",
 * "camionnette" for a van, "carte banque" for a Bancontact card, "d'office", "dispo", "la mer"
 * for the coast), long messages with a story around the question (a family trip to the Tyrol
 * and Lucerne, a hockey club's tournament in Lille, a warning light on the E40, a scratched door
 * in an Ixelles car park, a Commission trainee, a US officer at NATO, a late flight from
 * Lisbon), typos and chat-speak ("bjr", "cb", "stp", "svp", "jai", "ya", "cest", "pr", "u",
 * "pls", no accents), one- or two-word questions ("LEZ ?", "Excess?", "Vignette Suisse"),
 * short follow-ups that only make sense after an earlier question ("et à Zaventem ?", "and the
 * 20 m³, same licence?"), English questions against French knowledge and the reverse, and a
 * few that only a document answers (cancelling the evening before, a speed camera on the Ring,
 * a girlfriend as second driver, a dog, a baby seat). The outside questions include hard
 * negatives that share words with the knowledge (storage for a student room next to moving
 * vans, removal men to carry a fridge, a chauffeur for a NATO delegation next to the airport
 * shuttle, buying a car leaving the fleet, an LEZ exemption for the customer's own old diesel,
 * camper vans, parking one's own car at Midi station, a summer job at the Zaventem counter)
 * and plain questions about the Atomium and a Red Devils match.
 */

const french = qaIn('French');
const english = qaIn('English');

// The sources' titles, as the answers name them.
const location = 'Où se trouvent vos agences et quels sont vos horaires ?';
const fleet = 'Quels véhicules proposez-vous à la location ?';
const prices = 'Combien coûte la location d’une voiture ?';
const weekend = 'Avez-vous des formules pour le week-end ?';
const vans = 'Louez-vous des utilitaires pour un déménagement ?';
const licence = 'Le permis B suffit-il pour conduire un utilitaire ou le minibus 9 places ?';
const minibus = 'Louez-vous un minibus 9 places pour un groupe ?';
const lez =
  'Vos véhicules peuvent-ils rouler dans la zone de basses émissions (LEZ) de Bruxelles ?';
const abroad = 'Puis-je aller à l’étranger avec un véhicule loué ?';
const vignette = 'La vignette pour la Suisse ou l’Autriche est-elle comprise ?';
const deposit = 'Quel est le montant de la caution ?';
const payment = 'Quels moyens de paiement acceptez-vous ?';
const insurance = 'Quelle assurance est comprise et quelle est la franchise ?';
const excessWaiver = 'Qu’est-ce que le rachat de franchise et combien coûte-t-il ?';
const age = 'Quel âge faut-il avoir pour louer un véhicule ?';
const oneWay = 'Puis-je rendre le véhicule à Anvers ou à Liège ?';
const fuel = 'Faut-il rendre le véhicule avec le plein ?';
const cleaning = 'Des frais de nettoyage sont-ils facturés au retour ?';
const mileage = 'Combien de kilomètres sont inclus ?';
const outOfHours = 'Puis-je prendre ou rendre le véhicule en dehors des heures d’ouverture ?';
const breakdown = 'Que faire en cas de panne ou d’accident ?';
const documentsNeeded = 'Quels documents faut-il présenter au départ ?';
const institutions = 'Do you have special terms for staff of the EU institutions and NATO?';
const airport = 'How do I get from Brussels Airport to your Zaventem branch?';
const foreignLicence = 'Can I rent with a foreign driving licence?';
const automatics = 'Do you have automatic cars?';
const monthly = 'Can I rent a car for one or several months?';
const priceList = 'Tarifs 2026 – voitures, minibus, utilitaires, options et frais';
const terms = 'Conditions générales de location 2026 – Sonian Location';
const movingQuote = 'Demande de devis pour un déménagement';
const longTermQuote = 'Demande de devis pour une location de plus d’un mois';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const brusselsCarRentalSet: EvaluationSet = {
  name: 'Brussels car rental (Sonian Location)',
  heldOut: false,
  agentName: 'Elise',
  briefing: {
    companyName: 'Sonian Location',
    industry: 'automotive',
    description:
      'Sonian Location est une agence indépendante de location de voitures et d’utilitaires à Bruxelles, fondée en 2009 par Nathalie Degrève et son frère Olivier. Nous avons deux agences : à Bruxelles-Midi, avenue Fonsny 40 à Saint-Gilles, juste en face de la gare du Midi, et à Zaventem, Leuvensesteenweg 510, à cinq minutes de Brussels Airport, avec une navette gratuite depuis le terminal. Notre flotte compte environ 110 véhicules de moins de deux ans : citadines, compactes, breaks, trois minibus 9 places et des utilitaires de 12 et 20 m³ pour les déménagements. Nous sommes 16 personnes et nous parlons français, néerlandais, anglais, espagnol et polonais. Notre nom vient de la forêt de Soignes : tout a commencé avec trois voitures louées depuis un garage de Boitsfort.',
    targetAudience:
      'Les Bruxellois sans voiture ou dont la voiture est au garage, qui louent pour un week-end à la côte ou dans les Ardennes, des vacances ou une visite en famille ; les étudiants et les familles qui déménagent ; les voyageurs qui arrivent en train à la gare du Midi ou en avion à Brussels Airport ; le personnel des institutions européennes, des représentations permanentes et de l’OTAN, les stagiaires et les expatriés qui s’installent à Bruxelles ; les clubs de sport, les mariages et les excursions de groupe qui ont besoin d’un minibus ; les petites entreprises et les indépendants qui transportent du matériel.',
    keyServices:
      'Location de voitures à la journée, au week-end (forfait du vendredi 16h au lundi 10h) et à la semaine : citadines, compactes, breaks et minibus 9 places ; utilitaires de 12 et 20 m³ avec hayon pour les déménagements, avec kit déménagement ; location au mois, de 1 à 12 mois, pour les nouveaux arrivants, les stagiaires et les expatriés, avec facturation à l’employeur ou à l’institution ; allers simples entre nos deux agences et vers Anvers et Liège ; rachat de franchise partiel ou total ; navette gratuite entre Brussels Airport et notre agence de Zaventem ; véhicules récents conformes à la LEZ de Bruxelles, avec les vignettes Crit’Air et Umweltplakette pour la France et l’Allemagne.',
    commonQuestions:
      'Nos horaires à la gare du Midi et à Zaventem, comment rejoindre l’agence depuis l’aéroport, la LEZ de Bruxelles, si l’on peut aller en France, aux Pays-Bas, en Allemagne ou au Royaume-Uni, la vignette pour la Suisse et l’Autriche, le montant de la caution et si Bancontact est accepté, la franchise et le rachat de franchise, l’âge minimum et le supplément jeune conducteur, le permis pour les utilitaires et le minibus, les allers simples vers Anvers et Liège, les forfaits week-end, le carburant, les frais de nettoyage, et les conditions pour le personnel des institutions européennes et de l’OTAN.',
    languages: ['French', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Réponses courtes et concrètes, avec les prix en euros TVA comprise et la bonne agence pour le client. Nous vouvoyons les clients, même quand ils écrivent de façon familière. Nous répondons en anglais à qui écrit en anglais. Nous terminons par une proposition concrète : un devis, une réservation, le numéro WhatsApp.',
    personality:
      'Comme un loueur de quartier bruxellois : accueillant, direct sur les prix, la caution et la franchise, de bon conseil pour un déménagement ou un voyage à l’étranger, patient avec les nouveaux arrivants qui découvrent les règles belges.',
    responseTemplates: [
      {
        scenario: movingQuote,
        response:
          'Avec plaisir ! Pour vous réserver le bon utilitaire et vous envoyer un prix exact, dites-nous : la date et l’heure de départ et de retour (demi-journée, journée ou week-end) ; ce que vous déménagez (le 12 m³ convient pour un studio ou une chambre d’étudiant, le 20 m³ avec hayon pour un appartement de 2 ou 3 chambres) ; les adresses de départ et d’arrivée, pour estimer les kilomètres ; si vous souhaitez le kit déménagement (diable, couvertures, sangles) ; l’âge du conducteur et depuis quand il a son permis ; et si vous voulez rendre l’utilitaire à Anvers ou à Liège. Écrivez-nous par WhatsApp au +32 478 21 63 09 ou par e-mail à info@sonian-location.example : nous répondons dans l’heure pendant les heures d’ouverture.',
      },
      {
        scenario: longTermQuote,
        response:
          'Merci de votre intérêt pour notre location au mois ! Pour vous faire une offre, indiquez-nous : la date de début et la durée prévue (de 1 à 12 mois) ; la catégorie souhaitée (citadine, compacte, break) et si vous avez besoin d’une boîte automatique ; les kilomètres que vous pensez faire par mois ; l’agence de départ (Bruxelles-Midi ou Zaventem) ; et qui paie la location (vous-même, votre employeur ou votre institution, avec l’adresse de facturation et, le cas échéant, le bon de commande). Nous vous envoyons l’offre dans la journée, par e-mail depuis info@sonian-location.example.',
      },
    ],
  },
  qa: [
    french(
      location,
      'Nous avons deux agences. Bruxelles-Midi : avenue Fonsny 40, 1060 Saint-Gilles, juste en face de la sortie Fonsny de la gare du Midi ; les véhicules sont garés au niveau -1 du parking Fonsny, à côté de l’agence. Elle est ouverte du lundi au vendredi de 7h30 à 19h30, le samedi de 8h00 à 18h00, le dimanche et les jours fériés de 9h00 à 13h00. Zaventem : Leuvensesteenweg 510, 1930 Zaventem, à 5 minutes de Brussels Airport, avec une navette gratuite depuis le terminal ; elle est ouverte tous les jours de 6h00 à 23h30, jours fériés compris. Les deux agences sont fermées le 25 décembre et le 1er janvier. Téléphone +32 2 537 48 20, WhatsApp +32 478 21 63 09, e-mail info@sonian-location.example. Nous répondons en français, en néerlandais et en anglais.',
    ),
    french(
      fleet,
      'Environ 110 véhicules de moins de deux ans, essence, hybrides ou diesel Euro 6d : citadines (Toyota Aygo X, Peugeot 208), compactes (Toyota Corolla Hybrid, VW Golf), breaks (Skoda Octavia Combi, Toyota Corolla Touring Sports), trois minibus 9 places (Ford Transit Custom Kombi) et des utilitaires pour les déménagements : 12 m³ (Renault Master) et 20 m³ avec hayon élévateur (Renault Master caisse). Vous réservez une catégorie, pas un modèle précis. Les voitures, les minibus et les utilitaires de 12 m³ partent des deux agences ; les utilitaires de 20 m³ partent uniquement de Bruxelles-Midi. Nous n’avons ni SUV, ni voitures de luxe, ni voitures électriques.',
    ),
    french(
      prices,
      'Nos prix comprennent la TVA de 21 %, l’assurance de base avec franchise, 200 km par jour et l’assistance 24 h/24. Par jour, pour 1 à 2 jours : citadine 49 €, compacte 62 €, break 75 €, minibus 9 places 129 €. Dès 3 jours, le prix par jour baisse (citadine 42 €), et la semaine coûte 259 € en citadine, 329 € en compacte et 399 € en break, kilométrage illimité. Le forfait week-end commence à 119 €. En juillet, en août et pendant les vacances de Noël, les tarifs augmentent de 15 %. Pour un prix exact à vos dates, demandez-nous un devis par e-mail ou par WhatsApp.',
    ),
    french(
      weekend,
      'Oui. Le forfait week-end va du vendredi 16h au lundi 10h, avec 600 km compris : citadine 119 €, compacte 149 €, break 179 €, minibus 9 places 299 €. Pour un week-end prolongé (lundi de Pâques, lundi de Pentecôte, 21 juillet, 15 août, 1er et 11 novembre), vous pouvez partir dès le jeudi 16h, pour un jour de plus au tarif journalier. Pour les utilitaires, le forfait week-end va du samedi 8h au lundi 8h avec 300 km : 199 € pour le 12 m³ et 249 € pour le 20 m³. Le dimanche, l’agence de Bruxelles-Midi ferme à 13h : vous pouvez rendre le véhicule le lundi matin ou le déposer le dimanche soir dans la boîte à clés. Réservez tôt pour les week-ends de mai et de juin, très demandés.',
    ),
    french(
      vans,
      'Oui, en deux tailles. Le 12 m³ (Renault Master, 3,30 m de longueur de chargement) convient pour un studio ou une chambre d’étudiant avec quelques meubles ; le 20 m³ avec hayon élévateur de 500 kg, pour un appartement de 2 ou 3 chambres. Prix pour le 12 m³ et le 20 m³ : demi-journée (4 heures, 50 km) 59 € et 79 € ; journée (100 km) 89 € et 119 € ; week-end du samedi 8h au lundi 8h (300 km) 199 € et 249 €. Kilomètre supplémentaire : 0,45 €. Le kit déménagement (un diable, 10 couvertures, 6 sangles) coûte 20 €. Les 12 m³ partent des deux agences, les 20 m³ de Bruxelles-Midi uniquement. Les fins de mois, les samedis et les semaines de rentrée universitaire partent très vite : réservez deux à trois semaines à l’avance.',
    ),
    french(
      licence,
      'Oui. Tous nos utilitaires font moins de 3,5 tonnes et le minibus a 9 places conducteur compris : le permis B suffit. Il faut toutefois avoir au moins 21 ans et deux ans de permis pour le 12 m³, et au moins 25 ans et trois ans de permis pour le 20 m³ et pour le minibus. Le 20 m³ mesure 3,20 m de haut : attention aux parkings souterrains, aux ponts bas et aux branches, car les dégâts au toit ne sont jamais couverts, même avec le rachat de franchise. Chargé, un utilitaire freine beaucoup moins bien qu’une voiture. Dans Bruxelles, les zones 30 et les rues étroites demandent de la patience : garez-vous sur une zone de livraison ou demandez à votre commune une réservation de stationnement pour le jour du déménagement.',
    ),
    french(
      minibus,
      'Oui, nous avons trois Ford Transit Custom Kombi de 9 places (le conducteur et 8 passagers), avec climatisation, boîte manuelle et un coffre pour environ 9 valises moyennes ou 12 sacs de sport. Le permis B suffit, mais le conducteur doit avoir au moins 25 ans et trois ans de permis. Prix : 129 € par jour (115 € dès 3 jours), 690 € la semaine, 299 € le forfait week-end du vendredi 16h au lundi 10h ; kilomètre supplémentaire 0,35 €. La caution est de 1 200 €. Ils sont très demandés pour les mariages, les tournois, les festivals et les excursions d’équipe : entre mai et septembre, réservez au moins un mois à l’avance. Le minibus roule au diesel et se rend avec le plein de diesel.',
    ),
    french(
      lez,
      'Oui, sans aucune démarche de votre part. Tous nos véhicules ont moins de deux ans et respectent la norme Euro 6d : ils peuvent circuler librement dans la LEZ de la Région de Bruxelles-Capitale (les 19 communes), ainsi que dans celles d’Anvers et de Gand. Comme ils sont immatriculés en Belgique, les caméras les reconnaissent automatiquement : vous n’avez rien à enregistrer. Pour l’étranger, chaque véhicule porte déjà sur le pare-brise la vignette Crit’Air pour les zones à faibles émissions françaises (Paris, Lyon, Strasbourg…) et la vignette verte (Umweltplakette) pour les Umweltzonen allemandes. Aux Pays-Bas, aucune vignette n’est nécessaire. Si vous receviez malgré tout une amende LEZ pendant votre location, transmettez-nous le courrier : nous la contestons pour vous.',
    ),
    french(
      abroad,
      'Oui, dans une partie de l’Europe. Sans supplément, avec les voitures et le minibus : France, Pays-Bas, Luxembourg et Allemagne ; l’assurance y est valable et la carte verte est dans la boîte à gants. Avec l’option Extension Europe (35 € par location, à demander à la réservation) : Suisse, Autriche, Italie et Espagne. Les utilitaires peuvent aller en France, aux Pays-Bas, au Luxembourg et en Allemagne, pas plus loin. Le Royaume-Uni n’est pas autorisé, ni par le tunnel sous la Manche ni en ferry, et aucun de nos véhicules ne peut monter sur un ferry. Les péages des autoroutes françaises et les vignettes suisse et autrichienne sont à votre charge. Emportez votre carte d’identité ou votre passeport et le contrat de location.',
    ),
    french(
      vignette,
      'Non. Nos véhicules sont immatriculés en Belgique, où il n’y a pas de vignette, et nous n’en achetons pas pour les autres pays. Pour la Suisse, achetez l’e-vignette (CHF 40, valable du 1er décembre 2025 au 31 janvier 2027) en ligne sur via.admin.ch avant la frontière, avec la plaque du véhicule indiquée sur votre contrat. Pour l’Autriche, achetez la vignette numérique sur asfinag.at (1 jour, 10 jours, 2 mois ou un an) : achetée en ligne, elle n’est valable que 18 jours après l’achat, donc achetez-la tôt ou dans une station-service avant la frontière. Rouler sans vignette coûte CHF 200 d’amende en Suisse et 120 € en Autriche. N’oubliez pas que la Suisse et l’Autriche demandent l’option Extension Europe (35 € par location).',
    ),
    french(
      deposit,
      'Au départ, nous bloquons une caution (préautorisation) sur une carte de crédit au nom du conducteur principal : 500 € pour une citadine ou une compacte, 800 € pour un break, 1 200 € pour le minibus et les utilitaires. Nous acceptons Visa, Mastercard et American Express. Les cartes de débit (Bancontact, Maestro, Visa Debit) et les cartes prépayées ne sont pas acceptées pour la caution des voitures et du minibus. Pour les utilitaires seulement, la caution peut être payée par Bancontact : le montant est débité, puis remboursé sur votre compte dans les 7 jours après le retour. Si tout est en ordre au retour, nous libérons la préautorisation le jour même ; selon votre banque, le montant redevient disponible en 5 à 10 jours. Avec le rachat total de franchise, la caution est réduite de moitié.',
    ),
    french(
      payment,
      'Vous pouvez payer la location par Bancontact (carte ou application Payconiq by Bancontact), par Visa, Mastercard ou American Express, sur place ou en ligne à la réservation. Les entreprises, les institutions européennes, l’OTAN et les représentations permanentes peuvent payer sur facture à 30 jours, avec un bon de commande. Nous n’acceptons pas les espèces. Attention : la caution, elle, se prend sur une carte de crédit, sauf pour les utilitaires, où Bancontact est accepté.',
    ),
    french(
      insurance,
      'Chaque location comprend la responsabilité civile obligatoire et l’assurance dégâts matériels (omnium) et vol, avec une franchise par sinistre de 1 250 € pour une citadine ou une compacte, 1 750 € pour un break ou le minibus, et 2 500 € pour les utilitaires. La franchise est le montant maximum que vous payez si le véhicule est endommagé ou volé pendant la location alors que vous êtes responsable ou que l’autre partie n’est pas identifiée. Vous pouvez la réduire ou la supprimer avec le rachat de franchise. Ne sont jamais couverts : les dégâts au toit et au bas de caisse, l’erreur de carburant, la perte des clés, les dommages intérieurs, et tout dommage causé en état d’ivresse ou par un conducteur non inscrit au contrat. Si votre carte de crédit couvre la franchise des locations, vous pouvez refuser le rachat ; la caution reste alors bloquée en entier.',
    ),
    french(
      excessWaiver,
      'Le rachat de franchise est une option qui réduit ce que vous payez en cas de dégâts ou de vol. Rachat partiel : la franchise passe à 250 €, pour 12 € par jour (15 € pour les utilitaires). Rachat total : la franchise passe à 0 €, les pneus, les jantes et le pare-brise sont couverts et la caution est réduite de moitié, pour 19 € par jour en citadine et en compacte, 24 € par jour en break, en minibus et en utilitaire. Il est facturé au maximum 10 jours par location. Il se prend au départ de la location, pas après un sinistre. Même avec le rachat total, les dégâts au toit et au bas de caisse, l’erreur de carburant et la perte des clés restent à votre charge.',
    ),
    french(
      age,
      'Il faut avoir au moins 21 ans et le permis B depuis au moins deux ans ; le permis provisoire n’est pas accepté. Entre 21 et 24 ans, un supplément jeune conducteur s’applique : 15 € par jour, au maximum 150 € par location. Le minibus 9 places et l’utilitaire de 20 m³ demandent 25 ans et trois ans de permis ; l’utilitaire de 12 m³ est accessible dès 21 ans. Il n’y a pas d’âge maximum.',
    ),
    french(
      oneWay,
      'Oui. Entre nos deux agences, Bruxelles-Midi et Zaventem, l’aller simple est gratuit, sauf pour le 20 m³, qui revient toujours à Bruxelles-Midi. Vers nos agences partenaires : Anvers (près de la gare d’Anvers-Central) 60 €, Liège (près de la gare de Liège-Guillemins) 70 € ; pour un utilitaire de 12 m³, 90 € vers Anvers ou Liège. Demandez-le à la réservation, au moins 48 heures à l’avance, car les places sont limitées. Le véhicule se rend aux heures d’ouverture de l’agence partenaire, du lundi au samedi de 8h à 18h. Nous ne faisons pas d’aller simple vers d’autres villes ni vers l’étranger.',
    ),
    french(
      fuel,
      'Oui : le véhicule part avec le plein et revient avec le plein. Les voitures roulent à l’essence (ou sont des hybrides essence), le minibus et les utilitaires au diesel : c’est indiqué sur la clé et sur la trappe du réservoir. Il y a une station-service à 300 m de l’agence de Bruxelles-Midi, boulevard du Midi, et une autre juste avant l’agence de Zaventem, sur la Leuvensesteenweg. Si le réservoir n’est pas plein au retour, nous facturons le carburant manquant à 2,40 € le litre, plus 20 € de service. Vous pouvez aussi prendre l’option « plein prépayé » au départ : vous payez un plein au prix de la pompe du jour et vous rendez le véhicule sans refaire le plein, mais le carburant non utilisé n’est pas remboursé. Gardez le ticket de la station en cas de doute.',
    ),
    french(
      cleaning,
      'Le nettoyage normal est compris : vous n’avez pas à laver le véhicule. Nous facturons seulement un nettoyage extraordinaire quand l’intérieur est rendu très sale (sable, boue, taches, déchets) : 75 €. Pour un utilitaire rendu avec des cartons, des déchets ou des meubles à évacuer : 50 €, plus les frais d’évacuation. Tous nos véhicules sont non-fumeurs : une odeur de tabac entraîne des frais de 200 €. Nous prenons des photos au départ et au retour, en votre présence si vous le souhaitez, pour éviter toute discussion.',
    ),
    french(
      mileage,
      'Pour les voitures et le minibus, 200 km par jour pour une location de 1 à 6 jours, cumulés sur toute la location (3 jours = 600 km) ; dès 7 jours, le kilométrage est illimité. Le forfait week-end comprend 600 km. Au-delà, le kilomètre supplémentaire coûte 0,25 € (0,35 € pour le minibus). Pour les utilitaires : 50 km la demi-journée, 100 km par jour, 300 km le week-end, puis 0,45 € le kilomètre. En location au mois : 2 500 km par mois. Pour vous repérer : Bruxelles–Anvers fait environ 45 km, Bruxelles–Liège 100 km, Bruxelles–Amsterdam 210 km et Bruxelles–Paris 310 km.',
    ),
    french(
      outOfHours,
      'Pour rendre un véhicule quand l’agence est fermée : à Bruxelles-Midi, garez-le au niveau -1 du parking Fonsny, sur une place marquée Sonian Location, et glissez la clé dans la boîte à clés sécurisée à droite de l’entrée de l’agence, 24 heures sur 24, sans frais ; à Zaventem, la boîte à clés se trouve à côté de la barrière du parking. Le véhicule reste sous votre responsabilité jusqu’à notre contrôle, à l’ouverture suivante. Pour prendre un véhicule en dehors des horaires (un train qui arrive tard, un départ à 5 heures du matin), un employé vous attend sur rendez-vous, pour 40 €, à réserver au moins 24 heures à l’avance. Si votre vol ou votre train a du retard, prévenez-nous : à Zaventem, nous suivons les numéros de vol et vous attendons jusqu’à la fermeture, à 23h30.',
    ),
    french(
      breakdown,
      'Appelez notre assistance 24 heures sur 24 au +32 2 537 48 99, en Belgique comme à l’étranger : elle organise le dépannage, le remorquage et, si la réparation prend plus d’une journée, un véhicule de remplacement. En cas d’accident, mettez-vous en sécurité (le gilet et le triangle sont dans le coffre), remplissez avec l’autre conducteur le constat d’accident européen qui se trouve dans la boîte à gants, prenez des photos, et appelez la police s’il y a des blessés ou si l’autre conducteur refuse de signer (101 en Belgique, 112 partout en Europe). Prévenez-nous dans les 24 heures. Ne faites réparer le véhicule nulle part sans notre accord. Une crevaison est à votre charge, sauf avec le rachat total de franchise.',
    ),
    french(
      documentsNeeded,
      'Le conducteur principal présente : son permis de conduire en cours de validité (la carte elle-même, pas une photo ni une copie) ; sa carte d’identité ou son passeport ; une carte de crédit à son nom pour la caution ; et le numéro de réservation. Si vous n’habitez pas en Belgique, nous pouvons vous demander un justificatif d’adresse ou votre billet de retour. Comptez 15 minutes pour le contrat et le tour du véhicule ; vous pouvez remplir vos données en ligne avant de venir pour gagner du temps.',
    ),
    english(
      institutions,
      'Yes. Many of our customers work at the European Commission, the Parliament, the Council, the EEAS and the permanent representations, or at NATO headquarters in Evere, ten minutes from our Zaventem branch. On presentation of your staff badge you get 10 % off rentals of 7 days or more, monthly rentals included; trainees (stagiaires) are welcome too. The special identity card issued by the Belgian Protocol service is accepted as your ID, and your national driving licence is fine as long as it is valid. Your institution, mission or national delegation can be invoiced directly against a purchase order, payable within 30 days. If your status exempts you from VAT, bring the exemption certificate signed by your organisation and we invoice without the 21 % Belgian VAT. The deposit is still blocked on a credit card in the driver’s name.',
    ),
    english(
      airport,
      'Our Zaventem branch is not in the terminal but at Leuvensesteenweg 510, five minutes away by road. Our free shuttle picks you up outside the arrivals hall (level 0, bus platform C, stop “Hotel & car rental shuttles”) every 20 minutes from 6:00 to 23:15; it is a white minibus with the Sonian Location logo. If you land late or have a lot of luggage, send us a WhatsApp at +32 478 21 63 09 when you collect your bags and we come for you. When you return the car, allow 30 minutes more before check-in: the shuttle drops you at the departures level. From the city centre, the train from Bruxelles-Midi to Zaventem station takes about 25 minutes, then it is a 10-minute walk.',
    ),
    english(
      foreignLicence,
      'Yes. Any valid licence from an EU or EEA country is accepted like a Belgian one. A licence from another country (UK, US, Canada, Morocco, Turkey, India…) is accepted if you have held it for at least two years and it is written in the Latin alphabet; if it is not, bring an International Driving Permit with it. We need the plastic card itself: photos, copies, digital licences on a phone app and learner or provisional licences are not accepted. If you have settled in Belgium and registered with your commune, a non-EU licence is only valid for a limited time: check with your commune whether you must exchange it for a Belgian licence.',
    ),
    english(
      automatics,
      'Yes. All our compact cars (Toyota Corolla Hybrid, VW Golf) and estates (Skoda Octavia Combi, Toyota Corolla Touring Sports) are automatic. In the city car category the Peugeot 208 is manual; if you need an automatic, choose “Aygo X automatic” when you book (€6 per day extra). The 9-seat minibuses and all our vans are manual. Automatics go fast in summer and during school holidays, so book early.',
    ),
    english(
      monthly,
      'Yes, from 1 to 12 months: many newcomers, trainees and staff on a posting in Brussels use it while they wait for their own car. Prices per month include insurance, maintenance and 2,500 km: city car €690, compact €850, estate €990 (extra km €0.20). The minimum is 30 days; after that you pay month by month and can return the car with 7 days’ notice. The deposit is €1,000 on a credit card, and you do not need a Belgian bank account. We can invoice your employer directly. You can switch to a bigger car during the contract, for example when your family joins you.',
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'French',
      text: `TARIFS 2026 – SONIAN LOCATION
Agence Bruxelles-Midi, avenue Fonsny 40, 1060 Saint-Gilles – Agence Zaventem, Leuvensesteenweg 510, 1930 Zaventem
Prix en euros, TVA 21 % comprise, valables du 1er janvier au 31 décembre 2026.

Inclus : responsabilité civile, dégâts matériels et vol (franchise : voir point 5), assistance 24 h/24, vignettes Crit’Air et Umweltplakette ; tous les véhicules sont conformes aux LEZ de Bruxelles, d’Anvers et de Gand.

1. Voitures et minibus : 1-2 jours, par jour / 3-6 jours, par jour / semaine / week-end (ven. 16h – lun. 10h, 600 km)
A Citadine (Toyota Aygo X, Peugeot 208) : 49 / 42 / 259 / 119
B Compacte (Toyota Corolla Hybrid, VW Golf) : 62 / 54 / 329 / 149
C Break (Skoda Octavia Combi, Toyota Corolla Touring Sports) : 75 / 66 / 399 / 179
M Minibus 9 places (Ford Transit Custom Kombi) : 129 / 115 / 690 / 299
Haute saison (1er juillet – 31 août, 20 décembre – 3 janvier) : +15 %.
Kilométrage : 200 km par jour jusqu’à 6 jours, illimité dès 7 jours ; km supplémentaire 0,25 € (minibus 0,35 €).
Boîte automatique en citadine (Aygo X automatique) : +6 € par jour.

2. Utilitaires : demi-journée 4 h, 50 km / journée, 100 km / week-end sam. 8h – lun. 8h, 300 km
12 m³ (Renault Master) : 59 / 89 / 199
20 m³ avec hayon élévateur 500 kg (Bruxelles-Midi uniquement) : 79 / 119 / 249
Km supplémentaire 0,45 €. Kit déménagement (diable, 10 couvertures, 6 sangles) : 20 €.

3. Location au mois (2 500 km par mois, assurance et entretien compris)
Citadine 690 – Compacte 850 – Break 990. Km supplémentaire 0,20 €.
Personnel des institutions européennes et de l’OTAN : –10 % dès 7 jours de location, sur présentation du badge.

4. Caution (préautorisation sur carte de crédit)
Citadine, compacte 500 € – Break 800 € – Minibus et utilitaires 1 200 € – Location au mois 1 000 €.
Réduite de moitié avec le rachat total de franchise.

5. Franchise et rachat de franchise
Franchise par sinistre : citadine, compacte 1 250 € – break, minibus 1 750 € – utilitaires 2 500 €.
Rachat partiel (franchise 250 €) : 12 € par jour (utilitaires 15 €).
Rachat total (franchise 0 €, pneus, jantes et pare-brise compris) : 19 € par jour (A, B), 24 € par jour (C, M, utilitaires).
Facturé au maximum 10 jours par location.

6. Options
- Conducteur additionnel : 10 € par jour, max. 100 € par location
- Jeune conducteur 21-24 ans : 15 € par jour, max. 150 € par location
- Siège bébé (0-13 kg), siège enfant (9-18 kg) ou rehausseur : 8 € par jour, max. 40 € par location
- Extension Europe (Suisse, Autriche, Italie, Espagne) : 35 € par location
- Plein prépayé : un plein au prix de la pompe du jour, sans remboursement du carburant non utilisé
- Départ hors horaires, sur rendez-vous : 40 €
- Support smartphone et câble de charge : gratuits

7. Allers simples
Bruxelles-Midi – Zaventem : gratuit (sauf utilitaire de 20 m³).
Retour à Anvers-Central : 60 € ; à Liège-Guillemins : 70 € ; utilitaire de 12 m³ vers Anvers ou Liège : 90 €.

8. Frais
- Carburant manquant : 2,40 € par litre + 20 € de service
- Nettoyage extraordinaire (sable, boue, taches, poils d’animaux) : 75 € ; utilitaire rendu avec cartons ou déchets : 50 € + évacuation ; odeur de tabac : 200 €
- Traitement d’une amende, d’un PV, d’un radar ou d’un péage impayé : 35 € par dossier
- Clé perdue : 350 €
- Annulation moins de 48 heures avant le départ : 50 €
- Retard : 59 minutes de tolérance, puis une journée supplémentaire au tarif en vigueur`,
    },
    {
      title: terms,
      language: 'French',
      text: `CONDITIONS GÉNÉRALES DE LOCATION – Sonian Location SRL, avenue Fonsny 40, 1060 Saint-Gilles (Bruxelles), BCE 0812.345.678. En vigueur dès le 1er janvier 2026.

1. Conducteurs
Âge minimum 21 ans et permis B depuis deux ans (minibus 9 places et utilitaire de 20 m³ : 25 ans et trois ans de permis). Le permis provisoire n’est pas accepté. Un permis délivré hors de l’Union européenne et de l’EEE doit être en alphabet latin, sinon accompagné d’un permis international. Tout conducteur additionnel se présente au départ avec son permis et sa carte d’identité, est inscrit au contrat (option payante) et remplit les mêmes conditions ; un conducteur non inscrit n’est pas assuré.

2. Réservation, annulation, prolongation
Annulation gratuite jusqu’à 48 heures avant le départ ; ensuite, 50 € de frais. Sans nouvelles du client deux heures après l’heure prévue, la réservation est annulée et une journée de location est facturée. Les jours non utilisés en cas de retour anticipé ne sont pas remboursés. Une prolongation se demande avant la fin de la location, par téléphone ou par WhatsApp, et n’est valable qu’après notre confirmation.

3. Caution et paiement
Préautorisation sur une carte de crédit au nom du conducteur principal, selon la catégorie (voir les tarifs). Cartes de débit et prépayées refusées pour la caution des voitures et du minibus ; pour les utilitaires, caution par Bancontact acceptée, remboursée sous 7 jours. Paiement de la location par Bancontact, Payconiq by Bancontact ou carte de crédit ; sur facture à 30 jours pour les entreprises et les institutions. Pas d’espèces.

4. Carburant
Le véhicule est remis avec le plein et doit être rendu avec le plein, sauf option plein prépayé. À défaut, le carburant manquant est facturé au tarif en vigueur. L’erreur de carburant reste à la charge du locataire.

5. Utilisation
Interdit de fumer dans tous les véhicules. Les animaux sont admis dans une caisse de transport ou sur une housse de protection ; poils et saletés entraînent des frais de nettoyage. Sont interdits : sous-location, courses et compétitions, conduite hors routes, remorquage, transport rémunéré de personnes ou de marchandises, chargement des utilitaires au-delà de la charge utile indiquée.

6. Pays autorisés
Belgique, France, Pays-Bas, Luxembourg, Allemagne ; Suisse, Autriche, Italie et Espagne avec l’option Extension Europe ; utilitaires : Belgique, France, Pays-Bas, Luxembourg et Allemagne uniquement. Royaume-Uni, Irlande et tout transport en ferry ou par le tunnel sous la Manche interdits. Vignettes et péages à la charge du locataire.

7. Assurance
Responsabilité civile, dégâts matériels et vol, avec une franchise par sinistre selon la catégorie, réduite par le rachat de franchise. Restent toujours à la charge du locataire : dégâts au toit et au bas de caisse, erreur de carburant, perte des clés, dommages intérieurs, dommages survenus en état d’ivresse ou sous influence, ou causés par un conducteur non inscrit.

8. Panne, accident, vol
Appeler l’assistance 24 h/24 au +32 2 537 48 99. Remplir le constat d’accident européen, appeler la police en cas de blessés, prévenir le loueur dans les 24 heures. Vol : plainte à la police dans les 24 heures et remise des clés au loueur. Aucune réparation sans accord du loueur.

9. Amendes, radars et péages
Le locataire paie les amendes, PV, excès de vitesse constatés par radar, redevances de stationnement et péages de la période de location. Le loueur communique son identité et son adresse à l’autorité qui le demande et facture 35 € de frais administratifs par dossier. Les amendes étrangères peuvent arriver plusieurs mois après la location.

10. Restitution
Au point de départ, sauf aller simple convenu. Tolérance de 59 minutes, puis journée supplémentaire. Un véhicule rendu hors horaires reste sous la responsabilité du locataire jusqu’au contrôle. Le locataire peut assister à l’état des lieux de retour ; à défaut, les photos prises par le loueur font foi.

11. Droit applicable
Droit belge ; tribunaux de Bruxelles. Le consommateur peut s’adresser gratuitement au Service de médiation pour le consommateur.`,
    },
  ],
  answerable: [
    // French paraphrases with Belgian words
    {
      question:
        "Bjr, on peut rouler dans Bruxelles avec vos bagnoles sans se prendre une amende LEZ ? Ma vieille diesel a plus le droit d'entrer depuis janvier.",
      answeredBy: [lez, priceList, services],
    },
    {
      question:
        'Je dois déménager mon kot à Louvain-la-Neuve fin juin, vous avez une camionnette pas trop grande pour ça ?',
      answeredBy: [vans, movingQuote, fleet, services, description, priceList],
    },
    {
      question: "Je sais payer avec ma carte banque ou il faut d'office une carte de crédit ?",
      answeredBy: [payment, deposit, terms],
    },
    {
      question:
        "C'est combien pour une bagnole une fois pour le week-end ? On voudrait aller à la mer à Ostende.",
      answeredBy: [weekend, prices, priceList],
    },
    {
      question:
        'Mon fils a 20 ans, il a eu son permis il y a septante jours (avant il roulait avec le provisoire). Il sait louer chez vous ?',
      answeredBy: [age, terms],
    },
    // Long messages in French, the question inside
    {
      question:
        "Bonjour, nous partons en août en famille une semaine dans le Tyrol puis trois jours en Suisse près de Lucerne, avec un break. Sur la route on passe par l'Allemagne. Est-ce que c'est autorisé avec votre voiture, et la vignette pour l'Autriche et la Suisse, elle est déjà dedans ou on doit s'en occuper nous-mêmes ?",
      answeredBy: [vignette, abroad, terms, priceList],
    },
    {
      question:
        'Salut ! On est 9 du club de hockey de Watermael et on part en tournoi à Lille fin mars, le samedi et le dimanche. Notre capitaine a 26 ans et son permis B depuis 5 ans. Il peut conduire votre minibus avec juste le permis B ? Et ça coûte combien pour le week-end ?',
      answeredBy: [minibus, licence, weekend, prices, priceList],
    },
    {
      question:
        "Bonsoir, je suis sur l'E40 à hauteur de Louvain avec votre Golf, un voyant orange clignote et la voiture ne veut plus accélérer. Je suis sur la bande d'arrêt d'urgence et mon GSM est presque à plat. Qui je dois appeler ? Merci, à tantôt",
      answeredBy: [breakdown, terms],
    },
    {
      question:
        "Bonjour, j'ai loué une compacte chez vous ce week-end et en sortant d'un parking à Ixelles j'ai frotté un poteau : la portière arrière est griffée et un peu enfoncée. Je n'avais pris aucune option. Je vais devoir payer combien ?",
      answeredBy: [insurance, excessWaiver, priceList, terms],
    },
    // Long messages in English
    {
      question:
        "Hi, I'm starting a five-month traineeship at the Commission in March (Berlaymont) and my partner joins me in May. I'd need a car for most of that time, ideally something small. I don't have a Belgian bank account yet. Is this possible, what would it cost per month, and is there any discount for Commission people?",
      answeredBy: [monthly, institutions, longTermQuote, services, priceList],
    },
    {
      question:
        "Hello, I'm a US Army officer just posted to NATO HQ in Evere. I'd like a car most weekends to explore, including trips to Germany and Luxembourg. Can I rent with my Virginia driver's license, and are there any special conditions for NATO personnel?",
      answeredBy: [foreignLicence, institutions, abroad, terms],
    },
    {
      question:
        'Good evening, our flight from Lisbon lands at Brussels Airport at 22:50 and we have two kids and four suitcases. How do we get to your Zaventem office, and will you still be open when we get there?',
      answeredBy: [airport, location, outOfHours, description],
    },
    // Typos and chat-speak, in French and English
    {
      question: 'bjr cb pour une camionnette 20m3 le samedi stp ? on fait environ nonante km',
      answeredBy: [vans, weekend, priceList, movingQuote],
    },
    {
      question: 'svp vous etes ouvert le dimanche a la gare du midi ?',
      answeredBy: [location, weekend],
    },
    { question: 'jai 22 ans ya un supplement jeune ??', answeredBy: [age, priceList] },
    {
      question: 'cest combien la caution pr le minibus',
      answeredBy: [deposit, minibus, priceList],
    },
    { question: 'hi can i take the car to london pls', answeredBy: [abroad, terms] },
    { question: 'do u accept bancontact', answeredBy: [payment, deposit, terms] },
    {
      question: 'Rachat de franchise dispo pour les camionnettes aussi ?',
      answeredBy: [excessWaiver, priceList],
    },
    // One or two words
    { question: 'LEZ ?', answeredBy: [lez, priceList, services] },
    { question: 'Vignette Suisse', answeredBy: [vignette, abroad, terms] },
    { question: 'Excess?', answeredBy: [insurance, excessWaiver, priceList, terms] },
    { question: 'Carburant ?', answeredBy: [fuel, priceList, terms] },
    // Short follow-ups
    { question: 'et à Zaventem ?', answeredBy: [location] },
    { question: 'and the 20 m³, same licence? any age limit?', answeredBy: [licence, age, terms] },
    {
      question: "et si je la garde 10 jours, c'est illimité ?",
      answeredBy: [mileage, prices, priceList],
    },
    // French questions, English knowledge
    {
      question:
        "Je travaille au Parlement européen, j'ai la carte spéciale du Protocole. Vous faites des conditions pour le personnel des institutions ?",
      answeredBy: [institutions, priceList],
    },
    {
      question:
        "Comment on rejoint votre agence de Zaventem depuis l'aéroport ? Il y a une navette ?",
      answeredBy: [airport, location, description, services],
    },
    {
      question: "Vous avez des voitures automatiques ? J'ai jamais conduit en manuel.",
      answeredBy: [automatics, priceList],
    },
    {
      question: "J'ai un permis marocain depuis 6 ans, c'est bon pour louer chez vous ?",
      answeredBy: [foreignLicence, terms],
    },
    // English questions, French knowledge
    {
      question:
        "Can I pick up a van at Midi and leave it in Antwerp? I'm moving there for a new job.",
      answeredBy: [oneWay, priceList, services],
    },
    {
      question:
        "Will you charge a cleaning fee if there's some sand in the car after a day at the beach in Knokke?",
      answeredBy: [cleaning, priceList],
    },
    {
      question: 'Any weekend deals? Friday evening to Monday morning, just a small car.',
      answeredBy: [weekend, prices, priceList, services],
    },
    { question: 'What do I need to bring when I pick up the car?', answeredBy: [documentsNeeded] },
    {
      question: 'Is there a km limit? Planning a road trip to Berlin and back over 5 days.',
      answeredBy: [mileage, prices, abroad, priceList, terms],
    },
    // Answered by a document only
    {
      question: "Si j'annule la veille au soir, je dois payer quelque chose ?",
      answeredBy: [terms, priceList],
    },
    {
      question:
        'Got flashed by a speed camera on the Ring near Zaventem last week in your car. Will you charge me anything on top of the fine?',
      answeredBy: [terms, priceList],
    },
    {
      question: 'Ma copine sait aussi conduire la voiture ? Ça coûte combien en plus ?',
      answeredBy: [priceList, terms],
    },
    {
      question:
        "Can we bring our dog? She's a quiet golden retriever and would travel in a crate in the boot.",
      answeredBy: [terms],
    },
    { question: 'Vous avez un siège auto pour un bébé de 6 mois ?', answeredBy: [priceList] },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    "Vous faites aussi garde-meubles ? Je dois stocker les affaires de mon kot pendant les deux mois d'été.",
    'Vous avez des déménageurs pour aider à porter avec la camionnette ? Je sais pas descendre mon frigo tout seul du 4e.',
    'Do you provide a car with a driver? We need someone to take our delegation from the airport to NATO HQ for the summit.',
    "Vous vendez vos voitures quand elles quittent la flotte ? Une Corolla Touring Sports d'occasion m'intéresserait.",
    'Comment on demande une dérogation LEZ pour sa propre voiture ? Mon Berlingo diesel de 2011 est interdit à Bruxelles maintenant.',
    'Vous louez des camping-cars ? On voudrait faire la Bretagne en juillet avec les enfants.',
    "C'est combien le parking à la gare du Midi pour laisser ma propre voiture une semaine ?",
    'Vous cherchez des jobistes pour cet été au comptoir de Zaventem ? Je suis étudiant et je parle trois langues.',
    // Plainly outside
    "Quels sont les horaires de l'Atomium le dimanche et c'est combien l'entrée ?",
    'Where can I watch the Red Devils game tonight in Brussels? Any good bar near the Grand-Place?',
  ],
};
