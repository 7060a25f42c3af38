import type { BilingualName } from './names';
import type { Person } from './person';
import { createRandom, deriveSeed } from './random';

/** The states whose record of rights the generator draws besides Uttar Pradesh's Khatauni, in Devanagari (Hindi, Marathi). */
export type RecordState = 'Uttar Pradesh' | 'Madhya Pradesh' | 'Rajasthan' | 'Maharashtra';

const name = (latin: string, hindi: string): BilingualName => ({ latin, hindi });

interface StateDistrict {
  name: BilingualName;
  tehsils: BilingualName[];
}

const DISTRICTS: Record<Exclude<RecordState, 'Uttar Pradesh'>, StateDistrict[]> = {
  'Madhya Pradesh': [
    { name: name('Sehore', 'सीहोर'), tehsils: [name('Ashta', 'आष्टा'), name('Ichhawar', 'इछावर'), name('Budhni', 'बुधनी')] },
    { name: name('Vidisha', 'विदिशा'), tehsils: [name('Basoda', 'बासौदा'), name('Sironj', 'सिरोंज'), name('Lateri', 'लटेरी')] },
    { name: name('Dewas', 'देवास'), tehsils: [name('Sonkatch', 'सोनकच्छ'), name('Kannod', 'कन्नौद'), name('Bagli', 'बागली')] },
  ],
  Maharashtra: [
    { name: name('Pune', 'पुणे'), tehsils: [name('Shirur', 'शिरूर'), name('Baramati', 'बारामती'), name('Indapur', 'इंदापूर')] },
    { name: name('Ahmednagar', 'अहमदनगर'), tehsils: [name('Rahuri', 'राहुरी'), name('Sangamner', 'संगमनेर'), name('Shrigonda', 'श्रीगोंदा')] },
    { name: name('Nashik', 'नाशिक'), tehsils: [name('Niphad', 'निफाड'), name('Sinnar', 'सिन्नर'), name('Yeola', 'येवला')] },
  ],
  Rajasthan: [
    { name: name('Alwar', 'अलवर'), tehsils: [name('Tijara', 'तिजारा'), name('Behror', 'बहरोड़'), name('Rajgarh', 'राजगढ़')] },
    { name: name('Bhilwara', 'भीलवाड़ा'), tehsils: [name('Mandal', 'माण्डल'), name('Shahpura', 'शाहपुरा'), name('Asind', 'आसींद')] },
    { name: name('Nagaur', 'नागौर'), tehsils: [name('Merta', 'मेड़ता'), name('Ladnun', 'लाडनूं'), name('Degana', 'डेगाना')] },
  ],
};

const VILLAGES: Record<Exclude<RecordState, 'Uttar Pradesh'>, BilingualName[]> = {
  'Madhya Pradesh': [name('Kotri', 'कोटरी'), name('Bhairunda', 'भैरूंदा'), name('Jawar', 'जावर'), name('Siddikganj', 'सिद्दीकगंज'), name('Kachnaria', 'कचनारिया')],
  Maharashtra: [name('Wadgaon', 'वडगाव'), name('Pimpalgaon', 'पिंपळगाव'), name('Kedgaon', 'केडगाव'), name('Nimgaon', 'निमगाव'), name('Koregaon', 'कोरेगाव')],
  Rajasthan: [name('Khairthal', 'खैरथल'), name('Kishangarh', 'किशनगढ़'), name('Harsoli', 'हरसोली'), name('Nimrana', 'नीमराणा'), name('Kotkasim', 'कोटकासिम')],
};

/**
 * The person's land as the record of `state` would hold it: the same khata, plots and holders, lying in a
 * village, tehsil and district of that state (drawn from the person's seed, so layout and truth agree).
 */
export function landIn(person: Person, state: RecordState): Person['land'] {
  if (state === 'Uttar Pradesh') return person.land;
  const random = createRandom(deriveSeed(person.seed, 'land', state));
  const district = random.pick(DISTRICTS[state]);
  const tehsil = random.pick(district.tehsils);
  return { ...person.land, village: random.pick(VILLAGES[state]), pargana: tehsil, tehsil, district: district.name };
}
