import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Mainauto Werkstatt, an independent car repair workshop (freie Kfz-Meisterwerkstatt) in the
 * Ostend of Frankfurt am Main that also sells and buys a few used cars. Its customers write in
 * German and in English (expats and bankers, US military families from Wiesbaden, students).
 * The owner wrote the briefing in German, most Q&A pairs in German and a few in English, added
 * one custom response for estimate and appointment requests, and pasted the 2026 price list and
 * the general repair conditions, both in German.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday words ("Kiste", "Karre", "Motorleuchte", "Klima kühlt nicht", "Winterreifen drauf"),
 * UK and US words ("MOT", "tire rotation", "check engine light", "windshield", "loaner car"),
 * long messages, typos and chat-speak ("wieviel", "habt ihr nen", "kannste", "u guys", "pls",
 * "thx"), one- or two-word questions, and German questions against English knowledge and the
 * reverse. The outside questions include hard negatives that share words with the knowledge
 * (motorcycles, car wrapping, renting a van, registering a car at the Zulassungsstelle, an
 * apprenticeship, new cars on lease, driving lessons, towing from the Autobahn).
 */

const english = qaIn('English');
const german = qaIn('German');

// The sources' titles, as the answers name them.
const hours = 'Wie sind Ihre Öffnungszeiten?';
const location = 'Wo befindet sich die Werkstatt?';
const inspection =
  'Verliere ich die Herstellergarantie, wenn ich die Inspektion bei Ihnen machen lasse?';
const hu = 'Kann ich bei Ihnen HU und AU (TÜV) machen lassen?';
const oil = 'Was kostet ein Ölwechsel?';
const tyreChange = 'Was kostet der Reifenwechsel?';
const tyreStorage = 'Lagern Sie auch Reifen ein?';
const brakes = 'Wann müssen die Bremsen erneuert werden?';
const aircon = 'Was ist im Klimaservice enthalten?';
const timingBelt = 'Wann muss der Zahnriemen gewechselt werden?';
const warningLight = 'Die Motorkontrollleuchte leuchtet – was soll ich tun?';
const accident = 'Was muss ich nach einem Unfall tun? Rechnen Sie mit der Versicherung ab?';
const pickup = 'Holen Sie mein Auto ab und bringen es zurück?';
const estimate = 'Bekomme ich vor der Reparatur einen Kostenvoranschlag?';
const payment = 'Wie kann ich bezahlen?';
const repairWarranty = 'Welche Garantie geben Sie auf Reparaturen?';
const ev = 'Warten Sie auch Elektroautos und Hybride?';
const usedCars = 'Verkaufen Sie auch Gebrauchtwagen?';
const tradeIn = 'Nehmen Sie mein altes Auto in Zahlung?';
const englishStaff = 'Does anyone at the workshop speak English?';
const usCars = 'Do you work on American cars and cars imported from the US?';
const courtesyCar = 'Can I get a courtesy car while my car is in the workshop?';
const windscreen = 'Can you repair a stone chip in my windscreen?';
const battery = 'Do you sell and fit car batteries?';
const waiting = 'Can I wait while you work on my car?';
const booking = 'How do I book an appointment?';
const dropOff = 'What should I bring when I drop off my car?';
const prePurchase = 'Can you check a used car before I buy it?';
const prices = 'Preisliste 2026';
const terms = 'Allgemeine Reparaturbedingungen';
const quoteRequest = 'Anfrage für einen Kostenvoranschlag oder einen Werkstatttermin';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const frankfurtCarWorkshopSet: EvaluationSet = {
  name: 'Frankfurt car workshop (Mainauto Werkstatt)',
  heldOut: false,
  agentName: 'Lena',
  briefing: {
    companyName: 'Mainauto Werkstatt',
    industry: 'automotive',
    description:
      'Die Mainauto Werkstatt ist eine freie Kfz-Meisterwerkstatt in Frankfurt am Main, seit 2009 in der Hanauer Landstraße 317 im Ostend. Wir warten und reparieren Autos aller Marken, auch Elektro- und Hybridautos und aus den USA importierte Fahrzeuge. Inspektionen machen wir nach Herstellervorgaben, sodass die Herstellergarantie erhalten bleibt. Außerdem verkaufen wir geprüfte Gebrauchtwagen.',
    targetAudience:
      'Privatkunden aus Frankfurt und Umgebung, viele Pendler und Berufstätige aus dem Bankenviertel, internationale Fachkräfte und Expats, amerikanische Militärfamilien aus Wiesbaden, Studierende mit älteren Autos sowie kleine Firmen mit Firmenwagen und Transportern.',
    keyServices:
      'Inspektion nach Herstellervorgaben für alle Marken mit Eintrag ins digitale Serviceheft, HU und AU (TÜV) im Haus, Ölwechsel, Räder- und Reifenwechsel, Reifeneinlagerung, Bremsen, Klimaservice, Zahnriemen und Kupplung, Fehlerspeicher auslesen und Diagnose, Batterien, Steinschlagreparatur und Scheibentausch, Unfallinstandsetzung mit Karosserie, Lackierung und Versicherungsabwicklung, Wartung von Elektro- und Hybridautos, Reparatur von US-Fahrzeugen, Hol- und Bringservice, Ersatzwagen, Verkauf und Ankauf von Gebrauchtwagen.',
    commonQuestions:
      'Was Inspektion, Ölwechsel, Reifenwechsel oder Bremsen kosten, ob die Herstellergarantie erhalten bleibt, wann ein Termin frei ist, wie lange die Reparatur dauert, ob es einen Ersatzwagen gibt, wie es nach einem Unfall mit der Versicherung läuft, wie man bezahlen kann, die Öffnungszeiten und ob jemand Englisch spricht.',
    languages: ['German', 'English'],
    tonePreference: 'professional',
    communicationStyle:
      'Klar und ehrlich, ohne Fachchinesisch. Immer mit dem Preis in Euro und der Dauer, wenn wir sie kennen. Auf Deutsch siezen wir unsere Kunden; wer uns auf Englisch schreibt, bekommt die Antwort auf Englisch.',
    personality:
      'Wie ein erfahrener Kfz-Meister, dem man vertraut: hilfsbereit, geradeheraus und empfiehlt nur, was wirklich nötig ist.',
    responseTemplates: [
      {
        scenario: quoteRequest,
        response:
          'Damit wir Ihnen schnell einen genauen Kostenvoranschlag oder einen Termin geben können, schicken Sie uns bitte: Marke, Modell und Baujahr Ihres Autos, die Fahrgestellnummer (FIN, Feld E im Fahrzeugschein) oder einfach ein Foto des Fahrzeugscheins, den Kilometerstand, was gemacht werden soll oder was Ihnen auffällt (Geräusche, Warnleuchten), und Ihren Wunschtermin. Am einfachsten per WhatsApp an 0151 2204 6618 oder per E-Mail an service@mainauto.example. Den Kostenvoranschlag bekommen Sie innerhalb eines Werktags, kostenlos und unverbindlich. Gebucht ist der Termin, sobald wir ihn bestätigt haben.',
      },
    ],
  },
  qa: [
    german(
      hours,
      'Die Werkstatt ist montags bis freitags von 7:30 bis 18:00 Uhr geöffnet und samstags von 9:00 bis 13:00 Uhr. Samstags machen wir nur Räderwechsel, Ölwechsel und kleine Arbeiten, und Sie können sich unsere Gebrauchtwagen ansehen. Sonntags und an Feiertagen ist geschlossen. Wenn Sie Ihr Auto außerhalb der Öffnungszeiten bringen möchten, nutzen Sie unseren Schlüsseleinwurf am Tor: Umschlag mit Name, Telefonnummer, Kennzeichen und Auftrag ausfüllen, Schlüssel hinein und das Auto auf einen der Kundenparkplätze vor dem Tor stellen. Auch nach Feierabend abholen geht: Nach Bezahlung per Überweisung oder Zahlungslink legen wir den Schlüssel in unseren Schlüsseltresor und schicken Ihnen den PIN-Code.',
    ),
    german(
      location,
      'Sie finden uns in der Hanauer Landstraße 317, 60314 Frankfurt am Main (Ostend), in der Einfahrt neben der Tankstelle. Mit dem Auto: A661, Ausfahrt Frankfurt-Ost, dann noch 3 Minuten. Mit öffentlichen Verkehrsmitteln: Straßenbahn 11 bis zur Haltestelle Schwedlerstraße, von dort 3 Minuten zu Fuß; vom Ostbahnhof (U6) sind es 10 Minuten zu Fuß. Auf unserem Hof gibt es 8 Kundenparkplätze. Telefon 069 4080 3170, WhatsApp 0151 2204 6618, E-Mail service@mainauto.example.',
    ),
    german(
      inspection,
      'Nein. Nach der EU-Gruppenfreistellungsverordnung (Kfz-GVO) dürfen Sie Ihr Auto auch während der Herstellergarantie in einer freien Werkstatt warten lassen. Wichtig ist nur, dass die Inspektion nach den Vorgaben des Herstellers gemacht wird und Teile in Erstausrüsterqualität verwendet werden – genau so arbeiten wir, bei allen Marken. Wir tragen jede Inspektion ins digitale Serviceheft des Herstellers ein oder stempeln Ihr Serviceheft. Eine Inspektion kostet je nach Fahrzeugklasse 149 bis 279 € Arbeitslohn plus Öl und Teile (für einen VW Golf 189 €) und dauert 2 bis 4 Stunden; wenn Sie das Auto bis 9:00 Uhr bringen, ist es am selben Tag fertig.',
    ),
    german(
      hu,
      'Ja. Ein Prüfingenieur der GTÜ kommt jeden Dienstag und Donnerstag zu uns und macht die Hauptuntersuchung mit Abgasuntersuchung direkt in unserer Werkstatt; das kostet 145 € und dauert etwa 45 Minuten, mit Termin können Sie dabei warten. Wenn Sie sichergehen wollen, machen wir vorher einen HU-Vorabcheck für 29 € und beheben gefundene Mängel nach Ihrer Freigabe; dann wird der Check angerechnet. Findet der Prüfer trotzdem etwas, reparieren wir es, und die Nachprüfung kostet 25 €. Bitte bringen Sie die Zulassungsbescheinigung Teil I (Fahrzeugschein) mit.',
    ),
    german(
      oil,
      'Ein Ölwechsel kostet 89 €, mit neuem Ölfilter und bis zu 5 Litern Markenöl (Castrol oder Liqui Moly) mit der Freigabe Ihres Herstellers; jeder weitere Liter kostet 14 €. Er dauert etwa 30 Minuten, mit Termin können Sie gleich warten. Dabei prüfen wir kostenlos Flüssigkeitsstände, Licht, Reifendruck und Wischerblätter. Ist Ihre Inspektion bald fällig, lohnt es sich, beides zusammen zu machen: Bei der Inspektion ist der Ölwechsel ohnehin dabei.',
    ),
    german(
      tyreChange,
      'Das Umstecken von Kompletträdern (Reifen auf Felgen) kostet 35 € bis 17 Zoll und 45 € ab 18 Zoll sowie für SUV und Transporter, mit Luftdruck und Sichtprüfung; es dauert etwa 30 Minuten. Müssen die Reifen auf den Felgen gewechselt werden, kostet das für 4 Räder mit Wuchten und neuen Ventilen 79 € (bis 17 Zoll) bzw. 99 € (ab 18 Zoll). Neue Reifen von Continental, Michelin, Goodyear oder Hankook bieten wir Ihnen gern an. In Deutschland gilt bei Glätte, Schnee und Eis die Winterreifenpflicht; als Faustregel gilt „von O bis O“, also von Oktober bis Ostern. In der Saison (Mitte Oktober bis Mitte Dezember und März bis April) buchen Sie den Termin bitte 2 Wochen vorher.',
    ),
    german(
      tyreStorage,
      'Ja, in unserem Reifenhotel. Die Einlagerung von 4 Rädern oder Reifen kostet 59 € pro Saison, im Paket mit dem Räderwechsel 89 € (bis 17 Zoll) bzw. 99 € (ab 18 Zoll). Wir reinigen die Räder, prüfen Profil und Zustand und sagen Ihnen Bescheid, wenn Winterreifen weniger als 4 mm oder Sommerreifen weniger als 3 mm Profil haben. Die Reifen lagern trocken und dunkel in unserem Lager und sind gegen Feuer und Diebstahl versichert. Buchen Sie den Wechseltermin bitte mindestens 2 Werktage vorher, damit wir Ihre Räder aus dem Lager holen können.',
    ),
    german(
      brakes,
      'Typische Zeichen sind Quietschen oder Schleifen beim Bremsen, ein vibrierendes Lenkrad oder Bremspedal, ein längerer Bremsweg oder die Bremsen-Warnleuchte. Dann kommen Sie bitte bald vorbei: Den Bremsen-Check machen wir kostenlos, er dauert etwa 10 Minuten. Neue Bremsbeläge vorne kosten ab 139 €, Bremsscheiben und Beläge vorne ab 299 €; die meisten Bremsarbeiten sind in 1 bis 2 Stunden erledigt. Die Bremsflüssigkeit sollte alle 2 Jahre gewechselt werden (69 €).',
    ),
    german(
      aircon,
      'Beim Klimaservice saugen wir das alte Kältemittel ab, prüfen die Anlage mit Vakuum auf Dichtheit, ergänzen das Kompressoröl und befüllen sie neu. Das dauert etwa eine Stunde und kostet 99 € für ältere Autos mit dem Kältemittel R134a und 179 € für neuere Autos mit R1234yf (meist ab Baujahr 2017). Wenn die Klimaanlage nicht mehr richtig kühlt, steckt oft ein Leck dahinter: Die Lecksuche mit UV-Kontrastmittel kostet 49 €. Riecht es muffig aus der Lüftung, helfen eine Desinfektion (39 €) und ein neuer Innenraumfilter. Wir empfehlen den Klimaservice alle 2 Jahre.',
    ),
    german(
      timingBelt,
      'Das legt der Hersteller fest, je nach Motor meist nach 120.000 bis 210.000 km oder nach 5 bis 10 Jahren, je nachdem, was zuerst eintritt. Reißt der Zahnriemen, ist oft der Motor kaputt; deshalb sollte man das Intervall nicht überziehen. Wir wechseln ihn immer mit Spannrolle und, wenn sie vom Zahnriemen angetrieben wird, mit Wasserpumpe: ab 449 € beim Kleinwagen, 590 bis 990 € in der Kompakt- und Mittelklasse. Das Auto ist in der Regel nach einem Tag fertig. Manche Motoren haben statt eines Zahnriemens eine Steuerkette; mit der Fahrgestellnummer (FIN) sagen wir Ihnen, was Ihr Auto hat.',
    ),
    german(
      warningLight,
      'Leuchtet die gelbe Motorkontrollleuchte dauerhaft, können Sie in der Regel vorsichtig weiterfahren, sollten aber in den nächsten Tagen vorbeikommen und bis dahin nicht mit Vollgas fahren. Blinkt sie, hat der Motor Zündaussetzer: Fahren Sie langsam und nur noch kurze Strecken. Leuchtet eine rote Warnleuchte (Öldruck oder Kühlwassertemperatur), halten Sie sofort an und stellen den Motor ab. Wir lesen den Fehlerspeicher mit Diagnosegeräten für alle Marken aus; das kostet 39 €, dauert etwa 20 Minuten und wird angerechnet, wenn wir den Fehler beheben. Rufen Sie kurz an, meist klappt es noch am selben Tag.',
    ),
    german(
      accident,
      'Wir reparieren Unfallschäden aller Marken in unserer eigenen Karosserieabteilung mit Lackierkabine. Waren Sie nicht schuld (Haftpflichtschaden), dürfen Sie Werkstatt und Gutachter selbst wählen, auch wenn die gegnerische Versicherung Ihnen eine Partnerwerkstatt empfiehlt. Wir beauftragen für Sie einen unabhängigen Kfz-Sachverständigen, der meist innerhalb von 48 Stunden kommt und von der gegnerischen Versicherung bezahlt wird, und rechnen die Reparatur direkt mit der Versicherung ab. Bei kleinen Schäden bis etwa 750 € reicht ein Kostenvoranschlag statt eines Gutachtens. Bei einem Kaskoschaden stimmen wir die Reparatur mit Ihrer Versicherung ab, und Sie zahlen nur Ihre Selbstbeteiligung. Bringen Sie bitte Fotos, den Unfallbericht und die Daten des Unfallgegners mit.',
    ),
    german(
      pickup,
      'Ja, montags bis freitags. Unser Fahrer holt Ihr Auto zwischen 7:30 und 10:00 Uhr zu Hause oder am Arbeitsplatz ab, zum Beispiel im Bankenviertel oder an der Messe, und bringt es nach der Arbeit ab 16:00 Uhr zurück. Im Stadtgebiet Frankfurt kostet das 39 € (hin und zurück), nach Offenbach, Eschborn, Bad Vilbel, Bad Homburg und Oberursel 59 €; ab 600 € Rechnungsbetrag ist es kostenlos. Buchen Sie spätestens am Werktag vorher bis 15:00 Uhr und legen Sie den Fahrzeugschein ins Auto. Bei der Übergabe machen wir ein Zustandsprotokoll mit Fotos.',
    ),
    german(
      estimate,
      'Ja. Vor jeder Reparatur über 300 € bekommen Sie einen schriftlichen Kostenvoranschlag per E-Mail oder WhatsApp. Er ist kostenlos, solange wir dafür nichts zerlegen müssen; ist eine Fehlersuche oder Demontage nötig, berechnen wir sie nach Aufwand und rechnen sie an, wenn Sie uns den Auftrag geben. Der Endpreis liegt höchstens 10 % über dem Kostenvoranschlag. Finden wir während der Arbeit weitere Mängel, rufen wir Sie an oder schicken Fotos per WhatsApp – ohne Ihre Freigabe machen wir keine zusätzlichen Arbeiten.',
    ),
    german(
      payment,
      'Sie bezahlen bei Abholung bar, mit girocard (EC-Karte), mit Kreditkarte (Visa, Mastercard, American Express) oder mit Apple Pay und Google Pay. Firmenkunden mit Kundenkonto bekommen eine Rechnung mit 14 Tagen Zahlungsziel. Größere Reparaturen ab 500 € können Sie über unsere Partnerbank in 6 bis 36 Monatsraten finanzieren, 6 Monate sogar ohne Zinsen; dafür brauchen Sie einen Wohnsitz in Deutschland und ein deutsches Girokonto, und die Entscheidung dauert etwa 15 Minuten. Schecks nehmen wir nicht an.',
    ),
    german(
      repairWarranty,
      'Auf alle Reparaturen geben wir 24 Monate Gewährleistung auf die eingebauten Teile und unsere Arbeit, ohne Kilometerbegrenzung (Firmenkunden: 12 Monate). Sollte etwas nicht in Ordnung sein, kommen Sie einfach vorbei, wir bessern kostenlos nach. Bleiben Sie deswegen mehr als 100 km von Frankfurt entfernt liegen, rufen Sie uns bitte zuerst an; dann klären wir die Reparatur in einer Werkstatt vor Ort. Nicht abgedeckt sind normaler Verschleiß, Unfallschäden und Teile, die Sie selbst mitgebracht haben.',
    ),
    german(
      ev,
      'Ja. Zwei unserer Mechatroniker sind für Arbeiten an Hochvoltsystemen ausgebildet, und wir warten Elektro- und Hybridautos aller Marken, zum Beispiel Tesla Model 3 und Model Y, VW ID.3 und ID.4, Hyundai Ioniq 5, Kia EV6, Renault Zoe und die Hybride von Toyota. Die Inspektion nach Herstellerplan kostet ab 149 €. Mit dem Batterie-Gesundheitscheck (89 €) messen wir den Zustand (State of Health) der Hochvoltbatterie und geben Ihnen ein Zertifikat, das beim Verkauf hilft. Weil E-Autos selten kräftig bremsen, rosten die Bremsen schneller; beim Bremsen-Service für 79 € reinigen wir sie und machen sie gängig. Während Ihr Auto bei uns ist, laden wir es kostenlos an unserer 11-kW-Wallbox.',
    ),
    german(
      usedCars,
      'Ja, auf unserem Hof stehen meist 15 bis 20 geprüfte Gebrauchtwagen, in der Regel 3 bis 8 Jahre alt, mit weniger als 120.000 km und zwischen 6.900 und 24.900 €, darunter viele Kombis und Automatikwagen (z. B. VW Golf, Skoda Octavia Combi, Toyota Corolla Hybrid, BMW 3er Touring). Jedes Auto bekommt vor dem Verkauf eine Inspektion, eine neue HU und 12 Monate Gebrauchtwagengarantie. Probefahrten sind nach Terminabsprache möglich; bitte bringen Sie Führerschein und Ausweis mit. Auf Wunsch finanzieren Sie den Kauf über unsere Partnerbank ab 10 % Anzahlung. Den aktuellen Bestand finden Sie unter mainauto.example/gebrauchtwagen und auf mobile.de.',
    ),
    german(
      tradeIn,
      'Ja: Wenn Sie bei uns einen Gebrauchtwagen kaufen, rechnen wir Ihr bisheriges Auto auf den Kaufpreis an. Gepflegte Autos bis 12 Jahre kaufen wir auch an, ohne dass Sie bei uns kaufen. Die Bewertung vor Ort ist kostenlos und dauert etwa 30 Minuten; unser Angebot gilt 7 Tage. Bringen Sie die Zulassungsbescheinigung Teil I und II, das Serviceheft oder die Rechnungen, alle Schlüssel und Ihren Ausweis mit. Für eine erste Einschätzung schicken Sie uns Fotos, Kilometerstand und Fahrgestellnummer per WhatsApp an 0151 2204 6618.',
    ),
    english(
      englishStaff,
      'Yes. Our service advisors Tom, who is British and has lived in Frankfurt for 12 years, and Aylin both speak fluent English, and most of our mechanics get by in English too. You can write to us on WhatsApp or by email in English, and we send estimates and invoices in English on request. We are also happy to explain how things work in Germany, such as the TÜV inspection (HU), the winter tyre rules or insurance claims after an accident.',
    ),
    english(
      usCars,
      'Yes. We regularly service US-spec Ford, Chevrolet, Jeep, Dodge, RAM, GMC and Cadillac models, and Teslas imported from the US, for many military families stationed in Wiesbaden and expats who brought their car with them. Our diagnostic equipment reads US models, so we can also read out the fault behind a check engine light. Common parts such as oil filters, brake pads and batteries arrive within 1 to 2 working days; US-only parts come from our supplier in the US in 5 to 10 working days. Cars with US Forces plates are welcome, and we accept US Forces VAT relief forms: please give us the form before we write the invoice.',
    ),
    english(
      courtesyCar,
      "Yes, we have five courtesy cars: two VW Polos, a Skoda Fabia, a Skoda Octavia estate and a Toyota Yaris Hybrid with automatic transmission. A courtesy car costs 19 € a day with 150 km a day included (each extra km costs 0.25 €), and it is free for repairs over 1,000 € and for accident repairs paid by the other driver's insurance. Please book it together with your appointment, especially in tyre season, and ask early if you need the automatic. You must be at least 21 and have held your driving licence for a year; a licence from outside the EU is fine together with an international driving permit. The cars are fully insured with a 500 € excess; please return them with the same fuel level.",
    ),
    english(
      windscreen,
      "Yes. If the chip is smaller than a 2-euro coin and not directly in the driver's line of sight, we repair it in about 30 minutes for 99 €. With partial cover insurance (Teilkasko) the repair is usually free for you, because insurers waive the excess for it, and we bill your insurer directly. If the crack is too big or in the wrong place, we replace the windscreen: from 390 € for a small car, plus 149 € to recalibrate the camera of the driver assistance systems that most cars since about 2018 have; with Teilkasko you only pay your excess. A replacement takes half a day.",
    ),
    english(
      battery,
      "Yes. If your car struggles to start, especially on cold mornings, come by for a free battery test that takes 5 minutes. A new Varta or Bosch battery costs from 129 € fitted, including disposal of the old one. Cars with start-stop need an AGM or EFB battery, from 219 €, which we also register with the car's control unit. Most batteries are changed in 30 minutes while you wait. A car battery usually lasts 5 to 7 years.",
    ),
    english(
      waiting,
      'Yes, for jobs up to about 90 minutes, such as an oil change, a tyre change, a new battery or reading out the fault memory. Please book a waiting appointment so we start as soon as you arrive. Our waiting area has free Wi-Fi, coffee, a desk with sockets for working on your laptop and a small play corner for children, and there is a bakery two minutes away. For longer jobs such as a service, leave the car with us in the morning and collect it in the afternoon.',
    ),
    english(
      booking,
      'Book online at mainauto.example/termin, call us on 069 4080 3170 or send a WhatsApp message to 0151 2204 6618. Tell us the make, model and year of your car, the mileage and what needs doing. We can usually offer an appointment within 2 to 5 working days; in tyre season (mid-October to mid-December and March to April) it can take 2 weeks. If a warning light comes on, call us: we try to look at the car the same day.',
    ),
    english(
      dropOff,
      'Please bring the vehicle registration certificate (Zulassungsbescheinigung Teil I, the “Fahrzeugschein”), your service book if your car still has a paper one, and the adapter for the locking wheel nuts if your alloy wheels have them. Leave all the keys we need on one ring and take valuables out of the car. If your radio asks for a code after a battery change, bring the code card. For a tyre change, bring your second set of wheels unless we store them for you.',
    ),
    english(
      prePurchase,
      'Yes. Our pre-purchase inspection takes about an hour and costs 89 €. We check the bodywork for accident damage and rust, read out the fault memory, test the brakes, tyres, suspension and air conditioning, look for leaks and take the car for a short test drive. You get a written report with photos and an estimate of any repairs needed, which helps you negotiate the price. Book a time and bring the car together with the seller, or let the seller bring it.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'German',
      text: `PREISLISTE 2026 – Mainauto Werkstatt, freie Kfz-Meisterwerkstatt
Alle Preise in Euro inklusive 19 % Mehrwertsteuer, gültig für Pkw ab 1. Januar 2026. Festpreise gelten für Arbeitslohn wie angegeben; bei „ab“-Preisen hängt der genaue Preis von Modell und Motor ab und steht im Kostenvoranschlag. Teile, Öl und Material nach Verbrauch, sofern nicht anders angegeben.

Stundenverrechnungssätze
- Mechanik und Elektrik: 118 € pro Stunde
- Diagnose und Hochvolt-Arbeiten an Elektro- und Hybridfahrzeugen: 138 € pro Stunde
- Karosserie: 112 € pro Stunde
- Lackierung: 125 € pro Stunde, zuzüglich Lackmaterial

Inspektion nach Herstellervorgaben (Arbeitslohn, mit Eintrag ins digitale Serviceheft)
- Kleinwagen (z. B. VW Polo, Opel Corsa, Toyota Yaris): 149 €
- Kompaktklasse (z. B. VW Golf, Ford Focus, Skoda Octavia): 189 €
- Mittelklasse (z. B. BMW 3er, Mercedes C-Klasse, Audi A4, VW Passat): 229 €
- Oberklasse, SUV und Transporter: 279 €
- Große Inspektion mit Zündkerzen, Luft- und Innenraumfilter: jeweils 120 € mehr
- Elektro- und Hybridfahrzeuge: ab 149 €

Öl
- Ölwechsel mit Ölfilter und bis zu 5 Litern Markenöl mit Herstellerfreigabe: 89 €
- Jeder weitere Liter: 14 €
- Ölwechsel mit vom Kunden mitgebrachtem Öl und Filter: 45 €

Hauptuntersuchung und Abgasuntersuchung
- HU mit AU durch den Prüfingenieur der GTÜ (dienstags und donnerstags bei uns): 145 €
- HU für Elektrofahrzeuge (ohne AU): 119 €
- HU-Vorabcheck: 29 € (angerechnet, wenn wir die Mängel beheben)
- Nachprüfung nach Mängelbeseitigung: 25 €

Räder und Reifen
- Räderwechsel (Kompletträder umstecken, Luftdruck, Sichtprüfung) bis 17 Zoll: 35 €
- Räderwechsel ab 18 Zoll, SUV und Transporter: 45 €
- Reifen auf Felgen wechseln, mit Wuchten und neuen Ventilen, 4 Räder: 79 € bis 17 Zoll, 99 € ab 18 Zoll
- Zuschlag für Runflat-Reifen: 30 €
- Räder nachwuchten, 4 Räder: 39 €
- Räder von vorne nach hinten tauschen (für gleichmäßige Abnutzung): 25 €
- Reifendruckkontrollsystem (RDKS): Sensoren anlernen 20 €, neuer Sensor 59 € pro Stück
- Reifenreparatur (Nagel oder Schraube in der Lauffläche): 29 €
- Achsvermessung mit Protokoll: 89 €; Spur einstellen: ab 69 €
- Altreifenentsorgung: 4 € pro Reifen
- Reifeneinlagerung (Reifenhotel), 4 Räder oder Reifen, pro Saison: 59 €
- Paket Räderwechsel und Einlagerung pro Saison: 89 € bis 17 Zoll, 99 € ab 18 Zoll
- Neue Reifen (Continental, Michelin, Goodyear, Hankook): Angebot auf Anfrage

Bremsen
- Bremsen-Check: kostenlos
- Bremsbeläge vorne: ab 139 €; hinten: ab 129 €
- Bremsscheiben und Bremsbeläge vorne: ab 299 €; hinten: ab 279 €
- Bremsflüssigkeit wechseln (alle 2 Jahre): 69 €
- Handbremse einstellen: 39 €

Klimaanlage
- Klimaservice mit Kältemittel R134a (ältere Fahrzeuge): 99 €
- Klimaservice mit Kältemittel R1234yf (meist ab Baujahr 2017): 179 €
- Lecksuche mit UV-Kontrastmittel: 49 €
- Desinfektion der Klimaanlage: 39 €
- Innenraumfilter (Pollenfilter) wechseln: ab 39 € mit Filter

Motor, Kupplung und Auspuff
- Fehlerspeicher auslesen: 39 € (angerechnet, wenn wir den Fehler beheben)
- Weitere Fehlersuche: nach Aufwand zum Stundensatz Diagnose, nur nach Absprache
- Zahnriemenwechsel mit Spannrolle und Wasserpumpe: ab 449 € (Kleinwagen), 590 bis 990 € (Kompakt- und Mittelklasse)
- Kupplungswechsel mit Ausrücklager: ab 690 € (Kleinwagen), 890 bis 1.390 € (Kompakt- und Mittelklasse)
- Zweimassenschwungrad, wenn nötig, zusätzlich: 450 bis 900 €
- Zündkerzen wechseln: ab 79 €
- Luftfilter wechseln: ab 35 €
- Dieselpartikelfilter reinigen: ab 349 €
- Endschalldämpfer erneuern: ab 149 €
- Getriebeölspülung Automatikgetriebe: ab 289 €

Batterie und Elektrik
- Batterietest: kostenlos
- Starterbatterie (Varta, Bosch) mit Einbau und Entsorgung der alten Batterie: ab 129 €
- AGM- oder EFB-Batterie für Start-Stopp-Fahrzeuge, mit Anlernen am Steuergerät: ab 219 €
- Glühlampe wechseln: ab 12 €
- Scheinwerfer einstellen: 19 €
- Lichttest: kostenlos

Scheiben
- Steinschlagreparatur: 99 € (bei Teilkasko meist ohne Selbstbeteiligung; wir rechnen direkt mit Ihrer Versicherung ab)
- Windschutzscheibe erneuern: ab 390 € (Kleinwagen), ab 590 € (Mittelklasse und SUV)
- Kalibrierung der Kamera für Fahrerassistenzsysteme: 149 €
- Wischerblätter vorne mit Einbau: ab 39 €

Karosserie und Lack
- Smart Repair für Kratzer und kleine Lackschäden: ab 149 € pro Stelle
- Ausbeulen ohne Lackieren (Parkdellen, Hagelschaden): ab 89 € pro Delle
- Stoßfänger lackieren: ab 390 €
- Unfallschäden: nach Gutachten oder Kostenvoranschlag

Elektro- und Hybridfahrzeuge
- Inspektion nach Herstellerplan: ab 149 €
- Batterie-Gesundheitscheck (State of Health) der Hochvoltbatterie mit Zertifikat: 89 €
- Bremsen-Service (reinigen und gängig machen): 79 €
- Laden an unserer 11-kW-Wallbox während des Werkstattaufenthalts: kostenlos

Checks
- Gebrauchtwagencheck vor dem Kauf (ca. 60 Minuten, schriftlicher Bericht mit Fotos): 89 €
- Wintercheck (Batterie, Frostschutz, Licht, Wischer, Reifen): 29 €
- Urlaubscheck vor der langen Fahrt: 29 €

Service
- Kostenvoranschlag: kostenlos; ist Fehlersuche oder Demontage nötig, nach Aufwand (angerechnet bei Auftrag)
- Hol- und Bringservice, hin und zurück: Stadtgebiet Frankfurt 39 €; Offenbach, Eschborn, Bad Vilbel, Bad Homburg und Oberursel 59 €; ab 600 € Rechnungsbetrag kostenlos
- Ersatzwagen: 19 € pro Tag mit 150 km pro Tag, jeder weitere Kilometer 0,25 €; kostenlos bei Reparaturen ab 1.000 € und bei Haftpflichtschäden
- Standgebühr, wenn das fertige Fahrzeug nicht innerhalb von 3 Werktagen abgeholt wird: 15 € pro Tag`,
    },
    {
      title: terms,
      language: 'German',
      text: `Allgemeine Reparaturbedingungen der Mainauto Werkstatt (Stand: Januar 2026)

1. Geltungsbereich
Diese Bedingungen gelten für alle Aufträge über Wartung, Reparatur, Unfallinstandsetzung, Reifenservice und Reifeneinlagerung, die Sie uns erteilen. Für den Verkauf von Gebrauchtwagen gelten gesonderte Verkaufsbedingungen.

2. Auftrag
Jeder Auftrag wird auf einem Auftragsschein festgehalten, der die zu erledigenden Arbeiten und den voraussichtlichen Fertigstellungstermin nennt; Sie erhalten eine Kopie per E-Mail. Geben Sie Ihr Fahrzeug über den Schlüsseleinwurf ab, gilt der ausgefüllte Umschlag als Auftrag; wir bestätigen ihn am nächsten Werktag telefonisch oder per WhatsApp. Mit dem Auftrag erlauben Sie uns Probefahrten und Überführungsfahrten, soweit sie für die Arbeiten nötig sind.

3. Kostenvoranschlag
Für Arbeiten, die voraussichtlich mehr als 300 € kosten, erhalten Sie vor Beginn einen schriftlichen Kostenvoranschlag, für kleinere Arbeiten auf Wunsch. Der Kostenvoranschlag ist kostenlos, wenn dafür nichts zerlegt werden muss. Sind Fehlersuche oder Demontage nötig, berechnen wir den Aufwand zum Stundensatz laut Preisliste; dieser Betrag wird angerechnet, wenn Sie uns anschließend den Auftrag erteilen. An den Kostenvoranschlag sind wir 3 Wochen nach seiner Abgabe gebunden. Der Rechnungsbetrag darf den Kostenvoranschlag ohne Ihre Zustimmung um höchstens 10 % überschreiten.

4. Zusatzarbeiten und Freigabe
Stellen wir während der Arbeit weitere Mängel fest, informieren wir Sie telefonisch, per WhatsApp oder per E-Mail, mit Fotos und Preis. Zusätzliche Arbeiten führen wir nur nach Ihrer ausdrücklichen Freigabe aus. Erreichen wir Sie nicht, erledigen wir nur den ursprünglichen Auftrag; der Fertigstellungstermin kann sich dadurch verschieben. Mängel, die die Verkehrssicherheit betreffen, vermerken wir in jedem Fall auf der Rechnung.

5. Fertigstellung und Ersatzwagen
Wir halten den vereinbarten Fertigstellungstermin ein, soweit die Teile rechtzeitig geliefert werden. Verzögert sich die Fertigstellung, informieren wir Sie sofort. Für die Dauer des Werkstattaufenthalts stellen wir nach Verfügbarkeit einen Ersatzwagen für 19 € pro Tag mit 150 km pro Tag zur Verfügung; jeder weitere Kilometer kostet 0,25 €. Bei Reparaturen ab 1.000 € und bei Haftpflichtschäden, die die gegnerische Versicherung bezahlt, ist der Ersatzwagen kostenlos. Fahrer müssen mindestens 21 Jahre alt sein und seit mindestens einem Jahr einen Führerschein besitzen. Der Ersatzwagen ist vollkaskoversichert mit 500 € Selbstbeteiligung; Bußgelder und Tankkosten trägt der Fahrer. Fahrten ins Ausland sind nur nach Absprache erlaubt.

6. Abholung und Standgebühr
Wir melden Ihnen per SMS, WhatsApp oder E-Mail, wenn Ihr Fahrzeug fertig ist. Bitte holen Sie es innerhalb von 3 Werktagen nach der Fertigmeldung ab; danach berechnen wir eine Standgebühr von 15 € pro Tag. Das gilt auch für Fahrzeuge, für die Sie nach einem Kostenvoranschlag keinen Auftrag erteilen. Bis zur Abholung steht Ihr Fahrzeug auf unserem umzäunten, videoüberwachten Gelände.

7. Altteile und mitgebrachte Teile
Ausgebaute Teile entsorgen wir umweltgerecht, es sei denn, Sie möchten sie zurückhaben und sagen uns das bei der Auftragserteilung. Teile, die Sie selbst mitbringen, bauen wir nur nach Absprache ein; für diese Teile und für Schäden, die durch sie entstehen, übernehmen wir keine Gewährleistung.

8. Zahlung
Der Rechnungsbetrag ist bei Abholung fällig und kann bar, mit girocard, mit Kreditkarte (Visa, Mastercard, American Express) oder mit Apple Pay und Google Pay bezahlt werden. Holen Sie Ihr Fahrzeug außerhalb der Öffnungszeiten aus unserem Schlüsseltresor ab, zahlen Sie vorab per Überweisung oder über einen Zahlungslink. Firmenkunden mit Kundenkonto zahlen per Rechnung innerhalb von 14 Tagen ohne Abzug. Reparaturen ab 500 € können über unsere Partnerbank in 6 bis 36 Monatsraten finanziert werden, 6 Monate zinsfrei, vorbehaltlich einer Bonitätsprüfung. Bis zur vollständigen Bezahlung haben wir an Ihrem Fahrzeug ein Pfandrecht (Werkunternehmerpfandrecht) und geben es erst danach heraus.

9. Abrechnung mit Versicherungen
Bei einem unverschuldeten Unfall (Haftpflichtschaden) rechnen wir direkt mit der gegnerischen Versicherung ab, wenn Sie uns Ihren Anspruch auf Erstattung der Reparaturkosten abtreten (Abtretungserklärung). Zahlt die Versicherung nicht vollständig, bleiben Sie für den Restbetrag unser Auftraggeber; wir unterstützen Sie dann mit unserem Partneranwalt. Bei Kaskoschäden und Glasschäden rechnen wir mit Ihrer Versicherung ab; Ihre Selbstbeteiligung zahlen Sie bei Abholung.

10. Gewährleistung
Für Verbraucher beträgt die Gewährleistung auf unsere Arbeit und die eingebauten Teile 24 Monate ab Abholung, ohne Kilometerbegrenzung, für Unternehmer 12 Monate. Melden Sie uns einen Mangel bitte sofort. Zunächst haben wir das Recht, ihn in unserer Werkstatt nachzubessern. Bleibt das Fahrzeug wegen eines Mangels mehr als 100 km von Frankfurt entfernt liegen, rufen Sie uns zuerst an; nach unserer Zustimmung dürfen Sie eine Werkstatt in der Nähe beauftragen. Ausgeschlossen sind normaler Verschleiß, Unfallschäden, Eingriffe Dritter und vom Kunden mitgebrachte Teile.

11. Haftung
Wir haften für Schäden an Ihrem Fahrzeug, die während des Auftrags durch uns entstehen. Für Wertsachen, die im Fahrzeug gelassen wurden, übernehmen wir keine Haftung; bitte nehmen Sie sie vor der Abgabe heraus.

12. Hol- und Bringservice
Beim Hol- und Bringservice erstellt unser Fahrer bei der Übernahme und bei der Rückgabe ein Zustandsprotokoll mit Fotos. Das Fahrzeug muss zugelassen und haftpflichtversichert sein. Während der Fahrt ist Ihr Fahrzeug zusätzlich über unsere Betriebsversicherung versichert.

13. Reifeneinlagerung
Eingelagerte Räder und Reifen sind gegen Feuer, Wasser und Diebstahl versichert. Die Einlagerung gilt jeweils für eine Saison und verlängert sich mit dem nächsten Räderwechsel. Werden eingelagerte Reifen länger als 12 Monate nach Ablauf der Saison weder gewechselt noch abgeholt, und reagieren Sie auf zwei schriftliche Erinnerungen nicht, dürfen wir sie entsorgen. Reifen, die älter als 8 Jahre sind oder weniger als 1,6 mm Profil haben, lagern wir nur nach Rücksprache ein.

14. Daten
Wir verwenden Ihre Daten und die Daten Ihres Fahrzeugs nur für den Auftrag, für die Einträge ins digitale Serviceheft und, wenn Sie zugestimmt haben, für die Erinnerung an HU- und Inspektionstermine.

15. Streitbeilegung
Bei Streitigkeiten aus einem Reparaturauftrag können Sie sich an die Schiedsstelle für das Kraftfahrzeughandwerk in Frankfurt am Main wenden. Wir nehmen an Schlichtungsverfahren dieser Schiedsstelle teil.`,
    },
  ],
  answerable: [
    // German, close to the knowledge's words
    { question: 'Was kostet die Inspektion für einen VW Golf?', answeredBy: [prices, inspection] },
    {
      question:
        'Bleibt die Herstellergarantie erhalten, wenn ich die Inspektion in einer freien Werkstatt machen lasse?',
      answeredBy: [inspection, description],
    },
    { question: 'Wie viel kostet HU und AU bei Ihnen?', answeredBy: [hu, prices] },
    // German paraphrases with everyday words
    {
      question:
        'Meine Bremsen machen komische Geräusche, so ein Quietschen. Was kostet das, wenn die neu müssen?',
      answeredBy: [brakes, prices],
    },
    {
      question: 'Die Klima kühlt nicht mehr richtig, könnt ihr euch das mal anschauen?',
      answeredBy: [aircon, prices, services],
    },
    {
      question: 'Ab wann muss ich die Winterreifen drauf haben, und was kostet das Wechseln?',
      answeredBy: [tyreChange, prices],
    },
    {
      question:
        'Bei mir leuchtet seit gestern so eine gelbe Motorleuchte. Kann ich damit noch fahren?',
      answeredBy: [warningLight],
    },
    {
      question:
        'Meine Kiste springt morgens kaum noch an, ich glaub die Batterie ist hinüber. Was kostet eine neue?',
      answeredBy: [battery, prices],
    },
    {
      question: 'Kann ich meine Sommerreifen über den Winter bei euch unterstellen?',
      answeredBy: [tyreStorage, prices, terms, services],
    },
    // Long messages, the question inside
    {
      question:
        'Hallo, mir ist letzte Woche an der Ampel in Bornheim einer hinten draufgefahren. Die Stoßstange ist eingedrückt und der Kofferraum geht nicht mehr richtig zu. Der andere ist schuld, das hat er auch zugegeben, und seine Versicherung hat sich schon gemeldet und will, dass ich in ihre Partnerwerkstatt fahre. Muss ich das? Oder kann ich zu euch kommen, und wer zahlt dann den Gutachter?',
      answeredBy: [accident, terms, services],
    },
    {
      question:
        'Guten Tag, mein Opel Astra (Baujahr 2015) muss im März wieder zum TÜV. Letztes Mal ist er wegen der Bremsen und Rost durchgefallen, das war ärgerlich und teuer, und ich musste zweimal hin. Kann man das bei Ihnen machen lassen und vorher schon mal durchschauen, damit nicht wieder was ist?',
      answeredBy: [hu, prices, services],
    },
    {
      question:
        'Moin, ich arbeite im Bankenviertel und muss jeden Tag um 8 im Büro sein, abends wird es meistens spät. Deshalb schaffe ich es unter der Woche einfach nicht, das Auto zu euch zu bringen, und die Inspektion ist schon seit zwei Monaten überfällig. Gibt es eine Möglichkeit, dass ihr das Auto bei mir abholt?',
      answeredBy: [pickup, prices, services, terms],
    },
    {
      question:
        'Hallo zusammen, wir bekommen im Sommer unser zweites Kind und unser alter Polo wird langsam zu klein, vor allem mit Kinderwagen. Wir suchen was Größeres, am liebsten einen Kombi mit Automatik, bis ungefähr 18.000 €. Habt ihr sowas da, und kann man den Polo dann bei euch in Zahlung geben?',
      answeredBy: [usedCars, tradeIn, services],
    },
    // Typos and chat-speak, in German
    { question: 'wieviel kostet n ölwechsel bei euch', answeredBy: [oil, prices] },
    {
      question: 'habt ihr nen leihwagen wenn meine karre länger in der werkstatt steht?',
      answeredBy: [courtesyCar, terms, prices, services],
    },
    {
      question: 'kannste mir sagen ob ihr auch e autos macht? hab nen tesla model 3',
      answeredBy: [ev, description, services, prices, usCars],
    },
    { question: 'zahlen mit karte geht oder nur bar??', answeredBy: [payment, terms] },
    {
      question: 'macht ihr vorher nen kostenvoranschlag oder wird einfach drauflos repariert',
      answeredBy: [estimate, terms, prices, quoteRequest],
    },
    // One or two words, in German
    { question: 'Zahnriemen', answeredBy: [timingBelt, prices, services] },
    { question: 'Kupplung wechseln', answeredBy: [prices, services] },
    { question: 'Öffnungszeiten?', answeredBy: [hours] },
    // German questions, English knowledge
    {
      question: 'Spricht bei Ihnen jemand Englisch? Mein Mann kann kaum Deutsch.',
      answeredBy: [englishStaff],
    },
    {
      question: 'Gibt es bei euch einen Warteraum, wo ich während der Reparatur bleiben kann?',
      answeredBy: [waiting],
    },
    {
      question: 'Was muss ich mitbringen, wenn ich das Auto zur Reparatur abgebe?',
      answeredBy: [dropOff],
    },
    // English paraphrases, UK and US words
    {
      question: "Can you do the MOT here? I think in Germany it's called the TÜV.",
      answeredBy: [hu, services, prices],
    },
    { question: 'How much is a tire rotation?', answeredBy: [prices] },
    {
      question: 'My check engine light just came on. Is it safe to keep driving?',
      answeredBy: [warningLight],
    },
    {
      question: 'Can you fix a crack in my windshield? Will my insurance cover it?',
      answeredBy: [windscreen, prices, terms, services],
    },
    {
      question: 'Do you have loaner cars? Ideally an automatic.',
      answeredBy: [courtesyCar, terms, prices, services],
    },
    {
      question:
        'Will getting my car serviced at an independent garage void the manufacturer warranty?',
      answeredBy: [inspection, description],
    },
    // Long messages, in English
    {
      question:
        "Hi there! We're a military family, we just PCS'd to Wiesbaden from Texas and shipped our Jeep Grand Cherokee (US spec) over. Now it's throwing a code and it's also due for an oil change, and the auto shop on post has like a 3 week wait. Do you guys work on American vehicles? Also, do you take VAT forms?",
      answeredBy: [usCars, description, services],
    },
    {
      question:
        "Hello, I moved to Frankfurt from London two months ago for a job at one of the banks and I'm still figuring out how everything works here. My BMW is due for its service, and apparently winter tyres are a legal thing here too. I work very long hours in the city and could only drop the car off really early in the morning or late at night. What are my options?",
      answeredBy: [hours, pickup, terms, prices, services],
    },
    {
      question:
        "hey so I'm a student at Goethe Uni and I bought a 2009 Golf for cheap off Kleinanzeigen. the brakes make this grinding noise when I stop and my roommate says that means the pads and discs are done, so it's probably going to be expensive. I don't have a lot of money rn, can I pay in installments?",
      answeredBy: [payment, terms],
    },
    {
      question:
        "Hi, someone dinged my car in the parking garage at work and luckily left a note with their name and insurance details. It's just the rear bumper, a dent and a scratch, but I have no idea how this works in Germany. Do I need an assessor? And can you deal with their insurance directly?",
      answeredBy: [accident, terms, services],
    },
    // Typos and chat-speak, in English
    { question: 'do u guys do oil changes on saturdays? thx', answeredBy: [hours] },
    { question: 'how much for an AC regas pls', answeredBy: [prices, aircon] },
    // One or two words, in English
    { question: 'brake pads', answeredBy: [prices, brakes, services] },
    // English questions, German knowledge
    {
      question: 'Do you sell used cars?',
      answeredBy: [usedCars, description, services, tradeIn],
    },
    {
      question: 'Where are you? Which tram stop is closest?',
      answeredBy: [location, description],
    },
    { question: 'What warranty do you give on repairs?', answeredBy: [repairWarranty, terms] },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Repariert ihr auch Motorräder? Meine Kawasaki Z650 braucht neue Bremsbeläge und eine Inspektion.',
    'Macht ihr auch Autofolierung? Ich will meinen Golf mattschwarz folieren lassen.',
    'Vermietet ihr Transporter? Wir ziehen nächsten Monat um und bräuchten einen Sprinter für einen Tag.',
    'Könnt ihr mein Auto für mich bei der Zulassungsstelle ummelden? Ich bin gerade von Köln nach Frankfurt gezogen.',
    'Bildet ihr aus? Ich suche ab September einen Ausbildungsplatz als Kfz-Mechatroniker.',
    'Do you sell new cars? I want to lease a brand-new VW Tiguan.',
    'Do you offer driving lessons? My son just turned 17 and wants to get his licence.',
    'My car broke down on the A5 near the Frankfurter Kreuz. Can you send a tow truck to get it off the Autobahn?',
    // Plainly outside
    'Wo gibt es in Sachsenhausen den besten Apfelwein?',
    'Which S-Bahn goes from the Hauptbahnhof to the airport?',
  ],
};
