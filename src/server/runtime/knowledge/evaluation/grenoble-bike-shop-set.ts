import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Cycles Belledonne, an independent bike shop with a workshop on the cours Berriat in
 * Grenoble, founded in 2011. It sells new city bikes, electric bikes (VAE), mountain bikes and
 * e-MTBs, gravel and road bikes, cargo bikes and kids' bikes, and a few bikes refurbished in
 * its own workshop; it repairs and services bikes of any brand (punctures, brakes, gears,
 * wheels, e-bike motor and battery diagnosis), rents bikes by the half-day, the day, the
 * weekend, the week and the month (with a fleet of e-MTBs for the Chartreuse and Belledonne),
 * does bike fitting and Bicycode anti-theft marking, helps with the state and Grenoble-Alpes
 * Métropole e-bike purchase grants and with the employer's forfait mobilités durables, takes
 * payment in 3 or 4 instalments and buys bikes back at the end of a stay. Its customers write
 * in French (students, commuters, families giving up a car for a cargo bike, mountain bikers)
 * and in English (tourists, and researchers, PhD and Erasmus students from abroad at the
 * CNRS, the ESRF or the university). The owners wrote the briefing in French, most Q&A pairs
 * in French (hours, any-brand repairs, punctures, servicing, workshop appointments, gears and
 * brakes, e-bike diagnosis, the range, e-bikes, cargo bikes, kids' bikes, refurbished bikes,
 * test rides, the guarantee, purchase grants, the forfait mobilités durables, instalments,
 * payment, student discounts, rental prices, e-MTB rental, rental conditions, bike fitting,
 * Bicycode) and a few in English (renting by the month, which bike to commute on, bike theft,
 * buying the bike back when one leaves Grenoble), added two custom responses (a repair or
 * servicing quote, an e-MTB booking), and pasted the 2026 price and services list and the
 * general terms of sale, workshop and rental, both in French.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases with
 * regional slang and everyday words the owners never used ("biclou", "bécane", "vélo élec",
 * "en nage au taf", "des sous à gratter", "remettre d'aplomb", "les patins ne freinent plus
 * rien", "le dérailleur saute", "piquer" for steal), long messages with a story around the
 * question (a family in Meylan giving up its second car for a cargo bike, a master's student
 * on a 250 € budget, an e-bike bought online whose battery dies after 15 km, four friends on
 * e-MTBs in the Chartreuse over a weekend when the shop is closed, a commuter whose employer
 * pays the forfait mobilités durables, a Brazilian postdoc torn between renting and buying, a
 * couple riding Belledonne, a road cyclist with neck pain), typos and chat-speak ("slt", "c
 * combien", "pr", "svp", "vs", "jsp", "ya", "a peter", "c dispo", "rdv", "ce we", no accents;
 * "u", "2", "4", "pls"), one- or two-word questions ("Bicycode ?", "Location VTTAE",
 * "Crevaison", "Kids bikes?", "Aide VAE"), short follow-ups that only make sense after an
 * earlier question ("et le dimanche ?", "and if it's the back wheel of an e-bike?", "and are
 * helmets included?", "et ça marche aussi pour un VAE d'occasion ?"), French questions against
 * English knowledge and the reverse, and a few that only a document answers (a bike left at
 * the workshop all summer, a rented e-MTB stolen on a ride, studded tyres for winter,
 * exchanging an unridden gravel bike). The outside questions include hard negatives that share
 * words with the knowledge (repairing an electric scooter, guided e-MTB rides with an
 * instructor, theft insurance for one's own e-bike, returning a Métrovélo, cycling lessons for
 * an adult, shipping a bike abroad, the Chamrousse chairlifts for mountain bikes, renting car
 * bike racks) and plain questions about a raclette restaurant and the bus from Lyon airport.
 */

const english = qaIn('English');
const french = qaIn('French');

// The sources' titles, as the answers name them.
const location = 'Où se trouve le magasin et quels sont vos horaires ?';
const repairBrands = 'Réparez-vous les vélos de toutes les marques, même achetés ailleurs ?';
const puncture = 'Combien coûte la réparation d’une crevaison ?';
const servicing = 'Combien coûte une révision de mon vélo ?';
const workshopDelay = 'Faut-il prendre rendez-vous à l’atelier et quel est le délai ?';
const gearsBrakes = 'Mes vitesses sautent ou mes freins frottent : que pouvez-vous faire ?';
const ebikeDiagnosis =
  'Pouvez-vous diagnostiquer le moteur ou la batterie de mon vélo électrique ?';
const bikesRange = 'Quels types de vélos vendez-vous ?';
const ebikes = 'Quels vélos électriques vendez-vous et à quel prix ?';
const cargo = 'Vendez-vous des vélos cargo pour transporter les enfants ?';
const kids = 'Avez-vous des vélos pour enfants ?';
const refurbished = 'Vendez-vous des vélos d’occasion ou reconditionnés ?';
const testRide = 'Puis-je essayer un vélo avant de l’acheter ?';
const warranty = 'Quelle est la garantie sur un vélo acheté chez vous ?';
const grants = 'Quelles aides puis-je obtenir pour acheter un vélo électrique à Grenoble ?';
const fmd = 'Mon employeur peut-il participer avec le forfait mobilités durables ?';
const instalments = 'Puis-je payer en plusieurs fois ?';
const payment = 'Quels moyens de paiement acceptez-vous ?';
const student = 'Avez-vous des réductions pour les étudiants ?';
const rentalPrices = 'Combien coûte la location d’un vélo à la journée ou à la semaine ?';
const emtbRental = 'Louez-vous des VTT électriques pour la Chartreuse et Belledonne ?';
const rentalConditions = 'Que faut-il pour louer un vélo (caution, pièce d’identité) ?';
const fitting = 'Proposez-vous une étude posturale (bike fitting) ?';
const bicycode = 'Pouvez-vous graver mon vélo avec Bicycode ?';
const longRental = 'Can I rent a bike for a few weeks or months while I am in Grenoble?';
const commuting = 'Which bike do you recommend for commuting in Grenoble?';
const theft = 'How can I protect my bike from theft in Grenoble?';
const buyback = 'Will you buy my bike back when I leave Grenoble?';
const priceList = 'Tarifs et prestations 2026 – Cycles Belledonne';
const terms = 'Conditions générales de vente, d’atelier et de location 2026';
const repairQuote = 'Demande de devis pour une réparation ou une révision';
const rentalQuote = 'Demande de réservation de VTT électriques';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const grenobleBikeShopSet: EvaluationSet = {
  name: 'Grenoble bike shop (Cycles Belledonne)',
  heldOut: false,
  agentName: 'Lou',
  briefing: {
    companyName: 'Cycles Belledonne',
    industry: 'retail',
    description:
      'Cycles Belledonne est un magasin de vélos indépendant avec atelier, au 27 cours Berriat à Grenoble, à deux minutes de l’arrêt de tram Berriat – Le Magasin (ligne A). Nous l’avons ouvert en 2011, Camille et Thomas Reynaud, après dix ans comme mécaniciens cycles, et nous sommes aujourd’hui 9 : quatre mécaniciens (dont deux certifiés Bosch et Shimano Steps pour les vélos électriques), trois vendeurs et deux personnes à l’accueil et à la location. Nous avons environ 120 vélos neufs en magasin (ville, électriques, VTT, gravel, route, cargo et enfants) et une vingtaine de vélos reconditionnés dans notre atelier, nous réparons toutes les marques et nous louons une soixantaine de vélos, dont 14 VTT électriques pour la Chartreuse et Belledonne. Nous roulons nous-mêmes tous les jours en ville et tous les week-ends en montagne, et nous parlons français et anglais.',
    targetAudience:
      'Les étudiants de l’Université Grenoble Alpes, de Grenoble INP et des écoles ; les salariés qui vont au travail à vélo dans la métropole, de la Presqu’île scientifique à Inovallée ; les familles qui remplacent une voiture par un vélo cargo ; les vététistes et les cyclistes sur route qui roulent en Chartreuse, en Belledonne et dans le Vercors ; les touristes de passage ; et les chercheurs, doctorants et étudiants étrangers (CNRS, ESRF, ILL, Erasmus), qui nous écrivent souvent en anglais.',
    keyServices:
      'Vente de vélos neufs : ville, électriques (VAE), VTT et VTT électriques, gravel, route, cargo et enfants (Gazelle, Lapierre, Orbea, Moustache, O2feel, Tern, Riese & Müller, Woom) ; vélos reconditionnés garantis 12 mois ; atelier toutes marques : crevaisons, freins, vitesses, roues, révisions, diagnostic du moteur et de la batterie des VAE ; location à la demi-journée, à la journée, au week-end, à la semaine et au mois, dont des VTT électriques pour la Chartreuse et Belledonne ; étude posturale (bike fitting) ; marquage antivol Bicycode ; aide au dossier pour les aides à l’achat de l’État et de Grenoble-Alpes Métropole ; factures pour le forfait mobilités durables ; paiement en 3 ou 4 fois sans frais ; rachat en fin de séjour pour les étudiants et les chercheurs étrangers.',
    commonQuestions:
      'Nos horaires et si nous ouvrons le lundi, le prix d’une crevaison et d’une révision, le délai de l’atelier, les vitesses qui sautent et les freins, les pannes de moteur ou de batterie d’un vélo électrique acheté ailleurs, le choix et le prix d’un VAE ou d’un vélo cargo, les vélos d’occasion pas chers pour les étudiants, les aides de l’État et de la Métropole, le forfait mobilités durables, le paiement en plusieurs fois, la location de VTT électriques pour le week-end et la caution, le bike fitting, le marquage Bicycode ; et, en anglais, la location au mois, le vélo à choisir pour aller au travail, le vol de vélo et le rachat en fin de séjour.',
    languages: ['French', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Réponses courtes et concrètes, avec les prix en euros et les horaires exacts. Nous vouvoyons les clients, mais sans chichis, même quand ils écrivent « slt » ou parlent de leur biclou, et nous répondons en anglais à qui écrit en anglais. Nous ne faisons pas de diagnostic à distance sans voir le vélo : nous proposons de passer à l’atelier express ou de prendre rendez-vous. Nous terminons par une étape concrète : un rendez-vous à l’atelier, une réservation, un essai en magasin ou notre WhatsApp, 06 72 18 45 90.',
    personality:
      'Comme un mécano de quartier passionné de montagne : chaleureux, direct, pédagogue sur l’entretien, honnête quand une réparation ne vaut pas le coup, enthousiaste pour conseiller une sortie en Chartreuse ou en Belledonne, patient avec les débutants et les nouveaux arrivants.',
    responseTemplates: [
      {
        scenario: repairQuote,
        response:
          'Avec plaisir ! Pour vous donner un prix et un délai, envoyez-nous par WhatsApp au 06 72 18 45 90 ou par e-mail à atelier@cycles-belledonne.example : la marque, le modèle et l’année du vélo (et pour un vélo électrique, la marque du moteur et le code erreur affiché) ; ce qui ne va pas, en quelques mots (bruit, vitesses qui sautent, freins, roue voilée, batterie) ; deux ou trois photos, dont une de la transmission ; et les jours où vous pouvez déposer le vélo. Nous répondons sous 24 heures ouvrées avec une estimation. Le prix définitif est confirmé après un contrôle à l’atelier, et nous ne faisons rien au-delà du devis sans votre accord. Pour une crevaison ou un petit réglage, pas besoin de devis : passez à l’atelier express, sans rendez-vous, du mardi au vendredi de 9h30 à 11h30.',
      },
      {
        scenario: rentalQuote,
        response:
          'Super projet ! Pour vous réserver les bons vélos, dites-nous : les dates et les heures de retrait et de retour (d’avril à octobre, retrait possible le dimanche de 8h30 à 10h et retour le dimanche de 17h30 à 19h) ; le nombre de cyclistes, avec la taille et le poids de chacun ; votre niveau en VTT ; le massif visé (Chartreuse, Belledonne, Vercors), pour que nous vous préparions les traces GPX ; et si vous avez besoin d’un chargeur supplémentaire. Nous vous confirmons la disponibilité dans la journée et vous envoyons un lien pour payer l’acompte de 30 %. Le jour du retrait, prévoyez une pièce d’identité et une carte bancaire pour la caution de 1 500 € par vélo (une empreinte, rien n’est débité). WhatsApp 06 72 18 45 90, e-mail location@cycles-belledonne.example.',
      },
    ],
  },
  qa: [
    french(
      location,
      'Cycles Belledonne se trouve au 27 cours Berriat, 38000 Grenoble, à 2 minutes à pied de l’arrêt de tram Berriat – Le Magasin (ligne A) et à 10 minutes à pied de la gare. Le magasin et l’atelier sont ouverts du mardi au vendredi de 9h30 à 12h30 et de 14h00 à 19h00, et le samedi de 9h30 à 18h30 sans interruption. Nous sommes fermés le dimanche, le lundi et les jours fériés, ainsi que la semaine du 10 au 16 août 2026. Exception pour la location : d’avril à octobre, vous pouvez retirer un vélo loué le dimanche de 8h30 à 10h00 et le rendre le dimanche de 17h30 à 19h00, uniquement sur réservation. Téléphone 04 76 48 21 37, WhatsApp 06 72 18 45 90, e-mail contact@cycles-belledonne.example. Il y a des arceaux vélo devant la boutique ; en voiture, le parking payant le plus proche est à 200 mètres, rue Abbé-Grégoire.',
    ),
    french(
      repairBrands,
      'Oui. Notre atelier répare et entretient les vélos de toutes les marques, neufs ou anciens, achetés chez nous, en grande surface, sur internet ou d’occasion : vélos de ville, VTT, gravel, route, pliants, cargos, vélos d’enfants et vélos électriques. Pour les vélos électriques, nos mécaniciens sont formés et équipés pour les moteurs Bosch, Shimano Steps, Yamaha, Brose, Bafang, Specialized, Fazua et Mahle. Les tarifs de l’atelier sont les mêmes pour tous les vélos, d’où qu’ils viennent. Pour une pièce propre à une marque peu courante, le délai dépend du fournisseur : nous vous prévenons avant de commander. Si une réparation coûte plus cher que ce que vaut le vélo, nous vous le disons franchement.',
    ),
    french(
      puncture,
      'Une crevaison coûte 15 €, chambre à air standard neuve et main-d’œuvre comprises, pour une roue avant ou une roue arrière à dérailleur. Pour une roue arrière à moyeu à vitesses intégrées (Shimano Nexus ou Alfine), une roue à moteur de vélo électrique ou un vélo cargo, c’est 22 €, car le démontage prend plus de temps. Sur un pneu tubeless, le rebouchage avec mèche et liquide préventif coûte 18 €. Pour 5 € de plus, nous montons une chambre à air renforcée. Si le pneu est usé ou coupé, nous vous proposons de le changer (pneu de ville dès 25 €, pneu renforcé anti-crevaison Schwalbe Marathon 39 €, pose 12 € par roue). Une crevaison se répare sans rendez-vous à l’atelier express, du mardi au vendredi de 9h30 à 11h30, en 30 minutes environ, pendant que vous attendez.',
    ),
    french(
      servicing,
      'Nous avons quatre forfaits, pièces d’usure en plus. Révision Essentielle, 59 € : contrôle de 25 points, réglage des freins et des vitesses, graissage de la chaîne, serrage de toute la visserie, pression des pneus. Révision Complète, 119 € : la Révision Essentielle, plus le dévoilage des deux roues, le nettoyage et le graissage complets de la transmission, le contrôle des roulements de roues, du pédalier et du jeu de direction, et un lavage. Révision VAE, 99 € : la Révision Essentielle, plus le diagnostic électronique du système, la mise à jour du logiciel et le contrôle de la batterie, des connecteurs et de l’éclairage. Révision d’un vélo d’enfant : 35 €. Avant de changer une pièce (chaîne, plaquettes, câbles, pneus), nous vous envoyons un devis par SMS et nous attendons votre accord. Nous conseillons une révision par an, idéalement avant le printemps, ou tous les 2 000 km pour un vélo du quotidien. Les révisions se font sur rendez-vous.',
    ),
    french(
      workshopDelay,
      'Pour une révision ou une réparation importante, oui : prenez rendez-vous sur www.cycles-belledonne.example (rubrique Atelier), par téléphone au 04 76 48 21 37 ou au magasin. Vous déposez le vélo le matin du rendez-vous et nous vous prévenons par SMS quand il est prêt. De novembre à février, le délai est de 2 à 3 jours ouvrés ; d’avril à juin, la haute saison, comptez jusqu’à 8 à 10 jours : anticipez votre révision de printemps. Sans rendez-vous, l’atelier express s’occupe des petites interventions du mardi au vendredi de 9h30 à 11h30 : crevaison, réglage des freins ou des vitesses, changement de patins ou de plaquettes, réglage de la selle. Comptez environ 30 minutes, pendant que vous attendez. Si votre vélo est votre seul moyen d’aller au travail, dites-le-nous : nous faisons notre possible pour vous le rendre dans la journée.',
    ),
    french(
      gearsBrakes,
      'Ce sont les réparations les plus courantes, et souvent rapides. Des vitesses qui sautent ou qui passent mal viennent en général d’un câble détendu ou encrassé, d’une patte de dérailleur tordue (après une chute, ou un vélo couché sur le côté) ou d’une chaîne et d’une cassette usées. Réglage du dérailleur : 15 €. Câble et gaine changés : 25 €, plus 12 € de pièces. Patte de dérailleur redressée : 10 €, ou remplacée : 15 € plus la pièce (15 à 35 €). Chaîne et cassette : 20 € de pose, plus les pièces (chaîne dès 19 €, cassette dès 29 €). Pour les freins : réglage 12 € par frein ; patins ou plaquettes changés : 12 € de pose par frein, plus les pièces (patins 10 €, plaquettes 18 à 30 €) ; purge d’un frein hydraulique : 35 € par frein. Un frein qui frotte, qui grince ou qui ne freine plus assez a souvent des patins ou des plaquettes usés ou gras : ne roulez pas avec, surtout dans les descentes de la Bastille ou de Chamrousse. Les réglages simples se font sans rendez-vous à l’atelier express, du mardi au vendredi de 9h30 à 11h30.',
    ),
    french(
      ebikeDiagnosis,
      'Oui, sur les vélos électriques de toutes les marques, achetés chez nous ou ailleurs, avec un moteur Bosch, Shimano Steps, Yamaha, Brose, Bafang, Specialized, Fazua ou Mahle. Le diagnostic complet coûte 45 € et prend environ 45 minutes : lecture des codes erreur avec l’outil du constructeur, test du moteur et des capteurs, test de capacité de la batterie, contrôle des connecteurs et du chargeur, et mise à jour du logiciel. Ces 45 € sont déduits de la facture si vous faites la réparation chez nous. Une batterie qui tient beaucoup moins longtemps qu’avant a souvent perdu de sa capacité : en dessous de 60 % de sa capacité d’origine, nous conseillons de la remplacer (par exemple, une batterie Bosch PowerPack 500 Wh coûte 799 €). Si le moteur ou la batterie est encore sous garantie, nous gérons le retour chez le constructeur, ce qui prend en général 2 à 4 semaines ; pendant ce temps, nous pouvons vous prêter un vélo électrique pour 10 € par jour. Nous reprenons gratuitement les batteries usagées pour le recyclage. Prenez rendez-vous et venez avec la batterie, sa clé et le chargeur.',
    ),
    french(
      bikesRange,
      'Nous vendons des vélos neufs de ville, des vélos électriques (VAE), des VTT et des VTT électriques, des gravels, des vélos de route, des vélos pliants, des vélos cargo et des vélos d’enfants, ainsi qu’une sélection de vélos reconditionnés dans notre atelier. Nos marques : Gazelle, Lapierre, Orbea, Moustache, O2feel, Tern, Riese & Müller et Woom. Prix de départ : vélo de ville 390 €, VAE de ville 1 690 €, VTT semi-rigide 590 € et tout-suspendu 1 790 €, VTT électrique 3 290 €, gravel 1 090 €, vélo de route 1 190 €, vélo cargo 3 490 €, draisienne 99 €. Nous avons environ 120 vélos en magasin ; si votre taille ou votre modèle n’y est pas, nous le commandons, en général en 1 à 3 semaines. Chaque vélo neuf est monté et réglé à votre taille, marqué Bicycode, et revient gratuitement pour un contrôle dans les 3 mois.',
    ),
    french(
      ebikes,
      'Des VAE de ville et de trajet quotidien de 1 690 € à 4 500 € (Gazelle, O2feel, Moustache), des VTT électriques de 3 290 € à 6 990 € (Moustache Samedi, Lapierre Overvolt, Orbea Wild et Rise), des gravels électriques dès 2 990 € et des vélos cargo électriques dès 4 290 €. Tous ont une assistance jusqu’à 25 km/h et un moteur Bosch, Shimano, Yamaha ou Mahle. Pour Grenoble, avec les côtes vers la Bastille, La Tronche, Corenc ou Seyssins, nous conseillons un moteur central et une batterie d’au moins 500 Wh, soit 60 à 100 km d’autonomie selon le dénivelé et le mode d’assistance. Un VAE reconditionné coûte dès 990 €. Vous pouvez essayer gratuitement les modèles en stock.',
    ),
    french(
      cargo,
      'Oui, c’est une de nos spécialités. Il existe deux familles de vélos cargo. Les longtails (Tern GSD, Moustache Lundi 20.4) ont une longue banquette arrière pour deux enfants, avec des barres de maintien et des repose-pieds, et se garent presque comme un vélo normal. Les biporteurs (Riese & Müller Packster) ont une caisse à l’avant pour deux ou trois enfants, avec ceintures, et une capote de pluie en option. Les cargos électriques coûtent de 4 290 € à 7 900 € ; un biporteur non électrique coûte dès 3 490 €, mais à Grenoble, dès qu’il y a une côte ou plus de 5 km, nous conseillons presque toujours l’assistance électrique. Avant d’acheter, louez-en un pour un week-end : 90 €, remboursés si vous achetez un cargo chez nous dans le mois. Accessoires : capote de pluie de 290 à 390 €, coussins, siège bébé Yepp Maxi (dès 9 mois) monté pour 15 €. L’aide à l’achat de la Métropole va jusqu’à 500 € pour un vélo cargo, électrique ou non.',
    ),
    french(
      kids,
      'Oui, de la draisienne au VTT junior : draisiennes dès 99 € (dès 2 ans), vélos de 14 et 16 pouces dès 229 € (3 à 6 ans), de 20 pouces dès 329 € (6 à 8 ans), de 24 et 26 pouces dès 379 € (8 à 12 ans), surtout des Woom, légers et faciles à manier, et des VTT juniors Lapierre et Orbea. Venez avec l’enfant pour qu’il essaie, ou apportez sa taille et sa longueur d’entrejambe, mesurées en chaussettes. Avec notre formule « Vélo qui grandit », quand un vélo d’enfant acheté chez nous devient trop petit, moins de 3 ans après l’achat, nous le reprenons pour 30 % de son prix en bon d’achat sur la taille au-dessus. Nous vendons aussi des casques pour enfants (dès 29 €), des sièges porte-bébé et des remorques, et la révision d’un vélo d’enfant coûte 35 €.',
    ),
    french(
      refurbished,
      'Oui, nous avons en permanence 15 à 25 vélos reconditionnés dans notre atelier, surtout des vélos de ville, des VTT et quelques VAE. Chacun passe par un contrôle de 40 points, avec des pièces d’usure neuves (pneus, chaîne, patins ou plaquettes, câbles si besoin) ; la batterie des VAE est testée et garde au moins 75 % de sa capacité d’origine. Prix : vélos de ville de 250 € à 500 €, VTT dès 350 €, VAE de 990 € à 1 900 €. Ils sont vendus avec une garantie de 12 mois, le marquage Bicycode et un contrôle gratuit dans les 3 mois. Le stock change chaque semaine : la liste est sur notre site, rubrique Occasions. Nous réservons un vélo reconditionné contre un acompte de 50 €.',
    ),
    french(
      testRide,
      'Oui, bien sûr, gratuitement et sans rendez-vous pour les vélos en stock : vous laissez une pièce d’identité et vous faites un tour de 20 à 30 minutes, sur les quais de l’Isère ou dans les rues autour du cours Berriat. Pour un vélo électrique, venez de préférence en semaine, et essayez-le dans une côte. Pour un essai plus long, louez le vélo une journée ou un week-end : le prix de la location est déduit si vous achetez le même modèle dans les 30 jours. Pour les VTT et les vélos de route, nous prêtons des pédales automatiques si vous apportez vos chaussures. Un vélo commandé spécialement ne peut pas être essayé avant son arrivée, mais vous pouvez souvent essayer le même modèle dans une autre taille.',
    ),
    french(
      warranty,
      'Un vélo neuf a la garantie légale de conformité de 2 ans, plus la garantie du constructeur : le cadre est garanti de 5 ans à vie selon la marque, le moteur et la batterie d’un vélo électrique en général 2 ans. Un vélo reconditionné est garanti 12 mois. Pendant la garantie, nous nous occupons de tout avec le constructeur : rapportez simplement le vélo avec sa facture. La garantie ne couvre pas l’usure normale (pneus, chaîne, patins, plaquettes, câbles), les chutes et les chocs, ni un vélo modifié ou utilisé en compétition. Chaque vélo acheté chez nous a droit à un contrôle gratuit dans les 3 mois (les câbles se détendent au début), puis à 10 % de remise sur la main-d’œuvre de l’atelier pendant 2 ans.',
    ),
    french(
      grants,
      'Au 1er janvier 2026, deux aides existent, et nous vous aidons à monter les dossiers. L’aide de Grenoble-Alpes Métropole, pour les habitants majeurs de ses 49 communes (Grenoble, Échirolles, Saint-Martin-d’Hères, Meylan, Fontaine, Seyssinet-Pariset, Saint-Égrève…) : 25 % du prix, au maximum 300 € pour un VAE neuf ou reconditionné acheté chez un professionnel et 500 € pour un vélo cargo, électrique ou non ; ces montants maximaux sont réservés aux foyers dont le quotient familial ne dépasse pas 1 250 €, au-delà l’aide va jusqu’à 150 € et 250 €. Une aide par personne tous les 5 ans, à demander en ligne sur le site de la Métropole dans les 6 mois qui suivent la facture. Le bonus vélo de l’État, pour un VAE neuf seulement, est réservé aux foyers dont le revenu fiscal de référence par part ne dépasse pas 15 400 € : 40 % du prix, au maximum 400 €, cumulable avec l’aide de la Métropole. Les aides vous sont versées après l’achat, en 4 à 8 semaines : nous ne pouvons pas les déduire du prix en caisse. Nous vous remettons une facture conforme, le certificat d’homologation et le numéro Bicycode, et nous remplissons le dossier avec vous au comptoir en 10 minutes. Les montants et les conditions changent souvent : nous les vérifions au moment de l’achat.',
    ),
    french(
      fmd,
      'Oui, si votre employeur l’a mis en place. Dans le privé, le forfait mobilités durables peut prendre en charge jusqu’à 700 € par an, sans impôt ni cotisations, pour vos frais de vélo : achat d’un vélo neuf ou reconditionné, électrique ou non, location (à la journée ou au mois), réparations, révisions et équipements de sécurité. Dans la fonction publique (université, CNRS, Inserm, hôpital, collectivités), le forfait va de 100 à 300 € par an selon le nombre de jours où vous venez à vélo, à partir de 30 jours. C’est votre employeur qui vous rembourse, sur justificatifs : nous établissons des factures à votre nom avec la mention « frais de mobilité durable », et pour une location au mois, une facture chaque mois. Les entreprises qui le souhaitent peuvent aussi nous régler directement, sur facture à 30 jours.',
    ),
    french(
      instalments,
      'Oui. Pour tout achat de 150 € à 4 000 € (vélo, accessoires ou réparation), vous pouvez payer en 3 ou 4 fois sans frais par carte bancaire, en magasin ou sur notre site, avec notre partenaire Alma : la réponse est immédiate, la première échéance est prélevée le jour de l’achat et les suivantes chaque mois. Pour un achat de 800 € à 10 000 €, par exemple un VAE ou un vélo cargo, nous proposons un crédit en 10, 12, 24 ou 36 mensualités avec notre partenaire financier, sous réserve d’acceptation, au TAEG fixe de 4,9 % (exemple : un VAE à 2 400 € en 12 mensualités de 205,23 €, coût total du crédit 62,76 €). Apportez une pièce d’identité, un RIB et votre carte bancaire ; la réponse est donnée en 15 minutes en magasin, et vous avez 14 jours pour vous rétracter. Un crédit vous engage et doit être remboursé : vérifiez vos capacités de remboursement avant de vous engager. Le paiement en plusieurs fois n’est pas proposé pour la location.',
    ),
    french(
      payment,
      'Nous acceptons la carte bancaire (CB, Visa, Mastercard, mais pas American Express), le paiement sans contact et par téléphone (Apple Pay, Google Pay), les espèces jusqu’à 1 000 €, le virement bancaire (le vélo vous est remis dès que le virement est reçu), les chèques-vacances ANCV, papier ou Connect, pour la location et l’atelier, et nos bons d’achat. Nous n’acceptons plus les chèques bancaires. Le paiement en 3 ou 4 fois sans frais est possible dès 150 €. Les entreprises et les administrations peuvent payer sur facture, avec un bon de commande ou par mandat administratif.',
    ),
    french(
      student,
      'Oui. Sur présentation d’une carte étudiante en cours de validité (Université Grenoble Alpes, Grenoble INP, Sciences Po Grenoble, Grenoble École de Management, écoles d’art et d’architecture…), vous avez 10 % de remise sur la main-d’œuvre de l’atelier, les accessoires (antivols, éclairages, casques) et la location au mois, et 5 % sur les vélos neufs. La remise ne s’applique pas aux vélos reconditionnés, déjà à prix serré (vélos de ville dès 250 €), ni à la location à la journée, et elle ne se cumule pas avec une autre promotion. En septembre et en octobre, nous proposons aussi un « pack rentrée » : un vélo de ville reconditionné, un antivol en U et un éclairage, à partir de 299 €. Les étudiants étrangers peuvent aussi louer un vélo au mois.',
    ),
    french(
      rentalPrices,
      'Casque, antivol et kit de réparation compris : vélo de ville 15 € la journée, 55 € la semaine ; VAE de ville 32 € la journée, 120 € la semaine ; VTT semi-rigide 28 € la journée, 130 € la semaine ; VTT électrique tout-suspendu 60 € la journée, 110 € le week-end, 320 € la semaine ; gravel 35 € la journée, 170 € la semaine ; vélo cargo électrique 45 € la journée, 90 € le week-end, 190 € la semaine. La demi-journée de 4 heures coûte environ les deux tiers de la journée (vélo de ville 10 €, VAE 20 €, VTT électrique 40 €). Pour les enfants : vélo d’enfant, siège porte-bébé, remorque ou barre de remorquage, 10 € par jour ou 40 € par semaine. Location au mois : vélo de ville 90 €, VAE 190 €. Réservez en ligne ou par téléphone ; de mai à septembre, les VTT électriques partent vite le week-end.',
    ),
    french(
      emtbRental,
      'Oui. Nous avons 14 VTT électriques tout-suspendus récents (Moustache Samedi 27 Trail et Orbea Wild), en tailles S à XL, pour des cyclistes de 1,55 m à 2 m, avec des batteries de 625 à 750 Wh : de quoi faire 1 200 à 1 800 m de dénivelé positif selon votre poids et le mode d’assistance. Tarifs : 40 € la demi-journée, 60 € la journée, 110 € le week-end, 320 € la semaine, avec casque, antivol, sac de réparation (chambre à air, pompe, outil multifonction) et, sur demande, un chargeur supplémentaire pour recharger au gîte. Nous vous donnons nos traces GPX testées : en Chartreuse, le tour du Charmant Som ou le col de Porte depuis Le Sappey-en-Chartreuse ; en Belledonne, le plateau de l’Arselle à Chamrousse et les balcons de Belledonne depuis Saint-Martin-d’Uriage. Vous pouvez partir de la boutique (comptez 800 m de dénivelé pour monter au Sappey) ou charger les vélos sur votre voiture. En Chartreuse, restez sur les chemins autorisés : le VTT est interdit hors des itinéraires balisés dans la Réserve naturelle des Hauts de Chartreuse. Réservez au moins une semaine à l’avance de mai à septembre ; d’avril à octobre, le retrait est possible le dimanche de 8h30 à 10h00 et le retour de 17h30 à 19h00, sur réservation.',
    ),
    french(
      rentalConditions,
      'Pour une location à la journée, au week-end ou à la semaine, il faut une pièce d’identité valide (carte d’identité, passeport ou permis de conduire) au nom de la personne qui signe le contrat, et une caution par empreinte de carte bancaire, qui n’est pas débitée : 300 € pour un vélo de ville, un VTT ou un vélo d’enfant, 800 € pour un gravel, 1 500 € pour un VAE, un VTT électrique ou un vélo cargo. Il faut avoir 18 ans pour signer ; un mineur peut rouler avec un vélo loué par ses parents, qui signent pour lui. Vous réservez en ligne en payant 30 % d’acompte, et le solde se règle au retrait. Pour les VTT électriques, donnez-nous la taille et le poids de chaque cycliste à la réservation, et soyez à l’aise sur un chemin : ce ne sont pas des vélos pour découvrir le VTT en montagne. Un casque est prêté avec chaque vélo ; il est obligatoire pour les moins de 12 ans, et nous demandons de le porter sur les VTT électriques. Au retour, nous vérifions le vélo avec vous et nous libérons la caution.',
    ),
    french(
      fitting,
      'Oui, sur rendez-vous, du mardi au vendredi, avec Thomas, formé à l’étude posturale. Deux formules. Fitting Essentiel (1 heure, 90 €) : entretien sur votre pratique et vos douleurs, réglage de la hauteur et du recul de la selle, de la hauteur et de l’avancée du cintre, et des cales de pédales automatiques. Fitting Complet (2 h 30, 190 €) : en plus, des tests de souplesse et de mobilité, des mesures, une analyse vidéo du pédalage sur home-trainer, le choix de la selle (avec des selles d’essai prêtées une semaine), un rapport écrit avec vos cotes et un suivi à un mois offert. C’est utile pour tous les vélos, route, gravel, VTT, VAE ou vélo de ville, quand vous avez mal au dos, aux genoux, à la nuque ou aux mains, ou avant un achat. Les pièces à changer (potence, selle, cintre) sont en plus. Le fitting est à moitié prix si vous avez acheté votre vélo chez nous dans les 3 mois précédents. Venez avec votre vélo, vos chaussures et votre tenue.',
    ),
    french(
      bicycode,
      'Oui, nous sommes opérateur agréé Bicycode. Le marquage coûte 15 € par vélo et prend 10 minutes, sans rendez-vous, aux heures d’ouverture. Il est offert sur chaque vélo neuf ou reconditionné acheté chez nous : depuis 2021, les vélos vendus par un professionnel doivent être identifiés. Apportez une pièce d’identité et la facture du vélo ou, si vous ne l’avez plus, nous vous faisons remplir une attestation sur l’honneur. Nous gravons un numéro unique sur le cadre ; sur un cadre en carbone ou très fin, nous posons à la place une étiquette sécurisée inviolable, au même prix. Vous recevez une carte avec vos codes pour enregistrer le vélo sur bicycode.org ; en cas de vol, vous le déclarez sur le site, que la police et la gendarmerie consultent quand elles retrouvent un vélo.',
    ),
    english(
      longRental,
      'Yes. Many visiting researchers, PhD students and Erasmus students rent a bike from us by the month. A city bike (with mudguards, a rack, lights and a U-lock) costs €90 a month and an e-bike €190 a month, for 1 to 12 months; for a shorter stay, take the weekly price (city bike €55, e-bike €120). Servicing and puncture repairs at our workshop are included for the whole rental: just drop by. You need a valid ID card or passport and a deposit of €150 for a city bike or €500 for an e-bike, paid by card and refunded when you return the bike. You pay month by month by card, and you can stop at the end of any month with a week’s notice. Students get 10 % off monthly rentals. If your employer pays the forfait mobilités durables (the French commuting allowance for cyclists; universities and the CNRS do), it can refund part of the rental: we give you an invoice in your name every month. If you are staying a year or more, buying a refurbished bike with our buy-back plan often works out cheaper.',
    ),
    english(
      commuting,
      'Grenoble is one of the flattest cities in France, with cycle paths almost everywhere, so for the flat part of the city (the centre, Europole, the Presqu’île scientifique, the campus in Saint-Martin-d’Hères, about 20 minutes from the station along the Isère) a city bike is enough. We recommend hub gears (less maintenance), mudguards, a rack, dynamo lights and a chain guard: from €390 new, or from €250 refurbished. If you live on a slope (La Tronche, Corenc, the upper part of Meylan, Seyssins) or ride more than 10 km each way (Voiron, Vizille, Crolles), an e-bike changes everything: from €1,690 new or €990 refurbished, ideally with a mid-drive motor and at least a 500 Wh battery. A folding bike is handy if you combine the bike with the train or the tram. Whatever you choose, add a good U-lock (from €39): theft is common around the station. Come and try a few bikes; we speak English.',
    ),
    english(
      theft,
      'Bike theft is common in Grenoble, especially around the station, on the campus and in the bike rooms of student residences. Lock the frame and one wheel to something fixed, such as a bike rack in a busy street, with a solid U-lock or chain approved by the FUB (from €39 in our shop); avoid cable locks, which are cut in seconds. Take the battery and the display of an e-bike with you. At home, keep the bike inside or in a locked bike room, and at night prefer a secure bike park. Have the bike engraved with Bicycode (€15, 10 minutes, no appointment, free on every bike we sell): a marked bike is less attractive to thieves and can be returned to you if the police find it. Keep your invoice, a photo of the bike and its frame number. If it is stolen, report it to the police and declare it on bicycode.org.',
    ),
    english(
      buyback,
      'Yes, if you bought it from us. With our “Fin de séjour” buy-back plan, agreed when you buy the bike, we buy back any new or refurbished bike bought at Cycles Belledonne from its first owner: for 50 % of the price you paid if you bring it back within 12 months, and 35 % between 12 and 24 months. For example, a refurbished city bike bought for €300 is bought back for €150 after 10 months. The bike must be in working order, with normal wear only; we inspect it when you bring it back and deduct any repairs from the price. We pay by bank transfer to a French or European account within 5 working days, or in cash up to €300. Book the buy-back at least a week before you leave, and remember that we are closed on Sundays and Mondays. Many visiting researchers at the CNRS, the ESRF and the ILL, and Erasmus students, use it. We do not buy bikes that were bought elsewhere.',
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'French',
      text: `TARIFS ET PRESTATIONS 2026 – CYCLES BELLEDONNE
27 cours Berriat, 38000 Grenoble – 04 76 48 21 37 – WhatsApp 06 72 18 45 90 – contact@cycles-belledonne.example
Prix TTC en euros, valables du 1er janvier au 31 décembre 2026, sauf hausse des fournisseurs sur les pièces.
Horaires : du mardi au vendredi 9h30-12h30 et 14h00-19h00, le samedi 9h30-18h30. Fermé le dimanche, le lundi et les jours fériés. Location : retrait le dimanche 8h30-10h00 et retour le dimanche 17h30-19h00, d'avril à octobre, sur réservation.

1. Vélos neufs (prix de départ)
Vélo de ville (Gazelle, Lapierre) : 390 € à 1 100 €
Vélo pliant (Tern) : dès 690 €
VAE de ville (Gazelle, O2feel, Moustache) : 1 690 € à 4 500 €
VTT semi-rigide : dès 590 € – VTT tout-suspendu : dès 1 790 €
VTT électrique (Moustache, Lapierre, Orbea) : 3 290 € à 6 990 €
Gravel : dès 1 090 € – gravel électrique : dès 2 990 €
Vélo de route (Orbea, Lapierre) : dès 1 190 €
Vélo cargo non électrique : dès 3 490 € – cargo électrique, longtail ou biporteur (Tern, Moustache, Riese & Müller) : 4 290 € à 7 900 €
Enfants (Woom, Lapierre, Orbea) : draisienne dès 99 €, 14-16 pouces dès 229 €, 20 pouces dès 329 €, 24-26 pouces dès 379 €
Compris avec chaque vélo neuf : montage et réglage à votre taille, marquage Bicycode, contrôle gratuit dans les 3 mois, 10 % de remise sur la main-d'œuvre de l'atelier pendant 2 ans.
Modèle ou taille hors stock : délai de 1 à 3 semaines, acompte de 30 % à la commande.

2. Vélos reconditionnés (contrôle 40 points, garantie 12 mois, Bicycode compris)
Vélo de ville : 250 € à 500 € – VTT : dès 350 € – VAE : 990 € à 1 900 €
Pack rentrée (septembre et octobre) : vélo de ville reconditionné, antivol en U et éclairage, dès 299 €
Réservation d'un vélo reconditionné : acompte de 50 €

3. Atelier – forfaits d'entretien (pièces en sus)
Révision Essentielle (contrôle 25 points, réglages freins et vitesses, graissage, serrages) : 59 €
Révision Complète (Essentielle + dévoilage, transmission, roulements, jeu de direction, lavage) : 119 €
Révision VAE (Essentielle + diagnostic électronique, mise à jour, contrôle batterie) : 99 €
Révision vélo d'enfant : 35 €
Contrôle dans les 3 mois d'un vélo acheté chez nous : gratuit

4. Atelier – réparations courantes (main-d'œuvre ; pièces en sus sauf mention)
Crevaison, chambre à air standard comprise : 15 € – roue arrière à moyeu intégré, roue motorisée ou vélo cargo : 22 € – rebouchage tubeless : 18 € – chambre à air renforcée : + 5 €
Pose d'un pneu : 12 € par roue (pneu de ville dès 25 €, Schwalbe Marathon 39 €)
Réglage des vitesses : 15 € – câble et gaine de dérailleur : 25 € + 12 € de pièces
Patte de dérailleur : redressage 10 €, remplacement 15 € + pièce (15 à 35 €)
Chaîne et/ou cassette : pose 20 € (chaîne dès 19 €, cassette dès 29 €)
Freins : réglage 12 € par frein – patins ou plaquettes : pose 12 € par frein (patins 10 €, plaquettes 18 à 30 €) – purge hydraulique : 35 € par frein
Roues : dévoilage 20 € – remplacement d'un rayon, rayon et dévoilage compris : 25 € – roue montée sur mesure : sur devis
Fourche suspendue : entretien des fourreaux 45 €, révision complète (50 h) 95 € – amortisseur arrière : 79 €
Jeu de direction ou boîtier de pédalier : 25 € + pièces
Lavage complet du vélo, dégraissage de la transmission compris : 20 € (offert avec la Révision Complète)
Atelier express sans rendez-vous (du mardi au vendredi, 9h30-11h30) : crevaisons, réglages, patins et plaquettes, aux mêmes tarifs
Délai de l'atelier sur rendez-vous : 2 à 3 jours ouvrés de novembre à février, jusqu'à 8 à 10 jours d'avril à juin

5. Vélos électriques
Diagnostic complet (codes erreur, moteur, capteurs, capacité de la batterie, chargeur, mise à jour) : 45 €, déduit si la réparation est faite chez nous
Mise à jour du logiciel seule : 20 €
Remplacement de batterie : sur devis (exemple : Bosch PowerPack 500 Wh, 799 €)
Retour constructeur sous garantie : gratuit (2 à 4 semaines)
VAE de prêt pendant une réparation : 10 € par jour
Recyclage de votre ancienne batterie : gratuit

6. Hiver
Pneus cloutés Schwalbe Marathon Winter Plus (26, 27,5 et 28 pouces) : 69 € pièce, pose 12 € par roue ; nous conseillons d'en équiper les deux roues
Changement saisonnier des pneus (hiver en novembre, été en mars), deux roues : 25 €
Éclairage avant et arrière rechargeable USB : dès 29 € – pose d'un éclairage dynamo : 25 € + pièces
Garde-boue : dès 25 €, pose 15 €

7. Accessoires et montage
Antivol en U ou chaîne homologués FUB : dès 39 €
Casque adulte : dès 39 € – casque enfant : dès 29 €
Siège porte-bébé (Yepp, Thule) : dès 89 €, pose 15 €
Porte-bagages : dès 35 €, pose 15 €
Capote de pluie pour vélo cargo : 290 € à 390 €
Montage d'un accessoire acheté chez nous : 15 € (offert à l'achat d'un vélo neuf)

8. Location (casque, antivol et kit de réparation compris)
Prix : demi-journée (4 h) / journée / week-end / semaine / mois
Vélo de ville : 10 € / 15 € / 25 € / 55 € / 90 €
VAE de ville : 20 € / 32 € / 55 € / 120 € / 190 €
VTT semi-rigide : 18 € / 28 € / 50 € / 130 € / –
VTT électrique tout-suspendu : 40 € / 60 € / 110 € / 320 € / –
Gravel : 22 € / 35 € / 65 € / 170 € / –
Vélo cargo électrique : 30 € / 45 € / 90 € / 190 € / –
Vélo d'enfant, siège porte-bébé, remorque ou barre de remorquage : – / 10 € / 18 € / 40 € / –
Week-end : du samedi 9h30 au dimanche 19h00 d'avril à octobre, du samedi 9h30 au mardi 11h00 de novembre à mars.
Caution (empreinte de carte bancaire, non débitée) : 300 € vélo de ville, VTT, vélo d'enfant ; 800 € gravel ; 1 500 € VAE, VTT électrique, vélo cargo. Location au mois : caution de 150 € (vélo de ville) ou 500 € (VAE), réglée par carte et rendue au retour.
Acompte à la réservation : 30 %. Chargeur supplémentaire : 5 € par location. Traces GPX : offertes.
Essai avant achat : le prix de la location est déduit si vous achetez le même modèle dans les 30 jours (week-end en vélo cargo : 90 € remboursés).

9. Étude posturale (bike fitting), sur rendez-vous
Fitting Essentiel (1 h) : 90 € – Fitting Complet (2 h 30, suivi à un mois compris) : 190 €
Moitié prix pour un vélo acheté chez nous dans les 3 mois précédents. Prêt de selles d'essai pendant une semaine : gratuit (caution 100 €).

10. Marquage antivol
Bicycode, gravure ou étiquette sécurisée : 15 €, sans rendez-vous ; offert sur les vélos neufs et reconditionnés achetés chez nous

11. Remises et formules
Étudiants (carte en cours de validité) : - 10 % sur la main-d'œuvre de l'atelier, les accessoires et la location au mois, - 5 % sur les vélos neufs ; pas sur les reconditionnés ni la location à la journée ; non cumulable.
Vélo qui grandit : un vélo d'enfant acheté chez nous depuis moins de 3 ans est repris pour 30 % de son prix, en bon d'achat sur la taille au-dessus.
Rachat « Fin de séjour » : 50 % du prix payé dans les 12 mois, 35 % de 12 à 24 mois (voir les conditions générales).

12. Paiement
CB, Visa, Mastercard, sans contact, Apple Pay, Google Pay ; espèces jusqu'à 1 000 € ; virement ; chèques-vacances ANCV (location et atelier). Pas de chèques bancaires ni d'American Express.
En 3 ou 4 fois sans frais par carte, de 150 € à 4 000 € (Alma). Crédit de 800 € à 10 000 € en 10, 12, 24 ou 36 mensualités, TAEG fixe 4,9 %, sous réserve d'acceptation : par exemple 2 400 € en 12 mensualités de 205,23 €, coût total du crédit 62,76 €. Un crédit vous engage et doit être remboursé.`,
    },
    {
      title: terms,
      language: 'French',
      text: `CONDITIONS GÉNÉRALES DE VENTE, D'ATELIER ET DE LOCATION – Cycles Belledonne SARL, 27 cours Berriat, 38000 Grenoble. En vigueur au 1er janvier 2026.

1. Vente
Les prix sont affichés TTC. Le vélo est remis monté, réglé et marqué Bicycode, avec sa facture et sa notice. Un vélo commandé hors stock donne lieu à un acompte de 30 %, qui n'est remboursé que si le délai annoncé est dépassé de plus de 30 jours. Un achat en magasin ne donne pas droit à la rétractation légale. Nous acceptons toutefois l'échange d'un vélo neuf non roulé, dans son état d'origine et avec sa facture, dans les 15 jours qui suivent l'achat, contre un autre vélo ou un bon d'achat valable un an, sans remboursement ; les vélos commandés spécialement, les vélos reconditionnés et les accessoires montés à la demande du client ne sont ni repris ni échangés. Un achat fait sur notre site avec retrait en magasin peut être annulé dans les 14 jours qui suivent le retrait (article L221-18 du Code de la consommation) ; le vélo, non roulé, est remboursé dans les 14 jours après son retour.

2. Garanties
Garantie légale de conformité (articles L217-3 et suivants du Code de la consommation) : 2 ans pour un vélo neuf, 12 mois pour un vélo reconditionné ; garantie des vices cachés (articles 1641 et suivants du Code civil). S'y ajoute la garantie du constructeur, selon la marque, sur le cadre, le moteur et la batterie. Sont exclus : l'usure normale, les chutes et les chocs, le défaut d'entretien, la modification du vélo ou de son système électrique, l'usage en compétition ou en location. Nous faisons les démarches auprès du constructeur ; le client rapporte le vélo avec sa facture.

3. Atelier
Le devis est gratuit. Aucun travail au-delà du forfait choisi ou de plus de 30 € de pièces n'est fait sans l'accord du client, donné par SMS, par e-mail ou par téléphone. Les pièces remplacées sont rendues sur demande. La main-d'œuvre est garantie 3 mois ; les pièces, selon leur fabricant. Le vélo se paie à son retrait. Quand le vélo est prêt, nous prévenons le client par SMS. Nous le gardons gratuitement pendant 30 jours après cet avis ; au-delà, des frais de garde de 3 € par jour s'appliquent. Après 6 mois sans nouvelles, nous envoyons une lettre recommandée au client ; après un an, nous pouvons faire vendre le vélo dans les conditions de la loi du 31 décembre 1903 relative aux objets abandonnés chez les professionnels, pour couvrir la réparation et les frais de garde.

4. Location
Le contrat est signé par une personne majeure, sur présentation d'une pièce d'identité, avec une caution par empreinte de carte bancaire selon les tarifs en vigueur. La réservation est confirmée par un acompte de 30 %. L'acompte est remboursé en cas d'annulation jusqu'à 48 heures avant le début de la location ; ensuite, il est conservé. En cas de vigilance orange de Météo-France pour l'Isère (orages, pluie-inondation, neige) le jour de la location, le client peut la reporter ou l'annuler sans frais.
Le client vérifie le vélo au départ et l'utilise avec soin, sur les routes et les chemins autorisés, sans compétition ni sous-location, un seul cycliste par vélo sauf siège enfant ou vélo cargo. Les crevaisons pendant la location sont réparées par le client avec le kit fourni, ou gratuitement à la boutique. Les dégâts, hors usure normale, sont facturés au tarif de l'atelier, pièces comprises, dans la limite de la caution.
Retard : 30 minutes de tolérance, puis une demi-journée supplémentaire par tranche de 4 heures.
Vol : le vélo doit être attaché à un point fixe avec l'antivol fourni. En cas de vol, le client porte plainte dans les 24 heures et nous rapporte la clé de l'antivol et le récépissé de la plainte ; il paie alors une franchise de 150 € (vélo de ville, VTT, vélo d'enfant), 300 € (gravel) ou 600 € (VAE, VTT électrique, vélo cargo). Sans plainte, sans la clé ou si le vélo n'était pas attaché, le client paie la valeur du vélo : vélo de ville 600 €, VTT 900 €, gravel 1 800 €, VAE 3 000 €, VTT électrique 5 500 €, vélo cargo 6 000 €.
Location au mois : payée chaque mois d'avance par carte ; résiliable à la fin de chaque mois avec 7 jours de préavis ; entretien et crevaisons à l'atelier compris ; caution de 150 € ou 500 €, rendue au retour du vélo.

5. Rachat « Fin de séjour »
Il concerne les vélos neufs et reconditionnés achetés chez Cycles Belledonne, revendus par leur premier acheteur sur présentation de la facture. Prix de rachat : 50 % du prix payé, hors accessoires, dans les 12 mois qui suivent l'achat ; 35 % de 12 à 24 mois. Le vélo doit être en état de marche, avec une usure normale ; la remise en état est déduite au tarif de l'atelier. Le rachat se fait sur rendez-vous, pris au moins 7 jours à l'avance. Paiement par virement sur un compte français ou européen dans les 5 jours ouvrés, ou en espèces jusqu'à 300 €.

6. Paiement
Moyens acceptés : voir les tarifs. Paiement en 3 ou 4 fois sans frais par carte bancaire de 150 € à 4 000 €, avec Alma. Crédit affecté de 800 € à 10 000 € avec notre partenaire financier, sous réserve d'acceptation, avec un délai de rétractation de 14 jours. La location ne peut pas être payée en plusieurs fois.

7. Données personnelles et litiges
Les données du client servent à l'exécution des ventes, des réparations et des locations ; le numéro Bicycode et les coordonnées du propriétaire sont transmis au fichier national Bicycode. Réclamations : contact@cycles-belledonne.example. Le client peut recourir gratuitement au médiateur de la consommation CNPM Médiation Consommation. Droit français ; tribunal compétent selon les règles du Code de procédure civile.`,
    },
  ],
  answerable: [
    // French paraphrases with regional slang and everyday words
    {
      question:
        'Mon biclou a un pneu à plat depuis ce matin, vous pouvez me réparer ça vite fait ? Ça me coûte combien ?',
      answeredBy: [puncture, workshopDelay, priceList, repairQuote, services],
    },
    {
      question:
        'Ma vieille bécane grince de partout et les patins ne freinent plus rien. Vous pouvez me la remettre d’aplomb pour pas trop cher ?',
      answeredBy: [servicing, gearsBrakes, repairBrands, priceList, repairQuote, services],
    },
    {
      question:
        'Vous auriez un vélo élec pour monter à La Tronche sans arriver en nage au taf ? Ça tourne autour de combien ?',
      answeredBy: [ebikes, commuting, bikesRange, refurbished, priceList, services],
    },
    {
      question:
        "Mon dérailleur saute dès que j'appuie un peu fort dans les montées, c'est réparable ?",
      answeredBy: [gearsBrakes, priceList, repairQuote, services],
    },
    {
      question: "Y a des sous à gratter quand on achète un VAE et qu'on habite à Échirolles ?",
      answeredBy: [grants, services],
    },
    // Long messages in French, the question inside
    {
      question:
        "Bonjour, on habite à Meylan avec deux enfants de 3 et 6 ans et on voudrait lâcher la deuxième voiture. L'idée serait un vélo cargo électrique pour les déposer à l'école puis filer au boulot à Inovallée. On n'en a jamais conduit, ça nous fait un peu peur, et le budget nous pique. Est-ce qu'on peut en essayer un avant, et est-ce qu'il y a des aides ?",
      answeredBy: [cargo, testRide, grants, rentalPrices, priceList, services],
    },
    {
      question:
        "Salut ! Je viens d'arriver à Grenoble pour mon master à l'UGA, je loge à Saint-Martin-d'Hères près du campus et je cherche un vélo pas cher pour aller en cours et en ville. J'ai genre 250-300 € max. Vous avez des vélos d'occasion dans ce budget, et vous faites un truc pour les étudiants ?",
      answeredBy: [refurbished, student, commuting, priceList, services],
    },
    {
      question:
        "Bonjour, j'ai acheté un VAE sur internet il y a deux ans (moteur Bafang). Depuis quelques semaines la batterie est vide au bout de 15 km alors qu'avant je faisais 50 km, et parfois l'assistance se coupe d'un coup dans les montées. Est-ce que vous acceptez de regarder un vélo qui ne vient pas de chez vous, et ça coûterait combien ?",
      answeredBy: [ebikeDiagnosis, repairBrands, priceList, repairQuote, services],
    },
    {
      question:
        "Bonjour, on est quatre copains et on voudrait louer des VTT électriques pour un week-end en Chartreuse fin juin : départ le samedi matin, retour le dimanche soir. On fait entre 1,65 m et 1,90 m. Vous avez les tailles, c'est combien pour le week-end, et on peut vraiment rendre les vélos le dimanche soir alors que vous êtes fermés ?",
      answeredBy: [emtbRental, rentalPrices, location, priceList, rentalQuote, services],
    },
    {
      question:
        "Bonjour, je travaille chez Schneider à Grenoble et mon employeur verse le forfait mobilités durables depuis cette année. J'aimerais acheter un vélo électrique pour venir depuis Saint-Égrève au lieu de prendre la voiture. Concrètement, comment ça se passe avec vous pour la facture, et est-ce que le forfait peut aussi servir pour les révisions ensuite ?",
      answeredBy: [fmd, services],
    },
    // Long messages in English
    {
      question:
        "Hi! I'm a postdoc from Brazil starting at a CNRS lab on the Polygone scientifique next month, for about ten months. I'd like a simple bike to get to work, nothing fancy, and I don't want to spend much since I'll leave next summer. Is it better to rent one for the whole stay, or to buy one and sell it back to you when I go home?",
      answeredBy: [longRental, buyback, refurbished, rentalPrices, priceList, terms, services],
    },
    {
      question:
        "Hello, my partner and I are spending a week in Grenoble in September and would love to ride e-mountain bikes in Belledonne for three days. We're fairly experienced riders. What do we need to bring to rent them: is there a deposit, and are helmets provided?",
      answeredBy: [rentalConditions, emtbRental, rentalPrices, priceList, terms, rentalQuote],
    },
    {
      question:
        "Hi, since I moved here I've been doing longer rides on my road bike, up to Chamrousse and into the Vercors, but after two hours my neck and lower back really hurt and my hands go numb. A friend mentioned a bike fit. Is that something you do, and what does it cost?",
      answeredBy: [fitting, priceList, services],
    },
    // Typos and chat-speak in French, no accents
    {
      question: 'slt c combien une revision pr un vae svp',
      answeredBy: [servicing, priceList, repairQuote],
    },
    { question: 'vs etes ouvert le lundi ?', answeredBy: [location, priceList] },
    {
      question:
        "jsp si c reparable, ma roue est voilee et ya un rayon qui a peter. c dispo quand a l'atelier ?",
      answeredBy: [workshopDelay, priceList, repairQuote],
    },
    {
      question: 'c combien la gravure bicycode ? faut prendre rdv ?',
      answeredBy: [bicycode, theft, priceList],
    },
    {
      question: 'dispo des vtt elec ce we ? on est 3',
      answeredBy: [emtbRental, rentalPrices, priceList, rentalQuote],
    },
    // Typos and chat-speak in English
    {
      question: 'hi do u fix ebikes? motor makes a weird grinding noise',
      answeredBy: [ebikeDiagnosis, repairBrands, priceList, repairQuote, services],
    },
    {
      question: 'how much 2 rent a city bike 4 a week?',
      answeredBy: [rentalPrices, longRental, priceList],
    },
    {
      question: 'can i pay in installments pls',
      answeredBy: [instalments, payment, priceList, terms, services],
    },
    // One or two words
    { question: 'Bicycode ?', answeredBy: [bicycode, theft, priceList, services] },
    {
      question: 'Location VTTAE',
      answeredBy: [emtbRental, rentalPrices, priceList, rentalQuote, services, description],
    },
    {
      question: 'Crevaison',
      answeredBy: [puncture, workshopDelay, priceList, repairQuote, services],
    },
    { question: 'Kids bikes?', answeredBy: [kids, bikesRange, priceList, services] },
    { question: 'Aide VAE', answeredBy: [grants, services] },
    // Short follow-ups
    { question: 'et le dimanche ?', answeredBy: [location, emtbRental, priceList, rentalQuote] },
    {
      question: "and if it's the back wheel of an e-bike?",
      answeredBy: [puncture, priceList],
    },
    {
      question: 'and are helmets included?',
      answeredBy: [rentalPrices, rentalConditions, emtbRental, priceList],
    },
    { question: "et ça marche aussi pour un VAE d'occasion ?", answeredBy: [grants] },
    // French questions, English knowledge
    {
      question:
        "Je suis chercheuse invitée à l'ESRF pour six mois. Vous louez des vélos au mois ? Et ça revient à combien ?",
      answeredBy: [longRental, rentalPrices, priceList, terms, services],
    },
    {
      question:
        "On m'a déjà piqué deux vélos devant la gare. Comment je fais pour pas me faire voler le prochain ?",
      answeredBy: [theft, bicycode],
    },
    {
      question:
        'Je repars au Québec dans un an. Si je vous achète un vélo, vous me le reprenez avant que je parte ?',
      answeredBy: [buyback, terms, priceList, services],
    },
    // English questions, French knowledge
    {
      question:
        "Do you work on bikes that weren't bought from you? Mine is a cheap one from a supermarket.",
      answeredBy: [repairBrands, services],
    },
    {
      question: 'Is there any government or city subsidy for buying an e-bike here?',
      answeredBy: [grants, services],
    },
    {
      question: 'Can I take an e-bike out for a test ride before I decide?',
      answeredBy: [testRide, ebikes, priceList],
    },
    // Answered by a document only
    {
      question:
        'jai laisse mon velo a reparer debut juin et je rentre que fin aout, vous le gardez ou pas ?',
      answeredBy: [terms],
    },
    {
      question:
        'Et si on se fait voler un des VTT électriques loués pendant la sortie, on doit payer combien ?',
      answeredBy: [terms],
    },
    {
      question:
        'Vous avez des pneus à clous pour l’hiver ? Je roule tous les jours, même quand ça gèle.',
      answeredBy: [priceList],
    },
    {
      question:
        "I bought a gravel bike from you five days ago and haven't ridden it yet, but I think I'd rather have a road bike. Can I exchange it?",
      answeredBy: [terms],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    "Vous réparez aussi les trottinettes électriques ? Ma Xiaomi ne s'allume plus depuis qu'elle a pris la pluie.",
    'Vous organisez des sorties en VTT électrique avec un moniteur en Chartreuse ? On est débutants et on ne connaît pas les chemins.',
    "Vous proposez une assurance contre le vol pour mon VAE ? Je l'ai acheté chez vous l'an dernier et j'ai peur qu'on me le pique.",
    "J'ai un Métrovélo en location longue durée, je peux vous le rendre à vous ou je dois aller à l'agence de la gare ?",
    "Ma mère a 62 ans et n'a jamais appris à faire du vélo. Vous donnez des cours pour les adultes ?",
    "I'm moving back to Berlin in July. Could you pack my bike in a box and ship it there for me?",
    'Are the chairlifts in Chamrousse open to mountain bikes in summer, and how much is a day pass?',
    'Do you rent car bike racks? We want to take our own bikes to the Vercors for a week.',
    // Plainly outside
    'Vous connaissez un bon resto pour manger une raclette vers la place Grenette ?',
    "What's the easiest way to get from Lyon Saint-Exupéry airport to Grenoble by bus?",
  ],
};
