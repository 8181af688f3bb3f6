import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Bugio Rent-a-Car, an owner-run car and van rental in Oeiras, on the Cascais line between Lisbon
 * and Cascais, founded in 2012 and named after the Bugio lighthouse seen from the Marginal: one
 * desk with its car park in the old centre of Oeiras, four minutes' walk from the train station,
 * open every day in summer and closed on Sundays the rest of the year, a key box for returns
 * after hours, and delivery and collection at Lisbon airport (also at night with a booking, with
 * a free wait when a flight is late), at Santa Apolónia station for customers arriving by train
 * from Porto, Coimbra or Faro, and at hotels and homes in Oeiras, Cascais, Lisbon and Sintra.
 * About 60 vehicles: economy, compact, automatic hybrid, automatic SUV, 7- and 9-seat cars with
 * unlimited kilometres, and three cargo vans (Partner, Transit Custom, Ducato) by the four hours,
 * day, weekend or week with a kilometre allowance; insurance (the CDW and theft protection with
 * an excess, the optional Proteção Total that takes it to zero, a deposit on a credit card, or on
 * a debit card with the Proteção Total); the compulsory Via Verde device and the tolls of the A5
 * and the 25 de Abril bridge; a full-to-full fuel policy with a prepaid tank as an option; child
 * seats; young drivers from 20 and additional drivers (a spouse or partner free); crossing into
 * mainland Spain; pets; monthly rentals for people moving to Portugal (no NIF needed to start);
 * fines, EMEL and speed cameras; extras such as a surfboard roof rack and a Wi-Fi hotspot. Prices
 * are in euros with Portuguese VAT at 23 %, by season. Its customers write in European Portuguese
 * (people from Oeiras, Cascais and the Linha whose car is at the garage or who move house,
 * families off to the Algarve or to Spain, often by WhatsApp), in Brazilian Portuguese (Brazilians
 * newly settled in Carcavelos and Oeiras, in chat-speak: vc, pq, tb, q, blz, missing accents) and
 * in English (tourists staying in Lisbon, Cascais or Estoril, people starting a job at the
 * Taguspark, digital nomads relocating to Portugal). The owner wrote the briefing in Portuguese,
 * most Q&A pairs in European Portuguese (the desk and its hours, the fleet and prices, automatics,
 * 7- and 9-seaters, vans for a move, delivery at Lisbon airport, delivery to hotels and homes,
 * the insurance and the excess, the deposit and debit cards, Via Verde and tolls, fuel, the
 * minimum age and the young driver fee, an additional driver, Spain, child seats, pets, the
 * documents, changing and cancelling, payment, breakdowns and accidents, returns after hours) and
 * a few in English (a foreign licence, monthly rentals for people moving to Portugal, getting to
 * the desk by train, fines and speed cameras, delivery at Santa Apolónia station), listed two
 * other ways of asking on the Via Verde pair only, added two custom responses (a quote or booking
 * request, a charge on the card after the return that the customer does not understand), and
 * pasted the 2026 price list and the general rental terms, both in Portuguese.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases with
 * European Portuguese and everyday words the owner never used ("aquele seguro que tira a franquia
 * toda", "riscarem o carro", "é pouca tralha", "larga pelo que é uma coisa parva", "devolver o
 * carro já na reserva" for a fuel light, "passar a fronteira", "ovo para bebé"), Brazilian
 * Portuguese ("câmbio automático", "embreagem", "tag de pedágio", "CNH", "PID", "aluguel por mês",
 * "pegar a A5", "kkk", "né"), long messages with a story around the question (a move from Algés
 * to a flat in Paço de Arcos, two couples and four children off to Tavira at Easter, a Brazilian
 * from Belo Horizonte living in Carcavelos, a job at the Taguspark while the car is shipped from
 * Italy, a train from Porto into Santa Apolónia, a flight from London landing at ten to midnight,
 * an EMEL ticket in the Chiado; a Canadian developer on a digital nomad visa, a family landing on
 * a Friday night with two children, nine friends going to a festival in Spain, an Irish husband
 * of 76 sharing the driving, a mysterious charge of 47 euros, a speed camera on the Marginal, a
 * flat tyre on the A5, parents coming from Munich), chat-speak and missing accents ("vcs", "dps",
 * "da pra", "so", "ta", "estao", "balcao", "oeiras"; "u", "hav", "were", "lol", "i", "whats"),
 * one- or two-word questions ("Ovo para bebé?", "Fuel policy?", "cancellation policy?"), a short
 * follow-up that only makes sense after an earlier question ("and can my partner drive too, or
 * does that cost extra?"), English questions against Portuguese knowledge and the reverse, a few
 * that only a document answers (a refund for returning the car early, picking the car up at the
 * desk at half past six, a roof rack for a surfboard, extending a rental from the Alentejo) and
 * one that only the briefing answers (someone who speaks German). The outside questions include
 * hard negatives that share words with the knowledge (buying an ex-rental Yaris, renting a
 * scooter, importing one's own car from Germany, a strike on the Cascais line, a taxi from the
 * airport, a monthly parking space in Oeiras, Via Verde for one's own car, a car wash near the
 * desk) and plain questions about pastéis de nata and the gardens of the Marquês de Pombal palace.
 */

const english = qaIn('English');
const portuguese = qaIn('Portuguese');

// The sources' titles, as the answers name them.
const location = 'Onde fica o vosso balcão e qual é o horário?';
const fleet = 'Que carros têm e quanto custa o aluguer por dia?';
const automatic = 'Têm carros automáticos?';
const bigCars = 'Têm carros de 7 e de 9 lugares?';
const vans = 'Alugam carrinhas de mercadorias para mudanças?';
const airport = 'Entregam o carro no Aeroporto de Lisboa?';
const homeDelivery = 'Entregam o carro em casa ou no hotel?';
const insurance = 'Que seguro está incluído e qual é a franquia?';
const deposit = 'De quanto é a caução? Aceitam cartão de débito?';
const tolls = 'Os carros têm Via Verde? Como se pagam as portagens?';
const fuel = 'Qual é a vossa política de combustível?';
const age = 'Qual é a idade mínima para alugar? Os condutores jovens pagam mais?';
const extraDriver = 'Posso acrescentar um segundo condutor?';
const spain = 'Posso levar o carro a Espanha?';
const childSeats = 'Têm cadeirinhas para crianças?';
const pets = 'Posso levar o meu cão ou o meu gato no carro?';
const documents = 'Que documentos preciso para levantar o carro?';
const cancellation = 'Posso alterar ou cancelar a reserva?';
const payment = 'Que formas de pagamento aceitam?';
const breakdown = 'O que faço se o carro avariar ou tiver um acidente?';
const afterHours = 'Posso devolver o carro fora do horário?';
const foreignLicence = 'Can I rent a car with a foreign driving licence?';
const monthly = "I'm moving to Portugal. Can I rent a car by the month while I settle in?";
const gettingThere = 'How do I get to your office by public transport from Lisbon?';
const fines = 'What happens if I get a parking or speeding fine?';
const santaApolonia = 'Can you deliver the car at Santa Apolónia station?';
const priceList = 'Tabela de Preços 2026 – Bugio Rent-a-Car';
const terms = 'Condições Gerais de Aluguer 2026 – Bugio Rent-a-Car';
const quote = 'Pedido de orçamento ou de reserva';
const charges = 'Cliente que não percebe uma cobrança no cartão depois de devolver o carro';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const oeirasCarRentalSet: EvaluationSet = {
  name: 'Oeiras car rental (Bugio Rent-a-Car)',
  heldOut: false,
  agentName: 'Inês',
  briefing: {
    companyName: 'Bugio Rent-a-Car',
    industry: 'automotive',
    description:
      'A Bugio Rent-a-Car é uma rent-a-car familiar de Oeiras, fundada em 2012 por Paulo e Marta Valente e batizada com o nome do farol do Bugio, que se vê da Marginal. Somos 11 pessoas e temos cerca de 60 viaturas, todas com menos de 4 anos: carros económicos, compactos, automáticos, SUV, de 7 e de 9 lugares, e carrinhas de mercadorias. O balcão e o parque ficam na Rua Cândido dos Reis 58, no centro histórico de Oeiras, entre Lisboa e Cascais. Entregamos e recolhemos carros no Aeroporto de Lisboa, na estação de Santa Apolónia e em hotéis e casas de Oeiras, Cascais, Lisboa e Sintra. Falamos português, inglês e espanhol, e a Marta, que viveu dez anos em Hamburgo, fala alemão.',
    targetAudience:
      'Moradores de Oeiras, Cascais e de toda a Linha que precisam de um carro enquanto o seu está na oficina ou de uma carrinha para uma mudança; famílias que vão de férias para o Algarve ou para Espanha; turistas que ficam em Lisboa, Cascais ou no Estoril e que chegam ao aeroporto ou de comboio a Santa Apolónia; quem trabalha no Taguspark e no Lagoas Park; estrangeiros que se estão a mudar para Portugal, nómadas digitais e brasileiros recém-chegados, que precisam de carro durante uns meses. Escrevem-nos em português de Portugal e do Brasil, muitas vezes por WhatsApp e em abreviaturas, e em inglês.',
    keyServices:
      'Aluguer de ligeiros de passageiros em seis grupos (económico, compacto, compacto automático, SUV automático, 7 lugares e 9 lugares), com quilómetros ilimitados; aluguer de carrinhas de mercadorias (Peugeot Partner, Ford Transit Custom e Fiat Ducato, com carta de categoria B) às 4 horas, ao dia, ao fim de semana e à semana; levantamento no balcão de Oeiras e devolução fora de horas no cacifo de chaves; entrega e recolha no Aeroporto de Lisboa, na estação de Santa Apolónia e em hotéis e casas de Oeiras, Cascais, Lisboa e Sintra; seguro com franquia incluído e Proteção Total opcional, sem franquia; identificador Via Verde em todos os carros; ovos, cadeirinhas e assentos elevatórios; condutores adicionais e condutores jovens a partir dos 20 anos; autorização para ir a Espanha; animais de companhia; alugueres mensais para quem se está a mudar para Portugal.',
    commonQuestions:
      'O horário do balcão e como lá chegar de comboio, os preços por época, os automáticos, os 7 e 9 lugares, as carrinhas para mudanças, a entrega no aeroporto, em Santa Apolónia e nos hotéis de Cascais e Lisboa, o seguro, a franquia e a caução com cartão de débito, a Via Verde e as portagens da A5 e da ponte, o combustível, a idade mínima e o condutor jovem, o segundo condutor, ir a Espanha, as cadeirinhas, os cães, os documentos e as cartas estrangeiras (sobretudo a CNH brasileira), as devoluções fora de horas, as multas e os radares, os alugueres mensais para quem chega a Portugal, as alterações e os cancelamentos e o MB Way.',
    languages: ['Portuguese', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Respostas curtas mas completas, com os preços em euros com IVA e a época a que se referem. Tratamos os clientes por você, respondemos em inglês a quem escreve em inglês e com toda a naturalidade a quem escreve em português do Brasil ou em abreviaturas. Dizemos sempre quanto fica a caução e o que o seguro não cobre, para não haver surpresas no balcão. Acabamos com um passo seguinte: um orçamento, o link de reserva ou o WhatsApp +351 916 204 583.',
    personality:
      'Como alguém da Linha que conhece cada rotunda entre Algés e Cascais: simpático, despachado e honesto, com paciência para quem nunca conduziu em Portugal, para quem está a meio de uma mudança de país e para o turista que não percebe porque é que a ponte só se paga num sentido.',
    responseTemplates: [
      {
        scenario: quote,
        response:
          'Obrigado pelo contacto! Para lhe enviarmos um orçamento certo, ou confirmarmos já a reserva, diga-nos por favor: as datas e as horas de levantamento e de devolução; onde quer o carro (balcão de Oeiras, Aeroporto de Lisboa com o número do voo, estação de Santa Apolónia com o número do comboio, ou a morada do hotel ou da casa); quantas pessoas e quantas malas ou, para uma carrinha, o que vai transportar; se prefere caixa manual ou automática; a idade de todos os condutores e há quantos anos têm carta; os extras (cadeirinhas, com a idade e o peso das crianças, condutor adicional, ida a Espanha, animal de companhia); e se quer a Proteção Total, sem franquia. Respondemos em menos de 2 horas dentro do horário, por e-mail ou por WhatsApp (+351 916 204 583), com o preço total com IVA.',
      },
      {
        scenario: charges,
        response:
          'Lamentamos a confusão! Depois da devolução podem ainda aparecer no cartão do contrato: as portagens da Via Verde, ao preço exato, até 15 dias depois (a lista das passagens segue por e-mail); a taxa administrativa de 30 € quando nos chega uma multa, um bloqueamento ou um reboque; o combustível em falta; e os danos registados na vistoria, até ao valor da franquia. Mande-nos por e-mail (reservas@bugio-rentacar.example) ou por WhatsApp (+351 916 204 583) o número do contrato, que começa por BG-, a data e o valor do movimento: respondemos no dia útil seguinte com o documento que o justifica. Se o erro for nosso, devolvemos o valor em 5 dias úteis.',
      },
    ],
  },
  qa: [
    portuguese(
      location,
      'O balcão fica na Rua Cândido dos Reis 58, 2780-211 Oeiras, no centro histórico, a 4 minutos a pé da estação de comboios de Oeiras (linha de Cascais) e a 5 minutos de carro da Marginal e da A5. Horário: de segunda a sexta das 8h00 às 19h30; ao sábado das 9h00 às 18h00; ao domingo e nos feriados das 9h30 às 13h00, só de junho a setembro (de outubro a maio fechamos ao domingo e nos feriados). Fechamos também a 25 de dezembro, a 1 de janeiro e a 7 de junho, feriado municipal de Oeiras. Os carros estão no nosso parque, nas traseiras do balcão. Fora do horário pode devolver o carro no cacifo de chaves à porta, sem custo. Telefone +351 214 410 372, WhatsApp +351 916 204 583, e-mail reservas@bugio-rentacar.example.',
    ),
    portuguese(
      fleet,
      'Temos cerca de 60 viaturas com menos de 4 anos, em seis grupos de ligeiros, e três carrinhas de mercadorias com preços próprios. Preço por dia para alugueres de 3 a 6 dias, com IVA, em época baixa / média / alta: A Económico (Fiat Panda, Kia Picanto, manual) 19 / 31 / 52 €; B Compacto (Peugeot 208, Renault Clio, manual) 24 / 37 / 61 €; C Compacto automático (Toyota Yaris Hybrid, Renault Clio E-Tech) 29 / 45 / 74 €; D SUV automático (Peugeot 2008, Kia Niro Hybrid) 38 / 56 / 89 €; F 7 lugares (Dacia Jogger, Volkswagen Touran) 49 / 75 / 119 €; G 9 lugares (Ford Tourneo Custom, Toyota Proace Verso) 69 / 99 / 155 €. Época baixa: 4 de janeiro a 31 de março e 1 de novembro a 19 de dezembro; média: 1 de abril a 14 de junho e 16 de setembro a 31 de outubro; alta: 15 de junho a 15 de setembro e 20 de dezembro a 3 de janeiro. Para 1 ou 2 dias acresce 15 %; de 7 a 13 dias descontamos 10 % e de 14 a 27 dias 15 %; a partir de 28 dias há preços mensais. Incluem quilómetros ilimitados, o seguro com franquia e a assistência 24 horas. Garantimos o grupo, não o modelo.',
    ),
    portuguese(
      automatic,
      'Sim. Os grupos C (Toyota Yaris Hybrid, Renault Clio E-Tech) e D (Peugeot 2008 automático, Kia Niro Hybrid) são todos automáticos, e são híbridos: andam a gasolina e não precisam de ser carregados. No grupo F (7 lugares), o Volkswagen Touran é automático e garantimo-lo por mais 8 € por dia, se o pedir na reserva. O automático mais barato é o grupo C: 29 € por dia em época baixa, 45 € na média e 74 € na alta, para alugueres de 3 a 6 dias. Os grupos A e B, os 9 lugares e as carrinhas são só manuais. No verão os automáticos esgotam primeiro: reserve com tempo.',
    ),
    portuguese(
      bigCars,
      'Sim. Grupo F, 7 lugares: Dacia Jogger (manual) e Volkswagen Touran (automático, garantido por mais 8 € por dia), a 49 € por dia em época baixa, 75 € na média e 119 € na alta, para 3 a 6 dias. Com os 7 lugares ocupados só cabem duas malas de cabine. Grupo G, 9 lugares: Ford Tourneo Custom e Toyota Proace Verso, manuais, a gasóleo, com bagageira para 6 a 8 malas de porão: 69 / 99 / 155 € por dia. Ambos se conduzem com a carta normal, de categoria B, mas pedimos 25 anos e 3 anos de carta. Os 9 lugares têm quase 2 metros de altura, não entram na maior parte dos parques subterrâneos de Lisboa e de Cascais e pagam classe 2 nas portagens. Temos poucos: para o verão, a Páscoa e o Natal, reserve com meses de antecedência.',
    ),
    portuguese(
      vans,
      'Sim, três modelos, todos conduzidos com a carta de categoria B (até 3 500 kg), a partir dos 22 anos e com 2 anos de carta, levantados e devolvidos só no nosso balcão de Oeiras. Peugeot Partner (3,9 m³, 3 lugares): um estúdio, umas caixas ou um frigorífico. Ford Transit Custom (6 m³, 3 lugares): um T1 ou um T2 sem móveis grandes. Fiat Ducato (13 m³, 3 lugares, 2,5 m de altura): um T2 ou um T3 completo. Preços iguais todo o ano, com IVA, Partner / Transit / Ducato: 4 horas (100 km) 35 / 45 / 60 €; dia (250 km) 49 / 69 / 89 €; fim de semana, de sábado às 9h00 a segunda às 9h30 (500 km) 119 / 169 / 219 €; semana (1 200 km) 269 / 379 / 499 €. Cada quilómetro a mais custa 0,22 €. Por aluguer emprestamos um porta-cargas (10 €), 12 mantas (8 €) e 4 cintas (5 €). A carga não tem seguro, e as carrinhas não podem sair de Portugal.',
    ),
    portuguese(
      airport,
      'Sim, nos Terminais 1 e 2 do Aeroporto Humberto Delgado, a cerca de 25 minutos de Oeiras. Esperamos por si à saída das chegadas com uma placa com o seu nome e fazemos o contrato ali mesmo, em 15 minutos. Das 8h00 às 22h00 custa 30 € por entrega e 30 € por recolha, e é gratuito nos alugueres de 10 dias ou mais. Das 22h00 às 8h00 também vamos, com marcação até 24 horas antes, por mais 30 €. Dê-nos o número do voo: se o avião se atrasar, esperamos até 90 minutos sem custo e não cobramos a taxa noturna quando é o atraso que o faz chegar depois das 22h00. As carrinhas de mercadorias não são entregues no aeroporto.',
    ),
    portuguese(
      homeDelivery,
      'Sim, das 9h00 às 19h00, em hotéis, alojamentos locais e casas particulares. Por percurso: no concelho de Oeiras (Oeiras, Paço de Arcos, Algés, Linda-a-Velha, Carnaxide, Porto Salvo e Taguspark) é gratuito a partir de 3 dias e custa 10 € para 1 ou 2 dias; em Carcavelos, Parede, Estoril e Cascais 15 €; em Lisboa (cidade) 25 €; em Sintra 30 €. Marque com 24 horas de antecedência e dê-nos a morada exata e um telemóvel: fazemos o contrato e a vistoria consigo à porta. Na recolha, o carro tem de estar estacionado legalmente, com o depósito cheio, e as chaves entregam-se em mão. As carrinhas de mercadorias não são entregues.',
    ),
    portuguese(
      insurance,
      'Todos os alugueres incluem o seguro de responsabilidade civil obrigatório, o CDW (danos no carro) e a proteção contra roubo, com uma franquia: 1 100 € nos grupos A e B, 1 300 € no C e no D, 1 800 € no F e 2 200 € no G e nas carrinhas. A franquia é o máximo que paga se o carro for danificado ou roubado e, sem outro seguro, é também o valor da caução. A nossa Proteção Total, opcional, põe a franquia a zero e cobre ainda vidros, pneus, jantes, espelhos e a parte de baixo do carro: 13 € por dia (A e B), 16 € (C e D), 20 € (F) e 24 € (G e carrinhas), pagando no máximo 20 dias por aluguer. Com ela a caução baixa e aceitamos cartão de débito. Nenhum seguro cobre o interior, as chaves perdidas, o combustível errado, a condução em caminhos de terra, na areia ou na praia, a carga das carrinhas, os estragos feitos por animais nem a condução sob o efeito de álcool ou drogas.',
    ),
    portuguese(
      deposit,
      'Sem a Proteção Total, a caução é igual à franquia do grupo (1 100 € nos grupos A e B, 1 300 € no C e no D, 1 800 € no F, 2 200 € no G e nas carrinhas) e só aceitamos cartão de crédito. Com a Proteção Total baixa para 250 € (grupos A a D) ou 450 € (F, G e carrinhas), e aceitamos também cartão de débito. Nos alugueres mensais é de 400 €, em cartão de crédito ou de débito. O cartão tem de ser Visa ou Mastercard, físico e em nome do condutor principal: para a caução não aceitamos American Express, cartões pré-pagos, cartões virtuais nem dinheiro. A caução fica cativa, não é debitada; libertamo-la no dia da devolução, mas o banco pode levar até 10 dias úteis a mostrar o valor disponível.',
    ),
    {
      ...portuguese(
        tolls,
        'Sim, todos os carros e carrinhas têm um identificador Via Verde, que é obrigatório: 1,80 € por dia, no máximo 18 € por aluguer (incluído nos alugueres mensais). Passa nas portagens pela via verde sem parar, e nas autoestradas só com portagem eletrónica não tem de fazer nada. Debitamos as portagens ao preço exato no cartão do contrato até 15 dias depois da devolução, com a lista das passagens por e-mail. De Oeiras a Lisboa, pela Marginal ou pela A5, não se paga portagem; a praça da A5 fica em Carcavelos, a caminho de Cascais (cerca de 1,60 €). A Ponte 25 de Abril só se paga a entrar em Lisboa, vindo da Margem Sul (cerca de 2 €). Os 9 lugares e as carrinhas pagam classe 2. Não retire o nosso identificador nem use o seu: uma portagem que fique por pagar por isso custa a portagem mais 30 €.',
      ),
      phrasings: ['Têm Via Verde?', 'As portagens estão incluídas no preço?'],
    },
    portuguese(
      fuel,
      'Cheio-cheio: entregamos o carro com o depósito cheio e deve devolvê-lo cheio; guarde o talão do último abastecimento. Se voltar com menos, cobramos os litros em falta a 2,10 € por litro de gasolina ou 1,95 € por litro de gasóleo, mais 20 € de serviço. Se já sabe que não vai ter tempo (antes de um voo de madrugada, por exemplo), pode comprar no levantamento o Depósito Pré-pago: paga um depósito cheio ao preço da bomba mais 10 € e devolve o carro como quiser, mas o combustível que sobrar não é reembolsado. A bomba mais perto do balcão fica a 400 m, na Avenida Salvador Allende. Os híbridos andam a gasolina; os 9 lugares e as carrinhas são a gasóleo. O combustível errado não é coberto por nenhum seguro.',
    ),
    portuguese(
      age,
      'A idade mínima é de 20 anos, com 1 ano de carta, para os grupos A e B; de 22 anos, com 2 anos de carta, para os grupos C e D e para as carrinhas de mercadorias; e de 25 anos, com 3 anos de carta, para os 7 e os 9 lugares (F e G). Dos 20 aos 24 anos paga-se a taxa de condutor jovem: 11 € por dia, no máximo 110 € por aluguer, também quando o condutor jovem é o condutor adicional. Não há idade máxima nem taxa para condutores mais velhos: basta a carta estar válida.',
    ),
    portuguese(
      extraDriver,
      'Sim: 5 € por dia, no máximo 50 € por aluguer. O cônjuge ou companheiro(a) do condutor principal não paga, e nos alugueres mensais o primeiro condutor adicional está incluído. Cada condutor tem de ter a idade mínima e os anos de carta do grupo e mostrar a carta e o documento de identificação no levantamento; dos 20 aos 24 anos paga também a taxa de condutor jovem. Pode acrescentar um condutor a meio do aluguer no nosso balcão. Quem não está no contrato não pode conduzir: se tiver um acidente, o seguro não cobre.',
    ),
    portuguese(
      spain,
      'Sim, com os ligeiros de passageiros, desde que nos avise na reserva ou no levantamento para pormos a autorização no contrato: 55 € por aluguer, com o seguro e a assistência 24 horas em Espanha incluídos. Só Espanha continental: não pode seguir para França, Andorra ou Gibraltar nem levar o carro num ferry. As carrinhas de mercadorias não saem de Portugal. Sem autorização, o seguro deixa de valer a partir da fronteira e cobramos uma penalização de 350 €, mais os custos de ir buscar o carro. Não fazemos alugueres só de ida: o carro volta sempre a Oeiras ou a um dos nossos pontos de entrega. De Oeiras a Badajoz são cerca de 2h30; a Sevilha, 4h45; a Madrid, 6h00.',
    ),
    portuguese(
      childSeats,
      'Sim, e instalamo-las nós. Ovo para bebés até 13 kg (mais ou menos até aos 15 meses) ou cadeira com arnês de 9 a 18 kg (de 1 a 4 anos, mais ou menos): 6 € por dia; assento elevatório com costas de 15 a 36 kg (dos 4 aos 12 anos, mais ou menos): 4 € por dia; no máximo 42 € por cadeira e por aluguer. Todas têm Isofix. Em Portugal, as crianças com menos de 12 anos e menos de 1,35 m viajam obrigatoriamente numa cadeira adequada ao peso, e no banco da frente só de costas para a estrada e com o airbag desligado. Diga-nos na reserva a idade e o peso de cada criança. Se trouxer a sua cadeira, não há problema.',
    ),
    portuguese(
      pets,
      'Sim, até 2 animais por carro, em todos os grupos menos nos 9 lugares. A taxa é de 25 € por aluguer e inclui uma capa de proteção para o banco de trás ou para a bagageira. Os animais viajam numa transportadora ou presos com arnês e cinto próprios. Se o carro voltar com muito pelo, lama ou cheiro, cobramos uma limpeza especial de 90 €, e os estragos feitos pelo animal não têm seguro. Os cães de assistência não pagam. Avise-nos na reserva.',
    ),
    portuguese(
      documents,
      'O condutor principal e cada condutor adicional trazem a carta de condução válida, em cartão físico, com os anos de carta que o grupo pede, e o Cartão de Cidadão, o título de residência ou o passaporte. O condutor principal traz também um cartão bancário físico em nome dele para a caução. Não aceitamos a carta digital da aplicação id.gov.pt, fotografias nem fotocópias. As cartas da União Europeia, do Reino Unido, do Brasil, dos Estados Unidos e as outras escritas no alfabeto latino aceitam-se sem mais nada; as escritas noutros alfabetos só com a Licença Internacional de Condução. Se quer fatura com NIF ou em nome de uma empresa, diga-nos antes do levantamento.',
    ),
    portuguese(
      cancellation,
      'Antes do levantamento, pode alterar as datas, as horas, o local ou o grupo sem custos, por e-mail ou WhatsApp, conforme a disponibilidade, acertando a diferença de preço. O cancelamento é gratuito até 48 horas antes da hora de levantamento, com reembolso total em 5 a 7 dias úteis, pelo mesmo meio de pagamento. Com menos de 48 horas, ou se não aparecer, retemos o valor de 1 dia de aluguer, no máximo o que tiver pago. Nos alugueres mensais, o cancelamento é gratuito até 7 dias antes; depois retemos 100 €. Se o voo ou o comboio indicado na reserva for cancelado, cancelamos ou mudamos a data sem custos, com o comprovativo.',
    ),
    portuguese(
      payment,
      'Na reserva online: Visa, Mastercard, American Express, MB Way e referência Multibanco; também pode reservar sem pagar e pagar tudo no levantamento. No balcão: cartões de crédito e de débito Visa, Mastercard e American Express, MB Way e dinheiro até 1 000 €. Os alugueres mensais podem ser pagos por transferência bancária, com fatura mensal. A caução é outra coisa: fica sempre num cartão Visa ou Mastercard físico em nome do condutor principal. Todos os preços incluem IVA a 23 %.',
    ),
    portuguese(
      breakdown,
      'Ligue para a nossa assistência 24 horas, +351 214 410 379 (também por WhatsApp). Se o carro não puder seguir e a avaria ou o acidente não forem culpa sua, trocamos o carro em até 4 horas na Grande Lisboa (Lisboa, Oeiras, Cascais, Sintra, Amadora e Loures) e em até 24 horas no resto do continente. Em caso de acidente: vista o colete, ponha o triângulo e preencha com o outro condutor a Declaração Amigável que está no porta-luvas, com fotografias dos carros, das matrículas e do local; chame o 112 se houver feridos ou se o outro condutor não quiser assinar. Na autoestrada, saia do carro e passe para trás dos rails. Não mande reparar o carro nem aceite reboques de terceiros sem falar connosco, e avise-nos do acidente em 24 horas. Furos e pneus só estão cobertos com a Proteção Total; sem ela, a troca do pneu e a deslocação pagam-se à parte.',
    ),
    portuguese(
      afterHours,
      'Sim, sem custo, no nosso balcão de Oeiras. Estacione no nosso parque, nas traseiras (o portão abre com o código que lhe damos no contrato) ou, se estiver cheio, num lugar legal na rua, e deixe as chaves no cacifo de chaves cinzento à porta do balcão. Tire fotografias do carro por fora, do conta-quilómetros e do nível de combustível. Continua responsável pelo carro até à nossa vistoria, feita até às 10h00 do dia seguinte em que abrimos, e recebe o relatório por e-mail. Devolver fora de horas no aeroporto ou em Santa Apolónia só com marcação e com o suplemento noturno.',
    ),
    english(
      foreignLicence,
      'Yes. Licences from the EU, the UK, Brazil, the USA, Canada, Australia and any other licence written in the Latin alphabet are accepted on their own: you do not need an International Driving Permit. A licence written in another alphabet (Arabic, Cyrillic, Chinese, Japanese, Thai and so on) must come with an International Driving Permit. The licence must be valid, held for the years your car group requires (1 year for groups A and B, 2 for C, D and the vans, 3 for the 7- and 9-seaters), and shown as the physical card: not a photo, a copy or an app. Bring your passport or national ID card too. If you have just become resident in Portugal, you can keep renting with your foreign licence for as long as it is valid for driving here. You do not need a Portuguese address or tax number (NIF) to rent a car from us.',
    ),
    english(
      monthly,
      'Yes, and many of our monthly customers have just moved to Oeiras, Cascais or Lisbon: for a job at the Taguspark or Lagoas Park, on a digital nomad visa, or while they wait for their own car. From 28 days we charge a fixed price per 28 days that includes the Proteção Total (zero excess), one additional driver, the Via Verde device (tolls charged at cost), servicing and tyres. Per 28 days, low / mid / high season: A economy 490 / 650 / 1,020 €; B compact 560 / 740 / 1,180 €; C automatic 650 / 890 / 1,420 €; D automatic SUV 790 / 1,050 / 1,690 €; F 7-seater 1,090 / 1,490 / 2,390 €. 2,500 km are included per 28 days, each extra kilometre costs 0.15 € and each extra day 1/28 of the price. From the fourth month in a row we take 5 % off. The deposit is 400 €, on a credit or debit card. You do not need a NIF or a Portuguese address to start: your passport, your licence and a bank card in your name are enough. We deliver the car free to your new home anywhere in the municipality of Oeiras (25 € to Lisbon), you can switch to a bigger or smaller car at our office once a month at no cost, and you can pay by bank transfer.',
    ),
    english(
      gettingThere,
      'Take the Cascais line train from Cais do Sodré and get off at Oeiras. Trains run every 12 to 20 minutes from about 5:30 in the morning to 1:30 at night, the trip takes 20 to 25 minutes, and every train stops at Oeiras, the fast ones too. Use a Navegante or Viva Viagem card; a single ticket costs about 2 €. Our office is a 4-minute walk from the station: leave by the north exit, walk up Rua Cândido dos Reis and we are at number 58, on the left. From central Lisbon, take the Metro green line to Cais do Sodré first. If you are landing at Lisbon airport with luggage, it is usually easier to have the car delivered to you at arrivals.',
    ),
    english(
      fines,
      "Fines during the rental are the driver's responsibility. When a notice reaches us as the car's owner, we identify you as the driver to the authority, as the law requires, and charge an admin fee of 30 € to the card on the contract; the authority then writes to you at the address on the contract, abroad too. There are fixed speed cameras on the Marginal, the A5 and many Lisbon avenues: keep to 50 km/h in towns. If the police stop you, most fines can be paid on the spot by card. Street parking is run by EMEL in Lisbon and by Parques Tejo in Oeiras: pay at the machine or in the app, because clamping and towing are quick. If the car is clamped or towed, call us and pay the release and towing yourself; we charge the 30 € fee, and the days the car is impounded still count as rental days. No insurance covers fines.",
    ),
    english(
      santaApolonia,
      'Yes. Many of our customers arrive from Porto, Coimbra or Faro by train. We meet you at the main exit of Santa Apolónia station, on the river side, with a sign with your name, and do the paperwork there in about 15 minutes. Between 8:00 and 21:00, delivery or collection costs 25 € each way, and it is free on rentals of 10 days or more. Between 21:00 and 8:00 we come only with a booking made at least 24 hours ahead, for 30 € more. Give us the train number: if it is late, we wait up to 60 minutes at no cost. Stopping is hard outside the station, so please come straight to the exit when your train arrives. Cargo vans are not delivered at the station.',
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'Portuguese',
      text: `TABELA DE PREÇOS 2026 – BUGIO RENT-A-CAR, LDA.
Balcão e parque: Rua Cândido dos Reis 58, 2780-211 Oeiras – Tel. +351 214 410 372 – WhatsApp +351 916 204 583 – Assistência 24 h +351 214 410 379 – reservas@bugio-rentacar.example
Preços em euros, com IVA a 23 %, válidos de 4 de janeiro de 2026 a 3 de janeiro de 2027.

1. Épocas
Baixa: 4 de janeiro a 31 de março e 1 de novembro a 19 de dezembro. Média: 1 de abril a 14 de junho e 16 de setembro a 31 de outubro. Alta: 15 de junho a 15 de setembro e 20 de dezembro a 3 de janeiro.

2. Ligeiros – preço por dia, alugueres de 3 a 6 dias – baixa / média / alta
A Económico (Fiat Panda, Kia Picanto, manual): 19 / 31 / 52
B Compacto (Peugeot 208, Renault Clio, manual): 24 / 37 / 61
C Compacto automático (Toyota Yaris Hybrid, Renault Clio E-Tech): 29 / 45 / 74
D SUV automático (Peugeot 2008, Kia Niro Hybrid): 38 / 56 / 89
F 7 lugares (Dacia Jogger manual, Volkswagen Touran automático): 49 / 75 / 119
G 9 lugares (Ford Tourneo Custom, Toyota Proace Verso, manual, gasóleo): 69 / 99 / 155
1 ou 2 dias: + 15 %. 7 a 13 dias: – 10 %. 14 a 27 dias: – 15 %. Touran automático garantido: + 8 por dia. Quilómetros ilimitados.

3. Alugueres mensais – preço por 28 dias – baixa / média / alta
A 490 / 650 / 1 020 – B 560 / 740 / 1 180 – C 650 / 890 / 1 420 – D 790 / 1 050 / 1 690 – F 1 090 / 1 490 / 2 390
Incluem Proteção Total, 1 condutor adicional, Via Verde (portagens à parte), revisões e pneus. 2 500 km por 28 dias; quilómetro extra 0,15; dia extra 1/28 do preço; – 5 % a partir do 4.º mês seguido. Grupo G sem tarifa mensal.

4. Carrinhas de mercadorias (todo o ano, só no balcão) – 4 horas (100 km) / dia (250 km) / fim de semana, sábado 9h00 a segunda 9h30 (500 km) / semana (1 200 km)
Peugeot Partner, 3,9 m³: 35 / 49 / 119 / 269
Ford Transit Custom, 6 m³: 45 / 69 / 169 / 379
Fiat Ducato, 13 m³: 60 / 89 / 219 / 499
Quilómetro extra 0,22. Porta-cargas 10, 12 mantas 8, 4 cintas 5, por aluguer.

5. Seguros e caução – A e B / C e D / F / G e carrinhas
Franquia (CDW e roubo): 1 100 / 1 300 / 1 800 / 2 200
Proteção Total (franquia zero, com vidros, pneus, jantes, espelhos e parte inferior), por dia: 13 / 16 / 20 / 24, no máximo 20 dias por aluguer
Caução sem Proteção Total (só cartão de crédito): igual à franquia
Caução com Proteção Total (crédito ou débito): 250 / 250 / 450 / 450. Alugueres mensais: 400

6. Condutores
20 anos e 1 ano de carta (A, B); 22 anos e 2 anos (C, D, carrinhas); 25 anos e 3 anos (F, G). Sem idade máxima.
Condutor jovem (20 a 24 anos): 11 por dia, máx. 110. Condutor adicional: 5 por dia, máx. 50; cônjuge ou companheiro(a) grátis.

7. Extras
Via Verde (obrigatória): 1,80 por dia, máx. 18; portagens ao preço exato, debitadas até 15 dias após a devolução.
Ovo (até 13 kg) ou cadeira (9 a 18 kg): 6 por dia; elevatório (15 a 36 kg): 4 por dia; máx. 42 por cadeira.
Animal de companhia (máx. 2, exceto nos 9 lugares): 25 por aluguer, capa incluída.
Autorização para Espanha continental (só ligeiros): 55 por aluguer.
Barras de tejadilho com porta-pranchas de surf para 2 pranchas (grupos B, D e F): 6 por dia, máx. 60.
Hotspot Wi-Fi 4G, dados ilimitados: 5 por dia, máx. 50.
Depósito Pré-pago: depósito cheio ao preço da bomba + 10; sem reembolso do que sobrar.

8. Entregas e horários
Balcão de Oeiras: grátis. Levantamento no balcão fora do horário (das 6h00 à abertura, ou depois do fecho até às 23h00), com marcação até 24 horas antes: 25. Devolução fora de horas no cacifo de chaves: grátis.
Aeroporto de Lisboa, 8h00 às 22h00: 30 por entrega, 30 por recolha; grátis a partir de 10 dias. Das 22h00 às 8h00, com marcação: + 30. Espera até 90 minutos.
Estação de Santa Apolónia, 8h00 às 21h00: 25 por percurso; grátis a partir de 10 dias. Das 21h00 às 8h00, com marcação: + 30. Espera até 60 minutos.
Hotéis e casas, 9h00 às 19h00: concelho de Oeiras grátis a partir de 3 dias (10 para 1 ou 2 dias); Carcavelos, Parede, Estoril e Cascais 15; Lisboa 25; Sintra 30. Carrinhas só no balcão.

9. Taxas cobradas depois da devolução
Combustível em falta: gasolina 2,10/l, gasóleo 1,95/l, + 20 de serviço. Limpeza extra (areia, lama, manchas): 40. Limpeza depois de animais: 90. Fumar no carro: 150. Perda de chave: 280. Perda do identificador Via Verde: 50. Portagem por pagar por remoção do identificador: portagem + 30. Taxa administrativa por multa, bloqueamento ou reboque: 30. Atraso de mais de 59 minutos: 1 dia ao preço do contrato. Espanha sem autorização: 350 + custos de recolha.

10. Pagamento
Online: Visa, Mastercard, American Express, MB Way, referência Multibanco. Balcão: Visa, Mastercard, American Express (crédito e débito), MB Way, dinheiro até 1 000. Mensais: também transferência bancária. Caução: só Visa ou Mastercard físico em nome do condutor principal.`,
    },
    {
      title: terms,
      language: 'Portuguese',
      text: `CONDIÇÕES GERAIS DE ALUGUER 2026 – Bugio Rent-a-Car, Lda., Rua Cândido dos Reis 58, 2780-211 Oeiras, licenciada pelo IMT para o aluguer de veículos sem condutor. Aplicam-se a todos os alugueres de ligeiros de passageiros e de carrinhas de mercadorias.

1. Reserva e contrato
A reserva é confirmada por e-mail. Garantimos o grupo, não o modelo; se o grupo reservado não estiver disponível, entregamos um veículo de grupo superior sem custo. O contrato é assinado no levantamento pelo condutor principal, depois de uma vistoria conjunta registada com fotografias.

2. Condutores
Idade mínima e anos de carta: 20 anos e 1 ano (grupos A e B); 22 anos e 2 anos (C, D e carrinhas); 25 anos e 3 anos (F e G). Não há idade máxima. Todos os veículos, incluindo os 9 lugares e as carrinhas até 3 500 kg, se conduzem com carta de categoria B. A carta tem de ser válida e apresentada em cartão físico; as cartas não escritas no alfabeto latino só são aceites com a Licença Internacional de Condução. Só podem conduzir o condutor principal e os condutores adicionais inscritos no contrato.

3. Documentos
Carta de condução e Cartão de Cidadão, título de residência ou passaporte de cada condutor, e um cartão bancário físico em nome do condutor principal para a caução. Sem estes documentos o veículo não é entregue e a reserva conta como não comparência.

4. Caução e pagamento
A caução é cativada no levantamento e libertada depois da devolução e da vistoria, descontados os valores em dívida. Portagens, taxas de multas, combustível e danos apurados depois de libertada a caução são cobrados no mesmo cartão, o que o cliente autoriza ao assinar o contrato.

5. Seguros
Incluídos: responsabilidade civil obrigatória, CDW e proteção contra roubo, com a franquia do grupo indicada na tabela de preços. A Proteção Total, opcional e incluída nos alugueres mensais, reduz a franquia a zero e cobre também vidros, pneus, jantes, espelhos e parte inferior. Exclusões, com ou sem Proteção Total: interior; caminhos de terra, praias e areia; estradas inundadas; chaves; combustível errado; danos causados por animais; carga e danos de carga e descarga nas carrinhas; tejadilho dos 9 lugares e das carrinhas em parques ou passagens mais baixos do que o veículo; álcool ou drogas; condutor não inscrito; uso em Espanha sem autorização. Nestes casos o cliente paga o dano completo e os dias em que o veículo não pode ser alugado.

6. Utilização
É proibido: fumar no veículo; subalugá-lo ou transportar passageiros ou mercadorias a troco de pagamento, incluindo TVDE (Uber, Bolt) e plataformas de entregas; rebocar reboques ou outros veículos; participar em corridas; circular fora de estrada. Os animais de companhia são aceites nas condições da tabela de preços. O veículo deve ser devolvido limpo; areia, lama, pelo ou manchas que obriguem a uma limpeza extra são cobrados segundo a tabela.

7. Circulação fora de Portugal
Os ligeiros de passageiros podem circular em Espanha continental com autorização escrita no contrato e pagamento da taxa. É proibido levar o veículo para outros países, para as ilhas ou em qualquer ferry. As carrinhas não saem de Portugal continental.

8. Combustível
Política cheio-cheio, ou Depósito Pré-pago escolhido no levantamento. O combustível em falta é cobrado segundo a tabela de preços.

9. Portagens, multas e estacionamento
Todos os veículos têm identificador Via Verde, que o cliente não pode retirar. As portagens são cobradas ao preço exato até 15 dias após a devolução. O cliente é responsável pelas infrações e pelo estacionamento durante o aluguer; a Bugio identifica o condutor às autoridades e cobra uma taxa administrativa por processo. Os dias de bloqueamento ou reboque contam como dias de aluguer.

10. Avarias e acidentes
O cliente liga para a assistência 24 horas antes de qualquer reparação ou reboque, preenche a Declaração Amigável ou chama a polícia, e comunica o acidente em 24 horas; sem declaração nem auto da polícia, o dano é cobrado mesmo com Proteção Total.

11. Devolução e prolongamento
O veículo é devolvido na data, hora e local do contrato, com 59 minutos de tolerância; depois, é cobrado 1 dia ao preço do contrato. Um atraso de mais de 24 horas sem aviso pode ser participado à polícia. Para prolongar o aluguer, o cliente pede-o por telefone ou WhatsApp até 24 horas antes do fim do contrato; se houver disponibilidade, os dias a mais são cobrados ao preço diário do contrato, no cartão da caução, e a caução pode ser cativada de novo. A devolução antecipada não dá direito a reembolso dos dias não usados nem dos extras pagos. Na devolução fora de horas, o cliente é responsável pelo veículo até à vistoria, feita até às 10h00 do dia seguinte de abertura.

12. Quilómetros
Ilimitados nos alugueres diários e semanais de ligeiros. Alugueres mensais: 2 500 km por 28 dias. Carrinhas: segundo a tabela.

13. Alterações e cancelamentos
Cancelamento gratuito até 48 horas antes do levantamento (alugueres mensais: 7 dias); depois, ou em caso de não comparência, aplica-se a tabela de preços em vigor.

14. Reclamações e litígios
Reclamações para reservas@bugio-rentacar.example ou no Livro de Reclamações, no balcão ou em livroreclamacoes.pt. Em caso de litígio, o consumidor pode recorrer ao Centro de Arbitragem de Conflitos de Consumo de Lisboa. Aplica-se a lei portuguesa.`,
    },
  ],
  answerable: [
    // Portuguese paraphrases with everyday words the owner never used
    {
      question:
        'oi, vcs tem carro de cambio automatico? eu so dirijo automatico, nunca aprendi a usar embreagem kkk. qual sai mais barato?',
      answeredBy: [automatic, fleet, services, description, priceList],
    },
    {
      question:
        'Quanto é que custa aquele seguro que tira a franquia toda? Não quero chatices se me riscarem o carro num parque em Lisboa.',
      answeredBy: [insurance, priceList],
    },
    {
      question:
        'vcs carros tem tag de pedagio? vou pegar a A5 todo dia pro trabalho em lisboa e nao quero ficar parando',
      answeredBy: [tolls, services, priceList, terms],
    },
    {
      question:
        'Posso levar a minha cadela no carro? É uma labrador e larga pelo que é uma coisa parva.',
      answeredBy: [pets, services, priceList, terms],
    },
    {
      question:
        'Se eu devolver o carro já na reserva, sem tempo para ir à bomba, quanto é que me cobram? Tenho voo às 7 da manhã.',
      answeredBy: [fuel, priceList, terms],
    },
    // Long messages in Portuguese, the question inside
    {
      question:
        'Boa tarde. Vou mudar-me de Algés para um T2 em Paço de Arcos no fim do mês, é pouca tralha: um sofá, uma cama de casal, a máquina de lavar e umas 30 caixas. Qual das vossas carrinhas me aconselham, dá para ser só umas horas e preciso de alguma carta especial? Tenho carta há 10 anos.',
      answeredBy: [vans, services, priceList, terms],
    },
    {
      question:
        'Oi gente, tudo bem? Cheguei de Belo Horizonte faz 3 semanas, to morando em Carcavelos e ainda nao tenho carro. Posso alugar com minha CNH brasileira ou preciso tirar a PID? E vcs fazem aluguel por mes?',
      answeredBy: [foreignLicence, documents, terms, monthly, priceList, services],
    },
    {
      question:
        'Somos dois casais com quatro miúdos e vamos passar a Páscoa a Tavira. Precisávamos de um carro onde caibamos os oito e as malas, têm? Quanto fica uma semana em abril? Os miúdos têm 3, 6, 8 e 11 anos, precisam todos de cadeirinha?',
      answeredBy: [bigCars, fleet, childSeats, services, description, priceList, quote],
    },
    {
      question:
        'Boa tarde, vou começar a trabalhar no Taguspark em setembro e o meu carro só chega de Itália em dezembro. Quanto fica um carro pequeno por mês durante esses três meses? Tem limite de quilómetros?',
      answeredBy: [monthly, services, priceList, terms],
    },
    {
      question:
        'Bom dia! Chegamos do Porto de comboio no dia 12 às 15h40, a Santa Apolónia, e queríamos levantar o carro logo na estação para seguirmos para Cascais. Vocês entregam lá? Quanto custa?',
      answeredBy: [santaApolonia, services, description, priceList],
    },
    {
      question:
        'O meu voo de Londres aterra às 23h50 e vem quase sempre atrasado. Conseguem ter o carro à minha espera no aeroporto a essa hora? Quanto fica a entrega?',
      answeredBy: [airport, services, description, priceList],
    },
    {
      question:
        'Queremos ir a Badajoz às compras num sábado e voltar no mesmo dia. Podemos passar a fronteira com o carro alugado ou é preciso alguma autorização?',
      answeredBy: [spain, services, priceList, terms],
    },
    // Typos, chat-speak and short questions in Portuguese
    {
      question:
        'tenho 20 anos e carta há ano e meio, posso alugar um carro pequeno? quanto pago a mais por ser novo',
      answeredBy: [age, services, priceList, terms],
    },
    {
      question:
        'boa noite, da pra devolver o carro dps das 8 da noite? so chego a oeiras as 23h, o balcao ja ta fechado ne',
      answeredBy: [afterHours, location, services, priceList, terms],
    },
    { question: 'estao abertos ao domingo?', answeredBy: [location] },
    { question: 'Ovo para bebé?', answeredBy: [childSeats, services, priceList] },
    {
      question:
        'O que é que tenho de levar no dia para levantar o carro? A carta que tenho no telemóvel serve?',
      answeredBy: [documents, foreignLicence, terms],
    },
    // Portuguese questions, English knowledge
    {
      question:
        'Apanhei uma multa da EMEL no Chiado com o vosso carro, o papel ficou no para-brisas. O que é que faço, pago eu diretamente?',
      answeredBy: [fines, priceList, terms],
    },
    // Answered by a document only, in Portuguese
    {
      question:
        'Alugámos o carro por 10 dias mas se calhar voltamos a Oeiras 3 dias antes. Devolvem-nos o dinheiro dos dias que não usarmos?',
      answeredBy: [terms],
    },
    {
      question:
        'Dá para levantar o carro no vosso balcão às 6h30 de uma quinta-feira? Tenho uma reunião em Évora às 9h.',
      answeredBy: [priceList],
    },
    // Long messages in English
    {
      question:
        "Hi! I'm a software developer from Toronto relocating to Portugal on a digital nomad visa. I've signed a lease on a flat in Oeiras from 1 October, but it'll take me a few months to sort out my tax number and buy a car. Can I rent something by the month in the meantime, and do I need a Portuguese address or NIF for that?",
      answeredBy: [monthly, foreignLicence, services, priceList],
    },
    {
      question:
        'Hello, we land at Lisbon airport at 9pm on Friday 17 July with our two kids (4 and 7). Could you bring an automatic car to arrivals with two car seats, and roughly what would a week cost?',
      answeredBy: [airport, automatic, childSeats, fleet, services, description, priceList, quote],
    },
    {
      question:
        "My husband is 76 and still drives every day back home in Ireland. Is there an upper age limit or an extra fee for senior drivers? We'd like to share the driving.",
      answeredBy: [age, extraDriver, priceList, terms],
    },
    {
      question:
        "You charged 47 euros on my card ten days after I gave the car back and there's no explanation. What is this for??",
      answeredBy: [charges, tolls, priceList, terms],
    },
    {
      question:
        'Got flashed by a speed camera on the Marginal yesterday, I think I was doing 70 in a 50. What happens now, will you charge me something?',
      answeredBy: [fines, priceList, terms],
    },
    {
      question:
        "Does anyone at your desk speak German? My parents are coming over from Munich to pick up the car and their English isn't great.",
      answeredBy: [description],
    },
    // Typos and chat-speak in English
    {
      question:
        'hey do u guys rent 9 seaters?? were 9 friends going to a festival in spain in august lol',
      answeredBy: [bigCars, fleet, spain, services, description, priceList, terms],
    },
    {
      question: 'do u hav vans for moving house? need one on saturday for a few hours',
      answeredBy: [vans, fleet, services, description, priceList],
    },
    {
      question: 'got a flat tyre on the A5 near carcavelos, what do i do? is it covered??',
      answeredBy: [breakdown, insurance, priceList, terms],
    },
    {
      question:
        "whats the easiest way to get to your office from cais do sodre? we're staying in the baixa and obviously don't have a car yet",
      answeredBy: [gettingThere, location],
    },
    // One or two words, and a short follow-up
    { question: 'Fuel policy?', answeredBy: [fuel, priceList, terms] },
    { question: 'cancellation policy?', answeredBy: [cancellation, terms] },
    {
      question: 'and can my partner drive too, or does that cost extra?',
      answeredBy: [extraDriver, services, priceList, terms],
    },
    // English questions, Portuguese knowledge
    {
      question:
        'Is the insurance fully comprehensive or is there an excess? And what is not covered?',
      answeredBy: [insurance, services, priceList, terms],
    },
    {
      question: "Do you take debit cards? I don't have a credit card.",
      answeredBy: [deposit, payment, insurance, priceList, terms],
    },
    {
      question:
        'Could you drop the car off at our hotel in Cascais and pick it up from there at the end?',
      answeredBy: [homeDelivery, services, description, priceList],
    },
    {
      question:
        "What do I need to bring to pick up the car? I'm American, I only have my US licence and my passport.",
      answeredBy: [documents, foreignLicence, terms],
    },
    {
      question:
        'Our train from Porto gets into Santa Apolónia at 10pm. Can someone meet us there with the car at that hour?',
      answeredBy: [santaApolonia, services, description, priceList],
    },
    // Answered by a document only, in English
    {
      question:
        'Can I get a roof rack for a surfboard? Heading up to Ericeira for a week of surfing.',
      answeredBy: [priceList],
    },
    {
      question:
        "We're loving the Alentejo and want to keep the car three more days. How do we extend the rental, and what will the extra days cost?",
      answeredBy: [terms],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Vocês vendem os carros da frota quando os trocam? Estava interessado num Yaris Hybrid com 3 anos.',
    'Alugam motas ou scooters? Queria uma 125 para ir para o Taguspark sem apanhar trânsito na A5.',
    "I'm shipping my own car over from Germany now that I live in Oeiras. How much is the import tax (ISV) and how do I get Portuguese plates?",
    'Amanhã há greve na linha de Cascais? Preciso de estar no Cais do Sodré às 9h.',
    "How much is a taxi from Lisbon airport to Oeiras at night? We'd rather not drive after a long flight.",
    'Mudei-me para Oeiras e não tenho garagem. Sabem onde posso alugar um lugar de estacionamento ao mês aqui perto?',
    'Comprei um carro usado e quero colocar Via Verde nele, como faço pra aderir e quanto custa por mes?',
    "Is there a self-service car wash near your office? I'd like to get the sand out of the car myself.",
    // Plainly outside
    'Onde é que se comem os melhores pastéis de nata em Oeiras?',
    'What time do the gardens of the Marquês de Pombal palace open on Sundays?',
  ],
};
