import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Les Fées du Marais, a home-cleaning company in Paris with its office on the rue Charlot in
 * the 3rd arrondissement. It cleans homes all over Paris and in the neighbouring towns
 * (Montreuil, Vincennes, Boulogne, Neuilly…) every week, every other week or once a month,
 * irons at home, does one-off deep cleans, end-of-tenancy and move-in cleans at a flat rate by
 * size, windows, Airbnb turnovers with the linen, and small offices early in the morning or in
 * the evening. Its 38 cleaners are its own employees on permanent contracts, checked before
 * they are hired; each client has a regular cleaner and a replacement during her holidays, the
 * keys are kept in the office safe, and the products are the client's or an ecological kit the
 * company brings. As a services à la personne provider, its clients get the 50 % tax credit,
 * with the URSSAF's immediate advance ("avance immédiate") if they wish, and may pay with
 * employer-funded CESU. Its customers write in French (Parisian families and couples who both
 * work, elderly clients, tenants leaving a flat, small offices) and in English (expats, Airbnb
 * hosts who live abroad). The owner wrote the briefing in French, most Q&A pairs in French
 * (area, hours, prices, the tax credit, the immediate advance, CESU, frequency and commitment,
 * ironing, end-of-tenancy cleaning, windows, products, keys, how the cleaners are checked,
 * replacement, the same cleaner, the first visit, what a visit includes, offices, payment,
 * breakages, short-notice visits) and a few in English (Airbnb turnovers, the tax credit for
 * expats, cleaners who speak English, a one-off deep clean, not being at home), added two
 * custom responses (a quote for an end-of-tenancy or move-in clean, a complaint after a
 * visit), and pasted the 2026 price list and the general terms of service, both in French.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday Parisian words ("femme de ménage", "nickel pour l'état des lieux", "l'appart", "les
 * CESU de mon CE", "déduit les impôts", "that my employer gives me"), long messages with a
 * story around the question, typos and SMS French or English chat-speak ("bjr", "stp", "svp",
 * "c", "qd", "pr", "tt", "tjs", "jsp", "dispo", "vs", "u", "r ur", "tmrw", "thx", no accents),
 * one- or two-word questions, short follow-ups that only make sense after an earlier question
 * ("et le samedi ?", "and for a 3 bedroom?"), English questions against French knowledge and
 * the reverse, and a few that only a document answers (cancelling the day before, a visit on
 * 1 May, the inside of the oven and fridge at an end-of-tenancy clean, Airbnb turnovers on a
 * Sunday, lost keys, a chandelier too high to reach). The outside questions include hard
 * negatives that share words with the knowledge (shampooing a sofa and carpet, pet sitting,
 * bed bugs in an Airbnb, childcare with the same tax credit, moving boxes and a van at the end
 * of a lease, a job as a cleaner, selling cleaning products to the company, the market next to
 * its office) and plain questions about Paris.
 */

const english = qaIn('English');
const french = qaIn('French');

// The sources' titles, as the answers name them.
const area = 'Dans quels quartiers et quelles villes intervenez-vous ?';
const contact = 'Quels sont vos horaires et comment vous joindre ?';
const prices = 'Combien coûte une heure de ménage ?';
const taxCredit = 'Comment fonctionne le crédit d’impôt de 50 % ?';
const immediateAdvance = 'Qu’est-ce que l’avance immédiate de l’URSSAF et comment l’activer ?';
const cesu = 'Acceptez-vous les CESU ?';
const frequency = 'Quelles fréquences proposez-vous et faut-il s’engager ?';
const ironing = 'Faites-vous le repassage ?';
const endOfTenancy = 'Faites-vous le ménage de fin de bail et d’emménagement ?';
const windows = 'Nettoyez-vous les vitres ?';
const products = 'Qui fournit les produits et le matériel ?';
const keys = 'Comment gardez-vous nos clés ?';
const vetting = 'Vos intervenantes sont-elles vérifiées et de confiance ?';
const replacement = 'Que se passe-t-il quand mon intervenante habituelle est en congés ou malade ?';
const sameCleaner = 'Est-ce toujours la même intervenante qui vient ?';
const firstVisit = 'Comment se passe le début de la prestation ?';
const included = 'Que comprend une séance de ménage ?';
const offices = 'Faites-vous le ménage de bureaux ?';
const payment = 'Comment et quand dois-je payer ?';
const breakage = 'Que se passe-t-il si quelque chose est cassé ou abîmé ?';
const shortNotice = 'Pouvez-vous venir rapidement, par exemple dès demain ?';
const airbnb = 'Do you do Airbnb turnovers between guests?';
const expatTax = 'Can I get the 50% tax credit as a foreigner living in Paris?';
const englishSpeaking = 'Do your cleaners speak English?';
const deepClean = 'Can I book a one-off deep clean?';
const presence = 'Do I need to be at home while you clean?';
const priceList = 'Tarifs 2026 – ménage, repassage, fin de bail, vitres, Airbnb et bureaux';
const terms = 'Conditions générales de prestation 2026';
const quoteTemplate =
  'Demande de devis pour un ménage de fin de bail, d’emménagement ou de remise en état';
const complaintTemplate = 'Réclamation après une intervention (casse, oubli, retard ou absence)';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const parisHomeCleaningSet: EvaluationSet = {
  name: 'Paris home cleaning (Les Fées du Marais)',
  heldOut: false,
  agentName: 'Clémence',
  briefing: {
    companyName: 'Les Fées du Marais',
    industry: 'services',
    description:
      'Les Fées du Marais est une entreprise de ménage et de repassage à domicile fondée en 2014 par Nadia Benali. Notre bureau se trouve 18 rue Charlot, Paris 3e (métro Filles du Calvaire ou Saint-Sébastien – Froissart). Organisme de services à la personne déclaré (n° SAP 803415227), nous intervenons dans tout Paris, du 1er au 20e arrondissement, et dans les communes limitrophes : Montreuil, Vincennes, Saint-Mandé, Bagnolet, Les Lilas, Le Pré-Saint-Gervais, Pantin, Boulogne-Billancourt, Issy-les-Moulineaux, Neuilly-sur-Seine et Levallois-Perret. Notre équipe compte 38 intervenantes et intervenants, tous salariés en CDI chez nous (jamais d’auto-entrepreneurs ni de sous-traitants), recrutés après un entretien, la vérification de leurs références et de leur casier judiciaire, puis formés dans notre appartement-école, et trois responsables de secteur qui suivent chaque client. Nos clients bénéficient du crédit d’impôt de 50 % des services à la personne et, s’ils le souhaitent, de l’avance immédiate de l’URSSAF : ils ne paient alors que la moitié de la facture. Nous acceptons aussi les CESU préfinancés. Toute l’équipe du bureau et plusieurs de nos intervenantes parlent anglais.',
    targetAudience:
      'Les familles et les couples parisiens qui travaillent tous les deux et veulent retrouver un appartement propre le soir ; les personnes âgées qui ont besoin d’aide pour l’entretien de leur logement ; les locataires qui rendent ou prennent un appartement ; les expatriés installés à Paris ; les propriétaires de locations courte durée (Airbnb), souvent à l’étranger ; les petits bureaux, agences et cabinets de professions libérales du centre de Paris.',
    keyServices:
      'Ménage régulier à domicile, chaque semaine, toutes les deux semaines ou une fois par mois, sans engagement ; repassage à domicile, pendant le ménage ou en séance séparée ; ménage ponctuel et grand ménage ; ménage de fin de bail et d’emménagement au forfait, selon la surface ; nettoyage des vitres ; rotations Airbnb et locations meublées de courte durée, avec changement du linge ; ménage de petits bureaux et cabinets jusqu’à 300 m², tôt le matin ou le soir ; visite d’évaluation gratuite à domicile ; une intervenante attitrée et une remplaçante pendant ses congés ; garde de vos clés dans notre coffre-fort ; vos produits ou notre kit de produits écologiques.',
    commonQuestions:
      'Les quartiers et les villes où nous intervenons, le prix de l’heure avant et après le crédit d’impôt, le fonctionnement du crédit d’impôt et de l’avance immédiate, les CESU, l’engagement et le préavis, le repassage, le prix d’un ménage de fin de bail, les vitres, les produits, la garde des clés, la confiance qu’on peut avoir dans nos intervenantes, ce qui se passe pendant leurs vacances, les rotations Airbnb, le ménage de bureaux, les délais pour un premier passage.',
    languages: ['French', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Réponses courtes et concrètes, avec le prix avant et après crédit d’impôt quand il s’agit de ménage à domicile. Nous vouvoyons toujours les clients, même quand ils écrivent en abrégé ou nous tutoient. Nous répondons en anglais à qui écrit en anglais. Nous terminons par une étape simple : prendre rendez-vous pour la visite d’évaluation gratuite, demander un devis, ou écrire sur WhatsApp au 06 12 48 93 70.',
    personality:
      'Chaleureuse et rassurante, comme une responsable de secteur qui connaît bien ses clients et ses intervenantes : précise sur les prix et les démarches URSSAF, discrète et sérieuse sur la confiance et les clés, patiente avec les expatriés qui découvrent le crédit d’impôt français.',
    responseTemplates: [
      {
        scenario: quoteTemplate,
        response:
          'Avec plaisir ! Pour vous envoyer un prix exact et réserver une date, dites-nous : l’adresse du logement (arrondissement ou ville) et l’étage, avec ou sans ascenseur ; la surface et le nombre de pièces ; si le logement sera vide ou encore meublé ; la date souhaitée et, pour une fin de bail, la date et l’heure de l’état des lieux ; l’état général (cuisine très grasse, calcaire, traces de travaux) et les options voulues (intérieur du four, du réfrigérateur, hotte, balcon) ; comment nous aurons accès au logement (clés, boîte à clés, agence). Des photos de la cuisine et de la salle de bains nous aident beaucoup. Écrivez-nous sur WhatsApp au 06 12 48 93 70 ou à bonjour@feesdumarais.example : nous répondons dans la journée ouvrée, et nous pouvons passer voir le logement gratuitement avant de vous confirmer le prix.',
      },
      {
        scenario: complaintTemplate,
        response:
          'Nous sommes vraiment désolés. Pour que votre responsable de secteur s’en occupe tout de suite, envoyez-nous à bonjour@feesdumarais.example ou sur WhatsApp au 06 12 48 93 70 : votre nom et votre adresse, la date du passage, ce qui s’est passé (objet cassé ou abîmé, tâche oubliée, retard, intervenante qui n’est pas venue) et, si possible, des photos. Pour un objet cassé ou abîmé, prévenez-nous dans les 48 heures : nous le déclarons à notre assurance. Pour une tâche mal faite ou oubliée, nous revenons la refaire gratuitement. Votre responsable de secteur vous rappelle sous 24 heures ouvrées, du lundi au vendredi.',
      },
    ],
  },
  qa: [
    french(
      area,
      'Nous intervenons dans tout Paris, du 1er au 20e arrondissement, et dans les communes limitrophes : Montreuil, Vincennes, Saint-Mandé, Bagnolet, Les Lilas, Le Pré-Saint-Gervais, Pantin, Boulogne-Billancourt, Issy-les-Moulineaux, Neuilly-sur-Seine et Levallois-Perret. Il n’y a aucun frais de déplacement dans cette zone. Nous n’allons pas plus loin (par exemple à Saint-Denis, Nanterre ou Créteil), car nos intervenantes se déplacent en transports en commun et nous voulons qu’elles arrivent à l’heure. Si vous habitez juste à la limite, demandez-nous quand même : selon la ligne de métro, nous avons parfois une intervenante tout près.',
    ),
    french(
      contact,
      'Notre bureau est au 18 rue Charlot, 75003 Paris (métro Filles du Calvaire, ligne 8, ou Saint-Sébastien – Froissart). Il est ouvert du lundi au vendredi de 8h30 à 18h30 ; le samedi de 9h à 12h30, nous répondons par téléphone et WhatsApp uniquement. Téléphone 01 42 71 58 30, WhatsApp 06 12 48 93 70, e-mail bonjour@feesdumarais.example. Le ménage à domicile a lieu du lundi au samedi, entre 8h et 20h, sur le créneau que nous fixons ensemble. Les rotations Airbnb et le ménage de bureaux ont leurs propres horaires.',
    ),
    french(
      prices,
      'Pour un ménage régulier, chaque semaine ou toutes les deux semaines : 29 € TTC de l’heure, soit 14,50 € après le crédit d’impôt de 50 %, avec un minimum de 2 heures par passage. Une fois par mois : 32 € de l’heure (16 € après crédit d’impôt), minimum 3 heures. Ménage ponctuel ou grand ménage : 34 € de l’heure (17 € après crédit d’impôt), minimum 3 heures. Le repassage fait au domicile est au même tarif que le ménage. Il n’y a ni frais de dossier, ni frais d’inscription, ni frais de déplacement. Exemple : 3 heures chaque semaine coûtent environ 377 € par mois, soit 188,50 € après crédit d’impôt. Le kit de produits écologiques est en option, à 6 € par passage.',
    ),
    french(
      taxCredit,
      'En tant qu’organisme de services à la personne déclaré, nous vous permettons de récupérer 50 % de ce que vous payez pour le ménage et le repassage à votre domicile, en crédit d’impôt : une heure à 29 € vous revient à 14,50 €. Le crédit d’impôt est versé même si vous n’êtes pas imposable. Les dépenses sont retenues jusqu’à 12 000 € par an, plus 1 500 € par enfant à charge ou par membre du foyer de plus de 65 ans, dans la limite de 15 000 € (18 000 € l’année où vous faites appel pour la première fois à un service à la personne). Il faut que le ménage soit fait dans votre résidence principale ou secondaire, en France. Ne donnent pas droit au crédit d’impôt : le ménage d’un logement que vous louez à des voyageurs (Airbnb, meublé de tourisme) et celui des bureaux. Deux façons d’en profiter : avec l’avance immédiate de l’URSSAF, vous ne payez que 50 % chaque mois et n’avancez rien ; sans elle, vous payez la facture entière et vous déclarez les sommes l’année suivante (case 7DB de la déclaration de revenus) avec l’attestation fiscale que nous vous envoyons en février.',
    ),
    french(
      immediateAdvance,
      'L’avance immédiate est un service gratuit de l’URSSAF : au lieu d’attendre le remboursement des impôts l’année suivante, vous ne payez chaque mois que la moitié de la facture, et l’URSSAF nous verse l’autre moitié. Pour l’activer, envoyez-nous votre adresse e-mail, vos date et lieu de naissance, votre numéro fiscal et votre IBAN ; nous vous inscrivons, puis vous recevez un e-mail de l’URSSAF pour activer votre espace sur particulier.urssaf.fr. Ensuite, chaque début de mois, nous déclarons la facture du mois précédent ; vous avez 48 heures pour la valider ou la contester dans votre espace (sans réponse, elle est validée), puis l’URSSAF prélève les 50 % restants sur votre compte, en général 2 à 3 jours plus tard. Pour y avoir droit, il faut avoir déjà fait au moins une déclaration de revenus en France. L’avance immédiate est facultative et vous pouvez l’arrêter quand vous voulez.',
    ),
    french(
      cesu,
      'Oui, nous acceptons les CESU préfinancés, ceux que vous donne votre employeur, votre comité d’entreprise (CSE), votre mutuelle ou votre caisse de retraite, en titres papier comme en e-CESU. Les titres papier se déposent au bureau ou s’envoient par courrier avant le 10 du mois, avec votre nom au dos ; les e-CESU se règlent depuis le site de l’émetteur (Edenred, Up ou Sodexo/Pluxee) vers notre compte. Le reste de la facture se paie normalement, avec l’avance immédiate, par prélèvement ou par carte. La part payée en CESU préfinancés par votre employeur ne donne pas droit au crédit d’impôt. En revanche, le CESU déclaratif ne nous concerne pas : c’est nous l’employeur de votre intervenante, vous n’avez rien à déclarer.',
    ),
    french(
      frequency,
      'Nous venons chaque semaine ou toutes les deux semaines (au moins 2 heures par passage), ou une fois par mois (au moins 3 heures), toujours le même jour et sur le même créneau, par exemple le mardi de 9h à 12h. Certains clients prennent deux passages par semaine. Il n’y a aucun engagement de durée ni frais de résiliation : vous pouvez changer la fréquence ou arrêter avec un préavis de 15 jours, par simple e-mail. Pour un appartement de 2 pièces, 2 heures par semaine suffisent en général ; pour une famille en 4 pièces, comptez plutôt 3 à 4 heures.',
    ),
    french(
      ironing,
      'Oui, le repassage se fait chez vous, avec votre fer et votre table à repasser, au même tarif que le ménage (29 € de l’heure en régulier, soit 14,50 € après crédit d’impôt). Vous pouvez l’ajouter à votre ménage, par exemple 3 heures dont 1 heure de repassage, ou réserver des séances de repassage seules de 2 heures minimum. En une heure, une intervenante repasse environ 10 à 12 chemises, ou 20 à 25 pièces simples (t-shirts, torchons, taies). Elle plie et range le linge, et les chemises sont mises sur cintre. Préparez le linge propre et sec dans un panier ; signalez-nous les vêtements délicats (soie, laine, lin).',
    ),
    french(
      endOfTenancy,
      'Oui, pour un logement vide que vous quittez ou dans lequel vous emménagez, au forfait selon la surface : studio jusqu’à 30 m² 220 €, 2 pièces jusqu’à 45 m² 290 €, 3 pièces jusqu’à 65 m² 380 €, 4 pièces jusqu’à 85 m² 470 €, et sur devis au-delà. Le forfait comprend le déplacement de deux intervenantes avec tous les produits et le matériel ; la cuisine (façades, plan de travail, évier, crédence, plaques) ; le détartrage de la salle de bains et des WC ; l’intérieur des placards et des penderies vides ; les vitres, côté intérieur et côté extérieur quand il est accessible ; les portes, les plinthes et les interrupteurs ; le lavage de tous les sols. Réservez une à deux semaines à l’avance, surtout en fin de mois. Si l’agence ou le propriétaire relève un point oublié à l’état des lieux, nous revenons le refaire gratuitement sous 48 heures. Si le logement est votre résidence principale, le forfait ouvre droit au crédit d’impôt de 50 %.',
    ),
    french(
      windows,
      'Oui. Pendant un ménage régulier, l’intervenante peut faire les vitres côté intérieur sur le temps prévu (comptez 10 minutes par fenêtre). Pour un nettoyage complet, nous avons un forfait vitres : jusqu’à 8 fenêtres, les deux faces, cadres et rebords compris, pour 95 €, puis 10 € par fenêtre en plus ; une porte-fenêtre ou une baie vitrée compte pour deux fenêtres. Nous nettoyons la face extérieure seulement quand elle est accessible en toute sécurité depuis l’intérieur (fenêtres qui s’ouvrent) ou depuis un balcon. Le forfait vitres ouvre droit au crédit d’impôt de 50 % comme le ménage.',
    ),
    french(
      products,
      'Pour le ménage régulier, nous utilisons par défaut vos produits et votre matériel : aspirateur, balai, serpillière ou balai à plat, seau, éponges, chiffons. À la visite d’évaluation, nous vous laissons la liste de ce qu’il faut avoir. Si vous préférez, votre intervenante apporte notre kit écologique, pour 6 € par passage : des produits certifiés Ecocert (L’Arbre Vert et Étamine du Lys, vinaigre blanc, savon noir) et des chiffons microfibres lavés par nos soins ; l’aspirateur reste le vôtre. Pour un ménage de fin de bail, un grand ménage ou une rotation Airbnb, nous apportons tout, aspirateur compris, sans supplément. Si vous avez des surfaces fragiles (marbre, parquet huilé, inox), dites-le-nous : nous adaptons les produits.',
    ),
    french(
      keys,
      'Vos clés sont gardées dans le coffre-fort de notre bureau de la rue Charlot, sous vidéosurveillance. Chaque trousseau porte une étiquette avec un simple numéro, jamais votre nom ni votre adresse. Vous nous les remettez contre un bon de remise de clés signé, lors de la visite d’évaluation ou au premier passage. Votre intervenante les prend le jour de son passage et les rapporte au bureau le soir même ; seules elle et votre responsable de secteur y ont accès. La plupart de nos clients ne sont pas chez eux pendant le ménage. Vous pouvez aussi nous donner le code de votre boîte à clés ou de votre serrure connectée, et nous vous rendons les clés à tout moment, sur simple demande. La garde des clés est gratuite.',
    ),
    french(
      vetting,
      'Toutes nos intervenantes et tous nos intervenants sont nos salariés, en CDI : nous ne faisons jamais appel à des auto-entrepreneurs ni à des sous-traitants. Avant l’embauche, chacun passe un entretien au bureau avec Nadia, notre fondatrice, ou une responsable de secteur ; nous vérifions sa pièce d’identité et son titre de séjour, nous appelons au moins deux anciens employeurs et nous demandons un extrait de casier judiciaire de moins de trois mois. Il suit ensuite trois jours de formation dans notre appartement-école (produits, surfaces fragiles, repassage, respect de la vie privée), et ses premiers passages se font avec sa responsable de secteur. Nos intervenantes sont couvertes par notre assurance responsabilité civile professionnelle chez AXA, jusqu’à 2 millions d’euros.',
    ),
    french(
      replacement,
      'Votre intervenante a cinq semaines de congés payés par an. Nous vous prévenons au moins un mois à l’avance et nous vous proposons une remplaçante du même secteur, à qui votre responsable de secteur transmet vos consignes. Vous pouvez l’accepter ou préférer sauter les passages : dans ce cas, rien n’est facturé. Si votre intervenante est malade, nous vous prévenons par SMS avant 8h le jour même et nous vous proposons une remplaçante dans les 48 heures ou un autre créneau dans la semaine. Un passage qui n’a pas lieu de notre fait n’est jamais facturé.',
    ),
    french(
      sameCleaner,
      'Oui. Nous vous attribuons une intervenante attitrée, qui vient chaque fois le même jour et au même créneau, et qui apprend vite vos habitudes. Vous ne verrez une autre personne que pendant ses congés ou un arrêt maladie, et seulement si vous acceptez la remplaçante. Si le courant ne passe pas, dites-le à votre responsable de secteur : nous vous proposons une autre intervenante, sans frais et sans avoir à vous justifier.',
    ),
    french(
      firstVisit,
      'Tout commence par une visite d’évaluation gratuite et sans engagement chez vous, d’environ 30 à 45 minutes, avec une responsable de secteur, en général dans la semaine qui suit votre appel. Nous faisons le tour du logement, notons vos priorités et vos consignes, regardons vos produits et votre matériel, et choisissons ensemble la fréquence et le créneau. Vous recevez le devis le jour même par e-mail. Le premier passage a lieu en général sous 10 jours, et votre responsable de secteur vient vous présenter votre intervenante ce jour-là. C’est aussi à ce moment que vous nous confiez vos clés, si vous le souhaitez.',
    ),
    french(
      included,
      'Une séance de ménage régulier comprend : le dépoussiérage des meubles, des étagères et des objets ; l’aspirateur et le lavage des sols dans toutes les pièces ; la cuisine (plan de travail, évier, plaques, façades, extérieur de l’électroménager, micro-ondes) ; la salle de bains et les WC (lavabo, douche ou baignoire, robinetterie, miroirs, toilettes) ; la vaisselle ou le chargement du lave-vaisselle ; la réfection des lits et, si vous le demandez, le changement des draps ; les poubelles ; le rangement courant. Selon le temps prévu et vos consignes, l’intervenante peut ajouter le repassage, les vitres côté intérieur, une lessive ou le frigo. Ne sont pas compris dans une séance normale : le lavage des murs et des plafonds, et le rangement de caves ou de greniers. Votre responsable de secteur fixe avec vous l’ordre des priorités pour que l’essentiel soit toujours fait.',
    ),
    french(
      offices,
      'Oui, pour les bureaux, agences et cabinets de professions libérales jusqu’à 300 m², dans notre zone d’intervention : 31 € HT de l’heure (37,20 € TTC), minimum 2 heures par passage, de 1 à 5 passages par semaine. Nous passons tôt le matin, entre 6h30 et 9h, ou le soir, entre 18h et 21h30, pour ne pas gêner votre équipe. Sont compris : les sols, le dépoussiérage des bureaux (sans toucher aux papiers ni aux écrans), la cuisine ou le coin café, les sanitaires, les poubelles et le tri ; les produits, le matériel et les sacs-poubelle sont fournis. Le ménage de bureaux est facturé avec TVA et n’ouvre pas droit au crédit d’impôt. Le contrat est mensuel, avec un préavis d’un mois. Nous passons voir vos locaux gratuitement avant de vous envoyer le devis.',
    ),
    french(
      payment,
      'Vous recevez chaque mois une seule facture pour les passages du mois précédent, le premier jour ouvré du mois, par e-mail et dans votre espace client. Vous pouvez payer avec l’avance immédiate (l’URSSAF ne vous prélève que 50 %), par prélèvement SEPA le 10 du mois, par carte bancaire en ligne, par virement ou en CESU préfinancés. Nous n’acceptons ni les espèces ni les chèques, et vous ne devez jamais payer votre intervenante directement. Chaque année en février, nous vous envoyons l’attestation fiscale pour votre déclaration de revenus.',
    ),
    french(
      breakage,
      'Cela arrive rarement, mais nous sommes assurés : notre responsabilité civile professionnelle chez AXA couvre les dommages causés par nos intervenantes chez vous, jusqu’à 2 millions d’euros. Votre intervenante doit vous signaler tout incident le jour même. De votre côté, prévenez-nous dans les 48 heures par e-mail ou WhatsApp, avec des photos ; nous faisons réparer ou remplacer l’objet, ou nous vous remboursons. Pour être tranquille, montrez-nous à la visite d’évaluation les objets fragiles ou de valeur et les surfaces délicates (marbre, laque, parquet ancien) : votre intervenante saura comment les traiter.',
    ),
    french(
      shortNotice,
      'Pour un ménage ponctuel, un grand ménage ou un ménage de fin de bail, nous trouvons en général une intervenante sous 48 à 72 heures, parfois dès le lendemain. Pour le lendemain, appelez-nous ou écrivez-nous sur WhatsApp avant 12h, du lundi au vendredi. Il n’y a pas de supplément pour une demande urgente, mais nous ne pouvons pas la garantir, surtout en fin de mois et avant les fêtes. Pour un ménage régulier, le premier passage a lieu en général sous 10 jours, après la visite d’évaluation.',
    ),
    english(
      airbnb,
      'Yes, we do turnovers for Airbnb and other short-term rentals in our area. Between two stays we clean the whole flat, change the bed linen and towels, do the dishes, take out the rubbish, restock the basics (toilet paper, soap, coffee pods, at your cost) and send you a photo report on WhatsApp when we leave. We can fit a turnover between an 11am check-out and a 4pm check-in. Prices per turnover, products and equipment included: studio €45, one-bedroom €59, two-bedroom €75, larger flats on quote. You can rent our linen (sheets, duvet cover, pillowcases and two towels) for €14 per bed, or we wash your own linen in the flat’s washing machine during the turnover. Share your Airbnb calendar with us (iCal link) and we schedule each turnover automatically; keys are left in a lockbox or kept in our office safe. Turnovers are not eligible for the 50% tax credit, because the flat is rented out.',
    ),
    english(
      expatTax,
      'Yes, your nationality does not matter: what counts is that you are a French tax resident and that the cleaning is done in your home in France. You get 50% of what you pay back as a tax credit, even if you end up paying no income tax. In your first year in France, you pay the full invoice; you then declare the amounts in your first French income tax return the following spring (box 7DB), using the tax certificate we send you in February, and the tax office refunds you in the summer. Once you have filed that first return and have a French tax number (numéro fiscal), you can switch to the URSSAF immediate advance and pay only 50% of each invoice. If you live abroad and are not a French tax resident, you are generally not eligible. We are happy to explain the steps in English on the phone.',
    ),
    english(
      englishSpeaking,
      'Yes, many of them do. About a third of our cleaners speak English well enough to understand your instructions and chat with you, and some also speak Spanish, Portuguese or Arabic; tell us at the assessment visit and we match you with one of them. Everyone in our office speaks English, so you can write to us on WhatsApp or by email in English. Our contract and invoices are in French, but we send you a short summary in English, and your area manager can walk you through the URSSAF immediate advance in English.',
    ),
    english(
      deepClean,
      'Yes. A one-off deep clean (“grand ménage”) is €34 per hour, or €17 after the 50% tax credit, with a minimum of 3 hours. For a flat that has not been cleaned for a while, we usually send two cleaners for 3 to 5 hours: for example, 2 cleaners for 4 hours in a two-bedroom flat comes to €272. We bring all the products and equipment, vacuum included. Customers book it for a spring clean, before family visits, after a party or before a move. We can usually come within 2 to 3 days. Cleaning after building or renovation work is done on quote, after a visit, because of the fine dust.',
    ),
    english(
      presence,
      'No. Most of our clients are at work when their cleaner comes. We only suggest that you are there for the first 15 minutes of the first visit, when your area manager introduces your cleaner and goes through your instructions. After that, your keys are kept in our office safe or you give us a lockbox code, and your cleaner sends you a short WhatsApp message when she leaves (what was done, anything missing such as bin bags or dish soap). If you work from home, that is fine too: she will simply work around you.',
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'French',
      text: `TARIFS 2026 – LES FÉES DU MARAIS
18 rue Charlot, 75003 Paris – 01 42 71 58 30 – bonjour@feesdumarais.example
Organisme de services à la personne déclaré, n° SAP 803415227. Prix TTC (TVA 10 % pour le ménage à domicile, 20 % pour les bureaux et les locations courte durée), valables du 1er janvier au 31 décembre 2026. « Après crédit d’impôt » : ce que vous coûte la prestation une fois déduit le crédit d’impôt de 50 %.

1. Ménage et repassage à domicile
- Régulier, chaque semaine ou toutes les deux semaines : 29 € de l’heure (14,50 € après crédit d’impôt), minimum 2 h par passage.
- Mensuel, une fois par mois : 32 € de l’heure (16 € après crédit d’impôt), minimum 3 h.
- Ponctuel ou grand ménage : 34 € de l’heure (17 € après crédit d’impôt), minimum 3 h.
- Repassage au domicile, avec le ménage ou seul : même tarif horaire ; séance de repassage seule : minimum 2 h.
- Kit de produits écologiques apporté par l’intervenante : 6 € par passage.
- Frais de dossier, d’inscription et de déplacement : aucun. Visite d’évaluation : gratuite.

2. Fin de bail et emménagement (logement vide, deux intervenantes, produits et matériel compris)
- Studio jusqu’à 30 m² : 220 € – 2 pièces jusqu’à 45 m² : 290 € – 3 pièces jusqu’à 65 m² : 380 € – 4 pièces jusqu’à 85 m² : 470 € – au-delà : sur devis.
- Options : intérieur du four 25 € ; intérieur du réfrigérateur et du congélateur 20 € ; hotte et filtres 20 € ; balcon ou terrasse 25 € ; cave 40 €.
- Logement encore meublé : +20 %. Logement très encrassé ou après travaux : sur devis, après visite.
- Ouvre droit au crédit d’impôt si le logement est votre résidence principale ou secondaire.

3. Vitres
- Forfait jusqu’à 8 fenêtres, deux faces, cadres et rebords : 95 € ; fenêtre supplémentaire : 10 € ; porte-fenêtre ou baie vitrée : compte pour deux fenêtres ; fenêtre de toit (Velux) : 15 €.
- Vitres intérieures pendant un ménage régulier : sur le temps du passage, au tarif horaire.

4. Locations courte durée (Airbnb, meublés de tourisme)
- Rotation, produits compris : studio 45 € ; 2 pièces 59 € ; 3 pièces 75 € ; au-delà : sur devis.
- Location de linge (draps, housse de couette, taies, deux serviettes) : 14 € par lit. Lavage de votre linge dans la machine du logement : compris.
- Réassort des consommables : au prix d’achat, sur justificatif.
- Rotation le dimanche ou un jour férié : +25 %. Rotation demandée moins de 24 h à l’avance : +15 €.
- N’ouvre pas droit au crédit d’impôt. Facture avec TVA 20 %.

5. Bureaux et cabinets (jusqu’à 300 m²)
- 31 € HT de l’heure (37,20 € TTC), minimum 2 h par passage, de 1 à 5 passages par semaine, produits, matériel et sacs-poubelle compris.
- Passages de 6h30 à 9h ou de 18h à 21h30. N’ouvre pas droit au crédit d’impôt.

6. Clés
- Garde des clés dans notre coffre-fort : gratuite.
- Fourniture et pose d’une boîte à clés à code : 35 €.

7. Exemples (ménage régulier, après crédit d’impôt)
- 2 h chaque semaine : environ 251 € par mois, 125,50 € après crédit d’impôt.
- 3 h chaque semaine : environ 377 € par mois, 188,50 € après crédit d’impôt.
- 3 h toutes les deux semaines : environ 188,50 € par mois, 94,25 € après crédit d’impôt.`,
    },
    {
      title: terms,
      language: 'French',
      text: `CONDITIONS GÉNÉRALES DE PRESTATION – Les Fées du Marais SAS, 18 rue Charlot, 75003 Paris, RCS Paris 803 415 227, organisme de services à la personne déclaré n° SAP 803415227. En vigueur au 1er janvier 2026.

1. Objet
Les Fées du Marais fournit des prestations de ménage et de repassage au domicile de ses clients, en mode prestataire : les intervenantes et intervenants sont salariés de l’entreprise, qui est leur employeur. Le client n’a aucune démarche d’employeur à accomplir. Les prestations pour les bureaux et les locations de courte durée font l’objet d’un devis distinct.

2. Devis et contrat
Toute prestation régulière est précédée d’une visite d’évaluation gratuite et d’un devis. Le contrat est conclu sans durée minimale. Le client peut modifier la fréquence ou mettre fin au contrat à tout moment, par e-mail, avec un préavis de 15 jours, sans frais. Pour les bureaux, le préavis est d’un mois. Le client consommateur dispose d’un délai de rétractation de 14 jours après la signature ; s’il demande que la prestation commence avant la fin de ce délai, les passages effectués restent dus.

3. Horaires d’intervention
Ménage à domicile : du lundi au samedi, de 8h à 20h. Bureaux : de 6h30 à 9h et de 18h à 21h30, du lundi au samedi. Rotations de locations courte durée : tous les jours, y compris le dimanche et les jours fériés, de 10h à 18h, au tarif en vigueur. Aucun ménage à domicile n’a lieu le dimanche.

4. Annulation et report par le client
Un passage peut être annulé ou déplacé gratuitement jusqu’à 48 heures avant l’heure prévue. Entre 48 et 24 heures avant, 50 % du passage est facturé ; moins de 24 heures avant, ou si l’intervenante ne peut pas entrer dans le logement (porte close, clé ou code non fourni), le passage est facturé en entier. Les absences prévues du client (vacances, déplacements) signalées au moins 7 jours à l’avance ne sont pas facturées, sans limite de durée.

5. Jours fériés
Un passage qui tombe un jour férié est déplacé, avec l’accord du client, à un autre jour de la même semaine ; s’il ne peut pas l’être, il est annulé sans être facturé. Le 1er mai, aucune intervention n’a lieu, y compris pour les locations courte durée ; le passage prévu ce jour-là n’est pas facturé.

6. Intervenante attitrée et remplacement
Le client a une intervenante attitrée. Pendant ses congés, ses absences ou sa formation, l’entreprise propose une remplaçante ; le client peut la refuser, et les passages non effectués ne sont pas facturés. Un passage annulé du fait de l’entreprise n’est jamais facturé.

7. Clés
Les clés confiées sont inscrites sur un bon de remise signé par les deux parties et conservées dans le coffre-fort du bureau, identifiées par un numéro. Elles sont rendues au client sur simple demande, sous 48 heures ouvrées, ou à la fin du contrat. En cas de perte ou de vol de clés confiées, l’entreprise prend en charge la reproduction des clés et, si le client le demande, le changement du cylindre de la serrure par un serrurier, sur facture, dans les meilleurs délais.

8. Sécurité et limites des interventions
Pour leur sécurité, les intervenantes ne montent pas sur une échelle ni sur un escabeau de plus de trois marches et ne se penchent pas à l’extérieur des fenêtres : les luminaires, les plafonds, les hauts de placards et les faces extérieures des vitres qui ne sont pas accessibles dans ces conditions ne sont pas nettoyés. Elles ne déplacent pas seules de meuble de plus de 20 kg. Elles n’utilisent pas de produits dangereux (acide chlorhydrique, soude caustique, mélanges de produits). Elles n’ont pas à manipuler d’argent liquide ni d’objets de valeur laissés en évidence.

9. Casse et dommages
L’entreprise est assurée en responsabilité civile professionnelle (AXA, jusqu’à 2 000 000 € par sinistre). Tout dommage doit être signalé par écrit, avec photos, dans les 48 heures qui suivent le passage. L’objet est réparé, remplacé ou remboursé à sa valeur d’usage, vétusté déduite. Les objets d’une valeur supérieure à 1 500 € ne sont couverts que s’ils ont été signalés à l’entreprise avant l’intervention. Ne sont pas couverts : l’usure normale, les objets déjà abîmés ou mal fixés, les dommages dus à un produit fourni par le client et utilisé selon ses consignes.

10. Facturation et paiement
Une facture mensuelle est émise le premier jour ouvré du mois pour les passages du mois précédent. Elle est payée par avance immédiate de l’URSSAF, par prélèvement SEPA le 10 du mois, par carte bancaire, par virement ou en CESU préfinancés. Tout paiement à l’intervenante est interdit. En cas de retard, des pénalités égales à trois fois le taux d’intérêt légal s’appliquent ; après 30 jours d’impayé et une relance restée sans réponse, les passages sont suspendus. Le tarif horaire est révisé au 1er janvier de chaque année ; le client en est informé au moins un mois avant.

11. Attestation fiscale
Une attestation fiscale annuelle est adressée au client en février, pour les sommes payées l’année précédente, y compris lorsque l’avance immédiate est utilisée.

12. Qualité, réclamations et médiation
Si une tâche prévue n’a pas été faite ou a été mal faite, le client le signale dans les 48 heures ; l’intervenante revient la refaire gratuitement sous 72 heures. Toute réclamation est adressée à bonjour@feesdumarais.example ; une réponse est apportée sous 8 jours. À défaut d’accord, le client consommateur peut recourir gratuitement au médiateur de la consommation dont relève l’entreprise, dont les coordonnées figurent sur chaque facture.

13. Données personnelles
Les données du client servent uniquement à l’exécution des prestations, à la facturation et aux démarches auprès de l’URSSAF. Elles sont conservées pendant la durée du contrat puis pendant les durées légales. Le client peut y accéder et les faire rectifier en écrivant à bonjour@feesdumarais.example.`,
    },
  ],
  answerable: [
    // French paraphrases and everyday Parisian words
    {
      question:
        "Bonjour, je cherche quelqu'un de sérieux pour faire le ménage chez moi toutes les deux semaines, c'est possible sans s'engager pour un an ?",
      answeredBy: [frequency, services, terms],
    },
    {
      question: "C'est combien de l'heure une fois qu'on a déduit les impôts ?",
      answeredBy: [prices, taxCredit, priceList],
    },
    {
      question:
        'Vous faites aussi le repassage des chemises de mon mari ? Il en a une dizaine par semaine',
      answeredBy: [ironing, services],
    },
    {
      question:
        "On rend l'appart le 30, il faut qu'il soit nickel pour l'état des lieux de sortie, vous pouvez gérer ça ?",
      answeredBy: [endOfTenancy, services, quoteTemplate, priceList],
    },
    {
      question: "J'habite à Montreuil, côté Croix-de-Chavaux, c'est dans votre secteur ?",
      answeredBy: [area, description],
    },
    // Long messages in French, the question inside
    {
      question:
        'Bonjour, nous sommes un couple avec deux enfants en bas âge, on travaille tous les deux à plein temps et on n’arrive plus à suivre. On a un 4 pièces de 85 m² rue de la Roquette. On pensait à 3h par semaine avec un peu de repassage. Ça reviendrait à combien par mois, en comptant le crédit d’impôt ?',
      answeredBy: [prices, taxCredit, priceList, ironing],
    },
    {
      question:
        "Bonsoir, ma femme de ménage actuelle (que je déclarais moi-même) part à la retraite. Une amie m'a parlé de vous et de l'avance immédiate, je n'ai rien compris : est-ce que je dois encore avancer tout l'argent et attendre le remboursement des impôts l'année d'après, ou pas ?",
      answeredBy: [immediateAdvance, taxCredit, payment, description],
    },
    {
      question:
        'Bonjour, je pars trois semaines en août et Fatou, qui vient chez moi le mardi, sera elle-même en congés en juillet. Comment ça se passe dans ces cas-là, je paie quand même ?',
      answeredBy: [replacement, terms, services],
    },
    {
      question:
        "Bjr, j'avoue que j'ai un peu peur de confier mes clés. La dernière fois, avec une autre société, les clés ont traîné chez une intervenante pendant des mois et personne ne savait où elles étaient. Vous faites comment, vous, concrètement ?",
      answeredBy: [keys, services, terms],
    },
    // Long messages in English
    {
      question:
        "Hi there, I'm Canadian, moved to Paris last September for work and I'm renting a 2-bedroom in the 4th. A colleague told me I could get half of my cleaner's cost back from the French tax office. Does that work for someone like me? I've never filed a French tax return yet.",
      answeredBy: [expatTax, taxCredit, immediateAdvance],
    },
    {
      question:
        "Hello! I host two Airbnb flats in the Marais (a studio and a one-bedroom). I live in London and I'm tired of my current cleaner not showing up on Saturdays. Can you do the turnovers between guests, including changing the sheets and towels, and what would it cost?",
      answeredBy: [airbnb, priceList, services],
    },
    {
      question:
        'Hi, we are moving into a flat in Boulogne next month and the previous tenants left it in a pretty gross state (greasy kitchen, limescale everywhere in the bathroom). Could you do a proper clean before our furniture arrives? It is about 60m2.',
      answeredBy: [endOfTenancy, deepClean, quoteTemplate, priceList, services],
    },
    {
      question:
        "Hi, I run a small architecture studio in the 3rd, 6 people, around 120 m2. We'd need someone twice a week, ideally before 9am so it doesn't disturb us. Is that something you do?",
      answeredBy: [offices, services, priceList, terms],
    },
    // Typos, SMS French and English chat-speak
    {
      question: 'bjr c combien le menage de fin de bail pr un 2 pieces stp',
      answeredBy: [endOfTenancy, priceList, quoteTemplate],
    },
    { question: 'vs prenez les cesu de mon CE ?', answeredBy: [cesu, payment, description] },
    {
      question: 'qd est ce que vs pouvez venir au plus tot, jsp si c dispo cette semaine',
      answeredBy: [shortNotice, firstVisit, deepClean],
    },
    {
      question: 'faut que je fournisse les produits ou vs venez avec tt ?',
      answeredBy: [products, services],
    },
    {
      question: "c possible d'avoir tjs la meme personne svp",
      answeredBy: [sameCleaner, services],
    },
    { question: 'do u guys do windows', answeredBy: [windows, services, priceList] },
    {
      question: 'r ur cleaners background checked? bit nervous leaving someone alone in my flat',
      answeredBy: [vetting, description],
    },
    {
      question: 'hey can u come tmrw for a quick clean, got guests saturday',
      answeredBy: [shortNotice, deepClean],
    },
    { question: 'how much per hr for weekly cleaning thx', answeredBy: [prices, priceList] },
    // One or two words
    {
      question: 'Avance immédiate ?',
      answeredBy: [immediateAdvance, taxCredit, payment, description],
    },
    { question: 'Repassage', answeredBy: [ironing, services, priceList] },
    { question: 'Office cleaning?', answeredBy: [offices, services, priceList] },
    { question: 'Insurance?', answeredBy: [breakage, vetting, terms] },
    // Short follow-ups
    { question: 'et le samedi ?', answeredBy: [contact, terms] },
    { question: 'and for a 3 bedroom?', answeredBy: [endOfTenancy, priceList, quoteTemplate] },
    {
      question: "et si c'est pour un Airbnb, le crédit d'impôt marche aussi ?",
      answeredBy: [taxCredit, airbnb, priceList],
    },
    // French questions, English knowledge
    {
      question:
        'Est-ce que je dois être là pendant que la femme de ménage passe ? Je bosse toute la journée',
      answeredBy: [presence, keys],
    },
    {
      question:
        'Vos intervenantes parlent anglais ? C’est pour ma belle-mère américaine qui vit chez nous',
      answeredBy: [englishSpeaking, description],
    },
    // English questions, French knowledge
    {
      question: 'What happens when my usual cleaner goes on holiday? Do I get someone else?',
      answeredBy: [replacement, services, terms],
    },
    {
      question: "What's actually included in a standard cleaning session?",
      answeredBy: [included],
    },
    {
      question:
        'Hi, your cleaner knocked over my floor lamp yesterday and the shade is torn. What do I do now?',
      answeredBy: [breakage, complaintTemplate, terms],
    },
    // Answered by a document only
    {
      question: "Si j'annule le passage de demain matin, je suis facturée ?",
      answeredBy: [terms],
    },
    {
      question:
        'Le 1er mai tombe un vendredi cette année, c’est mon jour de ménage. Elle vient quand même ?',
      answeredBy: [terms],
    },
    {
      question:
        'Pour la fin de bail, vous pouvez faire aussi l’intérieur du four et du frigo ? C’est combien en plus ?',
      answeredBy: [priceList],
    },
    {
      question: 'do u guys do airbnb turnovers on sundays? extra charge?',
      answeredBy: [priceList, terms],
    },
    { question: 'And what if you lose my keys?', answeredBy: [terms] },
    {
      question:
        'Mon lustre en cristal est très haut, elle peut monter sur le grand escabeau pour le dépoussiérer ?',
      answeredBy: [terms],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Vous faites le nettoyage de canapé en tissu et le shampoing de moquette ? Le chat a fait des dégâts.',
    'Do you also do pet sitting or walk the dog while I am at work? Your cleaner already has my keys.',
    'We found bed bugs in our Airbnb studio after the last guests, do you treat that?',
    'Vous faites aussi la garde d’enfants après l’école ? Il paraît que c’est le même crédit d’impôt.',
    'Pour ma fin de bail, vous pouvez aussi faire le déménagement, avec les cartons et le camion ?',
    'Bonjour, vous recrutez ? J’ai 5 ans d’expérience comme femme de ménage, j’envoie mon CV où ?',
    'Je suis commercial chez un fabricant de produits d’entretien écologiques, à qui puis-je présenter notre gamme ?',
    'Le marché des Enfants Rouges, à côté de votre bureau rue Charlot, il est ouvert le lundi ?',
    // Plainly outside
    'Quel temps fera-t-il à Paris ce week-end ?',
    "What's the best way to get from CDG airport to the Marais by public transport?",
  ],
};
