import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Garonne Utilitaires, an independent van and minibus rental agency in Toulouse (Saint-Cyprien /
 * Patte d'Oie): utility vans from 3 m³ to a 20 m³ box truck with a tail lift, all driven on a
 * B licence, 9-seat minibuses and three campervans, rented for house moves, to tradespeople and
 * to groups. Its customers write in French, often in SMS French, in English (tourists, Erasmus
 * students, expats) and in Spanish (visitors from Spain). The owner wrote the briefing in
 * French, most Q&A pairs in French and a few in English, one custom response for "is a vehicle
 * free on this date?", and pasted the 2026 price list and the rental terms, both in French;
 * some facts (monthly rates, unlimited mileage, the tail lift's load, booster seats, snow
 * chains, fines, roof damage, the countries allowed, smoking) are only in those documents.
 *
 * The questions were written from the knowledge alone, before the engine was looked at, as
 * customers type them: paraphrases and everyday words ("camion", "fourgon", "utilitaire", "bus
 * 9 places", "camping-car", "van aménagé", "caution", "franchise", "plein", "furgo", "camper"),
 * long messages with their context, typos and missing accents, SMS French ("slt", "bjr", "jpeux",
 * "c koi", "pk", "jfais", "stp", "svp", "combien sa coute"), one- or two-word questions, and
 * English and Spanish questions against French knowledge and the reverse. The outside questions
 * include hard negatives that share words with the knowledge (buying a used van, renting a car,
 * storing furniture, a truck licence, bike racks, a trailer, moving boxes, building machinery).
 */

const french = qaIn('French');
const english = qaIn('English');

// The sources' titles, as the answers name them.
const hours = "Quels sont vos horaires d'ouverture ?";
const address = 'Où êtes-vous situés et comment venir ?';
const prices = "Combien coûte la location d'un utilitaire ?";
const fleet = 'Quels véhicules proposez-vous et quelle taille choisir pour un déménagement ?';
const mileage = 'Combien de kilomètres sont inclus et combien coûte le kilomètre en plus ?';
const deposit = 'Quel est le montant de la caution et comment la verser ?';
const licence = 'Quel permis faut-il pour conduire vos véhicules ?';
const age = 'Quel âge faut-il avoir et y a-t-il un supplément jeune conducteur ?';
const insurance = 'Quelle assurance est incluse et comment réduire la franchise ?';
const fuel = 'Faut-il rendre le véhicule avec le plein ?';
const oneWay = 'Puis-je rendre le véhicule dans une autre ville ?';
const equipment = 'Louez-vous du matériel de déménagement (diable, sangles, couvertures) ?';
const movers = 'Proposez-vous des déménageurs pour aider à charger ?';
const cancellation = "Quelles sont vos conditions d'annulation ?";
const lateReturn = 'Que se passe-t-il si je rends le véhicule en retard ?';
const breakdown = "Que faire en cas de panne ou d'accident ?";
const zfe = 'Vos véhicules peuvent-ils rouler dans la ZFE de Toulouse et qui paie les péages ?';
const minibus = 'Quelles sont les règles pour louer et conduire le minibus 9 places ?';
const campervan = 'Quelles sont les conditions de location des vans aménagés ?';
const documentsToBring = 'Quels documents dois-je apporter au départ de la location ?';
const payment = 'Quels moyens de paiement acceptez-vous ?';
const extraDriver = 'Peut-on ajouter un deuxième conducteur ?';
const cleaning = 'Faut-il nettoyer le véhicule avant de le rendre ?';
const foreignLicence = 'Can I rent a van with a foreign driving licence?';
const languagesSpoken = 'Do you speak English or Spanish?';
const gettingThere = 'How do I get to you from Toulouse airport or Matabiau station?';
const outOfHoursReturn = 'Can I return the van on a Sunday or outside opening hours?';
const delivery = 'Can you deliver the van to my address?';
const priceList = 'Grille tarifaire 2026';
const terms = 'Conditions générales de location';
const available = 'Client demande si un véhicule est disponible à une date';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const toulouseVanRentalSet: EvaluationSet = {
  name: 'Toulouse van rental (Garonne Utilitaires)',
  heldOut: false,
  agentName: 'Camille',
  briefing: {
    companyName: 'Garonne Utilitaires',
    industry: 'automotive',
    description:
      "Garonne Utilitaires est une agence indépendante de location d'utilitaires et de minibus à Toulouse, ouverte depuis 2011 au 145 avenue de Lombez, près du métro Patte d'Oie. Notre flotte récente (2022 à 2025) compte une quarantaine de véhicules : fourgonnettes et fourgons de 3 à 14 m³, camions 20 m³ avec hayon élévateur, minibus 9 places et trois vans aménagés. Tous se conduisent avec le permis B.",
    targetAudience:
      "Particuliers qui déménagent (beaucoup d'étudiants et de jeunes actifs), artisans et petites entreprises de Toulouse Métropole qui ont besoin d'un fourgon quelques jours ou quelques mois, associations, clubs sportifs et groupes d'amis qui partent à 9, touristes et vacanciers en van aménagé. Nous avons aussi beaucoup d'étudiants Erasmus, d'expatriés et de visiteurs espagnols qui nous écrivent en anglais ou en espagnol.",
    keyServices:
      'Location à la demi-journée, à la journée, au week-end, à la semaine et au mois de fourgonnettes 3 m³, fourgons 6, 12 et 14 m³ et camions 20 m³ avec hayon ; location de minibus 9 places ; location de vans aménagés 4 couchages ; matériel de déménagement (diables, sangles, couvertures) ; option de rachat de franchise ; livraison du véhicule à domicile dans Toulouse Métropole ; allers simples vers Bordeaux, Montpellier et Perpignan ; retour du véhicule 7 jours sur 7 grâce à la boîte à clés.',
    commonQuestions:
      'Disponibilités, prix au jour et au week-end, taille de véhicule pour un déménagement, kilomètres inclus, caution et franchise, permis et âge minimum, plein de carburant, retour le dimanche, allers simples, vans aménagés.',
    languages: ['French', 'English', 'Spanish'],
    tonePreference: 'friendly',
    communicationStyle:
      "On vouvoie le client, sauf s'il nous tutoie. Réponses courtes et concrètes, avec les prix TTC en euros et les conditions importantes (caution, permis, kilomètres). On termine par l'étape suivante : réserver en ligne, appeler ou écrire sur WhatsApp. En anglais et en espagnol, des phrases simples.",
    personality:
      'Serviable, directe et rassurante ; connaît bien les déménagements et les routes du Sud-Ouest, et ne pousse jamais à prendre des options inutiles.',
    responseTemplates: [
      {
        scenario: available,
        response:
          "Merci pour votre message ! Nos disponibilités changent tous les jours, donc on vérifie tout de suite pour vous. Indiquez-nous le véhicule souhaité (ou le volume, par exemple 12 m³), la date et l'heure de départ et de retour, par téléphone au 05 61 42 18 90 ou sur WhatsApp au 06 52 18 74 33, et on vous répond en moins d'une heure pendant nos horaires d'ouverture. Vous pouvez aussi voir les disponibilités en temps réel et réserver sur garonne-utilitaires.example/reservation. En fin de mois et le samedi de juin à septembre, réservez au moins une semaine à l'avance.",
      },
    ],
  },
  qa: [
    french(
      hours,
      "L'agence est ouverte du lundi au vendredi de 8 h 00 à 12 h 30 et de 14 h 00 à 18 h 30, et le samedi de 8 h 30 à 12 h 30 et de 14 h 00 à 17 h 00. Nous sommes fermés le dimanche et les jours fériés. Les départs de véhicules se font pendant ces horaires ; pensez à arriver 15 minutes avant l'heure réservée pour l'état des lieux et le contrat. Le 24 et le 31 décembre, nous fermons à 16 h.",
    ),
    french(
      address,
      "Nous sommes au 145 avenue de Lombez, 31300 Toulouse, quartier Saint-Cyprien / Patte d'Oie. En métro : ligne A, station Patte d'Oie, puis 7 minutes à pied en remontant l'avenue de Lombez. En voiture : depuis la rocade ouest, sortie Purpan, puis direction Saint-Cyprien. Nous avons un parking clients gratuit de 10 places dans notre cour, où vous pouvez laisser votre voiture gratuitement pendant toute la durée de votre location.",
    ),
    french(
      prices,
      'Nos prix TTC, kilomètres inclus : fourgonnette 3 m³ : 39 € la journée, 95 € le week-end, 220 € la semaine ; fourgon 6 m³ : 49 €, 120 €, 280 € ; fourgon 12 m³ : 69 €, 165 €, 390 € ; fourgon 14 m³ : 79 €, 185 €, 440 € ; camion 20 m³ avec hayon : 109 €, 250 €, 590 € ; minibus 9 places : 99 € la journée, 230 € le week-end, 560 € la semaine. Les vans aménagés sont à partir de 89 € la nuit. Le week-end va du vendredi 17 h au lundi 9 h 30. Tous les détails (formule 4 heures, options, frais) sont dans notre grille tarifaire.',
    ),
    french(
      fleet,
      "Nous louons : une fourgonnette 3 m³ (Citroën Berlingo) pour quelques cartons ou un petit meuble ; un fourgon 6 m³ (Renault Trafic) pour une chambre d'étudiant ou un studio peu meublé ; des fourgons 12 m³ (Renault Master L2H2) et 14 m³ (Master L3H2) pour un studio meublé ou un T2 ; des camions 20 m³ avec hayon élévateur pour un T3, un T4 ou une petite maison (une maison plus grande se fait en deux voyages) ; des minibus 9 places (Renault Trafic Combi et Ford Transit Custom) ; et trois vans aménagés Fiat Ducato de 4 couchages. Repère : comptez environ 10 m³ pour un studio, 12 à 14 m³ pour un T2, 20 m³ pour un T3. En cas de doute, prenez la taille au-dessus : un deuxième aller-retour coûte souvent plus cher. Tous nos véhicules font 3,5 t maximum et se conduisent avec le permis B.",
    ),
    french(
      mileage,
      'Pour les fourgonnettes, fourgons et camions : 100 km inclus par jour, 50 km pour la formule 4 heures, 300 km pour le week-end et 700 km pour la semaine. Minibus 9 places : 200 km par jour, 600 km le week-end, 1 400 km la semaine. Vans aménagés : 200 km par nuit. Les kilomètres en plus coûtent 0,30 €/km pour la fourgonnette 3 m³, le fourgon 6 m³, le minibus et les vans aménagés, 0,40 €/km pour les fourgons 12 et 14 m³ et 0,50 €/km pour le camion 20 m³. Le compteur est relevé au départ et au retour, et les kilomètres en plus sont payés au retour.',
    ),
    french(
      deposit,
      "La caution est de 1 000 € pour les fourgonnettes et fourgons de 3 à 14 m³, 1 500 € pour le camion 20 m³ et le minibus, et 2 000 € pour les vans aménagés. Ce n'est pas un paiement : nous faisons une empreinte (pré-autorisation) sur une carte bancaire au nom du conducteur principal, et le montant est simplement bloqué. Nous acceptons les cartes Visa et Mastercard classiques, à débit immédiat ou différé ; les cartes à autorisation systématique (Visa Electron, Maestro), les cartes prépayées et les cartes virtuelles ne sont pas acceptées. La caution ne peut pas être versée en espèces ni par chèque. Elle est libérée dans les 7 jours après le retour (votre banque peut mettre jusqu'à 10 jours ouvrés à débloquer le montant). Avec l'option Tranquillité, la caution est ramenée à 500 €.",
    ),
    french(
      licence,
      "Tous nos véhicules ont un poids total de 3,5 t maximum : le permis B suffit, y compris pour le camion 20 m³ et le minibus 9 places. Il faut avoir son permis depuis au moins 2 ans pour les fourgonnettes et fourgons jusqu'à 14 m³, et depuis au moins 3 ans pour le camion 20 m³, le minibus et les vans aménagés. Nous demandons le permis original en cours de validité : pas de photocopie, pas de photo sur téléphone. Un permis suspendu ou un simple relevé d'information ne permet pas de louer.",
    ),
    french(
      age,
      "Il faut avoir au moins 21 ans pour louer une fourgonnette, un fourgon ou le camion 20 m³, et au moins 25 ans pour le minibus 9 places et les vans aménagés (avec, dans tous les cas, l'ancienneté de permis demandée : 2 ou 3 ans selon le véhicule). Si vous avez moins de 25 ans ou moins de 3 ans de permis, un supplément jeune conducteur de 10 € par jour s'applique, plafonné à 70 € par location. Les jeunes conducteurs peuvent prendre l'option Tranquillité comme tout le monde.",
    ),
    french(
      insurance,
      "Tous nos véhicules sont assurés en responsabilité civile (dommages causés aux autres), en dommages au véhicule et en vol, avec l'assistance 24 h/24. En cas de dommage ou de vol, une franchise reste à votre charge : 1 000 € pour les fourgonnettes et fourgons de 3 à 14 m³, 1 500 € pour le camion 20 m³ et le minibus, 2 000 € pour les vans aménagés. Pour la réduire, prenez l'option Tranquillité : 15 € par jour (20 € pour le camion 20 m³ et les vans aménagés), qui ramène la franchise à 300 € et la caution à 500 €. Elle se prend au départ, pas en cours de location. Vos affaires transportées (meubles, outillage) ne sont pas assurées par nous : vérifiez auprès de votre assurance habitation.",
    ),
    french(
      fuel,
      "Oui. Tous nos véhicules roulent au gazole et partent avec le plein : rendez-les avec le plein aussi. Il y a une station-service à 500 m de l'agence, sur l'avenue de Lombez. Si le réservoir n'est pas plein au retour, le carburant manquant est facturé 2,60 € le litre, plus 15 € de frais de service. Gardez le ticket de la station en cas de doute sur la jauge. Pour la formule 4 heures, c'est la même règle : même niveau au départ et au retour.",
    ),
    french(
      oneWay,
      "Nous n'avons qu'une agence, à Toulouse, donc en principe le véhicule revient chez nous. Exception : un aller simple est possible vers nos agences partenaires de Bordeaux-Mérignac, Montpellier et Perpignan, uniquement pour les fourgons 12 et 14 m³ et le camion 20 m³, à réserver au moins 7 jours avant. Les frais d'aller simple s'ajoutent à la location : 190 € pour Bordeaux ou Montpellier, 240 € pour Perpignan. Pas d'aller simple pour la fourgonnette, le fourgon 6 m³, le minibus ni les vans aménagés.",
    ),
    french(
      equipment,
      "Oui, à réserver en même temps que le véhicule car le stock est limité : diable (chariot de manutention) à 8 € par location, couvertures de protection à 2 € l'unité ou 15 € le lot de 10. Quatre sangles à cliquet sont fournies gratuitement dans les fourgons 12 et 14 m³ et dans le camion 20 m³, qui ont aussi des anneaux d'arrimage dans la caisse. Nous avons 6 diables : le samedi, réservez-les quelques jours à l'avance.",
    ),
    french(
      movers,
      "Non, nous louons uniquement les véhicules : nous ne fournissons pas de personnel pour charger, décharger ou porter les meubles. En revanche, nous travaillons avec notre partenaire Les Bras Occitans, qui propose des déménageurs à l'heure : 79 € de l'heure pour une équipe de deux, 2 heures minimum, du lundi au samedi. Ils peuvent charger et décharger le véhicule que vous louez chez nous. Réservez directement chez eux au 05 61 48 27 90 en donnant le code GARONNE pour avoir 10 % de remise.",
    ),
    french(
      cancellation,
      "L'annulation est gratuite jusqu'à 48 heures avant le départ, avec remboursement intégral. À moins de 48 heures, nous retenons 50 % du prix de la location. Si vous ne venez pas sans nous prévenir, la totalité est due. Changer la date est gratuit jusqu'à 24 heures avant, selon les disponibilités. Pour les vans aménagés, un acompte de 30 % est versé à la réservation : il est remboursé si vous annulez plus de 30 jours avant le départ, et conservé ensuite.",
    ),
    french(
      lateReturn,
      "Nous accordons 30 minutes de tolérance. Au-delà, le retard est facturé 15 € par heure entamée, et au-delà de 3 heures de retard, nous facturons une journée supplémentaire au tarif journalier du véhicule. Si vous voyez que vous serez en retard, appelez-nous au 05 61 42 18 90 : si le véhicule n'est pas réservé après vous, on peut souvent prolonger la location au tarif normal. Si vous rentrez après la fermeture, vous pouvez déposer les clés dans notre boîte à clés.",
    ),
    french(
      breakdown,
      "L'assistance 24 h/24 et 7 j/7 est incluse : le numéro gratuit (0 800 31 31 45) est sur le porte-clés et dans la boîte à gants. En cas de panne, appelez-la d'abord et ne faites rien réparer sans notre accord. Sur autoroute, seul le dépanneur agréé de l'autoroute peut intervenir : appelez depuis une borne orange ou le 112, puis prévenez l'assistance et nous. Si le véhicule est immobilisé, le remorquage est pris en charge et nous vous donnons un véhicule de remplacement selon les disponibilités. Le dépannage est à votre charge si la panne vient d'une erreur (mauvais carburant, clés perdues, panne sèche). En cas d'accident : sécurisez les lieux, prenez des photos, remplissez le constat amiable qui est dans la boîte à gants, et prévenez-nous dans les 24 heures.",
    ),
    french(
      zfe,
      "Oui. Tous nos véhicules sont des diesels récents Euro 6 avec la vignette Crit'Air 2 déjà collée sur le pare-brise : ils peuvent circuler dans la ZFE de Toulouse et dans celles des autres grandes villes, sauf mesures exceptionnelles de circulation différenciée lors des pics de pollution. Les péages sont à votre charge : nos véhicules n'ont pas de badge télépéage, vous payez par carte bancaire aux barrières. Classe de péage : classe 1 (comme une voiture) pour la fourgonnette 3 m³, le fourgon 6 m³ et le minibus ; classe 2 pour les fourgons 12 et 14 m³ et les vans aménagés ; classe 3 pour le camion 20 m³.",
    ),
    french(
      minibus,
      "Le minibus a 9 places, conducteur compris, donc le permis B suffit. Le conducteur doit avoir au moins 25 ans et 3 ans de permis. 9 personnes maximum à bord, chacune attachée avec sa ceinture ; le coffre prend les valises d'environ 9 personnes. Le minibus ne peut pas servir au transport de personnes contre rémunération (taxi, VTC, navette payante). Nous ne proposons pas de location avec chauffeur : c'est vous ou un membre du groupe qui conduit. Pour un long trajet, nous conseillons de déclarer un deuxième conducteur.",
    ),
    french(
      campervan,
      "Nos trois vans aménagés Fiat Ducato ont 4 places assises et 4 couchages, une cuisine avec deux feux, un réfrigérateur, un chauffage et un WC chimique à cassette. Conducteur de 25 ans minimum avec 3 ans de permis. Prix par nuit, 200 km inclus par nuit : 89 € d'octobre à mars, 109 € d'avril à juin et en septembre (minimum 3 nuits), 139 € en juillet et août (minimum 7 nuits, départ le samedi). Acompte de 30 % à la réservation. La vaisselle, les ustensiles de cuisine, une table et des chaises de camping sont inclus. La bouteille de gaz (propane) est fournie pleine et le gaz consommé n'est pas facturé. Le linge de lit n'est pas inclus : kit linge (draps, couette, oreillers, serviettes) à 20 € par personne, ou apportez vos sacs de couchage et vos draps. Les animaux sont acceptés : un chien ou un chat par van, 50 € par location. Départ entre 14 h et 17 h, retour avant 11 h, cassette WC et eaux grises vidées.",
    ),
    french(
      documentsToBring,
      "Le conducteur principal, et chaque conducteur additionnel, présente au départ : son permis de conduire original, une pièce d'identité (carte d'identité ou passeport), un justificatif de domicile de moins de 3 mois (facture d'électricité, d'internet ou quittance de loyer) et, pour le conducteur principal, une carte bancaire à son nom pour la caution. Les étudiants qui viennent d'arriver peuvent remplacer le justificatif de domicile par leur contrat de location ou une attestation de logement. Pour une location au nom d'une entreprise, ajoutez un extrait Kbis de moins de 3 mois.",
    ),
    french(
      payment,
      "La location se paie au départ, par carte bancaire (Visa, Mastercard, Apple Pay, Google Pay) ou en espèces jusqu'à 1 000 € (le plafond légal). Nous n'acceptons pas les chèques. Même si vous payez la location en espèces, la caution se fait obligatoirement par empreinte de carte bancaire. Les entreprises et artisans qui ont un compte chez nous peuvent payer par virement, sur facture à 30 jours. En ligne, vous payez par carte au moment de la réservation.",
    ),
    french(
      extraDriver,
      "Oui, vous pouvez déclarer jusqu'à deux conducteurs additionnels : 5 € par jour et par conducteur, plafonné à 30 € par location. Chaque conducteur doit être présent au départ avec son permis original et sa pièce d'identité, et remplir les mêmes conditions d'âge et d'ancienneté de permis que le conducteur principal. Attention : une personne qui n'est pas inscrite sur le contrat n'est pas assurée, et en cas d'accident tous les dommages seraient à votre charge.",
    ),
    french(
      cleaning,
      "L'intérieur doit être rendu propre : cabine et caisse balayées, sans déchets ni cartons laissés dedans. Le lavage extérieur n'est pas demandé, sauf si le véhicule est couvert de boue. Sinon, nous facturons le nettoyage : 35 € si l'intérieur est sale, 90 € s'il est très sale (gravats, terre, sable, poils d'animaux, odeurs, taches). Un aspirateur et un balai sont à votre disposition gratuitement dans notre cour pendant les heures d'ouverture.",
    ),
    english(
      foreignLicence,
      'Yes. Driving licences from EU and EEA countries are accepted just like French ones. Licences from other countries (UK, USA, Canada, Australia, etc.) are accepted if they are written in the Latin alphabet; otherwise you also need an international driving permit or an official French translation. The usual rules apply: at least 2 years of driving experience (3 years for the 20 m³ truck, the minibus and the campervans) and at least 21 years old (25 for the minibus and the campervans). Bring your passport, your original licence and a credit card in your name for the deposit. If you have no French proof of address yet, your rental contract, your university or Erasmus certificate, or a proof of address from your home country is fine.',
    ),
    english(
      languagesSpoken,
      'Yes! Léa at the counter speaks English and Marc speaks Spanish, and at least one of them is there every day we are open. Our rental contract and terms are available in English. You can also write to us in English or Spanish on WhatsApp at +33 6 52 18 74 33.',
    ),
    english(
      gettingThere,
      "From Toulouse Matabiau train station: take metro line A at Marengo-SNCF, towards Basso Cambo, and get off at Patte d'Oie (5 stops, about 10 minutes), then walk 7 minutes up avenue de Lombez to number 145. From Toulouse-Blagnac airport: take the airport tram to Arènes (about 25 minutes), then metro line A one stop to Patte d'Oie. A taxi from the airport takes about 20 minutes and costs around 30 €. We can also bring the van to you: ask about delivery.",
    ),
    english(
      outOfHoursReturn,
      'Yes, you can return the van any day, at any time, including Sundays and public holidays. Park it in our yard (we text you the gate code the day before), lock it and drop the keys in the secure key box next to the office door. We check the van the next time we open (Monday at 8:00 for a Sunday return), and you remain responsible for it until then, so take photos of the van inside and out, the fuel gauge and the mileage. There is no extra charge. Pick-ups, however, are only possible during opening hours.',
    ),
    english(
      delivery,
      "Yes, from Monday to Saturday during opening hours, if you book at least 48 hours ahead: 30 € each way inside the Toulouse ring road, 45 € each way elsewhere in Toulouse Métropole (Blagnac, Colomiers, Balma, L'Union, Tournefeuille...). We can also collect it from you at the end of the rental for the same price. The main driver must be there with all the documents and the card for the deposit, and we do the check-in together on the spot. Campervans and minibuses are not delivered.",
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'French',
      text: `GRILLE TARIFAIRE 2026 - Garonne Utilitaires, 145 avenue de Lombez, 31300 Toulouse - 05 61 42 18 90
Prix TTC en euros, valables du 1er janvier au 31 décembre 2026. Jour = 24 heures. Week-end = du vendredi 17 h au lundi 9 h 30. Semaine = 7 jours consécutifs. Formule 4 heures : du lundi au samedi, départ et retour pendant nos horaires d'ouverture.

1. UTILITAIRES (permis B, 3,5 t maximum)
Véhicule | charge utile | 4 heures (50 km) | jour (100 km) | week-end (300 km) | semaine (700 km) | km supplémentaire
- Fourgonnette 3 m³ (Citroën Berlingo) | 650 kg | 29 € | 39 € | 95 € | 220 € | 0,30 €
- Fourgon 6 m³ (Renault Trafic) | 1 000 kg | 35 € | 49 € | 120 € | 280 € | 0,30 €
- Fourgon 12 m³ (Renault Master L2H2) | 1 300 kg | 49 € | 69 € | 165 € | 390 € | 0,40 €
- Fourgon 14 m³ (Renault Master L3H2) | 1 250 kg | 55 € | 79 € | 185 € | 440 € | 0,40 €
- Camion 20 m³ avec hayon élévateur (Renault Master caisse) | 1 000 kg | pas de formule 4 heures | 109 € | 250 € | 590 € | 0,50 €
Le hayon élévateur du camion 20 m³ soulève au maximum 500 kg (plateau de 1,90 m x 1,40 m). Hauteur du camion 20 m³ : 3,30 m.

2. MINIBUS 9 PLACES (Renault Trafic Combi, Ford Transit Custom)
Jour (200 km) : 99 € - Week-end (600 km) : 230 € - Semaine (1 400 km) : 560 € - Km supplémentaire : 0,30 €

3. VANS AMÉNAGÉS (Fiat Ducato, 4 places, 4 couchages) - prix par nuit, 200 km inclus par nuit, km supplémentaire 0,30 €
- Basse saison (octobre à mars) : 89 € la nuit, minimum 3 nuits
- Moyenne saison (avril à juin et septembre) : 109 € la nuit, minimum 3 nuits
- Haute saison (juillet et août) : 139 € la nuit, minimum 7 nuits, départ le samedi
- Frais de préparation : 60 € par location

4. TARIF AU MOIS - ARTISANS, ENTREPRISES ET PARTICULIERS (30 jours, 2 500 km inclus)
- Fourgon 6 m³ : 690 € - Fourgon 12 m³ : 890 € - Fourgon 14 m³ : 990 € - Camion 20 m³ : 1 290 €
Au-delà de 3 mois : sur devis. Facture mensuelle ; paiement par virement possible pour les professionnels.

5. OPTIONS
- Kilométrage illimité : + 25 € par jour (fourgonnettes, fourgons 6 à 14 m³ et minibus, pour une location de 3 jours minimum ; non disponible sur le camion 20 m³). Vans aménagés : forfait kilométrage illimité de 150 € par location.
- Option Tranquillité (franchise ramenée à 300 €, caution ramenée à 500 €) : 15 € par jour ; 20 € par jour pour le camion 20 m³ et les vans aménagés
- Conducteur additionnel : 5 € par jour, 30 € maximum par location
- Supplément jeune conducteur (moins de 25 ans ou moins de 3 ans de permis) : 10 € par jour, 70 € maximum par location
- Diable : 8 € par location
- Couvertures de protection : 2 € l'unité, 15 € le lot de 10
- Sangles à cliquet : 4 offertes dans les fourgons 12 et 14 m³ et le camion 20 m³
- Rehausseur ou siège enfant (minibus) : 5 € par jour
- GPS : 5 € par jour
- Chaînes à neige (de novembre à avril) : 15 € par location
- Kit linge pour les vans aménagés (draps, couette, oreillers, serviettes) : 20 € par personne
- Animal dans un van aménagé : 50 € par location

6. LIVRAISON, REPRISE ET ALLERS SIMPLES
- Livraison ou reprise dans Toulouse, à l'intérieur de la rocade : 30 € par trajet
- Livraison ou reprise dans Toulouse Métropole (Blagnac, Colomiers, Balma, L'Union, Tournefeuille...) : 45 € par trajet
- Aller simple (fourgons 12 et 14 m³, camion 20 m³) vers nos agences partenaires : Bordeaux-Mérignac ou Montpellier 190 €, Perpignan 240 €

7. FRAIS ÉVENTUELS
- Carburant manquant : 2,60 € le litre + 15 € de frais de service
- Nettoyage : 35 € (intérieur sale), 90 € (très sale : gravats, terre, sable, poils d'animaux, odeurs)
- Cassette WC ou eaux grises non vidées (vans aménagés) : 80 €
- Véhicule rendu avec une odeur de tabac : 150 €
- Retard au-delà de 30 minutes de tolérance : 15 € par heure entamée ; au-delà de 3 heures, une journée supplémentaire
- Avis de contravention : 35 € de frais de gestion par avis
- Perte d'une clé : 250 €`,
    },
    {
      title: terms,
      language: 'French',
      text: `CONDITIONS GÉNÉRALES DE LOCATION - Garonne Utilitaires (version de janvier 2026)

1. Conducteurs et documents
Le conducteur principal doit avoir au moins 21 ans et être titulaire du permis B depuis au moins 2 ans. Pour le camion 20 m³, il faut 3 ans de permis ; pour le minibus 9 places et les vans aménagés, 25 ans et 3 ans de permis. Au départ, il présente son permis original, une pièce d'identité, un justificatif de domicile de moins de 3 mois et une carte bancaire à son nom. Chaque conducteur additionnel est inscrit sur le contrat et présente les mêmes documents. Un conducteur non déclaré n'est pas assuré.

2. Caution
Une caution est bloquée par pré-autorisation sur la carte bancaire du conducteur principal au départ : 1 000 € pour les fourgonnettes et fourgons de 3 à 14 m³, 1 500 € pour le camion 20 m³ et le minibus, 2 000 € pour les vans aménagés. Elle n'est pas encaissée et elle est libérée dans les 7 jours suivant la restitution, sauf dommages, carburant manquant ou frais prévus par les présentes conditions, qui sont alors déduits. Avec l'option Tranquillité, la caution est ramenée à 500 €.

3. Assurance, dommages et franchise
Le véhicule est assuré en responsabilité civile, dommages et vol. En cas de dommage ou de vol, une franchise reste à la charge du locataire : 1 000 € pour les fourgonnettes et fourgons de 3 à 14 m³, 1 500 € pour le camion 20 m³ et le minibus, 2 000 € pour les vans aménagés. L'option Tranquillité ramène la franchise à 300 €. Restent entièrement à la charge du locataire, même avec l'option Tranquillité : les dommages en partie haute du véhicule (toit, haut de la caisse, déflecteur) causés par un pont, un porche, une barrière de hauteur ou un parking souterrain ; les dommages sous le véhicule ; les conséquences d'une erreur de carburant ; les dommages dus à une surcharge ; les dommages causés par un conducteur non déclaré ou sous l'emprise d'alcool ou de stupéfiants. Les biens transportés ne sont pas assurés par le loueur. En cas d'accident, le locataire remplit le constat amiable présent dans la boîte à gants, nous prévient dans les 24 heures et nous remet le constat dans les 48 heures.

4. Carburant
Les véhicules sont remis avec le plein de gazole et doivent être restitués avec le plein. Le carburant manquant est facturé 2,60 € le litre, plus 15 € de frais de service. L'AdBlue est à notre charge : si le voyant s'allume pendant la location, faites l'appoint, il vous sera remboursé sur présentation du ticket.

5. Kilométrage
Le kilométrage est relevé au départ et au retour. Les kilomètres parcourus au-delà du forfait inclus dans la location sont facturés au tarif de la grille tarifaire en vigueur.

6. Restitution et retard
Le véhicule est restitué à l'agence à la date et à l'heure prévues au contrat. Une tolérance de 30 minutes est accordée ; au-delà, chaque heure entamée est facturée 15 €, et au-delà de 3 heures de retard, une journée supplémentaire est facturée au tarif journalier. En dehors des horaires d'ouverture, le dimanche et les jours fériés, le véhicule peut être restitué en le garant dans la cour de l'agence et en déposant les clés dans la boîte à clés sécurisée ; le locataire reste responsable du véhicule jusqu'à l'état des lieux, réalisé à la réouverture de l'agence.

7. Propreté, tabac et animaux
Le véhicule est restitué propre à l'intérieur (cabine et caisse balayées, sans déchets) ; le lavage extérieur n'est pas exigé. À défaut, un nettoyage est facturé 35 €, ou 90 € si le véhicule est très sale. Il est interdit de fumer ou de vapoter dans tous nos véhicules ; un véhicule rendu avec une odeur de tabac est facturé 150 €. Les animaux ne sont admis dans les utilitaires et le minibus que dans une cage de transport ; dans les vans aménagés, un animal est accepté moyennant un supplément.

8. Amendes, péages et fourrière
Le locataire est responsable des infractions commises pendant la location. Pour chaque avis de contravention (radar, stationnement, ZFE), nous désignons le conducteur auprès de l'ANTAI, qui lui adresse directement l'amende, et nous prélevons 35 € de frais de gestion par avis. Les péages, les parkings et les frais de mise en fourrière sont à la charge du locataire.

9. Territoire et usage
Les véhicules peuvent circuler en France métropolitaine (hors Corse), en Espagne, en Andorre et au Portugal. Tout autre pays nécessite notre accord écrit avant le départ. La sous-location, le transport de personnes contre rémunération, la participation à des courses et l'apprentissage de la conduite sont interdits. La charge utile indiquée sur la carte grise doit être respectée.

10. Annulation
L'annulation est gratuite jusqu'à 48 heures avant le départ. À moins de 48 heures, 50 % du prix de la location sont retenus ; en cas de non-présentation, la totalité est due. Pour les vans aménagés, l'acompte de 30 % est conservé en cas d'annulation à moins de 30 jours du départ.`,
    },
  ],
  answerable: [
    // Paraphrases, everyday words and long messages, in French
    {
      question:
        "Bonjour, je déménage le mois prochain d'un T2 meublé à Blagnac vers un T3 à Colomiers : canapé, lit double, frigo, machine à laver et une trentaine de cartons. Quelle taille de véhicule me conseillez-vous ?",
      answeredBy: [fleet],
    },
    {
      question: 'Vous faites la location de camping-car ?',
      answeredBy: [campervan, fleet, services, description],
    },
    {
      question:
        'Bonjour, je suis plombier et mon fourgon va rester au garage au moins deux mois après un accident. Est-ce que vous faites un tarif au mois ?',
      answeredBy: [priceList],
    },
    {
      question:
        "Bonjour, nous sommes neuf à aller au mariage de ma cousine dans le Gers en juin. Est-ce qu'il faut un permis spécial pour conduire le bus 9 places ?",
      answeredBy: [minibus, licence],
    },
    {
      question: 'Peut-on emmener notre chien dans le van aménagé ?',
      answeredBy: [campervan, terms, priceList],
    },
    {
      question:
        'Bonjour, je dois rendre le Master samedi mais je ne pourrai pas être à Toulouse avant 19 h, et vous fermez à 17 h. Comment je fais pour rendre les clés ?',
      answeredBy: [outOfHoursReturn, terms],
    },
    {
      question: 'Que se passe-t-il si je me fais flasher par un radar avec votre fourgon ?',
      answeredBy: [terms, priceList],
    },
    {
      question:
        "J'ai un piano droit d'environ 250 kg à déménager : le hayon du camion 20 m³ peut-il le soulever ?",
      answeredBy: [priceList],
    },
    {
      question: 'Quels papiers faut-il présenter pour récupérer le véhicule ?',
      answeredBy: [documentsToBring, terms],
    },
    {
      question:
        "Est-ce que vous pouvez nous amener l'utilitaire directement devant l'immeuble à Balma ?",
      answeredBy: [delivery, priceList],
    },
    // One or two words, in French
    { question: 'caution?', answeredBy: [deposit, terms] },
    { question: 'km illimité?', answeredBy: [priceList] },
    // SMS French, typos and missing accents
    {
      question: 'slt combien sa coute un camion pour le week end ?',
      answeredBy: [prices, priceList],
    },
    {
      question: 'bjr jai 20 ans et le permis depui 1 an, jpeux louer un fourgon chez vous ?',
      answeredBy: [age, licence, terms],
    },
    { question: 'c koi la franchise si jabime le camion ??', answeredBy: [insurance, terms] },
    { question: 'faut le rendre avec le plein ou pas', answeredBy: [fuel, terms] },
    {
      question: 'vous avez des diables et des couvertures svp',
      answeredBy: [equipment, priceList],
    },
    {
      question:
        "vous pouvez m'envoyer 2 gars pour porter les meubles ? jsuis toute seule pour le demenagement",
      answeredBy: [movers],
    },
    { question: 'jpeux payer en liquide ?', answeredBy: [payment] },
    {
      question: "jai crevé sur l'autoroute avec le fourgon jfais koi ???",
      answeredBy: [breakdown],
    },
    {
      question:
        'on peut rentrer dans toulouse centre avec vos camions ? pk ya la zfe, vous avez la vignette crit air ?',
      answeredBy: [zfe],
    },
    {
      question: 'si je ramene le camion 2h en retard c combien',
      answeredBy: [lateReturn, terms, priceList],
    },
    {
      question: 'ma copine peut conduire aussi ? ca coute combien en plus stp',
      answeredBy: [extraDriver, priceList],
    },
    {
      question: 'jdois le laver avant de vous ramener lutilitaire ?',
      answeredBy: [cleaning, terms, priceList],
    },
    // English questions, mostly against French knowledge
    {
      question: "I'm moving flat next week, do u have something big enough for a 2-room apartment?",
      answeredBy: [fleet],
    },
    {
      question:
        "Hi! I'm an Erasmus student from Germany, 22 years old, and I've had my licence for 3 years. Can I rent a small van with my German licence to move my stuff into my new room? Is there an extra fee because of my age?",
      answeredBy: [age, foreignLicence],
    },
    {
      question: 'How much is the deposit, and can I pay it with a debit card?',
      answeredBy: [deposit],
    },
    { question: 'Which metro stop is closest to you?', answeredBy: [address, gettingThere] },
    {
      question: 'Can I pick up a van in Toulouse and drop it off in Bordeaux?',
      answeredBy: [oneWay, priceList],
    },
    { question: 'Do you have booster seats for kids in the minibus?', answeredBy: [priceList] },
    {
      question:
        'If I scrape the roof of the 20m3 truck under a low bridge, am I covered with the extra insurance?',
      answeredBy: [terms],
    },
    {
      question: 'Do the campervans come with sheets and towels?',
      answeredBy: [campervan, priceList],
    },
    { question: 'are tolls included?', answeredBy: [zfe, terms] },
    { question: 'open saturday afternoon?', answeredBy: [hours] },
    // Spanish questions, against French and English knowledge
    {
      question: 'Hola, ¿se puede ir con la furgo a Andorra? ¿Y tenéis cadenas para la nieve?',
      answeredBy: [terms, priceList],
    },
    {
      question: '¿Cuántos kilómetros incluye el alquiler de un día?',
      answeredBy: [mileage, priceList],
    },
    { question: '¿Alguien habla español? Mi francés es muy malo', answeredBy: [languagesSpoken] },
    {
      question: 'Queremos alquilar una camper 10 dias en agosto, cuanto cuesta la noche?',
      answeredBy: [campervan, priceList],
    },
    {
      question: '¿Qué pasa si cancelo la reserva el día antes?',
      answeredBy: [cancellation, terms],
    },
    {
      question: 'Necesito una furgoneta para mañana por la mañana, ¿tenéis alguna libre?',
      answeredBy: [available],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    "Vous vendez vos anciens utilitaires ? Je cherche un Trafic d'occasion pas trop cher.",
    'Do you also rent regular cars? I just need a small car for a day trip to Carcassonne.',
    "vous faites garde meuble ? jai besoin d'un box pour stocker mes meubles 3 mois entre 2 apparts",
    'Vous connaissez une auto-école pour passer le permis C poids lourd sur Toulouse ?',
    '¿Tenéis portabicis para la furgoneta? Vamos cuatro con las bicis a los Pirineos.',
    'Do you rent trailers? I only need a small one to tow behind my own car.',
    'Vous vendez des cartons de déménagement et du papier bulle ?',
    'Vous louez aussi des mini-pelles ou des nacelles pour les chantiers ?',
    // Plainly outside
    'Hi, which neighbourhood of Toulouse is best to live in as an Erasmus student?',
    'y a match du Stade Toulousain samedi ? c a quelle heure',
  ],
};
