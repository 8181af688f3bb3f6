import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Auto Tejo, a used-car dealer with a small all-makes workshop on the Avenida Dom Dinis in
 * Odivelas, on the northern edge of Lisbon. It sells about 60 used cars of all makes (small
 * cars, family cars and estates, SUVs, 7-seaters, small vans, electrics and hybrids), a third
 * of them imported from Germany and France and sold already legalised with the ISV paid, each
 * with a valid inspeção periódica and the 18-month warranty the law sets for used cars. It takes
 * trade-ins (retoma), arranges car loans, does the registo de propriedade, imports cars to order,
 * legalises cars its customers bring from the UK or the EU, delivers across Portugal and runs a
 * workshop (services, tyres, brakes). Its customers write in Portuguese (Lisbon and Odivelas
 * locals, families, Brazilians living in Portugal) and in English (expats, digital nomads,
 * British retirees on the Silver Coast and in the Algarve). The owner wrote the briefing in
 * Portuguese, most Q&A pairs in Portuguese and a few in English (buying a car as a foreigner,
 * legalising a car brought from the UK, insurance, English at the dealer, automatic cars), added
 * one custom response for credit simulation requests, and pasted the 2026 price list and the
 * general terms of sale, both in Portuguese.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday words from Lisbon and from Brazil ("o meu chaço", "se o motor der o berro", "os
 * miúdos", "dá para dar uma volta", "a parcela", "vocês conseguem", "the MOT back home"), long
 * messages with a story around the question, typos and chat-speak ("boas", "qt", "dum", "vcs",
 * "ta", "presta", "qd", "u", "lol", "thx", "2", no accents), one- or two-word questions, English
 * questions against Portuguese knowledge and the reverse, and a few that only a document
 * answers (a clutch, a 12 V battery, sending back a car bought at a distance, an official
 * complaint). The outside questions include hard negatives that share words with the knowledge
 * (car hire next to car sales, body work, a job as a mechanic, used motorbikes, a home charger,
 * driving lessons, used spare parts, a tow bar).
 */

const english = qaIn('English');
const portuguese = qaIn('Portuguese');

// The sources' titles, as the answers name them.
const location = 'Onde fica o stand e qual é o horário?';
const stock = 'Que carros têm à venda?';
const warranty = 'Os carros usados têm garantia?';
const tradeIn = 'Aceitam o meu carro como retoma?';
const credit = 'Fazem crédito automóvel?';
const foreignResident = 'Sou estrangeiro e vivo em Portugal. Posso comprar e financiar um carro?';
const imports = 'Vendem carros importados da Alemanha e de França?';
const taxes = 'O ISV e o IUC estão incluídos no preço?';
const registration = 'Tratam do registo de propriedade?';
const inspection = 'Os carros são vendidos com a inspeção em dia?';
const delivery = 'Entregam o carro fora de Lisboa?';
const testDrive = 'Posso fazer um test drive antes de comprar?';
const reservation = 'Como posso reservar um carro? É preciso dar sinal?';
const payment = 'Que formas de pagamento aceitam?';
const electric = 'Têm carros elétricos e híbridos?';
const service = 'Quanto custa uma revisão na vossa oficina?';
const tyres = 'Vendem e montam pneus?';
const brakes = 'Quanto custa mudar as pastilhas dos travões?';
const workshopBooking = 'Como marco a oficina?';
const breakdown = 'O que faço se o carro avariar depois da compra?';
const familyCars = 'Têm carros de 7 lugares para famílias?';
const foreignBuyer = 'Can I buy a car in Portugal if I am not Portuguese?';
const ukImport = 'Can you legalise a car I brought over from the UK?';
const insurance = 'How do I insure the car I buy from you?';
const englishSpoken = 'Does anyone at Auto Tejo speak English?';
const automatics = 'Do you have automatic cars?';
const prices = 'Preçário 2026 – documentação, legalização, entregas e oficina';
const terms = 'Condições gerais de venda de veículos usados';
const creditRequest = 'Pedido de simulação de crédito automóvel';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const lisbonUsedCarDealerSet: EvaluationSet = {
  name: 'Lisbon used-car dealer (Auto Tejo)',
  heldOut: false,
  agentName: 'Inês',
  briefing: {
    companyName: 'Auto Tejo',
    industry: 'automotive',
    description:
      'A Auto Tejo é um stand de automóveis usados com oficina própria, aberto em 2009 por Rui Carvalho na Avenida Dom Dinis, em Odivelas, a poucos minutos do metro e da CRIL. Hoje somos 9 pessoas: 3 vendedores, 4 mecânicos, uma gestora de crédito e uma administrativa que trata dos registos e das legalizações. Temos sempre cerca de 60 carros usados de todas as marcas, muitos deles importados da Alemanha e de França, e uma oficina multimarca com 4 elevadores. Os nossos clientes vêm de Odivelas, Lisboa, Loures, Amadora e de toda a Área Metropolitana, mas vendemos para todo o país. Falamos português e inglês e recebemos muitos clientes brasileiros e outros estrangeiros que vivem em Portugal.',
    targetAudience:
      'Particulares de Odivelas, Lisboa, Loures, Amadora e da Área Metropolitana que procuram um carro usado fiável e com garantia: famílias, jovens que compram o primeiro carro, quem faz muitos quilómetros e quer um carro económico ou elétrico. Brasileiros e outros estrangeiros a viver em Portugal que precisam de ajuda com o NIF, o registo e o crédito. Estrangeiros de língua inglesa (expatriados, nómadas digitais, reformados britânicos em Lisboa, na Costa de Prata e no Algarve) que compram o primeiro carro em Portugal ou querem legalizar o carro que trouxeram. Clientes da oficina, tenham ou não comprado o carro connosco.',
    keyServices:
      'Venda de carros usados de todas as marcas (utilitários, familiares, carrinhas, SUV, 7 lugares, comerciais ligeiros, elétricos e híbridos), com garantia de 18 meses, inspeção em dia e registo de propriedade incluídos; importação por encomenda da Alemanha e de França, com legalização completa (DAV, ISV, inspeção, matrículas e registo); legalização de carros trazidos pelos clientes do Reino Unido ou da União Europeia; retoma do seu carro; crédito automóvel; entrega em todo o país; oficina multimarca: revisões, pneus, travões, ar condicionado e diagnóstico.',
    commonQuestions:
      'Que carros temos e a que preço, se o ISV e o IUC estão incluídos, como funciona a garantia de 18 meses e quanto custa alargá-la, quanto damos pelo carro deles na retoma, se fazemos crédito e com que documentos, se a inspeção está em dia, quem trata do registo, se entregamos fora de Lisboa, como reservar um carro e quanto é o sinal, quanto custa importar um carro da Alemanha ou de França, os preços da oficina (revisão, pneus, travões) e, para os estrangeiros, como comprar um carro sem ser português, legalizar um carro vindo do Reino Unido e fazer o seguro.',
    languages: ['Portuguese', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Respostas curtas e concretas, com os preços em euros e IVA incluído, e sempre uma proposta para o passo seguinte (marcar um test drive, pedir uma simulação de crédito, enviar fotografias para a retoma, marcar a oficina). Tratamos os clientes por «você», mesmo quando escrevem de forma informal, e respondemos a quem escreve com português do Brasil sem corrigir as palavras dele. A quem escreve em inglês respondemos em inglês e explicamos as palavras portuguesas da papelada (NIF, ISV, IUC, registo, inspeção).',
    personality:
      'Como um vendedor de bairro em quem se confia: simpático, direto, honesto sobre o estado dos carros e sobre os custos todos, paciente com quem compra o primeiro carro ou acabou de chegar a Portugal, e nunca insistente.',
    responseTemplates: [
      {
        scenario: creditRequest,
        response:
          'Com todo o gosto! Para lhe enviarmos hoje mesmo uma simulação de crédito sem compromisso, diga-nos: o carro que lhe interessa (link do anúncio ou referência); o valor que pode dar de entrada (se não tiver entrada, também simulamos) e se tem um carro para dar como retoma; o prazo que prefere (de 12 a 96 meses) ou a prestação mensal que gostaria de pagar; a sua situação profissional (contrato efetivo, a termo, recibos verdes, reformado) e há quanto tempo; o rendimento líquido mensal; e, se não tiver nacionalidade portuguesa, o tipo e a validade do título de residência. Envie tudo por WhatsApp para o 912 406 318 ou por e-mail para credito@autotejo.example. A simulação não fica registada no Banco de Portugal: só com a sua autorização enviamos o pedido à financeira, com os documentos (Cartão de Cidadão ou título de residência, NIF, última declaração de IRS, três recibos de vencimento, comprovativo de morada e IBAN). A resposta chega em 24 a 48 horas.',
      },
    ],
  },
  qa: [
    portuguese(
      location,
      'A Auto Tejo fica na Avenida Dom Dinis, 112, 2675-328 Odivelas, a 8 minutos a pé da estação de metro de Odivelas (linha amarela) e com acesso rápido pela CRIL, pelo IC22 e pela A8. Temos parque para clientes com 25 lugares em frente ao stand. O stand (vendas) está aberto de segunda a sexta das 9h30 às 19h30, sem fechar ao almoço, e ao sábado das 10h00 às 13h00 e das 14h30 às 18h00. A oficina funciona de segunda a sexta das 8h30 às 12h30 e das 14h00 às 18h00 e está fechada ao sábado. Aos domingos e feriados estamos fechados. Telefone 219 345 720, WhatsApp 912 406 318, e-mail geral@autotejo.example.',
    ),
    portuguese(
      stock,
      'Temos sempre cerca de 60 carros usados de todas as marcas: utilitários, familiares, carrinhas, SUV, monovolumes de 7 lugares, comerciais ligeiros e uma dúzia de elétricos e híbridos. A maioria é de 2016 a 2023, com menos de 180 000 km, e os preços vão de 5 990 € a 42 000 € (a maior parte entre 12 000 € e 25 000 €). Cerca de um terço vem da Alemanha e de França e já está legalizado, com matrícula portuguesa. O stock é atualizado todos os dias em www.autotejo.example e os anúncios estão também no Standvirtual e no OLX. Cada anúncio indica o ano, os quilómetros, o número de donos, o histórico de manutenção, o valor do IUC anual e a classe nas portagens. Um carro que está no site está disponível, salvo se tiver a indicação «Reservado».',
    ),
    portuguese(
      warranty,
      'Sim. Todos os nossos carros têm 18 meses de garantia, o prazo legal para um usado vendido por um profissional a um particular (Decreto-Lei n.º 84/2021), sem limite de quilómetros e sem custo extra. A garantia cobre as avarias e os defeitos do carro, por exemplo no motor, na caixa de velocidades, no turbo, na injeção, no sistema elétrico, no ar condicionado e na bateria de tração dos elétricos e híbridos. Não cobre o desgaste normal (pastilhas, discos, pneus, embraiagem gasta, escovas, bateria de 12 V), nem danos de acidente ou por falta de manutenção. Para manter a garantia, faça as revisões no prazo, connosco ou em qualquer oficina, e guarde as faturas. No momento da compra pode alargá-la com a Garantia Tejo+ por mais 12 ou 24 meses, a partir de 290 €.',
    ),
    portuguese(
      tradeIn,
      'Sim, aceitamos retomas de todas as marcas na compra de um carro nosso, mesmo com muitos quilómetros ou algum defeito. A avaliação é gratuita, demora 20 a 30 minutos e não precisa de marcação: basta vir ao stand no horário de vendas. Também pode enviar fotografias e os dados pelo WhatsApp e damos-lhe um valor indicativo em 24 horas. A proposta final é válida por 10 dias e 500 km. No dia da retoma traga o certificado de matrícula (ou o livrete e o título de registo de propriedade, nos carros mais antigos), o seu Cartão de Cidadão ou título de residência, a última ficha de inspeção, o livro de revisões e as duas chaves; o requerimento de registo preparamos nós. Se o carro ainda tiver crédito ou reserva de propriedade, pagamos nós à financeira, tratamos do distrate e o valor em dívida é descontado.',
    ),
    portuguese(
      credit,
      'Sim. Trabalhamos com várias financeiras e fazemos todo o processo no stand. Financiamos a partir de 2 500 €, de 12 a 96 meses, com ou sem entrada. Em 2026 a TAN vai de 6,9 % a 11,9 %, conforme o prazo, a idade do carro e o perfil do cliente. Exemplo: 15 000 € a 84 meses, TAN fixa de 7,5 %, prestação mensal de 230,08 €, TAEG de 9,8 %, MTIC de 19 726,72 €. A simulação é grátis e sem compromisso, e a resposta chega normalmente em 24 a 48 horas. Documentos: Cartão de Cidadão ou título de residência, NIF, última declaração de IRS com a nota de liquidação, três últimos recibos de vencimento, comprovativo de morada e comprovativo de IBAN. O carro fica com reserva de propriedade a favor da financeira até ao fim do contrato. Também pode pagar com um crédito do seu banco.',
    ),
    portuguese(
      foreignResident,
      'Sim, e muitos dos nossos clientes são brasileiros ou de outros países e vivem na zona de Lisboa. Para comprar e registar o carro em seu nome só precisa de NIF, de um documento de identificação (título de residência, passaporte ou Cartão de Cidadão) e de uma morada em Portugal. Para o crédito, as financeiras pedem em geral: título de residência válido (ou o comprovativo do pedido de renovação na AIMA), NIF, conta bancária portuguesa, contrato de trabalho, três últimos recibos de vencimento e, se já tiver, a última declaração de IRS. Quem está em Portugal há menos de seis meses ou trabalha a recibos verdes há pouco tempo pode ter de dar uma entrada maior ou apresentar um fiador. Fazemos a simulação antes e dizemos-lhe com franqueza se o processo tem hipóteses.',
    ),
    portuguese(
      imports,
      'Sim. Cerca de um terço do nosso stock vem da Alemanha e de França e é vendido já legalizado: com matrícula portuguesa, ISV pago, inspeção e registo feitos, e a mesma garantia de 18 meses. O preço anunciado inclui tudo. Também importamos por encomenda: escolhe o modelo (ou um anúncio que encontrou no mobile.de, no AutoScout24 ou no Leboncoin), verificamos o histórico e o estado do carro no local, e tratamos da compra, do transporte em camião, da declaração aduaneira de veículo (DAV), do pagamento do ISV, da inspeção para atribuição de matrícula, das matrículas e do registo. Antes de avançar damos-lhe a simulação do custo total, com o ISV calculado. O prazo é de 4 a 6 semanas e pedimos um sinal de 1 000 €, descontado no preço.',
    ),
    portuguese(
      taxes,
      'O ISV (Imposto Sobre Veículos) paga-se uma só vez, quando o carro é matriculado em Portugal, e depende da cilindrada, das emissões de CO2 e, nos usados importados, da idade do carro. Em todos os carros do nosso stock o ISV já está pago e incluído no preço. O IUC (Imposto Único de Circulação) paga-se todos os anos, no mês da matrícula, no Portal das Finanças, por quem é dono do carro nesse mês. Cada anúncio indica o valor anual do IUC: um utilitário a gasolina de 2018 paga em regra entre 100 € e 160 € por ano, e um SUV a gasóleo pode passar dos 300 €. Os carros 100 % elétricos estão isentos de ISV e de IUC. Se o IUC deste ano já foi pago pelo dono anterior, só paga no próximo ano.',
    ),
    portuguese(
      registration,
      'Sim, tratamos de tudo. Fazemos o registo de propriedade em seu nome no Registo Automóvel Online, no próprio dia da entrega, e o emolumento de 65 € já está incluído no preço do carro. Sai do stand com o comprovativo do pedido de registo, que serve de documento até chegar o certificado de matrícula, enviado pelo IRN para a sua morada em 2 a 4 semanas. A matrícula mantém-se: não é preciso mudar nada. Para o registo precisamos do seu Cartão de Cidadão (ou do título de residência ou do passaporte), do NIF e da morada. Se o carro for comprado em nome de duas pessoas ou de uma empresa, precisamos dos documentos de cada titular ou da certidão permanente da empresa.',
    ),
    portuguese(
      inspection,
      'Sim. Todos os carros com mais de 4 anos saem do stand com a inspeção periódica válida pelo menos por 6 meses; se faltar menos, levamos o carro a um centro de inspeção independente antes da entrega, sem custo para si. A ficha de inspeção é entregue com o carro e pode vê-la antes de comprar. Além disso, cada carro passa por um controlo de 120 pontos na nossa oficina: óleo e filtros se a revisão estiver próxima, pneus com pelo menos 3 mm de piso, pastilhas, bateria, luzes e limpeza completa. Lembre-se: um ligeiro de passageiros faz a primeira inspeção aos 4 anos, depois de 2 em 2 anos até aos 8 anos e, a partir daí, todos os anos. A data da próxima inspeção vem na ficha.',
    ),
    portuguese(
      delivery,
      'Sim, entregamos em todo o país, com o registo feito e o depósito com pelo menos um quarto. O levantamento no stand é gratuito. Preços de entrega: concelhos de Odivelas, Lisboa, Loures e Amadora, grátis; resto da Área Metropolitana de Lisboa (Sintra, Cascais, Oeiras, Almada, Seixal, Setúbal…) 60 €; zona Centro (Leiria, Caldas da Rainha, Santarém, Coimbra, Viseu) 140 €; Norte, Alentejo e Algarve 190 €; Madeira e Açores por barco, com orçamento. Conte com 3 a 7 dias úteis depois do pagamento. O carro é levado por um motorista nosso ou em camião. Na entrega, vê o carro com o motorista e assina o auto de entrega. O seguro tem de estar em seu nome a partir desse dia.',
    ),
    portuguese(
      testDrive,
      'Sim, todos os carros podem ser experimentados, de segunda a sábado, no horário do stand. De preferência marque com um dia de antecedência, por telefone ou WhatsApp, para termos o carro pronto (e carregado, se for elétrico). O test drive dura cerca de 30 minutos, com um vendedor, num percurso com cidade e via rápida (IC22 e CRIL). Precisa de trazer a carta de condução válida e um documento de identificação. Pode vir acompanhado do seu mecânico ou de alguém de confiança e, se tiver filhos pequenos, traga as cadeirinhas para ver se cabem. Depois do test drive pode pedir para ver o carro por baixo, num elevador da oficina.',
    ),
    portuguese(
      reservation,
      'Para reservar um carro assina um contrato de reserva, no stand ou à distância (com a Chave Móvel Digital ou por e-mail), e paga um sinal de 500 €, ou de 1 000 € para carros acima de 25 000 €. O carro sai logo da venda e fica reservado em seu nome durante 15 dias. O sinal é descontado no preço e é devolvido por inteiro se o crédito for recusado pela financeira. Sem sinal, podemos guardar um carro gratuitamente durante 24 horas, para ter tempo de vir vê-lo. O resto do preço paga-se na entrega, e até lá preparamos o carro e tratamos da papelada.',
    ),
    portuguese(
      payment,
      'Na compra de um carro, o sinal pode ser pago por MB Way, cartão multibanco ou transferência. O resto paga-se por transferência bancária (o dinheiro tem de estar na nossa conta antes da entrega: conte com um dia útil, ou com a hora se for transferência imediata) ou por cheque bancário. Por lei, não podemos aceitar pagamentos em numerário de 3 000 € ou mais. Pode também financiar parte ou a totalidade do preço com crédito automóvel. Aceitamos transferências de contas estrangeiras, em euros; conte com 2 a 3 dias úteis. Na oficina aceitamos multibanco, MB Way, cartão de crédito e numerário.',
    ),
    portuguese(
      electric,
      'Sim, temos sempre uma dúzia: elétricos como o Renault Zoe (sempre com bateria própria, nunca alugada), o Nissan Leaf, o Peugeot e-208, o Hyundai Kona Electric e o Tesla Model 3, híbridos Toyota (Yaris, C-HR, Corolla) e híbridos plug-in como o Mitsubishi Outlander PHEV e o Kia Niro PHEV. Cada elétrico tem um certificado independente do estado da bateria (SOH) e não vendemos elétricos com a bateria abaixo dos 80 %. O cabo de carregamento tipo 2 vem incluído e explicamos-lhe como carregar na rede Mobi.E. A bateria continua coberta pela garantia do fabricante enquanto esta durar (em regra 8 anos ou 160 000 km) e pela nossa garantia de 18 meses. Os carros 100 % elétricos não pagam ISV nem IUC.',
    ),
    portuguese(
      service,
      'A nossa oficina faz a manutenção de todas as marcas, incluindo carros ainda na garantia da marca: seguimos o plano do fabricante, com peças originais ou de qualidade equivalente, e carimbamos o livro de revisões, por isso a garantia da marca mantém-se. Preço da revisão, com peças e mão de obra: utilitário 129 €, familiar ou berlina 169 €, SUV, monovolume ou comercial 209 €, híbridos a partir de 179 €. Inclui a mudança de óleo e do filtro de óleo e, conforme o plano, dos filtros de ar e de habitáculo, um check-up de 40 pontos, o atesto dos líquidos e a reposição do aviso de revisão. Demora 1h30 a 2 horas e pode esperar no stand, com café e wi-fi. Quem comprou o carro na Auto Tejo tem 10 % de desconto na mão de obra.',
    ),
    portuguese(
      tyres,
      'Sim, pneus de todas as marcas e medidas, de 14 a 20 polegadas, de verão e all season, das gamas económicas às marcas premium; se não tivermos a medida, chega em 24 horas. Montagem e equilibragem: 12 € por pneu, com válvula nova, grátis para pneus comprados connosco. Exemplos de preço por pneu montado: 195/65 R15 desde 65 €, 205/55 R16 desde 75 €, 225/45 R17 desde 95 €. Reparação de furo 15 €, alinhamento de direção 35 €. A montagem faz-se com marcação, de segunda a sexta, e demora cerca de 45 minutos para os quatro pneus. Por lei o piso não pode ficar abaixo de 1,6 mm, mas aconselhamos trocar os pneus aos 3 mm.',
    ),
    portuguese(
      brakes,
      'Com peças e mão de obra: pastilhas da frente de 99 € (utilitário) a 149 € (SUV); discos e pastilhas da frente de 219 € a 319 €; pastilhas de trás de 89 € a 139 €; substituição do óleo dos travões 45 €, recomendada de 2 em 2 anos. A verificação dos travões é gratuita, demora 15 minutos e não precisa de marcação no horário da oficina. Se ouvir um chiar ou um barulho metálico ao travar, se sentir o pedal a vibrar ou se acender a luz dos travões no painel, venha cá o quanto antes. Damos sempre o orçamento antes de fazer o trabalho.',
    ),
    portuguese(
      workshopBooking,
      'Pode marcar por telefone (219 345 720), por WhatsApp (912 406 318), no site www.autotejo.example, na página Oficina, ou ao balcão. Em regra temos vaga em 2 a 4 dias úteis. Deixa o carro de manhã, entre as 8h30 e as 9h30, e levanta-o ao fim do dia; a oficina não abre ao sábado. Antes de qualquer reparação enviamos o orçamento por SMS ou WhatsApp e não fazemos nenhum trabalho extra sem a sua autorização. Emprestamos um carro de substituição gratuito, mediante reserva e disponibilidade, a quem comprou o carro na Auto Tejo ou para trabalhos acima de 400 €.',
    ),
    portuguese(
      breakdown,
      'Ligue-nos para o 219 345 720 ou, fora de horas, para a assistência em viagem 24 horas incluída no primeiro ano, pelo 800 207 415 (o número está no cartão que lhe damos na entrega). Não mande reparar o carro noutra oficina sem falar connosco, senão não conseguimos aceitar a reparação na garantia. Se estiver na zona de Lisboa, traga o carro à nossa oficina: o diagnóstico é gratuito para carros na garantia. Se o carro não andar, a assistência reboca-o até nós ou, a mais de 100 km de Odivelas, até uma oficina nossa parceira perto de si. Se a reparação demorar mais de 3 dias úteis, emprestamos-lhe um carro de substituição. A reparação de uma avaria coberta pela garantia de 18 meses não lhe custa nada.',
    ),
    portuguese(
      familyCars,
      'Sim, temos sempre vários monovolumes e SUV de 7 lugares: Dacia Jogger, Peugeot 5008, Citroën Grand C4 SpaceTourer, Renault Grand Scénic, Volkswagen Touran e Seat Alhambra, entre 13 990 € e 32 000 €. Para três cadeirinhas lado a lado, os melhores são o Citroën Berlingo, o Peugeot Rifter e o Grand C4 SpaceTourer, com três bancos individuais na segunda fila e Isofix em vários modelos. Atenção às portagens: alguns monovolumes e SUV só pagam classe 1 se tiverem identificador Via Verde; indicamos a classe de cada carro no anúncio. Com os 7 lugares ocupados, a bagageira fica pequena: venha experimentar com as cadeirinhas e o carrinho de bebé.',
    ),
    english(
      foreignBuyer,
      'Yes, anyone can buy a car from us, whatever their nationality. To put the car in your name you need a Portuguese tax number (NIF): you can get one at any Finanças office, or online through a fiscal representative if you do not live in Portugal yet. For the registration we also need your passport or residence card and your address. You can pay by bank transfer from a UK or other foreign account, in euros; allow 2 to 3 working days for the money to arrive. Car loans are only possible if you live in Portugal, with a Portuguese bank account and income declared here. The contract and the warranty are in Portuguese, but we go through every page with you in English.',
    ),
    english(
      ukImport,
      'Yes. We legalise cars that customers bring from the UK or from other EU countries. From the UK, since Brexit, the car goes through customs: 10 % import duty and 23 % VAT (IVA) on its value, plus the Portuguese vehicle tax (ISV). If you are moving your residence to Portugal, you can usually import it free of these taxes: you must have owned and used the car for at least 6 months before the move, apply within 12 months of becoming resident, and keep the car for 12 months. Right-hand-drive cars can be legalised, but the headlights must be adjusted. Our legalisation service costs €590 plus taxes and covers the customs declaration, the type-B inspection, the number plates and the registration. Allow 6 to 10 weeks.',
    ),
    english(
      insurance,
      'In Portugal the car must have at least third-party insurance (seguro obrigatório) in your name before you drive it away or we deliver it. As soon as you reserve a car, we send you the number plate and the details your insurer needs, and on delivery day we ask for the insurance certificate. We do not sell insurance ourselves, but we work with an English-speaking broker in Lisbon who sends quotes within 24 hours, for third-party or fully comprehensive cover (danos próprios). To keep your no-claims discount, ask your UK insurer for a letter with your claims history for the last 5 years: most Portuguese insurers accept it. New drivers pay more in their first 2 years.',
    ),
    english(
      englishSpoken,
      'Yes. Marta in sales lived in London for six years and speaks fluent English; she works Monday to Friday. Tiago at the workshop reception also speaks good English. Tell us when you book a test drive or a workshop slot and we will make sure one of them is there. You can also write to us in English on WhatsApp (+351 912 406 318) or by email at geral@autotejo.example. The reservation contract, the warranty and the registration documents are in Portuguese, but we explain every page in English before you sign, and we can email you an English summary.',
    ),
    english(
      automatics,
      'Yes, about a third of our cars are automatic, and so are all our electric and full hybrid cars. Typical examples in stock: Toyota Yaris Hybrid from €14,990, Toyota C-HR Hybrid, Renault Captur EDC, Peugeot 2008 EAT8, Volkswagen Golf DSG, and Mercedes A-Class and BMW 1 Series automatics, from about €14,000 to €35,000. On our website you can filter by gearbox ("Automática"). Many of our British customers on the Silver Coast and in the Algarve choose a small automatic hybrid: easy in town and cheap on fuel. Every automatic is road-tested, and we check the gearbox oil and software during preparation. Book a test drive and we will have the car ready.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'Portuguese',
      text: `PREÇÁRIO 2026 – AUTO TEJO
Avenida Dom Dinis, 112, 2675-328 Odivelas – 219 345 720 – www.autotejo.example
Preços com IVA incluído, válidos de 1 de janeiro a 31 de dezembro de 2026. Categorias: A = utilitário (Clio, 208, Corsa, Polo, Yaris…); B = familiar, carrinha e berlina (Golf, Mégane, 308, Octavia, Série 3…); C = SUV, monovolume, 7 lugares e comercial ligeiro (3008, Qashqai, Tucson, Jogger, Berlingo…).

1. Incluído no preço de todos os nossos carros
- ISV pago e legalização feita nos carros importados
- Registo de propriedade em nome do cliente (emolumento de 65 €)
- Inspeção periódica válida pelo menos por 6 meses (carros com mais de 4 anos)
- Controlo de 120 pontos, preparação e limpeza interior e exterior
- Garantia de 18 meses, sem limite de quilómetros
- Assistência em viagem 24 horas durante o primeiro ano
- Levantamento no stand

2. Documentação e legalização
- Par de matrículas novas (matrículas danificadas): 25 €
- Pedido de segunda via do certificado de matrícula: 35 € de serviço + emolumentos do IRN
- Legalização de um carro trazido pelo cliente (União Europeia ou Reino Unido), com DAV, inspeção tipo B, matrículas e registo: 590 € + ISV + direitos e IVA de importação, se houver
- Importação por encomenda, chave na mão (verificação no local, compra, transporte, legalização e registo): 1 490 € + preço do carro + ISV
- Sinal de encomenda de importação: 1 000 €, descontado no preço
- Transporte em camião de um carro comprado pelo cliente no estrangeiro: Alemanha 850 €, França 750 €
- Simulação de ISV para qualquer carro: gratuita

3. Garantia Tejo+ (extensão, só no momento da compra; no máximo 42 meses no total)
- + 12 meses: A 290 €; B 350 €; C 420 €
- + 24 meses: A 490 €; B 590 €; C 690 €
- Elétricos e híbridos (bateria de tração incluída): + 12 meses 390 €; + 24 meses 690 €

4. Entregas
- Levantamento no stand: grátis
- Odivelas, Lisboa, Loures e Amadora: grátis
- Resto da Área Metropolitana de Lisboa (Sintra, Cascais, Oeiras, Mafra, Vila Franca de Xira, Almada, Seixal, Barreiro, Setúbal…): 60 €
- Centro (Leiria, Caldas da Rainha, Santarém, Coimbra, Viseu, Castelo Branco): 140 €
- Norte, Alentejo e Algarve: 190 €
- Madeira e Açores: transporte marítimo, com orçamento (a partir de 650 €)
- Parqueamento de um carro vendido e não levantado, a partir do 11.º dia depois de estar pronto: 12 € por dia

5. Oficina multimarca (peças e mão de obra incluídas, salvo indicação)
- Mão de obra: 55 € por hora
- Diagnóstico eletrónico: 39 € (descontado se a reparação for feita connosco)
- Revisão segundo o plano do fabricante: A 129 €; B 169 €; C 209 €; híbridos A e B 179 €, C 229 €
- Mudança de óleo e filtro: de 79 € (A) a 119 € (C)
- Mudança de óleo da caixa automática: desde 290 €
- Kit de distribuição com bomba de água: desde 390 € (A), 490 € (B), 690 € (C), com orçamento
- Kit de embraiagem: desde 490 € (A), 620 € (B), 790 € (C); volante bimassa com orçamento
- Pastilhas da frente: A 99 €; B 119 €; C 149 €
- Discos e pastilhas da frente: A 219 €; B 259 €; C 319 €
- Pastilhas de trás: A 89 €; B 109 €; C 139 €
- Óleo dos travões: 45 €; verificação dos travões: grátis
- Pneus montados, preço por pneu (gama económica / marca premium): 195/65 R15 65 € / 95 €; 205/55 R16 75 € / 115 €; 225/45 R17 95 € / 145 €
- Montagem e equilibragem: 12 € por pneu (grátis com pneus comprados connosco); reparação de furo: 15 €; alinhamento de direção: 35 €
- Carga de ar condicionado com teste de fugas: gás R134a 59 €, gás R1234yf 109 €; desinfeção do circuito: 29 €; filtro de habitáculo: 29 €
- Bateria de 12 V montada: de 99 € a 189 €, conforme o modelo; bateria para carros com start-stop (AGM ou EFB) desde 169 €; teste de bateria grátis
- Escovas limpa-para-brisas da frente montadas: 25 €
- Carro de substituição: grátis, mediante reserva, para quem comprou o carro connosco e para trabalhos acima de 400 €
- Desconto de 10 % na mão de obra para carros comprados na Auto Tejo

6. Venda e financiamento
- Sinal de reserva: 500 € (1 000 € para carros acima de 25 000 €)
- Simulação de crédito: grátis
- Financiamento a partir de 2 500 €, de 12 a 96 meses`,
    },
    {
      title: terms,
      language: 'Portuguese',
      text: `Condições gerais de venda de veículos usados – Auto Tejo – Comércio de Automóveis, Lda., Avenida Dom Dinis, 112, 2675-328 Odivelas, NIPC 508 914 327. Aplicáveis aos contratos celebrados a partir de 1 de janeiro de 2026.

1. Objeto
Estas condições aplicam-se à venda de veículos usados a consumidores, no stand ou à distância (site, telefone, e-mail, WhatsApp ou assinatura digital). A assinatura do contrato de reserva ou de compra implica a sua aceitação.

2. Reserva e sinal
A reserva é feita por contrato escrito e com o pagamento de um sinal de 500 €, ou de 1 000 € para veículos de preço superior a 25 000 €. O veículo fica reservado em nome do cliente durante 15 dias. O sinal é descontado no preço. Se o cliente desistir da compra por motivo que não seja imputável à Auto Tejo, o sinal fica para a Auto Tejo; se a Auto Tejo não cumprir, devolve o sinal em dobro (artigo 442.º do Código Civil). O sinal é devolvido por inteiro se o crédito for recusado.

3. Preço e pagamento
O preço anunciado inclui o IVA, o ISV, o registo de propriedade, a inspeção periódica válida e a garantia de 18 meses. Não inclui a entrega nem as extensões de garantia, faturadas segundo o preçário em vigor. Os veículos usados são vendidos no regime da margem, pelo que o IVA não vem discriminado na fatura. O preço é pago até à entrega, por transferência (creditada antes da entrega), por cheque bancário ou com financiamento. Por lei, não são aceites pagamentos em numerário de 3 000 € ou mais.

4. Financiamento
Se o preço for pago, no todo ou em parte, com crédito, a venda fica sujeita à aprovação do crédito. O veículo fica registado com reserva de propriedade a favor da financeira até ao pagamento total do crédito. O cliente pode revogar o contrato de crédito no prazo de 14 dias; nesse caso, ou se o crédito for recusado, a venda é anulada e o sinal é devolvido.

5. Retoma
O valor de retoma indicado no contrato é firme se o veículo retomado for entregue no estado verificado na avaliação, com no máximo mais 500 km e até 10 dias depois da avaliação. O cliente entrega o certificado de matrícula, a última ficha de inspeção, o livro de revisões e as chaves. Se houver crédito, reserva de propriedade ou penhora, a Auto Tejo trata do distrate e desconta o valor em dívida. Se o estado do veículo mudou, é feita nova avaliação; se não houver acordo, o cliente pode anular a compra e o sinal é devolvido.

6. Entrega
O veículo é entregue no stand ou, mediante o preço de entrega em vigor, na morada indicada pelo cliente, no prazo combinado. É entregue com o comprovativo do pedido de registo em nome do cliente, a ficha de inspeção, o certificado de garantia, o livro de revisões e as chaves existentes. O cliente verifica o veículo e assina o auto de entrega. O cliente deve ter o veículo seguro em seu nome a partir da entrega. Se a entrega se atrasar mais de 30 dias, o cliente pode anular a compra e recebe tudo o que pagou. Um veículo pronto e não levantado paga parqueamento de 12 € por dia a partir do 11.º dia.

7. Registo e risco
A Auto Tejo pede o registo de propriedade em nome do cliente no prazo máximo de 5 dias úteis após a entrega. O risco passa para o cliente com a entrega do veículo.

8. Garantia
A Auto Tejo responde por qualquer falta de conformidade que se manifeste nos 18 meses seguintes à entrega (Decreto-Lei n.º 84/2021, prazo acordado para bens usados). O cliente tem direito à reparação ou substituição, à redução do preço ou à resolução do contrato, nos termos da lei; a reparação é feita num prazo razoável, que não ultrapassa 30 dias. A garantia não cobre o desgaste normal, os danos de acidente, de má utilização ou de falta de manutenção. Em caso de avaria, o cliente contacta a Auto Tejo antes de qualquer reparação.

9. Direito de livre resolução (contratos à distância)
Se o contrato for celebrado totalmente à distância, sem o cliente ter vindo ao stand, o cliente pode desistir da compra no prazo de 14 dias a contar da receção do veículo, sem indicar o motivo, por e-mail ou carta (Decreto-Lei n.º 24/2014). O veículo é devolvido no estado em que foi recebido, com os custos de devolução a cargo do cliente; uma utilização além do necessário para o experimentar (mais de 150 km) pode ser descontada. O reembolso é feito no prazo de 14 dias após a devolução. Este direito não se aplica a compras feitas no stand.

10. Reclamações e litígios
As reclamações podem ser feitas no Livro de Reclamações, em papel no stand ou eletrónico em www.livroreclamacoes.pt, ou por e-mail para reclamacoes@autotejo.example; respondemos em 15 dias úteis. Em caso de litígio, o cliente pode recorrer ao CASA – Centro de Arbitragem do Setor Automóvel (www.arbitragemauto.pt), de que a Auto Tejo é aderente.

11. Dados pessoais
Os dados do cliente são usados apenas para a venda, o registo, a garantia e o financiamento, nos termos do RGPD. O cliente pode pedir o acesso, a correção ou a eliminação dos seus dados por e-mail para geral@autotejo.example.`,
    },
  ],
  answerable: [
    // Portuguese paraphrases and everyday words, from Lisbon and from Brazil
    {
      question: 'Se eu comprar um carro convosco ficam com o meu chaço? Já tem 20 anos',
      answeredBy: [tradeIn, terms, services],
    },
    {
      question: 'Vocês financiam carro? Quanto fica a parcela de um de 15 mil?',
      answeredBy: [credit, creditRequest, prices, terms, services],
    },
    {
      question: 'Se o motor der o berro daqui a uns meses, a garantia cobre?',
      answeredBy: [warranty, terms, breakdown],
    },
    {
      question: 'Conseguem levar-me o carro até Setúbal? Quanto é?',
      answeredBy: [delivery, prices, terms, services],
    },
    {
      question: 'Dá para dar uma volta no carro antes de fechar negócio?',
      answeredBy: [testDrive],
    },
    // Long messages in Portuguese, the question inside
    {
      question:
        'Boa tarde. Somos uma família de cinco, com três miúdos de 1, 4 e 7 anos, e o nosso Golf já não chega, sobretudo com o carrinho do bebé e as compras do mês. Procuramos algo com 7 lugares a sério, que não gaste muito e que pague classe 1 na ponte, até uns 20 mil euros. Moramos em Loures e podemos passar no sábado de manhã. O que é que têm?',
      answeredBy: [familyCars, stock, services],
    },
    {
      question:
        'Oi, tudo bem? Sou brasileira, moro em Portugal há 2 anos, tenho título de residência e trabalho com contrato num hotel em Lisboa. Vi um Clio de 11 900 € no site de vocês. Não tenho entrada e meu banco aqui ainda não me deu resposta. Vocês conseguem fazer o financiamento aí direto? Que documentos preciso levar?',
      answeredBy: [credit, foreignResident, foreignBuyer, creditRequest, prices, terms, services],
    },
    {
      question:
        'Bom dia, comprei um Seat Leon aí há 5 meses. Ontem na A1, perto de Santarém, acendeu a luz do motor e o carro ficou sem força, consegui chegar a casa devagarinho. Ainda está na garantia. O que faço, levo-o aí a Odivelas ou posso ir a uma oficina aqui perto de mim?',
      answeredBy: [breakdown, warranty, terms],
    },
    // Long messages in English
    {
      question:
        "Hi there, my wife and I retired to a village near Caldas da Rainha last spring and we're finally ready to give back the rental. Neither of us fancies a manual with the gearstick on the wrong side, so we'd like a small automatic, ideally a hybrid, around 18-20k. Do you have anything like that, and could you bring it up to us rather than us coming down to Lisbon?",
      answeredBy: [automatics, electric, stock, delivery, prices, terms, services],
    },
    {
      question:
        "Hey! I'm from Canada, been in Lisbon on a digital nomad visa for 4 months and I'm getting tired of Ubers. I have a NIF and a Portuguese bank account but all my income comes from US clients. Can I buy a car from you guys, and could I get it on finance?",
      answeredBy: [foreignBuyer, foreignResident, credit, creditRequest],
    },
    {
      question:
        "Morning. We moved from Bristol to Ericeira in January and drove our own Ford Kuga over on the ferry. It's right-hand drive and still on UK plates. A neighbour said we have to 'legalise' it and pay a fortune in tax. Is that something you can do for us, and what would it cost?",
      answeredBy: [ukImport, prices, services],
    },
    // Typos and chat-speak, in Portuguese and English
    { question: 'boas qt custa a revisao dum clio?', answeredBy: [service, prices] },
    { question: 'vcs fazem credito sem entrada?', answeredBy: [credit, creditRequest] },
    {
      question: 'o iuc ta incluido no preco? e o isv?',
      answeredBy: [taxes, imports, prices, terms],
    },
    {
      question: 'ola tem eletricos? a bateria ainda presta?',
      answeredBy: [electric, stock, services],
    },
    {
      question: 'hi do u guys speak english?? my portuguese is terrible lol',
      answeredBy: [englishSpoken, description],
    },
    { question: 'how much 2 deliver a car to porto? thx', answeredBy: [delivery, prices] },
    {
      question: 'when does ur workshop open? need an oil change',
      answeredBy: [location, workshopBooking],
    },
    // One or two words
    { question: 'Horário stand?', answeredBy: [location] },
    { question: 'Garantia', answeredBy: [warranty, terms, prices, services] },
    { question: 'Retoma?', answeredBy: [tradeIn, terms, services] },
    { question: 'ISV', answeredBy: [taxes, imports, prices, terms] },
    // English questions, Portuguese knowledge
    {
      question: 'If the gearbox goes three months after I buy, am I covered?',
      answeredBy: [warranty, terms, breakdown],
    },
    {
      question: 'What is this IUC thing and how much will I pay each year?',
      answeredBy: [taxes],
    },
    {
      question: 'Do you sell cars imported from Germany? Are they already on Portuguese plates?',
      answeredBy: [imports, stock, prices, description, services],
    },
    {
      question: 'Do the cars come with a valid inspection, like the MOT back home?',
      answeredBy: [inspection, prices, terms, services],
    },
    {
      question: 'Can I take a car for a test drive on a Saturday?',
      answeredBy: [testDrive, location],
    },
    {
      question: 'How much are front brake pads for a Qashqai?',
      answeredBy: [brakes, prices],
    },
    // Portuguese questions, English knowledge
    {
      question: 'Alguém aí fala inglês? É para o meu sogro, que é escocês.',
      answeredBy: [englishSpoken, description],
    },
    {
      question: 'Vocês vendem seguro ou tenho de tratar disso sozinho?',
      answeredBy: [insurance, delivery, terms],
    },
    {
      question: 'Trouxe o meu carro de Inglaterra quando me mudei. Vocês tratam da legalização?',
      answeredBy: [ukImport, prices, services],
    },
    {
      question: 'Têm carros com caixa automática? A minha mulher só conduz automáticos.',
      answeredBy: [automatics],
    },
    // Answered by a document only
    {
      question: 'Quanto custa mudar a embraiagem de um Golf? Está a patinar',
      answeredBy: [prices],
    },
    {
      question: 'o meu carro de manha nao pega, deve ser a bateria. qt custa uma nova montada?',
      answeredBy: [prices],
    },
    {
      question:
        "I bought a car from you online from Porto without ever visiting, and it's being delivered next week. If I don't like it once it arrives, can I send it back?",
      answeredBy: [terms],
    },
    {
      question:
        "If something goes wrong and we can't sort it out between us, where can I make an official complaint?",
      answeredBy: [terms],
    },
    // Short follow-ups
    { question: 'e ao sábado?', answeredBy: [location, testDrive, workshopBooking] },
    { question: 'e dá para pagar com MB Way?', answeredBy: [payment] },
    {
      question: 'and how much is the deposit to hold it?',
      answeredBy: [reservation, prices, terms],
    },
    {
      question: 'and will it already be registered in my name when you deliver it?',
      answeredBy: [registration, delivery, prices, terms, services],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Vocês alugam carros? Precisava de um para ir ao Algarve uma semana em agosto.',
    'Fazem trabalhos de chapa e pintura? Bateram-me na porta de trás num parque de estacionamento e preciso de um orçamento.',
    'Estão a contratar? Sou mecânico com 6 anos de experiência e procuro trabalho na zona de Odivelas.',
    'vcs vendem motas usadas? queria uma 125 para ir trabalhar para lisboa',
    'Could you install a wallbox charger at our house for the electric car we are buying from you?',
    'Dão aulas de condução? A minha filha fez 18 anos e quer tirar a carta.',
    'Têm peças usadas para um Opel Corsa de 2008? Preciso de um farol da frente.',
    "Can you fit a tow bar on our Kuga? We'd like to bring a small caravan down to the Algarve.",
    // Plainly outside
    'Qual é o melhor sítio para comer pastéis de nata em Belém?',
    "What's the weather going to be like in Lisbon next week? We're planning a day trip to Sintra.",
  ],
};
