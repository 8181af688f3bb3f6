import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Hérault Plomberie Chauffage, a family plumbing and heating company in Montpellier with eight
 * technicians: emergency call-outs, leaks and leak detection, blocked drains and toilets, water
 * heaters, gas and oil boilers, air-to-water heat pumps, bathroom renovation and water
 * softeners. Its customers write in French and in English (expats, Airbnb and holiday-let
 * owners, students renting a flat). The owner wrote the briefing in French, most Q&A pairs in
 * French and a few in English, added one custom response for emergency call-outs, and pasted
 * the 2026 price list and the terms of intervention, both in French.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday words ("plombier", "ça fuit", "plus d'eau chaude", "le cumulus", "le proprio"), long
 * messages, typos and missing accents, chat-speak ("slt", "vs", "c combien", "jsp", "u guys",
 * "pls", "thx"), one- or two-word questions, and French questions against English knowledge and
 * the reverse. The outside questions include hard negatives that share words with the knowledge
 * (electrical work, taps and parts sold over the counter, air-conditioning, a swimming pool, a
 * roof leak, a septic tank, a job as a plumber, fitted kitchens).
 */

const english = qaIn('English');
const french = qaIn('French');

// The sources' titles, as the answers name them.
const emergency = 'Intervenez-vous en urgence la nuit et le week-end ?';
const leak = "J'ai une fuite d'eau, que dois-je faire ?";
const drains = "Combien coûte le débouchage d'un WC ou d'une canalisation ?";
const waterHeaterRepair = 'Mon chauffe-eau ne chauffe plus, pouvez-vous le réparer ?';
const waterHeaterReplace = "Combien coûte le remplacement d'un chauffe-eau ?";
const boilerService = "L'entretien annuel de la chaudière est-il obligatoire ?";
const heatPump = 'Installez-vous des pompes à chaleur ?';
const bathroom = 'Faites-vous la rénovation de salles de bains ?';
const quote = 'Le devis est-il gratuit ?';
const travelFee = 'Combien coûtent les frais de déplacement ?';
const area = 'Dans quelles communes intervenez-vous ?';
const payment = 'Quels moyens de paiement acceptez-vous ?';
const vat = 'Quel taux de TVA appliquez-vous ?';
const insurance = "Comment se passe la prise en charge par l'assurance d'un dégât des eaux ?";
const guarantees = 'Quelles garanties offrez-vous sur vos travaux ?';
const tenant = 'Qui doit payer la réparation, le locataire ou le propriétaire ?';
const softener = "Installez-vous des adoucisseurs d'eau ?";
const leakDetection = 'Faites-vous la recherche de fuite non destructive ?';
const appointment = 'Comment prendre rendez-vous et quels créneaux proposez-vous ?';
const rge = "Êtes-vous certifiés RGE pour les aides comme MaPrimeRénov' ?";
const englishStaff = 'Do you have English-speaking staff?';
const airbnb = "I rent my flat out on Airbnb. Can you do repairs when I'm not there?";
const gas = 'What should I do if I smell gas?';
const taps = 'Do you replace taps, toilets and shower mixers?';
const waterBill = 'My water bill is suddenly very high. Could I have a hidden leak?';
const agencies = 'Do you work with letting agencies and property managers?';
const boilerReplace = 'Which boiler brands do you work on, and can you replace an old boiler?';
const prices = 'Tarifs 2026';
const terms = "Conditions générales d'intervention";
const emergencyRequest = 'Demande de dépannage en urgence';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const montpellierPlumberSet: EvaluationSet = {
  name: 'Montpellier plumber (Hérault Plomberie Chauffage)',
  heldOut: false,
  agentName: 'Camille',
  briefing: {
    companyName: 'Hérault Plomberie Chauffage',
    industry: 'services',
    description:
      "Hérault Plomberie Chauffage est une entreprise familiale de plomberie et de chauffage fondée en 2011 à Montpellier par Julien Fabre, artisan plombier-chauffagiste. Notre équipe de 8 techniciens salariés intervient chez les particuliers, les propriétaires de locations saisonnières, les agences immobilières et les syndics de Montpellier et des environs, pour les dépannages urgents comme pour les travaux d'installation et de rénovation. Nos bureaux sont au 18 rue des Bouisses, 34070 Montpellier, dans le quartier de la Croix d'Argent.",
    targetAudience:
      'Propriétaires et locataires de Montpellier et des communes autour, étudiants en colocation, expatriés anglophones, propriétaires de logements loués sur Airbnb qui vivent ailleurs, agences immobilières, syndics de copropriété et petits commerces (restaurants, cabinets).',
    keyServices:
      "Dépannage de plomberie en urgence (fuites, WC et canalisations bouchés, plus d'eau chaude, panne de chauffage), recherche de fuite non destructive, débouchage et hydrocurage des canalisations, réparation et remplacement de chauffe-eau électriques et thermodynamiques, entretien, dépannage et remplacement de chaudières gaz et fioul, installation et entretien de pompes à chaleur air/eau, désembouage de radiateurs, rénovation de salles de bains (douche à l'italienne, WC suspendu), robinetterie et sanitaires, adoucisseurs d'eau.",
    commonQuestions:
      "Les tarifs d'urgence la nuit et le week-end, le délai d'intervention, le prix d'un débouchage ou d'un chauffe-eau, les frais de déplacement, les communes desservies, l'entretien obligatoire de la chaudière, les aides pour une pompe à chaleur, le taux de TVA, qui paie entre locataire et propriétaire, et les papiers pour l'assurance après un dégât des eaux.",
    languages: ['French', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      "Des réponses claires et courtes, avec toujours le prix TTC en euros et le délai quand nous les connaissons. Nous vouvoyons le client et, en cas de fuite, nous commençons par lui dire de couper l'eau.",
    personality:
      "Rassurante et concrète, comme un artisan de confiance : elle explique simplement ce qui se passe, sans jargon, et ne promet jamais un prix ou une heure qu'elle ne connaît pas.",
    responseTemplates: [
      {
        scenario: emergencyRequest,
        response:
          "Pour une urgence (fuite qui coule, plus d'eau chaude, WC ou canalisation bouchés, panne de chauffage), appelez directement notre ligne de dépannage au 04 67 58 21 90, joignable 7j/7 et 24h/24 : c'est le plus rapide. En attendant, coupez l'arrivée d'eau au compteur s'il y a une fuite. Donnez-nous votre adresse, la commune et ce qui se passe, et si possible envoyez une photo par WhatsApp au 06 48 27 15 90. Nous vous annonçons l'heure d'arrivée du technicien et le tarif (déplacement et majoration éventuelle) avant qu'il parte.",
      },
    ],
  },
  qa: [
    french(
      emergency,
      "Oui, notre service de dépannage répond 7j/7 et 24h/24 au 04 67 58 21 90, y compris le dimanche et les jours fériés. En urgence, un technicien est chez vous en moins de 2 heures en moyenne à Montpellier et dans les communes proches (3 heures pour les plus éloignées). En dehors des heures normales, le déplacement coûte 89 € en soirée (18h-22h) et le samedi après-midi, et 149 € la nuit (22h-8h), le dimanche et les jours fériés ; la main-d'œuvre est majorée de 50 % en soirée et le samedi après-midi, et de 100 % la nuit, le dimanche et les jours fériés. Nous vous annonçons toujours le tarif au téléphone avant de partir.",
    ),
    french(
      leak,
      "Coupez d'abord l'eau au robinet d'arrêt général, en général près du compteur (sous l'évier, dans un placard technique ou, en appartement, dans la gaine sur le palier). Si l'eau coule près de prises ou d'appareils électriques, coupez aussi le courant au disjoncteur. Appelez-nous ensuite au 04 67 58 21 90 : une fuite qui coule est traitée en urgence, et la réparation d'une fuite simple (joint, flexible, raccord) coûte 79 € à 129 €, plus le déplacement. Si l'eau a atteint un voisin, prenez des photos et remplissez avec lui un constat amiable dégât des eaux.",
    ),
    french(
      drains,
      "Le débouchage d'un WC coûte 99 € et celui d'un évier, d'un lavabo, d'une douche ou d'une baignoire 89 €, avec jusqu'à 1 heure de main-d'œuvre, plus le déplacement. Si c'est la canalisation principale ou la colonne qui est bouchée, nous venons avec notre camion hydrocureur : 240 € à 390 € selon la longueur à curer. Quand les bouchons reviennent souvent, une inspection par caméra (180 €, avec rapport et vidéo) permet de trouver la cause : racines, tuyau cassé ou contre-pente. Si le même bouchon revient dans les 7 jours, nous repassons gratuitement.",
    ),
    french(
      waterHeaterRepair,
      "Dans la plupart des cas, oui. Les pannes les plus courantes sont la résistance (159 €), le thermostat (129 €) et le groupe de sécurité qui fuit ou goutte en permanence (109 €), pièce et main-d'œuvre comprises, plus le déplacement. Avant d'appeler, vérifiez que le disjoncteur du chauffe-eau n'a pas sauté et que le contacteur heures creuses est bien sur « auto ». Si votre ballon a plus de 12 ans ou si la cuve elle-même fuit, la réparation ne vaut plus la peine : nous vous proposons alors un remplacement, en général sous 24 à 48 heures.",
    ),
    french(
      waterHeaterReplace,
      "Un chauffe-eau électrique neuf, posé, avec l'évacuation de l'ancien, coûte 790 € en 100 litres, 920 € en 150 litres, 1 050 € en 200 litres et 1 390 € en 300 litres (marques Atlantic ou Thermor, cuve garantie 5 ans). Nous avons ces modèles en stock et les posons en général sous 24 à 48 heures. Un chauffe-eau thermodynamique de 200 litres, qui consomme environ trois fois moins d'électricité, coûte 2 890 € posé (TVA à 5,5 %), avant les aides. Pour une famille de 4 personnes, comptez 200 litres.",
    ),
    french(
      boilerService,
      "Oui. Depuis 2009, toute chaudière gaz ou fioul de 4 à 400 kW doit être entretenue une fois par an ; dans un logement loué, c'est au locataire de le faire faire, sauf clause contraire du bail. Notre entretien d'une chaudière gaz murale coûte 129 € (179 € pour une chaudière fioul ou gaz au sol), déplacement compris dans toutes les communes que nous desservons. Vous recevez l'attestation d'entretien sur place ou par email dans les 15 jours : gardez-la pour votre assurance et votre propriétaire. Avec notre contrat d'entretien à 149 € par an, les déplacements de dépannage sont offerts, l'intervention est garantie sous 24 heures et les pièces sont à -10 %.",
    ),
    french(
      heatPump,
      "Oui, nous installons des pompes à chaleur air/eau Atlantic et Daikin, qui remplacent une chaudière gaz ou fioul et se raccordent à vos radiateurs ou à votre plancher chauffant. Une installation complète coûte de 10 900 € à 16 500 € TTC (TVA à 5,5 %) avant les aides, selon la surface à chauffer et la puissance. Nous sommes certifiés RGE QualiPAC : vous pouvez donc bénéficier de MaPrimeRénov' et de la prime CEE, que nous déduisons directement du devis. La visite technique et le devis sont gratuits, et l'entretien d'une pompe à chaleur, obligatoire tous les 2 ans, coûte 189 €.",
    ),
    french(
      bathroom,
      "Oui, du remplacement d'une baignoire par une douche à l'italienne jusqu'à la rénovation complète, et nous coordonnons tout : dépose, plomberie, receveur extra-plat ou douche à l'italienne, carrelage et faïence par notre carreleur, meuble vasque et WC suspendu. Comptez à partir de 4 900 € pour remplacer une baignoire par une douche, et de 8 500 € à 15 000 € pour une salle de bains complète d'environ 5 m². Les travaux durent 1 à 3 semaines et peuvent commencer 4 à 6 semaines après la signature du devis. Pour les plus de 60 ans, l'aide MaPrimeAdapt' de l'Anah peut financer une grande partie d'une salle de bains adaptée (douche sans ressaut, barres d'appui, siège de douche).",
    ),
    french(
      quote,
      "Oui, le devis est gratuit et sans engagement pour tous les travaux : remplacement de chauffe-eau ou de chaudière, pompe à chaleur, adoucisseur, rénovation de salle de bains. Un technicien passe chez vous sans frais, puis vous recevez le devis détaillé par email sous 48 heures (5 jours ouvrés pour une salle de bains). Pour un simple remplacement de chauffe-eau, une photo de la plaque signalétique et de l'emplacement envoyée par WhatsApp au 06 48 27 15 90 suffit souvent. Pour un dépannage, le technicien vous annonce le prix sur place avant de commencer, avec un devis écrit à signer si le montant dépasse 150 €.",
    ),
    french(
      travelFee,
      "Le déplacement coûte 39 € à Montpellier, 49 € dans les communes de la première couronne (Castelnau-le-Lez, Lattes, Juvignac, Saint-Jean-de-Védas...) et 59 € dans les communes plus éloignées que nous desservons. Il comprend le trajet et le diagnostic, et s'ajoute au prix de la réparation. Il n'est pas facturé aux clients qui ont un contrat d'entretien. En soirée et le samedi après-midi il passe à 89 €, et la nuit, le dimanche et les jours fériés à 149 €.",
    ),
    french(
      area,
      "Nous intervenons à Montpellier et dans 20 communes autour, réparties en trois zones. Zone 1 : Montpellier. Zone 2 : Castelnau-le-Lez, Le Crès, Clapiers, Jacou, Montferrier-sur-Lez, Grabels, Juvignac, Saint-Jean-de-Védas, Lattes et Pérols. Zone 3 : Mauguio, Baillargues, Vendargues, Castries, Saint-Clément-de-Rivière, Saint-Gély-du-Fesc, Saint-Georges-d'Orques, Pignan, Fabrègues et Villeneuve-lès-Maguelone. Au-delà, nous ne faisons pas de dépannage, mais nous réalisons des chantiers (salle de bains, pompe à chaleur) dans un rayon de 40 km, avec un déplacement chiffré sur le devis.",
    ),
    french(
      payment,
      "Vous pouvez payer par carte bancaire (y compris sans contact, sur le terminal du technicien), par chèque, par virement ou en espèces jusqu'à 1 000 €. Le paiement en 3 ou 4 fois sans frais par carte est possible de 300 € à 6 000 €. Les dépannages se règlent à la fin de l'intervention ; pour les travaux de plus de 1 500 €, nous demandons un acompte de 30 % à la signature du devis et le solde à la fin du chantier. Nous acceptons aussi le chèque énergie pour l'entretien de chaudière et les travaux de rénovation énergétique.",
    ),
    french(
      vat,
      "Pour les travaux dans un logement de plus de 2 ans, nous appliquons la TVA à 10 % : il vous suffit de signer la mention prévue sur le devis, qui certifie l'âge du logement et son usage d'habitation. Les travaux de rénovation énergétique, comme une pompe à chaleur ou un chauffe-eau thermodynamique, sont à 5,5 %. La TVA est à 20 % dans un logement de moins de 2 ans et dans les locaux professionnels (bureaux, commerces, restaurants). Les prix de notre grille sont TTC, avec la TVA à 10 %.",
    ),
    french(
      insurance,
      "Déclarez le sinistre à votre assurance habitation dans les 5 jours ouvrés et, si un voisin ou les parties communes sont touchés, remplissez avec eux un constat amiable dégât des eaux. Nous vous remettons une facture détaillée qui indique l'origine de la fuite et, après une recherche de fuite, un rapport avec photos : ce sont les documents que l'assureur demande. Avec la convention IRSI, quand les dommages sont inférieurs à 5 000 € HT, c'est en général l'assureur de l'occupant du logement sinistré qui gère le dossier et prend en charge la recherche de fuite. Vous nous réglez l'intervention et votre assurance vous rembourse : nous ne sommes pas payés directement par l'assureur.",
    ),
    french(
      guarantees,
      "Tous nos travaux d'installation et de rénovation (salle de bains, canalisations encastrées, chauffe-eau, chaudière, pompe à chaleur) sont couverts par notre garantie décennale souscrite auprès de la SMABTP, dont l'attestation est jointe à chaque devis : pendant 10 ans, elle couvre les dommages qui compromettent la solidité de l'ouvrage ou le rendent impropre à son usage, comme une fuite sur un réseau encastré. Vous avez aussi la garantie de parfait achèvement d'un an et la garantie biennale de 2 ans sur les équipements, par exemple la robinetterie. Nos dépannages sont garantis 6 mois pour la main-d'œuvre, et les pièces ont la garantie du fabricant (2 ans en général, 5 ans sur la cuve des chauffe-eau). Si le problème revient pendant la garantie, nous revenons sans frais.",
    ),
    french(
      tenant,
      "Selon le décret du 26 août 1987, le locataire paie l'entretien courant et les petites réparations : débouchage des WC, des éviers et des douches, remplacement des joints, des flexibles et du mécanisme de chasse d'eau, entretien annuel de la chaudière, détartrage. Le propriétaire paie ce qui vient de l'usure ou de la vétusté : remplacement d'un chauffe-eau ou d'une chaudière en fin de vie, fuite sur une canalisation encastrée. Les colonnes d'eau et les parties communes d'un immeuble relèvent du syndic. Nous facturons la personne qui nous appelle ; si votre propriétaire ou votre agence nous donne son accord par écrit, nous lui envoyons la facture directement.",
    ),
    french(
      softener,
      "Oui. L'eau de Montpellier est dure (environ 30 °f), ce qui entartre les chauffe-eau, la robinetterie et les parois de douche. Nous installons des adoucisseurs à résine, avec by-pass et réglage de la dureté : 1 690 € posé pour un modèle de 20 litres, adapté à une famille de 4 personnes. L'entretien annuel (désinfection de la résine, contrôle et réglage) coûte 139 €. Comptez environ un sac de sel de 25 kg par mois, que vous trouverez en grande surface.",
    ),
    french(
      leakDetection,
      "Oui. Nous localisons les fuites cachées (sous une dalle, dans un mur, sur une canalisation enterrée ou un plancher chauffant) sans casser, avec une caméra thermique, du gaz traceur, l'écoute acoustique et l'inspection par caméra. Comptez 290 € pour un appartement et 390 € à 490 € pour une maison ou une fuite enterrée, avec un rapport écrit et des photos à transmettre à votre assurance. Nous n'ouvrons qu'à l'endroit exact de la fuite, ce qui limite les dégâts et le coût de la réparation. La recherche de fuite est souvent prise en charge par l'assurance habitation.",
    ),
    french(
      appointment,
      "Appelez-nous au 04 67 58 21 90 (du lundi au vendredi de 8h à 18h30, le samedi de 9h à 12h), écrivez-nous par WhatsApp au 06 48 27 15 90 ou réservez en ligne sur herault-plomberie.example/rdv. Nous intervenons du lundi au vendredi de 8h à 18h et le samedi de 8h à 12h, sur des créneaux de 2 heures : 8h-10h, 10h-12h, 14h-16h ou 16h-18h. Le technicien vous appelle 30 minutes avant d'arriver. Pour un dépannage non urgent, comptez 1 à 3 jours ouvrés ; pour un entretien de chaudière, 1 à 2 semaines (davantage en octobre et en novembre).",
    ),
    french(
      rge,
      "Oui, nous sommes certifiés RGE QualiPAC pour les pompes à chaleur et les chauffe-eau thermodynamiques, et titulaires de l'appellation Professionnel du Gaz (PG). Avec un artisan RGE, vous pouvez obtenir MaPrimeRénov' (le montant dépend des revenus du foyer), la prime CEE, que nous déduisons directement de notre devis, et l'éco-prêt à taux zéro. Attention : la demande MaPrimeRénov' doit être déposée sur maprimerenov.gouv.fr avant le début des travaux ; nous vous aidons à monter le dossier avec notre devis. Remplacer une chaudière gaz par une autre chaudière gaz ne donne plus droit à ces aides.",
    ),
    english(
      englishStaff,
      'Yes. Tom, one of our technicians, is British, and Laura at the office speaks fluent English, so you can call, text or WhatsApp us in English on +33 6 48 27 15 90. When you book, just say you would like an English speaker and we send Tom whenever his schedule allows; the other technicians manage with a translation app. We can send quotes and invoices with an English translation on request, but the legal documents (the signed quote, the boiler service certificate) stay in French.',
    ),
    english(
      airbnb,
      'Yes, many of our customers are Airbnb and holiday-let owners who live elsewhere. Leave a key in a key box or with your concierge and we do the repair between two guests; the technician sends you photos before and after by WhatsApp, and you pay remotely by bank transfer or an online payment link. If a guest reports a leak or no hot water, they can call our emergency line directly and we keep you informed. Owners with several flats can open a pro account with one monthly invoice.',
    ),
    english(
      gas,
      "Leave the home straight away. Do not switch any light or appliance on or off, do not use a lighter, and do not use your phone inside; open the windows on your way out if you can. If you can reach the gas valve safely, turn it off. Then call GRDF's gas emergency line on 0 800 47 33 33 (free, 24/7): they come and make the installation safe. Once GRDF has cut the gas, we can find and repair the leak on your boiler, cooker connection or pipes, and put the installation back into service after a safety check.",
    ),
    english(
      taps,
      'Yes, we supply and fit standard mid-range fittings. Replacing a kitchen or basin mixer tap costs 169 € and a thermostatic shower mixer 239 €, fitting and tap included; fitting a tap you have bought yourself costs 89 €. Repairing a toilet that keeps running (new flush mechanism) costs 119 €, replacing a floor-standing toilet 390 €, and a wall-hung toilet with its frame 990 €. The call-out fee is extra.',
    ),
    english(
      waterBill,
      "Possibly. To check, turn off every tap and every appliance that uses water, note the reading on your water meter, and read it again one hour later without using any water: if it has moved, there is a leak. The most common culprit is a toilet that keeps running, which can waste over 200 litres a day. If you can't find it, our non-destructive leak detection will. If the leak was on a pipe after the meter, the Montpellier water utility (Régie des eaux) caps your bill at twice your usual consumption: send them our repair invoice, which states where the leak was, within one month of their notice.",
    ),
    english(
      agencies,
      'Yes. We work for letting agencies, property managers, syndics and owners of several flats all over Montpellier. With a pro account you get a dedicated contact, work orders by email, invoices in the name of the owner or of the agency, one monthly invoice if you prefer, and payment by bank transfer within 30 days. We contact the tenant directly to book a slot and send you a report with photos after each job.',
    ),
    english(
      boilerReplace,
      "We service and repair all the main boiler brands found in Montpellier: Saunier Duval, Frisquet, Chaffoteaux, ELM Leblanc, Vaillant, De Dietrich and Viessmann, as well as oil boilers. Replacing an old boiler with a new wall-hung gas condensing boiler costs 3 900 € to 5 900 € installed, depending on the model and the flue work, usually within 1 to 2 weeks of signing the quote. A new gas boiler is no longer eligible for MaPrimeRénov': if you are thinking of switching, we can also quote for an air-to-water heat pump.",
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'French',
      text: `TARIFS 2026 - Hérault Plomberie Chauffage, 18 rue des Bouisses, 34070 Montpellier
Prix TTC en euros, TVA à 10 % (logement de plus de 2 ans) sauf mention contraire. Les forfaits comprennent la pièce ou l'équipement et la main-d'œuvre ; le déplacement s'ajoute. Devis gratuit pour tous les travaux.

Déplacement (trajet et diagnostic compris)
- Zone 1, Montpellier : 39 €
- Zone 2, Castelnau-le-Lez, Le Crès, Clapiers, Jacou, Montferrier-sur-Lez, Grabels, Juvignac, Saint-Jean-de-Védas, Lattes, Pérols : 49 €
- Zone 3, Mauguio, Baillargues, Vendargues, Castries, Saint-Clément-de-Rivière, Saint-Gély-du-Fesc, Saint-Georges-d'Orques, Pignan, Fabrègues, Villeneuve-lès-Maguelone : 59 €
- Soirée (18h-22h du lundi au vendredi) et samedi après 12h : 89 €, toutes zones
- Nuit (22h-8h), dimanche et jours fériés : 149 €, toutes zones
- Clients sous contrat d'entretien : gratuit

Main-d'œuvre
- Taux horaire : 62 € (minimum facturé 30 minutes, puis par quart d'heure)
- Majoration soirée et samedi après-midi : +50 %
- Majoration nuit, dimanche et jours fériés : +100 %

Fuites et réseaux d'eau
- Réparation de fuite simple (joint, flexible, raccord) : 79 € à 129 €
- Remplacement d'une section de tuyau cuivre ou PER (jusqu'à 2 m) : 149 € à 249 €
- Remplacement du robinet d'arrêt général : 129 €
- Pose d'un réducteur de pression : 229 €
- Recherche de fuite non destructive avec rapport pour l'assurance : appartement 290 €, maison ou fuite enterrée 390 € à 490 €

Débouchage (jusqu'à 1 heure de main-d'œuvre comprise)
- WC : 99 €
- Évier, lavabo, douche ou baignoire : 89 €
- Canalisation principale ou colonne par hydrocurage : 240 € à 390 €
- Inspection des canalisations par caméra, avec rapport et vidéo : 180 €

Chauffe-eau
- Remplacement de la résistance : 159 €
- Remplacement du thermostat : 129 €
- Remplacement du groupe de sécurité : 109 €
- Remplacement de l'anode : 89 €
- Détartrage complet du ballon : 169 €
- Chauffe-eau électrique posé, ancien évacué : 100 L 790 €, 150 L 920 €, 200 L 1 050 €, 300 L 1 390 €
- Chauffe-eau thermodynamique posé : 200 L 2 890 €, 270 L 3 290 € (TVA 5,5 %, avant aides)

Chaudière et chauffage
- Entretien annuel d'une chaudière gaz murale, attestation comprise : 129 € (déplacement inclus)
- Entretien annuel d'une chaudière fioul ou gaz au sol : 179 € (déplacement inclus)
- Contrat d'entretien annuel (visite d'entretien, déplacements de dépannage offerts, intervention sous 24 h, pièces -10 %) : 149 € par an
- Remplacement par une chaudière gaz murale à condensation : 3 900 € à 5 900 €
- Désembouage du circuit de chauffage : 590 € à 990 € selon le nombre de radiateurs
- Remplacement d'un radiateur à eau : 390 € à 690 €
- Remplacement d'un robinet thermostatique de radiateur : 79 €

Pompe à chaleur (TVA 5,5 %)
- Pompe à chaleur air/eau posée, mise en service comprise : 10 900 € à 16 500 € avant aides
- Entretien d'une pompe à chaleur (obligatoire tous les 2 ans) : 189 €

Robinetterie et sanitaires
- Mitigeur d'évier ou de lavabo, fourni et posé : 169 €
- Mitigeur thermostatique de douche, fourni et posé : 239 €
- Pose d'un robinet fourni par le client : 89 €
- Mécanisme de chasse d'eau complet : 119 €
- WC au sol, fourni et posé : 390 €
- WC suspendu avec bâti-support, fourni et posé : 990 €
- Raccordement d'un lave-linge ou d'un lave-vaisselle : 89 €

Salle de bains
- Remplacement d'une baignoire par une douche : à partir de 4 900 €
- Rénovation complète d'une salle de bains d'environ 5 m² : 8 500 € à 15 000 €

Adoucisseur d'eau
- Adoucisseur 20 litres posé, avec by-pass : 1 690 €
- Entretien annuel de l'adoucisseur : 139 €`,
    },
    {
      title: terms,
      language: 'French',
      text: `CONDITIONS GÉNÉRALES D'INTERVENTION - Hérault Plomberie Chauffage
SARL au capital de 20 000 €, 18 rue des Bouisses, 34070 Montpellier - Tél. 04 67 58 21 90 - contact@herault-plomberie.example
Applicables à compter du 1er janvier 2026

Article 1 - Objet
Les présentes conditions s'appliquent à toutes les interventions de dépannage, d'entretien, d'installation et de rénovation réalisées par Hérault Plomberie Chauffage chez les particuliers et les professionnels. Elles sont remises avec chaque devis et consultables sur herault-plomberie.example/cgi. Toute demande d'intervention vaut acceptation des présentes conditions.

Article 2 - Horaires d'intervention et urgences
Les interventions planifiées ont lieu du lundi au vendredi de 8h à 18h et le samedi de 8h à 12h. Le service d'urgence fonctionne 7 jours sur 7 et 24 heures sur 24. En dehors des heures normales, la main-d'œuvre est majorée de 50 % en soirée (18h-22h du lundi au vendredi) et le samedi après 12h, et de 100 % la nuit (22h-8h), le dimanche et les jours fériés ; les frais de déplacement sont alors ceux de la grille « Tarifs 2026 » pour ces horaires. Le montant du déplacement et le taux horaire applicables sont annoncés au client par téléphone avant le départ du technicien.

Article 3 - Frais de déplacement
Chaque intervention donne lieu à des frais de déplacement, fixés selon la commune (zones 1 à 3) et l'horaire conformément à la grille « Tarifs 2026 ». Ils comprennent le trajet et le diagnostic et restent dus si le client renonce à la réparation après le diagnostic. Ils ne sont pas facturés aux clients titulaires d'un contrat d'entretien, ni pour les visites préalables à un devis de travaux. Dans le centre historique de Montpellier (l'Écusson), les frais de stationnement sont facturés au réel, sur justificatif.

Article 4 - Devis
Les devis de travaux sont gratuits et sans engagement ; ils sont valables 3 mois. Pour les dépannages, le technicien annonce le prix avant de commencer et, conformément à l'arrêté du 2 mars 1990, remet un devis écrit à signer lorsque le montant prévu dépasse 150 € TTC. Tout travail supplémentaire découvert en cours d'intervention nécessite l'accord préalable du client. Les travaux de plus de 1 500 € ne commencent qu'après la signature du devis et le versement de l'acompte.

Article 5 - Droit de rétractation
Lorsque le contrat est signé au domicile du client, celui-ci dispose d'un délai de rétractation de 14 jours à compter de la signature, en nous adressant le formulaire joint au devis ou toute déclaration écrite. Ce droit ne s'applique pas aux travaux d'entretien ou de réparation à réaliser en urgence au domicile du client et expressément demandés par lui. Si le client demande que les travaux commencent avant la fin du délai et se rétracte ensuite, il reste redevable de la part déjà réalisée. En cas de rétractation, l'acompte est remboursé sous 14 jours.

Article 6 - Rendez-vous, retard et annulation
Les rendez-vous sont donnés sur des créneaux de 2 heures ; le technicien prévient le client 30 minutes avant son arrivée. Le client peut annuler ou reporter un rendez-vous gratuitement jusqu'à 24 heures à l'avance, par téléphone, SMS ou email. En cas d'annulation moins de 24 heures avant le rendez-vous ou d'absence du client, les frais de déplacement de sa zone sont facturés. Une demande d'urgence annulée après le départ du technicien donne lieu à la facturation du déplacement. Si nous devons annuler ou décaler un rendez-vous, nous prévenons le client au plus tôt et aucun frais ne lui est facturé. Pour les chantiers, un report demandé par le client moins de 7 jours avant le début des travaux peut décaler le chantier de plusieurs semaines, selon notre planning.

Article 7 - Prix et TVA
Les prix sont exprimés en euros TTC. Le taux de TVA est de 10 % pour les travaux dans les logements achevés depuis plus de 2 ans, sur la base de la mention signée par le client sur le devis ; de 5,5 % pour les travaux de rénovation énergétique (pompe à chaleur, chauffe-eau thermodynamique) ; de 20 % pour les logements de moins de 2 ans et les locaux professionnels. En cas de déclaration inexacte du client, le complément de TVA et les éventuelles pénalités sont à sa charge.

Article 8 - Paiement
Les dépannages et les entretiens sont payables à la fin de l'intervention. Pour les travaux de plus de 1 500 €, un acompte de 30 % est versé à la signature du devis et le solde à la réception des travaux. Moyens de paiement acceptés : carte bancaire, chèque, virement, espèces dans la limite de 1 000 €, et chèque énergie pour l'entretien de chaudière et les travaux de rénovation énergétique. Le paiement en 3 ou 4 fois sans frais par carte bancaire est possible pour les montants de 300 € à 6 000 €, sous réserve d'acceptation par l'organisme de paiement. Les professionnels (agences, syndics, entreprises) titulaires d'un compte règlent par virement à 30 jours. Tout retard de paiement entraîne des pénalités au taux de 3 fois le taux d'intérêt légal et, pour les professionnels, une indemnité forfaitaire de 40 € pour frais de recouvrement. Les équipements posés restent notre propriété jusqu'au paiement complet.

Article 9 - Garanties
Dépannages et réparations : la main-d'œuvre est garantie 6 mois ; les pièces bénéficient de la garantie du fabricant (en général 2 ans, 5 ans sur la cuve des chauffe-eau). Travaux d'installation et de rénovation : garantie de parfait achèvement d'un an, garantie biennale de bon fonctionnement de 2 ans sur les équipements et garantie décennale de 10 ans sur les ouvrages, souscrite auprès de la SMABTP, dont l'attestation est jointe à chaque devis. Sont exclus de nos garanties : les pièces fournies par le client, les dommages dus au gel, à l'entartrage, à une mauvaise utilisation ou à l'intervention d'un tiers, et l'usure normale des joints.

Article 10 - Pièces et équipements remplacés
Les pièces remplacées sont remises au client s'il le demande avant l'intervention ; à défaut, elles sont recyclées. Les anciens chauffe-eau, chaudières et sanitaires déposés sont évacués sans supplément vers une filière de recyclage.

Article 11 - Dégât des eaux et assurance
À la demande du client, nous remettons une facture détaillée mentionnant l'origine et l'emplacement de la fuite et, après une recherche de fuite, un rapport avec photos, à joindre à la déclaration de sinistre. Le client règle l'intervention directement ; son paiement ne dépend pas de la décision de son assureur.

Article 12 - Obligations du client
Le client donne accès au compteur d'eau, au robinet d'arrêt général et aux appareils concernés, et signale les canalisations encastrées dont il a connaissance. Il libère l'accès à la zone des travaux. Nous ne pouvons être tenus responsables des dommages causés à des canalisations anciennes ou fragilisées lors d'une intervention réalisée selon les règles de l'art.

Article 13 - Réclamations et médiation
Toute réclamation est à adresser par écrit à contact@herault-plomberie.example ou par courrier à notre adresse ; nous y répondons sous 15 jours. En cas de désaccord persistant, le client particulier peut recourir gratuitement au médiateur de la consommation dont les coordonnées figurent sur nos devis et nos factures.`,
    },
  ],
  answerable: [
    // French, close to the knowledge's words
    {
      question: "Combien coûte l'entretien annuel d'une chaudière gaz ?",
      answeredBy: [boilerService, prices],
    },
    { question: 'Où se trouvent vos bureaux ?', answeredBy: [description, prices, terms] },
    {
      question: 'Quels sont vos frais de déplacement pour Lattes ?',
      answeredBy: [travelFee, prices],
    },
    {
      question: 'Quel taux de TVA pour la rénovation de ma salle de bains ?',
      answeredBy: [vat, terms, prices],
    },
    // Paraphrases and everyday words, in French
    { question: 'ça fuit sous mon évier, je fais quoi ?', answeredBy: [leak, emergencyRequest] },
    {
      question:
        "Plus d'eau chaude depuis ce matin, le cumulus est peut-être mort. Vous pouvez passer ?",
      answeredBy: [waterHeaterRepair, waterHeaterReplace, emergencyRequest, services],
    },
    {
      question: "Mes toilettes sont bouchées, c'est combien pour faire venir un plombier ?",
      answeredBy: [drains, prices],
    },
    {
      question: 'Vous posez des pompes à chaleur pour remplacer une vieille chaudière au fioul ?',
      answeredBy: [heatPump, services, boilerReplace, prices, rge],
    },
    {
      question: "Le ballon d'eau chaude qui lâche, c'est au proprio ou au locataire de payer ?",
      answeredBy: [tenant],
    },
    {
      question:
        "Vous pouvez transformer ma baignoire en douche à l'italienne ? Ça coûte combien à peu près ?",
      answeredBy: [bathroom, prices],
    },
    {
      question: "La chasse d'eau coule tout le temps, c'est combien pour la réparer ?",
      answeredBy: [taps, prices],
    },
    // Long messages, the question inside
    {
      question:
        "Bonjour, je suis propriétaire d'un T2 à Antigone que je loue à une étudiante. Elle m'a appelé hier soir parce que de l'eau goutte du plafond de la salle de bains, et le voisin du dessus jure que ça ne vient pas de chez lui. Je suis à Lyon en ce moment et je ne peux pas descendre avant deux semaines. Est-ce que vous pouvez trouver d'où vient la fuite sans tout casser, et combien ça coûte ?",
      answeredBy: [leakDetection, prices, services],
    },
    {
      question:
        "Bonsoir, nous venons d'acheter une maison des années 80 à Saint-Gély-du-Fesc et le diagnostic dit que la chaudière gaz a 22 ans. Elle marche encore mais on aimerait passer à quelque chose de plus économique. On a entendu parler de la pompe à chaleur et des aides de l'État mais honnêtement on n'y comprend rien. Quelles aides peut-on avoir et est-ce que vous vous occupez du dossier ?",
      answeredBy: [rge, heatPump],
    },
    {
      question:
        "Bonjour, je suis en dernière année de médecine et je loue un studio près des Beaux-Arts. Depuis une semaine la douche s'évacue de plus en plus mal, maintenant l'eau stagne au fond du bac et ça sent pas très bon. J'ai essayé le Destop et la ventouse, rien à faire, et mon propriétaire ne répond pas. Combien ça me coûterait de faire venir quelqu'un, et est-ce que c'est à moi de payer ?",
      answeredBy: [drains, prices, tenant, travelFee],
    },
    {
      question:
        "Bonjour, mon assurance me demande l'attestation d'entretien de ma chaudière après un petit sinistre, et bien sûr je ne l'ai pas fait cette année. Le problème c'est que je travaille à Nîmes toute la semaine et que je rentre tard. Est-ce que vous intervenez le samedi matin ?",
      answeredBy: [appointment, terms],
    },
    // Typos, missing accents and chat-speak, in French
    {
      question: 'slt vs faites le debouchage des canalisation le dimanche ? c combien',
      answeredBy: [emergency, prices, drains, terms, travelFee, emergencyRequest],
    },
    {
      question:
        'bjr le groupe de securite de mon cumulus goutte sans arret, vs le changez pour combien ?',
      answeredBy: [waterHeaterRepair, prices],
    },
    {
      question: 'c koi vos horaires svp',
      answeredBy: [appointment, terms, emergency, emergencyRequest],
    },
    {
      question:
        'ma chaudiere est en panne plus de chauffage, vs pouvez venir ce soir ? ca coute combien le soir',
      answeredBy: [emergency, prices, terms, travelFee, emergencyRequest],
    },
    {
      question: 'salut c quoi la garantie decennale chez vous, ca couvre quoi exactement ?',
      answeredBy: [guarantees, terms],
    },
    { question: 'vous intervenez a castries svp', answeredBy: [area, prices] },
    // One or two words, in French
    { question: 'débouchage', answeredBy: [drains, prices, services] },
    { question: 'adoucisseur', answeredBy: [softener, prices, services] },
    { question: 'devis gratuit ?', answeredBy: [quote, prices, terms, heatPump] },
    { question: 'annulation rdv', answeredBy: [terms] },
    // French questions, English knowledge
    {
      question:
        "Est-ce qu'un de vos plombiers parle anglais ? C'est pour mon colocataire irlandais.",
      answeredBy: [englishStaff],
    },
    {
      question: "Ça sent le gaz dans l'appartement, qu'est-ce que je dois faire ?",
      answeredBy: [gas],
    },
    {
      question:
        "Ma facture d'eau a explosé à cause d'une fuite après le compteur, est-ce que la régie des eaux peut baisser la facture ?",
      answeredBy: [waterBill],
    },
    {
      question:
        'Je loue mon appart sur Airbnb et je vis à Paris, vous pouvez intervenir entre deux voyageurs si je laisse les clés dans une boîte à clés ?',
      answeredBy: [airbnb],
    },
    // English questions, French knowledge
    { question: 'Is the yearly boiler service compulsory in France?', answeredBy: [boilerService] },
    {
      question: 'My toilet is blocked, how much do you charge to unblock it?',
      answeredBy: [drains, prices],
    },
    {
      question: 'Do you install water softeners? The limescale here is terrible.',
      answeredBy: [softener, services, prices],
    },
    // Long messages, in English
    {
      question:
        "Hi there, we moved to Montpellier from Manchester in September and we're renting a house in Jacou. Since yesterday there's no hot water at all, the water heater in the garage keeps clicking and there's a small puddle under it. The landlord is on holiday until next week. Can you come and have a look, and roughly how much would a new one cost if it's dead? It's a 200 litre one.",
      answeredBy: [waterHeaterReplace, prices, waterHeaterRepair, emergencyRequest, services, area],
    },
    {
      question:
        'Hello! I own two studios near the Comédie that I let on Airbnb, and I live in Brussels most of the year. Last month a guest flooded the bathroom and the neighbour downstairs got water damage, which was a nightmare to sort out with the insurance. If it happens again, what paperwork do you give me for the insurance claim after you fix the leak?',
      answeredBy: [insurance, leakDetection, terms],
    },
    {
      question:
        "Good morning, my wife and I are retired and we've just bought an apartment in Port Marianne. The bathroom has an old bathtub that's getting hard for us to step into, so we'd like a walk-in shower instead, maybe with grab bars. Are there any grants for this, and how long would the work take?",
      answeredBy: [bathroom],
    },
    // Typos and chat-speak, in English
    {
      question: 'u guys do emergency callouts at nite? how much pls',
      answeredBy: [emergency, prices, terms, travelFee, emergencyRequest],
    },
    {
      question:
        'hey do u guys work w/ letting agencies? we manage about 30 flats in montpellier thx',
      answeredBy: [agencies, description, terms],
    },
    { question: 'can i pay cash? or in 3x??', answeredBy: [payment, terms] },
    // One or two words, in English
    { question: 'boiler service', answeredBy: [boilerService, prices, services, boilerReplace] },
    { question: 'leak detection', answeredBy: [leakDetection, prices, services, waterBill] },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Vous pouvez changer mon tableau électrique ? Le disjoncteur saute dès que je lance le four et la machine à laver.',
    'Vous vendez des robinets et des joints au comptoir ? Je voudrais juste acheter la pièce et la poser moi-même.',
    'Do you install air conditioning? Our top-floor flat is unbearable in July.',
    "Vous faites l'entretien des piscines ? La pompe de filtration fuit et l'eau est devenue verte.",
    "J'ai une fuite dans la toiture quand il pleut fort, quelques tuiles sont cassées et la gouttière déborde. Vous réparez ça ?",
    "Can you empty our septic tank? We're in a villa in Saint-Gély-du-Fesc and it hasn't been done in years.",
    "Bonjour, je suis plombier chauffagiste avec 6 ans d'expérience et je cherche un poste sur Montpellier. Vous recrutez ?",
    'Vous posez des cuisines équipées ? Meubles, plan de travail, évier, tout compris.',
    // Plainly outside
    "C'est quoi la plus belle plage près de Montpellier pour se baigner avec des enfants ?",
    'Which tram line goes from the Comédie to Saint-Roch train station?',
  ],
};
