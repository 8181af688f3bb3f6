import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Frankenmobil, an independent car and van rental in Nuremberg, with a station on the
 * Sandstraße a few minutes from the south exit of the Hauptbahnhof (cars, minibuses, and the
 * only place to pick up its vans and its 7.5-tonne truck) and a desk in the car rental centre
 * of Nuremberg airport, open every day. It rents about 110 vehicles (small and compact cars,
 * estates, SUVs, 7-seaters, electric cars with a charging card, 9-seat minibuses, vans from a
 * Caddy to a Sprinter box van with a tail lift, and a 7.5 t truck for big moves) by the half
 * day, the day, the weekend, the week and the month, with a Kaution on a card, a
 * Selbstbeteiligung that a daily package lowers, a young-driver fee from 19, one-way rentals
 * between its stations and to big cities, the green Umweltplakette on every vehicle, winter
 * tyres from October to Easter, trips to Austria free and to Czechia with a surcharge,
 * delivery to hotels and the NürnbergMesse, and a student discount on vans. Its customers
 * write in German (Nurembergers, Fürthers and Erlangers moving house or renting for the
 * weekend, students, groups and choirs coming for the Christkindlesmarkt, Franconians who
 * write as they speak) and in English (trade-fair visitors and exhibitors, US military
 * families from Grafenwöhr, Vilseck, Hohenfels and Ansbach, exchange students, tourists
 * landing at the airport). The owner wrote the briefing in German, most Q&A pairs in German
 * (stations and hours, fleet, prices, kilometres, Kaution, payment, insurance and
 * Selbstbeteiligung, age, vans for a move, the 7.5-tonner, the licence for vans and trucks,
 * the 9-seat minibus, one-way, the Umweltplakette, winter tyres and chains, Czechia and
 * Austria, out-of-hours pick-up and return, breakdowns and accidents, charging the e-cars,
 * the Christkindlesmarkt season, the student discount) and a few in English (US Forces
 * licences and VAT forms, delivery during a trade fair, foreign licences, automatic cars,
 * finding the airport desk after a late flight, monthly rentals), added two custom responses
 * for quotes (a move with a van or the truck, a monthly rental or several vehicles for a
 * company or a fair), and pasted the 2026 price list and the general rental terms, both in
 * German.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases with
 * everyday and Franconian words the owner never used ("so a Sprinter fürs Wochenende", "mir
 * ziehen um", "fei scho die grüne Plakette", "mei Bub", "sein Lappen", "Autos mit Stecker",
 * "einen Bus, in den wir alle reinpassen", "the hard shoulder", "can't drive stick", "our POV is
 * still on a ship"), long messages with a story around the question, typos and chat-speak ("wie
 * viel kostn nen kleinwagen fur 3 tage", "hab ne ec karte geht des", "offn", "bräucht",
 * "abgebn", "u", "pls", "wat r ur", "4 the weekend", "thx", "lol", no umlauts), one- or two-word
 * questions ("Umweltplakette?", "Kaution", "9 seater?"), short follow-ups that only make sense
 * after an earlier question ("und am Samstag?", "und mit nem Transporter auch?", "and the
 * trucks, same licence?"), German questions against English knowledge and the reverse, and a few
 * that only a document answers (bringing the car back without a full tank, a second driver, a
 * child seat, cancelling two days before, a parking ticket in the Altstadt, a dog in the car).
 * The outside questions include hard negatives that share words with the knowledge (camper vans,
 * movers who carry the furniture, buying a car from the fleet, selling one's own car, a job at
 * the airport desk, changing a private car's winter tyres, tickets for the Spielwarenmesse, a
 * trailer for an IKEA run) and plain questions about Nuremberg.
 */

const english = qaIn('English');
const german = qaIn('German');

// The sources' titles, as the answers name them.
const stations = 'Wo sind Ihre Stationen und wann haben Sie geöffnet?';
const fleet = 'Welche Fahrzeuge kann ich bei Ihnen mieten?';
const prices = 'Was kostet ein Mietwagen bei Ihnen?';
const mileage = 'Wie viele Kilometer sind im Mietpreis enthalten?';
const deposit = 'Wie hoch ist die Kaution und wie hinterlege ich sie?';
const payment = 'Welche Zahlungsarten akzeptieren Sie?';
const insurance = 'Welche Versicherung ist enthalten und wie hoch ist die Selbstbeteiligung?';
const age = 'Ab welchem Alter kann ich bei Ihnen ein Auto mieten?';
const moving = 'Vermieten Sie Transporter für einen Umzug?';
const truck = 'Kann ich bei Ihnen einen LKW mit 7,5 Tonnen mieten?';
const licence = 'Welchen Führerschein brauche ich für Transporter und LKW?';
const minibus = 'Haben Sie einen Kleinbus für 9 Personen?';
const oneWay =
  'Kann ich das Fahrzeug an einer anderen Station oder in einer anderen Stadt zurückgeben?';
const sticker = 'Haben Ihre Fahrzeuge die grüne Umweltplakette?';
const winter = 'Haben Ihre Fahrzeuge Winterreifen und gibt es Schneeketten?';
const abroad = 'Darf ich mit dem Mietwagen nach Tschechien oder Österreich fahren?';
const outOfHours = 'Kann ich das Fahrzeug außerhalb der Öffnungszeiten abholen oder zurückgeben?';
const breakdown = 'Was muss ich bei einer Panne oder einem Unfall tun?';
const electric = 'Wie funktioniert das Laden bei Ihren Elektroautos?';
const christmas = 'Was sollte ich zur Christkindlesmarkt-Zeit beachten?';
const students = 'Gibt es bei Ihnen einen Rabatt für Studenten?';
const military = 'I’m with the US Forces – can I rent with my USAREUR licence and use a VAT form?';
const tradeFair = 'Can you deliver a car to the NürnbergMesse or to my hotel during a trade fair?';
const foreignLicence = 'Can I rent a car in Germany with a foreign driving licence?';
const automatics = 'Do you have cars with automatic transmission?';
const airportDesk = 'Where is your desk at Nuremberg Airport, and what if my flight lands late?';
const longTerm = 'Do you offer monthly rentals?';
const priceList = 'Preisliste 2026 – Pkw, Transporter, LKW, Extras und Gebühren';
const terms = 'Allgemeine Mietbedingungen Frankenmobil – Stand 1. Januar 2026';
const movingQuote = 'Angebot für einen Umzug mit Transporter oder LKW';
const longTermQuote = 'Angebot für eine Monatsmiete oder mehrere Fahrzeuge (Firmen, Messe)';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const nurembergCarRentalSet: EvaluationSet = {
  name: 'Nuremberg car rental (Frankenmobil)',
  heldOut: false,
  agentName: 'Franzi',
  briefing: {
    companyName: 'Frankenmobil',
    industry: 'automotive',
    description:
      'Frankenmobil ist eine unabhängige Auto- und Transportervermietung in Nürnberg, 2009 als Familienbetrieb gegründet. Wir haben zwei Stationen: die Station Hauptbahnhof in der Sandstraße 22, 90443 Nürnberg, vier Minuten zu Fuß vom Südausgang des Hauptbahnhofs, und die Station Flughafen im Mietwagenzentrum des Flughafens Nürnberg (Parkhaus P1, Ebene 0). Unsere Flotte umfasst rund 110 Fahrzeuge, keines älter als zwei Jahre: Kleinwagen, Kompaktwagen, Kombis, SUVs, 7-Sitzer, Elektroautos (VW ID.3, Skoda Enyaq, Tesla Model Y), 9-Sitzer-Kleinbusse, Transporter vom VW Caddy bis zum Mercedes Sprinter mit Koffer und Ladebordwand sowie einen 7,5-Tonner für große Umzüge. Transporter und LKW gibt es nur an der Station Hauptbahnhof. Wir sind 16 Leute, sprechen Deutsch, Englisch, Türkisch und Tschechisch und kennen die Strecken nach Tschechien, Österreich und in die Alpen aus eigener Erfahrung.',
    targetAudience:
      'Nürnberger, Fürther und Erlanger, die ein Auto fürs Wochenende, den Urlaub oder als Ersatz für das eigene brauchen; alle, die umziehen, und die Studierenden der FAU und der TH Nürnberg; Aussteller und Besucher der NürnbergMesse (Spielwarenmesse, BIOFACH, Embedded World, FachPack); Geschäftsreisende und Urlauber, die am Flughafen oder am Hauptbahnhof ankommen; Angehörige der US-Streitkräfte und ihre Familien aus Grafenwöhr, Vilseck, Hohenfels und Ansbach; Vereine, Chöre und Gruppen, die einen Kleinbus brauchen, und die Gäste des Christkindlesmarkts im Advent.',
    keyServices:
      'Pkw-Vermietung tageweise, am Wochenende, wochen- und monatsweise an zwei Stationen (Hauptbahnhof und Flughafen); Transporter von 3,2 bis 20 m³ und ein 7,5-Tonner mit Ladebordwand für Umzüge, nur an der Station Hauptbahnhof; 9-Sitzer-Kleinbusse für Gruppen und Vereine; Elektroautos mit Ladekarte; Winterreifen ohne Aufpreis von Oktober bis Ostern, Schneeketten, Skiträger und Dachboxen; Fahrten nach Österreich und in die Schweiz ohne Aufpreis, nach Tschechien und Polen mit dem Osteuropa-Paket; Einwegmieten zwischen unseren beiden Stationen und in große Städte wie München, Frankfurt und Berlin; Lieferung und Abholung des Fahrzeugs im Hotel, im Büro oder an der NürnbergMesse; Firmenkonten mit Monatsrechnung; VAT-Formulare für Angehörige der US-Streitkräfte; 10 % Studentenrabatt auf Transporter.',
    commonQuestions:
      'Wo unsere Stationen sind und wann sie offen haben, auch sonntags und am Flughafen spät abends; was ein Auto, ein Transporter oder der LKW kostet und wie viele Kilometer dabei sind; die Höhe der Kaution und ob eine EC- oder Debitkarte reicht; Versicherung und Selbstbeteiligung; das Mindestalter und der Jungfahrerzuschlag; welcher Transporter für welchen Umzug und welcher Führerschein für Sprinter und 7,5-Tonner; der 9-Sitzer für Gruppen; Einwegmieten; die Umweltplakette; Winterreifen und Schneeketten; Fahrten nach Tschechien und Österreich und die Vignette; Abholung und Rückgabe außerhalb der Öffnungszeiten; das Laden der E-Autos; die Zeit des Christkindlesmarkts; Messekunden, US-Militärfamilien und Studenten.',
    languages: ['German', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Kurze, konkrete Antworten mit Preisen in Euro und immer der richtigen Station (Transporter und LKW nur am Hauptbahnhof). Wir siezen unsere Kunden; wer uns duzt, den duzen wir gern zurück. Wer auf Englisch schreibt, bekommt die Antwort auf Englisch. Bei Umzügen fragen wir nach Wohnungsgröße und Datum, bei Fahrten ins Ausland erinnern wir an die Vignette. Am Ende steht immer ein nächster Schritt: Reservierung, Angebot oder unsere WhatsApp-Nummer +49 151 2387 4410.',
    personality:
      'Wie ein fränkischer Vermieter, der seine Kunden kennt: herzlich, direkt und ehrlich bei Kaution und Selbstbeteiligung, hilfsbereit bei Umzügen, geduldig mit Messegästen und amerikanischen Familien, die die deutschen Regeln noch nicht kennen.',
    responseTemplates: [
      {
        scenario: movingQuote,
        response:
          'Gerne machen wir Ihnen ein Angebot für Ihren Umzug! Damit wir das passende Fahrzeug reservieren und Ihnen einen genauen Preis nennen können, brauchen wir: Datum und Uhrzeit von Abholung und Rückgabe (4 Stunden, Tag, Wochenende oder Woche); die Größe der Wohnung oder was Sie transportieren (als Faustregel: WG-Zimmer 3,2 bis 6 m³, 1 bis 2 Zimmer 14 m³, 3 Zimmer 20 m³ mit Ladebordwand, 4 bis 5 Zimmer der 7,5-Tonner); Start- und Zieladresse, damit wir die Kilometer schätzen können; ob Sie unser Umzugs-Set (Sackkarre, Decken, Spanngurte) dazunehmen möchten; das Alter des Fahrers, seit wann er den Führerschein hat und welche Klassen darin stehen (für den LKW: C1 oder alte Klasse 3). Schreiben Sie uns per WhatsApp an +49 151 2387 4410 oder per E-Mail an service@frankenmobil.example – während der Öffnungszeiten antworten wir innerhalb einer Stunde. Transporter und LKW holen Sie an unserer Station Hauptbahnhof in der Sandstraße 22 ab.',
      },
      {
        scenario: longTermQuote,
        response:
          'Vielen Dank für Ihre Anfrage! Für ein individuelles Angebot benötigen wir: den Zeitraum (Beginn und voraussichtliche Dauer) oder die Messetage; Anzahl und Art der Fahrzeuge (Kleinwagen, Kompakt, Kombi, SUV, 7-Sitzer, Elektroauto, Kleinbus, Transporter) und ob Sie Automatik brauchen; die geschätzten Kilometer pro Monat oder pro Tag; ob Sie an der Station Hauptbahnhof oder am Flughafen abholen oder ob wir ins Hotel, ins Büro oder zur NürnbergMesse liefern sollen; den Rechnungsempfänger mit Firmenanschrift und USt-IdNr. oder, für Angehörige der US-Streitkräfte, ob Sie ein VAT-Formular nutzen. Sie erhalten Ihr Angebot innerhalb eines Werktags per E-Mail von service@frankenmobil.example. Eilt es? Rufen Sie uns an: +49 911 4403 870.',
      },
    ],
  },
  qa: [
    german(
      stations,
      'Wir haben zwei Stationen. Station Hauptbahnhof: Sandstraße 22, 90443 Nürnberg, vier Minuten zu Fuß vom Südausgang des Hauptbahnhofs; geöffnet Montag bis Freitag 7:00–19:00 Uhr, Samstag 8:00–14:00 Uhr, sonntags und an Feiertagen geschlossen. Nur hier gibt es unsere Transporter und den LKW; sie stehen im Hof hinter dem Büro. Station Flughafen: im Mietwagenzentrum des Flughafens Nürnberg, Flughafenstraße 100, 90411 Nürnberg, Parkhaus P1, Ebene 0; geöffnet täglich 6:00–23:30 Uhr, auch an Sonn- und Feiertagen. Dort gibt es Pkw, Kombis, SUVs, E-Autos und Kleinbusse. Telefon Hauptbahnhof +49 911 4403 870, Telefon Flughafen +49 911 4403 875, WhatsApp +49 151 2387 4410, E-Mail service@frankenmobil.example.',
    ),
    german(
      fleet,
      'Unsere rund 110 Fahrzeuge sind alle höchstens zwei Jahre alt. Kleinwagen: VW Polo, Opel Corsa. Kompaktwagen: VW Golf, Skoda Scala. Kombis: Skoda Octavia Combi, VW Passat Variant. SUVs: VW Tiguan, Skoda Karoq. 7-Sitzer: Skoda Kodiaq, VW Touran. Elektroautos: VW ID.3, Skoda Enyaq und Tesla Model Y. Kleinbusse mit 9 Sitzen: VW T6.1 Caravelle und Ford Tourneo Custom. Transporter: VW Caddy Cargo (3,2 m³), Ford Transit Custom (6 m³), Mercedes Sprinter hoch/lang (14 m³) und Mercedes Sprinter mit Koffer und Ladebordwand (20 m³, 3,5 t). Dazu ein LKW MAN TGL 7,5 t mit Koffer (38 m³) und Ladebordwand. Pkw, E-Autos und Kleinbusse gibt es an beiden Stationen, Transporter und LKW nur an der Station Hauptbahnhof. Sie buchen eine Kategorie; ein bestimmtes Modell können wir nur beim Tesla und bei den Transportern garantieren.',
    ),
    german(
      prices,
      'Die wichtigsten Preise 2026 (pro Tag bei 1–2 Tagen / pro Tag bei 3–6 Tagen / Woche / Wochenende von Freitag 12 Uhr bis Montag 9 Uhr): Kleinwagen 45 € / 39 € / 229 € / 99 €; Kompakt 55 € / 48 € / 279 € / 125 €; Kombi 69 € / 59 € / 349 € / 155 €; SUV 79 € / 69 € / 399 € / 179 €; 7-Sitzer 89 € / 79 € / 459 € / 199 €; Elektro (ID.3, Enyaq) 65 € / 57 € / 329 € / 149 €; Tesla Model Y 99 € / 89 € / 519 € / 229 €; Kleinbus 9-Sitzer 119 € / 109 € / 649 € / 279 €. Transporter gibt es ab 39 € für 4 Stunden. Im Preis enthalten sind die Mehrwertsteuer, Haftpflicht und Vollkasko mit Selbstbeteiligung, Winterreifen in der Saison und 250 km pro Tag. Alle Preise, Extras und Gebühren stehen in unserer Preisliste 2026.',
    ),
    german(
      mileage,
      'Bei Pkw, E-Autos und Kleinbussen sind bei einer Miete von 1 bis 6 Tagen 250 km pro Tag enthalten, beim Wochenendtarif 600 km. Ab 7 Tagen fahren Sie ohne Kilometerbegrenzung. Jeder weitere Kilometer kostet 0,25 €, beim Tesla und beim Kleinbus 0,35 €. Bei der Monatsmiete sind 2.500 km pro Monat enthalten. Bei Transportern: 50 km für 4 Stunden, 150 km pro Tag, 300 km am Wochenende und 1.000 km pro Woche; jeder weitere Kilometer 0,35 €. Beim LKW 150 km pro Tag, jeder weitere Kilometer 0,55 €.',
    ),
    german(
      deposit,
      'Die Kaution wird bei der Abholung auf einer Kreditkarte auf den Namen des Hauptfahrers vorgemerkt (Visa, Mastercard oder American Express) und bei der Rückgabe sofort freigegeben; bis der Betrag wieder auf Ihrer Karte verfügbar ist, können je nach Bank 5 bis 10 Werktage vergehen. Höhe: Kleinwagen und Kompakt 300 €; Kombi, SUV, 7-Sitzer, ID.3 und Enyaq 500 €; Tesla und Kleinbus 800 €; Transporter 300 €; LKW 750 €. Debitkarten (Visa Debit, Mastercard Debit) akzeptieren wir für Kleinwagen, Kompakt und Transporter. Für Transporter und LKW ist an der Station Hauptbahnhof auch eine Barkaution möglich. Die girocard (EC-Karte) können wir für die Kaution leider nicht annehmen.',
    ),
    german(
      payment,
      'Den Mietpreis können Sie an beiden Stationen mit Visa, Mastercard, American Express, girocard (EC-Karte), Apple Pay, Google Pay oder bar bezahlen. Bei einer Online-Buchung zahlen Sie per PayPal oder Kreditkarte im Voraus. Firmenkunden mit Firmenkonto bekommen eine Monatsrechnung mit 14 Tagen Zahlungsziel. Die Kaution ist davon getrennt: Sie wird auf einer Kreditkarte vorgemerkt, Debitkarten gehen nur für Kleinwagen, Kompakt und Transporter, die girocard gar nicht.',
    ),
    german(
      insurance,
      'In jedem Mietpreis sind Haftpflicht (100 Mio. € pauschal), Teilkasko und Vollkasko enthalten. Die Selbstbeteiligung pro Schaden beträgt bei Pkw und E-Autos 1.000 €, bei Tesla, Kleinbus und Transportern 1.500 € und beim LKW 2.500 €. Mit unserem Sorglos-Paket senken Sie sie: bei Pkw und E-Autos auf 0 € für 15 € pro Tag (Tesla und Kleinbus 22 € pro Tag), bei Transportern auf 300 € für 19 € pro Tag und beim LKW auf 750 € für 29 € pro Tag; Glas und Reifen sind im Sorglos-Paket mitversichert. Nie versichert sind Dach- und Höhenschäden (Achtung bei Parkhäusern und Unterführungen mit dem Sprinter), Schäden am Unterboden, die Ladung, Falschbetankung sowie Schäden unter Alkohol oder durch nicht eingetragene Fahrer.',
    ),
    german(
      age,
      'Sie können bei uns ab 19 Jahren mieten, wenn Sie Ihren Führerschein seit mindestens einem Jahr haben. Bis einschließlich 24 Jahre kommt ein Jungfahrerzuschlag von 12 € pro Tag dazu, höchstens 120 € pro Miete. Für den Tesla Model Y und die 9-Sitzer-Kleinbusse müssen Sie mindestens 25 Jahre alt sein und den Führerschein seit 3 Jahren haben. Für den Sprinter mit Koffer (20 m³) gilt: ab 21 Jahren und Führerschein seit 2 Jahren. Den LKW 7,5 t vermieten wir ab 21 Jahren mit Führerscheinklasse C1 seit mindestens einem Jahr oder mit dem alten Führerschein Klasse 3.',
    ),
    german(
      moving,
      'Ja, Umzüge sind unser tägliches Geschäft. Unsere Transporter, alle an der Station Hauptbahnhof: VW Caddy Cargo 3,2 m³ für ein paar Kisten oder ein WG-Zimmer; Ford Transit Custom 6 m³ für eine kleine 1-Zimmer-Wohnung; Mercedes Sprinter hoch/lang 14 m³ für 1 bis 2 Zimmer; Mercedes Sprinter mit Koffer und Ladebordwand 20 m³ für 3 Zimmer; für 4 bis 5 Zimmer unser LKW 7,5 t mit 38 m³. Preise (4 Stunden / Tag / Wochenende von Samstag 8 Uhr bis Montag 9 Uhr / Woche): Caddy 39 € / 59 € / 109 € / 289 €; Transit 49 € / 69 € / 129 € / 329 €; Sprinter 14 m³ 59 € / 89 € / 159 € / 429 €; Sprinter Koffer 79 € / 119 € / 199 € / 549 €. Alle Transporter fahren Sie mit dem normalen Führerschein Klasse B; für den 7,5-Tonner brauchen Sie Klasse C1 oder den alten Dreier. Monatsende und Samstage sind schnell ausgebucht, reservieren Sie am besten zwei bis drei Wochen vorher. Der Sprinter 14 m³ ist 2,80 m hoch, der Koffer 3,30 m: In die meisten Parkhäuser passen beide nicht.',
    ),
    german(
      truck,
      'Ja, wir haben einen MAN TGL 7,5 t mit Kofferaufbau (38 m³, Innenlänge 6,10 m), Ladebordwand bis 1.000 kg und rund 2,4 t Nutzlast, mit Automatikgetriebe. Er steht nur an der Station Hauptbahnhof. Preise: 189 € pro Tag, 329 € fürs Wochenende (Samstag 8 Uhr bis Montag 9 Uhr), 890 € pro Woche, jeweils 150 km pro Tag inklusive, jeder weitere Kilometer 0,55 €. Da der LKW über 3,5 t wiegt, ist er auf Autobahnen und Bundesstraßen mautpflichtig: Die Bordunit von Toll Collect ist eingebaut, wir rechnen die Maut nach den tatsächlich gefahrenen mautpflichtigen Kilometern zum offiziellen Satz ab. Das Sonntagsfahrverbot gilt erst über 7,5 t, mit unserem LKW dürfen Sie also auch sonntags fahren. Voraussetzungen: ab 21 Jahren, Führerschein Klasse C1 oder alte Klasse 3, Kaution 750 €. Der LKW darf nur innerhalb Deutschlands gefahren werden.',
    ),
    german(
      licence,
      'Mit dem normalen Pkw-Führerschein Klasse B dürfen Sie Fahrzeuge bis 3,5 t zulässiges Gesamtgewicht fahren, also alle unsere Transporter bis einschließlich Sprinter mit Koffer und Ladebordwand (20 m³) und auch die 9-Sitzer-Kleinbusse. Für unseren LKW mit 7,5 t brauchen Sie die Klasse C1. Wer seinen Führerschein Klasse 3 vor dem 1. Januar 1999 gemacht hat, darf den 7,5-Tonner ebenfalls fahren, auch nach dem Umtausch in den Kartenführerschein (dort steht dann C1). Wer die Klasse B ab 1999 gemacht hat, darf ihn nicht fahren. Bringen Sie bei der Abholung Ihren Führerschein im Original und Ihren Personalausweis oder Reisepass mit.',
    ),
    german(
      minibus,
      'Ja, wir haben 9-Sitzer-Kleinbusse: den VW T6.1 Caravelle und den Ford Tourneo Custom, beide mit Automatik, an beiden Stationen. Neun Plätze heißt Fahrer plus acht Mitfahrer, und dafür reicht der normale Führerschein Klasse B. Der Fahrer muss mindestens 25 Jahre alt sein und den Führerschein seit 3 Jahren haben. Preise: 119 € pro Tag bei 1–2 Tagen, 109 € pro Tag bei 3–6 Tagen, 279 € fürs Wochenende, 649 € pro Woche; Kaution 800 €. Mit neun Personen bleibt nur Platz für kleines Gepäck; für Koffer empfehlen wir eine Dachbox. Die Busse sind beliebt für Vereinsausflüge, Junggesellenabschiede, Auswärtsfahrten zum Club und Messeteams, an Wochenenden im Advent und während großer Messen sind sie oft Wochen vorher weg.',
    ),
    german(
      oneWay,
      'Ja. Zwischen unseren beiden Stationen (Hauptbahnhof und Flughafen) kostet eine Einwegmiete 15 €. In andere Städte sind Einwegmieten mit Pkw und E-Autos möglich, gegen eine Rückführungsgebühr: Regensburg und Würzburg 89 €, München (Stadt und Flughafen) 129 €, Stuttgart 159 €, Frankfurt am Main (Stadt und Flughafen) 169 €, Leipzig 179 €, Prag 219 €, Berlin 249 €; die genaue Rückgabeadresse nennen wir Ihnen bei der Buchung. Kleinbusse, Transporter und der LKW müssen zurück an die Station, an der Sie sie abgeholt haben. Ziehen Sie mit dem Transporter in eine andere Stadt, fahren Sie also wieder zurück nach Nürnberg; die Kilometer kommen dann dazu.',
    ),
    german(
      sticker,
      'Ja, alle unsere Fahrzeuge erfüllen die Abgasnorm Euro 6 und haben die grüne Umweltplakette an der Windschutzscheibe, auch die Diesel-Transporter. Nürnberg selbst hat übrigens keine Umweltzone, viele andere Städte schon, zum Beispiel München, Augsburg, Stuttgart und Frankfurt; dort dürfen Sie mit unseren Fahrzeugen ohne Einschränkung hineinfahren, auch in das Diesel-Fahrverbotsgebiet innerhalb des Mittleren Rings in München, denn das betrifft nur Diesel bis Euro 5. Die Elektroautos brauchen ebenfalls eine Plakette und haben sie.',
    ),
    german(
      winter,
      'Von Oktober bis Ostern fahren alle unsere Pkw, Kleinbusse, Transporter und der LKW mit Winterreifen mit Alpine-Symbol, ohne Aufpreis. Damit erfüllen Sie die situative Winterreifenpflicht in Deutschland und die Winterausrüstungspflicht in Österreich (1. November bis 15. April). Schneeketten leihen wir Ihnen für 20 € pro Miete; in Österreich sind sie Pflicht, wo ein Schild sie vorschreibt, und im Skigebiet sollten sie immer im Kofferraum liegen. Skiträger und Dachboxen können Sie dazubuchen, bitte bei der Reservierung angeben, denn die Zahl ist begrenzt. Die Preise stehen in der Preisliste.',
    ),
    german(
      abroad,
      'Ja. Ohne Aufpreis dürfen Sie mit unseren Pkw nach Österreich, in die Schweiz, nach Liechtenstein, Italien, Frankreich, in die Benelux-Länder, nach Dänemark, Spanien und Portugal fahren. Nach Tschechien, Polen, in die Slowakei, nach Ungarn, Slowenien und Kroatien geht es mit dem Osteuropa-Paket für 25 € pro Miete. Der Tesla Model Y darf nur in Deutschland, Österreich und der Schweiz gefahren werden. Transporter dürfen nach Österreich und mit dem Osteuropa-Paket nach Tschechien, der LKW nur innerhalb Deutschlands. Die Vignetten sind nicht enthalten: Für Österreich kaufen Sie die digitale Vignette am besten an einer Tankstelle vor der Grenze, denn online gekauft gilt sie für Privatkunden erst nach 18 Tagen; für Tschechien kaufen Sie die elektronische Vignette auf edalnice.cz, sie gilt sofort. Das Kennzeichen nennen wir Ihnen bei der Abholung.',
    ),
    german(
      outOfHours,
      'Die Rückgabe ist an beiden Stationen rund um die Uhr möglich: Stellen Sie das Fahrzeug auf einem der markierten Frankenmobil-Plätze ab (am Hauptbahnhof vor dem Hoftor in der Sandstraße, am Flughafen in Reihe M im Parkhaus P1) und werfen Sie den Schlüssel in unseren Schlüsseltresor. Bis wir das Fahrzeug bei der nächsten Öffnung prüfen, bleibt es in Ihrer Verantwortung. Eine Abholung außerhalb der Öffnungszeiten ist nach Vereinbarung, mindestens 24 Stunden vorher, für 39 € möglich: an der Station Hauptbahnhof werktags zwischen 6 und 22 Uhr und sonntags von 9 bis 12 Uhr, am Flughafen bei späten Landungen bis 1:00 Uhr nachts. Haben Sie uns Ihre Flugnummer gegeben, warten wir bei Verspätung bis 0:30 Uhr ohne Aufpreis.',
    ),
    german(
      breakdown,
      'Bei einer Panne rufen Sie unsere Pannenhotline an, die rund um die Uhr erreichbar ist: +49 911 4403 879. Auf der Autobahn: Warnblinker an, Warnweste anziehen, alle hinter die Leitplanke, Warndreieck aufstellen, dann anrufen. Bei einem Unfall rufen Sie bitte immer die Polizei, auch bei kleinen Schäden, sonst kann der Versicherungsschutz entfallen. Füllen Sie den Unfallbericht aus dem Handschuhfach aus, machen Sie Fotos und notieren Sie Namen, Kennzeichen und Versicherung des Unfallgegners. Melden Sie den Schaden spätestens innerhalb von 24 Stunden auch bei uns. Lassen Sie bitte nichts ohne unsere Zustimmung reparieren; wenn möglich bringen wir Ihnen ein Ersatzfahrzeug.',
    ),
    german(
      electric,
      'Unsere E-Autos (VW ID.3, Skoda Enyaq, Tesla Model Y) geben wir mit mindestens 80 % Akku heraus. Reichweite: ID.3 etwa 380 km im Sommer und 280 km im Winter, Enyaq etwa 450 und 330 km, Tesla etwa 480 und 360 km. In jedem Fahrzeug liegen ein Typ-2-Ladekabel und eine Ladekarte, die an den meisten öffentlichen Ladesäulen in Deutschland, Österreich und Tschechien funktioniert; den Ladestrom rechnen wir ohne Aufschlag zum Preis der Säule ab. Den Tesla laden Sie an Superchargern, die Kosten rechnen wir genauso weiter. Bringen Sie das Auto mit mindestens 30 % Akku zurück, sonst berechnen wir eine Ladepauschale von 29 €. Direkt vor unserer Station am Flughafen gibt es zwei Schnellladesäulen.',
    ),
    german(
      christmas,
      'Der Christkindlesmarkt läuft vom Freitag vor dem ersten Advent bis zum 24. Dezember, und in dieser Zeit sind vor allem Kleinbusse und 7-Sitzer an den Wochenenden oft vier bis sechs Wochen im Voraus ausgebucht; buchen Sie also früh. An den vier Adventssamstagen hat die Station Hauptbahnhof bis 16:00 Uhr geöffnet statt bis 14:00 Uhr. Am 24. und 31. Dezember ist die Station Hauptbahnhof von 8 bis 12 Uhr geöffnet, am 25. und 26. Dezember geschlossen; der Flughafen hat am 24. Dezember von 6 bis 18 Uhr und am 25. und 26. Dezember von 8 bis 20 Uhr geöffnet. Rund um den Hauptmarkt ist Fußgängerzone und Parkplätze in der Altstadt sind im Advent knapp und teuer. Von unserer Station Hauptbahnhof sind es 10 Minuten zu Fuß zum Christkindlesmarkt: Viele Gäste kommen mit dem Zug, besuchen den Markt zu Fuß und holen das Auto erst für die Weiterfahrt ab.',
    ),
    german(
      students,
      'Ja: Studierende bekommen 10 % Rabatt auf alle Transporter bei Abholung von Montag bis Donnerstag, wenn sie bei der Abholung einen gültigen Studierendenausweis zeigen, zum Beispiel der FAU Erlangen-Nürnberg, der TH Nürnberg, der Evangelischen Hochschule, der Akademie der Bildenden Künste oder der Hochschule für Musik. Der Rabatt gilt nicht für Pkw und lässt sich nicht mit anderen Aktionen kombinieren. Bis einschließlich 24 Jahre kommt der Jungfahrerzuschlag von 12 € pro Tag dazu.',
    ),
    english(
      military,
      'Yes, we rent to US Forces members and their families all the time. Bring your valid US state driver’s licence, your U.S. Forces Certificate of License (USAREUR licence) and your military or DoD ID; the main driver needs a credit card in their own name for the deposit (US credit cards are fine). We accept VAT forms (NF-1 and NF-2) from the Tax Relief Office: bring the completed form to the pickup and we invoice the rental without the 19 % German VAT. For a PCS move, while you wait for your POV, our monthly rates are the best deal. From our stations it is about one hour to Grafenwöhr, Vilseck and Hohenfels and about 45 minutes to Ansbach (Katterbach).',
    ),
    english(
      tradeFair,
      'Yes. We deliver and collect cars anywhere in Nuremberg, Fürth and Erlangen, including hotels and the visitor car park at the NürnbergMesse (Eingang Mitte), for €35 each way. Invoices can be made out to your company with German VAT shown, and companies with a corporate account get one monthly invoice. During the big fairs (Spielwarenmesse, BIOFACH, Embedded World, IWA OutdoorClassics, FachPack) cars and 9-seat minibuses sell out weeks ahead and trade-fair rates apply, so please book early. Exhibitors who need to bring stand material can rent a Sprinter from our Hauptbahnhof station. For several vehicles for a team, ask us for a quote.',
    ),
    english(
      foreignLicence,
      'Licences from EU and EEA countries are accepted as they are. Licences from other countries written in the Latin alphabet (for example USA, UK, Canada, Australia, Switzerland) are accepted for visitors; a licence in another script (for example Chinese, Arabic, Cyrillic or Japanese) must come with an International Driving Permit. You must have held your licence for at least one year (three years for the Tesla and the minibuses). Please also bring your passport or ID card and a credit card in your name. If you have lived in Germany for more than six months, German law requires a non-EU licence to be converted into a German one.',
    ),
    english(
      automatics,
      'Yes. All cars in the estate, SUV and 7-seater categories, all electric cars and both 9-seat minibuses are automatic. Small and compact cars (VW Polo, Opel Corsa, VW Golf, Skoda Scala) are mostly manual; an automatic VW Golf (DSG) can be booked for a surcharge of €6 per day, please ask for it when you book. Among the vans, the Mercedes Sprinter 14 m³ and the Sprinter box van are automatic, the VW Caddy and the Ford Transit Custom are manual. Our 7.5 t MAN truck is automatic too.',
    ),
    english(
      airportDesk,
      'Our desk is in the car rental centre (Mietwagenzentrum) of Nuremberg Airport, on level 0 of car park P1, Flughafenstraße 100. From the arrivals hall of Terminal 1, turn left, take the covered walkway across the road to car park P1 and follow the signs “Mietwagen / Car Rental” to the green Frankenmobil sign; it is a three-minute walk. The desk is open every day from 6:00 to 23:30. If you gave us your flight number, we track your flight and wait until 0:30 at no extra charge; later pickups up to 1:00 at night can be arranged in advance for €39. Phone: +49 911 4403 875.',
    ),
    english(
      longTerm,
      'Yes, from 28 days we rent by the month: small car €690, compact €790, estate €890, SUV €990, electric (ID.3 or Enyaq) €890 and 7-seater €1,090 per month, with 2,500 km per month included (€0.19 per extra km), insurance with the usual excess, maintenance and winter tyres in season. Monthly rentals are popular with US Forces families waiting for their own car, with project staff and with students. Vans by the month are priced on request. Send us your dates and the kind of car you need and we will make you an offer.',
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'German',
      text: `PREISLISTE 2026 – FRANKENMOBIL GMBH
Station Hauptbahnhof, Sandstraße 22, 90443 Nürnberg – Station Flughafen, Mietwagenzentrum Parkhaus P1, Flughafenstraße 100, 90411 Nürnberg
Alle Preise in Euro inklusive 19 % MwSt., gültig vom 1. Januar bis 31. Dezember 2026.

Inklusive: Haftpflicht (100 Mio. € pauschal), Teil- und Vollkasko mit Selbstbeteiligung (Pkw und E-Autos 1.000 €, Tesla, Kleinbus und Transporter 1.500 €, LKW 2.500 €), Winterreifen von Oktober bis Ostern, 24-Stunden-Pannenhilfe.

1. Pkw, E-Autos und Kleinbusse (beide Stationen): pro Tag bei 1–2 Tagen / pro Tag bei 3–6 Tagen / Woche / Wochenende (Fr. 12 Uhr – Mo. 9 Uhr)
A Kleinwagen (VW Polo, Opel Corsa): 45 / 39 / 229 / 99
B Kompakt (VW Golf, Skoda Scala): 55 / 48 / 279 / 125
C Kombi (Skoda Octavia Combi, VW Passat Variant): 69 / 59 / 349 / 155
D SUV (VW Tiguan, Skoda Karoq): 79 / 69 / 399 / 179
E 7-Sitzer (Skoda Kodiaq, VW Touran): 89 / 79 / 459 / 199
F Elektro (VW ID.3, Skoda Enyaq): 65 / 57 / 329 / 149
T Tesla Model Y: 99 / 89 / 519 / 229
K Kleinbus 9-Sitzer (VW T6.1 Caravelle, Ford Tourneo Custom): 119 / 109 / 649 / 279
Kilometer: 250 km pro Tag bei 1–6 Tagen, 600 km am Wochenende, unbegrenzt bei 7 bis 27 Tagen. Mehrkilometer 0,25 € (T und K: 0,35 €).
Messezuschlag: +20 % auf Pkw und Kleinbusse für jeden Miettag, der auf einen Messetag der Spielwarenmesse, BIOFACH, Embedded World, IWA OutdoorClassics oder FachPack fällt.

2. Monatsmiete Pkw (ab 28 Tagen, 2.500 km pro Monat, Mehrkilometer 0,19 €)
Kleinwagen 690 – Kompakt 790 – Kombi 890 – SUV 990 – Elektro (ID.3, Enyaq) 890 – 7-Sitzer 1.090. Transporter auf Anfrage.

3. Transporter (nur Station Hauptbahnhof): 4 Stunden / Tag (24 Std.) / Wochenende (Sa. 8 Uhr – Mo. 9 Uhr) / Woche
VW Caddy Cargo 3,2 m³: 39 / 59 / 109 / 289
Ford Transit Custom 6 m³: 49 / 69 / 129 / 329
Mercedes Sprinter hoch/lang 14 m³: 59 / 89 / 159 / 429
Mercedes Sprinter Koffer mit Ladebordwand 20 m³ (3,5 t): 79 / 119 / 199 / 549
Inklusive: 50 km (4 Std.), 150 km (Tag), 300 km (Wochenende), 1.000 km (Woche). Mehrkilometer 0,35 €.
Studentenrabatt: 10 % auf Transporter bei Abholung Montag bis Donnerstag mit gültigem Studierendenausweis, nicht kombinierbar.

4. LKW (nur Station Hauptbahnhof)
MAN TGL 7,5 t Koffer 38 m³ mit Ladebordwand: Tag 189 – Wochenende 329 – Woche 890. 150 km pro Tag inklusive, Mehrkilometer 0,55 €. Lkw-Maut nach Toll-Collect-Abrechnung zum offiziellen Satz.

5. Extras
- Zusatzfahrer: 8 € pro Tag, höchstens 64 € pro Miete
- Jungfahrerzuschlag (Fahrer von 19 bis einschließlich 24 Jahren): 12 € pro Tag, höchstens 120 € pro Miete
- Babyschale (bis 13 kg), Kindersitz (9–18 kg) oder Sitzerhöhung (15–36 kg): je 7 € pro Tag, höchstens 42 € pro Miete
- Automatik bei Kompakt (VW Golf DSG): 6 € pro Tag
- Schneeketten: 20 € pro Miete
- Skiträger: 8 € pro Tag, höchstens 56 € – Dachbox 420 l: 12 € pro Tag, höchstens 84 €
- Umzugs-Set (Sackkarre, 10 Umzugsdecken, 6 Spanngurte): 15 € pro Miete
- Osteuropa-Paket (Tschechien, Polen, Slowakei, Ungarn, Slowenien, Kroatien): 25 € pro Miete
- Sorglos-Paket: Pkw und E-Autos Selbstbeteiligung 0 € für 15 € pro Tag (Tesla und Kleinbus 22 €); Transporter Selbstbeteiligung 300 € für 19 € pro Tag; LKW Selbstbeteiligung 750 € für 29 € pro Tag; Glas und Reifen inklusive

6. Lieferung und Einwegmieten
Lieferung oder Abholung in Nürnberg, Fürth und Erlangen (auch Hotels und NürnbergMesse): 35 € je Fahrt; Schwabach, Zirndorf, Stein, Feucht, Lauf: 45 € je Fahrt.
Einwegmiete zwischen Hauptbahnhof und Flughafen: 15 €. Rückführung (nur Pkw und E-Autos): Regensburg, Würzburg 89 – München Stadt und Flughafen 129 – Stuttgart 159 – Frankfurt am Main Stadt und Flughafen 169 – Leipzig 179 – Prag 219 – Berlin 249.

7. Gebühren
- Fehlender Kraftstoff: 2,39 € pro Liter plus 19 € Tankservice
- E-Auto mit weniger als 30 % Akku zurück: Ladepauschale 29 €
- Sonderreinigung (Tierhaare, Sand, Schlamm, starke Verschmutzung): 80 €
- Reinigung nach Rauchen im Fahrzeug: 150 €
- Bearbeitung von Bußgeldern, Strafzetteln, Blitzerfotos und unbezahlten Mautgebühren: 25 € je Vorgang
- Übergabe außerhalb der Öffnungszeiten nach Vereinbarung: 39 €
- Schlüsselverlust: 350 €
- Verspätete Rückgabe: 59 Minuten Kulanz, danach ein zusätzlicher Miettag zum gebuchten Tarif`,
    },
    {
      title: terms,
      language: 'German',
      text: `ALLGEMEINE MIETBEDINGUNGEN – Frankenmobil GmbH, Sandstraße 22, 90443 Nürnberg, Amtsgericht Nürnberg HRB 25817. Gültig für alle Mietverträge ab dem 1. Januar 2026.

§ 1 Mieter und Fahrer
Mindestalter 19 Jahre und Führerschein seit mindestens einem Jahr. Tesla Model Y und Kleinbusse: ab 25 Jahren und Führerschein seit 3 Jahren. Sprinter Koffer 20 m³: ab 21 Jahren und Führerschein seit 2 Jahren. LKW 7,5 t: ab 21 Jahren mit Klasse C1 seit einem Jahr oder alter Klasse 3. Führerscheine aus EU- und EWR-Staaten werden anerkannt; Führerscheine aus anderen Staaten in lateinischer Schrift ebenfalls, sonst nur zusammen mit einem Internationalen Führerschein. Bei der Abholung sind Führerschein im Original und Personalausweis oder Reisepass vorzulegen. Das Fahrzeug darf nur von im Mietvertrag eingetragenen Fahrern gefahren werden. Zusatzfahrer werden gegen Gebühr eingetragen, erscheinen bei der Abholung persönlich mit Führerschein und erfüllen dieselben Voraussetzungen wie der Hauptfahrer. Fährt eine nicht eingetragene Person, besteht kein Versicherungsschutz.

§ 2 Reservierung, Stornierung, Nichtabholung
Reservierungen können bis 24 Stunden vor der Abholung kostenlos storniert werden; danach berechnen wir eine Stornogebühr von 25 €. Bereits gezahlte Beträge werden abzüglich dieser Gebühr erstattet. Meldet sich der Mieter bis zwei Stunden nach dem vereinbarten Abholzeitpunkt nicht, verfällt die Reservierung und ein Miettag wird berechnet. Bei vorzeitiger Rückgabe werden nicht genutzte Tage nicht erstattet. Eine Verlängerung ist vor Ablauf der Mietzeit telefonisch oder per WhatsApp zu vereinbaren und hängt von der Verfügbarkeit ab.

§ 3 Kaution und Zahlung
Die Kaution wird bei Abholung auf einer Kreditkarte auf den Namen des Hauptfahrers vorgemerkt: 300 € (Kleinwagen, Kompakt, Transporter), 500 € (Kombi, SUV, 7-Sitzer, ID.3, Enyaq), 800 € (Tesla, Kleinbus), 750 € (LKW). Debitkarten von Visa und Mastercard werden für Kleinwagen, Kompakt und Transporter akzeptiert; die girocard (EC-Karte) und Prepaid-Karten nicht. Für Transporter und LKW ist an der Station Hauptbahnhof eine Barkaution möglich. Die Kaution wird nach Rückgabe und Prüfung des Fahrzeugs freigegeben.

§ 4 Übergabe und Rückgabe
Bei der Übergabe wird der Zustand des Fahrzeugs im Übergabeprotokoll mit Fotos festgehalten. Das Fahrzeug ist an der Abholstation zurückzugeben, außer eine Einwegmiete wurde vereinbart. Für die Rückgabe gilt eine Kulanz von 59 Minuten; danach wird ein zusätzlicher Miettag berechnet. Ein außerhalb der Öffnungszeiten über den Schlüsseltresor zurückgegebenes Fahrzeug bleibt bis zur Prüfung bei der nächsten Öffnung in der Verantwortung des Mieters.

§ 5 Kraftstoff und Laden
Fahrzeuge werden vollgetankt übergeben und sind vollgetankt zurückzugeben; fehlender Kraftstoff wird nach der Preisliste berechnet. Elektrofahrzeuge werden mit mindestens 80 % Akku übergeben und sind mit mindestens 30 % zurückzugeben. Schäden durch Falschbetankung trägt der Mieter in voller Höhe.

§ 6 Nutzung des Fahrzeugs
In allen Fahrzeugen gilt Rauchverbot, auch für E-Zigaretten. Haustiere dürfen nur in einer Transportbox oder auf einer Schondecke im Kofferraum mitfahren; Tierhaare und Verschmutzungen werden als Sonderreinigung berechnet. Untersagt sind Rennen und Geschwindigkeitstests, Fahrten abseits befestigter Straßen, Weitervermietung, gewerbliche Personenbeförderung, Fahrschulunterricht sowie der Transport gefährlicher Güter. Bei Transportern und LKW ist die Ladung zu sichern und die zulässige Nutzlast einzuhalten; Durchfahrtshöhen sind zu beachten.

§ 7 Fahrtgebiet
Pkw: Deutschland, Österreich, Schweiz, Liechtenstein, Italien, Frankreich, Benelux, Dänemark, Spanien, Portugal; mit Osteuropa-Paket auch Tschechien, Polen, Slowakei, Ungarn, Slowenien und Kroatien. Tesla Model Y: nur Deutschland, Österreich und Schweiz. Transporter: Deutschland, Österreich, mit Osteuropa-Paket Tschechien. LKW: nur Deutschland. Fährüberfahrten nur mit schriftlicher Zustimmung. Vignetten und Mautgebühren im Ausland trägt der Mieter.

§ 8 Versicherung und Haftung
Die Haftung des Mieters für Schäden am Fahrzeug ist auf die Selbstbeteiligung der Fahrzeugkategorie begrenzt; das Sorglos-Paket senkt sie. Der Mieter haftet stets voll für Dach- und Höhenschäden, Unterbodenschäden, Schäden durch Falschbetankung, Schäden unter Alkohol- oder Drogeneinfluss, grob fahrlässig verursachte Schäden und Schäden durch nicht eingetragene Fahrer. Glas- und Reifenschäden sind nur mit dem Sorglos-Paket abgedeckt. Die transportierte Ladung ist nicht versichert.

§ 9 Panne, Unfall, Diebstahl
Bei einer Panne ist die 24-Stunden-Pannenhotline +49 911 4403 879 zu verständigen. Bei jedem Unfall ist die Polizei hinzuzuziehen, auch ohne Verletzte und bei geringem Schaden; der Unfallbericht ist auszufüllen und der Vermieter innerhalb von 24 Stunden zu informieren. Diebstahl ist sofort der Polizei und dem Vermieter zu melden. Reparaturen dürfen nur mit Zustimmung des Vermieters beauftragt werden.

§ 10 Bußgelder, Parkverstöße und Maut
Bußgelder, Verwarnungen, Park- und Mautgebühren während der Mietzeit trägt der Mieter. Der Vermieter gibt Namen und Anschrift des Mieters an die zuständige Behörde weiter, die sich dann direkt an den Mieter wendet, und berechnet je Vorgang eine Bearbeitungsgebühr nach der Preisliste. Bescheide aus dem Ausland können noch Monate nach der Miete eintreffen. Die Lkw-Maut wird nach der Abrechnung von Toll Collect weiterberechnet.

§ 11 Schlussbestimmungen
Es gilt deutsches Recht. Gerichtsstand für Kaufleute ist Nürnberg. Zur Teilnahme an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle ist die Frankenmobil GmbH nicht verpflichtet und nicht bereit.`,
    },
  ],
  answerable: [
    // German paraphrases and everyday Franconian words
    {
      question:
        'Grüß Gott, was kost bei Ihnen so a Sprinter fürs Wochenende? Mir ziehen von Gostenhof nach Fürth um.',
      answeredBy: [moving, priceList, movingQuote],
    },
    {
      question:
        'Servus, hat des Auto fei scho die grüne Plakette drin? Mir wolln damit nach München nei.',
      answeredBy: [sticker],
    },
    {
      question:
        'Mei Bub is 19 und hat sein Lappen seit nem Jahr. Darf der bei euch scho a Auto mieten oder is des zu jung?',
      answeredBy: [age, terms],
    },
    {
      question:
        'Habt ihr auch Autos mit Stecker, also so E-Autos? Und wie is des dann mit dem Laden?',
      answeredBy: [electric, fleet, services, description],
    },
    // Long messages in German, the question inside
    {
      question:
        'Hallo, wir ziehen Ende März mit einer 4-Zimmer-Wohnung von Eibach nach Schwabach. Mein Schwager meint, ein Sprinter reicht da nie und wir brauchen nen richtigen LKW. Ich hab meinen Führerschein 2004 gemacht, ganz normal Klasse B. Darf ich so einen 7,5-Tonner überhaupt fahren oder was wäre sonst die Lösung?',
      answeredBy: [licence, truck, moving, terms],
    },
    {
      question:
        'Grüß Gott, wir sind acht Frauen vom Kirchenchor aus Schweinfurt und kommen am zweiten Adventssamstag mit dem Zug zum Christkindlesmarkt. Am Nachmittag wollen wir dann noch weiter zu unserer Chorleiterin nach Lauf. Hätten Sie einen Bus, in den wir alle reinpassen, und hat Ihre Station am Bahnhof an dem Samstag überhaupt offen?',
      answeredBy: [minibus, christmas, stations, fleet, services, description],
    },
    {
      question:
        'Hallo, wir fahren über Silvester mit zwei Kindern zum Skifahren nach Saalbach. Abholung wäre am 27.12. am Flughafen. Hat das Auto dann Winterreifen drauf, brauchen wir Schneeketten und wie ist das mit der Vignette für Österreich, ist die dabei?',
      answeredBy: [winter, abroad, priceList, services, prices],
    },
    {
      question:
        'Guten Tag, ich studiere in Erlangen und habe keine Kreditkarte, nur meine Sparkassen-Karte und eine Visa Debit von meiner Online-Bank. Ich bräuchte für ein Wochenende einen Golf, um meine Oma in Coburg zu besuchen. Reicht das für die Kaution oder muss ich das bar hinlegen?',
      answeredBy: [deposit, payment, terms],
    },
    // Long messages in English
    {
      question:
        "Hi, I'm flying in from Chicago for Embedded World in March with three colleagues. We're staying at a hotel in Fürth and need a car for 4 days to get to the fair grounds every morning. Can you bring the car to the hotel, and can the invoice go to our company?",
      answeredBy: [tradeFair, priceList, payment, services],
    },
    {
      question:
        "Hey, we just PCS'd to Ansbach and our POV is still on a ship somewhere, probably another 6 weeks. I have my Texas license and just got my USAREUR license. Can we rent something like an SUV for about a month and use our VAT forms for it?",
      answeredBy: [military, longTerm, longTermQuote, services],
    },
    {
      question:
        "Hello, I'm an exchange student at TH Nürnberg and at the end of the semester I have to move my stuff from my WG in St. Johannis to a friend's place in Erlangen. It's just a bed, a desk and maybe 15 boxes. What's the smallest van you have, and is there any discount for students?",
      answeredBy: [moving, students, fleet, priceList, movingQuote, services, description],
    },
    {
      question:
        "Hi, I'm on the A9 near Hilpoltstein with your Skoda, a warning light came on and the car lost power, I'm on the hard shoulder now with my kids in the back. What do I do, who do I call??",
      answeredBy: [breakdown, terms],
    },
    // Typos and chat-speak, in German and English
    { question: 'wie viel kostn nen kleinwagen fur 3 tage', answeredBy: [prices, priceList] },
    { question: 'hab ne ec karte geht des fur die kaution', answeredBy: [deposit, payment, terms] },
    {
      question: 'kann man des auto am flughafen abgebn wenn ichs am hbf hol?',
      answeredBy: [oneWay, priceList, services],
    },
    {
      question: 'hallo habt ihr am sonntag offn?? bräucht früh um 7 a auto',
      answeredBy: [stations, outOfHours, airportDesk],
    },
    {
      question: "do u have automatic cars? can't drive stick lol",
      answeredBy: [automatics, priceList],
    },
    { question: 'how much is the deposit for a sprinter pls', answeredBy: [deposit, terms] },
    {
      question: 'can i take the car to prague 4 the weekend? thx',
      answeredBy: [abroad, terms, priceList, services],
    },
    { question: 'hi wat r ur opening hours at the main station', answeredBy: [stations] },
    // One or two words
    { question: 'Umweltplakette?', answeredBy: [sticker] },
    { question: 'Kaution', answeredBy: [deposit, terms, payment] },
    { question: 'Schneeketten?', answeredBy: [winter, priceList, services] },
    { question: '9 seater?', answeredBy: [minibus, fleet, services, description, priceList] },
    { question: 'Selbstbeteiligung', answeredBy: [insurance, priceList, terms] },
    // Short follow-ups
    { question: 'und am Samstag?', answeredBy: [stations] },
    { question: 'und mit nem Transporter auch?', answeredBy: [abroad, terms] },
    { question: 'and the trucks, same licence?', answeredBy: [licence, truck, terms] },
    {
      question: 'what if I keep it for 2 weeks, still 250 km a day?',
      answeredBy: [mileage, priceList],
    },
    // German questions, English knowledge
    {
      question:
        'Ich bin bei der US Army in Grafenwöhr stationiert, meine Frau ist Deutsche. Kann ich mit meinem amerikanischen Führerschein und dem Militärführerschein bei euch mieten?',
      answeredBy: [military, foreignLicence, terms],
    },
    {
      question:
        'Wo genau am Flughafen seid ihr? Ich komm erst um halb zwölf nachts mit dem Flieger aus Palma an.',
      answeredBy: [airportDesk, stations, outOfHours, description],
    },
    // English questions, German knowledge
    {
      question: 'Can I drop the car off in Munich? We fly home from MUC.',
      answeredBy: [oneWay, priceList, services],
    },
    {
      question: 'Do the cars have winter tires? We are driving to the Alps in January.',
      answeredBy: [winter, services, priceList, prices],
    },
    {
      question:
        "We're coming for the Christkindlesmarkt in December, should we book the car early or is it easy to get one last minute?",
      answeredBy: [christmas, minibus],
    },
    // Answered by a document only
    {
      question: 'Muss ich des Auto vollgetankt zurückbringen? Und was kost des wenn ned?',
      answeredBy: [terms, priceList],
    },
    { question: 'can my girlfriend drive too? how much extra', answeredBy: [priceList, terms] },
    { question: 'Habt ihr Kindersitze? Unser Kleiner is 2.', answeredBy: [priceList] },
    {
      question: 'Wenn ich 2 Tage vorher storniere, kostet des was?',
      answeredBy: [terms],
    },
    {
      question: 'I got a parking ticket in the Altstadt with your car, what happens now?',
      answeredBy: [terms, priceList],
    },
    {
      question: 'Dürfen mir unsern Hund mitnehmen? Is a ganz ruhiger Labrador.',
      answeredBy: [terms, priceList],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Vermietet ihr auch Wohnmobile? Mir wollen im August mit die Kinder an den Gardasee.',
    'Macht ihr auch den ganzen Umzug mit Packern und Fahrer? Ich will nix selber schleppen, hab nen kaputten Rücken.',
    'Verkauft ihr eure Mietwagen, wenn sie aus der Flotte rausgehen? Der Kodiaq würd mich interessieren.',
    'Kauft ihr auch Autos an? Ich möcht meinen 2019er Golf loswerden, hat 80.000 km drauf.',
    'Servus, sucht ihr noch Aushilfen für den Schalter am Flughafen? Ich studier an der TH und hätt am Wochenende Zeit.',
    'Wechselt ihr auch Reifen? Ich bräucht die Winterreifen auf meinen privaten Passat drauf.',
    'Is the Spielwarenmesse open to the public, and where can I buy tickets?',
    'Do you rent trailers? I just need a small one behind my own car for an IKEA run.',
    // Plainly outside
    'Wo gibt’s in Nürnberg die besten Schäufele?',
    'What time does the Germanisches Nationalmuseum open on Mondays?',
  ],
};
