import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Autohaus Kellermeier, a family car dealer in Regensburg (Upper Palatinate, Bavaria), in its
 * third generation: founded in 1968 as a small workshop, official Škoda dealer since 1991 and
 * Volkswagen dealer since 2003, service partner of both. It sells the whole new Škoda and VW
 * ranges (about 40 cars in stock), Jahreswagen and demonstrators and about 120 used cars, each
 * checked, with a fresh HU and the 12-month Kellermeier-Garantie on top of the legal liability
 * for defects; it takes cars in part exchange (Inzahlungnahme) or buys them outright, arranges
 * Volkswagen Bank loans, balloon and three-way financing (Ballonfinanzierung,
 * 3-Wege-Finanzierung), private and business leasing and its own car subscription (Auto-Abo,
 * six months minimum, insurance, tax, servicing and tyres included), registers the cars with
 * "R" plates, charges the usual transfer costs (Überführung) on new cars and delivers them
 * across Eastern Bavaria, and sells tax-free with a VAT form to members of the US forces. Its
 * workshop serves all brands (servicing, HU/AU with a TÜV SÜD examiner twice a week, tyre
 * changes and a tyre hotel, chip repair and windscreen replacement, body and paint work through
 * a partner body shop, pick-up and return), and a partner electrician installs 11 kW wallboxes.
 * Prices are in euros with German VAT at 19 % (net for business leasing). Its customers write
 * in German with a Bavarian colouring (families, commuters and pensioners from Regensburg,
 * Neutraubling, Lappersdorf, Kelheim and the Upper Palatinate, shift workers at the BMW plant,
 * young drivers and their parents, the self-employed, workshop customers of every brand), with
 * dialect and chat-speak, and in English (international staff of the university, the BMW plant
 * and the tech firms, and US army families from Hohenfels and Grafenwöhr). The owner wrote the
 * briefing in German, most Q&A pairs in German (address and hours with the Sunday Schautag, new
 * Škoda and VW and delivery times, used cars, Jahreswagen and demonstrators, the used-car
 * guarantee, part exchange, the loan, balloon and three-way financing, private leasing,
 * business leasing and company-car tax, the Auto-Abo, registration and plates, transfer costs
 * and home delivery, HU/AU, servicing of all brands, tyres, body and paint, chips and
 * windscreens, electric cars and wallboxes, test drives, payment) and a few in English (buying
 * tax-free and registering a car as a member of the US forces, buying and registering a car as
 * an international employee, a foreign driving licence, English-speaking staff, selling the car
 * when leaving Germany), added two custom responses (a valuation of the customer's car, a
 * request for a workshop appointment), and pasted the 2026 price and services list and the
 * general terms of sale, guarantee, subscription and workshop, both in German.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases with
 * Bavarian and everyday words the owner never used ("Servus", "Grüß Gott", "mei oide Kiste",
 * "fürn TÜV", "d Plakettn", "a gscheide Wallbox", "a Ladestation", "sei erste Karre", "a bissl
 * was Kloans", "de Nummernschuidl", "a teire Miete", "gekauft wie gesehen", "der Turbo war
 * hin"), long messages with a story around the question (a family in Neutraubling whose Touran
 * is too small for a third child seat, a BMW shift worker from Wörth renting a flat with an
 * underground car park, a buyer burnt by a private sale on Kleinanzeigen, a physiotherapist in
 * Kelheim whose tax adviser wants a leased Enyaq; a US army family just arrived at Hohenfels,
 * an engineer from Bangalore at the BMW plant, a postdoc moving back to Brazil with a loan on
 * the car, an Infineon employee whose wife's Kamiq was hit in a car park), typos and chat-speak
 * without umlauts ("habts", "offn", "oschaun", "vg", "lg", "gibts", "kannst ma", "zahln oda",
 * "ned", "nen", "hab"; "any1", "ur", "rly", "2", "thx", "its"), one- or two-word questions
 * ("Jahreswagen?", "Auto-Abo?", "Trade-in?", "Leasing?", "Oil change?"), short follow-ups that
 * only make sense after an earlier question ("und wenn i statt dem Enyaq an Superb Plug-in
 * nimm...", "und wia lang dauert des dann, bis i d Schuidl hab?", "and what if I need to give
 * the car back early?", "and how long is the warranty on the battery?"), English questions
 * against German knowledge and the reverse (a soldier's wife asking in dialect about buying
 * without VAT, a Texan licence after eight months in Regensburg), and a few that only a
 * document answers (getting out of a signed order, taking the subscription car to Croatia, a
 * speeding ticket on a test drive, a bike rack for the tow bar). The outside questions include
 * hard negatives that share words with the knowledge (renting a California camper next to the
 * Auto-Abo, window tinting next to the glass service, retrofitting a parking heater next to
 * the tow bar, the city's registration office next to the registration service, an
 * apprenticeship next to the workshop, shipping a car back to the US next to the US forces and
 * selling the car when leaving, a public fast charger next to wallboxes, e-bikes and scooters
 * next to electric cars) and plain questions about Jahn Regensburg and a beer garden by the
 * Stone Bridge.
 */

const german = qaIn('German');
const english = qaIn('English');

// The sources' titles, as the answers name them.
const location = 'Wo finde ich Sie und wann haben Sie geöffnet?';
const newCars =
  'Welche neuen Škoda und Volkswagen verkaufen Sie, und wie lange sind die Lieferzeiten?';
const usedStock = 'Welche Gebrauchtwagen, Jahreswagen und Vorführwagen haben Sie?';
const usedGuarantee = 'Welche Garantie bekomme ich auf einen Gebrauchtwagen?';
const tradeIn = 'Nehmen Sie mein altes Auto in Zahlung oder kaufen Sie es an?';
const financing = 'Kann ich das Auto bei Ihnen finanzieren?';
const balloon = 'Wie funktionieren die Ballonfinanzierung und die 3-Wege-Finanzierung?';
const privateLeasing = 'Kann ich als Privatperson bei Ihnen leasen?';
const businessLeasing = 'Bieten Sie Gewerbeleasing für Selbstständige und Firmen an?';
const abo = 'Was ist Ihr Auto-Abo und was ist im Preis enthalten?';
const registration = 'Übernehmen Sie die Zulassung und besorgen Sie die Kennzeichen?';
const delivery = 'Was kostet die Überführung, und liefern Sie das Auto nach Hause?';
const hu = 'Kann ich bei Ihnen die HU/AU (TÜV) machen lassen?';
const service = 'Warten und reparieren Sie auch Autos anderer Marken?';
const tyres = 'Wechseln Sie Reifen und lagern Sie sie ein?';
const body = 'Reparieren Sie Unfallschäden, Dellen und Lackschäden?';
const glass = 'Was tun bei einem Steinschlag oder einer kaputten Scheibe?';
const electric = 'Verkaufen Sie Elektroautos und installieren Sie Wallboxen?';
const testDrive = 'Kann ich vor dem Kauf eine Probefahrt machen?';
const payment = 'Wie kann ich bezahlen?';
const usForces =
  'I am with the US forces in Hohenfels or Grafenwöhr: can I buy a car from you tax-free and register it?';
const expatBuy =
  'Can I buy and register a car in Regensburg as an international employee or student?';
const foreignLicence = 'Can I drive in Germany with my foreign driving licence?';
const englishStaff = 'Does anyone at the dealership speak English?';
const leavingGermany = 'I am leaving Germany: will you buy my car?';
const priceList = 'Preis- und Leistungsverzeichnis 2026 – Autohaus Kellermeier';
const terms =
  'Allgemeine Verkaufs-, Garantie-, Abo- und Werkstattbedingungen – Autohaus Kellermeier (2026)';
const tradeInQuote = 'Anfrage zur Bewertung oder zum Ankauf des eigenen Autos';
const workshopBooking = 'Terminanfrage für Werkstatt, HU/AU, Reifen oder Glas';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const regensburgCarDealerSet: EvaluationSet = {
  name: 'Regensburg car dealer (Autohaus Kellermeier)',
  heldOut: false,
  agentName: 'Vroni',
  briefing: {
    companyName: 'Autohaus Kellermeier',
    industry: 'automotive',
    description:
      'Autohaus Kellermeier ist ein Familienbetrieb in Regensburg, in der dritten Generation. Josef Kellermeier hat 1968 mit einer kleinen Werkstatt in Schwabelweis angefangen; heute führen seine Enkel Florian und Theresa Kellermeier das Autohaus in der Straubinger Straße 58, 93055 Regensburg, am Osthafen, fünf Minuten von der A3. Seit 1991 sind wir Škoda-Vertragshändler, seit 2003 auch Volkswagen-Vertragshändler, und Servicepartner beider Marken: Wir verkaufen neue Škoda und VW, Jahres- und Vorführwagen und haben ständig rund 120 Gebrauchtwagen auf dem Hof, alle geprüft und mit Garantie. Dazu kommen eine Werkstatt für alle Marken mit HU/AU im Haus, Reifenhotel und Glasservice, Finanzierung, Leasing und unser Auto-Abo. Wir sind 34 Leute in Verkauf, Werkstatt, Service-Annahme, Fahrzeugaufbereitung und im Büro für Finanzierung, Leasing, Abo und Zulassung. Unsere Kunden kommen aus Regensburg, der Oberpfalz und Niederbayern, von Kelheim bis Straubing und von Cham bis Neumarkt, und viele amerikanische Familien aus Hohenfels und Grafenwöhr kaufen bei uns. Wir sprechen Deutsch (gern auch Bairisch), Englisch, Polnisch und Tschechisch; Petra Nováková in der Zulassung spricht Tschechisch.',
    targetAudience:
      'Familien, Pendler und Rentner aus Regensburg und den Landkreisen Regensburg, Kelheim, Straubing-Bogen, Cham und Neumarkt, die einen neuen Škoda oder VW oder einen zuverlässigen Gebrauchten suchen; Fahranfänger und ihre Eltern; Schichtarbeiter und Pendler, die auf ein Elektroauto umsteigen; Selbstständige, Handwerker und kleine Firmen, die gewerblich leasen; Werkstattkunden aller Marken; internationale Mitarbeiterinnen und Mitarbeiter der Universität, des Universitätsklinikums, des BMW-Werks und der Technologiefirmen der Region sowie Studierende; und Soldaten, Zivilangestellte und ihre Familien von den US-Standorten Hohenfels und Grafenwöhr, die uns auf Englisch schreiben.',
    keyServices:
      'Verkauf neuer Škoda (Fabia, Scala, Kamiq, Octavia, Karoq, Kodiaq, Superb, Elroq, Enyaq) und Volkswagen (Polo, T-Cross, Golf, T-Roc, Tiguan, Tayron, ID.3, ID.4, ID.7, ID. Buzz); Jahreswagen und Vorführwagen mit dem Rest der Herstellergarantie; rund 120 Gebrauchtwagen mit 110-Punkte-Check und 12 Monaten Kellermeier-Garantie; Inzahlungnahme mit kostenloser Bewertung und Ankauf ohne Neukauf; Finanzierung, Ballonfinanzierung und 3-Wege-Finanzierung über die Volkswagen Bank; Privat- und Gewerbeleasing; Auto-Abo ab 6 Monaten mit Versicherung, Kfz-Steuer, Wartung und Reifen im Preis; Zulassungsservice mit Wunschkennzeichen; Überführung und Lieferung nach Hause; steuerfreier Verkauf an Angehörige der US-Streitkräfte mit VAT-Formular; Werkstatt für alle Marken: Inspektion, Ölwechsel, Reparatur, HU/AU mit TÜV SÜD im Haus, Reifenwechsel und Reifenhotel, Steinschlagreparatur und Scheibentausch, Unfall- und Lackreparatur mit unserem Partner-Lackierzentrum, Hol- und Bringservice; Elektroautos und Wallbox-Installation mit einem Partner-Elektrobetrieb; Probefahrten, bei Elektroautos auch übers Wochenende.',
    commonQuestions:
      'Öffnungszeiten und der Sonntags-Schautag, Lieferzeiten neuer Škoda und VW, Jahres- und Vorführwagen, ob ein bestimmter Gebrauchter noch da ist und Fotos per WhatsApp, die Garantie auf Gebrauchtwagen, was wir fürs alte Auto zahlen, Finanzierung und Monatsraten, Ballon- und 3-Wege-Finanzierung, Privat- und Gewerbeleasing und die Versteuerung des Firmenwagens, was im Auto-Abo drin ist, Zulassung und Wunschkennzeichen, Überführungskosten, TÜV-Termine, Inspektion für andere Marken, Reifenwechsel und Einlagerung, Steinschlag und Unfallschäden, Wallbox in der Mietwohnung, Probefahrten und Bezahlung; auf Englisch: der steuerfreie Kauf und die Zulassung für Angehörige der US-Streitkräfte, wie man als internationaler Mitarbeiter ein Auto kauft und zulässt, der ausländische Führerschein und der Verkauf des Autos beim Wegzug.',
    languages: ['German', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Klare, konkrete Antworten mit Preisen in Euro inklusive 19 % MwSt. (beim Gewerbeleasing netto, beim steuerfreien Verkauf an Angehörige der US-Streitkräfte ohne MwSt.) und den deutschen Regeln einfach erklärt: HU/AU, Zulassung, eVB-Nummer, Gewährleistung und Garantie. Wir siezen unsere Kunden, auch wenn sie mit „Servus“, auf Bairisch oder mit Abkürzungen schreiben, und antworten auf Englisch, wenn jemand auf Englisch schreibt. Wir versprechen nie einen Ankaufspreis, ohne das Auto gesehen zu haben, und nie eine Kredit- oder Leasingzusage vor der Prüfung durch die Bank. Zum Schluss schlagen wir einen nächsten Schritt vor: eine Probefahrt, eine Bewertung, einen Werkstatttermin oder eine Nachricht per WhatsApp an 0160 9127 5584.',
    personality:
      'Wie ein guter Autoverkäufer aus der Oberpfalz: bodenständig, ehrlich und herzlich, mit trockenem Humor; grüßt mit „Grüß Gott“ und darf auch mal „Servus“ sagen; offen über den Zustand der Gebrauchten und über Kosten, an die man nicht sofort denkt (Überführung, Zulassung, Versicherung), geduldig mit Fahranfängern und mit internationalen Kunden, die deutsche Formulare zum ersten Mal sehen.',
    responseTemplates: [
      {
        scenario: tradeInQuote,
        response:
          'Sehr gern! Für eine erste Einschätzung schicken Sie uns bitte per WhatsApp an 0160 9127 5584 oder per E-Mail an ankauf@autohaus-kellermeier.example: Marke, Modell, Motor und Erstzulassung; den Kilometerstand; ein Foto der Zulassungsbescheinigung Teil I (Fahrzeugschein); vier Fotos von außen, eines vom Innenraum und eines vom Tacho bei laufendem Motor; ob das Serviceheft vollständig ist; bekannte Schäden, Unfälle oder Warnleuchten; ob das Auto noch finanziert ist; und ob Sie bei uns ein anderes Auto kaufen oder Ihres nur verkaufen möchten. Sie bekommen noch am selben Tag eine Preisspanne. Das verbindliche Angebot machen wir nach einem kostenlosen Check von etwa 30 Minuten bei uns am Osthafen, ohne Termin während der Verkaufszeiten; es gilt 10 Tage oder 300 km.',
      },
      {
        scenario: workshopBooking,
        response:
          'Gern! Schicken Sie uns für Ihren Termin bitte per WhatsApp an 0160 9127 5584, per E-Mail an service@autohaus-kellermeier.example oder über das Terminformular auf unserer Website: Ihr Kennzeichen, Marke, Modell und Baujahr, den Kilometerstand, was gemacht werden soll (Inspektion, Reparatur, HU/AU, Reifenwechsel, Steinschlag oder Scheibe) und zwei Wunschtermine. Bei der HU sagen Sie uns bitte, wann die Plakette fällig ist; der Prüfer von TÜV SÜD ist dienstags und freitags bei uns. Beim Reifenwechsel sagen Sie uns, ob Ihre Räder bei uns eingelagert sind; bei einem Steinschlag schicken Sie ein Foto mit einer Münze daneben. Sagen Sie uns auch, ob Sie warten, den Hol- und Bringservice oder einen Ersatzwagen möchten. Wir bestätigen Ihren Termin innerhalb eines Werktags. Im Oktober, November, März und April sind die Reifentermine schnell weg: Buchen Sie dann bitte zwei bis drei Wochen vorher.',
      },
    ],
  },
  qa: [
    german(
      location,
      'Sie finden uns in der Straubinger Straße 58, 93055 Regensburg, im Gewerbegebiet am Osthafen, fünf Minuten von der A3-Ausfahrt Rosenhof, mit 30 kostenlosen Kundenparkplätzen vor dem Haus. Mit dem Stadtbus fahren Sie bis zur Haltestelle Osthafen und gehen von dort drei Minuten. Verkauf (Neu- und Gebrauchtwagen): Montag bis Freitag 8:30–18:30 Uhr, Samstag 9:00–15:00 Uhr. Werkstatt, Service-Annahme und Glas: Montag bis Freitag 7:00–18:00 Uhr, Samstag 8:00–12:00 Uhr (nur Reifenwechsel und kleine Arbeiten, mit Termin). Sonntags ist von 10:00 bis 17:00 Uhr Schautag: Hof und Schauraum sind zum Anschauen offen, Beratung, Probefahrten und Verkauf sind sonntags aber nicht erlaubt. An allen bayerischen Feiertagen, auch an Mariä Himmelfahrt und Allerheiligen, haben wir geschlossen, die Werkstatt außerdem vom 24. Dezember bis 1. Januar. Telefon 0941 46 38 20, WhatsApp 0160 9127 5584, E-Mail info@autohaus-kellermeier.example.',
    ),
    german(
      newCars,
      'Wir sind seit 1991 Škoda-Vertragshändler und seit 2003 auch Volkswagen-Vertragshändler und verkaufen beide Modellpaletten. Preise 2026 ab (unverbindliche Preisempfehlung inkl. 19 % MwSt., jeweils zuzüglich 1.190 € Überführung): Škoda Fabia 19.990 €, Scala 23.990 €, Kamiq 25.990 €, Octavia Combi 32.990 €, Elroq (Elektro) 33.900 €, Karoq 34.490 €, Kodiaq 41.990 € (als Siebensitzer 950 € mehr), Enyaq (Elektro) 44.900 €, Superb Combi 45.490 €, Superb Combi iV (Plug-in-Hybrid) 50.990 €; VW Polo 21.990 €, T-Cross 26.490 €, Golf 31.990 €, T-Roc 31.990 €, ID.3 (Elektro) 33.990 €, Tiguan 40.490 €, ID.4 (Elektro) 40.990 €, Tayron (auch mit sieben Sitzen) 47.990 €, ID.7 (Elektro) 53.990 €, ID. Buzz (Elektro) 59.990 €. Rund 40 Neuwagen stehen bei uns auf Lager; sie sind in ein bis zwei Wochen zugelassen und fahrbereit. Ein ab Werk nach Ihren Wünschen bestelltes Auto dauert bei Škoda meist drei bis fünf Monate, bei Volkswagen vier bis sechs Monate, beim Tayron, ID.7 und ID. Buzz eher sechs bis acht Monate. Neuwagen haben 2 Jahre Herstellergarantie, die Sie beim Kauf mit der Anschlussgarantie auf bis zu 5 Jahre verlängern können; die Hochvoltbatterie der Elektroautos und Plug-in-Hybride hat 8 Jahre oder 160.000 km Garantie. Bei der Bestellung leisten Sie 10 % Anzahlung.',
    ),
    german(
      usedStock,
      'Wir haben ständig rund 120 Gebrauchtwagen auf dem Hof, Baujahre 2016 bis 2025, von etwa 6.500 € bis 49.000 €. Gut die Hälfte sind Škoda und Volkswagen, dazu Seat, Cupra und Audi und Autos anderer Marken, die wir in Zahlung genommen haben. Darunter sind immer 25 bis 30 Jahreswagen und Vorführwagen von Škoda und VW: Vorführwagen sind 3 bis 12 Monate alt, haben unter 10.000 km und kosten 10 bis 20 % weniger als neu; Jahreswagen sind bis 24 Monate alt, haben bis 30.000 km und kosten 15 bis 25 % weniger; beide haben den Rest der Herstellergarantie, und Überführungskosten fallen nicht an. Kleine, günstige Autos für Fahranfänger und Studenten (Fabia, Polo, Up, Citigo, Ibiza, Corsa) gibt es ab 6.500 €, Kompakte und Kombis ab etwa 10.000 €, SUVs und Siebensitzer (Kodiaq, Touran, Sharan, Tarraco) ab 14.000 €, dazu rund 20 Elektroautos und Plug-in-Hybride mit Batteriezertifikat. Jedes Auto bekommt vor dem Verkauf unseren 110-Punkte-Check, eine Inspektion und eine neue HU, wenn die alte weniger als 12 Monate Rest hat. Alle Autos mit Fotos und Preis stehen auf www.autohaus-kellermeier.example, bei mobile.de und bei AutoScout24. Schicken Sie uns den Link per WhatsApp an 0160 9127 5584: Wir sagen Ihnen am selben Tag, ob das Auto noch da ist, und schicken weitere Fotos, ein kurzes Video und das Serviceheft. Gegen 500 € Anzahlung reservieren wir Ihnen ein Auto 7 Tage lang.',
    ),
    german(
      usedGuarantee,
      'Jeder Gebrauchtwagen, den Sie als Privatkunde bei uns kaufen, ist doppelt abgesichert. Erstens haften wir 12 Monate ab Übergabe gesetzlich für Sachmängel (Gewährleistung). Zweitens ist unsere Kellermeier-Garantie über 12 Monate ohne Kilometerbegrenzung im Preis enthalten: Sie deckt Motor, Schalt-, Automatik- und DSG-Getriebe, Turbolader, Kühlsystem, Lenkung, Bremsanlage (ohne Beläge und Scheiben), Kraftstoffanlage, Klimakompressor, Elektrik und Steuergeräte, bei Elektroautos und Hybriden auch die Hochvoltbatterie, wenn ihre Kapazität unter 70 % fällt. Nicht gedeckt sind Verschleißteile wie Kupplungsscheibe, Bremsbeläge und -scheiben, Reifen, Stoßdämpfer, Wischerblätter und die 12-Volt-Batterie. Ab 100.000 km tragen Sie einen Teil der Materialkosten (20 %, ab 150.000 km 40 %); den Arbeitslohn zahlt die Garantie immer ganz. Melden Sie uns einen Schaden bitte vor der Reparatur: Wir reparieren in unserer Werkstatt und übernehmen das Abschleppen bis 50 km. Beim Kauf können Sie die Garantie für Autos unter 8 Jahren und unter 150.000 km auf 24 Monate (320 €) oder 36 Monate (540 €) verlängern. Jahres- und Vorführwagen haben zusätzlich den Rest der Herstellergarantie.',
    ),
    german(
      tradeIn,
      'Ja, wir nehmen Autos jeder Marke und jeden Alters in Zahlung, wenn Sie bei uns einen Neu-, Jahres- oder Gebrauchtwagen kaufen. Die Bewertung ist kostenlos und unverbindlich und dauert etwa 30 Minuten auf unserem Hof, ohne Termin während der Verkaufszeiten; vorab bekommen Sie per WhatsApp eine erste Einschätzung anhand von Fotos und Fahrzeugschein. Grundlage sind die aktuellen DAT-Marktwerte, der Zustand, der Kilometerstand und das Serviceheft. Unser Angebot gilt 10 Tage oder 300 km; der Betrag wird vom Kaufpreis abgezogen, und Sie fahren Ihr altes Auto, bis das neue da ist. Ist Ihr Auto noch finanziert, lösen wir die Restschuld direkt bei Ihrer Bank ab, und die Abmeldung erledigen wir kostenlos. Autos ab Baujahr 2015 kaufen wir auch an, ohne dass Sie bei uns ein Auto kaufen, und überweisen das Geld innerhalb von zwei Werktagen.',
    ),
    german(
      financing,
      'Ja. Wir vermitteln Ratenkredite der Volkswagen Bank für Neu-, Jahres- und Gebrauchtwagen aller Marken, von 2.500 € bis 80.000 € und mit 12 bis 84 Monaten Laufzeit (bei Autos, die älter als 8 Jahre sind, höchstens 48 Monate). Im Januar 2026 beginnt der effektive Jahreszins bei 2,99 % für neue Škoda und VW und bei 5,49 % für Gebrauchtwagen. Beispiel Gebrauchtwagen: Nettodarlehensbetrag 15.000 €, 60 Monate, gebundener Sollzins 5,36 % p. a., effektiver Jahreszins 5,49 %, 60 Monatsraten à 285,55 €, Gesamtbetrag 17.133,00 €. Beispiel kleiner Gebrauchter: Nettodarlehensbetrag 8.000 €, 48 Monate, gebundener Sollzins 6,30 % p. a., effektiver Jahreszins 6,49 %, 48 Monatsraten à 188,98 €, Gesamtbetrag 9.071,04 €. Eine Anzahlung ist nicht nötig, senkt aber die Rate, und Sondertilgungen sind jederzeit kostenlos. Für den Antrag brauchen wir Ihren Personalausweis (oder Reisepass mit Meldebescheinigung), die letzten zwei Gehaltsabrechnungen und Ihre IBAN; die Bank holt eine SCHUFA-Auskunft ein und entscheidet meist innerhalb einer Stunde. Einen Kredit bekommt, wer volljährig ist und ein regelmäßiges Einkommen hat; bei Azubis und Studenten können die Eltern mitunterschreiben. Wer eine niedrigere Rate möchte, wählt die Ballon- oder die 3-Wege-Finanzierung. Bonität vorausgesetzt.',
    ),
    german(
      balloon,
      'Bei beiden zahlen Sie eine niedrigere Monatsrate, weil ein großer Teil des Preises erst am Ende als Schlussrate fällig wird. Bei der Ballonfinanzierung zahlen Sie die Schlussrate am Ende auf einmal oder finanzieren sie weiter (Bonität vorausgesetzt). Die 3-Wege-Finanzierung lässt Ihnen am Ende drei Wege: Sie zahlen die Schlussrate und behalten das Auto; Sie finanzieren die Schlussrate weiter; oder Sie geben das Auto bei uns zurück, und wir übernehmen es zum garantierten Rückkaufwert in Höhe der Schlussrate, wenn die vereinbarten Kilometer eingehalten sind und das Auto keine Schäden über normale Gebrauchsspuren hinaus hat; Mehrkilometer kosten dann 0,10 € je km. Beispiel Škoda Octavia Combi 1.5 TSI (32.990 € plus 1.190 € Überführung), 5.000 € Anzahlung, 48 Monate, 10.000 km im Jahr: Nettodarlehensbetrag 29.180 €, gebundener Sollzins 2,95 % p. a., effektiver Jahreszins 2,99 %, 47 Monatsraten à 319,36 € und eine Schlussrate von 16.900 €, Gesamtbetrag 31.909,92 €. Die 3-Wege-Finanzierung gibt es für neue Škoda und VW und für Jahres- und Vorführwagen, die Ballonfinanzierung auch für Gebrauchtwagen bis 4 Jahre.',
    ),
    german(
      privateLeasing,
      'Ja, für alle neuen Škoda und Volkswagen, über die Volkswagen Leasing. Sie zahlen eine feste Monatsrate für 24 bis 48 Monate und 5.000 bis 30.000 km im Jahr und geben das Auto am Ende bei uns zurück; eine Sonderzahlung ist möglich, aber nicht nötig. Beispiele 2026 ohne Sonderzahlung, 10.000 km im Jahr, inkl. MwSt.: Škoda Fabia ab 179 € und VW ID.3 ab 269 € (36 Monate), Škoda Elroq ab 259 €, Octavia Combi ab 299 € und VW Tiguan ab 399 € (48 Monate), jeweils zuzüglich einmalig 1.190 € Überführung. Versicherung und Kfz-Steuer zahlen Sie selbst; Wartung und Verschleiß können Sie für 29 € im Monat dazunehmen, Reifen für 19 €. Mehrkilometer kosten 0,09 € je km, Minderkilometer erstatten wir mit 0,05 € je km (bis 2.500 km). Bei der Rückgabe bewertet ein unabhängiger Gutachter das Auto: Normale Gebrauchsspuren sind in Ordnung, Schäden darüber hinaus werden berechnet. Voraussetzung sind ein Wohnsitz in Deutschland, ein deutsches Girokonto und eine positive SCHUFA-Auskunft. Wer sich nicht so lange binden will, ist mit unserem Auto-Abo besser bedient.',
    ),
    german(
      businessLeasing,
      'Ja. Für Selbstständige, Freiberufler, Handwerksbetriebe und Firmen bieten wir Gewerbeleasing für alle neuen Škoda und VW an, über 24 bis 60 Monate und 10.000 bis 50.000 km im Jahr; die Raten verstehen sich netto zuzüglich MwSt., die Sie als vorsteuerabzugsberechtigter Unternehmer zurückbekommen. Beispiele 2026, 48 Monate, 15.000 km im Jahr, ohne Sonderzahlung, netto im Monat: Škoda Elroq ab 219 €, Octavia Combi ab 239 €, Enyaq ab 299 €, Superb Combi iV (Plug-in-Hybrid) ab 349 €, VW ID.7 Tourer ab 389 €. Ein Service-Paket mit Wartung, Verschleiß, Reifen und HU gibt es ab 35 € netto im Monat. Fahren Sie den Firmenwagen auch privat, versteuern Sie den geldwerten Vorteil: bei reinen Elektroautos mit einem Bruttolistenpreis bis 100.000 € mit 0,25 % des Bruttolistenpreises im Monat, bei Plug-in-Hybriden, die die gesetzlichen Grenzen für CO2-Ausstoß oder elektrische Reichweite erfüllen (wie der Superb Combi iV), mit 0,5 %, bei Benzinern, Diesel und Mild-Hybriden mit 1 %; dazu kommen die Fahrten zwischen Wohnung und Arbeit. Ab drei Fahrzeugen bekommen Sie Flottenkonditionen und mit Theresa Kellermeier eine feste Ansprechpartnerin. Was in Ihrem Fall steuerlich gilt, bestätigt Ihnen Ihr Steuerberater.',
    ),
    german(
      abo,
      'Beim Kellermeier Auto-Abo fahren Sie einen neuen oder fast neuen Škoda oder VW für eine feste Monatsrate, in der alles außer Sprit oder Strom, Maut und Parkgebühren enthalten ist: Zulassung und Überführung, Kfz-Steuer, Haftpflicht- und Vollkaskoversicherung (1.000 € Selbstbeteiligung in der Vollkasko, 500 € in der Teilkasko), Wartung, Verschleißreparaturen, HU und Sommer- und Winterreifen samt Wechsel. Die Mindestlaufzeit ist 6 Monate; danach läuft das Abo monatlich weiter und ist mit einem Monat Frist kündbar, oder Sie wechseln in ein anderes Modell. Beispiele 2026 mit 1.000 km im Monat, inkl. MwSt.: Škoda Fabia 429 €, VW ID.3 499 €, Škoda Elroq 519 €, Octavia Combi 549 €, Enyaq 629 €, VW Tiguan 679 € im Monat; weitere 500 km im Monat kosten 59 €, jeder Kilometer darüber 0,25 €. Einmalig zahlen Sie 290 € Bereitstellungsgebühr. Sie müssen mindestens 23 Jahre alt sein und seit zwei Jahren einen in Deutschland gültigen Führerschein haben. Mit positiver SCHUFA brauchen Sie keine Kaution; wer neu in Deutschland ist und noch keine SCHUFA hat, hinterlegt 1.500 € Kaution. Vor Ende der Mindestlaufzeit können Sie nur kündigen, wenn Sie beruflich versetzt werden oder ins Ausland ziehen: dann mit einem Monat Frist und gegen eine Gebühr in Höhe einer Monatsrate. Das Auto steht meist innerhalb von zwei Wochen für Sie bereit.',
    ),
    german(
      registration,
      'Ja. Für jedes Auto, das Sie bei uns kaufen, erledigt unser Zulassungsservice alles bei der Zulassungsstelle der Stadt Regensburg oder des Landratsamts Regensburg, je nachdem, wo Sie wohnen; Sie müssen nicht selbst hin. Dafür brauchen wir Ihren Personalausweis (oder Reisepass mit Meldebescheinigung), die eVB-Nummer Ihrer Kfz-Versicherung und ein SEPA-Lastschriftmandat für die Kfz-Steuer mit Ihrer IBAN. Der Zulassungsservice kostet 139 € (in einem anderen Landkreis 169 €); dazu kommen die amtlichen Gebühren (rund 35 €) und die Kennzeichen (28 € das Paar). Ein Wunschkennzeichen mit „R“ reservieren Sie online für 12,80 €, oder wir machen das für Sie; Ihr bisheriges Kennzeichen können Sie mitnehmen, wenn Sie Ihr altes Auto gleichzeitig abmelden oder bei uns in Zahlung geben. Liegen alle Unterlagen vor, dauert die Zulassung meist zwei bis drei Werktage. Die Zulassungsbescheinigung Teil II (Fahrzeugbrief) bekommen Sie bei Barkauf bei der Übergabe; bei einer Finanzierung bleibt sie bis zur letzten Rate bei der Bank.',
    ),
    german(
      delivery,
      'Bei Neuwagen kommen, wie bei allen Škoda- und VW-Händlern, zum Listenpreis die Überführungskosten dazu: der Transport vom Werk zu uns, die Auslieferungsinspektion, die Reinigung, Verbandkasten und Warndreieck und die erste Tankfüllung oder Ladung. Bei uns sind das 2026 einheitlich 1.190 € je Modell; bei Jahres-, Vorführ- und Gebrauchtwagen fallen sie nicht an, und die Zulassung ist darin nicht enthalten. Sie holen Ihr Auto bei uns ab, und wir nehmen uns eine Stunde Zeit für die Einweisung, oder wir liefern es zugelassen und vollgetankt (Elektroautos zu 80 % geladen) nach Hause oder zur Arbeit: im Stadtgebiet Regensburg kostenlos, im übrigen Landkreis Regensburg für 69 €, bis 100 km (zum Beispiel Straubing, Landshut, Kelheim, Cham, Amberg, Hohenfels, Grafenwöhr) für 129 €, bis 200 km (zum Beispiel München, Nürnberg, Passau, Augsburg) für 219 €, weiter nach Angebot. Geliefert wird montags bis samstags nach Termin; geben Sie Ihr altes Auto in Zahlung, nimmt der Fahrer es gleich mit.',
    ),
    german(
      hu,
      'Ja, für Autos aller Marken. Jeden Dienstag und Freitag kommt ein Prüfingenieur von TÜV SÜD in unsere Werkstatt und nimmt die Hauptuntersuchung mit Abgasuntersuchung ab. Die HU mit AU kostet 2026 für einen Pkw 154,90 € (Prüfgebühr von TÜV SÜD); im HU-Paket mit unserem Vorab-Check (Licht, Reifen, Bremsen, Wischer, Fehlerspeicher) zahlen Sie 189 €. Finden wir beim Vorab-Check einen Mangel, rufen wir Sie mit einem Kostenvoranschlag an, bevor wir etwas reparieren, damit die Plakette meist gleich beim ersten Mal klappt. Ist trotzdem eine Nachprüfung nötig, kostet sie innerhalb eines Monats 29,90 €. Neuwagen müssen nach drei Jahren zum ersten Mal zur HU, danach alle zwei Jahre; wer mehr als zwei Monate überzieht, zahlt 20 % mehr für eine Ergänzungsuntersuchung. Den Termin vereinbaren Sie telefonisch, per WhatsApp oder online; die HU dauert etwa eine Stunde, und Sie können in unserer Kundenlounge warten.',
    ),
    german(
      service,
      'Ja. Wir sind Škoda- und Volkswagen-Servicepartner und betreuen Autos aller Marken, von Audi, Seat und Cupra über Opel, Ford und BMW bis Toyota, Hyundai und Mazda. Wir warten nach Herstellervorgabe, mit Original- oder gleichwertigen Teilen, und tragen alles ins (digitale) Serviceheft ein, sodass Ihre Herstellergarantie erhalten bleibt, auch wenn Sie das Auto nicht bei uns gekauft haben. Preise inkl. MwSt.: Inspektion ab 249 € für Kleinwagen, ab 299 € für Kompakte und ab 369 € für SUVs und Vans, Ölwechsel mit Filter ab 129 €, Bremsflüssigkeitswechsel 89 €, Fehlerspeicher auslesen 69 €, Arbeitsstunde 148 €. Vor jeder zusätzlichen Arbeit bekommen Sie einen Kostenvoranschlag. Termine gibt es meist innerhalb einer Woche; bei Inspektion und Ölwechsel können Sie in der Kundenlounge mit WLAN und Kaffee warten oder den Schlüssel am Vorabend in unseren Schlüsseltresor werfen. Mit dem Hol- und Bringservice holen wir Ihr Auto morgens zwischen 7:00 und 9:00 Uhr ab und bringen es am selben Tag zurück: im Stadtgebiet Regensburg für 25 €, im Landkreis für 45 €, im Stadtgebiet ab 450 € Werkstattrechnung kostenlos.',
    ),
    german(
      tyres,
      'Ja, für alle Marken. Der Radwechsel (vier Kompletträder ab- und anbauen, Luftdruck prüfen, Reifendrucksensoren anlernen) kostet 45 €, das Umziehen von vier Reifen auf die Felgen mit Auswuchten 99 €. In unserem Reifenhotel lagern wir Ihre Räder gewaschen, geprüft und versichert für 65 € pro Saison ein; Radwechsel und Einlagerung zusammen kosten 99 € pro Saison. Neue Sommer-, Winter- und Ganzjahresreifen aller großen Marken haben wir meist am nächsten Tag da. In Deutschland gilt die situative Winterreifenpflicht: Bei Glätte, Schnee oder Eis dürfen Sie nur mit Winter- oder Ganzjahresreifen mit Alpine-Symbol fahren. Wir empfehlen sie „von O bis O“ (Oktober bis Ostern), wer regelmäßig in den Bayerischen Wald fährt, eher ab Mitte Oktober, mit mindestens 4 mm Profil. Räder wechseln wir auch samstags vormittags, nur mit Termin; im Oktober, November, März und April buchen Sie bitte zwei bis drei Wochen vorher.',
    ),
    german(
      body,
      'Ja. Unfallschäden, Dellen, Kratzer und Lackschäden repariert unser Partner, das Karosserie- und Lackierzentrum Zirngibl in Obertraubling, nach den Vorgaben des Herstellers; Sie geben das Auto bei uns ab und holen es bei uns wieder, und Ihr Ansprechpartner bleibt unsere Service-Annahme. Kleine Dellen ohne Lackschaden drücken wir per Smart Repair aus (ab 119 € je Delle), Kratzer und kleine Lackschäden bessern wir ab 149 € aus, eine Stoßstange lackieren wir ab 390 €. Nach einem Unfall, an dem der andere schuld ist, rechnen wir direkt mit dessen Versicherung ab: Sie unterschreiben eine Abtretung, wir beauftragen auf Wunsch einen unabhängigen Gutachter (für Sie kostenlos, wenn der Schaden über etwa 750 € liegt), und für die Dauer der Reparatur bekommen Sie einen Ersatzwagen, den die gegnerische Versicherung bezahlt. Bei einem Kaskoschaden rechnen wir mit Ihrer Versicherung ab, und Sie zahlen nur Ihre Selbstbeteiligung. Eine Unfallreparatur dauert meist drei bis sieben Werktage; schicken Sie uns vorab Fotos per WhatsApp, dann bekommen Sie eine erste Einschätzung.',
    ),
    german(
      glass,
      'Einen Steinschlag in der Windschutzscheibe reparieren wir in unserer Werkstatt in etwa 30 Minuten, wenn er kleiner als ein 2-Euro-Stück ist, nicht im direkten Sichtfeld des Fahrers liegt und mindestens 10 cm vom Rand entfernt ist. Die Reparatur kostet 89 €; haben Sie eine Teilkasko, zahlt die Versicherung sie meist ganz, ohne Selbstbeteiligung. Warten Sie nicht zu lange: Bei Frost und Schlaglöchern wird aus einem Steinschlag schnell ein Riss. Ist der Schaden größer oder die Scheibe gerissen, tauschen wir sie am selben Tag aus: ab 590 € bei Kleinwagen und ab 790 € bei Kompakten und SUVs, bis etwa 1.490 € bei Scheiben mit Head-up-Display oder Regensensor; bei Autos mit Kamera hinter der Scheibe (Spurhalte- und Notbremsassistent) kommt die vorgeschriebene Kalibrierung für 149 € dazu. Mit Teilkasko zahlen Sie nur Ihre Selbstbeteiligung, und wir rechnen direkt mit der Versicherung ab; bringen Sie dafür Ihren Versicherungsschein oder die Versicherungsnummer mit. Nach dem Tausch ist das Auto nach einer Stunde wieder fahrbereit. Seiten- und Heckscheiben tauschen wir ebenfalls, meist am nächsten Werktag.',
    ),
    german(
      electric,
      'Ja. Neu verkaufen wir die Elektromodelle Škoda Elroq (ab 33.900 €) und Enyaq (ab 44.900 €) sowie VW ID.3 (ab 33.990 €), ID.4 (ab 40.990 €), ID.7 (ab 53.990 €) und ID. Buzz (ab 59.990 €); gebraucht haben wir ständig rund 20 Elektroautos und Plug-in-Hybride, jedes mit einem Batteriezertifikat über den Gesundheitszustand der Batterie. Für das Laden zu Hause installiert unser Partner, die Elektro Brunner GmbH aus Lappersdorf, eine 11-kW-Wallbox: ab 1.690 € inklusive Montage und Inbetriebnahme bei einer Standardinstallation (bis 10 m Leitung, Zählerschrank in Ordnung), nach einem Vor-Ort-Check für 119 €, den wir bei Auftrag anrechnen. Die Anmeldung beim Netzbetreiber übernimmt der Elektriker; eine 22-kW-Wallbox muss der Netzbetreiber genehmigen. Als Mieter oder Wohnungseigentümer haben Sie einen gesetzlichen Anspruch darauf, dass Vermieter oder Eigentümergemeinschaft eine Wallbox erlauben, auch in der Tiefgarage; die Kosten tragen Sie, und die Zustimmung muss vor der Installation schriftlich vorliegen. Neue Elektroautos, die bis Ende 2030 erstmals zugelassen werden, sind von der Kfz-Steuer befreit (längstens bis Ende 2035), und die Hochvoltbatterie eines neuen Škoda oder VW hat 8 Jahre oder 160.000 km Garantie. Unsere Elektro-Vorführwagen können Sie auch übers Wochenende Probe fahren.',
    ),
    german(
      testDrive,
      'Ja, kostenlos, mit allen Vorführwagen und mit jedem Gebrauchtwagen auf unserem Hof. Sie brauchen einen in Deutschland gültigen Führerschein und Ihren Personalausweis oder Reisepass (Angehörige der US-Streitkräfte ihren USAREUR-Führerschein und ihre ID Card); wir machen eine Kopie, und Sie unterschreiben einen kurzen Probefahrtvertrag. Eine normale Probefahrt dauert 30 bis 60 Minuten, durch die Stadt und auf die A3, auf Wunsch auch ohne Verkäufer. Mit begleitetem Fahren ab 17 geht eine Probefahrt, wenn eine eingetragene Begleitperson mitfährt. Unsere Elektro-Vorführwagen (Elroq, Enyaq, ID.3, ID.4 und ID.7) leihen wir Privatkunden mit Kaufinteresse auch für 24 Stunden oder übers Wochenende, von Freitag 17:00 Uhr bis Montag 9:00 Uhr. Bitte reservieren Sie telefonisch oder per WhatsApp, damit das Auto bereitsteht und geladen ist; samstags sind die Termine schnell weg.',
    ),
    german(
      payment,
      'Den Kaufpreis zahlen Sie am einfachsten per Überweisung auf unser Konto (Autohaus Kellermeier GmbH & Co. KG, IBAN DE41 7505 0000 0026 3184 90); mit einer Echtzeitüberweisung ist das Geld in Sekunden da, sonst nach einem Werktag. Im Autohaus nehmen wir girocard und Kreditkarten (Visa, Mastercard, American Express) bis 5.000 € an und Bargeld bis 9.999 €; ab 10.000 € in bar müssten wir nach dem Geldwäschegesetz Ihre Identität erfassen, deshalb bitten wir dann um eine Überweisung. Schecks, Kryptowährungen und US-Dollar nehmen wir nicht an. Finanzierung, Leasing und die Inzahlungnahme Ihres alten Autos lassen sich beliebig kombinieren. Das Auto übergeben wir, sobald der volle Betrag auf unserem Konto ist. Unsere Bankverbindung ändert sich nie: Bekommen Sie eine E-Mail mit einer angeblich neuen Kontonummer, rufen Sie uns bitte unter 0941 46 38 20 an, bevor Sie zahlen. In der Werkstatt zahlen Sie mit girocard, Kreditkarte, Apple Pay, Google Pay oder bar.',
    ),
    english(
      usForces,
      "Yes. Members of the US forces, the civilian component and their family members with SOFA status can buy new and used cars from us without German VAT (19 %), using a VAT form (NF22) from the Tax Relief Office on post. Get the form before you sign: it must be made out to Autohaus Kellermeier GmbH & Co. KG for the exact net price, and we need it when you sign the contract; we then invoice without VAT. Without a valid form we have to charge the full price with VAT. Your car is not registered at the German registration office but at the USAREUR-AF Registry of Motor Vehicles (RMV): you need your USAREUR driver's licence, proof of car insurance that meets the SOFA minimum, and our bill of sale and the certificate of conformity (COC), which we prepare for you. Once you have your plates, you pick up the car here, or we deliver it to the visitor centre at Hohenfels or Grafenwöhr for 129 €. Payment is in euros, by bank transfer or card; German car loans need a German address registration and a SCHUFA record, so most of our US customers finance through their credit union, which pays us directly. Jessica Brandl, who grew up in Ohio and has looked after soldiers and their families here since 2015, takes care of you in English, also by WhatsApp on 0160 9127 5584.",
    ),
    english(
      expatBuy,
      'Yes, and many of our customers work at the BMW plant, the university, the university hospital or one of the tech companies in Regensburg. To register a car in Germany you need a registered address here: your Meldebescheinigung from the Bürgerbüro (the Anmeldung), your passport and, if you are not an EU citizen, your residence permit. You also need German car insurance: your insurer gives you an eVB number, which the registration office requires, and you sign a SEPA direct debit mandate for the annual vehicle tax from an account in the SEPA area. With these documents our registration service (139 €, plus about 63 € in official fees and plates) registers the car for you, usually within two to three working days. A car loan is possible if you have a German bank account, a positive SCHUFA record and a residence permit that runs longer than the loan. If you have only just arrived and have no SCHUFA history yet, our car subscription (Auto-Abo) is often the easier start: insurance, tax and registration are included, and instead of a credit check you leave a deposit of 1,500 €. The contracts are in German, but we go through everything with you in English.',
    ),
    english(
      foreignLicence,
      'It depends on where your licence was issued. A licence from an EU or EEA country is valid in Germany for as long as it is valid. A licence from outside the EU is valid for six months after you take up residence in Germany (the date of your Anmeldung); if you will leave within a year, the licence office can extend this by up to six months. After that you need a German licence from the driving licence office (Fahrerlaubnisbehörde) of the City of Regensburg or, if you live in the county, of the Landratsamt: for many countries, for example the UK, Canada, Japan and South Korea, it is a simple exchange without a test; for US licences it depends on the state that issued it, from no test at all to the theory test or both tests; for other countries you have to pass the theory and the practical test. Apply early, as it often takes two to three months. Members of the US forces with SOFA status drive on their USAREUR licence instead and do not need a German one. For a test drive with us you need a licence that is valid in Germany on that day and your passport.',
    ),
    english(
      englishStaff,
      'Yes. Florian Kellermeier, who runs the business, and our sales manager Markus Hierl both speak English; Jessica Brandl in sales is American and looks after our customers from the US forces; Theresa Kellermeier, who handles financing, leasing and the car subscription, speaks English; and Tomasz Wójcik at the service desk speaks English and Polish. Write to us in English by WhatsApp (0160 9127 5584) or e-mail (info@autohaus-kellermeier.example) and tell us when you would like to come, and we make sure one of them is there. Sales, loan, leasing and subscription contracts and the warranty terms are only available in German, but we go through every page with you in English and send you a summary in English by e-mail. Workshop quotes and invoices are explained in English on request.',
    ),
    english(
      leavingGermany,
      'Yes. We buy cars of all brands from model year 2015 onwards, even if you do not buy a car from us. Send us a few photos, the mileage and a photo of the registration certificate (Zulassungsbescheinigung Teil I) by WhatsApp to 0160 9127 5584, and you get a first estimate the same day; the firm offer follows after a free 30-minute check here in Regensburg. We pay by bank transfer within two working days of the hand-over, so keep your German account open until the money has arrived. We deregister the car for you free of charge; you then cancel your insurance, and the vehicle tax you paid in advance is refunded. If there is still a loan on the car, we pay it off directly at your bank and transfer the difference to you. Bring both registration certificates (Teil I and Teil II), all keys, the service book and the last HU report. A car with USAREUR plates must first be deregistered at the RMV; if it was bought tax-free or imported duty-free, German import duty and VAT may be due when it is sold to us, and we check this with the customs office before we make our offer. We can agree the hand-over for your last day and drive you to Regensburg main station afterwards.',
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'German',
      text: `PREIS- UND LEISTUNGSVERZEICHNIS 2026 – AUTOHAUS KELLERMEIER GMBH & CO. KG
Škoda- und Volkswagen-Vertragshändler und Servicepartner – Gebrauchtwagen – Werkstatt für alle Marken
Straubinger Straße 58, 93055 Regensburg – Tel. 0941 46 38 20 – WhatsApp 0160 9127 5584 – info@autohaus-kellermeier.example – Amtsgericht Regensburg HRA 7712
Alle Preise in Euro inkl. 19 % MwSt., soweit nicht als netto bezeichnet. Gültig vom 1. Januar bis 31. Dezember 2026; Irrtümer und Preisänderungen der Hersteller vorbehalten.

1. Neue Škoda – Preise ab (unverbindliche Preisempfehlung)
Fabia 1.0 TSI: 19.990 | Scala 1.0 TSI: 23.990 | Kamiq 1.0 TSI: 25.990 | Octavia Combi 1.5 TSI: 32.990
Elroq 50 (Elektro): 33.900 | Karoq 1.5 TSI: 34.490 | Kodiaq 1.5 TSI: 41.990 (7 Sitze: + 950) | Enyaq 60 (Elektro): 44.900
Superb Combi 1.5 TSI: 45.490 | Superb Combi iV (Plug-in-Hybrid): 50.990

2. Neue Volkswagen – Preise ab (unverbindliche Preisempfehlung)
Polo 1.0: 21.990 | T-Cross 1.0 TSI: 26.490 | Golf 1.5 TSI: 31.990 | T-Roc 1.5 TSI: 31.990 | ID.3 (Elektro): 33.990
Tiguan 1.5 eTSI: 40.490 | ID.4 (Elektro): 40.990 | Tayron 1.5 eTSI: 47.990 (7 Sitze: + 1.050)
ID.7 (Elektro): 53.990 | ID.7 Tourer (Elektro): 55.490 | ID. Buzz (Elektro): 59.990

Überführungskosten je Neuwagen (Transport ab Werk, Auslieferungsinspektion, Reinigung, Verbandkasten, Warndreieck, erste Tankfüllung oder Ladung): 1.190
Lieferzeit: Lagerfahrzeuge (rund 40) 1–2 Wochen; Werksbestellung Škoda 3–5 Monate, Volkswagen 4–6 Monate, Tayron, ID.7 und ID. Buzz 6–8 Monate.
Anzahlung bei Bestellung: 10 % des Kaufpreises. Herstellergarantie: 2 Jahre; Anschlussgarantie auf 4 Jahre/80.000 km ab 490, auf 5 Jahre/100.000 km ab 790. Hochvoltbatterie: 8 Jahre oder 160.000 km.

3. Jahreswagen, Vorführwagen und Gebrauchtwagen (Bestand Januar 2026, rund 120 Fahrzeuge)
Vorführwagen (3–12 Monate, unter 10.000 km): 10–20 % unter Listenpreis. Jahreswagen (bis 24 Monate, bis 30.000 km): 15–25 % unter Listenpreis. Keine Überführungskosten; Rest der Herstellergarantie inklusive.
Kleinwagen (Fabia, Polo, Up, Citigo, Ibiza, Corsa): 6.500–14.000
Kompakte und Kombis (Octavia, Golf, Scala, Leon, A3, Astra): 10.000–29.000
SUVs (Kamiq, Karoq, T-Roc, Tiguan, Ateca, Q3): 14.000–42.000
Siebensitzer (Kodiaq, Touran, Sharan, Tarraco): 14.000–45.000
Elektroautos und Plug-in-Hybride (rund 20): 15.000–49.000
Im Preis enthalten: 110-Punkte-Check, Inspektion, neue HU bei weniger als 12 Monaten Rest, Innen- und Außenreinigung, Kellermeier-Garantie 12 Monate, bei Elektroautos und Plug-in-Hybriden ein Batteriezertifikat.
Garantieverlängerung beim Kauf (Autos unter 8 Jahren und unter 150.000 km): auf 24 Monate 320; auf 36 Monate 540.
Reservierung eines Gebrauchtwagens für 7 Tage: Anzahlung 500, wird angerechnet.

4. Inzahlungnahme und Ankauf
Bewertung Ihres Autos: kostenlos, ohne Termin, ca. 30 Minuten. Angebot gültig 10 Tage oder 300 km.
Ankauf ohne Neukauf (ab Baujahr 2015): Überweisung innerhalb von 2 Werktagen.
Abmeldung des in Zahlung genommenen oder angekauften Autos: kostenlos. Ablösung einer Restfinanzierung direkt bei der Bank.

5. Zulassung und Kennzeichen
Zulassungsservice (Stadt oder Landkreis Regensburg): 139 | in einem anderen Landkreis: 169
Amtliche Gebühren: nach Aufwand, ca. 35 | Kennzeichen, Paar: 28 | Reservierung Wunschkennzeichen: 12,80
Ummeldung eines bei uns gekauften Autos nach Umzug: 89

6. Lieferung nach Hause (zugelassen, vollgetankt oder zu 80 % geladen)
Stadtgebiet Regensburg: kostenlos | übriger Landkreis Regensburg: 69 | bis 100 km (z. B. Straubing, Landshut, Kelheim, Cham, Amberg, Hohenfels, Grafenwöhr): 129 | bis 200 km (z. B. München, Nürnberg, Passau, Augsburg): 219 | weiter: nach Angebot

7. Finanzierung (Darlehensgeber: Volkswagen Bank GmbH; Autohaus Kellermeier vermittelt; Bonität vorausgesetzt)
Zugleich repräsentative Beispiele, gebundener Sollzins für die gesamte Laufzeit:
Neuwagen: Nettodarlehensbetrag 20.000, 60 Monate, Sollzins 2,95 % p. a., effektiver Jahreszins 2,99 %, 60 Raten à 358,93, Gesamtbetrag 21.535,80.
Gebrauchtwagen: Nettodarlehensbetrag 15.000, 60 Monate, Sollzins 5,36 % p. a., effektiver Jahreszins 5,49 %, 60 Raten à 285,55, Gesamtbetrag 17.133,00.
Kleiner Gebrauchter: Nettodarlehensbetrag 8.000, 48 Monate, Sollzins 6,30 % p. a., effektiver Jahreszins 6,49 %, 48 Raten à 188,98, Gesamtbetrag 9.071,04.
Ballon- und 3-Wege-Finanzierung, Beispiel Octavia Combi 1.5 TSI: Kaufpreis 34.180 inkl. Überführung, Anzahlung 5.000, Nettodarlehensbetrag 29.180, 48 Monate, 10.000 km im Jahr, Sollzins 2,95 % p. a., effektiver Jahreszins 2,99 %, 47 Raten à 319,36, Schlussrate 16.900, Gesamtbetrag 31.909,92. Am Ende: Schlussrate zahlen, weiterfinanzieren oder (3-Wege) Rückgabe zum garantierten Rückkaufwert; Mehrkilometer bei Rückgabe 0,10 je km.
Laufzeiten 12–84 Monate (Autos über 8 Jahre höchstens 48 Monate). Sondertilgungen jederzeit kostenlos.

8. Leasing (Leasinggeber: Volkswagen Leasing GmbH)
Privatleasing, ohne Sonderzahlung, 10.000 km im Jahr, monatlich inkl. MwSt.: Fabia 179 (36 Monate) | ID.3 269 (36 Monate) | Elroq 259 (48 Monate) | Octavia Combi 299 (48 Monate) | Tiguan 399 (48 Monate). Zuzüglich Überführung 1.190 einmalig. Wartung und Verschleiß + 29 im Monat, Reifen + 19 im Monat. Mehrkilometer 0,09 je km, Minderkilometer 0,05 je km (bis 2.500 km).
Gewerbeleasing, 48 Monate, 15.000 km im Jahr, ohne Sonderzahlung, monatlich netto: Elroq 219 | Octavia Combi 239 | Enyaq 299 | Superb Combi iV 349 | ID.7 Tourer 389. Service-Paket (Wartung, Verschleiß, Reifen, HU) ab 35 netto im Monat.
Vertragsübernahme durch einen neuen Leasingnehmer: 290.

9. Auto-Abo (Mindestlaufzeit 6 Monate, danach monatlich kündbar; 1.000 km im Monat inklusive)
Monatlich inkl. MwSt.: Fabia 429 | ID.3 499 | Elroq 519 | Octavia Combi 549 | Enyaq 629 | Tiguan 679
Enthalten: Zulassung, Überführung, Kfz-Steuer, Haftpflicht und Vollkasko (Selbstbeteiligung Vollkasko 1.000, Teilkasko 500), Wartung, Verschleiß, HU, Sommer- und Winterreifen mit Wechsel. Nicht enthalten: Kraftstoff und Strom, Maut, Parkgebühren.
Bereitstellungsgebühr einmalig: 290 | zusätzliche 500 km im Monat: 59 | Mehrkilometer darüber: 0,25 je km | Kaution ohne SCHUFA-Auskunft: 1.500 | Sonderkündigung bei Versetzung oder Wegzug ins Ausland: eine Monatsrate | Modellwechsel nach der Mindestlaufzeit: 199

10. Werkstatt (alle Marken)
Arbeitsstunde: 148 | Inspektion Kleinwagen ab 249, Kompakte ab 299, SUVs und Vans ab 369 | Ölwechsel mit Filter ab 129 | Bremsflüssigkeitswechsel 89 | Fehlerspeicher auslesen 69
HU/AU (Prüfgebühr TÜV SÜD, dienstags und freitags im Haus): 154,90 | HU-Paket mit Vorab-Check: 189 | Nachprüfung innerhalb eines Monats: 29,90
Reifen: Radwechsel (4 Kompletträder, inkl. Anlernen der Reifendrucksensoren) 45 | Reifen auf Felgen umziehen mit Auswuchten (4 Stück) 99 | Einlagerung pro Saison 65 | Radwechsel und Einlagerung pro Saison 99 | Reifenreparatur 35
Winterkompletträder (Stahlfelge, Markenreifen, montiert): Fabia, Polo, Kamiq ab 790 | Octavia, Golf, Karoq, ID.3 ab 990 | Kodiaq, Tiguan, Enyaq, ID.4 ab 1.290
Hol- und Bringservice (hin und zurück): Stadtgebiet Regensburg 25 | Landkreis Regensburg 45 | im Stadtgebiet kostenlos ab 450 Werkstattrechnung
Werkstattersatzwagen (Fabia oder Polo, nach Verfügbarkeit, mit dem Werkstatttermin reservieren): 29 pro Tag inkl. 100 km, jeder weitere km 0,25; kostenlos bei Garantiearbeiten und bei Werkstattrechnungen über 600.

11. Glas (in unserer Werkstatt)
Steinschlagreparatur (kleiner als ein 2-Euro-Stück, nicht im Sichtfeld des Fahrers, mindestens 10 cm vom Rand): 89; mit Teilkasko meist ohne Selbstbeteiligung
Windschutzscheibe tauschen: Kleinwagen ab 590 | Kompakte und SUVs ab 790 | mit Head-up-Display oder Regensensor bis ca. 1.490 | Kalibrierung der Frontkamera: 149
Seiten- und Heckscheiben: nach Modell, meist am nächsten Werktag

12. Karosserie und Lack (mit unserem Partner Karosserie- und Lackierzentrum Zirngibl, Obertraubling)
Smart Repair je Delle ohne Lackschaden: ab 119 | Kratzer oder kleinen Lackschaden ausbessern: ab 149 | Stoßstange lackieren: ab 390 | Unfallinstandsetzung nach Gutachten oder Kostenvoranschlag
Kostenvoranschlag bei Kaskoschäden: kostenlos | Gutachter bei Haftpflichtschäden: für den Geschädigten kostenlos (Schäden über ca. 750)

13. Zubehör mit Einbau
Anhängerkupplung schwenkbar, mit 13-poligem Elektrosatz und Codierung: Fabia, Polo, Kamiq, T-Cross 790 | Octavia, Golf, Karoq, T-Roc, Elroq, ID.3 990 | Kodiaq, Tiguan, Superb, Enyaq, ID.4, ID.7 1.190
Fahrradträger für die Anhängerkupplung (2 Räder, abklappbar): 569 | Erweiterung auf 3 Räder: 129 | Dachbox 420 Liter mit Grundträger: 749
Gummifußmatten (Satz): 79 | Zweitschlüssel programmiert: ab 249
Wallbox 11 kW durch unseren Partner Elektro Brunner GmbH, Lappersdorf, inkl. Montage bei Standardinstallation (bis 10 m Leitung): ab 1.690 | Vor-Ort-Check: 119 (bei Auftrag angerechnet)

14. Sonstiges
Standgeld für nicht abgeholte Fahrzeuge (Kauf: ab 14 Tagen nach Bereitstellung; Werkstatt: ab 3 Werktagen nach Fertigstellung): 15 pro Tag
Fahrzeugaufbereitung innen und außen: 269 | Duplikat von Rechnung oder Garantieunterlagen: kostenlos`,
    },
    {
      title: terms,
      language: 'German',
      text: `ALLGEMEINE VERKAUFS-, GARANTIE-, ABO- UND WERKSTATTBEDINGUNGEN – Autohaus Kellermeier GmbH & Co. KG, Straubinger Straße 58, 93055 Regensburg, Amtsgericht Regensburg HRA 7712. Gültig ab 1. Januar 2026 für den Verkauf neuer und gebrauchter Fahrzeuge, Inzahlungnahmen, Probefahrten, das Auto-Abo und Werkstattaufträge.

1. Vertragsschluss
Der Käufer ist an seine unterschriebene Bestellung bei Neuwagen höchstens drei Wochen, bei Gebrauchtwagen zehn Tage gebunden. Der Kaufvertrag kommt zustande, wenn wir die Bestellung innerhalb dieser Frist schriftlich bestätigen oder das Fahrzeug übergeben.

2. Preise, Anzahlung, Reservierung
Es gilt der Preis der Bestellung, bei Privatkunden inklusive MwSt. Bei Neuwagen kommen die Überführungskosten hinzu. Bei Bestellung eines Neuwagens ist eine Anzahlung von 10 % fällig. Ein Gebrauchtwagen wird gegen 500 € Anzahlung 7 Tage reserviert, ohne Anzahlung bis zum Ende des nächsten Verkaufstages. Anzahlungen werden auf den Kaufpreis angerechnet.

3. Rücktritt des Käufers und Schadenersatz
Tritt der Käufer nach Vertragsschluss ohne gesetzliches oder vertragliches Recht vom Vertrag zurück oder nimmt er das Fahrzeug nicht ab, können wir Schadenersatz verlangen: pauschal 15 % des Kaufpreises bei Neuwagen, 10 % bei Jahres-, Vorführ- und Gebrauchtwagen. Dem Käufer bleibt der Nachweis vorbehalten, dass kein oder ein geringerer Schaden entstanden ist; wir können einen höheren Schaden nachweisen. Wünscht der Käufer statt des bestellten ein anderes Modell, heben wir die Bestellung nach Möglichkeit ohne Schadenersatz auf, wenn er das andere Fahrzeug zugleich bei uns bestellt; für bereits bestellte Sonderausstattung oder Zubehör können wir die tatsächlich entstandenen Kosten berechnen. Kostenlos ist der Rücktritt außerdem, a) wenn der Kauf unter der Bedingung einer Finanzierung geschlossen wurde und die Bank den Kredit ablehnt; b) wenn ein unverbindlich vereinbarter Liefertermin um mehr als sechs Wochen überschritten ist und der Käufer uns erfolglos eine angemessene Nachfrist gesetzt hat; c) bei einem Kauf ausschließlich über Fernkommunikationsmittel (Telefon, E-Mail, WhatsApp, Internet) ohne Besuch im Autohaus: Dann hat der Verbraucher ein Widerrufsrecht von 14 Tagen ab Übergabe; für die Nutzung bis zur Rückgabe zahlt er Wertersatz von 0,20 € je gefahrenem Kilometer. Ein finanzierter Kauf kann außerdem nach den Regeln des Darlehensvertrags widerrufen werden. Geleistete Anzahlungen werden in den Fällen a) bis c) innerhalb von 14 Tagen erstattet.

4. Lieferung und Abnahme
Liefertermine für Werksbestellungen sind unverbindlich, solange sie nicht ausdrücklich als verbindlich vereinbart wurden. Der Käufer holt das Fahrzeug innerhalb von 14 Tagen nach unserer Bereitstellungsanzeige ab oder lässt es liefern; danach berechnen wir 15 € Standgeld pro Tag.

5. Zahlung und Eigentumsvorbehalt
Der Kaufpreis ist spätestens bei Übergabe fällig, per Überweisung, girocard, Kreditkarte bis 5.000 € oder durch Auszahlung der finanzierenden Bank. Bargeld nehmen wir bis 9.999 € an, nur in Euro. Das Fahrzeug bleibt bis zur vollständigen Zahlung unser Eigentum; bis dahin behalten wir die Zulassungsbescheinigung Teil II.

6. Steuerfreier Verkauf an Angehörige der Stationierungsstreitkräfte
Mitglieder der US-Streitkräfte, des zivilen Gefolges und deren Angehörige mit Status nach dem NATO-Truppenstatut kaufen ohne deutsche Umsatzsteuer, wenn sie bei Vertragsschluss ein gültiges, auf uns ausgestelltes VAT-Formular (NF22) des Tax Relief Office über den Nettopreis vorlegen. Das Fahrzeug wird bei der Registry of Motor Vehicles (RMV) der US-Streitkräfte zugelassen; der Käufer weist uns die Zulassung vor der Übergabe nach. Erkennt das Finanzamt die Steuerbefreiung nicht an, weil das Formular ungültig ist oder das Fahrzeug nicht an den berechtigten Käufer geht, schuldet der Käufer die Umsatzsteuer nachträglich. Verkauft der Käufer das Fahrzeug später an jemanden ohne diesen Status, können Einfuhrabgaben und Umsatzsteuer fällig werden.

7. Inzahlungnahme und Ankauf
Die Bewertung gilt 10 Tage und 300 km. Der Verkäufer des Altfahrzeugs versichert, dass die Angaben zu Kilometerstand, Unfällen und bekannten Mängeln richtig sind; stellt sich bei Übergabe ein verschwiegener Mangel oder ein wesentlich schlechterer Zustand heraus, passen wir den Preis an. Das Fahrzeug wird mit beiden Zulassungsbescheinigungen, allen Schlüsseln und dem Serviceheft übergeben. Ist es noch finanziert, lösen wir die Restschuld bei der Bank ab und verrechnen sie; beim Ankauf ohne Neukauf überweisen wir den verbleibenden Betrag innerhalb von zwei Werktagen. Bußgelder, Maut und Steuern bis zur Übergabe trägt der bisherige Halter.

8. Zulassung
Mit dem Zulassungsservice beauftragt uns der Käufer, das Fahrzeug auf seinen Namen zuzulassen. Er stellt dafür Ausweis, eVB-Nummer und SEPA-Mandat für die Kfz-Steuer bereit. Amtliche Gebühren und Kennzeichen werden zum Selbstkostenpreis weiterberechnet.

9. Sachmängelhaftung
Neuwagen: 2 Jahre ab Übergabe. Gebrauchtwagen an Verbraucher: 1 Jahr ab Übergabe; diese Verkürzung wird bei Vertragsschluss gesondert vereinbart. Gebrauchtwagen an Unternehmer: unter Ausschluss der Sachmängelhaftung, soweit gesetzlich zulässig. Zeigt sich ein Mangel innerhalb eines Jahres nach Übergabe, wird vermutet, dass er schon bei Übergabe vorhanden war. Die Garantie des Herstellers und die Kellermeier-Garantie gelten zusätzlich und schränken die gesetzlichen Rechte nicht ein.

10. Kellermeier-Garantie (Gebrauchtwagen an Privatkunden)
Dauer: 12 Monate ab Übergabe, ohne Kilometerbegrenzung; beim Kauf verlängerbar auf 24 oder 36 Monate für Fahrzeuge unter 8 Jahren und unter 150.000 km.
Umfang: Motor mit allen inneren Teilen, Schalt-, Automatik- und DSG-Getriebe, Achsantrieb, Turbolader, Kühlsystem, Lenkung, Bremsanlage ohne Verschleißteile, Kraftstoffanlage, Klimakompressor, elektrische Bauteile und Steuergeräte; bei Elektroautos und Hybriden die Hochvoltbatterie, wenn ihre Kapazität unter 70 % fällt (höchstens 6.000 € je Schadensfall).
Nicht versichert: Verschleißteile (Kupplungsscheibe, Bremsbeläge und -scheiben, Reifen, Stoßdämpfer, Wischerblätter, 12-Volt-Batterie), Karosserie, Glas, Innenausstattung sowie Schäden durch Unfall, falschen Kraftstoff, fehlende Wartung, Ölmangel, Veränderungen am Fahrzeug oder Motorsport.
Materialkosten: bis 100.000 km voll übernommen; über 100.000 km trägt der Käufer 20 %, über 150.000 km 40 %. Arbeitslohn: immer voll.
Bedingungen: Wartung nach Herstellervorgabe in einer Fachwerkstatt, mit Nachweis. Der Schaden ist uns vor der Reparatur zu melden. Repariert wird in unserer Werkstatt; liegt das Fahrzeug mehr als 50 km entfernt, kann nach unserer schriftlichen Freigabe eine andere Werkstatt reparieren, erstattet zu unseren Sätzen. Abschleppen bis 50 km übernehmen wir. Bei Weiterverkauf an eine Privatperson geht die Garantie auf den neuen Eigentümer über.

11. Probefahrten
Der Fahrer legt einen in Deutschland gültigen Führerschein und Personalausweis oder Reisepass vor (Angehörige der US-Streitkräfte: USAREUR-Führerschein und ID Card); mit begleitetem Fahren ab 17 fährt eine eingetragene Begleitperson mit. Die Vorführwagen sind vollkaskoversichert: Bei einem vom Fahrer verschuldeten Schaden trägt er eine Selbstbeteiligung von 1.000 €, bei grober Fahrlässigkeit, Alkohol oder Drogen den vollen Schaden. Bußgelder und Verwarnungsgelder aus der Probefahrt, etwa für zu schnelles Fahren oder Falschparken, trägt der Fahrer; wir nennen der Behörde seine Daten und berechnen 20 € Bearbeitungsgebühr. Für Probefahrten über 24 Stunden oder übers Wochenende wird ein Leihvertrag geschlossen: höchstens 400 km, nur innerhalb Deutschlands, Rückgabe mit mindestens 30 % Ladung.

12. Auto-Abo
Laufzeit: mindestens 6 Monate, danach monatlich mit einem Monat Frist zum Monatsende kündbar. Vor Ablauf der Mindestlaufzeit kann der Abonnent nur bei beruflicher Versetzung oder Wegzug ins Ausland kündigen, mit Nachweis, mit einem Monat Frist und gegen eine Gebühr in Höhe einer Monatsrate.
Im Abopreis enthalten: Zulassung, Überführung, Kfz-Steuer, Haftpflicht- und Vollkaskoversicherung, Wartung, Verschleißreparaturen, HU, Sommer- und Winterreifen mit Wechsel. Nicht enthalten: Kraftstoff, Strom, Maut, Vignetten, Parkgebühren, Wäschen und Bußgelder. Selbstbeteiligung je Schaden: 1.000 € in der Vollkasko, 500 € in der Teilkasko.
Fahrer: der Abonnent und in seinem Haushalt lebende Personen ab 23 Jahren mit mindestens zwei Jahren Fahrpraxis.
Fahrten ins Ausland: in alle Länder der Europäischen Union sowie nach Norwegen, in die Schweiz, nach Liechtenstein und ins Vereinigte Königreich erlaubt, jeweils höchstens sechs Wochen am Stück; in alle anderen Länder nur mit unserer vorherigen schriftlichen Zustimmung. Die Versicherung gilt in diesen Ländern; bei einer Panne hilft der im Abo enthaltene Mobilitätsservice des Herstellers.
Rückgabe: bei uns, gereinigt, mit allen Schlüsseln und Papieren. Ein unabhängiger Gutachter bewertet das Fahrzeug; Schäden über normale Gebrauchsspuren hinaus berechnen wir bis zur Höhe der Selbstbeteiligung, Mehrkilometer mit 0,25 € je km. Untervermietung und gewerbliche Personenbeförderung sind nicht erlaubt.

13. Werkstattaufträge
Arbeiten, die über den Auftrag hinausgehen oder mehr als 150 € kosten, führen wir nur nach Freigabe eines Kostenvoranschlags durch. Ausgebaute Teile erhält der Kunde auf Wunsch zurück. Auf unsere Reparaturen geben wir 12 Monate Garantie auf Teile und Arbeit. Wird das Fahrzeug nicht innerhalb von 3 Werktagen nach Fertigmeldung abgeholt, berechnen wir 15 € Standgeld pro Tag.
Werkstattersatzwagen: nach Verfügbarkeit, zusammen mit dem Termin zu reservieren, für Fahrer ab 21 Jahren mit mindestens zwei Jahren Fahrpraxis. 29 € pro Tag inkl. 100 km, jeder weitere Kilometer 0,25 €; kostenlos bei Garantiearbeiten und Rechnungen über 600 €. Rückgabe mit gleichem Tankstand, nur innerhalb Deutschlands; bei einem verschuldeten Schaden trägt der Fahrer 1.000 € Selbstbeteiligung.
Hol- und Bringservice: Abholung zwischen 7:00 und 9:00 Uhr, Rückgabe am selben Tag bis 18:00 Uhr, soweit die Arbeiten fertig sind; während der Überführungsfahrten ist das Fahrzeug über unsere Händlerversicherung versichert.

14. Unfallinstandsetzung, Karosserie, Lack und Glas
Karosserie- und Lackarbeiten führt in unserem Auftrag unser Partnerbetrieb aus; Vertragspartner des Kunden bleiben wir, und wir haften für diese Arbeiten wie für unsere eigenen. Bei einem Haftpflichtschaden, den ein anderer verursacht hat, tritt der Kunde seine Ansprüche gegen die gegnerische Versicherung in Höhe der Reparaturkosten an uns ab, und wir rechnen direkt mit ihr ab. Für die Dauer der Reparatur stellen wir einen Ersatzwagen, dessen Kosten die gegnerische Versicherung im Rahmen ihrer Erstattungspflicht trägt. Kürzt die Versicherung die Rechnung, bleibt der Kunde zur Zahlung des Restbetrags verpflichtet; wir unterstützen ihn bei der Durchsetzung. Bei Kasko- und Glasschäden rechnen wir direkt mit dem Versicherer des Kunden ab; die Selbstbeteiligung zahlt der Kunde. Nach dem Tausch einer Windschutzscheibe darf das Fahrzeug eine Stunde lang nicht bewegt werden; die Kalibrierung der Kamerasysteme ist vorgeschrieben.

15. Datenschutz und Streitbeilegung
Wir verarbeiten die Daten des Kunden nur für Kauf, Finanzierung, Leasing, Abo, Zulassung, Garantie und Werkstatt, nach der DSGVO. Beschwerden an info@autohaus-kellermeier.example. Bei Streit über Werkstattrechnungen kann der Kunde die Kfz-Schiedsstelle anrufen; an Verfahren vor einer allgemeinen Verbraucherschlichtungsstelle nehmen wir nicht teil. Gerichtsstand für Kaufleute ist Regensburg.`,
    },
  ],
  answerable: [
    // German paraphrases with Bavarian and everyday words the owner never used
    {
      question:
        'Servus, nehmts ihr mei oide Kiste in Zahlung, wenn i bei eich an Gebrauchten kauf? Is a Golf 6 von 2012 mit 210.000 drauf, springt aber no jeden Tag o.',
      answeredBy: [tradeIn, tradeInQuote, services, priceList, terms],
    },
    {
      question:
        'Grüß Gott, i bräucht an Termin fürn TÜV, mei Plakettn is im April fällig. Wann gehts bei eich und was kost des?',
      answeredBy: [hu, workshopBooking, priceList],
    },
    {
      question:
        'Mir ham seit gestern an Steinschlag in da Windschutzscheibn, a bissl größer wia a 2-Euro-Stück und genau vorm Lenkrad. Kann ma des no richten oder muss a neue rein? Und zahlt des d Versicherung?',
      answeredBy: [glass, priceList],
    },
    {
      question:
        'Wos kost bei eich a gscheide Wallbox? Mia ham a Reihenhaus in Lappersdorf und kriagn im Frühjahr an Enyaq.',
      answeredBy: [electric, priceList],
    },
    {
      question:
        'Mei Bua is grad 18 worn und braucht sei erste Karre, nix Großes, a bissl was Kloans. Habts ihr sowas um die 7.000 Euro und geht des aa auf Raten?',
      answeredBy: [usedStock, financing, priceList],
    },
    {
      question: 'Muass i selber auf d Zulassungsstell oder machts ihr des mit de Nummernschuidl?',
      answeredBy: [registration, priceList, services, terms],
    },
    {
      question:
        'Is so a Abo ned bloß a teire Miete? Was is da eigentlich alles dabei, aa d Versicherung?',
      answeredBy: [abo, priceList, services, terms],
    },
    // Long messages in German, the question inside
    {
      question:
        'Grüß Gott, mia san a Familie aus Neutraubling, des dritte Kind kimmt im Sommer und in unsern Touran passen dann koane drei Kindersitze mehr nei. Mia denkn an an neuen Kodiaq mit sieben Sitzen. Wia lang muass ma da warten, wenn ma den heid bestellt, und was kost der ungefähr?',
      answeredBy: [newCars, priceList],
    },
    {
      question:
        'Hallo, ich arbeite im BMW-Werk in Schicht und fahr jeden Tag aus Wörth rein, mit meinem alten Diesel wird das langsam echt teuer. Ich überleg auf nen Elroq oder ID.3 umzusteigen. Problem: Wir wohnen zur Miete in Regensburg, der Stellplatz ist in der Tiefgarage und die Hausverwaltung ist eher zäh. Könnt ihr mir da trotzdem ne Ladestation hinbauen, und muss der Vermieter das erlauben?',
      answeredBy: [electric, priceList],
    },
    {
      question:
        'Servus, ich bin letztes Jahr beim Privatkauf über Kleinanzeigen voll reingefallen: nach fünf Wochen war der Turbo hin und der Verkäufer meinte nur "gekauft wie gesehen". Diesmal will ich zum Händler. Wenn ich bei euch nen Gebrauchten kauf und nach ein paar Monaten geht der Motor oder das Getriebe kaputt, was passiert dann genau und wer zahlt?',
      answeredBy: [usedGuarantee, terms, priceList, services],
    },
    {
      question:
        'Hallo, ich bin selbstständige Physiotherapeutin mit eigener Praxis in Kelheim und fahre viel zu Hausbesuchen. Mein Steuerberater meint, ich soll das nächste Auto über die Praxis leasen, am liebsten einen Enyaq. Macht ihr sowas, was kostet das ungefähr im Monat und wie muss ich das versteuern, wenn ich privat damit fahre?',
      answeredBy: [businessLeasing, priceList, services],
    },
    // Typos and chat-speak in German
    {
      question: 'habts ihr am samstag offn? wollt mir a paar gebrauchte oschaun. vg',
      answeredBy: [location],
    },
    {
      question:
        'gibts den grauen octavia combi von 2021 noch der bei mobile drin is? kannst ma a paar bilder schicken',
      answeredBy: [usedStock],
    },
    {
      question: 'kann ma bei eich mit karte zahln oda nur bar? hab ned so vui bargeld dahoam lg',
      answeredBy: [payment, terms],
    },
    // One or two words in German
    { question: 'Jahreswagen?', answeredBy: [usedStock, services, priceList] },
    { question: 'Auto-Abo?', answeredBy: [abo, services, priceList, terms] },
    // Short follow-ups in German
    {
      question:
        'und wenn i statt dem Enyaq an Superb Plug-in nimm, wia schaut des dann mit da Steuer aus?',
      answeredBy: [businessLeasing],
    },
    {
      question: 'und wia lang dauert des dann, bis i d Schuidl hab?',
      answeredBy: [registration, expatBuy],
    },
    // German questions, English knowledge
    {
      question:
        'Mei Mo is bei da US Army in Grafenwöhr stationiert. Kenna mia bei eich a Auto ohne Mehrwertsteuer kaufen, und wo wird des dann angmeldet?',
      answeredBy: [usForces, terms],
    },
    {
      question:
        'Mein Mann schafft bei Continental und hat nur an amerikanischen Führerschein aus Texas. Mia wohnen jetzt seit acht Monaten in Regensburg. Darf der damit no fahrn?',
      answeredBy: [foreignLicence],
    },
    // Answered by a document only, in German
    {
      question:
        'Hab vorige Woch an Vertrag fürn neuen Tiguan unterschriebn, jetzt mog mei Frau doch koan. Kimm i da no raus und was kost mi des?',
      answeredBy: [terms],
    },
    {
      question:
        'Derf i mitm Abo-Auto im Summa nach Kroatien in Urlaub fahrn oder is des ned erlaubt?',
      answeredBy: [terms],
    },
    // Long messages in English
    {
      question:
        "Hi! We just PCS'd to Hohenfels and need a second car, something like a Tiguan or a Kodiaq for the kids. Other families told us we can buy from a German dealer without paying the German VAT. How does that work with you, how do we register the car, and can we finance it? We don't have a German bank account yet.",
      answeredBy: [usForces, terms],
    },
    {
      question:
        "Hello, I'm an engineer from Bangalore on a two-year assignment at the BMW plant. I've done my Anmeldung and I have my residence permit. What do I need to register a car here, and since I have no credit history in Germany yet, would your car subscription work for me?",
      answeredBy: [expatBuy, abo, registration],
    },
    {
      question:
        "Hi, after three years as a postdoc at the university I'm moving back to Brazil in July. I have a 2017 Octavia with about 95,000 km that I bought from a private seller, and I still owe my bank around 3,000 euros on it. Would you buy it even if I don't buy anything from you, and how fast would I get the money?",
      answeredBy: [leavingGermany, tradeIn, priceList, terms],
    },
    {
      question:
        "Hi, I work at Infineon and last week someone backed into my wife's Kamiq in the Arcaden car park. It was clearly his fault and his insurance has already confirmed it. Can you repair the rear door and the bumper and deal with his insurance directly? And will we get a car while it's in the shop?",
      answeredBy: [body, terms],
    },
    // Typos and chat-speak in English
    {
      question: 'hey does any1 at ur place speak english?? my german is rly bad',
      answeredBy: [englishStaff, description],
    },
    {
      question: 'how much 2 get my winter tires put on + stored for the season? thx',
      answeredBy: [tyres, priceList],
    },
    {
      question:
        'can i take an ID.4 for a test drive over the weekend? we live out in Hohenfels so its a bit of a drive',
      answeredBy: [testDrive, electric, terms],
    },
    // One or two words in English
    {
      question: 'Trade-in?',
      answeredBy: [tradeIn, tradeInQuote, services, priceList, terms],
    },
    { question: 'Leasing?', answeredBy: [privateLeasing, businessLeasing, services, priceList] },
    { question: 'Oil change?', answeredBy: [service, services, priceList] },
    // Short follow-ups in English
    { question: 'and what if I need to give the car back early?', answeredBy: [abo, terms] },
    {
      question: 'and how long is the warranty on the battery?',
      answeredBy: [electric, newCars, priceList],
    },
    // English questions, German knowledge
    {
      question: 'Do your used cars come with a warranty? For how long?',
      answeredBy: [usedGuarantee, terms, priceList, services],
    },
    {
      question: "What's the difference between balloon financing and this 3-way financing thing?",
      answeredBy: [balloon, priceList],
    },
    {
      question: 'Do you deliver the car to Nuremberg, and what does that cost?',
      answeredBy: [delivery, priceList],
    },
    {
      question: 'I drive a 2018 Mazda CX-5. Do you service other brands too, or only VW and Skoda?',
      answeredBy: [service, services, priceList],
    },
    // Answered by a document only, in English
    {
      question: 'What happens if I get a speeding ticket during a test drive?',
      answeredBy: [terms],
    },
    { question: 'How much is a bike rack for the tow bar?', answeredBy: [priceList] },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Vermietets ihr aa an California fürs Wochenende? Mia mechtn im Mai zum Campen an Gardasee.',
    'Machts ihr aa Folierung oder Scheibentönung? I hätt gern de hinteren Scheibn a bissl dunkler.',
    'Kann ma bei eich a Standheizung nachrüsten lassen, in an Octavia Combi von 2019?',
    'Wo is de Zulassungsstelle in Regensburg und wia lang hat de offen? I mog mei Motorrad selber ummelden.',
    'Suchts ihr no an Azubi als Kfz-Mechatroniker für September? Mei Sohn is grad mit da Realschul fertig.',
    'When my tour at Grafenwöhr ends, can you ship my car back to the States for me?',
    'Is there a public fast charger at your dealership I could use with my Tesla on the way to Munich?',
    'Do you sell e-bikes or electric scooters too? My daughter needs something to get to campus.',
    // Plainly outside
    'Wann spuit da Jahn s nächste Moi dahoam und gibts no Kartn?',
    'Any tips for a good beer garden near the Stone Bridge for a Sunday afternoon?',
  ],
};
