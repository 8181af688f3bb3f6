import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Mönchsberg Mietwagen, a family car-rental company in Salzburg (Austria), founded in 1996, with
 * a desk in the arrivals hall of Salzburg airport (open every day from 7:00 to 23:00) and one in
 * the hall of the Hauptbahnhof. It rents about 220 cars in eight groups (small cars, compacts,
 * estates, 4x4 SUVs, a 7-seat 4x4, electric cars, 9-seaters and vans), all on winter tyres from
 * November to mid-April, the 4x4 groups with snow chains; it adds roof boxes, ski racks, bike
 * racks, child seats, additional drivers and a zero-excess cover (SuperCover); every car has the
 * digital Austrian motorway vignette, while the special tolls (Tauern motorway, Felbertauern
 * road, Brenner, Großglockner) are the customer's; it allows trips to Germany (included), Italy,
 * Slovenia, Switzerland, Liechtenstein, Czechia, Hungary and Croatia (for a flat fee), one-way
 * rentals to Linz, Innsbruck, Vienna and Munich airport, delivery to hotels in Salzburg, the
 * Salzkammergut and the ski resorts, group offers and monthly rentals. Prices are in euros with
 * Austrian VAT at 20 %, by season (off-season, summer, winter peak). Its customers write in
 * Austrian German (families from Salzburg, Upper Austria and Bavaria, ski groups, people coming
 * by train from Vienna or Graz, young drivers and their parents, Festspiele guests, expats and
 * interns) and in English (tourists from the UK, the US and Asia, British and Dutch ski groups,
 * Sound of Music tour travellers). The owner wrote the briefing in German, most Q&A pairs in
 * German (locations and hours, the fleet and prices, winter tyres and 4x4, snow chains,
 * 9-seaters and vans, roof boxes and ski racks, the vignette, the tunnel and road tolls, driving
 * abroad, insurance and excess, the deposit and payment, age limits, additional drivers, child
 * seats, one-way rentals, the fuel policy, pets, speeding and parking fines, booking and
 * cancelling, mileage, accidents and breakdowns) and a few in English (foreign driving licences
 * and the International Driving Permit, automatic cars, driving and parking in the Old Town,
 * late arrivals, delivery to the hotel, electric cars), added two custom responses (an offer for
 * a ski group or several cars, a monthly rental), and pasted the 2026 price and services list
 * and the 2026 rental conditions, both in German.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases with
 * Austrian and everyday words the owner never used ("Pickerl", "heuer", "Jänner", "Kindersitzerl",
 * "Babyschalerl", "Schein", "Bankomatkarte", "Tanke", "Burschen", "auf was sitzen bleiben",
 * "Schifahren", "Servus", "lg", "bitte um Info", dialect such as "is", "i", "des", "habts",
 * "zruckbring"), long messages with a story around the question (eight lads from Wels with skis
 * for Saalbach, a family driving over the Tauern to Lignano, a Labrador on the way to the
 * Wolfgangsee, a speeding notice from the A1 near Eugendorf, a family from Ohio on a Sound of
 * Music week, a ski group from Manchester that never drove on snow, a traveller from Seoul
 * flying home from Vienna), typos and chat-speak without umlauts in German and English ("u",
 * "2", "lol", "cant", "whats"), one- or two-word questions ("Kaution?", "Schneeketten?",
 * "Vignette?", "Dachbox?", "Child seat?"), short follow-ups that only make sense after an
 * earlier question ("und am Sonntag?", "und fürs Babyschalerl zahlt man gleich viel?", "and
 * what about the Felbertauern road, is that extra as well?"), German questions against English
 * knowledge (the Old Town, delivery to a hotel in St. Gilgen) and English questions against
 * German knowledge (Slovenia, a monthly rental for an internship, a dog, a breakdown on the
 * motorway), and a few that only a document answers (smoking in the car, the wrong fuel, a key
 * lost on the slopes, a gravel forest road up to a hut). The outside questions include hard
 * negatives that share words with the knowledge (buying an ex-rental car, renting skis and ski
 * boots, a chauffeur for a Sound of Music tour, parking one's own car at the airport, the
 * vignette for one's own car, changing and storing one's own winter tyres, a train ticket from
 * the Hauptbahnhof to Vienna, renting e-bikes) and plain questions about Red Bull Salzburg and
 * where to eat Salzburger Nockerl.
 */

const english = qaIn('English');
const german = qaIn('German');

// The sources' titles, as the answers name them.
const location = 'Wo sind Ihre Standorte und wann haben Sie geöffnet?';
const fleet = 'Welche Fahrzeuge kann man bei Ihnen mieten und was kosten sie?';
const winter = 'Haben Ihre Autos im Winter Winterreifen und gibt es Allradautos für den Skiurlaub?';
const chains = 'Bekomme ich Schneeketten zum Mietwagen dazu?';
const nineSeater = 'Vermieten Sie 9-Sitzer und Transporter?';
const roofBox = 'Kann ich eine Dachbox oder einen Skiträger dazubuchen?';
const vignette = 'Ist die Autobahnvignette beim Mietwagen dabei?';
const tolls = 'Sind Mautstrecken wie der Tauerntunnel oder die Felbertauernstraße inklusive?';
const abroad = 'Darf ich mit dem Mietwagen nach Deutschland, Italien oder Slowenien fahren?';
const insurance = 'Wie ist der Mietwagen versichert und wie hoch ist der Selbstbehalt?';
const deposit = 'Wie hoch ist die Kaution und wie kann ich bezahlen?';
const age = 'Wie alt muss ich sein, um ein Auto zu mieten, und gibt es eine Altersgrenze?';
const additionalDriver = 'Darf eine zweite Person den Mietwagen fahren?';
const childSeats = 'Haben Sie Kindersitze und Babyschalen?';
const oneWay = 'Kann ich den Mietwagen in Wien, Innsbruck oder am Flughafen München zurückgeben?';
const fuel = 'Wie ist die Tankregelung?';
const pets = 'Darf ich meinen Hund im Mietwagen mitnehmen?';
const fines =
  'Was passiert, wenn ich mit dem Mietwagen geblitzt werde oder einen Strafzettel bekomme?';
const booking = 'Wie kann ich buchen, umbuchen oder stornieren?';
const mileage = 'Sind die Kilometer unbegrenzt?';
const accident = 'Was muss ich bei einem Unfall, einem Schaden oder einer Panne tun?';
const licence =
  'Can I rent a car with a foreign driving licence? Do I need an International Driving Permit?';
const automatic = 'Do you have cars with automatic transmission?';
const oldTown = 'Can I drive into Salzburg’s Old Town, and where should I park?';
const lateArrival = 'My flight lands late or is delayed: what happens with my pick-up?';
const hotelDelivery = 'Can you deliver the car to my hotel and collect it there?';
const electric = 'Do you rent electric cars, and how does charging work?';
const priceList = 'Preisliste und Leistungen 2026 – Mönchsberg Mietwagen';
const terms = 'Mietbedingungen 2026 – Mönchsberg Mietwagen';
const groupOffer = 'Angebot für eine Skigruppe oder mehrere Fahrzeuge';
const monthlyRental = 'Anfrage für eine Monatsmiete ab 28 Tagen';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const salzburgCarRentalSet: EvaluationSet = {
  name: 'Salzburg car rental (Mönchsberg Mietwagen)',
  heldOut: false,
  agentName: 'Leni',
  briefing: {
    companyName: 'Mönchsberg Mietwagen',
    industry: 'automotive',
    description:
      'Mönchsberg Mietwagen ist eine familiengeführte Autovermietung aus Salzburg, 1996 von Gerhard Pichler gegründet und heute von seiner Tochter Verena Pichler und von Thomas Aigner geführt. Wir haben zwei Schalter: am Flughafen Salzburg in der Ankunftshalle von Terminal 1 (täglich von 7:00 bis 23:00 Uhr) und am Salzburger Hauptbahnhof in der Bahnhofshalle beim Ausgang Südtiroler Platz. Unsere rund 220 Autos sind höchstens zwei Jahre alt: Kleinwagen, Kompakte, Kombis, Allrad-SUV, Elektroautos, 9-Sitzer und Transporter. Im Winter fahren alle auf Winterreifen, die Allradautos haben Schneeketten an Bord. Wir sind 28 Leute am Schalter, in der Aufbereitung und im Büro in der Ignaz-Harrer-Straße 38 und sprechen Deutsch, Englisch und Italienisch. Unsere Kunden sind Urlauber, Skifahrer, Festspielgäste und Salzburger, die für ein paar Tage oder Wochen ein Auto brauchen.',
    targetAudience:
      'Familien und Paare aus Salzburg, Oberösterreich und Bayern, die für den Urlaub oder einen Umzug ein Auto oder einen Transporter brauchen; Skigruppen und Familien, die im Winter nach Flachau, Obertauern, Saalbach, Zell am See oder Gastein fahren; Bahnreisende aus Wien und Graz, die am Hauptbahnhof ein Auto für das Salzkammergut abholen; junge Fahrer und ihre Eltern; Festspielgäste im Sommer; Praktikanten und Expats für Monatsmieten; und Touristen aus Großbritannien, den USA und Asien, Sound-of-Music-Reisende und britische und niederländische Skigruppen, die uns auf Englisch schreiben.',
    keyServices:
      'Autovermietung ab Flughafen und Hauptbahnhof Salzburg: Kleinwagen, Kompakte, Kombis, Allrad-SUV (auch mit 7 Sitzen), Elektroautos, 9-Sitzer und Transporter; Winterreifen von November bis April inklusive, Schneeketten, Dachboxen, Skiträger und Fahrradträger; Kindersitze und Babyschalen; Zusatzfahrer; Vollkasko mit Selbstbehalt und SuperCover ohne Selbstbehalt; Fahrten nach Deutschland, Italien, Slowenien, in die Schweiz und in weitere Nachbarländer; Einwegmieten nach Linz, Innsbruck, Wien und zum Flughafen München; Zustellung ins Hotel in Salzburg, im Salzkammergut und in den Skigebieten; Gruppenangebote für Skigruppen; Monatsmieten ab 28 Tagen.',
    commonQuestions:
      'Öffnungszeiten am Flughafen und am Bahnhof, späte Landungen, Preise und Fahrzeuggruppen, Winterreifen, Allrad und Schneeketten für den Skiurlaub, 9-Sitzer und Dachbox für Skigruppen, Vignette und Sondermaut (Tauerntunnel, Felbertauern), Fahrten nach Deutschland, Italien und Slowenien, Vollkasko und Selbstbehalt, Kaution und Kreditkarte, Mindestalter und Jungfahrerzuschlag, Zusatzfahrer, Kindersitze, Einwegmiete nach Wien, Innsbruck oder München, Tanken, Hunde im Auto, Strafzettel und Radarstrafen, Stornierung; auf Englisch: ausländische Führerscheine, Automatik, Parken in der Altstadt, Zustellung ins Hotel und Elektroautos.',
    languages: ['German', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Kurze, konkrete Antworten mit Preisen in Euro inklusive Umsatzsteuer und mit der passenden Saison. Wir siezen die Kunden, auch wenn sie uns mit Servus und Du schreiben, und antworten auf Englisch, wer auf Englisch schreibt. Österreichische Regeln (Winterausrüstungspflicht, Vignette, Sondermaut, Kindersitzpflicht) erklären wir einfach, gerade Gästen aus dem Ausland. Wir versprechen keine bestimmten Modelle, nur Fahrzeuggruppen, und keine Verfügbarkeit ohne Buchung. Am Ende steht ein nächster Schritt: Buchung auf der Website, WhatsApp an +43 664 218 77 40 oder Anruf unter +43 662 87 45 30.',
    personality:
      'Wie eine erfahrene Salzburger Vermieterin: herzlich, geduldig, praktisch denkend, mit einem Blick fürs Wetter in den Bergen und für Kosten, an die Gäste nicht denken (Maut, Selbstbehalt, Jungfahrerzuschlag). Ehrlich, wenn etwas nicht geht, und mit einem guten Tipp für die Route.',
    responseTemplates: [
      {
        scenario: groupOffer,
        response:
          'Sehr gerne machen wir Ihnen ein Gruppenangebot! Damit wir Ihnen innerhalb von 24 Stunden ein Angebot schicken können, brauchen wir: die Anzahl der Personen und der Fahrzeuge; die gewünschte Fahrzeuggruppe (zum Beispiel 9-Sitzer, Allrad-SUV oder Kombi); Abhol- und Rückgabedatum mit Uhrzeit und Ort (Flughafen, Hauptbahnhof oder Zustellung ins Hotel); Ihr Ziel, etwa das Skigebiet oder ein Land im Ausland; wie viele Paar Ski oder Snowboards mitkommen (Dachbox oder Skiträger); das Alter aller Fahrer; und ob Kinder mitfahren. Ab drei gleichzeitig gemieteten Fahrzeugen oder bei einem 9-Sitzer ab 7 Tagen gewähren wir 10 % Gruppenrabatt. Schicken Sie uns die Angaben an gruppen@moenchsberg-mietwagen.example oder per WhatsApp an +43 664 218 77 40; Verena oder Thomas meldet sich bei Ihnen.',
      },
      {
        scenario: monthlyRental,
        response:
          'Danke für Ihre Anfrage! Ab 28 Tagen bieten wir Monatsmieten zu deutlich günstigeren Preisen an: Kleinwagen ab 790 €, Kompaktklasse ab 890 €, Kombi und Elektroauto ab 990 €, Allrad-SUV ab 1.390 € pro Monat, jeweils mit 3.000 km pro Monat, Vollkasko mit Selbstbehalt, Vignette und, im Winter, Winterreifen. Für ein genaues Angebot brauchen wir: Beginn und voraussichtliche Dauer, die Fahrzeuggruppe, die geschätzten Kilometer pro Monat, ob Sie ins Ausland fahren, und ob Sie privat oder als Firma mieten (dann mit UID-Nummer für die Rechnung). Alle 4 Wochen tauschen wir das Auto auf Wunsch kostenlos an einem unserer Schalter, damit Service und Reinigung erledigt sind. Wir melden uns innerhalb eines Werktags mit einem Angebot per E-Mail.',
      },
    ],
  },
  qa: [
    german(
      location,
      'Wir haben zwei Schalter in Salzburg. Am Flughafen Salzburg W. A. Mozart (Innsbrucker Bundesstraße 95, 5020 Salzburg) finden Sie uns in der Ankunftshalle von Terminal 1; die Autos stehen im Parkhaus P3, Ebene 0, zwei Gehminuten entfernt. Der Flughafenschalter ist täglich von 7:00 bis 23:00 Uhr geöffnet, auch an Sonn- und Feiertagen. Am Hauptbahnhof (Südtiroler Platz 1) sind wir in der Bahnhofshalle beim Ausgang Südtiroler Platz, die Autos stehen im Parkdeck Lastenstraße, drei Gehminuten entfernt; geöffnet Montag bis Freitag von 7:30 bis 19:00 Uhr, Samstag von 8:00 bis 16:00 Uhr, Sonn- und Feiertag von 9:00 bis 13:00 Uhr. In der Winter-Hauptsaison (Weihnachts- und Semesterferien) hat der Bahnhofsschalter auch samstags und sonntags von 8:00 bis 18:00 Uhr offen. Am 24. und 31. Dezember schließen beide Schalter um 15:00 Uhr, am 25. Dezember bleibt der Bahnhofsschalter zu. Zurückgeben können Sie das Auto an beiden Standorten rund um die Uhr: auf unseren markierten Plätzen abstellen und den Schlüssel in die Schlüsselbox neben dem Schalter werfen. Telefon +43 662 87 45 30, WhatsApp +43 664 218 77 40, E-Mail info@moenchsberg-mietwagen.example.',
    ),
    german(
      fleet,
      'Unsere rund 220 Autos sind höchstens zwei Jahre alt und in acht Gruppen eingeteilt: A Kleinwagen (VW Polo, Škoda Fabia), B Kompaktklasse (VW Golf, Škoda Scala), C Kombi (Škoda Octavia Combi, VW Passat Variant), D SUV mit Allrad (Škoda Karoq 4x4, VW Tiguan 4Motion), E Premium-SUV mit Allrad (Škoda Kodiaq 4x4 mit 7 Sitzen, Audi Q5 quattro), F Elektroauto (Škoda Enyaq, VW ID.4), G 9-Sitzer (VW Caravelle, Ford Tourneo Custom) und H Transporter (Ford Transit Custom, VW Crafter). Sie buchen eine Gruppe, kein bestimmtes Modell; ist Ihre Gruppe ausgebucht, bekommen Sie ohne Aufpreis ein größeres Auto. Tagespreise 2026 in der Nebensaison: A 39 €, B 49 €, C 59 €, D 79 €, E 99 €, F 59 €, G 119 €, H 89 €; im Sommer (Juli und August) und in der Winter-Hauptsaison (Weihnachten, Neujahr, Semesterferien) sind sie höher, die genauen Preise stehen in unserer Preisliste. Für 7 Tage zahlen Sie nur 6 Tagespreise. Ab Gruppe B haben alle Autos außer den Transportern Automatikgetriebe, in Gruppe A können Sie Automatik für 8 € pro Tag garantieren lassen. Im Preis sind unbegrenzte Kilometer (außer beim Transporter), Vollkasko mit Selbstbehalt, die österreichische Vignette und im Winter die Winterreifen enthalten.',
    ),
    german(
      winter,
      'Ja. In Österreich gilt von 1. November bis 15. April die situative Winterausrüstungspflicht: Bei Schnee, Schneematsch oder Eis auf der Fahrbahn muss ein Auto Winterreifen haben. Darum fahren alle unsere Autos in dieser Zeit auf Winterreifen mit mindestens 4 mm Profil, ohne Aufpreis; im Oktober und bis Ende April montieren wir sie auf Wunsch ebenfalls kostenlos. Eiskratzer und Schneebesen liegen im Winter in jedem Auto. Für den Skiurlaub empfehlen wir ein Allradauto: Gruppe D (Škoda Karoq 4x4, VW Tiguan 4Motion) für bis zu 5 Personen oder Gruppe E (Škoda Kodiaq 4x4 mit 7 Sitzen, Audi Q5 quattro); bei diesen beiden Gruppen sind Schneeketten immer kostenlos dabei. Den 9-Sitzer VW Caravelle gibt es auch mit Allrad (4Motion) für 20 € Aufpreis pro Tag. Wer in der Winter-Hauptsaison in die Skigebiete im Pongau, Pinzgau oder Lungau fährt, sollte ein Allradauto mindestens vier Wochen im Voraus reservieren.',
    ),
    german(
      chains,
      'Ja. Bei den Allradgruppen D und E liegen Schneeketten immer kostenlos im Kofferraum. Für alle anderen Autos können Sie Schneeketten für 8 € pro Tag dazubuchen, höchstens 48 € pro Miete; bitte geben Sie das bei der Buchung an, damit die passende Größe bereitliegt. Wir verwenden Schnellmontageketten, die sich in wenigen Minuten anlegen lassen: Am Schalter zeigen wir Ihnen gern, wie es geht, und eine bebilderte Anleitung liegt bei. Auf manchen Passstraßen, etwa am Katschberg, in Obertauern oder auf der Gerlos, zeigt ein Verkehrszeichen die Schneekettenpflicht an: Dann müssen die Ketten auf mindestens zwei Antriebsrädern montiert sein, auch bei Allrad. Mit Ketten dürfen Sie höchstens 50 km/h fahren, und auf schneefreier Straße müssen sie wieder herunter. Schäden durch falsch montierte Ketten sind nicht versichert.',
    ),
    german(
      nineSeater,
      'Ja. Gruppe G sind 9-Sitzer, VW Caravelle und Ford Tourneo Custom, ideal für große Familien, Skigruppen und Hochzeitsgäste; Sie dürfen sie mit dem normalen Führerschein B fahren. Mit 9 Personen bleibt hinten nur Platz für Taschen, für Ski und Koffer empfehlen wir eine Dachbox. Den Caravelle gibt es auch mit Allrad (4Motion, 20 € Aufpreis pro Tag). Für Umzüge und Transporte vermieten wir in Gruppe H Kastenwagen: Ford Transit Custom mit rund 6 m³ Laderaum und VW Crafter mit rund 11 m³ und 1,86 m Laderaumhöhe, ebenfalls mit Führerschein B. Bei den Transportern sind 200 km pro Miettag inklusive, jeder weitere Kilometer kostet 0,29 €. Tagespreise ab 119 € für den 9-Sitzer und ab 89 € für den Transporter. Für den 9-Sitzer müssen Sie mindestens 23 Jahre alt sein und den Führerschein seit 3 Jahren haben, für den Transporter 21 Jahre und 2 Jahre.',
    ),
    german(
      roofBox,
      'Ja, solange der Vorrat reicht, darum bitte gleich bei der Buchung mitreservieren. Die Dachbox (Thule, 420 Liter, für bis zu 5 Paar Ski oder 4 Snowboards) kostet 15 € pro Tag, höchstens 120 € pro Miete; ein Skiträger für bis zu 6 Paar Ski oder 4 Snowboards kostet 9 € pro Tag, höchstens 72 € pro Miete. Die Dachbox passt auf die Gruppen C, D, E und G, der Skiträger zusätzlich auf die Kompaktklasse (B); auf Kleinwagen und Elektroautos montieren wir nichts aufs Dach. Wir montieren Box und Träger vor der Übergabe, Sie müssen nichts selbst schrauben. Denken Sie an die größere Höhe: Mit Dachbox passt ein 9-Sitzer in viele Tiefgaragen nicht mehr hinein, und schneller als 130 km/h sollten Sie nicht fahren. Schäden durch die Einfahrt in zu niedrige Garagen sind nicht versichert.',
    ),
    german(
      vignette,
      'Ja. Alle unsere Autos haben die digitale Jahresvignette für Österreich; sie ist an das Kennzeichen gebunden, es klebt also kein Pickerl mehr auf der Windschutzscheibe. Damit fahren Sie ohne weitere Kosten auf allen österreichischen Autobahnen und Schnellstraßen, zum Beispiel nach Wien, Linz oder Villach. Nicht enthalten sind die Sondermautstrecken: die Tauern Autobahn A10 zwischen Flachau und Rennweg, die Brenner Autobahn A13 und die Felbertauernstraße. In Deutschland gibt es für Autos keine Autobahnmaut, Sie können also zum Beispiel über das Deutsche Eck nach Innsbruck fahren. Für Slowenien und die Schweiz brauchen Sie eine eigene Vignette, die Sie vor der Grenze selbst besorgen.',
    ),
    german(
      tolls,
      'Nein, die Sondermaut ist nicht im Mietpreis enthalten und wird auch nicht von der Vignette abgedeckt. Rund um Salzburg betrifft das vor allem die Tauern Autobahn A10 mit Tauern- und Katschbergtunnel zwischen Flachau und Rennweg (2026 rund 15,50 € pro Fahrt und Richtung), die Felbertauernstraße zwischen Mittersill und Matrei in Osttirol (rund 13 € im Sommer, rund 11 € im Winter) und die Brenner Autobahn A13 (rund 12 €). Für Ausflüge kommt die Großglockner Hochalpenstraße dazu (Tageskarte rund 45 € pro Auto, nur von Anfang Mai bis Ende Oktober befahrbar). Sie zahlen an der Mautstelle mit Karte oder bar, oder Sie kaufen vorab die digitale Streckenmaut bei der ASFINAG und fahren auf der eigenen Spur durch; das Kennzeichen Ihres Mietwagens steht auf dem Schlüsselanhänger. In Italien und Kroatien zahlen Sie die Autobahnmaut an den Mautstellen, einen Telepass haben unsere Autos nicht.',
    ),
    german(
      abroad,
      'Ja. Fahrten nach Deutschland sind immer inklusive, ohne Anmeldung, und unsere Autos haben die grüne Umweltplakette für deutsche Umweltzonen wie München. Nach Italien, Slowenien, in die Schweiz, nach Liechtenstein, Tschechien, Ungarn und Kroatien dürfen Sie ebenfalls fahren, wenn Sie es bei der Buchung oder am Schalter angeben: Dafür verrechnen wir eine Auslandspauschale von 29 € pro Miete, die den Versicherungsschutz und die Pannenhilfe im Ausland abdeckt. In andere Länder dürfen unsere Autos nicht fahren, und mit den Transportern nur nach Deutschland und Italien. Ohne Anmeldung gilt im Ausland kein Kaskoschutz. Vignetten und Maut im Ausland zahlen Sie selbst: Slowenien und die Schweiz verlangen eine Vignette, in Italien und Kroatien zahlen Sie an der Mautstelle. In Italien gilt in vielen Bergregionen, etwa in Südtirol, von 15. November bis 15. April Winterausrüstungspflicht; unsere Winterreifen erfüllen sie.',
    ),
    german(
      insurance,
      'In jedem Mietpreis sind eine Haftpflichtversicherung mit 20 Millionen Euro Deckung, eine Vollkaskoversicherung und ein Diebstahlschutz enthalten. Bei einem Schaden am Mietwagen zahlen Sie höchstens den Selbstbehalt: 1.500 € in den Gruppen A, B, C und F, 2.500 € in den Gruppen D, E und G und 3.000 € beim Transporter. Mit unserem SuperCover senken Sie den Selbstbehalt auf 0 €, und auch Glas, Reifen, Unterboden und Dach sind mitversichert: 19 € pro Tag für die Gruppen A, B, C und F, 27 € pro Tag für D, E, G und H. Ohne SuperCover tragen Sie Schäden an Glas, Reifen, Unterboden und Dach bis zur Höhe des Selbstbehalts selbst. Kein Versicherungsschutz besteht bei Alkohol oder Drogen am Steuer, bei grober Fahrlässigkeit, bei Fahrten, die unsere Mietbedingungen verbieten, oder wenn jemand fährt, der nicht im Mietvertrag steht. Wenn Ihre Kreditkarte eine Mietwagenversicherung hat, zahlen Sie uns im Schadensfall den Selbstbehalt und holen ihn sich von Ihrer Kartenfirma zurück.',
    ),
    german(
      deposit,
      'Bei der Abholung blockieren wir eine Kaution auf der Kreditkarte des Hauptfahrers: 800 € in den Gruppen A, B, C und F, 1.200 € in den Gruppen D, E, G und H, mit SuperCover nur 300 €. Wir nehmen Visa, Mastercard und American Express; die Karte muss auf den Namen des Hauptfahrers lauten und bei der Abholung vorliegen. Den Mietpreis selbst können Sie online im Voraus oder am Schalter mit Kreditkarte, Debitkarte (Visa Debit, Debit Mastercard, Maestro) oder bar zahlen; die Kaution nehmen wir aber nicht bar. Mit einer Debitkarte statt einer Kreditkarte können Sie nur mieten, wenn Sie das SuperCover buchen: Dann werden die 300 € Kaution wirklich abgebucht und innerhalb von 10 Werktagen nach der Rückgabe zurücküberwiesen. Die Blockierung auf der Kreditkarte heben wir bei der Rückgabe auf; je nach Bank ist der Betrag nach 3 bis 10 Tagen wieder verfügbar.',
    ),
    german(
      age,
      'Unser Mindestalter ist 19 Jahre mit einem Führerschein, den Sie seit mindestens einem Jahr haben, für die Gruppen A, B, C und F. Für Transporter müssen Sie 21 Jahre alt sein und den Führerschein seit 2 Jahren haben, für die Allrad-SUV (Gruppen D und E) und die 9-Sitzer 23 Jahre und 3 Jahre. Fahrer unter 25 zahlen einen Jungfahrerzuschlag von 15 € pro Tag, höchstens 150 € pro Miete; das gilt auch für Zusatzfahrer unter 25. Ein Führerschein auf Probe ist kein Hindernis, solange Alter und Fahrpraxis passen. Eine Altersgrenze nach oben gibt es bei uns nicht: Solange Ihr Führerschein gültig ist, dürfen Sie mieten, auch mit 80 oder 85 Jahren, und wir verlangen keine ärztliche Bestätigung.',
    ),
    german(
      additionalDriver,
      'Ja, wenn sie als Zusatzfahrer im Mietvertrag eingetragen ist. Ein Zusatzfahrer kostet 8 € pro Tag, höchstens 80 € pro Miete; bei Mieten ab 14 Tagen ist der erste Zusatzfahrer kostenlos. Jeder Zusatzfahrer kommt bei der Abholung persönlich mit Führerschein und Ausweis oder Reisepass an den Schalter und muss dieselben Voraussetzungen erfüllen wie der Hauptfahrer (Mindestalter, Fahrpraxis, bei ausländischen Führerscheinen eventuell ein internationaler Führerschein). Zusatzfahrer unter 25 zahlen zusätzlich den Jungfahrerzuschlag. Fährt jemand, der nicht eingetragen ist, gilt der Versicherungsschutz nicht, und Sie haften für den ganzen Schaden. Einen Zusatzfahrer können Sie auch während der Miete an jedem unserer Schalter nachtragen lassen.',
    ),
    german(
      childSeats,
      'Ja, in allen Größen und nach der aktuellen Norm ECE R129 (i-Size) zugelassen: Babyschale für Babys bis etwa 13 kg (rund 15 Monate), Kindersitz mit Isofix für Kinder von etwa 9 bis 18 kg (rund 1 bis 4 Jahre) und Sitzerhöhung mit Rückenlehne für Kinder von etwa 15 bis 36 kg. Babyschale und Kindersitz kosten je 9 € pro Tag, höchstens 54 € pro Miete, die Sitzerhöhung 6 € pro Tag, höchstens 36 €. Bitte reservieren Sie die Sitze bei der Buchung und geben Sie Alter und Gewicht der Kinder an. In Österreich müssen Kinder unter 14 Jahren, die kleiner als 135 cm sind, in einem passenden Kindersitz fahren. Wir bauen die Sitze gern für Sie ein; kontrollieren Sie bitte trotzdem selbst, ob sie fest sitzen. Ihren eigenen Kindersitz können Sie natürlich mitbringen.',
    ),
    german(
      oneWay,
      'Ja, zu diesen Zielen sind Einwegmieten möglich, mit einer Einweggebühr pro Miete zusätzlich zum Mietpreis: Linz Hauptbahnhof 99 €, Innsbruck Flughafen oder Hauptbahnhof 129 €, Wien Flughafen Schwechat oder Wien Hauptbahnhof 169 €, Flughafen München 199 € (die Fahrt nach Deutschland ist inklusive). Sie geben das Auto bei unserem Partner am Zielort ab; Adresse und Öffnungszeiten stehen in Ihrer Buchungsbestätigung. Einwegmieten gibt es für die Gruppen A bis F, nicht für 9-Sitzer und Transporter. Bitte buchen Sie sie mindestens 48 Stunden im Voraus, in der Winter-Hauptsaison früher. Andere Ziele fragen Sie bitte bei uns an.',
    ),
    german(
      fuel,
      'Sie bekommen das Auto vollgetankt und geben es vollgetankt zurück. Fehlt Kraftstoff, tanken wir nach und verrechnen 2,40 € pro Liter plus 20 € Servicepauschale. Wenn Sie vor dem Rückflug keine Zeit zum Tanken haben, buchen Sie bei der Abholung die Tankoption: Sie zahlen eine volle Tankfüllung zum Tagespreis der Tankstelle, ohne Servicepauschale, und geben das Auto mit beliebigem Tankstand zurück; nicht verbrauchter Kraftstoff wird nicht erstattet. Zum Flughafen ist die nächste Tankstelle keine zwei Minuten entfernt an der Innsbrucker Bundesstraße. Bewahren Sie die Quittung der letzten Tankfüllung auf, falls die Anzeige nicht ganz auf voll steht. Welcher Kraftstoff in Ihr Auto gehört, steht auf dem Schlüsselanhänger und innen am Tankdeckel. Elektroautos geben Sie mit mindestens 70 % Akkustand zurück.',
    ),
    german(
      pets,
      'Ja, Hunde und andere Haustiere dürfen mitfahren, wenn Sie das bei der Buchung angeben. Dafür verrechnen wir eine Haustierpauschale von 35 € pro Miete: Sie bekommen eine Schutzdecke für Kofferraum oder Rückbank, und die Endreinigung ist inklusive. Das Tier muss gesichert reisen, in einer Transportbox, mit Sicherheitsgeschirr oder im Kofferraum hinter einem Trenngitter; am besten eignen sich dafür unsere Kombis und SUVs (Gruppen C, D und E). Transportboxen verleihen wir nicht, bringen Sie Ihre eigene mit. Bei Kratzern, Bissspuren oder starkem Geruch verrechnen wir die Reparatur oder eine Sonderreinigung. Wer ein Tier ohne Anmeldung mitnimmt, zahlt eine Sonderreinigung von 150 €.',
    ),
    german(
      fines,
      'Wenn Sie mit dem Mietwagen zu schnell fahren, falsch parken oder eine Maut nicht zahlen, schickt die Behörde die Anfrage an uns als Halter: in Österreich die Lenkererhebung, in Deutschland den Anhörungsbogen. Wir sind gesetzlich verpflichtet, Namen und Adresse des Fahrers aus dem Mietvertrag bekannt zu geben. Für die Bearbeitung verrechnen wir 29 € pro Fall, die wir von der hinterlegten Karte abbuchen. Die eigentliche Strafe schickt die Behörde danach direkt an Sie, auch ins Ausland, und Sie zahlen sie selbst an die Behörde. Einen Strafzettel, der am Auto hängt (Organstrafverfügung), zahlen Sie am besten gleich innerhalb der Frist: dann wendet sich die Behörde nicht an uns, und es fällt keine Bearbeitungsgebühr an. In der Stadt Salzburg wird viel kontrolliert, in den Kurzparkzonen brauchen Sie werktags einen Parkschein.',
    ),
    german(
      booking,
      'Buchen können Sie auf www.moenchsberg-mietwagen.example, per E-Mail, telefonisch oder per WhatsApp; Sie bekommen sofort eine Buchungsbestätigung mit Buchungsnummer. Umbuchen ist kostenlos, solange die gewünschte Fahrzeuggruppe frei ist. Bis 48 Stunden vor der Abholung können Sie kostenlos stornieren, auch wenn Sie online schon bezahlt haben; das Geld kommt innerhalb von 7 Werktagen zurück. Bei einer späteren Stornierung oder wenn Sie das Auto nicht abholen, verrechnen wir einen Tagespreis, höchstens 150 €. Geben Sie bei der Buchung Ihre Flugnummer an, halten wir das Auto bei Verspätung bis Schalterschluss bereit; ohne Flugnummer bis zwei Stunden nach der gebuchten Zeit. Geben Sie das Auto früher zurück, erstatten wir nicht genutzte Tage nicht. Verlängern können Sie nur nach Rücksprache vor Ende der Miete, telefonisch oder per WhatsApp.',
    ),
    german(
      mileage,
      'Ja, bei allen Pkw und 9-Sitzern (Gruppen A bis G) sind die Kilometer unbegrenzt, auch bei Fahrten ins Ausland und bei Einwegmieten. Nur bei den Transportern (Gruppe H) sind 200 km pro Miettag inklusive; jeder weitere Kilometer kostet 0,29 €. Bei Monatsmieten ab 28 Tagen sind 3.000 km pro Monat inklusive, jeder weitere Kilometer kostet 0,15 €. Den Kilometerstand halten wir bei der Übergabe und bei der Rückgabe im Protokoll fest.',
    ),
    german(
      accident,
      'Sichern Sie zuerst die Unfallstelle, Warnweste und Pannendreieck liegen im Auto, und rufen Sie bei Verletzten die Rettung (144), die Polizei (133) oder den Euronotruf 112. Bei einem Unfall mit einem anderen Fahrzeug füllen Sie mit dem anderen Lenker den Europäischen Unfallbericht aus, der im Handschuhfach liegt, machen Fotos und notieren Kennzeichen und Versicherung. Bei Wildunfällen, bei Diebstahl und wenn der Verursacher unbekannt ist, rufen Sie immer die Polizei. Melden Sie uns jeden Schaden, auch einen kleinen Kratzer, noch am selben Tag telefonisch oder per WhatsApp. Bei einer Panne erreichen Sie unsere 24-Stunden-Pannenhilfe unter +43 662 87 45 39, in Österreich und in allen Ländern, in die Sie fahren dürfen. Wir organisieren den Abschleppdienst und, wenn das Auto nicht gleich repariert werden kann, ein Ersatzauto; bei einer Panne, für die Sie nichts können, ist das kostenlos. Geben Sie Reparaturen oder Abschleppungen bitte nicht selbst in Auftrag.',
    ),
    english(
      licence,
      'For a rental with us you need your original, valid driving licence, held for at least one year (two or three years for vans, 4x4 SUVs and 9-seaters), your passport or national ID card, and a credit card in the main driver’s name. Licences from the EU, the EEA, Switzerland and the United Kingdom are accepted as they are. Licences from all other countries, for example the USA, Canada, Australia, China, Japan, Korea, India or Thailand, must come with an International Driving Permit or an official German translation: Austrian law requires it, and we cannot hand over the car without it. Please get the International Driving Permit in your home country before you travel (in the US from AAA); it is only valid together with your original licence. Digital licences, photos or copies of a licence and learner’s permits are not accepted. Every additional driver needs the same documents.',
    ),
    english(
      automatic,
      'Yes. All cars from group B upwards have automatic transmission: compact cars, estates, 4x4 SUVs, electric cars and 9-seaters. Only the small cars of group A (VW Polo, Škoda Fabia) are mostly manual, and you can book a guaranteed automatic in that group for 8 € a day; the vans of group H are manual. Many of our guests from the US and Asia have never driven a manual car, and on the steep mountain roads around Salzburg an automatic is more relaxing anyway. If you need an automatic, book group B or higher, or add the guarantee to a group A booking, and it will be marked on your reservation.',
    ),
    english(
      oldTown,
      'Salzburg’s Old Town (Altstadt), with the Getreidegasse, the Cathedral Square and the Mozart Square, is a pedestrian and restricted traffic zone: cars may only enter with a permit, and the access points are closed with bollards. If your hotel is in the Old Town, ask the hotel for an access permit to unload your luggage. The easiest place to park is the Altstadtgarage, built into the Mönchsberg, with about 1,300 spaces and a direct walkway into the Old Town (around 4 € an hour in 2026). Cheaper is Park & Ride at Salzburg Süd or at the Messe, with a bus into the centre. On the streets, the short-stay parking zones (Kurzparkzonen) need a ticket from a machine or a parking app on weekdays, for 3 hours at most. For a Sound of Music day by car, the Mondsee church, Hellbrunn Palace and Leopoldskron are easy to reach and have car parks; in Hallstatt, leave the car in the P1 or P2 car park at the entrance, because the village is closed to visitors’ cars.',
    ),
    english(
      lateArrival,
      'Please give us your flight number when you book. Our airport desk is open every day until 11 pm; if your flight is delayed, we follow it and keep your car until the desk closes, at no extra cost. If you land after 11 pm, book our late pick-up service at least 24 hours in advance: one of our staff waits for you at the desk until 1 am at the latest, for 45 €. If your flight lands even later or is cancelled, your booking stays valid and you collect the car the next morning from 7 am; you are not charged as a no-show, and the rental starts when you collect the car. Our desk at the Hauptbahnhof closes earlier (7 pm on weekdays), so call us if your train is late. You can return the car at any time of day or night at both locations, with the key box next to the desk.',
    ),
    english(
      hotelDelivery,
      'Yes. We deliver the car to your hotel, holiday flat or home and collect it there at the end of the rental, between 8 am and 7 pm. Each trip (delivery or collection) costs 39 € in the city of Salzburg and the neighbouring towns (Wals-Siezenheim, Anif, Grödig, Bergheim, Elsbethen), 79 € in the Salzkammergut (Fuschl, St. Gilgen, St. Wolfgang, Strobl, Mondsee) and the Tennengau (Hallein, Golling), and 129 € in the ski resorts of the Pongau and Pinzgau, for example Flachau, Wagrain, Bad Hofgastein, Zell am See, Kaprun and Saalbach. Please book delivery at least 48 hours in advance. Our staff does the handover with you on the spot, so the main driver must be there with driving licence, passport and credit card. Delivery is possible for all car groups, 9-seaters included.',
    ),
    english(
      electric,
      'Yes. Group F is electric: the Škoda Enyaq and the VW ID.4, with a real range of about 400 km in summer and about 280 to 320 km in winter with the heating on. Each car comes with a Type 2 charging cable and a charging card that works at most public chargers in Austria and Germany; we bill the charging afterwards at 0.59 € per kWh, whatever the charger. You receive the car charged to at least 80 % and return it with at least 70 %; otherwise we charge 0.69 € per kWh plus a 20 € service fee. There are fast chargers along the A1 and A10 motorways and at many hotels in the ski resorts. For long winter trips into the mountains with a lot of luggage, we rather recommend a 4x4 of group D.',
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'German',
      text: `PREISLISTE UND LEISTUNGEN 2026 – MÖNCHSBERG MIETWAGEN GMBH
Ignaz-Harrer-Straße 38, 5020 Salzburg – FN 178432 k, Landesgericht Salzburg – UID ATU48213907
Schalter Flughafen Salzburg: Innsbrucker Bundesstraße 95, Ankunftshalle Terminal 1, täglich 7:00–23:00
Schalter Salzburg Hauptbahnhof: Südtiroler Platz 1, Bahnhofshalle, Mo–Fr 7:30–19:00, Sa 8:00–16:00, So und Feiertag 9:00–13:00 (Winter-Hauptsaison Sa und So 8:00–18:00)
Tel. +43 662 87 45 30 – WhatsApp +43 664 218 77 40 – 24-h-Pannenhilfe +43 662 87 45 39 – info@moenchsberg-mietwagen.example
Alle Preise in Euro inklusive 20 % Umsatzsteuer, gültig für Abholungen von 1. Jänner bis 31. Dezember 2026. Irrtum und Änderungen vorbehalten.

1. Saisonen 2026 (maßgeblich ist der Abholtag)
Nebensaison: alle Tage außerhalb von Sommer und Winter-Hauptsaison
Sommer: 1. Juli bis 31. August 2026
Winter-Hauptsaison: 1. bis 6. Jänner, 31. Jänner bis 1. März (Semesterferien) und 19. bis 31. Dezember 2026

2. Tagespreise nach Fahrzeuggruppe (Nebensaison / Sommer / Winter-Hauptsaison)
A Kleinwagen – VW Polo, Škoda Fabia, meist Schaltgetriebe: 39 / 59 / 69
B Kompaktklasse – VW Golf, Škoda Scala, Automatik: 49 / 69 / 79
C Kombi – Škoda Octavia Combi, VW Passat Variant, Automatik: 59 / 85 / 95
D SUV Allrad – Škoda Karoq 4x4, VW Tiguan 4Motion, Automatik: 79 / 109 / 129
E Premium-SUV Allrad – Škoda Kodiaq 4x4 (7 Sitze), Audi Q5 quattro, Automatik: 99 / 139 / 159
F Elektroauto – Škoda Enyaq, VW ID.4: 59 / 79 / 89
G 9-Sitzer – VW Caravelle, Ford Tourneo Custom, Automatik: 119 / 159 / 189; Caravelle 4Motion mit Allrad: + 20 pro Tag
H Transporter – Ford Transit Custom Kastenwagen (ca. 6 m³), VW Crafter Kastenwagen (ca. 11 m³), Schaltgetriebe: 89 / 99 / 109
Wochenpreis (7 Tage): 6 Tagespreise. Ab dem 8. Tag: Tagespreis minus 15 %.
Wochenende (Freitag ab 12:00 bis Montag 9:00, nicht in der Winter-Hauptsaison): 2 Tagespreise.
Ein Miettag sind 24 Stunden ab Abholung; eine spätere Rückgabe bis 59 Minuten ist kostenlos, danach wird ein weiterer Tag verrechnet.
Automatik garantiert in Gruppe A: 8 pro Tag.

3. Im Mietpreis enthalten
Unbegrenzte Kilometer in den Gruppen A bis G; Transporter 200 km pro Miettag, jeder weitere Kilometer 0,29
Haftpflichtversicherung (Deckung 20 Mio. €), Vollkasko und Diebstahlschutz mit Selbstbehalt (siehe Punkt 4)
Winterreifen von 1. November bis 15. April, im Oktober und bis 30. April auf Wunsch; Eiskratzer und Schneebesen im Winter
Schneeketten in den Gruppen D und E
Digitale Jahresvignette für Österreich; grüne Umweltplakette für Deutschland
Fahrten nach Deutschland
Warnweste, Pannendreieck, Verbandskasten, Europäischer Unfallbericht
Apple CarPlay und Android Auto (Gruppen B bis G)
24-Stunden-Pannenhilfe in Österreich und in allen erlaubten Ländern

4. Selbstbehalt, SuperCover und Kaution
Selbstbehalt Vollkasko und Diebstahl / Kaution ohne SuperCover:
Gruppen A, B, C, F: 1.500 / 800
Gruppen D, E, G: 2.500 / 1.200
Gruppe H: 3.000 / 1.200
SuperCover (Selbstbehalt 0 €, Glas, Reifen, Unterboden und Dach mitversichert, Kaution 300 €): Gruppen A, B, C, F 19 pro Tag; Gruppen D, E, G, H 27 pro Tag
Ohne SuperCover trägt der Mieter Glas-, Reifen-, Unterboden- und Dachschäden bis zur Höhe des Selbstbehalts.
Kaution nur mit Kreditkarte (Visa, Mastercard, American Express) auf den Namen des Hauptfahrers; mit Debitkarte nur bei gebuchtem SuperCover (300 € werden abgebucht und innerhalb von 10 Werktagen nach der Rückgabe erstattet). Keine Barkaution.

5. Fahrer
Mindestalter und Führerscheinbesitz: Gruppen A, B, C, F 19 Jahre und 1 Jahr; Gruppe H 21 Jahre und 2 Jahre; Gruppen D, E, G 23 Jahre und 3 Jahre. Kein Höchstalter.
Jungfahrerzuschlag (Fahrer unter 25 Jahren), je Fahrer: 15 pro Tag, höchstens 150 pro Miete
Zusatzfahrer: 8 pro Tag, höchstens 80 pro Miete; ab 14 Miettagen ist der erste Zusatzfahrer kostenlos

6. Extras (bei der Buchung reservieren, solange der Vorrat reicht)
Babyschale (bis ca. 13 kg) oder Kindersitz mit Isofix (ca. 9–18 kg): je 9 pro Tag, höchstens 54 pro Miete
Sitzerhöhung mit Rückenlehne (ca. 15–36 kg): 6 pro Tag, höchstens 36 pro Miete
Schneeketten (Gruppen A, B, C, F, G; Transporter auf Anfrage): 8 pro Tag, höchstens 48 pro Miete; Gruppen D und E inklusive
Dachbox Thule 420 Liter, bis 5 Paar Ski oder 4 Snowboards (Gruppen C, D, E, G): 15 pro Tag, höchstens 120 pro Miete
Skiträger, bis 6 Paar Ski oder 4 Snowboards (Gruppen B, C, D, E, G): 9 pro Tag, höchstens 72 pro Miete
Fahrradträger fürs Dach, je Fahrrad, höchstens 2 Räder, keine E-Bikes (Gruppen C, D, E): 12 pro Tag, höchstens 72 pro Miete
Haustierpauschale (Schutzdecke und Endreinigung): 35 pro Miete
Tankoption (volle Tankfüllung zum Tagespreis der Tankstelle, ohne Servicepauschale): Preis des Tages

7. Auslandsfahrten und Einwegmieten
Deutschland: inklusive
Italien, Slowenien, Schweiz, Liechtenstein, Tschechien, Ungarn, Kroatien: Auslandspauschale 29 pro Miete, vor Fahrtantritt anzumelden
Andere Länder: nicht erlaubt. Transporter nur nach Deutschland und Italien.
Vignetten und Maut im Ausland (Slowenien, Schweiz, Italien, Kroatien) sowie die österreichische Sondermaut (Tauern Autobahn A10, Brenner Autobahn A13, Felbertauernstraße, Großglockner Hochalpenstraße) zahlt der Mieter.
Einwegmieten (Gruppen A bis F), Einweggebühr je Miete: Linz Hauptbahnhof 99; Innsbruck Flughafen oder Hauptbahnhof 129; Wien Flughafen oder Hauptbahnhof 169; Flughafen München 199. Andere Ziele auf Anfrage.

8. Zustellung und Abholung beim Kunden (je Fahrt, 8:00–19:00, mindestens 48 Stunden im Voraus buchen)
Stadt Salzburg, Wals-Siezenheim, Anif, Grödig, Bergheim, Elsbethen: 39
Salzkammergut (Fuschl, St. Gilgen, St. Wolfgang, Strobl, Mondsee) und Tennengau (Hallein, Golling): 79
Skigebiete im Pongau und Pinzgau (Flachau, Wagrain, Bad Hofgastein, Zell am See, Kaprun, Saalbach): 129

9. Gebühren
Flughafengebühr bei Abholung am Flughafen, je Miete: 35
Abholung am Flughafen zwischen 23:00 und 1:00 (mindestens 24 Stunden im Voraus buchen): 45
Rückgabe außerhalb der Öffnungszeiten über die Schlüsselbox: kostenlos
Nachtanken: 2,40 pro Liter plus Servicepauschale 20
Laden mit unserer Ladekarte während der Miete: 0,59 pro kWh
Elektroauto mit weniger als 70 % Akkustand zurückgegeben: 0,69 pro kWh plus Servicepauschale 20
Sonderreinigung (starke Verschmutzung innen, Sand, Schlamm, Tierhaare ohne Haustierpauschale): 150
Reinigung nach Rauchen oder E-Zigarette im Fahrzeug: 250
Verlust oder Beschädigung eines Schlüssels: Gruppen A, B, C, F 390; Gruppen D, E, G, H 590; dazu die Zustellung eines Ersatzschlüssels nach Aufwand
Bearbeitung von Strafen, Lenkererhebungen und Mautnachforderungen: 29 je Fall
Schadenbearbeitung ohne SuperCover, je Schaden: 95
Stornierung weniger als 48 Stunden vor der Abholung oder Nichtabholung: ein Tagespreis, höchstens 150

10. Monatsmiete und Gruppen
Monatsmiete ab 28 Tagen (Abholung in der Nebensaison), je Monat: Gruppe A ab 790; B ab 890; C ab 990; F ab 990; D ab 1.390. Inklusive 3.000 km pro Monat, jeder weitere Kilometer 0,15; Fahrzeugtausch zum Service alle 4 Wochen kostenlos.
Gruppenrabatt 10 %: ab drei gleichzeitig gemieteten Fahrzeugen oder für einen 9-Sitzer ab 7 Tagen. Anfragen an gruppen@moenchsberg-mietwagen.example.`,
    },
    {
      title: terms,
      language: 'German',
      text: `MIETBEDINGUNGEN 2026 – MÖNCHSBERG MIETWAGEN GMBH
Ignaz-Harrer-Straße 38, 5020 Salzburg, FN 178432 k. Gültig für alle Mietverträge mit Abholung ab 1. Jänner 2026, zusammen mit der Preisliste 2026.

1. Vertrag und Fahrzeug
Der Mietvertrag kommt mit der Buchungsbestätigung zustande. Gebucht wird eine Fahrzeuggruppe, kein bestimmtes Modell. Ist kein Fahrzeug der gebuchten Gruppe verfügbar, erhält der Mieter ohne Aufpreis ein Fahrzeug einer höheren Gruppe.

2. Mieter und Fahrer
Mieter und jeder Fahrer müssen das Mindestalter und die Dauer des Führerscheinbesitzes der Fahrzeuggruppe erfüllen: Gruppen A, B, C, F 19 Jahre und 1 Jahr; Gruppe H 21 Jahre und 2 Jahre; Gruppen D, E, G 23 Jahre und 3 Jahre. Ein Höchstalter gibt es nicht. Bei der Abholung werden der gültige Original-Führerschein und ein amtlicher Lichtbildausweis oder Reisepass vorgelegt. Führerscheine, die nicht in der EU, im EWR, in der Schweiz oder im Vereinigten Königreich ausgestellt wurden, gelten nur zusammen mit einem Internationalen Führerschein oder einer beglaubigten deutschen Übersetzung. Digitale Führerscheine, Kopien und Lernfahrbewilligungen werden nicht anerkannt. Das Fahrzeug darf nur von Personen gefahren werden, die im Mietvertrag eingetragen sind.

3. Reservierung, Umbuchung, Stornierung
Umbuchungen sind kostenlos, soweit die gewünschte Gruppe verfügbar ist. Eine Stornierung bis 48 Stunden vor der vereinbarten Abholzeit ist kostenlos; bereits bezahlte Beträge werden innerhalb von 7 Werktagen erstattet. Bei späterer Stornierung oder Nichtabholung wird ein Tagespreis verrechnet, höchstens 150 €. Mit angegebener Flugnummer wird das Fahrzeug bei Verspätung bis Schalterschluss bereitgehalten; landet der Flug nach Schalterschluss oder wird er annulliert, kann das Fahrzeug am nächsten Morgen ohne Gebühr abgeholt werden, der Mietpreis läuft ab der Abholung. Ohne Flugnummer wird das Fahrzeug zwei Stunden nach der gebuchten Zeit freigegeben. Für vorzeitig zurückgegebene Tage erfolgt keine Erstattung. Eine Verlängerung ist nur mit unserer Zustimmung vor Ablauf der Mietzeit möglich.

4. Übergabe und Rückgabe
Bei der Übergabe werden Zustand, Kilometerstand und Tankstand im Übergabeprotokoll mit Fotos festgehalten. Der Mieter prüft das Fahrzeug vor der Abfahrt und meldet Schäden, die nicht im Protokoll stehen, sofort am Schalter. Das Fahrzeug ist zur vereinbarten Zeit am vereinbarten Ort zurückzugeben; bis 59 Minuten Verspätung sind kostenlos, danach wird ein weiterer Miettag verrechnet. Bei einer Rückgabe außerhalb der Öffnungszeiten über die Schlüsselbox trägt der Mieter das Risiko für das Fahrzeug bis zur Prüfung am nächsten Öffnungstag, spätestens um 10:00 Uhr.

5. Kraftstoff und Laden
Das Fahrzeug wird vollgetankt übergeben und ist vollgetankt zurückzugeben; andernfalls werden 2,40 € pro Liter und eine Servicepauschale von 20 € verrechnet. Elektrofahrzeuge sind mit mindestens 70 % Akkustand zurückzugeben. Der Mieter tankt ausschließlich die Kraftstoffart, die auf dem Schlüsselanhänger und am Tankdeckel angegeben ist. Kosten einer Falschbetankung (Abschleppen, Reinigung des Kraftstoffsystems, Motorschäden, Ausfallzeit) sind weder durch die Vollkasko noch durch das SuperCover gedeckt und werden dem Mieter voll verrechnet. Wer falsch getankt hat, startet den Motor nicht und ruft die Pannenhilfe.

6. Zahlung und Kaution
Die Kaution wird bei der Abholung auf einer Kreditkarte des Hauptfahrers blockiert (Höhe laut Preisliste), mit Debitkarte nur bei gebuchtem SuperCover. Barkautionen werden nicht angenommen. Der Mietpreis ist spätestens bei der Abholung zu zahlen. Nachträgliche Kosten (Kraftstoff, Reinigung, Selbstbehalt, Gebühren, Maut) dürfen von der hinterlegten Karte abgebucht werden; der Mieter erhält dafür eine Rechnung.

7. Versicherung und Haftung
Das Fahrzeug ist haftpflichtversichert; Schäden am Fahrzeug und Diebstahl sind durch eine Vollkasko mit dem Selbstbehalt der Preisliste gedeckt, mit SuperCover ohne Selbstbehalt. Ohne SuperCover trägt der Mieter Schäden an Glas, Reifen, Unterboden und Dach bis zur Höhe des Selbstbehalts. Der Mieter haftet unbeschränkt für Schäden, die entstehen durch Vorsatz oder grobe Fahrlässigkeit, Fahren unter Alkohol (ab 0,5 Promille, bei Probeführerschein ab 0,1 Promille) oder Drogen, einen nicht eingetragenen Fahrer, eine nach Punkt 8 verbotene Nutzung, Fahrten in nicht angemeldete Länder, Falschbetankung, falsch montierte Schneeketten, die Einfahrt mit Dachbox oder Dachlast in zu niedrige Garagen und Durchfahrten, Schäden im Innenraum (Brandlöcher, Tierbisse) sowie einen nicht gemeldeten Unfall oder Fahrerflucht. Verlust oder Beschädigung eines Schlüssels sind nicht versichert und werden laut Preisliste verrechnet; wird das Fahrzeug mit steckendem oder im Fahrzeug gelassenem Schlüssel gestohlen, haftet der Mieter voll.

8. Nutzung des Fahrzeugs
Verboten sind: Fahrten auf nicht öffentlichen Straßen, Forst-, Schotter- und Almwegen, Skipisten und zugefrorenen Seen, auch mit Allradfahrzeugen; Rennen, Fahrtrainings und Fahrten auf Rennstrecken; das Ziehen von Anhängern und das Abschleppen anderer Fahrzeuge; die gewerbliche Beförderung von Personen oder Gütern und die Weitervermietung; der Transport gefährlicher Güter. Mautpflichtige Alpenstraßen wie die Großglockner Hochalpenstraße und die Gerlos Alpenstraße sind erlaubt. Mit Dachbox oder Dachlast sind höchstens 130 km/h und eine Dachlast von 75 kg erlaubt. Im Fahrzeug darf nicht geraucht werden, auch keine E-Zigarette; bei Verstoß wird eine Reinigung von 250 € verrechnet. Tiere dürfen nur mit gebuchter Haustierpauschale und gesichert mitfahren, sonst wird eine Sonderreinigung von 150 € verrechnet.

9. Auslandsfahrten
Fahrten nach Deutschland sind ohne Anmeldung erlaubt. Fahrten nach Italien, Slowenien, in die Schweiz, nach Liechtenstein, Tschechien, Ungarn und Kroatien sind vor Fahrtantritt anzumelden und kosten die Auslandspauschale der Preisliste; Transporter dürfen nur nach Deutschland und Italien. Fahrten in andere Länder sind verboten. Der Mieter beachtet die Vorschriften des jeweiligen Landes (Vignette, Maut, Winterausrüstung, Umweltzonen) und trägt deren Kosten.

10. Unfall, Schaden, Panne, Diebstahl
Bei jedem Unfall mit Verletzten, bei Wildunfällen, bei Schäden mit unbekanntem Verursacher, bei Diebstahl und Vandalismus ist die Polizei zu rufen. Bei Unfällen mit anderen Beteiligten ist der Europäische Unfallbericht auszufüllen; der Mieter gibt kein Schuldanerkenntnis ab. Jeder Schaden ist uns innerhalb von 24 Stunden zu melden, schriftlich mit Fotos innerhalb von 3 Tagen. Die 24-Stunden-Pannenhilfe (+43 662 87 45 39) organisiert Abschleppdienst und Ersatzfahrzeug; bei einer Panne, die der Mieter nicht verschuldet hat, ist das kostenlos. Reparaturen über 100 € gibt der Mieter nur mit unserer Zustimmung in Auftrag; Abschleppungen und Reparaturen ohne Zustimmung werden nicht erstattet.

11. Verkehrsstrafen, Maut und Parken
Der Mieter trägt alle Strafen, Mautgebühren, Parkgebühren und Abschleppkosten, die während der Mietzeit entstehen. Die österreichische Autobahnvignette ist im Mietpreis enthalten, die Sondermaut und die Maut im Ausland nicht. Auf Anfrage der Behörden geben wir Namen und Anschrift des Mieters bekannt (Lenkererhebung, Anhörungsbogen); für jede Bearbeitung, auch von Ersatzmaut und Mautnachforderungen, verrechnen wir 29 €.

12. Datenschutz und Gerichtsstand
Die Daten des Mieters werden nur für die Abwicklung der Miete, für Schadensfälle und für behördliche Anfragen verwendet, gemäß DSGVO. Beschwerden an info@moenchsberg-mietwagen.example. Es gilt österreichisches Recht; Gerichtsstand ist Salzburg, für Verbraucher gelten die zwingenden Bestimmungen ihres Wohnsitzstaates.`,
    },
  ],
  answerable: [
    // German paraphrases with Austrian words the owner never used
    {
      question:
        'Is beim Auto eh a Pickerl drauf oder muss ich mir eins bei der Tanke kaufen? Wir fahren übers Wochenende nach Wien.',
      answeredBy: [vignette, priceList, terms],
    },
    {
      question:
        'Wir wollen heuer im Jänner mit den zwei Kindern nach Obertauern zum Schifahren. Habt ihr was mit Allrad, wo auch Schneeketten dabei sind?',
      answeredBy: [winter, chains, fleet, priceList, services],
    },
    {
      question: 'Habts ihr a Kindersitzerl für unsere Kleine? Sie is grad 2 Jahr alt geworden.',
      answeredBy: [childSeats, priceList, services],
    },
    {
      question:
        "Was kostet's extra, wenn mein Mann auch fahren will? Wir wechseln uns auf der Strecke ab.",
      answeredBy: [additionalDriver, priceList],
    },
    {
      question: 'Wie viel wird mir beim Abholen auf der Kreditkarte gesperrt?',
      answeredBy: [deposit, priceList, terms],
    },
    {
      question:
        'Mein Bub is 20 und hat den Schein seit eineinhalb Jahr. Kriegt der bei euch überhaupt ein Auto?',
      answeredBy: [age, priceList, terms],
    },
    {
      question:
        'Zahlt das die Versicherung, wenn ich beim Einparken in der Garage an eine Säule hinfahr, oder bleib ich da auf was sitzen?',
      answeredBy: [insurance, priceList, terms, services],
    },
    // Long messages in German, the question inside
    {
      question:
        'Servus! Wir sind acht Burschen aus Wels und fahren Ende Februar eine Woche nach Saalbach. Einer von uns holt den Wagen am Hauptbahnhof ab, weil wir mit dem Zug anreisen. Bringt man in so einen 9-Sitzer alle acht Paar Ski und das Gepäck rein, oder brauchen wir eine Dachbox dazu? Und was kostet das ungefähr für die Woche? lg Flo',
      answeredBy: [nineSeater, roofBox, groupOffer, fleet, priceList, services],
    },
    {
      question:
        'Grüß Gott, wir holen am 14. August am Hauptbahnhof einen Kombi ab und wollen dann über die Tauernautobahn runter nach Lignano an die Adria, zwei Wochen Urlaub mit den Kindern. Darf man mit eurem Auto überhaupt nach Italien, und ist die Maut für den Tunnel schon dabei oder zahlt man die extra?',
      answeredBy: [abroad, tolls, vignette, priceList, terms, services],
    },
    {
      question:
        'Hallo, wir kommen mit dem Zug aus Graz und machen eine Woche Urlaub am Wolfgangsee. Unser Labrador Balu kommt natürlich mit, er ist brav und fährt gern Auto und hat eine eigene Box. Geht das bei euch oder muss er daheim bleiben? Was kostet das?',
      answeredBy: [pets, priceList, terms],
    },
    {
      question:
        'Hallo, ich hatte im Oktober einen Golf von Ihnen ab dem Flughafen. Jetzt hab ich eine Mail bekommen wegen einer Lenkererhebung von der BH Salzburg-Umgebung, und 29 Euro wurden von meiner Karte abgebucht. Anscheinend bin ich auf der A1 bei Eugendorf zu schnell gewesen. Wieso zahle ich 29 Euro an euch, und kommt die eigentliche Strafe noch extra?',
      answeredBy: [fines, priceList, terms],
    },
    // Long messages in English
    {
      question:
        "Hi! We're a family of four from Ohio flying into Salzburg on July 3rd for a week of Sound of Music sightseeing, plus a day trip to Hallstatt. My husband and I both have US licenses and we'd like to share the driving. Do we need anything extra to rent a car, and can we both drive it?",
      answeredBy: [licence, additionalDriver, terms, priceList],
    },
    {
      question:
        "Hello, we're a group of five from Manchester flying into Salzburg in February to ski in Zell am See. None of us has ever driven on snow. Will the car be properly equipped for mountain roads in winter, and do we have to put chains on ourselves? We also need room for five pairs of skis.",
      answeredBy: [winter, chains, roofBox, priceList, services],
    },
    {
      question:
        'Hello, I am travelling from Seoul with my parents. We land at Salzburg airport, stay five days, then drive to Vienna and fly home from Vienna airport. Is it possible to return the car at Vienna airport, and how much does it cost?',
      answeredBy: [oneWay, priceList, services],
    },
    // Typos and chat-speak, in German and English
    {
      question: 'servus, wie lang habts ihr am flughafen offen? landen erst um halb 11 am abend lg',
      answeredBy: [location, lateArrival, description, priceList],
    },
    {
      question: 'bitte um info ob die km unbegrenzt sind, fahrn nach kroatien',
      answeredBy: [mileage, abroad, priceList, terms],
    },
    {
      question: 'muss i des auto volltanken bevor i s zruckbring?',
      answeredBy: [fuel, priceList, terms],
    },
    {
      question: 'kann ma bei euch mit bankomatkarte zahln oder brauch i a kreditkarte',
      answeredBy: [deposit, priceList, terms],
    },
    { question: 'storno kostenlos bis wann?? lg', answeredBy: [booking, priceList, terms] },
    {
      question: 'hi do u have automatic cars?? cant drive manual lol',
      answeredBy: [automatic, fleet, priceList],
    },
    {
      question: 'can i take the car 2 munich and leave it at the airport there',
      answeredBy: [oneWay, abroad, priceList, services],
    },
    {
      question: 'whats the excess on the insurance and can i get it down to 0',
      answeredBy: [insurance, priceList, terms, services],
    },
    // One or two words
    { question: 'Kaution?', answeredBy: [deposit, priceList, terms] },
    { question: 'Schneeketten?', answeredBy: [chains, winter, priceList, services] },
    { question: 'Vignette?', answeredBy: [vignette, priceList, terms] },
    { question: 'Dachbox?', answeredBy: [roofBox, priceList, services] },
    { question: 'Child seat?', answeredBy: [childSeats, priceList, services] },
    // Short follow-ups
    { question: 'und am Sonntag?', answeredBy: [location, description, priceList] },
    {
      question: 'und fürs Babyschalerl zahlt man gleich viel?',
      answeredBy: [childSeats, priceList],
    },
    {
      question: 'and what about the Felbertauern road, is that extra as well?',
      answeredBy: [tolls, vignette, priceList, terms],
    },
    // German questions, English knowledge
    {
      question:
        'Darf man mit dem Mietauto in die Altstadt reinfahren? Unser Hotel ist in der Getreidegasse und wir haben zwei große Koffer.',
      answeredBy: [oldTown],
    },
    {
      question:
        'Bringt ihr uns das Auto auch ins Hotel nach St. Gilgen? Wir wollen nicht extra zum Flughafen fahren.',
      answeredBy: [hotelDelivery, priceList, services],
    },
    // English questions, German knowledge
    {
      question:
        'Are we allowed to take the rental car to Slovenia? Planning a day trip to Lake Bled.',
      answeredBy: [abroad, priceList, terms, services],
    },
    {
      question:
        "Do you do monthly rentals? I'm starting a six-week internship in Salzburg in March and need a small car.",
      answeredBy: [monthlyRental, mileage, priceList, services],
    },
    { question: 'Can I bring my dog in the car?', answeredBy: [pets, priceList, terms] },
    {
      question: 'What do I do if the car breaks down on the motorway?',
      answeredBy: [accident, terms, priceList],
    },
    // Answered by a document only
    {
      question:
        "Was kostet's, wenn im Auto geraucht worden is? Mein Schwager hat sich leider nicht dran gehalten.",
      answeredBy: [terms, priceList],
    },
    {
      question: 'Hab beim Tanken Diesel statt Benzin reingetan. Zahlt das die Vollkasko?',
      answeredBy: [terms],
    },
    {
      question: 'I lost the car key on the slopes in Kaprun. How much will that cost me?',
      answeredBy: [priceList, terms],
    },
    {
      question:
        'Dürfen wir mit dem SUV die Forststraße zu unserer Hütte rauffahren? Ist eine Schotterstraße, aber gut befahrbar.',
      answeredBy: [terms],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Verkauft ihr eure Mietautos auch, wenn sie ausgemustert werden? Der Octavia Kombi vom letzten Urlaub hat uns so gut gefallen, den würden wir gern kaufen.',
    'Kann man bei euch auch Ski und Skischuhe ausleihen? Dann müssten wir in Flachau nicht extra in den Skiverleih.',
    "Do you offer a car with a driver for a private Sound of Music tour? We'd rather not drive ourselves.",
    'Kann ich mein eigenes Auto während des Urlaubs bei euch am Flughafen abstellen? Was kostet das Parken pro Woche?',
    'Wo krieg ich heuer das Pickerl für mein eigenes Auto und was kostet die Jahresvignette 2026?',
    'Macht ihr auch Reifenwechsel? Bei meinem eigenen Golf müssen die Winterreifen runter und ich hätte sie gern eingelagert.',
    'Was kostet ein Zugticket vom Salzburger Hauptbahnhof nach Wien, und wie lang braucht der Railjet?',
    'Verleiht ihr auch E-Bikes? Wir möchten den Tauernradweg entlang der Salzach fahren.',
    // Plainly outside
    'Wann spielt Red Bull Salzburg das nächste Heimspiel in Wals-Siezenheim?',
    'Where can we get the best Salzburger Nockerl in the Old Town?',
  ],
};
