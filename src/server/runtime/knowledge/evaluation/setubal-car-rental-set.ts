import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Sado Rent-a-Car, a family car-rental company in Setúbal (Portugal), founded in 2011, with its
 * office on the Avenida Luísa Todi, 200 metres from the ferry terminal to Tróia, and a meet and
 * greet service (no desk) at Lisbon airport. It rents about 140 cars in nine categories, from a
 * Fiat Panda to 9-seaters, with automatics, SUVs, electric cars (with rules on the charge at
 * return and a Mobi.E charging card) and convertibles, and three vans for moves by the half day,
 * day or weekend; it sells damage and theft cover with an excess, a Full Protection (SCDW) without
 * excess and a tyres, glass and wheels cover, takes a deposit on a card, fits every car with Via
 * Verde for the motorways and the bridges into Lisbon, lets the cars on the Tróia ferry, rents
 * child seats and a pet pack, charges young (21-24) and senior (75+) drivers and additional
 * drivers, delivers to homes and hotels on the Setúbal peninsula, in Lisbon, Tróia and Comporta,
 * allows one-way rentals to Porto and Faro and trips to mainland Spain, applies a full-to-full
 * fuel policy, waits for late flights, and rents by the month. Prices are in euros with
 * Portuguese VAT at 23 %, by season (low, mid, and July-August). Its customers write in European
 * Portuguese (families of the Setúbal peninsula and of Lisbon, emigrants in France, Switzerland
 * and Luxembourg who spend August in Portugal, Lisbon residents renting for a weekend in Tróia or
 * Comporta, students moving house) and in English (tourists landing in Lisbon, digital nomads
 * and expats living in Setúbal, Sesimbra, Palmela and Comporta). The owner wrote the briefing in
 * Portuguese, most Q&A pairs in Portuguese (the office and its hours, the fleet, prices and what
 * they include, insurance and the excess, the deposit, payment, documents, minimum age and young
 * and senior drivers, additional drivers, child seats, tolls and the bridges, the Tróia ferry,
 * one-way rentals, Spain, fuel, pets, vans for moves, electric cars, changes and cancellations,
 * fines, booking for August, delivery to a home or a hotel) and a few in English (meet and greet
 * at Lisbon airport, late and delayed flights, foreign driving licences, monthly rentals for
 * expats and digital nomads, English-speaking staff and the contract in English), added two
 * custom responses (a request for a quote, an accident, breakdown or flat tyre during the rental),
 * and pasted the 2026 price and services list and the general rental conditions, both in
 * Portuguese.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases with
 * European Portuguese and everyday words the owner never used ("um popó pequenino", "um risco a
 * estacionar", "a cadeirinha do miúdo", "o depósito atestado", "atravessar a ponte", "uma
 * carrinha de caixa fechada", "as tralhas", "furou-se-me um pneu"), long messages with a story
 * around the question (an emigrant family from Lyon coming for August with the grandmother and
 * two small children, a 20-year-old student and a weekend in Tróia, a Lisbon resident trying an
 * electric car in Comporta, a couple driving to Seville at Easter, a move to Porto for a new job,
 * a developer from Austin spending five months in Sesimbra, a family from Manchester staying in
 * Tróia, a British resident of Palmela whose 78-year-old mother wants to drive), typos and
 * chat-speak ("td bem", "q", "vc", "vcs", "tb", "pq", "obg", "p", "pra", "qto", "d", "c", "n", no
 * accents; "u", "pls", "??"), one- or two-word questions ("Caução?", "Cadeirinhas?",
 * "Descapotáveis?", "Fuel policy?", "Dogs allowed?"), short follow-ups that only make sense after
 * an earlier question ("e ao domingo?", "e se for só meio dia?", "and if I drop it in Faro
 * instead?", "e pra Espanha tb da?"), Portuguese questions against English knowledge and the
 * reverse, and a few that only a document answers (a lost key on a beach, a roof rack for
 * surfboards, bringing the car back a couple of hours late). The outside questions include hard
 * negatives that share words with the knowledge (scooters next to the cars, a boat trip to see
 * the dolphins next to the ferry, buying a used car from the fleet, a transfer with a driver next
 * to the meet and greet, the ferry's timetable, a campervan next to the vans, a Via Verde
 * identifier for one's own car, e-bikes next to the bike rack) and plain questions about Vitória
 * de Setúbal and where to eat choco frito.
 */

const english = qaIn('English');
const portuguese = qaIn('Portuguese');

// The sources' titles, as the answers name them.
const location = 'Onde fica a vossa loja e qual é o horário?';
const fleet = 'Que carros têm para alugar?';
const prices = 'Quanto custa alugar um carro e o que está incluído no preço?';
const insurance = 'Que seguros estão incluídos e qual é a franquia?';
const deposit = 'Qual é o valor da caução e preciso de cartão de crédito?';
const payment = 'Que formas de pagamento aceitam?';
const documents = 'Que documentos são precisos para alugar um carro?';
const ageRules = 'Qual é a idade mínima para alugar? Há taxa para condutores jovens ou seniores?';
const additionalDriver = 'Posso acrescentar um segundo condutor?';
const childSeats = 'Têm cadeiras de criança?';
const tolls = 'Como funcionam as portagens, a Via Verde e as pontes para Lisboa?';
const ferry = 'Posso levar o carro alugado no ferry para Tróia?';
const oneWay = 'Posso levantar o carro em Setúbal e devolvê-lo no Porto ou em Faro?';
const spain = 'Posso ir a Espanha com o carro alugado?';
const fuel = 'Qual é a política de combustível?';
const pets = 'Posso levar o meu animal de estimação no carro?';
const vans = 'Alugam carrinhas para mudanças?';
const electric = 'Têm carros elétricos e como funciona o carregamento?';
const cancellation = 'Posso alterar ou cancelar a minha reserva?';
const fines = 'O que acontece se eu tiver uma multa com o carro alugado?';
const august = 'Com quanta antecedência devo reservar para agosto?';
const delivery = 'Entregam o carro em casa ou no hotel?';
const airport = 'How does the meet and greet at Lisbon airport work?';
const lateFlights = 'My flight lands late at night or is delayed: will someone still be there?';
const foreignLicence = 'Can I rent a car with a foreign driving licence?';
const monthly = 'Do you rent cars by the month for expats and digital nomads?';
const englishStaff = 'Do you speak English, and is the rental agreement available in English?';
const priceList = 'Tabela de preços e serviços 2026 – Sado Rent-a-Car';
const terms = 'Condições gerais de aluguer – Sado Rent-a-Car (2026)';
const quoteRequest = 'Pedido de orçamento para um aluguer';
const accident = 'Acidente, avaria ou furo durante o aluguer';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const setubalCarRentalSet: EvaluationSet = {
  name: 'Setúbal car rental (Sado Rent-a-Car)',
  heldOut: false,
  agentName: 'Marta',
  briefing: {
    companyName: 'Sado Rent-a-Car',
    industry: 'automotive',
    description:
      'A Sado Rent-a-Car é uma empresa familiar de aluguer de automóveis, fundada em 2011 em Setúbal pelos irmãos Nuno e Carla Sarmento. Temos cerca de 140 carros com menos de 3 anos, do citadino ao 9 lugares, e três furgões para mudanças. A nossa loja fica na Avenida Luísa Todi, 586, em Setúbal, a 200 metros do terminal do ferry para Tróia, e no Aeroporto de Lisboa entregamos e recebemos os carros em meet and greet, sem balcão nem filas. Somos 16 pessoas e falamos português, inglês, francês e espanhol. Conhecemos bem a península de Setúbal, a Arrábida, Tróia e a Comporta, mas os nossos carros vão a todo o país e a Espanha.',
    targetAudience:
      'Famílias da península de Setúbal e de Lisboa que precisam de um carro maior para as férias; emigrantes em França, na Suíça, no Luxemburgo e na Alemanha que passam agosto em Portugal e chegam de avião a Lisboa; lisboetas que alugam um carro para um fim de semana em Tróia, na Comporta ou na Arrábida; estudantes e famílias que fazem mudanças; e, em inglês, turistas que aterram em Lisboa, nómadas digitais e estrangeiros que vivem em Setúbal, Sesimbra, Palmela ou na Comporta e alugam ao mês.',
    keyServices:
      'Aluguer de carros ao dia, à semana e ao mês: mini, económicos, compactos e carrinhas, automáticos, SUV, elétricos, descapotáveis, 7 e 9 lugares; furgões para mudanças (de 3,3 a 12 m³) ao meio dia, ao dia e ao fim de semana; levantamento na loja de Setúbal, meet and greet no Aeroporto de Lisboa e entrega em casa ou no hotel; proteção contra danos e roubo com franquia, Proteção Total sem franquia e proteção de pneus e vidros; Via Verde em todos os carros; cadeiras de criança; condutores adicionais; Pack Pet para cães e gatos; devolução no Porto ou em Faro; autorização para ir a Espanha; alugueres mensais para quem vive ou trabalha na região.',
    commonQuestions:
      'O horário da loja e do aeroporto, o preço por dia e na época alta, o que inclui o seguro e a franquia, a caução e os cartões de débito, a Via Verde e as portagens das pontes, levar o carro no ferry para Tróia, as cadeiras de criança, a idade mínima e os condutores jovens, os condutores adicionais, devolver o carro no Porto ou em Faro, ir a Espanha, o combustível, os carros elétricos e o carregamento, os animais, os furgões para mudanças, as reservas para agosto, os cancelamentos e as multas; e, em inglês, o meet and greet no aeroporto, os voos que chegam tarde, as cartas de condução estrangeiras e os alugueres mensais.',
    languages: ['Portuguese', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Respostas claras e concretas, sempre com o preço final com IVA e o valor da caução, e com as regras (franquia, combustível, portagens, idade) explicadas sem letras pequenas. Somos cordiais e não tratamos os clientes por tu, mesmo quando escrevem em abreviado; respondemos em inglês a quem escreve em inglês, e em francês a quem precisar. Nunca confirmamos uma reserva nem um modelo exato sem verificar a disponibilidade. Terminamos com um passo concreto: um orçamento, o link de reserva ou o WhatsApp 913 482 760.',
    personality:
      'Como alguém de Setúbal que conhece a região de cor: simpático, prático, com dicas locais (as filas do ferry em agosto, as portagens das pontes, o trânsito para as praias no verão), honesto sobre os custos extra e paciente com quem aluga um carro pela primeira vez.',
    responseTemplates: [
      {
        scenario: quoteRequest,
        response:
          'Obrigado pelo seu contacto! Para lhe enviarmos um orçamento fechado, diga-nos: as datas e as horas de levantamento e de devolução; onde quer levantar e devolver o carro (loja de Setúbal, Aeroporto de Lisboa com o número do voo, entrega em casa ou no hotel, Porto ou Faro); o tipo de carro, quantas pessoas e quantas malas; a idade do condutor principal e dos outros condutores; se precisa de cadeiras de criança (com a idade e o peso das crianças), do Pack Pet ou de autorização para ir a Espanha; e se quer a Proteção Total sem franquia. Respondemos por e-mail ou WhatsApp em poucas horas, com o preço final com IVA e o valor da caução. A reserva fica confirmada com o pagamento de um sinal de 20 %.',
      },
      {
        scenario: accident,
        response:
          'Lamentamos muito! Primeiro a segurança: se houver feridos, ligue 112; num acidente sem feridos, tire o carro da estrada se puder, vista o colete refletor e coloque o triângulo. Depois ligue para a nossa assistência em viagem 24 horas, 800 208 415 (do estrangeiro, +351 265 520 419), que envia o reboque ou a ajuda e, se o carro não puder seguir, organiza um carro de substituição. Num acidente com outro carro, preencha com o outro condutor a Declaração Amigável que está no porta-luvas e tire fotografias dos dois carros e da matrícula; se o outro condutor se recusar, chame a PSP ou a GNR. Num furo, use a roda suplente ou o kit antifuros que está na bagageira; o pneu é pago por si, salvo se tiver a Proteção Pneus, Vidros e Jantes. Envie-nos as fotografias e a declaração por WhatsApp para o 913 482 760 nas 24 horas seguintes, e não mande reparar o carro por sua conta: somos nós que tratamos disso.',
      },
    ],
  },
  qa: [
    portuguese(
      location,
      'A nossa loja fica na Avenida Luísa Todi, 586, 2900-459 Setúbal, a 200 metros do terminal do ferry para Tróia (Doca do Comércio), com 12 lugares de estacionamento para clientes à porta. De outubro a maio, está aberta de segunda a sexta das 8h30 às 19h00 e ao sábado das 9h00 às 13h00; ao domingo e nos feriados está fechada. De junho a setembro, abrimos todos os dias, domingos e feriados incluídos, das 8h00 às 20h00. Fora do horário pode sempre devolver o carro: estacione num dos nossos lugares e deixe a chave na caixa de chaves segura ao lado da porta; verificamos o carro na manhã seguinte. No Aeroporto de Lisboa não temos balcão: fazemos meet and greet no Terminal 1, todos os dias das 7h00 às 23h00, sempre com reserva. Telefone 265 520 418, telemóvel e WhatsApp 913 482 760, e-mail reservas@sadorent.example.',
    ),
    portuguese(
      fleet,
      'Temos cerca de 140 carros, todos com menos de 3 anos, em nove categorias: A Mini (Fiat Panda, Hyundai i10), B Económico (Renault Clio, Peugeot 208, Seat Ibiza), C Compacto e carrinha (Seat Leon Sportstourer, Peugeot 308 SW), D Automático (Toyota Yaris Hybrid, Renault Clio E-Tech), E SUV automático (Peugeot 2008, Nissan Qashqai), F Elétrico (Peugeot e-208, MG4), G Descapotável (Mini Cooper Cabrio, Fiat 500C, ambos de 4 lugares e com espaço para duas malas pequenas), H 7 lugares (Dacia Jogger, Volkswagen Touran automático) e I 9 lugares (Renault Trafic Passenger, Ford Transit Custom Kombi e Mercedes Vito Tourer automático). Para mudanças temos ainda três furgões: Citroën Berlingo, Renault Trafic e Renault Master. Todos os carros têm ar condicionado, Bluetooth e Apple CarPlay ou Android Auto. Reservamos uma categoria e não um modelo: garantimos o número de lugares, a caixa (manual ou automática) e o tipo de motor, mas o modelo exato depende da frota do dia. Os descapotáveis e os 9 lugares são os primeiros a esgotar no verão.',
    ),
    portuguese(
      prices,
      'O preço depende da categoria e da época. Por dia, em 2026, um Mini (categoria A) custa 22 € na época baixa (janeiro a março e novembro até 19 de dezembro), 34 € na época média (abril a junho, setembro, outubro e o Natal) e 52 € em julho e agosto; um Económico (B) custa 26 €, 39 € ou 62 €, e um SUV automático (E) 42 €, 62 € ou 95 €. De 7 a 27 dias, o sétimo dia é oferecido, e a partir de 28 dias há preços ao mês. O preço inclui o IVA a 23 %, quilómetros ilimitados (os furgões têm 200 km por dia), o seguro obrigatório de responsabilidade civil, a proteção contra danos (CDW) e contra roubo com franquia, a assistência em viagem 24 horas e o levantamento e a devolução na loja de Setúbal. Paga-se sempre à parte a taxa da Via Verde (1,95 € por dia, no máximo 19,50 € por aluguer) e as portagens que fizer; e, só se os escolher, a Proteção Total sem franquia, as cadeiras de criança, os condutores adicionais, a taxa de aeroporto (25 €) e as entregas fora da loja. Todos os preços estão na nossa tabela de preços 2026, e enviamos um orçamento fechado por e-mail ou WhatsApp em poucas horas.',
    ),
    portuguese(
      insurance,
      'Todos os alugueres incluem o seguro obrigatório de responsabilidade civil (danos a terceiros, até 50 milhões de euros), a proteção contra danos no carro (CDW) e a proteção contra roubo (TP), mas com uma franquia: é o máximo que paga se o carro for danificado ou roubado. A franquia é de 1 200 € nas categorias A e B, 1 500 € nas C e D e nos furgões, 1 800 € nas E, F e H e 2 500 € nas G e I. Com a Proteção Total (SCDW), a franquia passa a zero e a caução baixa para 300 € ou 500 €; custa por dia 15 € (A e B), 18 € (C, D e furgões), 22 € (E, F e H) ou 28 € (G e I), e só se pagam no máximo 14 dias por aluguer. Pneus, vidros (para-brisas, janelas, espelhos e faróis) e jantes não estão cobertos, nem pela Proteção Total: para isso há a Proteção Pneus, Vidros e Jantes, a 5 € por dia (máximo 50 €). Nenhuma proteção cobre os danos causados por álcool ou drogas, por um condutor que não esteja no contrato, por conduzir na areia, na praia ou em caminhos de terra, por combustível errado ou no interior do carro. Se tiver um seguro do cartão de crédito ou de uma empresa externa, pode usá-lo, mas a caução fica no valor da franquia: cobramos-lhe os danos e é depois essa seguradora que lhe devolve o dinheiro.',
    ),
    portuguese(
      deposit,
      'A caução é cativada (uma pré-autorização, não um pagamento) num cartão de crédito em nome do condutor principal, no levantamento do carro. Sem a Proteção Total, o valor é o da franquia: de 1 200 € a 2 500 €, conforme a categoria. Com a Proteção Total, baixa para 300 € nas categorias A a D e para 500 € nas categorias E a I e nos furgões. Aceitamos cartões de débito físicos (incluindo Revolut, Wise ou N26) só com a Proteção Total: nesse caso, os 500 € da caução são cobrados e devolvidos no mesmo cartão até 10 dias úteis depois da devolução do carro. Não aceitamos cartões pré-pagos, virtuais ou no telemóvel, nem caução em dinheiro ou por MB Way. Libertamos a cativação do cartão de crédito assim que verificamos o carro, mas o seu banco pode demorar 7 a 10 dias úteis a mostrá-la.',
    ),
    portuguese(
      payment,
      'Ao reservar, paga um sinal de 20 % por cartão, MB Way ou referência Multibanco; o restante paga-se no levantamento. Aceitamos cartões Visa e Mastercard, de crédito ou de débito, MB Way e transferência bancária feita até 5 dias antes do levantamento. American Express e Diners não são aceites. Na loja de Setúbal também aceitamos dinheiro para o preço do aluguer, até 1 000 €, mas nunca para a caução. Nos alugueres mensais, cada mês é pago adiantado com cartão. Passamos fatura com o NIF de um particular ou de uma empresa: dê-nos o número ao reservar, porque depois de emitida a fatura não podemos mudar o NIF.',
    ),
    portuguese(
      documents,
      'O condutor principal e cada condutor adicional apresentam a carta de condução válida, obtida há pelo menos 2 anos, e o Cartão de Cidadão (ou, para estrangeiros, o passaporte, o cartão de identidade europeu ou o título de residência). A carta digital da app id.gov.pt é aceite para cartas portuguesas; fotocópias, fotografias da carta e guias de substituição não são aceites. Se a carta não for de um país da União Europeia e não estiver escrita em alfabeto latino, é precisa também a Licença Internacional de Condução. O condutor principal traz ainda um cartão em seu nome para a caução. Para a fatura com NIF, traga o número. No contrato pedimos também a morada e um número de telemóvel.',
    ),
    portuguese(
      ageRules,
      'A idade mínima é de 21 anos, com carta há pelo menos 2 anos. Entre os 21 e os 24 anos paga-se a taxa de condutor jovem de 12 € por dia, no máximo 120 € por aluguer, e nestas idades só alugamos as categorias A a F. Os furgões pedem pelo menos 23 anos, e os descapotáveis e os 9 lugares pelo menos 25. Não há idade máxima: a partir dos 75 anos cobramos a taxa de condutor sénior de 8 € por dia (no máximo 80 €) e pedimos apenas a carta dentro da validade. Estas taxas aplicam-se também a cada condutor adicional com essas idades.',
    ),
    portuguese(
      additionalDriver,
      'Sim. Cada condutor adicional custa 6 € por dia, no máximo 60 € por aluguer, e tem de estar presente no levantamento com a carta (há pelo menos 2 anos) e o documento de identificação; se só chegar mais tarde, acrescentamo-lo na loja de Setúbal. O cônjuge ou a pessoa que vive em união de facto com o condutor principal, com a mesma morada, é grátis, e nos alugueres mensais todos os condutores adicionais são grátis. Se o condutor adicional tiver menos de 25 anos, ou 75 ou mais, paga também a taxa de condutor jovem ou sénior. Só quem está no contrato pode conduzir: se um amigo conduzir sem estar inscrito e tiver um acidente, nenhuma proteção cobre os danos.',
    ),
    portuguese(
      childSeats,
      'Sim, todas homologadas (i-Size ou ECE R44/04), limpas e verificadas depois de cada aluguer: ovo para bebé (até 13 kg, mais ou menos até aos 15 meses), cadeira de grupo 1 (de 9 a 18 kg, mais ou menos de 1 a 4 anos) e banco elevatório com encosto (de 15 a 36 kg, mais ou menos dos 4 aos 12 anos). O ovo e a cadeira custam 7 € por dia (no máximo 49 € por aluguer) e o elevatório 5 € por dia (no máximo 35 €). Peça-as ao reservar, sobretudo para julho e agosto, e diga-nos a idade e o peso de cada criança. Entregamos a cadeira e mostramos como se monta, mas é o pai ou a mãe que a instala e confirma que fica bem presa. Em Portugal, as crianças com menos de 12 anos e menos de 135 cm viajam numa cadeira adequada, e com um ovo virado para trás no banco da frente o airbag do passageiro tem de estar desligado. Pode trazer a sua própria cadeira, sem custo.',
    ),
    portuguese(
      tolls,
      'Todos os nossos carros têm o identificador Via Verde ativo: passa nas portagens pela via verde, sem parar, e também nos troços com pórticos de portagem eletrónica, onde não há cabine nem se pode pagar de outra forma. A taxa de serviço é de 1,95 € por dia, no máximo 19,50 € por aluguer, e as portagens são cobradas ao preço real no cartão do aluguer, até 30 dias depois da devolução, com a lista das passagens. Nas pontes para Lisboa só se paga no sentido sul-norte, ao entrar em Lisboa: em 2026, cerca de 2,20 € na Ponte 25 de Abril e 3,30 € na Ponte Vasco da Gama para um carro (classe 1); os 9 lugares e os furgões altos pagam classe 2, mais do dobro. O regresso para a margem sul não paga. Alguns exemplos de portagens a partir de Setúbal: Lisboa pela A2 e pela Ponte 25 de Abril, cerca de 4 €; Porto, cerca de 27 €; Faro, cerca de 21 €. Em Espanha o identificador não funciona: as portagens espanholas pagam-se na cabine, com cartão.',
    ),
    portuguese(
      ferry,
      'Sim. Pode levar qualquer carro nosso no ferry da Atlantic Ferries entre Setúbal e Tróia, que sai do terminal a 200 metros da nossa loja: o seguro e as proteções continuam válidos a bordo e não cobramos nada por isso. O bilhete paga-se à parte, no terminal, e o preço é da Atlantic Ferries, não nosso: conte com cerca de 16 € por sentido para um carro ligeiro com o condutor, mais cerca de 4,50 € por cada passageiro; os 9 lugares e os furgões pagam a tarifa de viatura maior. Em agosto e aos fins de semana de verão há filas de uma a duas horas, sobretudo ao fim da tarde no regresso de Tróia: chegue cedo, ou faça o caminho por estrada, por Alcácer do Sal, com cerca de 95 km e 1h10. Em Tróia e na Comporta não pode conduzir na areia nem nos caminhos de terra para as praias: os danos e o reboque nesses casos não são cobertos por nenhuma proteção. Os horários dos barcos estão no site da Atlantic Ferries.',
    ),
    portuguese(
      oneWay,
      'Sim, para o Porto (cidade ou aeroporto Francisco Sá Carneiro) e para Faro (aeroporto), nas categorias A a F e H, com um aluguer mínimo de 3 dias. A taxa de devolução noutra cidade é de 140 € no Porto e de 120 € em Faro; em Lisboa (cidade ou aeroporto) não há essa taxa, só a taxa de aeroporto de 25 € ou a entrega em Lisboa, de 35 €. No Porto e em Faro não temos loja: um colega nosso encontra-se consigo no local e à hora combinados, entre as 9h00 e as 20h00, para receber o carro. Também pode fazer o contrário, levantar no Porto ou em Faro e devolver em Setúbal, com a mesma taxa, se o pedir com 7 dias de antecedência. Os descapotáveis, os 9 lugares e os furgões têm de ser devolvidos em Setúbal ou em Lisboa.',
    ),
    portuguese(
      spain,
      'Sim, com autorização pedida na reserva ou no levantamento e a taxa de saída para Espanha de 45 € por aluguer, que inclui a carta verde e a assistência em viagem em Espanha. Só Espanha continental: Andorra, França, Gibraltar, as Baleares, as Canárias e Marrocos não estão autorizados, nem os barcos para lá. Os furgões não podem sair de Portugal, e o carro tem de voltar a Portugal para ser devolvido. Em Espanha a Via Verde não funciona: pague as portagens na cabine, com cartão. O colete refletor e a luz de emergência V16 que a lei espanhola exige já vão no carro. Se sair para Espanha sem autorização, os danos, o roubo e a assistência lá não estão cobertos e cobramos uma penalização de 250 €.',
    ),
    portuguese(
      fuel,
      'A nossa política é cheio-cheio: recebe o carro com o depósito cheio e devolve-o cheio. Se o devolver com menos, cobramos o combustível em falta a 2,20 € por litro de gasolina ou 2,00 € por litro de gasóleo, mais uma taxa de reabastecimento de 25 €. Guarde o talão do último abastecimento: se o ponteiro não estiver bem no máximo mas abasteceu a menos de 15 km da loja ou do aeroporto, aceitamos o talão. Há bombas de gasolina a menos de 2 km da loja de Setúbal e da zona de devolução do aeroporto. Não vendemos depósitos pré-pagos. Os carros elétricos têm regras próprias, com a percentagem de carga em vez do depósito cheio.',
    ),
    portuguese(
      pets,
      'Sim, aceitamos cães e gatos em todas as categorias exceto nos descapotáveis, com o Pack Pet: 30 € por aluguer, com uma capa para o banco de trás ou para a bagageira e a limpeza no fim. O animal viaja numa transportadora, preso com um arnês ao cinto de segurança, ou na bagageira com grade, nunca solto nem no banco da frente. Se levar um animal sem o Pack Pet e o carro voltar com pelos, cobramos a limpeza especial de 90 €; arranhões e estragos no interior não estão cobertos por nenhuma proteção. Os cães de assistência viajam sempre grátis.',
    ),
    portuguese(
      vans,
      'Sim: alugamos três furgões que se conduzem com a carta de ligeiros (categoria B): Citroën Berlingo (3,3 m³, para um quarto ou umas dezenas de caixas), Renault Trafic (6 m³, para um T1) e Renault Master (12 m³, para um T2 ou T3). O preço é o mesmo todo o ano: por dia, 49 €, 62 € e 79 €; meio dia (4 horas, de segunda a sábado), 35 €, 45 € e 59 €; fim de semana (de sexta às 17h00 a segunda às 9h00), 119 €, 149 € e 189 €. Incluem 200 km por dia (100 km no meio dia, 400 km no fim de semana), e cada quilómetro a mais custa 0,25 €. Alugamos também um carrinho de transporte (10 €) e mantas de proteção (5 € o conjunto de 10), e as cintas de amarração vão no furgão. O condutor tem de ter pelo menos 23 anos e carta há 2 anos; a caução é de 500 € com a Proteção Total e de 1 500 € sem ela. Os furgões levantam-se e devolvem-se só na loja de Setúbal e não podem sair de Portugal.',
    ),
    portuguese(
      electric,
      'Sim: Peugeot e-208 (cerca de 400 km de autonomia WLTP; no verão, com ar condicionado e autoestrada, conte com 300 km) e MG4 (cerca de 435 km), na categoria F, a partir de 45 € por dia. Entregamos o carro com pelo menos 80 % de bateria e pedimos que o devolva com pelo menos 70 %; abaixo disso cobramos 0,45 € por cada kWh em falta, mais 15 € de serviço, e abaixo de 10 % uma taxa única de 60 €. Cada carro leva um cabo tipo 2 e um cartão de carregamento Mobi.E, que funciona em quase todos os postos públicos de Portugal: os carregamentos são cobrados ao preço de custo no cartão do aluguer depois da devolução, sem taxa nossa, e também pode usar a sua própria app ou cartão. Em Setúbal há postos rápidos no parque do Mercado do Livramento e no Alegro Setúbal, e em Tróia e na Comporta há postos junto aos parques principais. Não carregue em tomadas domésticas com extensões. Em Espanha o cartão Mobi.E não funciona: use uma app espanhola.',
    ),
    portuguese(
      cancellation,
      'Sim. Pode alterar as datas, as horas, o local ou a categoria sem custos, desde que haja disponibilidade; se o novo preço for mais alto, paga a diferença. O cancelamento é grátis até 48 horas antes do levantamento, e devolvemos o sinal de 20 % em até 10 dias; com menos de 48 horas, ficamos com o sinal. Para levantamentos entre 1 de julho e 31 de agosto, o cancelamento grátis vai até 7 dias antes. Se não aparecer nem nos avisar, guardamos o carro até ao fecho da loja (ou até às 23h00 no aeroporto) e depois a reserva é cancelada e o sinal não é devolvido. Se o seu voo for cancelado, com comprovativo, devolvemos sempre o sinal por inteiro. Para alterar ou cancelar, use o link do e-mail de confirmação, escreva para reservas@sadorent.example ou mande um WhatsApp.',
    ),
    portuguese(
      fines,
      'As multas de trânsito e de estacionamento são da responsabilidade de quem conduz. Quando uma autoridade (ANSR, PSP, GNR, uma câmara municipal ou a EMEL em Lisboa) nos envia uma notificação, identificamos o condutor com os dados do contrato e a multa passa a ser enviada para a sua morada, mesmo no estrangeiro. Cobramos uma taxa administrativa de 35 € por notificação, no cartão do aluguer. Se o carro for bloqueado ou rebocado, paga o desbloqueio, o reboque e o parque, e ainda um dia de aluguer por cada dia em que o carro fique retido. As portagens não são multas: com a Via Verde, são todas cobradas ao preço normal. Se tiver um problema na rua, como um bloqueio, ligue-nos logo: muitas vezes ajudamos a resolver mais depressa.',
    ),
    portuguese(
      august,
      'Quanto mais cedo, melhor: em julho e agosto a procura é muito maior do que a frota, com os emigrantes que vêm passar o mês e as famílias que vão para Tróia e para a Comporta. Os 9 lugares, os 7 lugares, os automáticos e os descapotáveis costumam esgotar em abril ou maio; os carros pequenos manuais às vezes aguentam até junho. Em julho e agosto o aluguer mínimo é de 3 dias e os preços são os da época alta (por exemplo, 62 € por dia por um Económico e 165 € por um 9 lugares). Reservar cedo não tem risco: para levantamentos no verão, o cancelamento é grátis até 7 dias antes. Quem aluga connosco todos os anos tem 5 % de desconto: basta indicar o número do contrato do ano anterior ao reservar.',
    ),
    portuguese(
      delivery,
      'Sim, entregamos e recolhemos o carro onde estiver, das 8h00 às 20h00. Preço por sentido (entrega ou recolha): na cidade de Setúbal é grátis para alugueres de 3 dias ou mais (15 € para menos); em Palmela, Azeitão e Sesimbra, 15 €; em Almada, Seixal, Barreiro, Montijo e Costa da Caparica, 25 €; em Lisboa (cidade), em Tróia e na Comporta, 35 €. O contrato é assinado na entrega, por isso o condutor principal tem de estar presente com a carta, o documento de identificação e o cartão da caução. Diga-nos a morada exata ou o nome do hotel e a hora, com 30 minutos de margem, e peça com pelo menos 24 horas de antecedência.',
    ),
    english(
      airport,
      'We have no desk inside Lisbon airport: we do meet and greet, so there is no queue. Give us your flight number when you book. One of our team waits for you in Terminal 1 Arrivals, at the Meeting Point opposite the exit, holding a sign with your name, and walks with you to our cars in car park P2, about 5 minutes away, where you sign the agreement and check the car together. If you land at Terminal 2 (some low-cost flights), take the free shuttle bus to Terminal 1 and send us a WhatsApp when you board it. The airport fee is 25 € per rental and covers both pickup and return at the airport; meet and greet runs every day from 7:00 to 23:00. To return the car, send us a WhatsApp 30 minutes before you arrive, meet us at car park P2 and allow 15 minutes before your check-in. Setúbal is about 45 km and 40 minutes from the airport, over the Vasco da Gama or the 25 de Abril bridge, with no toll going south.',
    ),
    english(
      lateFlights,
      'Yes. We follow your flight number, so if your flight is delayed we wait for you at no extra cost until 23:00, and after that until 1:00 with the out-of-hours fee of 35 €; the same fee applies if your flight is due to land between 23:00 and 1:00, and then please book the late pickup in advance. If your flight lands after 1:00, or is delayed past 1:00, we cannot hand over a car at the airport that night: take a taxi or an Uber to your hotel and we bring the car to your hotel in Lisbon or on the Setúbal peninsula the next morning with no delivery charge, or you collect it at the airport from 7:00. Returns before 7:00 or after 23:00 also cost 35 €. Message us on WhatsApp (+351 913 482 760) as soon as you know about a delay or a missed connection. As long as you gave us your flight number, your booking is never cancelled because of a delay.',
    ),
    english(
      foreignLicence,
      'Yes. Licences from EU and EEA countries are valid as they are. Licences from other countries (for example the UK, the US, Canada, Brazil or Australia) are accepted for tourists and during your first 185 days of residence in Portugal, as long as they are printed in the Latin alphabet; if they are not (for example Chinese, Arabic, Cyrillic or Japanese), you also need an International Driving Permit, together with the original licence. In all cases you must have held the licence for at least 2 years, and we need your passport or EU identity card and a card in your name for the deposit. Digital licences on a phone are only accepted for Portuguese licences. If you settle in Portugal, a licence from outside the EU has to be exchanged for a Portuguese one at the IMT; the rules depend on the country that issued it.',
    ),
    english(
      monthly,
      'Yes, and many of our monthly customers are digital nomads and expats living in Setúbal, Sesimbra, Palmela or Comporta. A monthly rental runs from 28 days up to 11 months, paid month by month in advance by card. Prices per month from November to March: category A 490 €, B 560 €, C 690 €, D (automatic) 740 €, E (SUV) 890 €, F (electric) 850 €, H (7 seats) 1,150 €; from April to June and in September and October: 620 €, 690 €, 850 €, 920 €, 1,090 €, 990 € and 1,390 €. July and August are charged at the daily rates, and convertibles and 9-seaters are not rented by the month. The price includes 2,500 km a month (0.10 € per extra km), damage and theft cover with an excess, servicing, tyres, 24/7 assistance and any additional driver for free; the Via Verde fee is capped at 19.50 € a month, and Full Protection costs 240 € a month (A to D) or 300 € (E, F, H). The deposit is 500 € (A to D) or 800 € (E, F, H) on a credit card. Every 10,000 km, or whenever something is wrong, we swap the car at our Setúbal office.',
    ),
    english(
      englishStaff,
      'Yes. Everyone at our Lisbon airport meet and greet and most of our Setúbal team speak English, and Sofia and Jean-Marc also speak French and Spanish, which helps the many emigrant families from France and Switzerland who rent with us in August. The rental agreement and our general rental conditions are bilingual, Portuguese and English, and if you write to us in English we send the booking confirmation and the invoice in English too. You can reach us in English on WhatsApp at +351 913 482 760 or at reservas@sadorent.example, and we reply within a few hours. Our 24-hour roadside assistance line also has English-speaking operators.',
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'Portuguese',
      text: `TABELA DE PREÇOS E SERVIÇOS 2026 – SADO RENT-A-CAR, LDA.
Loja: Avenida Luísa Todi, 586, 2900-459 Setúbal (junto ao terminal do ferry para Tróia) – Aeroporto de Lisboa: meet and greet no Terminal 1 – Tel. 265 520 418 – WhatsApp 913 482 760 – reservas@sadorent.example – NIPC 514 882 307 – Alvará IMT n.º 412/2011
Preços em euros, IVA a 23 % incluído, válidos de 1 de janeiro a 31 de dezembro de 2026, salvo erro.

Épocas
Baixa: 7 de janeiro a 31 de março e 1 de novembro a 19 de dezembro.
Média: 1 de abril a 30 de junho (Páscoa incluída), 1 de setembro a 31 de outubro e 20 de dezembro a 6 de janeiro.
Alta: 1 de julho a 31 de agosto.

1. Carros – preço por dia (época baixa / média / alta)
A Mini – Fiat Panda, Hyundai i10 (4 lugares, manual): 22 / 34 / 52
B Económico – Renault Clio, Peugeot 208, Seat Ibiza (5 lugares, manual): 26 / 39 / 62
C Compacto e carrinha – Seat Leon Sportstourer, Peugeot 308 SW (manual): 32 / 48 / 74
D Automático – Toyota Yaris Hybrid, Renault Clio E-Tech: 35 / 52 / 79
E SUV automático – Peugeot 2008, Nissan Qashqai: 42 / 62 / 95
F Elétrico – Peugeot e-208, MG4: 45 / 62 / 89
G Descapotável – Mini Cooper Cabrio, Fiat 500C (4 lugares): 55 / 85 / 129
H 7 lugares – Dacia Jogger (manual), Volkswagen Touran (automático): 58 / 85 / 125
I 9 lugares – Renault Trafic Passenger, Ford Transit Custom Kombi (manual), Mercedes Vito Tourer (automático, + 15 € por dia): 79 / 115 / 165
Aluguer mínimo: 1 dia (24 horas); 3 dias de 1 de julho a 31 de agosto.
De 7 a 27 dias: o 7.º dia é oferecido (paga 6 dias em cada 7).
Quilómetros ilimitados em todos os carros (furgões: ver ponto 3).
Clientes que voltam: 5 % de desconto com o número do contrato anterior (não acumulável com outras campanhas nem com os alugueres mensais).

2. Alugueres mensais (de 28 dias a 11 meses) – preço por mês (novembro a março / abril a junho, setembro e outubro)
A 490 / 620 – B 560 / 690 – C 690 / 850 – D 740 / 920 – E 890 / 1 090 – F 850 / 990 – H 1 150 / 1 390
Julho e agosto: tabela diária. Categorias G e I: não disponíveis ao mês.
Incluído: 2 500 km por mês (0,10 € por km extra), manutenção, pneus, assistência 24 horas, condutores adicionais. Via Verde: 1,95 € por dia, no máximo 19,50 € por mês. Proteção Total mensal: 240 € (A a D), 300 € (E, F, H). Caução: 500 € (A a D), 800 € (E, F, H).

3. Furgões para mudanças (Citroën Berlingo 3,3 m³ / Renault Trafic 6 m³ / Renault Master 12 m³) – o mesmo preço todo o ano
Meio dia (4 horas, de segunda a sábado, 100 km): 35 / 45 / 59
Dia (200 km): 49 / 62 / 79
Fim de semana (sexta 17h00 a segunda 9h00, 400 km): 119 / 149 / 189
Semana (7 dias, 1 000 km): 290 / 360 / 450
Quilómetro extra: 0,25. Carrinho de transporte: 10. Mantas de proteção (conjunto de 10): 5. Cintas de amarração: incluídas.
Levantamento e devolução só na loja de Setúbal. Condutor com 23 anos ou mais. Caução: 500 com Proteção Total, 1 500 sem.

4. Proteções e caução
Incluído em todos os alugueres: seguro de responsabilidade civil até 50 000 000 €; proteção contra danos (CDW) e contra roubo (TP) com franquia: A e B 1 200; C, D e furgões 1 500; E, F e H 1 800; G e I 2 500.
Proteção Total (SCDW, franquia 0 €), por dia, no máximo 14 dias cobrados por aluguer: A e B 15; C, D e furgões 18; E, F e H 22; G e I 28.
Proteção Pneus, Vidros e Jantes: 5 por dia, máximo 50 por aluguer.
Seguro de Ocupantes (acidentes pessoais, até 25 000 € por pessoa): 4 por dia, máximo 40.
Caução em cartão de crédito: sem Proteção Total, o valor da franquia; com Proteção Total, 300 (A a D) ou 500 (E a I e furgões). Cartão de débito: só com Proteção Total, 500 cobrados e devolvidos até 10 dias úteis depois da devolução.

5. Condutores
Condutor adicional: 6 por dia, máximo 60 por aluguer; cônjuge ou unido de facto do condutor principal: grátis.
Condutor jovem (21 a 24 anos): 12 por dia, máximo 120. Condutor sénior (75 anos ou mais): 8 por dia, máximo 80.

6. Extras
Ovo para bebé (até 13 kg) ou cadeira de grupo 1 (9 a 18 kg): 7 por dia, máximo 49. Banco elevatório com encosto (15 a 36 kg): 5 por dia, máximo 35.
Pack Pet (capa para bancos ou bagageira e limpeza final): 30 por aluguer.
Barras de tejadilho com suporte para 2 pranchas de surf ou bodyboard (categorias B, C, E e H): 8 por dia, máximo 60.
Porta-bicicletas traseiro para 2 bicicletas (categorias C, E e H): 10 por dia, máximo 70.
Router Wi-Fi 4G com dados ilimitados em Portugal: 6 por dia, máximo 60.
Geleira elétrica de 25 litros (ligação de 12 V): 3 por dia, máximo 30.
Via Verde: 1,95 por dia, máximo 19,50 por aluguer; portagens ao preço real.
Autorização de saída para Espanha continental (carta verde e assistência em Espanha): 45 por aluguer.

7. Aeroporto, entregas e devoluções noutra cidade
Taxa de aeroporto (meet and greet, levantamento e devolução no Aeroporto de Lisboa): 25 por aluguer.
Serviço fora de horas (aeroporto das 23h00 à 1h00 ou antes das 7h00; loja de Setúbal fora do horário, com marcação): 35.
Devolução na caixa de chaves da loja de Setúbal, a qualquer hora: grátis.
Entrega ou recolha, por sentido: cidade de Setúbal, grátis a partir de 3 dias (15 abaixo de 3 dias); Palmela, Azeitão e Sesimbra 15; Almada, Seixal, Barreiro, Montijo e Costa da Caparica 25; Lisboa (cidade) 35; Tróia e Comporta 35.
Devolução noutra cidade (categorias A a F e H, mínimo 3 dias): Porto 140; Faro 120; Lisboa 0.

8. Combustível, carga e limpeza
Combustível em falta: gasolina 2,20 por litro; gasóleo 2,00 por litro; mais 25 de serviço.
Elétricos devolvidos com menos de 70 % de carga: 0,45 por kWh em falta, mais 15; com menos de 10 %: 60.
Limpeza especial (lama, areia em excesso, manchas nos bancos): 60. Pelos de animal sem Pack Pet: 90. Fumar dentro do carro: 150.

9. Outras taxas
Taxa administrativa por multa ou notificação de autoridade: 35.
Perda, roubo ou dano da chave: 290 (categorias A a F e furgões) ou 390 (G a I), mais o envio da chave suplente: 60 até 50 km da loja de Setúbal; mais longe, ao preço do reboque.
Assistência causada pelo cliente (combustível errado, bateria descarregada por luzes deixadas acesas, chave fechada dentro do carro): 120 por deslocação, mais as reparações.
Saída para Espanha sem autorização: 250.
Devolução tardia: tolerância de 59 minutos; depois, um dia extra ao preço diário do contrato, mais as taxas de extras desse dia.
Devolução antecipada: os dias não usados não são reembolsados.`,
    },
    {
      title: terms,
      language: 'Portuguese',
      text: `CONDIÇÕES GERAIS DE ALUGUER – Sado Rent-a-Car, Lda., Avenida Luísa Todi, 586, 2900-459 Setúbal, NIPC 514 882 307, Alvará IMT n.º 412/2011. Em vigor a partir de 1 de janeiro de 2026. O contrato de aluguer e estas condições são bilingues, em português e em inglês; em caso de dúvida, prevalece o texto português.

1. Condutores e documentos
O condutor principal e os condutores adicionais têm pelo menos 21 anos e carta de condução válida há pelo menos 2 anos; 23 anos para os furgões e 25 anos para as categorias G (descapotáveis) e I (9 lugares). Entre os 21 e os 24 anos só podem alugar as categorias A a F, com a taxa de condutor jovem; a partir dos 75 anos aplica-se a taxa de condutor sénior. Cada condutor apresenta a carta original e um documento de identificação válido (Cartão de Cidadão, cartão de identidade europeu, passaporte ou título de residência). Uma carta emitida fora da União Europeia em alfabeto não latino é acompanhada da Licença Internacional de Condução. Cartas de fora da União Europeia são aceites a turistas e nos primeiros 185 dias de residência em Portugal. Só os condutores inscritos no contrato podem conduzir o veículo.

2. Reserva, pagamento e cancelamento
A reserva fica confirmada com o pagamento de um sinal de 20 %; o restante é pago no levantamento. As alterações são gratuitas, consoante a disponibilidade, pagando o cliente a diferença de preço, se houver. O cancelamento é gratuito até 48 horas antes do levantamento (até 7 dias antes, para levantamentos entre 1 de julho e 31 de agosto) e o sinal é devolvido em até 10 dias; depois desses prazos, ou se o cliente não comparecer, o sinal não é devolvido. O sinal é sempre devolvido se o voo do cliente for cancelado, mediante comprovativo. De 1 de julho a 31 de agosto, o aluguer mínimo é de 3 dias.

3. Caução
No levantamento é cativada uma caução num cartão de crédito em nome do condutor principal, no valor da franquia da categoria, ou de 300 € ou 500 € se o cliente subscrever a Proteção Total. Cartões de débito físicos só são aceites com a Proteção Total, sendo a caução de 500 € cobrada e devolvida até 10 dias úteis depois da devolução. Não são aceites cartões pré-pagos ou virtuais, nem caução em numerário. A caução garante o pagamento de danos até à franquia, combustível ou carga em falta, portagens, taxas e extras.

4. Levantamento e devolução
O cliente verifica o veículo no levantamento com o nosso colaborador e assinala no contrato os danos que encontrar; as fotografias do levantamento e da devolução fazem parte do contrato. O aluguer conta-se por períodos de 24 horas. Há uma tolerância de 59 minutos na hora de devolução; a partir daí é cobrado um dia extra ao preço diário do contrato, com os extras desse dia. Quem quiser prolongar o aluguer pede-o antes do fim do contrato, por telefone ou WhatsApp; um carro não devolvido nem prolongado 24 horas depois da hora prevista é comunicado às autoridades como não restituído. A devolução antecipada não dá direito a reembolso. Fora do horário, o carro pode ser devolvido na caixa de chaves da loja de Setúbal; o cliente responde pelo carro até à verificação, na manhã seguinte. A devolução noutra cidade (Porto, Faro, Lisboa) só é possível se constar do contrato.

5. Combustível e carga
Os veículos a combustão são entregues com o depósito cheio e devolvidos cheios; o combustível em falta é cobrado ao preço da tabela, com a taxa de reabastecimento. Os veículos elétricos são entregues com pelo menos 80 % de carga e devolvidos com pelo menos 70 %. Os carregamentos feitos com o cartão Mobi.E do veículo são cobrados ao preço de custo. É proibido carregar o veículo com extensões elétricas ou adaptadores não fornecidos por nós. Os danos causados por combustível errado não estão cobertos por nenhuma proteção.

6. Utilização do veículo
É proibido: conduzir sob a influência de álcool ou drogas; conduzir fora de estradas asfaltadas, na areia, em praias ou em caminhos de terra, incluindo os acessos às praias de Tróia, da Comporta e da Arrábida; participar em corridas; rebocar; transportar mercadorias a título comercial (exceto nos furgões) ou mais passageiros do que os lugares do veículo; subalugar o veículo ou usá-lo em plataformas de transporte de passageiros; fumar dentro do veículo. O veículo pode ser transportado no ferry entre Setúbal e Tróia; qualquer outro transporte por barco é proibido. A saída de Portugal só é permitida para Espanha continental, com autorização no contrato e a taxa respetiva; os furgões não podem sair de Portugal.

7. Proteções e responsabilidade
O aluguer inclui o seguro obrigatório de responsabilidade civil e a proteção contra danos (CDW) e contra roubo (TP) com a franquia da tabela de preços. A Proteção Total reduz a franquia a zero. Pneus, vidros, espelhos, faróis e jantes só estão cobertos pela Proteção Pneus, Vidros e Jantes. Nenhuma proteção cobre: danos causados por condutor não inscrito no contrato ou sob a influência de álcool ou drogas; danos causados em utilizações proibidas (ponto 6); danos no interior do veículo, incluindo os causados por animais; combustível errado; perda, roubo ou dano das chaves; roubo com a chave deixada no veículo; danos ocorridos em país não autorizado. Nesses casos, o cliente paga a totalidade dos danos e a imobilização do veículo.

8. Acidentes, avarias e roubo
Em caso de acidente, o cliente preenche a Declaração Amigável ou chama a PSP ou a GNR, não reconhece culpa em nome da Sado Rent-a-Car e avisa a nossa assistência 24 horas (800 208 415) de imediato, enviando a documentação em 24 horas. Em caso de roubo, apresenta queixa na polícia e entrega-nos a chave e a cópia da queixa. As reparações são feitas por nós; o cliente não autoriza reparações sem o nosso acordo. A perda da chave é cobrada ao preço da tabela, com o envio da chave suplente.

9. Portagens, multas e estacionamento
Todos os veículos têm identificador Via Verde ativo; a taxa de serviço e as portagens são cobradas no cartão do cliente até 30 dias depois da devolução. As multas, coimas, bloqueios e reboques durante o aluguer são da responsabilidade do cliente. A Sado Rent-a-Car identifica o condutor perante a autoridade e cobra uma taxa administrativa por notificação.

10. Animais e crianças
São aceites cães e gatos, exceto nos descapotáveis, com o Pack Pet, em transportadora, com arnês preso ao cinto ou na bagageira com grade. A limpeza de pelos sem Pack Pet é cobrada ao preço da tabela. As crianças viajam nos sistemas de retenção adequados ao peso e à altura; a instalação das cadeiras fornecidas é da responsabilidade do cliente.

11. Alugueres mensais
Os alugueres de 28 dias ou mais são pagos mês a mês, adiantadamente, por cartão, e podem durar até 11 meses. Incluem 2 500 km por mês; os quilómetros a mais são cobrados no fim de cada mês. O veículo é trocado na loja de Setúbal a cada 10 000 km, para manutenção, e sempre que tenha uma avaria. O cliente avisa com 7 dias de antecedência se quiser terminar o aluguer antes do fim do mês em curso; o mês começado é pago por inteiro.

12. Dados pessoais e reclamações
Os dados do cliente servem apenas para o contrato, a faturação, a identificação do condutor perante as autoridades e, com o seu consentimento, para ofertas da Sado Rent-a-Car, nos termos do RGPD. Reclamações: reservas@sadorent.example ou o Livro de Reclamações, em papel na loja ou eletrónico. O cliente pode recorrer ao Centro de Arbitragem de Conflitos de Consumo de Lisboa ou ao CNIACC. Lei portuguesa; foro da comarca de Setúbal, sem prejuízo dos direitos do consumidor.`,
    },
  ],
  answerable: [
    // Portuguese paraphrases with everyday words the owner never used
    {
      question:
        'Quanto é que custa alugar um popó pequenino para uma semana em outubro? É só para mim e para o meu marido.',
      answeredBy: [prices, priceList],
    },
    {
      question:
        'Se eu fizer um risco no carro a estacionar, tenho de pagar do meu bolso? Quanto é que pode ser?',
      answeredBy: [insurance, priceList, terms],
    },
    {
      question: 'A cadeirinha do miúdo paga-se à parte? Ele tem 3 anos.',
      answeredBy: [childSeats, priceList, prices],
    },
    {
      question: 'Tenho de entregar o carro com o depósito atestado?',
      answeredBy: [fuel, terms, priceList],
    },
    {
      question:
        'Vou ter de atravessar a ponte todos os dias para ir trabalhar para Lisboa. Como é que se paga isso com um carro alugado?',
      answeredBy: [tolls, terms, priceList, services],
    },
    {
      question:
        'Preciso de uma carrinha de caixa fechada para levar as tralhas do quarto do meu filho de Setúbal para um T0 em Almada. Vocês alugam isso?',
      answeredBy: [vans, fleet, priceList, services],
    },
    {
      question:
        'Furou-se-me um pneu na estrada para Sesimbra, ao pé da Aldeia do Meco. O que é que faço agora? Tenho de pagar o pneu?',
      answeredBy: [accident, insurance, terms],
    },
    // Long messages in Portuguese, the question inside
    {
      question:
        'Bom dia, somos uma familia de emigrantes em Franca (Lyon) e vamos a Portugal de 1 a 25 de agosto, chegamos ao aeroporto de Lisboa de aviao. Somos 7, com a avo e dois miudos de 2 e 6 anos, e vamos ficar em casa da familia em Setubal. Precisamos de uma carrinha grande com as cadeirinhas para os miudos. Ainda ha para agosto? Quanto custa mais ou menos?',
      answeredBy: [august, fleet, childSeats, priceList, quoteRequest, services],
    },
    {
      question:
        'Ola! Sou estudante em Lisboa, tenho 20 anos e tirei a carta aos 18. Queriamos ir quatro amigos passar um fim de semana a Troia em junho. Posso ser eu a alugar o carro? Se nao der, o meu amigo tem 22 anos: paga alguma coisa a mais por ser novo?',
      answeredBy: [ageRules, documents, terms, priceList],
    },
    {
      question:
        'Boa tarde! Moro em Lisboa e antes de comprar um elétrico queria experimentar um num fim de semana na Comporta. Onde é que o carrego lá, tenho de levar cabo? E tenho de o devolver carregado a 100%?',
      answeredBy: [electric, terms, priceList],
    },
    {
      question:
        'Bom dia. Eu e o meu namorado queremos alugar um carro em Setúbal na Páscoa e ir passar três dias a Sevilha, voltando depois para cá. Podemos sair de Portugal com o carro? Há algum custo a mais ou algum papel de que precisemos?',
      answeredBy: [spain, terms, priceList, services],
    },
    {
      question:
        'Boas. Arranjei trabalho no Porto e vou para lá viver no mês que vem. Queria levar as minhas coisas num carro grande, tipo carrinha, e deixá-lo lá. Dá para levantar em Setúbal e entregar no Porto? Quanto é a taxa?',
      answeredBy: [oneWay, vans, priceList, terms, services],
    },
    // Long messages in English
    {
      question:
        "Hi! I'm a software developer from Austin and I'm moving into a flat in Sesimbra from February to the end of June to work remotely. I'd need a small car the whole time, ideally an automatic. Can you do a monthly price, and roughly how much would it be? Also, is my Texas driver's license enough?",
      answeredBy: [monthly, foreignLicence, priceList, terms, services],
    },
    {
      question:
        "Hello, we're a family of four flying into Lisbon from Manchester on 14 July, landing at 3pm, and we've booked an apartment in Tróia for ten nights. Can we pick up a car at the airport and then take it across on the ferry to Tróia? Is that allowed with a rental car?",
      answeredBy: [airport, ferry, terms],
    },
    {
      question:
        "Hi there, I'm British and live in Palmela. My mum (she's 78) is coming to stay for three weeks in May and would like to drive while she's here, sharing the car with me. Is there an upper age limit, and what would it cost to add her as a second driver on my rental?",
      answeredBy: [ageRules, additionalDriver, priceList, terms],
    },
    // Typos and chat-speak, in Portuguese and English
    {
      question:
        'bom dia vcs tao abertos sabado a tarde? queria ir buscar o carro a loja de setubal',
      answeredBy: [location],
    },
    {
      question: 'td bem? q documentos tenho d levar p levantar o carro? tenho o cc e a carta',
      answeredBy: [documents, terms],
    },
    {
      question: 'obg! e da pra pagar a caucao c cartao de debito? n tenho de credito',
      answeredBy: [deposit, terms, priceList],
    },
    {
      question: 'pq e q me cobraram 1,95 por dia de via verde?? eu n pedi isso',
      answeredBy: [tolls, prices, priceList, terms],
    },
    {
      question: 'posso meter a minha namorada a conduzir tb? qto custa? vc sabe',
      answeredBy: [additionalDriver, priceList, terms, services],
    },
    {
      question: 'da pra cancelar a reserva? surgiu um imprevisto no trabalho, era p a semana q vem',
      answeredBy: [cancellation, terms],
    },
    {
      question: 'hey do u guys speak english? need the contract in english pls',
      answeredBy: [englishStaff, description, terms],
    },
    {
      question: 'my flight lands at 00:30 is that ok?? will someone be there',
      answeredBy: [lateFlights, priceList],
    },
    // One or two words
    { question: 'Caução?', answeredBy: [deposit, terms, priceList] },
    { question: 'Cadeirinhas?', answeredBy: [childSeats, priceList, services, prices] },
    { question: 'Descapotáveis?', answeredBy: [fleet, priceList, services] },
    { question: 'Fuel policy?', answeredBy: [fuel, terms, priceList] },
    { question: 'Dogs allowed?', answeredBy: [pets, terms, priceList, services] },
    // Short follow-ups
    { question: 'e ao domingo?', answeredBy: [location] },
    { question: 'e se for só meio dia?', answeredBy: [vans, priceList] },
    {
      question: 'and if I drop it in Faro instead?',
      answeredBy: [oneWay, priceList, terms, services],
    },
    { question: 'e pra Espanha tb da?', answeredBy: [spain, terms, priceList, services] },
    // Portuguese questions, English knowledge
    {
      question:
        'Boa noite, o meu voo de Paris chega a Lisboa às 23h40 numa sexta-feira. Há alguém à minha espera com o carro ou só o posso ir buscar no dia seguinte?',
      answeredBy: [lateFlights, priceList],
    },
    {
      question: 'Tenho carta brasileira, posso alugar com ela? Estou cá há 2 meses.',
      answeredBy: [foreignLicence, documents, terms],
    },
    // English questions, Portuguese knowledge
    {
      question:
        "What's the excess on the basic insurance, and how much is the full cover per day for an SUV?",
      answeredBy: [insurance, priceList],
    },
    {
      question:
        'I got a parking ticket in Lisbon with the rental car. What happens now, will you charge me something on top?',
      answeredBy: [fines, priceList, terms],
    },
    {
      question:
        'Do you have electric cars? Where would I charge it around Setúbal, and do I have to bring it back full?',
      answeredBy: [electric, fleet, priceList, terms, services],
    },
    // Answered by a document only
    {
      question:
        'Perdi a chave do carro na praia da Figueirinha, já procurei por todo o lado. Quanto é que isso me vai custar?',
      answeredBy: [priceList, terms],
    },
    {
      question: 'Can I get a roof rack for two surfboards? We want to go to Costa da Caparica.',
      answeredBy: [priceList],
    },
    {
      question: 'If I bring the car back a couple of hours late, do you charge a whole extra day?',
      answeredBy: [terms, priceList],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Vcs tb alugam scooters ou motas? Queria uma 125 para andar por Sesimbra e pela Arrábida.',
    'Vcs fazem passeios de barco no Sado para ver os golfinhos? Ou sabem quem faça?',
    'Vendem os carros da frota quando os tiram do aluguer? Procuro um Clio usado com poucos km.',
    "I don't drive. Can someone pick me up at Lisbon airport and drive me to my hotel in Setúbal?",
    'A que horas sai o último ferry de Tróia para Setúbal em setembro?',
    "Do you rent campervans? We'd like to do the Costa Vicentina for ten days and sleep in the van.",
    'Como é que faço para ter Via Verde no meu carro? Tenho de ir a alguma loja?',
    'Do you rent e-bikes too? I want to cycle up to the Arrábida convent.',
    // Plainly outside
    'Quando é o próximo jogo do Vitória no Bonfim?',
    'Onde se come o melhor choco frito em Setúbal?',
  ],
};
