import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Auto Rhin Occasions, an independent used-car dealer with its own workshop in the Plaine des
 * Bouchers, in the Meinau district of Strasbourg, 15 minutes from the bridge to Kehl. It sells
 * about 90 used cars of all makes (many German makes, small cars, estates, SUVs, 7-seaters, a
 * few vans, some twenty hybrids and electrics), all Crit’Air 0, 1 or 2 so that they may enter
 * the Strasbourg low-emission zone (ZFE), each with a contrôle technique under 6 months and a
 * 12- or 24-month warranty. It takes trade-ins (even old diesels banned from the ZFE and cars
 * registered in Germany), imports cars from German dealers to order, arranges car loans and LOA
 * (cross-border workers paid in Germany included), does the carte grise and the Crit’Air
 * sticker, sells to German buyers with export plates, delivers in Alsace, Moselle and up to
 * 100 km into Germany, and runs an all-makes workshop (services, tyres, brakes, timing belts).
 * Its customers write in French (Strasbourg and Bas-Rhin locals, some with Alsatian words,
 * students, families, cross-border workers) and in German (people from Kehl, the Ortenau and
 * Baden buying in France, cross-border workers living in Strasbourg). The owner wrote the
 * briefing in French, most Q&A pairs in French and a few in German (buying as a German and
 * registering in Germany, German spoken at the garage, the warranty in Germany, taking the car
 * across the border, VAT), added one custom response for import requests, and pasted the 2026
 * price list and the general terms of sale, both in French.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday words ("ma vieille Twingo", "ma bagnole", "les nouvelles règles anti-pollution",
 * "c’est pour ma pomme", "in Zahlung nehmen", "Überführung"), Alsatian and cross-border words
 * ("Hopla", "karre", "gell", "ça geht’s", "Grenzgänger", "Plakette"), long messages with a
 * story around the question, typos and chat-speak ("slt", "bjr", "vs", "c cb", "pr", "jsuis",
 * "jpeux", "lg", "mfg", "ne inspektion", "uberweisung", no accents or umlauts), one- or two-word
 * questions, German questions against French knowledge and the reverse, a few that only a
 * document answers (withdrawal after an order signed at a distance, storage fees, number plates
 * with the 67, a timing belt) and short follow-ups. The outside questions include hard
 * negatives that share words with the knowledge (van hire next to LOA, body work, an
 * apprenticeship at the workshop, a home charging point, used camper vans, a parking heater, used
 * motorbikes, a windscreen) and two plainly outside (the Christmas market, a restaurant).
 */

const french = qaIn('French');
const german = qaIn('German');

// The sources' titles, as the answers name them.
const location = 'Où se trouve le garage et quels sont vos horaires ?';
const stock = 'Quelles voitures avez-vous en stock ?';
const warranty = 'Vos voitures d’occasion sont-elles garanties ?';
const tradeIn = 'Reprenez-vous mon ancienne voiture ?';
const credit = 'Proposez-vous un crédit auto ?';
const loa = 'Faites-vous de la LOA ?';
const registration = 'Vous occupez-vous de la carte grise ?';
const inspection = 'Les voitures sont-elles vendues avec un contrôle technique ?';
const critAir = 'Quelle vignette Crit’Air ont vos voitures ?';
const zfe = 'Puis-je rouler dans la ZFE de Strasbourg avec une voiture achetée chez vous ?';
const germanImport = 'Pouvez-vous importer une voiture d’Allemagne ?';
const delivery = 'Pouvez-vous livrer la voiture à domicile ?';
const testDrive = 'Peut-on essayer une voiture avant de l’acheter ?';
const reservation = 'Comment réserver une voiture ? Faut-il verser un acompte ?';
const payment = 'Quels moyens de paiement acceptez-vous ?';
const youngDrivers = 'Avez-vous des voitures pour les étudiants et les jeunes conducteurs ?';
const service = 'Combien coûte une révision à l’atelier ?';
const tyres = 'Changez-vous les pneus, et faut-il des pneus hiver en Alsace ?';
const workshopBooking = 'Comment prendre rendez-vous à l’atelier ?';
const electric = 'Vendez-vous des voitures électriques ou hybrides ?';
const breakdown = 'Que faire en cas de panne après l’achat ?';
const crossBorder =
  'Je suis frontalier et je travaille en Allemagne : puis-je acheter et financer une voiture chez vous ?';
const germanBuyer = 'Kann ich als Deutscher bei Ihnen ein Auto kaufen und in Deutschland zulassen?';
const germanSpoken = 'Spricht bei Ihnen jemand Deutsch?';
const germanWarranty = 'Gilt Ihre Garantie auch in Deutschland?';
const transfer = 'Wie bringe ich das Auto nach Deutschland (Kennzeichen und Versicherung)?';
const vat =
  'Ist die Mehrwertsteuer im Preis enthalten, und muss ich in Deutschland noch Steuern zahlen?';
const prices = 'Tarifs 2026 – atelier, carte grise, import, garanties et livraison';
const terms = 'Conditions générales de vente des véhicules d’occasion';
const importRequest = 'Demande d’import d’une voiture d’Allemagne';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const strasbourgCarDealerSet: EvaluationSet = {
  name: 'Strasbourg used-car dealer (Auto Rhin Occasions)',
  heldOut: false,
  agentName: 'Léa',
  briefing: {
    companyName: 'Auto Rhin Occasions',
    industry: 'automotive',
    description:
      'Auto Rhin Occasions est un garage indépendant de vente de voitures d’occasion avec atelier, installé depuis 2008 au 17 rue de la Plaine des Bouchers, à Strasbourg-Meinau, à 15 minutes du pont de l’Europe et de Kehl. Fondé par Patrick Muller, il est dirigé aujourd’hui avec son fils Julien et compte 13 personnes : 4 vendeurs, 6 mécaniciens, une conseillère financement, une chargée des démarches (carte grise, import, export) et un réceptionnaire d’atelier. Nous avons en permanence environ 90 voitures d’occasion de toutes marques, de moins de 10 ans, contrôlées et garanties, et un atelier de 7 postes qui entretient toutes les marques. Nos clients viennent de Strasbourg, de l’Eurométropole et de tout le Bas-Rhin, mais aussi du Pays de Bade : frontaliers, familles, étudiants, et de plus en plus d’Allemands de Kehl, d’Offenbourg et de l’Ortenau. L’équipe parle français, allemand et alsacien.',
    targetAudience:
      'Particuliers de Strasbourg et du Bas-Rhin qui cherchent une voiture d’occasion fiable, garantie et autorisée dans la ZFE : familles, actifs, retraités, étudiants de l’Université de Strasbourg qui achètent leur première voiture. Frontaliers qui habitent en Alsace et travaillent en Allemagne. Allemands de Kehl, de l’Ortenau et du Pays de Bade qui achètent en France et font immatriculer la voiture en Allemagne. Clients de notre atelier, qu’ils aient acheté leur voiture chez nous ou non.',
    keyServices:
      'Vente de voitures d’occasion toutes marques de moins de 10 ans (citadines, compactes, breaks, SUV, monospaces et 7 places, utilitaires légers, hybrides et électriques avec certificat d’état de la batterie), toutes Crit’Air 0, 1 ou 2, avec un contrôle technique de moins de 6 mois et la Garantie Rhin de 12 à 24 mois incluse ; extension de garantie jusqu’à 48 mois ; reprise de votre véhicule, même immatriculé en Allemagne ; import sur commande de voitures achetées chez des professionnels en Allemagne ; financement : crédit auto et LOA, y compris pour les frontaliers ; carte grise et vignette Crit’Air ; vente aux clients allemands et export (plaques WW, documents pour l’immatriculation en Allemagne) ; livraison dans le Bas-Rhin, le Haut-Rhin, la Moselle et en Allemagne jusqu’à 100 km ; atelier toutes marques : révision, vidange, pneus, freins, climatisation, distribution, diagnostic.',
    commonQuestions:
      'Quelles voitures nous avons en stock et à quel prix, quelle vignette Crit’Air elles ont et si elles peuvent rouler dans la ZFE de Strasbourg, ce que couvre la garantie, combien nous reprenons leur voiture, s’ils peuvent payer en plusieurs fois (crédit, LOA), surtout quand ils sont frontaliers, combien coûte la carte grise, si nous pouvons trouver une voiture en Allemagne, si nous livrons, les prix de l’atelier (révision, pneus, freins) et, pour les clients allemands, comment acheter en France, immatriculer la voiture en Allemagne, la ramener et ce qu’il en est de la TVA et de la garantie.',
    languages: ['French', 'German'],
    tonePreference: 'friendly',
    communicationStyle:
      'Réponses courtes et concrètes, avec les prix en euros TTC, et toujours une proposition pour la suite (essai, estimation de reprise, rendez-vous atelier, demande d’import). On vouvoie les clients, même quand ils écrivent en langage SMS ou en alsacien. À ceux qui écrivent en allemand, on répond en allemand en les vouvoyant (Sie) et on explique les mots français des démarches (carte grise = Zulassungsbescheinigung, contrôle technique = Hauptuntersuchung, Crit’Air = französische Umweltplakette).',
    personality:
      'Comme un vendeur alsacien de confiance : direct, honnête sur l’état des voitures et sur les coûts, à l’aise des deux côtés du Rhin, patient avec ceux qui achètent leur première voiture ou qui découvrent les démarches françaises, jamais insistant.',
    responseTemplates: [
      {
        scenario: importRequest,
        response:
          'Avec plaisir ! Pour lancer la recherche d’une voiture en Allemagne, envoyez-nous : la marque, le modèle et la motorisation ; la boîte (manuelle ou automatique) ; l’année minimale et le kilométrage maximal ; les équipements indispensables (GPS, sièges chauffants, toit ouvrant, aides à la conduite…) ; les couleurs que vous ne voulez pas ; votre budget maximal tout compris ; et, si vous en avez, les liens des annonces mobile.de ou AutoScout24 qui vous plaisent. Envoyez le tout par e-mail à import@auto-rhin-occasions.example ou par WhatsApp au 06 42 81 57 30. Julien vous rappelle sous 48 h avec une estimation du prix rendu à Strasbourg : prix de la voiture, forfait import de 990 €, carte grise et malus éventuel. La recherche commence à la signature du bon de commande, avec un acompte de 500 €. Nous n’achetons qu’auprès de concessionnaires et de professionnels, et vous recevez les photos, l’historique d’entretien et notre rapport de contrôle avant que la voiture soit achetée.',
      },
    ],
  },
  qa: [
    french(
      location,
      'Auto Rhin Occasions, 17 rue de la Plaine des Bouchers, 67100 Strasbourg (Meinau), à 2 minutes de l’A35 et à 15 minutes de Kehl par le pont de l’Europe, avec un parking de 50 places. En tram : lignes A et E, arrêt Émile Mathis, puis 500 m à pied. Le showroom (vente) est ouvert du lundi au vendredi de 9h00 à 12h00 et de 13h30 à 19h00, et le samedi de 9h00 à 17h00 sans interruption. L’atelier est ouvert du lundi au vendredi de 7h45 à 12h00 et de 13h30 à 18h00, et le samedi de 8h00 à 12h00. Fermé le dimanche et les jours fériés, y compris le Vendredi saint et le 26 décembre, fériés en Alsace. Téléphone 03 88 39 72 15, WhatsApp 06 42 81 57 30, e-mail contact@auto-rhin-occasions.example.',
    ),
    french(
      stock,
      'Nous avons en permanence environ 90 voitures d’occasion de toutes marques, de moins de 10 ans et de moins de 150 000 km : beaucoup d’allemandes (Volkswagen, Audi, BMW, Mercedes, Opel, Skoda, Seat) et de françaises (Renault, Peugeot, Citroën, Dacia), mais aussi Toyota, Kia, Hyundai ou Fiat. Citadines, compactes, breaks, SUV, monospaces et 7 places, quelques utilitaires légers et une vingtaine d’hybrides et d’électriques. Environ un tiers des voitures ont une boîte automatique. Les prix vont de 7 490 € à 45 000 €, la plupart entre 12 000 € et 25 000 €. Le stock est mis à jour chaque jour sur www.auto-rhin-occasions.example, et nos annonces sont aussi sur Leboncoin, La Centrale et, en allemand, sur mobile.de. Chaque annonce indique le kilométrage, la date de première mise en circulation, la vignette Crit’Air, le nombre de propriétaires et l’historique d’entretien.',
    ),
    french(
      warranty,
      'Oui. Toutes nos voitures sont vendues avec la Garantie Rhin, incluse dans le prix : 12 mois pièces et main-d’œuvre, kilométrage illimité, et 24 mois pour les voitures de moins de 5 ans et de moins de 80 000 km. Elle couvre les pannes mécaniques, électriques et électroniques : moteur, turbo, boîte de vitesses, transmission, direction, climatisation et batterie de traction des hybrides et des électriques. Elle ne couvre pas les pièces d’usure (plaquettes, disques, pneus, embrayage, batterie 12 V, balais d’essuie-glace), la peinture et la sellerie, ni les dommages dus à un accident ou à un défaut d’entretien. Elle est valable en France et dans toute l’Union européenne, avec une assistance 24 h/24. Vous pouvez la prolonger à l’achat jusqu’à 36 ou 48 mois en tout, à partir de 290 €. L’entretien doit suivre le carnet du constructeur, chez nous ou dans n’importe quel garage.',
    ),
    french(
      tradeIn,
      'Oui, nous reprenons votre voiture, toutes marques, en déduction de l’achat d’une voiture chez nous : même avec beaucoup de kilomètres, même un vieux diesel Crit’Air 3 ou 4 qui ne peut plus entrer dans la ZFE, et même une voiture immatriculée en Allemagne. L’estimation est gratuite et prend 30 minutes au garage, sans rendez-vous, du lundi au samedi ; vous pouvez aussi envoyer 6 photos et la carte grise à reprise@auto-rhin-occasions.example pour une première estimation sous 24 h. L’offre ferme est valable 15 jours et 1 000 km. Apportez la carte grise barrée et signée avec la mention « Vendu le … à Auto Rhin Occasions », un certificat de non-gage de moins de 15 jours, le carnet d’entretien et les doubles des clés (pour une voiture allemande, la Zulassungsbescheinigung Teil I et Teil II). Si la voiture est encore en crédit ou en LOA, nous soldons le contrat pour vous.',
    ),
    french(
      credit,
      'Oui. Nous proposons un crédit auto avec nos partenaires financiers, de 12 à 84 mois, avec ou sans apport, à partir de 3 000 € financés. En 2026, le TAEG fixe va de 4,9 % à 7,9 % selon la durée et le dossier. Exemple : pour 15 000 € empruntés sur 60 mois au TAEG fixe de 5,9 %, 60 mensualités de 288,23 €, coût total du crédit 2 293,52 €, montant total dû 17 293,52 €. L’étude est gratuite et la réponse de principe arrive sous 24 à 48 h. Pièces à fournir : pièce d’identité, justificatif de domicile de moins de 3 mois, 3 derniers bulletins de salaire, dernier avis d’imposition et RIB. Si le crédit est refusé, la commande est annulée et l’acompte vous est remboursé. Un crédit vous engage et doit être remboursé. Vérifiez vos capacités de remboursement avant de vous engager.',
    ),
    french(
      loa,
      'Oui, pour les voitures de moins de 5 ans et de moins de 100 000 km. La LOA (location avec option d’achat) dure de 24 à 60 mois, avec un premier loyer de 0 à 30 % du prix et un kilométrage annuel choisi entre 10 000 et 30 000 km ; l’entretien dans notre atelier peut être inclus dans le loyer. Exemple : un Volkswagen T-Roc de 2023 à 24 990 €, premier loyer de 2 500 €, puis 48 loyers de 289 €, option d’achat finale de 11 200 €, 15 000 km par an. À la fin du contrat, vous achetez la voiture en levant l’option, vous la rendez ou vous en prenez une autre. Les kilomètres au-delà du forfait sont facturés 0,09 € par km, et les dégâts au-delà de l’usure normale sont facturés au retour. Le dossier est le même que pour un crédit ; réponse sous 48 h.',
    ),
    french(
      registration,
      'Oui, nous faisons toute la démarche de carte grise : nous sommes habilités par le ministère de l’Intérieur (SIV). Vous repartez avec le certificat provisoire d’immatriculation, valable 1 mois, et la carte grise définitive arrive chez vous par courrier sécurisé sous 3 à 7 jours. Nos frais de service sont de 39 € ; s’ajoutent les taxes : dans le Grand Est, 60 € par cheval fiscal, plus 11 € de taxe de gestion et 2,76 € d’acheminement. Exemple : pour une Polo de 5 CV, 300 € + 11 € + 2,76 € + 39 € = 352,76 €. Pièces à fournir : pièce d’identité, justificatif de domicile de moins de 6 mois et permis de conduire. Quelle que soit votre nationalité, il faut une adresse en France : un logement étudiant ou une attestation d’hébergement suffit.',
    ),
    french(
      inspection,
      'Oui. Toute voiture de plus de 4 ans vendue chez nous a un contrôle technique de moins de 6 mois, comme l’exige la loi, fait par un centre agréé indépendant et sans contre-visite. Les voitures que nous importons d’Allemagne passent aussi le contrôle technique français, car le TÜV allemand n’est pas reconnu en France. En plus, chaque voiture passe dans notre atelier pour un contrôle de 120 points et une préparation : vidange et filtres si l’entretien tombe dans les 5 000 km, pneus avec au moins 3 mm de gomme, plaquettes usées à moins de 50 %, batterie testée et nettoyage complet. Le procès-verbal du contrôle technique et notre fiche de contrôle sont consultables avant l’achat et vous sont remis avec la voiture.',
    ),
    french(
      critAir,
      'Toutes nos voitures sont classées Crit’Air 0, 1 ou 2, donc autorisées dans la ZFE de Strasbourg : nous ne vendons plus de Crit’Air 3. La vignette est commandée par nos soins sur le site officiel et collée sur le pare-brise avant la livraison, sans supplément. Pour mémoire : Crit’Air 0 (verte) pour les électriques ; Crit’Air 1 pour les hybrides rechargeables, le gaz et l’essence immatriculée depuis 2011 (Euro 5 et 6) ; Crit’Air 2 pour le diesel depuis 2011 et l’essence de 2006 à 2010 ; Crit’Air 3 pour le diesel de 2006 à 2010 et l’essence de 1997 à 2005. Pour votre propre voiture, la vignette coûte 3,77 € sur certificat-air.gouv.fr : méfiez-vous des sites qui la vendent plus cher. La vignette allemande (Umweltplakette) ne vaut pas en France.',
    ),
    french(
      zfe,
      'Oui, sans aucune restriction : toutes nos voitures sont Crit’Air 0, 1 ou 2. La ZFE (zone à faibles émissions) couvre les 33 communes de l’Eurométropole de Strasbourg, 24 h/24 et 7 jours/7. Au 1er janvier 2026, les voitures non classées, Crit’Air 5 et Crit’Air 4 n’y ont plus le droit de circuler ; les Crit’Air 3 y sont encore admises, mais leur interdiction est prévue par l’Eurométropole. Le calendrier peut évoluer : vérifiez-le sur le site de l’Eurométropole avant d’acheter. La règle vaut aussi pour les voitures immatriculées à l’étranger, qui doivent porter une vignette Crit’Air. L’amende est de 68 €. Si votre voiture actuelle ne peut plus circuler, nous la reprenons en déduction de votre achat.',
    ),
    french(
      germanImport,
      'Oui, c’est notre spécialité. Si le modèle que vous cherchez n’est pas dans notre stock, nous l’achetons pour vous chez un concessionnaire ou un professionnel en Allemagne, jamais chez un particulier. Les allemandes bien équipées (Audi, BMW, Mercedes, Volkswagen) y sont souvent 5 à 15 % moins chères. Le forfait import de 990 € comprend la recherche, le contrôle de la voiture sur place, le transport par camion jusqu’à Strasbourg, le certificat de conformité (COC), le quitus fiscal, le contrôle technique français et la vignette Crit’Air. S’ajoutent la carte grise et, selon la voiture, le malus écologique français, réduit selon l’âge de la voiture : nous le calculons dans le devis. Délai : 3 à 6 semaines. Acompte de 500 €, déduit du prix et remboursé si nous ne trouvons rien en 8 semaines. La voiture importée a la même Garantie Rhin que notre stock.',
    ),
    french(
      delivery,
      'Oui. Vous pouvez venir chercher la voiture au garage (gratuit), ou nous la livrons, carte grise faite, chez vous ou à votre travail, du lundi au samedi. Tarifs : Eurométropole de Strasbourg 49 € ; reste du Bas-Rhin 89 € ; Haut-Rhin et Moselle 149 € ; Allemagne jusqu’à 100 km de Strasbourg (Kehl, Offenbourg, Baden-Baden, Karlsruhe, Fribourg) 149 €, par camion plateau ; reste de la France sur devis. Comptez 5 à 10 jours après la commande, le temps de la préparation et de la carte grise. À la livraison, le livreur vous présente la voiture, vous l’inspectez avec lui et vous signez le procès-verbal de livraison. La voiture doit être assurée à votre nom le jour de la livraison.',
    ),
    french(
      testDrive,
      'Oui, toutes nos voitures peuvent être essayées, du lundi au samedi, de préférence sur rendez-vous pour qu’elle soit prête (et chargée si elle est électrique). L’essai dure environ 30 minutes, avec un vendeur, sur un parcours en ville et sur l’A35. Il faut présenter un permis B valide (permis probatoire accepté ; les permis allemands et des autres pays de l’Union européenne sont acceptés) et une pièce d’identité. Vous pouvez venir avec le mécanicien ou le proche de votre choix, et pour les familles, apporter vos sièges auto pour vérifier qu’ils rentrent.',
    ),
    french(
      reservation,
      'Pour réserver une voiture, on signe un bon de commande, au garage ou à distance par signature électronique, et on verse un acompte de 10 % du prix, 500 € minimum. La voiture est alors retirée de la vente et réservée à votre nom. Si votre crédit est refusé, l’acompte vous est remboursé. Sans bon de commande, nous pouvons bloquer une voiture gratuitement pendant 48 heures, le temps que vous veniez la voir, par exemple depuis l’Allemagne. Le solde se paie à la livraison ou au retrait de la voiture.',
    ),
    french(
      payment,
      'Pour l’achat d’une voiture : acompte par carte bancaire (jusqu’à 3 000 €), virement ou chèque ; solde par virement (les fonds doivent être arrivés 48 h avant la livraison) ou par chèque de banque. Un virement SEPA depuis un compte allemand est gratuit et arrive en 1 à 2 jours ouvrés. Les chèques personnels ne sont pas acceptés pour le solde, et la loi limite les paiements en espèces à 1 000 € pour les particuliers domiciliés en France et à 15 000 € pour ceux domiciliés à l’étranger. Vous pouvez aussi financer tout ou partie de l’achat par un crédit ou une LOA. À l’atelier : carte bancaire, espèces ou chèque, et paiement en 3 fois sans frais par carte pour les factures de 150 € à 1 500 €.',
    ),
    french(
      youngDrivers,
      'Oui, nous avons toujours une sélection de petites voitures pour jeunes permis : des citadines essence de 4 ou 5 CV, économiques, Crit’Air 1 et moins chères à assurer, comme la Renault Clio, la Peugeot 208, la Volkswagen Polo, la Dacia Sandero, la Toyota Yaris ou la Fiat 500, à partir de 7 490 €. Les étudiants ont une remise de 200 € sur présentation de leur carte d’étudiant (Université de Strasbourg, écoles et BTS). Nos conseils : une puissance modeste (moins de 90 ch), un devis d’assurance avant de signer, car l’assurance d’un jeune conducteur peut coûter plus cher que le crédit, et une voiture avec un historique d’entretien complet. Un crédit est possible avec un co-emprunteur ou la caution d’un parent.',
    ),
    french(
      service,
      'Notre atelier entretient toutes les marques, y compris les voitures encore sous garantie constructeur : nous suivons le plan d’entretien du constructeur avec des pièces d’origine ou de qualité équivalente, donc la garantie est conservée, et nous remplissons le carnet. Forfait révision, pièces et main-d’œuvre : citadine 159 €, compacte, berline ou break 199 €, SUV, monospace ou utilitaire 239 €, hybride à partir de 219 €. Il comprend la vidange, le filtre à huile et, selon le plan du constructeur, le filtre à air et le filtre d’habitacle, un contrôle de 40 points, la mise à niveau des liquides et la remise à zéro de l’indicateur d’entretien. Comptez 1h30 à 2h : vous pouvez attendre sur place (café, wifi). Si vous avez acheté votre voiture chez nous, vous avez 10 % de remise sur la main-d’œuvre.',
    ),
    french(
      tyres,
      'Oui, tous types de pneus (été, hiver, 4 saisons), de 14 à 20 pouces, en stock ou livrés sous 24 h. Montage et équilibrage : 15 € par pneu, gratuit pour les pneus achetés chez nous. Exemples de prix par pneu posé : 195/65 R15 à partir de 85 €, 205/55 R16 à partir de 99 €, 215/60 R17 (SUV) à partir de 129 €. Nous gardons aussi vos pneus de saison (49 € par saison). Dans les communes du massif des Vosges, la loi Montagne impose du 1er novembre au 31 mars des pneus hiver ou 4 saisons marqués du symbole montagne (3PMSF), ou des chaînes dans le coffre. En Allemagne, les pneus hiver sont obligatoires par temps de neige ou de verglas. Montage sur rendez-vous ; en octobre et novembre, prenez rendez-vous une à deux semaines à l’avance.',
    ),
    french(
      workshopBooking,
      'Par téléphone au 03 88 39 72 15, en ligne sur www.auto-rhin-occasions.example (rubrique Atelier) ou directement au garage. Le délai est en général de 2 à 5 jours ouvrés, un peu plus en octobre et novembre (changement des pneus) et avant les vacances. Vous déposez la voiture le matin entre 7h45 et 9h30 et la récupérez le soir ; une boîte à clés permet aussi de la déposer la veille au soir. Nous vous envoyons un devis avant les travaux, et aucun travail supplémentaire n’est fait sans votre accord. Une voiture de courtoisie vous est prêtée gratuitement, sur réservation, pour les travaux de plus de 300 € ou si vous avez acheté votre voiture chez nous.',
    ),
    french(
      electric,
      'Oui, une vingtaine en permanence : Renault Zoé (toujours avec batterie achetée, jamais en location), Renault Mégane E-Tech, Peugeot e-208, Volkswagen ID.3, Skoda Enyaq, Hyundai Kona, Tesla Model 3, des hybrides Toyota (Yaris, C-HR, Corolla) et Kia Niro, et quelques hybrides rechargeables. Chaque électrique est vendue avec un certificat indépendant de l’état de santé de la batterie (SOH), et nous ne vendons pas d’électrique dont la batterie est à moins de 80 %. Le câble de recharge Type 2 est fourni. Les électriques sont Crit’Air 0 et les hybrides rechargeables Crit’Air 1 : elles circulent sans restriction dans la ZFE. La batterie reste couverte par la garantie du constructeur quand elle court encore (souvent 8 ans ou 160 000 km) et par notre Garantie Rhin.',
    ),
    french(
      breakdown,
      'Appelez-nous au 03 88 39 72 15, ou l’assistance 24 h/24 de la Garantie Rhin au 0 800 67 41 29 (depuis l’étranger : +33 3 88 39 72 20), numéros inscrits sur votre certificat de garantie. Ne faites rien réparer sans notre accord, sinon la garantie ne pourra pas s’appliquer. Si vous êtes près de Strasbourg, amenez la voiture à notre atelier : le diagnostic est gratuit pour les voitures sous garantie. Si la voiture ne roule plus, ou si vous êtes à plus de 50 km, en France comme en Allemagne, l’assistance la remorque jusqu’à un garage agréé près de vous et la réparation couverte est payée directement au garage. Après la fin de la garantie, notre atelier reste à votre disposition, et les garanties légales continuent de s’appliquer.',
    ),
    french(
      crossBorder,
      'Oui, beaucoup de nos clients sont frontaliers. Si vous habitez en France, la voiture est immatriculée en France à votre adresse, comme pour tout client, et vous pouvez aller travailler en Allemagne avec elle tous les jours. Pour un crédit ou une LOA, nos partenaires acceptent les salaires versés en euros par un employeur allemand : fournissez vos 3 dernières fiches de paie (Gehaltsabrechnung), votre contrat de travail, votre dernier avis d’imposition français et un RIB d’un compte en France pour les prélèvements. Si vous roulez dans une ville allemande qui a encore une zone environnementale (Umweltzone), il vous faut une Umweltplakette allemande : elle se commande en ligne auprès du TÜV ou de la DEKRA, pour environ 15 €.',
    ),
    german(
      germanBuyer,
      'Ja, gern. Viele unserer Kunden kommen aus Kehl, Offenburg und ganz Baden. Sie brauchen nur Ihren Personalausweis oder Reisepass; eine französische Adresse ist dafür nicht nötig. Für die Zulassung in Deutschland bekommen Sie von uns die französische Zulassungsbescheinigung (Carte grise) im Original, die Rechnung und die EG-Übereinstimmungsbescheinigung (COC), die wir kostenlos beim Hersteller besorgen. In Deutschland brauchen Sie dann eine neue Hauptuntersuchung bei TÜV, DEKRA oder GTÜ, weil der französische Contrôle technique dort nicht anerkannt wird, und gehen mit der eVB-Nummer Ihrer Versicherung zur Zulassungsstelle. Die meisten unserer Kunden haben ihr Auto nach einer Woche auf deutsche Kennzeichen umgemeldet. Wir geben Ihnen eine Checkliste auf Deutsch mit.',
    ),
    german(
      germanSpoken,
      'Ja. Julien Muller (Verkauf und Import) und Sabine Roth (Verkauf, sie kommt aus Lahr) sprechen fließend Deutsch, und auch Kevin am Empfang der Werkstatt spricht Deutsch und Elsässisch. Sagen Sie bei der Terminvereinbarung für eine Probefahrt oder die Werkstatt Bescheid, dann ist einer von ihnen da. Sie können uns gern auf Deutsch schreiben, per E-Mail an contact@auto-rhin-occasions.example oder per WhatsApp an +33 6 42 81 57 30. Kaufvertrag, Garantiebedingungen und Carte grise sind auf Französisch; von den Garantiebedingungen haben wir eine deutsche Übersetzung, und wir erklären Ihnen alles auf Deutsch, bevor Sie unterschreiben.',
    ),
    german(
      germanWarranty,
      'Ja. Unsere Garantie Rhin (12 Monate, 24 Monate für Autos unter 5 Jahren und unter 80 000 km) gilt in Frankreich und in der ganzen EU, also auch, wenn Sie das Auto in Deutschland zulassen. Bei einer Panne rufen Sie vor jeder Reparatur uns an (+33 3 88 39 72 15) oder die 24-Stunden-Assistance (+33 3 88 39 72 20). Wenn Sie in Kehl, Offenburg oder Achern wohnen, bringen Sie das Auto am besten zu uns: Es sind 15 Minuten über die Europabrücke, und die Diagnose ist für Autos mit Garantie kostenlos. Sonst wird die Reparatur in einer von uns freigegebenen Werkstatt in Deutschland gemacht und direkt bezahlt. Wichtig: Wartung nach Herstellervorgaben, Rechnungen aufbewahren.',
    ),
    german(
      transfer,
      'Sie haben zwei Möglichkeiten. Erstens: Wir lassen das Auto auf französische Exportkennzeichen (WW) zu, gültig bis zu 6 Monate. Das kostet 90 € Bearbeitungsgebühr plus Steuern je nach Leistung, und Sie brauchen dafür eine französische Kurzzeitversicherung, die wir über einen Partnermakler vermitteln (30 Tage ab etwa 80 €). Mit WW-Kennzeichen fahren Sie selbst nach Hause und melden das Auto dann in Deutschland an. Zweitens, meist einfacher: Wir liefern das Auto mit dem Plateau-LKW zu Ihnen nach Hause, bis 100 km von Straßburg für 149 €; dann brauchen Sie für die Fahrt weder Kennzeichen noch Versicherung. Deutsche Kurzzeitkennzeichen gelten in Frankreich nicht immer, davon raten wir ab.',
    ),
    german(
      vat,
      'Fast alle unsere Gebrauchtwagen werden differenzbesteuert verkauft (in Frankreich „régime de la marge“, wie § 25a UStG): Die Mehrwertsteuer ist im Preis enthalten, wird auf der Rechnung aber nicht ausgewiesen. Weil es Gebrauchtwagen sind (älter als 6 Monate und mehr als 6 000 km), zahlen Sie in Deutschland keine Mehrwertsteuer und keinen Zoll mehr, nur nach der Zulassung die normale Kfz-Steuer. Für Firmenkunden mit deutscher USt-IdNr. haben wir einige Autos mit ausweisbarer Mehrwertsteuer (in der Anzeige als „TVA récupérable“ vermerkt): Diese verkaufen wir netto als innergemeinschaftliche Lieferung, wenn das Auto nach Deutschland geht; die Mehrwertsteuer zahlen Sie dann in Deutschland.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'French',
      text: `TARIFS 2026 – Auto Rhin Occasions
17 rue de la Plaine des Bouchers, 67100 Strasbourg – 03 88 39 72 15 – www.auto-rhin-occasions.example
Prix TTC (TVA 20 %), valables du 1er janvier au 31 décembre 2026. Catégories : A = citadine (Clio, 208, Polo, Sandero, Yaris…) ; B = compacte, berline et break (Golf, Octavia, Mégane, 308, A4 Avant, Série 3…) ; C = SUV, monospace, 7 places et utilitaire léger (Tiguan, 3008, 5008, Kodiaq, Touran, Berlingo…).

1. Compris dans le prix affiché de nos véhicules
- Préparation complète et contrôle de 120 points en atelier
- Contrôle technique de moins de 6 mois, sans contre-visite (véhicules de plus de 4 ans)
- Garantie Rhin 12 mois pièces et main-d’œuvre, 24 mois pour les véhicules de moins de 5 ans et de moins de 80 000 km, avec assistance 24 h/24
- Vignette Crit’Air collée avant la livraison
- Retrait au garage ; aucuns frais de dossier

2. Carte grise et démarches
- Frais de service (démarche faite par nos soins) : 39 €
- Taxe régionale Grand Est : 60 € par cheval fiscal ; taxe de gestion : 11 € ; redevance d’acheminement : 2,76 €
- Exemples de taxes : 4 CV 253,76 € ; 5 CV 313,76 € ; 6 CV 373,76 € ; 7 CV 433,76 € (+ 39 € de frais de service)
- Paire de plaques d’immatriculation posées, avec l’identifiant territorial de votre choix (67 Bas-Rhin, 68 Haut-Rhin ou autre) : 35 €
- Immatriculation provisoire pour l’export (plaques WW) : 90 € de frais de service + taxes selon la puissance
- Certificat de situation administrative (non-gage) et certificat de conformité (COC) pour nos véhicules : gratuits

3. Import d’Allemagne sur commande
- Forfait import : 990 € (recherche, contrôle sur place, transport, COC, quitus fiscal, contrôle technique français, vignette Crit’Air)
- Acompte à la commande : 500 €, déduit du prix
- Carte grise et malus écologique éventuel en plus, calculés sur le devis

4. Extensions de la Garantie Rhin (à souscrire à l’achat, 48 mois au total au maximum)
- + 12 mois : catégorie A 290 € ; B 350 € ; C 420 €
- + 24 mois : catégorie A 490 € ; B 590 € ; C 690 €
- Hybrides et électriques (batterie de traction incluse) : + 12 mois 390 € ; + 24 mois 690 €

5. Livraison
- Retrait au garage : gratuit
- Eurométropole de Strasbourg : 49 € ; reste du Bas-Rhin (Haguenau, Saverne, Sélestat, Molsheim, Obernai…) : 89 €
- Haut-Rhin et Moselle : 149 €
- Allemagne jusqu’à 100 km de Strasbourg, par camion plateau : 149 €
- Reste de la France : sur devis (environ 1,20 € par km)
- Gardiennage d’un véhicule vendu et non retiré, à partir du 16e jour après sa mise à disposition : 15 € par jour

6. Atelier toutes marques (pièces et main-d’œuvre comprises, sauf taux horaire)
- Taux horaire de main-d’œuvre : 72 €
- Diagnostic électronique : 59 € (déduit si la réparation est faite chez nous)
- Révision selon le plan du constructeur : A 159 € ; B 199 € ; C 239 € ; hybrides A et B 219 €, C 259 €
- Vidange et filtre à huile : de 95 € (A) à 135 € (C)
- Kit de distribution (courroie, galets) avec pompe à eau : à partir de 520 € (A), 720 € (B), 920 € (C), sur devis
- Plaquettes avant : A 125 € ; B 145 € ; C 175 €
- Disques et plaquettes avant : A 259 € ; B 309 € ; C 359 €
- Remplacement du liquide de frein : 65 € ; contrôle des freins : gratuit
- Pneus posés, prix par pneu (gamme économique / grande marque) : 195/65 R15 85 € / 115 € ; 205/55 R16 99 € / 139 € ; 215/60 R17 129 € / 179 €
- Montage et équilibrage : 15 € par pneu (gratuit pour les pneus achetés chez nous) ; réparation de crevaison : 25 € ; géométrie : 79 €
- Gardiennage des pneus de saison : 49 € par saison ; changement de jeu de roues été/hiver : 35 €
- Recharge de climatisation : gaz R134a 79 €, gaz R1234yf 139 €
- Batterie 12 V posée : de 135 € à 229 € selon le modèle ; test de batterie gratuit
- Voiture de courtoisie : gratuite, sur réservation, pour les travaux de plus de 300 € et pour les véhicules achetés chez nous
- Remise de 10 % sur la main-d’œuvre pour les véhicules achetés chez nous
- Paiement en 3 fois sans frais par carte bancaire pour les factures de 150 € à 1 500 €

7. Vente et financement
- Acompte à la commande : 10 % du prix, 500 € minimum
- Étude de financement (crédit auto ou LOA) : gratuite`,
    },
    {
      title: terms,
      language: 'French',
      text: `Conditions générales de vente des véhicules d’occasion – SARL Auto Rhin Occasions, 17 rue de la Plaine des Bouchers, 67100 Strasbourg, RCS Strasbourg 503 418 227. Applicables aux commandes signées à partir du 1er janvier 2026. Une traduction allemande est disponible sur demande ; en cas de différence, le texte français fait foi.

Article 1 – Commande et acompte
La vente est conclue par la signature d’un bon de commande, au garage ou à distance (signature électronique), qui précise le véhicule, son kilométrage, le prix, la valeur de reprise éventuelle, le mode de paiement et la date de livraison prévue. Un acompte de 10 % du prix, d’un montant minimum de 500 €, est versé à la commande ; le véhicule est alors réservé au nom du client.

Article 2 – Prix et paiement
Le prix affiché est TTC. Il comprend la préparation, le contrôle technique de moins de 6 mois pour les véhicules de plus de 4 ans, la vignette Crit’Air et la Garantie Rhin, mais pas la carte grise ni la livraison. Le solde est payé au plus tard à la livraison, par virement (fonds reçus 48 heures avant), par chèque de banque ou au moyen d’un financement. L’acompte peut être payé par carte bancaire dans la limite de 3 000 €. Les paiements en espèces sont limités à 1 000 € (15 000 € pour un client domicilié fiscalement hors de France).

Article 3 – Financement
Lorsque le prix est payé en tout ou partie au moyen d’un crédit, la vente est conclue sous la condition de son obtention. Si le crédit est refusé, ou si le client se rétracte du contrat de crédit, la commande est annulée et l’acompte remboursé sans frais dans les 14 jours.

Article 4 – Reprise
La valeur de reprise inscrite sur le bon de commande est ferme si le véhicule repris est remis dans l’état constaté lors de l’estimation, au plus tard 15 jours après celle-ci et avec 1 000 km de plus au maximum. En cas de changement d’état ou de gage, une nouvelle estimation est faite ; en cas de désaccord, le client peut annuler la commande et l’acompte lui est remboursé.

Article 5 – Livraison
Le délai de livraison est de 5 à 10 jours ouvrés, de 3 à 6 semaines pour un véhicule importé sur commande. Le véhicule est remis avec la carte grise ou le certificat provisoire, le procès-verbal du contrôle technique, le certificat de garantie, le carnet d’entretien et les doubles des clés, et doit être assuré au nom du client dès sa remise. Si la livraison a plus de 30 jours de retard, le client peut annuler la commande par e-mail ou lettre recommandée et être remboursé de toutes les sommes versées. Un véhicule non retiré dans les 15 jours suivant sa mise à disposition donne lieu à des frais de gardiennage de 15 € par jour à partir du 16e jour.

Article 6 – Propriété et risques
Le véhicule reste la propriété du vendeur jusqu’au paiement complet du prix. Les risques sont transférés au client à la remise du véhicule.

Article 7 – Garantie Rhin
Le véhicule bénéficie d’une garantie commerciale de 12 mois, ou de 24 mois pour les véhicules de moins de 5 ans et de moins de 80 000 km, pièces et main-d’œuvre, kilométrage illimité, valable en France et dans l’Union européenne. Elle exclut les pièces d’usure, les éléments d’aspect et les dommages dus à un accident ou à un défaut d’entretien. En cas de panne, le client contacte le vendeur ou l’assistance avant toute réparation.

Article 8 – Garanties légales
Le vendeur est tenu de la garantie légale de conformité pendant 2 ans à compter de la livraison (articles L217-3 et suivants du Code de la consommation) et de la garantie des vices cachés (articles 1641 à 1649 du Code civil).

Article 9 – Droit de rétractation
Un véhicule acheté au garage, même après un essai, ne peut pas faire l’objet d’une rétractation. Lorsque le contrat a été conclu entièrement à distance, sans passage du client au garage, le client dispose de 14 jours à compter de la remise du véhicule pour se rétracter, sans justification, par e-mail ou par lettre. Il restitue le véhicule dans l’état où il l’a reçu, à ses frais ; au-delà de 200 km parcourus, une dépréciation peut être déduite. Les sommes versées sont remboursées dans les 14 jours.

Article 10 – Clients résidant hors de France
Le véhicule peut être immatriculé sous plaques provisoires WW pour être exporté. Le vendeur remet la carte grise française, la facture et le certificat de conformité ; les formalités dans le pays de destination (contrôle, immatriculation, taxes) sont à la charge du client.

Article 11 – Réclamations et médiation
Toute réclamation est adressée à contact@auto-rhin-occasions.example. À défaut de solution sous 2 mois, le client peut saisir gratuitement le Médiateur de Mobilians, 43 bis route de Vaugirard, 92197 Meudon Cedex.`,
    },
  ],
  answerable: [
    // French paraphrases and everyday words
    {
      question: 'Vous rachetez ma vieille Twingo si je prends une voiture chez vous ?',
      answeredBy: [tradeIn, terms, services],
    },
    {
      question:
        'Je voudrais une auto qui a le droit de rouler dans Strasbourg avec les nouvelles règles anti-pollution, vous avez ça ?',
      answeredBy: [zfe, critAir, electric, services],
    },
    {
      question: 'C’est combien la vidange avec les filtres sur ma bagnole ? C’est une Golf.',
      answeredBy: [service, prices],
    },
    {
      question: 'Si la boîte lâche au bout de trois mois, c’est pour ma pomme ?',
      answeredBy: [warranty, terms, services],
    },
    {
      question:
        'Vous pouvez me dénicher une BMW en Allemagne ? Il paraît que c’est moins cher là-bas.',
      answeredBy: [germanImport, importRequest, prices, services],
    },
    // Alsatian words in French
    {
      question:
        'Hopla, ma vieille karre diesel elle a plus le droit d’aller en ville, vous la reprenez quand même ?',
      answeredBy: [tradeIn, zfe, terms, services],
    },
    {
      question:
        'Ça geht’s ? Vous êtes ouverts le Vendredi saint ou c’est fermé comme partout en Alsace ?',
      answeredBy: [location],
    },
    // Long messages, in French
    {
      question:
        'Bonjour, je suis étudiante en master à l’Unistra, j’habite à l’Esplanade et je commence un stage à Haguenau en septembre, donc il me faut une voiture. Mon budget c’est 8 000 € maximum et mes parents peuvent se porter caution. Vous avez des petites voitures pas chères pour une jeune conductrice, et il y a un avantage pour les étudiants ?',
      answeredBy: [youngDrivers],
    },
    {
      question:
        'Bonjour, j’habite à Illkirch et je travaille chez un équipementier à Rastatt, donc je suis payé en Allemagne. Ma banque fait des histoires pour un prêt parce que mon salaire vient de l’étranger. Est-ce que vous pouvez me faire un crédit sur 5 ans pour un SUV à 22 000 €, et il faut quels papiers ?',
      answeredBy: [crossBorder, credit, services],
    },
    {
      question:
        'Bonjour, on habite à Schiltigheim et on a un Scénic diesel de 2008, Crit’Air 3 je crois. On nous dit qu’il ne pourra bientôt plus circuler dans la ZFE. On a deux enfants et on cherche un break ou un SUV d’occasion vers 18 000 € qui soit tranquille pour les années à venir. Vous reprenez l’ancien, et qu’est-ce qui est autorisé ?',
      answeredBy: [zfe, critAir, electric, tradeIn, stock, services],
    },
    // Long messages, in German
    {
      question:
        'Hallo, wir wohnen in Kehl und haben bei Ihnen auf mobile.de einen Skoda Octavia Kombi für 19 900 € gesehen. Bei uns kostet das gleiche Modell fast 2 000 € mehr. Können wir als Deutsche das Auto bei Ihnen einfach kaufen und hier in Kehl zulassen? Was brauchen wir dafür?',
      answeredBy: [germanBuyer, terms, services],
    },
    {
      question:
        'Guten Tag, ich bin Grenzgänger, wohne in Straßburg-Neudorf und arbeite in Offenburg. Mein alter Diesel darf bald nicht mehr in die Straßburger Umweltzone. Ich suche einen Hybrid oder ein Elektroauto bis 25 000 €. Was haben Sie da, und ist die Batterie bei so einem Gebrauchten überhaupt noch gut?',
      answeredBy: [electric, stock, services],
    },
    {
      question:
        'Hallo zusammen, unser Sohn studiert ab Oktober in Straßburg und braucht ein kleines, günstiges Auto. Wir wohnen in Baden-Baden, er hat aber ein Zimmer im Studentenwohnheim in Straßburg. Kann er als Deutscher bei Ihnen kaufen und das Auto in Frankreich anmelden?',
      answeredBy: [registration, youngDrivers],
    },
    // Typos and chat-speak, in French
    { question: 'slt vs faites la loa ? c cb par mois pr un t-roc', answeredBy: [loa, services] },
    {
      question: 'bjr cmb la carte grise si jachete chez vs ? jsuis a strasbourg',
      answeredBy: [registration, prices],
    },
    {
      question: 'mes pneus hiver sont lisses, vs avez du 205 55 16 ? cb pose comprise',
      answeredBy: [tyres, prices],
    },
    { question: 'jpeux payer en liquide ? jai 5000e de cote', answeredBy: [payment, terms] },
    // Typos and chat-speak, in German
    { question: 'hi habt ihr auch automatik? lg', answeredBy: [stock] },
    {
      question: 'was kostet bei euch ne inspektion fuer nen audi a4 avant',
      answeredBy: [service, prices],
    },
    {
      question: 'kann ich bei euch mit ec karte zahlen oder nur uberweisung?? mfg',
      answeredBy: [payment, terms],
    },
    // One or two words
    { question: 'Crit’Air ?', answeredBy: [critAir, zfe, services, prices, terms] },
    { question: 'Horaires samedi', answeredBy: [location] },
    {
      question: 'import allemagne',
      answeredBy: [germanImport, importRequest, prices, services],
    },
    { question: 'Garantie Deutschland?', answeredBy: [germanWarranty, warranty, terms, breakdown] },
    // German questions, French knowledge
    {
      question:
        'Darf ich mit meinem deutschen Auto mit grüner Plakette in die Straßburger Innenstadt fahren?',
      answeredBy: [critAir, zfe],
    },
    {
      question: 'Nehmen Sie auch mein altes Auto mit deutscher Zulassung in Zahlung?',
      answeredBy: [tradeIn, terms, services],
    },
    { question: 'Bis wann hat die Werkstatt am Samstag offen?', answeredBy: [location] },
    {
      question:
        'Kann ich vor dem Kauf eine Probefahrt machen? Ich habe einen deutschen Führerschein.',
      answeredBy: [testDrive],
    },
    {
      question: 'Liefern Sie das Auto auch nach Offenburg? Was kostet das?',
      answeredBy: [delivery, transfer, prices, services],
    },
    // French questions, German knowledge
    {
      question:
        'Gell, il y a quelqu’un qui parle allemand chez vous ? C’est pour mon beau-père de Kehl, il parle pas un mot de français.',
      answeredBy: [germanSpoken, description],
    },
    {
      question:
        'Mon cousin habite à Offenbourg : s’il achète une voiture chez vous, il paye la TVA deux fois, en France et en Allemagne ?',
      answeredBy: [vat],
    },
    {
      question:
        'Comment on ramène la voiture en Allemagne sans plaques allemandes ? Il faut une assurance spéciale ?',
      answeredBy: [transfer, delivery, terms, prices, services],
    },
    // Answered by a document only
    {
      question:
        'J’ai tout signé en ligne sans venir au garage et la voiture est livrée jeudi. Si finalement elle ne me plaît pas, je peux la rendre ?',
      answeredBy: [terms],
    },
    { question: 'vous pouvez me mettre des plaques avec le 67 ? c combien', answeredBy: [prices] },
    { question: 'Was kostet bei euch ein Zahnriemenwechsel beim Golf 7?', answeredBy: [prices] },
    {
      question:
        'Ich kann das Auto erst in vier Wochen abholen, weil wir im Urlaub sind. Kostet das was extra?',
      answeredBy: [terms, prices],
    },
    // Short follow-ups
    { question: 'et le samedi vous êtes ouverts ?', answeredBy: [location] },
    { question: 'et l’acompte c’est combien ?', answeredBy: [reservation, terms, prices] },
    {
      question: 'und die Garantie, wie lange?',
      answeredBy: [warranty, germanWarranty, terms, prices, services],
    },
    {
      question: 'und die Überführung nach Deutschland?',
      answeredBy: [transfer, delivery, terms, prices, services],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Vous louez des voitures à la journée ? Il me faudrait un utilitaire samedi pour déménager.',
    'Bonjour, vous faites la carrosserie ? On m’a enfoncé l’aile arrière sur le parking de Rivétoile, il me faut un devis.',
    'Vous prenez des apprentis ? Je suis en CAP maintenance des véhicules et je cherche un garage pour mon alternance.',
    'Vous pouvez installer une borne de recharge chez moi pour la voiture électrique que je vous achète ?',
    'Verkaufen Sie auch gebrauchte Wohnmobile? Wir suchen einen Campervan für den Urlaub.',
    'Können Sie in meinen VW Passat eine Standheizung nachrüsten?',
    'habt ihr auch gebrauchte motorräder oder roller? suche was fuer den weg zur arbeit',
    'Mon pare-brise a un impact, vous le remplacez et vous voyez directement avec l’assurance ?',
    // Plainly outside
    'C’est quand qu’il commence, le marché de Noël cette année ?',
    'Wo kann man in der Petite France gut Flammkuchen essen?',
  ],
};
