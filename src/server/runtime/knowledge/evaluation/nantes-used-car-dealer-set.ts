import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Garage Atlantique Automobiles, an independent used-car dealer with its own workshop on the
 * route de Vannes in Nantes (Loire-Atlantique). It sells about 80 used cars of all makes
 * (small cars, family cars and 7-seaters, SUVs, small vans, hybrids and electrics), each with a
 * contrôle technique under 6 months and a 12- or 24-month warranty, takes trade-ins (reprise),
 * arranges car loans and LOA, does the carte grise paperwork, delivers across the West of France,
 * searches for cars it does not have, and runs an all-makes workshop (services, tyres, brakes,
 * air conditioning). Its customers write in French (Nantes locals, young drivers and students,
 * families) and in English (British people living in western France, students, an Irish
 * family). The owner wrote the briefing in French, most Q&A pairs in French and a few in English
 * (buying a car in France as a foreigner, a UK licence, insurance, the carte grise for
 * non-residents, English at the garage), added one custom response for trade-in estimate
 * requests, and pasted the 2026 price list and the general terms of sale, both in French.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday words ("ma vieille Clio", "la bagnole", "faire un tour au volant", "m'amener la
 * voiture", "runaround", "PCP", "like an MOT"), long messages with a story around the question,
 * typos and chat-speak ("slt", "bjr", "vs", "c", "pr", "qd", "jai", "combien ca coute", "svp",
 * "u", "lol", "thx", no accents), one- or two-word questions, French questions against English
 * knowledge and the reverse, and a few that only a document answers (withdrawal after an online
 * order, storage fees, a 12 V battery, a timing belt). The outside questions include hard
 * negatives that share words with the knowledge (short-term car hire next to LOA, body work, a
 * job as a mechanic, used scooters, a contrôle technique for the customer's own car, a licence-
 * free microcar, a home charging point, a tow bar).
 */

const english = qaIn('English');
const french = qaIn('French');

// The sources' titles, as the answers name them.
const location = 'Où se trouve le garage et quels sont vos horaires ?';
const stock = 'Quelles voitures avez-vous en stock ?';
const warranty = 'Vos voitures d’occasion sont-elles garanties ?';
const tradeIn = 'Reprenez-vous mon ancienne voiture ?';
const credit = 'Proposez-vous un crédit auto ?';
const loa = 'Est-ce que vous faites de la LOA ?';
const registration = 'Vous occupez-vous de la carte grise ?';
const inspection = 'Les voitures sont-elles vendues avec un contrôle technique ?';
const delivery = 'Pouvez-vous livrer la voiture à domicile ?';
const testDrive = 'Peut-on essayer une voiture avant de l’acheter ?';
const reservation = 'Comment réserver une voiture ? Faut-il verser un acompte ?';
const payment = 'Quels moyens de paiement acceptez-vous ?';
const youngDrivers = 'Avez-vous des voitures pour jeunes conducteurs ?';
const service = 'Combien coûte une révision à l’atelier ?';
const tyres = 'Est-ce que vous changez les pneus ?';
const brakes = 'Combien coûte le changement des plaquettes de frein ?';
const airCon = 'Faites-vous la recharge de la climatisation ?';
const workshopBooking = 'Comment prendre rendez-vous à l’atelier ?';
const electric = 'Vendez-vous des voitures électriques ou hybrides ?';
const breakdown = 'Que faire en cas de panne après l’achat ?';
const carSearch = 'Pouvez-vous trouver une voiture que vous n’avez pas en stock ?';
const familyCars = 'Avez-vous des voitures 7 places pour les familles ?';
const foreignBuyer = 'Can I buy a car in France if I am not French?';
const ukLicence = 'Can I drive in France with my UK driving licence?';
const insurance = 'How do I insure a car I buy from you?';
const nonResident = 'Can I get a carte grise if I do not live in France?';
const englishSpoken = 'Does anyone at the garage speak English?';
const prices = 'Tarifs 2026 – atelier, carte grise, garanties et livraison';
const terms = 'Conditions générales de vente des véhicules d’occasion';
const tradeInRequest = 'Demande d’estimation de reprise';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const nantesUsedCarDealerSet: EvaluationSet = {
  name: 'Nantes used-car dealer (Atlantique Automobiles)',
  heldOut: false,
  agentName: 'Gwen',
  briefing: {
    companyName: 'Garage Atlantique Automobiles',
    industry: 'automotive',
    description:
      'Garage Atlantique Automobiles est un garage indépendant de vente de voitures d’occasion avec atelier, installé depuis 2004 au 118 route de Vannes, à Nantes. Fondé par Jean-Yves Le Goff, il est dirigé aujourd’hui par sa fille Gwenaëlle et compte 11 personnes : 4 vendeurs, 5 mécaniciens, une conseillère financement et une assistante administrative. Nous avons en permanence environ 80 voitures d’occasion de toutes marques, de moins de 10 ans, contrôlées et garanties, et un atelier de 6 postes qui entretient toutes les marques. Nos clients viennent de Nantes et de toute la Loire-Atlantique, mais aussi de Vendée et du Maine-et-Loire, et de plus en plus de Britanniques et d’Irlandais installés dans l’Ouest. L’équipe parle français et anglais.',
    targetAudience:
      'Particuliers de Nantes et de Loire-Atlantique qui cherchent une voiture d’occasion fiable et garantie : jeunes conducteurs et étudiants qui achètent leur première voiture, familles qui ont besoin de plus de place, actifs qui font beaucoup de route, retraités qui veulent une petite voiture facile. Britanniques et Irlandais installés en Loire-Atlantique, en Vendée et en Bretagne, qui découvrent les démarches françaises. Clients de notre atelier qui font entretenir leur voiture, achetée chez nous ou non.',
    keyServices:
      'Vente de voitures d’occasion toutes marques (citadines, compactes, familiales et 7 places, SUV, utilitaires légers, hybrides et électriques), avec un contrôle technique de moins de 6 mois et une garantie de 12 à 24 mois incluse ; extension de garantie jusqu’à 48 mois ; reprise de votre ancien véhicule ; financement : crédit auto et LOA ; démarches de carte grise ; livraison à domicile en Loire-Atlantique et dans les départements voisins ; recherche personnalisée d’un véhicule ; atelier toutes marques : révision, vidange, pneus, freins, climatisation, distribution, diagnostic.',
    commonQuestions:
      'Quelles voitures nous avons en stock et à quel prix, ce que couvre la garantie et combien coûte une extension, combien nous reprenons leur voiture, s’ils peuvent payer en plusieurs fois (crédit, LOA), combien coûte la carte grise, si la voiture a un contrôle technique récent, si nous livrons, comment réserver une voiture et le montant de l’acompte, les prix de l’atelier (révision, pneus, freins, climatisation), et, pour les clients britanniques et irlandais, comment acheter et immatriculer une voiture en France, si leur permis est valable et comment s’assurer.',
    languages: ['French', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Réponses courtes et concrètes, avec les prix en euros TTC, et toujours une proposition pour la suite (prendre rendez-vous pour un essai, envoyer les informations pour une reprise, appeler l’atelier). On vouvoie les clients, même quand ils écrivent en langage SMS. À ceux qui écrivent en anglais, on répond en anglais et on explique les mots français des démarches (carte grise, contrôle technique, LOA).',
    personality:
      'Comme un vendeur nantais de confiance : direct, honnête sur l’état des voitures et sur les coûts, patient avec ceux qui achètent leur première voiture ou qui découvrent les démarches françaises, jamais insistant.',
    responseTemplates: [
      {
        scenario: tradeInRequest,
        response:
          'Avec plaisir ! Pour une première estimation de reprise sous 24 h, envoyez-nous : la marque, le modèle et la version (motorisation, boîte manuelle ou automatique) ; la date de première mise en circulation ; le kilométrage exact ; une photo de la carte grise ; le nombre de propriétaires et les factures ou le carnet d’entretien ; 6 photos (avant, arrière, deux côtés, intérieur, compteur) ; les défauts connus (chocs, voyants, bruits) ; si le véhicule est encore en crédit ou en LOA ; et la voiture qui vous intéresse chez nous. Envoyez le tout par e-mail à reprise@atlantique-automobiles.example ou par WhatsApp au 06 71 24 58 93. L’estimation à distance est indicative : l’offre ferme est faite au garage après un contrôle de 30 minutes, sans rendez-vous du lundi au samedi, et elle est valable 15 jours et 1 000 km.',
      },
    ],
  },
  qa: [
    french(
      location,
      'Garage Atlantique Automobiles, 118 route de Vannes, 44100 Nantes, à 5 minutes du périphérique ouest, avec un parking de 40 places pour les clients. En transports, l’arrêt de tram de la ligne 3 est à 400 m (environ 15 minutes depuis Commerce). Le showroom (vente) est ouvert du lundi au vendredi de 9h00 à 12h30 et de 14h00 à 19h00, et le samedi de 9h00 à 18h00 sans interruption. L’atelier est ouvert du lundi au vendredi de 8h00 à 12h00 et de 13h30 à 18h00, et le samedi de 8h30 à 12h30. Fermé le dimanche et les jours fériés. Téléphone 02 40 58 31 74, WhatsApp 06 71 24 58 93, e-mail contact@atlantique-automobiles.example.',
    ),
    french(
      stock,
      'Nous avons en permanence environ 80 voitures d’occasion de toutes marques (Renault, Peugeot, Citroën, Dacia, Toyota, Volkswagen, Ford, Skoda, Kia…), de moins de 10 ans et de moins de 150 000 km : citadines, compactes, berlines, monospaces et SUV 7 places, quelques utilitaires légers (Kangoo, Berlingo, Trafic) et une quinzaine d’hybrides et d’électriques. Les prix vont de 6 990 € à 35 000 €, la plupart entre 10 000 € et 20 000 €. Le stock est mis à jour chaque jour sur www.atlantique-automobiles.example, et nos annonces sont aussi sur Leboncoin et La Centrale. Chaque annonce indique le kilométrage, la date de première mise en circulation, le nombre de propriétaires, l’historique d’entretien et la date du contrôle technique. Une voiture visible sur le site est disponible, sauf si elle porte la mention « réservée ».',
    ),
    french(
      warranty,
      'Oui. Toutes nos voitures sont vendues avec la Garantie Atlantique, incluse dans le prix : 12 mois pièces et main-d’œuvre, kilométrage illimité, et 24 mois pour les véhicules de moins de 5 ans et de moins de 80 000 km. Elle couvre les pannes mécaniques, électriques et électroniques : moteur, boîte de vitesses, transmission, direction, circuit de freinage (hors pièces d’usure), climatisation, et la batterie de traction des hybrides et des électriques. Elle ne couvre pas les pièces d’usure (plaquettes, disques, pneus, embrayage, balais d’essuie-glace, batterie 12 V), les éléments d’aspect (peinture, sellerie) ni les dommages dus à un accident ou à un défaut d’entretien. Elle s’applique dans toute la France, avec une assistance 24 h/24. Vous pouvez la prolonger à l’achat jusqu’à 36 ou 48 mois en tout, à partir de 290 € (voir nos tarifs 2026). Pour qu’elle reste valable, l’entretien doit suivre le carnet du constructeur, chez nous ou dans n’importe quel garage. Vous avez en plus la garantie légale de conformité et la garantie des vices cachés.',
    ),
    french(
      tradeIn,
      'Oui, nous reprenons votre voiture, toutes marques, en déduction de l’achat d’un véhicule chez nous, même si elle a beaucoup de kilomètres ou quelques défauts. L’estimation est gratuite et prend environ 30 minutes au garage, sans rendez-vous, du lundi au samedi : nous regardons l’état, le kilométrage, l’historique d’entretien et la cote du marché. Vous pouvez aussi nous envoyer les informations et des photos pour une première estimation sous 24 h. L’offre ferme est valable 15 jours et 1 000 km. Pas besoin de faire le contrôle technique avant une reprise : nous nous en chargeons. Le jour de la reprise, apportez la carte grise barrée avec la mention « Vendu le … à Garage Atlantique Automobiles » et signée, le certificat de situation administrative (non-gage) de moins de 15 jours, le carnet d’entretien et les doubles des clés. Si la voiture est encore en crédit ou en LOA, nous soldons le contrat directement auprès de l’organisme, et la différence est déduite ou vous est reversée.',
    ),
    french(
      credit,
      'Oui. Nous proposons un crédit auto classique avec nos partenaires financiers, de 12 à 84 mois, avec ou sans apport, à partir de 3 000 € financés. En 2026, le TAEG fixe va de 4,9 % à 7,9 % selon la durée et le dossier. Exemple : pour 12 000 € empruntés sur 60 mois au TAEG fixe de 4,9 %, 60 mensualités de 225,32 €, coût total du crédit 1 519,20 €, montant total dû 13 519,20 €. L’étude du dossier est gratuite et la réponse de principe arrive en général sous 24 à 48 h. Pièces à fournir : pièce d’identité, justificatif de domicile de moins de 3 mois, 3 derniers bulletins de salaire (ou 2 derniers bilans pour les indépendants), dernier avis d’imposition et RIB. Vous pouvez aussi venir avec un crédit de votre banque. Si le crédit est refusé, la commande est annulée et l’acompte vous est remboursé. Un crédit vous engage et doit être remboursé. Vérifiez vos capacités de remboursement avant de vous engager.',
    ),
    french(
      loa,
      'Oui, pour les véhicules de moins de 5 ans et de moins de 100 000 km. La LOA (location avec option d’achat) dure de 24 à 60 mois, avec un premier loyer de 0 à 30 % du prix et un kilométrage annuel choisi entre 10 000 et 30 000 km ; l’entretien peut être inclus dans le loyer. Exemple : un Peugeot 2008 de 2023 à 19 990 €, premier loyer de 2 000 €, puis 48 loyers de 249 €, option d’achat finale de 8 900 €, 15 000 km par an. À la fin du contrat, vous pouvez acheter la voiture en levant l’option, la rendre, ou en prendre une autre. Les kilomètres au-delà du forfait sont facturés 0,08 € par km, et les dégâts au-delà de l’usure normale sont facturés au retour. Le dossier est le même que pour un crédit ; réponse sous 48 h.',
    ),
    french(
      registration,
      'Oui, nous faisons toute la démarche de carte grise pour vous : nous sommes habilités par le ministère de l’Intérieur (SIV). Vous repartez avec le certificat provisoire d’immatriculation (CPI), valable 1 mois, et la carte grise définitive arrive chez vous par courrier sécurisé sous 3 à 7 jours. Le numéro d’immatriculation reste le même : pas besoin de changer les plaques. Nos frais de service sont de 35 € ; s’ajoutent les taxes : en Pays de la Loire, 51 € par cheval fiscal, plus 11 € de taxe de gestion et 2,76 € de redevance d’acheminement. Exemple : pour une Clio de 5 CV, 255 € + 11 € + 2,76 € + 35 € = 303,76 €. Pièces à fournir : pièce d’identité, justificatif de domicile de moins de 6 mois et permis de conduire ; si la carte grise est à plusieurs noms, les pièces de chaque titulaire.',
    ),
    french(
      inspection,
      'Oui. Toute voiture de plus de 4 ans vendue chez nous a un contrôle technique de moins de 6 mois, comme l’exige la loi, réalisé par un centre agréé indépendant et sans contre-visite. En plus, chaque voiture passe dans notre atelier pour un contrôle de 110 points et une préparation : vidange et filtres si l’entretien tombe dans les 5 000 km, pneus avec au moins 3 mm de gomme, plaquettes usées à moins de 50 %, batterie testée et nettoyage complet. Le procès-verbal du contrôle technique et notre fiche de contrôle sont consultables avant l’achat et vous sont remis avec la voiture.',
    ),
    french(
      delivery,
      'Oui. Vous pouvez venir chercher la voiture au garage (gratuit), ou nous la livrons, carte grise faite, chez vous ou à votre travail, du lundi au samedi. Tarifs : Nantes Métropole 49 € ; reste de la Loire-Atlantique 89 € ; Vendée, Maine-et-Loire, Morbihan et Ille-et-Vilaine 149 € ; reste de la France sur devis (environ 1,20 € par km, par convoyeur ou camion plateau). Comptez 5 à 10 jours après la commande, le temps de la préparation et de la carte grise. À la livraison, le livreur vous présente la voiture, vous l’inspectez avec lui et vous signez le procès-verbal de livraison. La voiture doit être assurée à votre nom le jour de la livraison.',
    ),
    french(
      testDrive,
      'Oui, toutes nos voitures peuvent être essayées, du lundi au samedi, de préférence sur rendez-vous pour qu’elle soit prête (et chargée si elle est électrique). L’essai dure environ 30 minutes, avec un vendeur, sur un parcours en ville et sur le périphérique. Il faut présenter un permis B valide (les permis probatoires sont acceptés) et une pièce d’identité. Vous pouvez venir avec le mécanicien ou le proche de votre choix, et pour les familles, apporter vos sièges auto pour vérifier qu’ils rentrent.',
    ),
    french(
      reservation,
      'Pour réserver une voiture, on signe un bon de commande, au garage ou à distance par signature électronique, et on verse un acompte de 10 % du prix, 500 € minimum. La voiture est alors retirée de la vente et réservée à votre nom. Si votre crédit est refusé, l’acompte vous est remboursé. Sans bon de commande, nous pouvons bloquer une voiture gratuitement 48 heures, le temps que vous veniez la voir. Le solde se paie à la livraison.',
    ),
    french(
      payment,
      'Pour l’achat d’une voiture : acompte par carte bancaire (jusqu’à 3 000 €), virement ou chèque ; solde par virement bancaire (les fonds doivent être arrivés 48 h avant la livraison) ou par chèque de banque, vérifié auprès de la banque émettrice. Les chèques personnels ne sont pas acceptés pour le solde, et les espèces sont limitées à 1 000 € par la loi. Vous pouvez aussi financer tout ou partie de l’achat par un crédit ou une LOA. À l’atelier : carte bancaire, espèces ou chèque, et paiement en 3 fois sans frais par carte bancaire pour les factures de 150 € à 1 500 €.',
    ),
    french(
      youngDrivers,
      'Oui, nous avons toujours une sélection de voitures pour jeunes permis : des citadines de 4 ou 5 CV, économiques et moins chères à assurer, comme la Renault Clio, la Peugeot 208, la Dacia Sandero, la Toyota Yaris ou la Citroën C3, à partir de 6 990 €. Nos conseils : choisissez une puissance modeste (moins de 90 ch), demandez un devis d’assurance avant de signer, car l’assurance d’un jeune conducteur peut coûter plus cher que le crédit, et privilégiez une voiture avec un historique d’entretien complet. Pour les étudiants et les apprentis, un crédit est possible avec un co-emprunteur ou la caution d’un parent.',
    ),
    french(
      service,
      'Notre atelier entretient toutes les marques, y compris les voitures encore sous garantie constructeur : nous suivons le plan d’entretien du constructeur avec des pièces d’origine ou de qualité équivalente, donc la garantie est conservée, et nous remplissons le carnet. Forfait révision, pièces et main-d’œuvre : citadine 149 €, compacte ou berline 189 €, SUV, monospace ou utilitaire 229 €, hybride à partir de 199 €. Il comprend la vidange, le filtre à huile et, selon le plan du constructeur, le filtre à air et le filtre d’habitacle, un contrôle de 40 points, la mise à niveau des liquides et la remise à zéro de l’indicateur d’entretien. Comptez 1h30 à 2h : vous pouvez attendre sur place (café, wifi). Si vous avez acheté votre voiture chez nous, vous avez 10 % de remise sur la main-d’œuvre.',
    ),
    french(
      tyres,
      'Oui, tous types de pneus (été, hiver, 4 saisons), de 14 à 20 pouces, de la gamme économique aux grandes marques, en stock ou livrés sous 24 h. Montage et équilibrage : 15 € par pneu, valve neuve comprise, gratuit pour les pneus achetés chez nous. Exemples de prix par pneu posé : 185/65 R15 à partir de 79 € ; 205/55 R16 à partir de 95 € ; 215/60 R17 (SUV) à partir de 125 €. Réparation de crevaison 25 €, géométrie (parallélisme) 69 €. Nous gardons aussi vos pneus de saison (49 € par saison) et faisons le changement de jeu de roues été/hiver. Montage sur rendez-vous, en 45 minutes environ.',
    ),
    french(
      brakes,
      'Pièces et main-d’œuvre comprises : plaquettes avant de 119 € (citadine) à 169 € (SUV) ; disques et plaquettes avant de 249 € à 349 € ; plaquettes arrière de 109 € à 159 € ; remplacement du liquide de frein 59 € (recommandé tous les 2 ans). Le contrôle de vos freins est gratuit, en 15 minutes, sans rendez-vous pendant les horaires de l’atelier. Un bruit métallique au freinage, une vibration dans la pédale ou le voyant de frein allumé doivent vous faire venir rapidement. Nous vous donnons toujours le devis avant de faire les travaux.',
    ),
    french(
      airCon,
      'Oui, pour toutes les marques. Recharge de climatisation avec contrôle d’étanchéité : 79 € pour le gaz R134a (la plupart des voitures d’avant 2017) et 129 € pour le gaz R1234yf (voitures plus récentes) ; le type de gaz est indiqué sur une étiquette sous le capot. Traitement antibactérien du circuit : 39 € ; filtre d’habitacle : 35 €. Si la clim ne refroidit plus du tout, nous faisons une recherche de fuite au traceur UV (49 €, déduit si vous faites la réparation chez nous). Une recharge tous les 2 à 3 ans est conseillée. Comptez 1 heure, sur rendez-vous ; en mai et juin, prenez rendez-vous une semaine à l’avance.',
    ),
    french(
      workshopBooking,
      'Par téléphone au 02 40 58 31 74, en ligne sur www.atlantique-automobiles.example (rubrique Atelier) ou directement au garage. Le délai est en général de 2 à 5 jours ouvrés, un peu plus en mai, juin et avant les vacances. Vous déposez la voiture le matin entre 8h00 et 9h30 et la récupérez le soir. Nous vous envoyons un devis avant les travaux, et aucun travail supplémentaire n’est fait sans votre accord. Une voiture de courtoisie vous est prêtée gratuitement, sur réservation et selon les disponibilités, pour les travaux de plus de 300 € ou si vous avez acheté votre voiture chez nous.',
    ),
    french(
      electric,
      'Oui, une quinzaine en permanence : Renault Zoé (avec batterie achetée, jamais en location de batterie), Peugeot e-208, MG4, Tesla Model 3, Kia Niro, et des hybrides Toyota (Yaris, C-HR, Corolla). Chaque électrique est vendue avec un certificat indépendant de l’état de santé de la batterie (SOH), et nous ne vendons pas d’électrique dont la batterie est à moins de 80 %. Le câble de recharge Type 2 est fourni. La batterie reste couverte par la garantie du constructeur quand elle court encore (souvent 8 ans ou 160 000 km) et par notre Garantie Atlantique. À l’essai, la voiture est chargée pour que vous puissiez rouler sur route.',
    ),
    french(
      breakdown,
      'Appelez-nous au 02 40 58 31 74, ou l’assistance 24 h/24 de la Garantie Atlantique au 0 800 44 12 26 (numéro sur votre certificat de garantie). Ne faites rien réparer sans notre accord, sinon la garantie ne pourra pas s’appliquer. Si vous êtes près de Nantes, amenez la voiture à notre atelier : le diagnostic est gratuit pour les voitures sous garantie. Si la voiture ne roule plus ou si vous êtes à plus de 50 km, l’assistance la remorque jusqu’à un garage agréé près de vous et la réparation couverte est payée directement au garage. Après la fin de la garantie, nous restons à votre disposition à l’atelier, et les garanties légales (conformité et vices cachés) continuent de s’appliquer.',
    ),
    french(
      carSearch,
      'Oui, c’est notre service de recherche personnalisée. Vous nous indiquez le modèle, la motorisation, la boîte, l’année, le kilométrage maximum, les options souhaitées et votre budget ; nous cherchons dans notre réseau de professionnels et dans les ventes réservées aux professionnels. Le délai est de 2 à 6 semaines selon le modèle. Nous demandons un acompte de 300 €, déduit du prix, et remboursé si nous ne trouvons pas de voiture dans le délai convenu. Nous vous envoyons les photos et l’historique avant d’acheter, et la voiture trouvée a les mêmes garanties, le même contrôle technique et la même préparation que notre stock.',
    ),
    french(
      familyCars,
      'Oui, nous avons toujours plusieurs 7 places : Dacia Jogger (à partir de 15 990 €), Peugeot 5008, Citroën Grand C4 SpaceTourer, Renault Grand Scénic, Skoda Kodiaq et Volkswagen Touran, entre 15 000 € et 30 000 €. Pour 3 sièges auto au 2e rang, les ludospaces (Citroën Berlingo, Peugeot Rifter, Renault Kangoo) et le Grand C4 SpaceTourer ont 3 places séparées, dont 3 Isofix sur certains modèles. Le 3e rang convient surtout aux enfants et, 7 places occupées, le coffre devient petit. Venez essayer avec vos sièges auto et votre poussette pour vérifier que tout rentre.',
    ),
    english(
      foreignBuyer,
      'Yes. Anyone can buy a car from us, whatever their nationality. To register it in France (the carte grise), you need an address in France: bring your passport or ID card, a proof of address in France less than 6 months old (an electricity bill, a rental agreement or a taxe foncière notice) and your driving licence. British citizens living in France should also bring their residence permit (titre de séjour, or the Withdrawal Agreement card). You can pay the balance by bank transfer from a UK or Irish account; allow 2 to 3 working days for the money to arrive. French lenders usually need a French bank account and French income for a car loan. Our order form and warranty are in French, but we go through every page with you in English.',
    ),
    english(
      ukLicence,
      'If you are visiting France, yes: a valid UK photocard licence is enough, no International Driving Permit needed. If you live in France, under the agreement between the UK and France you can keep driving on your valid UK licence; you will have to exchange it for a French licence when it expires, when the photocard needs renewing, or if it is lost, stolen or you commit a driving offence that costs you points, through the ANTS website. An Irish licence is an EU licence: it is valid in France as it is, with no exchange needed. We accept UK and Irish licences for test drives and for the carte grise.',
    ),
    english(
      insurance,
      'The car must be insured in your name before you drive it away or before we deliver it. As soon as the order is signed, we give you the registration number and the details your insurer needs, and we ask for your insurance certificate (attestation d’assurance) on the day. We do not sell insurance ourselves, but we work with a local broker in Nantes who speaks English and sends a quote within 24 hours. To keep your no-claims bonus, ask your UK or Irish insurer for a letter stating your years without claims: many French insurers accept it and give you the French bonus. New drivers (jeune conducteur) pay a higher premium for their first 3 years.',
    ),
    english(
      nonResident,
      'A French carte grise is only issued to someone with an address in France. If you own a second home here, you can usually register the car at that address with a utility bill or taxe foncière notice in your name. If you live abroad and want to take the car home, we register it with temporary export plates (WW), which let you drive it legally out of France; you then register it in your own country. For the UK, the car will be left-hand drive and must be registered with the DVLA, and import VAT and duty may apply since Brexit; for Ireland, Vehicle Registration Tax (VRT) is due. Check these costs before you buy. The export registration costs €90 plus taxes.',
    ),
    english(
      englishSpoken,
      'Yes. Sophie in sales is bilingual (her mum is from Bristol) and works Tuesday to Saturday, and Thomas at the workshop reception speaks good English. Let us know when you book a test drive or a workshop appointment and we will make sure one of them is there. You can also write to us in English by email or WhatsApp (06 71 24 58 93). The order form, the warranty and the carte grise are in French, but we explain everything in English before you sign.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'French',
      text: `TARIFS 2026 – Garage Atlantique Automobiles
118 route de Vannes, 44100 Nantes – 02 40 58 31 74 – www.atlantique-automobiles.example
Prix TTC (TVA 20 %), valables du 1er janvier au 31 décembre 2026. Catégories : A = citadine (Clio, 208, C3, Sandero, Yaris…) ; B = compacte et berline (Mégane, 308, Golf, Octavia…) ; C = SUV, monospace, 7 places et utilitaire léger (3008, 5008, Kadjar, Jogger, Berlingo…).

1. Compris dans le prix affiché de nos véhicules
- Préparation complète et contrôle de 110 points en atelier
- Contrôle technique de moins de 6 mois, sans contre-visite (véhicules de plus de 4 ans)
- Garantie Atlantique 12 mois pièces et main-d’œuvre, 24 mois pour les véhicules de moins de 5 ans et de moins de 80 000 km, avec assistance 24 h/24
- Retrait au garage
- Aucuns frais de dossier

2. Carte grise et démarches
- Frais de service (démarche faite par nos soins) : 35 €
- Taxe régionale Pays de la Loire : 51 € par cheval fiscal
- Taxe de gestion : 11 € ; redevance d’acheminement : 2,76 €
- Exemples de taxes : 4 CV 217,76 € ; 5 CV 268,76 € ; 6 CV 319,76 € ; 7 CV 370,76 € (+ 35 € de frais de service)
- Paire de plaques d’immatriculation posées (plaques abîmées ou changement de département affiché) : 35 €
- Immatriculation provisoire pour l’export (plaques WW) : 90 € de frais de service + taxes
- Certificat de situation administrative (non-gage) : gratuit

3. Extensions de la Garantie Atlantique (à souscrire à l’achat, 48 mois au total au maximum)
- + 12 mois : catégorie A 290 € ; B 350 € ; C 420 €
- + 24 mois : catégorie A 490 € ; B 590 € ; C 690 €
- Hybrides et électriques (batterie de traction incluse) : + 12 mois 390 € ; + 24 mois 690 €

4. Livraison
- Retrait au garage : gratuit
- Nantes Métropole : 49 €
- Reste de la Loire-Atlantique (Saint-Nazaire, La Baule, Pornic, Clisson, Ancenis, Châteaubriant…) : 89 €
- Vendée, Maine-et-Loire, Morbihan, Ille-et-Vilaine : 149 €
- Reste de la France : sur devis (environ 1,20 € par km depuis Nantes)
- Gardiennage d’un véhicule vendu et non retiré, à partir du 16e jour après sa mise à disposition : 15 € par jour

5. Atelier toutes marques (pièces et main-d’œuvre comprises, sauf taux horaire)
- Taux horaire de main-d’œuvre : 68 €
- Diagnostic électronique : 49 € (déduit si la réparation est faite chez nous)
- Révision selon le plan du constructeur : A 149 € ; B 189 € ; C 229 € ; hybrides A et B 199 €, C 239 €
- Vidange et filtre à huile : de 89 € (A) à 129 € (C)
- Kit de distribution avec pompe à eau : à partir de 490 € (A), 690 € (B), 890 € (C), sur devis
- Plaquettes avant : A 119 € ; B 139 € ; C 169 €
- Disques et plaquettes avant : A 249 € ; B 299 € ; C 349 €
- Plaquettes arrière : A 109 € ; B 129 € ; C 159 €
- Remplacement du liquide de frein : 59 € ; contrôle des freins : gratuit
- Pneus posés, prix par pneu (gamme économique / grande marque) : 185/65 R15 79 € / 109 € ; 205/55 R16 95 € / 135 € ; 215/60 R17 125 € / 175 € ; été, hiver ou 4 saisons
- Montage et équilibrage : 15 € par pneu (gratuit pour les pneus achetés chez nous) ; réparation de crevaison : 25 € ; géométrie : 69 €
- Gardiennage des pneus de saison : 49 € par saison ; changement de jeu de roues été/hiver : 35 €
- Recharge de climatisation : gaz R134a 79 €, gaz R1234yf 129 € ; traitement antibactérien 39 € ; filtre d’habitacle 35 € ; recherche de fuite 49 €
- Batterie 12 V posée : de 129 € à 219 € selon le modèle ; test de batterie gratuit
- Balais d’essuie-glace avant posés : 29 €
- Voiture de courtoisie : gratuite, sur réservation, pour les travaux de plus de 300 € et pour les véhicules achetés chez nous
- Remise de 10 % sur la main-d’œuvre pour les véhicules achetés chez nous
- Paiement en 3 fois sans frais par carte bancaire pour les factures de 150 € à 1 500 €

6. Vente et financement
- Acompte à la commande : 10 % du prix, 500 € minimum
- Étude de financement (crédit auto ou LOA) : gratuite
- Recherche personnalisée d’un véhicule : acompte de 300 €, déduit du prix, remboursé si aucun véhicule n’est trouvé dans le délai convenu`,
    },
    {
      title: terms,
      language: 'French',
      text: `Conditions générales de vente des véhicules d’occasion – SARL Atlantique Automobiles (Garage Atlantique Automobiles), 118 route de Vannes, 44100 Nantes, RCS Nantes 451 287 906. Applicables aux commandes signées à partir du 1er janvier 2026.

Article 1 – Objet
Les présentes conditions s’appliquent à la vente de véhicules d’occasion à des particuliers, au garage ou à distance (site internet, téléphone, e-mail, signature électronique). Toute commande implique leur acceptation.

Article 2 – Commande et acompte
La vente est conclue par la signature d’un bon de commande qui précise le véhicule, son kilométrage, le prix, les options, la valeur de reprise éventuelle, le mode de paiement et la date de livraison prévue. Un acompte de 10 % du prix, d’un montant minimum de 500 €, est versé à la commande. Le véhicule est alors réservé au nom du client et retiré de la vente.

Article 3 – Prix et paiement
Le prix affiché est TTC. Il comprend la préparation du véhicule, le contrôle technique de moins de 6 mois pour les véhicules de plus de 4 ans et la Garantie Atlantique. Il ne comprend pas les frais de carte grise ni la livraison, facturés selon les tarifs en vigueur. Le solde est payé au plus tard à la livraison, par virement (fonds reçus 48 heures avant la livraison), par chèque de banque ou au moyen d’un financement. Les paiements en espèces sont limités à 1 000 € ; les chèques personnels ne sont pas acceptés pour le solde. L’acompte peut être payé par carte bancaire dans la limite de 3 000 €.

Article 4 – Financement
Lorsque tout ou partie du prix est payé au moyen d’un crédit, y compris un crédit proposé par notre intermédiaire, la vente est conclue sous la condition de l’obtention de ce crédit. Si le crédit est refusé, ou si le client exerce son droit de rétractation sur le contrat de crédit, la commande est annulée de plein droit et l’acompte est remboursé sans frais dans un délai de 14 jours.

Article 5 – Reprise
La valeur de reprise inscrite sur le bon de commande est ferme si le véhicule repris est remis dans l’état constaté lors de l’estimation, avec un kilométrage n’excédant pas de plus de 1 000 km celui relevé, et au plus tard 15 jours après l’estimation. Le client remet la carte grise barrée et signée, un certificat de non-gage de moins de 15 jours, le carnet d’entretien et les doubles des clés. Si le véhicule a changé d’état ou s’il est gagé, une nouvelle estimation est faite ; en cas de désaccord, le client peut annuler la commande et l’acompte lui est remboursé. La valeur de reprise est déduite du prix du véhicule acheté.

Article 6 – Livraison
Le délai de livraison indiqué sur le bon de commande est de 5 à 10 jours ouvrés. Le véhicule est remis au garage ou, moyennant les frais de livraison en vigueur, à l’adresse indiquée par le client. Il est livré avec le certificat d’immatriculation provisoire ou la carte grise au nom du client, le procès-verbal du contrôle technique, le certificat de garantie, le carnet d’entretien et les doubles des clés. Le client examine le véhicule et signe un procès-verbal de livraison. Le véhicule doit être assuré au nom du client dès sa remise. Si la livraison a plus de 30 jours de retard sur la date prévue, le client peut annuler la commande par lettre recommandée ou par e-mail et être remboursé de toutes les sommes versées. Un véhicule non retiré dans les 15 jours suivant sa mise à disposition donne lieu à des frais de gardiennage de 15 € par jour à partir du 16e jour.

Article 7 – Transfert de propriété et des risques
Le véhicule reste la propriété du vendeur jusqu’au paiement complet du prix. Les risques sont transférés au client à la remise du véhicule.

Article 8 – Garantie commerciale (Garantie Atlantique)
Le véhicule bénéficie d’une garantie de 12 mois, ou de 24 mois pour les véhicules de moins de 5 ans et de moins de 80 000 km, pièces et main-d’œuvre, kilométrage illimité. Elle couvre les pannes mécaniques, électriques et électroniques, à l’exclusion des pièces d’usure, des éléments d’aspect et des dommages résultant d’un accident, d’une mauvaise utilisation ou d’un défaut d’entretien. Elle est subordonnée au respect du plan d’entretien du constructeur. En cas de panne, le client contacte le vendeur ou l’assistance avant toute intervention ; les réparations sont faites dans notre atelier ou dans un garage agréé par nous. La garantie peut être prolongée à l’achat, jusqu’à 48 mois au total.

Article 9 – Garanties légales
Indépendamment de la garantie commerciale, le vendeur est tenu de la garantie légale de conformité (articles L217-3 et suivants du Code de la consommation) pendant 2 ans à compter de la livraison ; pour un véhicule d’occasion, les défauts qui apparaissent dans les 12 mois suivant la livraison sont présumés exister au moment de celle-ci. Le vendeur est également tenu de la garantie des vices cachés (articles 1641 à 1649 du Code civil), que le client peut exercer dans les 2 ans suivant la découverte du vice.

Article 10 – Droit de rétractation
Un véhicule acheté au garage, même après un essai, ne peut pas faire l’objet d’une rétractation. Lorsque le contrat a été conclu entièrement à distance, sans que le client se soit rendu au garage, le client dispose d’un délai de 14 jours à compter de la remise du véhicule pour se rétracter, sans avoir à se justifier, par e-mail ou par lettre. Il restitue le véhicule dans l’état où il l’a reçu ; les frais de retour sont à sa charge et une dépréciation liée à une utilisation au-delà de ce qui est nécessaire pour l’essayer (plus de 200 km) peut être déduite. Les sommes versées sont remboursées dans les 14 jours suivant la rétractation.

Article 11 – Véhicules destinés à l’export
Pour un client qui ne réside pas en France, le véhicule peut être immatriculé sous plaques provisoires WW. Les formalités dans le pays de destination (immatriculation, douane, taxes) sont à la charge du client.

Article 12 – Réclamations et médiation
Toute réclamation est adressée à contact@atlantique-automobiles.example ou par courrier au garage. À défaut de solution dans un délai de 2 mois, le client peut saisir gratuitement le Médiateur de Mobilians, 43 bis route de Vaugirard, 92197 Meudon Cedex.

Article 13 – Données personnelles
Les données du client sont utilisées pour la commande, la carte grise, la garantie et le financement, et ne sont transmises qu’aux organismes concernés. Le client peut y accéder, les faire rectifier ou supprimer en écrivant à contact@atlantique-automobiles.example.`,
    },
  ],
  answerable: [
    // French paraphrases with everyday words
    {
      question: 'Vous rachetez ma vieille Clio si je vous prends une voiture ?',
      answeredBy: [tradeIn, tradeInRequest, terms, services],
    },
    {
      question: 'C’est combien l’entretien annuel d’une Peugeot 308 chez vous ?',
      answeredBy: [service, prices],
    },
    {
      question: 'La bagnole est garantie combien de temps si le moteur lâche ?',
      answeredBy: [warranty, prices, terms, services],
    },
    {
      question: 'Vous pouvez m’amener la voiture jusqu’à Saint-Nazaire ?',
      answeredBy: [delivery, prices, terms, services],
    },
    {
      question: 'Je peux faire un tour au volant avant de signer quoi que ce soit ?',
      answeredBy: [testDrive],
    },
    // Long messages, in French, the question inside
    {
      question:
        'Bonjour, nous avons trois enfants de 2, 5 et 9 ans et notre Scénic devient vraiment trop petit, surtout avec la poussette et le chien. On cherche quelque chose avec 7 vraies places, pas trop gourmand, autour de 18 000 €. On habite à Rezé et on peut passer un samedi. Qu’est-ce que vous auriez comme modèles ?',
      answeredBy: [familyCars, stock, services],
    },
    {
      question:
        'Bonsoir, je suis aide-soignante au CHU en CDI depuis 2 ans et j’ai repéré une C3 à 11 500 € sur votre site. Je n’ai pas d’apport et ma banque traîne pour me répondre. Est-ce que vous pouvez me faire le crédit directement chez vous, et il faut quels papiers pour le dossier ?',
      answeredBy: [credit, prices, terms, services],
    },
    {
      question:
        'Bonjour, j’ai acheté une Golf chez vous il y a 4 mois. Hier sur la route de Pornic le voyant moteur s’est allumé et elle s’est mise en mode dégradé, j’ai réussi à rentrer doucement. Normalement elle est encore sous votre garantie. Je fais quoi, je vous l’amène ou je vais au garage à côté de chez moi ?',
      answeredBy: [breakdown, terms],
    },
    // Long messages, in English
    {
      question:
        "Hi, we're a British couple who moved to a village near Clisson last year and we've finally got our titre de séjour. Our old right-hand-drive Focus is on its last legs and we'd like to buy something from you, maybe a small SUV. Is it straightforward for foreigners, and what paperwork will you need from us?",
      answeredBy: [foreignBuyer, registration],
    },
    {
      question:
        "Hello! We're over from Cork for the summer and our son starts at the university in Nantes in September, so we want to buy him a cheap little runaround he can keep here. He's 19 and only passed his test in Ireland last year. What would you suggest, and will his Irish licence be ok?",
      answeredBy: [youngDrivers, ukLicence, foreignBuyer],
    },
    {
      question:
        "Good morning. My husband and I have a holiday home near Pornic and we'd like to buy a used car to leave there for when we come over, as we still live in Kent. Can we register it in our names even though we don't live in France full time? And could you drop it off at the house?",
      answeredBy: [nonResident, foreignBuyer, delivery, prices, terms, services],
    },
    // Typos and chat-speak, in French and English
    {
      question: 'slt vs faites la loa ? c combien par mois pour un 2008',
      answeredBy: [loa, prices, services],
    },
    {
      question: 'bjr combien ca coute la carte grise si jachete chez vs ? jhabite a st herblain',
      answeredBy: [registration, prices],
    },
    {
      question: 'ma clim fait que du vent chaud, vs pouvez la recharger ? c combien',
      answeredBy: [airCon, prices, services],
    },
    {
      question: 'bjr vs avez des voitures pr jeune permis pas trop cher a assurer svp',
      answeredBy: [youngDrivers],
    },
    {
      question: 'jai un bruit de ferraille qd je freine, c combien pr changer les plaquettes ?',
      answeredBy: [brakes, prices],
    },
    {
      question: 'hi do u guys speak english? my french is rubbish lol',
      answeredBy: [englishSpoken, description],
    },
    {
      question: 'can u deliver to la baule? how much thx',
      answeredBy: [delivery, prices, terms, services],
    },
    // One or two words
    { question: 'Horaires atelier ?', answeredBy: [location] },
    { question: 'Garantie ?', answeredBy: [warranty, prices, terms, services] },
    { question: 'Reprise', answeredBy: [tradeIn, tradeInRequest, terms, services] },
    { question: 'pneus hiver', answeredBy: [tyres, prices, services] },
    // French questions, English knowledge
    {
      question:
        'Je suis anglaise et j’habite en Vendée depuis 3 ans, est-ce que mon permis britannique est encore valable ici ?',
      answeredBy: [ukLicence],
    },
    {
      question:
        'Vous vendez des assurances auto ou il faut que je me débrouille ? Et mon bonus anglais compte en France ?',
      answeredBy: [insurance],
    },
    {
      question: 'Quelqu’un parle anglais chez vous ? C’est pour mon beau-père qui est irlandais.',
      answeredBy: [englishSpoken, description],
    },
    {
      question:
        'Mon frère habite à Londres, il peut acheter une voiture chez vous et la ramener en Angleterre ?',
      answeredBy: [nonResident, foreignBuyer, terms, prices],
    },
    // English questions, French knowledge, in British and Irish everyday wording
    {
      question: 'If the gearbox packs in three months after I buy, am I covered?',
      answeredBy: [warranty, terms],
    },
    {
      question: 'Do you do PCP or some kind of leasing on your used cars?',
      answeredBy: [loa, prices, services],
    },
    {
      question: 'Has every car had a recent contrôle technique, like an MOT?',
      answeredBy: [inspection, prices, terms, services],
    },
    {
      question:
        "Could you find me a car you haven't got in stock? I'm after a Skoda Octavia estate, automatic.",
      answeredBy: [carSearch, prices, services],
    },
    {
      question: 'How much would it cost to take the warranty up to three years?',
      answeredBy: [warranty, prices],
    },
    {
      question: 'Do you sell electric cars, and how do I know the battery is still any good?',
      answeredBy: [electric, stock, services],
    },
    // Answered by a document only
    {
      question:
        'J’ai tout fait en ligne sans me déplacer et la voiture arrive la semaine prochaine. Si elle ne me plaît pas, j’ai un délai pour changer d’avis ?',
      answeredBy: [terms],
    },
    {
      question:
        'Si je ne viens pas chercher la voiture tout de suite après la commande, vous faites payer le stationnement ?',
      answeredBy: [terms, prices],
    },
    { question: 'Combien pour remplacer la batterie de ma voiture ?', answeredBy: [prices] },
    {
      question: 'Combien coûte le remplacement du kit de distribution sur une Mégane ?',
      answeredBy: [prices],
    },
    // Short follow-ups, very informal
    { question: 'et vous prenez la CB ?', answeredBy: [payment, terms, prices] },
    { question: 'et l’acompte c’est combien ?', answeredBy: [reservation, terms, prices] },
    { question: 'et la voiture de courtoisie c gratuit ?', answeredBy: [workshopBooking, prices] },
    {
      question: 'ok et vous la livrez avec la carte grise deja faite ?',
      answeredBy: [delivery, registration, terms],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Vous faites de la location de voitures ? J’aurais besoin d’une citadine pour un week-end à Noirmoutier.',
    'Bonjour, vous faites la carrosserie ? On m’a enfoncé la portière arrière sur un parking et il me faut un devis.',
    'Vous recrutez ? Je suis mécanicien auto avec un CAP et 5 ans d’expérience, je cherche un poste sur Nantes.',
    'vs vendez aussi des scooters ou des motos d’occasion ? je cherche une 125 pour aller a la fac',
    'c combien le controle technique chez vous pour ma twingo ? il expire le mois prochain',
    'Vous avez des voitures sans permis ? C’est pour ma fille de 15 ans qui veut aller au lycée toute seule.',
    "Could you install a home charging point for the electric car we're buying from you?",
    "Can you fit a tow bar on our Berlingo? We're bringing the caravan over from Ireland this summer.",
    // Plainly outside
    'Quel est le meilleur moyen d’aller de l’aéroport Nantes Atlantique au centre-ville ?',
    'Any recommendations for a good crêperie near the Château des ducs de Bretagne?',
  ],
};
