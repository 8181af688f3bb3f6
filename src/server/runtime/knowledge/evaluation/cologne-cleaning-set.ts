import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Glanzwerk Köln, a home and office cleaning service in Cologne with its office in Ehrenfeld:
 * regular and one-off cleaning, end-of-tenancy cleans for the flat handover, windows, carpets
 * and upholstery, ovens and fridges, small offices and practices, and Airbnb turnovers. Its
 * customers write in German and in English (expats, international students, business
 * travellers, holiday-flat hosts). The owner wrote the briefing in German, most Q&A pairs in
 * German and a few in English, added one custom response for quote requests for a move-out
 * clean, and pasted the 2026 price list and the terms and conditions, both in German.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday or regional words ("Putzfrau", "Putzhilfe", "saubermachen", "Bude", a little
 * Kölsch), long messages whose question is a small part, typos and chat-speak ("ne putze",
 * "habt ihr", "u guys", "pls", "thx"), one- or two-word questions, and German questions against
 * English knowledge and the reverse. The outside questions include hard negatives that share
 * words with the knowledge (ironing, pest control, removals, gardening, a job as a cleaner, car
 * cleaning, mould removal, buying the cleaning products).
 */

const english = qaIn('English');
const german = qaIn('German');

// The sources' titles, as the answers name them.
const regular = 'Was kostet eine regelmäßige Reinigung?';
const deepClean = 'Was gehört zu einer Grundreinigung?';
const moveOut = 'Machen Sie Endreinigungen bei Auszug?';
const windows = 'Was kostet die Fensterreinigung?';
const office = 'Reinigen Sie auch Büros und Praxen?';
const carpet = 'Reinigen Sie Teppiche und Polstermöbel?';
const ovenFridge = 'Reinigen Sie auch Backofen und Kühlschrank?';
const products = 'Bringen Sie Putzmittel und Staubsauger mit?';
const keys = 'Wie läuft die Schlüsselübergabe?';
const sameCleaner = 'Kommt immer dieselbe Reinigungskraft?';
const insurance = 'Was passiert, wenn beim Putzen etwas kaputtgeht?';
const cancel = 'Kann ich einen Termin absagen oder verschieben?';
const payment = 'Wie kann ich bezahlen?';
const tax = 'Kann ich die Reinigung von der Steuer absetzen?';
const pets = 'Ist es ein Problem, wenn wir Haustiere haben?';
const area = 'In welchen Stadtteilen sind Sie unterwegs?';
const shortNotice = 'Bekomme ich auch kurzfristig einen Termin?';
const atHome = 'Muss ich während der Reinigung zu Hause sein?';
const trial = 'Kann ich erst einmal eine Probereinigung buchen?';
const voucher = 'Kann man bei Ihnen Gutscheine kaufen?';
const airbnb = 'Do you clean Airbnb and holiday apartments between guests?';
const englishSpoken = 'Do your cleaners speak English?';
const booking = 'How do I book a cleaning?';
const hours = 'When do you clean? Do you work on weekends?';
const hoursNeeded = 'How many hours should I book?';
const sharedFlat = 'Can you clean our shared flat (WG)?';
const notHappy = "What if I'm not happy with the cleaning?";
const prices = 'Preisliste 2026';
const terms = 'Allgemeine Geschäftsbedingungen';
const quoteRequest = 'Angebot für eine Endreinigung bei Auszug';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const cologneCleaningSet: EvaluationSet = {
  name: 'Cologne cleaning service (Glanzwerk Köln)',
  heldOut: false,
  agentName: 'Lena',
  briefing: {
    companyName: 'Glanzwerk Köln',
    industry: 'services',
    description:
      'Glanzwerk Köln ist ein Reinigungsservice für Privathaushalte und kleine Unternehmen in Köln, gegründet 2016 von Sandra Brückner. Unser Büro liegt in der Venloer Straße 312 in Ehrenfeld. Unsere 28 Reinigungskräfte sind fest bei uns angestellt, und wir putzen ausschließlich mit ökologischen Reinigungsmitteln. Unsere Kundinnen und Kunden schätzen vor allem Pünktlichkeit, Verlässlichkeit und ehrliche Preise.',
    targetAudience:
      'Berufstätige und Familien in Köln, die keine Zeit zum Putzen haben, ältere Menschen, Mieterinnen und Mieter vor dem Auszug, Expats, internationale Studierende und Geschäftsreisende mit Zweitwohnung, Gastgeber von Ferienwohnungen (Airbnb) sowie kleine Büros, Praxen und Agenturen.',
    keyServices:
      'Regelmäßige Unterhaltsreinigung (wöchentlich, alle 14 Tage oder monatlich), einmalige Grundreinigung, Endreinigung bei Auszug mit Abnahmegarantie, Fensterreinigung, Büro- und Praxisreinigung, Teppich- und Polsterreinigung, Backofen- und Kühlschrankreinigung, Reinigung von Airbnb- und Ferienwohnungen zwischen zwei Gästen, Geschenkgutscheine.',
    commonQuestions:
      'Was eine Stunde kostet, wie viele Stunden man braucht, ob immer dieselbe Person kommt, wie das mit dem Schlüssel läuft, ob man zu Hause sein muss, ob wir Putzmittel mitbringen, was bei Schäden passiert, ob man die Rechnung von der Steuer absetzen kann, was die Endreinigung für die Wohnungsübergabe kostet und ob es kurzfristig Termine gibt.',
    languages: ['German', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Kurze, klare Antworten mit konkreten Preisen in Euro, für Privatkunden immer inklusive MwSt. Wir siezen unsere Kundinnen und Kunden, bleiben aber herzlich und unkompliziert. Wer uns auf Englisch schreibt, bekommt die Antwort auf Englisch.',
    personality:
      'Herzlich, zuverlässig und ein bisschen kölsch: hilfsbereit wie eine gute Nachbarin, ehrlich bei Preisen und Terminen, nie aufdringlich.',
    responseTemplates: [
      {
        scenario: quoteRequest,
        response:
          'Gerne machen wir Ihnen ein Festpreisangebot für Ihre Endreinigung! Dafür brauchen wir: die Adresse und die Größe der Wohnung in m², die Zahl der Zimmer und Bäder, ob eine Einbauküche mit Backofen und Kühlschrank vorhanden ist, wie viele Fenster es gibt und ob ein Balkon dazugehört, und das Datum der Wohnungsübergabe. Am einfachsten schicken Sie uns dazu ein paar Fotos per WhatsApp an 0176 5550 1420. Sie bekommen werktags innerhalb von 24 Stunden einen verbindlichen Festpreis; die Abnahmegarantie ist immer inklusive.',
      },
    ],
  },
  qa: [
    german(
      regular,
      'Für die regelmäßige Reinigung Ihrer Wohnung oder Ihres Hauses berechnen wir 34,00 € pro Stunde bei wöchentlicher Reinigung, 36,00 € bei Reinigung alle 14 Tage und 39,00 € bei monatlicher Reinigung, jeweils inklusive 19 % MwSt., Reinigungsmitteln und Anfahrt innerhalb Kölns. Ein Termin dauert mindestens 3 Stunden. Dazu gehören Staubsaugen und Wischen aller Böden, Bad und WC, die Küche (Arbeitsflächen, Spüle, Kochfeld und Fronten außen), Staubwischen auf freien Flächen und das Leeren der Mülleimer. Es gibt keine Mindestlaufzeit: Sie können jederzeit zum Monatsende kündigen.',
    ),
    german(
      deepClean,
      'Die Grundreinigung ist ein gründlicher Einmalputz, zum Beispiel als Frühjahrsputz, vor einem Familienfest oder als erster Termin, wenn länger nicht richtig geputzt wurde. Zusätzlich zur normalen Reinigung entkalken wir Bad, Fliesen und Armaturen und reinigen Schränke und Küchenschränke innen und außen, Türen und Türrahmen, Lichtschalter, Steckdosen, Heizkörper, Fußleisten und Lampen. Wir kommen zu zweit und berechnen 42,00 € pro Stunde und Reinigungskraft; eine 60-m²-Wohnung braucht meist 6 bis 8 Arbeitsstunden, also 252 bis 336 €. Fenster, Backofen und Kühlschrank können Sie zum Preis aus der Preisliste dazubuchen.',
    ),
    german(
      moveOut,
      'Ja, die Endreinigung für die Wohnungsübergabe ist eine unserer Hauptleistungen. Wir reinigen die leere Wohnung übergabefertig: alle Räume, Bad und Küche inklusive Backofen, Kühlschrank und Schränke innen, Fenster innen und außen mit Rahmen, Heizkörper, Türen, Steckdosen und Lichtschalter. Festpreise: bis 40 m² 289 €, 41 bis 60 m² 379 €, 61 bis 80 m² 469 €, 81 bis 100 m² 559 €, größere Wohnungen nach Angebot. Mit unserer Abnahmegarantie reinigen wir kostenlos nach, wenn Ihre Vermieterin oder Ihr Vermieter bei der Übergabe etwas beanstandet und Sie uns das innerhalb von 24 Stunden melden. Wichtig: Die Wohnung muss leer sein, und Strom und Wasser müssen noch angeschlossen sein.',
    ),
    german(
      windows,
      'Wir putzen Fenster innen und außen inklusive Rahmen und Fensterbänken für 6,50 € pro Fensterflügel; eine Balkon- oder Terrassentür kostet 9,00 €, ein Dachfenster 9,50 €, Rollläden und Jalousien 8,00 € pro Stück. Für eine reine Fensterreinigung gilt ein Mindestauftrag von 69 €. Fenster, die nur von außen oder nur mit einer Leiter über 3 Metern erreichbar sind, können wir aus Sicherheitsgründen nicht putzen. Bei Frost oder Dauerregen verschieben wir den Termin kostenlos.',
    ),
    german(
      office,
      'Ja, wir reinigen Büros, Arztpraxen, Kanzleien, Agenturen und kleine Ladenlokale bis etwa 600 m². Die regelmäßige Büroreinigung kostet ab 31,00 € pro Stunde zuzüglich MwSt.; den genauen Preis nennen wir Ihnen nach einer kostenlosen Besichtigung vor Ort. Damit Ihr Betrieb nicht gestört wird, reinigen wir meist morgens vor 8 Uhr oder abends nach 18 Uhr, und auf Wunsch bringen wir Verbrauchsmaterial wie Seife, Papierhandtücher und Toilettenpapier mit (nach Verbrauch abgerechnet). Sie bekommen eine monatliche Sammelrechnung, und der Vertrag ist mit vier Wochen Frist zum Monatsende kündbar.',
    ),
    german(
      carpet,
      'Ja, wir reinigen Teppiche, Teppichböden, Sofas, Sessel und Matratzen bei Ihnen zu Hause mit einem professionellen Sprühextraktionsgerät; gängige Flecken wie Rotwein oder Kaffee behandeln wir ohne Aufpreis. Teppiche kosten 4,50 € pro m², ein Sessel 39 €, ein 2-Sitzer-Sofa 79 €, ein 3-Sitzer 99 €, ein Ecksofa 129 € und eine Matratze 49 € pro Seite, bei einem Mindestauftrag von 89 €. Polster sind nach 4 bis 6 Stunden wieder trocken, Teppiche nach 6 bis 12 Stunden. Handgeknüpfte Orientteppiche, Seide und Leder reinigen wir nicht.',
    ),
    german(
      ovenFridge,
      'Ja, als Zusatzleistung zu jeder Reinigung: Backofen innen mit Blechen und Rost 59 €, Kühlschrank innen und außen 35 €, Gefrierschrank oder Eisfach abtauen und reinigen 45 €, Dunstabzugshaube mit Fettfilter 29 € und Mikrowelle 15 €. Bitte räumen Sie den Kühlschrank vorher aus und schalten Sie Gefrierschrank oder Eisfach am Vorabend ab, damit das Eis schon tauen kann. Bei der Endreinigung sind Backofen und Kühlschrank bereits im Festpreis enthalten.',
    ),
    german(
      products,
      'Ja, wir bringen alles mit: Reinigungsmittel, Mikrofasertücher, Wischsystem und einen Staubsauger mit HEPA-Filter, alles im Preis enthalten. Wir putzen ausschließlich mit ökologischen Reinigungsmitteln mit EU-Ecolabel, überwiegend von Sonett und Frosch, und für Allergiker auf Wunsch ganz ohne Duftstoffe. Haben Sie für Naturstein, Parkett oder Ceranfeld eigene Pflegemittel, stellen Sie sie einfach bereit, dann verwenden wir Ihre.',
    ),
    german(
      keys,
      'Bei regelmäßiger Reinigung können Sie uns einen Schlüssel überlassen, damit Sie nicht zu Hause sein müssen. Sie geben ihn beim ersten Termin Ihrer Reinigungskraft oder bringen ihn in unser Büro in der Venloer Straße 312 in Ehrenfeld (Mo–Fr 8–18 Uhr) und bekommen dafür eine Quittung. Wir bewahren ihn im Tresor auf, nur mit einer Nummer gekennzeichnet, nie mit Name oder Adresse, und für Schlüssel und Schließanlagen haben wir eine Schlüsselverlustversicherung bis 50.000 €. Eine Schlüsselbox oder ein Zahlenschloss an Ihrer Tür nutzen wir natürlich genauso gern.',
    ),
    german(
      sameCleaner,
      'Ja, bei regelmäßiger Reinigung kommt immer dieselbe feste Reinigungskraft zu Ihnen, damit sie Ihre Wohnung und Ihre Wünsche kennt. Bei Urlaub oder Krankheit schicken wir, wenn Sie möchten, eine eingearbeitete Vertretung und sagen Ihnen vorher, wer kommt; sonst fällt der Termin für Sie kostenlos aus. Alle unsere Reinigungskräfte sind bei uns fest angestellt und sozialversichert und haben ein einwandfreies polizeiliches Führungszeugnis vorgelegt.',
    ),
    german(
      insurance,
      'Das kommt selten vor, aber wenn doch, sind Sie abgesichert: Wir haben eine Betriebshaftpflichtversicherung mit einer Deckung bis 5 Millionen € für Personen- und Sachschäden. Meist meldet unsere Reinigungskraft einen Schaden selbst; bemerken Sie ihn später, melden Sie ihn bitte innerhalb von 48 Stunden per E-Mail oder WhatsApp, am besten mit Fotos. Weisen Sie uns bitte vorher auf empfindliche oder wertvolle Gegenstände wie Antiquitäten, Kunst oder Designerstücke hin; diese reinigen wir nur nach Absprache oder lassen sie unberührt.',
    ),
    german(
      cancel,
      'Ja, bis 48 Stunden vor dem Termin können Sie kostenlos absagen oder verschieben, per Telefon, E-Mail oder WhatsApp. Bei einer Absage zwischen 48 und 24 Stunden vorher berechnen wir 50 % des gebuchten Termins, bei weniger als 24 Stunden oder wenn wir vor verschlossener Tür stehen 100 %. Grund- und Endreinigungen können Sie bis 5 Werktage vorher kostenlos stornieren. Die regelmäßige Reinigung hat keine Mindestlaufzeit und ist jederzeit zum Monatsende kündbar.',
    ),
    german(
      payment,
      'Nach jedem Termin, bei regelmäßiger Reinigung einmal im Monat, bekommen Sie eine Rechnung per E-Mail. Sie zahlen per Überweisung innerhalb von 14 Tagen, per SEPA-Lastschrift (für Stammkunden am bequemsten) oder per PayPal. Barzahlung an die Reinigungskraft ist nicht möglich. Firmenkunden zahlen per Überweisung, auf Wunsch mit Bestellnummer oder Kostenstelle auf der Rechnung.',
    ),
    german(
      tax,
      'Ja, als haushaltsnahe Dienstleistung nach § 35a EStG: 20 % der Arbeitskosten ziehen Sie direkt von Ihrer Einkommensteuer ab, bis zu 4.000 € Steuerermäßigung im Jahr. Voraussetzung ist eine Rechnung, die Sie unbar bezahlt haben; Barzahlungen erkennt das Finanzamt nicht an. Deshalb weisen wir die Arbeitskosten auf jeder Rechnung getrennt aus. Das gilt auch für Mieter bei der Endreinigung beim Auszug, nicht aber für die Reinigung von Büros oder von Ferienwohnungen, die Sie vermieten.',
    ),
    german(
      pets,
      'Überhaupt nicht, viele unserer Kundinnen und Kunden haben Hunde oder Katzen. Sagen Sie uns bei der Buchung bitte, welche Tiere bei Ihnen leben, damit wir eine Reinigungskraft ohne Tierhaarallergie schicken, und planen Sie bei vielen Tierhaaren eine halbe Stunde mehr ein. Hunde, die fremde Menschen nicht mögen, sollten während der Reinigung in einem anderen Raum bleiben. Katzenklos und Käfige reinigen wir aus hygienischen Gründen nicht.',
    ),
    german(
      area,
      'Wir reinigen in ganz Köln, links- und rechtsrheinisch, von Chorweiler bis Rodenkirchen und von Lindenthal bis Porz, also auch in Ehrenfeld, Nippes, Sülz, Deutz, Kalk und Mülheim. Innerhalb der Stadtgrenze ist die Anfahrt kostenlos. Nach Hürth, Frechen, Pulheim, Brühl, Bergisch Gladbach und Leverkusen kommen wir für eine Anfahrtspauschale von 15 € pro Termin. Weiter entfernte Orte wie Bonn oder Düsseldorf fahren wir leider nicht an.',
    ),
    german(
      shortNotice,
      'Für einmalige Reinigungen haben wir meist innerhalb von 3 bis 5 Werktagen einen Termin frei, für die regelmäßige Reinigung innerhalb von ein bis zwei Wochen. Wenn es schneller gehen muss, gibt es unseren Express-Service: Reinigung innerhalb von 24 Stunden, je nach Verfügbarkeit, mit 25 % Zuschlag. Am schnellsten klappt es telefonisch unter 0221 9876 540 oder per WhatsApp an 0176 5550 1420. Endreinigungen buchen Sie am besten zwei bis drei Wochen vor der Übergabe, denn zum Monatsende sind wir oft ausgebucht.',
    ),
    german(
      atHome,
      'Nein. Die meisten unserer Kundinnen und Kunden sind während der Reinigung bei der Arbeit und überlassen uns dafür einen Schlüssel. Beim ersten Termin sollten Sie aber möglichst 15 Minuten da sein, um der Reinigungskraft die Wohnung zu zeigen und zu sagen, worauf es Ihnen ankommt. Ist die Reinigung fertig, bekommen Sie eine kurze Nachricht per WhatsApp oder SMS, und natürlich dürfen Sie auch zu Hause bleiben und im Homeoffice arbeiten.',
    ),
    german(
      trial,
      'Ja, gerne. Ihre erste Reinigung ist eine unverbindliche Probereinigung zum normalen Stundenpreis, ganz ohne Vertrag; danach entscheiden Sie in Ruhe, ob und wie oft Sie regelmäßig reinigen lassen möchten. Wurde Ihre Wohnung länger nicht gründlich geputzt, empfehlen wir als ersten Termin eine Grundreinigung, damit die regelmäßige Reinigung danach in der gebuchten Zeit gut zu schaffen ist.',
    ),
    german(
      voucher,
      'Ja, unsere Geschenkgutscheine sind beliebt zur Geburt eines Kindes, zum Einzug in die erste eigene Wohnung, für die Eltern oder für den Frühjahrsputz. Es gibt Wertgutscheine ab 50 € und Stundengutscheine, zum Beispiel 3 Stunden Reinigung für 117 €. Bestellen Sie per E-Mail an hallo@glanzwerk-koeln.example oder telefonisch; nach Zahlungseingang bekommen Sie den Gutschein als PDF oder für 2,50 € als gedruckte Karte per Post. Gutscheine gelten drei Jahre und können für alle unsere Leistungen im Kölner Stadtgebiet eingelöst werden.',
    ),
    english(
      airbnb,
      'Yes. For hosts in Cologne we do the turnover between check-out and check-in seven days a week, Sundays and public holidays included, usually between 11:00 and 15:00. We clean the whole apartment, make the beds with the fresh linen you leave out, restock the supplies you provide (toilet paper, soap, coffee), take out the rubbish and send you photos and a short report of anything broken or missing. Fixed prices per turnover: studio 59 €, 2 rooms 79 €, 3 rooms 99 €, larger apartments on request. Connect your Airbnb or Booking.com calendar to ours by iCal and we plan every turnover automatically.',
    ),
    english(
      englishSpoken,
      'Our office team speaks English fluently, and so do many of our cleaners; the others understand enough for everyday instructions, and you can always leave a note. You can book, message us on WhatsApp and receive your contract and invoices in English. About a third of our customers are expats, international students and people working in Cologne for a few months.',
    ),
    english(
      booking,
      'Book online at glanzwerk-koeln.example/buchen, call us on +49 221 9876 540 (Monday to Friday, 8:00 to 18:00) or send a WhatsApp message to +49 176 5550 1420. Tell us your address, the size of your home, what kind of cleaning you need and when. We confirm the appointment and the price within one working day. For regular cleaning we start with a free 15-minute phone or video call to agree on what matters most to you.',
    ),
    english(
      hours,
      'Our cleaners work Monday to Friday from 7:00 to 20:00 and on Saturdays from 8:00 to 16:00, with a 20 % surcharge on Saturdays. We do not clean on Sundays or public holidays, except for Airbnb and holiday apartment turnovers.',
    ),
    english(
      hoursNeeded,
      'Every appointment is at least 3 hours. As a rule of thumb for regular cleaning: up to 60 m² about 3 hours, 60 to 90 m² 3.5 to 4 hours, 90 to 130 m² 4.5 to 5 hours, and larger homes on request. The first visit usually takes about an hour longer. If your cleaner sees that the time is not enough, she tells you and suggests a new plan: we never charge more than you booked without asking you first.',
    ),
    english(
      sharedFlat,
      'Of course. In a shared flat (WG) we usually clean the shared areas: kitchen, bathroom, hallway and living room, and private rooms only for the flatmates who want it. One of you books and receives the invoice, and you split the cost among yourselves however you like. Students get 10 % off regular cleaning with a valid student ID, for example from the University of Cologne or TH Köln.',
    ),
    english(
      notHappy,
      'Tell us within 24 hours, ideally with a photo, by WhatsApp or email. We come back free of charge within 2 working days and redo whatever was not right. If it happens again, we talk through what went wrong and, if you like, send you a different cleaner.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'German',
      text: `PREISLISTE 2026 - Glanzwerk Köln GmbH, Venloer Straße 312, 50823 Köln
Preise für Privatkunden in Euro inklusive 19 % MwSt., Reinigungsmitteln und Geräten. Preise für Geschäftskunden zuzüglich MwSt.
Mindestdauer pro Termin im Privathaushalt: 3 Stunden. Abgerechnet wird die gebuchte Zeit; Mehrzeit nur nach Absprache, im 15-Minuten-Takt.

Regelmäßige Unterhaltsreinigung (Privathaushalt)
- wöchentlich: 34,00 € pro Stunde
- alle 14 Tage: 36,00 € pro Stunde
- monatlich: 39,00 € pro Stunde
- Studierendenrabatt: 10 % auf die regelmäßige Reinigung (mit gültigem Studierendenausweis)

Einmalige Reinigungen
- Einmalige Reinigung (Umfang wie Unterhaltsreinigung, ohne festen Rhythmus): 39,00 € pro Stunde
- Probereinigung: zum normalen Stundenpreis, ohne Vertrag
- Grundreinigung (zwei Reinigungskräfte): 42,00 € pro Stunde und Reinigungskraft
- Richtwerte Grundreinigung: bis 40 m² ca. 5 Arbeitsstunden (210 €), 41 bis 60 m² 6 bis 8 Arbeitsstunden (252 bis 336 €), 61 bis 90 m² 8 bis 12 Arbeitsstunden (336 bis 504 €)

Endreinigung bei Auszug (Festpreis inkl. Fenster, Backofen, Kühlschrank, Schränke innen und Abnahmegarantie)
- bis 40 m²: 289 €
- 41 bis 60 m²: 379 €
- 61 bis 80 m²: 469 €
- 81 bis 100 m²: 559 €
- über 100 m²: nach Angebot
- jedes weitere Badezimmer: 49 €
- Keller- oder Dachbodenraum besenrein: 39 €
- Balkon oder Terrasse: 29 €

Fensterreinigung
- Fensterflügel innen und außen inkl. Rahmen und Fensterbank: 6,50 €
- Balkon- oder Terrassentür: 9,00 €
- Dachfenster: 9,50 €
- Rollladen oder Jalousie: 8,00 €
- Wintergarten und große Glasflächen: nach Angebot
- Mindestauftrag reine Fensterreinigung: 69 €

Zusatzleistungen Küche (zu jeder Reinigung buchbar)
- Backofen innen inkl. Bleche und Rost: 59 €
- Kühlschrank innen und außen: 35 €
- Gefrierschrank oder Eisfach abtauen und reinigen: 45 €
- Dunstabzugshaube inkl. Fettfilter: 29 €
- Mikrowelle: 15 €
- Küchenschränke innen (ausgeräumt): 29 €

Teppich- und Polsterreinigung (Sprühextraktion vor Ort, Mindestauftrag 89 €)
- Teppich oder Teppichboden: 4,50 € pro m²
- Sessel: 39 €
- Sofa 2-Sitzer: 79 €
- Sofa 3-Sitzer: 99 €
- Ecksofa: 129 €
- Stuhlpolster: 12 €
- Matratze: 49 € pro Seite
- Fleckenbehandlung (Rotwein, Kaffee usw.): ohne Aufpreis

Airbnb und Ferienwohnungen (pro Gästewechsel, inkl. Betten beziehen und Fotobericht)
- 1-Zimmer-Apartment: 59 €
- 2-Zimmer-Wohnung: 79 €
- 3-Zimmer-Wohnung: 99 €
- sonntags und an Feiertagen: ohne Aufpreis

Büro- und Praxisreinigung (zuzüglich 19 % MwSt.)
- regelmäßige Büroreinigung: ab 31,00 € pro Stunde
- einmalige Grundreinigung von Büroräumen: ab 38,00 € pro Stunde
- Verbrauchsmaterial (Seife, Papierhandtücher, Toilettenpapier, Müllbeutel): nach Verbrauch
- Besichtigung und Angebot: kostenlos

Zuschläge und Anfahrt
- Samstag: 20 % Zuschlag
- Express-Reinigung innerhalb von 24 Stunden: 25 % Zuschlag
- Anfahrt im Kölner Stadtgebiet: kostenlos
- Anfahrt nach Hürth, Frechen, Pulheim, Brühl, Bergisch Gladbach und Leverkusen: 15 € pro Termin
- Parkgebühren, wo es keine freien Parkplätze gibt (z. B. Innenstadt, Belgisches Viertel): nach Beleg, höchstens 8 € pro Termin

Gutscheine
- Wertgutscheine ab 50 €
- Stundengutschein 3 Stunden Reinigung: 117 €
- gedruckte Gutscheinkarte per Post: 2,50 €`,
    },
    {
      title: terms,
      language: 'German',
      text: `Allgemeine Geschäftsbedingungen der Glanzwerk Köln GmbH (Stand: Januar 2026)

§ 1 Geltungsbereich
Diese Allgemeinen Geschäftsbedingungen gelten für alle Reinigungsleistungen der Glanzwerk Köln GmbH, Venloer Straße 312, 50823 Köln (im Folgenden „Glanzwerk“), für Privat- und Geschäftskunden. Abweichende Bedingungen des Kunden gelten nur, wenn Glanzwerk ihnen schriftlich zustimmt.

§ 2 Vertragsschluss und Widerruf
(1) Der Vertrag kommt zustande, wenn Glanzwerk den Auftrag des Kunden in Textform (E-Mail oder WhatsApp) bestätigt. Festpreisangebote, etwa für Endreinigungen, sind 30 Tage gültig.
(2) Verbraucher haben ein gesetzliches Widerrufsrecht von 14 Tagen. Verlangt der Kunde, dass Glanzwerk vor Ablauf der Widerrufsfrist mit der Reinigung beginnt, schuldet er im Fall des Widerrufs Wertersatz für die bis dahin erbrachten Leistungen.

§ 3 Leistungsumfang
(1) Der Umfang der Leistungen ergibt sich aus der Auftragsbestätigung und der Preisliste 2026. Reinigungsmittel und Geräte stellt Glanzwerk, sofern nichts anderes vereinbart ist.
(2) Nicht zum Leistungsumfang gehören Arbeiten mit Absturzgefahr oder in mehr als 3 m Höhe, Fenster und Glasflächen, die nur von außen erreichbar sind, sowie die Reinigung von Katzentoiletten und Tierkäfigen.
(3) Die Reinigung erfolgt nach den anerkannten Regeln des Gebäudereiniger-Handwerks. Ein bestimmter Zustand der Räume wird nur bei der Endreinigung zugesagt (§ 8 Abs. 3).

§ 4 Mitwirkung des Kunden
(1) Der Kunde sorgt dafür, dass Glanzwerk zum vereinbarten Termin Zugang zu den Räumen hat und Wasser, Strom und Licht kostenlos zur Verfügung stehen.
(2) Bargeld, Schmuck und andere Wertgegenstände verwahrt der Kunde sicher. Auf empfindliche oder besonders wertvolle Gegenstände und Oberflächen weist er vor Beginn der Reinigung hin.
(3) Haustiere im Haushalt teilt der Kunde bei der Buchung mit. Tiere, die sich Fremden gegenüber aggressiv verhalten können, hält er während der Reinigung von den Reinigungskräften getrennt.

§ 5 Schlüssel
(1) Überlässt der Kunde Glanzwerk einen Schlüssel, erhält er darüber eine Quittung. Schlüssel werden im Tresor verwahrt, ohne Namen und Adresse, nur mit einer Kennnummer.
(2) Für den Verlust überlassener Schlüssel haftet Glanzwerk. Eine Schlüsselverlustversicherung deckt Schäden einschließlich des Austauschs von Schließanlagen bis 50.000 €.
(3) Nach Vertragsende gibt Glanzwerk alle Schlüssel innerhalb von 7 Tagen persönlich oder per Einschreiben zurück.

§ 6 Termine, Absage und Kündigung
(1) Der Kunde kann Termine bis 48 Stunden vorher kostenlos absagen oder verschieben. Bei einer Absage zwischen 48 und 24 Stunden vor dem Termin berechnet Glanzwerk 50 %, bei einer späteren Absage 100 % des vereinbarten Preises. Das gilt auch, wenn die Reinigungskraft zum vereinbarten Termin keinen Zugang zu den Räumen erhält.
(2) Grund- und Endreinigungen kann der Kunde bis 5 Werktage vor dem Termin kostenlos stornieren; danach gilt Absatz 1 entsprechend.
(3) Muss Glanzwerk einen Termin wegen Krankheit, Unwetter oder höherer Gewalt absagen, bieten wir einen Ersatztermin an; dem Kunden entstehen dadurch keine Kosten.
(4) Verträge über regelmäßige Reinigung im Privathaushalt laufen unbefristet und können von beiden Seiten jederzeit in Textform zum Monatsende gekündigt werden. Verträge mit Geschäftskunden können mit einer Frist von vier Wochen zum Monatsende gekündigt werden.

§ 7 Preise und Zahlung
(1) Es gelten die Preise der Preisliste 2026 oder des schriftlichen Angebots. Preise für Privatkunden enthalten die gesetzliche Mehrwertsteuer; Preise für Geschäftskunden verstehen sich zuzüglich Mehrwertsteuer.
(2) Abgerechnet wird die gebuchte Zeit. Zusätzliche Zeit wird nur nach Absprache mit dem Kunden berechnet, im 15-Minuten-Takt.
(3) Rechnungen werden per E-Mail verschickt und sind innerhalb von 14 Tagen ohne Abzug zu zahlen, per Überweisung, SEPA-Lastschrift oder PayPal. Barzahlungen an Reinigungskräfte sind nicht zulässig.
(4) Auf Rechnungen für Privathaushalte weist Glanzwerk die Arbeitskosten gesondert aus, damit der Kunde sie als haushaltsnahe Dienstleistung nach § 35a EStG geltend machen kann.
(5) Bei Zahlungsverzug berechnet Glanzwerk ab der zweiten Mahnung eine Mahngebühr von 5 €.

§ 8 Reklamation und Abnahmegarantie
(1) Mängel der Reinigung meldet der Kunde innerhalb von 24 Stunden nach dem Termin, möglichst mit Fotos.
(2) Berechtigte Mängel beseitigt Glanzwerk innerhalb von 2 Werktagen kostenlos durch Nachreinigung. Erst wenn die Nachreinigung fehlschlägt, kann der Kunde den Preis mindern.
(3) Abnahmegarantie bei der Endreinigung: Beanstandet der Vermieter bei der Wohnungsübergabe die Reinigung, reinigt Glanzwerk die beanstandeten Bereiche kostenlos nach, sofern der Kunde dies innerhalb von 24 Stunden nach der Übergabe meldet und das Übergabeprotokoll oder die Beanstandung in Textform vorlegt. Mängel, die nicht die Reinigung betreffen, etwa Dübellöcher, abgenutzte Böden oder Schönheitsreparaturen, sind von der Garantie nicht umfasst.

§ 9 Haftung
(1) Glanzwerk unterhält eine Betriebshaftpflichtversicherung mit einer Deckungssumme von 5 Millionen € für Personen- und Sachschäden.
(2) Schäden meldet der Kunde innerhalb von 48 Stunden nach ihrer Entdeckung, spätestens jedoch 7 Tage nach dem Termin.
(3) Glanzwerk haftet nicht für Schäden durch mangelhaft befestigte Gegenstände, für bereits vorhandene Schäden und für Schäden an Gegenständen, auf die der Kunde entgegen § 4 Abs. 2 nicht hingewiesen hat. Bei leichter Fahrlässigkeit haftet Glanzwerk nur für die Verletzung wesentlicher Vertragspflichten und begrenzt auf den vorhersehbaren Schaden; die Haftung für Verletzungen von Leben, Körper und Gesundheit bleibt unberührt.

§ 10 Abwerbeverbot
Während der Vertragslaufzeit und 12 Monate danach verpflichtet sich der Kunde, Reinigungskräfte von Glanzwerk weder direkt noch über Dritte zu beschäftigen. Für jeden Verstoß kann Glanzwerk eine Vermittlungsgebühr von 1.500 € verlangen.

§ 11 Datenschutz
Glanzwerk verarbeitet die Daten des Kunden nur zur Durchführung des Auftrags. Fotos aus den gereinigten Räumen, etwa zur Dokumentation von Schäden oder bei Ferienwohnungen, werden nach 30 Tagen gelöscht. Näheres regelt die Datenschutzerklärung auf glanzwerk-koeln.example/datenschutz.

§ 12 Schlussbestimmungen
Es gilt deutsches Recht. Gerichtsstand für Kaufleute ist Köln. Sollte eine Bestimmung dieser Bedingungen unwirksam sein, bleiben die übrigen Bestimmungen wirksam.`,
    },
  ],
  answerable: [
    // German, close to the knowledge's words
    {
      question: 'Was kostet eine Endreinigung bei Auszug?',
      answeredBy: [moveOut, prices, quoteRequest],
    },
    {
      question: 'Ab wie vielen Stunden kann man bei Ihnen buchen, gibt es eine Mindestdauer?',
      answeredBy: [regular, hoursNeeded, prices],
    },
    { question: 'Was ist bei einer Grundreinigung alles dabei?', answeredBy: [deepClean] },
    {
      question: 'Wie hoch ist die Stornogebühr, wenn ich einen Termin kurzfristig absage?',
      answeredBy: [cancel, terms],
    },
    // German paraphrases, everyday and regional words
    {
      question: 'Kommt bei euch immer die gleiche Putzfrau oder jedes Mal ne andere?',
      answeredBy: [sameCleaner],
    },
    { question: 'Muss ich daheim bleiben, während ihr saubermacht?', answeredBy: [atHome, keys] },
    {
      question:
        'Kommt ihr och bis noh Porz? Ming Mamm bräucht jemand, der eimol de Woch bei ihr putzt.',
      answeredBy: [area],
    },
    {
      question: 'Macht ihr auch Sofas sauber? Auf unserer Couch sind Rotweinflecken.',
      answeredBy: [carpet, prices, services],
    },
    {
      question: 'Könnt ihr mal den Kühlschrank und das Eisfach abtauen und sauber machen?',
      answeredBy: [ovenFridge, prices, services],
    },
    {
      question: 'Wir haben ne Katze und nen Hund, ist das für eure Putzleute ein Problem?',
      answeredBy: [pets, terms],
    },
    // Long messages, the question inside
    {
      question:
        'Hallo zusammen, ich bin gerade in Elternzeit, mein Mann arbeitet viel und wir kriegen den Haushalt mit dem Baby einfach nicht mehr hin. Die Wohnung in Nippes hat 75 m², und meine Schwiegermutter meint, wir sollen uns endlich eine Putzhilfe holen, das könne man ja sogar von der Steuer absetzen. Stimmt das, und wie viel bekommt man da zurück?',
      answeredBy: [tax, terms],
    },
    {
      question:
        'Guten Tag, ich vermiete eine Wohnung in Sülz, und meine Mieter ziehen Ende des Monats aus. Danach soll die Wohnung für die neuen Mieter gründlich gereinigt werden, die alten machen nur besenrein. Ich wohne allerdings in München und kann nicht vor Ort sein. Wie läuft das dann mit dem Schlüssel?',
      answeredBy: [keys, terms, atHome],
    },
    {
      question:
        'Moin, wir sind eine kleine Werbeagentur im Belgischen Viertel, 8 Leute, ca. 180 m² mit Küche und zwei Toiletten. Unsere bisherige Reinigungsfirma hat leider aufgehört und es sieht langsam wild aus bei uns. Könnt ihr zweimal pro Woche abends kommen und was würde das ungefähr kosten?',
      answeredBy: [office, prices, hours],
    },
    {
      question:
        'Hallo! Ich hab mir letzte Woche beim Fußball das Knie kaputt gemacht und darf die nächsten sechs Wochen kaum laufen. Meine Wohnung sieht entsprechend aus: Geschirr, Staub, Bad, alles. Am Freitag kommt meine Freundin aus Hamburg zu Besuch. Schafft ihr es, noch diese Woche, am besten morgen oder übermorgen, einmal durchzuputzen?',
      answeredBy: [shortNotice, prices],
    },
    // English paraphrases, German knowledge
    { question: 'Do you use eco-friendly cleaning products?', answeredBy: [products, description] },
    {
      question: 'Is my stuff insured if your cleaner breaks something?',
      answeredBy: [insurance, terms],
    },
    {
      question: 'How much is it to get my windows cleaned inside and out?',
      answeredBy: [windows, prices],
    },
    {
      question:
        'Can I stop my regular cleaning whenever I want, or is there a minimum contract period?',
      answeredBy: [cancel, regular, terms],
    },
    {
      question: 'Can I buy a gift voucher for my sister who just had a baby?',
      answeredBy: [voucher, prices, services],
    },
    // Long messages, in English
    {
      question:
        "Hi there, I just moved to Cologne from Dublin for a two-year contract at Ford and honestly my German is still pretty basic. I'm looking for someone to clean my flat in Deutz every other week while I'm at work. Will I be able to communicate with the cleaner in English, and how would I give you access when I'm not home?",
      answeredBy: [englishSpoken, keys, atHome, terms],
    },
    {
      question:
        "Hello! I'm a host with two Airbnb apartments in Ehrenfeld. Check-out is at 11 and the next guests usually arrive at 3. My last cleaner kept cancelling on me at the last minute, especially on Sundays, which is a nightmare. Do you do turnovers on Sundays too, and what do you charge for a 2-room flat?",
      answeredBy: [airbnb, prices, hours],
    },
    {
      question:
        "Hi, I'm a consultant working in Cologne Monday to Thursday for the next six months and I've rented a furnished flat near the Mediapark. The place came with a dusty kitchen and I'd like a cleaner every week, ideally on Fridays when I've flown home. I'm back in London tomorrow, so I'd like to sort this out today. What's the quickest way to book, and how soon do you confirm?",
      answeredBy: [booking, shortNotice],
    },
    {
      question:
        "Hi, we're three Master's students sharing a flat in Sülz and, let's be honest, the kitchen and bathroom are a disaster because nobody sticks to the cleaning rota. We've agreed to pay for someone to come every two weeks. Do you give any discount to students?",
      answeredBy: [sharedFlat, prices],
    },
    // Typos and chat-speak, in English
    {
      question: 'do u guys bring ur own vacuum or do i need one',
      answeredBy: [products, prices, terms],
    },
    {
      question: 'can i book a trial clean first b4 signing anything pls',
      answeredBy: [trial, prices],
    },
    { question: 'wat if im not happy w the cleaning?? thx', answeredBy: [notHappy, terms] },
    // Typos and chat-speak, in German
    { question: 'wieviel kostet ne putze bei euch pro stunde', answeredBy: [regular, prices] },
    {
      question: 'habt ihr auch samstags termine?? unter der woche schaff ichs nich',
      answeredBy: [hours, prices],
    },
    { question: 'zahlen mit paypal geht? oder nur überweisung', answeredBy: [payment, terms] },
    {
      question: 'sind eure putzkräfte angemeldet oder arbeiten die schwarz?',
      answeredBy: [sameCleaner, description],
    },
    // One or two words
    { question: 'Fensterreinigung', answeredBy: [windows, prices, services] },
    { question: 'oven clean', answeredBy: [ovenFridge, prices, services] },
    { question: 'Grundreinigung Preis', answeredBy: [deepClean, prices] },
    {
      question: 'end of tenancy cleaning',
      answeredBy: [moveOut, prices, quoteRequest, services, terms],
    },
    // German questions, English knowledge
    {
      question: 'Sprechen Ihre Reinigungskräfte Englisch? Mein Mann spricht kaum Deutsch.',
      answeredBy: [englishSpoken],
    },
    {
      question: 'Wie viele Stunden sollte ich für 85 m² bei wöchentlicher Reinigung einplanen?',
      answeredBy: [hoursNeeded],
    },
    {
      question: 'Wir sind ne WG, wer kriegt dann die Rechnung? Können wir die Kosten aufteilen?',
      answeredBy: [sharedFlat],
    },
    {
      question:
        'Wie spät abends kann eure Reinigungskraft unter der Woche noch zu mir nach Hause kommen?',
      answeredBy: [hours],
    },
    // English questions, German knowledge only
    { question: 'How much is it to get a mattress cleaned?', answeredBy: [carpet, prices] },
    {
      question: 'Do you also clean the inside of kitchen cabinets?',
      answeredBy: [prices, deepClean, moveOut],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Bügelt ihr auch Hemden? Ich hab nen riesigen Berg Bügelwäsche hier liegen.',
    'Wir haben Silberfischchen und Kakerlaken in der Küche. Macht ihr auch Schädlingsbekämpfung?',
    'Könnt ihr uns beim Umzug helfen, also Möbel tragen und einen Transporter stellen?',
    'Do you do gardening too? Our hedge and the lawn behind the house really need some work.',
    'Sucht ihr gerade Reinigungskräfte? Ich würde gerne bei euch als Putzkraft anfangen.',
    "Can you clean the inside of my car? It's a mess after a road trip with the kids.",
    'Im Schlafzimmer ist hinter dem Schrank Schimmel an der Wand. Könnt ihr den entfernen?',
    'Can I buy the eco cleaning products you use from you? I love how the flat smells afterwards.',
    // Plainly outside
    'Wo gibt es das beste Kölsch in der Altstadt?',
    "What's the fastest train from Cologne to Düsseldorf airport?",
  ],
};
