import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Brilho Paulista Limpeza, a home and office cleaning company in São Paulo, founded in 2013 by
 * a former diarista and run from a small office in Pinheiros. Its 58 cleaners, all employed
 * under CLT contracts, work in the West and South Zones and the centre of the city: diaristas
 * by the day (4, 6 or 8 hours) or on a weekly or fortnightly plan with the same cleaner, heavy
 * cleans (faxina pesada), after-works (pós-obra) cleaning, empty-flat cleans before or after a
 * move, on-site cleaning and waterproofing of sofas, mattresses and rugs, ironing, offices in
 * Pinheiros, Vila Madalena, Faria Lima and Moema, and the common areas of residential
 * condomínios; customers pay by Pix, card or boleto. Its customers write in Brazilian
 * Portuguese (families and people living alone in flats, people renovating or moving, síndicos
 * and building managers, small offices) and in English (expats at multinationals who have just
 * arrived in São Paulo). The owner wrote the briefing in Portuguese, most Q&A pairs in
 * Portuguese (hours, neighbourhoods and the travel fee, diarista prices and how many hours a
 * flat needs, what a routine clean covers, faxina pesada, pós-obra, move-in and move-out
 * cleans, sofas, mattresses and rugs, condomínios, offices, products, a regular cleaner,
 * registered and vetted staff, payment, cancelling, booking, lunch and transport, ironing,
 * windows, pets, weekends and holidays) and a few in English (English-speaking cleaners, booking
 * and paying without a CPF, a company paying with a nota fiscal, tipping, leaving the keys with
 * the doorman), added two custom responses for quotes (a condomínio or an office, a pós-obra
 * clean), and pasted the 2026 price list and the general terms of service, both in Portuguese.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday São Paulo words the owner never used ("faxineira", "a moça", "apê", "kitnet",
 * "quartos" where the owner wrote "dormitórios", "deixar um brinco", "encardido", "fichada",
 * "processo trabalhista", "gringo", "a passagem" for transport, "a chave na portaria", "flat",
 * "3 seater", "shipment"), long messages with a story around the question (a síndica unhappy
 * with the building's cleaning firm, a kitnet handed back to a fussy estate agency, a
 * mother-in-law coming for Christmas, an architecture office in Vila Madalena, an expat without
 * a CPF, a repainted flat in Moema, a family from Chicago who don't know whether to tip),
 * Brazilian chat-speak and typos without accents ("vc", "vcs", "pq", "tbm", "blz", "qto",
 * "qtas", "hj", "q", "kkk", "cartao", "nao"), English chat-speak ("u", "r ur", "4", "??"), one-
 * or two-word questions ("Pós-obra?", "Boleto", "Passa roupa?", "Windows?"), short follow-ups
 * that only make sense after an earlier question ("e no sábado?", "and the mattress too? how
 * much for a queen?"), Portuguese questions against English knowledge and the reverse, and a
 * few that only a document answers (hiring the cleaner directly, a clean to be redone, the
 * inside of the fridge and the oven). The outside questions include hard negatives that share
 * words with the knowledge (pest control in the "apê", cleaning the building's water tank, the
 * eSocial for one's own maid next to registered cleaners, a diarista looking for a job, washing
 * curtains and duvets next to sofas and mattresses, doormen and a caretaker next to condomínio
 * cleaning, car seats next to upholstery, packing and moving furniture next to move-out cleans)
 * and plain questions about getting to Guarulhos airport and brunch in Vila Madalena.
 */

const english = qaIn('English');
const portuguese = qaIn('Portuguese');

// The sources' titles, as the answers name them.
const hours = 'Qual o horário de atendimento e como falo com vocês?';
const area = 'Quais bairros vocês atendem? Cobram taxa de deslocamento?';
const diaristaPrice = 'Quanto custa uma diarista e quantas horas eu preciso?';
const routine = 'O que a diarista faz numa limpeza de rotina?';
const heavy = 'O que é a faxina pesada e quanto custa?';
const postWorks = 'Vocês fazem limpeza pós-obra?';
const moving = 'Vocês limpam o imóvel vazio, na entrada ou na saída de uma mudança?';
const sofa = 'Quanto custa a higienização de sofá e estofados?';
const mattress = 'Vocês higienizam colchões e tapetes?';
const condos = 'Vocês atendem condomínios?';
const offices = 'Vocês fazem limpeza de escritórios?';
const products = 'Preciso fornecer os produtos e os equipamentos de limpeza?';
const regular = 'Posso ter uma diarista fixa, toda semana ou a cada 15 dias?';
const trust = 'As profissionais são registradas e de confiança?';
const payment = 'Quais são as formas de pagamento?';
const cancel = 'Como faço para remarcar ou cancelar uma limpeza?';
const booking = 'Como faço para agendar e com quanta antecedência?';
const lunch = 'Preciso dar almoço ou pagar a condução da diarista?';
const ironing = 'Vocês passam roupa?';
const windows = 'Vocês limpam janelas e vidros?';
const pets = 'Tenho cachorro e gato. Tem algum problema?';
const weekends = 'Vocês trabalham aos sábados, domingos e feriados?';
const englishStaff = 'Do your cleaners speak English?';
const noCpf = "I don't have a CPF or a Brazilian bank account yet. Can I still book and pay?";
const invoice = 'Can my company pay for the cleaning and get a nota fiscal?';
const tip = 'Should I tip the cleaner, and how much?';
const keys = 'Do I need to be home during the cleaning, or can I leave the keys with the doorman?';
const priceList =
  'Tabela de preços 2026 – limpeza residencial, estofados, escritórios e condomínios';
const terms = 'Condições gerais de prestação de serviços – Brilho Paulista Limpeza (2026)';
const condoOfficeQuote = 'Pedido de proposta para condomínio ou escritório';
const postWorksQuote = 'Pedido de orçamento para limpeza pós-obra';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const saoPauloCleaningSet: EvaluationSet = {
  name: 'São Paulo home cleaning (Brilho Paulista)',
  heldOut: false,
  agentName: 'Duda',
  briefing: {
    companyName: 'Brilho Paulista Limpeza',
    industry: 'services',
    description:
      'A Brilho Paulista Limpeza é uma empresa de limpeza residencial e comercial de São Paulo, fundada em 2013 por Aparecida Moura, a Dona Cida, que trabalhou 15 anos como diarista antes de abrir o próprio negócio. Hoje ela dirige a empresa com a filha, Juliana Moura, a partir do nosso escritório na Rua Fradique Coutinho, 1120, em Pinheiros. Somos 68 pessoas, entre elas 58 profissionais de limpeza, todas registradas em carteira (CLT), treinadas por nós e com antecedentes verificados. Atendemos casas e apartamentos, do studio à cobertura, com diaristas avulsas ou fixas, faxina pesada, limpeza pós-obra e de mudança e higienização de sofás, colchões e tapetes, além de escritórios e condomínios, principalmente em Pinheiros, Vila Madalena e Moema. Mais de 900 famílias e 60 empresas e condomínios confiam a casa ou o escritório a nós.',
    targetAudience:
      'Famílias e pessoas que moram sozinhas em apartamentos e casas da Zona Oeste, da Zona Sul e do Centro de São Paulo e querem uma diarista de confiança sem se preocupar com registro e encargos; quem está reformando, mudando de apartamento ou entregando um imóvel alugado; donos de sofás, colchões e tapetes com manchas, pelos e cheiro de pet; síndicos, síndicas e administradoras de condomínios residenciais; escritórios, agências, consultórios e startups de Pinheiros, Vila Madalena, Faria Lima, Itaim e Moema; e expatriados de multinacionais recém-chegados a São Paulo, que nos escrevem em inglês.',
    keyServices:
      'Diaristas avulsas de 4, 6 ou 8 horas e diaristas fixas semanais ou quinzenais, sempre com a mesma profissional; faxina pesada com duas profissionais; limpeza pós-obra e pós-reforma; limpeza do imóvel vazio na entrada ou na saída de uma mudança, pronto para a vistoria da imobiliária; higienização de sofás, poltronas, cadeiras, colchões e tapetes com extratora, no local, e impermeabilização de estofados; passar roupa; limpeza de escritórios, de manhã cedo ou à noite, com contrato mensal; limpeza das áreas comuns de condomínios, com equipe fixa ou avulsa, e do salão de festas. Produtos e equipamentos profissionais inclusos. Pagamento por Pix, cartão de crédito ou de débito e boleto, e nota fiscal para pessoas e empresas.',
    commonQuestions:
      'Quanto custa uma diarista de 4, 6 ou 8 horas e quantas horas o apartamento precisa; o que a diarista faz numa limpeza de rotina; se precisa dar almoço e pagar a condução; se dá para ter sempre a mesma profissional; se as profissionais são registradas e de confiança; se levamos os produtos; quais bairros atendemos e a taxa de deslocamento; faxina pesada e pós-obra; limpeza de sofá e impermeabilização; se trabalhamos sábado, domingo e feriado; Pix, cartão e boleto; cancelamento; e, dos expatriados: se a profissional fala inglês, como pagar sem CPF, gorjeta e chaves na portaria.',
    languages: ['Portuguese', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Respostas curtas, simpáticas e claras, em português do Brasil, com os preços em reais e o tempo de serviço. Tratamos o cliente por “você”, mesmo quando escreve com gírias ou abreviações. Respondemos em inglês a quem escreve em inglês, explicando palavras como diarista, CPF, Pix, boleto e nota fiscal. Nunca fechamos preço de pós-obra, condomínio ou escritório sem orçamento. Terminamos com um próximo passo: agendar, mandar fotos ou chamar no WhatsApp (11) 97431-2258.',
    personality:
      'Como a Dona Cida: acolhedora, caprichosa e de confiança, conhece a rotina de quem trabalha fora e de quem tem filhos e bichos em casa, fala de preço sem rodeios e tem paciência com quem acabou de chegar a São Paulo e ainda não entende como funcionam diaristas, portarias e boletos.',
    responseTemplates: [
      {
        scenario: condoOfficeQuote,
        response:
          'Que bom que você pensou na gente! Para montar a proposta, precisamos saber: o endereço e o tipo de local (condomínio residencial, escritório, consultório); a metragem aproximada e o que entra na limpeza (no condomínio: número de torres e andares, halls, escadas, garagem, salão de festas, academia; no escritório: número de pessoas, banheiros e copa); a frequência e o horário desejados (todos os dias, 3 vezes por semana, de manhã cedo, à noite); e o nome e o CNPJ de quem recebe a nota fiscal e o boleto (o condomínio, a administradora ou a empresa). Nossa supervisora, a Rosângela, faz uma visita técnica gratuita e enviamos a proposta em até 3 dias úteis. Contato direto: comercial@brilhopaulista.example ou WhatsApp (11) 97431-2258.',
      },
      {
        scenario: postWorksQuote,
        response:
          'Para orçar a sua limpeza pós-obra, mande pelo WhatsApp (11) 97431-2258: o endereço e o bairro; a metragem do imóvel; o que foi feito na obra (pintura, troca de piso, gesso, marcenaria, reforma completa); fotos ou um vídeo curto de todos os cômodos, mostrando o piso e os vidros; se o imóvel está vazio ou mobiliado; e a data em que a obra termina. A obra precisa estar concluída, sem pintores nem marceneiros trabalhando, e com o entulho retirado. Respondemos com o orçamento em até um dia útil; para imóveis acima de 150 m², fazemos uma visita técnica gratuita. A data fica reservada com um sinal de 50% por Pix.',
      },
    ],
  },
  qa: [
    portuguese(
      hours,
      'Nosso atendimento funciona de segunda a sexta, das 8h às 19h, e aos sábados, das 8h às 13h, pelo WhatsApp (11) 97431-2258, pelo telefone (11) 3032-4417 ou pelo e-mail contato@brilhopaulista.example. Mensagens recebidas fora desse horário são respondidas na manhã seguinte. O escritório fica na Rua Fradique Coutinho, 1120, sala 4, em Pinheiros, a 3 minutos a pé da estação Fradique Coutinho do metrô (Linha 4-Amarela); você pode passar lá para conversar, mas os agendamentos são feitos pelo WhatsApp. As limpezas acontecem de segunda a sexta, das 7h às 19h, e aos sábados, das 7h às 17h; os escritórios também são atendidos à noite.',
    ),
    portuguese(
      area,
      'Atendemos sem taxa de deslocamento a Zona Oeste (Pinheiros, Vila Madalena, Alto de Pinheiros, Perdizes, Pompeia, Lapa, Butantã e Jardins), a Zona Sul (Moema, Vila Mariana, Itaim Bibi, Vila Olímpia, Brooklin, Campo Belo, Saúde e Paraíso) e o Centro (Consolação, Higienópolis, Bela Vista e República). Para Tatuapé, Mooca, Ipiranga, Santana, Morumbi, Santo Amaro e Jabaquara cobramos uma taxa de deslocamento de R$ 30 por visita, porque a profissional leva mais de uma hora de transporte público até lá. Nos demais bairros da capital, a taxa é de R$ 50, conforme disponibilidade. Fora da cidade de São Paulo (ABC, Osasco, Barueri, Guarulhos) atendemos apenas escritórios e condomínios com contrato mensal, sob proposta.',
    ),
    portuguese(
      diaristaPrice,
      'A diária, com produtos e equipamentos inclusos, custa R$ 180 por 4 horas, R$ 240 por 6 horas e R$ 300 por 8 horas (com 1 hora de almoço incluída). Para escolher: 4 horas bastam para um studio ou um apartamento de 1 dormitório; 6 horas para 1 ou 2 dormitórios; 8 horas para 3 dormitórios ou mais, para uma casa, ou quando há muita louça e roupa, crianças ou bichos. Cada hora adicional custa R$ 40. O sábado tem o mesmo preço dos dias de semana. Se a casa está sem limpeza há mais de um mês, recomendamos começar com uma faxina pesada e depois manter com a diarista. Quem tem diarista fixa, semanal ou quinzenal, tem desconto.',
    ),
    portuguese(
      routine,
      'Na limpeza de rotina, a profissional cuida da casa toda dentro do tempo contratado: tira o pó dos móveis, dos eletrônicos e dos rodapés; aspira e passa pano nos pisos; limpa e desinfeta os banheiros (vaso, pia, box e azulejos ao alcance das mãos); na cozinha, lava a louça, limpa a pia, as bancadas, o fogão por fora e o micro-ondas; arruma as camas e troca a roupa de cama, se você deixar a roupa limpa separada; tira o lixo; e limpa a área de serviço e a sacada. Se sobrar tempo, ela segue a lista de prioridades que você deixar por escrito ou mandar pelo WhatsApp. Azulejos do chão ao teto, rejuntes, armários por dentro e paredes ficam para a faxina pesada.',
    ),
    portuguese(
      heavy,
      'A faxina pesada é uma limpeza completa e detalhada, feita por duas profissionais em um dia, para quando a casa está há muito tempo sem limpeza, antes de uma visita ou de uma festa, ou uma vez por ano. Além de tudo o que entra na rotina, inclui: azulejos e paredes laváveis da cozinha e dos banheiros do chão ao teto, rejunte escovado, box e metais sem manchas de calcário, armários da cozinha e dos banheiros por dentro (esvaziados por você), coifa e exaustor desengordurados, janelas, vidros e esquadrias, portas, interruptores, luminárias e rodapés, e pisos desencardidos. Preços com produtos inclusos: studio ou 1 dormitório até 45 m², R$ 420; 2 dormitórios até 70 m², R$ 560; 3 dormitórios até 110 m², R$ 780; imóveis maiores e casas, sob orçamento. Agende com pelo menos 3 dias de antecedência.',
    ),
    portuguese(
      postWorks,
      'Sim. A limpeza pós-obra tira a poeira fina de gesso e cimento de todas as superfícies, os respingos de tinta, massa e rejunte dos pisos, azulejos e vidros, as etiquetas e adesivos, e limpa esquadrias, trilhos de janelas, tomadas, armários novos por dentro e por fora e as louças e metais dos banheiros. Usamos aspirador de pó profissional e produtos próprios para cada acabamento (porcelanato, madeira, mármore, vidro temperado). O preço vai de R$ 9 a R$ 14 por m², conforme o tipo de obra e a sujeira, com mínimo de R$ 690; uma equipe de 2 a 4 profissionais termina um apartamento de 80 m² em um dia. A obra precisa estar terminada e o entulho, retirado. Para orçar, mande fotos ou um vídeo dos cômodos pelo WhatsApp.',
    ),
    portuguese(
      moving,
      'Sim, é uma das limpezas mais pedidas. Limpamos o apartamento ou a casa vazios antes de você entrar ou depois que os seus móveis saem, deixando tudo pronto para a vistoria da imobiliária: armários embutidos por dentro e por fora, banheiros, cozinha, azulejos, janelas e vidros, portas, rodapés, tomadas e pisos. Preços: studio ou 1 dormitório, R$ 380; 2 dormitórios, R$ 490; 3 dormitórios, R$ 690; casas e imóveis maiores, sob orçamento. Se o imóvel acabou de ser pintado ou reformado, vale o preço da limpeza pós-obra. Se você ainda não estiver em São Paulo, combinamos a retirada das chaves com a imobiliária ou com a portaria e mandamos fotos do resultado pelo WhatsApp.',
    ),
    portuguese(
      sofa,
      'Fazemos a higienização no seu endereço, com extratora profissional: aspiramos, aplicamos um produto próprio para o tecido, esfregamos e extraímos a sujeira, as manchas, os ácaros e os odores. O sofá fica úmido e seca em 6 a 8 horas, com as janelas abertas. Preços: sofá de 2 lugares R$ 190, de 3 lugares R$ 240, retrátil e reclinável de 3 lugares R$ 290, sofá de canto (em L) R$ 320, poltrona R$ 90, cadeira de jantar (assento e encosto) R$ 35. Para xixi de cachorro ou de gato, acrescentamos um tratamento enzimático contra o odor: R$ 60 por peça. Impermeabilização, feita depois da higienização: R$ 160 (2 lugares), R$ 200 (3 lugares) e R$ 260 (canto ou retrátil), com garantia de 12 meses. Sofás de couro: limpeza e hidratação a partir de R$ 220. Pedido mínimo de R$ 190 por visita.',
    ),
    portuguese(
      mattress,
      'Sim, também com extratora, no local. Colchões (os dois lados): solteiro R$ 150, casal R$ 190, queen R$ 220 e king R$ 250; o colchão leva cerca de 8 horas para secar, por isso recomendamos o serviço pela manhã. Tapetes sintéticos ou de algodão, limpos no chão da sua casa: R$ 25 por m², com mínimo de R$ 120. Tapetes de lã, de seda e persas nós não higienizamos. Colchões e tapetes podem ser feitos na mesma visita do sofá, somando os valores.',
    ),
    portuguese(
      condos,
      'Sim. Cuidamos da limpeza das áreas comuns de condomínios residenciais: halls de entrada e dos andares, elevadores, escadas, corredores, garagem, calçada, salão de festas, academia, brinquedoteca e área da piscina. Oferecemos equipe fixa, de segunda a sábado, com auxiliares de limpeza registradas e supervisão semanal, ou limpezas avulsas, como a do salão de festas depois de um evento (a partir de R$ 250) e a lavagem da garagem (sob orçamento). O contrato é mensal, com nota fiscal e boleto em nome do condomínio ou da administradora, e cobrimos faltas e férias com outra profissional. Cada condomínio recebe uma proposta depois de uma visita técnica gratuita; enviamos a proposta ao síndico ou à administradora em até 3 dias úteis.',
    ),
    portuguese(
      offices,
      'Sim, é metade do nosso trabalho. Limpamos escritórios, agências, consultórios e coworkings, principalmente em Pinheiros, Vila Madalena, Faria Lima, Itaim Bibi, Vila Olímpia e Moema, antes do expediente (a partir das 6h) ou depois dele (até as 23h), de 1 a 5 vezes por semana. A limpeza inclui estações de trabalho, salas de reunião, pisos, banheiros com reposição de papel e sabonete, copa e louça, e retirada do lixo e dos recicláveis. Preços a partir de R$ 1.150 por mês para uma limpeza semanal em até 100 m²; o valor final depende da metragem, da frequência e do horário. Contrato mensal sem fidelidade, com nota fiscal e boleto. Fazemos uma visita técnica gratuita e enviamos a proposta em até 3 dias úteis.',
    ),
    portuguese(
      products,
      'Não precisa. Todas as nossas profissionais chegam com um kit completo: produtos de limpeza profissionais e biodegradáveis, desinfetante, desengordurante, limpa-vidros, panos de microfibra, esponjas, baldes, rodos, vassouras e luvas; na faxina pesada, na pós-obra e nos escritórios levamos também aspirador de pó e escada. Na limpeza de rotina usamos o seu aspirador de pó, se você tiver; se não tiver, avise no agendamento. Se você prefere que usemos os seus produtos (por alergia, por um cheiro de que gosta ou por recomendação do fabricante do piso, como em mármore e madeira), é só deixá-los separados: o preço não muda.',
    ),
    portuguese(
      regular,
      'Pode, e é o que a maioria dos nossos clientes faz. No plano fixo, a mesma profissional vai à sua casa no mesmo dia da semana e no mesmo horário, aprende como você gosta das coisas e guarda a sua lista de prioridades. O plano semanal tem 10% de desconto e o quinzenal, 5%, sobre o preço da diária. Quando a sua profissional sai de férias ou fica doente, mandamos uma substituta de confiança com as suas instruções. Não há fidelidade: você pode pausar ou cancelar o plano avisando com 15 dias de antecedência. O pagamento é mensal, por boleto, Pix ou cartão de crédito.',
    ),
    portuguese(
      trust,
      'Sim. Todas as nossas profissionais são funcionárias da Brilho Paulista, registradas em carteira (CLT), com salário, férias, 13º e todos os direitos pagos por nós: você não tem vínculo trabalhista com elas nem precisa se preocupar com o eSocial. Antes de contratar, verificamos a certidão de antecedentes criminais e as referências dos empregos anteriores, e cada profissional passa por duas semanas de treinamento com a nossa supervisora. Elas trabalham de uniforme e crachá com foto, e na véspera mandamos pelo WhatsApp o nome e a foto de quem vai. Todos os serviços têm seguro de responsabilidade civil de até R$ 20.000 para danos causados durante a limpeza.',
    ),
    portuguese(
      payment,
      'Aceitamos Pix (chave CNPJ 18.427.365/0001-09), cartão de crédito (Visa, Mastercard, Elo e American Express, inclusive cartões internacionais) e de débito, na maquininha da profissional ou por link de pagamento, e boleto bancário. Serviços avulsos são pagos no dia, depois da limpeza; valores acima de R$ 500 podem ser parcelados em até 3 vezes sem juros no cartão de crédito. O boleto é para os planos fixos, com vencimento todo dia 10, e para empresas e condomínios. Na limpeza pós-obra, pedimos um sinal de 50% por Pix para reservar a data. Não aceitamos dinheiro em espécie nem cheque.',
    ),
    portuguese(
      cancel,
      'Você pode remarcar ou cancelar sem custo até 24 horas antes do horário marcado, pelo WhatsApp (11) 97431-2258. Com menos de 24 horas de aviso, cobramos 50% do valor do serviço, porque a profissional reservou aquele dia para você. Na limpeza pós-obra, o cancelamento é gratuito até 72 horas antes; depois disso o sinal não é devolvido, mas vale como crédito para uma nova data em até 60 dias. Se uma chuva forte ou uma greve do metrô impedir a profissional de chegar, remarcamos sem nenhum custo para você.',
    ),
    portuguese(
      booking,
      'O jeito mais rápido é pelo WhatsApp (11) 97431-2258: diga o bairro, o tamanho do imóvel, o tipo de limpeza e o dia que prefere, e confirmamos em até uma hora, no horário de atendimento. Para diaristas, pedimos de 2 a 3 dias de antecedência; para faxina pesada e higienização de sofá, de 3 a 5 dias; para pós-obra, cerca de uma semana. Precisa para hoje ou para amanhã? Tentamos encaixar: pedidos para o mesmo dia feitos até as 10h têm uma taxa de urgência de R$ 50, conforme a disponibilidade. Na véspera, mandamos a confirmação com o nome e a foto da profissional.',
    ),
    portuguese(
      lunch,
      'Não precisa. O vale-transporte e o vale-refeição das nossas profissionais são pagos pela Brilho Paulista e já estão no preço da diária: você não paga condução nem almoço à parte. Na diária de 8 horas, ela faz 1 hora de almoço, incluída no horário; normalmente leva marmita e só precisa de um lugar para comer e, se possível, do micro-ondas. Um café ou um copo de água são sempre bem-vindos, mas não são obrigação. Nas diárias de 4 e de 6 horas não há pausa para almoço.',
    ),
    portuguese(
      ironing,
      'Sim, de duas formas. Na diária, você pode pedir que a profissional use parte do tempo para passar roupa: em uma hora ela passa de 15 a 20 peças do dia a dia, e o preço da diária não muda. Se você tem muita roupa acumulada, agende uma diária de passadoria de 4 horas, por R$ 170, com uma profissional especializada em camisas sociais, roupa de cama e peças delicadas. A roupa precisa estar lavada e seca, e o ferro e a tábua de passar ficam por sua conta.',
    ),
    portuguese(
      windows,
      'Sim. Na faxina pesada, na limpeza de mudança e na pós-obra, limpamos todas as janelas, vidros, esquadrias, trilhos e telas de proteção, por dentro e, do lado de fora, até onde se alcança com segurança de dentro do apartamento ou da sacada. Na diária de rotina, os vidros entram se você pedir e se houver tempo: uma sacada com fechamento de vidro leva cerca de uma hora. Por segurança, nossas profissionais não sobem em parapeitos nem se debruçam para fora da janela, e não limpamos fachadas nem vidros que só se alcançam pelo lado de fora do prédio.',
    ),
    portuguese(
      pets,
      'Nenhum problema: a maioria das casas que atendemos tem bichos. Só avise no agendamento, para mandarmos uma profissional que goste de animais e não tenha alergia. Se o seu cachorro é bravo ou fica agitado com visitas, deixe-o num cômodo fechado ou na coleira enquanto ela limpa aquele espaço. Nossos produtos são seguros para os animais depois de secos; se você tiver aves ou peixes, avise para não usarmos aerossóis perto deles. A profissional aspira os pelos do chão e dos sofás e pode limpar a área da caixinha de areia ou do tapete higiênico, mas não dá banho nem comida aos animais.',
    ),
    portuguese(
      weekends,
      'Aos sábados trabalhamos das 7h às 17h, com o mesmo preço dos dias de semana; os sábados lotam primeiro, então agende com uma semana de antecedência. Aos domingos e feriados fazemos apenas faxina pesada, pós-obra, limpeza de mudança, higienização de estofados e escritórios, com acréscimo de 40% e conforme a disponibilidade; as diaristas de rotina não trabalham aos domingos nem nos feriados. Não trabalhamos em 25 de dezembro nem em 1º de janeiro. A agenda das semanas de Natal e Ano-Novo abre em outubro.',
    ),
    english(
      englishStaff,
      'Some of them do. About ten of our cleaners speak basic English, enough to understand your instructions and tell you when something is done, and three speak Spanish; ask for one of them when you book (it may take a few more days). Everyone in our office speaks English, including Juliana, our co-owner, so you can always write to us in English on WhatsApp at +55 11 97431-2258 and we will translate your instructions into Portuguese for your cleaner. What works best: send us a list of priorities and a few photos of each room before the first cleaning, and we pass them on.',
    ),
    english(
      noCpf,
      'Yes. Many of our clients are expats who have just arrived in São Paulo. To book, we only need your name, your address, a phone number with WhatsApp and, for the nota fiscal (the Brazilian service invoice), your passport number instead of a CPF. Without a Brazilian bank account you cannot pay by Pix, but you can pay with any international credit card, on the cleaner’s card machine or through a payment link we send you on WhatsApp. If your company pays for your housing, we can also invoice the company directly. For a weekly or fortnightly plan, your card is charged once a month.',
    ),
    english(
      invoice,
      'Yes. We issue a nota fiscal de serviço (NFS-e, the official São Paulo service invoice) for every service, in the name of a person (CPF or passport) or of a company (CNPJ). Many multinationals pay for the cleaning of their expatriate staff’s homes: send us the company’s legal name, CNPJ, billing address and the email of the person who approves invoices, and we invoice the company once a month, with a boleto (a Brazilian bank payment slip) due in 15 days, or by bank transfer or Pix. We can also send a monthly statement with the date and hours of each cleaning for your expense report.',
    ),
    english(
      tip,
      'Tipping is not expected in Brazil, and our prices already cover everything: the cleaner’s salary, benefits and insurance. If you are very happy with her work, a small tip of R$ 20 to R$ 50 after a heavy cleaning, or a “caixinha” in December for your regular cleaner (often the price of one cleaning), is a kind gesture and goes 100% to her. Give it to her directly, or tell us and we will add it to her pay. Food, clothes or objects you want to give away are also welcome, but only if you offer them: our cleaners never ask.',
    ),
    english(
      keys,
      'No, you don’t need to be home: most of our clients are at work during the cleaning. In a building with a doorman, leave the keys at the portaria (the front desk) and authorise your cleaner in advance: we send you her full name and ID number (RG) the day before, so you can register her with the building. Digital locks with a one-time code work well too. At the end, she gives the keys back to the doorman and sends you a message with photos. For clients with a regular plan, we can keep a copy of the keys in a sealed, numbered envelope in our office safe. For the very first cleaning, we recommend being there for the first 15 minutes, or sending us a list of priorities.',
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'Portuguese',
      text: `TABELA DE PREÇOS 2026 – BRILHO PAULISTA LIMPEZA
Rua Fradique Coutinho, 1120, sala 4 – Pinheiros – São Paulo/SP – WhatsApp (11) 97431-2258
Valores em reais, válidos de 1º de janeiro a 31 de dezembro de 2026. Produtos de limpeza e equipamentos inclusos em todos os serviços.

1. Diaristas (limpeza de rotina)
4 horas: R$ 180 – 6 horas: R$ 240 – 8 horas (com 1 hora de almoço): R$ 300 – hora adicional: R$ 40
Indicação: studio ou 1 dormitório, 4 horas; 1 ou 2 dormitórios, 6 horas; 3 dormitórios ou mais e casas, 8 horas.
Sábado: mesmo preço. Domingos e feriados: não disponível para limpeza de rotina.

2. Planos fixos (mesma profissional, mesmo dia da semana)
Semanal: 10% de desconto – Quinzenal: 5% de desconto – Mensal (1 vez por mês): preço da diária.
Pagamento mensal por boleto (vencimento no dia 10), Pix ou cartão de crédito.

3. Faxina pesada (2 profissionais, 1 dia)
Studio ou 1 dormitório até 45 m²: R$ 420 – 2 dormitórios até 70 m²: R$ 560 – 3 dormitórios até 110 m²: R$ 780 – acima de 110 m² e casas: sob orçamento.

4. Limpeza de mudança (imóvel vazio, na entrada ou na saída)
Studio ou 1 dormitório: R$ 380 – 2 dormitórios: R$ 490 – 3 dormitórios: R$ 690 – casas: sob orçamento.

5. Limpeza pós-obra
De R$ 9 a R$ 14 por m², conforme a obra; mínimo de R$ 690. Sinal de 50% para reservar a data.

6. Estofados (higienização com extratora, no local)
Sofá 2 lugares R$ 190 – 3 lugares R$ 240 – retrátil/reclinável 3 lugares R$ 290 – de canto (L) R$ 320 – poltrona R$ 90 – cadeira de jantar R$ 35 – puff R$ 40
Impermeabilização: 2 lugares R$ 160 – 3 lugares R$ 200 – canto ou retrátil R$ 260 – poltrona R$ 70 (garantia de 12 meses)
Tratamento enzimático contra odor de xixi de animais: R$ 60 por peça
Sofá de couro, limpeza e hidratação: a partir de R$ 220
Pedido mínimo por visita: R$ 190.

7. Colchões e tapetes
Colchão solteiro R$ 150 – casal R$ 190 – queen R$ 220 – king R$ 250 (os dois lados)
Tapete sintético ou de algodão: R$ 25 por m², mínimo de R$ 120.

8. Serviços extras (somados a uma diária ou a uma faxina pesada)
Geladeira por dentro (descongelada e esvaziada pelo cliente): R$ 60
Forno por dentro: R$ 50
Armários da cozinha por dentro, na diária (esvaziados pelo cliente): R$ 70
Churrasqueira e área gourmet da sacada: R$ 80
Diária de passadoria (4 horas): R$ 170

9. Escritórios (contrato mensal, sem fidelidade)
A partir de R$ 1.150 por mês (1 vez por semana, até 100 m²); 3 vezes por semana, a partir de R$ 2.900; 5 vezes por semana, a partir de R$ 4.400. Horário noturno (das 19h às 23h): acréscimo de 20%. Proposta após visita técnica gratuita.

10. Condomínios
Equipe fixa de segunda a sábado: sob proposta, após visita técnica gratuita. Limpeza do salão de festas após um evento: a partir de R$ 250. Lavagem da garagem: sob orçamento.

11. Taxas
Deslocamento: sem taxa na Zona Oeste, na Zona Sul e no Centro; Tatuapé, Mooca, Ipiranga, Santana, Morumbi, Santo Amaro e Jabaquara: R$ 30; outros bairros da capital: R$ 50.
Urgência (pedido para o mesmo dia, feito até as 10h): R$ 50.
Domingos e feriados (faxina pesada, pós-obra, mudança, estofados e escritórios): acréscimo de 40%.

12. Formas de pagamento
Pix, cartão de débito e de crédito (em até 3 vezes sem juros acima de R$ 500) e boleto para planos fixos, empresas e condomínios. Não aceitamos dinheiro em espécie nem cheque.`,
    },
    {
      title: terms,
      language: 'Portuguese',
      text: `CONDIÇÕES GERAIS DE PRESTAÇÃO DE SERVIÇOS – Brilho Paulista Limpeza e Conservação Ltda., CNPJ 18.427.365/0001-09, Rua Fradique Coutinho, 1120, sala 4, Pinheiros, São Paulo/SP. Vigentes a partir de 1º de janeiro de 2026.

1. Objeto
Estas condições valem para os serviços de limpeza residencial, higienização de estofados, limpeza pós-obra e limpeza de mudança contratados por pessoas físicas ou jurídicas. Os contratos de escritórios e condomínios seguem, além destas condições, a proposta comercial assinada.

2. Agendamento
O serviço é confirmado pelo WhatsApp com data, horário, endereço, tipo de limpeza e valor. A limpeza pós-obra só é reservada após o pagamento do sinal de 50%. O tempo contratado começa a contar na chegada da profissional; atrasos de até 15 minutos causados pelo transporte público são repostos no fim do serviço.

3. Acesso ao imóvel
O cliente garante o acesso da profissional no horário marcado, pessoalmente, pela portaria (com autorização prévia) ou por outro meio combinado. Se a profissional não conseguir entrar em até 30 minutos após o horário marcado e o cliente não responder às mensagens, o serviço é considerado cancelado sem aviso e cobrado integralmente, acrescido da taxa de deslocamento, se houver. O imóvel deve ter água e energia elétrica.

4. Cancelamento e remarcação
O cancelamento e a remarcação são gratuitos até 24 horas antes do horário marcado (72 horas na limpeza pós-obra). Com menos antecedência, cobramos 50% do valor do serviço; na pós-obra, o sinal fica retido como crédito por 60 dias. Se a profissional for impedida de chegar por greve de transporte, alagamento ou motivo de saúde, o cliente tem direito a remarcar sem custo ou ao reembolso integral.

5. Pagamento e nota fiscal
Os serviços avulsos são pagos no dia do serviço, pelos meios indicados na Tabela de preços. Os planos fixos são cobrados por mês, com vencimento no dia 10; os contratos de empresas e condomínios, por boleto com vencimento em 15 dias da emissão da nota. Em caso de atraso, incidem multa de 2% e juros de 1% ao mês; após 15 dias de atraso, os serviços podem ser suspensos. Emitimos nota fiscal de serviço eletrônica (NFS-e) para todos os serviços, em nome do CPF ou do CNPJ do cliente ou, para estrangeiros, do número do passaporte.

6. Limites do serviço e segurança
Nossas profissionais não trabalham em altura do lado de fora de janelas e sacadas, não usam escadas com mais de 2 metros, não movem móveis ou eletrodomésticos com mais de 30 kg, não limpam locais com fiação exposta, mofo em grande quantidade ou fezes acumuladas, e não manuseiam produtos sem rótulo. Objetos de valor (joias, dinheiro, relógios) devem ser guardados pelo cliente antes da limpeza.

7. Danos e seguro
Danos causados pela profissional durante o serviço devem ser comunicados em até 24 horas, com fotos, pelo WhatsApp. Após análise, consertamos o objeto ou reembolsamos o seu valor de mercado, considerando o tempo de uso, por meio do nosso seguro de responsabilidade civil, até R$ 20.000 por ocorrência. Não respondemos por objetos já danificados, mal fixados ou com defeito, pelo desgaste natural de pisos e tecidos, nem por manchas antigas que não saem com a higienização.

8. Garantia de satisfação
Se algum ponto da limpeza não ficou como combinado, o cliente deve nos avisar em até 48 horas após o serviço, com fotos. Voltamos sem custo em até 3 dias úteis para refazer os pontos reclamados. A impermeabilização de estofados tem garantia de 12 meses, desde que seguidos os cuidados indicados pela profissional.

9. Profissionais
Todas as profissionais são empregadas da Brilho Paulista, registradas em regime CLT; não há vínculo de emprego entre elas e o cliente. Durante o contrato e até 6 meses após o último serviço, o cliente não pode contratar diretamente, como diarista ou empregada doméstica, a profissional que lhe foi enviada por nós; se o fizer, paga uma taxa equivalente a 3 meses do plano contratado ou, sem plano, a R$ 2.000.

10. Planos fixos
Os planos fixos não têm prazo mínimo e podem ser pausados ou cancelados com 15 dias de aviso. Os preços são reajustados todo mês de janeiro pelo IPCA. Durante as férias ou ausências da profissional fixa, enviamos uma substituta com as instruções do cliente.

11. Dados pessoais e foro
Tratamos os dados do cliente conforme a Lei Geral de Proteção de Dados (LGPD), apenas para prestar o serviço e emitir a nota fiscal; endereços, chaves e códigos de acesso são mantidos em sigilo. Fica eleito o foro da Comarca de São Paulo/SP.`,
    },
  ],
  answerable: [
    // Portuguese paraphrases and everyday São Paulo words
    {
      question:
        'Oi, vcs tem faxineira pra vir lá em casa uma vez por semana? Moro num apê de 2 quartos em Perdizes, só eu e meu marido.',
      answeredBy: [regular, diaristaPrice, services, priceList],
    },
    {
      question:
        'Quanto fica pra deixar o apê um brinco depois da reforma? Trocaram o piso todo e tá um pó só, até dentro dos armários.',
      answeredBy: [postWorks, postWorksQuote, priceList],
    },
    {
      question: 'Vcs lavam sofá? O meu tá encardido e ainda por cima o gato fez xixi nele',
      answeredBy: [sofa, services, priceList],
    },
    {
      question: 'A moça traz os produtos ou eu tenho que comprar tudo antes?',
      answeredBy: [products, services, priceList],
    },
    {
      question:
        'a diarista de vcs é fichada? nao quero dor de cabeça com processo trabalhista depois',
      answeredBy: [trust, description, terms],
    },
    // Long messages in Portuguese, the question inside
    {
      question:
        'Boa tarde! Sou síndica de um prédio de 40 apartamentos em Moema, duas torres. A empresa que limpa hoje deixa a garagem imunda, falta gente toda semana e ninguém responde no fim de semana. Queria uma proposta pra limpeza das áreas comuns de segunda a sábado. Detalhe: a administradora só paga por boleto, com nota. Vcs trabalham com condomínio assim?',
      answeredBy: [condos, condoOfficeQuote, services, payment, priceList],
    },
    {
      question:
        'Oi! Vou entregar minha kitnet na Bela Vista no fim do mês e a imobiliária é chatíssima com a vistoria, já avisaram que se não estiver limpo eles cobram. Os móveis saem na sexta à noite e eu queria a limpeza no sábado de manhã, porque devolvo a chave na segunda. Quanto fica e vcs trabalham sábado?',
      answeredBy: [moving, weekends, hours, priceList],
    },
    {
      question:
        'Gente, minha sogra vem passar o Natal com a gente e eu não faço uma faxina de verdade desde julho. Coifa engordurada, rejunte do banheiro preto, vidro da sacada todo manchado... É um apê de 3 quartos na Vila Mariana. Vocês fazem essa limpeza mais pesada? E teria como ser num domingo, tipo dia 14, que é quando estou em casa?',
      answeredBy: [heavy, weekends, services, priceList],
    },
    {
      question:
        'Olá, temos um escritório de arquitetura na Vila Madalena, 12 pessoas, uns 150 m², com copa e dois banheiros. Queremos limpeza 3 vezes por semana depois das 19h pra não atrapalhar o pessoal. O financeiro precisa de nota fiscal e pagamento por boleto. Vocês atendem e mais ou menos quanto sai?',
      answeredBy: [offices, condoOfficeQuote, services, priceList, invoice, payment, terms],
    },
    // Typos and chat-speak in Portuguese
    { question: 'qto custa diarista 8h??', answeredBy: [diaristaPrice, priceList] },
    { question: 'vcs aceitam pix? e no cartao da pra parcelar?', answeredBy: [payment, priceList] },
    {
      question: 'pq tem q pagar taxa de deslocamento? moro no tatuape',
      answeredBy: [area, priceList],
    },
    { question: 'blz, e se eu precisar cancelar amanha tem multa?', answeredBy: [cancel, terms] },
    { question: 'tbm tenho q dar almoço pra moça? e a passagem?', answeredBy: [lunch] },
    {
      question: 'oi vc consegue mandar alguem hj ainda?? urgente, visita chegando as 18h',
      answeredBy: [booking, priceList],
    },
    // One or two words, in Portuguese
    { question: 'Pós-obra?', answeredBy: [postWorks, postWorksQuote, services, priceList] },
    { question: 'Boleto', answeredBy: [payment, invoice, priceList, terms] },
    { question: 'impermeabilização sofá', answeredBy: [sofa, services, priceList] },
    { question: 'Passa roupa?', answeredBy: [ironing, services, priceList] },
    { question: 'Domingo e feriado?', answeredBy: [weekends, priceList] },
    // Short follow-ups
    { question: 'e no sábado?', answeredBy: [hours, weekends] },
    {
      question: 'e pra um apê de 3 quartos, qtas horas precisa?',
      answeredBy: [diaristaPrice, priceList],
    },
    { question: 'and the mattress too? how much for a queen?', answeredBy: [mattress, priceList] },
    // Portuguese questions, English knowledge
    {
      question: 'Vou estar trabalhando, posso deixar a chave na portaria pra ela entrar?',
      answeredBy: [keys, terms],
    },
    {
      question:
        'A faxineira fala inglês? É pra casa de um colega gringo que não fala nada de português',
      answeredBy: [englishStaff],
    },
    {
      question: 'Minha empresa é que vai pagar, vcs emitem nota no CNPJ dela?',
      answeredBy: [invoice, terms, services],
    },
    // Long messages in English
    {
      question:
        "Hi! I just relocated to São Paulo with my company and I'm living in a furnished flat in Itaim. I don't have my CPF yet and my Brazilian bank account is still being opened, so I can't use Pix. I'd like someone to clean every week. Is that possible, and how would I pay?",
      answeredBy: [noCpf, payment, regular],
    },
    {
      question:
        "Hello, we're moving into a 3-bedroom apartment in Moema next month. The previous tenants left it pretty dirty and the landlord just had the whole place repainted, so there's paint and dust everywhere. Our shipment arrives on the 20th. Can you clean it before that, and roughly how much?",
      answeredBy: [moving, postWorks, postWorksQuote, services, priceList],
    },
    {
      question:
        "Hi, we just moved here from Chicago and a friend from work recommended you. Back home we'd always tip our cleaner, but here I have no idea what's normal. Should we tip yours, and are we supposed to give her lunch too?",
      answeredBy: [tip, lunch],
    },
    // Typos and chat-speak in English
    {
      question: 'do u guys clean sofas? how much 4 a 3 seater',
      answeredBy: [sofa, services, priceList],
    },
    { question: 'r ur cleaners insured?? and background checked?', answeredBy: [trust, terms] },
    // One word, in English
    { question: 'Windows?', answeredBy: [windows, heavy, moving, postWorks] },
    // English questions, Portuguese knowledge
    {
      question: 'Do I need to buy cleaning products or does the cleaner bring her own?',
      answeredBy: [products, services, priceList],
    },
    {
      question: 'Can I get the same cleaner every week?',
      answeredBy: [regular, services, priceList],
    },
    {
      question: "Which neighbourhoods do you cover? I'm in Brooklin, near Berrini station.",
      answeredBy: [area, priceList],
    },
    { question: 'I have two cats and a very shy dog, is that a problem?', answeredBy: [pets] },
    // Answered by a document only
    {
      question:
        'A diarista que vem aqui é ótima, posso contratar ela direto comigo? Sairia mais barato pros dois kkk',
      answeredBy: [terms],
    },
    {
      question:
        'nao gostei da faxina de ontem, ficou poeira em cima do armario e o box continua manchado. vcs voltam pra refazer?',
      answeredBy: [terms],
    },
    { question: 'qto custa limpar geladeira e forno por dentro?', answeredBy: [priceList] },
    {
      question:
        "What happens if the cleaner shows up and there's nobody home to let her in? My flight back might be delayed.",
      answeredBy: [terms, keys],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Vcs fazem dedetização tbm? Apareceu barata na cozinha do meu apê e não aguento mais.',
    'O síndico pediu pra limpar a caixa d’água do condomínio e precisa do certificado. Vocês fazem?',
    'Tenho uma empregada mensalista há 5 anos e quero registrar ela direitinho. Vcs ajudam com o eSocial e a carteira de trabalho?',
    'Oi, sou diarista há 12 anos e moro em Osasco. Vcs tão contratando? Como mando meu currículo?',
    'Vcs lavam cortina e edredom? Tipo buscar aqui em casa e devolver limpo?',
    'Nosso prédio em Perdizes vai trocar a empresa de portaria. Vocês fornecem porteiro e zelador também?',
    'Do you also clean car seats? My kid spilled a milkshake all over the back seat of my SUV.',
    "We're moving from Pinheiros to Alphaville next month. Can your team pack our things and move the furniture too?",
    // Plainly outside
    'Qual o jeito mais rápido de ir de Pinheiros pro aeroporto de Guarulhos, metrô ou táxi?',
    'Any good brunch places in Vila Madalena that are open on Sundays?',
  ],
};
