import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Outra Banda Rent-a-Car, an owner-run car rental on the south bank of the Tagus, founded in
 * 2014: a shop with its car park in the centre of Almada, a desk in the Cacilhas ferry terminal
 * (the boats from Cais do Sodré), open every day, key boxes for returns after hours, delivery and
 * collection at Lisbon airport (also at night with a booking, with a free wait when a flight is
 * late) and at hotels and homes in Lisbon and on the south bank. About 75 vehicles: small,
 * compact, automatic, estate, electric, 7- and 9-seat cars with unlimited kilometres, and three
 * vans (Berlingo, Trafic, Master) by the half day, day, weekend or week with a kilometre
 * allowance; insurance (the CDW and theft protection with an excess, the SCDW that takes it to
 * zero, a deposit on a credit card, or on a debit card with the SCDW); the compulsory Via Verde
 * device and the bridge tolls paid only into Lisbon; child seats; young and additional drivers;
 * electric cars with a Mobi.E charging card; crossing into Spain; a full-to-full fuel policy;
 * pets; monthly rentals for people living a few months in Lisbon; fines and EMEL tow-aways.
 * Prices are in euros with Portuguese VAT at 23 %, by season. Its customers write in European
 * Portuguese (locals from Almada, Seixal and the south bank whose car is at the garage, who move
 * house or go to a wedding, families going to the Algarve or to Seville, often by WhatsApp and in
 * chat-speak), in Brazilian Portuguese (Brazilians newly settled in Lisbon) and in English
 * (tourists staying in Lisbon or at Costa da Caparica, expats moving flat, digital nomads). The
 * owner wrote the briefing in Portuguese, most Q&A pairs in European Portuguese (the shop, the
 * Cacilhas desk and their hours, the fleet and prices, 7- and 9-seaters, vans and the licence
 * they need, electric cars and charging, delivery at Lisbon airport, delivery to hotels and
 * homes, the insurance and the excess, the deposit and debit cards, Via Verde and the bridges,
 * child seats, the minimum age and the young driver fee, an additional driver, fuel, the
 * documents, changing and cancelling, payment, breakdowns and accidents, Spain, returns after
 * hours, pets) and a few in English (a foreign licence, automatic cars, getting to the Cacilhas
 * desk from Lisbon, fines and tow-aways, monthly rentals), added two custom responses (a quote
 * or booking request, a car or van needed today or tomorrow), and pasted the 2026 price list in
 * Portuguese and the rental terms in English.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases with
 * European Portuguese and everyday words the owner never used ("aquele seguro completo",
 * "amolgar a viatura", "as coisas do T2 da minha sogra", "aquele aparelho da Via Verde colado no
 * vidro", "andar com moedas", "meio depósito", "carta de pesados", "passar a fronteira"),
 * Brazilian Portuguese ("carteira de motorista", "CNH", "permissão internacional", "dirijo",
 * "faz 2 meses", "kkkk"), long messages with a story around the question (a clutch at the garage
 * and a commute from Feijó to the Marquês over the bridge, a Brazilian going to the Algarve for a
 * bank holiday, seven friends from Seixal off to a concert in Seville, a flight from Paris
 * landing at a quarter past midnight with a baby; a freelance designer in Alfama for three
 * months, a family of six from Leeds bound for Costa da Caparica, an electric car down the
 * Alentejo coast, a move from Arroios to Almada with a UK licence, two dogs on the way to the
 * Algarve), chat-speak and missing accents ("vcs", "tb", "pq", "q", "d", "p", "hj", "n",
 * "pra", "ola", "bebe", "aviao", "balcao"; "u", "acept", "whats", "thx"), one- or two-word
 * questions ("Caução?", "Cadeirinha?", "Electric cars?", "Spain?"), short follow-ups that only
 * make sense after an earlier question ("e para a Master, quanto é o fim de semana?", "and if I
 * pick it up at the ferry in Cacilhas instead, is that free?", "and does the second driver pay
 * extra?"), English questions against Portuguese knowledge and the reverse, and a few that only a
 * document answers (the Setúbal–Tróia ferry, driving for Uber or Bolt, a lost key, returning the
 * car a day early). The outside questions include hard negatives that share words with the
 * knowledge (a motorhome next to the 9-seaters, installing a charger at home next to the electric
 * cars, buying an ex-rental car, a Via Verde device of one's own car that stopped beeping, a
 * monthly parking space in Lisbon, exchanging a Brazilian licence at IMT, the last ferry from
 * Cacilhas, a driver to meet the customer at the airport) and plain questions about a seafood
 * restaurant in Cacilhas and the Cristo Rei.
 */

const english = qaIn('English');
const portuguese = qaIn('Portuguese');

// The sources' titles, as the answers name them.
const location = 'Onde ficam e qual é o vosso horário?';
const fleet = 'Que carros têm e quanto custa o aluguer por dia?';
const bigCars = 'Têm carros de 7 e de 9 lugares?';
const vans = 'Alugam carrinhas de mercadorias? Preciso de carta especial?';
const electric = 'Têm carros elétricos? Como funciona o carregamento?';
const airport = 'Entregam o carro no Aeroporto de Lisboa?';
const hotelDelivery = 'Entregam e recolhem o carro no hotel ou em casa?';
const insurance = 'Que seguros estão incluídos e qual é a franquia?';
const deposit = 'De quanto é a caução? Posso usar um cartão de débito?';
const tolls = 'Como se pagam as portagens e as pontes? Os carros têm Via Verde?';
const childSeats = 'Têm cadeirinhas para crianças?';
const age = 'Qual é a idade mínima para alugar? Há taxa para condutores jovens ou mais velhos?';
const extraDriver = 'Posso acrescentar um segundo condutor?';
const fuel = 'Qual é a vossa política de combustível?';
const documents = 'Que documentos preciso para levantar o carro?';
const cancellation = 'Posso alterar ou cancelar a reserva?';
const payment = 'Que formas de pagamento aceitam?';
const breakdown = 'O que faço em caso de avaria ou acidente?';
const spain = 'Posso levar o carro a Espanha?';
const afterHours = 'Posso devolver o carro fora do horário?';
const pets = 'Posso levar o meu cão no carro?';
const foreignLicence =
  'Can I rent with a foreign driving licence? Do I need an International Driving Permit?';
const automatic = 'Do you have automatic cars?';
const ferry = 'How do I get to your Cacilhas desk from Lisbon?';
const fines = 'What happens if I get a fine or the car is towed in Lisbon?';
const monthly = 'Do you do monthly rentals? I am staying in Lisbon for a few months.';
const priceList = 'Tabela de preços 2026 – Outra Banda Rent-a-Car';
const terms = 'Rental Terms and Conditions – Outra Banda Rent-a-Car (2026)';
const quote = 'Pedido de orçamento ou de reserva';
const lastMinute = 'Cliente que precisa de um carro ou de uma carrinha para hoje ou para amanhã';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const almadaCarRentalSet: EvaluationSet = {
  name: 'Almada car rental (Outra Banda Rent-a-Car)',
  heldOut: false,
  agentName: 'Rita',
  briefing: {
    companyName: 'Outra Banda Rent-a-Car',
    industry: 'automotive',
    description:
      'A Outra Banda Rent-a-Car é uma rent-a-car familiar de Almada, fundada em 2014 por Rui e Sandra Figueiredo, ele nascido na Cova da Piedade e ela na Costa da Caparica. Somos 9 pessoas e temos cerca de 75 viaturas, todas com menos de 4 anos: carros pequenos, compactos, automáticos, familiares, elétricos, de 7 e de 9 lugares, e carrinhas de mercadorias. A loja e o parque ficam na Avenida Dom Nuno Álvares Pereira 87, no centro de Almada, e temos um balcão no Terminal Fluvial de Cacilhas, à saída dos barcos que vêm do Cais do Sodré, aberto todos os dias do ano menos no Natal e no Ano Novo. Entregamos e recolhemos carros no Aeroporto de Lisboa e nos hotéis e casas de Lisboa e da Margem Sul. Falamos português, inglês e espanhol, e o Rui, que foi emigrante em Paris, fala francês.',
    targetAudience:
      'Os moradores de Almada, do Seixal e da Margem Sul que precisam de um carro enquanto o seu está na oficina, de uma carrinha para uma mudança ou de um 9 lugares para um casamento; famílias que vão de férias para o Algarve ou para Espanha; turistas que ficam em Lisboa e atravessam o rio de barco para levantar o carro em Cacilhas, ou que o recebem no aeroporto e seguem para a Costa da Caparica, a Arrábida, o Alentejo ou o Algarve; estrangeiros que vivem e trabalham à distância em Lisboa durante uns meses; e brasileiros recém-chegados. Escrevem-nos em português, muitas vezes por WhatsApp e em abreviaturas, e em inglês.',
    keyServices:
      'Aluguer de ligeiros de passageiros em sete grupos (pequeno, compacto, compacto automático, familiar, elétrico, 7 lugares e 9 lugares), com quilómetros ilimitados; aluguer de carrinhas de mercadorias (Citroën Berlingo, Renault Trafic e Renault Master, de 3,3 a 12 m³, com carta de categoria B) à meia jornada, ao dia, ao fim de semana e à semana; levantamento e devolução na loja de Almada e no balcão do Terminal Fluvial de Cacilhas, aberto todos os dias, e devolução fora de horas nas caixas de chaves; entrega e recolha no Aeroporto de Lisboa, também de madrugada com marcação, e em hotéis e casas de Lisboa e da Margem Sul; seguro CDW com franquia incluído e SCDW opcional sem franquia; identificador Via Verde em todos os carros; ovos, cadeirinhas e assentos elevatórios; condutores adicionais e condutores jovens a partir dos 21 anos; carros elétricos com cartão de carregamento Mobi.E; autorização para ir a Espanha; animais de companhia; alugueres mensais para quem vive uns meses em Lisboa; contas para empresas.',
    commonQuestions:
      'O horário da loja de Almada e do balcão de Cacilhas e como lá chegar de barco a partir de Lisboa, os preços por época, os automáticos, os elétricos e o carregamento, os 7 e 9 lugares, as carrinhas para mudanças e a carta que é preciso, a entrega no aeroporto e nos hotéis de Lisboa, os seguros, a franquia e a caução com cartão de débito, a Via Verde e as portagens das pontes, as cadeirinhas, a idade mínima e o condutor jovem, o segundo condutor, o combustível, os documentos e as cartas estrangeiras, ir a Espanha, os cães, as devoluções fora de horas, as multas e os reboques da EMEL, os alugueres mensais, os cancelamentos e o MB Way.',
    languages: ['Portuguese', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Respostas claras e completas, com os preços em euros com IVA incluído e a época do ano a que se referem. Tratamos os clientes por você, mesmo quando nos escrevem em abreviaturas, respondemos em inglês a quem escreve em inglês e com toda a naturalidade a quem escreve em português do Brasil. Dizemos logo o que o seguro não cobre e quanto fica a caução, para não haver surpresas ao balcão. Acabamos sempre com um passo seguinte: um orçamento, o link de reserva ou o WhatsApp +351 913 552 806.',
    personality:
      'Como um almadense que atravessa o rio todos os dias: descontraído, prático e honesto, sem paninhos quentes, com paciência para quem nunca conduziu em Lisboa, para quem está a meio de uma mudança e para o turista que não percebe porque é que a ponte só se paga num sentido.',
    responseTemplates: [
      {
        scenario: quote,
        response:
          'Obrigado pelo contacto! Para lhe mandarmos um orçamento certo, ou confirmarmos já a reserva, diga-nos por favor: as datas e horas de levantamento e de devolução; onde quer o carro (loja de Almada, balcão do Terminal Fluvial de Cacilhas, Aeroporto de Lisboa com o número do voo, ou a morada do hotel ou da casa); quantas pessoas e quantas malas ou, para uma carrinha de mercadorias, o que vai transportar; se prefere caixa manual, automática ou um elétrico; a idade de todos os condutores e há quantos anos têm carta; os extras (cadeirinhas, com a idade e o peso das crianças, condutor adicional, ida a Espanha, animal de companhia); e se quer o SCDW, sem franquia. Respondemos em menos de 2 horas dentro do horário, por e-mail ou por WhatsApp (+351 913 552 806), com o preço total com IVA. Os automáticos, os 7 e 9 lugares e as carrinhas ao sábado esgotam cedo: como o cancelamento é gratuito até 24 horas antes, vale a pena reservar logo.',
      },
      {
        scenario: lastMinute,
        response:
          'Vamos já ver o que temos! Mande-nos uma mensagem por WhatsApp (+351 913 552 806) ou ligue para o +351 212 740 318 com a hora a que precisa do carro, até quando, o tipo de carro ou de carrinha e onde o quer levantar. Nos dias úteis há quase sempre carros pequenos e compactos e uma Berlingo ou uma Trafic livres no próprio dia; os automáticos, os 7 e 9 lugares e as carrinhas ao sábado são mais difíceis, mas procuramos. Confirmamos em 15 minutos dentro do horário e deixamos o carro pronto em cerca de 1 hora na loja de Almada ou no balcão de Cacilhas, que abre todos os dias até às 20h00 (até às 21h00 de abril a outubro). Entregas no aeroporto ou em Lisboa no próprio dia só se houver um colega livre, aos preços normais. Traga a carta de condução física, o documento de identificação e um cartão em seu nome para a caução. Lembre-se de que, para 1 ou 2 dias, o preço diário leva mais 20 %.',
      },
    ],
  },
  qa: [
    portuguese(
      location,
      'Temos dois pontos. A loja e o parque ficam na Avenida Dom Nuno Álvares Pereira 87, 2800-178 Almada, no centro, a 10 minutos de Cacilhas no Metro Sul do Tejo: abertos de segunda a sexta das 8h30 às 19h30 e ao sábado das 9h00 às 18h00; fechados ao domingo e nos feriados. O balcão fica dentro do Terminal Fluvial de Cacilhas, à saída dos barcos do Cais do Sodré, e está aberto todos os dias, incluindo domingos e feriados, das 8h00 às 20h00 (de abril a outubro até às 21h00); só fecha a 25 de dezembro e a 1 de janeiro. Os carros do balcão estão no Parque de Cacilhas, a 3 minutos a pé. Levantar e devolver o carro num ou noutro é gratuito, mas as carrinhas de mercadorias só se levantam e devolvem na loja de Almada. Fora do horário pode devolver o carro nas caixas de chaves dos dois locais. Telefone +351 212 740 318, WhatsApp +351 913 552 806, e-mail reservas@outrabanda-rentacar.example.',
    ),
    portuguese(
      fleet,
      'Temos cerca de 75 viaturas, em sete grupos de ligeiros e três carrinhas de mercadorias. Preços por dia para alugueres de 3 a 6 dias, com IVA, em época baixa / média / alta: A Pequeno (Fiat 500, Toyota Aygo X, 4 lugares) 18 / 29 / 49 €; B Compacto (Renault Clio, Seat Ibiza) 22 / 35 / 58 €; C Compacto automático (Toyota Yaris Hybrid, Peugeot 208 automático) 28 / 43 / 72 €; D Familiar (Skoda Octavia Break, Toyota Corolla Touring Sports Hybrid) 33 / 49 / 82 €; E Elétrico (MG4 Electric, Renault Mégane E-Tech) 35 / 52 / 85 €; F 7 lugares (Dacia Jogger, Peugeot 5008) 47 / 72 / 115 €; G 9 lugares (Renault Trafic Passenger, Opel Vivaro Combi) 65 / 95 / 150 €. A época baixa vai de 7 de janeiro a 31 de março e de 1 de novembro a 19 de dezembro; a média de abril a junho e outubro; a alta de julho a setembro e no Natal e Ano Novo (20 de dezembro a 6 de janeiro). Para 1 ou 2 dias acresce 20 %; de 7 a 13 dias descontamos 10 % e de 14 a 27 dias 15 %; a partir de 28 dias há preços mensais. Os preços incluem quilómetros ilimitados, o seguro com franquia e a assistência 24 horas. Garantimos o grupo, não o modelo.',
    ),
    portuguese(
      bigCars,
      'Sim. No grupo F, 7 lugares, temos o Dacia Jogger (manual) e o Peugeot 5008 (automático, garantido por mais 7 € por dia): 47 € por dia em época baixa, 72 € na média e 115 € na alta, para 3 a 6 dias. Com os 7 lugares ocupados a bagageira leva só duas malas pequenas; para 7 pessoas com malas de porão, o 9 lugares é melhor. No grupo G, 9 lugares, temos a Renault Trafic Passenger e a Opel Vivaro Combi, manuais e com bagageira grande: 65 / 95 / 150 € por dia. Todos se conduzem com a carta normal, de categoria B, mas pedimos 23 anos e 2 anos de carta para o grupo F e 25 anos e 3 anos de carta para o grupo G. A Trafic e a Vivaro têm quase 2 metros de altura e não entram na maioria dos parques subterrâneos de Lisboa. Para julho, agosto e o Natal, reserve com antecedência.',
    ),
    portuguese(
      vans,
      'Sim, para mudanças, feiras ou obras, com levantamento e devolução só na loja de Almada. Todas se conduzem com a carta de categoria B (até 3 500 kg), a partir dos 23 anos e com 2 anos de carta. A Citroën Berlingo Van (3,3 m³, 2 lugares) chega para um estúdio ou umas caixas e um frigorífico; a Renault Trafic Furgão (6 m³, 3 lugares) para um T1 ou um T2 sem móveis muito grandes; a Renault Master Furgão (12 m³, 3 lugares) para um T2 ou T3 completo. Preços iguais todo o ano, com IVA, Berlingo / Trafic / Master: meio dia (4 horas, 80 km) 30 / 40 / 55 €; dia (200 km) 45 / 65 / 85 €; fim de semana, de sexta às 17h00 a segunda às 9h00 (500 km) 110 / 160 / 210 €; semana (1 000 km) 250 / 360 / 480 €. Cada quilómetro a mais custa 0,25 €. Por aluguer, emprestamos um carrinho de transporte (8 €), 10 mantas (6 €) e 4 cintas (4 €). A carga não está coberta por nenhum seguro, e a Master tem 2,6 m de altura: cuidado com garagens e passagens baixas.',
    ),
    portuguese(
      electric,
      'Sim, o grupo E: MG4 Electric, com cerca de 350 km de autonomia real, e Renault Mégane E-Tech, com cerca de 400 km, ambos automáticos, a 35 € por dia em época baixa, 52 € na média e 85 € na alta. No inverno e em autoestrada conte com menos 20 a 30 % de autonomia. Entregamos o carro com pelo menos 80 % de bateria e deve devolvê-lo com 70 % ou mais; abaixo de 70 % cobramos 25 € e abaixo de 10 % 60 €. Cada carro leva um cartão de carregamento Mobi.E, gratuito, que funciona em quase todos os postos públicos do país: os carregamentos são debitados ao preço exato da rede no fim do aluguer, sem margem nossa. Leva também o cabo Tipo 2 e, a pedido, um cabo para tomada doméstica, que carrega cerca de 10 km por hora. Há postos rápidos no Almada Fórum, a 5 minutos da loja, e nas áreas de serviço da A2. Idade mínima: 23 anos, com 2 anos de carta.',
    ),
    portuguese(
      airport,
      'Sim, nos Terminais 1 e 2 do Aeroporto Humberto Delgado. Um de nós espera-o à saída das chegadas com uma placa com o seu nome e acompanha-o até ao carro, no parque do aeroporto. Das 7h00 às 23h00 custa 35 € por entrega e 35 € por recolha, e é gratuito em alugueres de 7 dias ou mais. Entre as 23h00 e as 7h00 também lá estamos, com marcação até 24 horas antes, por mais 35 €. Indique o número do voo na reserva: seguimos o voo e, se vier atrasado, esperamos até 2 horas sem custo, e não cobramos a taxa noturna quando é o atraso que o faz chegar depois das 23h00. Na devolução, combinamos a hora e o terminal de partida; conte com 15 minutos para a vistoria. As carrinhas de mercadorias não são entregues no aeroporto.',
    ),
    portuguese(
      hotelDelivery,
      'Sim, das 9h00 às 19h00, em hotéis, alojamentos locais e casas particulares. Por percurso: em Almada, no Seixal e na Costa da Caparica é gratuito para alugueres de 3 dias ou mais e custa 10 € para 1 ou 2 dias; em Lisboa (cidade) 25 €; em Oeiras, Cascais, Sintra, Barreiro, Sesimbra e Setúbal 40 €. Marque com 24 horas de antecedência, com a morada exata e um telemóvel: fazemos o contrato e a vistoria consigo à porta, em 15 minutos. Na recolha, o carro tem de estar estacionado legalmente e com o depósito cheio, e as chaves entregam-se em mão, nunca na receção sem o combinar connosco. As carrinhas de mercadorias não são entregues.',
    ),
    portuguese(
      insurance,
      'Todos os alugueres incluem o seguro obrigatório de responsabilidade civil, o CDW (danos no carro) e a proteção contra roubo, com uma franquia: 1 000 € nos grupos A e B, 1 200 € no C e no D, 1 500 € no E (elétricos), 1 600 € no F (7 lugares) e 2 000 € no G (9 lugares) e nas carrinhas de mercadorias. A franquia é o máximo que paga se o carro for danificado ou roubado, e é também o valor da caução, só em cartão de crédito. O SCDW, opcional, põe a franquia a zero e cobre ainda vidros, pneus, jantes e espelhos: 12 € por dia (A e B), 15 € (C e D), 17 € (E), 19 € (F), 22 € (G) e 18 € (carrinhas), no máximo 300 € por aluguer. Com o SCDW a caução baixa para 300 € (A a E) ou 500 € (F, G e carrinhas) e aceitamos cartão de débito. Nenhum seguro cobre os danos no interior, os estragos em caminhos de terra ou na areia da praia, as chaves perdidas, o combustível errado, a carga das carrinhas ou a condução sob o efeito de álcool.',
    ),
    portuguese(
      deposit,
      'Sem o SCDW, a caução é igual à franquia do grupo (1 000 € nos grupos A e B, 1 200 € no C e D, 1 500 € no E, 1 600 € no F, 2 000 € no G e nas carrinhas) e só aceitamos cartão de crédito. Com o SCDW, baixa para 300 € (A a E) ou 500 € (F, G e carrinhas), e aí aceitamos também cartão de débito Visa ou Mastercard. Nos alugueres mensais, que já incluem o SCDW, é de 300 € ou 500 €. O cartão tem de ser físico e estar em nome do condutor principal: não aceitamos cartões pré-pagos, cartões virtuais (só no telemóvel) nem dinheiro. A caução é cativada, não debitada; libertamo-la no dia da devolução, mas o banco pode levar 5 a 10 dias úteis a mostrar o valor outra vez disponível.',
    ),
    portuguese(
      tolls,
      'Todos os nossos carros e carrinhas têm um identificador Via Verde ativado, que é obrigatório: 1,50 € por dia, no máximo 15 € por aluguer (incluído nos alugueres mensais). Passa nas vias verdes das portagens e das pontes sem parar, e nós debitamos as portagens ao preço exato no cartão do contrato até 15 dias depois da devolução, com a lista das passagens por e-mail. A Ponte 25 de Abril e a Ponte Vasco da Gama só se pagam no sentido sul–norte, a entrar em Lisboa: cerca de 2 € e de 3 € num ligeiro; os 9 lugares e as carrinhas de mercadorias pagam a classe 2, mais ou menos o dobro. De Lisboa para Almada não se paga nada. Não pode usar o seu identificador pessoal no nosso carro nem retirar o nosso: uma portagem que fique por pagar porque o identificador foi retirado custa a portagem mais 25 €.',
    ),
    portuguese(
      childSeats,
      'Sim, e instalamo-las nós, sem custo. Ovo para bebés até 13 kg (mais ou menos até 1 ano) ou cadeirinha com arnês de 9 a 18 kg (de 1 a 4 anos, mais ou menos): 5 € por dia; assento elevatório com costas, de 15 a 36 kg (dos 4 aos 12 anos, mais ou menos): 3 € por dia. No máximo paga 35 € por cadeira e por aluguer. Em Portugal, as crianças com menos de 12 anos e menos de 1,35 m de altura têm de viajar numa cadeira adequada ao peso. Diga-nos na reserva a idade e o peso das crianças. Se preferir trazer a sua cadeira, não há problema.',
    ),
    portuguese(
      age,
      'A idade mínima é de 21 anos, com 2 anos de carta, para os grupos A a D; de 23 anos, com 2 anos de carta, para os elétricos (E), os 7 lugares (F) e as carrinhas de mercadorias; e de 25 anos, com 3 anos de carta, para os 9 lugares (G). Dos 21 aos 24 anos paga-se a taxa de condutor jovem: 9 € por dia, no máximo 90 € por aluguer, também quando o condutor jovem é o condutor adicional. Não há idade máxima nem taxa para condutores mais velhos: basta a carta válida.',
    ),
    portuguese(
      extraDriver,
      'Sim: 4 € por dia, no máximo 40 € por aluguer; nos alugueres mensais o primeiro condutor adicional está incluído. Pode acrescentar os condutores que quiser, desde que tenham a idade mínima do grupo e carta há pelo menos 2 anos; dos 21 aos 24 anos pagam também a taxa de condutor jovem. Cada condutor mostra a carta e o documento de identificação no levantamento ou, se o acrescentar a meio do aluguer, na loja de Almada ou no balcão de Cacilhas. Quem não está no contrato não pode conduzir: se tiver um acidente, não há seguro que valha.',
    ),
    portuguese(
      fuel,
      'Cheio-cheio: entregamos o carro com o depósito cheio e deve devolvê-lo cheio. Se voltar com menos, cobramos os litros em falta a 2,05 € por litro de gasolina ou 1,90 € por litro de gasóleo, mais 15 € de serviço de abastecimento. Há bombas perto da loja de Almada e do Parque de Cacilhas; guarde o talão do último abastecimento. Os híbridos andam a gasolina e não se carregam; os elétricos têm regras próprias para a bateria. Os 9 lugares e as carrinhas de mercadorias são a gasóleo: confirme sempre na tampa do depósito, porque o combustível errado não está coberto por nenhum seguro.',
    ),
    portuguese(
      documents,
      'O condutor principal traz: a carta de condução, válida e obtida há pelo menos 2 anos (3 anos para os 9 lugares), em cartão físico; o Cartão de Cidadão, o título de residência ou o passaporte; e um cartão bancário físico em nome dele para a caução. A carta digital da aplicação id.gov.pt, fotografias ou fotocópias não servem. Aceitamos sem mais nada as cartas da União Europeia, do Reino Unido, da Suíça, do Brasil, dos Estados Unidos e todas as escritas no alfabeto latino; as escritas noutros alfabetos (árabe, cirílico, chinês…) só com a Licença Internacional de Condução. Os condutores adicionais trazem também a carta e o documento de identificação. Se quer a fatura com NIF ou em nome de uma empresa, dê-nos os dados antes do levantamento.',
    ),
    portuguese(
      cancellation,
      'Pode alterar as datas, as horas, o local ou o grupo sem custos, por e-mail ou WhatsApp, conforme a disponibilidade, acertando a diferença de preço. O cancelamento é gratuito até 24 horas antes da hora de levantamento, com reembolso total em 5 a 7 dias úteis, pelo mesmo meio de pagamento. Com menos de 24 horas, ou se não aparecer, retemos o valor de 1 dia de aluguer, no máximo o que tiver pago. Se o seu voo for cancelado pela companhia aérea, cancelamos ou mudamos a data sem custos, com o comprovativo.',
    ),
    portuguese(
      payment,
      'Na reserva online: Visa, Mastercard, MB Way ou referência Multibanco; também pode reservar sem pagar e pagar tudo no levantamento. Na loja e no balcão de Cacilhas: cartões de crédito e de débito Visa e Mastercard, MB Way e dinheiro até 3 000 €. Não aceitamos American Express. As empresas com conta aberta podem pagar por transferência bancária, com fatura a 30 dias. A caução é outra coisa: fica sempre num cartão físico em nome do condutor principal. Todos os preços incluem IVA a 23 %.',
    ),
    portuguese(
      breakdown,
      'Ligue para a nossa assistência 24 horas, +351 212 740 319 (também por WhatsApp). Se o carro não puder seguir e a avaria ou o acidente não forem culpa sua, trocamos o carro em até 4 horas em Lisboa e na Margem Sul e em 24 horas no resto do país. Em caso de acidente: vista o colete, ponha o triângulo (estão na bagageira) e preencha com o outro condutor a Declaração Amigável que está no porta-luvas, com fotografias dos carros, das matrículas e do local; com um condutor estrangeiro, a declaração amigável europeia serve na mesma. Chame o 112 se houver feridos ou se o outro condutor não quiser assinar. Na autoestrada, passe para trás dos rails. Não mande reparar o carro nem aceite reboques de terceiros sem falar connosco, e avise-nos do acidente em 24 horas. Furos e pneus só estão cobertos com o SCDW.',
    ),
    portuguese(
      spain,
      'Sim, com os ligeiros de passageiros (não com as carrinhas de mercadorias), desde que nos avise na reserva ou no levantamento, para pormos a autorização no contrato. Custa 60 € por aluguer, com o seguro e a assistência 24 horas em Espanha incluídos. Sem autorização, o seguro deixa de valer a partir da fronteira e cobramos uma penalização de 300 €, mais o custo de ir buscar o carro. Não fazemos alugueres só de ida: o carro volta sempre a Almada, a Cacilhas ou a um dos nossos pontos de entrega. De Almada a Badajoz são cerca de 2h30 pela A2 e pela A6; a Sevilha, cerca de 4h30 pela A2 e pela A22.',
    ),
    portuguese(
      afterHours,
      'Sim, sem custos. Na loja de Almada, deixe o carro no nosso parque (o portão abre com o código que lhe damos no contrato) e as chaves na caixa de correio ao lado da porta. Em Cacilhas, estacione num dos lugares marcados Outra Banda no piso 0 do Parque de Cacilhas e deixe as chaves na caixa de chaves verde junto à saída para peões; o bilhete do parque fica por nossa conta. Tire fotografias do carro por fora, do conta-quilómetros e do nível de combustível ou de bateria. Continua responsável pelo carro até à vistoria, feita até às 10h00 do primeiro dia em que o local volta a abrir, e recebe o relatório por e-mail. As carrinhas de mercadorias só se devolvem fora de horas na loja de Almada.',
    ),
    portuguese(
      pets,
      'Sim, cães e gatos, no máximo 2 por carro, em todos os grupos. A taxa é de 20 € por aluguer e emprestamos uma capa de proteção para o banco de trás ou para a bagageira. Os animais viajam numa caixa de transporte ou presos com um cinto ou arnês próprio. Se o carro voltar com muito pelo, lama ou cheiro, cobramos uma limpeza especial de 80 €, e os estragos feitos pelo animal (estofos rasgados, cintos roídos) não estão cobertos pelo seguro. Os cães de assistência não pagam. Avise-nos na reserva.',
    ),
    english(
      foreignLicence,
      'Yes. Licences from the EU, the UK, Switzerland, the USA, Canada, Brazil, Australia and any other licence written in the Latin alphabet are accepted on their own, without an International Driving Permit. A licence written in another alphabet (Arabic, Cyrillic, Chinese, Japanese, Thai and so on) must come with an International Driving Permit. In every case the licence must be valid, held for at least 2 years (3 years for our 9-seaters), and shown as the physical card: not a photo, a photocopy or an app. Bring your passport or national ID card as well, and a physical bank card in the main driver’s name for the deposit. We do not need a Portuguese address or tax number (NIF) to rent you a car.',
    ),
    english(
      automatic,
      'Yes. All the cars of group C (Toyota Yaris Hybrid, Peugeot 208 automatic) and group E (MG4 Electric, Renault Mégane E-Tech) are automatic. In group D (Toyota Corolla Touring Sports Hybrid) and group F (Peugeot 5008, 7 seats) we guarantee an automatic for 7 € a day more than the group price, if you ask for it when you book. The cheapest automatic is group C: 28 € a day in low season, 43 € in mid season and 72 € in high season, for rentals of 3 to 6 days. The small and compact cars (groups A and B), the 9-seaters and the vans are manual only. In July, August and at Christmas the automatics go first, so book early.',
    ),
    english(
      ferry,
      'Take the ferry from Cais do Sodré to Cacilhas: boats leave every 10 to 20 minutes, depending on the time of day, and the crossing takes about 10 minutes, with a lovely view of the river and the 25 de Abril bridge. A single ticket costs about 1.40 € on a Navegante or Viva Viagem card. Our desk is inside the Cacilhas ferry terminal, on your right as you leave the boat, next to the Metro Sul do Tejo tram stop, and the cars are in the Cacilhas car park, 3 minutes’ walk away. Picking up or returning a car at the desk is free. From the airport, take the Metro red line to Alameda and change to the green line to Cais do Sodré (about 35 minutes in all). By taxi or Uber from central Lisbon it is 15 to 25 minutes across the bridge, more at rush hour. Our main shop in Almada is 10 minutes from Cacilhas on the Metro Sul do Tejo.',
    ),
    english(
      fines,
      'Traffic and parking fines during the rental are your responsibility. When a notice reaches us as the owner of the car, we identify you as the driver to the authority, as the law requires, and charge an administration fee of 25 € to the card on the contract; the authority then sends the fine to you. Street parking in Lisbon is run by EMEL: pay at the machines or in the ePark app, because EMEL clamps and tows quickly. If the car is clamped or towed, call us, pay the release, towing and storage fees yourself at EMEL, and we charge the 25 € fee as well; the days the car spends in the pound still count as rental days. If the police stop you, a fine can usually be paid on the spot by card. No insurance covers fines, clamping or towing.',
    ),
    english(
      monthly,
      'Yes, and many of our customers are people working remotely from Lisbon for a season. From 28 days we charge a fixed price per 28 days that includes the SCDW (zero excess), one additional driver, the Via Verde device (tolls are charged at cost), servicing and any tyre change. In low season (early January to March, November to mid-December): 450 € for a small car (group A), 520 € compact (B), 640 € automatic (C), 720 € estate (D), 690 € electric (E) and 1,050 € 7-seater (F). In mid season (April to June, October): 620 / 720 / 880 / 990 / 950 / 1,450 €. In high season (July to September, Christmas): 990 / 1,150 / 1,390 / 1,550 / 1,490 / 2,300 €. Each extra day costs 1/28 of the price. 3,000 km are included per 28 days, and each extra kilometre costs 0.15 €. The deposit is 300 € (500 € for a 7-seater), on a credit or debit card. For three months or more, ask us for a tailored quote: we can deliver the car to your flat in Lisbon (25 € each way) and swap it at our Almada shop when it is due for servicing.',
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'Portuguese',
      text: `TABELA DE PREÇOS 2026 – OUTRA BANDA RENT-A-CAR, LDA.
Loja e parque: Avenida Dom Nuno Álvares Pereira 87, 2800-178 Almada – Balcão: Terminal Fluvial de Cacilhas, 2800-252 Almada
Tel. +351 212 740 318 – WhatsApp +351 913 552 806 – Assistência 24 h +351 212 740 319 – reservas@outrabanda-rentacar.example – NIF 515 338 026
Preços em euros, com IVA a 23 % incluído, válidos de 1 de janeiro a 31 de dezembro de 2026, salvo erro tipográfico. Quilómetros ilimitados nos ligeiros de passageiros (alugueres mensais: ponto 3; carrinhas de mercadorias: ponto 4).

1. Épocas
Baixa: 7 de janeiro a 31 de março e 1 de novembro a 19 de dezembro.
Média: 1 de abril a 30 de junho e 1 a 31 de outubro.
Alta: 1 de julho a 30 de setembro e 20 de dezembro a 6 de janeiro.
Num aluguer que atravessa duas épocas, cada dia é pago ao preço da sua época.

2. Ligeiros de passageiros – preço por dia, alugueres de 3 a 6 dias – baixa / média / alta
Inclui: seguro de responsabilidade civil, CDW e proteção contra roubo com franquia, assistência em viagem 24 horas, IVA.
A Pequeno – Fiat 500, Toyota Aygo X, 4 lugares, manual: 18 / 29 / 49
B Compacto – Renault Clio, Seat Ibiza, 5 lugares, manual: 22 / 35 / 58
C Compacto automático – Toyota Yaris Hybrid, Peugeot 208 automático, 5 lugares: 28 / 43 / 72
D Familiar – Skoda Octavia Break (manual), Toyota Corolla Touring Sports Hybrid (automático), 5 lugares: 33 / 49 / 82
E Elétrico – MG4 Electric, Renault Mégane E-Tech, 5 lugares, automático: 35 / 52 / 85
F 7 lugares – Dacia Jogger (manual), Peugeot 5008 (automático): 47 / 72 / 115
G 9 lugares – Renault Trafic Passenger, Opel Vivaro Combi, manual, gasóleo: 65 / 95 / 150
1 ou 2 dias: + 20 %. 7 a 13 dias: – 10 %. 14 a 27 dias: – 15 %. 28 dias ou mais: ponto 3.
Garantia de caixa automática nos grupos D e F: + 7 por dia.
Dia de aluguer: períodos de 24 horas a partir da hora de levantamento, com 30 minutos de tolerância na devolução; depois da tolerância, é cobrado 1 dia adicional.

3. Alugueres mensais (ligeiros, 28 dias ou mais) – preço por 28 dias – baixa / média / alta
A 450 / 620 / 990
B 520 / 720 / 1 150
C 640 / 880 / 1 390
D 720 / 990 / 1 550
E 690 / 950 / 1 490
F 1 050 / 1 450 / 2 300
Incluem: SCDW (franquia zero), 1 condutor adicional, identificador Via Verde (portagens à parte, ao preço exato), revisões e troca de pneus. 3 000 km por cada 28 dias; quilómetro extra: 0,15. Cada dia a mais: 1/28 do preço. Grupo G: tarifa diária com – 20 %. Alugueres de 3 meses ou mais: orçamento à medida.

4. Carrinhas de mercadorias (preço igual todo o ano; só na loja de Almada) – meio dia (4 horas, 80 km) / dia (200 km) / fim de semana (sexta 17h00 a segunda 9h00, 500 km) / semana (7 dias, 1 000 km)
Citroën Berlingo Van, 3,3 m³, 2 lugares: 30 / 45 / 110 / 250
Renault Trafic Furgão, 6 m³, 3 lugares: 40 / 65 / 160 / 360
Renault Master Furgão, 12 m³, 3 lugares, altura 2,6 m: 55 / 85 / 210 / 480
Quilómetro extra: 0,25. Todas manuais, a gasóleo, até 3 500 kg.
Acessórios, por aluguer: carrinho de transporte 8; 10 mantas de proteção 6; 4 cintas de amarração 4.

5. Seguros e caução – A e B / C e D / E / F / G / carrinhas
Franquia do CDW e da proteção contra roubo: 1 000 / 1 200 / 1 500 / 1 600 / 2 000 / 2 000
SCDW (franquia zero; vidros, pneus, jantes e espelhos incluídos), por dia: 12 / 15 / 17 / 19 / 22 / 18 – no máximo 300 por aluguer
Caução sem SCDW (só cartão de crédito): igual à franquia
Caução com SCDW e nos alugueres mensais (cartão de crédito ou de débito): 300 / 300 / 300 / 500 / 500 / 500

6. Condutores
Todos os veículos se conduzem com carta de categoria B.
Idade mínima e carta: 21 anos e 2 anos de carta (A a D); 23 anos e 2 anos de carta (E, F e carrinhas); 25 anos e 3 anos de carta (G).
Condutor jovem (21 a 24 anos): 9 por dia, máx. 90 por aluguer.
Condutor adicional: 4 por dia, máx. 40 por aluguer; o primeiro incluído nos alugueres mensais.
Sem idade máxima e sem taxa de condutor sénior.

7. Extras
Identificador Via Verde (obrigatório, em todos os veículos): 1,50 por dia, máx. 15 por aluguer; portagens e pontes ao preço exato, debitadas até 15 dias após a devolução.
Ovo (até 13 kg) ou cadeirinha (9 a 18 kg): 5 por dia; assento elevatório com costas (15 a 36 kg): 3 por dia; máx. 35 por cadeira e por aluguer; instalação incluída.
Cartão de carregamento Mobi.E (grupo E): grátis; carregamentos ao preço exato da rede, debitados no fim do aluguer.
Cabo de carregamento para tomada doméstica (grupo E): grátis, a pedido.
Animal de companhia (máx. 2): 20 por aluguer, capa de proteção incluída.
Autorização para Espanha continental (só ligeiros de passageiros): 60 por aluguer, com seguro e assistência em Espanha.
Suporte de telemóvel e cabo USB: grátis, a pedido.

8. Entregas e recolhas
Loja de Almada e balcão do Terminal Fluvial de Cacilhas: gratuito.
Devolução fora de horas nas caixas de chaves da loja de Almada ou do Parque de Cacilhas (piso 0, lugares Outra Banda): gratuito.
Aeroporto de Lisboa (Humberto Delgado), Terminais 1 e 2, das 7h00 às 23h00: 35 por entrega e 35 por recolha; gratuito em alugueres de 7 dias ou mais.
Aeroporto de Lisboa, das 23h00 às 7h00, com marcação até 24 horas antes: + 35, não cobrados se o voo indicado na reserva chegar atrasado. Espera gratuita até 2 horas.
Hotéis e casas, das 9h00 às 19h00, por percurso: Almada, Seixal e Costa da Caparica gratuito a partir de 3 dias, 10 para 1 ou 2 dias; Lisboa (cidade) 25; Oeiras, Cascais, Sintra, Barreiro, Sesimbra e Setúbal 40.
Carrinhas de mercadorias: só levantamento e devolução na loja de Almada.

9. Combustível, bateria e taxas cobradas depois da devolução
Política cheio-cheio. Combustível em falta: gasolina 2,05 por litro; gasóleo 1,90 por litro; mais 15 de serviço de abastecimento.
Elétricos: entregues com 80 % de bateria ou mais. Devolução abaixo de 70 %: 25; abaixo de 10 %: 60.
Limpeza extra (areia, lama, manchas): 35
Limpeza especial depois do transporte de animais (pelo, lama, cheiros): 80
Fumar no veículo: 150
Perda ou dano de chave: 250, mais a deslocação para entregar a chave suplente (0,50 por km)
Perda do cartão Mobi.E: 20
Perda ou dano do identificador Via Verde: 50
Portagem não paga por remoção do identificador: valor da portagem + 25
Taxa administrativa por multa, coima, bloqueamento ou reboque: 25
Penalização por ida a Espanha sem autorização: 300, mais os custos de recolha do veículo

10. Pagamento
Reserva online: Visa, Mastercard, MB Way, referência Multibanco.
Loja e balcão: cartões de crédito e de débito Visa e Mastercard, MB Way, numerário até 3 000. Não aceitamos American Express.
Empresas com conta aberta: transferência bancária, fatura a 30 dias.
Caução: cartão físico em nome do condutor principal; débito só com SCDW ou nos alugueres mensais; não são aceites cartões pré-pagos, cartões virtuais nem numerário.`,
    },
    {
      title: terms,
      language: 'English',
      text: `RENTAL TERMS AND CONDITIONS – Outra Banda Rent-a-Car, Lda., Avenida Dom Nuno Álvares Pereira 87, 2800-178 Almada, Portugal, NIF 515 338 026, licensed by IMT for the rental of vehicles without a driver. In force from 1 January 2026. These terms apply to every rental of a passenger car or a light commercial vehicle (van). The contract signed at pick-up is bilingual, in Portuguese and English.

1. Booking and contract
A booking is confirmed by e-mail with the vehicle group, the dates, times and places of pick-up and return, and the extras. We guarantee the group, not the make or model; if the group booked is not available, we provide a vehicle of a higher group at no extra cost. The contract is signed at pick-up by the main driver, after a joint inspection of the vehicle recorded with photographs.

2. Drivers
Minimum age and licence: 21 years and a licence held for 2 years for groups A to D; 23 years and 2 years for group E (electric), group F (7 seats) and vans; 25 years and 3 years for group G (9 seats). Drivers aged 21 to 24 pay the young driver fee shown in the price list. There is no upper age limit. All our vehicles, including the 9-seaters and the vans (up to 3,500 kg), may be driven with a category B licence. The licence must be valid and shown as the physical card; digital licences, photographs and copies are not accepted. Licences not written in the Latin alphabet are accepted only together with an International Driving Permit. Only the main driver and the additional drivers named on the contract may drive the vehicle; an additional driver may be added during the rental at the Almada shop or the Cacilhas desk.

3. Documents at pick-up
The driving licence and the passport, national identity card or Portuguese residence permit of every driver, and a physical payment card in the main driver's name for the deposit. Without these documents the vehicle is not handed over and the booking is treated as a no-show.

4. Deposit and payment
The deposit is blocked on the card at pick-up and released after the return and inspection of the vehicle, less any amounts owed (fuel, charging, tolls, damage up to the excess, fees). Without SCDW, the deposit equals the excess of the group and is accepted on a credit card only. With SCDW, and on monthly rentals, it is 300 € (groups A to E) or 500 € (groups F and G and vans), on a credit or debit card. Prepaid cards, virtual cards and cash are not accepted for the deposit. Tolls, charging sessions, fine fees and damage found after the deposit has been released are charged to the same card, as the customer authorises by signing the contract.

5. Insurance
Included in the price: compulsory third-party liability insurance, within the legal limits; CDW and theft protection, with the excess of the group shown in the price list. The SCDW, optional and included in monthly rentals, reduces the excess to zero and also covers glass, tyres, wheels and mirrors.
Exclusions, with or without SCDW: damage to the interior; damage on unpaved roads, dirt tracks, beaches and sand, including damage to the underside; damage from driving through flooded roads; loss, theft or damage of keys, charging cards and charging cables; refuelling with the wrong fuel; damage caused by animals; damage to vans from loading and unloading; damage to the roof of vans and 9-seaters from entering car parks or passages lower than the vehicle; the goods carried; driving under the influence of alcohol or drugs; driving by a person not named on the contract; use in Spain without authorisation. In these cases the customer pays the full cost of the damage and of the time the vehicle cannot be rented.

6. Use of the vehicle
It is forbidden to: smoke in the vehicle (cleaning fee of 150 €); sublet the vehicle or carry passengers or goods for payment, including work for ride-hailing (TVDE) platforms such as Uber and Bolt and for delivery platforms; tow other vehicles or trailers; take part in races or trials; carry more people than there are seats or a load above the permitted maximum weight; drive off-road, on dirt tracks or on sand. Pets are accepted on the conditions of the price list. The vehicle must be returned in a normal state of cleanliness; sand, mud, hair or stains that need extra cleaning are charged according to the price list.

7. Travel outside mainland Portugal
Passenger cars may be driven in mainland Portugal and, with written authorisation on the contract and payment of the fee, in mainland Spain. Vans may not leave Portugal. Vehicles may not be taken on any ferry, except the Setúbal–Tróia car ferry, nor to the Azores, Madeira or any other country. Unauthorised use in Spain voids the insurance from the border and leads to a penalty of 300 € plus the cost of recovering the vehicle.

8. Fuel and charging
Vehicles are handed over with a full tank and must be returned full, with the fuel shown on the filler cap. Missing fuel is charged at the price per litre in the price list plus the refuelling service fee. Damage caused by the wrong fuel is always the customer's responsibility. Electric vehicles are handed over with at least 80 % charge and must be returned with at least 70 %; below that, the charging fee in the price list applies. Public charging sessions made with the Mobi.E card provided are charged at the exact network price after the rental.

9. Tolls, fines and parking
Every vehicle carries a Via Verde device, which the customer may not remove or deactivate. Tolls are charged at the exact price up to 15 days after the return, with the list of passages. The customer is responsible for all traffic offences and parking charges during the rental. Outra Banda, notified as the owner of the vehicle, identifies the driver to the competent authority as the law requires and charges an administration fee of 25 € per case. If the vehicle is clamped or towed (for example by EMEL in Lisbon), the customer pays the release, towing and storage costs directly, informs us at once, and the days the vehicle is impounded count as rental days.

10. Breakdowns and accidents
The customer calls our 24-hour assistance (+351 212 740 319) before any repair or towing. In an accident, the customer fills in the European accident statement (Declaração Amigável) with the other driver or calls the police, and reports the accident to us within 24 hours; without the statement or a police report, the damage is charged to the customer even with SCDW. When a breakdown or accident is not the customer's fault, we provide a replacement vehicle within 4 hours in Lisbon and on the south bank (Almada, Seixal, Barreiro, Sesimbra, Setúbal) and within 24 hours elsewhere in mainland Portugal; in Spain, the customer is brought back with the vehicle, or a replacement is provided at the nearest possible point.

11. Return
The vehicle is returned at the date, time and place on the contract, with 30 minutes' tolerance; after that, one extra day is charged at the daily rate of the contract. If the vehicle is more than 24 hours late without notice, we may report it missing to the police. Returning the vehicle early gives no right to a refund of the unused days or of the extras paid. When the vehicle is returned after hours in the key boxes of the Almada shop or the Cacilhas car park, the customer remains responsible for it until our inspection, made by 10:00 on the next day the place is open, and receives the report with photographs by e-mail.

12. Kilometres
Kilometres are unlimited on daily and weekly rentals of passenger cars. Monthly rentals include 3,000 km per 28 days and vans the kilometres shown in the price list; extra kilometres are charged according to the price list.

13. Changes and cancellations
Changes are free, subject to availability, with the price difference settled. Cancellation is free up to 24 hours before the pick-up time. Later, or in case of no-show, the price of 1 rental day is kept, at most the amount prepaid. When the flight given in the booking is cancelled by the airline, cancelling or changing the date is free, with proof. Refunds are made within 5 to 7 working days by the original payment method.

14. Personal data, complaints and disputes
The drivers' personal data are used only for the contract, invoicing, insurance and identifying the driver to the authorities, under the GDPR. Complaints: reclamacoes@outrabanda-rentacar.example or the Livro de Reclamações, at the shop or at livroreclamacoes.pt. In a dispute, the consumer may turn to the Centro de Arbitragem de Conflitos de Consumo de Lisboa. Portuguese law applies; the courts of Almada have jurisdiction, without prejudice to consumer protection rules.`,
    },
  ],
  answerable: [
    // Portuguese paraphrases with everyday words the owner never used
    {
      question:
        'Quanto é que fica aquele seguro completo, o que não tem franquia nenhuma? Se alguém me amolgar a viatura num parque não quero ter de pagar nada.',
      answeredBy: [insurance, priceList],
    },
    {
      question:
        'Preciso de uma carrinha pra levar as coisas do T2 da minha sogra do Laranjeiro para o Seixal, sao poucos moveis. Qual é a mais barata e dá para ser só meio dia?',
      answeredBy: [vans, services, priceList],
    },
    {
      question:
        'A viatura traz aquele aparelho da Via Verde colado no vidro? Vou passar a ponte todos os dias para ir trabalhar para Lisboa e não quero andar com moedas.',
      answeredBy: [tolls, services, priceList, terms],
    },
    {
      question:
        'precisava d um carro p hj ao fim da tarde, ainda tem algum? é urgente, o meu ficou na oficina',
      answeredBy: [lastMinute],
    },
    {
      question:
        'Se eu entregar o carro com meio depósito, quanto é que me cobram pela gasolina que falta?',
      answeredBy: [fuel, priceList],
    },
    {
      question:
        'Vamos ser 9 contando com os miúdos e a avó, para um casamento em Azeitão. Têm alguma carrinha de 9 lugares? Dá para conduzir com a carta normal ou é preciso carta de pesados?',
      answeredBy: [bigCars, fleet, services, priceList, terms],
    },
    // Long messages in Portuguese, the question inside
    {
      question:
        'Boa tarde, o meu carro está na oficina por causa da embraiagem e o mecânico diz que só fica pronto daqui a umas 3 semanas. Moro no Feijó e trabalho no Marquês, vou de carro todos os dias pela ponte. Queria uma coisa pequena e barata para essas 3 semanas, a partir de 10 de novembro. Quanto fica mais ou menos? E a Via Verde está incluída ou tenho de passar para lá o meu identificador?',
      answeredBy: [fleet, tolls, priceList],
    },
    {
      question:
        'Oi, tudo bem? Sou brasileira, moro em Lisboa faz 2 meses e ainda não troquei minha carteira de motorista. Dá para alugar um carro com a minha CNH? Preciso tirar a permissão internacional? Queria ir com meu namorado passar o feriado no Algarve.',
      answeredBy: [foreignLicence, documents, terms],
    },
    {
      question:
        'Boa noite, somos 7 amigos do Seixal e queremos ir a Sevilha em junho ver um concerto, 4 dias. Pensámos num carro de 7 lugares. Podemos passar a fronteira com ele? Quanto é que se paga a mais?',
      answeredBy: [spain, bigCars, priceList, terms],
    },
    {
      question:
        'Ola, chego de Paris no sabado a meia noite e um quarto ao aeroporto de Lisboa, com a minha mulher e a bebe. Vcs conseguem estar la a essa hora com o carro? E se o aviao atrasar ficam a espera?',
      answeredBy: [airport, services, priceList],
    },
    // Long messages in English
    {
      question:
        "Hi! We're driving down to the Algarve in August with our two dogs, a labrador and a very hairy pug. Can they come in the car, what does it cost, and what happens if the back seat ends up full of dog hair?",
      answeredBy: [pets, priceList, terms],
    },
    {
      question:
        "Hi! I'm a freelance designer and I'll be working remotely from a flat in Alfama from March to May. I'd like a small car for the whole three months to explore on weekends (Sintra, Arrábida, maybe the Alentejo). Do you do monthly rates, is there a mileage limit, and could you drop the car off in Alfama?",
      answeredBy: [monthly, hotelDelivery, priceList],
    },
    {
      question:
        "Hello, we're a family of six from Leeds (us, my mother-in-law and the three kids, aged 2, 5 and 9) landing at Lisbon airport on 2 August at 14:30, then staying in an apartment in Costa da Caparica for 10 days. Could you bring a 7-seater to the airport with the car seats, and roughly what would the total be?",
      answeredBy: [airport, bigCars, childSeats, quote, priceList],
    },
    {
      question:
        "Hi, we'd love to try an electric car for a week in October, driving from Almada down to the Alentejo coast, Comporta and Vila Nova de Milfontes. What's the real range, how do we charge on the way, and do we pay for the electricity?",
      answeredBy: [electric, priceList, terms],
    },
    {
      question:
        "Hi, I'm moving out of my flat in Arroios into a new place in Almada next month. It's a one-bedroom: a sofa, a bed, a washing machine and lots of boxes. Which van would you recommend, and can I drive it on my normal car licence? I've had a UK licence for 6 years.",
      answeredBy: [vans, services, priceList, foreignLicence, terms],
    },
    // Typos and chat-speak, in Portuguese and English
    {
      question: 'bom dia vcs tem carros automaticos? n sei conduzir com mudanças',
      answeredBy: [automatic, fleet, services, priceList],
    },
    { question: 'o balcao d cacilhas abre ao domingo? a q horas?', answeredBy: [location] },
    {
      question: 'whats the latest i can cancel without paying anything? plans might change thx',
      answeredBy: [cancellation, terms],
    },
    {
      question: 'tenho 22 anos, posso alugar? pago mais pq sou novo?',
      answeredBy: [age, priceList, terms],
    },
    {
      question: 'hi can i return the car at night? our flight home is at 6am',
      answeredBy: [afterHours, airport, priceList, terms],
    },
    { question: 'tb aceitam mbway?', answeredBy: [payment, priceList] },
    {
      question: 'do u guys acept debit card for the deposit?? i dont have a credit card',
      answeredBy: [deposit, insurance, priceList, terms],
    },
    // One or two words
    { question: 'Caução?', answeredBy: [deposit, insurance, priceList, terms] },
    { question: 'Cadeirinha?', answeredBy: [childSeats, services, priceList] },
    {
      question: 'Electric cars?',
      answeredBy: [electric, fleet, services, description, priceList],
    },
    { question: 'Spain?', answeredBy: [spain, services, priceList, terms] },
    // Short follow-ups
    { question: 'e para a Master, quanto é o fim de semana?', answeredBy: [vans, priceList] },
    {
      question: 'and if I pick it up at the ferry in Cacilhas instead, is that free?',
      answeredBy: [location, ferry, priceList],
    },
    { question: 'and does the second driver pay extra?', answeredBy: [extraDriver, priceList] },
    // English questions, Portuguese knowledge
    {
      question: 'How much is the toll on the bridge when you drive from Almada into Lisbon?',
      answeredBy: [tolls],
    },
    {
      question:
        "Is there an extra charge for older drivers? My dad is 78 and he'd like to share the driving with me.",
      answeredBy: [age, extraDriver, priceList, terms],
    },
    {
      question:
        "We just had a small accident on the A2 near Coina, nobody's hurt but the bumper is smashed and the other driver is French. What do we do now?",
      answeredBy: [breakdown, terms],
    },
    // Portuguese questions, English knowledge
    {
      question:
        'Posso conduzir com a carta americana? Sou de Boston mas vivo em Almada há um ano e ainda não a troquei.',
      answeredBy: [foreignLicence, documents, terms],
    },
    {
      question: 'Se a EMEL me rebocar o carro em Lisboa, o que é que faço? Sou eu que pago?',
      answeredBy: [fines, priceList, terms],
    },
    {
      question:
        'Vocês têm carro automático? Só dirijo automático, no Brasil é tudo assim kkkk. Qual é o mais barato?',
      answeredBy: [automatic, fleet, priceList],
    },
    // Answered by a document only
    {
      question:
        "Can we take the rental car on the ferry from Setúbal to Tróia? We're staying in Comporta.",
      answeredBy: [terms],
    },
    {
      question: 'Posso usar o carro alugado para fazer Uber ou Bolt uns meses?',
      answeredBy: [terms],
    },
    { question: 'How much do you charge if we lose the car key?', answeredBy: [priceList] },
    {
      question:
        "If I bring the car back a day early, do I get money back for the day I didn't use?",
      answeredBy: [terms],
    },
    // Answered by the briefing only
    {
      question:
        'Do any of you speak French? My parents are picking up the car on their own and they only speak French.',
      answeredBy: [description],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Vocês também alugam autocaravanas? Queríamos fazer a costa alentejana numa em setembro, com os miúdos.',
    'Quero pôr um carregador para carros elétricos na garagem do meu prédio na Charneca da Caparica. Vocês tratam da instalação?',
    "Do you sell your electric cars when you replace them? I'd be interested in buying an ex-rental MG4.",
    'O identificador da Via Verde do meu carro deixou de apitar nas portagens da ponte. Como é que resolvo isto?',
    'Can you recommend a garage near Baixa in Lisbon where I could rent a parking space by the month?',
    'Oi, preciso trocar minha CNH brasileira pela carta portuguesa no IMT. Quanto tempo demora e quanto custa?',
    'A que horas sai o último barco de Cacilhas para o Cais do Sodré ao domingo à noite?',
    "Do you have a driver who could pick us up at Lisbon airport and take us to our hotel in Belém? We don't want to drive ourselves.",
    // Plainly outside
    'Qual é a melhor marisqueira em Cacilhas para levar os meus sogros a jantar?',
    'Is the Cristo Rei open on Mondays, and how much is the lift to the top?',
  ],
};
