import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Ribeira Rent-a-Car, a small family car-rental business in Porto with a desk at the airport
 * and an office in town near São Bento station. Its customers write in English and
 * Portuguese, European and Brazilian. The owner wrote the briefing in Portuguese, Q&A pairs in
 * English (for the many tourists) and in Portuguese, added one response template for booking
 * requests, and pasted a price list in Portuguese and the rental terms in English.
 *
 * The questions were written from the knowledge alone, without looking at the engine, as
 * customers type them: paraphrases and related words ("baby seat", "block on my card", "drop
 * the car off"), long messages, typos, chat-speak, one- or two-word questions, and
 * Portuguese questions against English knowledge and the reverse. The outside questions include
 * hard negatives that share words with the knowledge (selling used cars, renting a scooter,
 * insurance for one's own car, a bus from the airport, a job at the desk, repairs, transfers).
 */

const english = qaIn('English');
const portuguese = qaIn('Portuguese');

// The sources' titles, as the answers name them.
const airportHours = 'What are the opening hours of the airport desk?';
const airportPickup = 'How does pickup at Porto airport work?';
const age = 'What is the minimum age to rent a car?';
const licence = 'What driving licence do I need?';
const deposit = 'How much is the deposit and how is it taken?';
const fullCover = 'Do you offer full cover with no excess?';
const fuel = 'What is your fuel policy?';
const tolls = 'How do tolls work in Portugal?';
const spain = 'Can I drive the car to Spain?';
const childSeats = 'Do you have child seats?';
const mileage = 'Is mileage unlimited?';
const cancel = 'What is your cancellation policy?';
const breakdown = 'What should I do if the car breaks down or I have an accident?';
const automatic = 'Do you have automatic cars?';
const electric = 'Do you rent electric cars, and how do I charge them?';
const fines = 'What happens if I get a parking ticket or a speeding fine?';
const cityHours = 'Qual é o horário da loja da cidade?';
const locations = 'Onde ficam as vossas lojas?';
const payment = 'Que formas de pagamento aceitam?';
const insurance = 'O que inclui o seguro?';
const oneWay = 'Posso levantar o carro no Porto e devolvê-lo em Lisboa ou em Faro?';
const extraDriver = 'Posso acrescentar um condutor adicional?';
const pets = 'Posso levar o meu animal de estimação no carro?';
const late = 'O que acontece se devolver o carro mais tarde?';
const vans = 'Têm carrinhas de 9 lugares?';
const gps = 'Têm GPS?';
const prices = 'Tabela de preços 2026';
const terms = 'Rental terms';
const booking = 'Pedido de reserva';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const portoCarRentalSet: EvaluationSet = {
  name: 'Porto car rental (Ribeira Rent-a-Car)',
  heldOut: false,
  agentName: 'Rita',
  briefing: {
    companyName: 'Ribeira Rent-a-Car',
    industry: 'automotive',
    description:
      'A Ribeira Rent-a-Car é uma empresa familiar de aluguer de automóveis no Porto, desde 2009. Temos um balcão no Aeroporto Francisco Sá Carneiro e uma loja na cidade, na Rua da Madeira 120, junto à estação de São Bento.',
    targetAudience:
      'Turistas estrangeiros que chegam ao Porto de avião, emigrantes de férias, brasileiros a viver ou de visita em Portugal e famílias portuguesas que precisam de um carro ou de uma carrinha por uns dias.',
    keyServices:
      'Aluguer de carros económicos, compactos, familiares, automáticos e elétricos, SUV e carrinhas de 9 lugares. Levantamento no aeroporto com meet & greet, aluguer só de ida com devolução em Lisboa ou Faro, saída para Espanha. Extras: proteção total sem franquia, condutor adicional, cadeiras de criança, GPS e Via Verde.',
    commonQuestions:
      'Caução, seguro e franquia, idade mínima, carta de condução, portagens e Via Verde, ir a Espanha, cadeiras de criança, horários e devoluções fora de horas.',
    languages: ['Portuguese', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Respostas curtas e claras, sempre com os preços em euros. Tratamos o cliente por "você".',
    personality: 'Simpática, prática e conhecedora das estradas do Norte.',
    responseTemplates: [
      {
        scenario: booking,
        response:
          'Obrigada pelo interesse! Pode reservar em ribeirarent.example/reservas ou enviar-nos uma mensagem por WhatsApp para o +351 912 555 318 com: datas e horas de levantamento e devolução, balcão (aeroporto ou loja da cidade), categoria do carro, número do voo se levantar no aeroporto e os extras que quer. Confirmamos por email em menos de 2 horas, dentro do horário de abertura.',
      },
    ],
  },
  qa: [
    english(
      airportHours,
      'Our airport desk is open every day from 7:00 to midnight, public holidays included. If your flight is delayed we wait for you, even after midnight, at no extra cost, as long as you gave us your flight number. Pickups and returns between midnight and 7:00 are possible for 35 € if you book them at least 24 hours ahead.',
    ),
    english(
      airportPickup,
      'Our desk is in the arrivals hall (level 0) of Porto airport, in the car rental area, counter 7. After you collect your luggage, come to the desk with your licence, passport or ID card and the credit card for the deposit; your car is waiting in the rental car park, a 3-minute walk away. Prefer to be met? Ask for our free meet & greet when you book: a colleague waits at the arrivals exit with a sign with your name and walks you to the car. Please give us your flight number so we can follow any delay.',
    ),
    english(
      age,
      'The main driver must be at least 21 and have held a full licence for at least 2 years. Drivers aged 21 to 24 pay a young driver fee of 12 € per day (at most 120 € per rental). For SUVs, the Tesla and the 9-seater vans (categories E, G and H) the minimum age is 25. There is no upper age limit.',
    ),
    english(
      licence,
      'Bring your original driving licence (no photos or copies), held for at least 2 years, and your passport or ID card. Licences from the EU, the UK and Switzerland are fine. Licences from other countries written in the Latin alphabet, for example Brazilian, American or Canadian ones, are accepted for visits to Portugal of up to 185 days. If your licence is in another alphabet (Chinese, Arabic, Cyrillic, Japanese...), you also need an International Driving Permit, together with the original licence.',
    ),
    english(
      deposit,
      'At pickup we put a hold (pre-authorisation) on a credit card in the main driver’s name: 1,200 € for categories A to D and F, and 1,800 € for categories E, G and H. With our Full Protection the hold drops to 300 €. We cannot take the deposit on a debit, prepaid or virtual card, or in cash. The hold is released as soon as the car is returned in good condition, but some banks take up to 10 working days to show it.',
    ),
    english(
      fullCover,
      'Yes, our Full Protection costs 15 € per day for categories A to D and F, and 22 € per day for categories E, G and H. It brings your excess from 1,200 € (or 1,800 €) down to zero, also covers glass, tyres, wheels, the underside of the car and lost keys, and lowers the deposit to 300 €. It does not cover putting the wrong fuel in, driving under the influence of alcohol or drugs, driving off-road or on beaches, or damage caused by a driver who is not on the contract.',
    ),
    english(
      fuel,
      'Full to full: you get the car with a full tank and bring it back full. There is a petrol station 2 km from the airport on the way to our car park. If the car comes back with less fuel, we charge the missing fuel at the pump price plus a 20 € refuelling fee. Keep your last receipt in case we need it.',
    ),
    english(
      tolls,
      'Many motorways around Porto (A28, A41, A42 and parts of the A4) have electronic tolls only, with no booths where you can pay. That is why every one of our cars has a Via Verde transponder: you just drive through the Via Verde lanes. It costs 2 € per day, at most 20 € per rental, plus the tolls you actually use, which we charge to your card within 2 weeks of the return, with a detailed statement.',
    ),
    english(
      spain,
      'Yes, to mainland Spain only. Tell us when you book: the cross-border fee is 50 € per rental and extends the insurance and the roadside assistance to Spain. Without it the car is not insured in Spain. The car must be returned in Portugal, and it cannot go to any other country or on a ferry.',
    ),
    english(
      childSeats,
      'Yes, please book them in advance: a baby seat (0 to 13 kg, up to about 15 months), a child seat (9 to 18 kg, about 1 to 4 years) and a booster seat (15 to 36 kg, about 4 to 12 years). Each costs 8 € per day, at most 60 € per rental. We help you fit it, and you are welcome to bring your own. In Portugal, children under 12 and shorter than 135 cm must travel in a child seat.',
    ),
    english(
      mileage,
      'Cars have unlimited kilometres on rentals of 3 days or more. On shorter rentals 250 km per day are included and each extra kilometre costs 0.25 €. The 9-seater vans always include 300 km per day, and each extra kilometre costs 0.30 €.',
    ),
    english(
      cancel,
      'You can cancel or change your booking for free up to 48 hours before pickup; we refund you in full to the card or account you paid with, within 5 working days. If you cancel less than 48 hours before, we keep one day’s rental. If you do not turn up and do not tell us, the whole prepaid amount is lost. Days not used because you return the car early are not refunded.',
    ),
    english(
      breakdown,
      'Call our 24-hour roadside assistance, free of charge, on +351 800 555 210 (the number is also on the sticker in the glovebox). If the breakdown is a mechanical fault, we replace the car at no cost to you. After an accident: make sure everyone is safe and call 112 if anyone is hurt. Fill in the European accident statement (Declaração Amigável) that is in the glovebox together with the other driver, both sign it, and take photos of the cars, the number plates and the other driver’s documents. If the other driver refuses to sign or leaves, call the police. Tell us within 24 hours and do not have the car repaired yourself.',
    ),
    english(
      automatic,
      'Yes. Category D (Peugeot 2008 automatic or similar), category E (VW Tiguan automatic or similar) and all our electric cars (categories F and G) are automatic. Categories A, B and C and the 9-seater vans are manual. We guarantee the category, not the exact model. Automatics go fast in July and August, so book early.',
    ),
    english(
      electric,
      'Yes: the Peugeot e-208 or similar (category F, about 340 km of range) and the Tesla Model 3 or similar (category G, about 500 km). We hand them over charged to at least 80 %, with a Type 2 cable and a card for the public Mobi.E charging network; what you charge is billed to your card at cost after the rental. The Tesla can also use Tesla Superchargers, also billed at cost. There are fast chargers at most motorway service areas. Bring the car back with at least 20 % battery, or we charge a 30 € charging fee.',
    ),
    english(
      fines,
      'Parking and traffic fines during the rental are the driver’s responsibility. When the police or the city council contact us, we give them the driver’s details, as the law requires, and charge a 30 € admin fee per fine. If the car is towed, the towing and car pound costs are yours too. In the centre of Porto street parking is paid on weekdays, so check the signs.',
    ),
    portuguese(
      cityHours,
      'A loja da cidade está aberta de segunda a sexta das 8:30 às 19:00 e ao sábado das 9:00 às 13:00. Fecha ao domingo e nos feriados. Fora do horário pode devolver o carro na mesma: estacione no piso -1 do parque de estacionamento ao lado da loja, nos lugares marcados "Ribeira", e deixe a chave na caixa de correio da porta da loja. Verificamos o carro na manhã seguinte.',
    ),
    portuguese(
      locations,
      'Temos dois balcões. No aeroporto: Aeroporto Francisco Sá Carneiro, zona de aluguer de automóveis do hall de chegadas (piso 0), balcão 7. Na cidade: Rua da Madeira 120, 4000-330 Porto, a 2 minutos a pé da estação de São Bento. Telefone +351 22 555 0142, WhatsApp +351 912 555 318, email reservas@ribeirarent.example.',
    ),
    portuguese(
      payment,
      'O aluguer pode ser pago com cartão de crédito ou de débito (Visa, Mastercard e American Express), MB Way ou referência Multibanco (para reservas pagas antecipadamente). Na loja também aceitamos dinheiro para pagar o aluguer. A caução, essa, só pode ser feita com cartão de crédito em nome do condutor principal: não aceitamos dinheiro, cartões de débito nem pré-pagos para a caução. Passamos fatura com NIF.',
    ),
    portuguese(
      insurance,
      'O preço inclui o seguro obrigatório de responsabilidade civil (danos a terceiros), a proteção contra danos e roubo do carro com uma franquia de 1.200 € (categorias A a D e F) ou 1.800 € (categorias E, G e H) e a assistência em viagem 24 horas. A proteção básica não cobre vidros, pneus, jantes, a parte de baixo do carro, chaves perdidas nem o interior. Para ficar com franquia zero, escolha a Proteção Total.',
    ),
    portuguese(
      oneWay,
      'Sim. Pode devolver o carro no aeroporto de Lisboa, com uma taxa de 90 €, ou no aeroporto de Faro, com uma taxa de 140 €. Reserve com pelo menos 48 horas de antecedência. Não fazemos aluguer só de ida com as carrinhas de 9 lugares, nem devoluções em Espanha.',
    ),
    portuguese(
      extraDriver,
      'Sim, custa 7 € por dia, no máximo 70 € por aluguer. O cônjuge ou companheiro(a) do condutor principal não paga. O condutor adicional tem de estar presente no levantamento, com a carta de condução e o documento de identificação, e cumpre as mesmas regras de idade (paga a taxa de condutor jovem se tiver entre 21 e 24 anos).',
    ),
    portuguese(
      pets,
      'Sim, cães e gatos são bem-vindos, numa transportadora ou presos com cinto próprio, de preferência com uma capa no banco de trás. Devolva o carro sem pelos; caso contrário cobramos uma limpeza especial de 60 €. Cães-guia viajam sempre sem custo.',
    ),
    portuguese(
      late,
      'Tem 59 minutos de tolerância. A partir daí cobramos mais um dia de aluguer, ao preço da sua reserva, e os extras desse dia. Se vir que se vai atrasar, ligue-nos para o +351 22 555 0142. Se chegar à loja da cidade depois de fechar, deixe o carro no parque ao lado e a chave na caixa de correio da porta.',
    ),
    portuguese(
      vans,
      'Sim, a categoria H: Ford Transit Custom ou Renault Trafic de 9 lugares, manual e a gasóleo. Basta a carta de condução de ligeiros (categoria B), mas o condutor tem de ter pelo menos 25 anos. Com 9 pessoas a bordo cabem cerca de 6 malas médias. Incluem 300 km por dia e a caução é de 1.800 €. Os preços estão na tabela.',
    ),
    portuguese(
      gps,
      'Sim, um GPS portátil com mapas de Portugal e Espanha custa 6 € por dia, no máximo 50 € por aluguer. Mas quase todos os nossos carros têm Apple CarPlay e Android Auto, por isso pode usar o seu telemóvel de graça: traga o cabo USB.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'Portuguese',
      text: `TABELA DE PREÇOS 2026 - Ribeira Rent-a-Car
Preços por dia, com IVA (23 %) incluído. Incluem seguro obrigatório, proteção contra danos e roubo com franquia e assistência em viagem 24 horas. Quilómetros ilimitados em alugueres de 3 dias ou mais (carrinhas: 300 km/dia).
Época baixa: 1 de novembro a 31 de março. Época alta: 1 de abril a 31 de outubro.
Alugueres de 7 dias ou mais: 10 % de desconto.

Categorias (época baixa / época alta)
A - Económico, Fiat 500 ou similar, manual, 4 lugares: 24 € / 42 €
B - Compacto, Renault Clio ou similar, manual, 5 lugares: 28 € / 49 €
C - Familiar, Peugeot 308 SW ou similar, manual, 5 lugares: 36 € / 62 €
D - Compacto automático, Peugeot 2008 automático ou similar: 42 € / 72 €
E - SUV automático, VW Tiguan automático ou similar: 58 € / 95 €
F - Elétrico, Peugeot e-208 ou similar, automático: 45 € / 75 €
G - Premium elétrico, Tesla Model 3 ou similar, automático: 85 € / 130 €
H - Carrinha 9 lugares, Ford Transit Custom ou similar, manual: 79 € / 135 €

Franquia e caução
- Categorias A a D e F: 1.200 €
- Categorias E, G e H: 1.800 €
- Com Proteção Total: franquia 0 € e caução 300 €

Extras
- Proteção Total (franquia zero): 15 €/dia (A a D e F), 22 €/dia (E, G e H)
- Condutor adicional: 7 €/dia, máx. 70 € (cônjuge grátis)
- Condutor jovem (21 a 24 anos): 12 €/dia, máx. 120 €
- Cadeira de bebé, cadeira de criança ou assento elevatório: 8 €/dia, máx. 60 €
- GPS: 6 €/dia, máx. 50 €
- Via Verde: 2 €/dia, máx. 20 €, mais as portagens
- Saída para Espanha: 50 € por aluguer

Taxas
- Devolução no aeroporto de Lisboa: 90 €
- Devolução no aeroporto de Faro: 140 €
- Levantamento ou devolução no aeroporto entre as 0:00 e as 7:00: 35 €
- Reabastecimento (carro devolvido sem o depósito cheio): combustível ao preço de bomba + 20 €
- Carregamento (elétrico devolvido com menos de 20 % de bateria): 30 €
- Quilómetro extra: 0,25 € (carros), 0,30 € (carrinhas)
- Limpeza especial (pelos de animais, areia, lama): 60 €
- Fumar no carro: 150 €
- Tratamento de multas: 30 € por multa`,
    },
    {
      title: terms,
      language: 'English',
      text: `Rental terms - Ribeira Rent-a-Car

Who can rent
The main driver must be at least 21 years old (25 for categories E, G and H) and have held a driving licence for at least 2 years. Drivers aged 21 to 24 pay a young driver fee. At pickup every driver shows the original licence and a passport or ID card. Licences in the Latin alphabet are accepted for visits of up to 185 days; other licences must come with an International Driving Permit.

Deposit and excess
We hold a deposit on a credit card in the main driver's name: 1,200 € for categories A to D and F, 1,800 € for E, G and H, or 300 € with Full Protection. Debit cards, prepaid cards and cash are not accepted for the deposit. The basic cover has an excess equal to the deposit; Full Protection brings it to zero.

Fuel and kilometres
Cars are handed over with a full tank and must come back full; otherwise we charge the fuel plus a 20 € refuelling fee. Rentals of 3 days or more have unlimited kilometres; shorter rentals include 250 km per day.

Where you can drive
Mainland Portugal, and mainland Spain if you paid the cross-border fee. The car may not be taken to other countries, on ferries, off-road or on beaches.

Tolls and fines
All cars carry a Via Verde transponder for electronic tolls; tolls are charged to your card after the rental. Parking and traffic fines are the driver's responsibility, and we charge a 30 € fee for each fine we have to process.

Smoking, pets and cleaning
Smoking is not allowed in our cars (150 € fee). Pets are welcome in a crate or with a harness; if the car comes back with pet hair, sand or mud, a special cleaning fee of 60 € applies.

Returning the car
Return the car at the time in your contract. After 59 minutes of grace we charge one more day. When the city office is closed, park in the car park next to it and put the key in the letterbox on the office door; you remain responsible for the car until we check it the next morning.

Accidents, theft and breakdowns
Call our 24-hour roadside assistance on +351 800 555 210 for any breakdown. After an accident, fill in the European accident statement (Declaração Amigável) that is in the glovebox and tell us within 24 hours; report a theft to the police at once. Without the accident statement or a police report you pay the full excess. No insurance covers damage caused by a driver who is not on the contract or who drove under the influence of alcohol or drugs.`,
    },
  ],
  answerable: [
    // Paraphrases and related words, in English
    {
      question: 'Where exactly do I find your desk when I land?',
      answeredBy: [airportPickup, locations],
    },
    { question: 'Do you have a baby seat for a one-year-old?', answeredBy: [childSeats, prices] },
    {
      question: 'Is there a charge if I bring the car back with less petrol?',
      answeredBy: [fuel, terms, prices],
    },
    { question: 'Do I need an international driving permit?', answeredBy: [licence, terms] },
    {
      question: 'How much money will you block on my credit card?',
      answeredBy: [deposit, terms, prices],
    },
    {
      question: 'What is the excess if I scratch the car?',
      answeredBy: [insurance, fullCover, terms, prices],
    },
    {
      question: 'Are there toll booths on the motorways, or how do I pay them?',
      answeredBy: [tolls, terms],
    },
    {
      question: 'Is there a limit on how many kilometres I can drive?',
      answeredBy: [mileage, terms, prices],
    },
    { question: 'Can I get my money back if I cancel?', answeredBy: [cancel] },
    {
      question: "Can I pay extra so I don't have any excess at all?",
      answeredBy: [fullCover, insurance, prices],
    },
    { question: 'What kind of vehicles do you rent?', answeredBy: [services, prices] },
    // Long messages, the question inside
    {
      question:
        'Hi, we are a family of 8 coming to Porto in August for a wedding and we would rather have one vehicle for all of us than two cars. Do you have anything big enough?',
      answeredBy: [vans, prices, services],
    },
    {
      question:
        "Hello! My flight from London lands at 11:40 pm on a Friday and I'm worried your desk will be closed by the time I get through passport control and collect my bags. Will someone still be there?",
      answeredBy: [airportHours, airportPickup],
    },
    {
      question:
        'The car will be rented in my name, but my husband would also like to drive on some days of our road trip. Is that possible and what does it cost?',
      answeredBy: [extraDriver, prices],
    },
    {
      question:
        "I'd love to try an electric car on this trip and was thinking of renting the Tesla for the weekend, but I have no idea where I would charge it in Portugal",
      answeredBy: [electric],
    },
    {
      question:
        'Just had a small accident on the A28, nobody is hurt but the bumper is damaged and the other driver wants me to sign some paper. What should I do??',
      answeredBy: [breakdown, terms],
    },
    {
      question:
        "We land in Porto on the 14th, then want to drive down the coast and fly home from Faro a week later, so we'd rather not drive all the way back up. Can we leave the car in Faro?",
      answeredBy: [oneWay, prices, services],
    },
    // Typos
    {
      question: 'wat time does the office near sao bento close on saturday',
      answeredBy: [cityHours],
    },
    { question: 'is the insurence included in the price', answeredBy: [insurance, prices] },
    {
      question: 'do you acept debit cards for the deposite?',
      answeredBy: [deposit, terms, payment],
    },
    {
      question: 'the car wont start, whats the number for road side asistance',
      answeredBy: [breakdown, terms],
    },
    {
      question: 'can i drop the keys off at nigth when the city office is closed',
      answeredBy: [cityHours, late, terms],
    },
    // Chat-speak
    { question: 'u got gps?', answeredBy: [gps, prices] },
    { question: 'how much r ur cars per day? thx', answeredBy: [prices] },
    {
      question: 'pq vcs cobram 2€ por dia da via verde? nao posso pagar o pedágio eu mesmo?',
      answeredBy: [tolls, prices, terms],
    },
    { question: 'tem cadeirinha pra bebê?', answeredBy: [childSeats, prices] },
    {
      question:
        'q documentos preciso pra alugar? sou brasileiro, minha carteira de motorista vale ai?',
      answeredBy: [licence, terms],
    },
    { question: 'dá p pagar c mb way?', answeredBy: [payment] },
    // Portuguese questions, English knowledge
    {
      question:
        'A minha filha tem 22 anos e quer alugar um carro para ir com as amigas ao Algarve. Ela pode alugar? Há algum custo extra?',
      answeredBy: [age, terms, prices],
    },
    { question: 'Posso ir a Espanha com o carro alugado?', answeredBy: [spain, terms, prices] },
    {
      question: 'O carro tem de ser devolvido com o depósito cheio?',
      answeredBy: [fuel, terms, prices],
    },
    {
      question: 'Têm carros automáticos? Não sei conduzir com mudanças',
      answeredBy: [automatic, prices],
    },
    {
      question: 'Como funciona o levantamento no aeroporto?',
      answeredBy: [airportPickup, locations],
    },
    { question: 'Quem paga as multas de estacionamento?', answeredBy: [fines, terms] },
    // English questions, Portuguese knowledge
    { question: 'Can I bring my dog?', answeredBy: [pets, terms] },
    {
      question: 'What happens if I bring the car back two hours late?',
      answeredBy: [late, terms],
    },
    { question: 'Where is your office in town?', answeredBy: [locations, description] },
    // One or two words
    { question: 'horário?', answeredBy: [airportHours, cityHours] },
    { question: 'one way rental', answeredBy: [oneWay, prices, services] },
    { question: 'reservar um carro', answeredBy: [booking] },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Do you sell used cars?',
    'Can I rent a scooter for a couple of days?',
    'Do you offer car insurance for my own car?',
    'Is there a bus from the airport to the city centre?',
    'Estão a contratar? Gostava de trabalhar no vosso balcão do aeroporto',
    'Can you fix my car? The clutch is making a weird noise',
    'Fazem transfers com motorista do aeroporto para o hotel?',
    // Plainly outside
    'Where can I eat the best francesinha in Porto?',
    'Quais são as melhores caves de vinho do Porto em Gaia?',
    'Vai chover no Porto este fim de semana?',
  ],
};
