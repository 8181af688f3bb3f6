import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Auto-École Stanislas, an independent driving school in the centre of Nancy (Lorraine,
 * France), founded in 1998 and run by the founder's daughter since 2016, with seven instructors
 * and a private motorcycle track at Ludres. It teaches the car licence (permis B) in manual and
 * automatic cars (hourly lessons and 13-, 20- and 30-hour packages), early accompanied driving
 * (conduite accompagnée, AAC) from 15 and supervised driving from 18, the highway code (online,
 * in a classroom and in English on Wednesday evenings) and books the theory test, accompanies
 * students to the state driving test, runs intensive courses in the school holidays, the 7-hour
 * course from an automatic to a manual licence, the A2 motorcycle licence and the course from A2
 * to A, refresher lessons, lessons in English, help with exchanging a foreign licence and a
 * package for foreign licences that cannot be exchanged, takes over files from other schools,
 * picks students up at home, school or work in the Nancy metropolitan area, and takes payment in
 * instalments, through the CPF (the personal training account) and the state's "permis à 1 € par
 * jour" loan; it does not run points-recovery courses, lorry, trailer or scooter licences, and
 * does not sell cars. Prices are in euros including French VAT. Its customers write in French
 * (teenagers from the lycées of Nancy and their parents, students, shift workers, apprentices,
 * people who passed an automatic licence or have not driven for years, beginner motorcyclists),
 * often by SMS and in chat-speak without accents ("slt", "jsp", "pk", "c", "vs", "recup", "mdr",
 * "lol") and with Lorraine and familiar words ("schlass", "à tantôt", "beugner", "ma daronne",
 * "1400 balles", "ras le bol"), and in English (international students and researchers of the
 * Université de Lorraine and the hospital and Technopôle in Brabois, expats who moved to Nancy
 * for work). The owner wrote the briefing in French, most Q&A pairs in French (address and
 * hours, registration and documents, the initial assessment, the price of an hour, the packages,
 * manual or automatic, the automatic-to-manual course, AAC, supervised driving, the highway code
 * course, booking the theory test, the wait for the driving test, failing a test, the CPF, the
 * "permis à 1 € par jour", payment in instalments, cancelling a lesson, the A2 licence, A2 to A,
 * pick-up points, the intensive course, transferring from another school) and a few in English
 * (lessons in English, foreign licences and their exchange, the theory test in English, refresher
 * lessons), added two custom responses (a quote or pre-registration, a student who needs the
 * licence quickly), and pasted the 2026 price list and the terms and school rules, both in
 * French.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases with
 * everyday words the owner never used ("beugner celui de devant", "caler au feu rouge", "un truc
 * plus simple", "recup devant le lycée", "facilites de paiement", "compte formation",
 * "décommander", "me retracter", "claquettes"; "swap it", "start from scratch", "upgrade to the
 * full A", "pick me up at work", "some kind of test drive"), long messages with a story around
 * the question (a mother whose husband has had his licence for only three years, a logistics
 * worker at Ludres, a son who wants to drive his grandfather's manual 206, a shift worker at
 * Pompey, a student fed up with another school in Vandoeuvre, a new job in Metz in September; a
 * PhD student from Chennai whose Indian licence cannot be exchanged, a mother back from Paris who
 * fears the A33, a failed test at a roundabout, a CPF balance of 1500 euros), typos and
 * chat-speak in both languages ("lheure", "sinscrire", "balles", "drivng", "u", "wat", "im",
 * "cause"), one- or two-word questions ("Moto A2 ?", "Intensive course?"), short follow-ups that
 * only make sense after an earlier question ("et la conduite supervisée c'est quoi la diff avec
 * l'accompagnée ?", "and what if it snows on the day of my lesson?"), French questions against
 * the English Q&A pairs (a flatmate from India, a Moroccan licence) and English questions against
 * the French knowledge, and a few that only a document answers (withdrawing from a contract signed
 * online, flip-flops at the wheel, the motorbike gear, a refund after moving away, the
 * post-licence course that shortens the probation period). The outside questions include hard
 * negatives that share words with the knowledge (a points-recovery course, renting a dual-control
 * car as an independent candidate, the lorry licence, a trailer licence for a caravan, a
 * duplicate of a lost licence on the ANTS website, the AM scooter licence for a 14-year-old,
 * buying one of the school's old cars, the price of young-driver insurance) and plain questions
 * about the Saint-Nicolas parade in Nancy and where to buy bergamots and macarons.
 */

const french = qaIn('French');
const english = qaIn('English');

// The sources' titles, as the answers name them.
const location = "Où se trouve l'auto-école et quels sont vos horaires ?";
const registration = "Comment s'inscrire et quels documents faut-il fournir ?";
const evaluation = "L'évaluation de départ est-elle obligatoire et combien coûte-t-elle ?";
const hourPrice = "Quel est le prix d'une heure de conduite ?";
const packages = 'Quels forfaits permis B proposez-vous et que comprennent-ils ?';
const automatic = 'Boîte manuelle ou boîte automatique : quelle différence et quel prix ?';
const bridge =
  "J'ai le permis en boîte automatique : comment pouvoir conduire une voiture manuelle ?";
const aac = 'Comment fonctionne la conduite accompagnée (AAC) ?';
const supervised = "Qu'est-ce que la conduite supervisée ?";
const codeCourse = 'Comment se passe la préparation au code de la route ?';
const codeExam = "Comment réserver l'examen du code et combien coûte-t-il ?";
const drivingTest = "Quand puis-je passer l'examen pratique et combien de temps faut-il attendre ?";
const resit = "Que se passe-t-il si je rate l'examen ? Combien coûte un nouveau passage ?";
const cpf = 'Puis-je payer mon permis avec mon CPF ?';
const oneEuro = 'Faites-vous le permis à 1 euro par jour ?';
const instalments = 'Peut-on payer en plusieurs fois, et quels moyens de paiement acceptez-vous ?';
const cancellation = 'Comment annuler ou déplacer une leçon de conduite ?';
const motorbike = 'Proposez-vous le permis moto A2 ?';
const a2ToA = 'Comment passer du permis A2 au permis A ?';
const meetingPoint = 'Pouvez-vous venir me chercher pour les leçons ?';
const intensive = 'Proposez-vous un stage de permis accéléré ?';
const transfer = "Je viens d'une autre auto-école : puis-je transférer mon dossier chez vous ?";
const englishLessons = 'Do you offer driving lessons in English?';
const foreignLicence =
  'I have a foreign driving licence: can I drive in France with it, and can you help me exchange it?';
const theoryInEnglish = 'Can I take the theory test (code de la route) in English?';
const refresher = 'Do you offer refresher lessons for people who already have a licence?';
const priceList = 'Tarifs 2026 – Auto-École Stanislas (Nancy)';
const terms =
  'Conditions générales de formation et règlement intérieur – Auto-École Stanislas (2026)';
const quote = 'Demande de devis ou de pré-inscription';
const urgent = 'Élève qui a besoin du permis rapidement (embauche, stage, date imposée)';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const nancyDrivingSchoolSet: EvaluationSet = {
  name: 'Nancy driving school (Auto-École Stanislas)',
  heldOut: false,
  agentName: 'Camille',
  briefing: {
    companyName: 'Auto-École Stanislas',
    industry: 'education',
    description:
      "L'Auto-École Stanislas est une auto-école indépendante du centre de Nancy, créée en 1998 par Gérard Mangin et dirigée depuis 2016 par sa fille, Claire Mangin. Nous sommes dix : sept moniteurs et monitrices diplômés d'État, dont Yann pour la moto, et Nadia et Julien au bureau. Agrément préfectoral E 98 054 0412 0, certification Qualiopi et label « Qualité des formations au sein des écoles de conduite ». Nous formons au permis B en boîte manuelle (cinq Peugeot 208) et en boîte automatique (trois Toyota Yaris Hybrid), toutes à double commande, à la conduite accompagnée dès 15 ans, au code de la route et au permis moto A2 sur notre piste privée de Ludres. L'agence est au 27 rue Saint-Dizier, 54000 Nancy, à 5 minutes à pied de la place Stanislas. Thomas et Leïla donnent leurs leçons en anglais, Leïla aussi en arabe. Environ 400 élèves par an ; en 2025, 71 % de réussite au premier passage du permis B.",
    targetAudience:
      "Les lycéens de Nancy et de la Métropole et leurs parents (conduite accompagnée dès 15 ans) ; les étudiants de l'Université de Lorraine, d'ARTEM et des écoles d'ingénieurs ; les salariés qui financent leur permis avec le CPF, les apprentis et les jeunes qui passent par le permis à 1 € par jour ; les adultes qui reprennent le volant après des années ou qui passent de la boîte automatique à la manuelle ; les motards débutants (A2) ; et les étudiants, chercheurs et salariés étrangers (CHRU, Technopôle de Nancy-Brabois, université) qui doivent échanger leur permis ou passer le permis français, souvent en anglais.",
    keyServices:
      "Permis B en boîte manuelle et en boîte automatique (forfaits 13 h, 20 h et 30 h, ou heures à l'unité) ; conduite accompagnée (AAC) dès 15 ans et conduite supervisée ; code de la route en ligne, en salle et en cours thématiques avec un moniteur, cours de code en anglais, réservation de l'examen du code ; accompagnement à l'examen pratique ; stage de permis accéléré pendant les vacances scolaires ; passerelle de la boîte automatique vers la boîte manuelle (7 h) ; permis moto A2 sur piste privée à Ludres et passerelle A2 vers A ; heures de perfectionnement et de remise en confiance ; leçons de conduite en anglais ; aide à l'échange d'un permis étranger et formule pour les permis étrangers non échangeables ; reprise du dossier d'une autre auto-école ; départ des leçons à domicile, au lycée, à la fac ou au travail dans la Métropole du Grand Nancy ; financement par le CPF et le permis à 1 € par jour ; paiement en plusieurs fois sans frais.",
    commonQuestions:
      "Le prix de l'heure et des forfaits, boîte manuelle ou automatique, la passerelle vers la manuelle, la conduite accompagnée à 15 ans et qui peut être accompagnateur, la conduite supervisée, le code en ligne et la réservation de l'examen du code, le délai pour avoir une date d'examen pratique, ce qu'on paie quand on rate l'examen, le CPF, le permis à 1 € par jour, le paiement en plusieurs fois, les annulations de leçons, le permis moto A2 et le passage au A, les documents d'inscription et l'ANTS, le transfert de dossier, le permis en un mois ; en anglais : les leçons en anglais, l'échange d'un permis étranger, l'examen du code en anglais, les heures de remise en confiance.",
    languages: ['French', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      "Des réponses claires et concrètes, avec les prix TTC 2026 et les règles officielles (âges, nombres d'heures minimum, délais, ANTS) expliquées simplement. Nous vouvoyons tout le monde, même les ados qui nous écrivent en SMS, et nous répondons en anglais à qui écrit en anglais. Nous ne promettons jamais une date d'examen ni la réussite : les places viennent de la préfecture et le permis se gagne au volant. Nous finissons toujours par un prochain pas : une évaluation de départ, un appel au 03 83 35 47 12 ou un SMS au 06 71 28 44 90.",
    personality:
      "Comme un bon moniteur nancéien : calme, patient et encourageant, avec un peu d'humour pour dédramatiser le premier rond-point et la première côte en ville ; honnête sur le nombre d'heures réellement nécessaires et sur les délais d'examen, et très pédagogue avec les parents qui découvrent la conduite accompagnée et avec les étrangers qui découvrent l'administration française.",
    responseTemplates: [
      {
        scenario: quote,
        response:
          "Avec plaisir ! Pour vous faire un devis juste, dites-nous : l'âge de l'élève, le permis visé (B en boîte manuelle ou automatique, conduite accompagnée, moto A2, passerelle…), si vous avez déjà le code ou des heures dans une autre auto-école, vos disponibilités dans la semaine, et comment vous pensez payer (comptant, en plusieurs fois, CPF, permis à 1 € par jour). Le mieux est de commencer par l'évaluation de départ : 1 heure au volant avec un moniteur, 56 € (58 € en automatique), qui nous donne le nombre d'heures réaliste ; on vous remet ensuite le devis par écrit, sans obligation. Réservez-la au 03 83 35 47 12, par SMS au 06 71 28 44 90 ou directement au bureau, 27 rue Saint-Dizier. Pour l'inscription, préparez une pièce d'identité, un justificatif de domicile de moins de 6 mois, une e-photo ANTS et, si vous avez moins de 25 ans, votre attestation de JDC.",
      },
      {
        scenario: urgent,
        response:
          "Nous comprenons : beaucoup de nos élèves ont une embauche ou un stage au bout. Le plus rapide chez nous, c'est le stage accéléré pendant les vacances scolaires (le code en une semaine, puis 25 heures de conduite en deux semaines) ou un planning serré de 6 à 8 heures de conduite par semaine. Soyons honnêtes : nous ne pouvons jamais garantir une date d'examen, car les places sont attribuées par la préfecture ; comptez en ce moment 4 à 8 semaines entre le feu vert du moniteur et l'examen. La boîte automatique fait souvent gagner plusieurs semaines d'apprentissage. Appelez-nous au 03 83 35 47 12 avec votre date limite et on regarde ensemble ce qui est réaliste ; si vous avez déjà le code ou des heures ailleurs, apportez votre livret.",
      },
    ],
  },
  qa: [
    french(
      location,
      "L'agence est au 27 rue Saint-Dizier, 54000 Nancy, à 5 minutes à pied de la place Stanislas et à 2 minutes de l'arrêt Point Central (ligne 1 et bus du réseau Stan). Le bureau (inscriptions, paiements, renseignements) est ouvert le lundi de 14h à 19h, du mardi au vendredi de 10h à 12h30 et de 14h à 19h, et le samedi de 9h à 13h ; il est fermé le dimanche et les jours fériés. La salle de code a les mêmes horaires. Les leçons de conduite ont lieu du lundi au vendredi de 7h à 20h et le samedi de 7h à 17h : les créneaux de 7h et de 19h partent vite, réservez-les tôt. Les leçons de moto se font sur notre piste de Ludres le mercredi, le vendredi et le samedi. Entre Noël et le jour de l'An, le bureau est fermé mais les leçons continuent les jours ouvrables. Pas de parking à l'agence : parkings Saint-Sébastien et Thiers à côté. Téléphone 03 83 35 47 12, SMS et WhatsApp 06 71 28 44 90, e-mail contact@autoecole-stanislas.example.",
    ),
    french(
      registration,
      "Vous pouvez vous inscrire au bureau aux heures d'ouverture, ou en ligne sur notre site puis nous envoyer les pièces par e-mail. Il faut : une pièce d'identité en cours de validité (carte d'identité, passeport, ou titre de séjour pour les ressortissants hors Union européenne) ; un justificatif de domicile de moins de 6 mois (si vous êtes hébergé, une attestation d'hébergement avec la pièce d'identité de l'hébergeant) ; une e-photo avec son code ePhoto, faite dans une cabine ou chez un photographe agréés ANTS ; entre 17 et 25 ans, le certificat de participation à la Journée défense et citoyenneté (JDC), ou l'attestation de recensement si vous ne l'avez pas encore faite ; pour les moins de 21 ans, l'ASSR 2 ou l'ASR. Pour un mineur, la pièce d'identité et la signature d'un parent. Nous faisons la demande sur le site de l'ANTS à votre place, c'est compris dans les frais d'inscription (90 €). Votre numéro NEPH arrive en 1 à 3 semaines ; en attendant, vous pouvez déjà commencer le code en ligne et faire l'évaluation de départ.",
    ),
    french(
      evaluation,
      "Oui, la loi l'impose avant de signer un contrat de formation, pour le permis B comme pour la moto. C'est une séance d'une heure avec un moniteur : quelques questions sur tablette (connaissances, perception des dangers), puis une prise en main du volant dans un endroit calme. Elle nous permet d'estimer honnêtement le nombre d'heures dont vous aurez besoin : chez nous, en moyenne 25 à 30 heures en boîte manuelle et 18 à 22 heures en boîte automatique, pour un minimum légal de 20 heures et de 13 heures. Elle coûte 56 € (58 € en boîte automatique) et elle est comprise dans tous nos forfaits. Vous repartez avec l'estimation et le devis par écrit, et vous n'êtes pas obligé de vous inscrire ensuite.",
    ),
    french(
      hourPrice,
      "En 2026, l'heure de conduite coûte 56 € en boîte manuelle et 58 € en boîte automatique, TTC ; l'heure de moto coûte 64 €. Avec un carnet de 10 heures, vous payez 530 € en manuelle (53 € l'heure) ou 550 € en automatique (55 € l'heure). Les leçons durent 1 ou 2 heures ; à partir de la dixième heure, nous conseillons des leçons de 2 heures pour aller sur la rocade et sur l'autoroute. Pas de supplément tôt le matin, le soir ou le samedi. Les heures ajoutées à un forfait sont au même prix que l'heure à l'unité.",
    ),
    french(
      packages,
      "Nos forfaits 2026, TTC : Essentiel, boîte manuelle, 20 heures : 1 390 € ; Sérénité, boîte manuelle, 30 heures : 1 890 € ; Auto 13, boîte automatique, 13 heures : 990 € ; Auto 20, boîte automatique, 20 heures : 1 390 € ; Conduite accompagnée (AAC), 20 heures en manuelle : 1 590 €. Chaque forfait comprend les frais d'inscription et la demande ANTS, l'évaluation de départ, le forfait code (6 mois de code en ligne et en salle), les heures de conduite et un accompagnement à l'examen pratique (le moniteur et la voiture le jour de l'examen). Ne sont pas compris : l'examen du code (30 €, payé à l'organisme), les heures en plus (56 € ou 58 €) et les nouvelles présentations à l'examen. Les forfaits sont valables 18 mois. Soyons francs : la plupart des élèves du forfait 20 heures prennent 5 à 10 heures de plus, le Sérénité revient donc souvent moins cher.",
    ),
    french(
      automatic,
      "En boîte automatique, pas d'embrayage ni de vitesses à passer : on apprend plus vite (13 heures minimum au lieu de 20, en moyenne 18 à 22 heures chez nous), on ne cale pas, et le taux de réussite est un peu plus élevé. Nous avons trois Toyota Yaris Hybrid automatiques et cinq Peugeot 208 manuelles, toutes à double commande. L'heure coûte 58 € en automatique et 56 € en manuelle ; le forfait Auto 13 est à 990 €. Le permis passé en boîte automatique porte le code 78 : vous ne pouvez conduire que des voitures automatiques, ce qui comprend les électriques et la plupart des hybrides. Après 3 mois de permis, une formation « passerelle » de 7 heures chez nous (420 €), sans nouvel examen, vous permet de conduire aussi en manuelle. Si vous hésitez, faites l'évaluation de départ dans la boîte qui vous tente, on vous conseillera franchement.",
    ),
    french(
      bridge,
      "Pas besoin de repasser l'examen. Il faut avoir le permis B en boîte automatique (code 78) depuis au moins 3 mois, puis suivre chez nous une formation de 7 heures en boîte manuelle : 2 heures hors circulation et en zone calme (démarrer, passer les rapports, démarrer en côte), puis 5 heures en circulation, en ville, sur la rocade et sur l'A33. On peut la faire en une semaine. À la fin, le moniteur vous remet une attestation de suivi de formation, avec laquelle vous demandez votre nouveau permis sans le code 78 sur le site de l'ANTS ; nous pouvons faire la démarche avec vous. Prix : 420 €, attestation comprise.",
    ),
    french(
      aac,
      "La conduite accompagnée, ou apprentissage anticipé de la conduite (AAC), commence dès 15 ans. 1) La formation initiale chez nous : le code (l'examen du code se passe dès 15 ans) et au moins 20 heures de conduite (13 heures en boîte automatique), jusqu'à ce que le moniteur délivre l'attestation de fin de formation initiale. 2) Un rendez-vous préalable de 2 heures avec l'élève et ses accompagnateurs, en voiture. 3) La conduite avec l'accompagnateur pendant au moins 1 an et 3 000 km, avec deux rendez-vous pédagogiques de 2 heures chez nous (le premier entre le 4e et le 6e mois, le second vers 3 000 km). 4) L'examen pratique dès 17 ans, et le permis dès 17 ans. L'accompagnateur doit avoir le permis B depuis au moins 5 ans sans interruption et l'accord de son assureur (une simple extension, souvent gratuite) ; il peut y en avoir plusieurs, et ce ne sont pas forcément les parents. On vous donne le disque « conduite accompagnée » à coller à l'arrière de la voiture. Les avantages : environ 75 % de réussite au premier passage, une période probatoire de 2 ans au lieu de 3 et une assurance jeune conducteur souvent moins chère. Forfait AAC : 1 590 € (1 290 € en boîte automatique), rendez-vous préalable et pédagogiques compris.",
    ),
    french(
      supervised,
      "C'est une formule pour les élèves de 18 ans et plus. Après la formation initiale (au moins 20 heures, code obtenu) et l'accord du moniteur, vous conduisez avec un accompagnateur avant de passer l'examen. L'accompagnateur remplit les mêmes conditions qu'en conduite accompagnée : permis B depuis au moins 5 ans et accord de l'assureur. Il n'y a ni durée ni kilométrage minimum, mais nous conseillons au moins 1 000 km. Elle commence par un rendez-vous préalable de 2 heures avec l'accompagnateur (112 €). C'est utile pour prendre de l'expérience à moindre coût en attendant une date d'examen, ou après un échec. La différence avec l'AAC : pas de rendez-vous pédagogiques, pas d'obligation d'un an et 3 000 km, et la période probatoire reste de 3 ans.",
    ),
    french(
      codeCourse,
      "Le forfait code (219 €, compris dans tous nos forfaits permis) vous donne 6 mois d'accès à notre plateforme en ligne, sur ordinateur et sur l'appli, avec des séries de 40 questions et des cours vidéo ; l'accès libre à la salle de code pendant les horaires du bureau ; et des cours thématiques avec un moniteur le mardi et le jeudi de 18h à 19h et le samedi de 10h à 11h (priorités, croisements et dépassements, alcool et vitesse…). La prolongation de 6 mois coûte 49 €. Quand vous faites trois séries de suite à 37 sur 40 ou plus, on vous conseille de réserver l'examen. En moyenne, nos élèves l'obtiennent en 6 à 10 semaines. Le code moto (ETM) se prépare de la même façon et il est compris dans le forfait A2.",
    ),
    french(
      codeExam,
      "L'examen du code (ETG) coûte 30 € TTC, un prix fixé par l'État, payé directement à l'organisme agréé. À Nancy il y a des centres de La Poste, de SGS et de Dekra, avec des places presque tous les jours, souvent sous 48 heures. Dès que vous avez votre numéro NEPH, nous réservons pour vous sans frais, ou vous réservez vous-même sur le site de l'organisme. Le jour de l'examen, venez 15 minutes avant avec une pièce d'identité originale en cours de validité (pas de photocopie ni de photo). 40 questions, il faut au moins 35 bonnes réponses ; le résultat arrive par e-mail dans les 48 heures. Si vous échouez, vous pouvez le repasser autant de fois que nécessaire, 30 € à chaque fois. Le code réussi est valable 5 ans, pendant lesquels vous pouvez vous présenter jusqu'à 5 fois à l'examen pratique.",
    ),
    french(
      drivingTest,
      "Le moniteur vous présente quand toutes les compétences de votre livret sont validées et que vos deux derniers examens blancs sont réussis. La préfecture de Meurthe-et-Moselle attribue chaque mois les places d'examen aux auto-écoles, et nous les donnons aux élèves dans l'ordre où ils sont prêts. En ce moment, comptez 4 à 8 semaines entre le feu vert du moniteur et l'examen ; de l'inscription au permis, comptez en moyenne 4 à 6 mois. L'examen est gratuit : vous payez seulement l'accompagnement (le moniteur, la voiture et une heure d'échauffement juste avant), 56 € en manuelle ou 58 € en automatique, compris une fois dans nos forfaits. Il dure 32 minutes et part du centre d'examen de Vandœuvre-lès-Nancy ; il faut au moins 20 points sur 31 et aucune erreur éliminatoire. Le résultat est en ligne 48 heures après (hors week-end), avec le certificat d'examen du permis de conduire (CEPC), qui vous permet de conduire pendant 4 mois en attendant votre carte.",
    ),
    french(
      resit,
      "Au code : vous le repassez quand vous voulez, 30 € par passage, sans limite. À l'examen pratique : on relit ensemble la feuille d'examen avec votre moniteur, et on conseille en général 2 à 5 heures de leçons avant de repasser (56 € l'heure, 58 € en automatique). Une nouvelle place vous est attribuée en général sous 4 à 8 semaines. Chaque nouvelle présentation coûte 56 € d'accompagnement (58 € en automatique), l'examen lui-même restant gratuit. Votre code reste valable 5 ans et vous pouvez passer l'examen pratique 5 fois pendant ces 5 ans ; au-delà, il faut repasser le code. En attendant, la conduite supervisée permet de continuer à rouler avec un proche.",
    ),
    french(
      cpf,
      "Oui. Nous sommes certifiés Qualiopi : le permis B (manuel et automatique, forfaits 13 h, 20 h et 30 h), le forfait code, le stage accéléré et le permis moto A2 sont finançables par le Compte personnel de formation. Il ne faut pas être sous le coup d'une suspension ou d'une annulation de permis. Sur moncompteformation.gouv.fr ou sur l'appli, connectez-vous avec FranceConnect+, cherchez « Auto-École Stanislas Nancy », choisissez la formation et envoyez la demande. Nous répondons sous 2 jours ouvrés, vous avez ensuite 4 jours ouvrés pour valider, et la formation peut commencer au plus tôt 11 jours ouvrés après votre validation. Une participation forfaitaire d'environ 100 €, fixée par l'État, reste à votre charge, sauf si vous êtes demandeur d'emploi ou si votre employeur complète. Si votre solde ne suffit pas, vous payez la différence par carte, en plusieurs fois, ou avec un complément de France Travail ou de votre employeur. Les heures prises en plus du forfait ne passent pas par le CPF.",
    ),
    french(
      oneEuro,
      "Oui, nous sommes partenaires du dispositif de l'État. Si vous avez entre 15 et 25 ans, une banque partenaire vous prête 600, 800, 1 000 ou 1 200 € à taux zéro, remboursés environ 30 € par mois (1 € par jour) ; l'État paie les intérêts. Vous choisissez un de nos forfaits, nous vous remettons le contrat de formation et le formulaire, et vous faites la demande auprès d'une banque partenaire (Crédit Mutuel, Caisse d'Épargne, Banque Populaire, Crédit Agricole, La Banque Postale…). Un mineur a besoin de la caution d'un parent. La banque nous verse la somme directement ; le reste du forfait se paie comme vous voulez, aussi en plusieurs fois. Le permis à 1 € par jour se cumule avec le CPF et avec l'aide de 500 € de l'État pour les apprentis de 18 ans et plus.",
    ),
    french(
      instalments,
      "Oui. Les forfaits se paient en 3 ou 4 fois sans frais, par carte bancaire ou par chèques encaissés un par mois ; pour les forfaits de plus de 1 000 €, jusqu'en 10 mensualités sans frais par prélèvement SEPA, avec 200 € à l'inscription. Les heures à l'unité se paient au plus tard la veille de la leçon, à l'unité ou par carnet de 10 heures. Nous acceptons la carte bancaire (aussi en ligne dans votre espace élève), les espèces jusqu'à 1 000 €, les chèques, le virement, le CPF et le permis à 1 € par jour. Si une mensualité n'est pas payée, les leçons sont suspendues jusqu'à la régularisation.",
    ),
    french(
      cancellation,
      "Dans votre espace élève sur l'appli « Stanislas Conduite », par téléphone au 03 83 35 47 12 ou par SMS au 06 71 28 44 90, au plus tard 48 heures avant la leçon (pour une leçon du lundi, le samedi à la même heure). Dans ce délai, c'est gratuit. Après, ou si vous ne venez pas, la leçon est due, sauf si vous nous envoyez sous 48 heures un certificat médical ou le justificatif d'un cas de force majeure. Si vous arrivez plus de 15 minutes en retard, le moniteur n'est pas tenu de vous attendre et la leçon est due. Si c'est nous qui annulons (moniteur malade, voiture en panne, neige ou verglas), la leçon est reportée sans frais.",
    ),
    french(
      motorbike,
      "Oui. Le permis A2 se passe dès 18 ans et permet de conduire les motos jusqu'à 35 kW (47,5 ch). Nous formons sur Yamaha MT-07 et Honda CB500F bridées, d'abord sur notre piste privée de Ludres (à 15 minutes de l'agence, navette possible depuis Nancy), puis en circulation avec une liaison radio. La formation comprend le code moto (examen ETM, 30 € payés à l'organisme), au moins 20 heures de conduite (8 heures de plateau et 12 heures de circulation), puis l'examen plateau et l'examen en circulation. Forfait A2 : 1 190 € (inscription, évaluation, code moto en ligne, 20 heures, accompagnement aux deux examens) ; heure supplémentaire 64 €. Comptez 2 à 4 mois. Les leçons ont lieu le mercredi, le vendredi et le samedi, et la saison la plus demandée va d'avril à septembre.",
    ),
    french(
      a2ToA,
      "Après 2 ans de permis A2, une formation de 7 heures vous donne le permis A, sans examen : 2 heures de théorie, 2 heures de plateau et 3 heures de conduite en circulation, sur une moto non bridée. Nous l'organisons en une journée, le samedi, sur notre piste de Ludres et sur les routes autour de Nancy. Prix : 470 €. Le moniteur vous remet une attestation de formation, avec laquelle vous demandez votre permis A sur le site de l'ANTS. Vous pouvez vous inscrire jusqu'à 3 mois avant vos 2 ans de permis A2 pour avoir une place.",
    ),
    french(
      meetingPoint,
      "Oui. La leçon peut commencer et se terminer à l'agence, mais aussi devant votre lycée, votre fac, votre travail ou chez vous, sans supplément, à Nancy, Vandœuvre-lès-Nancy, Villers-lès-Nancy, Laxou, Maxéville, Malzéville, Saint-Max, Essey-lès-Nancy et Jarville. Dans les autres communes de la Métropole du Grand Nancy (Ludres, Heillecourt, Houdemont, Seichamps, Tomblaine…), le supplément est de 10 € par leçon. Indiquez le lieu de départ dans l'appli en réservant. Nous ne nous déplaçons pas en dehors de la Métropole.",
    ),
    french(
      intensive,
      "Oui, pendant les vacances scolaires (février, printemps, juillet-août et Toussaint), pour 6 élèves par session. Semaine 1 : code intensif en salle tous les jours de 9h à 17h, avec l'examen du code en fin de semaine. Semaines 2 et 3 : 25 heures de conduite, 2 à 3 heures par jour, en manuelle ou en automatique. Prix : 2 190 € en manuelle, 2 290 € en automatique, inscription, code, 25 heures et un accompagnement à l'examen compris ; finançable par le CPF. Attention : nous ne pouvons pas garantir une date d'examen pratique juste après le stage, parce que les places viennent de la préfecture ; comptez en général 4 à 8 semaines après. Inscrivez-vous au moins un mois avant.",
    ),
    french(
      transfer,
      "Oui. Demandez votre dossier à votre ancienne auto-école : depuis la loi du 6 août 2015, elle doit vous le rendre gratuitement et sans délai. Nous reprenons votre numéro NEPH, votre livret d'apprentissage et votre code s'il est réussi (il reste valable 5 ans). Chez nous, les frais d'inscription sont réduits à 50 € au lieu de 90 €, puis une évaluation d'une heure (56 €) nous dit où vous en êtes, et vous continuez avec des heures à l'unité ou un forfait sur mesure. Les heures payées et non faites dans l'autre auto-école ne sont pas reprises : c'est à elle de vous les rembourser. Une date d'examen prévue là-bas ne suit pas, car les places sont attribuées à chaque auto-école.",
    ),
    english(
      englishLessons,
      'Yes. Two of our instructors teach in English: Thomas, who lived in Dublin for six years, and Leïla, who also speaks Arabic. Lessons in English cost the same as in French (56 € an hour in a manual car, 58 € in an automatic) and you book them in our app or by e-mail at contact@autoecole-stanislas.example; just ask for an English-speaking instructor. The office staff speak some English and will go through the contract and the ANTS steps with you, but the documents themselves are in French. Please note that the driving test is conducted in French by a state examiner: in your last lessons we switch the instructions to French, so the phrases of the test (« au prochain carrefour, tournez à gauche », « garez-vous à droite ») are familiar. Many of our students are international students of the Université de Lorraine and ARTEM, researchers and staff of the CHRU and the Technopôle in Brabois.',
    ),
    english(
      foreignLicence,
      'It depends on where it was issued. A licence from a country of the EU or the EEA is valid in France for as long as it is valid: no exchange is needed. A licence from any other country is valid in France for one year after the start date of your first French residence permit (students can use it for the whole duration of their studies). Within that year you must apply to exchange it, online on the ANTS website, if France has an exchange agreement with the country that issued it (for example Morocco, Algeria, Tunisia, the United Kingdom, most Canadian provinces and some US states). We do not exchange licences ourselves, the ANTS does, and it often takes several months; but we fill in the online application with you for 45 €. If your licence cannot be exchanged, or the year has passed, you have to take the French licence: the theory test (code) and the driving test. Experienced drivers usually need 8 to 15 lessons. Our « permis étranger » package (registration, assessment, theory course, 10 hours of driving and the accompaniment to the test) costs 990 € in a manual car or 1 090 € in an automatic.',
    ),
    english(
      theoryInEnglish,
      'No: in France the official theory test (ETG) is held in French only. But you can prepare in English. Our online platform shows every question with an English explanation and has an English glossary of traffic terms, and Thomas runs an English-language theory session every Wednesday from 18:00 to 19:30 at the agency, included in the theory package (219 €). Students with B1 French usually pass after 8 to 12 weeks. The test costs 30 €, has 40 questions, and you need 35 correct answers.',
    ),
    english(
      refresher,
      "Yes. Many of our students passed their test years ago and stopped driving, have just exchanged a foreign licence, or passed recently but lack confidence. We start with a one-hour assessment drive (56 €, or 58 € in an automatic), then build the lessons around what worries you: roundabouts, Nancy's one-way streets and tram lanes, the A31 and A33 motorways, parallel parking, driving at night. Lessons cost 56 € an hour (58 € automatic), or 260 € for a pack of 5 hours (270 € automatic). We can start the lesson from your home or your workplace in the Nancy area, and the car has dual controls, so you are never on your own.",
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'French',
      text: `# Tarifs 2026 – Auto-École Stanislas

27 rue Saint-Dizier, 54000 Nancy – 03 83 35 47 12 – contact@autoecole-stanislas.example
Agrément préfectoral E 98 054 0412 0 – Certifiée Qualiopi
Prix TTC, valables du 1er janvier au 31 décembre 2026. Tarifs en boîte manuelle / boîte automatique.

## Frais administratifs
- Inscription et gestion du dossier (demande ANTS, livret d'apprentissage numérique) : 90 €
- Inscription après un transfert depuis une autre auto-école : 50 €
- Restitution de votre dossier si vous nous quittez : gratuite
- Aide à la demande d'échange d'un permis étranger sur le site de l'ANTS : 45 €

## Code de la route
- Forfait code (6 mois en ligne, salle de code, cours thématiques, cours en anglais le mercredi) : 219 €
- Prolongation de 6 mois : 49 €
- Code en ligne seul, sans salle (6 mois) : 39 €
- Examen du code (ETG ou ETM moto) : 30 €, payé directement à l'organisme agréé

## Conduite permis B
- Évaluation de départ (1 h) : 56 € / 58 €
- Heure de conduite : 56 € / 58 €
- Carnet de 10 heures : 530 € / 550 €
- Leçon autoroute de 2 h (A31 vers Pont-à-Mousson, retour par l'A33) : 112 € / 116 €
- Heure sur simulateur de conduite, à l'agence, conseillée pour les 5 premières heures : 35 €
- Accompagnement à l'examen pratique (moniteur, véhicule, 1 h d'échauffement) : 56 € / 58 €. L'examen pratique lui-même est gratuit.
- Départ de leçon hors des 9 communes desservies gratuitement : 10 € par leçon

## Forfaits permis B
| Forfait | Heures | Prix |
| --- | --- | --- |
| Essentiel (manuelle) | 20 h | 1 390 € |
| Sérénité (manuelle) | 30 h | 1 890 € |
| Auto 13 (automatique) | 13 h | 990 € |
| Auto 20 (automatique) | 20 h | 1 390 € |
| Conduite accompagnée AAC | 20 h / 13 h | 1 590 € / 1 290 € |
| Stage accéléré (vacances scolaires) | 25 h | 2 190 € / 2 290 € |
| Permis étranger non échangeable | 10 h | 990 € / 1 090 € |

Compris dans chaque forfait : inscription, évaluation de départ, forfait code, heures de conduite, un accompagnement à l'examen pratique. Le forfait AAC comprend en plus le rendez-vous préalable et les deux rendez-vous pédagogiques. Validité : 18 mois.

## Conduite accompagnée et supervisée (hors forfait)
- Rendez-vous préalable (2 h) : 112 €
- Rendez-vous pédagogique (2 h, en petit groupe) : 90 €

## Après le permis
- Passerelle boîte automatique vers boîte manuelle (7 h) : 420 €
- Heure de perfectionnement ou de remise en confiance : 56 € / 58 € ; pack de 5 heures : 260 € / 270 €
- Formation complémentaire post-permis (7 h en groupe, entre le 6e et le 12e mois après l'obtention du permis ; réduit la période probatoire de 3 à 2 ans, ou de 2 ans à 18 mois après une conduite accompagnée) : 220 €

## Moto
- Forfait A2 (inscription, évaluation, code moto en ligne, 8 h de plateau et 12 h de circulation, accompagnement aux examens plateau et circulation) : 1 190 €
- Heure de moto : 64 €
- Nouvel accompagnement à l'examen plateau ou circulation : 64 €
- Passerelle A2 vers A (7 h, en une journée) : 470 €

## Paiement
Carte bancaire, espèces (jusqu'à 1 000 €), chèque, virement. Forfaits en 3 ou 4 fois sans frais, ou en 10 mensualités sans frais par prélèvement pour les forfaits de plus de 1 000 €. CPF (participation forfaitaire de l'État à la charge de l'élève) et permis à 1 € par jour acceptés.`,
    },
    {
      title: terms,
      language: 'French',
      text: `CONDITIONS GÉNÉRALES DE FORMATION ET RÈGLEMENT INTÉRIEUR – AUTO-ÉCOLE STANISLAS – 2026

1. Contrat
Un contrat de formation écrit est signé après l'évaluation de départ ; il indique le nombre d'heures estimé, le prix et le calendrier prévisionnel. Pour un élève mineur, il est signé par un représentant légal. Un exemplaire est remis à l'élève.

2. Droit de rétractation
Si le contrat est signé à distance (sur notre site) ou en dehors de l'agence, l'élève dispose de 14 jours calendaires à compter de la signature pour se rétracter, sans motif, par e-mail à contact@autoecole-stanislas.example ou par lettre. Les sommes versées sont remboursées sous 14 jours, par le même moyen de paiement. Si l'élève a demandé à commencer la formation pendant ce délai, les leçons et prestations déjà effectuées sont facturées au tarif à l'unité.

3. Validité des forfaits
Les forfaits sont valables 18 mois à compter de la signature. Passé ce délai, les heures restantes peuvent encore être prises en payant la différence avec le tarif en vigueur.

4. Résiliation et remboursement
L'élève peut mettre fin au contrat à tout moment, par écrit, quel que soit le motif (déménagement, raisons personnelles ou financières). Les prestations déjà consommées sont alors facturées au tarif à l'unité, les frais d'inscription restent acquis, et le solde est remboursé sous 30 jours. L'auto-école peut résilier le contrat en cas de comportement dangereux ou insultant, ou de non-paiement après une relance restée sans effet pendant 15 jours.

5. Paiement
Les échéances sont celles de l'échéancier signé. Une échéance impayée suspend les leçons et les présentations aux examens jusqu'à la régularisation.

6. Déroulement des leçons
- Toute leçon non annulée au moins 48 heures à l'avance est due, sauf certificat médical ou force majeure justifiés sous 48 heures. Après 15 minutes de retard, la leçon peut être annulée et reste due.
- Par neige, verglas ou vigilance météo orange, le moniteur peut reporter la leçon : elle est alors reprogrammée sans frais.
- L'élève porte des chaussures fermées qui tiennent le pied : tongs, claquettes, sabots et talons hauts sont refusés. Les lunettes ou lentilles sont obligatoires si la vue le demande.
- Le téléphone est éteint pendant la leçon.
- Un élève sous l'effet de l'alcool, de stupéfiants ou de médicaments déconseillés pour la conduite ne prend pas la leçon, qui reste due.

7. Examens
L'auto-école présente l'élève à l'examen pratique lorsque son niveau le permet : compétences du livret validées et deux examens blancs réussis. Le jour de l'examen, l'élève apporte une pièce d'identité originale en cours de validité. En cas d'absence non justifiée, la place est perdue et l'accompagnement reste dû.

8. Équipement moto
Pour chaque leçon et pour les examens, l'auto-école prête gratuitement un casque homologué, des gants certifiés CE et un gilet airbag. L'élève vient avec un blouson ou une veste à manches longues (renforcé de préférence), un pantalon résistant (jean épais au minimum) et des chaussures montantes qui couvrent les chevilles. Sans cet équipement, la leçon ne peut pas avoir lieu et reste due.

9. Transfert du dossier
Sur demande écrite, le dossier de l'élève (NEPH, livret d'apprentissage, attestations) lui est restitué gratuitement sous 7 jours.

10. Réclamations et médiation
Les réclamations sont adressées par écrit à Claire Mangin, gérante. Si aucune solution n'est trouvée, l'élève peut saisir gratuitement le médiateur de la consommation dont les coordonnées figurent au contrat. Les données des élèves sont traitées pour la formation, les examens et les démarches ANTS uniquement, conformément au RGPD.`,
    },
  ],
  answerable: [
    // French, SMS speak and missing accents
    {
      question: 'slt c combien lheure de conduite chez vous ? et en boite auto c pareil ?',
      answeredBy: [hourPrice, automatic, priceList],
    },
    {
      question:
        "jsp si je prends boite auto ou manuelle, jai trop peur de caler au feu rouge et de beugner celui de devant mdr. c quoi la diff concretement ? pk l'auto c plus rapide ?",
      answeredBy: [automatic],
    },
    {
      question:
        'jai rate le code 2 fois (31 puis 33/40) ca coute combien pour le repasser ? et y a une limite ??',
      answeredBy: [codeExam, resit, priceList],
    },
    {
      question: 'Slt vs pouvez me recup devant le lycée Poincaré a 17h pour les lecons ?',
      answeredBy: [meetingPoint, services],
    },
    {
      question:
        'cest quoi les papiers a ramener pour sinscrire ? ma daronne dit quil faut la JDC mais jai pas encore fait la mienne',
      answeredBy: [registration, quote],
    },
    {
      question: "y a des facilites de paiement ? je peux pas sortir 1400 balles d'un coup",
      answeredBy: [instalments, oneEuro, services, priceList],
    },
    // French, long messages with a story around the question
    {
      question:
        "Bonjour, notre fille vient d'avoir 15 ans et elle veut absolument faire la conduite accompagnée comme sa cousine. Moi j'ai le permis depuis 1996, mais mon mari ne l'a que depuis 3 ans (il l'a passé tard). Est-ce qu'il pourra quand même l'accompagner ? Et à quel âge elle pourra passer l'examen ?",
      answeredBy: [aac],
    },
    {
      question:
        "Bonsoir, je suis en CDI sur la plateforme logistique de Ludres depuis 4 ans et un collègue m'a dit qu'on pouvait se payer le permis avec son compte formation. C'est possible chez vous ? Comment on fait ?",
      answeredBy: [cpf, services, instalments],
    },
    {
      question:
        'Mon fils a eu son permis en boîte auto en février, et maintenant il veut conduire la vieille 206 de son grand-père qui est en manuelle. Il doit tout repasser ou il y a un truc plus simple ?',
      answeredBy: [bridge, automatic, priceList],
    },
    {
      question:
        "Bonjour, je bosse en 3x8 dans une usine à Pompey et je suis schlass après les nuits. C'est possible de prendre des leçons tôt le matin ou le samedi ? Merci, à tantôt",
      answeredBy: [location],
    },
    {
      question:
        "Bonjour, je suis inscrit dans une auto-école à Vandoeuvre depuis 8 mois, 25 h de faites et toujours pas de date d'exam, j'en ai ras le bol. Je peux venir chez vous avec mon dossier et mon code ? Ils ont le droit de me faire payer pour récupérer mon dossier ?",
      answeredBy: [transfer, priceList],
    },
    {
      question:
        'vous faites le permis en 1 mois ? je commence un CDI a Metz en septembre et il me faut absolument le permis pour y aller',
      answeredBy: [intensive, urgent, services],
    },
    {
      question:
        "Si je décommande ma leçon de demain matin parce que j'ai un rdv chez le médecin, je la paye quand même ?",
      answeredBy: [cancellation, terms],
    },
    // French, short questions and follow-ups
    { question: 'Moto A2 ?', answeredBy: [motorbike, services, priceList] },
    {
      question: "et la conduite supervisée c'est quoi la diff avec l'accompagnée ?",
      answeredBy: [supervised, aac],
    },
    {
      question: "c quoi qui est compris dans le forfait 20h ? l'exam du code aussi ?",
      answeredBy: [packages, priceList],
    },
    // French questions, English knowledge
    {
      question:
        "Bonjour, mon coloc est indien et il parle pas bien français. Est-ce qu'un moniteur peut lui faire les leçons en anglais ?",
      answeredBy: [englishLessons, description, services],
    },
    {
      question:
        "Salam, j'ai un permis marocain et je suis arrivé en France avec un titre de séjour il y a 8 mois. Je dois l'échanger ou je peux continuer à rouler avec ?",
      answeredBy: [foreignLicence],
    },
    // Answered by a document only, in French
    {
      question:
        "jai signé le contrat sur votre site avant hier et finalement mes parents veulent que j'aille dans une autre auto ecole, je peux me retracter et etre rembourse ?",
      answeredBy: [terms],
    },
    {
      question: 'On peut conduire en claquettes pendant la leçon ? Il fait 35 degrés à Nancy lol',
      answeredBy: [terms],
    },
    // English, long messages with a story around the question
    {
      question:
        "Hi! I'm a PhD student from Chennai at the Université de Lorraine, working in a lab in Brabois. I've been driving for 6 years in India, but a friend told me Indian licences can't be exchanged in France, so I'd have to start from scratch?? What's the quickest way for someone who can already drive, and do any of your instructors speak English?",
      answeredBy: [foreignLicence, englishLessons, description, services],
    },
    {
      question:
        "Hi, I'm 34, I passed my test in France 12 years ago but I've barely driven since because I lived in Paris. Now we've moved to Laxou with a baby and I need to drive to the hospital in Brabois. I'm honestly terrified of roundabouts and the A33. Can you help someone like me?",
      answeredBy: [refresher, services, priceList],
    },
    {
      question:
        'I failed my driving test yesterday, 2 serious mistakes at a roundabout 😩 How soon can I retake it and how much will it cost me?',
      answeredBy: [resit, priceList],
    },
    {
      question:
        'Can I use my CPF to pay for the lessons? My employer says I have around 1500 euros on it.',
      answeredBy: [cpf, services, instalments],
    },
    // English, chat-speak and typos
    { question: 'how much is 1 drivng lesson??', answeredBy: [hourPrice, priceList] },
    {
      question: 'do u do lessons in automatic cars? i only ever drove automatic back in Texas',
      answeredBy: [automatic, services],
    },
    {
      question: 'wat if i have to cancel a lesson last minute cause im sick?',
      answeredBy: [cancellation, terms],
    },
    {
      question: "i've had my A2 for 2 years now, how do i upgrade to the full A?",
      answeredBy: [a2ToA, priceList, services],
    },
    // English, plain questions
    {
      question: 'Can my son start learning to drive at 15 with you? We live in Villers-lès-Nancy.',
      answeredBy: [aac, services],
    },
    {
      question:
        'I just moved to Nancy from Dublin for work. Is my Irish licence OK here or do I need to swap it for a French one?',
      answeredBy: [foreignLicence],
    },
    {
      question:
        'Is the theory exam available in English? My French is only B1. And can I study for it online from home?',
      answeredBy: [theoryInEnglish, codeCourse],
    },
    {
      question: 'Where are you located and are you open on Saturdays?',
      answeredBy: [location, description],
    },
    {
      question: 'Can the instructor pick me up at work? I work at the Technopôle in Villers.',
      answeredBy: [meetingPoint, services],
    },
    {
      question:
        'Do I have to do some kind of test drive before signing up? A friend said you charge for it.',
      answeredBy: [evaluation, priceList, quote],
    },
    {
      question:
        'How long does it usually take from signing up to having the licence? And does the driving test itself cost anything?',
      answeredBy: [drivingTest, priceList],
    },
    // English, short questions and follow-ups
    { question: 'Intensive course?', answeredBy: [intensive, services, priceList, urgent] },
    {
      question: 'and what if it snows on the day of my lesson?',
      answeredBy: [cancellation, terms],
    },
    // Answered by a document only, in English
    {
      question: 'Do I need to bring my own helmet and gloves for the motorbike lessons?',
      answeredBy: [terms],
    },
    {
      question:
        "I'm moving to Lyon in two months and I'll only have done 12 of the 20 hours in my package. Do I get the money back for the hours I haven't used?",
      answeredBy: [terms],
    },
    {
      question:
        "I passed my test 8 months ago. Someone told me there's a course that makes the probation period shorter, do you do it?",
      answeredBy: [priceList],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    "Vous faites les stages de récupération de points ? J'ai perdu 4 points cet hiver sur l'A33.",
    "Est-ce que vous louez une voiture à double commande pour passer l'examen en candidat libre ?",
    'Vous préparez au permis poids lourd, C ou CE ? Je voudrais devenir chauffeur routier.',
    "slt vous faites le permis remorque B96 ou BE ? on vient d'acheter une caravane",
    "J'ai perdu mon permis rose dans le bus, comment je fais la demande de duplicata sur l'ANTS ?",
    'Can my 14-year-old get the AM licence (the old BSR) with you to ride a 50cc scooter?',
    "Do you sell your old training cars? I'd be interested in one of your Yaris when you replace them.",
    'Roughly how much does car insurance cost for a young driver right after passing the test?',
    // Plainly outside
    "C'est quand le défilé de la Saint-Nicolas à Nancy cette année ?",
    'Where can I buy good bergamot sweets or macarons in Nancy to bring home?',
  ],
};
