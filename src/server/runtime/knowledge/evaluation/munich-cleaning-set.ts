import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Isarglanz, a family-run cleaning company (Meisterbetrieb für Gebäudereinigung und
 * Haushaltshilfe) in the Westend of Munich: regular office cleaning, window cleaning, stairwell
 * cleaning for property managers, move-out cleaning with a handover guarantee, construction
 * final cleaning, household help (also paid through the Pflegekasse's Entlastungsbetrag for
 * seniors), carpet and upholstery cleaning and disinfection. Its customers write in German and
 * in English (expats, startups, US and Indian engineers, a few Italians writing English). The
 * owner wrote the briefing in German, most Q&A pairs in German and a few in English, added one
 * custom response for quote and inspection requests, and pasted the 2026 price list and the
 * general terms, both in German.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday words ("Putzfrau", "Putzkraft", "saubermachen", "Grundreinigung", "Putzhilfe für
 * meine Oma", "shampoonieren"), English words the owner never used ("cleaning lady",
 * "janitorial", "deep clean", "move out clean", "end of tenancy", "background checked"), long
 * messages, typos, dialect and chat-speak ("servus", "wieviel", "nen", "hab", "des", "u guys",
 * "tmrw", "pls"), one- to three-word questions, English with Italian turns of phrase, and German
 * questions against English knowledge and the reverse. The outside questions include hard
 * negatives that share words with the knowledge (removals, snow clearing for a property
 * manager, pest control, dry cleaning clothes, selling cleaning machines, painting a facade, a
 * job application as a cleaner, car detailing).
 */

const english = qaIn('English');
const german = qaIn('German');

// The sources' titles, as the answers name them.
const contact = 'Wie erreiche ich Sie und wann ist Ihr Büro besetzt?';
const area = 'In welchen Orten rund um München reinigen Sie?';
const office = 'Was kostet die regelmäßige Büroreinigung?';
const inspectionVisit = 'Kommen Sie vor dem Angebot zur Besichtigung vorbei?';
const windows = 'Was kostet die Fensterreinigung?';
const stairwell =
  'Übernehmen Sie die Treppenhausreinigung für Hausverwaltungen und Eigentümergemeinschaften?';
const moveOut =
  'Was ist bei der Endreinigung zum Auszug dabei, und was bedeutet die Übergabegarantie?';
const construction = 'Machen Sie auch Bauendreinigung nach Neubau oder Renovierung?';
const householdHelp = 'Was macht Ihre Haushaltshilfe und was kostet sie?';
const careFund = 'Kann ich die Haushaltshilfe über die Pflegekasse abrechnen (Entlastungsbetrag)?';
const carpets = 'Reinigen Sie auch Teppiche, Sofas und Matratzen?';
const disinfection = 'Bieten Sie auch Desinfektion an?';
const contract = 'Wie lange läuft ein Vertrag und wie kann ich kündigen?';
const cancelAppointment = 'Was passiert, wenn ich einen Reinigungstermin absagen muss?';
const insurance = 'Sind Sie versichert, falls bei der Reinigung etwas kaputtgeht?';
const keys = 'Muss ich bei der Reinigung zu Hause sein, oder kann ich Ihnen einen Schlüssel geben?';
const staff = 'Kommt immer dieselbe Reinigungskraft, und wie wählen Sie Ihr Personal aus?';
const products = 'Welche Reinigungsmittel verwenden Sie? Sind die umweltfreundlich?';
const surcharges = 'Reinigen Sie auch abends, am Wochenende und an Feiertagen?';
const minimum = 'Gibt es einen Mindestauftrag?';
const invoice = 'Wie bekomme ich die Rechnung und wie kann ich bezahlen?';
const startTime = 'Wie schnell können Sie mit der Reinigung anfangen?';
const englishStaff = 'Do you speak English, and can I get the contract in English?';
const oneOff = 'Can I book a one-time cleaning without a contract?';
const tax = 'Can I deduct the cleaning costs from my taxes in Germany?';
const supplies = 'Do I have to provide cleaning products, a vacuum cleaner or a mop?';
const prices = 'Preisliste 2026';
const terms = 'Allgemeine Geschäftsbedingungen';
const quoteRequest = 'Anfrage für ein Reinigungsangebot oder eine Besichtigung';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const munichCleaningSet: EvaluationSet = {
  name: 'Munich cleaning company (Isarglanz)',
  heldOut: false,
  agentName: 'Vroni',
  briefing: {
    companyName: 'Isarglanz Gebäudereinigung & Haushaltshilfe',
    industry: 'services',
    description:
      'Isarglanz ist ein familiengeführter Meisterbetrieb für Gebäudereinigung und Haushaltshilfe in München, seit 2011 in der Landsberger Straße 146 im Westend. Mit 52 fest angestellten Mitarbeiterinnen und Mitarbeitern reinigen wir Büros, Praxen, Kanzleien, Treppenhäuser, Fenster und Wohnungen im Stadtgebiet München und im Landkreis München. Für Seniorinnen und Senioren mit Pflegegrad sind wir in Bayern als Angebot zur Unterstützung im Alltag anerkannt und rechnen die Haushaltshilfe direkt mit der Pflegekasse ab. Wir sind Mitglied der Landesinnung Bayern des Gebäudereiniger-Handwerks.',
    targetAudience:
      'Kleine und mittlere Firmen, Startups, Arztpraxen und Kanzleien, Hausverwaltungen und Eigentümergemeinschaften, Bauträger und Handwerksbetriebe, berufstätige Singles und Familien, internationale Fachkräfte und Expats, Mieterinnen und Mieter beim Auszug sowie Seniorinnen und Senioren mit Pflegegrad und ihre Angehörigen.',
    keyServices:
      'Regelmäßige Büro- und Unterhaltsreinigung für Büros, Praxen, Kanzleien und Geschäfte, Fenster- und Glasreinigung (privat und gewerblich, mit Fenster-Abo), Treppenhausreinigung für Hausverwaltungen und Eigentümergemeinschaften, Endreinigung beim Auszug mit Übergabegarantie, Baugrob- und Bauendreinigung, regelmäßige Haushaltshilfe (putzen, waschen, bügeln), auch über den Entlastungsbetrag der Pflegekasse, einmalige Wohnungsreinigung (z. B. Frühjahrsputz oder nach einer Feier), Teppich-, Polster- und Matratzenreinigung, Desinfektion, kostenlose Besichtigung und Angebot, Schlüsselverwahrung im Tresor.',
    commonQuestions:
      'Was eine Reinigungskraft oder Haushaltshilfe pro Stunde kostet, ob die Pflegekasse die Haushaltshilfe bezahlt, was die Endreinigung beim Auszug kostet und was passiert, wenn der Vermieter nicht zufrieden ist, Preise für Fenster, Büros und Treppenhäuser, ob immer dieselbe Kraft kommt, wie das mit dem Schlüssel läuft, ob wir versichert sind, Vertragslaufzeit und Kündigung, Terminabsagen, ob man die Kosten von der Steuer absetzen kann und ob jemand Englisch spricht.',
    languages: ['German', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Herzlich und bodenständig, gern mit einem „Grüß Gott“ oder „Servus“, aber immer konkret: Preise in Euro (für Privatkunden inklusive MwSt., für Firmen und Hausverwaltungen netto), Dauer und nächster Schritt. Auf Deutsch siezen wir, wer uns duzt, wird zurückgeduzt. Wer auf Englisch schreibt, bekommt die Antwort auf Englisch.',
    personality:
      'Wie unsere Büroleiterin Vroni: eine freundliche Münchnerin, die jede Reinigung schon selbst gemacht hat, ehrlich sagt, was geht und was nicht, und sich um Senioren und ihre Angehörigen besonders geduldig kümmert.',
    responseTemplates: [
      {
        scenario: quoteRequest,
        response:
          'Damit wir Ihnen schnell ein genaues Angebot machen können, schicken Sie uns bitte: was gereinigt werden soll (Büro, Wohnung, Fenster, Treppenhaus, Endreinigung, Baustelle, Teppich), die Adresse oder zumindest die Postleitzahl, die Fläche in m² und die Zahl der Räume, bei Fenstern die Zahl der Fensterflügel und Balkontüren, wie oft gereinigt werden soll, Ihren Wunschtermin und gern ein paar Fotos. Am einfachsten per WhatsApp an 0151 4470 2219, per E-Mail an servus@isarglanz.example oder telefonisch unter 089 5404 2871. Für Wohnungen und Fenster bekommen Sie das Angebot innerhalb eines Werktags; für Büros, Treppenhäuser und Baustellen vereinbaren wir eine kostenlose Besichtigung.',
      },
    ],
  },
  qa: [
    german(
      contact,
      'Unser Büro in der Landsberger Straße 146, 80339 München (Westend, U4/U5 Schwanthalerhöhe, 5 Minuten zu Fuß) ist Montag bis Donnerstag von 8:00 bis 17:00 Uhr und Freitag von 8:00 bis 14:00 Uhr besetzt. Sie erreichen uns unter 089 5404 2871, per WhatsApp unter 0151 4470 2219 oder per E-Mail an servus@isarglanz.example. Nachrichten außerhalb der Bürozeiten beantworten wir am nächsten Werktag. Gereinigt wird unabhängig davon montags bis samstags zwischen 6:00 und 20:00 Uhr, auf Wunsch auch später oder sonntags. Gibt es während einer Reinigung ein dringendes Problem, etwa einen Wasserschaden oder einen Schlüssel, der nicht sperrt, erreichen Sie unsere Objektleitung unter 0151 4470 2230.',
    ),
    german(
      area,
      'Wir reinigen im ganzen Stadtgebiet München und im Landkreis München, zum Beispiel in Unterhaching, Haar, Ottobrunn, Neubiberg, Pullach, Grünwald, Garching, Ismaning, Unterföhring, Unterschleißheim, Planegg und Gräfelfing – dort ohne Anfahrtskosten. Nach Dachau, Fürstenfeldbruck, Germering, Starnberg, Freising und Erding kommen wir für Büro-, Fenster-, Treppenhaus-, Bau- und Endreinigungen gegen eine Anfahrtspauschale von 19 € pro Einsatz. Die regelmäßige Haushaltshilfe bieten wir nur in München und im Landkreis München an, weil unsere Kräfte meist mit der MVV unterwegs sind. Sie wohnen noch weiter draußen? Fragen Sie einfach, bei größeren Aufträgen finden wir meistens eine Lösung.',
    ),
    german(
      office,
      'Für die regelmäßige Unterhaltsreinigung von Büros, Praxen und Kanzleien schauen wir uns Ihre Räume zuerst kostenlos an und schreiben dann ein Leistungsverzeichnis: was wie oft gereinigt wird, etwa Papierkörbe leeren, Böden saugen und wischen, freie Schreibtischflächen, Küche und Spülmaschine, Sanitärräume. Daraus ergibt sich eine feste Monatspauschale. Als Richtwert für Büroflächen (netto zzgl. MwSt.): einmal pro Woche ab 0,90 € pro m² im Monat, zweimal pro Woche ab 1,60 €, fünfmal pro Woche ab 3,40 €; mindestens 190 € im Monat. Nach Stunden rechnen wir 34,90 € netto. Gereinigt wird, wann es Sie nicht stört: frühmorgens ab 6 Uhr oder abends bis 20 Uhr, ohne Zuschlag. Unsere Objektleitung kontrolliert die Qualität jeden Monat vor Ort, und Sie haben eine feste Ansprechpartnerin. Toilettenpapier, Papierhandtücher und Seife füllen wir auf Wunsch auf und berechnen sie zum Einkaufspreis plus 10 %.',
    ),
    german(
      inspectionVisit,
      'Ja, gerne. Für Büros, Praxen, Treppenhäuser, Bauendreinigungen und alles, was über eine normale Wohnung hinausgeht, kommen wir vorbei, bevor wir ein Angebot machen – in München und im Landkreis kostenlos und unverbindlich. Die Besichtigung dauert 20 bis 45 Minuten; einen Termin bekommen Sie meist innerhalb von 3 Werktagen, auch frühmorgens oder nach Feierabend. Das schriftliche Angebot schicken wir innerhalb von 24 Stunden nach der Besichtigung per E-Mail, es gilt 30 Tage. Für Haushaltshilfe, Fensterreinigung oder eine Endreinigung reicht meistens ein Angebot nach Fotos, Quadratmetern und Anzahl der Fenster; das bekommen Sie innerhalb eines Werktags.',
    ),
    german(
      windows,
      'Wir putzen Fenster innen und außen, mit Rahmen und Fensterbank innen, streifenfrei mit Einwascher, Abzieher und entmineralisiertem Wasser. Privat kostet ein Fensterflügel 8,90 €, eine Balkon- oder Terrassentür 11,90 € und ein Dachfenster 13,90 € (inkl. MwSt.); Sprossenfenster kosten 50 % mehr. Der Mindestauftrag liegt bei 129 €. Mit unserem Fenster-Abo (4 Termine im Jahr) sparen Sie 10 %. Für Geschäfte, Büros und Schaufenster rechnen wir 3,20 € netto pro m² Glasfläche; Glasfassaden und Fenster ab dem 3. Obergeschoss, die man außen nur mit Hubsteiger erreicht, nach Angebot. Bei leichtem Regen putzen wir, bei Frost unter 0 °C verschieben wir den Termin kostenlos.',
    ),
    german(
      stairwell,
      'Ja, das ist einer unserer Schwerpunkte: Wir reinigen Treppenhäuser für über 60 Hausverwaltungen und Eigentümergemeinschaften in München. Wöchentlich oder alle 2 Wochen kehren und wischen wir Stufen und Podeste und reinigen Handläufe, Geländer, Wohnungs- und Haustüren, Lichtschalter, die Briefkastenanlage und das Glas der Haustür, auf Wunsch auch den Aufzug und monatlich die Keller- und Dachbodengänge. Der Preis richtet sich nach den Geschossen: ab 15 € netto pro Geschoss und Reinigung, mindestens 55 € pro Hauseingang. Im Hausflur hängt ein Reinigungsplan, auf dem jede Reinigung abgezeichnet wird, und Schäden wie eine kaputte Beleuchtung melden wir der Verwaltung. Die Rechnung stellen wir pro Objekt, damit Sie die Kosten als Betriebskosten umlegen können; die Arbeitskosten weisen wir für die Nebenkostenabrechnung (§ 35a EStG) getrennt aus.',
    ),
    german(
      moveOut,
      'Bei der Endreinigung zum Auszug machen wir die leere Wohnung übergabefertig: Fenster innen und außen mit Rahmen, Küche mit Schränken innen, Backofen, Kühlschrank und Dunstabzugshaube, Bad und WC entkalkt, Heizkörper, Türen und Zargen, Steckdosen und Lichtschalter, alle Böden sowie Balkon oder Terrasse bis 10 m². Sie kostet 6,50 € pro m² Wohnfläche, mindestens 349 € (inkl. MwSt.); ist die Wohnung stark verschmutzt, etwa eine Raucherwohnung, nennen wir den Aufschlag nach einer Besichtigung. Mit unserer Übergabegarantie sind Sie auf der sicheren Seite: Beanstandet Ihr Vermieter bei der Übergabe die Reinigung, kommen wir innerhalb von 48 Stunden und reinigen kostenlos nach. Voraussetzung ist, dass die Übergabe spätestens 3 Tage nach unserer Reinigung stattfindet, die Wohnung danach nicht mehr benutzt wird und die Mängel im Übergabeprotokoll stehen oder Sie sie uns am selben Tag mit Fotos schicken. Für 59 € begleitet unsere Objektleitung Sie auch zur Übergabe. Buchen Sie am besten 2 bis 3 Wochen vorher, zum Monatsende sind die Termine schnell weg.',
    ),
    german(
      construction,
      'Ja, für Bauträger, Architekten, Handwerksbetriebe und Privatleute. Die Baugrobreinigung während der Bauphase (Staub, Verpackungsreste und Bauabfälle zusammenkehren, ohne Entsorgung) kostet ab 1,60 € netto pro m². Die Bauendreinigung macht Neubauten und sanierte Räume bezugsfertig: Böden, Fenster mit Rahmen, Türen, Heizkörper, Sanitär und Küchen, inklusive Entfernen von Aufklebern, Schutzfolien sowie Farb-, Silikon- und Mörtelspritzern. Sie kostet ab 3,90 € netto pro m², die Fenster dabei ab 12,90 € pro Flügel. Nach einer Renovierung in Ihrer Wohnung rechnen wir ab 5,20 € pro m² inklusive MwSt. Den genauen Preis nennen wir nach einer Besichtigung. Wir richten uns nach Ihrem Bauzeitenplan und kommen bei Bedarf kurz vor der Abnahme noch einmal durch.',
    ),
    german(
      householdHelp,
      'Unsere Haushaltshilfe kommt regelmäßig – wöchentlich, alle 2 oder alle 4 Wochen – immer am gleichen Wochentag und möglichst zur gleichen Uhrzeit. Sie putzt Bad, WC und Küche, saugt und wischt die Böden, staubt ab, bezieht die Betten frisch, wäscht und bügelt die Wäsche und räumt die Spülmaschine aus. Was genau gemacht wird, legen wir beim ersten Termin gemeinsam fest, und Sie können es jederzeit ändern. Wöchentlich oder alle 2 Wochen kostet die Stunde 39,50 €, alle 4 Wochen 42,00 € (inkl. MwSt.), mindestens 2 Stunden pro Einsatz. Für eine 3-Zimmer-Wohnung rechnen Sie bei wöchentlicher Reinigung meist mit 3 Stunden. Pflegerische Aufgaben wie Waschen, Anziehen oder Medikamente geben übernehmen wir nicht, dafür sind die Pflegedienste da.',
    ),
    german(
      careFund,
      'Ja. Wir sind in Bayern als Angebot zur Unterstützung im Alltag anerkannt. Wer einen Pflegegrad (1 bis 5) hat und zu Hause lebt, bekommt von der Pflegekasse den Entlastungsbetrag von 131 € im Monat, und den können Sie für unsere Haushaltshilfe einsetzen: Bei 39,50 € pro Stunde sind das gut 3 Stunden im Monat. Nicht verbrauchte Beträge sammeln sich an und können bis zum 30. Juni des Folgejahres genutzt werden. Ab Pflegegrad 2 lassen sich zusätzlich bis zu 40 % der nicht genutzten Pflegesachleistungen dafür umwandeln; das klären Sie am besten mit Ihrer Pflegekasse. Sie unterschreiben eine Abtretungserklärung, und wir rechnen jeden Monat direkt mit der Pflegekasse ab; nur was darüber hinausgeht, zahlen Sie selbst. Bei einer privaten Pflegeversicherung bekommen Sie die Rechnung und reichen sie zur Erstattung ein. Zum Start brauchen wir eine Kopie des Pflegegrad-Bescheids und die Versichertennummer. Gern besprechen wir alles auch mit den Angehörigen, die das für ihre Eltern organisieren.',
    ),
    german(
      carpets,
      'Ja, bei Ihnen vor Ort mit Sprühextraktion: Wir sprühen eine Reinigungslösung tief in die Fasern und saugen sie mitsamt dem Schmutz gleich wieder ab. Teppichboden und Teppiche kosten 4,90 € pro m² (gewerblich 3,90 € netto), ein Sessel 49 €, ein 2-Sitzer-Sofa 89 €, ein 3-Sitzer 119 €, eine Eckcouch ab 159 € und eine Matratze (beide Seiten) 69 €; der Mindestauftrag liegt bei 99 €. Flecken von Rotwein oder Kaffee behandeln wir ohne Aufpreis, eine Urin- und Geruchsbehandlung, etwa bei Haustieren, kostet 25 € extra. Danach braucht alles 4 bis 8 Stunden zum Trocknen. Bei Leder, Seide und empfindlichen Stoffen schauen wir uns das Material vorher an.',
    ),
    german(
      disinfection,
      'Ja. Nach einer ansteckenden Krankheit in der Familie (z. B. Norovirus oder Grippe), in Arztpraxen, Kitas und Büros oder vor dem Einzug in eine Wohnung desinfizieren wir Flächen, Griffe, Lichtschalter, Sanitär und Küche mit VAH-gelisteten Desinfektionsmitteln. Privat kostet das 59 € pro Stunde, gewerblich 49 € netto; eine Wohnung bis 80 m² pauschal 289 €. Auf Wunsch kommen wir innerhalb von 24 Stunden (Expresszuschlag 20 %). Bei der normalen Reinigung im Haushalt und im Büro verzichten wir bewusst auf Desinfektionsmittel, da reicht gründliches Putzen.',
    ),
    german(
      contract,
      'Das hängt von der Leistung ab. Die regelmäßige Haushaltshilfe hat keine Mindestlaufzeit und ist mit 14 Tagen Frist kündbar. Für die Unterhaltsreinigung von Büros und Praxen gelten die ersten 3 Monate als Probezeit, in der beide Seiten mit 2 Wochen Frist kündigen können; danach läuft der Vertrag unbefristet und ist mit 3 Monaten Frist zum Monatsende kündbar. Treppenhausreinigungen für Hausverwaltungen schließen wir für 12 Monate ab; danach laufen sie unbefristet weiter und sind mit 3 Monaten Frist zum Quartalsende kündbar. Eine Kündigung per E-Mail genügt. Einmalige Aufträge wie eine Fenster- oder Endreinigung brauchen keinen Vertrag.',
    ),
    german(
      cancelAppointment,
      'Bis 48 Stunden vor dem Termin können Sie kostenlos absagen oder verschieben, per Telefon, WhatsApp oder E-Mail. Bei einer späteren Absage berechnen wir 50 %, bei weniger als 24 Stunden oder wenn wir vor verschlossener Tür stehen 100 % der vereinbarten Zeit, bei der Haushaltshilfe höchstens 3 Stunden. Für den Urlaub können Sie die regelmäßige Haushaltshilfe bis zu 6 Wochen im Jahr kostenlos pausieren, wenn Sie uns 14 Tage vorher Bescheid geben. Kommt eine Seniorin oder ein Senior ins Krankenhaus, berechnen wir nichts, sobald uns jemand Bescheid gibt; Ausfallgebühren zahlt die Pflegekasse ohnehin nicht.',
    ),
    german(
      insurance,
      'Ja. Wir haben eine Betriebshaftpflichtversicherung mit 5 Mio. € Deckung für Personen- und Sachschäden. Sie deckt auch Schäden an Gegenständen, die wir gerade reinigen (Bearbeitungsschäden), bis 50.000 € und den Verlust von Schlüsseln bis 100.000 €, auch wenn eine ganze Schließanlage getauscht werden muss. Geht etwas kaputt, meldet es unsere Kraft sofort; Schäden, die Sie selbst entdecken, melden Sie uns bitte innerhalb von 3 Tagen mit Foto. Bargeld, Schmuck und andere Wertsachen legen Sie bitte vorher weg.',
    ),
    german(
      keys,
      'Sie müssen nicht da sein – die meisten unserer Kundinnen und Kunden sind während der Reinigung in der Arbeit. Den Schlüssel übergeben Sie beim ersten Termin gegen ein unterschriebenes Schlüsselprotokoll. Wir kennzeichnen ihn nur mit einer Nummer, nie mit Name oder Adresse, und bewahren ihn zwischen den Terminen in unserem Tresor im Büro auf; Zugriff haben nur Ihre Reinigungskraft und die Objektleitung. Auf Wunsch montieren wir einen Schlüsselsafe mit Zahlencode an Ihrer Tür (69 €). In Büros mit Alarmanlage bekommt jede Kraft einen eigenen Code. Der Verlust von Schlüsseln ist bei uns versichert.',
    ),
    german(
      staff,
      'Bei uns kommt immer dieselbe Kraft, in Büros ein festes Team. Für Urlaub und Krankheit gibt es eine feste Vertretung, die wir Ihnen vorher vorstellen. Passt es menschlich nicht, wechseln wir die Person ohne Diskussion. Alle 52 Mitarbeiterinnen und Mitarbeiter sind fest angestellt, sozialversichert und nach dem Tarif des Gebäudereiniger-Handwerks bezahlt; Subunternehmer setzen wir nicht ein. Vor der Einstellung legt jede und jeder ein aktuelles polizeiliches Führungszeugnis vor, wer in Kitas und Schulen arbeitet, ein erweitertes. Neue Kräfte arbeiten zuerst im Team mit erfahrenen Kolleginnen, und alle sind zur Verschwiegenheit verpflichtet.',
    ),
    german(
      products,
      'Wir putzen standardmäßig mit ökologischen Reinigungsmitteln mit EU-Ecolabel oder Blauem Engel, als Konzentrat aus Nachfüllkanistern, und mit Mikrofasertüchern, die wir selbst waschen. Unsere Staubsauger haben HEPA-Filter, das ist gut für Allergiker. Für Allergiker und Familien mit Babys nehmen wir auf Wunsch parfümfreie Mittel. Desinfektionsmittel setzen wir nur ein, wo es wirklich nötig ist. Für Naturstein, Parkett und Edelstahl verwenden wir passende Pflegemittel, und wenn Sie für bestimmte Flächen eigene Mittel haben, nehmen wir gern die.',
    ),
    german(
      surcharges,
      'Ja. Unsere normale Arbeitszeit ist Montag bis Freitag von 6 bis 20 Uhr. Samstags berechnen wir 25 % Aufschlag, an Sonn- und Feiertagen 50 %; dazu zählen in München auch Heilige Drei Könige, Fronleichnam, Mariä Himmelfahrt und Allerheiligen. Für Arbeiten zwischen 20 und 6 Uhr kommen 20 % dazu, für einen Einsatz innerhalb von 24 Stunden nach dem Auftrag ebenfalls 20 % (Express). Fällt ein regelmäßiger Termin auf einen Feiertag, kommen wir ohne Aufschlag am Werktag davor oder danach.',
    ),
    german(
      minimum,
      'Ja, damit sich die Anfahrt lohnt. Die regelmäßige Haushaltshilfe kommt mindestens 2 Stunden, eine einmalige Wohnungsreinigung mindestens 3 Stunden. Bei der Fensterreinigung liegt der Mindestauftrag bei 129 €, bei der Teppich- und Polsterreinigung bei 99 € und bei der Endreinigung bei 349 €. Gewerbliche Einzelaufträge berechnen wir mit mindestens 150 € netto, die regelmäßige Büroreinigung mit mindestens 190 € netto im Monat, und im Treppenhaus sind es mindestens 55 € netto pro Hauseingang und Reinigung.',
    ),
    german(
      invoice,
      'Privatkundinnen und -kunden bekommen die Rechnung per E-Mail: bei regelmäßiger Haushaltshilfe einmal im Monat für den Vormonat, bei einmaligen Aufträgen nach dem Einsatz. Bezahlt wird per SEPA-Lastschrift oder per Überweisung innerhalb von 14 Tagen. Bargeld nehmen unsere Kräfte nicht an, auch weil Sie nur unbar bezahlte Rechnungen von der Steuer absetzen können; die Arbeitskosten weisen wir dafür auf jeder Rechnung getrennt aus. Firmen und Hausverwaltungen bekommen eine Monatsrechnung, zahlbar innerhalb von 14 Tagen ohne Abzug, auf Wunsch als E-Rechnung (XRechnung oder ZUGFeRD) und aufgeteilt nach Kostenstellen oder Objekten.',
    ),
    german(
      startTime,
      'Meistens schneller, als Sie denken. Eine Besichtigung bekommen Sie in der Regel innerhalb von 3 Werktagen. Die regelmäßige Haushaltshilfe und die Büroreinigung starten meist 1 bis 2 Wochen nach Ihrer Zusage, weil wir dafür eine passende feste Kraft einteilen. Fenster- und Teppichreinigungen planen wir mit etwa einer Woche Vorlauf, im Frühjahr mit 2 bis 3 Wochen. Endreinigungen buchen Sie am besten 2 bis 3 Wochen vorher, für das Monatsende noch früher. Brennt es, kommen wir oft auch innerhalb von 24 Stunden, dann mit 20 % Expresszuschlag.',
    ),
    english(
      englishStaff,
      'Yes. Our office team speaks English, and so do many of our cleaners; for regular household help we try to send someone you can talk to in English. We send quotes, contracts and invoices in English on request, but the German version of our general terms (AGB) is the binding one. Some of our team also speak Italian, Croatian, Polish and Turkish. Just write to us in the language you prefer, by email, WhatsApp or phone.',
    ),
    english(
      oneOff,
      'Yes. A one-time cleaning needs no contract: before a visit, after a party, as a spring clean or simply when you want the whole apartment done thoroughly once. We usually send two cleaners, who clean the kitchen (including the fronts of cupboards and appliances), bathroom and toilet, floors, skirting boards and doors, and dust everything they can reach. It costs 46 € per cleaner per hour including VAT, with a minimum of 3 hours; a 70 m² apartment usually takes 5 to 6 hours in total. Windows, the inside of the oven and fridge, carpets or upholstery can be added at the prices in our price list. Send us a few photos and the size of the apartment and we will tell you in advance roughly how long it will take.',
    ),
    english(
      tax,
      'In most cases, yes. Private households in Germany can deduct 20 % of the labour costs of household services such as cleaning, household help and window cleaning from their income tax (§ 35a EStG), up to 4,000 € a year. There are two conditions: you need an invoice, and you must pay it by bank transfer or direct debit, not in cash. Our invoices to private customers show the labour costs separately, so you can enter them directly in your tax return. Tenants can also deduct their share of the stairwell cleaning shown in the service charge statement (Nebenkostenabrechnung). The part paid by the Pflegekasse cannot be deducted. We cannot give tax advice, so if in doubt, ask your tax advisor.',
    ),
    english(
      supplies,
      'No. We bring all cleaning products, cloths and sponges, and for windows, carpets, move-out, construction and office cleaning all the equipment and machines as well. For regular household help we use your vacuum cleaner, mop and bucket, because our cleaners usually travel by public transport; if you do not have a vacuum cleaner, we bring one for 5 € per visit. All we need from you is water and electricity, and for windows and carpets a little room to move furniture aside. Our cleaners do not move furniture heavier than 20 kg.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'German',
      text: `PREISLISTE 2026 – Isarglanz Gebäudereinigung & Haushaltshilfe, München
Gültig ab 1. Januar 2026. Preise für Privatkunden inklusive 19 % MwSt.; Preise für Geschäftskunden (Firmen, Praxen, Hausverwaltungen, Bauträger) netto zuzüglich MwSt. Bei „ab“-Preisen steht der genaue Preis im Angebot nach Besichtigung oder Fotos.

Haushaltshilfe und Wohnungsreinigung (privat)
- Regelmäßige Haushaltshilfe, wöchentlich oder alle 2 Wochen: 39,50 € pro Stunde, mindestens 2 Stunden pro Einsatz
- Regelmäßige Haushaltshilfe alle 4 Wochen: 42,00 € pro Stunde, mindestens 2 Stunden pro Einsatz
- Haushaltshilfe über den Entlastungsbetrag der Pflegekasse (Pflegegrad 1 bis 5): 39,50 € pro Stunde, direkte Abrechnung mit der Pflegekasse
- Einmalige Wohnungsreinigung (z. B. vor einem Besuch, nach einer Feier, Frühjahrsputz): 46,00 € pro Stunde und Kraft, mindestens 3 Stunden
- Wäsche waschen und bügeln im Rahmen der Haushaltshilfe: zum Stundensatz
- Staubsauger mitbringen, wenn im Haushalt keiner vorhanden ist: 5 € pro Einsatz

Endreinigung beim Auszug (privat)
- Leere Wohnung übergabefertig, mit Fenstern innen und außen, Küche (Schränke innen, Backofen, Kühlschrank, Dunstabzugshaube), Bad und WC entkalkt, Heizkörper, Türen und Zargen, Steckdosen und Lichtschalter, Böden: 6,50 € pro m² Wohnfläche, mindestens 349 €
- Balkon oder Terrasse kehren und wischen: bis 10 m² inklusive, jeder weitere m² 2 €
- Keller- oder Speicherabteil auskehren: 39 €
- Stark verschmutzte Wohnung (Raucherwohnung, starke Fett- oder Kalkablagerungen): Aufschlag nach Besichtigung
- Übergabegarantie: inklusive
- Begleitung zur Wohnungsübergabe durch unsere Objektleitung: 59 €

Fensterreinigung
- Fensterflügel innen und außen, mit Rahmen und Fensterbank innen: 8,90 €
- Balkon- oder Terrassentür: 11,90 €
- Dachfenster: 13,90 €
- Sprossenfenster: 50 % Aufschlag
- Jalousie, Plissee oder Lamellenvorhang reinigen: ab 19 € pro Stück
- Wintergarten und Glasdach: nach Angebot
- Fenster-Abo mit 4 Terminen im Jahr: 10 % Rabatt
- Mindestauftrag Fensterreinigung privat: 129 €
- Gewerbliche Glasflächen und Schaufenster: 3,20 € netto pro m²
- Glasfassaden und Fenster ab dem 3. Obergeschoss außen (Hubsteiger): nach Angebot

Teppich- und Polsterreinigung (Sprühextraktion bei Ihnen vor Ort)
- Teppichboden und Teppiche: 4,90 € pro m² (gewerblich 3,90 € netto)
- Sessel: 49 €
- Sofa 2-Sitzer: 89 €; 3-Sitzer: 119 €; Eckcouch: ab 159 €
- Matratze, beide Seiten: 69 €
- Fleckenbehandlung (Rotwein, Kaffee): inklusive
- Urin- und Geruchsbehandlung: 25 €
- Mindestauftrag: 99 €

Büro- und Unterhaltsreinigung (gewerblich, netto)
- Monatliche Pauschale nach Leistungsverzeichnis, Richtwerte für Büroflächen: 1x pro Woche ab 0,90 € pro m² im Monat, 2x pro Woche ab 1,60 €, 5x pro Woche ab 3,40 €
- Mindestumsatz Unterhaltsreinigung: 190 € im Monat
- Stundensatz Unterhaltsreinigung: 34,90 €
- Einmalige gewerbliche Reinigung: 38,90 € pro Stunde, mindestens 150 € pro Einsatz
- Hygieneartikel (Toilettenpapier, Papierhandtücher, Seife): Einkaufspreis plus 10 %

Treppenhausreinigung (Hausverwaltungen und Eigentümergemeinschaften, netto)
- Wöchentlich oder alle 2 Wochen: ab 15 € pro Geschoss und Reinigung, mindestens 55 € pro Hauseingang und Reinigung
- Glas der Haustür und Briefkastenanlage: inklusive
- Aufzugkabine: 8 € pro Reinigung
- Keller- und Dachbodengänge, monatlich: ab 25 €

Baureinigung (netto)
- Baugrobreinigung während der Bauphase, ohne Entsorgung: ab 1,60 € pro m²
- Bauendreinigung, bezugsfertig: ab 3,90 € pro m²
- Fenster bei der Bauendreinigung (Aufkleber, Schutzfolie, Farb-, Silikon- und Mörtelreste): ab 12,90 € pro Flügel
- Reinigung nach Renovierung für Privatkunden: ab 5,20 € pro m² inkl. MwSt.

Desinfektion
- Flächendesinfektion mit VAH-gelisteten Mitteln: 59 € pro Stunde (privat), 49 € pro Stunde netto (gewerblich)
- Pauschale Wohnung bis 80 m²: 289 €

Zuschläge
- Samstag: 25 %
- Sonn- und Feiertage (gesetzliche Feiertage in München, auch Mariä Himmelfahrt): 50 %
- Arbeiten zwischen 20 und 6 Uhr: 20 %
- Express, Einsatz innerhalb von 24 Stunden nach Auftrag: 20 %

Anfahrt
- Stadtgebiet München und Landkreis München: inklusive
- Dachau, Fürstenfeldbruck, Germering, Starnberg, Freising und Erding: 19 € pro Einsatz (regelmäßige Haushaltshilfe nur in München und im Landkreis München)
- Parkgebühren, wenn vor Ort kein Parkplatz zur Verfügung steht: nach Beleg

Service
- Besichtigung und Angebot: kostenlos
- Schlüsselverwahrung im Tresor: kostenlos
- Schlüsselsafe mit Zahlencode, inklusive Montage: 69 €
- Ausfallgebühren bei kurzfristiger Absage: siehe Allgemeine Geschäftsbedingungen`,
    },
    {
      title: terms,
      language: 'German',
      text: `Allgemeine Geschäftsbedingungen der Isarglanz Gebäudereinigung & Haushaltshilfe (Stand: Januar 2026)

1. Geltungsbereich
Diese Bedingungen gelten für alle Reinigungs- und Haushaltsleistungen, die Privat- und Geschäftskunden bei uns beauftragen. Abweichende Bedingungen des Kunden gelten nur, wenn wir ihnen schriftlich zustimmen.

2. Angebot, Besichtigung und Vertragsschluss
Unsere Angebote beruhen auf einer Besichtigung oder auf den Angaben des Kunden (Fläche, Fotos, Zahl der Fenster) und gelten 30 Tage. Der Vertrag kommt mit der schriftlichen Auftragsbestätigung zustande; eine E-Mail genügt. Weicht das Objekt deutlich von den Angaben ab, etwa um mehr als 10 % in der Fläche oder durch eine stärkere Verschmutzung, passen wir den Preis nach Rücksprache an, bevor wir weiterarbeiten.

3. Leistungsumfang
Was gereinigt wird, ergibt sich aus dem Angebot oder dem Leistungsverzeichnis. Der Kunde stellt Wasser und Strom kostenlos zur Verfügung. Möbel über 20 kg rücken wir nicht; Flächen über 3 m Höhe reinigen wir nur, wenn das vereinbart ist. Unterlagen, Bargeld und Wertsachen räumt der Kunde vor der Reinigung weg. Pflegerische Tätigkeiten gehören nicht zu unseren Leistungen.

4. Vertragslaufzeit und Kündigung
Die regelmäßige Haushaltshilfe hat keine Mindestlaufzeit und kann mit einer Frist von 14 Tagen gekündigt werden. Verträge über die Unterhaltsreinigung von Geschäftsräumen können in den ersten 3 Monaten (Probezeit) von beiden Seiten mit einer Frist von 2 Wochen gekündigt werden, danach mit einer Frist von 3 Monaten zum Monatsende. Verträge über die Treppenhausreinigung laufen 12 Monate und verlängern sich danach auf unbestimmte Zeit; sie können mit einer Frist von 3 Monaten zum Quartalsende gekündigt werden. Die Kündigung bedarf der Textform, eine E-Mail genügt. Das Recht zur fristlosen Kündigung aus wichtigem Grund bleibt unberührt.

5. Termine, Pausen und Absagen
Termine können bis 48 Stunden vorher kostenlos abgesagt oder verschoben werden. Bei einer späteren Absage berechnen wir 50 % der vereinbarten Leistung, bei einer Absage weniger als 24 Stunden vorher oder wenn unsere Kraft keinen Zutritt erhält 100 %, bei der Haushaltshilfe höchstens 3 Stunden. Die regelmäßige Haushaltshilfe kann bis zu 6 Wochen im Kalenderjahr kostenlos pausiert werden, wenn der Kunde dies 14 Tage vorher mitteilt. Bei einem Krankenhausaufenthalt von Kunden mit Pflegegrad entfallen Ausfallgebühren. Können wir einen Termin wegen Krankheit nicht halten, schicken wir eine Vertretung oder vereinbaren einen Ersatztermin.

6. Zutritt und Schlüssel
Überlässt uns der Kunde Schlüssel, Karten oder Codes, bestätigen wir den Empfang in einem Schlüsselprotokoll. Schlüssel werden nur mit einer Nummer gekennzeichnet, nie mit Name oder Adresse, und zwischen den Einsätzen in unserem Tresor verwahrt. Nach Ende des Vertrags geben wir alle Schlüssel gegen Quittung zurück.

7. Reklamation und Nachbesserung
Ist eine Reinigung nicht in Ordnung, melden Sie uns das bitte innerhalb von 24 Stunden, am besten mit Fotos. Wir bessern kostenlos nach, in der Regel innerhalb von 2 Werktagen. Bei der Unterhaltsreinigung gehört eine monatliche Qualitätskontrolle durch die Objektleitung zur Leistung; wiederholte Mängel besprechen wir mit Ihnen und stellen die Reinigung bei Bedarf um.

8. Übergabegarantie bei der Endreinigung
Beanstandet der Vermieter bei der Wohnungsübergabe die von uns ausgeführte Endreinigung, reinigen wir innerhalb von 48 Stunden kostenlos nach. Voraussetzung ist, dass die Übergabe spätestens 3 Tage nach unserer Reinigung stattfindet, die Wohnung nach der Reinigung nicht mehr bewohnt oder betreten wird, außer zur Übergabe, und die Mängel im Übergabeprotokoll festgehalten sind oder uns am Tag der Übergabe mit Fotos gemeldet werden. Die Garantie umfasst die Reinigung, nicht Schäden, Abnutzung oder Arbeiten außerhalb des Auftrags.

9. Haftung und Versicherung
Wir haften für Schäden, die unsere Mitarbeiterinnen und Mitarbeiter bei der Arbeit verursachen. Dafür besteht eine Betriebshaftpflichtversicherung mit 5 Mio. € Deckung für Personen- und Sachschäden, einschließlich Bearbeitungsschäden bis 50.000 € und dem Verlust von Schlüsseln bis 100.000 €, auch für den Austausch einer Schließanlage. Schäden meldet der Kunde innerhalb von 3 Tagen nach der Reinigung. Für Bargeld und Wertsachen, die offen liegen gelassen wurden, haften wir nur bei Vorsatz oder grober Fahrlässigkeit.

10. Preise und Preisanpassung
Es gilt die jeweils aktuelle Preisliste. Ändert sich der Tariflohn im Gebäudereiniger-Handwerk, dürfen wir die Preise laufender Verträge im selben Verhältnis anpassen und teilen dies mindestens 4 Wochen vorher mit. Steigt der Preis um mehr als 5 %, kann der Kunde den Vertrag zum Zeitpunkt der Erhöhung kündigen.

11. Zahlung
Rechnungen sind innerhalb von 14 Tagen ohne Abzug fällig. Privatkunden zahlen per SEPA-Lastschrift oder Überweisung; Barzahlung an unsere Mitarbeiterinnen und Mitarbeiter ist nicht möglich. Die regelmäßige Haushaltshilfe und die Unterhaltsreinigung rechnen wir monatlich ab, einmalige Aufträge nach dem Einsatz. Bei der Haushaltshilfe über den Entlastungsbetrag rechnen wir nach Abtretung direkt mit der Pflegekasse ab; was die Pflegekasse nicht übernimmt, zahlt der Kunde. Gerät der Kunde in Verzug, dürfen wir nach Mahnung die Leistungen aussetzen.

12. Abwerbeverbot
Während der Vertragslaufzeit und 12 Monate danach darf der Kunde unsere Mitarbeiterinnen und Mitarbeiter nicht direkt beschäftigen oder über Dritte beauftragen. Bei einem Verstoß wird eine Vermittlungsgebühr von 2.500 € fällig.

13. Datenschutz
Wir verarbeiten die Daten unserer Kunden nur zur Durchführung des Auftrags und zur Abrechnung, bei der Haushaltshilfe über den Entlastungsbetrag auch gegenüber der Pflegekasse. Unsere Mitarbeiterinnen und Mitarbeiter sind zur Verschwiegenheit über alles verpflichtet, was sie in Wohnungen und Geschäftsräumen sehen.

14. Schlussbestimmungen
Es gilt deutsches Recht. Gerichtsstand für Kaufleute ist München. An Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle nehmen wir nicht teil.`,
    },
  ],
  answerable: [
    // German, close to the knowledge's words
    {
      question: 'Was kostet bei Ihnen die Endreinigung beim Auszug für eine Wohnung mit 70 m²?',
      answeredBy: [moveOut, prices],
    },
    {
      question: 'Wie läuft die Abrechnung der Haushaltshilfe mit der Pflegekasse?',
      answeredBy: [careFund, description, terms],
    },
    // German paraphrases with everyday words
    {
      question: 'Ich such ne Putzfrau, die alle zwei Wochen kommt. Was nehmt ihr da pro Stunde?',
      answeredBy: [householdHelp, prices],
    },
    {
      question:
        'Meine Oma ist 86 und schafft den Haushalt nicht mehr allein, sie hat Pflegegrad 2. Gibt es eine Putzhilfe, die die Kasse bezahlt?',
      answeredBy: [careFund, description, services, prices],
    },
    {
      question:
        'Macht ihr auch eine Grundreinigung für die ganze Wohnung, einmal richtig gründlich?',
      answeredBy: [oneOff, prices, services],
    },
    {
      question:
        'Wir ziehen Ende März aus und unser Vermieter ist sehr pingelig. Könnt ihr die Wohnung so sauber machen, dass es bei der Übergabe keinen Ärger gibt?',
      answeredBy: [moveOut, terms, services],
    },
    {
      question: 'Kann man bei euch das Sofa und den Teppich shampoonieren lassen?',
      answeredBy: [carpets, prices, services],
    },
    {
      question: 'Wer zahlt, wenn eure Putzkraft mir beim Abstauben eine teure Vase runterschmeißt?',
      answeredBy: [insurance, terms],
    },
    // Long messages, the question inside
    {
      question:
        'Grüß Gott, wir sind eine kleine Hausverwaltung in Giesing und betreuen 14 Wohnanlagen. Bei drei Häusern an der Tegernseer Landstraße hat uns der bisherige Dienstleister zum Jahresende gekündigt, und die Eigentümer beschweren sich jetzt schon über dreckige Stufen und verstaubte Briefkästen. Jedes Haus hat 5 Geschosse und einen Aufzug. Was würde eine wöchentliche Reinigung ungefähr kosten, und wie lange müssten wir uns binden?',
      answeredBy: [stairwell, prices, contract, terms],
    },
    {
      question:
        'Servus, wir bauen gerade ein Reihenhaus in Trudering fertig, Mitte nächsten Monats sind die Handwerker raus. Überall liegt Staub, auf den Fenstern kleben noch Folienreste und Aufkleber, und auf dem Boden sind Farbspritzer. Zwei Wochen später ist die Schlüsselübergabe an die Käufer. Übernehmt ihr sowas, und was kostet das ungefähr pro Quadratmeter?',
      answeredBy: [construction, prices, services],
    },
    {
      question:
        'Hallo, wir sind ein Startup mit 18 Leuten in der Maxvorstadt, ca. 400 m² Büro mit Küche und zwei Toiletten. Bisher hat das abends immer einer von uns nebenbei gemacht, aber das klappt jetzt nicht mehr, und ehrlich gesagt sieht die Küche entsprechend aus. Wir bräuchten jemanden zweimal pro Woche. Kommt ihr erst mal vorbei und schaut euch das an, bevor ihr ein Angebot macht?',
      answeredBy: [inspectionVisit, office, prices, quoteRequest],
    },
    {
      question:
        'Bei uns hatten jetzt zwei Wochen lang alle nacheinander Magen-Darm, erst die Kinder, dann mein Mann und ich. Jetzt sind alle wieder fit, aber ich hab ein ungutes Gefühl mit Bad, Küche und den ganzen Türklinken. Könnt ihr da eine richtige Desinfektion machen, und was kostet das für ungefähr 75 m²?',
      answeredBy: [disinfection, prices],
    },
    // Typos, dialect and chat-speak, in German
    {
      question: 'servus, wieviel kostet fenster putzen bei euch? hab 9 fenster und ne balkontür',
      answeredBy: [windows, prices],
    },
    {
      question:
        'muss ich daheim sein wenn die putzkraft kommt oder kann ich euch nen schlüssel dalassen',
      answeredBy: [keys, terms],
    },
    {
      question: 'kommt da jedes mal ne andre putzfrau oder immer die gleiche?',
      answeredBy: [staff],
    },
    {
      question: 'samstags saubermachen geht des auch? kost des mehr?',
      answeredBy: [surcharges, prices],
    },
    { question: 'kann ich bei der putzfrau bar zahlen', answeredBy: [invoice, terms] },
    {
      question: 'Wie lange im Voraus muss ich bei euch buchen?',
      answeredBy: [startTime],
    },
    // One to three words, in German
    { question: 'Treppenhaus Preis', answeredBy: [stairwell, prices] },
    { question: 'Entlastungsbetrag 131 Euro', answeredBy: [careFund, prices] },
    { question: 'Mindestauftrag?', answeredBy: [minimum, prices] },
    // German questions, English knowledge
    { question: 'Kann ich die Putzkosten von der Steuer absetzen?', answeredBy: [tax, invoice] },
    {
      question: 'Muss ich Putzmittel und Staubsauger selber kaufen, oder bringt ihr alles mit?',
      answeredBy: [supplies, products, prices],
    },
    {
      question:
        'Spricht bei euch jemand Englisch? Meine Frau ist Amerikanerin und möchte das gern selber organisieren.',
      answeredBy: [englishStaff],
    },
    // English paraphrases with words the owner never used
    {
      question: 'Do you offer end of tenancy cleaning? My landlord wants the flat back spotless.',
      answeredBy: [moveOut, terms, services, prices],
    },
    {
      question:
        'Looking for a cleaning lady once a week for my 3-room apartment in Schwabing. How much per hour?',
      answeredBy: [householdHelp, prices],
    },
    {
      question: 'We need a janitorial service for our office. What does it cost per square meter?',
      answeredBy: [office, prices],
    },
    {
      question: 'Can you do a deep clean of my apartment before my parents come to visit?',
      answeredBy: [oneOff, prices, services],
    },
    { question: 'Are your cleaners background checked?', answeredBy: [staff] },
    {
      question: 'Are your products non-toxic? My toddler crawls all over the floor.',
      answeredBy: [products],
    },
    // Long messages, in English
    {
      question:
        'Hey, I just relocated from Austin to Munich for a job at a tech company in Garching and rented a place in Unterföhring. I work long hours, I honestly have zero time to clean, and my German is basically "Danke". I\'d love someone to come every week and do the floors, the bathroom and the kitchen, and maybe some laundry. Do you cover Unterföhring, and is there anything extra for travel?',
      answeredBy: [area, householdHelp, prices, description],
    },
    {
      question:
        'Hello, my wife and I are moving back to Bangalore next month after 4 years in Munich. Our landlord in Neuhausen says the apartment must be clean for the handover, and our rental contract also says the carpet in the bedroom must be professionally cleaned. So what I need is a full move out clean of 85 sqm plus the carpet shampooing. Can you give me a price, and what happens if the landlord still finds something?',
      answeredBy: [moveOut, carpets, prices, terms],
    },
    {
      question:
        "Hi! I run ops at a 30-person startup in the Werksviertel. Our current cleaning company keeps sending different people, and half the time they skip the kitchen. Before we switch: how long would we be locked into a contract with you, and what happens if something isn't cleaned properly?",
      answeredBy: [contract, terms, staff],
    },
    {
      question:
        'Good morning, I am Italian, I live in Munich since one year. I am searching somebody for clean my house one time for week. Is possible to have always the same lady? And how much it costs for hour?',
      answeredBy: [staff, householdHelp, prices],
    },
    // Typos and chat-speak, in English
    {
      question: 'do u guys clean on sundays?? need it asap',
      answeredBy: [surcharges, prices, startTime],
    },
    { question: 'hi how much 4 window cleaning pls', answeredBy: [windows, prices] },
    {
      question: 'can i cancel the cleaning tmrw? smth came up',
      answeredBy: [cancelAppointment, terms],
    },
    // One to three words, in English
    {
      question: 'Office cleaning quote',
      answeredBy: [inspectionVisit, quoteRequest, office, prices],
    },
    { question: 'phone number?', answeredBy: [contact, quoteRequest] },
    // English questions, German knowledge
    {
      question: 'Are you insured if your cleaner loses my keys?',
      answeredBy: [insurance, keys, terms],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Macht ihr auch Umzüge? Wir bräuchten zwei Leute und einen Transporter, um von Schwabing nach Pasing zu ziehen.',
    'Übernehmt ihr für unsere Hausverwaltung auch den Winterdienst, also Schnee räumen und Streuen vor dem Haus?',
    'We found cockroaches in the kitchen of our new apartment. Can you get rid of them when you clean?',
    'Könnt ihr meinen Wintermantel und zwei Anzüge chemisch reinigen?',
    'Verkauft ihr auch Reinigungsmaschinen? Ich suche einen gebrauchten Scheuersaugautomaten für unsere Lagerhalle.',
    'Can you repaint the facade of our apartment building? The property management asked us to get three quotes.',
    'Ich würde gern als Reinigungskraft bei euch anfangen, so 20 Stunden die Woche. Sucht ihr noch Leute?',
    'Do you also clean cars? I would like my Tesla detailed inside and out.',
    // Plainly outside
    'Wo bekommt man in München das beste Weißwurstfrühstück?',
    'Which documents do I need for the Anmeldung at the Bürgerbüro?',
  ],
};
