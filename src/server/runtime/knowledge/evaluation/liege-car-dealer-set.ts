import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Meuse Automobiles, a family car dealership in Grivegnée, Liège (Wallonia, Belgium), founded in
 * 1978 and official Škoda agent since 1994. It sells the whole new Škoda range (demonstration
 * cars too) and about 90 used cars of all brands, each with its car-pass, the "vente" technical
 * inspection (contrôle technique) and a 12-month guarantee; it takes the customer's car in
 * trade-in (reprise), arranges instalment loans (prêt à tempérament), financial leasing and
 * renting for the self-employed and companies, private renting, and company cars through the
 * leasing companies, registers the cars with the DIV, delivers them in Wallonia and to
 * Maastricht and Aachen, and runs a workshop for all brands (servicing, tyres and tyre storage,
 * airco, taking cars to the technical inspection), with home charging points through a partner
 * electrician. Prices are in euros with Belgian VAT at 21 % and the Walloon registration tax
 * (taxe de mise en circulation). Its customers write in Belgian French (families from Liège,
 * Herstal, Seraing and the Pays de Herve, young drivers and their parents, self-employed people
 * and small companies, employees choosing a company car, cross-border workers) and in English
 * (expats working for the university, the hospital, the airport and the space and biotech
 * companies of the region, Dutch and German residents of Maastricht and Aachen). The owner wrote
 * the briefing in French, most Q&A pairs in French (address and hours, new Škodas and delivery
 * times, the used-car stock, the used-car guarantee, the car-pass and the technical inspection,
 * the instalment loan, leasing for the self-employed, company cars, trade-in, registration and
 * plates, the registration tax, VAT, payment, test drives, delivery, servicing, tyres, airco,
 * taking a car to the technical inspection, young drivers, electric cars and charging points)
 * and a few in English (buying a car as an expat, a foreign driving licence, living in
 * Maastricht or Aachen, private leasing on an expat assignment, English-speaking staff), added
 * two custom responses (a trade-in estimate, a leasing offer for a business), and pasted the
 * 2026 price and services list and the general terms of sale and guarantee, both in French.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases with
 * Belgian French and everyday words the owner never used ("ma vieille bagnole", "une occase",
 * "cent septante mille km", "une petite caisse", "la clim souffle chaud", "mon patron me file
 * une voiture de société", "vous savez me dire", "on sait payer par Bancontact", "mon GSM", "à
 * tantôt"), long messages with a story around the question (a family of five whose Touran died,
 * a nurse in Visé who works in Maastricht, a buyer burnt by a private sale, a signed Octavia and
 * an insurer asking for papers, an expat from the UK, a Maastricht commuter, an expat on a
 * car allowance), typos and chat-speak ("slt", "bjr", "svp", "c combien", "vs", "dispo",
 * "aprem", "jai", no accents; "u", "rly", "2", "pls"), one- or two-word questions ("Car-pass
 * ?", "Reprise ?", "TMC ?", "Winter tyres?", "Financing?"), short follow-ups that only make
 * sense after an earlier question ("et le dimanche ?", "et si c'est une hybride rechargeable,
 * c'est deductible pareil ?", "and how long until I get the plates?"), English questions
 * against French knowledge and the reverse, and a few that only a document answers (cancelling
 * a signed order, a courtesy car during a service, a tow bar, a speeding ticket during a test
 * drive). The outside questions include hard negatives that share words with the knowledge (a
 * van for a move next to leasing, bodywork next to the workshop, scooters for a young rider, the
 * registration of a car bought elsewhere in Germany, a lost car-pass for a private sale, driving
 * lessons, a home air conditioner, registering at the commune as an expat) and plain questions
 * about the Standard de Liège and where to eat boulets à la liégeoise.
 */

const english = qaIn('English');
const french = qaIn('French');

// The sources' titles, as the answers name them.
const location = 'Où se trouve votre garage et quelles sont vos heures d’ouverture ?';
const newCars = 'Quelles Škoda neuves vendez-vous et quels sont les délais de livraison ?';
const usedStock = 'Quelles voitures d’occasion avez-vous en stock ?';
const usedGuarantee = 'Quelle garantie donnez-vous sur les voitures d’occasion ?';
const carPass =
  'Les voitures d’occasion sont-elles vendues avec le car-pass et le contrôle technique ?';
const financing = 'Proposez-vous un financement (prêt à tempérament) ?';
const leasing = 'Proposez-vous du leasing pour les indépendants et les sociétés ?';
const companyCars =
  'Mon employeur me donne une voiture de société : puis-je la choisir chez vous ?';
const tradeIn = 'Reprenez-vous mon ancienne voiture ?';
const registration = 'Vous occupez-vous de l’immatriculation et des plaques ?';
const tmc = 'Combien coûte la taxe de mise en circulation en Wallonie ?';
const vat = 'Vos prix sont-ils TVA comprise ? Puis-je récupérer la TVA ?';
const payment = 'Quels moyens de paiement acceptez-vous ?';
const testDrive = 'Puis-je faire un essai avant d’acheter ?';
const delivery = 'Livrez-vous la voiture à domicile ?';
const service = 'Faites-vous l’entretien des voitures de toutes les marques ?';
const tyres = 'Changez-vous les pneus et gardez-vous les pneus d’hiver ?';
const airco = 'Faites-vous l’entretien et la recharge de l’airco ?';
const ctWorkshop = 'Pouvez-vous présenter ma voiture au contrôle technique ?';
const youngDrivers = 'Quelle voiture conseillez-vous à un jeune conducteur ?';
const electric = 'Vendez-vous des voitures électriques et installez-vous des bornes de recharge ?';
const expatBuy = 'Can I buy and register a car in Belgium as an expat, and what do I need?';
const foreignLicence = 'Can I drive in Belgium with my foreign driving licence?';
const crossBorder =
  'I live in Maastricht or Aachen: can I buy a car from you and register it at home?';
const privateLease = 'Can I lease a car privately for the length of my assignment in Belgium?';
const englishStaff = 'Does anyone at the dealership speak English?';
const priceList = 'Tarifs et services 2026 – Meuse Automobiles';
const terms = 'Conditions générales de vente et de garantie – Meuse Automobiles (2026)';
const tradeInQuote = 'Demande d’estimation de reprise de votre voiture';
const leasingQuote = 'Demande d’offre de leasing pour un indépendant ou une société';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const liegeCarDealerSet: EvaluationSet = {
  name: 'Liège car dealer (Meuse Automobiles)',
  heldOut: false,
  agentName: 'Julie',
  briefing: {
    companyName: 'Meuse Automobiles',
    industry: 'automotive',
    description:
      'Meuse Automobiles est une concession familiale de Grivegnée, à Liège, fondée en 1978 par Joseph Lambotte et dirigée aujourd’hui par sa fille Françoise et son gendre Marc Dewandre. Nous sommes agent officiel Škoda depuis 1994 et vendons aussi environ 90 voitures d’occasion de toutes marques, toutes garanties. Nous sommes 19 : vendeurs, mécaniciens, une préparatrice et une collaboratrice qui s’occupe des papiers, du financement et de l’immatriculation. Notre showroom et notre atelier se trouvent rue de Herve 412, 4030 Grivegnée, à deux pas de l’autoroute E25/E40. Nos clients viennent de toute la province de Liège, mais aussi de Maastricht et d’Aix-la-Chapelle. Nous parlons français, anglais, néerlandais et allemand.',
    targetAudience:
      'Les familles de Liège et de la région (Herstal, Seraing, Fléron, Chaudfontaine, Visé, le Pays de Herve) qui cherchent une Škoda neuve ou une occasion fiable ; les jeunes conducteurs et leurs parents pour une première voiture ; les indépendants, les professions libérales et les PME qui roulent en leasing ; les salariés qui choisissent leur voiture de société ; les frontaliers qui travaillent aux Pays-Bas, en Allemagne ou au Luxembourg, ou qui habitent à Maastricht ou à Aix-la-Chapelle et travaillent à Liège ; et les expatriés des entreprises de la région (université, CHU, aéroport, spatial, biotech), qui nous écrivent en anglais.',
    keyServices:
      'Vente de Škoda neuves (Fabia, Scala, Kamiq, Octavia, Karoq, Kodiaq, Superb, Elroq, Enyaq) et de voitures de démonstration ; environ 90 occasions de toutes marques avec car-pass, contrôle technique avant vente et Garantie Meuse de 12 mois ; reprise de votre voiture avec estimation gratuite ; financement par prêt à tempérament ; leasing financier et renting pour les indépendants et les sociétés, renting privé pour les particuliers ; voitures de société ; immatriculation auprès de la DIV ; livraison en Wallonie, à Maastricht et à Aix-la-Chapelle ; atelier toutes marques : entretien, pneus et hôtel à pneus, airco, passage au contrôle technique ; bornes de recharge avec un électricien partenaire.',
    commonQuestions:
      'Nos horaires et l’ouverture le samedi, les délais de livraison d’une Škoda neuve, les occasions en stock et les photos par WhatsApp, la garantie des occasions, le car-pass et le contrôle technique, la reprise de l’ancienne voiture, le prêt à tempérament et les mensualités, le leasing pour les indépendants et la déductibilité, les voitures de société, la TVA, la taxe de mise en circulation en Wallonie, l’immatriculation et la plaque, Bancontact et les paiements, les essais, la livraison à domicile, à Maastricht et à Aix-la-Chapelle, l’entretien, les pneus, l’airco et le passage au CT ; et, en anglais, comment un expatrié achète ou loue une voiture, le permis étranger et l’immatriculation aux Pays-Bas ou en Allemagne.',
    languages: ['French', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Réponses claires et concrètes, avec les prix en euros TVA comprise (HTVA pour les offres aux professionnels) et les règles belges expliquées simplement : car-pass, contrôle technique, DIV, taxe de mise en circulation. Nous vouvoyons les clients, même quand ils nous tutoient ou écrivent en abrégé, et nous répondons en anglais à qui écrit en anglais. Nous ne promettons jamais un prix de reprise ni l’accord d’un crédit sans avoir vu la voiture ou le dossier. Nous terminons par une proposition concrète : un essai, une estimation, une offre par e-mail ou le WhatsApp 0475 62 18 90.',
    personality:
      'Comme un garagiste liégeois de confiance : chaleureux, direct, avec un brin d’humour, honnête sur l’état des occasions et sur les coûts auxquels on ne pense pas (taxes, assurance), patient avec les jeunes conducteurs et avec les expatriés qui découvrent les démarches belges.',
    responseTemplates: [
      {
        scenario: tradeInQuote,
        response:
          'Avec plaisir ! Pour vous donner une première estimation de reprise, envoyez-nous par WhatsApp au 0475 62 18 90 ou par e-mail à info@meuse-automobiles.example : la marque, le modèle, la motorisation et l’année ; le kilométrage ; quatre photos de l’extérieur, une de l’intérieur et une du tableau de bord moteur allumé ; le car-pass ou le carnet d’entretien si vous les avez ; les défauts que vous connaissez (carrosserie, voyants, bruits) ; et si la voiture est encore financée. Nous vous répondons dans la journée avec une fourchette de prix. L’offre ferme se fait après un contrôle de 20 minutes au showroom, gratuit et sans rendez-vous, et elle reste valable 15 jours ou 1 000 km.',
      },
      {
        scenario: leasingQuote,
        response:
          'Merci de votre intérêt ! Pour vous envoyer une offre de leasing sous 48 heures, indiquez-nous : le nom de votre entreprise et son numéro d’entreprise (BCE) ; le modèle et la motorisation souhaités (essence, hybride rechargeable, électrique) ou votre budget mensuel HTVA ; la formule (leasing financier avec option d’achat, ou renting tout compris) ; la durée (24 à 60 mois) et les kilomètres par an ; si vous avez une voiture à nous faire reprendre ; et, pour le renting, l’âge du conducteur et depuis quand il a son permis. Françoise ou Marc vous envoie l’offre par e-mail, avec une estimation de la déductibilité et de l’avantage de toute nature, à vérifier avec votre comptable.',
      },
    ],
  },
  qa: [
    french(
      location,
      'Meuse Automobiles se trouve rue de Herve 412, 4030 Grivegnée (Liège), à 3 minutes de la sortie Grivegnée de l’autoroute E25/E40, avec un parking gratuit de 30 places devant le showroom. En bus TEC : lignes 10 et 11, arrêt « Bois-de-Breux », juste en face. Le showroom (voitures neuves et occasions) est ouvert du lundi au vendredi de 9h00 à 18h30 et le samedi de 9h30 à 17h00, sans interruption. L’atelier est ouvert du lundi au vendredi de 7h30 à 18h00 et le samedi de 8h30 à 12h00 (pneus et petits entretiens, sur rendez-vous). Nous sommes fermés le dimanche et les jours fériés, sauf le dimanche de nos portes ouvertes pendant le Salon de l’auto, en janvier (10h00-18h00). L’atelier ferme les deux premières semaines d’août ; le showroom reste ouvert. Téléphone 04 343 27 10, GSM et WhatsApp 0475 62 18 90, e-mail info@meuse-automobiles.example.',
    ),
    french(
      newCars,
      'Nous sommes agent officiel Škoda depuis 1994 et vendons toute la gamme neuve : Fabia, Scala, Kamiq, Octavia (berline et break Combi, aussi en RS), Karoq, Kodiaq (5 ou 7 places), Superb, et les électriques Elroq et Enyaq. Prix de départ 2026, TVA 21 % comprise : Fabia 20 490 €, Scala 24 990 €, Kamiq 26 490 €, Octavia 31 990 €, Karoq 34 490 €, Elroq 34 990 €, Kodiaq 42 990 €, Enyaq 44 990 €, Superb 46 990 €. Délais : une voiture de notre stock (nous avons en permanence une quinzaine de Škoda neuves sur place) est prête en 1 à 2 semaines, le temps de la préparer et de l’immatriculer ; une voiture commandée à l’usine et configurée à votre goût arrive en 3 à 5 mois selon le modèle (plutôt 5 mois pour les électriques et le Kodiaq 7 places). Nous avons aussi 8 à 10 voitures de démonstration de moins d’un an et de moins de 10 000 km, avec 10 à 18 % de remise et le reste de la garantie constructeur. Chaque Škoda neuve a 2 ans de garantie constructeur sans limite de kilomètres, que vous pouvez prolonger jusqu’à 5 ans, et la batterie des électriques est garantie 8 ans ou 160 000 km. Venez configurer la vôtre au showroom ou demandez une offre par e-mail.',
    ),
    french(
      usedStock,
      'Nous avons en permanence environ 90 voitures d’occasion de toutes marques, de 2016 à 2024, entre 6 000 € et 45 000 € : citadines (Aygo, i10, Polo, Fabia, Clio, 208), compactes (Golf, Octavia, Scala, Focus, Mégane, 308), SUV (Kamiq, Karoq, T-Roc, Tiguan, Qashqai, 3008, Sportage), 7 places (Kodiaq, Touran, Sharan, 5008), breaks, et une dizaine d’électriques et d’hybrides. Environ un tiers sont d’anciennes voitures de société, avec un historique d’entretien complet. La liste à jour, avec photos, kilométrage, prix et car-pass, est sur www.meuse-automobiles.example, sur AutoScout24 et sur 2ememain. Toutes les voitures sont sur place, à Grivegnée. Une voiture vous intéresse ? Envoyez-nous le lien de l’annonce par WhatsApp au 0475 62 18 90 : nous vous renvoyons le jour même d’autres photos, une vidéo et le car-pass, et nous vous disons si elle est toujours disponible. Vous ne trouvez pas ce que vous cherchez ? Donnez-nous le modèle et votre budget : nous vous prévenons dès qu’une voiture qui correspond arrive.',
    ),
    french(
      usedGuarantee,
      'Toutes nos voitures d’occasion sont vendues avec la Garantie Meuse de 12 mois, pièces et main-d’œuvre, sans limite de kilomètres (6 mois pour les voitures de plus de 8 ans ou de plus de 150 000 km). Elle couvre le moteur, la boîte de vitesses manuelle ou automatique, la transmission, le turbo, le refroidissement, la direction, les freins (hors plaquettes et disques) et l’électricité. L’usure normale n’est pas couverte : embrayage, plaquettes, disques, pneus, batterie 12 V, balais d’essuie-glace. S’y ajoute la garantie légale d’un an que la loi belge impose au vendeur professionnel pour une voiture d’occasion. En cas de panne, appelez-nous avant toute réparation : elle se fait dans notre atelier, et le remorquage jusqu’à 50 km de Liège est à notre charge. À l’achat, vous pouvez prolonger la garantie de 12 ou 24 mois (tarifs dans notre liste de prix). Une Škoda de moins de 5 ans garde en plus le reste de sa garantie constructeur.',
    ),
    french(
      carPass,
      'Oui, toujours, et c’est compris dans le prix affiché. Chaque voiture d’occasion vous est remise avec : son car-pass de moins de deux mois, le document officiel qui reprend tous les relevés de kilométrage enregistrés depuis sa première immatriculation en Belgique (entretiens, contrôles techniques, réparations) et qui permet de vérifier que le compteur n’a pas été trafiqué ; le certificat de visite du contrôle technique « vente » (le CT obligatoire avant qu’une voiture d’occasion change de propriétaire en Belgique), que nous passons juste avant la livraison, avec le formulaire de demande d’immatriculation qui l’accompagne ; le certificat de conformité ; et le carnet d’entretien et les deux clés quand l’ancien propriétaire nous les a remis. Si le car-pass d’une voiture montre un relevé douteux, nous ne la mettons pas en vente. Pour une voiture importée, le car-pass ne reprend que les relevés belges : nous vous montrons alors aussi l’historique d’entretien du pays d’origine.',
    ),
    french(
      financing,
      'Oui. Nous sommes intermédiaire de crédit à titre accessoire, inscrit à la FSMA, pour le prêteur Mosane Crédit SA, et nous proposons un prêt à tempérament pour les voitures neuves et d’occasion, de 2 500 € à 75 000 €. Durée : de 12 à 84 mois pour une neuve, de 12 à 72 mois pour une occasion (48 mois au plus pour une voiture de plus de 8 ans). En janvier 2026, le TAEG démarre à 3,99 % sur les Škoda neuves (action du constructeur) et à 6,49 % sur les occasions. Exemple pour une occasion : 15 000 € sur 60 mois au TAEG fixe de 6,49 %, soit 60 mensualités de 292,12 € et un montant total dû de 17 527,20 €. Un apport ou votre ancienne voiture en reprise n’est pas obligatoire, mais fait baisser la mensualité. Pour la demande, il nous faut votre carte d’identité, vos trois dernières fiches de paie (ou votre dernier avertissement-extrait de rôle si vous êtes indépendant) et votre numéro de compte IBAN. Le prêteur consulte la Centrale des crédits aux particuliers de la Banque nationale et répond en général en 24 à 48 heures. Sous réserve d’acceptation de votre dossier par le prêteur. Attention, emprunter de l’argent coûte aussi de l’argent.',
    ),
    french(
      leasing,
      'Oui. Pour les indépendants, les professions libérales et les sociétés, nous proposons deux formules avec nos partenaires de leasing. Le leasing financier, de 24 à 60 mois : vous payez un loyer mensuel HTVA et vous pouvez racheter la voiture en fin de contrat pour une valeur résiduelle de 2 à 15 %. Le renting (location à long terme), de 24 à 60 mois et de 10 000 à 40 000 km par an, tout compris sauf le carburant : entretien, pneus, assurance omnium, assistance et taxe de circulation. Exemples en renting sur 48 mois et 20 000 km par an : Octavia Combi 1.5 TSI à partir de 579 € HTVA par mois, Elroq 60 à partir de 549 € HTVA. Le leasing financier est aussi possible pour nos occasions de 2020 et plus récentes. Côté fiscalité : une voiture électrique commandée en 2026 reste déductible à 100 % à l’impôt des sociétés, une hybride rechargeable à 75 %, une essence ou un diesel beaucoup moins ; la TVA se récupère en général à 50 % au maximum. Votre comptable confirmera ce qui vaut pour vous. Pour une offre, donnez-nous le modèle, la durée, les kilomètres par an et votre numéro d’entreprise : nous répondons sous 48 heures.',
    ),
    french(
      companyCars,
      'Oui, c’est une grande partie de notre travail. Quand un employeur attribue une voiture de société, il passe en général par une société de leasing (Arval, Ayvens, Alphabet, Athlon, KBC Autolease…) et par une « car policy » qui fixe le budget mensuel et les modèles autorisés. Vous venez chez nous choisir et configurer votre Škoda dans ce budget, vous faites un essai, et nous envoyons l’offre à votre gestionnaire de flotte ou directement à la société de leasing, qui passe la commande et immatricule la voiture. Nous la préparons et vous la remettons ici, avec une explication complète (recharge, application, entretien). L’entretien, les pneus et les réparations se font ensuite dans notre atelier, payés par la société de leasing avec votre carte de leasing, sans avance de votre part. Pensez à l’avantage de toute nature (ATN) que vous paierez sur votre fiche de paie : il dépend de la valeur catalogue, des émissions de CO2 et de l’âge de la voiture, et il est le plus bas pour une électrique. Les entreprises qui ont 3 voitures ou plus ont chez nous un interlocuteur unique et des conditions de flotte.',
    ),
    french(
      tradeIn,
      'Oui, nous reprenons votre voiture, de n’importe quelle marque, quand vous en achetez une chez nous, neuve ou d’occasion. L’estimation est gratuite et sans engagement : comptez 20 minutes au showroom, sans rendez-vous, ou envoyez-nous d’abord par WhatsApp au 0475 62 18 90 la marque, le modèle, l’année, le kilométrage et quelques photos pour une première fourchette. Nous tenons compte de la cote du marché, de l’état de la voiture, de son car-pass et de son historique d’entretien. Notre offre vaut 15 jours ou 1 000 km, et son montant est déduit du prix de votre nouvelle voiture. Vous gardez votre ancienne voiture jusqu’au jour où vous prenez la nouvelle. Si elle est encore financée, nous remboursons le solde du crédit directement à votre banque. Le jour de la reprise, apportez le certificat d’immatriculation, le certificat de conformité, le dernier certificat de contrôle technique, le carnet d’entretien et toutes les clés. Nous rachetons aussi les voitures de 2015 et plus récentes sans que vous achetiez chez nous, payées par virement en 2 jours ouvrables.',
    ),
    french(
      registration,
      'Oui. Pour toute voiture achetée chez nous, neuve ou d’occasion, nous faisons la demande d’immatriculation auprès de la DIV (la Direction pour l’Immatriculation des Véhicules), par voie électronique : vous ne devez aller nulle part. Il nous faut une copie de votre carte d’identité (pour une société, son numéro d’entreprise) et une assurance : dès la signature du bon de commande, appelez votre assureur ou votre courtier et demandez-lui d’assurer la nouvelle voiture et de nous envoyer la confirmation. Vous pouvez garder votre plaque actuelle : elle passe sur la nouvelle voiture, à condition que l’ancienne soit vendue, reprise par nous ou radiée. Sinon, la DIV vous attribue une nouvelle plaque. La plaque arrive chez vous par bpost 1 à 2 jours ouvrables après la demande, avec le certificat d’immatriculation ; la rétribution de la DIV est de 30 € (1 000 € pour une plaque personnalisée). Nous fabriquons et posons la plaque avant le jour de la livraison. Quelques semaines plus tard, la Région wallonne vous envoie l’avertissement-extrait de rôle de la taxe de mise en circulation.',
    ),
    french(
      tmc,
      'La taxe de mise en circulation (TMC) est une taxe régionale payée une seule fois, quand une voiture, neuve ou d’occasion, est immatriculée à votre nom. Ce n’est pas nous qui la percevons : en Wallonie, le SPW Fiscalité vous envoie l’avertissement-extrait de rôle quelques semaines après l’immatriculation. Elle dépend de la puissance du moteur (en kW, ou en chevaux fiscaux si c’est plus défavorable) et de l’âge de la voiture. Pour une voiture neuve, elle va de 61,50 € (jusqu’à 70 kW) à 4 957 € (plus de 155 kW) ; elle diminue ensuite avec l’âge et tombe au minimum de 61,50 € pour une voiture de 15 ans ou plus. Pour une voiture neuve qui émet plus de 145 g de CO2 par km s’ajoute l’éco-malus wallon, de 100 € à 2 500 €. Une voiture électrique paie le minimum de 61,50 € ; une voiture au LPG a une réduction de 298 €. Exemples : une Fabia 1.0 TSI neuve de 70 kW paie 61,50 € ; un Karoq 1.5 TSI neuf de 110 kW paie 867 €. À ne pas confondre avec la taxe de circulation, due chaque année. Avant la signature, nous calculons le montant exact pour la voiture choisie.',
    ),
    french(
      vat,
      'Oui : tous nos prix pour les particuliers, voitures neuves, occasions et atelier, sont TVA de 21 % comprise (TVAC). Les offres de leasing et de renting pour les professionnels sont en HTVA. Si vous êtes assujetti à la TVA (indépendant, société), vous pouvez en général récupérer la TVA payée sur une voiture à hauteur de son usage professionnel, avec un maximum de 50 %. Attention pour les occasions : la plupart sont vendues sous le régime de la marge (la TVA n’est due que sur notre marge et n’apparaît pas sur la facture), et vous ne pouvez alors rien récupérer ; certaines, surtout d’anciennes voitures de société, sont vendues avec TVA déductible, ce qui est indiqué sur l’annonce. Pour une facture au nom de votre entreprise, donnez-nous votre numéro d’entreprise avant de signer le bon de commande.',
    ),
    french(
      payment,
      'Vous pouvez payer par virement bancaire (le plus simple pour le solde, sur notre compte BE68 5390 0754 7034 au nom de Meuse Automobiles SRL), par Bancontact ou carte de débit au showroom, par carte de crédit Visa ou Mastercard jusqu’à 5 000 €, et en espèces jusqu’à 3 000 € au maximum, comme l’impose la loi belge. Vous pouvez aussi financer l’achat par un prêt à tempérament que nous arrangeons, par un leasing si vous êtes professionnel, et déduire la valeur de votre ancienne voiture reprise ; ces moyens se combinent. Nous n’acceptons pas les chèques. La voiture vous est remise quand le paiement est arrivé sur notre compte : quelques secondes pour un virement instantané, un jour ouvrable pour un virement classique. Nos coordonnées bancaires ne changent jamais : si vous recevez un e-mail qui annonce un nouveau numéro de compte, appelez-nous au 04 343 27 10 avant de payer. À l’atelier, nous acceptons Bancontact, les cartes, Payconiq et le virement.',
    ),
    french(
      testDrive,
      'Oui, avec plaisir et gratuitement, pour nos Škoda de démonstration comme pour toutes nos occasions. Il vous faut un permis de conduire valable et votre carte d’identité. L’essai dure une trentaine de minutes, avec un vendeur, sur un parcours en ville et sur l’autoroute. Avec un permis provisoire, c’est possible aussi, avec votre guide à côté de vous. Pour être sûr que la voiture est prête et chargée, réservez par téléphone au 04 343 27 10 ou par WhatsApp au 0475 62 18 90 ; le samedi est vite complet. Pour les Škoda électriques (Elroq, Enyaq), nous prêtons aussi une voiture pour 24 heures ou pour un week-end, du vendredi 17h00 au lundi 9h30, gratuitement, aux particuliers qui ont un projet d’achat : demandez-le une semaine à l’avance.',
    ),
    french(
      delivery,
      'Oui. Vous pouvez venir chercher votre voiture chez nous, à Grivegnée, où nous prenons le temps de tout vous expliquer, ou nous la livrons chez vous ou à votre travail, immatriculée, plaques posées, nettoyée et avec le plein (ou chargée à 80 % pour une électrique). Tarifs : gratuit dans un rayon de 25 km autour de Liège ; reste de la province de Liège 75 € ; provinces de Namur et de Luxembourg 120 € ; Hainaut et Brabant wallon 150 €. Pour nos clients frontaliers, nous livrons aussi à Maastricht (90 €) et à Aix-la-Chapelle (110 €). Les livraisons se font du lundi au samedi matin, sur rendez-vous, par un de nos collaborateurs qui vous explique la voiture sur place. Si nous reprenons votre ancienne voiture, il la ramène le même jour.',
    ),
    french(
      service,
      'Oui. Notre atelier est agréé Škoda et entretient aussi toutes les autres marques, surtout celles du groupe Volkswagen (Volkswagen, Audi, Seat, Cupra), mais aussi Renault, Peugeot, Toyota, Ford, Hyundai et les autres. Nous suivons le carnet d’entretien du constructeur, avec des pièces d’origine ou de qualité équivalente, ce qui préserve votre garantie constructeur même si la voiture n’a pas été achetée chez nous. Prix indicatifs TVAC : petit entretien (vidange, filtre à huile, contrôle de 30 points) à partir de 159 € pour une citadine ; grand entretien à partir de 349 € ; diagnostic électronique 69 € ; heure de main-d’œuvre 107 €. Vous recevez un devis avant tout travail supplémentaire. Prenez rendez-vous au 04 343 27 10, par WhatsApp ou sur notre site ; le délai est en général d’une à deux semaines. Vous pouvez déposer la voiture dès 7h30, ou la veille au soir dans notre boîte à clés, et attendre au salon pour un petit entretien (environ 1h30, avec wifi et café).',
    ),
    french(
      tyres,
      'Oui. Nous vendons et montons des pneus été, hiver et 4 saisons de toutes les grandes marques (Michelin, Continental, Goodyear, Bridgestone…), pour toutes les voitures. Le changement saisonnier de 4 roues complètes (démontage, montage, contrôle de la pression et équilibrage) coûte 59 € TVAC ; le montage de 4 pneus sur jantes, avec équilibrage et valves, 89 €. Notre hôtel à pneus garde vos 4 roues, lavées et contrôlées, pour 69 € par saison, ou 119 € par saison avec le changement compris. En Belgique, les pneus hiver ne sont pas obligatoires, mais nous les conseillons d’octobre à avril, surtout si vous montez vers les Ardennes ; en Allemagne et au Luxembourg, ils sont obligatoires quand il neige ou gèle. Les pneus se changent aussi le samedi matin, uniquement sur rendez-vous. En octobre et en novembre, réservez deux à trois semaines à l’avance.',
    ),
    french(
      airco,
      'Oui, pour toutes les marques. L’entretien de l’airco comprend le contrôle d’étanchéité, la récupération et le recyclage de l’ancien gaz, la mise sous vide du circuit, la recharge avec la bonne quantité de gaz et d’huile, puis le contrôle de la température à la sortie des aérateurs : 99 € TVAC avec le gaz R134a (la plupart des voitures d’avant 2017), 159 € avec le gaz R1234yf (voitures plus récentes). Comptez environ une heure. Le traitement antibactérien du circuit, contre les mauvaises odeurs, coûte 39 €, et le filtre d’habitacle à partir de 29 €. Si votre airco fuit, nous faisons un test au traceur UV (49 €, déduit si nous réparons) et vous envoyons un devis. Nous conseillons un entretien tous les 2 ans. Au printemps, prenez rendez-vous une semaine à l’avance.',
    ),
    french(
      ctWorkshop,
      'Oui. Pour 79 € TVAC, nous préparons votre voiture au contrôle technique périodique (éclairage, pneus, freins, essuie-glaces, niveaux, codes d’erreur), nous la conduisons nous-mêmes à la station de contrôle technique d’Alleur et nous la ramenons à l’atelier ; la redevance du contrôle (environ 45 € pour une voiture) vous est refacturée au prix coûtant. Si nous trouvons un défaut pendant la préparation, nous vous appelons avec un devis avant de réparer. Si la voiture reçoit un certificat orange ou rouge, nous faisons les réparations avec votre accord et la représentons au contrôle sans frais de conduite supplémentaires. Laissez le certificat d’immatriculation et le dernier certificat de visite dans la voiture. Comptez la journée : vous la déposez le matin et la reprenez le soir. Pensez-y un mois avant la date limite indiquée sur votre dernier certificat de visite.',
    ),
    french(
      youngDrivers,
      'Beaucoup de nos clients achètent chez nous leur première voiture, souvent avec leurs parents. Nous avons toujours une quinzaine de petites occasions fiables entre 6 000 € et 12 000 € (Aygo, i10, Picanto, Polo, Fabia, Ibiza, Clio), contrôlées, avec car-pass, contrôle technique et Garantie Meuse. Nos conseils : choisissez un petit moteur essence de 70 kW au plus, qui paie la taxe de mise en circulation minimale (61,50 €) et coûte bien moins cher à assurer (avant 25 ans, l’assurance d’une voiture puissante peut dépasser 1 000 € par an) ; demandez une offre à votre assureur avant de signer. Avec un permis provisoire, vous pouvez acheter et immatriculer une voiture à votre nom ; respectez simplement les conditions de votre permis (guide, heures de conduite). Pour un prêt, le prêteur demande des revenus réguliers ; sinon, un parent peut emprunter ou être co-emprunteur. Exemple : 8 000 € sur 48 mois au TAEG fixe de 7,49 %, soit 48 mensualités de 192,48 € et un montant total dû de 9 239,04 €. Attention, emprunter de l’argent coûte aussi de l’argent.',
    ),
    french(
      electric,
      'Oui. En neuf, nous vendons les Škoda électriques Elroq (à partir de 34 990 €, jusqu’à 580 km d’autonomie WLTP) et Enyaq (SUV ou Coupé, à partir de 44 990 €, jusqu’à 590 km), et nous avons en permanence une dizaine d’électriques et d’hybrides rechargeables d’occasion, vendues avec un rapport sur l’état de santé de la batterie. Pour recharger à la maison, notre électricien partenaire agréé installe une borne murale de 7,4 kW (11 kW en triphasé), contrôle de conformité RGIE compris : à partir de 1 390 € TVAC posée pour une installation simple, devis après une visite gratuite. Pour un indépendant ou une société, la borne est aussi déductible. La batterie d’une Škoda neuve est garantie 8 ans ou 160 000 km. Venez faire un essai de 24 heures pour voir si l’autonomie vous convient au quotidien.',
    ),
    english(
      expatBuy,
      'Yes. Many of our customers are expats working in the Liège region, at the university and the hospital, at Liège Airport or in the space and biotech companies. To register a car in Belgium you must live here: you need to be registered at your commune and have your Belgian residence card with your national register number, which the registration office (the DIV) requires. Until you have it, you can choose and reserve a car, but we cannot register it. What we need from you: a copy of your residence card, your driving licence, and Belgian car insurance; your insurer confirms the cover for the new car and we send the registration request. The plates are sent to your home address by post within 1 or 2 working days. You can pay by bank transfer (a Belgian account is easiest, but a transfer from another EU account works too) or Bancontact, or with a car loan if you have a Belgian income. Our order forms and contracts are in French, but Françoise and Tom go through everything with you in English and can e-mail you a summary in English.',
    ),
    english(
      foreignLicence,
      'It depends on where your licence was issued. A licence from an EU or EEA country is valid in Belgium for as long as it is valid; you may exchange it for a Belgian one at your commune, but you do not have to. A licence from outside the EU (for example the UK, the US, Canada or India) is fine for a visit, ideally with an International Driving Permit. Once you are registered as a resident in Belgium, you should exchange it at your commune for a Belgian licence within your first months here: if Belgium recognises licences from your country, there is no test. Your commune tells you the deadline and the documents (passport, residence card, a photo and your licence). For a test drive with us, a valid foreign licence and your passport or residence card are enough. Your insurer will also ask for your licence when you insure the car.',
    ),
    english(
      crossBorder,
      'Yes, and we do it often: many of our customers live in the Netherlands or Germany and work in Liège. If you live in the Netherlands or Germany, the car has to be registered there, in your name. We prepare the export papers (invoice, European certificate of conformity, car-pass and service history), and either provide Belgian transit plates with one month of insurance (195 €) so that you can drive the car home, or deliver it to your home with transit plates: 90 € to Maastricht, 110 € to Aachen. About tax: a new car (less than 6 months old or less than 6,000 km) is invoiced without Belgian VAT, because you pay the VAT in your own country; a used car is invoiced like in Belgium, with Belgian VAT or under the margin scheme. In the Netherlands the car then goes through the RDW import inspection and you pay the BPM; in Germany you register it at your Zulassungsstelle. If you live in Belgium and work across the border, nothing changes: your car is registered in Belgium.',
    ),
    english(
      privateLease,
      'Yes. Besides business leasing, we offer private leasing (private renting) for individuals through our leasing partner: one fixed monthly price, VAT included, for 24 to 60 months and 10,000 to 30,000 km a year, covering the car, servicing and repairs, tyres (winter tyres included), full omnium insurance, road tax and 24/7 assistance; you only pay for fuel or charging. Examples for 48 months and 15,000 km a year: Fabia from 389 € a month, Kamiq from 469 €, Elroq from 529 €. No down payment is needed. For expats on a fixed-term assignment, the contract can include an expat clause: if your employer moves you out of Belgium, you can end the contract after the first 12 months without the usual early termination fee, with a letter from your employer and two months’ notice. You need a Belgian residence card, a Belgian bank account and proof of income (payslips or your assignment letter). Ask us for a quote with the model, the duration and your yearly mileage.',
    ),
    english(
      englishStaff,
      'Yes. Françoise Lambotte, who runs the dealership, and Tom, one of our sales advisers, speak English, and Tom also speaks Dutch and German. Send a WhatsApp to 0475 62 18 90 or an e-mail in English and tell us when you would like to come: we make sure one of them is there. The order form, the loan and leasing contracts and the warranty terms are in French, but we go through each of them with you in English and can e-mail you a summary in English. In the workshop, the receptionists speak some English, and we write the quote and the explanation of the work in English on request. We are used to helping expats with Belgian paperwork: registration with the DIV, insurance, the registration tax and the car-pass.',
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'French',
      text: `TARIFS ET SERVICES 2026 – MEUSE AUTOMOBILES SRL
Agent officiel Škoda – Occasions toutes marques – Atelier toutes marques
Rue de Herve 412, 4030 Grivegnée (Liège) – Tél. 04 343 27 10 – GSM/WhatsApp 0475 62 18 90 – info@meuse-automobiles.example – BCE 0456.789.123
Prix en euros, TVA 21 % comprise (TVAC) sauf mention HTVA, valables du 1er janvier au 31 décembre 2026, sous réserve d’erreur et des hausses de prix du constructeur.

1. Škoda neuves – prix de départ TVAC
Fabia 1.0 TSI 70 kW : 20 490
Scala 1.0 TSI 85 kW : 24 990
Kamiq 1.0 TSI 85 kW : 26 490
Octavia 1.5 TSI 85 kW : 31 990 (Combi : + 1 200)
Karoq 1.5 TSI 110 kW : 34 490
Elroq 50 (125 kW, électrique) : 34 990
Kodiaq 1.5 TSI mHEV 110 kW : 42 990 (7 places : + 1 150)
Enyaq 60 (150 kW, électrique) : 44 990
Superb 1.5 TSI mHEV 110 kW : 46 990
Préparation, livraison usine et premier plein : compris.
Voitures de démonstration (moins d’un an, moins de 10 000 km) : remise de 10 à 18 %.
Extension de la garantie constructeur (2 ans) : jusqu’à 4 ans ou 80 000 km 490 € ; jusqu’à 5 ans ou 100 000 km 790 €.
Acompte à la commande : 10 % du prix, 1 000 € au minimum.

2. Occasions – fourchettes de prix du stock (janvier 2026)
Citadines 2016-2023 (Aygo, i10, Picanto, Polo, Fabia, Clio, 208) : 6 000 à 14 000
Compactes et breaks (Golf, Octavia, Scala, Focus, Mégane, 308) : 11 000 à 28 000
SUV (Kamiq, Karoq, T-Roc, Tiguan, Qashqai, 3008, Sportage) : 15 000 à 38 000
Monospaces et 7 places (Touran, Sharan, 5008, Kodiaq) : 13 000 à 36 000
Électriques et hybrides rechargeables : 16 000 à 45 000
Compris dans le prix affiché : contrôle de 110 points, entretien à jour, contrôle technique « vente », car-pass, nettoyage complet, Garantie Meuse de 12 mois (6 mois pour les voitures de plus de 8 ans ou de plus de 150 000 km), rapport sur l’état de la batterie pour les électriques et les hybrides rechargeables.
Prolongation de la Garantie Meuse, à l’achat, pour les voitures de moins de 8 ans et de moins de 150 000 km : + 12 mois 390 € ; + 24 mois 690 €.
Réservation d’une occasion pendant 7 jours : acompte de 500 €, déduit du prix.

3. Reprise et rachat
Estimation de votre voiture pour la reprise : gratuite, sans rendez-vous, environ 20 minutes. Offre valable 15 jours ou 1 000 km.
Rachat sans achat (voitures de 2015 et plus récentes) : paiement par virement en 2 jours ouvrables.

4. Immatriculation et plaques
Demande d’immatriculation auprès de la DIV par nos soins : gratuite
Rétribution DIV, plaque standard (payée par l’acheteur) : 30
Plaque personnalisée (rétribution DIV) : 1 000
Plaque avant (reproduction), fabriquée et posée : offerte à l’achat ; 25 € à l’unité
Plaques transit pour l’exportation, avec assurance d’un mois : 195

5. Taxe de mise en circulation en Wallonie – barème indicatif 2026 (perçue par la Région wallonne, SPW Fiscalité, et non par Meuse Automobiles)
Voiture neuve, selon la puissance : jusqu’à 70 kW 61,50 € ; 71 à 85 kW 123 € ; 86 à 100 kW 495 € ; 101 à 110 kW 867 € ; 111 à 120 kW 1 239 € ; 121 à 155 kW 2 478 € ; plus de 155 kW 4 957 €.
Voiture d’occasion : pourcentage du montant ci-dessus selon l’âge : moins d’1 an 100 % ; 1 an 90 % ; 2 ans 80 % ; 3 ans 70 % ; 4 ans 60 % ; 5 ans 55 % ; 6 ans 50 % ; 7 ans 45 % ; 8 ans 40 % ; 9 ans 35 % ; 10 ans 30 % ; 11 ans 25 % ; 12 ans 20 % ; 13 ans 15 % ; 14 ans 10 % ; 15 ans et plus 61,50 €. Minimum dans tous les cas : 61,50 €.
Électriques : 61,50 €. LPG : réduction de 298 €.
Éco-malus (voitures neuves), selon les émissions de CO2 : 146-155 g/km 100 € ; 156-165 g/km 175 € ; 166-175 g/km 250 € ; 176-185 g/km 375 € ; 186-195 g/km 500 € ; 196-205 g/km 600 € ; 206-215 g/km 700 € ; 216-225 g/km 1 000 € ; 226-235 g/km 1 200 € ; 236-245 g/km 1 500 € ; plus de 245 g/km 2 500 €.

6. Financement – prêt à tempérament (prêteur : Mosane Crédit SA ; Meuse Automobiles agit comme intermédiaire de crédit à titre accessoire, inscrit à la FSMA)
Exemples représentatifs, taux débiteur fixe, sans frais de dossier :
Škoda neuve : 25 000 € sur 72 mois, TAEG 3,99 %, 72 mensualités de 390,21 €, montant total dû 28 095,12 €.
Occasion : 15 000 € sur 60 mois, TAEG 6,49 %, 60 mensualités de 292,12 €, montant total dû 17 527,20 €.
Petite occasion : 8 000 € sur 48 mois, TAEG 7,49 %, 48 mensualités de 192,48 €, montant total dû 9 239,04 €.
Remboursement anticipé possible à tout moment, avec l’indemnité légale (0,5 % ou 1 % du capital remboursé anticipativement).
Sous réserve d’acceptation de votre dossier par le prêteur. Attention, emprunter de l’argent coûte aussi de l’argent.

7. Leasing et renting
Professionnels, renting 48 mois, 20 000 km par an, HTVA par mois : Fabia 1.0 TSI 419 ; Octavia Combi 1.5 TSI 579 ; Elroq 60 549 ; Kodiaq 1.5 TSI mHEV 689 ; Enyaq 85 719.
Particuliers, renting privé 48 mois, 15 000 km par an, TVAC par mois, sans acompte : Fabia 389 ; Kamiq 469 ; Elroq 529 ; Octavia Combi 559.
Compris : entretien, réparations, pneus (hiver compris), assurance omnium, taxe de circulation, assistance 24 h/24. Kilomètre supplémentaire : de 0,08 € à 0,12 € selon le modèle.

8. Livraison à domicile (voiture immatriculée, plaques posées, nettoyée, avec le plein ou chargée à 80 %)
Rayon de 25 km autour de Liège : gratuite
Reste de la province de Liège : 75
Provinces de Namur et de Luxembourg : 120
Hainaut et Brabant wallon : 150
Maastricht : 90 – Aix-la-Chapelle : 110 (avec plaques transit)
Autres destinations aux Pays-Bas et en Allemagne : sur devis

9. Atelier toutes marques (TVAC)
Heure de main-d’œuvre : 107 (88,43 HTVA)
Petit entretien (vidange, filtre à huile, contrôle de 30 points) : citadine dès 159 ; compacte dès 189 ; SUV et 7 places dès 219
Grand entretien (selon le carnet du constructeur) : dès 349
Diagnostic électronique : 69
Remplacement du liquide de frein : 79
Passage au contrôle technique (préparation et conduite à la station d’Alleur) : 79 + redevance du contrôle au prix coûtant (environ 45 €)
Airco : entretien et recharge au gaz R134a 99 ; au gaz R1234yf 159 ; traitement antibactérien 39 ; filtre d’habitacle dès 29 ; test d’étanchéité au traceur UV 49 (déduit en cas de réparation)
Pneus : changement saisonnier de 4 roues complètes 59 ; montage et équilibrage de 4 pneus sur jantes 89 ; réparation d’une crevaison 29 ; hôtel à pneus 69 par saison ; hôtel à pneus avec changement 119 par saison
Pack roues hiver complètes (4 jantes acier et pneus hiver montés) : Fabia, Scala, Kamiq dès 790 ; Octavia, Karoq dès 990 ; Kodiaq, Enyaq dès 1 290
Voiture de remplacement pendant les travaux : 25 par jour, 150 km par jour compris (0,25 € par km supplémentaire) ; gratuite pour un entretien de plus de 300 € et pour une réparation sous garantie ; à réserver avec le rendez-vous, selon disponibilité.

10. Accessoires posés
Crochet d’attelage amovible avec faisceau électrique : Fabia, Scala, Kamiq 690 ; Octavia, Karoq, Elroq 890 ; Kodiaq, Superb, Enyaq 990
Tapis en caoutchouc sur mesure (jeu de 4) : 89
Porte-vélos sur crochet d’attelage, 2 vélos : 549
Clé supplémentaire programmée : dès 290
Borne de recharge murale 7,4 kW posée par notre électricien partenaire, contrôle RGIE compris : dès 1 390 ; 11 kW triphasée : dès 1 690

11. Frais divers
Frais de garde d’une voiture vendue non enlevée 15 jours après l’avis de mise à disposition, ou d’une voiture réparée non reprise 5 jours ouvrables après la fin des travaux : 15 par jour
Nettoyage intérieur complet à l’atelier : 149
Duplicata d’une facture ou d’un certificat de garantie : gratuit`,
    },
    {
      title: terms,
      language: 'French',
      text: `CONDITIONS GÉNÉRALES DE VENTE ET DE GARANTIE – Meuse Automobiles SRL, rue de Herve 412, 4030 Grivegnée (Liège), BCE 0456.789.123. En vigueur dès le 1er janvier 2026. Elles s’appliquent aux ventes de voitures neuves et d’occasion, aux reprises, aux essais et aux travaux d’atelier.

1. Commande et prix
La vente est conclue par la signature du bon de commande par l’acheteur et par Meuse Automobiles. Le prix est celui du bon de commande, TVA comprise pour un acheteur particulier. Il est ferme : une hausse décidée par le constructeur après la commande n’est appliquée que si l’acheteur l’accepte par écrit ; à défaut, il peut annuler la commande sans frais et récupérer son acompte. Les options et accessoires non repris sur le bon de commande sont facturés à part.

2. Acompte et réservation
À la commande d’une voiture neuve, l’acheteur verse un acompte de 10 % du prix, 1 000 € au minimum. Une voiture d’occasion peut être réservée 7 jours contre un acompte de 500 € ; sans acompte, nous la gardons jusqu’au lendemain à la fermeture. L’acompte est déduit du prix.

3. Annulation par l’acheteur
Si l’acheteur renonce à l’achat après avoir signé le bon de commande, Meuse Automobiles garde l’acompte à titre d’indemnité. Si la voiture neuve a déjà été commandée à l’usine, ou si la voiture d’occasion a déjà été préparée ou immatriculée au nom de l’acheteur, l’indemnité forfaitaire est de 15 % du prix TVA comprise, acompte déduit. Par exception, l’acheteur peut annuler sans frais, et son acompte lui est remboursé dans les 10 jours : a) si l’achat est financé par un prêt à tempérament et que le prêteur refuse le crédit, le bon de commande étant signé sous cette condition ; b) si une voiture neuve est livrée plus de 3 mois après la date prévue sur le bon de commande, pour une cause qui ne dépend pas de l’acheteur ; c) si la vente a été conclue entièrement à distance (téléphone, e-mail, WhatsApp, site), sans visite au showroom : l’acheteur dispose alors d’un délai de rétractation de 14 jours à partir de la livraison ; la voiture doit être rendue dans l’état où elle a été livrée, avec 300 km au plus parcourus depuis la livraison.

4. Délais de livraison
Pour une voiture commandée à l’usine, le délai du bon de commande est indicatif ; nous communiquons la semaine de production dès que le constructeur la confirme. Pour une voiture en stock, la livraison a lieu dans les 15 jours qui suivent l’immatriculation.

5. Paiement et réserve de propriété
Le solde est payé au plus tard à la remise de la voiture, par virement, Bancontact ou carte, ou par le versement du prêteur. Un paiement en espèces est limité à 3 000 € par achat, comme le prévoit la loi. La voiture reste la propriété de Meuse Automobiles jusqu’au paiement complet du prix.

6. Reprise de la voiture de l’acheteur
L’estimation de reprise vaut 15 jours et 1 000 km. La voiture reprise est remise le jour de la livraison de la nouvelle voiture, dans l’état où elle a été estimée, avec ses documents et toutes ses clés. L’acheteur déclare sincèrement le kilométrage, les accidents et les défauts connus ; si un défaut caché ou une différence importante apparaît, la valeur de reprise est revue. Si la voiture reprise est encore financée, Meuse Automobiles rembourse le solde au prêteur et le déduit de la valeur de reprise. Les amendes, péages et taxes liés à la voiture reprise jusqu’au jour de sa remise restent à charge de l’acheteur.

7. Immatriculation, assurance et remise de la voiture
Meuse Automobiles introduit la demande d’immatriculation auprès de la DIV, sur la base de l’assurance souscrite par l’acheteur. La rétribution de la DIV et les taxes régionales sont à charge de l’acheteur. La voiture n’est remise qu’immatriculée et assurée. L’acheteur vient la chercher, ou la fait livrer, dans les 15 jours de l’avis de mise à disposition ; au-delà, des frais de garde de 15 € par jour sont dus, et la voiture reste chez nous aux risques de l’acheteur.

8. Car-pass et contrôle technique
Chaque voiture d’occasion est remise avec un car-pass de moins de deux mois, qui reprend les relevés de kilométrage enregistrés en Belgique, et avec le certificat de visite du contrôle technique en vue de la vente. Si l’acheteur prouve que le kilométrage réel de la voiture est supérieur à celui qui lui a été annoncé, il peut demander l’annulation de la vente et le remboursement du prix.

9. Garantie légale
Voitures neuves : 2 ans à partir de la livraison. Voitures d’occasion vendues à un consommateur : 1 an à partir de la livraison, comme la loi le permet pour un bien d’occasion. Un défaut de conformité qui apparaît pendant cette période est présumé exister à la livraison. L’acheteur nous avertit dans les 2 mois où il a constaté le défaut.

10. Garantie Meuse (voitures d’occasion)
Durée : 12 mois à partir de la livraison, sans limite de kilomètres ; 6 mois pour une voiture de plus de 8 ans ou de plus de 150 000 km à la livraison. Pièces et main-d’œuvre.
Couverture : pièces internes lubrifiées du moteur, boîte de vitesses manuelle ou automatique, transmission et différentiel, turbo, système de refroidissement, direction, freins hors pièces d’usure, alternateur, démarreur et calculateurs ; batterie de traction des électriques et des hybrides si sa capacité tombe sous 70 %.
Exclusions : pièces d’usure (embrayage, plaquettes, disques, pneus, batterie 12 V, balais, amortisseurs), carrosserie, vitrage, sellerie, dommages dus à un accident, à une erreur de carburant, à un manque d’entretien ou d’huile, à une modification de la voiture ou à un usage en compétition.
Conditions : les entretiens sont faits selon le carnet du constructeur, dans notre atelier ou dans un garage professionnel, factures à l’appui. L’acheteur nous prévient avant toute réparation. La réparation se fait dans notre atelier ; en cas de panne à plus de 50 km de Liège, elle peut se faire dans un autre garage après notre accord écrit et est remboursée sur facture, au tarif de notre atelier. Le remorquage jusqu’à notre atelier est à notre charge dans un rayon de 50 km. La garantie suit la voiture si l’acheteur la revend à un particulier. Elle peut être prolongée de 12 ou 24 mois à l’achat, au tarif en vigueur.

11. Essais routiers
Le conducteur présente un permis de conduire valable et sa carte d’identité ; avec un permis provisoire, il est accompagné de son guide. Pendant l’essai, le conducteur est responsable des infractions qu’il commet : les amendes (vitesse, feu rouge, stationnement) lui sont transmises, son identité est communiquée aux autorités qui envoient l’amende au titulaire de la plaque, et des frais administratifs de 25 € lui sont facturés. En cas de dégât causé par sa faute, une franchise de 500 € reste à sa charge. Un essai de 24 heures ou d’un week-end fait l’objet d’un contrat de prêt signé, avec 300 km au plus.

12. Travaux d’atelier
Tout travail non prévu au rendez-vous ou de plus de 150 € fait l’objet d’un devis accepté par le client avant d’être exécuté. Les pièces remplacées sont rendues sur demande. Les réparations sont garanties 12 mois, pièces et main-d’œuvre. Une voiture non reprise 5 jours ouvrables après l’avis de fin des travaux donne lieu à des frais de garde de 15 € par jour.
Voiture de remplacement : sur réservation avec le rendez-vous, selon disponibilité, pour un conducteur d’au moins 21 ans ayant son permis depuis 2 ans. 25 € par jour, 150 km par jour compris, 0,25 € par km supplémentaire ; gratuite pour un entretien de plus de 300 € ou une réparation sous garantie. Elle est rendue avec le même niveau de carburant ; en cas de dégât, une franchise de 500 € reste à charge du client.

13. Données personnelles et litiges
Les données personnelles de l’acheteur servent uniquement à la vente, au financement, à l’immatriculation, à la garantie et à l’entretien de sa voiture, conformément au RGPD. Réclamations : info@meuse-automobiles.example. Le consommateur peut s’adresser gratuitement à la Commission de Conciliation Automobile ou au Service de Médiation pour le Consommateur. Droit belge ; tribunaux de l’arrondissement de Liège, sans préjudice du droit du consommateur de saisir le juge de son domicile.`,
    },
  ],
  answerable: [
    // French paraphrases with Belgian words the owner never used
    {
      question:
        "Vous reprenez ma vieille bagnole si je prends une occase chez vous ? C'est une Mégane de 2014 avec cent septante mille km au compteur.",
      answeredBy: [tradeIn, tradeInQuote, services, priceList, terms],
    },
    {
      question:
        "C'est quoi au juste ce car-pass que vous donnez avec les voitures d'occase ? Ça sert à quoi ?",
      answeredBy: [carPass, terms],
    },
    {
      question:
        'Vous savez me dire combien je vais devoir payer de taxe de mise en circulation pour un Kamiq neuf ? On habite à Flémalle.',
      answeredBy: [tmc, priceList],
    },
    {
      question:
        'Ma fille a eu son permis la semaine passée, on cherche une petite caisse fiable pour ses débuts, budget sept mille euros max. Vous avez ça ?',
      answeredBy: [youngDrivers, usedStock, priceList],
    },
    {
      question:
        "Je suis kiné indépendant et mon comptable me dit de prendre ma prochaine voiture en leasing via ma société. Vous faites ça ? Et c'est vraiment déductible ?",
      answeredBy: [leasing, leasingQuote, services, vat, priceList],
    },
    {
      question:
        "Mon patron me file une voiture de société l'an prochain. Je peux venir la choisir chez vous ou c'est la boîte de leasing qui décide de tout ?",
      answeredBy: [companyCars, services],
    },
    {
      question:
        'La clim de ma voiture souffle chaud depuis le mois de mai. Vous savez la recharger ? Ça coûte combien ?',
      answeredBy: [airco, priceList, services],
    },
    // Long messages in French, the question inside
    {
      question:
        "Bonjour, on est une famille de cinq à Herstal. Notre Touran de 2012 a rendu l'âme la semaine passée (joint de culasse d'après le garagiste, avec deux cent nonante mille km c'était à prévoir) et il nous faut vite une 7 places, je conduis les enfants à l'école tous les matins. On n'a pas énormément de sous de côté, on pensait payer en plusieurs fois. Vous avez des 7 places d'occasion et vous faites des facilités de paiement ?",
      answeredBy: [usedStock, financing, payment, priceList, services],
    },
    {
      question:
        "Bonjour, j'habite à Visé et je travaille comme infirmière à l'hôpital de Maastricht, je fais la route tous les jours. Je voudrais une Fabia neuve mais une collègue m'a dit qu'il fallait attendre des mois. C'est vrai ? Si je passe commande en février, je l'aurais pour quand à peu près ?",
      answeredBy: [newCars],
    },
    {
      question:
        "Bonsoir, je me suis déjà fait avoir avec une voiture achetée à un particulier sur 2ememain : la boîte a lâché deux mois après et j'ai tout payé de ma poche. Cette fois je veux acheter chez un pro. Si je prends une occasion chez vous et que le moteur ou la boîte casse après trois ou quatre mois, qu'est-ce qui se passe exactement ?",
      answeredBy: [usedGuarantee, terms, priceList, services],
    },
    {
      question:
        "Bonjour, j'ai signé hier pour l'Octavia Combi grise qui est dans votre parc. Mon assureur me demande des papiers pour la plaque et je ne comprends rien à cette histoire de demande d'immatriculation. Je dois aller moi-même à la DIV à Bruxelles ou c'est vous qui faites ça ? Et je peux garder la plaque de ma Clio ?",
      answeredBy: [registration, terms, priceList, services],
    },
    // Long messages in English
    {
      question:
        "Hi, I moved to Liège in September for a job at a biotech company near the Sart-Tilman campus. I've got my Belgian residence card now and I'd like to buy a used family car, maybe a Karoq or something similar. I only have a UK driving licence. What paperwork do I need to buy and register a car here, and is my licence OK?",
      answeredBy: [expatBuy, foreignLicence, registration],
    },
    {
      question:
        "Hello, I live in Maastricht and commute to Liège every day. I've seen a 2021 Octavia on your website that is cheaper than anything comparable in the Netherlands. If I buy it, can you bring it to Maastricht, and how do I get it registered on Dutch plates?",
      answeredBy: [crossBorder, delivery, priceList],
    },
    {
      question:
        "Hi, my company has sent me to Liège on a three-year assignment and gives me a monthly car allowance instead of a company car. I'd rather not buy: I'd like something where insurance and maintenance are all included in one monthly price. Do you offer that, and what happens if they move me back home before the end?",
      answeredBy: [privateLease, priceList, services],
    },
    // Typos and chat-speak, in French and English
    {
      question: 'slt c combien pour passer mes 4 pneus ete en hiver svp',
      answeredBy: [tyres, priceList],
    },
    {
      question: 'bjr vs etes ouvert le samedi aprem ? c pour voir une occase. a tantot',
      answeredBy: [location],
    },
    {
      question: 'on sait payer par bancontact ou faut faire un virement ?',
      answeredBy: [payment, terms],
    },
    {
      question: 'c possible de faire un essai samedi ? jai que mon permis provisoire',
      answeredBy: [testDrive, terms],
    },
    {
      question:
        'la fabia grise de 2019 elle est encore dispo ? vs savez m envoyer des photos sur mon gsm',
      answeredBy: [usedStock],
    },
    {
      question: 'vs faites le CT pour moi ? ma caisse doit y passer le mois prochain',
      answeredBy: [ctWorkshop, priceList, services],
    },
    {
      question: 'hey do u guys speak english? my french is rly bad',
      answeredBy: [englishStaff, expatBuy, description],
    },
    {
      question: 'how much 2 deliver a car to aachen pls',
      answeredBy: [delivery, crossBorder, priceList],
    },
    // One or two words
    { question: 'Car-pass ?', answeredBy: [carPass, terms, priceList, services] },
    { question: 'Reprise ?', answeredBy: [tradeIn, tradeInQuote, services, priceList, terms] },
    { question: 'TMC ?', answeredBy: [tmc, priceList] },
    { question: 'Winter tyres?', answeredBy: [tyres, priceList, services] },
    { question: 'Financing?', answeredBy: [financing, payment, priceList, services] },
    // Short follow-ups
    { question: 'et le dimanche ?', answeredBy: [location] },
    {
      question: "et si c'est une hybride rechargeable, c'est deductible pareil ?",
      answeredBy: [leasing],
    },
    { question: 'and how long until I get the plates?', answeredBy: [registration, expatBuy] },
    // French questions, English knowledge
    {
      question:
        "Je suis frontalier, j'habite à Aix-la-Chapelle et je bosse à Liège. Je peux acheter une voiture chez vous et l'immatriculer en Allemagne ?",
      answeredBy: [crossBorder],
    },
    {
      question:
        "Mon mari est américain, il n'a que son permis des États-Unis. Il peut conduire ici et faire l'essai avec moi ?",
      answeredBy: [foreignLicence, testDrive],
    },
    // English questions, French knowledge
    {
      question: 'Do your used cars come with a warranty? For how long?',
      answeredBy: [usedGuarantee, terms, priceList, services],
    },
    {
      question: 'Can I get a car loan through you? What documents will the bank want from me?',
      answeredBy: [financing, payment, priceList, services],
    },
    {
      question: 'Do you service other brands or only Skoda? Mine is a 2017 Ford Focus.',
      answeredBy: [service, services, priceList],
    },
    {
      question: 'Is VAT included in your prices, and can my company claim it back?',
      answeredBy: [vat, leasing, priceList],
    },
    // Answered by a document only
    {
      question:
        "J'ai signé le bon de commande pour un Kodiaq neuf mais ma femme n'est pas d'accord. Je peux encore annuler ? Je perds mon acompte ?",
      answeredBy: [terms],
    },
    {
      question:
        "Vous me prêtez une voiture pendant que la mienne est chez vous pour le grand entretien ? J'en ai besoin pour aller bosser.",
      answeredBy: [priceList, terms],
    },
    {
      question: "C'est combien pour faire poser un crochet d'attelage sur une Octavia ?",
      answeredBy: [priceList],
    },
    {
      question: 'If I get a speeding ticket during the test drive, who pays for it?',
      answeredBy: [terms],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    "Vous louez aussi des camionnettes ? Je déménage samedi de Seraing à Herstal et j'ai besoin d'un utilitaire pour la journée.",
    "Vous faites la carrosserie ? On m'a embouti la portière arrière sur le parking du Carrefour de Belle-Île, c'est bien enfoncé.",
    "Vous vendez des scooters 125 ? Mon fils vient d'avoir son permis A1 et il veut un truc pour aller à l'école.",
    "J'ai acheté une Audi A4 chez un particulier en Allemagne, vous savez faire l'homologation et l'immatriculation en Belgique pour moi ?",
    'Jai perdu le car-pass de ma Golf et je la vends a un particulier, ou est-ce que je peux en redemander un ?',
    "Vous donnez des cours de conduite ? Ma fille doit passer son examen pratique au centre d'examen de Bierset le mois prochain.",
    "Vous entretenez aussi les airco de maison ? Celui du salon fait un bruit bizarre depuis l'été.",
    'I just moved to Liège from Dublin. How do I register at the commune and get my residence card?',
    // Plainly outside
    "C'est quand le prochain match du Standard à Sclessin ?",
    'Where can I find good boulets à la liégeoise near the Carré?',
  ],
};
