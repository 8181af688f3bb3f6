import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Autohaus Neckar, an independent used- and new-car dealer with its own workshop in
 * Stuttgart-Bad Cannstatt, whose customers write in German and English. The owner wrote the
 * briefing in German, most Q&A pairs in German and a few in English (for the many expats who
 * work in the region), one custom response for "is this car still available?", and pasted the
 * workshop's price list and the used-car warranty terms.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written before the
 * engine was looked at, as customers type them: paraphrases, German compounds split another
 * way, long messages, typos and missing umlauts, du/ihr chat-speak, short questions, and German
 * questions against English knowledge and the reverse. The outside questions include hard
 * negatives that share words with the knowledge (renting a van, buying motorbikes, bicycle
 * repairs, insurance, car-sharing, driving lessons, selling parts, a job application).
 */

const english = qaIn('English');
const german = qaIn('German');

// The sources' titles, as the answers name them.
const hours = 'Wann haben Sie geöffnet?';
const address = 'Wo finde ich Sie und wie komme ich mit öffentlichen Verkehrsmitteln hin?';
const testDrive = 'Kann ich eine Probefahrt machen?';
const financing = 'Bieten Sie Finanzierungen an?';
const leasing = 'Kann ich ein Auto auch leasen?';
const tradeIn = 'Nehmen Sie mein altes Auto in Zahlung?';
const warranty = 'Welche Garantie bekomme ich beim Kauf eines Gebrauchtwagens?';
const brands = 'Welche Marken und Fahrzeuge führen Sie?';
const electric = 'Haben Sie Elektroautos und wo kann ich laden?';
const registration = 'Übernehmen Sie die Zulassung und die Kennzeichen?';
const reserve = 'Kann ich ein Fahrzeug reservieren?';
const payment = 'Welche Zahlungsarten akzeptieren Sie?';
const inspection = 'Kann ich bei Ihnen HU und AU (TÜV) machen lassen?';
const tyres = 'Wechseln Sie Reifen und lagern Sie sie auch ein?';
const service = 'Wie vereinbare ich einen Termin für Inspektion oder Wartung?';
const courtesyCar = 'Bekomme ich ein Ersatzfahrzeug, während mein Auto in der Werkstatt ist?';
const accident = 'Reparieren Sie Unfallschäden und rechnen Sie mit der Versicherung ab?';
const history = 'Gibt es zu Ihren Gebrauchtwagen ein Scheckheft und die Fahrzeughistorie?';
const delivery = 'Can you deliver the car to my home?';
const abroad = 'Can I buy a car from you if I live outside Germany?';
const englishSpoken = 'Does anyone at Autohaus Neckar speak English?';
const expatFinancing = 'Can I get car financing as an expat?';
const registrationDocuments = 'What documents do I need to register a car?';
const buying = 'Do you buy cars, even if I am not buying one from you?';
const prices = 'Werkstatt-Preisliste 2026';
const guarantee = 'Garantiebedingungen für Gebrauchtwagen';
const available = 'Kunde fragt, ob ein bestimmtes Auto aus einer Anzeige noch verfügbar ist';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const stuttgartCarDealerSet: EvaluationSet = {
  name: 'Stuttgart car dealer (Autohaus Neckar)',
  heldOut: false,
  agentName: 'Jonas',
  briefing: {
    companyName: 'Autohaus Neckar',
    industry: 'automotive',
    description:
      'Autohaus Neckar ist ein freies Autohaus in Stuttgart-Bad Cannstatt, seit 1998 in Familienhand. Wir verkaufen Gebrauchtwagen aller Marken sowie Neuwagen als EU-Reimporte und Tageszulassungen. Unsere Meisterwerkstatt repariert und wartet Autos aller Marken.',
    targetAudience:
      'Privatkunden aus Stuttgart und der Region, Familien, Pendler und kleine Firmen mit Firmenwagen. Viele Kunden arbeiten bei den großen Firmen in der Region, kommen aus dem Ausland und schreiben uns auf Englisch.',
    keyServices:
      'Gebrauchtwagen und Neuwagen (EU-Reimporte, Tageszulassungen), Elektroautos, Finanzierung und Leasing, Inzahlungnahme und Ankauf, Zulassungsservice, Werkstatt für alle Marken: Inspektion, HU/AU, Reifenservice und Reifenhotel, Unfallreparatur mit Karosserie und Lack, Klimaservice.',
    commonQuestions:
      'Ob ein Auto noch da ist, Probefahrten, Finanzierung und Monatsraten, was wir für das alte Auto zahlen, Garantie, Werkstatttermine und Öffnungszeiten.',
    languages: ['German', 'English'],
    tonePreference: 'professional',
    communicationStyle:
      'Wir siezen unsere Kunden, außer sie duzen uns. Auf Englisch schreiben wir einfach und freundlich. Kurze Antworten, immer mit einem nächsten Schritt: Termin, Telefonnummer oder Link.',
    personality: 'Ehrlich, hilfsbereit und kennt sich mit Autos aus. Keine Verkaufsmasche.',
    responseTemplates: [
      {
        scenario: available,
        response:
          'Unser Bestand ändert sich jeden Tag. Schicken Sie uns bitte den Link zur Anzeige oder die Fahrzeugnummer (sie steht oben rechts in jeder Anzeige) per WhatsApp an +49 151 555 01 23 oder per E-Mail an verkauf@autohaus-neckar.example. Wir prüfen, ob das Auto noch da ist, und melden uns während der Öffnungszeiten innerhalb von zwei Stunden.',
      },
    ],
  },
  qa: [
    german(
      hours,
      'Verkauf und Ausstellung: Montag bis Freitag 9:00 bis 19:00 Uhr, Samstag 9:00 bis 16:00 Uhr. Werkstatt und Serviceannahme: Montag bis Freitag 7:30 bis 18:00 Uhr, samstags ist die Werkstatt geschlossen. Sonntags ist von 11:00 bis 16:00 Uhr Schautag: Sie können sich die Autos auf dem Hof ansehen, aber es gibt keine Beratung, keine Probefahrten und keinen Verkauf. An Feiertagen haben wir geschlossen.',
    ),
    german(
      address,
      'Autohaus Neckar, Nürnberger Straße 112, 70374 Stuttgart-Bad Cannstatt. Mit der S-Bahn (S1, S2 oder S3) fahren Sie bis zum Bahnhof Bad Cannstatt. Von dort sind es etwa 12 Minuten zu Fuß, oder Sie nehmen die Stadtbahn U1 Richtung Fellbach drei Stationen bis zur Haltestelle Nürnberger Straße, wir sind direkt gegenüber. Mit dem Auto kommen Sie über die B10 oder B14, Ausfahrt Bad Cannstatt. Kundenparkplätze gibt es direkt vor dem Autohaus. Wer sein Auto morgens in die Werkstatt bringt, fährt von hier bequem mit der Bahn weiter.',
    ),
    german(
      testDrive,
      'Ja, jedes Auto auf unserem Hof können Sie kostenlos probefahren. Bringen Sie bitte Ihren gültigen Führerschein und Ihren Personalausweis oder Reisepass mit. Ausländische Führerscheine akzeptieren wir, wenn Sie damit in Deutschland fahren dürfen. Sie müssen mindestens 21 Jahre alt sein, für Fahrzeuge über 150 kW mindestens 25. Eine Probefahrt dauert meist 30 bis 45 Minuten, ein Verkäufer fährt mit. Buchen Sie am besten vorher einen Termin unter 0711 555 48 20 oder auf autohaus-neckar.example/probefahrt, dann steht das Auto getankt bzw. geladen bereit. Neuwagen und E-Autos können Sie nach Absprache auch 24 Stunden testen.',
    ),
    german(
      financing,
      'Ja. Über unsere Partnerbank finanzieren wir Neu- und Gebrauchtwagen ab 2.500 € Kaufpreis. Die Laufzeit beträgt 12 bis 84 Monate, eine Anzahlung ist ab 0 € möglich (wir empfehlen 10 bis 20 %). Auf Wunsch gibt es eine Ballonfinanzierung mit kleiner Monatsrate und höherer Schlussrate. Der effektive Jahreszins liegt derzeit ab 4,99 %, je nach Bonität, Laufzeit und Anzahlung. Die Bank holt eine Schufa-Auskunft ein und braucht Ihren Personalausweis, die letzten zwei Gehaltsabrechnungen und Ihre IBAN. Die Zusage kommt meist innerhalb einer Stunde. Ein negativer Schufa-Eintrag führt oft zur Ablehnung; dann helfen eine höhere Anzahlung oder ein zweiter Kreditnehmer. Sondertilgungen sind jederzeit kostenlos möglich.',
    ),
    german(
      leasing,
      'Ja, Leasing bieten wir für Neuwagen und junge Gebrauchtwagen bis drei Jahre an, für Privat- und Gewerbekunden. Die Laufzeit beträgt 24 bis 48 Monate bei 10.000 bis 30.000 km pro Jahr. Eine Sonderzahlung ist möglich, aber nicht nötig. Am Ende der Laufzeit geben Sie das Auto zurück; Mehr- oder Minderkilometer werden abgerechnet. Gewerbekunden bekommen die Raten netto ausgewiesen. Wie bei der Finanzierung ist eine Schufa-Auskunft nötig. Aktuelle Angebote finden Sie auf autohaus-neckar.example/leasing.',
    ),
    german(
      tradeIn,
      'Ja, wir nehmen Ihr altes Auto beim Kauf in Zahlung, egal welche Marke, auch mit hohem Kilometerstand oder mit Schäden. Die Bewertung ist kostenlos und dauert etwa 20 Minuten. Bringen Sie dafür die Zulassungsbescheinigung Teil I und Teil II (Fahrzeugschein und Fahrzeugbrief), beide Schlüssel und, wenn vorhanden, das Serviceheft mit. Für eine erste Einschätzung können Sie uns auch Fotos und den Kilometerstand per WhatsApp an +49 151 555 01 23 schicken. Der Betrag wird direkt mit dem Kaufpreis des neuen Autos verrechnet. Läuft auf Ihr altes Auto noch ein Kredit, lösen wir ihn bei der Bank ab.',
    ),
    german(
      warranty,
      'Auf jeden Gebrauchtwagen haben Privatkunden die gesetzliche Sachmängelhaftung von 12 Monaten. Zusätzlich bekommt jedes Auto, das jünger als 8 Jahre ist und weniger als 150.000 km gelaufen hat, 12 Monate Gebrauchtwagengarantie unseres Garantiepartners ohne Aufpreis. Gegen Aufpreis lässt sie sich beim Kauf auf 24 oder 36 Monate verlängern. Sie deckt unter anderem Motor, Getriebe, Turbolader, Lenkung, Elektrik und bei E-Autos und Hybriden die Hochvoltbatterie, aber keine Verschleißteile. Die Einzelheiten stehen in unseren Garantiebedingungen, die Sie mit dem Kaufvertrag bekommen.',
    ),
    german(
      brands,
      'Gebrauchtwagen aller Marken, meist zwischen einem und acht Jahren alt; rund 150 Fahrzeuge stehen auf unserem Hof. Neuwagen bekommen Sie bei uns als EU-Reimport oder Tageszulassung, vor allem VW, Skoda, Seat, Cupra, Hyundai und Kia, mit voller Herstellergarantie und meist 15 bis 25 % unter dem deutschen Listenpreis. Den aktuellen Bestand sehen Sie auf autohaus-neckar.example/bestand und auf mobile.de. Steht Ihr Wunschauto nicht auf dem Hof, suchen wir es gern für Sie.',
    ),
    german(
      electric,
      'Ja, wir haben immer 20 bis 30 Elektroautos und Plug-in-Hybride im Bestand, neu und gebraucht, zum Beispiel VW ID.3 und ID.4, Hyundai Ioniq 5, Kia EV6 und Skoda Enyaq. Zu jedem gebrauchten E-Auto bekommen Sie ein Batteriezertifikat mit dem Gesundheitszustand (SoH) der Batterie. Auf unserem Hof stehen zwei Schnellladesäulen mit 50 kW; während eines Werkstattbesuchs laden Kunden kostenlos. Für zu Hause vermitteln wir einen Elektromeister, der eine Wallbox mit 11 kW installiert (ab ca. 1.200 € inklusive Montage). Unsere Werkstatt ist für Hochvolt-Fahrzeuge zertifiziert.',
    ),
    german(
      registration,
      'Ja. Unser Zulassungsservice kostet 149 € inklusive Kennzeichen: Wir melden das Auto bei der Zulassungsstelle Stuttgart an, lassen die Schilder prägen und montieren sie, sodass Sie fahrbereit vom Hof fahren. Ein Wunschkennzeichen reservieren wir gern (zzgl. 12,80 € Gebühr), und Ihr altes Auto melden wir auf Wunsch gleich mit ab. Wir brauchen dafür Ihren Personalausweis (oder Reisepass mit Meldebescheinigung), die eVB-Nummer Ihrer Kfz-Versicherung und ein SEPA-Lastschriftmandat für die Kfz-Steuer. Die Zulassung dauert ein bis drei Werktage.',
    ),
    german(
      reserve,
      'Ja. Gegen eine Anzahlung von 500 € reservieren wir Ihnen ein Fahrzeug für 7 Tage, bei einer Finanzierung bis die Zusage der Bank da ist. Die Anzahlung wird mit dem Kaufpreis verrechnet. Lehnt die Bank die Finanzierung ab oder hat das Auto einen Mangel, der bei der Reservierung nicht bekannt war, bekommen Sie die Anzahlung komplett zurück; treten Sie aus anderen Gründen vom Kauf zurück, behalten wir 150 € Aufwandspauschale ein. Die Anzahlung können Sie überweisen, per PayPal zahlen oder bar im Autohaus. Ohne Anzahlung halten wir ein Auto höchstens bis zum Ende des nächsten Werktags zurück.',
    ),
    german(
      payment,
      'Fahrzeuge bezahlen Sie per Überweisung (das Geld muss vor der Übergabe auf unserem Konto sein), über eine Finanzierung oder Leasing. Bargeld nehmen wir bis 10.000 € an; wegen des Geldwäschegesetzes brauchen wir dann Ihren Ausweis. Werkstattrechnungen zahlen Sie bei Abholung mit Girocard, Kreditkarte (Visa, Mastercard), Apple Pay, Google Pay oder bar. Firmenkunden können Werkstattrechnungen auf Rechnung mit 14 Tagen Zahlungsziel begleichen. Schecks und Kryptowährungen nehmen wir nicht an.',
    ),
    german(
      inspection,
      'Ja. Ein Prüfingenieur der GTÜ kommt jeden Dienstag und Donnerstag zu uns. Die Hauptuntersuchung mit Abgasuntersuchung (umgangssprachlich „TÜV“) kostet 149 € für einen Pkw. Auf Wunsch machen wir vorher einen HU-Vorabcheck für 39 € und beheben Mängel gleich, damit es beim ersten Mal mit der Plakette klappt. Sie können auch nur zur HU kommen, ohne weiteren Werkstattauftrag. Termine bei der Serviceannahme unter 0711 555 48 30 oder auf autohaus-neckar.example/werkstatt.',
    ),
    german(
      tyres,
      'Ja. Räder umstecken kostet 35 €, mit Auswuchten 59 €. In unserem Reifenhotel lagern wir Ihre Räder für 49 € pro Saison ein, inklusive Waschen und Prüfen der Profiltiefe. Wir empfehlen die Faustregel „von O bis O“: im Oktober wechseln und zu Ostern wieder zurück. In der Hauptsaison (Oktober/November und März/April) buchen Sie bitte mindestens zwei Wochen vorher einen Termin. Neue Reifen aller Marken besorgen wir innerhalb von ein bis zwei Tagen.',
    ),
    german(
      service,
      'Am einfachsten online auf autohaus-neckar.example/werkstatt oder telefonisch bei der Serviceannahme unter 0711 555 48 30 (Montag bis Freitag 7:30 bis 18:00 Uhr). Wir warten Autos aller Marken nach Herstellervorgaben, auch während der Herstellergarantie: Der Stempel im Serviceheft bzw. der Eintrag im digitalen Serviceheft bleibt gültig. Bringen Sie das Auto bis 8:30 Uhr, ist eine Inspektion meist am selben Tag bis 17:00 Uhr fertig. Vorher bekommen Sie einen Kostenvoranschlag; zusätzliche Arbeiten machen wir nur nach Ihrer Freigabe. Außerhalb der Öffnungszeiten werfen Sie den Schlüssel in den Schlüsselkasten neben der Werkstatteinfahrt.',
    ),
    german(
      courtesyCar,
      'Ja, wir haben fünf Ersatzfahrzeuge (Kleinwagen). Für Werkstattkunden kostet ein Ersatzwagen 19 € pro Tag inklusive 100 km; bei Unfallreparaturen, die über die Versicherung laufen, ist er meist kostenlos. Bitte reservieren Sie ihn gleich mit dem Werkstatttermin, die Autos sind schnell vergeben. Sie brauchen einen gültigen Führerschein und müssen mindestens 21 Jahre alt sein. Ohne Ersatzwagen bringen wir Sie im Umkreis von 10 km kostenlos nach Hause oder zur Arbeit und holen Sie wieder ab, wenn das Auto fertig ist.',
    ),
    german(
      accident,
      'Ja, in unserer eigenen Karosserie- und Lackierwerkstatt reparieren wir Unfallschäden an Autos aller Marken nach Herstellervorgaben, vom Parkrempler bis zum größeren Schaden. Ist der Unfallgegner schuld, rechnen wir direkt mit seiner Haftpflichtversicherung ab und Sie zahlen nichts; einen unabhängigen Gutachter vermitteln wir. Bei einem Kaskoschaden zahlen Sie nur Ihre Selbstbeteiligung. Ist Ihr Auto nicht mehr fahrbereit, organisieren wir das Abschleppen, auch am Wochenende über unsere Notfallnummer +49 151 555 01 99. Steinschläge in der Windschutzscheibe reparieren oder tauschen wir ebenfalls.',
    ),
    german(
      history,
      'Wir sagen Ihnen offen, was wir über ein Auto wissen. Die meisten unserer Gebrauchtwagen haben ein lückenloses Scheckheft, auf Papier oder digital beim Hersteller abrufbar; in der Anzeige steht dann „scheckheftgepflegt“. Die Zahl der Vorbesitzer, den Kilometerstand der letzten HU und alle bekannten Unfallschäden schreiben wir in den Kaufvertrag. Vor dem Verkauf prüft unsere Werkstatt jedes Auto mit einem 110-Punkte-Check; den Prüfbericht zeigen wir Ihnen gern. Auf Wunsch lassen wir die Fahrgestellnummer (FIN) gegen Aufpreis über einen unabhängigen Historienbericht prüfen.',
    ),
    english(
      delivery,
      'Yes. We deliver cars bought from us anywhere in Germany: within 50 km of Stuttgart for a flat 99 €, further away for 1.20 € per km (one way), on a car transporter or driven by our own staff. We can register the car before it leaves, so it arrives ready to drive. Delivery usually takes 3 to 7 working days after payment. Picking the car up yourself at our showroom is free, of course.',
    ),
    english(
      abroad,
      'Yes, we sell cars to customers all over the EU and beyond. Private buyers from another EU country pay the German price including 19 % VAT. Businesses in another EU country with a valid VAT ID pay the net price, once they have signed the delivery confirmation (Gelangensbestätigung). Buyers from outside the EU pay the German price and we refund the VAT as soon as the customs export certificate reaches us. To drive the car home we arrange export plates (Ausfuhrkennzeichen), valid for 15 days, for about 180 €. You get all the documents you need to register the car in your country, including the certificate of conformity (COC). Payment must reach our account by bank transfer before the car leaves.',
    ),
    english(
      englishSpoken,
      'Yes. Our salesman Daniel and our service advisor Maria speak fluent English, and several others in the team get by. Contracts, warranty terms and invoices are in German, but we go through them with you in English and can give you an English summary. When you book a test drive or a workshop appointment, just tell us you would like an English speaker, or write to us in English at info@autohaus-neckar.example or on WhatsApp at +49 151 555 01 23.',
    ),
    english(
      expatFinancing,
      'Often, yes. Our partner bank finances cars for customers who are not German citizens if you have: EU citizenship or a residence permit valid at least until the end of the loan term, a registered address in Germany, a German bank account and a permanent employment contract past the probation period. The bank checks your Schufa credit record. If you have only just arrived and have no Schufa history yet, a larger down payment (around 30 %) often helps, or you can lease instead. Please bring your passport, residence permit, Meldebescheinigung (proof of address), your last three payslips and your employment contract.',
    ),
    english(
      registrationDocuments,
      'To register a car in Germany you need your ID card or passport (if you are not German, together with your Meldebescheinigung, the proof of your registered address), the eVB number (the electronic insurance confirmation) from your car insurer, and your IBAN for the direct debit of the vehicle tax. Companies also need an extract from the commercial register. We already have the car documents (registration certificate Part I and Part II) and the latest HU report. Give us these and we register the car for you for 149 € including number plates, usually within 1 to 3 working days.',
    ),
    english(
      buying,
      'Yes. We buy cars of all makes and ages, even if you are not buying a car from us. Bring the car, both registration documents (Part I and Part II), all keys and the service book if you have one. The valuation takes about 20 minutes and is free and without obligation. If you accept our offer, we pay on the same day by bank transfer and deregister the car for you free of charge. For a first estimate, send photos and the mileage by WhatsApp to +49 151 555 01 23.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'German',
      text: `WERKSTATT-PREISLISTE 2026 - Autohaus Neckar, Nürnberger Straße 112, 70374 Stuttgart
Alle Preise in Euro inklusive 19 % MwSt., für Pkw. Teile und Material werden extra berechnet, wenn nicht anders angegeben.

Stundenverrechnungssätze
- Mechanik und Elektrik: 129 € pro Stunde
- Karosserie und Lack: 139 € pro Stunde
- Hochvolt-Arbeiten an E-Autos und Hybriden: 149 € pro Stunde

Inspektion und Wartung
- Kleine Inspektion (Ölservice): ab 159 € inkl. Öl und Ölfilter
- Große Inspektion: ab 349 € inkl. Filter und Zündkerzen
- Inspektion E-Auto: ab 189 €
- Bremsflüssigkeit wechseln: 79 €
- Klimaservice (Desinfektion und Kältemittel auffüllen): 119 €

HU / AU
- Hauptuntersuchung mit Abgasuntersuchung: 149 € (Prüfer im Haus dienstags und donnerstags)
- HU-Vorabcheck: 39 €, wird bei einer Reparatur angerechnet

Räder und Reifen
- Räderwechsel (Kompletträder umstecken): 35 €
- Räderwechsel mit Auswuchten: 59 €
- 4 Reifen auf Felgen montieren und auswuchten: 89 €
- Einlagerung im Reifenhotel: 49 € pro Saison (4 Räder, inkl. Waschen)
- Achsvermessung: 99 €

Bremsen
- Bremsbeläge vorne wechseln: ab 149 € inkl. Material
- Bremsscheiben und Bremsbeläge vorne: ab 329 € inkl. Material

Sonstiges
- Fehlerspeicher auslesen: 49 €
- 12-V-Batterie wechseln: ab 189 € inkl. Batterie
- Steinschlagreparatur Windschutzscheibe: 89 € (bei Teilkasko meist kostenlos)
- Scheibenwischer vorne wechseln: 39 € inkl. Wischerblätter
- Ersatzwagen: 19 € pro Tag inkl. 100 km
- Fahrt nach Hause oder zur Arbeit im Umkreis von 10 km: kostenlos

Kostenvoranschläge sind kostenlos. Arbeiten, die über den Kostenvoranschlag hinausgehen, machen wir nur nach Rücksprache mit Ihnen.`,
    },
    {
      title: guarantee,
      language: 'German',
      text: `Garantiebedingungen für Gebrauchtwagen - Autohaus Neckar (Stand Januar 2026)

1. Wer bekommt die Garantie?
Jeder Gebrauchtwagen, den wir an Privatkunden verkaufen und der bei Übergabe jünger als 8 Jahre ist und weniger als 150.000 km gelaufen hat, erhält eine Gebrauchtwagengarantie über 12 Monate ohne Aufpreis. Die Garantie gilt zusätzlich zur gesetzlichen Sachmängelhaftung (12 Monate bei Gebrauchtwagen) und schränkt diese nicht ein. Gegen Aufpreis kann die Garantie beim Kauf auf 24 Monate (249 €) oder 36 Monate (449 €) verlängert werden.

2. Was ist abgedeckt?
Motor, Schalt- und Automatikgetriebe, Kupplung (ohne Kupplungsscheibe), Turbolader, Lenkung, Kraftstoffanlage, Kühlsystem, elektrische Bauteile wie Lichtmaschine, Anlasser und Steuergeräte, die Klimaanlage sowie bei Elektro- und Hybridfahrzeugen die Hochvoltbatterie, wenn ihre Kapazität unter 70 % fällt. Lohnkosten werden vollständig erstattet, Materialkosten je nach Laufleistung: bis 50.000 km zu 100 %, bis 100.000 km zu 70 %, darüber zu 50 %.

3. Was ist nicht abgedeckt?
Verschleißteile wie Bremsbeläge und Bremsscheiben, Reifen, Wischerblätter, 12-V-Batterien, Auspuff, Stoßdämpfer und Glühlampen; Schäden durch Unfall, Tuning, Motorsport oder falschen Kraftstoff; Mängel, die vor dem Kauf bekannt waren und im Kaufvertrag stehen.

4. Ihre Pflichten
Lassen Sie die Inspektionen nach Herstellervorgaben in einer Fachwerkstatt machen (nicht unbedingt bei uns) und heben Sie die Belege auf. Melden Sie einen Schaden, bevor die Reparatur beginnt, sonst kann die Erstattung entfallen.

5. Im Garantiefall
Rufen Sie unsere Serviceannahme unter 0711 555 48 30 an oder schreiben Sie an garantie@autohaus-neckar.example. Die Reparatur machen am besten wir. Haben Sie mehr als 50 km von Stuttgart entfernt einen Schaden, darf jede Fachwerkstatt reparieren, nachdem wir die Kosten freigegeben haben. Abschleppen und Pannenhilfe sind in der Garantie nicht enthalten.

6. Neuwagen
Für Neuwagen und Tageszulassungen gilt die Herstellergarantie (je nach Marke 2 bis 7 Jahre), auch bei EU-Reimporten.`,
    },
  ],
  answerable: [
    // Paraphrases and related words, in German
    { question: 'Kann ich das Auto vorher mal fahren?', answeredBy: [testDrive] },
    { question: 'Kann ich das Auto in Raten abbezahlen?', answeredBy: [financing] },
    {
      question: 'Ab wann sollte ich auf Winterreifen umsteigen und was kostet der Wechsel?',
      answeredBy: [tyres, prices],
    },
    {
      question: 'Wie lange habe ich Gewährleistung auf einen gebrauchten Wagen?',
      answeredBy: [warranty, guarantee],
    },
    {
      question: 'Bekomme ich einen Leihwagen, solange mein Auto repariert wird?',
      answeredBy: [courtesyCar, prices],
    },
    {
      question: 'Wie viele Vorbesitzer hatte das Auto und ist es unfallfrei?',
      answeredBy: [history],
    },
    {
      question: 'Ist der schwarze Tiguan aus eurer mobile.de-Anzeige noch zu haben?',
      answeredBy: [available],
    },
    // Paraphrases, in English
    {
      question: 'My Schufa is not great, can I still get a loan for a car?',
      answeredBy: [financing, expatFinancing],
    },
    {
      question: 'I live in Switzerland. Can I buy a car from you and drive it home?',
      answeredBy: [abroad],
    },
    { question: 'Can I pay for the car in cash?', answeredBy: [payment] },
    // German compounds split another way than in the knowledge
    { question: 'Habt ihr eine Reifeneinlagerung?', answeredBy: [tyres, prices] },
    {
      question: 'Macht ihr auch die Autoanmeldung?',
      answeredBy: [registration, registrationDocuments],
    },
    { question: 'Habt ihr Elektroauto-Ladesäulen für Kunden?', answeredBy: [electric] },
    // Long messages, the question inside
    {
      question:
        'Hallo, wir ziehen im Sommer beruflich nach Stuttgart und brauchen dann ein Familienauto, am liebsten einen gebrauchten Kombi. Ich habe aber nur einen amerikanischen Führerschein. Darf ich damit bei Ihnen überhaupt eine Probefahrt machen?',
      answeredBy: [testDrive],
    },
    {
      question:
        'Guten Tag, mein Auto wurde letzte Woche auf dem Parkplatz angefahren, der andere hat schon zugegeben, dass er schuld ist. Die hintere Stoßstange ist eingedrückt. Können Sie das reparieren und muss ich da etwas bezahlen?',
      answeredBy: [accident],
    },
    {
      question:
        'Ich möchte das Auto eigentlich nicht kaufen, sondern nur monatlich zahlen und es nach drei Jahren einfach zurückgeben. Geht das bei Ihnen?',
      answeredBy: [leasing],
    },
    {
      question:
        "Hi, I saw a white Skoda Octavia on your website and I'm really interested, but I can only come over on the weekend of the 14th. Can you hold it for me until then?",
      answeredBy: [reserve],
    },
    {
      question:
        "I'm moving back to Poland next month and would like to buy a used car from you and take it with me. How does that work with the papers and the VAT?",
      answeredBy: [abroad],
    },
    // Typos and missing umlauts
    { question: 'Offnungszeiten werkstatt?', answeredBy: [hours, service] },
    { question: 'kann ich bei euch tuv machen lassen', answeredBy: [inspection, prices] },
    { question: 'Nemt ihr auch autos in zahlung mit motorschaden?', answeredBy: [tradeIn] },
    { question: 'wie komm ich mit der sbahn zu euch', answeredBy: [address] },
    {
      question: 'Brauch ich fuer die Finanzierung eine Schufa Auskunft?',
      answeredBy: [financing, leasing, expatFinancing],
    },
    // Chat-speak
    {
      question: 'gibts bei euch e-autos mit garantie auf den akku?',
      answeredBy: [warranty, guarantee],
    },
    {
      question: 'bräuchte nen termin für inspektion, wie geht das am schnellsten?',
      answeredBy: [service],
    },
    { question: 'was kostet n ersatzwagen pro tag?', answeredBy: [courtesyCar, prices] },
    { question: 'r u open on sundays?', answeredBy: [hours] },
    { question: 'do u guys have someone who speaks english pls', answeredBy: [englishSpoken] },
    {
      question: 'wg. Zulassung: was brauch ich alles?',
      answeredBy: [registration, registrationDocuments],
    },
    // German questions, English knowledge
    { question: 'Liefert ihr das Auto auch nach Hause?', answeredBy: [delivery] },
    {
      question: 'Kauft ihr auch Autos an, wenn ich bei euch kein neues nehme?',
      answeredBy: [buying],
    },
    {
      question: 'Kann ich als Ausländer mit befristetem Aufenthaltstitel ein Auto finanzieren?',
      answeredBy: [expatFinancing],
    },
    {
      question: 'Spricht bei Ihnen jemand Englisch? Mein Mann kann kein Deutsch.',
      answeredBy: [englishSpoken],
    },
    // English questions, German knowledge
    { question: 'Can I get the MOT done at your garage?', answeredBy: [inspection, prices] },
    { question: 'Which car brands do you sell?', answeredBy: [brands, description] },
    { question: 'How much is tyre storage per season?', answeredBy: [tyres, prices] },
    { question: 'Can I pay in monthly installments?', answeredBy: [financing, leasing] },
    // Short questions
    { question: 'Probefahrt?', answeredBy: [testDrive] },
    { question: 'Leasing', answeredBy: [leasing, services] },
    { question: 'warranty?', answeredBy: [warranty, guarantee] },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Vermietet ihr auch Transporter? Ich ziehe nächsten Monat um.',
    'Do you buy motorbikes?',
    'Macht ihr auch Fahrradreparaturen? An meinem E-Bike schleift die Bremse.',
    'Can you insure my car as well?',
    'Ich würde mich gern als Kfz-Mechatroniker bei euch bewerben. Sucht ihr noch Leute?',
    'Macht ihr bei Carsharing mit? Ich brauche nur ab und zu stundenweise ein Auto.',
    'Bietet ihr auch Fahrstunden an? Meine Tochter macht gerade den Führerschein.',
    'Do you sell used car parts? I need a gearbox for my old Passat.',
    // Plainly outside
    'Wann ist dieses Jahr der Cannstatter Wasen?',
    'What will the weather be like in Stuttgart this weekend?',
  ],
};
