import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Blitzblank Reinigungen, a cleaning company with its office and ironing counter on the
 * Badenerstrasse in Zürich. It employs 38 cleaners, all registered with the Swiss social
 * insurances and paid under the cleaning trade's collective agreement, and does weekly or
 * fortnightly home cleaning, one-off deep cleaning, end-of-tenancy cleaning at a flat rate with a
 * handover guarantee (Abnahmegarantie), move-in and moving-out cleaning, window and blind
 * cleaning, ironing at home or over the counter, office and surgery cleaning, and stairwell
 * cleaning for property managers, across the city and the surrounding municipalities; prices are
 * in CHF. Its customers write in German, often with Swiss spellings and dialect (grüezi, hoi,
 * Putzfrau, Znüni, Estrich, Chäller, Storen, tüür), and in French (Romands living in Zürich,
 * expatriate families, people new to the Swiss handover of a rented flat). The owner wrote the
 * briefing in German, most Q&A pairs in German and a few in French (French spoken, the
 * end-of-tenancy flat rate and guarantee, how a flat is handed back in Zürich, declaring a
 * cleaner to the social insurances, regular cleaning rates), added one custom response for
 * end-of-tenancy quote requests, and pasted the 2026 price list and the general terms and
 * conditions, both in German.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday words ("jede Woche jemand putzen kommt", "noch Dreck findet", "runterschmeisst",
 * "la même dame"), Swiss German dialect ("chunnt bi öich immer di gliich Putzfrau", "Chäller",
 * "Estrich", "wie tüür isch", "was choschtet fenster putze"), long messages with a story around
 * the question, typos and chat-speak ("mus ich dan", "bjr", "jannule", "menage", "qd", "vs",
 * "jsuis", no accents), one- or two-word questions, French questions against German knowledge
 * and the reverse, four that only a document answers (taking on the cleaner privately, a gift
 * voucher, a discount for pensioners, the electricity already cut off on the day of the
 * end-of-tenancy cleaning) and four short follow-ups. The outside questions include hard
 * negatives that share words with the knowledge (a job as a cleaner, buying the cleaning
 * products, filling holes and painting at the handover, a removal van, dry cleaning, snow
 * clearing for a property manager, bed bugs, cleaning the inside of a car).
 */

const german = qaIn('German');
const french = qaIn('French');

// The sources' titles, as the answers name them.
const homePrice =
  'Was kostet eine regelmässige Wohnungsreinigung, wöchentlich oder alle zwei Wochen?';
const homeTasks = 'Was macht die Reinigungskraft bei der regelmässigen Reinigung genau?';
const endPrice = 'Was kostet eine Endreinigung bei der Wohnungsabgabe?';
const guarantee = 'Wie funktioniert die Abnahmegarantie?';
const moveIn = 'Reinigen Sie auch die neue Wohnung vor dem Einzug?';
const windows = 'Was kostet die Fensterreinigung?';
const office = 'Reinigen Sie auch Büros und Praxen?';
const stairwell = 'Bieten Sie Treppenhausreinigung für Liegenschaftsverwaltungen an?';
const ironing = 'Bügeln Sie auch?';
const products = 'Bringen Sie Putzmittel und Geräte mit?';
const insurance = 'Sind Sie versichert, wenn bei der Reinigung etwas kaputtgeht?';
const keys = 'Muss ich während der Reinigung zu Hause sein?';
const cancel = 'Was passiert, wenn ich einen Reinigungstermin absagen oder verschieben muss?';
const invoice = 'Wie und wann bezahle ich die Rechnung?';
const socialInsurance = 'Sind Ihre Mitarbeitenden angemeldet und sozialversichert?';
const samePerson = 'Kommt immer dieselbe Reinigungskraft?';
const area = 'In welchen Gemeinden reinigen Sie?';
const contact = 'Wie erreiche ich Sie und wann arbeiten Sie?';
const booking = 'Wie buche ich eine Reinigung, und gibt es eine Besichtigung?';
const deepClean =
  'Machen Sie auch eine einmalige Grundreinigung, zum Beispiel einen Frühlingsputz?';
const complaint = 'Was kann ich tun, wenn ich mit der Reinigung nicht zufrieden bin?';
const breaks = 'Muss ich der Putzfrau Znüni anbieten oder Trinkgeld geben?';
const frenchSpoken = 'Parlez-vous français ?';
const endOfLease = 'Combien coûte le nettoyage de fin de bail avec garantie de remise ?';
const handover = 'Comment se passe la remise d’un appartement à Zurich ?';
const declaring = 'Dois-je déclarer la femme de ménage aux assurances sociales ?';
const rates = 'Quels sont vos tarifs pour un ménage régulier ?';
const priceList = 'Preisliste 2026 – Privatkunden, Firmen und Verwaltungen';
const terms = 'Allgemeine Geschäftsbedingungen der Blitzblank Reinigungen GmbH';
const quoteRequest = 'Offertanfrage für eine Endreinigung';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const zurichCleaningSet: EvaluationSet = {
  name: 'Zürich cleaning company (Blitzblank Reinigungen)',
  heldOut: false,
  agentName: 'Lea',
  briefing: {
    companyName: 'Blitzblank Reinigungen GmbH',
    industry: 'services',
    description:
      'Blitzblank Reinigungen ist ein Zürcher Reinigungsunternehmen, 2009 von Sandra Keller gegründet, mit Büro und Bügelservice an der Badenerstrasse 412 in 8004 Zürich. Wir beschäftigen 38 Reinigungskräfte, drei Teamleiterinnen und zwei Personen im Büro, alle fest angestellt, bei den Sozialversicherungen angemeldet und nach dem Gesamtarbeitsvertrag der Reinigungsbranche bezahlt. Wir reinigen Wohnungen und Häuser, Büros, Praxen und Treppenhäuser in der Stadt Zürich und in den umliegenden Gemeinden und sind spezialisiert auf Endreinigungen mit Abnahmegarantie bei der Wohnungsabgabe. Wir arbeiten mit ökologischen Putzmitteln. Im Büro und in unseren Teams sprechen wir Deutsch, Französisch, Englisch und Italienisch.',
    targetAudience:
      'Berufstätige Paare, Familien und Seniorinnen und Senioren in der Stadt Zürich und der Agglomeration, die eine zuverlässige, korrekt angestellte Reinigungskraft suchen; Mieterinnen und Mieter, die umziehen und eine Endreinigung mit Abnahmegarantie brauchen, oft rund um die Zügeltermine Ende März und Ende September; Romands und Expats, die neu in Zürich sind und die Schweizer Wohnungsabgabe nicht kennen; Liegenschaftsverwaltungen und Stockwerkeigentümer für die Treppenhausreinigung; kleine Firmen, Arztpraxen und Ateliers für die Büroreinigung.',
    keyServices:
      'Regelmässige Wohnungsreinigung, wöchentlich oder alle zwei Wochen, immer mit derselben Reinigungskraft; einmalige Grundreinigung und Frühlingsputz; Endreinigung bei der Wohnungsabgabe mit Abnahmegarantie; Einzugs- und Umzugsreinigung; Fensterreinigung inklusive Storen und Fensterläden; Bügeln bei Ihnen zu Hause oder im Bügelservice an der Badenerstrasse; Büro- und Praxisreinigung; Treppenhausreinigung für Liegenschaftsverwaltungen und Stockwerkeigentümer; Schlüsselverwaltung und Schlüsselsafe.',
    commonQuestions:
      'Was eine regelmässige Reinigung pro Stunde kostet und was dabei gemacht wird, was die Endreinigung für eine bestimmte Wohnungsgrösse kostet und wie die Abnahmegarantie funktioniert, wie das mit dem Schlüssel läuft, ob immer dieselbe Person kommt, ob wir versichert sind und ob unsere Leute angemeldet sind, was die Fensterreinigung kostet, was bei einer Absage oder in den Ferien gilt, wie man bezahlt, und bei Romands und Expats: ob wir Französisch sprechen und wie eine Wohnungsabgabe in Zürich abläuft.',
    languages: ['German', 'French'],
    tonePreference: 'friendly',
    communicationStyle:
      'Kurze, konkrete Antworten mit Preisen in Franken und immer einem nächsten Schritt (Offerte, Besichtigung, Anruf). Wir siezen die Kundschaft, auch wenn sie Mundart oder SMS-Sprache schreibt. Wer Französisch schreibt, erhält die Antwort auf Französisch, mit den deutschen Begriffen in Klammern (Endreinigung, Abnahme, Verwaltung), damit man sie bei der Verwaltung wiedererkennt.',
    personality:
      'Wie eine erfahrene Zürcher Teamleiterin: herzlich, zuverlässig und genau, ehrlich bei Preisen und Grenzen, geduldig mit Leuten, die neu in der Schweiz sind.',
    responseTemplates: [
      {
        scenario: quoteRequest,
        response:
          'Sehr gern machen wir Ihnen eine Offerte für die Endreinigung mit Abnahmegarantie. Damit wir Ihnen innert 24 Stunden einen verbindlichen Pauschalpreis nennen können, brauchen wir: die Adresse der Wohnung und das Stockwerk (mit oder ohne Lift); die Anzahl Zimmer und die Wohnfläche in m²; das Datum, ab dem die Wohnung leer ist, sowie Datum und Uhrzeit der Abnahme; den Namen der Verwaltung; die Anzahl Fenster, Balkon- oder Schiebetüren und Storen; ob es einen Balkon, ein Cheminée, einen Wintergarten, Keller, Estrich oder eine Garage gibt; besondere Verschmutzungen (Raucherwohnung, Haustiere) und ob Gegenstände zu entsorgen sind. Am einfachsten schicken Sie uns dazu ein paar Fotos von Küche und Bad und den Grundriss per E-Mail an endreinigung@blitzblank-zuerich.example oder per WhatsApp an 079 318 44 52. Wenn Sie lieber eine Besichtigung möchten, kommen wir kostenlos vorbei. Bitte beachten Sie: Rund um die Zügeltermine Ende März und Ende September sind die Daten schnell ausgebucht.',
      },
    ],
  },
  qa: [
    german(
      homePrice,
      'Für die regelmässige Unterhaltsreinigung Ihrer Wohnung oder Ihres Hauses verrechnen wir CHF 49.– pro Stunde bei wöchentlicher Reinigung und CHF 52.– pro Stunde bei Reinigung alle zwei Wochen, inklusive Mehrwertsteuer, ökologischer Putzmittel und Mikrofasertücher. Ein Einsatz dauert mindestens 3 Stunden. Als Richtwert: Eine 3,5-Zimmer-Wohnung braucht 3 bis 4 Stunden, ein Einfamilienhaus 5 bis 6 Stunden. Es gibt keine Mindestvertragsdauer und keine Anmeldegebühr; Sie können die regelmässige Reinigung mit 2 Wochen Frist beenden. Eine einmalige Reinigung kostet CHF 58.– pro Stunde, mindestens 4 Stunden. Die genaue Stundenzahl legen wir bei der kostenlosen Besichtigung gemeinsam fest, und Sie können sie jederzeit anpassen.',
    ),
    german(
      homeTasks,
      'Bei der Unterhaltsreinigung kümmern wir uns um alle Räume: Staub wischen auf Möbeln, Regalen, Türrahmen und Lichtschaltern, Staubsaugen und feucht Aufnehmen aller Böden (Parkett mit parkettgeeignetem Mittel), Küche mit Arbeitsflächen, Kochfeld, Spüle, Fronten und Geräten von aussen, Geschirrspüler ein- und ausräumen, Bad und WC gründlich mit Entkalken von Lavabo, Dusche, Badewanne und Armaturen, Spiegel, Abfall und Altpapier bereitstellen. Auf Wunsch beziehen wir die Betten, wenn Sie frische Bettwäsche bereitlegen, und lassen eine Maschine Wäsche laufen. Nicht enthalten sind Fenster, das Innere von Backofen und Kühlschrank, Schränke innen sowie Balkon und Keller: Das machen wir gern als Zusatzauftrag. Sie können uns eine Liste mit Prioritäten hinterlassen; die Reinigungskraft richtet sich danach.',
    ),
    german(
      endPrice,
      'Die Endreinigung mit Abnahmegarantie bieten wir zum Pauschalpreis an, inklusive Mehrwertsteuer, Putzmittel, Maschinen und Anwesenheit bei der Abnahme: 1,5-Zimmer-Wohnung CHF 690.–, 2,5 Zimmer CHF 890.–, 3,5 Zimmer CHF 1’090.–, 4,5 Zimmer CHF 1’290.–, 5,5 Zimmer CHF 1’490.–, Einfamilienhaus nach Offerte. Im Preis enthalten: alle Fenster mit Rahmen und Storen oder Fensterläden, Küche mit Backofen, Dampfabzug (Filter entfettet), Kühlschrank und Geschirrspüler innen und aussen, Einbauschränke innen, Bad und WC entkalkt, Radiatoren, Türen, Steckdosen und Lichtschalter, Böden, ein Balkon oder Sitzplatz sowie Keller und Estrich. Ein Cheminée, ein zweiter Balkon, ein Wintergarten oder eine stark verschmutzte Wohnung kosten extra (siehe Preisliste). Für eine verbindliche Offerte besichtigen wir die Wohnung kostenlos oder rechnen anhand von Fotos.',
    ),
    german(
      guarantee,
      'Mit der Abnahmegarantie ist eine Mitarbeiterin oder ein Mitarbeiter von uns bei der Wohnungsabnahme mit der Verwaltung oder dem Vermieter dabei. Beanstandet die Verwaltung etwas an der Reinigung, reinigen wir sofort nach, kostenlos, so lange, bis die Reinigung abgenommen ist. Sie selbst müssen nicht nachputzen und riskieren keine Abzüge von der Mietkaution wegen der Reinigung. Bedingungen: Die Abnahme findet spätestens am zweiten Werktag nach der Reinigung statt, Sie teilen uns Datum und Uhrzeit der Abnahme bei der Buchung mit, und die Wohnung ist bei Reinigungsbeginn ganz leer. Die Garantie bezieht sich nur auf die Reinigung, nicht auf den übrigen Zustand der Wohnung. Muss die Abnahme verschoben werden, informieren Sie uns bitte so bald wie möglich.',
    ),
    german(
      moveIn,
      'Ja. Die Einzugsreinigung, oder eine Umzugsreinigung ohne Abnahme, zum Beispiel wenn Sie Ihre Eigentumswohnung verkauft haben, umfasst dieselben Arbeiten wie die Endreinigung, aber ohne Anwesenheit bei einer Abnahme und ohne Abnahmegarantie. Darum ist sie 20 % günstiger als unsere Pauschale für die Endreinigung: zum Beispiel CHF 872.– statt CHF 1’090.– für eine 3,5-Zimmer-Wohnung. Wer nur eine leichte Auffrischung braucht, weil die Vormieter schon gereinigt haben, kann auch nach Stunden buchen: CHF 58.– pro Stunde und Person, mindestens 4 Stunden. Ideal ist die Reinigung zwischen Schlüsselübergabe und Möbellieferung, solange die Räume leer sind. Buchen Sie bei uns die Endreinigung der alten und die Einzugsreinigung der neuen Wohnung, erhalten Sie 5 % Rabatt auf die Einzugsreinigung.',
    ),
    german(
      windows,
      'Wir reinigen Fenster innen und aussen, inklusive Rahmen, Falze und Fenstersimse. Preise inklusive Mehrwertsteuer: einflügliges Fenster CHF 12.–, normales Fenster mit zwei Flügeln CHF 18.–, Balkon- oder Schiebetür und grosse Fensterfront CHF 32.–, Dachfenster CHF 24.–. Lamellenstoren und Fensterläden reinigen wir für CHF 28.– pro Stück, Rollläden für CHF 20.–. Der Mindestauftrag für eine reine Fensterreinigung ist CHF 180.–. Zu Ihrer regelmässigen Reinigung können Sie die Fenster ohne Mindestauftrag dazubuchen. Wir arbeiten von innen, vom Balkon aus und mit Leitern bis zu einer Arbeitshöhe von 4 Metern. Viele Kundinnen und Kunden lassen die Fenster zwei- bis viermal im Jahr reinigen, vor allem im Frühling und im Herbst. Bei Regen arbeiten wir innen und verschieben nur die Aussenseite.',
    ),
    german(
      office,
      'Ja, wir reinigen Büros, Arztpraxen, Therapieräume, Ateliers und kleine Läden von 50 bis 1’500 m² in Zürich und Umgebung, täglich, mehrmals pro Woche oder wöchentlich. Wir arbeiten am frühen Morgen ab 6.00 Uhr oder am Abend nach Geschäftsschluss, damit Ihr Betrieb nicht gestört wird. Der Stundenansatz beträgt ab CHF 46.– exklusive Mehrwertsteuer; bei einem festen Auftrag vereinbaren wir einen monatlichen Pauschalpreis. Nach einer kostenlosen Besichtigung erhalten Sie innert 48 Stunden eine Offerte mit einem Leistungsverzeichnis (Arbeitsplätze, Küche, Sanitärräume, Böden, Abfall, Glastüren). Verbrauchsmaterial wie Toilettenpapier, Seife und Abfallsäcke können wir liefern und nach Verbrauch verrechnen. Für Praxen halten wir uns an Ihren Hygieneplan. Der Vertrag läuft unbefristet und ist mit 3 Monaten Frist auf Ende eines Monats kündbar.',
    ),
    german(
      stairwell,
      'Ja, wir reinigen Treppenhäuser und allgemeine Räume für Verwaltungen, Stockwerkeigentümergemeinschaften und private Hauseigentümer, wöchentlich oder alle zwei Wochen. Dazu gehören Treppen und Podeste, Geländer und Handläufe, Eingangsbereich und Briefkästen, Haustür und Glas, der Lift innen, Waschküche, Trocknungsraum, Veloraum und Kellergänge. Die Fenster im Treppenhaus reinigen wir viermal im Jahr inklusive. Richtpreis: ab CHF 95.– pro Einsatz für ein Haus mit 3 Stockwerken und 6 Wohnungen, exklusive Mehrwertsteuer. Nach jedem Einsatz wird ein Kontrollblatt im Eingang abgezeichnet, und Auffälligkeiten wie defekte Lampen oder Wasserflecken melden wir der Verwaltung per E-Mail mit Foto. Der Vertrag läuft zuerst 12 Monate und verlängert sich danach jeweils um ein Jahr, mit 3 Monaten Kündigungsfrist. Eine Offerte erhalten Sie nach einer Besichtigung innert 3 Werktagen.',
    ),
    german(
      ironing,
      'Ja, auf zwei Arten. Bei Ihnen zu Hause: Die Reinigungskraft bügelt während der regelmässigen Reinigung zum gleichen Stundenansatz; in einer Stunde schafft sie etwa 10 bis 12 Hemden oder eine Maschine gemischte Wäsche. Planen Sie dafür zusätzliche Zeit ein, damit die Reinigung nicht zu kurz kommt. Oder im Bügelservice: Sie bringen die gewaschene, trockene Wäsche an die Badenerstrasse 412 und holen sie nach 2 Werktagen gebügelt und gefaltet ab. Preise: Hemd oder Bluse CHF 4.50, Hose CHF 5.–, Bettwäsche-Set (Duvetbezug, Kissenbezug, Leintuch) CHF 12.–, Tischtuch CHF 6.–, übrige Wäsche CHF 22.– pro Kilo. Bei regelmässiger Reinigung nimmt die Reinigungskraft die Wäsche auf Wunsch mit und bringt sie beim nächsten Einsatz gebügelt zurück, ohne Aufpreis.',
    ),
    german(
      products,
      'Ja, die Putzmittel sind im Preis inbegriffen: Wir arbeiten mit ökologischen, biologisch abbaubaren Reinigungsmitteln und mit Mikrofasertüchern, die wir nach jedem Einsatz bei 60 Grad waschen, getrennt nach Küche und Bad. Bei der regelmässigen Reinigung verwenden wir Ihren Staubsauger, Ihren Bodenwischer und Ihren Kessel; wenn Sie keine haben, bringt die Reinigungskraft einen Staubsauger mit (siehe Preisliste). Für besondere Oberflächen wie Naturstein, geöltes Parkett oder Induktionsherde verwenden wir gern Ihr eigenes Pflegemittel, wenn Sie es bereitstellen. Haben Sie oder Ihre Kinder Allergien, sagen Sie es uns: Wir arbeiten dann mit parfümfreien Mitteln. Bei Endreinigungen und Grundreinigungen bringen wir alles selbst mit, auch Leitern, Dampfreiniger und Einscheibenmaschine.',
    ),
    german(
      insurance,
      'Ja. Blitzblank Reinigungen hat eine Betriebshaftpflichtversicherung mit einer Deckung von CHF 5 Millionen. Wenn bei uns etwas zerbricht oder beschädigt wird, meldet die Reinigungskraft es sofort, und Sie erhalten von uns ein Schadenformular. Bemerken Sie einen Schaden erst später, melden Sie ihn uns bitte innert 48 Stunden mit Fotos per E-Mail. Sie bezahlen keinen Selbstbehalt: Diesen übernehmen wir. Nicht versichert sind normale Abnützung, Schäden durch schlecht befestigte Gegenstände oder defekte Geräte sowie Bargeld und Schmuck; bitte räumen Sie Wertsachen weg. Auch der Verlust eines uns anvertrauten Schlüssels ist versichert, einschliesslich des Ersatzes der Schliessanlage bis CHF 20’000.–. Unsere Mitarbeitenden sind über uns gegen Unfall versichert: Passiert bei Ihnen zu Hause ein Unfall, entsteht für Sie kein Risiko.',
    ),
    german(
      keys,
      'Nein, die meisten unserer Kundinnen und Kunden sind während der Reinigung bei der Arbeit. Sie können uns einen Schlüssel anvertrauen: Bei der Übergabe unterschreiben beide Seiten eine Schlüsselquittung. Der Schlüssel wird nur mit einer Nummer beschriftet, nie mit Ihrem Namen oder Ihrer Adresse, und zwischen den Einsätzen in unserem Tresor im Büro oder bei Ihrer festen Reinigungskraft aufbewahrt. Alternativ montieren wir bei Ihnen einen Schlüsselsafe mit Zahlencode (siehe Preisliste). Wenn Sie eine Alarmanlage haben, geben Sie uns einen eigenen Code. Nach der Reinigung schliesst die Reinigungskraft ab, kontrolliert Fenster, Herd und Licht und schickt Ihnen auf Wunsch eine kurze Nachricht. Am Ende des Auftrags erhalten Sie den Schlüssel gegen Unterschrift zurück.',
    ),
    german(
      cancel,
      'Regelmässige Reinigung: Absagen und Verschieben sind bis 48 Stunden vor dem Termin kostenlos, per Telefon, E-Mail oder WhatsApp. Bei einer Absage zwischen 48 und 24 Stunden vorher verrechnen wir 50 % der gebuchten Stunden, bei weniger als 24 Stunden oder wenn die Reinigungskraft nicht in die Wohnung kommt 100 %. Ferien: Sie können die regelmässige Reinigung bis zu 6 Wochen pro Jahr kostenlos pausieren, wenn Sie es uns eine Woche im Voraus melden. Endreinigung: Die Annullierung ist bis 7 Tage vor dem Termin kostenlos; danach verrechnen wir 30 % der Pauschale, bei weniger als 48 Stunden den ganzen Betrag. Verschiebt Ihre Verwaltung die Abnahme, suchen wir gemeinsam ein neues Datum, ohne Kosten, wenn Sie uns mindestens 3 Tage vorher informieren.',
    ),
    german(
      invoice,
      'Für die regelmässige Reinigung erhalten Sie Anfang Monat eine Rechnung über die Einsätze des Vormonats, mit Datum und Stunden jedes Einsatzes, per E-Mail als QR-Rechnung oder auf Wunsch als eBill direkt in Ihr E-Banking. Die Zahlungsfrist beträgt 10 Tage, für Firmen und Verwaltungen 30 Tage. Sie können auch ein Lastschriftverfahren (LSV) einrichten. Endreinigungen und andere einmalige Aufträge stellen wir nach der Arbeit in Rechnung, die Endreinigung erst nach der erfolgreichen Abnahme; Zahlung innert 10 Tagen per Überweisung oder TWINT. Eine Anzahlung verlangen wir von Privatkunden nicht. Bitte geben Sie der Reinigungskraft kein Bargeld: Sie darf keine Zahlungen entgegennehmen. Die erste Zahlungserinnerung ist kostenlos, ab der zweiten Mahnung verrechnen wir CHF 20.– Mahngebühr.',
    ),
    german(
      socialInsurance,
      'Ja, alle. Unsere 38 Reinigungskräfte sind fest bei Blitzblank Reinigungen angestellt, mit schriftlichem Arbeitsvertrag, bei AHV, IV, EO und Arbeitslosenversicherung angemeldet, bei der Pensionskasse (BVG) versichert und gegen Berufs- und Nichtberufsunfall (UVG) versichert. Wir zahlen mindestens die Löhne des allgemeinverbindlichen Gesamtarbeitsvertrags für die Reinigungsbranche der Deutschschweiz, mit bezahlten Ferien, 13. Monatslohn und Lohnfortzahlung bei Krankheit. Die Arbeitsbewilligungen prüfen wir vor jeder Anstellung. Für Sie heisst das: Anders als bei einer privat angestellten Putzfrau müssen Sie niemanden bei der SVA anmelden, keine Lohnabrechnung machen und keine Unfallversicherung abschliessen. Sie bezahlen nur unsere Rechnung. Neue Mitarbeitende werden zwei Wochen lang von einer erfahrenen Teamleiterin eingearbeitet.',
    ),
    german(
      samePerson,
      'Ja. Bei der regelmässigen Reinigung kommt immer dieselbe Person zu Ihnen, am gleichen Wochentag und zur gleichen Zeit. Beim ersten Einsatz stellt Ihnen unsere Teamleiterin die Reinigungskraft vor, und Sie gehen gemeinsam durch die Wohnung. Während ihrer Ferien oder bei Krankheit schicken wir eine feste Vertretung, die Ihre Wohnung und Ihre Wünsche kennt, und wir melden Ihnen den Wechsel vorher per SMS oder E-Mail. Möchten Sie lieber keine Vertretung, lassen wir den Einsatz ausfallen, ohne Kosten. Passt es einmal menschlich oder von der Arbeit her nicht, sagen Sie es uns offen: Wir wechseln die Reinigungskraft ohne Diskussion. Alle Mitarbeitenden haben bei der Anstellung einen aktuellen Strafregisterauszug vorgelegt.',
    ),
    german(
      area,
      'Wir reinigen in allen Stadtkreisen von Zürich, Kreis 1 bis 12, von Altstetten bis Schwamendingen und von Wollishofen bis Oerlikon, ohne Anfahrtskosten. In den Gemeinden rund um die Stadt, also Schlieren, Dietikon, Urdorf, Opfikon, Wallisellen, Dübendorf, Zollikon, Küsnacht, Kilchberg, Rüschlikon, Adliswil, Thalwil und Regensdorf, verrechnen wir eine Anfahrtspauschale von CHF 25.– pro Einsatz; bei regelmässiger Reinigung alle zwei Wochen oder öfter entfällt sie. Für Endreinigungen und Büros fahren wir auch weiter, bis etwa 30 km von Zürich, zum Beispiel nach Baden, Winterthur, Uster oder Horgen, mit Anfahrt nach Offerte. Unsere Mitarbeitenden kommen meistens mit dem ÖV, zu Endreinigungen mit dem Firmenbus: Bitte reservieren Sie dafür einen Parkplatz oder sagen Sie uns, wo wir parkieren können.',
    ),
    german(
      contact,
      'Blitzblank Reinigungen GmbH, Badenerstrasse 412, 8004 Zürich (Tram 2 und 3 bis Albisriederplatz). Telefon 044 491 27 60, WhatsApp 079 318 44 52, E-Mail info@blitzblank-zuerich.example. Das Büro ist von Montag bis Freitag von 7.30 bis 12.00 und von 13.00 bis 17.30 Uhr erreichbar, am Samstag von 8.00 bis 12.00 Uhr. Reinigungen machen wir von Montag bis Freitag zwischen 7.00 und 19.00 Uhr und am Samstag zwischen 8.00 und 16.00 Uhr; Büros reinigen wir auch früh am Morgen ab 6.00 Uhr und am Abend bis 22.00 Uhr. Am Sonntag und an den Feiertagen, auch am Nachmittag des Sechseläutens und am Knabenschiessen-Montag, arbeiten wir nicht. Ausserhalb der Bürozeiten können Sie uns per WhatsApp oder E-Mail schreiben; wir antworten am nächsten Arbeitstag.',
    ),
    german(
      booking,
      'Am einfachsten über das Formular auf www.blitzblank-zuerich.example, per Telefon oder per WhatsApp. Für die regelmässige Reinigung kommt unsere Teamleiterin zu einer kostenlosen Besichtigung von etwa 20 Minuten vorbei, bespricht Ihre Wünsche und schätzt die nötigen Stunden; danach können wir meist innert 1 bis 2 Wochen starten. Für Endreinigungen erhalten Sie eine Pauschalofferte innert 24 Stunden, nach einer Besichtigung oder anhand von Fotos und Grundriss. Buchen Sie die Endreinigung früh, mindestens 3 bis 4 Wochen im Voraus, rund um die offiziellen Zügeltermine Ende März und Ende September sogar 6 bis 8 Wochen vorher, weil diese Daten schnell ausgebucht sind. Die Buchung ist verbindlich, sobald Sie unsere schriftliche Auftragsbestätigung per E-Mail erhalten haben.',
    ),
    german(
      deepClean,
      'Ja. Bei einer Grundreinigung oder einem Frühlingsputz reinigen wir die ganze Wohnung gründlich, auch dort, wo es im Alltag nicht reicht: Schränke innen (wenn sie ausgeräumt sind), Backofen und Kühlschrank innen, Dampfabzug, Plättli und Fugen in Küche und Bad, Kalk an Glaswänden, Türen und Türrahmen, Radiatoren, Lampen, Sockelleisten, hinter und unter leichten Möbeln. Wir kommen zu zweit, mit eigenem Material und Dampfreiniger. Preis: CHF 58.– pro Stunde und Person, mindestens 4 Stunden. Für eine 3,5-Zimmer-Wohnung rechnen Sie mit 8 bis 12 Personenstunden, also CHF 464.– bis CHF 696.–; Fenster und Storen kommen nach unseren Fensterpreisen dazu. Die Grundreinigung eignet sich auch vor dem Start einer regelmässigen Reinigung oder vor einem Fest. Nach der Besichtigung erhalten Sie ein Kostendach, das wir nicht überschreiten.',
    ),
    german(
      complaint,
      'Sagen Sie es uns, am besten innert 24 Stunden nach dem Einsatz, per Telefon, E-Mail oder WhatsApp, mit ein paar Fotos. Wir kommen innert 48 Stunden (an Werktagen) vorbei und reinigen die beanstandeten Stellen kostenlos nach. Ist eine Nachreinigung nicht möglich oder nicht sinnvoll, schreiben wir Ihnen die betroffene Zeit auf der nächsten Rechnung gut. Bei der Endreinigung gilt ohnehin die Abnahmegarantie. Jede Reklamation bespricht die Teamleiterin mit der Reinigungskraft, und beim nächsten Einsatz kontrolliert sie das Resultat selbst. Ihre Rückmeldung hilft uns: Auch Wünsche wie „bitte mehr Zeit fürs Bad, dafür das Arbeitszimmer nur jede zweite Woche“ nehmen wir gern auf und halten sie auf Ihrer Kundenkarte fest.',
    ),
    german(
      breaks,
      'Nein, weder noch. Unsere Mitarbeitenden bringen ihr Znüni und ihr Wasser selbst mit, und die Pausen sind geregelt: Bei Einsätzen ab 4 Stunden machen sie 15 Minuten Pause, die nicht verrechnet wird. Wenn Sie einen Kaffee oder ein Glas Wasser anbieten möchten, freut sich die Reinigungskraft natürlich, aber es wird nicht erwartet. Auch Trinkgeld ist nicht nötig, denn unsere Leute sind nach GAV korrekt bezahlt. Wer zum Jahresende Danke sagen möchte, darf das gern tun, mit einem kleinen Geschenk oder einem Trinkgeld, das ganz der Reinigungskraft gehört. Bitte geben Sie ihr aber keine Aufträge ausserhalb unserer Vereinbarung, zum Beispiel Einkaufen oder Kinderhüten: Dafür ist sie weder eingeplant noch versichert.',
    ),
    french(
      frenchSpoken,
      'Oui. Au bureau, on vous répond en français, en allemand, en anglais et en italien, par téléphone, par e-mail ou par WhatsApp, et nos offres, contrats et factures peuvent être établis en français. Plusieurs de nos collaboratrices sont romandes ou francophones : pour un ménage régulier, nous vous attribuons si possible une personne qui parle français, et nous vous le confirmons avant le premier passage. Lors d’un nettoyage de fin de bail, notre responsable présent à l’état des lieux parle allemand avec la gérance et vous traduit ce qui est dit si besoin. Beaucoup de nos clients romands et expatriés apprécient cette aide, car à Zurich l’état des lieux se fait presque toujours en allemand.',
    ),
    french(
      endOfLease,
      'Notre nettoyage de fin de bail (Endreinigung) avec garantie de remise (Abnahmegarantie) est un forfait, TVA, produits et présence à l’état des lieux compris : studio ou 1,5 pièce CHF 690.–, 2,5 pièces CHF 890.–, 3,5 pièces CHF 1’090.–, 4,5 pièces CHF 1’290.–, 5,5 pièces CHF 1’490.–, maison sur devis. Tout est inclus : fenêtres, cadres et stores, cuisine avec four, hotte, frigo et lave-vaisselle à l’intérieur, armoires murales, salle de bains détartrée, radiateurs, sols, un balcon, la cave et le grenier. La garantie : nous sommes présents à l’état des lieux avec la gérance et, si elle fait une remarque sur le nettoyage, nous nettoyons à nouveau gratuitement jusqu’à ce que l’appartement soit accepté. Condition : l’état des lieux a lieu au plus tard le deuxième jour ouvrable après le nettoyage.',
    ),
    french(
      handover,
      'La remise de l’appartement (Wohnungsabgabe) se fait avec la gérance ou le propriétaire, qui établit un procès-verbal (Abnahmeprotokoll) pièce par pièce. Ce jour-là, l’appartement doit être vide et parfaitement propre, y compris la cave, le grenier et la boîte aux lettres, et vous rendez toutes les clés reçues à l’entrée, y compris celles que vous avez fait copier. Les défauts notés dans le procès-verbal peuvent vous être facturés : lisez-le bien avant de signer et notez votre désaccord s’il y a lieu. La gérance libère ensuite la garantie de loyer (Mietkaution), en général dans les semaines qui suivent, quand tout est réglé. À Zurich, les dates officielles de déménagement sont fin mars et fin septembre ; la remise a lieu le dernier jour ou le lendemain. Réservez le nettoyage tôt et demandez à la gérance la date exacte de l’état des lieux.',
    ),
    french(
      declaring,
      'Non, pas avec nous. Nos collaboratrices sont employées par Blitzblank Reinigungen : nous les déclarons à l’AVS, à l’assurance-chômage, à la caisse de pension et à l’assurance-accidents, et nous payons au minimum les salaires de la convention collective de la branche du nettoyage. Vous n’avez donc ni décompte de salaire ni assurance à faire : vous payez simplement notre facture mensuelle. Si vous employez vous-même une femme de ménage, même quelques heures par semaine, vous êtes son employeur : vous devez la déclarer à la caisse de compensation AVS (à Zurich, la SVA), par exemple avec la procédure de décompte simplifiée, et l’assurer contre les accidents. C’est pour éviter ces démarches que beaucoup de nos clients expatriés passent par nous.',
    ),
    french(
      rates,
      'Pour un ménage régulier, le tarif est de CHF 49.– de l’heure chaque semaine et de CHF 52.– de l’heure toutes les deux semaines, TVA et produits écologiques compris, avec un minimum de 3 heures par passage. Pour un 3,5 pièces, comptez 3 à 4 heures. Un nettoyage ponctuel coûte CHF 58.– de l’heure, minimum 4 heures. Il n’y a ni frais d’inscription ni durée minimum : vous pouvez arrêter avec un préavis de 2 semaines. C’est toujours la même personne qui vient, le même jour de la semaine. Vous recevez une facture par mois, par e-mail (facture QR ou eBill). Les fenêtres, le repassage et le nettoyage du four ou du frigo à l’intérieur peuvent être ajoutés sur demande. Dans les communes autour de Zurich, un forfait de déplacement de CHF 25.– peut s’appliquer.',
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'German',
      text: `Preisliste 2026 – Blitzblank Reinigungen GmbH, Badenerstrasse 412, 8004 Zürich

Gültig ab 1. Januar 2026. Preise für Privatkunden inklusive 8,1 % Mehrwertsteuer, Preise für Firmen und Verwaltungen exklusive Mehrwertsteuer. Putzmittel sind in allen Preisen inbegriffen.

1. Regelmässige Unterhaltsreinigung (Privathaushalte)
- wöchentlich: CHF 49.– pro Stunde
- alle zwei Wochen: CHF 52.– pro Stunde
- Mindesteinsatz: 3 Stunden
- einmalige Reinigung: CHF 58.– pro Stunde, mindestens 4 Stunden
- Staubsauger, von der Reinigungskraft mitgebracht: CHF 5.– pro Einsatz
- Samstagszuschlag: 20 %
- Seniorenrabatt: 10 % auf die regelmässige Reinigung für Kundinnen und Kunden ab 65 Jahren sowie für Bezügerinnen und Bezüger einer IV-Rente (bitte bei der Buchung angeben)
- Zusatzarbeiten: Backofen innen CHF 45.–, Kühlschrank innen CHF 30.–, Balkon oder Sitzplatz CHF 35.–, Schränke innen nach Stundenansatz

2. Grundreinigung und Frühlingsputz
CHF 58.– pro Stunde und Person, mindestens 4 Stunden, Team von zwei Personen, inklusive Material und Dampfreiniger. Fenster nach Ziffer 4.

3. Endreinigung mit Abnahmegarantie (Pauschalpreise)
1,5 Zimmer CHF 690.– | 2,5 Zimmer CHF 890.– | 3,5 Zimmer CHF 1’090.– | 4,5 Zimmer CHF 1’290.– | 5,5 Zimmer CHF 1’490.– | ab 6,5 Zimmer und Einfamilienhäuser nach Offerte.
Inbegriffen: Fenster und Storen, Küche mit allen Geräten innen, Bad und WC, ein Balkon, Keller und Estrich, Anwesenheit bei der Abnahme.
Zuschläge: Cheminée oder Schwedenofen CHF 80.–; weiterer Balkon, Terrasse oder Wintergarten CHF 90.–; Garage oder Bastelraum CHF 60.–; Wohnung im 4. Stock oder höher ohne Lift CHF 50.–; starke Verschmutzung (zum Beispiel Nikotin, Tierhaare, Fett) nach Absprache, CHF 58.– pro Stunde.
Entsorgung von zurückgelassenen Gegenständen: CHF 90.– pro m³, zuzüglich Entsorgungsgebühren.
Einzugsreinigung oder Umzugsreinigung ohne Abnahme: Pauschale minus 20 %. End- und Einzugsreinigung zusammen gebucht: 5 % Rabatt auf die Einzugsreinigung.

4. Fensterreinigung (innen und aussen, inklusive Rahmen)
Fenster einflüglig CHF 12.– | zweiflüglig CHF 18.– | Balkon- oder Schiebetür, Fensterfront CHF 32.– | Dachfenster CHF 24.– | Lamellenstoren oder Fensterläden CHF 28.– pro Stück | Rollladen CHF 20.– | Wintergarten nach Offerte.
Mindestauftrag CHF 180.– (entfällt zusammen mit einer regelmässigen Reinigung).

5. Bügelservice (Abgabe und Abholung an der Badenerstrasse 412, bereit nach 2 Werktagen)
Hemd oder Bluse CHF 4.50 | Hose oder Jupe CHF 5.– | Bettwäsche-Set (Duvetbezug, Kissenbezug, Leintuch) CHF 12.– | Tischtuch CHF 6.– | übrige Wäsche CHF 22.– pro kg.
Express (bereit am nächsten Werktag): Zuschlag 50 %.
Bügeln bei Ihnen zu Hause: zum Stundenansatz der Reinigung.

6. Firmen und Verwaltungen (exklusive Mehrwertsteuer)
Büro- und Praxisreinigung ab CHF 46.– pro Stunde, Monatspauschale nach Offerte; Einsätze zwischen 20.00 und 22.00 Uhr: Zuschlag 15 %.
Treppenhausreinigung wöchentlich oder alle zwei Wochen ab CHF 95.– pro Einsatz (Haus mit 3 Stockwerken und 6 Wohnungen), pro weiteres Stockwerk CHF 15.–; Treppenhausfenster viermal jährlich inbegriffen.
Verbrauchsmaterial (Papier, Seife, Abfallsäcke) zum Einkaufspreis plus 10 %.

7. Anfahrt, Schlüssel und Gutscheine
Stadt Zürich: keine Anfahrtskosten. Gemeinden der Agglomeration: CHF 25.– pro Einsatz (entfällt bei regelmässiger Reinigung alle zwei Wochen oder öfter). Weiter entfernt: nach Offerte.
Schlüsselsafe mit Zahlencode, inklusive Montage: CHF 49.– (bleibt Ihr Eigentum).
Geschenkgutscheine ab CHF 50.–, in jedem Betrag, zwei Jahre gültig und für alle Leistungen einlösbar. Beliebt sind der Wochenbett-Gutschein (drei Reinigungen à 3 Stunden für CHF 420.–) und der Umzugs-Gutschein über CHF 200.– an eine Endreinigung. Bestellung per E-Mail oder im Büro, Versand per Post oder als PDF.

8. Mahngebühren
Erste Zahlungserinnerung kostenlos, ab der zweiten Mahnung CHF 20.–.`,
    },
    {
      title: terms,
      language: 'German',
      text: `Allgemeine Geschäftsbedingungen (AGB) der Blitzblank Reinigungen GmbH, Zürich – Stand Januar 2026

1. Geltungsbereich
Diese AGB gelten für alle Reinigungsaufträge von Privatkunden, Firmen und Liegenschaftsverwaltungen.

2. Offerte und Vertragsabschluss
Offerten sind 30 Tage gültig. Ein Auftrag kommt mit unserer schriftlichen Auftragsbestätigung (auch per E-Mail) zustande. Die Offerte beruht auf den Angaben der Kundschaft; weicht der Zustand der Räume deutlich davon ab, informieren wir vor Arbeitsbeginn und passen den Preis nur mit Einverständnis der Kundschaft an.

3. Preise und Zahlung
Es gilt die Preisliste im Zeitpunkt der Auftragsbestätigung. Rechnungen sind innert 10 Tagen, für Firmen und Verwaltungen innert 30 Tagen, ohne Abzug zahlbar, per Überweisung (QR-Rechnung), eBill, Lastschrift (LSV) oder TWINT. Unsere Mitarbeitenden nehmen kein Bargeld entgegen. Ab der zweiten Mahnung werden CHF 20.– Mahngebühr und ein Verzugszins von 5 % verrechnet.

4. Pflichten der Kundschaft
Die Kundschaft sorgt für den Zugang zu den Räumen zur vereinbarten Zeit sowie für Strom, Licht und fliessendes Kalt- und Warmwasser. Bei Endreinigungen dürfen Strom und Wasser nicht abgestellt sein; ist die Wohnung ohne Strom oder Wasser, kann die Reinigung nicht beginnen. Wartezeiten werden mit CHF 58.– pro Stunde verrechnet, und kann nicht gereinigt werden, gilt der Termin als kurzfristig abgesagt (Ziffer 6). Zerbrechliche und wertvolle Gegenstände sind wegzuräumen. Möbel und Gegenstände über 25 kg verschieben unsere Mitarbeitenden nicht; Arbeiten in mehr als 4 m Höhe führen wir nicht aus. Haustiere, die unsere Mitarbeitenden stören oder gefährden könnten, sind während der Reinigung in einem separaten Raum zu halten.

5. Endreinigung und Abnahmegarantie
Die Abnahmegarantie gilt, wenn die Wohnung bei Reinigungsbeginn vollständig geräumt ist und die Abnahme spätestens am zweiten Werktag nach der Reinigung stattfindet, zum bei der Buchung gemeldeten Termin oder nach rechtzeitiger Absprache. Eine von uns beauftragte Person nimmt an der Abnahme teil. Von der Verwaltung oder vom Vermieter beanstandete Reinigungsmängel werden unverzüglich und kostenlos behoben. Die Garantie erstreckt sich nicht auf Schäden, Abnützung oder Mängel, die nicht die Reinigung betreffen. Gegenstände, die in der Wohnung zurückbleiben, entsorgen wir nur auf Auftrag, gemäss Preisliste.

6. Absage und Verschiebung
Regelmässige Reinigung: kostenlos bis 48 Stunden vor dem Termin; zwischen 48 und 24 Stunden 50 %, danach oder bei fehlendem Zugang 100 % der gebuchten Stunden. Endreinigung: kostenlos bis 7 Tage vor dem Termin; danach 30 % der Pauschale, weniger als 48 Stunden vorher 100 %. Bei Krankheit der Reinigungskraft stellen wir eine Vertretung oder verschieben den Termin ohne Kostenfolge.

7. Beanstandungen
Mängel der Reinigung sind innert 24 Stunden nach dem Einsatz zu melden, wenn möglich mit Fotos. Wir beheben sie innert 48 Stunden (Werktage) kostenlos durch Nachreinigung oder schreiben die betroffene Zeit gut.

8. Haftung
Wir haften für Schäden, die unsere Mitarbeitenden bei der Arbeit verursachen, im Rahmen unserer Betriebshaftpflichtversicherung (Deckung CHF 5 Millionen). Schäden sind innert 48 Stunden schriftlich zu melden. Ausgeschlossen sind normale Abnützung, Schäden durch ungenügend befestigte Gegenstände, fehlerhafte Oberflächen oder defekte Geräte sowie der Verlust von Bargeld, Schmuck und Wertsachen, die nicht weggeräumt wurden.

9. Schlüssel
Übergebene Schlüssel werden gegen Schlüsselquittung übernommen, ohne Namen und Adresse beschriftet und sicher aufbewahrt, damit wir auch in Abwesenheit der Kundschaft reinigen können. Bei Verlust übernehmen wir die Kosten für Ersatzschlüssel und, wenn nötig, für den Ersatz der Schliessanlage bis CHF 20’000.–. Bei Vertragsende wird der Schlüssel gegen Unterschrift zurückgegeben.

10. Abwerbeverbot
Während der Dauer des Auftrags und während 12 Monaten nach dessen Ende verpflichtet sich die Kundschaft, Mitarbeitende von Blitzblank Reinigungen, die bei ihr eingesetzt waren, weder direkt anzustellen noch privat gegen Entgelt zu beschäftigen. Bei Verletzung schuldet die Kundschaft eine Konventionalstrafe von CHF 3’000.–. Eine Übernahme einer Mitarbeiterin oder eines Mitarbeiters ist nach Absprache gegen eine einmalige Vermittlungsgebühr möglich.

11. Vertragsdauer und Kündigung
Regelmässige Reinigung von Privathaushalten: unbefristet, jederzeit mit 2 Wochen Frist kündbar. Büro- und Praxisreinigung: unbefristet, mit 3 Monaten Frist auf Ende eines Monats kündbar. Treppenhausreinigung: Mindestdauer 12 Monate, danach stillschweigende Verlängerung um jeweils ein Jahr, Kündigungsfrist 3 Monate.

12. Datenschutz
Wir bearbeiten Personendaten nur zur Ausführung des Auftrags und nach dem Schweizer Datenschutzgesetz.

13. Anwendbares Recht und Gerichtsstand
Es gilt Schweizer Recht. Gerichtsstand ist Zürich.`,
    },
  ],
  answerable: [
    // German paraphrases with everyday words
    {
      question:
        'Was kostet es wen jede Woche jemand bei uns putzen kommt? Wir haben eine 4-Zimmer-Wohnung in Wiedikon.',
      answeredBy: [homePrice, rates, priceList],
    },
    {
      question: 'Was putzt die Frau eigentlich alles in den 3 Stunden? Macht sie auch die Betten?',
      answeredBy: [homeTasks],
    },
    {
      question:
        'Wir ziehen Ende März aus und haben keine Zeit zum Putzen. Übernehmt ihr die ganze Reinigung für die Wohnungsabgabe?',
      answeredBy: [endPrice, guarantee, endOfLease, booking, priceList, services, quoteRequest],
    },
    {
      question: 'Was passiert, wenn die Verwaltung bei der Abnahme noch Dreck findet?',
      answeredBy: [guarantee, endOfLease, terms],
    },
    {
      question: 'Haftet ihr, wenn eure Putzfrau aus Versehen meine teure Vase runterschmeisst?',
      answeredBy: [insurance, terms],
    },
    {
      question:
        'Die Vormieter haben die neue Wohnung schlecht geputzt. Könnt ihr vor dem Einzug nochmals alles sauber machen?',
      answeredBy: [moveIn, priceList, services],
    },
    {
      question:
        'Wie schnell könnt ihr mit der wöchentlichen Reinigung anfangen? Wir bräuchten ab nächstem Monat jemanden.',
      answeredBy: [booking],
    },
    {
      question:
        'Wir sind ein Architekturbüro mit 12 Arbeitsplätzen in Altstetten. Könnt ihr abends nach 18 Uhr putzen, wenn alle weg sind?',
      answeredBy: [office, contact, priceList, services],
    },
    // Swiss German dialect and regional words
    {
      question: 'Grüezi mitenand, chunnt bi öich immer di gliich Putzfrau?',
      answeredBy: [samePerson, rates],
    },
    {
      question: 'Macht ihr bi de Endreinigung au de Chäller und de Estrich?',
      answeredBy: [endPrice, endOfLease, priceList],
    },
    {
      question: 'Wie tüür isch d Treppehusreinigung für es Mehrfamiliehus mit 8 Wohnige?',
      answeredBy: [stairwell, priceList],
    },
    // Long messages with a story around the question
    {
      question:
        'Guten Tag, ich betreue bei einer Verwaltung in Oerlikon drei Mehrfamilienhäuser mit je 10 Wohnungen. Unser bisheriger Hauswart hört Ende Jahr auf, und die Mieter beklagen sich schon jetzt über das schmutzige Treppenhaus und die Waschküche. Können Sie das übernehmen, wie oft kommen Sie, und wie lange läuft so ein Vertrag?',
      answeredBy: [stairwell, priceList, terms, services],
    },
    {
      question:
        'Hallo zusammen, ich arbeite 100 % im Spital mit Schichtdienst, mein Mann pendelt nach Basel, und mit zwei kleinen Kindern schaffen wir den Haushalt einfach nicht mehr. Eine Kollegin hat gesagt, eine Putzfrau müsste man eigentlich bei der AHV anmelden, und darauf haben wir echt keine Lust. Wie ist das bei euch, sind eure Leute richtig angestellt?',
      answeredBy: [socialInsurance, declaring, description],
    },
    {
      question:
        'Bonjour, nous sommes une famille de Genève installée à Zurich depuis septembre pour le travail de mon mari. Notre bail se termine fin mars et on nous a dit que l’état des lieux ici est très strict et qu’il faut tout nettoyer à fond. Est-ce que vous vous occupez de tout, avec la garantie, et combien ça coûte pour un 3,5 pièces ?',
      answeredBy: [endOfLease, endPrice, guarantee, priceList, services, quoteRequest],
    },
    {
      question:
        'Bonjour, je suis expatrié, je travaille beaucoup et je suis souvent en déplacement. Je cherche quelqu’un pour faire le ménage toutes les deux semaines dans mon 2,5 pièces à Oerlikon pendant que je ne suis pas là. Comment ça se passe pour les clés, et est-ce que c’est sûr ?',
      answeredBy: [keys, terms, insurance],
    },
    // Typos and chat-speak
    {
      question: 'hoi, was choschtet fenster putze? hend 8 fenster und e balkontür',
      answeredBy: [windows, priceList],
    },
    { question: 'kann man bei euch mit twint zahlen??', answeredBy: [invoice, terms] },
    {
      question: 'mus ich dan en schlüssel abgeben oder wie geht das',
      answeredBy: [keys, terms],
    },
    {
      question: 'vous faites le repassage ? j ai plein de chemises',
      answeredBy: [ironing, priceList, services],
    },
    {
      question: 'bjr, si jannule le menage la veille je paye qd meme ?',
      answeredBy: [cancel, terms],
    },
    {
      question: 'si jsuis pas contente du menage vs revenez ou pas ?',
      answeredBy: [complaint, terms],
    },
    // One or two words
    { question: 'Bügelservice?', answeredBy: [ironing, priceList, services] },
    {
      question: 'Abnahmegarantie',
      answeredBy: [guarantee, endOfLease, endPrice, terms, services],
    },
    { question: 'Nettoyage bureaux ?', answeredBy: [office, priceList, services] },
    // French questions, German knowledge
    {
      question: 'Est-ce que vous êtes assurés si votre employée casse quelque chose chez moi ?',
      answeredBy: [insurance, terms],
    },
    {
      question: 'Vous venez jusqu’à Winterthur pour un nettoyage de fin de bail ?',
      answeredBy: [area],
    },
    {
      question:
        'Vous faites aussi le grand nettoyage de printemps ? Four, frigo, joints de la salle de bains…',
      answeredBy: [deepClean, priceList, services],
    },
    {
      question: 'Faut-il offrir un café ou donner un pourboire à la femme de ménage ?',
      answeredBy: [breaks],
    },
    {
      question: 'Vous apportez vos produits ou je dois acheter ce qu’il faut ?',
      answeredBy: [products, rates, homePrice, priceList],
    },
    { question: 'C’est toujours la même dame qui vient ?', answeredBy: [samePerson, rates] },
    // German questions, French knowledge
    {
      question:
        'Wir sind neu in Zürich. Wie läuft so eine Wohnungsabgabe hier ab, mit Protokoll, Schlüsseln und Kaution?',
      answeredBy: [handover],
    },
    {
      question:
        'Kann die Putzfrau mit meiner Mutter Französisch reden? Sie kommt aus Fribourg und spricht kaum Deutsch.',
      answeredBy: [frenchSpoken, description],
    },
    // Answered by a document only
    {
      question:
        'Unsere Reinigungskraft ist super. Dürfen wir sie direkt privat anstellen, ohne über euch zu gehen?',
      answeredBy: [terms],
    },
    {
      question:
        'Kann man bei euch einen Gutschein kaufen? Meine Schwester bekommt im Mai ihr erstes Baby.',
      answeredBy: [priceList],
    },
    {
      question: 'Y a-t-il une réduction pour les retraités ? C’est pour ma mère qui a 78 ans.',
      answeredBy: [priceList],
    },
    {
      question:
        'Le jour du nettoyage de fin de bail, l’électricité sera déjà coupée. C’est un problème ?',
      answeredBy: [terms],
    },
    // Short follow-ups
    { question: 'und am Samstag?', answeredBy: [contact, priceList] },
    { question: 'und wenn ich nicht daheim bin?', answeredBy: [keys, terms] },
    { question: 'et pour les fenêtres ?', answeredBy: [windows, priceList] },
    {
      question: 'et un 4,5 pièces en fin de bail, c’est combien ?',
      answeredBy: [endOfLease, endPrice, priceList],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Grüezi, ich suche eine Stelle als Reinigungskraft, 60 bis 80 %, habe die C-Bewilligung und fünf Jahre Erfahrung im Hotel. Stellt ihr zurzeit Leute ein, und wohin schicke ich die Bewerbung?',
    'Verkauft ihr die Putzmittel, die eure Mitarbeiterin bei uns braucht? Die riechen so gut, ich würde gern selber welche kaufen.',
    'Könnt ihr bei der Wohnungsabgabe auch die Dübellöcher zuspachteln und die Wände im Wohnzimmer neu streichen?',
    'Nehmt ihr auch Anzüge und ein Abendkleid zur chemischen Reinigung an?',
    'Macht ihr für unsere Liegenschaft im Winter auch die Schneeräumung und die Umgebungsarbeiten?',
    'Vous faites aussi les déménagements ? Il nous faudrait un camion et deux personnes pour porter les meubles le 30 septembre.',
    'On a des punaises de lit dans la chambre, vous pouvez traiter l’appartement ?',
    'Vous nettoyez aussi l’intérieur des voitures ? La mienne est pleine de poils de chien.',
    // Plainly outside
    'Lohnt sich der Uetliberg bei Nebel, oder fahre ich besser auf die Felsenegg?',
    'Quel temps fera-t-il ce week-end au bord du lac de Zurich ?',
  ],
};
