import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Cycles du Lac, an independent bike shop in Annecy (Haute-Savoie), on the route d'Albertville
 * right by the lake's cycle path. It sells road, gravel and mountain bikes, city bikes and
 * e-bikes (VAE), children's bikes, balance bikes and trailers, and a few second-hand bikes
 * (last season's rental bikes, bikes taken in part-exchange); repairs bikes of every brand in
 * its workshop (punctures while you wait, servicing, brakes and hydraulic bleeding, wheels and
 * spokes, fork and shock servicing, e-bike diagnosis on Bosch, Shimano, Yamaha and Brose
 * systems); rents city bikes, e-bikes, carbon road bikes for the Col de la Forclaz, tandems and
 * children's bikes by the hour, the half-day, the day and the week, with child seats, trailers
 * and tow bars, and delivers them to campsites and hotels around the lake; builds up and packs
 * the bikes of cyclists who fly in, stores visitors' bikes by the day, the night or the week,
 * and has a free loyalty card. It offers no guided rides. Its customers write in French (locals
 * who ride to work in Seynod or Cran-Gevrier, families on holiday at the campsites of the west
 * shore, road cyclists from Lyon and Grenoble, seasonal workers) and in English (British and
 * Dutch tourists, Swiss visitors, cyclists who fly into Geneva with their bike in a box). The
 * owner wrote the briefing in French, most Q&A pairs in French (the shop and its hours, rental
 * prices, booking, the deposit, riding round the lake, road bikes for the Forclaz, child seats
 * and trailers, delivery to campsites and hotels, the workshop and its delays, punctures,
 * servicing, brakes, wheels, suspension, e-bike diagnosis, new bikes and brands, test rides,
 * second-hand bikes and part-exchange, storage, the loyalty card, payment, a puncture or theft
 * with a rental bike) and a few in English (building up a bike flown in a box, helmets and
 * locks, getting there from the station, e-bike range, the cycle path with young children),
 * added two custom responses (a booking for a family or a group, a repair quote), and pasted
 * the 2026 price list for rental, workshop and services and the general terms of rental, sale
 * and workshop, both in French.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday words the owner never used ("ma roue est voilée, ça frotte", "mon biclou", "les
 * vitesses sautent", "la poignée s'enfonce jusqu'au guidon", "la fourche pisse l'huile", "des
 * vélos à assistance", "sans arriver en nage", "a hard case", "a bike room"), long messages
 * with a story around the question (a family at a campsite in Saint-Jorioz with a toddler, a
 * commuter from Seynod tired of traffic jams, friends from Lyon coming by train to climb the
 * Forclaz, an e-bike bought online showing an error code, a Dutch couple at a hotel in
 * Talloires, a rider flying into Geneva from Manchester, a family driving down from Bristol),
 * typos and chat-speak ("slt", "bjr", "svp", "stp", "c combien", "vs", "ya", "dispo", "jsp",
 * "jai creve", "vae", "loc", no accents; "u", "2", "4", "r u", "thx"), one- or two-word
 * questions ("Purge freins ?", "Tandem ?", "Carte fidélité", "Bike storage?", "E-bike
 * range?"), short follow-ups that only make sense after an earlier question ("et pour la
 * semaine entière ça fait combien ?", "et vous livrez jusqu'à Talloires ?", "and how much is the
 * deposit on an e-bike?"), French questions against English knowledge and the reverse, and a
 * few that only a document answers (cancelling because of storms, an anti-theft marking for a
 * bike bought second-hand elsewhere, renting an e-bike by the month for a seasonal job, coming
 * back two hours late). The outside questions include hard negatives that share words with the
 * knowledge (guided e-bike rides, electric scooters, paddle boards on the lake, downhill
 * mountain bikes, repairs at home, the last boat from Talloires, a transfer from Geneva airport,
 * car bike racks) and plain questions about the lake's water and a fondue in the old town.
 */

const english = qaIn('English');
const french = qaIn('French');

// The sources' titles, as the answers name them.
const location = 'Où se trouve le magasin et quels sont vos horaires ?';
const rentalPrices = 'Combien coûte la location d’un vélo ?';
const rentalBooking = 'Faut-il réserver un vélo de location, et que faut-il apporter ?';
const deposit = 'Quelle caution demandez-vous pour la location ?';
const lakeTour = 'Peut-on faire le tour du lac d’Annecy à vélo ?';
const roadBikes = 'Louez-vous des vélos de route pour monter le col de la Forclaz ?';
const kidsGear = 'Avez-vous des sièges enfant, des remorques et des vélos enfants en location ?';
const delivery = 'Livrez-vous les vélos de location dans les campings et les hôtels ?';
const repairs = 'Réparez-vous toutes les marques de vélos, et quels sont les délais ?';
const puncture = 'Combien coûte la réparation d’une crevaison ?';
const servicing = 'Combien coûte une révision de vélo ?';
const brakes = 'Réglez-vous les freins et faites-vous la purge des freins hydrauliques ?';
const wheels = 'Pouvez-vous redresser une roue voilée ou remplacer des rayons ?';
const suspension = 'Faites-vous l’entretien des fourches et des amortisseurs de VTT ?';
const ebikeDiag = 'Diagnostiquez-vous les pannes de vélo électrique (VAE) ?';
const newBikes = 'Quels vélos vendez-vous, et de quelles marques ?';
const testRide = 'Peut-on essayer un vélo avant de l’acheter ?';
const secondHand = 'Vendez-vous des vélos d’occasion, et reprenez-vous les anciens vélos ?';
const storage = 'Proposez-vous le gardiennage de vélos pour les touristes ?';
const loyalty = 'Comment fonctionne la carte de fidélité ?';
const payment = 'Quels moyens de paiement acceptez-vous ?';
const rentalTrouble =
  'Que faire en cas de crevaison, de panne ou de vol avec un vélo de location ?';
const bikeBox = 'I’m flying in with my own bike in a box. Can you build it up and keep the box?';
const helmetsLocks = 'Are helmets and locks included with the rental?';
const fromStation = 'How do I get to your shop from Annecy train station?';
const batteryRange = 'How far can I go on one e-bike battery?';
const familyRoute = 'Is the lakeside cycle path safe for young children?';
const priceList = 'Tarifs 2026 – location, atelier et services – Cycles du Lac';
const terms = 'Conditions générales de location, de vente et d’atelier 2026 – Cycles du Lac';
const groupBooking = 'Demande de réservation de vélos pour une famille ou un groupe';
const repairQuote = 'Demande de devis pour une réparation ou une révision';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const annecyBikeShopSet: EvaluationSet = {
  name: 'Annecy bike shop (Cycles du Lac)',
  heldOut: false,
  agentName: 'Manon',
  briefing: {
    companyName: 'Cycles du Lac',
    industry: 'retail',
    description:
      'Cycles du Lac est un magasin de vélos indépendant à Annecy, ouvert en 2011 par Thomas Mermillod, mécanicien cycle depuis plus de vingt ans. Nous sommes au 48 route d’Albertville, 74000 Annecy, directement au bord de la piste cyclable du lac, entre la vieille ville et Sevrier. Nous vendons des vélos neufs (route, gravel, VTT, vélos de ville, vélos électriques, vélos enfants) et quelques vélos d’occasion révisés ; notre atelier de quatre postes répare tous les vélos, toutes marques, y compris les vélos électriques ; et nous louons environ 120 vélos (vélos de ville, VAE, vélos de route carbone, tandems, vélos enfants) à l’heure, à la demi-journée, à la journée et à la semaine. Nous sommes cinq toute l’année et neuf en été, avec des saisonniers qui parlent anglais. Nous roulons tous autour du lac et dans les cols des Aravis et des Bauges, et nous aimons conseiller le bon vélo et le bon parcours.',
    targetAudience:
      'Les Annéciens qui vont au travail à vélo (Seynod, Cran-Gevrier, Annecy-le-Vieux, Sevrier) et qui ont besoin d’un atelier rapide et fiable ; les familles en vacances dans les campings et les locations de la rive ouest (Sevrier, Saint-Jorioz, Duingt, Doussard) ; les cyclistes sur route qui viennent grimper la Forclaz, le Semnoz et les Aravis ; les touristes britanniques, néerlandais et suisses qui nous écrivent en anglais ; les saisonniers et les étudiants qui cherchent un vélo pas cher.',
    keyServices:
      'Vente de vélos neufs : route et gravel (Orbea, Lapierre, Cube), VTT (Lapierre, Cube), vélos de ville et VAE (Gazelle, Moustache, Cube), vélos enfants et draisiennes (Early Rider, Frog), remorques Thule et Burley ; quelques vélos d’occasion révisés et garantis 6 mois, reprise de votre ancien vélo à l’achat d’un neuf ; atelier toutes marques : crevaisons en express, révisions, réglage des freins et purge des freins hydrauliques, roues (dévoilage, rayons), entretien des fourches et amortisseurs, diagnostic des VAE Bosch, Shimano, Yamaha et Brose ; location à l’heure, à la demi-journée, à la journée et à la semaine de vélos de ville, de VAE, de vélos de route carbone pour le col de la Forclaz, de tandems et de vélos enfants, avec sièges enfant et remorques ; livraison des vélos de location dans les campings, les hôtels et les locations autour du lac ; montage et emballage des vélos des cyclistes qui arrivent en avion avec leur housse ou leur valise ; gardiennage des vélos des touristes à la journée, à la nuit ou à la semaine ; carte de fidélité gratuite.',
    commonQuestions:
      'Nos horaires (surtout le dimanche et en hiver), les prix de location à l’heure, à la journée et à la semaine, s’il faut réserver et la caution, le tour du lac (distance, difficulté, avec des enfants), les vélos de route pour la Forclaz et les pédales, les sièges bébé et les remorques, la livraison au camping ou à l’hôtel, les crevaisons et le délai de l’atelier, le prix d’une révision, les freins qui couinent ou qui s’enfoncent, les roues voilées, l’entretien des fourches, les pannes de VAE, l’autonomie des batteries, les marques que nous vendons et les essais, les vélos d’occasion, le gardiennage des vélos, la carte de fidélité et les moyens de paiement.',
    languages: ['French', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Des réponses courtes, concrètes et chaleureuses, avec les prix en euros, les horaires de la bonne saison et la taille ou le modèle de vélo qui convient. Nous vouvoyons les clients, même quand ils écrivent « slt » ou en abrégé, et nous répondons en anglais à ceux qui écrivent en anglais. Nous terminons par une étape concrète : un lien de réservation, un rendez-vous à l’atelier, une photo à nous envoyer ou le numéro WhatsApp 06 71 24 58 09.',
    personality:
      'Comme un mécanicien passionné qui roule tous les jours autour du lac : enthousiaste, de bon conseil sur les parcours, honnête sur ce qui vaut la peine d’être réparé ou non, patient avec les familles en vacances et avec les touristes qui ne parlent pas français.',
    responseTemplates: [
      {
        scenario: groupBooking,
        response:
          'Avec plaisir ! Pour vous préparer les bons vélos, envoyez-nous par WhatsApp au 06 71 24 58 09 ou par e-mail à bonjour@cyclesdulac.example : les dates et heures de début et de fin (demi-journée, journée ou semaine) ; le nombre de cyclistes, la taille de chacun en centimètres et l’âge des enfants ; les vélos souhaités (ville, électrique, route, tandem, vélo enfant) et les équipements (siège enfant, remorque, barre de traction) ; si vous voulez une livraison, le nom et l’adresse du camping, de l’hôtel ou du logement ; et un numéro de portable. Nous vous répondons dans la journée avec le prix total et un lien de réservation ; un acompte de 30 % confirme la réservation. À partir de 6 vélos loués ensemble, nous faisons 10 % de remise.',
      },
      {
        scenario: repairQuote,
        response:
          'Bien sûr ! Pour vous faire un devis gratuit, dites-nous : la marque, le modèle et l’année du vélo (et, pour un VAE, le système : Bosch, Shimano, Yamaha, Brose…) ; ce qui ne va pas (bruit, vitesses qui sautent, freins, roue voilée, code erreur à l’écran…), avec deux ou trois photos ou une courte vidéo ; et pour quand vous en avez besoin (en vacances ? dites-le, nous vous passons en priorité). Envoyez tout par WhatsApp au 06 71 24 58 09 ou par e-mail à bonjour@cyclesdulac.example : nous répondons sous 24 heures avec une estimation et une date de rendez-vous. Le devis définitif se fait gratuitement à l’atelier, et nous ne commençons jamais un travail de plus de 80 € sans votre accord.',
      },
    ],
  },
  qa: [
    french(
      location,
      'Cycles du Lac se trouve au 48 route d’Albertville, 74000 Annecy, directement au bord de la piste cyclable du lac (la voie verte), entre la plage des Marquisats et Sevrier, à 10 minutes à pied de la vieille ville. D’avril à septembre, le magasin, la location et l’atelier sont ouverts 7 jours sur 7, de 9h à 19h, et de 8h30 à 19h30 en juillet et en août ; le dimanche, l’atelier ne fait que les réparations express (crevaisons, petits réglages). D’octobre à mars, nous sommes ouverts du mardi au samedi, de 9h à 12h et de 14h à 18h30, et fermés le dimanche et le lundi. Les jours fériés, nous sommes ouverts d’avril à septembre et fermés d’octobre à mars. Fermeture annuelle du 22 décembre au 5 janvier. Six places de stationnement gratuites pour les clients devant le magasin, et le parking payant des Marquisats à 200 mètres. Téléphone 04 50 52 18 36, WhatsApp 06 71 24 58 09, e-mail bonjour@cyclesdulac.example.',
    ),
    french(
      rentalPrices,
      'Nos tarifs 2026, casque et antivol compris (1 heure / demi-journée de 4 heures / journée / semaine de 7 jours) : vélo de ville 7 vitesses avec panier : 6 € / 14 € / 20 € / 85 € ; vélo à assistance électrique (VAE) Moustache ou Cube, moteur Bosch : 12 € / 28 € / 39 € / 180 € ; vélo de route carbone Orbea Orca : 35 € la demi-journée, 49 € la journée, 230 € la semaine (pas de location à l’heure) ; tandem : 12 € / 30 € / 45 € / 200 € ; vélo enfant 16, 20 ou 24 pouces : 4 € / 9 € / 12 € / 50 €. Siège enfant : 5 € la journée, 25 € la semaine. Remorque enfant 1 ou 2 places : 10 € la demi-journée, 15 € la journée, 70 € la semaine. La journée va de l’ouverture à la fermeture du magasin ; la demi-journée, ce sont 4 heures d’affilée, le matin, l’après-midi ou au créneau qui vous arrange. De 2 à 6 jours, vous payez le prix de la journée par jour, avec 10 % de remise dès 3 jours. Les tarifs sont les mêmes toute l’année. En juillet et en août, réservez en ligne pour être sûr d’avoir votre vélo.',
    ),
    french(
      rentalBooking,
      'Ce n’est pas obligatoire, mais en juillet-août et les week-ends de mai et de juin, c’est vivement conseillé : réservez au moins 48 heures à l’avance, et une semaine à l’avance pour les VAE, les vélos de route et les tandems, qui partent en premier. Vous réservez sur cyclesdulac.example/location, par téléphone au 04 50 52 18 36 ou par WhatsApp au 06 71 24 58 09, en indiquant les dates, le type de vélo et la taille de chaque cycliste. Une réservation en ligne est confirmée par un acompte de 30 %. Le jour du départ, venez avec une pièce d’identité (carte d’identité, passeport ou permis de conduire) et une carte bancaire au nom de la personne qui loue, pour la caution ; pour un vélo de route, apportez vos chaussures, et vos pédales si vous préférez les vôtres. Comptez 10 minutes pour le contrat et le réglage de la selle. Un mineur loue avec un parent, qui signe le contrat.',
    ),
    french(
      deposit,
      'Au départ, nous prenons une empreinte de carte bancaire (une préautorisation : rien n’est débité) au nom de la personne qui loue : 100 € pour un vélo enfant, un siège enfant ou une remorque, 200 € pour un vélo de ville, 400 € pour un tandem, 1 000 € pour un VAE ou un vélo de route. Nous acceptons Visa, Mastercard et American Express, y compris les cartes étrangères. Pour un vélo de ville, un vélo enfant ou un tandem, vous pouvez aussi laisser un chèque de caution d’une banque française ou la caution en espèces. Nous photographions aussi une pièce d’identité (nous ne gardons pas l’original). L’empreinte est libérée au retour du vélo si tout est en ordre ; selon votre banque, le montant redevient disponible en 3 à 7 jours. Pour une livraison au camping ou à l’hôtel, la caution est prise sur place avec notre terminal de paiement mobile.',
    ),
    french(
      lakeTour,
      'Oui, c’est la sortie préférée de nos clients : environ 42 km au départ du magasin. Sur la rive ouest, d’Annecy à Doussard (Bout-du-Lac), vous roulez 17 km sur la voie verte, plate, goudronnée et interdite aux voitures. Sur la rive est, de Doussard à Annecy par Talloires, Menthon-Saint-Bernard et Veyrier-du-Lac, il n’y a pas de piste : vous partagez la route départementale avec les voitures, avec quelques montées, surtout entre Talloires et Menthon. Comptez 3 à 4 heures avec les arrêts en vélo de ville, 2 h 30 en VAE. Nous conseillons de faire la rive est le matin, quand il y a moins de circulation, et de rentrer tranquillement par la voie verte. En VAE, une seule charge de batterie suffit largement. Avec de jeunes enfants, préférez un aller-retour sur la voie verte, jusqu’à Saint-Jorioz ou Duingt. Une carte du tour du lac avec les plages, les points d’eau et les toilettes est donnée avec chaque location.',
    ),
    french(
      roadBikes,
      'Oui. Nous louons des vélos de route carbone Orbea Orca, Shimano 105 12 vitesses et freins à disque, avec des braquets de montagne (plateaux 50/34, cassette 11-34), en tailles 49, 51, 53, 55, 57 et 60 : 35 € la demi-journée, 49 € la journée, 230 € la semaine. Le casque, un porte-bidon avec son bidon et une sacoche de selle avec chambre à air, démonte-pneus et mini-pompe sont compris. Pédales : des pédales plates sont montées d’origine ; nous prêtons gratuitement des pédales Shimano SPD-SL ou Look Keo, ou nous montons les vôtres. Apportez vos chaussures. Indiquez votre taille et votre longueur d’entrejambe à la réservation : nous réglons la hauteur et le recul de selle avant votre arrivée. Le col de la Forclaz (1 150 m) domine la rive est du lac : la montée est courte mais raide, avec des passages à plus de 10 %, et la vue sur le lac au sommet vaut l’effort. En juillet et en août, réservez votre vélo une semaine à l’avance.',
    ),
    french(
      kidsGear,
      'Oui. Sièges enfant arrière Thule Yepp, de 9 mois à 22 kg environ (jusqu’à 5 ou 6 ans), montés sur nos vélos de ville et nos VAE : 5 € la journée, 25 € la semaine. Remorques Thule Chariot 1 ou 2 places, pour les enfants de 1 à 6 ans (dès 6 mois avec le hamac bébé), 45 kg au maximum, attelées à un vélo de ville ou à un VAE : 10 € la demi-journée, 15 € la journée, 70 € la semaine. Vélos enfants : 16 pouces (4-6 ans, de 1,05 à 1,20 m), 20 pouces (6-9 ans, de 1,15 à 1,35 m) et 24 pouces (8-12 ans, de 1,30 à 1,50 m), à 4 € l’heure, 12 € la journée, 50 € la semaine. Barre de traction Trail-Gator, pour tracter le vélo d’un enfant fatigué derrière celui d’un adulte : 5 € la journée. Les casques enfants sont fournis gratuitement ; ils sont obligatoires pour les moins de 12 ans. Nous avons 12 sièges et 8 remorques : en été, réservez-les en même temps que les vélos.',
    ),
    french(
      delivery,
      'Oui, tous les jours d’avril à septembre : nous livrons les vélos de location le matin entre 8h30 et 10h et les reprenons le soir entre 18h et 19h30, ou à l’heure convenue. Prix par trajet (la livraison est un trajet, la reprise un autre) : zone 1 (Annecy, Annecy-le-Vieux, Sevrier, Veyrier-du-Lac) 15 € ; zone 2 (Saint-Jorioz, Duingt, Menthon-Saint-Bernard, Talloires) 25 € ; zone 3 (Doussard, Lathuile, Bout-du-Lac, Chevaline) 35 €. La livraison et la reprise sont gratuites dans les zones 1 et 2 à partir de 4 vélos loués 3 jours ou plus. Minimum une journée de location. Réservez au moins 48 heures à l’avance en donnant le nom et l’adresse du camping, de l’hôtel ou du logement et un numéro de portable. Nous apportons les casques, les antivols, les sièges et les remorques réservés, réglons les vélos sur place et prenons la caution avec un terminal de paiement mobile. D’octobre à mars, nous livrons sur demande, en zone 1 seulement.',
    ),
    french(
      repairs,
      'Oui. Notre atelier répare tous les vélos, toutes marques, achetés chez nous ou ailleurs, en grande surface ou sur internet : vélos de ville, de route, gravels, VTT, VAE, vélos enfants et vélos cargo. Vous prenez rendez-vous en ligne, par téléphone ou au magasin, ou vous déposez le vélo sans rendez-vous. Délais : de novembre à février, 2 à 3 jours ; de mars à octobre, 5 à 7 jours pour une révision. Les réparations express (crevaison, réglage des freins ou des vitesses, changement de chaîne ou de câble) se font le jour même, souvent pendant que vous attendez. Si vous êtes en vacances, dites-le : nous passons votre vélo en priorité pour qu’il soit prêt avant votre départ. Le devis est gratuit ; si la réparation dépasse le devis ou 80 €, nous vous appelons avant. La main d’œuvre est à 60 € de l’heure. Vous pouvez apporter vos pièces : nous facturons alors la main d’œuvre seulement, sans garantie sur la pièce. Nous vous prévenons par SMS quand le vélo est prêt.',
    ),
    french(
      puncture,
      'La réparation d’une crevaison, avec une chambre à air neuve standard, coûte 15 € pour une roue avant, 18 € pour une roue arrière, et 25 € pour une roue arrière de VAE à moteur dans le moyeu ou à moyeu à vitesses intégrées (Shimano Nexus, Rohloff). Pneu tubeless : remise de liquide préventif et pose d’une mèche, 20 €. C’est sans rendez-vous et cela prend en général 20 à 30 minutes, pendant que vous attendez, y compris le dimanche d’avril à septembre. Si le pneu est usé ou coupé, nous vous proposons un pneu neuf, de 25 € (ville) à 60 € (route ou anti-crevaison renforcé), posé sans supplément avec la crevaison. Vous préférez réparer vous-même ? Nous vendons les chambres à air (7 à 9 €), les rustines, les démonte-pneus et les pompes.',
    ),
    french(
      servicing,
      'Nous avons trois forfaits, pièces en plus. Révision Essentielle, 59 € : réglage des freins et des vitesses, contrôle et serrage de toute la visserie, nettoyage et graissage de la chaîne, pression des pneus, contrôle de l’usure des pièces, avec un devis pour ce qui doit être changé. Révision Complète, 109 € : l’Essentielle, plus le dévoilage des deux roues, le nettoyage complet de la transmission, le réglage du jeu de direction et des moyeux, le contrôle des câbles et des gaines et le lavage du vélo. Révision VAE, 129 € : la Complète, plus le diagnostic électronique du moteur et de la batterie et la mise à jour du logiciel. Nous conseillons une révision par an, ou tous les 2 000 km. Au printemps, prenez rendez-vous une à deux semaines à l’avance. Pour un vélo acheté chez nous, la première révision est offerte dans les 3 mois.',
    ),
    french(
      brakes,
      'Oui. Réglage d’un frein (patins ou disque mécanique) : 12 €. Changement de plaquettes ou de patins : 15 € par frein, plus les plaquettes (de 18 à 35 € la paire). Purge d’un frein hydraulique, liquide compris : 30 € par frein pour les freins à huile minérale (Shimano, Magura, Tektro), 40 € pour les freins au liquide DOT (SRAM, Avid, Hope, Formula) ; 55 € ou 75 € pour les deux freins. Une purge s’impose quand le levier est spongieux, qu’il s’enfonce jusqu’au guidon ou que le freinage perd de sa puissance, et au moins une fois par an sur un VAE ou un VTT. Un frein à disque qui couine a souvent des plaquettes ou un disque gras : nous les nettoyons ou les remplaçons. Un réglage se fait sans rendez-vous ; pour une purge, déposez le vélo le matin, il est prêt le soir.',
    ),
    french(
      wheels,
      'Oui. Dévoilage d’une roue : 20 € (15 € si vous apportez la roue seule). Remplacement d’un rayon cassé, dévoilage compris : 25 €, puis 5 € par rayon supplémentaire. Remplacement de jante ou montage d’une roue complète : 60 € de main d’œuvre, plus les pièces ; une roue neuve de vélo de ville coûte à partir de 45 € à l’avant et 59 € à l’arrière. Délai : 24 à 48 heures, et le jour même en basse saison si le vélo est déposé avant 10h. Si la jante est fissurée ou trop usée (le témoin d’usure des jantes de freins à patins a disparu), nous ne la redressons pas : il faut la changer. Une roue voilée qui frotte contre les patins ou le cadre ne doit pas rouler longtemps, surtout si un rayon est cassé.',
    ),
    french(
      suspension,
      'Oui, pour les marques RockShox, Fox, SR Suntour, Marzocchi et DT Swiss. Entretien des fourreaux de fourche, conseillé toutes les 50 heures de roulage (nettoyage, joints racleurs, huile) : 65 €. Entretien complet de la fourche, toutes les 200 heures ou une fois par an : 140 €, plus le kit de joints (25 à 45 €). Entretien de la chambre à air d’un amortisseur arrière : 55 €. L’entretien complet d’un amortisseur est confié à un centre agréé Fox et RockShox : de 160 à 220 €, en 2 à 3 semaines. Délai pour une fourche : 5 à 7 jours, 10 jours en mai et en juin. Une fourche qui perd de l’huile, qui talonne, qui cogne ou qui ne remonte plus doit être entretenue avant de rouler de nouveau. Nous réglons gratuitement la pression et l’affaissement (SAG) de votre suspension après chaque entretien.',
    ),
    french(
      ebikeDiag,
      'Oui. Nous avons les outils de diagnostic officiels Bosch, Shimano Steps, Yamaha et Brose. Le diagnostic complet (lecture des codes d’erreur, test du moteur, des capteurs, de l’écran et du câblage, mise à jour du logiciel) coûte 45 €, déduits si vous faites la réparation chez nous. Test de capacité de la batterie, avec un rapport imprimé : 35 €. Si une pièce est sous garantie, nous montons le dossier auprès du fabricant, même si le vélo n’a pas été acheté chez nous ; un moteur envoyé en réparation revient en 2 à 4 semaines. Nous ne réparons pas les cellules des batteries et ne travaillons ni sur les kits de conversion ni sur les vélos débridés au-delà de 25 km/h. Pour les VAE d’autres systèmes (Bafang, moteurs de grande surface), nous faisons la partie mécanique, mais le diagnostic électronique n’est pas toujours possible : appelez-nous avant de venir.',
    ),
    french(
      newBikes,
      'Nous avons environ 150 vélos neufs en magasin. Route et gravel : Orbea, Lapierre et Cube, vélos de route à partir de 1 099 €, gravels à partir de 1 299 €. VTT : Lapierre et Cube, semi-rigides à partir de 699 €, tout-suspendus à partir de 2 199 €. Vélos de ville et vélos électriques : Gazelle, Moustache et Cube, vélos de ville à partir de 449 €, VAE à partir de 1 999 €. Enfants : Early Rider et Frog, draisiennes à partir de 149 €, vélos de 16 à 24 pouces à partir de 249 €. Remorques Thule et Burley. Un modèle qui n’est pas en stock se commande en 1 à 3 semaines. Chaque vélo est monté, réglé à votre taille et livré prêt à rouler, avec la première révision offerte. Pour trouver la bonne taille, nous mesurons votre taille et votre entrejambe en magasin. Pour les enfants, la taille compte plus que l’âge : 16 pouces vers 4-6 ans, 20 pouces vers 6-9 ans, 24 pouces vers 8-12 ans ; venez avec l’enfant pour qu’il essaie.',
    ),
    french(
      testRide,
      'Oui, tous les vélos en stock s’essaient gratuitement sur la voie verte, juste devant le magasin, pendant 20 à 30 minutes, contre une pièce d’identité. Pour un VAE, le mieux est un vrai essai sur vos trajets : louez-le à la journée ou le week-end au tarif de location, et le montant de la location est déduit du prix si vous achetez un VAE chez nous dans le mois. Pour un vélo de route ou un gravel, venez en tenue, avec vos chaussures et vos pédales si vous roulez en pédales automatiques, et prenez rendez-vous en semaine pour avoir un vendeur rien que pour vous. Le samedi après-midi en été, il y a beaucoup de monde : préférez le matin ou la semaine.',
    ),
    french(
      secondHand,
      'Oui, nous avons en général 10 à 20 vélos d’occasion : nos vélos de location de la saison passée, vendus à partir de septembre, et des vélos repris à nos clients. Tous sont révisés par l’atelier, avec des pièces d’usure neuves si besoin, et garantis 6 mois. Prix : vélos de ville à partir de 190 €, vélos de route à partir de 690 €, VAE à partir de 990 €. La liste est mise à jour chaque semaine sur notre Instagram (@cyclesdulac) et affichée au magasin. Reprise : quand vous achetez un vélo neuf chez nous, nous reprenons votre ancien vélo ; sa valeur, estimée après un contrôle de 15 minutes, est déduite du prix. Nous ne rachetons pas les vélos sans achat d’un vélo neuf.',
    ),
    french(
      storage,
      'Oui. Pour les cyclistes de passage et les vacanciers venus avec leur propre vélo, nous gardons le vélo dans notre local fermé et sous alarme pendant que vous visitez la vieille ville, vous baignez, ou pour la nuit si votre hôtel ou votre location n’a pas de local à vélos. Tarifs par vélo : 5 € la journée (pendant nos heures d’ouverture), 8 € la nuit (de la fermeture à l’ouverture du lendemain), 30 € la semaine. La batterie d’un VAE est rechargée gratuitement. Les sacoches et le casque peuvent rester avec le vélo. Pas besoin de réserver pour une journée ou une nuit, dans la limite de nos 25 places ; pour une semaine, réservez. Vous payez au dépôt et vous reprenez le vélo pendant nos heures d’ouverture.',
    ),
    french(
      loyalty,
      'La carte Cycles du Lac est gratuite et se crée au magasin en une minute, avec votre nom et votre numéro de portable : pas besoin de carte en plastique. Vous gagnez 1 point par euro dépensé à l’atelier, en pièces, en accessoires, en vélos et en location ; 200 points vous donnent un bon d’achat de 10 €. La carte donne aussi 10 % de remise sur la main d’œuvre de l’atelier, un contrôle de sécurité gratuit par an (freins, pneus, serrages) et le prêt gratuit d’un vélo de ville quand votre vélo reste plus de 48 heures à l’atelier. Les points sont valables 2 ans : les vacanciers qui reviennent chaque été les retrouvent d’une année sur l’autre. Les bons d’achat ne s’utilisent pas sur les vélos déjà en promotion.',
    ),
    french(
      payment,
      'Nous acceptons les cartes bancaires (Visa, Mastercard, American Express, y compris les cartes étrangères), le paiement sans contact, Apple Pay et Google Pay, les espèces en euros, les chèques d’une banque française avec une pièce d’identité et les chèques-vacances ANCV (papier et Connect) pour la location et l’atelier. Pour l’achat d’un vélo neuf de 300 € à 6 000 €, vous pouvez payer en 3 ou 4 fois sans frais par carte bancaire, avec une réponse immédiate au magasin. Nous n’acceptons pas les francs suisses ni les livres sterling en espèces : une carte étrangère est débitée en euros. Les entreprises peuvent recevoir une facture à leur nom.',
    ),
    french(
      rentalTrouble,
      'Tous nos vélos de location ont des pneus renforcés anti-crevaison, et chaque VAE et vélo de route a une sacoche avec chambre à air, démonte-pneus et mini-pompe. En cas de crevaison ou de panne, appelez-nous au 06 71 24 58 09 pendant nos heures d’ouverture : à moins de 15 km du magasin (jusqu’à Duingt d’un côté, Talloires de l’autre), nous venons vous échanger le vélo, gratuitement si la panne n’est pas due à une chute ou à une mauvaise utilisation. Une crevaison est réparée gratuitement au magasin. L’usure normale est à notre charge ; les dégâts dus à une chute ou à une mauvaise utilisation sont facturés au tarif de l’atelier, au maximum le montant de la caution. L’option Sérénité (3 € par jour, 5 € pour un VAE ou un vélo de route) couvre les dégâts accidentels, mais pas le vol. Vol : attachez toujours le vélo par le cadre à un point fixe avec l’antivol fourni. Si le vélo est volé, déclarez-le au commissariat ou à la gendarmerie, puis rapportez-nous la clé de l’antivol et le récépissé de la plainte ; sans la clé ni la plainte, la valeur du vélo est facturée.',
    ),
    english(
      bikeBox,
      'Yes, many of our road-cycling visitors fly into Geneva (about 45 minutes from Annecy by car) or Lyon with their own bike. Bring the bike to the shop in its box, hard case or soft bag: we build it up, check and adjust the brakes and gears and pump up the tyres, usually within 2 hours, for €40. While you ride, we keep the empty box or bag in our workshop for free. At the end of your stay, we take the bike apart, protect the frame and pack it for the flight for €40, or €70 for both. Please book at least 3 days ahead by email or WhatsApp (+33 6 71 24 58 09) with your dates and your bike model. Electronic groupsets (Di2, AXS) and disc brakes are no problem; remember to pack your pedals and your derailleur hanger if you removed them.',
    ),
    english(
      helmetsLocks,
      'Yes, they come with every rental at no extra cost: a helmet for each rider (adult sizes S to XL, and children’s sizes from about 2 years old; helmets are compulsory in France for children under 12), a lock with its key, and a map of the lake tour. City bikes have a front basket; e-bikes have a pannier bag and a phone holder. Road bikes come with a bottle cage and bottle and a saddle bag with a spare inner tube, tyre levers and a mini pump. You are welcome to bring your own helmet. High-visibility vests and lights are free on request. Child seats and trailers cost extra.',
    ),
    english(
      fromStation,
      'We are about 2 km from Annecy train station, a 25-minute walk. From the station, walk through the old town to the lakeside gardens, then follow the lake south past the Marquisats beach: we are on the route d’Albertville, right on the cycle path, with our blue awning and the rental bikes outside. Several local buses from the station stop at “Marquisats”, 3 minutes from the shop, and a taxi costs about €12. If you come by car, we have six free customer spaces in front of the shop, and the paid Marquisats car park is 200 metres away. On the day you rent a bike, we can keep your suitcases at the shop for free.',
    ),
    english(
      batteryRange,
      'Our rental e-bikes have Bosch motors with 500 Wh or 625 Wh batteries. On flat ground such as the lakeside cycle path, expect 80 to 120 km in Eco mode, 60 to 80 km in Tour mode and about 40 km in Turbo. Hills, a heavy load, a child trailer, cold weather and headwinds all reduce the range. The full lake tour (about 42 km) is easy on one charge. For a big climb such as the Col de la Forclaz or the Semnoz, ride in Eco or Tour on the way up: a climb of 800 to 1,000 metres uses around half of the battery. The display always shows the remaining range. For week-long rentals you get the charger (a full charge takes 4 to 5 hours on an ordinary socket), and you can charge for free at the shop.',
    ),
    english(
      familyRoute,
      'Yes, the voie verte on the west shore is the best family ride around Annecy: flat, tarmac and separate from car traffic all the way from our shop to Bout-du-Lac (17 km). Easy goals: Sevrier (5 km, beach), Saint-Jorioz (9 km, beach and playground) and Duingt (13 km, castle and beach). With children aged 5 to 10, a return trip to Sevrier or Saint-Jorioz (10 to 18 km) is ideal; Duingt and back (26 km) suits stronger children. In July and August the path is very busy in the afternoon with bikes, rollerbladers and walkers: set off before 10am, keep to the right and ring your bell when you overtake. There are a few road crossings at Sevrier and Duingt where you should get off and walk across with the children. We do not recommend the full lake tour with young children: the east shore is on a road with traffic and hills. Helmets are compulsory for children under 12, and we provide them free.',
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'French',
      text: `TARIFS 2026 – CYCLES DU LAC
48 route d’Albertville, 74000 Annecy – au bord de la piste cyclable du lac
Tél. 04 50 52 18 36 – WhatsApp 06 71 24 58 09 – bonjour@cyclesdulac.example
Prix TTC en euros, valables du 1er janvier au 31 décembre 2026.

1. Location de vélos : 1 heure / demi-journée (4 h) / journée / semaine (7 jours)
Vélo de ville 7 vitesses avec panier : 6 / 14 / 20 / 85
Vélo à assistance électrique (Moustache ou Cube, moteur Bosch, batterie 500 ou 625 Wh) : 12 / 28 / 39 / 180
Vélo de route carbone Orbea Orca (Shimano 105 12 vitesses, freins à disque, 50/34 et 11-34, tailles 49, 51, 53, 55, 57 et 60) : – / 35 / 49 / 230
Tandem : 12 / 30 / 45 / 200
Vélo enfant 16, 20 ou 24 pouces : 4 / 9 / 12 / 50
De 2 à 6 jours : prix de la journée par jour, remise de 10 % dès 3 jours.
Compris dans toutes les locations : casque (adulte ou enfant), antivol, carte du tour du lac. VAE : sacoche et support de téléphone. Vélo de route : bidon et sacoche de selle avec kit de réparation.
Location au mois (saisonniers, stagiaires, étudiants), de 1 à 6 mois, entretien et réparations d’usure compris : vélo de ville 59 € par mois, VAE 149 € par mois (chargeur compris). Sur réservation, selon les disponibilités ; le premier mois est payé d’avance, les suivants au début de chaque mois.

2. Équipements et options de location
Siège enfant arrière Thule Yepp (9 mois à 22 kg) : 5 € la journée, 25 € la semaine
Remorque enfant Thule Chariot 1 ou 2 places : 10 € la demi-journée, 15 € la journée, 70 € la semaine
Barre de traction Trail-Gator : 5 € la journée
Prêt de pédales automatiques Shimano SPD-SL ou Look Keo, ou montage de vos pédales : gratuit
Chargeur de VAE : compris pour les locations d’une semaine ou plus
Gilet haute visibilité et éclairage : prêtés gratuitement
Option Sérénité (dégâts accidentels, hors vol) : 3 € par jour (vélo de ville, vélo enfant, tandem), 5 € par jour (VAE, vélo de route)

3. Cautions (empreinte de carte bancaire, rien n’est débité)
Vélo enfant, siège enfant, remorque : 100 € – Vélo de ville : 200 € – Tandem : 400 € – VAE et vélo de route : 1 000 €
Location au mois : mêmes montants. Chèque ou espèces possibles pour les vélos de ville, les vélos enfants et les tandems.

4. Livraison et reprise des vélos de location (prix par trajet)
Zone 1 – Annecy, Annecy-le-Vieux, Sevrier, Veyrier-du-Lac : 15 €
Zone 2 – Saint-Jorioz, Duingt, Menthon-Saint-Bernard, Talloires : 25 €
Zone 3 – Doussard, Lathuile, Bout-du-Lac, Chevaline : 35 €
Livraison et reprise gratuites en zones 1 et 2 à partir de 4 vélos loués 3 jours ou plus. D’octobre à mars : zone 1 seulement, sur demande.

5. Frais liés à la location
Retard : 30 minutes de tolérance, puis 10 € par vélo et par heure commencée ; au-delà de 2 heures de retard, une journée supplémentaire au tarif de la journée.
Échange d’un vélo en panne à plus de 15 km du magasin, ou après une chute : 30 €
Crevaison d’un vélo de location réparée au magasin : gratuit
Clé d’antivol perdue : 25 € – antivol non rendu : 45 € – casque non rendu : 40 €
Nettoyage d’un vélo rendu très sale (boue, sable) : 15 €
Dégâts : au tarif de l’atelier, au maximum le montant de la caution (sauf vol)

6. Atelier (main d’œuvre ; pièces en plus sauf mention contraire)
Taux horaire : 60 € – devis gratuit
Révision Essentielle : 59 € – Révision Complète : 109 € – Révision VAE : 129 € – première révision d’un vélo acheté chez nous : offerte dans les 3 mois
Crevaison, chambre à air standard comprise : roue avant 15 €, roue arrière 18 €, roue arrière à moteur dans le moyeu ou à vitesses intégrées 25 € ; tubeless (liquide et mèche) 20 €
Pose d’un pneu : 10 € (offerte avec une réparation de crevaison) ; pneus de 25 à 60 €
Réglage d’un frein : 12 € – changement de plaquettes ou de patins : 15 € par frein (plaquettes 18 à 35 € la paire)
Purge d’un frein hydraulique, liquide compris : huile minérale 30 € (55 € les deux freins), liquide DOT 40 € (75 € les deux freins)
Réglage des vitesses : 15 € – changement de chaîne : 15 € – changement de câble et gaine : 15 € – cassette, plateaux et boîtier de pédalier : sur devis
Dévoilage d’une roue : 20 € (roue apportée seule : 15 €) – rayon cassé, dévoilage compris : 25 €, puis 5 € par rayon supplémentaire – montage d’une roue ou remplacement de jante : 60 €
Fourche : entretien des fourreaux 65 € ; entretien complet 140 € + kit de joints (25 à 45 €). Amortisseur arrière : entretien de la chambre à air 55 € ; entretien complet en centre agréé 160 à 220 €
VAE : diagnostic complet 45 € (déduit si la réparation est faite chez nous) ; test de capacité de la batterie 35 € ; mise à jour du logiciel seule 20 €
Montage d’un accessoire (porte-bagages, garde-boue, éclairage, siège enfant) : de 10 à 25 €
Lavage complet du vélo : 15 €
Marquage antivol Bicycode (gravure du numéro sur le cadre et inscription au fichier national des vélos) : 15 € ; offert pour tout vélo neuf ou d’occasion acheté chez nous
Étude posturale pour vélo de route ou gravel (1 h 30) : 120 €, déduits de l’achat d’un vélo de route ou de gravel dans les 3 mois
Service valise vélo : montage du vélo 40 €, démontage et emballage 40 €, les deux 70 € ; housse ou valise gardée gratuitement pendant le séjour
Vélo réparé et non retiré 30 jours après l’avis de fin de travaux : 3 € par jour de gardiennage

7. Gardiennage des vélos des visiteurs (par vélo)
Journée, pendant les heures d’ouverture : 5 € – nuit, de la fermeture à l’ouverture : 8 € – semaine : 30 €
Recharge de la batterie d’un VAE : offerte. 25 places ; réservation conseillée pour une semaine.`,
    },
    {
      title: terms,
      language: 'French',
      text: `CONDITIONS GÉNÉRALES DE LOCATION, DE VENTE ET D’ATELIER – Cycles du Lac SARL, 48 route d’Albertville, 74000 Annecy, RCS Annecy 533 218 604, bonjour@cyclesdulac.example, 04 50 52 18 36. En vigueur au 1er janvier 2026.

1. Champ d’application
Les présentes conditions s’appliquent à la location de vélos et d’équipements, à la vente de vélos, de pièces et d’accessoires, aux travaux de l’atelier et au gardiennage de vélos. Les prix sont ceux du tarif 2026 affiché au magasin et publié sur notre site.

2. Location : conditions
Le loueur est majeur, présente une pièce d’identité et une carte bancaire à son nom pour la caution, dont le montant figure au tarif en vigueur. Un mineur loue avec un parent qui signe le contrat et reste responsable. Le VAE est loué à partir de 14 ans et d’une taille de 1,50 m ; le vélo de route à partir de 16 ans ; le pilote d’un tandem est majeur. Le casque est obligatoire pour les enfants de moins de 12 ans, conducteurs ou passagers d’un siège ou d’une remorque. Un état du vélo est fait au départ ; le client signale toute anomalie avant de partir.

3. Réservation, acompte et annulation
Une réservation en ligne est confirmée par un acompte de 30 %, déduit du prix de la location. L’annulation est gratuite jusqu’à 24 heures avant le début de la location : l’acompte est remboursé sous 7 jours. Moins de 24 heures avant, ou si le client ne se présente pas, l’acompte est conservé. Mauvais temps : si Météo-France place la Haute-Savoie en vigilance orange ou rouge (orages, pluie-inondation, vent violent) pour le jour de la location, ou s’il pleut de façon continue à l’heure du départ, le client peut, même la veille ou le jour même avant l’heure prévue, reporter gratuitement sa location ou recevoir un avoir du montant de l’acompte, valable 12 mois. Une location commencée et rendue plus tôt que prévu n’est pas remboursée. Une prolongation se demande par téléphone ou par WhatsApp avant la fin de la location, selon les disponibilités.

4. Utilisation des vélos loués
Le client utilise le vélo en personne raisonnable et respecte le Code de la route. Sont interdits : la sous-location et le prêt à une personne non inscrite au contrat, les compétitions, les sentiers et chemins non carrossables avec les vélos de ville, les vélos de route et les tandems, le transport d’un passager ailleurs que dans un siège ou une remorque prévus à cet effet, le chargement d’une remorque au-delà de 45 kg, la conduite sous l’emprise de l’alcool ou de stupéfiants, et la sortie du territoire français sans notre accord écrit. La batterie d’un VAE ne se recharge qu’avec le chargeur fourni. Quand il n’est pas sous sa surveillance, le client attache toujours le vélo par le cadre à un point fixe avec l’antivol fourni.

5. Restitution et retard
Le vélo est rendu au magasin pendant les heures d’ouverture, ou au lieu convenu en cas de livraison. Un retard de 30 minutes est toléré ; au-delà, chaque heure commencée est facturée par vélo au tarif en vigueur, et au-delà de 2 heures de retard une journée supplémentaire est due. Le client qui ne peut pas rendre le vélo avant la fermeture prévient le magasin ; le vélo reste sous sa responsabilité jusqu’à sa restitution. Un vélo non rendu 24 heures après la fin de la location, sans nouvelles du client, est considéré comme détourné, et une plainte est déposée.

6. Pannes, dégâts et vol
En cas de crevaison ou de panne, le client appelle le magasin pendant les heures d’ouverture. À moins de 15 km du magasin, le vélo est échangé gratuitement si la panne ne résulte ni d’une chute ni d’une mauvaise utilisation ; sinon, l’échange est facturé au tarif en vigueur. L’usure normale est à la charge du loueur. Les dégâts causés par une chute, un choc ou une mauvaise utilisation sont facturés au tarif de l’atelier, dans la limite du montant de la caution. L’option Sérénité prend en charge les dégâts accidentels, sauf en cas de négligence grave, de conduite sous l’emprise de l’alcool, de perte d’accessoires et de vol. En cas de vol, le client dépose plainte dans les 24 heures et remet au magasin la clé de l’antivol et le récépissé de plainte ; à défaut, la valeur du vélo est due, soit sa valeur à neuf diminuée de 10 % par année d’ancienneté.

7. Livraison des vélos de location
La livraison et la reprise se font aux heures convenues, à l’adresse donnée à la réservation. Le client, ou une personne majeure qu’il désigne, est présent pour l’état du vélo, le réglage et la signature du contrat. Un vélo laissé sans surveillance au lieu de reprise reste sous la responsabilité du client jusqu’à notre passage.

8. Vente
Les vélos neufs bénéficient de la garantie légale de conformité de 2 ans, de la garantie des vices cachés et de la garantie du fabricant (de 2 à 5 ans sur le cadre selon la marque). Les vélos d’occasion vendus par le magasin bénéficient de la garantie légale et d’une garantie commerciale de 6 mois, pièces et main d’œuvre, hors pièces d’usure. Une commande de vélo non disponible en stock est confirmée par un acompte de 30 %. Pour un achat conclu à distance (téléphone, e-mail, WhatsApp) et livré chez le client, celui-ci dispose d’un délai de rétractation de 14 jours à compter de la réception ; le vélo est rendu non roulé, dans son état d’origine, et les frais de retour sont à sa charge. Il n’y a pas de droit de rétractation pour un achat fait au magasin. La valeur de reprise d’un ancien vélo est valable 15 jours. Le paiement en 3 ou 4 fois est soumis à l’accord de l’organisme de paiement.

9. Atelier
Le devis est gratuit. Aucun travail dépassant le devis ou 80 € n’est fait sans l’accord du client. Les pièces remplacées sont rendues sur demande. Les travaux sont garantis 3 mois (main d’œuvre) ; les pièces fournies par le client ne sont pas garanties. Le vélo est payé à sa restitution. Un vélo non retiré 30 jours après l’avis de fin de travaux donne lieu à des frais de gardiennage au tarif en vigueur ; passé un an sans réponse à nos relances, le magasin peut engager la procédure légale applicable aux objets abandonnés.

10. Gardiennage des vélos des visiteurs
Le vélo est remis contre un ticket et repris pendant les heures d’ouverture, sur présentation du ticket. Le magasin répond du vélo dans la limite de 1 500 € par vélo, sauf valeur supérieure déclarée au dépôt. Les objets de valeur, les papiers et l’argent ne sont pas gardés.

11. Carte de fidélité
La carte est gratuite et nominative. Elle rapporte 1 point par euro dépensé ; 200 points donnent un bon d’achat de 10 €, valable 6 mois, non échangeable contre de l’argent et non utilisable sur les vélos en promotion. Les points sont valables 2 ans à compter de la date où ils sont gagnés. Les avantages de l’atelier (10 % sur la main d’œuvre, contrôle de sécurité annuel, vélo de prêt au-delà de 48 heures d’immobilisation) sont réservés aux titulaires de la carte.

12. Données personnelles, réclamations, droit applicable
Les données du client servent uniquement à la location, à la vente, à l’atelier et à la carte de fidélité ; il peut y accéder, les faire rectifier ou supprimer en écrivant à bonjour@cyclesdulac.example. Réclamations : par e-mail ou au magasin. En cas de litige, le client peut recourir gratuitement à un médiateur de la consommation dont les coordonnées figurent sur notre site. Droit français ; tribunaux d’Annecy.`,
    },
  ],
  answerable: [
    // French paraphrases and everyday words the owner never used
    {
      question:
        'Ma roue arrière est complètement voilée, ça frotte sur le patin à chaque tour. Vous pouvez me la redresser ?',
      answeredBy: [wheels, priceList, services],
    },
    {
      question:
        'Mon biclou fait un bruit de ferraille dès que je pédale et les vitesses sautent toutes seules. Vous pouvez me le remettre d’aplomb ? Ça coûte combien ?',
      answeredBy: [servicing, repairs, repairQuote, priceList, services],
    },
    {
      question:
        'Vous louez des vélos à assistance pour la journée ? On voudrait se balader autour du lac sans arriver en nage.',
      answeredBy: [rentalPrices, priceList, services, description],
    },
    {
      question:
        'Mes freins à disque couinent et la poignée s’enfonce presque jusqu’au guidon. Il faut faire une purge ? Vous faites ça ?',
      answeredBy: [brakes, priceList, services],
    },
    {
      question:
        'La fourche de mon VTT pisse l’huile et elle talonne dans les descentes, vous vous occupez de ça ?',
      answeredBy: [suspension, repairQuote, priceList, services],
    },
    // Long messages in French, the question inside
    {
      question:
        'Bonjour, nous sommes au camping de Saint-Jorioz du 12 au 19 juillet, deux adultes et deux enfants de 3 et 8 ans. On est venus en train, donc sans voiture sur place, et on aimerait des vélos pour toute la semaine : un siège pour la petite et un vélo pour le grand, qui mesure 1,30 m. Est-ce que vous pouvez nous les apporter au camping, et ça reviendrait à combien en tout ?',
      answeredBy: [delivery, kidsGear, rentalPrices, groupBooking, priceList, services],
    },
    {
      question:
        'Bonjour, je bosse à Seynod et je fais le trajet en voiture tous les jours, j’en ai marre des bouchons. Je pense passer au vélo électrique, mais je n’en ai jamais fait et ça coûte une blinde, je ne voudrais pas me planter en achetant. Est-ce que je peux en tester un avant ?',
      answeredBy: [testRide],
    },
    {
      question:
        'Salut, on vient de Lyon avec des potes le week-end du 6 juin pour grimper la Forclaz. On voyage en train, donc sans nos vélos. Vous avez des vélos de route en 56 ou à peu près ? Je roule avec des pédales Look, je les amène ou vous en avez ?',
      answeredBy: [roadBikes, priceList],
    },
    {
      question:
        'Bonjour, mon VAE a un moteur Bosch, je l’ai acheté sur internet il y a deux ans. Depuis hier l’écran affiche un code erreur et l’assistance se coupe au bout de cinq minutes. Le site où je l’ai acheté ne répond plus. Vous acceptez de regarder un vélo qui ne vient pas de chez vous ?',
      answeredBy: [ebikeDiag, repairs, repairQuote, priceList, services],
    },
    // Long messages in English
    {
      question:
        "Hi! My husband and I are staying at a hotel in Talloires for a week in September. We're from Utrecht so we cycle a lot, just not up hills! We'd like two e-bikes brought to the hotel so we can ride around the lake and maybe go up into the mountains. Can you deliver to Talloires, and will one battery get us all the way round?",
      answeredBy: [delivery, batteryRange, lakeTour, groupBooking, priceList, services],
    },
    {
      question:
        "Hello, I'm coming out from Manchester in June for a week of climbing around Annecy, the Forclaz is top of my list. I'll fly into Geneva with my bike in a hard case and I'm staying in a tiny Airbnb. Could you put the bike together when I arrive and hang on to the case until I fly home?",
      answeredBy: [bikeBox, priceList, services],
    },
    {
      question:
        "Hi, we're driving down from Bristol with our own bikes on the back of the car and staying two nights at a hotel in the old town, which has no garage or bike room. Could we leave the bikes with you overnight, and what would that cost?",
      answeredBy: [storage, priceList, services],
    },
    // Typos and chat-speak, in French
    {
      question: 'slt c combien pour louer un velo electrique a la journee svp',
      answeredBy: [rentalPrices, priceList],
    },
    {
      question: 'bjr jai creve ce matin avec mon velo, vs pouvez reparer aujourdhui ? c combien',
      answeredBy: [puncture, repairs, priceList, services],
    },
    {
      question: 'ya des sieges bebe dispo pour les velos de loc ? ma fille a 18 mois',
      answeredBy: [kidsGear, rentalPrices, priceList, services],
    },
    { question: 'vs etes ouvert le lundi en hiver ?', answeredBy: [location] },
    {
      question: 'vous vendez des velos pour enfant ? mon fils a 7 ans jsp quelle taille prendre',
      answeredBy: [newBikes, services, description],
    },
    { question: 'stp la caution c combien pour un vae', answeredBy: [deposit, priceList] },
    // Typos and chat-speak, in English
    {
      question: 'do u have helmets for kids or do we bring our own',
      answeredBy: [helmetsLocks, kidsGear, familyRoute, rentalPrices, priceList],
    },
    {
      question: 'how much 2 rent a road bike 4 the day?? thx',
      answeredBy: [rentalPrices, roadBikes, priceList],
    },
    { question: 'r u open sunday? need a new inner tube', answeredBy: [location, puncture] },
    // One or two words
    { question: 'Purge freins ?', answeredBy: [brakes, priceList, services] },
    { question: 'Bike storage?', answeredBy: [storage, priceList, services] },
    { question: 'Tandem ?', answeredBy: [rentalPrices, priceList, services, description] },
    { question: 'Carte fidélité', answeredBy: [loyalty, terms, services] },
    { question: 'E-bike range?', answeredBy: [batteryRange] },
    // Short follow-ups
    {
      question: 'et pour la semaine entière ça fait combien ?',
      answeredBy: [rentalPrices, priceList],
    },
    { question: "et vous livrez jusqu'à Talloires ?", answeredBy: [delivery, priceList] },
    { question: 'and how much is the deposit on an e-bike?', answeredBy: [deposit, priceList] },
    {
      question: "c'est combien de temps d'attente en ce moment à l'atelier ?",
      answeredBy: [repairs],
    },
    // French questions, English knowledge
    {
      question: "On arrive en train à la gare d'Annecy, c'est loin à pied votre magasin ?",
      answeredBy: [fromStation],
    },
    {
      question: 'Avec un VAE on tient combien de km avant que la batterie lâche ?',
      answeredBy: [batteryRange],
    },
    {
      question: "Le tour du lac avec des gamins de 6 et 9 ans c'est faisable ou c'est trop ?",
      answeredBy: [familyRoute, lakeTour],
    },
    // English questions, French knowledge
    {
      question:
        'Do you service bikes of any brand? Mine is a Boardman I bought back home in the UK.',
      answeredBy: [repairs, services, description],
    },
    {
      question:
        'Do you sell second-hand bikes? My daughter starts uni in Annecy in September and needs something cheap to get around town.',
      answeredBy: [secondHand, services, description],
    },
    {
      question:
        'Is there a loyalty scheme? We come back to Annecy every summer and rent bikes from you each time.',
      answeredBy: [loyalty, terms, services],
    },
    // Answered by a document only
    {
      question:
        'On a réservé 4 VAE pour demain mais la météo annonce des orages toute la journée. On peut annuler sans payer ?',
      answeredBy: [terms],
    },
    {
      question:
        "J'ai acheté un vélo d'occasion sur Leboncoin, vous pouvez me faire le marquage antivol ? C'est combien ?",
      answeredBy: [priceList],
    },
    {
      question: 'je suis saisonnier a Talloires tout l ete, vous louez un vae au mois ? c combien',
      answeredBy: [priceList],
    },
    {
      question:
        'We brought the e-bikes back almost two hours late yesterday, we stopped for a swim at Saint-Jorioz and lost track of time. Will you charge us extra for that?',
      answeredBy: [terms, priceList],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Vous organisez des balades guidées en VAE autour du lac avec un accompagnateur ? On est un groupe de 8 collègues.',
    'Vous réparez aussi les trottinettes électriques ? La mienne ne charge plus depuis une semaine.',
    'Vous louez des paddles ou des kayaks ? On voudrait aller sur le lac depuis la plage des Marquisats.',
    'Vous louez des VTT de descente pour rouler au Semnoz ? On est trois, plutôt bon niveau.',
    'Vous vous déplacez pour réparer un vélo à domicile ? J’habite à Cran-Gevrier et mon vélo cargo est trop lourd à amener.',
    'What time is the last boat from Talloires back to Annecy, and can we take the bikes on board?',
    'Could you pick us up at Geneva airport with our bike boxes and drive us to Annecy?',
    "Do you rent car bike racks? We'd like to drive two of your e-bikes up to the Semnoz.",
    // Plainly outside
    "L'eau du lac est à combien de degrés en ce moment ? On peut se baigner avec les enfants ?",
    'Can you recommend a good restaurant for a fondue in the old town?',
  ],
};
