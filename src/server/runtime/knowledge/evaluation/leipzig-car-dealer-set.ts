import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Autohaus Elster, a family car dealer in Leipzig-Schönefeld (Saxony, Germany), run by the
 * second generation. It sells new Škoda and Hyundai cars and used cars of all makes, has its own
 * workshop for all makes (service, HU/AU with a DEKRA inspector on site, tyres and tyre storage,
 * bodywork and paint, glass), arranges financing and leasing through partner banks, takes cars in
 * part-exchange, registers and delivers cars, and has fast chargers on its forecourt. Its
 * customers write in German (people from Leipzig and the countryside around it, some in Saxon
 * dialect and colloquial German) and in English (students at the universities, expats working at
 * the BMW, Porsche, Amazon and DHL sites, people new to Germany who need a car). The owner wrote
 * the briefing in German, most Q&A pairs in German and a few in English for expats (buying a car
 * as a foreigner, insurance, registration, driving licences, cheap cars for students, selling
 * the car back when leaving), added one custom response for test-drive and viewing requests, and
 * pasted the 2026 price and service list and the sales and warranty terms, both in German.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases with
 * everyday and regional words ("Karre", "Kiste", "Schlitten", "Stromer", "Plakette",
 * "Durchsicht", "abstottern", "ooch", "ufm Hof", "transfer fee", "windscreen chips"), long
 * messages with a story around the question, typos and chat-speak ("was kostn", "habt ihr",
 * "nen", "n", "wollt ma gucken kommn", "u", "cn", "thru", "asap", "??"), one- or two-word
 * questions, German questions against English knowledge and the reverse, and questions only
 * the price list or the terms answer. The outside questions include hard negatives that share
 * words with the knowledge (renting a van, a job in the workshop, retrofitting a tow bar, a loan
 * for a kitchen, the amount of vehicle tax, motorbikes, a 24-hour towing service, driving
 * lessons).
 */

const english = qaIn('English');
const german = qaIn('German');

// The sources' titles, as the answers name them.
const location = 'Wo finde ich das Autohaus und wann haben Sie geöffnet?';
const newCars = 'Welche Neuwagen von Škoda und Hyundai kann ich bei Ihnen kaufen?';
const usedCars = 'Welche Gebrauchtwagen haben Sie im Angebot?';
const testDrive = 'Kann ich vor dem Kauf eine Probefahrt machen?';
const financing = 'Kann ich das Auto bei Ihnen finanzieren?';
const leasing = 'Bieten Sie auch Leasing an?';
const partExchange = 'Nehmen Sie mein altes Auto in Zahlung?';
const inspection = 'Was kostet eine Inspektion bei Ihnen?';
const mot = 'Kann ich bei Ihnen den TÜV machen lassen?';
const tyres = 'Wechseln Sie Reifen und lagern Sie sie auch ein?';
const bodywork = 'Reparieren Sie Unfallschäden, Dellen und Kratzer?';
const registration = 'Übernehmen Sie die Zulassung des Autos?';
const delivery = 'Liefern Sie das Auto nach Hause, und was kostet die Überführung?';
const warranty = 'Welche Garantie habe ich beim Autokauf?';
const electric = 'Haben Sie Elektroautos, und kann ich bei Ihnen laden?';
const payment = 'Wie kann ich das Auto bezahlen?';
const reservation = 'Kann ich einen Gebrauchtwagen reservieren?';
const courtesyCar = 'Bekomme ich einen Ersatzwagen, wenn mein Auto in der Werkstatt ist?';
const walkIn = 'Kann ich auch ohne Termin in die Werkstatt kommen?';
const distanceSale = 'Kann ich ein Auto auch online oder am Telefon kaufen?';
const foreigner = 'Can I buy a car in Germany as a foreigner?';
const insurance = 'How does car insurance work in Germany, and can you help me get it?';
const registerInLeipzig = 'What do I need to register a car in Leipzig?';
const licence = 'Can I drive in Germany with my foreign driving licence?';
const students = 'Do you have cheap cars for students?';
const buyBack =
  "I'm only in Leipzig for a year or two. Can I sell the car back to you when I leave?";
const prices = 'Preis- und Leistungsliste 2026';
const terms = 'Verkaufs- und Garantiebedingungen';
const viewingRequest = 'Anfrage für eine Probefahrt oder Besichtigung';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const leipzigCarDealerSet: EvaluationSet = {
  name: 'Leipzig car dealer (Autohaus Elster)',
  heldOut: false,
  agentName: 'Paula',
  briefing: {
    companyName: 'Autohaus Elster',
    industry: 'automotive',
    description:
      'Das Autohaus Elster ist ein Familienbetrieb in Leipzig-Schönefeld, Torgauer Straße 231. Günter Elster hat es 1990 als kleine Werkstatt gegründet; seit 1992 sind wir Škoda-Vertragshändler und seit 2009 auch Hyundai-Vertragshändler. Heute führen seine Tochter Katrin Elster und ihr Bruder Thomas Elster den Betrieb in zweiter Generation, mit 38 Mitarbeiterinnen und Mitarbeitern. In unserer Ausstellung stehen rund 25 Neu- und Vorführwagen, auf unserem Gebrauchtwagenplatz etwa 150 Fahrzeuge aller Marken, und zum Haus gehört eine Meisterwerkstatt mit 12 Hebebühnen. Zu uns kommen Familien aus Leipzig und dem Umland, Pendler, Handwerksbetriebe und Firmen mit kleinen Flotten, und immer mehr Studierende und internationale Fachkräfte, die in Leipzig neu anfangen. Unser Team spricht Deutsch und Englisch, einzelne Kolleginnen und Kollegen auch Polnisch, Russisch und Arabisch.',
    targetAudience:
      'Privatkunden aus Leipzig, Taucha, Markkleeberg, Schkeuditz und dem Leipziger Umland, die ein neues oder gebrauchtes Auto suchen oder eine zuverlässige Werkstatt brauchen; Familien, Pendler und ältere Stammkunden, die seit Jahren Škoda fahren; Handwerker und kleine Firmen; Studierende der Universität Leipzig, der HTWK und der HHL mit kleinem Budget; internationale Fachkräfte, die bei BMW, Porsche, Amazon, DHL und in den Forschungsinstituten arbeiten und in Deutschland zum ersten Mal ein Auto kaufen, versichern und zulassen müssen.',
    keyServices:
      'Verkauf von Škoda- und Hyundai-Neuwagen, Vorführwagen und Tageszulassungen; rund 150 geprüfte Gebrauchtwagen aller Marken; Finanzierung und Leasing über unsere Partnerbanken (Škoda Bank, Hyundai Capital Bank Europe, Santander Consumer Bank); Inzahlungnahme und Ankauf von Fahrzeugen aller Marken; Zulassungsservice und Auslieferung bis vor die Haustür; Meisterwerkstatt für alle Marken: Inspektion und Wartung, HU/AU mit DEKRA-Prüfingenieur im Haus, Reifenservice und Räder-Einlagerung, Karosserie- und Lackarbeiten, Glasreparatur; Service für Elektro- und Hybridautos und Schnellladesäulen auf unserem Hof; Ersatzwagen sowie Hol- und Bringservice während der Reparatur.',
    commonQuestions:
      'Welche Modelle sofort verfügbar sind und wie lange ein bestellter Neuwagen dauert, was ein Gebrauchtwagen kostet und ob er Garantie hat, Probefahrten, Finanzierung und Leasing, was wir für das alte Auto bezahlen, was Inspektion, TÜV und Reifenwechsel kosten, ob es einen Ersatzwagen gibt, ob wir die Zulassung übernehmen und das Auto liefern, und von internationalen Kunden: ob man als Ausländer ein Auto kaufen und finanzieren kann, wie Versicherung und Zulassung in Deutschland funktionieren und ob der ausländische Führerschein gilt.',
    languages: ['German', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Freundlich und bodenständig, kurze Antworten mit Preisen in Euro und immer mit dem nächsten Schritt (Termin, Probefahrt, Rückruf, WhatsApp). Auf Deutsch siezen wir, außer der Kunde duzt uns zuerst. Wer uns auf Englisch schreibt, bekommt eine Antwort auf Englisch; deutsche Fachwörter wie HU, eVB-Nummer oder Zulassungsbescheinigung erklären wir dabei kurz.',
    personality:
      'Wie ein erfahrener Verkäufer aus einem Leipziger Familienbetrieb: ehrlich, geduldig, ohne Verkaufsdruck, mit einem Sinn für Humor, und einer, der auch mal sagt, wenn sich eine Reparatur nicht mehr lohnt.',
    responseTemplates: [
      {
        scenario: viewingRequest,
        response:
          'Sehr gern! Damit das Auto für Sie gewaschen, getankt oder geladen vorne bereitsteht, brauchen wir: welches Fahrzeug Sie sich ansehen möchten (Modell oder die Fahrzeugnummer aus der Anzeige, zum Beispiel GW-4821), Ihren Wunschtag und die Uhrzeit (Verkauf: Montag bis Freitag 9:00 bis 18:30 Uhr, Samstag 9:00 bis 14:00 Uhr), Ihren Namen und eine Handynummer, und ob Sie ein Auto in Zahlung geben oder finanzieren möchten, dann bereiten wir das gleich mit vor. Sie können allein fahren oder mit einem unserer Verkäufer, der Ihnen die Technik erklärt. Bitte bringen Sie Ihren Führerschein und Ihren Personalausweis oder Reisepass mit. Termine vereinbaren Sie unter 0341 2468 130, per WhatsApp an 0160 9387 2214 oder per E-Mail an verkauf@autohaus-elster.example; wir bestätigen innerhalb von 2 Stunden während der Öffnungszeiten. Wenn Sie nicht aus Leipzig kommen, zeigen wir Ihnen das Auto vorab auch per Videoanruf.',
      },
    ],
  },
  qa: [
    german(
      location,
      'Sie finden uns in der Torgauer Straße 231, 04347 Leipzig (Schönefeld), mit 60 kostenlosen Kundenparkplätzen direkt vor dem Haus. Vom Hauptbahnhof sind Sie mit der Straßenbahn in etwa 20 Minuten bei uns; die Haltestelle liegt 3 Gehminuten entfernt. Verkauf: Montag bis Freitag 9:00 bis 18:30 Uhr, Samstag 9:00 bis 14:00 Uhr. Werkstatt und Serviceannahme: Montag bis Freitag 7:00 bis 18:00 Uhr, Samstag 8:00 bis 12:00 Uhr (samstags nur Reifenservice mit Termin). Sonntags und an Feiertagen ist geschlossen. Verkauf: 0341 2468 130, Werkstatt: 0341 2468 150, WhatsApp: 0160 9387 2214, E-Mail: info@autohaus-elster.example.',
    ),
    german(
      newCars,
      'Wir sind Vertragshändler für Škoda und Hyundai und verkaufen alle aktuellen Modelle. Škoda: Fabia (ab 18 990 €), Scala, Kamiq, Octavia Limousine und Combi (ab 29 990 €), Superb, Karoq, Kodiaq sowie die Elektromodelle Elroq (ab 33 900 €) und Enyaq. Hyundai: i10 (ab 15 990 €), i20, Bayon, Kona (Benziner, Hybrid und Elektro), Tucson (Hybrid und Plug-in-Hybrid), Santa Fe sowie die Elektromodelle Inster (ab 23 900 €), Ioniq 5 und Ioniq 6. Die Preise sind unsere Hauspreise zuzüglich Überführung. In der Ausstellung und auf dem Hof stehen immer rund 25 Neu- und Vorführwagen; Lagerfahrzeuge können Sie meist innerhalb von 2 Wochen mitnehmen. Ein nach Ihren Wünschen bestelltes Auto braucht je nach Modell und Ausstattung 3 bis 6 Monate, beim Kodiaq und beim Tucson Plug-in-Hybrid derzeit eher 5 bis 6 Monate. Vorführwagen und Tageszulassungen mit wenigen Kilometern bekommen Sie bis zu 25 % unter dem Listenpreis.',
    ),
    german(
      usedCars,
      'Auf unserem Gebrauchtwagenplatz stehen rund 150 Autos aller Marken, zum Beispiel VW, Opel, Ford, BMW, Toyota, Renault und natürlich viele Škoda und Hyundai, meist 1 bis 8 Jahre alt und von 3 990 € bis etwa 45 000 €. Jedes Auto durchläuft vor dem Verkauf unseren 110-Punkte-Check, bekommt eine Inspektion und eine frische HU, wenn die nächste in weniger als 12 Monaten fällig wäre, und wird innen und außen aufbereitet. Vorschäden und Unfallschäden schreiben wir offen in die Anzeige und in den Kaufvertrag. Den aktuellen Bestand mit Fotos und Fahrzeugnummer (zum Beispiel GW-4821) finden Sie auf www.autohaus-elster.example/gebrauchtwagen und auf mobile.de. Als Privatkunde haben Sie bei jedem Gebrauchtwagen 12 Monate Sachmängelhaftung, auf Wunsch auch unsere Elster-Gebrauchtwagengarantie.',
    ),
    german(
      testDrive,
      'Ja, natürlich, und zwar kostenlos, mit allen Vorführwagen und Gebrauchtwagen, während der Öffnungszeiten des Verkaufs. Am besten vereinbaren Sie einen Termin, damit das Auto vorne steht und getankt oder geladen ist. Sie brauchen einen gültigen Führerschein, den Sie seit mindestens einem Jahr haben, und Ihren Personalausweis oder Reisepass; das Mindestalter ist 18 Jahre. Eine normale Probefahrt dauert 30 bis 60 Minuten, Sie können allein fahren oder mit einem unserer Verkäufer. Bei Neuwagen-Vorführwagen ist auch eine Wochenend-Probefahrt möglich: von Freitag 17:00 Uhr bis Montag 9:00 Uhr, bis zu 300 km, nur innerhalb Deutschlands. Alle Probefahrten sind vollkaskoversichert; bei einem selbst verschuldeten Schaden beträgt Ihre Selbstbeteiligung 1 000 €.',
    ),
    german(
      financing,
      'Ja. Neuwagen finanzieren wir über die Škoda Bank und die Hyundai Capital Bank Europe, Gebrauchtwagen über die Santander Consumer Bank. Die Laufzeit ist 12 bis 84 Monate, eine Anzahlung ist ab 0 € möglich, Ihr altes Auto können Sie als Anzahlung einbringen. Sie können klassisch in gleichen Raten finanzieren oder mit einer Schlussrate (3-Wege-Finanzierung: am Ende das Auto zurückgeben, die Schlussrate bezahlen oder sie weiterfinanzieren). Aktuell gibt es Neuwagen ab 2,99 % und Gebrauchtwagen ab 5,99 % effektivem Jahreszins, je nach Bonität. Beispiel: Gebrauchtwagen für 15 000 €, 3 000 € Anzahlung, 60 Monate, 5,99 % effektiv: etwa 231 € im Monat. Sie brauchen Ihren Personalausweis (oder Reisepass mit Aufenthaltstitel und Meldebescheinigung), die letzten zwei Gehaltsabrechnungen und Ihre IBAN; Selbstständige bringen den letzten Steuerbescheid und eine aktuelle BWA mit. Voraussetzung sind ein Wohnsitz in Deutschland und eine positive SCHUFA-Auskunft. Die Zusage kommt meist innerhalb von 30 Minuten, den Vertrag unterschreiben Sie bei uns oder online per Video-Ident.',
    ),
    german(
      leasing,
      'Ja, Privatleasing und Gewerbeleasing für alle Škoda- und Hyundai-Neuwagen, mit 24 bis 48 Monaten Laufzeit und 10 000 bis 30 000 km im Jahr. Beispiele im Privatleasing (Stand Januar 2026, 36 Monate, 10 000 km im Jahr, ohne Sonderzahlung, zuzüglich Überführung): Hyundai Inster ab 179 € im Monat, Hyundai i20 ab 189 €, Škoda Fabia ab 199 €, Škoda Elroq ab 289 €. Für Gewerbekunden gelten Nettoraten. Mehrkilometer kosten 0,08 € pro km, Minderkilometer vergüten wir mit 0,05 € pro km (bis 2 500 km). Bei der Rückgabe begutachtet ein unabhängiger Sachverständiger das Auto; normale Gebrauchsspuren sind kein Problem. Für die Leasingzusage gelten dieselben Unterlagen wie bei einer Finanzierung. Gebrauchtwagen bieten wir nicht im Leasing an, die können Sie finanzieren.',
    ),
    german(
      partExchange,
      'Ja, wir nehmen Autos aller Marken in Zahlung, auch mit hoher Laufleistung oder abgelaufener HU. Die Bewertung ist kostenlos und dauert etwa 30 Minuten; unser Gebrauchtwagenleiter sieht sich das Auto an und macht Ihnen auf Basis des DAT-Marktwerts ein festes Angebot, das 14 Tage gilt, solange sich am Zustand nichts ändert und Sie nicht mehr als 500 km fahren. Eine erste Einschätzung bekommen Sie auch per WhatsApp, wenn Sie uns Fotos und ein Foto des Fahrzeugscheins schicken. Bitte bringen Sie Zulassungsbescheinigung Teil I und Teil II, das Serviceheft und beide Schlüssel mit. Läuft noch eine Finanzierung, lösen wir sie bei Ihrer Bank ab und verrechnen den Betrag. Wir kaufen Ihr Auto auch an, wenn Sie bei uns kein Auto kaufen; den Betrag überweisen wir innerhalb von 2 Werktagen.',
    ),
    german(
      inspection,
      'Wir warten und reparieren Autos aller Marken; für Škoda und Hyundai sind wir Vertragswerkstatt, und auch bei anderen Marken arbeiten wir nach Herstellervorgaben, sodass die Garantie erhalten bleibt. Für Škoda und Hyundai gelten Festpreise inklusive Öl und Material: kleine Inspektion (Ölservice) für Fabia, i10 und i20 149 €, für Scala, Octavia, Kamiq, Bayon und Kona 189 €, für Kodiaq, Superb, Tucson und Santa Fe 229 €; große Inspektion 289 €, 369 € oder 449 €; Inspektion für Elektroautos 179 €. Verschleißteile wie Bremsbeläge oder Wischerblätter kommen nach Absprache dazu. Für andere Marken nennen wir Ihnen den Preis nach Fahrzeugschein vorab. Eine Inspektion dauert 2 bis 4 Stunden: Sie können bei Kaffee und WLAN warten oder das Auto morgens bringen und nachmittags abholen. Arbeiten über den Auftrag hinaus machen wir nur nach Ihrem Okay am Telefon. Termine online, unter 0341 2468 150 oder per WhatsApp, meist innerhalb einer Woche.',
    ),
    german(
      mot,
      'Ja. Ein Prüfingenieur der DEKRA ist von Montag bis Freitag, 8:00 bis 16:00 Uhr, bei uns im Haus. Die HU mit AU kostet 149 € für Benziner, Diesel und Hybride, für Elektroautos 129 €. Mit Termin dauert sie etwa 45 Minuten. Vorher machen wir kostenlos einen Vorab-Check (Licht, Bremsen, Reifen, Fahrwerk); kleine Mängel beheben wir nach Absprache gleich, damit Sie die Plakette am selben Tag bekommen. Werden Mängel gefunden, kostet die Nachprüfung innerhalb eines Monats 29 €. Bitte bringen Sie die Zulassungsbescheinigung Teil I mit. Ist die HU um mehr als 2 Monate überzogen, kommt eine Ergänzungsuntersuchung mit 20 % Aufschlag dazu. Ein Neuwagen muss nach 3 Jahren zur ersten HU, danach alle 2 Jahre.',
    ),
    german(
      tyres,
      'Ja. Der Räderwechsel mit Kompletträdern kostet 29 €, inklusive Luftdruckkontrolle und Anlernen der Reifendrucksensoren. Reifen auf Felgen umziehen mit Wuchten und neuen Ventilen kostet 69 € für 4 Räder bis 18 Zoll und 89 € ab 19 Zoll. Die Einlagerung Ihrer Räder kostet 59 € pro Saison, inklusive Reinigung und Profilkontrolle; Räderwechsel und Einlagerung zusammen 79 €. Neue Reifen aller gängigen Marken bieten wir zum Komplettpreis mit Montage, Wuchten und Entsorgung der alten Reifen an. Faustregel: Winterreifen von Oktober bis Ostern. Im Oktober und im April sind die Termine schnell weg, buchen Sie am besten 2 bis 3 Wochen vorher online. Samstags von 8:00 bis 12:00 Uhr machen wir nur Reifenservice, mit Termin.',
    ),
    german(
      bodywork,
      'Ja, wir haben eine eigene Karosserie- und Lackierwerkstatt mit Lackierkabine und reparieren Unfallschäden an Autos aller Marken. Die Abwicklung mit der Versicherung übernehmen wir direkt, bei Haftpflicht- wie bei Kaskoschäden; war der andere schuld, vermitteln wir Ihnen einen unabhängigen Gutachter, der für Sie kostenlos ist. Kleine Kratzer und Parkdellen bis etwa 3 cm beheben wir per Smart Repair ab 89 €, Hageldellen oft ohne Lackieren. Einen Stoßfänger lackieren wir ab 390 €. Einen Steinschlag in der Frontscheibe reparieren wir für 79 €, meist zahlt das Ihre Teilkasko; eine neue Frontscheibe gibt es ab 590 €. Den Kostenvoranschlag bekommen Sie kostenlos nach Besichtigung oder anhand von Fotos per WhatsApp.',
    ),
    german(
      registration,
      'Ja. Wenn Sie bei uns ein Auto kaufen, melden wir es für Sie an und Sie holen es fertig zugelassen ab: Der Zulassungsservice kostet 149 € inklusive Kennzeichen, dazu kommen die Gebühren der Zulassungsstelle Leipzig (etwa 30 bis 40 €). Ein Wunschkennzeichen reservieren wir für 10 € plus 12,80 € Gebühr. Wir brauchen von Ihnen: Personalausweis (oder Reisepass mit Meldebescheinigung), die eVB-Nummer Ihrer Versicherung, ein SEPA-Lastschriftmandat für die Kfz-Steuer mit Ihrer IBAN und eine unterschriebene Vollmacht; Firmen zusätzlich Gewerbeanmeldung oder Handelsregisterauszug. Die Zulassung dauert 2 bis 3 Werktage. Auch Autos, die Sie nicht bei uns gekauft haben, melden wir für 119 € um; eine Abmeldung kostet 59 €.',
    ),
    german(
      delivery,
      'Die Abholung bei uns ist kostenlos; dabei erklären wir Ihnen das Auto in Ruhe, rechnen Sie mit etwa einer Stunde. Gern bringen wir Ihnen das Auto auch zugelassen nach Hause oder zur Arbeit: im Leipziger Stadtgebiet für 49 €, bis 50 km für 99 €, bis 150 km für 199 €, weiter für 1,30 € pro km. Bei Neuwagen kommen die Überführungskosten vom Werk zu uns hinzu: 1 090 € bei Škoda und 1 190 € bei Hyundai. Ihren neuen Škoda können Sie auch im Werk in Mladá Boleslav abholen, mit Werksführung; dann zahlen Sie statt der Überführung 490 €.',
    ),
    german(
      warranty,
      'Bei Neuwagen haben Sie 2 Jahre gesetzliche Sachmängelhaftung und zusätzlich die Herstellergarantie: bei Škoda 2 Jahre ohne Kilometerbegrenzung, die Sie mit einer Anschlussgarantie bis ins 5. Jahr verlängern können; bei Hyundai 5 Jahre ohne Kilometerbegrenzung. Auf die Hochvoltbatterie von Elektroautos geben beide Hersteller 8 Jahre oder 160 000 km. Bei Gebrauchtwagen haben Privatkunden 12 Monate Sachmängelhaftung. Dazu gibt es unsere Elster-Gebrauchtwagengarantie für 12 oder 24 Monate; bei Autos unter 5 Jahren und unter 100 000 km sind die ersten 12 Monate im Preis inbegriffen. Damit die Garantie gilt, muss das Auto nach Herstellervorgaben gewartet werden, und ein Schaden muss vor der Reparatur bei uns gemeldet werden. Die Preise der Garantieverlängerungen stehen in unserer Preisliste.',
    ),
    german(
      electric,
      'Ja. Als Neuwagen haben wir den Škoda Elroq und Enyaq und die Hyundai-Modelle Inster, Kona Elektro, Ioniq 5 und Ioniq 6; bei den gebrauchten E-Autos bekommen Sie zu jedem Auto ein Batteriezertifikat mit dem Gesundheitszustand der Batterie. Probefahrten mit E-Autos machen wir gern auch länger, damit Sie das Laden ausprobieren können. Auf unserem Hof stehen zwei Schnellladesäulen (DC, bis 150 kW) und vier Ladepunkte mit 22 kW (AC), rund um die Uhr öffentlich zugänglich: Laden kostet 0,49 € pro kWh, bezahlt wird per App oder Karte direkt an der Säule. Werkstattkunden laden während des Aufenthalts kostenlos. Unsere Werkstatt ist für Arbeiten an Hochvoltsystemen zertifiziert.',
    ),
    german(
      payment,
      'Den Kaufpreis überweisen Sie uns vor der Übergabe; am Übergabetag geht auch eine Echtzeitüberweisung, das Auto geben wir heraus, sobald das Geld da ist. Bar nehmen wir bis 9 999 € an; größere Beträge nur per Überweisung. Mit Girocard oder Kreditkarte (Visa, Mastercard) können Sie bis 2 500 € zahlen, zum Beispiel die Anzahlung. Sie können das Auto auch über unsere Partnerbanken finanzieren. Bei der Bestellung eines Neuwagens ist eine Anzahlung von 10 % fällig. Werkstattrechnungen zahlen Sie bei Abholung bar, mit Girocard, Kreditkarte, Apple Pay oder Google Pay; Firmenkunden nach Vereinbarung auf Rechnung. Schecks nehmen wir nicht an.',
    ),
    german(
      reservation,
      'Ja. Telefonisch oder per WhatsApp reservieren wir Ihnen einen Gebrauchtwagen 48 Stunden kostenlos. Brauchen Sie länger, zum Beispiel bis die Finanzierung steht, reservieren wir ihn verbindlich für bis zu 14 Tage gegen eine Anzahlung von 500 €, die wir auf den Kaufpreis anrechnen. Die 500 € bekommen Sie vollständig zurück, wenn die Bank die Finanzierung ablehnt oder wir Ihnen das Auto nicht wie beschrieben übergeben können. Treten Sie ohne einen solchen Grund zurück, behalten wir 150 € Bearbeitungspauschale ein. Neuwagen können nicht reserviert werden, die bestellen Sie verbindlich.',
    ),
    german(
      courtesyCar,
      'Ja, für unsere Werkstattkunden, solange Autos frei sind; bitte buchen Sie ihn bei der Terminvereinbarung gleich mit. Ein Ersatzwagen (Škoda Fabia oder Hyundai i10) kostet 29 € pro Tag inklusive 100 km, jeder weitere Kilometer 0,25 €. Bei Garantiearbeiten und bei Unfallreparaturen, die die gegnerische Haftpflichtversicherung bezahlt, ist er kostenlos. Sie müssen mindestens 21 Jahre alt sein und den Führerschein seit 2 Jahren haben, und Sie geben ihn vollgetankt zurück. Wenn Sie lieber kein Auto abholen möchten: Unser Hol- und Bringservice holt Ihr Auto morgens zwischen 7:00 und 9:00 Uhr ab und bringt es bis 18:00 Uhr zurück, im Leipziger Stadtgebiet für 25 €, bis 20 km für 45 €.',
    ),
    german(
      walkIn,
      'Für Kleinigkeiten ja: Unser Schnellservice ohne Termin läuft Montag bis Freitag von 7:00 bis 9:00 Uhr und von 16:00 bis 18:00 Uhr. Dann wechseln wir Glühlampen (ab 15 € plus Material) und Wischerblätter, füllen Öl oder AdBlue nach, prüfen den Reifendruck, testen die Batterie kostenlos und lesen den Fehlerspeicher aus (39 € mit kurzem Bericht). Leuchtet eine Warnleuchte, rufen Sie uns am besten vorher unter 0341 2468 150 an, dann sagen wir Ihnen, ob Sie noch fahren können und wann wir Sie dazwischenschieben. Inspektion, HU, Reifenwechsel und Reparaturen machen wir nur mit Termin.',
    ),
    german(
      distanceSale,
      'Ja. Viele Kunden aus ganz Deutschland kaufen bei uns, ohne vorher herzukommen: Wir zeigen Ihnen das Auto per Videoanruf, schicken Ihnen den Kaufvertrag per E-Mail, Sie unterschreiben digital und überweisen den Kaufpreis. Dann holen Sie das Auto ab oder wir liefern es Ihnen (Preise siehe Auslieferung). Wird der Vertrag nur per Telefon, E-Mail oder über das Internet geschlossen, haben Sie als Privatkunde 14 Tage Widerrufsrecht ab der Übergabe: Sie können das Auto in unverändertem Zustand zurückgeben und bekommen den Kaufpreis zurück, abzüglich eines Wertersatzes für Kilometer, die über eine Prüfung hinausgehen. Die Kosten für den Rücktransport tragen Sie. Wenn Sie den Vertrag bei uns im Autohaus unterschreiben, gibt es kein Widerrufsrecht.',
    ),
    english(
      foreigner,
      'Yes, anyone can buy a car from us, whatever their nationality. What matters is registration and payment. To register the car in your name, you must be registered at an address in Germany (the Anmeldung, proven by your Meldebescheinigung); bring your passport and, if you are not an EU citizen, your residence permit. If your Anmeldung appointment is still weeks away, we can reserve the car for you, but we can only register it after the Anmeldung. You pay by bank transfer; from an account outside the SEPA area, allow 3 to 5 working days, as we hand over the car when the money has arrived. Financing is possible through our partner banks if you have a residence permit valid at least until the end of the loan, a German bank account, an employment contract and your last three payslips; if you have lived in Germany for less than 6 months and have no SCHUFA (credit) history yet, the bank may ask for a 20% down payment. Daniel Wolff and Aylin Demir in our sales team speak fluent English. Our contracts are in German, but we go through them with you page by page and give you a written summary in English.',
    ),
    english(
      insurance,
      'Every car in Germany must have at least third-party liability insurance (Haftpflicht) before it can be registered. Teilkasko (partial cover) adds theft, fire, storm, hail, glass and collisions with wild animals; Vollkasko (comprehensive) also covers damage you cause to your own car and vandalism, and it is required for financed cars. When you buy from us, our sales team can get you a quote on the spot from the manufacturer insurance (Škoda Versicherung or Hyundai Versicherung), but you are free to choose any insurer, for example through an online comparison site. Your insurer gives you an eVB number, a 7-character code we need to register the car. The price depends on your no-claims class (SF-Klasse), the car model, where you live and your age. Newcomers usually start in class SF 0 or SF ½, which is expensive; some insurers recognise your no-claims history from abroad, so ask your previous insurer for a letter in English confirming your claim-free years and bring it along. Insurance runs by calendar year, and you can switch insurer every year by 30 November.',
    ),
    english(
      registerInLeipzig,
      "To register a car in Leipzig you need: your passport or ID card; your Meldebescheinigung (proof of your registered address in Leipzig; without an Anmeldung, the car cannot be registered in your name); your residence permit if you are not an EU citizen; the eVB number from your insurer; a SEPA direct debit mandate for the vehicle tax, with the IBAN of an account in your name in any SEPA country; the vehicle's registration documents (Zulassungsbescheinigung Teil I and Teil II), which we provide for cars bought from us; and, for a used car, the valid HU report. Appointments at the city's registration office are often weeks away, so most of our customers let us do it: our registration service costs 149 € including the number plates, plus the office's fees of about 30 to 40 €, and takes 2 to 3 working days; you only sign a power of attorney (Vollmacht). We also register cars you did not buy from us, for 119 €.",
    ),
    english(
      licence,
      'A driving licence from an EU or EEA country is valid in Germany for as long as it is valid at home; you do not need to exchange it. A licence from any other country is valid for 6 months after you register your residence in Germany; after that you need a German licence. Holders of licences from some countries (for example Japan, South Korea, Switzerland, the United Kingdom and some US states and Canadian provinces) can exchange them without a test; others have to pass the theory and practical driving test. You apply at the Fahrerlaubnisbehörde (driving licence office) of the City of Leipzig, by appointment, with your passport, Meldebescheinigung, a biometric photo, an eye test, your licence and an official German translation of it if it is not in German or English; processing takes several weeks. For a test drive with us, your foreign licence is fine as long as it is valid in Germany. We are not an authority and the rules can change, so please check your case with the licence office.',
    ),
    english(
      students,
      'Yes. On our used-car lot there are always 15 to 20 cars under 6 000 €, small ones like a Hyundai i10, Škoda Fabia, VW Polo or Toyota Yaris, starting at 3 990 €. They get the same 110-point check as every car we sell, and they come with 12 months of legal liability for defects (Sachmängelhaftung), so if something we should have found breaks in the first year, we fix it. With a valid student ID from the Universität Leipzig, HTWK, HHL or HMT you get 10% off labour in our workshop. If you need a loan, the banks usually ask for a regular income; many students therefore pay in cash or by bank transfer.',
    ),
    english(
      buyBack,
      "Yes. When you buy a used car of up to 15 000 € from us, you can sign a buy-back agreement (Rückkaufvereinbarung): we buy the car back at 65% of the price you paid after 12 months, or at 50% after 24 months, as long as you have driven no more than 15 000 km a year, the car has had no accident, it has been serviced to the manufacturer's schedule and the HU is valid. Even without the agreement, we will make you a firm offer for your car at any time, free of charge and in about 30 minutes. When you leave, we can also deregister the car for you (59 €); you cancel the insurance yourself with the deregistration certificate. Book an appointment 2 to 3 weeks before you leave.",
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'German',
      text: `PREIS- UND LEISTUNGSLISTE 2026 – Autohaus Elster GmbH, Torgauer Straße 231, 04347 Leipzig
Alle Preise in Euro inklusive 19 % Mehrwertsteuer, gültig ab 1. Januar 2026. Festpreise gelten für Škoda und Hyundai; für andere Marken erstellen wir vor dem Auftrag einen Kostenvoranschlag. Öl und Material sind in den Festpreisen enthalten, soweit nicht anders angegeben. Werkstatttermine: 0341 2468 150 oder online.

Stundenverrechnungssätze
- Mechanik und Service: 118 €
- Elektrik, Diagnose, Hochvolt (Elektro- und Hybridautos): 132 €
- Karosserie und Lack: 112 €
- Fehlerspeicher auslesen mit Kurzbericht: 39 €

Inspektion und Wartung (Škoda und Hyundai, inkl. Material)
- Kleine Inspektion / Ölservice: Kleinwagen (Fabia, i10, i20) 149 €; Kompaktklasse (Scala, Octavia, Kamiq, Bayon, Kona) 189 €; SUV und Oberklasse (Karoq, Kodiaq, Superb, Tucson, Santa Fe) 229 €
- Große Inspektion: 289 € / 369 € / 449 €
- Inspektion Elektroauto (Elroq, Enyaq, Inster, Kona Elektro, Ioniq 5, Ioniq 6): 179 €
- Bremsflüssigkeit wechseln: 79 €
- Klimaservice mit Desinfektion, Kältemittel bis 500 g: 119 €
- Bremsbeläge vorn, inkl. Beläge: ab 179 €; Bremsscheiben und Beläge vorn: ab 389 €
- Zahnriemenwechsel inkl. Wasserpumpe: ab 690 €
- Batterietest: kostenlos; Starterbatterie inkl. Einbau: ab 149 €
- Glühlampe wechseln: ab 15 € zzgl. Material

Hauptuntersuchung (DEKRA-Prüfingenieur im Haus, Montag bis Freitag 8:00–16:00 Uhr)
- HU mit AU (Benzin, Diesel, Hybrid): 149 €
- HU für Elektroautos: 129 €
- Nachprüfung innerhalb eines Monats: 29 €
- Vorab-Check vor der HU: kostenlos
- Ergänzungsuntersuchung bei mehr als 2 Monaten überzogener HU: 20 % Aufschlag

Reifenservice
- Räderwechsel (Kompletträder) inkl. Luftdruck und Anlernen der Reifendrucksensoren: 29 €
- Reifen auf Felgen umziehen, inkl. Wuchten und Ventile, 4 Räder bis 18 Zoll: 69 €; ab 19 Zoll: 89 €
- Räder-Einlagerung pro Saison inkl. Reinigung und Profilkontrolle: 59 €
- Paket Räderwechsel und Einlagerung: 79 €
- Reifendrucksensor neu, je Stück: 59 €
- Altreifenentsorgung, je Reifen: 4 €
- Achsvermessung: 89 €

Karosserie, Lack und Glas
- Smart Repair (Kratzer, Parkdellen bis ca. 3 cm): ab 89 €
- Stoßfänger lackieren: ab 390 €
- Steinschlagreparatur Frontscheibe: 79 €
- Frontscheibe erneuern: ab 590 €; Kalibrierung der Frontkamera: 129 €
- Kostenvoranschlag nach Besichtigung oder Fotos: kostenlos

Mobilität während der Reparatur
- Ersatzwagen (Škoda Fabia oder Hyundai i10), je Tag inkl. 100 km: 29 €; jeder weitere km: 0,25 €
- Ersatzwagen bei Garantiearbeiten und bei Unfallreparaturen über die gegnerische Haftpflicht: kostenlos
- Hol- und Bringservice Leipziger Stadtgebiet (hin und zurück): 25 €; bis 20 km: 45 €
- Laden an unseren Ladesäulen (DC bis 150 kW, AC 22 kW): 0,49 € je kWh; für Werkstattkunden während des Aufenthalts kostenlos

Zulassung
- Zulassungsservice beim Fahrzeugkauf, inkl. Kennzeichen: 149 €
- Ummeldung eines nicht bei uns gekauften Fahrzeugs, inkl. Kennzeichen: 119 €
- Abmeldung: 59 €
- Wunschkennzeichen: Reservierung 10 € zzgl. Gebühr der Zulassungsstelle 12,80 €
- Gebühren der Zulassungsstelle Leipzig (ca. 30–40 €) werden nach Beleg weiterberechnet

Auslieferung und Überführung
- Abholung im Autohaus mit Fahrzeugeinweisung: kostenlos
- Lieferung im Leipziger Stadtgebiet: 49 €; bis 50 km: 99 €; bis 150 km: 199 €; darüber 1,30 € je km
- Überführungskosten Neuwagen Škoda: 1 090 €; Hyundai: 1 190 €
- Werksabholung Škoda in Mladá Boleslav mit Werksführung: 490 € statt der Überführungskosten
- Standgeld, wenn ein bereitgestelltes Fahrzeug nicht innerhalb von 14 Tagen abgeholt wird: 15 € je Tag

Garantieverlängerungen
- Elster-Gebrauchtwagengarantie (Fahrzeuge bis 8 Jahre und 150 000 km), 12 Monate: 349 €; 24 Monate: 599 €. Bei Fahrzeugen unter 5 Jahren und unter 100 000 km sind die ersten 12 Monate im Kaufpreis enthalten.
- Škoda Anschlussgarantie: 3. Jahr bis 90 000 km 390 €; 3. und 4. Jahr bis 120 000 km 690 €; bis zum 5. Jahr und 150 000 km 990 €
- Hyundai: 5 Jahre Herstellergarantie ohne Kilometerbegrenzung bereits inklusive

Sonstiges
- Verbindliche Reservierung eines Gebrauchtwagens (bis 14 Tage): Anzahlung 500 €, wird auf den Kaufpreis angerechnet
- Bewertung Ihres Fahrzeugs für Inzahlungnahme oder Ankauf: kostenlos
- Studierende mit gültigem Studierendenausweis (Universität Leipzig, HTWK, HHL, HMT): 10 % Rabatt auf den Arbeitslohn in der Werkstatt`,
    },
    {
      title: terms,
      language: 'German',
      text: `Verkaufs- und Garantiebedingungen der Autohaus Elster GmbH, Leipzig (Stand: 1. Januar 2026)

1. Geltungsbereich
Diese Bedingungen gelten für den Verkauf von Neu- und Gebrauchtfahrzeugen, für Probefahrten, Reservierungen und Inzahlungnahmen sowie für Werkstattaufträge der Autohaus Elster GmbH, Torgauer Straße 231, 04347 Leipzig.

2. Bestellung und Vertragsschluss
Bei Neuwagen ist der Käufer an seine Bestellung 3 Wochen gebunden. Der Kaufvertrag kommt zustande, wenn wir die Bestellung innerhalb dieser Frist schriftlich bestätigen oder das Fahrzeug liefern. Gebrauchtwagen werden mit einem von beiden Seiten unterschriebenen Kaufvertrag verkauft. Angaben in Online-Anzeigen sind bis zum Vertragsschluss unverbindlich. Änderungen von Konstruktion, Form und Farbe durch den Hersteller während der Lieferzeit bleiben vorbehalten, soweit sie für den Käufer zumutbar sind.

3. Preise und Zahlung
Alle Preise enthalten die gesetzliche Mehrwertsteuer. Überführung, Zulassung und Zubehör werden gesondert berechnet. Bei der Bestellung eines Neuwagens ist eine Anzahlung von 10 % des Kaufpreises fällig. Der restliche Kaufpreis ist bei Übergabe fällig; das Fahrzeug wird erst übergeben, wenn der Kaufpreis auf unserem Konto eingegangen ist oder die Finanzierungsbank die Auszahlung bestätigt hat. Barzahlungen nehmen wir nur bis 9 999 € an. Erhöht der Hersteller seinen Listenpreis zwischen Bestellung und Lieferung um mehr als 5 % und liegen mehr als 4 Monate zwischen Bestellung und Lieferung, kann der Käufer vom Vertrag zurücktreten.

4. Lieferung und Abnahme
Liefertermine sind unverbindlich, wenn sie nicht ausdrücklich als verbindlich vereinbart sind. Überschreitet die Lieferung einen unverbindlichen Liefertermin um mehr als 6 Wochen, kann der Käufer uns schriftlich eine angemessene Frist zur Lieferung setzen und nach deren Ablauf vom Vertrag zurücktreten. Ist das Fahrzeug bereit, teilen wir dies dem Käufer mit. Der Käufer muss es innerhalb von 14 Tagen nach dieser Bereitstellungsanzeige abnehmen; danach berechnen wir ein Standgeld von 15 € pro Tag. Nimmt der Käufer das Fahrzeug nach weiteren 14 Tagen nicht ab, können wir vom Vertrag zurücktreten und Schadensersatz in Höhe von 15 % des Kaufpreises verlangen, sofern der Käufer keinen geringeren Schaden nachweist.

5. Inzahlungnahme
Unser Angebot für ein in Zahlung genommenes Fahrzeug gilt 14 Tage, sofern sich sein Zustand nicht verändert und es nicht mehr als 500 km gefahren wird. Der Verkäufer des Altfahrzeugs versichert, dass ihm keine anderen als die angegebenen Unfall- und Vorschäden bekannt sind. Stellen sich bei der Übergabe nicht angegebene Schäden heraus, passen wir den Ankaufspreis an. Eine laufende Finanzierung lösen wir ab und verrechnen die Restschuld mit dem Ankaufspreis.

6. Reservierung von Gebrauchtwagen
Eine unverbindliche Reservierung gilt 48 Stunden und ist kostenlos. Eine verbindliche Reservierung für bis zu 14 Tage setzt eine Anzahlung von 500 € voraus, die auf den Kaufpreis angerechnet wird. Wir erstatten sie vollständig, wenn die Finanzierungsbank den Kredit ablehnt oder wir das Fahrzeug nicht wie beschrieben übergeben können. In allen anderen Fällen behalten wir bei einem Rücktritt des Käufers eine Bearbeitungspauschale von 150 € ein.

7. Probefahrten
Probefahrten setzen einen gültigen Führerschein, den der Fahrer seit mindestens einem Jahr besitzt, einen Personalausweis oder Reisepass und ein Mindestalter von 18 Jahren voraus. Die Fahrzeuge sind vollkaskoversichert; bei einem vom Fahrer verschuldeten Schaden trägt er eine Selbstbeteiligung von 1 000 €. Bußgelder und Verwarnungen während der Probefahrt trägt der Fahrer. Wochenend-Probefahrten mit Vorführwagen sind auf 300 km begrenzt; Fahrten ins Ausland sind nicht gestattet.

8. Eigentumsvorbehalt
Das Fahrzeug bleibt bis zur vollständigen Bezahlung unser Eigentum. Bis dahin verbleibt die Zulassungsbescheinigung Teil II bei uns oder bei der finanzierenden Bank.

9. Sachmängelhaftung
Für Neuwagen haften wir 2 Jahre ab Übergabe. Für Gebrauchtwagen haften wir gegenüber Verbrauchern 1 Jahr ab Übergabe; gegenüber Unternehmern ist die Sachmängelhaftung bei Gebrauchtwagen ausgeschlossen. Natürlicher Verschleiß, zum Beispiel an Bremsen, Reifen, Kupplung und Wischerblättern, ist kein Mangel. Mängel zeigt der Käufer uns an; die Nacherfüllung erfolgt in unserer Werkstatt, bei einem Wohnort mehr als 100 km von Leipzig entfernt nach unserer Zustimmung auch in einer anderen Fachwerkstatt. Die Herstellergarantien (Škoda 2 Jahre, Hyundai 5 Jahre, jeweils ohne Kilometerbegrenzung) gelten zusätzlich nach den Bedingungen des Herstellers und können bei jeder Vertragswerkstatt der Marke in Anspruch genommen werden.

10. Elster-Gebrauchtwagengarantie
Die Elster-Gebrauchtwagengarantie wird über unseren Garantiepartner abgeschlossen. Sie deckt Schäden an Motor, Getriebe (Schalt- und Automatikgetriebe), Antriebswellen, Lenkung, Bremsanlage (ohne Verschleißteile), Kraftstoffanlage, Elektrik, Klimaanlage und der Hochvoltbatterie bis zu einem Fahrzeugalter von 8 Jahren. Arbeitslohn wird zu 100 % erstattet, Material bis 50 000 km Laufleistung zu 100 %, bis 100 000 km zu 70 % und darüber zu 50 %; höchstens bis zum Zeitwert des Fahrzeugs. Voraussetzung ist die Wartung nach Herstellervorgaben. Ein Schaden ist vor der Reparatur bei uns zu melden; die Reparatur erfolgt bei uns oder, wenn der Schaden mehr als 50 km von Leipzig entfernt eintritt, nach unserer Freigabe in einer anderen Werkstatt. Nicht versichert sind Unfallschäden, Schäden durch Tuning oder Rennsport und Fahrzeuge, die zur gewerblichen Personenbeförderung genutzt werden.

11. Fernabsatz und Widerrufsrecht
Schließt ein Verbraucher den Kaufvertrag ausschließlich per Telefon, E-Mail oder über das Internet, kann er ihn innerhalb von 14 Tagen ab Übergabe des Fahrzeugs ohne Angabe von Gründen widerrufen. Das Fahrzeug ist in unverändertem Zustand zurückzugeben; die Kosten des Rücktransports trägt der Käufer. Für eine Nutzung, die über die Prüfung des Fahrzeugs hinausgeht, schuldet er Wertersatz von 0,25 € pro gefahrenem Kilometer über 100 km hinaus. Bereits angefallene Zulassungskosten werden nicht erstattet. Bei Verträgen, die in unseren Geschäftsräumen geschlossen werden, besteht kein Widerrufsrecht.

12. Werkstattaufträge
Ein schriftlicher Kostenvoranschlag ist verbindlich. Arbeiten über den Auftrag hinaus oder eine Überschreitung des Kostenvoranschlags um mehr als 15 % führen wir nur nach Rücksprache mit dem Auftraggeber aus. Ausgebaute Teile werden auf Wunsch ausgehändigt. Das Fahrzeug ist innerhalb einer Woche nach der Fertigmeldung abzuholen; danach berechnen wir 15 € Standgeld pro Tag. Für Werkstattarbeiten haften wir 1 Jahr ab Abnahme.

13. Streitbeilegung und Gerichtsstand
Bei Streitigkeiten aus Werkstattaufträgen können sich Kunden an die Kfz-Schiedsstelle der Kfz-Innung Leipzig wenden. Gerichtsstand für Kaufleute ist Leipzig.`,
    },
  ],
  answerable: [
    // German paraphrases with everyday and regional words
    {
      question: 'Was kostn bei euch so ne Durchsicht fürn Fabia?',
      answeredBy: [inspection, prices],
    },
    {
      question:
        'Nehmt ihr meine alte Kiste in Zahlung, wenn ich bei euch nen neuen Schlitten kauf?',
      answeredBy: [partExchange, terms, services],
    },
    {
      question: 'Kann ich die Karre bei euch auch abstottern?',
      answeredBy: [financing, payment, services],
    },
    {
      question:
        'Wann muss ich die Sommerreifen wieder drauf machen lassen, und was kostet das Umstecken?',
      answeredBy: [tyres, prices],
    },
    {
      question: 'Habt ihr ooch Stromer? Und kann man die Kiste bei euch ufm Hof voll machen?',
      answeredBy: [electric, newCars, prices, services],
    },
    {
      question: 'Macht ihr ooch die Plakette? Mei TÜV is im März fällig.',
      answeredBy: [mot, prices, services],
    },
    {
      question: 'Ich hab mir beim Ausparken ne Beule in die Tür gefahren, macht ihr sowas weg?',
      answeredBy: [bodywork, prices, services],
    },
    // Long messages, in German, the question inside
    {
      question:
        'Hallo, wir sind eine junge Familie aus Grünau und unser alter Golf macht es nicht mehr lange. Wir hätten gern einen Kombi, am liebsten einen Octavia, aber mehr als 300 Euro im Monat können wir nicht stemmen. Den Golf könnten wir vielleicht als Anzahlung dazugeben. Geht das bei euch mit Ratenzahlung, und was braucht ihr dafür von uns?',
      answeredBy: [financing, partExchange, services],
    },
    {
      question:
        'Guten Tag, ich bin 72 und fahre seit 30 Jahren Škoda, zuletzt einen Roomster. Jetzt brauche ich etwas Kleineres, mit dem ich in der Stadt besser einparken kann, und ich würde es gern vorher ausprobieren. Am liebsten mit jemandem neben mir, der mir die ganze Technik erklärt. Geht das auch unter der Woche vormittags?',
      answeredBy: [testDrive, viewingRequest, location],
    },
    {
      question:
        'Moin, mein Octavia war letzte Woche zur Inspektion bei euch, und jetzt leuchtet schon wieder die Motorkontrollleuchte. Ich muss morgen früh nach Dresden zur Arbeit und hab keinen Nerv, ewig auf einen Termin zu warten. Kann ich einfach vorbeikommen, damit ihr kurz draufguckt?',
      answeredBy: [walkIn],
    },
    // Long messages, in English
    {
      question:
        'Hi! I just moved to Leipzig from India for a job at the BMW plant, and I start in two weeks. The commute is impossible without a car, so I need to buy something quickly. I have my passport and my work contract, but my Anmeldung appointment is only next month. Can I still buy and register a car with you before that?',
      answeredBy: [foreigner, registerInLeipzig, registration],
    },
    {
      question:
        "Hello, I'm an American postdoc at the university and I'll be here for about two years. I'm thinking of buying a used car rather than leasing, but I'll leave in 2027 and don't want to be stuck with it. Would you buy it back from me when I go, and roughly what would I get?",
      answeredBy: [buyBack, partExchange, services],
    },
    {
      question:
        "Hey, my girlfriend and I are both students at HTWK and we have about 5k between us. We don't care about looks, it just needs to get us to IKEA and to her parents in Halle without breaking down. Do you have anything in that range, and is there any warranty on cars that cheap?",
      answeredBy: [students, usedCars, warranty, terms],
    },
    // Typos and chat-speak, in German
    {
      question: 'habt ihr samstag auf? wollt ma gucken kommn',
      answeredBy: [location, viewingRequest],
    },
    { question: 'wie lang dauert n neuer kodiaq bis der da is?', answeredBy: [newCars] },
    {
      question: 'kann ich n gebrauchten auch zurückgeben wenn ich den übers internet gekauft hab',
      answeredBy: [distanceSale, terms],
    },
    { question: 'reifen einlagern was kostn das pro saison', answeredBy: [tyres, prices] },
    // Typos and chat-speak, in English
    {
      question: 'do u guys do financing for expats?? been here 4 months, work at amazon',
      answeredBy: [foreigner, financing],
    },
    {
      question: 'hw much to get my car thru the tüv?? its a 2014 corsa',
      answeredBy: [mot, prices],
    },
    {
      question: 'need a car asap, cn u deliver to my flat in gohlis? how much',
      answeredBy: [delivery, prices, services],
    },
    // One or two words
    { question: 'Leasing?', answeredBy: [leasing, services] },
    { question: 'Wunschkennzeichen', answeredBy: [registration, prices] },
    { question: 'Klimaservice Preis', answeredBy: [prices] },
    { question: 'Ersatzauto?', answeredBy: [courtesyCar, prices, services] },
    // German questions, English knowledge
    {
      question:
        'Ich komme aus Brasilien und wohne seit drei Monaten in Leipzig. Darf ich mit meinem brasilianischen Führerschein noch fahren, oder muss ich den umschreiben lassen?',
      answeredBy: [licence],
    },
    {
      question:
        'Welche Autoversicherung brauche ich in Deutschland mindestens, und könnt ihr mir da helfen?',
      answeredBy: [insurance],
    },
    {
      question:
        'Kauft ihr mir die Karre wieder ab, wenn ich nach dem Master in zwei Jahren zurück nach Spanien geh?',
      answeredBy: [buyBack, partExchange, services],
    },
    {
      question: 'Spricht bei euch jemand Englisch? Mein Mann ist Amerikaner und kann kaum Deutsch.',
      answeredBy: [foreigner, description],
    },
    // English questions, German knowledge
    {
      question: 'What are your opening hours on Saturday for the workshop?',
      answeredBy: [location, tyres],
    },
    {
      question: 'Can I take a car for the whole weekend before deciding?',
      answeredBy: [testDrive, terms],
    },
    {
      question: 'How long is the warranty on a new Hyundai?',
      answeredBy: [warranty, prices, terms],
    },
    {
      question: 'Can I put down a deposit to hold a used car while my loan gets approved?',
      answeredBy: [reservation, terms, prices],
    },
    { question: 'Do you fix windscreen chips?', answeredBy: [bodywork, prices, services] },
    {
      question:
        'How much do you charge to bring a new Škoda from the factory? The dealer in Munich called it a transfer fee.',
      answeredBy: [delivery, prices],
    },
    // Answered by a document only, or by the payment terms in other words
    {
      question: 'Wie viel kostet bei euch die Stunde in der Werkstatt?',
      answeredBy: [prices],
    },
    { question: 'Bremsen vorne machen, was kost das ungefähr?', answeredBy: [prices] },
    {
      question: 'If I order a new car and the delivery is months late, can I cancel?',
      answeredBy: [terms],
    },
    {
      question: 'Was passiert, wenn ich mein bestelltes Auto nicht gleich abhole?',
      answeredBy: [terms, prices],
    },
    { question: 'Does the used-car warranty cover the gearbox?', answeredBy: [terms] },
    {
      question: 'Nehmt ihr Bargeld? Hab fürs Auto gespart, so 12 000 Euro.',
      answeredBy: [payment, terms],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Vermietet ihr auch Transporter? Ich zieh nächsten Monat um und brauch fürs Wochenende was Großes.',
    "Hi, are you hiring? I'm a qualified car mechanic from Poland and I'm looking for a job in a workshop in Leipzig.",
    'Was kostet bei euch das Nachrüsten einer Anhängerkupplung am Octavia?',
    'Könnt ihr mir über eure Partnerbank auch nen Kredit für ne neue Küche besorgen?',
    'Wie viel Kfz-Steuer zahl ich im Jahr für nen Tucson Hybrid?',
    'Do you sell motorbikes or scooters too? I only have an A2 licence.',
    'Bin heute Nacht auf der A14 liegen geblieben, habt ihr nen Abschleppdienst, der rund um die Uhr kommt?',
    'Do you offer driving lessons? I need a few hours of practice before my German driving test.',
    // Plainly outside
    'Wo kann man in Leipzig am Sonntag gut brunchen?',
    "What's the best way to get from the Hauptbahnhof to the BMW plant by public transport?",
  ],
};
