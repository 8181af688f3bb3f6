import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Léman Location, an independent car and van rental in Geneva, with an agency on the rue de
 * Lausanne a few minutes from Cornavin station (Geneva-registered cars, prices in Swiss francs,
 * the motorway vignette included) and a counter in the French sector of Geneva airport
 * (French-registered cars, prices in euros, no vignette). It rents about 140 vehicles (small
 * cars, compacts, 4x4 estates and SUVs, 7-seaters, a 9-seat minibus, electric and premium
 * cars, vans of 3 to 20 m³) by the day, the weekend, the week and the month, with winter
 * tyres, snow chains, ski racks and roof boxes for the mountains, one-way returns to Swiss
 * cities, delivery in the canton and long-term rentals for newcomers. Its customers write in
 * French (Genevans and Vaudois, frontaliers from the Pays de Gex and Haute-Savoie, people
 * moving house) and in English (expats, UN and bank staff, tourists flying in to ski in
 * Chamonix or Verbier). The owner wrote the briefing in French, most Q&A pairs in French
 * (hours, Swiss side or French side, vignette, winter tyres, chains, ski racks, crossing into
 * France and Italy, deposit, young drivers, one-way, moving vans, long-term rental, prices,
 * insurance, frontaliers) and a few in English (a ski trip to Chamonix or Verbier, UN staff and
 * diplomats, foreign licences, finding the French-side counter, automatic cars), added two
 * custom responses for quotes (a move, a rental of more than a month), and pasted the 2026
 * price list and the general terms of rental, both in French.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday words from Geneva and from France ("le macaron pour l'autoroute", "un bus" for a
 * van, "ça joue", "filer en Italie", "mon 3 pièces", "les potes", "la bande d'arrêt
 * d'urgence", "the Swiss motorway sticker", "a one bedroom", "got flashed"), long messages with
 * a story around the question, typos and chat-speak ("slt", "bjr", "cb", "c combien", "svp",
 * "jai", "ya", "u", "pls", "thx", "wat", no accents), one- or two-word questions, short
 * follow-ups that only make sense after an earlier question ("et le dimanche ?", "and for the
 * vans? same age?"), English questions against French knowledge and the reverse, and a few
 * that only a document answers (cancelling the day before, a speed camera, a half-empty tank,
 * a dog in the car, a second driver, a baby seat). The outside questions include hard
 * negatives that share words with the knowledge (storage next to moving vans, camper vans, ski
 * hire next to ski racks, a driver to Verbier, selling the fleet's cars, fitting a private
 * car's winter tyres, the Mont Blanc tunnel's hours, a job at the airport counter) and plain
 * questions about Geneva and Chamonix.
 */

const english = qaIn('English');
const french = qaIn('French');

// The sources' titles, as the answers name them.
const location = 'Où se trouvent vos agences et quels sont vos horaires ?';
const sides = 'Vaut-il mieux louer côté suisse ou côté français ?';
const vignette = 'La vignette autoroutière est-elle comprise ?';
const winterTyres = 'Les voitures sont-elles équipées de pneus hiver ?';
const chains = 'Proposez-vous des chaînes à neige ?';
const skiRacks = 'Avez-vous des porte-skis ou des coffres de toit ?';
const crossing = 'Puis-je aller en France ou en Italie avec une voiture de location ?';
const deposit = 'Quel est le montant de la caution ?';
const age = 'Quel âge faut-il avoir pour louer une voiture ?';
const oneWay = 'Puis-je rendre la voiture dans une autre agence ou une autre ville ?';
const vans = 'Louez-vous des utilitaires pour un déménagement ?';
const vanLicence = 'Faut-il un permis spécial pour conduire un camion de déménagement ?';
const longTerm = 'Proposez-vous la location longue durée ?';
const prices = 'Combien coûte la location d’une voiture ?';
const insurance = 'Quelle assurance est comprise et quelle est la franchise ?';
const payment = 'Quels moyens de paiement acceptez-vous ?';
const mileage = 'Combien de kilomètres sont inclus ?';
const outOfHours = 'Puis-je prendre ou rendre la voiture en dehors des heures d’ouverture ?';
const breakdown = 'Que faire en cas de panne ou d’accident ?';
const delivery = 'Pouvez-vous livrer la voiture à mon domicile ou à mon hôtel ?';
const frontaliers = 'Je suis frontalier : puis-je louer une voiture pour aller travailler ?';
const fleet = 'Quels types de véhicules proposez-vous ?';
const skiTrip = 'Can I take the car to Chamonix or Verbier for a ski trip?';
const unStaff = 'Do you rent cars to UN staff and diplomats with a carte de légitimation?';
const foreignLicence = 'Can I rent a car with a foreign driving licence?';
const airportAccess = 'How do I find your counter on the French side of Geneva airport?';
const automatics = 'Do you have automatic cars?';
const priceList = 'Tarifs 2026 – voitures, utilitaires, options et frais';
const terms = 'Conditions générales de location 2026';
const movingQuote = 'Demande de devis pour un déménagement';
const longTermQuote = 'Demande de devis pour une location de plus d’un mois';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const genevaCarRentalSet: EvaluationSet = {
  name: 'Geneva car rental (Léman Location)',
  heldOut: false,
  agentName: 'Léa',
  briefing: {
    companyName: 'Léman Location',
    industry: 'automotive',
    description:
      'Léman Location est une agence indépendante de location de voitures et d’utilitaires à Genève, fondée en 2012 par Claire Dufaux. Nous avons deux points de location : notre agence de la rue de Lausanne 38, à 4 minutes à pied de la gare Cornavin, avec des voitures immatriculées à Genève, et un comptoir dans le secteur France de l’aéroport de Genève, avec des voitures immatriculées en France. Notre flotte compte environ 140 véhicules récents : citadines, compactes, breaks et SUV 4x4, 7 places, un minibus 9 places, des voitures électriques et premium, et des utilitaires de 3 à 20 m³ pour les déménagements. Nous sommes 14 personnes, nous parlons français, anglais, italien et espagnol, et nous connaissons bien les routes de montagne entre Genève, Chamonix, Verbier et la Vallée d’Aoste.',
    targetAudience:
      'Les Genevois et les Vaudois qui ont besoin d’une voiture pour un week-end, les vacances ou pendant que la leur est au garage ; les frontaliers du Pays de Gex et de Haute-Savoie ; les expatriés qui arrivent à Genève, les employés des organisations internationales (ONU, OMS, OIT, CICR), des missions permanentes et des banques ; les touristes et les skieurs qui atterrissent à Genève et partent à Chamonix, Megève, Verbier ou Zermatt ; les particuliers et les petites entreprises qui déménagent ou transportent du matériel.',
    keyServices:
      'Location de voitures à la journée, au week-end et à la semaine, en francs suisses à Cornavin et en euros au comptoir du secteur France de l’aéroport ; location longue durée de 1 à 12 mois pour les expatriés et les entreprises ; utilitaires de 3 à 20 m³ pour les déménagements ; équipement d’hiver : pneus hiver inclus, chaînes à neige, porte-skis et coffres de toit ; voitures 4x4 pour la montagne ; livraison de la voiture à domicile ou à l’hôtel dans le canton de Genève ; allers simples vers l’aéroport et les grandes villes suisses.',
    commonQuestions:
      'Nos horaires et comment nous trouver à Cornavin et à l’aéroport, s’il vaut mieux louer côté suisse ou côté français, si la vignette est comprise, les pneus hiver et les chaînes pour aller au ski, les porte-skis, si on peut aller en France et en Italie, le montant de la caution et les cartes acceptées, l’âge minimum et le supplément jeune conducteur, les allers simples, les utilitaires pour déménager et le permis qu’il faut, la location au mois pour les expatriés et les frontaliers, les prix et l’assurance.',
    languages: ['French', 'English'],
    tonePreference: 'professional',
    communicationStyle:
      'Réponses courtes et précises, avec les prix en francs suisses (et en euros pour le comptoir du secteur France), et toujours le bon point de location pour le client. Nous vouvoyons les clients, même quand ils écrivent de façon familière. Nous répondons en anglais à qui écrit en anglais. Nous terminons par une proposition concrète : un devis, une réservation, le numéro WhatsApp.',
    personality:
      'Comme une loueuse de quartier qui connaît la région : accueillante, claire sur les prix et la caution, de bon conseil pour la montagne et l’hiver, patiente avec les expatriés qui découvrent les règles suisses et françaises.',
    responseTemplates: [
      {
        scenario: movingQuote,
        response:
          'Avec plaisir ! Pour vous réserver le bon utilitaire et vous envoyer un prix exact, dites-nous : la date et l’heure de départ et de retour (demi-journée, journée ou week-end) ; ce que vous déménagez (en général 6 m³ pour un studio, 12 m³ pour un 2 pièces, 20 m³ avec hayon pour un 3-4 pièces) ; les adresses de départ et d’arrivée, pour estimer les kilomètres ; si vous souhaitez le kit déménagement (diable, couvertures, sangles) ; l’âge du conducteur et depuis quand il a son permis. Écrivez-nous par WhatsApp au +41 79 412 36 05 ou par e-mail à info@leman-location.example : nous répondons dans l’heure pendant les heures d’ouverture. Les utilitaires partent de notre agence de Cornavin.',
      },
      {
        scenario: longTermQuote,
        response:
          'Merci de votre intérêt pour notre location au mois ! Pour vous faire une offre, indiquez-nous : la date de début et la durée prévue (de 1 à 12 mois) ; la catégorie de voiture souhaitée (citadine, compacte, SUV 4x4, 7 places) et si vous avez besoin d’une boîte automatique ; les kilomètres que vous pensez faire par mois ; votre lieu de résidence et le type de permis de séjour ou la carte de légitimation ; et qui paie la location (vous-même ou votre employeur, avec l’adresse de facturation). Nous vous envoyons l’offre dans la journée, par e-mail depuis info@leman-location.example.',
      },
    ],
  },
  qa: [
    french(
      location,
      'Nous avons deux points de location. L’agence de Cornavin se trouve à la rue de Lausanne 38, 1201 Genève, à 4 minutes à pied de la gare Cornavin ; les voitures sont garées dans le parking souterrain juste à côté. Elle est ouverte du lundi au vendredi de 7h30 à 19h00, le samedi de 8h00 à 17h00, le dimanche et les jours fériés de 9h00 à 12h00. Le comptoir de l’aéroport se trouve dans le secteur France de Genève Aéroport, au niveau des arrivées (comptoir 7), et il est ouvert tous les jours de 7h00 à 23h00, jours fériés compris. Téléphone +41 22 731 45 80, WhatsApp +41 79 412 36 05, e-mail info@leman-location.example.',
    ),
    french(
      sides,
      'Tout dépend de votre trajet et de votre domicile. À l’agence de Cornavin (côté suisse), les voitures sont immatriculées à Genève, la vignette autoroutière suisse est comprise, les prix sont en francs suisses, et vous pouvez aller en France et en Italie sans supplément. Au comptoir du secteur France de l’aéroport, les voitures sont immatriculées en France, les prix sont en euros et en général 20 à 30 % moins chers, mais la vignette suisse n’est pas comprise. Le côté français est idéal si vous atterrissez à Genève et partez directement vers Chamonix, Megève, Annecy ou le Pays de Gex sans rouler en Suisse. Attention aux règles douanières : si vous êtes domicilié en Suisse, vous ne pouvez pas utiliser une voiture immatriculée en France pour circuler en Suisse ; louez à Cornavin. Une voiture louée côté français se rend obligatoirement au comptoir du secteur France.',
    ),
    french(
      vignette,
      'Oui pour toutes les voitures et tous les utilitaires de l’agence de Cornavin : ils ont la vignette 2026 (e-vignette liée à la plaque), vous roulez sur les autoroutes suisses sans rien acheter. Non pour les voitures immatriculées en France louées au comptoir du secteur France de l’aéroport : si vous prenez l’autoroute en Suisse, par exemple vers Lausanne, Verbier ou Zermatt, vous devez acheter vous-même une vignette à CHF 40, en ligne sur via.admin.ch (e-vignette) ou en autocollant à la douane ou à la poste. Elle est valable du 1er décembre 2025 au 31 janvier 2027. Rouler sans vignette sur l’autoroute coûte CHF 200 d’amende, plus la vignette. La vignette ne vaut qu’en Suisse : les péages des autoroutes françaises et italiennes et des tunnels du Mont-Blanc et du Grand-Saint-Bernard sont à votre charge.',
    ),
    french(
      winterTyres,
      'Oui, sans supplément. De mi-octobre à mi-avril, toutes les voitures et tous les utilitaires de Cornavin roulent en pneus hiver, y compris les SUV et les breaks 4x4 et le minibus. Au comptoir du secteur France, les voitures ont des pneus hiver ou quatre saisons homologués (marquage 3PMSF) du 1er novembre au 31 mars, comme l’exige la loi Montagne dans l’Ain et en Haute-Savoie. En Suisse, les pneus hiver ne sont pas obligatoires, mais le conducteur qui provoque un accident sur la neige avec des pneus inadaptés est tenu pour responsable. En été, les voitures roulent en pneus été. Les pneus hiver ne remplacent pas les chaînes quand un panneau les impose.',
    ),
    french(
      chains,
      'Oui, en option : CHF 35 par location à Cornavin et 30 € au comptoir du secteur France, quelle que soit la durée. Réservez-les en même temps que la voiture, car nous avons un nombre limité de chaînes par taille de pneu, surtout pendant les vacances de février. Ce sont des chaînes à montage rapide : au départ, nous vous montrons comment les monter, cela prend 5 minutes. Dès que le panneau « chaînes obligatoires » est affiché, vous devez les mettre, même avec un 4x4. Ne roulez pas avec les chaînes sur une route dégagée ; la vitesse est limitée à 50 km/h, et les dégâts aux jantes et aux pneus causés par les chaînes ne sont pas couverts par l’assurance. Rendez-les sèches, dans leur sac.',
    ),
    french(
      skiRacks,
      'Oui. Porte-skis de toit (4 paires de skis ou 2 snowboards) : CHF 15 par jour, au maximum CHF 90 par location. Coffre de toit de 420 litres (5 paires de skis, les bâtons et des sacs souples) : CHF 20 par jour, au maximum CHF 120 par location. Au comptoir du secteur France : 12 € et 16 € par jour. Nous les montons avant votre arrivée, sur les breaks, les SUV et le minibus seulement (pas sur les citadines ni les compactes). De décembre à mars, réservez-les au moins une semaine à l’avance. Les breaks Octavia Combi et les SUV Kodiaq ont aussi une trappe à skis pour glisser deux paires à l’intérieur. Avec un coffre de toit, la voiture mesure environ 2 mètres de haut : attention à l’entrée des parkings souterrains.',
    ),
    french(
      crossing,
      'Oui. Avec les voitures de Cornavin comme avec celles du secteur France, vous pouvez rouler sans supplément en Suisse, en France, en Italie, en Allemagne, en Autriche, au Liechtenstein, au Benelux, en Espagne et au Portugal : l’assurance y est valable et la carte verte est dans la boîte à gants. Pour la Slovénie, la Croatie, la Tchéquie, la Pologne et la Hongrie, prévenez-nous à la réservation : supplément de CHF 60 (55 € côté français). Les autres pays et les traversées en ferry ne sont pas autorisés. Les utilitaires ne peuvent rouler qu’en Suisse et en France. Pour l’Italie, vous passez par le tunnel du Mont-Blanc depuis Chamonix ou par le tunnel du Grand-Saint-Bernard depuis Martigny ; les péages sont à votre charge. En Vallée d’Aoste, les pneus hiver ou les chaînes à bord sont obligatoires du 15 octobre au 15 avril. Gardez votre pièce d’identité et le contrat de location sur vous pour la douane.',
    ),
    french(
      deposit,
      'Au départ, nous bloquons une caution (préautorisation) sur une carte de crédit au nom du conducteur principal : CHF 1 000 pour une citadine, une compacte ou une électrique, CHF 1 500 pour un break, un SUV, un 7 places, le minibus ou un utilitaire, CHF 2 500 pour la catégorie premium. Au comptoir du secteur France : 1 000 € ou 1 500 €. Nous acceptons Visa, Mastercard et American Express. Les cartes de débit (PostFinance Card, Maestro, V PAY, Visa Debit) et les cartes prépayées ne sont pas acceptées pour la caution. Pour les utilitaires seulement, la caution peut être versée en espèces (CHF 1 500), avec une pièce d’identité et un justificatif de domicile. Nous libérons la caution le jour du retour si tout est en ordre ; selon votre banque, le montant redevient disponible en 5 à 10 jours.',
    ),
    french(
      age,
      'Il faut avoir au moins 20 ans et le permis depuis au moins un an ; le permis à l’essai suisse est accepté. Entre 20 et 24 ans, un supplément jeune conducteur s’applique : CHF 25 par jour, au maximum CHF 250 par location (22 € par jour au comptoir du secteur France). Certaines catégories demandent davantage : 25 ans et 3 ans de permis pour la catégorie premium et le minibus 9 places, 21 ans et 2 ans de permis pour les utilitaires de 12 et 20 m³. Il n’y a pas d’âge maximum.',
    ),
    french(
      oneWay,
      'Oui, pour les voitures de Cornavin. Retour au comptoir du secteur France de l’aéroport : CHF 40. Retour dans une agence partenaire : Lausanne CHF 120, Sion CHF 190, Berne CHF 220, Zurich, Bâle ou l’aéroport de Zurich CHF 290. Précisez-le à la réservation, car les places sont limitées. Les voitures du secteur France reviennent toujours au comptoir du secteur France, et les utilitaires à l’agence de Cornavin. Nous ne faisons pas d’aller simple vers l’étranger : une voiture ne peut pas être rendue à Lyon, à Annecy, à Chamonix ou à Milan.',
    ),
    french(
      vans,
      'Oui, à l’agence de Cornavin, en quatre tailles : 3 m³ (Renault Kangoo, pour quelques cartons), 6 m³ (VW Transporter, pour un studio), 12 m³ (Renault Master, pour un 2 pièces) et 20 m³ avec hayon élévateur de 500 kg (pour un 3-4 pièces). Prix pour une journée avec 100 km : CHF 89, 119, 149 et 199. Demi-journée de 4 heures avec 50 km dès CHF 59 ; forfait week-end du samedi 8h au lundi 8h avec 300 km dès CHF 199. Kilomètre supplémentaire : CHF 0.60. Le kit déménagement (un diable, 10 couvertures, 6 sangles) coûte CHF 25. Les samedis de fin de mois partent vite : réservez deux à trois semaines à l’avance.',
    ),
    french(
      vanLicence,
      'Non, le permis B (voiture) suffit pour tous nos utilitaires, y compris le 20 m³ avec hayon : aucun ne dépasse 3,5 tonnes. Un permis étranger de catégorie B est accepté aux mêmes conditions que pour une voiture. Pour le 12 et le 20 m³, il faut avoir au moins 21 ans et deux ans de permis. Le 20 m³ mesure 3,10 m de haut : attention aux parkings souterrains, aux passages sous voie et aux branches, car les dégâts au toit ne sont jamais couverts par l’assurance. Chargé, un utilitaire freine moins bien qu’une voiture : gardez vos distances, surtout dans les descentes.',
    ),
    french(
      longTerm,
      'Oui, de 1 à 12 mois, une formule choisie par beaucoup d’expatriés qui arrivent à Genève et attendent leur propre voiture. Prix par mois, assurance, entretien, pneus hiver et vignette compris : citadine dès CHF 890, compacte dès CHF 1 090, SUV 4x4 dès CHF 1 390, 7 places dès CHF 1 590, avec 2 000 km par mois (kilomètre supplémentaire CHF 0.25). La durée minimale est de 30 jours ; ensuite, vous payez au mois et vous pouvez rendre la voiture avec 7 jours de préavis. La caution est de CHF 1 500. Pas besoin de compte bancaire suisse ni d’historique de crédit : une carte de crédit, votre permis de séjour (B ou L) ou votre carte de légitimation suffisent. Nous pouvons facturer directement votre employeur. Vous pouvez changer de voiture en cours de contrat, par exemple pour un 7 places quand votre famille vous rejoint.',
    ),
    french(
      prices,
      'À l’agence de Cornavin, en francs suisses, TVA, assurance de base, vignette et pneus hiver compris : citadine dès CHF 69 par jour, compacte dès CHF 85, break 4x4 dès CHF 105, électrique dès CHF 119, SUV 4x4 dès CHF 129, SUV 7 places dès CHF 149, minibus 9 places dès CHF 179. Le prix par jour baisse dès 3 jours, et la semaine en citadine coûte CHF 350. Au comptoir du secteur France, les prix sont en euros : citadine dès 49 € par jour. Pendant les fêtes de fin d’année et les vacances de ski de février, les tarifs augmentent de 20 %. Le prix exact dépend des dates : demandez-nous un devis par e-mail ou par WhatsApp.',
    ),
    french(
      insurance,
      'Chaque location comprend l’assurance responsabilité civile, l’assurance collision (dommages à la voiture) et le vol, avec une franchise de CHF 2 000 par sinistre (CHF 3 000 pour la catégorie premium et les utilitaires ; au comptoir du secteur France, 1 500 € ou 2 500 €). Avec l’option Protection Sérénité, la franchise tombe à zéro : CHF 22 par jour pour une citadine, une compacte ou une électrique, CHF 29 par jour pour les autres catégories (19 € et 25 € côté français). L’option Bris de glace et pneus coûte CHF 6 par jour. Même avec la Protection Sérénité, restent à votre charge les dégâts au toit et au bas de caisse, ceux causés par les chaînes, l’erreur de carburant et les dommages en état d’ivresse. Si votre carte de crédit couvre la franchise des voitures de location, vous pouvez refuser nos options ; la caution reste bloquée.',
    ),
    french(
      payment,
      'À Cornavin, vous payez la location en francs suisses par carte de crédit (Visa, Mastercard, American Express), par carte de débit (PostFinance Card, Maestro, V PAY), par TWINT ou en espèces ; nous acceptons aussi les euros en espèces, au cours du jour. Les entreprises, les missions et les organisations internationales peuvent payer sur facture à 30 jours. Au comptoir du secteur France, le paiement se fait en euros, par carte ou en espèces, sans TWINT. Dans tous les cas, la caution est bloquée sur une carte de crédit au nom du conducteur principal. Vous pouvez payer à la réservation ou au départ.',
    ),
    french(
      mileage,
      'Pour les voitures, 250 km par jour sont inclus pour une location de 1 à 6 jours, cumulés sur toute la location (3 jours = 750 km). Dès 7 jours, le kilométrage est illimité. Au-delà du forfait, le kilomètre coûte CHF 0.35 (CHF 0.50 en premium, 0,30 € au comptoir du secteur France). Pour les utilitaires : 100 km par jour, 50 km pour une demi-journée, 300 km pour le forfait week-end, puis CHF 0.60 le kilomètre. En location longue durée : 2 000 km par mois. Pour vous repérer : Genève–Chamonix aller-retour fait environ 180 km, Genève–Verbier aller-retour environ 320 km.',
    ),
    french(
      outOfHours,
      'Oui. Pour rendre une voiture à Cornavin quand l’agence est fermée, garez-la au niveau -2 du parking de la rue de Lausanne, sur une place marquée Léman Location, et glissez la clé dans la boîte aux lettres sécurisée à côté de l’ascenseur, 24 heures sur 24, sans frais. La voiture reste sous votre responsabilité jusqu’à notre contrôle, à l’ouverture suivante. Pour prendre une voiture en dehors des horaires (un vol qui atterrit tard, un départ à 5 heures du matin), un employé vous attend sur rendez-vous, pour CHF 50 (45 € au comptoir du secteur France), à réserver au moins 24 heures à l’avance. Si votre vol a du retard, ne vous inquiétez pas : nous suivons votre numéro de vol et vous attendons jusqu’à la fermeture du comptoir, à 23h.',
    ),
    french(
      breakdown,
      'Appelez notre assistance 24 heures sur 24 au +41 22 731 45 99, en Suisse comme à l’étranger : elle organise le dépannage, le remorquage et, si la réparation dure plus d’une journée, une voiture de remplacement. En cas d’accident, mettez-vous en sécurité avec le gilet et le triangle, remplissez avec l’autre conducteur le constat européen d’accident qui se trouve dans la boîte à gants, prenez des photos, et appelez la police s’il y a des blessés ou si l’autre conducteur refuse de signer (117 en Suisse, 17 en France, 112 partout en Europe). Prévenez-nous dans les 24 heures. Ne faites réparer la voiture nulle part sans notre accord. Un pneu crevé est à votre charge, sauf si vous avez pris l’option Bris de glace et pneus.',
    ),
    french(
      delivery,
      'Oui, du lundi au samedi entre 8h et 18h. Livraison ou reprise dans le canton de Genève : CHF 40 par trajet ; à Nyon, dans le Pays de Gex ou à Annemasse : CHF 60. Nous venons avec le contrat : préparez votre permis de conduire, une pièce d’identité et la carte de crédit pour la caution. C’est pratique pour les hôtels du centre, les organisations internationales ou le jour d’un déménagement. Nous ne livrons pas dans les stations de ski.',
    ),
    french(
      frontaliers,
      'Oui. Si vous habitez en France, louez de préférence une voiture immatriculée en France, au comptoir du secteur France de l’aéroport : la douane française limite l’usage d’une voiture immatriculée en Suisse par une personne qui réside en France. Beaucoup de frontaliers y louent une voiture pendant que la leur est au garage, ou pour le premier mois d’un nouvel emploi : location au mois dès 690 € en citadine, 2 000 km compris. En voiture, on rejoint le comptoir depuis Ferney-Voltaire par la route douanière, en suivant « Aéroport secteur France ». Si vous habitez à Genève et travaillez en France, c’est l’inverse : louez à Cornavin.',
    ),
    french(
      fleet,
      'Environ 140 véhicules de moins de 2 ans : citadines (Fiat 500, Toyota Yaris Hybrid), compactes (VW Golf, Skoda Scala), breaks 4x4 (Skoda Octavia Combi 4x4), SUV 4x4 (Dacia Duster 4x4, VW Tiguan 4Motion), SUV 7 places (Skoda Kodiaq 4x4), électriques (VW ID.4, Tesla Model 3), un minibus 9 places (VW Caravelle 4Motion), des voitures premium (Audi A6 Avant quattro, Volvo XC60) et des utilitaires de 3 à 20 m³. Vous réservez une catégorie, pas un modèle précis. En hiver, les 4x4 et le minibus sont très demandés pour la montagne : réservez-les tôt. Au comptoir du secteur France, la flotte est plus petite : citadines, compactes, SUV 4x4 et un minibus, sans utilitaires ni électriques.',
    ),
    english(
      skiTrip,
      'Yes, many of our customers do. From Geneva, Chamonix is about 1 hour 15 minutes away through France, on the A40 motorway (French tolls of about €12 each way), and Verbier about 2 hours away through Lausanne and Martigny on Swiss motorways. From mid-October to mid-April every car has winter tyres at no extra cost. For the mountains we recommend a 4x4: the Octavia Combi 4x4 estate from CHF 105 a day or an SUV 4x4 from CHF 129 a day. Add snow chains (CHF 35 per rental), because they can be compulsory on the last kilometres up to the resorts, and a ski rack (CHF 15 a day) or a roof box (CHF 20 a day). If you fly in and drive straight to Chamonix, renting on the French side of the airport is cheaper and paid in euros; for Verbier, rent at Cornavin, where the Swiss motorway vignette is included. On Saturdays in February, leave early: the queues at the border can be long.',
    ),
    english(
      unStaff,
      'Yes, we rent to many staff of the UN, the WHO, the ILO, the ICRC, the permanent missions and the other international organisations in Geneva. Your carte de légitimation from the Swiss Federal Department of Foreign Affairs replaces a Swiss residence permit, and your national driving licence is accepted as long as it is valid. For rentals of a month or more we can invoice your organisation or mission directly, against a purchase order, with payment within 30 days. If you give us the Swiss VAT exemption form (form 1050) stamped by your organisation, we deduct the Swiss VAT (8.1 %) from the rental. The deposit is still blocked on a credit card in the driver’s name.',
    ),
    english(
      foreignLicence,
      'Yes. A driving licence from any country is accepted if it is valid, you have held it for at least one year and it is written in the Latin alphabet: EU and EFTA licences, UK, US, Canadian and Australian licences, and so on. If your licence is in another alphabet (Arabic, Chinese, Cyrillic, Japanese, Greek…), bring an International Driving Permit together with it. We need the plastic card itself: photos, photocopies and licences on a phone app are not accepted, nor are learner’s permits. If you have just moved to Switzerland, note that a foreign licence is only valid for 12 months after you take up residence; after that you must exchange it for a Swiss licence at the Office cantonal des véhicules.',
    ),
    english(
      airportAccess,
      'Our airport counter is in the French sector of Geneva Airport, arrivals level, desk 7. If you land on a flight and want the French side, after baggage claim follow the signs “France / Secteur France” before the Swiss customs exit, go through French customs, and you will find our desk in the car rental hall. If you have already walked out on the Swiss side, go up to the departures level and follow the signs “Secteur France”: it takes about 10 minutes. Coming by car or taxi from France, take the customs road from Ferney-Voltaire and follow “Aéroport secteur France”. Our cars are parked in the French-sector car park, a 2-minute walk from the desk.',
    ),
    english(
      automatics,
      'Yes. At Cornavin almost every car is automatic: the Toyota Yaris Hybrid, the VW Golf, the Skoda Scala, the estates, the SUVs, the 7-seaters, the minibus, the electric cars and the premium cars. Only the Fiat 500 and the Dacia Duster 4x4 are manual, and so are all our vans. On the French side of the airport most small and compact cars are manual: if you need an automatic there, choose “Automatique” when you book (€8 per day extra) and book early, because there are only a few.',
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'French',
      text: `TARIFS 2026 – LÉMAN LOCATION
Agence Cornavin, rue de Lausanne 38, 1201 Genève – Comptoir Genève Aéroport, secteur France
Prix en francs suisses, TVA 8,1 % comprise, valables du 1er janvier au 31 décembre 2026. Au comptoir du secteur France : prix en euros, TVA française 20 % comprise.

Inclus à Cornavin : responsabilité civile, collision et vol (franchise CHF 2 000 ; CHF 3 000 en premium et utilitaires), vignette autoroutière suisse, pneus hiver de mi-octobre à mi-avril, assistance 24 h/24.

1. Voitures – Cornavin (CHF) : 1-2 jours, par jour / 3-6 jours, par jour / semaine / week-end (ven. 16h – lun. 9h)
A Citadine (Fiat 500, Toyota Yaris Hybrid) : 69 / 59 / 350 / 160
B Compacte (VW Golf, Skoda Scala) : 85 / 75 / 440 / 199
C Break 4x4 (Octavia Combi 4x4) : 105 / 92 / 540 / 245
D SUV 4x4 (Duster 4x4, Tiguan 4Motion) : 129 / 115 / 690 / 299
E SUV 7 places (Kodiaq 4x4) : 149 / 135 / 790 / 349
F Électrique (ID.4, Tesla Model 3) : 119 / 105 / 620 / 275
G Minibus 9 places (Caravelle 4Motion) : 179 / 165 / 990 / 420
P Premium (Audi A6 Avant, Volvo XC60) : 219 / 199 / 1 190 / 520
Haute saison (20 déc. – 4 janv., 7 févr. – 8 mars) : +20 %.
Kilométrage : 250 km par jour jusqu’à 6 jours, illimité dès 7 jours ; km supplémentaire CHF 0.35 (premium 0.50).

2. Voitures – secteur France (EUR) : 1-2 jours / 3-6 jours / semaine
Citadine 49 / 42 / 259 – Compacte 62 / 54 / 329 – SUV 4x4 95 / 85 / 520 – Minibus 9 places 145 / 130 / 790
Boîte automatique (citadine, compacte) : +8 € par jour. Vignette suisse non comprise. Km supplémentaire 0,30 €.
Location au mois : citadine 690 €, compacte 790 €, 2 000 km compris.

3. Utilitaires – Cornavin (CHF) : demi-journée 4 h, 50 km / jour, 100 km / week-end sam. 8h – lun. 8h, 300 km
3 m³ : 59 / 89 / 199 – 6 m³ : 79 / 119 / 249 – 12 m³ : 99 / 149 / 299 – 20 m³ avec hayon : 139 / 199 / 399
Km supplémentaire CHF 0.60. Kit déménagement (diable, couvertures, sangles) : CHF 25.

4. Longue durée – Cornavin (par mois, 2 000 km, assurance, entretien, pneus et vignette compris)
Citadine 890 – Compacte 1 090 – SUV 4x4 1 390 – 7 places 1 590. Km supplémentaire CHF 0.25.

5. Options (CHF ; secteur France en EUR)
- Conducteur additionnel : 12 par jour, max. 120 par location (10 €)
- Jeune conducteur 20-24 ans : 25 par jour, max. 250 (22 €)
- Siège bébé (0-15 mois), siège enfant (9-18 kg) ou rehausseur : 12 par jour, max. 60 (10 €)
- Chaînes à neige : 35 par location (30 €)
- Porte-skis : 15 par jour, max. 90 (12 €) – coffre de toit 420 l : 20 par jour, max. 120 (16 €)
- Protection Sérénité, franchise zéro : 22 par jour (A, B, F), 29 par jour (autres) (19 € / 25 €)
- Bris de glace et pneus : 6 par jour (5 €)
- Slovénie, Croatie, Tchéquie, Pologne, Hongrie : 60 par location (55 €)
- Départ ou retour hors horaires, sur rendez-vous : 50 (45 €)

6. Livraison et allers simples (CHF)
Livraison ou reprise : canton de Genève 40 ; Nyon, Pays de Gex, Annemasse 60.
Retour au comptoir secteur France 40 ; Lausanne 120 ; Sion 190 ; Berne 220 ; Zurich, Bâle, Zurich-Aéroport 290.

7. Frais
- Carburant manquant : CHF 3.20 par litre + CHF 25 de service (2,60 € + 20 €) ; électrique rendue sous 70 % de charge : CHF 35
- Nettoyage extraordinaire (sable, boue, poils d’animaux) : CHF 90 ; odeur de tabac : CHF 250
- Traitement d’une amende, d’un radar ou d’un péage impayé : CHF 45 par dossier
- Clé perdue : CHF 450
- Retard : 59 minutes de tolérance, puis une journée supplémentaire au tarif en vigueur`,
    },
    {
      title: terms,
      language: 'French',
      text: `CONDITIONS GÉNÉRALES DE LOCATION – Léman Location Sàrl, rue de Lausanne 38, 1201 Genève, et Léman Location France SARL (comptoir Genève Aéroport, secteur France). En vigueur dès le 1er janvier 2026.

1. Conducteurs
Âge minimum 20 ans et permis depuis un an (premium et minibus : 25 ans et 3 ans ; utilitaires de 12 et 20 m³ : 21 ans et 2 ans). Le permis doit être valable et en alphabet latin, sinon accompagné d’un permis international. Tout conducteur additionnel se présente au départ avec son permis et est inscrit au contrat (option payante) ; il remplit les mêmes conditions. Un conducteur non inscrit n’est pas assuré.

2. Réservation et annulation
Annulation gratuite jusqu’à 48 heures avant le départ ; ensuite, CHF 50 (50 € au secteur France). Sans nouvelles du client deux heures après l’heure prévue, la réservation est annulée et une journée de location est facturée. Les jours non utilisés en cas de retour anticipé ne sont pas remboursés. Une prolongation se demande avant la fin de la location.

3. Caution et paiement
Préautorisation sur une carte de crédit au nom du conducteur principal : CHF 1 000, 1 500 ou 2 500 selon la catégorie (1 000 € ou 1 500 € au secteur France). Cartes de débit et prépayées refusées pour la caution ; espèces admises pour les utilitaires seulement.

4. Carburant et recharge
Le véhicule est remis avec le plein et doit être rendu avec le plein ; les électriques sont remises chargées à 80 % au moins et rendues à 70 % au moins. À défaut, les frais du tarif en vigueur s’appliquent.

5. Utilisation
Interdit de fumer. Les animaux sont admis dans une caisse de transport ou sur une housse de protection ; poils et saletés entraînent des frais de nettoyage. Sont interdits : courses, conduite hors routes carrossables, sous-location, transport rémunéré de personnes, leçons de conduite. Chaînes sur routes enneigées uniquement.

6. Pays autorisés
Suisse, France, Italie, Allemagne, Autriche, Liechtenstein, Benelux, Espagne, Portugal ; Slovénie, Croatie, Tchéquie, Pologne et Hongrie avec supplément ; utilitaires : Suisse et France uniquement. Ferries interdits.

7. Assurance
Franchise par sinistre selon la catégorie, réduite à zéro par la Protection Sérénité. Restent toujours à la charge du locataire : dégâts au toit et au bas de caisse, dégâts dus aux chaînes, erreur de carburant, dommages en état d’ébriété ou causés par un conducteur non inscrit.

8. Panne, accident, vol
Appeler l’assistance 24 h/24 au +41 22 731 45 99. Remplir le constat européen, appeler la police en cas de blessés, prévenir le loueur dans les 24 heures. Vol : plainte à la police. Aucune réparation sans accord du loueur.

9. Amendes et péages
Le locataire paie les amendes, radars, péages et stationnements de la période de location. Le loueur transmet son nom et son adresse à l’autorité et facture CHF 45 de frais par dossier. Les amendes françaises et italiennes arrivent parfois plusieurs mois après.

10. Restitution
Au point de départ, sauf aller simple convenu. Tolérance de 59 minutes, puis journée supplémentaire. Un véhicule rendu hors horaires reste sous la responsabilité du locataire jusqu’au contrôle.

11. Droit applicable
Cornavin : droit suisse, for à Genève. Secteur France : droit français ; le client peut recourir gratuitement à un médiateur de la consommation.`,
    },
  ],
  answerable: [
    // French paraphrases and everyday words, from Geneva and from France
    {
      question:
        "Est-ce que vos voitures ont deja le macaron pour l'autoroute en Suisse ou je dois l'acheter moi-meme ?",
      answeredBy: [vignette, sides, prices, priceList, skiTrip],
    },
    {
      question:
        'Je dois déménager mon 3 pièces à Carouge à la fin du mois, vous avez des bus pour ça ?',
      answeredBy: [vans, movingQuote, services, description, fleet, priceList],
    },
    {
      question:
        "Mon fils a 19 ans et demi, il a son permis depuis un an. Il peut louer chez vous ou c'est trop jeune ?",
      answeredBy: [age, terms],
    },
    {
      question:
        'On peut filer en Italie avec la voiture ? On aimerait descendre à Aoste un week-end.',
      answeredBy: [crossing, terms],
    },
    // Long messages in French, the question inside
    {
      question:
        "Bonjour, j'habite à Saint-Julien-en-Genevois et je bosse à Plan-les-Ouates. Ma voiture est au garage pour au moins trois semaines après un accrochage et mon assurance ne me prête rien. Je pensais louer chez vous à Cornavin parce que c'est à côté du tram. Est-ce que c'est possible vu que j'habite en France, et ça me coûterait combien pour un mois ?",
      answeredBy: [frontaliers, priceList, longTermQuote],
    },
    {
      question:
        "Salut ! On est quatre potes, on atterrit à Genève le vendredi 13 février en fin de journée et on monte direct à Chamonix pour la semaine. On aura quatre paires de skis et des gros sacs. Vous conseillez quoi comme voiture, et c'est possible d'avoir un truc pour mettre les skis sur le toit ?",
      answeredBy: [skiRacks, skiTrip, fleet, sides, services, priceList],
    },
    {
      question:
        "Bonjour, je viens d'arriver à Genève pour un contrat de deux ans à l'OMS et ma famille me rejoint en avril. En attendant d'acheter une voiture, j'en aurais besoin d'une pour trois ou quatre mois, puis peut-être d'un 7 places. Je n'ai pas encore de compte bancaire en Suisse. Est-ce faisable, et à quel prix par mois ?",
      answeredBy: [longTerm, longTermQuote, unStaff, services, priceList],
    },
    {
      question:
        "Bonsoir, je suis sur l'autoroute blanche vers Cluses avec votre Golf. Un voyant rouge s'est allumé, la voiture n'avance plus et je me suis mis sur la bande d'arrêt d'urgence. Il fait nuit et il neige, je ne sais pas quoi faire. Qui dois-je appeler ?",
      answeredBy: [breakdown, terms],
    },
    // Long messages in English
    {
      question:
        "Hi, we're a family of five flying into Geneva on 27 December for a week in Verbier. We've never driven in snow and I'm honestly a bit nervous about the road up from Le Châble. Do your cars come with proper winter tyres, and would you recommend chains as well? Also, is the Swiss motorway sticker included?",
      answeredBy: [winterTyres, chains, skiTrip, vignette, sides, prices, priceList, services],
    },
    {
      question:
        "Hello, I'm moving from Eaux-Vives to a flat in Lancy at the end of March, it's a one bedroom with not much furniture. I don't own a car and have never driven anything bigger than a Golf. Which van would you suggest, and do I need a special licence to drive it?",
      answeredBy: [vans, vanLicence, movingQuote],
    },
    {
      question:
        "Hey, I work at a bank on the quai and my parents are visiting from Boston next month. They'd love to do a road trip down to Lake Como and back. Is it ok to take one of your cars into Italy, and can my dad drive with his US licence?",
      answeredBy: [crossing, foreignLicence, terms],
    },
    {
      question:
        "Good morning, I'm landing on the easyJet from London at 11:40pm on a Friday and I'd like to pick up a car straight away to drive to Annecy. Will anyone still be there at that time?",
      answeredBy: [outOfHours, location, priceList],
    },
    // Typos and chat-speak, in French and English
    {
      question: 'slt vous avez des chaines a neige ? c combien',
      answeredBy: [chains, skiTrip, services, priceList],
    },
    { question: 'bjr cb pour un 20m3 le samedi svp', answeredBy: [vans, priceList, movingQuote] },
    { question: 'jai 21 ans ya un supplement ou pas', answeredBy: [age, priceList] },
    {
      question: 'on peut rendre la voiture a lausanne ??',
      answeredBy: [oneWay, priceList, services],
    },
    { question: 'do u take twint or only cards', answeredBy: [payment] },
    {
      question: 'pls is the deposit ok on a debit card or credit card only?? thx',
      answeredBy: [deposit, payment, terms],
    },
    {
      question: 'hi how much for a 4x4 for the weekend',
      answeredBy: [prices, skiTrip, priceList],
    },
    { question: 'wat time u close at the airport', answeredBy: [location, outOfHours] },
    // One or two words
    { question: 'Vignette ?', answeredBy: [vignette, sides, prices, priceList, skiTrip] },
    { question: 'Caution', answeredBy: [deposit, terms] },
    { question: 'Snow chains?', answeredBy: [chains, skiTrip, services, priceList] },
    { question: 'boite auto?', answeredBy: [automatics, priceList] },
    { question: 'Coffre de toit', answeredBy: [skiRacks, skiTrip, services, priceList] },
    // Short follow-ups
    { question: 'et le dimanche ?', answeredBy: [location] },
    { question: "et cote francais c'est combien ?", answeredBy: [prices, sides, priceList] },
    { question: 'and for the vans? same age?', answeredBy: [age, vanLicence, terms] },
    {
      question: 'and if I keep it 10 days, is the mileage unlimited?',
      answeredBy: [mileage, priceList],
    },
    // French questions, English knowledge
    {
      question:
        "Je travaille à l'ONU, j'ai une carte de légitimation mais pas de permis suisse. Je peux quand même louer chez vous ?",
      answeredBy: [unStaff, foreignLicence, longTerm],
    },
    {
      question: "C'est ou exactement votre comptoir cote France a l'aeroport ? on atterrit a 14h",
      answeredBy: [airportAccess, location],
    },
    // English questions, French knowledge
    {
      question:
        'Can I keep a car for 6 months? I start at a private bank in June and my own car only arrives from Germany in the autumn.',
      answeredBy: [longTerm, longTermQuote, services, priceList],
    },
    {
      question: 'Could you drop the car off at my hotel by the lake instead of me coming to you?',
      answeredBy: [delivery, services, priceList],
    },
    {
      question: 'Can I pick the car up at Cornavin and leave it at the airport when I fly home?',
      answeredBy: [oneWay, services, priceList],
    },
    // Answered by a document only
    {
      question: 'Si j’annule la veille, vous me facturez quelque chose ?',
      answeredBy: [terms],
    },
    {
      question:
        'I got flashed by a speed camera on the route de Meyrin in your car last week. What happens now, do you charge anything on top?',
      answeredBy: [terms, priceList],
    },
    {
      question: 'je rends la voiture avec le reservoir a moitie vide, vous facturez combien ?',
      answeredBy: [priceList, terms],
    },
    {
      question: "Can we bring our dog? He's a very calm labrador and would stay in the boot.",
      answeredBy: [terms],
    },
    {
      question: 'mon mari peut aussi conduire ? ca coute combien en plus',
      answeredBy: [priceList, terms],
    },
    { question: 'Vous avez des sièges bébé ?', answeredBy: [priceList] },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Vous faites aussi garde-meuble ? Je dois stocker mes cartons deux mois entre deux appartements.',
    'Vous louez des camping-cars ? On voudrait faire le tour de la Suisse en juillet avec les enfants.',
    'Do you also rent skis and snowboards, or do we have to get them in the resort?',
    'Bonjour, vous recrutez ? Je cherche un poste d’agent de comptoir à l’aéroport, je parle français et anglais.',
    'Vendez-vous vos voitures quand elles sortent de la flotte ? Le Kodiaq 4x4 m’intéresserait.',
    'Do you have a chauffeur service? We need a driver to take us from the airport to Verbier and back.',
    'Vous montez les pneus hiver sur les voitures des particuliers ? Je dois changer ceux de ma Clio avant novembre.',
    "Is the Mont Blanc tunnel open at night? We'd like to drive through around 2am to avoid the queues.",
    // Plainly outside
    "C'est quoi le plus rapide pour aller de Cornavin à l'aéroport, le train ou le bus ? Et le billet coûte combien ?",
    'Can you recommend a good ski school for kids in Chamonix?',
  ],
};
