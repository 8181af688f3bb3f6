import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Autohaus Wendelstein, a family car dealer in Rosenheim (Upper Bavaria, Germany), between
 * Munich and the Austrian border at Kufstein, founded in 1979 as an independent workshop, a BMW
 * service partner since 1996 and a MINI dealer and service partner since 2002. It sells the
 * whole new MINI range (Cooper three- and five-door, Cabrio, Aceman, Countryman, John Cooper
 * Works) but no new BMW, BMW and MINI year-old cars (Jahreswagen) from factory staff and
 * demonstrators, and about 80 used cars of all brands with the 12-month Wendelstein-Garantie on
 * top of the legal liability for defects (no motorhomes or caravans); it sells extended
 * warranties (the manufacturer's Anschlussgarantie for new MINI and year-old cars, longer
 * Wendelstein-Garantie for used cars), takes cars in part exchange (also with Austrian plates)
 * or buys them outright, arranges loans, balloon and three-way financing, private leasing and
 * business leasing for tradesmen, the self-employed and firms, registers cars in the city and
 * the district of Rosenheim (and in Munich), prepares the export papers, the net sale and the
 * export plates for buyers from Austria and from outside the EU, and runs a workshop for BMW,
 * MINI and all brands (servicing, oil, brakes, HU/AU with a TÜV SÜD examiner twice a week,
 * tyre changes and winter tyre storage, windscreen repair and replacement, an express
 * diagnosis for travellers on the A8 and A93), with a pick-up service across the district and
 * from Munich; it offers no chip tuning. Prices are in euros with German VAT at 19 % (net for
 * business leasing and export). Its customers write in German (people from Rosenheim, the
 * Inntal and the Chiemgau, Munich commuters, tradesmen, and Austrians from Tirol and Salzburg),
 * with Bavarian and Austrian words and turns of phrase ("Servus", "Griaß eich", "passt scho",
 * "heuer", "Jänner", "Pickerl", "Bankomatkartn", "i hob", "machts ihr", "wos kost des"), missing
 * umlauts and chat-speak, and in English (international staff who work in Munich and live
 * around Rosenheim, tourists driving through to Austria and Italy, buyers from outside the EU).
 * The owner wrote the briefing in German, most Q&A pairs in German (address and hours with the
 * Bavarian holidays, new MINI and delivery times, new BMW, Jahreswagen, the used-car stock, the
 * used-car guarantee, warranty extensions, part exchange and buying cars, financing, private
 * leasing, business leasing and company-car tax, registration, buying from Austria and the
 * export, pick-up from Munich, servicing and brakes, HU/AU and the Austrian Pickerl, tyres,
 * windscreens, chip tuning, test drives, payment) and a few in English (buying and registering a
 * car after moving to Germany, English-speaking staff, export outside the EU, a breakdown while
 * travelling), added two custom responses (a valuation of the customer's car, a financing or
 * leasing quote), and pasted the 2026 workshop price list in German and the terms of purchase
 * and warranty in English.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases with
 * Bavarian and Austrian words the owner never used ("des Service-Symbol", "mein oidn Golf mit
 * österreichischem Kennzeichen", "210.000 km drauf", "heuer im Jänner an Steinschlag", "des
 * Pickerl", "a Wohnmobil oder an Campingbus", "quietschen wie sau", "mit da Bankomatkartn
 * zoin", "wenn i den selber zamstell", "a big final payment", "ECU remaps"), long messages with
 * a story around the question (a Munich commuter from Haidhausen with a 320d Touring, a family
 * from Prien expecting a second child, a joiner from Wasserburg whose tax adviser wants an
 * electric company car, a commuter from Wörgl who heard he pays no German VAT; a software
 * engineer from Texas living in Kolbermoor, a Dutch family on the way to Lake Garda with a
 * warning light, a buyer from Belgrade, a Blue Card holder on a three-year contract, a buyer
 * whose automatic gearbox jerks after five months), typos and chat-speak without umlauts
 * ("moecht", "anschaun", "belaege", "habt ihr", "u", "r u", "2", "wkend"), one- or two-word
 * questions ("Jahreswagen?", "Leasing?", "Windscreen chip?", "Trade-in?", "Warranty
 * extension?", "New BMW?"), short follow-ups that only make sense after an earlier question
 * ("passt scho, und an Mariä Himmelfahrt?", "und wie lang wart ma auf an neuen Countryman...",
 * "and how long does it take to get the plates?", "and if I collect it myself, can I drive it
 * home to Vienna on German plates?"), English questions against German knowledge and the
 * reverse, and a few that only a document answers (cancelling a signed order, an
 * air-conditioning service, a loaner car, damage on a test drive, a warranty repair in Italy).
 * The outside questions include hard negatives that share words with the knowledge (renting a
 * MINI Cabrio for a holiday, paintwork after a parking bump next to the workshop, BMW
 * motorcycles, storing a whole car over the winter next to tyre storage, the gas check of a
 * camper van, exchanging a US driving licence, the green emissions sticker for Munich, an
 * apprenticeship) and plain questions about the Starbulls Rosenheim and a beer garden on the
 * Chiemsee.
 */

const german = qaIn('German');
const english = qaIn('English');

// The sources' titles, as the answers name them.
const location = 'Wo finde ich Sie und wann haben Sie geöffnet?';
const newMini = 'Welche neuen MINI verkaufen Sie und wie lange sind die Lieferzeiten?';
const newBmw = 'Verkaufen Sie auch neue BMW?';
const yearOld = 'Haben Sie BMW und MINI Jahreswagen?';
const usedCars = 'Welche Gebrauchtwagen haben Sie im Angebot?';
const usedWarranty = 'Welche Garantie bekomme ich auf einen Gebrauchtwagen?';
const warrantyExtension = 'Kann ich die Garantie verlängern, auch bei einem neuen MINI?';
const tradeIn = 'Nehmen Sie mein altes Auto in Zahlung oder kaufen Sie es an?';
const financing = 'Kann ich das Auto bei Ihnen finanzieren?';
const privateLeasing = 'Kann ich als Privatkunde bei Ihnen leasen?';
const businessLeasing = 'Bieten Sie Leasing für Gewerbetreibende, Selbstständige und Firmen an?';
const registration = 'Übernehmen Sie die Zulassung in Stadt und Landkreis Rosenheim?';
const exportAustria =
  'Ich wohne in Österreich: Kann ich bei Ihnen ein Auto kaufen, und wie läuft der Export?';
const pickup = 'Holen Sie mein Auto zur Werkstatt ab, auch aus München?';
const service = 'Machen Sie Inspektion, Ölservice und Bremsen für BMW, MINI und andere Marken?';
const hu = 'Kann ich bei Ihnen die HU/AU (TÜV) machen lassen?';
const tyres = 'Wechseln Sie Reifen und lagern Sie Winterreifen ein?';
const windscreen = 'Reparieren oder tauschen Sie Windschutzscheiben?';
const chipTuning = 'Bieten Sie Chiptuning oder eine Leistungssteigerung an?';
const testDrive = 'Kann ich vor dem Kauf eine Probefahrt machen?';
const payment = 'Wie kann ich bezahlen?';
const expatBuy = 'Can I buy and register a car here if I have just moved to Germany?';
const englishStaff = 'Does anyone at Autohaus Wendelstein speak English?';
const nonEuExport = 'I live outside the EU: can you sell me a car for export?';
const traveller = 'I am driving through Rosenheim and my car has a problem: can you help me today?';
const priceList = 'Werkstatt-Preisliste 2026 – Autohaus Wendelstein Rosenheim';
const terms = 'Terms of Purchase and Warranty – Autohaus Wendelstein (2026)';
const tradeInQuote = 'Anfrage zur Bewertung des eigenen Autos (Inzahlungnahme oder Ankauf)';
const financeQuote = 'Anfrage für ein Finanzierungs- oder Leasingangebot';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const rosenheimCarDealerSet: EvaluationSet = {
  name: 'Rosenheim car dealer (Autohaus Wendelstein)',
  heldOut: false,
  agentName: 'Vroni',
  briefing: {
    companyName: 'Autohaus Wendelstein',
    industry: 'automotive',
    description:
      'Autohaus Wendelstein ist ein Familienbetrieb in Rosenheim. Josef Huber hat es 1979 als freie Werkstatt gegründet; seit 1996 sind wir BMW Servicepartner, seit 2002 MINI Vertragshändler und MINI Servicepartner. Heute führt Andrea Huber das Haus in zweiter Generation, Verkaufsleiter ist Markus Gruber, Serviceleiter Stefan Obermaier. Wir verkaufen neue MINI, BMW und MINI Jahreswagen und rund 80 geprüfte Gebrauchtwagen aller Marken; neue BMW verkaufen wir nicht, wir warten und reparieren sie aber als BMW Servicepartner. Unsere Werkstatt betreut BMW, MINI und Autos aller anderen Marken, mit HU/AU im Haus. Wir sind 36 Leute in Verkauf, Werkstatt, Service-Annahme und einem Büro für Finanzierung, Leasing, Zulassung und Export. Sie finden uns in der Kufsteiner Straße 142, 83026 Rosenheim, gut 60 km von München und 30 km von der österreichischen Grenze bei Kufstein. Unsere Kunden kommen aus Stadt und Landkreis Rosenheim, dem Chiemgau, dem Inntal, aus München und aus Tirol und Salzburg. Wir sprechen Deutsch (gern auch Bairisch), Englisch und Italienisch.',
    targetAudience:
      'Familien, Pendler und Werkstattkunden aus Rosenheim, Kolbermoor, Bad Aibling, Prien, Wasserburg und dem ganzen Landkreis; Münchner, die bei uns kaufen oder ihr Auto zur Werkstatt abholen lassen; MINI-Fans und BMW-Fahrer, die einen jungen Jahreswagen suchen; Handwerker, Selbstständige, Freiberufler und Firmen, die gewerblich leasen; Käufer aus Tirol, Salzburg und ganz Österreich, die bei uns kaufen und exportieren; internationale Mitarbeiterinnen und Mitarbeiter, die in München arbeiten und rund um Rosenheim wohnen; Urlauber auf der Durchreise nach Österreich und Italien; und Käufer aus Ländern außerhalb der EU.',
    keyServices:
      'Verkauf neuer MINI (Cooper 3-Türer und 5-Türer, Cabrio, Aceman, Countryman, John Cooper Works); BMW und MINI Jahreswagen und Vorführwagen; rund 80 Gebrauchtwagen aller Marken mit 110-Punkte-Check und 12 Monaten Wendelstein-Garantie; Garantieverlängerungen und Anschlussgarantie; Inzahlungnahme mit kostenloser Bewertung und Ankauf ohne Neukauf, auch mit österreichischem Kennzeichen; Finanzierung, Ballon- und 3-Wege-Finanzierung; Leasing für Privatkunden, Gewerbetreibende und Selbstständige; Zulassungsservice in Stadt und Landkreis Rosenheim und in München; Exportpapiere, Nettoverkauf und Ausfuhrkennzeichen für Käufer aus Österreich und dem Ausland; Werkstatt für BMW, MINI und alle Marken: Inspektion, Ölservice, Bremsen, HU/AU mit TÜV SÜD im Haus, Reifenwechsel und Einlagerung von Winterreifen, Reparatur und Tausch von Windschutzscheiben; Hol- und Bringservice im Landkreis Rosenheim und aus München; Probefahrten, mit dem MINI Cooper E und dem Aceman auch übers Wochenende.',
    commonQuestions:
      'Öffnungszeiten und bayerische Feiertage, Lieferzeiten neuer MINI, ob wir neue BMW verkaufen, Jahreswagen, ob ein bestimmter Gebrauchter noch da ist, die Garantie auf Gebrauchtwagen und ihre Verlängerung, was wir für das alte Auto geben, Finanzierung und Schlussrate, Privat- und Gewerbeleasing, die Versteuerung des Firmenwagens, die Zulassung und RO-Wunschkennzeichen, Kauf und Export nach Österreich mit NoVA und Mehrwertsteuer, Abholung aus München, Preise für Ölservice, Inspektion und Bremsen, HU/AU und das österreichische Pickerl, Reifenwechsel und Einlagerung, Steinschlag und Windschutzscheibe, Chiptuning, Probefahrten und Bezahlung mit Bankomatkarte; auf Englisch: Kauf und Zulassung nach dem Umzug nach Deutschland, englischsprachige Beratung, Export außerhalb der EU und Pannen auf der Durchreise.',
    languages: ['German', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Klare, konkrete Antworten mit Preisen in Euro inklusive 19 % MwSt. (beim Gewerbeleasing und beim Export netto) und die deutschen und österreichischen Regeln einfach erklärt: HU/AU, Zulassung, eVB-Nummer, NoVA, Gewährleistung und Garantie. Wir siezen unsere Kunden, auch wenn sie uns mit „Servus“ duzen oder Bairisch schreiben, und antworten auf Englisch, wenn jemand auf Englisch schreibt. Wir nennen nie einen Ankaufspreis, ohne das Auto gesehen zu haben, und versprechen nie eine Kredit- oder Leasingzusage vor der Prüfung durch die Bank. Zum Schluss schlagen wir einen nächsten Schritt vor: eine Probefahrt, eine Bewertung, ein Angebot per E-Mail oder eine Nachricht per WhatsApp an 0171 446 2917.',
    personality:
      'Wie ein guter Autoverkäufer aus Rosenheim: herzlich, bodenständig und ehrlich, mit oberbayerischer Gelassenheit und einem Augenzwinkern; offen über den Zustand der Gebrauchten und über Kosten, an die man nicht gleich denkt (Überführung, Zulassung, NoVA), und geduldig mit Kunden, die die deutschen Formulare zum ersten Mal sehen.',
    responseTemplates: [
      {
        scenario: tradeInQuote,
        response:
          'Sehr gern! Für eine erste Einschätzung schicken Sie uns bitte per WhatsApp an 0171 446 2917 oder per E-Mail an ankauf@autohaus-wendelstein.example: Marke, Modell, Motor und Erstzulassung; den Kilometerstand; ein Foto der Zulassungsbescheinigung Teil I (bei österreichischen Autos den Zulassungsschein); vier Fotos von außen, eines vom Innenraum und eines vom Tacho bei laufendem Motor; ob das Serviceheft vollständig ist; bekannte Schäden, Unfälle oder Warnleuchten; und ob das Auto noch finanziert ist. Sagen Sie uns auch, ob Sie bei uns ein Auto kaufen möchten oder nur verkaufen. Sie bekommen noch am selben Tag eine Preisspanne. Das verbindliche Angebot machen wir nach einem kostenlosen Check von etwa 30 Minuten bei uns in der Kufsteiner Straße, ohne Termin während der Verkaufszeiten; es gilt 10 Tage oder 300 km.',
      },
      {
        scenario: financeQuote,
        response:
          'Danke für Ihr Interesse! Damit wir Ihnen innerhalb von 24 Stunden ein Angebot schicken können, brauchen wir: das gewünschte Auto (Modell und Ausstattung, oder den Link zum Gebrauchten auf unserer Website); ob Sie finanzieren (klassisch, mit Schlussrate oder als 3-Wege-Finanzierung) oder leasen möchten, privat oder gewerblich; die Laufzeit und die Kilometer pro Jahr; ob Sie eine Anzahlung oder Sonderzahlung leisten möchten und ob wir Ihr altes Auto in Zahlung nehmen sollen; oder einfach Ihre Wunschrate im Monat. Für die Bonitätsprüfung braucht die Bank von Privatkunden den Personalausweis (oder Reisepass mit Meldebescheinigung und Aufenthaltstitel) und die letzten zwei Gehaltsabrechnungen; von Selbstständigen und Freiberuflern die letzten zwei Einkommensteuerbescheide, bei weniger als zwei Jahren Selbstständigkeit zusätzlich die aktuelle BWA; von Firmen den letzten Jahresabschluss. Voraussetzung ist ein Wohnsitz in Deutschland. Markus Gruber schickt Ihnen das Angebot per E-Mail, beim Gewerbeleasing mit einer Schätzung der Versteuerung der Privatnutzung, die Ihr Steuerberater bitte bestätigt.',
      },
    ],
  },
  qa: [
    german(
      location,
      'Sie finden uns in der Kufsteiner Straße 142, 83026 Rosenheim, gut zehn Minuten von der A8 (Ausfahrt Rosenheim) und der A93, mit 40 kostenlosen Kundenparkplätzen vor dem Haus. Vom Bahnhof Rosenheim holen wir Sie nach Absprache kostenlos ab (etwa zehn Minuten); aus München fahren Sie mit dem Regionalzug in 35 bis 55 Minuten nach Rosenheim. Verkauf (neue MINI, Jahres- und Gebrauchtwagen): Montag bis Freitag 8:30–18:30 Uhr, Samstag 9:00–14:00 Uhr. Werkstatt und Service-Annahme: Montag bis Freitag 7:00–18:00 Uhr, Samstag 8:00–12:00 Uhr (nur Reifenwechsel und Express-Service, mit Termin). Sonntags und an allen Feiertagen haben wir geschlossen, also auch an den bayerischen Feiertagen Heilige Drei Könige (6. Januar), Fronleichnam, Mariä Himmelfahrt (15. August) und Allerheiligen (1. November); die Werkstatt außerdem zwischen Weihnachten und Neujahr. Außerhalb der Öffnungszeiten können Sie den Autoschlüssel für einen Werkstatttermin in unseren Schlüsseltresor am Eingang werfen. Telefon 08031 28 47 0, WhatsApp 0171 446 2917, E-Mail info@autohaus-wendelstein.example.',
    ),
    german(
      newMini,
      'Wir sind seit 2002 MINI Vertragshändler und verkaufen die ganze aktuelle Palette: MINI Cooper 3-Türer und 5-Türer (Benziner C und S, elektrisch E und SE), MINI Cooper Cabrio, den elektrischen MINI Aceman, den MINI Countryman (C, S ALL4, E und SE ALL4) und die John Cooper Works Modelle. Preise 2026 ab (unverbindliche Preisempfehlung inkl. 19 % MwSt.): Cooper C 3-Türer 29.900 €, Cooper C 5-Türer 31.400 €, Cooper E 32.900 €, Cooper Cabrio 34.900 €, Aceman E 35.900 €, Countryman C 41.900 €, John Cooper Works 44.900 €, Countryman E 45.900 €, jeweils zuzüglich 1.190 € Überführung (Transport, Auslieferungsinspektion, Reinigung, erste Tankfüllung oder Ladung). Rund 25 neue MINI stehen bei uns auf Lager; sie sind in ein bis drei Wochen zugelassen und fahrbereit. Einen MINI, den Sie ab Werk nach Ihren Wünschen konfigurieren, bekommen Sie nach drei bis vier Monaten, einen Countryman nach vier bis fünf Monaten. Jeder neue MINI hat 2 Jahre Herstellergarantie ohne Kilometerbegrenzung, die Hochvoltbatterie der Elektromodelle 8 Jahre oder 160.000 km; die Garantie können Sie bis zum fünften Jahr verlängern. Bei der Bestellung leisten Sie eine Anzahlung von 10 % des Kaufpreises.',
    ),
    german(
      newBmw,
      'Nein, neue BMW verkaufen wir nicht. Für BMW sind wir autorisierter Servicepartner, also Werkstatt; Händler sind wir nur für MINI. Einen neuen BMW bestellen Sie bei einem BMW Vertragshändler, in Rosenheim oder München. Warten und reparieren können wir ihn danach genauso wie ein BMW Händler: nach Herstellervorgabe, mit Original BMW Teilen und Eintrag ins digitale Serviceheft, sodass Ihre Herstellergarantie erhalten bleibt. Was wir bei BMW verkaufen: Jahreswagen und junge Gebrauchte, meist 20 bis 30 Autos auf dem Hof, vom 1er und 2er Active Tourer über den 3er Touring und den X1 bis zum X3 und zum elektrischen i4, viele davon mit dem Rest der Herstellergarantie.',
    ),
    german(
      yearOld,
      'Ja, meistens 30 bis 40 Stück. Unsere BMW und MINI Jahreswagen kommen überwiegend von Werksangehörigen aus München, Dingolfing und Regensburg, die ihre Autos nach einem Jahr abgeben: Sie sind 9 bis 24 Monate alt, haben 5.000 bis 30.000 km und kosten 15 bis 30 % weniger als damals neu. Dazu kommen unsere eigenen MINI Vorführwagen, 3 bis 12 Monate alt und unter 8.000 km, mit 10 bis 18 % Preisvorteil. Alle haben den Rest der Herstellergarantie, die auf Sie übergeht und die Sie mit der Anschlussgarantie bis zum fünften Jahr verlängern können, und sind lückenlos gewartet. Weil sie schon zugelassen waren, fallen keine Überführungskosten an, und sie sind meist innerhalb einer Woche fahrbereit. Den aktuellen Bestand mit Fotos und Preisen finden Sie auf www.autohaus-wendelstein.example unter „Jahreswagen“; gegen eine Anzahlung von 500 € reservieren wir Ihnen ein Auto 5 Tage lang.',
    ),
    german(
      usedCars,
      'Wir haben ständig rund 80 Gebrauchtwagen aller Marken auf dem Hof, Baujahre 2016 bis 2024, von etwa 8.000 € bis 55.000 €: Kleinwagen (MINI, Polo, Fiesta, Yaris, Corsa), Kompakte und Kombis (BMW 1er und 3er Touring, Golf, Octavia, Audi A3 und A4), SUVs (BMW X1 und X3, MINI Countryman, Tiguan, Kuga) und rund 12 Elektroautos und Plug-in-Hybride (BMW i3 und i4, MINI Cooper SE, VW ID.3), diese mit einem Batteriezertifikat. Jedes Auto bekommt vor dem Verkauf einen 110-Punkte-Check in unserer Werkstatt, eine Inspektion und eine neue HU, wenn die alte weniger als 12 Monate Rest hat, und 12 Monate Wendelstein-Garantie. Alle Autos stehen mit Fotos, Kilometerstand, Ausstattung und Preis auf www.autohaus-wendelstein.example und bei mobile.de. Schicken Sie uns den Link per WhatsApp an 0171 446 2917: Wir sagen Ihnen noch am selben Tag, ob das Auto noch da ist, und schicken Ihnen weitere Fotos, ein kurzes Video und das Serviceheft. Wohnmobile, Campingbusse und Wohnwagen verkaufen wir nicht, auch nicht in Kommission.',
    ),
    german(
      usedWarranty,
      'Jeder Gebrauchtwagen, den Sie als Privatkunde bei uns kaufen, ist doppelt abgesichert. Erstens haften wir 12 Monate ab Übergabe gesetzlich für Sachmängel (Gewährleistung). Zweitens bekommen Sie unsere Wendelstein-Garantie über 12 Monate ohne Kilometerbegrenzung, im Preis enthalten: Sie deckt Motor, Schalt- und Automatikgetriebe, Achsantrieb, Turbolader, Kühlsystem, Lenkung, Kraftstoffanlage, Elektrik und Steuergeräte, bei Elektroautos und Hybriden auch die Hochvoltbatterie, wenn ihre Kapazität unter 70 % fällt. Verschleißteile wie Bremsbeläge und -scheiben, Kupplungsscheibe, Reifen, Stoßdämpfer, Wischerblätter und die 12-Volt-Batterie sind nicht abgedeckt. Bei Autos mit mehr als 100.000 km tragen Sie einen Teil der Materialkosten (20 % bis 150.000 km, 40 % darüber); der Arbeitslohn ist immer voll gedeckt. Melden Sie uns einen Schaden bitte vor der Reparatur, telefonisch unter 08031 28 47 0 oder per WhatsApp; repariert wird in unserer Werkstatt, die Einzelheiten stehen in unseren Garantiebedingungen. Beim Kauf können Sie die Garantie auf 24 Monate (340 €) oder 36 Monate (560 €) verlängern; BMW und MINI Jahreswagen haben zusätzlich den Rest der Herstellergarantie.',
    ),
    german(
      warrantyExtension,
      'Ja, auf drei Wegen. Neuer MINI: Die Herstellergarantie läuft 2 Jahre; mit der Anschlussgarantie des Herstellers verlängern Sie sie bis zum Ende des 3. Jahres für 390 €, bis zum Ende des 4. Jahres für 790 € oder bis zum Ende des 5. Jahres für 1.290 €, jeweils bis höchstens 200.000 km. Sie gilt bei allen BMW und MINI Servicepartnern in Europa und kann bis zum letzten Tag der Herstellergarantie abgeschlossen werden, nicht danach. BMW und MINI Jahreswagen: dieselbe Anschlussgarantie zu denselben Preisen, solange die Herstellergarantie noch läuft. Gebrauchtwagen aller Marken: Unsere Wendelstein-Garantie (12 Monate inklusive) verlängern Sie beim Kauf auf 24 Monate für 340 € oder auf 36 Monate für 560 €, für Autos unter 8 Jahren und unter 150.000 km; nachträglich ist das nicht mehr möglich. Alle Garantieverlängerungen gehen bei einem Verkauf an eine Privatperson auf den neuen Eigentümer über, was den Wiederverkaufswert erhöht.',
    ),
    german(
      tradeIn,
      'Ja. Wir nehmen Autos jeder Marke in Zahlung, auch mit hoher Laufleistung und auch mit österreichischem Kennzeichen, wenn Sie bei uns einen neuen MINI, einen Jahres- oder einen Gebrauchtwagen kaufen. Die Bewertung ist kostenlos und unverbindlich und dauert etwa 30 Minuten bei uns auf dem Hof, ohne Termin während der Verkaufszeiten; vorab geben wir Ihnen per WhatsApp eine erste Einschätzung anhand von Fotos und Fahrzeugschein. Grundlage sind die aktuellen DAT-Marktwerte, der Zustand, der Kilometerstand und das Serviceheft; Autos mit sehr vielen Kilometern nehmen wir zum Händlerpreis. Unser Angebot gilt 10 Tage oder 300 km, der Betrag wird direkt vom Kaufpreis abgezogen, und Sie fahren Ihr altes Auto bis zur Übergabe des neuen. Läuft noch ein Kredit, lösen wir die Restschuld direkt bei Ihrer Bank ab; die Abmeldung in Deutschland übernehmen wir kostenlos. Ein Auto mit österreichischer Zulassung melden Sie vor der Übergabe selbst über Ihre Versicherung ab und bringen den Typenschein mit. Autos ab Baujahr 2012 kaufen wir auch an, ohne dass Sie bei uns etwas kaufen, und überweisen das Geld innerhalb von zwei Werktagen.',
    ),
    german(
      financing,
      'Ja. Wir vermitteln Kredite der Alpenland Fahrzeugbank AG für neue MINI, Jahres- und Gebrauchtwagen von 3.000 € bis 90.000 €, mit 12 bis 84 Monaten Laufzeit. 2026 beginnt der effektive Jahreszins bei 2,99 % für neue MINI, 3,99 % für BMW und MINI Jahreswagen und 5,49 % für Gebrauchtwagen. Beispiel Gebrauchtwagen: Nettodarlehensbetrag 18.000 €, 60 Monate, gebundener Sollzins 5,36 % p. a., effektiver Jahreszins 5,49 %, 60 Monatsraten à 342,66 €, Gesamtbetrag 20.559,60 €. Wer eine niedrigere Monatsrate möchte, wählt die Ballonfinanzierung mit einer höheren Schlussrate, die Sie am Ende zahlen oder weiterfinanzieren, oder die 3-Wege-Finanzierung (für neue MINI und Jahreswagen), bei der Sie am Ende zusätzlich die Wahl haben, das Auto zum garantierten Rückkaufwert bei uns zurückzugeben. Beispiel Countryman C: Kaufpreis 43.090 € inkl. Überführung, Anzahlung 8.000 €, Nettodarlehensbetrag 35.090 €, 48 Monate, 10.000 km im Jahr, gebundener Sollzins 2,95 % p. a., effektiver Jahreszins 2,99 %, 47 Monatsraten à 338,39 € und eine Schlussrate von 22.600 €, Gesamtbetrag 38.504,33 €. Sondertilgungen sind jederzeit kostenlos möglich. Voraussetzung sind ein Wohnsitz in Deutschland, ein deutsches Girokonto und eine positive SCHUFA-Auskunft; die Bank entscheidet meist innerhalb einer Stunde. Bonität vorausgesetzt.',
    ),
    german(
      privateLeasing,
      'Ja, für alle neuen MINI und für ausgewählte BMW und MINI Jahreswagen. Sie zahlen eine feste Monatsrate für 24 bis 48 Monate und 5.000 bis 30.000 km im Jahr und geben das Auto am Ende bei uns zurück; eine Sonderzahlung ist möglich, aber nicht nötig. Beispiele 2026 ohne Sonderzahlung, 36 Monate, 10.000 km im Jahr, inkl. MwSt.: MINI Cooper E ab 249 €, Cooper C 3-Türer ab 279 €, Aceman E ab 289 €, Countryman C ab 399 € im Monat, jeweils zuzüglich einmalig 1.190 € Überführung; ein BMW X1 Jahreswagen über 24 Monate ab 359 €. Versicherung und Kfz-Steuer zahlen Sie selbst (Elektroautos sind bis 2030 steuerfrei); Wartung und Verschleiß nehmen Sie für 25 € im Monat dazu, Reifen für 18 €. Mehrkilometer kosten 0,09 € je km, Minderkilometer erstatten wir mit 0,05 € je km (bis 2.500 km). Voraussetzung sind ein Wohnsitz in Deutschland, ein deutsches Girokonto, eine positive SCHUFA-Auskunft und, für Bürger außerhalb der EU, ein Aufenthaltstitel bis zum Vertragsende. Wer neu in Deutschland ist und noch keine SCHUFA-Historie hat, bekommt das Leasing meist mit Arbeitsvertrag und einer kleinen Sonderzahlung. Wer vorzeitig wegzieht, kann den Vertrag an einen Nachfolger übergeben (Gebühr 250 €) oder ablösen.',
    ),
    german(
      businessLeasing,
      'Ja. Für Handwerker, Gewerbetreibende, Selbstständige, Freiberufler und Firmen bieten wir Gewerbeleasing für alle neuen MINI und für BMW und MINI Jahreswagen an, über 24 bis 60 Monate und 10.000 bis 50.000 km im Jahr. Alle Raten sind netto, zuzüglich MwSt., die Sie als vorsteuerabzugsberechtigter Unternehmer zurückbekommen. Beispiele 2026, 36 Monate, 15.000 km im Jahr, ohne Sonderzahlung: MINI Cooper E ab 189 €, Aceman E ab 219 €, Countryman E ab 299 €, Countryman C ab 329 € netto im Monat; BMW 3er Touring Jahreswagen über 24 Monate ab 429 € netto. Ein Service-Paket mit Wartung, Verschleiß, Reifen und HU gibt es ab 35 € netto im Monat. Nutzen Sie das Auto auch privat, versteuern Sie den geldwerten Vorteil: bei reinen Elektroautos mit einem Bruttolistenpreis bis 100.000 € nur 0,25 % des Bruttolistenpreises im Monat, bei Plug-in-Hybriden, die die gesetzlichen Grenzen erfüllen, 0,5 %, bei Benzinern und Dieseln 1 %; beim Countryman E sind das rund 115 € im Monat, die Sie zu Ihrem Gewinn rechnen. Für die Bonitätsprüfung brauchen wir von Selbstständigen die letzten zwei Einkommensteuerbescheide, von Firmen den letzten Jahresabschluss. Was steuerlich in Ihrem Fall gilt, bestätigt Ihnen Ihr Steuerberater.',
    ),
    german(
      registration,
      'Ja. Für jedes Auto, das Sie bei uns kaufen, erledigt unser Zulassungsservice alles bei der Zulassungsstelle der Stadt Rosenheim oder des Landratsamts Rosenheim; Sie müssen nicht selbst hin. Dafür brauchen wir Ihren Personalausweis (oder Reisepass mit Meldebescheinigung), die eVB-Nummer Ihrer Kfz-Versicherung und ein SEPA-Lastschriftmandat für die Kfz-Steuer mit Ihrer IBAN. Der Zulassungsservice kostet 169 €; dazu kommen die amtlichen Gebühren (rund 35 €) und die Kennzeichen (28 € das Paar). Ein RO-Wunschkennzeichen reservieren Sie online für 10,20 €, oder wir machen das für Sie; im Landkreis bekommen Sie auf Wunsch auch die Altkennzeichen AIB und WS. Wenn alle Unterlagen da sind, dauert die Zulassung ein bis zwei Werktage. Wohnen Sie in der Stadt oder im Landkreis München, lassen wir das Auto dort zu: 229 € Service, drei bis vier Werktage. Die Zulassungsbescheinigung Teil II (Fahrzeugbrief) bekommen Sie bei Barkauf bei der Übergabe, bei einer Finanzierung geht sie bis zur letzten Rate an die Bank. Käufer aus Österreich und dem Ausland bekommen statt einer deutschen Zulassung die Exportpapiere.',
    ),
    german(
      exportAustria,
      'Ja, gern: Gut jeder sechste Kunde kommt aus Tirol, Salzburg oder Oberösterreich. Wie die Steuer läuft, hängt davon ab, ob das Auto als Neufahrzeug gilt. Neue MINI und alle Autos, die höchstens sechs Monate zugelassen sind oder höchstens 6.000 km gefahren haben, verkaufen wir an Käufer mit Wohnsitz in Österreich netto, ohne deutsche Mehrwertsteuer: Die österreichische Umsatzsteuer (20 %) zahlen Sie in Österreich beim Finanzamt, zusammen mit der NoVA; reine Elektroautos wie der MINI Cooper E, der Aceman und der Countryman E sind von der NoVA befreit. Bis Sie uns die Zulassung in Österreich nachweisen (Kopie des Zulassungsscheins), hinterlegen Sie bei uns eine Kaution in Höhe der deutschen Mehrwertsteuer; wir überweisen sie innerhalb von 10 Werktagen nach dem Nachweis zurück. Ältere Gebrauchtwagen kaufen Sie zum gleichen Preis wie deutsche Kunden, die deutsche Steuer wird nicht erstattet; die NoVA fällt in Österreich trotzdem an. Von uns bekommen Sie alle Exportpapiere: Rechnung, Zulassungsbescheinigung Teil I und II, COC-Papier (Übereinstimmungsbescheinigung), Serviceheft und die Gelangensbestätigung zum Unterschreiben. In Österreich lassen Sie das Auto in die Genehmigungsdatenbank eintragen (das macht jeder österreichische BMW oder MINI Händler), zahlen die NoVA und melden es über Ihre Versicherung an. Nach Hause kommt das Auto mit einem deutschen Ausfuhrkennzeichen mit 15 Tagen Versicherung, das wir für 249 € inklusive Gebühren besorgen (ein Werktag Vorlauf), oder wir liefern es per Transporter: Kufstein bis Wörgl 149 €, Innsbruck und Salzburg 199 €, Linz 349 €, Wien 549 €. Finanzieren oder leasen können wir mit Wohnsitz in Österreich leider nicht.',
    ),
    german(
      pickup,
      'Ja, mit unserem Hol- und Bringservice. Ein Fahrer holt Ihr Auto Montag bis Freitag zwischen 6:30 und 8:30 Uhr zu Hause oder am Arbeitsplatz ab und bringt es am selben Tag bis 19:00 Uhr zurück, mit Rechnung und Schlüssel. Preise für Hin- und Rückfahrt: Stadt Rosenheim 19 € (ab 400 € Werkstattrechnung kostenlos), Landkreis Rosenheim 39 €, Kufstein bis Wörgl 59 €, München (Stadt und Landkreis) sowie die Landkreise Ebersberg und Miesbach 89 €. Viele Münchner lassen so ihren BMW oder MINI bei uns warten, weil die Werkstattpreise bei uns auf dem Land niedriger sind. Während der Fahrt ist Ihr Auto über unsere Händlerversicherung versichert; den Schlüssel geben Sie dem Fahrer oder hinterlegen ihn an einem vereinbarten Ort. Bitte buchen Sie den Service zusammen mit dem Werkstatttermin, mindestens zwei Werktage vorher. Bringen Sie Ihr Auto lieber selbst, fahren wir Sie kostenlos zum Bahnhof Rosenheim. Ein gekauftes Auto liefern wir im Landkreis Rosenheim kostenlos und nach München für 149 € zugelassen vor die Tür.',
    ),
    german(
      service,
      'Ja. Als BMW und MINI Servicepartner warten wir BMW und MINI nach dem Condition Based Service des Herstellers, mit Original BMW Teilen und Eintrag ins digitale Serviceheft, sodass Ihre Herstellergarantie erhalten bleibt; Autos anderer Marken warten wir nach den Vorgaben ihres Herstellers. Preise 2026 inkl. MwSt.: Motoröl-Service mit Öl, Filter und Fahrzeug-Check für MINI ab 199 €, für BMW 1er, 2er, 3er und X1 ab 239 €, für BMW 5er, X3 und X5 ab 289 €; Inspektion für MINI ab 349 €, für BMW ab 429 €; andere Marken: Ölwechsel mit Filter ab 179 €, Inspektion ab 289 €. Bremsen mit Teilen und Einbau: Bremsbeläge vorne MINI ab 229 €, BMW 1er bis 3er ab 299 €; Bremsscheiben und -beläge vorne MINI ab 469 €, BMW 1er bis 3er ab 619 €; Bremsflüssigkeitswechsel 89 €. Die Arbeitsstunde kostet 152 €. Arbeiten über den Auftrag hinaus machen wir nur nach Ihrer Freigabe eines Kostenvoranschlags. Termine gibt es meist innerhalb einer Woche; beim Ölservice und bei Bremsbelägen können Sie in unserer Kundenlounge mit WLAN und Kaffee warten (etwa eine bis zwei Stunden).',
    ),
    german(
      hu,
      'Ja. Jeden Montag und Donnerstag kommt ein Prüfingenieur von TÜV SÜD zu uns in die Werkstatt und nimmt die Hauptuntersuchung mit Abgasuntersuchung ab, für Autos aller Marken. Die HU mit AU kostet 2026 für einen Pkw 159 €; mit unserem Vorab-Check (Licht, Reifen, Bremsen, Fehlerspeicher) zahlen Sie im HU-Paket 189 €, und kleine Mängel beheben wir nach Ihrer Freigabe gleich vorher, damit die Plakette beim ersten Mal klappt. Ist doch eine Nachprüfung nötig, kostet sie innerhalb eines Monats 35 €. Neuwagen müssen nach drei Jahren zum ersten Mal zur HU, danach alle zwei Jahre; wer mehr als zwei Monate überzieht, zahlt 20 % mehr für eine Ergänzungsuntersuchung. Während der HU können Sie bei uns warten (etwa eine Stunde). Für Autos mit österreichischem Kennzeichen gilt: Die §57a-Begutachtung („Pickerl“) dürfen nur ermächtigte Betriebe in Österreich machen, wir als deutsche Werkstatt nicht. Inspektion, Reparaturen und Reifenwechsel machen wir für österreichische Autos aber gern, mit Eintrag ins Serviceheft.',
    ),
    german(
      tyres,
      'Ja, für alle Marken. Der Radwechsel (vier Kompletträder ab- und anbauen, Luftdruck prüfen, Reifendrucksensoren anlernen) kostet 45 €, das Umziehen von vier Reifen auf die Felgen mit Auswuchten 99 € (Runflat-Reifen 24 € Zuschlag). In unserem Reifenhotel lagern wir Ihre Räder gewaschen, geprüft und versichert für 69 € pro Saison ein; Radwechsel und Einlagerung zusammen kosten 99 € pro Saison. Winterkompletträder mit Markenreifen gibt es für MINI ab 990 €, für BMW 3er ab 1.490 €. In Deutschland gilt die situative Winterreifenpflicht: Bei Glätte, Schnee oder Eis nur mit Winter- oder Ganzjahresreifen mit Alpine-Symbol. Wer nach Österreich fährt: Dort gilt vom 1. November bis 15. April bei winterlichen Verhältnissen die Winterausrüstungspflicht, mit mindestens 4 mm Profil. Wir empfehlen den Wechsel „von O bis O“ (Oktober bis Ostern). Räder wechseln wir auch samstags vormittags, nur mit Termin; im Oktober, November, März und April buchen Sie bitte zwei bis drei Wochen vorher.',
    ),
    german(
      windscreen,
      'Ja, für alle Marken, meist am selben Tag. Einen Steinschlag reparieren wir für 99 € in etwa 45 Minuten, wenn er nicht größer als eine 2-Euro-Münze ist und nicht direkt im Sichtfeld des Fahrers liegt; warten Sie damit nicht, denn bei Kälte und Hitze wird aus einem Steinschlag schnell ein Riss. Ist die Scheibe gerissen, tauschen wir sie: für MINI ab 690 €, für BMW ab 890 €, mit Head-up-Display ab 1.290 €; die Frontkamera der Assistenzsysteme kalibrieren wir danach für 189 €. Mit Teilkasko rechnen wir direkt mit Ihrer Versicherung ab: Die Reparatur eines Steinschlags zahlen die meisten Versicherungen voll ohne Selbstbeteiligung, beim Tausch zahlen Sie nur Ihre Selbstbeteiligung. Bringen Sie dafür Ihre Versicherungsnummer mit.',
    ),
    german(
      chipTuning,
      'Nein. Chiptuning, Softwareoptimierung und andere Leistungssteigerungen bieten wir nicht an, auch nicht über einen Partner, und wir bauen auch keine Tuning-Boxen ein. Der Grund: Mehr Leistung ohne Eintragung gefährdet die Betriebserlaubnis und den Versicherungsschutz, die Herstellergarantie erlischt, und unsere Wendelstein-Garantie deckt Motor und Getriebe bei getunten Autos nicht mehr; beim nächsten Software-Update in der Werkstatt wird das Tuning außerdem erkannt. Wer mehr Leistung möchte, dem empfehlen wir ab Werk einen MINI Cooper S oder John Cooper Works oder einen BMW mit stärkerem Motor aus unserem Jahreswagen-Bestand.',
    ),
    german(
      testDrive,
      'Ja, kostenlos, mit allen MINI Vorführwagen und mit jedem Jahres- und Gebrauchtwagen auf unserem Hof. Sie brauchen einen Führerschein, der in Deutschland gilt (ein österreichischer oder anderer EU-Führerschein ist kein Problem), und Ihren Personalausweis oder Reisepass; wir machen eine Kopie, und Sie unterschreiben einen kurzen Probefahrtvertrag. Eine normale Probefahrt dauert 30 bis 60 Minuten, gern auch auf der Autobahn oder Richtung Berge, auf Wunsch ohne Verkäufer. Den elektrischen MINI Cooper E und den Aceman leihen wir Privatkunden mit Kaufinteresse auch für 24 Stunden oder übers Wochenende, von Freitag 16:00 Uhr bis Montag 9:00 Uhr; dann dürfen Sie auch nach Österreich fahren, die Vorführwagen haben eine Vignette. Bitte reservieren Sie telefonisch oder per WhatsApp, damit das Auto bereitsteht und geladen ist; samstags sind die Termine schnell vergeben.',
    ),
    german(
      payment,
      'Den Kaufpreis zahlen Sie am einfachsten per Überweisung auf unser Konto (Autohaus Wendelstein GmbH, IBAN DE61 7115 0000 0020 4471 83); mit einer Echtzeitüberweisung ist das Geld in Sekunden da, sonst nach einem Werktag, auch von einem österreichischen Konto. Im Autohaus nehmen wir girocard, österreichische Bankomatkarten und Kreditkarten (Visa, Mastercard) bis 5.000 € an, zum Beispiel für die Anzahlung, und Bargeld bis 9.999 €; ab 10.000 € in bar müssten wir nach dem Geldwäschegesetz Ihre Identität erfassen, deshalb bitten wir dann um eine Überweisung. Schecks und Kryptowährungen nehmen wir nicht an. Finanzierung, Leasing und die Inzahlungnahme Ihres alten Autos lassen sich kombinieren. Das Auto übergeben wir, sobald der volle Betrag auf unserem Konto ist. Unsere Bankverbindung ändert sich nie: Bekommen Sie eine E-Mail mit einer angeblich neuen Kontonummer, rufen Sie uns bitte unter 08031 28 47 0 an, bevor Sie zahlen. In der Werkstatt zahlen Sie mit Karte, Apple Pay, Google Pay oder bar.',
    ),
    english(
      expatBuy,
      'Yes. Many of our customers are international employees who work in Munich and live in the Rosenheim area. To register a car in Germany you need a registered address here: the Meldebescheinigung you receive after your Anmeldung at the town hall of your municipality, plus your passport and, if you are not an EU citizen, your residence permit. You also need German car insurance: the insurer gives you an eVB number, which the registration office requires. And you sign a SEPA direct debit mandate for the annual vehicle tax from an account in the SEPA area. With these documents our registration service (169 €, plus about 35 € in official fees and 28 € for a pair of plates) registers the car at the registration office of the city or the district of Rosenheim, usually within one to two working days; if you live in the city or district of Munich, we register it there for 229 € in three to four working days. You can pay by bank transfer or card, or combine it with a trade-in; a car loan or leasing is possible if you have a German bank account, a positive SCHUFA record and a residence permit that runs longer than the contract. The contracts are in German, but Lisa Kern goes through everything with you in English.',
    ),
    english(
      englishStaff,
      'Yes. Lisa Kern in sales speaks English and Italian, Tom Bauer at the service desk speaks English, and Andrea Huber, who runs the business, is happy to help in English too. Write to us in English by WhatsApp (+49 171 446 2917) or e-mail (info@autohaus-wendelstein.example) and tell us when you would like to come, and we make sure one of them is there. Our terms of purchase and warranty are available in English. Sales, loan and leasing contracts are only in German, but we go through every page with you in English and send you a summary by e-mail. Workshop quotes and invoices are explained in English on request.',
    ),
    english(
      nonEuExport,
      'Yes. We regularly sell cars to buyers from Switzerland, the Western Balkans, Ukraine, Turkey and the Middle East. If the car leaves the EU, we can sell it without the 19 % German VAT: new MINI, year-old cars and used cars on which VAT is shown separately are sold at the net price; for older used cars sold under the margin scheme (Differenzbesteuerung) we calculate the export price for you on request. You pay the full price including VAT as a deposit, and we refund the VAT within 10 working days once the customs export confirmation (Ausfuhrbestätigung) shows that the car has left the EU, which must happen within 3 months. To drive it out yourself, we arrange German export plates (Ausfuhrkennzeichen) with 15 days of insurance for 249 € including fees, ready one working day after payment; bring your passport and proof of your address abroad. Alternatively a forwarding company can take the car by truck to your country or to a port such as Bremerhaven or Koper; we ask for quotes for you. You receive the invoice, both registration certificates, the certificate of conformity (COC) and the service records. Import duties, taxes, approval and registration in your country are your responsibility, so please check your country’s rules before you buy. Payment is by bank transfer before collection; cash only up to 9,999 €. Financing and leasing are only possible for residents of Germany.',
    ),
    english(
      traveller,
      'Yes, we help travellers on the A8 and A93 to and from Austria and Italy every week. Please call us on +49 8031 28 47 0 (or WhatsApp +49 171 446 2917) before you come, so the service desk can fit you in. An express diagnosis (reading the fault memory, a visual check and a short test drive) costs 69 € and is credited against the repair. Bulbs, wiper blades, batteries, tyres and most small repairs are usually done the same day, for every brand. For BMW and MINI we have the common parts in stock or get them from the BMW parts depot within half a day; parts for other brands usually arrive the next working day. The workshop is open Monday to Friday 7:00–18:00 and Saturday 8:00–12:00. On Sundays and public holidays we are closed: call the breakdown service of your automobile club, which can tow the car to us. If the car has to stay overnight, we recommend hotels nearby and drive you there. You can pay by card, including foreign debit and credit cards.',
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'German',
      text: `WERKSTATT-PREISLISTE 2026 – AUTOHAUS WENDELSTEIN GMBH
BMW Servicepartner – MINI Vertragshändler und Servicepartner – Werkstatt für alle Marken
Kufsteiner Straße 142, 83026 Rosenheim – Tel. 08031 28 47 0 – WhatsApp 0171 446 2917 – service@autohaus-wendelstein.example
Alle Preise in Euro inkl. 19 % MwSt. und inkl. Material, soweit angegeben. Gültig vom 1. Januar bis 31. Dezember 2026. „ab“-Preise je nach Motor und Ausstattung; vor jeder Arbeit erhalten Sie auf Wunsch einen Kostenvoranschlag.
Werkstatt: Montag bis Freitag 7:00–18:00 Uhr, Samstag 8:00–12:00 Uhr (nur Reifen und Express-Service, mit Termin).

1. Stundensätze
Mechanik und Elektrik: 152 | Hochvolt-Arbeiten an Elektro- und Hybridautos: 172 | Fehlerspeicher auslesen und Diagnose: 69 (bei Reparatur angerechnet)

2. Service BMW und MINI (Condition Based Service, Original BMW Teile, Eintrag ins digitale Serviceheft)
Motoröl-Service inkl. Öl, Filter und Fahrzeug-Check: MINI ab 199 | BMW 1er, 2er, 3er, X1, X2 ab 239 | BMW 4er, 5er, X3, X4, X5 ab 289
Inspektion (Fahrzeug-Check, Mikrofilter, Luftfilter, Zündkerzen nach Vorgabe): MINI ab 349 | BMW ab 429
Bremsflüssigkeitswechsel: 89 | Mikro-/Innenraumfilter: ab 49 | Wischerblätter vorne: ab 49

3. Service andere Marken
Ölwechsel mit Filter: ab 179 | Inspektion nach Herstellervorgabe: ab 289 | Bremsflüssigkeitswechsel: 89

4. Bremsen (inkl. Teile und Einbau)
Bremsbeläge vorne: MINI ab 229 | BMW 1er bis 3er ab 299 | BMW X3 und X5 ab 369
Bremsscheiben und -beläge vorne: MINI ab 469 | BMW 1er bis 3er ab 619 | BMW X3 und X5 ab 799
Bremsscheiben und -beläge hinten: MINI ab 419 | BMW 1er bis 3er ab 549
Andere Marken: nach Kostenvoranschlag

5. HU/AU (Prüfingenieur von TÜV SÜD montags und donnerstags im Haus, alle Marken)
HU mit AU (Pkw): 159 | HU-Paket mit Vorab-Check: 189 | Nachprüfung innerhalb eines Monats: 35
Überziehung um mehr als zwei Monate: Ergänzungsuntersuchung, + 20 % der Prüfgebühr

6. Klimaservice
Klimaservice mit Kältemittel R1234yf (neuere Autos): 159 | mit R134a (ältere Autos, meist bis Baujahr 2016): 99
Desinfektion der Klimaanlage: 45 | Lecksuche mit UV-Kontrastmittel: 59 (bei Reparatur angerechnet)

7. Batterie
Batterietest: kostenlos
12-Volt-Batterie inkl. Einbau und Anmeldung am Fahrzeug: MINI ab 259 | BMW (AGM) ab 329 | andere Marken ab 189

8. Reifen und Räder
Radwechsel (4 Kompletträder, Luftdruck, Anlernen der Reifendrucksensoren): 45
Reifen auf Felgen umziehen mit Auswuchten (4 Stück): 99 | Zuschlag Runflat-Reifen: 24
Einlagerung pro Saison (gewaschen, geprüft, versichert): 69 | Radwechsel und Einlagerung pro Saison: 99
Reifenreparatur: 35 | Achsvermessung mit Protokoll: 119
Winterkompletträder mit Markenreifen, montiert: MINI ab 990 | BMW 1er, 2er, X1 ab 1.190 | BMW 3er ab 1.490 | BMW X3 ab 1.790

9. Scheiben
Steinschlagreparatur (bis 2-Euro-Münze, außerhalb des Sichtfelds des Fahrers): 99
Windschutzscheibe tauschen: MINI ab 690 | BMW ab 890 | BMW mit Head-up-Display ab 1.290 | Kalibrierung der Frontkamera: 189
Direktabrechnung mit Ihrer Teilkaskoversicherung: Sie zahlen nur die Selbstbeteiligung.

10. Express-Service für Durchreisende
Schnelldiagnose (Fehlerspeicher, Sichtprüfung, kurze Probefahrt): 69, bei Reparatur angerechnet
Glühlampen, Wischerblätter, Batterie und Reifen meist am selben Tag; BMW und MINI Teile meist innerhalb eines halben Tages, andere Marken am nächsten Werktag.

11. Hol- und Bringservice (Hin- und Rückfahrt, Abholung Mo–Fr 6:30–8:30 Uhr, Rückgabe am selben Tag bis 19:00 Uhr)
Stadt Rosenheim: 19 (ab 400 Werkstattrechnung kostenlos) | Landkreis Rosenheim: 39 | Kufstein bis Wörgl: 59 | München Stadt und Landkreis, Landkreise Ebersberg und Miesbach: 89
Fahrt zum oder vom Bahnhof Rosenheim: kostenlos

12. Werkstattersatzwagen
MINI Cooper oder BMW 1er, nach Verfügbarkeit, zusammen mit dem Werkstatttermin zu reservieren: 39 pro Tag inkl. 150 km, jeder weitere km 0,25
Kostenlos bei Garantiearbeiten und bei Werkstattrechnungen über 800. Fahrer ab 21 Jahren mit mindestens zwei Jahren Führerschein; Rückgabe mit gleichem Tank- oder Ladestand.

13. Sonstiges
Standgeld für fertige, nicht abgeholte Fahrzeuge ab dem 3. Werktag nach Fertigmeldung: 15 pro Tag
Entsorgung von Altreifen: 4 pro Reifen | Rechnungskopie: kostenlos
Nicht im Angebot: Chiptuning, Softwareoptimierung und andere Leistungssteigerungen.`,
    },
    {
      title: terms,
      language: 'English',
      text: `TERMS OF PURCHASE AND WARRANTY – Autohaus Wendelstein GmbH, Kufsteiner Straße 142, 83026 Rosenheim, Germany, Amtsgericht Traunstein HRB 21974. Valid from 1 January 2026. These terms apply to the sale of new MINI cars, BMW and MINI year-old cars and demonstrators and used cars, to trade-ins, test drives, the Wendelstein Used Car Warranty and warranty extensions. German law applies; this English text is provided for our international customers.

1. Orders
The buyer is bound by a signed order for three weeks for a new car and for ten days for a year-old, demonstrator or used car. The contract is concluded when we confirm the order in writing within that period or hand over the car.

2. Prices, deposits and reservations
The price in the order applies; for consumers it includes 19 % German VAT. For new cars the delivery charge (1,190 € in 2026) is added. When ordering a new MINI the buyer pays a deposit of 10 % of the price. A year-old or used car is reserved for 5 days against a deposit of 500 €, without a deposit until the end of the next sales day. Deposits are credited against the price.

3. Cancellation by the buyer
If the buyer withdraws from a concluded contract without a legal or contractual right, or does not take delivery of the car, we may claim flat-rate damages of 15 % of the price for a new car and 10 % for a year-old, demonstrator or used car. The buyer may prove that no damage or a lower damage occurred; we may prove a higher damage. Cancellation is free of charge (a) if the purchase was made subject to financing and the bank declines the loan; (b) if a non-binding delivery date is exceeded by more than six weeks and the buyer has set us a reasonable further deadline without success; (c) for a purchase made exclusively by distance communication (telephone, e-mail, WhatsApp, internet) without a visit to our premises: a consumer may then withdraw within 14 days of delivery and pays compensation of 0.25 € per kilometre driven. Deposits are refunded within 14 days in cases (a) to (c).

4. Delivery and collection
Delivery dates for factory orders are non-binding unless expressly agreed as binding. The buyer collects the car within 14 days of our notice that it is ready, or has it delivered; after that we charge 15 € storage per day.

5. Payment and retention of title
The price is due at the latest on handover, by bank transfer, debit card (girocard or Austrian Bankomat card), credit card up to 5,000 € or payment by the financing bank. We accept cash up to 9,999 €. The car remains our property until paid in full; until then we keep the registration certificate Part II.

6. Trade-ins and purchases
A valuation is valid for 10 days and 300 km. The seller confirms that the information on mileage, accidents and known defects is correct; if an undisclosed defect or a considerably worse condition is found on handover, we adjust the price. The car is handed over with both registration certificates (for cars registered in Austria: the Zulassungsschein and the Typenschein), all keys and the service records. A car registered in Austria must be deregistered in Austria by the seller before handover. If the car is still financed, we pay off the outstanding loan at the bank and offset it; for a purchase without a new car we transfer the remaining amount within two working days. Fines, tolls and taxes up to handover are borne by the previous keeper.

7. Sales to buyers abroad and export
(a) Buyers resident in another EU country (for example Austria): new vehicles (new cars and cars registered for no more than six months or driven no more than 6,000 km) are sold at the net price without German VAT. The buyer pays a deposit equal to the German VAT, which we refund within 10 working days after receiving proof of registration in the country of destination. If no proof reaches us within 3 months, the deposit is retained as VAT. Other used cars are sold including German tax, which is not refunded.
(b) Buyers resident outside the EU: the car may be sold free of German VAT as an export sale. The buyer pays the VAT as a deposit, refunded within 10 working days after we receive the customs export confirmation; the car must leave the EU within 3 months.
(c) At the buyer's request we arrange German export plates (Ausfuhrkennzeichen) with 15 days of insurance for 249 € including official fees, or delivery by truck at the price agreed.
(d) We provide the invoice, the registration certificates Part I and II, the certificate of conformity (COC) and the service records. Import taxes (including the Austrian NoVA and VAT), customs duties, approval and registration in the country of destination are the buyer's responsibility.
(e) Financing and leasing are only available to residents of Germany.

8. Liability for defects
New cars: 2 years from handover. Used, year-old and demonstrator cars sold to consumers: 1 year from handover; this shorter period is agreed separately when the contract is signed. Used cars sold to businesses: liability is excluded as far as the law permits. If a defect appears within one year of handover, it is presumed to have existed at handover. The manufacturer's warranty and the Wendelstein Used Car Warranty apply in addition and do not limit the statutory rights.

9. Wendelstein Used Car Warranty
Scope: used cars sold to consumers; 12 months from handover, no mileage limit, included in the price.
Covered: engine and its internal parts, manual and automatic gearbox, final drive, turbocharger, cooling system, steering, fuel system, electrical components and control units; for electric and hybrid cars the high-voltage battery if its capacity falls below 70 % (at most 6,000 € per claim).
Not covered: wear parts (clutch disc, brake pads and discs, tyres, shock absorbers, wiper blades, 12-volt battery), bodywork, glass and interior, and damage caused by accidents, the wrong fuel, lack of maintenance, lack of oil, modifications to the car including chip tuning and software optimisation, or motorsport.
Cost share: parts are covered in full up to 100,000 km; above 100,000 km the buyer pays 20 %, above 150,000 km 40 %. Labour is always covered in full.
Conditions: the car is serviced according to the manufacturer's schedule at a specialist workshop, with proof.
Claims: the buyer reports the damage to us before any repair, by telephone (+49 8031 28 47 0) or WhatsApp. Repairs are carried out in our workshop. If the car is more than 50 km from Rosenheim, including abroad in Europe, another specialist workshop may carry out the repair after our written approval; we reimburse the costs at our own labour rates and parts prices. We pay towing to the nearest suitable workshop up to 100 km. Our liability per claim is limited to the car's purchase price.
If the car is sold to a private person, the warranty passes to the new owner.

10. Warranty extensions
(a) Wendelstein Used Car Warranty: extendable at the time of purchase to 24 months for 340 € or to 36 months for 560 €, for cars under 8 years old and with less than 150,000 km; it cannot be extended later.
(b) Manufacturer's extended warranty (Anschlussgarantie) for new MINI and BMW and MINI year-old cars: to the end of the 3rd year 390 €, to the end of the 4th year 790 €, to the end of the 5th year 1,290 €, each up to 200,000 km; it must be taken out before the manufacturer's warranty ends and is valid at all authorised BMW and MINI service partners in Europe under the manufacturer's conditions.
(c) Extensions pass to the new owner if the car is sold to a private person.

11. Test drives
The driver shows a driving licence valid in Germany and an identity card or passport. Demonstrators and cars for sale are insured fully comprehensive: for damage caused by the driver, the driver pays an excess of 1,000 €; in case of gross negligence, alcohol or drugs, the full damage. Fines from the test drive are paid by the driver; we give the authority the driver's details and charge a handling fee of 20 €. Test drives of more than 24 hours or over a weekend require a loan agreement: at most 300 km, only in Germany and Austria, electric cars returned with at least 30 % charge.

12. Data protection and disputes
We process customer data only for purchase, financing, leasing, registration, export, warranty and workshop, under the GDPR. Complaints to info@autohaus-wendelstein.example. We do not take part in proceedings before a consumer arbitration board. The place of jurisdiction for merchants is Rosenheim; the UN Convention on Contracts for the International Sale of Goods does not apply.`,
    },
  ],
  answerable: [
    // German paraphrases with Bavarian and Austrian words the owner never used
    {
      question:
        'Servus! Machts ihr a an Ölwechsel beim MINI und wos kost des? Bei mir leucht scho seit a boar Wochn des Service-Symbol.',
      answeredBy: [service, priceList, services],
    },
    {
      question:
        'Griaß eich, i bin aus Kufstein. Nehmts ihr mein oidn Golf mit österreichischem Kennzeichen a in Zahlung, wenn i bei eich an Countryman kauf? Der hot hoid scho 210.000 km drauf.',
      answeredBy: [tradeIn, tradeInQuote, terms, services],
    },
    {
      question:
        'Hob heuer im Jänner an Steinschlag in da Windschutzscheibn kriagt und der Sprung werd imma länger. Richts ihr des und zoid des d Versicherung?',
      answeredBy: [windscreen, priceList, services],
    },
    {
      question:
        'I hob a Auto mit Tiroler Kennzeichen, arbeit aber in Rosenheim. Kennts ihr mir do des Pickerl macha? Des is im Mai fällig.',
      answeredBy: [hu],
    },
    {
      question:
        'Habts ihr a Wohnmobil oder an Campingbus zum Verkaufen? Mia mechadn im Summa mit de Kinder an Gardasee.',
      answeredBy: [usedCars],
    },
    // Long messages in German, the question inside
    {
      question:
        'Hallo, ich wohne in München-Haidhausen und fahre einen BMW 320d Touring von 2019. Ein Kollege aus Bad Aibling schwört auf eure Werkstatt, die Preise hier in der Stadt sind echt unverschämt. Problem: Ich arbeite Vollzeit und habe keine Lust, für die Inspektion einen Tag Urlaub zu nehmen und mit dem Zug nach Rosenheim und wieder zurück zu fahren. Könnt ihr das Auto in München abholen und wieder vorbeibringen, und was kostet das extra?',
      answeredBy: [pickup, priceList, services],
    },
    {
      question:
        'Grüß Gott, wir sind eine Familie aus Prien am Chiemsee, im Sommer kommt unser zweites Kind und unser alter MINI wird zu klein. Wir haben uns in den neuen Countryman verliebt, aber 40.000 Euro haben wir natürlich nicht auf dem Konto. Eine Bekannte hat erzählt, man kann so finanzieren, dass die Monatsrate niedrig ist und man am Ende entscheidet, ob man das Auto zurückgibt. Geht das bei Ihnen, und was würde so etwas im Monat ungefähr kosten?',
      answeredBy: [financing, financeQuote, services],
    },
    {
      question:
        'Servus, ich hab eine kleine Schreinerei in Wasserburg und fahr bisher einen alten Passat, privat und für Kundentermine. Mein Steuerberater meint, ich soll den nächsten Wagen übers Geschäft leasen, am besten elektrisch wegen der Versteuerung. Mir gefällt der Countryman E. Was kostet der im Monat für Gewerbetreibende, wie viel muss ich für die Privatfahrten versteuern, und welche Unterlagen braucht ihr von mir?',
      answeredBy: [businessLeasing, financeQuote, services],
    },
    {
      question:
        'Hallo, ich wohne in Wörgl und pendle jeden Tag nach Rosenheim zur Arbeit. Ich möchte mir einen neuen MINI Cooper E kaufen, und ein Kollege meinte, als Österreicher zahle ich in Deutschland keine Mehrwertsteuer, weil ich die daheim zahlen muss. Stimmt das? Und wie läuft das dann mit der NoVA und der Anmeldung in Tirol?',
      answeredBy: [exportAustria, terms],
    },
    // Typos and chat-speak in German, without umlauts
    {
      question:
        'meine bremsen am 1er quietschen wie sau, was kosten bei euch neue belaege + scheiben vorne??',
      answeredBy: [service, priceList],
    },
    {
      question: 'habt ihr am samstag offen? moecht mir mit meim mann die jahreswagen anschaun',
      answeredBy: [location],
    },
    {
      question: 'kann i bei eich mit da bankomatkartn zoin oder brauchts a ueberweisung?',
      answeredBy: [payment, terms],
    },
    // One or two words
    { question: 'Jahreswagen?', answeredBy: [yearOld, services] },
    {
      question: 'Leasing?',
      answeredBy: [privateLeasing, businessLeasing, financeQuote, services],
    },
    // Short follow-ups
    { question: 'passt scho, und an Mariä Himmelfahrt?', answeredBy: [location] },
    {
      question: 'und wie lang wart ma auf an neuen Countryman, wenn i den selber zamstell?',
      answeredBy: [newMini],
    },
    // German questions, English knowledge
    {
      question:
        'Mei Schwager wohnt in St. Gallen. Ko der bei eich an gebrauchten X3 kaufen und in d Schweiz mitnehma, ohne dass er die deutsche Mehrwertsteuer zahlt?',
      answeredBy: [nonEuExport, terms],
    },
    {
      question:
        'Mein Arbeitskollege ist Ire und spricht kaum Deutsch. Gibt es bei euch jemanden, der ihn auf Englisch beraten kann?',
      answeredBy: [englishStaff, description],
    },
    // Answered by a document only, in German
    {
      question:
        'Was kostet bei euch der Klimaservice beim X1? Die Klima riecht so muffig und kühlt nimmer gscheit.',
      answeredBy: [priceList],
    },
    {
      question:
        'Hab vor zehn Tagen den Kaufvertrag für an neuen MINI unterschrieben, jetzt mog mei Frau doch liaba an Aceman. Kimm i da no raus und was kost mi des?',
      answeredBy: [terms],
    },
    // Long messages in English
    {
      question:
        "Hi, I'm a software engineer from Texas. I started a job in Munich in January, but we rent a house in Kolbermoor because it's cheaper and the kids love the mountains. We'd like to buy a used BMW X3 from you. What documents do I need to register it here, and can you do the registration for us?",
      answeredBy: [expatBuy, registration, services],
    },
    {
      question:
        "Hello, we are a Dutch family driving down to Lake Garda. On the motorway near Rosenheim the engine warning light of our Volvo came on and it feels like it's losing power. We're parked at a petrol station now. Can you check it today, and roughly what would that cost?",
      answeredBy: [traveller, priceList],
    },
    {
      question:
        "Good morning, I'm from Belgrade and I'm interested in the 2022 BMW 320d Touring on your website. I'd fly to Munich and drive it home myself. Can I buy it without German VAT, and how do I get plates and insurance to drive it out of Germany?",
      answeredBy: [nonEuExport, terms],
    },
    {
      question:
        "Hi there, I've just moved to Rosenheim for a three-year contract with a company in Munich (I have a Blue Card). Rather than buying, I'd like to lease a MINI Cooper E for the three years. Is that possible for someone who's only been in Germany for two months, and what would it cost per month?",
      answeredBy: [privateLeasing, financeQuote, services],
    },
    {
      question:
        'I bought a 2018 Audi A4 from you last autumn and now, five months later, the automatic gearbox jerks badly when it shifts. A friend who is a mechanic says it could get expensive. Is this covered by your warranty and what do I have to do?',
      answeredBy: [usedWarranty, terms, services],
    },
    // Typos and chat-speak in English
    {
      question: 'do u have a loaner car while mine is in for service? how much?',
      answeredBy: [priceList],
    },
    { question: 'r u open on sundays??', answeredBy: [location] },
    {
      question: 'hey can i take the electric mini for a test drive over the wkend?',
      answeredBy: [testDrive, terms, services],
    },
    {
      question: 'how much 2 put my winter tyres on and store the summer ones?',
      answeredBy: [tyres, priceList],
    },
    // One or two words
    { question: 'Windscreen chip?', answeredBy: [windscreen, priceList, services] },
    { question: 'Trade-in?', answeredBy: [tradeIn, tradeInQuote, terms, services] },
    {
      question: 'Warranty extension?',
      answeredBy: [warrantyExtension, usedWarranty, terms, services],
    },
    { question: 'New BMW?', answeredBy: [newBmw, description] },
    // Short follow-ups
    {
      question: 'and how long does it take to get the plates?',
      answeredBy: [registration, expatBuy],
    },
    {
      question: 'and if I collect it myself, can I drive it home to Vienna on German plates?',
      answeredBy: [exportAustria, terms],
    },
    // English questions, German knowledge
    {
      question: 'Can you do the TÜV at your garage? Mine is due in March.',
      answeredBy: [hu, priceList, services],
    },
    {
      question:
        'Can I get a MINI on finance with a big final payment at the end to keep the monthly rate low?',
      answeredBy: [financing, financeQuote, services],
    },
    {
      question: 'Do you do ECU remaps or chip tuning on BMWs?',
      answeredBy: [chipTuning, priceList],
    },
    // Answered by a document only, in English
    {
      question:
        'What happens if I scratch the car on a test drive? Am I covered by your insurance?',
      answeredBy: [terms],
    },
    {
      question:
        'The used BMW I bought from you in spring broke down near Verona, the turbo apparently. Can a garage in Italy fix it under your warranty or do I have to get it back to Rosenheim?',
      answeredBy: [terms],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Vermietet ihr auch Autos? Wir bräuchten im August für zwei Wochen a MINI Cabrio für an Urlaub am Chiemsee.',
    'Servus, machts ihr a Lackierarbeiten? Hab an Parkrempler hinten links an da Stoßstange, a Delle und a boar Kratzer.',
    'Verkauft ihr auch BMW Motorräder? Ich hätt gern eine R 1250 GS, gern gebraucht.',
    'Könnt ihr mein Cabrio über den Winter bei euch einlagern? Ich hab in der Wohnung keine Garage.',
    'Macht ihr bei Wohnmobilen auch die Gasprüfung? Unser Kastenwagen braucht heuer eine neue Plakette.',
    "Can you help me swap my US driving licence for a German one? I've been here almost six months.",
    'Do I need a green emissions sticker to drive into Munich, and can I get one from you?',
    'Do you have any apprenticeships for a car mechatronics technician starting in September?',
    // Plainly outside
    'Wann spielen de Starbulls as nächste Moi dahoam?',
    'Any tips for a nice beer garden on the Chiemsee for Sunday lunch?',
  ],
};
