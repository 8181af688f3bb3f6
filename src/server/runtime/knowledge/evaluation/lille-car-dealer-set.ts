import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Flandres Automobiles, a family-run car dealer with its own workshop and body shop in
 * Villeneuve-d'Ascq, at the gates of Lille: used cars of all brands, new Kia and MG cars,
 * trade-ins, car loans and LOA/LLD leasing, registration paperwork, servicing of all brands,
 * contrôle technique preparation and home delivery. Its customers write in French and in English
 * (families and young drivers from the Lille area, Belgians from Tournai, Mouscron and Kortrijk
 * across the border, students and expats). The owner wrote the briefing in French, most Q&A pairs
 * in French and a few in English, added one custom response for quote, test drive, workshop and
 * trade-in requests, and pasted the 2026 price list and the terms of sale and warranty, both in
 * French.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday words ("bagnole", "caisse", "occase", "mensualités", "recalée"), Belgian French
 * ("septante", "nonante", "GSM", "endéans"), SMS French and chat-speak ("slt", "jvoudrais",
 * "c combien", "dispo", "pr", "vs", "stp"), typos and missing accents, long messages, one- or
 * two-word questions, UK and US words ("part exchange", "trade-in", "MOT", "lease",
 * "down payment"), and English questions against French knowledge and the reverse. The outside
 * questions include hard negatives that share words with the knowledge (renting a car for a
 * weekend, motorcycles, insuring one's own car, a car wash, buying spare parts over the counter,
 * driving lessons, scrapping a car, electric scooters).
 */

const english = qaIn('English');
const french = qaIn('French');

// The sources' titles, as the answers name them.
const hours = "Quels sont vos horaires d'ouverture ?";
const location = 'Où se trouve la concession et comment y venir ?';
const usedCars = "Quelles voitures d'occasion avez-vous en stock ?";
const history =
  "Comment savoir si une voiture d'occasion a été accidentée ou si son kilométrage est réel ?";
const newCars = 'Quelles marques de voitures neuves vendez-vous ?';
const electric = 'Vendez-vous des voitures électriques et hybrides ?';
const testDrive = 'Comment réserver un essai ?';
const credit = 'Proposez-vous un crédit auto ?';
const leasing = 'Quelle est la différence entre la LOA et la LLD ?';
const tradeIn = 'Reprenez-vous mon ancienne voiture ?';
const usedWarranty = "Quelle garantie avez-vous sur les voitures d'occasion ?";
const registration = 'Vous occupez-vous de la carte grise ?';
const roadworthiness = 'Pouvez-vous préparer ma voiture pour le contrôle technique ?';
const servicing = "Faites-vous l'entretien et la révision de toutes les marques ?";
const bodywork = 'Réparez-vous la carrosserie après un accident ?';
const homeDelivery = 'Livrez-vous les voitures à domicile ?';
const belgium = "J'habite en Belgique : puis-je acheter une voiture chez vous ?";
const payment = 'Quels moyens de paiement acceptez-vous ?';
const workshopBooking = "Comment prendre rendez-vous à l'atelier ?";
const deliveryTime = 'Dans quel délai puis-je récupérer ma voiture après la commande ?';
const tyres = 'Montez-vous des pneus et faites-vous le gardiennage ?';
const staffLanguages = 'Does anyone at the dealership speak English or Dutch?';
const outsideFrance = "Can I buy a car from you if I don't live in France?";
const reservation = 'Can I reserve a car online before coming to see it?';
const courtesyCar = 'Do you offer a courtesy car while my car is in the workshop?';
const collection = 'What do I need to bring when I collect my car?';
const prices = 'Tarifs 2026 – atelier, services et frais';
const terms = 'Conditions générales de vente et de garantie';
const quoteRequest = "Demande de devis ou de rendez-vous pour un essai, l'atelier ou une reprise";
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const lilleCarDealerSet: EvaluationSet = {
  name: 'Lille car dealer (Flandres Automobiles)',
  heldOut: false,
  agentName: 'Camille',
  briefing: {
    companyName: 'Flandres Automobiles',
    industry: 'automotive',
    description:
      "Flandres Automobiles est un garage familial fondé en 1984 par Gérard Vandamme à Villeneuve-d'Ascq, aux portes de Lille, et dirigé aujourd'hui par ses enfants Olivier et Claire. Nous sommes agent officiel Kia et MG pour les voitures neuves et nous vendons 60 à 80 voitures d'occasion de toutes marques, contrôlées et garanties. Notre atelier entretient et répare toutes les marques, avec une carrosserie et une cabine de peinture. À 25 minutes de Tournai et de Mouscron, nous accueillons aussi beaucoup de clients belges.",
    targetAudience:
      "Les particuliers de la métropole lilloise et des Hauts-de-France : familles qui cherchent une occasion fiable, jeunes conducteurs et étudiants avec un petit budget, salariés qui passent à l'hybride ou à l'électrique. Les clients belges de Wallonie picarde et de Flandre occidentale (Tournai, Mouscron, Courtrai). Les artisans et petites entreprises qui ont besoin d'un véhicule en LLD, et quelques expatriés anglophones.",
    keyServices:
      "Vente de voitures d'occasion toutes marques, contrôlées et garanties 12 mois, avec extension de garantie possible ; vente de voitures neuves Kia et MG, électriques, hybrides et essence ; essais sur rendez-vous ; reprise de votre véhicule, même sans achat ; financement : crédit auto, LOA et LLD ; démarches de carte grise ; préparation au contrôle technique ; entretien et réparation toutes marques (révision, vidange, freins, distribution, embrayage, climatisation, pneus, diagnostic) ; carrosserie et peinture, avec prise en charge par votre assurance ; véhicule de courtoisie ; livraison à domicile en France et en Belgique ; accompagnement des clients belges pour l'immatriculation en Belgique.",
    commonQuestions:
      "Le prix et l'état d'une occasion, les voitures disponibles, les essais, la reprise de l'ancienne voiture, les mensualités en crédit, LOA ou LLD, la garantie, la carte grise, les délais de livraison, l'achat depuis la Belgique et la TVA, le prix d'une révision ou d'une réparation, le contrôle technique, les horaires et l'adresse.",
    languages: ['French', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Des réponses courtes et claires, avec les prix en euros TTC et les délais quand on les connaît. On vouvoie les clients en français ; ceux qui nous écrivent en anglais reçoivent la réponse en anglais. On propose toujours une suite concrète : un essai, un devis ou un rendez-vous.',
    personality:
      'Comme un vendeur de garage familial du Nord : accueillant, franc et jamais insistant, qui connaît ses voitures et préfère perdre une vente que vendre la mauvaise voiture.',
    responseTemplates: [
      {
        scenario: quoteRequest,
        response:
          "Avec plaisir ! Pour vous répondre vite et précisément, envoyez-nous : pour un essai, le modèle ou la référence de l'annonce (par exemple VO-2461) et deux créneaux qui vous conviennent ; pour un devis atelier, l'immatriculation de votre voiture, son kilométrage et les travaux souhaités ou le problème constaté ; pour une estimation de reprise, l'immatriculation, le kilométrage et 4 à 6 photos (extérieur, intérieur, compteur). Le plus simple est WhatsApp au 06 72 18 44 90 ou l'e-mail contact@flandres-automobiles.example. Nous répondons sous 24 heures ouvrées, samedi compris, et nos devis sont gratuits et sans engagement. Pour un essai, pensez à venir avec votre permis de conduire et une pièce d'identité.",
      },
    ],
  },
  qa: [
    french(
      hours,
      "Le showroom (voitures neuves et d'occasion) est ouvert du lundi au vendredi de 9h à 12h et de 14h à 19h, et le samedi sans interruption de 9h à 18h. L'atelier et la carrosserie sont ouverts du lundi au vendredi de 8h à 12h et de 13h30 à 18h, et le samedi de 8h30 à 12h pour l'entretien courant et les pneus. Nous sommes fermés le dimanche et les jours fériés, sauf pendant nos portes ouvertes de mars et d'octobre. En dehors des horaires, vous pouvez déposer votre voiture pour l'atelier grâce à la boîte à clés à l'entrée : remplissez l'enveloppe avec votre nom, votre téléphone, l'immatriculation et les travaux à faire.",
    ),
    french(
      location,
      "Nous sommes au 112 boulevard de Tournai, 59650 Villeneuve-d'Ascq, à 10 minutes du centre de Lille. En voiture, prenez la N227 (rocade Est), sortie Pont de Bois ; depuis la Belgique, comptez 25 minutes par l'A27 depuis Tournai ou par l'A22 depuis Courtrai et Mouscron. En métro, descendez à la station Pont de Bois (ligne 1), à 8 minutes à pied. Un parking de 40 places est réservé aux clients devant le showroom, avec deux bornes de recharge. Téléphone : 03 20 47 58 12, WhatsApp : 06 72 18 44 90.",
    ),
    french(
      usedCars,
      "Nous avons en permanence 60 à 80 voitures d'occasion de toutes marques, le plus souvent de 2 à 8 ans et de moins de 120 000 km, entre 7 900 € et 34 900 € : citadines (Renault Clio, Peugeot 208, Toyota Yaris), compactes, SUV familiaux, breaks, hybrides et électriques, dont beaucoup en boîte automatique. Chaque voiture passe un contrôle en 110 points dans notre atelier, reçoit sa révision et, si besoin, des pneus ou des freins neufs ; les voitures de plus de 4 ans ont un contrôle technique de moins de 6 mois. Toutes nos occasions sont garanties 12 mois pièces et main-d'œuvre. Le stock à jour, avec photos et prix, est sur flandres-automobiles.example/occasions, sur Leboncoin et sur La Centrale ; il change chaque semaine.",
    ),
    french(
      history,
      "Pour chaque occasion, nous vous remettons le rapport Histovec officiel (le service du ministère de l'Intérieur), qui indique le nombre de propriétaires, les sinistres déclarés et le kilométrage relevé à chaque contrôle technique. Nous y joignons le carnet d'entretien ou les factures, et le rapport de notre contrôle en 110 points, avec des photos des éventuels défauts de carrosserie. Nous ne vendons ni véhicules classés VGE (véhicule gravement endommagé) ni véhicules dont le kilométrage n'est pas justifié. Sur simple demande, nous vous envoyons ces documents par e-mail ou WhatsApp avant que vous vous déplaciez.",
    ),
    french(
      newCars,
      "Nous sommes agent officiel Kia et MG Motor pour la métropole lilloise. Chez Kia : Picanto, Stonic, Ceed, XCeed, Niro, Sportage, Sorento, EV3, EV6 et EV9 ; chez MG : MG3 hybride, MG4, MG5, ZS et HS. Nous avons toujours une vingtaine de voitures neuves en stock, livrables en 2 à 3 semaines ; une voiture commandée à l'usine, dans la couleur et la finition de votre choix, arrive en 2 à 5 mois. Les voitures neuves Kia et MG sont garanties 7 ans ou 150 000 km par le constructeur, et vous pouvez faire l'entretien dans notre atelier sans perdre cette garantie. Sur demande, nous vous faisons une offre écrite avec la remise du moment.",
    ),
    french(
      electric,
      "Oui. En neuf, nous vendons les électriques Kia (EV3, EV6, EV9, Niro EV) et MG (MG4, MG5, ZS EV), ainsi que des hybrides et hybrides rechargeables (Kia Niro, Sportage et Sorento, MG3 et MG HS). En occasion, nous avons en général une dizaine d'électriques et d'hybrides (Renault Zoe et Mégane E-Tech, Tesla Model 3, Toyota Yaris et C-HR hybrides…), et chaque électrique d'occasion est vendue avec un certificat d'état de santé de la batterie (SoH) établi par un organisme indépendant. Les aides de l'État en vigueur au moment de la commande sont déduites directement du prix sur le bon de commande. Notre électricien partenaire peut installer une borne de recharge chez vous, et les électriques qui passent à l'atelier sont rechargées gratuitement sur nos bornes.",
    ),
    french(
      testDrive,
      "Toutes nos voitures, neuves et d'occasion, peuvent être essayées gratuitement sur rendez-vous, du lundi au samedi. Réservez votre créneau en ligne, par téléphone au 03 20 47 58 12 ou sur WhatsApp au 06 72 18 44 90, en précisant le modèle ou la référence de l'annonce. Un essai dure environ 30 minutes avec un conseiller, en ville et sur voie rapide ; pour les électriques neuves (Kia EV3 et EV6, MG4), nous proposons aussi un essai de 24 heures, week-end compris. Venez avec votre permis de conduire (français, belge ou d'un autre pays européen) et une pièce d'identité ; il faut avoir le permis depuis au moins 2 ans.",
    ),
    french(
      credit,
      "Oui. Nous vous proposons un crédit auto avec nos banques partenaires, de 12 à 84 mois, pour les voitures neuves comme pour les occasions, à partir de 3 000 € financés. L'apport n'est pas obligatoire : par exemple, pour une occasion à 15 000 € sans apport sur 60 mois, la mensualité est d'environ 295 € (TAEG fixe de 6,9 %, à titre indicatif). Il faut résider en France et avoir un compte bancaire en France ; apportez une pièce d'identité, un justificatif de domicile, vos deux derniers bulletins de salaire, votre dernier avis d'imposition et un RIB. La réponse de principe est donnée en 30 minutes au showroom et l'accord définitif sous 48 heures ; vous avez ensuite 14 jours pour vous rétracter. Un crédit vous engage et doit être remboursé : vérifiez vos capacités de remboursement avant de vous engager.",
    ),
    french(
      leasing,
      "La LOA (location avec option d'achat) et la LLD (location longue durée) vous permettent de payer un loyer mensuel au lieu d'acheter la voiture. En LOA, à la fin du contrat, vous pouvez acheter la voiture en levant l'option d'achat, la rendre ou la changer ; en LLD, vous la rendez toujours, et l'entretien, l'assistance et les pneus peuvent être inclus dans le loyer. Les contrats durent de 24 à 60 mois, pour 10 000 à 30 000 km par an ; chaque kilomètre en plus est facturé 0,08 € à la fin. Le premier loyer majoré n'est pas obligatoire : par exemple, une Kia Picanto neuve en LOA sur 49 mois et 10 000 km par an revient à 169 € par mois avec 1 500 € de premier loyer, ou à 199 € par mois sans. La LOA est aussi possible sur nos occasions de moins de 5 ans, et la LLD est très appréciée des artisans et des entreprises.",
    ),
    french(
      tradeIn,
      "Oui, nous reprenons les voitures de toutes marques, que vous achetiez chez nous ou non. L'estimation est gratuite et sans engagement ; elle prend environ 20 minutes au showroom, sans rendez-vous aux heures d'ouverture, et vous pouvez avoir une première estimation à distance en nous envoyant l'immatriculation, le kilométrage et quelques photos sur WhatsApp. Notre offre est valable 7 jours et 500 km, si l'état de la voiture n'a pas changé. Si vous achetez chez nous, la valeur de reprise est déduite du prix ; sinon, nous vous payons par virement sous 48 heures. Si un crédit est encore en cours sur votre voiture, nous remboursons directement l'organisme de crédit et vous versons la différence. Apportez la carte grise, le carnet d'entretien ou les factures, les deux clés et votre pièce d'identité ; nous nous occupons du certificat de cession.",
    ),
    french(
      usedWarranty,
      "Toutes nos occasions sont garanties 12 mois, pièces et main-d'œuvre, sans limite de kilométrage. La garantie couvre les organes mécaniques et électriques : moteur, boîte de vitesses, turbo, injection, direction, climatisation et électronique ; elle ne couvre pas les pièces d'usure (pneus, plaquettes et disques, embrayage, balais d'essuie-glace) ni l'entretien. Vous pouvez la prolonger de 12 mois pour 290 € ou de 24 mois pour 490 €. Les réparations sont faites dans notre atelier ; si vous tombez en panne à plus de 100 km, appelez l'assistance 24 h/24 dont le numéro figure sur votre certificat de garantie, qui organise le dépannage et la réparation dans un garage partenaire. Vous gardez en plus la garantie légale de conformité et la garantie des vices cachés.",
    ),
    french(
      registration,
      "Oui, nous sommes habilités par le ministère de l'Intérieur et faisons toutes les démarches de carte grise pour les voitures achetées chez nous, y compris la déclaration de cession de votre ancienne voiture si nous la reprenons. Le jour de la livraison, la voiture part avec ses plaques et un certificat provisoire d'immatriculation valable un mois ; la carte grise définitive arrive chez vous par courrier en 3 à 7 jours. Nos frais de dossier sont de 39 €, auxquels s'ajoutent les taxes reversées à l'ANTS, dont la taxe régionale des Hauts-de-France, calculée selon la puissance fiscale (les chevaux fiscaux) de la voiture. Le montant exact figure sur votre bon de commande.",
    ),
    french(
      roadworthiness,
      "Nous ne pouvons pas faire le contrôle technique nous-mêmes : la loi interdit à un garage qui répare les voitures d'être aussi centre de contrôle. En revanche, nous préparons votre voiture : le pré-contrôle (39 €, déduit si vous faites les réparations chez nous) vérifie les points que regarde le contrôleur, comme les freins, l'éclairage, les pneus, la pollution et les rotules. Nous réparons ensuite ce qui doit l'être, avec un devis avant tout travail. Si vous le souhaitez, nous emmenons votre voiture au centre de contrôle agréé partenaire, à 500 m de l'atelier, et la ramenons pour 25 € ; le contrôle lui-même est facturé 79 € par le centre (contre-visite 20 €). En cas de contre-visite, nous réparons les défauts pour qu'elle soit faite dans les 2 mois prévus par la loi.",
    ),
    french(
      servicing,
      "Oui, notre atelier entretient et répare toutes les marques, pas seulement Kia et MG. Nous faisons la révision selon le programme du constructeur, avec des pièces de qualité d'origine, et nous tamponnons le carnet ou remplissons le carnet numérique : votre garantie constructeur est conservée, même si vous n'avez pas acheté la voiture chez nous. Une révision coûte, pièces et main-d'œuvre comprises, 169 € pour une citadine, 199 € pour une compacte et 249 € pour un SUV ou une familiale ; une vidange avec filtre à huile coûte 89 €. La plupart des entretiens sont faits dans la journée si vous déposez la voiture avant 9h. Nous faisons aussi les freins, la distribution, l'embrayage, la climatisation, les pneus et le diagnostic électronique.",
    ),
    french(
      bodywork,
      "Oui, notre carrosserie a sa propre cabine de peinture et répare toutes les marques, de la petite rayure au gros choc. Vous êtes libre de choisir votre réparateur, même si votre assurance vous en propose un autre : nous contactons votre assureur, l'expert passe chez nous en général sous 3 à 5 jours ouvrés, et l'assurance nous paie directement ; vous ne réglez que l'éventuelle franchise. Pour les petits dégâts, nous proposons le smart repair à partir de 120 € et le débosselage sans peinture à partir de 90 € par bosse. Un véhicule de courtoisie peut vous être prêté pendant la réparation. Apportez le constat amiable, la carte grise et votre attestation d'assurance.",
    ),
    french(
      homeDelivery,
      "Oui. Nous livrons les voitures neuves et d'occasion chez vous ou sur votre lieu de travail, gratuitement dans un rayon de 30 km autour de Villeneuve-d'Ascq, donc dans toute la métropole lilloise. Au-delà, la livraison coûte 1,20 € par km, avec un forfait de 89 € pour la Belgique jusqu'à 40 km de la frontière (Tournai, Mouscron, Courtrai…). La voiture arrive lavée, avec 20 litres de carburant ou chargée à 80 % pour une électrique, et le livreur vous explique son fonctionnement pendant environ 45 minutes. Le solde doit être payé avant la livraison et nous devons avoir reçu votre attestation d'assurance. Vous pouvez bien sûr aussi venir la chercher au showroom.",
    ),
    french(
      belgium,
      "Oui, bien sûr : environ un tiers de nos clients viennent de Belgique, surtout de Tournai, Mouscron, Courtrai et Mons. Une occasion est vendue au prix affiché, TVA française comprise, sans TVA à payer en Belgique ; seule la taxe de mise en circulation belge reste due, comme pour toute voiture immatriculée en Belgique. Une voiture neuve (moins de 6 mois ou moins de 6 000 km) vous est vendue hors taxes et vous payez la TVA belge de 21 % en Belgique, avec le formulaire 705. Nous vous remettons le certificat de conformité européen (COC), la carte grise française barrée et le certificat de cession ; pour rentrer, nous posons des plaques de transit temporaire (TT) pour 49 €, ou vous demandez une plaque de transit à la DIV, puis vous passez le contrôle technique belge avant l'immatriculation. Nous ne pouvons pas financer les clients qui résident en Belgique, mais nous livrons en Belgique, et notre vendeuse Lotte, originaire de Courtrai, parle français, néerlandais et anglais.",
    ),
    french(
      payment,
      "Pour payer votre voiture, nous acceptons le virement bancaire (reçu sur notre compte 48 heures avant la livraison), le chèque de banque et la carte bancaire jusqu'à 3 000 €, par exemple pour l'acompte. Les espèces sont limitées par la loi à 1 000 € pour les personnes domiciliées en France et à 15 000 € pour les non-résidents. À la commande, nous demandons un acompte de 500 € pour une occasion et de 10 % du prix pour une voiture neuve. À l'atelier, vous réglez la facture en récupérant la voiture, par carte, espèces, chèque ou virement. Vous pouvez aussi financer votre achat par un crédit, une LOA ou une LLD.",
    ),
    french(
      workshopBooking,
      "Prenez rendez-vous en ligne sur flandres-automobiles.example/atelier, par téléphone au 03 20 47 58 12 (touche 2) ou sur WhatsApp au 06 72 18 44 90, en indiquant l'immatriculation, le kilométrage et les travaux à faire. Le délai habituel est de 3 à 5 jours ouvrés, et jusqu'à 2 semaines en période de changement de pneus (octobre-novembre et mars-avril). Pour un voyant allumé ou un bruit inquiétant, appelez-nous : nous faisons le diagnostic le jour même quand c'est possible. Déposez la voiture entre 8h et 9h et récupérez-la le soir ; pour une vidange ou un changement de pneus, vous pouvez attendre sur place (environ 1 heure), avec café et wifi.",
    ),
    french(
      deliveryTime,
      "Pour une occasion, comptez 5 à 8 jours ouvrés entre la signature du bon de commande et la livraison : le temps de la préparation, de la révision, du contrôle technique si nécessaire et de la carte grise. Une voiture neuve en stock est livrée en 2 à 3 semaines ; une voiture neuve commandée à l'usine met en général 2 à 5 mois selon le modèle, et la date prévue figure sur le bon de commande. Avec un financement, ajoutez 2 à 3 jours pour l'accord définitif de la banque. Nous vous prévenons par SMS dès que la voiture est prête ; vous avez ensuite 8 jours pour venir la chercher ou fixer la date de livraison.",
    ),
    french(
      tyres,
      "Oui, nous vendons et montons des pneus de toutes marques (Michelin, Continental, Bridgestone, Hankook…), été, hiver et 4 saisons, avec un devis sur demande. Le montage et l'équilibrage coûtent 15 € par pneu, valve neuve comprise, soit 60 € pour les quatre ; le simple échange des roues complètes été/hiver coûte 35 €. Nous gardons vos roues dans notre hôtel à pneus pour 49 € par saison, et une crevaison est réparée pour 25 € quand c'est possible. Dans le Nord, les pneus hiver ne sont pas obligatoires, mais des pneus 4 saisons sont un bon choix pour rouler sereinement de novembre à mars.",
    ),
    english(
      staffLanguages,
      'Yes. Claire Vandamme, who runs the sales team, speaks fluent English, and Lotte, our sales advisor from Kortrijk, speaks Dutch, French and English. In the workshop, our service advisor Karim speaks English too. You can write to us in English or Dutch on WhatsApp (06 72 18 44 90) or by email, and we explain the French paperwork (carte grise, contrôle technique, insurance certificate) step by step. Order forms and contracts are in French, but we go through them with you in English before you sign.',
    ),
    english(
      outsideFrance,
      'Yes. Customers from Belgium, the Netherlands, Luxembourg and Germany buy from us regularly. A used car is sold at the advertised price including French VAT, and you register it in your own country; a new car (less than 6 months old or under 6,000 km) is sold without French VAT, and you pay VAT in your country of residence. We give you the European certificate of conformity (COC), the cancelled French registration document and the certificate of sale, and we can fit temporary French transit plates (TT) for 49 € so you can drive home. Financing through us is only available to French residents. Please note that our cars are left-hand drive and that we do not handle UK registration.',
    ),
    english(
      reservation,
      'Yes. If you have spotted a car on our website, Leboncoin or La Centrale, call or message us and we hold it for you for 7 days against a 500 € deposit, paid by card over the phone or by bank transfer. The deposit is deducted from the price, and it is refunded in full if you decide not to buy after seeing and test-driving the car. We can also give you a live video tour of the car on WhatsApp and send you its Histovec report and our 110-point inspection report beforehand. If you buy entirely at a distance without visiting us, you have 14 days after delivery to change your mind, as French law provides.',
    ),
    english(
      courtesyCar,
      'Yes, we have six courtesy cars: Kia Picantos, Kia Stonics and an automatic MG ZS. A courtesy car costs 15 € a day with 100 km a day included, and 0.20 € for each extra kilometre; it is free for repairs over 800 € and for bodywork repairs paid by your insurer. Please book it together with your workshop appointment, as they go quickly in tyre season. You must be at least 21 and have held your driving licence for 2 years, and we take a 500 € card pre-authorisation as a deposit. Please return the car with the same fuel level.',
    ),
    english(
      collection,
      "Please bring an ID card or passport, your driving licence and a proof of address less than 3 months old, such as a utility bill. The car must be insured in your name before you drive away: email us your insurer's certificate (attestation d'assurance) the day before; your insurer can issue it with the registration number we give you. The balance must be paid by bank transfer received 48 hours before, or by banker's draft on the day. If we are taking your old car in trade, bring it with its registration document, both keys and the service book. The handover takes about 45 minutes, as we show you how everything works.",
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'French',
      text: `TARIFS 2026 – Flandres Automobiles, atelier, carrosserie et services
112 boulevard de Tournai, 59650 Villeneuve-d'Ascq – 03 20 47 58 12
Tous les prix sont en euros TTC (TVA 20 % comprise), valables du 1er janvier au 31 décembre 2026, pour les voitures particulières de toutes marques. Les prix « à partir de » dépendent du modèle et de la motorisation : le prix exact figure sur le devis, gratuit et sans engagement. Les forfaits comprennent les pièces et la main-d'œuvre, sauf mention contraire.

Taux horaires
- Mécanique et électricité : 89 € de l'heure
- Diagnostic électronique et véhicules électriques ou hybrides : 99 € de l'heure
- Carrosserie : 84 € de l'heure
- Peinture : 92 € de l'heure, ingrédients de peinture en plus

Entretien
- Vidange avec filtre à huile, jusqu'à 5 litres d'huile homologuée par le constructeur : 89 €
- Litre d'huile supplémentaire : 14 €
- Révision constructeur avec tampon du carnet ou carnet numérique : citadine (Clio, 208, Yaris, Picanto…) 169 € ; compacte (Golf, 308, Mégane, Ceed…) 199 € ; SUV et familiale (3008, Sportage, Kadjar, Scenic…) 249 €
- Révision d'une voiture électrique : 129 €
- Remplacement du filtre à air : à partir de 35 € ; filtre d'habitacle : à partir de 39 € ; bougies : à partir de 79 €
- Lecture des codes défaut (valise de diagnostic) : 49 €, déduits si nous faisons la réparation

Freins
- Contrôle du freinage : gratuit
- Plaquettes avant : à partir de 119 € ; arrière : à partir de 109 €
- Disques et plaquettes avant : à partir de 289 € ; arrière : à partir de 269 €
- Remplacement du liquide de frein (tous les 2 ans) : 59 €

Distribution, embrayage et échappement
- Kit de distribution avec pompe à eau : à partir de 489 € (citadine), de 590 € à 950 € (compacte et SUV)
- Embrayage complet : à partir de 690 € (citadine), de 850 € à 1 350 € (compacte et SUV)
- Volant moteur bimasse, si nécessaire : 450 € à 900 € en plus
- Nettoyage du filtre à particules : à partir de 249 €
- Silencieux arrière : à partir de 139 €

Climatisation
- Recharge de climatisation au gaz R134a (voitures plus anciennes) : 79 €
- Recharge de climatisation au gaz R1234yf (la plupart des voitures depuis 2017) : 149 €
- Recherche de fuite au traceur UV : 45 €
- Désinfection du circuit de climatisation : 35 €

Pneus
- Montage et équilibrage, valve neuve comprise : 15 € par pneu, soit 60 € les quatre
- Échange des roues complètes été/hiver : 35 €
- Gardiennage de 4 roues dans notre hôtel à pneus : 49 € par saison
- Réparation de crevaison : 25 €
- Contrôle et réglage de la géométrie (parallélisme) : 79 €
- Pneus neufs Michelin, Continental, Bridgestone, Hankook : sur devis

Batterie et éclairage
- Test de batterie : gratuit
- Batterie posée, reprise de l'ancienne : à partir de 119 € ; batterie AGM ou EFB pour Start & Stop : à partir de 209 €
- Réglage des phares : 19 € ; remplacement d'une ampoule : à partir de 12 €

Contrôle technique
- Pré-contrôle technique (freins, éclairage, pneus, pollution, trains roulants) : 39 €, déduit si vous faites les réparations chez nous
- Accompagnement au contrôle technique (aller-retour de votre voiture au centre agréé partenaire) : 25 €
- Contrôle technique au centre partenaire : 79 €, contre-visite 20 € (prix du centre, payés au centre)

Carrosserie et vitrage
- Smart repair (rayure, petit éclat de peinture) : à partir de 120 € par élément
- Débosselage sans peinture (coup de portière, grêle) : à partir de 90 € par bosse
- Peinture d'un pare-chocs : à partir de 350 €
- Remplacement du pare-brise : à partir de 390 €, recalibrage de la caméra 149 € ; pris en charge par votre assurance bris de glace, franchise éventuelle à votre charge
- Réparation après accident : sur devis ou rapport d'expertise, réglée directement par votre assurance ; seule l'éventuelle franchise reste à votre charge

Services atelier
- Devis : gratuit
- Service voiturier (nous venons chercher votre voiture chez vous ou au travail dans la métropole lilloise et la ramenons) : 29 € aller-retour, gratuit pour une facture de plus de 500 €
- Véhicule de courtoisie : 15 € par jour avec 100 km par jour, 0,20 € par kilomètre supplémentaire ; gratuit pour une réparation de plus de 800 € et pour une réparation de carrosserie prise en charge par l'assurance
- Frais de gardiennage si la voiture n'est pas récupérée 5 jours ouvrés après l'avis de fin de travaux : 15 € par jour

Vente de véhicules : services et frais
- Estimation de reprise : gratuite
- Essai : gratuit ; essai de 24 heures des électriques neuves : gratuit
- Réservation d'une occasion pendant 7 jours : acompte de 500 €, déduit du prix
- Garantie occasion de 12 mois : comprise dans le prix ; extension de 12 mois : 290 € ; extension de 24 mois : 490 €
- Carte grise : frais de dossier 39 €, plus les taxes reversées à l'ANTS (taxe régionale des Hauts-de-France selon la puissance fiscale, taxe de gestion et frais d'acheminement)
- Pose des plaques d'immatriculation : comprise
- Plaques et certificat de transit temporaire (TT) pour les clients résidant hors de France : 49 €
- Livraison à domicile : gratuite jusqu'à 30 km autour de Villeneuve-d'Ascq ; Belgique jusqu'à 40 km de la frontière (Tournai, Mouscron, Courtrai…) : forfait 89 € ; au-delà : 1,20 € par km
- Frais de gardiennage si la voiture vendue n'est pas retirée 8 jours après sa mise à disposition : 15 € par jour`,
    },
    {
      title: terms,
      language: 'French',
      text: `CONDITIONS GÉNÉRALES DE VENTE ET DE GARANTIE – Flandres Automobiles SARL, 112 boulevard de Tournai, 59650 Villeneuve-d'Ascq (version du 1er janvier 2026)

Article 1 – Champ d'application
Les présentes conditions s'appliquent à la vente de voitures neuves et d'occasion par Flandres Automobiles à des particuliers. Elles sont remises avec chaque bon de commande et priment sur tout autre document, sauf conditions particulières écrites sur le bon de commande. Les travaux d'atelier et de carrosserie font l'objet d'un ordre de réparation distinct.

Article 2 – Commande et acompte
La vente est conclue par la signature du bon de commande par le client et par le vendeur. Le bon de commande précise le véhicule, son prix, les options, la valeur de reprise éventuelle, le mode de paiement et la date ou le délai de livraison prévus. À la commande, le client verse un acompte de 500 € pour une voiture d'occasion et de 10 % du prix pour une voiture neuve. Une voiture d'occasion peut être réservée à distance pendant 7 jours contre un acompte de 500 €, déduit du prix et remboursé intégralement si le client renonce à l'achat après avoir vu et essayé la voiture.

Article 3 – Prix
Les prix sont indiqués en euros TTC. Le prix d'une voiture d'occasion comprend sa préparation, sa révision, le contrôle technique de moins de 6 mois pour les voitures de plus de 4 ans et la garantie de 12 mois. Le prix ne comprend pas le certificat d'immatriculation (carte grise), dont nous faisons la démarche pour le client : frais de dossier de 39 € et taxes reversées à l'ANTS, détaillés sur le bon de commande. Les aides publiques à l'achat en vigueur le jour de la commande sont déduites sur le bon de commande lorsque le client y a droit.

Article 4 – Droit de rétractation
Un achat conclu au showroom ne donne pas droit à un délai de rétractation. Lorsque la vente est conclue entièrement à distance (par téléphone, e-mail ou internet, sans visite), le client dispose d'un délai de 14 jours à compter de la livraison pour se rétracter, conformément au Code de la consommation ; le véhicule doit être restitué dans l'état où il a été livré, et les frais de retour sont à sa charge. Lorsque l'achat est financé par un crédit affecté, la vente est conclue sous la condition suspensive de l'accord du crédit : si le crédit est refusé, l'acompte est remboursé en totalité, et le client dispose de 14 jours pour se rétracter du contrat de crédit.

Article 5 – Paiement
Le solde est payé au plus tard à la livraison, par virement reçu sur notre compte 48 heures avant la livraison ou par chèque de banque. La carte bancaire est acceptée jusqu'à 3 000 €. Les paiements en espèces sont limités à 1 000 € pour les clients domiciliés en France et à 15 000 € pour les clients domiciliés à l'étranger, conformément à la loi. Le véhicule reste la propriété de Flandres Automobiles jusqu'au paiement complet du prix (clause de réserve de propriété).

Article 6 – Livraison
Le véhicule est livré au showroom ou, à la demande du client, à son domicile, selon les tarifs en vigueur. Avant de prendre possession du véhicule, le client présente une pièce d'identité, son permis de conduire et un justificatif de domicile de moins de 3 mois, et remet une attestation d'assurance au nom du conducteur pour le véhicule acheté. En cas de retard de livraison de plus de 30 jours sur la date prévue, le client peut, après une mise en demeure restée sans effet, annuler la commande par lettre recommandée ; son acompte lui est alors remboursé sous 14 jours. Le client qui ne retire pas son véhicule dans les 8 jours suivant l'avis de mise à disposition doit des frais de gardiennage de 15 € par jour.

Article 7 – Reprise du véhicule du client
La valeur de reprise est fixée après examen du véhicule par nos soins et reste valable 7 jours et 500 km. Elle suppose que le véhicule soit remis dans l'état constaté lors de l'estimation : en cas de nouveau dommage, de panne ou de kilométrage supérieur de plus de 500 km, la valeur est revue, et le client peut alors renoncer à la reprise. Le client remet le véhicule avec sa carte grise barrée, datée et signée avec la mention « vendu le », le certificat de cession signé, un certificat de situation administrative (non-gage) de moins de 15 jours, le carnet d'entretien et tous les doubles des clés. Si le véhicule repris fait l'objet d'un crédit ou d'une location en cours, Flandres Automobiles rembourse directement le solde à l'organisme financier sur présentation d'un décompte, et seule la différence vient en déduction du prix de la voiture achetée ou est versée au client.

Article 8 – Garantie commerciale des voitures d'occasion
Toute voiture d'occasion vendue par Flandres Automobiles bénéficie d'une garantie commerciale de 12 mois, pièces et main-d'œuvre, sans limite de kilométrage, à compter de la livraison. Elle couvre les pannes mécaniques et électriques des organes suivants : moteur et ses pièces internes, boîte de vitesses, pont et transmission, turbocompresseur, injection, circuit de refroidissement, direction, climatisation, démarreur, alternateur et calculateurs électroniques. Elle ne couvre pas les pièces d'usure (pneus, plaquettes et disques de frein, embrayage, balais d'essuie-glace, ampoules, batterie de démarrage au-delà de 6 mois), l'entretien, les dommages dus à un accident, à un mauvais usage ou à un défaut d'entretien, ni les frais d'immobilisation. Pour en bénéficier, le client doit faire effectuer l'entretien selon le programme du constructeur, chez nous ou dans tout garage, et en conserver les factures. Les réparations sont effectuées dans notre atelier ; si la panne survient à plus de 100 km, le client appelle l'assistance 24 h/24 indiquée sur son certificat de garantie, qui organise le remorquage et la réparation dans un garage agréé. La garantie peut être prolongée de 12 mois (290 €) ou de 24 mois (490 €) au moment de l'achat. Elle est transférable en cas de revente du véhicule.

Article 9 – Garantie constructeur des voitures neuves
Les voitures neuves Kia et MG bénéficient de la garantie de leur constructeur : 7 ans ou 150 000 km, au premier des deux termes atteint, selon les conditions du carnet de garantie remis à la livraison. Cette garantie est maintenue quel que soit le garage qui fait l'entretien, pourvu qu'il respecte le programme du constructeur. La batterie de traction des voitures électriques est garantie selon les conditions du constructeur indiquées dans ce carnet.

Article 10 – Garanties légales
Indépendamment des garanties commerciales, le client bénéficie de la garantie légale de conformité (articles L. 217-3 et suivants du Code de la consommation), d'une durée de 2 ans pour une voiture neuve et de 12 mois pour une voiture d'occasion, et de la garantie des vices cachés (articles 1641 et suivants du Code civil), qui peut être mise en œuvre dans les 2 ans suivant la découverte du vice.

Article 11 – Clients résidant hors de France
Nous vendons aux particuliers résidant en Belgique et dans les autres pays de l'Union européenne. Une voiture d'occasion est vendue TVA française comprise, sans TVA à payer dans le pays de résidence ; les taxes d'immatriculation de ce pays restent à la charge du client. Une voiture neuve (moins de 6 mois depuis sa première mise en circulation ou moins de 6 000 km) est vendue hors taxes, la TVA étant due dans le pays de résidence du client ; le client fournit un justificatif de domicile dans ce pays. Nous remettons le certificat de conformité européen (COC), la carte grise française barrée ou le certificat d'immatriculation, et le certificat de cession. Le client peut repartir avec des plaques de transit temporaire (TT) posées par nos soins (49 €) ou avec une plaque de transit de son pays. L'immatriculation, le contrôle technique éventuel et les formalités douanières et fiscales dans le pays de résidence (en Belgique, le formulaire 705 et l'immatriculation à la DIV) sont à la charge du client, que nous conseillons volontiers. Le financement par nos partenaires est réservé aux clients résidant en France.

Article 12 – Données personnelles
Les données du client sont utilisées pour la vente, l'immatriculation, la garantie et, avec son accord, pour les rappels d'entretien. Le client peut y accéder, les faire rectifier ou supprimer en écrivant à contact@flandres-automobiles.example.

Article 13 – Réclamations et médiation
Toute réclamation est à adresser d'abord à la direction de Flandres Automobiles, par e-mail ou par lettre. À défaut de solution amiable dans un délai de 2 mois, le client peut saisir gratuitement le médiateur de la consommation de la profession automobile, Mobilians, dont les coordonnées figurent sur le bon de commande. Les litiges relèvent des tribunaux compétents selon la loi.`,
    },
  ],
  answerable: [
    // French, close to the knowledge's words
    { question: "Quels sont vos horaires d'ouverture le samedi ?", answeredBy: [hours] },
    {
      question: 'Vous êtes concessionnaire de quelles marques en neuf ?',
      answeredBy: [newCars, description, services, electric, terms],
    },
    { question: 'Combien coûte une vidange chez vous ?', answeredBy: [servicing, prices] },
    {
      question:
        "Quelle garantie avez-vous sur une voiture d'occasion, et est-ce qu'on peut la prolonger ?",
      answeredBy: [usedWarranty, terms, prices, services],
    },
    // French paraphrases with everyday words
    {
      question: "Vous rachetez les bagnoles même si j'achète rien chez vous ?",
      answeredBy: [tradeIn, services],
    },
    {
      question:
        "Je cherche une occase pas trop chère pour mon fils qui vient d'avoir son permis, vous avez quoi en dessous de 10 000 balles ?",
      answeredBy: [usedCars],
    },
    {
      question: "C'est possible de payer la voiture avec des mensualités sur 4 ou 5 ans ?",
      answeredBy: [credit, leasing, services, payment],
    },
    {
      question:
        'Ma caisse passe au contrôle le mois prochain, vous pouvez jeter un œil avant pour pas qu’elle soit recalée ?',
      answeredBy: [roadworthiness, prices, services],
    },
    {
      question:
        "Je me suis fait emboutir l'arrière sur un parking, vous réparez et vous voyez direct avec mon assurance ?",
      answeredBy: [bodywork, services, prices],
    },
    {
      question: 'Vous me ramenez la voiture chez moi ou faut que je vienne la chercher ?',
      answeredBy: [homeDelivery, services, prices, terms],
    },
    // Belgian French
    {
      question:
        "Bonjour, j'habite à Mouscron. Si j'achète une occasion chez vous, comment ça se passe pour l'immatriculer en Belgique à la DIV ?",
      answeredBy: [belgium, terms, outsideFrance],
    },
    {
      question:
        'Pour une voiture à septante-cinq mille kilomètres, la garentie couvre quoi exactement ?',
      answeredBy: [usedWarranty, terms],
    },
    {
      question:
        'Je peux vous envoyer des photos de ma voiture sur votre GSM pour avoir une estimation de reprise ?',
      answeredBy: [tradeIn, quoteRequest],
    },
    {
      question:
        'Si je commande une voiture neuve maintenant, elle peut être livrée endéans combien de temps ?',
      answeredBy: [deliveryTime, newCars],
    },
    {
      question:
        "C'est combien pour faire monter quatre pneus d'hiver ? J'ai un budget de nonante euros pour la main-d'œuvre.",
      answeredBy: [tyres, prices],
    },
    // SMS French and chat-speak
    { question: 'slt c combien la revision pr une clio 4 ?', answeredBy: [servicing, prices] },
    {
      question: 'jvoudrais essayer le kia ev3 samedi c dispo ?',
      answeredBy: [testDrive, quoteRequest],
    },
    {
      question: 'vs prenez la cb ou faut faire un virement stp',
      answeredBy: [payment, terms],
    },
    {
      question: 'ya une voiture de pret pdt la revision ??',
      answeredBy: [courtesyCar, prices, services],
    },
    { question: 'cb de tps pr recevoir la carte grise apres l achat', answeredBy: [registration] },
    {
      question: 'dispo pr un rdv atelier cette semaine? c pr changer les plaquettes',
      answeredBy: [workshopBooking, quoteRequest],
    },
    // Typos and missing accents
    {
      question: 'vous faites le controle technique directement au garage ?',
      answeredBy: [roadworthiness, prices],
    },
    {
      question: "quel est votre adresse exactement, c'est loin du metro ?",
      answeredBy: [location],
    },
    {
      question: "la garantie constructeur kia c'est cmb d'annees ?",
      answeredBy: [newCars, terms],
    },
    // Long messages, the question at the end
    {
      question:
        "Bonjour, j'ai une Peugeot 308 de 2017 avec 140 000 km que j'ai achetée à crédit, et il me reste encore environ 3 000 € à rembourser. On attend un deuxième enfant et elle devient trop petite, on aimerait passer à un SUV hybride, plutôt un Kia Sportage. Ma banque m'a dit que je ne pouvais pas vendre la voiture tant que le crédit n'est pas fini. Est-ce que vous pouvez quand même la reprendre ?",
      answeredBy: [tradeIn, terms],
    },
    {
      question:
        "Bonjour, je suis de Tournai et ça fait un moment que je regarde le MG4 sur votre site. Chez nous en Belgique les concessions sont plus chères, et mon beau-frère m'a dit qu'on pouvait acheter en France mais qu'il fallait faire attention à la TVA, sinon on la paie deux fois. Pour une voiture neuve, je dois payer la TVA française ou la TVA belge ?",
      answeredBy: [belgium, terms, outsideFrance],
    },
    {
      question:
        "Bonjour, je travaille à Arras et je ne peux venir que le samedi, donc je ne veux pas faire la route pour rien. J'ai repéré une Toyota Yaris hybride de 2019 dans votre stock, le prix est correct mais elle a 95 000 km et j'ai déjà été arnaqué une fois avec un compteur trafiqué chez un particulier. Vous avez des infos sur son historique, les accidents et le kilométrage ?",
      answeredBy: [history, reservation],
    },
    {
      question:
        "Hi, I'm an American grad student doing a two-year master's in Lille, and taking the metro and buses to my internship is getting old. I'm looking for a cheap, reliable used car, ideally an automatic. The problem is I have no credit history in France, just a French bank account I opened last month. Can I still get financing through you, or would I have to pay for the whole thing upfront?",
      answeredBy: [credit, payment],
    },
    // One or two words
    { question: 'carte grise ?', answeredBy: [registration, prices, services, terms] },
    { question: 'LLD', answeredBy: [leasing, services] },
    // English questions against French knowledge, UK and US words
    {
      question:
        "Do you take part exchange? I've got a 2015 Ford Fiesta with about 90k miles on it.",
      answeredBy: [tradeIn, services, terms],
    },
    { question: 'Can I lease a new Kia with no down payment?', answeredBy: [leasing] },
    {
      question: "Can you get my car ready for its MOT? Not sure what it's called in France.",
      answeredBy: [roadworthiness, prices, services],
    },
    {
      question: 'Do you deliver cars to Belgium? I live in Kortrijk.',
      answeredBy: [homeDelivery, prices, belgium],
    },
    {
      question: 'How does the trade-in work, and how long is your offer good for?',
      answeredBy: [tradeIn, terms],
    },
    {
      question: "Do you have any used EVs? I'd want to know what shape the battery is in.",
      answeredBy: [electric, usedCars],
    },
    {
      question:
        'We just moved to Villeneuve-d’Ascq from Manchester and our French is pretty basic. Does anyone on your sales team speak English?',
      answeredBy: [staffLanguages],
    },
    // French questions against English knowledge
    {
      question: 'Est-ce que je peux réserver une voiture sur internet avant de venir la voir ?',
      answeredBy: [reservation, terms],
    },
    {
      question: "Qu'est-ce que je dois apporter le jour où je récupère ma voiture ?",
      answeredBy: [collection, terms],
    },
    {
      question:
        'Quelqu’un parle néerlandais chez vous ? Mon père est de Courtrai et il est plus à l’aise en flamand.',
      answeredBy: [staffLanguages, belgium],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    "Vous faites de la location de voiture pour un week-end ? J'ai besoin d'un monospace pour partir à la mer samedi.",
    'Vous vendez aussi des motos ou des scooters 125 ? Je voudrais une Yamaha MT-125 pour aller au boulot.',
    'Je cherche une assurance auto moins chère pour ma Clio, vous pouvez me faire un devis d’assurance ?',
    'Vous avez une station de lavage ou un rouleau pour laver ma voiture en passant ?',
    'Je voudrais acheter des plaquettes de frein et un filtre à huile pour faire ma vidange moi-même, vous vendez des pièces au comptoir ?',
    'Do you give driving lessons? My daughter needs to pass her driving test before September.',
    "Ma vieille Twingo ne roule plus, vous pouvez l'emmener à la casse et me donner le certificat de destruction ?",
    'Vous vendez des trottinettes électriques ? Mon fils en voudrait une pour aller au lycée.',
    // Plainly outside
    "C'est quand la Braderie de Lille cette année ?",
    'Where can I get good moules-frites near the Grand-Place in Lille?',
  ],
};
