import type { Message } from 'shared-api/contract/messages/catalogue';

/** The About page's headings and paragraphs (docs/requirements.md#r2-about: vision, what we do, approach, values, impact). */
export const ABOUT_MESSAGES = {
  visionTitle: { en: 'Our Vision', hi: 'हमारी दृष्टि' },
  visionText: {
    en: 'Every farmer in India should get fair and timely agricultural credit from their own village, without long queues, middlemen or piles of paperwork.',
    hi: 'भारत के हर किसान को अपने गाँव से ही उचित और समय पर कृषि ऋण मिले, बिना लंबी कतारों, बिचौलियों या ढेर सारे काग़ज़ी काम के।',
  },
  whatWeDoTitle: { en: 'What We Do', hi: 'हम क्या करते हैं' },
  whatWeDoText: {
    en: 'We bring the Kisan Credit Card loan online. Farmers apply from their phone and upload their identity, land and bank documents, which the platform reads to fill in the form. Lawyers verify the land records, and bankers review, sanction and disburse the loan, all in one place.',
    hi: 'हम किसान क्रेडिट कार्ड ऋण को ऑनलाइन लाते हैं। किसान अपने फ़ोन से आवेदन करते हैं और अपने पहचान, भूमि और बैंक के दस्तावेज़ अपलोड करते हैं, जिन्हें पढ़कर प्लेटफ़ॉर्म फ़ॉर्म भर देता है। वकील भूमि अभिलेखों का सत्यापन करते हैं, और बैंकर ऋण की समीक्षा, स्वीकृति और वितरण करते हैं, सब कुछ एक ही जगह पर।',
  },
  approachTitle: { en: 'Our Approach', hi: 'हमारा तरीका' },
  approachText: {
    en: 'We keep every step simple: sign in with your mobile number and a one-time password, save your application as a draft whenever you need to, and submit it when you are ready. A lawyer and a banker check every application, so every decision is fair and clear.',
    hi: 'हम हर कदम को सरल रखते हैं: अपने मोबाइल नंबर और वन-टाइम पासवर्ड से साइन इन करें, जब चाहें अपना आवेदन ड्राफ़्ट के रूप में सहेजें, और तैयार होने पर जमा करें। हर आवेदन की जाँच एक वकील और एक बैंकर करते हैं, ताकि हर निर्णय निष्पक्ष और स्पष्ट हो।',
  },
  valuesTitle: { en: 'Our Values', hi: 'हमारे मूल्य' },
  impactTitle: { en: 'Our Impact', hi: 'हमारा प्रभाव' },
} as const satisfies Record<string, Message>;

export interface AboutValue {
  title: Message;
  description: Message;
}

/** The five values, in the spec's order. */
export const ABOUT_VALUES = [
  {
    title: { en: 'Farmer First', hi: 'किसान सर्वोपरि' },
    description: {
      en: 'Every screen and every decision starts from what the farmer needs.',
      hi: 'हर स्क्रीन और हर निर्णय की शुरुआत किसान की ज़रूरत से होती है।',
    },
  },
  {
    title: { en: 'Transparency', hi: 'पारदर्शिता' },
    description: {
      en: 'Clear terms, clear requirements and a clear answer on every application.',
      hi: 'स्पष्ट शर्तें, स्पष्ट आवश्यकताएँ और हर आवेदन पर स्पष्ट उत्तर।',
    },
  },
  {
    title: { en: 'Digital Innovation', hi: 'डिजिटल नवाचार' },
    description: {
      en: 'Technology that reads documents and fills in forms, so farmers spend less time on paperwork.',
      hi: 'ऐसी तकनीक जो दस्तावेज़ पढ़कर फ़ॉर्म भरती है, ताकि किसानों का कम समय काग़ज़ी काम में लगे।',
    },
  },
  {
    title: { en: 'Rural Development', hi: 'ग्रामीण विकास' },
    description: {
      en: 'Credit that reaches villages strengthens farms, families and local economies.',
      hi: 'गाँवों तक पहुँचने वाला ऋण खेतों, परिवारों और स्थानीय अर्थव्यवस्था को मज़बूत करता है।',
    },
  },
  {
    title: { en: 'Sustainable Agriculture', hi: 'टिकाऊ कृषि' },
    description: {
      en: 'We support farming that keeps soil and water healthy for the next generation.',
      hi: 'हम ऐसी खेती का समर्थन करते हैं जो अगली पीढ़ी के लिए मिट्टी और पानी को स्वस्थ रखे।',
    },
  },
] as const satisfies readonly AboutValue[];

export interface ImpactFigure {
  /** The number as shown; digits and Indian grouping read the same in both languages. */
  figure: Message;
  label: Message;
}

/** The impact figures of docs/requirements.md#r2-about. */
export const ABOUT_IMPACT = [
  { figure: { en: '10,000+', hi: '10,000+' }, label: { en: 'Farmers Served', hi: 'किसानों को सेवा दी गई' } },
  { figure: { en: '₹100 Crore+', hi: '₹100 करोड़+' }, label: { en: 'Loans Facilitated', hi: 'ऋण दिलाया गया' } },
  { figure: { en: '500+', hi: '500+' }, label: { en: 'Villages Reached', hi: 'गाँवों तक पहुँच' } },
] as const satisfies readonly ImpactFigure[];
