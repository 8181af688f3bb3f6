import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Casa do Beco, a small family guesthouse (alojamento local) with six rooms in a 19th-century
 * building in Alfama, Lisbon, on steep streets and with no lift. Its guests write in English
 * (tourists from the UK, the US, Germany and the Netherlands), in Portuguese from Portugal and
 * from Brazil, and a few in Spanish and French. The owner wrote the briefing in European
 * Portuguese, most Q&A pairs in Portuguese and a few in English, added one custom response for
 * availability and booking requests, and pasted the 2026 price list and the house rules and
 * booking conditions, both in Portuguese.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday words ("early check in", "drop our bags", "crib", "AC", "elevator", "city tax",
 * "geladeira", "térreo", "ladeiras", "café da manhã", "carregador"), long messages, typos and
 * chat-speak ("vcs", "q", "pq", "tb", "pra", "obg", "qdo", "do u", "whats ur", "r towels"), one-
 * or two-word questions, and English, Spanish and French questions against Portuguese knowledge
 * and the reverse. The outside questions include hard negatives that share words with the
 * knowledge (renting a car, fado show tickets, booking a restaurant, washing guests' clothes,
 * tram tickets, walking tours, a job as a receptionist, buying the building).
 */

const english = qaIn('English');
const portuguese = qaIn('Portuguese');

// The sources' titles, as the answers name them.
const rooms = 'Que tipos de quartos têm e quantas pessoas cabem em cada um?';
const prices = 'Quanto custa uma noite?';
const breakfast = 'O pequeno-almoço está incluído?';
const times = 'A que horas é o check-in e o check-out?';
const lateArrival = 'Chego tarde à noite. Como faço o check-in?';
const luggage = 'Posso deixar as malas antes do check-in ou depois do check-out?';
const airport = 'Como chego do aeroporto à Casa do Beco?';
const stairs = 'A casa tem elevador? As ruas são muito inclinadas?';
const parking = 'Há estacionamento? Posso ir de carro?';
const aircon = 'Os quartos têm ar condicionado e aquecimento?';
const wifi = 'Há Wi-Fi? Dá para trabalhar?';
const children = 'Aceitam crianças? Têm berço?';
const pets = 'Posso levar o meu cão ou o meu gato?';
const touristTax = 'O que é a taxa turística e quanto se paga?';
const cancellation = 'Qual é a política de cancelamento?';
const booking = 'Como faço uma reserva direta e quanto é o sinal?';
const payment = 'Que formas de pagamento aceitam?';
const groups = 'Podemos reservar a casa inteira para um grupo?';
const cleaning = 'Os quartos são limpos todos os dias? As toalhas estão incluídas?';
const noise = 'A zona é barulhenta? Ouve-se o fado à noite?';
const invoice = 'Podem passar fatura com NIF?';
const passport = 'Porque é que me pedem o passaporte ou o cartão de cidadão?';
const location = 'Onde fica a Casa do Beco e o que há perto?';
const accessibility =
  'Is the guesthouse suitable for guests with reduced mobility or a wheelchair?';
const earlyLate = 'Can we check in early or check out late?';
const diet = 'Can you cater for gluten-free, vegan or other diets at breakfast?';
const contact = 'How do we reach you during our stay, and is anyone there at night?';
const priceList = 'Preçário 2026 – Casa do Beco';
const houseRules = 'Regras da Casa e Condições de Reserva';
const bookingRequest = 'Pedido de disponibilidade ou de reserva';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const lisbonGuesthouseSet: EvaluationSet = {
  name: 'Lisbon guesthouse (Casa do Beco)',
  heldOut: false,
  agentName: 'Inês',
  briefing: {
    companyName: 'Casa do Beco – Alojamento Local',
    industry: 'services',
    description:
      'A Casa do Beco é uma casa de hóspedes familiar em Alfama, Lisboa, num prédio de 1880 na Rua de São Miguel, gerida pela família Marques desde 2015 (registo de Alojamento Local n.º 45123/AL). Temos seis quartos, todos com casa de banho privada, ar condicionado e Wi-Fi, um terraço com vista para o Tejo e servimos um pequeno-almoço caseiro todas as manhãs. É uma casa antiga: não há elevador e as ruas à volta são íngremes, com escadinhas e calçada.',
    targetAudience:
      'Turistas de toda a Europa e dos Estados Unidos (sobretudo do Reino Unido, da Alemanha e dos Países Baixos), casais, famílias com crianças, viajantes sozinhos, portugueses e brasileiros em escapadinha a Lisboa e pequenos grupos de amigos que querem conhecer Alfama e o fado.',
    keyServices:
      'Seis quartos: duplos, twin, superiores com varanda e vista rio e uma suite familiar para 4 pessoas. Pequeno-almoço incluído, check-in autónomo para chegadas tardias, guarda de bagagem, transfer do aeroporto com motorista parceiro, berço e cadeira de bebé grátis, terraço comum com vista para o Tejo, Wi-Fi de fibra, ar condicionado, empréstimo de toalhas de praia e guarda-chuvas, reserva da casa inteira para grupos, fatura com NIF.',
    commonQuestions:
      'Preços e disponibilidade, se o pequeno-almoço está incluído, as horas de check-in e check-out, o que fazer quando se chega tarde, onde deixar as malas, como chegar do aeroporto, se há elevador e estacionamento, a taxa turística, o cancelamento e o sinal, as formas de pagamento, crianças e animais, o barulho do fado e dos Santos Populares.',
    languages: ['Portuguese', 'English', 'Spanish', 'French'],
    tonePreference: 'friendly',
    communicationStyle:
      'Respostas curtas e calorosas, sempre com os preços em euros e as horas certas. Em português tratamos os hóspedes por "você"; a quem nos escreve noutra língua respondemos nessa língua.',
    personality:
      'Como a dona da casa que recebe os hóspedes à porta: simpática, prática, conhece cada beco de Alfama e diz com franqueza o que a casa tem e o que não tem (como o elevador).',
    responseTemplates: [
      {
        scenario: bookingRequest,
        response:
          'Obrigada pelo interesse na Casa do Beco! Para lhe dizer se temos quarto e quanto fica, envie-nos por favor: as datas de chegada e de saída, quantos adultos e quantas crianças (com as idades), o quarto que prefere (duplo, twin, superior com varanda ou Suite Tejo) e a hora prevista de chegada. Respondemos em poucas horas por WhatsApp (+351 913 204 877) ou por e-mail (reservas@casadobeco.example), com o preço total e o valor do sinal (30%). A reserva só fica confirmada depois de recebermos o sinal.',
      },
    ],
  },
  qa: [
    portuguese(
      rooms,
      'Temos seis quartos, todos com casa de banho privada com duche (a Suite Tejo tem banheira), ar condicionado, Wi-Fi, cofre e secador de cabelo. Quarto Azulejo e Quarto Manjerico: duplos com cama de casal de 160 cm, no 1.º andar, virados para o pátio interior, por isso são os mais sossegados; para 2 pessoas. Quarto Sardinha: twin com duas camas de 90 cm, que juntamos a pedido, no rés-do-chão, o único quarto sem escadas dentro de casa; para 2 pessoas. Quarto Elétrico e Quarto Guitarra: superiores com cama king size de 180 cm, no 2.º andar, com varanda e vista para o rio; para 2 pessoas. Suite Tejo: no 3.º andar, com cama de casal, sofá-cama, zona de estar e acesso direto ao terraço; para 2 adultos e 2 crianças ou 3 adultos.',
    ),
    portuguese(
      prices,
      'Depende do quarto e da época. Por noite e por quarto, com pequeno-almoço incluído: duplos Azulejo e Manjerico de 75 € a 120 €, twin Sardinha de 70 € a 110 €, superiores com varanda Elétrico e Guitarra de 100 € a 160 €, Suite Tejo de 140 € a 210 € para 2 pessoas (mais 20 € por noite por cada pessoa extra a partir dos 3 anos). A época baixa (janeiro a março e novembro até ao Natal) é a mais barata; a época alta vai de junho a setembro e do Natal aos Reis. Nos Santos Populares (10 a 14 de junho) e na Passagem de Ano acrescem 20%. Estadia mínima: 2 noites na época média e alta, 3 noites nos Santos Populares e na Passagem de Ano. A taxa turística (4 € por pessoa e por noite) paga-se à parte. Reservando diretamente connosco fica mais barato do que no Booking.com ou no Airbnb, e a partir de 7 noites tem 10% de desconto. Todos os preços estão no Preçário 2026.',
    ),
    portuguese(
      breakfast,
      'Sim, o pequeno-almoço está incluído em todas as reservas. Servimos das 8:00 às 10:30 na sala do rés-do-chão ou, com bom tempo, no terraço: pão da padaria do bairro, pastéis de nata, queijo, fiambre, fruta da época, iogurte, cereais, sumo de laranja natural, café, chá e ovos mexidos feitos na hora. Se tiver de sair antes das 8:00 (um voo cedo ou uma excursão), preparamos um saco de pequeno-almoço para levar: basta pedir na véspera. Quem não tomar o pequeno-almoço não tem desconto.',
    ),
    portuguese(
      times,
      'O check-in é a partir das 15:00 e o check-out até às 11:00. Estamos na casa das 8:00 às 20:00 para o receber; se chegar depois das 20:00, faz o check-in autónomo com o código do cofre de chaves que lhe enviamos no dia da chegada. Se o quarto estiver pronto antes das 15:00, pode entrar mais cedo sem custo; se ainda não estiver, deixe as malas connosco e vá passear. O late check-out até às 13:00 custa 20 €, se ninguém entrar no seu quarto nesse dia; confirmamos na véspera.',
    ),
    portuguese(
      lateArrival,
      'Não há problema, pode chegar a qualquer hora. Estamos na casa das 8:00 às 20:00; depois disso faz o check-in autónomo. No dia da chegada, até às 16:00, enviamos-lhe por WhatsApp ou e-mail o código da porta da rua e do cofre de chaves (à esquerda da porta), o número do quarto e um vídeo curto do caminho desde o Largo de São Miguel. Para isso precisamos antes: da hora prevista de chegada, da cópia do documento de identificação de todos os hóspedes e do pagamento do resto da estadia (por link de pagamento, MB Way ou transferência). A taxa turística paga no dia seguinte, ao pequeno-almoço. Chegar de madrugada não tem custo extra; se o voo se atrasar, o código funciona na mesma, mas avise-nos.',
    ),
    portuguese(
      luggage,
      'Sim, e é grátis. No dia da chegada pode deixar as malas a partir das 8:00, mesmo que o quarto ainda não esteja pronto, e no dia da saída guardamo-las até às 20:00, numa sala fechada à chave no rés-do-chão. Depois do check-out pode usar o nosso duche de cortesia antes de ir para o aeroporto. Passaportes, dinheiro e computadores leve-os consigo. Se o seu voo chega de madrugada, diga-nos a hora para combinarmos.',
    ),
    portuguese(
      airport,
      'De táxi: são 20 a 25 minutos e custa cerca de 15 a 20 € (um pouco mais à noite e com malas); Uber e Bolt ficam parecidos. Peça para o deixarem no Largo de São Miguel: os carros não entram no nosso beco, e daí são 80 metros a pé, com alguns degraus. De metro: apanhe a linha Vermelha no Aeroporto até São Sebastião e mude para a linha Azul até Santa Apolónia (cerca de 40 minutos); de Santa Apolónia são 10 minutos a pé, a subir. Com malas grandes não aconselhamos o metro às horas de ponta. Transfer privado: o nosso motorista parceiro, o Sr. Carlos, espera-o nas chegadas com uma placa com o seu nome e deixa-o no largo, onde o vamos buscar. Custa 30 € até 4 pessoas e 45 € de 5 a 8 pessoas (carrinha), mais 10 € entre a meia-noite e as 6:00. Reserve com 48 horas de antecedência e envie-nos o número do voo.',
    ),
    portuguese(
      stairs,
      'Não há elevador. A Casa do Beco é um prédio de 1880 com rés-do-chão e três andares, e as escadas são estreitas e inclinadas, como em todas as casas antigas de Alfama: até ao 1.º andar são 22 degraus, até ao 2.º 40 e até à Suite Tejo, no 3.º, 58. Lá fora as ruas são íngremes, de calçada e com escadinhas, e escorregam com a chuva: traga sapatos confortáveis e, se puder, uma mala média em vez de duas grandes. Entre as 8:00 e as 20:00 ajudamos a levar as malas até ao quarto. Se subir escadas for difícil para si, peça o Quarto Sardinha, no rés-do-chão.',
    ),
    portuguese(
      parking,
      'Não temos estacionamento, e em Alfama o trânsito é condicionado: em muitas ruas só entram moradores e táxis, com câmaras e multas. Por isso não aconselhamos vir de carro; Lisboa anda-se bem a pé, de elétrico e de metro. Se vier de carro, o parque mais perto é o Parque do Campo das Cebolas, a 10 minutos a pé (cerca de 20 € por 24 horas). Pode parar 10 minutos no Largo de São Miguel para descarregar as malas.',
    ),
    portuguese(
      aircon,
      'Sim. Todos os quartos têm ar condicionado com bomba de calor, que arrefece no verão e aquece no inverno, com comando no quarto. No inverno há também mantas extra no armário. Os quartos do último andar aquecem mais em julho e agosto; para quem prefere dormir de janela aberta temos ventoinhas. Pedimos que desligue o ar condicionado quando sai do quarto e quando abre as janelas.',
    ),
    portuguese(
      wifi,
      'Sim, temos Wi-Fi de fibra grátis em toda a casa, também no terraço, com cerca de 500 Mb/s. O nome da rede e a palavra-passe estão no cartão de boas-vindas do quarto. Dá bem para videochamadas e teletrabalho; os quartos superiores e a sala têm uma secretária. Se a ligação falhar, desligue e volte a ligar o router do patamar do seu andar ou mande-nos uma mensagem.',
    ),
    portuguese(
      children,
      'Sim, as crianças de todas as idades são bem-vindas. Temos dois berços de viagem com lençóis e uma cadeira de bebé para o pequeno-almoço, grátis, a pedir na reserva. Crianças até aos 2 anos não pagam. Para famílias a Suite Tejo é a melhor opção: tem cama de casal e sofá-cama para duas crianças, e cada pessoa extra a partir dos 3 anos paga 20 € por noite. Nos outros quartos cabe um berço, mas não há camas extra. Com as escadas e a calçada, um porta-bebés dá mais jeito do que o carrinho; o carrinho pode ficar fechado na entrada. Até aos 12 anos não se paga taxa turística.',
    ),
    portuguese(
      pets,
      'Lamentamos, mas não aceitamos animais de estimação: alguns hóspedes têm alergias e a casa não tem espaço para eles. Só aceitamos cães de assistência (cães-guia), avisando-nos na reserva.',
    ),
    portuguese(
      touristTax,
      'É uma taxa da Câmara Municipal de Lisboa que todos os alojamentos são obrigados a cobrar: 4 € por pessoa e por noite, no máximo 7 noites por pessoa (28 €). Estão isentas as crianças até aos 12 anos e quem vem a Lisboa para tratamento médico, com comprovativo, e um acompanhante. Não está incluída no preço do quarto, nem nas reservas feitas no Booking.com ou no Airbnb: paga-se no check-in, em numerário ou com cartão. Por exemplo, 2 adultos durante 3 noites pagam 24 €.',
    ),
    portuguese(
      cancellation,
      'Nas reservas diretas o cancelamento é grátis até 7 dias antes da chegada, e devolvemos o sinal em até 5 dias úteis. Entre 7 dias e 48 horas antes da chegada ficamos com o sinal (30%). Com menos de 48 horas ou se não aparecer, cobramos 50% da estadia. Na época alta (junho a setembro, Santos Populares e fim de ano) o cancelamento grátis é até 14 dias antes. Pode mudar as datas uma vez sem custo até 7 dias antes, se houver disponibilidade. As reservas feitas no Booking.com ou no Airbnb seguem as condições dessas plataformas, e os grupos têm condições próprias.',
    ),
    portuguese(
      booking,
      'Pode reservar por WhatsApp (+351 913 204 877), por e-mail (reservas@casadobeco.example) ou no nosso site casadobeco.example. Diga-nos as datas, quantas pessoas são (e a idade das crianças) e o quarto que prefere; respondemos em poucas horas com o preço total. A reserva fica confirmada com um sinal de 30% do total, pago em 48 horas por transferência bancária, MB Way ou link de pagamento com cartão; o resto paga na chegada. Reservando diretamente tem o melhor preço, mais barato do que nas plataformas, e 10% de desconto a partir de 7 noites.',
    ),
    portuguese(
      payment,
      'O sinal da reserva direta paga-se por transferência bancária, MB Way ou link de pagamento com cartão. O resto da estadia e a taxa turística pagam-se no check-in, em numerário (euros), com cartão de débito ou de crédito Visa ou Mastercard, ou por MB Way; antes da chegada também por transferência ou link de pagamento. Não aceitamos American Express, cheques nem outras moedas. As reservas do Booking.com e do Airbnb pagam-se na plataforma; connosco só a taxa turística.',
    ),
    portuguese(
      groups,
      'Sim. Os seis quartos dão para 14 pessoas, e a casa inteira custa a soma dos preços dos quartos com 10% de desconto, com um mínimo de 3 noites. Para grupos de 4 quartos ou mais o sinal é de 50% e o cancelamento é grátis até 30 dias antes da chegada. Servimos o pequeno-almoço a todos juntos e o terraço fica só para o grupo. Atenção: não aceitamos festas, eventos nem despedidas de solteiro ou de solteira, e o silêncio das 23:00 às 8:00 vale também para grupos, porque temos vizinhos parede com parede. Para um orçamento, envie-nos as datas e o número de pessoas.',
    ),
    portuguese(
      cleaning,
      'Arrumamos os quartos todos os dias entre as 11:00 e as 15:00: fazemos a cama, esvaziamos o lixo e repomos papel, gel de banho e champô. As toalhas de banho e a roupa de cama estão sempre incluídas; trocamos as toalhas de 3 em 3 dias, ou antes se as deixar no chão da casa de banho, e a roupa de cama de 4 em 4 noites. Se não quiser que entremos, pendure na porta o aviso "Não incomodar". Também emprestamos toalhas de praia para ir à Costa da Caparica ou a Cascais, sem custo.',
    ),
    portuguese(
      noise,
      'Alfama é um bairro vivo. Há casas de fado na nossa rua e na Rua de São Pedro, com música até cerca da meia-noite, sobretudo de quinta a sábado; com as janelas fechadas ouve-se pouco dentro dos quartos. Em junho, nos Santos Populares, há arraiais todas as noites nas ruas de Alfama, com música alta até às 2 ou 3 da manhã, e a noite de 12 para 13 de junho (Santo António) é a maior festa do ano e dura a noite toda. Para quem tem o sono leve recomendamos os quartos Azulejo e Manjerico, virados para o pátio interior, e em todos os quartos há tampões para os ouvidos. Dentro da casa pedimos silêncio das 23:00 às 8:00.',
    ),
    portuguese(
      invoice,
      'Sim. Passamos fatura-recibo em nome da pessoa ou da empresa que indicar, com NIF português ou número de IVA estrangeiro. Diga-nos na reserva ou até ao check-out o nome, a morada e o NIF. A fatura é enviada por e-mail no dia da saída, com a taxa turística em linha separada. Depois de emitida já não podemos alterar os dados, por isso confirme-os antes.',
    ),
    portuguese(
      passport,
      'Por lei, os alojamentos locais têm de comunicar às autoridades (à AIMA, através do sistema SIBA), no prazo de 3 dias úteis, os dados de todos os hóspedes estrangeiros: é o chamado boletim de alojamento. Por isso pedimos uma fotografia do passaporte ou do cartão de identificação de cada hóspede, incluindo as crianças, antes da chegada ou no check-in. Os dados servem só para isso e são apagados nos prazos da lei.',
    ),
    portuguese(
      location,
      'Estamos na Rua de São Miguel, 31, 1100-544 Lisboa, em Alfama, a dois passos do Largo de São Miguel. A pé: Museu do Fado a 5 minutos, Miradouro de Santa Luzia e Portas do Sol a 8 minutos (com paragem do elétrico 28), Feira da Ladra (terças e sábados) a 10 minutos, Sé de Lisboa a 12 minutos, Castelo de São Jorge a 15 minutos (a subir), Praça do Comércio a 15 minutos (a descer) e estação de Santa Apolónia a 10 minutos. No Largo do Chafariz de Dentro, a 3 minutos, há mercearia, farmácia e multibanco.',
    ),
    english(
      accessibility,
      'Unfortunately we are not wheelchair accessible. Cars cannot reach our door, the lane in front has steps and cobbles, the front door has 4 steps and the house has no lift. The only room without stairs inside the house is Sardinha, on the ground floor, with twin beds and a shower with a low 15 cm step and a grab bar. Guests who walk with a stick or have trouble with stairs usually manage well in that room, and we carry the luggage. For wheelchair users we recommend a hotel with a lift in the Baixa. Assistance dogs are welcome.',
    ),
    english(
      earlyLate,
      'Check-in is from 15:00 and check-out is by 11:00. If your room is ready earlier (often from 13:00), you can go in at no charge: just tell us your arrival time. If you need to be sure, book a guaranteed early check-in from 11:00 for 30 €. Arriving in the morning? Drop your bags with us from 8:00 and go exploring. Late check-out until 13:00 costs 20 €, and until 16:00 half the price of a night, if nobody is arriving in your room that day; we confirm the evening before. If your flight leaves late, we keep your bags until 20:00 for free and you can use our courtesy shower on the ground floor before you go.',
    ),
    english(
      diet,
      'Yes, just tell us when you book or the day before. We have gluten-free bread and cakes, oat, soy and lactose-free milk, and vegan options such as fruit, avocado toast, vegan yogurt and plant-based spreads. For serious allergies (coeliac disease, nuts) please let us know: our kitchen is small, so we keep gluten-free food apart but cannot guarantee it is completely free of traces. We do not serve certified halal or kosher products, but we can prepare a vegetarian breakfast.',
    ),
    english(
      contact,
      'Someone from the family is at the house every day from 8:00 to 20:00; the reception desk is in the breakfast room. Outside those hours, send a WhatsApp message or call +351 913 204 877 for anything urgent, such as a lost key or a water leak: we live five minutes away and come over at night if needed. For non-urgent things, write to us and we answer in the morning. In an emergency, call 112.',
    ),
  ],
  documents: [
    {
      title: priceList,
      language: 'Portuguese',
      text: `PREÇÁRIO 2026 – Casa do Beco, Alojamento Local em Alfama (AL n.º 45123/AL)
Rua de São Miguel, 31, 1100-544 Lisboa · WhatsApp +351 913 204 877 · reservas@casadobeco.example

Preços por quarto e por noite, em euros, com IVA e pequeno-almoço incluídos, válidos de 6 de janeiro de 2026 a 5 de janeiro de 2027 para reservas diretas. No Booking.com e no Airbnb os preços são mais altos. A taxa turística de Lisboa não está incluída (ver abaixo).

Épocas
- Época baixa: 6 de janeiro a 31 de março e 1 de novembro a 22 de dezembro
- Época média: 1 de abril a 31 de maio e 1 a 31 de outubro
- Época alta: 1 de junho a 30 de setembro e 23 de dezembro a 5 de janeiro
- Datas especiais: Santos Populares (10 a 14 de junho) e Passagem de Ano (29 de dezembro a 2 de janeiro): preço de época alta mais 20%

Quartos (época baixa / média / alta)
- Quarto Azulejo e Quarto Manjerico – duplo, cama de casal 160 cm, 1.º andar, janela para o pátio interior, 14 m², duche: 75 € / 95 € / 120 €
- Quarto Sardinha – twin, duas camas de 90 cm (juntam-se a pedido), rés-do-chão, janela para a rua, 12 m², duche: 70 € / 90 € / 110 €
- Quarto Elétrico e Quarto Guitarra – superior, cama king size 180 cm, 2.º andar, varanda com vista para o rio, 18 m², duche: 100 € / 125 € / 160 €
- Suite Tejo – 3.º andar, cama de casal 160 cm e sofá-cama (2 crianças ou 1 adulto), zona de estar, banheira com chuveiro, acesso direto ao terraço, 26 m², preço para 2 pessoas: 140 € / 170 € / 210 €
- Pessoa extra na Suite Tejo, a partir dos 3 anos: 20 € por noite
- Uso individual dos quartos duplos e twin: menos 10 € por noite
- Casa inteira (6 quartos, até 14 pessoas): soma dos preços dos quartos com 10% de desconto, mínimo 3 noites

Estadia mínima
- Época baixa: 1 noite
- Época média e época alta: 2 noites
- Santos Populares e Passagem de Ano: 3 noites

Descontos (só reservas diretas, não acumuláveis)
- 7 noites ou mais: 10%
- Hóspedes que regressam: 5%

Extras
- Early check-in garantido a partir das 11:00: 30 € (a pedir na reserva, conforme a disponibilidade); se o quarto estiver pronto antes das 15:00, a entrada antecipada é grátis
- Late check-out até às 13:00: 20 €; até às 16:00: 50% do preço da noite
- Transfer aeroporto – Casa do Beco (ou ao contrário) com motorista parceiro: 30 € de 1 a 4 pessoas com malas, 45 € de 5 a 8 pessoas (carrinha); entre as 0:00 e as 6:00, mais 10 €
- Berço de viagem e cadeira de bebé: grátis; crianças até aos 2 anos não pagam
- Saco de pequeno-almoço para saídas antes das 8:00: grátis
- Guarda de bagagem no dia de chegada (a partir das 8:00) e no dia de saída (até às 20:00): grátis
- Duche de cortesia depois do check-out: grátis
- Empréstimo de toalhas de praia, guarda-chuvas e adaptadores de tomada: grátis
- Limpeza extra ou troca extra de roupa de cama: 15 €
- Perda da chave do quarto: 30 €

Taxa turística (Câmara Municipal de Lisboa)
- 4 € por pessoa e por noite, no máximo 7 noites por pessoa
- Isentos: crianças até aos 12 anos; hóspedes em tratamento médico, com comprovativo, e um acompanhante
- Paga-se no check-in, em numerário ou com cartão, também nas reservas feitas no Booking.com e no Airbnb

Pagamento
- Sinal de 30% para confirmar a reserva direta (grupos de 4 quartos ou mais: 50%)
- Resto no check-in: numerário, Visa, Mastercard ou MB Way; antes da chegada também por transferência bancária ou link de pagamento
- Não aceitamos American Express, cheques nem moeda estrangeira`,
    },
    {
      title: houseRules,
      language: 'Portuguese',
      text: `REGRAS DA CASA E CONDIÇÕES DE RESERVA – Casa do Beco, Alojamento Local (AL n.º 45123/AL)

Bem-vindos à Casa do Beco! Somos uma casa de família num prédio antigo de Alfama, com vizinhos parede com parede. Estas regras ajudam a que todos os hóspedes, e quem mora no bairro, se sintam bem. Ao fazer a reserva aceita estas condições.

1. Reservas e sinal
As reservas diretas ficam confirmadas quando recebemos um sinal de 30% do valor total, no prazo de 48 horas, por transferência bancária, MB Way ou link de pagamento com cartão. Sem sinal nesse prazo, a pré-reserva é anulada. Para grupos de 4 quartos ou mais, ou para a casa inteira, o sinal é de 50%.

2. Cancelamento e alterações
Reservas diretas: cancelamento grátis até 7 dias antes da chegada (14 dias na época alta, nos Santos Populares e na Passagem de Ano), com devolução do sinal em até 5 dias úteis. Depois disso e até 48 horas antes da chegada, o sinal não é devolvido. Com menos de 48 horas ou em caso de não comparência, cobramos 50% do valor da estadia. Grupos: cancelamento grátis até 30 dias antes; entre 30 e 7 dias o sinal não é devolvido; com menos de 7 dias ou em caso de não comparência, cobramos o valor total. As datas podem ser alteradas uma vez sem custo até 7 dias antes, conforme a disponibilidade. Se sair antes do fim da estadia, as noites não usadas não são devolvidas. As reservas feitas no Booking.com ou no Airbnb seguem as condições da plataforma.

3. Check-in e check-out
O check-in é das 15:00 às 20:00 com a nossa receção. Depois das 20:00 o check-in é autónomo, com o código do cofre de chaves que enviamos no dia da chegada; para isso, informe-nos da hora de chegada até à véspera. O check-out é até às 11:00: deixe a chave na caixa da receção. O late check-out só é possível com o nosso acordo e é pago conforme o Preçário; ficar no quarto depois das 11:00 sem acordo é cobrado como late check-out.

4. Registo dos hóspedes
Por obrigação legal, todos os hóspedes, incluindo as crianças, apresentam um documento de identificação (passaporte ou cartão de cidadão) antes da chegada ou no check-in. Os dados dos hóspedes estrangeiros são comunicados à AIMA através do SIBA.

5. Taxa turística
A taxa turística de Lisboa (4 € por pessoa e por noite, no máximo 7 noites, isentos até aos 12 anos) é cobrada no check-in a todos os hóspedes, também nas reservas feitas no Booking.com ou no Airbnb.

6. Pagamento
O resto da estadia paga-se no check-in (nas chegadas depois das 20:00, antes da chegada) em numerário, com Visa, Mastercard ou MB Way. Não aceitamos American Express, cheques nem moeda estrangeira.

7. Silêncio e vizinhos
Das 23:00 às 8:00 pedimos silêncio na casa, nas escadas e no terraço. Não são permitidas festas, eventos, despedidas de solteiro ou de solteira nem música alta. Se estas regras não forem cumpridas, podemos terminar a estadia sem devolução do valor pago.

8. Fumar
É proibido fumar em toda a casa, incluindo os quartos, as varandas e as escadas. No terraço só se pode fumar no canto com cinzeiro. Se for preciso limpar um quarto por causa do fumo, cobramos 100 €.

9. Visitas
Por segurança, não são permitidas visitas nos quartos. Só os hóspedes registados podem dormir na casa.

10. Animais
Não aceitamos animais de estimação. Cães de assistência são bem-vindos, com aviso na reserva.

11. Crianças
As crianças são bem-vindas. Pedimos que estejam sempre acompanhadas por um adulto nas escadas e no terraço.

12. Chaves e segurança
Cada quarto tem a sua chave e um cofre para passaportes e objetos de valor. Feche sempre a porta da rua ao entrar e ao sair. A perda da chave do quarto custa 30 €.

13. Limpeza e toalhas
Os quartos são arrumados todos os dias entre as 11:00 e as 15:00. As toalhas são trocadas de 3 em 3 dias e a roupa de cama de 4 em 4 noites; trocas extra custam 15 €. Se não quiser limpeza, use o aviso "Não incomodar". Não leve as toalhas dos quartos para a praia: temos toalhas de praia para emprestar.

14. Terraço e sala comum
O terraço está aberto das 8:00 às 23:00. Na sala comum do rés-do-chão há um frigorífico partilhado, chaleira, micro-ondas e máquina de café que os hóspedes podem usar a qualquer hora; identifique os seus alimentos com o nome e o quarto. Não é possível cozinhar refeições na casa.

15. Danos
Os danos causados no quarto ou na casa, para além do desgaste normal, são cobrados ao valor da reparação.

16. Objetos esquecidos
Guardamos os objetos esquecidos durante 3 meses. Se quiser que os enviemos, fazemo-lo por correio (CTT), com os portes pagos pelo hóspede.

17. Livro de reclamações
Temos livro de reclamações em papel na receção e o livro de reclamações eletrónico em www.livroreclamacoes.pt.`,
    },
  ],
  answerable: [
    // Portuguese, close to the knowledge's words
    {
      question: 'O pequeno-almoço está incluído no preço do quarto?',
      answeredBy: [breakfast, prices, priceList, services],
    },
    {
      question: 'Como faço para reservar diretamente e quanto tenho de pagar de sinal?',
      answeredBy: [booking, priceList, houseRules, bookingRequest],
    },
    { question: 'Qual é a estadia mínima na época alta?', answeredBy: [priceList, prices] },
    {
      question: 'Preciso de fatura em nome da empresa, é possível?',
      answeredBy: [invoice, services],
    },
    // Portuguese paraphrases with everyday words, from Portugal and from Brazil
    {
      question:
        'Há aquecimento nos quartos? Vamos em janeiro e dizem que as casas em Lisboa são frias.',
      answeredBy: [aircon],
    },
    {
      question: 'A gente pode usar a cozinha? Queria guardar umas coisas na geladeira.',
      answeredBy: [houseRules],
    },
    {
      question: 'Dá para fazer o check-out mais tarde? O nosso voo só sai às 19h.',
      answeredBy: [earlyLate, times, priceList, houseRules],
    },
    // Long messages, in Portuguese
    {
      question:
        'Olá! Somos um casal do Porto e queremos ir a Lisboa no fim de semana de Santo António para ver as marchas e comer sardinhas. Já sabemos que há muita festa e barulho na rua, é mesmo isso que queremos! Qual é a estadia mínima nessas datas e quanto custa um quarto?',
      answeredBy: [priceList, prices],
    },
    {
      question:
        'Oi! Eu e minha mãe vamos pra Lisboa em outubro, é a primeira viagem dela pra Europa. Ela tem 72 anos e anda devagar, tem problema no joelho e não consegue subir muita escada. Vi umas fotos de Alfama e fiquei preocupada com as ladeiras. Vocês têm quarto no térreo?',
      answeredBy: [stairs, accessibility, rooms, priceList],
    },
    // Chat-speak and typos, in Portuguese
    {
      question: 'oi, vcs aceitam pix? q formas de pagamento tem?',
      answeredBy: [payment, booking, priceList, houseRules],
    },
    {
      question: 'vcs tem transfer do aeroporto? quanto fica pra 3 pessoas',
      answeredBy: [airport, priceList, services],
    },
    {
      question: 'pq tenho q pagar taxa turistica se ja paguei tudo no booking??',
      answeredBy: [touristTax, payment, priceList, houseRules],
    },
    {
      question: 'tb da pra deixar as malas qdo chegar cedo? obg',
      answeredBy: [luggage, earlyLate, times, priceList, services],
    },
    {
      question: 'bom dia, acho q esqueci o carregador do telemóvel no quarto ontem, vcs guardaram?',
      answeredBy: [houseRules],
    },
    // One or two words, in Portuguese
    { question: 'Estacionamento?', answeredBy: [parking] },
    { question: 'animais?', answeredBy: [pets, houseRules] },
    // Portuguese questions, English knowledge
    { question: 'sou vegana, tem opção pra mim no café da manhã?', answeredBy: [diet] },
    // English paraphrases with everyday words, Portuguese knowledge
    {
      question: 'Do you have a crib we could use for our 10 month old?',
      answeredBy: [children, priceList, services],
    },
    {
      question: 'Is there an elevator? My mom has bad knees.',
      answeredBy: [stairs, accessibility, description],
    },
    {
      question: 'I have to join Zoom calls for work every morning. Is the internet fast enough?',
      answeredBy: [wifi],
    },
    {
      question: 'How much is the city tax per night?',
      answeredBy: [touristTax, prices, priceList, houseRules],
    },
    {
      question: "Can we drop our bags after checkout? Our train to Porto isn't until 6pm.",
      answeredBy: [luggage, earlyLate, priceList, services],
    },
    {
      question: 'Do you need a copy of our passports before we arrive? Why?',
      answeredBy: [passport, houseRules],
    },
    // Long messages, in English
    {
      question:
        "Hi! My wife and I are coming to Lisbon for our 10th wedding anniversary in September. We've never been to Portugal and a friend told us Alfama is the most charming part of the city, so we'd love a room with a view of the river and maybe a balcony if you have one. What would that cost for 4 nights?",
      answeredBy: [rooms, prices, priceList, bookingRequest],
    },
    {
      question:
        "Hello, our flight from Amsterdam has been moved and we now land at 23:40, so we'll probably get to Alfama around 1 in the morning. I'm a bit worried nobody will be there to let us in and we'll be stuck outside with our suitcases. How does it work if we arrive that late?",
      answeredBy: [lateArrival, times, houseRules, services],
    },
    {
      question:
        "Hey, it's my best friend's 40th in May and we're 12 people flying in from Berlin and Hamburg for a long weekend. We'd love to have a place all to ourselves so we can celebrate together on the terrace. Can we rent the whole guesthouse?",
      answeredBy: [groups, priceList, houseRules, services],
    },
    {
      question:
        "Hi, I'm a very light sleeper (my husband jokes that I wake up when a cat walks past). We're visiting Lisbon in mid June and I read that there are street parties every night. I love that you're close to the fado houses, but will I actually be able to sleep? Is there a quieter room?",
      answeredBy: [noise, rooms],
    },
    {
      question:
        "Hiya, we're flying in from Manchester with two big suitcases and a toddler in a buggy. Everyone says the streets in Alfama are really steep. Should we take the metro or a taxi from the airport, and will the driver be able to drop us at your door?",
      answeredBy: [airport, stairs, children],
    },
    // Typos and chat-speak, in English
    { question: 'do u take amex??', answeredBy: [payment, priceList, houseRules] },
    { question: 'whats ur checkout time', answeredBy: [times, earlyLate, houseRules] },
    {
      question: 'r towels included? how often do u clean the room',
      answeredBy: [cleaning, houseRules],
    },
    // One to three words, in English
    { question: 'early check in?', answeredBy: [earlyLate, times, priceList] },
    { question: 'AC?', answeredBy: [aircon, rooms, description, services] },
    { question: 'wifi password', answeredBy: [wifi] },
    // Spanish, against Portuguese knowledge
    { question: '¿Estáis lejos del castillo? ¿Qué hay cerca?', answeredBy: [location] },
    { question: '¿Se puede fumar en la habitación?', answeredBy: [houseRules] },
    {
      question:
        'Hola, somos una familia de Sevilla, dos adultos y dos niños de 5 y 9 años. Queremos ir a Lisboa en Semana Santa, del 2 al 6 de abril, y nos han dicho que Alfama es precioso. ¿Tenéis alguna habitación para los cuatro y cuánto costaría?',
      answeredBy: [rooms, prices, priceList, children, bookingRequest],
    },
    { question: '¿Cuál es la política de cancelación?', answeredBy: [cancellation, houseRules] },
    // French, against Portuguese and English knowledge
    {
      question:
        'Bonjour, est-ce que le petit-déjeuner peut être sans gluten ? Ma fille est cœliaque.',
      answeredBy: [diet],
    },
    {
      question: 'Vous êtes joignables la nuit si on a un problème ?',
      answeredBy: [contact],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Do you know a good place to rent a car for a day trip to Sintra?',
    'Can you book us tickets for a fado show with dinner on Saturday night?',
    'Podem reservar-nos mesa num restaurante de peixe aqui perto para sexta à noite?',
    'vcs lavam roupa? tenho uma trouxa de roupa suja, tem máquina de lavar pra hóspedes?',
    'Where can I buy tickets for tram 28 and how much is one ride?',
    'Estão a contratar? Procuro trabalho como rececionista ou na limpeza dos quartos.',
    'Boa tarde, represento um fundo imobiliário. O prédio está à venda? Temos interesse em comprá-lo.',
    'Do you organise walking tours of Alfama or day trips to Fátima?',
    // Plainly outside
    '¿Qué tiempo hace en Lisboa en noviembre? ¿Llueve mucho?',
    'Quel est le meilleur quartier pour sortir le soir à Lisbonne ?',
  ],
};
