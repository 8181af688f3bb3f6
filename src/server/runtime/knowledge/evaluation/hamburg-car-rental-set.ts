import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Elbe Mietwagen, an independent car and van rental in Hamburg with a desk at Hamburg Airport
 * and a city branch near the Hauptbahnhof. Its customers write in German and English. The
 * owner wrote the briefing in German, most Q&A pairs in German and some in English (for
 * tourists and expats), one custom response for booking requests, and pasted the 2026 price
 * list in German and the rental terms in English.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases with
 * words the owner never wrote ("Sprinter", "Leihwagen", "Blitzer", "Tesla", "hire car",
 * "toddler", "excess"), German compounds split another way, long messages, typos and missing
 * umlauts, du/ihr chat-speak, Austrian and Swiss turns of phrase, one- or two-word questions,
 * and German questions against English knowledge and the reverse. The outside questions
 * include hard negatives that share words with the knowledge (buying a used car, leasing,
 * renting a camper van or a motorbike, long-term parking at the airport, insurance for one's
 * own car, driving lessons, a job at the airport desk).
 */

const english = qaIn('English');
const german = qaIn('German');

// The sources' titles, as the answers name them.
const airportHours = 'Wann ist Ihr Schalter am Flughafen geöffnet?';
const cityHours = 'Wann hat Ihre Filiale am Hauptbahnhof geöffnet?';
const locations = 'Wo finde ich Ihre Stationen?';
const afterHours = 'Kann ich das Auto außerhalb der Öffnungszeiten abholen oder zurückgeben?';
const age = 'Wie alt muss ich sein, um bei Ihnen ein Auto zu mieten?';
const deposit = 'Wie hoch ist die Kaution und wie wird sie hinterlegt?';
const insurance = 'Welche Versicherung ist im Mietpreis enthalten?';
const fullCover = 'Gibt es eine Vollkasko ohne Selbstbeteiligung?';
const fuel = 'Welche Tankregelung gilt bei Ihnen?';
const mileage = 'Wie viele Freikilometer sind inklusive?';
const oneWay = 'Kann ich das Auto in einer anderen Stadt zurückgeben?';
const extraDriver = 'Kann ich einen Zusatzfahrer eintragen lassen?';
const childSeats = 'Haben Sie Kindersitze?';
const vans = 'Welche Transporter vermieten Sie und welchen Führerschein brauche ich dafür?';
const winter = 'Haben Ihre Autos Winterreifen?';
const emissionsSticker = 'Haben Ihre Autos eine Umweltplakette?';
const pets = 'Darf ich Haustiere im Mietwagen mitnehmen?';
const cancel = 'Wie kann ich eine Buchung stornieren oder umbuchen?';
const breakdown = 'Was muss ich bei einer Panne oder einem Unfall tun?';
const electric = 'Vermieten Sie E-Autos und wie funktioniert das Laden?';
const payment = 'Welche Zahlungsarten akzeptieren Sie?';
const airportPickup = 'How does pickup at Hamburg Airport work?';
const foreignLicence = 'Which driving licence do I need if I am not from the EU?';
const abroad = 'Can I drive the rental car to Denmark or other countries?';
const fines = 'What happens if I get a parking ticket or a speeding fine?';
const late = 'What happens if I return the car late?';
const prices = 'Preisliste 2026';
const terms = 'Rental Terms and Conditions';
const booking = 'Kunde möchte ein Fahrzeug buchen oder fragt, ob eines frei ist';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const hamburgCarRentalSet: EvaluationSet = {
  name: 'Hamburg car rental (Elbe Mietwagen)',
  heldOut: false,
  agentName: 'Hanna',
  briefing: {
    companyName: 'Elbe Mietwagen',
    industry: 'automotive',
    description:
      'Elbe Mietwagen ist eine unabhängige, inhabergeführte Autovermietung in Hamburg, gegründet 2011. Wir haben einen Schalter am Hamburger Flughafen (Mietwagenzentrum im Parkhaus P2) und eine Filiale in der Adenauerallee 42 in St. Georg, wenige Gehminuten vom Hauptbahnhof. Unsere Flotte umfasst rund 140 Fahrzeuge, vom Kleinwagen bis zum Transporter.',
    targetAudience:
      'Geschäftsreisende und Urlauber, die am Flughafen oder am Hauptbahnhof ankommen, Touristen und Expats aus dem Ausland, Hamburger, die für einen Umzug einen Transporter brauchen, und Familien, die an die Nord- oder Ostsee oder nach Skandinavien fahren.',
    keyServices:
      'Autovermietung: Kleinwagen, Kompaktklasse, Automatik, Kombis, SUV, Elektroautos, 9-Sitzer-Kleinbusse und Transporter mit 6 und 12 m³ für Umzüge. Abholung und Rückgabe am Flughafen oder am Hauptbahnhof, Rückgabe rund um die Uhr über die Schlüsselbox, Einwegmieten nach Berlin, Bremen, Hannover, Kiel und Lübeck, Auslandsfahrten in die Nachbarländer und nach Skandinavien. Extras: Sorglos-Schutz ohne Selbstbeteiligung, Zusatzfahrer, Kindersitze, Navi, Dachbox, Schneeketten und Umzugszubehör.',
    commonQuestions:
      'Kaution und Kreditkarte, Selbstbeteiligung, Mindestalter und Führerschein, Öffnungszeiten und Rückgabe nach Ladenschluss, Fahrten nach Dänemark und Skandinavien, Transporter für Umzüge, Kindersitze.',
    languages: ['German', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Wir siezen unsere Kunden, außer sie duzen uns. Kurze, klare Antworten, Preise immer in Euro. Auf Englisch schreiben wir einfach und freundlich.',
    personality: 'Hanseatisch freundlich, zuverlässig und hilfsbereit, ohne Verkaufsdruck.',
    responseTemplates: [
      {
        scenario: booking,
        response:
          'Sehr gern! Buchen können Sie direkt auf elbe-mietwagen.example/buchen, dort sehen Sie auch sofort, welche Fahrzeuge frei sind. Oder schicken Sie uns per WhatsApp an +49 160 555 81 23: Abhol- und Rückgabedatum mit Uhrzeit, die Station (Flughafen oder Hauptbahnhof), die Fahrzeugkategorie, gewünschte Extras und bei Abholung am Flughafen Ihre Flugnummer. Während der Öffnungszeiten bestätigen wir Ihre Buchung innerhalb einer Stunde per E-Mail.',
      },
    ],
  },
  qa: [
    german(
      airportHours,
      'Unser Schalter am Hamburger Flughafen ist täglich von 6:00 bis 23:30 Uhr geöffnet, auch an Sonn- und Feiertagen. Am 24. und 31. Dezember schließen wir um 16:00 Uhr. Wenn Sie uns bei der Buchung Ihre Flugnummer nennen, warten wir bei einer Verspätung auch nach 23:30 Uhr kostenlos auf Sie, bis Ihre Maschine gelandet ist. Eine Übergabe zwischen 23:30 und 6:00 Uhr ohne Flugverspätung ist nach Absprache gegen eine Servicegebühr von 40 € möglich.',
    ),
    german(
      cityHours,
      'Unsere Stadtfiliale in der Adenauerallee 42 hat Montag bis Freitag von 7:30 bis 19:00 Uhr und Samstag von 8:00 bis 14:00 Uhr geöffnet. Sonntags und an Feiertagen ist sie geschlossen. Zurückgeben können Sie das Auto trotzdem jederzeit: Stellen Sie es in der Tiefgarage unter der Filiale (Ebene -1) auf einen der Plätze mit dem Schild „Elbe Mietwagen“ und werfen Sie den Schlüssel in die Schlüsselbox neben der Eingangstür.',
    ),
    german(
      locations,
      'Wir haben zwei Stationen. Flughafen: Mietwagenzentrum im Parkhaus P2, Ebene 0, Flughafenstraße 1–3, 22335 Hamburg, gegenüber von Terminal 2 und etwa 5 Minuten zu Fuß von der Ankunftsebene beider Terminals. Stadt: Adenauerallee 42, 20097 Hamburg-St. Georg, 4 Minuten zu Fuß vom Hauptbahnhof (Ausgang Kirchenallee, dann links in die Adenauerallee). Sie erreichen uns unter 040 555 812 30, per WhatsApp unter +49 160 555 81 23 und per E-Mail an buchung@elbe-mietwagen.example.',
    ),
    german(
      afterHours,
      'Zurückgeben können Sie das Auto an beiden Stationen rund um die Uhr und ohne Aufpreis. Am Flughafen parken Sie im Parkhaus P2 auf Ebene 1 auf einem unserer markierten Plätze und werfen den Schlüssel zusammen mit dem Parkticket in die Schlüsselbox neben unserem Schalter; das Parkticket bezahlen wir. In der Stadt nutzen Sie die Tiefgarage unter der Filiale (Ebene -1) und die Schlüsselbox neben der Eingangstür. Machen Sie am besten ein paar Fotos vom Auto, vom Tank- bzw. Ladestand und vom Kilometerstand. Bis wir das Auto am nächsten Öffnungstag geprüft haben, sind Sie dafür verantwortlich. Abholen außerhalb der Öffnungszeiten geht nach Absprache, wenn Sie es mindestens 24 Stunden vorher anmelden: Ein Mitarbeiter übergibt Ihnen das Auto dann persönlich, die Servicegebühr beträgt 40 €.',
    ),
    german(
      age,
      'Für die Kategorien A bis C (Kleinwagen, Kompaktklasse, Kompakt Automatik) müssen Sie mindestens 19 Jahre alt sein und den Führerschein seit mindestens einem Jahr haben. Für die Kategorien D, F und H sowie die Transporter T1 und T2 gelten ein Mindestalter von 21 Jahren und 2 Jahre Führerscheinbesitz, für das SUV (E) und das Premium-Elektroauto (G) 25 Jahre und 3 Jahre Führerscheinbesitz. Fahrer unter 23 Jahren zahlen einen Junge-Fahrer-Zuschlag von 12 € pro Tag, höchstens 120 € pro Miete. Ein Höchstalter gibt es nicht.',
    ),
    german(
      deposit,
      'Bei der Abholung blockieren wir die Kaution auf einer Kreditkarte (Visa, Mastercard oder American Express), die auf den Namen des Hauptfahrers lauten muss: 400 € für die Kategorien A, B, C und F, 800 € für D, E, H und die Transporter T1 und T2, 1.200 € für das Premium-Elektroauto (G). Mit dem Sorglos-Schutz sinkt die Kaution bei allen Kategorien auf 200 €. Debitkarten (Visa Debit, Mastercard Debit) akzeptieren wir nur für die Kategorien A bis C; dann wird die Kaution abgebucht und nach der Rückgabe zurücküberwiesen. Bargeld, Girocard (EC-Karte) und Prepaid-Karten nehmen wir für die Kaution nicht an. Die Blockierung geben wir sofort nach der Rückgabe frei, bei manchen Banken dauert es aber bis zu 10 Werktage, bis der Betrag wieder verfügbar ist.',
    ),
    german(
      insurance,
      'In jedem Mietpreis enthalten sind die Kfz-Haftpflichtversicherung (Deckungssumme 100 Mio. € pauschal, für Personenschäden bis 15 Mio. € je Person), eine Vollkasko- und Diebstahlversicherung mit Selbstbeteiligung sowie die 24-Stunden-Pannenhilfe. Die Selbstbeteiligung je Schadensfall beträgt 1.000 € für die Kategorien A, B, C und F, 1.500 € für D, E, H, T1 und T2 und 2.500 € für G. Nicht versichert sind Schäden im Innenraum, Schäden durch Fehlbetankung, Schäden am Dach und Aufbau der Transporter durch Missachten der Durchfahrtshöhe sowie Schäden, die ein nicht eingetragener Fahrer oder ein Fahrer unter Alkohol- oder Drogeneinfluss verursacht. Ohne Selbstbeteiligung fahren Sie mit unserem Sorglos-Schutz.',
    ),
    german(
      fullCover,
      'Ja, mit unserem Sorglos-Schutz. Er senkt die Selbstbeteiligung auf 0 €, schließt zusätzlich Glas, Reifen, Felgen und Unterboden ein und senkt die Kaution auf 200 €. Er kostet pro Miettag 15 € für die Kategorien A, B, C und F, 22 € für D, E, H, T1 und T2 und 29 € für G; ab dem 8. Miettag ist er kostenlos. Auch mit Sorglos-Schutz nicht versichert sind Fehlbetankung, Schäden am Dach oder Aufbau der Transporter durch Missachten der Durchfahrtshöhe, Schäden im Innenraum und Schäden unter Alkohol- oder Drogeneinfluss. Sie können den Sorglos-Schutz bei der Buchung oder bei der Abholung am Schalter dazubuchen, aber nicht mehr während der Miete.',
    ),
    german(
      fuel,
      'Bei uns gilt voll/voll: Sie bekommen das Auto vollgetankt und geben es vollgetankt zurück. Fehlt Kraftstoff, berechnen wir ihn zum aktuellen Tankstellenpreis plus eine Tankservice-Pauschale von 15 €. Die nächste Tankstelle liegt etwa 2 km vom Flughafen entfernt an der Sportallee; bitte heben Sie den letzten Tankbeleg auf. Kombis (D), Kleinbusse (H) und Transporter tanken Diesel, alle anderen Verbrenner Super E10; was Ihr Auto braucht, steht auch innen auf der Tankklappe. Für Elektroautos gilt statt der Tankregelung eine Regel zum Ladestand.',
    ),
    german(
      mileage,
      'Bei allen Pkw (Kategorien A bis H) sind 300 Freikilometer pro Miettag inklusive, ab einer Mietdauer von 7 Tagen fahren Sie unbegrenzt. Bei den Transportern T1 und T2 sind immer 200 km pro Tag inklusive, bei der Transporter-Kurzmiete 50 km. Jeder zusätzliche Kilometer kostet 0,25 € (Kategorien A bis F und H) bzw. 0,35 € (Kategorie G und Transporter). Die Freikilometer werden über die ganze Miete zusammengerechnet: Bei 3 Miettagen haben Sie also 900 km frei, egal wie Sie sie auf die Tage verteilen.',
    ),
    german(
      oneWay,
      'Ja, mit einer Einwegmiete. Zwischen unseren beiden Hamburger Stationen (Flughafen und Hauptbahnhof) ist die Rückgabe kostenlos. Bei unseren Partnerstationen in Lübeck, Kiel und Bremen kostet die Einweggebühr 79 €, in Hannover und Berlin 129 €. Einwegmieten gibt es für die Kategorien A bis E, und sie müssen mindestens 72 Stunden vorher gebucht werden; die Adresse der Partnerstation steht in Ihrer Buchungsbestätigung. Elektroautos und Transporter können nur in Hamburg zurückgegeben werden, eine Rückgabe im Ausland ist nicht möglich.',
    ),
    german(
      extraDriver,
      'Ja, ein Zusatzfahrer kostet 8 € pro Tag, höchstens 80 € pro Miete. Ehe- oder Lebenspartner des Hauptfahrers mit derselben Wohnadresse fahren kostenlos mit. Jeder Zusatzfahrer muss bei der Abholung persönlich dabei sein und seinen Führerschein und seinen Personalausweis oder Reisepass vorzeigen; es gelten dieselben Regeln zu Mindestalter und Führerscheinbesitz wie für den Hauptfahrer, auch der Junge-Fahrer-Zuschlag. Fährt jemand, der nicht im Mietvertrag steht, besteht kein Versicherungsschutz.',
    ),
    german(
      childSeats,
      'Ja, alle mit Isofix und nach i-Size-Norm: eine Säuglingsschale (40 bis 87 cm Körpergröße, etwa bis 15 Monate), einen Kindersitz (76 bis 105 cm, etwa 1 bis 4 Jahre) und eine Sitzerhöhung mit Rückenlehne (100 bis 150 cm, etwa 4 bis 12 Jahre). Jeder Sitz kostet 9 € pro Tag, höchstens 63 € pro Miete. Bitte buchen Sie die Sitze vorher, vor allem in den Schulferien. Den Sitz bauen Sie selbst ein, unsere Mitarbeiter zeigen Ihnen aber gern, wie es geht. Eigene Sitze können Sie natürlich mitbringen. In Deutschland müssen Kinder bis 12 Jahre, die kleiner als 150 cm sind, in einem passenden Kindersitz mitfahren.',
    ),
    german(
      vans,
      'Wir haben zwei Größen, beide mit 3 Sitzplätzen, Schaltgetriebe und Diesel. T1: Kastenwagen Ford Transit Custom oder ähnlich, 6 m³ Laderaum, Ladelänge 2,9 m, Höhe 2,0 m, passt in die meisten Parkhäuser. T2: Großraumtransporter Ford Transit Hochdach oder ähnlich, 12 m³ Laderaum, Ladelänge 3,7 m, Höhe 2,75 m, 3,5 t zulässiges Gesamtgewicht, genug für den Umzug einer 2-Zimmer-Wohnung. Für beide reicht der normale Pkw-Führerschein Klasse B (oder die alte Klasse 3). Für kurze Fahrten innerhalb Hamburgs gibt es die Transporter-Kurzmiete bis 5 Stunden (Montag bis Samstag) inklusive 50 km. Umzugsdecken und eine Sackkarre leihen wir Ihnen für je 10 € pro Miete, Spanngurte liegen kostenlos im Auto. Die Preise finden Sie in unserer Preisliste.',
    ),
    german(
      winter,
      'Ja. Von Oktober bis Ostern sind alle unsere Autos und Transporter ohne Aufpreis mit Winter- oder Ganzjahresreifen (mit Schneeflockensymbol) ausgestattet. Für Fahrten in die Alpen oder nach Skandinavien leihen wir Ihnen Schneeketten für 15 € pro Miete; in Österreich und der Schweiz können sie auf Passstraßen vorgeschrieben sein. Für den Skiurlaub gibt es für die Kategorien D und E eine Dachbox für 12 € pro Tag (höchstens 84 € pro Miete), in die Skier bis 1,90 m passen. Eiskratzer und Handfeger liegen im Winter in jedem Auto.',
    ),
    german(
      emissionsSticker,
      'Ja, alle unsere Autos und Transporter haben die grüne Umweltplakette und dürfen in jede Umweltzone in Deutschland fahren, zum Beispiel in Berlin, Hannover oder Bremen. Hamburg selbst hat keine Umweltzone. In vielen Städten in Frankreich brauchen Sie eine Crit’Air-Vignette, die unsere Autos nicht haben: Bestellen Sie sie bitte rechtzeitig selbst auf der offiziellen Seite certificat-air.gouv.fr (etwa 4 €, die Lieferung dauert bis zu zwei Wochen). Kennzeichen und Fahrzeugschein schicken wir Ihnen dafür nach der Buchung.',
    ),
    german(
      pets,
      'Ja, in allen Pkw außer der Kategorie G, wenn das Tier in einer Transportbox oder mit Sicherheitsgeschirr angeschnallt mitfährt. Bitte legen Sie eine Decke auf die Sitze bzw. in den Kofferraum. Bringen Sie das Auto mit Tierhaaren, Schmutz oder Geruch zurück, berechnen wir eine Sonderreinigung von 75 €. In den Transportern dürfen Tiere nur in der Fahrerkabine mitfahren, nicht im Laderaum. Assistenztiere fahren in allen Fahrzeugen kostenlos mit.',
    ),
    german(
      cancel,
      'Bis 48 Stunden vor der Abholung stornieren Sie kostenlos, per E-Mail an buchung@elbe-mietwagen.example oder über den Link in Ihrer Buchungsbestätigung; bereits bezahlte Beträge erstatten wir innerhalb von 7 Werktagen auf dasselbe Zahlungsmittel. Bei einer Stornierung später als 48 Stunden vorher berechnen wir einen Miettag zum gebuchten Tagespreis. Holen Sie das Auto ohne Absage nicht ab, berechnen wir drei Miettage, höchstens aber den gebuchten Gesamtpreis. Umbuchen (anderes Datum, andere Kategorie, andere Station) können Sie bis 24 Stunden vor der Abholung kostenlos, wenn ein Fahrzeug frei ist; ein höherer Preis wird nachberechnet. Geben Sie das Auto früher zurück als gebucht, erstatten wir die nicht genutzten Tage nicht.',
    ),
    german(
      breakdown,
      'Bei einer Panne rufen Sie unsere 24-Stunden-Pannenhilfe unter 0800 555 34 34 an (kostenlos, aus dem Ausland +49 40 555 812 99); die Nummer klebt auch innen an der Windschutzscheibe. Ist ein technischer Defekt schuld, bekommen Sie kostenlos ein Ersatzfahrzeug. Nach einem Unfall: Unfallstelle mit Warnblinker und Warndreieck sichern, Warnweste anziehen (beides liegt im Auto) und bei Verletzten 112 anrufen. Rufen Sie bei jedem Unfall die Polizei (110), auch bei kleinen Schäden, wenn niemand sonst beteiligt ist oder bei einem Wildunfall: Ohne polizeiliche Unfallaufnahme entfällt der Versicherungsschutz, und Sie haften für den ganzen Schaden. Füllen Sie mit dem anderen Fahrer den Unfallbericht aus dem Handschuhfach aus, machen Sie Fotos und unterschreiben Sie kein Schuldanerkenntnis. Melden Sie uns den Unfall innerhalb von 24 Stunden und lassen Sie das Auto nicht selbst reparieren.',
    ),
    german(
      electric,
      'Ja: Kategorie F ist ein VW ID.3 oder ähnlich (ca. 400 km Reichweite, im Winter eher 300 km), Kategorie G ein Polestar 2 Long Range oder ähnlich (ca. 550 km). Wir garantieren die Kategorie, nicht das Modell. Sie bekommen das Auto mit mindestens 80 % Ladung, mit Typ-2-Ladekabel und einer Ladekarte, mit der Sie an fast allen öffentlichen Ladesäulen in Deutschland und den Nachbarländern laden können, auch an den Schnellladern an Raststätten. Den geladenen Strom rechnen wir nach der Miete zum Selbstkostenpreis über Ihre Kreditkarte ab (derzeit 0,39 € pro kWh an normalen Ladesäulen, 0,59 € pro kWh an Schnellladern). Im Parkhaus P2 am Flughafen gibt es 6 Ladepunkte. Geben Sie das Auto mit mindestens 20 % Akku zurück, sonst berechnen wir eine Ladepauschale von 35 €.',
    ),
    german(
      payment,
      'Am Schalter zahlen Sie mit Kreditkarte (Visa, Mastercard, American Express), Debitkarte, Girocard, Apple Pay oder Google Pay, bei Online-Buchungen mit Vorauszahlung mit Kreditkarte oder PayPal. In der Stadtfiliale können Sie den Mietpreis auch bar bezahlen. Die Kaution muss aber immer über eine Kreditkarte des Hauptfahrers laufen (eine Debitkarte nur bei den Kategorien A bis C); bar oder mit Girocard geht das nicht. Firmenkunden mit Rahmenvertrag zahlen auf Rechnung mit 14 Tagen Zahlungsziel. Sie bekommen immer eine Rechnung mit ausgewiesener Mehrwertsteuer.',
    ),
    english(
      airportPickup,
      'After you collect your luggage, follow the signs "Mietwagen / Car Rental" to car park P2, opposite Terminal 2. Our desk is in the car rental centre on level 0, about a 5-minute walk from arrivals in both terminals. Please have your original driving licence, your passport or ID card and a credit card in the main driver’s name ready for the deposit. Your car is parked on level 1 of P2 in the bays marked "Elbe Mietwagen". Give us your flight number when you book: if your flight is delayed, we wait for you free of charge, even after the desk closes at 23:30. Picking up at the airport costs an airport station fee of 19 € per rental, which you do not pay at our city branch.',
    ),
    english(
      foreignLicence,
      'Licences from EU and EEA countries and from Switzerland are accepted as they are. If you are visiting Germany with a licence from any other country, you can rent with it during your first 6 months in Germany. If your licence is not in German or English, or not written in the Latin alphabet (for example Arabic, Chinese or Cyrillic), please bring an International Driving Permit together with the original licence; a certified German translation also works. Important for expats: once you have lived in Germany for more than 6 months, a non-EU licence is no longer valid here and has to be exchanged for a German one, so we cannot rent to you on it after that. We only accept the original licence, no photos, copies or digital licences, and every driver also needs a passport or ID card.',
    ),
    english(
      abroad,
      'Yes. You can drive to Denmark, Sweden, Norway, the Netherlands, Belgium, Luxembourg, France, Switzerland, Austria, the Czech Republic and Poland for a cross-border fee of 29 € per rental, which extends the insurance and the roadside assistance; please tell us when you book. The premium electric car (category G) and the vans (T1, T2) may only go to Denmark, the Netherlands and Austria. Any other country, including the UK, is not allowed. Ferries on these routes, for example Puttgarden–Rødby or Kiel–Oslo, are fine. Tolls abroad are your responsibility, and our cars have no toll transponders or vignettes: Austria and Switzerland require a vignette for their motorways (buy it online or at the last petrol station before the border), the Czech Republic an e-vignette bought online, and Poland charges tolls on some motorways. In Denmark the Great Belt Bridge and the Øresund Bridge to Sweden are paid at the toll booth. Norwegian road tolls are billed to us by number plate; we charge them to your card after the rental plus a 10 € fee.',
    ),
    english(
      fines,
      'Fines for parking, speeding (for example from speed cameras) or other traffic offences during your rental are the driver’s responsibility. The authority writes to us as the owner of the car; we are required by law to give them the name and address of the driver, and we charge a 25 € admin fee per case to your card. The fine itself is then sent to you directly by the authority, often weeks later and also to addresses abroad. If the car is towed away, you pay the towing and pound costs plus a 50 € handling fee. In central Hamburg street parking has to be paid at a machine or with a parking app, and many streets are residents-only parking zones, so please check the signs.',
    ),
    english(
      late,
      'We allow 29 minutes of grace. After that we charge 15 € for each started hour, and if you are more than 2 hours late, one extra day at the daily price of your booking plus the extras for that day. If you see that you will be late, please call us on +49 40 555 812 30 and extend your rental if you can: an extension arranged in advance costs only the normal daily price. If the car is not returned and we cannot reach you for more than 24 hours, we have to report it to the police as missing.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'German',
      text: `PREISLISTE 2026 - Elbe Mietwagen, Flughafen Hamburg (Parkhaus P2) und Adenauerallee 42 (Hauptbahnhof)
Gültig vom 1. Januar bis 31. Dezember 2026. Alle Preise in Euro inklusive 19 % MwSt.
Im Mietpreis enthalten: Haftpflicht, Vollkasko und Diebstahlschutz mit Selbstbeteiligung, 24-Stunden-Pannenhilfe, Winter- bzw. Ganzjahresreifen von Oktober bis Ostern, 300 Freikilometer pro Miettag (Transporter 200 km), bei Pkw ab 7 Tagen unbegrenzte Kilometer.

Pkw (Preis pro Tag bei 1-2 Tagen / pro Tag bei 3-6 Tagen / Woche)
A Kleinwagen - VW Polo oder ähnlich, Schaltung, 5 Türen: 39 € / 35 € / 209 €
B Kompaktklasse - VW Golf oder ähnlich, Schaltung: 49 € / 44 € / 269 €
C Kompakt Automatik - VW Golf Automatik oder ähnlich: 59 € / 52 € / 319 €
D Kombi Automatik - Skoda Octavia Combi Automatik oder ähnlich, Diesel: 69 € / 62 € / 379 €
E SUV Automatik - VW Tiguan Automatik oder ähnlich: 85 € / 76 € / 469 €
F Elektro - VW ID.3 oder ähnlich, Automatik: 65 € / 58 € / 349 €
G Elektro Premium - Polestar 2 Long Range oder ähnlich, Automatik: 109 € / 98 € / 599 €
H Kleinbus 9 Sitze - Ford Transit Custom Kombi oder ähnlich, Schaltung, Diesel: 99 € / 89 € / 549 €

Transporter (Preis pro Tag bei 1-2 Tagen / pro Tag bei 3-6 Tagen / Woche)
T1 Kastenwagen 6 m³ - Ford Transit Custom oder ähnlich: 79 € / 69 € / 399 €
T2 Großraumtransporter 12 m³, Hochdach, 3,5 t - Ford Transit oder ähnlich: 109 € / 95 € / 569 €
Transporter-Kurzmiete bis 5 Stunden (Montag bis Samstag, inkl. 50 km): T1 49 €, T2 69 €

Wochenendtarif: Freitag ab 12:00 Uhr bis Montag 9:00 Uhr zum Preis von 2 Miettagen, für alle Kategorien.

Kaution (Blockierung auf der Kreditkarte des Hauptfahrers)
- Kategorien A, B, C, F: 400 €
- Kategorien D, E, H, T1, T2: 800 €
- Kategorie G: 1.200 €
- mit Sorglos-Schutz: 200 €

Selbstbeteiligung je Schadensfall
- Kategorien A, B, C, F: 1.000 €
- Kategorien D, E, H, T1, T2: 1.500 €
- Kategorie G: 2.500 €
- mit Sorglos-Schutz: 0 €

Extras
- Sorglos-Schutz (Selbstbeteiligung 0 €, inkl. Glas, Reifen, Unterboden): 15 €/Tag (A, B, C, F), 22 €/Tag (D, E, H, T1, T2), 29 €/Tag (G), höchstens 7 Tage berechnet
- Zusatzfahrer: 8 €/Tag, max. 80 € pro Miete (Ehe- und Lebenspartner kostenlos)
- Junge-Fahrer-Zuschlag (unter 23 Jahren): 12 €/Tag, max. 120 € pro Miete
- Säuglingsschale, Kindersitz oder Sitzerhöhung: je 9 €/Tag, max. 63 € pro Miete
- Navigationsgerät: 7 €/Tag, max. 49 € pro Miete
- Dachbox (nur Kategorien D und E): 12 €/Tag, max. 84 € pro Miete
- Schneeketten: 15 € pro Miete
- Umzugsdecken (10 Stück) oder Sackkarre: je 10 € pro Miete
- Auslandsfahrt: 29 € pro Miete

Gebühren
- Stationsgebühr Flughafen: 19 € pro Miete bei Abholung am Flughafen
- Übergabe außerhalb der Öffnungszeiten (mindestens 24 Stunden vorher anmelden): 40 €
- Einweggebühr: Lübeck, Kiel, Bremen 79 €; Hannover, Berlin 129 €; zwischen Flughafen und Hauptbahnhof kostenlos
- Verspätete Rückgabe: 15 € je angefangene Stunde, ab mehr als 2 Stunden ein zusätzlicher Miettag
- Tankservice: fehlender Kraftstoff zum Tankstellenpreis + 15 €
- Ladepauschale (E-Auto mit weniger als 20 % Akku zurückgegeben): 35 €; geladener Strom zum Selbstkostenpreis
- Mehrkilometer: 0,25 €/km (A bis F, H), 0,35 €/km (G, T1, T2)
- Sonderreinigung (Tierhaare, Sand, starke Verschmutzung): 75 €
- Rauchen im Fahrzeug: 150 €
- Bearbeitung von Bußgeldern und Verwarnungen: 25 € je Vorgang
- Abschleppen: Kosten des Abschleppdienstes + 50 € Bearbeitung
- Schlüsselverlust: Kosten des Ersatzschlüssels + 50 €`,
    },
    {
      title: terms,
      language: 'English',
      text: `Rental Terms and Conditions - Elbe Mietwagen (as of January 2026)

1. Who can rent
The main driver and every additional driver must be at least 19 years old and have held a full driving licence for at least 1 year (21 years and 2 years for categories D, F, H, T1 and T2; 25 years and 3 years for categories E and G). Drivers under 23 pay a young driver surcharge. At pickup every driver shows the original driving licence and a passport or ID card. Licences from outside the EU, the EEA and Switzerland are accepted for visitors during their first 6 months in Germany; licences that are not in German or English, or not in the Latin alphabet, must come with an International Driving Permit or a certified German translation. Additional drivers must be present at pickup and named in the rental agreement.

2. Deposit and payment
At pickup we block a deposit on a credit card in the main driver's name: 400 € to 1,200 € depending on the category, or 200 € with Carefree Cover (Sorglos-Schutz). Debit cards are accepted only for categories A to C; the deposit is then charged and refunded after the return. Cash, girocard and prepaid cards are not accepted for the deposit. The rental itself can be paid by credit card, debit card, girocard, Apple Pay, Google Pay, PayPal (online bookings) or in cash (city branch only).

3. Insurance and deductible
Third-party liability insurance, collision damage and theft cover with a deductible of 1,000 €, 1,500 € or 2,500 € per claim depending on the category, and 24-hour roadside assistance are included. Carefree Cover (Sorglos-Schutz) reduces the deductible to 0 €. Never covered: damage to the interior, wrong fuel, damage to the roof or body of a van caused by ignoring its clearance height, and damage caused by a driver who is not named in the rental agreement or who is under the influence of alcohol or drugs.

4. Fuel, charging and kilometres
Cars are handed over with a full tank and must be returned full; missing fuel is charged at the pump price plus a 15 € refuelling fee. Electric cars are handed over with at least 80 % charge and must be returned with at least 20 %, otherwise a 35 € charging fee applies; electricity charged with our charging card is billed at cost after the rental. Cars include 300 km per rental day and unlimited kilometres from 7 days, vans 200 km per day; additional kilometres are charged according to the price list.

5. Where you can drive
Germany and, for a cross-border fee of 29 € per rental, Denmark, Sweden, Norway, the Netherlands, Belgium, Luxembourg, France, Switzerland, Austria, the Czech Republic and Poland. Category G and the vans may only be taken to Denmark, the Netherlands and Austria. Driving to any other country is not permitted. Tolls, vignettes and environmental stickers required abroad are the renter's responsibility.

6. Pets, smoking and cleaning
Pets are allowed in a crate or with a safety harness in all cars except category G, and in vans only in the driver's cab. Smoking is not allowed in any vehicle (150 € fee). If a vehicle is returned with pet hair, sand or heavy dirt, we charge a special cleaning fee of 75 €.

7. Pickup and return
Pickups outside opening hours are possible by arrangement at least 24 hours in advance, for a 40 € fee. Vehicles can be returned at any time using the key box at either station; the renter remains responsible for the vehicle until we have checked it on the next opening day. Late returns: after 29 minutes of grace we charge 15 € per started hour, and one extra rental day if the vehicle is more than 2 hours late.

8. Breakdowns and accidents
Our 24-hour roadside assistance is available on 0800 555 34 34 (from abroad +49 40 555 812 99). Every accident must be reported to the police and to us within 24 hours, including accidents without another party. Without a police report the cover is void and the renter is liable for the full damage. Do not have the vehicle repaired yourself.

9. Fines and towing
Parking and traffic fines during the rental are the driver's responsibility. We pass the driver's details on to the authorities and charge a 25 € admin fee per case. If the vehicle is towed, the renter pays the towing costs plus a 50 € handling fee.

10. Cancellation
Bookings can be cancelled free of charge up to 48 hours before pickup. Later cancellations cost one rental day; if the vehicle is not collected without notice, we charge three rental days, at most the booked price. Unused days after an early return are not refunded.`,
    },
  ],
  answerable: [
    // One or two words
    { question: 'Kaution?', answeredBy: [deposit, terms, prices] },
    { question: 'Hunde erlaubt?', answeredBy: [pets, terms] },
    { question: 'Winterreifen?', answeredBy: [winter, prices] },
    // Paraphrases and related words, in German
    { question: 'Was kostet ein Leihwagen übers Wochenende?', answeredBy: [prices] },
    {
      question: 'Wie komm ich vom Bahnhof zu eurer Filiale?',
      answeredBy: [locations, description],
    },
    { question: 'Kann ich bei euch nen Tesla mieten?', answeredBy: [electric, prices, services] },
    {
      question:
        'hab nen strafzettel und bin auch noch geblitzt worden mit eurem auto, kommt da von euch noch ne gebühr drauf?',
      answeredBy: [fines, terms, prices],
    },
    {
      question: 'Was mach ich, wenn die Karre auf der Autobahn liegen bleibt?',
      answeredBy: [breakdown, terms],
    },
    {
      question:
        'ich brauch nächsten samstag nen sprinter für meinen umzug, was kostet der und reicht mein normaler führerschein?',
      answeredBy: [vans, prices],
    },
    // German compounds split another way, typos and missing umlauts
    {
      question: 'Kann ich das Auto nach Ladenschluss zuruckgeben, gibts da ne Schlüssel Box?',
      answeredBy: [afterHours, cityHours, terms, services],
    },
    {
      question: 'Habt ihr Kinder Sitze fürs Baby? Die Kleine ist 8 Monate',
      answeredBy: [childSeats, prices, services],
    },
    {
      question: 'Geht ne Einweg Miete nach Berlin und was kostet die?',
      answeredBy: [oneWay, prices, services],
    },
    {
      question: 'Brauch ich ne gruene Plakette oder hat das Auto schon eine?',
      answeredBy: [emissionsSticker],
    },
    {
      question: 'Ich muss meine Resevierung leider absagen, krieg ich mein Geld zurük?',
      answeredBy: [cancel, terms],
    },
    {
      question: 'Wie viele Freikilomter hab ich, wenn ich für 4 Tage nach Sylt fahre?',
      answeredBy: [mileage, terms, prices],
    },
    {
      question: 'Kann ich mit EC-Karte bzw. Girocard zahlen?',
      answeredBy: [payment, deposit, terms],
    },
    // Austrian and Swiss turns of phrase
    {
      question: "Wie lang habt's ihr am Samstag bei der Filiale am Hauptbahnhof offen?",
      answeredBy: [cityHours],
    },
    {
      question:
        'Kann ich mir mit meinem österreichischen Führerschein bei euch ein Auto ausborgen? Bin 20.',
      answeredBy: [age, foreignLicence, terms],
    },
    {
      question: "Gibt's bei euch a Versicherung ohne Selbstbehalt?",
      answeredBy: [fullCover, insurance, terms, prices],
    },
    {
      question:
        'Grüezi, ist es möglich, mit dem Mietauto in die Schweiz zu fahren, und was kostet das? Merci vielmal',
      answeredBy: [abroad, terms, prices, services],
    },
    // German questions, English knowledge
    {
      question:
        'Brauche ich für die Autobahn in Österreich eine Vignette oder ist die beim Mietwagen schon dabei?',
      answeredBy: [abroad, terms],
    },
    // Long messages, the question inside
    {
      question:
        'Hallo, wir landen am 12. Juli um 23:10 mit dem Flieger aus Palma, der hat aber fast immer Verspätung. Euer Schalter macht ja um halb zwölf zu. Kriegen wir das Auto dann trotzdem noch, oder müssen wir ein Taxi nehmen?',
      answeredBy: [airportHours, airportPickup, afterHours],
    },
    {
      question:
        'Moin! Wir sind zu fünft und wollen im August zwei Wochen an die dänische Nordsee, mit viel Gepäck. Dürfen wir mit eurem Auto überhaupt nach Dänemark und kostet das extra?',
      answeredBy: [abroad, terms, prices, services],
    },
    {
      question:
        'Ich würde gern für das erste Augustwochenende einen Kombi reservieren, ist da noch was frei?',
      answeredBy: [booking],
    },
    // Paraphrases and related words, in English
    {
      question: 'How much is the deposit for a hire car, and can I pay it with a debit card?',
      answeredBy: [deposit, terms, prices, payment],
    },
    {
      question: "What's the excess if I scratch the car?",
      answeredBy: [insurance, fullCover, terms, prices],
    },
    {
      question: 'Do you have a car seat for a toddler?',
      answeredBy: [childSeats, prices, services],
    },
    {
      question: 'Can I do a one-way rental from Hamburg to Kiel?',
      answeredBy: [oneWay, prices, services],
    },
    {
      question:
        'Is my US driver’s license ok to rent a car in Germany? I’m here on vacation for 3 weeks.',
      answeredBy: [foreignLicence, terms],
    },
    {
      question: 'Do I have to fill up the tank befor returnig the car?',
      answeredBy: [fuel, terms],
    },
    { question: 'What if I bring the car back 3 hours late?', answeredBy: [late, terms, prices] },
    {
      question: 'Is it cheaper to pick up in town than at the airport?',
      answeredBy: [prices, airportPickup],
    },
    // English questions, German knowledge
    { question: 'What time does the airport desk open on Sundays?', answeredBy: [airportHours] },
    {
      question: 'Where is your desk at the airport?',
      answeredBy: [airportPickup, locations, description],
    },
    {
      question: 'Do you rent vans for moving house?',
      answeredBy: [vans, services, prices, description],
    },
    {
      question: 'Is there a charge for adding a second driver?',
      answeredBy: [extraDriver, prices],
    },
    // Chat-speak
    {
      question: 'can i pick up the car after u close? pls let me know thx',
      answeredBy: [afterHours, terms, prices, airportHours],
    },
    {
      question: 'do u have electric cars? how do i charge them',
      answeredBy: [electric, terms, services, prices],
    },
    // Long messages, in English
    {
      question:
        'Hi, I moved to Hamburg from India about a year ago for work and I still only have my Indian driving licence. Can I rent a car from you with it for a weekend trip to the Baltic Sea?',
      answeredBy: [foreignLicence, terms],
    },
    {
      question:
        "Hi, I'm in Hamburg for a conference and my flight home leaves at 6:10 on Monday morning, so I'll be at the airport around 4:30, long before your desk opens. Can I still drop the car off there?",
      answeredBy: [afterHours, terms, services],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Verkauft ihr auch eure alten Mietwagen? Ich suche einen gebrauchten Golf.',
    'Do you offer long-term car leasing, like 24 or 36 months?',
    'Vermietet ihr auch Wohnmobile? Wir wollen im Sommer nach Schweden.',
    'Can I rent a motorbike from you for a weekend?',
    'Was kostet Langzeitparken am Flughafen für zwei Wochen?',
    'Könnt ihr mir eine gute Kfz-Versicherung für mein eigenes Auto empfehlen?',
    'Bietet ihr auch Fahrstunden an? Meine Tochter macht gerade den Führerschein.',
    'Are you hiring? I would like to work at your airport desk.',
    // Plainly outside
    'Welche Fischbrötchenbude am Fischmarkt ist sonntags am besten?',
    'How do I get tickets for the Elbphilharmonie?',
  ],
};
