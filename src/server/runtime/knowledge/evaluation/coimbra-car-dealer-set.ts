import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Mondego Automóveis, a family car dealer in Coimbra, founded in 1979 and run by the founder’s
 * son and daughter, on the Estrada de Eiras near the Coimbra Norte exit of the A1: the official
 * Kia and Škoda dealer for the district (about 40 new cars in stock, factory orders), a lot of
 * about 180 used cars of every brand with an 18-month warranty, a multi-brand workshop (services,
 * repairs, tyres, the periodic inspection), trade-ins, car loans through a partner bank,
 * courtesy cars, the legalisation of imported cars with ISV simulations, IUC questions, test
 * drives (weekend test drives of electric cars), delivery across the Centro region and a
 * guaranteed buy-back for international students and researchers. Its customers write in
 * European Portuguese (people from Coimbra and the towns around it, families, young workers,
 * emigrants bringing a car home from France or Germany, a few Brazilians with Brazilian
 * phrasings) and in English (students and staff of the University of Coimbra, Ukrainian
 * newcomers, British retirees in the villages of the Serra da Lousã and Arganil). The owners
 * wrote the briefing in Portuguese, most Q&A pairs in Portuguese (address and hours, the new
 * models and their prices, used cars, warranties, trade-ins, financing, the documents to buy a
 * car, test drives, the workshop, courtesy cars, legalisation, ISV, IUC, delivery, reservation,
 * payment, electric cars, the periodic inspection, tyres, buying without coming to the
 * showroom) and six in English (buying as a foreigner or a student, finance for foreigners, a
 * car brought from the UK, the buy-back, insurance, speaking English), added two custom
 * responses for quotes (a car with a trade-in or a loan, the legalisation of an imported car),
 * and pasted the 2026 price list and the general terms of sale, warranty and workshop, both in
 * Portuguese.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday words from Portugal and Brazil ("o selo" for the IUC, "o meu carro velho", "ir às
 * inspeções", "levantar o carro", "tô procurando", "pra minha esposa", "the big car tax", "in
 * for a service"), long messages with a story around the question, typos and chat-speak ("vcs",
 * "qto", "td bem", "blz", "pf", "obg", "tb", "boas", "ta", "faz 3 semanas", no accents, "u",
 * "2 legalise", "wat", "r u", "thx"), one- or two-word questions, short follow-ups that only
 * make sense after an earlier question ("e ao sábado?", "and if it's a hybrid?", "what about
 * the battery?"), English questions against Portuguese knowledge and the reverse, and a few
 * that only a document answers (the price of a 30,000 km service, changing one's mind after
 * buying by WhatsApp, a slipping clutch under the used-car warranty, a car left at the workshop
 * for weeks, extending a used car's warranty, how long a trade-in valuation holds). The outside
 * questions include hard negatives that share words with the knowledge (renting a car for the
 * holidays next to courtesy cars, scooters, an LPG conversion, exporting a car to Brazil,
 * driving lessons, a job as a mechanic, a supplier of car-care products, the IMT's address and
 * hours to exchange a licence) and plain questions about Mealhada and the University.
 */

const english = qaIn('English');
const portuguese = qaIn('Portuguese');

// The sources' titles, as the answers name them.
const location = 'Onde ficam e qual é o horário do stand e da oficina?';
const brands = 'Que marcas e modelos de carros novos vendem?';
const used = 'Como são os vossos carros usados e que garantia têm?';
const newWarranty = 'Qual é a garantia dos carros novos?';
const tradeIn = 'Aceitam o meu carro como retoma?';
const financing = 'Como funciona o financiamento automóvel?';
const buyingDocs = 'Que documentos são precisos para comprar um carro?';
const testDrive = 'Posso fazer um test drive?';
const workshop = 'Que serviços faz a oficina e como marco uma revisão?';
const courtesyCar = 'Emprestam um carro de substituição enquanto o meu está na oficina?';
const legalisation = 'Tratam da legalização de carros importados?';
const isv = 'Quanto vou pagar de ISV por um carro importado?';
const iuc = 'Como funciona o IUC e quanto vou pagar por ano?';
const delivery = 'Entregam o carro em casa?';
const reservation = 'Como posso reservar um carro?';
const payment = 'Que formas de pagamento aceitam?';
const electric = 'Vale a pena comprar um carro elétrico ou híbrido plug-in?';
const inspection = 'Tratam da inspeção periódica do meu carro?';
const tyres = 'Vendem e montam pneus?';
const remotePurchase = 'Posso comprar um carro sem ir ao stand?';
const foreigners = 'Can I buy a car in Portugal as a foreigner or a student?';
const foreignFinance = 'Can I get car finance if I am not Portuguese?';
const ukCar = 'Can you legalise a car I bring over from the UK?';
const buyBack = 'Will you buy the car back when I leave Coimbra?';
const insurance = 'Do I need insurance before I drive the car away?';
const speakEnglish = 'Can I speak to someone in English?';
const priceList = 'Tabela de preços 2026 – oficina, garantias, legalizações e entregas';
const terms = 'Condições gerais de venda, garantia e oficina';
const carQuote = 'Pedido de proposta para um carro (com retoma ou financiamento)';
const importQuote = 'Pedido de orçamento para legalizar um carro importado';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const coimbraCarDealerSet: EvaluationSet = {
  name: 'Coimbra car dealer (Mondego Automóveis)',
  heldOut: false,
  agentName: 'Inês',
  briefing: {
    companyName: 'Mondego Automóveis',
    industry: 'automotive',
    description:
      'A Mondego Automóveis é um stand familiar de Coimbra, fundado em 1979 por Armando Figueiredo e hoje gerido pelos filhos, Teresa e Rui Figueiredo. Estamos na Estrada de Eiras 410, a 2 minutos da saída Coimbra Norte da A1: no mesmo espaço temos o stand de carros novos, onde somos concessionário oficial Kia e Škoda para o distrito de Coimbra, e a nossa oficina multimarca, com 12 mecânicos; em frente, no n.º 415, fica o parque de usados, com cerca de 180 carros de todas as marcas. Somos 32 pessoas e falamos português, inglês, francês e ucraniano. Muitos dos nossos clientes compram-nos o segundo e o terceiro carro, e os filhos deles também: é desse trato de confiança que nos orgulhamos.',
    targetAudience:
      'Famílias e particulares de Coimbra e dos concelhos à volta (Condeixa, Lousã, Penacova, Mealhada, Cantanhede, Figueira da Foz) e de toda a região Centro; jovens à procura do primeiro carro; emigrantes que trazem um carro de França, da Alemanha ou da Suíça; estudantes, investigadores e funcionários da Universidade de Coimbra e dos hospitais, muitos deles estrangeiros; brasileiros e ucranianos que se instalaram em Coimbra; reformados britânicos que vivem nas aldeias da serra da Lousã e de Arganil; pequenas empresas e empresários em nome individual que precisam de um carro ou de uma carrinha.',
    keyServices:
      'Venda de carros novos Kia e Škoda, como concessionário oficial para o distrito de Coimbra; cerca de 180 carros usados multimarca, verificados na nossa oficina e com 18 meses de garantia; retomas de carros de qualquer marca; crédito automóvel com o nosso banco parceiro; oficina multimarca: revisões, mecânica, pneus, ar condicionado, chapa e pintura, preparação e acompanhamento à inspeção periódica; carros de substituição; legalização de carros importados e simulação gratuita do ISV; test drives, incluindo fins de semana com carros elétricos; entrega do carro ao domicílio em toda a região Centro; Recompra Garantida para estudantes e investigadores estrangeiros.',
    commonQuestions:
      'O horário do stand e da oficina e como chegar, os preços dos Kia e Škoda novos e as campanhas, os usados disponíveis e a garantia, quanto nos dão pelo carro antigo, o crédito e as prestações, os documentos para comprar um carro (sobretudo para estrangeiros), os test drives, as revisões e o carro de substituição, a legalização de carros vindos de França, da Alemanha e do Reino Unido, quanto se paga de ISV e de IUC, as entregas fora de Coimbra, como reservar um carro, os carros elétricos e a inspeção periódica.',
    languages: ['Portuguese', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Respostas claras e concretas, com os preços em euros e com IVA, e sem siglas por explicar (ISV, IUC, IPO). Tratamos os clientes por «você» e com simpatia, mesmo quando escrevem de forma informal; a quem escreve em português do Brasil respondemos em português, com naturalidade. A quem escreve em inglês, respondemos em inglês. Terminamos sempre com um passo seguinte: marcar uma visita ou um test drive, enviar fotografias do carro para retoma, pedir uma proposta ou falar connosco por WhatsApp.',
    personality:
      'Como um vendedor de confiança de um stand de família: caloroso, honesto sobre o estado dos carros e sobre o que cada um vai pagar, paciente com quem compra o primeiro carro ou acabou de chegar a Portugal e não conhece as regras, conhecedor de mecânica e da papelada dos impostos e das legalizações.',
    responseTemplates: [
      {
        scenario: carQuote,
        response:
          'Obrigado pelo seu interesse! Para lhe enviarmos uma proposta concreta, diga-nos: o modelo ou o tipo de carro que procura (novo ou usado, combustível, caixa manual ou automática) e o seu orçamento; se tem carro para retoma, a matrícula, os quilómetros, o estado geral e 6 fotografias (frente, traseira, os dois lados, interior e painel com os quilómetros); se quer financiamento, o valor da entrada e a prestação mensal que lhe convém; e onde quer receber o carro. Um comercial responde-lhe no próprio dia útil, por WhatsApp (912 604 318) ou por e-mail, com o preço final, o valor da retoma e a simulação do crédito.',
      },
      {
        scenario: importQuote,
        response:
          'Com todo o gosto! Para lhe fazermos a simulação do ISV e o orçamento da legalização, envie-nos por WhatsApp (912 604 318) ou para geral@mondegoautomoveis.example: a fotografia do documento de registo estrangeiro, frente e verso; a data da primeira matrícula, a cilindrada, o combustível e as emissões de CO2 (estão no certificado de conformidade, o COC); o país de onde vem o carro e a data em que entrou ou vai entrar em Portugal; e se está a mudar a sua residência para Portugal. Respondemos em 24 horas úteis com o valor do ISV, os nossos honorários e o prazo previsto.',
      },
    ],
  },
  qa: [
    portuguese(
      location,
      'O stand de carros novos e a oficina ficam na Estrada de Eiras 410, 3020-199 Coimbra, a 2 minutos da saída Coimbra Norte da A1, com estacionamento gratuito para clientes. O parque de usados fica mesmo em frente, no n.º 415. Horário do stand (novos e usados): de segunda a sexta, das 9h00 às 19h30; ao sábado, das 9h30 às 13h00 e das 14h30 às 19h00. Horário da oficina: de segunda a sexta, das 8h30 às 12h30 e das 14h00 às 18h30; ao sábado a oficina está fechada. Ao domingo e nos feriados está tudo fechado, incluindo o dia 4 de julho, feriado municipal da Rainha Santa. Telefone 239 487 120 (oficina: 239 487 125), WhatsApp 912 604 318, e-mail geral@mondegoautomoveis.example. Se vier de comboio, vamos buscá-lo à estação de Coimbra-B sem custo: avise-nos com um dia de antecedência.',
    ),
    portuguese(
      brands,
      'Somos concessionário oficial Kia e Škoda para o distrito de Coimbra. Preços de tabela com IVA e ISV incluídos, a que se juntam 850 € de despesas de transporte, legalização e registo: Kia Picanto desde 16 490 €, Kia Stonic desde 22 990 €, Kia Ceed desde 25 490 €, Kia Niro (híbrido ou elétrico) desde 33 990 €, Kia EV3 (100 % elétrico) desde 36 990 €, Kia Sportage híbrido desde 37 990 €; Škoda Fabia desde 19 990 €, Škoda Kamiq desde 25 990 €, Škoda Octavia desde 31 490 €, Škoda Karoq desde 34 990 €, Škoda Elroq (100 % elétrico) desde 36 990 €, Škoda Kodiaq de 7 lugares desde 44 990 €, Škoda Enyaq (100 % elétrico) desde 46 490 €. Temos sempre cerca de 40 carros novos em stock, entregues em uma a duas semanas; um carro encomendado à fábrica, com a cor e o equipamento que escolher, demora normalmente de 6 a 16 semanas. Há campanhas da marca quase todos os meses: peça-nos a proposta do mês para o modelo que lhe interessa.',
    ),
    portuguese(
      used,
      'No parque de usados, em frente ao stand, temos sempre cerca de 180 carros de todas as marcas, sobretudo com 2 a 8 anos, desde 4 900 € até 45 000 €: citadinos, familiares, carrinhas e SUV, muitos com caixa automática, e uma secção «Primeiro carro» com carros até 7 500 €. Todos passam por uma verificação de 110 pontos na nossa oficina, levam a revisão feita, pneus com pelo menos 3 mm de piso e a inspeção válida, e os quilómetros são confirmados pelo histórico de manutenção. Cada carro tem 18 meses de garantia, qualquer que seja o preço, e pode alargá-la até 36 meses com a Garantia Mondego+. O preço anunciado é o preço final: só acresce o registo de propriedade. Pode ver todos os carros, com fotografias e o relatório da verificação, em mondegoautomoveis.example/usados, atualizado todos os dias.',
    ),
    portuguese(
      newWarranty,
      'Os Kia novos têm 7 anos ou 150 000 km de garantia (o que acontecer primeiro), transmissível se vender o carro; a bateria de alta tensão dos Kia elétricos e híbridos está coberta pelos mesmos 7 anos ou 150 000 km. Os Škoda novos têm 3 anos de garantia sem limite de quilómetros, que pode alargar para 5 anos ou 100 000 km com a Garantia Alargada Škoda (desde 390 €, contratada na compra); a bateria dos Škoda elétricos tem 8 anos ou 160 000 km. Para manter a garantia, faça as revisões no prazo indicado pela marca, na nossa oficina ou em qualquer oficina que use peças de qualidade equivalente e registe a revisão. Durante a garantia, a assistência em viagem 24 horas está incluída: o número está no cartão que entregamos com o carro.',
    ),
    portuguese(
      tradeIn,
      'Sim, aceitamos carros de qualquer marca, idade e quilometragem como parte do pagamento de um carro novo ou usado. A avaliação é gratuita e demora cerca de 20 minutos: traga o carro ao stand, de segunda a sábado, com o documento único automóvel, o livro de revisões e as duas chaves. Para uma primeira ideia, envie-nos por WhatsApp a matrícula, os quilómetros e 6 fotografias (frente, traseira, lados, interior e painel com os quilómetros) e respondemos no mesmo dia com um valor indicativo. O valor depende do estado, dos quilómetros, do histórico de revisões e da procura do modelo, e é descontado no preço do carro que comprar. Se o carro ainda tiver crédito por pagar, tratamos da liquidação diretamente com o banco. Só compramos carros como retoma, na compra de um dos nossos.',
    ),
    portuguese(
      financing,
      'Tratamos do crédito automóvel no próprio stand com o nosso parceiro, o Oriente Crédito; a Mondego Automóveis é intermediário de crédito vinculado, registado no Banco de Portugal. Financiamos carros novos e usados de 3 000 € a 75 000 €, de 12 a 120 meses (usados com mais de 5 anos: até 84 meses), com ou sem entrada inicial. Exemplo: Škoda Fabia novo por 19 990 €, entrada de 4 000 €, 84 prestações de 249 €, TAN 7,9 %, TAEG 9,6 %, montante total imputado ao consumidor 21 231 €. A resposta do banco chega normalmente em 24 horas. Documentos: cartão de cidadão ou título de residência, NIF, comprovativo de IBAN, os últimos 3 recibos de vencimento, a última declaração de IRS com a nota de liquidação e um comprovativo de morada. Pode amortizar ou liquidar o crédito antes do prazo. Fazemos a simulação sem compromisso, no stand ou por WhatsApp.',
    ),
    portuguese(
      buyingDocs,
      'Para comprar um carro a pronto pagamento precisa apenas do cartão de cidadão (ou, se não for português, do passaporte ou do título de residência), do número de contribuinte (NIF) e de uma morada em Portugal, para onde vão as cartas do IUC e das inspeções. Se comprar em nome de uma empresa: o código da certidão permanente e o cartão de cidadão do gerente. Nós tratamos do registo de propriedade no IRN em seu nome, no próprio dia, e entregamos o carro com o documento único automóvel provisório. Antes de levar o carro, o seguro tem de estar feito em seu nome: traga o certificado do seguro, ou trate disso aqui com o mediador de seguros nosso parceiro. Se pagar a prestações, acrescem os documentos do crédito.',
    ),
    portuguese(
      testDrive,
      'Sim, e recomendamos! Temos carros de demonstração do Kia Picanto, Ceed, Sportage, Niro e EV3 e do Škoda Fabia, Octavia, Kodiaq e Elroq; os usados também podem ser experimentados. Marque por telefone, WhatsApp ou no site, de segunda a sábado, no horário do stand: o test drive dura 30 a 45 minutos, com um dos nossos comerciais, num percurso pela cidade, pelo IC2 e pela A1. Traga a carta de condução e um documento de identificação; aceitamos cartas de condução válidas de qualquer país. Para os elétricos (EV3, Niro EV e Elroq) há o test drive de fim de semana: leva o carro ao sábado às 13h00 e devolve-o na segunda às 9h30, sem custo e com o carregamento incluído, se tiver mais de 21 anos e pelo menos 2 anos de carta. Os fins de semana são limitados: marque com duas semanas de antecedência.',
    ),
    portuguese(
      workshop,
      'A nossa oficina é multimarca: tratamos de carros de todas as marcas, não só Kia e Škoda. Fazemos revisões segundo o plano do fabricante (sem perder a garantia da marca, mesmo de outras marcas), diagnóstico eletrónico, travões, embraiagens, correias de distribuição, suspensão, ar condicionado, baterias, pneus e alinhamento de direção, chapa e pintura, vidros, e carros elétricos e híbridos, com técnicos certificados para alta tensão. Marcações por telefone (239 487 125), WhatsApp (912 604 318) ou e-mail (oficina@mondegoautomoveis.example); normalmente temos vaga em 2 a 4 dias úteis. Para uma revisão, deixe o carro entre as 8h30 e as 9h30 e levante-o no mesmo dia a partir das 17h00. Se precisar, a nossa carrinha leva-o de manhã à Baixa, à Universidade ou à estação de Coimbra-B e vai buscá-lo às 17h30, sem custo. Damos sempre orçamento antes de qualquer reparação.',
    ),
    portuguese(
      courtesyCar,
      'Sim. Se o seu Kia ou Škoda estiver em garantia e a reparação ou a revisão durar mais do que um dia, o carro de substituição é gratuito. Para carros de outras marcas, ou fora da garantia, custa 15 € por dia, com seguro e 100 km por dia incluídos. Temos 20 carros de substituição, sobretudo Picanto e Fabia: peça-o quando marcar a oficina, porque às segundas e sextas esgotam. O condutor tem de ter mais de 21 anos e 2 anos de carta, e o carro é devolvido com o mesmo nível de combustível. Para revisões de um só dia, também pode usar a nossa carrinha de transporte para o centro de Coimbra, sem custo.',
    ),
    portuguese(
      legalisation,
      'Sim, tratamos de todo o processo de legalização de um carro comprado noutro país, até ficar com matrícula portuguesa: 1) simulação gratuita do ISV, de preferência antes de comprar o carro; 2) Declaração Aduaneira de Veículo (DAV) na alfândega, que tem de ser apresentada nos 20 dias úteis seguintes à entrada do carro em Portugal, e pagamento do ISV; 3) inspeção tipo B num centro de inspeção; 4) homologação, com o certificado de conformidade (COC) da marca; 5) pedido de matrícula ao IMT e registo de propriedade no IRN. Demora normalmente 4 a 8 semanas; os carros de fora da União Europeia demoram mais, porque passam primeiro pelo desalfandegamento. Precisamos do documento de registo estrangeiro original (no caso alemão, as duas partes), da fatura ou do contrato de compra, do COC, do seu documento de identificação e do NIF. Os nossos honorários para um carro da União Europeia são de 450 €, a que se juntam o ISV e as taxas oficiais.',
    ),
    portuguese(
      isv,
      'O ISV paga-se uma única vez, quando o carro é matriculado pela primeira vez em Portugal; nos carros novos que vendemos já está incluído no preço. Nos carros importados, o imposto depende da cilindrada, das emissões de CO2 (o valor WLTP do COC), do combustível e da idade: os usados vindos da União Europeia têm uma redução que aumenta com a idade do carro, e os diesel pagam mais 500 € se emitirem partículas acima de 0,001 g/km. Os carros 100 % elétricos não pagam ISV; os híbridos plug-in com pelo menos 50 km de autonomia elétrica e menos de 50 g/km de CO2 pagam 25 % do imposto. Para dar uma ideia: um Volkswagen Golf 1.6 TDI de 2019 com 110 g/km vindo da Alemanha paga à volta de 2 300 €; um BMW 320d de 2018, à volta de 3 900 €. Fazemos a simulação exata em 24 horas, sem custo: envie-nos a fotografia do documento do carro e o COC.',
    ),
    portuguese(
      iuc,
      'O IUC (Imposto Único de Circulação) paga-se todos os anos, no mês da matrícula do carro, no Portal das Finanças ou num multibanco, com a referência que as Finanças disponibilizam; num carro novo, o primeiro IUC paga-se nos 90 dias seguintes à matrícula. Paga quem é dono do carro no mês em que o imposto é devido. Para carros matriculados depois de julho de 2007, o valor depende da cilindrada e das emissões de CO2; para os mais antigos, só da cilindrada, do combustível e da idade, e é bastante mais baixo. Alguns valores de 2026: Kia Picanto 1.0 cerca de 110 € por ano, Škoda Fabia 1.0 TSI cerca de 150 €, Škoda Octavia 2.0 TDI cerca de 240 €, Kia Sportage híbrido cerca de 260 €. Os carros 100 % elétricos não pagam IUC. Calculamos o IUC de qualquer carro antes de o comprar.',
    ),
    portuguese(
      delivery,
      'Sim. Entregamos o seu carro, novo ou usado, em casa ou no trabalho, de segunda a sábado: um dos nossos comerciais leva-o, explica-lhe o carro durante meia hora e, se tiver retoma, traz o seu carro antigo no mesmo dia. A entrega é grátis até 50 km de Coimbra: Condeixa, Penela, Lousã, Miranda do Corvo, Penacova, Mealhada, Cantanhede, Montemor-o-Velho, Figueira da Foz e arredores. Para o resto da região Centro (Aveiro, Leiria, Viseu, Castelo Branco, Guarda, Covilhã e outras localidades) e para o resto do país também entregamos, com um custo que depende da distância. Marque a entrega com pelo menos 3 dias de antecedência; o carro tem de estar pago e com seguro antes da entrega.',
    ),
    portuguese(
      reservation,
      'Para reservar um carro usado, pague um sinal de 500 € por MB Way ou transferência bancária e envie-nos o comprovativo com o seu nome e NIF: o carro fica reservado só para si durante 7 dias e sai do site. Para encomendar um carro novo à fábrica, o sinal é de 1 000 €, pago na assinatura da encomenda. O sinal é sempre descontado no preço final. Se precisar de crédito, reserve o carro enquanto o banco analisa o pedido: prolongamos a reserva até haver resposta.',
    ),
    portuguese(
      payment,
      'Na compra de um carro aceitamos transferência bancária (tem de estar creditada na nossa conta antes da entrega: conte um dia útil entre bancos diferentes, ou use a transferência imediata), cheque bancário, cartão de débito ou de crédito (Visa, Mastercard) e MB Way, até ao limite da sua app. Por lei, não podemos receber em numerário pagamentos de 3 000 € ou mais: em dinheiro, no máximo 2 999 €. Na oficina pode pagar por multibanco, MB Way, transferência ou numerário. Emitimos a fatura em nome de quem compra, com o NIF, ou em nome da empresa.',
    ),
    portuguese(
      electric,
      'Depende dos quilómetros que faz e de onde pode carregar. Um elétrico não paga ISV nem IUC, a manutenção é mais barata e, carregado em casa em tarifa bi-horária, custa à volta de 3 a 4 € por 100 km; para as empresas, o IVA é dedutível em carros até 62 500 €. Se faz mais de 40 km por dia e tem garagem ou um lugar onde carregar, é quase sempre a melhor escolha. Os híbridos plug-in com mais de 50 km de autonomia elétrica pagam só 25 % do ISV. Novos, temos o Kia EV3 e o Niro EV e o Škoda Elroq e Enyaq; no parque de usados há normalmente 15 a 20 elétricos e híbridos plug-in, desde 14 900 €, com relatório do estado da bateria. Instalamos wallboxes em casa através de um eletricista certificado nosso parceiro. Para experimentar sem pressa, marque um test drive de fim de semana.',
    ),
    portuguese(
      inspection,
      'Sim. Com o serviço de inspeção da nossa oficina, fazemos uma pré-inspeção (luzes, travões, pneus, folgas, emissões), corrigimos o que for preciso com o seu acordo, levamos o carro ao centro de inspeção e trazemo-lo de volta, no mesmo dia. Se o carro reprovar, tratamos da reparação e da reinspeção. Os prazos para os ligeiros de passageiros: primeira inspeção 4 anos depois da primeira matrícula, depois de 2 em 2 anos até aos 8 anos e, a partir daí, todos os anos; pode fazê-la até 3 meses antes do fim do prazo. Os carros usados que vendemos saem sempre com a inspeção em dia. Marque com a oficina com uma semana de antecedência.',
    ),
    portuguese(
      tyres,
      'Sim, para carros de todas as marcas. Trabalhamos com Michelin, Continental, Bridgestone e Hankook e com uma gama económica, e temos em stock as medidas mais comuns; as outras chegam em 24 horas. O preço de cada pneu inclui montagem, válvula, equilibragem e a taxa de reciclagem do pneu velho. Fazemos também alinhamento de direção, reparação de furos e pneus para todas as estações. Mudar os 4 pneus demora cerca de uma hora: marque com a oficina, de segunda a sexta. Diga-nos a medida (está escrita no pneu, por exemplo 205/55 R16) e enviamos o preço por WhatsApp.',
    ),
    portuguese(
      remotePurchase,
      'Sim, muitos clientes compram à distância. Escolha o carro em mondegoautomoveis.example/usados (ou peça-nos a proposta de um novo) e marcamos uma videochamada por WhatsApp em que um comercial lhe mostra o carro por dentro e por fora, liga o motor e responde às suas perguntas; enviamos também o relatório da verificação de 110 pontos e mais fotografias. Para o reservar, pague o sinal por MB Way ou transferência. O contrato e os documentos do registo assinam-se com a Chave Móvel Digital ou com o cartão de cidadão. Depois, entregamos o carro em sua casa ou, se preferir vir buscá-lo, vamos buscá-lo à estação de Coimbra-B.',
    ),
    english(
      foreigners,
      'Yes, and many of our customers are international students, researchers and staff of the University of Coimbra, as well as Brazilian, Ukrainian and British residents. To buy a car you need a Portuguese tax number (NIF), because the car is registered in your name at the IRN with it; an ID (passport, residence permit, CPLP residence permit or temporary protection document); and an address in Portugal, which can be a university residence or a rented room. If you don’t have a NIF yet, get one at a Finanças office or a Loja do Cidadão before you come; citizens from outside the EU who are not yet resident may need a fiscal representative. Erasmus students staying for one semester can buy a car too. Paying in full is the simplest; for a loan, see our conditions for foreign residents.',
    ),
    english(
      foreignFinance,
      'Yes, if you live in Portugal. Our partner bank, Oriente Crédito, asks for: a residence permit, a CPLP residence permit or, for Ukrainian citizens, the temporary protection document (a renewal receipt is accepted); a NIF; a Portuguese bank account (a PT IBAN); at least 6 months living in Portugal; and proof of income: a work contract and your last 3 payslips, or your last IRS return if you are self-employed. Students without an income in Portugal can get a loan with a guarantor (fiador) who lives and works here. The answer usually comes within 24 hours. Loans go from €3,000 and up to 120 months, at the same interest rate as for Portuguese customers.',
    ),
    english(
      ukCar,
      'Yes, including right-hand-drive cars, which can be legally registered in Portugal. Since Brexit the UK is outside the EU, so the car goes through customs before the normal legalisation (customs declaration, ISV, type-B inspection, Portuguese plates). If you are moving your residence to Portugal, you can import it free of customs duty, VAT and ISV under the transfer-of-residence exemption: you must have owned and used the car in the UK for at least 6 months, have lived outside Portugal for at least 12 months, and ask for the exemption within 12 months of moving; the car then cannot be sold or lent for 12 months. Without the exemption you pay 10 % customs duty, 23 % VAT and the ISV, which often makes it cheaper to sell the car in the UK. Our workshop adjusts the headlights for driving on the right. The whole process takes 6 to 10 weeks. Send us the V5C, your proof of residence in Portugal and the date you moved, and we will tell you whether you qualify.',
    ),
    english(
      buyBack,
      'Yes, with our Recompra Garantida (guaranteed buy-back), made for international and Erasmus students, researchers and visiting staff. When you buy a used car of up to €12,000 from us, we write in the contract the price at which we will buy it back: 70 % of what you paid if you sell it back after 6 to 12 months, 60 % after 12 to 24 months. Conditions: no more than 15,000 km per year, services done on time, no accident damage, and the car returned with both keys and its documents. It costs nothing extra, and you can always choose to sell the car privately instead. Tell us your departure date two weeks in advance: we pay by bank transfer, also to a foreign account, on the day you hand over the car.',
    ),
    english(
      insurance,
      'Yes. In Portugal every car on the road must have at least third-party liability insurance, and we can only hand over the car once it is insured in your name. You can insure it with any insurer and bring us the insurance certificate, or our partner insurance broker, who is at the showroom on weekdays, can get you quotes from several insurers on the same day. Some insurers give a discount for a no-claims letter from your previous insurer abroad (UK, Brazil, Ukraine…): bring it in English or Portuguese. For a car bought on credit, the bank asks for comprehensive (own-damage) cover for the first years.',
    ),
    english(
      speakEnglish,
      'Yes. Rui Figueiredo, one of the owners, and two of our salespeople speak English, and Oksana, in our used-car team, also speaks Ukrainian and Russian; several of us speak French too. Just write to us in English on WhatsApp (+351 912 604 318) or by e-mail and we will answer in English. Contracts and official documents are in Portuguese, but we go through them with you in English, and the warranty conditions and workshop estimates can be sent in English. If you come to the showroom, let us know the day before so that an English-speaking colleague is there.',
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'Portuguese',
      text: `TABELA DE PREÇOS 2026 – MONDEGO AUTOMÓVEIS, LDA.
Estrada de Eiras 410, 3020-199 Coimbra – Oficina: 239 487 125 – oficina@mondegoautomoveis.example
Preços em euros, com IVA à taxa de 23 % incluído, válidos de 1 de janeiro a 31 de dezembro de 2026, salvo erro de impressão. Os preços dos carros novos e usados não constam desta tabela: ver a proposta de cada carro.

1. Mão de obra
- Hora de oficina, mecânica e eletricidade: 48 €
- Hora de chapa e pintura: 52 €
- Diagnóstico eletrónico: 35 € (descontado se a reparação for feita connosco)

2. Revisões (óleo, filtros, verificação de 40 pontos e mão de obra incluídos) – 15 000 km / 30 000 km / 45 000 km / 60 000 km
- Kia Picanto, Škoda Fabia (gasolina): 189 / 259 / 199 / 349
- Kia Ceed, Kia Stonic, Škoda Kamiq, Škoda Scala (gasolina): 219 / 289 / 229 / 399
- Kia Ceed, Škoda Octavia (diesel): 239 / 319 / 249 / 439
- Kia Sportage, Kia Niro híbrido, Škoda Octavia, Karoq e Kodiaq (gasolina e híbridos): 249 / 339 / 259 / 459
- Elétricos (Kia Niro EV e EV3, Škoda Elroq e Enyaq): 119 por revisão anual
- Outras marcas: orçamento pela matrícula, em 24 horas.

3. Serviços rápidos
- Mudança de óleo e filtro (até 5 litros, óleo 5W30): gasolina 89 €, diesel 99 €
- Pastilhas de travão à frente, montadas: desde 95 €; discos e pastilhas à frente: desde 220 €
- Carga de ar condicionado com desinfeção: 69 €
- Bateria montada e testada: desde 110 €
- Escovas limpa-para-brisas (par): 25 €
- Preparação e acompanhamento à inspeção periódica (pré-inspeção, levamos e trazemos o carro; taxa do centro de inspeção incluída): 75 €. Reinspeção depois de uma reprovação, quando a reparação é feita connosco: acompanhamento sem custo.
- Codificação de uma segunda chave: desde 180 €

4. Pneus (preço por pneu, com montagem, válvula, equilibragem e ecovalor incluídos)
- 185/65 R15: gama económica 62 €; Michelin ou Continental 98 €
- 195/65 R15: gama económica 66 €; Michelin ou Continental 104 €
- 205/55 R16: gama económica 74 €; Michelin ou Continental 115 €
- 215/55 R17: gama económica 95 €; Michelin ou Continental 149 €
- Alinhamento de direção: 35 € – Reparação de furo: 15 €

5. Garantia Mondego+ (extensão da garantia dos carros usados, além dos 18 meses incluídos; contratada na compra)
- Mais 6 meses (24 meses no total): 190 €
- Mais 12 meses (30 meses no total): 290 €
- Mais 18 meses (36 meses no total): 420 €
- Carros com mais de 10 anos ou mais de 150 000 km: só mais 12 meses, por 340 €.

6. Despesas de venda
- Carros novos: transporte, legalização, matrícula e registo: 850 €, a juntar ao preço de tabela da marca.
- Carros usados: registo de propriedade no IRN, 65 € (taxa oficial, sem margem). A preparação está incluída no preço do carro.
- Recompra Garantida: sem custo.

7. Carro de substituição
- Kia e Škoda em garantia, com reparação ou revisão de mais de um dia: grátis.
- Outros carros: 15 € por dia, com seguro e 100 km por dia; quilómetro a mais 0,20 €.

8. Legalização de carros importados (honorários; ISV, IVA, direitos aduaneiros e taxas oficiais à parte)
- Simulação do ISV: grátis
- Carro vindo de um país da União Europeia: 450 €
- Carro vindo de fora da União Europeia (Reino Unido, Suíça, Noruega…): 650 €
- Inspeção tipo B: taxa oficial do centro de inspeção, mais 40 € de acompanhamento
- Ajuste dos faróis de um carro com volante à direita: desde 90 €

9. Entregas ao domicílio (por entrega; recolha da retoma no mesmo dia, sem custo)
- Até 50 km de Coimbra (Condeixa, Penela, Lousã, Miranda do Corvo, Penacova, Mealhada, Cantanhede, Montemor-o-Velho, Figueira da Foz): grátis
- Aveiro, Leiria, Pombal, Tábua, Arganil, Oliveira do Hospital: 60 €
- Viseu, Seia, Tondela, Marinha Grande, Ourém: 80 €
- Castelo Branco, Guarda, Covilhã, Fundão: 120 €
- Fora da região Centro (Porto, Lisboa e outras): 150 €

10. Carregamento elétrico
- Wallbox de 7,4 kW instalada em casa por eletricista certificado (até 15 m de cabo, quadro elétrico em condições): desde 890 €
- Cabo de carregamento tipo 2 de 5 m: 199 €`,
    },
    {
      title: terms,
      language: 'Portuguese',
      text: `CONDIÇÕES GERAIS DE VENDA, GARANTIA E OFICINA – Mondego Automóveis, Lda., Estrada de Eiras 410, 3020-199 Coimbra. Intermediário de crédito vinculado registado no Banco de Portugal. Em vigor desde 1 de janeiro de 2026.

1. Preços e propostas
Todos os preços incluem IVA. O preço de um carro novo é o preço de tabela da marca mais as despesas de venda da tabela de preços em vigor. Os preços anunciados dos carros usados são finais, exceto o registo de propriedade. As propostas escritas são válidas por 15 dias.

2. Reserva e sinal
Um carro usado reserva-se com um sinal de 500 € e fica retido 7 dias; a reserva prolonga-se até 15 dias enquanto um pedido de crédito está em análise. A encomenda de um carro novo obriga a um sinal de 1 000 €. O sinal é descontado no preço. É devolvido por inteiro se o crédito for recusado pela instituição financeira ou se o carro não for entregue no prazo acordado por causa imputável à Mondego Automóveis. Se o cliente desistir da compra por qualquer outra razão, perde o sinal.

3. Pagamento
O carro é pago na totalidade antes da entrega; as transferências têm de estar creditadas na conta da Mondego Automóveis. Não são aceites pagamentos em numerário de valor igual ou superior a 3 000 €. A propriedade do carro só passa para o cliente depois do pagamento integral.

4. Retoma
A avaliação da retoma é válida por 15 dias e desde que o carro não faça mais de 500 km; depois, o carro é avaliado de novo. A retoma é entregue no dia em que o cliente recebe o carro comprado, com o documento único automóvel, as chaves que existirem, o livro de revisões e a inspeção em dia. Danos, avarias ou falta de peças que surjam depois da avaliação levam a uma nova avaliação. As multas, portagens e impostos do carro retomado anteriores à entrega são da responsabilidade do cliente.

5. Entrega
O prazo de entrega de um carro novo encomendado à fábrica é indicativo; se passar mais de 30 dias do prazo indicado, o cliente pode desistir e recebe o sinal. Os carros usados são entregues com a revisão feita, a inspeção válida por pelo menos 6 meses e um quarto de depósito. O carro só é entregue depois de pago e com seguro válido em nome do comprador. O cliente verifica o carro e assina o auto de entrega.

6. Compras à distância
Quando o contrato é celebrado sem que o cliente venha ao stand (por telefone, e-mail, WhatsApp ou videochamada), o cliente pode desistir da compra no prazo de 14 dias a contar da entrega do carro, sem indicar o motivo, por escrito. O carro é devolvido no estado em que foi entregue e com não mais de 300 km do que na entrega; o cliente responde pela desvalorização que resulte de uma utilização para além do necessário para experimentar o carro. A devolução é gratuita até 50 km de Coimbra; para mais longe, tem o custo da entrega da tabela de preços. A Mondego Automóveis reembolsa o cliente no prazo de 14 dias.

7. Garantia dos carros usados
Os carros usados têm 18 meses de garantia a contar da entrega, prazo acordado por escrito com o cliente, como a lei permite para bens usados, e prolongável com a Garantia Mondego+. A garantia cobre as faltas de conformidade do carro, em especial do motor, da caixa de velocidades, do diferencial, da direção, da travagem, do sistema de arrefecimento e dos sistemas elétricos. Não estão cobertos o desgaste normal das peças de desgaste (pastilhas e discos de travão, embraiagem, escovas, pneus, lâmpadas, amortecedores e, depois dos 6 primeiros meses, a bateria de 12 V), salvo defeito que já existisse na entrega, nem os danos causados por acidente, má utilização ou falta de manutenção. As reparações em garantia são feitas na oficina da Mondego Automóveis; se o carro estiver a mais de 100 km de Coimbra, o cliente pode recorrer a outra oficina, depois de a Mondego Automóveis aprovar o orçamento. O cliente mantém as revisões em dia e guarda as faturas.

8. Garantia dos carros novos
Os carros novos têm a garantia da marca, nos termos do certificado de garantia entregue com o carro, nunca inferior à garantia legal de 3 anos.

9. Oficina
Qualquer reparação é precedida de um orçamento; os trabalhos não previstos no orçamento só são feitos com a autorização do cliente, por telefone ou por escrito. As peças substituídas ficam à disposição do cliente até ao levantamento do carro. As reparações têm 12 meses de garantia na mão de obra e a garantia legal nas peças. O cliente é avisado por SMS ou telefone quando o carro está pronto; a partir do 16.º dia depois do aviso, a guarda do carro custa 10 € por dia.

10. Recompra Garantida
Reservada a estudantes, investigadores e docentes estrangeiros, para carros usados até 12 000 €. O preço de recompra fica escrito no contrato de compra: 70 % do preço pago entre 6 e 12 meses depois da compra, 60 % entre 12 e 24 meses; depois de 24 meses, a recompra caduca. Condições: no máximo 15 000 km por ano, revisões em dia, sem danos de acidente, com as chaves e os documentos. O cliente avisa com 15 dias de antecedência.

11. Reclamações e litígios
O cliente dispõe do Livro de Reclamações, em papel no stand e em formato eletrónico. Em caso de litígio, pode recorrer ao CASA – Centro de Arbitragem do Setor Automóvel. Os dados pessoais são tratados apenas para a venda, a oficina, o crédito e as obrigações legais.`,
    },
  ],
  answerable: [
    // Portuguese paraphrases and everyday words, from Portugal and from Brazil
    {
      question:
        'Boa tarde, vcs ficam com o meu carro velho se eu comprar um de vcs? É um Clio de 2009 com 210 mil km',
      answeredBy: [tradeIn, services, carQuote],
    },
    { question: 'Quanto se paga de selo por um Octavia a gasóleo?', answeredBy: [iuc] },
    {
      question:
        'Tô procurando um carro pra minha esposa, algo pequeno e automático, até uns 15 mil euros. Vcs tem?',
      answeredBy: [used, carQuote],
    },
    {
      question: 'A que horas fecha o stand? Queria passar aí depois do trabalho.',
      answeredBy: [location],
    },
    {
      question: 'Não tenho tempo nenhum para ir às inspeções, vocês levam-me o carro lá?',
      answeredBy: [inspection, services, priceList],
    },
    // Long messages in Portuguese, the question inside
    {
      question:
        'Bom dia. Vou começar a trabalhar no hospital da Figueira da Foz em março e moro em Condeixa, por isso preciso mesmo de carro. Estava a pensar num Škoda Fabia novo, mas não tenho o dinheiro todo. Dá para dar uma entrada de uns 3 mil e pagar o resto às prestações? Quanto ficaria por mês, mais ou menos?',
      answeredBy: [financing, services, carQuote],
    },
    {
      question:
        'Boa noite. O meu cunhado vive em França e vai vender-me o Peugeot 3008 dele, de 2020, a gasóleo. Ele traz-mo em agosto quando vier de férias. O que é preciso fazer para o carro ficar com matrícula portuguesa, quanto tempo demora e quanto vou pagar de imposto, mais ou menos?',
      answeredBy: [legalisation, isv, importQuote, services],
    },
    {
      question:
        'Olá, o meu Ceed está na garantia e tem de ir à revisão dos 45 mil. Trabalho no centro de Coimbra e não tenho outro carro, e o meu marido precisa do dele para ir para Cantanhede. Se o deixar aí de manhã fico sem carro o dia todo? Há alguma forma de me emprestarem um?',
      answeredBy: [courtesyCar, workshop, priceList],
    },
    {
      question:
        'Boa tarde, sou de Penela e vi no vosso site um Toyota Yaris híbrido de 2021 que me interessa muito, mas durante a semana não consigo ir a Coimbra e ao sábado fico com os miúdos. Dá para ver o carro por vídeo e depois mandarem-mo cá a casa? Quanto é que isso custa?',
      answeredBy: [remotePurchase, delivery, priceList],
    },
    // Long messages in English
    {
      question:
        "Hello, my wife and I retired to a village near Arganil last year and we brought our Honda Jazz over from Kent. It's right-hand drive and still on UK plates. A neighbour told us we have to get it on Portuguese plates. Is that something you can sort out for us, and will we have to pay the big car tax?",
      answeredBy: [ukCar, legalisation, isv, importQuote, services],
    },
    {
      question:
        "Hello, I am from Kharkiv, I live in Coimbra since 2023 with temporary protection and I work in a factory in Taveiro. I want to buy a used car, maybe 8-10 thousand euro, but I don't have all the money. Can I get credit with my documents? What I need to bring?",
      answeredBy: [foreignFinance, foreigners, financing, buyingDocs],
    },
    {
      question:
        "Hi! I'm a PhD student at the University of Coimbra from India, here for the next two years. I'd like a cheap reliable car for trips to the beach and the mountains, but I'm worried about being stuck with it when I leave. Is there any way you take it back at the end?",
      answeredBy: [buyBack, services, terms],
    },
    {
      question:
        "Hi, we're a family of four who just moved from Brighton to Lousã. We're thinking about a Kodiaq with seven seats and would love to try one on the mountain roads before deciding. Can we book a test drive on a Saturday morning, and do we need to bring anything?",
      answeredBy: [testDrive, services],
    },
    // Typos and chat-speak, in Portuguese (from Portugal and from Brazil)
    { question: 'qto custa o picanto novo?', answeredBy: [brands, carQuote] },
    {
      question: 'td bem? vcs aceitam mbway pro sinal? blz',
      answeredBy: [reservation, payment, remotePurchase],
    },
    {
      question: 'boas, fazem revisao a carros de outras marcas? tenho um seat ibiza de 2016',
      answeredBy: [workshop, services, description, priceList],
    },
    { question: 'tem carro eletrico usado? obg', answeredBy: [electric] },
    { question: 'entregam em leiria tb? pf', answeredBy: [delivery, priceList, services] },
    // Typos and chat-speak, in English
    {
      question: 'hi do u have cheap tyres? need 2 for my polo 185/65 r15',
      answeredBy: [tyres, priceList, services],
    },
    {
      question: 'how much 2 legalise a car from germany thx',
      answeredBy: [legalisation, isv, priceList, importQuote],
    },
    { question: 'wat docs do i need to buy a car here', answeredBy: [buyingDocs, foreigners] },
    { question: 'r u open sundays', answeredBy: [location] },
    // One or two words
    { question: 'Retomas?', answeredBy: [tradeIn, services, carQuote] },
    { question: 'IUC', answeredBy: [iuc] },
    { question: 'Test drive do EV3?', answeredBy: [testDrive, electric, services] },
    // Short follow-ups
    { question: 'e ao sábado?', answeredBy: [location] },
    { question: "and if it's a hybrid?", answeredBy: [isv, electric] },
    { question: 'what about the battery?', answeredBy: [newWarranty] },
    // Portuguese questions, English knowledge
    {
      question: 'Alguém aí fala inglês? A minha sogra é inglesa e quer ir comigo ver carros.',
      answeredBy: [speakEnglish, description],
    },
    {
      question:
        'Preciso de ter o seguro feito antes de levantar o carro ou pode-se tratar disso aí no stand?',
      answeredBy: [insurance, buyingDocs, delivery, terms],
    },
    // English questions, Portuguese knowledge
    {
      question: 'Is it true Kia gives a 7 year warranty on new cars?',
      answeredBy: [newWarranty],
    },
    {
      question: "Do you lend a replacement car while mine's in for a service?",
      answeredBy: [courtesyCar, priceList],
    },
    {
      question:
        'How do I reserve a used car I saw on your website? And do I get the deposit back if my loan is turned down?',
      answeredBy: [reservation, terms, remotePurchase],
    },
    {
      question: 'When does a car need its first inspection here? Mine is 3 years old.',
      answeredBy: [inspection],
    },
    // Answered by a document only
    {
      question: 'Quanto custa a revisão dos 30 mil km num Kia Ceed a gasolina?',
      answeredBy: [priceList],
    },
    {
      question:
        'Comprei um carro por WhatsApp sem ir aí e afinal arrependi-me. Ainda o posso devolver?',
      answeredBy: [terms],
    },
    {
      question:
        "The used car I bought from you in March, does the warranty cover the clutch? It's started slipping.",
      answeredBy: [terms],
    },
    {
      question:
        'o meu carro ta pronto na oficina faz 3 semanas e ainda nao fui buscar, vcs cobram alguma coisa?',
      answeredBy: [terms],
    },
    {
      question: 'Quanto custa alargar a garantia de um usado para 3 anos?',
      answeredBy: [priceList],
    },
    {
      question:
        'You valued my trade-in two weeks ago. Is that price still good if I buy this weekend?',
      answeredBy: [terms],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Alugam carros à semana? Preciso de um maior para as férias de agosto, o meu é pequeno para a família toda.',
    'Vendem motas? Queria uma scooter de 125 para ir para a faculdade.',
    'Bom dia, estão a precisar de mecânicos? Acabei o curso de mecatrónica automóvel no IEFP de Coimbra e procuro estágio.',
    "Hi, I'm the sales rep of a car-care products distributor (shampoos, waxes, interior cleaners). Who handles purchasing for your workshop, and can I drop by with samples?",
    'Onde fica o IMT em Coimbra e a que horas abre? Tenho de trocar a carta brasileira pela portuguesa.',
    'Do you offer driving lessons? My daughter turns 18 in May and needs to get her licence.',
    'Fazem a transformação de carros a gasolina para GPL? Quanto custa mais ou menos?',
    'Quando voltar para o Brasil quero levar o meu carro comigo. Vocês tratam da exportação e do transporte de navio?',
    // Plainly outside
    'Qual é o melhor sítio para comer leitão na Mealhada?',
    'What time does the Biblioteca Joanina open, and do I need to book tickets?',
  ],
};
