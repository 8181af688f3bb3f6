import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Reparafone, a small phone, tablet and laptop repair shop in Arroios, Lisbon, that also sells
 * refurbished phones and accessories. Its customers write in Portuguese, European and
 * Brazilian, and in English (tourists, expats and Erasmus students). The owner wrote the
 * briefing in Portuguese, most Q&A pairs in European Portuguese and a few in English, added one
 * custom response for quote requests, and pasted the 2026 price list and the repair and warranty
 * conditions, both in Portuguese.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday or Brazilian words ("tela", "celular", "arrumar", "nota fiscal", "senha"), brand and
 * model names, long messages, typos and missing accents, chat-speak ("vcs", "blz", "qto", "u
 * guys"), one- or two-word questions, and Portuguese questions against English knowledge and
 * the reverse. The outside questions include hard negatives that share words with the knowledge
 * (game consoles, televisions, printers, new sealed phones, mobile plans and SIM cards, a loan
 * phone, phone insurance, a job as a technician).
 */

const english = qaIn('English');
const portuguese = qaIn('Portuguese');

// The sources' titles, as the answers name them.
const hours = 'Qual é o horário da loja?';
const location = 'Onde fica a loja?';
const quote = 'O orçamento é gratuito?';
const repairTime = 'Quanto tempo demora a reparação?';
const appointment = 'É preciso marcar a reparação?';
const parts = 'Usam peças originais?';
const warranty = 'Que garantia dão nas reparações?';
const water = 'O meu telemóvel caiu à água, o que devo fazer?';
const data = 'Vou perder as minhas fotos e dados com a reparação?';
const payment = 'Que formas de pagamento aceitam?';
const pickup = 'Fazem recolha e entrega ao domicílio?';
const refurbished = 'Vendem telemóveis recondicionados?';
const tradeIn = 'Fazem retoma de telemóveis usados?';
const unlock = 'Fazem desbloqueio de telemóveis?';
const laptops = 'Reparam portáteis?';
const tablets = 'Reparam tablets e iPads?';
const accessories = 'Que acessórios vendem?';
const students = 'Têm desconto para estudantes?';
const shortStay = "I'm only in Lisbon for a few days. Can you fix my phone before I leave?";
const brands = 'Which phone brands do you repair?';
const cannotRepair = "What if my device can't be repaired?";
const ready = 'How will I know when my repair is ready?';
const passcode = 'Do I need to give you my phone passcode?';
const byPost = 'Can I send my device by post?';
const prices = 'Preçário 2026';
const terms = 'Condições de reparação e garantia';
const quoteRequest = 'Pedido de orçamento para uma reparação';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const lisbonPhoneRepairSet: EvaluationSet = {
  name: 'Lisbon phone repair shop (Reparafone)',
  heldOut: false,
  agentName: 'Inês',
  briefing: {
    companyName: 'Reparafone',
    industry: 'services',
    description:
      'A Reparafone é uma loja de reparação de telemóveis, tablets e portáteis em Lisboa, aberta desde 2015 na Rua Morais Soares 88, em Arroios. Reparamos na hora a maior parte das avarias de iPhone e Samsung e vendemos telemóveis recondicionados com garantia e acessórios.',
    targetAudience:
      'Moradores e quem trabalha em Lisboa, estudantes universitários (muitos de Erasmus), brasileiros a viver em Portugal, turistas e expatriados que precisam de uma reparação rápida, e pequenas empresas com vários telemóveis e portáteis.',
    keyServices:
      'Reparação de telemóveis de todas as marcas (ecrã partido, bateria, conector de carga, câmara, vidro traseiro, dano por água), reparação de tablets e portáteis (ecrã, teclado, bateria, limpeza e pasta térmica, troca de disco por SSD, reinstalação do sistema), recuperação de dados, desbloqueio de operadora, venda de telemóveis recondicionados, retoma de telemóveis usados, acessórios (capas, películas, carregadores) e recolha e entrega em Lisboa.',
    commonQuestions:
      'Quanto custa trocar o ecrã ou a bateria, quanto tempo demora, se é preciso marcação, se as peças são originais, a garantia, o que fazer quando o telemóvel se molha, se as fotos se perdem, o horário e a morada.',
    languages: ['Portuguese', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Respostas curtas e diretas, sempre com o preço em euros e o tempo de reparação quando os sabemos. Tratamos o cliente por "você".',
    personality:
      'Simpática, paciente e sem jargão técnico: explica as avarias como se falasse com um amigo.',
    responseTemplates: [
      {
        scenario: quoteRequest,
        response:
          'Para lhe dar um orçamento certo, diga-nos a marca e o modelo exato do aparelho (no iPhone está em Definições > Geral > Informações), o que aconteceu e, se puder, envie uma fotografia da avaria por WhatsApp para o +351 912 555 640. Respondemos com o preço e o tempo de reparação em menos de 1 hora, dentro do horário da loja. O orçamento é gratuito e sem compromisso.',
      },
    ],
  },
  qa: [
    portuguese(
      hours,
      'Estamos abertos de segunda a sexta das 10:00 às 19:30 e ao sábado das 10:00 às 16:00, sem fechar à hora de almoço. Ao domingo e nos feriados a loja está fechada. Pode deixar ou levantar aparelhos até 15 minutos antes de fecharmos. As mensagens de WhatsApp enviadas fora de horas são respondidas no dia útil seguinte, a partir das 10:00.',
    ),
    portuguese(
      location,
      'Estamos na Rua Morais Soares 88, 1900-345 Lisboa (Arroios), a 3 minutos a pé da estação de metro de Arroios (linha verde) e a 7 minutos da Alameda (linhas verde e vermelha). Os autocarros 708 e 717 param à porta. Não temos estacionamento próprio: há lugares pagos da EMEL na rua e o parque do Mercado de Arroios a 200 metros. Telefone +351 21 555 0187, WhatsApp +351 912 555 640, email geral@reparafone.example.',
    ),
    portuguese(
      quote,
      'Sim. O diagnóstico e o orçamento de telemóveis e tablets são gratuitos e sem compromisso: na maioria dos casos dizemos-lhe o preço em 15 a 30 minutos, com o aparelho à sua frente. Nos portáteis o diagnóstico demora 24 a 48 horas e custa 20 €, que descontamos no preço se avançar com a reparação. Nunca fazemos uma reparação sem o seu acordo ao preço; se durante a reparação descobrirmos outra avaria, ligamos-lhe antes de continuar.',
    ),
    portuguese(
      repairTime,
      'Depende da avaria e de termos a peça em stock. Ecrã ou bateria de iPhone e dos Samsung Galaxy mais comuns: cerca de 1 hora (temos quase sempre as peças). Conector de carga, câmara, altifalante ou botões: no próprio dia. Vidro traseiro de iPhone: 24 horas. Modelos menos comuns, em que temos de encomendar a peça: 2 a 4 dias úteis. Tablets e portáteis: 2 a 5 dias úteis. Dano por água: 24 a 48 horas para a limpeza e o diagnóstico, mais o tempo de trocar peças se for preciso. Recuperação de dados: 3 a 7 dias úteis. Com o serviço urgente (mais 20 €) a sua reparação passa à frente das outras.',
    ),
    portuguese(
      appointment,
      'Não é obrigatório: pode aparecer na loja sem marcação durante o horário de abertura. Mas se marcar (pelo WhatsApp +351 912 555 640 ou em reparafone.example/marcar), reservamos a peça para o seu modelo e começamos assim que chegar, por isso fica pronto mais depressa. Ao sábado de manhã há normalmente fila, por isso aconselhamos marcação. Se não puder vir, avise-nos: não cobramos nada por faltar ou remarcar.',
    ),
    portuguese(
      parts,
      'Damos-lhe a escolher. Para iPhone e Samsung temos peças originais (service packs do fabricante) e peças compatíveis de alta qualidade, mais baratas; o preçário tem os dois preços. Nas outras marcas usamos peças compatíveis de qualidade equivalente, ou originais por encomenda. As duas têm a mesma garantia de 6 meses. Atenção: nos iPhones a partir do 11, depois de trocar o ecrã ou a bateria por uma peça compatível, aparece a mensagem "peça desconhecida" nas Definições; o telemóvel funciona normalmente, mas a Saúde da bateria pode deixar de aparecer. Com peça original essa mensagem não aparece. Se quiser, devolvemos-lhe as peças antigas.',
    ),
    portuguese(
      warranty,
      'Todas as reparações têm 6 meses de garantia na peça substituída e na mão de obra, seja a peça original ou compatível. A garantia cobre defeitos da peça e da reparação, por exemplo um ecrã que deixa de responder ao toque ou uma bateria que descarrega de forma anormal. Não cobre quedas, ecrãs partidos depois da reparação, contacto com líquidos nem aparelhos abertos por outra pessoa depois de nós. Para usar a garantia, traga o aparelho e a fatura da reparação. Nas reparações de dano por água a garantia cobre só a peça trocada. Os detalhes estão nas nossas Condições de reparação e garantia.',
    ),
    portuguese(
      water,
      'Desligue-o logo e não o tente ligar nem carregar. Não o ponha em arroz nem o seque com o secador: isso não tira a humidade de dentro e a corrosão continua. Traga-o à loja o mais depressa possível, de preferência no próprio dia. Abrimos o aparelho, fazemos o diagnóstico (gratuito) e uma limpeza da placa por ultrassons, que custa 39 € nos telemóveis e 59 € nos tablets e portáteis e demora 24 a 48 horas. Depois dizemos-lhe se é preciso trocar alguma peça e quanto custa. Não podemos garantir que um aparelho molhado volte a funcionar: quanto mais cedo o trouxer, maiores são as hipóteses. A água salgada do mar é a que faz mais estragos.',
    ),
    portuguese(
      data,
      'Na troca de ecrã, bateria, conector ou câmara os dados não são apagados: o telemóvel volta tal como estava. Mesmo assim, aconselhamos sempre uma cópia de segurança antes (iCloud, Google Fotos ou ligado ao computador), porque uma avaria na placa pode agravar-se durante a reparação. Se for preciso repor o sistema, por exemplo num portátil com o Windows danificado, avisamos antes e podemos fazer a cópia dos seus ficheiros por 25 €. Não vemos as suas fotografias nem mensagens. Se o aparelho já não liga e quer recuperar fotos, contactos ou documentos, fazemos recuperação de dados: os preços estão no preçário.',
    ),
    portuguese(
      payment,
      'Aceitamos dinheiro, cartão multibanco, cartões Visa e Mastercard (também contactless, Apple Pay e Google Pay) e MB Way. Só paga quando levantar o aparelho reparado. Quando temos de encomendar uma peça de mais de 100 €, pedimos um sinal de 50 %, descontado no total. Passamos sempre fatura: diga-nos o NIF (pessoal ou da empresa) antes de pagar. Não aceitamos cheques. Empresas com conta na loja podem pagar por transferência a 30 dias.',
    ),
    portuguese(
      pickup,
      'Sim, no concelho de Lisboa e em Oeiras, Amadora, Odivelas e Loures. Um estafeta recolhe o aparelho em sua casa ou no trabalho e volta a entregá-lo depois de reparado. Custa 10 € em cada sentido (20 € ida e volta) e é grátis em reparações acima de 150 €. Marque a recolha por WhatsApp até às 13:00 e recolhemos no mesmo dia entre as 15:00 e as 19:00, de segunda a sexta. Paga na entrega, por MB Way ou cartão.',
    ),
    portuguese(
      refurbished,
      'Sim, temos sempre 30 a 50 telemóveis recondicionados na loja, sobretudo iPhone (do 11 ao 15) e Samsung Galaxy (séries S e A), a partir de 129 €. Cada um é testado em 40 pontos, vem limpo, com os dados do dono anterior apagados, livre para qualquer operadora e com a bateria a pelo menos 85 % da capacidade (ou uma bateria nova). O estado estético é classificado em A (como novo), B (pequenos riscos) e C (marcas visíveis). Têm 18 meses de garantia e vêm com cabo; o carregador vende-se à parte. Veja o stock em reparafone.example/recondicionados ou venha experimentá-los à loja.',
    ),
    portuguese(
      tradeIn,
      'Sim. Avaliamos o seu telemóvel, tablet ou portátil usado na loja em cerca de 15 minutos, sem compromisso. Pagamos por transferência bancária ou, com mais 10 % de valor, em vale para um recondicionado, uma reparação ou acessórios. Precisamos do seu documento de identificação (cartão de cidadão, título de residência ou passaporte), e o aparelho tem de vir desassociado da sua conta: termine a sessão do iCloud (com "Encontrar iPhone" desligado) ou da conta Google antes de vir. Também compramos aparelhos com o ecrã partido ou que não ligam, por um valor mais baixo. Para ter uma ideia do valor, envie o modelo, a capacidade e fotografias por WhatsApp.',
    ),
    portuguese(
      unlock,
      'Fazemos desbloqueio de operadora, para o telemóvel funcionar com cartões SIM de outras operadoras ou de outros países: de 25 € a 45 €, conforme a marca e a operadora, em 1 a 3 dias úteis. Se se esqueceu do código ou do padrão de desbloqueio do ecrã, podemos repor o telemóvel de fábrica por 20 €, mas isso apaga todos os dados. Não removemos o bloqueio de ativação do iCloud nem a conta Google (FRP): só o dono da conta, ou a Apple e a Google com a fatura de compra, o podem fazer.',
    ),
    portuguese(
      laptops,
      'Sim, portáteis de todas as marcas: MacBook, Lenovo, HP, Asus, Acer, Dell, MSI e outras. Trocamos ecrãs, teclados, baterias e conectores de carga, fazemos limpeza interna com substituição da pasta térmica (quando o portátil aquece muito ou a ventoinha faz barulho), trocamos o disco por um SSD para ficar mais rápido, aumentamos a memória RAM e reinstalamos o Windows ou o macOS. O diagnóstico custa 20 € e é descontado se fizer a reparação; o portátil fica connosco 2 a 5 dias úteis. Traga também o carregador.',
    ),
    portuguese(
      tablets,
      'Sim: iPad (todas as gerações, incluindo iPad Air, mini e Pro), Samsung Galaxy Tab, Lenovo Tab e Huawei MatePad. Trocamos o vidro tátil ou o ecrã completo, a bateria, o conector de carga e os botões. Em muitos iPads o vidro tátil e o LCD são peças separadas, por isso às vezes basta trocar o vidro, o que fica mais barato. A reparação de um tablet demora 2 a 5 dias úteis. Os preços estão no Preçário 2026.',
    ),
    portuguese(
      accessories,
      'Capas e bolsas para iPhone, Samsung e Xiaomi, películas de vidro temperado (aplicamos na hora, sem bolhas, e a aplicação é grátis se comprar a película connosco), carregadores rápidos, cabos USB-C e Lightning, power banks, suportes para o carro, auriculares com e sem fios e cartões de memória. Películas a partir de 12 €, capas a partir de 10 €, carregadores originais Apple e Samsung a partir de 25 €.',
    ),
    portuguese(
      students,
      'Sim: 10 % de desconto em todas as reparações para estudantes com cartão de estudante válido (universidade, politécnico ou cartão ISIC, incluindo estudantes de Erasmus). O desconto não se aplica a recondicionados, acessórios nem à recolha e entrega, e não acumula com outras promoções. Mostre o cartão antes de pagar.',
    ),
    english(
      shortStay,
      'Most likely, yes. Screen and battery repairs for iPhones and the common Samsung Galaxy models take about 1 hour, and we almost always have the parts in stock. For other repairs, tell us your departure date and our express service (20 € extra) puts your device first in line. If a part has to be ordered and would not arrive in time, we tell you before you leave the phone with us. We can also deliver the repaired phone to your hotel or Airbnb anywhere in Lisbon for 10 €. Everyone at the counter speaks English, and we can issue the invoice without a Portuguese tax number.',
    ),
    english(
      brands,
      'We repair phones of all the main brands: Apple iPhone (from the iPhone 8 to the iPhone 16), Samsung Galaxy (S, A, Z Flip and Z Fold), Xiaomi, Redmi and Poco, Google Pixel, Huawei, Oppo, OnePlus, Motorola and Realme. For less common brands, send us the exact model on WhatsApp (+351 912 555 640) and we check whether we can get the parts. We also repair iPads and other tablets, and laptops of all brands.',
    ),
    english(
      cannotRepair,
      'If we cannot repair a phone or a tablet, you pay nothing: no fix, no fee. For laptops, the 20 € diagnosis is the only charge. You get the device back as you left it or, if you prefer, we wipe it and recycle it for free. Sometimes a repair costs more than the device is worth; we tell you so honestly and can offer you a trade-in value towards one of our refurbished phones.',
    ),
    english(
      ready,
      'When you leave your device you get a ticket with a repair number. We send you an SMS or a WhatsApp message as soon as it is ready, and you can check the status at any time at reparafone.example/estado with your repair number. To collect it, bring the ticket or the ID document you showed us. If someone else collects it for you, they need your ticket and a message from you saying they may collect it.',
    ),
    english(
      passcode,
      "It helps, but you don't have to. With the passcode we can test everything after the repair (touch, Face ID, cameras, charging, calls) before we give the phone back. If you would rather not share it, we test what we can without it and you check the rest with us at the counter. We never open your photos, messages or apps, and we never need your Apple ID or Google password. For laptops we ask for a temporary password or a guest account.",
    ),
    english(
      byPost,
      'Yes, from anywhere in Portugal, Madeira and the Azores included. Fill in the form at reparafone.example/envio, pack the device well (without the SIM card and the case) and send it by CTT registered mail to Reparafone, Rua Morais Soares 88, 1900-345 Lisboa. When it arrives we email you a free quote; we only repair once you accept it and pay by MB Way or bank transfer. We send it back by CTT Expresso for 8 € (free on repairs over 150 €). If you decide not to repair it, you only pay the return postage.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'Portuguese',
      text: `PREÇÁRIO 2026 - Reparafone, Rua Morais Soares 88, 1900-345 Lisboa
Preços em euros, com IVA (23 %) incluído, peça e mão de obra incluídas. Orçamento e diagnóstico de telemóveis e tablets gratuitos.
Quando há dois preços: peça original / peça compatível.

Troca de ecrã
- iPhone 11: 139 € / 79 €
- iPhone 12 e 12 Pro: 219 € / 109 €
- iPhone 13: 249 € / 119 €
- iPhone 14: 279 € / 129 €
- iPhone 15: 329 € / 159 €
- iPhone 15 Pro Max: 449 € / 219 €
- iPhone 16: 369 € (só original)
- Samsung Galaxy A54 e A55: 129 € / 89 €
- Samsung Galaxy S23: 229 € / 149 €
- Samsung Galaxy S24 Ultra: 349 € (só original)
- Xiaomi Redmi Note 12 e 13: 89 € (compatível)
- Google Pixel 7 e 8: 169 € / 119 €
- Outros modelos e dobráveis (Galaxy Z Flip e Z Fold): sob orçamento

Troca de bateria
- iPhone 8 a iPhone 11: 79 € / 49 €
- iPhone 12 a iPhone 14: 99 € / 59 €
- iPhone 15 e 16: 119 € / 69 €
- Samsung Galaxy série A: 59 € (compatível)
- Samsung Galaxy série S: 89 € / 65 €
- Xiaomi, Redmi, Oppo, Realme e Motorola: 49 € a 69 €

Outras reparações de telemóveis
- Conector de carga: iPhone 69 €, Android 39 € a 59 €
- Câmara traseira: iPhone 89 € a 169 €, Android 59 € a 119 €
- Vidro da lente da câmara: 35 €
- Vidro traseiro de iPhone (8 a 15): 79 € a 149 €
- Altifalante, microfone ou botões: 39 € a 69 €
- Limpeza por ultrassons após dano por água: 39 € (tablets e portáteis: 59 €)
- Reposição de fábrica (código de desbloqueio esquecido): 20 €
- Desbloqueio de operadora: 25 € a 45 €
- Transferência de dados para um telemóvel novo: 20 €

Tablets
- Vidro tátil de iPad 9.ª e 10.ª geração: 89 €
- Ecrã completo de iPad Air ou iPad Pro: 199 € a 399 €
- Bateria de iPad: 99 €
- Samsung Galaxy Tab: ecrã 129 € a 249 €, bateria 79 €

Portáteis
- Diagnóstico: 20 € (descontado se fizer a reparação)
- Limpeza interna com troca de pasta térmica: 49 € (MacBook: 69 €)
- Troca de ecrã: 129 € a 249 € (MacBook: a partir de 299 €)
- Troca de teclado: 79 € a 149 € (MacBook: a partir de 189 €)
- Bateria: 89 € a 149 €
- Troca do disco por SSD de 500 GB, com passagem dos dados: 99 €
- Aumento de memória RAM (8 GB): 49 €
- Reinstalação do Windows ou do macOS com cópia dos ficheiros: 45 € (só a cópia dos ficheiros: 25 €)
- Remoção de vírus e otimização: 39 €

Recuperação de dados
- Telemóvel que não liga ou com a placa danificada: a partir de 59 €
- Disco rígido, SSD, cartão de memória ou pen USB: 79 € a 299 €
- Só paga se recuperarmos os dados.

Serviços
- Serviço urgente (a reparação passa à frente das outras): 20 €
- Recolha ou entrega por estafeta em Lisboa: 10 € por sentido (grátis em reparações acima de 150 €)
- Devolução por CTT Expresso: 8 € (grátis em reparações acima de 150 €)
- Aplicação de película de vidro temperado: 5 € (grátis se comprar a película na loja)
- Desconto de estudante: 10 % nas reparações`,
    },
    {
      title: terms,
      language: 'Portuguese',
      text: `Condições de reparação e garantia - Reparafone (em vigor desde janeiro de 2026)

1. Orçamento
O orçamento de telemóveis e tablets é gratuito e sem compromisso. O diagnóstico de portáteis custa 20 €, descontado no preço se aceitar a reparação. Nenhuma reparação começa sem o acordo do cliente ao preço. Se não conseguirmos reparar o aparelho, o cliente não paga nada, exceto o diagnóstico de portáteis.

2. Antes de deixar o aparelho
- Faça uma cópia de segurança dos seus dados (iCloud, Google ou computador).
- Retire o cartão SIM, o cartão de memória e a capa.
- Se possível, traga o aparelho com alguma bateria e, no caso dos portáteis, o carregador.
- Guarde o talão com o número de reparação: é pedido no levantamento.

3. Peças
Quando existem as duas, o cliente escolhe entre peça original e peça compatível; o preço de cada uma está no Preçário. Nos iPhones a partir do 11, uma peça compatível faz aparecer o aviso "peça desconhecida" nas Definições, sem afetar o funcionamento. As peças substituídas são entregues ao cliente se este as pedir no levantamento.

4. Garantia de 6 meses
Todas as reparações têm 6 meses de garantia, contados da data da fatura, na peça substituída e na mão de obra. A garantia cobre defeitos da peça e falhas da reparação; dentro da garantia reparamos ou trocamos a peça sem custos. Não cobre: quedas, pancadas ou ecrãs partidos depois da reparação; contacto com água ou outros líquidos; aparelhos abertos ou reparados por terceiros depois de passarem por nós; o desgaste normal da bateria (acima de 80 % de capacidade a bateria está em bom estado). Para acionar a garantia, traga o aparelho e a fatura.

5. Dano por água e aparelhos muito danificados
Em aparelhos com dano por líquidos, com a placa danificada ou já abertos por outros técnicos, não podemos garantir o resultado: a reparação pode não resultar ou pode surgir outra avaria. Nestes casos a garantia cobre apenas a peça trocada. Depois de aberto, um telemóvel pode perder a resistência à água de fábrica (IP67 ou IP68), mesmo com adesivo novo.

6. Dados
Só acedemos ao aparelho o necessário para o testar. Não nos responsabilizamos pela perda de dados sem cópia de segurança, sobretudo em avarias da placa e em dano por água.

7. Levantamento
Avisamos por SMS ou WhatsApp quando o aparelho está pronto. Os aparelhos não levantados nos 90 dias seguintes ao aviso são considerados abandonados e podem ser reciclados, depois de apagados os dados.

8. Pagamento e fatura
O pagamento é feito no levantamento, em dinheiro, multibanco, cartão Visa ou Mastercard, ou MB Way. Peças encomendadas de mais de 100 € pedem um sinal de 50 %. Emitimos fatura com o NIF indicado antes do pagamento; depois de emitida, a fatura não pode ser alterada.

9. Reclamações
Temos Livro de Reclamações em papel na loja e eletrónico em livroreclamacoes.pt. Em caso de litígio, pode recorrer ao Centro de Arbitragem de Conflitos de Consumo de Lisboa.`,
    },
  ],
  answerable: [
    // Paraphrases and everyday words, in Portuguese
    { question: 'Quanto custa trocar a tela do iPhone 13?', answeredBy: [prices] },
    {
      question: 'A bateria do meu Samsung S22 já não aguenta o dia todo. Quanto fica uma nova?',
      answeredBy: [prices],
    },
    {
      question: 'As peças que usam são da marca ou são genéricas?',
      answeredBy: [parts, terms, prices],
    },
    {
      question: 'Quanto tempo fico sem o telemóvel se trocar o ecrã?',
      answeredBy: [repairTime, shortStay],
    },
    { question: 'Abrem ao domingo?', answeredBy: [hours] },
    // Long messages, the question inside
    {
      question:
        'Boa tarde. Ontem à noite o meu filho deixou cair o meu telemóvel na piscina e eu, sem saber, pu-lo dentro de um saco de arroz. Hoje de manhã já não liga. Ainda vale a pena levá-lo aí? Quanto custa?',
      answeredBy: [water, prices],
    },
    {
      question:
        'Olá, sou estudante de mestrado no Técnico e o ecrã do meu portátil Lenovo rachou quando a mochila caiu no metro. Ando mesmo apertado de dinheiro este mês... Fazem algum preço especial para estudantes? E quanto fica o ecrã?',
      answeredBy: [students, prices],
    },
    {
      question:
        'Tenho um iPhone 12 que comprei em segunda mão há dois anos e queria trocá-lo por um recondicionado mais recente. Aceitam o meu como parte do pagamento?',
      answeredBy: [tradeIn],
    },
    // Typos and missing accents
    {
      question: 'qual e a morada da loja? fica perto de que metro',
      answeredBy: [location, description],
    },
    {
      question:
        'o meu portatil aquece imenso e a ventoinha faz um barulho horrivel, fazem limpesa?',
      answeredBy: [laptops, prices],
    },
    { question: 'quanto custa o diagnostico?', answeredBy: [quote, laptops, prices, terms] },
    // Brazilian chat-speak
    {
      question: 'da pra pagar no mb way? e vcs passam nota fiscal c/ NIF?',
      answeredBy: [payment, terms],
    },
    {
      question:
        'meu celular nao carrega mais, so se eu segurar o cabo num jeitinho. qto fica pra arrumar?',
      answeredBy: [prices, quoteRequest],
    },
    { question: 'vcs vendem celular usado? tem garantia?', answeredBy: [refurbished] },
    {
      question: 'blz, e se eu esqueci a senha do celular, vcs conseguem desbloquear?',
      answeredBy: [unlock, prices],
    },
    {
      question: 'tem pelicula de vidro pro s24? vcs colocam na hora?',
      answeredBy: [accessories, prices],
    },
    {
      question: 'pq meu iphone fica com aviso de peça desconhecida depois do conserto?',
      answeredBy: [parts, terms],
    },
    // One or two words
    { question: 'garantia?', answeredBy: [warranty, terms, refurbished] },
    { question: 'recolha ao domicílio', answeredBy: [pickup, prices] },
    // Portuguese questions, English knowledge
    {
      question: 'Posso enviar o telemóvel pelos correios? Moro em Braga.',
      answeredBy: [byPost],
    },
    { question: 'Como é que sei que a reparação está pronta?', answeredBy: [ready, terms] },
    { question: 'Tenho de vos dar o código do telemóvel?', answeredBy: [passcode] },
    {
      question: 'E se não tiver arranjo, pago alguma coisa?',
      answeredBy: [cannotRepair, terms],
    },
    { question: 'Arranjam telemóveis Xiaomi?', answeredBy: [brands, prices, services] },
    // English questions, Portuguese knowledge
    {
      question:
        'My phone fell in the sea at Cascais and now the screen is black. What should I do?',
      answeredBy: [water],
    },
    { question: 'Can I pay by card?', answeredBy: [payment, terms] },
    { question: 'Do I need to book an appointment?', answeredBy: [appointment] },
    { question: 'Will I lose my photos if you fix my screen?', answeredBy: [data] },
    {
      question: 'Where are you located? Is it close to a metro station?',
      answeredBy: [location, description],
    },
    { question: 'Do you buy old phones?', answeredBy: [tradeIn] },
    {
      question: 'Do you fix MacBooks? A few keys on mine stopped working',
      answeredBy: [laptops, prices],
    },
    {
      question: "How much would it cost to fix my phone? It won't turn on.",
      answeredBy: [quoteRequest, quote],
    },
    // Long messages, in English
    {
      question:
        "Hi! I'm an Erasmus student from Germany and the screen of my Galaxy A54 is completely shattered, I can barely read anything. A friend said you might do a discount for students? How much would it be and how long does it take?",
      answeredBy: [students, prices, repairTime],
    },
    {
      question:
        "Hello, I'm flying back to Toronto on Thursday morning and my iPhone battery dies by lunchtime every day. Is there any chance you can swap it before I leave, and how much would it cost?",
      answeredBy: [shortStay, prices, repairTime],
    },
    {
      question:
        "My laptop caught some nasty virus and it's super slow now. I'm terrified of losing my thesis files. Can you clean it up without wiping everything?",
      answeredBy: [prices, data],
    },
    // Typos and chat-speak, in English
    { question: 'do you have a warrenty on repairs', answeredBy: [warranty, terms] },
    { question: 'wat time do u close on saterday', answeredBy: [hours] },
    { question: 'u guys do pick up from my place?', answeredBy: [pickup, prices] },
    // One or two words, in English
    { question: 'data recovery', answeredBy: [prices, data, services] },
    { question: 'iPad battery', answeredBy: [prices, tablets] },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Do you repair game consoles? My PlayStation 5 controller has stick drift.',
    'Arranjam televisões? A minha TV Samsung tem riscas no ecrã.',
    'Vendem telemóveis novos, ainda selados na caixa?',
    'Vocês fazem tarifários? Queria mudar de operadora e ter um cartão SIM português.',
    'Can you lend me a phone while mine is being repaired?',
    'Consertam impressoras? A minha HP deixou de puxar o papel.',
    'Estão a contratar? Sou técnico de reparação de telemóveis e procuro trabalho em Lisboa.',
    'Do you sell phone insurance that covers theft and accidental drops?',
    // Plainly outside
    'Onde é que se come o melhor pastel de nata perto de Arroios?',
    'What is the best way to get from Lisbon to Sintra by train?',
  ],
};
