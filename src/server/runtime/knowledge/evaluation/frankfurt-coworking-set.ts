import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Mainhaus Coworking, an independent coworking space in a former printing works from 1912 in the
 * Textorstraße in Frankfurt-Sachsenhausen, five minutes from the Schweizer Platz. On four floors
 * it rents hot desks by the day (day pass, 10-day card) and by the month (Flex 10, Flex), fixed
 * desks with 24/7 access, 14 private offices for teams of 2 to 8, three meeting rooms, two video
 * call rooms and an event space (also to non-members), a business address (Geschäftsadresse) for
 * the Gewerbeanmeldung and the Handelsregister with mail handling, scanning and forwarding, phone
 * booths, a silent library, printers, lockers, a bike cellar with showers and a café with a lunch
 * dish, and it runs community events (breakfast, Lunch & Learn, an Apfelwein evening). Its
 * customers write in German (Frankfurt freelancers, startups, founders, neighbours from
 * Sachsenhausen) and in English (expats, visiting consultants, remote workers from abroad). The
 * owner wrote the briefing in German, most Q&A pairs in German and a few in English (speaking
 * German, registering a residence, paying without a German bank account, a stay of a few weeks,
 * the quiet area), added two custom responses (a request for a private office offer, a request
 * for a tour), and pasted the 2026 price list and the general terms (AGB), both in German.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday and Frankfurt words ("Gude", "en Tach schaffe", "Dribbdebach", "Ebbelwoi nach
 * Feierabend", "reinschnuppern", "am Küchentisch", "fällt mir die Decke auf den Kopf", "my
 * post", "the hotel desk is killing my back"), long messages with a story around the question,
 * typos, chat-speak and missing umlauts ("schliessfaecher", "ueber", "fuer", "kost", "gibts",
 * "ne", "nen", "u", "wat", "like 6 zoom calls"), one- or two-word questions, English questions
 * against German knowledge and the reverse, short follow-ups ("and on sunday?", "und was kostet
 * der Chip?"), and a few that only a document answers (a half-day pass, a lost chip, smoking in
 * the courtyard, catering for a workshop, a student discount, pausing a membership). The outside
 * questions include hard negatives that share words with the knowledge (a phone answering
 * service next to the mail service, childcare, a job in the café, selling old office chairs,
 * cargo bikes next to the bike cellar, an Apfelwein tavern to recommend, a business bank account,
 * a second location, a gym next to the showers).
 */

const english = qaIn('English');
const german = qaIn('German');

// The sources' titles, as the answers name them.
const hours = 'Wie sind eure Öffnungszeiten?';
const access = 'Habt ihr 24/7-Zugang, also rund um die Uhr?';
const dayPass = 'Was kostet ein Tagespass?';
const plans = 'Welche Monatstarife bzw. Mitgliedschaften gibt es?';
const trial = 'Kann ich einen Probetag machen?';
const meetingRooms = 'Wie buche ich einen Meetingraum und was kostet das?';
const businessAddress =
  'Kann ich eure Adresse als Geschäftsadresse nutzen, z. B. für Gewerbeanmeldung oder Handelsregister?';
const mail = 'Wie läuft das mit meiner Post und mit Paketen?';
const printing = 'Kann ich bei euch drucken und scannen?';
const parking = 'Gibt es Parkplätze bei euch?';
const dogs = 'Darf ich meinen Hund mitbringen?';
const invoices = 'Wie bekomme ich meine Rechnungen?';
const cancellation = 'Wie lange ist die Kündigungsfrist?';
const lockers = 'Gibt es Schließfächer?';
const events = 'Welche Events gibt es im Mainhaus?';
const cafe = 'Gibt es Kaffee und etwas zu essen?';
const phoneBooths = 'Gibt es Telefonboxen für Calls und Videokonferenzen?';
const location = 'Wo seid ihr und wie komme ich hin?';
const privateOffice = 'Was kostet ein eigenes Büro (Private Office) für unser Team?';
const signup = 'Wie werde ich Mitglied?';
const guests = 'Darf ich Gäste oder Kunden mitbringen?';
const language = 'Do I need to speak German to work at Mainhaus?';
const anmeldung = 'Can I register my residence (Anmeldung) at your address?';
const payment = 'How can I pay if I do not have a German bank account?';
const shortStay = 'I am only in Frankfurt for a few weeks. What is the best option?';
const quietZone = 'Is there a quiet area for focused work?';
const prices = 'Preisliste 2026 – Mainhaus Coworking';
const terms = 'Allgemeine Geschäftsbedingungen Mainhaus Coworking (Stand Januar 2026)';
const officeRequest = 'Anfrage für ein Private Office (Angebot für ein Team)';
const tour = 'Wunsch nach einer Besichtigung';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const frankfurtCoworkingSet: EvaluationSet = {
  name: 'Frankfurt coworking space (Mainhaus Coworking)',
  heldOut: false,
  agentName: 'Lena',
  briefing: {
    companyName: 'Mainhaus Coworking',
    industry: 'services',
    description:
      'Mainhaus Coworking ist ein unabhängiger Coworking Space in Frankfurt-Sachsenhausen, in der Textorstraße 42, fünf Gehminuten vom Schweizer Platz. Miriam Kessler und Jonas Albrecht haben das Mainhaus 2017 in einer ehemaligen Druckerei von 1912 eröffnet. Auf vier Etagen und rund 1.400 m² gibt es heute etwa 130 Arbeitsplätze: einen Flex-Bereich, feste Schreibtische, 14 Private Offices, Meetingräume, eine Eventfläche, eine Bibliothek als Ruhezone, Telefonboxen und ein Café im Erdgeschoss. Unsere rund 250 Mitglieder sind Freelancer, Startups, kleine Agenturen und Remote-Arbeitende aus über 20 Ländern. Unser sechsköpfiges Team an Empfang und Café spricht Deutsch und Englisch.',
    targetAudience:
      'Freelancer und Selbstständige aus Frankfurt und Umgebung (Designer:innen, Entwickler:innen, Übersetzer:innen, Berater:innen), die nicht mehr zu Hause arbeiten wollen; Startups und kleine Teams, die ein flexibles Büro suchen; Gründer:innen, die eine Geschäftsadresse für Gewerbeanmeldung oder Handelsregister brauchen; Nachbar:innen aus Sachsenhausen; internationale Remote-Arbeitende, Expats und Berater:innen, die für ein Projekt oder eine Messe ein paar Tage oder Wochen in Frankfurt sind.',
    keyServices:
      'Tagespässe und 10er-Karten; Mitgliedschaften Flex 10, Flex und Fix Desk (eigener Schreibtisch); Private Offices für Teams von 2 bis 8 Personen; drei Meetingräume und die Eventfläche „Druckerei“, auch für Nicht-Mitglieder buchbar; Geschäftsadresse für Gewerbeanmeldung und Handelsregister mit Postannahme, Scan- und Weiterleitungsservice; Telefonboxen und Zoom-Räume; Café mit Mittagstisch; Drucken und Scannen; Schließfächer; Fahrradkeller mit Duschen; Community-Events.',
    commonQuestions:
      'Was ein Tagespass und die Mitgliedschaften kosten, wann wir geöffnet haben und wer rund um die Uhr reinkommt, ob man einen Probetag machen kann, wie man Meetingräume bucht, ob man unsere Adresse für die Gewerbeanmeldung nutzen kann und was mit der Post passiert, ob man drucken kann, wo man parkt, ob Hunde erlaubt sind, wie die Rechnungen kommen, wie lange die Kündigungsfrist ist, ob es Schließfächer gibt und welche Events es gibt.',
    languages: ['German', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Wir duzen alle, auch in E-Mails. Kurze, freundliche Antworten mit konkreten Preisen (Monatspreise netto, Tagespässe inklusive MwSt.) und Zeiten, und immer ein nächster Schritt: Probetag buchen, Besichtigung vereinbaren, Link zur Buchung. Wer auf Englisch schreibt, bekommt eine Antwort auf Englisch; deutsche Begriffe wie Gewerbeanmeldung oder Handelsregister erklären wir kurz.',
    personality:
      'Wie eine gute Nachbarin aus Sachsenhausen: herzlich, unkompliziert, ein bisschen frankfurterisch, hilfsbereit beim Behördenkram und nie aufdringlich.',
    responseTemplates: [
      {
        scenario: officeRequest,
        response:
          'Danke für dein Interesse an einem Private Office im Mainhaus! Damit wir dir ein passendes Angebot schicken können, brauchen wir ein paar Angaben: Wie viele Personen sollen im Büro arbeiten, heute und in einem Jahr? Ab wann sucht ihr und für wie lange ungefähr? Braucht ihr regelmäßig einen Meetingraum oder Platz für Besuch? Bringt jemand einen Hund mit? Und auf welche Firma soll das Angebot laufen? Schick uns die Antworten an hallo@mainhaus-coworking.example; du bekommst innerhalb eines Werktags ein Angebot mit den freien Büros, Grundrissen und Fotos. Gern zeigen wir dir die Büros auch vor Ort.',
      },
      {
        scenario: tour,
        response:
          'Sehr gern zeigen wir dir das Mainhaus! Hausführungen gibt es montags bis freitags zwischen 10:00 und 17:00 Uhr; sie dauern etwa 20 Minuten und sind kostenlos und unverbindlich. Buch dir einen Termin unter mainhaus-coworking.example/besichtigung oder nenn uns zwei Wunschtermine, dann bestätigen wir einen. Komm zur vereinbarten Zeit einfach an den Empfang im Erdgeschoss. Wenn du danach ausprobieren willst, wie es sich bei uns arbeitet, kannst du einen kostenlosen Probetag buchen.',
      },
    ],
  },
  qa: [
    german(
      hours,
      'Unser Empfang ist montags bis freitags von 8:30 bis 18:00 Uhr besetzt. Für Tagesgäste und Flex-Mitglieder ist das Mainhaus montags bis freitags von 8:00 bis 20:00 Uhr und samstags von 10:00 bis 16:00 Uhr geöffnet; samstags ist der Empfang nicht besetzt, du kommst mit deinem Chip oder dem Zugangscode aus der Buchungsbestätigung rein. Sonntags und an hessischen Feiertagen ist für Tagesgäste geschlossen. Mitglieder mit 24/7-Zugang (Fix Desk, Private Office oder Flex mit 24/7-Option) kommen an jedem Tag rund um die Uhr rein. Das Café hat montags bis freitags von 8:00 bis 17:00 Uhr geöffnet. Zwischen Weihnachten und Neujahr (24.12. bis 1.1.) bleiben Empfang und Café geschlossen.',
    ),
    german(
      access,
      'Ja. Im Fix Desk und im Private Office ist der 24/7-Zugang inklusive; als Flex-Mitglied kannst du ihn für 39 € netto im Monat dazubuchen. Mit Flex 10 und mit dem Tagespass gibt es keinen 24/7-Zugang. Außerhalb der Öffnungszeiten (abends nach 20 Uhr, samstags nach 16 Uhr, sonntags und feiertags) kommst du mit deinem Transponder-Chip über den Seiteneingang im Hof rein. Wer als Letzte:r geht, macht das Licht aus und schließt die Hoftür; die Alarmanlage schaltet sich um 23 Uhr automatisch scharf und wird mit dem Chip am Eingang deaktiviert. Heizung und WLAN laufen auch nachts und am Wochenende.',
    ),
    german(
      dayPass,
      'Ein Tagespass kostet 25 € inklusive MwSt. Damit sitzt du einen Tag lang an einem freien Platz im Flex-Bereich (Erdgeschoss und 1. OG), mit schnellem WLAN, Filterkaffee, Tee und Wasser und der Gemeinschaftsküche. Am besten buchst du online unter mainhaus-coworking.example/tagespass, dann bekommst du den Zugangscode per E-Mail; unter der Woche geht es auch spontan am Empfang, solange Plätze frei sind. Bezahlt wird online bei der Buchung oder am Empfang. Wenn du öfter kommst: Die 10er-Karte kostet 210 € (also 21 € pro Tag), gilt 12 Monate und kann innerhalb deiner Firma auch von Kolleg:innen genutzt werden.',
    ),
    german(
      plans,
      'Wir haben drei Mitgliedschaften, alle Preise pro Monat netto zzgl. 19 % MwSt. Flex 10 (149 €): 10 Tage im Monat an einem freien Platz im Flex-Bereich; ungenutzte Tage verfallen am Monatsende. Flex (229 €): so oft du willst während der Öffnungszeiten, freie Platzwahl im Flex-Bereich, 2 Meetingraum-Stunden pro Monat inklusive. Fix Desk (369 €): dein eigener Schreibtisch im 2. OG mit höhenverstellbarem Tisch, 27-Zoll-Monitor und Rollcontainer, 24/7-Zugang, Geschäftsadresse mit Postservice und 4 Meetingraum-Stunden pro Monat. In allen Mitgliedschaften sind WLAN, Filterkaffee, Tee und Wasser und die Community-Events enthalten. Für Teams vermieten wir außerdem abschließbare Private Offices für 2 bis 8 Personen. In einen größeren Tarif kannst du jederzeit wechseln.',
    ),
    german(
      trial,
      'Ja, gern! Jede Person kann einmal einen kostenlosen Probetag machen, montags bis freitags zwischen 9:00 und 18:00 Uhr. Buch ihn bitte spätestens am Vortag online unter mainhaus-coworking.example/probetag und bring deinen Personalausweis oder Reisepass mit. Du arbeitest einen Tag im Flex-Bereich wie ein Mitglied, und um 10:00 oder 14:00 Uhr zeigen wir dir in einer kurzen Hausführung alles, auch die Fix Desks und die Private Offices. Samstags, sonntags und an Feiertagen gibt es keine Probetage. Wer danach öfter kommen will, bucht einen Tagespass oder eine Mitgliedschaft.',
    ),
    german(
      meetingRooms,
      'Wir haben drei Meetingräume, benannt nach Frankfurter Mainbrücken: die „Kleine Brücke“ für bis zu 4 Personen (25 € pro Stunde), den „Eisernen Steg“ für bis zu 8 Personen (40 €) und die „Alte Brücke“ für bis zu 12 Personen (55 €), dazu die Eventfläche „Druckerei“ für bis zu 60 Personen. Alle Preise netto. Jeder Raum hat einen großen Bildschirm mit HDMI und USB-C, ein Whiteboard und eine Konferenzkamera mit Mikrofon. Mitglieder buchen in der Mainhaus-App und nutzen zuerst ihre Inklusivstunden (Flex 2, Fix Desk 4, Private Office 8 Stunden pro Monat). Nicht-Mitglieder buchen online unter mainhaus-coworking.example/meeting und zahlen per Karte. Bis 24 Stunden vorher kannst du kostenlos stornieren, danach berechnen wir den vollen Preis. Die Räume sind montags bis freitags von 8:00 bis 20:00 Uhr buchbar, am Wochenende nach Absprache.',
    ),
    german(
      businessAddress,
      'Ja. Mit unserem Paket Geschäftsadresse kannst du die Textorstraße 42, 60594 Frankfurt am Main als ladungsfähige Geschäftsanschrift nutzen: für die Gewerbeanmeldung, den Eintrag ins Handelsregister, dein Impressum, das Finanzamt und deinen Briefkopf. Dein Firmenname kommt auf unsere Briefkastenanlage, wir nehmen deine Briefe an und benachrichtigen dich per E-Mail. Das Paket kostet 79 € netto im Monat, für Flex-Mitglieder 49 €; im Fix Desk und im Private Office ist es inklusive. Die Mindestlaufzeit beträgt 6 Monate. Für das Gewerbeamt oder das Registergericht stellen wir dir kostenlos eine Nutzungsbestätigung aus. Vorher müssen wir dich nach dem Geldwäschegesetz identifizieren: mit Personalausweis oder Reisepass, bei einer GmbH oder UG zusätzlich mit Handelsregisterauszug (bei einer Neugründung mit dem Gesellschaftsvertrag) und einem Auszug aus dem Transparenzregister.',
    ),
    german(
      mail,
      'Briefe und Pakete nehmen wir montags bis freitags am Empfang an, für Mitglieder und für Kund:innen mit Geschäftsadresse. Noch am selben Tag bekommst du eine E-Mail mit einem Foto des Umschlags. Deine Post liegt in deinem Postfach im Postraum im Erdgeschoss, das du mit deinem Chip öffnest. Wenn du nicht vorbeikommen kannst, scannen wir Briefe auf Wunsch ein (2 € pro Brief bis 10 Seiten) oder schicken sie dir einmal pro Woche gesammelt nach (9 € pro Sendung plus Porto), auch ins Ausland. Einschreiben und Briefe mit Zustellungsurkunde nehmen wir für dich an, wenn du uns eine Postvollmacht gibst. Pakete bis 20 kg bewahren wir 14 Tage kostenlos auf; für größere Lieferungen sprich uns bitte vorher an. Tagesgäste können sich leider keine Post zu uns schicken lassen.',
    ),
    german(
      printing,
      'Ja. Auf jeder Etage steht ein Multifunktionsgerät zum Drucken, Kopieren und Scannen bis A3. Du druckst per WLAN („Mainhaus-Print“) oder vom USB-Stick und gibst den Auftrag am Gerät mit deinem Chip frei; Tagesgäste bekommen dafür am Empfang einen Gast-Code. Preise: A4 schwarz-weiß 10 Cent, A4 farbig 40 Cent pro Seite, A3 das Doppelte. Scannen als PDF an deine E-Mail-Adresse ist kostenlos. Im Fix Desk und im Private Office sind 100 schwarz-weiße Seiten pro Monat inklusive. Mitglieder bekommen die Drucke mit der nächsten Monatsrechnung berechnet, Tagesgäste bezahlen am Empfang. Großformate, Plots und Bindungen machen wir nicht; dafür empfehlen wir den Copyshop in der Schweizer Straße.',
    ),
    german(
      parking,
      'Eigene Kundenparkplätze haben wir leider nicht. In den Straßen rund um die Textorstraße gilt überwiegend Bewohnerparken, tagsüber gibt es nur wenige Plätze mit Parkschein (höchstens 2 Stunden). Das nächste Parkhaus ist die Tiefgarage am Lokalbahnhof, etwa 5 Gehminuten entfernt (Tagesticket ca. 18 €). Mitglieder können einen der 6 Stellplätze in unserem Hof für 130 € netto im Monat mieten; dafür gibt es eine Warteliste, trag dich am Empfang ein. Viel einfacher geht es mit Bahn oder Rad: Die U-Bahn-Station Schweizer Platz ist 5 Minuten entfernt, und im Fahrradkeller gibt es Platz für 40 Räder, Ladestationen für E-Bikes und zwei Duschen.',
    ),
    german(
      dogs,
      'Ja, mit Einschränkungen: Hunde sind bei Mitgliedern mit Fix Desk oder Private Office willkommen, auf der „Hundeetage“ im 2. OG und in den Private Offices. Im Flex-Bereich, im Café und in den Meetingräumen sind Hunde nicht erlaubt, weil einige Mitglieder Allergien haben; Tagesgäste und Flex-Mitglieder können deshalb leider keinen Hund mitbringen. Dein Hund muss geimpft, haftpflichtversichert und verträglich sein und sollte nicht dauernd bellen. Melde ihn vor dem ersten Tag am Empfang an, mit einer Kopie der Hundehaftpflicht. Pro Person ist ein Hund erlaubt; Wassernäpfe stehen bereit, eine Decke bringst du bitte selbst mit.',
    ),
    german(
      invoices,
      'Mitglieder bekommen ihre Rechnung am Anfang jedes Monats als PDF per E-Mail; alle Rechnungen findest du auch in der Mainhaus-App. Die Mitgliedschaft wird im Voraus berechnet, Zusatzleistungen wie Meetingraum-Stunden über dem Kontingent, Drucke oder Post-Scans kommen auf die Rechnung des Folgemonats. Wir buchen per SEPA-Lastschrift oder Kreditkarte ab. Firmenname, Rechnungsadresse und USt-IdNr. kannst du jederzeit in der App ändern; das gilt ab der nächsten Rechnung. Muss eine schon gestellte Rechnung korrigiert werden, schreib an buchhaltung@mainhaus-coworking.example. Für Tagespässe und 10er-Karten kommt die Rechnung direkt nach der Buchung per E-Mail; wenn du bei der Buchung Firma und USt-IdNr. angibst, stehen beide auf der Rechnung. Alle Rechnungen weisen die Mehrwertsteuer aus.',
    ),
    german(
      cancellation,
      'Das hängt vom Tarif ab. Flex 10, Flex und Fix Desk haben keine Mindestlaufzeit: Du kannst bis zum 15. eines Monats zum Ende desselben Monats kündigen (Kündigung am 15. März = letzter Tag 31. März; kündigst du am 16., läuft die Mitgliedschaft bis Ende April). Private Offices haben eine Mindestlaufzeit von 6 Monaten, danach gilt eine Kündigungsfrist von 3 Monaten zum Monatsende. Das Paket Geschäftsadresse läuft mindestens 6 Monate und ist danach ebenfalls bis zum 15. zum Monatsende kündbar. Eine kurze E-Mail an hallo@mainhaus-coworking.example oder die Kündigung in der Mainhaus-App genügt; wir bestätigen sie innerhalb von zwei Werktagen. Deinen Chip gibst du am letzten Tag am Empfang ab und bekommst das Pfand zurück. 10er-Karten und Tagespässe musst du nicht kündigen.',
    ),
    german(
      lockers,
      'Ja. Im Flex-Bereich gibt es Tagesschließfächer, die Tagesgäste und Flex-Mitglieder kostenlos nutzen können; du schließt sie mit deinem Chip oder dem Gast-Code. Sie müssen bis 20:00 Uhr geleert sein; was danach noch drin ist, räumen wir am nächsten Morgen aus und bringen es ins Fundbüro am Empfang. Wenn du Sachen dauerhaft dalassen willst, kannst du ein Dauerschließfach (etwa 40 × 45 × 60 cm, da passt ein Rucksack mit Laptop rein) für 15 € netto im Monat mieten. Davon gibt es 40 Stück, frag am Empfang, ob eins frei ist. Mit Fix Desk brauchst du keins: Der Rollcontainer an deinem Platz ist abschließbar.',
    ),
    german(
      events,
      'Bei uns ist fast jede Woche etwas los, und für Mitglieder ist alles kostenlos: Jeden Dienstag um 9:00 Uhr gibt es das Community-Frühstück im Café. Mittwochs um 12:30 Uhr hält ein Mitglied oder ein Gast beim „Lunch & Learn“ einen kurzen Vortrag, zum Beispiel über Steuern für Freelancer, Akquise oder KI-Tools. Am ersten Donnerstag im Monat treffen wir uns ab 18:30 Uhr zum „Feierabend-Äppler“ mit Apfelwein aus dem Bembel, Brezeln und Handkäs; dazu sind auch Gäste willkommen, bitte vorher in der App oder auf Meetup anmelden. Im Juli feiern wir unser Sommerfest im Hof. Alle Termine stehen in der Mainhaus-App, auf Instagram (@mainhaus.ffm) und auf Meetup. Wer selbst eine Veranstaltung machen will, kann unsere Eventfläche „Druckerei“ mieten.',
    ),
    german(
      cafe,
      'Ja. Filterkaffee, Tee, Wasser und Obst sind für Mitglieder und Tagesgäste kostenlos, den ganzen Tag, in der Gemeinschaftsküche im 1. OG. Unser Café „Setzkasten“ im Erdgeschoss hat montags bis freitags von 8:00 bis 17:00 Uhr geöffnet und ist auch für die Nachbarschaft offen: Espresso, Cappuccino und Flat White ab 2,20 €, Kuchen von der Bäckerei nebenan und montags bis freitags von 12:00 bis 14:00 Uhr einen wechselnden Mittagstisch (immer auch vegetarisch) für 9,50 €. Mitglieder bekommen 10 % Rabatt. In der Gemeinschaftsküche gibt es außerdem Kühlschränke, eine Mikrowelle und einen Geschirrspüler für mitgebrachtes Essen.',
    ),
    german(
      phoneBooths,
      'Ja. Wir haben 8 schallgedämmte Telefonboxen für eine Person, verteilt auf alle Etagen. Sie sind für alle, auch für Tagesgäste, kostenlos und nicht buchbar: einfach reingehen, wenn eine frei ist. Wenn andere warten, bitte nach 45 Minuten wechseln. Für längere Videocalls oder Gespräche zu zweit gibt es zwei „Zoom-Räume“ mit Kamera und guter Akustik, die du in der Mainhaus-App buchst (10 € netto pro Stunde; Mitglieder können dafür ihre Meetingraum-Stunden nutzen). Im Flex-Bereich sind kurze Telefonate in Ordnung, längere Calls bitte in der Box.',
    ),
    german(
      location,
      'Du findest uns in der Textorstraße 42, 60594 Frankfurt am Main, mitten in Sachsenhausen, in einer ehemaligen Druckerei im Hinterhaus: durch die Toreinfahrt und über den Hof, der Eingang ist die große grüne Tür. Mit der U-Bahn (U1, U2, U3, U8) fährst du bis Schweizer Platz, von dort sind es 5 Minuten zu Fuß; die S-Bahn-Station Lokalbahnhof ist 7 Minuten entfernt. Vom Hauptbahnhof fährst du mit der S3, S4, S5 oder S6 in etwa 10 Minuten bis Lokalbahnhof, vom Flughafen brauchst du mit der S-Bahn rund 30 Minuten (Umstieg am Hauptbahnhof). Zum Museumsufer und zum Main läufst du 10 Minuten.',
    ),
    german(
      privateOffice,
      'Unsere 14 Private Offices im 3. OG sind abschließbare, möblierte Büros für 2 bis 8 Personen: 2 Personen 890 €, 4 Personen 1.690 €, 6 Personen 2.390 € und 8 Personen 3.190 € pro Monat, jeweils netto zzgl. MwSt. Enthalten sind Schreibtische und Stühle, ein Whiteboard, 24/7-Zugang für alle im Team, die Geschäftsadresse mit Postservice, 8 Meetingraum-Stunden pro Monat und alle Nebenkosten (Strom, Heizung, Reinigung, WLAN). Die Mindestlaufzeit beträgt 6 Monate, die Kaution zwei Monatsmieten. Die Büros sind meistens zum Monatsersten frei; für 6er- und 8er-Büros gibt es oft eine Warteliste. Schreib uns, wie viele ihr seid und ab wann ihr sucht, dann schicken wir dir ein Angebot.',
    ),
    german(
      signup,
      'Am einfachsten online unter mainhaus-coworking.example/mitglied-werden: Tarif und Startdatum wählen, Daten eingeben, den Vertrag digital unterschreiben und ein SEPA-Lastschriftmandat erteilen oder eine Kreditkarte hinterlegen. Du kannst an jedem Werktag starten; der erste Monat wird anteilig berechnet. An deinem ersten Tag kommst du zwischen 8:30 und 18:00 Uhr an den Empfang, zeigst deinen Personalausweis oder Reisepass und bekommst deinen Transponder-Chip (20 € Pfand, das du beim Auszug zurückbekommst) und eine kurze Hausführung. Die Mainhaus-App mit Raumbuchung und Eventkalender lädst du dir vorher herunter; die Zugangsdaten kommen per E-Mail. Du kannst dich natürlich auch direkt am Empfang anmelden.',
    ),
    german(
      guests,
      'Ja. Als Mitglied kannst du Geschäftsbesuch kostenlos empfangen: im Café, in der Lounge im Erdgeschoss und in einem gebuchten Meetingraum. Melde deine Gäste bitte in der App an oder sag am Empfang Bescheid; sie werden dort abgeholt. Wer mehr als 2 Stunden mit dir an einem Arbeitsplatz mitarbeitet, braucht einen eigenen Tagespass. Nach 20 Uhr und am Wochenende dürfen Gäste nur in deiner Begleitung ins Haus, und du sorgst dafür, dass sie es mit dir wieder verlassen. Für Kundentermine mit mehreren Personen empfehlen wir einen Meetingraum.',
    ),
    english(
      language,
      'No. Our whole team speaks English, and about a third of our members come from outside Germany, so you hear English on every floor. Your membership contract, the house rules, the Mainhaus app and all invoices are available in English. Most community events are bilingual, and the Wednesday Lunch & Learn talks are often held in English. If a letter in German arrives in your mailbox, just ask at reception and we will tell you roughly what it is about.',
    ),
    english(
      anmeldung,
      'No, sorry. For the Anmeldung at the Bürgeramt you need a Wohnungsgeberbestätigung, a form from your landlord confirming that you live at the address, and a coworking space is not a home, so we cannot issue one. Ask your temporary accommodation (a furnished flat, a sublet or a serviced apartment) whether they provide this form; many hotels and holiday rentals do not. Keep in mind that as a freelancer your tax office (Finanzamt) is the one for your home address, not for the place where you work.',
    ),
    english(
      payment,
      'You do not need a German account. For memberships we accept SEPA direct debit from any account in the SEPA area (for example an IBAN from Lithuania or the Netherlands, or a Revolut or Wise account with an EU IBAN) or a credit card (Visa, Mastercard, American Express). Day passes, the 10-day card and meeting rooms are paid by card, Apple Pay or Google Pay when you book online, or by card at reception. We do not take cash. Private Office teams can also pay by bank transfer against invoice. All prices are in euros; if your card is in another currency, your bank does the conversion.',
    ),
    english(
      shortStay,
      'It depends on how often you will be here. For a few single days, the day pass (€25) is simplest; if you come two or three days a week, the 10-day card (€210, valid for 12 months) works out cheaper. If you work here most days, take Flex: €229 plus VAT per month, with no minimum term, and you can start on any working day (the first month is charged pro rata). Fix Desk has no minimum term either, if you want your own desk and screen. During big trade fairs such as the Buchmesse in October, desks fill up quickly, so book your day passes online in advance.',
    ),
    english(
      quietZone,
      'Yes. The library on the 3rd floor is our silent zone: 20 desks, no phone calls, no video meetings and no conversations, just like a university library. It is open to all members and day-pass guests on a first-come, first-served basis during our opening hours. Noise-cancelling headphones can be borrowed free of charge at reception. If you need to take a call, please step out of the library first.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'German',
      text: `PREISLISTE 2026 – MAINHAUS COWORKING
Mainhaus Coworking GmbH · Textorstraße 42 · 60594 Frankfurt am Main · 069 247 318 60 · hallo@mainhaus-coworking.example
Gültig vom 1. Januar bis 31. Dezember 2026. Tagespässe und Café-Preise inklusive 19 % MwSt.; alle anderen Preise netto zzgl. 19 % MwSt.

1. Tagesgäste (inkl. MwSt.)
- Probetag: kostenlos, einmal pro Person, Mo–Fr
- Halbtagespass (bis 5 Stunden am Stück): 15 €
- Tagespass: 25 €
- Wochenpass (5 aufeinanderfolgende Öffnungstage): 99 €
- 10er-Karte (12 Monate gültig, innerhalb einer Firma übertragbar): 210 €

2. Mitgliedschaften (pro Monat)
- Flex 10 (10 Tage pro Monat): 149 €
- Flex (unbegrenzt während der Öffnungszeiten): 229 €
- Fix Desk (eigener Schreibtisch, 24/7-Zugang, Geschäftsadresse inklusive): 369 €
- Zusatzoption 24/7-Zugang für Flex: 39 €
- Studierende (mit Immatrikulationsbescheinigung) und Gründer:innen im ersten Jahr nach der Gewerbeanmeldung: 20 % Rabatt auf Flex 10 und Flex
- Transponder-Chip: 20 € Pfand; Ersatz bei Verlust oder Beschädigung: 25 €

3. Private Offices (pro Monat; Mindestlaufzeit 6 Monate, Kaution 2 Monatsmieten)
- 2 Personen 890 € · 4 Personen 1.690 € · 6 Personen 2.390 € · 8 Personen 3.190 €
- Zusätzlicher Arbeitsplatz im Office, wenn Platz ist: 290 €
- Endreinigung bei Auszug: 150 €

4. Meetingräume, Zoom-Räume und Eventfläche
- Kleine Brücke (bis 4 Personen): 25 € pro Stunde, halber Tag (4 Std.) 85 €
- Eiserner Steg (bis 8 Personen): 40 € pro Stunde, halber Tag 140 €
- Alte Brücke (bis 12 Personen): 55 € pro Stunde, halber Tag 190 €
- Zoom-Räume (bis 2 Personen): 10 € pro Stunde
- Eventfläche Druckerei (bis 60 Personen stehend, 40 bestuhlt): halber Tag 390 €, ganzer Tag 690 €, Abend (18–23 Uhr) 490 €
- Inklusivstunden pro Monat: Flex 2, Fix Desk 4, Private Office 8 (verfallen am Monatsende)
- Catering: Kaffee-Pauschale (Kaffee, Tee, Wasser, Kekse) 4,50 € pro Person und halbem Tag; Mittagsimbiss (belegte Brötchen, Salat, Obst) 14,50 € pro Person; Getränke-Pauschale am Abend (Apfelwein, Bier, Softdrinks) 12 € pro Person; Bestellung bis 2 Werktage vorher
- Stornierung Meetingräume: bis 24 Stunden vorher kostenlos, danach voller Preis. Eventfläche: bis 14 Tage vorher kostenlos, danach 50 %, ab 3 Tagen vorher 100 %

5. Geschäftsadresse und Post (pro Monat)
- Geschäftsadresse mit Postannahme: 79 € (Flex-Mitglieder 49 €; Fix Desk und Private Office inklusive); Mindestlaufzeit 6 Monate
- Nutzungsbestätigung für Gewerbeamt oder Handelsregister: kostenlos
- Scan eines Briefes (bis 10 Seiten): 2 €
- Weiterleitung: 9 € pro Sendung zzgl. Porto
- Pakete bis 20 kg: Annahme kostenlos, Lagerung 14 Tage kostenlos, danach 2 € pro Tag

6. Drucken und Kopieren
- A4 schwarz-weiß 0,10 €, A4 Farbe 0,40 €, A3 doppelter Preis; Scannen kostenlos
- Freiseiten: Fix Desk und Private Office 100 Seiten schwarz-weiß pro Monat
- Laminieren A4: 1 €

7. Sonstiges
- Tagesschließfach: kostenlos; Dauerschließfach: 15 € pro Monat
- Stellplatz im Hof: 130 € pro Monat (Warteliste)
- Fahrradkeller und Duschen: inklusive
- Café (inkl. MwSt.): Filterkaffee, Tee, Wasser und Obst kostenlos; Espresso-Getränke ab 2,20 €; Mittagstisch 9,50 €; 10 % Rabatt für Mitglieder
- Hund: kostenlos (nur Fix Desk und Private Office, nach Anmeldung)`,
    },
    {
      title: terms,
      language: 'German',
      text: `Allgemeine Geschäftsbedingungen der Mainhaus Coworking GmbH, Textorstraße 42, 60594 Frankfurt am Main (Amtsgericht Frankfurt am Main, HRB 109874). Stand: Januar 2026.

§ 1 Geltungsbereich
Diese AGB gelten für alle Verträge über Tagespässe, Mitgliedschaften, Private Offices, Meetingräume, die Eventfläche und die Geschäftsadresse. Eine Mitgliedschaft ist kein Mietvertrag über Räume, sondern das Recht, die Flächen und Leistungen des Mainhaus im gebuchten Umfang zu nutzen.

§ 2 Vertragsschluss und Identifizierung
Der Vertrag kommt durch Online-Buchung, digitale Unterschrift oder Anmeldung am Empfang zustande. Mitglieder weisen sich mit Personalausweis oder Reisepass aus. Für die Geschäftsadresse sind wir nach dem Geldwäschegesetz verpflichtet, Kund:innen zu identifizieren; juristische Personen legen zusätzlich einen aktuellen Handelsregisterauszug und einen Auszug aus dem Transparenzregister vor.

§ 3 Nutzung
Im Flex-Bereich besteht kein Anspruch auf einen bestimmten Platz. Flex-Plätze sind am Ende des Tages zu räumen; zurückgelassene Gegenstände kommen ins Fundbüro und werden nach 4 Wochen gespendet oder entsorgt. Die Untervermietung und die Nutzung der Flächen als Lager sind nicht gestattet.

§ 4 Preise und Zahlung
Mitgliedschaften werden monatlich im Voraus berechnet und bis zum 3. Werktag per SEPA-Lastschrift oder Kreditkarte eingezogen. Für eine Rücklastschrift berechnen wir 8 €, für jede Mahnung 5 €. Ist ein Mitglied mehr als 14 Tage im Zahlungsverzug, können wir den Zugang sperren. Preisänderungen kündigen wir mindestens 6 Wochen vorher an; das Mitglied kann dann zum Zeitpunkt der Änderung kündigen.

§ 5 Laufzeit, Kündigung und Pause
Flex 10, Flex und Fix Desk laufen unbefristet und können bis zum 15. eines Monats zum Monatsende gekündigt werden. Private Offices haben eine Mindestlaufzeit von 6 Monaten und danach eine Kündigungsfrist von 3 Monaten zum Monatsende. Die Geschäftsadresse hat eine Mindestlaufzeit von 6 Monaten und ist danach bis zum 15. eines Monats zum Monatsende kündbar. Die Kündigung bedarf der Textform (E-Mail oder App).
Flex und Fix Desk können einmal pro Kalenderjahr für einen oder zwei volle Monate pausiert werden, wenn die Pause bis zum 15. des Vormonats angemeldet wird. Während der Pause zahlt das Mitglied 30 % des Monatspreises; ein Fix Desk bleibt reserviert. Ein Wechsel in einen höheren Tarif ist jederzeit möglich, in einen niedrigeren zum nächsten Monatsersten.

§ 6 Post nach Vertragsende
Nach Ende des Vertrags nehmen wir noch 4 Wochen Post an und leiten sie gegen Porto und 9 € pro Sendung weiter; danach wird die Annahme verweigert. Das Mitglied ändert seine Anschrift innerhalb dieser 4 Wochen beim Gewerbeamt, im Handelsregister und im Impressum.

§ 7 Zugang und Transponder
Der Chip ist persönlich und nicht übertragbar. Ein Verlust ist sofort am Empfang oder per E-Mail zu melden; wir sperren den Chip und stellen gegen 25 € einen neuen aus. Außerhalb der Öffnungszeiten dürfen Gäste nur in Begleitung eines Mitglieds ins Haus. Wer außerhalb der Öffnungszeiten als Letzte:r geht, schließt die Hoftür. Die Kosten eines fahrlässig ausgelösten Fehlalarms (80 €) trägt, wer ihn verursacht hat.

§ 8 Hausordnung
Im gesamten Gebäude ist das Rauchen, auch von E-Zigaretten, verboten; geraucht werden darf nur in der Raucherecke im Hof neben dem Fahrradkeller. In der Bibliothek im 3. OG gilt Ruhe: keine Telefonate, keine Videocalls, keine Gespräche. Eigene Elektrogeräte wie Heizlüfter oder Kaffeemaschinen dürfen nicht betrieben werden.

§ 9 Haftung
Für mitgebrachte Gegenstände, insbesondere unbeaufsichtigte Laptops, haften wir nur bei Vorsatz und grober Fahrlässigkeit. Fällt das Internet länger als 24 Stunden am Stück aus, schreiben wir Mitgliedern den Monatspreis anteilig gut.

§ 10 Datenschutz und Schlussbestimmungen
Der Eingangsbereich wird videoüberwacht; Einzelheiten stehen in unserer Datenschutzerklärung. Es gilt deutsches Recht. Gerichtsstand für Kaufleute ist Frankfurt am Main.`,
    },
  ],
  answerable: [
    // German paraphrases and everyday Frankfurt words
    {
      question: 'Gude! Was kost bei euch en Tach schaffe? Brauch nur en Schreibtisch und WLAN.',
      answeredBy: [dayPass, prices, shortStay],
    },
    {
      question:
        'Kann ich mein Gewerbe mit eurer Adresse anmelden? Mach mich grad als Grafikerin selbstständig und will meine Privatadresse nicht im Impressum haben.',
      answeredBy: [businessAddress, prices, services],
    },
    {
      question: 'Gibt’s bei euch auch mal was Geselliges, so Ebbelwoi nach Feierabend oder so?',
      answeredBy: [events, services],
    },
    {
      question: 'Wo genau seid ihr in Dribbdebach? Ich komm mit der S-Bahn vom Hauptbahnhof.',
      answeredBy: [location, description],
    },
    {
      question: 'Ich brauch ne Rechnung auf meine Firma mit USt-ID, geht das auch beim Tagespass?',
      answeredBy: [invoices],
    },
    // Long messages in German, the question inside
    {
      question:
        'Hallo zusammen, ich bin seit drei Jahren freiberufliche Übersetzerin und arbeite bisher am Küchentisch in Oberrad. Langsam fällt mir die Decke auf den Kopf, und mein Mann ist jetzt auch noch im Homeoffice. Bevor ich irgendwas unterschreibe, würde ich gern erst mal schauen, ob so ein Coworking überhaupt was für mich ist. Kann man bei euch unverbindlich reinschnuppern?',
      answeredBy: [trial, tour, prices],
    },
    {
      question:
        'Hi, ich hab seit letztem Herbst einen Fix Desk bei euch und war echt zufrieden. Jetzt hab ich aber eine Festanstellung in Mainz angenommen und fange am 1. Juli an. Bis wann muss ich kündigen, damit ich Ende Juni raus bin? Und reicht dafür eine Mail?',
      answeredBy: [cancellation, terms],
    },
    {
      question:
        'Moin, wir sind ein Startup mit aktuell 5 Leuten (bald 7) und sitzen gerade in einer viel zu kleinen WG-Küche in Bornheim. Wir suchen ab September ein abschließbares Büro, in dem wir auch mal laut diskutieren können, am liebsten mit Besprechungsraum in der Nähe. Was würde das bei euch kosten? Und wie lange müssten wir uns binden?',
      answeredBy: [privateOffice, officeRequest, prices, cancellation, terms],
    },
    // Typos, chat-speak, no umlauts
    {
      question: 'habt ihr schliessfaecher wo ich mein zeug ueber nacht lassen kann',
      answeredBy: [lockers, prices, services],
    },
    {
      question: 'kann man bei euch drucken? brauch 30 seiten farbig fuer ne bewerbung',
      answeredBy: [printing, prices, services],
    },
    {
      question: 'gibts parkplätze oder muss ich mit der ubahn kommen',
      answeredBy: [parking, location, prices],
    },
    // One or two words
    { question: 'Tagespass Preis?', answeredBy: [dayPass, prices, shortStay] },
    { question: 'Öffnungszeiten Samstag', answeredBy: [hours] },
    { question: 'Hunde?', answeredBy: [dogs, prices] },
    { question: 'Meetingraum buchen', answeredBy: [meetingRooms, prices] },
    // German questions, English knowledge
    {
      question:
        'Ich hab noch kein deutsches Konto, nur Revolut mit litauischer IBAN. Kann ich trotzdem Mitglied werden und per Lastschrift zahlen?',
      answeredBy: [payment, invoices, signup, terms],
    },
    {
      question:
        'Muss man eigentlich Deutsch können bei euch? Mein Kollege aus Bangalore spricht nur Englisch.',
      answeredBy: [language, description],
    },
    {
      question:
        'Gibt’s bei euch ne Ecke, wo absolut Ruhe ist? Ich kann mich im Großraum null konzentrieren',
      answeredBy: [quietZone, description, terms],
    },
    // Answered by a document only
    {
      question: 'Gibt es auch nen Halbtagespass? Ich brauch meistens nur nachmittags 3-4 Stunden',
      answeredBy: [prices],
    },
    {
      question: 'Hab meinen Chip verloren 🙈 was muss ich jetzt machen?',
      answeredBy: [prices, terms],
    },
    { question: 'Darf man bei euch im Hof rauchen?', answeredBy: [terms] },
    {
      question:
        'Könnt ihr für unseren Workshop im Eisernen Steg auch Catering stellen? Kaffee und belegte Brötchen für 8 Leute, was kostet das?',
      answeredBy: [prices],
    },
    {
      question:
        "Do you offer a student discount? I'm doing my master's at Goethe Uni and 229 a month is a lot for me",
      answeredBy: [prices],
    },
    {
      question: "Can I pause my membership over the summer? I'll be home in Brazil for six weeks.",
      answeredBy: [terms],
    },
    // Short follow-ups
    { question: 'und was kostet der Chip?', answeredBy: [signup, prices] },
    {
      question: 'Und für Nicht-Mitglieder, was kostet so ein Raum?',
      answeredBy: [meetingRooms, prices],
    },
    { question: 'and on sunday?', answeredBy: [hours, access] },
    { question: 'and what about packages?', answeredBy: [mail, prices] },
    // Long messages in English
    {
      question:
        "Hi, I work remotely for a London company and move around a lot, Frankfurt is my base for now. I keep missing letters from the Finanzamt and my health insurance because I change flats every few months. Can I get my post sent to your place, and how would I know what arrived when I'm away?",
      answeredBy: [mail, businessAddress, prices, services],
    },
    {
      question:
        "Hello, I'm a management consultant from Amsterdam and I'll be on a project at a client near the Messe for the next 6 weeks, usually Tuesday to Thursday. The desk in my hotel room is killing my back and the client has no space for me. What would you recommend, and can I start tomorrow without signing a long contract?",
      answeredBy: [shortStay, dayPass, plans, prices, signup, cancellation, terms],
    },
    {
      question:
        "Hello, we are a small software company from Tel Aviv and we're setting up a German GmbH. Our lawyer says we need a business address in Frankfurt for the Handelsregister and somewhere official letters can be received, but we won't have staff there in the first year. Can you provide that, and what documents do you need from us?",
      answeredBy: [businessAddress, mail, prices, terms, services],
    },
    {
      question:
        "I just moved here from Dublin for a job starting next month and I don't have my own flat yet, only an Airbnb. The Bürgeramt wants an address for the Anmeldung. Could I just use your address for that?",
      answeredBy: [anmeldung],
    },
    // English questions, German knowledge; typos and chat-speak
    {
      question: 'how much is a hot desk per month?',
      answeredBy: [plans, prices, shortStay],
    },
    {
      question: 'do u have phone booths? i have like 6 zoom calls a day',
      answeredBy: [phoneBooths, services, description],
    },
    { question: 'wat time do u close on fridays', answeredBy: [hours] },
    {
      question: 'is coffee included or do i have to pay extra',
      answeredBy: [cafe, dayPass, plans, prices],
    },
    {
      question:
        "Do you have desks you can rent just for yourself, with a monitor, so I don't have to set up every morning?",
      answeredBy: [plans, prices, services, description, shortStay],
    },
    {
      question: 'can my clients come and meet me there without paying for a day pass?',
      answeredBy: [guests],
    },
    {
      question: 'Can I get in 24/7? I often work late at night',
      answeredBy: [access, hours, plans, privateOffice, prices],
    },
    {
      question: 'Can I come and have a look around before I decide?',
      answeredBy: [tour, trial],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Nehmt ihr auch Telefonanrufe für meine Firma an, also so ein Sekretariatsservice mit eigener Telefonnummer?',
    'Bietet ihr auch Kinderbetreuung an, während ich arbeite? Mein Sohn ist 2.',
    'Sucht ihr noch Leute fürs Café oder den Empfang? Ich studier an der Goethe-Uni und such nen Minijob.',
    'Verkauft ihr eure alten Bürostühle? Hätte gern zwei fürs Homeoffice.',
    'Vermietet ihr auch Lastenräder oder E-Scooter?',
    'Which Apfelwein tavern in Sachsenhausen would you recommend for dinner with clients?',
    'Can you help me open a German business bank account for my new GmbH?',
    'Do you have another location near the airport or in Eschborn?',
    "Is there a gym or a yoga class in the building? I'd love to work out at lunch.",
    // Plainly outside
    'Wann ist dieses Jahr das Museumsuferfest und wo kann man da am besten parken?',
  ],
};
