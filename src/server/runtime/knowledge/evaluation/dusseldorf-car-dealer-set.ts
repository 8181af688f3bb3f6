import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Autohaus am Rheinknie, an independent family-owned car dealer in Düsseldorf, on the
 * Völklinger Straße by the Medienhafen, that sells new cars of one brand (it is a Kia dealer)
 * and used cars of all brands, with financing, leasing, trade-in and buying cars outright,
 * warranties, its own workshop for all brands (with body shop, in-house MOT and tyre storage),
 * test drives, a registration service and delivery to the customer's door. Its customers write
 * in German, often informally, with Rhineland speech and chat-speak, and in English (expats
 * working in Düsseldorf, international students of the Heinrich-Heine-Universität and the
 * Hochschule Düsseldorf). The owner wrote the briefing in German, most Q&A pairs in German and a
 * few in English for the expats' questions, added one custom response for car valuation
 * requests, and pasted the 2026 price list and the general terms of sale and workshop, both in
 * German.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday words ("in Raten abstottern", "Nummernschilder", "Leihauto", "part-exchange",
 * "MOT", "number plates", "excess", "put down a deposit"), long messages with a story around
 * the question, typos, Rhineland speech and chat-speak ("wat kost", "isch will dat", "jeht
 * dat", "ne", "grad", "lg", "u", "r u", "2", "thx", "asap", no umlauts), one- or two-word
 * questions, and German questions against English knowledge and the reverse. The outside
 * questions include hard negatives that share words with the knowledge (renting a car for a
 * weekend, motorbikes and e-scooters, an apprenticeship as a mechatronics technician, detailing
 * and ceramic coating, shipping a car to Nigeria, selling car insurance, the state subsidy for
 * electric cars, renting a parking space).
 */

const english = qaIn('English');
const german = qaIn('German');

// The sources' titles, as the answers name them.
const newCars = 'Welche Neuwagen verkaufen Sie?';
const usedCars = 'Welche Gebrauchtwagen haben Sie?';
const testDrive = 'Kann ich eine Probefahrt machen?';
const financing = 'Bieten Sie Finanzierungen an?';
const leasing = 'Kann ich bei Ihnen ein Auto leasen?';
const tradeIn = 'Nehmen Sie mein altes Auto in Zahlung?';
const carPurchase = 'Kaufen Sie auch Autos an, ohne dass ich bei Ihnen eins kaufe?';
const newWarranty = 'Welche Garantie haben Neuwagen?';
const usedWarranty = 'Gibt es Garantie auf Gebrauchtwagen?';
const workshop = 'Reparieren Sie in Ihrer Werkstatt auch andere Marken?';
const courtesyCar = 'Bekomme ich einen Ersatzwagen, während mein Auto in der Werkstatt ist?';
const inspection = 'Kann ich bei Ihnen HU und AU (TÜV) machen lassen?';
const tyres = 'Wechseln Sie Reifen und lagern Sie sie ein?';
const accident = 'Reparieren Sie Unfallschäden und rechnen Sie mit der Versicherung ab?';
const registration = 'Übernehmen Sie die Zulassung des Autos?';
const delivery = 'Liefern Sie das Auto auch nach Hause?';
const payment = 'Wie kann ich bezahlen, und muss ich eine Anzahlung leisten?';
const deliveryTime = 'Wie lange dauert die Lieferung eines Neuwagens?';
const electric = 'Verkaufen Sie Elektroautos, und wie lade ich zu Hause?';
const location = 'Wo finde ich Sie und wann haben Sie geöffnet?';
const returns = 'Kann ich ein gekauftes Auto zurückgeben?';
const reservation = 'Können Sie ein Auto für mich reservieren?';
const demoCars = 'Haben Sie Vorführwagen und Tageszulassungen?';
const englishStaff = 'Do you speak English?';
const newcomers = 'Can I buy or finance a car if I have just moved to Germany?';
const foreignLicence = 'Can I drive with my foreign driving licence?';
const studentCars = 'Do you have cheap used cars for students?';
const leaseEnd = 'What happens at the end of my lease?';
const prices = 'Preisliste 2026';
const terms = 'Allgemeine Geschäftsbedingungen für Fahrzeugverkauf und Werkstatt';
const valuationRequest = 'Anfrage zur Bewertung meines Autos (Inzahlungnahme oder Ankauf)';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const dusseldorfCarDealerSet: EvaluationSet = {
  name: 'Düsseldorf car dealer (Autohaus am Rheinknie)',
  heldOut: false,
  agentName: 'Lena',
  briefing: {
    companyName: 'Autohaus am Rheinknie GmbH',
    industry: 'automotive',
    description:
      'Das Autohaus am Rheinknie ist ein unabhängiges Familienunternehmen in Düsseldorf, 1987 gegründet und heute in zweiter Generation von Frank und Julia Hoffmann geführt. Wir sitzen an der Völklinger Straße 88 im Hafen, nahe dem Stadttor. Seit 2009 sind wir Kia-Vertragshändler: Neuwagen verkaufen wir nur von Kia, Gebrauchtwagen aller Marken, mit 80 bis 100 Fahrzeugen auf dem Hof. Zum Betrieb gehören eine eigene Werkstatt für alle Marken mit Karosserie- und Lackierbereich, ein Prüfstützpunkt für die HU und ein Zulassungsservice. Unser Team aus 34 Mitarbeiterinnen und Mitarbeitern spricht Deutsch, Englisch und Türkisch.',
    targetAudience:
      'Privatkunden aus Düsseldorf und Umgebung (Neuss, Meerbusch, Ratingen, Hilden, Krefeld): Familien, Pendler, Fahranfänger, Seniorinnen und Senioren. Expats und internationale Fachkräfte, die neu nach Düsseldorf gezogen sind, und internationale Studierende der Heinrich-Heine-Universität und der Hochschule Düsseldorf. Selbstständige, Handwerker und kleine Firmen mit Firmenwagen.',
    keyServices:
      'Verkauf von Kia-Neuwagen, Vorführwagen und Tageszulassungen; Gebrauchtwagen aller Marken mit 110-Punkte-Check und Garantie; Probefahrten mit allen Modellen, auch übers Wochenende; Finanzierung und Drei-Wege-Finanzierung; Privat- und Gewerbeleasing; Inzahlungnahme und Ankauf von Autos aller Marken; eigene Werkstatt für alle Marken (Inspektion, Reparatur, Diagnose, Hochvolt-Arbeiten an Hybrid- und Elektroautos); HU und AU im Haus; Reifenwechsel und Reifeneinlagerung; Unfallreparatur, Karosserie, Lack und Smart Repair mit direkter Abrechnung mit der Versicherung; Werkstattersatzwagen und Hol- und Bringservice; Zulassungsservice mit Wunschkennzeichen; Lieferung des Autos nach Hause; Beratung zu Elektroautos und Wallbox-Installation über unseren Partner-Elektriker.',
    commonQuestions:
      'Was ein bestimmter Kia oder Gebrauchtwagen kostet, ob eine Probefahrt möglich ist, Finanzierung und Leasing mit Monatsraten, was wir für das alte Auto zahlen, Garantie und Gewährleistung, wie lange ein bestellter Neuwagen braucht, was eine Inspektion oder die HU kostet, Reifenwechsel und Einlagerung, Ersatzwagen während der Reparatur, Zulassung und Wunschkennzeichen, Lieferung nach Hause, Elektroautos und Laden zu Hause, Öffnungszeiten und ob jemand Englisch spricht.',
    languages: ['German', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Kurze, konkrete Antworten, mit dem Preis in Euro, wenn wir ihn kennen, und immer mit dem nächsten Schritt (Probefahrt, Werkstatttermin, Bewertung, Rückruf). Auf Deutsch siezen wir unsere Kunden, außer sie duzen uns zuerst; wer uns auf Englisch schreibt, bekommt eine Antwort auf Englisch. Keine Versprechen zu Preisen, Zinsen oder Lieferterminen, die wir nicht kennen.',
    personality:
      'Wie ein erfahrener Verkäufer und Serviceberater aus Düsseldorf: freundlich, direkt und ehrlich, mit rheinischer Gelassenheit, der lieber gut berät als schnell verkauft und Begriffe wie HU, eVB oder Schlussrate so erklärt, dass jeder sie versteht.',
    responseTemplates: [
      {
        scenario: valuationRequest,
        response:
          'Sehr gern bewerten wir Ihr Auto, ob Sie es bei uns in Zahlung geben oder einfach verkaufen möchten, egal welche Marke, welches Alter und welcher Zustand. Für einen Richtpreis innerhalb von 24 Stunden schicken Sie uns bitte: ein Foto des Fahrzeugscheins (Zulassungsbescheinigung Teil I), den aktuellen Kilometerstand, 6 bis 8 Fotos (von vorn, hinten, beiden Seiten, Innenraum, Tacho mit eingeschaltetem Motor und eventuelle Schäden), ob das Scheckheft gepflegt ist, wie viele Schlüssel es gibt, wann die nächste HU fällig ist und ob noch eine Finanzierung läuft. Am einfachsten per WhatsApp an 0152 0417 3388 oder per E-Mail an ankauf@autohaus-rheinknie.example. Den verbindlichen Preis nennen wir nach einer kostenlosen Besichtigung bei uns, ca. 30 Minuten, Montag bis Samstag ohne Termin.',
      },
    ],
  },
  qa: [
    german(
      newCars,
      'Als Kia-Vertragshändler verkaufen wir das komplette Kia-Programm als Neuwagen: Picanto, Stonic, Ceed und Ceed Sportswagon, XCeed, Niro (als Hybrid, Plug-in-Hybrid und Elektroauto), Sportage, Sorento sowie die Elektromodelle EV3, EV6 und EV9. Unsere Hauspreise 2026 beginnen bei 15.990 € für den Picanto; den Stonic gibt es ab 21.490 €, den Sportage ab 35.490 € und den EV3 ab 35.990 €, jeweils zuzüglich 990 € Überführung. Im Showroom stehen rund 25 Neuwagen, etwa 40 weitere sind sofort ab Lager lieferbar. Jeder Kia-Neuwagen hat 7 Jahre Herstellergarantie. Andere Marken verkaufen wir nur als Gebrauchtwagen.',
    ),
    german(
      usedCars,
      'Auf unserem Hof stehen ständig 80 bis 100 Gebrauchtwagen aller Marken, von VW, Opel, Ford, Toyota, Hyundai und Skoda bis BMW, Mercedes-Benz und Audi, dazu natürlich junge Kia. Die meisten sind 1 bis 8 Jahre alt und kosten zwischen etwa 5.000 € und 45.000 €. Jedes Auto durchläuft vor dem Verkauf unseren 110-Punkte-Check in der eigenen Werkstatt, bekommt einen frischen Service und hat mindestens 12 Monate HU. Bekannte Vorschäden schreiben wir in den Kaufvertrag, den Kilometerstand prüfen wir anhand des Serviceheftes. Den aktuellen Bestand mit Fotos und Preisen finden Sie auf unserer Website und bei mobile.de. Er ändert sich täglich: Fragen Sie vor der Anfahrt kurz nach, ob Ihr Wunschauto noch da ist.',
    ),
    german(
      testDrive,
      'Ja, mit jedem Neu- und Gebrauchtwagen, der bei uns auf dem Hof steht, und mit unseren Vorführwagen aller Kia-Modelle, auch den Elektroautos. Eine Probefahrt dauert in der Regel 30 bis 60 Minuten; Sie fahren allein oder mit einem Verkäufer. Bringen Sie Ihren Führerschein und Ihren Personalausweis oder Reisepass mit. Sie müssen mindestens 21 Jahre alt sein und den Führerschein seit mindestens einem Jahr haben. Am besten buchen Sie einen Termin online, telefonisch oder per WhatsApp, dann steht das Auto gewaschen und vollgetankt bzw. geladen bereit. Ohne Termin geht es auch, wenn das Auto gerade frei ist und ein Verkäufer Zeit hat; samstags ist es oft voll. Wer ein Auto im Alltag testen möchte, kann es übers Wochenende mitnehmen (Freitag 17 Uhr bis Montag 9 Uhr) für 49 €, die beim Kauf angerechnet werden.',
    ),
    german(
      financing,
      'Ja. Neuwagen finanzieren wir über die Kia Finance, Gebrauchtwagen über unsere Partnerbank, mit Laufzeiten von 12 bis 84 Monaten. Sie haben die Wahl zwischen der klassischen Finanzierung mit gleichbleibenden Raten bis zum Schluss und der Drei-Wege-Finanzierung mit niedrigeren Raten und einer Schlussrate: Am Ende behalten Sie das Auto und zahlen die Schlussrate (auch in Raten), oder Sie geben es zum vorher festgelegten Wert an uns zurück, oder Sie tauschen es gegen ein neues. Der effektive Jahreszins beginnt 2026 bei 3,99 % für Neuwagen (bei Aktionsmodellen ab 1,99 %) und bei 5,49 % für Gebrauchtwagen. Eine Anzahlung ist möglich, aber kein Muss. Beispiel: Kia Sportage für 35.490 €, 7.000 € Anzahlung, 36 Monate, 10.000 km pro Jahr, Schlussrate 19.800 €, monatliche Rate 319 €. Die Bank entscheidet meist innerhalb von 30 Minuten; Sie brauchen Personalausweis, die letzten zwei Gehaltsabrechnungen und Ihre IBAN. Sondertilgungen sind jederzeit kostenlos möglich.',
    ),
    german(
      leasing,
      'Ja, Privatleasing und Gewerbeleasing für alle Kia-Neuwagen über Kia Leasing, mit 24 bis 48 Monaten Laufzeit und 5.000 bis 30.000 km pro Jahr. Beispiele für Privatkunden bei 36 Monaten, 10.000 km pro Jahr und ohne Anzahlung, zuzüglich 990 € Überführung: Picanto ab 159 €, Stonic ab 199 €, EV3 ab 279 €, Sportage ab 329 € im Monat. Gewerbekunden bekommen Netto-Raten und auf Wunsch ein Full-Service-Paket mit Wartung, Verschleißteilen und Reifen. Junge Gebrauchtwagen bis 3 Jahre können Sie ebenfalls leasen. Vor dem Vertrag prüft die Leasingbank Ihre Bonität (Schufa). Am Ende der Laufzeit geben Sie das Auto bei uns zurück; Mehrkilometer kosten 8 Cent, Minderkilometer werden mit 4 Cent pro km erstattet.',
    ),
    german(
      tradeIn,
      'Ja, wir nehmen Autos aller Marken in Zahlung, auch ältere Autos, Autos mit hohem Kilometerstand, mit Schäden oder mit einer noch laufenden Finanzierung; die Restschuld lösen wir dann direkt bei Ihrer Bank ab. Schicken Sie uns Fotos, den Kilometerstand und ein Foto des Fahrzeugscheins, dann nennen wir Ihnen innerhalb von 24 Stunden einen Richtpreis. Den verbindlichen Preis machen wir nach einer kostenlosen Bewertung bei uns (ca. 30 Minuten). Er richtet sich nach Zustand, Ausstattung und aktuellem Marktwert und gilt bis zur Übergabe Ihres neuen Autos, wenn Sie bis dahin nicht mehr als 1.000 km fahren und kein neuer Schaden dazukommt. Der Betrag wird auf den Kaufpreis angerechnet. Ihr altes Auto fahren Sie weiter, bis das neue da ist, und die Abmeldung übernehmen wir kostenlos.',
    ),
    german(
      carPurchase,
      'Ja, wir kaufen Autos aller Marken an, auch wenn Sie bei uns kein neues kaufen. Die Bewertung ist kostenlos und unverbindlich, ohne Termin, Montag bis Samstag während der Öffnungszeiten des Verkaufs. Nehmen Sie unser Angebot an, überweisen wir den Betrag noch am selben Tag per Echtzeitüberweisung und melden das Auto kostenlos ab. Bitte bringen Sie mit: Zulassungsbescheinigung Teil I und Teil II, alle Schlüssel, das Serviceheft, den letzten HU-Bericht und Ihren Personalausweis. Autos über 12 Jahre oder mit mehr als 200.000 km, mit Motor- oder Getriebeschaden kaufen wir ebenfalls, allerdings nur zum Händler- bzw. Exportpreis.',
    ),
    german(
      newWarranty,
      'Jeder Kia-Neuwagen hat 7 Jahre Herstellergarantie bis 150.000 km; in den ersten 3 Jahren gilt sie ohne Kilometerbegrenzung. Auf den Lack gibt es 5 Jahre bis 150.000 km, gegen Durchrostung 12 Jahre. Die Hochvoltbatterie der Elektro- und Hybridmodelle ist ebenfalls 7 Jahre bzw. 150.000 km garantiert, mit mindestens 70 % Restkapazität. Die Garantie gilt europaweit und geht beim Verkauf auf den nächsten Besitzer über. Voraussetzung ist, dass das Auto nach Herstellervorgabe gewartet wird, in der Regel einmal im Jahr oder alle 15.000 km, bei uns zum Festpreis. Verschleißteile wie Bremsbeläge, Reifen und Wischerblätter sind nicht enthalten. Zusätzlich haben Sie uns gegenüber 2 Jahre gesetzliche Sachmängelhaftung.',
    ),
    german(
      usedWarranty,
      'Ja. Als Privatkunde haben Sie bei jedem Gebrauchtwagen von uns 12 Monate gesetzliche Sachmängelhaftung. Zusätzlich bekommen Autos bis 8 Jahre und 150.000 km eine 12-monatige Gebrauchtwagengarantie kostenlos dazu. Sie deckt Motor, Getriebe, Kraftübertragung, Lenkung, Bremsanlage, Kraftstoffanlage, Elektrik und Klimaanlage, ohne Selbstbeteiligung bis zum Fahrzeugwert; bei Materialkosten beteiligen Sie sich je nach Kilometerstand anteilig. Sie können die Garantie auf 24 Monate (290 €) oder 36 Monate (490 €) verlängern; für Autos über 8 Jahre kostet die 12-monatige Garantie 390 €. Junge Kia-Gebrauchtwagen haben meist noch die restliche Kia-Herstellergarantie. Gewerbekunden kaufen Gebrauchtwagen ohne Sachmängelhaftung, können die Garantie aber dazukaufen.',
    ),
    german(
      workshop,
      'Ja. Unsere Werkstatt ist Kia-Vertragswerkstatt, wartet und repariert aber Autos aller Marken, mit 8 Hebebühnen und 11 Kfz-Mechatronikern. Wir machen Inspektionen nach Herstellervorgabe (auch bei anderen Marken bleibt die Herstellergarantie erhalten), Ölwechsel, Bremsen, Kupplung, Zahnriemen, Auspuff, Stoßdämpfer, Klimaservice, Fehlerdiagnose, Hochvolt-Arbeiten an Hybrid- und Elektroautos, Scheibenreparatur und -tausch sowie Karosserie und Lack. Der Stundensatz beträgt 139 €, für alle Marken gleich; Inspektionen für Kia machen wir zum Festpreis. Vor jeder Reparatur bekommen Sie einen Kostenvoranschlag, und zusätzliche Arbeiten machen wir nur nach Ihrer Freigabe. Termine online, telefonisch oder per WhatsApp, meist innerhalb einer Woche; Kleinigkeiten wie eine Glühlampe oder Wischerblätter auch ohne Termin. Die Werkstatt ist Montag bis Freitag von 7 bis 18 Uhr und samstags von 8 bis 13 Uhr geöffnet.',
    ),
    german(
      courtesyCar,
      'Ja, bitte reservieren Sie ihn gleich bei der Terminbuchung, denn wir haben 12 Ersatzwagen. Ein Kia Picanto oder Stonic kostet 19 € pro Tag inklusive 100 km, jeder weitere Kilometer 0,25 €. Bei Garantiereparaturen an Kia-Fahrzeugen und bei Unfallreparaturen, die wir mit der Versicherung abrechnen, ist der Ersatzwagen kostenlos. Sie brauchen Ihren Führerschein (seit mindestens einem Jahr) und Ihren Personalausweis. Bitte bringen Sie ihn vollgetankt bzw. geladen zurück, so wie Sie ihn bekommen haben. Statt eines Ersatzwagens können Sie auch unseren Hol- und Bringservice nutzen: Wir holen Ihr Auto im Stadtgebiet Düsseldorf zu Hause oder bei der Arbeit ab und bringen es zurück, für 39 €.',
    ),
    german(
      inspection,
      'Ja. Ein Prüfingenieur kommt jeden Dienstag und Donnerstag von 8 bis 12 Uhr zu uns ins Haus. Die Hauptuntersuchung mit Abgasuntersuchung (HU/AU) kostet 159 € für Pkw, egal ob Benziner, Diesel, Hybrid oder Elektro. Für 29 € machen wir vorher einen Vorab-Check; reparieren wir danach, wird er angerechnet. Fällt das Auto durch, beheben wir die Mängel direkt in unserer Werkstatt, und die Nachprüfung innerhalb eines Monats kostet 25 €. Die HU lässt sich gut mit der Inspektion am selben Tag verbinden. Ist die HU mehr als 2 Monate überzogen, schreibt das Gesetz eine erweiterte Prüfung vor, die 20 % mehr kostet; fahren dürfen Sie bis zur Prüfung, riskieren bei einer Kontrolle aber ein Bußgeld. Bitte buchen Sie einen Termin.',
    ),
    german(
      tyres,
      'Ja. Der Radwechsel (Kompletträder) kostet 39 €. Mit Einlagerung der anderen Räder zahlen Sie 89 € pro Saison: Wir waschen die Räder, prüfen Profil und Luftdruck und lagern sie bis zum nächsten Wechsel bei uns ein. Sollen Reifen auf die Felgen gezogen werden (Montage und Wuchten von 4 Reifen), kostet das 79 € bis 18 Zoll und 99 € ab 19 Zoll. Neue Reifen aller großen Marken bekommen Sie zum Tagespreis, Winterkompletträder für alle Kia-Modelle haben wir auf Lager. Faustregel: Winterreifen von Oktober bis Ostern. Im Oktober, November, März und April sind die Termine schnell weg, buchen Sie also früh; an den Samstagen dieser Monate wechseln wir Räder auch ohne Termin.',
    ),
    german(
      accident,
      'Ja, in unserer eigenen Karosserie- und Lackierwerkstatt, für alle Marken. Hat ein anderer den Unfall verschuldet, haben Sie das Recht auf eine Werkstatt Ihrer Wahl: Wir vermitteln einen unabhängigen Gutachter, rechnen direkt mit der gegnerischen Versicherung ab und stellen Ihnen für die Dauer der Reparatur kostenlos einen Ersatzwagen; Sie zahlen nichts. Bei einem Kaskoschaden rechnen wir mit Ihrer Versicherung ab, und Sie zahlen nur Ihre Selbstbeteiligung. Kleine Schäden beheben wir mit Smart Repair: Parkdellen ohne Lackieren ab 89 €, Kratzer ab 149 €, Steinschlag in der Frontscheibe 79 € (mit Teilkasko meist kostenlos). Bringen Sie Fotos vom Schaden und, wenn vorhanden, den Unfallbericht oder die Daten des Unfallgegners mit.',
    ),
    german(
      registration,
      'Ja, unser Zulassungsservice meldet Ihr neues oder gebrauchtes Auto bei der Zulassungsstelle Düsseldorf an: 149 € inklusive Kennzeichen, zuzüglich der Gebühren der Zulassungsstelle von etwa 30 €. Ein Wunschkennzeichen reservieren wir gern für Sie (12,80 € Gebühr). Wir brauchen von Ihnen: Personalausweis oder Reisepass mit Meldebescheinigung, ein SEPA-Lastschriftmandat für die Kfz-Steuer mit Ihrer IBAN und die eVB-Nummer Ihrer Kfz-Versicherung; bei Firmen zusätzlich die Gewerbeanmeldung oder einen Handelsregisterauszug. Wohnen Sie in Neuss, Meerbusch, Ratingen oder im Kreis Mettmann, melden wir das Auto auch dort an. Die Zulassung dauert 1 bis 3 Werktage. Die Abmeldung Ihres alten Autos kostet 39 €, bei Inzahlungnahme oder Ankauf ist sie kostenlos.',
    ),
    german(
      delivery,
      'Ja. Im Stadtgebiet Düsseldorf bringen wir Ihr Auto zugelassen und vollgetankt bzw. geladen bis vor Ihre Haustür, für 99 €. Im Umkreis von 50 km, etwa nach Neuss, Ratingen, Krefeld, Duisburg oder Leverkusen, kostet die Lieferung 199 €, weiter weg 1,50 € pro Kilometer (einfache Strecke). Bei der Übergabe erklärt Ihnen unser Mitarbeiter das Auto in Ruhe, etwa 45 Minuten. Voraussetzung ist, dass der Kaufpreis vorher vollständig bezahlt oder die Finanzierung genehmigt ist. Natürlich können Sie Ihr Auto auch kostenlos bei uns abholen, mit Übergabe in unserem Auslieferungsraum.',
    ),
    german(
      payment,
      'Bestellen Sie einen Neuwagen ab Werk, leisten Sie bei der Bestellung eine Anzahlung von 10 % des Kaufpreises, mindestens 1.000 €. Für Autos, die bei uns auf dem Hof stehen, brauchen wir keine Anzahlung, außer Sie möchten ein Auto länger reservieren. Den restlichen Kaufpreis zahlen Sie vor der Übergabe per Überweisung (er muss bei der Übergabe auf unserem Konto sein, am schnellsten per Echtzeitüberweisung) oder über eine Finanzierung. Bar nehmen wir bis 9.999 € an, mit EC- oder Kreditkarte bis 5.000 €, zum Beispiel für die Anzahlung. Werkstattrechnungen zahlen Sie bei der Abholung bar, mit Karte, Apple Pay oder Google Pay. Schecks nehmen wir nicht an.',
    ),
    german(
      deliveryTime,
      'Autos, die bei uns auf Lager stehen, sind in 3 bis 5 Werktagen zugelassen und abholbereit. Bestellen Sie ein Auto mit Wunschausstattung ab Werk, dauert es in der Regel 3 bis 6 Monate: Picanto und Stonic etwa 3 Monate, Ceed und Sportage aus dem Werk in der Slowakei 3 bis 4 Monate, die Elektromodelle EV3, EV6 und EV9 aus Korea 4 bis 6 Monate. Den voraussichtlichen Liefertermin schreiben wir als Kalenderwoche in die Bestellung; er ist unverbindlich. Sobald Ihr Auto gebaut und unterwegs ist, melden wir uns. Wird der Liefertermin um mehr als 6 Wochen überschritten, können Sie uns eine angemessene Nachfrist setzen und nach deren Ablauf vom Kaufvertrag zurücktreten; Ihre Anzahlung bekommen Sie dann vollständig zurück.',
    ),
    german(
      electric,
      'Ja: die Kia EV3, EV6 und EV9 und den Niro EV als reine Elektroautos, dazu Niro, Sportage und Sorento als Plug-in-Hybrid. Jedes Modell können Sie Probe fahren, auch übers Wochenende, um das Laden im Alltag zu testen. Zu Hause empfehlen wir eine Wallbox mit 11 kW: Damit ist ein EV3 über Nacht voll. Unser Partner-Elektriker, Elektro Jansen aus Düsseldorf-Bilk, prüft kostenlos bei Ihnen vor Ort, was möglich ist, und installiert eine Wallbox ab 1.290 € inklusive Montage bis 10 m Kabelweg. In einer Mietwohnung oder Eigentumswohnung haben Sie einen gesetzlichen Anspruch darauf, dass Vermieter bzw. Eigentümergemeinschaft eine Wallbox erlauben; die Kosten tragen Sie. Unterwegs laden Sie mit der Ladekarte Kia Charge an fast allen öffentlichen Ladesäulen. Bei uns auf dem Hof gibt es 4 Ladepunkte, 2 davon Schnelllader mit 150 kW.',
    ),
    german(
      location,
      'Sie finden uns an der Völklinger Straße 88, 40221 Düsseldorf, im Hafen, nahe dem Stadttor. Mit der Straßenbahn 706 oder 709 bis zur Haltestelle Stadttor und dann 6 Minuten zu Fuß; vom Hauptbahnhof sind es etwa 15 Minuten. Kundenparkplätze haben wir direkt vor dem Haus, kostenlos. Der Verkauf ist Montag bis Freitag von 9 bis 19 Uhr und samstags von 9 bis 16 Uhr geöffnet, Werkstatt und Teiledienst Montag bis Freitag von 7 bis 18 Uhr und samstags von 8 bis 13 Uhr. Sonntags ist von 11 bis 16 Uhr Schautag: Sie können sich die Autos ansehen, aber Beratung, Verkauf und Probefahrten sind am Sonntag nicht erlaubt. An Rosenmontag ist das ganze Haus geschlossen. Telefon 0211 5380 470, WhatsApp 0152 0417 3388, E-Mail info@autohaus-rheinknie.example.',
    ),
    german(
      returns,
      'Kaufen Sie ein Auto bei uns im Autohaus, gibt es kein gesetzliches Widerrufsrecht: Der Kaufvertrag ist mit Ihrer Unterschrift verbindlich, nehmen Sie sich also Zeit für die Probefahrt. Haben Sie den Vertrag dagegen nur per Telefon, E-Mail oder online geschlossen, ohne bei uns gewesen zu sein, können Sie als Verbraucher innerhalb von 14 Tagen nach der Übergabe ohne Angabe von Gründen widerrufen; für Zulassung und gefahrene Kilometer zahlen Sie dann Wertersatz. Bei Gebrauchtwagen gilt außerdem unser Umtauschversprechen: Innerhalb von 7 Tagen und 300 km tauschen wir Ihr Auto gegen ein anderes aus unserem Bestand. Hat das Auto einen Mangel, reparieren wir ihn im Rahmen der Sachmängelhaftung; gelingt das nach zwei Versuchen nicht, können Sie vom Kauf zurücktreten oder den Preis mindern.',
    ),
    german(
      reservation,
      'Ja. Ein Auto aus unserem Bestand reservieren wir kostenlos bis zum Ende des nächsten Werktags, etwa damit Sie in Ruhe zur Probefahrt kommen können. Länger, bis zu 7 Tage, reservieren wir gegen eine Anzahlung von 500 €, die auf den Kaufpreis angerechnet wird. Kaufen Sie das Auto doch nicht, bekommen Sie die 500 € zurück, abzüglich 100 € Bearbeitungsgebühr. Reservieren können Sie per Telefon, WhatsApp oder über den Button „Reservieren“ auf unserer Website; die Anzahlung überweisen Sie oder zahlen sie per Karte bei uns.',
    ),
    german(
      demoCars,
      'Ja, meist 10 bis 20 Stück. Vorführwagen sind Kia, mit denen unsere Kunden Probe gefahren sind: 3 bis 12 Monate alt, mit 3.000 bis 15.000 km. Tageszulassungen sind Neuwagen, die kurz auf uns zugelassen waren, mit höchstens 50 km. Beide sind 15 bis 25 % günstiger als der Neuwagen, gepflegt, und haben die volle restliche Herstellergarantie ab der Erstzulassung. Rechtlich sind es Gebrauchtwagen: Sie werden als zweiter Halter eingetragen. Die aktuellen Angebote finden Sie auf unserer Website unter „Junge Kia“; sie sind schnell weg.',
    ),
    english(
      englishStaff,
      'Yes. Aylin in our sales team grew up in London, and Jonas at the service desk lived in Toronto for five years; most of the team gets by in English. Just write to us in English on WhatsApp or by email. Sales, financing and leasing contracts are legally in German, but we give you an English translation of our standard contract and terms, and we go through everything with you before you sign. We are also happy to explain the things that are new for many people in Germany: registration, the eVB insurance number, vehicle tax and the HU (the German MOT).',
    ),
    english(
      newcomers,
      'Buying: yes, anyone can buy a car from us. To register it in Düsseldorf, you need to be registered at an address in Germany (the Anmeldung, shown on your Meldebescheinigung), a bank account for the vehicle tax direct debit and an eVB number from a German insurer. Financing and leasing are decided by the banks, and they usually ask for: residence in Germany, a German bank account, an employment contract past its probation period, and, for non-EU citizens, a residence permit that runs at least until the end of the contract. If you have only just arrived and have no Schufa history yet, a down payment of about 30 % often helps; international students usually buy outright. When you leave Germany, we buy your car back: bring it in a few weeks before you move and we pay the same day.',
    ),
    english(
      foreignLicence,
      'Licences from EU and EEA countries are valid in Germany without any time limit. Licences from other countries (for example the UK, the USA, India or Turkey) are valid for 6 months after you register your residence in Germany; after that you must exchange it at the driving licence office of the Straßenverkehrsamt Düsseldorf. Depending on the country, the exchange is a formality or requires a theory and a practical test, so start early. For a test drive or a courtesy car with us, bring your original licence, with an international driving permit or an official German translation if it is not an EU licence, and your passport. You must be at least 21 and have held your licence for at least one year.',
    ),
    english(
      studentCars,
      'Yes. We usually have 10 to 15 cars under 8,000 € on the lot, typically a Kia Picanto, VW Polo, Opel Corsa, Toyota Yaris or Ford Fiesta, 8 to 12 years old. Every one has been checked in our workshop and sold with at least 12 months left on the HU and 12 months of statutory liability for defects. Small cars like these are cheap to insure and to tax. Students of the Heinrich-Heine-Universität and the Hochschule Düsseldorf get 10 % off workshop labour with a valid student ID. Financing for students usually needs a guarantor, such as a parent with an income in Germany.',
    ),
    english(
      leaseEnd,
      'About 3 months before your lease ends, we contact you. Bring the car back to us with both keys, the service booklet, the registration certificate (part I), the charging cable and all accessories that came with it. An independent assessor inspects the car with you and writes a report. Normal wear and tear is fine, such as small stone chips or light scratches that do not go through the paint; damage beyond that, such as dents, torn seats or kerbed wheels, is charged according to the Kia Leasing return guidelines. Extra kilometres cost 8 cents each, and unused kilometres are refunded at 4 cents, beyond a tolerance of 2,500 km. We offer a free pre-check 6 weeks before the return, so you can have small damage repaired at our prices first. You can also extend the lease by up to 12 months, buy the car, or lease a new one.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'German',
      text: `PREISLISTE 2026 – Autohaus am Rheinknie GmbH, Völklinger Straße 88, 40221 Düsseldorf
Alle Preise in Euro inklusive 19 % MwSt., gültig ab 1. Januar 2026. Änderungen und Irrtümer vorbehalten. Aktuelle Aktionen und Sonderkonditionen auf Anfrage.

Kia-Neuwagen (Hauspreise, Basisausstattung, zzgl. Überführung und Auslieferung 990 €)
- Picanto 1.0 (63 PS): ab 15.990 €
- Stonic 1.0 T-GDI (100 PS): ab 21.490 €
- Ceed 1.5 T-GDI (140 PS): ab 25.990 €; Ceed Sportswagon: ab 26.990 €
- XCeed 1.5 T-GDI: ab 28.490 €
- Niro Hybrid: ab 32.990 €; Niro Plug-in-Hybrid: ab 38.490 €; Niro EV: ab 39.990 €
- Sportage 1.6 T-GDI: ab 35.490 €; Sportage Hybrid: ab 40.990 €; Sportage Plug-in-Hybrid: ab 45.490 €
- Sorento Hybrid: ab 52.990 €
- EV3 (58,3 kWh): ab 35.990 €
- EV6 (63 kWh): ab 46.990 €
- EV9: ab 66.990 €
- Vorführwagen und Tageszulassungen: 15 bis 25 % unter dem Neupreis, je nach Alter und Kilometerstand

Probefahrt
- Probefahrt bis 60 Minuten: kostenlos
- Probefahrt übers Wochenende (Freitag 17 Uhr bis Montag 9 Uhr): 49 €, wird beim Kauf angerechnet
- Selbstbeteiligung bei einem selbst verschuldeten Schaden während der Probefahrt: 1.000 €

Finanzierung und Leasing (Beispiele, Bonität vorausgesetzt)
- Finanzierung Neuwagen: effektiver Jahreszins ab 3,99 %, Aktionsmodelle ab 1,99 %; Gebrauchtwagen ab 5,49 %; Laufzeit 12 bis 84 Monate
- Drei-Wege-Finanzierung Sportage 1.6 T-GDI: Kaufpreis 35.490 €, Anzahlung 7.000 €, 36 Monate, 10.000 km/Jahr, Schlussrate 19.800 €, Monatsrate 319 €
- Privatleasing, 36 Monate, 10.000 km/Jahr, ohne Anzahlung, zzgl. Überführung: Picanto 159 €, Stonic 199 €, EV3 279 €, Sportage 329 € im Monat
- Mehrkilometer: 8 Cent/km; Minderkilometer: Erstattung 4 Cent/km (ab 2.500 km Abweichung)

Gebrauchtwagen-Garantie
- 12 Monate Gebrauchtwagengarantie für Autos bis 8 Jahre und 150.000 km: inklusive
- Verlängerung auf 24 Monate: 290 €; auf 36 Monate: 490 €
- 12 Monate Garantie für Autos über 8 Jahre: 390 €

Ankauf und Inzahlungnahme
- Fahrzeugbewertung für Inzahlungnahme oder Ankauf, alle Marken: kostenlos und unverbindlich
- Auszahlung beim Ankauf: am selben Tag per Echtzeitüberweisung

Zulassung und Auslieferung
- Zulassungsservice (Anmeldung inkl. Kennzeichen): 149 €, zzgl. Gebühren der Zulassungsstelle (ca. 30 €)
- Wunschkennzeichen: + 12,80 € Gebühr
- Abmeldung: 39 €; kostenlos bei Inzahlungnahme oder Ankauf
- Kurzzeitkennzeichen (5 Tage, inkl. Versicherung) für Überführungsfahrten: 149 €
- Lieferung nach Hause im Stadtgebiet Düsseldorf: 99 €
- Lieferung im Umkreis bis 50 km: 199 €; darüber 1,50 € pro km (einfache Strecke)
- Abholung im Autohaus mit Fahrzeugeinweisung: kostenlos

Werkstatt (alle Marken)
- Stundensatz Mechanik und Elektrik: 139 €; Karosserie und Lack: 149 €; Hochvolt-Arbeiten: 159 €
- Studierende (HHU, Hochschule Düsseldorf) mit gültigem Ausweis: 10 % auf den Arbeitslohn
- Inspektion zum Festpreis inkl. Öl und Filter, Kia: Picanto und Stonic 249 €; Ceed, XCeed und Niro 299 €; Sportage und Sorento 349 €; EV3, EV6, EV9 und Niro EV 199 €
- Inspektion anderer Marken: nach Herstellervorgabe, auf Kostenvoranschlag
- Ölwechsel inkl. Filter und bis 5 l Markenöl: ab 119 €
- Bremsflüssigkeitswechsel: 79 €
- Klimaservice (Kältemittel absaugen und auffüllen, Dichtheitsprüfung): 129 €; mit Desinfektion: 159 €
- Fehlerspeicher auslesen und Diagnose: 49 €, wird bei Reparatur angerechnet
- Achsvermessung: 99 €
- Batterietest: kostenlos; Starterbatterie mit Einbau: ab 149 €
- Urlaubs- oder Wintercheck (25 Punkte): 19 €

HU und AU
- Hauptuntersuchung mit Abgasuntersuchung, Pkw: 159 €
- Vorab-Check: 29 €, wird bei Reparatur angerechnet
- Nachprüfung innerhalb eines Monats: 25 €
- HU mehr als 2 Monate überzogen: + 20 %

Reifen
- Radwechsel (Kompletträder): 39 €
- Radwechsel mit Einlagerung der anderen Räder (inkl. Wäsche, Profil- und Luftdruckprüfung): 89 € pro Saison
- Reifen montieren und wuchten, 4 Reifen: 79 € bis 18 Zoll, 99 € ab 19 Zoll
- Reifendrucksensor anlernen: 15 € pro Sensor
- Altreifenentsorgung: 4 € pro Reifen
- Winterkompletträder: Picanto ab 549 €, Ceed ab 790 €, Sportage ab 1.090 €

Karosserie und Smart Repair
- Parkdelle ohne Lackieren: ab 89 €
- Kratzer ausbessern: ab 149 €
- Steinschlagreparatur Frontscheibe: 79 € (bei Teilkasko meist kostenlos)
- Frontscheibe tauschen: ab 490 €
- Unfallreparatur: nach Gutachten bzw. Kostenvoranschlag, Abrechnung direkt mit der Versicherung

Mobilität
- Werkstattersatzwagen (Picanto oder Stonic): 19 € pro Tag inkl. 100 km, jeder weitere km 0,25 €
- Ersatzwagen kostenlos bei Kia-Garantiereparaturen und bei Unfallreparaturen, die über die Versicherung abgerechnet werden
- Hol- und Bringservice im Stadtgebiet Düsseldorf: 39 € (hin und zurück)

Elektromobilität
- Wallbox 11 kW mit Installation durch unseren Partner-Elektriker, inkl. Montage bis 10 m Kabelweg: ab 1.290 €
- Vor-Ort-Check für die Wallbox: kostenlos
- Laden am Schnelllader auf unserem Hof: für Kunden während des Werkstattbesuchs kostenlos, sonst 0,49 €/kWh`,
    },
    {
      title: terms,
      language: 'German',
      text: `Allgemeine Geschäftsbedingungen der Autohaus am Rheinknie GmbH für Fahrzeugverkauf und Werkstatt (Stand: 1. Januar 2026)

1. Geltungsbereich
Diese Bedingungen gelten für den Verkauf von Neu- und Gebrauchtwagen, die Inzahlungnahme, Probefahrten, Reservierungen und Werkstattaufträge. „Verbraucher“ ist, wer das Fahrzeug oder die Leistung überwiegend privat nutzt; „Unternehmer“, wer in Ausübung seiner gewerblichen oder selbstständigen Tätigkeit handelt.

2. Bestellung und Vertragsschluss
Der Käufer ist an seine Bestellung eines Neuwagens höchstens drei Wochen gebunden, bei Fahrzeugen, die beim Verkäufer vorrätig sind, zehn Tage. Der Kaufvertrag kommt zustande, wenn der Verkäufer die Bestellung innerhalb dieser Frist schriftlich bestätigt oder das Fahrzeug ausliefert. Wird der Vertrag in den Geschäftsräumen des Verkäufers geschlossen, besteht kein gesetzliches Widerrufsrecht. Wird er ausschließlich über Fernkommunikationsmittel (Telefon, E-Mail, Internet) geschlossen, kann der Verbraucher ihn innerhalb von 14 Tagen nach Übergabe des Fahrzeugs ohne Angabe von Gründen widerrufen; für die Zulassung und die Nutzung des Fahrzeugs leistet er Wertersatz.

3. Preise und Zahlung
Es gilt der am Tag der Bestellung vereinbarte Preis. Liegen zwischen Bestellung und vereinbartem Liefertermin mehr als vier Monate und erhöht der Hersteller seine Listenpreise, darf der Verkäufer den Preis entsprechend anpassen; beträgt die Erhöhung mehr als 5 %, kann der Käufer vom Vertrag zurücktreten. Bei Bestellung eines Fahrzeugs, das nicht vorrätig ist, ist eine Anzahlung von 10 % des Kaufpreises, mindestens 1.000 €, fällig. Der Restkaufpreis ist bei Übergabe des Fahrzeugs fällig, spätestens acht Tage nach Zugang der Bereitstellungsanzeige. Barzahlungen werden bis 9.999 € angenommen, Kartenzahlungen bis 5.000 €; Schecks werden nicht angenommen.

4. Lieferung und Lieferverzug
Liefertermine sind unverbindlich, sofern sie nicht ausdrücklich schriftlich als verbindlich vereinbart sind. Überschreitet der Verkäufer einen unverbindlichen Liefertermin um mehr als sechs Wochen, kann der Käufer ihn schriftlich auffordern, innerhalb einer angemessenen Nachfrist zu liefern. Nach fruchtlosem Ablauf der Nachfrist kann der Käufer vom Vertrag zurücktreten; geleistete Anzahlungen werden dann unverzüglich und vollständig erstattet.

5. Abnahme
Der Käufer nimmt das Fahrzeug innerhalb von 14 Tagen nach Zugang der Bereitstellungsanzeige ab. Danach kann der Verkäufer ein Standgeld von 15 € pro Tag berechnen. Nimmt der Käufer das Fahrzeug trotz Mahnung nicht ab, kann der Verkäufer vom Vertrag zurücktreten und 15 % des Kaufpreises als Schadensersatz verlangen, es sei denn, der Käufer weist einen geringeren Schaden nach.

6. Eigentumsvorbehalt
Das Fahrzeug bleibt bis zur vollständigen Bezahlung des Kaufpreises Eigentum des Verkäufers. Bis dahin behält der Verkäufer die Zulassungsbescheinigung Teil II (Fahrzeugbrief). Wird das Fahrzeug finanziert oder geleast, verwahrt die finanzierende Bank bzw. die Leasinggesellschaft die Zulassungsbescheinigung Teil II bis zum Ende des Vertrags; nach der letzten Rate wird sie dem Käufer zugeschickt.

7. Inzahlungnahme
Der Käufer versichert, dass er Eigentümer des in Zahlung gegebenen Fahrzeugs ist und dass seine Angaben zu Unfällen, Schäden und Kilometerstand richtig sind. Der vereinbarte Anrechnungspreis gilt, wenn das Fahrzeug bei der Übergabe im beschriebenen Zustand ist und bis dahin nicht mehr als 1.000 km zusätzlich gefahren wurde. Bei neuen Schäden oder höherer Laufleistung wird das Fahrzeug neu bewertet. Eine laufende Finanzierung löst der Verkäufer gegen Anrechnung auf den Preis ab.

8. Sachmängelhaftung
Bei Neuwagen haftet der Verkäufer für Sachmängel zwei Jahre ab Übergabe. Bei Gebrauchtwagen beträgt die Frist gegenüber Verbrauchern ein Jahr; gegenüber Unternehmern ist die Sachmängelhaftung für Gebrauchtwagen ausgeschlossen. Zeigt sich ein Mangel innerhalb eines Jahres nach Übergabe, wird vermutet, dass er schon bei Übergabe vorhanden war. Der Käufer meldet Mängel beim Verkäufer; der Verkäufer hat zunächst das Recht zur Nacherfüllung. Schlägt die Nacherfüllung zweimal fehl, kann der Käufer vom Vertrag zurücktreten oder den Kaufpreis mindern. Ist das Fahrzeug mehr als 100 km vom Betrieb entfernt liegen geblieben, kann der Käufer nach Absprache eine andere Kia-Vertragswerkstatt bzw. Fachwerkstatt beauftragen. Natürlicher Verschleiß ist kein Sachmangel. Eine zusätzlich vereinbarte Gebrauchtwagengarantie lässt die gesetzlichen Rechte unberührt.

9. Probefahrten
Probefahrten setzen ein Mindestalter von 21 Jahren und eine seit mindestens einem Jahr gültige Fahrerlaubnis voraus; Personalausweis oder Reisepass und Führerschein sind im Original vorzulegen. Die Fahrzeuge sind vollkaskoversichert; bei einem vom Fahrer verschuldeten Schaden trägt er eine Selbstbeteiligung von 1.000 €. Bußgelder, Mautgebühren und Parkgebühren trägt der Fahrer. Fahrten ins Ausland sind nur nach Absprache erlaubt. In den Fahrzeugen wird nicht geraucht.

10. Reservierung
Fahrzeuge aus dem Bestand werden kostenlos bis zum Ende des nächsten Werktags reserviert. Längere Reservierungen bis sieben Tage sind gegen eine Anzahlung von 500 € möglich, die auf den Kaufpreis angerechnet wird. Kommt kein Kaufvertrag zustande, wird die Anzahlung abzüglich einer Bearbeitungsgebühr von 100 € erstattet.

11. Werkstattaufträge
Auf Wunsch erstellt der Betrieb vor der Reparatur einen schriftlichen Kostenvoranschlag; er ist vier Wochen gültig. Arbeiten, die den Kostenvoranschlag um mehr als 15 % überschreiten oder die nicht beauftragt sind, führt der Betrieb nur nach Zustimmung des Kunden aus. Ausgebaute Altteile werden auf Wunsch ausgehändigt, sofern sie nicht im Austausch an den Hersteller zurückgehen. Der Kunde holt sein Fahrzeug innerhalb von drei Werktagen nach der Fertigmeldung ab; danach wird ein Standgeld von 15 € pro Tag berechnet. Das Fahrzeug wird nur gegen Zahlung der Rechnung herausgegeben (Werkunternehmerpfandrecht). Auf Werkstattarbeiten und eingebaute Teile besteht eine Sachmängelhaftung von einem Jahr.

12. Ersatzwagen
Werkstattersatzwagen werden an Fahrer ab 21 Jahren mit einer seit mindestens einem Jahr gültigen Fahrerlaubnis überlassen. Sie sind vollkaskoversichert mit einer Selbstbeteiligung von 1.000 €. Der Kunde gibt den Ersatzwagen mit dem gleichen Tank- bzw. Ladestand zurück; fehlender Kraftstoff wird mit 2,50 € pro Liter berechnet.

13. Streitbeilegung und Gerichtsstand
Bei Streitigkeiten aus Werkstattaufträgen kann der Kunde die Schiedsstelle für das Kraftfahrzeughandwerk Düsseldorf anrufen; für Streitigkeiten aus dem Kauf von Gebrauchtwagen die Schiedsstelle für den Kfz-Handel. Zur Teilnahme an einem Streitbeilegungsverfahren vor einer anderen Verbraucherschlichtungsstelle ist der Verkäufer nicht verpflichtet. Gerichtsstand gegenüber Kaufleuten ist Düsseldorf.`,
    },
  ],
  answerable: [
    // German paraphrases with everyday words
    {
      question: 'Kann ich den Wagen in Raten abstottern? Ich hab nicht das ganze Geld auf einmal.',
      answeredBy: [financing, prices, services],
    },
    {
      question: 'Kann ich mein Auto bei Ihnen zur Reparatur bringen, auch wenn es kein Kia ist?',
      answeredBy: [workshop, description, services],
    },
    {
      question:
        'Muss ich selbst zum Straßenverkehrsamt, oder kümmern Sie sich um die Nummernschilder?',
      answeredBy: [registration, prices, services],
    },
    {
      question: 'Bekomme ich ein Leihauto, solange mein Auto bei Ihnen in der Reparatur steht?',
      answeredBy: [courtesyCar, prices, terms, services],
    },
    {
      question:
        'Was ist, wenn ich das Auto gekauft habe und es mir nach ein paar Tagen doch nicht gefällt?',
      answeredBy: [returns, terms],
    },
    // Long messages in German, the question inside
    {
      question:
        'Hallo zusammen, wir sind eine Familie mit zwei kleinen Kindern, und unser Opel Zafira ist jetzt 14 Jahre alt und hat 230.000 km runter. Die Kupplung rutscht schon ein bisschen, und hinten links ist eine Beule vom Parkhaus. Wir haben uns in den Sportage Hybrid verguckt. Nehmen Sie so ein altes Auto überhaupt noch in Zahlung, oder muss das dafür top in Schuss sein?',
      answeredBy: [tradeIn, valuationRequest, services],
    },
    {
      question:
        'Guten Tag, meine HU ist seit drei Monaten abgelaufen, ich habe das im ganzen Stress total verschwitzt. Ich pendle jeden Tag nach Neuss und brauche das Auto dringend, es ist ein Ford Focus von 2016. Eine Kollegin meinte, Sie hätten den TÜV direkt im Haus. Kann ich die Prüfung bei Ihnen machen und, falls was ist, gleich reparieren lassen?',
      answeredBy: [inspection, prices, description, services],
    },
    {
      question:
        'Hallo, mir ist gestern an der Ampel auf der Graf-Adolf-Straße einer hinten draufgefahren, Stoßstange und Heckklappe sind hin. Der andere hat die Schuld zugegeben, und seine Versicherung will, dass ich in ihre Partnerwerkstatt fahre. Ich würde aber lieber zu Ihnen, mein Ceed war immer bei Ihnen in der Inspektion. Können Sie das reparieren, muss ich da was zahlen, und wie komme ich solange zur Arbeit?',
      answeredBy: [accident, courtesyCar, prices, services],
    },
    {
      question:
        'Moin, ich habe im September einen EV3 bei Ihnen bestellt, mit Wärmepumpe und Anhängerkupplung. Bei der Bestellung hieß es „Anfang des Jahres“, jetzt haben wir Ende Februar und ich höre nichts, und mein Verkäufer ist im Urlaub. Wie lange dauert so eine Lieferung normalerweise, und kann ich irgendwann vom Vertrag zurücktreten, wenn es noch ewig dauert?',
      answeredBy: [deliveryTime, terms],
    },
    // Typos, Rhineland speech and chat-speak, in German
    { question: 'wat kost bei euch ne inspektion fur nen picanto?? bj 2021', answeredBy: [prices] },
    {
      question: 'habt ihr auch gebrauchte bmw oder nur kia??',
      answeredBy: [usedCars, newCars, description, services],
    },
    {
      question: 'kann ich ne probefahrt machen ohne termin? bin grad in der naehe',
      answeredBy: [testDrive],
    },
    {
      question: 'isch will dat auto bis samstag reservieren, jeht dat?',
      answeredBy: [reservation, terms],
    },
    { question: 'reifenwechsel + einlagern was nehmt ihr dafuer? lg', answeredBy: [tyres, prices] },
    // One or two words, in German
    { question: 'Wallbox?', answeredBy: [electric, prices, services] },
    { question: 'Tageszulassung', answeredBy: [demoCars, prices, services] },
    // German questions, English knowledge
    {
      question:
        'Spricht bei Ihnen jemand Englisch? Meine Frau ist Amerikanerin und möchte den Kaufvertrag gern selbst verstehen.',
      answeredBy: [englishStaff, description],
    },
    {
      question:
        'Ich bin vor zwei Monaten aus Valencia nach Düsseldorf gezogen und habe hier noch keine Schufa. Kann ich trotzdem ein Auto finanzieren?',
      answeredBy: [newcomers],
    },
    {
      question:
        'Mein Führerschein ist aus der Türkei, darf ich damit bei euch Probe fahren? Wohne seit 3 Monaten hier.',
      answeredBy: [foreignLicence],
    },
    {
      question: 'Habt ihr was Günstiges für Studenten, so bis 6.000 Euro?',
      answeredBy: [studentCars, usedCars],
    },
    {
      question:
        'Mein Leasingvertrag läuft im Juni aus. Was passiert bei der Rückgabe, wenn da ein paar Kratzer an der Stoßstange sind?',
      answeredBy: [leaseEnd],
    },
    // English questions, German knowledge, in British and American everyday words
    {
      question: 'Which Kia models do you sell, and what’s the cheapest one?',
      answeredBy: [newCars, prices],
    },
    {
      question: 'Do you do part-exchange? I’ve got a 2015 Ford Focus estate.',
      answeredBy: [tradeIn, valuationRequest, prices, terms, services],
    },
    {
      question: 'Does a used car from you come with any kind of warranty?',
      answeredBy: [usedWarranty, prices, terms, services],
    },
    {
      question: 'Do you deliver? I live in Krefeld and can’t easily get to Düsseldorf.',
      answeredBy: [delivery, prices, services],
    },
    {
      question: 'How long is the manufacturer’s warranty on a new Kia?',
      answeredBy: [newWarranty, newCars],
    },
    {
      question: 'Can I lease a car as a private person, not through a company?',
      answeredBy: [leasing, prices, services],
    },
    {
      question: 'My car failed its MOT last week. Can you fix it and do the retest?',
      answeredBy: [inspection, prices, description, services],
    },
    {
      question: 'Do I have to put down a deposit when I order a new car?',
      answeredBy: [payment, terms],
    },
    {
      question: 'What’s the excess if I scratch the car on a test drive?',
      answeredBy: [prices, terms],
    },
    // A long message, in English
    {
      question:
        'Hi there, my partner and I moved to Düsseldorf from Manchester last year and we’re thinking of going electric. We rent a flat in Oberkassel with an underground car park, and the landlord hasn’t said yes or no to a charger yet. Do you sell electric cars, and can you help us get a wallbox installed?',
      answeredBy: [electric, prices, services],
    },
    // Typos and chat-speak, in English
    {
      question: 'how much 2 get my winter tyres put on and u keep the summer ones?? thx',
      answeredBy: [tyres, prices],
    },
    { question: 'r u guys open on sundays', answeredBy: [location] },
    {
      question: 'do u buy cars?? leaving germany next month, need to sell my golf asap',
      answeredBy: [carPurchase, valuationRequest, newcomers, prices, services],
    },
    // One or two words, in English
    { question: 'Extended warranty', answeredBy: [usedWarranty, prices] },
    { question: 'Smart repair?', answeredBy: [accident, prices, services] },
    // Short follow-ups and very informal ones
    { question: 'und bar bezahlen geht auch, oder wie?', answeredBy: [payment, terms] },
    {
      question: 'bis wann habt ihr heute auf? wollt nach feierabend noch vorbeikommen',
      answeredBy: [location],
    },
    {
      question: 'ok and the plates, can u guys sort that too?',
      answeredBy: [registration, prices, services],
    },
    // Answered only by a document
    {
      question: 'Wer hat eigentlich den Fahrzeugbrief, solange ich das Auto noch abbezahle?',
      answeredBy: [terms],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Vermieten Sie auch Autos? Ich bräuchte nächstes Wochenende einen Kombi für einen Umzug nach Köln.',
    'Verkaufen Sie auch Motorroller oder E-Scooter? Mein Sohn will was für den Weg zur Uni.',
    'Hallo, suchen Sie für August noch Azubis als Kfz-Mechatroniker? Ich mache gerade meinen Realschulabschluss.',
    'Machen Sie auch eine Fahrzeugaufbereitung mit Innenreinigung und Keramikversiegelung?',
    'Can you ship a car I buy from you to Lagos and handle the export paperwork and customs?',
    'Verkaufen Sie auch Kfz-Versicherungen? Ich brauche eine günstige Vollkasko für mein neues Auto.',
    'Wie beantrage ich die staatliche E-Auto-Prämie, und wie viel Geld bekomme ich dafür?',
    'Do you rent out parking spaces? I need a garage for my car near the Medienhafen.',
    // Plainly outside
    'Can you recommend a good driving school nearby? My daughter needs her licence first.',
    'Wo gibt es in der Altstadt das beste Altbier?',
  ],
};
