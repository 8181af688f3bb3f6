import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Autohaus Leinetal, an owner-run car dealership in Hannover-Linden (Lower Saxony, Germany),
 * founded in 1987 as an independent workshop and official Hyundai dealer and service partner
 * since 2004. It sells the whole new Hyundai range, demonstrators (Vorführwagen) and year-old
 * cars (Jahreswagen), and about 100 used cars of all brands, each checked, with a fresh HU and
 * the 12-month Leinetal-Garantie on top of the legal liability for defects; it takes the
 * customer's car in part exchange (Inzahlungnahme) or buys it outright, arranges instalment
 * loans, balloon and three-way financing (Ballonfinanzierung, 3-Wege-Finanzierung), private and
 * business leasing, registers the cars at the Region Hannover registration office, charges the
 * usual transfer costs (Überführung) on new cars and delivers them home, and runs a workshop
 * for all brands (servicing, HU/AU with a TÜV NORD examiner twice a week, tyre changes and
 * storage, air-conditioning service, pick-up and return), with 11 kW wallboxes through a
 * partner electrician. Prices are in euros with German VAT at 19 % (net for business leasing).
 * Its customers write in German (families and commuters from Linden, Limmer, Ricklingen and
 * the Region Hannover, young drivers on "begleitetes Fahren ab 17" and their parents,
 * tradesmen and small firms, workshop customers of every brand), with everyday words,
 * northern "moin" and chat-speak, and in English (international staff of the trade fair, the
 * university, the medical school and the large employers of the region, and students). The
 * owner wrote the briefing in German, most Q&A pairs in German (address and hours with the
 * Sunday "Schautag", new Hyundai and delivery times, demonstrators and Jahreswagen, the
 * used-car stock, the used-car guarantee, part exchange, the instalment loan, balloon and
 * three-way financing, private leasing, business leasing and company-car tax, registration
 * and plates, transfer costs and home delivery, HU/AU, servicing of all brands, tyres, air
 * conditioning, electric cars and wallboxes, test drives, payment, pick-up and return, young
 * drivers) and a few in English (buying and registering a car as an international, a foreign
 * driving licence, leasing for a stay of a few years, English-speaking staff, selling the car
 * when leaving Germany), added two custom responses (a part-exchange valuation, a business
 * leasing quote), and pasted the 2026 price and services list and the general terms of sale,
 * guarantee and workshop, both in German.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases with
 * everyday words the owner never used ("meine alte Karre", "nen Gebrauchten", "190.000
 * runter", "ne Kiste mit sieben Sitzen", "die fette Schlussrate", "die Klima pustet nur noch
 * warme Luft", "zum Strassenverkehrsamt latschen", "was nehmt ihr fuern TUEV", "die Plakette
 * is faellig"), long messages with a story around the question (a family of five whose Zafira
 * died, a nurse at the MHH with a difficult landlord and an underground car park, a buyer burnt
 * by a private sale on Kleinanzeigen, a self-employed electrician whose tax adviser wants a
 * leased plug-in, an engineer with an Indian licence, a postdoc on a two-year contract, a
 * lecturer moving back to Canada with a loan still on the car), typos and chat-speak without
 * umlauts ("moin", "lg", "hab", "gibts", "kannste", "bzw", "is", "nen", "kein bock", "fuer",
 * "ueberfuehrung"; "v bad lol", "2", "n", "thx"), one- or two-word questions ("Jahreswagen?",
 * "Inzahlungnahme?", "Wallbox?", "Winter tyres?", "Car loan?"), short follow-ups that only
 * make sense after an earlier question ("und sonntags?", "und wenn ich statt dem plug-in den
 * ioniq 5 nehm, wie wird der dann versteuert?", "and how long does it take to get the
 * plates?"), English questions against German knowledge and the reverse, and a few that only
 * a document answers (withdrawing from a signed order, a replacement car during a workshop
 * visit, retrofitting a tow bar, damage during a test drive). The outside questions include
 * hard negatives that share words with the knowledge (a van for a move next to leasing, smart
 * repair of a dent next to the workshop, scooters for a new A1 licence, short-term plates for
 * a car bought privately elsewhere, driving lessons, solar panels next to the wallbox, an
 * appointment for the Anmeldung at the Bürgeramt, converting a car imported from the UK) and
 * plain questions about Hannover 96 and a Turkish breakfast on Limmerstraße.
 */

const english = qaIn('English');
const german = qaIn('German');

// The sources' titles, as the answers name them.
const location = 'Wo finde ich Sie und wann haben Sie geöffnet?';
const newCars = 'Welche neuen Hyundai verkaufen Sie und wie lang sind die Lieferzeiten?';
const demoCars = 'Haben Sie Vorführwagen und Jahreswagen, und was ist der Unterschied?';
const usedStock = 'Welche Gebrauchtwagen haben Sie im Angebot?';
const usedGuarantee = 'Welche Garantie bekomme ich auf einen Gebrauchtwagen?';
const tradeIn = 'Nehmen Sie mein altes Auto in Zahlung?';
const financing = 'Kann ich das Auto bei Ihnen finanzieren?';
const balloon = 'Wie funktionieren die Ballonfinanzierung und die 3-Wege-Finanzierung?';
const privateLeasing = 'Bieten Sie Leasing für Privatkunden an?';
const businessLeasing = 'Bieten Sie Leasing für Selbstständige und Firmen an?';
const registration = 'Übernehmen Sie die Zulassung und die Kennzeichen?';
const transfer = 'Was sind die Überführungskosten, und liefern Sie das Auto auch nach Hause?';
const hu = 'Kann ich bei Ihnen die HU/AU (TÜV) machen lassen?';
const service = 'Warten und reparieren Sie auch Autos anderer Marken?';
const tyres = 'Wechseln Sie Reifen und lagern Sie sie ein?';
const aircon = 'Bieten Sie einen Klimaservice an?';
const electric = 'Verkaufen Sie Elektroautos und installieren Sie Wallboxen?';
const testDrive = 'Kann ich vor dem Kauf eine Probefahrt machen?';
const payment = 'Wie kann ich bezahlen?';
const pickup = 'Holen Sie mein Auto für die Werkstatt ab und bringen es zurück?';
const youngDrivers = 'Welches Auto empfehlen Sie Fahranfängern?';
const expatBuy = 'Can I buy and register a car in Germany as an international employee or student?';
const foreignLicence = 'Can I drive in Germany with my foreign driving licence?';
const expatLease = 'Can I lease a car if I am only in Hannover for a few years?';
const englishStaff = 'Does anyone at the dealership speak English?';
const leavingGermany = 'I am leaving Germany: will you buy my car?';
const priceList = 'Preis- und Leistungsverzeichnis 2026 – Autohaus Leinetal';
const terms = 'Allgemeine Verkaufs-, Garantie- und Werkstattbedingungen – Autohaus Leinetal (2026)';
const tradeInQuote = 'Anfrage zur Bewertung und Inzahlungnahme des eigenen Autos';
const businessLeasingQuote = 'Anfrage für ein Gewerbeleasing-Angebot';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const hanoverCarDealerSet: EvaluationSet = {
  name: 'Hanover car dealer (Autohaus Leinetal)',
  heldOut: false,
  agentName: 'Lena',
  briefing: {
    companyName: 'Autohaus Leinetal',
    industry: 'automotive',
    description:
      'Autohaus Leinetal ist ein inhabergeführtes Autohaus in Hannover-Linden. Heinz Brandes hat es 1987 als freie Werkstatt gegründet, heute führt es seine Tochter Katrin Brandes, Verkaufsleiter ist Murat Yıldız. Seit 2004 sind wir Hyundai-Vertragshändler und Hyundai-Servicepartner: Wir verkaufen neue Hyundai, Vorführwagen und Jahreswagen und haben ständig rund 100 Gebrauchtwagen aller Marken auf dem Hof, alle geprüft, mit neuer HU und mit Garantie. Unsere Werkstatt betreut Autos aller Marken, mit HU/AU im Haus. Wir sind 28 Leute: Verkauf, Werkstatt, Service-Annahme, Fahrzeugaufbereitung und ein Büro, das sich um Finanzierung, Leasing und Zulassung kümmert. Sie finden uns in der Göttinger Straße 71, 30449 Hannover, zwei Minuten vom Westschnellweg. Unsere Kunden kommen aus ganz Hannover und der Region, von Garbsen bis Laatzen und von Ronnenberg bis Langenhagen. Wir sprechen Deutsch, Englisch, Türkisch, Ukrainisch und Russisch.',
    targetAudience:
      'Familien und Berufspendler aus Linden, Limmer, Ricklingen, Badenstedt und der ganzen Region Hannover, die einen neuen Hyundai oder einen zuverlässigen Gebrauchten suchen; Fahranfänger (auch mit begleitetem Fahren ab 17) und ihre Eltern; Selbstständige, Handwerker, Freiberufler und kleine Firmen, die gewerblich leasen; Privatkunden, die leasen oder mit niedriger Monatsrate finanzieren möchten; Werkstattkunden aller Marken; und internationale Mitarbeiterinnen und Mitarbeiter der Messe, der Universität, der Medizinischen Hochschule und der großen Arbeitgeber der Region sowie Studierende, die uns auf Englisch schreiben.',
    keyServices:
      'Verkauf neuer Hyundai (i10, i20, Bayon, Kona, Tucson, Santa Fe, Inster, IONIQ 5, IONIQ 6, IONIQ 9), Vorführwagen und Jahreswagen mit dem Rest der 5-Jahres-Herstellergarantie; rund 100 Gebrauchtwagen aller Marken mit 120-Punkte-Check, neuer HU und 12 Monaten Leinetal-Garantie; Inzahlungnahme mit kostenloser Bewertung und Ankauf ohne Neukauf; Finanzierung, Ballonfinanzierung und 3-Wege-Finanzierung; Leasing für Privat- und Gewerbekunden; Zulassungsservice mit Wunschkennzeichen; Überführung und Lieferung nach Hause; Werkstatt für alle Marken: Inspektion, Reparatur, HU/AU mit TÜV NORD im Haus, Reifenwechsel und Reifeneinlagerung, Klimaservice, Hol- und Bringservice; Elektroautos und Wallbox-Installation mit einem Partner-Elektrobetrieb; Probefahrten, bei Elektroautos auch übers Wochenende.',
    commonQuestions:
      'Öffnungszeiten und ob wir samstags oder sonntags offen haben, Lieferzeiten neuer Hyundai, Vorführ- und Jahreswagen, ob ein bestimmter Gebrauchter noch da ist und Fotos per WhatsApp, die Garantie auf Gebrauchtwagen, was wir für das alte Auto geben, Finanzierung und Monatsraten, was eine Ballonfinanzierung und die 3-Wege-Finanzierung sind, Privatleasing und Gewerbeleasing, die Versteuerung des Firmenwagens, die Zulassung und Wunschkennzeichen, was Überführungskosten sind, HU/AU-Termine, Inspektion für andere Marken, Reifenwechsel und Einlagerung, Klimaservice, Wallbox in der Mietwohnung, Probefahrten und Bezahlung; auf Englisch: wie man als internationaler Mitarbeiter ein Auto kauft und zulässt, der ausländische Führerschein, Leasing für ein paar Jahre und der Verkauf des Autos beim Wegzug.',
    languages: ['German', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Klare, konkrete Antworten mit Preisen in Euro inklusive 19 % MwSt. (beim Gewerbeleasing netto) und den deutschen Regeln einfach erklärt: HU/AU, Zulassung, eVB-Nummer, Gewährleistung und Garantie. Wir siezen unsere Kunden, auch wenn sie uns duzen oder mit „moin“ und Abkürzungen schreiben, und antworten auf Englisch, wenn jemand auf Englisch schreibt. Wir versprechen nie einen Ankaufspreis, ohne das Auto gesehen zu haben, und nie eine Kreditzusage vor der Prüfung durch die Bank. Zum Schluss schlagen wir einen nächsten Schritt vor: eine Probefahrt, eine Bewertung, ein Angebot per E-Mail oder eine Nachricht per WhatsApp an 0157 3918 4420.',
    personality:
      'Wie ein guter Autoverkäufer aus Linden: bodenständig, ehrlich und norddeutsch direkt, mit einem Schuss Humor; offen über den Zustand der Gebrauchten und über Kosten, an die man nicht sofort denkt (Überführung, Zulassung, Versicherung), geduldig mit Fahranfängern und mit internationalen Kunden, die die deutschen Formulare zum ersten Mal sehen.',
    responseTemplates: [
      {
        scenario: tradeInQuote,
        response:
          'Sehr gern! Für eine erste Einschätzung schicken Sie uns bitte per WhatsApp an 0157 3918 4420 oder per E-Mail an ankauf@autohaus-leinetal.example: Marke, Modell, Motor und Erstzulassung; den Kilometerstand; ein Foto der Zulassungsbescheinigung Teil I (Fahrzeugschein); vier Fotos von außen, eines vom Innenraum und eines vom Tacho bei laufendem Motor; ob das Serviceheft vollständig ist; bekannte Schäden, Unfälle oder Warnleuchten; und ob das Auto noch finanziert ist. Sagen Sie uns auch, für welches Auto Sie sich bei uns interessieren. Sie bekommen noch am selben Tag eine Preisspanne. Das verbindliche Angebot machen wir nach einem kostenlosen Check von etwa 30 Minuten bei uns auf dem Hof, ohne Termin während der Verkaufszeiten; es gilt 14 Tage oder 500 km.',
      },
      {
        scenario: businessLeasingQuote,
        response:
          'Danke für Ihr Interesse! Für ein Gewerbeleasing-Angebot innerhalb von 48 Stunden brauchen wir: Firmenname, Rechtsform und Anschrift; das gewünschte Modell und die Ausstattung (Benziner, Hybrid, Plug-in-Hybrid oder Elektro) oder Ihr monatliches Nettobudget; die Laufzeit (24 bis 60 Monate) und die Kilometer pro Jahr; ob Sie eine Sonderzahlung leisten möchten; ob das Service-Paket (Wartung, Verschleiß, Reifen, HU) dazukommen soll; und ob wir ein Fahrzeug in Zahlung nehmen sollen. Für die Bonitätsprüfung benötigt die Leasinggesellschaft bei Selbstständigen und Freiberuflern den letzten Einkommensteuerbescheid, bei GmbHs den letzten Jahresabschluss; wer kürzer als zwei Jahre selbstständig ist, schickt zusätzlich die aktuelle BWA. Murat Yıldız schickt Ihnen das Angebot per E-Mail, mit einer Schätzung des geldwerten Vorteils für die Privatnutzung, die Ihr Steuerberater bitte bestätigt.',
      },
    ],
  },
  qa: [
    german(
      location,
      'Sie finden uns in der Göttinger Straße 71, 30449 Hannover (Linden-Süd), zwei Minuten von der Abfahrt Linden-Süd des Westschnellwegs (B6), mit 25 kostenlosen Kundenparkplätzen direkt vor dem Haus. Mit der Stadtbahn fahren Sie mit den Linien 3, 7 oder 17 bis zur Haltestelle Allerweg und gehen von dort etwa fünf Minuten. Verkauf (Neu- und Gebrauchtwagen): Montag bis Freitag 9:00–19:00 Uhr, Samstag 9:00–16:00 Uhr. Werkstatt und Service-Annahme: Montag bis Freitag 7:00–18:00 Uhr, Samstag 8:00–13:00 Uhr (nur Reifenwechsel und kleine Arbeiten, mit Termin). Sonntags ist von 11:00 bis 16:00 Uhr Schautag: Sie können sich die Autos auf dem Hof und im Schauraum ansehen, aber Beratung, Probefahrten und Verkauf sind sonntags gesetzlich nicht erlaubt. An Feiertagen haben wir geschlossen, die Werkstatt außerdem zwischen Weihnachten und Neujahr. Telefon 0511 42 17 60, WhatsApp 0157 3918 4420, E-Mail info@autohaus-leinetal.example.',
    ),
    german(
      newCars,
      'Wir sind seit 2004 Hyundai-Vertragshändler und verkaufen die ganze aktuelle Modellpalette: i10, i20, Bayon, Kona (Benziner, Hybrid und Elektro), Tucson (Benziner, Hybrid und Plug-in-Hybrid), Santa Fe (Hybrid und Plug-in-Hybrid, auch als Siebensitzer) und die Elektroautos Inster, IONIQ 5, IONIQ 6 und IONIQ 9 (Siebensitzer). Preise 2026 ab (unverbindliche Preisempfehlung inkl. 19 % MwSt.): i10 16.990 €, i20 21.490 €, Bayon 23.490 €, Inster 23.990 €, Kona 28.990 €, Kona Elektro 36.990 €, Tucson 35.990 €, IONIQ 5 44.900 €, IONIQ 6 45.490 €, Santa Fe 53.990 €, IONIQ 9 64.900 €, jeweils zuzüglich 1.090 € Überführung. Rund 20 Neuwagen stehen bei uns auf Lager; sie sind in ein bis zwei Wochen zugelassen und fahrbereit. Ein ab Werk nach Ihren Wünschen konfiguriertes Auto dauert je nach Modell drei bis fünf Monate, beim Santa Fe und beim IONIQ 9 eher fünf bis sechs Monate. Jeder neue Hyundai hat 5 Jahre Herstellergarantie ohne Kilometerbegrenzung, die Hochvoltbatterie der Elektro- und Hybridmodelle 8 Jahre oder 160.000 km. Bei der Bestellung leisten Sie eine Anzahlung von 10 % des Kaufpreises.',
    ),
    german(
      demoCars,
      'Ja, meistens 10 bis 15 Stück. Vorführwagen sind neue Hyundai, die wir selbst für Probefahrten zugelassen haben: in der Regel 3 bis 12 Monate alt, unter 10.000 km, mit 12 bis 20 % Preisvorteil gegenüber dem Listenpreis. Jahreswagen kommen meist aus der Flotte von Hyundai Deutschland oder von Werksangehörigen, sind höchstens 24 Monate alt und haben 5.000 bis 30.000 km, mit 15 bis 25 % Preisvorteil. Beide haben den Rest der 5-jährigen Herstellergarantie ohne Kilometerbegrenzung, die auf Sie übergeht, und sind lückenlos bei uns gewartet. Weil sie schon einmal zugelassen waren, fallen keine Überführungskosten an, und sie sind meist innerhalb einer Woche fahrbereit. Den aktuellen Bestand finden Sie auf www.autohaus-leinetal.example unter „Vorführ- und Jahreswagen“; gegen eine Anzahlung von 500 € reservieren wir Ihnen ein Auto 7 Tage lang.',
    ),
    german(
      usedStock,
      'Wir haben ständig rund 100 Gebrauchtwagen aller Marken auf dem Hof, Baujahre 2015 bis 2024, von etwa 7.000 € bis 45.000 €: Kleinwagen (Polo, Corsa, Fiesta, Up, i10, i20, Clio), Kompakte und Kombis (Golf, Astra, Octavia, Focus, i30, Ceed), SUVs (Tiguan, T-Roc, Kona, Tucson, Sportage, Qashqai), Familienautos und Siebensitzer (Touran, Zafira, Sharan, Santa Fe, 5008) sowie rund 15 Elektroautos und Plug-in-Hybride. Jedes Auto bekommt vor dem Verkauf einen 120-Punkte-Check in unserer Werkstatt, eine Inspektion und eine neue HU, wenn die alte weniger als 18 Monate Rest hat. Alle Autos mit Fotos, Kilometerstand, Ausstattung und Preis stehen auf www.autohaus-leinetal.example und bei mobile.de, und alle stehen bei uns in Linden. Schicken Sie uns den Link der Anzeige per WhatsApp an 0157 3918 4420: Wir sagen Ihnen noch am selben Tag, ob das Auto noch da ist, und schicken Ihnen weitere Fotos, ein kurzes Video und das Serviceheft. Ist nicht das Richtige dabei, nennen Sie uns Modell und Budget, und wir melden uns, sobald ein passendes Auto reinkommt.',
    ),
    german(
      usedGuarantee,
      'Jeder Gebrauchtwagen, den Sie als Privatkunde bei uns kaufen, ist doppelt abgesichert. Erstens haften wir 12 Monate ab Übergabe gesetzlich für Sachmängel (Gewährleistung). Zweitens bekommen Sie unsere Leinetal-Garantie über 12 Monate ohne Kilometerbegrenzung, im Preis enthalten: Sie deckt Motor, Schalt- und Automatikgetriebe, Achsantrieb, Turbolader, Kühlsystem, Lenkung, Bremsanlage (ohne Beläge und Scheiben), Kraftstoffanlage und Elektrik, bei Elektroautos und Hybriden auch die Hochvoltbatterie, wenn ihre Kapazität unter 70 % fällt. Verschleißteile wie Kupplungsscheibe, Bremsbeläge und -scheiben, Reifen, Wischerblätter und 12-Volt-Batterie sind nicht abgedeckt. Bei Autos mit mehr als 100.000 km tragen Sie einen Teil der Materialkosten (20 % bis 150.000 km, 40 % darüber); der Arbeitslohn ist immer voll gedeckt. Melden Sie uns einen Schaden bitte vor der Reparatur: Wir reparieren in unserer Werkstatt und übernehmen das Abschleppen bis 50 km. Beim Kauf können Sie die Garantie auf 24 oder 36 Monate verlängern, und Jahreswagen und junge Hyundai haben zusätzlich den Rest der Herstellergarantie.',
    ),
    german(
      tradeIn,
      'Ja, wir nehmen Ihr Auto jeder Marke in Zahlung, wenn Sie bei uns einen Neu-, Vorführ-, Jahres- oder Gebrauchtwagen kaufen. Die Bewertung ist kostenlos und unverbindlich: Sie dauert etwa 30 Minuten bei uns auf dem Hof, ohne Termin während der Verkaufszeiten; vorab geben wir Ihnen per WhatsApp eine erste Einschätzung anhand von Fotos und Fahrzeugschein. Grundlage sind die aktuellen DAT-Marktwerte, der Zustand, der Kilometerstand und das Serviceheft. Unser Angebot gilt 14 Tage oder 500 km, der Betrag wird direkt vom Kaufpreis abgezogen, und Sie fahren Ihr altes Auto bis zur Übergabe des neuen. Läuft noch ein Kredit, lösen wir die Restschuld direkt bei Ihrer Bank ab; die Abmeldung übernehmen wir kostenlos. Autos ab Baujahr 2014 kaufen wir auch an, ohne dass Sie bei uns ein Auto kaufen, und überweisen das Geld innerhalb von zwei Werktagen.',
    ),
    german(
      financing,
      'Ja. Wir arbeiten mit der Hanseatischen Fahrzeugbank AG zusammen und vermitteln Ratenkredite für Neu-, Vorführ-, Jahres- und Gebrauchtwagen von 2.500 € bis 80.000 €, mit Laufzeiten von 12 bis 84 Monaten (bei Gebrauchtwagen, die älter als 8 Jahre sind, höchstens 48 Monate). Im Januar 2026 beginnt der effektive Jahreszins bei 3,99 % für neue Hyundai und bei 5,99 % für Gebrauchtwagen. Beispiel Gebrauchtwagen: Nettodarlehensbetrag 15.000 €, 60 Monate, gebundener Sollzins 5,83 % p. a., effektiver Jahreszins 5,99 %, 60 Monatsraten à 288,82 €, Gesamtbetrag 17.329,20 €. Eine Anzahlung ist nicht nötig, senkt aber die Rate, und Sondertilgungen sind jederzeit möglich. Für den Antrag brauchen wir Ihren Personalausweis (oder Reisepass mit Meldebescheinigung), die letzten zwei Gehaltsabrechnungen und Ihre IBAN; die Bank holt eine SCHUFA-Auskunft ein und entscheidet meist innerhalb einer Stunde. Wer eine niedrigere Monatsrate möchte, kann auch eine Ballon- oder 3-Wege-Finanzierung wählen. Bonität vorausgesetzt.',
    ),
    german(
      balloon,
      'Bei beiden zahlen Sie eine niedrigere Monatsrate, weil ein großer Teil des Kaufpreises erst am Ende als Schlussrate fällig wird. Bei der Ballonfinanzierung zahlen Sie die Schlussrate am Ende auf einmal oder lassen sie von der Bank weiterfinanzieren (Anschlussfinanzierung, Bonität vorausgesetzt). Die 3-Wege-Finanzierung lässt Ihnen am Ende die Wahl: Sie geben das Auto bei uns zurück, und wir übernehmen es zum garantierten Rückkaufwert in Höhe der Schlussrate, wenn die vereinbarten Kilometer eingehalten sind und das Auto keine Schäden über normale Gebrauchsspuren hinaus hat; oder Sie zahlen die Schlussrate und behalten das Auto; oder Sie finanzieren die Schlussrate weiter. Beispiel Tucson 1.6 T-GDI (35.990 € plus 1.090 € Überführung), 6.000 € Anzahlung, 48 Monate, 10.000 km im Jahr: Nettodarlehensbetrag 31.080 €, gebundener Sollzins 3,92 % p. a., effektiver Jahreszins 3,99 %, 47 Monatsraten à 362,56 € und eine Schlussrate von 17.900 €, Gesamtbetrag 34.940,32 €. Die 3-Wege-Finanzierung gibt es für neue Hyundai, Vorführ- und Jahreswagen, die Ballonfinanzierung auch für Gebrauchtwagen bis 5 Jahre. Geben Sie das Auto zurück, berechnen wir Mehrkilometer mit 0,10 € je km.',
    ),
    german(
      privateLeasing,
      'Ja, für alle neuen Hyundai, über unseren Leasingpartner. Sie zahlen eine feste Monatsrate für 24 bis 48 Monate und 5.000 bis 30.000 km im Jahr und geben das Auto am Ende bei uns zurück; eine Sonderzahlung ist möglich, aber nicht nötig. Beispiele 2026 ohne Sonderzahlung, 10.000 km im Jahr, inkl. MwSt.: Inster ab 169 € und i20 ab 189 € (36 Monate), Kona Elektro ab 259 € und Tucson Hybrid ab 349 € (48 Monate), jeweils zuzüglich einmalig 1.090 € Überführung. Versicherung und Kfz-Steuer zahlen Sie selbst; Wartung und Verschleiß können Sie für 29 € im Monat dazunehmen, Reifen für 19 €. Mehrkilometer kosten 0,08 € je km, Minderkilometer erstatten wir mit 0,04 € je km (bis 2.500 km). Bei der Rückgabe bewertet ein unabhängiger Gutachter das Auto: Normale Gebrauchsspuren sind in Ordnung, Schäden darüber hinaus werden berechnet. Voraussetzung sind ein Wohnsitz in Deutschland, ein deutsches Girokonto und eine positive SCHUFA-Auskunft.',
    ),
    german(
      businessLeasing,
      'Ja. Für Selbstständige, Freiberufler, Handwerksbetriebe und Firmen bieten wir Gewerbeleasing für alle neuen Hyundai an, über 24 bis 60 Monate und 10.000 bis 50.000 km im Jahr; alle Raten verstehen sich netto zuzüglich MwSt., die Sie als vorsteuerabzugsberechtigter Unternehmer zurückbekommen. Beispiele 2026, 48 Monate, 15.000 km im Jahr, ohne Sonderzahlung: i20 ab 139 €, Kona Elektro ab 219 €, IONIQ 5 ab 289 €, Tucson Plug-in-Hybrid ab 319 €, Santa Fe Hybrid ab 449 € netto im Monat. Auf Wunsch kommt ein Service-Paket mit Wartung, Verschleiß, Reifen und HU ab 39 € netto im Monat dazu. Nutzen Sie den Firmenwagen auch privat, versteuern Sie den geldwerten Vorteil: bei reinen Elektroautos mit einem Bruttolistenpreis bis 100.000 € nur 0,25 % des Bruttolistenpreises im Monat, bei Plug-in-Hybriden, die die gesetzlichen Grenzen für CO2-Ausstoß oder elektrische Reichweite erfüllen, 0,5 %, bei Benzinern und Hybriden 1 %. Ab drei Fahrzeugen bekommen Sie bei uns einen festen Ansprechpartner und Flottenkonditionen. Was steuerlich in Ihrem Fall gilt, bestätigt Ihnen Ihr Steuerberater.',
    ),
    german(
      registration,
      'Ja. Für jedes Auto, das Sie bei uns kaufen, erledigt unser Zulassungsservice alles bei der Zulassungsstelle der Region Hannover, Sie müssen nicht selbst hin. Dafür brauchen wir Ihren Personalausweis (oder Reisepass mit Meldebescheinigung), die eVB-Nummer Ihrer Kfz-Versicherung und ein SEPA-Lastschriftmandat für die Kfz-Steuer mit Ihrer IBAN. Der Zulassungsservice kostet 149 €; dazu kommen die amtlichen Gebühren (rund 35 €) und die Kennzeichen (30 € das Paar). Ein Wunschkennzeichen reservieren Sie online bei der Region Hannover für 12,80 €, oder wir machen das für Sie. Ihr bisheriges Kennzeichen können Sie mitnehmen, wenn Sie Ihr altes Auto gleichzeitig abmelden oder bei uns in Zahlung geben. Wenn alle Unterlagen da sind, dauert die Zulassung meist zwei bis drei Werktage; die Zulassungsbescheinigung Teil II (Fahrzeugbrief) bekommen Sie bei Barkauf bei der Übergabe, bei einer Finanzierung geht sie bis zur letzten Rate an die Bank.',
    ),
    german(
      transfer,
      'Bei Neuwagen kommen, wie bei allen Hyundai-Händlern, zum Listenpreis die Überführungskosten dazu: der Transport vom Hyundai-Zentrallager zu uns, die Auslieferungsinspektion, die Reinigung, Verbandkasten und Warndreieck und die erste Tankfüllung oder Ladung. Bei uns sind das 2026 einheitlich 1.090 € für jedes Modell; bei Vorführ-, Jahres- und Gebrauchtwagen fallen sie nicht an. Die Zulassung ist darin nicht enthalten. Sie können Ihr Auto bei uns in Linden abholen, wo wir uns eine Stunde Zeit für die Einweisung nehmen, oder wir liefern es zugelassen und vollgetankt (Elektroautos zu 80 % geladen) nach Hause oder zur Arbeit: im Stadtgebiet Hannover kostenlos, in der übrigen Region Hannover 79 €, bis 150 km (zum Beispiel Celle, Hildesheim, Braunschweig, Minden) 149 €, bis 300 km (zum Beispiel Hamburg, Bremen, Kassel) 249 €, weiter nach Angebot. Geliefert wird montags bis samstags nach Termin; nehmen wir Ihr altes Auto in Zahlung, nimmt der Fahrer es gleich mit.',
    ),
    german(
      hu,
      'Ja. Jeden Dienstag und Donnerstag kommt ein Prüfingenieur von TÜV NORD zu uns in die Werkstatt und nimmt die Hauptuntersuchung mit Abgasuntersuchung ab, für Autos aller Marken. Die HU mit AU kostet 2026 für einen Pkw 152,50 € (Prüfgebühr von TÜV NORD); mit unserem Vorab-Check (Licht, Reifen, Bremsen, Wischer, Fehlerspeicher) zahlen Sie im HU-Paket 179 €. Finden wir beim Vorab-Check einen Mangel, rufen wir Sie mit einem Kostenvoranschlag an, bevor wir etwas reparieren, damit die Plakette meist gleich beim ersten Mal klappt. Ist doch eine Nachprüfung nötig, kostet sie innerhalb eines Monats 29,50 €. Neuwagen müssen nach drei Jahren zum ersten Mal zur HU, danach alle zwei Jahre; wer mehr als zwei Monate überzieht, zahlt 20 % mehr für eine Ergänzungsuntersuchung. Den Termin vereinbaren Sie telefonisch, per WhatsApp oder online; während der HU können Sie bei uns warten (etwa eine Stunde).',
    ),
    german(
      service,
      'Ja. Unsere Werkstatt ist Hyundai-Vertragswerkstatt und betreut Autos aller Marken, von VW, Opel, Ford und Skoda bis Toyota, Kia und Renault. Wir warten nach den Vorgaben des Herstellers, mit Original- oder gleichwertigen Ersatzteilen, und tragen alles ins Serviceheft oder das digitale Serviceheft ein, sodass Ihre Herstellergarantie erhalten bleibt, auch wenn Sie das Auto nicht bei uns gekauft haben. Preise inkl. MwSt.: Inspektion ab 229 € für Kleinwagen und ab 329 € für SUVs, Ölwechsel mit Filter ab 119 €, Bremsflüssigkeitswechsel 79 €, Fehlerspeicher auslesen 59 €, Arbeitsstunde 139 €. Vor jeder zusätzlichen Arbeit bekommen Sie einen Kostenvoranschlag. Termine gibt es meist innerhalb einer Woche. Bei Inspektion und Ölwechsel können Sie in unserer Kundenlounge mit WLAN und Kaffee warten, oder Sie werfen den Schlüssel am Vorabend in unseren Schlüsseltresor.',
    ),
    german(
      tyres,
      'Ja, für alle Marken. Der Radwechsel (vier Kompletträder ab- und anbauen, Luftdruck prüfen, Reifendrucksensoren anlernen) kostet 39 €, das Umziehen von vier Reifen auf die Felgen mit Auswuchten 89 €. In unserem Reifenhotel lagern wir Ihre Räder gewaschen, geprüft und versichert für 59 € pro Saison ein; Radwechsel und Einlagerung zusammen kosten 89 € pro Saison. Neue Sommer-, Winter- und Ganzjahresreifen aller großen Marken haben wir meist am nächsten Tag da. In Deutschland gilt die situative Winterreifenpflicht: Bei Glätte, Schnee oder Eis dürfen Sie nur mit Winter- oder Ganzjahresreifen mit Alpine-Symbol fahren; wir empfehlen sie „von O bis O“ (Oktober bis Ostern) und mindestens 4 mm Profil. Räder wechseln wir auch samstags vormittags, nur mit Termin; im Oktober, November, März und April buchen Sie bitte zwei bis drei Wochen vorher.',
    ),
    german(
      aircon,
      'Ja, für alle Marken. Der Klimaservice umfasst die Dichtheitsprüfung, das Absaugen und Recyceln des alten Kältemittels, das Evakuieren der Anlage, das Befüllen mit der richtigen Menge Kältemittel und Öl und die Messung der Ausblastemperatur: 89 € mit Kältemittel R134a (meist Autos bis Baujahr 2016), 149 € mit R1234yf (neuere Autos). Das dauert etwa eine Stunde. Gegen muffigen Geruch empfehlen wir die Desinfektion der Klimaanlage für 39 € und einen neuen Innenraumfilter ab 29 €. Ist die Anlage undicht, suchen wir das Leck mit UV-Kontrastmittel (49 €, wird bei einer Reparatur angerechnet) und schicken Ihnen einen Kostenvoranschlag. Wir empfehlen den Klimaservice alle zwei Jahre; vor dem Sommer vereinbaren Sie den Termin bitte eine Woche im Voraus.',
    ),
    german(
      electric,
      'Ja. Neu verkaufen wir die Elektromodelle Inster (ab 23.990 €), Kona Elektro (ab 36.990 €), IONIQ 5 (ab 44.900 €), IONIQ 6 (ab 45.490 €) und IONIQ 9 (ab 64.900 €); gebraucht haben wir ständig rund 15 Elektroautos und Plug-in-Hybride, jeweils mit einem Batteriezertifikat über den Gesundheitszustand der Batterie. Für das Laden zu Hause installiert unser Partner, ein zertifizierter Elektrofachbetrieb aus Hannover, eine 11-kW-Wallbox: ab 1.590 € inklusive Montage und Inbetriebnahme bei einer Standardinstallation (bis 10 m Leitung, Zählerschrank in Ordnung), nach einem Vor-Ort-Check für 99 €, der bei Auftrag angerechnet wird. Die Anmeldung beim Netzbetreiber übernimmt der Elektriker; eine 22-kW-Wallbox muss der Netzbetreiber genehmigen. Als Mieter oder Wohnungseigentümer haben Sie einen gesetzlichen Anspruch darauf, dass Vermieter oder Eigentümergemeinschaft eine Wallbox erlauben, auch in der Tiefgarage; die Kosten tragen Sie, und die Zustimmung muss vor der Installation schriftlich vorliegen. Neue Elektroautos sind bei Erstzulassung bis Ende 2030 von der Kfz-Steuer befreit (längstens bis Ende 2035), und die Hochvoltbatterie eines neuen Hyundai hat 8 Jahre oder 160.000 km Garantie. Ein Elektroauto können Sie bei uns auch übers Wochenende Probe fahren.',
    ),
    german(
      testDrive,
      'Ja, kostenlos, mit allen Vorführwagen und mit jedem Gebrauchtwagen auf unserem Hof. Sie brauchen einen in Deutschland gültigen Führerschein und Ihren Personalausweis oder Reisepass; wir machen eine Kopie, und Sie unterschreiben einen kurzen Probefahrtvertrag. Eine normale Probefahrt dauert 30 bis 60 Minuten, durch die Stadt und über den Schnellweg, auf Wunsch auch ohne Verkäufer. Mit begleitetem Fahren ab 17 ist eine Probefahrt möglich, wenn eine in der Prüfungsbescheinigung eingetragene Begleitperson mitfährt. Unsere Elektro-Vorführwagen (Inster, Kona Elektro, IONIQ 5 und IONIQ 6) leihen wir Privatkunden mit Kaufinteresse auch für 24 Stunden oder übers Wochenende, von Freitag 17:00 Uhr bis Montag 9:00 Uhr. Bitte reservieren Sie telefonisch oder per WhatsApp, damit das Auto bereitsteht und geladen ist; samstags sind die Termine schnell vergeben.',
    ),
    german(
      payment,
      'Den Kaufpreis zahlen Sie am einfachsten per Überweisung auf unser Konto (Autohaus Leinetal GmbH, IBAN DE27 2505 0180 0910 4477 21); mit einer Echtzeitüberweisung ist das Geld in Sekunden da, sonst nach einem Werktag. Im Autohaus nehmen wir girocard und Kreditkarten (Visa, Mastercard) bis 5.000 € an und Bargeld bis 9.999 €; ab 10.000 € in bar müssten wir nach dem Geldwäschegesetz Ihre Identität erfassen, deshalb bitten wir dann um eine Überweisung. Schecks und Kryptowährungen nehmen wir nicht an. Finanzierung, Leasing und die Inzahlungnahme Ihres alten Autos lassen sich beliebig kombinieren. Das Auto übergeben wir, sobald der volle Betrag auf unserem Konto ist. Unsere Bankverbindung ändert sich nie: Bekommen Sie eine E-Mail mit einer angeblich neuen Kontonummer, rufen Sie uns bitte unter 0511 42 17 60 an, bevor Sie zahlen. In der Werkstatt zahlen Sie mit girocard, Kreditkarte, Apple Pay oder Google Pay oder bar.',
    ),
    german(
      pickup,
      'Ja, mit unserem Hol- und Bringservice. Ein Mitarbeiter holt Ihr Auto morgens zwischen 7:00 und 9:00 Uhr zu Hause oder bei der Arbeit ab und bringt es am selben Tag bis 18:00 Uhr zurück, mit Rechnung und Schlüssel. In Linden, Limmer, Ricklingen, Badenstedt, Davenstedt und der Calenberger Neustadt kostet das 19 €, im übrigen Stadtgebiet Hannover 29 € und in der Region Hannover 49 €, jeweils für Hin- und Rückfahrt. Ab einer Werkstattrechnung von 400 € ist der Service im Stadtgebiet kostenlos. Den Schlüssel geben Sie dem Fahrer persönlich oder hinterlegen ihn an einem vereinbarten Ort; während der Fahrt ist Ihr Auto über unsere Händlerversicherung versichert. Bitte buchen Sie den Service zusammen mit dem Werkstatttermin, mindestens zwei Werktage vorher.',
    ),
    german(
      youngDrivers,
      'Viele unserer Kunden kaufen bei uns ihr erstes Auto, oft zusammen mit den Eltern. Wir haben immer 15 bis 20 kleine, zuverlässige Gebrauchtwagen zwischen 7.000 € und 13.000 € da (i10, i20, Polo, Corsa, Fiesta, Up, Clio), geprüft, mit neuer HU und 12 Monaten Leinetal-Garantie. Unser Rat: ein kleiner Benziner mit höchstens 75 kW, der wenig verbraucht und eine niedrige Typklasse hat; lassen Sie sich vor dem Kauf von Ihrer Versicherung ein Angebot machen, denn für Fahranfänger ist der Beitrag oft der größte Kostenpunkt. Mit begleitetem Fahren ab 17 kann das Auto auf einen Elternteil zugelassen und versichert werden. Einen Kredit bekommt nur, wer volljährig ist und ein regelmäßiges Einkommen hat; sonst können die Eltern den Vertrag abschließen. Beispiel: Nettodarlehensbetrag 8.000 €, 48 Monate, gebundener Sollzins 6,78 % p. a., effektiver Jahreszins 6,99 %, 48 Monatsraten à 190,74 €, Gesamtbetrag 9.155,52 €.',
    ),
    english(
      expatBuy,
      'Yes, and many of our customers are international staff of the trade fair, the university, the medical school and the large employers of the region. To register a car in Germany you need a registered address here: your Meldebescheinigung from the Bürgeramt (the Anmeldung), plus your passport and, if you are not an EU citizen, your residence permit. You also need German car insurance: your insurer gives you an eVB number, which the registration office requires, and you sign a SEPA direct debit mandate for the annual vehicle tax from an account in the SEPA area. With these documents our registration service (149 €, plus about 65 € in official fees and plates) registers the car at the Region Hannover registration office, usually within two to three working days. You can pay by bank transfer, card or a combination with a trade-in; a car loan is possible if you have a German bank account, a positive SCHUFA record and a residence permit that runs longer than the loan. The contracts are in German, but Murat and Jonas go through everything with you in English.',
    ),
    english(
      foreignLicence,
      'It depends on where your licence was issued. A licence from an EU or EEA country is valid in Germany for as long as it is valid, and you do not need to exchange it. A licence from outside the EU is valid for six months after you take up residence in Germany (the date of your Anmeldung); if you will leave within a year, the driving licence office can extend this by up to six months. After that you need a German licence from the driving licence office (Fahrerlaubnisbehörde) of the Region Hannover: for many countries, for example the UK, Canada, Japan, South Korea and many US states, it is a simple exchange without a test; for other countries you have to pass the theory and practical tests. Apply early, because it often takes two to three months, and bring your passport, your Meldebescheinigung, a biometric photo, an eye test and a certified translation of your licence if it is not in German or English. For a test drive with us you need a licence that is valid in Germany on that day and your passport.',
    ),
    english(
      expatLease,
      'Yes, private leasing works well for a stay of two to four years: you pay a fixed monthly rate for a new Hyundai and hand the car back at the end, with nothing to sell when you leave. The shortest term is 24 months; examples for 36 months and 10,000 km a year with no down payment: Inster from 169 € and i20 from 189 € a month, plus a one-off 1,090 € transfer charge. The leasing company needs your Anmeldung, a residence permit valid at least until the end of the contract, a German bank account, proof of income (your employment contract and the last two payslips) and a SCHUFA record; if you have just arrived and have no SCHUFA history yet, a down payment or a letter from your employer usually helps. Insurance and vehicle tax are not included, but you can add servicing and tyres for a monthly fee. If you have to leave Germany before the end, the contract cannot simply be cancelled: you can transfer it to a new lessee (we help to find one; transfer fee 290 €) or settle it early at the amount the leasing company calculates. Tell us the model, the term and your yearly mileage, and we send you a quote in English.',
    ),
    english(
      englishStaff,
      'Yes. Murat Yıldız, our sales manager, speaks English and Turkish; Jonas Meier at the service desk speaks English; and Olena Kravets, who handles financing, leasing and registration, speaks English, Ukrainian and Russian. Write to us in English by WhatsApp (0157 3918 4420) or e-mail (info@autohaus-leinetal.example) and tell us when you would like to come, and we make sure one of them is there. Sales contracts, loan and leasing contracts and the warranty terms are only available in German, but we go through every page with you in English and send you a summary in English by e-mail. Workshop quotes and invoices are explained in English on request. We are used to helping international customers with German paperwork: the eVB number, the registration and the vehicle tax.',
    ),
    english(
      leavingGermany,
      'Yes. We buy cars of all brands from model year 2014 onwards, even if you do not buy a car from us. Send us a few photos, the mileage and a photo of the registration certificate (Zulassungsbescheinigung Teil I) by WhatsApp to 0157 3918 4420, and you get a first estimate the same day; the firm offer follows after a free 30-minute check at our premises. We pay by bank transfer within two working days of the hand-over, so keep your German account open until the money has arrived. We deregister the car for you free of charge; you then cancel your insurance, and the vehicle tax you paid in advance is refunded to your account. If there is still a loan on the car, we pay it off directly at your bank and transfer the difference to you. Bring both registration certificates (Teil I and Teil II), all keys, the service book and the last HU report; we can also agree the hand-over for your last day in Hannover.',
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'German',
      text: `PREIS- UND LEISTUNGSVERZEICHNIS 2026 – AUTOHAUS LEINETAL GMBH
Hyundai-Vertragshändler und Servicepartner – Gebrauchtwagen aller Marken – Werkstatt für alle Marken
Göttinger Straße 71, 30449 Hannover – Tel. 0511 42 17 60 – WhatsApp 0157 3918 4420 – info@autohaus-leinetal.example – Amtsgericht Hannover HRB 204118
Alle Preise in Euro inkl. 19 % MwSt., soweit nicht als netto bezeichnet. Gültig vom 1. Januar bis 31. Dezember 2026, Irrtümer und Preisänderungen des Herstellers vorbehalten.

1. Neue Hyundai – Preise ab (unverbindliche Preisempfehlung)
i10 1.0: 16.990 | i20 1.0 T-GDI: 21.490 | Bayon 1.0 T-GDI: 23.490 | Inster (Elektro): 23.990
Kona 1.0 T-GDI: 28.990 | Kona Hybrid: 32.990 | Kona Elektro: 36.990
Tucson 1.6 T-GDI: 35.990 | Tucson Hybrid: 40.490 | Tucson Plug-in-Hybrid: 46.990
IONIQ 5: 44.900 | IONIQ 6: 45.490 | Santa Fe Hybrid (7 Sitze: + 1.200): 53.990 | IONIQ 9 (7 Sitze): 64.900
Überführungskosten je Neuwagen (Transport ab Zentrallager, Auslieferungsinspektion, Reinigung, Verbandkasten, Warndreieck, erste Tankfüllung oder Ladung): 1.090
Lieferzeit: Lagerfahrzeuge 1–2 Wochen; Werksbestellung 3–5 Monate, Santa Fe und IONIQ 9 5–6 Monate.
Anzahlung bei Bestellung: 10 % des Kaufpreises. Herstellergarantie: 5 Jahre ohne Kilometerbegrenzung; Hochvoltbatterie 8 Jahre oder 160.000 km.

2. Vorführwagen und Jahreswagen
Vorführwagen (3–12 Monate, unter 10.000 km): 12–20 % unter Listenpreis. Jahreswagen (bis 24 Monate, 5.000–30.000 km): 15–25 % unter Listenpreis. Keine Überführungskosten. Rest der Herstellergarantie inklusive.

3. Gebrauchtwagen – Preisspannen des Bestands (Januar 2026)
Kleinwagen (i10, i20, Polo, Corsa, Fiesta, Up, Clio): 7.000–13.000
Kompakte und Kombis (Golf, Astra, Octavia, Focus, i30, Ceed): 11.000–26.000
SUVs (Tiguan, T-Roc, Kona, Tucson, Sportage, Qashqai): 15.000–38.000
Familienautos und Siebensitzer (Touran, Zafira, Sharan, Santa Fe, 5008): 12.000–39.000
Elektroautos und Plug-in-Hybride: 16.000–45.000
Im Preis enthalten: 120-Punkte-Check, Inspektion, neue HU bei weniger als 18 Monaten Rest, Innen- und Außenreinigung, Leinetal-Garantie 12 Monate, bei Elektroautos und Plug-in-Hybriden ein Batteriezertifikat.
Garantieverlängerung beim Kauf (Autos unter 8 Jahren und unter 150.000 km): auf 24 Monate 290; auf 36 Monate 490.
Reservierung eines Gebrauchtwagens für 7 Tage: Anzahlung 500, wird angerechnet.

4. Inzahlungnahme und Ankauf
Bewertung Ihres Autos: kostenlos, ohne Termin, ca. 30 Minuten. Angebot gültig 14 Tage oder 500 km.
Ankauf ohne Neukauf (ab Baujahr 2014): Überweisung innerhalb von 2 Werktagen.
Abmeldung des in Zahlung genommenen oder angekauften Autos: kostenlos. Ablösung einer Restfinanzierung direkt bei der Bank.

5. Zulassung und Kennzeichen
Zulassungsservice (Zulassungsstelle der Region Hannover): 149
Amtliche Gebühren: nach Aufwand, ca. 35 | Kennzeichen, Paar: 30 | Reservierung Wunschkennzeichen: 12,80
Ummeldung eines bei uns gekauften Autos nach Umzug: 89

6. Lieferung nach Hause (zugelassen, vollgetankt oder zu 80 % geladen)
Stadtgebiet Hannover: kostenlos | übrige Region Hannover: 79 | bis 150 km: 149 | bis 300 km: 249 | weiter: nach Angebot

7. Finanzierung (Darlehensgeber: Hanseatische Fahrzeugbank AG; Autohaus Leinetal vermittelt; Bonität vorausgesetzt)
Zugleich repräsentative Beispiele, gebundener Sollzins für die gesamte Laufzeit:
Neuwagen: Nettodarlehensbetrag 25.000, 72 Monate, Sollzins 3,92 % p. a., effektiver Jahreszins 3,99 %, 72 Raten à 390,21, Gesamtbetrag 28.095,12.
Gebrauchtwagen: Nettodarlehensbetrag 15.000, 60 Monate, Sollzins 5,83 % p. a., effektiver Jahreszins 5,99 %, 60 Raten à 288,82, Gesamtbetrag 17.329,20.
Kleiner Gebrauchter: Nettodarlehensbetrag 8.000, 48 Monate, Sollzins 6,78 % p. a., effektiver Jahreszins 6,99 %, 48 Raten à 190,74, Gesamtbetrag 9.155,52.
Ballon- und 3-Wege-Finanzierung, Beispiel Tucson 1.6 T-GDI: Kaufpreis 37.080 inkl. Überführung, Anzahlung 6.000, Nettodarlehensbetrag 31.080, 48 Monate, 10.000 km im Jahr, Sollzins 3,92 % p. a., effektiver Jahreszins 3,99 %, 47 Raten à 362,56, Schlussrate 17.900, Gesamtbetrag 34.940,32. Am Ende: Schlussrate zahlen, weiterfinanzieren oder (3-Wege) Rückgabe zum garantierten Rückkaufwert; Mehrkilometer bei Rückgabe 0,10 je km.
Sondertilgungen jederzeit kostenlos möglich.

8. Leasing
Privatleasing, ohne Sonderzahlung, 10.000 km im Jahr, monatlich inkl. MwSt.: Inster 169 (36 Monate) | i20 189 (36 Monate) | Kona Elektro 259 (48 Monate) | Tucson Hybrid 349 (48 Monate). Zuzüglich Überführung 1.090 einmalig. Wartung und Verschleiß + 29 im Monat, Reifen + 19 im Monat. Mehrkilometer 0,08 je km, Minderkilometer 0,04 je km (bis 2.500 km).
Gewerbeleasing, 48 Monate, 15.000 km im Jahr, ohne Sonderzahlung, monatlich netto: i20 139 | Kona Elektro 219 | IONIQ 5 289 | Tucson Plug-in-Hybrid 319 | Santa Fe Hybrid 449. Service-Paket (Wartung, Verschleiß, Reifen, HU) ab 39 netto im Monat.
Vertragsübernahme durch einen neuen Leasingnehmer: 290.

9. Werkstatt (alle Marken)
Arbeitsstunde: 139 | Inspektion Kleinwagen ab 229, Kompakte ab 279, SUVs und Siebensitzer ab 329 | Ölwechsel mit Filter ab 119 | Bremsflüssigkeitswechsel 79 | Fehlerspeicher auslesen 59
HU/AU (Prüfgebühr TÜV NORD, dienstags und donnerstags im Haus): 152,50 | HU-Paket mit Vorab-Check: 179 | Nachprüfung innerhalb eines Monats: 29,50
Klimaservice: R134a 89 | R1234yf 149 | Desinfektion 39 | Innenraumfilter ab 29 | Lecksuche mit UV-Kontrastmittel 49 (bei Reparatur angerechnet)
Reifen: Radwechsel (4 Kompletträder, inkl. Anlernen der Reifendrucksensoren) 39 | Reifen auf Felgen umziehen mit Auswuchten (4 Stück) 89 | Einlagerung pro Saison 59 | Radwechsel und Einlagerung pro Saison 89 | Reifenreparatur 29
Winterkompletträder (Stahlfelge, Markenreifen, montiert): i10, i20, Bayon ab 749 | Kona, Tucson ab 1.090 | IONIQ 5, Santa Fe ab 1.390
Hol- und Bringservice (hin und zurück): Linden, Limmer, Ricklingen, Badenstedt, Davenstedt, Calenberger Neustadt 19 | übriges Stadtgebiet 29 | Region Hannover 49 | im Stadtgebiet kostenlos ab 400 Werkstattrechnung
Werkstattersatzwagen (i10 oder i20, nach Verfügbarkeit, mit dem Werkstatttermin reservieren): 29 pro Tag inkl. 100 km, jeder weitere km 0,25; kostenlos bei Garantiearbeiten und bei Werkstattrechnungen über 600.

10. Zubehör mit Einbau
Anhängerkupplung abnehmbar, mit 13-poligem Elektrosatz und Codierung: i10, i20, Bayon 790 | Kona, Tucson 990 | Santa Fe, IONIQ 5, IONIQ 9 1.190
Fahrradträger für die Anhängerkupplung (2 Räder): 549 | Gummifußmatten (Satz): 79 | Zweitschlüssel programmiert: ab 249
Wallbox 11 kW durch unseren Partner-Elektrofachbetrieb, inkl. Montage bei Standardinstallation (bis 10 m Leitung): ab 1.590 | Vor-Ort-Check: 99 (bei Auftrag angerechnet)

11. Sonstiges
Standgeld für nicht abgeholte Fahrzeuge (Kauf: ab 14 Tagen nach Bereitstellung; Werkstatt: ab 3 Werktagen nach Fertigstellung): 15 pro Tag
Fahrzeugaufbereitung innen und außen: 249 | Rechnungskopie oder Garantieunterlagen als Duplikat: kostenlos`,
    },
    {
      title: terms,
      language: 'German',
      text: `ALLGEMEINE VERKAUFS-, GARANTIE- UND WERKSTATTBEDINGUNGEN – Autohaus Leinetal GmbH, Göttinger Straße 71, 30449 Hannover, Amtsgericht Hannover HRB 204118. Gültig ab 1. Januar 2026 für den Verkauf neuer und gebrauchter Fahrzeuge, Inzahlungnahmen, Probefahrten und Werkstattaufträge.

1. Vertragsschluss
Der Käufer ist an seine unterschriebene Bestellung bei Neuwagen höchstens drei Wochen, bei Gebrauchtwagen zehn Tage gebunden. Der Kaufvertrag kommt zustande, wenn wir die Bestellung innerhalb dieser Frist schriftlich bestätigen oder das Fahrzeug übergeben.

2. Preise, Anzahlung, Reservierung
Es gilt der Preis der Bestellung, bei Privatkunden inklusive MwSt. Bei Neuwagen kommen die Überführungskosten hinzu. Bei Bestellung eines Neuwagens ist eine Anzahlung von 10 % fällig. Ein Gebrauchtwagen wird gegen 500 € Anzahlung 7 Tage reserviert, ohne Anzahlung bis zum Ende des nächsten Verkaufstages. Anzahlungen werden auf den Kaufpreis angerechnet.

3. Rücktritt des Käufers und Schadenersatz
Tritt der Käufer nach Vertragsschluss ohne gesetzliches oder vertragliches Recht vom Vertrag zurück oder nimmt er das Fahrzeug nicht ab, können wir Schadenersatz verlangen: pauschal 15 % des Kaufpreises bei Neuwagen, 10 % bei Vorführ-, Jahres- und Gebrauchtwagen. Dem Käufer bleibt der Nachweis vorbehalten, dass kein oder ein geringerer Schaden entstanden ist; wir können einen höheren Schaden nachweisen. Kostenlos ist der Rücktritt, a) wenn der Kauf unter der Bedingung einer Finanzierung geschlossen wurde und die Bank den Kredit ablehnt; b) wenn ein unverbindlich vereinbarter Liefertermin um mehr als sechs Wochen überschritten ist und der Käufer uns erfolglos eine angemessene Nachfrist gesetzt hat; c) bei einem Kauf ausschließlich über Fernkommunikationsmittel (Telefon, E-Mail, WhatsApp, Internet) ohne Besuch im Autohaus: Dann hat der Verbraucher ein Widerrufsrecht von 14 Tagen ab Übergabe; für die Nutzung bis zur Rückgabe zahlt er Wertersatz von 0,20 € je gefahrenem Kilometer. Ein finanzierter Kauf kann außerdem nach den Regeln des Darlehensvertrags widerrufen werden. Geleistete Anzahlungen werden in den Fällen a) bis c) innerhalb von 14 Tagen erstattet.

4. Lieferung und Abnahme
Liefertermine für Werksbestellungen sind unverbindlich, solange sie nicht ausdrücklich als verbindlich vereinbart wurden. Der Käufer holt das Fahrzeug innerhalb von 14 Tagen nach unserer Bereitstellungsanzeige ab oder lässt es liefern; danach berechnen wir 15 € Standgeld pro Tag.

5. Zahlung und Eigentumsvorbehalt
Der Kaufpreis ist spätestens bei Übergabe fällig, per Überweisung, girocard, Kreditkarte bis 5.000 € oder durch Auszahlung der finanzierenden Bank. Bargeld nehmen wir bis 9.999 € an. Das Fahrzeug bleibt bis zur vollständigen Zahlung unser Eigentum; bis dahin behalten wir die Zulassungsbescheinigung Teil II.

6. Inzahlungnahme und Ankauf
Die Bewertung gilt 14 Tage und 500 km. Der Verkäufer des Altfahrzeugs versichert, dass die Angaben zu Kilometerstand, Unfällen und bekannten Mängeln richtig sind; stellt sich bei Übergabe ein verschwiegener Mangel oder ein wesentlich schlechterer Zustand heraus, passen wir den Preis an. Das Fahrzeug wird mit beiden Zulassungsbescheinigungen, allen Schlüsseln und dem Serviceheft übergeben. Ist es noch finanziert, lösen wir die Restschuld bei der Bank ab und verrechnen sie; beim Ankauf ohne Neukauf überweisen wir den verbleibenden Betrag. Bußgelder, Maut und Steuern bis zur Übergabe trägt der bisherige Halter.

7. Zulassung
Mit dem Zulassungsservice beauftragt uns der Käufer, das Fahrzeug auf seinen Namen zuzulassen. Er stellt dafür Ausweis, eVB-Nummer und SEPA-Mandat für die Kfz-Steuer bereit. Amtliche Gebühren und Kennzeichen werden zum Selbstkostenpreis weiterberechnet.

8. Sachmängelhaftung
Neuwagen: 2 Jahre ab Übergabe. Gebrauchtwagen an Verbraucher: 1 Jahr ab Übergabe; diese Verkürzung wird bei Vertragsschluss gesondert vereinbart. Gebrauchtwagen an Unternehmer: unter Ausschluss der Sachmängelhaftung, soweit gesetzlich zulässig. Zeigt sich ein Mangel innerhalb eines Jahres nach Übergabe, wird vermutet, dass er schon bei Übergabe vorhanden war. Die Garantie des Herstellers und die Leinetal-Garantie gelten zusätzlich und schränken die gesetzlichen Rechte nicht ein.

9. Leinetal-Garantie (Gebrauchtwagen an Privatkunden)
Dauer: 12 Monate ab Übergabe, ohne Kilometerbegrenzung; verlängerbar beim Kauf auf 24 oder 36 Monate für Fahrzeuge unter 8 Jahren und unter 150.000 km.
Umfang: Motor mit allen inneren Teilen, Schalt- und Automatikgetriebe, Achsantrieb, Turbolader, Kühlsystem, Lenkung, Bremsanlage ohne Verschleißteile, Kraftstoffanlage, elektrische Bauteile und Steuergeräte; bei Elektroautos und Hybriden die Hochvoltbatterie, wenn ihre Kapazität unter 70 % fällt (höchstens 5.000 € je Schadensfall).
Nicht versichert: Verschleißteile (Kupplungsscheibe, Bremsbeläge und -scheiben, Reifen, Stoßdämpfer, Wischerblätter, 12-Volt-Batterie), Karosserie, Glas, Innenausstattung sowie Schäden durch Unfall, falschen Kraftstoff, fehlende Wartung, Ölmangel, Veränderungen am Fahrzeug oder Motorsport.
Materialkosten: bis 100.000 km voll übernommen; über 100.000 km trägt der Käufer 20 %, über 150.000 km 40 %. Arbeitslohn: immer voll.
Bedingungen: Wartung nach Herstellervorgabe in einer Fachwerkstatt, mit Nachweis. Der Schaden ist uns vor der Reparatur zu melden. Repariert wird in unserer Werkstatt; liegt das Fahrzeug mehr als 50 km entfernt, kann nach unserer schriftlichen Freigabe eine andere Werkstatt reparieren, erstattet zu unseren Sätzen. Abschleppen bis 50 km übernehmen wir. Bei Weiterverkauf an eine Privatperson geht die Garantie auf den neuen Eigentümer über.

10. Probefahrten
Der Fahrer legt einen in Deutschland gültigen Führerschein und Personalausweis oder Reisepass vor; mit begleitetem Fahren ab 17 fährt eine eingetragene Begleitperson mit. Die Vorführwagen sind vollkaskoversichert: Bei einem vom Fahrer verschuldeten Schaden trägt er eine Selbstbeteiligung von 1.000 €, bei grober Fahrlässigkeit, Alkohol oder Drogen den vollen Schaden. Bußgelder und Verwarnungsgelder aus der Probefahrt trägt der Fahrer; wir nennen der Behörde seine Daten und berechnen 15 € Bearbeitungsgebühr. Für Probefahrten über 24 Stunden oder übers Wochenende wird ein Leihvertrag geschlossen: höchstens 400 km, nur innerhalb Deutschlands, Rückgabe mit mindestens 30 % Ladung.

11. Werkstattaufträge
Arbeiten, die über den Auftrag hinausgehen oder mehr als 150 € kosten, führen wir nur nach Freigabe eines Kostenvoranschlags durch. Ausgebaute Teile erhält der Kunde auf Wunsch zurück. Auf unsere Reparaturen geben wir 12 Monate Garantie auf Teile und Arbeit. Wird das Fahrzeug nicht innerhalb von 3 Werktagen nach Fertigmeldung abgeholt, berechnen wir 15 € Standgeld pro Tag.
Werkstattersatzwagen: nach Verfügbarkeit, zusammen mit dem Termin zu reservieren, für Fahrer ab 21 Jahren mit mindestens zwei Jahren Fahrpraxis. 29 € pro Tag inkl. 100 km, jeder weitere Kilometer 0,25 €; kostenlos bei Garantiearbeiten und Rechnungen über 600 €. Rückgabe mit gleichem Tankstand, nur innerhalb Deutschlands; bei einem verschuldeten Schaden trägt der Fahrer 1.000 € Selbstbeteiligung.
Hol- und Bringservice: Abholung zwischen 7:00 und 9:00 Uhr, Rückgabe am selben Tag bis 18:00 Uhr, soweit die Arbeiten fertig sind; während der Überführungsfahrten ist das Fahrzeug über unsere Händlerversicherung versichert.

12. Datenschutz und Streitbeilegung
Wir verarbeiten die Daten des Kunden nur für Kauf, Finanzierung, Leasing, Zulassung, Garantie und Werkstatt, nach der DSGVO. Beschwerden an info@autohaus-leinetal.example. Bei Streit über Werkstattrechnungen kann der Kunde die Kfz-Schiedsstelle anrufen; an Verfahren vor einer allgemeinen Verbraucherschlichtungsstelle nehmen wir nicht teil. Gerichtsstand für Kaufleute ist Hannover.`,
    },
  ],
  answerable: [
    // German paraphrases with everyday words the owner never used
    {
      question:
        'Nehmt ihr meine alte Karre in Zahlung wenn ich bei euch nen Gebrauchten kaufe? Is n Astra von 2013 mit 190.000 runter.',
      answeredBy: [tradeIn, tradeInQuote, services, priceList, terms],
    },
    {
      question: 'Was nehmt ihr fuern TUEV? Meine Plakette is im Maerz faellig',
      answeredBy: [hu, priceList, services],
    },
    {
      question:
        'Wir sind zu fuenft plus Oma und brauchen ne neue Kiste mit sieben Sitzen. Was habt ihr da von Hyundai und wie lang wartet man auf so eine?',
      answeredBy: [newCars, priceList],
    },
    {
      question:
        'Lohnt sich so ne Ballonfinanzierung mit der fetten Schlussrate ueberhaupt? Was passiert am Ende wenn ich die nicht auf einmal zahlen kann?',
      answeredBy: [balloon, priceList],
    },
    {
      question:
        'Die Klima pustet nur noch warme Luft raus. Koennt ihr die wieder auffuellen und was kostet der Spass?',
      answeredBy: [aircon, priceList, services],
    },
    {
      question:
        'Muss ich zum Anmelden selber zum Strassenverkehrsamt latschen oder macht ihr das mit den Schildern?',
      answeredBy: [registration, priceList, services, terms],
    },
    {
      question:
        'Meine Tochter faehrt grad begleitet mit 17. Darf die bei euch ne Probefahrt machen wenn ich daneben sitz?',
      answeredBy: [testDrive, terms],
    },
    // Long messages in German, the question inside
    {
      question:
        'Hallo, wir sind eine Familie mit drei Kindern aus Ricklingen. Unser Zafira von 2011 hat letzte Woche den Geist aufgegeben (Steuerkette, der Mechaniker meinte, bei 240.000 km lohnt sich das nicht mehr) und jetzt brauchen wir schnell wieder einen Siebensitzer, gerne gebraucht. Viel auf der hohen Kante haben wir leider nicht. Habt ihr sowas da und kann man das in Raten abstottern?',
      answeredBy: [usedStock, financing, priceList, services],
    },
    {
      question:
        'Moin, ich bin Pflegerin an der MHH und fahre jeden Tag aus Ronnenberg rein, mit meinem alten Diesel wird das langsam echt teuer. Ich überlege auf einen Kona Elektro umzusteigen. Problem: Wir wohnen zur Miete, der Stellplatz ist in der Tiefgarage und unser Vermieter ist eher schwierig. Könnt ihr mir da trotzdem so eine Ladestation hinbauen und was kostet das ungefähr?',
      answeredBy: [electric, priceList, services],
    },
    {
      question:
        "Guten Abend, ich bin beim letzten Autokauf privat über Kleinanzeigen ziemlich reingefallen: nach sechs Wochen war das Getriebe hin und der Verkäufer meinte nur 'gekauft wie gesehen'. Diesmal will ich zum Händler. Wenn ich bei euch einen Gebrauchten kaufe und nach vier Monaten geht der Motor oder das Getriebe kaputt, was passiert dann genau und wer zahlt?",
      answeredBy: [usedGuarantee, terms, priceList, services],
    },
    {
      question:
        'Hallo, ich bin selbstständiger Elektriker mit kleinem Betrieb in Linden-Nord und fahre meinen Caddy privat und beruflich. Meine Steuerberaterin meint, ich soll das nächste Auto über die Firma leasen, am liebsten den Tucson Plug-in. Macht ihr sowas, was kostet das ungefähr im Monat und wie muss ich das versteuern wenn ich privat damit fahre?',
      answeredBy: [businessLeasing, businessLeasingQuote, services, priceList],
    },
    // Long messages in English
    {
      question:
        "Hi, I moved to Hannover in October for an engineering job near the Messe. I have my Anmeldung and my residence permit now and I'd like to buy a used Tucson or something similar for weekend trips with the kids. The thing is, I only have an Indian driving licence. What paperwork do I need to buy and register a car here, and can I keep driving on my licence?",
      answeredBy: [expatBuy, foreignLicence, registration],
    },
    {
      question:
        "Hello, I'm a postdoc at the university on a two-year contract and I'd rather not buy a car and then have to sell it again when I leave. Could I lease a small car for the two years instead? And what happens if my contract isn't extended and I have to leave Germany a few months early?",
      answeredBy: [expatLease, privateLeasing, priceList],
    },
    {
      question:
        "Hello, after four years teaching at the university I'm moving back to Canada at the end of March. I have a 2019 Kona with about 70,000 km that I bought from a private seller, and I still owe my bank around 4,000 euros on it. Would you buy it even though I'm not buying anything from you, and how quickly would I get the money?",
      answeredBy: [leavingGermany, tradeIn, priceList, terms],
    },
    // Typos and chat-speak, in German and English
    {
      question: 'moin! habt ihr samstags auf? wollt mir n paar gebrauchte angucken. lg',
      answeredBy: [location],
    },
    {
      question: 'was kostet bei euch reifenwechsel plus einlagern? hab 4 kompletraeder im keller',
      answeredBy: [tyres, priceList],
    },
    {
      question: 'kann man bei euch mit karte zahlen oder nur ueberweisung bzw bar?',
      answeredBy: [payment, terms],
    },
    {
      question:
        'gibts den weissen i20 von 2022 noch? kannste mir paar bilder per whatsapp schicken',
      answeredBy: [usedStock],
    },
    {
      question: 'was kostet die ueberfuehrung beim neuen kona, is die schon im preis drin?',
      answeredBy: [transfer, newCars, priceList],
    },
    {
      question:
        'holt ihr die karre auch ab zur inspektion? wohn in limmer und hab kein bock mit der bahn zu gurken',
      answeredBy: [pickup, priceList, terms],
    },
    {
      question: 'hey does anyone there speak english? my german is v bad lol',
      answeredBy: [englishStaff, expatBuy, description],
    },
    {
      question: 'how much 2 get my tyres swapped n stored for the winter? thx',
      answeredBy: [tyres, priceList],
    },
    // One or two words
    { question: 'Jahreswagen?', answeredBy: [demoCars, services, priceList] },
    {
      question: 'Inzahlungnahme?',
      answeredBy: [tradeIn, tradeInQuote, services, priceList, terms],
    },
    { question: 'Wallbox?', answeredBy: [electric, priceList, services] },
    { question: 'Winter tyres?', answeredBy: [tyres, priceList, services] },
    { question: 'Car loan?', answeredBy: [financing, balloon, priceList, services, payment] },
    // Short follow-ups
    { question: 'und sonntags?', answeredBy: [location] },
    {
      question: 'und wenn ich statt dem plug-in den ioniq 5 nehm, wie wird der dann versteuert?',
      answeredBy: [businessLeasing],
    },
    {
      question: 'and how long does it take to get the plates?',
      answeredBy: [registration, expatBuy],
    },
    // German questions, English knowledge
    {
      question:
        'Mein Mann hat nur nen tuerkischen Fuehrerschein, wir wohnen jetzt seit nem Jahr in Hannover. Darf er damit ueberhaupt noch fahren und bei euch Probe fahren?',
      answeredBy: [foreignLicence],
    },
    {
      question:
        'Ich zieh Ende des Monats zurueck nach Polen. Kauft ihr mir mein Auto ab, auch wenn ich bei euch nix neues kauf? Und meldet ihr das dann auch ab?',
      answeredBy: [leavingGermany, tradeIn, priceList],
    },
    // English questions, German knowledge
    {
      question: 'Do your used cars come with a warranty? For how long?',
      answeredBy: [usedGuarantee, terms, priceList, services],
    },
    {
      question: 'Can you do the TÜV inspection at your garage? Mine is due next month.',
      answeredBy: [hu, priceList, services],
    },
    {
      question: 'Do you offer balloon finance where I can just hand the car back at the end?',
      answeredBy: [balloon, priceList, services],
    },
    {
      question: 'Do you service other brands as well? I drive a 2016 Skoda Octavia.',
      answeredBy: [service, services, priceList],
    },
    // Answered by a document only
    {
      question:
        'Hab letzte Woche den Kaufvertrag fuer nen neuen Tucson unterschrieben, jetzt will meine Frau doch lieber was anderes. Komm ich da noch raus und was kostet mich das?',
      answeredBy: [terms],
    },
    {
      question:
        'Krieg ich nen Ersatzwagen solange meiner bei euch in der Werkstatt steht? Brauch den fuer die Arbeit',
      answeredBy: [priceList, terms],
    },
    {
      question: 'Was kostet bei euch das Nachruesten einer Anhaengerkupplung am Bayon?',
      answeredBy: [priceList],
    },
    {
      question: 'What happens if I scratch or dent the car during a test drive? Am I covered?',
      answeredBy: [terms],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Vermietet ihr auch Transporter? Wir ziehen naechsten Samstag von Linden nach Badenstedt und brauchen was Grosses fuer einen Tag.',
    'moin, macht ihr auch smart repair? hab ne delle in der fahrertuer, hat mir einer beim ausparken an der limmerstr reingesetzt',
    'Verkauft ihr auch Motorroller oder 125er? Mein Sohn hat gerade den A1-Fuehrerschein gemacht.',
    'Ich hab privat nen Golf in Bremen gekauft, der ist schon abgemeldet. Wo krieg ich ein Kurzzeitkennzeichen her, damit ich ihn nach Hannover fahren kann?',
    'Gebt ihr auch Fahrstunden oder koennt ihr mir ne gute Fahrschule in Linden empfehlen?',
    'Baut ihr auch Photovoltaik aufs Dach? Ich will mein E-Auto mit eigenem Solarstrom laden.',
    'How do I get an appointment at the Bürgeramt for my Anmeldung? Everything online is booked out for weeks.',
    "I'm bringing my own car over from the UK. Can you convert it for German registration, headlights and everything?",
    // Plainly outside
    'Wann spielt 96 das naechste Mal zuhause und gibts noch Karten?',
    'Any good Turkish breakfast place on Limmerstraße for Sunday morning?',
  ],
};
