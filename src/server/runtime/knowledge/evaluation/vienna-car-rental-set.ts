import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Autohaus am Wienerberg, a family-run car rental in Vienna with two branches: one on the
 * Triester Straße in Favoriten, by the Wienerberg, and one in the car rental centre of Vienna
 * airport (Schwechat). It rents out about 140 vehicles (small cars, compact cars and estates,
 * 9-seater minibuses that a normal car licence allows, vans from 6 to 20 m³ for moving house,
 * and a few electric cars) by the day, the weekend, the week or the month, with the motorway
 * vignette and, in winter, winter tyres always included; it allows trips to Hungary, Slovakia
 * and Czechia with a cross-border package, takes deposits on credit or debit cards, rents to
 * young drivers from 19, lends child seats, and does one-way rentals between its branches and
 * to Graz, Linz and Salzburg. Its customers write in German (Viennese and other Austrians,
 * some of them in dialect, and Bavarian tourists) and in English (tourists landing at the
 * airport, expats living in Vienna, international students moving flats). The owner wrote the
 * briefing in German, most Q&A pairs in German and a few in English (a licence from outside
 * the EU, finding the airport desk, driving and parking in Vienna, the student discount,
 * English at the counter), added one custom response for moving-van quote requests, and pasted
 * the 2026 price list and the general rental terms, both in German.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday or regional words ("a kleines Auto", "Pickerl" for the vignette, "Kastenwagen",
 * "Kastln", "übersiedeln", "zruckbring", "Bankomatkarte", "Griaß Gott", "langt", "hire",
 * "snow tyres", "excess"), long messages with a story around the question, typos and
 * chat-speak ("kost’", "gibts", "ma", "r ur", "em", "n", "hrs", "pls", "thx", "wanna", no
 * capitals), one- or two-word questions, German questions against English knowledge and the
 * reverse, and a few that only a document answers (a lost key, smoking in the car, a ski
 * rack, a late return). The outside questions include hard negatives that share words with
 * the knowledge (buying the rented car, the §57a "Pickerl" inspection and winter tyres for the
 * customer's own car, campervans, a job as a driver, motorbikes, a chauffeur from the
 * airport, people to carry the furniture).
 */

const english = qaIn('English');
const german = qaIn('German');

// The sources' titles, as the answers name them.
const location = 'Wo finde ich Sie und wann haben Sie geöffnet?';
const fleet = 'Welche Autos kann ich bei Ihnen mieten und was kosten sie?';
const requirements = 'Was brauche ich, um ein Auto zu mieten?';
const deposit = 'Wie hoch ist die Kaution und wie wird sie hinterlegt?';
const youngDrivers = 'Kann ich mit 19 oder 20 Jahren schon ein Auto mieten?';
const extraDriver = 'Darf auch jemand anderer mit dem Mietauto fahren?';
const childSeats = 'Haben Sie Kindersitze?';
const winterTyres = 'Haben Ihre Autos Winterreifen?';
const vignette = 'Ist die Autobahnvignette im Mietpreis dabei?';
const crossBorder =
  'Darf ich mit dem Mietauto nach Ungarn, in die Slowakei oder nach Tschechien fahren?';
const oneWay = 'Kann ich das Auto in der anderen Filiale oder in einer anderen Stadt zurückgeben?';
const movingVans = 'Welche Transporter haben Sie für eine Übersiedlung?';
const minibus = 'Haben Sie Kleinbusse für 9 Personen?';
const electric = 'Haben Sie Elektroautos und wie lade ich sie?';
const fuel = 'Muss ich das Auto vollgetankt zurückbringen?';
const mileage = 'Wie viele Kilometer sind im Preis inbegriffen?';
const insurance = 'Welche Versicherung ist im Mietpreis enthalten?';
const accident = 'Was mache ich bei einem Unfall oder einer Panne?';
const booking = 'Wie kann ich buchen und kann ich kostenlos stornieren?';
const payment = 'Welche Zahlungsmittel akzeptieren Sie?';
const afterHours = 'Kann ich das Auto auch außerhalb der Öffnungszeiten abholen oder zurückgeben?';
const longTerm = 'Kann ich ein Auto auch für einen Monat oder länger mieten?';
const foreignLicence = 'Can I rent a car with a driving licence from outside the EU?';
const airport = 'How do I find you at Vienna Airport, and what if my flight is late?';
const drivingVienna = 'What should I know about driving and parking in Vienna?';
const students = 'Do you have a discount for students?';
const englishSpoken = 'Do you speak English, and is the rental contract available in English?';
const prices = 'Preisliste 2026 – Fahrzeuge, Extras und Gebühren';
const terms = 'Allgemeine Mietbedingungen 2026';
const vanQuote = 'Anfrage für einen Umzugstransporter';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const viennaCarRentalSet: EvaluationSet = {
  name: 'Vienna car rental (Autohaus am Wienerberg)',
  heldOut: false,
  agentName: 'Lena',
  briefing: {
    companyName: 'Autohaus am Wienerberg',
    industry: 'automotive',
    description:
      'Autohaus am Wienerberg ist eine familiengeführte Autovermietung in Wien. Franz und Helga Hofbauer haben sie 1987 in Favoriten gegründet; heute führen ihre Kinder Sabine und Markus Hofbauer den Betrieb mit 16 Mitarbeiterinnen und Mitarbeitern. Wir haben zwei Filialen: in der Triester Straße 112 in 1100 Wien, direkt beim Wienerberg, und im Mietwagenzentrum am Flughafen Wien-Schwechat. Unsere rund 140 Fahrzeuge, vom Kleinwagen bis zum großen Transporter, sind höchstens 3 Jahre alt und werden in unserer eigenen Halle in Favoriten gereinigt und vorbereitet. Wir vermieten an Private und Firmen aus Wien und Niederösterreich, an Urlauber, die am Flughafen landen, und an die vielen internationalen Studierenden und Expats in der Stadt. Im Team sprechen wir Deutsch und Englisch, einige von uns auch Ungarisch, Tschechisch, Slowakisch, Türkisch und Bosnisch/Kroatisch/Serbisch.',
    targetAudience:
      'Wienerinnen und Wiener ohne eigenes Auto, die für einen Ausflug, einen Wochenendtrip oder einen Einkauf bei IKEA ein Auto brauchen; Familien, die Platz und Kindersitze brauchen; Leute, die übersiedeln, und Studierende, die ihr WG-Zimmer wechseln; Vereine, Hochzeitsgesellschaften und Freundesgruppen, die mit dem 9-Sitzer fahren; Urlauber aus Deutschland (viele aus Bayern) und aus aller Welt, die in Schwechat landen und Österreich, Budapest, Bratislava oder Prag mit dem Auto entdecken wollen; Expats, die die ersten Monate in Wien ein Auto brauchen; Firmen, deren Mitarbeiter kurzfristig ein Fahrzeug brauchen.',
    keyServices:
      'Autovermietung für Private und Firmen in Wien-Favoriten und am Flughafen Wien-Schwechat: Kleinwagen, Kompaktklasse und Kombis; 9-Sitzer-Kleinbusse, die man mit dem B-Führerschein fahren darf; Transporter von 6 bis 20 m³ für Übersiedlungen, auch im Halbtagestarif und mit Umzugspaket; Elektroautos mit Ladekarte; Tages-, Wochenend-, Wochen- und Monatsmieten; Autobahnvignette für Österreich und im Winter Winterreifen immer inklusive; Fahrten nach Ungarn, in die Slowakei und nach Tschechien mit unserem Auslandspaket; Einwegmieten zwischen unseren beiden Filialen und nach Graz, Linz und Salzburg; Kindersitze und Sitzerhöhungen; Zusatzfahrer; Mieten für junge Fahrer ab 19 Jahren; Sorglos-Paket ohne Selbstbehalt; Rückgabe rund um die Uhr über die Schlüsselbox; Rabatt für Studierende.',
    commonQuestions:
      'Was ein Auto, ein 9-Sitzer oder ein Transporter pro Tag, am Wochenende oder pro Woche kostet und wie viele Kilometer dabei sind; wie hoch die Kaution ist und ob man sie auch mit einer Debitkarte hinterlegen kann; ab welchem Alter man mieten darf und was junge Fahrer extra zahlen; ob die Vignette und Winterreifen dabei sind; ob man nach Ungarn, in die Slowakei oder nach Tschechien fahren darf und welche Vignette man dort braucht; welcher Transporter für eine Übersiedlung reicht; ob es Kindersitze gibt; ob man das Auto am Flughafen zurückgeben kann; was die Versicherung abdeckt und was bei einem Unfall zu tun ist; wie man Elektroautos lädt; und bei Gästen aus dem Ausland: ob ihr Führerschein gilt, wo sie uns am Flughafen finden und wie man in Wien parkt.',
    languages: ['German', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Kurze, konkrete Antworten mit Preisen in Euro inklusive Umsatzsteuer, und immer ein nächster Schritt: online buchen, anrufen oder per WhatsApp schreiben. Wir siezen unsere Kunden, auch wenn sie uns im Dialekt oder per Du schreiben. Wer auf Englisch schreibt, bekommt eine Antwort auf Englisch, und wir erklären die österreichischen Begriffe (Vignette, Kurzparkzone, Selbstbehalt).',
    personality:
      'Wie ein erfahrener Mitarbeiter am Schalter in Favoriten: freundlich und geduldig, mit Wiener Gelassenheit, ehrlich bei Gebühren und Selbstbehalt, hilfsbereit bei Fragen zu Vignetten, Grenzen und Winterreifen, nie aufdringlich beim Verkaufen von Extras.',
    responseTemplates: [
      {
        scenario: vanQuote,
        response:
          'Gern machen wir Ihnen ein Angebot für Ihre Übersiedlung! Damit wir den passenden Transporter reservieren können, schicken Sie uns bitte: das Datum und die gewünschte Uhrzeit für Abholung und Rückgabe (Halbtag mit 4 Stunden oder ganzer Tag); die Filiale (Favoriten oder Flughafen Wien-Schwechat); wie viel Sie transportieren, zum Beispiel „WG-Zimmer“, „2-Zimmer-Wohnung“ oder eine kurze Liste der großen Möbel und Geräte; von wo nach wo Sie fahren und ob Sie mehrmals hin und her fahren (wegen der Kilometer); das Alter des Fahrers und seit wann er den B-Führerschein hat; und ob Sie unser Umzugspaket mit Sackkarre, 10 Spanngurten und 10 Möbeldecken um 15 € möchten. Zur Orientierung: VW Transporter mit 6 m³ ab 79 € pro Tag, Ford Transit mit 11 m³ ab 95 €, VW Crafter mit 20 m³ und Ladebordwand ab 129 €, Halbtagestarif ab 49 €. Schicken Sie die Angaben an buchung@autohaus-wienerberg.example oder per WhatsApp an +43 664 318 27 45: Sie bekommen Ihr Angebot während unserer Öffnungszeiten innerhalb von 2 Stunden. Tipp: Die Samstage am Monatsende sind schnell ausgebucht, reservieren Sie dafür am besten 3 bis 4 Wochen im Voraus.',
      },
    ],
  },
  qa: [
    german(
      location,
      'Wir haben zwei Filialen. Favoriten: Triester Straße 112, 1100 Wien, direkt beim Wienerberg, mit eigenem Hof für Abholung und Rückgabe; die Bushaltestelle ist vor dem Haus, vom Hauptbahnhof sind Sie in etwa 15 Minuten bei uns. Geöffnet Montag bis Freitag von 7:00 bis 19:00 Uhr und Samstag von 8:00 bis 13:00 Uhr, an Sonn- und Feiertagen geschlossen. Flughafen Wien-Schwechat: Mietwagenzentrum im Parkhaus 4, Ebene 0, täglich von 6:00 bis 23:00 Uhr, auch an Feiertagen. Telefon +43 1 604 27 38, WhatsApp +43 664 318 27 45, E-Mail buchung@autohaus-wienerberg.example. Online buchen können Sie rund um die Uhr auf www.autohaus-wienerberg.example.',
    ),
    german(
      fleet,
      'Unsere rund 140 Fahrzeuge sind höchstens 3 Jahre alt. Preise 2026 pro Tag (24 Stunden), fürs Wochenende (Freitag 12:00 bis Montag 9:00) und pro Woche: Kleinwagen wie VW Polo, Škoda Fabia oder Toyota Yaris Hybrid 39 € / 99 € / 229 €; Kompaktklasse (VW Golf, Škoda Scala) 49 € / 129 € / 289 €; Kombi (Škoda Octavia Combi, VW Passat Variant) 59 € / 149 € / 349 €. Elektroautos gibt es ab 55 €, 9-Sitzer ab 109 € und Transporter ab 79 € pro Tag. Alle Preise verstehen sich inklusive 20 % Umsatzsteuer, Haftpflicht, Vollkasko mit Selbstbehalt, Autobahnvignette, Winterreifen in der Wintersaison und Pannenhilfe. Reserviert wird die Fahrzeugklasse, nicht ein bestimmtes Modell. Mit dem Online-Spartarif sind Sie 10 % günstiger.',
    ),
    german(
      requirements,
      'Sie brauchen einen gültigen Führerschein der Klasse B, den Sie seit mindestens einem Jahr haben (ein österreichischer Probeführerschein ist in Ordnung), einen amtlichen Lichtbildausweis oder Reisepass und eine Kredit- oder Debitkarte auf den Namen des Hauptfahrers für die Kaution. Das Mindestalter ist 21 Jahre; Kleinwagen und Kompaktklasse vermieten wir schon ab 19 Jahren mit Jungfahrerzuschlag, den 9-Sitzer ab 23 Jahren. Führerscheine aus der EU und dem EWR, also zum Beispiel auch ein deutscher, sowie aus der Schweiz und Großbritannien akzeptieren wir ohne Weiteres. Für Führerscheine aus anderen Ländern brauchen Sie zusätzlich einen internationalen Führerschein oder eine beglaubigte Übersetzung. Jeder Fahrer muss bei der Abholung persönlich mit Führerschein dabei sein.',
    ),
    german(
      deposit,
      'Die Kaution hängt von der Fahrzeugklasse ab: Kleinwagen und Kompaktklasse 300 €, Kombi und Elektroautos 500 €, 9-Sitzer und Transporter 800 €. Mit einer Kreditkarte (Visa, Mastercard, American Express) wird der Betrag nur reserviert und nicht abgebucht; wir geben die Reservierung bei der Rückgabe frei, je nach Bank ist das Geld nach 3 bis 10 Tagen wieder verfügbar. Mit einer Debitkarte (Visa Debit oder Debit Mastercard) wird die Kaution abgebucht und innerhalb von 7 Werktagen nach der Rückgabe zurücküberwiesen. Bargeld nehmen wir für die Kaution nicht an. Die Karte muss auf den Namen des Hauptfahrers lauten. Offene Beträge, etwa fürs Nachtanken, verrechnen wir mit der Kaution.',
    ),
    german(
      youngDrivers,
      'Ja. Ab 19 Jahren vermieten wir Kleinwagen (VW Polo, Škoda Fabia, Toyota Yaris) und die Kompaktklasse (VW Golf, Škoda Scala), wenn Sie den Führerschein seit mindestens einem Jahr haben; ein Probeführerschein ist kein Problem. Bis zum 25. Geburtstag kommt ein Jungfahrerzuschlag von 12 € pro Tag dazu, höchstens 120 € pro Miete. Kombi, Elektroautos und Transporter gibt es ab 21 Jahren, den 9-Sitzer ab 23 Jahren mit mindestens 3 Jahren Führerschein. Bitte denken Sie daran: Mit Probeführerschein gilt in Österreich eine Grenze von 0,1 Promille, also praktisch kein Alkohol am Steuer.',
    ),
    german(
      extraDriver,
      'Ja, wenn die Person als Zusatzfahrer im Mietvertrag eingetragen ist. Das kostet 8 € pro Tag, höchstens 64 € pro Miete; eine zweite Person aus demselben Haushalt, etwa Ehe- oder Lebenspartner, tragen wir gratis ein. Für Zusatzfahrer gelten dieselben Bedingungen wie für den Hauptfahrer: Mindestalter, Führerschein seit mindestens einem Jahr und bei unter 25-Jährigen der Jungfahrerzuschlag. Der Zusatzfahrer muss bei der Abholung mit Führerschein und Ausweis dabei sein; nachträglich eintragen können wir ihn in beiden Filialen. Fährt jemand, der nicht im Vertrag steht, besteht kein Versicherungsschutz, und Sie haften für den gesamten Schaden.',
    ),
    german(
      childSeats,
      'Ja, in beiden Filialen; bitte reservieren Sie sie bei der Buchung mit Alter und Gewicht des Kindes. Wir haben Babyschalen bis 13 kg (etwa bis 15 Monate), Isofix-Kindersitze für 9 bis 18 kg und Kindersitze mit Lehne für 15 bis 36 kg, je 7 € pro Tag und höchstens 49 € pro Miete, sowie Sitzerhöhungen ohne Lehne um 3 € pro Tag, höchstens 21 €. Alle Sitze sind nach ECE R44 oder R129 zugelassen und werden nach jeder Miete gereinigt. Auf Wunsch bauen unsere Mitarbeiter den Sitz für Sie ein. In Österreich brauchen Kinder unter 14 Jahren, die kleiner als 1,35 m sind, einen Kindersitz. Eigene Sitze dürfen Sie natürlich mitbringen.',
    ),
    german(
      winterTyres,
      'Ja. In Österreich gilt von 1. November bis 15. April die situative Winterreifenpflicht: Bei Schnee, Schneematsch oder Eis muss man mit Winterreifen fahren. Darum sind alle unsere Fahrzeuge, auch 9-Sitzer, Transporter und Elektroautos, in dieser Zeit mit Winterreifen unterwegs, ohne Aufpreis. Frostschutz im Scheibenwischwasser und ein Eiskratzer sind im Winter immer an Bord. Wenn Sie in die Berge fahren, leihen Sie am besten Schneeketten dazu (15 € pro Miete); auf manchen Passstraßen sind sie bei Schnee vorgeschrieben, und wir zeigen Ihnen bei der Abholung, wie man sie montiert. Auch in Tschechien, der Slowakei und Ungarn erfüllen unsere Reifen die dortigen Winterregeln.',
    ),
    german(
      vignette,
      'Ja. Alle unsere Pkw, 9-Sitzer und Transporter haben eine gültige digitale Jahresvignette für Österreich, die an das Kennzeichen gebunden ist: Sie müssen nichts kaufen und nichts aufkleben. Nicht enthalten sind die Streckenmauten, etwa für die Tauern-, die Pyhrn- oder die Brennerautobahn, die Sie an der Mautstelle selbst bezahlen. Für Ungarn, die Slowakei und Tschechien brauchen Sie die E-Vignette des jeweiligen Landes (in Ungarn e-matrica, in der Slowakei e-známka, in Tschechien elektronická dálniční známka). Kaufen Sie sie vor der Grenze online auf der offiziellen Seite des Landes, mit dem Kennzeichen aus Ihrem Mietvertrag. Strafen für fehlende Vignetten im Ausland werden uns nachträglich zugestellt und an Sie weiterverrechnet.',
    ),
    german(
      crossBorder,
      'Ja. Nach Deutschland, in die Schweiz, nach Liechtenstein, Italien und Slowenien dürfen Sie ohne Aufpreis fahren. Für Ungarn, die Slowakei, Tschechien, Polen und Kroatien buchen Sie unser Auslandspaket um 19 € pro Miete dazu: Es bestätigt den Versicherungsschutz im Ausland und enthält die Pannenhilfe vor Ort. Bitte geben Sie die Länder schon bei der Buchung an, damit wir die Unterlagen vorbereiten können. Das gilt für alle Fahrzeuge, auch für Elektroautos, 9-Sitzer und Transporter. Ein Tagesausflug nach Bratislava (etwa 1 Stunde), Brünn (1,5 Stunden) oder Budapest (2,5 Stunden) ist also kein Problem. Die E-Vignette des jeweiligen Landes kaufen Sie selbst. In andere Länder dürfen unsere Fahrzeuge nicht fahren.',
    ),
    german(
      oneWay,
      'Ja. Zwischen unseren Filialen Favoriten und Flughafen Wien-Schwechat kostet die Einwegmiete 19 €, ab 3 Miettagen ist sie gratis: Sie holen das Auto zum Beispiel in Favoriten ab und geben es vor dem Abflug direkt am Flughafen zurück. Mit unseren Partnern sind auch Einwegmieten nach Graz oder Linz (149 €) und nach Salzburg (199 €) möglich, allerdings nur für Pkw, nicht für Transporter und 9-Sitzer, und nur mit Anmeldung bei der Buchung. Eine Rückgabe im Ausland bieten wir nicht an. Geben Sie die Rückgabefiliale bitte schon bei der Buchung an, damit dort jemand auf Sie wartet.',
    ),
    german(
      movingVans,
      'Wir haben drei Größen, alle mit dem normalen B-Führerschein zu fahren (bis 3,5 t): den VW Transporter Kastenwagen mit 6 m³ für ein WG-Zimmer oder ein paar Möbel (79 € pro Tag), den Ford Transit L3H2 mit 11 m³ für eine kleine Wohnung (95 €) und den VW Crafter mit Kofferaufbau und Ladebordwand, 20 m³, für eine 2- bis 3-Zimmer-Wohnung (129 €). Für kurze Übersiedlungen in Wien gibt es den Halbtagestarif: 4 Stunden mit 100 km um 49 €, 59 € oder 79 €. Beim Tagestarif sind 150 km inklusive. Unser Umzugspaket mit Sackkarre, 10 Spanngurten und 10 Möbeldecken kostet 15 €. Transporter vermieten wir ab 21 Jahren. Die Samstage am Monatsende sind schnell ausgebucht, bitte früh reservieren.',
    ),
    german(
      minibus,
      'Ja: VW Caravelle und Ford Tourneo Custom mit 9 Sitzplätzen inklusive Fahrer. Dafür reicht der normale B-Führerschein, Sie brauchen keinen Busführerschein. Voraussetzung ist, dass der Fahrer mindestens 23 Jahre alt ist und den Führerschein seit mindestens 3 Jahren hat. Preise: 109 € pro Tag, 259 € fürs Wochenende (Freitag 12:00 bis Montag 9:00) und 619 € pro Woche, mit 300 km pro Tag inklusive. Beide Busse haben Automatik, eine Klimaanlage auch für hinten und Isofix in der zweiten Reihe. Mit 9 Personen ist der Kofferraum knapp: Rechnen Sie mit etwa 6 mittelgroßen Koffern. Für Vereinsfahrten, Hochzeiten und Ausflüge im Sommer sind die Busse oft Monate vorher reserviert.',
    ),
    german(
      electric,
      'Ja: den VW ID.3 (Reichweite im Sommer etwa 400 km, im Winter eher 300 km) um 55 € pro Tag und den Škoda Enyaq (etwa 500 km, im Winter rund 380 km) um 69 € pro Tag. Sie bekommen das Auto mit mindestens 80 % Ladung, mit Typ-2-Ladekabel und einer Ladekarte, mit der Sie an den Ladestationen von Wien Energie und an den meisten Schnellladern in Österreich und den Nachbarländern laden; den Strom verrechnen wir zum Selbstkostenpreis, ohne Aufschlag. Bitte geben Sie das Auto mit mindestens 50 % Ladung zurück, sonst verrechnen wir eine Ladepauschale von 30 €. Bei der Abholung erklären wir Ihnen das Laden und die Lade-App. Elektroautos fahren immer mit Automatik.',
    ),
    german(
      fuel,
      'Ja, bei uns gilt voll/voll: Sie bekommen das Auto vollgetankt und bringen es vollgetankt zurück. Tanken Sie am besten kurz vor der Rückgabe; in Favoriten gibt es zwei Tankstellen auf der Triester Straße, am Flughafen eine direkt an der Zufahrt zum Parkhaus 4. Ist der Tank bei der Rückgabe nicht voll, tanken wir nach und verrechnen 2,40 € pro Liter plus 15 € Servicegebühr, das ist deutlich teurer als selbst zu tanken. Welcher Kraftstoff, Benzin oder Diesel, der richtige ist, steht auf dem Tankdeckel und am Schlüsselanhänger. Eine Falschbetankung ist nicht versichert, auch nicht mit dem Sorglos-Paket.',
    ),
    german(
      mileage,
      'Bei Pkw, Elektroautos und 9-Sitzern sind 300 km pro Miettag inklusive, beim Wochenendtarif (Freitag 12:00 bis Montag 9:00) 700 km. Ab 7 Miettagen fahren Sie mit Pkw und Elektroautos ohne Kilometerbegrenzung. Bei Transportern sind 150 km pro Tag inklusive, beim Halbtagestarif 100 km. Die Monatsmiete enthält 3.000 km. Mehrkilometer kosten bei Pkw und Elektroautos 0,25 €, beim 9-Sitzer 0,30 € und beim Transporter 0,35 € pro Kilometer. Die Kilometer werden über die ganze Mietdauer gerechnet, nicht Tag für Tag: Wer 3 Tage mietet, hat 900 km frei, egal wie sie sich verteilen.',
    ),
    german(
      insurance,
      'Im Preis enthalten sind die Haftpflichtversicherung mit 20 Millionen € Deckung sowie eine Vollkasko- und Diebstahlversicherung mit Selbstbehalt: 1.000 € bei Pkw und Elektroautos, 1.500 € bei 9-Sitzern und Transportern. Mit unserem Sorglos-Paket sinkt der Selbstbehalt auf 0 €, und auch Glas-, Reifen- und Unterbodenschäden sind abgedeckt; es kostet 14 € pro Tag für Pkw und 19 € pro Tag für 9-Sitzer und Transporter, berechnet werden höchstens 15 Tage. Auch mit Sorglos-Paket nicht versichert sind Schäden unter Alkohol- oder Drogeneinfluss, grob fahrlässig verursachte Schäden, Falschbetankung, Schäden durch Missachten der Durchfahrtshöhe bei Transportern und persönliche Gegenstände im Auto.',
    ),
    german(
      accident,
      'Rufen Sie unsere Hotline an, die rund um die Uhr erreichbar ist: +43 1 604 27 38 99. Bei einer Panne schicken wir die Pannenhilfe; in Wien und Umgebung bekommen Sie meist innerhalb von 3 Stunden ein Ersatzauto. Bei einem Unfall: Unfallstelle absichern und bei Verletzten Rettung (144) und Polizei (133) rufen. Die Polizei brauchen Sie auch bei einem Wildunfall oder wenn der Unfallgegner unbekannt ist oder weiterfährt. Füllen Sie mit dem anderen Fahrer den Europäischen Unfallbericht aus, der im Handschuhfach liegt, machen Sie Fotos und unterschreiben Sie kein Schuldeingeständnis. Melden Sie jeden Schaden innerhalb von 24 Stunden bei uns, auch kleine Kratzer, und lassen Sie nichts reparieren, ohne mit uns zu sprechen.',
    ),
    german(
      booking,
      'Sie buchen online auf www.autohaus-wienerberg.example, telefonisch unter +43 1 604 27 38, per E-Mail oder über WhatsApp; die Bestätigung kommt sofort per E-Mail. Bei der normalen Buchung zahlen Sie erst bei der Abholung und können bis 48 Stunden vor Mietbeginn kostenlos stornieren; danach, oder wenn Sie nicht kommen, verrechnen wir eine Tagesmiete. Der Online-Spartarif ist 10 % günstiger, wird aber gleich bei der Buchung bezahlt; stornieren können Sie ihn bis 7 Tage vorher gegen eine Gebühr von 25 €, danach wird nichts mehr erstattet. Für Transporter am Monatsende und für 9-Sitzer im Sommer empfehlen wir, 3 bis 4 Wochen im Voraus zu buchen.',
    ),
    german(
      payment,
      'Den Mietpreis können Sie mit Kreditkarte (Visa, Mastercard, American Express), Debitkarte, Apple Pay oder Google Pay bezahlen, in der Filiale Favoriten auch bar. Firmenkunden mit Rahmenvertrag bekommen eine Rechnung und zahlen per Überweisung innerhalb von 14 Tagen. Die Kaution ist davon getrennt: Sie wird immer mit einer Karte auf den Namen des Hauptfahrers hinterlegt, bei Kreditkarten nur reserviert, bei Debitkarten abgebucht und nach der Rückgabe zurücküberwiesen; bar nehmen wir sie nicht. Den Online-Spartarif zahlen Sie bei der Buchung mit Karte. Nach der Rückgabe bekommen Sie die Rechnung mit ausgewiesener Umsatzsteuer per E-Mail, auf Wunsch auf Ihre Firma ausgestellt.',
    ),
    german(
      afterHours,
      'Zurückgeben ja, in beiden Filialen. In Favoriten parken Sie im Hof auf einem der Plätze mit der Aufschrift „Rückgabe“, fotografieren das Auto rundum und den Tank- oder Ladestand und werfen den Schlüssel in die Schlüsselbox neben dem Eingang, rund um die Uhr und gratis. Wir prüfen das Auto am nächsten Werktag bis 9:00 Uhr; bis dahin sind Sie dafür verantwortlich. Am Flughafen stellen Sie das Auto im Parkhaus 4 auf Ebene 0 ab und werfen den Schlüssel in die Box beim Schalter. Eine Abholung außerhalb der Öffnungszeiten ist nach Vereinbarung möglich: in Favoriten um 25 €, am Flughafen um 35 €. Bei einem verspäteten Flug warten wir mit Ihrer Flugnummer gratis bis 1:00 Uhr.',
    ),
    german(
      longTerm,
      'Ja, die Monatsmiete gibt es ab 28 Tagen: Kleinwagen 690 €, Kompaktklasse 790 €, Kombi 890 € und VW ID.3 850 € pro Monat, jeweils mit 3.000 km, Versicherung mit Selbstbehalt, Service und Pannenhilfe. Sie können Monat für Monat verlängern und das Auto nach dem ersten Monat mit 7 Tagen Frist zurückgeben. Alle 3 Monate tauschen wir das Auto für das Service kostenlos aus. Das ist beliebt bei Expats, die gerade nach Wien gezogen sind, bei Projektmitarbeitern und bei allen, deren eigenes Auto länger ausfällt. Firmen bekommen auf Wunsch eine monatliche Rechnung. Auf die Monatsmiete gibt es keinen Studentenrabatt und keinen zusätzlichen Spartarif.',
    ),
    english(
      foreignLicence,
      'Yes. Licences from the EU and EEA, Switzerland and the UK are accepted as they are. Licences from other countries (the USA, Canada, Australia, India and so on) are accepted if you have held them for at least one year, together with an International Driving Permit or an official German translation, as Austrian law requires; for licences not written in the Latin alphabet, the International Driving Permit is a must. Please note if you live in Vienna: a non-EU licence is only valid in Austria for 6 months after you register your main residence (Meldezettel). After that you need to exchange it for an Austrian licence, and we can no longer rent to you on the foreign licence. Bring your passport as ID.',
    ),
    english(
      airport,
      'Our airport desk is in the car rental centre (Mietwagenzentrum) in car park 4 (Parkhaus 4), level 0, about 5 minutes on foot from the arrivals hall: follow the signs "Mietwagen / Car Rental". We are open every day from 6:00 to 23:00, including public holidays. Please give us your flight number when you book: if your flight is delayed, we wait for you free of charge until 1:00 at night. Pickup at other times can be arranged for €35. Rentals starting at the airport have an airport fee of €12 per rental. To return the car, follow the signs "Mietwagenrückgabe / Car Rental Return" to car park 4 and allow 15 minutes before you head to check-in.',
    ),
    english(
      drivingVienna,
      'All of Vienna is a short-stay parking zone (Kurzparkzone) from Monday to Friday, 9:00 to 22:00: you can park for up to 2 hours and must pay with the Handyparken app or a paper parking voucher (Parkschein) from a tobacconist (Trafik). The Parkpickerl you see on local cars is a permit for residents and is not available for rental cars. For longer stays, use the park-and-ride garages at the end of the U-Bahn lines, for example Erdberg (U3) or Siebenhirten (U6). Trams have priority. Speed limits are 50 km/h in town, 100 on country roads and 130 on motorways. The alcohol limit is 0.5, and 0.1 for drivers in their first two years. Parking fines are passed on to you with a €25 handling fee.',
    ),
    english(
      students,
      'Yes. Students under 27 with a valid student ID from an Austrian university or college (Uni Wien, TU Wien, WU, BOKU, the Fachhochschulen and others) get 10 % off our small cars, compact cars and vans, on the daily, weekend and weekly rates. Just show your student ID and passport at the counter. The discount cannot be combined with the online saver rate (Spartarif) and does not apply to the monthly rental. The usual rules still apply: you must be at least 19 for a small or compact car and 21 for a van, and drivers under 25 pay the young driver fee of €12 per day. Many students use our half-day van rate for moving flats: 4 hours with 100 km from €49, minus 10 %.',
    ),
    english(
      englishSpoken,
      'Yes. Everyone at our airport desk speaks English, and so do most of the team in Favoriten; some of us also speak Hungarian, Czech, Slovak, Turkish or Bosnian/Croatian/Serbian. The rental contract and our terms and conditions are available in German and English; the German version is the legally binding one, but we go through everything with you in English before you sign. At pickup we also show you the car, the fuel or charging and the damage report in English. You can write to us in English by email (buchung@autohaus-wienerberg.example) or WhatsApp (+43 664 318 27 45), and our 24-hour breakdown hotline answers in English too.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'German',
      text: `PREISLISTE 2026 – Autohaus am Wienerberg, Autovermietung
Filiale Favoriten: Triester Straße 112, 1100 Wien · Filiale Flughafen Wien-Schwechat: Mietwagenzentrum, Parkhaus 4, Ebene 0
Telefon +43 1 604 27 38 · www.autohaus-wienerberg.example
Alle Preise in Euro inklusive 20 % USt., gültig für Anmietungen vom 1. Jänner bis 31. Dezember 2026. Ein Miettag sind 24 Stunden. Wochenende: Freitag ab 12:00 bis Montag 9:00 Uhr, 700 km inklusive.

1. Fahrzeuge (Tag / Wochenende / Woche)
- Kleinwagen (VW Polo, Škoda Fabia, Toyota Yaris Hybrid): 39 € / 99 € / 229 €
- Kompaktklasse (VW Golf, Škoda Scala): 49 € / 129 € / 289 €
- Kombi (Škoda Octavia Combi, VW Passat Variant): 59 € / 149 € / 349 €
- Elektro VW ID.3: 55 € / 139 € / 329 €
- Elektro Škoda Enyaq: 69 € / 169 € / 399 €
- 9-Sitzer (VW Caravelle, Ford Tourneo Custom): 109 € / 259 € / 619 €
- VW Transporter Kastenwagen, 6 m³: 79 € / 189 € / 449 €
- Ford Transit L3H2, 11 m³: 95 € / 219 € / 529 €
- VW Crafter Koffer mit Ladebordwand, 20 m³: 129 € / 299 € / 699 €
- Halbtagestarif Transporter (4 Stunden, 100 km inklusive): 49 € / 59 € / 79 €
- Monatsmiete (ab 28 Tagen, 3.000 km inklusive): Kleinwagen 690 €, Kompaktklasse 790 €, Kombi 890 €, VW ID.3 850 €

2. Im Preis inklusive
Haftpflichtversicherung, Vollkasko- und Diebstahlversicherung mit Selbstbehalt, digitale Autobahnvignette für Österreich, Winterreifen von November bis April, Pannenhilfe rund um die Uhr, 300 km pro Miettag (Transporter 150 km), ab 7 Miettagen unbegrenzte Kilometer für Pkw und Elektroautos, Handyhalterung und USB-C-Kabel.

3. Mehrkilometer
Pkw und Elektroautos 0,25 € ; 9-Sitzer 0,30 € ; Transporter 0,35 € pro Kilometer

4. Versicherung und Kaution
- Selbstbehalt: Pkw und Elektroautos 1.000 € ; 9-Sitzer und Transporter 1.500 €
- Sorglos-Paket (Selbstbehalt 0 €, inkl. Glas-, Reifen- und Unterbodenschäden): Pkw 14 € pro Tag ; 9-Sitzer und Transporter 19 € pro Tag ; höchstens 15 Tage berechnet
- Kaution: Kleinwagen und Kompaktklasse 300 € ; Kombi und Elektroautos 500 € ; 9-Sitzer und Transporter 800 €

5. Fahrer
- Jungfahrerzuschlag (unter 25 Jahren): 12 € pro Tag, höchstens 120 € pro Miete
- Zusatzfahrer: 8 € pro Tag, höchstens 64 € pro Miete ; zweite Person aus demselben Haushalt gratis

6. Extras
- Babyschale, Isofix-Kindersitz oder Kindersitz mit Lehne: 7 € pro Tag, höchstens 49 € pro Miete
- Sitzerhöhung ohne Lehne: 3 € pro Tag, höchstens 21 € pro Miete
- Automatikgetriebe für Kleinwagen, Kompaktklasse und Kombi: 10 € pro Tag (Elektroautos und 9-Sitzer serienmäßig mit Automatik, Transporter nur mit Schaltgetriebe)
- Schneeketten: 15 € pro Miete
- Skiträger für bis zu 6 Paar Ski oder 4 Snowboards: 9 € pro Tag, höchstens 45 € pro Miete
- Dachbox 420 Liter (nur Kombi und 9-Sitzer): 12 € pro Tag, höchstens 60 € pro Miete
- Fahrradträger für die Anhängerkupplung, 3 Räder, auch E-Bikes (nur Kombi): 10 € pro Tag, höchstens 50 € pro Miete
- Umzugspaket (Sackkarre, 10 Spanngurte, 10 Möbeldecken): 15 € pro Miete
- Auslandspaket für Ungarn, die Slowakei, Tschechien, Polen und Kroatien: 19 € pro Miete

7. Abholung, Rückgabe und Einwegmieten
- Flughafenzuschlag bei Anmietung in Schwechat: 12 € pro Miete
- Einwegmiete Favoriten – Flughafen: 19 €, ab 3 Miettagen gratis
- Einwegmiete nach Graz oder Linz 149 €, nach Salzburg 199 € (nur Pkw)
- Übergabe außerhalb der Öffnungszeiten nach Vereinbarung: Favoriten 25 €, Flughafen 35 € (bei verspätetem Flug mit Flugnummer bis 1:00 Uhr gratis)
- Rückgabe über die Schlüsselbox in Favoriten: gratis

8. Sonstige Gebühren
- Nachtanken bei nicht vollem Tank: 2,40 € pro Liter plus 15 € Servicegebühr
- Ladepauschale, wenn ein Elektroauto mit weniger als 50 % Ladung zurückkommt: 30 €
- Sonderreinigung bei starker Verschmutzung: ab 80 € ; Entfernen von Tierhaaren: 80 €
- Geruchsentfernung nach Rauchen im Fahrzeug: 150 €
- Verlust oder Beschädigung des Fahrzeugschlüssels: 350 € (Elektroautos und 9-Sitzer 480 €), zuzüglich Abschleppen, falls kein Ersatzschlüssel gebracht werden kann
- Verlust des Ladekabels: 290 €
- Bearbeitung von Strafmandaten, Anonymverfügungen und Mautnachforderungen: 25 € pro Fall
- Verspätete Rückgabe: ab der 60. Minute 15 € pro angefangene Stunde, ab 3 Stunden Verspätung eine zusätzliche Tagesmiete
- Stornierung weniger als 48 Stunden vor Mietbeginn oder Nichterscheinen: eine Tagesmiete

9. Rabatte
- Online-Spartarif: 10 % auf Tages-, Wochenend- und Wochenpreise, bei der Buchung bezahlt
- Studierende unter 27 Jahren mit gültigem Studierendenausweis: 10 % auf Kleinwagen, Kompaktklasse und Transporter (nicht mit dem Spartarif kombinierbar, nicht für die Monatsmiete)`,
    },
    {
      title: terms,
      language: 'German',
      text: `Allgemeine Mietbedingungen 2026 – Hofbauer Autovermietung GmbH (Autohaus am Wienerberg), Triester Straße 112, 1100 Wien, FN 187432 k, Handelsgericht Wien.

§ 1 Mieter und Fahrer
Der Mieter und jeder Fahrer müssen mindestens 21 Jahre alt sein; Kleinwagen und Kompaktklasse werden gegen Jungfahrerzuschlag ab 19 Jahren vermietet, 9-Sitzer ab 23 Jahren bei mindestens 3 Jahren Fahrpraxis. Jeder Fahrer besitzt seit mindestens einem Jahr einen gültigen Führerschein der Klasse B und legt einen amtlichen Lichtbildausweis vor. Führerscheine aus Staaten außerhalb von EU, EWR, der Schweiz und dem Vereinigten Königreich gelten nur zusammen mit einem internationalen Führerschein oder einer beglaubigten Übersetzung. Das Fahrzeug darf nur von den im Mietvertrag eingetragenen Fahrern gelenkt werden.

§ 2 Reservierung und Stornierung
Reserviert wird eine Fahrzeugklasse, kein bestimmtes Modell. Eine Stornierung ist bis 48 Stunden vor Mietbeginn kostenlos; bei späterer Stornierung oder Nichterscheinen wird eine Tagesmiete verrechnet. Der Online-Spartarif wird bei der Buchung bezahlt und kann bis 7 Tage vor Mietbeginn gegen eine Gebühr von 25 € storniert werden, danach nicht mehr. Wird das Fahrzeug ohne Nachricht nicht innerhalb von 2 Stunden nach dem vereinbarten Zeitpunkt abgeholt, gilt dies als Nichterscheinen und die Reservierung verfällt.

§ 3 Übergabe und Rückgabe
Bei der Übergabe wird ein Protokoll mit Fotos erstellt. Schäden, die darin fehlen, meldet der Mieter vor der Abfahrt. Das Fahrzeug wird zum vereinbarten Zeitpunkt mit Schlüssel, Fahrzeugpapieren und Zubehör an die vereinbarte Filiale zurückgegeben. Für eine verspätete Rückgabe gilt eine Kulanzzeit von 59 Minuten; danach werden 15 € für jede angefangene Stunde verrechnet, ab 3 Stunden Verspätung eine zusätzliche Tagesmiete. Bei einer Rückgabe über die Schlüsselbox haftet der Mieter für das Fahrzeug, bis es am nächsten Werktag geprüft ist.

§ 4 Verlängerung
Eine Verlängerung ist möglich, wenn der Mieter spätestens 24 Stunden vor dem vereinbarten Rückgabezeitpunkt telefonisch, per E-Mail oder über WhatsApp anfragt und eine schriftliche Bestätigung erhält. Der Preis richtet sich nach der gesamten Mietdauer. Wird das Fahrzeug ohne Bestätigung mehr als 24 Stunden zu spät zurückgegeben, gilt dies als unbefugte Weiterbenützung; wir erstatten dann Anzeige.

§ 5 Benützung des Fahrzeugs
In allen Fahrzeugen gilt Rauchverbot, auch für E-Zigaretten. Haustiere dürfen nur in einer Transportbox oder auf einer Schutzdecke mitfahren. Untersagt sind die Weitervermietung, die Teilnahme an Rennen und Fahrsicherheitstrainings, das Ziehen anderer Fahrzeuge und Fahrten abseits befestigter Straßen. Ladung ist zu sichern; das höchstzulässige Gesamtgewicht und die Durchfahrtshöhe (Ford Transit 2,75 m, VW Crafter Koffer 3,30 m) sind zu beachten.

§ 6 Fahrten ins Ausland
Fahrten nach Deutschland, in die Schweiz, nach Liechtenstein, Italien und Slowenien sind ohne Aufpreis erlaubt, nach Ungarn, in die Slowakei, nach Tschechien, Polen und Kroatien nur mit dem bei der Buchung angegebenen Auslandspaket. In alle anderen Länder darf das Fahrzeug nicht gebracht werden; dort besteht kein Versicherungsschutz. Vignetten und Mauten im Ausland trägt der Mieter.

§ 7 Zahlung und Kaution
Die Kaution wird bei der Übergabe mit einer Kredit- oder Debitkarte auf den Namen des Hauptfahrers hinterlegt und nicht in bar angenommen. Offene Beträge, etwa für Nachtanken, Reinigung oder Schäden bis zur Höhe des Selbstbehalts, werden mit der Kaution verrechnet.

§ 8 Versicherung und Haftung
Das Fahrzeug ist haftpflicht-, vollkasko- und diebstahlversichert. Bei Schäden haftet der Mieter bis zur Höhe des Selbstbehalts laut Preisliste, mit Sorglos-Paket nicht. Voll haftet der Mieter bei Schäden unter Alkohol- oder Drogeneinfluss, bei grober Fahrlässigkeit, Falschbetankung, Missachtung der Durchfahrtshöhe, in nicht erlaubten Ländern und wenn ein nicht eingetragener Fahrer das Fahrzeug lenkt.

§ 9 Unfall, Panne und Diebstahl
Jeder Unfall und jeder Schaden ist innerhalb von 24 Stunden zu melden. Bei Personenschaden, Wildunfall, unbekanntem Unfallgegner und Diebstahl ist die Polizei zu verständigen. Reparaturen dürfen nur nach unserer Zustimmung beauftragt werden.

§ 10 Verkehrsstrafen und Maut
Der Mieter trägt alle Strafen, Mautnachforderungen und Abschleppkosten aus der Mietzeit. Auf Anfrage einer Behörde geben wir Name und Anschrift des Mieters bekannt; je Fall verrechnen wir eine Bearbeitungsgebühr von 25 €.

§ 11 Kraftstoff und Laden
Verbrenner werden vollgetankt übergeben und sind vollgetankt zurückzugeben. Elektroautos werden mit mindestens 80 % Ladung übergeben und sind mit mindestens 50 % zurückzugeben.

§ 12 Schlussbestimmungen
Die Fahrzeuge sind mit einer GPS-Ortung ausgestattet, die nur bei Diebstahl oder Nichtrückgabe genutzt wird. Es gilt österreichisches Recht, Gerichtsstand ist Wien. Eine englische Übersetzung liegt auf; verbindlich ist die deutsche Fassung.`,
    },
  ],
  answerable: [
    // Viennese, Austrian and Bavarian everyday words
    {
      question: 'Servus! Was kost’ bei euch a kleines Auto fürs Wochenende?',
      answeredBy: [fleet, prices],
    },
    {
      question: 'Brauch i extra a Pickerl, wenn i mit eurem Auto auf die Autobahn fahr?',
      answeredBy: [vignette, fleet, prices, services],
    },
    {
      question:
        'Habt’s an Kastenwagen zum Übersiedeln? Muss nur a paar Kastln und a Bett von Ottakring nach Floridsdorf bringen.',
      answeredBy: [movingVans, vanQuote, prices, services],
    },
    {
      question: 'Muss i den Wagen wieder volltanken, bevor i’n zruckbring?',
      answeredBy: [fuel, terms, prices],
    },
    {
      question:
        'Griaß Gott, mia san aus Rosenheim. Langt mei deutscher Führerschein, dass i bei eich a Auto leihen ko?',
      answeredBy: [requirements, foreignLicence, terms],
    },
    // Long messages, in German, the question inside
    {
      question:
        'Hallo, wir sind 8 Leute vom Fußballverein meines Sohnes und fahren Ende Mai zu einem Turnier nach Győr in Ungarn, Freitag bis Sonntag. Unser Trainer hat nur den normalen B-Führerschein und ist 31. Geht das mit einem Kleinbus von euch, und was müssen wir wegen Ungarn beachten?',
      answeredBy: [minibus, crossBorder, vignette, requirements, prices, terms, services],
    },
    {
      question:
        'Grüß Gott, meine Tochter ist 19 und hat seit eineinhalb Jahren den Probeführerschein. Sie macht ein Praktikum in Mödling und bräuchte für 3 Wochen ein kleines Auto. Darf sie überhaupt schon mieten, und was kostet das für so junge Fahrer extra?',
      answeredBy: [youngDrivers, requirements, prices, terms, services],
    },
    {
      question:
        'Guten Abend, wir landen am 12. Dezember um 22:40 aus Hamburg in Schwechat, mit zwei Kindern (1 und 4 Jahre). Wir brauchen einen Kombi für eine Woche und fahren auch ins Waldviertel, wo dann schon Schnee liegen kann. Haben Sie passende Kindersitze, und sind die Autos winterfest?',
      answeredBy: [childSeats, winterTyres, fleet, prices, services],
    },
    {
      question:
        'Servus, mir ist gestern auf der Südosttangente einer hinten draufgefahren, eh nix Schlimmes, aber die Stoßstange vom Mietauto ist hin. Wir haben den Unfallbericht ausgefüllt. Was muss ich jetzt machen, und zahl ich da was?',
      answeredBy: [accident, insurance, terms],
    },
    // Long messages, in English
    {
      question:
        "Hi there, I'm a PhD student at the University of Vienna and I'm moving from a shared flat in the 16th district to a one-bedroom in the 2nd next Saturday. It's mostly boxes, a desk, a bed frame and a washing machine. What size van would I need, and do you have any discount for students?",
      answeredBy: [movingVans, students, vanQuote, prices, services],
    },
    {
      question:
        'Hello! My wife and I land in Vienna on a Sunday evening from Toronto and want a car for ten days to drive to Hallstatt and maybe Budapest. We both have Canadian licences. What documents do we need, and can both of us drive?',
      answeredBy: [foreignLicence, requirements, extraDriver, terms, prices, services],
    },
    {
      question:
        "Hey, we're 9 friends doing a stag weekend and want one minibus from Friday to Monday. None of us has a bus licence, is a normal car licence ok? And what's the weekend price?",
      answeredBy: [minibus, requirements, terms, prices, services],
    },
    // Typos and chat-speak
    {
      question:
        'hallo kann man bei euch auch mit bankomatkarte zahlen oder nur mit kreditkarte? hab keine',
      answeredBy: [payment, deposit, requirements, terms],
    },
    {
      question: 'wie weit kommt ma mit eurem id3 im winter? muss i oft laden',
      answeredBy: [electric],
    },
    {
      question:
        'hab 2 std verspätung mit dem zug, kann i den wagen trotzdem noch in favoriten abholen nach 19 uhr??',
      answeredBy: [afterHours, location, prices, terms],
    },
    {
      question: 'hey r ur electric cars ok for a trip to prague? how do i charge em',
      answeredBy: [electric, crossBorder, terms, prices, services],
    },
    {
      question: 'can i pick up in favoriten n drop at the airport?? thx',
      answeredBy: [oneWay, prices, services],
    },
    {
      question: 'whats ur opening hrs at the airport pls',
      answeredBy: [airport, location],
    },
    // One or two words
    { question: 'Kaution?', answeredBy: [deposit, payment, prices, terms] },
    { question: 'Kindersitz', answeredBy: [childSeats, prices, services] },
    { question: 'Einwegmiete Graz', answeredBy: [oneWay, prices, services] },
    { question: 'unlimited mileage?', answeredBy: [mileage, prices] },
    { question: 'insurance excess', answeredBy: [insurance, prices, terms, services] },
    // German questions, English knowledge
    {
      question: 'Wo parkt man in Wien am besten mit dem Mietauto? Brauch ich da ein Parkpickerl?',
      answeredBy: [drivingVienna],
    },
    {
      question: 'Gibt’s bei euch einen Rabatt für Studenten? Ich studier an der TU.',
      answeredBy: [students, prices, services],
    },
    {
      question:
        'Mein Mann hat einen amerikanischen Führerschein, wir wohnen seit einem Jahr in Wien. Darf er bei euch ein Auto mieten?',
      answeredBy: [foreignLicence],
    },
    {
      question:
        'Redet bei euch wer Englisch? Meine Schwiegereltern kommen aus Manchester und wollen selber fahren.',
      answeredBy: [englishSpoken, description],
    },
    // English questions, German knowledge, in everyday wording
    {
      question: 'Hi, how much is it to hire a small car for a week?',
      answeredBy: [fleet, prices],
    },
    {
      question: 'Do I need a credit card, or is a debit card fine for the security deposit?',
      answeredBy: [deposit, payment, requirements, terms],
    },
    {
      question: 'Can we take the rental car over the border to Bratislava for a day trip?',
      answeredBy: [crossBorder, vignette, terms, prices, services],
    },
    {
      question: 'Do your cars come with snow tyres in January?',
      answeredBy: [winterTyres, fleet, prices, services],
    },
    {
      question: 'Is the motorway vignette included, or do I have to buy one at a petrol station?',
      answeredBy: [vignette, fleet, prices, services],
    },
    // Answered by a document only
    { question: 'Was zahl i, wenn i den Autoschlüssel verlier?', answeredBy: [prices] },
    { question: 'Darf man in euren Autos eigentlich rauchen?', answeredBy: [terms, prices] },
    {
      question: 'Habt’s ihr Skiträger oder a Dachbox? Wir fahren mit dem Kombi zum Schifahren.',
      answeredBy: [prices],
    },
    {
      question:
        'What happens if I bring the car back two hours late? Traffic coming back from Prague can be awful.',
      answeredBy: [terms, prices],
    },
    // Short follow-ups
    { question: 'und am Samstag?', answeredBy: [location, airport] },
    { question: 'und wie viel Kaution wär das?', answeredBy: [deposit, prices] },
    { question: 'and child seats, how much?', answeredBy: [childSeats, prices] },
    {
      question: 'ok and if I wanna keep it for a whole month?',
      answeredBy: [longTerm, prices, services],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Verkaufen Sie auch Ihre gebrauchten Mietwagen? Der Golf, den ich grad gemietet hab, würd mir echt gefallen.',
    'Macht’s ihr auch das Pickerl, also die §57a-Überprüfung, für mein eigenes Auto?',
    'Könnt ihr mir bei meinem eigenen Auto die Winterreifen raufmontieren? Die liegen schon im Kofferraum.',
    'Vermietet ihr auch Wohnmobile? Wir wollen im Sommer mit den Kindern an den Neusiedler See.',
    'Hallo, ich such einen Job als Fahrer oder Fahrzeugaufbereiter, stellt’s ihr grad wen ein?',
    "Do you rent out motorbikes or scooters as well? I'd love to ride through the Wachau.",
    "Can you send a driver to pick us up at the airport and take us to our hotel? We don't want to drive ourselves.",
    'Do you also have people who can help carry the furniture up to the 4th floor? There is no lift in our building.',
    // Plainly outside
    'Welchen Heurigen in Oberlaa könnt ihr empfehlen?',
    "What's the weather going to be like in Vienna next week?",
  ],
};
