import { knowledgeCopy } from '@shared/knowledge.ts';
import { type EvaluationSet, qaIn } from './evaluation-set.ts';

/**
 * Gralha Azul Locadora de Veículos, a family car-rental company in Curitiba (Paraná, Brazil)
 * with a counter at Afonso Pena International Airport in São José dos Pinhais and a shop
 * downtown. It rents economy cars to SUVs and a 7-seat minivan by the day, week or month.
 * Its customers write in Brazilian Portuguese and in English (foreign tourists on their way
 * to Iguaçu or the coast, business travellers). The owner wrote the briefing in Portuguese,
 * most Q&A pairs in Portuguese and a few in English, added one custom response for booking
 * and quote requests, and pasted the 2026 price table and the general rental conditions, both
 * in Portuguese.
 *
 * Not held out: the engine's rules may be chosen on it. Its questions were written from the
 * knowledge alone, before the engine was looked at, as customers type them: paraphrases and
 * everyday words ("quanto fica a diária", "carro popular", "cadeirinha pro bebê", "posso levar
 * meu cachorro", "carteira dos EUA", "o carro morreu"), long messages with a story around the
 * question, Brazilian chat-speak and typos without accents ("vcs", "pq", "q", "tb",
 * "td", "blz", "obg", "nao", "voces", "kkk"), one- or two-word questions ("caução?", "Pix?",
 * "toll roads?"), and Portuguese questions against English knowledge and the reverse. The
 * outside questions include hard negatives that share words with the knowledge (buying a car
 * from the fleet, renting a motorbike, a car with a chauffeur, an airport van transfer, a job
 * as a driver, a plan for ride-hailing drivers, renting a truck or a motorhome).
 */

const english = qaIn('English');
const portuguese = qaIn('Portuguese');

// The sources' titles, as the answers name them.
const hours = 'Qual o horário de funcionamento das lojas?';
const locations = 'Onde ficam as lojas da Gralha Azul?';
const rates = 'Quanto custa a diária de cada categoria de carro?';
const monthly = 'Vocês têm aluguel mensal? Como funciona?';
const deposit = 'Qual o valor da caução e como ela é cobrada?';
const ageLicence = 'Qual a idade mínima e quanto tempo de CNH preciso ter para alugar?';
const documentsNeeded = 'Quais documentos preciso levar para retirar o carro?';
const protection = 'Quais proteções (seguros) vocês oferecem?';
const mileage = 'A quilometragem é livre?';
const oneWay = 'Posso devolver o carro em outra cidade?';
const childSeats = 'Vocês têm cadeirinha para criança?';
const extraDriver = 'Posso incluir um condutor adicional?';
const fuel = 'Como funciona o combustível? Preciso devolver com o tanque cheio?';
const lateReturn = 'E se eu atrasar a devolução do carro?';
const accident = 'O que fazer em caso de acidente, pane ou pneu furado?';
const tolls = 'Como funciona o pedágio com o carro alugado?';
const fines = 'Como funcionam as multas de trânsito?';
const cleaning = 'Existe taxa de limpeza?';
const pets = 'Posso levar meu animal de estimação no carro?';
const travelArea = 'Posso viajar para Santa Catarina ou sair do Brasil com o carro?';
const payment = 'Quais as formas de pagamento?';
const booking = 'Como faço uma reserva e posso cancelar?';
const delivery = 'Vocês entregam o carro no hotel ou em casa?';
const foreignLicence = "Can I rent a car with a foreign driver's licence?";
const cardInsurance = "Can I use my credit card's rental car insurance?";
const lateFlight = 'My flight lands late at night. Can I still pick up the car at the airport?';
const englishStaff = 'Do you speak English?';
const automatic = 'Are your cars automatic?';
const prices = 'Tabela de Preços 2026';
const conditions = 'Condições Gerais de Locação';
const quoteRequest = 'Pedido de reserva ou cotação de aluguel';
const services = knowledgeCopy.briefingServices;
const description = knowledgeCopy.briefingDescription;

export const curitibaCarRentalSet: EvaluationSet = {
  name: 'Curitiba car rental (Gralha Azul Locadora)',
  heldOut: false,
  agentName: 'Bia',
  briefing: {
    companyName: 'Gralha Azul Locadora de Veículos',
    industry: 'automotive',
    description:
      'A Gralha Azul Locadora de Veículos é uma locadora curitibana e familiar, fundada em 2011. Temos duas lojas: um balcão no saguão de desembarque do Aeroporto Internacional Afonso Pena, em São José dos Pinhais, e uma loja no Centro de Curitiba, na Rua Visconde de Guarapuava, 2740. Alugamos carros do econômico ao SUV e uma minivan de 7 lugares, por diária, por semana ou por mês, com quilometragem livre nas diárias, Proteção Básica incluída e assistência 24 horas em todo o Brasil.',
    targetAudience:
      'Turistas brasileiros e estrangeiros que chegam pelo Afonso Pena e seguem para o litoral do Paraná, Santa Catarina ou Foz do Iguaçu, pessoas em viagem de negócios, famílias, moradores de Curitiba com o carro na oficina e pequenas e médias empresas que precisam de carros para suas equipes.',
    keyServices:
      'Aluguel de carros por diária, semana e mês (Plano Mensal): econômicos manuais, compactos e sedãs automáticos, SUVs compactos e médios e minivan de 7 lugares. Proteção Básica incluída e Proteção Total opcional, quilometragem livre nas diárias, devolução entre as lojas e em cidades parceiras do Paraná e de Santa Catarina, cadeirinhas e assentos de elevação, condutor adicional, entrega e busca do carro em hotéis e endereços de Curitiba, conta corporativa com boleto faturado para empresas e assistência 24 horas.',
    commonQuestions:
      'Quanto custa a diária, qual o valor da caução e se precisa de cartão de crédito, idade mínima e tempo de CNH, se estrangeiro pode alugar, o que as proteções cobrem, se a quilometragem é livre, se pode devolver em Florianópolis ou outra cidade, se pode ir ao Paraguai, como funcionam pedágio e multas, cadeirinha, animais, horário no aeroporto e formas de pagamento (Pix, cartão, boleto).',
    languages: ['Portuguese', 'English'],
    tonePreference: 'friendly',
    communicationStyle:
      'Respostas curtas e diretas, sempre com os valores em reais e o próximo passo (reservar pelo site ou pelo WhatsApp). Tratamos o cliente por "você". Quem escreve em inglês recebe a resposta em inglês.',
    personality:
      'Como uma atendente curitibana prestativa que conhece bem as estradas do Paraná e de Santa Catarina: simpática, honesta sobre taxas e caução, sem letras miúdas.',
    responseTemplates: [
      {
        scenario: quoteRequest,
        response:
          'Para fazer sua cotação ou reserva, me manda por favor: a data e o horário da retirada e da devolução, a loja (Aeroporto Afonso Pena ou Centro) ou a cidade de devolução, o grupo de carro que você prefere (econômico, automático, sedã, SUV ou minivan de 7 lugares), a idade de quem vai dirigir e se precisa de cadeirinha, condutor adicional ou Proteção Total. Se for retirar no aeroporto, mande também o número do voo. Respondemos pelo WhatsApp (41) 99812-4470 em até 1 hora, das 7h às 22h, com o valor total e o link para garantir a reserva.',
      },
    ],
  },
  qa: [
    portuguese(
      hours,
      'Loja do Aeroporto Afonso Pena: todos os dias, inclusive domingos e feriados, das 6h às 23h30. Loja do Centro: de segunda a sexta das 8h às 18h e aos sábados das 8h às 13h; fechada aos domingos e feriados. Fora desses horários, a retirada e a devolução são feitas só no aeroporto, com agendamento prévio pelo WhatsApp (41) 99812-4470 e taxa de R$ 80. O WhatsApp responde das 7h às 22h todos os dias, e a assistência 24 horas (0800 643 2550) atende a qualquer hora.',
    ),
    portuguese(
      locations,
      'Loja Aeroporto: balcão no saguão de desembarque do Aeroporto Internacional Afonso Pena (Av. Rocha Pombo, s/n, São José dos Pinhais), no térreo, ao lado da saída 3. Os carros ficam no estacionamento do aeroporto, no setor das locadoras, a 2 minutos a pé; na devolução, siga as placas "Devolução de locadoras" e entregue a chave no nosso box. Loja Centro: Rua Visconde de Guarapuava, 2740, Centro, Curitiba, a duas quadras do Shopping Estação, com pátio próprio para retirada e devolução. Telefone (41) 3022-5180, WhatsApp (41) 99812-4470, e-mail reservas@gralhaazul.example.',
    ),
    portuguese(
      rates,
      'Diárias de 24 horas em 2026, na baixa temporada: Grupo A, econômico manual (Fiat Mobi, Renault Kwid): R$ 119. Grupo B, econômico manual mais espaçoso (Hyundai HB20, Chevrolet Onix, Fiat Argo 1.0): R$ 139. Grupo C, compacto automático (HB20 ou Onix turbo automático, VW Polo TSI): R$ 169. Grupo D, sedã automático (Chevrolet Onix Plus, VW Virtus): R$ 199. Grupo E, SUV compacto automático (Hyundai Creta, VW T-Cross, Jeep Renegade): R$ 259. Grupo F, SUV médio automático (Jeep Compass, Toyota Corolla Cross): R$ 349. Grupo G, minivan 7 lugares automática (Chevrolet Spin): R$ 289; com 7 pessoas sobra espaço só para 2 malas pequenas. Todas as diárias incluem quilometragem livre, Proteção Básica, assistência 24 horas e tag de pedágio, e todos os carros são flex, com ar-condicionado. Alugando 7 dias, você paga 6. Na alta temporada (15/12 a 31/01, julho, Carnaval, Semana Santa e feriados prolongados) as diárias sobem 20%, e nas retiradas no aeroporto há taxa aeroportuária de 10% sobre as diárias.',
    ),
    portuguese(
      monthly,
      'Sim. O Plano Mensal é para quem precisa de carro por 30 dias ou mais, por exemplo enquanto o seu está na oficina ou durante um projeto de trabalho em Curitiba. Valores por 30 dias: Grupo A R$ 2.490, B R$ 2.890, C R$ 3.490, D R$ 3.990, E R$ 5.190, F R$ 6.990 e G R$ 5.790, sem taxa aeroportuária. Incluem 4.000 km por mês (km excedente a R$ 0,45 nos grupos A a D e R$ 0,60 nos grupos E a G), Proteção Básica, manutenção e um condutor adicional grátis; se o carro precisar de revisão, trocamos por outro. Pedimos comprovante de residência e fazemos uma análise cadastral em até 1 dia útil. O pagamento é mensal e adiantado, e você renova mês a mês. Se devolver antes dos 30 dias, cobramos os dias usados pela tarifa diária.',
    ),
    portuguese(
      deposit,
      'A caução é uma pré-autorização (bloqueio de limite) no cartão de crédito do titular da locação, feita na retirada: R$ 1.500 nos grupos A, B e C, R$ 2.000 no grupo D, R$ 3.000 nos grupos E e G e R$ 4.000 no grupo F. Não é uma cobrança: cancelamos o bloqueio no dia da devolução, e o banco libera o limite em 5 a 10 dias úteis (alguns bancos levam até 30 dias). Se houver multa, pedágio, combustível ou dano, cobramos só o valor devido. Não aceitamos cartão de débito, pré-pago ou de outra pessoa para a caução. Nos grupos A, B e C você pode deixar a caução por Pix, R$ 2.000 de uma conta no seu próprio CPF; devolvemos por Pix em até 3 dias úteis após a vistoria.',
    ),
    portuguese(
      ageLicence,
      'Você precisa ter pelo menos 21 anos e CNH definitiva, válida e emitida há pelo menos 2 anos. A CNH provisória (Permissão para Dirigir) e a CNH vencida não são aceitas. De 21 a 24 anos cobramos a taxa de condutor jovem de R$ 25 por dia, e você pode alugar todos os grupos menos o F (SUV médio), que é a partir de 25 anos. Não há idade máxima. Aceitamos a CNH física ou a CNH Digital do app Carteira Digital de Trânsito.',
    ),
    portuguese(
      documentsNeeded,
      'Leve a CNH (física ou digital) de todos os condutores e um cartão de crédito no nome do titular com limite para a caução; o CPF já consta na CNH. Estrangeiros trazem o passaporte, a habilitação do país de origem e, quando for o caso, a Permissão Internacional para Dirigir. No Plano Mensal pedimos também comprovante de residência, e empresas mandam o cartão CNPJ. Chegue uns 15 minutos antes: a retirada com a vistoria do carro leva cerca de 20 minutos.',
    ),
    portuguese(
      protection,
      'Todas as diárias já incluem a Proteção Básica: cobre danos ao carro por colisão, incêndio, roubo e furto, com coparticipação (franquia) de R$ 3.000 nos grupos A a D e R$ 5.000 nos grupos E a G, e danos a terceiros (materiais e corporais) até R$ 50.000. Ela não cobre vidros, faróis, retrovisores, pneus e rodas. A Proteção Total custa R$ 45 por dia nos grupos A a D e R$ 65 nos grupos E a G: zera a coparticipação, cobre vidros, faróis, retrovisores, pneus e rodas e aumenta a cobertura a terceiros para R$ 200.000. Se quiser só a Proteção Vidros e Pneus, ela custa R$ 15 por dia. Nenhuma proteção vale se quem dirige não está no contrato, se o condutor estava alcoolizado, se o carro saiu do Brasil ou andou fora de estrada, ou se não foi feito boletim de ocorrência.',
    ),
    portuguese(
      mileage,
      'Sim. Nas diárias e nas locações por semana a quilometragem é livre em todos os grupos: pode rodar quanto quiser, inclusive em viagens para o litoral, Santa Catarina ou o interior. No Plano Mensal estão incluídos 4.000 km por mês; cada km a mais custa R$ 0,45 nos grupos A a D e R$ 0,60 nos grupos E a G.',
    ),
    portuguese(
      oneWay,
      'Sim. Entre as nossas duas lojas (Aeroporto e Centro) a devolução é grátis. Também é possível devolver em lojas parceiras destas cidades, com taxa de retorno: Ponta Grossa R$ 290, Joinville R$ 390, Balneário Camboriú R$ 490, Florianópolis (Aeroporto Hercílio Luz) R$ 650, Londrina R$ 790, Maringá R$ 850 e Foz do Iguaçu (aeroporto) R$ 950. A devolução em outra cidade precisa ser combinada na reserva, com pelo menos 48 horas de antecedência. Em outras cidades não é possível deixar o carro.',
    ),
    portuguese(
      childSeats,
      'Sim, temos os três tipos: bebê conforto (recém-nascidos até 13 kg), cadeirinha (de 9 a 18 kg, mais ou menos de 1 a 4 anos) e assento de elevação (de 15 a 36 kg, até 10 anos). Cada um custa R$ 20 por dia, no máximo R$ 200 por locação. Pela lei, crianças de até 10 anos que ainda não têm 1,45 m viajam no banco de trás, no dispositivo certo para a idade. Peça na reserva, porque temos poucas unidades. Na retirada mostramos como instalar, e você também pode trazer a sua.',
    ),
    portuguese(
      extraDriver,
      'Sim. Cada condutor adicional custa R$ 15 por dia, no máximo R$ 150 por locação; no Plano Mensal o primeiro é grátis. Ele precisa cumprir as mesmas regras do titular (21 anos e CNH há pelo menos 2 anos, com taxa de condutor jovem de R$ 25 por dia até os 24 anos) e apresentar a CNH na retirada ou numa das lojas antes de dirigir. Quem não está no contrato não pode dirigir: nesse caso nenhuma proteção vale.',
    ),
    portuguese(
      fuel,
      'O carro sai com o tanque cheio e deve voltar cheio. Todos os nossos carros são flex: pode abastecer com etanol ou gasolina. Se voltar com menos, cobramos o combustível que falta a R$ 9,50 por litro mais uma taxa de serviço de R$ 40. Para quem devolve no aeroporto, há postos na Av. Rocha Pombo, a 3 minutos do estacionamento.',
    ),
    portuguese(
      lateReturn,
      'A diária é de 24 horas, contadas a partir do horário da retirada, com 1 hora de tolerância. Depois disso cobramos hora extra: R$ 30 por hora nos grupos A a D e R$ 45 nos grupos E a G; a partir de 5 horas de atraso cobramos uma diária completa. Se precisar ficar mais, avise pelo WhatsApp (41) 99812-4470 antes do horário da devolução: prorrogamos pelo mesmo valor da diária, se houver carro disponível, e cobramos no cartão. Atraso de mais de 24 horas sem aviso tem taxa de R$ 150, e depois de 48 horas sem contato comunicamos a polícia.',
    ),
    portuguese(
      accident,
      'Ligue para a nossa assistência 24 horas: 0800 643 2550 (ou WhatsApp (41) 99812-4470). Em caso de pane, pneu furado, bateria descarregada, chave trancada no carro ou falta de combustível, mandamos guincho, chaveiro ou socorro em qualquer lugar do Brasil; se o carro não puder seguir viagem, trocamos por outro. Em caso de acidente: 1) sinalize com o triângulo e, se houver feridos, ligue 192 (SAMU) ou 193 (Bombeiros); 2) fotografe os carros, a placa, a CNH e o documento do outro motorista e anote o contato de testemunhas; 3) não assine acordo nem assuma a culpa; 4) faça o boletim de ocorrência em até 24 horas: sem feridos, pela Delegacia Eletrônica da Polícia Civil do Paraná (ou do estado onde estiver); em rodovia federal, com a PRF (191); 5) avise a gente em até 24 horas e mande o BO em até 5 dias. Sem BO a proteção não cobre. Não mande consertar o carro por conta própria.',
    ),
    portuguese(
      tolls,
      'Todos os nossos carros têm tag de pedágio: é só passar pela pista automática, sem parar para pagar. As passagens são cobradas pelo valor da praça, sem taxa extra, no cartão da locação, em até 30 dias após a devolução. As principais praças perto de Curitiba ficam na BR-277 (para Paranaguá e o litoral) e na BR-376 (para Joinville e Santa Catarina). Se passar pela pista manual, pague na hora. Passar sem pagar (evasão de pedágio) gera multa, que é tratada como as demais multas.',
    ),
    portuguese(
      fines,
      'As multas de trânsito recebidas durante a locação são de responsabilidade do locatário. Quando a notificação chega (pode levar até 60 dias), indicamos você como condutor no Detran, para que os pontos vão para a sua CNH, e mandamos tudo por e-mail; você paga o boleto da multa direto ao órgão de trânsito. Cobramos uma taxa administrativa de R$ 50 por multa. Para condutores com habilitação estrangeira não é possível transferir os pontos: pagamos a multa e cobramos no cartão o valor dela mais uma taxa de R$ 80.',
    ),
    portuguese(
      cleaning,
      'Devolva o carro em condições normais de uso: a lavagem comum é por nossa conta. Cobramos a taxa de limpeza especial de R$ 120 quando o carro volta com muita areia, lama, pelos de animal, manchas nos bancos ou restos de comida. É proibido fumar nos carros: cheiro de cigarro ou de outras substâncias gera taxa de higienização de R$ 350.',
    ),
    portuguese(
      pets,
      'Pode, sem custo. O animal deve viajar na caixa de transporte ou preso com cinto de segurança para pets no banco de trás, nunca solto ou no colo de quem dirige. Emprestamos grátis uma capa protetora para o banco traseiro; peça na reserva. Se o carro voltar com pelos ou cheiro de animal, cobramos a taxa de limpeza especial de R$ 120, e danos ao estofamento são cobrados à parte.',
    ),
    portuguese(
      travelArea,
      'Pode viajar por todo o Brasil. Para o Paraná, Santa Catarina, Rio Grande do Sul e São Paulo não precisa avisar; para outros estados, avise na reserva (sem custo) para a assistência 24 horas saber onde você está. É proibido sair do país: o carro não pode ir ao Paraguai (Ciudad del Este), à Argentina (Puerto Iguazú) nem ao Uruguai, porque nenhuma proteção vale fora do Brasil e a aduana exige uma autorização que não emitimos. Quem atravessa a fronteira paga multa contratual de R$ 5.000 mais todos os danos. Em Foz do Iguaçu, deixe o carro no hotel e faça o passeio ao lado argentino ou paraguaio de táxi ou com uma agência. Também é proibido andar fora de estrada (trilhas, praia, areia); estradas de terra em bom estado e a Estrada da Graciosa estão liberadas.',
    ),
    portuguese(
      payment,
      'O aluguel pode ser pago com cartão de crédito (Visa, Mastercard, Elo, American Express e Hipercard), em até 3 vezes sem juros acima de R$ 600, com cartão de débito ou por Pix. Não aceitamos dinheiro nem cheque. A caução precisa ser feita no cartão de crédito do titular (ou por Pix, nos grupos A a C). Empresas com cadastro aprovado (CNPJ ativo há pelo menos 1 ano) podem pagar por boleto faturado, com vencimento em 28 dias e nota fiscal; a conta corporativa também dá 10% de desconto nas diárias. O cadastro leva até 2 dias úteis: mande o cartão CNPJ e o contrato social para empresas@gralhaazul.example.',
    ),
    portuguese(
      booking,
      'Reserve pelo site gralhaazul.example/reservas, pelo WhatsApp (41) 99812-4470 ou pelo telefone (41) 3022-5180. A reserva é garantida com os dados de um cartão de crédito, sem cobrança antecipada, e a confirmação chega por e-mail. O cancelamento é grátis até 24 horas antes da retirada; depois disso, ou se você não aparecer (no-show), cobramos uma diária. Na alta temporada os SUVs e a minivan de 7 lugares esgotam: reserve com pelo menos 2 semanas de antecedência. A reserva garante o grupo, não o modelo.',
    ),
    portuguese(
      delivery,
      'Sim. Entregamos e buscamos o carro em hotéis, casas e empresas de Curitiba por R$ 60 cada trajeto, e em São José dos Pinhais, Pinhais, Colombo e Araucária por R$ 90. O serviço funciona de segunda a sábado, das 8h às 18h, com agendamento até as 15h do dia anterior. A vistoria e a assinatura do contrato são feitas no local, e a caução é feita na maquininha.',
    ),
    english(
      foreignLicence,
      "Yes. Visitors staying in Brazil for up to 180 days can drive with a valid licence from their home country, held for at least 2 years, together with their passport (citizens of Argentina, Paraguay and Uruguay can use their national ID card instead). If your licence is not in the Latin alphabet, for example Chinese, Arabic or Russian, you also need an International Driving Permit; we recommend bringing one anyway, because the police may ask for it. The minimum age of 21 applies as for everyone. You need an international credit card in the driver's name for the deposit. If you have lived in Brazil for more than 180 days, you need a Brazilian licence (CNH). Points for traffic fines cannot be transferred to a foreign licence, so we pay the fine and charge it to your card plus an 80 BRL fee.",
    ),
    english(
      cardInsurance,
      'Partly. The Basic Protection is included in every rate and cannot be removed. What your card can replace is our Total Protection (R$ 45 a day for groups A to D, R$ 65 a day for groups E to G). Bring a letter of coverage from your card issuer, in English or Portuguese, that names Brazil. If the car is damaged, we charge the excess (R$ 3,000 for groups A to D, R$ 5,000 for groups E to G) and any glass or tyre damage to your card and give you all the documents, and you claim the money back from your card issuer. The deposit stays the same.',
    ),
    english(
      lateFlight,
      'Yes. Our airport counter in the arrivals hall is open every day from 6 am to 11:30 pm. Please put your flight number in the booking: if the flight is delayed, we hold your car for up to 2 hours after landing at no cost. If your flight lands after 11 pm, book an after-hours pick-up at least 24 hours in advance by WhatsApp (+55 41 99812-4470): one of our staff waits for you at the counter, for a fee of R$ 80. The same applies if you need to return the car before 6 am for an early flight.',
    ),
    english(
      englishStaff,
      'Yes. Our airport counter staff speak English and Spanish, and you can write to us in English on WhatsApp (+55 41 99812-4470) or by email at reservas@gralhaazul.example. The rental contract and the vehicle inspection form are available in English, and our 24-hour roadside assistance (0800 643 2550, or +55 41 3022-5199 from a foreign phone) has English-speaking agents.',
    ),
    english(
      automatic,
      'Most of them. Groups A (Fiat Mobi, Renault Kwid) and B (Hyundai HB20, Chevrolet Onix, Fiat Argo 1.0) are manual. Groups C to G are automatic: C compact (HB20 or Onix turbo automatic, VW Polo TSI), R$ 169 a day; D sedan (Onix Plus, VW Virtus), R$ 199; E compact SUV (Hyundai Creta, VW T-Cross, Jeep Renegade), R$ 259; F midsize SUV (Jeep Compass, Toyota Corolla Cross), R$ 349; and G 7-seat minivan (Chevrolet Spin), R$ 289. If you only drive automatic, book group C or higher: a booking guarantees the group, not the model.',
    ),
  ],
  documents: [
    {
      title: prices,
      language: 'Portuguese',
      text: `TABELA DE PREÇOS 2026 – Gralha Azul Locadora de Veículos
Valores em reais (R$), válidos de 1º de janeiro a 31 de dezembro de 2026 para retiradas na Loja Aeroporto (Aeroporto Internacional Afonso Pena, São José dos Pinhais) e na Loja Centro (Rua Visconde de Guarapuava, 2740, Curitiba). Diária de 24 horas. Incluídos em todas as diárias: quilometragem livre, Proteção Básica, proteção a terceiros até R$ 50.000, assistência 24 horas e tag de pedágio.

Diárias (baixa temporada)
- Grupo A – Econômico manual (Fiat Mobi, Renault Kwid ou similar), 5 lugares, ar-condicionado: R$ 119
- Grupo B – Econômico manual (Hyundai HB20, Chevrolet Onix, Fiat Argo 1.0 ou similar): R$ 139
- Grupo C – Compacto automático (HB20 ou Onix turbo automático, VW Polo TSI ou similar): R$ 169
- Grupo D – Sedã automático (Chevrolet Onix Plus, VW Virtus ou similar), porta-malas de 500 litros: R$ 199
- Grupo E – SUV compacto automático (Hyundai Creta, VW T-Cross, Jeep Renegade ou similar): R$ 259
- Grupo F – SUV médio automático (Jeep Compass, Toyota Corolla Cross ou similar), a partir de 25 anos: R$ 349
- Grupo G – Minivan 7 lugares automática (Chevrolet Spin ou similar): R$ 289
- Semana: 7 diárias pelo preço de 6
- Alta temporada (15/12 a 31/01, julho, Carnaval, Semana Santa e feriados prolongados): diárias 20% mais caras
- Taxa aeroportuária: 10% sobre as diárias nas retiradas no Aeroporto Afonso Pena (não se aplica à Loja Centro nem ao Plano Mensal)

Plano Mensal (30 dias, 4.000 km por mês, Proteção Básica, manutenção e 1 condutor adicional incluídos)
- Grupo A: R$ 2.490 | Grupo B: R$ 2.890 | Grupo C: R$ 3.490 | Grupo D: R$ 3.990
- Grupo E: R$ 5.190 | Grupo F: R$ 6.990 | Grupo G: R$ 5.790
- Km excedente: R$ 0,45 (grupos A a D), R$ 0,60 (grupos E a G)

Caução (pré-autorização no cartão de crédito do titular, liberada após a devolução)
- Grupos A, B e C: R$ 1.500 (ou R$ 2.000 por Pix, devolvidos em até 3 dias úteis)
- Grupo D: R$ 2.000
- Grupos E e G: R$ 3.000
- Grupo F: R$ 4.000

Proteções
- Proteção Básica: incluída; coparticipação de R$ 3.000 (grupos A a D) ou R$ 5.000 (grupos E a G); terceiros até R$ 50.000
- Proteção Total (coparticipação zero, vidros, faróis, retrovisores, pneus e rodas, terceiros até R$ 200.000): R$ 45 por dia (grupos A a D), R$ 65 por dia (grupos E a G)
- Proteção Vidros e Pneus: R$ 15 por dia

Opcionais
- Condutor adicional: R$ 15 por dia, máximo R$ 150 por locação (1 grátis no Plano Mensal)
- Taxa de condutor jovem (21 a 24 anos): R$ 25 por dia
- Bebê conforto, cadeirinha ou assento de elevação: R$ 20 por dia cada, máximo R$ 200 por locação
- Capa protetora de banco para animais: grátis, sob reserva
- Suporte de celular e cabo USB: grátis

Serviços
- Entrega ou busca do carro em Curitiba: R$ 60 por trajeto; em São José dos Pinhais, Pinhais, Colombo e Araucária: R$ 90 por trajeto
- Retirada ou devolução fora do horário na Loja Aeroporto (entre 23h30 e 6h, com agendamento): R$ 80
- Devolução na outra loja (Aeroporto ou Centro): grátis

Devolução em outra cidade (taxa de retorno, com reserva e 48 horas de antecedência)
- Ponta Grossa: R$ 290
- Joinville: R$ 390
- Balneário Camboriú: R$ 490
- Florianópolis (Aeroporto Hercílio Luz): R$ 650
- Londrina: R$ 790
- Maringá: R$ 850
- Foz do Iguaçu (aeroporto): R$ 950

Taxas
- Hora extra após 1 hora de tolerância: R$ 30 (grupos A a D), R$ 45 (grupos E a G); a partir de 5 horas, diária completa
- Atraso de mais de 24 horas sem aviso: R$ 150
- Combustível faltante: R$ 9,50 por litro mais R$ 40 de taxa de serviço
- Limpeza especial (areia, lama, pelos de animal, manchas, restos de comida): R$ 120
- Higienização por fumo no carro: R$ 350
- Taxa administrativa por multa de trânsito: R$ 50 (R$ 80 para habilitação estrangeira, quando pagamos a multa)
- Pedágios: valor da praça, sem taxa
- Perda da chave: R$ 800
- Cancelamento com menos de 24 horas ou no-show: 1 diária
- Saída do Brasil com o carro: multa contratual de R$ 5.000`,
    },
    {
      title: conditions,
      language: 'Portuguese',
      text: `Condições Gerais de Locação – Gralha Azul Locadora de Veículos (vigentes a partir de janeiro de 2026)

1. Locatário e condutores
O locatário e todos os condutores precisam ter pelo menos 21 anos e CNH definitiva, válida e emitida há pelo menos 2 anos; a CNH provisória (Permissão para Dirigir) e a CNH vencida não são aceitas. Condutores de 21 a 24 anos pagam a taxa de condutor jovem e não podem alugar o Grupo F, reservado a maiores de 25 anos. Estrangeiros em visita ao Brasil por até 180 dias podem dirigir com a habilitação válida do país de origem e o passaporte (cidadãos do Mercosul, com o documento de identidade); habilitações que não estejam no alfabeto latino precisam da Permissão Internacional para Dirigir. Estrangeiros residentes há mais de 180 dias precisam de CNH brasileira.

2. Documentos na retirada
Na retirada, apresente a CNH (física ou digital) de todos os condutores e o cartão de crédito do titular. No Plano Mensal exigimos comprovante de residência e análise cadastral, e empresas apresentam o cartão CNPJ e o contrato social.

3. Reserva e cancelamento
A reserva garante o grupo do veículo, não o modelo. Ela é garantida com os dados de um cartão de crédito, sem cobrança antecipada. O cancelamento é gratuito até 24 horas antes do horário da retirada; cancelamentos com menos de 24 horas e o não comparecimento (no-show) custam uma diária. Se o voo informado na reserva atrasar, o carro fica reservado por até 2 horas após o pouso.

4. Caução
Na retirada fazemos uma pré-autorização (caução) no cartão de crédito do titular, no valor da Tabela de Preços. Não são aceitos cartões de débito, pré-pagos ou de terceiros. Nos grupos A, B e C a caução pode ser feita por Pix, de conta no CPF do titular, e é devolvida por Pix em até 3 dias úteis após a vistoria de devolução. A pré-autorização é cancelada no dia da devolução; o prazo para o limite voltar depende do banco emissor (normalmente de 5 a 10 dias úteis, até 30 dias). Valores devidos (combustível, pedágios, multas, taxas e danos) podem ser cobrados no mesmo cartão.

5. Vistoria
Na retirada e na devolução fazemos a vistoria do veículo com fotos, assinada pelo locatário. Avarias não registradas na vistoria de retirada são de responsabilidade do locatário.

6. Quilometragem e área de circulação
As diárias e as locações semanais têm quilometragem livre. O Plano Mensal inclui 4.000 km por mês, e o excedente é cobrado por km. O veículo pode circular em todo o território nacional; viagens para fora do Paraná, Santa Catarina, Rio Grande do Sul e São Paulo devem ser informadas na reserva. É proibido sair do Brasil (inclusive para o Paraguai, a Argentina e o Uruguai): fora do país nenhuma proteção vale, e o locatário paga multa contratual de R$ 5.000, além de todos os danos e despesas. Também é proibido trafegar fora de estrada, em trilhas, praias ou areia.

7. Combustível
O veículo é entregue com o tanque cheio e deve ser devolvido com o tanque cheio. Os veículos são flex (etanol ou gasolina). O combustível faltante é cobrado por litro, mais a taxa de serviço da Tabela de Preços.

8. Devolução, atraso e prorrogação
A diária é de 24 horas a partir do horário da retirada, com tolerância de 1 hora. Após a tolerância cobramos horas extras e, a partir de 5 horas de atraso, uma diária completa. A prorrogação deve ser pedida antes do horário da devolução e depende de disponibilidade. Atrasos de mais de 24 horas sem aviso têm taxa adicional; após 48 horas sem contato, o veículo é considerado não devolvido e a autoridade policial é comunicada. Devolvendo antes do previsto, cobramos as diárias usadas; no Plano Mensal, os dias usados pela tarifa diária.

9. Proteções e responsabilidade por danos
A Proteção Básica está incluída em todas as locações e cobre danos ao veículo por colisão, incêndio, roubo e furto, com a coparticipação da Tabela de Preços, e danos materiais e corporais a terceiros até R$ 50.000. Vidros, faróis, retrovisores, pneus e rodas só são cobertos pela Proteção Total ou pela Proteção Vidros e Pneus. A Proteção Total zera a coparticipação e cobre terceiros até R$ 200.000. Quem apresentar carta de cobertura do seguro do cartão de crédito pode recusar a Proteção Total; nesse caso os danos até a coparticipação são cobrados no cartão do locatário. Nenhuma proteção cobre danos causados por condutor não autorizado ou sob efeito de álcool ou drogas, fora do Brasil, fora de estrada, por uso proibido ou sem boletim de ocorrência, nem a perda das chaves.

10. Acidente, roubo e pane
Em caso de pane, acidente, roubo ou furto, o locatário deve ligar para a assistência 24 horas (0800 643 2550) e, em acidente, roubo ou furto, registrar o boletim de ocorrência em até 24 horas e entregá-lo à locadora em até 5 dias. O locatário não pode mandar consertar o veículo sem autorização. A assistência 24 horas inclui guincho, troca de pneu, chaveiro, carga de bateria e socorro por falta de combustível em todo o Brasil, e a troca do veículo quando ele não puder seguir viagem; o combustível é cobrado à parte.

11. Pedágios e multas
Os veículos têm tag de pedágio; as passagens são cobradas pelo valor da praça, sem taxa, em até 30 dias após a devolução. As multas de trânsito e as evasões de pedágio durante a locação são de responsabilidade do locatário. A locadora indica o locatário como condutor infrator ao órgão de trânsito e cobra taxa administrativa por multa. Para habilitações estrangeiras, a locadora paga a multa e cobra o valor e a taxa no cartão do locatário.

12. Limpeza, fumo e animais
O veículo deve ser devolvido em condições normais de limpeza; sujeira excessiva (areia, lama, pelos, manchas, restos de comida) gera taxa de limpeza especial. É proibido fumar no veículo; a higienização é cobrada. Animais de estimação são permitidos sem custo, em caixa de transporte ou com cinto de segurança para pets no banco traseiro; danos ao estofamento são cobrados à parte.

13. Cadeirinhas e condutores adicionais
Bebê conforto, cadeirinha e assento de elevação são fornecidos conforme disponibilidade e devem ser reservados; a instalação é de responsabilidade do locatário, que recebe orientação na retirada. Condutores adicionais devem cumprir as regras da cláusula 1, estar registrados no contrato e apresentar a CNH antes de dirigir.

14. Pagamento
O aluguel é pago com cartão de crédito (em até 3 vezes sem juros acima de R$ 600), cartão de débito ou Pix. Não aceitamos dinheiro nem cheque. Empresas com cadastro aprovado podem pagar por boleto faturado com vencimento em 28 dias. A nota fiscal é enviada por e-mail.

15. Usos proibidos
É proibido sublocar o veículo, usá-lo em competições ou testes de velocidade, rebocar outros veículos ou reboques, transportar mais pessoas do que os lugares do veículo, transportar produtos perigosos ou ilegais e dirigir sob efeito de álcool ou drogas.`,
    },
  ],
  answerable: [
    // Portuguese paraphrases with everyday words
    { question: 'quanto fica a diária de um carro popular?', answeredBy: [rates, prices] },
    {
      question: 'precisa de cartão de crédito pra alugar? eu só tenho débito',
      answeredBy: [deposit, payment, conditions],
    },
    {
      question: 'Posso levar meu cachorro no carro? Ele é de porte médio e bem comportado.',
      answeredBy: [pets, conditions],
    },
    {
      question: 'vcs tem cadeirinha pro bebê? ele tem 8 meses',
      answeredBy: [childSeats, prices, conditions],
    },
    {
      question: 'Se eu pegar o carro em Curitiba dá pra deixar em Floripa?',
      answeredBy: [oneWay, prices],
    },
    {
      question: 'o seguro cobre o que? se quebrar o vidro to coberto?',
      answeredBy: [protection, prices, conditions],
    },
    {
      question: 'Quero deixar minha esposa dirigir tb, tem que pagar alguma coisa?',
      answeredBy: [extraDriver, prices, conditions],
    },
    {
      question:
        'Vocês levam o carro até o hotel? Tô hospedada no Batel e não queria ir até o aeroporto.',
      answeredBy: [delivery, prices],
    },
    {
      question: 'se eu desistir da reserva perco dinheiro?',
      answeredBy: [booking, conditions, prices],
    },
    // Long messages, the question inside
    {
      question:
        'Oi! Vou casar em março e a família do meu noivo vem de Porto Alegre, são 7 pessoas contando as crianças. A gente queria um carro só pra levar todo mundo junto nos passeios por Curitiba e talvez descer pra Morretes num dia. Vocês têm carro de 7 lugares? Quanto sai por uns 5 dias?',
      answeredBy: [rates, prices, quoteRequest],
    },
    {
      question:
        'Boa tarde, tenho 22 anos e tirei minha carteira faz uns 3 anos. Vou viajar com uns amigos pro litoral no feriado e a gente queria alugar um carro pra não depender de ônibus. Consigo alugar com essa idade? Tem alguma taxa a mais?',
      answeredBy: [ageLicence, conditions, prices],
    },
    {
      question:
        'Oi, aluguei um Onix com vcs ontem no aeroporto e hoje de manhã um cara bateu na traseira num semáforo na Sete de Setembro. Ninguém se machucou, ele admitiu a culpa e a gente trocou telefone. O que eu tenho que fazer agora? Preciso fazer BO?',
      answeredBy: [accident, conditions],
    },
    {
      question:
        'Sou dona de uma empresa de engenharia aqui em Curitiba e nossos técnicos precisam de carro quase toda semana pra visitar obras no interior. Hoje a gente paga tudo no cartão pessoal e vira uma bagunça na contabilidade. Dá pra pagar com boleto faturado pro CNPJ?',
      answeredBy: [payment, conditions],
    },
    // Chat-speak and typos, no accents
    {
      question:
        'da pra ir pro paraguai com o carro de vcs? queria fazer umas compras em ciudad del este',
      answeredBy: [travelArea, conditions, prices],
    },
    { question: 'pedagio como paga?', answeredBy: [tolls, conditions] },
    {
      question: 'tomei uma multa com o carro de vcs, como funciona?',
      answeredBy: [fines, conditions, prices],
    },
    {
      question:
        'se eu devolver com meio tanque voces cobram quanto? nao vou ter tempo de abastecer',
      answeredBy: [fuel, prices, conditions],
    },
    {
      question: 'vou atrasar umas 3 horas pra devolver pq meu voo mudou, vai ter cobrança?',
      answeredBy: [lateReturn, prices, conditions],
    },
    {
      question: 'alugar por um mes td sai mais barato? meu carro ta na oficina blz',
      answeredBy: [monthly, prices],
    },
    {
      question: 'q documentos eu preciso levar pra pegar o carro',
      answeredBy: [documentsNeeded, conditions],
    },
    {
      question: 'vcs cobram limpeza? fui na praia e o carro ta cheio de areia kkk',
      answeredBy: [cleaning, prices, conditions],
    },
    {
      question: 'o carro morreu na estrada e nao liga mais, o q eu faço?',
      answeredBy: [accident, conditions],
    },
    // One or two words, in Portuguese
    { question: 'caução?', answeredBy: [deposit, prices, conditions] },
    { question: 'Pix?', answeredBy: [payment, deposit, conditions] },
    // Portuguese questions, English knowledge
    {
      question:
        'Meu amigo é americano e vai dirigir aqui, a carteira de motorista dos EUA vale no Brasil?',
      answeredBy: [foreignLicence, conditions],
    },
    {
      question: 'Tem carro automático? Não sei dirigir carro manual.',
      answeredBy: [automatic, rates, prices, services],
    },
    {
      question: 'o atendente de vcs fala ingles? vou mandar uns clientes gringos pra ai, obg',
      answeredBy: [englishStaff],
    },
    {
      question: 'meu voo chega 1h da manhã, consigo retirar o carro no aeroporto?',
      answeredBy: [lateFlight, hours, prices],
    },
    // English, against Portuguese knowledge
    { question: 'How much is it to rent an SUV for a week?', answeredBy: [rates, prices] },
    {
      question:
        "We're driving to Iguazu Falls next month. Can we take the rental car across the bridge to see the Argentine side too?",
      answeredBy: [travelArea, conditions],
    },
    {
      question: 'any cap on how many km I can drive?',
      answeredBy: [mileage, prices, conditions],
    },
    {
      question:
        "Hi, I'm flying in from Lisbon on a business trip, landing at CWB on a Tuesday evening. I need a car for four days to visit suppliers in Joinville and Blumenau, and then I fly home from Florianópolis. Can I leave the car there instead of driving back to Curitiba, and what does that cost?",
      answeredBy: [oneWay, prices, conditions],
    },
    {
      question:
        "what happens if I get a speeding ticket in your car? I'm a tourist and I leave Brazil next week",
      answeredBy: [fines, conditions, prices, foreignLicence],
    },
    { question: 'booster seat for a 6 year old?', answeredBy: [childSeats, prices, conditions] },
    { question: 'Do I have to bring it back with a full tank?', answeredBy: [fuel, conditions] },
    { question: 'toll roads?', answeredBy: [tolls, conditions] },
    {
      question: "We're travelling with our dog, is that OK in the car?",
      answeredBy: [pets, conditions],
    },
    { question: 'Where is your office downtown?', answeredBy: [locations, description] },
    { question: 'minimum age to rent?', answeredBy: [ageLicence, conditions, foreignLicence] },
    // English paraphrase, English knowledge
    {
      question: "I've got a Visa Infinite that covers CDW. Do I still need to buy your protection?",
      answeredBy: [cardInsurance, protection, conditions],
    },
  ],
  outside: [
    // Hard negatives: they share words with the knowledge, which does not answer them.
    'Vocês vendem os carros seminovos da frota? Tenho interesse num HB20 que vocês estão trocando.',
    'vcs alugam moto? queria uma scooter pra andar pela cidade',
    'Preciso de um carro com motorista pra levar a noiva no casamento, vocês fazem esse serviço?',
    'Vocês fazem transfer de van do aeroporto até o hotel? Somos um grupo de 12 pessoas.',
    'Estão contratando motorista ou manobrista? Queria mandar meu currículo.',
    'Tem plano de aluguel pra quem roda de Uber ou 99? Quero trabalhar com aplicativo.',
    'Do you rent trucks? I need a box truck to move my furniture from Curitiba to São Paulo.',
    'Do you rent motorhomes or camper vans for a road trip down to Florianópolis?',
    // Plainly outside
    'Qual a melhor época pra fazer o passeio de trem de Curitiba a Morretes?',
    'Is it safe to walk around downtown Curitiba at night?',
  ],
};
