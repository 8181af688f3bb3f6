import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Barlavento Rent-a-Car, a family car-rental company in Lagos (Algarve, Portugal), founded in
 * 2011: an office on the Avenida dos Descobrimentos by the marina, a key box for returns after
 * hours, delivery and collection at Faro airport (a colleague meets customers in the arrivals
 * hall, with an out-of-hours service and a free wait when a flight is late) and at hotels and
 * villas of the western Algarve. About 140 cars in eight groups, from the economy car to 7- and
 * 9-seaters and convertibles, manual, automatic and hybrid, with unlimited kilometres; insurance
 * options (the CDW and theft protection with an excess, the SCDW that takes the excess to zero, a
 * deposit blocked on a credit card, debit cards only with the SCDW, excess cover bought
 * elsewhere); the Via Verde transponder for the electronic tolls of the A22; child seats;
 * additional, young and senior drivers; one-way rentals to Lisbon and Seville; crossing into
 * Spain; a full-to-full fuel policy; pets; roof racks for surfboards; fines. Prices are in euros
 * with Portuguese VAT at 23 %, by season. Its customers write in European Portuguese (Portuguese
 * families on holiday, emigrants in France, Switzerland and Luxembourg who come home in August,
 * students from Lisbon, Coimbra and Porto on a surf trip, older people wintering in the Algarve)
 * and in English (British, Irish, Dutch and German tourists). The owner wrote the briefing in
 * Portuguese, most Q&A pairs in Portuguese (the office and its hours, delivery at Faro airport,
 * late flights, the fleet and prices, 7- and 9-seaters, convertibles, the insurance, the deposit
 * and debit cards, Via Verde and tolls, child seats, young drivers, senior drivers, an
 * additional driver, one-way rentals to Lisbon or Seville, crossing into Spain, fuel, pets, the
 * documents, changing and cancelling, payment, delivery to a hotel, breakdowns and accidents)
 * and a few in English (a UK or other foreign licence, excess insurance bought elsewhere,
 * automatic cars, surfboards and bikes, fines), added two custom responses (a quote or booking
 * request, a customer disputing the deposit or a charge on the card after the return), and
 * pasted the 2026 price and services list and the general rental conditions, both in Portuguese.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases with
 * European Portuguese and everyday words the owner never used ("o seguro contra todos os
 * riscos", "aquela maquineta das portagens", "os porticos da Via do Infante", "pagar nos CTT",
 * "o ovo", "carta de pesados", "atestar", "um carro sem capota", "um saltinho de dois dias a
 * Sevilha"), long messages with a story around the question (emigrants from Lyon spending August
 * in Odiáxere, four students from Coimbra on a surf week in Sagres, a mother of 81 wintering in
 * Lagos, a trip to Seville in the middle of a holiday, a labrador on the Costa Vicentina, an
 * easyJet flight landing at 23h50; a family from Manchester, a Dutch couple flying home from
 * Lisbon, a German with annual excess cover, Irish surfers heading for Arrifana), chat-speak and
 * missing accents ("vcs", "q", "hj", "tb", "pq", "n", "cmg", "p", "obg", "bom dia"; "r",
 * "isnt"), one- or two-word questions ("Caução?", "Cancelar reserva?", "Deposit?",
 * "Automatic?"), short follow-ups that only make sense after an earlier question ("e ao
 * domingo?", "e se for para Sevilha e deixar lá o carro?", "e para a minha filha de 4 anos?",
 * "and for a second driver?"), English questions against Portuguese knowledge and the reverse,
 * and a few that only a document answers (a lost key, returning the car early, sand from the
 * beach, smoking in the car). The outside questions include hard negatives that share words with
 * the knowledge (scooters next to the cars, a private transfer with a driver from Faro airport,
 * buying a car of the fleet, a Via Verde transponder for one's own car, travel insurance next to
 * the car insurance, renewing an expired licence, a kennel for a dog, a van to move furniture
 * next to the 9-seaters) and plain questions about Portimonense's next home game and where to eat
 * a cataplana in Lagos.
 */

const english = qaIn('English');
const portuguese = qaIn('Portuguese');

// The sources' titles, as the answers name them.
const location = 'Onde ficam e qual é o vosso horário?';
const faroAirport = 'Entregam o carro no Aeroporto de Faro? Como funciona?';
const lateFlight = 'O meu voo chega tarde ou vem atrasado: o carro fica à minha espera?';
const fleet = 'Que carros têm e quanto custa o aluguer por dia?';
const bigCars = 'Têm carros de 7 e de 9 lugares?';
const convertible = 'Alugam descapotáveis?';
const insurance = 'Que seguros estão incluídos? O que são o CDW e o SCDW?';
const deposit = 'De quanto é a caução? Posso usar um cartão de débito?';
const viaVerde = 'Como se pagam as portagens? Os carros têm Via Verde?';
const childSeats = 'Têm cadeirinhas e assentos elevatórios para crianças?';
const youngDrivers = 'Qual é a idade mínima para alugar um carro?';
const seniorDrivers = 'Há idade máxima para alugar? Os condutores mais velhos pagam mais?';
const extraDriver = 'Posso acrescentar um segundo condutor?';
const oneWay = 'Posso levantar o carro em Lagos e devolvê-lo em Lisboa ou em Sevilha?';
const spain = 'Posso ir a Espanha com o carro alugado?';
const fuel = 'Qual é a vossa política de combustível?';
const pets = 'Posso levar o meu cão no carro?';
const documents = 'Que documentos preciso para levantar o carro?';
const cancellation = 'Posso alterar ou cancelar a reserva?';
const payment = 'Como posso pagar a reserva e o aluguer?';
const hotelDelivery = 'Entregam e recolhem o carro no hotel ou em casa?';
const breakdown = 'O que faço em caso de avaria, furo ou acidente?';
const ukLicence =
  'Can I rent with a UK or other foreign driving licence? Do I need an International Driving Permit?';
const excessCover =
  'I already have car hire excess insurance from another company. Do I need your SCDW?';
const automatic = 'Do you have automatic cars?';
const roofRack = 'Can I take surfboards or bikes? Do you have roof racks?';
const fines = 'What happens if I get a speeding or parking fine?';
const priceList = 'Tabela de preços e serviços 2026 – Barlavento Rent-a-Car';
const terms = 'Condições gerais de aluguer – Barlavento Rent-a-Car (2026)';
const quote = 'Pedido de orçamento ou de reserva de um carro';
const chargeDispute = 'Cliente que contesta a caução ou um débito no cartão depois da devolução';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const lagosCarRentalSet: EvaluationSet = {
  name: 'Lagos car rental (Barlavento Rent-a-Car)',
  heldOut: false,
  agentName: 'Inês',
  briefing: {
    companyName: 'Barlavento Rent-a-Car',
    industry: 'automotive',
    description:
      'A Barlavento Rent-a-Car é uma empresa familiar de aluguer de automóveis de Lagos, fundada em 2011 por João e Marta Rosado, os dois nascidos e criados em Lagos. Somos 14 pessoas e temos cerca de 140 carros, todos com menos de 3 anos, do económico ao 9 lugares, passando pelos automáticos, híbridos e descapotáveis. A nossa loja fica na Avenida dos Descobrimentos 34, em frente à marina de Lagos, e entregamos e recebemos carros no Aeroporto de Faro e nos hotéis, alojamentos e moradias do Barlavento algarvio, de Albufeira a Sagres e Aljezur. Trabalhamos o ano inteiro, com mais movimento de junho a setembro. Falamos português, inglês, francês e espanhol, e a Anke, da nossa equipa do aeroporto, fala também alemão e neerlandês.',
    targetAudience:
      'Famílias portuguesas de férias no Algarve; emigrantes em França, na Suíça e no Luxemburgo que vêm passar o verão à terra e aterram em Faro; estudantes de Lisboa, Coimbra e Porto que vêm fazer surf para Sagres e para a Costa Vicentina; reformados que passam o inverno em Lagos; e turistas britânicos, irlandeses, holandeses e alemães, que nos escrevem em inglês, muitos com crianças, cães ou pranchas de surf.',
    keyServices:
      'Aluguer de carros em oito grupos: económico, compacto, compacto automático, carrinha familiar, SUV, 7 lugares, 9 lugares e descapotável, com quilómetros ilimitados; levantamento na loja de Lagos, entrega e recolha no Aeroporto de Faro (também de madrugada, com marcação) e em hotéis e moradias; seguro CDW com franquia incluído e SCDW opcional sem franquia; caução em cartão de crédito, ou de débito com o SCDW; identificador Via Verde em todos os carros; ovos, cadeirinhas e assentos elevatórios para crianças; condutores adicionais, condutores jovens a partir dos 21 anos e condutores seniores; alugueres só de ida para Lisboa e Sevilha; autorização para ir a Espanha; animais de companhia; barras de tejadilho para pranchas de surf e porta-bicicletas; alugueres longos com desconto.',
    commonQuestions:
      'O horário da loja e do aeroporto, o que acontece quando o voo chega tarde ou atrasado, os preços por época, os carros de 7 e 9 lugares e os automáticos, a diferença entre o CDW e o SCDW, a caução e os cartões de débito, as portagens eletrónicas da A22 e a Via Verde, as cadeirinhas, a idade mínima e os condutores mais velhos, o segundo condutor, ir a Espanha ou deixar o carro em Lisboa ou em Sevilha, o combustível, os cães, os documentos e a carta de condução, cancelamentos, pagamentos com MB Way e a entrega no hotel; e, em inglês, a carta britânica, os seguros de franquia de outras empresas, os automáticos, as pranchas de surf e as multas.',
    languages: ['Portuguese', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Respostas claras e completas, com os preços em euros com IVA incluído e sempre com a época do ano a que se referem (baixa, média ou alta). Tratamos os clientes por você ou pelo nome, mesmo quando nos escrevem em abreviaturas, e respondemos em inglês a quem escreve em inglês. Explicamos sem rodeios o que o seguro não cobre e quanto fica a caução, para não haver surpresas no balcão. Acabamos com um passo seguinte concreto: um orçamento, o link de reserva ou o WhatsApp +351 916 204 337.',
    personality:
      'Como um lacobrigense que conhece o Algarve como as palmas das mãos: simpático, prático e honesto, com paciência para os pais cansados que aterram à meia-noite com três crianças, para os estudantes que alugam o primeiro carro e para os turistas que nunca ouviram falar das portagens eletrónicas.',
    responseTemplates: [
      {
        scenario: quote,
        response:
          'Obrigado pelo seu contacto! Para lhe enviarmos um orçamento certo, ou confirmarmos já a reserva, diga-nos por favor: as datas e horas de levantamento e de devolução; o local (loja de Lagos, Aeroporto de Faro com o número do voo, ou a morada do hotel ou da casa); quantas pessoas e quantas malas; se prefere caixa manual ou automática, ou o grupo de carro que viu na tabela; a idade de todos os condutores e há quantos anos têm carta; os extras de que precisa (cadeirinhas, com a idade e o peso das crianças, condutor adicional, barras para pranchas, animal de companhia, ida a Espanha, devolução em Lisboa ou Sevilha); e se quer o SCDW, sem franquia. Respondemos em menos de 2 horas no horário da loja, por e-mail ou por WhatsApp (+351 916 204 337), com o preço total com IVA. Em julho e agosto os automáticos, os 7 e 9 lugares e os descapotáveis esgotam cedo: se as datas estiverem certas, aconselhamos a reservar já, porque o cancelamento é gratuito até 48 horas antes do levantamento.',
      },
      {
        scenario: chargeDispute,
        response:
          'Lamentamos a preocupação e vamos esclarecer já. Depois da devolução podem aparecer no seu cartão: as portagens da Via Verde, cobradas ao preço exato até 15 dias depois, com a lista das passagens enviada por e-mail; o combustível em falta; a taxa administrativa de 30 € de uma multa; ou um dano registado na vistoria de devolução, com fotografias, até ao valor da franquia ou da caução. A caução não é um débito: libertamo-la no dia da devolução, mas o seu banco pode demorar 5 a 10 dias úteis a mostrar o valor outra vez disponível. Envie-nos por favor o número do contrato (começa por BRC), a data e o valor do movimento e, se puder, uma imagem do extrato, para reclamacoes@barlavento-rentacar.example ou por WhatsApp: respondemos em 2 dias úteis com o detalhe e os comprovativos e, se houver um erro nosso, devolvemos o valor de imediato. Se não ficar satisfeito, tem ao seu dispor o Livro de Reclamações, na loja ou em livroreclamacoes.pt.',
      },
    ],
  },
  qa: [
    portuguese(
      location,
      'A nossa loja fica na Avenida dos Descobrimentos 34, 8600-645 Lagos, em frente à marina, a 5 minutos a pé da estação de comboios e do terminal de autocarros. De abril a outubro estamos abertos de segunda a sábado das 8h30 às 19h30 e aos domingos e feriados das 9h00 às 13h00; de novembro a março, de segunda a sexta das 9h00 às 18h00 e ao sábado das 9h00 às 13h00, e fechamos ao domingo e aos feriados. Fora do horário pode devolver o carro no parque da marina (piso -1, lugares marcados Barlavento) e deixar a chave na caixa de chaves à porta da loja; fazemos a vistoria na manhã seguinte. No Aeroporto de Faro entregamos e recebemos carros todos os dias do ano, das 7h00 às 23h30, com marcação. Telefone +351 282 761 418, WhatsApp +351 916 204 337, e-mail reservas@barlavento-rentacar.example.',
    ),
    portuguese(
      faroAirport,
      'Sim. Não temos balcão dentro do terminal: um colega espera por si na zona de chegadas do Aeroporto de Faro, à saída da recolha de bagagem, com uma placa com o seu nome, e acompanha-o a pé até ao parque de rent-a-car, a 3 minutos, onde assina o contrato, faz a vistoria e recebe o carro. A entrega e a devolução no aeroporto custam 30 € cada uma e são gratuitas para alugueres de 7 dias ou mais. Estamos no aeroporto das 7h00 às 23h30, todos os dias do ano; entre as 23h30 e as 7h00 também é possível, com marcação, pagando a taxa fora de horas de 40 €. Para a devolução, combine connosco a hora com 24 horas de antecedência e deixe o carro no mesmo parque: o colega faz a vistoria consigo e o terminal de partidas fica a 3 minutos a pé. De Faro a Lagos são cerca de 90 km, uma hora pela A22.',
    ),
    portuguese(
      lateFlight,
      'Sim, desde que nos indique o número do voo na reserva: acompanhamos a chegada em tempo real e, se o voo se atrasar, o colega espera por si sem qualquer custo até 3 horas depois da hora de aterragem prevista. Se o atraso o fizer chegar depois das 23h30, não cobramos a taxa fora de horas de 40 €, porque o atraso não é culpa sua. Se já sabe que aterra de madrugada, entre as 23h30 e as 7h00, marque a entrega fora de horas na reserva, por 40 €. Se o voo for cancelado ou passar para o dia seguinte, avise-nos por WhatsApp (+351 916 204 337) ou pela linha 24 horas (+351 282 761 419) e passamos a reserva para o novo dia sem custos. Se não nos avisar e não aparecer até 3 horas depois da aterragem, a reserva é tratada como não comparência e o carro deixa de estar garantido.',
    ),
    portuguese(
      fleet,
      'Temos cerca de 140 carros, todos com menos de 3 anos, ar condicionado e quilómetros ilimitados, em oito grupos: A Económico (Fiat Panda, Kia Picanto), B Compacto (Renault Clio, Peugeot 208, Seat Ibiza), C Compacto automático (Toyota Yaris Hybrid), D Carrinha familiar (Peugeot 308 SW, Toyota Corolla Touring Sports Hybrid), E SUV (Peugeot 2008, Kia Sportage), F 7 lugares (Dacia Jogger, Citroën Grand C4 SpaceTourer), G 9 lugares (Renault Trafic, Ford Tourneo Custom) e H Descapotável (Fiat 500C, Mini Cooper Cabrio). Preços por dia para alugueres de 3 a 6 dias, com IVA a 23 % e o seguro CDW com franquia incluídos, em época baixa (novembro a março) / média (abril a junho e outubro) / alta (julho a setembro): A 19 / 32 / 55 €; B 23 / 38 / 64 €; C 29 / 46 / 78 €; D 34 / 52 / 89 €; E 39 / 59 / 99 €; F 49 / 75 / 125 €; G 69 / 105 / 165 €; H 45 / 69 / 119 €. Para 1 ou 2 dias acrescem 20 %; de 7 a 13 dias há um desconto de 10 % e a partir de 14 dias de 15 %. Garantimos o grupo, não o modelo. Em julho e agosto os grupos C, F, G e H esgotam cedo: reserve com a maior antecedência possível.',
    ),
    portuguese(
      bigCars,
      'Sim. No grupo F temos o Dacia Jogger (7 lugares, manual) e o Citroën Grand C4 SpaceTourer (7 lugares, automático); com os 7 lugares ocupados só cabem 2 malas de cabine, por isso para 7 pessoas com malas grandes aconselhamos o 9 lugares. No grupo G temos a Renault Trafic e a Ford Tourneo Custom, de 9 lugares, manuais, com espaço para 6 a 8 malas grandes atrás da última fila, e para conduzi-las basta a carta de ligeiros (categoria B). Em época alta o 7 lugares custa 125 € por dia e o 9 lugares 165 € por dia (49 € e 69 € em época baixa). Para o 7 lugares o condutor tem de ter pelo menos 23 anos; para o 9 lugares, 25 anos e carta há 3 anos. A franquia do seguro base é de 1 600 € no 7 lugares e de 2 000 € no 9 lugares. Muitas famílias emigrantes reservam-nos para agosto logo em fevereiro ou março: não deixe para a última hora.',
    ),
    portuguese(
      convertible,
      'Sim, no grupo H: o Fiat 500C e o Mini Cooper Cabrio, ambos automáticos, de 4 lugares e com capota elétrica. Custam 45 € por dia em época baixa, 69 € em época média e 119 € em época alta. O condutor tem de ter pelo menos 25 anos e carta há 3 anos, e a franquia do seguro base é de 2 200 €. A bagageira é pequena: num descapotável cabem duas malas de cabine e pouco mais. Feche sempre a capota quando deixar o carro estacionado, porque os danos na capota deixada aberta e os objetos roubados não estão cobertos por nenhum seguro. Nos descapotáveis não aceitamos animais.',
    ),
    portuguese(
      insurance,
      'Todos os alugueres incluem o seguro obrigatório de responsabilidade civil (danos causados a terceiros, nos limites legais), o CDW (Collision Damage Waiver, que cobre os danos no carro) e a proteção contra roubo, mas com uma franquia: o valor máximo que paga se o carro for danificado ou roubado. A franquia é de 1 000 € nos grupos A e B, 1 300 € nos grupos C, D e E, 1 600 € no grupo F, 2 000 € no grupo G e 2 200 € no grupo H. O SCDW (Super CDW, a nossa Cobertura Total) reduz a franquia a zero e cobre também vidros, pneus, jantes e espelhos; custa por dia 13 € (grupos A e B), 16 € (C, D e E), 19 € (F) e 24 € (G e H), e só se pagam os primeiros 20 dias. Com o SCDW a caução baixa para 250 € (400 € nos grupos G e H). Nenhum seguro cobre danos no interior, a perda ou o roubo das chaves, o combustível errado, os danos em estradas de terra batida e praias, a condução sob o efeito de álcool ou drogas, um condutor que não está no contrato, nem uma ida a Espanha sem autorização.',
    ),
    portuguese(
      deposit,
      'No levantamento cativamos uma caução no cartão do condutor principal: não é um pagamento, o valor fica bloqueado e é libertado na devolução. Sem o SCDW, a caução é igual à franquia e só pode ficar num cartão de crédito: 1 000 € (grupos A e B), 1 300 € (C, D e E), 1 600 € (F), 2 000 € (G) e 2 200 € (H). Com o SCDW, a caução é de 250 €, ou 400 € nos grupos G e H, para cobrir combustível, portagens e multas, e aí aceitamos também cartões de débito (Visa Debit, Maestro, cartões Multibanco). Cartões pré-pagos, cartões virtuais no telemóvel e dinheiro não são aceites para a caução, e o cartão tem de estar em nome do condutor principal. Libertamos a caução no próprio dia da devolução, mas o banco pode demorar 5 a 10 dias úteis a mostrar o valor de novo disponível.',
    ),
    portuguese(
      viaVerde,
      'Na A22 (Via do Infante), a autoestrada que atravessa o Algarve de Lagos a Vila Real de Santo António, não há cabines: as portagens são só eletrónicas, lidas por pórticos. Por isso todos os nossos carros têm um identificador Via Verde ativo, com o qual passa nos pórticos e nas portagens normais (por exemplo na A2, para Lisboa) sem parar, pela via verde. O identificador custa 1,80 € por dia, no máximo 18 € por aluguer, e as portagens são cobradas ao preço exato no cartão do contrato, até 15 dias depois da devolução, com a lista das passagens por e-mail. Para ter uma ideia, de Lagos ao Aeroporto de Faro pela A22 são cerca de 6 €, e de Lagos a Lisboa pela A22 e pela A2 cerca de 25 €, num carro ligeiro. O identificador funciona também nas autoestradas com portagem de Espanha, sem custo extra. Não o tire do para-brisas: se o perder ou danificar, cobramos 50 €.',
    ),
    portuguese(
      childSeats,
      'Sim, e instalamo-las nós no levantamento, sem custo extra. Temos o ovo para bebés até 13 kg (do nascimento até cerca dos 15 meses), a cadeirinha para crianças de 9 a 18 kg (mais ou menos dos 1 aos 4 anos) e o assento elevatório com costas para crianças de 15 a 36 kg (dos 4 aos 12 anos, mais ou menos). O ovo e a cadeirinha custam 6 € por dia e o assento elevatório 4 € por dia, no máximo 42 € por cadeira e por aluguer; todas são homologadas (ECE R44/04 ou R129), lavadas e verificadas entre alugueres. Em Portugal, as crianças com menos de 12 anos e menos de 1,35 m têm de viajar numa cadeira adequada ao seu peso e altura, e o ovo só pode ir à frente com o airbag do passageiro desligado. Indique na reserva quantas cadeiras precisa e a idade e o peso das crianças, porque no verão são muito pedidas. Também pode trazer as suas.',
    ),
    portuguese(
      youngDrivers,
      'A idade mínima é de 21 anos, com carta de condução há pelo menos 2 anos, para os grupos A a E (do económico ao SUV). Para o 7 lugares (grupo F) é preciso ter 23 anos, e para o 9 lugares e os descapotáveis (grupos G e H), 25 anos e carta há 3 anos. Os condutores dos 21 aos 24 anos pagam uma taxa de condutor jovem de 10 € por dia, no máximo 100 € por aluguer, também quando são condutores adicionais. Não alugamos a quem tem menos de 21 anos, nem como condutor adicional, mesmo com um adulto no carro ou com o cartão de crédito dos pais. O cartão da caução tem de estar em nome do condutor principal.',
    ),
    portuguese(
      seniorDrivers,
      'Não temos idade máxima. A partir dos 75 anos cobramos uma taxa de condutor sénior de 6 € por dia, no máximo 60 € por aluguer, que corresponde ao seguro adicional que a seguradora nos exige. A partir dos 80 anos pedimos também um atestado médico de aptidão para a condução, passado há menos de 6 meses, em português, inglês, francês ou espanhol, e alugamos só os grupos A a E; sem o atestado, não podemos entregar o carro. A carta de condução tem de estar válida na data do aluguer. Se preferir, um filho ou uma filha pode ser o condutor principal e o pai ou a mãe ficar como condutor adicional, com a mesma taxa sénior.',
    ),
    portuguese(
      extraDriver,
      'Sim. Cada condutor adicional custa 5 € por dia, no máximo 50 € por aluguer; o cônjuge ou companheiro do condutor principal não paga, desde que mostre um documento com a mesma morada. Cada condutor adicional tem de cumprir as mesmas condições de idade e de carta que o condutor principal, e as taxas de condutor jovem (21 a 24 anos) ou sénior (75 anos ou mais) também se aplicam a ele. Tem de estar presente no levantamento com a carta de condução e o documento de identificação, ou pode ser acrescentado mais tarde na loja de Lagos. Quem conduzir sem estar no contrato não tem seguro: todos os danos ficam a cargo do cliente.',
    ),
    portuguese(
      oneWay,
      'Sim. Fazemos alugueres só de ida de Lagos ou de Faro para Lisboa (Aeroporto Humberto Delgado ou Estação do Oriente) e para Sevilha (Aeroporto de San Pablo ou Estação de Santa Justa), e também no sentido contrário. A taxa de devolução noutra cidade é de 120 € para Lisboa e de 220 € para Sevilha; para Sevilha já inclui a autorização e o seguro para Espanha. O aluguer mínimo é de 3 dias e a reserva tem de ser feita com pelo menos 48 horas de antecedência. Os grupos A a F podem ir para Lisboa e para Sevilha; o 9 lugares e os descapotáveis só podem ser devolvidos em Lisboa. Em Lisboa e em Sevilha recebemos os carros das 8h00 às 22h00, à hora marcada.',
    ),
    portuguese(
      spain,
      'Sim, pode ir a Espanha continental, mas tem de nos dizer na reserva ou no levantamento, para incluirmos no contrato a autorização de passagem da fronteira. Custa 65 € por aluguer, qualquer que seja a duração, e inclui o seguro e a assistência em viagem 24 horas em Espanha. Sem essa autorização o seguro deixa de valer a partir da fronteira, e cobramos ainda uma penalização de 300 € e o custo de ir buscar o carro se avariar do lado de lá. Para Huelva ou Sevilha siga pela A22 até Castro Marim e atravesse a ponte do Guadiana; a A-49 até Sevilha não tem portagens. Se quiser deixar o carro em Sevilha, veja os nossos alugueres só de ida.',
    ),
    portuguese(
      fuel,
      'A nossa política é cheio-cheio: entregamos o carro com o depósito cheio e deve devolvê-lo também cheio. Guarde o talão do último abastecimento, feito a menos de 15 km do local de devolução: em caso de dúvida, é a sua prova. Se o carro voltar com menos combustível, cobramos os litros em falta a 2,10 € por litro de gasolina ou 1,95 € por litro de gasóleo, mais 20 € de serviço de abastecimento. Os híbridos (Yaris e Corolla) andam a gasolina e não precisam de ser carregados; não temos carros 100 % elétricos. Perto do Aeroporto de Faro há postos de combustível abertos 24 horas na estrada de acesso ao aeroporto.',
    ),
    portuguese(
      pets,
      'Sim, aceitamos cães e gatos, no máximo dois animais por carro, em todos os grupos menos nos descapotáveis. Os animais viajam numa caixa de transporte, ou no banco de trás ou na bagageira sobre uma capa de proteção (emprestamos uma, gratuitamente, se a pedir na reserva), e os cães presos com um cinto ou arnês próprio. A taxa de animal é de 25 € por aluguer e inclui a limpeza normal; se o carro voltar com muito pelo, lama ou cheiros, cobramos uma limpeza especial de 90 €. Os danos causados pelo animal (estofos rasgados, cintos roídos) não estão cobertos pelo seguro. Os cães-guia e de assistência viajam sem taxa. Avise-nos na reserva que leva um animal.',
    ),
    portuguese(
      documents,
      'O condutor principal precisa de: carta de condução válida, obtida há pelo menos 2 anos (3 anos para os grupos G e H), em cartão; Cartão de Cidadão, cartão de identidade europeu ou passaporte (para quem vive fora da União Europeia, sempre o passaporte); e um cartão bancário em nome dele para a caução (de crédito, ou de débito se contratar o SCDW). A carta digital da aplicação id.gov.pt, uma fotografia ou uma fotocópia não chegam: traga a carta física. São aceites sem mais nada as cartas da União Europeia, do Reino Unido, da Suíça, do Brasil e as escritas no alfabeto latino; cartas noutros alfabetos (árabe, cirílico, chinês, por exemplo) só com a Licença Internacional de Condução. Os condutores adicionais mostram também a carta e o documento de identificação, e quem tem 80 anos ou mais traz o atestado médico. Se quiser fatura com NIF, indique o número na reserva ou no levantamento.',
    ),
    portuguese(
      cancellation,
      'Pode alterar as datas, as horas, o local ou o grupo de carro gratuitamente, por e-mail ou WhatsApp, conforme a disponibilidade; se o novo preço for diferente, acertamos a diferença. O cancelamento é gratuito até 48 horas antes da hora de levantamento, com reembolso total em 5 a 10 dias úteis, pelo mesmo meio de pagamento. Com menos de 48 horas de antecedência retemos o valor de 1 dia de aluguer; se não aparecer nem avisar, retemos o valor de 3 dias, no máximo o que tiver pré-pago. Se o seu voo for cancelado pela companhia aérea, cancelamos ou mudamos a data sem custos, com o comprovativo do cancelamento. Uma reserva sem pré-pagamento pode ser cancelada a qualquer momento, mas pedimos que nos avise.',
    ),
    portuguese(
      payment,
      'Ao reservar no nosso site pode pré-pagar com cartão (Visa, Mastercard, American Express), MB Way ou referência Multibanco, ou reservar sem pagar e pagar tudo no levantamento. Ao balcão aceitamos cartões de crédito e de débito, MB Way e dinheiro até 3 000 €, o limite da lei; a caução, essa, tem sempre de ficar num cartão em nome do condutor principal. Os extras (cadeirinhas, condutor adicional, SCDW, Via Verde) pagam-se no levantamento se não os incluiu no pré-pagamento. A fatura segue por e-mail no dia da devolução; se a quiser com NIF ou em nome de uma empresa, dê-nos os dados antes do levantamento. Todos os preços já incluem IVA a 23 %.',
    ),
    portuguese(
      hotelDelivery,
      'Sim, das 9h00 às 19h00, em hotéis, alojamentos locais e moradias. Na zona 1 (Lagos, Meia Praia, Praia da Luz, Burgau e Odiáxere) é gratuito para alugueres de 3 dias ou mais e custa 15 € por percurso para 1 ou 2 dias; na zona 2 (Portimão, Alvor, Salema, Sagres, Vila do Bispo e Aljezur) custa 20 € por percurso, e na zona 3 (Albufeira, Carvoeiro e Armação de Pêra) 45 €. Marque com 24 horas de antecedência, com a morada exata e um número de telemóvel: fazemos o contrato e a vistoria consigo à porta, em 15 minutos. Na recolha, o carro tem de estar num lugar acessível e com o depósito cheio, e as chaves entregam-se em mão ao nosso colega, nunca na receção do hotel sem o combinar connosco.',
    ),
    portuguese(
      breakdown,
      'Ligue primeiro para a nossa linha de assistência 24 horas, +351 282 761 419 (também por WhatsApp): enviamos o reboque ou o mecânico sem custos se a avaria não for culpa sua e, se o carro não puder seguir, arranjamos um carro de substituição no Algarve em 24 horas. Em caso de acidente, vista o colete refletor (está no porta-luvas; o triângulo está na bagageira), sinalize o carro e preencha com o outro condutor a Declaração Amigável de Acidente Automóvel que está no porta-luvas, com fotografias dos dois carros, das matrículas e do local. Chame a GNR ou a PSP pelo 112 se houver feridos ou se o outro condutor se recusar a assinar ou fugir. Não mande reparar o carro nem aceite reboques de terceiros sem falar connosco, e comunique-nos o acidente em 24 horas. Os furos e os pneus estragados só estão cobertos com o SCDW; sem ele, a reparação ou o pneu novo são cobrados.',
    ),
    english(
      ukLicence,
      'Yes. A valid UK photocard licence is accepted without an International Driving Permit, and so are licences from the EU, Switzerland, the USA, Canada, Brazil, Australia and any other licence written in the Latin alphabet; we do not ask for a DVLA check code. Licences written in another alphabet (Arabic, Cyrillic, Chinese, Japanese and so on) must come with an International Driving Permit. Whatever the country, the licence must have been held for at least 2 years (3 years for our 9-seaters and convertibles), and it must be the physical card: not a photo, a photocopy or an app. Please bring your passport too, and a card in the main driver’s name for the deposit. Additional drivers show their licence and passport at pick-up as well.',
    ),
    english(
      excessCover,
      'No, it is your choice. If you have an annual or single-trip excess insurance from another company, you can decline our SCDW: you keep our basic CDW with its excess (from 1,000 € to 2,200 € depending on the car group), and we block the full excess as a deposit on a credit card in the main driver’s name; debit cards are not accepted in that case. If the car is damaged, we charge the repair up to the excess and give you the damage report, the photos and the repair invoice, so that you can claim the money back from your insurer. Your insurer refunds you afterwards: it does not pay us directly, and we cannot wait for its decision. Our SCDW, by contrast, takes the excess to zero, covers glass, tyres, wheels and mirrors too, and lowers the deposit to 250 € (400 € for 9-seaters and convertibles).',
    ),
    english(
      automatic,
      'Yes. All the cars of group C (Toyota Yaris Hybrid) and group H (Fiat 500C and Mini Cooper Cabrio) are automatic, and so are the Toyota Corolla Touring Sports Hybrid in group D, the Kia Sportage in group E and the Citroën Grand C4 SpaceTourer in group F. The cheapest automatic is the Yaris Hybrid: 29 € a day in low season (November to March), 46 € in mid season and 78 € in high season (July to September). In groups D, E and F, ask for an automatic when you book and we guarantee it in writing for 8 € a day more than the group price. The economy and compact cars (groups A and B) and the 9-seaters are manual only. Automatics are the first cars to sell out in July and August, so please book early.',
    ),
    english(
      roofRack,
      'Yes. Roof bars with a surfboard rack for up to two boards cost 5 € a day, at most 40 € per rental; they fit the cars of groups B to F and we put them on at pick-up. A carrier for 2 bikes on the tow bar costs 8 € a day, at most 60 € per rental, on the Peugeot 308 SW and the Kia Sportage only. Boards and bikes can also travel inside the 9-seaters, behind the last row. Please tie the boards down firmly in their bags, and rinse off sand and salt water before loading: wet suits and sand on the seats are the most common reason for our extra cleaning fee of 40 €, and damage to the roof from a badly tied board is not covered by any insurance. Tell us in your booking how many boards or bikes you are bringing.',
    ),
    english(
      fines,
      'Speed cameras are frequent in Portugal, especially on the N125 and at the entrance of towns, and the police also check speed with mobile radars. If you get a speeding, traffic or parking fine during the rental, the notice is sent to us as the owner of the car: as the law requires, we identify you as the driver to the authority, which then sends the fine to you, and we charge an administration fee of 30 € per fine to the card on the contract. If a GNR or PSP officer stops you, the fine can usually be paid on the spot by card. Tolls left unpaid because the Via Verde device was removed are charged with the toll plus a 25 € fee. Fines are never covered by any insurance.',
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'Portuguese',
      text: `TABELA DE PREÇOS E SERVIÇOS 2026 – BARLAVENTO RENT-A-CAR, LDA.
Avenida dos Descobrimentos 34, 8600-645 Lagos – Tel. +351 282 761 418 – WhatsApp +351 916 204 337 – Assistência 24 h +351 282 761 419 – reservas@barlavento-rentacar.example – NIF 514 872 390
Preços em euros, IVA a 23 % incluído, válidos de 1 de janeiro a 31 de dezembro de 2026, salvo erro tipográfico. Quilómetros ilimitados em todos os alugueres.

1. Épocas
Baixa: 7 de janeiro a 31 de março e 1 de novembro a 19 de dezembro.
Média: 1 de abril a 30 de junho, 1 a 31 de outubro e 20 de dezembro a 6 de janeiro.
Alta: 1 de julho a 30 de setembro.
Um aluguer que atravessa duas épocas paga cada dia ao preço da sua época.

2. Preço por dia, alugueres de 3 a 6 dias – baixa / média / alta
Inclui: seguro de responsabilidade civil, CDW e proteção contra roubo com franquia, IVA.
A Económico – Fiat Panda, Kia Picanto ou similar, 4 lugares, manual: 19 / 32 / 55
B Compacto – Renault Clio, Peugeot 208, Seat Ibiza, 5 lugares, manual: 23 / 38 / 64
C Compacto automático – Toyota Yaris Hybrid, 5 lugares: 29 / 46 / 78
D Carrinha familiar – Peugeot 308 SW (manual), Toyota Corolla Touring Sports Hybrid (automático): 34 / 52 / 89
E SUV – Peugeot 2008 (manual), Kia Sportage (automático): 39 / 59 / 99
F 7 lugares – Dacia Jogger (manual), Citroën Grand C4 SpaceTourer (automático): 49 / 75 / 125
G 9 lugares – Renault Trafic Passenger, Ford Tourneo Custom, manual: 69 / 105 / 165
H Descapotável – Fiat 500C, Mini Cooper Cabrio, automático: 45 / 69 / 119
1 ou 2 dias: + 20 %. 7 a 13 dias: – 10 %. 14 a 27 dias: – 15 %.
Garantia de caixa automática nos grupos D, E e F: + 8 por dia.
Dia de aluguer: períodos de 24 horas contados a partir da hora de levantamento, com 59 minutos de tolerância na devolução; depois da tolerância, é cobrado 1 dia adicional à tarifa diária do contrato.

3. Alugueres mensais (28 dias ou mais)
Em época baixa, preço fixo por 28 dias, com SCDW e 1 condutor adicional incluídos: A 420; B 490; C 590; D 690; E 790; F 990. Cada dia a mais: 1/28 do preço. Entrega e recolha em Lagos (zona 1) incluídas. Grupos G e H: tarifa diária com o desconto de 15 %.
Em época média e alta, aplica-se a tarifa diária com o desconto de 15 %, sem SCDW incluído.

4. Seguros e caução – A e B / C, D e E / F / G / H
Franquia do CDW e da proteção contra roubo: 1 000 / 1 300 / 1 600 / 2 000 / 2 200
SCDW (franquia zero; vidros, pneus, jantes e espelhos incluídos), por dia: 13 / 16 / 19 / 24 / 24 – cobrados no máximo 20 dias por aluguer
Caução sem SCDW (só cartão de crédito): igual à franquia
Caução com SCDW (cartão de crédito ou de débito): 250 / 250 / 250 / 400 / 400

5. Condutores
Condutor adicional: 5 por dia, máx. 50 por aluguer; cônjuge ou companheiro do condutor principal com a mesma morada: grátis
Condutor jovem (21 a 24 anos): 10 por dia, máx. 100 por aluguer
Condutor sénior (75 anos ou mais): 6 por dia, máx. 60 por aluguer; a partir dos 80 anos, atestado médico e grupos A a E
Idade mínima: 21 anos (grupos A a E), 23 anos (F), 25 anos (G e H)

6. Extras
Identificador Via Verde (em todos os carros): 1,80 por dia, máx. 18 por aluguer; portagens ao preço exato, debitadas até 15 dias após a devolução
Ovo (até 13 kg): 6 por dia; cadeirinha (9 a 18 kg): 6 por dia; assento elevatório com costas (15 a 36 kg): 4 por dia; máx. 42 por cadeira e por aluguer; instalação incluída
Barras de tejadilho com suporte para 2 pranchas de surf (grupos B a F): 5 por dia, máx. 40 por aluguer
Porta-bicicletas para 2 bicicletas, no engate (Peugeot 308 SW e Kia Sportage): 8 por dia, máx. 60 por aluguer
Animal de companhia (máx. 2, exceto grupo H): 25 por aluguer, capa de proteção dos bancos emprestada
Autorização de passagem para Espanha continental: 65 por aluguer, seguro e assistência em Espanha incluídos
Suporte de telemóvel para o tablier e cabo USB: grátis, a pedido

7. Entregas e recolhas
Loja de Lagos: gratuito. Devolução fora de horas na caixa de chaves da loja (carro no parque da marina, piso -1): gratuito.
Aeroporto de Faro, das 7h00 às 23h30: 30 por entrega e 30 por recolha; gratuito para alugueres de 7 dias ou mais.
Aeroporto de Faro, das 23h30 às 7h00, com marcação: + 40 de taxa fora de horas, não cobrada se o voo indicado na reserva chegar atrasado.
Hotéis, alojamentos e moradias, das 9h00 às 19h00, por percurso: zona 1 (Lagos, Meia Praia, Praia da Luz, Burgau, Odiáxere) gratuito a partir de 3 dias, 15 para 1 ou 2 dias; zona 2 (Portimão, Alvor, Salema, Sagres, Vila do Bispo, Aljezur) 20; zona 3 (Albufeira, Carvoeiro, Armação de Pêra) 45.
Devolução noutra cidade (mínimo 3 dias, reserva com 48 horas de antecedência): Lisboa, Aeroporto Humberto Delgado ou Estação do Oriente, 120; Sevilha, Aeroporto de San Pablo ou Estação de Santa Justa, 220, com a autorização para Espanha incluída. Grupos G e H: só Lisboa.

8. Combustível e taxas cobradas depois da devolução
Política cheio-cheio. Combustível em falta: gasolina 2,10 por litro; gasóleo 1,95 por litro; mais 20 de serviço de abastecimento.
Limpeza extra (areia, lama, fatos de surf molhados, manchas): 40
Limpeza especial depois do transporte de animais (pelo, lama, cheiros): 90
Fumar no carro: 150
Perda ou dano de chave: 180 (Fiat, Dacia, Renault, Peugeot, Seat, Kia, Toyota) a 350 (Mini, Citroën Grand C4 SpaceTourer, Ford Tourneo), mais a deslocação para entregar a chave suplente, 0,60 por km
Perda ou dano do identificador Via Verde: 50
Taxa administrativa por multa ou contraordenação: 30
Portagem não paga por remoção do identificador: valor da portagem + 25
Segunda via dos documentos do carro: 60
Penalização por ida a Espanha sem autorização: 300, mais os custos de recolha do carro

9. Pagamento
Pré-pagamento no site: Visa, Mastercard, American Express, MB Way, referência Multibanco.
Ao balcão: cartões de crédito e de débito, MB Way, numerário até 3 000.
Caução: cartão em nome do condutor principal; débito só com SCDW; não são aceites cartões pré-pagos, cartões virtuais nem numerário.`,
    },
    {
      title: terms,
      language: 'Portuguese',
      text: `CONDIÇÕES GERAIS DE ALUGUER – Barlavento Rent-a-Car, Lda., Avenida dos Descobrimentos 34, 8600-645 Lagos, NIF 514 872 390, licenciada pelo IMT para a atividade de aluguer de veículos sem condutor. Em vigor a partir de 1 de janeiro de 2026. Aplicam-se a todos os contratos de aluguer de veículos ligeiros de passageiros.

1. Reserva e contrato
A reserva é confirmada por e-mail, com o grupo de veículo, as datas, as horas, os locais e os extras. Garantimos o grupo, não a marca nem o modelo; se o grupo reservado não estiver disponível, entregamos um veículo de grupo superior sem custo adicional. O contrato é assinado no levantamento pelo condutor principal, depois de uma vistoria conjunta do veículo, registada com fotografias.

2. Condutores
Idade mínima: 21 anos para os grupos A a E, 23 anos para o grupo F e 25 anos para os grupos G e H. Carta de condução válida e obtida há pelo menos 2 anos (3 anos para os grupos G e H), apresentada em formato físico. Os condutores dos 21 aos 24 anos pagam a taxa de condutor jovem e os condutores com 75 anos ou mais a taxa de condutor sénior; a partir dos 80 anos, o condutor apresenta um atestado médico de aptidão para a condução com menos de 6 meses e só pode alugar os grupos A a E. As cartas emitidas fora da União Europeia, do Espaço Económico Europeu, do Reino Unido e da Suíça que não estejam escritas no alfabeto latino só são aceites acompanhadas da Licença Internacional de Condução. Só podem conduzir o veículo o condutor principal e os condutores adicionais inscritos no contrato; um condutor adicional pode ser acrescentado durante o aluguer, na loja de Lagos.

3. Documentos no levantamento
Carta de condução e Cartão de Cidadão, cartão de identidade ou passaporte de cada condutor, cartão bancário em nome do condutor principal para a caução e, quando exigido, o atestado médico. Sem estes documentos o veículo não é entregue, e a reserva é tratada como não comparência.

4. Caução e pagamento
A caução é cativada no cartão no levantamento e libertada depois da devolução e da vistoria, deduzidos os valores em dívida (combustível, portagens, danos até ao valor da franquia, taxas). Sem SCDW, a caução é igual à franquia do grupo e só é aceite em cartão de crédito. Com SCDW, é de 250 € (grupos A a F) ou 400 € (grupos G e H), em cartão de crédito ou de débito. Não são aceites cartões pré-pagos, cartões virtuais nem numerário para a caução. As portagens, as taxas de multas e os danos conhecidos depois da libertação da caução são debitados no mesmo cartão, como o cliente autoriza ao assinar o contrato.

5. Seguros
Incluídos no preço: o seguro obrigatório de responsabilidade civil, nos limites legais; o CDW e a proteção contra roubo, com a franquia do grupo (A e B 1 000 €; C, D e E 1 300 €; F 1 600 €; G 2 000 €; H 2 200 €). O SCDW, opcional, reduz a franquia a zero e cobre também vidros, pneus, jantes e espelhos. O cliente que recusa o SCDW por ter um seguro de franquia de outra entidade paga à Barlavento os danos até ao valor da franquia e recebe o relatório de danos, as fotografias e a fatura da reparação para pedir o reembolso à sua seguradora.
Exclusões, com ou sem SCDW: danos no interior do veículo; danos sofridos em estradas não pavimentadas, caminhos de terra batida, praias e areais, incluindo os danos na parte de baixo do veículo; perda, roubo ou dano das chaves; abastecimento com combustível errado; danos na capota dos descapotáveis deixada aberta e objetos deixados no veículo; danos causados por animais; danos causados por carga mal presa no tejadilho; condução sob o efeito de álcool ou de drogas; condução por pessoa não inscrita no contrato; utilização em Espanha sem autorização. Nestes casos, o cliente paga a totalidade dos danos e os custos de imobilização do veículo.

6. Utilização do veículo
É proibido: fumar no veículo (taxa de limpeza de 150 €); sublocar o veículo ou transportar passageiros mediante pagamento; rebocar outros veículos ou atrelados; participar em corridas ou provas; transportar mais pessoas do que as indicadas no certificado de matrícula; circular fora de estrada, em caminhos de terra batida ou na areia. Os animais de companhia são aceites nas condições da tabela de preços, exceto nos descapotáveis. O veículo deve ser devolvido em estado normal de limpeza: areia, lama, pelo ou manchas que exijam uma limpeza extra são cobrados segundo a tabela de preços.

7. Circulação fora de Portugal
O veículo só pode circular em Portugal continental e, com a autorização escrita no contrato e o pagamento da taxa de passagem, em Espanha continental. É proibido transportá-lo em ferry ou levá-lo para outros países. A utilização não autorizada em Espanha anula os seguros a partir da fronteira e dá lugar a uma penalização de 300 €, além dos custos de recolha do veículo.

8. Combustível
O veículo é entregue com o depósito cheio e deve ser devolvido cheio, com o combustível indicado na tampa do depósito. O cliente guarda o talão do último abastecimento, feito a menos de 15 km do local de devolução. O combustível em falta é cobrado ao preço por litro da tabela, mais a taxa de serviço de abastecimento. As avarias causadas por combustível errado são sempre da responsabilidade do cliente.

9. Portagens, multas e coimas
Todos os veículos têm um identificador Via Verde, que o cliente não pode retirar nem desativar. As portagens são debitadas ao preço exato até 15 dias depois da devolução, com a lista das passagens. O cliente é responsável por todas as infrações cometidas durante o aluguer. A Barlavento, notificada como proprietária do veículo, identifica o condutor perante a autoridade competente, nos termos da lei, e cobra uma taxa administrativa de 30 € por processo.

10. Avarias e acidentes
O cliente contacta a assistência 24 horas (+351 282 761 419) antes de qualquer reparação ou reboque. Em caso de acidente, preenche a Declaração Amigável de Acidente Automóvel ou chama as autoridades, e comunica o acidente à Barlavento em 24 horas; sem a declaração amigável ou o auto da polícia, os danos ficam a cargo do cliente, mesmo com SCDW. Quando a avaria ou o acidente não são imputáveis ao cliente, a Barlavento disponibiliza um veículo de substituição em 24 horas no Algarve; fora do Algarve, no ponto mais próximo que for possível.

11. Devolução
O veículo é devolvido na data, hora e local do contrato, com 59 minutos de tolerância; depois, é cobrado 1 dia adicional à tarifa diária do contrato. Se o atraso ultrapassar 24 horas sem aviso, a Barlavento pode participar o desaparecimento do veículo às autoridades. A devolução antecipada não dá direito ao reembolso dos dias não utilizados nem dos extras pagos. Na devolução fora de horas, na caixa de chaves da loja de Lagos, o cliente continua responsável pelo veículo até à vistoria, feita na manhã seguinte, e recebe por e-mail o relatório com fotografias.

12. Alterações e cancelamentos
As alterações são gratuitas, conforme a disponibilidade, com acerto da diferença de preço. O cancelamento é gratuito até 48 horas antes da hora de levantamento. Com menos de 48 horas de antecedência é retido o valor de 1 dia de aluguer; em caso de não comparência, o valor de 3 dias, no máximo o valor pré-pago. Quando o voo indicado na reserva é cancelado pela companhia aérea, o cancelamento ou a mudança de data são gratuitos, com comprovativo. Os reembolsos são feitos em 5 a 10 dias úteis, pelo meio de pagamento utilizado.

13. Dados pessoais, reclamações e litígios
Os dados pessoais dos condutores servem apenas para o contrato, a faturação, os seguros e a identificação do condutor perante as autoridades, nos termos do RGPD. Reclamações: reclamacoes@barlavento-rentacar.example ou Livro de Reclamações, na loja ou em livroreclamacoes.pt. Em caso de litígio, o consumidor pode recorrer ao Centro de Informação, Mediação e Arbitragem de Conflitos de Consumo do Algarve. Lei portuguesa; foro da comarca de Faro, sem prejuízo das normas de proteção do consumidor.`,
    },
  ],
  answerable: [
    // Portuguese paraphrases with everyday words the owner never used
    {
      question:
        'Quanto é que fica o seguro contra todos os riscos, aquele sem franquia nenhuma? Não quero chatices se alguém me riscar o carro num parque de estacionamento.',
      answeredBy: [insurance, priceList],
    },
    {
      question:
        'O carro traz aquela maquineta das portagens para passar nos porticos da Via do Infante? Nao quero andar a pagar nos CTT depois.',
      answeredBy: [viaVerde, services, priceList, terms],
    },
    {
      question:
        'Tenho um bebé de 5 meses. Vocês têm ovo para o carro ou tenho de levar o meu no avião?',
      answeredBy: [childSeats, services, priceList],
    },
    {
      question:
        'Vamos ser 8, com a avó e os miúdos. Têm alguma carrinha grande onde caibamos todos com as malas? Preciso de carta de pesados para isso?',
      answeredBy: [bigCars, fleet, services, priceList],
    },
    {
      question:
        'Se o carro vier com o depósito a meio, pago alguma coisa? Tenho de o atestar antes de o ir entregar?',
      answeredBy: [fuel, priceList, terms],
    },
    {
      question:
        'Queria fazer uma surpresa à minha namorada e levá-la um fim de semana a Sagres num carro sem capota, em junho. Quanto é que fica?',
      answeredBy: [convertible, fleet, priceList],
    },
    // Long messages in Portuguese, the question inside
    {
      question:
        'Bom dia, somos emigrantes em França (Lyon) e vamos de avião para Faro no dia 1 de agosto, ficamos o mês todo em casa dos meus pais em Odiáxere. Somos quatro, eu, o meu marido e os nossos filhos de 3 e 7 anos. Queria um carro familiar com as cadeirinhas para os miúdos, mas um mês inteiro em agosto deve ficar caríssimo... Fazem algum desconto para alugueres compridos? E podem levar-nos o carro a Odiáxere ou temos de ir a Lagos buscá-lo?',
      answeredBy: [fleet, childSeats, hotelDelivery, faroAirport, priceList, services],
    },
    {
      question:
        'Olá! Somos 4 estudantes de Coimbra e vamos fazer uma semana de surf em Sagres em julho. Eu tenho 20 anos e tirei a carta há ano e meio, o meu amigo Tiago tem 22 e tem carta desde os 18. Qual de nós é que pode alugar o carro? E quanto se paga a mais por sermos novos?',
      answeredBy: [youngDrivers, documents, priceList, terms],
    },
    {
      question:
        'Boa tarde. A minha mãe tem 81 anos, conduz muito bem e tem a carta em dia. Vem passar o inverno connosco a Lagos e quer um carrinho pequeno só para ir ao mercado e à missa. Ela pode alugar em nome dela ou já é velha demais para vocês? Tem de levar algum papel?',
      answeredBy: [seniorDrivers, priceList, terms],
    },
    {
      question:
        'Boa noite, vamos passar 10 dias no Algarve em setembro e a meio queríamos dar um saltinho de dois dias a Sevilha, ida e volta, e depois voltar para Lagos. Pode-se ir a Espanha com o carro? O seguro cobre lá também? E há portagens do lado de lá?',
      answeredBy: [spain, viaVerde, services, priceList, terms],
    },
    {
      question:
        'Bom dia! Vamos de Lisboa até Lagos de comboio com a nossa cadela, uma labradora de 30 kg muito bem comportada, e queríamos alugar um carro uma semana para irmos às praias da Costa Vicentina. Ela pode ir no carro? Há alguma taxa ou cobram a limpeza?',
      answeredBy: [pets, services, priceList, terms],
    },
    {
      question:
        'Ola, o meu voo da easyJet de Paris so aterra em Faro as 23h50 de sexta, e se vier atrasado ainda pior. Ainda estao la a essa hora ou tenho de dormir em Faro e ir buscar o carro no sabado de manha?',
      answeredBy: [lateFlight, faroAirport, services, priceList],
    },
    // Long messages in English
    {
      question:
        "Hi there, we're a family of five from Manchester flying into Faro on 14 August, landing at 10:40, and staying in a villa in Praia da Luz for two weeks. Could you meet us at the airport with a 7-seater? And do you need anything from us apart from our passports and licences? We both have UK photocard licences.",
      answeredBy: [faroAirport, bigCars, ukLicence, documents, priceList],
    },
    {
      question:
        "Hello, we are a Dutch couple in our late sixties and we'd like to drive around the Algarve for three weeks in October. At the end we would like to leave the car in Lisbon and fly home from there. Is that possible, and what does it cost?",
      answeredBy: [oneWay, services, priceList],
    },
    {
      question:
        "Good morning, I've booked a Sportage from 3 to 17 June. I have an annual excess insurance with a German insurer that covers hire cars. Do I still have to buy your full insurance at the desk, and how much will you block on my card if I don't?",
      answeredBy: [excessCover, deposit, insurance, priceList, terms],
    },
    {
      question:
        'Hi lads, heading over from Cork in May with two surfboards, planning to drive up to Arrifana and Amado most days. Can you stick a roof rack on the car? And is it ok to take it down the dirt track to the beach?',
      answeredBy: [roofRack, insurance, services, priceList, terms],
    },
    // Typos and chat-speak, in Portuguese and English
    {
      question: 'bom dia vcs tem carros automaticos? a minha mulher so conduz automatico',
      answeredBy: [automatic, fleet, priceList],
    },
    {
      question: 'q horas fecham hj? queria ir ai buscar o carro ao fim da tarde',
      answeredBy: [location],
    },
    {
      question: 'posso mostrar a carta na app do id.gov? n tenho a fisica cmg',
      answeredBy: [documents, ukLicence, terms],
    },
    {
      question: 'o meu marido tb vai conduzir, temos de pagar a mais por ele? obg',
      answeredBy: [extraDriver, priceList],
    },
    {
      question:
        'pq e q me cobraram 14 euros no cartao 10 dias depois de entregar o carro?? ja tinha pago tudo',
      answeredBy: [chargeDispute, viaVerde, fines, priceList, terms],
    },
    {
      question: 'tenho cartao de debito, n tenho de credito. da na mesma p alugar?',
      answeredBy: [deposit, payment, priceList, terms],
    },
    {
      question:
        'hi does anyone at the airport speak german or dutch? my parents r picking up the car on their own and their english isnt great',
      answeredBy: [description],
    },
    // One or two words
    { question: 'Caução?', answeredBy: [deposit, insurance, excessCover, priceList, terms] },
    { question: 'Cancelar reserva?', answeredBy: [cancellation, terms] },
    { question: 'Deposit?', answeredBy: [deposit, insurance, excessCover, priceList, terms] },
    { question: 'Automatic?', answeredBy: [automatic, fleet, priceList] },
    // Short follow-ups
    { question: 'e ao domingo?', answeredBy: [location] },
    {
      question: 'e se for para Sevilha e deixar lá o carro?',
      answeredBy: [oneWay, services, priceList],
    },
    { question: 'e para a minha filha de 4 anos?', answeredBy: [childSeats, priceList] },
    { question: 'and for a second driver?', answeredBy: [extraDriver, priceList] },
    // English questions, Portuguese knowledge
    {
      question: 'How much is it to rent a 9 seater in August?',
      answeredBy: [bigCars, fleet, priceList],
    },
    {
      question: 'Can we drive into Spain with the car? We want to spend a day in Ayamonte.',
      answeredBy: [spain, services, priceList, terms],
    },
    {
      question:
        'We got a flat tyre on the way to Sagres, what do we do? Is the tyre covered by the insurance?',
      answeredBy: [breakdown, insurance, terms],
    },
    // Portuguese questions, English knowledge
    {
      question: 'Posso alugar com a carta inglesa? Sou português mas vivo em Londres há 10 anos.',
      answeredBy: [ukLicence, documents, terms],
    },
    {
      question:
        'E se eu apanhar uma multa por excesso de velocidade com o vosso carro, o que acontece? Cobram alguma coisa?',
      answeredBy: [fines, priceList, terms],
    },
    // Answered by a document only
    {
      question: 'Se eu perder a chave do carro na praia quanto e que pago?',
      answeredBy: [priceList],
    },
    {
      question:
        'Se devolver o carro dois dias antes do fim, devolvem-me o dinheiro desses dias que não usei?',
      answeredBy: [terms],
    },
    {
      question:
        'If we bring the car back with sand all over the floor from the beach, will you charge us for cleaning?',
      answeredBy: [priceList, terms, roofRack],
    },
    {
      question: "Is smoking allowed in the car? My dad smokes but he'd keep the window down.",
      answeredBy: [priceList, terms],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Alugam tb scooters ou motas de 125? Era so para andar ai por Lagos e ir a praia',
    "Do you also do private transfers with a driver from Faro airport to Praia da Luz? We'd rather not drive after the flight with the kids.",
    'Vendem os carros da vossa frota quando os trocam? Andava à procura de um Clio usado com poucos quilómetros.',
    'Tenho carro próprio e quero aderir à Via Verde. Onde compro o identificador e quanto é a mensalidade?',
    'Do you sell travel insurance? We need something that covers flight cancellation and doctor visits for the whole family during the trip.',
    'Tenho a carta caducada desde março. Consigo revalidá-la aí no Algarve ou tenho de ir ao IMT em Lisboa?',
    "We're doing a three-day hike on the Rota Vicentina. Do you know a kennel near Lagos where we could leave our dog?",
    'Alugam carrinhas de caixa fechada para mudanças? Tenho de levar uns móveis de Lagos para Portimão no sábado.',
    // Plainly outside
    'Quando é o próximo jogo do Portimonense em casa?',
    'Any tips for a good cataplana restaurant in Lagos old town?',
  ],
};
