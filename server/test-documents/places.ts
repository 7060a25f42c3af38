import type { BilingualName } from './names';

export interface District {
  name: BilingualName;
  state: BilingualName;
  tehsils: BilingualName[];
  /** The first three digits of the district's PIN codes. */
  pinPrefix: string;
}

const name = (latin: string, hindi: string): BilingualName => ({ latin, hindi });
const UTTAR_PRADESH = name('Uttar Pradesh', 'उत्तर प्रदेश');

export const DISTRICTS: District[] = [
  { name: name('Ballia', 'बलिया'), state: UTTAR_PRADESH, pinPrefix: '277', tehsils: [name('Bansdih', 'बांसडीह'), name('Rasra', 'रसड़ा'), name('Bairia', 'बैरिया')] },
  { name: name('Jaunpur', 'जौनपुर'), state: UTTAR_PRADESH, pinPrefix: '222', tehsils: [name('Machhlishahr', 'मछलीशहर'), name('Shahganj', 'शाहगंज'), name('Kerakat', 'केराकत')] },
  { name: name('Azamgarh', 'आजमगढ़'), state: UTTAR_PRADESH, pinPrefix: '276', tehsils: [name('Lalganj', 'लालगंज'), name('Phulpur', 'फूलपुर'), name('Sagri', 'सगड़ी')] },
  { name: name('Sitapur', 'सीतापुर'), state: UTTAR_PRADESH, pinPrefix: '261', tehsils: [name('Biswan', 'बिसवां'), name('Mahmudabad', 'महमूदाबाद'), name('Sidhauli', 'सिधौली')] },
  { name: name('Hardoi', 'हरदोई'), state: UTTAR_PRADESH, pinPrefix: '241', tehsils: [name('Sandila', 'संडीला'), name('Bilgram', 'बिलग्राम'), name('Shahabad', 'शाहाबाद')] },
  { name: name('Barabanki', 'बाराबंकी'), state: UTTAR_PRADESH, pinPrefix: '225', tehsils: [name('Fatehpur', 'फतेहपुर'), name('Haidergarh', 'हैदरगढ़'), name('Ramsanehighat', 'रामसनेहीघाट')] },
  { name: name('Etawah', 'इटावा'), state: UTTAR_PRADESH, pinPrefix: '206', tehsils: [name('Bharthana', 'भरथना'), name('Jaswantnagar', 'जसवंतनगर'), name('Saifai', 'सैफई')] },
  { name: name('Gorakhpur', 'गोरखपुर'), state: UTTAR_PRADESH, pinPrefix: '273', tehsils: [name('Bansgaon', 'बांसगांव'), name('Chauri Chaura', 'चौरी चौरा'), name('Sahjanwa', 'सहजनवां')] },
  { name: name('Bahraich', 'बहराइच'), state: UTTAR_PRADESH, pinPrefix: '271', tehsils: [name('Nanpara', 'नानपारा'), name('Kaiserganj', 'कैसरगंज'), name('Mahsi', 'महसी')] },
  { name: name('Mainpuri', 'मैनपुरी'), state: UTTAR_PRADESH, pinPrefix: '205', tehsils: [name('Karhal', 'करहल'), name('Bhogaon', 'भोगांव'), name('Kishni', 'किशनी')] },
];

export const VILLAGES: BilingualName[] = [
  name('Rampur', 'रामपुर'), name('Sikandarpur', 'सिकन्दरपुर'), name('Madhopur', 'माधोपुर'), name('Bhagwanpur', 'भगवानपुर'),
  name('Kishunpur', 'किशुनपुर'), name('Dharampur', 'धरमपुर'), name('Chandpur', 'चांदपुर'), name('Narayanpur', 'नारायणपुर'),
  name('Belhari', 'बेलहरी'), name('Karanpur', 'करनपुर'), name('Gopalpur', 'गोपालपुर'), name('Shivpur', 'शिवपुर'),
  name('Pipra', 'पिपरा'), name('Semari', 'सेमरी'), name('Barauli', 'बरौली'), name('Hardaspur', 'हरदासपुर'),
  name('Lakhanpur', 'लखनपुर'), name('Jamalpur', 'जमालपुर'), name('Newada', 'नेवादा'), name('Devipur', 'देवीपुर'),
  name('Ratanpura', 'रतनपुरा'), name('Khajuri', 'खजुरी'), name('Sonbarsa', 'सोनबरसा'), name('Baijnathpur', 'बैजनाथपुर'),
];
