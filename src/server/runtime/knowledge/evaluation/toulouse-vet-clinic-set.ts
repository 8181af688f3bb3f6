import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Clinique Vétérinaire du Canal, a veterinary clinic for dogs, cats, rabbits and other small
 * pets (NAC) in the Minimes district of Toulouse, with four vets, its own surgery, imaging,
 * laboratory and hospitalisation, home visits and an evening and weekend rota. Its customers
 * write in French, in English (engineers and expats from Airbus and the space industry,
 * students) and a few in Spanish. The owner wrote the briefing in French, most Q&A pairs in
 * French and a few in English, added one custom response for appointment requests, and pasted
 * the 2026 price list and the clinic's conditions générales de fonctionnement, both in French.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday words ("castrer mon matou", "faire piquer", "pue de la gueule", "ma minette",
 * "neuter", "spay", "jabs", "shots", "microchip", "vet bill", "split the bill"), long messages
 * telling a story, typos and SMS French ("slt", "pr", "stp", "c", "qd", "vs", "koi", "cb"),
 * English chat-speak ("u guys", "pls"), one- to three-word questions, and French questions
 * against English knowledge and the reverse, with a few in Spanish. The outside questions
 * include hard negatives that share words with the knowledge (boarding a cat during the
 * holidays, selling puppies, puppy training classes, a job as an auxiliaire spécialisée
 * vétérinaire, a child bitten by the dog and his tetanus shot, finding a stud dog, hydrotherapy
 * after surgery, a vet for a horse).
 */

const english = qaIn('English');
const french = qaIn('French');

// The sources' titles, as the answers name them.
const hours = "Quels sont vos horaires d'ouverture ?";
const location = 'Où se trouve la clinique ? Peut-on se garer ?';
const booking = 'Comment prendre rendez-vous ?';
const consultation = 'Combien coûte une consultation ?';
const vaccines = 'Quels vaccins pour mon chien ou mon chat, et quand faire les rappels ?';
const chip = 'Faut-il faire identifier (pucer) mon animal ?';
const travel = "Que faut-il pour voyager à l'étranger avec mon animal ?";
const neuter = 'À quel âge et à quel prix faire stériliser ou castrer mon animal ?';
const dental = 'Mon animal a mauvaise haleine : faut-il faire un détartrage ?';
const emergency = "Que faire en cas d'urgence, la nuit ou le week-end ?";
const hospital = "Comment se passe l'hospitalisation ? Peut-on rendre visite à son animal ?";
const surgery = 'Comment préparer mon animal à une opération ?';
const insurance = 'Remplissez-vous la feuille de soins de mon assurance santé animale ?';
const payment = 'Quels moyens de paiement acceptez-vous ? Peut-on payer en plusieurs fois ?';
const food = 'Vendez-vous des croquettes et des aliments vétérinaires ?';
const grooming = 'Faites-vous le toilettage ?';
const homeVisit = 'Vous déplacez-vous à domicile ?';
const euthanasia = 'Comment se passe une euthanasie ?';
const cremation = 'Proposez-vous la crémation de mon animal ?';
const firstVisit = "J'adopte un chiot ou un chaton : que faire lors de la première visite ?";
const parasites = 'Tous les combien faut-il vermifuger et traiter contre les puces et les tiques ?';
const senior = 'Mon animal vieillit : proposez-vous un suivi pour les animaux âgés ?';
const nac = 'Soignez-vous les lapins et les NAC ?';
const labs = 'Faites-vous des radios et des analyses de sang à la clinique ?';
const englishStaff = 'Does anyone at the clinic speak English or Spanish?';
const poison = 'What should I do if my pet has eaten something toxic?';
const moving = 'I have just moved to France with my pet. What do I need to do?';
const prescription = 'Can I get a repeat prescription without bringing my pet in?';
const prices = 'Tarifs 2026';
const conditions = 'Conditions générales de fonctionnement de la clinique';
const appointmentRequest = 'Demande de rendez-vous';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const toulouseVetClinicSet: EvaluationSet = {
  name: 'Toulouse vet clinic (Clinique Vétérinaire du Canal)',
  heldOut: false,
  agentName: 'Margaux',
  briefing: {
    companyName: 'Clinique Vétérinaire du Canal',
    industry: 'healthcare',
    description:
      "La Clinique Vétérinaire du Canal soigne les chiens, les chats, les lapins et les NAC (furets, cochons d'Inde, rats, hamsters, chinchillas) à Toulouse depuis 2004, au 27 avenue des Minimes, à deux pas du canal du Midi. Notre équipe de quatre vétérinaires et cinq auxiliaires spécialisées vétérinaires assure sur place les consultations, les vaccinations, la chirurgie, les soins dentaires, l'imagerie, les analyses et l'hospitalisation. Nous recevons sur rendez-vous du lundi au samedi, prenons les urgences pendant nos heures d'ouverture et assurons une permanence de garde le soir et le week-end.",
    targetAudience:
      "Les propriétaires de chiens, de chats, de lapins et de petits mammifères de Toulouse (Minimes, Barrière de Paris, Compans-Caffarelli, Sept-Deniers) et des communes proches : familles, retraités, étudiants, et beaucoup d'ingénieurs et d'expatriés d'Airbus et du secteur spatial qui arrivent en France ou en repartent avec leur animal.",
    keyServices:
      "Consultations et suivi de santé, vaccins et rappels, identification par puce électronique, passeport européen et certificats de voyage, stérilisation et castration, détartrage et soins dentaires, chirurgie courante, radiographie, échographie et analyses de sang sur place, hospitalisation, urgences pendant les heures d'ouverture et permanence de garde, consultations à domicile, suivi des animaux âgés, vermifuges et antiparasitaires, vente d'aliments vétérinaires (croquettes et pâtées), accompagnement de fin de vie, euthanasie et crémation.",
    commonQuestions:
      "Le prix d'une consultation, d'un vaccin ou d'une stérilisation, quand faire les rappels, comment faire pucer son animal, les papiers pour voyager, que faire en urgence la nuit ou le week-end, si on peut payer en plusieurs fois, la feuille de soins pour l'assurance, les horaires et où se garer.",
    languages: ['French', 'English', 'Spanish'],
    tonePreference: 'friendly',
    communicationStyle:
      "Chaleureux et rassurant, sans jargon. En français, on vouvoie les clients. Toujours donner le prix en euros quand on le connaît. L'assistant ne pose jamais de diagnostic : pour tout symptôme inquiétant, il conseille d'appeler la clinique plutôt que d'attendre. Il répond dans la langue du client.",
    personality:
      "Comme une auxiliaire vétérinaire expérimentée à l'accueil : douce avec les propriétaires inquiets, précise sur les prix et les horaires, et qui adore les animaux.",
    responseTemplates: [
      {
        scenario: appointmentRequest,
        response:
          "Pour vous proposer le bon rendez-vous, indiquez-nous le nom, l'espèce, la race et l'âge de votre animal, le motif (vaccin, stérilisation, boiterie, vomissements, contrôle...), s'il vient chez nous pour la première fois, et vos disponibilités. Vous pouvez aussi réserver vous-même en ligne 24h/24 sur clinique-du-canal.example/rdv ou nous appeler au 05 61 47 23 80. Le rendez-vous est confirmé par SMS. Si votre animal ne va vraiment pas bien (il respire mal, saigne, ne se lève plus ou a avalé un produit toxique), n'attendez pas de réponse écrite : appelez-nous tout de suite.",
      },
    ],
  },
  qa: [
    french(
      hours,
      "La clinique est ouverte du lundi au vendredi de 8h30 à 19h30 sans interruption, et le samedi de 9h à 17h. Les consultations se font sur rendez-vous. Entre 12h30 et 14h, il n'y a pas de consultations programmées, mais l'accueil reste ouvert pour les croquettes, les médicaments et les urgences. La clinique est fermée le dimanche et les jours fériés. En dehors des horaires, appelez le 05 61 47 23 80 : le répondeur vous met en relation avec le vétérinaire de garde.",
    ),
    french(
      location,
      "Nous sommes au 27 avenue des Minimes, 31200 Toulouse, entre le canal du Midi et la place des Minimes. En métro : ligne B, station Minimes – Claude Nougaro, à 4 minutes à pied. La clinique a 6 places de parking réservées aux clients dans la cour, accès par le portail à gauche de l'entrée. Une des places est gardée libre pour les urgences et les animaux qui ne peuvent pas marcher : prévenez-nous en arrivant, nous venons vous aider avec un brancard. Si la cour est pleine, il y a du stationnement payant dans l'avenue et dans les rues voisines.",
    ),
    french(
      booking,
      "En ligne 24h/24 sur clinique-du-canal.example/rdv, par téléphone au 05 61 47 23 80 pendant les horaires d'ouverture, ou directement à l'accueil. Une consultation dure 20 minutes ; pour une première visite, un animal âgé ou plusieurs animaux, choisissez une consultation longue de 40 minutes. Nous avons en général un créneau dans les 48 heures, y compris le samedi. Si vous ne pouvez pas venir, prévenez-nous au moins 24 heures à l'avance ; après deux rendez-vous manqués sans prévenir, nous demandons un acompte de 20 € pour réserver. Pour une urgence, ne réservez pas en ligne : appelez-nous.",
    ),
    french(
      consultation,
      "Une consultation coûte 45 € pour un chien ou un chat et 48 € pour un lapin ou un NAC. Elle comprend l'examen clinique complet, la pesée et nos conseils. La consultation longue (40 minutes, par exemple pour un animal âgé ou plusieurs problèmes) coûte 65 €, et un contrôle pour le même problème dans les 15 jours 25 €. Si vous venez avec deux animaux du même foyer, le second examen coûte 30 €. Une urgence sans rendez-vous pendant les horaires d'ouverture coûte 60 €. Les médicaments, vaccins, analyses et soins s'ajoutent selon nos tarifs, et nous vous annonçons toujours le prix avant un examen complémentaire. Le soir, le dimanche et les jours fériés, ce sont les tarifs de garde.",
    ),
    french(
      vaccines,
      'Chiots et chatons : deux injections à 8 et 12 semaines (parfois une troisième à 16 semaines pour le chiot), puis un rappel un an plus tard. Chien : maladie de Carré, hépatite, parvovirose et leptospirose (CHPPiL) ; la leptospirose se refait tous les ans, le reste tous les 3 ans, et nous vous envoyons un SMS de rappel. La rage est obligatoire pour voyager hors de France et pour les chiens de 1re et 2e catégorie ; la toux du chenil est conseillée si votre chien va en pension, en garderie ou au club canin. Chat : coryza tous les ans et typhus tous les 3 ans, et la leucose (FeLV) pour les chats qui sortent. Le rappel annuel coûte 72 € pour un chien et 62 € pour un chat (78 € avec la leucose), consultation comprise : le vétérinaire en profite pour faire un bilan de santé complet. Si le rappel a plus de 3 mois de retard, il faut parfois recommencer avec deux injections.',
    ),
    french(
      chip,
      "Oui : en France, l'identification est obligatoire pour les chiens de plus de 4 mois, pour les chats de plus de 7 mois nés après le 1er janvier 2012, et avant toute vente ou tout don, même gratuit. Nous posons une puce électronique (de la taille d'un grain de riz) sous la peau, du côté gauche du cou, en quelques secondes et sans anesthésie. Cela coûte 65 €, enregistrement au fichier national I-CAD compris ; vous recevez la carte d'identification par courrier en 3 semaines environ. Si votre animal doit être stérilisé, nous pouvons poser la puce pendant la même anesthésie (55 €). Pensez à mettre vos coordonnées à jour sur i-cad.fr quand vous déménagez ou changez de numéro. Vous avez trouvé un animal ? Apportez-le : nous lisons sa puce gratuitement.",
    ),
    french(
      travel,
      "Dans l'Union européenne, votre chien, chat ou furet doit avoir une puce électronique, un passeport européen pour animal de compagnie et un vaccin contre la rage valide. Le premier vaccin contre la rage se fait à partir de 12 semaines et n'est valable que 21 jours après l'injection ; si un rappel est fait en retard, il compte comme un premier vaccin et il faut de nouveau attendre 21 jours. Prévoyez donc au moins un mois avant le départ. Le passeport coûte 25 € et la rage 55 €. Pour le Royaume-Uni, l'Irlande, la Finlande, Malte et la Norvège, les chiens doivent aussi recevoir un traitement contre le ténia (échinococcose) 1 à 5 jours avant l'arrivée, noté dans le passeport. Hors de l'Union européenne (États-Unis, Canada, Japon, Maroc...), les règles varient : certains pays demandent un titrage des anticorps antirabiques (prise de sang au moins 30 jours après le vaccin et souvent 3 mois avant le départ) ou un certificat sanitaire signé dans les jours qui précèdent le vol. Prenez rendez-vous 2 à 4 mois à l'avance en apportant la destination et les dates : nous vérifions avec vous les exigences du pays.",
    ),
    french(
      neuter,
      "Nous conseillons de stériliser les chattes et de castrer les chats vers 5 à 6 mois, avant les premières chaleurs ou les marquages urinaires. Pour les chiennes, c'est avant ou quelques mois après les premières chaleurs, et pour les chiens, selon la race, la taille et le comportement : nous en parlons ensemble en consultation. Les lapins se stérilisent à partir de 5 à 6 mois. Nos prix comprennent l'examen avant l'opération, l'anesthésie, l'intervention, les antidouleurs, la collerette et le contrôle : castration du chat 95 €, stérilisation de la chatte 170 €, castration du chien 200 € (moins de 10 kg), 250 € (10 à 25 kg) ou 310 € (plus de 25 kg), stérilisation de la chienne 300 € (moins de 10 kg), 370 € (10 à 25 kg) ou 450 € (25 à 45 kg), au-delà sur devis, lapin 110 €, lapine 180 €. Votre animal arrive à jeun le matin entre 8h30 et 9h et rentre le soir même. Un bilan sanguin avant l'anesthésie (55 €) est conseillé, et obligatoire après 7 ans. Le contrôle et le retrait des fils ont lieu 10 à 12 jours après.",
    ),
    french(
      dental,
      "Souvent, oui. La mauvaise haleine vient le plus souvent du tartre et d'une inflammation des gencives, qui font mal et finissent par déchausser les dents. Le vétérinaire examine la bouche en consultation et vous dit si un détartrage est nécessaire. Il se fait sous anesthésie générale, aux ultrasons, suivi d'un polissage : l'animal ne bouge pas et nous nettoyons aussi sous la gencive. Prix, anesthésie comprise : 150 € pour un chat, 170 € pour un chien de moins de 10 kg, 210 € au-delà. Chaque dent abîmée à extraire coûte en plus 15 à 60 €, et une radio dentaire 40 €. L'animal arrive à jeun le matin et rentre le soir. Ensuite, un brossage des dents plusieurs fois par semaine avec un dentifrice pour animaux retarde le retour du tartre.",
    ),
    french(
      emergency,
      "Pendant les horaires d'ouverture, appelez-nous au 05 61 47 23 80 et venez directement : une urgence passe avant les rendez-vous (consultation d'urgence 60 €). En dehors des horaires, appelez le même numéro. Un vétérinaire de l'équipe est de garde et vous reçoit à la clinique du lundi au vendredi de 19h30 à 22h, le samedi de 17h à 22h (consultation de garde 95 €), ainsi que le dimanche et les jours fériés de 9h à 12h (110 €). Le reste du temps, la nuit après 22h et le dimanche après-midi, le répondeur vous transfère à notre partenaire Urgences Vétérinaires Toulouse Sud, à Labège, ouvert 24h/24 et 7j/7. Sont des urgences : une respiration difficile, un chien qui essaie de vomir sans y arriver avec le ventre gonflé, un chat qui va au bac sans arriver à uriner, un saignement important, un accident, des convulsions, un produit toxique avalé, un animal qui ne se lève plus. Appelez toujours avant de venir, pour que nous puissions nous préparer.",
    ),
    french(
      hospital,
      "Nous hospitalisons les animaux qui ont besoin de soins ou d'une surveillance : perfusion, suites d'une opération, examens. Les chats, les chiens et les NAC ont des salles séparées, pour que les chats n'entendent pas les chiens. La journée d'hospitalisation coûte 45 € (soins courants et surveillance), plus la perfusion (35 € par jour) et les médicaments ; le vétérinaire vous remet un devis et nous demandons un acompte de 30 % à l'admission. La nuit, il n'y a personne sur place : le vétérinaire de garde surveille les animaux par caméra et passe les voir à 22h et à 7h ; si votre animal a besoin d'une surveillance continue, nous le transférons pour la nuit à Urgences Vétérinaires Toulouse Sud. Vous pouvez lui rendre visite tous les jours de 11h30 à 12h et de 17h30 à 18h30, en nous appelant avant, et apporter une couverture ou un jouet qui a votre odeur. Nous vous appelons chaque jour pour vous donner des nouvelles.",
    ),
    french(
      surgery,
      "La veille, donnez le dernier repas avant 20h, puis plus rien à manger ; l'eau reste permise jusqu'au matin. Attention : les lapins et les cochons d'Inde, eux, ne doivent jamais être mis à jeun. Arrivez entre 8h30 et 9h, avec votre chien tenu en laisse et votre chat dans une caisse de transport fermée. À l'admission, vous signez le consentement éclairé et le devis, et vous nous laissez un numéro où nous joindre toute la journée. Nous vous appelons dès le réveil de votre animal ; il rentre en général le soir même entre 17h et 19h avec un compte rendu, l'ordonnance et le rendez-vous de contrôle. Pour les interventions importantes (orthopédie, tumeurs, chirurgie du ventre), nous faisons d'abord une consultation avant l'opération et un devis détaillé.",
    ),
    french(
      insurance,
      "Oui. Apportez la feuille de soins ou le formulaire de votre assurance : le vétérinaire la remplit et la signe pendant la consultation, gratuitement, et nous y joignons la facture détaillée. Vous l'avez oubliée ? Déposez-la à l'accueil ou envoyez-la par e-mail à accueil@clinique-du-canal.example, nous vous la renvoyons remplie sous 48 heures. Vous réglez la clinique, puis vous envoyez le tout à votre assurance, qui vous rembourse selon votre contrat ; beaucoup d'assureurs acceptent aussi la facture seule, envoyée depuis leur application. Nous ne faisons pas l'avance des frais, sauf pour les hospitalisations et les chirurgies de plus de 500 € avec les assurances qui nous envoient une prise en charge avant l'intervention. Nous ne vendons pas d'assurance.",
    ),
    french(
      payment,
      "Le paiement se fait à la fin de la consultation ou quand vous venez rechercher votre animal : carte bancaire (aussi sans contact, Apple Pay et Google Pay), espèces ou chèque avec une pièce d'identité. Les factures de plus de 150 € peuvent être réglées en 3 ou 4 fois sans frais par carte bancaire. Pour une hospitalisation ou une chirurgie de plus de 300 €, nous demandons un acompte de 30 % à l'admission. En cas de grosses dépenses imprévues, parlez-en au vétérinaire : pour nos clients, un échéancier sur quelques mois est possible. Les tickets-restaurant et les chèques-vacances ne sont pas acceptés.",
    ),
    french(
      food,
      "Oui. Nous vendons les croquettes et les pâtées des gammes vétérinaires Royal Canin, Hill's, Purina Pro Plan et Virbac : aliments pour chiots et chatons, animaux stérilisés ou âgés, et régimes pour les problèmes urinaires, rénaux, digestifs, de peau ou de poids. Les régimes de soin se donnent sur conseil du vétérinaire. Les sacs les plus courants sont en stock ; les autres se commandent par téléphone, par e-mail ou sur notre site et vous attendent à l'accueil sous 48 heures ouvrées. Vous pouvez passer les chercher sans rendez-vous pendant les horaires d'ouverture, et peser votre animal gratuitement. Avec la carte de fidélité, le 11e sac est offert pour 10 sacs achetés. Nous ne livrons pas à domicile.",
    ),
    french(
      grooming,
      'Non, nous ne faisons pas de toilettage (bain, tonte ou coupe de confort) : pour cela, adressez-vous à un salon de toilettage. En revanche, nous faisons les soins qui touchent à la santé : coupe des griffes (12 €, gratuite pendant une consultation), nettoyage des oreilles, vidange des glandes anales (15 €) et, pour les chats à poils longs ou les lapins couverts de nœuds qui blessent la peau, une tonte sanitaire sous sédation (à partir de 80 €).',
    ),
    french(
      homeVisit,
      "Oui, du lundi au vendredi entre 13h et 15h, sur rendez-vous : pour les animaux difficiles à transporter, âgés ou très stressés, les foyers avec plusieurs chats, et les personnes qui ne peuvent pas se déplacer. Le déplacement coûte 35 € dans Toulouse et 50 € dans les communes à moins de 15 km (Balma, L'Union, Blagnac, Colomiers, Ramonville...), en plus de la consultation et des soins. À domicile, nous faisons les consultations, les vaccins, les prises de sang et les euthanasies ; les radios, les échographies et les opérations se font à la clinique. Nous ne nous déplaçons pas pour les urgences : appelez-nous, nous vous recevrons à la clinique.",
    ),
    french(
      euthanasia,
      "C'est une décision difficile, et nous prenons le temps d'en parler avec vous, en consultation ou par téléphone. L'euthanasie se fait sur rendez-vous, de préférence en fin de journée, dans une salle calme à part, ou chez vous si vous le souhaitez. Votre animal est d'abord endormi profondément par une première injection, puis une seconde injection arrête son cœur en quelques minutes, sans douleur. Vous pouvez rester près de lui tout du long, ou non : c'est comme vous le sentez. Prix : 80 € pour un chat ou un NAC, 100 € pour un chien de moins de 20 kg, 130 € au-delà, plus le déplacement si nous venons chez vous. Rien ne vous est demandé le jour même : vous réglez plus tard. Ensuite, vous choisissez la crémation par notre partenaire, ou l'enterrement dans votre jardin si vous en avez un (pour un animal de moins de 40 kg, à au moins 35 mètres des habitations et des points d'eau).",
    ),
    french(
      cremation,
      "Oui, avec notre partenaire, un crématorium animalier de Fenouillet qui vient chercher les corps à la clinique deux fois par semaine ; d'ici là, nous gardons votre animal en chambre funéraire. Crémation collective (les cendres ne sont pas rendues) : 60 € pour un chat ou un NAC, 80 € pour un chien de moins de 10 kg, 130 € jusqu'à 40 kg, 180 € au-delà. Crémation individuelle, avec les cendres rendues dans une urne en bois à la clinique sous 10 jours environ : 190 € pour un chat ou un NAC, et pour un chien 230 € (moins de 10 kg), 310 € (10 à 40 kg) ou 390 € (plus de 40 kg). D'autres urnes et une empreinte de patte en argile (25 €) sont proposées sur catalogue. Si votre animal est mort à la maison, vous pouvez nous l'apporter pendant les horaires d'ouverture, enveloppé dans une couverture.",
    ),
    french(
      firstVisit,
      "Prenez rendez-vous dans la semaine qui suit l'adoption : c'est le moment de vérifier qu'il est en bonne santé, car le délai pour se retourner contre un vendeur en cas de maladie est court. Apportez son carnet de santé ou son passeport, la carte I-CAD ou le certificat de cession, et le nom de l'aliment qu'il mange. La consultation « première visite » dure 40 minutes et coûte 45 € : examen complet, programme de vaccination, vermifuge et antipuces adaptés à son poids, conseils sur l'alimentation, la propreté, l'éducation et la stérilisation. Notre pack chiot (79 €) et notre pack chaton (69 €) comprennent cette première visite, un vermifuge, un antipuces et un sac de 2 kg de croquettes de croissance ; les vaccins et la puce sont facturés à part.",
    ),
    french(
      parasites,
      "Vermifuge : tous les 15 jours jusqu'à 2 mois, puis tous les mois jusqu'à 6 mois, ensuite 2 à 4 fois par an pour un adulte, et tous les mois s'il chasse, mange des proies ou vit avec de jeunes enfants. Puces et tiques : toute l'année pour les chiens et les chats qui sortent, car avec les hivers doux de Toulouse les puces ne s'arrêtent jamais vraiment ; selon le produit, un comprimé ou une pipette tous les mois ou tous les 3 mois. Si vous avez trouvé des puces, traitez tous les animaux de la maison et la maison elle-même (un spray pour l'habitat est en vente à l'accueil). Ne mettez jamais une pipette pour chien sur un chat : c'est toxique pour lui. Contre la leishmaniose, transmise par un petit moustique très présent dans le Sud-Ouest, un collier répulsif et le vaccin sont conseillés pour les chiens. Les antiparasitaires se délivrent après un examen de votre animal dans l'année : s'il est venu chez nous depuis moins d'un an, passez les prendre à l'accueil sans rendez-vous.",
    ),
    french(
      senior,
      "Oui. À partir de 7 ans pour un chien (5 à 6 ans pour les grandes races) et de 10 ans pour un chat, nous conseillons un bilan senior chaque année : consultation longue, examen complet avec la tension, prise de sang et analyse d'urine, pour dépister tôt les maladies des reins, du foie et du cœur, la thyroïde et le diabète. Le bilan senior coûte 120 €. Consultez sans attendre s'il boit ou urine beaucoup plus, s'il maigrit, s'il a du mal à se lever ou à monter les escaliers, s'il tousse ou s'il semble perdu la nuit. L'arthrose se soulage bien aujourd'hui (anti-inflammatoires, injections mensuelles contre la douleur, aliment adapté), et nous adaptons nos anesthésies aux animaux âgés.",
    ),
    french(
      nac,
      "Oui. Le Dr Sofía Herrera s'occupe des NAC : lapins, cochons d'Inde, furets, rats, souris, hamsters, gerbilles et chinchillas (consultation 48 €). Nous ne soignons pas les oiseaux, les reptiles ni les poissons : pour eux, nous vous donnons l'adresse d'un confrère. Le lapin se vaccine dès 5 semaines, puis tous les ans, contre la myxomatose et la maladie hémorragique virale (VHD), en une seule injection : 65 € avec la consultation. Un lapin qui ne mange plus ou ne fait plus de crottes depuis plus de 12 heures est une urgence : appelez-nous le jour même. Transportez votre petit animal dans une cage ou une caisse avec un peu de foin, et apportez une photo de sa cage et de ce qu'il mange.",
    ),
    french(
      labs,
      "Oui, sur place : radiographie numérique, échographie (ventre et cœur), analyses de sang avec les résultats en 20 minutes, analyses d'urine, et examens de la peau et des oreilles au microscope. Les examens plus rares (analyse d'une grosseur, certains dosages d'hormones, allergies) partent à un laboratoire partenaire, avec les résultats en 2 à 7 jours. Prix : bilan sanguin complet 75 €, radio 60 € le premier cliché et 30 € les suivants, échographie du ventre 90 €. Pour un scanner, une IRM ou l'avis d'un spécialiste (cœur, yeux, neurologie), nous vous adressons à un centre de référence de l'agglomération et lui transmettons le dossier. Pour une prise de sang, votre animal doit si possible être à jeun depuis 12 heures.",
    ),
    english(
      englishStaff,
      'Yes. Dr Thomas Baylac worked at a veterinary hospital in Dublin for six years and consults in English, and Dr Sofía Herrera, who comes from Seville, speaks Spanish and English. At reception, Léa speaks English too. You can book online in English, write to us in English or Spanish at accueil@clinique-du-canal.example, and ask for invoices, certificates and insurance forms in English. Many of our clients work at Airbus and in the space industry, so we are used to helping pets move to and from France.',
    ),
    english(
      poison,
      "Call us straight away on 05 61 47 23 80 (out of hours, the same number puts you through to the vet on duty), even if your pet seems fine: many poisons only cause symptoms hours later, and treatment works best within the first 2 hours. Do not try to make your pet vomit yourself, and never give milk, salt water or human medicine. Bring the packaging or a photo of what was eaten, and note roughly how much and when. Common dangers are chocolate, grapes and raisins, chewing gum with xylitol, onions, paracetamol and ibuprofen, rat poison, slug pellets and antifreeze; for cats, lilies and dog flea treatments containing permethrin. In late winter and spring, the pine processionary caterpillars common around Toulouse can burn a dog's tongue: rinse the mouth with plenty of water and come in immediately.",
    ),
    english(
      moving,
      "Welcome to Toulouse! If your pet came from another EU country with an EU pet passport, it can stay as it is. In France, every dog and cat must also be registered in the national database, I-CAD: bring your pet, its passport or vaccination records and a proof of address to a consultation, and we read its microchip and register it for 30 €. If the microchip is not an ISO standard chip, we may need to add a second one. If your pet came from outside the EU (for example the US, the UK or India), bring the health certificate it travelled with: we check its rabies vaccination and issue a European pet passport (25 €) so that it can travel within Europe later. Ask your previous vet to e-mail your pet's records to accueil@clinique-du-canal.example, and we add them to its file.",
    ),
    english(
      prescription,
      'Yes, if your pet has been examined at the clinic in the last 12 months and the treatment stays the same, for example heart or thyroid tablets, arthritis medication, a special diet or flea treatment. French law does not allow us to prescribe for an animal we have not examined within a year. Ask by phone or e-mail at least 48 hours before you run out: the vet checks the file, and the medication is ready at reception or the prescription is e-mailed to you. Some long-term treatments need a check-up or a blood test first. The repeat prescription itself is free; you only pay for the medication.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'French',
      text: `TARIFS 2026 – Clinique Vétérinaire du Canal, 27 avenue des Minimes, 31200 Toulouse
Prix TTC (TVA 20 % comprise), en vigueur au 1er janvier 2026. Les médicaments, examens et soins s'ajoutent à la consultation, sauf mention « consultation comprise ». Un devis écrit vous est remis avant tout acte de plus de 150 €.

Consultations
- Consultation chien ou chat : 45 €
- Consultation lapin ou NAC : 48 €
- Consultation longue (40 minutes : animal âgé, plusieurs problèmes, plusieurs animaux) : 65 €
- Consultation « première visite » chiot ou chaton (40 minutes) : 45 €
- Contrôle pour le même problème dans les 15 jours : 25 €
- Second animal du même foyer examiné pendant la même consultation : 30 €
- Urgence sans rendez-vous pendant les horaires d'ouverture : 60 €

Garde
- Consultation de garde à la clinique, du lundi au vendredi de 19h30 à 22h et le samedi de 17h à 22h : 95 €
- Consultation de garde à la clinique, dimanche et jours fériés de 9h à 12h : 110 €
- La nuit après 22h et le dimanche après-midi : Urgences Vétérinaires Toulouse Sud (Labège), selon leurs propres tarifs

Visites à domicile (du lundi au vendredi, 13h-15h, en plus de la consultation)
- Déplacement dans Toulouse : 35 €
- Déplacement dans les communes à moins de 15 km : 50 €

Vaccins (consultation et bilan de santé compris)
- Chiot, primovaccination, par injection : 68 €
- Chien, rappel annuel (CHPPiL ou leptospirose) : 72 €
- Rage : 55 € seule, 20 € ajoutée à un autre vaccin
- Toux du chenil (par le nez), ajoutée à un autre vaccin : 28 €
- Leishmaniose : 85 €
- Chaton, primovaccination, par injection : 62 €
- Chat, rappel typhus-coryza : 62 € ; avec la leucose (FeLV) : 78 €
- Lapin, myxomatose et VHD en une injection : 65 €
- Furet, maladie de Carré et rage : 70 €

Packs
- Pack chiot (première visite, vermifuge, antipuces, 2 kg de croquettes de croissance) : 79 €
- Pack chaton (mêmes prestations) : 69 €

Identification et voyage
- Puce électronique avec enregistrement I-CAD : 65 € ; posée pendant une anesthésie : 55 €
- Enregistrement I-CAD d'un animal déjà pucé à l'étranger : 30 €
- Lecture de puce d'un animal trouvé : gratuite
- Passeport européen pour animal de compagnie : 25 €
- Traitement contre l'échinococcose noté au passeport (chiens, Royaume-Uni, Irlande, Finlande, Malte, Norvège) : 15 €
- Certificat de bonne santé ou certificat sanitaire pour un voyage hors UE : 45 €
- Prise de sang pour le titrage des anticorps antirabiques, laboratoire agréé compris : 120 €

Stérilisation et castration (examen, anesthésie, antidouleurs, collerette et contrôle compris)
- Castration du chat : 95 €
- Stérilisation de la chatte : 170 €
- Castration du chien : 200 € (moins de 10 kg), 250 € (10 à 25 kg), 310 € (plus de 25 kg)
- Stérilisation de la chienne : 300 € (moins de 10 kg), 370 € (10 à 25 kg), 450 € (25 à 45 kg), sur devis au-delà
- Castration du lapin : 110 € ; stérilisation de la lapine : 180 €
- Bilan sanguin avant anesthésie : 55 € (obligatoire après 7 ans)

Dents (anesthésie comprise)
- Détartrage et polissage, chat : 150 €
- Détartrage et polissage, chien de moins de 10 kg : 170 € ; plus de 10 kg : 210 €
- Extraction dentaire : 15 à 60 € par dent
- Radio dentaire : 40 €
- Limage des dents d'un lapin ou d'un cochon d'Inde sous sédation : 70 €

Chirurgie (sur devis après une consultation avant l'opération)
- Retrait d'une petite grosseur de la peau : à partir de 180 €
- Retrait d'une tumeur mammaire : à partir de 350 €
- Chirurgie du ventre (corps étranger avalé, par exemple) : à partir de 650 €
- Rupture du ligament croisé : à partir de 1 400 €

Hospitalisation
- Journée d'hospitalisation (soins courants et surveillance) : 45 €
- Perfusion : 35 € par jour
- Soins intensifs : 90 € par jour
- Acompte à l'admission : 30 % du devis

Imagerie et analyses
- Bilan sanguin complet : 75 €
- Bilan senior (consultation longue, prise de sang, analyse d'urine) : 120 €
- Analyse d'urine : 30 €
- Test FIV/FeLV (chat) ou test leishmaniose (chien) : 45 €
- Radiographie : 60 € le premier cliché, 30 € les suivants
- Échographie du ventre : 90 € ; échographie du cœur : 120 €

Petits soins
- Coupe des griffes : 12 € (gratuite pendant une consultation)
- Vidange des glandes anales : 15 €
- Tonte sanitaire sous sédation (nœuds, bourres de poils) : à partir de 80 €
- Pansement : à partir de 15 €

Fin de vie
- Euthanasie : 80 € (chat ou NAC), 100 € (chien de moins de 20 kg), 130 € (chien de plus de 20 kg), plus le déplacement à domicile
- Crémation collective : 60 € (chat ou NAC), 80 € (chien de moins de 10 kg), 130 € (10 à 40 kg), 180 € (plus de 40 kg)
- Crémation individuelle avec retour des cendres en urne : 190 € (chat ou NAC), 230 € (chien de moins de 10 kg), 310 € (10 à 40 kg), 390 € (plus de 40 kg)
- Empreinte de patte en argile : 25 €

Antiparasitaires et alimentation
- Vermifuge : à partir de 7 € le comprimé pour un chat, de 5 à 15 € pour un chien selon le poids
- Antipuces et antitiques (pipettes ou comprimés) : de 12 à 35 € par mois de protection selon le produit et le poids
- Collier antiparasitaire (8 mois) : 38 €
- Croquettes et pâtées vétérinaires (Royal Canin, Hill's, Purina Pro Plan, Virbac) : prix affichés à l'accueil et sur notre site ; carte de fidélité : 1 sac offert pour 10 achetés

Paiement
Carte bancaire, espèces ou chèque avec une pièce d'identité. Paiement en 3 ou 4 fois sans frais par carte bancaire à partir de 150 €. Acompte de 30 % pour une hospitalisation ou une chirurgie de plus de 300 €.`,
    },
    {
      title: conditions,
      language: 'French',
      text: `Conditions générales de fonctionnement de la Clinique Vétérinaire du Canal (mise à jour : janvier 2026)

Ces conditions sont affichées dans la salle d'attente et remises sur simple demande. Tout acte réalisé à la clinique implique leur acceptation.

1. L'établissement
Clinique Vétérinaire du Canal, SELARL de vétérinaires, 27 avenue des Minimes, 31200 Toulouse. Téléphone : 05 61 47 23 80. E-mail : accueil@clinique-du-canal.example. Site : clinique-du-canal.example. L'établissement répond au cahier des charges des cliniques vétérinaires fixé par l'arrêté ministériel en vigueur. Vétérinaires inscrits au tableau de l'Ordre : Dr Claire Marty (fondatrice), Dr Julien Castéra, Dr Thomas Baylac et Dr Sofía Herrera. Ils sont aidés par cinq auxiliaires spécialisées vétérinaires (ASV).

2. Horaires et accueil
La clinique est ouverte du lundi au vendredi de 8h30 à 19h30 et le samedi de 9h à 17h. Les consultations ont lieu sur rendez-vous ; les urgences sont reçues sans rendez-vous pendant les horaires d'ouverture. Dans la clinique, les chiens sont tenus en laisse, et les chats et les NAC sont transportés dans une caisse ou une cage fermée. Les chiens de 1re et 2e catégorie doivent être muselés et accompagnés de leur permis de détention.

3. Espèces soignées
La clinique soigne les chiens, les chats, les lapins, les furets et les petits rongeurs.

4. Prestations
Sont réalisés à la clinique : consultations, vaccinations, identification, délivrance des passeports et certificats, chirurgie, soins dentaires, radiographie, échographie, analyses de laboratoire et hospitalisation. Des consultations à domicile sont proposées sur rendez-vous, du lundi au vendredi. Le scanner, l'IRM et les consultations de spécialistes sont réalisés dans des établissements partenaires, auxquels nous transmettons le dossier de votre animal.

5. Permanence et continuité des soins
En dehors des horaires d'ouverture, un vétérinaire de la clinique assure la garde à la clinique du lundi au vendredi de 19h30 à 22h, le samedi de 17h à 22h, et le dimanche et les jours fériés de 9h à 12h. Le reste du temps, la continuité des soins est assurée par Urgences Vétérinaires Toulouse Sud, à Labège, ouvert 24h/24. Dans tous les cas, appelez le 05 61 47 23 80 : le répondeur vous oriente.

6. Surveillance des animaux hospitalisés
Les animaux hospitalisés sont surveillés par l'équipe pendant les horaires d'ouverture. La nuit, il n'y a pas de personnel sur place ; le vétérinaire de garde surveille les animaux par caméra et passe à la clinique le soir et le matin. Quand l'état d'un animal demande une surveillance continue, il est transféré, avec votre accord, chez notre partenaire de garde ; ces frais vous sont facturés par ce partenaire.

7. Tarifs, devis et factures
Les tarifs des actes courants sont affichés à l'accueil et disponibles sur demande. Un devis écrit est remis avant tout acte de plus de 150 € ; si, en cours de soins, le coût doit dépasser le devis de plus de 10 %, nous vous demandons votre accord. Chaque acte donne lieu à une facture détaillée, envoyée par e-mail sur demande.

8. Paiement
Les honoraires sont payables à la fin de la consultation ou à la sortie de l'animal, par carte bancaire, en espèces ou par chèque avec une pièce d'identité. Les factures de plus de 150 € peuvent être réglées en 3 ou 4 fois sans frais par carte bancaire. Un acompte de 30 % du devis est demandé à l'admission pour une hospitalisation ou une chirurgie de plus de 300 €. En cas de difficulté, un échéancier peut être accordé par le vétérinaire. Les factures impayées font l'objet de deux relances, puis d'une procédure de recouvrement.

9. Consentement éclairé
Toute anesthésie ou intervention chirurgicale demande votre consentement écrit, après que le vétérinaire vous a informé des risques. Même chez un animal en bonne santé, une anesthésie comporte un risque faible mais réel.

10. Médicaments
Les médicaments vétérinaires sont prescrits et délivrés pour des animaux que le vétérinaire a examinés, conformément au Code de la santé publique. Un traitement en cours peut être renouvelé sans nouvelle consultation si l'animal a été examiné à la clinique dans les 12 derniers mois. Les médicaments délivrés ne sont ni repris ni échangés.

11. Assurances santé animale
La feuille de soins de votre assurance est remplie gratuitement, pendant la consultation ou, si vous l'apportez ou l'envoyez plus tard, sous 48 heures. La clinique ne pratique pas l'avance des frais, sauf accord de prise en charge préalable de l'assureur pour une hospitalisation ou une chirurgie de plus de 500 €.

12. Décès de l'animal
Le corps d'un animal décédé à la clinique est conservé en chambre funéraire. Vous pouvez le reprendre, ou confier sa crémation collective ou individuelle à notre partenaire crématorium. Sans instruction de votre part dans les 8 jours, une crémation collective est réalisée et vous est facturée.

13. Animaux non repris
Un animal qui n'est pas repris dans les 8 jours suivant la date de sortie prévue, malgré une lettre recommandée, est considéré comme abandonné et confié à une association de protection animale, conformément au Code rural. Les frais de garde sont facturés au propriétaire.

14. Responsabilité
La clinique est assurée en responsabilité civile professionnelle. Elle n'est pas responsable des objets (laisses, colliers, couvertures, caisses) laissés avec l'animal.

15. Données personnelles
Vos données et celles de votre animal sont utilisées pour son suivi médical, la facturation, les rappels de vaccins et de soins par SMS ou e-mail, et l'enregistrement au fichier I-CAD. Vous pouvez y accéder, les faire corriger ou vous opposer aux rappels en écrivant à accueil@clinique-du-canal.example.

16. Litiges
En cas de désaccord, parlez-en d'abord au vétérinaire qui a soigné votre animal ou à la direction de la clinique. Vous pouvez ensuite saisir gratuitement le médiateur de la consommation de la profession vétérinaire. Les questions de déontologie relèvent du Conseil régional de l'Ordre des vétérinaires d'Occitanie.`,
    },
  ],
  answerable: [
    // French, close to the knowledge's words
    {
      question: 'Combien coûte une consultation pour un chat ?',
      answeredBy: [consultation, prices],
    },
    {
      question: 'À quel âge faut-il faire stériliser une chatte, et à quel prix ?',
      answeredBy: [neuter, prices],
    },
    {
      question: 'Faites-vous les radios et les prises de sang sur place ?',
      answeredBy: [labs, services, description, conditions],
    },
    // French paraphrases with everyday words
    {
      question:
        "Je voudrais faire castrer mon matou, il marque partout dans l'appart. Ça coûte combien ?",
      answeredBy: [neuter, prices],
    },
    {
      question: 'Mon chien pue de la gueule, il faut lui faire nettoyer les dents ?',
      answeredBy: [dental],
    },
    {
      question: 'Combien ça coûte de faire piquer un chien de 30 kg ?',
      answeredBy: [euthanasia, prices],
    },
    {
      question: 'Il faut quels papiers pour emmener mon chien en Espagne cet été ?',
      answeredBy: [travel],
    },
    // Long messages, the question inside
    {
      question:
        "Bonjour, nous venons d'adopter un chaton de 9 semaines à la SPA de Toulouse. Il est adorable mais il se gratte beaucoup, et on ne sait pas du tout par où commencer : il a eu un premier vaccin au refuge, c'est tout. Qu'est-ce qu'on doit faire chez vous, et est-ce qu'il y a un tarif pour la première visite ?",
      answeredBy: [firstVisit, prices, vaccines],
    },
    {
      question:
        "Bonsoir, ma chienne Lola est un labrador de 13 ans. Depuis quelques mois elle a du mal à se lever le matin, elle boit énormément et elle a maigri alors qu'elle mange bien. Mon mari dit que c'est l'âge, mais ça m'inquiète quand même. Est-ce que vous faites des bilans pour les vieux chiens ?",
      answeredBy: [senior, prices, services],
    },
    {
      question:
        "Bonjour, notre vieux chat Filou a une insuffisance rénale et il ne mange presque plus. Notre vétérinaire nous a dit qu'il fallait commencer à penser à la fin. On voudrait que ça se passe à la maison, il déteste la voiture, et on aimerait garder ses cendres. Comment ça se passe, et combien ça coûte en tout ?",
      answeredBy: [euthanasia, cremation, homeVisit, prices],
    },
    {
      question:
        "Bonjour, j'ai pris une assurance santé pour mon chien il y a deux mois. Il s'est coupé la patte sur un tesson de bouteille au bord du canal et on est passés chez vous hier, mais je n'ai pas pensé à vous donner le papier de l'assurance. Ils me demandent une feuille de soins remplie par le vétérinaire. Vous pouvez encore la remplir ?",
      answeredBy: [insurance, conditions],
    },
    {
      question:
        'Mon chien a vomi toute la nuit et ce matin il ne veut plus rien manger, même pas sa friandise. Il reste couché dans son panier. On est dimanche : vous êtes ouverts ou je fais comment ?',
      answeredBy: [emergency, hours, conditions],
    },
    // Typos and SMS French
    { question: 'slt c combien le vaccin pr un chat stp', answeredBy: [vaccines, prices] },
    { question: 'qd est ce que vs etes ouvert le samedi ?', answeredBy: [hours, conditions] },
    { question: 'ma minette a des puces partout, je fais koi ??', answeredBy: [parasites] },
    {
      question: 'vs posez les puces electroniques pr les chiens ? c cb',
      answeredBy: [chip, prices, services],
    },
    {
      question: "on peut payer en plusieur fois ? la facture de l'opé de mon chien pique un peu",
      answeredBy: [payment, conditions, prices],
    },
    {
      question: 'ma lapine mange plus depuis ce matin et fait plus de crotes, c grave ?',
      answeredBy: [nac],
    },
    // One to three words, in French
    { question: 'Parking ?', answeredBy: [location] },
    { question: 'Croquettes Royal Canin ?', answeredBy: [food, prices, services] },
    { question: 'Urgence la nuit', answeredBy: [emergency, conditions, hours, prices] },
    // French questions, English knowledge
    {
      question:
        "Est-ce qu'un de vos vétérinaires parle anglais ? Ma coloc est américaine et veut amener son chien.",
      answeredBy: [englishStaff],
    },
    {
      question: 'Au secours, mon chien a mangé une tablette de chocolat noir !! Je fais quoi ?',
      answeredBy: [poison, emergency],
    },
    {
      question:
        "Mon chat a un traitement pour la thyroïde, je peux avoir le renouvellement de l'ordonnance sans venir ?",
      answeredBy: [prescription, conditions],
    },
    // English paraphrases
    { question: "How much to spay my dog? She's a 20 kg mix.", answeredBy: [neuter, prices] },
    { question: 'What age should I neuter my male dog?', answeredBy: [neuter] },
    {
      question: 'How much are the puppy jabs, and when are the booster shots due?',
      answeredBy: [vaccines, prices],
    },
    { question: 'Do you microchip cats?', answeredBy: [chip, services, prices] },
    {
      question: 'Will my pet insurance pay the vet bill? Can you fill in their claim form?',
      answeredBy: [insurance, conditions],
    },
    {
      question: "Can you come to my house? I don't drive and my dog weighs 40 kg.",
      answeredBy: [homeVisit, services, conditions, prices],
    },
    {
      question: 'Do you do dog grooming? My poodle needs a bath and a haircut.',
      answeredBy: [grooming],
    },
    {
      question: 'can i book online? need to see a vet this week for my cat',
      answeredBy: [booking, appointmentRequest],
    },
    // Long messages, in English
    {
      question:
        "Hi! I'm an engineer on a two-year contract at Airbus in Blagnac and I'm moving back to Hamburg next spring with my cat Mochi. She came with me from Germany, so she already has a German EU pet passport and a microchip. Her rabies jab ran out last month though, I completely forgot about it. What do we need to do before the move?",
      answeredBy: [travel],
    },
    {
      question:
        "Hello, we just relocated from Texas to Toulouse with our two dogs for my husband's job. They have US microchips and all their shots, and they flew in with a USDA health certificate. Do they need to be registered somewhere in France, and can they get the European pet passport?",
      answeredBy: [moving],
    },
    // Chat-speak and short questions, in English
    {
      question: 'hi do u guys take card? and can i split the bill pls',
      answeredBy: [payment, conditions, prices],
    },
    { question: 'open sundays?', answeredBy: [hours, conditions, emergency, prices] },
    {
      question: 'my dogs having surgery next week, can he eat breakfast that morning??',
      answeredBy: [surgery],
    },
    // Spanish
    {
      question: '¿Puedo visitar a mi perro mientras está hospitalizado?',
      answeredBy: [hospital],
    },
    {
      question: 'Hola, ¿alguien habla español? Mi gato está enfermo y no hablo bien francés.',
      answeredBy: [englishStaff],
    },
    {
      question: 'q precio tiene la incineracion de un perro de 30 kg',
      answeredBy: [cremation, prices],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    "slt vs faites pension pr les chats ? je pars 3 semaines en aout et j'ai personne pr garder ma minette",
    'Vous vendez des chiots ? On cherche un bouledogue français pour nos enfants.',
    'Do you run puppy training classes? Our 4-month-old lab pulls on the lead and jumps on everyone.',
    "Bonjour, je termine ma formation d'auxiliaire spécialisée vétérinaire en juin. Est-ce que vous recrutez ou prenez des stagiaires ?",
    "Mon fils s'est fait mordre à la main par notre chien. Est-ce qu'il doit refaire son vaccin contre le tétanos ?",
    'Je voudrais faire une portée avec ma chienne cavalier king charles, vous pouvez me trouver un mâle pour la saillie ?',
    'Do you offer hydrotherapy or physio for dogs recovering from cruciate ligament surgery?',
    '¿Atienden caballos? Mi yegua cojea y necesito que un veterinario venga a la cuadra en Colomiers.',
    // Plainly outside
    'Where can I buy tickets for a Stade Toulousain rugby match?',
    'c koi le meilleur resto pr manger un cassoulet a toulouse ?',
  ],
};
