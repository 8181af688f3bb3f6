import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Atlântida Rent-a-Car, a family car rental company in Ponta Delgada, on São Miguel (Azores),
 * with a desk in the arrivals hall of João Paulo II airport and an office in town opposite the
 * Portas do Mar ferry terminal. It rents small cars, automatics, compact SUVs, 4x4s (Dacia
 * Duster, Suzuki Jimny) and 9-seater vans, with unlimited mileage, and delivers cars to hotels
 * across the island. Its customers write in European Portuguese (mainland tourists, islanders,
 * emigrants home on holiday), in Brazilian Portuguese (tourists) and in English (British,
 * American and Canadian walkers and families). The owner wrote the briefing in Portuguese, most
 * Q&A pairs in Portuguese and a few in English (flight delays, returns, tolls, driving tips,
 * booking), added one custom response for booking and quote requests, and pasted the 2026 price
 * list and the general rental conditions, both in Portuguese.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday words ("carrinho pequeno", "do meu bolso", "o meu patudo", "cadeirinha", "balsa",
 * "hire car", "fork out for the full cover", "can't drive stick"), long messages with a story
 * around the question, typos and chat-speak ("vcs", "qnto", "pra", "tb", "blz", "k", "cm",
 * "obg", "u", "lol", "thx", no accents), one- or two-word questions, and Portuguese questions
 * against English knowledge and the reverse. The outside questions include hard negatives that
 * share words with the knowledge (scooter rental, an ex-rental car for sale, an airport transfer
 * with a driver, a job at the airport desk, ferry tickets, a car service, travel insurance,
 * e-bikes).
 */

const english = qaIn('English');
const portuguese = qaIn('Portuguese');

// The sources' titles, as the answers name them.
const locations = 'Onde ficam os vossos balcões e qual é o horário?';
const fleet = 'Que carros têm para alugar?';
const price = 'Quanto custa alugar um carro?';
const insurance = 'O que inclui o seguro e qual é a franquia?';
const fullCover = 'O que é o Seguro Total e vale a pena?';
const deposit = 'Qual é o valor da caução?';
const payment = 'Como posso pagar o aluguer?';
const age = 'Qual é a idade mínima para alugar um carro?';
const additionalDriver = 'Posso acrescentar um segundo condutor?';
const childSeats = 'Têm cadeiras para crianças?';
const pets = 'Posso levar o meu cão no carro?';
const ferry = 'Posso levar o carro no ferry para outras ilhas?';
const fuel = 'Qual é a política de combustível?';
const mileage = 'Os quilómetros são ilimitados?';
const lateReturn = 'O que acontece se devolver o carro mais tarde?';
const delivery = 'Entregam o carro no hotel?';
const cancellation = 'Posso cancelar ou alterar a reserva?';
const documentsNeeded = 'Que documentos preciso para levantar o carro?';
const vans = 'Têm carrinhas de 9 lugares?';
const fourByFour = 'Preciso de um 4x4 para visitar a ilha?';
const accident = 'O que faço em caso de avaria ou acidente?';
const automatic = 'Têm carros automáticos?';
const flightDelay = 'What if my flight is delayed or lands late at night?';
const returnElsewhere = 'Can I return the car somewhere other than where I picked it up?';
const tolls = 'Are there toll roads on São Miguel?';
const drivingTips = 'Do you have any tips for driving on São Miguel?';
const howToBook = 'How do I book a car, and do I have to pay in advance?';
const prices = 'Tabela de preços 2026';
const terms = 'Condições gerais de aluguer';
const quoteRequest = 'Pedido de reserva ou de orçamento';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const azoresCarRentalSet: EvaluationSet = {
  name: 'Azores car rental (Atlântida Rent-a-Car)',
  heldOut: false,
  agentName: 'Inês',
  briefing: {
    companyName: 'Atlântida Rent-a-Car',
    industry: 'automotive',
    description:
      'A Atlântida Rent-a-Car é uma empresa familiar de aluguer de automóveis com sede em Ponta Delgada, na ilha de São Miguel (Açores). Foi fundada em 2011 por Rui e Helena Medeiros e tem hoje uma equipa de 14 pessoas e uma frota de cerca de 140 viaturas com menos de três anos: citadinos, utilitários, SUV compactos, jipes 4x4 e carrinhas de 9 lugares. Temos um balcão no Aeroporto João Paulo II, no átrio das chegadas, e um escritório na cidade, na Avenida Infante D. Henrique, 71, em frente às Portas do Mar. Trabalhamos com turistas de Portugal continental, do Brasil, do Reino Unido, dos Estados Unidos e do Canadá, com famílias emigradas que vêm de férias à terra e com empresas da ilha. A equipa fala português e inglês, e alguns de nós também espanhol e francês.',
    targetAudience:
      'Turistas que chegam a São Miguel de avião: portugueses do continente, brasileiros, britânicos, americanos e canadianos, muitos deles famílias com crianças e caminhantes que vêm fazer trilhos; açorianos emigrados nos Estados Unidos, no Canadá e no Brasil que vêm passar férias à terra; grupos de amigos e famílias grandes que precisam de uma carrinha de 9 lugares; residentes e empresas da ilha que precisam de um carro durante uma reparação ou para visitas de trabalho.',
    keyServices:
      'Aluguer de citadinos e utilitários, manuais e automáticos, SUV compactos, jipes 4x4 (Dacia Duster 4x4 e Suzuki Jimny) e carrinhas de 9 lugares; levantamento e devolução no balcão do Aeroporto João Paulo II ou no escritório da Avenida Infante D. Henrique; entrega e recolha do carro em hotéis, alojamentos locais e casas em toda a ilha de São Miguel; quilometragem ilimitada e assistência em viagem 24 horas em todos os alugueres; Seguro Total (SCDW) sem franquia; condutores adicionais; cadeiras de bebé, cadeiras de criança e assentos elevatórios; descontos para alugueres de uma semana ou mais e para pré-pagamento online.',
    commonQuestions:
      'Quanto custa alugar um carro em cada época, o que inclui o seguro e qual é a franquia, se vale a pena o Seguro Total, o valor da caução e se aceitamos cartão de débito, a idade mínima e a taxa de condutor jovem, os condutores adicionais, as cadeiras de criança, se podem levar o cão, se podem levar o carro no ferry para outras ilhas, a política de combustível, se os quilómetros são ilimitados, se precisam de um 4x4, o que acontece se o voo atrasar ou se devolverem o carro tarde, e se entregamos o carro no hotel.',
    languages: ['Portuguese', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Respostas curtas e concretas, com os preços em euros e o grupo do carro, e sempre com o passo seguinte (reservar, pedir um extra, falar connosco por WhatsApp). Em português, usamos um tratamento cordial, sem tu, e escrevemos em português de Portugal, mas explicamos as palavras que um cliente brasileiro pode não conhecer (por exemplo «franquia», «caução» ou «carrinha»). A quem nos escreve em inglês, respondemos em inglês.',
    personality:
      'Como um açoriano simpático ao balcão do aeroporto: acolhedor, paciente com quem chega cansado da viagem, franco sobre seguros e custos extra, e sempre pronto a dar uma dica sobre a ilha, o tempo e as estradas.',
    responseTemplates: [
      {
        scenario: quoteRequest,
        response:
          'Com todo o gosto! Para lhe enviarmos o preço exato e reservarmos o carro, diga-nos: as datas e as horas de levantamento e de devolução; onde quer levantar e devolver o carro (balcão do aeroporto, escritório da cidade ou entrega no hotel, com o nome do hotel); o número do voo, se chegar de avião; o tipo de carro ou o grupo, e se precisa de caixa automática; quantas pessoas e quantas malas; a idade dos condutores e se haverá condutor adicional; e os extras (cadeiras de criança, com a idade e o peso das crianças, e o Seguro Total). Pode reservar no nosso site, www.atlantida-rentacar.example, por WhatsApp para o +351 912 634 508 ou por e-mail para reservas@atlantida-rentacar.example; respondemos em menos de 2 horas, das 8h00 às 22h00. O aluguer é pago no levantamento, ou online no momento da reserva, com 5 % de desconto.',
      },
    ],
  },
  qa: [
    portuguese(
      locations,
      'Temos dois pontos de atendimento. O balcão do aeroporto fica no Aeroporto João Paulo II (PDL), no átrio das chegadas, logo à saída da recolha de bagagem, à direita; os carros estão no parque P2, a 2 minutos a pé. Está aberto todos os dias, incluindo domingos e feriados, das 7h00 até à chegada do último voo (normalmente por volta das 23h30). O escritório da cidade fica na Avenida Infante D. Henrique, 71, em Ponta Delgada, em frente ao terminal das Portas do Mar, e está aberto de segunda a sábado das 8h30 às 19h00 e ao domingo das 9h00 às 13h00. Telefone +351 296 630 417, WhatsApp +351 912 634 508, e-mail reservas@atlantida-rentacar.example.',
    ),
    portuguese(
      fleet,
      'A nossa frota está organizada em grupos. A – citadino (Fiat Panda ou Hyundai i10), manual, 4 lugares e 1 mala grande. B – utilitário (Renault Clio ou Peugeot 208), manual, 5 lugares, 1 mala grande e 1 pequena. C – utilitário automático (Peugeot 208 automático), 5 lugares. D – SUV compacto automático (Peugeot 2008), 5 lugares e 2 malas grandes. E – jipe 4x4 (Dacia Duster 4x4, a gasóleo), manual, 5 lugares, 2 malas grandes e 2 pequenas. F – Suzuki Jimny 4x4, manual, 3 portas, 4 lugares, onde só cabem 2 malas de cabine. G – carrinha de 9 lugares (Renault Trafic ou Ford Tourneo Custom, a gasóleo), manual. Todos os carros têm ar condicionado, Bluetooth e menos de 3 anos. Reservamos um grupo, não um modelo exato. Para 5 adultos, o Duster leva 2 malas grandes; com mais bagagem, a carrinha de 9 lugares é a melhor opção.',
    ),
    portuguese(
      price,
      'Depende do grupo, da época e da duração. Para alugueres de 3 a 6 dias, o preço por dia é: citadino (A) 22 € em época baixa, 35 € em época média e 59 € em época alta; utilitário (B) 26 € / 40 € / 67 €; automático (C) 34 € / 49 € / 82 €; SUV automático (D) 42 € / 59 € / 95 €; Duster 4x4 (E) 49 € / 69 € / 109 €; Jimny (F) 55 € / 75 € / 119 €; carrinha de 9 lugares (G) 79 € / 109 € / 169 €. Em alugueres de 1 ou 2 dias acrescem 10 € por dia; a partir de 7 dias há 10 % de desconto e a partir de 28 dias 25 %. Época baixa: novembro a março (exceto Páscoa, Natal e Ano Novo); época média: abril a junho e outubro; época alta: julho a setembro, Páscoa, Natal e Ano Novo. Exemplo: um Fiat Panda uma semana em agosto fica em 372 € (59 € × 7 dias, menos 10 %). O preço inclui o IVA, a quilometragem ilimitada, o seguro básico com franquia e a assistência 24 horas.',
    ),
    portuguese(
      insurance,
      'Todos os alugueres incluem o seguro obrigatório de responsabilidade civil e as proteções contra danos (CDW) e contra roubo (TP), com uma franquia, que é o valor máximo que paga se o carro for danificado ou roubado: 1 000 € nos grupos A e B, 1 300 € nos grupos C e D, 1 600 € nos jipes 4x4 (E e F) e 2 000 € na carrinha de 9 lugares (G). O seguro básico não cobre pneus, jantes, vidros, espelhos, a parte de baixo do carro, o interior nem a perda das chaves. Pequenos riscos com menos de 3 cm que não atravessem a pintura não são cobrados. Com o Seguro Total (SCDW), a franquia passa a 0 € e ficam cobertos também os pneus, as jantes, os vidros e os espelhos. Nenhum seguro cobre os danos causados por conduzir sob o efeito de álcool, por abastecer com o combustível errado, por circular fora de estrada ou por transportar o carro de ferry.',
    ),
    portuguese(
      fullCover,
      'O Seguro Total (SCDW) reduz a franquia a 0 €: se houver um dano, não paga nada, mesmo que a culpa seja sua, e ficam cobertos também os pneus, as jantes, os vidros e os espelhos. Custa por dia 14 € nos grupos A e B, 17 € nos grupos C e D, 21 € nos 4x4 (E e F) e 24 € na carrinha de 9 lugares, e só é cobrado até 15 dias por aluguer. Com o Seguro Total, a caução desce para 300 € e pode deixá-la com cartão de débito. Recomendamo-lo sobretudo a quem vai às Sete Cidades, à Lagoa do Fogo ou ao Nordeste: as estradas são estreitas, com muros de pedra, e a maior parte dos danos que vemos são riscos laterais e jantes raspadas. Continua a não cobrir a perda das chaves, o interior, o combustível errado, a condução sob o efeito de álcool nem o transporte de ferry.',
    ),
    portuguese(
      deposit,
      'A caução é um valor bloqueado (não cobrado) no cartão de crédito do condutor principal no levantamento. Com o seguro básico, é igual à franquia: 1 000 € nos grupos A e B, 1 300 € nos C e D, 1 600 € nos 4x4 e 2 000 € na carrinha de 9 lugares. Com o Seguro Total, é de 300 €, para cobrir combustível em falta, multas ou limpeza. Aceitamos cartões de crédito Visa e Mastercard; não aceitamos American Express nem cartões virtuais para a caução. O cartão de débito só é aceite com o Seguro Total, e nesse caso os 300 € são cobrados e devolvidos por nós no fim do aluguer. O bloqueio é libertado no dia da devolução, mas o banco pode demorar 5 a 10 dias úteis a mostrá-lo na sua conta. Não aceitamos caução em dinheiro.',
    ),
    portuguese(
      payment,
      'Pode pagar o aluguer no levantamento, com cartão de crédito ou de débito (Visa, Mastercard, Maestro), MB Way ou em dinheiro (euros), ou pagar online no momento da reserva, com 5 % de desconto. Os cartões brasileiros, britânicos e americanos são aceites, desde que permitam pagamentos internacionais; o valor é sempre cobrado em euros. A caução é outra coisa e tem regras próprias (cartão de crédito, ou de débito só com o Seguro Total). Emitimos fatura com NIF, em nome de particular ou de empresa.',
    ),
    portuguese(
      age,
      'O condutor tem de ter pelo menos 21 anos e carta de condução há pelo menos 2 anos. Entre os 21 e os 24 anos paga-se a taxa de condutor jovem, de 9 € por dia, no máximo 90 € por aluguer, e podem alugar-se os grupos A a E. O Suzuki Jimny (F) e as carrinhas de 9 lugares (G) só podem ser conduzidos a partir dos 25 anos e com 3 anos de carta. Não há idade máxima: basta ter a carta válida. Estas regras aplicam-se também aos condutores adicionais.',
    ),
    portuguese(
      additionalDriver,
      'Sim. Cada condutor adicional custa 5 € por dia, no máximo 50 € por aluguer, e em alugueres de 7 dias ou mais o primeiro condutor adicional é grátis. Tem de estar presente no levantamento com a sua carta de condução e um documento de identificação, e cumprir as mesmas regras: pelo menos 21 anos e 2 anos de carta (25 anos e 3 anos de carta para o Jimny e a carrinha de 9 lugares). Só os condutores que constam do contrato estão cobertos pelo seguro: se outra pessoa conduzir, o seguro deixa de valer. Pode acrescentar um condutor a meio do aluguer em qualquer um dos nossos balcões.',
    ),
    portuguese(
      childSeats,
      'Sim, temos três tipos: cadeira de bebé (ovo, grupo 0+, do nascimento até 13 kg, cerca de 15 meses), cadeira de criança (grupo 1, de 9 a 18 kg, mais ou menos dos 9 meses aos 4 anos) e assento elevatório (grupos 2/3, de 15 a 36 kg, até aos 12 anos). A cadeira de bebé e a cadeira de criança custam 6 € por dia, no máximo 60 € por aluguer; o assento elevatório custa 4 € por dia, no máximo 40 €. Em Portugal, as crianças com menos de 12 anos e menos de 135 cm de altura têm de viajar numa cadeira adequada. Peça-as na reserva, com a idade e o peso das crianças, para as termos prontas: a nossa equipa instala-as no carro, com Isofix nos grupos B a G. Também pode trazer as suas.',
    ),
    portuguese(
      pets,
      'Sim, cães e gatos podem viajar nos nossos carros sem custo adicional, desde que vão numa transportadora ou com uma capa de proteção nos bancos ou na bagageira. Emprestamos uma capa gratuitamente: indique na reserva que vai levar um animal. Se o carro for devolvido com pelos, lama ou mau cheiro, cobramos a limpeza especial de 75 €. Os cães-guia e de assistência são sempre bem-vindos, sem qualquer taxa.',
    ),
    portuguese(
      ferry,
      'Não. Os nossos carros só podem circular na ilha de São Miguel: não podem ser embarcados no ferry da Atlânticoline nem em qualquer outro barco, para Santa Maria, Terceira, Pico, Faial ou outra ilha. Se o fizer, o seguro deixa de cobrir o carro e paga uma penalização de 1 500 €, mais todos os danos e os custos de trazer o carro de volta. Se for passar uns dias a outra ilha, devolva antes o carro no nosso escritório da Avenida Infante D. Henrique, a 5 minutos a pé do terminal de ferry das Portas do Mar, ou no balcão do aeroporto, e alugue outro quando regressar; nas outras ilhas, terá de alugar um carro localmente.',
    ),
    portuguese(
      fuel,
      'A nossa política é cheio/cheio: entregamos o carro com o depósito cheio e deve devolvê-lo também cheio. Se faltar combustível, cobramos 2,20 € por litro em falta, mais uma taxa de reabastecimento de 20 €. Guarde o talão do último abastecimento: há postos de abastecimento a menos de 2 km do aeroporto e do escritório. Os grupos A a D e o Jimny são a gasolina; o Duster e as carrinhas de 9 lugares são a gasóleo (está indicado na tampa do depósito). Abastecer com o combustível errado não é coberto por nenhum seguro. Nos Açores, o preço dos combustíveis é fixado pelo Governo Regional e é mais baixo do que no continente.',
    ),
    portuguese(
      mileage,
      'Sim, todos os alugueres têm quilometragem ilimitada, sem custo extra. Para ter uma ideia, São Miguel tem cerca de 65 km de ponta a ponta: de Ponta Delgada às Sete Cidades são 25 km, às Furnas 45 km, e a volta completa à ilha ronda os 200 km. Os grupos A a D e as carrinhas só podem circular em estradas alcatroadas. Os jipes 4x4 (Duster e Jimny) podem também usar caminhos de terra batida em bom estado e abertos ao trânsito, mas nenhum carro pode andar fora de estrada, na praia ou em trilhos pedestres. Os danos causados em estradas não permitidas não estão cobertos pelo seguro.',
    ),
    portuguese(
      lateReturn,
      'Há uma tolerância de 59 minutos em relação à hora de devolução marcada no contrato. Depois disso, cobramos 10 € por cada hora de atraso, até 3 horas; com mais de 3 horas de atraso, cobramos um dia extra ao preço da tabela. Se quiser ficar mais tempo com o carro, avise-nos por WhatsApp ou por telefone pelo menos 24 horas antes: prolongamos o contrato ao mesmo preço por dia, se houver disponibilidade. Se o carro não for devolvido e não conseguirmos falar consigo 24 horas depois da hora marcada, podemos comunicar o desaparecimento à polícia.',
    ),
    portuguese(
      delivery,
      'Sim, entregamos e recolhemos o carro no seu hotel, alojamento local ou casa, em toda a ilha, entre as 8h00 e as 20h00. Cada entrega ou recolha custa: em Ponta Delgada (até 5 km do escritório) 15 €, grátis em alugueres de 7 dias ou mais; na Lagoa, Ribeira Grande, Capelas e Fenais da Luz 25 €; em Vila Franca do Campo, Mosteiros e Sete Cidades 35 €; nas Furnas, Povoação e Nordeste 50 €. Fora desse horário, acrescem 25 €. O nosso colaborador leva o contrato para assinar: tenha consigo as cartas de condução, o documento de identificação e o cartão de crédito. Peça a entrega na reserva, com pelo menos 24 horas de antecedência.',
    ),
    portuguese(
      cancellation,
      'Sim. Alterar as datas, o local ou o grupo não custa nada até 24 horas antes do levantamento, conforme a disponibilidade. O cancelamento é gratuito até 48 horas antes da hora de levantamento: se pagou online, devolvemos o valor total em até 10 dias. Com menos de 48 horas, cobramos 1 dia de aluguer. Se não aparecer nem nos avisar (no-show), cobramos 2 dias de aluguer e a reserva é cancelada 3 horas depois da hora marcada, exceto se o seu voo estiver atrasado e nos tiver dado o número do voo. Para cancelar, basta responder ao e-mail de confirmação ou enviar-nos uma mensagem por WhatsApp.',
    ),
    portuguese(
      documentsNeeded,
      'Precisa da carta de condução válida, tirada há pelo menos 2 anos, de um documento de identificação (cartão de cidadão ou passaporte), do cartão de crédito em nome do condutor principal para a caução e do número da reserva. As cartas de condução da União Europeia, do Brasil, do Reino Unido, dos Estados Unidos e do Canadá são aceites sem carta internacional. A CNH brasileira tem de ser o documento físico: a CNH digital no telemóvel não é aceite. As cartas escritas noutro alfabeto (por exemplo chinês, japonês, árabe ou cirílico) só são aceites acompanhadas da carta de condução internacional. Os condutores adicionais também têm de mostrar a sua carta e a sua identificação.',
    ),
    portuguese(
      vans,
      'Sim, temos Renault Trafic e Ford Tourneo Custom de 9 lugares (contando com o condutor), a gasóleo, com caixa manual e ar condicionado. Para conduzir basta a carta de ligeiros (categoria B), mas o condutor tem de ter pelo menos 25 anos e 3 anos de carta. Com 9 pessoas a bordo, cabem cerca de 6 malas médias e algumas mochilas; para 5 ou 6 pessoas com muita bagagem, é também a melhor opção. A carrinha tem 1,99 m de altura: alguns parques cobertos de Ponta Delgada não a deixam entrar. Custa desde 79 € por dia em época baixa, 109 € em época média e 169 € em época alta, e a franquia é de 2 000 €. Temos poucas carrinhas: para julho e agosto, reserve com 2 a 3 meses de antecedência.',
    ),
    portuguese(
      fourByFour,
      'Para os sítios mais conhecidos, não: as estradas para as Sete Cidades, a Lagoa do Fogo, as Furnas, a Caldeira Velha e o Nordeste são todas alcatroadas, e um utilitário chega bem. Um 4x4 faz sentido se quiser ir por caminhos de terra batida até ao início de alguns trilhos e a miradouros mais isolados, ou se preferir um carro mais alto para as estradas de montanha com chuva e nevoeiro no inverno. Temos o Dacia Duster 4x4 (5 lugares, boa bagageira) e o Suzuki Jimny (4 lugares, só 2 malas de cabine, ótimo nos caminhos estreitos, a partir dos 25 anos). Mesmo com um 4x4, não é permitido andar fora de estrada nem na praia.',
    ),
    portuguese(
      accident,
      'Ligue para a nossa assistência 24 horas, +351 296 630 418 (o número está também no porta-chaves e no para-sol). Em caso de acidente: vista o colete refletor, coloque o triângulo, ligue 112 se houver feridos, tire fotografias e preencha com o outro condutor a Declaração Amigável de Acidente Automóvel que está no porta-luvas; se ele recusar, chame a PSP. Avise-nos sempre no prazo de 24 horas. Em caso de avaria, não mande reparar o carro por sua conta: enviamos o reboque e um carro de substituição a qualquer ponto da ilha, normalmente em 2 a 3 horas. Se tiver um furo, o carro tem um kit de reparação ou pneu sobresselente; se não se sentir à vontade, ligue-nos e vamos ter consigo. Os pneus só estão cobertos pelo Seguro Total; sem ele, o pneu e a deslocação (40 €) são pagos pelo cliente. Se a avaria for causada pelo condutor (combustível errado, luzes ligadas, chave perdida), o reboque custa 120 €.',
    ),
    portuguese(
      automatic,
      'Sim, nos grupos C (Peugeot 208 automático, 5 lugares) e D (Peugeot 2008 automático, um SUV com bagageira maior). Os citadinos, os jipes 4x4 e as carrinhas de 9 lugares só existem com caixa manual. Temos menos automáticos do que manuais, por isso reserve cedo, sobretudo de junho a setembro; se reservar um automático, a caixa automática é garantida. O grupo C custa desde 34 € por dia e o D desde 42 € por dia em época baixa. As estradas da ilha têm subidas fortes: um automático é boa escolha se não está habituado a arrancar em subidas com caixa manual.',
    ),
    english(
      flightDelay,
      'Add your flight number to your booking. Our airport desk is open every day from 7:00 until the last scheduled arrival, usually around 23:30, and we follow your flight: if it is delayed, someone will wait for you at the desk at no extra charge, even after closing time. If you know in advance that you land outside our opening hours (for example on a charter arriving at 1:00), tell us and we will meet you in the arrivals hall for a fee of €25. Your booking is held for 3 hours after the scheduled arrival time, and for longer if the flight is delayed. If you miss or change your flight, let us know by WhatsApp on +351 912 634 508.',
    ),
    english(
      returnElsewhere,
      'Yes. You can pick the car up at the airport and return it at our town office on Avenida Infante D. Henrique, or the other way round, at no extra cost; just tell us when you book so the paperwork is ready. We can also collect the car from your hotel or accommodation anywhere on the island, for the same fee as a delivery (€15 to €50 depending on the area, free in Ponta Delgada for rentals of 7 days or more). If you return the car at the airport when the desk is closed, park it in our marked spaces in car park P2, take photos of the car and of the fuel gauge, and drop the key in the box next to our desk; the car remains your responsibility until we check it the next morning. Cars cannot be returned on another island.',
    ),
    english(
      tolls,
      'No. There are no toll roads anywhere in the Azores: the expressways (vias rápidas) around São Miguel are free, so you do not need a toll device like on the mainland. You will only pay for parking: in the centre of Ponta Delgada, street parking in the paid zones is charged on weekdays from 8:00 to 19:00 and on Saturday mornings, and there are covered car parks at Portas do Mar and at the Parque Atlântico shopping centre. Some car parks at popular sights charge a small fee in summer. Parking and traffic fines are sent to us and passed on to you with a €40 handling fee.',
    ),
    english(
      drivingTips,
      'Roads on São Miguel are good but often narrow and winding, with stone walls on both sides, so take it slowly, especially on the roads up to Sete Cidades, Lagoa do Fogo and in the Nordeste. Fog and low cloud can come down quickly on the higher roads: check the public webcams (SpotAzores) before driving up to a viewpoint, and if it is cloudy, visit the coast first and try again later. Watch out for cows being moved along country roads, and for cyclists and walkers. Speed limits are 50 km/h in towns, 90 km/h on other roads and 100 km/h on the vias rápidas. The alcohol limit is 0.5 g/l, or 0.2 g/l if you have held your licence for less than 3 years. In Ponta Delgada, the old town has narrow one-way streets: leave the car in a car park and walk. Distances are short, but allow more time than the GPS says.',
    ),
    english(
      howToBook,
      'You can book on our website, www.atlantida-rentacar.example, by email at reservas@atlantida-rentacar.example or by WhatsApp on +351 912 634 508; we reply within 2 hours between 8:00 and 22:00. To book without paying, we only need the main driver’s name and a credit card as a guarantee: nothing is charged, and you pay when you pick up the car. If you prefer, you can pay online when you book and get 5% off. Either way, cancellation is free up to 48 hours before pick-up. For July and August, Easter, automatic cars and 9-seater vans, book 2 to 3 months ahead.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'Portuguese',
      text: `TABELA DE PREÇOS 2026 – Atlântida Rent-a-Car, Ponta Delgada (São Miguel, Açores)
Preços em euros, com IVA incluído à taxa em vigor nos Açores (16 %), válidos para levantamentos entre 1 de janeiro e 31 de dezembro de 2026. Balcão no Aeroporto João Paulo II (átrio das chegadas) e escritório na Avenida Infante D. Henrique, 71, Ponta Delgada.

Épocas
- Época baixa: 7 de janeiro a 28 de março e 1 de novembro a 19 de dezembro
- Época média: 7 de abril a 30 de junho e 1 a 31 de outubro
- Época alta: 1 a 6 de janeiro, 29 de março a 6 de abril (Páscoa), 1 de julho a 30 de setembro e 20 a 31 de dezembro

Preço por dia, alugueres de 3 a 6 dias (época baixa / média / alta)
- Grupo A – Citadino: Fiat Panda ou Hyundai i10, manual, gasolina, 4 lugares, 1 mala grande: 22 € / 35 € / 59 €
- Grupo B – Utilitário: Renault Clio ou Peugeot 208, manual, gasolina, 5 lugares, 1 mala grande e 1 pequena: 26 € / 40 € / 67 €
- Grupo C – Utilitário automático: Peugeot 208 automático, gasolina, 5 lugares, 1 mala grande e 1 pequena: 34 € / 49 € / 82 €
- Grupo D – SUV compacto automático: Peugeot 2008, gasolina, 5 lugares, 2 malas grandes: 42 € / 59 € / 95 €
- Grupo E – Jipe 4x4: Dacia Duster 4x4, manual, gasóleo, 5 lugares, 2 malas grandes e 2 pequenas: 49 € / 69 € / 109 €
- Grupo F – Jipe 4x4 compacto: Suzuki Jimny, manual, gasolina, 3 portas, 4 lugares, 2 malas de cabine: 55 € / 75 € / 119 €
- Grupo G – Carrinha de 9 lugares: Renault Trafic ou Ford Tourneo Custom, manual, gasóleo, cerca de 6 malas médias: 79 € / 109 € / 169 €

Duração e descontos
- 1 ou 2 dias: preço por dia da tabela + 10 € por dia
- 7 a 27 dias: 10 % de desconto
- 28 dias ou mais: 25 % de desconto
- Os dias contam-se por períodos de 24 horas a partir da hora de levantamento
- Pré-pagamento online no momento da reserva: 5 % de desconto adicional

Incluído em todos os alugueres
- Quilometragem ilimitada
- Seguro de responsabilidade civil e proteções contra danos (CDW) e contra roubo (TP), com franquia
- Assistência em viagem 24 horas em toda a ilha
- Levantamento e devolução no balcão do aeroporto ou no escritório da cidade, em qualquer combinação
- IVA

Franquia e caução por grupo (com o seguro básico; com o Seguro Total, franquia 0 € e caução 300 €)
- Grupos A e B: franquia 1 000 €, caução 1 000 €
- Grupos C e D: franquia 1 300 €, caução 1 300 €
- Grupos E e F: franquia 1 600 €, caução 1 600 €
- Grupo G: franquia 2 000 €, caução 2 000 €

Seguro Total (SCDW): franquia 0 €, com pneus, jantes, vidros e espelhos incluídos; cobrado no máximo 15 dias por aluguer
- Grupos A e B: 14 € por dia
- Grupos C e D: 17 € por dia
- Grupos E e F: 21 € por dia
- Grupo G: 24 € por dia

Extras (a pedir na reserva)
- Condutor adicional: 5 € por dia, máximo 50 € por aluguer; o primeiro é grátis em alugueres de 7 dias ou mais
- Condutor jovem (21 a 24 anos): 9 € por dia, máximo 90 € por aluguer
- Cadeira de bebé (0 a 13 kg) ou cadeira de criança (9 a 18 kg): 6 € por dia, máximo 60 € por aluguer
- Assento elevatório (15 a 36 kg): 4 € por dia, máximo 40 € por aluguer
- Router Wi-Fi portátil (4G, dados ilimitados, até 5 aparelhos): 5 € por dia, máximo 50 € por aluguer
- Suporte de telemóvel para o tablier: grátis
- Capa de proteção dos bancos para animais de estimação: grátis

Entrega e recolha em hotéis, alojamentos e casas (por serviço, entre as 8h00 e as 20h00)
- Ponta Delgada, até 5 km do escritório: 15 € (grátis em alugueres de 7 dias ou mais)
- Lagoa, Ribeira Grande, Capelas, Fenais da Luz: 25 €
- Vila Franca do Campo, Mosteiros, Sete Cidades: 35 €
- Furnas, Povoação, Nordeste: 50 €
- Serviço fora de horas (entrega, recolha ou atendimento no aeroporto combinado com antecedência): 25 €

Taxas e encargos
- Combustível (política cheio/cheio): 2,20 € por litro em falta + 20 € de taxa de reabastecimento
- Atraso na devolução: tolerância de 59 minutos; depois, 10 € por hora até 3 horas; mais de 3 horas, 1 dia extra ao preço da tabela
- Limpeza especial (pelos de animais, lama, areia): 75 €
- Cheiro a tabaco (é proibido fumar nos carros): 150 €
- Perda ou dano da chave: 180 €
- Reboque por avaria causada pelo condutor: 120 €; deslocação por furo sem Seguro Total: 40 €
- Tratamento de multas e coimas: 40 € por processo
- Transporte do carro para outra ilha (proibido): penalização de 1 500 €, mais os danos e os custos de recuperação`,
    },
    {
      title: terms,
      language: 'Portuguese',
      text: `Condições gerais de aluguer – Atlântida Rent-a-Car, Lda. (em vigor a partir de 1 de janeiro de 2026)

1. Condutores e documentos
O condutor principal e os condutores adicionais têm de ter pelo menos 21 anos e carta de condução válida há pelo menos 2 anos; para o grupo F (Suzuki Jimny) e o grupo G (carrinhas de 9 lugares), pelo menos 25 anos e 3 anos de carta. Os condutores com menos de 25 anos pagam a taxa de condutor jovem. No levantamento, cada condutor apresenta a carta de condução original e um documento de identificação (cartão de cidadão, bilhete de identidade ou passaporte). São aceites as cartas de condução emitidas na União Europeia, no Brasil, no Reino Unido, nos Estados Unidos e no Canadá; as cartas que não estejam escritas em alfabeto latino só são aceites com a carta de condução internacional. Não são aceites cópias nem versões digitais da carta. Só os condutores inscritos no contrato podem conduzir o veículo.

2. Reserva e pagamento
A reserva é feita no site, por e-mail ou por WhatsApp e fica garantida com os dados de um cartão de crédito, sem qualquer cobrança. O aluguer é pago no levantamento, por cartão de crédito ou de débito, MB Way ou numerário, ou no momento da reserva, por pagamento online, com 5 % de desconto. Os preços incluem o IVA à taxa em vigor na Região Autónoma dos Açores.

3. Caução
No levantamento é bloqueada uma caução no cartão de crédito do condutor principal, de valor igual à franquia do grupo alugado, ou de 300 € se for contratado o Seguro Total. Só com o Seguro Total é aceite cartão de débito; nesse caso, a caução é cobrada e reembolsada no fim do aluguer. Não são aceites cauções em numerário, com cartões American Express ou com cartões virtuais. A caução é libertada na devolução do veículo, depois de deduzidos os valores em dívida; o prazo em que o valor volta a estar disponível depende do banco emissor (em regra, 5 a 10 dias úteis).

4. Alterações, cancelamentos e não comparência
As alterações de datas, local ou grupo são gratuitas até 24 horas antes do levantamento, sujeitas a disponibilidade. O cancelamento é gratuito até 48 horas antes da hora de levantamento; os pagamentos antecipados são reembolsados no prazo de 10 dias. Os cancelamentos com menos de 48 horas de antecedência têm um custo de 1 dia de aluguer. Em caso de não comparência sem aviso, é cobrado o valor de 2 dias de aluguer e a reserva é anulada 3 horas após a hora marcada, exceto em caso de atraso do voo indicado na reserva.

5. Levantamento e devolução
O veículo é levantado e devolvido no balcão do aeroporto, no escritório da cidade ou, mediante o pagamento da taxa de entrega, no local combinado; a devolução num balcão diferente do de levantamento não tem custo. Se o cliente indicar o número do voo, a Atlântida aguarda a sua chegada em caso de atraso, sem custo. No levantamento e na devolução, o estado do veículo é verificado e registado com fotografias. Se o veículo for devolvido com o balcão fechado, continua sob a responsabilidade do cliente até à verificação pela Atlântida no dia seguinte. É concedida uma tolerância de 59 minutos na hora de devolução; cada hora de atraso seguinte é cobrada a 10 €, e um atraso superior a 3 horas dá lugar à cobrança de um dia suplementar. A devolução antecipada do veículo não dá direito ao reembolso dos dias não utilizados. A prorrogação do aluguer deve ser pedida com pelo menos 24 horas de antecedência e depende da disponibilidade.

6. Combustível
Os veículos são entregues com o depósito cheio e devem ser devolvidos cheios. O combustível em falta é cobrado a 2,20 € por litro, acrescido de uma taxa de reabastecimento de 20 €. Os danos causados pelo abastecimento com combustível errado são da responsabilidade do cliente.

7. Utilização do veículo
O veículo só pode circular na ilha de São Miguel. É proibido embarcá-lo em ferry ou em qualquer outra embarcação; a violação desta regra implica a perda de todas as coberturas, uma penalização de 1 500 € e o pagamento dos danos e dos custos de recuperação do veículo. Os veículos dos grupos A a D e G só podem circular em vias alcatroadas; os veículos 4x4 (grupos E e F) podem circular também em caminhos de terra batida em bom estado e abertos ao trânsito. São proibidos a condução fora de estrada, em praias ou em trilhos pedestres, a participação em provas desportivas, o subaluguer, o reboque de outros veículos e o transporte de passageiros mediante pagamento. É proibido fumar no veículo (taxa de 150 €). Os animais de estimação são admitidos em transportadora ou com capa de proteção; a limpeza especial é cobrada a 75 €. A quilometragem é ilimitada.

8. Seguros e responsabilidade do cliente
O preço inclui o seguro obrigatório de responsabilidade civil e as proteções CDW e TP, com uma franquia de 1 000 € (grupos A e B), 1 300 € (C e D), 1 600 € (E e F) ou 2 000 € (G), que corresponde ao valor máximo a pagar pelo cliente em caso de dano ou roubo. O Seguro Total (SCDW) reduz a franquia a 0 € e inclui pneus, jantes, vidros e espelhos. Sem o Seguro Total, os danos em pneus, jantes, vidros, espelhos e na parte inferior do veículo são pagos pelo cliente. Os riscos com menos de 3 cm que não atravessem a pintura não são cobrados. Nenhuma cobertura se aplica a danos no interior, perda de chaves, combustível errado, condução sob o efeito de álcool ou drogas, condução por pessoa não inscrita no contrato, circulação em vias não autorizadas ou transporte do veículo em ferry.

9. Acidentes, avarias e roubo
O cliente dispõe de assistência em viagem 24 horas através do número +351 296 630 418. Em caso de acidente, o cliente preenche a Declaração Amigável ou chama a autoridade policial, e informa a Atlântida no prazo de 24 horas. Em caso de roubo, apresenta queixa na PSP e entrega uma cópia à Atlântida. O cliente não pode mandar reparar o veículo sem autorização. Quando a avaria não for imputável ao cliente, a Atlântida fornece um veículo de substituição sem custo.

10. Multas e portagens
Não existem portagens nas estradas dos Açores. As coimas por infrações de trânsito e de estacionamento cometidas durante o aluguer são da responsabilidade do cliente; a Atlântida comunica os dados do condutor às autoridades e cobra 40 € por processo.

11. Reclamações e litígios
O cliente pode apresentar reclamação nos nossos balcões, por e-mail ou no Livro de Reclamações Eletrónico. Em caso de litígio, pode recorrer ao Centro de Arbitragem de Conflitos de Consumo da Região Autónoma dos Açores.`,
    },
  ],
  answerable: [
    // Portuguese paraphrases with everyday words
    {
      question: 'Quanto fica alugar um carrinho pequeno uma semana em agosto?',
      answeredBy: [price, prices],
    },
    {
      question: 'Se o carro ficar riscado, quanto é que eu tenho de pagar do meu bolso?',
      answeredBy: [insurance, fullCover, prices, terms],
    },
    {
      question: 'Dá para deixarem o carro à porta do hotel em vez de irmos buscá-lo ao aeroporto?',
      answeredBy: [delivery, prices, terms, services],
    },
    {
      question: 'Posso levar o meu patudo nas férias? É um labrador e porta-se muito bem no carro.',
      answeredBy: [pets, terms, prices],
    },
    {
      question:
        'O meu filho tem 20 anos e tirou a carta o ano passado. Ele pode conduzir o carro que vamos alugar?',
      answeredBy: [age, additionalDriver, documentsNeeded, terms],
    },
    // Long messages, in Portuguese (Brazilian and European), the question inside
    {
      question:
        'Oi! Somos uma família de Campinas e vamos passar 10 dias em São Miguel em julho: eu, meu marido e nossos dois filhos, um de 3 anos e outro de 7. Nunca dirigi na Europa e estou meio insegura com tudo. Vocês têm cadeirinha pras crianças ou é melhor levar as nossas do Brasil? Quanto custa?',
      answeredBy: [childSeats, prices, services],
    },
    {
      question:
        'Boa tarde. Vamos nove amigos a São Miguel em setembro para fazer trilhos e queríamos andar sempre todos juntos, em vez de alugar dois carros. Um de nós tem 23 anos e os outros já passaram dos 30. Têm alguma carrinha grande onde caibamos todos com as mochilas? E quem é que a pode conduzir?',
      answeredBy: [vans, fleet, age, additionalDriver, prices, terms, description, services],
    },
    {
      question:
        'Olá, tudo bem? A gente vai ficar uma semana em São Miguel e depois quer passar três dias no Pico e no Faial. Pensamos em levar o carro alugado na balsa pra não ter que alugar outro lá. Pode? Se não puder, o que vocês sugerem?',
      answeredBy: [ferry, terms, prices],
    },
    // Long messages, in English
    {
      question:
        "Hi there, my wife and I land in Ponta Delgada on the last flight from Boston on a Thursday in May, and with our luck it'll probably be late. We've booked a compact SUV with you. Will someone actually be at the desk to give us the keys, or should we grab a cab to the hotel and pick the car up the next morning?",
      answeredBy: [flightDelay, locations, terms],
    },
    {
      question:
        "Hello, we're a couple from Leeds coming over for a fortnight in October to do the walks. We'd rather not fork out for the full cover if we don't need it, but the excess on the basic insurance looks steep. What exactly does the basic cover include, and how much will you hold on my card if I don't take the extra insurance?",
      answeredBy: [insurance, deposit, fullCover, prices, terms],
    },
    // Typos and chat-speak, in Portuguese and English
    {
      question: 'vcs aceitam cartao de debito? nao tenho credito',
      answeredBy: [deposit, payment, fullCover, terms],
    },
    {
      question: 'tenho k devolver o carro cm o deposito cheio?',
      answeredBy: [fuel, terms, prices],
    },
    {
      question: 'qnto custa pra colocar mais um motorista? meu namorado tb vai dirigir',
      answeredBy: [additionalDriver, prices],
    },
    {
      question: 'se eu entregar o carro 2h atrasado pago mais um dia?? obg',
      answeredBy: [lateReturn, terms, prices],
    },
    {
      question: 'km é livre ou tem limite?',
      answeredBy: [mileage, price, prices, terms, services],
    },
    {
      question: 'hi do u have automatics? cant drive stick lol',
      answeredBy: [automatic, fleet, prices, services],
    },
    {
      question: 'can i cancel for free if our plans change?? thx',
      answeredBy: [cancellation, howToBook, terms],
    },
    // One or two words
    { question: 'Franquia?', answeredBy: [insurance, fullCover, deposit, prices, terms] },
    { question: 'cadeira bebé', answeredBy: [childSeats, prices, services] },
    { question: 'Fuel policy', answeredBy: [fuel, terms, prices] },
    { question: 'Ferry?', answeredBy: [ferry, terms, prices] },
    // Portuguese questions, English knowledge
    {
      question: 'Se o meu voo atrasar, vocês esperam por mim no aeroporto?',
      answeredBy: [flightDelay, terms],
    },
    {
      question: 'É preciso pagar portagens nas estradas da ilha?',
      answeredBy: [tolls, terms],
    },
    {
      question: 'Dá pra pegar o carro no aeroporto e devolver no escritório de vocês na cidade?',
      answeredBy: [returnElsewhere, prices, terms],
    },
    {
      question:
        'Nunca conduzi nos Açores. Há alguma coisa que deva saber sobre as estradas, o nevoeiro ou onde estacionar em Ponta Delgada?',
      answeredBy: [drivingTips, tolls],
    },
    {
      question: 'Como faço a reserva? Tenho de pagar tudo logo?',
      answeredBy: [howToBook, payment, quoteRequest, terms],
    },
    // English questions, Portuguese knowledge, in British and American everyday wording
    {
      question: 'How much is the excess on a 4x4, and can I get it down to zero?',
      answeredBy: [insurance, fullCover, deposit, prices, terms, services],
    },
    {
      question:
        "I've got a US driver's license. Do I need an International Driving Permit to rent from you?",
      answeredBy: [documentsNeeded, terms],
    },
    {
      question: "What's the cheapest hire car you've got, and how much a day in June?",
      answeredBy: [price, prices],
    },
    {
      question:
        "We'd like the car dropped off at our hotel in Furnas. What would you charge for that?",
      answeredBy: [delivery, prices],
    },
    {
      question: 'Do you rent out 4x4s? We want to reach a few trailheads down dirt tracks.',
      answeredBy: [fourByFour, fleet, mileage, terms, prices, description, services],
    },
    {
      question: "Where's your desk at the airport, and are you open on Sundays?",
      answeredBy: [locations, description],
    },
    // Short follow-ups, very informal
    {
      question: 'e se tiver um furo?',
      answeredBy: [accident, fullCover, insurance, prices, terms],
    },
    { question: 'e aceitam MB Way?', answeredBy: [payment, terms] },
    { question: 'and the dog? ok to bring him in the car?', answeredBy: [pets, terms, prices] },
    {
      question: 'blz, e a caução é quanto mesmo?',
      answeredBy: [deposit, fullCover, prices, terms],
    },
    // Answered by a document only, or by the fleet in other words
    { question: 'Posso fumar dentro do carro?', answeredBy: [terms, prices] },
    { question: 'Têm wifi portátil para levar no carro?', answeredBy: [prices] },
    {
      question:
        "If we bring the car back two days early, do we get money back for the days we don't use?",
      answeredBy: [terms],
    },
    {
      question: 'Somos 5 adultos com 4 malas grandes, que carro nos aconselham?',
      answeredBy: [fleet, vans, prices],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Vocês alugam motas ou scooters? Queria uma Vespa para dar a volta à ilha com a minha namorada.',
    "Do you sell any of your ex-rental cars? We're moving to the island for good and need something cheap and reliable.",
    'Vocês fazem transfer do aeroporto pro hotel com motorista? Não quero dirigir nas férias.',
    'Boa tarde, estão a contratar para o verão? Tenho carta há 10 anos e gostava de trabalhar no balcão do aeroporto ou nas entregas de carros.',
    "Can you book the ferry tickets to Santa Maria for us? We'd leave your car at the office before we go.",
    'Quanto custa fazer a revisão dos 30 000 km ao meu Renault Clio? Vocês têm oficina?',
    'Vendem seguro de viagem com assistência médica? Queria um para a família toda durante as férias.',
    'Vocês alugam bicicletas elétricas? Queria fazer a subida à Atlântida.',
    // Plainly outside
    'Can you recommend a good whale watching company in Ponta Delgada?',
    'Qual é a melhor época pra ver as hortênsias floridas em São Miguel?',
  ],
};
