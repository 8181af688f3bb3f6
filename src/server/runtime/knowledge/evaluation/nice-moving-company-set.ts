import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Déménagements Baie des Anges, a family removals company (déménageur) in Nice, with its depot
 * and its own storage warehouse (garde-meuble) at Saint-Isidore, that moves households and
 * offices on the Côte d'Azur, to the rest of France and to Italy. Its customers write in French
 * and in English (British and American retirees, expats, students of the Université Côte
 * d'Azur). The owner wrote the briefing in French, most Q&A pairs in French and a few in
 * English, added one custom response for quote requests, and pasted the 2026 tariff and the
 * general conditions of sale, both in French.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday words ("déménager un T2", "vous fournissez des cartons", "garder nos meubles",
 * "removal van", "flat on the 5th floor with no lift", "my stuff"), long messages with a story
 * around the question, typos and chat-speak ("c combien", "vs", "pk", "jsuis", "stp", "u",
 * "pls", "thx", no accents), one- or two-word questions, and French questions against English
 * knowledge and the reverse. The outside questions include hard negatives that share words with
 * the knowledge (renting a truck without movers, shipping a container overseas, cleaning the old
 * flat, second-hand furniture for sale, a job as a mover, moving a car, pets in the truck, home
 * insurance).
 */

const english = qaIn('English');
const french = qaIn('French');

// The sources' titles, as the answers name them.
const zones = 'Dans quelles régions déménagez-vous ?';
const estimate = 'Le devis est-il gratuit ? Comment se passe l’estimation ?';
const price = 'Combien coûte un déménagement ?';
const volume = 'Comment calculer le volume de mon déménagement ?';
const floors = 'Y a-t-il un supplément pour les étages sans ascenseur ?';
const furnitureLift = 'Qu’est-ce qu’un monte-meuble et quand faut-il en prévoir un ?';
const parking = 'Faut-il une autorisation de stationnement pour le camion ?';
const packing = 'Proposez-vous l’emballage de mes affaires ?';
const boxes = 'Vendez-vous des cartons de déménagement ?';
const dismantling = 'Démontez-vous et remontez-vous les meubles ?';
const piano = 'Déménagez-vous les pianos ?';
const storage = 'Proposez-vous un garde-meuble ?';
const insurance = 'Mes affaires sont-elles assurées pendant le déménagement ?';
const damage = 'Que faire si un objet est cassé ou abîmé pendant le déménagement ?';
const deposit = 'Quel acompte faut-il verser et comment payer ?';
const cancellation = 'Puis-je annuler ou reporter mon déménagement ?';
const weekend = 'Déménagez-vous le week-end ?';
const booking = 'Combien de temps à l’avance faut-il réserver ?';
const students = 'Avez-vous des tarifs pour les étudiants ?';
const offices = 'Faites-vous les déménagements de bureaux et de commerces ?';
const disposal = 'Pouvez-vous nous débarrasser de nos vieux meubles ?';
const englishStaff = 'Do you speak English?';
const italy = 'Can you move us to Italy?';
const duration = 'How long does a move take?';
const preparation = 'How should I prepare for moving day?';
const location = 'Where are you based and when is your office open?';
const smallMove = 'Do you do small moves of just a few items?';
const prices = 'Tarifs 2026';
const terms = 'Conditions générales de vente';
const quoteRequest = 'Demande de devis pour un déménagement';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const niceMovingCompanySet: EvaluationSet = {
  name: 'Nice moving company (Déménagements Baie des Anges)',
  heldOut: false,
  agentName: 'Camille',
  briefing: {
    companyName: 'Déménagements Baie des Anges',
    industry: 'services',
    description:
      'Déménagements Baie des Anges est une entreprise familiale de déménagement installée à Nice depuis 2008, au 214 route de Grenoble, à Saint-Isidore. Notre équipe de 12 personnes, avec 6 camions de 12 à 50 m³ et un monte-meuble, déménage les particuliers et les entreprises à Nice et sur toute la Côte d’Azur, vers le reste de la France et vers l’Italie. Nous avons notre propre garde-meuble sur notre dépôt. Une partie de l’équipe parle anglais et italien.',
    targetAudience:
      'Familles et particuliers de Nice et de la Côte d’Azur, retraités britanniques et américains qui s’installent dans la région ou qui la quittent, expatriés, étudiants de l’Université Côte d’Azur, petites entreprises, commerces, agences et cabinets médicaux.',
    keyServices:
      'Déménagements locaux à Nice et sur la Côte d’Azur, déménagements vers toute la France (camion dédié ou groupage) et vers l’Italie, devis gratuit après visite à domicile ou en visio, trois formules (Économique, Standard, Confort), emballage et déballage, vente de cartons et de kits d’emballage, démontage et remontage des meubles, transport de pianos, monte-meuble jusqu’au 8e étage, demande d’autorisation de stationnement à la mairie, garde-meuble au mois, mini-déménagements, formule étudiant, déménagements de bureaux et de commerces, débarras des vieux meubles et encombrants.',
    commonQuestions:
      'Combien coûte un déménagement pour un studio, un T2 ou un T3, si le devis est gratuit, comment calculer le volume, les suppléments pour les étages et l’absence d’ascenseur, s’il faut un monte-meuble, les cartons, l’assurance et ce qui se passe en cas de casse, l’acompte et l’annulation, les déménagements le samedi, combien de temps à l’avance réserver et si nous déménageons vers Paris ou l’Italie.',
    languages: ['French', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Réponses claires et concrètes, toujours avec le prix en euros quand nous le connaissons, et en proposant la prochaine étape (devis, visite, réservation). En français, nous vouvoyons nos clients ; à qui nous écrit en anglais, nous répondons en anglais.',
    personality:
      'Comme un chef d’équipe déménageur expérimenté et rassurant : pratique, honnête sur les prix et les délais, et attentif aux objets auxquels les clients tiennent.',
    responseTemplates: [
      {
        scenario: quoteRequest,
        response:
          'Avec plaisir ! Pour vous faire un devis précis, envoyez-nous : l’adresse de départ et d’arrivée, l’étage et la présence d’un ascenseur (et sa taille) à chaque adresse, si un camion peut se garer près de l’entrée, la date souhaitée (ou une période), la surface ou la liste des meubles, et la formule qui vous intéresse (Économique, Standard ou Confort). Le plus simple : par WhatsApp au 06 71 52 38 94 ou par e-mail à contact@baiedesanges-demenagement.example. Nous vous proposons ensuite une visite à domicile ou une visio de 20 minutes, et vous recevez le devis écrit sous 24 heures ouvrées, gratuit et sans engagement.',
      },
    ],
  },
  qa: [
    french(
      zones,
      'Nous déménageons à Nice et sur toute la Côte d’Azur, de Menton à Cannes, ainsi que dans l’arrière-pays (Vence, Grasse, Saint-Martin-Vésubie…). Nous faisons aussi les déménagements vers toute la France métropolitaine, par exemple Marseille, Lyon, Montpellier, Toulouse, Bordeaux, Paris, Nantes ou Lille, avec un camion dédié ou en groupage (camion partagé, moins cher). Enfin, nous allons plusieurs fois par mois en Italie : Ligurie, Piémont, Lombardie, Toscane et jusqu’à Rome. Nous déménageons dans les deux sens, par exemple de Paris ou de Milan vers Nice.',
    ),
    french(
      estimate,
      'Oui, le devis est gratuit et sans engagement. Vous avez le choix : une visite à domicile d’environ 30 minutes, entre Menton et Cannes, en général sous 48 heures, du lundi au vendredi jusqu’à 19 h et le samedi matin ; ou une visio de 20 minutes par WhatsApp ou Zoom, où vous nous faites visiter le logement avec votre téléphone, idéale si vous êtes loin ou à l’étranger. Pour un petit volume, une liste de meubles envoyée par WhatsApp suffit. Vous recevez le devis écrit sous 24 heures ouvrées. Il détaille le volume, la formule, les accès et les suppléments, et il est valable 3 mois.',
    ),
    french(
      price,
      'Le prix dépend surtout du volume à déménager (en m³), de la distance, des accès (étages, ascenseur, distance entre le camion et la porte, stationnement), de la formule choisie et de la date. À Nice et jusqu’à 30 km, en formule Économique avec ascenseur ou au rez-de-chaussée, comptez 490 € pour un studio, 790 € pour un T2, 1 190 € pour un T3 et 1 690 € pour un T4 ; une maison se fait sur devis, à partir de 2 100 €. La formule Standard coûte 20 % de plus, la formule Confort 45 % de plus. Pour un T2, Nice–Marseille revient à partir de 1 290 € et Nice–Paris à partir de 2 190 €. Le prix du devis est ferme : il ne change que si le volume ou les accès sont différents de ce qui était prévu.',
    ),
    french(
      volume,
      'La règle la plus simple : divisez la surface de votre logement en m² par deux, puis ajoutez la cave, le garage ou le balcon. Quelques repères : un studio fait 10 à 15 m³, un T2 20 à 25 m³, un T3 30 à 40 m³, un T4 45 à 55 m³ et une maison plus de 60 m³. Pour les meubles : un canapé 3 places fait environ 2 m³, un lit double 1,5 m³, une armoire 2 portes 2 m³, un réfrigérateur 1 m³, et 10 cartons font 1 m³. Vous trouverez un calculateur de volume sur notre site, mais le volume exact est fixé lors de la visite ou de la visio, gratuites.',
    ),
    french(
      floors,
      'Le rez-de-chaussée et le 1er étage sont compris dans le prix. Au-delà, sans ascenseur, le supplément est de 3 € par m³ et par étage : pour un T2 de 25 m³ au 4e étage, cela fait 3 étages × 25 m³ × 3 € = 225 €. Beaucoup d’immeubles anciens de Nice ont un petit ascenseur de 3 personnes : les cartons passent par l’ascenseur et les meubles par l’escalier, avec un supplément de 1,50 € par m³ et par étage. Si le camion ne peut pas se garer à moins de 20 m de la porte, le portage coûte 2 € par m³ par tranche de 10 m. À partir du 5e étage sans ascenseur, ou si les meubles ne passent pas dans l’escalier, le monte-meuble est souvent plus rapide et moins cher.',
    ),
    french(
      furnitureLift,
      'Le monte-meuble est une échelle élévatrice montée sur notre camion : une plateforme monte les meubles et les cartons jusqu’à une fenêtre ou un balcon, jusqu’au 8e étage (25 m) et 250 kg par montée. Il est utile sans ascenseur, quand l’escalier est trop étroit (Vieux-Nice, immeubles Belle Époque) ou pour les gros meubles comme un canapé d’angle, une armoire ou un piano. Il coûte 290 € jusqu’à 3 heures et 450 € la journée, opérateur compris. Il faut une fenêtre ou un balcon d’au moins 80 cm de large et de la place pour le camion juste en dessous, donc une autorisation de stationnement, dont nous nous occupons. Nous vérifions à la visite qu’aucun câble ni arbre ne gêne.',
    ),
    french(
      parking,
      'Oui. À Nice, pour réserver la place devant l’immeuble, il faut un arrêté de stationnement de la Ville de Nice (Direction de la voirie), à demander au moins 15 jours avant le déménagement. Nous faisons la demande pour vous : 60 € de démarches, plus la redevance de la Ville au prix coûtant, en général 20 à 50 € par jour. Nous posons les panneaux d’interdiction de stationner 48 heures avant. Dans les autres communes, nous faisons la même demande auprès de la mairie. Dans le Vieux-Nice et les zones piétonnes, seuls les camions de 3,5 t maximum peuvent entrer, le matin avant 11 h : nous faisons alors des navettes avec un petit camion (150 € la demi-journée). Si vous faites la demande vous-même, envoyez-nous une copie de l’arrêté.',
    ),
    french(
      packing,
      'Oui, avec trois formules. Économique : vous emballez vos cartons et démontez vos meubles, nous protégeons les meubles sous couvertures, chargeons, transportons et déchargeons. Standard (+20 %) : nous emballons en plus la vaisselle, les verres, les lampes, les tableaux, les miroirs et tout ce qui est fragile, et nous démontons et remontons les meubles. Confort (+45 %) : nous emballons tout, puis nous déballons le fragile et le rangeons dans vos placards ; vous n’avez rien à faire. En Standard et en Confort, le matériel d’emballage est compris, et pour un T3 ou plus l’équipe vient emballer la veille. Vous pouvez aussi acheter nos cartons et emballer vous-même.',
    ),
    french(
      boxes,
      'Oui, au dépôt et livrés chez vous. Carton standard (55 × 35 × 30 cm) 2,50 €, carton livres 1,90 €, carton penderie avec barre 12 €, carton vaisselle avec croisillons 6 €, papier bulle (rouleau de 50 m) 18 €, ruban adhésif 2,50 €, housse de matelas 6 €. Nos kits : studio 59 €, T2 119 €, T3 189 €. La livraison des cartons est gratuite si vous déménagez avec nous, sinon 15 € dans Nice, ou vous les retirez au dépôt, 214 route de Grenoble, du lundi au vendredi de 8 h à 18 h 30 et le samedi de 9 h à 12 h. Les cartons non utilisés et en bon état sont remboursés au prix payé s’ils sont rapportés dans les 30 jours.',
    ),
    french(
      dismantling,
      'Oui. Le démontage et le remontage des meubles (lits, armoires, bibliothèques, tables) sont compris dans les formules Standard et Confort ; en formule Économique, ils coûtent 30 € par meuble. Nous démontons aussi les meubles en kit type IKEA, mais un meuble en aggloméré déjà monté plusieurs fois peut ne pas supporter un nouveau démontage : nous vous le signalons avant. Les vis et les pièces sont mises dans un sachet étiqueté et scotché sur le meuble. Nous ne faisons ni l’électricité ni la plomberie : le décrochage des lustres et le raccordement d’une cuisine équipée sont à prévoir avec un artisan.',
    ),
    french(
      piano,
      'Oui. Une équipe de 3 ou 4 déménageurs formés s’en charge, avec un chariot à piano, des sangles et des housses de protection. À Nice, au rez-de-chaussée, avec un ascenseur assez grand ou au monte-meuble, un piano droit coûte 290 € et un piano à queue 590 €. Par l’escalier, comptez 40 € de plus par étage, pour un piano droit jusqu’au 3e étage ; au-delà, et pour un piano à queue, nous passons par la fenêtre avec le monte-meuble. Avec un déménagement vers le reste de la France ou l’Italie, le piano ajoute 150 € (droit) ou 350 € (à queue). Un piano numérique est transporté comme un meuble normal. Faites accorder votre piano 2 à 3 semaines après son arrivée, le temps qu’il s’habitue à la pièce.',
    ),
    french(
      storage,
      'Oui, dans notre garde-meuble sur notre dépôt de Saint-Isidore, fermé, sec, sous alarme et vidéosurveillance. Vos affaires sont rangées dans des conteneurs en bois de 8 m³ plombés à votre nom ; un conteneur coûte 89 € par mois, et un T2 tient en général dans 3 conteneurs. La durée minimum est d’un mois, ensuite c’est au mois, avec un préavis de 15 jours, payé chaque mois par prélèvement ou virement. L’assurance est comprise jusqu’à 8 000 € par conteneur. Vous pouvez accéder à vos affaires sur rendez-vous du lundi au vendredi (25 € par accès). Le transport vers le garde-meuble et la sortie sont facturés au tarif du déménagement local. Pratique entre deux logements ou pendant des travaux.',
    ),
    french(
      insurance,
      'Oui. Avec le devis, vous remplissez une déclaration de valeur : vos affaires sont assurées jusqu’à 20 000 € par déménagement, et jusqu’à 500 € par objet qui n’est pas listé à part. Listez donc les objets de plus de 500 € (tableau, meuble ancien, écran, instrument). Si vos biens valent davantage, la garantie complémentaire coûte 0,5 % de la valeur supplémentaire déclarée, 40 € minimum. L’indemnisation tient compte de la vétusté. Le contenu des cartons que vous avez emballés vous-même n’est couvert que si le carton est visiblement endommagé. Les bijoux, l’argent liquide et les papiers ne sont pas assurés : gardez-les avec vous.',
    ),
    french(
      damage,
      'À l’arrivée, vérifiez vos meubles et cartons avant de signer la lettre de voiture, et notez-y des réserves précises (« miroir fêlé », « pied de table rayé »). Ensuite, vous avez 10 jours calendaires après la livraison pour nous confirmer les dommages par lettre recommandée avec accusé de réception, avec des photos, comme le prévoit la loi. Même si vous n’avez rien noté à la livraison, une lettre recommandée envoyée dans ces 10 jours suffit. Nous vous répondons sous 15 jours : soit notre ébéniste partenaire répare, soit nous vous indemnisons dans la limite de la valeur déclarée, sous 30 jours après accord.',
    ),
    french(
      deposit,
      'La réservation est ferme quand vous signez le devis et versez un acompte de 30 %. Le solde se paie à la fin du déménagement pour un déménagement local, et avant le déchargement à l’arrivée pour un déménagement vers le reste de la France ou l’Italie. Vous pouvez payer par virement, par carte bancaire (nous avons un terminal dans le camion), en espèces jusqu’à 1 000 €, et par chèque pour l’acompte seulement. À partir de 800 €, vous pouvez payer en 3 fois sans frais par carte bancaire. Vous recevez la facture par e-mail.',
    ),
    french(
      cancellation,
      'Vous pouvez reporter votre déménagement gratuitement une fois, si vous nous prévenez au moins 15 jours avant ; un report ensuite coûte 50 €. En cas d’annulation plus de 30 jours avant la date, nous vous remboursons l’acompte moins 50 € de frais de dossier ; entre 30 et 8 jours avant, nous gardons la moitié de l’acompte ; à moins de 8 jours, l’acompte reste acquis. En cas d’intempéries ou de force majeure, le report est sans frais. Prévenez-nous par e-mail ou WhatsApp.',
    ),
    french(
      weekend,
      'Oui, nous déménageons du lundi au samedi à partir de 7 h 30. Le samedi, le supplément est de 15 %. Le dimanche et les jours fériés, c’est possible sur demande, avec un supplément de 30 %. Certaines copropriétés interdisent les déménagements le dimanche : vérifiez auprès de votre syndic. Les samedis et les fins de mois partent vite ; du mardi au jeudi en milieu de mois, vous avez beaucoup plus de choix de dates.',
    ),
    french(
      booking,
      'Réservez 3 à 4 semaines à l’avance en général, et 4 semaines pour un déménagement vers le reste de la France ou l’Italie. De juin à septembre, en fin de mois (du 25 au 5) et pour un samedi, comptez plutôt 6 à 8 semaines. L’autorisation de stationnement à Nice demande au moins 15 jours. En dernière minute, appelez-nous : un petit déménagement est souvent possible sous 48 à 72 heures, sans supplément. La date est réservée dès la signature du devis et le versement de l’acompte.',
    ),
    french(
      students,
      'Oui. Notre formule étudiant coûte 290 € dans Nice, jusqu’à 10 m³ : 2 déménageurs et un camion de 12 m³ pendant 3 heures au maximum, par exemple d’une chambre près de Valrose, Saint-Jean-d’Angély ou Trotabas vers votre nouveau studio. Sur nos autres formules, vous avez 10 % de réduction sur présentation de votre carte d’étudiant. Pour partir à Paris, Lyon ou Marseille, le groupage (camion partagé, livraison sur 7 à 14 jours) est la solution la moins chère : à partir de 590 € pour 5 m³ Nice–Paris. Le kit de cartons studio coûte 59 €, et le paiement en 3 fois est possible à partir de 800 €.',
    ),
    french(
      offices,
      'Oui : bureaux, agences, commerces et cabinets médicaux. Nous venons voir les locaux, puis nous préparons un planning et un plan d’implantation avec des étiquettes par poste de travail. Pour éviter de fermer, nous déménageons le soir ou le week-end (avec les suppléments du week-end). Nous louons des caisses en plastique à 1,50 € par caisse et par semaine, livrées et reprises. Nous emballons et transportons les ordinateurs, écrans, imprimantes et serveurs ; le débranchement et le rebranchement du réseau sont à faire par votre prestataire informatique. Nous déménageons aussi les archives. Le devis est gratuit, et les entreprises paient à 30 jours sur facture.',
    ),
    french(
      disposal,
      'Oui, le jour du déménagement ou à part. Nous évacuons meubles, matelas et encombrants pour 45 € par m³ (90 € minimum), et l’électroménager hors d’usage pour 20 € par appareil. Ce qui est en bon état est donné à une ressourcerie ou à Emmaüs, le reste part à la déchetterie, et vous recevez le justificatif de dépôt. Nous vidons aussi les caves, les garages et les greniers. Indiquez-le dans votre demande de devis pour que nous prévoyions la place dans le camion.',
    ),
    english(
      englishStaff,
      'Yes. Sarah, our office manager, is from Manchester and has lived in Nice for 15 years; she looks after our English-speaking customers, from the estimate to moving day. Our team leaders get by in English, and Marco speaks Italian. We can send the quote, the contract and the inventory in English. We are also happy to explain how things work in France, such as the parking permit from the town hall or the rules of your building’s syndic.',
    ),
    english(
      italy,
      'Yes. We drive to Italy several times a month: Liguria (Sanremo, Imperia, Genoa), Piedmont (Cuneo, Turin), Lombardy (Milan), Tuscany (Florence) and down to Rome, and we move people from Italy to Nice as well. Within the EU there are no customs formalities, but we draw up a detailed inventory. Many Italian historic centres are limited traffic zones (ZTL): we apply for the access permit and charge it at cost. For a 2-bedroom flat (T2) in our Économique formula, Nice–Sanremo costs from 990 €, Nice–Milan or Turin from 1 890 € and Nice–Rome from 2 990 €, tolls and fuel included. Marco, who speaks Italian, coordinates with your new building.',
    ),
    english(
      duration,
      'Across town, a studio takes half a day (3 to 4 hours), a 1-bedroom flat one day, and a 2-bedroom flat a long day with 4 movers; a large flat or a house takes 2 days. With the Confort formula, we come the day before to pack. To Paris, we load on day 1 and deliver on day 2 or 3. To Italy, Liguria is the same day, Turin and Milan the next day, and Rome 2 days later. With a shared truck (groupage), delivery is within a window of 7 to 14 days. Please be there, or send someone, when we start loading and when we finish unloading, to sign the delivery note; in between you do not have to stay.',
    ),
    english(
      preparation,
      'Three weeks before: confirm your date with us, book the lift with your syndic or concierge if needed, and tell us about any difficult access. The week before: if you pack yourself, label each box with the room it goes to, and put heavy things in small boxes. 24 hours before: empty and defrost the fridge and freezer, and unplug and drain the washing machine. Gas bottles, petrol, paint and solvents cannot go in the truck. Keep your jewellery, cash, passports, keys and medicines with you. Light clothes can stay in the drawers. On the day, leave a parking space free for the truck if we do not have a permit.',
    ),
    english(
      location,
      'Our office, depot and storage warehouse are at 214 route de Grenoble, 06200 Nice, in Saint-Isidore, 5 minutes’ walk from the Saint-Isidore stop at the end of tram line 3, with free parking on site. The office is open Monday to Friday from 8:00 to 18:30 and on Saturday from 9:00 to 12:00. Phone 04 93 18 62 40, WhatsApp 06 71 52 38 94, email contact@baiedesanges-demenagement.example.',
    ),
    english(
      smallMove,
      'Yes. Our mini move costs 190 € within Nice for 2 movers and a 12 m³ van for up to 2 hours, and 75 € for each extra hour; the floor supplements are the same as for a full move. It suits a sofa you bought second-hand, a few pieces of furniture for your new flat or a load to our storage warehouse. Send us a list or photos on WhatsApp, and book at least 48 hours ahead.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'French',
      text: `TARIFS 2026 – Déménagements Baie des Anges, Nice
Prix en euros TTC (TVA 20 % comprise), valables du 1er janvier au 31 décembre 2026. Ces prix sont indicatifs : le prix ferme figure dans le devis, gratuit, établi après une visite à domicile ou une visio.

Nos trois formules
- Économique : protection des meubles sous couvertures, chargement, transport et déchargement. Vous emballez vos cartons et démontez vos meubles.
- Standard : la formule Économique, plus le démontage et le remontage des meubles et l’emballage de la vaisselle et des objets fragiles (verres, lampes, tableaux, miroirs). Prix Économique + 20 %.
- Confort : nous emballons et déballons tout, matériel compris. Prix Économique + 45 %.

Déménagement local (Nice et communes à moins de 30 km), formule Économique, rez-de-chaussée, 1er étage ou ascenseur
- Studio ou chambre (jusqu’à 15 m³) : 490 €
- T2 (20 à 25 m³) : 790 €
- T3 (30 à 40 m³) : 1 190 €
- T4 (45 à 55 m³) : 1 690 €
- Maison ou villa (plus de 60 m³) : à partir de 2 100 €, sur devis
- Mini-déménagement (quelques meubles, 2 déménageurs et un camion de 12 m³, jusqu’à 2 heures) : 190 € ; heure supplémentaire : 75 €
- Formule étudiant (jusqu’à 10 m³ dans Nice, 2 déménageurs et un camion de 12 m³, jusqu’à 3 heures) : 290 € ; 10 % de réduction sur les autres formules sur présentation de la carte d’étudiant

Déménagement vers le reste de la France, formule Économique, départ de Nice (studio 15 m³ / T2 25 m³ / T3 40 m³)
- Marseille, Toulon, Aix-en-Provence : 890 € / 1 290 € / 1 890 €
- Montpellier, Lyon, Grenoble : 1 090 € / 1 690 € / 2 490 €
- Toulouse, Bordeaux, Paris : 1 390 € / 2 190 € / 3 190 €
- Nantes, Rennes, Lille, Strasbourg : 1 590 € / 2 490 € / 3 590 €
- Autres destinations et volumes plus importants : sur devis
- Groupage (camion partagé, livraison dans un délai de 7 à 14 jours) : environ 35 % moins cher ; à partir de 590 € pour 5 m³ Nice–Paris

Déménagement vers l’Italie, formule Économique, départ de Nice (studio 15 m³ / T2 25 m³ / T3 40 m³)
- Vintimille, Sanremo, Imperia : 690 € / 990 € / 1 490 €
- Gênes, Savone, Cuneo : 990 € / 1 490 € / 2 190 €
- Turin, Milan : 1 290 € / 1 890 € / 2 790 €
- Florence, Bologne : 1 590 € / 2 390 € / 3 490 €
- Rome : 1 990 € / 2 990 € / 4 290 €
- Péages et carburant compris. Autorisation d’accès aux zones à trafic limité (ZTL) : au prix coûtant.

Suppléments
- Étages sans ascenseur : rez-de-chaussée et 1er étage compris, puis 3 € par m³ et par étage
- Ascenseur trop petit pour les meubles (moins de 4 personnes) : 1,50 € par m³ et par étage
- Portage de plus de 20 m entre le camion et la porte : 2 € par m³ par tranche de 10 m
- Monte-meuble avec opérateur (jusqu’au 8e étage, 25 m, 250 kg par montée) : 290 € jusqu’à 3 heures, 450 € la journée
- Navette avec un petit camion quand le grand camion ne peut pas accéder (Vieux-Nice, ruelles, chemins de colline) : 150 € la demi-journée
- Objet de plus de 100 kg (coffre-fort, réfrigérateur américain, billard) : à partir de 150 €
- Démontage et remontage en formule Économique : 30 € par meuble
- Samedi : + 15 % ; dimanche et jours fériés (sur demande) : + 30 %
- Autorisation de stationnement : 60 € de démarches, plus la redevance de la commune au prix coûtant (à Nice, en général 20 à 50 € par jour)

Pianos
- Piano droit, à Nice (rez-de-chaussée, ascenseur ou monte-meuble) : 290 €
- Piano à queue, à Nice : 590 €
- Piano droit par l’escalier : + 40 € par étage, jusqu’au 3e étage
- Piano avec un déménagement vers le reste de la France ou l’Italie : + 150 € (droit), + 350 € (à queue)

Cartons et emballage
- Carton standard 55 × 35 × 30 cm : 2,50 €
- Carton livres 35 × 27 × 30 cm : 1,90 €
- Carton penderie avec barre : 12 €
- Carton vaisselle avec croisillons : 6 €
- Papier bulle, rouleau de 50 m : 18 €
- Papier de soie, 5 kg : 15 €
- Ruban adhésif, 66 m : 2,50 €
- Housse de matelas : 6 €
- Kit studio (15 cartons standard, 10 cartons livres, 2 adhésifs, papier de soie) : 59 €
- Kit T2 (30 cartons standard, 15 cartons livres, 2 penderies, 4 adhésifs, papier bulle) : 119 €
- Kit T3 (50 cartons standard, 25 cartons livres, 3 penderies, 2 cartons vaisselle, 6 adhésifs, papier bulle) : 189 €
- Livraison des cartons : gratuite avec un déménagement réservé, sinon 15 € dans Nice, ou retrait au dépôt
- Cartons non utilisés et en bon état : remboursés au prix payé s’ils sont rapportés dans les 30 jours

Garde-meuble
- Conteneur en bois plombé de 8 m³ : 89 € par mois (un T2 occupe en général 3 conteneurs)
- Assurance comprise jusqu’à 8 000 € par conteneur
- Accès à vos affaires sur rendez-vous, du lundi au vendredi : 25 € par accès
- Transport vers le garde-meuble et sortie : au tarif du déménagement local

Débarras
- Évacuation de meubles, matelas et encombrants vers une ressourcerie ou la déchetterie : 45 € par m³, 90 € minimum
- Électroménager hors d’usage : 20 € par appareil

Entreprises
- Déménagement de bureaux et de commerces : sur devis après visite
- Location de caisses en plastique : 1,50 € par caisse et par semaine, livraison et reprise comprises

Assurance
- Garantie comprise selon la valeur déclarée : jusqu’à 20 000 € par déménagement et 500 € par objet non listé
- Garantie complémentaire : 0,5 % de la valeur supplémentaire déclarée, 40 € minimum

Devis
- Visite à domicile (de Menton à Cannes) ou visio : gratuite et sans engagement`,
    },
    {
      title: terms,
      language: 'French',
      text: `Conditions générales de vente de Déménagements Baie des Anges (en vigueur au 1er janvier 2026)

1. Devis
Le devis est gratuit. Il est établi après une visite à domicile, une visio ou sur la base de l’inventaire fourni par le client, et il est valable 3 mois. Il précise le volume estimé, la formule, les adresses, les accès, la date et le prix. Si, le jour du déménagement, le volume dépasse de plus de 10 % celui du devis parce que des objets non déclarés ont été ajoutés, ou si les accès sont différents de ceux décrits, le supplément est facturé au tarif en vigueur.

2. Réservation, acompte et paiement
La réservation est ferme à la signature du devis et au versement d’un acompte de 30 % du prix. Le solde est payable à la fin des opérations pour un déménagement local, et avant le déchargement pour un déménagement vers le reste de la France ou l’Italie. Modes de paiement : virement, carte bancaire (terminal de paiement dans le camion), espèces jusqu’à 1 000 €, chèque pour l’acompte uniquement. Paiement en 3 fois sans frais par carte bancaire à partir de 800 €. Les entreprises règlent à 30 jours date de facture.

3. Report et annulation
Le client peut reporter son déménagement sans frais une fois, s’il le demande au moins 15 jours avant la date prévue ; tout report ultérieur est facturé 50 €. En cas d’annulation par le client plus de 30 jours avant la date prévue, l’acompte est remboursé, déduction faite de 50 € de frais de dossier. Entre 30 et 8 jours avant, la moitié de l’acompte est conservée. À moins de 8 jours, l’acompte est conservé en totalité. En cas d’intempéries ou de force majeure, le déménagement est reporté sans frais.

4. Obligations du client
Le client décrit exactement les accès (étages, ascenseur, possibilité de stationnement) et signale les objets lourds ou encombrants. Si le client se charge lui-même de l’autorisation de stationnement, il en remet une copie à l’entreprise avant le déménagement. Le réfrigérateur et le congélateur doivent être vidés et dégivrés, et le lave-linge vidangé, 24 heures avant. Le client, ou une personne qu’il désigne, est présent au chargement et à la livraison.

5. Objets exclus du transport
Ne sont pas transportés : les matières dangereuses, inflammables ou explosives, les bouteilles de gaz, les carburants, les peintures et les solvants. Les bijoux, l’argent liquide, les titres, les papiers d’identité et les documents importants restent sous la garde du client et ne sont pas assurés.

6. Responsabilité et valeur déclarée
Le client remplit une déclaration de valeur jointe au devis. La responsabilité de l’entreprise est limitée à la valeur déclarée, au maximum 20 000 € par déménagement et 500 € par objet non listé sur la déclaration ; une garantie complémentaire peut être souscrite pour 0,5 % de la valeur supplémentaire déclarée, avec un minimum de 40 €. L’indemnisation tient compte de la vétusté. Le contenu des cartons emballés par le client n’est couvert que si le carton présente un dommage extérieur visible.

7. Réserves et réclamations
À la livraison, le client vérifie l’état de ses biens et inscrit des réserves précises et détaillées sur la lettre de voiture avant de la signer. Conformément à l’article L. 224-63 du Code de la consommation, il dispose de 10 jours calendaires après la livraison pour notifier par lettre recommandée avec accusé de réception une protestation motivée, y compris s’il n’a pas émis de réserves à la livraison. Passé ce délai, aucune réclamation n’est recevable. L’entreprise répond sous 15 jours et, selon le cas, fait réparer l’objet par un ébéniste partenaire ou verse une indemnité dans les 30 jours suivant l’accord.

8. Garde-meuble
Le garde-meuble est facturé au mois, pour une durée minimum d’un mois, payable d’avance chaque mois par prélèvement ou virement. Le client peut y mettre fin à tout moment avec un préavis de 15 jours. Les biens sont rangés dans des conteneurs plombés et assurés jusqu’à 8 000 € par conteneur ; une assurance plus élevée est possible sur demande. L’accès aux biens se fait sur rendez-vous du lundi au vendredi. Après trois mois d’impayés, l’entreprise peut engager la procédure de vente prévue par la loi.

9. Délais
Les déménagements locaux sont réalisés dans la journée ou sur les jours prévus au devis. Pour le reste de la France et l’Italie, la date de livraison est fixée dans le devis ; en groupage, la livraison intervient dans un délai de 7 à 14 jours après le chargement, et le client est prévenu 48 heures à l’avance.

10. Litiges
En cas de litige, le client peut recourir gratuitement au médiateur de la consommation dont les coordonnées figurent sur notre site et sur le devis.`,
    },
  ],
  answerable: [
    // French paraphrases with everyday words
    { question: 'Combien pour déménager un T2 dans Nice ?', answeredBy: [price, prices] },
    {
      question: 'Vous fournissez des cartons ?',
      answeredBy: [boxes, prices, packing, services],
    },
    {
      question:
        'Faut-il demander quelque chose à la mairie pour que le camion puisse se garer devant chez moi le jour J ?',
      answeredBy: [parking, prices, services],
    },
    {
      question:
        'Est-ce que vous pourriez garder nos meubles quelques mois, le temps que les travaux de la maison soient finis ?',
      answeredBy: [storage, prices, terms, services],
    },
    // Long messages in French, the question inside
    {
      question:
        'Bonjour, nous sommes un couple de retraités et nous quittons notre maison de Cimiez pour un appartement à Paris, près de nos enfants. Le plus gros souci, c’est le piano droit de ma femme, auquel elle tient énormément : chez nous il y a quelques marches à descendre, et à Paris c’est au 2e avec ascenseur. Vous savez transporter un piano aussi loin, et combien faut-il compter en plus ?',
      answeredBy: [piano, prices, services],
    },
    {
      question:
        'Bonsoir, j’emménage dans le Vieux-Nice, au 6e étage d’un vieil immeuble sans ascenseur, et l’escalier est vraiment étroit. Le canapé d’angle et l’armoire de ma grand-mère ne passeront jamais, et les copains qui devaient m’aider se sont désistés. Vous avez une solution pour monter les gros meubles par la fenêtre ?',
      answeredBy: [furnitureLift, prices, services, floors],
    },
    {
      question:
        'Bonjour, nous avons réservé chez vous pour le 14 juin et versé l’acompte. Ma mère vient d’être hospitalisée et nous devons absolument décaler le déménagement de quelques semaines, peut-être plus. Est-ce qu’on perd l’acompte ? Et si finalement on doit tout annuler ?',
      answeredBy: [cancellation, terms],
    },
    {
      question:
        'Bonjour, le déménagement s’est bien passé dans l’ensemble, l’équipe était sympa, mais en déballant ce soir j’ai trouvé le miroir de l’entrée fêlé et une grosse rayure sur la table de la salle à manger. J’ai signé le bon en fin de journée sans rien remarquer. Qu’est-ce que je dois faire maintenant, c’est encore possible d’être remboursé ?',
      answeredBy: [damage, terms, insurance],
    },
    // Typos and chat-speak, in French
    { question: 'c combien lacompte pour reserver svp', answeredBy: [deposit, terms] },
    {
      question: 'vs demenagez le dimanche ?? jsuis dispo que le we',
      answeredBy: [weekend, prices],
    },
    {
      question: 'jsuis etudiant a valrose, vs avez un prix moins cher pk jai pas bcp de sous',
      answeredBy: [students, prices, services],
    },
    { question: 'faut reserver cb de temps a lavance stp', answeredBy: [booking] },
    {
      question: 'vs pouvez demonter mon lit et larmoire ikea et les remonter apres ?',
      answeredBy: [dismantling, packing, prices],
    },
    {
      question: 'comment je sais combien de m3 jai ? on a un 3 pieces de 65 m2 avec une cave',
      answeredBy: [volume, price, prices],
    },
    // One or two words, in French
    { question: 'devis ?', answeredBy: [estimate, quoteRequest, terms, services] },
    { question: 'garde meuble prix', answeredBy: [storage, prices] },
    { question: 'assurance casse', answeredBy: [insurance, damage, terms] },
    // French questions, English knowledge
    {
      question: 'Vous parlez anglais ? Ma femme est écossaise et ne parle pas un mot de français.',
      answeredBy: [englishStaff, description],
    },
    {
      question: 'On part vivre à Turin en septembre avec un T2, vous faites l’Italie ?',
      answeredBy: [italy, zones, prices, description, services],
    },
    {
      question:
        'Ça prend combien de temps un déménagement Nice-Paris ? Il faut que je sois là les deux jours ?',
      answeredBy: [duration, terms],
    },
    // English paraphrases, against French knowledge
    {
      question: 'Do you supply moving boxes and bubble wrap?',
      answeredBy: [boxes, prices, packing, services],
    },
    {
      question: 'How much to move a 2-bedroom flat from Nice to Lyon?',
      answeredBy: [price, prices],
    },
    {
      question: 'Our flat is on the 5th floor with no lift. Is that going to be a problem?',
      answeredBy: [floors, furnitureLift, prices],
    },
    {
      question:
        'Can you pack everything for us? We are both in our seventies and my husband has a bad back.',
      answeredBy: [packing, prices, services],
    },
    {
      question: 'Is my stuff insured if the movers drop something?',
      answeredBy: [insurance, damage, terms],
    },
    {
      question: 'Can you take away our old sofa and a broken washing machine when you move us?',
      answeredBy: [disposal, prices, services],
    },
    // Long messages, in English
    {
      question:
        'Hello! My husband and I are retired Americans and we have been renting an apartment in Nice for three years. We just bought a little house in Vence and will move in June, but we are back home in Boston until the end of May. Can we get an estimate without you coming to the apartment? We would like to book the removal van before we fly back.',
      answeredBy: [estimate, quoteRequest, services],
    },
    {
      question:
        "Hi, I run a small digital agency in Nice, 12 people, and our lease is ending so we're moving to a bigger office near the port. We really can't afford to close for a day during the week. Could you move us over a weekend, and do you deal with computers and screens?",
      answeredBy: [offices, weekend, prices, services],
    },
    {
      question:
        "hey, I'm an Erasmus student at the uni in Nice and I'm going to Paris for my master's in September. I only have like 10 boxes, a bike and a small desk, no real furniture. What's the cheapest way to get my things up there?",
      answeredBy: [students, prices],
    },
    {
      question:
        'We have booked our move with you for the 28th. Our landlord says the truck cannot just park on the street in front of the building and that we need some kind of permit from the town hall. Is that something you take care of, or do we have to do it ourselves?',
      answeredBy: [parking, prices],
    },
    // Typos and chat-speak, in English
    { question: 'how much 4 moving a piano pls', answeredBy: [piano, prices] },
    { question: 'can i pay w card? or is it cash only', answeredBy: [deposit, terms] },
    {
      question: 'hi how far ahead do i need 2 book u guys? moving end of july thx',
      answeredBy: [booking],
    },
    {
      question: 'how many m3 is a 2 bed apartment roughly??',
      answeredBy: [volume, price, prices],
    },
    // One or two words, in English
    { question: 'Storage?', answeredBy: [storage, prices, services, terms] },
    { question: 'Furniture lift', answeredBy: [furnitureLift, prices, services] },
    { question: 'Cancellation policy', answeredBy: [cancellation, terms] },
    // English questions, English knowledge in other words
    {
      question: 'What should I do with the fridge and freezer before the movers come?',
      answeredBy: [preparation, terms],
    },
    { question: 'Where is your warehouse? Can I get there by tram?', answeredBy: [location] },
    {
      question: 'Can you just move a sofa and a fridge for me? Not a full house move.',
      answeredBy: [smallMove, prices],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Vous louez des camions sans déménageurs ? Je veux juste un 20 m³ pour le week-end, je charge moi-même avec des potes.',
    "We're relocating from Nice to Montreal in the autumn. Can you ship a 20-foot container and handle Canadian customs for us?",
    'Est-ce que vous faites aussi le ménage de l’ancien appartement après le déménagement, pour que je le rende propre au propriétaire ?',
    'Vous vendez des meubles d’occasion ? Je cherche un canapé et une armoire pas chers pour mon nouvel appart.',
    'Bonjour, vous recrutez des déménageurs pour cet été ? J’ai le permis C et deux ans d’expérience.',
    'Can you also take my car to Paris on a transporter, along with the furniture?',
    'We have two cats and a dog. Can they travel in the removal truck with our things to Bordeaux?',
    'Vous faites aussi l’assurance habitation pour le nouveau logement ? Mon propriétaire me la demande pour la remise des clés.',
    // Plainly outside
    'Can you recommend a good estate agent to find a flat to rent in Nice?',
    'Quelle est la meilleure plage de Nice pour les enfants ?',
  ],
};
