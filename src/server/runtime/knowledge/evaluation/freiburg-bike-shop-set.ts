import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Radhaus Dreisam, an owner-run bicycle shop with a master workshop (Meisterwerkstatt) in the
 * Oberau of Freiburg im Breisgau, on the cycle path along the Dreisam. It sells new bikes and
 * e-bikes (city, trekking, mountain, cargo and kids' bikes) and some used ones, repairs bikes of
 * every make and reads out e-bike motors and batteries, rents bikes and e-MTBs to tourists for
 * Black Forest tours, arranges job-bike leasing (Dienstradleasing) through employers, finances,
 * fits bikes and sells accessories, and picks up and delivers. Its customers write in German and
 * in English (students, commuters, tourists, expats and researchers, visitors from Switzerland
 * and Alsace). The owner wrote the briefing in German, most Q&A pairs in German and a few in
 * English, added one custom response for rental reservations, and pasted the 2026 price list and
 * the rental and workshop terms, both in German.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday words ("Drahtesel", "Platten", "Schlauch geplatzt", "Kette springt", "Pedelec",
 * "Akku hält nicht mehr", "Dienstrad"), Swiss, Austrian and Badisch turns of phrase ("Velo",
 * "Göpel", "Radl", "Samschdig"), UK and US words ("flat tyre", "tire", "cycle", "tune-up",
 * "bike rack"), long messages, typos, missing umlauts and chat-speak ("wieviel", "hab nen",
 * "kannste", "pls", "thx", "u"), one- or two-word questions, and German questions against English
 * knowledge and the reverse. The outside questions include hard negatives that share words with
 * the knowledge (e-scooter repair, renting a car, a bike theft insurance claim, cycling lessons,
 * selling a bike on the owner's behalf, a car bike rack, guided hiking tours, an exercise bike).
 */

const english = qaIn('English');
const german = qaIn('German');

// The sources' titles, as the answers name them.
const hours = 'Wann haben Laden, Werkstatt und Verleih geöffnet?';
const location = 'Wo finde ich das Radhaus Dreisam?';
const booking = 'Brauche ich für die Werkstatt einen Termin?';
const inspection = 'Was kostet eine Inspektion für mein Fahrrad oder E-Bike?';
const puncture = 'Reparieren Sie eine Reifenpanne sofort?';
const brakes = 'Was kostet es, die Bremsen reparieren zu lassen?';
const gears = 'Meine Schaltung funktioniert nicht richtig – was kostet die Reparatur?';
const ebikeDiagnosis = 'Können Sie Motor und Akku meines E-Bikes prüfen?';
const ebikeBattery = 'Verkaufen Sie Ersatzakkus für E-Bikes?';
const newBikes = 'Welche neuen Fahrräder und E-Bikes führen Sie?';
const testRide = 'Kann ich ein Fahrrad oder E-Bike vor dem Kauf Probe fahren?';
const cargo = 'Verkaufen Sie auch Lastenräder?';
const kids =
  'Welche Kinderfahrräder haben Sie, und was mache ich, wenn mein Kind herausgewachsen ist?';
const used = 'Verkaufen Sie auch gebrauchte Fahrräder?';
const rental = 'Was kostet es, ein Fahrrad oder E-Bike zu mieten?';
const tours = 'Welche Touren können Sie mit dem Mietrad empfehlen?';
const jobBike = 'Kann ich ein Fahrrad über meinen Arbeitgeber leasen (Dienstradleasing)?';
const payment = 'Wie kann ich bezahlen, und geht auch eine Finanzierung?';
const accessories = 'Welches Zubehör bekomme ich bei Ihnen?';
const pickup = 'Holen Sie mein Fahrrad zur Reparatur ab?';
const warranty = 'Welche Garantie habe ich auf ein neues Fahrrad?';
const rentalNeeds = 'What do I need to rent a bike?';
const languagesSpoken = 'Does anyone at the shop speak English or French?';
const delivery = 'Can you deliver rental bikes to our hotel or holiday apartment?';
const taxFree = 'Can I get the German VAT back if I take a new bike home to Switzerland?';
const fitting = 'What is a bike fitting and how much does it cost?';
const prices = 'Preisliste 2026 – Werkstatt, Verleih und Service';
const terms = 'Miet- und Werkstattbedingungen';
const rentalRequest = 'Reservierungsanfrage für Mieträder und E-Bikes';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const freiburgBikeShopSet: EvaluationSet = {
  name: 'Freiburg bike shop (Radhaus Dreisam)',
  heldOut: false,
  agentName: 'Mia',
  briefing: {
    companyName: 'Radhaus Dreisam',
    industry: 'retail',
    description:
      'Das Radhaus Dreisam ist ein inhabergeführtes Fahrradgeschäft mit Meisterwerkstatt in Freiburg im Breisgau, seit 2004 in der Schwarzwaldstraße 78 im Stadtteil Oberau, direkt am Dreisamuferweg. Auf 600 m² verkaufen wir neue Fahrräder und E-Bikes – City- und Trekkingräder, Mountainbikes, Lastenräder und Kinderräder – sowie geprüfte gebrauchte Räder. In unserer Werkstatt reparieren wir Räder aller Marken und prüfen Motor und Akku von E-Bikes mit der Diagnosesoftware der Hersteller. Für Gäste vermieten wir Fahrräder, E-Bikes und E-Mountainbikes für Touren in den Schwarzwald, und als Partner von JobRad und anderen Leasinganbietern helfen wir beim Dienstradleasing über den Arbeitgeber.',
    targetAudience:
      'Berufspendler und Familien aus Freiburg und dem Umland (Dreisamtal, Gundelfingen, March, Merzhausen), Studierende der Universität und der Hochschulen, Beschäftigte von Uniklinik, Verwaltung und Firmen mit Dienstradleasing, Urlauber und Tagesgäste im Schwarzwald, darunter viele Gäste aus der Schweiz und dem Elsass, sowie Expats und internationale Forschende.',
    keyServices:
      'Verkauf neuer Fahrräder und E-Bikes (City, Trekking, Mountainbike, Gravel, Lastenrad, Kinderrad) von Cube, Gazelle, Kalkhoff, Riese & Müller, Orbea, Tern, Urban Arrow, Woom und Puky; geprüfte gebrauchte Räder und Inzahlungnahme; Meisterwerkstatt für alle Marken: Inspektion, Bremsen, Schaltung, Laufräder, Reifenpannen als Schnellreparatur; E-Bike-Diagnose, Software-Updates und Akkutest für Bosch, Shimano, Yamaha, Brose und Fazua; Fahrradverleih mit City-, Trekking- und E-Bikes, E-Mountainbikes, Lastenrädern und Kinderrädern, Lieferung an Hotel und Ferienwohnung; Dienstradleasing (JobRad, BusinessBike, Bikeleasing-Service, Lease a Bike, Eurorad); Finanzierung; Bike Fitting; Zubehör wie Helme, Schlösser, Kindersitze und Kinderanhänger mit Montage; Hol- und Bringservice für Reparaturen; Wintereinlagerung.',
    commonQuestions:
      'Was eine Inspektion oder Reparatur kostet und wie lange sie dauert, ob man für eine Reifenpanne einen Termin braucht, warum der E-Bike-Akku an Reichweite verliert, was ein Mietrad oder E-Mountainbike kostet und was man zur Ausleihe mitbringen muss, welche Touren sich lohnen, wie Dienstradleasing funktioniert, ob man in Raten zahlen kann, die Öffnungszeiten und ob jemand Englisch oder Französisch spricht.',
    languages: ['German', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Locker und hilfsbereit, aber immer konkret: Preis in Euro, Dauer und der nächste Schritt (Termin, Reservierung oder Probefahrt). Wir siezen, solange uns niemand duzt. Wer auf Englisch schreibt, bekommt die Antwort auf Englisch.',
    personality:
      'Wie ein erfahrener Fahrradmechaniker, der selbst jedes Wochenende im Schwarzwald unterwegs ist: freundlich, geduldig, ehrlich bei Reparaturen und immer mit einem guten Tourentipp.',
    responseTemplates: [
      {
        scenario: rentalRequest,
        response:
          'Vielen Dank für Ihre Anfrage! Damit wir die passenden Räder für Sie reservieren können, schicken Sie uns bitte: die Miettage und die gewünschte Abholzeit, wie viele Personen fahren und die Körpergröße jeder Person, welche Räder Sie möchten (City- oder Trekkingrad, E-Bike, E-Mountainbike, Lastenrad, Kinderrad), ob Sie Kindersitz oder Kinderanhänger brauchen und ob wir die Räder an Ihr Hotel oder Ihre Ferienwohnung liefern sollen. Am schnellsten reservieren Sie online unter radhaus-dreisam.example/mieten oder per WhatsApp an 0176 3390 1245. Reserviert sind die Räder, sobald Sie unsere Bestätigung haben; bis 48 Stunden vor Mietbeginn können Sie kostenlos stornieren.',
      },
    ],
  },
  qa: [
    german(
      hours,
      'Unser Laden ist montags bis freitags von 10:00 bis 19:00 Uhr und samstags von 10:00 bis 16:00 Uhr geöffnet. Die Werkstatt nimmt Räder montags bis freitags ab 8:30 Uhr an und arbeitet bis 18:30 Uhr; samstags machen wir von 10:00 bis 14:00 Uhr nur Schnellreparaturen wie Schlauchwechsel oder Bremsen einstellen. Der Verleih hat von April bis Oktober täglich geöffnet, auch an Sonn- und Feiertagen, mit Ausgabe ab 9:00 Uhr und Rückgabe bis 19:00 Uhr. Von November bis März vermieten wir nur nach Reservierung während der Ladenöffnungszeiten. Sonntags und an Feiertagen sind Laden und Werkstatt geschlossen.',
    ),
    german(
      location,
      'Sie finden uns in der Schwarzwaldstraße 78, 79117 Freiburg im Breisgau, im Stadtteil Oberau direkt am Dreisamuferweg. Mit der Straßenbahn nehmen Sie die Linie 1 bis zur Haltestelle Stadthalle, von dort sind es 2 Minuten zu Fuß. Vom Hauptbahnhof sind Sie mit dem Rad in etwa 10 Minuten bei uns, immer den Dreisamuferweg entlang Richtung Osten. Im Hof gibt es 6 Kundenparkplätze, auch zum Ausladen von Rädern. Sie erreichen uns unter 0761 4588 2210, per WhatsApp unter 0176 3390 1245 und per E-Mail an hallo@radhaus-dreisam.example.',
    ),
    german(
      booking,
      'Für Inspektionen und größere Reparaturen vereinbaren Sie bitte einen Termin: online unter radhaus-dreisam.example/termin, telefonisch unter 0761 4588 2210 oder per WhatsApp. Von März bis Juni beträgt die Wartezeit auf einen Termin meist 1 bis 2 Wochen, im restlichen Jahr 2 bis 4 Werktage. Schnellreparaturen wie Schlauchwechsel, Bremse oder Schaltung einstellen und Licht reparieren machen wir ohne Termin, meist während Sie warten. Brauchen Sie Ihr Rad am selben Tag zurück, gibt es nach Verfügbarkeit unseren Expressservice für 20 € Zuschlag. Bitte bringen Sie Ihr Rad ab 8:30 Uhr und bei E-Bikes auch den Akkuschlüssel mit.',
    ),
    german(
      inspection,
      'Wir bieten vier Servicepakete an. Der Basis-Check für 39 € umfasst eine Sicherheitsprüfung, Bremsen und Schaltung einstellen, Reifendruck, Licht und das Nachziehen aller Schrauben. Die Inspektion für 89 € beinhaltet zusätzlich Reinigen und Ölen der Kette, Laufräder nachzentrieren, Lager und Züge prüfen und eine Probefahrt; die Große Inspektion für 169 € dazu eine Komplettreinigung und das Zerlegen und Fetten der Lager. Die E-Bike-Inspektion kostet 119 € und enthält außerdem das Auslesen des Fehlerspeichers, Software-Updates und einen Kurztest des Akkus. Ersatzteile berechnen wir extra, und ab 30 € Teilekosten fragen wir vorher bei Ihnen nach. Eine Inspektion dauert in der Regel einen Werktag, in der Hochsaison bis zu 3 Werktage.',
    ),
    german(
      puncture,
      'Ja, eine Reifenpanne beheben wir ohne Termin während der Werkstattzeiten, meist innerhalb einer Stunde und oft, während Sie warten. Der Schlauchwechsel kostet am Vorderrad 15 €, am Hinterrad 19 € und am Hinterrad mit Nabenschaltung oder Nabenmotor sowie am Lastenrad 29 €, jeweils zuzüglich Schlauch ab 7 €. Ist der Mantel abgefahren oder beschädigt, bekommen Sie einen neuen ab 24 €; wer täglich pendelt, dem empfehlen wir pannensichere Reifen wie den Schwalbe Marathon Plus ab 39 €. Tubeless-Reifen dichten wir für 25 € inklusive Dichtmilch neu ab. Samstags machen wir Schnellreparaturen von 10:00 bis 14:00 Uhr.',
    ),
    german(
      brakes,
      'Lässt die Bremswirkung nach, quietscht die Bremse oder fühlt sich der Hebel weich an, bringen Sie Ihr Rad bitte bald vorbei; den Bremsen-Check machen wir kostenlos. Felgenbremsen und mechanische Scheibenbremsen einstellen kostet 12 € pro Bremse. Neue Beläge für Scheibenbremsen wechseln wir für 15 € pro Bremse, die Beläge kosten ab 18 €; eine neue Bremsscheibe kostet 15 € Montage plus ab 29 € für die Scheibe. Hydraulische Bremsen (z. B. Shimano, Magura, Tektro) entlüften wir für 29 € pro Bremse, wenn der Druckpunkt nicht mehr stimmt. Die meisten Bremsarbeiten erledigen wir als Schnellreparatur ohne Termin.',
    ),
    german(
      gears,
      'Schaltet Ihr Rad nicht sauber, rattert es oder rutscht die Kette beim Treten durch, ist meist die Schaltung verstellt, ein Schaltzug ausgeleiert oder die Kette verschlissen. Schaltung einstellen kostet 15 €, einen neuen Schaltzug montieren wir für 22 € inklusive Zug. Den Verschleiß der Kette messen wir kostenlos; eine neue Kette kostet 15 € Montage plus ab 19 € (E-Bike-Ketten ab 29 €), und ist auch die Kassette abgenutzt, kommen 15 € Montage und ab 35 € für die Kassette hinzu. Lassen Sie die Kette alle 2.000 bis 3.000 km prüfen, beim E-Bike öfter. Auch Nabenschaltungen von Shimano (Nexus, Alfine), Enviolo und Rohloff warten wir, den Ölwechsel der Rohloff zum Beispiel für 39 €.',
    ),
    german(
      ebikeDiagnosis,
      'Ja. Wir lesen E-Bikes mit Antrieben von Bosch, Shimano Steps, Yamaha, Brose, Fazua und Specialized mit der Diagnosesoftware der Hersteller aus; das kostet 35 € und wird angerechnet, wenn wir den Fehler beheben. Dabei spielen wir auf Wunsch die neueste Software auf (15 €, in der E-Bike-Inspektion inklusive). Den Akku prüfen wir mit einem Kapazitätstest für 39 € und sagen Ihnen, wie viel Prozent seiner ursprünglichen Kapazität er noch hat. Ist der Motor noch in der Garantie, wickeln wir den Austausch direkt mit dem Hersteller ab; das dauert meist 1 bis 3 Wochen. Nachrüstsätze und E-Bikes von Marken ohne Händlernetz können wir nur eingeschränkt reparieren, weil wir dafür weder Diagnosesoftware noch Ersatzteile bekommen.',
    ),
    german(
      ebikeBattery,
      'Ja. Ein E-Bike-Akku verliert mit der Zeit an Kapazität: Nach 500 bis 1.000 Ladezyklen oder 4 bis 6 Jahren schafft er oft nur noch 60 bis 70 % der ursprünglichen Reichweite. Ob sich ein neuer lohnt, zeigt unser Kapazitätstest für 39 €. Original-Ersatzakkus bestellen wir für alle gängigen Systeme, zum Beispiel Bosch PowerPack 500 ab 829 €, Bosch PowerTube 625 ab 929 € und Shimano 630 Wh ab 849 €; meist sind sie in 2 bis 5 Werktagen da. Günstiger ist oft ein Zellentausch über unseren Partnerbetrieb ab 449 €, der 3 bis 4 Wochen dauert. Ihren alten Akku entsorgen wir kostenlos, und damit der neue lange hält, lagern Sie ihn im Winter bei Zimmertemperatur und mit 30 bis 60 % Ladung.',
    ),
    german(
      newBikes,
      'Auf 600 m² stehen bei uns rund 250 Räder: City- und Trekkingräder, Mountainbikes (Hardtail und Fully), Gravelbikes, E-Bikes, Lastenräder und Kinderräder. Wir führen Cube, Gazelle, Kalkhoff, Riese & Müller, Orbea, Tern und Urban Arrow, für Kinder Woom und Puky. City- und Trekkingräder gibt es ab 599 €, Mountainbikes ab 699 €, E-Bikes ab 2.499 €. Ist Ihr Wunschmodell nicht da, bestellen wir es; die Lieferzeit liegt je nach Hersteller zwischen einer und acht Wochen. Bei jedem neuen Rad sind die Endmontage, ein Basis-Fitting, die Erstinspektion und die Lieferung im Umkreis von 30 km inklusive.',
    ),
    german(
      testRide,
      'Ja, jedes Rad im Laden können Sie kostenlos Probe fahren, direkt vor der Tür auf dem Dreisamuferweg; wir brauchen dafür nur Ihren Ausweis. Für eine längere Probefahrt mit dem E-Bike, zum Beispiel den Berg hinauf nach Günterstal, leihen wir Ihnen das Rad einen halben Tag kostenlos aus. Beim Testwochenende nehmen Sie ein E-Bike oder Lastenrad von Freitag 16:00 Uhr bis Montag 11:00 Uhr mit nach Hause, für 49 €, die wir beim Kauf anrechnen. Bitte reservieren Sie Testwochenenden und Halbtagesfahrten vorher, denn im Frühjahr sind die Testräder schnell vergeben.',
    ),
    german(
      cargo,
      'Ja, Lastenräder sind eine unserer Spezialitäten: Wir haben immer 10 bis 15 Modelle zum Probefahren da, darunter Urban Arrow Family, Riese & Müller Load 75 und Packster, Tern GSD und Gazelle Makki. Die meisten haben einen Elektromotor und kosten zwischen 4.500 und 9.500 €. Für den Kindertransport gibt es Sitzbänke mit Gurten, Regenverdeck und Adapter für Babyschalen. Vor dem Kauf können Sie ein Lastenrad für 59 € pro Tag mieten oder beim Testwochenende ausprobieren. Fragen Sie auch bei Ihrer Gemeinde nach Förderprogrammen oder bei Ihrem Arbeitgeber nach Dienstradleasing – ein Angebot für den Förderantrag stellen wir Ihnen gern aus.',
    ),
    german(
      kids,
      'Für Kinder führen wir Laufräder ab 2 Jahren (ab 89 €) und Kinderräder von Woom, Puky und Cube von 14 bis 26 Zoll (ab 299 €). Die richtige Größe hängt von der Innenbeinlänge ab, nicht vom Alter, deshalb bringen Sie Ihr Kind am besten zum Ausprobieren mit. Mit unserem Kinderrad-Tauschprogramm nehmen wir ein bei uns gekauftes Kinderrad innerhalb von 24 Monaten zurück, wenn Sie das nächstgrößere bei uns kaufen, und rechnen 40 % des Kaufpreises an, sofern das Rad in gutem Zustand ist. Gebrauchte Kinderräder haben wir ebenfalls oft da. Kinderhelme passen wir kostenlos an.',
    ),
    german(
      used,
      'Ja, bei uns stehen meist 20 bis 40 gebrauchte Fahrräder und E-Bikes zwischen 250 und 3.000 €. Sie stammen aus Inzahlungnahmen, aus zurückgegebenen Leasingrädern und aus unserer Mietflotte, die wir jedes Jahr im Oktober beim Mietrad-Abverkauf günstig abgeben. Jedes Rad wird vorher in unserer Werkstatt durchgesehen, bei E-Bikes bekommen Sie das Protokoll des Akkutests dazu, und Sie haben 12 Monate Gewährleistung. Wenn Sie bei uns ein neues Rad kaufen, nehmen wir Ihr altes in Zahlung; die Bewertung ist kostenlos. Den aktuellen Bestand finden Sie unter radhaus-dreisam.example/gebraucht.',
    ),
    german(
      rental,
      'Ein City- oder Trekkingrad kostet 19 € pro Tag, ein Mountainbike (Hardtail) 29 €, ein E-Citybike oder E-Trekkingrad 39 € und ein E-Mountainbike (Fully) 59 €; das E-Lastenrad kostet ebenfalls 59 € pro Tag. Einen halben Tag (bis 13:00 Uhr oder ab 13:00 Uhr) bekommen Sie etwa ein Drittel günstiger, ab 3 Miettagen gibt es 10 % und ab 7 Miettagen 20 % Rabatt. Helm, Schloss, Flickzeug und eine Tourenkarte sind immer dabei. Kinderräder kosten 10 € pro Tag, Kindersitze 5 € und Kinderanhänger 12 €. Reservieren Sie am besten online unter radhaus-dreisam.example/mieten, vor allem für Wochenenden von Mai bis September.',
    ),
    german(
      tours,
      'Für eine gemütliche Runde empfehlen wir den Dreisamuferweg ins Dreisamtal nach Kirchzarten und zurück, etwa 30 km und fast flach. Mit dem E-Bike lohnt sich der Schauinsland, Freiburgs Hausberg mit 1.284 m: rund 1.000 Höhenmeter, und oben sehen Sie bei klarem Wetter bis zu den Alpen. Wer Wein mag, fährt durch die Weinberge zum Kaiserstuhl (etwa 60 km hin und zurück) oder an den Rhein nach Breisach und weiter ins Elsass nach Colmar. Die GPX-Dateien aller Touren bekommen Sie kostenlos bei der Ausleihe oder unter radhaus-dreisam.example/touren. Mit einem vollen Akku schaffen Sie je nach Höhenmetern 60 bis 120 km; für lange Touren können Sie einen Zweitakku für 15 € pro Tag dazumieten.',
    ),
    german(
      jobBike,
      'Ja, wir sind Fachhändler für JobRad, BusinessBike, Bikeleasing-Service, Lease a Bike, Eurorad und mein-dienstrad.de. Sie suchen sich bei uns ein Rad oder E-Bike aus und fahren es Probe, wir schicken Ihnen ein Angebot, und Sie reichen es im Portal Ihres Arbeitgebers ein; nach der Freigabe, meist innerhalb von 3 bis 10 Werktagen, holen Sie das Rad ab. Die Leasingrate wird 36 Monate lang von Ihrem Bruttogehalt abgezogen, und als geldwerten Vorteil versteuern Sie nur 0,25 % des Listenpreises pro Monat – je nach Gehalt sparen Sie so 20 bis 40 % gegenüber dem Kauf. Ist im Vertrag ein Service-Paket enthalten, machen wir die Inspektionen und rechnen direkt mit dem Leasinganbieter ab. Nach 36 Monaten können Sie das Rad meist für einen Restwert von etwa 17 % vom Leasinganbieter übernehmen oder es zurückgeben.',
    ),
    german(
      payment,
      'Sie können bei uns bar, mit girocard, mit Visa und Mastercard sowie mit Apple Pay und Google Pay bezahlen; Online-Reservierungen für Mieträder bezahlen Sie auch mit PayPal. Schweizer Franken und Schecks nehmen wir nicht an. Ab 500 € Kaufpreis können Sie über unsere Partnerbank in 6 bis 60 Monatsraten finanzieren, die ersten 12 Monate sogar mit 0 % Zinsen. Die Entscheidung dauert im Laden etwa 15 Minuten; Sie brauchen dafür einen Wohnsitz in Deutschland, ein deutsches Girokonto und Ihren Ausweis. Alternativ können Sie ein Rad über Ihren Arbeitgeber leasen.',
    ),
    german(
      accessories,
      'Wir führen Helme von Abus, Uvex und Giro, Schlösser von Abus und Kryptonite, Kindersitze von Thule und Britax Römer, Kinderanhänger von Croozer und Thule, Taschen von Ortlieb, Beleuchtung von Busch + Müller sowie Gepäckträger, Körbe, Schutzbleche und Regenbekleidung. Für ein Schloss empfehlen wir, etwa 10 % des Radwertes auszugeben; gute Bügel- und Faltschlösser kosten bei uns 49 bis 149 €. Helme passen wir kostenlos an, Kinderhelme gibt es ab 39 €, Helme für Erwachsene ab 59 €. Kaufen Sie Zubehör zusammen mit einem neuen Rad, montieren wir es kostenlos, sonst nach Preisliste, zum Beispiel einen Kindersitz für 25 € oder einen Gepäckträger für 20 €.',
    ),
    german(
      pickup,
      'Ja. Dienstags und donnerstags holen wir Räder zur Reparatur bei Ihnen zu Hause oder am Arbeitsplatz ab und bringen sie fertig zurück, in der Stadt mit unserem E-Lastenrad, im Umland mit dem Transporter. Im Stadtgebiet Freiburg kostet das 29 € hin und zurück, im Umkreis von 15 km (z. B. Kirchzarten, Gundelfingen, Merzhausen, Umkirch, Denzlingen) 45 €; ab 250 € Reparaturkosten ist es kostenlos. Buchen Sie bitte bis zum Werktag davor um 14:00 Uhr und legen Sie bei E-Bikes den Akkuschlüssel bereit. Neue Räder liefern wir im Umkreis von 30 km kostenlos.',
    ),
    german(
      warranty,
      'Auf jedes neue Fahrrad haben Sie 2 Jahre gesetzliche Gewährleistung, auf gebrauchte Räder 12 Monate. Zusätzlich geben die Hersteller Garantie auf den Rahmen, je nach Marke 5 bis 10 Jahre oder lebenslang, und auf Motor und Akku von E-Bikes meist 2 Jahre. Verschleißteile wie Reifen, Bremsbeläge, Kette und Kassette sind nicht abgedeckt. Die Erstinspektion innerhalb der ersten 3 Monate ist für bei uns gekaufte Räder kostenlos; danach empfehlen wir eine Inspektion pro Jahr. Im Garantiefall bringen Sie das Rad mit Kaufbeleg vorbei, und bei E-Bikes, die Sie bei uns gekauft haben, bekommen Sie für die Dauer der Garantiereparatur kostenlos ein Ersatzrad.',
    ),
    english(
      rentalNeeds,
      "Just bring a valid ID card or passport and pay the deposit: 100 € for a bike and 300 € for an e-bike, e-MTB or cargo bike, either in cash or as a hold on your credit card. The person renting must be at least 18; children and teenagers ride with their parents, and e-MTBs may be ridden from age 14 when an adult comes along. Please tell us everyone's height when you book, so we can set up bikes in the right size. Helmets, a lock and a repair kit are included, and with the KONUS guest card of the Black Forest you get 10 % off the rental price. Book online at radhaus-dreisam.example/mieten or send us a WhatsApp message.",
    ),
    english(
      languagesSpoken,
      'Yes. Most of our team speaks English, and Claire, who runs our rental desk, is from Strasbourg and also speaks French. You are welcome to write to us on WhatsApp or by email in English or French, and we will answer in the same language. Our rental terms, tour maps and route descriptions are available in English and French as well. Visitors from Switzerland can of course write in Swiss German: we are just across the border and understand it well.',
    ),
    english(
      delivery,
      'Yes. We deliver rental bikes to your hotel, holiday apartment or campsite and collect them again at the end of your rental. Within Freiburg each trip costs 20 €, so 40 € for delivery and collection, and it is free for rentals over 300 €. In the Dreisamtal and the Hochschwarzwald, for example Kirchzarten, Oberried, Hinterzarten and Titisee-Neustadt, each trip costs 45 €. When we deliver, we adjust every bike to its rider and show you how the e-bikes work, so please book delivery at least 2 days in advance. Child seats, trailers and helmets come along with the bikes.',
    ),
    english(
      taxFree,
      'Yes, if you live outside the EU, for example in Switzerland. When you buy the bike, we fill in an export certificate (Ausfuhrbescheinigung) with you; within 3 months, show it together with the bike and your passport at the German customs office at the border, for example at Basel or Weil am Rhein, and have it stamped. Send the stamped form back to us or bring it in, and we refund the 19 % German VAT minus a 15 € handling fee by bank transfer or to your credit card. Please note that you have to declare the bike and pay Swiss import VAT when you enter Switzerland. Visitors from France and other EU countries pay German VAT and cannot have it refunded.',
    ),
    english(
      fitting,
      'A bike fitting adjusts your bike to your body, so you ride more comfortably and efficiently and without pain in your knees, back, hands or seat. Our basic fitting takes about 45 minutes and costs 89 €: we set the saddle height and position, the handlebar height and reach and, if you ride clipless pedals, your cleats. The professional fitting takes about 2 hours, costs 189 € and adds saddle pressure mapping, a video motion analysis and a written report with all your measurements. The basic fitting is included with every new bike you buy from us. Lukas, our certified bike fitter, does fittings on Tuesdays, Thursdays and Saturdays by appointment; please bring your cycling shoes and shorts.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'German',
      text: `PREISLISTE 2026 – Radhaus Dreisam, Fahrradladen, Werkstatt und Verleih in Freiburg
Alle Preise in Euro inklusive 19 % Mehrwertsteuer, gültig ab 1. Januar 2026. Ersatzteile und Material berechnen wir zusätzlich nach Verbrauch, sofern nicht anders angegeben. Ab 30 € Teilekosten fragen wir vor dem Einbau bei Ihnen nach.

Werkstatt – Stundensätze
- Arbeitslohn Fahrrad: 72 € pro Stunde, abgerechnet je angefangene 10 Minuten (12 €)
- E-Bike-Elektrik und Diagnose: 84 € pro Stunde

Servicepakete
- Basis-Check (Sicherheitsprüfung, Bremsen und Schaltung einstellen, Reifendruck, Licht, Schrauben nachziehen): 39 €
- Inspektion (zusätzlich Kette reinigen und ölen, Laufräder nachzentrieren, Lager und Züge prüfen, Probefahrt): 89 €
- Große Inspektion (zusätzlich Komplettreinigung, Lager zerlegen und fetten): 169 €
- E-Bike-Inspektion (Inspektion plus Fehlerspeicher auslesen, Software-Update, Akku-Kurztest): 119 €
- Lastenrad-Inspektion: 139 €, mit Motor 159 €
- Erstinspektion für bei uns gekaufte Räder innerhalb von 3 Monaten: kostenlos
- Bremsen-Check, Kettenverschleiß messen, Lichttest: kostenlos

Schnellreparaturen (ohne Termin, meist während Sie warten)
- Schlauchwechsel Vorderrad: 15 €
- Schlauchwechsel Hinterrad: 19 €
- Schlauchwechsel Hinterrad mit Nabenschaltung oder Nabenmotor, Lastenrad: 29 €
- Schlauch: ab 7 €; Mantel: ab 24 €; pannensicherer Mantel (z. B. Schwalbe Marathon Plus): ab 39 €
- Tubeless-Reifen abdichten inklusive Dichtmilch: 25 €
- Bremse einstellen (Felgenbremse oder mechanische Scheibenbremse): 12 € pro Bremse
- Schaltung einstellen: 15 €
- Licht reparieren: ab 15 €
- Expressservice (Fertigstellung am selben Tag, nach Verfügbarkeit): 20 € Zuschlag

Bremsen
- Bremsbeläge Scheibenbremse wechseln: 15 € pro Bremse, Beläge ab 18 €
- Bremsklötze Felgenbremse wechseln: 12 € pro Bremse, Bremsklötze ab 12 €
- Bremsscheibe wechseln: 15 €, Scheibe ab 29 €
- Hydraulische Bremse entlüften: 29 € pro Bremse

Schaltung und Antrieb
- Schaltzug erneuern inklusive Zug: 22 €
- Kette wechseln: 15 €, Kette ab 19 €, E-Bike-Kette ab 29 €
- Kassette oder Ritzel wechseln: 15 €, Kassette ab 35 €
- Schaltauge richten: 15 €; neues Schaltauge: 15 € plus Teil ab 19 €
- Kettenblätter wechseln: 25 €
- Nabenschaltung warten (Shimano Nexus und Alfine, Enviolo): ab 39 €; Rohloff-Ölwechsel: 39 €
- Elektronische Schaltung (Shimano Di2, SRAM AXS) einstellen und aktualisieren: 29 €

Laufräder und Lager
- Laufrad zentrieren: 19 €
- Speiche ersetzen: 12 € je Speiche inklusive Speiche, zuzüglich Zentrieren
- Laufrad neu einspeichen: 69 €, Felge und Speichen nach Verbrauch
- Tretlager wechseln: 29 €
- Steuersatz warten: 29 €
- Federgabel-Service (kleiner Service): ab 59 €

E-Bike
- Fehlerspeicher auslesen und Diagnose (Bosch, Shimano Steps, Yamaha, Brose, Fazua, Specialized): 35 €, angerechnet, wenn wir den Fehler beheben
- Software-Update: 15 € (in der E-Bike-Inspektion inklusive)
- Akku-Kapazitätstest mit Protokoll: 39 €
- Original-Ersatzakku: Bosch PowerPack 500 ab 829 €, Bosch PowerTube 625 ab 929 €, Shimano 630 Wh ab 849 €
- Akku-Zellentausch über unseren Partnerbetrieb: ab 449 €, Dauer 3 bis 4 Wochen
- Motor aus- und einbauen bei Garantieaustausch: für Sie kostenlos, wenn der Hersteller die Garantie übernimmt
- Entsorgung alter Akkus: kostenlos

Montage von Zubehör
- Kindersitz: 25 €
- Kupplung für Kinderanhänger: 15 €
- Gepäckträger: 20 €
- Schutzbleche: 25 €
- Fahrradcomputer oder Handyhalterung: 10 €
- Beim Kauf zusammen mit einem neuen Rad: kostenlos

Weitere Leistungen
- Basis-Fitting (ca. 45 Minuten): 89 €, beim Kauf eines neuen Rads inklusive
- Professional Bike Fitting (ca. 2 Stunden, mit Sitzdruckmessung, Videoanalyse und Bericht): 189 €
- Fahrradcodierung mit EIN-Code (Ausweis und Kaufbeleg mitbringen): 15 €
- Fahrrad für Bahn oder Flug verpacken, inklusive Karton: 49 €
- Wintereinlagerung von November bis März inklusive Winter-Check: 79 €; mit Inspektion: 149 €
- Ersatzrad während der Reparatur: Stadtrad 10 € pro Tag, E-Bike 20 € pro Tag; kostenlos bei Garantiereparaturen an bei uns gekauften E-Bikes
- Hol- und Bringservice für Reparaturen (dienstags und donnerstags), hin und zurück: Stadtgebiet Freiburg 29 €, Umland bis 15 km 45 €, ab 250 € Reparaturkosten kostenlos
- Lieferung neuer Räder im Umkreis von 30 km: kostenlos
- Standgebühr, wenn ein fertiges Rad nicht innerhalb von 14 Tagen abgeholt wird: 3 € pro Tag

Verleih (pro Tag / halber Tag bis 13:00 Uhr oder ab 13:00 Uhr)
- City- oder Trekkingrad: 19 € / 12 €
- Mountainbike (Hardtail): 29 € / 19 €
- E-Citybike oder E-Trekkingrad: 39 € / 25 €
- E-Mountainbike (Fully): 59 € / 39 €
- E-Lastenrad: 59 € / 39 €
- Kinderrad oder Laufrad: 10 € / 7 €
- Kindersitz: 5 € pro Tag; Kinderanhänger: 12 € pro Tag; Trailerbike (Nachläufer): 10 € pro Tag
- Zweitakku für E-Bikes: 15 € pro Tag
- Rabatt: ab 3 Miettagen 10 %, ab 7 Miettagen 20 %; mit der KONUS-Gästekarte 10 % (nicht mit anderen Rabatten kombinierbar)
- Inklusive: Helm, Schloss, Flickzeug, Tourenkarte und GPX-Tracks
- Schutzpaket (Haftungsreduzierung bei Schäden und Diebstahl): 5 € pro Tag für Fahrräder, 8 € pro Tag für E-Bikes und Lastenräder
- Kaution: 100 € für Fahrräder, 300 € für E-Bikes, E-Mountainbikes und Lastenräder
- Lieferung und Abholung an Hotel, Ferienwohnung oder Campingplatz, je Fahrt: Freiburg 20 € (ab 300 € Mietpreis kostenlos), Dreisamtal und Hochschwarzwald 45 €
- Testwochenende E-Bike oder Lastenrad (Freitag 16:00 Uhr bis Montag 11:00 Uhr): 49 €, beim Kauf angerechnet
- Verspätete Rückgabe: 5 € je angefangene Stunde, höchstens der Tagespreis
- Reinigungspauschale bei starker Verschmutzung: 15 €`,
    },
    {
      title: terms,
      language: 'German',
      text: `Miet- und Werkstattbedingungen des Radhaus Dreisam (Stand: Januar 2026)

TEIL A – MIETBEDINGUNGEN FÜR FAHRRÄDER, E-BIKES UND LASTENRÄDER

1. Reservierung und Stornierung
Sie können Räder online unter radhaus-dreisam.example/mieten, telefonisch, per WhatsApp oder im Laden reservieren. Die Reservierung gilt, sobald wir sie schriftlich bestätigt haben. Bei Online-Reservierungen zahlen Sie 30 % des Mietpreises an, den Rest bei der Abholung. Bis 48 Stunden vor Mietbeginn können Sie kostenlos stornieren; danach oder wenn Sie die Räder nicht abholen, berechnen wir 50 % des Mietpreises. Gibt der Deutsche Wetterdienst für Freiburg am Miettag eine Unwetterwarnung heraus, können Sie kostenlos auf einen anderen Tag umbuchen.

2. Mieter
Mieter muss mindestens 18 Jahre alt sein und bei der Übergabe einen gültigen Personalausweis oder Reisepass vorlegen. Der Mieter haftet auch für alle Personen, die mit den von ihm gemieteten Rädern fahren. Kinder und Jugendliche fahren nur in Begleitung eines Erwachsenen; E-Mountainbikes dürfen ab 14 Jahren in Begleitung eines Erwachsenen gefahren werden.

3. Kaution
Die Kaution beträgt 100 € für Fahrräder und 300 € für E-Bikes, E-Mountainbikes und Lastenräder. Sie wird bar hinterlegt oder auf Ihrer Kreditkarte vorgemerkt und nach der Rückgabe und Prüfung der Räder sofort freigegeben.

4. Übergabe und Rückgabe
Von April bis Oktober geben wir Räder täglich, auch an Sonn- und Feiertagen, ab 9:00 Uhr aus; die Rückgabe ist bis 19:00 Uhr möglich. Von November bis März vermieten wir nur nach Reservierung während der Ladenöffnungszeiten. Bei der Übergabe stellen wir die Räder auf Ihre Körpergröße ein und erklären E-Bikes und Lastenräder. Für eine verspätete Rückgabe berechnen wir 5 € je angefangene Stunde, höchstens den Tagespreis; für stark verschmutzte Räder eine Reinigungspauschale von 15 €.

5. Nutzung
Die Räder dürfen auf öffentlichen Straßen und Wegen gefahren werden, auch für Fahrten ins Elsass und in die Schweiz, müssen aber bei uns zurückgegeben werden. In Baden-Württemberg ist Radfahren im Wald auf Wegen unter 2 Metern Breite verboten (Zwei-Meter-Regel), außer auf ausgeschilderten Trails wie dem Freiburger Trailnetz. Downhill-Strecken und Bikeparks (z. B. Bikepark Todtnau) dürfen mit Mieträdern nicht befahren werden. Die Mitnahme der Räder in Bus und Bahn ist erlaubt. Eine Weitervermietung ist nicht gestattet. Lastenräder dürfen höchstens mit der vom Hersteller angegebenen Zuladung beladen werden.

6. Pannen und Schäden
Jedes Mietrad hat Flickzeug dabei. Bei einer Panne, die Sie nicht selbst beheben können, rufen Sie unsere Verleih-Hotline 0176 3390 1245 an. In Freiburg und im Dreisamtal bringen wir Ihnen bei einem Defekt, den Sie nicht verschuldet haben, innerhalb von 2 Stunden ein Ersatzrad. Schäden melden Sie bitte spätestens bei der Rückgabe. Normaler Verschleiß geht zu unseren Lasten.

7. Haftung, Diebstahl und Schutzpaket
Ohne Schutzpaket haften Sie für Schäden am Mietrad und bei Diebstahl bis zur Höhe des Zeitwerts des Rades. Mit dem Schutzpaket (5 € pro Tag für Fahrräder, 8 € pro Tag für E-Bikes und Lastenräder) beträgt Ihre Selbstbeteiligung höchstens 150 € bei Fahrrädern und 300 € bei E-Bikes und Lastenrädern je Schadensfall. Bei Diebstahl gilt die Haftungsreduzierung nur, wenn das Rad mit dem mitgegebenen Schloss an einem festen Gegenstand angeschlossen war, Sie den Diebstahl innerhalb von 24 Stunden bei der Polizei anzeigen und uns die Anzeige und die Schlüssel übergeben. Grob fahrlässig oder vorsätzlich verursachte Schäden sind nicht abgedeckt. Eine Unfall- oder Haftpflichtversicherung für den Fahrer ist im Mietpreis nicht enthalten.

TEIL B – WERKSTATTBEDINGUNGEN

8. Auftrag und Kostenvoranschlag
Jeder Werkstattauftrag wird auf einem Auftragsschein mit den vereinbarten Arbeiten und dem voraussichtlichen Fertigstellungstermin festgehalten. Für Reparaturen, die voraussichtlich mehr als 150 € kosten, erhalten Sie vorher einen kostenlosen Kostenvoranschlag; der Rechnungsbetrag darf ihn ohne Ihre Zustimmung um höchstens 15 % überschreiten. Ersatzteile über 30 € bauen wir nur nach Ihrer Freigabe ein.

9. Ersatzrad
Während der Reparatur stellen wir Ihnen nach Verfügbarkeit ein Ersatzrad zur Verfügung: ein Stadtrad für 10 € pro Tag oder ein E-Bike für 20 € pro Tag. Bei Garantiereparaturen an E-Bikes, die Sie bei uns gekauft haben, ist das Ersatzrad kostenlos. Für Ersatzräder gelten die Mietbedingungen in Teil A entsprechend.

10. Abholung und Standgebühr
Wir melden Ihnen per SMS, WhatsApp oder E-Mail, wenn Ihr Rad fertig ist. Bitte holen Sie es innerhalb von 14 Tagen ab; danach berechnen wir eine Standgebühr von 3 € pro Tag. Wird ein Rad trotz zwei schriftlicher Erinnerungen länger als 3 Monate nicht abgeholt, dürfen wir es zur Deckung unserer Kosten verwerten.

11. Altteile und mitgebrachte Teile
Ausgebaute Teile entsorgen wir umweltgerecht, es sei denn, Sie möchten sie zurückhaben. Alte E-Bike-Akkus nehmen wir kostenlos zurück und geben sie an das gesetzliche Rücknahmesystem weiter. Teile, die Sie selbst mitbringen, bauen wir zum normalen Stundensatz ein; für diese Teile übernehmen wir keine Gewährleistung.

12. Gewährleistung auf Reparaturen
Auf unsere Arbeit und die eingebauten Teile geben wir Verbrauchern 2 Jahre Gewährleistung. Verschleiß, Sturz- und Unfallschäden sowie Schäden durch unsachgemäße Nutzung sind ausgeschlossen. Bitte melden Sie uns einen Mangel sofort; wir bessern ihn zunächst in unserer Werkstatt nach.

13. Haftung für abnehmbare Teile
Bitte nehmen Sie Taschen, Fahrradcomputer, Navigationsgeräte und andere abnehmbare Teile vor der Abgabe ab. Für Gegenstände, die am Rad verbleiben, übernehmen wir keine Haftung.

14. Zahlung
Mietpreis und Werkstattrechnung sind bei Abholung fällig und können bar, mit girocard, Visa, Mastercard, Apple Pay oder Google Pay bezahlt werden. Bis zur vollständigen Bezahlung behalten wir das reparierte Rad ein (Werkunternehmerpfandrecht).`,
    },
  ],
  answerable: [
    // German, close to the knowledge's words
    { question: 'Was kostet eine E-Bike-Inspektion?', answeredBy: [inspection, prices] },
    {
      question: 'Kann ich ein Fahrrad über meinen Arbeitgeber leasen?',
      answeredBy: [jobBike, services, description],
    },
    {
      question: 'Verkaufen Sie auch gebrauchte E-Bikes?',
      answeredBy: [used, services, description],
    },
    // German paraphrases with everyday words
    {
      question:
        'Mir ist heute früh auf dem Weg zur Arbeit der Schlauch geplatzt. Muss ich dafür einen Termin ausmachen oder kann ich einfach vorbeikommen?',
      answeredBy: [puncture, booking, prices],
    },
    {
      question:
        'Beim Bergauffahren springt bei mir ständig die Kette. Woran liegt das und was kostet die Reparatur?',
      answeredBy: [gears, prices],
    },
    {
      question:
        'Der Akku von meinem Pedelec hält nicht mehr, ich komm kaum noch 30 km weit. Lohnt sich ein neuer?',
      answeredBy: [ebikeBattery, ebikeDiagnosis, prices],
    },
    {
      question:
        'Mein alter Drahtesel quietscht an allen Ecken. Was kostet es, den mal komplett durchchecken zu lassen?',
      answeredBy: [inspection, prices],
    },
    {
      question:
        'Meine Bremse packt nicht mehr richtig, den Berg runter krieg ich das Rad kaum noch zum Stehen. Was kann man da machen?',
      answeredBy: [brakes, prices],
    },
    {
      question:
        'Unser Sohn ist aus seinem Rad rausgewachsen. Habt ihr was Größeres für einen Siebenjährigen, und nehmt ihr das alte zurück?',
      answeredBy: [kids, used, services],
    },
    {
      question:
        'Ich überlege mir ein Transportrad mit Kiste vorne, damit ich die Kinder in die Kita fahren kann. Was habt ihr da so und was kostet das?',
      answeredBy: [cargo, newBikes, services],
    },
    // Swiss and Austrian turns of phrase
    {
      question:
        'Grüezi, ich wohne in Basel und möchte bei Ihnen ein E-Velo kaufen. Bekomme ich die deutsche Mehrwertsteuer zurück?',
      answeredBy: [taxFree],
    },
    {
      question: 'Könnt ihr mein Velo auch abholen? Ich wohne in Kirchzarten und hab kein Auto.',
      answeredBy: [pickup, prices, services],
    },
    {
      question:
        'Mein alter Göpel hat hinten einen Achter drin. Könnt ihr das Rad wieder gerade machen?',
      answeredBy: [prices, inspection],
    },
    {
      question: 'Servus, was kostet bei euch a Service fürs Radl? Die Gangschaltung hakt a bissl.',
      answeredBy: [inspection, gears, prices],
    },
    // Badisch
    {
      question:
        'Hen ihr am Samschdig au offe? Mir wänn zu zweit E-Bikes fir de Schauinsland miete.',
      answeredBy: [hours, rental, rentalRequest],
    },
    {
      question: 'Wie lang brüchet ihr für e Inspektion? I bruch mi Rad jede Dag zum Schaffe.',
      answeredBy: [inspection, booking, prices, terms],
    },
    // Typos, missing umlauts and chat-speak, in German
    {
      question: 'hab nen platten hinten, wieviel kostet n neuer schlauch?',
      answeredBy: [puncture, prices],
    },
    {
      question: 'kannste mal schauen was mein bosch display will? zeigt dauernd fehler 503 an',
      answeredBy: [ebikeDiagnosis, prices, services, description],
    },
    { question: 'habt ihr auch lastenräder zum mieten? pls', answeredBy: [rental, cargo, prices] },
    { question: 'kann man bei euch auf raten zahlen? thx', answeredBy: [payment] },
    { question: 'offnungszeiten werkstatt samstag', answeredBy: [hours] },
    {
      question: 'Wo genau seid ihr? Kommt man mit der Strassenbahn hin?',
      answeredBy: [location, description],
    },
    {
      question:
        'Hab mein E-Bike letzten Sommer bei euch gekauft, jetzt knackt der Motor beim Anfahren. Geht das auf Garantie?',
      answeredBy: [warranty, ebikeDiagnosis],
    },
    // German, plainly worded
    {
      question: 'Kann ich ein Lastenrad mal übers Wochenende testen, bevor ich mich entscheide?',
      answeredBy: [testRide, cargo, prices],
    },
    // Long messages, the question at the end
    {
      question:
        'Hallo, ich fange im April eine neue Stelle an der Uniklinik an und möchte dann mit dem Rad zur Arbeit fahren, einfach etwa 12 km und zum Teil bergauf. Bei meinem neuen Arbeitgeber gibt es wohl ein Dienstrad, aber ich habe keine Ahnung, wie das genau funktioniert, ob ich mir das Rad bei euch aussuchen kann und was nach den drei Jahren damit passiert. Könnt ihr mir das erklären?',
      answeredBy: [jobBike],
    },
    {
      question:
        'Guten Tag, wir sind eine Familie mit zwei Kindern (5 und 9 Jahre) und verbringen im August eine Woche in einer Ferienwohnung in Hinterzarten. Wir reisen mit dem Zug an und haben deshalb keine eigenen Räder dabei. Die Große fährt schon selbst, der Kleine müsste in einen Anhänger oder Kindersitz. Könnten Sie uns für drei Tage Räder in die Ferienwohnung bringen, und was würde das ungefähr kosten?',
      answeredBy: [delivery, rental, prices, rentalRequest],
    },
    {
      question:
        "Hi! I'm a PhD student from Canada at the uni here. Last autumn I bought a used e-bike off Kleinanzeigen, and it spent the whole winter in our cold cellar. Now the battery only shows two bars even after charging overnight, and I barely make it up the hill to the institute. Is the battery just dead? Can you test it, and what would a new one cost?",
      answeredBy: [ebikeBattery, ebikeDiagnosis, prices],
    },
    {
      question:
        "Hello, my wife and I (both in our sixties) are cycling the Rhine route from Basel to Strasbourg next month, and we'd like to stop two days in Freiburg to see some of the Black Forest. We're reasonably fit but can't manage long climbs anymore without help. What kind of bikes would you recommend renting, and is there a nice route you could suggest?",
      answeredBy: [tours, rental, prices],
    },
    // One or two words
    { question: 'E-MTB Verleih', answeredBy: [rental, prices, services, description] },
    { question: 'Kettenwechsel', answeredBy: [gears, prices] },
    { question: 'Bikefitting Preis', answeredBy: [fitting, prices, services] },
    // English, UK and US words, against German knowledge
    {
      question: 'I got a flat tyre on my way to class. Can you fix it today?',
      answeredBy: [puncture, booking, prices],
    },
    { question: 'How much is a tune-up for my road bike?', answeredBy: [inspection, prices] },
    {
      question: 'My company uses JobRad. Can I get my bike through you?',
      answeredBy: [jobBike, services, description],
    },
    {
      question: 'Can you put a rear bike rack on my e-bike so I can carry panniers?',
      answeredBy: [accessories, prices],
    },
    {
      question:
        "If I rent a cycle and it gets stolen while I'm having lunch, do I have to pay for the whole bike?",
      answeredBy: [terms, prices],
    },
    {
      question: 'do u sell puncture proof tires? my back tire keeps going flat every week',
      answeredBy: [puncture, prices],
    },
    { question: 'Can you box up my bike for the flight home?', answeredBy: [prices] },
    // German questions, English knowledge
    {
      question:
        'Spricht bei euch jemand Französisch? Meine Eltern kommen aus Mulhouse und wollen Räder mieten.',
      answeredBy: [languagesSpoken],
    },
    {
      question:
        'Was muss ich mitbringen, wenn ich ein E-Bike mieten will? Reicht der Personalausweis?',
      answeredBy: [rentalNeeds, terms],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    "Do you repair electric scooters? The battery on my Xiaomi scooter won't charge anymore.",
    'Kann man bei euch auch ein Auto mieten? Wir wollen mit den Kindern an den Titisee.',
    'Mein Fahrrad wurde am Hauptbahnhof geklaut. Wie melde ich das meiner Hausratversicherung, und was brauche ich dafür?',
    'Bietet ihr Fahrradkurse für Erwachsene an? Ich habe als Kind nie Radfahren gelernt.',
    'Könnt ihr mein altes Rennrad für mich verkaufen? Ich hab keine Zeit, es selbst bei Kleinanzeigen reinzustellen.',
    'Can you fit a bike rack to the tow bar of my car? We want to take our own bikes to the Black Forest.',
    'Do you offer guided hiking tours in the Black Forest? We are not really into cycling.',
    'Verkauft ihr auch Spinning-Bikes oder Ergometer fürs Wohnzimmer?',
    // Plainly outside
    'Wo gibt es in Freiburg den besten Flammkuchen?',
    'What time does the tower of Freiburg Minster open for visitors?',
  ],
};
