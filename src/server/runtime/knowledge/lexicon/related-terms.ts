/**
 * Words customers use for what owners write in other words or in another language, grouped by
 * what they name, in the widget's languages: a customer asks about a "dog" where the
 * knowledge says "pets", about "prices" in Portuguese where it says "precios" in Spanish.
 * Every word of a group is searched, at a lower weight, when a question has one of them.
 *
 * Source: compiled by hand for this product (its industries: vehicles, rentals, cleaning,
 * bookings, payments, opening hours, location, pets, children, prices); no thesaurus or
 * wordnet was copied. Licence: the repository's own terms, like the rest of its code.
 *
 * Groups are narrow on purpose: a word that also names something else ("hire" is a car rental
 * and a job, "key" a door's and a car's) is left out, so a question outside the knowledge does
 * not borrow another's words. Words are lower case, written with their accents, in the forms
 * customers type (the search stems them in each knowledge language).
 */
export type TermGroup = {
  en: readonly string[];
  es: readonly string[];
  pt: readonly string[];
  fr: readonly string[];
  de: readonly string[];
};

export type LanguageCode = keyof TermGroup;

export const relatedTerms: readonly TermGroup[] = [
  // Prices
  {
    en: ['price', 'prices', 'cost', 'costs', 'fee', 'fees', 'charge', 'rate', 'rates', 'pricing'],
    es: [
      'precio',
      'precios',
      'cuesta',
      'cuestan',
      'coste',
      'tarifa',
      'tarifas',
      'cobráis',
      'cobran',
      'cobrar',
    ],
    pt: ['preço', 'preços', 'custa', 'custo', 'valor', 'tarifa'],
    fr: ['prix', 'tarif', 'tarifs', 'coûte', 'coût'],
    de: ['preis', 'preise', 'kosten', 'kostet', 'gebühr'],
  },
  {
    en: ['cheap', 'cheaper', 'cheapest', 'affordable', 'inexpensive'],
    es: ['barato', 'barata', 'económico'],
    pt: ['barato', 'barata', 'econômico'],
    fr: ['économique'],
    de: ['günstig', 'billig', 'billigste'],
  },
  {
    en: ['discount', 'discounts', 'promotion', 'deal'],
    es: ['descuento', 'descuentos', 'oferta', 'promoción'],
    pt: ['desconto', 'descontos', 'promoção'],
    fr: ['réduction', 'remise', 'promotion'],
    de: ['rabatt', 'ermäßigung', 'angebot'],
  },
  {
    en: ['quote', 'estimate', 'quotation'],
    es: ['presupuesto', 'presupuestos'],
    pt: ['orçamento'],
    fr: ['devis'],
    de: ['kostenvoranschlag', 'angebot'],
  },
  // Opening hours: asking when a business opens or when it closes is asking for its hours,
  // but "open" does not find "closing time" in a text about something else.
  {
    en: ['hours', 'open', 'opening', 'schedule'],
    es: ['horario', 'horarios', 'hora', 'abren', 'abierto', 'abiertos', 'abrís'],
    pt: ['horário', 'horários', 'abre', 'abrem', 'aberto'],
    fr: ['horaires', 'ouvert', 'ouverts', 'ouvre', 'ouvrez'],
    de: ['öffnungszeiten', 'geöffnet', 'offen'],
  },
  {
    en: ['hours', 'close', 'closing', 'closed', 'schedule'],
    es: ['horario', 'horarios', 'hora', 'cierran', 'cerrado', 'cerráis'],
    pt: ['horário', 'horários', 'fecha', 'fecham', 'fechado'],
    fr: ['horaires', 'fermé', 'ferme', 'fermez'],
    de: ['öffnungszeiten', 'geschlossen', 'schließen'],
  },
  {
    en: ['hour', 'hours', 'hourly'],
    es: ['hora', 'horas'],
    pt: ['hora', 'horas'],
    fr: ['heure', 'heures'],
    de: ['stunde', 'stunden'],
  },
  {
    en: ['duration', 'lasts', 'last'],
    es: ['tarda', 'tardan', 'tardáis', 'dura', 'duran', 'duración'],
    pt: ['demora', 'demoram', 'dura', 'duram', 'duração'],
    fr: ['durée', 'dure', 'durent'],
    de: ['dauer', 'dauert', 'dauern'],
  },
  { en: ['monday'], es: ['lunes'], pt: ['segunda'], fr: ['lundi'], de: ['montag'] },
  { en: ['tuesday'], es: ['martes'], pt: ['terça'], fr: ['mardi'], de: ['dienstag'] },
  { en: ['wednesday'], es: ['miércoles'], pt: ['quarta'], fr: ['mercredi'], de: ['mittwoch'] },
  { en: ['thursday'], es: ['jueves'], pt: ['quinta'], fr: ['jeudi'], de: ['donnerstag'] },
  { en: ['friday'], es: ['viernes'], pt: ['sexta'], fr: ['vendredi'], de: ['freitag'] },
  { en: ['saturday'], es: ['sábado', 'sábados'], pt: ['sábado'], fr: ['samedi'], de: ['samstag'] },
  {
    en: ['sunday'],
    es: ['domingo', 'domingos'],
    pt: ['domingo'],
    fr: ['dimanche'],
    de: ['sonntag'],
  },
  {
    en: ['holiday', 'holidays'],
    es: ['festivo', 'festivos'],
    pt: ['feriado', 'feriados'],
    fr: ['férié', 'fériés'],
    de: ['feiertag', 'feiertage'],
  },
  {
    en: ['weekend', 'weekends'],
    es: ['fin de semana'],
    pt: ['fim de semana'],
    fr: ['week-end'],
    de: ['wochenende'],
  },
  {
    en: ['week', 'weekly'],
    es: ['semana', 'semanal'],
    pt: ['semana'],
    fr: ['semaine'],
    de: ['woche'],
  },
  { en: ['today'], es: ['hoy'], pt: ['hoje'], fr: ['aujourd’hui'], de: ['heute'] },
  { en: ['tomorrow'], es: ['mañana'], pt: ['amanhã'], fr: ['demain'], de: ['morgen'] },
  {
    en: ['afternoon', 'evening'],
    es: ['tarde', 'tardes'],
    pt: ['tarde', 'noite'],
    fr: ['après-midi', 'soir'],
    de: ['nachmittag', 'abend'],
  },
  {
    en: ['urgent', 'urgently', 'emergency', 'asap'],
    es: ['urgente', 'urgencia', 'urgencias'],
    pt: ['urgente', 'urgência'],
    fr: ['urgent', 'urgence'],
    de: ['dringend', 'notfall'],
  },
  // Location
  {
    en: ['location', 'address', 'located', 'street'],
    es: ['dirección', 'ubicación', 'ubicados', 'situados', 'calle'],
    pt: ['endereço', 'localização', 'localizados', 'rua'],
    fr: ['adresse', 'situés', 'situé', 'rue'],
    de: ['adresse', 'standort', 'straße'],
  },
  {
    en: ['parking', 'park'],
    es: ['aparcamiento', 'aparcar', 'parking'],
    pt: ['estacionamento', 'estacionar'],
    fr: ['stationnement', 'garer', 'parking'],
    de: ['parkplatz', 'parken'],
  },
  {
    en: ['area', 'areas', 'zone', 'zones', 'cover'],
    es: ['zona', 'zonas', 'cubrís', 'cubren'],
    pt: ['zona', 'zonas', 'região', 'atendem'],
    fr: ['zone', 'zones', 'secteur'],
    de: ['gebiet', 'gebiete', 'umgebung'],
  },
  // Bookings
  {
    en: ['book', 'booking', 'appointment', 'appointments', 'reserve', 'reservation', 'schedule'],
    es: ['cita', 'citas', 'reservar', 'reserva', 'agendar'],
    pt: ['marcar', 'agendar', 'reserva', 'reservar', 'agendamento'],
    fr: ['réserver', 'réservation', 'rendez-vous'],
    de: ['buchen', 'buchung', 'termin', 'reservieren'],
  },
  {
    en: ['cancel', 'cancellation', 'reschedule'],
    es: ['cancelar', 'cancelo', 'cancelación', 'anular'],
    pt: ['cancelar', 'cancelamento', 'desmarcar'],
    fr: ['annuler', 'annulation'],
    de: ['stornieren', 'absagen', 'stornierung'],
  },
  // Payments
  {
    en: ['pay', 'payment', 'payments', 'paying'],
    es: ['pago', 'pagos', 'pagar'],
    pt: ['pagamento', 'pagar'],
    fr: ['paiement', 'payer'],
    de: ['zahlung', 'zahlen', 'bezahlen'],
  },
  {
    en: ['card', 'cards', 'credit', 'debit'],
    es: ['tarjeta', 'tarjetas'],
    pt: ['cartão', 'cartões'],
    fr: ['carte', 'cartes'],
    de: ['karte', 'kreditkarte', 'ec-karte'],
  },
  { en: ['cash'], es: ['efectivo'], pt: ['dinheiro'], fr: ['espèces', 'liquide'], de: ['bargeld'] },
  {
    en: ['invoice', 'receipt'],
    es: ['factura', 'facturas'],
    pt: ['fatura', 'recibo'],
    fr: ['facture'],
    de: ['rechnung', 'quittung'],
  },
  {
    en: ['refund', 'refunds', 'reimburse'],
    es: ['reembolso', 'devolución', 'devuelven'],
    pt: ['reembolso', 'devolução'],
    fr: ['remboursement', 'rembourser'],
    de: ['rückerstattung', 'erstattung'],
  },
  {
    en: ['financing', 'finance', 'instalments', 'installments', 'monthly'],
    es: ['financiación', 'plazos', 'mensual'],
    pt: ['financiamento', 'parcelas', 'prestações'],
    fr: ['financement', 'crédit', 'mensualités'],
    de: ['finanzierung', 'raten', 'ratenzahlung'],
  },
  {
    en: ['vat', 'tax'],
    es: ['iva', 'impuestos'],
    pt: ['iva', 'imposto'],
    fr: ['tva', 'taxe'],
    de: ['mwst', 'mehrwertsteuer', 'steuer'],
  },
  {
    en: ['warranty', 'guarantee', 'guaranteed'],
    es: ['garantía', 'garantia'],
    pt: ['garantia'],
    fr: ['garantie'],
    de: ['garantie', 'gewährleistung'],
  },
  {
    en: ['insurance', 'insured'],
    es: ['seguro', 'asegurado', 'asegurados'],
    pt: ['seguro', 'segurado'],
    fr: ['assurance', 'assuré'],
    de: ['versicherung', 'versichert'],
  },
  {
    en: ['deposit'],
    es: ['fianza', 'depósito', 'señal'],
    pt: ['caução', 'depósito', 'sinal'],
    fr: ['caution', 'acompte', 'dépôt'],
    de: ['kaution', 'anzahlung'],
  },
  // Contact
  {
    en: ['phone', 'call', 'telephone', 'contact'],
    es: ['teléfono', 'llamar', 'contacto'],
    pt: ['telefone', 'ligar', 'contato'],
    fr: ['téléphone', 'appeler', 'contact'],
    de: ['telefon', 'anrufen', 'kontakt'],
  },
  {
    en: ['email', 'mail', 'write'],
    es: ['correo', 'email'],
    pt: ['e-mail', 'email'],
    fr: ['courriel', 'e-mail'],
    de: ['e-mail', 'email'],
  },
  {
    en: ['english'],
    es: ['inglés'],
    pt: ['inglês'],
    fr: ['anglais'],
    de: ['englisch'],
  },
  {
    en: ['spanish'],
    es: ['español', 'castellano'],
    pt: ['espanhol'],
    fr: ['espagnol'],
    de: ['spanisch'],
  },
  // Vehicles and rentals
  {
    en: ['car', 'cars', 'vehicle', 'vehicles', 'auto'],
    es: ['coche', 'coches', 'carro', 'auto', 'vehículo', 'vehiculo'],
    pt: ['carro', 'carros', 'automóvel', 'veículo'],
    fr: ['voiture', 'voitures', 'véhicule', 'auto'],
    de: ['auto', 'autos', 'wagen', 'fahrzeug'],
  },
  {
    en: ['van', 'vans', 'minibus', 'minivan', 'seater'],
    es: ['furgoneta', 'furgonetas', 'monovolumen'],
    pt: ['carrinha', 'van', 'minivan'],
    fr: ['camionnette', 'utilitaire', 'minibus'],
    de: ['transporter', 'kleinbus', 'sitzer'],
  },
  {
    en: ['loan', 'courtesy', 'loaner', 'rental'],
    es: ['cortesía', 'alquiler', 'prestan'],
    pt: ['cortesia', 'aluguel', 'aluguer'],
    fr: ['courtoisie', 'prêt'],
    de: ['leihwagen', 'ersatzwagen', 'mietwagen', 'miete'],
  },
  {
    en: ['broke', 'breakdown', 'towing', 'tow', 'roadside'],
    es: ['avería', 'averiado', 'grúa', 'remolque'],
    pt: ['avaria', 'avariado', 'reboque', 'guincho'],
    fr: ['panne', 'dépannage', 'remorquage'],
    de: ['panne', 'pannenhilfe', 'abschleppen'],
  },
  {
    en: ['tyre', 'tyres', 'tire', 'tires'],
    es: ['neumático', 'neumáticos', 'rueda'],
    pt: ['pneu', 'pneus'],
    fr: ['pneu', 'pneus'],
    de: ['reifen'],
  },
  {
    en: ['ac', 'aircon', 'conditioning'],
    es: ['acondicionado', 'climatización'],
    pt: ['condicionado'],
    fr: ['climatisation', 'clim'],
    de: ['klimaanlage'],
  },
  {
    en: ['fix', 'repair', 'repaired', 'service'],
    es: ['reparar', 'reparación', 'arreglar', 'reparan'],
    pt: ['consertar', 'reparar', 'conserto', 'reparação'],
    fr: ['réparer', 'réparation'],
    de: ['reparieren', 'reparatur'],
  },
  {
    en: ['broken', 'break', 'damage', 'damaged', 'broke'],
    es: ['roto', 'rota', 'romper', 'rompéis', 'daño', 'daños', 'dañado'],
    pt: ['quebrado', 'quebrou', 'dano', 'danos', 'estragado'],
    fr: ['cassé', 'casser', 'dommage', 'dégât', 'dégâts'],
    de: ['kaputt', 'beschädigt', 'schaden'],
  },
  // Children and pets
  {
    en: ['child', 'children', 'kid', 'kids', 'baby', 'babies', 'toddler'],
    es: ['niño', 'niños', 'niña', 'bebé', 'infantil', 'hijos'],
    pt: ['criança', 'crianças', 'bebê', 'bebé', 'infantil', 'filhos'],
    fr: ['enfant', 'enfants', 'bébé'],
    de: ['kind', 'kinder', 'baby', 'kindersitz'],
  },
  {
    en: ['pet', 'pets', 'dog', 'dogs', 'cat', 'cats', 'animal', 'animals', 'puppy'],
    es: ['mascota', 'mascotas', 'perro', 'perros', 'gato', 'gatos', 'animales'],
    pt: ['estimação', 'pet', 'cão', 'cachorro', 'gato', 'animais'],
    fr: ['animal', 'animaux', 'chien', 'chiens', 'chat', 'chats'],
    de: ['haustier', 'haustiere', 'hund', 'hunde', 'katze', 'katzen', 'tiere'],
  },
  // Whether something is allowed: pets, smoking, a second driver
  {
    en: ['allowed', 'allow', 'permitted', 'permit'],
    es: ['admiten', 'admite', 'admitidos', 'permitido', 'permitidos', 'permiten', 'permite'],
    pt: ['permitido', 'permitidos', 'permitem', 'permite', 'aceitam', 'aceites'],
    fr: ['autorisé', 'autorisés', 'autorisée', 'admis', 'acceptés'],
    de: ['erlaubt', 'gestattet', 'zugelassen', 'dürfen'],
  },
  // Cleaning
  {
    en: ['clean', 'cleaning', 'cleaner', 'cleaners'],
    es: ['limpiar', 'limpieza', 'limpiezas', 'limpiáis', 'limpiamos', 'limpiadora'],
    pt: ['limpar', 'limpeza', 'faxina', 'diarista'],
    fr: ['nettoyer', 'nettoyage', 'ménage'],
    de: ['reinigen', 'reinigung', 'putzen', 'putzfrau'],
  },
  {
    en: ['deep', 'thorough'],
    es: ['fondo'],
    pt: ['pesada', 'profunda'],
    fr: ['profondeur'],
    de: ['grundreinigung', 'gründlich'],
  },
  {
    en: ['ironing', 'iron'],
    es: ['plancha', 'planchar', 'planchado'],
    pt: ['engomar'],
    fr: ['repassage', 'repasser'],
    de: ['bügeln'],
  },
  {
    en: ['window', 'windows'],
    es: ['ventana', 'ventanas', 'cristales', 'cristal'],
    pt: ['janela', 'janelas', 'vidros'],
    fr: ['fenêtre', 'fenêtres', 'vitres'],
    de: ['fenster'],
  },
  {
    en: ['sofa', 'sofas', 'couch', 'upholstery', 'carpet', 'carpets', 'rug', 'rugs', 'mattress'],
    es: ['sofá', 'sofás', 'tapicería', 'tapicerías', 'alfombra', 'alfombras', 'colchón'],
    pt: ['sofá', 'estofado', 'tapete', 'carpete', 'colchão'],
    fr: ['canapé', 'tapis', 'moquette', 'matelas'],
    de: ['sofa', 'couch', 'teppich', 'polster', 'matratze'],
  },
  {
    en: ['stairs', 'staircase', 'lobby', 'hallway', 'communal'],
    es: ['escaleras', 'escalera', 'portal', 'portales', 'comunidad', 'comunidades'],
    pt: ['escadas', 'condomínio', 'portaria'],
    fr: ['escalier', 'escaliers', 'hall', 'copropriété'],
    de: ['treppe', 'treppenhaus', 'flur'],
  },
  {
    en: ['renovation', 'renovating', 'builders', 'construction', 'refurbishment'],
    es: ['obra', 'obras', 'reforma', 'reformas'],
    pt: ['obra', 'obras', 'reforma'],
    fr: ['travaux', 'rénovation', 'chantier'],
    de: ['renovierung', 'baustelle', 'umbau'],
  },
  {
    en: ['products', 'supplies', 'equipment', 'stuff'],
    es: ['productos', 'material', 'utensilios'],
    pt: ['produtos', 'material'],
    fr: ['produits', 'matériel'],
    de: ['putzmittel', 'reinigungsmittel', 'ausrüstung'],
  },
  {
    en: ['bring'],
    es: ['traéis', 'traen', 'traer', 'lleváis', 'llevar'],
    pt: ['trazem', 'trazer'],
    fr: ['apportez', 'apporter'],
    de: ['mitbringen'],
  },
  {
    en: ['office', 'offices', 'workplace'],
    es: ['oficina', 'oficinas', 'locales'],
    pt: ['escritório', 'escritórios'],
    fr: ['bureau', 'bureaux'],
    de: ['büro', 'büros'],
  },
  {
    en: ['home', 'house', 'flat', 'apartment', 'appartment'],
    es: ['casa', 'piso', 'pisos', 'apartamento', 'vivienda'],
    pt: ['casa', 'apartamento'],
    fr: ['maison', 'appartement', 'logement'],
    de: ['haus', 'wohnung'],
  },
  {
    en: ['bedroom', 'bedrooms'],
    es: ['dormitorio', 'dormitorios', 'habitación', 'habitaciones'],
    pt: ['quarto', 'quartos'],
    fr: ['chambre', 'chambres'],
    de: ['schlafzimmer', 'zimmer'],
  },
  {
    en: ['staff', 'employees', 'personnel', 'team'],
    es: ['personal', 'empleados', 'plantilla'],
    pt: ['funcionários', 'equipe', 'equipa'],
    fr: ['personnel', 'employés', 'salariés'],
    de: ['personal', 'mitarbeiter', 'angestellte'],
  },
  {
    en: ['include', 'included', 'includes'],
    es: ['incluye', 'incluido', 'incluida', 'incluidos'],
    pt: ['inclui', 'incluído'],
    fr: ['inclus', 'comprend', 'compris'],
    de: ['inklusive', 'enthalten', 'inbegriffen'],
  },
  {
    en: ['big', 'large', 'bigger', 'larger'],
    es: ['grande', 'grandes'],
    pt: ['grande', 'grandes'],
    fr: ['grand', 'grande', 'grands'],
    de: ['groß', 'große', 'großes'],
  },
  {
    en: ['new'],
    es: ['nuevo', 'nuevos', 'nueva'],
    pt: ['novo', 'novos', 'nova'],
    fr: ['nouveau', 'nouveaux'],
    de: ['neu', 'neue', 'neukunden'],
  },
  {
    en: ['customer', 'customers', 'client', 'clients'],
    es: ['cliente', 'clientes'],
    pt: ['cliente', 'clientes'],
    fr: ['client', 'clients'],
    de: ['kunde', 'kunden'],
  },
  {
    en: ['service', 'services'],
    es: ['servicio', 'servicios'],
    pt: ['serviço', 'serviços'],
    fr: ['service', 'services', 'prestations'],
    de: ['service', 'leistungen', 'dienstleistungen'],
  },
  {
    en: ['mold', 'mould'],
    es: ['moho'],
    pt: ['mofo', 'bolor'],
    fr: ['moisissure'],
    de: ['schimmel'],
  },
];
