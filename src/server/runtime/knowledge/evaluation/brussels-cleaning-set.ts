import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Iris Clean, a home and office cleaning company in Ixelles (Brussels) approved for Belgian
 * titres-services (service vouchers): weekly household cleaning by its own employed
 * aides-ménagères, deep cleaning, end-of-lease cleaning before the état des lieux, windows,
 * offices, after-works cleaning, an ironing centre in Etterbeek, carpets and sofas, and
 * short-term rental turnovers. Its customers write in French (from Belgium and France, often in
 * SMS French), in English (EU institution staff and expats of the European quarter), and a few
 * in French or English mixed with Dutch. The owner wrote the briefing in French, most Q&A pairs
 * in French with Belgian usage ("GSM", "septante", "femme d’ouvrage") and a few in English,
 * added one custom response for quote and home-visit requests, and pasted the 2026 price list
 * and the general conditions, both in French.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday words ("femme de ménage", "nettoyage de printemps", "loques", "carreaux", "garantie
 * locative", "cleaning lady", "maid", "hoover", "move-out clean"), long messages telling a story
 * before the question, typos and chat-speak ("slt", "c", "pr", "qd", "jsp", "svp", "dispo", "u
 * guys", "tmrw"), one- to three-word questions, French questions against English knowledge and
 * the reverse, and French or English with Dutch words. The outside questions include hard
 * negatives that share words with the knowledge (pest control, selling cleaning products,
 * removals, gardening, pool cleaning, chimney sweeping, a job as a cleaner, dry cleaning).
 */

const english = qaIn('English');
const french = qaIn('French');

// The sources' titles, as the answers name them.
const hours = 'Quels sont vos horaires et comment vous contacter ?';
const area = 'Dans quelles communes travaillez-vous ?';
const titres = 'Acceptez-vous les titres-services ?';
const titresStart = 'Comment démarrer avec une aide-ménagère en titres-services ?';
const titresTasks = 'Que peut faire une aide-ménagère payée en titres-services ?';
const minimum = 'Quelle est la durée minimale d’une prestation ?';
const deep = 'Faites-vous le grand nettoyage en profondeur ?';
const endOfLease = 'Faites-vous le nettoyage de fin de bail avant l’état des lieux de sortie ?';
const windows = 'Lavez-vous les vitres ?';
const offices = 'Nettoyez-vous les bureaux, cabinets et commerces ?';
const afterWorks = 'Faites-vous le nettoyage après travaux ou rénovation ?';
const ironing = 'Avez-vous un service de repassage ?';
const upholstery = 'Nettoyez-vous les tapis, moquettes, canapés et matelas ?';
const products = 'Qui fournit les produits et le matériel de nettoyage ?';
const keys = 'Dois-je être présent ? Comment faire pour les clés ?';
const insurance = 'Êtes-vous assurés si quelque chose est cassé ou abîmé ?';
const cancellation = 'Comment annuler ou déplacer une prestation ?';
const payment = 'Comment peut-on payer ?';
const staff = 'Qui sont vos aides-ménagères ?';
const absence = 'Que se passe-t-il quand mon aide-ménagère est malade ou en congé ?';
const trial = 'Peut-on faire un premier nettoyage à l’essai ?';
const englishStaff = 'Do your cleaners speak English?';
const weekends = 'Do you clean in the evening or at the weekend?';
const airbnb = 'Do you clean Airbnb and short-term rental flats between guests?';
const pets = 'Is it a problem if I have pets or allergies?';
const quote = 'How do I get a quote or book a cleaning?';
const prices = 'Tarifs 2026';
const terms = 'Conditions générales de prestation';
const quoteRequest = 'Demande de devis ou de visite à domicile';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const brusselsCleaningSet: EvaluationSet = {
  name: 'Brussels cleaning company (Iris Clean)',
  heldOut: false,
  agentName: 'Camille',
  briefing: {
    companyName: 'Iris Clean',
    industry: 'services',
    description:
      'Iris Clean est une entreprise de nettoyage bruxelloise agréée titres-services, installée depuis 2011 chaussée de Wavre 214 à Ixelles. Nos 48 aides-ménagères, toutes salariées chez nous sous contrat à durée indéterminée, font le ménage régulier chez les particuliers, en titres-services ou non. Notre équipe de nettoyage professionnel s’occupe des grands nettoyages, des fins de bail avant l’état des lieux, des vitres, des bureaux et des chantiers après travaux, et nous avons un centre de repassage à Etterbeek. Nous travaillons avec des produits écologiques.',
    targetAudience:
      'Familles et personnes qui travaillent, dans les communes du sud-est de Bruxelles ; fonctionnaires européens, diplomates et expats du quartier européen ; personnes âgées qui veulent rester chez elles ; locataires et propriétaires qui quittent ou remettent un logement ; agences immobilières, petites entreprises, cabinets médicaux et commerces.',
    keyServices:
      'Aide-ménagère à domicile en titres-services, chaque semaine ou toutes les deux semaines ; ménage ponctuel sans titres-services ; grand nettoyage en profondeur ; nettoyage de fin de bail avec garantie état des lieux ; lavage de vitres ; nettoyage de bureaux, cabinets et commerces ; nettoyage après travaux ; centre de repassage à Etterbeek ; nettoyage de tapis, moquettes, canapés et matelas par injection-extraction ; nettoyage de logements Airbnb entre deux locations.',
    commonQuestions:
      'Le prix du titre-service et la réduction d’impôt, le délai pour avoir une aide-ménagère, ce qu’elle peut faire ou non en titres-services, les prix du grand nettoyage et de la fin de bail, qui apporte les produits, les clés, ce qui se passe quand l’aide-ménagère est malade, les communes où nous travaillons, l’annulation et l’assurance.',
    languages: ['French', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Des réponses courtes et concrètes, avec le prix en euros quand on le connaît. En français on vouvoie, sauf si le client tutoie. Un client qui écrit en anglais reçoit la réponse en anglais ; à un client néerlandophone, on répond en français ou en anglais et on propose que Lotte le rappelle en néerlandais.',
    personality:
      'Comme une responsable de planning attentionnée : chaleureuse, organisée et honnête sur ce qui est possible ou non.',
    responseTemplates: [
      {
        scenario: quoteRequest,
        response:
          'Pour vous donner un prix précis ou fixer la visite gratuite, envoyez-nous : votre adresse et votre commune, le type de logement (studio, appartement, maison) avec la surface ou le nombre de chambres et de salles de bain, le service souhaité (ménage régulier en titres-services, grand nettoyage, fin de bail, vitres, bureaux, après travaux, tapis ou canapé), la date souhaitée et, si possible, quelques photos. Le plus simple : par WhatsApp au 0478 51 26 90 ou par e-mail à bonjour@irisclean.example. Vous recevez notre réponse dans un jour ouvrable ; le devis est gratuit et sans engagement.',
      },
    ],
  },
  qa: [
    french(
      hours,
      'Notre bureau, chaussée de Wavre 214 à 1050 Ixelles (5 minutes à pied du métro Porte de Namur), est ouvert du lundi au vendredi de 8h à 17h. Téléphone 02 640 18 27, GSM et WhatsApp 0478 51 26 90, e-mail bonjour@irisclean.example. Nos aides-ménagères travaillent du lundi au vendredi entre 7h30 et 18h. L’équipe professionnelle (grands nettoyages, fins de bail, vitres, tapis) travaille aussi le samedi, et pour les bureaux tôt le matin ou le soir. Le centre de repassage, avenue d’Auderghem 112 à 1040 Etterbeek, est ouvert du lundi au vendredi de 7h30 à 18h30 et le samedi de 9h à 13h. En dehors des heures de bureau, laissez-nous un message WhatsApp : nous répondons le jour ouvrable suivant. Fermé le dimanche et les jours fériés.',
    ),
    french(
      area,
      'Pour le ménage régulier en titres-services, nos aides-ménagères travaillent à Ixelles, Etterbeek, Saint-Gilles, Forest, Uccle, Watermael-Boitsfort, Auderghem, Woluwe-Saint-Pierre, Woluwe-Saint-Lambert, Schaerbeek, Evere, Saint-Josse-ten-Noode et Bruxelles-Ville (Pentagone, quartier européen, avenue Louise). Nous ne couvrons pas encore Anderlecht, Molenbeek, Koekelberg, Jette, Ganshoren et Berchem-Sainte-Agathe pour le ménage régulier. Les grands nettoyages, fins de bail, vitres, bureaux, après travaux et tapis se font dans les 19 communes, et aussi en périphérie (Kraainem, Wezembeek-Oppem, Tervuren, Overijse, Rhode-Saint-Genèse et Waterloo) avec 25 € de frais de déplacement. Le centre de repassage d’Etterbeek est ouvert à tout le monde, quelle que soit votre commune.',
    ),
    french(
      titres,
      'Oui. Iris Clean est une entreprise agréée titres-services en Région de Bruxelles-Capitale (agrément n° 02147). Une heure de ménage se paie avec un titre-service. En 2026 à Bruxelles, le titre coûte 9 € pour les 400 premiers titres achetés par an et par utilisateur, puis 10 € (500 titres par an au maximum). Vous avez droit à une réduction d’impôt de 15 %, donc une heure vous revient à 7,65 €. Les titres se commandent chez Pluxee, l’émetteur pour Bruxelles, en version électronique (le plus pratique) ou papier. Attention : nous n’acceptons que les titres bruxellois, et c’est votre domicile qui compte ; si vous habitez en Flandre ou en Wallonie, il vous faut une entreprise agréée dans votre région. Les fonctionnaires européens et le personnel des ambassades peuvent aussi utiliser les titres-services, mais sans réduction d’impôt s’ils ne paient pas l’impôt belge.',
    ),
    french(
      titresStart,
      '1. Inscrivez-vous gratuitement comme utilisateur chez Pluxee (sur pluxee.be) : vous recevez un numéro d’utilisateur. 2. Appelez-nous ou remplissez le formulaire sur irisclean.example/titres-services : notre responsable de secteur vient chez vous pour une visite gratuite d’une demi-heure, pour voir le logement, ce que vous attendez et les jours qui vous conviennent. 3. Commandez vos premiers titres : ils sont sur votre compte environ 3 jours ouvrables après votre virement. 4. Le premier jour, la responsable de secteur vous présente votre aide-ménagère. Comptez en général 2 à 3 semaines entre votre premier appel et le premier passage ; le lundi et le vendredi sont les plus demandés et il peut y avoir une liste d’attente. Pas de frais d’inscription ni de durée minimale : vous pouvez arrêter quand vous voulez avec un préavis de 2 semaines.',
    ),
    french(
      titresTasks,
      'En titres-services, votre aide-ménagère (on dit aussi femme d’ouvrage) peut faire le ménage de votre logement : dépoussiérer, aspirer, laver les sols, nettoyer la cuisine, la salle de bain et les toilettes, faire les lits ; laver les vitres à l’intérieur et à l’extérieur tant qu’on y arrive depuis le sol ou avec un escabeau de 3 marches ; faire la lessive et le repassage chez vous ; de petits travaux de couture ; préparer des repas ; faire les courses ménagères. La réglementation ne permet pas, en titres-services, de nettoyer des locaux professionnels (bureau, cabinet, commerce), de faire un nettoyage après travaux, de nettoyer un logement où vous n’habitez pas (par exemple un appartement que vous mettez en location), de travailler en hauteur, de déplacer des meubles lourds, ni de donner des soins aux personnes. Pour ces demandes, notre équipe professionnelle peut venir hors titres-services, au prix de notre liste de tarifs.',
    ),
    french(
      minimum,
      'En titres-services, un passage dure au minimum 3 heures, chaque semaine ou toutes les deux semaines, le même jour et à la même heure, avec la même aide-ménagère. Pour une maison ou un appartement de plus de 2 chambres, nous conseillons 4 heures. Un ménage sans titres-services, ponctuel ou régulier, dure aussi au moins 3 heures. Le lavage de vitres et le nettoyage de bureaux se font à partir de 2 heures par passage.',
    ),
    french(
      deep,
      'Oui. Le grand nettoyage est fait par notre équipe professionnelle, à deux ou trois personnes, avec notre matériel et nos produits : tout le logement du sol au plafond, y compris l’intérieur des armoires de cuisine, du four, du micro-ondes et du frigo, la hotte et son filtre, le détartrage complet de la salle de bain et des joints, les plinthes, les portes, les interrupteurs, les radiateurs, les luminaires et les vitres. Comptez 42 € de l’heure par intervenant, ou un forfait : 220 € pour un studio, 290 € pour 1 chambre, 390 € pour 2 chambres, 490 € pour 3 chambres, et sur devis pour une maison. Nos clients le font une ou deux fois par an, avant l’arrivée d’un bébé, après une longue absence ou pour partir sur une bonne base avant un ménage régulier. Si vous avez déjà une aide-ménagère chez nous, elle peut aussi faire un grand nettoyage en titres-services, en quelques passages plus longs et avec vos produits.',
    ),
    french(
      endOfLease,
      'Oui, c’est une de nos spécialités. Avant votre état des lieux de sortie, notre équipe nettoie le logement vide de fond en comble : cuisine (four, frigo, hotte, armoires dedans et dehors), salle de bain et WC détartrés, vitres et châssis des deux côtés, sols, plinthes, portes, prises et interrupteurs, radiateurs et placards. Le logement doit être vide, avec l’eau et l’électricité encore branchées. Forfaits TVA comprise : studio 250 €, 1 chambre 320 €, 2 chambres 420 €, 3 chambres 520 €, maison à partir de 650 €. Garantie état des lieux : si l’expert ou le propriétaire relève un problème de propreté, envoyez-nous le rapport dans les 48 heures et nous revenons gratuitement dans les 72 heures. Réservez 2 à 3 semaines à l’avance, surtout en fin de mois, et prévoyez le nettoyage 1 ou 2 jours avant l’état des lieux. Nous pouvons aussi remettre les clés à l’agence. En titres-services, ce n’est possible que pour le logement où vous habitez encore, avec votre aide-ménagère habituelle.',
    ),
    french(
      windows,
      'Oui. Votre aide-ménagère peut laver les vitres en titres-services si on y arrive sans danger, depuis le sol ou avec un escabeau de 3 marches. Pour tout le reste, notre laveur de vitres vient avec une perche à eau osmosée qui va jusqu’au 3e étage (une dizaine de mètres), sans échelle ni produit, et nettoie les vitres, les châssis et les appuis de fenêtre, dedans et dehors. Le prix est de 45 € de l’heure TVA comprise, minimum 2 heures ; pour un appartement moyen, comptez 2 à 3 heures. Vérandas, velux et verrières : sur devis. Au-dessus du 3e étage, nous ne travaillons pas. Pour les vitrines de commerces, nous proposons un contrat mensuel.',
    ),
    french(
      offices,
      'Oui, pour les bureaux, cabinets médicaux et paramédicaux, professions libérales, petits commerces et parties communes d’immeubles, jusqu’à environ 800 m². Nous passons tôt le matin dès 6h, le soir à partir de 18h ou le samedi matin, selon vos horaires, avec le même agent à chaque fois. Le contrat comprend les sols, les bureaux, la cuisine et les sanitaires, les poubelles, et si vous le souhaitez le réassort en papier et savon, facturé au prix coûtant. Tarif : à partir de 32 € de l’heure HTVA sous contrat, 36 € HTVA pour une prestation ponctuelle, minimum 2 heures par passage, avec une facture mensuelle (TVA 21 %). Les bureaux ne peuvent pas être payés en titres-services. Devis gratuit après une visite.',
    ),
    french(
      afterWorks,
      'Oui, après une rénovation, des travaux de peinture ou dans une construction neuve : nous enlevons la poussière de plâtre et de ponçage sur toutes les surfaces, les traces de peinture, de colle et de ciment sur les vitres, les châssis et le carrelage, nous nettoyons la cuisine et les sanitaires et lavons les sols. Nous travaillons avec des aspirateurs industriels et des filtres pour les poussières fines. Les gravats, les déchets de chantier et les bâches doivent être évacués avant notre passage. Ce service n’est pas possible en titres-services. Prix sur devis après une visite gratuite : à titre indicatif 6 à 10 € le m² selon l’état, ou 45 € de l’heure par intervenant TVA comprise.',
    ),
    french(
      ironing,
      'Oui, de deux façons. Votre aide-ménagère peut repasser chez vous pendant ses heures en titres-services. Ou bien vous apportez votre linge propre et sec à notre centre de repassage, avenue d’Auderghem 112 à Etterbeek, et vous le reprenez repassé et plié (chemises sur cintre) dans les 48 heures ouvrables, en 24 heures avec le service express (+30 %). Vous payez en titres-services, 1 titre par heure de repassage (un panier de 5 à 6 kg, soit une vingtaine de pièces, prend environ une heure), ou à la pièce : chemise 2,50 €, pantalon 3 €, robe 4 €, drap 4 €, housse de couette 5 €. Le centre est ouvert du lundi au vendredi de 7h30 à 18h30 et le samedi de 9h à 13h.',
    ),
    french(
      upholstery,
      'Oui, avec une machine d’injection-extraction professionnelle : elle injecte de l’eau chaude avec un produit écologique et aspire aussitôt la saleté. Cela enlève la plupart des taches (café, vin, boue) et les odeurs, et ravive les couleurs ; certaines vieilles taches d’encre ou de graisse peuvent rester. Le séchage prend 4 à 8 heures, pensez à aérer. Prix : fauteuil 49 €, canapé 2 places 89 €, 3 places 119 €, canapé d’angle 159 €, matelas 1 personne 59 €, 2 personnes 79 €, tapis 18 € le m², moquette 6 € le m², minimum 120 € par déplacement. Pour la soie, le cuir et le velours fragile, nous regardons d’abord la matière avant de dire si c’est possible ; les tapis persans anciens, nous ne les prenons pas. Ce service ne se paie pas en titres-services.',
    ),
    french(
      products,
      'En titres-services, c’est la règle du secteur : vous fournissez les produits et le matériel, et l’aide-ménagère travaille avec ce que vous avez. Il vous faut un aspirateur en bon état, un seau avec une serpillière ou un balai à franges, des lavettes en microfibre, un produit multi-usage, un anticalcaire pour la salle de bain, du produit vaisselle et un produit pour les vitres, et un escabeau stable si elle doit laver les vitres. Nous conseillons des produits écologiques (Ecover ou Frosch par exemple) ; pas d’eau de Javel pure ni de produits mélangés. Pour tous nos autres services (ménage sans titres-services, grand nettoyage, fin de bail, vitres, bureaux, après travaux, tapis et canapés), notre équipe apporte tout son matériel et ses produits, écologiques et Ecolabel, compris dans le prix.',
    ),
    french(
      keys,
      'Vous ne devez pas être là. La plupart de nos clients nous confient un double des clés : il porte un code (jamais votre nom ni votre adresse), il est rangé dans un coffre au bureau et vous recevez un reçu signé. Vous pouvez aussi laisser la clé dans une boîte à clés à code ou chez un voisin, ou être là pour ouvrir. Pensez à nous donner le code de l’alarme et à nous dire s’il faut un badge pour l’immeuble ou le parking. Si vous êtes à la maison, pas de souci, l’aide-ménagère travaille autour de vous. Quand vous arrêtez, les clés vous sont rendues contre reçu. Si une clé est perdue par notre faute, nous payons le remplacement des serrures.',
    ),
    french(
      insurance,
      'Oui. Nous avons une assurance responsabilité civile professionnelle chez Ethias, qui couvre les dégâts causés chez vous par nos aides-ménagères et nos équipes, et une assurance accidents du travail pour tout notre personnel : vous n’avez rien à assurer vous-même. Si quelque chose est cassé ou abîmé, l’aide-ménagère doit vous le dire le jour même ; de votre côté, signalez-le au bureau par écrit (e-mail ou WhatsApp avec des photos, et si possible la facture d’achat) dans les 7 jours. Une franchise de 125 € par sinistre reste à votre charge. L’argent liquide, les bijoux et les objets d’art qui ne nous ont pas été signalés ne sont pas couverts : rangez-les ou parlez-en lors de la visite.',
    ),
    french(
      cancellation,
      'Pour le ménage régulier, annulez ou déplacez un passage au moins 2 jours ouvrables à l’avance en prévenant le bureau (téléphone, WhatsApp ou e-mail), pas seulement votre aide-ménagère. Plus tard, ou si elle trouve porte close, nous facturons une indemnité de 15 € par heure prévue. Vos vacances ne coûtent rien si vous nous prévenez 2 semaines avant. Pour les prestations ponctuelles (grand nettoyage, fin de bail, vitres, tapis, bureaux) : annulation gratuite jusqu’à 72 heures avant ; entre 72 et 24 heures avant, 50 % du prix est dû ; moins de 24 heures avant, le prix complet. Pour changer de date, appelez-nous le plus tôt possible : nous trouvons presque toujours une autre date dans la semaine.',
    ),
    french(
      payment,
      'En titres-services électroniques, nous encodons les heures prestées et les titres sont débités de votre compte Pluxee ; vous pouvez tout vérifier et contester une prestation dans l’application Pluxee. Avec des titres papier, donnez-les à l’aide-ménagère à la fin du passage, datés et signés. Pour tous les autres services, vous recevez la facture par e-mail après la prestation, à payer dans les 15 jours par virement, ou tout de suite par Bancontact ou Payconiq avec le lien de paiement. Pour les grands nettoyages et les fins de bail, un acompte de 30 % confirme la réservation. Les entreprises reçoivent une facture mensuelle à 30 jours. Ne payez jamais notre personnel en liquide.',
    ),
    french(
      staff,
      'Toutes nos aides-ménagères sont salariées d’Iris Clean, en contrat à durée indéterminée : pas d’indépendantes ni de sous-traitants. Avant de commencer, elles suivent notre formation de 3 jours (techniques, produits, sécurité, gestes et postures) et nous demandons leur extrait de casier judiciaire. Septante pour cent d’entre elles sont chez nous depuis plus de 3 ans. Vous gardez la même aide-ménagère chaque semaine ; si le courant ne passe pas, dites-le-nous et nous vous en proposons une autre, sans frais. Chaque client a aussi une responsable de secteur, à qui parler de l’organisation, d’une remarque ou d’un changement d’horaire.',
    ),
    french(
      absence,
      'Si votre aide-ménagère est malade, nous vous prévenons le matin même par SMS ou par téléphone, avant 8h30 si possible, et nous vous proposons une remplaçante, le jour même ou un autre jour de la semaine. Ses congés sont prévus à l’avance (4 semaines par an, surtout en juillet et en août) : nous vous prévenons au moins 2 semaines avant et vous proposons une remplaçante pour la période, que vous pouvez accepter ou refuser. Pour une longue absence, nous vous proposons une remplaçante fixe jusqu’à son retour. La remplaçante reçoit vos consignes et votre fiche client. Vous ne payez que les heures réellement prestées.',
    ),
    french(
      trial,
      'Oui. En titres-services, le premier passage sert d’essai : après ce passage, la responsable de secteur vous appelle pour faire le point, et si cela ne vous convient pas, vous pouvez arrêter sans préavis ou changer d’aide-ménagère. Sans titres-services, nous proposons un nettoyage d’essai de 3 heures à 99 € au lieu de 114 €, produits et matériel compris, une fois par adresse.',
    ),
    english(
      englishStaff,
      'Yes. Our office answers in French, English and Dutch: Sarah, who does the planning, and our area manager Lotte both speak fluent English, and Lotte is Flemish. Many of our cleaners speak some English, and several speak Spanish, Portuguese, Polish or Romanian. Tell us at the first home visit which language you need and we will match you with a cleaner who speaks it whenever we can. Our contract, invoices and a step-by-step guide to service vouchers (titres-services) are available in English.',
    ),
    english(
      weekends,
      'Our household cleaners who work with service vouchers come Monday to Friday between 7:30 and 18:00, not in the evening or at the weekend. Our professional team does deep cleans, end-of-tenancy cleans, windows and carpets on Saturdays too, with a 20% surcharge, and cleans offices early in the morning from 6:00 or in the evening from 18:00 at no extra cost. Bookings made less than 48 hours ahead cost 15% extra. We do not work on Sundays or public holidays.',
    ),
    english(
      airbnb,
      'Yes, for flats and houses in Brussels let on Airbnb, Booking.com or as furnished short-term rentals. Between two guests we clean the whole place, make the beds and change the towels with your clean linen, empty the bins, restock toilet paper, soap and coffee from your supplies, and send you photos and a short report after each visit, including anything broken or missing. Prices per turnover, VAT included: 55 € for a studio, 69 € for one bedroom, 89 € for two bedrooms. We can do same-day turnovers between 11:00 and 15:00. A key box or a smart lock works best. This cannot be paid with service vouchers, because the flat is not the home you live in.',
    ),
    english(
      pets,
      'Not at all: most of our clients have a cat or a dog. Just tell us at the first visit, because some of our cleaners are allergic or afraid of dogs, and we match you accordingly. Please keep a dog that is nervous with strangers in another room, and tell us if a pet must not go outside. Pet hair is vacuumed as part of the normal clean; for sofas and carpets full of hair or smells, our carpet and upholstery cleaning helps. If you or your children have allergies or asthma, tell us too: your cleaner can use fragrance-free products if you provide them, and our professional team works with HEPA-filter vacuums.',
    ),
    english(
      quote,
      'Call us on 02 640 18 27, send a WhatsApp message to 0478 51 26 90, email bonjour@irisclean.example or use the form at irisclean.example/devis. For end-of-tenancy cleans, deep cleans and carpets, photos and the size of the home (square metres, number of bedrooms and bathrooms) are usually enough for a fixed price within one working day. Offices and after-renovation cleans need a free visit first, and regular cleaning with service vouchers starts with a free home visit too. Your booking is confirmed once you have our written confirmation and, for end-of-tenancy and deep cleans, once the 30% deposit is paid.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'French',
      text: `TARIFS 2026 – Iris Clean SRL, entreprise agréée titres-services n° 02147
Chaussée de Wavre 214, 1050 Ixelles – 02 640 18 27 – GSM/WhatsApp 0478 51 26 90 – bonjour@irisclean.example
Prix pour les particuliers TVA 21 % comprise, prix pour les entreprises hors TVA (HTVA). Valables du 1er janvier au 31 décembre 2026. Devis et visites à domicile gratuits.

Ménage régulier à domicile en titres-services
- 1 titre-service par heure de travail : 9 € (10 € au-delà de 400 titres par an et par utilisateur), soit 7,65 € après la réduction d’impôt de 15 %
- Minimum 3 heures par passage, chaque semaine ou toutes les deux semaines
- Inscription, visite à domicile et remplacements : gratuits
- Annulation à moins de 2 jours ouvrables ou porte close : 15 € par heure prévue

Ménage sans titres-services (ponctuel ou régulier)
- 38 € de l’heure, produits et matériel compris, minimum 3 heures
- Nettoyage d’essai de 3 heures : 99 € (une fois par adresse)

Grand nettoyage en profondeur (équipe professionnelle, produits et matériel compris)
- 42 € de l’heure par intervenant
- Forfaits : studio 220 €, 1 chambre 290 €, 2 chambres 390 €, 3 chambres 490 €, maison sur devis
- Four, frigo, hotte et intérieur des armoires compris

Fin de bail (avant l’état des lieux de sortie), logement vide
- Studio 250 €, 1 chambre 320 €, 2 chambres 420 €, 3 chambres 520 €, maison à partir de 650 €
- Salle de bain ou WC supplémentaire : 40 €
- Garantie état des lieux : retour gratuit dans les 72 heures si un défaut de propreté est relevé
- Acompte de 30 % à la réservation

Vitres
- Laveur de vitres professionnel, perche à eau osmosée jusqu’au 3e étage : 45 € de l’heure, minimum 2 heures
- Vérandas, velux et verrières : sur devis
- Vitrines de commerces, contrat mensuel : à partir de 49 € HTVA par passage

Bureaux, cabinets et commerces (HTVA)
- Sous contrat : à partir de 32 € de l’heure
- Prestation ponctuelle : 36 € de l’heure
- Minimum 2 heures par passage
- Papier, savon et sacs poubelle : au prix coûtant

Nettoyage après travaux
- 45 € de l’heure par intervenant, ou 6 à 10 € le m² selon l’état
- Devis après visite gratuite

Tapis, moquettes, canapés et matelas (injection-extraction)
- Fauteuil : 49 €
- Canapé 2 places : 89 € ; 3 places : 119 € ; canapé d’angle : 159 €
- Matelas 1 personne : 59 € ; 2 personnes : 79 €
- Tapis : 18 € le m² ; moquette : 6 € le m²
- Minimum par déplacement : 120 €

Centre de repassage (avenue d’Auderghem 112, 1040 Etterbeek)
- En titres-services : 1 titre par heure de repassage (un panier de 5 à 6 kg prend environ une heure)
- À la pièce : chemise ou blouse 2,50 € ; pantalon ou jupe 3 € ; robe 4 € ; drap 4 € ; housse de couette 5 € ; nappe 4 €
- Linge prêt en 48 heures ouvrables ; express en 24 heures : +30 %

Locations de courte durée (Airbnb, Booking.com), par rotation
- Studio : 55 € ; 1 chambre : 69 € ; 2 chambres : 89 €

Suppléments
- Samedi : +20 % (pas de travail le dimanche ni les jours fériés)
- Réservation moins de 48 heures à l’avance : +15 %
- Déplacement hors des 19 communes (Kraainem, Wezembeek-Oppem, Tervuren, Overijse, Rhode-Saint-Genèse, Waterloo) : 25 €
- Stationnement payant devant chez vous : facturé au prix réel`,
    },
    {
      title: terms,
      language: 'French',
      text: `Conditions générales de prestation d’Iris Clean SRL (version de janvier 2026)

1. Champ d’application
Ces conditions s’appliquent à toutes les prestations d’Iris Clean SRL, chaussée de Wavre 214, 1050 Ixelles, entreprise agréée titres-services en Région de Bruxelles-Capitale sous le n° 02147 : le ménage à domicile en titres-services et toutes les prestations hors titres-services (ménage ponctuel, grand nettoyage, fin de bail, vitres, bureaux et commerces, après travaux, tapis et canapés, locations de courte durée, centre de repassage).

2. Réservation
Chaque prestation est confirmée par écrit (e-mail ou WhatsApp), avec la date, l’heure d’arrivée prévue, le service et le prix ou le nombre d’heures. Le devis est gratuit et valable 30 jours. Pour les grands nettoyages et les fins de bail, la réservation est définitive au paiement d’un acompte de 30 %.

3. Titres-services
3.1 Nous acceptons uniquement les titres-services de la Région de Bruxelles-Capitale, pour des prestations dans le logement où habite l’utilisateur inscrit. Un titre-service paie une heure de travail réellement prestée.
3.2 Les tâches autorisées sont fixées par la réglementation : le nettoyage du logement, les vitres accessibles sans danger, la lessive et le repassage, les petits travaux de couture, la préparation de repas et les courses ménagères. L’aide-ménagère ne peut pas faire d’autres tâches, même à la demande du client.
3.3 En titres-services, le client met à disposition les produits et le matériel, en bon état et sans danger (aspirateur, seau, serpillière, escabeau stable de 3 marches au plus). Pour toutes les prestations hors titres-services, Iris Clean apporte son matériel et ses produits.
3.4 L’aide-ménagère peut refuser une tâche qui met en danger sa sécurité ou sa santé.

4. Accès au logement et clés
Le client donne accès au logement à l’heure convenue. Les clés qui nous sont confiées portent un code sans nom ni adresse, sont gardées dans un coffre et font l’objet d’un reçu signé ; elles sont rendues contre reçu à la fin du contrat. Si une clé est perdue ou volée alors qu’Iris Clean en avait la garde, nous payons le remplacement des serrures concernées. Le client nous communique le code de l’alarme et nous signale tout badge ou accès particulier.

5. Annulation et report
5.1 Ménage régulier : toute annulation ou tout report est communiqué au bureau au moins 2 jours ouvrables à l’avance. À défaut, ou si l’aide-ménagère ne peut pas entrer, une indemnité de 15 € par heure prévue est facturée.
5.2 Prestations hors titres-services : annulation gratuite jusqu’à 72 heures avant la prestation ; entre 72 et 24 heures avant, 50 % du prix est dû ; moins de 24 heures avant, ou si nous ne pouvons pas entrer, 100 % du prix est dû. L’acompte payé est déduit.
5.3 En cas de force majeure (grève des transports en commun, neige, etc.), Iris Clean peut reporter une prestation ; nous vous prévenons dès que possible et fixons une nouvelle date avec vous.

6. Vacances et absences
Le client signale ses vacances au moins 2 semaines à l’avance ; elles ne coûtent rien. Après plus de 8 semaines d’interruption d’affilée, nous ne pouvons pas garantir le même créneau ni la même aide-ménagère. Quand l’aide-ménagère est malade ou en congé, Iris Clean prévient le client et lui propose une remplaçante, qu’il est libre d’accepter ou de refuser. Seules les heures prestées sont facturées.

7. Qualité et réclamations
Toute remarque sur la qualité d’une prestation est à signaler dans les 24 heures, avec des photos si possible. Pour les prestations hors titres-services, nous revenons gratuitement corriger les points justifiés. Garantie état des lieux : si l’expert ou le bailleur relève un défaut de propreté dans le rapport d’état des lieux de sortie, le client nous transmet le rapport dans les 48 heures et nous revenons gratuitement dans les 72 heures. Cette garantie ne couvre pas les dégâts locatifs, l’usure, les taches incrustées qui ne partent pas au nettoyage, ni les endroits inaccessibles le jour du nettoyage (meubles encore en place, par exemple).

8. Responsabilité et assurance
Iris Clean est assurée en responsabilité civile professionnelle chez Ethias pour les dommages causés chez le client par son personnel. Le client signale tout dommage par écrit dans les 7 jours, avec des photos et, si possible, la facture d’achat de l’objet. Une franchise de 125 € par sinistre reste à la charge du client. Ne sont pas couverts : l’usure normale, les objets mal fixés ou déjà abîmés, les dommages causés par des produits ou du matériel fournis par le client ou par le respect de ses instructions, ainsi que l’argent liquide, les bijoux et les objets d’art qui ne nous ont pas été signalés.

9. Prix et paiement
Les prix sont ceux de notre liste de tarifs en vigueur. Titres-services électroniques : Iris Clean encode les heures prestées, qui sont débitées du compte Pluxee du client ; le client peut les vérifier et les contester dans l’application Pluxee. Titres-services papier : remis à l’aide-ménagère à la fin du passage, datés et signés. Prestations hors titres-services : facture envoyée par e-mail, payable dans les 15 jours par virement, par Bancontact ou par Payconiq. Entreprises : facture mensuelle payable à 30 jours. Aucun paiement en liquide au personnel. En cas de retard, un premier rappel est gratuit ; ensuite, des intérêts et une indemnité forfaitaire peuvent être réclamés dans les limites prévues par la loi.

10. Durée et fin du contrat
Le contrat de ménage régulier est à durée indéterminée, sans frais d’inscription. Chaque partie peut y mettre fin par écrit avec un préavis de 2 semaines ; après le premier passage, le client peut arrêter sans préavis. Les contrats de nettoyage de bureaux se terminent avec un préavis d’un mois.

11. Personnel
Le personnel d’Iris Clean est salarié d’Iris Clean. Pendant le contrat et les 12 mois qui suivent, le client s’engage à ne pas engager directement, ni par un autre employeur, un membre de notre personnel qui a travaillé chez lui ; à défaut, une indemnité de 2.500 € est due. Le client veille à des conditions de travail sûres : animaux tenus à l’écart si nécessaire, pas de tabac pendant la prestation.

12. Données personnelles
Nous utilisons les données du client (coordonnées, adresse, consignes, codes d’accès) uniquement pour organiser les prestations et la facturation, et nous les partageons avec Pluxee seulement pour les titres-services. Le client peut demander à les consulter, les corriger ou les supprimer à bonjour@irisclean.example.

13. Litiges
Les présentes conditions sont soumises au droit belge. En cas de litige, le client consommateur peut s’adresser au Service de Médiation pour le Consommateur. À défaut d’accord, les tribunaux de Bruxelles sont compétents.`,
    },
  ],
  answerable: [
    // French, close to the knowledge's words
    { question: 'Combien coûte un titre-service à Bruxelles ?', answeredBy: [titres, prices] },
    {
      question: 'Quels sont vos forfaits pour un nettoyage de fin de bail ?',
      answeredBy: [endOfLease, prices],
    },
    {
      question: 'Vos aides-ménagères sont-elles salariées et déclarées ?',
      answeredBy: [staff, description, terms],
    },
    // French paraphrases with everyday words
    {
      question: 'Je cherche une femme de ménage une fois par semaine à Etterbeek, c’est possible ?',
      answeredBy: [area, services, description, minimum],
    },
    {
      question:
        'Vous faites le nettoyage de printemps ? Tout l’appart à fond, placards et four compris, c’est septante mètres carrés.',
      answeredBy: [deep, prices, services],
    },
    {
      question:
        'C’est moi qui dois acheter les loques et le produit pour les sols, ou votre dame vient avec ?',
      answeredBy: [products, terms],
    },
    {
      question: 'Est-ce que la femme de ménage peut aussi faire mon repassage à la maison ?',
      answeredBy: [titresTasks, ironing, terms],
    },
    {
      question:
        'Je déménage à la fin du mois, vous pouvez tout nettoyer pour que je récupère ma garantie locative ?',
      answeredBy: [endOfLease, services, prices, terms],
    },
    {
      question: 'Vous nettoyez les carreaux des fenêtres au 2e étage, côté rue ?',
      answeredBy: [windows, prices],
    },
    // Long messages, the question inside
    {
      question:
        'Bonjour, nous venons de terminer la rénovation complète de notre maison à Uccle (nouvelle cuisine, salle de bain, peinture partout). Il y a de la poussière de plâtre sur absolument tout et des taches de peinture sur les vitres. L’entrepreneur a déjà emporté ses déchets. Est-ce que vous pouvez venir nettoyer, et est-ce qu’on peut payer avec nos titres-services ?',
      answeredBy: [afterWorks, titresTasks, services, prices],
    },
    {
      question:
        'Bonjour, ma maman a 84 ans et vit seule à Woluwe-Saint-Lambert. Elle n’arrive plus à faire son ménage ni ses courses, et je travaille à Namur donc je ne peux passer que le week-end. Est-ce qu’une aide-ménagère pourrait venir chez elle en semaine, et est-ce qu’elle peut aussi lui faire quelques courses ?',
      answeredBy: [titresTasks, area, terms],
    },
    {
      question:
        'Bonsoir, notre aide-ménagère Fatima vient chez nous le jeudi depuis 3 ans et on l’adore. Elle vient de nous annoncer qu’elle part en congé de maternité en mars. Que se passe-t-il pour nous pendant ces mois-là, on aura quelqu’un d’autre ? Vous pouvez me répondre sur mon GSM.',
      answeredBy: [absence, terms],
    },
    {
      question:
        'Bonjour, je suis propriétaire d’un petit appartement à Saint-Gilles que je loue sur Airbnb. Je fais moi-même le ménage entre chaque voyageur mais je n’en peux plus. J’ai déjà des titres-services pour chez moi, est-ce que je peux les utiliser pour l’appart ?',
      answeredBy: [airbnb, titresTasks, terms],
    },
    // Typos and chat-speak, in French
    {
      question: 'slt c combien l heure avec titres services ? et sans ?',
      answeredBy: [prices, titres],
    },
    { question: 'c combien pr nettoyer un canapé 3 places svp', answeredBy: [upholstery, prices] },
    {
      question: 'jsp si c possible mais qd mon aide menagere est malade qqn d autre peut venir ?',
      answeredBy: [absence, terms],
    },
    {
      question: 'cb de temps pr avoir qqn dispo en titres services ? bcp d attente ?',
      answeredBy: [titresStart],
    },
    {
      question: 'faut que je sois la qd elle vient ou je peux laisser les cles ?',
      answeredBy: [keys, terms],
    },
    // One to three words, in French
    { question: 'Repassage', answeredBy: [ironing, prices, services, titresTasks, terms] },
    { question: 'Annulation', answeredBy: [cancellation, terms, prices] },
    { question: 'payer par Bancontact ?', answeredBy: [payment, terms] },
    // French questions, English knowledge
    {
      question:
        'Mon chat perd ses poils partout et mon fils est allergique, ça pose problème pour le ménage ?',
      answeredBy: [pets],
    },
    {
      question:
        'Est-ce que vos dames parlent anglais ? Mon mari est irlandais et ne parle pas français.',
      answeredBy: [englishStaff],
    },
    {
      question: 'Vous pouvez venir le samedi ou en soirée ? En semaine je travaille.',
      answeredBy: [weekends, hours, prices],
    },
    { question: 'Comment je fais pour avoir un devis ?', answeredBy: [quote, quoteRequest] },
    // English questions, French knowledge
    {
      question: 'Do you accept service vouchers?',
      answeredBy: [titres, description, services, prices, terms],
    },
    {
      question: 'How much for a move-out clean of a 2-bed flat?',
      answeredBy: [endOfLease, prices],
    },
    {
      question: 'I need a maid every other week, what’s the minimum number of hours?',
      answeredBy: [minimum, prices],
    },
    {
      question: 'Can you shampoo my rugs and the mattress?',
      answeredBy: [upholstery, prices, services],
    },
    { question: 'Can I keep the same cleaning lady every week?', answeredBy: [staff, minimum] },
    {
      question: 'Do you clean offices at night after we close?',
      answeredBy: [offices, weekends, hours],
    },
    // Long messages, in English
    {
      question:
        "Hi! I just started at the European Commission and moved into a flat near Place Jourdan with my partner. Colleagues told me everyone here uses 'titres-services' for a cleaner, but I don't really get how it works. I pay EU tax, not Belgian tax: can I still use them, and how do I get started?",
      answeredBy: [titres, titresStart],
    },
    {
      question:
        "Hello, we're moving back to Canada next month and the check-out inspection of our rented house in Woluwe-Saint-Pierre is on the 28th. The landlord is quite picky and we really want our deposit back in full. The shipping company packs everything on the 25th. When should we book the cleaning, and what happens if the inspector still finds something?",
      answeredBy: [endOfLease, terms, prices],
    },
    {
      question:
        'Hi, our cleaner came on Tuesday and while dusting the living room she knocked over a lamp and it broke. She told us straight away and apologised, no big deal, but it was a fairly expensive designer lamp. Is this covered by your insurance, and what do I need to do?',
      answeredBy: [insurance, terms],
    },
    {
      question:
        'Hey, I run a small physio practice in Schaerbeek: two treatment rooms, a waiting room and a toilet, about 90 m². Right now I clean it myself on Sunday evenings, which is killing me. Could you take this over a couple of times a week, and can I pay with the service vouchers I already use at home?',
      answeredBy: [offices, titresTasks, prices, services],
    },
    // Typos and chat-speak, in English
    { question: 'do u guys bring ur own hoover or do i need one?', answeredBy: [products, terms] },
    {
      question: "hi can i cancel tmrw's cleaning? sth came up, sorry",
      answeredBy: [cancellation, terms, prices],
    },
    // One to three words, in English
    {
      question: 'ironing service?',
      answeredBy: [ironing, services, prices, titresTasks, terms],
    },
    // French and English with Dutch words
    {
      question:
        'Goeiedag, is it possible to do a proefpoets, a test cleaning, before I take a contract?',
      answeredBy: [trial, prices, terms],
    },
    {
      question:
        'Bonjour, ik woon in Kraainem. Vous venez aussi chez moi pour le poetsen chaque semaine avec les titres-services ?',
      answeredBy: [area, titres, terms],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Vous faites aussi la désinsectisation ? On a des cafards dans la cuisine depuis des semaines.',
    'Vous vendez des produits d’entretien ? Je voudrais acheter les produits Ecolabel que votre équipe a utilisés pour ma fin de bail.',
    'Can you help us move? We need a van and two people to carry our furniture from Etterbeek to our new place in Jette.',
    'Vous faites l’entretien de jardin ? Tonte de la pelouse, taille des haies et ramassage des feuilles à Uccle.',
    'Do you clean swimming pools? Ours in Uccle needs a proper clean before summer.',
    'Faites-vous le ramonage ? L’assurance incendie demande une attestation pour notre cheminée.',
    'Vous engagez ? Je cherche un emploi d’aide-ménagère en titres-services, j’ai 5 ans d’expérience.',
    'Faites-vous le nettoyage à sec ? J’ai un costume et une robe de soirée à faire nettoyer.',
    // Plainly outside
    'Où est-ce qu’on mange les meilleures moules-frites à Bruxelles ?',
    'Which train do I take from Brussels-Midi to Schiphol airport?',
  ],
};
