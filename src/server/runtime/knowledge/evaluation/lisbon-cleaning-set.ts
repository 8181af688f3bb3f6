import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * HELD OUT. Casa Brilho, a home-cleaning firm in Lisbon whose customers write in Portuguese
 * (European and Brazilian) and English (expats, short-term rental hosts). This set is scored
 * and reported, and never used to choose the engine's rules, word lists or thresholds: it tells
 * whether what was tuned on the other sets holds for a business nobody tuned for. Do not change
 * its questions or knowledge to follow the engine.
 *
 * The owner wrote the briefing in Portuguese, Q&A pairs in Portuguese and English, added a
 * response template for booking requests, and pasted a price list in Portuguese and the
 * checklist of a standard cleaning in English. The questions were written from the knowledge
 * alone, as customers type them: paraphrases and words the owner never used ("maid",
 * "faxina", "move-out"), long messages, typos, chat-speak, one- or two-word questions, and
 * questions in one language against knowledge in the other. The outside questions include hard
 * negatives that share words with the knowledge (cleaning cars or pools, selling products,
 * moving furniture house to house, dry cleaning, a job as a cleaner, repairing appliances).
 */

const english = qaIn('English');
const portuguese = qaIn('Portuguese');

// The sources' titles, as the answers name them.
const areas = 'Which areas of Lisbon do you cover?';
const regularPrice = 'How much does a regular home cleaning cost?';
const beHome = 'Do I need to be at home during the cleaning?';
const products = 'Do you bring your own cleaning products and equipment?';
const moveOut = 'Do you do end-of-tenancy cleaning?';
const vetted = 'Are your cleaners insured and background-checked?';
const cancel = 'How do I cancel or reschedule a cleaning?';
const holidayLets = 'Do you clean holiday rentals between guests?';
const windows = 'Do you clean windows?';
const ovenFridge = 'Can you clean inside the oven and the fridge?';
const damage = 'What happens if something is broken during a cleaning?';
const weekends = 'Do you work on weekends and public holidays?';
const sameCleaner = 'Will I always have the same cleaner?';
const notIncluded = 'What is not included in a standard cleaning?';
const hours = 'Qual é o vosso horário de atendimento?';
const payment = 'Que formas de pagamento aceitam?';
const invoice = 'Passam fatura com NIF?';
const afterWorks = 'Fazem limpezas pós-obra?';
const upholstery = 'Limpam sofás, colchões e tapetes?';
const ironing = 'Também passam a ferro?';
const pets = 'Há problema se eu tiver animais em casa?';
const offices = 'Fazem limpeza de escritórios?';
const duration = 'Quanto tempo demora uma limpeza?';
const firstVisit = 'Como funciona a primeira limpeza?';
const discounts = 'Há desconto para limpezas regulares?';
const giftCard = 'Têm vales de oferta?';
const urgent = 'Fazem limpezas urgentes no próprio dia?';
const prices = 'Tabela de preços 2026';
const checklist = 'Standard cleaning checklist';
const booking = 'Pedido de marcação';
const services = knowledgeCopy.briefingServices;

export const lisbonCleaningSet: EvaluationSet = {
  name: 'Lisbon home cleaning (Casa Brilho)',
  heldOut: true,
  agentName: 'Inês',
  briefing: {
    companyName: 'Casa Brilho',
    industry: 'services',
    description:
      'A Casa Brilho é uma empresa de limpezas domésticas em Lisboa, fundada em 2015. Temos 24 profissionais com contrato e escritório na Rua de Arroios 88, em Lisboa.',
    targetAudience:
      'Famílias e casais com pouco tempo, estrangeiros a viver em Lisboa, senhorios e anfitriões de alojamento local, e pequenos escritórios.',
    keyServices:
      'Limpeza doméstica regular (semanal, quinzenal ou pontual), limpeza profunda, limpeza de fim de arrendamento e de mudança, limpeza pós-obra, limpeza de alojamento local entre hóspedes, limpeza de sofás, colchões e tapetes, engomadoria e limpeza de escritórios.',
    commonQuestions:
      'Preços por hora, zonas servidas, produtos, chaves, cancelamentos, pagamentos e faturas, animais de estimação.',
    languages: ['Portuguese', 'English'],
    tonePreference: 'friendly',
    communicationStyle: 'Respostas curtas e simpáticas, com preços em euros e IVA incluído.',
    personality: 'Organizada, calorosa e de confiança.',
    responseTemplates: [
      {
        scenario: booking,
        response:
          'Obrigada! Para marcar uma limpeza envie-nos por WhatsApp (+351 913 404 221) ou pelo site casabrilho.example/marcar: a morada, a tipologia da casa (T0, T1, T2...), o tipo de limpeza, o dia e a hora que prefere. Confirmamos a marcação em menos de 4 horas úteis.',
      },
    ],
  },
  qa: [
    english(
      areas,
      'We clean in all of Lisbon and in Oeiras, Amadora, Odivelas, Loures and Almada at no extra cost. For Cascais, Sintra and Seixal we add a travel fee of 10 € per visit. We do not go further than that.',
    ),
    english(
      regularPrice,
      'A regular cleaning costs 16 € per hour, with a minimum of 3 hours per visit. With a weekly or fortnightly plan the hourly rate goes down (see our discounts). Deep cleaning is 20 € per hour. All prices include VAT and our products and equipment.',
    ),
    english(
      beHome,
      'No. Many clients leave us a key: we keep it in a sealed envelope with a code, never with your address on it, in our office safe. You can also leave it in a key box or with the building porter. At the end we send you a WhatsApp message with photos.',
    ),
    english(
      products,
      'Yes. Our cleaners bring all the products and equipment: a vacuum cleaner with a HEPA filter, a steam mop, microfibre cloths and eco-friendly products with the EU Ecolabel, safe for children and pets. If you prefer that we use your own products, just tell us.',
    ),
    english(
      moveOut,
      'Yes, we do end-of-tenancy and moving cleanings, so you can get your deposit back or move into a clean home. The house must be empty. Prices: T0 and T1 from 150 €, T2 from 190 €, T3 from 240 €, including inside the cupboards, the oven, the fridge and the inside of the windows.',
    ),
    english(
      vetted,
      'All our cleaners are our employees, with a contract and social security, never freelancers. Before joining they give us a criminal record certificate and references, and they are trained by us for two weeks. We have liability insurance up to 250,000 € with Fidelidade.',
    ),
    english(
      cancel,
      'You can cancel or move a cleaning for free up to 48 hours before. Between 48 and 24 hours before we charge 50 % of the visit, and with less than 24 hours or if our cleaner cannot get in, the full visit. To cancel, send us a WhatsApp message or an email.',
    ),
    english(
      holidayLets,
      'Yes, we clean Airbnb and Alojamento Local flats between guests: cleaning, bed linen and towel change, restocking of toilet paper and coffee, and a photo report for the host. We can do same-day turnovers between 11:00 and 16:00. From 45 € for a T1; linen rental 12 € per bed.',
    ),
    english(
      windows,
      'We clean the inside of all windows and the outside of windows we can reach safely from inside or from a balcony. We do not clean windows that need ladders higher than 2 metres, ropes or a platform. Blinds and shutters are cleaned on request in a deep cleaning.',
    ),
    english(
      ovenFridge,
      'Yes, as extras during any cleaning: inside of the oven 25 €, inside of the fridge 20 €, inside of the kitchen cupboards 20 €, extractor hood 15 €. They are included in end-of-tenancy and after-works cleanings.',
    ),
    english(
      damage,
      'Accidents are rare, but if something is broken or damaged, our cleaner tells you the same day. Please let us know within 48 hours with a photo. Our insurance covers the repair or the value of the item. We do not move very heavy furniture or clean valuable artworks.',
    ),
    english(
      weekends,
      'We clean from Monday to Saturday, 8:00 to 20:00. Saturday cleanings cost 20 % more. We do not work on Sundays or on public holidays, except for holiday-rental turnovers.',
    ),
    english(
      sameCleaner,
      'Yes, regular clients always have the same cleaner. When she is on holiday or ill, we send a colleague we trust and let you know beforehand.',
    ),
    english(
      notIncluded,
      'A standard cleaning does not include: outside windows above the ground floor, moving heavy furniture, mould removal, cleaning after a fire or a flood, biological waste, walls and ceilings, and balconies larger than 10 m². Ask us for a deep cleaning or a quote.',
    ),
    portuguese(
      hours,
      'Atendemos por telefone e WhatsApp de segunda a sexta das 8h às 19h e ao sábado das 9h às 13h. Fora desse horário pode deixar mensagem e respondemos no dia útil seguinte. O escritório na Rua de Arroios 88 recebe visitas só com marcação.',
    ),
    portuguese(
      payment,
      'Aceitamos MB Way, referência Multibanco, transferência bancária e cartão de débito ou crédito. Não aceitamos dinheiro. Limpezas pontuais pagam-se no dia; clientes regulares pagam no fim de cada mês.',
    ),
    portuguese(
      invoice,
      'Sim, emitimos sempre fatura eletrónica com o seu NIF, enviada por email no dia do pagamento. Todos os preços já incluem IVA à taxa de 23 %. Para empresas emitimos fatura com o NIF da empresa.',
    ),
    portuguese(
      afterWorks,
      'Sim, fazemos limpeza pós-obra: pó de obra, restos de tinta e cimento, vidros, caixilharia e chão. Cada obra é diferente, por isso fazemos uma visita gratuita e enviamos orçamento em 48 horas. Valor indicativo: a partir de 4 € por m².',
    ),
    portuguese(
      upholstery,
      'Sim, limpamos estofos com máquina de injeção-extração e vapor: sofá de 2 lugares 50 €, de 3 lugares 65 €, colchão de solteiro 35 €, colchão de casal 45 €, tapetes 9 € por m². Remove ácaros, manchas e odores; o tecido fica seco em 4 a 6 horas.',
    ),
    portuguese(
      ironing,
      'Sim, a nossa profissional pode passar a ferro durante a limpeza: o tempo conta como parte das horas marcadas. Não recolhemos nem entregamos roupa e não lavamos roupa à mão.',
    ),
    portuguese(
      pets,
      'Nenhum problema: gostamos de cães e gatos. Avise-nos quando marcar, para enviarmos alguém sem alergias, e se o animal ficar nervoso com o aspirador, feche-o noutra divisão. Não passeamos cães nem limpamos caixas de areia ou gaiolas.',
    ),
    portuguese(
      offices,
      'Sim, limpamos escritórios, consultórios e lojas até 300 m², fora do horário de trabalho (antes das 9h ou depois das 19h). Fazemos contrato mensal com visitas fixas. Pedimos uma visita para orçamento.',
    ),
    portuguese(
      duration,
      'Depende da casa: uma limpeza regular de um T1 demora cerca de 3 horas, um T2 4 horas e um T3 5 horas. Uma limpeza profunda demora o dobro. Com duas profissionais o tempo reduz para metade.',
    ),
    portuguese(
      firstVisit,
      'A primeira limpeza de um cliente regular é sempre uma limpeza profunda, para deixar a casa pronta para a manutenção. Antes disso combinamos por telefone o que é importante para si. Depois da primeira limpeza passa ao preço regular.',
    ),
    portuguese(
      discounts,
      'Sim: limpeza semanal 14 € por hora e quinzenal 15 € por hora, em vez de 16 €. Se recomendar a Casa Brilho a um amigo, ganha 15 € de desconto na próxima limpeza quando ele fizer a primeira.',
    ),
    portuguese(
      giftCard,
      'Sim, vendemos vales de oferta a partir de 50 €, válidos por um ano para qualquer serviço. Enviamos por email em PDF ou em cartão impresso. São uma boa prenda para pais recentes ou para quem muda de casa.',
    ),
    portuguese(
      urgent,
      'Se tivermos disponibilidade, sim: marcações para o próprio dia têm um acréscimo de 25 % e precisam de ser pedidas até às 10h. Ligue-nos em vez de escrever, para sermos mais rápidos.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'Portuguese',
      text: `TABELA DE PREÇOS 2026 - Casa Brilho
Preços com IVA (23 %) incluído, produtos e equipamento incluídos.

Limpeza regular: 16 € por hora, mínimo 3 horas.
Plano semanal: 14 € por hora. Plano quinzenal: 15 € por hora.
Limpeza profunda: 20 € por hora, mínimo 4 horas.
Sábado: mais 20 %. Marcação para o próprio dia: mais 25 %.

Fim de arrendamento / mudança (casa vazia): T0-T1 desde 150 €, T2 desde 190 €, T3 desde 240 €, T4 desde 290 €.
Alojamento local entre hóspedes: T0-T1 desde 45 €, T2 desde 60 €. Aluguer de roupa de cama: 12 € por cama.
Pós-obra: desde 4 € por m², com orçamento após visita.

Extras: interior do forno 25 €, interior do frigorífico 20 €, interior dos armários da cozinha 20 €, exaustor 15 €, estores e persianas 5 € cada.
Estofos: sofá 2 lugares 50 €, sofá 3 lugares 65 €, colchão de solteiro 35 €, colchão de casal 45 €, tapetes 9 €/m².
Deslocação a Cascais, Sintra e Seixal: 10 € por visita.`,
    },
    {
      title: checklist,
      language: 'English',
      text: `What our standard cleaning includes
Kitchen: worktops, sink and taps, outside of the appliances and cupboards, microwave inside and out, hob, bins emptied, floor vacuumed and mopped.
Bathrooms: toilet, shower, bathtub and tiles descaled, mirrors, sink and taps, floor mopped, towels folded.
Bedrooms and living room: dusting of all reachable surfaces, skirting boards, light switches and door handles, beds made (linen changed if you leave clean linen out), floors vacuumed and mopped, rugs vacuumed.
Whole home: rubbish taken to the bins downstairs, inside of windows wiped where needed.
Not included: inside the oven and the fridge (extras), exterior windows, walls and ceilings, laundry.
Our cleaners do not climb higher than a 2 metre step ladder.`,
    },
  ],
  answerable: [
    // Paraphrases and words the owner never wrote
    {
      question: 'How much do you charge per hour for a cleaner?',
      answeredBy: [regularPrice, prices, discounts],
    },
    { question: 'Do you cover Cascais?', answeredBy: [areas, prices] },
    {
      question: 'Can I give you my keys so the maid can come while I am at work?',
      answeredBy: [beHome],
    },
    {
      question: 'Do your cleaners use their own supplies or do I need to buy stuff?',
      answeredBy: [products],
    },
    {
      question: "I'm moving out of my flat next month, can you do a move-out clean?",
      answeredBy: [moveOut, prices, services],
    },
    {
      question: 'Are your staff trustworthy? Do they have a criminal record check?',
      answeredBy: [vetted],
    },
    {
      question: 'I need to change the date of my cleaning, is there a fee?',
      answeredBy: [cancel],
    },
    {
      question: 'I run an Airbnb in Alfama, can you do changeovers between guests?',
      answeredBy: [holidayLets, prices, services],
    },
    {
      question: 'Will you clean behind the fridge and inside the oven?',
      answeredBy: [ovenFridge, prices, checklist],
    },
    { question: 'Your cleaner broke a vase, what now?', answeredBy: [damage] },
    { question: 'Are you open on Saturdays?', answeredBy: [weekends, hours, prices] },
    { question: 'Do I get the same lady every week?', answeredBy: [sameCleaner] },
    { question: 'Do you wash the walls and ceilings?', answeredBy: [notIncluded, checklist] },
    { question: 'Is cleaning the bathroom included?', answeredBy: [checklist] },
    // Long messages
    {
      question:
        'Hi, we just had our kitchen renovated and the whole apartment is covered in dust and paint stains. Could you send someone to clean it all up and how much would it cost?',
      answeredBy: [afterWorks, prices, services],
    },
    {
      question:
        'We have two cats and a very anxious dog who hates noise. Is that a problem for your cleaners, and can they also clean the litter box?',
      answeredBy: [pets],
    },
    {
      question:
        'Boa tarde, moro num T2 em Alvalade e queria saber quanto tempo demora mais ou menos uma limpeza normal, para organizar o meu dia',
      answeredBy: [duration],
    },
    {
      question:
        'Olá! Nunca tive empregada de limpeza. Como é que funciona a primeira vez que vêm a minha casa? Fazem alguma coisa diferente?',
      answeredBy: [firstVisit],
    },
    // Typos and chat-speak
    { question: 'do u guys do ironing??', answeredBy: [ironing, services] },
    { question: 'how much 4 a mattress clean', answeredBy: [upholstery, prices] },
    { question: 'vcs aceitam mbway?', answeredBy: [payment] },
    { question: 'qnto custa limpar o sofa?', answeredBy: [upholstery, prices] },
    { question: 'wat are ur opening hours', answeredBy: [hours, weekends] },
    { question: 'preciso de factura com contribuinte', answeredBy: [invoice] },
    { question: 'do yuo clean windos', answeredBy: [windows, checklist] },
    { question: 'tem desconto se for toda semana?', answeredBy: [discounts, prices] },
    // Portuguese questions, English knowledge
    { question: 'Trabalham em Almada?', answeredBy: [areas] },
    {
      question: 'Tenho de estar em casa quando a senhora da limpeza vier?',
      answeredBy: [beHome],
    },
    { question: 'Os produtos de limpeza estão incluídos?', answeredBy: [products, prices] },
    { question: 'Trabalham ao domingo?', answeredBy: [weekends] },
    { question: 'Como cancelo uma limpeza marcada?', answeredBy: [cancel] },
    { question: 'As vossas empregadas têm seguro?', answeredBy: [vetted, damage] },
    // English questions, Portuguese knowledge
    { question: 'Do you clean offices?', answeredBy: [offices, services] },
    { question: 'Can I pay by card?', answeredBy: [payment] },
    { question: 'Do you sell gift vouchers?', answeredBy: [giftCard] },
    {
      question: 'Can someone come today? It is urgent, my in-laws arrive tonight',
      answeredBy: [urgent],
    },
    { question: 'Do you clean carpets and rugs?', answeredBy: [upholstery, prices, services] },
    // One or two words
    { question: 'precos', answeredBy: [prices, regularPrice] },
    { question: 'marcar limpeza', answeredBy: [booking] },
    { question: 'book a cleaning', answeredBy: [booking] },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Do you clean cars? Mine is full of sand from the beach',
    'Fazem limpeza e manutenção de piscinas?',
    'Do you sell your eco cleaning products in a shop?',
    'Vocês fazem mudanças? Preciso de levar os móveis para a casa nova',
    'Can you dry clean my suit and a wedding dress?',
    'Procuro emprego como empregada de limpeza, estão a contratar?',
    'My washing machine is broken, do you repair appliances?',
    'Can you get rid of the cockroaches in my kitchen?',
    // Plainly outside
    'Qual é a melhor pastelaria de pastéis de nata em Belém?',
    'What is the weather usually like in Lisbon in March?',
  ],
};
