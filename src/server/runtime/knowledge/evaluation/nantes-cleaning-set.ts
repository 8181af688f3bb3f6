import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Net & Clair, a home and office cleaning company in Nantes, declared as a "services à la
 * personne" business, whose customers write in French (from France, and some Belgians and
 * Swiss) and in English (expats, foreign students and researchers, Airbnb hosts). The owner
 * wrote the briefing in French, most Q&A pairs in French and some in English, one custom
 * response for "are you free on this date?", and pasted the 2026 price list in French and the
 * cleaning checklist in English.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday words ("faire les carreaux", "panosse", "chèques emploi service", "move-out clean",
 * "do my shirts", "Hoover"), long messages, typos and missing accents, SMS French and English
 * chat-speak, one- or two-word questions, and French questions against English knowledge and
 * the reverse. The outside questions include hard negatives that share words with the
 * knowledge (childcare, gardening, bed bugs, sofa shampooing, removals, selling the cleaning
 * products, managing an Airbnb listing, a job application).
 */

const french = qaIn('French');
const english = qaIn('English');

// The sources' titles, as the answers name them.
const tax = "Comment fonctionne le crédit d'impôt de 50 % ?";
const payment = 'Quels moyens de paiement acceptez-vous ? Prenez-vous les CESU ?';
const products = 'Est-ce que vous apportez les produits ménagers et le matériel ?';
const keys = 'Faut-il être présent pendant le ménage ? Comment ça se passe pour les clés ?';
const cancel = 'Comment annuler ou déplacer un passage ?';
const area = 'Dans quelles communes intervenez-vous ?';
const hours = 'Quels sont vos horaires ?';
const pets = "J'ai des animaux, est-ce un problème ?";
const insurance = "Que se passe-t-il si l'intervenante casse ou abîme quelque chose ?";
const endOfLease = "Faites-vous le ménage de fin de bail avant l'état des lieux de sortie ?";
const quote = 'Le devis est-il gratuit ?';
const sameCleaner = 'Aurai-je toujours la même intervenante ?';
const ironing = 'Faites-vous le repassage ?';
const windows = 'Nettoyez-vous les vitres ?';
const offices = 'Faites-vous le ménage des bureaux et des locaux professionnels ?';
const afterWorks = 'Faites-vous le nettoyage après travaux ?';
const contract = 'Y a-t-il un engagement ou une durée minimale ?';
const airbnb = 'Do you clean Airbnb apartments between guests?';
const englishSpoken = 'Do your cleaners speak English?';
const taxExpat = 'Can I get the 50% tax credit if I am an expat?';
const vetting = 'Who are your cleaners? Are they employees and background-checked?';
const deepClean = 'What is included in a one-off deep clean?';
const booking = 'How do I book my first cleaning?';
const extras = 'Do you clean inside the oven and the fridge?';
const prices = 'Tarifs 2026';
const checklist = 'Cleaning checklist: what your cleaner does';
const availability =
  'Le client demande si nous avons une disponibilité à une date ou une heure précise';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const nantesCleaningSet: EvaluationSet = {
  name: 'Nantes home cleaning (Net & Clair)',
  heldOut: false,
  agentName: 'Maëlle',
  briefing: {
    companyName: 'Net & Clair',
    industry: 'services',
    description:
      'Net & Clair est une entreprise de ménage et de nettoyage créée à Nantes en 2016, déclarée organisme de services à la personne. Notre agence est au 8 rue Fouré, 44000 Nantes, près du Lieu Unique. Nos 24 intervenantes, toutes salariées, font le ménage chez les particuliers de Nantes et de la métropole, dans les bureaux et dans les locations courte durée.',
    targetAudience:
      'Familles et couples qui travaillent, personnes âgées et leurs enfants, étudiants et locataires qui rendent leur logement, expatriés et chercheurs étrangers, propriétaires de locations Airbnb, professions libérales, petites entreprises et copropriétés de Nantes et de la métropole.',
    keyServices:
      "Ménage et repassage réguliers à domicile (chaque semaine, tous les 15 jours ou une fois par mois), grand ménage ponctuel, ménage de fin de bail avant l'état des lieux, nettoyage des vitres, nettoyage après travaux, ménage des locations courte durée (Airbnb, Booking) avec linge, nettoyage de bureaux, de commerces et de parties communes de copropriétés. Crédit d'impôt de 50 % avec l'avance immédiate, CESU préfinancés acceptés.",
    commonQuestions:
      "Prix de l'heure et crédit d'impôt, produits et matériel, clés, annulations, fin de bail et récupération de la caution, disponibilités, zone d'intervention.",
    languages: ['French', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      "On vouvoie les clients, sauf s'ils nous tutoient. Réponses courtes, avec le prix en euros et le prix après crédit d'impôt quand il s'applique. En anglais, des phrases simples.",
    personality: "Chaleureuse, rassurante et très organisée, comme une bonne cheffe d'équipe.",
    responseTemplates: [
      {
        scenario: availability,
        response:
          "Nos plannings bougent tous les jours, alors je préfère vérifier plutôt que de vous promettre un créneau ! Envoyez-nous votre adresse (ou votre commune), la prestation souhaitée (ménage régulier, grand ménage, fin de bail, vitres, Airbnb...), la surface du logement et les jours et heures qui vous arrangent, par SMS ou WhatsApp au 06 55 41 28 90 ou sur netetclair.example/devis. Claire ou Mehdi vous confirment un créneau dans les 2 heures ouvrées. Pour une urgence (état des lieux demain, voyageurs qui arrivent), appelez directement l'agence au 02 40 55 31 72.",
      },
    ],
  },
  qa: [
    french(
      tax,
      "Net & Clair est un organisme de services à la personne déclaré (déclaration SAP n° 852417963). Pour le ménage, le grand ménage, la fin de bail, les vitres et le repassage à votre domicile, vous avez droit à un crédit d'impôt de 50 % des sommes payées, dans la limite de 12 000 € de dépenses par an (plafond majoré de 1 500 € par enfant à charge, jusqu'à 15 000 €). Une heure à 29 € vous revient donc à 14,50 €. Avec l'avance immédiate de l'URSSAF, que nous activons gratuitement à votre inscription, vous ne payez chaque mois que la moitié de la facture : plus besoin d'attendre l'année suivante. Sinon, nous vous envoyons chaque année en février une attestation fiscale, à reporter sur votre déclaration de revenus (case 7DB). Le crédit d'impôt vous est remboursé même si vous n'êtes pas imposable. Le ménage des bureaux et des locations Airbnb n'y ouvre pas droit.",
    ),
    french(
      payment,
      "Nous facturons à la fin de chaque mois les passages réalisés. Vous pouvez payer par prélèvement SEPA (le plus simple, le 5 du mois suivant), par virement, par carte bancaire avec le lien de paiement envoyé avec la facture, par chèque à l'ordre de Net & Clair, ou avec des CESU préfinancés (papier ou e-CESU) donnés par votre employeur ou votre mutuelle. Nous ne pouvons pas accepter le CESU déclaratif ni les espèces. Pour les prestations ponctuelles (grand ménage, fin de bail, après travaux), un acompte de 30 % est demandé à la réservation et le solde est réglé le jour de l'intervention.",
    ),
    french(
      products,
      "Oui pour les produits : nos intervenantes arrivent avec leurs produits écologiques labellisés Ecocert (nettoyant multi-usage, dégraissant, anticalcaire, produit vitres, savon noir), inclus dans le prix. Si vous préférez vos propres produits (allergies, bébé, sols particuliers comme le parquet huilé ou le marbre), laissez-les en évidence et nous les utiliserons. Pour le matériel, nous utilisons en général le vôtre : aspirateur, balai, serpillière ou balai à plat, seau. Si vous n'en avez pas, l'intervenante apporte notre aspirateur et notre kit de lavage des sols pour 3 € par passage. Pour les grands ménages, les fins de bail et les nettoyages après travaux, nous venons toujours avec tout notre matériel professionnel (aspirateur eau et poussière, nettoyeur vapeur), sans supplément.",
    ),
    french(
      keys,
      "Non, la plupart de nos clients sont au travail pendant le passage. Vous pouvez nous confier un double de vos clés au premier rendez-vous : nous signons une décharge, le trousseau est identifié par un simple numéro (jamais votre nom ni votre adresse) et rangé dans un coffre fermé à code à l'agence. Vous pouvez aussi laisser la clé dans une boîte à clés à code, ou nous donner le code de la porte et celui de l'alarme. Nous vous rendons les clés à tout moment contre signature, et au plus tard le dernier jour du contrat. Si une clé est perdue par notre faute, nous payons le changement de la serrure.",
    ),
    french(
      cancel,
      "Prévenez-nous par SMS, par e-mail ou dans votre espace client au moins 48 heures avant : l'annulation ou le report est gratuit. Entre 48 h et 24 h avant, nous facturons 50 % du passage ; moins de 24 h avant, ou si l'intervenante trouve porte close, le passage est facturé en entier. Pendant vos vacances, vous pouvez suspendre les passages gratuitement, aussi longtemps que vous voulez, si vous nous prévenez 7 jours avant. Pour les prestations ponctuelles (grand ménage, fin de bail, après travaux), l'acompte de 30 % est remboursé si vous annulez plus de 72 h avant. Si c'est nous qui devons annuler (maladie de l'intervenante par exemple), nous vous proposons une remplaçante ou un autre créneau dans la semaine, sans frais.",
    ),
    french(
      area,
      "Nous intervenons dans tout Nantes (centre-ville, Île de Nantes, Chantenay, Doulon, Nantes Nord, Erdre, Saint-Donatien, Breil...) et dans les communes de la métropole : Rezé, Saint-Herblain, Orvault, Saint-Sébastien-sur-Loire, Vertou, Carquefou, La Chapelle-sur-Erdre, Sainte-Luce-sur-Loire, Bouguenais, Basse-Goulaine, Couëron et Thouaré-sur-Loire, sans frais de déplacement. Jusqu'à 25 km de Nantes (par exemple Sucé-sur-Erdre, Treillières, Haute-Goulaine ou Le Pellerin), nous venons avec 10 € de frais de déplacement par passage. Au-delà, notamment sur la côte (Pornic, Saint-Nazaire, La Baule), nous n'intervenons pas.",
    ),
    french(
      hours,
      "L'agence (8 rue Fouré, 44000 Nantes) est ouverte du lundi au vendredi de 9 h à 12 h 30 et de 14 h à 18 h. Nous répondons au téléphone (02 40 55 31 72) aux mêmes heures, et par SMS ou WhatsApp (06 55 41 28 90) jusqu'à 20 h. Chez les particuliers, nos intervenantes travaillent du lundi au samedi de 7 h 30 à 19 h 30. Pour les bureaux, nous intervenons aussi tôt le matin (dès 6 h) ou le soir après la fermeture (jusqu'à 22 h). Le dimanche et les jours fériés, nous n'assurons que le ménage des locations Airbnb, avec une majoration de 25 %.",
    ),
    french(
      pets,
      "Pas du tout, beaucoup de nos clients ont des chiens et des chats. Dites-le-nous au premier rendez-vous : nous choisissons une intervenante à l'aise avec les animaux et qui n'y est pas allergique. Si votre chien n'aime pas les inconnus, installez-le dans une pièce fermée ou sortez-le pendant le passage. Les poils demandent souvent plus de temps : comptez 30 minutes de plus par passage avec un chien ou un chat qui perd beaucoup ses poils.",
    ),
    french(
      insurance,
      "Nous sommes assurés en responsabilité civile professionnelle auprès de la MMA, jusqu'à 3 millions d'euros par sinistre. Si un objet est cassé ou abîmé pendant le passage, l'intervenante vous le signale le jour même (un mot laissé sur place et un message à l'agence). Envoyez-nous des photos et, si possible, la facture d'achat dans les 5 jours : nous déclarons le sinistre et vous êtes remboursé en 30 jours environ. La franchise de 150 € est à notre charge, pas à la vôtre. Les objets de grande valeur (bijoux, œuvres d'art, argent liquide) doivent être rangés avant le passage : ils ne sont pas couverts.",
    ),
    french(
      endOfLease,
      "Oui, c'est l'une de nos prestations les plus demandées, surtout par les étudiants en juin et juillet. Le logement doit être vide (meubles et cartons partis, sauf s'il est loué meublé), avec l'eau et l'électricité encore branchées. Nous nettoyons tout à fond : intérieur des placards et des tiroirs, four, réfrigérateur, hotte, plaques, calcaire de la salle de bain et des WC, joints, vitres intérieures et extérieures, radiateurs, plinthes, portes, interrupteurs et sols. Prix forfaitaire selon la surface, à partir de 170 € pour un studio (voir nos tarifs 2026). Réservez au plus tard 3 jours avant l'état des lieux ; nous passons la veille ou le matin même. Notre garantie : si l'agence ou le propriétaire relève un défaut de ménage dans l'état des lieux de sortie, nous revenons gratuitement sous 48 h, sur présentation du document.",
    ),
    french(
      quote,
      'Oui, le devis est gratuit et sans engagement. Pour un ménage régulier, nous passons 30 minutes chez vous pour voir le logement, comprendre vos priorités et estimer le temps nécessaire. Pour un grand ménage, une fin de bail ou un nettoyage après travaux, envoyez-nous la surface, le nombre de pièces et quelques photos par WhatsApp au 06 55 41 28 90 ou avec le formulaire de netetclair.example/devis : vous recevez un devis chiffré sous 24 h ouvrées. Pour les bureaux aussi, la visite et le devis sont gratuits.',
    ),
    french(
      sameCleaner,
      "Oui, pour un ménage régulier, c'est toujours la même intervenante qui vient chez vous, le même jour et à la même heure. Pendant ses congés ou si elle est malade, nous vous proposons une remplaçante ; vous pouvez la refuser, le passage est alors simplement annulé, sans frais. Si le courant ne passe pas avec votre intervenante, dites-le-nous : nous en changeons, sans que vous ayez à vous justifier.",
    ),
    french(
      ironing,
      "Oui, à votre domicile. Le repassage peut se faire pendant le ménage (il compte alors dans la durée du passage, au même tarif horaire) ou lors d'un passage dédié d'au moins 2 heures. Comptez environ 12 à 15 chemises par heure. Laissez le linge propre et sec, avec votre fer ou votre centrale vapeur et la table à repasser ; nous plions et rangeons le linge, ou le suspendons sur cintres. Nous ne repassons pas le cuir, la soie ni les vêtements marqués « ne pas repasser ».",
    ),
    french(
      windows,
      "Oui, l'intérieur et l'extérieur, y compris les baies vitrées, les portes-fenêtres, les vérandas et les velux accessibles de l'intérieur. Nous travaillons à la raclette et à la perche télescopique, sans produit agressif, jusqu'au premier étage depuis le sol ou depuis votre balcon. Les cadres et les rebords sont nettoyés en même temps. Prix à la fenêtre, avec un minimum de 60 € par intervention (voir tarifs 2026). Avec un ménage régulier, les vitres peuvent aussi être faites pendant le passage, au tarif horaire.",
    ),
    french(
      offices,
      "Oui : bureaux, cabinets médicaux et paramédicaux, agences, commerces, et parties communes de petites copropriétés (hall, escaliers, ascenseur, local poubelles). Nous intervenons avant l'ouverture ou après la fermeture, de 6 h à 22 h du lundi au samedi, d'une à cinq fois par semaine. Contrat mensuel sans durée d'engagement, résiliable avec un mois de préavis, facture HT avec TVA à 20 %. À partir de 26 € HT de l'heure, produits et matériel compris ; le papier toilette, les essuie-mains et le savon peuvent être fournis et refacturés au prix coûtant. Ces prestations n'ouvrent pas droit au crédit d'impôt. Visite et devis gratuits.",
    ),
    french(
      afterWorks,
      "Oui, après une rénovation, des travaux de peinture ou une construction neuve : dépoussiérage complet (murs, plafonds, radiateurs, prises), aspiration des poussières de plâtre, retrait des traces de peinture, de colle et de ciment sur les sols, les vitres, les menuiseries et les sanitaires, puis lavage des sols. Le chantier doit être terminé et les gravats évacués par l'entreprise de travaux : nous n'évacuons ni gravats ni déchets de chantier. Prix au m² (voir tarifs 2026), après photos ou visite. Délai habituel : 3 à 5 jours ouvrés.",
    ),
    french(
      contract,
      "Aucun engagement de durée pour le ménage régulier : vous pouvez arrêter à tout moment avec un préavis de 15 jours, par e-mail ou dans votre espace client. Un passage dure au minimum 2 heures (3 heures pour un premier ménage ou un ménage ponctuel à l'heure). Vous choisissez la fréquence : chaque semaine, tous les 15 jours ou une fois par mois, et vous pouvez en changer quand vous voulez. Pas de frais de dossier ni d'inscription.",
    ),
    english(
      airbnb,
      'Yes, we look after about 60 short-term rentals in Nantes (Airbnb, Booking, Abritel). A turnover includes stripping the beds and making them with fresh linen, a full clean of the kitchen, bathroom and floors, emptying the bins, washing up and emptying the dishwasher, restocking toilet paper, soap, coffee and tea from your supplies, and a photo report sent after every clean so you can see the flat is ready. We also check for damage or missing items and tell you the same day. We work 7 days a week, Sundays and public holidays included (25 % extra), and can clean between an 11 am check-out and a 4 pm check-in. We can keep a set of your keys or use your key box. Prices per turnover are in our price list (from 45 € for a studio); we can supply bed linen and towels for 15 € per bed. Turnovers are not eligible for the 50 % tax credit.',
    ),
    english(
      englishSpoken,
      'Several of our cleaners speak good English, and the office team (Claire and Mehdi) can handle everything in English: quotes, booking, invoices and questions by phone, email or WhatsApp. Just tell us when you book and we will send an English-speaking cleaner whenever we can. Our contract and invoices are in French, but we can send you an English summary, and our cleaning checklist is in English.',
    ),
    english(
      taxExpat,
      'The tax credit depends on where you pay tax, not on your nationality. If you are a French tax resident and file a French income tax return (déclaration de revenus), you get 50 % of what you paid us back, even if you owe no income tax: the credit is then refunded to you the following summer. If you have just arrived, you claim it on your first French tax return the following spring, for the cleanings paid since your arrival. The immediate advance (avance immédiate), where you only pay half each month, is available once you have filed at least one French tax return and have a French tax number and a bank account in the euro zone. If you are not a French tax resident, you cannot claim the credit.',
    ),
    english(
      vetting,
      'All our cleaners (we call them intervenantes) are employees of Net & Clair on permanent contracts, paid above the industry minimum, never self-employed subcontractors. Before hiring them we check their identity, their right to work in France and their references, and we ask for a criminal record extract. Each one is trained for two weeks by our team leader (products, techniques, respect of your home) and does her first visits with an experienced colleague. They are covered by our insurance, and you have nothing to declare: we handle contracts, payslips and social contributions.',
    ),
    english(
      deepClean,
      'Our grand ménage (deep clean) is a top-to-bottom clean for a move-in, a spring clean, or a home that has not been cleaned for a while. On top of the regular cleaning we degrease the kitchen (hob, hood and filter, splashback, outside of the cupboards), clean inside the microwave, descale the bathroom (shower, tiles, taps, toilet), clean skirting boards, doors, switches and radiators, dust the light fittings, vacuum under beds and sofas when they can be moved, and clean the inside of the windows. Inside the oven, the fridge and the kitchen cupboards are options. Prices are fixed by the size of your home (see Tarifs 2026, from 150 € for a studio); two cleaners come with all our professional equipment, so a two-bedroom flat takes about half a day.',
    ),
    english(
      booking,
      'Fill in the form at netetclair.example/devis, call us on 02 40 55 31 72 or send a WhatsApp message to 06 55 41 28 90 with your address, the size of your home and the service you want. For regular cleaning we first come for a free 30-minute visit, then your cleaner usually starts within 7 to 10 days. One-off cleanings (deep clean, end of tenancy, Airbnb) can often be booked within 48 hours. You confirm online and sign the contract electronically; there is no registration fee.',
    ),
    english(
      extras,
      'Yes, as extras you can add to any cleaning: inside of the oven (25 €), inside of the fridge and freezer (20 €; please defrost the freezer the day before), inside of the kitchen cupboards (30 €, emptied beforehand), and sweeping and washing a balcony or terrace (25 €). They are already included in our end-of-tenancy cleaning. With regular cleaning you can also simply ask your cleaner to do them during the visit, within the hours booked.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'French',
      text: `TARIFS 2026 - Net & Clair, 8 rue Fouré, 44000 Nantes
Prix TTC pour les particuliers (TVA 20 % comprise). Entre parenthèses : votre coût réel après le crédit d'impôt de 50 %, pour les prestations qui y ouvrent droit.

Ménage et repassage à l'heure (particuliers)
- Passage hebdomadaire : 29 €/h (14,50 €)
- Passage tous les 15 jours : 31 €/h (15,50 €)
- Passage mensuel ou ménage ponctuel : 34 €/h (17 €)
- Minimum 2 h par passage (3 h pour un premier ménage ou un ménage ponctuel)
- Repassage : même tarif horaire, pendant le ménage ou en passage dédié de 2 h minimum
- Aspirateur et kit de lavage des sols apportés par Net & Clair : 3 € par passage

Grand ménage (forfait, 2 intervenantes, produits et matériel compris)
- Studio / T1 (jusqu'à 30 m²) : 150 € (75 €)
- T2 (31 à 50 m²) : 210 € (105 €)
- T3 (51 à 70 m²) : 270 € (135 €)
- T4 (71 à 90 m²) : 330 € (165 €)
- Maison ou plus de 90 m² : sur devis

Fin de bail / état des lieux (forfait, logement vide)
- Studio / T1 : 170 € (85 €)
- T2 : 230 € (115 €)
- T3 : 290 € (145 €)
- T4 : 350 € (175 €)
- Maison : sur devis
Inclus : intérieur des placards, four, réfrigérateur, hotte, vitres. Garantie : repasse gratuite sous 48 h si l'état des lieux relève un défaut de ménage.

Vitres (minimum 60 € par intervention)
- Fenêtre ou porte-fenêtre standard (2 faces) : 8 €
- Baie vitrée (2 faces) : 14 €
- Velux : 10 €
- Véranda : sur devis

Options (avec n'importe quel ménage)
- Intérieur du four : 25 €
- Intérieur du réfrigérateur et du congélateur : 20 €
- Intérieur des placards de cuisine : 30 €
- Balcon ou terrasse : 25 €

Location courte durée (Airbnb, Booking), par rotation, 7 j/7
- Studio : 45 €
- T2 : 60 €
- T3 : 80 €
- T4 et maison : sur devis
- Linge de lit et de toilette fourni : 15 € par lit
- Dimanche et jours fériés : +25 %
Non éligible au crédit d'impôt.

Bureaux et locaux professionnels (prix HT, TVA 20 % en sus)
- Contrat régulier : à partir de 26 € HT/h
- Intervention ponctuelle : 32 € HT/h
Non éligible au crédit d'impôt.

Après travaux / après chantier
- Logement ou local : 5 € TTC/m², minimum 250 €
- Vitres très sales (peinture, ciment) : supplément sur devis

Frais et conditions
- Déplacement hors métropole, jusqu'à 25 km de Nantes : 10 € par passage
- Annulation entre 48 h et 24 h avant : 50 % du passage ; moins de 24 h avant ou porte close : 100 %
- Acompte pour les prestations ponctuelles : 30 % à la réservation
- Devis et visite : gratuits
- Frais de dossier : aucun`,
    },
    {
      title: checklist,
      language: 'English',
      text: `Cleaning checklist: what your cleaner does - Net & Clair

This is what your cleaner (intervenante) does during a regular visit. If the visit is too short to do everything, tell us your priorities and she will start with them.

Kitchen
- Wipe and degrease the worktops, the hob and the splashback
- Clean the outside of the appliances (oven, fridge, dishwasher, microwave) and of the cupboards
- Clean the sink and the taps
- Do the washing-up, or load and empty the dishwasher
- Empty the bins and put in new bin bags
- Vacuum and mop the floor

Bathroom and toilets
- Clean and descale the shower, the bathtub, the washbasin and the taps
- Clean the toilet inside and out, including the base
- Clean the mirrors and wipe the tiles around the shower and the bath
- Change the towels if you leave clean ones out
- Vacuum and mop the floor

Bedrooms and living areas
- Dust all surfaces within reach: shelves, furniture, TV, lamps, skirting boards
- Make the beds, and change the bed linen if you leave clean sheets out
- Tidy up (we put things back where they belong but never sort your papers)
- Vacuum carpets and rugs, vacuum and mop hard floors (parquet with a damp mop only)
- Empty the waste-paper baskets

On request, during the visit
- Ironing and folding laundry
- Putting a load in the washing machine and hanging it out to dry
- The inside of the windows
- The inside of the fridge or the microwave

Deep clean and end of tenancy also include
- Degreasing the hood and its filter
- Descaling all the tiles and joints
- Doors, door frames, switches, radiators and light fittings
- Windows inside and out
- Inside of the oven, the fridge and the cupboards (end of tenancy only; options for a deep clean)

What we do not do
- Cleaning above 3 metres, or climbing higher than a 3-step stepladder
- Moving heavy furniture (wardrobes, beds, sofas) to clean behind it

Before your cleaner arrives
- Put away valuables, cash and important papers
- Leave out the products you want us to use on special surfaces (waxed parquet, marble, leather)
- Tell us if anything has changed: a new pet, a new alarm code, a broken appliance`,
    },
  ],
  answerable: [
    // Paraphrases and everyday words, in French
    {
      question:
        'Je cherche une femme de ménage pour 2h par semaine, ça revient à combien une fois les impôts déduits ?',
      answeredBy: [prices, tax],
    },
    {
      question: 'Vous prenez les chèques emploi service que me donne mon CE ?',
      answeredBy: [payment],
    },
    {
      question:
        "La dame vient avec son aspirateur et sa panosse ou je dois fournir les miens ? J'ai juste un Swiffer.",
      answeredBy: [products, prices],
    },
    {
      question:
        "Vous pouvez faire les carreaux ? J'ai une grande baie vitrée côté jardin, c'est combien ?",
      answeredBy: [windows, prices],
    },
    {
      question:
        "Ma proprio est super pointilleuse, si elle trouve que c'est pas nickel à l'état des lieux vous faites quoi ?",
      answeredBy: [endOfLease, prices],
    },
    {
      question: 'Est-ce que je peux arrêter quand je veux ou je suis engagée pour un an ?',
      answeredBy: [contract],
    },
    {
      question:
        "Vous faites le nettoyage des parties communes d'un petit immeuble ? On est une copro de 8 logements et le syndic cherche quelqu'un.",
      answeredBy: [offices, services],
    },
    // Long messages, the question inside
    {
      question:
        'Bonjour, on vient de refaire entièrement la cuisine et le salon (placo, peinture, carrelage) et il y a de la poussière blanche partout, même dans les placards. Les artisans sont partis mais ils ont laissé des traces de peinture sur le carrelage. Vous pouvez intervenir et ça coûterait combien à peu près pour 60 m² ?',
      answeredBy: [afterWorks, prices],
    },
    {
      question:
        "Bonsoir, je suis infirmière en horaires décalés et je ne serai jamais là quand la personne passera. Comment on fait pour qu'elle puisse entrer ? Je suis un peu inquiète de laisser mes clés à quelqu'un que je ne connais pas.",
      answeredBy: [keys],
    },
    {
      question:
        "Bonjour, ma mère a 82 ans, elle vit seule à Orvault et n'arrive plus à faire son ménage. Je voudrais quelqu'un toutes les semaines, mais si possible toujours la même personne parce qu'elle se méfie beaucoup des inconnus. C'est possible chez vous ?",
      answeredBy: [sameCleaner],
    },
    {
      question:
        "Bonjour, mon ménage est prévu demain matin à 9h mais mon fils est malade et on part chez ma mère ce soir. Je viens de voir qu'il fallait prévenir avant, est-ce que je vais quand même devoir payer ?",
      answeredBy: [cancel, prices],
    },
    // Typos and missing accents
    {
      question: 'vous vous deplacer jusqu a Suce-sur-Erdre ? ya un supplement ?',
      answeredBy: [area, prices],
    },
    {
      question: 'combien pour un grand menage d un appart de septante m2',
      answeredBy: [prices],
    },
    { question: 'vous faite le repasage a domicil ?', answeredBy: [ironing, prices, checklist] },
    // SMS French
    {
      question: 'slt vs etes dispo samedi matin pr un menage ?',
      answeredBy: [availability, hours],
    },
    {
      question: 'cb de temps pr avoir qqn chez moi ? c assez urgent',
      answeredBy: [booking, availability],
    },
    {
      question:
        "jsp si j'ai droit au credit d impot, je suis pas imposable, ca marche qd meme stp ?",
      answeredBy: [tax, taxExpat],
    },
    {
      question: 'c possible d avoir un rdv pr un devis ? c pr nos bureaux, 120 m2',
      answeredBy: [quote, offices],
    },
    { question: 'vs faites les airbnb le dimanche ?', answeredBy: [airbnb, hours, prices] },
    { question: 'attestation fiscale ?', answeredBy: [tax] },
    // French questions, English knowledge
    {
      question: "Vous nettoyez aussi l'intérieur du four et du frigo ?",
      answeredBy: [extras, prices, checklist],
    },
    {
      question:
        'Vos intervenantes sont salariées ou auto-entrepreneuses ? Vous vérifiez leur casier judiciaire ?',
      answeredBy: [vetting],
    },
    {
      question: 'Est-ce que la femme de ménage fait les lits et change les draps ?',
      answeredBy: [checklist],
    },
    {
      question: "Y a quelqu'un qui parle anglais chez vous ? C'est pour mon coloc américain.",
      answeredBy: [englishSpoken],
    },
    // English questions, French knowledge, in everyday words
    {
      question: "How much for a move-out clean so I get my deposit back? It's a one-bedroom flat.",
      answeredBy: [prices, endOfLease],
    },
    {
      question: 'Do I need to buy cleaning products or a Hoover for the maid?',
      answeredBy: [products, prices],
    },
    {
      question: 'Could I have a housekeeper every other week rather than every week?',
      answeredBy: [contract, prices],
    },
    {
      question: "Can I pause the cleanings while I'm away for the summer?",
      answeredBy: [cancel],
    },
    { question: 'Can your cleaner do my shirts?', answeredBy: [ironing, prices, checklist] },
    { question: 'How much per hour for office cleaning?', answeredBy: [offices, prices] },
    // Long messages, in English
    {
      question:
        "Hi! I host two Airbnbs near the Château des ducs and my current cleaner just quit. I need someone who can do the changeover between guests, send me photos when it's done and tell me if anything got broken. Do you do that, and can you provide the sheets and towels?",
      answeredBy: [airbnb, prices],
    },
    {
      question:
        "Hello, I'm a PhD student from India, I moved to Nantes in September and I'd love a cleaner twice a month. Someone told me there's a tax thing that makes it half price. Does that work for foreigners who have never filed taxes in France?",
      answeredBy: [taxExpat, tax],
    },
    {
      question:
        "We just moved into a house in Rezé and the previous owners left it pretty dirty: grease all over the kitchen, limescale everywhere in the bathroom. Before we unpack we'd like a proper top-to-bottom clean. What would that involve?",
      answeredBy: [deepClean, checklist],
    },
    {
      question:
        "My wife and I both work long hours and we just had a baby. We're looking for someone to come every week to help with the cleaning and the laundry. How do we get started, and is there a sign-up fee?",
      answeredBy: [booking, contract, prices],
    },
    // Typos and chat-speak, in English
    { question: 'wich areas of nantes do you cover?', answeredBy: [area, description] },
    { question: 'do you cleen windows on the outside to?', answeredBy: [windows, prices] },
    { question: 'u guys work on sundays?', answeredBy: [hours, airbnb, prices] },
    {
      question: 'r ur cleaners insured? wat if smth gets broken',
      answeredBy: [insurance, vetting],
    },
    // One or two words
    { question: 'Pets?', answeredBy: [pets] },
    { question: 'Post-construction cleaning', answeredBy: [afterWorks, prices, services] },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    "Vous faites aussi la garde d'enfants après l'école ? C'est aussi 50 % de crédit d'impôt ?",
    'Do you also do gardening, like mowing the lawn and trimming the hedge?',
    "On a des punaises de lit dans l'appart, vous pouvez traiter ?",
    'Can you shampoo my fabric sofa and the carpets with an injection-extraction machine?',
    "Vous faites les déménagements ? J'ai besoin de bras pour porter les cartons jusqu'au camion.",
    'Est-ce que vous vendez vos produits écologiques ? Je voudrais acheter le même nettoyant multi-usage.',
    'Can you manage my Airbnb listing and welcome the guests at check-in?',
    "Vous recrutez ? Je voudrais postuler comme aide ménagère, à qui j'envoie mon CV ?",
    // Plainly outside
    'Quel temps fera-t-il à Nantes ce week-end ?',
    "What's the best crêperie in Nantes?",
  ],
};
