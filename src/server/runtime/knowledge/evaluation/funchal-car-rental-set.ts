import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Ilha Verde Rent-a-Car, an independent, family-run car rental company on Madeira that hands
 * its cars over at Madeira airport (meeting customers in the arrivals hall), at its office in
 * Funchal's hotel zone and at hotels all over the island. Its customers write in English
 * (British, German and Dutch tourists, Americans) and in Portuguese (from Portugal and from
 * Brazil). The owner wrote the briefing in European Portuguese, most Q&A pairs in Portuguese and
 * a few in English, added one custom response for booking and quote requests, and pasted the
 * 2026 price list and the general rental conditions, both in Portuguese.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday words ("deposit", "excess", "CDW", "stick shift", "car seat for my toddler",
 * "sand from the beach"), Brazilian words ("carteira de motorista", "aluguel", "celular",
 * "tanque", "pegar o carro", "vistoria"), long messages telling the story of a trip, typos and
 * chat-speak ("u", "pls", "r u", "vcs", "q", "pq", "tb", "pra"), one- to three-word questions,
 * and English questions against Portuguese knowledge and the reverse. The outside questions
 * include hard negatives that share words with the knowledge (scooters, buying a car from the
 * fleet, dolphin-watching boat trips, airport transfers, the weather at Pico do Arieiro, jobs,
 * long-term leasing for a company, the Porto Santo ferry's timetable and fares).
 */

const english = qaIn('English');
const portuguese = qaIn('Portuguese');

// The sources' titles, as the answers name them.
const offices = 'Onde ficam os vossos balcões e qual é o horário?';
const airportPickup = 'Como é a entrega do carro no aeroporto da Madeira?';
const lateArrival = 'O meu voo chega tarde ou vem atrasado. O que acontece à reserva?';
const deposit = 'Qual é o valor da caução e como é feita?';
const insurance = 'Que seguros estão incluídos no preço?';
const fuel = 'Qual é a política de combustível?';
const childSeats = 'Têm cadeiras de bebé e de criança?';
const age = 'Qual é a idade mínima para alugar um carro?';
const extraDriver = 'Posso acrescentar um segundo condutor?';
const oneWay = 'Posso levantar o carro num sítio e devolvê-lo noutro?';
const hotelDelivery = 'Entregam o carro no hotel?';
const cancellation = 'Posso cancelar ou alterar a reserva?';
const payment = 'Que formas de pagamento aceitam?';
const documents = 'Que documentos são precisos para levantar o carro?';
const tolls = 'Há portagens na Madeira?';
const parking = 'Onde posso estacionar no Funchal?';
const breakdown = 'O que faço em caso de avaria ou acidente?';
const pets = 'Posso levar o meu cão no carro?';
const smoking = 'Pode-se fumar no carro? Cobram taxa de limpeza?';
const gearbox = 'Manual ou automático: o que é melhor para as estradas da Madeira?';
const mountains = 'Posso ir com o carro ao Pico do Arieiro, ao Fanal e aos inícios das levadas?';
const portoSanto = 'Posso levar o carro no ferry para o Porto Santo?';
const electric = 'Do you rent electric cars, and how does charging work on the island?';
const extension = 'Can I keep the car longer, and what if I bring it back late?';
const mileage = 'Is mileage unlimited?';
const damageCheck = 'How do you check the car for damage at pick-up and return?';
const fines = 'What happens if I get a speeding ticket or a parking fine?';
const prices = 'Tabela de preços 2026';
const conditions = 'Condições gerais de aluguer';
const quoteRequest = 'Pedido de reserva ou de orçamento';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const funchalCarRentalSet: EvaluationSet = {
  name: 'Funchal car rental (Ilha Verde Rent-a-Car)',
  heldOut: false,
  agentName: 'Marta',
  briefing: {
    companyName: 'Ilha Verde Rent-a-Car',
    industry: 'automotive',
    description:
      'A Ilha Verde Rent-a-Car é uma empresa familiar de aluguer de automóveis na Madeira, fundada em 2011. Entregamos os carros no Aeroporto da Madeira, em Santa Cruz, onde esperamos pelos clientes nas chegadas, e no nosso escritório do Funchal, na Estrada Monumental, em plena zona hoteleira do Lido, e também levamos o carro ao hotel em toda a ilha. Temos cerca de 90 carros, de citadinos a carros de 7 lugares, manuais e automáticos, híbridos e elétricos, todos com menos de 3 anos. Os nossos preços incluem quilometragem ilimitada, seguro CDW com franquia, assistência em viagem 24 horas e IVA, sem custos escondidos no balcão.',
    targetAudience:
      'Turistas que vêm à Madeira de férias, sobretudo do Reino Unido, da Alemanha, dos Países Baixos, dos Estados Unidos, de Portugal continental e do Brasil, muitos para fazer as levadas e conhecer a ilha de carro; famílias com crianças; casais; emigrantes madeirenses de visita no verão e no Natal; e empresas locais que precisam de um carro por uns dias.',
    keyServices:
      'Aluguer de carros à diária e à semana em oito grupos: citadinos, económicos, SUV compactos, automáticos, SUV automáticos, carros de 7 lugares manuais e automáticos, e elétricos. Entrega no Aeroporto da Madeira com receção nas chegadas e no escritório do Funchal; entrega e recolha no hotel ou alojamento em toda a ilha; devolução num local diferente do levantamento. Seguro SCDW sem franquia, condutor adicional, cadeiras de bebé e de criança e assentos elevatórios, GPS e suporte de telemóvel. Autorização para levar o carro no ferry para o Porto Santo. Assistência em viagem 24 horas com carro de substituição.',
    commonQuestions:
      'Quanto custa o aluguer na época alta, o valor da caução e da franquia e se vale a pena o seguro sem franquia, se é melhor um carro manual ou automático por causa das subidas, se se pode ir ao Pico do Arieiro e às levadas, como é a entrega no aeroporto e o que acontece se o voo atrasar ou for desviado por causa do vento, que cartas de condução aceitamos, cadeiras de criança, a idade mínima, o combustível, o cancelamento e as formas de pagamento.',
    languages: ['Portuguese', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Respostas curtas e claras, com o preço em euros sempre que o sabemos e um passo seguinte (reservar, mandar uma mensagem por WhatsApp). Respondemos na língua em que o cliente escreve, português ou inglês; aos clientes brasileiros respondemos em português, sem corrigir a maneira como escrevem.',
    personality:
      'Como alguém da terra que conhece cada curva da ilha: simpático, prático e honesto, dá os conselhos de quem conduz na Madeira todos os dias e nunca empurra extras de que o cliente não precisa.',
    responseTemplates: [
      {
        scenario: quoteRequest,
        response:
          'Para lhe darmos o preço exato e reservarmos o carro, diga-nos: as datas e as horas de levantamento e de devolução, onde quer levantar e devolver o carro (aeroporto, escritório do Funchal ou hotel, com a morada), o número do voo, o grupo de carro ou quantas pessoas e malas são, se prefere manual ou automático, e os extras (seguro SCDW, condutor adicional, cadeiras de criança com a idade e o peso das crianças). Pode responder aqui, por WhatsApp para o +351 912 408 336 ou por e-mail para reservas@ilhaverde.example. Mandamos a confirmação com o preço final em poucas horas; a reserva só fica garantida depois de confirmada por nós.',
      },
    ],
  },
  qa: [
    portuguese(
      offices,
      'Temos dois balcões. No Aeroporto da Madeira (Santa Cruz) não temos balcão dentro do terminal: o nosso colaborador espera por si nas chegadas, à saída da recolha de bagagem, com uma placa com o seu nome, e vamos juntos a pé até ao nosso parque, a 3 minutos do terminal. O aeroporto está aberto todos os dias das 7h00 às 23h00. O escritório do Funchal fica na Estrada Monumental 182, na zona hoteleira do Lido, e está aberto de segunda a sábado das 9h00 às 19h00 e ao domingo das 9h00 às 13h00. Fora destes horários fazemos entregas com marcação prévia (taxa de 25 €), e no aeroporto pode devolver o carro a qualquer hora na nossa caixa de chaves, sem custos. Telefone +351 291 520 417, WhatsApp +351 912 408 336, e-mail reservas@ilhaverde.example.',
    ),
    portuguese(
      airportPickup,
      'Quando aterrar, recolha a bagagem e siga para a saída das chegadas. Aí está um colaborador da Ilha Verde com uma placa com o seu nome; se não o vir, ligue ou mande WhatsApp para o +351 912 408 336. Vamos juntos a pé até ao nosso parque, a 3 minutos do terminal, onde fazemos o contrato e a verificação do carro: conte com 20 a 30 minutos no total. Indique o número do voo na reserva, para acompanharmos a chegada; assim não precisa de nos avisar se o voo atrasar. A devolução é no mesmo parque: chegue 15 minutos antes do que precisa para a verificação, e depois são 3 minutos a pé até às partidas. A bomba de gasolina mais próxima fica a 2 km, em Santa Cruz, à saída da via rápida.',
    ),
    portuguese(
      lateArrival,
      'Com o número do voo na reserva, acompanhamos a chegada e esperamos por si sem custos, mesmo que o voo venha atrasado. Se o voo já estiver marcado para chegar entre as 23h00 e as 7h00, cobramos a taxa de entrega fora de horas, 25 €; se estava marcado para antes das 23h00 e só chegou mais tarde por causa do atraso, não cobramos nada. Na Madeira o vento obriga às vezes a desviar os voos para o Porto Santo, Lisboa ou Faro, ou a cancelá-los: nesse caso mande-nos uma mensagem por WhatsApp e passamos a reserva para o dia em que chegar, sem custos, e os dias que não usou não são cobrados. Se não aparecer nem disser nada, guardamos o carro até 3 horas depois da chegada do voo; depois disso a reserva é cancelada como não comparência.',
    ),
    portuguese(
      deposit,
      'Ao levantar o carro fazemos uma pré-autorização (cativo) no cartão de crédito do condutor principal: não é um pagamento, o valor fica apenas bloqueado. O valor é igual à franquia do seguro: 1.200 € para os grupos A a D e 1.500 € para os grupos E a H. Se contratar o nosso seguro SCDW (franquia zero), a caução baixa para 200 € e pode ser feita com cartão de débito ou em numerário. A caução é libertada no dia da devolução, se o carro voltar sem danos novos e com o combustível combinado; o banco pode demorar 5 a 10 dias úteis a mostrar o valor outra vez disponível. Não aceitamos cartões pré-pagos nem cartões virtuais para a caução. Se tiver um seguro de franquia comprado noutro sítio (no cartão de crédito, numa agência ou no seguro de viagem), aceitamos, mas a caução é a completa: em caso de dano cobramos a franquia, e depois pede o reembolso a essa seguradora.',
    ),
    portuguese(
      insurance,
      'Todos os nossos preços incluem o seguro obrigatório de responsabilidade civil (danos a terceiros), a proteção contra danos no carro (CDW) e contra roubo (TP) com uma franquia de 1.200 € (grupos A a D) ou 1.500 € (grupos E a H), assistência em viagem 24 horas e IVA a 22 %. A franquia é o máximo que paga se o carro tiver um dano. O CDW não cobre pneus, jantes, vidros, espelhos, a parte de baixo do carro, o interior e as chaves. Por 12 € por dia (grupos A a D) ou 16 € por dia (grupos E a H), com um máximo de 15 dias cobrados, pode juntar o seguro SCDW: a franquia passa a zero, ficam cobertos os pneus, as jantes, os vidros e os espelhos, a caução baixa para 200 € e o primeiro condutor adicional é grátis. Nenhum seguro, nem o SCDW, cobre danos em estradas de terra, no ferry para o Porto Santo, por conduzir sob o efeito de álcool, por pôr o combustível errado ou por perder as chaves.',
    ),
    portuguese(
      fuel,
      'Entregamos o carro com o depósito cheio e pedimos que o devolva cheio (cheio/cheio). Há uma bomba de gasolina a 2 km do aeroporto, em Santa Cruz, e muitas no Funchal. Se o carro voltar com menos combustível, cobramos os litros em falta ao preço da bomba mais 20 € de serviço. Todos os carros a combustão são a gasolina sem chumbo 95, exceto o Peugeot 5008 do grupo G, que é a gasóleo; o tipo de combustível está no contrato e na tampa do depósito. Pôr o combustível errado não está coberto por nenhum seguro. Os carros elétricos devolvem-se com pelo menos 70 % de bateria.',
    ),
    portuguese(
      childSeats,
      'Sim. Temos cadeira de bebé (ovo, do nascimento até 13 kg, mais ou menos até aos 15 meses), cadeira de criança (9 a 18 kg, mais ou menos de 1 a 4 anos) e assento elevatório (15 a 36 kg, mais ou menos dos 4 aos 12 anos). As cadeiras custam 5 € por dia, no máximo 35 € por aluguer, e o elevatório 3 € por dia, no máximo 21 €. Peça-as na reserva, com a idade e o peso das crianças, porque temos um número limitado. Entregamos a cadeira já montada e ajudamos a ajustá-la. Em Portugal, as crianças com menos de 12 anos e menos de 1,35 m têm de viajar numa cadeira adequada, e a cadeira de bebé virada para trás só pode ir à frente com o airbag desligado. Também pode trazer a sua.',
    ),
    portuguese(
      age,
      'A idade mínima é 21 anos, com carta de condução há pelo menos 2 anos. Os condutores dos 21 aos 24 anos pagam uma taxa de condutor jovem de 8 € por dia, no máximo 80 € por aluguer, e podem alugar os grupos A a D; os grupos E, F, G e H são só a partir dos 25 anos. Não temos idade máxima.',
    ),
    portuguese(
      extraDriver,
      'Sim. Cada condutor adicional custa 5 € por dia, no máximo 35 € por aluguer; com o seguro SCDW, o primeiro condutor adicional é grátis. Todos os condutores têm de estar presentes na entrega do carro com a carta de condução e um documento de identificação, e cumprir as mesmas regras (pelo menos 21 anos e carta há 2 anos). Só quem está no contrato pode conduzir: se conduzir outra pessoa, o seguro não cobre os danos. Pode acrescentar um condutor a meio do aluguer no nosso escritório do Funchal.',
    ),
    portuguese(
      oneWay,
      'Sim. Pode levantar e devolver o carro no aeroporto ou no escritório do Funchal, em qualquer combinação, sem custos: por exemplo, levantar no aeroporto quando chega e devolver no Funchal no fim das férias, ou ao contrário. Também pode devolver o carro no seu hotel ou alojamento noutro ponto da ilha, por exemplo se acabar as férias no norte ou no oeste; a recolha no alojamento custa entre 15 € e 35 € conforme a zona, e é grátis no Funchal e arredores em alugueres de 3 dias ou mais. Diga-nos na reserva onde quer devolver o carro.',
    ),
    portuguese(
      hotelDelivery,
      'Sim, levamos o carro ao seu hotel, apartamento ou alojamento local e vamos buscá-lo no fim, entre as 8h00 e as 21h00. Zona 1 (Funchal, Santa Cruz com o Caniço, Câmara de Lobos e Machico): grátis em alugueres de 3 dias ou mais, 15 € nos mais curtos. Zona 2 (Ribeira Brava, Ponta do Sol e Santana): 20 €. Zona 3 (Calheta, Porto Moniz e São Vicente): 35 €. A entrega e a recolha pagam-se cada uma. Marque com pelo menos 24 horas de antecedência e indique a morada completa; entregamos na receção ou à porta. O condutor principal tem de estar presente com os documentos e o cartão para a caução.',
    ),
    portuguese(
      cancellation,
      'Reservar não custa nada fora da época alta: paga o aluguer só quando levanta o carro e pode alterar ou cancelar a reserva sem custos; pedimos apenas que nos avise com pelo menos 24 horas. Na época alta (1 de julho a 15 de setembro, semana da Páscoa e 16 de dezembro a 6 de janeiro) pedimos um sinal de 20 % na reserva. O sinal é devolvido por completo se cancelar até 7 dias antes do levantamento; depois disso não é devolvido, mas fica como crédito para uma nova reserva nos 12 meses seguintes. Se o seu voo for cancelado ou desviado por causa do vento, alteramos a reserva sem custos. Se devolver o carro antes do fim do aluguer, os dias que não usou não são reembolsados.',
    ),
    portuguese(
      payment,
      'O aluguer paga-se na entrega do carro (na época alta, o sinal na reserva e o resto na entrega). Aceitamos cartões Visa e Mastercard, de crédito e de débito, MB WAY, numerário em euros e transferência bancária recebida até 3 dias antes. Não aceitamos American Express nem cheques. Sem o seguro SCDW, a caução só pode ser feita com cartão de crédito em nome do condutor principal; com SCDW, também com cartão de débito ou em numerário. Se nos der o número de contribuinte (NIF) ou o VAT number da sua empresa, pomo-lo na fatura.',
    ),
    portuguese(
      documents,
      'Para levantar o carro precisa de: a carta de condução válida do condutor principal e de cada condutor adicional, tirada há pelo menos 2 anos; o passaporte ou o cartão de cidadão; e um cartão de crédito em nome do condutor principal para a caução (ou cartão de débito ou numerário, se contratar o SCDW). Aceitamos cartas de condução da União Europeia, do Reino Unido, da Suíça, dos Estados Unidos, do Canadá, do Brasil e de outros países escritas em alfabeto latino, sem licença internacional de condução. Para cartas escritas noutros alfabetos (por exemplo árabe, chinês ou cirílico), traga também a licença internacional de condução. Precisamos da carta física original: fotografias, cópias e cartas digitais em aplicações não são aceites.',
    ),
    portuguese(
      tolls,
      'Não. Na Madeira não há portagens: a via rápida (VR1), que atravessa a costa sul do Caniçal à Ribeira Brava e passa pelo aeroporto e pelo Funchal, e as vias expresso são gratuitas, e os nossos carros não têm dispositivo Via Verde. A via rápida tem muitos túneis e entradas e saídas curtas; o limite é de 80 km/h na maior parte e de 100 km/h em alguns troços, e dentro das localidades é de 50 km/h. Há radares fixos na via rápida e em vários túneis.',
    ),
    portuguese(
      parking,
      'No centro do Funchal é difícil estacionar na rua, e os lugares na rua são quase todos pagos no parquímetro nos dias úteis e ao sábado de manhã. O mais fácil é usar os parques subterrâneos do centro, perto do Mercado dos Lavradores, da Sé e da Marina, que custam cerca de 1,20 € a 1,50 € por hora e 12 € a 16 € por 24 horas. Não estacione em cima das linhas amarelas, nas paragens de autocarro nem nos lugares de cargas e descargas: a polícia multa e o carro pode ser rebocado. Na Zona Velha as ruas são estreitas e muitas são só para peões, por isso deixe o carro num parque e vá a pé. Muitos hotéis da zona do Lido têm parque próprio, normalmente pago (cerca de 8 € a 15 € por dia): pergunte no seu hotel. No nosso escritório da Estrada Monumental não temos lugares para os clientes deixarem o carro durante o aluguer.',
    ),
    portuguese(
      breakdown,
      'Ligue para a nossa assistência 24 horas, +351 291 520 499 (o número está no porta-chaves e no contrato). Se houver feridos, ligue primeiro para o 112. Num acidente: vista o colete refletor e ponha o triângulo (estão na bagageira), preencha com o outro condutor a Declaração Amigável de Acidente Automóvel (está no porta-luvas), tire fotografias dos carros, das matrículas e do local, e avise-nos nas 24 horas seguintes; se não houver acordo com o outro condutor, chame a polícia. Se o carro não puder andar, mandamos o reboque e um carro de substituição: no Funchal, no aeroporto e arredores em cerca de 2 horas, no norte e no oeste da ilha pode demorar até 4 horas. Se a avaria for do carro, não paga nada. Se for por causa do condutor (combustível errado, chaves perdidas ou fechadas dentro do carro, bateria descarregada por ter deixado as luzes acesas, pneu furado sem SCDW), cobramos o reboque ou a deslocação, de 90 € a 150 €. Não mande reparar o carro sem falar connosco.',
    ),
    portuguese(
      pets,
      'Sim, aceitamos cães, gatos e outros animais pequenos, por uma taxa de 25 € por aluguer, que inclui a limpeza normal. Avise-nos na reserva. O animal tem de viajar numa transportadora, ou preso com cinto ou arnês no banco de trás ou na bagageira, com a capa protetora que emprestamos grátis. Se o carro voltar com muitos pelos, mau cheiro ou os estofos estragados, cobramos a limpeza especial (60 €) ou a reparação. Os cães de assistência viajam sem taxa.',
    ),
    portuguese(
      smoking,
      'Não se pode fumar: todos os nossos carros são para não fumadores, e isso inclui cigarros eletrónicos e vapes. Se o carro voltar com cheiro a tabaco ou com cinza, cobramos 150 € pela limpeza e desodorização. A limpeza normal não se paga: pode devolver o carro com o pó e a sujidade normais de umas férias. Só cobramos a limpeza especial, 60 €, quando o carro volta com muita areia da praia, lama das levadas, manchas nos bancos, restos de comida ou pelos de animais. Um conselho: leve um saco para as botas sujas depois das caminhadas e sacuda a areia antes de entrar no carro.',
    ),
    portuguese(
      gearbox,
      'A Madeira tem subidas e descidas muito inclinadas, sobretudo no Funchal, em Câmara de Lobos e nas estradas de montanha, com muitas curvas apertadas, arranques em subida e ruas estreitas. Se não conduz todos os dias com caixa manual, ou nunca fez arranques numa subida muito inclinada, recomendamos um automático (grupos D, E, G e H): é mais seguro e muito menos cansativo. Nos carros manuais, use o travão de mão ou o assistente de arranque em subida, e desça a serra em 2.ª ou 3.ª, sem ir sempre com o pé no travão. Temos menos automáticos e são os primeiros a esgotar no verão, por isso reserve cedo. Para 3 ou mais pessoas com bagagem, evite o grupo A, que tem um motor pequeno e custa a subir; escolha do grupo B para cima.',
    ),
    portuguese(
      mountains,
      'Sim. Pode ir com os nossos carros a todas as estradas alcatroadas da ilha, incluindo o Pico do Arieiro, a Encumeada, o Paul da Serra, o Fanal, o Ribeiro Frio e o Rabaçal. Não é permitido conduzir em caminhos de terra, estradas florestais não pavimentadas ou trilhos, nem até às casas de levada por esses caminhos: os danos nessas estradas não estão cobertos por nenhum seguro, nem pelo SCDW. No Rabaçal, deixe o carro no parque junto à estrada regional; a estrada até à casa do Rabaçal é só para o autocarro de ligação. Para ver o nascer do sol no Pico do Arieiro, chegue cedo, porque o parque enche. Nas serras pode haver nevoeiro cerrado: ligue os médios e vá devagar. No inverno, as estradas da serra podem fechar por causa do gelo ou da neve: respeite os cortes de estrada. Nos parques das levadas, não deixe nada à vista dentro do carro.',
    ),
    portuguese(
      portoSanto,
      'Sim, mas só com a nossa autorização por escrito, pedida na reserva ou pelo menos 48 horas antes. A autorização custa 45 € por aluguer e o seguro SCDW é obrigatório. O bilhete do carro no ferry (o Lobo Marinho, da Porto Santo Line, que sai do porto do Funchal) é comprado e pago por si diretamente à companhia; no verão, reserve-o cedo. Os danos durante o embarque, o desembarque ou a viagem no ferry não estão cobertos por nenhum seguro. Não temos balcão no Porto Santo, e o carro tem de ser devolvido na Madeira. Para poucos dias no Porto Santo, muitas vezes compensa ir sem carro: a ilha tem cerca de 11 km de comprimento.',
    ),
    english(
      electric,
      'Yes. Group H is the MG4 Electric, an automatic with a real range of about 350 km; on the mountain roads it uses more going up and recharges on the way down. That is plenty for a full day: Madeira is only about 57 km from east to west. We hand the car over with at least 80% battery, and you return it with at least 70%; below that we charge 25 €. The car comes with a Type 2 charging cable and our charging card, which works at the public charging points you find in every municipality of the island and in many supermarket car parks. What you charge with the card is added to your invoice at cost, with no extra fee. Many hotels also let guests charge overnight: ask yours when you book.',
    ),
    english(
      extension,
      "Yes, if the car is free. Send us a WhatsApp message at least 24 hours before your return and we extend the contract at the same daily price as your booking; you don't need to come to the office, and the deposit stays blocked until the new return date. When you bring the car back, there is a grace period of 59 minutes; after that we charge one extra day at your booking's daily price. If you're running late, just let us know. If a car is not returned on the agreed date and we cannot reach the customer, we report it missing to the police after 24 hours. If you return the car early, the unused days are not refunded.",
    ),
    english(
      mileage,
      'Yes, every rental includes unlimited kilometres, on every car group and in every season. Distances on Madeira are short, but the roads are slow and winding: from Funchal it takes about 1 hour to Porto Moniz, 45 minutes to Pico do Arieiro and 45 minutes to Santana. Most of our customers drive 40 to 120 km a day.',
    ),
    english(
      damageCheck,
      'At pick-up we walk round the car with you and record any existing damage, with photos, on a tablet; you get a copy of the check sheet by email before you drive off. Please also take your own photos or a short video, including the wheels, the windscreen and the inside. When you return the car, we check it together against the same sheet. If you return it to the airport key box outside opening hours, we check it the next morning and email you the photos within 24 hours. New damage is charged according to the damage table in our rental conditions, up to the excess; with our SCDW cover you pay nothing for it, except for damage no insurance covers (for example on dirt roads).',
    ),
    english(
      fines,
      'There are fixed speed cameras on the VR1 expressway and in several tunnels, and the police also check speed with mobile radar. Speeding and parking fines are sent to us as the owner of the car, sometimes months later. We then identify you as the driver to the authorities, who send the fine to you by post, and we charge an admin fee of 30 € per fine to your card. If the police or the council tow your car in Funchal, call us and we will tell you where to collect it; the towing and storage costs are yours.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'Portuguese',
      text: `TABELA DE PREÇOS 2026 – Ilha Verde Rent-a-Car, Aeroporto da Madeira e Funchal
Preços por dia (24 horas) em euros, com IVA a 22 % incluído. Todos os alugueres incluem quilometragem ilimitada, seguro de responsabilidade civil, proteção contra danos (CDW) e contra roubo (TP) com franquia, assistência em viagem 24 horas e entrega no aeroporto ou no escritório do Funchal.

Épocas
- Época baixa: 7 de janeiro a 28 de março e 1 de novembro a 15 de dezembro
- Época média: 7 de abril a 30 de junho e 16 de setembro a 31 de outubro
- Época alta: 1 de julho a 15 de setembro, semana da Páscoa (29 de março a 6 de abril) e 16 de dezembro a 6 de janeiro (Natal e Fim do Ano)

Grupos e preços por dia (época baixa / média / alta)
- Grupo A – Citadino, manual, 4 lugares (Fiat Panda Hybrid, Toyota Aygo X): 22 € / 32 € / 48 €
- Grupo B – Económico, manual, 5 lugares (Renault Clio, Peugeot 208): 26 € / 38 € / 55 €
- Grupo C – SUV compacto, manual, 5 lugares (Peugeot 2008, Seat Arona): 34 € / 48 € / 69 €
- Grupo D – Económico automático, 5 lugares (Toyota Yaris Hybrid, Renault Clio E-Tech): 34 € / 49 € / 72 €
- Grupo E – SUV automático, 5 lugares (Toyota C-HR Hybrid, Peugeot 2008 automático): 45 € / 62 € / 89 €
- Grupo F – 7 lugares, manual (Dacia Jogger): 49 € / 68 € / 98 €
- Grupo G – 7 lugares, automático, gasóleo (Peugeot 5008): 62 € / 85 € / 125 €
- Grupo H – Elétrico, automático (MG4 Electric): 42 € / 58 € / 82 €
Os grupos E, F, G e H só podem ser alugados por condutores a partir dos 25 anos.

Descontos e condições
- Alugueres de 7 a 13 dias: 10 % de desconto; de 14 dias ou mais: 15 % de desconto
- Aluguer mínimo: 1 dia; na época alta, 3 dias
- Sinal na época alta: 20 % do valor do aluguer, pago na reserva
- Tolerância na devolução: 59 minutos; depois disso é cobrado mais um dia

Franquia e caução
- Franquia do seguro CDW/TP: 1.200 € (grupos A a D), 1.500 € (grupos E a H)
- Caução sem SCDW: igual à franquia, em pré-autorização no cartão de crédito do condutor principal
- Caução com SCDW: 200 € (cartão de crédito, cartão de débito ou numerário)

Seguros e extras
- Seguro SCDW (franquia zero; cobre também pneus, jantes, vidros e espelhos): 12 € por dia (grupos A a D), 16 € por dia (grupos E a H), no máximo 15 dias cobrados
- Condutor adicional: 5 € por dia, no máximo 35 € por aluguer; o primeiro é grátis com SCDW
- Taxa de condutor jovem (21 a 24 anos): 8 € por dia, no máximo 80 € por aluguer
- Cadeira de bebé (0 a 13 kg) ou cadeira de criança (9 a 18 kg): 5 € por dia, no máximo 35 € por aluguer
- Assento elevatório (15 a 36 kg): 3 € por dia, no máximo 21 € por aluguer
- GPS: 5 € por dia, no máximo 35 € por aluguer
- Suporte de telemóvel para o tablier, com cabo USB: grátis, a pedido
- Capa protetora de bancos para animais: grátis

Entregas e devoluções
- Aeroporto da Madeira e escritório do Funchal, em qualquer combinação: grátis
- Entrega ou devolução fora de horas, com marcação (aeroporto das 23h00 às 7h00; Funchal fora do horário do escritório): 25 €
- Devolução na caixa de chaves do aeroporto, fora de horas: grátis
- Entrega ou recolha no hotel ou alojamento (das 8h00 às 21h00), por cada deslocação:
  Zona 1 – Funchal, Santa Cruz (com o Caniço), Câmara de Lobos e Machico: grátis em alugueres de 3 dias ou mais, 15 € nos mais curtos
  Zona 2 – Ribeira Brava, Ponta do Sol e Santana: 20 €
  Zona 3 – Calheta, Porto Moniz e São Vicente: 35 €
- Autorização para levar o carro no ferry para o Porto Santo: 45 € por aluguer (SCDW obrigatório; bilhete do ferry não incluído)

Taxas
- Combustível em falta: litros em falta ao preço da bomba + 20 € de serviço
- Carro elétrico devolvido com menos de 70 % de bateria: 25 €
- Limpeza especial (muita areia, lama, manchas, restos de comida, pelos de animais): 60 €
- Fumar no carro, incluindo cigarros eletrónicos: 150 €
- Animal de estimação: 25 € por aluguer
- Perda ou dano da chave: 250 €
- Reboque ou deslocação por causa do condutor (combustível errado, chaves perdidas ou fechadas no carro, bateria descarregada, pneu furado sem SCDW): 90 € a 150 €
- Taxa administrativa por multa ou contraordenação: 30 €`,
    },
    {
      title: conditions,
      language: 'Portuguese',
      text: `Condições gerais de aluguer da Ilha Verde Rent-a-Car, Lda. (em vigor a partir de 1 de janeiro de 2026)

1. Condutores
O condutor principal e os condutores adicionais têm de ter pelo menos 21 anos e carta de condução válida há pelo menos 2 anos. Os condutores dos 21 aos 24 anos pagam a taxa de condutor jovem e só podem alugar os grupos A a D; os grupos E a H são a partir dos 25 anos. Não há idade máxima. Na entrega, cada condutor apresenta a carta de condução original, em papel ou cartão, e o passaporte ou o cartão de identidade. São aceites cartas da União Europeia e do Espaço Económico Europeu, do Reino Unido, da Suíça, dos Estados Unidos, do Canadá, do Brasil e de outros países emitidas em alfabeto latino; as cartas emitidas noutros alfabetos só são aceites com a licença internacional de condução. Não são aceites cópias, fotografias, cartas digitais nem licenças de aprendizagem. Só os condutores que constam do contrato podem conduzir o veículo; os condutores adicionais pagam a taxa da tabela de preços.

2. Reserva, sinal e cancelamento
A reserva fica garantida depois da nossa confirmação por escrito. Fora da época alta não pedimos sinal e o cancelamento é gratuito; pedimos que nos avise com pelo menos 24 horas. Na época alta pedimos um sinal de 20 % do valor do aluguer, devolvido na totalidade se o cliente cancelar até 7 dias antes do levantamento; com menos de 7 dias, o sinal não é devolvido, mas fica como crédito para uma nova reserva nos 12 meses seguintes. Se o voo indicado na reserva for cancelado ou desviado, alteramos a reserva sem custos e não cobramos os dias em que o cliente não pôde levantar o carro. Se o cliente não aparecer nem avisar, guardamos o carro até 3 horas depois da chegada do voo ou da hora marcada; depois disso, a reserva é cancelada como não comparência e o sinal, se houver, não é devolvido. Os dias não utilizados por devolução antecipada não são reembolsados.

3. Levantamento, devolução e prolongamento
Os carros são entregues e devolvidos no Aeroporto da Madeira (todos os dias, das 7h00 às 23h00) ou no escritório do Funchal, Estrada Monumental 182 (de segunda a sábado das 9h00 às 19h00, ao domingo das 9h00 às 13h00), em qualquer combinação e sem custos, ou no hotel ou alojamento do cliente, segundo a tabela de preços. Entregas fora de horas só com marcação, com a taxa da tabela de preços. No aeroporto, o carro pode ser devolvido fora de horas na caixa de chaves do nosso parque; nesse caso, a verificação é feita na manhã seguinte e o cliente é responsável pelo carro até essa verificação. Na entrega e na devolução fazemos com o cliente a verificação do estado do carro, com fotografias, registada num auto assinado por ambos, de que o cliente recebe cópia por e-mail. Há uma tolerância de 59 minutos na devolução; depois disso é cobrado mais um dia ao preço da reserva. O aluguer pode ser prolongado, se houver carros disponíveis, pedindo-o pelo menos 24 horas antes do fim do contrato; a caução mantém-se até à nova data de devolução. Se o carro não for devolvido na data acordada e não conseguirmos contactar o cliente, participamos o desaparecimento às autoridades 24 horas depois.

4. Caução
Na entrega fazemos uma pré-autorização (cativo) no cartão de crédito do condutor principal, no valor da franquia: 1.200 € para os grupos A a D e 1.500 € para os grupos E a H. Com o seguro SCDW, a caução é de 200 € e pode ser feita com cartão de débito ou em numerário. Não aceitamos cartões pré-pagos nem virtuais para a caução. A caução é libertada no dia da devolução, depois de descontados eventuais danos, combustível ou taxas; o prazo para o valor voltar a estar disponível depende do banco, normalmente 5 a 10 dias úteis. Os seguros de franquia que o cliente contrate com terceiros (cartão de crédito, agência de viagens, seguro de viagem) são aceites, mas não reduzem a caução: em caso de dano, cobramos a franquia e o cliente pede o reembolso a essa seguradora.

5. Seguros
Incluídos em todos os alugueres: seguro obrigatório de responsabilidade civil; proteção contra danos no veículo (CDW) e contra roubo (TP), com franquia de 1.200 € (grupos A a D) ou 1.500 € (grupos E a H); assistência em viagem 24 horas. O CDW não cobre pneus, jantes, vidros, espelhos, a parte inferior do veículo, o interior e as chaves. O seguro opcional SCDW reduz a franquia a zero e cobre também pneus, jantes, vidros e espelhos. Nenhuma proteção, nem o SCDW, cobre: danos causados em estradas não pavimentadas, caminhos de terra ou estradas florestais; danos durante o transporte no ferry, incluindo o embarque e o desembarque; a condução sob o efeito de álcool (acima de 0,5 g/l, ou de 0,2 g/l para quem tem carta há menos de 3 anos) ou de drogas; combustível errado; perda ou roubo das chaves; danos causados por um condutor que não consta do contrato; negligência grave, como deixar o carro aberto ou com as chaves dentro; objetos pessoais deixados no carro.

6. Utilização do veículo
O veículo só pode circular na ilha da Madeira, em estradas pavimentadas. É proibido levá-lo para fora da ilha, exceto para o Porto Santo no ferry, com autorização escrita prévia, o suplemento da tabela de preços e o seguro SCDW. É proibido subalugar o veículo, transportar passageiros ou mercadorias contra pagamento, rebocar outros veículos ou atrelados, participar em corridas ou provas, dar aulas de condução e transportar mais pessoas do que os lugares do carro. É proibido fumar no carro, incluindo cigarros eletrónicos. Animais de estimação só com aviso prévio e a taxa da tabela de preços, em transportadora ou com a capa protetora.

7. Combustível e carregamento
Os carros são entregues com o depósito cheio e devem ser devolvidos cheios. Se faltar combustível, cobramos os litros em falta ao preço da bomba mais 20 € de serviço. O tipo de combustível está indicado no contrato e na tampa do depósito. Os carros elétricos são entregues com pelo menos 80 % de bateria e devem ser devolvidos com pelo menos 70 %; abaixo disso cobramos 25 €. Os carregamentos feitos com o cartão de carregamento do carro são faturados ao preço de custo.

8. Limpeza
A sujidade normal de utilização não é cobrada. Cobramos limpeza especial (60 €) quando o carro é devolvido com muita areia, lama, manchas nos estofos, restos de comida ou pelos de animais, e 150 € quando há sinais de se ter fumado no carro.

9. Avarias e acidentes
Em caso de avaria ou acidente, o cliente liga para a assistência 24 horas (+351 291 520 499) e, havendo feridos, para o 112. Em acidentes com outro veículo, preenche a Declaração Amigável de Acidente Automóvel que está no porta-luvas ou chama a polícia, e avisa-nos nas 24 horas seguintes. As reparações só podem ser feitas com a nossa autorização. Se o carro não puder circular, enviamos reboque e carro de substituição, sem custos quando a avaria é do veículo. Quando a causa é do condutor (combustível errado, chaves perdidas ou fechadas dentro do carro, bateria descarregada por luzes deixadas acesas, pneu furado sem SCDW), cobramos o reboque ou a deslocação, de 90 € a 150 €.

10. Multas e infrações
As multas de trânsito e de estacionamento durante o aluguer, e os custos de reboque e depósito do carro pela polícia ou pela câmara municipal, são da responsabilidade do cliente. Quando as autoridades nos notificam, identificamos o condutor, que recebe a multa diretamente, e cobramos no cartão do cliente uma taxa administrativa de 30 € por infração.

11. Pagamento
O aluguer é pago na entrega do carro (na época alta, o sinal na reserva e o restante na entrega). Aceitamos cartões Visa e Mastercard, de crédito e de débito, MB WAY, numerário em euros e transferência bancária recebida até 3 dias antes do levantamento. Não aceitamos American Express nem cheques. Danos, combustível, taxas e multas apurados depois da devolução são cobrados no cartão usado para a caução, com a respetiva fatura.

12. Tabela de danos
Sem o seguro SCDW, os danos são cobrados segundo esta tabela, até ao valor da franquia; os danos maiores são cobrados pelo orçamento da oficina, também até à franquia. Pneus, jantes, vidros, espelhos e chaves, que o CDW não cobre, são cobrados pelo valor da tabela.
- Risco que não atravessa a tinta, até 10 cm: 60 €
- Risco profundo ou amolgadela, por painel: 180 €
- Jante riscada: 120 € cada
- Pneu: 110 € cada
- Espelho retrovisor: 180 €
- Para-choques, substituição e pintura: 450 €
- Para-brisas: 450 €
- Queimadura ou rasgão nos estofos: 150 €
- Chave: 250 €

13. Reclamações
Temos Livro de Reclamações nos dois balcões e em formato eletrónico (www.livroreclamacoes.pt). Este contrato rege-se pela lei portuguesa.`,
    },
  ],
  answerable: [
    // One to three words
    { question: 'Deposit?', answeredBy: [deposit, prices, conditions] },
    { question: 'child seat price?', answeredBy: [childSeats, prices] },
    { question: 'Portagens?', answeredBy: [tolls] },
    { question: 'unlimited km?', answeredBy: [mileage, prices, description] },
    { question: 'automatic cars', answeredBy: [gearbox, prices, description, services] },
    { question: 'cancelamento gratis?', answeredBy: [cancellation, conditions] },
    { question: 'pets allowed?', answeredBy: [pets, prices, conditions] },
    // English paraphrases with words the owner never used, against Portuguese knowledge
    {
      question:
        "What's the excess on the basic insurance, and how much extra is it to bring it down to zero?",
      answeredBy: [insurance, prices],
    },
    {
      question: 'Is CDW included in the price or is it one of those extras they push at the desk?',
      answeredBy: [insurance, prices, conditions, description],
    },
    {
      question: "I'm not great with a stick shift. Will that be a problem on the hills there?",
      answeredBy: [gearbox],
    },
    {
      question: 'do you have a carseat for my toddler? shes 2',
      answeredBy: [childSeats, prices, services],
    },
    {
      question: 'Can my husband drive the car too, or only the person who booked it?',
      answeredBy: [extraDriver, conditions, prices, services],
    },
    {
      question: 'Where exactly do we meet you when we land at the airport?',
      answeredBy: [airportPickup, offices, description, services],
    },
    {
      question: 'If I get a flat tire on one of those mountain roads, am I covered?',
      answeredBy: [insurance, conditions, breakdown],
    },
    {
      question:
        "Our hotel in the old town has no parking. Where's a safe place to leave the car in Funchal?",
      answeredBy: [parking],
    },
    // Typos and chat-speak
    { question: 'im 22 can i rent from u guys?', answeredBy: [age, conditions, prices] },
    {
      question: 'do u deliver the car to our hotel in calheta? how much pls',
      answeredBy: [hotelDelivery, prices],
    },
    { question: 'vcs aceitam mb way?', answeredBy: [payment, conditions] },
    {
      question: 'pq a caução é tão alta?? da pra baixar',
      answeredBy: [deposit, insurance, conditions, prices],
    },
    {
      question: 'smoking allowed in the car? what about vaping',
      answeredBy: [smoking, conditions, prices],
    },
    {
      question: 'q acontece se eu devolver o carro sem encher o tanque?',
      answeredBy: [fuel, prices, conditions],
    },
    {
      question: 'tb dá pra pegar o carro no aeroporto e deixar no funchal?',
      answeredBy: [oneWay, prices, conditions, services],
    },
    {
      question: 'hi!! our flight lands at 23:40, r u still open??',
      answeredBy: [lateArrival, offices, prices, conditions],
    },
    {
      question:
        'how much do u charge if the car comes back full of sand? we will be at the beach every day with the kids lol',
      answeredBy: [smoking, prices, conditions],
    },
    // Long messages, the question inside
    {
      question:
        "Hi, we're a family of four from Bristol coming out in May and staying in Caniço. We're keen walkers and the plan is to do the PR1 from Pico do Arieiro to Pico Ruivo and a few levadas like the 25 Fontes. I've read the roads up there are really steep and there's often fog. Are we actually allowed to drive the rental car up to Pico do Arieiro and to the start of the levada walks, or is that not covered?",
      answeredBy: [mountains, conditions],
    },
    {
      question:
        "Hey! My husband and I are flying into Funchal from Boston for our anniversary. We've both only ever driven automatics, and a friend who went last year said the roads in Madeira are crazy steep, with hairpin turns and hill starts everywhere. Which car should we book so we're not stalling on a hill the whole trip?",
      answeredBy: [gearbox, prices],
    },
    {
      question:
        'Hallo, we are a German couple and will be on Madeira for two weeks in September. For the last three days we would like to go over to Porto Santo on the ferry. Can we take the rental car with us on the ferry, or do we have to give it back in Funchal first?',
      answeredBy: [portoSanto, conditions, prices, services],
    },
    {
      question:
        "Hi there, last year our flight from Amsterdam couldn't land on Madeira because of the wind and we ended up spending a night in Lisbon. We lost a day of our holiday and the rental company still charged us for it. We've booked with you for April. If that happens again, do we have to pay for the day we couldn't pick up the car?",
      answeredBy: [lateArrival, cancellation, conditions],
    },
    {
      question:
        'Boa tarde. Somos uma família de Lisboa, dois adultos e três filhos (10, 7 e 4 anos), e vamos passar a primeira semana de agosto na Madeira, em casa dos meus sogros em Santana. Precisamos de um carro de 7 lugares, de preferência com espaço para as malas. Quanto fica uma semana?',
      answeredBy: [prices, quoteRequest],
    },
    {
      question:
        'Oi, tudo bem? Vou pra Madeira em outubro com meu marido, é nossa lua de mel! Nós dois temos carteira de motorista brasileira, a CNH. Preciso tirar a permissão internacional pra dirigir aí ou a CNH já vale?',
      answeredBy: [documents, conditions],
    },
    {
      question:
        "Hi, we drove up to the natural pools in Porto Moniz this morning and on the way back a warning light came on, and now there's a grinding noise every time we brake. We've pulled over in Seixal. Is there someone we can call, and will we get another car?",
      answeredBy: [breakdown, conditions, services],
    },
    {
      question:
        "Hello, before the trip I bought excess insurance through my travel insurer, so I don't need to buy your extra cover at the desk. Do I still have to leave the full deposit on my credit card?",
      answeredBy: [deposit, conditions],
    },
    // Portuguese questions, English knowledge
    {
      question:
        'Os carros elétricos aguentam um dia inteiro a andar pela serra? E onde se carrega na ilha?',
      answeredBy: [electric],
    },
    {
      question: 'Se eu quiser ficar com o carro mais dois dias, como faço?',
      answeredBy: [extension, conditions],
    },
    {
      question: 'Apanhei uma multa de estacionamento no Funchal. O que acontece agora?',
      answeredBy: [fines, conditions],
    },
    {
      question:
        'vcs fazem vistoria do carro na retirada? tenho medo de me cobrarem um arranhão que já estava lá',
      answeredBy: [damageCheck, conditions],
    },
    {
      question: 'Há limite de quilómetros? Queremos dar a volta à ilha toda.',
      answeredBy: [mileage, prices, description],
    },
    // Portuguese and Brazilian questions, Portuguese knowledge
    {
      question: 'Qual é o horário do escritório do Funchal ao domingo?',
      answeredBy: [offices, conditions],
    },
    {
      question: 'Quanto custa o aluguel de um carro automático por uma semana em julho?',
      answeredBy: [prices, quoteRequest],
    },
    {
      question: 'O carro tem suporte pra celular? Vou usar o Google Maps',
      answeredBy: [prices, services],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Do you also rent scooters or motorbikes? We would love to ride along the coast on a Vespa.',
    'Vendem os carros usados da vossa frota? Estava interessado num Toyota Yaris híbrido.',
    'Can you book us a boat trip from Funchal marina to see dolphins and whales?',
    "Do you do airport transfers? We don't want to drive, we just need someone to take us from the airport to our hotel in Funchal.",
    "What's the weather forecast for Pico do Arieiro on Saturday morning?",
    'Estão a contratar? Procuro trabalho de verão como motorista ou no balcão do aeroporto.',
    'Vocês fazem renting de longa duração para empresas? Precisava de duas carrinhas por 24 meses.',
    'What time does the Lobo Marinho ferry leave for Porto Santo, and how much is a return ticket for two adults?',
    // Plainly outside
    'Qual é o melhor restaurante para comer espetada em Câmara de Lobos?',
    'Where can I buy a good bottle of Madeira wine to take home?',
  ],
};
