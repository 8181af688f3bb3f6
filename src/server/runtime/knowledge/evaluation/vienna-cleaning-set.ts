import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Blitzblank Reinigung Wien, a cleaning company with its office on the Schönbrunner Straße in
 * Vienna's 5th district, founded in 2011 by a master cleaner. It employs 52 cleaners, all on
 * permanent contracts, registered with the Austrian health insurance fund (ÖGK) for social
 * insurance and paid under the cleaning trade's collective agreement, and does weekly,
 * fortnightly or monthly home cleaning, deep cleaning, end-of-tenancy cleaning at a flat rate
 * with a handover guarantee, move-in and after-renovation cleaning, window cleaning (Viennese
 * box windows included), carpet and upholstery cleaning on site, turnover cleaning of Airbnb
 * flats between guests, office and surgery cleaning, and stairwell cleaning for property
 * managers, in all 23 districts without a travel charge and in the surrounding towns of Lower
 * Austria with one; it keeps customers' keys in a safe and the cleaning products are always
 * included. Its customers write in Austrian German (working people, families and pensioners
 * across Vienna, tenants moving out, property managers, Airbnb hosts, surgeries and offices)
 * and in English (staff of the UN, the IAEA, UNIDO and OPEC, many of them living in the 22nd
 * district near the Vienna International Centre). The owner wrote the briefing in German, most
 * Q&A pairs in German (contact and hours, the districts and the surrounding towns, regular
 * cleaning prices and tasks, the same cleaner every time, registered staff, damage and
 * insurance, products and equipment, keys, deep cleaning, end-of-tenancy cleaning and its
 * guarantee, move-in and after-renovation cleaning, windows, stairwells, offices and surgeries,
 * carpets and sofas, Airbnb turnovers, booking and viewings, cancelling, payment) and a few in
 * English (English-speaking cleaners in the 22nd, how a rented flat is handed back in Vienna and
 * the deposit, registering a privately employed cleaner, invoices for an employer or a
 * relocation company), added two custom responses for quotes (an end-of-tenancy or deep
 * cleaning, a stairwell or office contract), and pasted the 2026 price list and the general
 * terms and conditions, both in German.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases with
 * Viennese and Austrian words the owner never used ("Grüß Gott", "Servas", "Putzfrau",
 * "Bedienerin", "die Stiege", "die Gangfenster", "Jänner", "heuer", "die Kastln", "die Wohnung
 * übergeben", "krieg i mei Kaution zruck", "geht sich des no aus", "des ganze Klumpert", "a bissl
 * heikel", "mulmig"), long messages with a story around the question (an 82-year-old mother in
 * Floridsdorf, two Airbnb flats run from Linz, a freshly painted flat in the 7th, a keyholder
 * who is out from 7 to 18, an IAEA family going back to Canada, a UNIDO family from Nairobi with
 * an asthmatic daughter, a dental practice in the 22nd), typos and chat-speak ("was kost",
 * "bringts ihr", "zahln", "stk", "u", "b4", "wat", "ur", "smth", "??"), one- or two-word
 * questions ("Teppichreinigung?", "Büroreinigung", "Window cleaning?", "Airbnb turnover"), short
 * follow-ups that only make sense after an earlier question ("und in Klosterneuburg?", "und wenn
 * die Couch auch mit soll?", "and on sundays?", "and is the oven included?"), German questions
 * against English knowledge and the reverse, and five that only a document answers (taking on
 * the cleaner privately, parking in a short-stay zone, a gift voucher, next year's rates, the
 * electricity already cut off on the day of the end-of-tenancy cleaning). The outside questions
 * include hard negatives that share words with the knowledge (a job as a cleaner, a dry
 * cleaner's for a suit and a wedding dress, snow clearing for a property manager, painting the
 * flat before the handover, carrying furniture in a move, a car's dog-haired seats, renting a
 * carpet cleaning machine, watering plants and emptying the mailbox during home leave) and plain
 * questions about a Schnitzel in the 5th and the way from the VIC to the airport.
 */

const german = qaIn('German');
const english = qaIn('English');

// The sources' titles, as the answers name them.
const contact = 'Wo finden wir Sie und wann sind Sie erreichbar?';
const area = 'In welchen Bezirken reinigen Sie, und kommen Sie auch außerhalb von Wien?';
const homePrice = 'Was kostet eine regelmäßige Wohnungsreinigung?';
const homeTasks = 'Was macht die Reinigungskraft bei der regelmäßigen Reinigung?';
const samePerson = 'Kommt immer dieselbe Reinigungskraft?';
const registered = 'Sind Ihre Mitarbeiterinnen und Mitarbeiter angemeldet?';
const damage = 'Was passiert, wenn bei der Reinigung etwas kaputtgeht?';
const products = 'Bringen Sie Reinigungsmittel und Geräte mit?';
const keys = 'Muss ich während der Reinigung zu Hause sein, und wie läuft die Schlüsselübergabe?';
const deepClean = 'Was ist eine Grundreinigung und was kostet sie?';
const endClean = 'Was kostet die Endreinigung bei einem Auszug?';
const guarantee = 'Wie funktioniert die Übergabegarantie bei der Endreinigung?';
const moveIn = 'Reinigen Sie auch vor dem Einzug oder nach Renovierungsarbeiten?';
const windows = 'Was kostet das Fensterputzen?';
const stairwell = 'Übernehmen Sie die Stiegenhausreinigung für Hausverwaltungen?';
const office = 'Reinigen Sie auch Büros und Ordinationen?';
const carpets = 'Reinigen Sie Teppiche und Polstermöbel?';
const airbnb = 'Reinigen Sie Airbnb-Wohnungen zwischen zwei Gästen?';
const booking = 'Wie buche ich eine Reinigung, und kommen Sie vorher zur Besichtigung?';
const cancel = 'Was passiert, wenn ich einen Termin absagen oder verschieben muss?';
const payment = 'Wie und wann bezahle ich?';
const englishStaff =
  'Do your cleaners speak English, and do you come to the 22nd district near the Vienna International Centre?';
const handover =
  'How does handing back a rented flat work in Vienna, and how do I get my deposit back?';
const privateCleaner =
  'Do I have to register a cleaner with the authorities if I employ one myself?';
const employerInvoice =
  'Can you send the invoice to my employer or my relocation company, in English?';
const priceList = 'Preisliste 2026 – Blitzblank Reinigung Wien';
const terms = 'Allgemeine Geschäftsbedingungen der Blitzblank Reinigung Wien GmbH (Stand 2026)';
const endQuote = 'Angebot für eine Endreinigung oder Grundreinigung';
const contractQuote = 'Angebot für eine Stiegenhaus- oder Büroreinigung';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const viennaCleaningSet: EvaluationSet = {
  name: 'Vienna cleaning (Blitzblank Wien)',
  heldOut: false,
  agentName: 'Resi',
  briefing: {
    companyName: 'Blitzblank Reinigung Wien',
    industry: 'services',
    description:
      'Blitzblank Reinigung Wien ist ein Reinigungsunternehmen mit Büro in der Schönbrunner Straße 88 im 5. Bezirk. Sandra Novak, Meisterin im Denkmal-, Fassaden- und Gebäudereinigergewerbe, hat die Firma 2011 mit drei Kolleginnen gegründet; heute sind wir 52 Reinigungskräfte, vier Teamleiterinnen, ein Objektleiter und drei Kolleginnen im Büro. Alle sind bei uns fest angestellt, bei der ÖGK angemeldet und werden nach Kollektivvertrag bezahlt. Wir reinigen Wohnungen, Häuser, Stiegenhäuser, Büros und Ordinationen in allen 23 Bezirken und sprechen Deutsch, Englisch, Bosnisch/Kroatisch/Serbisch, Polnisch, Slowakisch und Rumänisch. Viele unserer Kundinnen und Kunden sind seit mehr als zehn Jahren bei uns, und rund 140 Wiener Wohnhäuser werden von uns betreut.',
    targetAudience:
      'Berufstätige, Familien und ältere Menschen in ganz Wien, die Hilfe im Haushalt suchen; Mieterinnen und Mieter, die ausziehen und zur Wohnungsübergabe eine saubere Wohnung brauchen; Hausverwaltungen und Eigentümergemeinschaften mit Wohnhäusern; Büros, Kanzleien und Ordinationen; Gastgeberinnen und Gastgeber von Airbnb- und Ferienwohnungen; und die internationalen Mitarbeiterinnen und Mitarbeiter von UNO, IAEA, UNIDO, OPEC und den Botschaften, viele davon im 22. Bezirk rund um das Vienna International Centre, die uns auf Englisch schreiben.',
    keyServices:
      'Regelmäßige Wohnungsreinigung wöchentlich, alle zwei Wochen oder monatlich, ab 34,90 € pro Stunde, immer mit derselben Reinigungskraft; Grundreinigung und Frühjahrsputz; Endreinigung bei Auszug zum Pauschalpreis mit Übergabegarantie; Einzugsreinigung und Bauendreinigung nach Renovierungen; Fensterputzen inklusive Wiener Kastenfenster und Jalousien; Teppich- und Polsterreinigung vor Ort; Wechselreinigung für Airbnb- und Ferienwohnungen mit Wäscheservice; Stiegenhausreinigung für Hausverwaltungen; Büro- und Ordinationsreinigung; Schlüsselübergabe und sichere Schlüsselaufbewahrung; alle 23 Bezirke ohne Anfahrtskosten, im Umland wie Klosterneuburg, Mödling, Perchtoldsdorf oder Schwechat mit Anfahrtspauschale; Reinigungsmittel immer inklusive; alle Mitarbeiterinnen und Mitarbeiter angemeldet und versichert.',
    commonQuestions:
      'Was eine Stunde Wohnungsreinigung kostet und wie viele Stunden man braucht, ob immer dieselbe Reinigungskraft kommt, ob unsere Leute angemeldet sind, wie die Schlüsselübergabe läuft, was die Endreinigung kostet und was bei der Wohnungsübergabe mit der Kaution ist, wie kurzfristig wir Zeit haben, Fensterputzen bei Kastenfenstern, ob wir Reinigungsmittel mitbringen, Stiegenhausreinigung für Hausverwaltungen, Airbnb-Wechsel; und von internationalen Kundinnen und Kunden: ob wir Englisch sprechen, wie die Wohnungsübergabe in Wien funktioniert und ob man eine Reinigungskraft selbst anmelden muss.',
    languages: ['German', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Freundlich, persönlich und konkret, mit Preisen inklusive USt. (für Firmen netto) und einem klaren nächsten Schritt: Fixpreis per WhatsApp, Besichtigung oder Termin. Wir siezen unsere Kundinnen und Kunden, auch wenn sie uns im Dialekt oder per Du schreiben. Wer auf Englisch schreibt, bekommt die Antwort auf Englisch; Begriffe wie Übergabe, Hausverwaltung oder Kaution erklären wir kurz. Keine verbindlichen Preise für Grund- und Endreinigungen über 80 m², Stiegenhäuser und Büros ohne Fotos oder Besichtigung. Bei Fragen immer der Hinweis auf WhatsApp 0660 544 28 70.',
    personality:
      'Wie eine erfahrene Teamleiterin aus einem Wiener Familienbetrieb: herzlich und mit Wiener Schmäh, aber verlässlich und genau; ehrlich bei Preisen und bei dem, was wir nicht machen; geduldig mit älteren Kundinnen und Kunden und mit Zugezogenen, die die Wiener Gepflogenheiten bei der Wohnungsübergabe noch nicht kennen.',
    responseTemplates: [
      {
        scenario: endQuote,
        response:
          'Sehr gern machen wir Ihnen einen Fixpreis! Schicken Sie uns bitte per WhatsApp an 0660 544 28 70 oder per E-Mail an office@blitzblank-wien.example: die Adresse mit Bezirk und Stockwerk (und ob es einen Lift gibt); die Wohnfläche in m² und die Anzahl der Zimmer; die Anzahl der Fenster und ob es Kastenfenster sind; ob Balkon, Loggia oder ein Kellerabteil dazugehören; den Wunschtermin und, bei einer Endreinigung, den Termin der Wohnungsübergabe; und 5 bis 10 Fotos von Küche, Bad und den Böden. Sie bekommen innerhalb eines Werktags einen verbindlichen Fixpreis. Bei Wohnungen über 80 m² kommen wir gern kostenlos zur Besichtigung vorbei. Für neue Kundinnen und Kunden ist bei der Buchung eine Anzahlung von 30 % fällig.',
      },
      {
        scenario: contractQuote,
        response:
          'Vielen Dank für Ihr Interesse! Für ein Angebot brauchen wir: die Adresse des Objekts; bei Wohnhäusern die Anzahl der Stiegenhäuser, Stockwerke und Wohnungen, ob es einen Lift, Kellergänge und einen Müllraum gibt und wie oft gereinigt werden soll; bei Büros und Ordinationen die Fläche in m², die Anzahl der Räume, Sanitäranlagen und Arbeitsplätze, die gewünschten Reinigungstage und -zeiten und ob ein Hygieneplan gilt. Unser Objektleiter Goran Marić vereinbart mit Ihnen eine kostenlose Besichtigung, meist innerhalb von drei Werktagen, und Sie erhalten danach ein schriftliches Angebot mit Monatspauschale netto. Sie erreichen ihn direkt unter 0660 544 28 75 oder objekt@blitzblank-wien.example.',
      },
    ],
  },
  qa: [
    german(
      contact,
      'Unser Büro ist in der Schönbrunner Straße 88, 1050 Wien (Margareten), zwei Gehminuten von der U4-Station Pilgramgasse. Das Büro ist Montag bis Donnerstag von 8 bis 17 Uhr und Freitag von 8 bis 14 Uhr besetzt; in dieser Zeit können Sie Schlüssel auch persönlich bei uns abgeben. Gereinigt wird Montag bis Freitag von 7 bis 20 Uhr und Samstag von 8 bis 16 Uhr (samstags mit Zuschlag laut Preisliste). An Sonn- und Feiertagen reinigen wir nur Airbnb- und Ferienwohnungen zwischen zwei Gästen und dringende Endreinigungen, ebenfalls mit Zuschlag. Telefon 01 544 28 70, WhatsApp 0660 544 28 70 (auch für Fotos), E-Mail office@blitzblank-wien.example. Anfragen, die abends oder am Wochenende kommen, beantworten wir am nächsten Werktag bis 10 Uhr.',
    ),
    german(
      area,
      'Wir reinigen in allen 23 Wiener Bezirken, von der Inneren Stadt bis Liesing und von Floridsdorf bis zur Donaustadt, ohne Anfahrtskosten. Im Umland verrechnen wir eine Anfahrtspauschale pro Einsatz: Zone 1 (bis etwa 15 km ab der Stadtgrenze, zum Beispiel Klosterneuburg, Purkersdorf, Perchtoldsdorf, Brunn am Gebirge, Mödling, Vösendorf, Schwechat, Gerasdorf und Groß-Enzersdorf) 25 €, Zone 2 (bis etwa 35 km, zum Beispiel Baden, Tulln, Korneuburg, Stockerau, Wolkersdorf und Fischamend) 45 €. Regelmäßige Wohnungsreinigung bieten wir außerhalb Wiens nur in Zone 1 an; Endreinigungen, Grundreinigungen, Fensterputzen und Teppichreinigung auch in Zone 2. Weiter draußen, etwa im Burgenland oder in St. Pölten, übernehmen wir nur größere Aufträge nach Angebot.',
    ),
    german(
      homePrice,
      'Unsere Stundensätze pro Reinigungskraft, inklusive 20 % USt. und inklusive Reinigungsmittel: wöchentlich 34,90 €, alle zwei Wochen 36,90 €, monatlich oder einmalig 39,90 €. Ein Termin dauert mindestens 3 Stunden, bei wöchentlicher Reinigung mindestens 2,5 Stunden; danach rechnen wir pro angefangener Viertelstunde ab. Als Richtwert: Eine 50-m²-Wohnung braucht bei wöchentlicher Reinigung etwa 2,5 Stunden, eine 80-m²-Wohnung mit Kindern oder Haustieren 3,5 bis 4 Stunden. Die erste Reinigung dauert meist eine Stunde länger, weil sich die Reinigungskraft einarbeitet. Es gibt keine Mindestvertragsdauer: Sie können die regelmäßige Reinigung mit 14 Tagen Vorlauf beenden. Samstags gilt ein Zuschlag von 15 %.',
    ),
    german(
      homeTasks,
      'Bei jedem Termin: alle Böden staubsaugen und feucht wischen, Staub wischen auf allen frei zugänglichen Flächen, Regalen und Möbeln, Bad und WC gründlich reinigen und entkalken (Dusche, Badewanne, Waschbecken, Armaturen, Fliesen im Spritzbereich, Spiegel), in der Küche Arbeitsflächen, Spüle, Kochfeld, Fronten und Geräte außen reinigen, den Geschirrspüler ein- und ausräumen, die Betten frisch beziehen, wenn Sie die Wäsche bereitlegen, und Restmüll, Altpapier und Altglas hinuntertragen. Bleibt in der gebuchten Zeit etwas übrig, übernimmt die Reinigungskraft gern Extras wie Bügeln, Wäsche aufhängen, den Kühlschrank auswischen oder einzelne Fenster. Nicht dazu gehören das Backrohr innen und das Putzen aller Fenster (dafür gibt es die Grundreinigung und unser Fensterputzen), Arbeiten über 2 Meter Höhe ohne sichere Leiter und das Verrücken schwerer Möbel. Was Ihnen wichtig ist, schreiben wir beim ersten Termin gemeinsam auf eine Checkliste.',
    ),
    german(
      samePerson,
      'Ja. Bei der regelmäßigen Reinigung kommt immer dieselbe Reinigungskraft zu Ihnen, am vereinbarten Wochentag zur vereinbarten Zeit. Ist sie auf Urlaub oder krank, schicken wir Ihnen eine Vertretung aus demselben Team, die wir Ihnen vorher per SMS oder WhatsApp mit Namen ankündigen; möchten Sie lieber keine Vertretung, fällt der Termin kostenlos aus. Passt die Chemie einmal nicht, sagen Sie es uns ruhig, dann stellen wir Ihnen ohne Diskussion jemand anderen vor. Bei Grundreinigungen, Endreinigungen und beim Fensterputzen kommt ein Team aus zwei bis drei Personen mit einer Teamleiterin.',
    ),
    german(
      registered,
      'Ja, ausnahmslos. Alle 52 Reinigungskräfte sind bei uns fest angestellt, bei der Österreichischen Gesundheitskasse (ÖGK) zur Sozialversicherung angemeldet und werden nach dem Kollektivvertrag für Denkmal-, Fassaden- und Gebäudereinigung bezahlt, mit 13. und 14. Gehalt, bezahltem Urlaub und Krankenstand. Wir arbeiten nicht mit Subunternehmern oder Scheinselbstständigen, und Schwarzarbeit gibt es bei uns nicht. Vor der Anstellung lassen wir uns eine Strafregisterbescheinigung zeigen, und jede neue Kollegin wird zwei Wochen lang von einer Teamleiterin eingeschult. Für Sie heißt das: Sie müssen niemanden anmelden, brauchen keinen Dienstleistungsscheck und haften nicht für Sozialabgaben; Sie bekommen einfach eine Rechnung. Blitzblank Reinigung Wien hat die Gewerbeberechtigung für das Denkmal-, Fassaden- und Gebäudereinigergewerbe und ist Mitglied der Landesinnung Wien.',
    ),
    german(
      damage,
      'Das kommt selten vor, kann aber passieren. Wir haben eine Betriebshaftpflichtversicherung bei der Wiener Städtischen mit 3 Millionen € Deckung, die Schäden in Ihrer Wohnung oder Ihrem Büro übernimmt; einen Selbstbehalt zahlen nicht Sie, sondern wir. Unsere Reinigungskraft meldet einen Schaden sofort selbst, bei Ihnen und im Büro, mit Fotos. Bemerken Sie einen Schaden erst später, melden Sie ihn bitte innerhalb von 48 Stunden per E-Mail oder WhatsApp mit Fotos. Auch der Verlust eines Schlüssels ist versichert, bis zum Austausch einer ganzen Schließanlage (bis 15.000 €). Nicht haften wir für Schäden an Gegenständen, die schon vorher locker oder schlecht befestigt waren, und für normale Abnützung; Bargeld, Schmuck und Wertsachen verwahren Sie bitte versperrt.',
    ),
    german(
      products,
      'Ja, die Reinigungsmittel sind in allen unseren Preisen inklusive. Wir verwenden ökologische Reiniger mit dem Österreichischen Umweltzeichen, für Allergiker, Babys und Haustiere auf Wunsch ganz ohne Duftstoffe, dazu farbcodierte Mikrofasertücher (eigene Tücher für WC, Bad und Küche), die wir nach jedem Einsatz bei 90 Grad waschen. Für Grundreinigungen, Endreinigungen, Airbnb-Wechsel und Teppichreinigung bringen wir alle Geräte mit, auch Profi-Staubsauger, Dampfreiniger und Leitern. Bei der regelmäßigen Wohnungsreinigung verwenden wir Ihren Staubsauger und Ihren Wischmopp, weil unsere Reinigungskräfte mit den Öffis unterwegs sind; haben Sie keine, stellen wir Ihnen für einmalig 89 € ein Geräteset (Staubsauger, Mopp, Kübel) in die Wohnung, das Ihnen gehört. Sollen wir für Parkett oder Naturstein Ihre eigenen Pflegemittel verwenden, stellen Sie sie einfach bereit.',
    ),
    german(
      keys,
      'Nein, die meisten unserer Kundinnen und Kunden sind während der Reinigung in der Arbeit. Beim ersten Termin sind Sie am besten dabei, damit wir die Wohnung und Ihre Wünsche kennenlernen; danach übergeben Sie uns einen Schlüssel. Die Schlüsselübergabe bestätigen wir mit einem Übergabeprotokoll, das Sie und wir unterschreiben. Ihr Schlüssel bekommt nur eine Nummer, nie Ihren Namen oder Ihre Adresse, und liegt zwischen den Terminen in einem Tresor in unserem Büro; nur die Reinigungskraft und die Teamleiterin holen ihn am Tag der Reinigung ab. Für Stammkunden ist die Aufbewahrung kostenlos. Der Schlüssel kann auch in einem Schlüsselsafe mit Code bei Ihnen bleiben. Nach der Reinigung sperren wir zweimal ab, kontrollieren Fenster, Herd und Wasserhähne und schicken Ihnen auf Wunsch eine kurze WhatsApp mit Fotos.',
    ),
    german(
      deepClean,
      'Die Grundreinigung ist eine gründliche Reinigung der ganzen Wohnung von oben bis unten, zum Beispiel als Frühjahrsputz, nach einem langen Auslandsaufenthalt, vor dem Start einer regelmäßigen Reinigung oder wenn lange niemand geputzt hat. Sie umfasst alles aus der regelmäßigen Reinigung und zusätzlich: Backrohr, Herd und Kühlschrank innen, die Dunstabzugshaube außen und ihre Fettfilter, Küchenschränke innen und außen (bitte vorher ausräumen, sonst reinigen wir nur außen), Fliesen und Fugen, Entkalken in Bad und Küche, Heizkörper, Türen und Türstöcke, Lichtschalter, Steckdosen, Sockelleisten und Lampen außen. Preis: 4,90 € pro m² Wohnfläche, mindestens 249 €, inklusive Reinigungsmittel und Geräte. Fenster sind nicht inkludiert und werden nach Fensterflügeln dazugerechnet. Ein Team aus zwei bis drei Personen braucht für 70 m² etwa einen Arbeitstag.',
    ),
    german(
      endClean,
      'Für die Endreinigung vor der Wohnungsübergabe gilt ein Pauschalpreis nach Wohnfläche, inklusive 20 % USt., Reinigungsmitteln und Geräten: bis 40 m² 319 €, 41 bis 60 m² 429 €, 61 bis 80 m² 539 €, 81 bis 100 m² 649 €, über 100 m² 6,20 € pro m². Inklusive sind alle Fenster innen und außen samt Rahmen (auch Kastenfenster), Backrohr, Herd, Kühlschrank und Dunstabzug, Küchenschränke und Einbaukästen innen und außen, Bad und WC samt Entkalken, Türen, Heizkörper, Sockelleisten und alle Böden. Balkon oder Loggia kosten 49 € extra, ein Kellerabteil 39 €. Die Wohnung muss leer sein: Möbel und Sperrmüll entsorgen wir nicht, bis zu drei Säcke Restmüll nehmen wir mit. Am besten reinigen wir ein bis zwei Tage vor der Übergabe. Buchen Sie zwei bis drei Wochen vorher, vor allem für die Monatsenden, die schnell ausgebucht sind. Zu jeder Endreinigung gehört unsere Übergabegarantie.',
    ),
    german(
      guarantee,
      'Beanstandet Ihr Vermieter oder Ihre Hausverwaltung bei der Wohnungsübergabe die Sauberkeit, kommen wir innerhalb von 24 Stunden (an Werktagen) kostenlos wieder und reinigen nach, bis die Wohnung abgenommen ist. Voraussetzungen: Die Übergabe findet spätestens drei Werktage nach unserer Reinigung statt, die Wohnung wird danach nicht mehr bewohnt und es werden keine Möbel mehr herausgetragen, und Sie schicken uns die Beanstandung schriftlich oder als Foto des Übergabeprotokolls. Auf Wunsch ist unsere Teamleiterin bei der Übergabe dabei (59 €). Die Garantie gilt für die Sauberkeit, nicht für Schäden und Abnützung wie Kratzer im Parkett, Bohrlöcher, Brandflecken oder Kalkschäden, die sich nicht mehr wegputzen lassen. So vermeiden Sie, dass Ihnen wegen der Reinigung etwas von der Kaution abgezogen wird; die Reinigungsbestätigung für den Vermieter steht auf unserer Rechnung.',
    ),
    german(
      moveIn,
      'Ja. Die Einzugsreinigung ist eine Endreinigung für Ihre neue Wohnung, bevor die Möbel kommen, zum selben Pauschalpreis nach Wohnfläche (von 319 € bis 40 m² bis 649 € für 81 bis 100 m²), damit Sie in eine wirklich saubere Wohnung einziehen. Nach Maler-, Boden- oder Handwerkerarbeiten machen wir eine Bauendreinigung: Wir entfernen den feinen Baustaub von allen Flächen, Fensterbänken und aus den Schränken, lösen Farbspritzer, Silikon- und Mörtelreste von Fliesen, Fenstern und Böden und ziehen Aufkleber und Schutzfolien von den Fenstern ab. Sie kostet 5,90 € pro m², mindestens 290 €. Bitte buchen Sie sie erst, wenn alle Handwerker fertig sind; Bauschutt und Verpackungsmaterial entsorgen wir nicht.',
    ),
    german(
      windows,
      'Fensterputzen innen und außen, inklusive Rahmen, Falz und Fensterbänken, pro Fensterflügel: normaler Flügel bis 1,5 m² 8,90 €, großer Flügel oder Balkontür 12,90 €, Wiener Kastenfenster pro Flügelpaar (vier Glasflächen) 17,90 €, Dachflächenfenster 14,90 €. Jalousien, Raffstores oder Rollos kosten 9,90 € pro Stück, Insektenschutzgitter 4,90 €. Der Mindestauftrag beträgt 99 €. Wir putzen alles, was von innen, vom Balkon oder mit einer Leiter bis 4 Meter Höhe sicher erreichbar ist. In der Hauptsaison im Frühling und im Herbst buchen Sie am besten zwei Wochen vorher. Bei regelmäßigen Kundinnen und Kunden kann die Reinigungskraft einzelne Fenster auch in der gebuchten Zeit putzen.',
    ),
    german(
      stairwell,
      'Ja. Wir betreuen rund 140 Wohnhäuser in Wien für Hausverwaltungen und Eigentümergemeinschaften, vom Gründerzeithaus bis zur Wohnhausanlage. Zur wöchentlichen oder 14-tägigen Reinigung gehören: Stufen, Podeste und Gänge kehren und nass wischen, Handläufe und Geländer, der Lift (Kabine, Spiegel, Türen), Eingangsbereich, Haustor und Glastüren, die Brieffachanlage, Lichtschalter und Türklinken. Monatlich reinigen wir Kellergänge, Müllraum und Fahrradraum; die Stiegenhausfenster putzen wir zweimal im Jahr, im Frühling und im Herbst. Jede Reinigung wird auf einem Reinigungsplan im Haus abgezeichnet. Preis: Monatspauschale nach kostenloser Besichtigung, als Richtwert ab 89 € netto pro Stiegenhaus und Monat bei wöchentlicher Reinigung eines Hauses mit vier Stockwerken. Die Rechnung geht monatlich an die Hausverwaltung, aufgeschlüsselt für die Betriebskostenabrechnung. Ihr fixer Ansprechpartner ist unser Objektleiter Goran Marić (0660 544 28 75). Die Kündigungsfrist beträgt drei Monate zum Monatsende.',
    ),
    german(
      office,
      'Ja: Büros, Kanzleien, Ordinationen, Therapiepraxen und kleine Geschäftslokale in ganz Wien, täglich, mehrmals pro Woche oder wöchentlich. Gereinigt wird außerhalb Ihrer Öffnungszeiten, früh ab 6 Uhr oder abends bis 22 Uhr, damit Ihr Betrieb nicht gestört wird. Zur Büroreinigung gehören Böden, freie Flächen der Schreibtische, Küche bzw. Teeküche, Sanitärräume, Mistkübel und Glastüren; auf Wunsch füllen wir Papierhandtücher, Seife und Toilettenpapier nach, aus Ihrem Vorrat oder auf Rechnung. In Ordinationen reinigen und desinfizieren wir Behandlungsräume, Wartebereich und Sanitärräume nach Ihrem Hygieneplan, mit dokumentierter Flächendesinfektion. Preis: ab 29,50 € netto pro Stunde; nach einer kostenlosen Besichtigung bekommen Sie ein schriftliches Angebot mit Monatspauschale. Abgerechnet wird monatlich, die Kündigungsfrist beträgt einen Monat.',
    ),
    german(
      carpets,
      'Ja, bei Ihnen vor Ort mit einem Sprühextraktionsgerät: Wir sprühen eine Reinigungslösung tief in die Fasern und saugen sie mit dem gelösten Schmutz sofort wieder ab. Preise inklusive USt.: Teppichboden 4,90 € pro m², lose Teppiche bis 6 m² 69 € pro Stück, Sessel 49 €, Zweisitzer-Sofa 89 €, Dreisitzer-Sofa 119 €, Eckcouch 159 €, Matratze 59 € (Einzelbett) bzw. 89 € (Doppelbett); Mindestauftrag 119 €. Flecken von Kaffee, Rotwein oder Haustieren entfernen wir in den meisten Fällen, bei alten Flecken können wir dafür aber keine Garantie geben. Teppiche und Polster sind nach 4 bis 8 Stunden trocken; lüften Sie in dieser Zeit gut. Handgeknüpfte Orient- und Seidenteppiche reinigen wir nicht vor Ort; dafür empfehlen wir eine spezialisierte Teppichwäscherei.',
    ),
    german(
      airbnb,
      'Ja, wir betreuen über 60 Kurzzeitwohnungen in Wien. Zwischen Check-out und Check-in (meist 10 bis 15 Uhr) reinigen wir die ganze Wohnung, beziehen die Betten frisch, wechseln die Handtücher, bringen den Müll hinunter, füllen Klopapier, Seife, Kaffee und andere Verbrauchsartikel aus Ihrem Vorrat auf und kontrollieren, ob etwas kaputt ist oder liegen geblieben ist; danach bekommen Sie Fotos per WhatsApp. Fixpreise pro Wechsel: bis 35 m² 59 €, bis 55 m² 79 €, bis 80 m² 99 €, größere Wohnungen nach Angebot. Wäscheservice mit unserer Partnerwäscherei: 14 € pro Bett-Set inklusive Handtüchern. An Sonn- und Feiertagen verrechnen wir 25 % Zuschlag. Die Termine übernehmen wir automatisch aus Ihrem Airbnb- oder Booking.com-Kalender (iCal), den Schlüssel holen wir aus Ihrer Schlüsselbox. Bucht ein Gast für denselben Tag, sind wir bei Meldung bis 12 Uhr auch kurzfristig da.',
    ),
    german(
      booking,
      'Buchen können Sie über das Formular auf unserer Website, telefonisch, per WhatsApp oder per E-Mail. Für Wohnungsreinigungen, Fensterputzen und Endreinigungen bis 80 m² brauchen wir keine Besichtigung: Schicken Sie uns Adresse, Wohnfläche, Anzahl der Fenster und ein paar Fotos per WhatsApp, dann bekommen Sie innerhalb eines Werktags einen Fixpreis. Bei Grund- und Endreinigungen über 80 m², bei Stiegenhäusern und bei Büros kommen wir kostenlos zur Besichtigung, meist innerhalb von drei Werktagen. Eine regelmäßige Reinigung kann in der Regel innerhalb von ein bis zwei Wochen starten. Endreinigungen buchen Sie am besten zwei bis drei Wochen im Voraus. Ganz kurzfristig, innerhalb von 48 Stunden, geht es nur, wenn ein Team frei ist, und dann mit 30 % Expresszuschlag.',
    ),
    german(
      cancel,
      'Bis 48 Stunden vor dem Termin können Sie kostenlos absagen oder verschieben, am einfachsten per WhatsApp oder E-Mail. Bei einer späteren Absage verrechnen wir 50 % des vereinbarten Preises, bei einer Absage am selben Tag oder wenn unsere Reinigungskraft vor verschlossener Tür steht 100 % (bei der Stundenreinigung die Mindestdauer). Ihre regelmäßige Reinigung können Sie für Urlaub oder eine längere Abwesenheit mit einer Woche Vorlauf kostenlos pausieren. Müssen wir einmal absagen, weil eine Reinigungskraft krank ist und keine Vertretung frei ist, melden wir uns so früh wie möglich und bieten Ihnen einen Ersatztermin an; verrechnet wird dann natürlich nichts.',
    ),
    german(
      payment,
      'Sie bekommen nach jeder Reinigung eine Rechnung per E-Mail, bei regelmäßiger Reinigung eine Sammelrechnung am Monatsende. Zahlbar innerhalb von 7 Tagen per Überweisung, bequem per SEPA-Lastschrift oder über den Zahlungslink in der Rechnung mit Kreditkarte, Debitkarte, Apple Pay oder Google Pay. Bitte geben Sie unseren Reinigungskräften kein Bargeld, sie kassieren nicht. Neue Kundinnen und Kunden bitten wir bei Endreinigungen und Grundreinigungen um eine Anzahlung von 30 % bei der Buchung, die wir von der Rechnung abziehen. Für Privatkunden sind alle Preise inklusive 20 % USt.; Firmen, Hausverwaltungen und Ordinationen bekommen Nettopreise und zahlen monatlich auf Rechnung mit 14 Tagen Zahlungsziel.',
    ),
    english(
      englishStaff,
      'Yes to both. The 22nd district (Donaustadt) is part of Vienna, so there is no travel charge, and many of our clients there work at the UN, the IAEA, UNIDO, the CTBTO or OPEC and live in Kaisermühlen, Donau City, around the Alte Donau, in Stadlau or in Seestadt Aspern. Our office team answers calls, e-mails and WhatsApp messages in English, and we have English-speaking cleaners for regular cleaning: just tell us when you book and we will send one of them. Our price list, your offer and your invoices are available in English, and at the first appointment our team leader goes through your wishes with you in English. Our terms and conditions are legally binding in German, but we send you an English summary.',
    ),
    english(
      handover,
      'At the end of a lease you hand the flat back to the landlord or the property manager (Hausverwaltung) at an appointment called the Übergabe. Together you walk through the flat, note its condition and the meter readings in a handover protocol (Übergabeprotokoll), and you return all keys, including those for the mailbox and the cellar. The flat must be empty and clean; many leases ask for a professional cleaning, and at the very least it must be broom-clean. The landlord may keep part of the deposit (Kaution) only for damage beyond normal wear and tear, for unpaid rent or running costs, or for cleaning that had to be done afterwards; otherwise the deposit has to be paid back with the interest it has earned, usually within a few weeks. To be on the safe side, book our end-of-tenancy cleaning one or two days before the Übergabe: it has a fixed price by flat size, includes all windows, the oven and the fridge, and comes with our handover guarantee, so we come back for free if the landlord is not satisfied with the cleaning. In June and July, when many international staff rotate, book three to four weeks ahead.',
    ),
    english(
      privateCleaner,
      'Yes. In Austria anyone who pays a private person to clean their home is an employer and must register that person with the social insurance (ÖGK); undeclared work can lead to fines for both sides. For household help the easiest way is the Dienstleistungsscheck (service voucher): you buy the vouchers online or at a post office, hand them to your cleaner as payment, and the cleaner redeems them; accident insurance is included and there is no further paperwork for you. It can only be used for people who are allowed to work in Austria, and only up to a monthly earnings limit. If you book Blitzblank, you are not an employer at all: all our cleaners are employed by us and registered with the ÖGK, we pay their wages and social insurance, and you simply receive an invoice.',
    ),
    english(
      employerInvoice,
      'Yes. We write the offer and the invoice in English or in German, as you prefer, addressed to you, to your organisation or to your relocation company, with the reference or purchase order number they give you. Many international organisations and companies reimburse the end-of-tenancy cleaning when staff leave Vienna, and they usually want a written offer before the job: ask us for one, it comes within one working day and the price is fixed. Our invoices show the Austrian VAT (20 %) and describe exactly what was cleaned, so they also serve as a cleaning confirmation for your landlord. The invoice can be paid by bank transfer or card, by you or directly by your employer.',
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'German',
      text: `PREISLISTE 2026 – BLITZBLANK REINIGUNG WIEN GMBH
Schönbrunner Straße 88, 1050 Wien – Telefon 01 544 28 70 – WhatsApp 0660 544 28 70 – office@blitzblank-wien.example
Gültig ab 1. 1. 2026. Alle Preise für Privatkunden in Euro inklusive 20 % USt., für Unternehmen, Hausverwaltungen und Ordinationen netto. Reinigungsmittel sind in allen Preisen inkludiert.

1. Wohnungsreinigung (pro Stunde und Reinigungskraft)
Wöchentlich 34,90 € – alle zwei Wochen 36,90 € – monatlich oder einmalig 39,90 €.
Mindestdauer pro Termin 3 Stunden, bei wöchentlicher Reinigung 2,5 Stunden; Abrechnung pro angefangener Viertelstunde.
Bügeln, Wäsche aufhängen und ähnliche Extras während der Wohnungsreinigung: zum Stundensatz.
Geräteset für die Wohnung (Staubsauger, Wischmopp, Kübel), geht in Ihr Eigentum über: einmalig 89 €.
Seniorinnen und Senioren ab 70 Jahren: 10 % Nachlass auf die regelmäßige Wohnungsreinigung.

2. Grundreinigung
4,90 € pro m² Wohnfläche, mindestens 249 €. Inklusive Backrohr, Herd und Kühlschrank innen, Küchenschränke innen (ausgeräumt) und außen, Fliesen und Fugen, Entkalken, Heizkörper und Türen. Fenster nach Abschnitt 5.

3. Endreinigung und Einzugsreinigung (Pauschale inklusive aller Fenster, Backrohr, Kühlschrank und Einbaukästen)
Bis 40 m² 319 € – 41 bis 60 m² 429 € – 61 bis 80 m² 539 € – 81 bis 100 m² 649 € – über 100 m² 6,20 € pro m².
Balkon, Loggia oder Terrasse 49 € – Kellerabteil 39 € – Anwesenheit der Teamleiterin bei der Übergabe 59 €.
Übergabegarantie inklusive: kostenlose Nachreinigung innerhalb von 24 Stunden bei Beanstandung.

4. Bauendreinigung nach Maler-, Boden- oder Handwerkerarbeiten
5,90 € pro m², mindestens 290 €.

5. Fensterputzen (innen und außen, inklusive Rahmen und Fensterbänke)
Flügel bis 1,5 m² 8,90 € – großer Flügel oder Balkontür 12,90 € – Kastenfenster pro Flügelpaar 17,90 € – Dachflächenfenster 14,90 €.
Jalousie, Raffstore oder Rollo 9,90 € pro Stück – Insektenschutzgitter 4,90 €. Mindestauftrag 99 €.

6. Teppich- und Polsterreinigung vor Ort (Sprühextraktion)
Teppichboden 4,90 € pro m² – loser Teppich bis 6 m² 69 € – Sessel 49 € – Zweisitzer 89 € – Dreisitzer 119 € – Eckcouch 159 € – Matratze 59 € (Einzelbett) / 89 € (Doppelbett). Mindestauftrag 119 €.

7. Airbnb- und Ferienwohnungen (pro Wechsel)
Bis 35 m² 59 € – bis 55 m² 79 € – bis 80 m² 99 € – größere Wohnungen nach Angebot.
Wäscheservice 14 € pro Bett-Set inklusive Handtücher.

8. Büro-, Ordinations- und Kanzleireinigung
Ab 29,50 € netto pro Stunde; Monatspauschale nach kostenloser Besichtigung.

9. Stiegenhausreinigung für Hausverwaltungen
Richtwert ab 89 € netto pro Stiegenhaus und Monat (wöchentliche Reinigung, vier Stockwerke); Stiegenhausfenster zweimal jährlich inklusive. Angebot nach kostenloser Besichtigung.

10. Zuschläge
Samstag 15 % – Sonn- und Feiertag 25 % (nur Airbnb-Wechsel und dringende Endreinigungen) – Expressauftrag innerhalb von 48 Stunden 30 % – stark verschmutzte Wohnungen nach Besichtigung.

11. Anfahrt und Parken
Alle 23 Wiener Bezirke: keine Anfahrtskosten.
Umland Zone 1 (bis etwa 15 km ab der Stadtgrenze, z. B. Klosterneuburg, Purkersdorf, Perchtoldsdorf, Mödling, Brunn am Gebirge, Vösendorf, Schwechat, Gerasdorf, Groß-Enzersdorf): 25 € pro Einsatz.
Umland Zone 2 (bis etwa 35 km, z. B. Baden, Tulln, Korneuburg, Stockerau, Wolkersdorf, Fischamend): 45 € pro Einsatz.
Zur Wohnungsreinigung kommen unsere Reinigungskräfte mit öffentlichen Verkehrsmitteln. Teams mit Geräten (Grund-, End-, Bau-, Fenster- und Teppichreinigung) kommen mit dem Firmenbus; in Kurzparkzonen verrechnen wir die Parkgebühren nach Beleg, außer Sie stellen uns einen Parkplatz im Hof oder in der Garage zur Verfügung.

12. Weitere Leistungen
Schlüsselaufbewahrung im Tresor in unserem Büro: für Stammkunden kostenlos, sonst 5 € pro Monat.
Geschenkgutscheine für alle Leistungen, ab 50 €, drei Jahre gültig; erhältlich im Büro oder per E-Mail als PDF zum Ausdrucken.`,
    },
    {
      title: terms,
      language: 'German',
      text: `ALLGEMEINE GESCHÄFTSBEDINGUNGEN – Blitzblank Reinigung Wien GmbH, Schönbrunner Straße 88, 1050 Wien, FN 371245 k, Handelsgericht Wien. Gültig ab 1. 1. 2026.

1. Geltungsbereich
Diese Bedingungen gelten für alle Reinigungsleistungen der Blitzblank Reinigung Wien GmbH für Verbraucher und Unternehmer. Für Verbraucher gelten zusätzlich die zwingenden Bestimmungen des Konsumentenschutzgesetzes (KSchG) und des Fern- und Auswärtsgeschäfte-Gesetzes (FAGG).

2. Angebot und Vertrag
Der Vertrag kommt mit unserer Buchungsbestätigung per E-Mail zustande. Fixpreise gelten für die im Angebot beschriebene Fläche und den dort beschriebenen Zustand. Ist eine Wohnung erheblich stärker verschmutzt als beschrieben oder nicht geräumt, informieren wir Sie vor Beginn der Arbeiten und vereinbaren den Mehraufwand mit Ihnen.

3. Leistungsumfang
Wir erbringen die im Angebot oder in der gemeinsam erstellten Checkliste vereinbarten Leistungen. Nicht umfasst sind: die Entsorgung von Möbeln, Sperrmüll, Bauschutt und Problemstoffen; das Tragen oder Verrücken von Möbeln über 20 kg; Arbeiten in mehr als 4 Metern Höhe; Tatortreinigung und Desinfektion nach Infektionskrankheiten.

4. Mitwirkung der Kundin oder des Kunden
Sie stellen für die Dauer der Reinigung kostenlos Strom, fließendes Warmwasser und ausreichende Beleuchtung zur Verfügung und sorgen für den Zugang zur Wohnung, zum Haus und zum Lift. Sind Strom oder Wasser bei einer End- oder Einzugsreinigung bereits abgemeldet, bringen wir nach vorheriger Absprache ein Stromaggregat und Wasserkanister mit und verrechnen dafür pauschal 59 €. Ohne Absprache kann die Reinigung nicht oder nur eingeschränkt durchgeführt werden; sie gilt dann als Absage am selben Tag.

5. Schlüssel
Übergebene Schlüssel übernehmen wir gegen ein von beiden Seiten unterschriebenes Übergabeprotokoll. Sie werden nur mit einer Nummer gekennzeichnet und in einem Tresor verwahrt. Geht ein Schlüssel bei uns verloren, ersetzt unsere Haftpflichtversicherung den Austausch der betroffenen Schlösser bzw. der Schließanlage bis 15.000 €. Nach Vertragsende geben wir alle Schlüssel gegen Bestätigung zurück.

6. Termine, Absage und Verschiebung
Termine können bis 48 Stunden vorher kostenlos abgesagt oder verschoben werden. Bei einer späteren Absage verrechnen wir 50 % des vereinbarten Preises, bei einer Absage am selben Tag oder wenn wir keinen Zutritt erhalten 100 %, bei Stundenreinigungen für die Mindestdauer. Verspäten wir uns um mehr als 30 Minuten, kündigen wir das an.

7. Reklamation und Nachbesserung
Beanstandungen melden Sie bitte innerhalb von 24 Stunden nach der Reinigung, am besten mit Fotos. Wir bessern kostenlos nach; eine Preisminderung ist möglich, wenn die Nachbesserung nicht gelingt. Für Endreinigungen gilt zusätzlich unsere Übergabegarantie.

8. Haftung
Wir haften für Schäden, die unsere Mitarbeiterinnen und Mitarbeiter bei der Arbeit verursachen, im Rahmen unserer Betriebshaftpflichtversicherung (Deckung 3 Millionen €); den Selbstbehalt tragen wir. Schäden sind innerhalb von 48 Stunden nach der Reinigung schriftlich zu melden. Wir haften nicht für normale Abnützung, für bereits bestehende Schäden, für Schäden durch mangelhaft befestigte Gegenstände und für Bargeld, Schmuck oder Wertsachen, die nicht versperrt aufbewahrt wurden. Gegenüber Unternehmern ist die Haftung für leichte Fahrlässigkeit ausgeschlossen, außer bei Personenschäden.

9. Preise und Preisanpassung
Die Stundensätze der Wohnungsreinigung und die Pauschalen der Büro- und Stiegenhausreinigung hängen von den Löhnen des Kollektivvertrags für Denkmal-, Fassaden- und Gebäudereinigung ab. Sie werden jeweils zu Jahresbeginn im selben Ausmaß angepasst wie die kollektivvertraglichen Mindestlöhne, in den letzten Jahren um 4 bis 8 %. Die neuen Preise teilen wir mindestens 4 Wochen vorher schriftlich mit; Sie können den Vertrag bis zum Inkrafttreten kostenlos kündigen. Fixpreise in bereits bestätigten Angeboten bleiben unverändert.

10. Zahlung
Rechnungen sind innerhalb von 7 Tagen ohne Abzug zu bezahlen, per Überweisung, SEPA-Lastschrift oder über den Zahlungslink mit Karte; für Unternehmer, Hausverwaltungen und Ordinationen innerhalb von 14 Tagen. Bei Endreinigungen und Grundreinigungen für neue Kundinnen und Kunden ist bei der Buchung eine Anzahlung von 30 % fällig. Unsere Reinigungskräfte nehmen kein Bargeld an. Bei Zahlungsverzug verrechnen wir die gesetzlichen Verzugszinsen und 10 € Mahnspesen pro Mahnung.

11. Laufzeit und Kündigung
Verträge über regelmäßige Wohnungsreinigung laufen unbefristet und können jederzeit mit einer Frist von 14 Tagen gekündigt werden. Büro- und Ordinationsreinigung: ein Monat zum Monatsende. Stiegenhausreinigung: drei Monate zum Monatsende.

12. Abwerbeverbot
Unsere Reinigungskräfte sind bei uns angestellt und eingeschult. Beschäftigt eine Kundin oder ein Kunde eine Reinigungskraft, die für uns bei ihr oder ihm tätig war, während der Vertragsdauer oder innerhalb von 12 Monaten nach dem letzten Einsatz direkt oder über Dritte, verrechnen wir eine einmalige Vermittlungsgebühr von 1.800 € inklusive USt. Möchten Sie eine Reinigungskraft übernehmen, sprechen Sie uns bitte vorher an.

13. Rücktrittsrecht
Wird der Vertrag ausschließlich über unsere Website, telefonisch, per E-Mail oder per WhatsApp geschlossen, können Verbraucher innerhalb von 14 Tagen ohne Angabe von Gründen zurücktreten. Verlangen Sie ausdrücklich, dass wir vor Ablauf dieser Frist mit der Leistung beginnen, zahlen Sie bei einem Rücktritt den Anteil der bereits erbrachten Leistung; ist die Leistung vollständig erbracht, erlischt das Rücktrittsrecht.

14. Datenschutz, anwendbares Recht, Gerichtsstand
Ihre Daten verarbeiten wir nur zur Durchführung des Vertrags und nach unserer Datenschutzerklärung. Es gilt österreichisches Recht. Gerichtsstand für Unternehmer ist Wien; für Verbraucher gelten die gesetzlichen Gerichtsstände. Bei Streitigkeiten können Verbraucher kostenlos die Schlichtung für Verbrauchergeschäfte anrufen.`,
    },
  ],
  answerable: [
    // Austrian German paraphrases with Viennese words
    {
      question:
        'Grüß Gott, ich suche eine Bedienerin für unsere Wohnung im 18., so einmal die Woche drei Stunden. Was kostet das bei Ihnen?',
      answeredBy: [homePrice, services, priceList],
    },
    {
      question:
        'Servas, mia ziagn Ende Jänner aus und miassn die Wohnung übergeben. 65 m², Altbau im 16. Was kost bei eich die Endreinigung, und geht sich des no aus, wenn i jetzt buach?',
      answeredBy: [endClean, endQuote, booking, services, priceList],
    },
    {
      question:
        'Muss i die Kastln in der Küche selber ausräumen, bevor die Putzfrau zur Grundreinigung kommt?',
      answeredBy: [deepClean, priceList],
    },
    {
      question:
        'Wir sind a kleine Hausverwaltung im 10. und suchen wen für die Stiege, wöchentlich, und zweimal im Jahr die Gangfenster. Machts ihr des?',
      answeredBy: [stairwell, contractQuote, services, priceList],
    },
    {
      question:
        'Krieg i mei Kaution zruck, wenn ihr die Endreinigung machts? Der Vermieter is a bissl heikel.',
      answeredBy: [guarantee, handover],
    },
    {
      question:
        'Wir ziehen aus und ihr machts die Endreinigung. Nehmts ihr des ganze Klumpert a mit, des no im Keller steht, oder muss des vorher weg?',
      answeredBy: [endClean, terms],
    },
    // Long messages in German, the question inside
    {
      question:
        'Hallo, wir vermieten seit heuer zwei Wohnungen im 2. Bezirk über Airbnb, eine hat 32 m², die andere 58 m². Die Gäste checken meistens um 10 aus und die nächsten kommen um 15 Uhr. Wir wohnen selbst in Linz und können nicht jedes Mal nach Wien fahren. Könnt ihr das übernehmen, auch die Bettwäsche, und was kostet das pro Wechsel?',
      answeredBy: [airbnb, services, priceList],
    },
    {
      question:
        'Grüß Gott, meine Mutter ist 82 und wohnt allein in Floridsdorf. Sie schafft das Putzen nicht mehr, will aber keine fremde Person, die jedes Mal wechselt, und schon gar keinen Pfusch ohne Anmeldung. Kommt bei Ihnen immer dieselbe Frau, und sind die ordentlich angemeldet?',
      answeredBy: [samePerson, registered, privateCleaner, description, services],
    },
    {
      question:
        'Hallo, wir haben unsere Wohnung im 7. gerade ausmalen und den Boden abschleifen lassen. Jetzt ist überall Staub und auf den Fensterbänken sind Farbspritzer, und in zwei Wochen ziehen wir ein. Könnt ihr vorher eine richtige Reinigung machen, und was kostet das ungefähr bei 85 m²?',
      answeredBy: [moveIn, services, priceList],
    },
    {
      question:
        'Guten Tag, ich arbeite ganztags und bin von 7 bis 18 Uhr außer Haus. Meine Nachbarin meint, ich soll der Putzfrau einfach den Schlüssel geben, aber mir ist da ein bissl mulmig. Wie macht ihr das mit dem Schlüssel, und was ist, wenn er verloren geht?',
      answeredBy: [keys, damage, terms],
    },
    // Typos and chat-speak in German
    {
      question: 'was kost fensterputzen bei kastenfenster?? hab 6 stk',
      answeredBy: [windows, services, priceList],
    },
    {
      question: 'bringts ihr putzmittel mit oder muss i des kaufen',
      answeredBy: [products, services, priceList],
    },
    {
      question: 'kann ma bei euch mit karte zahln oder nur überweisen',
      answeredBy: [payment, terms],
    },
    {
      question: 'hab morgen termin aber mei kind is krank, kostet absagen was??',
      answeredBy: [cancel, terms],
    },
    // One or two words, in German
    { question: 'Teppichreinigung?', answeredBy: [carpets, services, priceList] },
    { question: 'Büroreinigung', answeredBy: [office, contractQuote, services, priceList] },
    { question: 'Samstag auch?', answeredBy: [contact, homePrice, priceList] },
    // Short follow-ups, in German
    { question: 'und in Klosterneuburg?', answeredBy: [area, services, priceList] },
    { question: 'und wenn die Couch auch mit soll?', answeredBy: [carpets, priceList] },
    // German questions, English knowledge
    {
      question:
        'Wenn ich jemanden privat zum Putzen anstelle, muss ich den irgendwo anmelden? Geht das mit diesem Dienstleistungsscheck?',
      answeredBy: [privateCleaner],
    },
    {
      question:
        'Kann die Rechnung direkt an meinen Arbeitgeber gehen? Die IAEA zahlt mir die Endreinigung beim Umzug.',
      answeredBy: [employerInvoice],
    },
    {
      question:
        'Spricht bei euch wer Englisch? Mein Mann kann kaum Deutsch und ist tagsüber daheim.',
      answeredBy: [englishStaff, description],
    },
    // Answered by a document only, in German
    {
      question:
        'Unsere Bedienerin von euch ist so lieb, wir würden sie gern direkt privat anstellen. Geht das einfach so?',
      answeredBy: [terms],
    },
    {
      question:
        'Müssen wir das Parken für eure Leute zahlen? Bei uns im 8. ist überall Kurzparkzone.',
      answeredBy: [priceList],
    },
    {
      question:
        'Habt ihr Gutscheine? I möcht meiner Schwester zum Geburtstag a Grundreinigung schenken.',
      answeredBy: [priceList],
    },
    // Long messages in English
    {
      question:
        'Hi, I work at the IAEA and we live in a flat near the Alte Donau. My posting ends in July and we are going back to Canada. The landlord says the flat must be "professionally cleaned" and I am worried about getting our deposit back, it is three months\' rent. How does this work here, and can you do the cleaning the day before we hand over the keys?',
      answeredBy: [handover, endClean, guarantee, endQuote, services],
    },
    {
      question:
        "Hello, we just moved to Kaisermühlen from Nairobi with two small kids and my husband is at UNIDO all day. We'd like someone to come every week, but our daughter has asthma, so no strong-smelling products please. Can you do that, and how much is it per hour?",
      answeredBy: [homePrice, products, englishStaff, services, priceList],
    },
    {
      question:
        'Hi there, I run a small dental practice in the 22nd, three treatment rooms and a waiting area. Our current cleaner is quitting at the end of the month. Do you clean medical practices in the evenings, and can you disinfect according to our hygiene plan?',
      answeredBy: [office, contractQuote, services, priceList],
    },
    // Typos and chat-speak in English
    {
      question: 'do u guys do a deep clean b4 we move in?? flat is 70m2',
      answeredBy: [deepClean, moveIn, services, priceList],
    },
    { question: 'wat if ur cleaner breaks smth? like my tv', answeredBy: [damage, terms] },
    {
      question: 'how far ahead do i need 2 book end of tenancy cleaning',
      answeredBy: [booking, endClean],
    },
    // One or two words, in English
    { question: 'Window cleaning?', answeredBy: [windows, services, priceList] },
    { question: 'Airbnb turnover', answeredBy: [airbnb, services, priceList] },
    // Short follow-ups, in English
    { question: 'and on sundays?', answeredBy: [contact, airbnb, priceList] },
    { question: 'and is the oven included?', answeredBy: [endClean, deepClean, priceList] },
    // English questions, German knowledge
    {
      question:
        'Do you also clean stairwells for building managers? We look after a few houses in the 3rd.',
      answeredBy: [stairwell, contractQuote, services, priceList],
    },
    {
      question: 'Are your cleaners officially employed with social insurance, or freelancers?',
      answeredBy: [registered, privateCleaner, description, services],
    },
    {
      question:
        "Do you come and look at the place before giving me a price? It's a big old flat, 140 m².",
      answeredBy: [booking, endQuote],
    },
    // Answered by a document only, in English
    {
      question: 'Will your hourly rates go up next year? I want to budget for our weekly cleaning.',
      answeredBy: [terms],
    },
    {
      question:
        'Our Wien Energie contract ends the day before the end cleaning, so there will be no electricity in the flat. Is that a problem?',
      answeredBy: [terms],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Suchts ihr no a Bedienerin? I hab zehn Jahr Erfahrung als Reinigungskraft im Hotel und tät gern bei euch anfangen.',
    'Habts ihr a a Putzerei? I hab an Anzug und a Brautkleid mit an Rotweinfleck, die gehören chemisch gereinigt.',
    'Übernehmen Sie für unsere Wohnhausanlage in Floridsdorf auch den Winterdienst, also Schneeräumen und Streuen am Gehsteig?',
    'Machts ihr a Malerarbeiten? Vor der Wohnungsübergabe muss i no zwei Zimmer ausmalen und hab ka Zeit dafür.',
    'Macht ihr auch Umzüge? Wir bräuchten wen, der die Kastln und Kisten vom 5. in den 22. tragt, am liebsten mit an Lkw.',
    'Do you also clean car interiors? The back seats of our Skoda are covered in dog hair.',
    "Can I rent one of your carpet cleaning machines for the weekend? I'd rather do the carpets myself.",
    "We're on home leave for the whole of August. Could someone water our plants and empty the mailbox twice a week?",
    // Plainly outside
    'Wo krieg i im 5. Bezirk a gscheites Schnitzel?',
    "What's the quickest way from the VIC to the airport?",
  ],
};
