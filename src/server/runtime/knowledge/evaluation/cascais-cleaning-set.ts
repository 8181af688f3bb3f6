import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Brilho do Lar, a home and office cleaning company with an office in Parede that works across
 * the municipalities of Cascais and Oeiras (near Lisbon): regular weekly or fortnightly home
 * cleaning with the same cleaner, one-off deep cleaning, move-in/move-out cleaning, after-works
 * cleaning, ironing at the customer's home, windows and blinds, sofas, mattresses and rugs,
 * turnovers for local-accommodation (Airbnb) owners, small offices, and looking after homes while
 * their owners are abroad. Its customers write in European Portuguese (families, older people
 * and their children, local-accommodation owners), in Brazilian Portuguese (families who moved
 * to the area, Airbnb hosts) and in English (British and American retirees, expat families and
 * digital nomads in Cascais and Estoril). The owner wrote the briefing in Portuguese, most Q&A
 * pairs in Portuguese and several in English (how payment works, whether the cleaners speak
 * English, invoices with a NIF, looking after a home while its owners are away, what a regular
 * visit includes), added one custom response for quote and visit requests, and pasted the 2026
 * price list and the general service conditions, both in Portuguese.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday words ("mulher-a-dias", "a senhora da limpeza", "passar a ferro", "marquise",
 * "persianas", "contribuinte", "faxina", "diarista", "moças registradas", "key holding", "pop
 * in"), long messages with a story around the question, typos and chat-speak ("qnt", "vcs", "k",
 * "ksa", "qd", "d", "q", "u", "b4", "nxt", "smth", "wat", "ur", no accents), one- or two-word
 * questions, and Portuguese questions against English knowledge and the reverse. The outside
 * questions include hard negatives that share words with the knowledge (a condominium's stairs,
 * a cleaning job, eco products for sale, a car's upholstery, a cleaner to mind the children,
 * removals, renting the sofa-cleaning machine, pest control).
 */

const english = qaIn('English');
const portuguese = qaIn('Portuguese');

// The sources' titles, as the answers name them.
const zones = 'Em que zonas trabalham?';
const contact = 'Qual é o vosso horário e como vos posso contactar?';
const regularPrice = 'Quanto custa a limpeza doméstica regular?';
const regularHow = 'Como funciona a limpeza semanal ou quinzenal?';
const deepClean = 'O que inclui a limpeza a fundo e quanto custa?';
const moveOut = 'Fazem limpezas de mudança, de entrada ou saída de casa?';
const afterWorks = 'Fazem limpeza pós-obra?';
const ironing = 'Fazem serviço de engomadoria?';
const windows = 'Limpam janelas, vidros e estores?';
const airbnb = 'Fazem limpezas de alojamento local entre hóspedes?';
const offices = 'Fazem limpeza de escritórios?';
const upholstery = 'Limpam sofás, colchões e tapetes?';
const products = 'Levam os produtos e o material de limpeza?';
const keys = 'Preciso de estar em casa durante a limpeza?';
const sameCleaner = 'Vem sempre a mesma pessoa a minha casa?';
const trust = 'As vossas funcionárias são de confiança e estão seguradas?';
const cancel = 'Como posso cancelar ou mudar a data de uma limpeza?';
const breakage = 'E se partirem ou estragarem alguma coisa?';
const pets = 'Há problema se tiver animais em casa?';
const booking = 'Como marco a primeira limpeza?';
const discounts = 'Têm descontos?';
const payment = 'How do I pay for the cleaning?';
const englishSpeaking = 'Do your cleaners speak English?';
const invoice = 'Can I get an invoice with my NIF?';
const abroad = 'Can you look after my home while I am away?';
const included = 'What is included in a regular cleaning visit?';
const prices = 'Tabela de preços 2026';
const terms = 'Condições gerais de prestação de serviços';
const quoteRequest = 'Pedido de orçamento ou de visita';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const cascaisCleaningSet: EvaluationSet = {
  name: 'Cascais cleaning company (Brilho do Lar)',
  heldOut: false,
  agentName: 'Rita',
  briefing: {
    companyName: 'Brilho do Lar',
    industry: 'services',
    description:
      'A Brilho do Lar é uma empresa de limpezas domésticas e de escritórios que trabalha nos concelhos de Cascais e de Oeiras. Foi fundada em 2012 por Fernanda Rocha, depois de vinte anos a trabalhar em hotelaria no Estoril, e tem hoje 26 técnicas de limpeza e 3 pessoas no escritório, que fica na Rua Sampaio Bruno, 18, loja A, na Parede. Todas as nossas funcionárias têm contrato de trabalho, estão inscritas na Segurança Social e estão cobertas pelo nosso seguro de responsabilidade civil. Limpamos casas, apartamentos e moradias de famílias, de pessoas idosas e de estrangeiros que vivem na zona, alojamentos locais e pequenos escritórios. A equipa do escritório fala português, inglês e espanhol, e várias das nossas funcionárias falam inglês. Temos cerca de 380 clientes regulares e trabalhamos com mais de 60 alojamentos locais.',
    targetAudience:
      'Famílias com filhos e casais que trabalham fora, em Cascais, Estoril, Parede, Carcavelos, Oeiras, Paço de Arcos e Algés; pessoas idosas que vivem sozinhas e filhos que procuram ajuda para os pais; estrangeiros que vivem em Cascais e no Estoril, como reformados britânicos e americanos, famílias expatriadas e nómadas digitais; proprietários e gestores de alojamento local; inquilinos e senhorios em mudança; quem acabou obras em casa; pequenas empresas, consultórios e lojas.',
    keyServices:
      'Limpeza doméstica regular, semanal ou quinzenal, sempre com a mesma funcionária; limpezas pontuais; limpeza a fundo; limpeza de mudança, de entrada ou saída de casa; limpeza pós-obra; engomadoria em casa do cliente; limpeza de vidros, marquises e estores; limpeza de sofás, colchões e tapetes ao domicílio; limpezas de alojamento local entre hóspedes, com lavandaria da roupa de cama e relatório com fotografias; limpeza de pequenos escritórios, consultórios e lojas até 400 m²; acompanhamento de casas enquanto os donos estão fora; guarda de chaves gratuita. Produtos e material de limpeza incluídos em todos os serviços.',
    commonQuestions:
      'Quanto custa a limpeza por hora e quantas horas são precisas, o que inclui a limpeza a fundo e a limpeza de mudança, em que zonas trabalhamos, se levamos os produtos, se é preciso estar em casa e o que fazemos com as chaves, se vai sempre a mesma funcionária, se as funcionárias têm contrato e seguro, o que acontece se partirem alguma coisa, como cancelar, como pagar, se as funcionárias falam inglês, se passamos fatura com NIF e quanto custam as limpezas de alojamento local.',
    languages: ['Portuguese', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Respostas curtas e claras, com os preços em euros (com IVA) e o número de horas, e sempre com o passo seguinte: marcar a visita gratuita, pedir um orçamento ou escrever-nos por WhatsApp. Em português, escrevemos em português de Portugal, com um tratamento cordial (o senhor, a senhora ou você), com paciência redobrada com os clientes mais velhos, e explicamos as palavras que um cliente brasileiro pode não conhecer (por exemplo «mulher-a-dias» ou «T2»). A quem nos escreve em inglês, respondemos em inglês.',
    personality:
      'Como a Fernanda ao telefone: calorosa, organizada e de confiança, que percebe que deixar alguém entrar em casa é uma questão de confiança, que é honesta sobre o que fazemos e o que não fazemos, e que trata cada casa como se fosse a sua.',
    responseTemplates: [
      {
        scenario: quoteRequest,
        response:
          'Com todo o gosto! Para lhe darmos um preço certo ou marcarmos a visita, diga-nos: que serviço procura (limpeza regular semanal ou quinzenal, limpeza a fundo, limpeza de mudança, pós-obra, vidros, engomadoria, sofás e colchões, alojamento local ou escritório); a morada, ou pelo menos a freguesia e o código postal; a tipologia (T1, T2...) e os metros quadrados, e quantas casas de banho tem; a data ou o dia da semana e a hora que prefere; se tem animais; e se vai estar em casa ou se nos deixa a chave. Para limpezas pós-obra, escritórios e moradias grandes, marcamos uma visita gratuita de cerca de 20 minutos, de segunda a sábado. Pode enviar-nos fotografias por WhatsApp para o +351 926 318 540 ou escrever para geral@brilhodolar.example; respondemos com o orçamento no prazo de 24 horas úteis.',
      },
    ],
  },
  qa: [
    portuguese(
      zones,
      'Trabalhamos em todo o concelho de Cascais (Cascais, Estoril, Monte Estoril, São João e São Pedro do Estoril, Parede, Carcavelos, São Domingos de Rana, Alcabideche, Birre, Quinta da Marinha e Guincho) e em todo o concelho de Oeiras (Oeiras, Paço de Arcos, Caxias, Santo Amaro de Oeiras, Algés, Linda-a-Velha, Carnaxide, Queijas, Porto Salvo, Barcarena e Cruz Quebrada-Dafundo). Nestas zonas não cobramos deslocação. Em Lisboa só vamos a Belém e ao Restelo, e apenas para limpezas pontuais (limpeza a fundo, de mudança e pós-obra), com uma taxa de deslocação de 15 €. Não trabalhamos no concelho de Sintra nem no resto de Lisboa. Se tiver dúvidas, diga-nos o seu código postal.',
    ),
    portuguese(
      contact,
      'O escritório fica na Rua Sampaio Bruno, 18, loja A, 2775-279 Parede, a 5 minutos a pé da estação de comboios, e está aberto de segunda a sexta das 9h00 às 18h30 e ao sábado das 9h00 às 13h00. Pode ligar para o 214 567 382, escrever-nos por WhatsApp para o +351 926 318 540 (respondemos no próprio dia útil) ou por e-mail para geral@brilhodolar.example. As limpezas fazem-se de segunda a sábado, entre as 8h00 e as 20h00. Ao domingo e nos feriados só fazemos limpezas de alojamento local entre hóspedes. Em agosto o escritório funciona das 9h00 às 14h00, mas as limpezas continuam normalmente.',
    ),
    portuguese(
      regularPrice,
      'A limpeza regular é cobrada à hora, com os produtos, o material e o IVA incluídos: 14,50 € por hora na limpeza semanal, 15,50 € por hora na quinzenal e 17,50 € por hora numa limpeza pontual (uma só vez). Cada visita tem um mínimo de 3 horas (4 horas nas pontuais). Ao sábado acrescem 2 € por hora. Para ter uma ideia, um T1 precisa de cerca de 3 horas, um T2 de 3 a 4 horas, um T3 de 4 horas e um T4 ou uma moradia de 5 a 6 horas. Por exemplo, um T2 com limpeza semanal de 3 horas fica em 43,50 € por visita, cerca de 188 € por mês. Se não tiver aspirador, levamos o nosso por mais 5 € por visita. Os clientes com mais de 70 anos têm 5 % de desconto na limpeza regular.',
    ),
    portuguese(
      regularHow,
      'Combinamos consigo um dia fixo da semana e uma hora de entrada (por exemplo, às terças às 9h00), e é sempre a mesma funcionária a ir a sua casa. Antes de começar, a nossa coordenadora, a Joana, faz uma visita gratuita de 20 minutos para ver a casa e acordar consigo a lista de tarefas e o número de horas. Pode mudar as tarefas quando quiser, dentro das horas marcadas. Pode suspender as limpezas até 4 semanas por ano (férias, viagens) sem perder o seu dia e a sua hora, desde que avise com 7 dias de antecedência. Não há fidelização: para terminar o serviço, basta avisar com 15 dias de antecedência. As limpezas são faturadas no fim de cada mês.',
    ),
    portuguese(
      deepClean,
      'A limpeza a fundo (ou limpeza geral) é feita por duas técnicas, numa casa habitada, e demora entre 5 e 8 horas. Inclui tudo o que uma limpeza normal inclui e ainda: o interior dos armários da cozinha e dos roupeiros (esvaziamos e voltamos a arrumar), o forno, o micro-ondas, o frigorífico e o exaustor com os filtros, os azulejos e as juntas, a remoção de calcário nas casas de banho, as portas, os rodapés, os interruptores, os candeeiros ao alcance, os vidros e os caixilhos pelo lado de dentro e as varandas. Preços com IVA e produtos incluídos: T0/T1 165 €, T2 215 €, T3 265 €, T4 325 €; moradias a partir de 360 €, com orçamento depois de uma visita. Os vidros pelo lado de fora, a limpeza de sofás e colchões e a lavagem de paredes não estão incluídos, mas podem ser acrescentados. Os clientes da limpeza regular têm 10 % de desconto na primeira limpeza a fundo.',
    ),
    portuguese(
      moveOut,
      'Sim. A limpeza de mudança é feita com a casa vazia, antes de entrar numa casa nova ou depois de sair, por exemplo para entregar a casa ao senhorio e recuperar a caução. Inclui o interior de todos os armários, roupeiros e gavetas, os eletrodomésticos que ficarem na casa (forno, frigorífico, exaustor), as casas de banho com remoção de calcário, os vidros dos dois lados onde houver acesso seguro, os estores, os rodapés, as portas e o chão. Preços com IVA: T0/T1 150 €, T2 195 €, T3 245 €, T4 300 €; moradias a partir de 330 €. Garagem ou arrecadação: mais 30 €. Se a casa ainda tiver móveis ou muito pó de obras, aplica-se o preço da limpeza a fundo ou da limpeza pós-obra. Podemos ir buscar e entregar as chaves à imobiliária ou ao senhorio sem custo, e enviamos fotografias no fim para poder mostrar o estado em que a casa ficou.',
    ),
    portuguese(
      afterWorks,
      'Sim, depois de obras de pintura, de remodelação da cozinha ou da casa de banho, ou de uma remodelação completa. Retiramos o pó fino de todas as superfícies, incluindo o interior dos armários, e os restos de tinta, cimento, cola e silicone em chãos, azulejos, vidros e caixilhos. O preço é por metro quadrado, com IVA: 2,80 €/m² depois de obras ligeiras (pinturas e pequenas reparações) e 3,80 €/m² depois de uma remodelação, com um mínimo de 280 €. Damos sempre o preço final depois de uma visita gratuita. A obra tem de estar terminada, com água e luz, e os trabalhadores da obra já não podem estar em casa. Não fazemos a remoção de entulho nem de restos de materiais: isso fica a cargo do empreiteiro. Para trabalhos acima de 500 €, pedimos um sinal de 30 % na marcação.',
    ),
    portuguese(
      ironing,
      'Sim, passamos a ferro em sua casa, com o seu ferro e a sua tábua. Pode pedir à funcionária que engome durante a limpeza regular, dentro das horas marcadas, ou marcar visitas só de engomadoria, com um mínimo de 2 horas, a 15,50 € por hora. Em 2 horas engomamos, em média, 20 a 25 peças, como camisas, calças e roupa de cama. Dobramos e arrumamos a roupa ou deixamo-la em cabides, como preferir. Não engomamos peças que na etiqueta digam para não passar a ferro, nem seda ou peças delicadas de cerimónia: separe-as antes.',
    ),
    portuguese(
      windows,
      'Sim. Na limpeza de vidros, limpamos os vidros pelos dois lados, os caixilhos, as calhas e as portadas, as marquises e as portas de varanda. Os estores exteriores também são limpos, quando se chega a eles em segurança a partir de dentro ou da varanda. Preços com IVA: apartamento T0 a T2, 65 €; T3 e T4, 90 €; moradias a partir de 120 €, com orçamento. Por razões de segurança, não limpamos o lado de fora dos vidros a que só se chega pelo exterior, com escada alta, andaime ou cordas (por exemplo claraboias ou fachadas de prédios). Na limpeza regular, os vidros pelo lado de dentro podem entrar nas tarefas normais, dentro das horas marcadas.',
    ),
    portuguese(
      airbnb,
      'Sim, trabalhamos com mais de 60 alojamentos locais em Cascais, no Estoril, em Carcavelos e em Oeiras. A limpeza entre hóspedes inclui a limpeza completa da casa, fazer as camas e trocar as toalhas, repor o papel higiénico, o sabonete e o detergente com os produtos que deixar no alojamento, despejar o lixo e verificar se há danos ou objetos esquecidos, com um relatório com fotografias por WhatsApp no fim. Preços com IVA: T0/T1 42 €, T2 55 €, T3 72 €, T4 90 €. Ao domingo e nos feriados, e nas marcações com menos de 24 horas, acrescem 15 €. Fazemos as limpezas entre as 11h00 e as 16h00, para cumprir os horários de check-out e de check-in. Lavamos e passamos a roupa de cama e as toalhas do alojamento numa lavandaria parceira: 9 € por kit de cama de casal e 7 € por kit de cama individual (lençóis, capa de edredão, fronhas e toalhas). Pode enviar-nos o calendário das reservas (Airbnb ou Booking) e nós organizamos as limpezas.',
    ),
    portuguese(
      offices,
      'Sim, de pequenos escritórios, consultórios, lojas e espaços de coworking até 400 m², em Cascais e Oeiras. Fazemos a limpeza antes da abertura (a partir das 7h00) ou depois do fecho (até às 21h00), para não incomodar quem lá trabalha. O preço é de 16,50 € por hora, com IVA, produtos e material incluídos, com um mínimo de 2 horas por visita e de uma visita por semana, num contrato mensal sem fidelização (30 dias de aviso para terminar). A limpeza inclui secretárias (sem mexer em papéis), chão, casas de banho, copa, caixotes do lixo e vidros interiores. Os consumíveis (papel higiénico, toalhas de papel, sabonete) podem ser fornecidos por nós e faturados ao preço de custo. Fazemos uma visita gratuita e enviamos o orçamento em 48 horas; a fatura é mensal, em nome da empresa.',
    ),
    portuguese(
      upholstery,
      'Sim, em sua casa, com uma máquina de injeção e extração que lava o tecido em profundidade e retira o pó, os ácaros e a maior parte das nódoas. Preços com IVA: sofá de 2 lugares 55 €, sofá de 3 lugares 70 €, sofá de canto ou com chaise longue 90 €, cadeira estofada 10 €, colchão de solteiro 35 €, colchão de casal 50 €, tapete 9 € por m² (mínimo 35 €). O tecido fica húmido e demora 4 a 8 horas a secar: abra as janelas e não se sente no sofá até estar seco. Não limpamos sofás de pele nem de camurça, nem tapetes de seda ou persas antigos. Pode juntar este serviço a uma limpeza a fundo ou de mudança.',
    ),
    portuguese(
      products,
      'Sim, levamos todos os produtos e o material: detergente multiusos, desengordurante, anticalcário, limpa-vidros, panos de microfibra de cores diferentes para a cozinha e para as casas de banho, esfregona e balde. Está tudo incluído no preço. Se preferir, usamos produtos ecológicos certificados (Ecolabel), sem custo extra: basta pedir. Não usamos lixívia sem a sua autorização. Usamos o seu aspirador; se não tiver, levamos o nosso por 5 € por visita. Se quiser que usemos os seus produtos (por exemplo, para o chão de madeira ou para o mármore), deixe-os à vista; o preço é o mesmo. Nas limpezas a fundo, de mudança e pós-obra, levamos também máquina a vapor e aspirador profissional.',
    ),
    portuguese(
      keys,
      'Não. A maior parte dos nossos clientes está a trabalhar ou fora de casa durante a limpeza. Pode deixar-nos uma chave: guardamo-la no cofre do escritório, identificada apenas com um número (nunca com a morada), e assinamos um termo de entrega. A guarda da chave é gratuita, e devolvemos a chave no prazo de 24 horas, quando a pedir. Também podemos usar um cofre de chaves ou um código de entrada, e anotar o código do alarme. Na primeira visita, recomendamos que esteja presente para nos mostrar a casa e explicar o que é mais importante para si.',
    ),
    portuguese(
      sameCleaner,
      'Sim, na limpeza regular vai sempre a mesma funcionária, no mesmo dia e à mesma hora. Quando ela está de férias ou doente, avisamos e mandamos uma substituta que já conhece as suas notas e a lista de tarefas ou, se preferir, saltamos essa semana sem custo. Se por alguma razão não ficar satisfeito com a funcionária, diga-nos e trocamos, sem perguntas. Nas limpezas a fundo, de mudança e pós-obra, vai uma equipa de 2 ou 3 pessoas.',
    ),
    portuguese(
      trust,
      'Sim. Todas as nossas 26 técnicas de limpeza têm contrato de trabalho connosco e descontam para a Segurança Social: não trabalhamos com pessoas a recibos verdes nem sem contrato. Antes de entrar, cada uma apresenta o certificado de registo criminal, passa por uma entrevista e pela verificação de duas referências, e faz duas semanas de formação com a nossa coordenadora. Temos seguro de acidentes de trabalho e seguro de responsabilidade civil até 300 000 €, da Fidelidade, que cobre os danos acidentais em sua casa. Assim, não tem de se preocupar com contratos, descontos nem seguros, como teria se contratasse uma empregada diretamente.',
    ),
    portuguese(
      cancel,
      'Basta avisar-nos por WhatsApp, telefone ou e-mail. Cancelar ou mudar a data é gratuito até 48 horas antes da hora marcada. Com menos de 48 horas, cobramos 50 % do valor da visita; com menos de 24 horas, ou se a funcionária não conseguir entrar em casa (ninguém abre a porta, a chave não está no sítio combinado), cobramos a visita completa, no mínimo 3 horas. Nas limpezas de alojamento local, o cancelamento é gratuito até 24 horas antes. Nas limpezas pós-obra e noutros trabalhos em que pagou sinal, o sinal é devolvido se cancelar com pelo menos 72 horas de antecedência. Se formos nós a ter de mudar a data, avisamos o mais cedo possível e nunca cobramos nada.',
    ),
    portuguese(
      breakage,
      'Pode acontecer, e é para isso que temos seguro. A funcionária tem instruções para nos avisar logo e para lhe deixar uma nota. Se for o cliente a encontrar o dano, comunique-nos no prazo de 48 horas, com fotografias. Os danos até 150 € pagamo-los diretamente, sem passar pelo seguro; acima disso, seguem para o nosso seguro de responsabilidade civil (até 300 000 €). Não estão cobertos o desgaste normal, os defeitos que já existiam, os objetos mal fixados (quadros, prateleiras, cortinados) nem joias, dinheiro ou objetos de grande valor que não nos tenham sido indicados antes. Peça-nos para não mexer em peças frágeis ou de valor, e guarde as joias e o dinheiro.',
    ),
    portuguese(
      pets,
      'Nenhum: a maior parte das nossas funcionárias gosta de animais. Diga-nos na marcação se tem cães, gatos ou outros animais, porque algumas funcionárias são alérgicas a gatos e escolhemos outra. Se o cão puder fugir quando a porta abre, ou não gostar de estranhos, deixe-o numa divisão fechada ou no quintal durante a limpeza. Os pelos fazem parte da limpeza normal; se quiser que mudemos a areia do gato ou lavemos as taças, diga-nos e fazemo-lo dentro das horas da visita. Em casas com muitos pelos, recomendamos mais meia hora por visita.',
    ),
    portuguese(
      booking,
      'Escreva-nos por WhatsApp (+351 926 318 540) ou por e-mail, ou preencha o formulário em www.brilhodolar.example, com a morada, a tipologia da casa e o serviço que procura. Para a limpeza regular, marcamos primeiro a visita gratuita da coordenadora e, normalmente, começamos na semana seguinte. As limpezas pontuais devem ser marcadas com pelo menos 5 dias úteis de antecedência; de junho a setembro, as limpezas de mudança e de alojamento local devem ser marcadas com 2 semanas. Se precisar para o próprio dia ou para o dia seguinte, tentamos encaixar, com uma taxa de urgência de 25 €. Para limpezas pós-obra, escritórios e moradias grandes, o preço é dado depois de uma visita gratuita.',
    ),
    portuguese(
      discounts,
      'Sim: os clientes com mais de 70 anos têm 5 % de desconto na limpeza regular; os clientes da limpeza semanal ou quinzenal têm 10 % de desconto na primeira limpeza a fundo; e, se nos recomendar a um amigo, cada um de vocês recebe 20 € de desconto depois da terceira limpeza do amigo. Nos alojamentos locais, a partir de 15 limpezas por mês, fazemos um preço por contrato. Os descontos não se acumulam entre si.',
    ),
    english(
      payment,
      'For regular weekly or fortnightly cleaning, we send you one invoice at the end of each month, and you have 8 days to pay it by bank transfer, MB Way or SEPA direct debit (many clients who live abroad part of the year prefer direct debit). One-off services (deep cleaning, move-in/move-out, windows, upholstery) are paid on the day or within 3 days of the invoice. You can also pay by Visa or Mastercard through a payment link we send by email, at no extra cost, and foreign cards and transfers in euros from UK or US accounts (for example through Wise or Revolut) are fine. For after-works cleaning over €500 we ask for a 30% deposit when you book. We do not accept cash, and please never pay the cleaner directly. Our IBAN is on every invoice.',
    ),
    english(
      englishSpeaking,
      'Our office team speaks English (Fernanda, the owner, and Joana, our coordinator, also speak Spanish), so you can write to us in English by WhatsApp or email. About a third of our cleaners speak good English, and for regular cleaning we assign an English-speaking cleaner whenever you ask for one; the others understand the basics. Your task list and any notes are kept in writing in both Portuguese and English, and if you need to tell your cleaner something specific, just message the office and we will pass it on in Portuguese. Many of our clients are British, American, Dutch and German families and retirees in Cascais and Estoril.',
    ),
    english(
      invoice,
      'Yes. Every service comes with a certified invoice, sent by email and reported to the Tax Authority (e-fatura). Just give us your NIF (Portuguese tax number) before the first cleaning and it will appear on all your invoices. If you do not have a NIF yet, we can issue the invoice with your name and passport number or your foreign tax number, or as a final consumer. All our prices include VAT (IVA) at 23%. Companies and local-accommodation (AL) owners get the invoice in the company’s name, with the company’s NIF, and monthly clients get one invoice per month. If you live in Portugal and file an IRS return, these invoices count towards your general family expenses.',
    ),
    english(
      abroad,
      'Yes. Many of our clients spend part of the year in the UK, the US or elsewhere. While you are away, we can visit your home once or twice a month (€35 per visit, about 45 minutes): we open the windows to air the house, run the taps and flush the toilets, check for leaks, damp and power cuts, collect the post and send you photos by WhatsApp. Before you come back, we do a pre-arrival cleaning at the one-off rate (€17.50 per hour) and can make the beds with fresh linen, so the house is ready when you land. We keep your key in our office safe, free of charge. Just send us your travel dates.',
    ),
    english(
      included,
      'In a regular visit we clean the whole home following the task list agreed with you. In the kitchen: worktops, hob, sink, the outside of the appliances and the inside of the microwave, and washing up any dishes left out. In the bathrooms: toilets, showers and baths, sinks, mirrors and tiles within reach. In every room: dusting furniture and surfaces, vacuuming and mopping the floors, making the beds and changing the bed linen if you leave it out, emptying the bins and tidying up. Ironing and the inside of the windows can be added within the booked hours. The inside of the oven, fridge and kitchen cupboards, the outside of the windows, washing walls and cleaning sofas are not part of a regular visit: they are done in a deep cleaning or booked as extras. For safety, our cleaners do not move heavy furniture or climb higher than a three-step ladder.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'Portuguese',
      text: `TABELA DE PREÇOS 2026 – Brilho do Lar, Limpezas, Lda.
Rua Sampaio Bruno, 18, loja A, 2775-279 Parede · Tel. 214 567 382 · WhatsApp +351 926 318 540 · geral@brilhodolar.example
Preços em euros, com IVA incluído à taxa de 23 %, válidos de 1 de janeiro a 31 de dezembro de 2026. Produtos e material de limpeza incluídos em todos os serviços. Deslocação gratuita nos concelhos de Cascais e de Oeiras.

1. Limpeza doméstica regular e pontual (preço por hora)
- Semanal: 14,50 €/h
- Quinzenal: 15,50 €/h
- Pontual (uma só vez): 17,50 €/h
- Mínimo por visita: 3 horas (pontual: 4 horas)
- Sábado: + 2 €/h
- Engomadoria durante a limpeza: ao mesmo preço por hora, dentro das horas marcadas
- Visita só de engomadoria (mínimo 2 horas): 15,50 €/h
- Aspirador da empresa (se o cliente não tiver): 5 € por visita
- Tempo indicativo: T1 3 h; T2 3 a 4 h; T3 4 h; T4 ou moradia 5 a 6 h

Extras numa limpeza regular ou pontual
- Interior do forno: 20 €
- Interior do frigorífico: 15 €
- Interior dos armários da cozinha: 30 €
- Lavagem de paredes (por divisão): 20 €

2. Limpeza a fundo (casa habitada, 2 técnicas, 5 a 8 horas)
- T0/T1: 165 €
- T2: 215 €
- T3: 265 €
- T4: 325 €
- Moradias: a partir de 360 € (orçamento após visita gratuita)
- Casa de banho adicional (além de 2): 25 €
- Clientes da limpeza regular: 10 % de desconto na primeira limpeza a fundo

3. Limpeza de mudança (casa vazia, entrada ou saída)
- T0/T1: 150 €
- T2: 195 €
- T3: 245 €
- T4: 300 €
- Moradias: a partir de 330 €
- Garagem ou arrecadação: + 30 €
- Recolha e entrega de chaves na imobiliária ou ao senhorio: grátis

4. Limpeza pós-obra (preço por m² de área útil, após visita gratuita)
- Depois de obras ligeiras (pintura, pequenas reparações): 2,80 €/m²
- Depois de remodelação: 3,80 €/m²
- Mínimo: 280 €
- Sinal de 30 % na marcação para trabalhos acima de 500 €
- Remoção de entulho: não incluída (a cargo do empreiteiro)

5. Limpeza de vidros (vidros dos dois lados, caixilhos, calhas, marquises e estores exteriores acessíveis)
- Apartamento T0 a T2: 65 €
- Apartamento T3 e T4: 90 €
- Moradias: a partir de 120 €

6. Limpeza de estofos, colchões e tapetes (ao domicílio, máquina de injeção e extração)
- Sofá de 2 lugares: 55 €
- Sofá de 3 lugares: 70 €
- Sofá de canto ou com chaise longue: 90 €
- Cadeira estofada: 10 €
- Colchão de solteiro: 35 €
- Colchão de casal: 50 €
- Tapete: 9 €/m² (mínimo 35 €)

7. Alojamento local (limpeza entre hóspedes, entre as 11h00 e as 16h00)
- T0/T1: 42 €
- T2: 55 €
- T3: 72 €
- T4: 90 €
- Domingos e feriados: + 15 €
- Marcação com menos de 24 horas: + 15 €
- Lavandaria da roupa do alojamento (lavada e passada): kit de cama de casal 9 €; kit de cama individual 7 €
- Relatório com fotografias por WhatsApp: incluído
- A partir de 15 limpezas por mês: preço por contrato, sob consulta

8. Escritórios, consultórios e lojas (até 400 m², contrato mensal)
- 16,50 €/h, mínimo de 2 horas por visita e de 1 visita por semana
- Horário: das 7h00 à abertura, ou do fecho até às 21h00
- Consumíveis (papel higiénico, toalhas de papel, sabonete): ao preço de custo

9. Acompanhamento de casa na ausência do proprietário
- Visita de verificação (cerca de 45 minutos, com fotografias por WhatsApp): 35 €
- Limpeza antes da chegada: ao preço da limpeza pontual (17,50 €/h)
- Fazer as camas com roupa lavada: incluído na limpeza antes da chegada

10. Taxas
- Urgência (limpeza para o próprio dia ou para o dia seguinte): 25 €
- Deslocação a Belém e ao Restelo (Lisboa, só limpezas pontuais): 15 €
- Guarda de chaves: grátis
- Cancelamento: grátis até 48 horas antes; 50 % entre 48 e 24 horas; 100 % com menos de 24 horas ou sem acesso à casa (mínimo 3 horas)
- Cancelamento de limpezas de alojamento local: grátis até 24 horas antes

11. Descontos (não acumuláveis)
- Clientes com mais de 70 anos: 5 % na limpeza regular
- Primeira limpeza a fundo de clientes da limpeza regular: 10 %
- Recomendação de um amigo: 20 € de desconto para cada um, depois da terceira limpeza do amigo`,
    },
    {
      title: terms,
      language: 'Portuguese',
      text: `Condições gerais de prestação de serviços – Brilho do Lar, Limpezas, Lda. (em vigor a partir de 1 de janeiro de 2026)

1. Serviços e zona de atuação
A Brilho do Lar presta serviços de limpeza doméstica regular e pontual, limpeza a fundo, limpeza de mudança, limpeza pós-obra, limpeza de vidros, marquises e estores, engomadoria em casa do cliente, limpeza de sofás, colchões e tapetes em casa do cliente, limpeza de alojamento local, limpeza de escritórios, consultórios e lojas até 400 m², e acompanhamento de casas na ausência dos proprietários. Os serviços são prestados nos concelhos de Cascais e de Oeiras, sem custo de deslocação. Em Lisboa, apenas na freguesia de Belém (incluindo o Restelo) e só para limpezas pontuais, com taxa de deslocação. Os serviços são prestados de segunda a sábado, entre as 8h00 e as 20h00; ao domingo e nos feriados, apenas limpezas de alojamento local.

2. Marcação e orçamentos
Os orçamentos são gratuitos e válidos por 30 dias. Os serviços de limpeza pós-obra, de escritórios e de moradias são orçamentados depois de uma visita gratuita. Os preços por tipologia pressupõem uma casa em condições normais de utilização; se, à chegada, o estado da casa exigir muito mais tempo do que o previsto (sujidade acumulada durante meses, gordura muito antiga, excesso de objetos), a equipa informa o cliente antes de começar e o preço só é ajustado com o seu acordo.

3. Pagamento e faturação
A limpeza regular é faturada no fim de cada mês e paga no prazo de 8 dias. Os serviços pontuais são pagos no dia ou no prazo de 3 dias após a emissão da fatura. São aceites transferência bancária, MB Way, débito direto SEPA e cartão Visa ou Mastercard através de link de pagamento. Não são aceites pagamentos em numerário nem pagamentos feitos diretamente às técnicas. Todas as faturas são certificadas, comunicadas à Autoridade Tributária e emitidas com o NIF indicado pelo cliente. Os preços incluem o IVA à taxa legal de 23 %. Em caso de atraso no pagamento superior a 15 dias, os serviços podem ser suspensos até à regularização.

4. Cancelamentos e alterações
O cancelamento ou a alteração da data são gratuitos até 48 horas antes da hora marcada. Entre 48 e 24 horas antes, é cobrado 50 % do valor do serviço; com menos de 24 horas de antecedência, ou se a técnica não conseguir aceder à casa à hora marcada, é cobrado o valor total, com um mínimo de 3 horas. Nas limpezas de alojamento local, o cancelamento é gratuito até 24 horas antes. Os sinais pagos são devolvidos se o cancelamento for feito com pelo menos 72 horas de antecedência.

5. Acesso à casa e chaves
O cliente garante o acesso à casa à hora marcada, com água e eletricidade. As chaves confiadas à Brilho do Lar são guardadas em cofre, identificadas apenas por um código numérico, contra termo de entrega assinado, e devolvidas no prazo de 24 horas a pedido do cliente. A guarda de chaves é gratuita. Os códigos de alarme e de acesso são tratados como confidenciais.

6. Produtos, equipamentos e tarefas excluídas
Os produtos e o material de limpeza estão incluídos; é usado o aspirador do cliente, ou o da empresa mediante taxa. Não é usada lixívia sem autorização do cliente. Por razões de segurança e de seguro, não são realizados: trabalhos em altura acima de um escadote de três degraus; a limpeza do lado de fora de vidros sem acesso seguro; a deslocação de móveis com mais de 20 kg; a limpeza de fluidos biológicos ou de casas em estado de insalubridade; a remoção de entulho ou de restos de obra; o polimento, envernizamento ou tratamento de pedra, mármore e madeira; a limpeza de sofás de pele ou de camurça.

7. Danos e seguro
A Brilho do Lar dispõe de seguro de responsabilidade civil até 300 000 € e de seguro de acidentes de trabalho. Os danos devem ser comunicados no prazo de 48 horas, com fotografias. Os danos até 150 € são pagos diretamente pela empresa; os de valor superior são participados ao seguro. Excluem-se o desgaste normal, os defeitos preexistentes, os objetos mal fixados e os objetos de valor, joias ou dinheiro que não tenham sido indicados antes do serviço.

8. Pessoal
Todas as técnicas têm contrato de trabalho com a Brilho do Lar, estão inscritas na Segurança Social, apresentaram certificado de registo criminal e receberam formação interna. Durante a prestação de serviços e nos 12 meses seguintes ao seu fim, o cliente compromete-se a não contratar diretamente, nem por intermédio de terceiros, qualquer técnica que lhe tenha sido apresentada pela Brilho do Lar; o incumprimento dá lugar a uma indemnização de 1 500 €.

9. Qualidade e reclamações
Se o cliente não ficar satisfeito com uma limpeza, deve informar-nos no prazo de 24 horas, se possível com fotografias; a Brilho do Lar volta para repetir sem custo as tarefas em causa no prazo de 48 horas. Não são feitos reembolsos sem que nos seja dada a oportunidade de corrigir o serviço. O cliente pode também apresentar reclamação no Livro de Reclamações Eletrónico.

10. Suspensão e fim do serviço
A limpeza regular pode ser suspensa até 4 semanas por ano, com aviso de 7 dias, sem perda do dia e da hora marcados. Não há período de fidelização: o serviço regular termina com aviso de 15 dias, e os contratos de escritórios com aviso de 30 dias.

11. Proteção de dados
Os dados do cliente são usados apenas para a prestação do serviço e para a faturação. As fotografias tiradas na casa do cliente servem só para os relatórios e são apagadas ao fim de 30 dias.

12. Litígios
Em caso de litígio, o cliente pode recorrer ao Centro de Arbitragem de Conflitos de Consumo de Lisboa.`,
    },
  ],
  answerable: [
    // Portuguese paraphrases with everyday words
    {
      question: 'Quanto levam à hora por uma mulher-a-dias uma vez por semana?',
      answeredBy: [regularPrice, prices],
    },
    {
      question:
        'Também passam a ferro? Tenho sempre um monte de camisas do meu marido para engomar.',
      answeredBy: [ironing, included, prices, terms, services],
    },
    {
      question:
        'Fazem aquela limpeza para entregar a casa ao senhorio quando a gente sai? Quero a caução de volta.',
      answeredBy: [moveOut, prices, terms, services],
    },
    {
      question: 'A senhora da limpeza limpa também a marquise e as persianas?',
      answeredBy: [windows, prices, terms, services],
    },
    {
      question:
        'Depois de pintarmos a casa ficou tudo cheio de pó e pingos de tinta. Vocês tratam disso?',
      answeredBy: [afterWorks, prices, terms, services],
    },
    // Long messages, in Portuguese (European and Brazilian), the question inside
    {
      question:
        'Boa tarde. Tenho 78 anos e vivo sozinha num T2 em Paço de Arcos. A minha filha mora no estrangeiro e insiste que eu arranje alguém para me ajudar com a casa, porque já não consigo limpar como antigamente. Queria uma senhora uma vez por semana, de manhã. Quanto é que isso me fica por mês? Ouvi dizer que há descontos para pessoas mais velhas.',
      answeredBy: [regularPrice, discounts, prices],
    },
    {
      question:
        'Oi gente! Tenho dois apartamentos no Airbnb em Carcavelos, um T1 e um T2, e a diarista que eu tinha voltou pro Brasil. Preciso de alguém que faça a faxina entre um hóspede e outro, troque a roupa de cama e me mande fotos depois. Vocês fazem isso? Quanto sai cada limpeza?',
      answeredBy: [airbnb, prices, terms, services],
    },
    {
      question:
        'Bom dia. Comprámos uma moradia em São Domingos de Rana e estamos a acabar as obras: cozinha nova, casas de banho novas e pintura da casa toda. O empreiteiro diz que entrega a obra daqui a duas semanas, mas a casa vai ficar um nojo de pó. Quanto custa pôr aquilo em condições para nos podermos mudar? E vocês levam também os restos de material e os sacos de entulho?',
      answeredBy: [afterWorks, prices, terms, quoteRequest],
    },
    {
      question:
        'Olá! Me mudei de São Paulo pra Oeiras faz dois meses com meu marido e nosso cachorro, um golden bem grandão e muito dócil. Estou procurando alguém pra limpar o apartamento toda semana, mas fico com medo de deixar uma pessoa estranha sozinha em casa com ele. As moças de vocês são registradas e de confiança? E tem problema com cachorro?',
      answeredBy: [trust, pets, terms, description],
    },
    // Long messages, in English
    {
      question:
        "Hi! We're a British couple who retired to Cascais last year. We spend November to March back in Yorkshire with the grandchildren and the house sits empty. Last winter we came back to a musty smell and a small leak under the sink that nobody had noticed. Could someone pop in now and again while we're away, and get the place ready before we fly back?",
      answeredBy: [abroad, prices, terms, services],
    },
    {
      question:
        'Hello, I\'m a remote worker from Austin renting a flat in Estoril for six months. My Portuguese is basically "obrigado", so I\'m a bit worried about explaining what I want. Would the cleaner who comes every week speak English, and how would I tell her if I want something done differently?',
      answeredBy: [englishSpeaking, description],
    },
    {
      question:
        'Hi there, I run a small architecture studio in Oeiras, about 120 m², with 8 people and a kitchenette. We need someone to come in twice a week, ideally before we open at 9. What would that cost, and can you invoice the company monthly?',
      answeredBy: [offices, prices, invoice, services, quoteRequest],
    },
    // Typos and chat-speak, in Portuguese and English
    { question: 'qnt custa limpeza a fundo num t3??', answeredBy: [deepClean, prices] },
    {
      question: 'vcs trabalham em sintra? moro na rinchoa',
      answeredBy: [zones, terms, description],
    },
    {
      question: 'tenho k estar em ksa qd a senhora vem? trabalho o dia todo',
      answeredBy: [keys, terms],
    },
    {
      question: 'oi, vcs levam os produtos ou eu tenho q comprar? e aspirador?',
      answeredBy: [products, regularPrice, prices, terms, services],
    },
    {
      question: 'preciso d cancelar a limpeza de amanha, pago na mesma?',
      answeredBy: [cancel, prices, terms],
    },
    {
      question: 'hi can u do a deep clean b4 we move in nxt week? empty flat, 2 bed',
      answeredBy: [moveOut, booking, prices, terms, services],
    },
    { question: 'do u take card?? dont have mbway', answeredBy: [payment, terms] },
    {
      question: 'wat if ur cleaner breaks smth? had a bad experience b4',
      answeredBy: [breakage, trust, terms, description],
    },
    // One or two words
    { question: 'Preço vidros?', answeredBy: [windows, prices] },
    { question: 'Fatura com NIF', answeredBy: [invoice, terms] },
    { question: 'Key holding?', answeredBy: [keys, abroad, prices, terms, services] },
    { question: 'Horário?', answeredBy: [contact, terms] },
    { question: 'Airbnb turnovers', answeredBy: [airbnb, prices, terms, services] },
    // Portuguese questions, English knowledge
    {
      question:
        'As vossas senhoras falam inglês? É para a casa da minha mãe, que é inglesa e vive no Monte Estoril.',
      answeredBy: [englishSpeaking, description],
    },
    {
      question: 'Posso pagar por transferência a partir de uma conta no estrangeiro?',
      answeredBy: [payment],
    },
    {
      question: 'Passam fatura com contribuinte para eu pôr no IRS?',
      answeredBy: [invoice, terms],
    },
    {
      question: 'O que é que a senhora faz numa limpeza normal? Limpa o forno por dentro?',
      answeredBy: [included, prices],
    },
    // English questions, Portuguese knowledge
    {
      question: 'Do you cover Carcavelos and Algés, or only Cascais itself?',
      answeredBy: [zones, prices, terms, description],
    },
    {
      question: 'How much is a fortnightly cleaner, and how many hours would a 3-bed flat need?',
      answeredBy: [regularPrice, prices],
    },
    {
      question: 'Is it always the same lady who comes, or a different person each time?',
      answeredBy: [sameCleaner, regularHow, services],
    },
    {
      question:
        "Are your cleaners properly employed and insured? I don't want to get into trouble with undeclared help.",
      answeredBy: [trust, terms, description],
    },
    {
      question: "Can we skip a few weeks in August while we're on holiday without losing our slot?",
      answeredBy: [regularHow, terms],
    },
    {
      question: 'Do you clean rugs? We have a big wool one in the living room.',
      answeredBy: [upholstery, prices, terms, services],
    },
    // Short follow-ups, very informal
    {
      question: 'e tem desconto se eu recomendar a uma amiga?',
      answeredBy: [discounts, prices],
    },
    {
      question: 'e ao sábado também vêm?',
      answeredBy: [contact, regularPrice, prices, terms],
    },
    // Answered by a document only
    {
      question: 'Se não ficar satisfeita com a limpeza, vocês voltam cá para corrigir?',
      answeredBy: [terms],
    },
    {
      question:
        'The lady who cleans for us is lovely. Could we just hire her directly and cut out the agency?',
      answeredBy: [terms],
    },
    {
      question: 'How much extra to clean inside the fridge during a regular clean?',
      answeredBy: [prices],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Bom dia, sou a administradora do condomínio de um prédio em Oeiras. Fazem a limpeza semanal das escadas, do elevador e da garagem? Quanto cobram por mês?',
    'Estão a contratar? Tenho cinco anos de experiência em limpezas, carta de condução e moro na Parede.',
    "Do you sell the eco products your cleaners use? I'd like to buy a few bottles for in between visits.",
    'Vocês limpam também os estofos e os tapetes do carro? Os bancos estão cheios de nódoas.',
    "Could your cleaner also pick my kids up from school and stay with them until I'm home at 6?",
    'Fazem mudanças? Precisava de uma carrinha e de dois homens para levar os móveis de Algés para Carcavelos.',
    'Alugam a máquina de lavar sofás? Preferia ser eu a fazer o serviço.',
    'Fazem desinfestação? Apareceram baratas na cozinha do meu restaurante.',
    // Plainly outside
    'Qual é a melhor praia da linha para ir com crianças pequenas?',
    'Can you recommend an English-speaking GP in Cascais?',
  ],
};
