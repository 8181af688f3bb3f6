import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Autohaus Pichler, a family-run car dealer in Graz-Liebenau (Austria) and Hyundai dealer since
 * 1998: new Hyundai cars, demonstrators and used cars of all brands, with financing, leasing,
 * trade-in, registration, delivery and export, and a workshop for all brands with the Austrian
 * "Pickerl" (§57a inspection), tyres, a body shop and e-car charging. Its customers write in
 * German, Austrian and German alike, and in English (expats, exchange students, buyers from
 * neighbouring countries). The owner wrote the briefing in German, most Q&A pairs in German and
 * a few in English, added one custom response for trade-in valuation requests, and pasted the
 * 2026 price and offer list and the sales and warranty conditions, both in German.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday words ("Karre", "Kiste", "Gebrauchter", "Jahreswagen", "eintauschen",
 * "Nummerntafeln"), English words ("down payment", "part exchange", "monthly payments",
 * "test ride", "second-hand"), long messages, dialect, typos and chat-speak ("servus",
 * "grüß gott", "wieviel", "habts", "kann ma", "nen", "u", "lol"), one- to three-word questions,
 * and German questions against English knowledge and the reverse. The outside questions include
 * hard negatives that share words with the knowledge (renting a car, motorbikes, car insurance,
 * driving lessons, wrapping a car, spare parts sent by post, jobs and apprenticeships, towing
 * from the motorway).
 */

const english = qaIn('English');
const german = qaIn('German');

// The sources' titles, as the answers name them.
const hours = 'Wann haben Sie geöffnet?';
const location = 'Wo befindet sich das Autohaus und wie komme ich hin?';
const newCars = 'Welche Neuwagen bekomme ich bei Ihnen und wie lange dauert die Lieferung?';
const usedCars = 'Verkaufen Sie auch Gebrauchtwagen anderer Marken?';
const demoCars = 'Haben Sie Vorführwagen und Tageszulassungen?';
const testDrive = 'Kann ich eine Probefahrt machen?';
const financing = 'Wie funktioniert eine Finanzierung bei Ihnen?';
const leasing = 'Kann ich ein Auto auch leasen?';
const tradeIn = 'Nehmen Sie meinen alten Wagen in Zahlung?';
const reservation = 'Kann ich ein Auto reservieren?';
const registration = 'Kümmern Sie sich um die Anmeldung des Autos?';
const pickerl = 'Machen Sie die §57a-Begutachtung (Pickerl)?';
const service = 'Was kostet ein Service und machen Sie das auch für andere Marken?';
const tyres = 'Wann muss ich auf Winterreifen wechseln und was kostet der Räderwechsel?';
const tyreStorage = 'Kann ich meine Reifen bei Ihnen einlagern?';
const ev = 'Welche Elektroautos haben Sie und wie schaut es mit dem Laden aus?';
const wallbox = 'Bekomme ich bei Ihnen auch eine Wallbox für zu Hause?';
const warranty = 'Welche Garantie habe ich auf Neuwagen?';
const usedWarranty = 'Welche Garantie oder Gewährleistung gibt es auf Gebrauchtwagen?';
const delivery = 'Liefern Sie das Auto auch nach Hause?';
const bodyshop = 'Reparieren Sie auch Unfallschäden?';
const payment = 'Wie kann ich das Auto bezahlen?';
const courtesyCar = 'Bekomme ich ein Ersatzauto, während mein Auto in der Werkstatt ist?';
const englishStaff = 'Does anyone at the dealership speak English?';
const foreigners = 'Can I buy and register a car in Austria if I am not Austrian?';
const nova = 'What is NoVA and is it included in your prices?';
const exportCars = 'Do you export cars to other countries?';
const booking = 'How do I book a workshop appointment?';
const prices = 'Preisliste und Angebote 2026';
const terms = 'Verkaufs- und Garantiebedingungen';
const valuation = 'Anfrage zur Bewertung eines Autos für Eintausch oder Ankauf';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const grazCarDealerSet: EvaluationSet = {
  name: 'Graz car dealer (Autohaus Pichler)',
  heldOut: false,
  agentName: 'Sabine',
  briefing: {
    companyName: 'Autohaus Pichler',
    industry: 'automotive',
    description:
      'Das Autohaus Pichler ist ein Familienbetrieb in zweiter Generation in der Liebenauer Hauptstraße 214 in Graz-Liebenau und seit 1998 Hyundai-Vertragshändler. Wir verkaufen neue Hyundai, Vorführwagen und Tageszulassungen sowie 70 bis 90 geprüfte Gebrauchtwagen aller Marken, mit Finanzierung, Leasing und Eintausch. In unserer Werkstatt servicieren und reparieren wir Autos aller Marken, machen das Pickerl (§57a-Begutachtung), Räderwechsel und Unfallreparaturen in der eigenen Spenglerei und Lackiererei. Wir melden Ihr Auto an, stellen es in ganz Österreich zu und verkaufen auch ins Ausland.',
    targetAudience:
      'Private Autokäuferinnen und Autokäufer aus Graz und der ganzen Steiermark, Familien und Pendler aus Graz-Umgebung, Studierende und internationale Fachkräfte, die nach Graz gezogen sind, Firmenkunden mit Firmenautos sowie Käufer aus Slowenien, Kroatien, Ungarn und Bosnien, die bei uns Gebrauchtwagen für den Export kaufen.',
    keyServices:
      'Neuwagen von Hyundai (auch Elektro und Hybrid), Vorführwagen und Tageszulassungen, Gebrauchtwagen aller Marken mit Garantie, Finanzierung und Leasing für Private und Firmen, Eintausch und Ankauf, Zulassung und Kennzeichen, Zustellung in ganz Österreich, Export, Werkstatt für alle Marken mit Service nach Herstellervorgaben, §57a-Begutachtung (Pickerl), Räderwechsel und Reifeneinlagerung, Spenglerei und Lackiererei mit Versicherungsabwicklung, Schnellladen und Wallbox-Installation, Ersatzautos.',
    commonQuestions:
      'Was ein Auto im Monat bei Finanzierung oder Leasing kostet, wie viel wir beim Eintausch für das alte Auto geben, wie lange die Lieferung eines Neuwagens dauert, ob eine Probefahrt möglich ist, was die Anmeldung kostet, wann das Pickerl fällig ist, ab wann Winterreifen Pflicht sind, wie das Laden bei Elektroautos funktioniert, welche Garantie es gibt und ob man als Ausländer ein Auto kaufen und anmelden kann.',
    languages: ['German', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Freundlich und unkompliziert, wie man in der Steiermark miteinander redet, aber immer korrekt. Auf Deutsch siezen wir unsere Kunden, außer sie duzen uns zuerst. Immer mit Preisen in Euro und einem konkreten nächsten Schritt (Probefahrt, Termin, Rückruf). Wer uns auf Englisch schreibt, bekommt die Antwort auf Englisch.',
    personality:
      'Wie ein erfahrener Verkäufer aus einem Familienbetrieb: ehrlich, geduldig, kennt sich mit Autos aus und redet niemandem etwas ein.',
    responseTemplates: [
      {
        scenario: valuation,
        response:
          'Damit wir Ihnen schnell eine erste Einschätzung für Ihr Auto geben können, schicken Sie uns bitte: Marke, Modell und Motor, Erstzulassung, Kilometerstand, Ausstattung (z. B. Navi, Anhängerkupplung, Automatik), bekannte Schäden oder Mängel, bis wann das Pickerl gilt, ob das Serviceheft gepflegt ist, und Fotos von allen vier Seiten, vom Innenraum und vom Tacho. Am einfachsten per WhatsApp an 0664 318 22 70 oder per E-Mail an verkauf@autohaus-pichler.example. Die erste Einschätzung bekommen Sie innerhalb eines Werktags, kostenlos und unverbindlich. Den genauen Preis nennen wir Ihnen nach der Besichtigung im Autohaus, die 20 bis 30 Minuten dauert.',
      },
    ],
  },
  qa: [
    german(
      hours,
      'Unser Schauraum und der Verkauf haben Montag bis Freitag von 8:00 bis 18:00 Uhr und am Samstag von 9:00 bis 13:00 Uhr geöffnet. Die Werkstatt und die Serviceannahme haben Montag bis Donnerstag von 7:00 bis 17:00 Uhr und am Freitag von 7:00 bis 14:00 Uhr offen; am Samstag ist die Werkstatt zu. Sonn- und feiertags ist geschlossen. Unsere Gebrauchtwagen auf dem Freigelände können Sie sich jederzeit ansehen, Beratung und Probefahrten gibt es aber nur zu den Öffnungszeiten. Ihr Auto für die Werkstatt können Sie auch am Vorabend oder am Wochenende abstellen: Schlüssel in das ausgefüllte Kuvert stecken und in den Schlüsseleinwurf neben der Serviceannahme werfen.',
    ),
    german(
      location,
      'Sie finden uns in der Liebenauer Hauptstraße 214, 8041 Graz, fünf Minuten südlich vom Murpark. Mit dem Auto: A2, Abfahrt Graz-Ost, dann Richtung Liebenau, noch etwa 4 Minuten. Mit den Öffis: Straßenbahnlinie 4 bis zur Endstation Liebenau/Murpark, von dort 6 Minuten zu Fuß; vom Hauptbahnhof sind Sie in etwa 30 Minuten bei uns. Vor dem Schauraum gibt es 40 Kundenparkplätze und zwei Schnellladesäulen. Telefon 0316 47 12 80, WhatsApp 0664 318 22 70, E-Mail verkauf@autohaus-pichler.example, für die Werkstatt service@autohaus-pichler.example.',
    ),
    german(
      newCars,
      'Wir sind seit 1998 Hyundai-Vertragshändler und verkaufen die ganze Hyundai-Palette: vom Kleinwagen i10 über i20, Bayon, Kona, Tucson und Santa Fe bis zu den Elektroautos Inster, Kona Elektro, Ioniq 5 und Ioniq 6. Neuwagen anderer Marken verkaufen wir nicht, Gebrauchte aller Marken schon. Rund 30 neue Autos stehen bei uns lagernd; ein Lagerfahrzeug ist meist innerhalb von 1 bis 2 Wochen angemeldet und übergabebereit. Ein bestelltes Auto in Ihrer Wunschausstattung und -farbe kommt je nach Modell in 3 bis 6 Monaten; den voraussichtlichen Liefertermin schreiben wir in den Kaufvertrag. Unsere Hauspreise inklusive NoVA und 20 % USt stehen in der Preisliste, und im Schauraum können Sie sich alle Modelle anschauen.',
    ),
    german(
      usedCars,
      'Ja. Auf unserem Freigelände stehen ständig 70 bis 90 Gebrauchtwagen aller Marken, von VW, Škoda und Toyota über BMW und Mercedes bis Hyundai, meist bis 8 Jahre alt, mit weniger als 150.000 km und zwischen 7.900 und 45.000 €. Jedes Auto wird vor dem Verkauf in unserer Werkstatt durchgecheckt, bekommt ein Service und ein neues §57a-Gutachten (Pickerl) und wird mit 12 Monaten Gewährleistung verkauft, bis 8 Jahre und 150.000 km auch mit 12 Monaten Gebrauchtwagengarantie. Den aktuellen Bestand mit Fotos und Preisen finden Sie auf autohaus-pichler.example/gebrauchte und auf willhaben. Ist Ihr Wunschauto nicht dabei, suchen wir es gerne für Sie.',
    ),
    german(
      demoCars,
      'Ja, laufend. Vorführwagen sind unsere eigenen Probefahrtautos, meist 3 bis 12 Monate alt und mit weniger als 10.000 km; Tageszulassungen sind neue Autos, die nur kurz auf uns angemeldet waren und praktisch keine Kilometer haben. Beide bekommen Sie um 10 bis 20 % unter dem Hauspreis, und die 5-jährige Hyundai-Werksgarantie läuft ab der Erstzulassung weiter. Außerdem haben wir immer junge Gebrauchte, die ein bis zwei Jahre alt sind, oft Rückläufer aus dem Leasing. Die aktuellen Autos sehen Sie auf autohaus-pichler.example/gebrauchte unter „Vorführwagen“; weil sie schnell weg sind, reservieren wir Ihnen eines auf Wunsch 48 Stunden kostenlos.',
    ),
    german(
      testDrive,
      'Gerne. Fast jedes Neuwagenmodell haben wir als Vorführwagen, auch alle Elektroautos, und jeden Gebrauchtwagen können Sie probefahren. Eine Probefahrt dauert 30 bis 60 Minuten und ist kostenlos; vereinbaren Sie am besten einen Termin, damit das Auto getankt bzw. geladen bereitsteht, auch am Samstagvormittag. Bitte bringen Sie Ihren Führerschein und einen Lichtbildausweis mit. Ein Führerschein aus einem EU- oder EWR-Land reicht; mit einem Führerschein aus einem anderen Land brauchen Sie zusätzlich den internationalen Führerschein. Bei Neuwagen ist auch eine Wochenend-Probefahrt möglich: von Freitag 14:00 Uhr bis Montag 9:00 Uhr, mit bis zu 300 km, ab 21 Jahren und nach Absprache.',
    ),
    german(
      financing,
      'Neu- und Gebrauchtwagen können Sie über unsere Partnerbank finanzieren, mit einer Laufzeit von 12 bis 84 Monaten. Eine Anzahlung ist keine Pflicht, üblich sind 10 bis 30 % des Kaufpreises, und Ihr Eintauschauto zählt als Anzahlung. Auf Wunsch vereinbaren wir eine Schlussrate am Ende, dann werden die Monatsraten kleiner. Der effektive Jahreszins beginnt derzeit bei 5,9 %. Ein Beispiel: Für einen Gebrauchtwagen um 20.000 € mit 4.000 € Anzahlung zahlen Sie über 60 Monate rund 310 € im Monat. Für den Antrag brauchen wir Ihren Lichtbildausweis, den Meldezettel, die letzten drei Lohn- oder Gehaltszettel und Ihre Kontodaten; Voraussetzung sind ein Wohnsitz in Österreich und ein regelmäßiges Einkommen. Die Bank entscheidet meist innerhalb einer Stunde. Sie können den Kredit jederzeit vorzeitig zurückzahlen und innerhalb von 14 Tagen ohne Angabe von Gründen vom Kreditvertrag zurücktreten.',
    ),
    german(
      leasing,
      'Ja, als Privatperson und als Firma, bei Neuwagen und bei Gebrauchtwagen bis 5 Jahre. Die Laufzeit beträgt 24 bis 60 Monate, die Kilometer wählen Sie zwischen 10.000 und 30.000 km im Jahr. Mit der Eigenleistung von 0 bis 35 % des Kaufpreises bestimmen Sie, wie hoch die Leasingrate ist; die aktuellen Leasingbeispiele für jedes Modell stehen in unserer Preisliste, zum Beispiel den Hyundai i10 ab 149 € im Monat. Am Ende der Laufzeit geben Sie das Auto zurück, kaufen es zum vereinbarten Restwert oder steigen auf ein neues um. Mehrkilometer kosten 0,08 € pro km, nicht gefahrene Kilometer schreiben wir Ihnen mit 0,04 € pro km gut. Wie bei der Finanzierung brauchen Sie einen Wohnsitz in Österreich und ein regelmäßiges Einkommen, und das Leasingauto muss vollkaskoversichert sein.',
    ),
    german(
      tradeIn,
      'Ja. Kaufen Sie bei uns einen Neu- oder Gebrauchtwagen, nehmen wir Ihr bisheriges Auto jeder Marke in Zahlung und rechnen den Wert auf den Kaufpreis an. Gepflegte Autos bis 15 Jahre kaufen wir auch an, wenn Sie bei uns nichts kaufen. Die Bewertung im Autohaus ist kostenlos und dauert 20 bis 30 Minuten; unser Angebot gilt 7 Tage bzw. für höchstens 500 km mehr. Läuft auf Ihrem Auto noch ein Kredit oder Leasing, lösen wir den offenen Betrag direkt bei der Bank ab und rechnen ihn gegen. Bitte bringen Sie Zulassungsschein, Typenschein (falls vorhanden), Serviceheft oder Rechnungen, das letzte Pickerl-Gutachten, alle Schlüssel und Ihren Ausweis mit. Für eine erste Einschätzung schicken Sie uns Fotos und die wichtigsten Daten per WhatsApp an 0664 318 22 70. Die Abmeldung Ihres alten Autos übernehmen wir kostenlos.',
    ),
    german(
      reservation,
      'Ja. Einen Gebrauchtwagen, Vorführwagen oder ein Lagerfahrzeug reservieren wir Ihnen 48 Stunden kostenlos, telefonisch, per WhatsApp oder per E-Mail. Brauchen Sie länger, zum Beispiel bis Ihre Finanzierung genehmigt ist, halten wir das Auto bis zu 14 Tage gegen eine Anzahlung von 500 € für Sie zurück. Die Anzahlung wird beim Kauf angerechnet; lehnt die Bank die Finanzierung ab, bekommen Sie sie zur Gänze zurück. Kaufen Sie aus einem anderen Grund nicht, behalten wir 150 € Bearbeitungsgebühr ein. Einen Neuwagen bestellen wir mit Ihrer Unterschrift unter den Kaufvertrag; da braucht es keine Reservierung.',
    ),
    german(
      registration,
      'Ja, für jedes Auto, das Sie bei uns kaufen, erledigen wir die Zulassung bei der Zulassungsstelle, und Sie bekommen das Auto mit Kennzeichentafeln, Zulassungsschein und, bei Gebrauchten, gültiger Begutachtungsplakette. Der Zulassungsservice kostet 249 € inklusive Behördengebühren und Kennzeichentafeln, mit Ihrem bisherigen Kennzeichen 199 €; ein Wunschkennzeichen kostet zusätzlich die Gebühr laut Tarif (derzeit rund 250 €). Dafür brauchen wir Ihren Lichtbildausweis und die Versicherungsbestätigung Ihrer Kfz-Haftpflichtversicherung, von Firmen zusätzlich einen Firmenbuchauszug und eine Vollmacht. Anmelden können wir nur auf eine Person mit Hauptwohnsitz in Österreich oder eine Firma mit Sitz in Österreich. Die Zulassung dauert einen Werktag. Ihr Eintauschauto melden wir kostenlos ab.',
    ),
    german(
      pickerl,
      'Ja, wir sind eine ermächtigte Begutachtungsstelle nach § 57a KFG und machen das Pickerl für Pkw aller Marken und für Klein-Lkw bis 3,5 t. Die Begutachtung dauert etwa 45 Minuten und kostet 79 € (Klein-Lkw 89 €); mit Termin können Sie dabei warten, und zusammen mit einem Service kostet sie 20 € weniger. Fällig ist das Pickerl bei einem neuen Pkw nach 3 Jahren, dann nach 2 Jahren und danach jedes Jahr. Der Monat ist auf der Plakette gelocht: Sie können von einem Monat davor bis vier Monate danach zur Begutachtung kommen, ohne dass sich der nächste Termin verschiebt. Finden wir schwere Mängel, reparieren wir sie nach Ihrer Freigabe; die Nachbegutachtung innerhalb eines Monats ist kostenlos. Bitte bringen Sie den Zulassungsschein mit.',
    ),
    german(
      service,
      'Ein Hyundai-Service nach Serviceplan kostet an Arbeitszeit 189 € für i10, i20 und Bayon, 249 € für Kona, Tucson und Santa Fe und 149 € für Elektroautos, dazu Öl, Filter und Teile nach Verbrauch. Bei den meisten Hyundai ist das Service alle 15.000 km oder einmal im Jahr fällig. Autos anderer Marken servicieren wir genauso nach den Vorgaben des Herstellers, mit Originalteilen oder Teilen in gleicher Qualität, ab 219 € Arbeitszeit. Wir tragen jedes Service ins digitale Serviceheft ein oder stempeln Ihr Serviceheft, damit Ihre Garantie erhalten bleibt. Ein Service dauert 2 bis 3 Stunden; bringen Sie das Auto bis 8:00 Uhr, ist es am Nachmittag fertig. Machen Sie Service und Pickerl zusammen, sparen Sie 20 €.',
    ),
    german(
      tyres,
      'In Österreich gilt die situative Winterreifenpflicht: Von 1. November bis 15. April müssen Sie bei winterlichen Fahrbahnverhältnissen, also bei Schnee, Schneematsch oder Eis, Winterreifen montiert haben (oder bei durchgehender Schneedecke Schneeketten auf den Antriebsrädern). Als Winterreifen gelten sie nur mit mindestens 4 mm Profiltiefe; Ganzjahresreifen mit Schneeflockensymbol zählen auch. Wir empfehlen den Wechsel Ende Oktober und zurück auf Sommerreifen ab Ostern. Der Räderwechsel (Kompletträder umstecken, Luftdruck und Sichtprüfung) kostet 39 € bis 17 Zoll und 49 € ab 18 Zoll und für SUV, dauert etwa 30 Minuten, und Sie können dabei warten. Reifen auf Felgen montieren mit Wuchten kostet für 4 Reifen 89 € bzw. 109 €. Neue Winter- oder Ganzjahresreifen bieten wir Ihnen gerne an. In der Saison (Mitte Oktober bis Ende November und März bis April) buchen Sie den Termin bitte zwei Wochen vorher.',
    ),
    german(
      tyreStorage,
      'Ja, in unserem Reifenlager. Die Einlagerung von 4 Rädern oder Reifen kostet 69 € pro Saison, im Paket mit dem Räderwechsel 99 € (bis 17 Zoll) bzw. 119 € (ab 18 Zoll und SUV). Wir waschen die Räder, prüfen Profil und Zustand und sagen Ihnen Bescheid, wenn Winterreifen unter 4 mm oder Sommerreifen unter 3 mm Profil haben. Die Räder lagern trocken und dunkel und sind gegen Feuer und Diebstahl versichert. Damit wir Ihre Räder rechtzeitig aus dem Lager holen können, buchen Sie den Wechseltermin bitte mindestens zwei Werktage vorher.',
    ),
    german(
      ev,
      'Bei den Neuwagen haben wir den Hyundai Inster, den Kona Elektro, den Ioniq 5 und den Ioniq 6, alle auch als Vorführwagen zum Probefahren; dazu meist 10 bis 15 gebrauchte Elektroautos aller Marken, jedes mit einem Zertifikat über den Zustand der Hochvoltbatterie (State of Health). Die Reichweite liegt je nach Modell zwischen rund 300 und 550 km nach WLTP; im Winter sollten Sie mit 20 bis 30 % weniger rechnen. Laden können Sie zu Hause an einer Wallbox, unterwegs an öffentlichen Ladestationen mit einer Ladekarte oder an unseren zwei Schnellladern mit 150 kW, die rund um die Uhr öffentlich zugänglich sind. Elektroautos sind in Österreich NoVA-frei, für Firmenautos fällt kein Sachbezug an, und auf die Hochvoltbatterie gibt Hyundai 8 Jahre oder 160.000 km Garantie. Welche Förderungen es gerade gibt, ändert sich oft; den aktuellen Stand sagen wir Ihnen im Verkaufsgespräch.',
    ),
    german(
      wallbox,
      'Ja, gemeinsam mit unserem Partnerbetrieb Elektrotechnik Hofer aus Graz. Zuerst kommt ein Elektriker kostenlos zu Ihnen (in Graz und Graz-Umgebung) und schaut sich Zählerkasten, Leitungsweg und Stellplatz an. Eine 11-kW-Wallbox mit Standardmontage (bis 15 m Kabel) kostet ab 1.390 €; die Meldung beim Netzbetreiber erledigt der Elektriker für Sie. Wohnen Sie in einer Miet- oder Eigentumswohnung, brauchen Sie die Zustimmung des Vermieters bzw. der anderen Eigentümer; bei Wohnungseigentum gilt die Zustimmung für eine Ladestation bis 5,5 kW als erteilt, wenn die anderen Eigentümer nach Ihrer Verständigung zwei Monate lang nicht widersprechen. Vom Kauf bis zur fertig montierten Wallbox dauert es meist 3 bis 6 Wochen.',
    ),
    german(
      warranty,
      'Auf jeden neuen Hyundai gibt es 5 Jahre Werksgarantie ohne Kilometerbegrenzung, auf die Hochvoltbatterie von Elektro- und Hybridautos 8 Jahre oder 160.000 km. Die Garantie gilt in jeder Hyundai-Vertragswerkstatt in Europa und geht bei einem Verkauf auf den nächsten Besitzer über. Voraussetzung ist, dass das Auto nach dem Hyundai-Serviceplan gewartet wird, bei uns oder in einer anderen Werkstatt, die nach Herstellervorgaben arbeitet. Nicht gedeckt sind Verschleißteile wie Bremsbeläge, Wischerblätter und Reifen sowie Schäden durch einen Unfall oder falsche Bedienung. Zusätzlich haben Sie bei uns als Verkäufer die gesetzliche Gewährleistung von 2 Jahren.',
    ),
    german(
      usedWarranty,
      'Als Privatkunde haben Sie auf jeden Gebrauchtwagen 12 Monate Gewährleistung ab Übergabe; das vereinbaren wir im Kaufvertrag so, wie es das Gesetz bei gebrauchten Autos erlaubt. Dazu bekommt jeder Gebrauchtwagen bis 8 Jahre und 150.000 km ohne Aufpreis 12 Monate Gebrauchtwagengarantie unseres Garantiepartners. Sie deckt Motor, Getriebe, Kraftübertragung, Lenkung, Bremsanlage und Elektrik bis zum Zeitwert des Autos; Verschleißteile sind nicht gedeckt. Für 390 € verlängern Sie die Garantie auf 24 Monate. Hat ein junger Hyundai noch Werksgarantie, gilt sie bis zum Ende der 5 Jahre weiter. Firmenkunden verkaufen wir Gebrauchtwagen ohne Gewährleistung, aber mit derselben Garantie.',
    ),
    german(
      delivery,
      'Ja. Wir stellen Ihnen Ihr neues Auto angemeldet und vollgetankt bzw. geladen vor die Haustür, und unser Verkäufer erklärt es Ihnen bei der Übergabe in Ruhe. In Graz und Graz-Umgebung ist die Zustellung kostenlos, in der übrigen Steiermark kostet sie 99 €, nach Kärnten, ins Burgenland, nach Wien, Niederösterreich und Oberösterreich 249 € und nach Salzburg, Tirol und Vorarlberg 349 €. Ihr Eintauschauto nehmen wir dabei gleich mit. Den Zustelltermin vereinbaren wir, sobald das Auto angemeldet und bezahlt ist, meist innerhalb von 3 Werktagen. Natürlich können Sie das Auto auch bei uns im Autohaus übernehmen.',
    ),
    german(
      bodyshop,
      'Ja, in unserer eigenen Spenglerei und Lackiererei, für Autos aller Marken. Von der Parkdelle und dem Kratzer (Smart Repair ab 159 €) über Hagelschäden bis zum großen Unfallschaden machen wir alles im Haus, im Originalfarbton. Nach einem Unfall melden Sie den Schaden Ihrer Versicherung und bringen uns den Unfallbericht und Fotos; wir vereinbaren die Besichtigung mit dem Sachverständigen der Versicherung und rechnen bei Haftpflicht- und Kaskoschäden direkt mit der Versicherung ab, bei Kasko zahlen Sie nur Ihren Selbstbehalt. Waren Sie nicht schuld, zahlt die gegnerische Versicherung auch Ihr Ersatzauto. Einen Kostenvoranschlag bekommen Sie nach der Besichtigung innerhalb von zwei Werktagen.',
    ),
    german(
      payment,
      'Den Kaufpreis überweisen Sie am einfachsten vor der Übergabe auf unser Konto; das Auto bekommen Sie, sobald das Geld eingegangen ist, bei einer Echtzeitüberweisung also sofort. Bar zahlen können Sie bis 10.000 €, darüber nur per Überweisung. Die Anzahlung können Sie auch mit Bankomatkarte oder Kreditkarte (bis 5.000 €) zahlen. Den Rest können Sie finanzieren oder leasen, und ein Eintauschauto wird direkt angerechnet. Werkstattrechnungen zahlen Sie bei der Abholung bar, mit Bankomat- oder Kreditkarte oder mit Apple Pay und Google Pay. Schecks nehmen wir nicht an.',
    ),
    german(
      courtesyCar,
      'Ja, wir haben acht Ersatzautos, vom i10 bis zum Kona Elektro, zwei davon mit Automatik. Ein Ersatzauto kostet 15 € pro Tag mit 100 km pro Tag, jeder weitere Kilometer 0,30 €; bei Reparaturen ab 800 €, bei Garantiearbeiten und bei Unfallschäden, die die gegnerische Versicherung zahlt, ist es kostenlos. Bitte reservieren Sie es gleich mit dem Werkstatttermin, vor allem in der Reifensaison. Sie müssen mindestens 21 Jahre alt sein und den Führerschein seit einem Jahr haben. Bitte bringen Sie das Auto mit dem gleichen Tank- bzw. Ladestand zurück.',
    ),
    english(
      englishStaff,
      'Yes. Daniel in sales lived in Dublin for eight years, and Jelena at the service desk speaks English, Croatian and Bosnian/Serbian; most of our team gets by in English too. You can write to us in English on WhatsApp (0664 318 22 70) or by email, and we answer in English. Our contracts are in German, but before you sign we give you an English translation of the purchase, financing or leasing contract to read, and we are happy to explain Austrian specifics such as NoVA, the Pickerl inspection and registration in English.',
    ),
    english(
      foreigners,
      'Yes, your nationality does not matter: anyone can buy a car from us. To register it in your name in Austria, you need a main residence (Hauptwohnsitz) here, registered with a Meldezettel, and a valid passport or ID card; non-EU citizens also bring their residence permit. With only a secondary residence (Nebenwohnsitz), for example as an exchange student, you cannot register a car in your name in Austria. For financing or leasing, the bank also needs an Austrian bank account, a regular income in Austria and an employment contract that has passed its probation period. As for your driving licence: an EU or EEA licence is valid in Austria as it is; a licence from another country is valid for six months after you take up residence here, after which you need to have it converted.',
    ),
    english(
      nova,
      'NoVA (Normverbrauchsabgabe) is a one-off Austrian tax that is paid when a car is registered in Austria for the first time. It depends on the car’s CO2 emissions: small, efficient cars pay little or nothing, large petrol SUVs pay a lot. All our prices for new and used cars already include NoVA and 20 % VAT, so the price on the car is the price you pay, plus registration if you want us to do it for you. Electric cars are exempt from NoVA. If a car is exported and registered abroad, we can sell it without NoVA; see our export terms.',
    ),
    english(
      exportCars,
      'Yes. We regularly sell used cars and Hyundai demonstrators to buyers from Slovenia, Croatia, Hungary, Italy and Germany, and to Bosnia and Herzegovina and Serbia. Companies in the EU with a valid VAT number buy net, without Austrian VAT and without NoVA (intra-community supply). Private buyers from the EU pay the price of a used car with Austrian VAT but without NoVA, and register the car in their home country. Buyers from outside the EU pay the net price plus a deposit of 20 % for the VAT, which we refund once the car has cleared customs and you send us the stamped export document. For the drive home we arrange temporary export plates (Überstellungskennzeichen) with insurance for 190 €. Payment is by bank transfer before the car is collected. We do not deliver abroad ourselves, but we help you find a transport company.',
    ),
    english(
      booking,
      'Book online at autohaus-pichler.example/termin, call the service desk on 0316 47 12 80 or send a WhatsApp message to 0664 318 22 70. Tell us the make, model and year of your car, the mileage and what needs doing. We can usually offer an appointment within 3 to 5 working days; in tyre season (mid-October to the end of November and March to April) it can take two weeks. Jobs under about 45 minutes, such as a tyre change or the Pickerl inspection, can be done while you wait if you book a waiting appointment. If a warning light comes on or the car makes strange noises, call us: we try to look at it the same day.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'German',
      text: `PREISLISTE UND ANGEBOTE 2026 – Autohaus Pichler, Hyundai-Vertragshändler in Graz
Alle Preise in Euro inklusive 20 % USt, bei Fahrzeugen auch inklusive NoVA. Gültig ab 1. Jänner 2026 bis auf Widerruf. Werkstattpreise: Arbeitszeit wie angegeben; Teile, Öl und Material nach Verbrauch, sofern nicht anders angegeben. Irrtümer und Druckfehler vorbehalten.

Neuwagen – Hauspreise und Leasing ab (pro Monat)
- Hyundai i10 1.0 Life: 16.490 €, Leasing ab 149 €
- Hyundai i20 1.0 T-GDI Trend: 21.290 €, Leasing ab 189 €
- Hyundai Bayon 1.0 T-GDI Trend: 23.490 €, Leasing ab 209 €
- Hyundai Inster Elektro 42 kWh: 24.990 €, Leasing ab 219 €
- Hyundai Kona 1.6 Hybrid Trend: 33.990 €, Leasing ab 289 €
- Hyundai Kona Elektro 65 kWh: 39.990 €, Leasing ab 339 €
- Hyundai Tucson 1.6 T-GDI Hybrid: 41.490 €, Leasing ab 369 €
- Hyundai Ioniq 5 63 kWh: 45.990 €, Leasing ab 399 €
- Hyundai Ioniq 6 63 kWh: 47.990 €, Leasing ab 419 €
- Hyundai Santa Fe 1.6 T-GDI Hybrid 7-Sitzer: 59.990 €, Leasing ab 549 €
Leasingbeispiele: Privatleasing, Laufzeit 48 Monate, 10.000 km pro Jahr, Eigenleistung 20 % des Hauspreises, Restwert laut Leasingvertrag, Bearbeitungsgebühr 290 €, vorbehaltlich Bonitätsprüfung durch unsere Partnerbank. Beispiel Kona 1.6 Hybrid Trend: Hauspreis 33.990 €, Eigenleistung 6.798 €, 48 Raten zu 289 €, Restwert 18.400 €, Sollzinssatz 5,49 % fix, effektiver Jahreszins 5,83 %, zu zahlender Gesamtbetrag 39.360 €.
- Mehrkilometer: 0,08 € pro km; Minderkilometer: Gutschrift 0,04 € pro km
- Vorführwagen und Tageszulassungen: 10 bis 20 % unter dem Hauspreis, aktuelle Liste auf autohaus-pichler.example/gebrauchte

Finanzierung für Neu- und Gebrauchtwagen
- Laufzeit 12 bis 84 Monate, Anzahlung 0 bis 50 %, auf Wunsch mit Schlussrate
- Sollzinssatz ab 5,49 % fix, effektiver Jahreszins ab 5,9 %, Bearbeitungsgebühr 290 €
- Beispiel Gebrauchtwagen: Kaufpreis 20.000 €, Anzahlung 4.000 €, Laufzeit 60 Monate, ohne Schlussrate: 60 Raten zu 310 €, effektiver Jahreszins 6,3 %, zu zahlender Gesamtbetrag 22.600 €

Eintausch und Ankauf
- Bewertung Ihres Autos im Autohaus (20 bis 30 Minuten): kostenlos
- Ablöse eines offenen Kredits oder Leasings bei Ihrer Bank: kostenlos
- Abmeldung des Eintauschautos: kostenlos

Gebrauchtwagengarantie
- 12 Monate für Gebrauchtwagen bis 8 Jahre und 150.000 km: im Kaufpreis enthalten
- Verlängerung auf 24 Monate: 390 €

Zulassung und Kennzeichen
- Zulassungsservice inklusive Behördengebühren und Kennzeichentafeln: 249 €
- Zulassung mit Ihrem bisherigen Kennzeichen: 199 €
- Wunschkennzeichen: zusätzlich die Gebühr laut Tarif (derzeit rund 250 €)
- Überstellungskennzeichen für den Export, mit Haftpflichtdeckung: 190 €

Zustellung und Übergabe
- Übergabe im Autohaus mit Einweisung (30 bis 45 Minuten): kostenlos
- Zustellung in Graz und Graz-Umgebung: kostenlos
- Übrige Steiermark: 99 €
- Kärnten, Burgenland, Wien, Niederösterreich, Oberösterreich: 249 €
- Salzburg, Tirol, Vorarlberg: 349 €
- Ausland: keine eigene Zustellung; Vermittlung einer Spedition auf Anfrage
- Standgebühr, wenn ein fertig gemeldetes Auto nicht innerhalb von 14 Tagen übernommen wird: 10 € pro Tag

Werkstatt – Stundensätze
- Mechanik und Elektrik: 145 € pro Stunde
- Hochvolt-Arbeiten an Elektro- und Hybridautos: 159 € pro Stunde
- Spenglerei: 139 € pro Stunde
- Lackierung: 149 € pro Stunde, zuzüglich Lackmaterial

Service (Arbeitszeit, mit Eintrag ins digitale Serviceheft)
- Hyundai i10, i20, Bayon: 189 €
- Hyundai Kona, Tucson, Santa Fe: 249 €
- Hyundai Elektroautos (Inster, Kona Elektro, Ioniq 5, Ioniq 6): 149 €
- Andere Marken nach Herstellervorgaben: ab 219 €
- Ölwechsel mit Ölfilter und bis zu 5 Litern Öl mit Herstellerfreigabe: 99 €

§57a-Begutachtung (Pickerl)
- Pkw, auch Elektro und Hybrid: 79 €
- Klein-Lkw bis 3,5 t: 89 €
- Zusammen mit einem Service: 20 € Nachlass
- Nachbegutachtung innerhalb eines Monats: kostenlos

Räder und Reifen
- Räderwechsel (Kompletträder umstecken, Luftdruck, Sichtprüfung) bis 17 Zoll: 39 €
- Räderwechsel ab 18 Zoll und SUV: 49 €
- Reifen auf Felgen montieren mit Wuchten, 4 Reifen: 89 € bis 17 Zoll, 109 € ab 18 Zoll
- Reifeneinlagerung, 4 Räder oder Reifen, pro Saison: 69 €
- Paket Räderwechsel und Einlagerung pro Saison: 99 € bis 17 Zoll, 119 € ab 18 Zoll und SUV
- Reifenreparatur: 35 €
- Achsvermessung mit Protokoll: 99 €
- Altreifenentsorgung: 5 € pro Reifen
- Neue Winter-, Sommer- und Ganzjahresreifen: Angebot auf Anfrage

Klimaanlage, Bremsen, Batterie
- Klimaservice mit Kältemittel R134a: 129 €; mit R1234yf: 189 €
- Desinfektion der Klimaanlage: 45 €
- Bremsencheck: kostenlos
- Bremsbeläge vorne: ab 159 €; Bremsscheiben und Beläge vorne: ab 329 €
- Bremsflüssigkeit wechseln: 79 €
- Batterietest: kostenlos; Starterbatterie mit Einbau: ab 149 €
- Fehlerspeicher auslesen: 49 €

Spenglerei und Lack
- Smart Repair für Kratzer und kleine Lackschäden: ab 159 € pro Stelle
- Ausbeulen ohne Lackieren (Parkdellen, Hagel): ab 89 € pro Delle
- Unfall- und Hagelschäden: nach Gutachten oder Kostenvoranschlag, direkte Abrechnung mit der Versicherung

Ersatzauto
- 15 € pro Tag mit 100 km pro Tag, jeder weitere Kilometer 0,30 €
- Kostenlos bei Reparaturen ab 800 €, bei Garantiearbeiten und bei Haftpflichtschäden, die die gegnerische Versicherung zahlt

E-Mobilität
- Hochvoltbatterie-Check mit Zertifikat (State of Health): 99 €
- Laden während des Werkstattaufenthalts: kostenlos
- Unsere Schnelllader (150 kW), rund um die Uhr öffentlich: 0,49 € pro kWh, ohne Grundgebühr, Zahlung mit Karte direkt an der Säule
- 11-kW-Wallbox mit Standardmontage (bis 15 m Kabel) durch unseren Partner Elektrotechnik Hofer: ab 1.390 €
- Vor-Ort-Check für die Wallbox in Graz und Graz-Umgebung: kostenlos`,
    },
    {
      title: terms,
      language: 'German',
      text: `Verkaufs- und Garantiebedingungen der Autohaus Pichler GmbH (Stand: Jänner 2026)

1. Geltungsbereich
Diese Bedingungen gelten für den Verkauf von Neuwagen, Vorführwagen, Tageszulassungen und Gebrauchtwagen sowie für den Eintausch und Ankauf von Fahrzeugen. Für Werkstattaufträge gelten unsere Reparaturbedingungen, die in der Serviceannahme aushängen.

2. Angebot und Kaufvertrag
Unsere Angebote gelten 14 Tage. Der Kaufvertrag wird schriftlich geschlossen. Bei bestellten Neuwagen nennen wir einen voraussichtlichen Liefertermin; wird er um mehr als 8 Wochen überschritten, können Sie vom Vertrag zurücktreten und bekommen Ihre Anzahlung zurück. Bei einer Lieferung innerhalb von zwei Monaten nach Vertragsabschluss gilt für Verbraucher der vereinbarte Preis unverändert.

3. Reservierung und Anzahlung
Gebrauchtwagen, Vorführwagen und Lagerfahrzeuge reservieren wir 48 Stunden kostenlos. Eine längere Reservierung von bis zu 14 Tagen ist gegen eine Anzahlung von 500 € möglich; sie wird auf den Kaufpreis angerechnet. Lehnt die Bank eine beantragte Finanzierung ab, zahlen wir die Anzahlung zur Gänze zurück; tritt der Kunde aus einem anderen Grund vom Kauf zurück, behalten wir 150 € Bearbeitungsgebühr ein. Bei der Bestellung eines Neuwagens ist eine Anzahlung von 10 % des Kaufpreises fällig.

4. Preise und Steuern
Alle Preise verstehen sich in Euro inklusive 20 % Umsatzsteuer und Normverbrauchsabgabe (NoVA). Ändert sich die NoVA durch ein Gesetz, geben wir die Änderung weiter; bei Verbrauchern nur, wenn das Auto später als zwei Monate nach Vertragsabschluss geliefert wird. Zulassung, Wunschkennzeichen, Zustellung und die Verlängerung der Gebrauchtwagengarantie werden nach unserer Preisliste gesondert verrechnet.

5. Eintausch
Der im Kaufvertrag vereinbarte Eintauschpreis gilt, wenn das Fahrzeug bei der Übergabe in dem Zustand ist, in dem wir es bewertet haben, mit höchstens 500 km mehr und ohne neue Schäden. Bitte geben Sie uns bei der Bewertung alle bekannten Unfallschäden und Mängel an; verschwiegene Schäden berechtigen uns, den Preis anzupassen. Das Eintauschauto übergeben Sie spätestens bei der Übernahme des neuen Autos, mit Zulassungsschein, Typenschein oder Datenauszug, Serviceunterlagen und allen Schlüsseln. Besteht auf dem Eintauschauto noch ein Kredit oder Leasing, lösen wir den offenen Betrag bei der Bank ab und verrechnen ihn mit dem Eintauschpreis; übersteigt er den Eintauschpreis, zahlen Sie die Differenz mit dem Kaufpreis.

6. Finanzierung und Leasing
Finanzierungs- und Leasingverträge schließen Sie mit unserer Partnerbank ab. Wird der Kauf über unsere Partnerbank finanziert, gilt der Kaufvertrag unter der Bedingung, dass die Finanzierung genehmigt wird. Von einem Kreditvertrag können Verbraucher innerhalb von 14 Tagen ohne Angabe von Gründen zurücktreten; eine vorzeitige Rückzahlung ist jederzeit möglich. Geleaste Fahrzeuge müssen für die gesamte Laufzeit vollkaskoversichert sein. Bei der Rückgabe am Ende der Laufzeit erstellen wir gemeinsam mit Ihnen ein Rückgabeprotokoll; Mehrkilometer und Schäden über die normale Abnutzung hinaus werden nach dem Leasingvertrag verrechnet, Minderkilometer gutgeschrieben.

7. Zahlung und Eigentumsvorbehalt
Der Kaufpreis ist bei der Übergabe fällig. Wir übergeben das Fahrzeug, sobald der Kaufpreis auf unserem Konto eingegangen oder die Finanzierung ausbezahlt ist. Barzahlungen nehmen wir bis 10.000 € an, höhere Beträge nur per Überweisung. Bis zur vollständigen Bezahlung bleibt das Fahrzeug unser Eigentum.

8. Zulassung und Übergabe
Auf Wunsch melden wir das Fahrzeug für Sie an. Dafür brauchen wir Ihren Lichtbildausweis und die Versicherungsbestätigung Ihrer Kfz-Haftpflichtversicherung, von Firmen zusätzlich einen aktuellen Firmenbuchauszug und eine Vollmacht. Anmelden können wir nur auf Personen mit Hauptwohnsitz oder Firmen mit Sitz in Österreich. Das Fahrzeug übernehmen Sie im Autohaus mit Einweisung oder lassen es sich nach unserer Preisliste zustellen. Bitte übernehmen Sie es innerhalb von 14 Tagen, nachdem wir es als übergabebereit gemeldet haben; danach verrechnen wir eine Standgebühr von 10 € pro Tag.

9. Gewährleistung
Für Neuwagen gilt die gesetzliche Gewährleistung von 2 Jahren ab Übergabe. Bei Gebrauchtwagen und Vorführwagen vereinbaren wir mit Verbrauchern im Kaufvertrag ausdrücklich eine Gewährleistungsfrist von 1 Jahr ab Übergabe. Gegenüber Unternehmern ist die Gewährleistung für Gebrauchtwagen ausgeschlossen. Normale Abnutzung und Verschleiß sind kein Mangel. Melden Sie uns einen Mangel bitte sofort; wir haben zunächst das Recht, ihn in unserer Werkstatt zu beheben.

10. Herstellergarantie für Neuwagen
Für neue Hyundai gilt die Hyundai-Werksgarantie von 5 Jahren ohne Kilometerbegrenzung, für die Hochvoltbatterie von Elektro- und Hybridfahrzeugen 8 Jahre oder 160.000 km, je nachdem, was zuerst eintritt. Die Bedingungen stehen im Garantieheft; Voraussetzung ist die Wartung nach dem Hyundai-Serviceplan. Die Garantie gilt ab der Erstzulassung, also bei Vorführwagen und Tageszulassungen nur für die verbleibende Zeit, und geht bei einem Verkauf auf den nächsten Besitzer über.

11. Gebrauchtwagengarantie
Gebrauchtwagen, die bei der Übergabe höchstens 8 Jahre alt sind und höchstens 150.000 km haben, erhalten ohne Aufpreis eine Garantie unseres Garantiepartners für 12 Monate, verlängerbar auf 24 Monate. Gedeckt sind Motor, Getriebe, Kraftübertragung, Lenkung, Bremsanlage und Elektrik bis zum Zeitwert des Fahrzeugs, nicht aber Verschleißteile, Unfallschäden und Schäden durch fehlende Wartung. Voraussetzung ist die Wartung nach Herstellervorgaben. Melden Sie einen Schaden vor der Reparatur; außerhalb der Steiermark darf nach Freigabe jede Fachwerkstatt in Europa reparieren. Die gesetzliche Gewährleistung bleibt von der Garantie unberührt.

12. Export
Unternehmen aus anderen EU-Staaten mit gültiger UID-Nummer kaufen netto ohne Umsatzsteuer und ohne NoVA (innergemeinschaftliche Lieferung); sie bestätigen uns schriftlich, dass das Fahrzeug in ihr Land gebracht wird. Privatpersonen aus anderen EU-Staaten kaufen Gebrauchtwagen inklusive 20 % österreichischer Umsatzsteuer, aber ohne NoVA, wenn sie das Fahrzeug im Heimatland anmelden. Käufer aus Staaten außerhalb der EU zahlen den Nettopreis und eine Kaution in Höhe der Umsatzsteuer (20 %); die Kaution zahlen wir zurück, sobald uns der vom Zoll bestätigte Ausfuhrnachweis vorliegt, spätestens drei Monate nach der Übergabe. Für die Fahrt ins Ausland besorgen wir Überstellungskennzeichen nach unserer Preisliste. Exportfahrzeuge werden nur gegen vorherige Überweisung des Kaufpreises übergeben.

13. Rücktritt und Storno
Haben Sie den Vertrag außerhalb unserer Geschäftsräume oder ausschließlich per Telefon, E-Mail oder online geschlossen, können Sie als Verbraucher innerhalb von 14 Tagen ohne Angabe von Gründen zurücktreten. Im Übrigen können Sie von der Bestellung eines Neuwagens nur gegen eine Stornogebühr von 10 % des Kaufpreises zurücktreten.

14. Datenschutz
Wir verwenden Ihre Daten nur für Kauf, Zulassung, Finanzierung und Garantie und, wenn Sie zugestimmt haben, für die Erinnerung an Service- und Pickerl-Termine.

15. Streitbeilegung
Bei Streitigkeiten mit Verbrauchern nehmen wir an Verfahren der Schlichtung für Verbrauchergeschäfte teil. Gerichtsstand für Unternehmer ist Graz.`,
    },
  ],
  answerable: [
    // German, close to the knowledge's words
    { question: 'Was kostet bei euch das Pickerl?', answeredBy: [pickerl, prices] },
    {
      question: 'Wie lange ist die Garantie auf einen neuen Hyundai?',
      answeredBy: [warranty, terms, demoCars],
    },
    {
      question: 'Kann ich meine Winterreifen über den Sommer bei euch lagern?',
      answeredBy: [tyreStorage, prices, services],
    },
    // German paraphrases with everyday words
    {
      question:
        'Ich such nen Gebrauchten, muss aber kein Hyundai sein. Habt ihr auch andere Marken?',
      answeredBy: [usedCars, description, services, newCars],
    },
    {
      question: 'Habt ihr auch Jahreswagen? So ein, zwei Jahre alt mit wenig Kilometern.',
      answeredBy: [demoCars, usedCars],
    },
    {
      question: 'Kann ich meine alte Kiste eintauschen, wenn ich bei euch einen Neuen kauf?',
      answeredBy: [tradeIn, terms, valuation, services],
    },
    {
      question: 'Was zahl ich im Monat, wenn ich einen Kona auf Raten kauf?',
      answeredBy: [prices, financing],
    },
    {
      question: 'Ab wann muss ich die Winterreifen rauf tun? Es hat ja noch gar nicht geschneit.',
      answeredBy: [tyres],
    },
    {
      question: 'Wer kümmert sich um die Nummerntafeln, wenn ich bei euch ein Auto kauf?',
      answeredBy: [registration, prices, terms, services],
    },
    {
      question:
        'Hab mit meiner Karre beim Einparken eine Säule erwischt, jetzt ist eine Delle in der Tür. Macht ihr sowas auch?',
      answeredBy: [bodyshop, prices, services],
    },
    // Long messages, the question inside
    {
      question:
        'Grüß Gott, wir sind eine Familie mit zwei Kindern aus Gleisdorf, und unser Opel Zafira von 2014 hat jetzt 210.000 km drauf und wird uns in der Werkstatt langsam zu teuer. Wir hätten gern einen Tucson oder etwas Ähnliches. Das Problem: Den Zafira haben wir damals finanziert, und bei der Bank sind noch ungefähr 3.000 € offen. Geht das trotzdem, dass wir ihn beim Kauf bei Ihnen hergeben?',
      answeredBy: [tradeIn, terms],
    },
    {
      question:
        'Hallo, peinliche Frage: Ich hab gerade gesehen, dass auf meinem Pickerl der Juni gelocht ist, und jetzt haben wir schon Anfang September. Ich hab das komplett verschwitzt, weil ich den Sommer über im Ausland war. Darf ich überhaupt noch mit dem Auto fahren, oder krieg ich jetzt eine Strafe? Und wie schnell kann ich bei euch vorbeikommen?',
      answeredBy: [pickerl, booking],
    },
    {
      question:
        'Hallo! Ich überlege, von meinem alten Diesel auf ein Elektroauto umzusteigen, weil ich jeden Tag von Graz nach Weiz und zurück pendle, etwa 60 km. Ich wohne allerdings in einer Mietwohnung in Eggenberg mit Tiefgarage und weiß nicht, ob ich dort überhaupt laden darf. Außerdem hab ich gehört, dass die Reichweite im Winter stark einbricht. Was meint ihr, und könnt ihr mir beim Laden zu Hause helfen?',
      answeredBy: [ev, wallbox],
    },
    {
      question:
        'Hallo, wir haben am Montag bei Ihnen einen gebrauchten i20 für unsere Tochter gekauft, sie hat gerade den Führerschein gemacht und freut sich schon riesig. Der Verkäufer hat gesagt, Sie melden das Auto für uns an, aber ich weiß nicht mehr genau, was wir dafür noch vorbeibringen müssen. Das Auto soll auf meine Tochter laufen. Was brauchen Sie alles von uns?',
      answeredBy: [registration, terms],
    },
    // Typos, dialect and chat-speak, in German
    {
      question: 'servus, wieviel kostet bei euch n service fürn i20?',
      answeredBy: [service, prices],
    },
    {
      question: 'kann ma bei euch auch am samstag a probefahrt machn?',
      answeredBy: [testDrive, hours],
    },
    { question: 'bis wann habts ihr heut offen', answeredBy: [hours] },
    { question: 'wie lang dauert des bis a neuer tucson geliefert wird?', answeredBy: [newCars] },
    {
      question: 'kann ich des auto reservieren bis meine finanzierung durch is?',
      answeredBy: [reservation, terms],
    },
    // One to three words, in German
    { question: 'Leasing?', answeredBy: [leasing, prices, terms, services] },
    { question: 'Werkstatttermin buchen', answeredBy: [booking] },
    { question: 'Zustellung nach Wien', answeredBy: [delivery, prices] },
    // German questions, English knowledge
    {
      question: 'Spricht bei euch wer Englisch? Mein Mann ist Ire und kann kaum Deutsch.',
      answeredBy: [englishStaff],
    },
    {
      question: 'Was ist diese NoVA eigentlich und ist die bei euren Preisen schon dabei?',
      answeredBy: [nova, prices, terms, newCars],
    },
    {
      question:
        'Verkauft ihr auch nach Slowenien? Ich hab eine Firma in Maribor und bräuchte zwei Gebrauchte ohne österreichische Steuer.',
      answeredBy: [exportCars, terms],
    },
    {
      question:
        'Ich bin Kanadierin, wohne seit zwei Monaten in Graz und arbeite hier. Bekomm ich als Ausländerin überhaupt eine Finanzierung?',
      answeredBy: [foreigners, financing],
    },
    // English questions, German knowledge, with everyday words
    {
      question: 'How much down payment do I need to finance a used car?',
      answeredBy: [financing, prices],
    },
    { question: 'Do you take part exchange?', answeredBy: [tradeIn, terms, valuation, services] },
    {
      question: 'Can I take an Ioniq 5 for a test ride over the weekend?',
      answeredBy: [testDrive],
    },
    { question: 'What would the monthly payments be to lease an i20?', answeredBy: [prices] },
    { question: 'When do I have to put winter tyres on in Austria?', answeredBy: [tyres] },
    {
      question: 'Is there any warranty on a second-hand car?',
      answeredBy: [usedWarranty, terms, usedCars, prices],
    },
    // Long messages, in English
    {
      question:
        "Hi! I'm an Erasmus student from Spain doing two semesters at TU Graz, and I'm registered here with a secondary residence because my main address is still at my parents' in Valencia. I'd love to have a cheap car to explore Austria and go skiing on weekends instead of taking buses everywhere. Can I buy a used car from you and register it in my name?",
      answeredBy: [foreigners, registration],
    },
    {
      question:
        "Hello, my wife and I are moving from Manchester to Graz in spring for my job at an engineering firm. We want to go electric and are looking at the Ioniq 5. We're renting a flat with an underground garage. How does charging work in Austria, and can you sort out a charger at home for us?",
      answeredBy: [wallbox, ev],
    },
    {
      question:
        "Hi, my cousin lives in Sarajevo and wants to buy one of your used cars, a 2019 Skoda Octavia estate. He is not an EU citizen. I'm in Graz and could help him with the paperwork. How does it work with VAT and number plates when he drives the car home to Bosnia?",
      answeredBy: [exportCars, terms],
    },
    {
      question:
        "Hi, someone rear-ended me at a red light on Conrad-von-Hötzendorf-Straße yesterday. It was completely his fault and the police took a report. My boot doesn't close properly anymore and the bumper is cracked. I need my car every day for work. Can you repair it and deal with his insurance, and will I get a car while mine is being fixed?",
      answeredBy: [bodyshop, courtesyCar],
    },
    // Typos and chat-speak, in English
    { question: 'can i pay cash for a car? its about 8k', answeredBy: [payment, terms] },
    {
      question: 'how much 4 the pickerl thing? its my first year here lol',
      answeredBy: [pickerl, prices],
    },
    // One to three words, in English
    { question: 'home delivery?', answeredBy: [delivery, prices, terms] },
    { question: 'car registration', answeredBy: [registration, prices, terms, services] },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Vermietet ihr auch Autos? Wir bräuchten für eine Woche Urlaub in Kroatien einen Kombi.',
    'Verkauft ihr auch Motorräder? Ich such eine gebrauchte Yamaha MT-07.',
    'Can I get my car insurance through you? What would fully comprehensive cover cost for a Tucson?',
    'Bietet ihr auch Fahrstunden an? Meine Tochter macht gerade den L17.',
    'Macht ihr auch Folierungen? Ich möcht meinen Bayon mattschwarz folieren lassen.',
    'Do you sell Hyundai spare parts online? I need a new wing mirror posted to Linz.',
    'Sucht ihr gerade Kfz-Techniker oder Lehrlinge? Ich werde im Sommer mit der Lehre fertig.',
    'My car broke down on the A9 near Gratkorn. Can you send a tow truck?',
    // Plainly outside
    'Wo gibts in Graz das beste Backhendl?',
    'Which train goes from Graz to Vienna airport?',
  ],
};
