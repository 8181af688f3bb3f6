import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Havelauto Spandau, an independent owner-run used-car dealer in Berlin-Spandau (Am Juliusturm,
 * opposite the Zitadelle) with about 80 cars on its lot, electric and hybrid cars among them,
 * and a small workshop of its own where every car is checked before it is sold. It takes
 * trade-ins and buys cars, arranges financing through a partner bank, sells with a 12-month
 * used-car warranty (Gebrauchtwagengarantie), registers the car (Zulassung), delivers in
 * Germany, prepares the export paperwork for EU buyers and shows cars to remote buyers in photos
 * and video calls. Its customers write in German and in English (expats new to Berlin, students,
 * buyers from Poland and Denmark). The owner wrote the briefing in German, most Q&A pairs in
 * German and a few in English, added one custom response for questions about a car in stock, and
 * pasted the 2026 price and fee list and the sales conditions, both in German.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday words ("Karre", "Kiste", "auf Raten", "eine Runde drehen", "zurücklegen", "Stromer",
 * "part-exchange", "pay monthly", "drive off", "source one for me"), long messages with a story
 * around the question, typos and chat-speak ("wieviel", "habt ihr", "kann man", "is der preis",
 * "r u", "u guys", "wat", "pls", "thx"), one- or two-word questions, and German questions against
 * English knowledge and the reverse. The outside questions include hard negatives that share
 * words with the knowledge (leasing a new car, renting a car for a weekend, motorcycles, a car
 * insurance quote, a job as a car salesman, spare parts, TÜV for a car bought elsewhere, a
 * wallbox at home, an appointment at the Bürgeramt, visiting the Zitadelle on a Sunday).
 */

const english = qaIn('English');
const german = qaIn('German');

// The sources' titles, as the answers name them.
const hours = 'Wie sind Ihre Öffnungszeiten?';
const location = 'Wo finde ich Sie und wie komme ich zu Ihnen?';
const stock = 'Welche Autos haben Sie im Angebot?';
const inspection = 'Werden die Autos vor dem Verkauf geprüft?';
const history = 'Sind Ihre Autos unfallfrei und scheckheftgepflegt?';
const reserve = 'Kann ich ein Auto reservieren?';
const testDrive = 'Kann ich eine Probefahrt machen?';
const tradeIn = 'Nehmen Sie mein altes Auto in Zahlung?';
const financing = 'Kann ich das Auto bei Ihnen finanzieren?';
const warranty = 'Welche Garantie bekomme ich auf einen Gebrauchtwagen?';
const registration = 'Melden Sie das Auto für mich an (Zulassungsservice)?';
const delivery = 'Liefern Sie das Auto auch zu mir nach Hause?';
const exportSale = 'Verkaufen Sie Autos auch ins EU-Ausland, zum Beispiel nach Polen?';
const payment = 'Wie kann ich das Auto bezahlen?';
const ev = 'Haben Sie auch Elektroautos und Hybride?';
const price = 'Kann man über den Preis verhandeln?';
const bring = 'Was muss ich zum Autokauf mitbringen?';
const tyres = 'Sind beim Auto Winterreifen dabei?';
const returnCar = 'Kann ich das Auto zurückgeben, wenn es mir doch nicht gefällt?';
const remote = 'Can I see a car on a video call before I travel to Berlin?';
const staffLanguages = 'Does anyone at Havelauto speak English or Polish?';
const foreigner = 'Can I buy and register a car if I have just moved to Germany?';
const sellOnly = 'Will you buy my car even if I do not buy one from you?';
const included = 'What is included in the advertised price?';
const handover = 'How soon can I drive the car away after I buy it?';
const carSearch = 'Can you find me a car that is not in your stock?';
const prices = 'Preis- und Gebührenliste 2026';
const terms = 'Verkaufsbedingungen für Gebrauchtwagen';
const vehicleRequest = 'Anfrage zu einem bestimmten Fahrzeug aus dem Bestand';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const berlinUsedCarDealerSet: EvaluationSet = {
  name: 'Berlin used-car dealer (Havelauto Spandau)',
  heldOut: false,
  agentName: 'Jonas',
  briefing: {
    companyName: 'Havelauto Spandau',
    industry: 'automotive',
    description:
      'Havelauto Spandau ist ein inhabergeführter Gebrauchtwagenhändler in Berlin-Spandau, seit 2011 Am Juliusturm 48 gegenüber der Zitadelle. Auf unserem Hof stehen rund 80 geprüfte Gebrauchtwagen aller Marken von 5.990 bis 42.000 €, darunter etwa 15 Elektro- und Hybridautos. Jedes Auto wird vor dem Verkauf in unserer eigenen kleinen Werkstatt geprüft und mit 12 Monaten Gebrauchtwagengarantie verkauft. Wir nehmen Ihr altes Auto in Zahlung, finanzieren über unsere Partnerbank, melden das Auto für Sie an und liefern in ganz Deutschland; Käufer aus dem EU-Ausland bekommen bei uns die Exportpapiere.',
    targetAudience:
      'Privatkunden aus Spandau, ganz Berlin und Brandenburg, Familien und Pendler, Fahranfänger und Studierende mit kleinem Budget, internationale Fachkräfte und Expats, die neu in Berlin sind, Käufer aus Polen und anderen EU-Ländern sowie kleine Firmen, die einen Firmenwagen suchen.',
    keyServices:
      'Verkauf von rund 80 geprüften Gebrauchtwagen (Kleinwagen, Kompakte, Kombis, Familienvans, SUV, Elektro- und Hybridautos), 120-Punkte-Check in der eigenen Werkstatt vor dem Verkauf, 12 Monate Gebrauchtwagengarantie mit Verlängerung auf 24 oder 36 Monate, Probefahrten auch am selben Tag, Inzahlungnahme und Ankauf von Gebrauchtwagen, Finanzierung über unsere Partnerbank, Zulassungsservice, Lieferung in ganz Deutschland, Exportpapiere und Ausfuhrkennzeichen für Käufer aus dem EU-Ausland, Fotos, Videos und Videoanrufe für Käufer von auswärts, kostenloser Suchauftrag für Wunschfahrzeuge.',
    commonQuestions:
      'Ob ein Auto noch da ist, ob man es reservieren und Probe fahren kann, was der Zulassungsservice kostet, wie die Finanzierung funktioniert und was man dafür braucht, was die Garantie abdeckt, was das alte Auto noch wert ist, ob wir liefern, wie der Export nach Polen läuft, ob man am Preis noch etwas machen kann und die Öffnungszeiten.',
    languages: ['German', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Ehrlich und konkret: immer mit dem Preis in Euro und einem nächsten Schritt, zum Beispiel einer Probefahrt oder einem Rückruf. Auf Deutsch siezen wir unsere Kunden; wer uns auf Englisch schreibt, bekommt die Antwort auf Englisch. Wir versprechen nichts, was nicht im Inserat oder im Kaufvertrag steht.',
    personality:
      'Wie ein ehrlicher Autohändler aus dem Kiez, der jedes Auto auf seinem Hof kennt: freundlich, direkt und ohne Verkäufergerede.',
    responseTemplates: [
      {
        scenario: vehicleRequest,
        response:
          'Danke für Ihr Interesse! Damit wir Ihnen schnell sagen können, ob das Auto noch da ist, schicken Sie uns bitte die Fahrzeugnummer aus dem Inserat (zum Beispiel HA-2417) oder den Link von havelauto.example, mobile.de oder AutoScout24, dazu Ihren Namen und Ihre Telefonnummer. Sagen Sie uns auch, ob und wann Sie eine Probefahrt machen möchten, ob Sie Ihr altes Auto in Zahlung geben und ob Sie finanzieren möchten. Während unserer Öffnungszeiten bestätigen wir Ihnen innerhalb von 2 Stunden, ob das Auto verfügbar ist, und schicken Ihnen auf Wunsch weitere Fotos, ein Video oder einen Termin für einen Videoanruf. Am schnellsten geht es per WhatsApp an 0157 3129 4860.',
      },
    ],
  },
  qa: [
    german(
      hours,
      'Unser Verkauf ist montags bis freitags von 9:00 bis 19:00 Uhr und samstags von 10:00 bis 16:00 Uhr geöffnet. Sonntags ist von 11:00 bis 16:00 Uhr Schautag: Der Hof ist offen und Sie können sich alle Autos in Ruhe ansehen, aber es gibt keine Beratung, keine Probefahrten und keinen Verkauf. An Feiertagen ist geschlossen. Probefahrten und Fahrzeugübergaben vereinbaren wir unter der Woche nach Absprache auch bis 20:00 Uhr. Telefonisch erreichen Sie uns während der Öffnungszeiten unter 030 3384 5570, per WhatsApp unter 0157 3129 4860 auch außerhalb; wir antworten dann am nächsten Morgen.',
    ),
    german(
      location,
      'Sie finden uns Am Juliusturm 48, 13599 Berlin-Spandau, gegenüber der Zitadelle; die Einfahrt ist neben dem großen blauen Havelauto-Schild. Aus der Innenstadt sind Sie mit dem Auto in etwa 25 Minuten da, auf dem Hof gibt es 20 Kundenparkplätze. Mit öffentlichen Verkehrsmitteln: U7 bis Zitadelle, von dort 6 Minuten zu Fuß, oder Bus 136 und 236 bis zur Haltestelle Am Juliusturm direkt vor unserer Tür. Kommen Sie mit der Regionalbahn oder S-Bahn zum Bahnhof Spandau, holen wir Sie zu einer vereinbarten Probefahrt kostenlos dort ab. E-Mail: verkauf@havelauto.example.',
    ),
    german(
      stock,
      'Auf unserem Hof stehen ständig rund 80 Gebrauchtwagen aller Marken, von 5.990 € bis etwa 42.000 €. Die meisten sind 3 bis 10 Jahre alt und haben weniger als 150.000 km gelaufen. Wir haben Kleinwagen (zum Beispiel VW Polo, Opel Corsa, Toyota Yaris), Kompakte (VW Golf, Skoda Octavia, Ford Focus), Kombis und Familienvans mit 7 Sitzen (VW Touran, Opel Zafira, Ford Galaxy), SUV (VW Tiguan, Nissan Qashqai, Hyundai Tucson) und rund 15 Elektro- und Hybridautos. Etwa 30 Autos haben ein Automatikgetriebe. Den aktuellen Bestand mit Fotos, Ausstattung und Preis finden Sie auf havelauto.example/fahrzeuge sowie bei mobile.de und AutoScout24; er wird täglich aktualisiert. Jedes Auto hat eine Fahrzeugnummer (zum Beispiel HA-2417). Weil gute Autos oft schnell weg sind, rufen Sie am besten kurz an, bevor Sie vorbeikommen.',
    ),
    german(
      inspection,
      'Ja. Bevor ein Auto auf den Verkaufshof kommt, prüft es unser Kfz-Meister in unserer eigenen Werkstatt nach einer Checkliste mit 120 Punkten: Motor, Getriebe, Kupplung, Bremsen, Fahrwerk, Lenkung, Elektrik, Klimaanlage, Fehlerspeicher und Unterboden. Die Lackschichtdicke messen wir rundum, um nachlackierte Teile zu finden. Bremsbeläge und Bremsscheiben mit weniger als 50 % Restdicke und Reifen mit weniger als 4 mm Profil ersetzen wir. Ist eine Inspektion in den nächsten 3 Monaten oder 5.000 km fällig, machen wir sie vorher und tragen sie ins Serviceheft ein. Hat die HU weniger als 12 Monate Restlaufzeit, bekommt das Auto vor der Übergabe eine neue HU. Zum Schluss wird es innen und außen aufbereitet. Das Prüfprotokoll liegt im Auto, und wir schicken es Ihnen gern vorab als PDF.',
    ),
    german(
      history,
      'Nicht jedes Auto ist unfallfrei, aber wir sagen Ihnen immer, was wir wissen. Vorschäden, die wir beim Ankauf, in den Unterlagen oder bei der Lackmessung finden, stehen im Inserat und im Kaufvertrag, zum Beispiel „reparierter Parkschaden hinten links“. Autos mit Rahmen- oder Strukturschäden und Autos mit unklarem Kilometerstand kaufen wir gar nicht erst an. Etwa drei Viertel unserer Autos sind scheckheftgepflegt; im Inserat steht, ob das Serviceheft lückenlos ist, und die Rechnungen und Einträge im digitalen Serviceheft zeigen wir Ihnen gern. Viele Autos kommen aus erster oder zweiter Hand, als Leasingrückläufer oder als Inzahlungnahme von Kunden. Den Kilometerstand gleichen wir mit den Serviceeinträgen und den HU-Berichten ab.',
    ),
    german(
      reserve,
      'Ja. Per Telefon oder WhatsApp reservieren wir Ihnen ein Auto 24 Stunden lang kostenlos. Brauchen Sie länger, zum Beispiel weil Sie von weiter weg anreisen oder die Finanzierung noch läuft, halten wir es bis zu 7 Tage gegen eine Anzahlung von 500 € per Überweisung oder mit Karte vor Ort. Die Anzahlung wird auf den Kaufpreis angerechnet. Lehnt die Bank die Finanzierung ab oder hat das Auto bei der Besichtigung einen Mangel, der nicht im Inserat stand, bekommen Sie die 500 € vollständig zurück. Entscheiden Sie sich aus anderen Gründen gegen den Kauf, zahlen wir die Anzahlung abzüglich einer Bearbeitungspauschale von 100 € zurück.',
    ),
    german(
      testDrive,
      'Ja, gern, montags bis samstags. Am besten vereinbaren Sie vorher einen Termin per Telefon oder WhatsApp, dann steht das Auto vollgetankt oder geladen bereit; kurzfristig klappt es oft noch am selben Tag. Bitte bringen Sie Ihren gültigen Führerschein und Ihren Personalausweis oder Reisepass mit; Führerscheine aus anderen Ländern akzeptieren wir, wenn Sie damit in Deutschland fahren dürfen. Eine Probefahrt dauert etwa 30 Minuten: Ein Verkäufer fährt mit, oder Sie fahren allein, nachdem wir Ihre Papiere kopiert haben. Wer sich mehr Zeit nehmen will, nimmt ein Auto zur Tagesprobefahrt mit (24 Stunden, bis 200 km) für 49 €, die beim Kauf angerechnet werden. Unsere Autos sind bei Probefahrten vollkaskoversichert; bei einem selbst verschuldeten Schaden beträgt Ihre Selbstbeteiligung 1.000 €.',
    ),
    german(
      tradeIn,
      'Ja, wir nehmen Autos aller Marken in Zahlung, auch mit hohem Kilometerstand, mit Mängeln, ohne gültige HU oder wenn sie noch finanziert sind: Dann lösen wir den Restkredit direkt bei Ihrer Bank ab und verrechnen die Differenz. Die Bewertung bei uns auf dem Hof ist kostenlos und dauert etwa 20 Minuten; Sie bekommen ein schriftliches Angebot, das 7 Tage gilt, solange Sie nicht mehr als 500 km fahren. Für eine erste Schätzung per WhatsApp schicken Sie uns Fotos von allen Seiten und vom Innenraum, ein Foto des Fahrzeugscheins, den Kilometerstand und bekannte Schäden. Der Betrag wird direkt mit dem Kaufpreis verrechnet, und Sie geben Ihr altes Auto bei der Übergabe des neuen ab. Bitte bringen Sie die Zulassungsbescheinigung Teil I und Teil II, alle Schlüssel, das Serviceheft und den letzten HU-Bericht mit.',
    ),
    german(
      financing,
      'Ja, über unsere Partnerbank, die AutoKredit Bank AG. Finanziert werden Beträge ab 3.000 € mit einer Laufzeit von 12 bis 84 Monaten und einer Anzahlung ab 0 €; auch Ihr altes Auto kann die Anzahlung sein. Der effektive Jahreszins beginnt bei 5,99 % und hängt von Ihrer Bonität ab. Beispiel: 15.000 € über 60 Monate ohne Anzahlung kosten rund 289 € im Monat. Sie können auch niedrigere Raten mit einer höheren Schlussrate wählen, und Sondertilgungen sind jederzeit kostenlos möglich. Voraussetzungen: mindestens 18 Jahre, Wohnsitz in Deutschland, ein Girokonto in Deutschland und ein regelmäßiges Einkommen; die Probezeit sollte vorbei sein. Wer keine EU-Staatsbürgerschaft hat, braucht einen Aufenthaltstitel, der bis zum Ende der Laufzeit gilt, sonst wird die Laufzeit entsprechend kürzer. Studierende und Auszubildende bekommen eine Finanzierung meist nur mit einem Bürgen. Bringen Sie Personalausweis oder Reisepass mit Meldebescheinigung, die letzten 3 Gehaltsabrechnungen und Ihre Bankverbindung mit; die Bank entscheidet meist innerhalb von 30 Minuten, noch während Sie bei uns sind.',
    ),
    german(
      warranty,
      'Jedes Auto verkaufen wir mit 12 Monaten Gebrauchtwagengarantie unseres Garantiepartners, ohne Aufpreis und ohne Kilometerbegrenzung. Sie deckt Reparaturen an Motor, Getriebe, Antrieb, Lenkung, Bremsanlage (ohne Verschleißteile), Kraftstoffanlage, Elektrik, Steuergeräten und Klimaanlage. Die Lohnkosten werden voll übernommen, die Materialkosten je nach Laufleistung zu 60 bis 100 %. Die Garantie gilt in allen Werkstätten in Europa: Melden Sie den Schaden vor der Reparatur bei der Garantie-Hotline, deren Nummer in Ihrer Garantiemappe steht, oder rufen Sie uns an. Nicht versichert sind Verschleißteile wie Bremsbeläge, Reifen, Kupplungsscheibe und Wischerblätter sowie Unfallschäden. Beim Kauf können Sie die Garantie auf 24 Monate (290 €) oder 36 Monate (490 €) verlängern. Voraussetzung ist, dass die Inspektionen nach Herstellervorgabe gemacht werden. Unabhängig von der Garantie haben Sie als Privatkunde 12 Monate gesetzliche Sachmängelhaftung. Bei Elektroautos gilt für die Hochvoltbatterie zusätzlich die Batteriegarantie des Herstellers, meist 8 Jahre oder 160.000 km.',
    ),
    german(
      registration,
      'Ja. Unser Zulassungsservice kostet in Berlin 149 €, die Gebühren der Zulassungsstelle sind darin enthalten; die Kennzeichenschilder kosten 25 €, ein Wunschkennzeichen 15 € extra. Wohnen Sie außerhalb Berlins, melden wir das Auto für 199 € bei der Zulassungsstelle Ihres Wohnorts an. Wir brauchen dafür die eVB-Nummer (elektronische Versicherungsbestätigung), die Sie von Ihrer Kfz-Versicherung bekommen, meist sofort online; Ihren Personalausweis oder Ihren Reisepass mit Meldebescheinigung; Ihre IBAN für das SEPA-Lastschriftmandat der Kfz-Steuer; bei Firmen zusätzlich den Handelsregisterauszug oder die Gewerbeanmeldung. Die Zulassung dauert 2 bis 3 Werktage; bei der Übergabe ist das Auto mit Kennzeichen und grüner Umweltplakette fertig. Sie können das Auto auch selbst zulassen: Dann bekommen Sie von uns die Zulassungsbescheinigung Teil I und II, die Abmeldebescheinigung und den HU-Bericht, und für die Fahrt zur Zulassungsstelle besorgen wir Ihnen ein Kurzzeitkennzeichen für 129 €.',
    ),
    german(
      delivery,
      'Ja. Innerhalb Berlins bringen wir Ihnen das Auto für 79 € vor die Haustür, ab 15.000 € Kaufpreis kostenlos. Nach Brandenburg bis 100 km ab Spandau kostet die Lieferung 129 €, in den Rest Deutschlands 299 € bis 300 km, 449 € bis 600 km und 599 € darüber. Wir bringen das Auto mit unserem Autotransporter oder lassen es von einem unserer Fahrer überführen; in der Regel ist es 3 bis 7 Werktage nach Zahlungseingang bei Ihnen. Wenn Sie unseren Zulassungsservice nutzen, kommt das Auto schon mit Kennzeichen an. Bei der Übergabe gehen wir mit Ihnen ein Übergabeprotokoll mit Fotos durch, erst dann unterschreiben Sie. Für Lieferungen ins Ausland fragen Sie bitte nach unserem Exportpaket.',
    ),
    german(
      exportSale,
      'Ja, wir verkaufen regelmäßig an Käufer aus Polen, Tschechien, Litauen, Lettland, Dänemark und den Niederlanden. Privatkäufer aus der EU zahlen den Preis aus dem Inserat, also mit deutscher Mehrwertsteuer oder differenzbesteuert. Firmen mit gültiger Umsatzsteuer-Identifikationsnummer kaufen Autos mit ausweisbarer Mehrwertsteuer netto; dafür brauchen wir eine Gelangensbestätigung, und wer das Auto selbst abholt, hinterlegt die Mehrwertsteuer als Kaution, bis das Auto im Zielland zugelassen ist. Unser Exportpaket für 249 € enthält Ausfuhrkennzeichen (Zollkennzeichen) mit 15 Tagen Haftpflichtversicherung, die Abmeldung, einen zweisprachigen Kaufvertrag (Deutsch und Englisch, auf Wunsch Polnisch) und das COC-Papier; dazu bekommen Sie die Zulassungsbescheinigung Teil I und II. Das Paket ist 1 bis 2 Werktage nach Zahlungseingang fertig. Bezahlt wird per Überweisung vor der Abholung. Auf Wunsch bringen wir das Auto auch mit dem Autotransporter nach Polen, zum Beispiel nach Posen für 390 € oder nach Warschau für 690 €.',
    ),
    german(
      payment,
      'Am einfachsten per Überweisung: Der Kaufpreis muss vor der Übergabe auf unserem Konto sein; eine Echtzeitüberweisung am Tag der Abholung geht auch. Barzahlung ist möglich; ab 10.000 € müssen wir nach dem Geldwäschegesetz Ihren Ausweis prüfen und kopieren. Mit girocard oder Kreditkarte (Visa, Mastercard) können Sie eine Anzahlung bis 2.000 € bezahlen, nicht den ganzen Kaufpreis. Außerdem können Sie über unsere Partnerbank finanzieren und Ihr altes Auto in Zahlung geben. Schecks und Kryptowährungen nehmen wir nicht an. Die Zulassungsbescheinigung Teil II (Fahrzeugbrief) geben wir heraus, sobald der ganze Betrag bezahlt ist.',
    ),
    german(
      ev,
      'Ja, meistens rund 15, zum Beispiel VW ID.3, Renault Zoe, Hyundai Kona Elektro, Tesla Model 3, Toyota Yaris Hybrid und Corolla Hybrid sowie Kia Niro Plug-in-Hybrid. Zu jedem Elektroauto bekommen Sie ein Batteriezertifikat eines unabhängigen Prüfdienstes, das die Gesundheit der Hochvoltbatterie (State of Health) in Prozent angibt; wir verkaufen nur E-Autos mit mindestens 85 %. Für die Hochvoltbatterie gilt meist noch die Garantie des Herstellers, oft 8 Jahre oder 160.000 km, und sie geht auf Sie über. Ein Ladekabel Typ 2 ist immer dabei. Vor der Probefahrt laden wir das Auto an unserer 22-kW-Ladesäule auf dem Hof voll, und bei der Übergabe erklären wir Ihnen, wie Sie unterwegs laden und welche Reichweite im Winter realistisch ist.',
    ),
    german(
      price,
      'Unsere Preise kalkulieren wir knapp nach dem aktuellen Marktwert, den auch die Preisbewertung von mobile.de anzeigt; große Rabatte sind deshalb nicht drin. Vor Ort reden wir aber gern über ein Paket: Bei Zahlung ohne Finanzierung, bei einer Inzahlungnahme oder bei Autos, die schon länger bei uns stehen, gibt es oft noch einen kleinen Nachlass oder ein Extra, etwa Winterräder, den Zulassungsservice oder die Garantieverlängerung. Am Telefon und per WhatsApp verhandeln wir nicht über den Preis. Autos, die im Inserat schon als reduziert markiert sind, haben ihren Endpreis.',
    ),
    german(
      bring,
      'Zum Kaufvertrag bringen Sie bitte Ihren Personalausweis mit, oder Ihren Reisepass zusammen mit der Meldebescheinigung. Soll das Auto auf eine andere Person zugelassen werden, zum Beispiel auf Ihren Partner oder Ihre Partnerin, muss diese Person mitkommen oder Ihnen eine Vollmacht und eine Kopie ihres Ausweises mitgeben. Für den Zulassungsservice brauchen wir die eVB-Nummer der Versicherung und die IBAN für die Kfz-Steuer. Bei einer Finanzierung: die letzten 3 Gehaltsabrechnungen und Ihre Kontoverbindung. Bei einer Inzahlungnahme: Zulassungsbescheinigung Teil I und II, alle Schlüssel und das Serviceheft. Firmen bringen den Handelsregisterauszug oder die Gewerbeanmeldung und ihre USt-IdNr mit. Für die Probefahrt vorher denken Sie an Ihren Führerschein. Den Kaufpreis überweisen Sie vorher oder bringen ihn zur Übergabe mit.',
    ),
    german(
      tyres,
      'Jedes Auto hat bei der Übergabe Reifen mit mindestens 4 mm Profil, die zur Jahreszeit passen: von Oktober bis Ostern Winter- oder Ganzjahresreifen, im Sommer Sommer- oder Ganzjahresreifen. Viele Autos haben einen zweiten Satz Räder dabei; das steht dann im Inserat („inkl. Winterräder“). Wenn nicht, bekommen Sie beim Kauf einen Satz Winterkompletträder mit neuen Markenreifen für 399 € (bis 16 Zoll) oder 549 € (17 und 18 Zoll), montiert und, wenn Ihr Auto sie braucht, mit Reifendrucksensoren.',
    ),
    german(
      returnCar,
      'Kaufen Sie das Auto bei uns vor Ort, nach Besichtigung und Probefahrt, gibt es kein Rückgaberecht; nehmen Sie sich deshalb vorher so viel Zeit, wie Sie brauchen. Haben Sie das Auto ausschließlich aus der Ferne gekauft, also per Telefon, E-Mail oder Videoanruf und mit Lieferung, ohne bei uns gewesen zu sein, haben Sie ab der Übergabe 14 Tage ein gesetzliches Widerrufsrecht. Das Auto muss dann im gleichen Zustand zurückkommen; die Kosten für den Rücktransport tragen Sie, und für jeden gefahrenen Kilometer berechnen wir 0,30 € Wertersatz. Hat das Auto einen Mangel, sind Sie durch die Sachmängelhaftung und die 12-monatige Gebrauchtwagengarantie abgesichert.',
    ),
    english(
      remote,
      'Yes. For every car we can send you 40 to 60 photos, with close-ups of scratches and stone chips, the tyres and the underside, and a walk-around video with the engine running, free of charge via WhatsApp or email. You can also book a live video call (WhatsApp, FaceTime or Zoom) of 15 to 30 minutes, Monday to Saturday during our opening hours: a salesperson shows you the car, starts the engine, measures the paint thickness and puts the car on the lift if you want to see underneath. We also send you the report of our 120-point check, the service records and the last HU report as PDFs. If you like the car, you can reserve it for up to 7 days with a 500 € deposit by bank transfer, then come to pick it up or buy it remotely with delivery; a remote purchase comes with a 14-day right of withdrawal.',
    ),
    english(
      staffLanguages,
      'Yes. All our salespeople speak English, Marek and Ewa also speak Polish, and Kemal, the owner, speaks Turkish as well. You can write to us on WhatsApp in English or Polish. The purchase contract is in German with an English translation, and we prepare a Polish translation free of charge on request. The warranty documents are in German; we go through them with you in English or Polish at the handover.',
    ),
    english(
      foreigner,
      'Yes, many of our customers have just moved to Berlin. To register a car in your name you need your Anmeldung (the Meldebescheinigung) at a German address, your passport or ID card, an eVB number from a German car insurer and an IBAN for the vehicle tax direct debit; an EU bank account that accepts SEPA direct debit works too. We do the registration for you for 149 € in Berlin. A driving licence from an EU country is valid in Germany; licences from most other countries are valid for 6 months after you move here and then have to be converted. If you do not have your Anmeldung yet, you can still buy the car and we keep it for you until you do, or you can take it abroad with export plates. For financing, the bank needs a German address, a German bank account, a regular income and a residence permit valid for the whole loan term.',
    ),
    english(
      sellOnly,
      'Yes. We buy cars of all brands up to 15 years old and 200,000 km, whether or not you buy a car from us. The valuation at our lot takes about 20 minutes and is free; for a first estimate, send us photos of the car from all sides and of the interior, a photo of the registration certificate (Fahrzeugschein), the mileage and any known damage via WhatsApp. Our written offer is valid for 7 days. If you accept, we pay the same day by instant bank transfer, or in cash up to 10,000 €, and we deregister the car for you free of charge. If there is still a loan on the car, we pay it off directly with your bank. Please bring both parts of the registration certificate (Teil I and Teil II), all keys, the service book and your ID card or passport.',
    ),
    english(
      included,
      'The price in our ads is the final price of the car, including 19 % VAT or under margin taxation. It includes our 120-point check in our own workshop, a new HU if the current one has less than 12 months left, any service due in the next 3 months, professional cleaning inside and out, the 12-month used-car warranty, a warning triangle, first-aid kit and safety vest, and all the keys we have for the car. We do not charge any handling or preparation fee. Not included are the registration service (149 € in Berlin, number plates 25 €), delivery, a warranty extension and extras such as a second set of wheels; you find them in our price and fee list.',
    ),
    english(
      handover,
      'If you pay in full and want us to register the car for you, it is ready with number plates 2 to 3 working days after your payment and documents have arrived. If you register it yourself, you can take it on the day your payment arrives, with a short-term plate (Kurzzeitkennzeichen, 129 €) for the drive to the registration office. With financing, allow 3 to 5 working days for the bank’s approval and payout. The handover takes about 45 minutes: we go through the car, its features and the documents with you and sign a handover report together. Please collect the car within 14 days after we tell you it is ready; after that we charge 10 € a day for storage.',
    ),
    english(
      carSearch,
      'Yes. If the car you want is not in our stock, we search for it free of charge through our dealer network and trade auctions, for budgets from 10,000 €. Tell us the make and model, the year, the maximum mileage, fuel and gearbox, the equipment you must have and your budget. It usually takes 2 to 4 weeks, and we send you photos and the car’s history before we buy it. You only pay a 500 € deposit once we have found a car you want to reserve; if you decide against it after seeing it and a test drive, you get the deposit back minus a 100 € handling fee, as with any reservation. Every car we find goes through our 120-point check and comes with the 12-month warranty.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'German',
      text: `PREIS- UND GEBÜHRENLISTE 2026 – Havelauto Spandau, Am Juliusturm 48, 13599 Berlin
Alle Preise in Euro inklusive 19 % Mehrwertsteuer, gültig ab 1. Januar 2026. Die Fahrzeugpreise stehen im jeweiligen Inserat. Im Fahrzeugpreis enthalten sind: 120-Punkte-Check in unserer Werkstatt, neue HU bei weniger als 12 Monaten Restlaufzeit, fällige Inspektion, Aufbereitung innen und außen, 12 Monate Gebrauchtwagengarantie, Warndreieck, Verbandkasten und Warnweste. Eine Bearbeitungs- oder Aufbereitungsgebühr berechnen wir nicht.

Reservierung und Probefahrt
- Reservierung bis 24 Stunden: kostenlos
- Reservierung bis 7 Tage: Anzahlung 500 € (wird auf den Kaufpreis angerechnet)
- Bearbeitungspauschale, wenn Sie ein reserviertes Auto ohne Grund nicht kaufen: 100 €
- Probefahrt (ca. 30 Minuten): kostenlos
- Tagesprobefahrt (24 Stunden, bis 200 km): 49 € (wird beim Kauf angerechnet)
- Abholung vom Bahnhof Spandau zur vereinbarten Probefahrt: kostenlos
- Selbstbeteiligung bei einem selbst verschuldeten Schaden auf der Probefahrt: 1.000 €

Zulassung
- Zulassungsservice Berlin, inklusive Gebühren der Zulassungsstelle: 149 €
- Zulassungsservice außerhalb Berlins: 199 €
- Kennzeichenschilder (Satz): 25 €
- Wunschkennzeichen: zuzüglich 15 €
- Kurzzeitkennzeichen (5 Tage, inklusive Haftpflichtversicherung): 129 €
- Grüne Umweltplakette: 10 € (beim Zulassungsservice inklusive)

Lieferung
- Berlin: 79 €; ab 15.000 € Kaufpreis kostenlos
- Brandenburg bis 100 km ab Spandau: 129 €
- Deutschland bis 300 km: 299 €
- Deutschland bis 600 km: 449 €
- Deutschland über 600 km: 599 €
- Inseln und Ziele mit Fährverbindung: auf Anfrage
- Lieferzeit: 3 bis 7 Werktage nach Zahlungseingang

Export
- Exportpaket (Ausfuhrkennzeichen mit 15 Tagen Haftpflichtversicherung, Abmeldung, zweisprachiger Kaufvertrag, COC-Papier): 249 €
- Polnische Übersetzung des Kaufvertrags: kostenlos
- Transport nach Polen per Autotransporter: Stettin 290 €, Posen 390 €, Breslau 450 €, Warschau 690 €; andere Ziele auf Anfrage
- Nettoverkauf an Firmen mit gültiger USt-IdNr: Kaution in Höhe der Mehrwertsteuer bis zum Eingang der Gelangensbestätigung

Garantie
- 12 Monate Gebrauchtwagengarantie: im Fahrzeugpreis enthalten
- Verlängerung auf 24 Monate: 290 €
- Verlängerung auf 36 Monate: 490 €
- Die Verlängerung kann nur beim Kauf abgeschlossen werden.

Finanzierung über die AutoKredit Bank AG
- Laufzeit 12 bis 84 Monate, Anzahlung ab 0 €, Finanzierungsbetrag ab 3.000 €
- Effektiver Jahreszins ab 5,99 %, abhängig von der Bonität
- Repräsentatives Beispiel: Fahrzeugpreis 15.000 €, Anzahlung 0 €, Nettodarlehensbetrag 15.000 €, Laufzeit 60 Monate, gebundener Sollzins 5,83 % pro Jahr, effektiver Jahreszins 5,99 %, 60 Monatsraten zu je 289 €, Gesamtbetrag 17.340 €
- Sondertilgungen: jederzeit kostenlos
- Darlehensgeber: AutoKredit Bank AG, Hamburg; wir vermitteln die Finanzierung

Ankauf und Inzahlungnahme
- Bewertung auf unserem Hof (ca. 20 Minuten): kostenlos
- Erste Schätzung per WhatsApp nach Fotos: kostenlos und unverbindlich
- Gültigkeit des Angebots: 7 Tage bzw. höchstens 500 km
- Ablösung eines Restkredits bei Ihrer Bank: kostenlos
- Abmeldung des angekauften Fahrzeugs: kostenlos

Extras
- Winterkompletträder mit neuen Markenreifen, montiert, bis 16 Zoll: 399 €
- Winterkompletträder mit neuen Markenreifen, montiert, 17 und 18 Zoll: 549 €
- Batteriezertifikat (State of Health) bei Elektroautos: im Fahrzeugpreis enthalten
- Ladekabel Typ 2: bei Elektroautos immer dabei; zusätzliches Kabel 149 €
- Zweitschlüssel, wenn nur einer vorhanden ist: ab 189 €
- Suchauftrag für ein Wunschfahrzeug (Budget ab 10.000 €): kostenlos
- Fotos, Video und Videoanruf für Käufer von auswärts: kostenlos

Sonstiges
- Standgeld, wenn ein fertiges Fahrzeug nicht innerhalb von 14 Tagen abgeholt wird: 10 € pro Tag
- Wertersatz bei Widerruf eines Fernabsatzkaufs: 0,30 € pro gefahrenem Kilometer`,
    },
    {
      title: terms,
      language: 'German',
      text: `Verkaufsbedingungen für Gebrauchtwagen der Havelauto Spandau, Inhaber Kemal Aydın (Stand: Januar 2026)

1. Geltungsbereich
Diese Bedingungen gelten für alle Verkäufe von Gebrauchtwagen an Verbraucher und Unternehmer sowie für die Inzahlungnahme von Fahrzeugen beim Kauf.

2. Vertragsschluss
Der Kaufvertrag kommt mit der Unterschrift beider Seiten unter die verbindliche Bestellung zustande. Beim Kauf aus der Ferne schicken wir Ihnen den Kaufvertrag per E-Mail; er ist geschlossen, sobald Sie ihn unterschrieben zurückschicken und wir ihn bestätigen. Mündliche Nebenabreden gelten nur, wenn sie im Kaufvertrag stehen. Bekannte Vorschäden und Mängel werden im Kaufvertrag aufgeführt.

3. Preise
Alle Preise sind Endpreise. Fahrzeuge mit dem Hinweis „MwSt. ausweisbar“ werden regelbesteuert verkauft, alle anderen nach § 25a UStG differenzbesteuert; bei differenzbesteuerten Fahrzeugen weisen wir keine Mehrwertsteuer aus. Nebenkosten wie Zulassungsservice, Lieferung und Garantieverlängerung richten sich nach unserer Preis- und Gebührenliste.

4. Reservierung und Anzahlung
Wir reservieren ein Fahrzeug 24 Stunden kostenlos, bis zu 7 Tage gegen eine Anzahlung von 500 €, die auf den Kaufpreis angerechnet wird. Lehnt die Bank eine beantragte Finanzierung ab oder weist das Fahrzeug bei der Besichtigung einen Mangel auf, der nicht im Inserat beschrieben war, zahlen wir die Anzahlung vollständig zurück. Kauft der Interessent das Fahrzeug aus anderen Gründen nicht, zahlen wir die Anzahlung abzüglich einer Bearbeitungspauschale von 100 € zurück.

5. Zahlung
Der Kaufpreis ist bei Übergabe fällig. Das Fahrzeug wird erst übergeben, wenn der Kaufpreis vollständig auf unserem Konto eingegangen oder bar bezahlt ist. Bei Barzahlungen ab 10.000 € sind wir nach dem Geldwäschegesetz verpflichtet, die Identität des Käufers festzustellen und eine Kopie seines Ausweises aufzubewahren. Mit girocard und Kreditkarte kann nur eine Anzahlung bis 2.000 € bezahlt werden. Schecks und Kryptowährungen nehmen wir nicht an.

6. Eigentumsvorbehalt
Das Fahrzeug bleibt bis zur vollständigen Bezahlung unser Eigentum. Die Zulassungsbescheinigung Teil II händigen wir nach vollständiger Zahlung aus; bei einer Finanzierung geht sie an die finanzierende Bank, bis das Darlehen zurückgezahlt ist.

7. Übergabe und Abholung
Wir teilen Ihnen mit, wann das Fahrzeug abholbereit ist. Bei der Übergabe erstellen wir gemeinsam ein Übergabeprotokoll mit Kilometerstand und Fotos. Holen Sie das Fahrzeug nicht innerhalb von 14 Tagen nach unserer Mitteilung ab, berechnen wir ein Standgeld von 10 € pro Tag. Bei Lieferung geht die Gefahr mit der Übergabe an Sie über.

8. Inzahlungnahme
Der vereinbarte Preis für Ihr Fahrzeug gilt für den Zustand bei unserer Bewertung. Sie versichern, dass Ihre Angaben zu Unfallschäden, Kilometerstand und Mängeln richtig und vollständig sind. Stellt sich bei der Übergabe ein verschwiegener Schaden heraus oder wurde das Fahrzeug seit der Bewertung mehr als 500 km gefahren, dürfen wir den Preis anpassen. Ihr Fahrzeug geben Sie bei der Übergabe des gekauften Fahrzeugs ab. Ist es noch finanziert, lösen wir den Restkredit direkt bei Ihrer Bank ab und verrechnen die Differenz mit dem Kaufpreis.

9. Sachmängelhaftung
Verbrauchern haften wir für Sachmängel ein Jahr ab Übergabe. Gegenüber Unternehmern ist die Sachmängelhaftung ausgeschlossen, soweit gesetzlich zulässig. Ausgenommen ist normaler Verschleiß. Zeigt sich ein Mangel, melden Sie ihn uns bitte sofort; wir haben zunächst das Recht, ihn in unserer Werkstatt zu beheben. Steht das Fahrzeug mehr als 100 km von Spandau entfernt, rufen Sie uns zuerst an; nach unserer Zustimmung dürfen Sie eine Werkstatt in der Nähe beauftragen.

10. Gebrauchtwagengarantie
Zusätzlich zur Sachmängelhaftung erhält jedes Fahrzeug eine Gebrauchtwagengarantie unseres Garantiepartners für 12 Monate, verlängerbar beim Kauf auf 24 oder 36 Monate. Es gelten die Garantiebedingungen in der Garantiemappe. Voraussetzung ist die Wartung nach Herstellervorgaben. Ein Schaden ist vor der Reparatur der Garantie-Hotline zu melden. Die Garantie gilt in allen Werkstätten in Europa; Verschleißteile und Unfallschäden sind ausgeschlossen.

11. Kauf aus der Ferne und Widerrufsrecht
Schließen Sie den Kaufvertrag ausschließlich über Fernkommunikationsmittel (Telefon, E-Mail, Videoanruf) und ohne Besuch bei uns, haben Sie als Verbraucher ein Widerrufsrecht von 14 Tagen ab Übergabe des Fahrzeugs. Das Fahrzeug ist in Spandau zurückzugeben; die Kosten der Rücksendung tragen Sie. Für die Nutzung berechnen wir einen Wertersatz von 0,30 € pro gefahrenem Kilometer. Beim Kauf vor Ort besteht kein Widerrufsrecht.

12. Export und innergemeinschaftliche Lieferung
An Käufer aus anderen EU-Staaten verkaufen wir zum Preis aus dem Inserat. Netto, also ohne deutsche Mehrwertsteuer, verkaufen wir nur regelbesteuerte Fahrzeuge an Unternehmer mit gültiger Umsatzsteuer-Identifikationsnummer, die wir beim Bundeszentralamt für Steuern prüfen. Holt der Unternehmer das Fahrzeug selbst ab, hinterlegt er eine Kaution in Höhe der Mehrwertsteuer, die wir erstatten, sobald die Gelangensbestätigung und die Zulassung im Zielland vorliegen, spätestens innerhalb von 30 Tagen. Für die Fahrt ins Ausland stellen wir Ausfuhrkennzeichen mit 15 Tagen Haftpflichtversicherung aus. Der Kaufpreis ist vor der Abholung per Überweisung zu zahlen.

13. Probefahrten
Für eine Probefahrt legen Sie einen gültigen Führerschein und einen Ausweis vor. Die Fahrzeuge sind für Probefahrten vollkaskoversichert; bei einem selbst verschuldeten Schaden tragen Sie eine Selbstbeteiligung von 1.000 €. Verwarnungs- und Bußgelder, die während der Probefahrt entstehen, trägt der Fahrer.

14. Datenschutz
Ihre Daten verwenden wir nur für den Kaufvertrag, die Zulassung, die Finanzierungsanfrage und die Garantie und geben sie nur dafür an die Zulassungsstelle, die Bank und unseren Garantiepartner weiter.

15. Streitbeilegung
Bei Streitigkeiten aus dem Kaufvertrag können Sie sich an die Schiedsstelle für das Kraftfahrzeuggewerbe in Berlin wenden. Wir nehmen an Schlichtungsverfahren dieser Schiedsstelle teil.`,
    },
  ],
  answerable: [
    // German paraphrases with everyday words
    {
      question:
        'Ich will meine alte Karre loswerden. Kann ich die beim Kauf einfach bei euch lassen und das wird dann mit dem Preis verrechnet?',
      answeredBy: [tradeIn, terms, services, description],
    },
    {
      question:
        'Kann man die Kiste auch auf Raten kaufen? Was würde ich da ungefähr im Monat zahlen?',
      answeredBy: [financing, prices, payment, services, description],
    },
    {
      question: 'Darf ich mit dem Wagen erst mal eine Runde drehen, bevor ich mich entscheide?',
      answeredBy: [testDrive, prices, terms, services],
    },
    {
      question:
        'Wie lange hab ich Garantie, falls nach ein paar Monaten der Motor oder das Getriebe den Geist aufgibt?',
      answeredBy: [warranty, terms, prices, included, description, services],
    },
    {
      question:
        'Können Sie mir das Auto ein paar Tage zurücklegen, bis ich das Geld zusammen habe?',
      answeredBy: [reserve, prices, terms, remote],
    },
    {
      question:
        'Habt ihr auch Stromer? Und wie sieht es mit dem Akku aus, der ist doch nach ein paar Jahren hinüber, oder?',
      answeredBy: [ev, prices, stock, description, services],
    },
    // Long messages, the question inside, in German
    {
      question:
        'Hallo, ich fange im April eine neue Stelle in Potsdam an und brauche dafür endlich ein eigenes Auto, bisher bin ich immer mit der S-Bahn gefahren. Mein Budget liegt bei ca. 12.000 €, mehr geht nicht, und ich habe ehrlich gesagt keine Ahnung von Autos. Ich hätte gern etwas Zuverlässiges, das nicht gleich nach dem Kauf in die Werkstatt muss. Wie stellt ihr sicher, dass mit euren Autos alles in Ordnung ist?',
      answeredBy: [inspection, history, included, prices, description, services],
    },
    {
      question:
        'Guten Tag, mein Sohn hat gerade den Führerschein gemacht und wir suchen für ihn einen kleinen, günstigen Gebrauchten, so Polo oder Corsa. Unser alter Zafira, Baujahr 2012, 230.000 km, die Kupplung rutscht schon, soll dafür weg. Nehmt ihr so ein altes Auto überhaupt noch, auch wenn was kaputt ist?',
      answeredBy: [tradeIn, terms, prices, services, description],
    },
    {
      question:
        'Moin, ich habe auf mobile.de bei euch einen Skoda Octavia Kombi gesehen, 2019, Diesel. Ich wohne in Hamburg und kann frühestens in drei Wochen nach Berlin kommen. Ich will aber nicht umsonst 300 km fahren und dann steht da ein Auto mit Beulen. Könnt ihr mir vorher mehr Bilder schicken oder das Auto mal per Video zeigen?',
      answeredBy: [remote, vehicleRequest, services, prices],
    },
    {
      question:
        'Hallo, wir haben uns am Samstag einen Touran bei Ihnen angeschaut und wollen ihn jetzt kaufen. Die Finanzierung soll über Ihre Bank laufen, zugelassen werden soll das Auto auf meine Frau, und die Versicherung haben wir schon abgeschlossen. Was müssen wir alles dabeihaben, wenn wir zum Unterschreiben kommen?',
      answeredBy: [bring, registration, financing],
    },
    // Typos and chat-speak, in German
    {
      question: 'wieviel kostet es wenn ihr mir das auto nach münchen bringt?',
      answeredBy: [delivery, prices],
    },
    {
      question: 'habt ihr sonntags offen? will mir mal in ruhe die autos angucken',
      answeredBy: [hours],
    },
    {
      question: 'kann man bei euch mit karte zahlen oder nur überweisung',
      answeredBy: [payment, terms],
    },
    { question: 'is der preis noch verhandelbar oder fest??', answeredBy: [price] },
    // One or two words, in German
    {
      question: 'Garantie?',
      answeredBy: [warranty, terms, prices, included, description, services],
    },
    { question: 'Probefahrt', answeredBy: [testDrive, prices, terms, services] },
    { question: 'Winterreifen dabei?', answeredBy: [tyres, prices] },
    // German questions, English knowledge
    {
      question:
        'Spricht bei euch jemand Polnisch oder Englisch? Mein Schwager aus Stettin will bei euch ein Auto kaufen.',
      answeredBy: [staffLanguages],
    },
    {
      question: 'Kauft ihr auch einfach so Autos an, ohne dass ich bei euch eins kaufe?',
      answeredBy: [sellOnly, services],
    },
    {
      question:
        'Ich bin erst seit zwei Monaten in Deutschland und habe noch keine Anmeldung. Kann ich trotzdem ein Auto kaufen und zulassen?',
      answeredBy: [foreigner, registration],
    },
    // English paraphrases, English questions against German knowledge
    {
      question: 'Can I part-exchange my old car when I buy one from you?',
      answeredBy: [tradeIn, terms, services, description],
    },
    {
      question:
        'Do you sort out the number plates and the paperwork at the registration office for me?',
      answeredBy: [registration, prices, foreigner, services, description],
    },
    {
      question:
        'What happens if something breaks a few months after I buy the car? Is there any warranty?',
      answeredBy: [warranty, terms, prices, included, description, services],
    },
    {
      question: 'Have your cars been in accidents? Do they come with a full service history?',
      answeredBy: [history],
    },
    {
      question: 'Do you have any electric cars? How do I know the battery is still in good shape?',
      answeredBy: [ev, prices, stock, description, services],
    },
    {
      question: 'Where exactly are you? Is there a U-Bahn station nearby?',
      answeredBy: [location, description],
    },
    {
      question: 'If I pay today, when can I drive off in the car?',
      answeredBy: [handover, registration],
    },
    {
      question:
        'If I buy a car from you online without seeing it and then I don’t like it, can I send it back?',
      answeredBy: [returnCar, terms, remote],
    },
    {
      question:
        'Looking for a 7-seater Skoda Kodiaq under 25k and there is none on your website. Can you source one for me?',
      answeredBy: [carSearch, prices, services],
    },
    // Long messages, in English
    {
      question:
        'Hello, I am from Poznań and I am interested in the Toyota Corolla hybrid on your website. I want to buy it as a private person and drive it home to Poland myself. What papers do I need for this, and do I have to pay the German VAT? I can come by train on a Saturday.',
      answeredBy: [exportSale, terms, prices, services, description],
    },
    {
      question:
        'Hi! I moved to Berlin from India last month for a job in tech and I need a car for my commute to Brandenburg. I have my Anmeldung, a Blue Card and a permanent contract, but my German salary account is only two months old. Can I get a car loan through you, and what documents would the bank want?',
      answeredBy: [financing, foreigner],
    },
    {
      question:
        "hey, I'm an Erasmus student in Berlin until the end of July and only need a car for a few months, budget like 5-6k max. Could I buy something cheap from you and then sell it to you again before I fly home? do you buy cars back?",
      answeredBy: [sellOnly, services, stock],
    },
    {
      question:
        'Good morning, I live in Copenhagen and saw a VW ID.3 from you on AutoScout24. Before I fly over, could someone show me the car on a live video call, including the tyres and any scratches? And if I like it, can I pay a deposit so that nobody else buys it in the meantime?',
      answeredBy: [remote, reserve, vehicleRequest, terms, services],
    },
    // Typos and chat-speak, in English
    { question: 'r u open on saturdays? till what time', answeredBy: [hours] },
    {
      question: 'any hidden fees on top of the price in the ad? pls be honest thx',
      answeredBy: [included, prices],
    },
    { question: 'do u guys have automatics? my wife only drives auto', answeredBy: [stock] },
    {
      question: 'wat do i need to bring for a test drive',
      answeredBy: [testDrive, bring, terms],
    },
    {
      question: 'can i pay monthly for a car?',
      answeredBy: [financing, prices, payment, services, description],
    },
    // One or two words, in English
    { question: 'financing?', answeredBy: [financing, prices, payment, services, description] },
    {
      question: 'Export to Poland?',
      answeredBy: [exportSale, prices, terms, services, description],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Bietet ihr auch Leasing an? Ich würde gern einen neuen Cupra Born für drei Jahre leasen.',
    'Can I rent a car from you for a weekend trip to the Baltic Sea? Just Friday to Sunday.',
    'Habt ihr auch Motorräder oder Motorroller im Angebot? Ich suche eine gebrauchte 125er.',
    'How much would car insurance cost me for a 2018 Golf? Can you give me a quote?',
    'Sucht ihr gerade Autoverkäufer? Ich habe 5 Jahre Erfahrung im Verkauf und würde mich gern bei euch bewerben.',
    'Verkauft ihr auch Ersatzteile? Ich brauche einen linken Außenspiegel für meinen Passat B8.',
    "My Opel Astra needs its TÜV next month. I didn't buy it from you, can you do the inspection in your workshop?",
    'Könnt ihr mir bei mir zu Hause in Falkensee eine Wallbox installieren?',
    'How do I get an appointment at the Bürgeramt for my Anmeldung? Everything is booked out for weeks.',
    // Plainly outside
    'Ist die Zitadelle Spandau am Sonntag für Besucher geöffnet?',
  ],
};
