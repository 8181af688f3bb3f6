import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Autohaus Ruhrblick, an owner-run used-car dealer in Dortmund-Hörde (Germany), founded in 2004
 * and run by Ralf Kowalski and his daughter Jana. It sells about 150 checked used cars of all
 * brands (no new cars, no pre-registered cars, no leasing), each with a 110-point check, a fresh
 * service, at least 12 months of HU and a 12-month used-car guarantee that can be extended to 24
 * months; it names every known accident damage in the advert and the contract and sells no
 * unrepaired or structurally damaged car to private customers; it takes cars in part exchange
 * (Inzahlungnahme) and buys cars outright even when the customer buys nothing (Ankauf), arranges
 * loans through a partner bank (also for the self-employed, with honest answers on Schufa
 * entries, and a balloon loan instead of leasing), registers cars in Dortmund and the
 * neighbouring districts, arranges short-term plates (Kurzzeitkennzeichen) and export plates
 * (Ausfuhrkennzeichen) for foreign buyers, delivers within 100 km (the Ruhr area, Münster), and
 * runs a workshop for all brands with HU/AU in the house, tyre changes and storage and air
 * conditioning service. Prices are in euros with 19 % German VAT, most cars under the margin
 * scheme. Its customers write in German, often in Ruhr everyday speech and chat-speak (families
 * and commuters from Hörde, Aplerbeck, Schwerte, Witten, Bochum, Unna and Hagen, tradesmen and
 * the self-employed, people who only want to sell their car, workshop customers from the south
 * of Dortmund), and in English (students of TU Dortmund, international staff of the university
 * and research institutes, buyers from the Netherlands and Poland). The owner wrote the briefing
 * in German, most Q&A pairs in German (address and hours with the Sunday viewing day, the stock
 * and no new cars, the check before sale, the guarantee, accident cars, electric cars and
 * hybrids, part exchange, buying cars outright, financing, the self-employed and Schufa, no
 * leasing, payment, registration, short-term plates, test drives, reservation with a deposit,
 * delivery, the workshop, HU/AU, tyres, air conditioning) and a few in English (buying a car as a
 * student or newcomer, a foreign driving licence, export to the Netherlands and Poland, VAT and
 * the margin scheme, staff who speak English, Dutch or Polish), added two custom responses (a
 * valuation of the customer's car, a financing request), and pasted the 2026 price and services
 * list and the general terms of sale and guarantee, both in German.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases with
 * Ruhr and everyday words the owner never used ("hömma", "meine alte Karre", "die Kiste", "sacht
 * ihr einem ehrlich", "die Klima pustet nur noch warme Luft", "wat kostet dat", "ne Runde
 * drehen", "dat direkt mit nach Hause nehmen"), long messages with a story around the question (a
 * family in Aplerbeck whose Zafira died, a self-employed tiler with an old Schufa entry, a buyer
 * burnt by a private sale on Kleinanzeigen, a buyer from Hamm who wants a car held until
 * Saturday, a signed Polo and a customer from Schwerte, a master's student from India, a buyer
 * from Enschede, two brothers from Wrocław, a postdoc's wife on a fixed-term contract), typos and
 * chat-speak ("hab", "gibts", "nen", "kannste", "lg", "mfg", "ueberweisung", no umlauts; "u",
 * "v bad", "2", "pls"), one- or two-word questions ("Garantie?", "Inzahlungnahme?",
 * "Kurzzeitkennzeichen?", "Leasing?", "Export plates?"), short follow-ups that only make sense
 * after an earlier question ("und sonntags?", "und wenn ich nen Schufa-Eintrag hab?", "and how
 * long are the export plates valid?"), English questions against German knowledge and the
 * reverse, and a few that only a document answers (withdrawing from a contract signed by e-mail,
 * the price of a timing belt, a courtesy car during a repair, a scratch made on a test drive).
 * The outside questions include hard negatives that share words with the knowledge (renting a
 * van for a move next to the vans for sale, paint repair next to the accident policy, a wall box
 * next to the electric cars, an H-plate classic-car report next to HU/AU, the amount of the car
 * tax next to the registration, a parking heater next to the air conditioning, motorbikes for a
 * TU student, a windscreen after a stone chip) and plain questions about tickets for BVB against
 * Schalke and a currywurst near the Phoenix-See.
 */

const english = qaIn('English');
const german = qaIn('German');

// The sources' titles, as the answers name them.
const location = 'Wo finde ich das Autohaus Ruhrblick und wann haben Sie geöffnet?';
const stock = 'Welche Gebrauchtwagen haben Sie im Bestand, und verkaufen Sie auch Neuwagen?';
const check = 'Wie werden Ihre Gebrauchtwagen vor dem Verkauf geprüft?';
const warranty = 'Welche Garantie bekomme ich auf einen Gebrauchtwagen?';
const accident = 'Verkaufen Sie Unfallwagen, und wie gehen Sie mit Vorschäden um?';
const electric = 'Haben Sie auch gebrauchte Elektroautos und Hybride?';
const tradeIn = 'Nehmen Sie mein altes Auto in Zahlung, wenn ich bei Ihnen kaufe?';
const purchase = 'Kaufen Sie mein Auto auch an, wenn ich bei Ihnen nichts kaufe?';
const financing = 'Kann ich mein Auto bei Ihnen finanzieren?';
const selfEmployed =
  'Bekomme ich als Selbstständiger oder mit einem Schufa-Eintrag eine Finanzierung?';
const leasing = 'Bieten Sie Leasing an?';
const payment = 'Wie kann ich bei Ihnen bezahlen?';
const registration = 'Übernehmen Sie die Zulassung für mich?';
const shortTermPlates = 'Kann ich das Auto mit Kurzzeitkennzeichen selbst abholen und überführen?';
const testDrive = 'Kann ich eine Probefahrt machen?';
const reservation = 'Kann ich ein Auto reservieren lassen?';
const delivery = 'Liefern Sie das Auto auch nach Hause?';
const workshop = 'Warten und reparieren Sie auch Autos, die nicht bei Ihnen gekauft wurden?';
const inspection = 'Kann ich bei Ihnen HU und AU machen lassen?';
const tyres = 'Wechseln und lagern Sie Reifen?';
const airCon = 'Warten und befüllen Sie Klimaanlagen?';
const students =
  'I’m a student or new in Dortmund: can I buy a car from you, and what do I need to register it?';
const foreignLicence = 'Can I drive in Germany with my foreign driving licence?';
const exportCars =
  'I live in the Netherlands, Poland or another country: can I buy a car from you and take it home?';
const vat = 'Do your prices include VAT, and can I get a VAT invoice or a refund?';
const staffLanguages = 'Does anyone at Autohaus Ruhrblick speak English, Dutch or Polish?';
const priceList = 'Preis- und Leistungsliste 2026 – Autohaus Ruhrblick';
const terms = 'Allgemeine Verkaufs- und Garantiebedingungen – Autohaus Ruhrblick (Stand 2026)';
const valuation = 'Bewertung meines Autos für Ankauf oder Inzahlungnahme';
const financingQuote = 'Anfrage für eine Finanzierung';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const dortmundUsedCarDealerSet: EvaluationSet = {
  name: 'Dortmund used-car dealer (Autohaus Ruhrblick)',
  heldOut: false,
  agentName: 'Jana',
  briefing: {
    companyName: 'Autohaus Ruhrblick',
    industry: 'automotive',
    description:
      'Das Autohaus Ruhrblick ist ein inhabergeführter Gebrauchtwagenhändler in Dortmund-Hörde, 2004 von Ralf Kowalski gegründet, der das Haus heute zusammen mit seiner Tochter Jana führt. Wir verkaufen rund 150 geprüfte Gebrauchtwagen aller Marken – keine Neuwagen – und haben eine eigene Meisterwerkstatt für alle Marken. Wir sind 16 Leute: Verkäufer, Kfz-Mechatroniker, ein Serviceberater und eine Kollegin, die sich um Zulassung und Finanzierung kümmert. Sie finden uns in der Hermannstraße 212, 44263 Dortmund, nah am Phoenix-See und an der B236. Bei uns sprechen Sie Deutsch, Englisch, Polnisch, Niederländisch und Türkisch. Bei uns gibt es keine Überraschungen: Vorschäden nennen wir offen, die Preise sind fair kalkuliert, und wer nur sein Auto verkaufen will, ist genauso willkommen wie ein Käufer.',
    targetAudience:
      'Familien, Berufspendler und Fahranfänger aus Dortmund und dem Ruhrgebiet (Hörde, Aplerbeck, Schwerte, Witten, Bochum, Unna, Hagen), die ein zuverlässiges Auto zum fairen Preis suchen; Handwerker und Selbstständige, die einen Kombi oder Hochdachkombi brauchen und oft finanzieren; Leute, die ihr altes Auto in Zahlung geben oder einfach verkaufen wollen; Werkstattkunden aus dem Dortmunder Süden; Studierende der TU und der FH Dortmund und internationale Mitarbeitende der Hochschulen und Forschungsinstitute, die uns auf Englisch schreiben; und Käufer aus den Niederlanden und aus Polen, die ein Auto exportieren.',
    keyServices:
      'Rund 150 Gebrauchtwagen aller Marken, Baujahre 2012 bis 2024, von 3.900 bis 38.000 € (keine Neuwagen, kein Leasing); 110-Punkte-Check, frische Inspektion und mindestens 12 Monate HU bei jedem Auto; 12 Monate Gebrauchtwagengarantie inklusive, auf 24 Monate verlängerbar; Unfallschäden und Vorschäden offen in Anzeige und Kaufvertrag angegeben; Inzahlungnahme und Ankauf aller Marken, auch ohne Autokauf bei uns und auch mit Mängeln, mit kostenloser Bewertung; Finanzierung über unsere Partnerbank, auch für Selbstständige, und Schlussratenfinanzierung als Alternative zum Leasing; Zulassungsservice, Kurzzeitkennzeichen und Ausfuhrkennzeichen für den Export; Lieferung nach Hause in Dortmund und im Ruhrgebiet; Meisterwerkstatt für alle Marken mit Inspektion, Reparaturen und Diagnose; HU und AU im Haus; Reifenwechsel und Reifeneinlagerung; Klimaservice.',
    commonQuestions:
      'Öffnungszeiten und der Schautag am Sonntag, ob ein bestimmtes Auto noch da ist, Probefahrt und Reservierung mit Anzahlung, Garantie und Sachmängelhaftung, ob ein Auto einen Unfall hatte, Elektroautos und Batteriezustand, Inzahlungnahme und Ankauf ohne Kauf, Finanzierung und Monatsraten, Finanzierung für Selbstständige und mit Schufa-Eintrag, Leasing (bieten wir nicht an), Barzahlung und Kartenzahlung, Zulassung und Kurzzeitkennzeichen, Lieferung, Werkstatttermine, TÜV (HU/AU), Reifenwechsel und Klimaservice; auf Englisch: Autokauf als Student oder neu in Deutschland, ausländischer Führerschein, Export in die Niederlande oder nach Polen und die Mehrwertsteuer.',
    languages: ['German', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Kurz, klar und ehrlich, mit konkreten Preisen in Euro inklusive Mehrwertsteuer. Wir siezen unsere Kunden, auch wenn sie uns duzen oder im Ruhrpott-Slang schreiben, und antworten auf Englisch, wenn jemand Englisch schreibt. Wir versprechen keinen Ankaufspreis, ohne das Auto gesehen zu haben, und keine Finanzierung, bevor die Bank entschieden hat. Jede Antwort endet mit einem nächsten Schritt: Probefahrt, Bewertung, Rückruf oder WhatsApp an 0171 482 93 10.',
    personality:
      'Wie ein Autohändler aus dem Pott, dem man vertraut: direkt, bodenständig, hilfsbereit und mit etwas Humor. Ehrlich über Vorschäden, Kosten und Grenzen, geduldig mit Fahranfängern und mit Kunden, die die deutschen Formalitäten zum ersten Mal erleben.',
    responseTemplates: [
      {
        scenario: valuation,
        response:
          'Gern! Für eine erste Einschätzung schicken Sie uns bitte per WhatsApp an 0171 482 93 10 oder per E-Mail an ankauf@autohaus-ruhrblick.example: Marke, Modell, Motor und Erstzulassung (am einfachsten ein Foto der Zulassungsbescheinigung Teil I); den Kilometerstand; Fotos von allen vier Seiten, vom Innenraum und vom Tacho bei laufendem Motor; ob das Serviceheft gepflegt ist und wann die nächste HU fällig ist; bekannte Schäden, Unfälle oder Warnleuchten; und ob das Auto noch finanziert ist. Sie bekommen noch am selben Werktag eine Preisspanne. Das verbindliche Angebot machen wir nach einer kostenlosen Besichtigung von etwa 20 Minuten bei uns in Hörde, ohne Termin während der Öffnungszeiten des Verkaufs; es gilt 14 Tage oder 500 km. Ob Sie bei uns ein anderes Auto kaufen oder nicht, spielt dafür keine Rolle.',
      },
      {
        scenario: financingQuote,
        response:
          'Gern prüfen wir eine Finanzierung für Sie. Schicken Sie uns dafür per E-Mail an finanzierung@autohaus-ruhrblick.example: welches Auto Sie möchten (den Link zur Anzeige) oder Ihren Budgetrahmen; die gewünschte Anzahlung und Laufzeit oder die Monatsrate, die Sie sich vorstellen; ob Sie eine Schlussratenfinanzierung möchten; und ob Sie ein Auto in Zahlung geben. Als Angestellte oder Angestellter brauchen wir Ihre letzten zwei Gehaltsabrechnungen, als Selbstständige oder Selbstständiger die letzten zwei Einkommensteuerbescheide und eine aktuelle BWA, außerdem eine Kopie Ihres Ausweises (bei Nicht-EU-Bürgern mit Aufenthaltstitel) und Ihre IBAN. Zuerst stellen wir eine Konditionsanfrage, die Ihren Schufa-Score nicht verschlechtert. Gibt es Schufa-Einträge, sagen Sie es uns bitte gleich: Dann suchen wir die passende Lösung oder sagen Ihnen ehrlich, dass es nicht geht. Die Antwort der Bank bekommen Sie meist innerhalb eines Werktages.',
      },
    ],
  },
  qa: [
    german(
      location,
      'Das Autohaus Ruhrblick finden Sie in der Hermannstraße 212, 44263 Dortmund-Hörde, fünf Minuten vom Phoenix-See und drei Minuten von der Auffahrt zur B236; Kundenparkplätze gibt es direkt auf dem Hof. Mit Bus und Bahn: Stadtbahn U41 bis zur Haltestelle Clarenberg und dann sieben Minuten zu Fuß, oder vom Bahnhof Dortmund-Hörde zehn Minuten zu Fuß. Verkauf und Ankauf sind montags bis freitags von 9:00 bis 18:30 Uhr und samstags von 9:00 bis 16:00 Uhr geöffnet. Die Werkstatt ist montags bis freitags von 7:30 bis 17:30 Uhr geöffnet, samstags von 8:00 bis 12:00 Uhr nur für Reifenwechsel mit Termin. Sonntags ist Schautag von 11:00 bis 16:00 Uhr: Sie können sich die Autos auf dem Hof ansehen, aber Beratung, Probefahrten und Verkauf sind sonntags gesetzlich nicht erlaubt. An Feiertagen und zwischen Weihnachten und Neujahr sind wir geschlossen. Telefon 0231 4729 100, WhatsApp 0171 482 93 10, E-Mail info@autohaus-ruhrblick.example.',
    ),
    german(
      stock,
      'Wir haben ständig rund 150 Gebrauchtwagen aller Marken auf dem Hof, Baujahre 2012 bis 2024, von etwa 3.900 € bis 38.000 €: Kleinwagen (Polo, Corsa, Fiesta, i20, Sandero, Yaris), Kompakte und Kombis (Golf, Astra, Focus, Octavia, Ceed, Leon), SUVs (Tiguan, T-Roc, Kuga, Tucson, Sportage, Qashqai), Sieben- und Achtsitzer (Touran, Sharan, Zafira, S-Max), Hochdachkombis und kleine Transporter (Caddy, Berlingo, Kangoo, Transit Custom) und rund 15 Elektroautos und Hybride. Neuwagen verkaufen wir nicht, auch keine Tageszulassungen; unsere jüngsten Autos sind ein bis zwei Jahre alte Jahreswagen und ehemalige Firmenwagen. Alle Autos stehen mit Fotos, Kilometerstand, Ausstattung und Preis auf www.autohaus-ruhrblick.example, bei mobile.de und bei AutoScout24, und alle stehen bei uns in Hörde – ein zweites Lager haben wir nicht. Schicken Sie uns den Link zur Anzeige per WhatsApp an 0171 482 93 10: Wir sagen Ihnen sofort, ob das Auto noch da ist, und schicken Ihnen auf Wunsch ein Video und weitere Fotos. Ist Ihr Wunschauto nicht dabei, nehmen wir kostenlos einen Suchauftrag mit Modell, Budget und Ausstattung auf und melden uns, sobald ein passendes Auto hereinkommt.',
    ),
    german(
      check,
      'Jedes Auto durchläuft vor dem Verkauf in unserer eigenen Werkstatt einen 110-Punkte-Check: Motor, Getriebe, Fahrwerk, Bremsen, Elektrik, Fehlerspeicher, Klimaanlage, Reifen und Unterboden. Wir machen eine frische Inspektion mit Ölwechsel nach Herstellervorgabe, und Bremsbeläge unter 30 % und Reifen unter 4 mm Profil werden vor der Übergabe erneuert. Läuft die HU weniger als 12 Monate, bekommt das Auto vor dem Verkauf eine neue, sodass Sie mindestens ein Jahr TÜV haben. Den Tachostand gleichen wir mit Serviceheft, Rechnungen und den Einträgen im digitalen Serviceheft ab, und mit einem Lackschichtdickenmessgerät prüfen wir jedes Blechteil auf Nachlackierungen. Das Prüfprotokoll liegt in jedem Auto aus, und Sie bekommen es mit dem Kaufvertrag. Autos, die den Check nicht bestehen und sich nicht vernünftig instand setzen lassen, verkaufen wir nicht an Privatkunden, sondern an Händler.',
    ),
    german(
      warranty,
      'Jeder Gebrauchtwagen, der bei der Übergabe höchstens 12 Jahre alt ist und weniger als 180.000 km gelaufen hat, bekommt bei uns eine 12-monatige Gebrauchtwagengarantie über unseren Garantiepartner, die Westfalen Garant AG, im Preis inklusive. Beim Kauf können Sie sie für 390 € auf 24 Monate verlängern. Die Garantie deckt Motor, Schalt- und Automatikgetriebe, Achsantrieb, Turbolader, Kraftstoffanlage, Kühlsystem, Lenkung, Bremsanlage (ohne Verschleißteile) sowie Steuergeräte und Elektrik; Verschleißteile wie Kupplung, Bremsbeläge und -scheiben, Reifen, Batterie und Stoßdämpfer sind nicht abgedeckt. Die Lohnkosten werden voll übernommen, die Materialkosten ab 100.000 km anteilig (die Staffel steht in unseren Verkaufsbedingungen). Im Schadensfall rufen Sie uns bitte an, bevor etwas repariert wird: Repariert wird in unserer Werkstatt oder, wenn Sie mehr als 50 km entfernt liegen bleiben, nach unserer Freigabe in einer anderen Fachwerkstatt. Unabhängig von der Garantie haften wir gegenüber Privatkunden ein Jahr lang für Sachmängel, die schon bei der Übergabe vorhanden waren. Für ältere Autos oder Autos mit mehr Kilometern (bis 15 Jahre und 250.000 km) bieten wir eine 12-monatige Garantie für 290 € an.',
    ),
    german(
      accident,
      'Ja, bei uns stehen auch Autos mit reparierten Unfallschäden, aber immer mit offenen Karten. Jeden Vorschaden, den wir kennen oder bei unserer Prüfung mit dem Lackschichtdickenmessgerät finden, schreiben wir in die Anzeige und in den Kaufvertrag – mit der Art des Schadens, der Reparaturrechnung oder dem Gutachten, wenn vorhanden, und mit Fotos. „Unfallfrei“ schreiben wir nur, wenn wir das belegen können; sonst steht „Unfallschaden fachgerecht repariert“ oder „Vorschäden nicht bekannt“ im Vertrag. Autos mit unreparierten Schäden, mit Rahmen- oder Strukturschaden, nach einer Airbag-Auslösung, mit Hagel-, Wasser- oder Brandschaden oder mit wirtschaftlichem Totalschaden verkaufen wir grundsätzlich nicht an Privatkunden. Ein fachgerecht reparierter Unfallwagen ist bei uns je nach Schaden 5 bis 15 % günstiger als ein vergleichbares unfallfreies Auto. Gern zeigen wir Ihnen vor Ort die reparierten Stellen und die Messwerte.',
    ),
    german(
      electric,
      'Ja, wir haben meist rund 15 gebrauchte Elektroautos und Hybride im Bestand, zum Beispiel VW ID.3, e-Golf, Renault Zoe, Hyundai Kona Elektro, Kia e-Niro sowie Toyota Yaris und Corolla Hybrid. Jedes Elektroauto und jeder Plug-in-Hybrid kommt mit einem unabhängigen Batteriezertifikat, das den Gesundheitszustand der Hochvoltbatterie (State of Health, in Prozent) ausweist; unter 80 % verkaufen wir ein E-Auto nicht an Privatkunden. Die Hochvoltbatterie ist von unserer Gebrauchtwagengarantie ausgenommen, bei den meisten Modellen gilt aber noch die Batteriegarantie des Herstellers von 8 Jahren oder 160.000 km, die auf Sie übergeht. Bei einer Zoe sagen wir Ihnen vorab, ob die Batterie gekauft oder gemietet ist. Zu jedem E-Auto gehört ein Ladekabel Typ 2 für öffentliche Ladesäulen. Bei der Probefahrt nehmen wir uns Zeit, Ihnen das Laden, die Reichweite im Winter und die Lade-App zu erklären. Unsere Werkstatt hat zwei Mechaniker mit Hochvolt-Qualifikation und wartet auch Elektroautos und Hybride.',
    ),
    german(
      tradeIn,
      'Ja, wir nehmen Ihr altes Auto jeder Marke in Zahlung, wenn Sie bei uns ein Auto kaufen – auch mit hohem Kilometerstand, ohne TÜV oder mit Mängeln. Die Bewertung ist kostenlos und unverbindlich und dauert etwa 20 Minuten, ohne Termin während der Öffnungszeiten des Verkaufs; eine erste Einschätzung bekommen Sie auch per WhatsApp mit Fotos, Kilometerstand und einem Foto des Fahrzeugscheins. Unser Angebot gilt 14 Tage oder 500 km, und der Betrag wird direkt vom Kaufpreis Ihres neuen Autos abgezogen. Sie fahren Ihr altes Auto weiter, bis Sie das neue abholen. Ist es noch finanziert, lösen wir die Restschuld direkt bei Ihrer Bank ab und verrechnen sie. Bringen Sie zur Übergabe bitte die Zulassungsbescheinigung Teil I und II, das Serviceheft, den letzten HU-Bericht und alle Schlüssel mit. Die Abmeldung übernehmen wir kostenlos.',
    ),
    german(
      purchase,
      'Ja. Wir kaufen Autos aller Marken an, auch wenn Sie bei uns kein Auto kaufen: mit hoher Laufleistung, ohne HU, mit Motor- oder Getriebeschaden, mit Unfallschaden oder nicht mehr fahrbereit. Kommen Sie zur kostenlosen Bewertung während der Öffnungszeiten vorbei (etwa 20 Minuten, ohne Termin) oder schicken Sie uns vorab Fotos und Daten per WhatsApp. Sind wir uns einig, zahlen wir sofort per Echtzeitüberweisung oder bis 9.999 € auch bar, und wir melden das Auto kostenlos für Sie ab. Nicht fahrbereite Autos holen wir im Umkreis von 30 km um Dortmund kostenlos ab, weiter weg zum Selbstkostenpreis. Mitbringen sollten Sie Ihren Personalausweis, die Zulassungsbescheinigung Teil I und II, alle Schlüssel und, falls vorhanden, Serviceheft und Rechnungen. Ist das Auto noch finanziert und der Fahrzeugbrief bei der Bank, lösen wir den Kredit ab und zahlen Ihnen den Rest aus.',
    ),
    german(
      financing,
      'Ja. Wir vermitteln Finanzierungen über unsere Partnerbank, die Emscher Kreditbank AG, für Autos ab 2.500 € mit Laufzeiten von 12 bis 84 Monaten. Eine Anzahlung ist nicht nötig, senkt aber die Rate; auch Ihr altes Auto kann als Anzahlung dienen. Im Januar 2026 liegt der effektive Jahreszins je nach Laufzeit und Bonität ab 5,99 %. Beispiel: 12.000 € Nettodarlehensbetrag, 48 Monate, effektiver Jahreszins 6,99 %, gebundener Sollzins 6,78 %, 48 Monatsraten à 286,11 €, Gesamtbetrag 13.733,28 €. Voraussetzungen: Sie sind volljährig, wohnen in Deutschland, haben ein deutsches Girokonto und ein regelmäßiges Einkommen; bei einem befristeten Arbeitsvertrag oder Aufenthaltstitel darf die Laufzeit nicht über dessen Ende hinausgehen. Mitbringen sollten Sie Personalausweis oder Reisepass mit Aufenthaltstitel, Ihre letzten zwei Gehaltsabrechnungen und Ihre IBAN. Die Bank entscheidet meist innerhalb von 30 Minuten, während Sie bei uns sind, und Sondertilgungen sind jederzeit möglich.',
    ),
    german(
      selfEmployed,
      'Als Selbstständiger ja, wenn Sie Ihr Einkommen nachweisen können: Die Bank möchte in der Regel Ihre letzten zwei Einkommensteuerbescheide und eine aktuelle BWA mit Summen- und Saldenliste sehen. Sind Sie kürzer als zwei Jahre selbstständig, geht es meist nur mit einer Anzahlung von mindestens 20 % oder mit einem Mitantragsteller, zum Beispiel Ihrem Ehepartner. Jede Bank prüft Ihre Schufa; ein einzelner erledigter Eintrag, etwa ein bezahlter alter Handyvertrag, ist nicht automatisch ein Ausschluss. Mit offenen negativen Einträgen, einem laufenden Insolvenzverfahren oder einer Vermögensauskunft sagt die Bank in aller Regel nein, und eine Finanzierung „ohne Schufa“ bieten wir nicht an. Was hilft: eine höhere Anzahlung, ein Mitantragsteller mit gutem Einkommen oder eine kürzere Laufzeit. Unsere erste Anfrage bei der Bank ist eine Konditionsanfrage, die Ihren Schufa-Score nicht verschlechtert. Sprechen Sie uns offen an – wir sagen Ihnen ehrlich, ob es Sinn hat.',
    ),
    german(
      leasing,
      'Nein, Leasing bieten wir nicht an, weder für Privatkunden noch für Gewerbekunden: Für Gebrauchtwagen machen Leasinggesellschaften kaum gute Angebote. Wer eine niedrige Monatsrate möchte, fährt bei uns mit einer Schlussratenfinanzierung gut: Sie zahlen kleine Monatsraten und am Ende eine größere Schlussrate, die Sie bezahlen, weiterfinanzieren oder mit der Inzahlungnahme des Autos bei uns verrechnen können. Beispiel: 15.000 € über 60 Monate, effektiver Jahreszins 6,49 %, 59 Raten à 224,21 € und eine Schlussrate von 5.000 €, Gesamtbetrag 18.228,39 €. Anders als beim Leasing gehört das Auto Ihnen, Sie haben keine Kilometerbegrenzung und keine Diskussion über Kratzer bei der Rückgabe. Gewerbekunden finden bei uns außerdem regelbesteuerte Autos mit ausweisbarer Mehrwertsteuer. Wer unbedingt leasen möchte, ist bei einem Markenautohaus besser aufgehoben.',
    ),
    german(
      payment,
      'Am einfachsten zahlen Sie per Überweisung, am besten per Echtzeitüberweisung, damit Sie das Auto sofort mitnehmen können; eine normale Überweisung ist am nächsten Werktag bei uns. Mit Girocard (EC-Karte) und Kreditkarte (Visa, Mastercard) zahlen Sie bei uns bis 3.000 €, also zum Beispiel die Anzahlung, die Reservierung oder die Werkstattrechnung. Bar nehmen wir bis 9.999 € an; größere Beträge bitte nur per Überweisung, denn ab 10.000 € Bargeld gelten die Pflichten des Geldwäschegesetzes. Schecks und PayPal nehmen wir nicht. Finanzierung, Anzahlung und Inzahlungnahme lassen sich beliebig kombinieren. Das Auto übergeben wir, sobald der volle Betrag auf unserem Konto ist. Unsere Bankverbindung ändert sich nie: Bekommen Sie eine E-Mail mit einer angeblich neuen IBAN, rufen Sie uns bitte unter 0231 4729 100 an, bevor Sie überweisen.',
    ),
    german(
      registration,
      'Ja, unser Zulassungsservice meldet Ihr Auto für Sie an, Sie müssen nicht selbst zur Zulassungsstelle. Für Dortmund kostet das 99 €, für die Nachbarn Kreis Unna, Bochum, Hagen, Ennepe-Ruhr-Kreis und Kreis Recklinghausen 129 €, jeweils zuzüglich der Gebühren der Zulassungsstelle (rund 40 €) und der Kennzeichen (30 € pro Paar); für andere Zulassungsbezirke geht es nicht, dann holen Sie das Auto mit Kurzzeitkennzeichen ab. Wir brauchen von Ihnen: Ihren Personalausweis (oder Reisepass mit Meldebescheinigung), die eVB-Nummer Ihrer Kfz-Versicherung, ein SEPA-Lastschriftmandat für die Kfz-Steuer mit Ihrer IBAN und eine unterschriebene Vollmacht. In der Regel ist das Auto ein bis zwei Werktage, nachdem alle Unterlagen da sind, zugelassen, und die Kennzeichen sind beim Abholen schon montiert. Ihr bisheriges Kennzeichen können Sie mitnehmen, wenn Sie im selben Zulassungsbezirk bleiben und das alte Auto abgemeldet oder verkauft ist; ein Wunschkennzeichen reservieren wir für 12,80 € extra. Wenn Sie lieber selbst zulassen, geben wir Ihnen alle Papiere mit.',
    ),
    german(
      shortTermPlates,
      'Ja. Wenn Sie Ihr Auto lieber selbst bei Ihrer Zulassungsstelle anmelden, zum Beispiel weil Sie außerhalb unseres Zulassungsgebiets wohnen, besorgen wir Ihnen ein Kurzzeitkennzeichen: fünf Tage gültig, inklusive Versicherung, Gebühr und Schildern, für 139 €. Sie können auch selbst ein Kurzzeitkennzeichen bei Ihrer Zulassungsstelle holen und mitbringen; dafür schicken wir Ihnen vorab eine Kopie der Zulassungsbescheinigung Teil I. Bitte sagen Sie uns zwei Werktage vorher Bescheid, damit alles bereitliegt. Ein Kurzzeitkennzeichen gilt nur für Fahrten in Deutschland; für die Fahrt ins Ausland brauchen Sie ein Ausfuhrkennzeichen. Mit unseren roten Händlerkennzeichen dürfen Kunden nicht nach Hause fahren: Sie sind nur für Probefahrten und für Überführungen durch uns.',
    ),
    german(
      testDrive,
      'Ja, Probefahrten sind bei uns kostenlos, montags bis samstags während der Öffnungszeiten des Verkaufs. Sie brauchen einen gültigen Führerschein und Ihren Personalausweis oder Reisepass. Vereinbaren Sie am besten vorher einen Termin per Telefon oder WhatsApp, damit das Auto vorn auf dem Hof steht und getankt oder geladen ist; samstags ist es oft voll, ohne Termin kann es dann Wartezeit geben. Eine Probefahrt dauert etwa 30 bis 45 Minuten, gern über die B236 und durch Hörde, damit Sie Stadt und Schnellstraße testen. Normalerweise fährt ein Verkäufer mit; allein fahren dürfen Sie bis zu einer Stunde, wenn Sie mindestens 21 Jahre alt sind und den Führerschein seit zwei Jahren haben, nach einer Kopie Ihrer Papiere und mit einer unterschriebenen Probefahrtvereinbarung. Über Nacht oder übers Wochenende geben wir keine Autos zur Probe heraus.',
    ),
    german(
      reservation,
      'Ja. Ohne Anzahlung halten wir Ihnen ein Auto bis zum nächsten Werktag um 12 Uhr zurück. Mit einer Anzahlung von 300 € reservieren wir es sieben Tage fest für Sie, mit 500 € bis zu 14 Tage; Sie können die Anzahlung überweisen, mit Karte oder bar zahlen, und sie wird voll auf den Kaufpreis angerechnet. Während der Reservierung nehmen wir das Auto aus allen Anzeigen und zeigen es keinem anderen Kunden. Stellt sich bei der Besichtigung heraus, dass das Auto nicht der Beschreibung entspricht, bekommen Sie die Anzahlung komplett zurück. Kaufen Sie aus anderen Gründen nicht, behalten wir 150 € als Aufwandspauschale und erstatten den Rest. Reservieren können Sie auch aus der Ferne per Telefon oder WhatsApp, zum Beispiel wenn Sie aus Hamm, Münster oder den Niederlanden anreisen.',
    ),
    german(
      delivery,
      'Ja. Sie können Ihr Auto bei uns in Hörde abholen – dann nehmen wir uns Zeit für die Übergabe – oder wir bringen es zugelassen, mit montierten Kennzeichen, gereinigt und mit halbvollem Tank (E-Autos mit 80 % Ladung) zu Ihnen nach Hause oder zur Arbeit. Innerhalb Dortmunds liefern wir kostenlos; im Umkreis bis 50 km (zum Beispiel Bochum, Witten, Hagen, Unna, Schwerte, Lünen, Castrop-Rauxel, Hamm) kostet die Lieferung 79 €, bis 100 km (Essen, Gelsenkirchen, Duisburg, Recklinghausen, Münster) 129 €. Geliefert wird montags bis freitags zwischen 9 und 18 Uhr nach Terminabsprache, und unser Fahrer erklärt Ihnen das Auto vor Ort. Nehmen wir Ihr altes Auto in Zahlung, nimmt er es gleich mit. Weiter als 100 km und ins Ausland liefern wir nicht.',
    ),
    german(
      workshop,
      'Ja. Unsere Meisterwerkstatt wartet und repariert Autos aller Marken, ganz egal, wo Sie sie gekauft haben. Wir machen Inspektionen nach Herstellervorgabe mit Eintrag ins Serviceheft oder digitale Serviceheft, sodass Ihre Herstellergarantie erhalten bleibt, außerdem Ölwechsel, Bremsen, Kupplung, Auspuff, Stoßdämpfer, Batterie und Fehlerdiagnose sowie die Wartung von Elektro- und Hybridautos. Richtpreise inklusive Mehrwertsteuer: Ölwechsel mit Filter ab 89 €, kleine Inspektion ab 169 €, große Inspektion ab 299 €, Fehlerspeicher auslesen mit Diagnose 59 €, Stundenlohn 98 €. Bevor wir mehr machen als vereinbart, rufen wir Sie an, und ab 150 € gibt es vorher immer einen Kostenvoranschlag. Einen Termin bekommen Sie meist innerhalb von drei bis fünf Werktagen per Telefon, WhatsApp oder über unsere Website. Sie können das Auto ab 7:30 Uhr bringen oder am Vorabend in unseren Schlüsselkasten werfen.',
    ),
    german(
      inspection,
      'Ja. Dienstags und donnerstags kommt ein Prüfingenieur der GTÜ zu uns in die Werkstatt und nimmt die Hauptuntersuchung (HU) mit Abgasuntersuchung (AU) ab. HU mit AU kostet bei uns 149 € inklusive Vorführung; Sie geben das Auto morgens ab und holen es nachmittags mit neuer Plakette wieder ab. Für 29 € machen wir vorher einen Vorab-Check, damit das Auto nicht durchfällt; kleine Mängel wie Lampen oder Wischerblätter beheben wir nach Rücksprache gleich mit, und der Vorab-Check wird bei einer Reparatur angerechnet. Fällt das Auto doch durch, kostet die Nachprüfung innerhalb eines Monats 29 €. Ist Ihre Plakette mehr als zwei Monate überzogen, wird eine Ergänzungsuntersuchung mit 20 % Aufschlag fällig und es droht ein Bußgeld – kommen Sie also lieber rechtzeitig. Termine bitte etwa eine Woche vorher vereinbaren.',
    ),
    german(
      tyres,
      'Ja. Den Radwechsel von Sommer- auf Winterräder und zurück machen wir für 35 € für vier Kompletträder, mit Auswuchten für 59 €; neue Reifen auf Felgen aufziehen, inklusive Montage, Ventilen und Wuchten, kostet 79 € für vier Reifen. Ihre Räder lagern wir für 49 € pro Saison ein, gewaschen, geprüft und mit Profilmessung; zusammen mit dem Wechsel kostet das 89 € pro Saison. Neue Reifen aller gängigen Marken, auch Ganzjahresreifen, besorgen wir Ihnen innerhalb von ein bis zwei Tagen. Als Faustregel gilt „von O bis O“, also von Oktober bis Ostern Winterreifen; vorgeschrieben sind sie bei Glätte und Schnee, und wir empfehlen mindestens 4 mm Profil. Bei Autos mit Reifendruckkontrollsystem (RDKS) prüfen und programmieren wir die Sensoren gleich mit. Reifen wechseln wir auch samstags von 8 bis 12 Uhr, nur mit Termin – im Oktober und im April bitte früh buchen.',
    ),
    german(
      airCon,
      'Ja. Zum Klimaservice gehören das Absaugen des alten Kältemittels, eine Vakuum- und Dichtigkeitsprüfung, neues Kältemittel und Öl sowie eine Funktionsprüfung. Er kostet 89 € für Anlagen mit dem älteren Kältemittel R134a und 149 € für Anlagen mit R1234yf (die meisten Autos ab etwa 2017). Kommt aus der Klimaanlage nur noch warme Luft, ist oft Kältemittel verloren gegangen; dann suchen wir das Leck mit UV-Kontrastmittel (49 €, wird bei einer Reparatur angerechnet). Riecht es muffig, hilft eine Desinfektion der Anlage mit neuem Innenraumfilter ab 59 €. Wir empfehlen den Klimaservice alle zwei Jahre, am besten im Frühjahr. Er dauert etwa eine Stunde, und Sie können gern bei uns warten.',
    ),
    english(
      students,
      'Yes, many of our customers are students of TU Dortmund and the FH, or international staff of the universities and research institutes. To buy a car you only need your passport or ID card. To register it in your name you also need: proof of your address in Germany (the Meldebescheinigung you get when you register your address at the Bürgerdienste), your residence permit if you are from outside the EU, an eVB number from a German car insurer, and a bank account with an IBAN for the yearly car tax, which is paid by direct debit. Our registration service does the rest for 99 € in Dortmund, plus about 70 € for fees and plates, and the car is usually registered within one or two working days. Insurance is the biggest cost for new drivers in Germany: ask insurers whether they accept your no-claims record from home, and get your eVB number before you come. Popular student cars in our stock are small cars such as the Polo, Corsa, Fiesta or Sandero, from about 3,900 €. If you would like to pay monthly, financing needs a German bank account and a regular income; a student job or a scholarship alone is usually not enough.',
    ),
    english(
      foreignLicence,
      'A driving licence from an EU or EEA country, for example the Netherlands or Poland, is valid in Germany without a time limit, as long as it is valid at home. A licence from outside the EU is valid for six months after you take up residence in Germany; after that you have to exchange it for a German licence at the Fahrerlaubnisbehörde (driving licence office) of the City of Dortmund. For some countries, for example Japan, South Korea and several US states and Canadian provinces, the exchange works without a test; for most others, for example India or Nigeria, you have to pass the theory and the practical test. If your licence is neither an EU licence nor written in German, carry an international driving permit or an official German translation with it. For a test drive or to buy a car from us, your licence must be valid in Germany on that day, and we take a copy of it.',
    ),
    english(
      exportCars,
      'Yes, many of our customers come from the Netherlands, Poland and other countries. You buy the car like any other customer and drive it home on German export plates (Ausfuhrkennzeichen), which we arrange at the Straßenverkehrsamt Dortmund: plates, registration and insurance cost 249 € for 15 days, 299 € for 30 days and 449 € for three months. Plan one or two working days for this, and bring your passport or ID card. A German short-term plate (Kurzzeitkennzeichen) is only valid within Germany and cannot be used to cross the border. You get the registration certificates part I and II, the certificate of conformity (COC) where we have it, the service history and the latest HU report, and you register the car in your country: in the Netherlands after the RDW inspection and payment of the BPM, in Poland at your local registration office after paying the excise duty (akcyza). We do not deliver abroad, but you can also collect the car with your own trailer or a transport company. How VAT works for you depends on the car and on whether you buy privately or for a company; ask us before you sign.',
    ),
    english(
      vat,
      'All our prices for private customers include German VAT. Most of our used cars are sold under the margin scheme (Differenzbesteuerung, § 25a UStG): VAT is due only on our margin and is not shown on the invoice, so it cannot be deducted or refunded, not even when you take the car abroad. About a quarter of our cars, mostly former company cars and Jahreswagen, are sold with 19 % VAT shown on the invoice; the advert then says “MwSt. ausweisbar”. A company with a valid VAT number from another EU country, for example a Dutch BTW number or a Polish NIP, can buy these cars at the net price as an intra-EU delivery, once it has paid in full and signed a confirmation that the car has arrived in its country (Gelangensbestätigung). A private buyer from another EU country always pays the German price including VAT. For buyers from outside the EU, we refund the VAT on these cars once customs has confirmed the export.',
    ),
    english(
      staffLanguages,
      'Yes. Jana Kowalski, who runs the dealership with her father Ralf, speaks English; Piotr Nowak from our sales team speaks Polish and English; and Maarten Visser, who comes from Enschede, speaks Dutch. In the workshop, our service adviser Emre Yıldız speaks English and Turkish. Write to us on WhatsApp at +49 171 482 93 10 or by e-mail in English, Dutch or Polish and tell us when you would like to come, so that the right person is there. The purchase contract, the warranty terms and the financing documents are in German, but we go through them with you in your language and can send you a summary in English. We are used to helping international customers with German paperwork: registration, the insurance number (eVB), car tax and export plates.',
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'German',
      text: `PREIS- UND LEISTUNGSLISTE 2026 – AUTOHAUS RUHRBLICK GMBH
Gebrauchtwagen aller Marken – Ankauf – Meisterwerkstatt für alle Marken
Hermannstraße 212, 44263 Dortmund-Hörde · Tel. 0231 4729 100 · WhatsApp 0171 482 93 10 · info@autohaus-ruhrblick.example · www.autohaus-ruhrblick.example
Alle Preise in Euro inklusive 19 % Mehrwertsteuer, gültig vom 1. Januar bis 31. Dezember 2026. Irrtümer und Änderungen vorbehalten.

1. Gebrauchtwagen – im Kaufpreis enthalten
- 110-Punkte-Check mit Prüfprotokoll, Auslesen des Fehlerspeichers und Lackschichtdickenmessung
- Inspektion mit Ölwechsel nach Herstellervorgabe
- HU mit mindestens 12 Monaten Restlaufzeit bei der Übergabe
- Erneuerung von Bremsbelägen unter 30 % und Reifen unter 4 mm Profil
- Innen- und Außenreinigung
- 12 Monate Gebrauchtwagengarantie (Autos bis 12 Jahre und unter 180.000 km bei der Übergabe)
- Batteriezertifikat (State of Health) bei Elektroautos und Plug-in-Hybriden
- zwei Schlüssel, soweit vom Vorbesitzer vorhanden (sonst im Inserat vermerkt)
Preisspannen im Bestand (Januar 2026): Kleinwagen 3.900–13.500 · Kompakte und Kombis 6.900–24.000 · SUVs 11.900–34.000 · Vans und Siebensitzer 8.900–29.000 · Hochdachkombis und Transporter 7.900–31.000 · Elektro und Hybrid 12.900–38.000

2. Garantie
- Verlängerung der inklusiven Garantie auf 24 Monate (beim Kauf): 390
- 12 Monate Garantie für Autos über 12 Jahre oder ab 180.000 km (bis 15 Jahre und 250.000 km): 290
- 24 Monate Garantie für Autos über 12 Jahre oder ab 180.000 km: nicht möglich
- Erstattung der Materialkosten: bis 100.000 km 100 %; 100.001 bis 150.000 km 70 %; über 150.000 km 50 %. Lohnkosten: 100 %
- Höchstbetrag je Schadensfall: Zeitwert des Fahrzeugs, höchstens 5.000
- Abschleppen zur nächsten Fachwerkstatt im Garantiefall: bis 150 je Schadensfall

3. Reservierung
- bis zum nächsten Werktag 12 Uhr: kostenlos
- 7 Tage: Anzahlung 300 · 14 Tage: Anzahlung 500 (wird voll auf den Kaufpreis angerechnet)
- Aufwandspauschale bei Rücktritt, wenn das Auto der Beschreibung entspricht: 150

4. Ankauf und Inzahlungnahme
- Bewertung: kostenlos, ca. 20 Minuten, ohne Termin (Mo–Fr 9:00–18:30, Sa 9:00–16:00)
- Angebot gültig 14 Tage oder 500 km
- Abmeldung durch uns: kostenlos
- Abholung nicht fahrbereiter Autos: bis 30 km um Dortmund kostenlos; darüber 1,50 je km (einfache Strecke)
- Auszahlung: sofort per Echtzeitüberweisung; bar bis 9.999

5. Finanzierung (Vermittlung für die Emscher Kreditbank AG, Essen; die Autohaus Ruhrblick GmbH ist als gebundener Kreditvermittler tätig)
Repräsentative Beispiele ohne Anzahlung, gebundener Sollzins für die gesamte Laufzeit, keine Bearbeitungsgebühr:
- 8.000 € Nettodarlehensbetrag, 36 Monate, effektiver Jahreszins 7,99 %, Sollzins 7,71 %, 36 Raten à 249,63 €, Gesamtbetrag 8.986,68 €
- 12.000 €, 48 Monate, effektiver Jahreszins 6,99 %, Sollzins 6,78 %, 48 Raten à 286,11 €, Gesamtbetrag 13.733,28 €
- 20.000 €, 72 Monate, effektiver Jahreszins 5,99 %, Sollzins 5,83 %, 72 Raten à 329,87 €, Gesamtbetrag 23.750,64 €
- Schlussratenfinanzierung: 15.000 €, 60 Monate, effektiver Jahreszins 6,49 %, Sollzins 6,30 %, 59 Raten à 224,21 € und Schlussrate 5.000 €, Gesamtbetrag 18.228,39 €
Laufzeit 12 bis 84 Monate, ab 2.500 €. Sondertilgungen jederzeit möglich. Restschuldversicherung auf Wunsch, nicht Voraussetzung für den Kredit.

6. Zulassung und Kennzeichen
- Zulassungsservice Dortmund: 99
- Zulassungsservice Kreis Unna, Bochum, Hagen, Ennepe-Ruhr-Kreis, Kreis Recklinghausen: 129
- andere Zulassungsbezirke: nicht möglich (Kurzzeitkennzeichen)
- Gebühren der Zulassungsstelle: nach Aufwand, ca. 40
- Kennzeichenschilder (1 Paar): 30
- Reservierung eines Wunschkennzeichens: 12,80
- Kurzzeitkennzeichen (5 Tage, nur Inland, inklusive Versicherung, Gebühr und Schildern): 139
- Ausfuhrkennzeichen inklusive Zulassung, Schildern und Versicherung: 15 Tage 249 · 30 Tage 299 · 3 Monate 449

7. Lieferung (zugelassen, Kennzeichen montiert, gereinigt, halbvoller Tank bzw. 80 % Ladung)
- innerhalb Dortmunds: kostenlos
- bis 50 km: 79
- bis 100 km: 129
- über 100 km und ins Ausland: keine Lieferung

8. Werkstatt für alle Marken (Stundenlohn 98 inklusive Mehrwertsteuer)
- Ölwechsel mit Filter, bis 5 Liter Markenöl: ab 89
- Kleine Inspektion: Kleinwagen ab 169 · Kompakte und Kombis ab 199 · SUVs und Vans ab 229
- Große Inspektion: ab 299
- Fehlerdiagnose mit Auslesen des Fehlerspeichers: 59
- Zahnriemenwechsel mit Wasserpumpe: 1.0 und 1.2 TSI ab 549 · 1.4 und 1.5 TSI ab 599 · 1.6 und 2.0 TDI ab 649 · andere Motoren nach Kostenvoranschlag
- Bremsbeläge und Bremsscheiben vorn: ab 249
- Bremsflüssigkeit wechseln: 69
- Kupplung wechseln: ab 690
- Starterbatterie mit Einbau und Anlernen: ab 149
- Hochvolt-Check für Elektroautos und Hybride: 79
- Leihwagen während des Werkstattaufenthalts: 29 pro Tag mit 100 km (0,25 je Mehrkilometer); kostenlos bei Inspektionen und Reparaturen ab 500 und bei Garantiereparaturen; nur mit Termin und nach Verfügbarkeit
- Standgeld für nicht abgeholte Autos ab dem 4. Werktag nach Fertigstellung: 10 pro Tag

9. HU und AU (Prüfingenieur der GTÜ, dienstags und donnerstags)
- HU mit AU inklusive Vorführung: 149
- Vorab-Check: 29 (bei Reparatur angerechnet)
- Nachprüfung innerhalb eines Monats: 29
- Ergänzungsuntersuchung bei mehr als 2 Monaten überzogener HU: Aufschlag von 20 % auf die Prüfgebühr

10. Reifen
- Radwechsel, 4 Kompletträder: 35 · mit Auswuchten: 59
- Reifenmontage, 4 Reifen auf Felge, mit Wuchten und Ventilen: 79 (Runflat-Reifen und über 19 Zoll: + 20)
- Reifeneinlagerung pro Saison, mit Waschen: 49 · mit Radwechsel: 89
- RDKS-Sensor programmieren: 15 je Sensor · neuer Sensor mit Einbau: ab 49
- Reifenreparatur nach Reifenpanne: 25
- Altreifenentsorgung: 4 je Reifen

11. Klimaservice
- Kältemittel R134a: 89 · Kältemittel R1234yf: 149
- Lecksuche mit UV-Kontrastmittel: 49 (bei Reparatur angerechnet)
- Desinfektion mit neuem Innenraumfilter: ab 59`,
    },
    {
      title: terms,
      language: 'German',
      text: `ALLGEMEINE VERKAUFS- UND GARANTIEBEDINGUNGEN FÜR GEBRAUCHTFAHRZEUGE
Autohaus Ruhrblick GmbH, Hermannstraße 212, 44263 Dortmund, Amtsgericht Dortmund HRB 17429, Geschäftsführer Ralf Kowalski und Jana Kowalski. Stand: 1. Januar 2026.

§ 1 Geltungsbereich
Diese Bedingungen gelten für den Verkauf von Gebrauchtfahrzeugen, für Reservierungen, Inzahlungnahmen, Probefahrten und Werkstattaufträge. „Verbraucher“ ist, wer ein Fahrzeug überwiegend privat kauft; „Unternehmer“, wer es für seine gewerbliche oder selbstständige Tätigkeit kauft.

§ 2 Vertragsschluss
Der Kaufvertrag kommt mit der Unterschrift beider Seiten auf der verbindlichen Bestellung zustande, auch in Textform (E-Mail, PDF). Angaben in Inseraten bei mobile.de, AutoScout24 oder auf unserer Website sind unverbindlich; maßgeblich sind Ausstattung und Zustand, wie sie in der Bestellung stehen.

§ 3 Reservierung und Anzahlung
Gegen eine Anzahlung von 300 € reservieren wir ein Fahrzeug 7 Tage, gegen 500 € 14 Tage. Die Anzahlung wird auf den Kaufpreis angerechnet. Entspricht das Fahrzeug bei der Besichtigung nicht der Beschreibung, wird die Anzahlung binnen 5 Werktagen vollständig erstattet. Tritt der Kunde aus anderen Gründen zurück, behalten wir eine Aufwandspauschale von 150 € ein; dem Kunden bleibt der Nachweis offen, dass uns kein oder ein geringerer Aufwand entstanden ist.

§ 4 Kauf im Fernabsatz, Widerrufsrecht
Wird der Kaufvertrag mit einem Verbraucher ausschließlich über Fernkommunikationsmittel geschlossen (Telefon, E-Mail, WhatsApp, Website), ohne dass der Kunde das Fahrzeug vorher bei uns besichtigt hat, kann er den Vertrag innerhalb von 14 Tagen ab der Übergabe des Fahrzeugs ohne Angabe von Gründen widerrufen. Der Widerruf erfolgt per E-Mail an info@autohaus-ruhrblick.example oder schriftlich. Das Fahrzeug ist in Dortmund-Hörde zurückzugeben; holen wir es ab, trägt der Kunde die Kosten nach unserer Lieferpreisliste. Für eine Nutzung über die Prüfung hinaus (mehr als 100 km seit der Übergabe) und für Beschädigungen schuldet der Kunde Wertersatz, für Mehrkilometer 0,25 € je km. Den Kaufpreis erstatten wir innerhalb von 14 Tagen nach Rückgabe des Fahrzeugs. Hat der Kunde das Fahrzeug vor Vertragsschluss besichtigt oder Probe gefahren, besteht kein Widerrufsrecht.

§ 5 Preise, Zahlung, Eigentumsvorbehalt
Die Preise für Verbraucher enthalten die Mehrwertsteuer; die meisten Fahrzeuge werden differenzbesteuert nach § 25a UStG verkauft, die Mehrwertsteuer wird dann nicht ausgewiesen. Der Kaufpreis ist spätestens bei der Übergabe fällig, per Überweisung, mit Girocard oder Kreditkarte bis 3.000 € oder bar bis 9.999 €. Das Fahrzeug bleibt bis zur vollständigen Bezahlung unser Eigentum. Die Zulassungsbescheinigung Teil II wird erst nach vollständigem Zahlungseingang ausgehändigt, bei einer Finanzierung an die finanzierende Bank.

§ 6 Abnahme
Der Käufer holt das Fahrzeug innerhalb von 10 Tagen nach der Bereitstellungsanzeige ab oder lässt es liefern. Danach berechnen wir 10 € Standgeld je Tag. Nimmt der Käufer das Fahrzeug trotz Fristsetzung nicht ab, können wir vom Vertrag zurücktreten und 15 % des Kaufpreises als Schadenersatz verlangen; dem Käufer bleibt der Nachweis eines geringeren Schadens offen.

§ 7 Export
Für die Ausfuhr stellen wir auf Wunsch Ausfuhrkennzeichen nach unserer Preisliste. Ein Verkauf ohne Mehrwertsteuer an ein Unternehmen im EU-Ausland setzt eine beim Bundeszentralamt für Steuern bestätigte Umsatzsteuer-Identifikationsnummer und eine unterschriebene Gelangensbestätigung innerhalb von 30 Tagen voraus; bis dahin hinterlegt der Käufer eine Sicherheit in Höhe der Mehrwertsteuer, sonst stellen wir diese nachträglich in Rechnung. Bei der Ausfuhr in ein Land außerhalb der EU erstatten wir die ausgewiesene Mehrwertsteuer, sobald uns die Ausfuhrbestätigung des Zolls vorliegt, spätestens drei Monate nach der Übergabe.

§ 8 Inzahlungnahme
Der Kunde versichert, dass seine Angaben zu Kilometerstand, Unfällen, Vorschäden und Mängeln vollständig und richtig sind. Das Altfahrzeug wird bei der Übergabe des gekauften Fahrzeugs in dem Zustand übergeben, in dem es bewertet wurde, mit allen Papieren und Schlüsseln. Zeigen sich verschwiegene Mängel oder ist der Zustand erheblich schlechter, passen wir den Anrechnungsbetrag an. Eine Restschuld lösen wir bei der Bank ab und verrechnen sie mit dem Anrechnungsbetrag.

§ 9 Sachmängelhaftung
Gegenüber Verbrauchern verjähren Ansprüche wegen Sachmängeln ein Jahr nach der Übergabe; diese Verkürzung wird in der Bestellung gesondert vereinbart. Gegenüber Unternehmern ist die Sachmängelhaftung ausgeschlossen, außer bei Vorsatz und bei Verletzung von Leben, Körper oder Gesundheit. Vorschäden und Unfallschäden, die in der Bestellung genannt sind, begründen keinen Mangel. Die Nacherfüllung erfolgt in unserer Werkstatt; bleibt das Fahrzeug mehr als 50 km von Dortmund entfernt liegen, kann der Kunde nach unserer Zustimmung eine andere Fachwerkstatt beauftragen.

§ 10 Gebrauchtwagengarantie
Garantiegeber ist die Westfalen Garant AG. Die Garantie gilt 12 Monate ab Übergabe, verlängert 24 Monate, ohne Kilometerbegrenzung, und umfasst die in der Garantieurkunde genannten Baugruppen: Motor, Schalt- und Automatikgetriebe, Achsantrieb, Turbolader, Kraftstoffanlage, Kühlsystem, Lenkung, Bremsanlage sowie Steuergeräte und Elektrik. Nicht versichert sind Verschleißteile (Kupplung, Bremsbeläge und -scheiben, Reifen, Batterie, Stoßdämpfer, Wischerblätter), die Hochvoltbatterie von Elektro- und Hybridfahrzeugen, Karosserie und Innenausstattung sowie Schäden durch Unfall, falschen Kraftstoff, Ölmangel, Tuning oder Motorsport. Materialkosten werden bis 100.000 km zu 100 %, bis 150.000 km zu 70 % und darüber zu 50 % erstattet, Lohnkosten voll, je Schadensfall höchstens bis zum Zeitwert und 5.000 €. Voraussetzungen: Wartung nach Herstellervorgabe in einer Fachwerkstatt (Toleranz 1.000 km oder ein Monat), Nachweis durch Rechnungen, und Meldung des Schadens bei uns vor Beginn der Reparatur. Abschleppkosten werden bis 150 € je Schadensfall erstattet. Wird das Fahrzeug ins Ausland ausgeführt, gilt die Garantie nur für Reparaturen in unserer Werkstatt. Bei einem Weiterverkauf an eine Privatperson geht die Garantie auf den neuen Halter über.

§ 11 Probefahrten
Probefahrten setzen einen in Deutschland gültigen Führerschein und einen Ausweis voraus. Allein fahren darf, wer mindestens 21 Jahre alt ist und den Führerschein seit mindestens zwei Jahren besitzt, höchstens eine Stunde und nach Unterzeichnung der Probefahrtvereinbarung. Das Fahrzeug ist vollkaskoversichert; verursacht der Fahrer schuldhaft einen Schaden, trägt er die Selbstbeteiligung von 1.000 €, bei grober Fahrlässigkeit oder Vorsatz den vollen Schaden. Für Verkehrsverstöße während der Probefahrt (zu schnell, Rotlicht, Parken) haftet der Fahrer; wir nennen der Bußgeldstelle seine Personalien und berechnen eine Bearbeitungspauschale von 25 €.

§ 12 Werkstattaufträge
Arbeiten über 150 € führen wir nur nach einem vom Kunden freigegebenen Kostenvoranschlag aus; eine Überschreitung um mehr als 15 % bedarf seiner Zustimmung. Ausgebaute Teile werden auf Wunsch zurückgegeben. Auf Reparaturen geben wir ein Jahr Gewährleistung. Leihwagen: Fahrer ab 21 Jahren und mindestens zwei Jahre im Besitz des Führerscheins, 29 € pro Tag mit 100 km, kostenlos bei Aufträgen ab 500 € und bei Garantiereparaturen, Rückgabe mit gleichem Tankstand; bei einem schuldhaft verursachten Schaden trägt der Kunde eine Selbstbeteiligung von 500 €. Wird ein fertiges Fahrzeug nicht innerhalb von 3 Werktagen abgeholt, berechnen wir 10 € Standgeld je Tag.

§ 13 Datenschutz und Streitbeilegung
Personendaten verarbeiten wir nur für Kauf, Finanzierung, Zulassung, Garantie und Werkstatt, nach der DSGVO. Bei Streitigkeiten mit Verbrauchern nehmen wir an Schlichtungsverfahren der Schiedsstelle für das Kraftfahrzeughandwerk Dortmund teil. Gerichtsstand für Kaufleute ist Dortmund.`,
    },
  ],
  answerable: [
    // German paraphrases with Ruhr and everyday words the owner never used
    {
      question:
        'Hömma, nehmt ihr meine alte Karre in Zahlung wenn ich bei euch nen Kombi kauf? Is nen Astra von 2011 mit 210tkm, läuft aber noch.',
      answeredBy: [tradeIn, valuation, services, priceList, terms],
    },
    {
      question:
        'Ich will meine Kiste einfach nur loswerden, kaufen will ich nix. Nehmt ihr die trotzdem? Springt seit zwei Wochen nich mehr an.',
      answeredBy: [purchase, valuation, services, priceList],
    },
    {
      question:
        'Sacht ihr einem ehrlich, wenn die Karre schon mal nen Unfall hatte, oder muss ich da selbst nen Gutachter mitbringen?',
      answeredBy: [accident, services, terms],
    },
    {
      question: 'Macht ihr auch TÜV? Meine Plakette is seit März abgelaufen.',
      answeredBy: [inspection, priceList, services],
    },
    {
      question:
        'Die Klima pustet nur noch warme Luft raus, könnt ihr die auffüllen und wat kostet dat?',
      answeredBy: [airCon, priceList, services],
    },
    {
      question:
        'Kann ich mit dem Wagen auch mal alleine ne Runde drehen oder sitzt da immer einer von euch daneben?',
      answeredBy: [testDrive, terms],
    },
    // Long messages in German, the question inside
    {
      question:
        'Moin, wir sind ne Familie mit drei Kindern aus Aplerbeck. Unser Zafira hat jetzt endgültig den Geist aufgegeben (Getriebe, die Werkstatt sagt, lohnt nicht mehr) und wir brauchen schnell wieder nen Siebensitzer, so bis 15.000. Auf einmal bezahlen können wir das nicht, wir wollten das in Raten machen. Habt ihr sowas da und wie läuft das mit der Finanzierung bei euch?',
      answeredBy: [stock, financing, financingQuote, priceList, services],
    },
    {
      question:
        'Hallo, ich bin seit anderthalb Jahren selbstständig als Fliesenleger und brauch nen Caddy oder was Ähnliches für die Baustellen. Die Bank hat mir letztens beim Dispo schon Stress gemacht, und ich hab glaub ich noch nen alten Schufa-Eintrag von nem Handyvertrag, der is aber bezahlt. Hab ich bei euch überhaupt ne Chance auf ne Finanzierung?',
      answeredBy: [selfEmployed, financingQuote],
    },
    {
      question:
        "Guten Abend, ich hab letztes Jahr privat über Kleinanzeigen nen Golf gekauft, 'gekauft wie gesehen', und nach drei Wochen war der Turbo hin, alles aus eigener Tasche bezahlt. Diesmal will ich zum Händler. Wenn bei euch nach nem halben Jahr das Getriebe kaputt geht, wer zahlt das dann?",
      answeredBy: [warranty, terms, priceList, services],
    },
    {
      question:
        'Hallo, ich hab auf mobile.de den grauen Octavia Kombi bei euch gesehen, genau sowas suche ich. Ich wohn aber in Hamm und hab erst nächsten Samstag Zeit zum Gucken. Könnt ihr mir den bis dahin zurücklegen? Was muss ich dafür anzahlen, und krieg ich das Geld wieder, wenn er mir dann doch nicht gefällt?',
      answeredBy: [reservation, terms, priceList],
    },
    {
      question:
        'Hi, ich hab gestern den Polo bei euch unterschrieben, Abholung soll nächste Woche sein. Muss ich jetzt selbst zur Zulassungsstelle oder macht ihr das? Ich wohn in Schwerte, also Kreis Unna, geht das trotzdem? Und was brauch ich dafür alles?',
      answeredBy: [registration, priceList],
    },
    // Long messages in English
    {
      question:
        "Hey, I'm a master's student at TU Dortmund from India. I've been here 6 months, I have my residence permit and I'm registered in Dortmund. I want to buy a cheap used car (under 5k) to get to my internship in Unna. What do I need to buy and register a car, and can I still drive with my Indian licence?",
      answeredBy: [students, foreignLicence, registration],
    },
    {
      question:
        'Hello, I live in Enschede and saw a 2020 Golf Variant on your website, it is a lot cheaper than in the Netherlands. Can I buy it and drive it home myself? How do the registration and the VAT work for me?',
      answeredBy: [exportCars, vat, priceList, terms],
    },
    {
      question:
        "Hi, I'm from Wroclaw and I want to buy two cars from you, one for me and one for my brother, and drive them to Poland. Can you do the export plates and what papers do we get for the registration in Poland?",
      answeredBy: [exportCars, priceList],
    },
    {
      question:
        'Hi, I started as a postdoc at a research institute in Dortmund last month, on a three-year contract. My wife needs a car for her job in Witten and we would rather pay monthly than all at once, but we only opened our German bank account two months ago. Is financing possible for us?',
      answeredBy: [financing, financingQuote, students],
    },
    // Typos and chat-speak, in German and English
    { question: 'habt ihr samstags auf? lg', answeredBy: [location] },
    {
      question: 'gibts bei euch auch elektroautos oder nur verbrenner',
      answeredBy: [electric, stock],
    },
    {
      question: 'kannste mir sagen wat nen reifenwechsel bei euch kostet, mfg',
      answeredBy: [tyres, priceList],
    },
    {
      question: 'kann ich bei euch mit karte zahlen oder nur ueberweisung',
      answeredBy: [payment, terms],
    },
    {
      question: 'do u guys speak english? my german is v bad',
      answeredBy: [staffLanguages, description],
    },
    { question: 'how much 2 deliver a car to bochum pls', answeredBy: [delivery, priceList] },
    // One or two words
    { question: 'Garantie?', answeredBy: [warranty, priceList, terms, services] },
    {
      question: 'Inzahlungnahme?',
      answeredBy: [tradeIn, valuation, services, priceList, terms],
    },
    { question: 'Kurzzeitkennzeichen?', answeredBy: [shortTermPlates, priceList, services] },
    { question: 'Leasing?', answeredBy: [leasing, services] },
    { question: 'Export plates?', answeredBy: [exportCars, priceList, services] },
    // Short follow-ups
    { question: 'und sonntags?', answeredBy: [location] },
    {
      question: 'und wenn ich nen Schufa-Eintrag hab?',
      answeredBy: [selfEmployed, financingQuote],
    },
    { question: 'and how long are the export plates valid?', answeredBy: [exportCars, priceList] },
    // German questions, English knowledge
    {
      question:
        'Ich komm aus Venlo und will bei euch nen Auto kaufen. Kann ich dat direkt mit nach Hause nehmen, und krieg ich die Mehrwertsteuer wieder?',
      answeredBy: [exportCars, vat],
    },
    {
      question:
        'Spricht bei euch jemand Polnisch? Mein Vater will mit zum Autokaufen, der kann kaum Deutsch.',
      answeredBy: [staffLanguages, description],
    },
    {
      question:
        'Mein Mann hat nur nen amerikanischen Führerschein, wir wohnen seit nem Jahr in Dortmund. Darf der bei euch überhaupt noch Probe fahren?',
      answeredBy: [foreignLicence],
    },
    // English questions, German knowledge
    {
      question:
        'Do you sell cars that had accidents? I want to know before I drive over from Dusseldorf.',
      answeredBy: [accident, services, terms],
    },
    {
      question: 'Can I reserve a car? How much is the deposit?',
      answeredBy: [reservation, terms, priceList],
    },
    {
      question:
        "Will you buy my car even if I don't buy one from you? I'm leaving Germany in August.",
      answeredBy: [purchase, valuation, services, priceList],
    },
    {
      question: 'Do you fix other brands? Mine is a 2016 Mazda 3 and the brakes are squeaking.',
      answeredBy: [workshop, services, priceList],
    },
    // Answered by a document only
    {
      question:
        'Ich hab den Kaufvertrag per Mail unterschrieben, ohne das Auto vorher gesehen zu haben. Jetzt steht es vor der Tür und gefällt mir gar nicht. Kann ich das noch zurückgeben?',
      answeredBy: [terms],
    },
    {
      question: 'Was kostet bei euch ein Zahnriemenwechsel beim Golf 1.6 TDI?',
      answeredBy: [priceList],
    },
    {
      question:
        'Krieg ich nen Leihwagen, solange mein Auto bei euch in der Werkstatt steht? Muss ja zur Arbeit.',
      answeredBy: [priceList, terms],
    },
    {
      question: 'If I scratch the car during a test drive, who pays for it?',
      answeredBy: [terms],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Vermietet ihr auch Transporter? Ich zieh nächsten Samstag von Hörde nach Kirchhörde um und brauch was für einen Tag.',
    'Hab mir beim Ausparken nen fetten Kratzer in die Stoßstange gemacht. Macht ihr auch Smart Repair oder Lackierarbeiten?',
    'Könnt ihr mir ne Wallbox in die Garage bauen? Hab mir nen gebrauchten ID.3 gekauft und will zu Hause laden.',
    'Mein Opa hat nen Mercedes W123 von 1982 in der Garage stehen. Macht ihr auch das Oldtimergutachten fürs H-Kennzeichen?',
    'wie viel kfz steuer zahl ich im jahr fuer nen 2.0 diesel passat von 2018?',
    'Könnt ihr in meinen Zafira ne Standheizung nachrüsten? Im Winter isset morgens echt kalt.',
    "Do you also sell motorbikes or e-scooters? I'm a student at TU and need something cheap to get to campus.",
    "A stone hit my windscreen on the A45 and now there's a crack. Can you replace the windscreen?",
    // Plainly outside
    'Gibts für BVB gegen Schalke noch Karten? Wo kriegt man die am besten?',
    'Where can I get a good currywurst near the Phoenix-See?',
  ],
};
