import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Autohaus Domberg, a family car dealer and workshop in Freising (Upper Bavaria, Germany), between
 * Munich and Munich Airport, founded in 1984 as an independent workshop, selling Škoda since 1993
 * (today a Škoda dealer and service partner) and a Volkswagen service partner since 2008. It sells
 * the whole new Škoda range (Fabia, Scala, Kamiq, Octavia, Superb, Karoq, Kodiaq with seven seats,
 * the electric Elroq and Enyaq) but no new VW, Škoda and VW year-old and demonstrator cars, and
 * about 70 used cars of all brands with the 12-month Domberg-Garantie on top of the legal liability
 * for defects (no motorhomes); it sells warranty extensions (the Škoda Anschlussgarantie to the
 * fifth year, a longer Domberg-Garantie for used cars), takes cars in part exchange or buys them
 * outright (also from expats leaving Germany), arranges loans with and without a balloon payment,
 * private and business leasing with the company-car tax on electric cars, registers cars in the
 * districts of Freising and Erding and in Munich, and runs a workshop for Škoda, VW (warranty work
 * and recalls too) and all brands: servicing, brakes, HU/AU with a DEKRA examiner twice a week,
 * tyre changes and storage, replacement cars, a pick-up service from Freising to the north of
 * Munich, charging for electric cars, an express diagnosis for travellers, a free shuttle to the
 * airport and an airport service that takes the car at the terminal and services it while its owner
 * travels. Prices are in euros with German VAT at 19 % (net for business leasing). Its customers
 * write in German (people from Freising, Neufahrn, Moosburg and the district of Erding, shift
 * workers at the airport, TUM students in Weihenstephan, tradesmen), mostly everyday German with
 * missing umlauts and chat-speak and a little Bavarian ("Servus", "Griaß di", "i fahr an oidn
 * Passat", "wos kost des", "Plakettn", "Leihwagerl", "habts ihr a offen"), and in English (expats
 * from the Munich and Garching tech firms, airline and airport staff, travellers on their way to a
 * flight). The owner wrote the briefing in German, most Q&A pairs in German (address and hours with
 * the Bavarian holidays, new Škoda and delivery times, new VW, year-old and demonstrator cars, the
 * used-car stock, the used-car guarantee, warranty extensions, part exchange and buying cars,
 * financing, private and business leasing, registration, servicing and brakes, HU/AU, tyres,
 * replacement cars, the airport service, the pick-up service, electric cars and charging, test
 * drives, payment) and a few in English (buying and registering a car after moving to Germany,
 * English-speaking staff, servicing around airport shifts, a breakdown on the way to or from the
 * airport, selling the car before leaving Germany), added two custom responses (a workshop or
 * airport-service appointment, a leasing or financing quote), and pasted the 2026 workshop price
 * list and the terms of sale, warranty and workshop, both in German.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases with
 * everyday and Bavarian words the owner never used ("an Schraubenschlüssel im Display",
 * "Kundendienst", "de Plakettn hint am Nummernschild", "abglaffa", "a Leihwagerl", "mei Kiste",
 * "ex-demo cars", "nearly new", "the EPC light", "a bigger final payment"), long messages with a
 * story around the question (a family from Neufahrn expecting a third child, a couple flying to
 * Mallorca at 6:40, an electrician from Moosburg whose tax adviser wants an electric company car, a
 * student in Weihenstephan with 6,000 € saved, a Golf bought new in Munich that needs warranty
 * work; an engineer from Bangalore living in Eching, a Lufthansa pilot on four-day rotations, a
 * family from Salzburg with a flight to Dubai and a warning light, a Blue Card holder without a
 * SCHUFA record, a jerking DSG gearbox at 112,000 km, an American family looking for an ex-demo
 * Enyaq), typos and chat-speak without umlauts ("wuerd", "anschaun", "bremsbelaege", "zurueck",
 * "u", "r u", "ur", "4", "thx", "wkend", "do u guys"), one- or two-word questions ("Jahreswagen?",
 * "Elroq Lieferzeit?", "Trade-in?", "Winter tyres?", "New VW?"), short follow-ups that only make
 * sense after an earlier question ("und an Fronleichnam habts ihr a offen?", "and how long till I
 * get the plates?", "and can I extend the warranty to 5 years?"), English questions against German
 * knowledge and the reverse, and a few that only a document answers (an air-conditioning service, a
 * purchase contract after the bank turned the loan down, a speeding fine on a test drive, a 12-volt
 * battery). The outside questions include hard negatives that share words with the knowledge (Škoda
 * e-bikes, hail damage, exchanging an Indian driving licence, fitting a tow bar, a wallbox at home,
 * the vehicle tax of a Kodiaq diesel, a job as a mechatronics technician, renting a roof box) and
 * plain questions about the Bräustüberl in Weihenstephan and getting to the Oktoberfest.
 */

const german = qaIn('German');
const english = qaIn('English');

// The sources' titles, as the answers name them.
const location = 'Wo finde ich Sie und wann haben Sie geöffnet?';
const newSkoda = 'Welche neuen Škoda verkaufen Sie und wie lange sind die Lieferzeiten?';
const newVw = 'Verkaufen Sie auch neue VW?';
const yearOld = 'Haben Sie Jahreswagen und Vorführwagen?';
const usedCars = 'Welche Gebrauchtwagen haben Sie im Angebot?';
const usedWarranty = 'Welche Garantie bekomme ich auf einen Gebrauchtwagen?';
const warrantyExtension = 'Kann ich die Garantie verlängern?';
const tradeIn = 'Nehmen Sie mein altes Auto in Zahlung oder kaufen Sie es an?';
const financing = 'Kann ich das Auto bei Ihnen finanzieren?';
const leasing = 'Kann ich bei Ihnen leasen, privat oder über die Firma?';
const registration = 'Übernehmen Sie die Zulassung?';
const service = 'Was kosten Inspektion, Ölservice und Bremsen bei Škoda, VW und anderen Marken?';
const hu = 'Kann ich bei Ihnen die HU/AU machen lassen?';
const tyres = 'Wechseln Sie Reifen und lagern Sie sie ein?';
const replacementCar = 'Bekomme ich ein Ersatzauto, solange mein Auto in der Werkstatt ist?';
const airport =
  'Können Sie mein Auto am Flughafen übernehmen und warten, während ich verreist bin?';
const pickup = 'Holen Sie mein Auto zu Hause oder in der Arbeit ab?';
const electric = 'Welche Elektroautos haben Sie und kann ich bei Ihnen laden?';
const testDrive = 'Kann ich vor dem Kauf eine Probefahrt machen?';
const payment = 'Wie kann ich bezahlen?';
const expatBuy =
  'I have just moved to Germany for work: can I buy a car from you and have it registered?';
const englishStaff = 'Does anyone at Autohaus Domberg speak English?';
const airportStaff =
  'I work shifts at Munich Airport: how can I get my car serviced around my shifts?';
const traveller =
  'I am on my way to or from Munich Airport and my car has a problem: can you help me today?';
const leavingGermany = 'I am leaving Germany soon: will you buy my car and deregister it?';
const priceList = 'Werkstatt-Preisliste 2026 – Autohaus Domberg Freising';
const terms = 'Verkaufs-, Garantie- und Werkstattbedingungen 2026 – Autohaus Domberg';
const workshopRequest = 'Terminwunsch für die Werkstatt oder den Flughafen-Service';
const financeQuote = 'Anfrage für ein Leasing- oder Finanzierungsangebot';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const freisingCarDealerSet: EvaluationSet = {
  name: 'Freising car dealer (Autohaus Domberg)',
  heldOut: false,
  agentName: 'Kathi',
  briefing: {
    companyName: 'Autohaus Domberg',
    industry: 'automotive',
    description:
      'Autohaus Domberg ist ein Familienbetrieb in Freising, zwischen München und dem Flughafen. Georg Wimmer hat es 1984 als freie Werkstatt an der Erdinger Straße gegründet; seit 1993 verkaufen wir Škoda, heute als Škoda Vertragshändler und Servicepartner, und seit 2008 sind wir Volkswagen Servicepartner. Heute führt Christine Wimmer das Haus in zweiter Generation, Verkaufsleiter ist Florian Brandl, Serviceleiter Tobias Reiter. Wir verkaufen neue Škoda, Škoda und VW Jahreswagen und Vorführwagen und rund 70 geprüfte Gebrauchtwagen aller Marken; neue VW verkaufen wir nicht, wir warten und reparieren sie aber als VW Servicepartner. Unsere Werkstatt betreut Škoda, VW und Autos aller anderen Marken, mit HU/AU im Haus. Wir sind 31 Leute in Verkauf, Werkstatt, Service-Annahme und einem Büro für Finanzierung, Leasing und Zulassung. Sie finden uns in der Erdinger Straße 61, 85356 Freising, drei Minuten von der A92 und 15 Minuten vom Flughafen München; deshalb übernehmen wir die Autos von Reisenden auch direkt am Terminal. Unsere Kunden kommen aus Freising, Neufahrn, Eching, Moosburg, dem Landkreis Erding und dem Münchner Norden, viele arbeiten am Flughafen oder in den Technologiefirmen in Garching, Unterföhring und München. Wir sprechen Deutsch (gern auch Bairisch), Englisch und Türkisch.',
    targetAudience:
      'Familien, Pendler und Werkstattkunden aus Freising, Neufahrn, Eching, Hallbergmoos, Moosburg, Allershausen und dem Landkreis Erding; Beschäftigte des Flughafens München im Schichtdienst (Airlines, Bodenverkehrsdienste, Sicherheit, Flughafengesellschaft); internationale Fachkräfte aus den Technologiefirmen in Garching, Unterföhring und München, die rund um Freising wohnen, gerade erst nach Deutschland gezogen sind oder es wieder verlassen; Reisende, die ihr Auto während des Urlaubs warten lassen oder auf dem Weg zum Flughafen eine Panne haben; Studierende und Mitarbeitende der TU München in Weihenstephan; Handwerker, Selbstständige und Firmen, die gewerblich leasen.',
    keyServices:
      'Verkauf neuer Škoda (Fabia, Scala, Kamiq, Octavia, Superb, Karoq, Kodiaq auch als Siebensitzer, die Elektroautos Elroq und Enyaq); Škoda und VW Jahreswagen und Vorführwagen; rund 70 Gebrauchtwagen aller Marken mit 120-Punkte-Check und 12 Monaten Domberg-Garantie; Garantieverlängerung bis zum 5. Jahr; Inzahlungnahme mit kostenloser Bewertung und Ankauf ohne Neukauf, auch vor dem Wegzug aus Deutschland; Finanzierung mit und ohne Schlussrate; Leasing für Privatkunden, Gewerbetreibende, Selbstständige und Firmen; Zulassungsservice für die Landkreise Freising und Erding und für München; Werkstatt als autorisierter Škoda und VW Servicepartner (auch Garantie- und Kulanzarbeiten und Rückrufe) und für alle Marken: Inspektion, Ölservice, Bremsen, HU/AU mit DEKRA im Haus, Reifenwechsel und Einlagerung; Werkstattersatzwagen; Hol- und Bringservice von Freising bis in den Münchner Norden; Flughafen-Service: Übergabe und Rückgabe Ihres Autos am Terminal 1 oder 2 und Wartung während Ihrer Reise; kostenloser Shuttle zum Flughafen bei Werkstattaufträgen; Schnellhilfe für Reisende; Probefahrten, mit Elroq und Enyaq auch übers Wochenende.',
    commonQuestions:
      'Öffnungszeiten und bayerische Feiertage, Preise und Lieferzeiten neuer Škoda, ob wir neue VW verkaufen, Jahres- und Vorführwagen, ob ein bestimmter Gebrauchter noch da ist, die Garantie auf Gebrauchtwagen und ihre Verlängerung, was wir für das alte Auto geben, Finanzierung mit Schlussrate, Privat- und Gewerbeleasing und die Versteuerung des Elektro-Firmenwagens, die Zulassung mit FS-, ED- oder M-Kennzeichen, Preise für Ölservice, Inspektion und Bremsen, HU/AU, Reifenwechsel und Einlagerung, Ersatzwagen, der Flughafen-Service während der Reise, die Abholung zu Hause, Elektroautos und Laden, Probefahrten übers Wochenende und die Bezahlung; auf Englisch: Kauf und Zulassung nach dem Umzug nach Deutschland, englischsprachige Beratung, die Werkstatt rund um den Schichtdienst am Flughafen, Pannen auf dem Weg zum Flughafen und der Verkauf des Autos vor dem Wegzug.',
    languages: ['German', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Klare, konkrete Antworten mit Preisen in Euro inklusive 19 % MwSt. (beim Gewerbeleasing netto) und die deutschen Regeln einfach erklärt: HU/AU, Zulassung, eVB-Nummer, Gewährleistung und Garantie. Wir siezen unsere Kunden, auch wenn sie uns duzen oder Bairisch schreiben, und antworten auf Englisch, wenn jemand auf Englisch schreibt. Wir nennen nie einen Ankaufspreis, ohne das Auto gesehen zu haben, und versprechen keine Kredit- oder Leasingzusage vor der Prüfung durch die Bank. Zum Schluss schlagen wir einen nächsten Schritt vor: einen Werkstatttermin, eine Probefahrt, eine Bewertung oder eine Nachricht per WhatsApp an 0160 714 3385.',
    personality:
      'Wie ein Freisinger Autoverkäufer, der jeden Tag die Flieger über den Hof zur Landung ansetzen sieht: freundlich, unaufgeregt und ehrlich, mit bayerischem Humor; pünktlich wie ein Flugplan, wenn es um Abgabe- und Rückgabezeiten am Terminal geht, und geduldig mit Kunden, die zum ersten Mal mit deutschen Formularen und Behörden zu tun haben.',
    responseTemplates: [
      {
        scenario: workshopRequest,
        response:
          'Sehr gern! Damit wir Ihnen einen Termin bestätigen können, schicken Sie uns bitte per WhatsApp an 0160 714 3385 oder per E-Mail an service@autohaus-domberg.example: Ihr Kennzeichen, Marke, Modell und den ungefähren Kilometerstand; was gemacht werden soll (Inspektion oder Ölservice laut Anzeige, HU/AU, Reifenwechsel, Bremsen, ein Geräusch oder eine Warnleuchte); Ihren Wunschtermin; und ob Sie einen Werkstattersatzwagen, den Hol- und Bringservice oder unseren Shuttle zum Flughafen brauchen. Für den Flughafen-Service zusätzlich: Datum, Uhrzeit, Terminal und Flugnummer von Hin- und Rückflug und eine Handynummer, unter der wir Sie während der Reise für Freigaben erreichen. Wir bestätigen werktags innerhalb von 24 Stunden, auf Wunsch mit einem Kostenvoranschlag; zusätzliche Arbeiten machen wir nur nach Ihrer Freigabe. Den Flughafen-Service buchen Sie bitte mindestens drei Werktage vorher, in den bayerischen Schulferien eine Woche vorher.',
      },
      {
        scenario: financeQuote,
        response:
          'Danke für Ihr Interesse! Damit Florian Brandl Ihnen innerhalb von 24 Stunden ein Angebot schicken kann, brauchen wir: das gewünschte Auto (Modell und Ausstattung, oder den Link zum Gebrauchten auf unserer Website); ob Sie finanzieren (klassisch oder mit Schlussrate) oder leasen möchten, privat oder gewerblich; die Laufzeit und die Kilometer pro Jahr; ob Sie eine Anzahlung oder Sonderzahlung leisten möchten und ob wir Ihr altes Auto in Zahlung nehmen sollen; oder einfach Ihre Wunschrate im Monat. Für die Prüfung braucht die Bank von Privatkunden den Personalausweis (oder Reisepass mit Meldebescheinigung und Aufenthaltstitel), die letzten zwei Gehaltsabrechnungen und, wer neu in Deutschland ist, den Arbeitsvertrag; von Selbstständigen die Gewerbeanmeldung und die letzten zwei Einkommensteuerbescheide, bei jungen Betrieben die aktuelle BWA; von Firmen den letzten Jahresabschluss. Voraussetzung ist ein Wohnsitz in Deutschland. Beim Gewerbeleasing schätzen wir Ihnen die Versteuerung der Privatnutzung mit ab; bitte lassen Sie sie von Ihrem Steuerberater bestätigen.',
      },
    ],
  },
  qa: [
    german(
      location,
      'Sie finden uns in der Erdinger Straße 61, 85356 Freising, drei Minuten von der A92 (Ausfahrt Freising-Ost) und 15 Minuten vom Flughafen München, mit 35 kostenlosen Kundenparkplätzen vor dem Haus. Vom Bahnhof Freising (S1 und Regionalzüge aus München in 25 bis 45 Minuten) sind es zwei Kilometer; die Bushaltestelle „Erdinger Straße“ liegt direkt vor unserer Tür. Verkauf: Montag bis Freitag 9:00–18:30 Uhr, Samstag 9:00–14:00 Uhr. Werkstatt und Service-Annahme: Montag bis Freitag 6:30–18:00 Uhr, Samstag 8:00–12:00 Uhr (nur Reifenwechsel und Rückgaben vom Flughafen-Service, mit Termin). Sonntags und an allen Feiertagen haben wir geschlossen, also auch an den bayerischen Feiertagen Heilige Drei Könige (6. Januar), Fronleichnam, Mariä Himmelfahrt (15. August) und Allerheiligen (1. November); am Faschingsdienstag, an Heiligabend und an Silvester schließen wir um 12:00 Uhr. Den Autoschlüssel für einen Werkstatttermin können Sie rund um die Uhr in unseren Schlüsseltresor neben der Service-Annahme werfen, mit dem ausgefüllten Auftragszettel. Telefon 08161 93 27 0, WhatsApp 0160 714 3385, E-Mail info@autohaus-domberg.example.',
    ),
    german(
      newSkoda,
      'Als Škoda Vertragshändler verkaufen wir die ganze aktuelle Palette: Fabia, Scala, Kamiq, Octavia (Limousine und Combi, auch als RS), Superb (Limousine und Combi), Karoq, Kodiaq (auch mit sieben Sitzen und als Plug-in-Hybrid) und die Elektroautos Elroq und Enyaq (auch als Coupé). Preise 2026 ab (unverbindliche Preisempfehlung inkl. 19 % MwSt.): Fabia 19.990 €, Scala 24.490 €, Kamiq 26.790 €, Octavia Combi 32.990 €, Elroq 33.900 €, Karoq 34.490 €, Kodiaq 43.490 € (dritte Sitzreihe + 1.050 €), Enyaq 44.900 €, Superb Combi 45.990 €, jeweils zuzüglich 990 € für Überführung und Zulassungsvorbereitung. Rund 35 neue Škoda stehen bei uns auf dem Hof; die sind in ein bis zwei Wochen zugelassen und fahrbereit. Einen Škoda, den Sie nach Ihren Wünschen konfigurieren, bekommen Sie nach drei bis vier Monaten, einen Elroq oder Enyaq nach zwei bis drei Monaten, einen Kodiaq oder Superb nach vier bis sechs Monaten (Stand Januar 2026; die voraussichtliche Lieferwoche steht in der Auftragsbestätigung). Jeder neue Škoda hat 2 Jahre Herstellergarantie ohne Kilometerbegrenzung, die Hochvoltbatterie der Elektroautos 8 Jahre oder 160.000 km; die Garantie können Sie bis zum fünften Jahr verlängern. Bei der Bestellung leisten Sie eine Anzahlung von 1.000 €.',
    ),
    german(
      newVw,
      'Nein, neue Volkswagen verkaufen wir nicht. Für VW sind wir autorisierter Servicepartner, also Werkstatt; Vertragshändler sind wir nur für Škoda. Einen neuen VW bestellen Sie bei einem Volkswagen Partner, zum Beispiel in Freising, Erding oder München. Warten und reparieren können wir ihn danach genauso wie jeder VW Händler: nach Herstellervorgabe, mit Originalteilen und Eintrag ins digitale Serviceheft, sodass Ihre Herstellergarantie erhalten bleibt. Auch Garantie- und Kulanzarbeiten und Rückrufaktionen erledigen wir für jeden VW, egal wo Sie ihn gekauft haben; Sie müssen dafür nicht zum verkaufenden Händler. Gebrauchte VW haben wir dagegen immer: meist 20 bis 25 Golf, Polo, T-Roc, Tiguan, Passat Variant, ID.3 und ID.4 auf dem Hof, dazu VW Jahreswagen.',
    ),
    german(
      yearOld,
      'Ja, meistens 20 bis 30 Stück. Unsere Škoda und VW Jahreswagen sind 6 bis 18 Monate alt, haben 5.000 bis 25.000 km und kosten 15 bis 25 % weniger als neu; viele kommen von Mitarbeitern des Volkswagen-Konzerns oder waren Dienstwagen. Dazu kommen unsere eigenen Vorführwagen, vor allem Elroq, Enyaq, Octavia und Kodiaq, 3 bis 12 Monate alt und unter 10.000 km, mit 10 bis 20 % Preisvorteil. Alle haben den Rest der zweijährigen Herstellergarantie, die auf Sie übergeht und die Sie mit der Anschlussgarantie bis zum fünften Jahr verlängern können, und sind lückenlos gewartet. Weil sie schon zugelassen waren, fallen keine Überführungskosten an, und sie sind meist innerhalb einer Woche fahrbereit. Den aktuellen Bestand mit Fotos und Preisen finden Sie auf www.autohaus-domberg.example unter „Jahreswagen“; gegen eine Anzahlung von 300 € reservieren wir Ihnen ein Auto 5 Tage lang.',
    ),
    german(
      usedCars,
      'Wir haben ständig rund 70 Gebrauchtwagen aller Marken auf dem Hof, Baujahre 2015 bis 2024, von etwa 7.500 € bis 45.000 €: Kleinwagen (Škoda Fabia, VW Polo, Opel Corsa, Toyota Yaris, Renault Clio), Kompakte und Kombis (Octavia Combi, Golf und Golf Variant, Seat Leon, Ford Focus, BMW 1er), SUVs (Kamiq, Karoq, Kodiaq, T-Roc, Tiguan, Hyundai Tucson) und rund 10 Elektroautos (Enyaq, ID.3, ID.4, Renault Zoe), diese mit einem Zertifikat über den Zustand der Batterie. Günstige Einsteigerautos unter 10.000 € haben wir meist acht bis zehn da, gerade für Fahranfänger und Studierende. Jedes Auto bekommt vor dem Verkauf einen 120-Punkte-Check in unserer Werkstatt, eine Inspektion, eine neue HU, wenn die alte weniger als 12 Monate Rest hat, und 12 Monate Domberg-Garantie. Alle Autos stehen mit Fotos, Kilometerstand, Ausstattung und Preis auf www.autohaus-domberg.example und bei mobile.de. Schicken Sie uns den Link per WhatsApp an 0160 714 3385: Wir sagen Ihnen noch am selben Tag, ob das Auto noch da ist, und schicken Ihnen weitere Fotos und das Serviceheft. Gegen 300 € Anzahlung reservieren wir Ihnen ein Auto 5 Tage lang. Wohnmobile und Nutzfahrzeuge über 3,5 t verkaufen wir nicht.',
    ),
    german(
      usedWarranty,
      'Jeder Gebrauchtwagen, den Sie als Privatkunde bei uns kaufen, ist doppelt abgesichert. Erstens haften wir 12 Monate ab Übergabe gesetzlich für Sachmängel (Gewährleistung). Zweitens bekommen Sie die Domberg-Garantie über 12 Monate ohne Kilometerbegrenzung, im Preis enthalten. Sie deckt Motor, Schalt-, Automatik- und DSG-Getriebe samt Mechatronik, Achsantrieb, Turbolader, Kühlsystem, Lenkung, Kraftstoffanlage, Elektrik und Steuergeräte, bei Elektroautos und Hybriden auch die Hochvoltbatterie, wenn ihre Kapazität unter 70 % fällt. Nicht gedeckt sind Verschleißteile wie Bremsbeläge und -scheiben, Kupplungsscheibe, Reifen, Stoßdämpfer, Wischerblätter und die 12-Volt-Batterie. Ab 100.000 km tragen Sie 30 % der Materialkosten; der Arbeitslohn ist immer voll gedeckt. Melden Sie uns einen Schaden bitte vor der Reparatur, telefonisch unter 08161 93 27 0 oder per WhatsApp; repariert wird in unserer Werkstatt, die Einzelheiten stehen in unseren Garantiebedingungen. Beim Kauf können Sie die Garantie auf 24 Monate (290 €) oder 36 Monate (490 €) verlängern. Jahres- und Vorführwagen haben zusätzlich den Rest der Herstellergarantie.',
    ),
    german(
      warrantyExtension,
      'Ja. Neuer Škoda: Die Herstellergarantie läuft 2 Jahre; mit der Škoda Anschlussgarantie verlängern Sie sie bis zum Ende des 3. Jahres für 290 €, bis zum Ende des 4. Jahres für 590 € oder bis zum Ende des 5. Jahres für 990 €, jeweils bis höchstens 150.000 km. Sie gilt bei allen Škoda Servicepartnern in Europa und kann bis zum letzten Tag der Herstellergarantie abgeschlossen werden, danach nicht mehr. Škoda und VW Jahreswagen: Solange die Herstellergarantie noch läuft, schließen Sie die Anschlussgarantie des Herstellers genauso ab; für VW nennen wir Ihnen den Preis je nach Modell. Gebrauchtwagen aller Marken: Die Domberg-Garantie (12 Monate inklusive) verlängern Sie beim Kauf auf 24 Monate für 290 € oder auf 36 Monate für 490 €, für Autos unter 8 Jahren und unter 150.000 km; nachträglich geht das nicht. Verkaufen Sie das Auto an eine Privatperson, geht die Garantie auf den neuen Eigentümer über.',
    ),
    german(
      tradeIn,
      'Ja. Wir nehmen Autos jeder Marke in Zahlung, auch ältere und mit hoher Laufleistung, wenn Sie bei uns einen neuen Škoda, einen Jahres- oder einen Gebrauchtwagen kaufen. Die Bewertung ist kostenlos und unverbindlich und dauert etwa 20 Minuten bei uns auf dem Hof, ohne Termin während der Verkaufszeiten; vorab geben wir Ihnen per WhatsApp eine erste Preisspanne anhand von Fotos und Fahrzeugschein. Grundlage sind die aktuellen DAT-Marktwerte, der Zustand, der Kilometerstand und das Serviceheft; Autos mit sehr vielen Kilometern oder größeren Mängeln nehmen wir zum Händlerpreis. Unser Angebot gilt 7 Tage oder 500 km, der Betrag wird direkt vom Kaufpreis abgezogen, und Sie fahren Ihr altes Auto bis zur Übergabe des neuen. Läuft noch ein Kredit, lösen wir die Restschuld direkt bei Ihrer Bank ab; die Abmeldung übernehmen wir kostenlos. Autos ab Baujahr 2010 kaufen wir auch an, ohne dass Sie bei uns etwas kaufen, und überweisen das Geld innerhalb eines Werktags, auch wenn Sie Deutschland verlassen und das Auto kurz vor dem Umzug abgeben möchten.',
    ),
    german(
      financing,
      'Ja. Neue Škoda und Jahreswagen finanzieren wir über Škoda Financial Services, Gebrauchtwagen aller Marken über unsere Partnerbank, von 2.500 € bis 80.000 € und mit 12 bis 84 Monaten Laufzeit. 2026 beginnt der effektive Jahreszins bei 1,99 % für neue Škoda (Elroq und Enyaq im Aktionszeitraum ab 0,99 %), bei 3,49 % für Jahreswagen und bei 5,28 % für Gebrauchtwagen. Beispiel Gebrauchtwagen: Nettodarlehensbetrag 15.000 €, 48 Monate, gebundener Sollzins 5,16 % p. a., effektiver Jahreszins 5,28 %, 48 Monatsraten à 346,53 €, Gesamtbetrag 16.633,44 €. Für eine niedrigere Monatsrate gibt es für neue Škoda und Jahreswagen den AutoCredit mit Schlussrate: Am Ende zahlen Sie die Schlussrate, finanzieren sie weiter oder geben das Auto zum vorher garantierten Wert bei uns zurück. Beispiel Kamiq: Kaufpreis 27.780 € inkl. Überführung, Anzahlung 5.000 €, Nettodarlehensbetrag 22.780 €, 48 Monate, 10.000 km im Jahr, gebundener Sollzins 1,97 % p. a., effektiver Jahreszins 1,99 %, 47 Monatsraten à 207,49 € und eine Schlussrate von 14.500 €, Gesamtbetrag 24.252,03 €. Sondertilgungen sind jederzeit kostenlos möglich. Voraussetzung sind ein Wohnsitz in Deutschland, ein deutsches Girokonto, ein regelmäßiges Einkommen und eine positive SCHUFA-Auskunft; Auszubildende und Studierende mit Nebenjob bekommen den Kredit meist mit einem Elternteil als Mitantragsteller. Die Bank entscheidet meist innerhalb einer Stunde. Bonität vorausgesetzt.',
    ),
    german(
      leasing,
      'Ja. Privatleasing gibt es für alle neuen Škoda und für ausgewählte Jahreswagen: eine feste Monatsrate für 24 bis 48 Monate und 5.000 bis 30.000 km im Jahr, am Ende geben Sie das Auto bei uns zurück. Beispiele 2026 ohne Sonderzahlung, 36 Monate, 10.000 km im Jahr, inkl. MwSt.: Fabia ab 189 €, Kamiq ab 239 €, Elroq ab 279 €, Octavia Combi ab 299 €, Enyaq ab 349 €, Kodiaq ab 419 € im Monat, jeweils zuzüglich einmalig 990 € Überführung. Gewerbetreibende, Selbstständige, Freiberufler und Firmen leasen netto, zum Beispiel Elroq ab 229 €, Octavia Combi ab 249 €, Enyaq ab 289 € und Superb Combi ab 339 € im Monat zzgl. MwSt.; Wartung und Verschleiß gibt es für 29 € netto im Monat dazu. Für die private Nutzung eines Firmenwagens versteuern Sie monatlich bei reinen Elektroautos 0,25 % des Bruttolistenpreises (bis 100.000 € Listenpreis), bei Plug-in-Hybriden 0,5 % und bei Verbrennern 1 %, jeweils zuzüglich eines Anteils für den Weg zur Arbeit; die genaue Rechnung macht Ihr Steuerberater. Versicherung und Kfz-Steuer zahlen Sie selbst. Mehrkilometer kosten 0,08 € je km, Minderkilometer erstatten wir mit 0,04 € je km (bis 2.500 km). Voraussetzung sind ein Wohnsitz in Deutschland, ein deutsches Girokonto und eine positive SCHUFA-Auskunft; Bürger von Ländern außerhalb der EU brauchen einen Aufenthaltstitel bis zum Vertragsende. Wer neu in Deutschland ist und noch keine SCHUFA hat, bekommt das Leasing meist mit Arbeitsvertrag und einer kleinen Sonderzahlung. Gewerbliche Kunden brauchen die Gewerbeanmeldung und die letzten zwei Steuerbescheide oder, bei jungen Betrieben, die aktuelle BWA. Wer vorzeitig wegzieht, kann den Vertrag für 250 € an einen Nachfolger übergeben oder ablösen.',
    ),
    german(
      registration,
      'Ja, für jedes Auto, das Sie bei uns kaufen. Wohnen Sie im Landkreis Freising oder im Landkreis Erding, melden wir das Auto bei der Zulassungsstelle des Landratsamts an: 149 € Service, dazu etwa 30 € Gebühren und 25 € für ein Paar Kennzeichen; das dauert ein bis zwei Werktage. In der Stadt und im Landkreis München kostet der Service 199 € und dauert drei bis vier Werktage. Ein Wunschkennzeichen (FS, ED oder M) reservieren Sie online oder wir für Sie, für 12,80 € zusätzlich. Wir brauchen von Ihnen: den Personalausweis, oder den Reisepass mit Meldebescheinigung und gegebenenfalls Aufenthaltstitel; die eVB-Nummer Ihrer Kfz-Versicherung; ein SEPA-Lastschriftmandat für die Kfz-Steuer; bei Firmen die Gewerbeanmeldung oder den Handelsregisterauszug. Die Zulassungsbescheinigung Teil II (Fahrzeugbrief) bekommen Sie bei Barkauf bei der Übergabe; bei einer Finanzierung bleibt sie bis zur letzten Rate bei der Bank. Ihr altes Auto melden wir bei einer Inzahlungnahme kostenlos ab. Ein gekauftes Auto liefern wir Ihnen im Landkreis Freising kostenlos zugelassen vor die Tür.',
    ),
    german(
      service,
      'Als Škoda und VW Servicepartner warten wir Škoda und VW nach Herstellervorgabe, mit Originalteilen und Eintrag ins digitale Serviceheft, sodass Ihre Herstellergarantie erhalten bleibt; Autos anderer Marken warten wir nach den Vorgaben ihres Herstellers. Preise 2026 inkl. MwSt.: Ölservice mit Öl, Filter und Sichtprüfung für Fabia, Scala, Kamiq, Polo und T-Cross ab 189 €, für Octavia, Karoq, Golf und T-Roc ab 219 €, für Superb, Kodiaq, Passat und Tiguan ab 249 €; Inspektion in denselben Gruppen ab 299 €, 339 € und 379 €, für Elektroautos (Elroq, Enyaq, ID.3, ID.4) ab 249 €. Andere Marken: Ölwechsel mit Filter ab 169 €, Inspektion ab 279 €. Bremsen mit Teilen und Einbau: Bremsbeläge vorne für Fabia und Polo ab 199 €, für Octavia, Karoq und Golf ab 239 €; Bremsscheiben und -beläge vorne ab 429 € und ab 489 €; Bremsflüssigkeitswechsel 79 €. Die Arbeitsstunde kostet 139 €. Arbeiten über den Auftrag hinaus machen wir nur nach Ihrer Freigabe. Termine gibt es meist innerhalb einer Woche; beim Ölservice können Sie in unserer Kundenlounge mit WLAN und Kaffee warten, etwa eine Stunde.',
    ),
    german(
      hu,
      'Ja. Jeden Dienstag und Freitag kommt ein Prüfingenieur der DEKRA zu uns und nimmt die Hauptuntersuchung mit Abgasuntersuchung ab, für Autos aller Marken. Die HU mit AU kostet 2026 149 €, für Elektroautos (ohne AU) 129 €; im HU-Paket mit unserem Vorab-Check (Licht, Reifen, Bremsen, Fehlerspeicher) zahlen Sie 179 €, und kleine Mängel beheben wir nach Ihrer Freigabe gleich vorher, damit es mit der Plakette beim ersten Mal klappt. Eine Nachprüfung innerhalb eines Monats kostet 29 €. Neuwagen müssen nach drei Jahren zum ersten Mal zur HU, danach alle zwei Jahre. Wer mehr als zwei Monate überzieht, zahlt für die dann vorgeschriebene Ergänzungsuntersuchung 20 % mehr; bei einer Kontrolle droht außerdem ein Verwarnungsgeld von 15 €, ab vier Monaten 25 € und ab acht Monaten 60 € und ein Punkt in Flensburg. Während der HU können Sie bei uns warten (etwa 45 Minuten). Mit dem Flughafen-Service erledigen wir die HU auch, während Sie verreist sind.',
    ),
    german(
      tyres,
      'Ja, für alle Marken. Der Radwechsel (vier Kompletträder ab- und anbauen, Luftdruck prüfen, Reifendrucksensoren anlernen) kostet 39 €, das Umziehen von vier Reifen auf die Felgen mit Auswuchten 89 €. In unserem Reifenhotel lagern wir Ihre Räder gewaschen, geprüft und versichert für 65 € pro Saison ein; Radwechsel und Einlagerung zusammen kosten 95 € pro Saison. Winterkompletträder mit Markenreifen gibt es für Fabia und Kamiq ab 890 €, für Octavia und Karoq ab 1.190 €, für Kodiaq und Superb ab 1.490 €, für Elroq und Enyaq ab 1.790 €. In Deutschland gilt die situative Winterreifenpflicht: Bei Glätte, Schnee oder Eis dürfen Sie nur mit Winter- oder Ganzjahresreifen mit Alpine-Symbol fahren. Wir empfehlen den Wechsel „von O bis O“, also von Oktober bis Ostern, und mindestens 4 mm Profil. Räder wechseln wir auch samstags vormittags, nur mit Termin; im Oktober, November, März und April buchen Sie bitte zwei bis drei Wochen vorher.',
    ),
    german(
      replacementCar,
      'Ja, nach Verfügbarkeit; am besten reservieren Sie ihn gleich mit dem Werkstatttermin. Ein Škoda Fabia oder Scala kostet 29 € pro Tag, ein Enyaq 49 € pro Tag, jeweils mit 100 km pro Tag; jeder weitere Kilometer kostet 0,25 €. Bei Garantiearbeiten und bei Werkstattrechnungen über 700 € ist der Ersatzwagen kostenlos. Fahren dürfen ihn Fahrer ab 21 Jahren mit mindestens zwei Jahren Führerschein; bitte geben Sie ihn mit dem gleichen Tank- oder Ladestand zurück. Brauchen Sie kein Auto, fahren wir Sie kostenlos zum Bahnhof Freising oder mit unserem Shuttle zum Flughafen, und mit dem Hol- und Bringservice holen wir Ihr Auto auch zu Hause oder in der Arbeit ab.',
    ),
    german(
      airport,
      'Ja, mit unserem Flughafen-Service. Wir übernehmen Ihr Auto am Flughafen München, am Terminal 1 oder 2 (Treffpunkt auf der Abflugebene, nach Absprache), täglich zwischen 5:00 und 23:00 Uhr. Während Sie verreist sind, erledigen wir, was ansteht: Inspektion, HU/AU, Reifenwechsel und Reparaturen nach Ihrer Freigabe per Telefon, WhatsApp oder E-Mail. Ihr Auto steht bis zu 21 Tage auf unserem videoüberwachten Hof, und wenn Sie landen, bringen wir es wieder zum Terminal, auf Wunsch gewaschen. Übergabe und Rückgabe am Terminal kosten zusammen 59 €, ab einer Werkstattrechnung von 500 € nichts; jeder weitere Tag über 21 Tage kostet 5 €, eine Übergabe oder Rückgabe zwischen 23:00 und 5:00 Uhr 39 € Zuschlag. Geben Sie uns bei der Buchung die Flugnummern von Hin- und Rückflug: Wir verfolgen Ihren Flug und warten bei Verspätung ohne Aufpreis. Parkgebühren am Flughafen fallen keine an, weil wir das Auto direkt von Ihnen übernehmen. Bitte buchen Sie mindestens drei Werktage vorher, in den bayerischen Schulferien eine Woche vorher. Wer lieber selbst zu uns fährt: Unser Shuttle bringt Sie bei einem Werkstattauftrag Montag bis Freitag von 6:30 bis 18:00 Uhr kostenlos zum Terminal, in etwa 15 Minuten.',
    ),
    german(
      pickup,
      'Ja, mit unserem Hol- und Bringservice, Montag bis Freitag. Ein Fahrer holt Ihr Auto zwischen 6:30 und 8:30 Uhr zu Hause oder an Ihrem Arbeitsplatz ab und bringt es am selben Tag bis 18:30 Uhr zurück, mit Rechnung und Schlüssel. Preise für Hin- und Rückfahrt: Stadt Freising 15 € (ab 300 € Werkstattrechnung kostenlos), Landkreis Freising mit Neufahrn, Eching, Hallbergmoos und Moosburg sowie Landkreis Erding 29 €, Garching, Unterschleißheim und Ismaning 49 €, München Stadt 69 €. Während der Fahrt ist Ihr Auto über unsere Händlerversicherung versichert; den Schlüssel geben Sie dem Fahrer oder hinterlegen ihn an einem vereinbarten Ort. Bitte buchen Sie den Service zusammen mit dem Werkstatttermin, mindestens zwei Werktage vorher. Viele Firmen in Garching lassen so ihre Dienstwagen direkt vom Firmenparkplatz abholen. Für Reisende gibt es den Flughafen-Service, bei dem wir das Auto am Terminal übernehmen.',
    ),
    german(
      electric,
      'Als Škoda Händler verkaufen wir die Elektroautos Elroq (ab 33.900 €, bis rund 570 km Reichweite nach WLTP) und Enyaq (ab 44.900 €, auch als Coupé, bis rund 590 km nach WLTP), dazu gebrauchte Enyaq, ID.3 und ID.4 mit Batteriezertifikat. Beide Modelle können Sie bei uns Probe fahren, auch übers Wochenende. Auf unserem Kundenparkplatz stehen sechs Ladepunkte mit 22 kW und ein Schnelllader mit 150 kW. Ist Ihr Elektroauto bei uns in der Werkstatt, laden wir es kostenlos auf, egal welche Marke; sonst laden Sie an unseren Säulen mit der App oder einer gängigen Ladekarte für 0,49 € je kWh (AC) oder 0,59 € je kWh (DC). Unsere Werkstatt hat geschulte Hochvolt-Techniker; die Inspektion eines Elroq oder Enyaq mit Hochvolt-Check kostet ab 249 €. Reine Elektroautos sind von der Kfz-Steuer befreit, und als Firmenwagen versteuern Sie nur 0,25 % des Listenpreises im Monat.',
    ),
    german(
      testDrive,
      'Ja, kostenlos, mit allen Škoda Vorführwagen und mit jedem Jahres- und Gebrauchtwagen auf unserem Hof. Sie brauchen einen Führerschein, der in Deutschland gilt, und Ihren Personalausweis oder Reisepass; wir machen eine Kopie, und Sie unterschreiben einen kurzen Probefahrtvertrag. Eine normale Probefahrt dauert 30 bis 60 Minuten, gern auch auf der A92, auf Wunsch ohne Verkäufer. Den Elroq und den Enyaq leihen wir Privatkunden mit Kaufinteresse auch für 24 Stunden oder übers Wochenende, von Freitag 16:00 Uhr bis Montag 9:00 Uhr, damit Sie ausprobieren können, wie das Laden im Alltag klappt. Bitte reservieren Sie telefonisch oder per WhatsApp, damit das Auto bereitsteht und geladen ist; samstags sind die Termine schnell vergeben.',
    ),
    german(
      payment,
      'Den Kaufpreis zahlen Sie am einfachsten per Überweisung auf unser Konto (Autohaus Domberg GmbH, IBAN DE27 7005 1003 0025 8841 60); mit einer Echtzeitüberweisung ist das Geld in Sekunden da, sonst nach einem Werktag. Im Autohaus nehmen wir girocard und Kreditkarten (Visa, Mastercard) bis 5.000 € an, zum Beispiel für die Anzahlung, und Bargeld bis 9.999 €; ab 10.000 € in bar müssten wir nach dem Geldwäschegesetz Ihre Identität erfassen, deshalb bitten wir dann um eine Überweisung. Schecks und Kryptowährungen nehmen wir nicht an. Finanzierung, Leasing und die Inzahlungnahme Ihres alten Autos lassen sich kombinieren. Das Auto übergeben wir, sobald der volle Betrag auf unserem Konto ist. Unsere Bankverbindung ändert sich nie: Bekommen Sie eine E-Mail mit einer angeblich neuen Kontonummer, rufen Sie uns bitte unter 08161 93 27 0 an, bevor Sie zahlen. In der Werkstatt zahlen Sie mit Karte, Apple Pay, Google Pay oder bar.',
    ),
    english(
      expatBuy,
      'Yes. Many of our customers work for tech companies in Munich, Garching and Unterföhring or at the airport and have only just arrived in Germany. To register a car here you need: your registered address, that is the Meldebescheinigung you receive after your Anmeldung at the town hall (for example the Bürgerbüro in Freising or Eching); your passport and, if you are not an EU citizen, your residence permit; German car insurance, because the registration office needs the insurer’s eVB number (many insurers accept your no-claims record from abroad if you bring a letter from your previous insurer in English); and a SEPA direct debit mandate for the annual vehicle tax, from an account in the SEPA area. With these documents our registration service (149 €, plus about 30 € in official fees and 25 € for a pair of plates) registers the car with the district office of Freising or Erding within one to two working days, or in Munich within three to four. You can pay by bank transfer or card, or combine the purchase with a trade-in; a car loan or leasing is possible with a German bank account, a positive SCHUFA record (if you are new, usually your employment contract and a small down payment) and a residence permit that runs longer than the contract. Contracts are in German, but Sarah Okafor in sales goes through every page with you in English.',
    ),
    english(
      englishStaff,
      'Yes. Sarah Okafor in sales grew up in London, our sales manager Florian Brandl and Tobias Reiter, who runs the service desk, both speak English, and our workshop foreman Mehmet Yıldız speaks English and Turkish. Write to us in English by WhatsApp (+49 160 714 3385) or e-mail (info@autohaus-domberg.example) and tell us when you would like to come, and we make sure one of them is there. Sales, loan and leasing contracts and our warranty terms are only in German, but we go through every page with you in English and send you a summary by e-mail. Workshop quotes and invoices are explained in English on request, and you can book the airport service in English too.',
    ),
    english(
      airportStaff,
      'Many of our workshop customers work at the airport, for the airlines, ground handling, security or the airport company, so we have set things up around shifts. You can drop your key into our key box next to the service desk at any time of day or night, with the order form filled in; the workshop starts at 6:30. When you leave your car for a workshop job, our shuttle drives you to Terminal 1 or 2 free of charge, Monday to Friday from 6:30 to 18:00, in about 15 minutes; MVV bus 635 also stops in front of our building and takes about 25 minutes to the airport, including the early morning buses. If it suits your shift better, use the airport service: we take the car from you at the terminal between 5:00 and 23:00 and bring it back there when your shift or rotation ends (59 €, free from a workshop bill of 500 €). With a valid airport ID (Flughafenausweis) you get 10 % off the labour on every workshop bill. If you need a car after your shift, a replacement car costs from 29 € a day.',
    ),
    english(
      traveller,
      'Yes, we are 15 minutes from the airport and three minutes from the A92 (exit Freising-Ost), and we help travellers every week. Please call +49 8161 93 27 0 or send a WhatsApp message to +49 160 714 3385 before you come, so the service desk can fit you in. An express diagnosis (reading the fault memory, a visual check and a short test drive) costs 59 € and is credited against the repair. Bulbs, wiper blades, tyres and most small repairs are usually done the same day, for every brand; parts for Škoda and VW mostly arrive within half a day, parts for other brands on the next working day. If you have a flight to catch, leave the car with us: our shuttle drives you to the terminal (free Monday to Friday 6:30–18:00; otherwise a taxi takes about 15 minutes), we repair the car while you are away, and with our airport service we bring it back to the terminal when you land. The workshop is open Monday to Friday 6:30–18:00 and Saturday 8:00–12:00; on Sundays and public holidays please call your automobile club. Foreign debit and credit cards are accepted.',
    ),
    english(
      leavingGermany,
      'Yes. We buy cars of all brands from 2010 onwards, also if you did not buy them from us. Send us by WhatsApp (+49 160 714 3385) photos of the car, the registration certificate Part I (Fahrzeugschein) and the mileage, and you get a first price range the same day; the binding offer follows a 20-minute check at our yard and is valid for 7 days. You can keep driving the car until the end: we fix the handover date up to two weeks in advance and can also take the car at your home or at the airport on the day you leave. At handover we transfer the money within one working day to your German or foreign (SEPA) account, deregister the car free of charge and e-mail you the deregistration confirmation; please cancel your car insurance yourself. If the car is still financed, we pay off the loan at your bank and transfer the rest. A leased car belongs to the leasing company, so we cannot buy it; a leasing contract with us can be handed over to a successor for 250 € or settled early. Please bring both registration certificates (Part I and II), all keys and the service records.',
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'German',
      text: `WERKSTATT-PREISLISTE 2026 – AUTOHAUS DOMBERG GMBH
Škoda Vertragshändler und Servicepartner – Volkswagen Servicepartner – Werkstatt für alle Marken
Erdinger Straße 61, 85356 Freising – Tel. 08161 93 27 0 – WhatsApp 0160 714 3385 – service@autohaus-domberg.example
Alle Preise in Euro inkl. 19 % MwSt. und inkl. Material, soweit angegeben. Gültig vom 1. Januar bis 31. Dezember 2026. „ab“-Preise je nach Motor und Ausstattung; vor jeder Arbeit bekommen Sie auf Wunsch einen kostenlosen Kostenvoranschlag.
Werkstatt: Montag bis Freitag 6:30–18:00 Uhr, Samstag 8:00–12:00 Uhr (nur Reifen und Rückgaben vom Flughafen-Service, mit Termin). Schlüsseltresor rund um die Uhr.

1. Stundensätze
Mechanik und Elektrik: 139 | Hochvolt-Arbeiten an Elektro- und Hybridautos: 159 | Fehlerdiagnose: 59 (bei Reparatur angerechnet)

2. Service Škoda und VW (nach Herstellervorgabe, Originalteile, Eintrag ins digitale Serviceheft)
Ölservice inkl. Öl, Filter und Sichtprüfung: Fabia, Scala, Kamiq, Polo, T-Cross ab 189 | Octavia, Karoq, Golf, T-Roc ab 219 | Superb, Kodiaq, Passat, Tiguan ab 249
Inspektion: Fabia, Scala, Kamiq, Polo, T-Cross ab 299 | Octavia, Karoq, Golf, T-Roc ab 339 | Superb, Kodiaq, Passat, Tiguan ab 379
Inspektion Elektroautos (Elroq, Enyaq, ID.3, ID.4) inkl. Hochvolt-Check: ab 249
DSG-Ölwechsel: ab 249 | Bremsflüssigkeitswechsel: 79 | Pollenfilter: ab 45

3. Service andere Marken
Ölwechsel mit Filter: ab 169 | Inspektion nach Herstellervorgabe: ab 279 | Bremsflüssigkeitswechsel: 79

4. Bremsen (inkl. Teile und Einbau)
Bremsbeläge vorne: Fabia, Polo ab 199 | Octavia, Karoq, Golf ab 239 | Superb, Kodiaq, Tiguan ab 279
Bremsscheiben und -beläge vorne: Fabia, Polo ab 429 | Octavia, Karoq, Golf ab 489 | Superb, Kodiaq, Tiguan ab 569
Bremsscheiben und -beläge hinten: Fabia, Polo ab 379 | Octavia, Karoq, Golf ab 429
Andere Marken: nach Kostenvoranschlag

5. HU/AU (Prüfingenieur der DEKRA dienstags und freitags im Haus, alle Marken)
HU mit AU: 149 | HU für Elektroautos (ohne AU): 129 | HU-Paket mit Vorab-Check: 179 | Nachprüfung innerhalb eines Monats: 29
Überziehung um mehr als zwei Monate: Ergänzungsuntersuchung, + 20 % der Prüfgebühr

6. Klimaanlage
Klimaservice mit Kältemittel R1234yf (neuere Autos): 149 | mit R134a (ältere Autos, meist bis Baujahr 2016): 95
Desinfektion der Klimaanlage mit neuem Pollenfilter: 79 | Lecksuche mit UV-Kontrastmittel: 55 (bei Reparatur angerechnet)

7. Batterie
Batterietest: kostenlos
12-Volt-Batterie inkl. Einbau und Anmeldung am Fahrzeug: Fabia, Polo ab 219 | mit Start-Stopp-Automatik (AGM) ab 289 | andere Marken ab 179

8. Reifen und Räder
Radwechsel (4 Kompletträder, Luftdruck, Anlernen der Reifendrucksensoren): 39 | Reifen auf Felgen umziehen mit Auswuchten (4 Stück): 89
Einlagerung pro Saison (gewaschen, geprüft, versichert): 65 | Radwechsel und Einlagerung pro Saison: 95
Reifenreparatur: 30 | Achsvermessung mit Protokoll: 109 | Altreifenentsorgung: 4 pro Reifen
Winterkompletträder mit Markenreifen, montiert: Fabia, Kamiq ab 890 | Octavia, Karoq ab 1.190 | Kodiaq, Superb ab 1.490 | Elroq, Enyaq ab 1.790

9. Flughafen-Service (Flughafen München, Terminal 1 und 2)
Übergabe und Rückgabe am Terminal zwischen 5:00 und 23:00 Uhr, Abstellen auf unserem videoüberwachten Hof bis 21 Tage: 59 (ab 500 Werkstattrechnung kostenlos)
Jeder weitere Tag über 21 Tage: 5 | Übergabe oder Rückgabe zwischen 23:00 und 5:00 Uhr: + 39 | Handwäsche innen und außen: 49
Shuttle vom Autohaus zum Flughafen und zurück bei Werkstattaufträgen, Montag bis Freitag 6:30–18:00 Uhr: kostenlos
Beschäftigte am Flughafen mit gültigem Flughafenausweis: 10 % Nachlass auf den Arbeitslohn

10. Hol- und Bringservice (Hin- und Rückfahrt, Abholung Mo–Fr 6:30–8:30 Uhr, Rückgabe am selben Tag bis 18:30 Uhr)
Stadt Freising: 15 (ab 300 Werkstattrechnung kostenlos) | Landkreis Freising und Landkreis Erding: 29 | Garching, Unterschleißheim, Ismaning: 49 | München Stadt: 69
Fahrt zum oder vom Bahnhof Freising: kostenlos

11. Werkstattersatzwagen (nach Verfügbarkeit, zusammen mit dem Werkstatttermin zu reservieren)
Škoda Fabia oder Scala: 29 pro Tag inkl. 100 km | Škoda Enyaq: 49 pro Tag inkl. 100 km | jeder weitere km: 0,25
Kostenlos bei Garantiearbeiten und bei Werkstattrechnungen über 700. Fahrer ab 21 Jahren mit mindestens zwei Jahren Führerschein; Rückgabe mit gleichem Tank- oder Ladestand.

12. Express-Service für Reisende
Schnelldiagnose (Fehlerspeicher, Sichtprüfung, kurze Probefahrt): 59, bei Reparatur angerechnet
Teile für Škoda und VW meist innerhalb eines halben Tages, für andere Marken am nächsten Werktag.

13. Sonstiges
Standgeld für fertige, nicht abgeholte Fahrzeuge ab dem 3. Werktag nach Fertigmeldung: 12 pro Tag (beim Flughafen-Service erst nach dem vereinbarten Rückgabetag)
Rechnungskopie: kostenlos`,
    },
    {
      title: terms,
      language: 'German',
      text: `VERKAUFS-, GARANTIE- UND WERKSTATTBEDINGUNGEN – Autohaus Domberg GmbH, Erdinger Straße 61, 85356 Freising, Amtsgericht München HRB 184417. Gültig ab 1. Januar 2026.

§ 1 Bestellung
An eine unterschriebene Bestellung ist der Käufer bei einem neuen Škoda drei Wochen, bei einem Jahres-, Vorführ- oder Gebrauchtwagen zehn Tage gebunden. Der Vertrag kommt zustande, wenn wir die Bestellung innerhalb dieser Frist schriftlich bestätigen oder das Fahrzeug übergeben.

§ 2 Preise und Anzahlung
Es gilt der Preis der Bestellung, für Verbraucher inklusive 19 % MwSt. Bei neuen Škoda kommen 990 € für Überführung und Zulassungsvorbereitung hinzu. Bei der Bestellung eines neuen Škoda leistet der Käufer 1.000 € Anzahlung. Jahres- und Gebrauchtwagen reservieren wir 5 Tage gegen 300 € Anzahlung. Anzahlungen werden auf den Kaufpreis angerechnet.

§ 3 Rücktritt des Käufers
Tritt der Käufer ohne gesetzliches oder vertragliches Recht vom Vertrag zurück oder nimmt er das Fahrzeug nicht ab, können wir pauschal 15 % des Kaufpreises bei Neuwagen und 10 % bei Jahres-, Vorführ- und Gebrauchtwagen als Schadenersatz verlangen; der Käufer darf einen geringeren Schaden nachweisen. Kostenlos zurücktreten kann der Käufer, (a) wenn die Bestellung „vorbehaltlich Finanzierung“ unterschrieben wurde und die Bank den Kredit oder das Leasing ablehnt; ohne diesen Vorbehalt bleibt der Kaufvertrag wirksam, und der Käufer zahlt bar oder mit einer eigenen Finanzierung; (b) wenn ein unverbindlicher Liefertermin um mehr als sechs Wochen überschritten ist und eine angemessene Nachfrist erfolglos blieb; (c) bei einem Kauf ausschließlich per Telefon, E-Mail oder Internet innerhalb von 14 Tagen ab Übergabe (Widerrufsrecht für Verbraucher). In diesen Fällen erstatten wir Anzahlungen innerhalb von 7 Tagen.

§ 4 Zahlung und Eigentumsvorbehalt
Der Kaufpreis ist spätestens bei Übergabe fällig, per Überweisung, girocard, Kreditkarte bis 5.000 € oder durch die finanzierende Bank; bar nehmen wir bis 9.999 € an. Bis zur vollständigen Zahlung bleibt das Fahrzeug unser Eigentum, und die Zulassungsbescheinigung Teil II bleibt bei uns.

§ 5 Inzahlungnahme und Ankauf
Unsere Bewertung gilt 7 Tage und 500 km. Der Verkäufer versichert, dass seine Angaben zu Kilometerstand, Unfällen und bekannten Mängeln stimmen; stellen wir bei der Übergabe verschwiegene Mängel oder einen deutlich schlechteren Zustand fest, passen wir den Preis an. Eine offene Finanzierung lösen wir bei der Bank ab und verrechnen sie; beim Ankauf ohne Neukauf überweisen wir den Betrag innerhalb eines Werktags, auch auf ein Konto im SEPA-Ausland. Die Abmeldung übernehmen wir kostenlos. Bußgelder, Maut und Steuern bis zur Übergabe trägt der bisherige Halter.

§ 6 Sachmängelhaftung
Neuwagen: 2 Jahre ab Übergabe. Jahres-, Vorführ- und Gebrauchtwagen an Verbraucher: 1 Jahr ab Übergabe; diese Verkürzung wird bei Vertragsschluss gesondert vereinbart. Gebrauchtwagen an Unternehmer: Haftung ausgeschlossen, soweit gesetzlich zulässig. Herstellergarantie und Domberg-Garantie gelten zusätzlich.

§ 7 Domberg-Garantie
Für Gebrauchtwagen an Verbraucher, 12 Monate ab Übergabe, ohne Kilometerbegrenzung, im Preis enthalten. Gedeckt: Motor mit Innenteilen, Schalt-, Automatik- und DSG-Getriebe einschließlich Mechatronik, Achsantrieb, Turbolader, Kühlsystem, Lenkung, Kraftstoffanlage, elektrische Bauteile und Steuergeräte; bei Elektro- und Hybridautos die Hochvoltbatterie, wenn ihre Kapazität unter 70 % fällt (höchstens 5.000 € je Schaden). Nicht gedeckt: Verschleißteile (Kupplungsscheibe, Bremsbeläge und -scheiben, Reifen, Stoßdämpfer, Wischerblätter, 12-Volt-Batterie), Karosserie, Glas und Innenraum sowie Schäden durch Unfall, falschen Kraftstoff, fehlende Wartung oder Chiptuning. Materialkosten sind bis 100.000 km voll gedeckt, darüber trägt der Käufer 30 %; der Arbeitslohn ist immer voll gedeckt. Voraussetzung ist die nachgewiesene Wartung nach Herstellervorgabe in einer Fachwerkstatt. Schäden meldet der Käufer vor der Reparatur telefonisch (08161 93 27 0) oder per WhatsApp; repariert wird in unserer Werkstatt. Ist das Fahrzeug mehr als 50 km von Freising entfernt, auch im europäischen Ausland, darf nach unserer schriftlichen Freigabe eine andere Fachwerkstatt reparieren; wir erstatten zu unseren Stundensätzen und Teilepreisen. Bei Verkauf an eine Privatperson geht die Garantie auf den neuen Eigentümer über.

§ 8 Garantieverlängerungen
(a) Domberg-Garantie: beim Kauf verlängerbar auf 24 Monate für 290 € oder auf 36 Monate für 490 €, für Fahrzeuge unter 8 Jahren und unter 150.000 km; nachträglich nicht möglich. (b) Škoda Anschlussgarantie für neue Škoda und Škoda Jahreswagen: bis zum Ende des 3. Jahres 290 €, des 4. Jahres 590 €, des 5. Jahres 990 €, jeweils bis 150.000 km, abzuschließen vor Ablauf der Herstellergarantie, gültig bei allen Škoda Servicepartnern in Europa nach den Bedingungen des Herstellers. VW Jahreswagen: Anschlussgarantie von Volkswagen, Preis nach Modell. (c) Verlängerungen gehen bei Verkauf an eine Privatperson auf den neuen Eigentümer über.

§ 9 Probefahrten
Der Fahrer zeigt einen in Deutschland gültigen Führerschein und einen Personalausweis oder Reisepass. Vorführ- und Verkaufsfahrzeuge sind vollkaskoversichert; für Schäden, die der Fahrer verursacht, trägt er eine Selbstbeteiligung von 1.000 €, bei grober Fahrlässigkeit, Alkohol oder Drogen den vollen Schaden. Bußgelder und Verwarnungsgelder aus der Probefahrt trägt der Fahrer; wir nennen der Bußgeldstelle seine Personalien und berechnen 25 € Bearbeitungsgebühr. Probefahrten über 24 Stunden oder übers Wochenende setzen einen Überlassungsvertrag voraus: höchstens 300 km, nur in Deutschland und Österreich, Elektroautos mit mindestens 30 % Ladung zurück.

§ 10 Werkstattaufträge
Wir führen die beauftragten Arbeiten aus; weitere Arbeiten nur nach Freigabe des Kunden per Telefon, WhatsApp oder E-Mail. Ist der Kunde nicht erreichbar, bleibt es bei den beauftragten Arbeiten. Die Rechnung ist bei Abholung fällig. Für fertige Fahrzeuge, die nicht abgeholt werden, berechnen wir ab dem 3. Werktag nach Fertigmeldung 12 € Standgeld pro Tag.

§ 11 Datenschutz und Gerichtsstand
Kundendaten verarbeiten wir nach der DSGVO nur für Kauf, Finanzierung, Leasing, Zulassung, Garantie und Werkstatt. An Verfahren vor einer Verbraucherschlichtungsstelle nehmen wir nicht teil. Gerichtsstand für Kaufleute ist Freising.`,
    },
  ],
  answerable: [
    // German paraphrases with Bavarian words the owner never used
    {
      question:
        'Servus, mei Octavia Combi zoagt seit a boar Dog an Schraubenschlüssel im Display, der braucht wohl an Kundendienst. Wos kost des bei eich ungefähr?',
      answeredBy: [service, priceList],
    },
    {
      question:
        'Griaß di, i fahr an oidn Passat, Baujahr 2014 mit 230.000 km drauf. Gebts ihr ma für den no wos, wenn i bei eich an Kamiq kaf?',
      answeredBy: [tradeIn, terms, services],
    },
    {
      question:
        'De Plakettn hint am Nummernschild is scho seit März abglaffa, hob i total verschwitzt. Machts ihr des a, und zoi i jetzt mehra, weil i z spät dran bin?',
      answeredBy: [hu, priceList, services],
    },
    {
      question:
        'I schaff am Flughafen beim Bodenverkehrsdienst in da Frühschicht. Stimmt des, dass ma mit am Flughafenausweis bei eich in da Werkstatt billiger wegkimmt?',
      answeredBy: [airportStaff, priceList],
    },
    {
      question:
        'Mei Kiste muas wahrscheinlich a boar Dog in d Werkstatt. Habts ihr a Leihwagerl für de Zeit, und wos kost des?',
      answeredBy: [replacementCar, priceList, services],
    },
    // Long messages in German, the question inside
    {
      question:
        'Hallo, wir wohnen in Neufahrn und bekommen im Herbst unser drittes Kind. In unseren Fabia passen wir dann einfach nicht mehr rein, und mit drei Kindersitzen hinten wird es auch in einem normalen Kombi eng. Meine Schwägerin fährt einen Kodiaq mit sieben Sitzen und ist begeistert. Was kostet der neu mit der dritten Sitzreihe, und bekommen wir so einen noch vor der Geburt im Oktober, wenn wir jetzt im Mai bestellen?',
      answeredBy: [newSkoda, services],
    },
    {
      question:
        'Grüß Gott, mein Mann und ich fliegen am 3. August für zwei Wochen nach Mallorca, Abflug 6:40 Uhr vom Terminal 2. Unser Superb ist eigentlich fällig für die Inspektion, und die HU läuft im August auch ab. Eine Freundin hat erzählt, dass ihr das Auto direkt am Flughafen nehmt und es in der Zeit herrichtet. Geht das so früh am Morgen, und was kostet das zusätzlich zur Inspektion?',
      answeredBy: [airport, workshopRequest, priceList, services],
    },
    {
      question:
        'Servus, ich bin Elektriker mit eigenem Betrieb in Moosburg, zwei Gesellen, und fahr bisher einen alten Caddy für alles. Für mich selber möcht ich jetzt was Gescheites als Firmenwagen, mein Steuerberater sagt, elektrisch ist steuerlich am günstigsten. Was kostet ein Enyaq im Monat, wenn ich ihn über die Firma lease, wie viel muss ich für die private Nutzung versteuern und was braucht ihr an Unterlagen von mir?',
      answeredBy: [leasing, financeQuote, services],
    },
    {
      question:
        'Hallo! Ich studiere in Weihenstephan und muss zweimal die Woche zu meinem Praktikum nach Erding, mit dem Bus ist das eine Katastrophe. Ich hab ungefähr 6.000 € gespart und verdiene nebenbei was mit einem Werkstudentenjob. Habt ihr Gebrauchte in der Preisklasse oder knapp darüber, und kann ich den Rest als Student überhaupt finanzieren?',
      answeredBy: [usedCars, financing, financeQuote],
    },
    {
      question:
        'Guten Tag, ich wohne in Allershausen und habe meinen Golf vor einem Jahr neu bei einem VW-Händler in München gekauft. Jetzt spinnt das Infotainment, und der Spurhalteassistent fällt immer wieder aus. Muss ich für die Garantiereparatur wirklich jedes Mal nach München fahren, oder dürft ihr das auch machen, obwohl ich das Auto nicht bei euch gekauft habe?',
      answeredBy: [newVw, services],
    },
    // Typos and chat-speak in German, without umlauts
    {
      question: 'habt ihr samstags offen? wuerd mir mit meim freund gern den enyaq anschaun',
      answeredBy: [location],
    },
    {
      question:
        'was kosten bei euch neue bremsbelaege vorne beim fabia? quietscht seit ner woche voll nervig',
      answeredBy: [service, priceList],
    },
    {
      question:
        'ziehen im juli zurueck nach valencia. kauft ihr uns unseren tiguan ab u meldet ihn ab? haben den nicht bei euch gekauft',
      answeredBy: [leavingGermany, tradeIn, terms, services],
    },
    {
      question:
        'wie lang dauert des mit der zulassung und was kostets? wohn in erding, also ED kennzeichen',
      answeredBy: [registration, expatBuy],
    },
    // One or two words
    { question: 'Jahreswagen?', answeredBy: [yearOld, services] },
    { question: 'Elroq Lieferzeit?', answeredBy: [newSkoda] },
    // Short follow-up
    { question: 'und an Fronleichnam habts ihr a offen?', answeredBy: [location] },
    // Answered by a document only, in German
    {
      question:
        "Was kostet bei euch ein Klimaservice? Die Lüftung im Karoq stinkt muffig und kalt wird's auch nimmer richtig.",
      answeredBy: [priceList],
    },
    {
      question:
        'Hab letzte Woche bei euch den Vertrag für den gebrauchten Octavia unterschrieben, jetzt hat die Bank die Finanzierung abgelehnt. Komm ich aus dem Kaufvertrag wieder raus, oder muss ich jetzt trotzdem zahlen?',
      answeredBy: [terms],
    },
    // German question, English knowledge
    {
      question:
        'Mein Mann ist Amerikaner und sein Deutsch reicht noch nicht für Verträge. Kann ihn bei euch jemand auf Englisch beraten, wenn wir zum Anschauen kommen?',
      answeredBy: [englishStaff, description],
    },
    // Long messages in English
    {
      question:
        "Hi, I moved from Bangalore to Munich in February for a job at a tech company in Garching, and we rent a flat in Eching because it's closer to work. I'd like to buy a used Octavia estate from you. I have my residence permit and the Anmeldung is done, but I have no idea how registration works here. What do I need, and can you do it for me?",
      answeredBy: [expatBuy, registration, services],
    },
    {
      question:
        "Hi, I'm a Lufthansa pilot living in Freising. I'm usually away on four-day rotations and I never make it to a garage during opening hours. My Kamiq needs its service and new tyres. Is there a way to drop it off at 5 in the morning on my way to work and still get to the airport?",
      answeredBy: [airportStaff, location, airport],
    },
    {
      question:
        "Hello, we're driving from Salzburg to Munich Airport for a flight to Dubai tonight. Near Freising the EPC light came on in our VW Golf and it has lost a lot of power. We have about five hours. Can you look at it quickly, what would that cost, and if it can't be fixed in time, could we leave it with you while we're away?",
      answeredBy: [traveller, airport, priceList],
    },
    {
      question:
        "Hi there, I've just moved to Freising for a two-year Blue Card contract with a company in Unterföhring. Buying doesn't make sense for two years, so I'd like to lease an Enyaq privately. Is that possible when I've only been in Germany for six weeks and have no SCHUFA yet, and roughly what would it cost per month?",
      answeredBy: [leasing, expatBuy, financeQuote, services],
    },
    {
      question:
        'I bought a used Karoq from you last October and for a couple of weeks now the DSG gearbox has been jerking badly when it changes from first to second. It has 112,000 km on the clock. Is this covered by your warranty, and what do I need to do?',
      answeredBy: [usedWarranty, terms, services],
    },
    {
      question:
        "We're an American family living in Hallbergmoos. A new Enyaq is a bit above our budget, but a friend said dealers sell their ex-demo cars cheaper. Do you have any nearly new ones, how much cheaper are they, and do they still have the factory warranty?",
      answeredBy: [yearOld, services],
    },
    // Typos and chat-speak in English
    { question: 'r u open on saturday? whats ur address', answeredBy: [location] },
    { question: 'how much 4 an oil change on a vw polo? thx', answeredBy: [service, priceList] },
    {
      question: 'can i take the enyaq for a test drive over the wkend??',
      answeredBy: [testDrive, electric, terms, services],
    },
    {
      question: 'do u guys drive me to the airport if i leave my car for service??',
      answeredBy: [airportStaff, airport, traveller, replacementCar, services, priceList],
    },
    { question: 'can i pay cash for a used car? whats the max', answeredBy: [payment, terms] },
    // One or two words
    { question: 'Trade-in?', answeredBy: [tradeIn, terms, services] },
    { question: 'Winter tyres?', answeredBy: [tyres, priceList, services] },
    { question: 'New VW?', answeredBy: [newVw, description] },
    // Short follow-ups
    { question: 'and how long till I get the plates?', answeredBy: [registration, expatBuy] },
    {
      question: 'and can I extend the warranty to 5 years?',
      answeredBy: [warrantyExtension, newSkoda, yearOld, terms, services],
    },
    // English questions, German knowledge
    {
      question:
        'Can I get a new Kamiq on finance with a low monthly rate and a bigger final payment at the end?',
      answeredBy: [financing, financeQuote, services],
    },
    {
      question:
        "My electric car is due for its service. Can I charge it at your place while it's in the workshop?",
      answeredBy: [electric],
    },
    // Answered by a document only, in English
    {
      question: 'What happens if I get caught speeding on a test drive? Who pays the fine?',
      answeredBy: [terms],
    },
    { question: 'How much is a new 12V battery for a Fabia, fitted?', answeredBy: [priceList] },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Habt ihr auch Skoda E-Bikes? Mei Bua mog oans zur Firmung.',
    'Beim Unwetter letzte Woche hat der Hagel unseren Octavia voll erwischt, lauter Dellen auf Dach und Motorhaube. Macht ihr auch Hagelschäden, und rechnet ihr direkt mit der Versicherung ab?',
    'How do I swap my Indian driving licence for a German one? My six months are nearly up.',
    'Könnt ihr an meinen Kamiq eine Anhängerkupplung nachrüsten? Was kostet das ungefähr?',
    "Do you install wallboxes at home? We've just bought a terraced house in Hallbergmoos and ordered an Enyaq.",
    'Wie viel Kfz-Steuer zahl ich im Jahr für einen Kodiaq Diesel?',
    'Sucht ihr noch Kfz-Mechatroniker? Hab meinen Gesellenbrief und wohn in Moosburg.',
    "Do you rent out roof boxes? We're driving to South Tyrol for the ski holidays and the boot is already full.",
    // Plainly outside
    'Hat das Bräustüberl in Weihenstephan am Montag offen?',
    "What's the quickest way from Freising to the Oktoberfest on a Saturday?",
  ],
};
