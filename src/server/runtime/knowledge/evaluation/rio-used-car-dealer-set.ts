import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Carioca Seminovos, a family used-car dealer in Rio de Janeiro, founded in 2009, with a store
 * on the Avenida das Américas in Barra da Tijuca and one on the Rua Dias da Cruz in Méier. It
 * sells about 180 used cars from 2015 to 2024 (hatchbacks, saloons, SUVs and pickups, many
 * automatic, some with a natural-gas (GNV) kit), each with an independent inspection report
 * (laudo cautelar) and a 3-month engine and gearbox guarantee; it finances through five banks,
 * takes cars in part-exchange (still financed or not) and buys them outright, accepts
 * contemplated consórcio letters, holds cars against a deposit paid by Pix, does the transfer
 * and the inspection at the Detran-RJ, and delivers across the state, from Niterói to Macaé.
 * Its customers write in Brazilian Portuguese (families from the West and North Zones and from
 * Niterói, first-time buyers, Uber and 99 drivers, people with a blacklisted name at Serasa,
 * holders of a consórcio letter) and in English (expats in oil and gas living in Barra and
 * Recreio or working offshore from Macaé). The owner wrote the briefing in Portuguese, most
 * Q&A pairs in Portuguese (stores and hours, stock and photos, the inspection report, the
 * guarantee, financing, the minimum down payment, a blacklisted name, part-exchange, a car
 * still being paid off, buying a car outright, consórcio, payment, reservation with a deposit,
 * the transfer, IPVA, the Detran inspection, documents, test drives, delivery, GNV cars,
 * insurance, ride-hailing drivers) and a few in English (buying as a foreigner, financing on a
 * work visa, a foreign driving licence, English-speaking staff, buying the car back at the end
 * of an assignment), added two custom responses (a financing simulation, a valuation of the
 * customer's car), and pasted the 2026 price and services list and the general terms of sale,
 * reservation and guarantee, both in Portuguese.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases with
 * Rio slang and everyday words the owner never used ("carango", "possante", "rola uma troca?",
 * "inteirão", "dar de cara" for the down payment, "nome sujo", "tô devendo 22 parcelas",
 * "pegou enchente", "gringo", "zap" for WhatsApp, "manda foto"), long messages with a story
 * around the question (an Uber driver with no formal job, a family in Icaraí who won't cross
 * the bridge on a Saturday, a Renegade still being paid off, a father of 72 buying cash, an
 * Equinor family with only a CPF, an offshore worker based in Macaé), typos and chat-speak
 * ("qto sai", "vcs", "q", "pq", "blz", "qria", "pf", "da pra", no accents; "u", "4", "r u"),
 * one- or two-word questions ("GNV?", "Entrada mínima", "Warranty?", "Trade-in?"), short
 * follow-ups that only make sense after an earlier question ("e no sábado até q horas?", "e se
 * o banco recusar, vcs devolvem o sinal?", "and how long does the transfer take?"), English
 * questions against Portuguese knowledge and the reverse, and a few that only a document
 * answers (an old speeding fine arriving after the purchase, a discount for paying cash, window
 * tint, leaving a paid car at the store for three weeks, returning a car bought over WhatsApp).
 * The outside questions include hard negatives that share words with the knowledge (renting a
 * car by the week to drive for Uber, converting one's own car to GNV, motorbikes for delivery
 * work, a workshop for a car bought elsewhere, cleaning one's name at Serasa, the Detran
 * inspection post in Niterói, selling a consórcio quota not yet contemplated, leasing pickups
 * to an oil company in Macaé) and plain questions about a Flamengo game and a churrascaria in
 * Barra.
 */

const english = qaIn('English');
const portuguese = qaIn('Portuguese');

// The sources' titles, as the answers name them.
const location = 'Onde ficam as lojas e qual o horário de funcionamento?';
const stock = 'Quais carros vocês têm no estoque e como vejo as fotos?';
const inspectionReport = 'Os carros têm laudo cautelar?';
const warranty = 'Qual é a garantia dos carros?';
const financing = 'Vocês financiam? Com quais bancos e em quantas vezes?';
const downPayment = 'Qual é a entrada mínima para financiar?';
const badCredit = 'Estou com o nome negativado (Serasa/SPC). Consigo financiar?';
const tradeIn = 'Vocês aceitam meu carro na troca?';
const financedTradeIn = 'Meu carro ainda está financiado. Posso dar na troca?';
const buyCar = 'Vocês compram meu carro mesmo que eu não leve outro?';
const consortium = 'Vocês aceitam carta de consórcio contemplada?';
const payment = 'Quais são as formas de pagamento?';
const reservation = 'Posso reservar um carro? Precisa dar sinal?';
const transfer = 'Quem paga a transferência e quanto custa no Detran-RJ?';
const ipva = 'O IPVA e o licenciamento do carro estão pagos?';
const inspection = 'Preciso levar o carro na vistoria do Detran?';
const documentsNeeded = 'Quais documentos preciso para comprar um carro?';
const testDrive = 'Posso fazer um test drive?';
const delivery = 'Vocês entregam o carro em Niterói ou em outra cidade?';
const gnv = 'Vocês têm carros com kit GNV?';
const insurance = 'Vocês fazem o seguro do carro?';
const appDrivers = 'Vocês vendem carro para motorista de aplicativo (Uber, 99)?';
const foreigners = 'Can I buy a car in Brazil as a foreigner, and what documents do I need?';
const expatFinance = 'Can I finance a car as an expat on a work visa?';
const foreignLicence = 'Can I drive in Brazil with my foreign driving licence?';
const englishStaff = 'Does anyone at the dealership speak English and help with the paperwork?';
const buyback = 'Will you buy the car back when my assignment in Brazil ends?';
const priceList = 'Tabela de preços e serviços 2026 – Carioca Seminovos';
const terms = 'Condições gerais de venda, reserva e garantia – Carioca Seminovos (2026)';
const financeQuote = 'Pedido de simulação de financiamento';
const tradeInQuote = 'Pedido de avaliação do carro para troca ou venda';
const services = knowledgeCopy.briefingServices;

export const rioUsedCarDealerSet: EvaluationSet = {
  name: 'Rio used car dealer (Carioca Seminovos)',
  heldOut: false,
  agentName: 'Bia',
  briefing: {
    companyName: 'Carioca Seminovos',
    industry: 'automotive',
    description:
      'A Carioca Seminovos é uma revenda de carros seminovos do Rio de Janeiro, fundada em 2009 por Marcos Albuquerque e hoje tocada por ele e pela filha, Juliana. Temos duas lojas: na Barra da Tijuca, Av. das Américas, 8.150, e no Méier, Rua Dias da Cruz, 410. Trabalhamos com cerca de 180 seminovos de 2015 a 2024 (hatches, sedãs, SUVs e picapes, mais da metade automáticos e vários com kit GNV), todos com laudo cautelar aprovado e garantia de 3 meses de motor e câmbio. Somos 26 pessoas, entre vendedores, preparadores, despachante e equipe de financiamento, e atendemos em português e em inglês. Já vendemos mais de 9 mil carros, e muita gente da Zona Oeste, da Zona Norte e de Niterói volta para trocar de carro com a gente.',
    targetAudience:
      'Famílias e trabalhadores da Zona Oeste (Barra, Recreio, Jacarepaguá), da Zona Norte (Méier, Tijuca, Madureira, Engenho de Dentro) e de Niterói e São Gonçalo; motoristas de aplicativo e taxistas que procuram carro com GNV; quem vai comprar o primeiro carro e precisa de financiamento; quem tem carta de consórcio contemplada; e profissionais estrangeiros do setor de petróleo e gás que moram na Barra e no Recreio ou embarcam por Macaé, que nos escrevem em inglês.',
    keyServices:
      'Venda de seminovos 2015 a 2024 com laudo cautelar aprovado e garantia de 3 meses de motor e câmbio (garantia estendida opcional); financiamento com Santander, Itaú, Bradesco Financiamentos, BV e Banco Pan; avaliação gratuita e carro na troca, inclusive ainda financiado; compra do seu carro à vista; carta de consórcio contemplada; reserva com sinal via Pix; documentação, vistoria e transferência no Detran-RJ com nosso despachante; carros com kit GNV legalizado; seguro com corretora parceira; entrega em todo o estado do Rio, de Niterói a Macaé; atendimento em inglês e recompra garantida para expatriados.',
    commonQuestions:
      'Endereço e horário das lojas e se abre domingo, fotos e vídeo dos carros pelo WhatsApp, laudo cautelar e garantia, financiamento, entrada mínima e valor da parcela, financiamento com nome no Serasa, quanto vale o carro na troca (inclusive ainda financiado), consórcio contemplado, formas de pagamento e Pix, reserva com sinal, IPVA, transferência e vistoria no Detran-RJ, test drive, entrega em Niterói, carros com GNV para aplicativo; e, em inglês, como um estrangeiro compra e financia um carro, a carteira de motorista estrangeira e a recompra do carro no fim do contrato.',
    languages: ['Portuguese', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Respostas curtas, diretas e simpáticas, com valores em reais e a loja certa (Barra ou Méier). Tratamos o cliente por "você", mesmo quando ele escreve cheio de gíria ou abreviação, e respondemos em inglês a quem escreve em inglês, explicando termos como CPF, Detran, IPVA e tabela Fipe. Nunca prometemos aprovação de financiamento nem valor de troca sem avaliação. Sempre terminamos com um próximo passo: mandar fotos e vídeo, agendar visita ou test drive, simular o financiamento ou chamar no WhatsApp (21) 97654-3210.',
    personality:
      'Como uma vendedora carioca experiente e honesta: bem-humorada, paciente com quem está comprando o primeiro carro ou está com o nome sujo, clara sobre os custos de documentação e as condições da garantia, e acolhedora com os estrangeiros que ainda estão se acostumando com a burocracia brasileira.',
    responseTemplates: [
      {
        scenario: financeQuote,
        response:
          'Bora simular! Para a nossa equipe de financiamento buscar as melhores condições nos bancos, me mande pelo WhatsApp (21) 97654-3210: o carro que te interessou (link do anúncio, ou modelo e ano); seu nome completo, CPF e data de nascimento; quanto quer dar de entrada e se tem carro na troca; em quantas vezes prefere pagar (de 12 a 60) e qual parcela cabe no seu bolso; e sua profissão e renda mensal (contracheque ou, se for autônomo ou motorista de aplicativo, extrato bancário). A consulta é gratuita e sem compromisso, e a resposta dos bancos sai em cerca de 1 hora, em dia útil.',
      },
      {
        scenario: tradeInQuote,
        response:
          'Vamos avaliar seu carro! Para uma primeira estimativa, mande pelo WhatsApp (21) 97654-3210: marca, modelo, versão e ano; a quilometragem; fotos dos quatro lados, do interior, do painel ligado e do documento (CRLV); se tem GNV, se já teve batida ou passagem por leilão, e se ainda está financiado (com o saldo devedor). Em até 2 horas, no horário da loja, mandamos uma faixa de valor. A proposta firme sai depois de uma avaliação presencial de uns 30 minutos, gratuita, na Barra ou no Méier, e vale 7 dias.',
      },
    ],
  },
  qa: [
    portuguese(
      location,
      'Temos duas lojas. Loja Barra: Av. das Américas, 8.150, Barra da Tijuca, com estacionamento próprio para clientes, perto da estação Pedra de Itaúna do BRT. Loja Méier: Rua Dias da Cruz, 410, Méier, a 5 minutos a pé da estação Méier do trem. As duas abrem de segunda a sexta, das 9h às 19h, e aos sábados, das 9h às 17h. Aos domingos só a loja Barra abre, das 10h às 15h; o Méier fica fechado. Nos feriados nacionais as duas lojas fecham. Telefones: Barra (21) 3325-4400, Méier (21) 2596-1180. WhatsApp das duas lojas: (21) 97654-3210. E-mail: contato@cariocaseminovos.example. Instagram: @cariocaseminovos.',
    ),
    portuguese(
      stock,
      'Temos em média 180 seminovos de 2015 a 2024, cerca de 110 na loja Barra e 70 no Méier: hatches (Onix, HB20, Polo, Argo, Gol), sedãs (Onix Plus, Virtus, Cronos, Corolla, Civic), SUVs (Creta, T-Cross, Tracker, HR-V, Kicks, Renegade, Compass, Corolla Cross, SW4) e picapes (Strada, Toro, S10, Hilux, Ranger). Mais da metade é automática, e sempre temos de 15 a 25 carros com kit GNV. Os preços vão de cerca de R$ 45 mil a R$ 250 mil. O estoque atualizado, com fotos, quilometragem, preço e a loja onde o carro está, fica no site www.cariocaseminovos.example e também no Instagram, na OLX e na Webmotors. Quer ver mais? Peça pelo WhatsApp (21) 97654-3210: mandamos na hora mais fotos, um vídeo do carro por dentro e por fora com o motor ligado, o laudo cautelar e o histórico de revisões. Um carro que está na outra loja vem para a loja da sua preferência em 1 dia útil, sem custo.',
    ),
    portuguese(
      inspectionReport,
      'Sim. Todo carro do nosso estoque tem laudo cautelar aprovado, feito por uma empresa de vistoria independente e credenciada, não por nós. O laudo confere se chassi, motor e vidros são originais, examina a estrutura (longarinas, colunas, assoalho) e consulta as bases de leilão, de sinistro com perda total, de roubo e furto, de recall e de restrições judiciais e financeiras. Não vendemos carro com passagem por leilão, recuperado de sinistro, com sinais de alagamento ou com quilometragem adulterada: se o laudo não é aprovado, o carro nem entra no estoque. Você recebe uma cópia do laudo antes de fechar negócio (pode pedir pelo WhatsApp) e pode também levar o carro ao mecânico de sua confiança para uma avaliação antes da compra, acompanhado de um vendedor.',
    ),
    portuguese(
      warranty,
      'Todo carro sai com garantia de 3 meses de motor e câmbio, contados da entrega e sem limite de quilometragem, além da garantia legal do Código de Defesa do Consumidor. A garantia cobre as peças internas do motor e do câmbio, manual ou automático (inclusive CVT), e o diferencial. Não entram os itens de desgaste natural (embreagem, freios, pneus, amortecedores, bateria), a parte elétrica, o ar-condicionado e o kit GNV. Se notar qualquer problema, pare o carro e chame a gente pelo WhatsApp: o reparo é feito na nossa oficina parceira, em Jacarepaguá ou no Méier, sem custo para você, e o guincho até 50 km é por nossa conta. Quer mais tempo? Na compra, você pode contratar a garantia estendida de 6 ou 12 meses, que cobre também a injeção eletrônica, o ar-condicionado e a parte elétrica (valores na nossa tabela).',
    ),
    portuguese(
      financing,
      'Sim. Trabalhamos com Santander, Itaú, Bradesco Financiamentos, BV e Banco Pan, e mandamos sua ficha para vários ao mesmo tempo para conseguir a melhor taxa. A resposta sai em cerca de 1 hora, em dia útil. O prazo vai de 12 a 60 meses (para carros de 2015 a 2017, em geral até 48 meses), com taxas a partir de 1,49% ao mês, conforme o seu perfil, o ano do carro e a entrada, que em geral começa em 20% do valor do carro. Exemplo: carro de R$ 70.000, entrada de R$ 21.000 e 48 parcelas de cerca de R$ 1.690. A entrada pode ser o seu carro na troca, Pix ou cartão. Para a análise precisamos de CPF, CNH ou RG, comprovante de residência e comprovante de renda: contracheque ou, para autônomos e motoristas de aplicativo, os extratos bancários dos últimos 3 meses. O carro fica alienado ao banco até a última parcela, e você pode quitar antes com desconto dos juros.',
    ),
    portuguese(
      downPayment,
      'Na maioria dos bancos, a entrada mínima é de 20% do valor do carro: num carro de R$ 80.000, R$ 16.000. Com score alto e um carro de 2020 em diante, alguns bancos aprovam com 10% ou até sem entrada; para carros de 2015 a 2017, ou para quem ainda não tem histórico de crédito, o banco costuma pedir de 30% a 40%. Quanto maior a entrada, menores a taxa e a parcela. A entrada pode ser o seu carro usado na troca, um Pix ou TED, ou o cartão de crédito em até 12 vezes (com o acréscimo da maquininha, até R$ 20.000), e dá para combinar as formas. Mande seu CPF pelo WhatsApp e fazemos uma simulação sem compromisso.',
    ),
    portuguese(
      badCredit,
      'É mais difícil, mas nem sempre impossível. Com restrição no Serasa ou no SPC a maioria dos bancos recusa, mas dois dos nossos bancos parceiros analisam caso a caso, normalmente com entrada maior (de 40% a 50%), prazo menor e taxa mais alta. Também pode dar certo financiar no nome de um familiar sem restrição, como cônjuge, pai ou mãe, que fica como titular do contrato e dono do carro no documento. Outra saída é comprar um carro mais barato à vista, usando também o seu carro na troca. Não fazemos "financiamento sem consulta" nem prometemos aprovação: desconfie de quem promete. Mande seu CPF pelo WhatsApp e fazemos a consulta sem compromisso.',
    ),
    portuguese(
      tradeIn,
      'Sim, aceitamos carros de qualquer marca e ano na troca, picapes também. A avaliação é gratuita, feita na hora em qualquer das lojas, e leva uns 30 minutos; para ter uma primeira ideia do valor, mande pelo WhatsApp fotos dos quatro lados, do painel com a quilometragem e do documento. Avaliamos pela tabela Fipe, pelo estado do carro e pelo histórico, e a proposta vale 7 dias. Se o seu carro vale menos que o nosso, você paga a diferença à vista ou financiada; se vale mais, devolvemos o troco. Carro ainda financiado também entra: quitamos o saldo direto com o banco. Traga o CRLV, a chave reserva e o manual, com o IPVA e as multas em dia (ou descontamos do valor). Você continua rodando com o seu carro até pegar o novo.',
    ),
    portuguese(
      financedTradeIn,
      'Pode, sim, e é muito comum. Você não precisa quitar antes: nós quitamos o saldo devedor direto com o banco e abatemos esse valor da avaliação do seu carro. Peça ao seu banco o boleto de quitação com o saldo atualizado (vale por poucos dias) e traga junto com o CRLV. Se o carro vale mais que a dívida, a diferença vira entrada do carro novo; se a dívida é maior que o valor do carro, a diferença entra na negociação e pode ser paga à vista ou incluída no novo financiamento, se o banco aprovar. As parcelas em atraso precisam ser pagas antes. Depois da quitação, o banco leva de 5 a 10 dias úteis para baixar o gravame, mas o seu carro novo já pode sair antes disso.',
    ),
    portuguese(
      buyCar,
      'Sim, compramos carros de 2012 em diante, de qualquer marca, mesmo que você não leve nenhum carro nosso. A avaliação é gratuita, em uma das lojas, e leva cerca de 30 minutos; aceitando a proposta, pagamos por TED ou Pix na sua conta em até 1 dia útil depois de assinada a transferência (ATPV-e). Se o carro ainda está financiado, quitamos o banco e pagamos a diferença. O carro precisa estar no seu nome (ou você traz uma procuração), com a documentação em ordem. Para uma primeira estimativa, mande pelo WhatsApp o modelo, o ano, a quilometragem e algumas fotos. Se preferir vender a um particular, fazemos um laudo cautelar avulso do seu carro (valor na tabela).',
    ),
    portuguese(
      consortium,
      'Sim, aceitamos carta de crédito de consórcio contemplada de qualquer administradora (Porto, Embracon, Bradesco, Itaú, Caixa, Rodobens, entre outras). Você escolhe o carro, reservamos com o sinal e enviamos à administradora a nota fiscal, o laudo e os documentos do carro. A administradora avalia o carro e libera o pagamento, em geral de 5 a 15 dias úteis; o carro fica alienado a ela até o fim do consórcio. Atenção: cada administradora tem um limite de idade para o carro, normalmente até 10 anos de fabricação, e faz a sua própria vistoria. Se o carro custa mais que a carta, você completa com Pix, TED, cartão ou o seu carro na troca; se custa menos, a sobra fica com você na administradora, conforme as regras dela. Durante a análise da administradora, a reserva fica garantida por 10 dias.',
    ),
    portuguese(
      payment,
      'Aceitamos Pix e TED (sempre para a conta da empresa, Carioca Seminovos Comércio de Veículos Ltda., CNPJ 12.345.678/0001-90), financiamento por um dos nossos bancos parceiros, carta de consórcio contemplada e o seu carro na troca, e você pode combinar as formas. O sinal e a entrada também podem ir no cartão de crédito ou de débito, em até 12 vezes com o acréscimo da maquininha, até R$ 20.000. Não aceitamos cheque e, por segurança, não recebemos mais de R$ 10.000 em dinheiro vivo. O carro é liberado assim que o pagamento compensa: Pix na hora, TED no mesmo dia útil. Cuidado com golpes: nossa chave Pix é o CNPJ da loja; nunca pague a uma pessoa física, mesmo que ela diga que é nosso vendedor, e confirme os dados pelo telefone da loja antes.',
    ),
    portuguese(
      reservation,
      'Sim. Para segurar um carro pedimos um sinal de R$ 1.000 (carros até R$ 100.000) ou de R$ 2.000 (acima disso), via Pix para a chave CNPJ da loja ou no cartão. A reserva vale 5 dias corridos, ou 10 dias quando o pagamento é por consórcio, e o sinal é descontado do preço do carro. Se o banco recusar o seu financiamento ou a administradora do consórcio não aprovar o carro, devolvemos o sinal inteiro em até 2 dias úteis. Se você desistir por outro motivo, o sinal não é devolvido. Sem sinal, seguramos um carro só até o fim do dia, para você vir ver ou fazer o test drive.',
    ),
    portuguese(
      transfer,
      'Quem paga a transferência é o comprador, como em qualquer compra de carro, mas você não precisa ir ao Detran: cuidamos de tudo com o nosso despachante. O pacote de documentação custa R$ 890 e inclui a taxa de transferência do Detran-RJ, o agendamento e o acompanhamento da vistoria, a assinatura eletrônica da ATPV-e e o novo CRLV-e no seu nome. Se o carro ainda tem a placa cinza antiga, a troca pela placa Mercosul custa R$ 260. Em 10 a 15 dias úteis o documento no seu nome aparece no app Carteira Digital de Trânsito. No financiamento, o banco cobra à parte o registro do contrato. Em feirões e ações especiais, às vezes a transferência fica por nossa conta: pergunte ao vendedor.',
    ),
    portuguese(
      ipva,
      'Sim. Todo carro é entregue com o IPVA do ano e o licenciamento pagos, e você recebe o CRLV-e em dia. O IPVA do ano seguinte é seu: no Rio, ele pode ser pago em cota única com desconto ou parcelado, com vencimentos a partir de janeiro conforme o final da placa, e o licenciamento anual é pago depois do IPVA. Carros com GNV legalizado pagam IPVA menor no estado do Rio: 1,5% do valor do carro, em vez de 4% para os carros a gasolina e flex. Na compra, mostramos o extrato de débitos do Detran-RJ e da Secretaria de Fazenda para você conferir.',
    ),
    portuguese(
      inspection,
      'Na compra, quem leva o carro à vistoria somos nós. No estado do Rio, toda transferência de propriedade exige uma vistoria de identificação do carro no Detran-RJ ou numa empresa credenciada; ela está incluída no nosso pacote de documentação, e nós agendamos e levamos o carro antes da entrega, sem você precisar ir. Os carros com kit GNV passam também, uma vez por ano, pela vistoria de GNV do Detran-RJ, com o certificado de segurança veicular (CSV) e a inspeção do cilindro em dia: na compra esses documentos estão válidos, e a vistoria do ano seguinte fica por sua conta.',
    ),
    portuguese(
      documentsNeeded,
      'Pessoa física: CNH ou RG com CPF, comprovante de residência recente (até 90 dias: conta de luz, água, telefone ou internet), e-mail e celular. A transferência é assinada eletronicamente pelo gov.br, então é preciso ter conta gov.br nível prata ou ouro (ajudamos você a conferir). Para financiar, traga também comprovante de renda: os 3 últimos contracheques ou, para autônomos e motoristas de aplicativo, os extratos bancários dos 3 últimos meses. Empresa: contrato social, cartão CNPJ, documento do sócio e, para financiar, o faturamento dos últimos 12 meses. Estrangeiros compram normalmente com CPF e RNM (ou passaporte com visto) e um comprovante de endereço no Brasil. Para dar um carro na troca: CRLV, chave reserva e manual.',
    ),
    portuguese(
      testDrive,
      'Claro, e sem custo. Basta a CNH válida, física ou digital no celular; carteira estrangeira vale junto com o passaporte. O test drive dura uns 20 minutos, com um vendedor, num percurso com trecho de via expressa (Av. das Américas na Barra, Linha Amarela no Méier). Pode vir no horário das lojas, inclusive aos domingos na Barra até as 14h, mas agende pelo WhatsApp (21) 97654-3210 para o carro estar lavado e pronto. Se o carro que você quer está na outra loja, trazemos em 1 dia útil, sem custo. Nos carros com GNV, testamos no gás e na gasolina.',
    ),
    portuguese(
      delivery,
      'Sim. Entregamos o carro com um motorista da loja, de segunda a sábado, lavado e com a documentação pronta; você assina tudo digitalmente antes ou na entrega. No município do Rio de Janeiro a entrega é grátis. Niterói, São Gonçalo e Maricá: R$ 250. Baixada Fluminense: R$ 200. Região Serrana: R$ 450. Região dos Lagos: R$ 500. Macaé e Rio das Ostras: R$ 650. Outros estados, sob consulta. Muitos clientes de Niterói fecham tudo pelo WhatsApp, com vídeo do carro e laudo, e recebem o carro em casa sem atravessar a ponte. Se você der um carro na troca, o motorista leva o seu na volta.',
    ),
    portuguese(
      gnv,
      'Sim, sempre temos de 15 a 25 carros com kit GNV, a maioria sedãs e hatches (Onix Plus, Cronos, Virtus, Spin, Cobalt), muito procurados por motoristas de aplicativo e por quem roda muito. Todos têm kit de 5ª geração instalado por oficina registrada no Inmetro, GNV no documento (combustível: álcool/gasolina/GNV), CSV válido e o cilindro dentro do prazo de requalificação (a cada 5 anos). Na ponta do lápis: o m³ de GNV no Rio custa em torno de R$ 4,90 e rende de 12 a 14 km num carro 1.0 ou 1.6, contra uns 11 km por litro de gasolina a R$ 6,30; quem roda 3.000 km por mês economiza uns R$ 600. O IPVA também é menor (1,5%). Em contrapartida, o cilindro ocupa boa parte do porta-malas e o carro perde um pouco de força no gás. A garantia de motor e câmbio vale do mesmo jeito, mas o kit GNV em si não tem garantia.',
    ),
    portuguese(
      insurance,
      'Não somos seguradora, mas trabalhamos com uma corretora parceira, a Rio Vida Corretora de Seguros, que atende nas duas lojas e faz na hora cotações em várias seguradoras (Porto, Azul, Allianz, HDI, Tokio Marine, entre outras), para você sair da loja com o carro segurado. Para a cotação basta o CPF, o CEP de onde o carro dorme e o modelo escolhido. Alguns bancos pedem seguro durante o financiamento, e algumas seguradoras exigem rastreador para certos modelos e bairros; a corretora explica tudo. Se preferir a sua própria corretora, passamos os dados do carro (placa e chassi) assim que você reservar.',
    ),
    portuguese(
      appDrivers,
      'Sim, e muitos dos nossos clientes rodam no Uber e no 99. Separamos carros que atendem às exigências dos aplicativos (4 portas, ar-condicionado, 5 lugares; para categorias como Uber Comfort ou 99 Plus, sedãs e SUVs mais novos), muitos com kit GNV para economizar. Para financiar, quem não tem carteira assinada comprova a renda com os extratos bancários dos últimos 3 meses e o relatório de ganhos do aplicativo; a entrada costuma começar em 20% a 30%. A garantia de 3 meses de motor e câmbio vale também para quem roda no aplicativo. Antes de escolher, confira no app o ano mínimo do carro para a sua categoria e cidade: mandamos as opções que se encaixam pelo WhatsApp.',
    ),
    english(
      foreigners,
      'Yes. Foreigners buy cars in Brazil all the time; the car is registered in your name with your CPF, the Brazilian taxpayer number. You need: your CPF (you can get it online from the Receita Federal, free and often the same day, or at a Brazilian consulate before you move), your RNM card (the national migration registry card) or your passport with a valid visa, and a proof of address in Rio, such as your lease or a letter from your employer. You also need a gov.br account to sign the transfer electronically; we help you set it up. Payment is by Pix or TED from a Brazilian bank account, or by international wire to our company account: a wire takes 2 to 5 business days, and we hand over the car once the money has arrived. Many of our customers are expats in oil and gas living in Barra da Tijuca and Recreio, so we know the process well.',
    ),
    english(
      expatFinance,
      'Often yes, but Brazilian banks are stricter with newcomers. You need a CPF, an RNM valid for longer than the loan (so with a 2-year visa the term is usually 24 months at most), Brazilian payslips (holerites) for at least 3 months or a letter from your employer in Brazil stating your salary and contract, and a Brazilian bank account. Banks usually ask expats for a bigger down payment, around 40%. If you have only just arrived, it is often simpler to pay in full by wire, or to ask your company whether it has a car policy. Send us your details on WhatsApp and we will check with our partner banks before you choose a car.',
    ),
    english(
      foreignLicence,
      'Yes, for a while. A valid foreign driving licence, together with your passport, lets you drive in Brazil for up to 180 days after you enter the country; an International Driving Permit is recommended, especially if your licence is not in English, Spanish or Portuguese. If you live in Brazil, you must exchange it for a Brazilian licence (CNH) at the Detran-RJ before those 180 days are over: your licence must still be valid, you take a medical exam, and if your country has an agreement with Brazil there is no driving test. For a test drive with us, bring your foreign licence and your passport.',
    ),
    english(
      englishStaff,
      'Yes. At our Barra store, Juliana (the owner’s daughter) and Rafael, one of our salespeople, speak English, and Rafael also speaks Spanish. Book a time on WhatsApp, (21) 97654-3210, so that one of them is there. The contract, the ATPV-e and the Detran documents are in Portuguese by law, but we explain each one in English and can e-mail you a short summary of the deal in English. We also help with the practical side: getting your gov.br account working, car insurance through our partner broker, paying the IPVA (the yearly vehicle tax) and understanding speed-camera fines. Many of our English-speaking customers work for oil and gas companies and their suppliers in Rio and Macaé.',
    ),
    english(
      buyback,
      'Yes. With our Expat Buyback plan, agreed in writing when you buy, we buy the car back when you leave Brazil: for 85% of its Fipe table value at that time if you sell it back within 12 months of the purchase, and for 80% between 12 and 24 months. The car must have done no more than 20,000 km a year, have no accident damage and have had its services done; we inspect it when you bring it back. Give us 30 days’ notice before you leave; we pay by TED to your Brazilian account or by international wire, and we handle the transfer at the Detran-RJ, so you can leave the car with us the week you fly out. The plan is free, and you are not obliged to sell the car to us.',
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'Portuguese',
      text: `TABELA DE PREÇOS E SERVIÇOS 2026 – CARIOCA SEMINOVOS
Loja Barra: Av. das Américas, 8.150 – Barra da Tijuca – (21) 3325-4400
Loja Méier: Rua Dias da Cruz, 410 – Méier – (21) 2596-1180
WhatsApp (21) 97654-3210 – Valores em reais, válidos de 1º de janeiro a 31 de dezembro de 2026. O preço de cada carro está no seu anúncio; abaixo, as faixas de preço do estoque e os valores dos serviços e taxas.

1. Faixas de preço do estoque (referência, janeiro de 2026)
Hatch compacto 2015-2019 (Gol, Onix, HB20, Ka, Argo): R$ 45.000 a R$ 65.000
Hatch e sedã compacto 2020-2024 (Onix Plus, HB20S, Polo, Virtus, Cronos): R$ 68.000 a R$ 105.000
Sedã médio (Corolla, Civic, Jetta, Cruze): R$ 85.000 a R$ 165.000
SUV compacto (Creta, T-Cross, Tracker, HR-V, Kicks, Renegade): R$ 79.000 a R$ 145.000
SUV médio e grande (Compass, Corolla Cross, Tiguan, SW4): R$ 115.000 a R$ 250.000
Picapes (Strada, Toro, S10, Hilux, Ranger): R$ 75.000 a R$ 245.000
Carros com kit GNV legalizado: preço do mesmo modelo sem kit + R$ 3.500 a R$ 5.000.
Pagamento integral à vista, por Pix ou TED, sem financiamento e sem carro na troca: desconto de 2% sobre o preço anunciado, limitado a R$ 3.000.

2. Documentação e transferência (pagas pelo comprador)
Pacote documentação Carioca (despachante, taxa de transferência do Detran-RJ, agendamento e acompanhamento da vistoria, ATPV-e e CRLV-e no nome do comprador): R$ 890
Placa Mercosul (par), quando o carro ainda tem placa cinza: R$ 260
Transferência para outro estado (SP, MG, ES): a partir de R$ 1.400, sob consulta
Registro do contrato de financiamento no Detran-RJ: cobrado pelo banco na operação (cerca de R$ 380)

3. Garantia
Garantia de 3 meses de motor e câmbio: inclusa em todos os carros.
Garantia estendida (parceira Rio Garantias: motor, câmbio, diferencial, injeção eletrônica, ar-condicionado e parte elétrica), para carros de até 10 anos e 150.000 km:
+6 meses: R$ 1.290 – +12 meses: R$ 2.190

4. Entrega do carro (motorista da loja, de segunda a sábado)
Município do Rio de Janeiro: grátis
Baixada Fluminense (Duque de Caxias, Nova Iguaçu, São João de Meriti, Belford Roxo, Nilópolis): R$ 200
Niterói, São Gonçalo e Maricá: R$ 250
Região Serrana (Petrópolis, Teresópolis, Nova Friburgo): R$ 450
Região dos Lagos (Cabo Frio, Búzios, Arraial do Cabo, Saquarema): R$ 500
Macaé e Rio das Ostras: R$ 650
Outros estados: sob consulta
Levar um carro de uma loja para a outra (Barra ↔ Méier) para visita ou test drive: grátis, em 1 dia útil

5. Avaliações e laudos
Avaliação do seu carro para troca ou venda: grátis
Laudo cautelar dos carros do estoque: incluso, com cópia para o cliente
Laudo cautelar avulso do seu carro, feito na loja pela empresa de vistoria parceira: R$ 250

6. Acessórios e serviços na compra
Película (insulfilm) nos vidros, dentro do limite de transparência da lei: R$ 390
Tapetes de borracha sob medida: R$ 180
Cópia de chave com telecomando: a partir de R$ 450
Higienização interna completa (bancos, teto e carpete): R$ 280
Polimento e cristalização da pintura: R$ 450
Rastreador (exigido por algumas seguradoras): instalação grátis na compra, mensalidade R$ 59

7. Taxas
Sinal de reserva: R$ 1.000 (carros até R$ 100.000) ou R$ 2.000 (acima), abatido do preço
Cartão de crédito (sinal ou entrada, até R$ 20.000): em até 12 vezes, com o acréscimo da maquininha (de 3,5% em 2 vezes a 14% em 12 vezes)
Pátio: carro pago e não retirado em 10 dias corridos: R$ 50 por dia
Segunda via do laudo cautelar ou do termo de entrega: grátis`,
    },
    {
      title: terms,
      language: 'Portuguese',
      text: `CONDIÇÕES GERAIS DE VENDA, RESERVA E GARANTIA – Carioca Seminovos Comércio de Veículos Ltda., CNPJ 12.345.678/0001-90, lojas Av. das Américas, 8.150, Barra da Tijuca, e Rua Dias da Cruz, 410, Méier, Rio de Janeiro/RJ. Vigência a partir de 1º de janeiro de 2026.

1. Proposta e contrato
O preço anunciado vale na data do anúncio e pode mudar sem aviso até a assinatura da proposta. A proposta assinada, na loja ou digitalmente, vale 3 dias úteis. A venda se conclui com a assinatura do contrato de compra e venda e do termo de entrega, que registra a data, a hora e a quilometragem da entrega.

2. Reserva e sinal
A reserva exige sinal de R$ 1.000 (carros até R$ 100.000) ou de R$ 2.000 (acima), pago à conta da empresa. Ela vale 5 dias corridos, ou 10 dias quando o pagamento é por carta de consórcio. O sinal é abatido do preço. É devolvido integralmente, em até 2 dias úteis, se o financiamento for recusado pelo banco, se a administradora do consórcio não aprovar o carro ou se a vistoria do Detran-RJ reprovar o carro. Se o cliente desistir por outro motivo, o sinal fica retido como arras (art. 418 do Código Civil).

3. Pagamento e retirada
O carro é entregue após a compensação do pagamento integral (Pix na hora, TED no mesmo dia útil) ou após a liberação do banco ou da administradora. Só recebemos pagamentos na conta da empresa; nenhum vendedor está autorizado a receber em conta pessoal. O cliente deve retirar o carro pago em até 10 dias corridos; depois disso cobramos taxa de pátio de R$ 50 por dia, e o carro fica na loja por conta e risco do cliente quanto a eventos que não dependam de nós.

4. Direito de arrependimento
Na compra feita na loja, depois de ver e testar o carro, não há direito de arrependimento. Na compra fechada inteiramente à distância (WhatsApp, telefone, e-mail ou site), com entrega no endereço do cliente e sem visita à loja, o cliente pode desistir em até 7 dias corridos a contar do recebimento do carro (art. 49 do Código de Defesa do Consumidor), avisando por escrito pelo WhatsApp ou por e-mail. O carro deve ser devolvido no estado em que foi entregue, com no máximo 300 km rodados desde a entrega; danos e quilometragem acima disso são cobrados. Devolvemos todos os valores pagos, inclusive o frete da entrega, em até 10 dias úteis após a devolução do carro, e buscamos o carro sem custo no mesmo endereço.

5. Garantia
Além da garantia legal de 90 dias do Código de Defesa do Consumidor, damos garantia contratual de 3 meses de motor e câmbio, contada da data da entrega e sem limite de quilometragem. Cobertura: peças internas lubrificadas do motor (bloco, cabeçote, virabrequim, pistões, bielas, bomba de óleo), câmbio manual ou automático, inclusive CVT e conversor de torque, e diferencial. Exclusões: itens de desgaste natural (embreagem, freios, pneus, amortecedores, bateria, correias, velas, filtros), parte elétrica e eletrônica, ar-condicionado, kit GNV, e danos causados por falta de óleo ou de água, superaquecimento, alagamento, acidente, uso em competição ou reparo feito fora da nossa oficina parceira sem autorização. Ao notar um defeito, o cliente deve parar o carro e nos avisar em até 48 horas; o guincho até 50 km é por nossa conta.

6. Carro na troca
A avaliação vale 7 dias e até 300 km a mais. O cliente declara que o carro não tem passagem por leilão, sinistro com perda total, alagamento, adulteração ou débitos que não tenha informado. Multas, IPVA e outros débitos do carro até a data em que ele é entregue na troca são do cliente, e são descontados do valor ou cobrados depois. Se aparecer defeito oculto ou débito não informado, o valor é revisto. Financiamento em aberto é quitado por nós junto ao banco e abatido do valor da avaliação.

7. Multas e débitos do carro vendido
Multas, débitos e pontos referentes a infrações cometidas até a data e a hora da entrega registradas no termo de entrega são da loja, mesmo que a notificação chegue depois: o cliente nos encaminha a notificação, e nós pagamos a multa e indicamos o condutor responsável. Infrações cometidas a partir da entrega são do comprador, e a loja indica o comprador como condutor. Comunicamos a venda ao Detran-RJ em até 2 dias úteis.

8. Documentação e transferência
A loja faz a transferência por seu despachante, inclusive o agendamento e a vistoria no Detran-RJ, mediante o pagamento do pacote de documentação pelo comprador. A transferência é concluída dentro do prazo legal de 30 dias do Código de Trânsito Brasileiro, em geral de 10 a 15 dias úteis. O cliente que preferir fazer a transferência por conta própria deve concluí-la em 30 dias e assume a responsabilidade pelo atraso.

9. Dados pessoais, reclamações e foro
Tratamos os dados pessoais do cliente somente para a venda, o financiamento e a documentação, conforme a LGPD. Reclamações: sac@cariocaseminovos.example, Procon-RJ ou consumidor.gov.br. Fica eleito o foro do domicílio do consumidor.`,
    },
  ],
  answerable: [
    // Portuguese paraphrases with Rio slang
    {
      question:
        'E aí, rola uma troca? Tenho um Palio 2014 rodado mas inteirão e tô de olho num HB20 de vcs. Qto vcs dão no meu?',
      answeredBy: [tradeIn, tradeInQuote, services],
    },
    {
      question:
        'Qual o mínimo que eu tenho que dar de cara pra financiar um possante de uns 80 mil?',
      answeredBy: [downPayment, financing, financeQuote],
    },
    {
      question:
        'Tô com o nome sujo no Serasa por causa de um cartão antigo. Ainda rola financiar um carango com vcs ou nem adianta tentar?',
      answeredBy: [badCredit],
    },
    {
      question:
        'Esses carros de vcs vêm de leilão? Como eu sei que o carro não foi batido nem pegou enchente?',
      answeredBy: [inspectionReport, services],
    },
    {
      question:
        'Fui contemplada no consórcio da Porto mês passado, carta de 90 mil. Dá pra usar ela pra pegar um carro com vocês?',
      answeredBy: [consortium, payment, services],
    },
    // Long messages in Portuguese, the question inside
    {
      question:
        'Bom dia! Sou motorista de Uber há 3 anos e meu Onix 2016 já tá pedindo arrego, vive na oficina. Queria um sedã com GNV pra economizar e poder rodar no Comfort também. O problema é que não tenho carteira assinada, só o extrato do banco e os ganhos do app. Vcs conseguem financiar pra mim assim?',
      answeredBy: [appDrivers, gnv, financing, documentsNeeded, financeQuote],
    },
    {
      question:
        'Boa tarde, moro em Icaraí com minha esposa e dois filhos e trabalho no Centro, não tenho tempo nem paciência de atravessar a ponte num sábado. Vi um Creta 2021 no site de vcs que tá na loja da Barra. Se eu fechar tudo pelo zap, vcs conseguem levar o carro aqui em Niterói? Cobra quanto?',
      answeredBy: [delivery, priceList, services],
    },
    {
      question:
        'Oi, tenho um Renegade 2019 que ainda tô devendo 22 parcelas no Itaú, falta uns 35 mil pra quitar. Quero trocar por um Corolla Cross de vcs. Dá pra dar o Jeep na troca mesmo com o financiamento rolando, ou tenho que quitar antes?',
      answeredBy: [financedTradeIn, tradeIn, terms, tradeInQuote],
    },
    {
      question:
        'Olá, meu pai tem 72 anos e quer comprar à vista um Corolla 2018 que está na loja do Méier. Ele está preocupado com a papelada: o IPVA deste ano já está pago? E quem cuida da vistoria e da transferência no Detran, ele vai ter que ir lá?',
      answeredBy: [ipva, inspection, transfer, terms, priceList, services],
    },
    // Typos and chat-speak in Portuguese
    {
      question: 'qto sai a transferencia?? vcs q fazem?',
      answeredBy: [transfer, priceList, terms, services],
    },
    { question: 'vcs abrem domingo? qria ir na loja do meier', answeredBy: [location] },
    { question: 'manda foto do interior do civic 2019 q ta no site pf', answeredBy: [stock] },
    {
      question: 'blz, e a garantia é de qto tempo? cobre cambio automatico?',
      answeredBy: [warranty, terms, priceList, services],
    },
    {
      question: 'da pra pagar o sinal no pix? qual a chave',
      answeredBy: [reservation, payment, terms],
    },
    // One or two words, in Portuguese
    { question: 'Test drive no domingo?', answeredBy: [testDrive, location] },
    { question: 'GNV?', answeredBy: [gnv, stock, appDrivers, services, priceList] },
    { question: 'Entrada mínima', answeredBy: [downPayment, financing] },
    // Short follow-ups, in Portuguese
    { question: 'e no sábado até q horas?', answeredBy: [location] },
    {
      question: 'e se o banco recusar, vcs devolvem o sinal?',
      answeredBy: [reservation, terms],
    },
    // Portuguese questions, English knowledge
    {
      question:
        'Sou gringo, moro na Barra faz 4 meses e trabalho numa empresa de petróleo. Consigo comprar carro aí só com passaporte e RNM?',
      answeredBy: [foreigners, documentsNeeded],
    },
    {
      question:
        'Minha esposa é americana e só tem a carteira de motorista dos EUA. Ela pode fazer o test drive e dirigir aqui no Rio?',
      answeredBy: [foreignLicence, testDrive],
    },
    {
      question:
        'Vocês recompram o carro quando meu contrato no Brasil acabar? Volto pra Noruega em 2027.',
      answeredBy: [buyback, buyCar],
    },
    // Answered by a document only, in Portuguese
    {
      question:
        'Comprei meu HB20 com vcs mês passado e hoje chegou uma multa de radar na Linha Amarela de uma data antes de eu pegar o carro. Quem paga essa parada?',
      answeredBy: [terms],
    },
    { question: 'tem desconto se eu pagar tudo a vista no pix?', answeredBy: [priceList] },
    {
      question: 'vcs colocam insulfilm no carro quando a gente compra? qto sai',
      answeredBy: [priceList],
    },
    {
      question:
        'Paguei o carro ontem mas só vou conseguir buscar daqui a 3 semanas pq vou viajar a trabalho. Tem problema ele ficar aí na loja?',
      answeredBy: [terms, priceList],
    },
    // Long messages in English
    {
      question:
        "Hi, we just relocated to Rio with Equinor and we're living in Barra with our two kids. We need a big automatic SUV, ideally 7 seats, budget around R$ 200k. We don't have a Brazilian bank account yet, only CPFs. What documents do we need to buy a car, and can we pay with an international wire?",
      answeredBy: [foreigners, documentsNeeded],
    },
    {
      question:
        "Hello, I work offshore for SBM, 14 on 14 off, based in Macaé, but my family lives in Recreio. I'm on a 2-year work visa and I've had Brazilian payslips for 5 months. Could I get a loan for a Hilux from you? And could you deliver it to Macaé?",
      answeredBy: [expatFinance, financing, delivery, priceList, financeQuote, services],
    },
    {
      question:
        'Hi there, my Portuguese is terrible and all the Detran paperwork looks really confusing to me. Is there someone at your Barra store who speaks English and can walk me through the whole thing?',
      answeredBy: [englishStaff],
    },
    // Typos and chat-speak in English
    { question: 'do u guys take pix or only bank transfer?', answeredBy: [payment, foreigners] },
    { question: 'how much 4 delivery to niteroi?', answeredBy: [delivery, priceList] },
    { question: 'r u open sunday in barra', answeredBy: [location, testDrive] },
    // One or two words, in English
    { question: 'Warranty?', answeredBy: [warranty, terms, priceList, services] },
    { question: 'Trade-in?', answeredBy: [tradeIn, tradeInQuote, services] },
    // Short follow-up, in English
    { question: 'and how long does the transfer take?', answeredBy: [transfer, terms] },
    // English questions, Portuguese knowledge
    {
      question:
        'Does the car come with an independent inspection report? I want to be sure it was never in a flood.',
      answeredBy: [inspectionReport, services],
    },
    {
      question: "Can I put down a deposit to hold a car until my company's payment comes through?",
      answeredBy: [reservation, terms, priceList],
    },
    {
      question: 'Do I have to take the car to the Detran inspection myself?',
      answeredBy: [inspection, transfer, priceList, terms, services],
    },
    {
      question:
        'Do you sell car insurance, or can someone get me a quote so I can drive off insured?',
      answeredBy: [insurance, englishStaff, services],
    },
    // Answered by a document only, in English
    {
      question:
        "Hi, I bought a Compass from you over WhatsApp without ever going to the store, and it was delivered to our flat in Recreio three days ago. My wife really doesn't like it. Can I still return it?",
      answeredBy: [terms],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Vcs alugam carro por semana pra rodar de Uber? Tô sem carro e queria começar a rodar logo.',
    'Vocês instalam kit GNV? Meu Onix 2019 é só flex e queria converter pra economizar.',
    'Vcs vendem moto tb? Tô precisando de uma Fan 160 pra fazer entrega no iFood.',
    'Vocês têm oficina pra fazer revisão em carro que não foi comprado aí? Meu Cruze tá com um barulho na suspensão dianteira.',
    'Vcs ajudam a limpar o nome no Serasa? Tô devendo umas contas e queria negociar tudo de uma vez.',
    'Onde fica o posto de vistoria do Detran em Niterói? Preciso vistoriar meu próprio carro, tem que agendar?',
    'Quero vender minha cota de consórcio que ainda não foi contemplada, já paguei 20 parcelas. Vcs compram?',
    'Does your company lease cars to oil companies? We need 15 pickups for our field staff in Macaé for two years, with maintenance included.',
    // Plainly outside
    'Que horas é o jogo do Flamengo domingo no Maracanã?',
    "Any good churrascaria in Barra da Tijuca you'd recommend for a family dinner?",
  ],
};
