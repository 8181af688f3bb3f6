import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Minho Automóveis, a family-run used- and new-car dealer ("stand de automóveis") with a small
 * workshop in Braga. Its customers write in Portuguese, European and Brazilian (many Brazilians
 * live in Braga), and in English (expats working in the region, emigrants' families). The owner
 * wrote the briefing in Portuguese, most Q&A pairs in European Portuguese and a few in English,
 * one custom response for "is this car still available?", and pasted the workshop and services
 * price list in Portuguese and the used-car warranty terms in English.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases with
 * words the owner never wrote ("parte do pagamento", "parcelas", "papéis", "part exchange",
 * "MOT", "road tax", "clocked"), long messages, typos and missing accents, Brazilian chat-speak,
 * one- or two-word questions, and Portuguese questions against English knowledge and the
 * reverse. The outside questions include hard negatives that share words with the knowledge
 * (motorbikes, car insurance, driving lessons, selling spare parts, towing, a job at the
 * workshop, bodywork painting, a car wash).
 */

const english = qaIn('English');
const portuguese = qaIn('Portuguese');

// The sources' titles, as the answers name them.
const hours = 'Qual é o horário do stand e da oficina?';
const address = 'Onde ficam e têm estacionamento para clientes?';
const testDrive = 'Posso fazer um test drive?';
const financing = 'Fazem financiamento (crédito automóvel)?';
const leasing = 'Têm leasing ou ALD?';
const tradeIn = 'Aceitam o meu carro como retoma?';
const warranty = 'Que garantia têm os carros usados?';
const reserve = 'Posso reservar um carro com sinal?';
const payment = 'Que formas de pagamento aceitam?';
const documents = 'Que documentos são precisos para comprar um carro?';
const transfer = 'Tratam da transferência de propriedade e do registo?';
const iuc = 'Quem paga o IUC e quanto custa?';
const inspection = 'Fazem a inspeção periódica obrigatória (IPO)?';
const service = 'Como marco uma revisão na oficina?';
const tyres = 'Vendem e montam pneus?';
const electric = 'Têm carros elétricos e híbridos? Onde se carregam?';
const importation = 'Tratam da importação e legalização de carros?';
const newCars = 'Vendem carros novos?';
const delivery = 'Do you deliver the car to my home?';
const foreigners = 'Can I buy a car in Portugal as a foreigner?';
const expatFinancing = 'Can I get car finance if I am not Portuguese?';
const englishSpoken = 'Do you speak English?';
const history = 'How do I know the mileage and history of a used car are genuine?';
const buying = 'Do you buy cars, even if I am not buying one from you?';
const prices = 'Tabela de preços 2026 - Oficina e serviços';
const guarantee = 'Used car warranty terms';
const available = 'Cliente pergunta se um carro de um anúncio ainda está disponível';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const bragaCarDealerSet: EvaluationSet = {
  name: 'Braga car dealer (Minho Automóveis)',
  heldOut: false,
  agentName: 'Tiago',
  briefing: {
    companyName: 'Minho Automóveis',
    industry: 'automotive',
    description:
      'A Minho Automóveis é um stand de automóveis familiar em Braga, desde 2004. Vendemos carros usados e seminovos de todas as marcas, sempre com garantia, e carros novos por encomenda. Temos uma pequena oficina própria de mecânica para revisões e reparações de todas as marcas. Estamos na Avenida Frei Bartolomeu dos Mártires 512, em Nogueira, Braga, com estacionamento gratuito para clientes.',
    targetAudience:
      'Famílias e particulares de Braga e do Minho, jovens a comprar o primeiro carro, pequenas empresas, emigrantes que vêm de férias e querem deixar um carro cá, muitos brasileiros a viver em Braga e estrangeiros que trabalham nas empresas de tecnologia da região e nos escrevem em inglês.',
    keyServices:
      'Venda de usados e seminovos com garantia, carros novos por encomenda, elétricos e híbridos, financiamento e crédito automóvel, leasing e ALD, retoma da sua viatura e compra de carros, importação e legalização, transferência de propriedade e registo, entrega ao domicílio. Oficina: revisões, mudança de óleo, pneus, travões, ar condicionado, diagnóstico e pré-inspeção.',
    commonQuestions:
      'Se um carro do anúncio ainda está disponível, test drive, financiamento e prestações, quanto dão pela retoma, garantia, documentos para comprar, IUC, marcação de revisões e horário.',
    languages: ['Portuguese', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Tratamos o cliente por "você". Respondemos em português de Portugal, ou em inglês a quem escreve em inglês. Respostas curtas, com os preços em euros e sempre com um próximo passo: marcar visita, test drive ou ligar-nos.',
    personality: 'Honesto, simpático e conhecedor de carros, sem pressionar a venda.',
    responseTemplates: [
      {
        scenario: available,
        response:
          'Obrigado pelo interesse! O nosso stock muda todos os dias. Envie-nos por favor o link do anúncio (Standvirtual, OLX ou o nosso site) ou a referência do carro por WhatsApp para o 912 555 730 ou por email para geral@minhoautomoveis.example. Confirmamos se ainda está disponível e respondemos em menos de uma hora, dentro do horário do stand. Se quiser, marcamos logo um test drive.',
      },
    ],
  },
  qa: [
    portuguese(
      hours,
      'O stand está aberto de segunda a sexta das 9:30 às 19:30 e ao sábado das 10:00 às 13:00 e das 14:30 às 19:00. A oficina funciona de segunda a sexta das 8:30 às 12:30 e das 14:00 às 18:30; ao sábado a oficina está fechada. Ao domingo e nos feriados estamos fechados, incluindo o dia de São João (24 de junho). Fora do horário pode deixar o carro para a oficina no nosso parque e a chave na caixa de correio da oficina, num envelope com o seu nome e telemóvel. Visitas ao stand fora de horas só por marcação: ligue para o 253 555 418.',
    ),
    portuguese(
      address,
      'Estamos na Avenida Frei Bartolomeu dos Mártires 512, 4715-389 Braga (Nogueira), a 5 minutos do Braga Parque, junto à Variante da Encosta. No GPS procure "Minho Automóveis". Temos parque privado gratuito para clientes, com 30 lugares em frente ao stand e dois lugares com posto de carregamento para elétricos. De autocarro, as linhas 2 e 43 dos TUB param a 100 metros (paragem Nogueira - Igreja). Da estação de comboios de Braga são cerca de 10 minutos de táxi ou TVDE. Telefone 253 555 418, WhatsApp 912 555 730, email geral@minhoautomoveis.example.',
    ),
    portuguese(
      testDrive,
      'Sim, todos os carros do stand podem ser experimentados, sem custo. Traga a carta de condução e o cartão de cidadão, passaporte ou título de residência. Aceitamos cartas de condução portuguesas, de outros países da União Europeia e brasileiras; outras cartas estrangeiras servem se lhe permitirem conduzir em Portugal. É preciso ter pelo menos 21 anos e carta há mais de 2 anos. O test drive demora cerca de 30 minutos, sempre acompanhado por um comercial, num percurso pela cidade e pela variante. Marque com um dia de antecedência pelo 253 555 418 ou pelo WhatsApp 912 555 730, para termos o carro pronto, abastecido ou carregado. Ao sábado à tarde há muita procura: marque cedo.',
    ),
    portuguese(
      financing,
      'Sim. Trabalhamos com duas financeiras parceiras e fazemos a simulação no stand ou por email, sem compromisso. Financiamos carros usados e novos a partir de 3.000 €, em 12 a 120 meses (para carros com mais de 8 anos, no máximo 72 meses). A entrada pode ser de 0 €, mas com 15 a 20 % de entrada a prestação e a TAEG ficam mais baixas. A TAEG começa nos 8,9 %, conforme o prazo, a entrada e o seu perfil. Exemplo: carro de 15.000 €, 3.000 € de entrada, 84 prestações de 199 €, TAEG 10,4 %. Documentos: cartão de cidadão (ou passaporte e título de residência), NIF, comprovativo de morada, os 3 últimos recibos de vencimento, a última declaração de IRS e o IBAN. A resposta da financeira chega normalmente em 24 horas. Pode amortizar ou liquidar o crédito antes do fim, com uma comissão máxima de 0,5 % ou 1 %, como manda a lei. Com incumprimentos no mapa de responsabilidades do Banco de Portugal, o crédito costuma ser recusado.',
    ),
    portuguese(
      leasing,
      'Sim. Para empresas e empresários em nome individual temos leasing de carros novos e usados até 5 anos, em 24 a 72 meses, com um valor residual no fim (normalmente 2 a 20 %); nos comerciais e nos elétricos o IVA é dedutível. Para particulares e empresas temos também ALD (aluguer de longa duração), em 24 a 60 meses, com uma entrada e prestações fixas; no fim paga o valor residual e o carro fica seu. A aprovação é da financeira, com os mesmos documentos do crédito automóvel e, para empresas, o código da certidão permanente e a última IES. Diga-nos o carro, o prazo e a entrada e enviamos-lhe a simulação.',
    ),
    portuguese(
      tradeIn,
      'Sim, aceitamos retomas de qualquer marca, a gasóleo, gasolina, GPL, híbridas ou elétricas, mesmo com muitos quilómetros ou com avarias. A avaliação é gratuita e demora cerca de 20 minutos no stand; o valor da retoma é descontado no preço do carro que comprar. Traga o certificado de matrícula (ou o DUA e o título de registo de propriedade, nos carros mais antigos), o cartão de cidadão, as duas chaves e o livro de revisões, se o tiver. Para uma primeira estimativa, envie pelo WhatsApp 912 555 730 fotos do carro, os quilómetros e o ano. Se o carro ainda tiver crédito, tratamos da liquidação com a financeira e do cancelamento da reserva de propriedade. A proposta de retoma é válida por 15 dias ou 500 km.',
    ),
    portuguese(
      warranty,
      'Todos os carros usados que vendemos a particulares têm 18 meses de garantia, sem custo extra, como prevê a lei. A garantia cobre os órgãos mecânicos e elétricos: motor, caixa de velocidades, embraiagem (exceto o disco), turbo, injeção, refrigeração, ar condicionado, alternador, motor de arranque, centralinas e, nos elétricos e híbridos, a bateria de alta tensão. Não cobre peças de desgaste, como pastilhas, discos, pneus, escovas ou a bateria de 12 V. Pode alargar a garantia com a Garantia Minho Plus, por mais 12 ou 24 meses, na compra do carro. Os seminovos que ainda estão na garantia do fabricante mantêm-na até ao fim. As condições completas vêm no documento de garantia que entregamos com o contrato.',
    ),
    portuguese(
      reserve,
      'Sim. Com um sinal de 500 € reservamos o carro para si durante 10 dias; em carros acima de 30.000 € o sinal é de 1.000 €. Se pedir financiamento, a reserva mantém-se até haver resposta da financeira. O sinal pode ser pago por MB Way, por transferência bancária ou no stand, e é descontado no preço. Se o financiamento for recusado, devolvemos o sinal por inteiro em 5 dias úteis; se desistir da compra por outro motivo, o sinal não é devolvido. Sem sinal só seguramos um carro até ao fim do dia seguinte.',
    ),
    portuguese(
      payment,
      'Carros: transferência bancária (o valor tem de estar na nossa conta antes da entrega; para levar o carro no próprio dia, faça uma transferência imediata), cheque bancário, financiamento, leasing ou ALD. Em dinheiro aceitamos no máximo 3.000 €, como manda a lei. O sinal de reserva pode ser pago por MB Way. Na oficina pode pagar com multibanco, cartão de crédito Visa ou Mastercard, MB Way ou dinheiro. Passamos fatura com o seu NIF ou o da sua empresa. Não aceitamos cheques pessoais.',
    ),
    portuguese(
      documents,
      'Para comprar um carro precisamos do seu cartão de cidadão ou, se for estrangeiro, do passaporte ou título de residência, do NIF e de um comprovativo de morada (fatura da luz, da água ou do telemóvel com menos de 3 meses). O carro fica registado em seu nome, na morada que nos indicar. Se comprar em nome de uma empresa, traga também o código da certidão permanente. Se vai financiar, precisamos ainda dos documentos que a financeira pede (recibos de vencimento, IRS e IBAN). Sem NIF não é possível registar o carro.',
    ),
    portuguese(
      transfer,
      'Sim. Em todos os carros que vendemos, o registo de propriedade em seu nome está incluído no preço: pedimo-lo online no dia da compra e pagamos os emolumentos (65 €). O novo certificado de matrícula chega por correio à sua morada em 5 a 10 dias úteis; até lá pode circular com o comprovativo do pedido de registo e a fatura que lhe entregamos. Também tratamos da transferência de propriedade de carros comprados a particulares ou noutro stand, por 95 € com os emolumentos incluídos: vendedor e comprador assinam o requerimento e nós tratamos do resto.',
    ),
    portuguese(
      iuc,
      'O IUC paga-se todos os anos no mês da matrícula do carro e é pago por quem for o dono nesse mês. Se comprar o carro depois do mês do IUC, esse ano já está pago pelo anterior dono e só paga no ano seguinte; se o carro passar para o seu nome antes do mês do IUC, paga você nesse mês, no Portal das Finanças ou no multibanco. O valor depende da cilindrada, das emissões de CO2 e do ano da matrícula: num utilitário a gasolina de 2019 anda pelos 120 a 150 € por ano, num gasóleo de 1.500 cc de 2020 pelos 200 a 250 €. Os elétricos estão isentos. Na ficha de cada carro indicamos o valor do IUC.',
    ),
    portuguese(
      inspection,
      'Não somos centro de inspeção, mas tratamos de tudo. Por 35 € fazemos a pré-inspeção (luzes, travões, suspensão, direção, pneus e emissões) e reparamos logo o que for preciso, com o seu acordo. Depois, por 25 €, levamos o carro ao centro de inspeção e trazemo-lo de volta; a taxa da inspeção (cerca de 36 € para ligeiros) paga-se à parte. Os ligeiros fazem a primeira inspeção aos 4 anos, depois aos 6 e aos 8 anos e, a partir daí, todos os anos. Os carros que vendemos saem com a inspeção em dia.',
    ),
    portuguese(
      service,
      'Marque pelo telefone da oficina, 253 555 419, pelo WhatsApp 912 555 730 ou em minhoautomoveis.example/oficina, de preferência com 2 a 3 dias de antecedência; sem marcação só conseguimos ver pequenas coisas. Fazemos revisões de todas as marcas segundo o plano do fabricante, com peças de qualidade equivalente à de origem, e a garantia do fabricante mantém-se válida: carimbamos o livro de revisões ou atualizamos o registo digital. Antes de começar damos-lhe um orçamento gratuito e só fazemos trabalhos extra com a sua autorização. Se deixar o carro até às 9:00, a revisão fica normalmente pronta no mesmo dia, até às 18:00.',
    ),
    portuguese(
      tyres,
      'Sim. Trabalhamos com todas as marcas (Michelin, Continental, Bridgestone, Hankook e marcas mais económicas) e, se não tivermos a medida em stock, chega em 24 a 48 horas. Peça-nos orçamento com a medida escrita no pneu (por exemplo 205/55 R16). A montagem e a equilibragem custam 10 € por pneu, com válvula nova, e o alinhamento da direção 35 €. Aconselhamos trocar os pneus quando o piso tiver menos de 3 mm; o mínimo legal é 1,6 mm.',
    ),
    portuguese(
      electric,
      'Sim, temos sempre 10 a 15 elétricos e híbridos (plug-in e convencionais) no stand, por exemplo Renault Zoe, Nissan Leaf, Peugeot e-208, Tesla Model 3, Toyota C-HR e Kia Niro. Cada elétrico usado vem com um certificado do estado da bateria (SoH), medido na nossa oficina. No nosso parque há dois postos de carregamento de 22 kW, gratuitos para clientes. Fora daqui pode carregar na rede pública Mobi.E com o cartão de qualquer comercializador; há postos rápidos no Braga Parque e nas áreas de serviço da A3 e da A11. Para casa, o nosso eletricista parceiro instala uma wallbox a partir de 850 €, com a instalação incluída. A oficina está preparada para trabalhar em elétricos e híbridos.',
    ),
    portuguese(
      importation,
      'Sim. Procuramos e importamos o carro que quer da Alemanha, França, Bélgica ou Espanha, ou legalizamos um carro que já trouxe. Tratamos de tudo: transporte, DAV na alfândega, cálculo e pagamento do ISV, inspeção tipo B, homologação no IMT, matrícula portuguesa e registo. O nosso serviço de legalização custa 650 €; o ISV, as taxas do IMT e a inspeção pagam-se à parte. O ISV vai de algumas centenas a vários milhares de euros, conforme o carro: fazemos a simulação antes de avançar. O processo demora 4 a 8 semanas. Emigrantes que regressam de vez a Portugal podem ter isenção de ISV ao trazer o seu carro, se o tiverem em seu nome há pelo menos 12 meses.',
    ),
    portuguese(
      newCars,
      'Sim. Vendemos carros novos de várias marcas por encomenda (Renault, Dacia, Peugeot, Citroën, Toyota, Hyundai, Kia e MG, entre outras), com a garantia do fabricante, de 2 a 7 anos conforme a marca. O preço já inclui ISV, IVA, transporte e legalização, e na maioria dos modelos conseguimos um preço abaixo da tabela da marca. O prazo de entrega é de 4 a 12 semanas, conforme o modelo e a cor; alguns modelos estão disponíveis de imediato. Para encomendar pedimos um sinal de 1.000 €. Também temos seminovos: carros com menos de 3 anos e 40.000 km, muitos ainda com garantia do fabricante.',
    ),
    english(
      delivery,
      'Yes. We deliver cars bought from us free of charge within 30 km of Braga (Guimarães, Barcelos, Famalicão, Vila Verde, Póvoa de Lanhoso and so on). Further away we charge 0.90 € per km for the whole distance, one way: about 50 € to Porto and about 330 € to Lisbon. The car arrives registered in your name, with a full tank or charged, and our salesperson explains the car and signs the papers with you at home. Delivery is usually 3 to 5 working days after payment. If you live abroad, we can also keep the car for you at the stand, free of charge for up to 30 days, until you come over.',
    ),
    english(
      foreigners,
      'Yes, anyone can buy a car from us. You need a Portuguese tax number (NIF), your passport or residence permit (título de residência), or your EU ID card, and an address where the registration certificate can be sent: in Portugal, or abroad if you live abroad. If you live outside the EU and have no NIF yet, you need a tax representative in Portugal to get one; we can recommend an accountant who does it in about a week. Financing is only possible if you live in Portugal. To drive the car you need a driving licence that is valid in Portugal.',
    ),
    english(
      expatFinancing,
      'Often, yes. Our finance partners lend to foreign citizens who live in Portugal if you have a valid residence permit (título de residência) or an EU registration certificate, a NIF, a Portuguese bank account and a job contract in Portugal (permanent, or fixed-term with at least 6 months left), with your last 3 payslips. If you have lived here for more than a year, they also ask for your IRS tax return. If you have only just arrived and have no credit history in Portugal, a larger down payment (around 30 %) or a guarantor (fiador) usually helps. Self-employed workers (recibos verdes) need their last two IRS returns. The monthly payment should not be more than about 35 % of your net income.',
    ),
    english(
      englishSpoken,
      'Yes. Ana in sales and Ricardo in the workshop speak English, and the rest of the team gets by in English and Spanish. Contracts, invoices and registration documents are in Portuguese, but we go through them with you in English. Write to us in English on WhatsApp (+351 912 555 730) or by email (geral@minhoautomoveis.example), and ask for Ana when you book a test drive.',
    ),
    english(
      history,
      'We tell you everything we know about a car before you buy it. Every used car goes through a 120-point check in our workshop, and we show you the report. Most of our cars have a full service history (a stamped service book or the brand’s digital record), and the listing says so. We check the mileage against the periodic inspection reports, which record the kilometres at every inspection, and against the service records, and we write the mileage, the number of previous owners and any known accident damage in the contract. For imported cars we also get a history report from the country of origin. You are welcome to have any car checked by an independent mechanic of your choice before you buy.',
    ),
    english(
      buying,
      'Yes. We buy cars of all makes, even if you are not buying one from us, as long as the car is registered in Portugal and in your name (or you bring a signed authorisation from the owner). Bring the car, the registration certificate (certificado de matrícula), your ID and both keys. The valuation is free and takes about 20 minutes. If you accept our offer, we pay by bank transfer on the same day and handle the transfer of ownership at no cost to you. If there is still a loan on the car, we settle it with the bank. For a first estimate, send photos, the mileage and the year on WhatsApp to +351 912 555 730.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'Portuguese',
      text: `TABELA DE PREÇOS 2026 - Minho Automóveis, Oficina e serviços
Avenida Frei Bartolomeu dos Mártires 512, 4715-389 Braga. Oficina: 253 555 419.
Preços em euros com IVA (23 %) incluído, para ligeiros de passageiros. As peças e materiais só estão incluídos quando indicado. Orçamentos gratuitos.

Mão de obra
- Mecânica geral e eletricidade: 42 €/hora
- Elétricos e híbridos (alta tensão): 55 €/hora

Revisões e manutenção
- Mudança de óleo e filtro de óleo: desde 79 € (até 4 litros de óleo 5W30)
- Revisão completa (óleo, filtros de óleo, ar, habitáculo e combustível, verificação de 30 pontos): desde 189 €
- Revisão de elétrico: 89 €
- Substituição do óleo dos travões: 45 €
- Kit de distribuição com bomba de água: desde 350 €
- Carga do ar condicionado com desinfeção: 69 €
- Diagnóstico por computador: 30 € (descontado se fizer a reparação connosco)
- Bateria de 12 V, montada: desde 95 €
- Escovas limpa-para-brisas da frente (par): 25 €

Travões
- Pastilhas da frente: desde 85 € (peças e mão de obra)
- Discos e pastilhas da frente: desde 210 € (peças e mão de obra)

Pneus
- Montagem e equilibragem: 10 € por pneu, com válvula nova
- Alinhamento da direção: 35 €
- Reparação de furo: 15 €
- Pneus novos: conforme a marca e a medida, peça orçamento

Inspeção
- Pré-inspeção: 35 €
- Levar o carro à inspeção e trazer: 25 € (taxa do centro de inspeção à parte, cerca de 36 € para ligeiros)

Documentação e legalização
- Registo de propriedade dos carros comprados na Minho Automóveis: incluído no preço
- Transferência de propriedade de outros carros: 95 € (emolumentos de 65 € incluídos)
- Legalização de carro importado: 650 € (ISV, taxas do IMT e inspeção tipo B à parte)
- 2.ª via do certificado de matrícula: 60 € (emolumentos incluídos)

Venda
- Test drive: gratuito
- Avaliação de retoma: gratuita
- Sinal de reserva: 500 € (1.000 € em carros acima de 30.000 € e em carros novos por encomenda)
- Garantia Minho Plus (extensão da garantia de usados): mais 12 meses 290 €, mais 24 meses 490 €
- Entrega ao domicílio: gratuita até 30 km de Braga; acima disso 0,90 €/km, só ida
- Carregamento de elétricos no nosso parque (22 kW): gratuito para clientes`,
    },
    {
      title: guarantee,
      language: 'English',
      text: `Used car warranty terms - Minho Automóveis (January 2026)

1. Who gets the warranty
Every used car we sell to a private customer has a warranty of 18 months from the day of delivery, at no extra cost, as Portuguese consumer law allows for used goods. Cars sold to companies have a 6-month warranty. If a covered fault appears, we repair it free of charge within a reasonable time, normally up to 30 days. If the repair is not possible, you may ask for a price reduction or return the car.

2. What is covered
The engine and its internal parts, the manual or automatic gearbox, the clutch (except the clutch disc), the turbocharger, the fuel injection system, the cooling system, the air conditioning, the alternator, the starter motor, the electronic control units, the steering and, in electric and hybrid cars, the high-voltage battery if its capacity (SoH) falls below 70 %. Parts and labour are covered in full.

3. What is not covered
Wear parts: brake pads and discs, tyres, wiper blades, the 12 V battery, bulbs, shock absorbers, the exhaust and the clutch disc. Regular maintenance such as oil and filters. Damage caused by accidents, misuse, the wrong fuel, lack of maintenance, tuning or other modifications, or by repairs done without our approval. Defects we told you about in writing before the sale.

4. Your obligations
Have the car serviced according to the manufacturer's schedule, at our workshop or any other, and keep the invoices. As soon as a warning light comes on or you notice a fault, stop driving if that could make the damage worse, and tell us within 2 months of noticing it. Do not have the car repaired elsewhere before we approve it.

5. How to make a claim
Call our workshop on +351 253 555 419 or write to garantia@minhoautomoveis.example with the number plate, the mileage and a description of the fault. We repair the car at our workshop in Braga. If the car is more than 100 km from Braga, including elsewhere in the EU, another workshop may repair it once we have approved the quote.

6. Garantia Minho Plus (extended warranty)
For cars under 10 years old and under 200,000 km at the time of sale, you can extend the warranty by 12 months (290 €) or 24 months (490 €). It must be bought together with the car, covers the same parts as above and pays up to 3,000 € per repair.

7. Nearly new and new cars
Cars still under the manufacturer's warranty, as many of our seminovos are, keep it until it ends, in addition to ours. New cars have the manufacturer's warranty, 2 to 7 years depending on the brand.`,
    },
  ],
  answerable: [
    // Paraphrases and related words, in Portuguese
    {
      question: 'Aceitam o meu carro como parte do pagamento?',
      answeredBy: [tradeIn, services, prices],
    },
    {
      question: 'Os papéis do carro, o registo em meu nome e isso, são vocês que tratam?',
      answeredBy: [transfer],
    },
    {
      question: 'Quanto tempo demora a chegar um carro novo encomendado?',
      answeredBy: [newCars],
    },
    {
      question: 'A inspeção do meu carro é no mês que vem. Fazem pré-inspeção?',
      answeredBy: [inspection, prices],
    },
    {
      question: 'Comprei um carro usado em março e o IUC é em maio, sou eu que pago?',
      answeredBy: [iuc],
    },
    { question: 'Quanto é o sinal para reservar um carro?', answeredBy: [reserve, prices] },
    // Paraphrases and related words, in English
    {
      question: 'How much is an oil and filter change on a small petrol car?',
      answeredBy: [prices],
    },
    {
      question: 'Is there a warranty on used cars, and can I extend it?',
      answeredBy: [warranty, guarantee, prices],
    },
    { question: 'Can I pay for the car in monthly payments?', answeredBy: [financing, leasing] },
    {
      question: 'How much do you charge to fit and balance four new tyres?',
      answeredBy: [tyres, prices],
    },
    { question: 'Who pays the road tax after I buy a used car?', answeredBy: [iuc] },
    {
      question: "Is the mileage genuine? how do i know the car hasn't been clocked",
      answeredBy: [history],
    },
    {
      question: 'Is the grey Peugeot 3008 from your Standvirtual listing still available?',
      answeredBy: [available],
    },
    // Long messages, the question inside
    {
      question:
        'Boa tarde. O meu filho fez 18 anos e acabou de tirar a carta, e estamos a pensar comprar-lhe um carro em segunda mão, pequeno e barato de manter. Os carros que vendem têm garantia? E se o motor avariar ao fim de uns meses, quem paga?',
      answeredBy: [warranty, guarantee],
    },
    {
      question:
        'Bom dia, estou emigrado em França há 15 anos e vou voltar de vez para Braga no verão. Quero trazer o meu carro, que tem matrícula francesa. Vocês tratam da legalização? Quanto custa e quanto tempo demora?',
      answeredBy: [importation, prices],
    },
    {
      question:
        'Oi gente, tô procurando um carro pra trabalhar de TVDE, tenho uns 2 mil de entrada e queria parcelar o resto. Vocês fazem isso? Quais documentos precisa?',
      answeredBy: [financing],
    },
    {
      question:
        'Hi! I moved to Braga from India six months ago to work for a software company. I have a residence permit and a permanent contract. Could I get a car loan with you, or do I need to pay everything upfront?',
      answeredBy: [expatFinancing, financing],
    },
    {
      question:
        "Hello, my parents live in Vila Verde and my dad can't really drive into town anymore. I live in Luxembourg and want to buy them a small automatic, but I won't be in Portugal until Christmas. Can you take the car to their house?",
      answeredBy: [delivery, prices],
    },
    {
      question:
        'Do you take part exchange? My current car is a 2015 Ford Focus diesel with 180,000 km and the clutch is slipping a bit',
      answeredBy: [tradeIn, services, prices],
    },
    // Typos and missing accents
    { question: 'qual e o horario da oficina ao sabado', answeredBy: [hours] },
    {
      question: 'acendeu a luz do motor, quanto custa o diagnostico por computador?',
      answeredBy: [prices],
    },
    {
      question: 'A garantia cobre a embraiagem e a caixa de velocidades?',
      answeredBy: [guarantee, warranty],
    },
    {
      question: 'do u have electric cars? where can i charge it around braga',
      answeredBy: [electric],
    },
    // Brazilian Portuguese and chat-speak
    {
      question: 'vcs financiam carro usado? qual a taxa e em quantas parcelas da pra fazer?',
      answeredBy: [financing],
    },
    {
      question: 'posso ver o carro e dar uma volta nele antes de fechar negócio?',
      answeredBy: [testDrive],
    },
    {
      question: 'minha carteira de motorista é brasileira, serve pra fazer o test drive?',
      answeredBy: [testDrive],
    },
    {
      question: 'blz, e pra fazer a revisão do meu carro preciso agendar antes?',
      answeredBy: [service],
    },
    {
      question: 'vcs fazem leasing pra empresa? tenho uma firma de construção aqui em Braga',
      answeredBy: [leasing, services],
    },
    {
      question: 'O Golf preto q tá no OLX ainda tá disponível?',
      answeredBy: [available],
    },
    // Portuguese questions, English knowledge
    {
      question: 'Entregam o carro em casa? Moro em Viana do Castelo',
      answeredBy: [delivery, prices],
    },
    {
      question: 'Alguém aí fala inglês? O meu marido é inglês e ainda não percebe bem português',
      answeredBy: [englishSpoken],
    },
    {
      question: 'Vocês compram carros? Quero vender o meu Clio mas não preciso de outro',
      answeredBy: [buying],
    },
    {
      question:
        'Quais documentos preciso pra comprar um carro? sou brasileira e tenho título de residência',
      answeredBy: [documents, foreigners],
    },
    // English questions, Portuguese knowledge
    {
      question: "What paperwork do I need to buy a car here? I've only got my passport and a NIF",
      answeredBy: [foreigners, documents],
    },
    { question: 'Can you do the MOT on my car?', answeredBy: [inspection, prices] },
    {
      question:
        'How much do you charge to do the transfer of ownership for a car I bought from a private seller?',
      answeredBy: [transfer, prices],
    },
    { question: 'Where are you? Is there somewhere to park?', answeredBy: [address, description] },
    // One or two words
    { question: 'Retoma?', answeredBy: [tradeIn, services, prices] },
    { question: 'MB Way?', answeredBy: [payment, reserve] },
    { question: 'opening hours saturday?', answeredBy: [hours] },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    "Do you sell motorbikes? I'm looking for a 125 cc scooter to get around Braga",
    'Vocês fazem seguro de carro? Queria já sair daí com o seguro feito',
    'A minha filha vai tirar a carta. Vocês também dão aulas de condução?',
    'Do you sell used spare parts? I need a wing mirror for a 2011 Renault Mégane',
    'O meu carro avariou na A3 perto de Famalicão. Têm reboque para o trazer para a oficina?',
    'Estão a contratar? Sou mecânico com 10 anos de experiência e gostava de enviar o meu currículo',
    'Can you repaint my bumper? Someone scratched it in a car park',
    'Fazem lavagem completa do carro, por dentro e por fora? Quanto custa?',
    // Plainly outside
    'Is the Bom Jesus funicular open on Sundays?',
    'Qual é o melhor restaurante para comer bacalhau à Braga?',
  ],
};
