import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Léman Occasions, a used-car dealer in Lausanne, founded in 2006, with a showroom on the
 * avenue de Morges and a lot with its preparation workshop in Crissier, next to the motorway
 * junction. It sells about 120 used cars from 2014 to 2024 (many 4x4 estates and SUVs,
 * 7-seaters, some fifteen electric cars with a battery certificate), each checked on 120
 * points, sold with a recent or fresh expertise (the Swiss official inspection, MFK in German)
 * and a 6- or 12-month warranty; it arranges leasing and private credit through three Swiss
 * partners, takes cars in part-exchange (even still leased) and buys them outright, registers
 * cars and transfers plates at the Service des automobiles (SAN), imports and exports cars for
 * people moving to or leaving Switzerland (sale without Swiss VAT for export, a guaranteed
 * buyback for expats), sells sets of winter wheels and delivers across Romandie. Prices are in
 * Swiss francs. Its customers write in Swiss French (families from Lausanne and the Gros-de-Vaud
 * who need a 4x4 for the winter and the chalet, frontaliers living in France, people selling
 * their car) and in English (staff of EPFL, UNIL, the IOC and international companies, often
 * newly arrived). The owner wrote the briefing in French, most Q&A pairs in French (addresses
 * and hours, stock, the expertise, the warranty, leasing, credit, frontaliers, part-exchange,
 * buying a car outright, a car still on a lease, plates and registration, the vignette,
 * insurance, payment, a deposit to hold a car, test drives, delivery, winter tyres, electric
 * cars, 4x4s, exporting a car when leaving, importing one when arriving) and a few in English
 * (buying on an L or B permit, leasing on a fixed-term contract, the buyback when leaving
 * Switzerland, English-speaking staff, a foreign driving licence), added two custom responses
 * (a leasing or credit offer, a valuation of the customer's car), and pasted the 2026 price and
 * services list and the general terms of sale, part-exchange and warranty, both in French.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases with
 * Swiss French slang and everyday words the owner never used ("y a moyen de", "une de vos
 * occases", "la bagnole", "ça joue comment", "les gosses", "septante mille km", "huitante mille",
 * "nonante-deux mille", "mon natel", "le Service des autos", "entre midi et deux", "pneus
 * neige"), long messages with a story around the question (a frontalier from Thonon with a G
 * permit, a family whose Polo got too small, a couple unsure about an electric car's battery, a
 * Tiguan still on a lease, a postdoc at UNIL, a family moving from Lyon with their Peugeot, an
 * American with a Texas licence), typos and chat-speak ("slt", "bjr", "c combien", "cmb", "vs",
 * "pr", "jai", "svp", "c", no accents; "u", "ppl", "r ur", "thx"), one- or two-word questions
 * ("Reprise ?", "Pneus neige", "Crédit ?", "Warranty?", "Export plates"), short follow-ups
 * that only make sense after an earlier question ("et entre midi et deux c'est ouvert ?", "et si
 * la banque refuse le leasing, je récupère l'acompte ?", "and how long does it take to get the
 * plates?"), English questions against French knowledge and the reverse, and a few that only a
 * document answers (a tow bar for a horse trailer, cancelling a signed contract, a paid car left
 * on the lot for four weeks, returning a car bought over WhatsApp, keeping an electric car
 * overnight to try it). The outside questions include hard negatives that share words with the
 * knowledge (renting a car, servicing a car bought elsewhere, new cars, storing summer tyres,
 * the French carte grise on the ANTS site, a wallbox at home, the theory test for a learner
 * driver, selling a camper van) and plain questions about a Lausanne swimming pool and a fondue
 * restaurant.
 */

const english = qaIn('English');
const french = qaIn('French');

// The sources' titles, as the answers name them.
const location = 'Où vous trouvez-vous et quels sont vos horaires ?';
const stock = 'Quelles voitures avez-vous en stock et où voir les annonces ?';
const expertise = 'Les voitures sont-elles expertisées (contrôle technique) ?';
const warranty = 'Quelle garantie donnez-vous sur vos occasions ?';
const leasing = 'Proposez-vous le leasing ?';
const credit = 'Peut-on acheter une voiture à crédit ?';
const frontaliers =
  'Je suis frontalier et j’habite en France : puis-je acheter une voiture chez vous ?';
const tradeIn = 'Reprenez-vous ma voiture si j’en achète une chez vous ?';
const buyCar = 'Achetez-vous ma voiture même si je n’en achète pas chez vous ?';
const leasingTakeover = 'Ma voiture est encore en leasing : pouvez-vous la reprendre ?';
const registration =
  'Vous occupez-vous des plaques et de l’immatriculation au Service des automobiles ?';
const vignette = 'La vignette autoroutière est-elle comprise ?';
const insurance = 'Faut-il une assurance avant de prendre la voiture ?';
const payment = 'Quels moyens de paiement acceptez-vous ?';
const reservation = 'Puis-je réserver une voiture avec un acompte ?';
const testDrive = 'Puis-je faire un essai avant d’acheter ?';
const delivery = 'Livrez-vous la voiture à domicile ?';
const winterTyres = 'Les voitures sont-elles vendues avec des pneus hiver ?';
const electric = 'Avez-vous des voitures électriques et comment vérifiez-vous la batterie ?';
const fourByFour = 'Quels 4x4 et breaks avez-vous ?';
const exportLeaving = 'Je quitte la Suisse : pouvez-vous m’aider à exporter ma voiture ?';
const importArriving =
  'J’emménage en Suisse avec ma voiture : pouvez-vous l’importer et l’immatriculer ?';
const newcomers = 'Can I buy a car if I have just moved to Switzerland with an L or B permit?';
const fixedTermLeasing =
  'I work for a university or an international organisation (EPFL, UNIL, IOC): can I get a leasing on a fixed-term contract?';
const buyback = 'Will you buy the car back when I leave Switzerland?';
const englishStaff = 'Does anyone speak English and can you explain the Swiss paperwork?';
const foreignLicence = 'Can I drive in Switzerland with my foreign driving licence?';
const priceList = 'Tarifs et prestations 2026 – Léman Occasions';
const terms = 'Conditions générales de vente, de reprise et de garantie – Léman Occasions (2026)';
const financeQuote = 'Demande d’offre de leasing ou de crédit';
const valuationQuote = 'Demande d’estimation de ma voiture (reprise ou rachat)';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const lausanneUsedCarDealerSet: EvaluationSet = {
  name: 'Lausanne used car dealer (Léman Occasions)',
  heldOut: false,
  agentName: 'Chloé',
  briefing: {
    companyName: 'Léman Occasions',
    industry: 'automotive',
    description:
      'Léman Occasions est un garage de voitures d’occasion fondé en 2006 à Lausanne par Nicolas Rochat et Sandra Gay. Notre showroom se trouve à l’avenue de Morges 58, à Lausanne, et notre parc d’occasions, avec l’atelier de préparation, au chemin du Closalet 12, à Crissier, juste à côté de la jonction autoroutière. Nous avons en permanence environ 120 voitures de 2014 à 2024, dont beaucoup de breaks et de SUV 4x4, des monospaces 7 places et une quinzaine de voitures électriques, toutes contrôlées dans notre atelier, expertisées et vendues avec une garantie. Nous sommes 11 personnes (vendeurs, mécaniciens, une spécialiste du financement et de l’administratif) et nous parlons français, anglais, allemand et portugais.',
    targetAudience:
      'Les familles de Lausanne, de l’Ouest lausannois et du Gros-de-Vaud qui cherchent un break ou un 4x4 fiable pour l’hiver et le chalet ; les frontaliers qui habitent en France voisine (Chablais, Pays de Gex, Doubs) et travaillent dans le canton ; les collaborateurs de l’EPFL, de l’UNIL, du CHUV, du CIO, des fédérations sportives et des entreprises internationales, souvent arrivés depuis peu en Suisse, qui nous écrivent en anglais ; les personnes qui quittent la Suisse et veulent vendre ou exporter leur voiture ; les particuliers qui veulent vendre leur voiture rapidement.',
    keyServices:
      'Vente d’environ 120 occasions contrôlées sur 120 points et expertisées (expertise de moins de 12 mois ou du jour), avec une garantie de 6 ou 12 mois ; breaks et SUV 4x4, monospaces 7 places, voitures électriques avec certificat de batterie ; leasing et crédit avec nos partenaires suisses MultiLease, BANK-now et Cembra ; reprise de votre voiture, même en leasing, et achat cash de votre voiture sans obligation d’achat ; immatriculation et plaques au Service des automobiles (SAN) ; import et export de voitures pour ceux qui arrivent en Suisse ou la quittent, vente hors TVA à l’exportation et rachat garanti pour les expatriés ; jeux de roues hiver ; livraison dans toute la Suisse romande ; conseils en anglais.',
    commonQuestions:
      'Nos adresses et horaires à Lausanne et à Crissier, les voitures en stock et les annonces, l’expertise et la garantie, le leasing et le crédit et leurs conditions, la reprise de la voiture (même en leasing) et le rachat sans achat, l’acompte pour réserver, les plaques et l’immatriculation au SAN, la vignette, l’assurance, les moyens de paiement, l’essai, la livraison, les pneus hiver, les 4x4 et les électriques, l’achat par les frontaliers, l’import et l’export ; et, en anglais, l’achat avec un permis L ou B, le leasing avec un contrat à durée déterminée, le rachat au départ de Suisse et le permis de conduire étranger.',
    languages: ['French', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Réponses claires et concrètes, avec les prix en francs suisses et le bon lieu (showroom de Lausanne ou parc de Crissier). Nous vouvoyons les clients, même quand ils écrivent en abrégé, et nous répondons en anglais à qui écrit en anglais, en expliquant les termes suisses (expertise, SAN, permis de circulation, vignette). Nous ne promettons jamais un leasing ni un prix de reprise sans étude du dossier ou estimation. Nous proposons toujours une suite : un essai, une estimation, une offre de financement, ou notre WhatsApp 079 245 61 18.',
    personality:
      'Comme un garagiste vaudois de confiance : direct, honnête sur l’état des voitures et sur les coûts, patient avec ceux qui achètent leur première voiture ou découvrent les règles suisses, et de bon conseil pour l’hiver et la montagne.',
    responseTemplates: [
      {
        scenario: financeQuote,
        response:
          'Avec plaisir ! Pour que nos partenaires (MultiLease, BANK-now, Cembra) vous fassent la meilleure offre, envoyez-nous par WhatsApp au 079 245 61 18 ou par e-mail à financement@leman-occasions.example : la voiture qui vous intéresse (le lien de l’annonce) ; leasing ou crédit, la durée souhaitée (12 à 60 mois pour un leasing, jusqu’à 72 mois pour un crédit) et, pour un leasing, les kilomètres par an ; le montant que vous pouvez verser au départ et si vous avez une voiture à nous faire reprendre ; votre date de naissance, votre permis de séjour si vous n’êtes pas suisse, votre employeur et depuis quand vous y travaillez (avec la date de fin si votre contrat est à durée déterminée), votre salaire mensuel net, votre loyer et vos autres crédits ou leasings en cours. Vous recevez une offre sans engagement dans la journée ouvrable. L’octroi d’un crédit est interdit s’il occasionne le surendettement du consommateur (art. 3 LCD).',
      },
      {
        scenario: valuationQuote,
        response:
          'Volontiers ! Pour une première estimation, envoyez-nous par WhatsApp au 079 245 61 18 : la marque, le modèle, la version et l’année (ou une photo du permis de circulation), le kilométrage, la date de la dernière expertise, s’il s’agit d’une boîte automatique ou d’un 4x4, les services faits, les dégâts ou les voyants allumés, et si la voiture est en leasing ou à crédit ; ajoutez 6 à 8 photos (les quatre côtés, l’intérieur, le tableau de bord moteur allumé). Vous recevez une fourchette de prix dans les 2 heures pendant nos heures d’ouverture. L’offre ferme suit une estimation gratuite de 20 à 30 minutes au parc de Crissier, chemin du Closalet 12 : elle vaut 10 jours et 500 km si vous achetez une voiture chez nous, 7 jours si nous vous achetons la voiture sans reprise.',
      },
    ],
  },
  qa: [
    french(
      location,
      'Nous avons deux adresses. Le showroom et le bureau se trouvent à l’avenue de Morges 58, 1004 Lausanne : une vingtaine de voitures y sont exposées, surtout les électriques et les premium, et c’est là que nous signons les contrats. Le parc d’occasions, avec une centaine de voitures et notre atelier de préparation, se trouve au chemin du Closalet 12, 1023 Crissier, à 3 minutes de la jonction autoroutière de Crissier (A1), avec un parking clients. Showroom de Lausanne : du lundi au vendredi de 8h30 à 12h00 et de 13h30 à 18h30, le samedi de 9h00 à 16h00. Parc de Crissier : du lundi au vendredi de 9h00 à 18h30 sans interruption, le samedi de 9h00 à 17h00, et le jeudi jusqu’à 20h00 sur rendez-vous. Nous sommes fermés le dimanche et les jours fériés vaudois (y compris le 2 janvier, le lundi de Pâques, le lundi de Pentecôte et le lundi du Jeûne fédéral). Téléphone 021 625 48 30, WhatsApp 079 245 61 18, e-mail info@leman-occasions.example.',
    ),
    french(
      stock,
      'Nous avons en permanence environ 120 voitures de 2014 à 2024, de CHF 6 900 à CHF 69 000 : des citadines et des compactes (Toyota Yaris hybride, VW Polo et Golf, Skoda Fabia), une quarantaine de breaks et de SUV 4x4 (Subaru, Skoda, VW, Volvo, Audi, Toyota), des monospaces et des SUV 7 places (VW Touran, Skoda Kodiaq, Ford Galaxy), une quinzaine de voitures électriques et quelques premium. Environ 70 % ont une boîte automatique. Toutes les annonces, avec les photos, le kilométrage, le prix, la date de la dernière expertise et le lieu (Lausanne ou Crissier), sont sur www.leman-occasions.example, et aussi sur AutoScout24 et car4you. Le stock change chaque semaine : si vous cherchez un modèle précis, dites-le-nous par WhatsApp au 079 245 61 18, nous vous prévenons dès qu’il arrive. Nous envoyons volontiers une vidéo de la voiture, le carnet de service et le rapport de contrôle. Une voiture de Crissier peut être amenée au showroom de Lausanne (ou l’inverse) en un jour ouvrable, sans frais.',
    ),
    french(
      expertise,
      'Oui, toutes nos voitures sont vendues expertisées. L’expertise est le contrôle technique officiel des véhicules en Suisse (la MFK en Suisse alémanique) ; dans le canton de Vaud, elle est faite par le Service des automobiles et de la navigation (SAN). Soit la dernière expertise date de moins de 12 mois et nous vous remettons le rapport, soit nous présentons la voiture au SAN juste avant la livraison (« expertisée du jour ») ; c’est compris dans le prix, et l’annonce indique la date. Avant cela, chaque voiture passe dans notre atelier de Crissier : contrôle de 120 points, service fait (huile, filtres), freins à 50 % au moins, pneus à 4 mm au moins, diagnostic électronique et essai sur route. Vous recevez le rapport de contrôle et le carnet de service. Après l’achat, c’est le SAN qui vous convoque pour la prochaine expertise, selon l’âge de la voiture : 4 ans après la première mise en circulation, puis 3 ans plus tard, puis tous les 2 ans.',
    ),
    french(
      warranty,
      'Chaque voiture est vendue avec la garantie Léman Occasions, sans franchise : 12 mois pour les voitures de 8 ans au plus et 150 000 km au plus le jour de la vente, 6 mois pour les voitures jusqu’à 12 ans et 200 000 km. Elle couvre le moteur, la boîte de vitesses manuelle ou automatique (DSG et CVT comprises), le turbo, la transmission 4x4 (boîte de transfert, différentiels), la direction, la climatisation et l’électronique du moteur, jusqu’à CHF 8 000 par cas. Les pièces d’usure ne sont pas couvertes : embrayage, freins, pneus, amortisseurs, batterie 12 V, échappement. En cas de panne, appelez-nous avant toute réparation : nous réparons à notre atelier de Crissier ou, si vous êtes loin, dans un garage de votre région en Suisse, avec notre accord. Pour une voiture électrique, la batterie de traction reste couverte par la garantie du constructeur (en général 8 ans et 160 000 km), qui passe au nouveau propriétaire. Vous pouvez prolonger notre garantie de 12 ou de 24 mois à l’achat (prix dans nos tarifs). Les voitures de plus de 12 ans ou de plus de 200 000 km sont vendues sans garantie, et c’est écrit dans l’annonce.',
    ),
    french(
      leasing,
      'Oui, avec nos partenaires MultiLease, BANK-now et Cembra, qui font chacun une offre pour que vous ayez le meilleur taux. Le leasing dure de 12 à 60 mois, pour 5 000 à 30 000 km par an, avec un taux effectif annuel dès 3,9 % selon la voiture, la durée et votre dossier. Le premier loyer majoré va de 0 à 30 % du prix. Exemple : Skoda Octavia Combi 4x4 2021, 68 000 km, CHF 24 900 ; 48 mois, 15 000 km par an, premier loyer de CHF 3 000, puis 48 mensualités de CHF 343, valeur résiduelle CHF 8 500, taux effectif annuel 4,9 %. Conditions : être domicilié en Suisse avec un permis C ou B (avec un permis L ou un contrat de travail à durée déterminée, le leasing ne peut pas durer plus longtemps que le permis et le contrat), avoir 18 ans révolus, et passer la vérification de solvabilité (ZEK et IKO) et le calcul du budget prévu par la loi. L’assurance casco complète est obligatoire pendant tout le leasing, et la voiture doit avoir 8 ans au plus à la fin du contrat. La réponse arrive en général en quelques heures, un jour ouvrable. Nos partenaires n’accordent pas de leasing aux frontaliers domiciliés en France (permis G). L’octroi d’un crédit est interdit s’il occasionne le surendettement du consommateur (art. 3 LCD).',
    ),
    french(
      credit,
      'Oui, avec un crédit privé de nos partenaires BANK-now ou Cembra : de CHF 3 000 à CHF 80 000, sur 12 à 72 mois, à un taux effectif annuel de 5,9 % à 9,95 % selon votre dossier (le maximum légal est de 10 %). Exemple : CHF 15 000 sur 48 mois à 7,9 % : 48 mensualités de CHF 365, coût total du crédit CHF 2 520. Contrairement au leasing, la voiture est à vous dès le premier jour et immatriculée à votre nom, vous choisissez librement votre assurance (la casco complète n’est pas obligatoire) et vous pouvez rembourser tout ou partie du crédit à tout moment, sans pénalité. Conditions : domicile en Suisse, 18 ans révolus, un revenu régulier, la vérification ZEK et IKO et le calcul du budget. Vous avez 14 jours pour révoquer le contrat de crédit après la signature. Vous pouvez combiner le crédit avec un versement comptant ou la reprise de votre voiture. L’octroi d’un crédit est interdit s’il occasionne le surendettement du consommateur (art. 3 LCD).',
    ),
    french(
      frontaliers,
      'Oui, beaucoup de frontaliers achètent chez nous, mais la voiture doit être immatriculée en France : une personne domiciliée en France ne peut pas immatriculer une voiture dans le canton de Vaud, ni utiliser en France une voiture privée immatriculée en Suisse. Nous vendons donc la voiture pour l’exportation, hors TVA suisse (8,1 % de moins que le prix affiché), avec notre forfait export de CHF 290 : déclaration d’exportation, plaques d’export avec une assurance de 30 jours, et certificat de conformité européen (COC) quand le constructeur le fournit. Vous passez ensuite la douane française avec la voiture et la facture : vous y payez la TVA française de 20 % et, selon l’origine de la voiture, des droits de douane de 10 % (0 % pour une voiture fabriquée dans l’Union européenne, avec la preuve d’origine que nous vous remettons quand c’est possible). La douane vous remet le certificat de dédouanement 846 A, avec lequel vous demandez la carte grise sur le site de l’ANTS. Vous payez comptant ou avec un crédit de votre banque française : nos partenaires suisses de leasing et de crédit n’acceptent pas les personnes domiciliées en France. Nous ne livrons pas en France : vous venez chercher la voiture à Crissier.',
    ),
    french(
      tradeIn,
      'Oui, nous reprenons les voitures de toutes marques immatriculées en Suisse, même avec beaucoup de kilomètres, une expertise échue ou une panne, à un prix qui en tient compte. L’estimation est gratuite et dure 20 à 30 minutes au parc de Crissier, sans rendez-vous pendant les heures d’ouverture ; pour une première idée, envoyez-nous des photos par WhatsApp au 079 245 61 18. Nous nous basons sur l’état de la voiture, son kilométrage, son carnet de service et les prix du marché suisse (Eurotax). L’offre est valable 10 jours et 500 km, et le montant est déduit du prix de la voiture que vous achetez. Vous gardez votre voiture jusqu’au jour où vous prenez la nouvelle : nous transférons vos plaques le même jour. Apportez le permis de circulation, les deux clés, le carnet de service et, si vous l’avez, le jeu de roues de l’autre saison. Une voiture encore en leasing ou achetée à crédit peut aussi être reprise.',
    ),
    french(
      buyCar,
      'Oui, nous achetons les voitures de 2010 et plus récentes, jusqu’à 200 000 km environ, toutes marques, même si vous n’achetez rien chez nous. L’estimation est gratuite, au parc de Crissier, et prend une vingtaine de minutes. Pour une première fourchette de prix dans les 2 heures pendant nos heures d’ouverture, envoyez par WhatsApp au 079 245 61 18 la marque, le modèle, l’année, le kilométrage, la date de la dernière expertise et quelques photos. Notre offre est valable 7 jours. Si vous l’acceptez, nous signons un contrat d’achat, vous nous remettez le permis de circulation, les clés et le carnet de service, et nous payons par virement le jour même, ou en espèces jusqu’à CHF 10 000. Vos plaques restent à vous : gardez-les pour votre prochaine voiture, ou nous les déposons gratuitement au SAN pour vous. La voiture doit être à votre nom ; si elle est encore en leasing ou à crédit, nous réglons le solde avec la société de financement et vous versons la différence.',
    ),
    french(
      leasingTakeover,
      'Oui, c’est fréquent. Une voiture en leasing appartient à la société de leasing : demandez-lui un décompte de résiliation anticipée (le montant à payer pour solder le contrat à une date donnée) et envoyez-le-nous avec votre contrat. Si notre offre de reprise est plus élevée que ce solde, nous payons directement la société de leasing, et la différence est déduite du prix de votre nouvelle voiture ou vous est versée. Si le solde est plus élevé que la valeur de la voiture, vous payez la différence, comptant ou avec le financement de votre nouvelle voiture si le partenaire l’accepte. Attention : en cas de résiliation anticipée, la société de leasing recalcule les mensualités sur la durée réelle, et le solde est souvent plus élevé qu’on ne le pense ; nous regardons donc toujours le décompte avec vous avant de décider. Le dossier prend 5 à 10 jours ouvrables, et vous roulez avec votre voiture jusqu’au jour de l’échange. Pour une voiture achetée avec un crédit privé, c’est plus simple : elle est à vous, et vous remboursez le crédit avec le prix de vente.',
    ),
    french(
      registration,
      'Oui, nous nous en occupons. En Suisse, les plaques appartiennent au détenteur et pas à la voiture : si vous avez déjà des plaques vaudoises, vous les gardez et nous les transférons sur la voiture que vous achetez ; sinon, le SAN (Service des automobiles et de la navigation, avenue du Grey 110, Lausanne) vous attribue de nouvelles plaques VD. Notre forfait immatriculation coûte CHF 150, plus les émoluments du SAN au prix coûtant (environ CHF 60 pour le permis de circulation et CHF 50 pour une paire de plaques neuves). Il nous faut une copie de votre pièce d’identité et, si vous êtes étranger, de votre permis de séjour, votre ancien permis de circulation si vous reprenez vos plaques, et le code de l’attestation d’assurance électronique que votre assureur envoie au SAN. Comptez 1 à 2 jours ouvrables : vous repartez avec la voiture immatriculée à votre nom. Si vous habitez à Genève, à Fribourg, à Neuchâtel, en Valais ou dans le Jura, nous faisons les démarches auprès de l’office de votre canton, pour CHF 190. La taxe automobile vaudoise vous est ensuite facturée chaque année par le SAN.',
    ),
    french(
      vignette,
      'Pas directement. La vignette autoroutière suisse est électronique (e-vignette) et liée au numéro de plaque, pas à la voiture. Si vous mettez vos plaques actuelles sur la voiture achetée chez nous, votre e-vignette 2026 reste valable et vous n’avez rien à faire. Si vous recevez de nouvelles plaques, il vous faut une nouvelle e-vignette : CHF 40 sur via.admin.ch, valable jusqu’au 31 janvier 2027 ; nous pouvons l’acheter pour vous au moment de l’immatriculation, au prix coûtant. Avec des plaques interchangeables (deux voitures sur les mêmes plaques), une seule vignette suffit. Rouler sur l’autoroute sans vignette valable coûte CHF 200 d’amende. Pour une voiture exportée avec des plaques d’export, il faut aussi une vignette si vous prenez l’autoroute jusqu’à la frontière.',
    ),
    french(
      insurance,
      'Oui. En Suisse, aucune voiture ne peut être immatriculée sans assurance responsabilité civile : votre assureur envoie l’attestation d’assurance électronique au SAN, et vous nous transmettez son code. Si vous reprenez vos plaques, appelez votre assureur pour lui annoncer le changement de voiture : il met à jour votre police, souvent le jour même. Pour un leasing, l’assurance casco complète est obligatoire. Si vous n’avez pas encore d’assureur ou souhaitez comparer, notre courtier partenaire, Courtage du Léman Sàrl, vous fait en une heure des offres de plusieurs compagnies (AXA, La Mobilière, Zurich, Allianz, Generali, Helvetia) ; c’est gratuit pour vous. Si vous arrivez de l’étranger, demandez à votre ancien assureur une attestation de sinistralité : beaucoup d’assureurs suisses en tiennent compte pour calculer votre prime.',
    ),
    french(
      payment,
      'Vous pouvez payer par virement sur notre compte à la Banque Cantonale Vaudoise, en francs suisses ou en euros (au cours du jour), depuis un compte en Suisse ou à l’étranger ; en espèces jusqu’à CHF 20 000, en francs ou en euros ; par carte de débit (PostFinance Card, Debit Mastercard, Visa Debit) ou par TWINT jusqu’à CHF 5 000, par exemple pour l’acompte ; et par carte de crédit pour l’acompte seulement. Vous pouvez combiner le paiement avec un leasing, un crédit ou la reprise de votre voiture. Nous n’acceptons ni les chèques ni les cryptomonnaies. La voiture vous est remise quand le montant est crédité sur notre compte : en général le jour ouvrable suivant pour un virement depuis une banque suisse, 1 à 3 jours depuis l’étranger. Par sécurité, vérifiez toujours nos coordonnées bancaires par téléphone au 021 625 48 30 : nous ne les changeons jamais par e-mail.',
    ),
    french(
      reservation,
      'Oui. Pour bloquer une voiture, nous demandons un acompte de CHF 500 pour une voiture jusqu’à CHF 20 000 et de CHF 1 000 au-delà, payable par TWINT, par carte ou par virement. La voiture est retirée de nos annonces pendant 7 jours, ou 14 jours si vous attendez la réponse pour un leasing ou un crédit, ou si vous l’achetez pour l’exportation. L’acompte est déduit du prix. Il vous est remboursé entièrement si notre partenaire refuse votre leasing ou votre crédit. Si vous renoncez pour une autre raison, l’acompte nous reste acquis. Sans acompte, nous pouvons garder une voiture jusqu’au lendemain soir, le temps que vous veniez la voir.',
    ),
    french(
      testDrive,
      'Bien sûr, gratuitement. Il vous faut un permis de conduire valable (suisse ou étranger) et une pièce d’identité. L’essai dure 30 à 45 minutes, avec un vendeur, sur un parcours en ville et sur l’autoroute depuis la jonction de Crissier. Prenez rendez-vous par WhatsApp au 079 245 61 18 ou par téléphone : la voiture sera prête, chargée si elle est électrique, et vous n’attendrez pas. Les essais se font du lundi au samedi aux heures d’ouverture, et le jeudi soir jusqu’à 20h00 à Crissier. Si la voiture qui vous intéresse est au showroom de Lausanne et que vous préférez l’essayer à Crissier (ou l’inverse), nous la déplaçons en un jour ouvrable, sans frais. Vous pouvez aussi la faire contrôler par votre garagiste avant l’achat.',
    ),
    french(
      delivery,
      'Oui, dans toute la Suisse romande, du lundi au samedi, la voiture nettoyée, immatriculée et avec le plein (ou chargée). C’est gratuit dans un rayon de 25 km autour de Crissier (Lausanne, Renens, Morges, Pully, Lutry, Epalinges, Échallens) ; CHF 120 dans le reste du canton de Vaud (Nyon, Yverdon, Vevey, Montreux, Aigle, Payerne, Vallée de Joux) ; CHF 190 à Genève, Fribourg, Neuchâtel et en Valais jusqu’à Sion ; CHF 250 dans le Valais au-delà de Sion, dans le Jura et le Jura bernois. Le livreur vous explique la voiture et vous remet les papiers ; si nous reprenons votre ancienne voiture, il la ramène. Nous ne livrons pas hors de Suisse : les voitures exportées partent de Crissier avec leurs plaques d’export.',
    ),
    french(
      winterTyres,
      'Les pneus hiver ne sont pas obligatoires en Suisse, mais qui roule sur la neige avec des pneus inadaptés est tenu pour responsable en cas d’accident, et nous les recommandons vivement d’octobre à Pâques. Entre le 1er octobre et le 31 mars, nos 4x4 et nos breaks sont vendus avec des pneus hiver montés (ou des pneus quatre saisons marqués 3PMSF). Les autres voitures sont vendues avec les pneus de la saison, d’une profondeur de 4 mm au moins. Quand l’ancien propriétaire nous a laissé son second jeu de roues, il est compris dans le prix et indiqué dans l’annonce. Sinon, nous vous proposons à l’achat un jeu de 4 roues hiver complètes, pneus neufs sur jantes, montées et équilibrées : dès CHF 690 pour une citadine, CHF 890 pour une compacte ou une berline, CHF 1 190 pour un SUV ou un 4x4. Ensuite, nous changeons vos roues au printemps et en automne à Crissier, pour CHF 60.',
    ),
    french(
      electric,
      'Oui, une quinzaine en permanence : Renault Zoe, VW ID.3 et ID.4, Hyundai Kona Electric, Skoda Enyaq, Tesla Model 3 et Model Y, de CHF 13 900 à CHF 44 900. Chaque électrique a un certificat de batterie établi par un test indépendant (Aviloo), qui mesure l’état de santé de la batterie (SoH) : nous ne vendons aucune voiture sous 85 %, et le pourcentage est écrit dans l’annonce. La batterie de traction reste couverte par la garantie du constructeur, en général 8 ans et 160 000 km, qui passe au nouveau propriétaire, en plus de notre garantie. Chaque voiture est livrée avec son câble de recharge type 2 ; la plupart acceptent la recharge rapide CCS. Nous vous indiquons l’autonomie réelle, qui baisse de 20 à 30 % par grand froid. Pour l’essai, la voiture est chargée.',
    ),
    french(
      fourByFour,
      'C’est notre spécialité : nous avons en général une quarantaine de breaks et de SUV 4x4, très demandés par les familles qui montent au chalet ou vivent sur les hauts du canton (Jorat, Gros-de-Vaud, Vallée de Joux, Pays-d’Enhaut). Par exemple : Subaru Outback et Forester, Skoda Octavia Combi 4x4 et Kodiaq 4x4, VW Passat Variant 4Motion et Tiguan 4Motion, Volvo V60 et XC60 AWD, Audi A4 Avant et A6 Avant quattro, Toyota RAV4 hybride AWD et Dacia Duster 4x4, de CHF 12 900 à CHF 54 900 selon l’âge et le kilométrage. Nous contrôlons la transmission 4x4 (boîte de transfert, différentiels, embrayage Haldex) à la préparation, et elle est couverte par notre garantie. Entre octobre et mars, ces voitures sont vendues avec des pneus hiver montés. Pour un break 4x4 automatique, le Subaru Outback et l’Audi A4 Avant quattro sont nos valeurs sûres ; pour un petit budget, le Dacia Duster 4x4 est imbattable.',
    ),
    french(
      exportLeaving,
      'Oui. Si vous partez à l’étranger avec votre voiture, nous préparons l’exportation pour CHF 290 : déclaration d’exportation à la douane suisse, plaques d’export délivrées par le SAN avec une assurance de 30 jours, et certificat de conformité européen (COC) quand le constructeur le fournit. Vos plaques vaudoises sont déposées au SAN, ce qui arrête la taxe automobile et l’assurance suisse. Si vous achetez une voiture chez nous pour l’emmener directement à l’étranger, nous vous la vendons hors TVA suisse (8,1 %), contre la preuve d’exportation tamponnée par la douane. Dans le pays d’arrivée, vous dédouanez et immatriculez la voiture vous-même, selon ses règles ; dans l’Union européenne, un déménagement permet souvent d’importer sans taxes une voiture que vous avez depuis plus de 6 mois. Si vous préférez ne pas l’emmener, nous pouvons aussi vous la racheter : voyez notre offre d’achat et, pour une voiture achetée chez nous, notre rachat garanti pour expatriés.',
    ),
    french(
      importArriving,
      'Oui. Une voiture que vous possédez et utilisez depuis au moins 6 mois avant votre arrivée entre en Suisse sans droits ni TVA, comme effet de déménagement : déclarez-la à la douane, à la frontière, avec le formulaire 18.44, votre bail ou votre contrat de travail en Suisse et la carte grise étrangère. Sinon, vous payez 4 % d’impôt sur les automobiles, 8,1 % de TVA et un droit de douane selon le poids. La douane vous remet le rapport 13.20 A. Vous devez ensuite immatriculer la voiture en Suisse dans les 12 mois qui suivent votre arrivée. Notre forfait import de CHF 490 comprend la préparation de la voiture, le rendez-vous et la présentation à l’expertise du SAN, et l’immatriculation ; les émoluments du SAN et les éventuelles adaptations (phares, pneus, compteur en km/h) sont facturés en plus, sur devis. Pour une voiture européenne récente, comptez 2 à 3 semaines. Si vous préférez, nous pouvons aussi vous la racheter et vous vendre une voiture déjà immatriculée en Suisse.',
    ),
    english(
      newcomers,
      'Yes. To buy a car and register it in your name in the canton of Vaud, you need your passport and your Swiss residence permit (L, B or C); if your permit has not arrived yet, the certificate of arrival from your commune’s Contrôle des habitants is enough for the registration. You do not need a Swiss bank account to buy: you can pay by international bank transfer in Swiss francs or euros, or in cash up to CHF 20,000. You do need Swiss car insurance before the registration; our partner broker can give you quotes within the hour, and a no-claims letter from your previous insurer (in English is fine) can lower your premium. A leasing or a credit needs a Swiss residence, a regular income in Switzerland and a credit check: with a B permit it is usually possible, with an L permit only for a term that ends before your permit expires. We handle the registration at the Service des automobiles (SAN) for you, and your car is ready in 1 to 2 working days. Your foreign driving licence is valid for 12 months after you arrive.',
    ),
    english(
      fixedTermLeasing,
      'Often yes. Many of our customers work at EPFL, the University of Lausanne, the CHUV, the IOC, the sports federations and IMD. Our leasing partners accept fixed-term contracts, but the leasing must end before your employment contract and your residence permit do: with a 2-year postdoc contract, for example, a 24-month leasing is possible, a 48-month one is not. They ask for your contract, your last three payslips (or, if you have just started, your contract and your first payslip) and your permit, and they check your budget as Swiss law requires. If your contract is short or might not be renewed, two other options are often cheaper: buying with a private credit, which you can repay early at no cost, or buying in cash with our guaranteed buyback when you leave Switzerland. Send us your contract dates and we will tell you which option works best for you.',
    ),
    english(
      buyback,
      'Yes. With our Expat Buyback, signed free of charge when you buy the car, we guarantee to buy it back when you leave Switzerland: for 70% of the price you paid if you sell it back within 12 months, 60% between 13 and 24 months, and 50% between 25 and 36 months. Conditions: no more than 20,000 km a year, no unrepaired accident damage, the services done as the manufacturer requires, and at least 30 days’ notice before your departure. We inspect the car when you bring it back, and we pay the day you hand it over, by bank transfer to a Swiss or foreign account, in Swiss francs or euros. We also return your plates to the SAN for you, which stops the car tax and lets you cancel your insurance. You remain free to sell the car elsewhere if you find a better price. If you did not buy your car from us, we can still make you an offer for it.',
    ),
    english(
      englishStaff,
      'Yes. At the Lausanne showroom, Sandra (one of the two owners) and Tom, one of our salespeople, speak English, and Tom also speaks German; at Crissier, Luís speaks English and Portuguese. Book an appointment on WhatsApp, +41 79 245 61 18, so that one of them is there. The sales contract and the Swiss registration documents are in French, but we explain each one in English and e-mail you an English summary of your deal. We walk you through the Swiss specifics: the expertise (the official vehicle inspection, called MFK in German), the registration and plates at the Service des automobiles (SAN), the motorway e-vignette, the compulsory liability insurance and our partner broker, the yearly car tax, winter tyres and the rules for your foreign licence. Many of our English-speaking customers work at EPFL, UNIL, the IOC and international companies around Lausanne.',
    ),
    english(
      foreignLicence,
      'Yes, for 12 months after you take up residence in Switzerland, as long as it is valid; if it is not in the Latin alphabet, carry an International Driving Permit with it. Before those 12 months are over, you must exchange it for a Swiss licence at the Service des automobiles (SAN) of the canton of Vaud: you fill in the application form, have an eye test done by an optician, and bring a passport photo, your residence permit and your original licence. Licences from EU and EFTA countries, the UK and many other countries are exchanged without a test; for some countries, including the United States, the SAN asks for a short control drive. After 12 months without exchanging it, you may no longer drive in Switzerland with it. For a test drive with us, your valid foreign licence and your passport are enough.',
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'French',
      text: `TARIFS ET PRESTATIONS 2026 – LÉMAN OCCASIONS SA
Showroom : avenue de Morges 58, 1004 Lausanne – Parc d’occasions et atelier : chemin du Closalet 12, 1023 Crissier
Tél. 021 625 48 30 – WhatsApp 079 245 61 18 – info@leman-occasions.example – www.leman-occasions.example
Prix en francs suisses, TVA 8,1 % comprise, valables du 1er janvier au 31 décembre 2026. Le prix de chaque voiture figure sur son annonce ; il comprend le contrôle de 120 points, le service, l’expertise (de moins de 12 mois ou du jour), la garantie de base et le nettoyage complet.

1. Fourchettes de prix du stock (référence, janvier 2026)
Citadines et petites compactes 2014-2019 (Toyota Yaris, VW Polo, Skoda Fabia, Renault Clio, Fiat 500) : CHF 6 900 à 14 900
Compactes et breaks 2018-2023 (VW Golf, Skoda Octavia Combi, Toyota Corolla Touring Sports, Renault Mégane Grandtour) : CHF 13 900 à 27 900
Breaks et SUV 4x4 (Subaru Outback et Forester, Skoda Octavia Combi 4x4 et Kodiaq 4x4, VW Passat Variant 4Motion et Tiguan 4Motion, Volvo V60 et XC60 AWD, Audi A4 Avant et A6 Avant quattro, Toyota RAV4 hybride AWD, Dacia Duster 4x4) : CHF 12 900 à 54 900
Monospaces et SUV 7 places (VW Touran, Skoda Kodiaq, Ford Galaxy) : CHF 16 900 à 39 900
Électriques (Renault Zoe, VW ID.3 et ID.4, Hyundai Kona Electric, Skoda Enyaq, Tesla Model 3 et Model Y) : CHF 13 900 à 44 900
Premium (BMW Série 5 Touring xDrive, Mercedes Classe E break 4MATIC, Porsche Macan) : CHF 29 900 à 69 000
Voitures de plus de 12 ans ou de plus de 200 000 km : vendues sans garantie, signalées dans l’annonce.
Voitures « pour export / non expertisées » : vendues en l’état, sans expertise ni garantie, signalées dans l’annonce.
Paiement comptant intégral (virement ou espèces), sans leasing, sans crédit et sans reprise : rabais de 1 % sur le prix affiché, au maximum CHF 500.

2. Garantie
Garantie Léman Occasions, sans franchise, plafond CHF 8 000 par cas : incluse
– 12 mois pour les voitures de 8 ans au plus et 150 000 km au plus le jour de la vente
– 6 mois pour les voitures jusqu’à 12 ans et 200 000 km
Prolongation, à conclure à l’achat : +12 mois CHF 690 ; +24 mois CHF 1 190 (voiture de 10 ans au plus à la fin de la prolongation)
Certificat de batterie Aviloo des électriques du stock : inclus
Test de batterie Aviloo de votre propre voiture électrique : CHF 190

3. Immatriculation, import et export
Forfait immatriculation Vaud (dossier et rendez-vous au SAN, transfert de vos plaques ou attribution de nouvelles plaques) : CHF 150
Forfait immatriculation Genève, Fribourg, Neuchâtel, Valais, Jura : CHF 190
Émoluments du SAN, au prix coûtant : permis de circulation environ CHF 60 ; paire de plaques neuves environ CHF 50
Plaques interchangeables (inscription d’une deuxième voiture sur vos plaques) : CHF 60 + émoluments
E-vignette 2026 achetée pour vous : CHF 40, sans frais
Dépôt de vos plaques au SAN et annonce de la vente : gratuit
Forfait export (vente hors TVA suisse, déclaration d’exportation, plaques d’export et assurance de 30 jours, certificat de conformité COC si le constructeur le fournit) : CHF 290
Forfait import (aide au dédouanement, rapport 13.20 A, préparation et présentation à l’expertise du SAN, immatriculation) : CHF 490 + émoluments du SAN et de la douane ; adaptations techniques sur devis

4. Leasing et crédit (partenaires : MultiLease, BANK-now, Cembra ; sans frais de dossier)
Leasing : 12 à 60 mois, 5 000 à 30 000 km par an, taux effectif annuel dès 3,9 %, premier loyer de 0 à 30 % du prix, casco complète obligatoire.
Exemple : Skoda Octavia Combi 4x4 2021, 68 000 km, prix CHF 24 900 ; 48 mois, 15 000 km par an ; premier loyer CHF 3 000 ; 48 mensualités de CHF 343 ; valeur résiduelle CHF 8 500 ; taux effectif annuel 4,9 %.
Crédit privé : CHF 3 000 à 80 000, 12 à 72 mois, taux effectif annuel de 5,9 % à 9,95 %.
Exemple : CHF 15 000 sur 48 mois à 7,9 % : 48 mensualités de CHF 365, coût total du crédit CHF 2 520.
L’octroi d’un crédit est interdit s’il occasionne le surendettement du consommateur (art. 3 LCD).

5. Livraison (du lundi au samedi) et essais
Zone 1, 25 km autour de Crissier (Lausanne, Renens, Prilly, Morges, Pully, Lutry, Epalinges, Échallens) : gratuit
Zone 2, reste du canton de Vaud (Nyon, Yverdon-les-Bains, Vevey, Montreux, Aigle, Payerne, Vallée de Joux) : CHF 120
Zone 3, Genève, Fribourg, Neuchâtel, Valais jusqu’à Sion : CHF 190
Zone 4, Valais au-delà de Sion, Jura, Jura bernois, Bienne : CHF 250
Pas de livraison hors de Suisse.
Déplacement d’une voiture entre Crissier et le showroom de Lausanne : gratuit, en un jour ouvrable
Essai de 30 à 45 minutes avec un vendeur : gratuit
Essai prolongé de 24 heures, seul, pour les électriques et les 4x4 (sur rendez-vous, conducteur de 25 ans au moins, carte de crédit en garantie) : CHF 80, déduits du prix si vous achetez la voiture

6. Roues, pneus et accessoires (posés à Crissier)
Jeu de 4 roues hiver complètes (pneus neufs sur jantes, montées et équilibrées) : citadine dès CHF 690 ; compacte et berline dès CHF 890 ; SUV et 4x4 dès CHF 1 190
Changement de roues été/hiver pour les voitures achetées chez nous : CHF 60
Crochet d’attelage posé et homologué, inscription au permis de circulation comprise : dès CHF 1 290 (crochet amovible dès CHF 1 590)
Barres de toit : dès CHF 240 ; coffre de toit 420 litres : CHF 590
Deuxième câble de recharge type 2 : CHF 290
Double de clé : dès CHF 280 selon le modèle
Tapis en caoutchouc sur mesure : CHF 120

7. Reprise, achat et rachat de votre voiture
Estimation au parc de Crissier : gratuite
Offre de reprise (avec l’achat d’une voiture chez nous) : valable 10 jours et 500 km
Offre d’achat sans reprise : valable 7 jours ; paiement par virement le jour même, ou en espèces jusqu’à CHF 10 000
Rachat garanti pour expatriés (Expat Buyback), signé à l’achat : gratuit ; 70 % du prix payé jusqu’à 12 mois, 60 % de 13 à 24 mois, 50 % de 25 à 36 mois (20 000 km par an au plus)

8. Frais divers
Acompte de réservation, déduit du prix : CHF 500 (voitures jusqu’à CHF 20 000) ou CHF 1 000 (au-delà)
Garde d’une voiture payée et non retirée, dès le 15e jour : CHF 20 par jour
Dédit en cas d’annulation d’un contrat de vente signé : 10 % du prix, au minimum CHF 1 000, acompte déduit
Kilomètre au-delà de 300 km pour une voiture rendue après un achat à distance : CHF 0.70
Frais de rappel d’une facture impayée : CHF 30`,
    },
    {
      title: terms,
      language: 'French',
      text: `CONDITIONS GÉNÉRALES DE VENTE, DE REPRISE ET DE GARANTIE – Léman Occasions SA, avenue de Morges 58, 1004 Lausanne (showroom) et chemin du Closalet 12, 1023 Crissier (parc et atelier). En vigueur dès le 1er janvier 2026.

1. Offre et contrat
Les annonces ne constituent pas une offre ferme ; le prix peut changer jusqu’à la signature du contrat de vente. La vente est conclue par la signature du contrat de vente, au showroom, au parc ou par signature électronique. Le procès-verbal de livraison, signé à la remise de la voiture, indique la date, l’heure et le kilométrage.

2. Réservation et acompte
Une voiture est réservée contre un acompte de CHF 500 (prix jusqu’à CHF 20 000) ou de CHF 1 000 (au-delà), pour 7 jours, ou pour 14 jours en cas de demande de leasing ou de crédit ou d’achat pour l’exportation. L’acompte est déduit du prix. Il est remboursé intégralement, dans les 5 jours ouvrables, si le partenaire de financement refuse le leasing ou le crédit. Si le client renonce pour une autre raison, l’acompte est acquis à Léman Occasions.

3. Annulation d’un contrat signé
Après la signature du contrat de vente, le client ne peut renoncer à l’achat qu’en payant un dédit forfaitaire de 10 % du prix, au minimum CHF 1 000, l’acompte versé étant imputé. Si le client révoque son contrat de leasing ou de crédit dans le délai légal de 14 jours, la vente est annulée sans frais et l’acompte est remboursé.

4. Vente à distance
Lorsque la vente est conclue entièrement à distance (téléphone, WhatsApp, e-mail) et que la voiture est livrée au domicile du client sans qu’il l’ait vue ni essayée, le client peut renoncer à l’achat dans les 7 jours qui suivent la livraison, par écrit (e-mail ou WhatsApp). La voiture doit être rendue dans l’état de la livraison, avec 300 km au plus parcourus depuis celle-ci ; les dégâts et les kilomètres supplémentaires (CHF 0.70 par km) sont facturés. Nous reprenons la voiture gratuitement à l’adresse de livraison, en Suisse romande, et remboursons le prix et les frais de livraison dans les 10 jours ouvrables. Les frais d’immatriculation et les émoluments du SAN ne sont pas remboursés.

5. Paiement, remise et propriété
La voiture est remise lorsque le prix est entièrement crédité sur notre compte ou que le partenaire de financement a confirmé son paiement. Elle reste la propriété de Léman Occasions jusqu’au paiement complet. Aucun collaborateur n’est autorisé à encaisser un paiement sur un compte personnel. Le client retire la voiture payée dans les 14 jours ; au-delà, elle est gardée au parc de Crissier contre CHF 20 par jour, aux risques du client pour les événements qui ne dépendent pas de nous (grêle, vandalisme), et la garantie court dès le 15e jour.

6. État et expertise
Sauf mention contraire, les voitures sont vendues avec une expertise du SAN de moins de 12 mois ou expertisées du jour, après un contrôle de 120 points dont le rapport est remis au client. Les voitures signalées « pour export » ou « non expertisées » sont vendues en l’état, sans expertise et sans garantie ; le client le confirme par sa signature.

7. Garantie
La garantie Léman Occasions remplace la garantie légale pour les défauts de la chose (art. 197 ss CO), qui est exclue. Durée : 12 mois pour les voitures de 8 ans au plus et de 150 000 km au plus le jour de la vente, 6 mois jusqu’à 12 ans et 200 000 km, sans limite de kilomètres pendant la garantie ; au-delà, vente sans garantie. Couverture : moteur, boîte de vitesses manuelle ou automatique, turbo, transmission 4x4, direction, climatisation, électronique du moteur, jusqu’à CHF 8 000 par cas, sans franchise. Exclusions : pièces d’usure (embrayage, freins, pneus, amortisseurs, batterie 12 V, échappement, balais d’essuie-glace), batterie de traction des électriques (couverte par la garantie du constructeur), dommages dus à un accident, à la grêle, au manque d’huile ou de liquide de refroidissement, à une utilisation en compétition, à une modification de la voiture ou à un entretien non conforme aux prescriptions du constructeur. Le client annonce le défaut dans les 7 jours et avant toute réparation ; les réparations sont faites à notre atelier de Crissier ou, avec notre accord écrit, dans un garage en Suisse. Le remorquage en Suisse est pris en charge jusqu’à CHF 300. Pour une voiture exportée, la garantie ne vaut que pour des réparations faites à notre atelier de Crissier.

8. Reprise et achat de voitures
Le vendeur déclare que la voiture lui appartient (ou annonce le leasing ou le crédit en cours), que le kilométrage est exact et qu’il a annoncé tous les accidents et défauts connus. L’offre de reprise vaut 10 jours et 500 km, l’offre d’achat sans reprise 7 jours. Un défaut caché ou un accident non déclaré découvert dans les 30 jours permet de revoir le prix. Pour une voiture en leasing ou à crédit, Léman Occasions paie le solde directement à la société de financement et le déduit de son offre. Le vendeur garde ses plaques ou nous les déposons au SAN ; les amendes pour des infractions commises avec la voiture jusqu’à la date et l’heure de sa remise restent à la charge du vendeur.

9. Rachat garanti pour expatriés
Conclu par écrit à l’achat, gratuitement. Prix de rachat : 70 %, 60 % ou 50 % du prix payé, selon que la voiture est rendue dans les 12, 24 ou 36 mois. Conditions : 20 000 km par an au plus, aucun dégât d’accident non réparé, entretien selon les prescriptions du constructeur, préavis de 30 jours. Paiement par virement, en francs ou en euros, à la remise de la voiture. Le client reste libre de vendre la voiture à un tiers.

10. Données personnelles, droit applicable et for
Nous traitons les données des clients uniquement pour la vente, le financement, l’immatriculation et la garantie, conformément à la loi fédérale sur la protection des données (LPD). Droit suisse. For : Lausanne, sous réserve des fors impératifs en faveur du consommateur.`,
    },
  ],
  answerable: [
    // French paraphrases with Swiss French slang and everyday words
    {
      question:
        'Bonjour, y a moyen de vous laisser ma vieille Golf quand je prends une de vos occases ? Elle a 180 000 km mais elle roule encore bien.',
      answeredBy: [tradeIn, valuationQuote, services],
    },
    {
      question:
        'On a trois gosses et un chien, il nous faut un break 4x4 pour monter au chalet aux Diablerets. Vous avez quoi autour de vingt-cinq mille, si possible pas plus de septante mille km ?',
      answeredBy: [fourByFour, stock, priceList, description],
    },
    {
      question:
        "Le contrôle officiel, c'est fait avant que je prenne la voiture ou c'est à moi de passer au Service des autos après ?",
      answeredBy: [expertise, services, terms],
    },
    {
      question:
        "C'est possible de payer la bagnole par mois plutôt que tout d'un coup ? Ça joue comment chez vous ?",
      answeredBy: [leasing, credit, financeQuote, services, priceList],
    },
    {
      question:
        'Je dois amener mes plaques vaudoises le jour où je viens chercher la voiture ou vous en mettez des nouvelles ?',
      answeredBy: [registration, tradeIn, priceList],
    },
    {
      question:
        "Vous me donnez combien pour ma Clio si je vous la vends sans rien racheter ? Elle a nonante-deux mille km et l'expertise est échue depuis mars.",
      answeredBy: [buyCar, valuationQuote, services, priceList],
    },
    // Long messages in French, the question inside
    {
      question:
        "Bonjour, j'habite à Thonon et je bosse à l'EPFL comme technicien, j'ai un permis G. Ma voiture a rendu l'âme et j'ai vu sur votre site un Duster 4x4 de 2019 avec huitante mille km. Est-ce que je peux l'acheter chez vous et rouler avec en France ? Comment ça se passe pour les plaques et la douane, et y a moyen de le prendre en leasing ?",
      answeredBy: [frontaliers, leasing, exportLeaving, priceList, services],
    },
    {
      question:
        "Salut, notre deuxième arrive en juin et la Polo devient trop petite. Ma femme voudrait un break, moi plutôt un monospace, on n'est pas d'accord. On n'a pas envie de courir dans dix garages le samedi : vous avez combien de voitures en tout, et on peut les regarder où avant de se déplacer jusqu'à Crissier ?",
      answeredBy: [stock, description],
    },
    {
      question:
        "Bonjour, mon mari hésite à prendre une électrique d'occasion parce qu'il a lu que les batteries perdent de la capacité avec les années. On regarde une ID.3 de 2021 avec 62 000 km chez vous. Comment on peut savoir si la batterie est encore bonne, et est-ce qu'elle est encore garantie ?",
      answeredBy: [electric, warranty, services, priceList],
    },
    {
      question:
        "Bonjour, j'ai une Tiguan en leasing depuis 2023, il me reste environ 20 mois. Avec le deuxième bébé on a besoin de plus grand et j'ai vu un Kodiaq 7 places chez vous. Est-ce que vous pouvez reprendre la Tiguan même si le leasing n'est pas fini, et comment ça se passe avec la société de leasing ? Vous pouvez me rappeler sur mon natel.",
      answeredBy: [leasingTakeover, tradeIn, buyCar, terms, valuationQuote],
    },
    // Long messages in English
    {
      question:
        "Hi, I've just started a postdoc at UNIL and I've had a B permit since February. My wife and I would like a small SUV for weekends in the mountains, around CHF 20k. I don't have any credit history in Switzerland. Would a leasing be possible with a 2-year contract, or should we just pay cash?",
      answeredBy: [fixedTermLeasing, leasing, newcomers, financeQuote],
    },
    {
      question:
        "Hello, we're moving from Lyon to Lausanne in September for my job at the IOC and we'd like to bring our Peugeot 3008 with us, we bought it in 2022. What do we have to do at customs, and can you take care of getting Swiss plates for it?",
      answeredBy: [importArriving, priceList, services],
    },
    {
      question:
        "Hi there, I'm American and just moved to Morges for a job at a pharma company. I've only got my Texas driver's license, no Swiss one yet. Can I test drive and buy a car with it, and how long before I have to swap it for a Swiss license?",
      answeredBy: [foreignLicence, testDrive, newcomers],
    },
    // Typos and chat-speak, in French
    { question: 'slt vs etes ouvert le samedi a crissier ?', answeredBy: [location, testDrive] },
    {
      question: 'bjr c combien le leasing pr une octavia 4x4 svp',
      answeredBy: [leasing, priceList, financeQuote],
    },
    {
      question: 'vs livrez a yverdon ? ca coute cmb',
      answeredBy: [delivery, priceList, services],
    },
    {
      question:
        'jai vu une tesla sur autoscout, y a moyen de la bloquer jusqua samedi ? je peux payer lacompte par twint',
      answeredBy: [reservation, payment, priceList, terms],
    },
    {
      question: 'la garantie c 12 mois sur toutes les voitures ou pas ?',
      answeredBy: [warranty, priceList, terms, services],
    },
    // Typos and chat-speak, in English
    {
      question: 'hi do u do leasing for ppl on L permit??',
      answeredBy: [leasing, fixedTermLeasing, newcomers],
    },
    { question: 'r ur cars all automatic? need one asap thx', answeredBy: [stock] },
    // One or two words
    { question: 'Reprise ?', answeredBy: [tradeIn, buyCar, valuationQuote, services] },
    { question: 'Pneus neige', answeredBy: [winterTyres, fourByFour, priceList, services] },
    { question: 'Crédit ?', answeredBy: [credit, financeQuote, services, priceList] },
    { question: 'Warranty?', answeredBy: [warranty, priceList, terms, services] },
    { question: 'Export plates', answeredBy: [exportLeaving, frontaliers, priceList] },
    // Short follow-ups
    { question: "et entre midi et deux c'est ouvert ?", answeredBy: [location] },
    {
      question: "et si la banque refuse le leasing, je récupère l'acompte ?",
      answeredBy: [reservation, terms],
    },
    {
      question: 'and how long does it take to get the plates?',
      answeredBy: [registration, newcomers],
    },
    // French questions, English knowledge
    {
      question:
        'Quand on repartira au Canada dans deux ans, vous nous rachetez la voiture à quel prix ?',
      answeredBy: [buyback, exportLeaving, priceList],
    },
    {
      question:
        "Est-ce que quelqu'un chez vous parle anglais ? Mon mari ne parle pas un mot de français et c'est lui qui va signer.",
      answeredBy: [englishStaff, description],
    },
    {
      question:
        "Je viens d'arriver d'Espagne avec un permis B et je n'ai pas encore de compte en banque suisse. Je peux quand même acheter une voiture chez vous ?",
      answeredBy: [newcomers, payment],
    },
    // English questions, French knowledge
    {
      question:
        'Has the car had its Swiss inspection recently? A colleague told me to always ask for a fresh MFK.',
      answeredBy: [expertise, services, terms],
    },
    {
      question: 'Do I need to sort out car insurance myself before I pick the car up?',
      answeredBy: [insurance, registration, newcomers, englishStaff],
    },
    {
      question: 'Can you bring the car to Geneva? I live in Carouge and work long hours.',
      answeredBy: [delivery, priceList, services],
    },
    {
      question:
        'Do you have any 4x4 estates with winter tyres already on? We need one before the ski season.',
      answeredBy: [fourByFour, winterTyres, stock, services],
    },
    // Answered by a document only
    {
      question:
        "Vous pouvez poser un crochet d'attelage sur le Forester ? On a une remorque pour le cheval. C combien ?",
      answeredBy: [priceList],
    },
    {
      question:
        "J'ai signé le contrat pour la Volvo samedi mais ma femme n'est pas d'accord. Je peux encore annuler ? Ça me coûte quoi ?",
      answeredBy: [terms, priceList],
    },
    {
      question:
        "Hi, I paid for the car today but I'm only back from holiday in four weeks. Can it stay on your lot until then?",
      answeredBy: [terms, priceList],
    },
    {
      question:
        "J'ai acheté une Zoe par WhatsApp sans passer chez vous, livrée à Montreux avant-hier, mais elle ne me convient pas du tout. Je peux la rendre ?",
      answeredBy: [terms],
    },
    {
      question: 'Could we keep the Model 3 overnight to try it on our commute to Geneva?',
      answeredBy: [priceList],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    "Vous louez aussi des voitures ? J'aurais besoin d'un break pour deux semaines en attendant que ma nouvelle arrive.",
    "Vous faites le service et les réparations sur une voiture achetée ailleurs ? Ma Subaru doit passer l'expertise en mai et il y a des trucs à refaire.",
    'Est-ce que vous vendez aussi des voitures neuves ? On voudrait une Skoda Enyaq neuve avec les options.',
    "Vous gardez les pneus d'été pendant l'hiver ? Je cherche un hôtel des pneus vers Crissier.",
    "Vous pouvez faire la carte grise française pour moi sur le site de l'ANTS ? J'y arrive pas, ça bugge tout le temps.",
    'Do you install home charging stations? We just bought an electric car and need a wallbox in our garage in Pully.',
    'How do I book the theory test for a Swiss driving licence? My son is 17 and wants to start lessons.',
    'Do you also buy camper vans? I have a 2012 Hymer to sell before we leave Switzerland.',
    // Plainly outside
    "C'est quoi les horaires de la piscine de Bellerive cet été ?",
    'Any good fondue restaurant in the Lausanne old town for a group of ten?',
  ],
};
