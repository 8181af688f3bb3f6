import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Autohaus Lechfeld, a family car dealer in Augsburg-Haunstetten, founded in 1974 and a Škoda
 * dealer since 1992. It sells the whole Škoda range new (with about 40 cars in stock), Škoda
 * Jahreswagen and about 120 used cars of all brands, from a "Budget-Ecke" under €8,000 to
 * €55,000, with a 12-month used-car guarantee; it takes cars in part-exchange and buys them
 * outright, finances and leases through its partner bank, registers cars with their number
 * plates and delivers them across Bavarian Swabia. Its workshop services all brands, with HU/AU
 * by a DEKRA inspector twice a week, a body shop, high-voltage technicians for e-cars and a tyre
 * hotel; a partner electrician installs wallboxes. Its customers write in German (Augsburgers,
 * Swabians and Bavarians from Königsbrunn, Bobingen, Gersthofen and the Lechfeld, commuters,
 * families, pensioners) and in English (staff of KUKA, Premium Aerotec and the University
 * Hospital, newcomers from the US and India, students of the University and the Technische
 * Hochschule). The owner wrote the briefing in German, most Q&A pairs in German (hours and the
 * Sunday Schautag, new cars and delivery times, used cars, Jahreswagen, test drives,
 * part-exchange, buying a car outright, financing, leasing, payment, reservations,
 * registration, delivery, warranties, HU/AU, the workshop, tyres, accidents, e-cars, wallboxes)
 * and a few in English (buying without a Schufa record, the papers for registration, a US or
 * Indian driving licence, English-speaking staff, discounts for employees of large companies,
 * cheap cars for students), added two custom responses for quotes (financing or leasing, a
 * valuation of the customer's car), and pasted the 2026 price list and the general terms of
 * sale and of the workshop, both in German.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases with
 * Bavarian and Swabian words the owner never used ("Grüß Gott", "Servus", "i bräucht", "mei
 * Kiste", "a Auto", "alte Karre", "auf der hohen Kante", "was kost des", "a Ladestation" for a
 * wallbox, "TÜV" for the HU, "Prozente" for a discount, "gekauft wie gesehen", "nimmer
 * gscheit"), long messages with a story around the question (a second child on the way and a
 * Polo trade-in, a father-in-law who gives up driving, a commute from Dinkelscherben, a family
 * from Pune at KUKA, a PhD student moving to Ulm, an American family in Friedberg), typos and
 * chat-speak ("kann i mit karte zahln oda", "u", "n", "r u", "4", "thx", "??"), one- or two-word
 * questions ("Leasing?", "Wunschkennzeichen", "Trade-in?"), short follow-ups that only make
 * sense after an earlier question ("und wie lang is die garantie auf den akku?", "and on
 * saturday?", "and if I want it delivered to Ulm?"), English questions against German
 * knowledge and the reverse, and a few that only a document answers (cancelling a new-car
 * order, leaving a repaired car in the yard for two weeks, returning a car bought online, an
 * air-conditioning service, wheel alignment, deregistering a car). The outside questions
 * include hard negatives that share words with the knowledge (an apprenticeship next to the
 * trainees, a valeting firm selling its services, wrapping and window tinting next to the body
 * shop, camper vans next to used cars, the city's registration office next to the registration
 * service, a tow bar, e-bikes next to e-cars, a public fast charger next to wallboxes) and plain
 * questions about FC Augsburg and beer gardens.
 */

const german = qaIn('German');
const english = qaIn('English');

// The sources' titles, as the answers name them.
const location = 'Wo finden wir Sie und wann haben Sie geöffnet?';
const newCars = 'Welche Neuwagen verkaufen Sie und wie lange sind die Lieferzeiten?';
const usedCars = 'Welche Gebrauchtwagen haben Sie und wo sehe ich Ihren aktuellen Bestand?';
const yearCars = 'Was ist ein Jahreswagen und haben Sie welche?';
const testDrive = 'Kann ich eine Probefahrt machen?';
const tradeIn = 'Nehmen Sie mein altes Auto in Zahlung?';
const buyCar = 'Kaufen Sie mein Auto auch an, wenn ich bei Ihnen kein neues kaufe?';
const financing = 'Kann ich ein Auto bei Ihnen finanzieren oder in Raten zahlen?';
const leasing = 'Bieten Sie Leasing für Privatkunden und Gewerbekunden an?';
const payment = 'Wie kann ich bezahlen?';
const reservation = 'Kann ich ein Auto reservieren?';
const registration = 'Übernehmen Sie die Zulassung und die Kennzeichen?';
const delivery = 'Liefern Sie das Auto auch nach Hause?';
const warranty = 'Welche Garantie bekomme ich auf Neu- und Gebrauchtwagen?';
const inspection = 'Machen Sie die HU/AU (TÜV) bei Ihnen im Haus?';
const workshop = 'Reparieren und warten Sie auch Autos anderer Marken?';
const tyres = 'Bieten Sie Reifenwechsel und Reifeneinlagerung an?';
const accident = 'Was mache ich nach einem Unfall oder bei einer Panne?';
const eCars = 'Welche Elektroautos haben Sie und gibt es noch eine Förderung?';
const wallbox = 'Können Sie mir eine Wallbox zu Hause installieren?';
const newcomer =
  'I just moved to Germany and have no Schufa yet. Can I still buy or finance a car?';
const registrationDocs = 'What documents do I need to register a car in Germany?';
const foreignLicence = 'Can I drive in Germany with my US or Indian driving licence?';
const englishStaff = 'Do your staff speak English, and is the contract available in English?';
const employees = 'Do you offer discounts for employees of large companies in Augsburg?';
const students = 'Do you have cheap used cars for students?';
const priceList =
  'Preisliste 2026 – Werkstatt, HU, Reifen, Zulassung, Lieferung, Garantie und Wallbox';
const terms =
  'Allgemeine Verkaufs- und Werkstattbedingungen der Autohaus Lechfeld GmbH (Stand 2026)';
const financeQuote = 'Anfrage für ein Finanzierungs- oder Leasingangebot';
const tradeInQuote = 'Ankaufsangebot oder Bewertung für eine Inzahlungnahme';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const augsburgCarDealerSet: EvaluationSet = {
  name: 'Augsburg car dealer (Autohaus Lechfeld)',
  heldOut: false,
  agentName: 'Vroni',
  briefing: {
    companyName: 'Autohaus Lechfeld',
    industry: 'automotive',
    description:
      'Das Autohaus Lechfeld ist ein Familienbetrieb in Augsburg-Haunstetten, Lechfeldstraße 48. Josef Brandmair hat es 1974 als freie Werkstatt gegründet, seit 1992 sind wir Škoda-Vertragshändler und Škoda-Servicepartner, und heute führen Martina Brandmair und ihr Sohn Florian das Haus in zweiter und dritter Generation. Wir verkaufen das komplette Škoda-Neuwagenprogramm, Škoda-Jahreswagen und rund 120 geprüfte Gebrauchtwagen aller Marken. Zum Haus gehören eine Meisterwerkstatt für alle Marken mit eigener Karosserie- und Lackabteilung und zwei Hochvolt-Arbeitsplätzen für Elektroautos, ein Reifenhotel für 1.800 Radsätze und ein eigener Zulassungsservice. Wir sind 38 Mitarbeiterinnen und Mitarbeiter, darunter 6 Auszubildende, und sprechen Deutsch, Englisch, Polnisch, Türkisch und Hindi. Viele Familien aus Haunstetten, Königsbrunn und dem Lechfeld kaufen schon in der dritten Generation bei uns – darauf sind wir stolz.',
    targetAudience:
      'Familien, Pendler und Senioren aus Augsburg und dem Umland (Königsbrunn, Bobingen, Schwabmünchen, Gersthofen, Stadtbergen, Friedberg und das Lechfeld); Beschäftigte der großen Arbeitgeber der Region wie KUKA, Premium Aerotec, Renk, Universitätsklinikum und Stadtwerke Augsburg, darunter viele neu Zugezogene aus den USA und aus Indien, die uns auf Englisch schreiben; Studierende der Universität und der Technischen Hochschule Augsburg, die ein günstiges erstes Auto suchen; Handwerker, Selbstständige und kleine Firmen mit Gewerbeleasing; Werkstattkunden aller Marken aus ganz Bayerisch-Schwaben.',
    keyServices:
      'Škoda-Neuwagen (Fabia, Scala, Kamiq, Octavia, Karoq, Kodiaq, Superb, Elroq, Enyaq), Škoda-Jahreswagen und rund 120 Gebrauchtwagen aller Marken mit 12 Monaten Gebrauchtwagengarantie; Inzahlungnahme und Ankauf von Gebrauchtwagen aller Marken; Finanzierung und Leasing für Privat- und Gewerbekunden über unsere Partnerbank Škoda Financial Services; Zulassungsservice mit Kennzeichen und Wunschkennzeichen; Lieferung des zugelassenen Autos nach Hause in ganz Bayerisch-Schwaben; Garantieverlängerung und Škoda Anschlussgarantie; Meisterwerkstatt für alle Marken: Inspektion, Reparatur, Unfallinstandsetzung, Hochvolt-Service für Elektroautos und Hybride; HU/AU im Haus (DEKRA, dienstags und donnerstags); Räderwechsel, Reifenverkauf und Reifeneinlagerung; Elektroautos neu und gebraucht mit Batteriezertifikat und Wallbox-Installation mit unserem Partner-Elektriker.',
    commonQuestions:
      'Öffnungszeiten und ob man am Sonntag schauen kann, welche Gebrauchtwagen gerade da sind, Probefahrten, was das alte Auto bei der Inzahlungnahme noch bringt, Finanzierung und Ratenzahlung, Leasing, Zulassung und Wunschkennzeichen, Lieferzeiten für Neuwagen, Garantie bei Gebrauchtwagen, Jahreswagen, TÜV-Termine (HU/AU), Räderwechsel und Reifeneinlagerung im Herbst und im Frühjahr, Elektroautos, Förderung und Wallbox; und von Zugezogenen: ein Auto kaufen ohne Schufa, die Zulassung und der ausländische Führerschein.',
    languages: ['German', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Freundlich und konkret, mit Preisen inklusive MwSt., Öffnungszeiten und dem richtigen Ansprechpartner. Wir siezen unsere Kunden, auch wenn sie uns duzen oder im Dialekt schreiben, und grüßen gern mit „Grüß Gott“. Wer auf Englisch schreibt, bekommt die Antwort auf Englisch, ohne Behördendeutsch; deutsche Begriffe wie Zulassung, HU oder Schufa erklären wir kurz. Keine verbindlichen Zusagen zu Ankaufspreisen, Reparaturkosten oder Finanzierungsraten ohne Angebot. Am Ende steht immer ein nächster Schritt: Probefahrt, Werkstatttermin, Rückruf oder eine WhatsApp an 0171 468 22 90.',
    personality:
      'Wie eine Verkäuferin aus einem bodenständigen Familienbetrieb, die ihre Kunden oft seit Jahren kennt: herzlich, ehrlich bei Preisen und beim Zustand der Gebrauchten, geduldig mit Erstkäufern und mit Zugezogenen, die Zulassung, TÜV und Schufa noch nicht kennen, und mit einem Augenzwinkern für schwäbische und bayerische Nachrichten.',
    responseTemplates: [
      {
        scenario: financeQuote,
        response:
          'Sehr gern erstellen wir Ihnen ein persönliches Angebot! Damit wir richtig rechnen können, schreiben Sie uns bitte: welches Auto Sie interessiert (Link zum Inserat, Modell oder Fahrzeugnummer); ob Sie finanzieren oder leasen möchten, privat oder gewerblich; die gewünschte Laufzeit (12 bis 84 Monate bei der Finanzierung, 24 bis 48 Monate beim Leasing) und beim Leasing die Kilometer pro Jahr; wie viel Sie anzahlen möchten und ob Sie ein Auto in Zahlung geben; und welche Monatsrate ungefähr passen würde. Unser Finanzierungsberater Thomas Reiter rechnet Ihnen verschiedene Varianten durch und meldet sich innerhalb eines Werktags per E-Mail oder Telefon. Sie erreichen ihn direkt unter 0821 907 45-21 oder finanzierung@autohaus-lechfeld.example. Für den verbindlichen Antrag brauchen wir später Ihren Ausweis, die letzten zwei Gehaltsnachweise und Ihre IBAN.',
      },
      {
        scenario: tradeInQuote,
        response:
          'Gern bewerten wir Ihr Auto! Für eine erste Einschätzung schicken Sie uns bitte per WhatsApp an 0171 468 22 90 oder per E-Mail an ankauf@autohaus-lechfeld.example: Marke, Modell und Motor; Erstzulassung und Kilometerstand; ein Foto vom Fahrzeugschein; 6 bis 8 Fotos (alle vier Seiten, Innenraum, Tacho mit Kilometerstand, eventuelle Schäden); ob das Scheckheft gepflegt ist, ob es Unfallschäden gab und ob Winterräder dabei sind. Innerhalb eines Werktags bekommen Sie von uns eine Preisspanne. Das verbindliche Angebot machen wir nach einer kurzen Besichtigung bei uns in der Lechfeldstraße 48 (etwa 20 Minuten, kostenlos, Montag bis Freitag 8:30–18:30 Uhr und Samstag 9:00–14:00 Uhr); es gilt 14 Tage.',
      },
    ],
  },
  qa: [
    german(
      location,
      'Sie finden uns in der Lechfeldstraße 48, 86179 Augsburg-Haunstetten, fünf Minuten von der B17, mit 60 Kundenparkplätzen direkt am Haus. Mit der Straßenbahnlinie 3 fahren Sie bis zur Haltestelle Haunstetten Nord, von dort sind es 4 Minuten zu Fuß. Verkauf (Neu- und Gebrauchtwagen): Montag bis Freitag 8:30–18:30 Uhr, Samstag 9:00–14:00 Uhr. Werkstatt, Service und Teile: Montag bis Freitag 7:00–18:00 Uhr, Samstag 8:00–12:00 Uhr (nur Räderwechsel und Fahrzeugabholung). Sonntags ist von 11 bis 16 Uhr Schautag: Sie können sich alle Autos auf dem Hof und im Schauraum ansehen, Beratung, Probefahrten und Verkauf sind am Sonntag aber gesetzlich nicht erlaubt. An den bayerischen Feiertagen, am Augsburger Hohen Friedensfest (8. August) sowie am 24. und 31. Dezember haben wir geschlossen. Telefon 0821 907 45-0, Werkstatt 0821 907 45-30, WhatsApp 0171 468 22 90, E-Mail info@autohaus-lechfeld.example.',
    ),
    german(
      newCars,
      'Als Škoda-Vertragshändler verkaufen wir das komplette Neuwagenprogramm: Fabia, Scala, Kamiq, Octavia (Limousine und Combi, auch als RS), Karoq, Kodiaq, Superb (Limousine und Combi) und die Elektromodelle Elroq und Enyaq (SUV und Coupé). Unsere Hauspreise 2026 inklusive 19 % MwSt. und Überführung: Fabia ab 19.490 €, Scala ab 23.990 €, Kamiq ab 25.490 €, Octavia Combi ab 31.990 €, Karoq ab 33.990 €, Elroq ab 33.900 €, Kodiaq ab 41.990 €, Enyaq ab 44.900 €, Superb Combi ab 45.990 €. Rund 40 Neuwagen stehen als Lagerfahrzeuge sofort bereit und sind in 1 bis 2 Wochen zugelassen und übergeben. Ein nach Ihren Wünschen konfigurierter Neuwagen hat derzeit eine Lieferzeit von etwa 3 bis 6 Monaten ab Bestellung, je nach Modell und Ausstattung. Konfigurieren können Sie online oder mit unserem Verkaufsteam im Schauraum, in dem immer rund 15 Modelle stehen.',
    ),
    german(
      usedCars,
      'Auf unserem Hof stehen rund 120 Gebrauchtwagen aller Marken, meist 2 bis 8 Jahre alt: neben Škoda zum Beispiel VW, Audi, BMW, Mercedes, Opel, Ford, Toyota, Hyundai, Kia und Renault, vom Kleinwagen über Kombis und 7-Sitzer bis zum SUV, rund 30 davon mit Automatik und etwa 15 Elektroautos. Die Preise reichen von etwa 4.000 € bis 55.000 €; es sind Festpreise inklusive MwSt. Jedes Auto ab 8.000 € durchläuft unseren 110-Punkte-Check, bekommt eine frische Inspektion und eine neue HU und wird mit 12 Monaten Gebrauchtwagengarantie verkauft. Günstige Einsteigerautos unter 8.000 € stehen in unserer „Budget-Ecke“: mit neuer HU, ohne Garantie, aber mit der gesetzlichen Sachmängelhaftung. Den tagesaktuellen Bestand mit Fotos, Ausstattung und Preis finden Sie unter www.autohaus-lechfeld.example/gebrauchtwagen sowie auf mobile.de und AutoScout24. Ein Auto, das Sie online gesehen haben, stellen wir Ihnen gern für die Probefahrt bereit.',
    ),
    german(
      yearCars,
      'Ein Jahreswagen ist ein junger Gebrauchter, höchstens 12 Monate nach der Erstzulassung, meist mit 5.000 bis 20.000 km. Unsere Jahreswagen sind Škoda-Modelle aus zwei Quellen: Werksangehörigenfahrzeuge, die Mitarbeiter von Škoda und Volkswagen ein Jahr lang gefahren haben, und unsere eigenen Vorführwagen. Gegenüber dem Neupreis sparen Sie in der Regel 15 bis 25 %, die restliche Herstellergarantie läuft weiter und lässt sich mit der Škoda Anschlussgarantie auf bis zu 5 Jahre verlängern. Meist haben wir 15 bis 20 Jahreswagen da, vom Fabia bis zum Kodiaq, viele mit sehr guter Ausstattung. Jahreswagen können Sie wie einen Neuwagen finanzieren oder leasen.',
    ),
    german(
      testDrive,
      'Ja, gern und kostenlos. Bitte bringen Sie Ihren gültigen Führerschein und Ihren Personalausweis oder Reisepass mit. Eine normale Probefahrt dauert etwa eine Stunde, auf Wunsch mit einem Stück Autobahn auf der B17 oder der A8. Probefahrten sind während der Verkaufszeiten möglich, also Montag bis Freitag 8:30–18:30 Uhr und Samstag 9:00–14:00 Uhr; am Sonntag (Schautag) leider nicht. Vereinbaren Sie am besten vorher einen Termin, damit das Auto getankt bzw. geladen bereitsteht. Unsere Elektroautos Elroq und Enyaq können Sie auch 24 Stunden lang kostenlos probefahren, zum Beispiel über Nacht mit Ihrem Arbeitsweg und dem Laden zu Hause. Fahrer unter 21 Jahren fahren in Begleitung eines Verkäufers. Ausländische Führerscheine akzeptieren wir, solange sie in Deutschland gültig sind.',
    ),
    german(
      tradeIn,
      'Ja, wir nehmen Autos aller Marken in Zahlung, auch ältere und solche mit hoher Laufleistung. Die Bewertung ist kostenlos und dauert etwa 20 Minuten: Kommen Sie zu den Verkaufszeiten vorbei, am besten mit Termin, oder schicken Sie uns vorab Fotos und die Eckdaten per WhatsApp für eine erste Einschätzung. Mitbringen: Zulassungsbescheinigung Teil I und Teil II (Fahrzeugschein und Fahrzeugbrief), das Serviceheft oder die Rechnungen, alle Schlüssel und, falls vorhanden, den zweiten Rädersatz. Wir bewerten nach den DAT-Marktwerten und dem Zustand; unser Angebot gilt 14 Tage. Läuft auf Ihr altes Auto noch ein Kredit, lösen wir ihn direkt bei der Bank ab und verrechnen den Restbetrag. Ihr altes Auto fahren Sie bis zur Übergabe des neuen weiter.',
    ),
    german(
      buyCar,
      'Ja. Wir kaufen Pkw aller Marken bis etwa 15 Jahre auch an, ohne dass Sie bei uns ein anderes Auto kaufen. Nach der kostenlosen Bewertung (etwa 20 Minuten, zu den Verkaufszeiten) bekommen Sie ein verbindliches Angebot. Nehmen Sie es an, zahlen wir per Überweisung am Tag der Übergabe, und die Abmeldung erledigen wir kostenlos für Sie. Kann der Halter das Auto nicht selbst bringen, holen wir es im Umkreis von 30 km um Augsburg kostenlos ab. Bitte halten Sie bereit: beide Zulassungsbescheinigungen, alle Schlüssel, das Serviceheft und den Personalausweis des Halters; verkauft jemand anderes für den Halter, brauchen wir zusätzlich eine schriftliche Vollmacht.',
    ),
    german(
      financing,
      'Ja, über unsere Partnerbank Škoda Financial Services (eine Marke der Volkswagen Bank GmbH), für Neuwagen, Jahreswagen und Gebrauchtwagen aller Marken. Sie wählen zwischen der klassischen Finanzierung mit gleichen Monatsraten und der Drei-Wege-Finanzierung (AutoCredit) mit niedrigeren Raten und einer Schlussrate: Am Ende behalten Sie das Auto, finanzieren die Schlussrate weiter oder geben es zurück. Zinsen 2026: Neuwagen ab 2,99 % effektiver Jahreszins (Aktionszinsen je Modell), Gebrauchtwagen ab 5,49 %. Laufzeit 12 bis 84 Monate, Anzahlung ab 0 €, Sondertilgungen jederzeit kostenlos. Beispiel: Gebrauchtwagen für 15.000 €, 3.000 € Anzahlung, 60 Monate, 5,49 % effektiv: etwa 229 € im Monat. Voraussetzungen sind ein Wohnsitz in Deutschland, ein regelmäßiges Einkommen und eine positive Bonitätsprüfung (Schufa). Den Antrag stellen wir gemeinsam bei uns im Haus, die Zusage kommt meist innerhalb von 30 Minuten. Mitbringen: Personalausweis (oder Reisepass mit Meldebescheinigung), die letzten zwei Gehaltsnachweise und Ihre IBAN.',
    ),
    german(
      leasing,
      'Ja, für Škoda-Neuwagen und Škoda-Jahreswagen, über Škoda Leasing. Privatleasing, Beispiele mit 36 Monaten Laufzeit, 10.000 km pro Jahr und 0 € Sonderzahlung, inklusive MwSt. und Überführung: Fabia ab 169 € im Monat, Elroq ab 279 €, Octavia Combi ab 299 €, Kodiaq ab 389 €. Gewerbeleasing für Selbstständige, Handwerker und Firmen schon ab einem Fahrzeug, zum Beispiel Octavia Combi ab 219 € netto im Monat; Flottenkunden ab 5 Fahrzeugen bekommen Sonderkonditionen. Laufzeiten 24 bis 48 Monate, 5.000 bis 40.000 km im Jahr. Mehr- oder Minderkilometer werden am Ende fair abgerechnet, und bei der Rückgabe erstellt ein unabhängiger Gutachter der DEKRA das Rückgabeprotokoll. Dazu buchbar: Wartung & Verschleiß ab 19 € im Monat und ein Reifenpaket mit Winterrädern. Gebrauchtwagen anderer Marken verleasen wir nicht; dafür bieten wir die Finanzierung an.',
    ),
    german(
      payment,
      'Beim Autokauf zahlen Sie per Überweisung (das Auto wird nach Zahlungseingang übergeben, meist 1 bis 2 Werktage), über eine Finanzierung unserer Partnerbank oder bar. Barzahlungen ab 10.000 € sind nur mit Ausweis möglich, weil wir sie nach dem Geldwäschegesetz dokumentieren müssen. Anzahlungen und Beträge bis 5.000 € können Sie auch mit girocard (EC-Karte) zahlen; Kreditkarten nehmen wir beim Autokauf nicht an. Werkstatt- und Reifenrechnungen zahlen Sie bei der Abholung bar, mit girocard, Visa, Mastercard, Apple Pay oder Google Pay; Firmenkunden auch auf Rechnung mit 14 Tagen Zahlungsziel. Schecks und Kryptowährungen nehmen wir nicht an.',
    ),
    german(
      reservation,
      'Ja. Einen Gebrauchtwagen oder einen Lagerwagen reservieren wir Ihnen telefonisch, per WhatsApp oder E-Mail 48 Stunden lang kostenlos, zum Beispiel bis zur Probefahrt. Für eine längere Reservierung bis zu 14 Tage, etwa bis Ihre Finanzierung zugesagt ist oder Ihre Überweisung da ist, bitten wir um eine Anzahlung von 500 € (per Überweisung oder girocard). Die Anzahlung wird beim Kauf voll auf den Kaufpreis angerechnet. Lehnt die Bank Ihre Finanzierung ab, erstatten wir sie vollständig.',
    ),
    german(
      registration,
      'Ja. Wenn Sie ein Auto bei uns kaufen, ist der Zulassungsservice inklusive: Wir melden das Auto für Sie an, in Stadt und Landkreis Augsburg (Kennzeichen A), aber auch in Aichach-Friedberg (AIC), Landsberg (LL), Dillingen (DLG), Donau-Ries (DON), Günzburg (GZ) und allen anderen Landkreisen in Bayern. Sie zahlen nur die amtlichen Gebühren (etwa 40 €) und die Kennzeichen (29 € das Paar, auch E-Kennzeichen). Ein Wunschkennzeichen reservieren Sie online bei Ihrer Zulassungsstelle, oder wir erledigen das für Sie (12,80 € amtliche Gebühr). Für die Zulassung brauchen wir: Ihre eVB-Nummer von der Kfz-Versicherung, Ihren Personalausweis (oder Reisepass mit Meldebescheinigung), ein SEPA-Lastschriftmandat für die Kfz-Steuer und eine Vollmacht, die wir Ihnen vorbereiten. Die Zulassung dauert in der Regel 2 bis 3 Werktage. Auch Autos, die Sie nicht bei uns gekauft haben, melden wir für Sie an; die Preise dafür stehen in unserer Preisliste.',
    ),
    german(
      delivery,
      'Ja, wir bringen Ihr Auto zugelassen, vollgetankt bzw. geladen und gewaschen zu Ihnen nach Hause oder in die Firma, Montag bis Samstag. In der Stadt Augsburg und im Landkreis Augsburg ist die Lieferung kostenlos, im übrigen Bayerisch-Schwaben (Aichach-Friedberg, Dillingen, Donau-Ries, Günzburg, Neu-Ulm, Unterallgäu, Ostallgäu, Oberallgäu, Lindau sowie Kempten, Memmingen und Kaufbeuren) kostet sie pauschal 99 €. Außerhalb von Bayerisch-Schwaben, etwa nach Ulm, München oder Ingolstadt, berechnen wir 1,20 € je Kilometer ab Augsburg, mindestens 149 €. Bei der Übergabe erklärt Ihnen unser Fahrer das Auto in Ruhe, das dauert etwa 45 Minuten; geben Sie Ihr altes Auto in Zahlung, nimmt er es auf Wunsch gleich mit.',
    ),
    german(
      warranty,
      'Neuwagen: 2 Jahre Herstellergarantie ohne Kilometerbegrenzung, die Sie mit der Škoda Anschlussgarantie auf bis zu 5 Jahre bzw. 100.000 km verlängern können; dazu 3 Jahre Garantie auf den Lack und 12 Jahre gegen Durchrostung. Bei Elektroautos ist die Hochvoltbatterie 8 Jahre oder 160.000 km garantiert (mindestens 70 % Kapazität). Gebrauchtwagen ab 8.000 €: 12 Monate Gebrauchtwagengarantie unseres Partners CarGarantie inklusive, ohne Kilometerbegrenzung, für Motor, Getriebe, Elektrik und Hochvoltbatterie, verlängerbar auf 24 oder 36 Monate. Die Garantie gilt in ganz Europa; Reparaturen am besten bei uns oder in jeder anderen Meisterwerkstatt. Zusätzlich haben Sie als Privatkunde bei jedem Gebrauchtwagen 12 Monate gesetzliche Sachmängelhaftung, auch bei Autos aus der Budget-Ecke unter 8.000 €.',
    ),
    german(
      inspection,
      'Ja. Ein Prüfingenieur der DEKRA kommt jeden Dienstag und Donnerstag zu uns ins Haus und macht die Hauptuntersuchung mit Abgasuntersuchung (HU/AU, umgangssprachlich „TÜV“) für Autos aller Marken. Preis: 149 € für Benziner, Diesel und Hybride, 129 € für Elektroautos, jeweils inklusive MwSt. und Prüfgebühr. Bringen Sie das Auto bis 8 Uhr, meist ist es mittags fertig, und geben Sie bitte den Fahrzeugschein (Zulassungsbescheinigung Teil I) mit. Findet der Prüfer einen Mangel, reparieren wir ihn nach Ihrer Freigabe sofort, und die Nachprüfung erfolgt am selben oder am nächsten Prüftag. Termine unter 0821 907 45-30 oder online.',
    ),
    german(
      workshop,
      'Ja. Unsere Meisterwerkstatt wartet und repariert Autos aller Marken, nicht nur Škoda: Inspektion nach Herstellervorgaben (Ihre Herstellergarantie bleibt dabei erhalten), Ölwechsel, Bremsen, Zahnriemen, Kupplung, Auspuff, Fehlerdiagnose, Unfallreparatur mit eigener Karosserie- und Lackabteilung sowie HU/AU im Haus. Zwei Hochvolt-Techniker arbeiten an Elektroautos und Hybriden aller Hersteller. Den Stundensatz und die Festpreise für Škoda-Inspektionen finden Sie in unserer Preisliste; für alles andere bekommen Sie vorab einen Kostenvoranschlag. Termine gibt es meist innerhalb von 1 bis 2 Wochen, bei Pannen so schnell wie möglich. Frühe oder späte Abgabe: Schlüssel in den Schlüsseltresor neben der Serviceannahme, rund um die Uhr. Während der Reparatur bekommen Sie auf Wunsch einen Ersatzwagen ab 19 € am Tag oder unseren Hol- und Bringservice im Stadtgebiet Augsburg und in Königsbrunn.',
    ),
    german(
      tyres,
      'Ja. Räderwechsel (Kompletträder) 35 €, Einlagerung in unserem Reifenhotel 59 € pro Saison inklusive Räderwäsche und Profilprüfung, zusammen also 94 €. Wir lagern Räder aller Marken ein, auch von Autos, die nicht bei uns gekauft wurden. Neue Reifen aller Marken besorgen wir zum Tagespreis, meist innerhalb von 2 Tagen. Räderwechsel nur mit Termin, online oder unter 0821 907 45-30; in der Hochsaison (Oktober bis Dezember und März bis Mai) auch samstags von 8 bis 12 Uhr. Faustregel: Winterreifen von O bis O, also von Oktober bis Ostern; als Mindestprofil empfehlen wir 4 mm bei Winterreifen und 3 mm bei Sommerreifen. Ihre eingelagerten Räder stellen wir am Vortag bereit, der Wechsel dauert etwa 30 Minuten, und Sie können gern bei einem Kaffee warten.',
    ),
    german(
      accident,
      'Nach einem Unfall: Unfallstelle sichern, bei Verletzten 112 anrufen, Fotos machen und die Daten des anderen Fahrers notieren. Unser Abschleppdienst ist rund um die Uhr unter 0821 907 45-99 erreichbar und holt Ihr Auto in Stadt und Landkreis Augsburg ab. In unserer Karosserie- und Lackabteilung reparieren wir Unfallschäden an Autos aller Marken und rechnen direkt mit Ihrer Versicherung ab. Bei einem Haftpflichtschaden (der andere war schuld) vermitteln wir Ihnen einen unabhängigen Gutachter und einen Ersatzwagen auf Kosten der gegnerischen Versicherung. Bei einer Panne hilft bei Škoda-Fahrzeugen, die bei uns gewartet werden, die Škoda Mobilitätsgarantie (europaweit und kostenlos); sonst rufen Sie unseren Abschleppdienst oder Ihren Automobilclub.',
    ),
    german(
      eCars,
      'Neu haben wir die vollelektrischen Škoda Elroq (kompaktes SUV, ab 33.900 €, bis zu 580 km Reichweite nach WLTP) und Enyaq (SUV und Coupé, ab 44.900 €, bis zu 590 km). Gebraucht stehen meist rund 15 Elektroautos aller Marken auf dem Hof, zum Beispiel VW ID.3 und ID.4, Hyundai Kona Elektro, Renault Zoe oder Tesla Model 3. Zu jedem gebrauchten Elektroauto gibt es ein Batteriezertifikat mit dem Gesundheitszustand (SoH) der Hochvoltbatterie. Auf die Batterie gibt Škoda 8 Jahre oder 160.000 km Garantie. Den staatlichen Umweltbonus gibt es seit Dezember 2023 nicht mehr; ob es für Sie aktuelle Förderungen oder Aktionsprämien des Herstellers gibt, sagen wir Ihnen tagesaktuell im Gespräch. Elroq und Enyaq können Sie 24 Stunden kostenlos probefahren, und zur Wallbox zu Hause beraten wir Sie gern.',
    ),
    german(
      wallbox,
      'Ja, zusammen mit unserem Partner Elektro Wiedemann aus Königsbrunn, einem Meisterbetrieb. Zuerst kommt der Elektriker zum Vor-Ort-Check (149 €, wird bei Auftrag angerechnet) und prüft Hausanschluss, Zählerschrank und Leitungsweg. Das Komplettpaket mit einer 11-kW-Wallbox (Škoda iV Charger oder ABL eMH1) inklusive Installation mit bis zu 15 m Leitung kostet ab 1.490 €. Die Anmeldung beim Netzbetreiber (LEW Verteilnetz, in der Stadt Augsburg swa Netze) erledigt der Elektriker; 11-kW-Wallboxen sind nur anmeldepflichtig, 22-kW-Wallboxen müssen genehmigt werden. In Miet- und Eigentumswohnungen haben Sie seit 2020 einen gesetzlichen Anspruch darauf, dass Vermieter bzw. Eigentümergemeinschaft eine Wallbox erlauben; bitte klären Sie das vor dem Check. Vom Check bis zur fertigen Wallbox vergehen meist 3 bis 5 Wochen.',
    ),
    english(
      newcomer,
      'Yes. Buying a car and paying by bank transfer works without any Schufa record: you only need your passport and your Meldebescheinigung (the proof of address from the Bürgerbüro) so that we can register the car in your name. Financing and leasing through our partner bank need a residence in Germany and a credit check. If you have only just arrived and have no Schufa history yet, the bank can still approve you with a residence permit valid for longer than the loan, a permanent employment contract (ideally after the probation period, or with a letter from your employer) and your last three German payslips; a larger down payment of 20 to 30 % helps. Many newcomers working at KUKA, Premium Aerotec or the University Hospital have financed their car with us this way. Send us your documents first and we will tell you within a day whether it will work.',
    ),
    english(
      registrationDocs,
      'To register a car in Germany you need: your passport or ID card; your Meldebescheinigung (the proof of address you get from the Bürgerbüro when you do your Anmeldung); for non-EU citizens, your residence permit; an eVB number (the electronic insurance confirmation) from the car insurer you choose; and a German bank account (IBAN) for the SEPA direct debit of the vehicle tax (Kfz-Steuer). If you buy a car from us, we do the registration for you: we prepare a power of attorney (Vollmacht) for you to sign, our driver goes to the registration office, and the car is registered in 2 to 3 working days. You only pay the official fees (about €40) and the number plates (€29 a pair).',
    ),
    english(
      foreignLicence,
      'After you move to Germany, a valid licence from a non-EU country such as the USA or India lets you drive for 6 months from the date you register your address; after that you need a German licence. Licences from EU and EEA countries have no time limit. To convert your licence, apply at the Führerscheinstelle (driving licence office) of your city or district with a certified translation. Licences from some US states are converted without a test or with the theory test only; Indian licences need both the theory and the practical test, usually after a few lessons at a driving school. Start early: it often takes 2 to 3 months. Test drives and buying a car with us are possible with your foreign licence as long as it is valid in Germany.',
    ),
    english(
      englishStaff,
      'Yes. Arjun Mehta in used-car sales speaks English and Hindi, Sarah Kowalski in new-car sales and leasing speaks English and Polish, and our service advisors book workshop appointments in English too. The sales contract, the financing contract and the warranty terms are legally binding in German only, but we give you an English summary of every page and go through it with you before you sign, in the showroom or by video call. Just tell us when you book your appointment that you would like to speak English.',
    ),
    english(
      employees,
      'Yes. Employees of KUKA, Premium Aerotec, Renk, the University Hospital Augsburg (Universitätsklinikum) and Stadtwerke Augsburg get our partner conditions: an extra 3 % off our in-house price for new Škoda cars, €300 off any used car from €8,000, and 10 % off workshop labour. Just show your company ID or a current payslip when you order. The discount cannot be combined with other special offers; for a company car through your employer, please ask your fleet department.',
    ),
    english(
      students,
      'Yes. In our “Budget-Ecke” there are usually 15 to 20 cars between €4,000 and €8,000, for example VW Polo, Opel Corsa, Ford Fiesta or Škoda Fabia, all with a new HU (the German roadworthiness test). They are sold without our 12-month used-car guarantee, but as a private buyer you still have the statutory 12-month liability for defects, and you can add a 12-month guarantee for €299. Students of the University of Augsburg and the Technische Hochschule Augsburg get their first wheel change free with a valid student ID. Financing needs a regular income; if you do not have one yet, a parent can sign as co-applicant. Tip: insuring the car as your parents’ second car is usually much cheaper.',
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'German',
      text: `PREISLISTE 2026 – AUTOHAUS LECHFELD GMBH
Lechfeldstraße 48, 86179 Augsburg – Telefon 0821 907 45-0 – Werkstatt 0821 907 45-30
Alle Preise in Euro inklusive 19 % MwSt., gültig vom 1. Januar bis 31. Dezember 2026. Material und Ersatzteile werden zusätzlich nach Verbrauch berechnet, sofern nicht anders angegeben.

1. Werkstatt
Stundenverrechnungssätze: Mechanik und Wartung 132 € – Elektrik und Hochvolt (Elektroautos, Hybride) 148 € – Karosserie 138 € – Lackierung 152 € zzgl. Lackmaterial.
Inspektion nach Herstellervorgaben, Festpreise für Škoda inklusive Motoröl und Filter: Fabia, Scala, Kamiq ab 219 € – Octavia, Karoq ab 269 € – Kodiaq, Superb ab 309 € – Elroq, Enyaq ab 189 € (ohne Ölwechsel). Andere Marken nach Kostenvoranschlag.
Fehlerspeicher auslesen 49 € (bei Reparaturauftrag verrechnet).
Bremsflüssigkeit wechseln 79 €.
Klimaservice (Kältemittel absaugen, Dichtheit prüfen, neu befüllen bis 500 g R1234yf) 129 €; Desinfektion der Klimaanlage 39 €.
Achsvermessung mit Messprotokoll 89 €; Einstellen der Spur zzgl. nach Aufwand.
Batterietest kostenlos; Einbau einer Starterbatterie 39 € zzgl. Batterie.
Steinschlagreparatur an der Windschutzscheibe 79 € (bei Teilkasko meist ohne Kosten für Sie); Scheibentausch nach Angebot.

2. Hauptuntersuchung (DEKRA im Haus, dienstags und donnerstags)
HU mit AU für Benziner, Diesel und Hybride 149 € – HU für Elektroautos 129 € – Nachprüfung innerhalb eines Monats 29 € – HU-Vorabcheck 25 € (bei Reparaturauftrag verrechnet).

3. Räder und Reifen
Räderwechsel (4 Kompletträder, mit Luftdruck- und Sichtprüfung) 35 € – Reifendrucksensoren (RDKS) anlernen 15 €.
Einlagerung im Reifenhotel pro Saison inklusive Räderwäsche und Profilprüfung 59 €.
Montage neuer Reifen auf die Felge inklusive Wuchten 22 € pro Rad – Altreifenentsorgung 4 € pro Reifen.
Reifen aller Marken zum Tagespreis. Studierende mit gültigem Studierendenausweis: erster Räderwechsel kostenlos.

4. Zulassung und Kennzeichen
Beim Fahrzeugkauf bei uns: Zulassungsservice inklusive, Sie zahlen nur die amtlichen Gebühren (etwa 40 €) und die Kennzeichen.
Zulassung oder Ummeldung eines nicht bei uns gekauften Fahrzeugs: 129 € zzgl. amtlicher Gebühren.
Abmeldung (Außerbetriebsetzung) eines Fahrzeugs: 49 € zzgl. amtlicher Gebühr (bei Ankauf durch uns kostenlos).
Kennzeichenpaar, auch E-Kennzeichen: 29 € – Wunschkennzeichen: 12,80 € amtliche Gebühr.

5. Lieferung, Hol- und Bringservice, Ersatzwagen
Lieferung des zugelassenen Fahrzeugs: Stadt und Landkreis Augsburg kostenlos – übriges Bayerisch-Schwaben pauschal 99 € – außerhalb Bayerisch-Schwabens 1,20 € je Kilometer ab Augsburg, mindestens 149 €.
Hol- und Bringservice für Werkstattkunden im Stadtgebiet Augsburg und in Königsbrunn: 29 € (hin und zurück).
Ersatzwagen während des Werkstattaufenthalts: Škoda Fabia 19 € pro Tag inklusive 100 km, Škoda Elroq 39 € pro Tag.
Abschleppdienst rund um die Uhr (0821 907 45-99), Stadt und Landkreis Augsburg: 149 € pauschal, nachts von 20 bis 6 Uhr, an Sonn- und Feiertagen 199 €.

6. Garantie
Gebrauchtwagen ab 8.000 €: 12 Monate Gebrauchtwagengarantie (CarGarantie) inklusive; Verlängerung auf 24 Monate 249 €, auf 36 Monate 449 €.
Gebrauchtwagen der Budget-Ecke unter 8.000 €: 12 Monate Garantie optional für 299 €.
Škoda Anschlussgarantie für Neuwagen: 3. und 4. Jahr (bis 100.000 km) ab 399 €, bis 5 Jahre (bis 100.000 km) ab 599 €, je nach Modell.

7. Elektromobilität
Wallbox-Vor-Ort-Check durch unseren Partner Elektro Wiedemann 149 € (bei Auftrag angerechnet).
Wallbox-Paket 11 kW inklusive Installation mit bis zu 15 m Leitung ab 1.490 €; jeder weitere Meter Leitung 45 €.
Batteriezertifikat (SoH-Test der Hochvoltbatterie) für Ihr eigenes Elektroauto 89 €.

8. Fahrzeugaufbereitung
Innen- und Außenaufbereitung ab 179 € – Ozonbehandlung gegen Gerüche 69 € – Tierhaarentfernung ab 49 €.`,
    },
    {
      title: terms,
      language: 'German',
      text: `ALLGEMEINE VERKAUFS- UND WERKSTATTBEDINGUNGEN – Autohaus Lechfeld GmbH, Lechfeldstraße 48, 86179 Augsburg, Amtsgericht Augsburg HRB 4711. Gültig ab 1. Januar 2026.

1. Geltungsbereich
Diese Bedingungen gelten für den Verkauf von Neu- und Gebrauchtfahrzeugen, die Inzahlungnahme, Werkstattaufträge und die Reifeneinlagerung. Für Finanzierung und Leasing gelten zusätzlich die Bedingungen der Partnerbank.

2. Bestellung und Vertragsschluss
Der Käufer ist an seine Bestellung eines Neuwagens 3 Wochen, bei Lager- und Gebrauchtfahrzeugen 10 Tage gebunden. Der Kaufvertrag kommt mit unserer schriftlichen Auftragsbestätigung oder mit der Übergabe des Fahrzeugs zustande. Mündliche Nebenabreden gelten nur, wenn wir sie schriftlich bestätigen.

3. Rücktritt von einer verbindlichen Bestellung
Tritt der Käufer nach Vertragsschluss ohne rechtlichen Grund vom Kauf zurück oder nimmt er das Fahrzeug nicht ab, können wir pauschal 15 % des Kaufpreises als Schadensersatz verlangen, bei Gebrauchtfahrzeugen 10 %. Dem Käufer bleibt der Nachweis offen, dass uns kein oder ein geringerer Schaden entstanden ist; wir können einen höheren Schaden nachweisen.

4. Reservierung und Anzahlung
Eine Reservierung ist 48 Stunden kostenlos. Für eine Reservierung bis zu 14 Tagen ist eine Anzahlung von 500 € zu leisten, die auf den Kaufpreis angerechnet wird. Wird eine beantragte Finanzierung von der Bank abgelehnt, erstatten wir die Anzahlung vollständig.

5. Preise und Zahlung
Der Kaufpreis ist bei der Übergabe des Fahrzeugs fällig, spätestens jedoch 8 Tage nach der Bereitstellungsanzeige. Die Übergabe erfolgt nach Zahlungseingang oder nach der Zusage der Partnerbank. Barzahlungen ab 10.000 € werden nach dem Geldwäschegesetz mit Identitätsprüfung dokumentiert. Werkstatt- und Reifenrechnungen sind bei Abholung bar, mit girocard oder Kreditkarte zu zahlen, für Firmenkunden mit Rahmenvertrag innerhalb von 14 Tagen.

6. Eigentumsvorbehalt
Das Fahrzeug bleibt bis zur vollständigen Zahlung unser Eigentum. Die Zulassungsbescheinigung Teil II (Fahrzeugbrief) bleibt so lange bei uns bzw. bei der finanzierenden Bank.

7. Lieferung und Abnahme
Liefertermine für Neuwagen sind unverbindlich, soweit nicht schriftlich ein fester Termin vereinbart ist. Überschreitet der Hersteller einen unverbindlichen Liefertermin um mehr als 6 Wochen, kann der Käufer uns eine angemessene Frist setzen und nach deren Ablauf kostenlos zurücktreten. Der Käufer holt das Fahrzeug innerhalb von 14 Tagen nach der Bereitstellungsanzeige ab; danach berechnen wir ein Standgeld von 15 € pro Tag.

8. Inzahlungnahme
Unser Angebot für ein Gebrauchtfahrzeug in Zahlung gilt 14 Tage und bis zu 500 km zusätzlicher Laufleistung. Der Verkäufer sichert zu, dass er uns alle ihm bekannten Unfallschäden und Mängel genannt hat; weicht der Zustand bei Übergabe erheblich ab, bewerten wir das Fahrzeug neu. Eine noch bestehende Finanzierung lösen wir ab und verrechnen den Betrag.

9. Sachmängelhaftung und Garantie
Bei Neuwagen haften wir 2 Jahre ab Übergabe für Sachmängel. Beim Verkauf von Gebrauchtfahrzeugen an Verbraucher ist die Sachmängelhaftung auf 1 Jahr ab Übergabe verkürzt; beim Verkauf an Unternehmer ist sie ausgeschlossen. Ausgenommen ist natürlicher Verschleiß (zum Beispiel Reifen, Bremsbeläge, Wischerblätter). Eine Gebrauchtwagengarantie besteht zusätzlich nach den Bedingungen des Garantiegebers und schränkt die gesetzlichen Rechte nicht ein.

10. Widerrufsrecht bei Fernabsatz
Wird der Kaufvertrag ausschließlich über Telefon, E-Mail, WhatsApp oder unsere Website geschlossen, ohne dass der Käufer unser Autohaus besucht, kann ein Verbraucher innerhalb von 14 Tagen ab Übergabe des Fahrzeugs ohne Angabe von Gründen widerrufen. Die Kosten der Rücksendung trägt der Käufer; wir holen das Fahrzeug zu den Lieferpreisen der Preisliste ab. Für einen Wertverlust durch eine Nutzung über die Prüfung hinaus leistet der Käufer Wertersatz, bei mehr als 100 gefahrenen Kilometern 0,30 € je weiteren Kilometer. Der Kaufpreis wird innerhalb von 14 Tagen nach Rückerhalt des Fahrzeugs erstattet.

11. Werkstattaufträge
Auf Wunsch erhalten Sie vor der Reparatur einen schriftlichen Kostenvoranschlag; er ist kostenlos, wenn Sie uns den Auftrag erteilen, sonst berechnen wir 49 €. Überschreiten die Kosten den Kostenvoranschlag um mehr als 15 %, holen wir vorher Ihre Zustimmung ein. Ausgebaute Altteile erhalten Sie auf Wunsch, sonst entsorgen wir sie. Das Fahrzeug ist innerhalb von 3 Werktagen nach der Fertigmeldung abzuholen; danach berechnen wir ein Standgeld von 10 € pro Tag. An den Fahrzeugen im Auftrag steht uns wegen unserer Forderungen ein Pfandrecht zu.

12. Reifeneinlagerung
Die Einlagerung gilt jeweils für eine Saison. Räder, die zwei Saisons lang nicht abgeholt oder bezahlt werden, dürfen wir nach schriftlicher Mahnung mit einer Frist von 4 Wochen verwerten oder entsorgen. Für Alter und Zustand der eingelagerten Reifen übernehmen wir keine Gewähr.

13. Datenschutz, Streitbeilegung, Gerichtsstand
Ihre Daten verarbeiten wir nur zur Durchführung des Vertrags und nach unserer Datenschutzerklärung. Bei Streitigkeiten aus Werkstattaufträgen können Sie die Schiedsstelle des Kraftfahrzeughandwerks Schwaben anrufen. Es gilt deutsches Recht; Gerichtsstand für Kaufleute ist Augsburg.`,
    },
  ],
  answerable: [
    // German paraphrases with Bavarian and Swabian words
    {
      question:
        'Grüß Gott, i bräucht an neuen TÜV für mei Kiste, a Opel Astra von 2014. Machts ihr des a, oder nur für Skoda?',
      answeredBy: [inspection, workshop, services, priceList],
    },
    {
      question:
        'Servus, was kriag i no für mei alte Karre, wenn i die bei eich in Zahlung geb? Is a Golf 6 mit 180.000 km und a paar Dellen.',
      answeredBy: [tradeIn, tradeInQuote, services],
    },
    {
      question:
        'Kann ma bei eich a Auto auf Raten kaufen? I hätt halt ned so viel auf der hohen Kante.',
      answeredBy: [financing, financeQuote, services],
    },
    {
      question: 'Habt ihr so fast neue Autos, die grad a Jahr alt sind und dafür billiger?',
      answeredBy: [yearCars, services],
    },
    {
      question:
        'Mei, unser Kodiaq braucht jetzt endlich a Ladestation in der Garage, mir wohnen in Königsbrunn im Reihenhaus. Macht ihr des, und was kost des ungefähr?',
      answeredBy: [wallbox, services, priceList],
    },
    // Long messages in German, the question inside
    {
      question:
        'Hallo, wir sind eine junge Familie aus Gersthofen, im Sommer kommt unser zweites Kind und unser Polo wird einfach zu klein. Wir denken an einen Kombi, gerne gebraucht, maximal 20.000 €, und den Polo würden wir gleich bei euch lassen. Habt ihr so was da, und lohnt es sich, am Samstag vorbeizukommen?',
      answeredBy: [usedCars, tradeIn, location, services, description],
    },
    {
      question:
        'Grüß Gott, mein Schwiegervater ist 84 und gibt jetzt den Führerschein ab. Er will seinen Skoda Yeti von 2016 verkaufen, ein neues Auto braucht er nicht mehr. Er wohnt in Bobingen und kann nicht mehr selber zu Ihnen fahren. Kaufen Sie so ein Auto auch einfach so an, und wie läuft das mit dem Abmelden?',
      answeredBy: [buyCar, tradeInQuote, services],
    },
    {
      question:
        'Hallo zusammen, ich fahr jeden Tag von Dinkelscherben zu Premium Aerotec, hin und zurück so 70 km, und überleg vom Diesel auf ein E-Auto umzusteigen. Welche Elektroautos habt ihr, gibt es da noch eine Prämie vom Staat, und kann ich so eins mal länger als eine halbe Stunde testen?',
      answeredBy: [eCars, testDrive, services],
    },
    // Typos and chat-speak in German
    {
      question: 'hey was kost bei euch reifen wechseln? und einlagern a?',
      answeredBy: [tyres, priceList, services],
    },
    { question: 'habt ihr samstags offen? wegen werkstatt', answeredBy: [location] },
    {
      question: 'gibts bei euren gebrauchten garantie oder is des gekauft wie gesehen??',
      answeredBy: [warranty, usedCars, terms, priceList, services],
    },
    {
      question: 'kann i bei euch mit karte zahln oda nur überweisung',
      answeredBy: [payment, terms],
    },
    // One or two words, in German
    { question: 'Leasing?', answeredBy: [leasing, financeQuote, services] },
    { question: 'Wunschkennzeichen', answeredBy: [registration, priceList, services] },
    { question: 'Probefahrt am Sonntag?', answeredBy: [location, testDrive] },
    // Short follow-ups, in German
    { question: 'und wie lang is die garantie auf den akku?', answeredBy: [warranty, eCars] },
    {
      question: 'und bei 60 Monat, was zahl i da ungefähr im Monat?',
      answeredBy: [financing, financeQuote],
    },
    // German questions, English knowledge
    {
      question:
        'Ich bin erst seit zwei Monaten in Deutschland und hab noch keine Schufa. Krieg ich trotzdem eine Finanzierung?',
      answeredBy: [newcomer, financing, financeQuote],
    },
    {
      question:
        'Darf ich mit meinem indischen Führerschein hier noch fahren? Ich wohne seit Januar in Augsburg.',
      answeredBy: [foreignLicence],
    },
    { question: 'Gibts bei euch Prozente für Mitarbeiter von KUKA?', answeredBy: [employees] },
    // Answered by a document only, in German
    {
      question:
        'Guten Tag, ich habe im März einen Octavia Combi bei Ihnen bestellt, geliefert werden soll er im August. Jetzt bekomme ich von meiner Firma doch einen Dienstwagen. Kann ich die Bestellung noch zurückziehen und was kostet mich das?',
      answeredBy: [terms],
    },
    {
      question: 'Was nehmt ihr für an Klimaservice? Die Klima kühlt nimmer gscheit.',
      answeredBy: [priceList],
    },
    {
      question:
        'Mein Auto ist laut eurer SMS seit Dienstag fertig, aber ich bin noch zwei Wochen im Urlaub in Kroatien. Kostet des was, wenn es so lang bei euch auf dem Hof steht?',
      answeredBy: [terms],
    },
    {
      question:
        'Seit i am Randstein hängen blieben bin, steht des Lenkrad schief. Was kost bei euch a Achsvermessung?',
      answeredBy: [priceList],
    },
    // Long messages in English
    {
      question:
        'Hi! I moved to Augsburg from Pune in October for a job at KUKA. My wife and I need a family car, ideally an automatic SUV, budget around 30k. We have residence permits but only three months of German payslips and no credit history here. Can we finance through you, and is there someone who can explain the contract to us in English?',
      answeredBy: [newcomer, financing, englishStaff, financeQuote],
    },
    {
      question:
        "Hello, I'm a PhD student at Uni Augsburg and I start a job in Ulm in April, so I need something cheap and reliable to commute, max 7000 euros. Do you have anything in that range, and does it come with any kind of warranty?",
      answeredBy: [students, usedCars, warranty, priceList],
    },
    {
      question:
        "Hi there, we're an American family, my husband was transferred to Augsburg and we arrived two weeks ago. We'd like to buy a used 7-seater. What paperwork do we need to get it registered, and can you deliver it to our apartment in Friedberg?",
      answeredBy: [registrationDocs, registration, newcomer, delivery, services, priceList],
    },
    // Typos and chat-speak in English
    {
      question: 'hey do u guys do oil change n service for hyundai or only skoda cars?',
      answeredBy: [workshop, services, description],
    },
    {
      question: 'how much 4 swapping winter tyres + storage?? thx',
      answeredBy: [tyres, priceList, services],
    },
    { question: 'r u open on sundays', answeredBy: [location] },
    { question: 'can i test drive the elroq for a whole day?', answeredBy: [testDrive, eCars] },
    // One or two words, in English
    { question: 'Trade-in?', answeredBy: [tradeIn, tradeInQuote, services] },
    { question: 'wallbox installation', answeredBy: [wallbox, services, priceList] },
    // Short follow-ups, in English
    { question: 'and on saturday?', answeredBy: [location] },
    { question: 'and if I want it delivered to Ulm?', answeredBy: [delivery, priceList] },
    // English questions, German knowledge
    {
      question: 'what is a Jahreswagen exactly? like a one year old car? do u sell those',
      answeredBy: [yearCars, services],
    },
    {
      question:
        "Can you guys handle the Zulassung and the number plates for me? My German isn't good enough for the office.",
      answeredBy: [registration, registrationDocs, services],
    },
    {
      question:
        'Can I reserve a used car until my loan is approved? Saw a Hyundai Tucson on your website.',
      answeredBy: [reservation, terms],
    },
    // Answered by a document only, in English
    {
      question:
        "Hi, I bought a Karoq from you online and it was delivered to my house yesterday, I never came to the dealership. My wife really doesn't like it. Can I still send it back?",
      answeredBy: [terms],
    },
    { question: 'how much do u charge to deregister a car?', answeredBy: [priceList] },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Sucht ihr noch Azubis als Kfz-Mechatroniker? Mei Bua macht nächstes Jahr sein Quali und schraubt jetzt scho an allem rum.',
    'Grüß Gott, wir sind eine Fahrzeugaufbereitung aus Stadtbergen und würden Ihnen gern Innenreinigung und Smart-Repair für Ihre Gebrauchtwagen anbieten. Wer ist bei Ihnen dafür zuständig?',
    'Macht ihr auch Folierung oder Scheiben tönen? Mei Octavia soll mattschwarz werden.',
    'Habt ihr auch Wohnmobile oder Campingbusse? Mir suchen an gebrauchten Kastenwagen für die Urlaube mit de Kinder.',
    'Wo is in Augsburg die Zulassungsstelle und wann hat die offen? I mog mei Auto selber ummelden.',
    'Can you fit a tow bar on my Kodiaq? I want to put a bike carrier on it this summer.',
    'do u also sell e-bikes or e-scooters? need something to get to uni',
    "Where's the nearest fast charger near Augsburg Hauptbahnhof? My Enyaq is at 8% and I'm in town.",
    // Plainly outside
    'Wann spielt der FCA am Samstag und gibts noch Karten?',
    "Any good beer gardens in Augsburg you'd recommend for a Sunday afternoon?",
  ],
};
