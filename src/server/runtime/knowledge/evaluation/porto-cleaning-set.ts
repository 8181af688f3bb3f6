import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Limpa Douro, a home and office cleaning company in Porto that works all over Porto and Vila
 * Nova de Gaia and, for a travel fee, in the neighbouring towns: regular home cleaning, deep
 * cleans, end-of-tenancy and after-works (pós-obra) cleaning, Alojamento Local (Airbnb)
 * turnovers with rented bed linen and towels, offices, ironing, windows, and sofas, mattresses
 * and carpets. Its customers write in European and Brazilian Portuguese and in English (expats,
 * digital nomads, Airbnb hosts who live abroad). The owner wrote the briefing in European
 * Portuguese, most Q&A pairs in Portuguese and a few in English, added one custom response for
 * quote and booking requests, and pasted the 2026 price list and the general service
 * conditions, both in Portuguese.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday words ("senhora da limpeza", "empregada", "limpeza a fundo", "mudança", "loiça",
 * "engomar"), Brazilian Portuguese ("faxineira", "faxina", "diarista", "quanto fica", "pra",
 * "celular"), chat-speak, missing accents and typos ("vcs", "qto", "tb", "hj", "pq", "obg",
 * "blz", "pos obra", "limpesa"), long messages, one- or two-word questions, English words the
 * owner never used ("maid", "move-out clean", "deep clean", "housekeeper", "limescale",
 * "hoover"), and English questions against Portuguese knowledge and the reverse. The outside
 * questions include hard negatives that share words with the knowledge (pest control,
 * gardening, babysitting, removals, a laundry pickup service, selling cleaning products, pool
 * cleaning, car washing).
 */

const english = qaIn('English');
const portuguese = qaIn('Portuguese');

// The sources' titles, as the answers name them.
const hours = 'Qual é o vosso horário e como posso contactar-vos?';
const area = 'Em que zonas trabalham? Cobram deslocação?';
const regular = 'Quanto custa a limpeza doméstica regular, semanal ou quinzenal?';
const minimum = 'Há um número mínimo de horas por serviço?';
const deepClean = 'O que inclui a limpeza profunda e quanto custa?';
const tenancy = 'Fazem limpezas de fim de arrendamento ou antes de entrar numa casa nova?';
const postWorks = 'Fazem limpeza pós-obra?';
const localStay = 'Fazem a limpeza de Alojamento Local entre a saída e a entrada de hóspedes?';
const linen = 'Fornecem roupa de cama e toalhas para o Alojamento Local?';
const keys = 'Tenho de estar em casa durante a limpeza? Como funcionam as chaves?';
const sameCleaner = 'Vem sempre a mesma pessoa fazer a limpeza?';
const products = 'Os produtos e o equipamento de limpeza estão incluídos no preço?';
const insurance = 'E se partirem ou estragarem alguma coisa? Têm seguro?';
const cancellation = 'Como funciona o cancelamento ou a alteração de uma marcação?';
const invoice = 'Passam fatura com NIF? Dá para deduzir no IRS?';
const payment = 'Que formas de pagamento aceitam?';
const pets = 'Tenho animais em casa. Há algum problema?';
const ironing = 'Fazem serviço de engomadoria?';
const windows = 'Limpam janelas e vidros?';
const upholstery = 'Fazem limpeza de sofás, colchões e tapetes?';
const office = 'Fazem limpeza de escritórios e espaços comerciais?';
const booking = 'Como faço uma marcação e com quanta antecedência?';
const englishStaff = 'Do your cleaners speak English?';
const remoteHost =
  "I'm an Airbnb host living abroad. Can you handle my turnovers without me being there?";
const contract = 'Do I have to sign a long-term contract for regular cleaning?';
const mould = 'Can you get rid of the mould in my bathroom?';
const ecoProducts = 'Are your cleaning products safe for children, pets and people with allergies?';
const prices = 'Preçário 2026 – Limpa Douro';
const terms = 'Condições gerais do serviço';
const quoteRequest = 'Pedido de orçamento ou de marcação de limpeza';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const portoCleaningSet: EvaluationSet = {
  name: 'Porto cleaning company (Limpa Douro)',
  heldOut: false,
  agentName: 'Inês',
  briefing: {
    companyName: 'Limpa Douro',
    industry: 'services',
    description:
      'A Limpa Douro é uma empresa de limpezas do Porto, fundada em 2015, com escritório na Rua de Latino Coelho 187, no Bonfim. Limpamos casas e escritórios em todo o Porto e em Vila Nova de Gaia e, com taxa de deslocação, nos concelhos vizinhos, com uma equipa de 28 colaboradoras e colaboradores com contrato, formados por nós e cobertos por seguro. Trabalhamos com produtos ecológicos e equipamento próprio, mandamos sempre a mesma pessoa à mesma casa e passamos fatura com NIF em todos os serviços.',
    targetAudience:
      'Famílias e casais que trabalham fora, pessoas idosas que já não conseguem tratar da casa, estrangeiros a viver no Porto (expats, estudantes e nómadas digitais), senhorios, inquilinos e imobiliárias, anfitriões de Alojamento Local no Airbnb e no Booking, e pequenos escritórios, consultórios, lojas e espaços de coworking.',
    keyServices:
      'Limpeza doméstica regular (semanal, quinzenal ou mensal); limpezas pontuais à hora; limpeza profunda; limpeza de fim de arrendamento e de entrada em casa nova; limpeza pós-obra; limpeza de Alojamento Local entre hóspedes, com aluguer de roupa de cama e banho e reposição de consumíveis; limpeza de escritórios, consultórios e lojas; engomadoria em casa do cliente; limpeza de janelas e vidros; limpeza de sofás, colchões, tapetes e alcatifas por injeção-extração.',
    commonQuestions:
      'Quanto custa por hora e qual é o mínimo de horas, se os produtos estão incluídos, se vem sempre a mesma pessoa, como funcionam as chaves, o que acontece se partirem alguma coisa, como se cancela, se passamos fatura com NIF para o IRS, as formas de pagamento (MB Way, Multibanco, transferência), as zonas e a taxa de deslocação, se há problema com animais em casa, e os preços das limpezas de fim de arrendamento, pós-obra e de Alojamento Local.',
    languages: ['Portuguese', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Respostas curtas e concretas, sempre com o preço em euros e o que está incluído. Tratamos os clientes por "você", com simpatia e sem formalismos; quem escreve em inglês recebe a resposta em inglês. Terminamos com o próximo passo: perguntar a tipologia da casa ou propor uma data.',
    personality:
      'Como a gerente de uma empresa familiar que conhece os clientes pelo nome: calorosa, organizada, de confiança e muito prática.',
    responseTemplates: [
      {
        scenario: quoteRequest,
        response:
          'Para lhe darmos um preço certo e marcarmos a limpeza, diga-nos por favor: o tipo de limpeza (regular, profunda, fim de arrendamento, pós-obra, Alojamento Local, escritório, sofás ou colchões), a tipologia e a área aproximada da casa (por exemplo T2, 80 m²) e quantas casas de banho tem, a morada ou pelo menos a freguesia, se há animais em casa, e o dia e a hora que lhe dão jeito. Para pós-obra e escritórios, fotos ajudam muito. Pode responder aqui, por WhatsApp para o 913 427 580 ou por email para geral@limpadouro.pt. Respondemos em até 4 horas úteis com o preço fechado ou, se for preciso, marcamos uma visita gratuita no Porto ou em Gaia. O orçamento é gratuito e a marcação fica confirmada quando receber a nossa mensagem com a data, a hora e o nome da colaboradora.',
      },
    ],
  },
  qa: [
    portuguese(
      hours,
      'O nosso escritório atende de segunda a sexta das 8:30 às 19:00 e ao sábado das 9:00 às 13:00, na Rua de Latino Coelho 187, no Porto (Bonfim). As limpezas de casas e escritórios fazem-se de segunda a sábado entre as 7:30 e as 20:00; as limpezas de Alojamento Local fazem-se todos os dias, incluindo domingos e feriados. Pode ligar para o 22 508 1946, escrever por WhatsApp para o 913 427 580 ou enviar um email para geral@limpadouro.pt. As mensagens recebidas fora de horas são respondidas no dia útil seguinte até às 10:00; para urgências de Alojamento Local ao fim de semana há sempre alguém de serviço no WhatsApp.',
    ),
    portuguese(
      area,
      'Trabalhamos em todo o concelho do Porto e de Vila Nova de Gaia sem taxa de deslocação. Em Matosinhos, Maia, Gondomar e Valongo cobramos 6 € por visita, e em Espinho, Vila do Conde, Póvoa de Varzim, Santa Maria da Feira e Trofa 12 € por visita. Para outros concelhos fazemos orçamento, sobretudo para limpezas pós-obra e de escritórios. Nos serviços com máquinas (pós-obra, sofás e colchões) vamos de carrinha; se não houver estacionamento perto, o valor do parque é acrescentado à fatura.',
    ),
    portuguese(
      regular,
      'A limpeza regular custa 14 € por hora se for semanal, 15 € por hora se for quinzenal e 16,50 € por hora se for mensal, com IVA, produtos e equipamento incluídos. Cada visita tem um mínimo de 3 horas: um T1 costuma ficar pronto em 3 horas, um T2 em 3 a 4 e um T3 em 4 a 5. Escolhe o dia da semana e a hora de início, e vem sempre a mesma colaboradora. Não há fidelização: pode fazer uma pausa nas férias e terminar com 15 dias de aviso. Se a casa está há muito tempo sem uma limpeza geral, recomendamos começar com uma limpeza profunda; sem ela, a primeira visita costuma precisar de mais 1 a 2 horas.',
    ),
    portuguese(
      minimum,
      'Sim. Na limpeza doméstica regular o mínimo é de 3 horas por visita, e numa limpeza pontual à hora é de 4 horas, a 18 € por hora. Uma visita só de engomadoria tem um mínimo de 2 horas, tal como a limpeza de escritórios. Se o trabalho ficar feito antes, a colaboradora aproveita o tempo restante nas tarefas que nos indicar (por exemplo vidros, frigorífico ou engomadoria), mas é sempre cobrado o mínimo. As limpezas profundas, de fim de arrendamento e de Alojamento Local têm preço fechado, sem contagem de horas.',
    ),
    portuguese(
      deepClean,
      'A limpeza profunda é uma limpeza geral da casa habitada, feita por duas profissionais durante 4 a 7 horas, com preço fechado: 150 € para T0/T1, 195 € para T2, 245 € para T3 e 295 € para T4; moradias e casas maiores têm orçamento. Além da limpeza normal, inclui o interior do frigorífico, do forno e do micro-ondas, o exaustor e os filtros, a remoção de calcário e de gordura, as juntas dos azulejos, rodapés, portas, interruptores, radiadores, candeeiros ao alcance e os vidros interiores com caixilhos. O interior dos armários da cozinha (vazios) custa mais 30 € e os vidros exteriores contam à parte, a 6 € por janela. É ideal na primavera, antes de uma festa ou antes de começar a limpeza regular. Na marcação pedimos um sinal de 30 %.',
    ),
    portuguese(
      tenancy,
      'Sim, é um dos serviços que mais fazemos, para inquilinos que saem, senhorios entre dois inquilinos e quem vai entrar numa casa nova. Com a casa vazia, o preço fechado é de 170 € para T0/T1, 220 € para T2, 270 € para T3 e 330 € para T4; se ainda tiver móveis, acresce 20 %. Inclui o interior de todos os armários e roupeiros, forno, frigorífico, exaustor e restantes eletrodomésticos, vidros interiores e exteriores acessíveis, estores, varandas e a remoção de calcário e gordura. No fim enviamos um relatório com fotos, útil para a vistoria do senhorio e a devolução da caução, e se o senhorio ou a imobiliária apontarem alguma falha nas 48 horas seguintes voltamos sem custos. Convém marcar com uma semana de antecedência, sobretudo para o fim e o início do mês.',
    ),
    portuguese(
      postWorks,
      'Sim. Depois de obras ou remodelações retiramos o pó fino de todas as superfícies e os restos de cimento, tinta, cola e silicone dos pavimentos, azulejos e vidros, e limpamos o interior dos armários, as janelas, os caixilhos e as calhas. O preço é de 3,50 € por m² de área útil, com um mínimo de 280 €; se houver muita tinta ou cimento no chão pode chegar a 5 € por m², o que confirmamos numa visita gratuita no Porto e em Gaia. Trabalhamos com uma equipa de 3 ou 4 pessoas, e um apartamento fica normalmente pronto em 1 a 2 dias. A obra tem de estar concluída, com o entulho retirado pelo empreiteiro, e a casa precisa de ter água e luz.',
    ),
    portuguese(
      localStay,
      'Sim, fazemos as limpezas de mais de 60 anfitriões no Porto e em Gaia, entre o check-out (até às 11:00) e o check-in (a partir das 15:00), todos os dias, incluindo domingos e feriados. Cada limpeza custa 38 € num estúdio ou T1, 48 € num T2, 60 € num T3 e 75 € num T4 (mais 8 € por cada casa de banho extra), e inclui fazer as camas, casas de banho, cozinha e louça, chão, lixo e reposição dos consumíveis. No fim enviamos fotos por WhatsApp e avisamos logo de estragos ou de objetos esquecidos pelos hóspedes. Podemos sincronizar o calendário do Airbnb ou do Booking para as limpezas ficarem marcadas automaticamente. A roupa de cama e banho e o kit de consumíveis (3,50 € por limpeza) são opcionais e pagam-se à parte.',
    ),
    portuguese(
      linen,
      'Sim. Temos roupa de cama e banho em regime de aluguer, lavada e engomada numa lavandaria industrial parceira em Gaia: o kit de cama de casal custa 15 € e o kit de cama individual 9,50 € por limpeza. O kit de casal inclui lençol de baixo, capa de edredão, duas fronhas, duas toalhas de banho, duas toalhas de rosto e um tapete de banho; o individual tem uma fronha e metade das toalhas. É roupa branca, 100 % algodão, de qualidade hoteleira, e a colaboradora leva os kits limpos e recolhe os usados em cada limpeza, por isso não precisa de comprar nem de guardar roupa no apartamento. Edredões e almofadas não estão incluídos, mas aconselhamos quantos ter por cama.',
    ),
    portuguese(
      keys,
      'Não precisa de estar em casa: a maior parte dos nossos clientes entrega-nos uma cópia da chave. A chave fica guardada no cofre do escritório com uma etiqueta com um código, sem nome nem morada, e assina connosco um termo de entrega; a colaboradora só a leva no dia da limpeza. Se tiver alarme, explicamos o código à colaboradora e guardamo-lo de forma confidencial. Em Alojamento Local podemos usar um cofre de chaves com código junto à porta. Se alguma vez perdermos uma chave, pagamos o serralheiro e a troca da fechadura.',
    ),
    portuguese(
      sameCleaner,
      'Sim, na limpeza regular vai sempre a mesma colaboradora, que fica a conhecer a sua casa e a maneira como gosta das coisas. Quando ela está de férias ou doente, avisamos até às 18:00 do dia anterior e propomos uma substituta de confiança; se preferir, pode saltar essa visita sem pagar. Se quiser mudar de colaboradora, basta dizer-nos, sem custos nem explicações. Todas as nossas colaboradoras têm contrato de trabalho connosco, descontos para a Segurança Social, registo criminal verificado e 40 horas de formação antes de começar. Usam farda e cartão de identificação da Limpa Douro.',
    ),
    portuguese(
      products,
      'Sim, levamos todos os produtos e o equipamento, incluídos no preço: produtos ecológicos com o rótulo ecológico europeu (EU Ecolabel), panos de microfibra de cores diferentes para casas de banho e cozinha, mopas e aspirador com filtro HEPA. Nas limpezas profundas e de fim de arrendamento usamos também uma máquina de vapor. Para pavimentos delicados, como madeira maciça, mármore ou pedra, usamos produtos próprios para cada material; avise-nos na marcação. Se preferir que usemos os seus produtos e o seu aspirador na limpeza regular, o preço desce 1 € por hora.',
    ),
    portuguese(
      insurance,
      'Temos um seguro de responsabilidade civil na Fidelidade, com um capital de 150.000 €, que cobre os danos causados pelas nossas colaboradoras em sua casa ou no seu escritório. Se algo se partir ou estragar, a colaboradora avisa-nos e a si no próprio dia; se for você a encontrar o dano, comunique-nos em até 48 horas, com fotos. Reparamos o objeto ou pagamos o seu valor atual, sem franquia a seu cargo. Peças de grande valor ou muito frágeis (obras de arte, antiguidades, objetos acima de 1.000 €) devem ser-nos indicadas antes, e não respondemos por danos de desgaste ou má fixação, como um varão de cortinado solto. Dinheiro e joias devem estar guardados.',
    ),
    portuguese(
      cancellation,
      'Pode cancelar ou alterar a data sem custos até 24 horas antes da limpeza. Com menos de 24 horas de aviso cobramos 50 % do serviço e, se a colaboradora não conseguir entrar (ninguém abre a porta ou a chave não funciona), espera 20 minutos e cobramos o mínimo de 3 horas. Nas limpezas profundas, de fim de arrendamento, pós-obra e de estofos pedimos um sinal de 30 %, que devolvemos ou passamos para outra data se cancelar com 72 horas de antecedência. Em Alojamento Local o cancelamento é gratuito até às 18:00 do dia anterior, porque sabemos que as reservas mudam. Se formos nós a cancelar, não paga nada e tem prioridade na nova marcação.',
    ),
    portuguese(
      invoice,
      'Sim, passamos fatura-recibo com o seu NIF em todos os serviços, enviada por email; os clientes regulares recebem uma única fatura no fim de cada mês. As faturas são comunicadas à Autoridade Tributária e aparecem no e-Fatura nas despesas gerais familiares, que contam para a dedução no IRS. Indique-nos o NIF na marcação, porque depois de emitida a fatura já não é possível acrescentá-lo. Empresas e anfitriões de Alojamento Local recebem fatura com o NIF da empresa ou da atividade, com o IVA a 23 % discriminado.',
    ),
    portuguese(
      payment,
      'Aceitamos MB Way para o 913 427 580, pagamento por referência Multibanco (vem na fatura e paga-se numa caixa Multibanco ou no homebanking) e transferência bancária para o IBAN PT50 0033 0000 4537 2816 9410 5. Os clientes regulares podem pagar por débito direto no fim do mês. As colaboradoras não recebem dinheiro e não temos terminal de pagamento com cartão em casa do cliente. A fatura paga-se em até 5 dias; nas limpezas profundas, de fim de arrendamento, pós-obra e de estofos pedimos um sinal de 30 % na marcação.',
    ),
    portuguese(
      pets,
      'Nenhum problema: muitos dos nossos clientes têm cães e gatos, e as nossas colaboradoras gostam de animais. Diga-nos na marcação que animais tem e como reagem a visitas, para escolhermos uma colaboradora à vontade com eles e sem alergias. Se o cão for nervoso, pedimos que fique numa divisão ou na varanda enquanto limpamos, e nunca deixamos portas para a rua abertas. O nosso aspirador com filtro HEPA apanha bem os pelos de sofás e tapetes; casas com muito pelo podem precisar de mais meia hora. A pedido, a colaboradora também limpa a caixa de areia ou as taças, dentro do tempo da visita.',
    ),
    portuguese(
      ironing,
      'Sim. A engomadoria pode ser feita durante a limpeza regular, contando como tempo da visita ao mesmo preço por hora, ou numa visita só para isso, a 15 € por hora com um mínimo de 2 horas. É sempre feita em sua casa, com o seu ferro e a sua tábua, e a roupa fica dobrada ou pendurada em cabides. Em média tratamos 15 a 20 peças por hora; uma camisa leva cerca de 6 minutos. Peças de seda, de pele ou com etiqueta que não permite ferro não são tratadas.',
    ),
    portuguese(
      windows,
      'Sim. Na limpeza regular limpamos os vidros interiores ao alcance por rotação, uma divisão por visita, e a limpeza profunda inclui todos os vidros interiores. A limpeza completa de janelas, por dentro e por fora, com caixilhos e calhas, custa 6 € por janela e 8 € por porta de varanda, mais 3 € por janela com estores exteriores, com um mínimo de 45 € por serviço. Só limpamos o lado de fora quando se chega com segurança por dentro, pela varanda ou pelo terraço: não fazemos trabalhos em altura nem usamos escadotes com mais de 3 degraus. Marquises e montras de lojas têm orçamento.',
    ),
    portuguese(
      upholstery,
      'Sim, com uma máquina profissional de injeção-extração que remove manchas, ácaros, pó e odores. Um sofá de 2 lugares custa 55 €, um de 3 lugares 70 € (chaise-longue ou canto, mais 25 €), uma poltrona 35 € e uma cadeira estofada 12 €; sofás em pele são limpos e hidratados desde 65 €. Os colchões custam 40 € (individual) e 55 € (casal), mais 15 € se quiser os dois lados. Tapetes custam 10 € por m² (mínimo 35 €) e alcatifas 3 € por m² (mínimo 90 €); não limpamos tapetes de seda nem tapetes antigos. Tudo fica seco em 4 a 8 horas, e um serviço só de estofos tem um mínimo de 60 €.',
    ),
    portuguese(
      office,
      'Sim, limpamos escritórios, consultórios e clínicas, lojas e espaços de coworking no Porto e em Gaia. O preço é de 16 € por hora, com um mínimo de 2 horas por visita e sem acréscimo antes das 8:00 ou depois das 19:00; ao sábado acresce 15 % e aos domingos e feriados 25 %. Fazemos uma visita gratuita e enviamos orçamento em 48 horas, com a frequência e as tarefas combinadas por escrito. Os consumíveis (papel higiénico, toalhetes de mãos, sabonete, sacos do lixo) podem ser fornecidos por nós ao preço de custo. A faturação é mensal, com pagamento a 30 dias, e o serviço pode terminar com 30 dias de aviso.',
    ),
    portuguese(
      booking,
      'Pode marcar por WhatsApp (913 427 580), por telefone (22 508 1946), por email ou no formulário em limpadouro.pt/marcar. Diga-nos o tipo de limpeza, a tipologia e a área da casa, quantas casas de banho tem, a morada, se há animais e a data que prefere; respondemos em até 4 horas úteis com o preço. A primeira visita de limpeza regular costuma ser possível dentro de 5 dias úteis, e as limpezas profundas ou de fim de arrendamento em 3 a 7 dias. Para o dia seguinte, se houver disponibilidade, há um acréscimo de 20 %. A marcação só fica confirmada quando receber a nossa mensagem com a data, a hora e o nome da colaboradora.',
    ),
    english(
      englishStaff,
      "Yes. Everyone at our office speaks English, and about a third of our cleaners do too; for English-speaking households we assign one of them whenever we can. You can message us on WhatsApp or by email in English, and we send confirmations, checklists and quotes in English. Invoices are issued in Portuguese, as the law requires, but we're happy to explain them. If you have a Portuguese tax number (NIF), we put it on the invoice; if you don't have one yet, we issue it without a NIF or with your foreign tax ID.",
    ),
    english(
      remoteHost,
      "Yes, about half of the hosts we work for don't live in Porto. We sync your Airbnb, Booking.com or Vrbo calendar, so every check-out automatically gets a cleaning between 11:00 and 15:00, and we use a lockbox or keep a copy of the keys in our office safe. After each turnover you get photos of every room on WhatsApp, and we report any damage or missing items within 2 hours, with photos, so you can still claim through Airbnb or Booking. We restock toilet paper, soap, coffee and other supplies from your own stock or with our consumables kit. You receive one invoice at the end of the month for all turnovers, payable by bank transfer or direct debit.",
    ),
    english(
      contract,
      "No. For regular cleaning you only sign a one-page service agreement with your day, time, number of hours and price, and there is no minimum period. You can pause for up to 4 weeks a year (holidays, travel) at no cost by telling us 7 days before, and stop at any time with 15 days' notice. Prices are reviewed once a year, in January, and we tell you 30 days in advance. A visit you skip with less than 24 hours' notice is charged at 50 %.",
    ),
    english(
      mould,
      "Yes, in most cases. Many older flats in Porto are damp, and we regularly clean surface mould from bathroom ceilings, tile grout, silicone and window frames with an anti-mould product, either as part of our one-off thorough clean (limpeza profunda) or as an extra task during a regular visit, counted as time. Black mould that has gone deep into the silicone often can't be removed, and the silicone then needs replacing, which we don't do. If the mould comes from damp in the wall, it will come back: airing the room every day and using a dehumidifier help a lot. Patches larger than 2 m² or mould caused by leaks need a damp specialist first.",
    ),
    english(
      ecoProducts,
      "Yes. We bring all our own products and equipment, included in the price, and we use plant-based cleaners certified with the EU Ecolabel, which are safe for homes with babies, children and pets once surfaces are dry. For people with allergies or asthma we use fragrance-free products on request. We only use bleach-based products for mould, with the windows open and never with children or animals in the room. Our products stay in the cleaner's bag and are never left in your home.",
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'Portuguese',
      text: `PREÇÁRIO 2026 – Limpa Douro, limpezas domésticas e empresariais
Preços em euros, com IVA incluído à taxa de 23 %, válidos de 1 de janeiro a 31 de dezembro de 2026. Os produtos de limpeza e o equipamento estão incluídos em todos os serviços, salvo indicação em contrário. Sem taxa de deslocação no Porto e em Vila Nova de Gaia.

1. Limpeza doméstica regular (preço por hora e por colaboradora)
- Semanal: 14,00 €/hora
- Quinzenal: 15,00 €/hora
- Mensal: 16,50 €/hora
- Mínimo por visita: 3 horas
- Duração habitual: T0/T1, 3 horas; T2, 3 a 4 horas; T3, 4 a 5 horas; T4 e moradias, 5 a 6 horas
- Com os produtos e o aspirador do cliente: menos 1,00 € por hora
- Sábados: mais 15 %
- Engomadoria durante a visita: conta como tempo de limpeza, ao mesmo preço por hora

2. Limpeza pontual à hora
- 18,00 €/hora, mínimo 4 horas
- Sábados: mais 15 %
- Marcação urgente para o dia seguinte, se houver disponibilidade: mais 20 %

3. Limpeza profunda (preço fechado, casa habitada e mobilada, 2 profissionais)
- T0/T1 (até 60 m²): 150 €
- T2 (até 90 m²): 195 €
- T3 (até 120 m²): 245 €
- T4 (até 150 m²): 295 €
- Moradias, T5 ou mais e áreas maiores: orçamento
- Casa de banho adicional: 20 €
- Interior dos armários da cozinha (vazios): 30 €
- Vidros exteriores: ver ponto 9

4. Limpeza de fim de arrendamento e de entrada em casa nova (casa vazia)
- T0/T1: 170 €
- T2: 220 €
- T3: 270 €
- T4: 330 €
- Casa ainda mobilada: mais 20 %
- Inclui o interior de todos os armários e roupeiros, os eletrodomésticos, os vidros interiores e exteriores acessíveis, os estores e as varandas
- Relatório com fotos e nova passagem gratuita se for apontada alguma falha nas 48 horas seguintes

5. Limpeza pós-obra
- 3,50 €/m² de área útil, mínimo 280 €
- Obras com muita tinta, cimento ou cola nos pavimentos: até 5,00 €/m², após visita
- Visita e orçamento gratuitos no Porto e em Vila Nova de Gaia; nos outros concelhos, a visita custa 25 €, descontados no serviço

6. Alojamento Local – limpeza entre hóspedes
- Estúdio, T0 ou T1: 38 €
- T2: 48 €
- T3: 60 €
- T4: 75 €
- Casa de banho adicional: 8 €
- Kit de consumíveis (papel higiénico, sabonete, gel de banho, champô, detergente da louça, sacos do lixo, café e chá): 3,50 € por limpeza
- Roupa de cama e banho em aluguer, lavada e engomada: kit de cama de casal 15 €; kit de cama individual 9,50 €
- Marcação feita depois das 18:00 do dia anterior: mais 10 €
- Domingos e feriados: sem acréscimo (25 de dezembro e 1 de janeiro: mais 50 %)
- Limpeza profunda do alojamento: preços do ponto 3 com 10 % de desconto

7. Escritórios e espaços comerciais
- 16,00 €/hora, mínimo 2 horas por visita
- Antes das 8:00 ou depois das 19:00: sem acréscimo
- Sábados: mais 15 %; domingos e feriados: mais 25 %
- Consumíveis (papel higiénico, toalhetes de mãos, sabonete, sacos do lixo): ao preço de custo
- Faturação mensal, pagamento a 30 dias

8. Engomadoria
- Visita só de engomadoria, em casa do cliente: 15,00 €/hora, mínimo 2 horas
- Rendimento habitual: 15 a 20 peças por hora

9. Janelas e vidros
- Janela, por dentro e por fora, com caixilhos e calhas: 6 €
- Porta de varanda: 8 €
- Estores exteriores: mais 3 € por janela
- Marquises e montras: orçamento
- Mínimo de um serviço só de janelas: 45 €

10. Sofás, colchões, tapetes e alcatifas (injeção-extração)
- Sofá de 2 lugares: 55 €; de 3 lugares: 70 €; chaise-longue ou canto: mais 25 €
- Poltrona: 35 €; cadeira estofada: 12 €
- Sofá em pele, limpeza e hidratação: desde 65 €
- Colchão individual: 40 €; colchão de casal: 55 €; os dois lados: mais 15 €
- Tapete: 10 €/m², mínimo 35 €
- Alcatifa: 3 €/m², mínimo 90 €
- Mínimo de um serviço só de estofos: 60 €
- Tempo de secagem: 4 a 8 horas

11. Deslocação (por visita)
- Porto e Vila Nova de Gaia: grátis
- Matosinhos, Maia, Gondomar e Valongo: 6 €
- Espinho, Vila do Conde, Póvoa de Varzim, Santa Maria da Feira e Trofa: 12 €
- Outros concelhos: orçamento
- Parque de estacionamento nos serviços com carrinha (pós-obra e estofos), quando não há lugar perto: acrescentado à fatura

12. Sinal e pagamento
- Limpeza profunda, fim de arrendamento, pós-obra e estofos: sinal de 30 % na marcação
- Restantes serviços: pagamento em até 5 dias após a fatura; empresas a 30 dias
- Formas de pagamento: MB Way, referência Multibanco, transferência bancária e débito direto (clientes regulares)`,
    },
    {
      title: terms,
      language: 'Portuguese',
      text: `Condições gerais do serviço – Limpa Douro (em vigor a partir de 1 de janeiro de 2026)

1. Orçamentos e marcações
Os orçamentos são gratuitos e podem ser pedidos por WhatsApp (913 427 580), por telefone (22 508 1946), por email (geral@limpadouro.pt) ou no formulário em limpadouro.pt/marcar. Para limpezas pós-obra, escritórios e moradias fazemos uma visita gratuita no Porto e em Vila Nova de Gaia. Uma marcação só fica confirmada depois de o cliente receber a nossa mensagem escrita com a data, a hora de início, a duração prevista, o preço e o nome da colaboradora. Na limpeza regular, o dia, a hora, o número de horas e o preço ficam numa ficha de cliente de uma página, assinada na primeira visita.

2. O que inclui a limpeza doméstica regular
Cozinha: bancadas, frentes dos armários, placa ou fogão, exterior dos eletrodomésticos, interior do micro-ondas, lava-louça e torneiras; lavar a louça que estiver por lavar ou pôr e esvaziar a máquina; despejar o lixo.
Casas de banho: sanita, bidé, lavatório, base de duche ou banheira, azulejos à volta, espelhos e torneiras, com remoção ligeira do calcário; chão.
Quartos e sala: pó nos móveis e superfícies ao alcance, fazer as camas (e mudar a roupa de cama, se a deixar à vista), arrumação ligeira, aspirar os sofás por cima e os tapetes.
Toda a casa: aspirar e lavar o chão, tirar marcas de portas e interruptores, vidros interiores ao alcance por rotação (uma divisão por visita), esvaziar os caixotes do lixo.
A pedido, dentro do tempo da visita: engomadoria, pôr uma máquina de roupa a lavar e estender, limpar o interior do frigorífico ou do forno, regar as plantas de interior, limpar a caixa de areia ou as taças dos animais.

3. O que inclui a limpeza profunda
Tudo o que a limpeza regular inclui e ainda: interior do frigorífico, do forno e do micro-ondas; exaustor e filtros; remoção de calcário nas casas de banho, torneiras e resguardos de duche; remoção de gordura na cozinha; juntas dos azulejos; remoção de bolor superficial em juntas, silicones e tetos de casas de banho; rodapés, portas e aros, interruptores e tomadas; radiadores; candeeiros ao alcance; pó em cima dos armários; vidros interiores com caixilhos e estores interiores. O interior dos armários da cozinha só se limpa com os armários vazios, com o suplemento indicado no preçário. A limpeza profunda é feita por duas profissionais.

4. Limpeza de fim de arrendamento e de entrada em casa nova
Faz-se com a casa vazia ou quase vazia e inclui tudo o que a limpeza profunda inclui, mais o interior de todos os armários e roupeiros, todos os eletrodomésticos, os vidros exteriores acessíveis, os estores e as varandas. No fim enviamos um relatório com fotos de cada divisão, que pode mostrar ao senhorio ou à imobiliária na vistoria e para a devolução da caução. Se nos comunicar uma falha nas 48 horas seguintes, voltamos para a corrigir sem custos.

5. Limpeza pós-obra
A obra tem de estar concluída e o entulho retirado pelo empreiteiro; não removemos entulho nem restos de materiais. A casa precisa de ter água e eletricidade. O preço é calculado por m² de área útil, depois da visita.

6. Alojamento Local
As limpezas entre hóspedes fazem-se entre as 11:00 e as 15:00, salvo acordo diferente, todos os dias do ano. O anfitrião mantém um stock mínimo de consumíveis no alojamento ou pede o nosso kit. Danos e objetos em falta ou esquecidos são comunicados com fotos em até 2 horas. A roupa de cama e banho em regime de aluguer continua a ser nossa e é entregue e recolhida pela colaboradora em cada limpeza; peças com manchas irrecuperáveis ou desaparecidas são faturadas pelo preço de reposição.

7. Produtos e equipamento
Levamos todos os produtos e o equipamento necessários, incluídos no preço: produtos ecológicos com EU Ecolabel, panos de microfibra por cores, mopas, aspirador com filtro HEPA e, nas limpezas profundas e de fim de arrendamento, máquina de vapor. Se o cliente preferir que usemos os seus produtos e o seu aspirador, aplica-se o desconto indicado no preçário. Pavimentos e superfícies delicadas (madeira maciça, mármore, pedra natural, inox) devem ser indicados na marcação.

8. Colaboradoras
Todas as colaboradoras têm contrato de trabalho com a Limpa Douro, seguro de acidentes de trabalho, registo criminal verificado e formação inicial de 40 horas. Na limpeza regular vai sempre a mesma colaboradora; nas férias ou ausências dela avisamos até às 18:00 do dia anterior e propomos uma substituta, podendo o cliente optar por não ter visita, sem custos. O cliente pode pedir outra colaboradora a qualquer momento.

9. Chaves e acesso
As chaves entregues ficam guardadas no cofre do escritório, identificadas apenas por um código, mediante termo de entrega assinado pelo cliente. São devolvidas em 24 horas quando o serviço termina ou sempre que o cliente as pedir. Se uma chave se perder por responsabilidade nossa, pagamos o serralheiro e a substituição da fechadura. Os códigos de alarme são guardados de forma confidencial. O cliente não precisa de estar presente durante a limpeza.

10. Segurança e exclusões
Por segurança, não fazemos trabalhos em altura acima de 2 metros, não usamos escadotes com mais de 3 degraus e não limpamos o exterior de janelas sem varanda ou sem acesso seguro por dentro. Não deslocamos móveis pesados nem eletrodomésticos para limpar por trás, não limpamos fachadas, telhados ou caleiras, nem bolor com mais de 2 m² ou causado por infiltrações, nem resíduos biológicos.

11. Danos e seguro
Temos seguro de responsabilidade civil com um capital de 150.000 €. Os danos causados pelas colaboradoras devem ser comunicados em até 48 horas, com fotos; reparamos o objeto ou pagamos o seu valor atual, sem franquia para o cliente. Objetos de valor superior a 1.000 €, obras de arte e antiguidades devem ser indicados antes do serviço. Não respondemos por danos resultantes de desgaste, defeito ou má fixação. Dinheiro, joias e documentos devem estar guardados.

12. Cancelamentos e alterações
Cancelamentos e alterações são gratuitos até 24 horas antes do início do serviço. Com menos de 24 horas de aviso cobramos 50 % do valor do serviço. Se a colaboradora não conseguir entrar à hora marcada, espera 20 minutos e é cobrado o mínimo de 3 horas. Nos serviços com sinal, o sinal é devolvido ou passado para outra data se o cancelamento for feito com 72 horas de antecedência; depois disso, fica retido. Em Alojamento Local, o cancelamento é gratuito até às 18:00 do dia anterior; depois, cobramos 50 %. Se formos nós a cancelar, não há qualquer custo para o cliente.

13. Pausas e fim do serviço regular
O serviço regular não tem período mínimo nem fidelização. Pode ser suspenso até 4 semanas por ano sem custos, com 7 dias de aviso, e terminado a qualquer momento com 15 dias de aviso. Os preços são revistos uma vez por ano, em janeiro, com aviso de 30 dias.

14. Faturação e pagamento
Emitimos fatura-recibo com o NIF do cliente, enviada por email no dia do serviço ou, para clientes regulares e de Alojamento Local, numa fatura mensal no fim do mês. As faturas são comunicadas à Autoridade Tributária e ficam visíveis no e-Fatura para efeitos de IRS. O NIF deve ser indicado antes da emissão da fatura. O pagamento faz-se por MB Way, referência Multibanco, transferência bancária ou débito direto, em até 5 dias após a fatura; as empresas pagam a 30 dias. As colaboradoras não recebem dinheiro e não aceitamos pagamento com cartão no local. Nas limpezas profundas, de fim de arrendamento, pós-obra e de estofos é pedido um sinal de 30 % na marcação. Faturas em atraso há mais de 15 dias suspendem as marcações seguintes.

15. Reclamações
Se algo não ficou bem, diga-nos em até 24 horas (48 horas nas limpezas de fim de arrendamento), com fotos se possível, e voltamos para corrigir sem custos. Temos Livro de Reclamações físico e eletrónico.

16. Dados pessoais
Usamos os dados do cliente apenas para prestar o serviço e faturar, nos termos do RGPD. As fotos das limpezas de Alojamento Local e de fim de arrendamento só são partilhadas com o cliente.`,
    },
  ],
  answerable: [
    // Portuguese, close to the knowledge's words
    {
      question: 'Quanto custa a limpeza de fim de arrendamento de um T2?',
      answeredBy: [tenancy, prices],
    },
    { question: 'Como faço para pedir um orçamento?', answeredBy: [quoteRequest, booking, terms] },
    {
      question: 'Os produtos de limpeza estão incluídos no preço?',
      answeredBy: [products, prices, terms, ecoProducts, description],
    },
    // European Portuguese paraphrases with everyday words
    {
      question:
        'Procuro uma senhora da limpeza para vir lá a casa uma vez por semana. Quanto levam à hora?',
      answeredBy: [regular, prices],
    },
    {
      question: 'Preciso de uma limpeza a fundo à casa antes do Natal, é um T3. Quanto fica?',
      answeredBy: [deepClean, prices],
    },
    {
      question: 'A empregada também pode engomar a roupa enquanto está cá?',
      answeredBy: [ironing, terms, prices, services],
    },
    {
      question:
        'Vou fazer a mudança no fim do mês e tenho de deixar o apartamento impecável para o senhorio me devolver a caução. Vocês fazem isso?',
      answeredBy: [tenancy, prices, terms, services],
    },
    {
      question: 'Na limpeza semanal a senhora também lava a loiça e faz as camas?',
      answeredBy: [terms],
    },
    {
      question: 'Tenho um cão grande e dois gatos. A senhora da limpeza não se importa?',
      answeredBy: [pets],
    },
    {
      question: 'Posso marcar só duas horinhas por semana? A casa é pequenina.',
      answeredBy: [minimum, regular, prices],
    },
    // Brazilian Portuguese
    {
      question: 'Oi, vocês têm faxineira pra apartamento de 2 quartos? Quanto fica a faxina?',
      answeredBy: [regular, minimum, prices, deepClean],
    },
    {
      question: 'Vocês aceitam Pix ou cartão de crédito?',
      answeredBy: [payment, prices, terms],
    },
    {
      question:
        'Preciso de uma diarista pra limpar meu apartamento amanhã, dá pra fazer? Pode me responder no celular',
      answeredBy: [booking, prices],
    },
    {
      question: 'Eu moro em Matosinhos, vocês atendem aí ou só no Porto? Tem alguma taxa?',
      answeredBy: [area, prices, description],
    },
    {
      question: 'Vocês mandam a mesma faxineira toda vez? Não gosto de ficar trocando de pessoa',
      answeredBy: [sameCleaner, regular, terms, description],
    },
    // Chat-speak, missing accents and typos
    {
      question: 'qto custa a limpeza de um airbnb t1? tb levam lencois e toalhas?',
      answeredBy: [localStay, linen, prices],
    },
    {
      question:
        'vcs fazem limpeza pos obra? pergunto pq acabei de remodelar a cozinha e ta tudo cheio de po',
      answeredBy: [postWorks, prices, services, terms],
    },
    {
      question: 'da pra cancelar a limpesa de amanha? surgiu um imprevisto',
      answeredBy: [cancellation, terms, contract],
    },
    {
      question: 'hj nao vou estar em casa qd a senhora chegar, q faço com a chave?',
      answeredBy: [keys, terms],
    },
    {
      question: 'obg pela info! ja agora limpam as janelas por fora tb? moro num 3 andar',
      answeredBy: [windows, terms, prices, deepClean],
    },
    {
      question: 'blz, e o sofa? qto fica pra limpar um de 3 lugares',
      answeredBy: [upholstery, prices],
    },
    // Long messages, the question at the end
    {
      question:
        'Boa tarde. Sou senhoria de um T1 na Rua de Cedofeita que esteve arrendado a estudantes durante três anos. Saíram na semana passada e deixaram a casa num estado lastimável: gordura no fogão e no exaustor, calcário na banheira, o frigorífico por limpar e os armários cheios de migalhas. Tenho novos inquilinos a entrar no dia 1. Conseguem deixar a casa em condições e quanto me fica?',
      answeredBy: [tenancy, prices, terms, services],
    },
    {
      question:
        'Olá! Me mudei do Brasil pro Porto faz dois meses com meu marido e dois filhos pequenos, e a gente tá morando num apartamento em Gaia. Aqui é tudo diferente e com o trabalho eu não estou dando conta da casa. No Brasil eu tinha uma diarista que vinha toda semana. Vocês têm algo parecido? E precisa assinar contrato ou posso parar quando quiser?',
      answeredBy: [regular, contract, terms, services, prices],
    },
    {
      question:
        "Hi! I own two apartments in Ribeira that I rent out on Airbnb and Booking. My current cleaner is moving back to Brazil next month, so I need someone reliable asap. Turnovers are usually same day, checkout at 11 and check-in at 3. I also need someone to sort out the sheets and towels because there's no washing machine in either flat. What would that cost for a T1 and a T2?",
      answeredBy: [localStay, linen, prices],
    },
    {
      question:
        "Hello, we've just moved to Porto from Amsterdam with our two kids and a very hairy golden retriever. The flat we're renting in Foz is lovely but old, and honestly we can't keep up with it. We'd like a housekeeper to come once a week, ideally the same person every time and someone who speaks English. Is that something you can do?",
      answeredBy: [regular, sameCleaner, englishStaff, description, services],
    },
    // One or two words
    { question: 'Horário?', answeredBy: [hours] },
    { question: 'Colchões', answeredBy: [upholstery, prices, services] },
    { question: 'fatura IRS', answeredBy: [invoice, terms] },
    // English questions, Portuguese knowledge
    {
      question: 'How much is a move-out clean for a 2-bedroom flat?',
      answeredBy: [tenancy, prices],
    },
    {
      question: 'Do you do deep cleans? What does that include?',
      answeredBy: [deepClean, terms, prices, services],
    },
    {
      question: 'Does the maid bring her own hoover and supplies, or do I need to have them?',
      answeredBy: [products, prices, terms, ecoProducts, description],
    },
    {
      question: 'What happens if your cleaner breaks something? Are you insured?',
      answeredBy: [insurance, terms],
    },
    {
      question: 'Can I get an invoice with my NIF? I need it for my taxes.',
      answeredBy: [invoice, englishStaff, terms, description],
    },
    {
      question:
        "Do you clean offices? We're a small startup in a coworking space in Boavista, about 120 m2.",
      answeredBy: [office, services, description, prices],
    },
    {
      question: 'Can you remove limescale and mould from the shower? The grout has gone black.',
      answeredBy: [deepClean, mould, terms],
    },
    // Portuguese questions, English knowledge
    {
      question: 'Tenho bolor no teto da casa de banho, vocês conseguem tirar aquilo?',
      answeredBy: [mould, terms],
    },
    {
      question: 'As vossas funcionárias falam inglês? É para a minha mulher, que é inglesa.',
      answeredBy: [englishStaff],
    },
    {
      question:
        'Tenho um apartamento no Airbnb mas vivo em Lisboa. Conseguem tratar das limpezas sem eu estar cá?',
      answeredBy: [remoteHost, localStay, keys],
    },
    {
      question: 'Os produtos que usam são seguros para bebés? O meu filho tem 8 meses e asma.',
      answeredBy: [ecoProducts],
    },
    {
      question: 'Tenho de assinar contrato com fidelização para a limpeza semanal?',
      answeredBy: [contract, regular, terms],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Vocês fazem desinfestação? Apareceram baratas na cozinha do meu T2.',
    'Também tratam do jardim? Precisava de alguém para cortar a relva e podar as sebes uma vez por mês.',
    'A senhora da limpeza pode ficar com os meus filhos umas horas à tarde enquanto estou a trabalhar?',
    'Do you do removals? I need a van and two people to move my furniture from Porto to Gaia.',
    'Vocês recolhem a roupa em casa para lavar na lavandaria e depois entregam já passada?',
    'Vendem os produtos de limpeza que usam? Gostava de comprar o desengordurante e o limpa-vidros para usar em casa entre as vossas visitas.',
    "Can you clean our swimming pool before the summer? It's a villa in Gaia.",
    'vcs lavam carros? queria uma lavagem por dentro e por fora ao meu carro',
    // Plainly outside
    'Qual é o melhor sítio para comer uma francesinha no Porto?',
    'What time does the first metro to the airport leave in the morning?',
  ],
};
