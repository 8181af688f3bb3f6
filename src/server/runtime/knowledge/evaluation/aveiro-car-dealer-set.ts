import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Ria Automóveis, a family car dealership in the Taboeira industrial area of Aveiro (Centro,
 * Portugal), founded in 1986 and official Kia agent since 2009. It sells the whole new Kia range
 * (demonstration cars too) and about 80 used cars of all brands, each checked on 120 points, with
 * its history and an 18-month warranty; it takes the customer's car in trade-in (retoma), arranges
 * car loans (crédito automóvel) as a tied credit intermediary, operational renting and financial
 * leasing for companies, handles the registration (matrícula, registo de propriedade, certificado
 * de matrícula, the old DUA), explains the ISV and the yearly IUC, takes cars to the periodic
 * inspection, delivers across mainland Portugal, sells remotely, and legalises the cars of
 * emigrants who come home from France and Switzerland (ISV exemption on a transfer of residence,
 * customs for Swiss cars). Its workshop services all brands (servicing, tyres, air conditioning, a
 * pick-up and return service), and a partner electrician installs wall boxes. Prices are in euros
 * with Portuguese VAT at 23 % and the ISV included. Its customers write in European Portuguese
 * (families from Aveiro, Ílhavo, Águeda, Estarreja, Vagos and the Bairrada, young drivers and their
 * parents, emigrants in France, Switzerland and Luxembourg, small companies and self-employed
 * people) and in English (retired and working expats in the Centro region, Erasmus and
 * international students of the University of Aveiro). The owner wrote the briefing in
 * Portuguese, most Q&A pairs in Portuguese (address and hours, new Kias and delivery times, the
 * used stock, the used-car warranty, checked mileage and history, trade-in, car loans, renting and
 * leasing for companies, the ISV, the IUC, registration and the registration certificate, the
 * periodic inspection, payment, test drives, delivery across the country, the workshop, tyres,
 * electric cars and wall boxes, emigrants' cars from France and Switzerland, young drivers, buying
 * remotely) and a few in English (buying and registering a car as a foreign resident, a foreign
 * driving licence, a buy-back for Erasmus students, the pick-up and return service for a service,
 * English-speaking staff), added two custom responses (a trade-in estimate, a quote to legalise an
 * emigrant's car), and pasted the 2026 price and services list and the general terms of sale and
 * warranty, both in Portuguese.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases with
 * everyday European Portuguese words the owner never used ("ficam com o meu chaço", "o selo", "o
 * papel do carro, o livrete", "um carrito pequeno e poupadinho", "meter os carros dos comerciais",
 * "so deita ar quente", "deu o berro", "um balúrdio de imposto", "mandar-me o carro"), long
 * messages with a story around the question (a family from Ílhavo coming home from Lausanne with
 * their Octavia, a family of five whose Grand Scénic died, a buyer burnt by a private sale on OLX,
 * a nurse commuting from Oliveira de Azeméis who thinks of an EV3, a buyer in Faro, British
 * retirees near Lousã on UK licences, a Polish master's student, a small software company), typos
 * and chat-speak ("vcs", "tao", "q", "tb", "pq", "qnt", "p", "c", "da p", "ta", "obg", "td bem",
 * no accents; "u", "2", "pls"), one- or two-word questions ("Retoma?", "IUC elétricos?", "Garantia
 * dos usados?", "Wallbox?", "Car loan?"), short follow-ups that only make sense after an earlier
 * question ("e ao domingo?", "e num hibrido plug-in tb pago isv?", "e se vier da Suiça em vez de
 * França, é igual?", "and how long until I get the registration papers?"), Portuguese questions
 * against English knowledge and the reverse ("can you take my car for its MOT?"), and a few that
 * only a document answers (cancelling a signed order, a courtesy car during a service, a tow bar,
 * a speeding ticket during a test drive). The outside questions include hard negatives that share
 * words with the knowledge (bodywork after a parking dent next to the workshop, a 125 scooter for a
 * young rider, an LPG conversion, registering a car bought from a private seller, tolls and Via
 * Verde for a French-plated car, solar panels next to wall boxes, renting a car for a week next to
 * company renting, a residence visa next to buying as a foreign resident) and plain questions about
 * a Beira-Mar match and where to eat leitão.
 */

const english = qaIn('English');
const portuguese = qaIn('Portuguese');

// The sources' titles, as the answers name them.
const location = 'Onde fica o stand e qual é o horário?';
const newCars = 'Que modelos Kia novos vendem e quanto tempo demora a entrega?';
const usedStock = 'Que carros usados têm em stock?';
const usedWarranty = 'Que garantia têm os carros usados?';
const usedCheck = 'Os quilómetros e o historial dos usados são verificados?';
const tradeIn = 'Aceitam o meu carro usado como retoma?';
const credit = 'Fazem crédito automóvel?';
const companies = 'Têm renting e leasing para empresas?';
const isv = 'O preço inclui o ISV? O que é o ISV?';
const iuc = 'Quanto vou pagar de IUC e quando se paga?';
const registration = 'Tratam do registo e da matrícula do carro?';
const inspection = 'Podem levar o meu carro à inspeção periódica?';
const payment = 'Que formas de pagamento aceitam?';
const testDrive = 'Posso fazer um test drive antes de comprar?';
const delivery = 'Entregam o carro noutras zonas do país?';
const workshop = 'Fazem revisões e reparações a carros de todas as marcas?';
const tyres = 'Vendem e montam pneus?';
const electric = 'Vendem carros elétricos e instalam wallboxes?';
const emigrants =
  'Sou emigrante em França ou na Suíça e vou regressar: podem legalizar o meu carro?';
const youngDrivers = 'Que carro aconselham a um condutor jovem?';
const remote = 'Posso comprar um carro à distância, sem ir ao stand?';
const expatBuy = 'Can I buy and register a car in Portugal as a foreign resident?';
const foreignLicence = 'Can I drive in Portugal with my foreign driving licence?';
const students =
  'I am an Erasmus student in Aveiro: can I buy a cheap car and sell it back when I leave?';
const pickup = 'Can you collect my car from home for a service and bring it back?';
const englishStaff = 'Does anyone at Ria Automóveis speak English?';
const priceList = 'Tabela de preços e serviços 2026 – Ria Automóveis';
const terms = 'Condições gerais de venda e garantia – Ria Automóveis (2026)';
const tradeInQuote = 'Pedido de avaliação do seu carro para retoma';
const importQuote = 'Pedido de orçamento para legalizar um carro trazido de França ou da Suíça';
const services = knowledgeCopy.briefingServices;

export const aveiroCarDealerSet: EvaluationSet = {
  name: 'Aveiro car dealer (Ria Automóveis)',
  heldOut: false,
  agentName: 'Inês',
  briefing: {
    companyName: 'Ria Automóveis',
    industry: 'automotive',
    description:
      'A Ria Automóveis é um stand familiar de Aveiro, fundado em 1986 por Manuel Tavares e gerido hoje pelos filhos, Rui e Sofia Tavares. Somos concessionário oficial Kia desde 2009 e vendemos também cerca de 80 carros usados de todas as marcas, todos com garantia. Somos 22 pessoas: comerciais, mecânicos, uma preparadora de usados e uma colega que trata da documentação, do crédito e dos registos. O stand e a oficina ficam na Rua das Salinas 145, Zona Industrial de Taboeira, em Aveiro, junto à saída da A25. Os nossos clientes vêm de toda a região de Aveiro e de todo o país, e muitos são emigrantes em França e na Suíça. Falamos português, inglês e francês.',
    targetAudience:
      'As famílias de Aveiro, Ílhavo, Ovar, Águeda, Estarreja, Vagos e da Bairrada que procuram um Kia novo ou um usado de confiança; os jovens condutores e os pais, para o primeiro carro; os emigrantes em França, na Suíça e no Luxemburgo, que compram carro nas férias ou regressam de vez com o seu; as pequenas empresas, os empresários em nome individual e os comerciais que trabalham com renting ou leasing; e os estrangeiros que vivem na região Centro (reformados, famílias, estudantes de Erasmus da Universidade de Aveiro), que nos escrevem em inglês.',
    keyServices:
      'Venda de Kia novos (Picanto, Stonic, Ceed, XCeed, Niro, Sportage, Sorento, EV3, EV6) e de carros de demonstração; cerca de 80 usados de todas as marcas, verificados e com 18 meses de garantia; retoma do seu carro com avaliação gratuita; crédito automóvel; renting e leasing para empresas; tratamos do registo, da matrícula e de toda a legalização; legalização de carros de emigrantes vindos de França e da Suíça, com isenção de ISV quando há direito; entrega em todo o país; oficina de todas as marcas: revisões, reparações, pneus, ar condicionado e pré-inspeção com ida ao centro de inspeção; carros elétricos e instalação de wallboxes com um eletricista parceiro.',
    commonQuestions:
      'O horário, se abrimos ao sábado e, em agosto, ao domingo; os prazos de entrega de um Kia novo; os usados em stock e as fotografias por WhatsApp; a garantia dos usados; a retoma; o crédito e as prestações; o renting para empresas; o ISV e o IUC; o registo e o certificado de matrícula; a inspeção; as formas de pagamento; o test drive; a entrega noutras zonas do país; as revisões e os pneus; os elétricos e as wallboxes; a legalização dos carros dos emigrantes; e, em inglês, como um estrangeiro compra um carro em Portugal, a carta de condução estrangeira e a recompra para estudantes de Erasmus.',
    languages: ['Portuguese', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Respostas claras e concretas, com os preços em euros com IVA (sem IVA nas propostas para empresas) e as regras portuguesas explicadas de forma simples: ISV, IUC, registo, inspeção. Tratamos os clientes com educação, mesmo quando nos escrevem em abreviado, respondemos em inglês a quem escreve em inglês e em francês aos emigrantes que o preferirem. Nunca prometemos um valor de retoma nem a aprovação de um crédito sem ver o carro ou o processo. Acabamos sempre com um próximo passo: um test drive, uma avaliação, uma proposta por e-mail ou o WhatsApp 912 645 320.',
    personality:
      'Como um vendedor de confiança de Aveiro: simpático, direto, honesto sobre o estado dos usados e sobre os custos em que as pessoas não pensam (impostos, seguro, manutenção), paciente com os jovens condutores, com os emigrantes e com os estrangeiros que não conhecem a burocracia portuguesa.',
    responseTemplates: [
      {
        scenario: tradeInQuote,
        response:
          'Com todo o gosto! Para lhe darmos um primeiro valor de retoma, envie-nos por WhatsApp (912 645 320) ou por e-mail (geral@ria-automoveis.example): a marca, o modelo, a versão e o ano, ou a matrícula; os quilómetros; quatro fotografias do exterior, uma do interior e uma do painel com o motor ligado; o livro de revisões ou as faturas, se os tiver; os defeitos que conhece (riscos, luzes acesas no painel, ruídos); e se o carro ainda tem crédito ou reserva de propriedade. Respondemos no próprio dia com um intervalo de valores. A proposta firme é feita depois de uma avaliação de 20 a 30 minutos no stand, gratuita e sem marcação, e é válida 10 dias ou 500 km.',
      },
      {
        scenario: importQuote,
        response:
          'Obrigado pelo contacto! Para lhe enviarmos o orçamento da legalização em 48 horas, envie-nos por e-mail (geral@ria-automoveis.example) ou por WhatsApp (912 645 320): uma cópia do documento do carro (a carte grise francesa ou o Fahrzeugausweis suíço); o certificado de conformidade europeu (COC), se o tiver; a fatura de compra ou outro documento com a data em que o carro passou para o seu nome; um comprovativo da residência no estrangeiro (certificado de residência do consulado, attestation de domicile ou contrato de trabalho); a data prevista do regresso; os quilómetros; e duas fotografias do carro. Com isso, dizemos-lhe se tem direito à isenção de ISV e quanto vai pagar ao todo: o nosso serviço, as taxas oficiais e, se for o caso, o ISV. A Sofia acompanha o processo e fala francês, se preferir.',
      },
    ],
  },
  qa: [
    portuguese(
      location,
      'A Ria Automóveis fica na Rua das Salinas 145, Zona Industrial de Taboeira, 3800-055 Aveiro, a 2 minutos da saída de Taboeira da A25, com parque gratuito para 40 carros à porta. O stand (carros novos e usados) está aberto de segunda a sexta das 9h00 às 19h00, sem interrupção, e ao sábado das 9h30 às 13h00 e das 14h30 às 18h00. A oficina funciona de segunda a sexta das 8h30 às 12h30 e das 14h00 às 18h30, e ao sábado das 9h00 às 13h00, só para pneus e pequenas revisões, com marcação. Estamos fechados ao domingo e nos feriados, incluindo o feriado municipal de Aveiro, a 12 de maio. Em agosto, o mês em que muitos emigrantes estão cá de férias, o stand abre também ao domingo de manhã, das 10h00 às 13h00. A oficina fecha na semana entre o Natal e o Ano Novo. Telefone 234 378 410, telemóvel e WhatsApp 912 645 320, e-mail geral@ria-automoveis.example.',
    ),
    portuguese(
      newCars,
      'Somos concessionário oficial Kia para a região de Aveiro desde 2009 e vendemos toda a gama nova: Picanto, Stonic, Ceed e Ceed SW, XCeed, Niro (híbrido e elétrico), Sportage (gasolina, híbrido e híbrido plug-in), Sorento de 7 lugares e os elétricos EV3 e EV6. Preços de 2026, com IVA e ISV incluídos: Picanto desde 17 490 €, Stonic 23 990 €, Ceed 26 490 €, XCeed 29 490 €, Niro HEV 33 490 €, EV3 36 990 €, Sportage HEV 39 990 €, EV6 49 990 € e Sorento HEV 54 990 €; a estes preços somam-se 890 € de transporte, preparação e legalização (matrícula, registo e chapas). Todos os Kia novos têm a garantia de fábrica de 7 anos ou 150 000 km. Os carros que temos em stock (cerca de 30, nas cores e versões mais pedidas) entregam-se em 2 a 3 semanas; um carro encomendado à fábrica com a cor e o equipamento que escolher demora normalmente 8 a 14 semanas, e damos-lhe a semana de produção assim que a Kia a confirma. Temos também carros de demonstração, com menos de um ano e menos de 10 000 km, com 10 a 15 % de desconto.',
    ),
    portuguese(
      usedStock,
      'Temos sempre cerca de 80 carros usados de todas as marcas, de 2015 a 2024, entre 7 000 € e 45 000 €: utilitários (Picanto, i10, Yaris, Clio, 208, Polo, Ibiza, Corsa), familiares e carrinhas (Golf, Mégane Sport Tourer, Leon ST, 308 SW, Octavia Break, Ceed SW), SUV (Sportage, Qashqai, 3008, 2008, T-Roc, Tucson, Captur), monovolumes de 7 lugares (Grand Scénic, Touran, 5008, Sorento) e uma dezena de elétricos e híbridos. Cerca de metade são a gasóleo, ainda muito procurados por quem faz muitos quilómetros. O stock completo, com fotografias, quilómetros e preço, está no nosso site e no Standvirtual e é atualizado todos os dias. Se viu um carro e quer saber se ainda está disponível, ou quer mais fotografias ou um vídeo, mande-nos a referência ou a matrícula por WhatsApp para o 912 645 320. O preço anunciado já inclui a revisão, a inspeção em dia, o registo de propriedade em seu nome e a garantia de 18 meses. Se não temos o que procura, fazemos a pesquisa por si e avisamos quando entrar um carro parecido.',
    ),
    portuguese(
      usedWarranty,
      'Todos os nossos usados têm 18 meses de garantia, sem limite de quilómetros, a contar da entrega. A lei dá 3 anos de garantia aos bens novos e permite reduzir esse prazo para 18 meses nos bens usados, por acordo escrito, que fica no contrato. A garantia cobre as avarias que não resultem do desgaste normal nem de mau uso: motor, caixa de velocidades manual ou automática, turbo, transmissão, arrefecimento, direção, sistema elétrico e eletrónica, e a bateria de tração dos elétricos e híbridos se a capacidade descer abaixo de 70 %. Ficam de fora as peças de desgaste (embraiagem, pastilhas e discos, pneus, escovas, bateria de 12 V, amortecedores), a carroçaria e os vidros, e os danos de acidente ou de falta de manutenção. As reparações fazem-se na nossa oficina; se o carro avariar a mais de 60 km de Aveiro, pode ser reparado noutra oficina com o nosso acordo prévio, e o reboque até cá é por nossa conta num raio de 60 km. Pode prolongar a garantia com a Garantia Ria+, na compra: mais 12 meses por 290 € ou mais 24 meses por 490 €, para carros com menos de 8 anos e menos de 150 000 km.',
    ),
    portuguese(
      usedCheck,
      'Sim. Antes de ir para o stand, cada usado passa por uma verificação de 120 pontos na nossa oficina (motor, caixa, travões, suspensão, direção, eletrónica, pneus, carroçaria e interior) e por um teste de estrada, e fazemos a revisão se estiver a menos de 5 000 km ou 6 meses da próxima. Confirmamos os quilómetros com o livro de revisões, as faturas de manutenção e os registos das inspeções periódicas, onde o centro de inspeção anota os quilómetros em cada visita. Entregamos-lhe o relatório da verificação, o historial que conseguimos reunir e a ficha da última inspeção; os carros com mais de 4 anos são entregues com a inspeção válida por pelo menos 6 meses. Nos elétricos e híbridos plug-in juntamos um relatório do estado da bateria. Não vendemos carros com danos estruturais de acidente nem carros importados sem historial. Se provar que os quilómetros reais são superiores aos anunciados, anulamos a venda e devolvemos o valor pago.',
    ),
    portuguese(
      tradeIn,
      'Sim, aceitamos o seu carro como parte do pagamento (retoma), seja de que marca for, na compra de um carro novo ou usado. A avaliação é gratuita e sem compromisso: demora 20 a 30 minutos no stand, sem marcação, ou envie-nos primeiro por WhatsApp (912 645 320) a marca, o modelo, o ano, os quilómetros e algumas fotografias, e damos-lhe um valor aproximado no próprio dia. O valor depende do estado, dos quilómetros, do historial de revisões e da procura do modelo; a proposta firme é válida 10 dias ou 500 km. Se o carro ainda tem crédito com reserva de propriedade, pagamos o valor em dívida à financeira, descontamo-lo da retoma e tratamos do cancelamento da reserva. Também aceitamos em retoma carros de emigrantes com matrícula francesa, suíça ou luxemburguesa, desde que os documentos estejam em ordem. Se quiser apenas vender o carro sem comprar outro, compramos carros de 2012 em diante e pagamos por transferência em 2 dias úteis.',
    ),
    portuguese(
      credit,
      'Sim. Somos intermediário de crédito vinculado da Mondego Crédito, IFIC, S.A., registado no Banco de Portugal, e propomos crédito automóvel para carros novos e usados, de 3 000 € a 75 000 €, com ou sem entrada. O prazo vai de 12 a 120 meses para um carro novo e até 96 meses para um usado (60 meses no máximo para carros com mais de 10 anos). Em janeiro de 2026, a TAN fixa começa nos 6,50 % para novos e nos 8,50 % para usados. Exemplo para um usado: 12 000 € a 72 meses, TAN 8,50 %, TAEG 10,1 %, 72 prestações de 213,34 € e montante total imputado ao consumidor (MTIC) de 15 721,68 €. Para a simulação e a aprovação precisamos do Cartão de Cidadão, do comprovativo de morada, da última declaração de IRS, dos 3 últimos recibos de vencimento e do IBAN; a resposta chega em 24 a 48 horas. O carro fica com reserva de propriedade a favor da financeira até ao fim do crédito, e pode amortizar ou liquidar antecipadamente quando quiser.',
    ),
    portuguese(
      companies,
      'Sim. Para empresas e empresários em nome individual temos duas soluções, com os nossos parceiros financeiros. O renting (aluguer operacional de viaturas), de 36 a 60 meses e de 15 000 a 50 000 km por ano, com uma renda mensal fixa que inclui a manutenção, os pneus, o seguro, o IUC e a assistência 24 horas; exemplos a 48 meses e 20 000 km por ano, sem IVA: Picanto 289 €, Stonic 349 €, Ceed SW 399 €, Niro HEV 449 €, EV3 459 €, Sportage PHEV 579 € e EV6 599 € por mês. O leasing financeiro, de 24 a 84 meses, com valor residual de 2 a 30 %, em que o carro fica da empresa no fim do contrato. Num carro elétrico com custo até 62 500 € sem IVA, a empresa pode deduzir o IVA e não paga tributação autónoma; nos híbridos plug-in, o IVA é dedutível até 50 000 € e a tributação autónoma é reduzida. Confirme sempre com o seu contabilista o enquadramento fiscal da sua empresa. Enviamos a proposta por e-mail em 48 horas, com o modelo, a duração e os quilómetros que nos indicar.',
    ),
    portuguese(
      isv,
      'Sim: nos carros novos, o preço que anunciamos já inclui o ISV e o IVA a 23 %. O ISV (Imposto Sobre Veículos) paga-se uma única vez, quando o carro é matriculado pela primeira vez em Portugal, e depende da cilindrada e das emissões de CO2: quanto maior o motor e as emissões, maior o imposto. Os carros 100 % elétricos não pagam ISV, e os híbridos plug-in com pelo menos 50 km de autonomia elétrica e menos de 50 g/km de CO2 pagam só 25 %. Nos usados que vendemos, com matrícula portuguesa, o ISV já foi pago e não há mais nada a pagar. Só volta a haver ISV quando um carro usado vem do estrangeiro: paga-se com uma redução conforme a idade do carro, por exemplo 43 % de redução para um carro com 5 a 6 anos e 80 % para um carro com mais de 10 anos. Os emigrantes que regressam de vez a Portugal podem ter isenção de ISV no carro que trazem, em certas condições.',
    ),
    portuguese(
      iuc,
      'O IUC (Imposto Único de Circulação, o antigo "selo do carro") é um imposto anual que se paga no Portal das Finanças, ou com a referência Multibanco que as Finanças enviam, durante o mês da matrícula do carro. Num carro novo, o primeiro IUC paga-se nos 90 dias seguintes à matrícula; a partir daí, todos os anos no mês da matrícula. O valor depende da cilindrada e das emissões de CO2 nos carros matriculados a partir de julho de 2007, e só da cilindrada, do combustível e da idade nos mais antigos, que pagam bem menos. Valores aproximados em 2026: Picanto 1.0 ou Ceed 1.0 T-GDi cerca de 115 € por ano, Sportage 1.6 híbrido cerca de 155 €, Sorento 2.2 a gasóleo cerca de 350 €. Os carros 100 % elétricos estão isentos de IUC. Um carro comprado connosco nunca traz dívidas de IUC dos anos anteriores. Enviamos-lhe um lembrete por SMS no mês do seu primeiro IUC.',
    ),
    portuguese(
      registration,
      'Sim, para qualquer carro que compre connosco tratamos de tudo e não precisa de ir a lado nenhum. Num carro novo, pedimos a matrícula ao IMT, fazemos o registo inicial de propriedade no Registo Automóvel e montamos as chapas; está tudo incluído nos 890 € de transporte, preparação e legalização. Num usado, fazemos o registo de propriedade em seu nome pelo Automóvel Online, e o emolumento de 65 € já está incluído no preço anunciado. Precisamos do seu Cartão de Cidadão (ou, para estrangeiros, passaporte ou título de residência e NIF), da morada e, para uma empresa, da certidão permanente; o requerimento de registo é assinado por si e por nós no stand. O certificado de matrícula, o documento que substituiu o antigo DUA (o livrete e o título de registo de propriedade), chega pelo correio a sua casa em 2 a 4 semanas; até lá, circula com o comprovativo do pedido de registo que lhe entregamos. Antes de levantar o carro precisa de ter o seguro feito em seu nome, com a matrícula, que lhe damos logo que a tivermos.',
    ),
    portuguese(
      inspection,
      'Sim. Por 45 € com IVA, fazemos uma pré-inspeção na oficina (luzes, pneus, travões, escovas, níveis, folgas e códigos de erro), levamos o carro ao centro de inspeção de Taboeira e trazemo-lo de volta; a taxa da inspeção (cerca de 36 € num ligeiro) paga-se à parte, ao preço do centro. Se encontrarmos alguma coisa na pré-inspeção, ligamos-lhe com um orçamento antes de reparar. Se o carro chumbar, reparamos com o seu acordo e levamo-lo à reinspeção sem cobrar de novo a condução. As datas: um ligeiro de passageiros vai à primeira inspeção aos 4 anos, depois aos 6 e aos 8 anos e, a partir daí, todos os anos, até ao dia e mês da matrícula. Deixe no carro o certificado de matrícula (ou o DUA) e a ficha da última inspeção. Entregue-o de manhã e levante-o ao fim do dia; pense nisso um mês antes do prazo.',
    ),
    portuguese(
      payment,
      'Pode pagar por transferência bancária (a forma mais simples para o valor total: IBAN PT50 0035 0712 0004 5821 9301 5, em nome de Ria Automóveis, Lda.), por cartão Multibanco ou MB WAY no stand, por cartão de crédito Visa ou Mastercard até 5 000 €, ou por cheque bancário. Em dinheiro, a lei limita os pagamentos a 3 000 € por compra. Pode também pagar uma parte ou a totalidade com crédito automóvel através de nós, e descontar o valor da retoma do seu carro. Para encomendar um carro novo, pedimos um sinal de 10 % do preço (no mínimo 1 000 €); para reservar um usado durante 7 dias, um sinal de 300 €, que é descontado no preço. O restante paga-se até à entrega, antes de levar o carro. Passamos sempre fatura com o seu NIF e, para empresas, com o IVA discriminado.',
    ),
    portuguese(
      testDrive,
      'Sim, e é gratuito, tanto nos Kia de demonstração como em qualquer usado do stand. Só precisa da carta de condução válida e do Cartão de Cidadão ou do passaporte. O test drive dura cerca de 30 minutos, com um comercial, num percurso pela cidade e pela A25; se o marcar por telefone ou WhatsApp, garantimos que o carro está pronto e carregado à sua hora. Nos elétricos EV3 e EV6 emprestamos o carro durante 24 horas ou um fim de semana, para ver se a autonomia chega ao seu dia a dia; é preciso ter pelo menos 23 anos e carta há mais de 2 anos, e assinar um contrato de empréstimo. Quem tem carta há menos de um ano também pode fazer o test drive normal, sempre com o comercial ao lado. Ao sábado à tarde há muita procura: marque com um ou dois dias de antecedência.',
    ),
    portuguese(
      delivery,
      'Sim, entregamos em todo o continente. Pode levantar o carro no stand, onde lhe explicamos tudo com calma, ou levamo-lo a sua casa ou ao seu trabalho, matriculado, com o registo tratado, limpo e com o depósito cheio (ou a bateria a 80 % num elétrico). Preços: grátis até 30 km de Aveiro (Ílhavo, Águeda, Vagos, Estarreja, Murtosa, Albergaria-a-Velha, Oliveira do Bairro); 90 € no resto dos distritos de Aveiro, Coimbra e Viseu; 120 € para os distritos do Porto, Braga, Viana do Castelo, Vila Real, Leiria e Guarda; 190 € para Lisboa, Setúbal, Santarém, Castelo Branco e Bragança; 250 € para o Alentejo; e 290 € para o Algarve. Para a Madeira e os Açores, enviamos o carro por navio, com orçamento caso a caso. A entrega faz-se 3 a 7 dias úteis depois de o registo estar feito. Quando entregamos longe, fazemos antes uma videochamada para lhe mostrar o carro e explicar os comandos.',
    ),
    portuguese(
      workshop,
      'Sim. A nossa oficina é oficial Kia e trabalha também com todas as outras marcas: Renault, Peugeot, Citroën, Volkswagen, Seat, Opel, Toyota, Ford, Fiat e outras. Seguimos o plano de manutenção do fabricante, com peças originais ou de qualidade equivalente, e por isso a garantia de fábrica do seu carro mantém-se mesmo que não seja um Kia. Preços com IVA: mudança de óleo e filtro com verificação de 30 pontos desde 129 € (utilitário), 149 € (familiar) e 179 € (SUV e 7 lugares); revisão completa segundo o livro desde 289 €; diagnóstico eletrónico 45 €; hora de mão de obra 63,96 € (52 € mais IVA). Fazemos também travões, embraiagens, distribuições, ar condicionado, baterias e eletricidade auto. Qualquer trabalho acima do previsto só se faz depois de aceitar o orçamento. Marque por telefone (234 378 410), por WhatsApp ou pelo e-mail oficina@ria-automoveis.example, de preferência com uma semana de antecedência.',
    ),
    portuguese(
      tyres,
      'Sim, vendemos e montamos pneus de todas as marcas (Michelin, Continental, Bridgestone, Goodyear, Hankook e marcas mais económicas) para qualquer carro. A montagem de 4 pneus com equilibragem e válvulas novas custa 40 € com IVA; o alinhamento da direção, 35 €; a reparação de um furo, 15 €. Preços indicativos por pneu, já montado: 185/65 R15 desde 69 €, 205/55 R16 desde 85 €, 225/45 R17 desde 105 € e 235/55 R18 (SUV) desde 135 €. Pneus de inverno e all season são por encomenda, em 2 a 3 dias, para quem vai à Serra da Estrela ou vive parte do ano na Suíça, e guardamos os pneus da outra época por 30 € por época. Ao sábado de manhã a oficina está aberta só para pneus e pequenas revisões, com marcação. Verificamos a pressão e o desgaste dos seus pneus de graça, sem marcação.',
    ),
    portuguese(
      electric,
      'Sim. Em novo vendemos os Kia elétricos EV3 (desde 36 990 €, até 605 km de autonomia WLTP), Niro EV (41 990 €) e EV6 (desde 49 990 €), e os híbridos plug-in Sportage e Sorento; nos usados temos sempre 8 a 10 elétricos e híbridos, com relatório do estado da bateria. Os elétricos não pagam ISV nem IUC, e a bateria de um Kia novo tem 7 anos ou 150 000 km de garantia. Para carregar em casa, o nosso eletricista parceiro, a EletroVouga, instala uma wallbox de 7,4 kW (monofásica) a partir de 1 190 € com IVA, ou de 11 kW (trifásica) a partir de 1 490 €, com até 10 metros de cabo e a certificação da instalação; o orçamento é feito depois de uma visita gratuita. Muitas vezes é preciso aumentar a potência contratada da casa (por exemplo, para 6,9 kVA), o que se pede ao seu comercializador de eletricidade. Na rua, carrega nos postos da rede Mobi.E com um cartão de um comercializador de mobilidade elétrica, e ajudamos a ativá-lo na entrega. Faça um test drive de 24 horas para ver se a autonomia lhe chega.',
    ),
    portuguese(
      emigrants,
      'Sim, é um dos serviços que mais fazemos, sobretudo para famílias que regressam de França e da Suíça. Se vai mudar a residência de vez para Portugal, pode trazer o seu carro com isenção de ISV, desde que tenha vivido fora pelo menos 12 meses seguidos, que o carro esteja em seu nome e tenha sido usado por si no país de onde vem há pelo menos 6 meses, e que faça o pedido nos 12 meses seguintes à mudança de residência; depois, não pode vender, alugar nem emprestar o carro durante 12 meses. Nós tratamos de tudo: o certificado de conformidade (COC), a inspeção tipo B para atribuição de matrícula, a Declaração Aduaneira de Veículo (DAV) na Alfândega de Aveiro, a matrícula portuguesa, o registo e as chapas. Um carro vindo de França está na União Europeia e não paga direitos; um carro vindo da Suíça passa também pelo desalfandegamento, com isenção de direitos e de IVA nas mesmas condições. Conte com 4 a 8 semanas e com o nosso serviço de 490 € (França) ou 690 € (Suíça), mais as taxas oficiais. Se não tiver direito à isenção, calculamos antes o ISV, com a redução pela idade do carro, para decidir se compensa. A Sofia fala francês e trata do processo consigo.',
    ),
    portuguese(
      youngDrivers,
      'Muitos jovens compram connosco o primeiro carro, muitas vezes com os pais. Temos sempre 15 a 20 utilitários usados entre 7 000 € e 12 000 € (Picanto, i10, Yaris, Clio, 208, Polo, Ibiza, Corsa), verificados, com a revisão feita e 18 meses de garantia. O nosso conselho: um motor a gasolina pequeno, até 1 200 cm3 e 75 cv, que gasta pouco, paga pouco IUC e tem um seguro mais barato, porque quem tem carta há menos de 2 anos paga bastante mais; peça uma simulação à sua seguradora antes de escolher. Lembre-se de que nos primeiros 3 anos de carta está em regime probatório, em que as contraordenações graves pesam muito mais. Para o crédito, a financeira pede rendimentos regulares; se ainda não os tem, um dos pais pode ser titular ou fiador. Exemplo: 7 000 € a 60 meses, TAN 8,50 %, TAEG 10,7 %, 60 prestações de 143,62 € e MTIC de 8 890,40 €.',
    ),
    portuguese(
      remote,
      'Sim. Muitos clientes, sobretudo emigrantes e quem vive longe de Aveiro, compram connosco sem vir ao stand. Fazemos uma videochamada por WhatsApp para lhe mostrar o carro por dentro e por fora, com o motor a trabalhar, e enviamos o relatório da verificação de 120 pontos e o historial. Para reservar, paga um sinal por transferência (300 € num usado, 10 % num novo); o contrato e o requerimento de registo seguem por e-mail e são assinados com a Chave Móvel Digital ou o Cartão de Cidadão com leitor, ou vão e voltam pelo correio. Depois entregamos o carro em sua casa, em qualquer ponto do continente, ao preço da nossa tabela de entregas. Numa compra feita toda à distância, tem 14 dias a partir da entrega para desistir sem dar razões, desde que devolva o carro no estado em que o recebeu e com menos de 500 km percorridos; devolvemos o que pagou em 14 dias.',
    ),
    english(
      expatBuy,
      'Yes. Many of our customers are foreign residents of the Centro region, from the UK, the Netherlands, Germany, France and Brazil. To buy and register a car in Portugal you need a Portuguese tax number (NIF) and a Portuguese address: the car is registered in your name at the Registo Automóvel with your passport or residence card and your NIF. If you do not have a NIF yet, you can still choose a car and reserve it with a deposit, but we cannot register it until you have one. You also need Portuguese car insurance in your name before you collect the car; your insurer asks for your NIF, your driving licence and the registration number, which we give you. We handle the registration for you: the registration certificate arrives by post at your Portuguese address in 2 to 4 weeks, and in the meantime you drive with the proof of the registration request. You can pay by bank transfer, also from a bank account abroad, and car loans are possible for residents with a Portuguese income. Our contracts are in Portuguese, but we go through them with you in English and send you a summary in English by e-mail.',
    ),
    english(
      foreignLicence,
      'It depends on where your licence was issued. A licence from an EU or EEA country is valid in Portugal for as long as it is valid; you may exchange it for a Portuguese one at the IMT (the road and vehicle authority), but you do not have to. A licence from outside the EU (for example from the UK, the US, Canada or Brazil) is fine while you are visiting. Once you are a resident, you have to exchange it for a Portuguese licence at the IMT within the period the IMT sets for your country; for many countries, the UK among them, this is done without a driving test. Ask the IMT for the exact deadline and the documents (usually your licence, your passport or residence card, your NIF and a medical certificate for some categories). For a test drive with us, a valid foreign licence and your passport or residence card are enough. Your insurer will also ask for your licence when you insure the car.',
    ),
    english(
      students,
      'Yes. Every year we sell cars to Erasmus and international students of the University of Aveiro, usually small used cars between 7 000 € and 9 000 €. You need a Portuguese tax number (NIF), which you can ask for at the tax office (Finanças) with your passport and a Portuguese address, and Portuguese insurance in your name. If you are staying for one or two semesters, ask for our buy-back agreement: when you buy, we agree in writing the price at which we will buy the car back, as long as it comes back within 12 months, without accidents, with its service done and with no more than 15 000 km added. For example, an 8 000 € car is bought back for 5 900 € after 6 months or 5 400 € after 12 months. We pay the buy-back price by bank transfer, also to a foreign account, on the day you return the car. While you have the car, it has our usual 18-month warranty, and we deliver it to your residence in Aveiro for free.',
    ),
    english(
      pickup,
      'Yes. Our pick-up and return service ("leva e traz") collects your car at home, brings it to our workshop and returns it the same day, washed. It is free within 15 km of our workshop (Aveiro, Ílhavo and the Gafanhas, Esgueira, Cacia), 20 € within 40 km (for example Águeda, Vagos, Estarreja, Oliveira do Bairro or Murtosa) and 35 € within 70 km (for example Coimbra, Mealhada, Anadia or Santa Maria da Feira). Book it together with your service, at least 3 working days ahead; it runs on weekdays only. The driver fills in a condition report of the car with photos, signed by you, when he collects it. Leave the keys, the registration certificate and the service book in the car. We call you with a quote before doing any work that was not booked. Many of our English-speaking customers, such as retired couples living around Coimbra and in the Bairrada, use it so they do not have to wait or drive twice.',
    ),
    english(
      englishStaff,
      'Yes. Sofia Tavares, who runs the dealership with her brother Rui, speaks English and French, and Daniel, one of our sales advisers, speaks English and some German. Send a WhatsApp to +351 912 645 320 or an e-mail in English to geral@ria-automoveis.example and tell us when you would like to come, and we make sure one of them is there. Our contracts, warranty terms and credit documents are in Portuguese, but we go through each of them with you in English and can send you a written summary in English. At the workshop, our receptionist Ana speaks English, and we write quotes and the explanation of the work in English on request. We are used to helping foreigners with Portuguese paperwork: the NIF, registration, the IUC road tax and insurance.',
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'Portuguese',
      text: `TABELA DE PREÇOS E SERVIÇOS 2026 – RIA AUTOMÓVEIS, LDA.
Concessionário oficial Kia – Usados de todas as marcas com garantia – Oficina multimarca
Rua das Salinas 145, Zona Industrial de Taboeira, 3800-055 Aveiro – Tel. 234 378 410 – Telemóvel/WhatsApp 912 645 320 – geral@ria-automoveis.example – NIF 504 218 937
Preços em euros, com IVA à taxa de 23 % incluído, salvo indicação "s/ IVA". Válidos de 1 de janeiro a 31 de dezembro de 2026, salvo erro tipográfico e alterações de preço da marca.

1. Kia novos – preços desde, com IVA e ISV incluídos
Picanto 1.0 DPi 63 cv: 17 490
Stonic 1.0 T-GDi 100 cv: 23 990
Ceed 1.0 T-GDi 100 cv: 26 490 (Ceed SW: + 1 000)
XCeed 1.0 T-GDi 115 cv: 29 490
Niro 1.6 GDi HEV 141 cv: 33 490
EV3 Standard (58,3 kWh, elétrico): 36 990
Sportage 1.6 T-GDi HEV 215 cv: 39 990
Niro EV (64,8 kWh, elétrico): 41 990
Sportage 1.6 T-GDi PHEV 252 cv: 46 490
EV6 RWD (63 kWh, elétrico): 49 990
Sorento 1.6 T-GDi HEV 7 lugares: 54 990
Transporte, preparação e legalização (matrícula, registo inicial de propriedade e chapas): 890
Carros de demonstração (menos de 1 ano e menos de 10 000 km): desconto de 10 a 15 %
Garantia Kia: 7 anos ou 150 000 km, o que ocorrer primeiro, transmissível ao dono seguinte; bateria de tração dos elétricos e híbridos: 7 anos ou 150 000 km.
Sinal na encomenda: 10 % do preço, no mínimo 1 000 €.

2. Usados – intervalos de preço do stock (janeiro de 2026)
Utilitários 2015-2023 (Picanto, i10, Yaris, Clio, 208, Polo, Ibiza, Corsa): 7 000 a 15 000
Familiares e carrinhas (Golf, Mégane Sport Tourer, Leon ST, 308 SW, Octavia Break, Ceed SW): 11 000 a 26 000
SUV (Sportage, Qashqai, 3008, 2008, T-Roc, Tucson, Captur): 15 000 a 38 000
Monovolumes de 7 lugares (Grand Scénic, Touran, 5008, Sorento): 13 000 a 35 000
Elétricos e híbridos plug-in: 15 000 a 45 000
Incluído no preço anunciado: verificação de 120 pontos, revisão em dia, inspeção válida por pelo menos 6 meses (carros com mais de 4 anos), registo de propriedade em nome do comprador (emolumento de 65 €), limpeza completa, garantia de 18 meses sem limite de quilómetros, relatório do estado da bateria nos elétricos e híbridos plug-in.
Garantia Ria+ (prolongamento, só na compra, para carros com menos de 8 anos e menos de 150 000 km): + 12 meses 290; + 24 meses 490.
Reserva de um usado durante 7 dias: sinal de 300, descontado no preço.
Recompra garantida para estudantes (Erasmus e estudantes internacionais, usados até 10 000 €): valor de recompra fixado por escrito na compra; por exemplo, carro de 8 000 €: 5 900 € ao fim de 6 meses, 5 400 € ao fim de 12 meses. Condições no ponto 12 das Condições gerais.

3. Retoma e compra direta
Avaliação do seu carro: gratuita, sem marcação, 20 a 30 minutos; proposta válida 10 dias ou 500 km.
Valor aproximado por WhatsApp, com fotografias: no próprio dia.
Compra direta sem troca (carros de 2012 em diante): pagamento por transferência em 2 dias úteis.
Cancelamento da reserva de propriedade de um carro retomado com crédito: tratado por nós, sem custos.

4. Documentação e legalização
Registo de propriedade de um usado comprado na Ria Automóveis: incluído
Matrícula e registo de um Kia novo: incluídos nos 890 € de legalização
Segunda via do certificado de matrícula (perda ou roubo), pedida por nós: 20 de serviço + emolumento do IRN
Par de chapas de matrícula de substituição: 30
Legalização de carro de emigrante (transferência de residência): carro vindo de um país da União Europeia (França, Luxemburgo, Alemanha…) 490; carro vindo da Suíça, com desalfandegamento, 690.
Taxas oficiais indicativas, pagas à parte: inspeção tipo B para atribuição de matrícula cerca de 120; emissão da matrícula cerca de 60; registo de propriedade 65; chapas 30.
Redução do ISV de um usado importado, conforme a idade: mais de 1 a 2 anos 10 %; 2 a 3 anos 20 %; 3 a 4 anos 28 %; 4 a 5 anos 35 %; 5 a 6 anos 43 %; 6 a 7 anos 52 %; 7 a 8 anos 60 %; 8 a 9 anos 65 %; 9 a 10 anos 70 %; mais de 10 anos 80 %.

5. Crédito automóvel (Mondego Crédito, IFIC, S.A.; a Ria Automóveis é intermediário de crédito vinculado, registado no Banco de Portugal com o n.º 0004127)
Exemplos representativos, TAN fixa, com comissão de abertura de 150 € e imposto do selo (1,76 % do capital) incluídos na TAEG:
Kia novo: 20 000 € a 84 meses, TAN 6,50 %, TAEG 7,5 %, 84 prestações de 296,99 €, MTIC 25 449,16 €.
Usado: 12 000 € a 72 meses, TAN 8,50 %, TAEG 10,1 %, 72 prestações de 213,34 €, MTIC 15 721,68 €.
Pequeno usado: 7 000 € a 60 meses, TAN 8,50 %, TAEG 10,7 %, 60 prestações de 143,62 €, MTIC 8 890,40 €.
Amortização antecipada a qualquer momento, com a comissão legal: 0,5 % do capital amortizado se faltar até um ano para o fim do contrato, 2 % se faltar mais.
Sujeito a aprovação da financeira.

6. Renting e leasing para empresas (valores mensais sem IVA)
Renting 48 meses, 20 000 km por ano: Picanto 289; Stonic 349; Ceed SW 399; Niro HEV 449; EV3 459; Sportage PHEV 579; EV6 599.
Incluído: manutenção, pneus, seguro de danos próprios com franquia, IUC, assistência em viagem 24 horas, viatura de substituição em caso de avaria.
Quilómetro a mais: de 0,06 € a 0,10 € conforme o modelo.
Leasing financeiro: 24 a 84 meses, valor residual de 2 % a 30 %, entrada opcional, spread desde 3,25 % sobre a Euribor a 12 meses.

7. Entrega em casa (carro matriculado, registo tratado, limpo, depósito cheio ou bateria a 80 %)
Até 30 km de Aveiro: grátis
Resto dos distritos de Aveiro, Coimbra e Viseu: 90
Distritos do Porto, Braga, Viana do Castelo, Vila Real, Leiria e Guarda: 120
Distritos de Lisboa, Setúbal, Santarém, Castelo Branco e Bragança: 190
Alentejo: 250
Algarve: 290
Madeira e Açores: transporte por navio, sob orçamento

8. Oficina multimarca (preços com IVA)
Hora de mão de obra: 63,96 (52,00 s/ IVA)
Mudança de óleo e filtro com verificação de 30 pontos: utilitário desde 129; familiar desde 149; SUV e 7 lugares desde 179
Revisão completa segundo o plano do fabricante: desde 289
Diagnóstico eletrónico: 45
Pastilhas de travão (eixo dianteiro): desde 89
Ar condicionado: carga e verificação com gás R134a 59; com gás R1234yf 119; tratamento antibacteriano 29; filtro de habitáculo desde 25
Pré-inspeção e ida ao centro de inspeção: 45 + taxa da inspeção ao preço do centro (cerca de 36 € num ligeiro); reinspeção sem novo custo de condução
Pneus: montagem e equilibragem de 4 pneus com válvulas 40; alinhamento da direção 35; reparação de furo 15; guarda de pneus 30 por época; verificação de pressão e desgaste grátis
Pneu montado, desde: 185/65 R15 69; 205/55 R16 85; 225/45 R17 105; 235/55 R18 135
Leva e traz (recolha e entrega em casa, nos dias úteis): até 15 km grátis; até 40 km 20; até 70 km 35
Viatura de substituição durante a reparação: 20 por dia, com 150 km por dia incluídos (0,20 € por km a mais); grátis em revisões acima de 250 € e em reparações em garantia; a reservar com a marcação, conforme disponibilidade.

9. Acessórios montados
Engate de reboque amovível com instalação elétrica de 13 pinos: Stonic, Ceed, XCeed 690; Niro, Sportage, EV3 790; Sorento, EV6 890
Tapetes de borracha à medida (jogo de 4): 79
Barras de tejadilho: desde 249
Porta-bicicletas de engate para 2 bicicletas: 449
Chave suplente programada: desde 190
Wallbox de 7,4 kW monofásica instalada pela EletroVouga, até 10 m de cabo e certificação da instalação: desde 1 190; 11 kW trifásica: desde 1 490
Cabo de carregamento tipo 2 de 5 m: 249

10. Outros custos
Guarda de um carro vendido não levantado 15 dias após o aviso: 15 por dia; de um carro reparado não levantado 5 dias úteis após o fim do trabalho: 10 por dia
Limpeza interior completa: 120
Segunda via de fatura ou de certificado de garantia: grátis`,
    },
    {
      title: terms,
      language: 'Portuguese',
      text: `CONDIÇÕES GERAIS DE VENDA E GARANTIA – Ria Automóveis, Lda., Rua das Salinas 145, Zona Industrial de Taboeira, 3800-055 Aveiro, NIF 504 218 937. Em vigor desde 1 de janeiro de 2026. Aplicam-se às vendas de carros novos e usados, às retomas, aos test drives e aos trabalhos de oficina.

1. Encomenda e preço
A venda fica concluída com a assinatura da nota de encomenda pelo comprador e pela Ria Automóveis. O preço é o da nota de encomenda, com IVA incluído para os particulares. O preço é firme: se a marca aumentar o preço depois da encomenda, o aumento só se aplica se o comprador o aceitar por escrito; se não aceitar, pode anular a encomenda sem custos e recebe o sinal de volta.

2. Sinal e reserva
Na encomenda de um carro novo, o comprador paga um sinal de 10 % do preço, no mínimo 1 000 €. Um usado pode ser reservado durante 7 dias com um sinal de 300 €; o sinal é descontado no preço.

3. Desistência do comprador
Se o comprador desistir da compra depois de assinar a nota de encomenda, a Ria Automóveis fica com o sinal como indemnização. Se o carro novo já tiver sido encomendado à fábrica, ou se o usado já tiver sido preparado ou registado em nome do comprador, a indemnização é de 15 % do preço com IVA, deduzido o sinal. Excecionalmente, o comprador pode desistir sem custos, e o sinal é devolvido em 10 dias: a) se a compra for financiada por crédito e a financeira o recusar, porque a nota de encomenda é assinada com essa condição; b) se um carro novo for entregue mais de 90 dias depois da data prevista na nota de encomenda, por razão que não dependa do comprador; c) se a venda tiver sido feita toda à distância (telefone, e-mail, WhatsApp, site), sem visita ao stand: o comprador tem 14 dias a partir da entrega para desistir sem indicar o motivo, devolvendo o carro no estado em que o recebeu e com menos de 500 km percorridos desde a entrega, e recebe o que pagou no prazo de 14 dias.

4. Prazos de entrega
Num carro encomendado à fábrica, o prazo da nota de encomenda é indicativo; comunicamos a semana de produção assim que a marca a confirma. Num carro em stock, a entrega é feita nos 15 dias seguintes ao registo.

5. Pagamento e reserva de propriedade
O restante do preço é pago até à entrega do carro, por transferência bancária, cartão Multibanco, MB WAY, cartão de crédito (até 5 000 €), cheque bancário ou pelo pagamento da financeira. Os pagamentos em dinheiro estão limitados a 3 000 € por compra, como manda a lei. O carro continua a ser propriedade da Ria Automóveis até o preço estar pago por inteiro.

6. Retoma
A proposta de retoma é válida 10 dias e 500 km. O carro retomado é entregue no dia em que o comprador levanta o carro que comprou, no estado em que foi avaliado, com os documentos, o livro de revisões e todas as chaves. O comprador declara com verdade os quilómetros, os acidentes e os defeitos que conhece; se aparecer um defeito oculto ou uma diferença importante, o valor da retoma é revisto. Se o carro retomado tiver crédito, a Ria Automóveis paga o valor em dívida à financeira, desconta-o da retoma e trata do cancelamento da reserva de propriedade.

7. Registo, seguro e entrega
A Ria Automóveis pede o registo de propriedade em nome do comprador no Registo Automóvel e, num carro novo, a matrícula ao IMT. O certificado de matrícula é enviado pelo IRN para a morada do comprador, normalmente em 2 a 4 semanas; até lá, o carro circula com o comprovativo do pedido de registo. O carro só é entregue com seguro em nome do comprador. O comprador levanta o carro, ou recebe-o em casa, nos 15 dias seguintes ao aviso de que está pronto; depois disso, paga 15 € por dia de guarda, e o carro fica connosco por sua conta e risco.

8. Quilómetros e historial dos usados
Se o comprador provar que os quilómetros reais são superiores aos anunciados, pode pedir a anulação da venda e a devolução do preço pago.

9. Garantia legal
Carros novos: 3 anos a partir da entrega, a que se soma a garantia comercial Kia de 7 anos ou 150 000 km, nas condições da marca. Carros usados: 18 meses a partir da entrega, prazo reduzido por acordo entre as partes, como a lei permite para os bens usados, e que consta do contrato.

10. Cobertura e exclusões nos usados
Cobertura: peças internas do motor, caixa de velocidades manual ou automática, turbo, transmissão e diferencial, arrefecimento, direção, alternador, motor de arranque, centralinas e sistema elétrico; bateria de tração dos elétricos e híbridos se a capacidade descer abaixo de 70 %.
Exclusões: peças de desgaste (embraiagem, pastilhas, discos, pneus, escovas, bateria de 12 V, amortecedores), carroçaria, vidros e estofos, e danos causados por acidente, erro de combustível, falta de manutenção ou de óleo, alteração do carro ou uso em competição.
Condições: as revisões são feitas segundo o plano do fabricante, na nossa oficina ou noutra oficina profissional, com fatura. O comprador avisa-nos antes de qualquer reparação. A reparação é feita na nossa oficina; se o carro avariar a mais de 60 km de Aveiro, pode ser reparado noutra oficina com o nosso acordo escrito prévio, e reembolsamos a fatura até ao valor da nossa tabela. O reboque até à nossa oficina é por nossa conta num raio de 60 km. A garantia acompanha o carro se o comprador o vender a um particular. A Garantia Ria+ prolonga esta cobertura por mais 12 ou 24 meses, se for contratada na compra.

11. Test drives
O condutor apresenta a carta de condução válida e o Cartão de Cidadão, o passaporte ou o título de residência. Quem tem carta há menos de um ano faz o test drive sempre com um comercial ao lado. Durante o test drive, o condutor é responsável pelas infrações que cometer: as multas (excesso de velocidade, semáforo vermelho, estacionamento) são-lhe imputadas, a Ria Automóveis identifica-o como condutor perante a ANSR ou a polícia e cobra-lhe 25 € de despesas administrativas. Se causar danos por sua culpa, paga uma franquia de 500 €. O empréstimo de 24 horas ou de fim de semana de um elétrico exige 23 anos de idade, carta há mais de 2 anos e um contrato de empréstimo assinado, com 300 km no máximo.

12. Recompra para estudantes
Para estudantes de Erasmus e estudantes internacionais inscritos numa universidade ou num politécnico, em usados até 10 000 €, a Ria Automóveis compromete-se por escrito, na compra, a recomprar o carro pelo valor fixado no contrato, se este for devolvido no prazo de 12 meses, sem acidentes, com as revisões feitas, com no máximo mais 15 000 km e com os documentos e todas as chaves. Por cada 1 000 km a mais, o valor de recompra desce 100 €; os danos no interior ou na carroçaria são descontados pelo valor da reparação. O valor é pago por transferência, também para uma conta no estrangeiro, no dia da devolução.

13. Trabalhos de oficina
Qualquer trabalho não previsto na marcação ou de valor superior a 150 € só é feito depois de o cliente aceitar o orçamento. As peças substituídas são entregues ao cliente se este o pedir. As reparações têm 12 meses de garantia, peças e mão de obra. Um carro não levantado 5 dias úteis depois do aviso de fim do trabalho paga 10 € por dia de guarda.
Viatura de substituição: reservada com a marcação, conforme disponibilidade, para condutores com pelo menos 23 anos e carta há mais de 2 anos; 20 € por dia, com 150 km por dia incluídos e 0,20 € por km a mais; grátis em revisões acima de 250 € e em reparações em garantia. É devolvida com o mesmo nível de combustível ou de carga; em caso de dano, o cliente paga uma franquia de 500 €.

14. Dados pessoais e reclamações
Os dados pessoais do comprador servem apenas para a venda, o crédito, o registo, a garantia e a manutenção do carro (RGPD). Reclamações: geral@ria-automoveis.example ou no Livro de Reclamações, em papel ou eletrónico. Em caso de litígio, o consumidor pode recorrer ao CASA – Centro de Arbitragem do Setor Automóvel. Foro da comarca de Aveiro, sem prejuízo dos direitos do consumidor.`,
    },
  ],
  answerable: [
    // Portuguese paraphrases with everyday words the owner never used
    {
      question:
        'Ficam com o meu chaço se eu comprar um carro convosco? É um Punto de 2009 com 210 mil km, ainda anda bem.',
      answeredBy: [tradeIn, tradeInQuote, services, priceList, terms],
    },
    {
      question: 'Quanto é que vou pagar de selo por ano se comprar um Ceed a gasolina?',
      answeredBy: [iuc],
    },
    {
      question:
        'O papel do carro, o livrete, vem logo no dia em que levanto o carro ou demora? Posso andar sem ele?',
      answeredBy: [registration, expatBuy, terms],
    },
    {
      question:
        'A minha filha tirou a carta agora em março, queremos um carrito pequeno e poupadinho para ela ir para a universidade em Coimbra, até uns 9 mil euros. O que é que têm?',
      answeredBy: [youngDrivers, usedStock, priceList],
    },
    {
      question:
        'Tenho uma empresa de canalizações em Ílhavo e o contabilista diz que me compensa mais meter os carros dos comerciais em renting do que comprar. Vocês fazem isso? O seguro entra na mensalidade?',
      answeredBy: [companies, priceList, services],
    },
    {
      question:
        'O ar condicionado do meu carro so deita ar quente desde que começou o calor. Vocês carregam o gás? Quanto fica?',
      answeredBy: [workshop, priceList, services],
    },
    // Long messages in Portuguese, the question inside
    {
      question:
        'Boa tarde, somos uma família de Ílhavo emigrada na Suíça há 14 anos, em Lausanne. Em julho voltamos de vez e queríamos trazer o nosso Skoda Octavia de 2020, que está no nome do meu marido desde que o comprámos novo. Disseram-nos que temos de pagar um balúrdio de imposto para o legalizar cá. É verdade? Vocês tratam disso?',
      answeredBy: [emigrants, importQuote, isv, priceList, services],
    },
    {
      question:
        'Olá, somos cinco lá em casa (três miúdos, o mais novo ainda vai na cadeirinha) e o nosso Grand Scénic de 2011 deu o berro na semana passada, foi a caixa. Precisamos de um carro de 7 lugares com urgência mas não temos o dinheiro todo de uma vez. Têm 7 lugares usados e dá para pagar às prestações?',
      answeredBy: [usedStock, credit, payment, priceList, services],
    },
    {
      question:
        'Boa noite. Já fui enganado uma vez: comprei um Golf a um particular pelo OLX e dois meses depois a caixa foi-se, paguei 2 mil euros do meu bolso. Desta vez quero comprar num stand. Se eu comprar um usado aí e o motor ou a caixa avariarem ao fim de um ano, quem paga?',
      answeredBy: [usedWarranty, terms, priceList, services],
    },
    {
      question:
        'Bom dia, sou enfermeira no hospital de Aveiro e moro em Oliveira de Azeméis, faço quase 80 km por dia entre turnos. Estou a pensar num elétrico, tipo o EV3, mas moro numa moradia e não faço ideia do que é preciso para carregar em casa nem quanto custa. Podem ajudar?',
      answeredBy: [electric, priceList, services],
    },
    {
      question:
        'Boas, vi no Standvirtual uma Ceed SW de 2021 que vocês têm e está mais barata do que cá em baixo. Eu moro em Faro e não me dá jeito nenhum ir a Aveiro. Conseguem mandar-me o carro? Quanto custa e como é que se faz a papelada?',
      answeredBy: [delivery, remote, priceList, services],
    },
    // Long messages in English
    {
      question:
        "Hi there, my wife and I retired to a village near Lousã last year (we're from Bristol). We've got our residency sorted and we both have a NIF, and now we want to buy a small automatic instead of renting. We only have UK licences. What do we need to buy and register a car here, and can we keep driving on our UK licences?",
      answeredBy: [expatBuy, foreignLicence, registration],
    },
    {
      question:
        "Hey! I'm from Poland, doing my master's at the University of Aveiro until next July. The buses to the beach and to my internship in Ílhavo are a nightmare. Would it be stupid to buy a cheap car for 8 months? I'd need to get rid of it before I go home. How would that work with you?",
      answeredBy: [students, priceList, terms],
    },
    {
      question:
        "Hello, I run a small software company in Aveiro (4 people). We'd like two electric cars for the team and I've heard there are tax advantages for companies in Portugal. Do you do operational leasing, and what's included in the monthly price?",
      answeredBy: [companies, priceList, services],
    },
    // Typos and chat-speak, in Portuguese and English
    {
      question: 'bom dia vcs tao abertos sabado a tarde? queria ir ver um carro c o meu pai obg',
      answeredBy: [location],
    },
    {
      question: 'qnt custa montar 4 pneus novos? tb fazem alinhamento?',
      answeredBy: [tyres, priceList],
    },
    {
      question: 'da p pagar c mbway ou tem de ser transferencia?',
      answeredBy: [payment, terms],
    },
    {
      question: 'posso fazer test drive c carta de ha 3 meses? e preciso de marcar ou n?',
      answeredBy: [testDrive, terms],
    },
    {
      question:
        'o picanto cinzento de 2019 q tem no site ainda ta disponivel? mandam fotos p whatsapp? td bem',
      answeredBy: [usedStock],
    },
    {
      question: 'hi do u guys do trade ins? got an old fiesta',
      answeredBy: [tradeIn, tradeInQuote, services, priceList, terms],
    },
    {
      question: 'how much 2 deliver a car to lisbon pls',
      answeredBy: [delivery, priceList],
    },
    // One or two words
    { question: 'Retoma?', answeredBy: [tradeIn, tradeInQuote, services, priceList, terms] },
    { question: 'IUC elétricos?', answeredBy: [iuc, electric] },
    { question: 'Garantia dos usados?', answeredBy: [usedWarranty, terms, priceList, services] },
    { question: 'Wallbox?', answeredBy: [electric, priceList, services] },
    {
      question: 'Car loan?',
      answeredBy: [credit, payment, youngDrivers, priceList, services],
    },
    // Short follow-ups
    { question: 'e ao domingo?', answeredBy: [location] },
    { question: 'e num hibrido plug-in tb pago isv?', answeredBy: [isv] },
    {
      question: 'and how long until I get the registration papers?',
      answeredBy: [registration, expatBuy, terms],
    },
    {
      question: 'e se vier da Suiça em vez de França, é igual?',
      answeredBy: [emigrants, priceList],
    },
    // Portuguese questions, English knowledge
    {
      question:
        'O meu marido é inglês e só tem a carta de condução inglesa. Pode conduzir cá em Portugal e fazer o test drive comigo?',
      answeredBy: [foreignLicence, testDrive],
    },
    {
      question:
        'A minha mãe tem 82 anos e vive sozinha em Vagos, já não conduz até Aveiro à vontade. Vocês vão buscar o carro a casa dela para a revisão e depois levam-no de volta?',
      answeredBy: [pickup, priceList],
    },
    // English questions, Portuguese knowledge
    {
      question: 'Do your second-hand cars come with a warranty? How long?',
      answeredBy: [usedWarranty, terms, priceList, services],
    },
    {
      question: "Can you take my car for its MOT? It's due next month and I work all week.",
      answeredBy: [inspection, priceList, services],
    },
    {
      question: 'What is this ISV tax everyone talks about? Is it already in your prices?',
      answeredBy: [isv, newCars, priceList],
    },
    {
      question: "Do you service Toyotas or only Kia? Mine's a 2016 Auris hybrid.",
      answeredBy: [workshop, services, priceList],
    },
    // Answered by a document only
    {
      question:
        'Assinei a encomenda de um Sportage novo mas a minha mulher não concorda. Ainda posso desistir? Perco o sinal?',
      answeredBy: [terms],
    },
    {
      question:
        'Do you give customers a courtesy car while theirs is in for a service? I need one to get to work.',
      answeredBy: [priceList, terms],
    },
    {
      question: 'Quanto custa montar um engate para atrelado num Sportage?',
      answeredBy: [priceList],
    },
    {
      question: 'If I get a speeding ticket during a test drive, who pays it?',
      answeredBy: [terms],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Vcs fazem chaparia e pintura? Uma senhora bateu-me no parque do Fórum Aveiro e amolgou-me a porta de trás toda.',
    'Vendem motas 125? O meu filho tirou a carta de ligeiros e quer uma scooter para ir para a escola em Esgueira.',
    'Fazem a conversão de carros a gasolina para GPL? Quanto custa num Corsa de 2012?',
    'Comprei um carro a um particular em Viseu pelo OLX, vocês tratam do registo de propriedade por mim? Quanto levam?',
    'Venho de França em agosto com o carro de matricula francesa, como é que pago as portagens da A25 e da A1? Tenho de comprar um identificador da Via Verde?',
    'Instalam paineis solares em casa para carregar o carro elétrico de graça?',
    'Do you rent cars by the week? My parents are visiting from Manchester in June and need something small.',
    'How do I apply for a D7 visa and a residence permit to live in Portugal?',
    // Plainly outside
    'A que horas joga o Beira-Mar no domingo no estádio?',
    "Where's a good restaurant for leitão da Bairrada near Aveiro?",
  ],
};
